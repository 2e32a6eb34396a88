import Foundation

/// The query of a request as the quiz service reads it: names and values percent-decoded, `+` a space (as web
/// servers read it), the first of repeated names winning, and a name without `=` an empty value.
struct APIQuery: Sendable, Hashable {
    /// The query as sent, without `?`.
    let raw: String
    private let values: [String: String]

    init(_ raw: String?) {
        self.raw = raw ?? ""
        var values = [String: String](minimumCapacity: 4)
        for pair in self.raw.split(separator: "&") {
            let (name, value) = Self.split(pair, at: "=")
            let decodedName = Self.decode(name)
            if values[decodedName] == nil { values[decodedName] = value.map { Self.decode($0) } ?? "" }
        }
        self.values = values
    }

    subscript(name: String) -> String? { values[name] }

    /// The same query with `pageno` set to `page`, the other parameters kept in their order.
    func withPage(_ page: Int) -> String {
        var pairs = raw.split(separator: "&").map(String.init)
        if let index = pairs.firstIndex(where: { $0 == "pageno" || $0.hasPrefix("pageno=") }) {
            pairs[index] = "pageno=\(page)"
        } else {
            pairs.append("pageno=\(page)")
        }
        return pairs.joined(separator: "&")
    }

    /// `text` before the first occurrence of an ASCII separator, and after it when there is one.
    private static func split(_ text: Substring, at separator: Unicode.Scalar) -> (Substring, Substring?) {
        guard let found = text.utf8.firstIndex(of: UInt8(separator.value)) else { return (text, nil) }
        return (text[..<found], text[text.utf8.index(after: found)...])
    }

    /// The text with `+` as a space and `%XX` escapes decoded; `+` aside, the text as it is when an escape is
    /// malformed or the bytes are not UTF-8.
    static func decode(_ text: Substring) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "+") }) else {
            return String(text)
        }
        let spaced = text.utf8.map { $0 == UInt8(ascii: "+") ? UInt8(ascii: " ") : $0 }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(spaced.count)
        var index = 0
        while index < spaced.count {
            guard spaced[index] == UInt8(ascii: "%") else {
                bytes.append(spaced[index])
                index += 1
                continue
            }
            guard index + 2 < spaced.count, let high = hexValue(spaced[index + 1]),
                let low = hexValue(spaced[index + 2])
            else { return String(decoding: spaced, as: UTF8.self) }
            bytes.append(high << 4 | low)
            index += 3
        }
        return String(validating: bytes, as: UTF8.self) ?? String(decoding: spaced, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
