import Foundation

extension StringProtocol {
    /// A query's name or value as web servers read it: `+` a space and `%XX` escapes decoded; `+` aside, the text as
    /// it is when an escape is malformed or the bytes are not UTF-8.
    package var queryDecoded: String {
        let spaced = replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }
}
