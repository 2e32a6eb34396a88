/// What makes an item of a pack the same card from one version of the pack to the next.
///
/// A card is named by its pack and a hash of its right answer and the words of its question, each folded: case,
/// accents, punctuation and spacing set aside. So editing the wording of a question that way, adding an accepted
/// alternative, changing its id or moving it in the pack keep the card and its history; changing the right answer,
/// or the words of the question, makes a new card.
public enum CardIdentity {
    /// The card of `question` in its pack: 16 hex digits, FNV-1a (64 bits) of its kind, folded answer and folded words.
    public static func of(_ question: Question) -> String {
        key(of: question).hexDigits
    }

    /// The hash that the identity of `question` spells: FNV-1a (64 bits) of its kind, folded answer and folded words.
    public static func key(of question: Question) -> UInt64 {
        [question.kind.rawValue, rightAnswer(of: question), words(of: question)].joined(separator: "\n").fnv1a
    }

    /// The hash that `identity` spells, from the UTF-8 bytes of its 16 lowercase hexadecimal digits; nil for any
    /// other text, which names no item. Keys sort as their identities' bytes do, as SQLite sorts text.
    public static func key(of identity: String) -> UInt64? {
        var identity = identity
        return identity.withUTF8 { bytes in
            guard bytes.count == 16 else { return nil }
            // The digits and the letters carry their value in their low four bits, the letters (bit 6 set) less 9.
            var key: UInt64 = 0
            var invalid: UInt8 = 0
            for byte in bytes {
                let notDigit: UInt8 = byte &- UInt8(ascii: "0") < 10 ? 0 : 1
                let notLetter: UInt8 = byte &- UInt8(ascii: "a") < 6 ? 0 : 1
                invalid |= notDigit & notLetter
                key = key << 4 | UInt64((byte & 0x0F) &+ (byte >> 6) &* 9)
            }
            return invalid == 0 ? key : nil
        }
    }

    /// The right answer as text: the option's name, yes or no, the typed answer; empty when the item has none.
    static func rightAnswer(of question: Question) -> String {
        switch (question.solution, question.options) {
        case (.option(let number), .two(let first, let second)):
            return folded(number == 1 ? first : second)
        case (.option(let number), .choices(let answers)) where answers.indices.contains(number - 1):
            return folded(answers[number - 1])
        case (.yesNo(let flag), _):
            return flag ? "yes" : "no"
        case (.text(let answer), _):
            return folded(answer)
        default:
            return ""
        }
    }

    /// The words of the heading and the question, folded.
    static func words(of question: Question) -> String {
        folded([question.heading, question.prompt].compactMap { $0 }.joined(separator: " "))
    }

    /// Lowercase words without accents or punctuation, one space apart.
    static func folded(_ text: String) -> String {
        let text = TextMatching.folded(text)
        if let words = asciiWords(text) { return words }
        return text.split { !($0.isLetter || $0.isNumber) }.joined(separator: " ")
    }

    /// The words of `text` in ASCII, split on its bytes where `Character`'s properties would split them (letters and
    /// digits are the only ASCII letters and numbers); nil for text with any other character.
    private static func asciiWords(_ text: String) -> String? {
        var words: [UInt8] = []
        words.reserveCapacity(text.utf8.count)
        var spaceBefore = false
        for byte in text.utf8 {
            switch byte {
            case 0x80...: return nil
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "A")...UInt8(ascii: "Z"):
                if spaceBefore { words.append(UInt8(ascii: " ")) }
                spaceBefore = false
                words.append(byte)
            default:
                spaceBefore = !words.isEmpty
            }
        }
        return String(decoding: words, as: UTF8.self)
    }
}
