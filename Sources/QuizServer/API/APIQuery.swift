import Foundation
import QuizAPI

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
            let equals = pair.utf8.firstIndex(of: UInt8(ascii: "="))
            let name = pair[..<(equals ?? pair.endIndex)].queryDecoded
            guard values[name] == nil else { continue }
            values[name] = equals.map { pair[pair.utf8.index(after: $0)...].queryDecoded } ?? ""
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
}
