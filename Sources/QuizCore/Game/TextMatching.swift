import Foundation

/// How typed text is compared with the names and texts of a question.
public enum TextMatching {
    /// The form two texts share when they differ only in case, accents or spacing: `"  Países  BAJOS "` and
    /// `"paises bajos"` both give `paises bajos`.
    public static func folded(_ text: String) -> String {
        if let latin = foldedLatin(text) { return latin }
        return text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .split(whereSeparator: \.isWhitespace)
            .joined(separator: " ")
    }

    /// The quiz service's rule: equal after trimming white space on both sides and ignoring case; accents count.
    static func sameQuizAnswer(_ given: String, _ expected: String) -> Bool {
        given.trimmed.lowercased() == expected.trimmed.lowercased()
    }

    /// `folded` of text in ASCII and the accented Latin letters of Spanish and its neighbours (`á`, `Ñ`, `ü`: two
    /// bytes from 0xC3), which needs no Unicode tables: letters in lower case without their accents, white space
    /// runs as one space between words; nil for text with any other character, which Foundation folds.
    private static func foldedLatin(_ text: String) -> String? {
        var folded: [UInt8] = []
        folded.reserveCapacity(text.utf8.count)
        var spaceBefore = false
        var latinLead = false
        for byte in text.utf8 {
            var letter = byte
            if latinLead {
                latinLead = false
                guard (0x80...0xBF).contains(byte) else { return nil }
                letter = latinBases[Int(byte - 0x80)]
                guard letter != UInt8(ascii: ".") else { return nil }
            } else {
                switch byte {
                case 0xC3:
                    latinLead = true
                    continue
                case 0x80...: return nil
                case 0x09...0x0D, 0x20:
                    spaceBefore = !folded.isEmpty
                    continue
                default: break
                }
            }
            if spaceBefore { folded.append(0x20) }
            spaceBefore = false
            folded.append(letter >= 0x41 && letter <= 0x5A ? letter + 0x20 : letter)
        }
        return latinLead ? nil : String(decoding: folded, as: UTF8.self)
    }

    /// The base letter of each scalar from U+00C0 to U+00FF, by its second byte in UTF-8; `.` for the scalars
    /// that keep their form when folded (`Æ`, `Ø`, `ß`, `×`…).
    private static let latinBases = Array("aaaaaa.ceeeeiiii.nooooo..uuuuy..aaaaaa.ceeeeiiii.nooooo..uuuuy.y".utf8)
}
