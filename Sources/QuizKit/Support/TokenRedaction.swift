import Foundation

/// Masks the value of every `token` query parameter of a URL or request target: `?token=***`.
///
/// The name is compared as a server reads it, percent-decoded and with `+` as a space, so `?%74oken=SECRET` is
/// masked too; the text is read as it is, so a target that is not a valid URL is masked as well.
public enum TokenRedaction {
    public static let mask = "***"

    public static func redact(_ text: String) -> String {
        guard let questionMark = text.firstIndex(of: "?") else { return text }
        let afterQuery = text[questionMark...].firstIndex(of: "#") ?? text.endIndex
        let query = text[text.index(after: questionMark)..<afterQuery]
        let pairs = query.split(separator: "&", omittingEmptySubsequences: false).map { pair -> String in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, isTokenName(parts[0]) else { return String(pair) }
            return parts[0] + "=" + mask
        }
        return text[...questionMark] + pairs.joined(separator: "&") + text[afterQuery...]
    }

    /// Whether a query parameter's name, as sent, is read by a server as `token`.
    public static func isTokenName(_ name: Substring) -> Bool {
        let spaced = name.replacingOccurrences(of: "+", with: " ")
        return (spaced.removingPercentEncoding ?? spaced) == "token"
    }
}
