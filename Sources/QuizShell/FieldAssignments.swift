/// The fields of a form given on one line: `question="What is 2+2?" answer=4`, each `NAME=VALUE`, the value in
/// double quotes when it holds spaces (`\"` and `\\` inside them stand for `"` and `\`).
struct FieldAssignments: Sendable {
    var pairs: [(name: String, value: String)]

    /// Why a line is not a list of assignments.
    enum Problem: Error, Sendable, Hashable {
        /// A word without `=`.
        case notAnAssignment(String)
        /// A quoted value that does not end.
        case unclosedQuote(String)
    }

    init(_ line: String) throws(Problem) {
        pairs = []
        var rest = Substring(line)
        while true {
            rest = rest.drop { $0 == " " || $0 == "\t" }
            guard !rest.isEmpty else { break }
            guard let name = rest.prefixMatch(of: /([^= \t]+)=/) else {
                throw .notAnAssignment(String(rest.prefix { $0 != " " && $0 != "\t" }))
            }
            rest = rest[name.range.upperBound...]
            if rest.first == "\"" {
                guard let quoted = rest.prefixMatch(of: /"((?:\\(?s:.)|[^"\\])*)"/) else {
                    throw .unclosedQuote(String(name.1))
                }
                rest = rest[quoted.range.upperBound...]
                pairs.append((String(name.1), String(quoted.1.replacing(/\\(["\\])/) { $0.1 })))
            } else {
                let value = rest.prefix { $0 != " " && $0 != "\t" }
                rest = rest[value.endIndex...]
                pairs.append((String(name.1), String(value)))
            }
        }
    }
}
