import Foundation

/// How typed text is compared with the names and texts of a question.
public enum TextMatching {
    /// The form two texts share when they differ only in case, accents or spacing: `"  Países  BAJOS "` and
    /// `"paises bajos"` both give `paises bajos`.
    public static func folded(_ text: String) -> String {
        if let ascii = foldedASCII(text) { return ascii }
        return text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .split(whereSeparator: \.isWhitespace)
            .joined(separator: " ")
    }

    /// The quiz service's rule: equal after trimming white space on both sides and ignoring case; accents count.
    static func sameQuizAnswer(_ given: String, _ expected: String) -> Bool {
        given.trimmed.lowercased() == expected.trimmed.lowercased()
    }

    /// `folded` of ASCII text, which needs no Unicode tables: letters in lower case, white space runs as one space
    /// between words; nil for text with any other character.
    private static func foldedASCII(_ text: String) -> String? {
        var folded: [UInt8] = []
        folded.reserveCapacity(text.utf8.count)
        var spaceBefore = false
        for byte in text.utf8 {
            switch byte {
            case 0x80...: return nil
            case 0x09...0x0D, 0x20: spaceBefore = !folded.isEmpty
            default:
                if spaceBefore { folded.append(0x20) }
                spaceBefore = false
                folded.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
            }
        }
        return String(decoding: folded, as: UTF8.self)
    }
}
