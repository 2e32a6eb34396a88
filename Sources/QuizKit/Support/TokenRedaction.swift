import Foundation

/// Masks the value of every `token` query parameter of a URL or request target: `?token=***`.
///
/// The name is compared as a server reads it, percent-decoded and with `+` as a space, so `?%74oken=SECRET` is
/// masked too; the text is read as it is, so a target that is not a valid URL is masked as well.
public enum TokenRedaction {
    public static let mask = "***"

    public static func redact(_ text: String) -> String {
        let bytes = text.utf8
        guard let questionMark = bytes.firstIndex(of: UInt8(ascii: "?")) else { return text }
        let queryEnd = bytes[questionMark...].firstIndex(of: UInt8(ascii: "#")) ?? bytes.endIndex
        var redacted = String(text[...questionMark])
        var pairStart = bytes.index(after: questionMark)
        var masked = false
        while true {
            let pairEnd = bytes[pairStart..<queryEnd].firstIndex(of: UInt8(ascii: "&")) ?? queryEnd
            let pair = text[pairStart..<pairEnd]
            if let equals = pair.utf8.firstIndex(of: UInt8(ascii: "=")), isTokenName(pair[..<equals]) {
                redacted += pair[...equals] + mask
                masked = true
            } else {
                redacted += pair
            }
            guard pairEnd < queryEnd else { break }
            redacted += "&"
            pairStart = bytes.index(after: pairEnd)
        }
        return masked ? redacted + text[queryEnd...] : text
    }

    /// Whether a query parameter's name, as sent, is read by a server as `token`.
    public static func isTokenName(_ name: Substring) -> Bool {
        if name == "token" { return true }
        if !name.utf8.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "+") }) { return false }
        let spaced = name.replacingOccurrences(of: "+", with: " ")
        return (spaced.removingPercentEncoding ?? spaced) == "token"
    }
}
