import Foundation

/// How typed text is compared with the names and texts of a question.
public enum TextMatching {
    /// The form two texts share when they differ only in case, accents, width (`ｙｅｓ`) or spacing: `"  Países  BAJOS "` and
    /// `"paises bajos"` both give `paises bajos`.
    public static func folded(_ text: String) -> String {
        if let latin = foldedLatin(text) { return latin }
        return text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .split(whereSeparator: \.isWhitespace)
            .joined(separator: " ")
    }

    /// The quiz service's rule, `toLowerCase().trim()`: equal after trimming white space on both sides and ignoring
    /// case; accents count.
    static func sameQuizAnswer(_ given: String, _ expected: String) -> Bool {
        javaScriptTrimmed(given).lowercased() == javaScriptTrimmed(expected).lowercased()
    }

    /// The text as JavaScript's `trim()` leaves it: without space separators, tabs, line breaks, line and paragraph
    /// separators or the byte order mark at its ends; unlike Unicode's white space, U+0085 stays.
    static func javaScriptTrimmed(_ text: String) -> String {
        text.trimming(
            asciiWhere: { $0 == 0x20 || (0x09...0x0D).contains($0) },
            scalarWhere: {
                $0.properties.generalCategory == .spaceSeparator || (0x09...0x0D).contains($0.value)
                    || [0x2028, 0x2029, 0xFEFF].contains($0.value)
            })
    }

    /// The game's own rule for a typed answer it judges: equal once case, accents, spacing, punctuation and a
    /// leading article (en: the, a, an; es: el, la, los, las, un, una) are set aside.
    public static func sameTypedAnswer(_ given: String, _ expected: String) -> Bool {
        let answer = plainAnswer(expected)
        return !answer.isEmpty && plainAnswer(given) == answer
    }

    /// Whether a typed answer is the expected one but for a typo, by `sameTypedAnswer`'s forms: one letter added,
    /// left out, changed or swapped with its neighbour when the answer has 5 to 8 letters (digits do not count),
    /// two from 9; none below 5, where a typo can make another word.
    public static func withinTypo(_ given: String, _ expected: String) -> Bool {
        let answer = Array(plainAnswer(expected).unicodeScalars)
        let letters = answer.filter(\.properties.isAlphabetic).count
        let allowed = letters >= 9 ? 2 : letters >= 5 ? 1 : 0
        guard allowed > 0 else { return false }
        return editDistance(Array(plainAnswer(given).unicodeScalars), answer, atMost: allowed) <= allowed
    }

    private static let leadingArticles: Set<String> = ["the", "a", "an", "el", "la", "los", "las", "un", "una"]

    /// `folded`, with punctuation as space and without a leading article, unless the article is all there is.
    static func plainAnswer(_ text: String) -> String {
        let words = folded(text).split { !($0.isLetter || $0.isNumber || $0 == "+" || $0 == "#") }.map(String.init)
        guard words.count > 1, leadingArticles.contains(words[0]) else { return words.joined(separator: " ") }
        return words.dropFirst().joined(separator: " ")
    }

    /// The edit distance of two texts, a swap of two letters side by side counting as one edit, or `limit + 1` as
    /// soon as it is known to be greater than `limit`.
    private static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], atMost limit: Int) -> Int {
        guard abs(a.count - b.count) <= limit else { return limit + 1 }
        var beforePrevious: [Int] = []
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var row = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, y) in b.enumerated() {
                row[j + 1] = Swift.min(previous[j + 1] + 1, row[j] + 1, previous[j] + (x == y ? 0 : 1))
                if i > 0, j > 0, x == b[j - 1], a[i - 1] == y {
                    row[j + 1] = Swift.min(row[j + 1], beforePrevious[j - 1] + 1)
                }
            }
            guard row.min()! <= limit else { return limit + 1 }
            beforePrevious = previous
            previous = row
        }
        return previous[b.count]
    }

    /// `folded` of text in ASCII and the accented Latin letters of Spanish and its neighbours (`á`, `Ñ`, `ü`: two
    /// bytes from 0xC3), which needs no Unicode tables: letters in lower case without their accents, white space
    /// runs as one space between words; nil for text with any other character, which Foundation folds. Kept for
    /// the 10,000 games of `Scripts/bench sessions`, which fold an answer each.
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
