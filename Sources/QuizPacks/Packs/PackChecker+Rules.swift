import QuizCore

/// The rules a pack's values keep, each the fault's message when a value breaks it.
extension PackChecker {
    /// Whether `text` has nothing but white space, without Foundation: most texts answer at their first byte.
    static func isBlank(_ text: String) -> Bool {
        if let first = text.utf8.first, first > 0x20, first < 0x80 { return false }
        return text.unicodeScalars.allSatisfy(\.properties.isWhitespace)
    }

    /// A text shown to the player: not blank, and without a character that would not show (line breaks only where
    /// `allowingLineBreaks`).
    static func textFault(_ text: String, allowingLineBreaks: Bool) -> String? {
        if isBlank(text) { return "is empty; write some text here" }
        return invisibleFault(text, allowingLineBreaks: allowingLineBreaks)
    }

    /// A text, possibly empty, without a control or invisible character, which a terminal would obey or hide.
    static func invisibleFault(_ text: String, allowingLineBreaks: Bool) -> String? {
        guard let found = InvisibleCharacter.first(in: text, allowingLineBreaks: allowingLineBreaks) else { return nil }
        return "character \(found.offset + 1) is \(found.description), which would not show as text; remove it"
    }

    /// A link of a pack file: an http or https URL, or the path of a picture beside the pack file (`images/ar.png`).
    static func linkFault(_ text: String) -> String? {
        guard !WebAddress.isValid(text), !PicturePath.isValid(text) else { return nil }
        return "\"\(text)\" is neither a valid http or https URL nor the path of a picture beside the pack "
            + "(such as images/flag.png)"
    }

    /// The pick of one of two sides, a match's winner or a book question's solution.
    static func sideFault(_ number: Int) -> String? {
        number == 1 || number == 2 ? nil : "must be 1 or 2, found \(number)"
    }

    /// The number of a choice item's answers.
    static func answerCountFault(_ count: Int) -> String? {
        guard !ChoiceItem.answerCount.contains(count) else { return nil }
        return "has \(count) \(count == 1 ? "answer" : "answers"); a choice item has from "
            + "\(ChoiceItem.answerCount.lowerBound) to \(ChoiceItem.answerCount.upperBound)"
    }

    /// A choice item's `solution`, the number of one of its `answers`.
    static func solutionFault(_ number: Int, answers: Int) -> String? {
        guard number < 1 || number > answers else { return nil }
        return "must be from 1 to \(answers), the number of an answer; found \(number)"
    }

    /// A choice item's `solutions`: numbers of its answers (when their count is known), at least two, none twice,
    /// in increasing order.
    static func solutionsFault(_ numbers: [Int], answers: Int?) -> String? {
        if let answers, let beyond = numbers.first(where: { $0 < 1 || $0 > answers }) {
            return "must hold numbers from 1 to \(answers), the numbers of answers; found \(beyond)"
        }
        guard numbers.count >= 2, numbers == Array(Set(numbers)).sorted() else {
            return "must name two or more different answers in increasing order, found \(numbers); one right answer "
                + "goes in solution alone"
        }
        return nil
    }

    /// A choice item's `solution` beside its `solutions`, whose first it must be.
    static func firstSolutionFault(_ solution: Int, solutions: [Int]) -> String? {
        solutions.first == solution ? nil : "must be the first of solutions, \(solutions[0]); found \(solution)"
    }

    /// A pack's kind: one a pack may have, where a kind of question only a mixed pack holds says so.
    static func packKindFault(_ name: String) -> String? {
        guard let kind = ItemKind(rawValue: name) else {
            return "unknown kind \"\(name)\"; use one of \(ItemKind.packKinds.map(\.rawValue).joined(separator: ", "))"
        }
        guard !ItemKind.packKinds.contains(kind) else { return nil }
        return "\"\(name)\" is a kind of item of a mixed pack; make the pack's kind \"mixed\" and give each item "
            + "\"kind\": \"\(name)\""
    }

    /// The number of an ordering's items or of pairs.
    static func countFault(_ count: Int, of noun: String, allowed: ClosedRange<Int>, in item: String) -> String? {
        guard !allowed.contains(count) else { return nil }
        return "has \(count) \(noun)\(count == 1 ? "" : "s"); \(item) has from \(allowed.lowerBound) to "
            + "\(allowed.upperBound)"
    }

    /// Texts that must differ, as an ordering's items or the sides of pairs, which a player tells apart.
    static func repeatedFault(_ texts: [String]) -> String? {
        var seen: Set<String> = []
        guard let repeated = texts.first(where: { !seen.insert(TextMatching.folded($0)).inserted }) else { return nil }
        return "has \"\(repeated)\" twice; each must differ from the others"
    }

    /// A slider's range, `low` below `high`.
    static func rangeFault(low: Double, high: Double) -> String? {
        low < high ? nil : "must be above low (\(NumericAnswer.text(of: low))), found \(NumericAnswer.text(of: high))"
    }

    /// A slider's step: above 0 and no wider than its range.
    static func stepFault(_ step: Double, low: Double, high: Double) -> String? {
        step > 0 && step <= high - low
            ? nil
            : "must be above 0 and at most the range's width, \(NumericAnswer.text(of: high - low)); found "
                + NumericAnswer.text(of: step)
    }

    /// A slider's answer, within its range.
    static func sliderAnswerFault(_ answer: Double, low: Double, high: Double) -> String? {
        (low...high).contains(answer)
            ? nil
            : "must be from \(NumericAnswer.text(of: low)) to \(NumericAnswer.text(of: high)), the slider's "
                + "range; found \(NumericAnswer.text(of: answer))"
    }

    /// The margin of a number a quiz accepts.
    static func toleranceFault(_ tolerance: Double) -> String? {
        tolerance < 0 ? "must be 0 or more, found \(tolerance)" : nil
    }

    /// A quiz's `numbers`, which hold one or more when present.
    static let emptyNumbersFault = "must be an array of one or more numbers to accept, found an array"

    /// A pack's name.
    static func nameFault(_ name: String) -> String? {
        PackName.isValid(name)
            ? nil : "\"\(name)\" is not a pack name; use lowercase letters, digits and dashes, like \"mundial-2022\""
    }

    /// A pack's language, a code such as `es`, `en` or `pt-BR`.
    static func languageFault(_ language: String) -> String? {
        isLanguageCode(language) ? nil : "\"\(language)\" is not a language code; use one like \"es\" or \"en\""
    }

    /// An id given to an earlier item, the item numbered `earlier`.
    static func duplicateIDFault(_ id: Int, earlier: Int) -> String {
        "duplicate id \(id); item \(earlier) has it too, and ids must be unique in a pack"
    }

    /// A quiz of a pack file without its answer.
    static let missingAnswerFault = "missing; quiz items in a local pack carry their answer"

    private static func isLanguageCode(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (2...3).contains(first.count),
            first.allSatisfy({ $0.isASCII && $0.isLowercase })
        else { return false }
        return parts.dropFirst().allSatisfy {
            !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }
}
