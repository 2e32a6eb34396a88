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
            let word = rest.prefix { $0 != "=" && $0 != " " && $0 != "\t" }
            guard !word.isEmpty, rest.dropFirst(word.count).first == "=" else {
                throw .notAnAssignment(String(rest.prefix { $0 != " " && $0 != "\t" }))
            }
            rest = rest.dropFirst(word.count + 1)
            var value = ""
            if rest.first == "\"" {
                rest = rest.dropFirst()
                var closed = false
                while let character = rest.first {
                    rest = rest.dropFirst()
                    if character == "\\", let next = rest.first, next == "\"" || next == "\\" {
                        value.append(next)
                        rest = rest.dropFirst()
                    } else if character == "\"" {
                        closed = true
                        break
                    } else {
                        value.append(character)
                    }
                }
                guard closed else { throw .unclosedQuote(String(word)) }
            } else {
                value = String(rest.prefix { $0 != " " && $0 != "\t" })
                rest = rest.dropFirst(value.count)
            }
            pairs.append((String(word), value))
        }
    }
}
