extension StringProtocol {
    /// FNV-1a (64 bits) of the text's UTF-8 bytes: the same on every machine and every run, unlike `hashValue`.
    package var fnv1a: UInt64 {
        utf8.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01B3 }
    }
}
