import Foundation
import QuizCore
import QuizPacks

/// Masks the value of every query parameter of a URL or request target whose name mentions a token: `?token=***`.
///
/// The name is read percent-decoded, with `+` as a space and in any case, so `?%74oken=`, `?TOKEN=`, `?tOkEn=` and
/// `?token[]=` are masked too, and a parameter without `=` that hides one (`?token%3DSECRET`) is masked whole; the
/// text is read as it is, so a target that is not a valid URL is masked as well.
public enum TokenRedaction {
    public static let mask = "***"

    public static func redact(_ text: String) -> String {
        var bytes = text
        return bytes.withUTF8(redacted) ?? text
    }

    /// The text of `bytes` with every token masked; nil when it has none to mask.
    private static func redacted(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard let questionMark = bytes.firstIndex(of: UInt8(ascii: "?")) else { return nil }
        let queryEnd = bytes[questionMark...].firstIndex(of: UInt8(ascii: "#")) ?? bytes.count
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + mask.utf8.count)
        output.append(contentsOf: bytes[...questionMark])
        var pairStart = questionMark + 1
        var masked = false
        while true {
            let pairEnd = bytes[pairStart..<queryEnd].firstIndex(of: UInt8(ascii: "&")) ?? queryEnd
            let equals = bytes[pairStart..<pairEnd].firstIndex(of: UInt8(ascii: "="))
            let name = UnsafeBufferPointer(rebasing: bytes[pairStart..<(equals ?? pairEnd)])
            if let equals, mentionsToken(name, hidingValue: false) {
                output.append(contentsOf: bytes[pairStart...equals])
                output.append(contentsOf: mask.utf8)
                masked = true
            } else if equals == nil, mentionsToken(name, hidingValue: true) {
                output.append(contentsOf: mask.utf8)
                masked = true
            } else {
                output.append(contentsOf: bytes[pairStart..<pairEnd])
            }
            guard pairEnd < queryEnd else { break }
            output.append(UInt8(ascii: "&"))
            pairStart = pairEnd + 1
        }
        guard masked else { return nil }
        output.append(contentsOf: bytes[queryEnd...])
        return String(decoding: output, as: UTF8.self)
    }

    /// Whether a parameter's name, decoded and in any case, mentions `token`; with `hidingValue`, only when its
    /// decoded text also holds an `=`, as `token%3DSECRET` does.
    private static func mentionsToken(_ name: UnsafeBufferPointer<UInt8>, hidingValue: Bool) -> Bool {
        if !hidingValue, name.elementsEqual("token".utf8) { return true }
        let decoded = String(decoding: name, as: UTF8.self).queryDecoded.lowercased()
        return decoded.contains("token") && (!hidingValue || decoded.contains("="))
    }

    /// Whether a query parameter's name, as sent, is read by a server as `token`.
    public static func isTokenName(_ name: Substring) -> Bool {
        if name == "token" { return true }
        if !name.utf8.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "+") }) { return false }
        return name.queryDecoded == "token"
    }
}
