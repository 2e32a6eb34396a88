import Foundation

extension Question {
    /// The words that answer yes to a statement, compared after folding case and accents.
    static let yesWords: Set<String> = ["si", "s", "yes", "y", "true", "verdadero"]
    static let noWords: Set<String> = ["no", "n", "false", "falso"]

    /// Reads an answer as people type it.
    ///
    /// - Two options: `1`, `2`, or an option's name (`españa` and `ESPANA` both name `España`).
    /// - Numbered answers: the number, or an answer's text with the same folding; where several are right, every
    ///   number the player names, separated by spaces or commas (`1 3`, `1, 3`).
    /// - Yes/no: `sí`, `si`, `s`, `yes`, `y`, `true`, `verdadero`; `no`, `n`, `false`, `falso`; any case.
    /// - A number, an option or yes/no may be typed in full-width forms, as East Asian keyboards type them (`１`, `ｙｅｓ`).
    /// - Free text: the text, trimmed; it is judged later by the quiz service's rule. A numerical question takes a
    ///   number only. An open question's text loses its control characters and keeps at most 80 characters.
    /// - A slider: a number within its range, the slider's unit after it or not (`40 km`, `40KM`).
    /// - An ordering: every item's number once, in order (`3 1 2 4`).
    /// - Pairs: every left side's number with a right side's letter, each once (`1b 2a 3c`).
    public func parse(_ typed: String) throws(GameError) -> Answer {
        var text = typed.trimmed
        guard !text.isEmpty else { throw .emptyAnswer }
        if options != .freeText || !numbers.isEmpty, !text.utf8.allSatisfy({ $0 < 0x80 }) {
            text = text.folding(options: .widthInsensitive, locale: nil)
        }
        switch options {
        case .freeText where kind == .open:
            let shown = String(
                String.UnicodeScalarView(text.unicodeScalars.filter { !$0.properties.generalCategory.showsNothing })
            ).trimmed
            guard !shown.isEmpty else { throw .emptyAnswer }
            guard shown.count <= OpenItem.answerLimit else { throw .tooLong(shown.count, limit: OpenItem.answerLimit) }
            return .text(shown)
        case .slider(let low, let high, _, let unit):
            let unitAt = unit.flatMap { text.range(of: $0, options: [.caseInsensitive, .anchored, .backwards]) }
            let digits = unitAt.map { String(text[..<$0.lowerBound]).trimmed } ?? text
            guard let number = NumericAnswer.number(in: digits) else { throw .notANumber(text) }
            guard number >= low, number <= high else { throw .outOfRange(text, low: low, high: high) }
            return .text(digits)
        case .ordering(let items):
            let numbers = text.split { $0 == " " || $0 == "," || $0 == ";" }.map { Int($0) }
            guard numbers.count == items.count, Set(numbers) == Set((1...items.count).map(Optional.some)) else {
                throw .notAnOrder(text, count: items.count)
            }
            return .options(numbers.compactMap { $0 })
        case .pairs(let left, let right):
            guard let letters = Self.pairs(in: text, left: left.count, right: right.count) else {
                throw .notPairs(text, count: left.count, letters: right.count)
            }
            return .options(letters)
        case .freeText:
            if !numbers.isEmpty, NumericAnswer.number(in: text) == nil { throw .notANumber(text) }
            return .text(text)
        case .yesNo:
            let word = TextMatching.folded(text)
            if Self.yesWords.contains(word) { return .yesNo(true) }
            if Self.noWords.contains(word) { return .yesNo(false) }
            throw .notYesOrNo(text)
        case .two(let first, let second):
            // A number needs no folding, of itself or of the names.
            if text == "1" { return .option(1) }
            if let index = Self.option(named: text, in: [first, second]) { return .option(index + 1) }
            if text == "2" { return .option(2) }
            throw .notAnOption(text, options: [first, second])
        case .choices(let answers) where takesSeveralAnswers:
            let words = text.split { $0 == " " || $0 == "," || $0 == ";" || $0 == "+" }
            let numbers = words.compactMap { Int($0) }.filter { answers.indices.contains($0 - 1) }
            if !words.isEmpty, numbers.count == words.count { return .options(Array(Set(numbers)).sorted()) }
            if let index = Self.option(named: text, in: answers) { return .options([index + 1]) }
            throw .notSomeOptions(text, count: answers.count)
        case .choices(let answers):
            if let number = Int(text), answers.indices.contains(number - 1) { return .option(number) }
            if let index = Self.option(named: text, in: answers) { return .option(index + 1) }
            throw .notAnOption(text, options: answers)
        }
    }

    /// Where numbered answers are numbers themselves, the position `typed` picked and the one whose text it reads
    /// as (`4` picks the fourth of 3, 4, 5 and 6, and reads as the second); nil when it reads as no other.
    public func positionAndText(of typed: String) -> (picked: Int, reads: Int)? {
        guard case .choices(let answers) = options, let number = Int(typed.trimmed),
            answers.indices.contains(number - 1), let named = Self.option(named: typed, in: answers),
            named != number - 1
        else { return nil }
        return (number, named + 1)
    }

    /// The index of the option that `text` names: folded as typed (`españa` for `España`), else without punctuation,
    /// emoji or a leading article (`bien` for `Bien 👍`) when that names one option alone.
    private static func option(named text: String, in options: [String]) -> Int? {
        let name = TextMatching.folded(text)
        if let index = options.firstIndex(where: { TextMatching.folded($0) == name }) { return index }
        let plain = TextMatching.plainAnswer(text)
        let named = options.indices.filter { !plain.isEmpty && TextMatching.plainAnswer(options[$0]) == plain }
        return named.count == 1 ? named[0] : nil
    }

    /// The letter of the right side each left side is paired with, from 1, when `text` pairs every left side with
    /// a different right one (`1b 2a 3c`, `1b,2a,3c`, `1-b 2-a 3-c`); nil otherwise.
    private static func pairs(in text: String, left: Int, right: Int) -> [Int]? {
        var letters = [Int?](repeating: nil, count: left)
        var number = 0
        for character in text.lowercased() where !" ,;-".contains(character) {
            if let digit = character.wholeNumberValue, character.isASCII {
                number = number * 10 + digit
                guard number <= left else { return nil }
            } else if let ascii = character.asciiValue, (97..<97 + right).contains(Int(ascii)),
                letters.indices.contains(number - 1), letters[number - 1] == nil
            {
                letters[number - 1] = Int(ascii) - 96
                number = 0
            } else {
                return nil
            }
        }
        let paired = letters.compactMap { $0 }
        guard number == 0, paired.count == left, Set(paired).count == left else { return nil }
        return paired
    }
}
