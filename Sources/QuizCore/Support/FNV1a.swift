extension StringProtocol {
    /// FNV-1a (64 bits) of the text's UTF-8 bytes: the same on every machine and every run, unlike `hashValue`.
    package var fnv1a: UInt64 {
        utf8.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01B3 }
    }
}

extension UInt64 {
    /// The number as 16 lowercase hexadecimal digits, zeros first: a hash as a name.
    package var hexDigits: String {
        let digits = String(self, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
