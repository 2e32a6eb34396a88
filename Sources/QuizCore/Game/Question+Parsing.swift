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
    /// - Free text: the text, trimmed; it is judged later by the quiz service's rule. A numerical question takes a
    ///   number only.
    public func parse(_ typed: String) throws(GameError) -> Answer {
        let text = typed.trimmed
        guard !text.isEmpty else { throw .emptyAnswer }
        switch options {
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
            let name = TextMatching.folded(text)
            if name == TextMatching.folded(first) { return .option(1) }
            if text == "2" || name == TextMatching.folded(second) { return .option(2) }
            throw .notAnOption(text, options: [first, second])
        case .choices(let answers) where takesSeveralAnswers:
            let words = text.split { $0 == " " || $0 == "," || $0 == ";" || $0 == "+" }
            let numbers = words.compactMap { Int($0) }.filter { answers.indices.contains($0 - 1) }
            if !words.isEmpty, numbers.count == words.count { return .options(Array(Set(numbers)).sorted()) }
            let name = TextMatching.folded(text)
            if let index = answers.firstIndex(where: { TextMatching.folded($0) == name }) {
                return .options([index + 1])
            }
            throw .notSomeOptions(text, count: answers.count)
        case .choices(let answers):
            if let number = Int(text), answers.indices.contains(number - 1) { return .option(number) }
            let name = TextMatching.folded(text)
            if let index = answers.firstIndex(where: { TextMatching.folded($0) == name }) { return .option(index + 1) }
            throw .notAnOption(text, options: answers)
        }
    }
}
