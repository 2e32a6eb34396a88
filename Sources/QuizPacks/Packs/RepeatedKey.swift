import QuizCore

/// A key written more than once in one JSON object, which `JSONValue` keeps but a decoder would silently resolve.
struct RepeatedKey: Sendable, Hashable {
    /// The field path of the object holding the key, such as `team1` or `tips[2]`; nil for the searched value.
    var path: String?
    var key: String
    var count: Int
    /// The value of the key's second occurrence, where a fault points.
    var second: JSONValue

    /// What a fault says: `"winner" appears twice in this object; keep one`.
    var message: String {
        "\"\(key)\" appears \(count == 2 ? "twice" : "\(count) times") in this object; keep one"
    }

    /// Every repeated key of `value` and of the objects and arrays inside it, in file order.
    ///
    /// - Parameter skipping: keys of `value` itself whose contents are not searched.
    static func all(in value: JSONValue, skipping: Set<String> = []) -> [RepeatedKey] {
        var found: [RepeatedKey] = []
        collect(in: value, path: nil, skipping: skipping, into: &found)
        return found
    }

    private static func collect(
        in value: JSONValue, path: String?, skipping: Set<String> = [], into found: inout [RepeatedKey]
    ) {
        switch value.content {
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                collect(in: element, path: "\(path ?? "")[\(index)]", into: &found)
            }
        case .object(let members):
            var counts: [String: Int] = [:]
            for member in members { counts[member.key, default: 0] += 1 }
            var seen: Set<String> = []
            for member in members {
                if !seen.insert(member.key).inserted, let count = counts.removeValue(forKey: member.key) {
                    found.append(RepeatedKey(path: path, key: member.key, count: count, second: member.value))
                }
                guard !skipping.contains(member.key) else { continue }
                collect(in: member.value, path: path.map { "\($0).\(member.key)" } ?? member.key, into: &found)
            }
        default:
            break
        }
    }
}

extension RepeatedKey {
    /// Whether `value` or anything in it has a repeated key: the quick test before `all(in:skipping:)` builds paths.
    static func anyIn(_ value: JSONValue, skipping: Set<String> = []) -> Bool {
        switch value.content {
        case .array(let elements):
            return elements.contains { anyIn($0) }
        case .object(let members):
            if members.count > 16 {
                var seen = Set<String>()
                if members.contains(where: { !seen.insert($0.key).inserted }) { return true }
            } else {
                for (index, member) in members.enumerated()
                where members[..<index].contains(where: { $0.key == member.key }) {
                    return true
                }
            }
            return members.contains { !skipping.contains($0.key) && anyIn($0.value) }
        default:
            return false
        }
    }
}
