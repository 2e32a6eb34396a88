import QuizCore

/// A JSON value written as `JSONEncoder` writes it with `.sortedKeys` and `.withoutEscapingSlashes`, byte for byte,
/// without its `Encoder` machinery, which costs several times more: the keys of each object sorted, slashes and
/// non-ASCII characters as they are, indented by two spaces with `"key" : value` as a pack file is.
public indirect enum JSONText: Sendable {
    case null
    case bool(Bool)
    case integer(Int)
    case unsigned(UInt64)
    case number(Double)
    case string(String)
    case array([JSONText])
    /// Of a repeated key, the last occurrence is written.
    case object([(key: String, value: JSONText)])

    /// The JSON text as `.prettyPrinted` writes it, followed by a line break.
    public var bytes: [UInt8] {
        var output: [UInt8] = []
        write(to: &output, depth: 0)
        output.append(UInt8(ascii: "\n"))
        return output
    }

    /// Writes the value indented as at `depth`.
    private func write(to output: inout [UInt8], depth: Int) {
        let inner = depth + 1
        switch self {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
        case .integer(let value): output.append(contentsOf: String(value).utf8)
        case .unsigned(let value): output.append(contentsOf: String(value).utf8)
        case .number(let value): output.append(contentsOf: Self.text(of: value).utf8)
        case .string(let value): Self.write(value, to: &output)
        case .array(let values):
            output.append(UInt8(ascii: "["))
            // Pretty, an empty array or object holds an empty line, as `JSONEncoder` writes it.
            if values.isEmpty { output.append(UInt8(ascii: "\n")) }
            for (index, value) in values.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                Self.indent(&output, inner)
                value.write(to: &output, depth: inner)
            }
            Self.indent(&output, depth)
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            if members.isEmpty { output.append(UInt8(ascii: "\n")) }
            let order =
                Self.isSorted(members)
                ? Array(members.indices)
                : members.indices.sorted {
                    members[$0].key < members[$1].key || (members[$0].key == members[$1].key && $0 < $1)
                }
            var first = true
            for (position, index) in order.enumerated() {
                let key = members[index].key
                if position + 1 < order.count, members[order[position + 1]].key == key { continue }
                if !first { output.append(UInt8(ascii: ",")) }
                first = false
                Self.indent(&output, inner)
                Self.write(key, to: &output)
                output.append(contentsOf: " : ".utf8)
                members[index].value.write(to: &output, depth: inner)
            }
            Self.indent(&output, depth)
            output.append(UInt8(ascii: "}"))
        }
    }

    /// Whether the keys are in order already, each once, as the members of an item are made.
    private static func isSorted(_ members: [(key: String, value: JSONText)]) -> Bool {
        zip(members, members.dropFirst()).allSatisfy { $0.key < $1.key }
    }

    /// A line break and the indent of `depth`.
    private static func indent(_ output: inout [UInt8], _ depth: Int) {
        output.append(UInt8(ascii: "\n"))
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }

    /// `1.5`, `100`, `1e+21`: the shortest text that reads back as the same number, without a trailing `.0`.
    private static func text(of value: Double) -> String {
        let text = value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    private static func write(_ string: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        defer { output.append(UInt8(ascii: "\"")) }
        let utf8 = string.utf8
        if !utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            output.append(contentsOf: utf8)
            return
        }
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: "\\\"".utf8)
            case UInt8(ascii: "\\"): output.append(contentsOf: "\\\\".utf8)
            case UInt8(ascii: "\n"): output.append(contentsOf: "\\n".utf8)
            case UInt8(ascii: "\r"): output.append(contentsOf: "\\r".utf8)
            case UInt8(ascii: "\t"): output.append(contentsOf: "\\t".utf8)
            case 0x08: output.append(contentsOf: "\\b".utf8)
            case 0x0C: output.append(contentsOf: "\\f".utf8)
            case ..<0x20:
                let digits = Array("0123456789abcdef".utf8)
                output.append(contentsOf: "\\u00".utf8)
                output.append(digits[Int(byte >> 4)])
                output.append(digits[Int(byte & 0x0F)])
            default: output.append(byte)
            }
        }
    }
}
