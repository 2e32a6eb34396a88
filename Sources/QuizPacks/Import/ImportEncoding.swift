import Foundation

/// The character encoding of a file to import: UTF-8 unless a byte-order mark or `--encoding` says otherwise.
public enum ImportEncoding: String, CaseIterable, Sendable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
    case cp1252
    case latin1

    /// The text of `data`, or a fault naming the first line that is not in the encoding.
    ///
    /// Without an encoding given, a UTF-16 byte-order mark or the zero bytes of UTF-16 text tell UTF-16; anything
    /// else must be UTF-8, and the fault for a byte that is not suggests Windows' encoding, which old exports use.
    public static func text(of data: Data, file: String, encoding: ImportEncoding?) throws(ImportError) -> String {
        let encoding = encoding ?? guess(data)
        switch encoding {
        case .utf8:
            // Checked as it is copied into the string, the file's one copy; the bad byte is looked for only then.
            if let text = String(validating: data, as: UTF8.self) { return text }
            let offset = firstInvalidUTF8Offset(data)
            guard offset < data.endIndex else { return String(decoding: data, as: UTF8.self) }
            let line = data[..<offset].count { $0 == UInt8(ascii: "\n") } + 1
            let byte = String(format: "0x%02X", data[offset])
            throw ImportError(
                file: file, line: line,
                message: "byte \(byte) is not UTF-8; if the file was saved in Windows' encoding, give --encoding cp1252"
            )
        case .utf16, .cp1252, .latin1:
            guard let text = String(data: data, encoding: encoding.foundationEncoding(for: data)) else {
                throw ImportError(file: file, line: nil, message: "is not \(encoding.rawValue) text")
            }
            return text
        }
    }

    private func foundationEncoding(for bytes: Data) -> String.Encoding {
        switch self {
        case .utf8: .utf8
        case .utf16 where bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]): .utf16
        case .utf16: bytes.count > 1 && bytes[bytes.startIndex + 1] == 0 ? .utf16LittleEndian : .utf16BigEndian
        case .cp1252: .windowsCP1252
        case .latin1: .isoLatin1
        }
    }

    /// The encoding that a file's first bytes tell: UTF-16 by its byte-order mark or zero bytes, else UTF-8.
    static func guess(_ bytes: some Collection<UInt8>) -> ImportEncoding {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { return .utf16 }
        let pairs = bytes.prefix(64).count / 2
        guard pairs > 0 else { return .utf8 }
        let zeros = bytes.prefix(pairs * 2).count { $0 == 0 }
        return zeros * 3 >= pairs ? .utf16 : .utf8
    }

    /// The index of the first byte of `bytes` that is not UTF-8, which has one.
    private static func firstInvalidUTF8Offset(_ bytes: Data) -> Data.Index {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = bytes.startIndex
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput, .error: return offset
            }
        }
    }
}
