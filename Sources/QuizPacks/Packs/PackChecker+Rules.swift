import QuizCore

/// The rules a pack's values keep, each the fault's message when a value breaks it.
extension PackChecker {
    /// Whether `text` has nothing but white space, without Foundation: most texts answer at their first byte.
    static func isBlank(_ text: String) -> Bool {
        if let first = text.utf8.first, first > 0x20, first < 0x80 { return false }
        return text.unicodeScalars.allSatisfy(\.properties.isWhitespace)
    }

    /// A text shown to the player: not blank, and showing every character (line breaks only if `allowingLineBreaks`).
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

    /// An answer the same as an earlier one of its question, which a player could not tell apart.
    static func repeatedAnswerFault(_ earlier: Int, _ answer: String) -> String {
        "repeats answer \(earlier), \"\(answer.prefix(40))\"; the answers of a question must differ"
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

    static func countFault(_ count: Int, of noun: String, allowed: ClosedRange<Int>, in item: String) -> String? {
        guard !allowed.contains(count) else { return nil }
        return "has \(count) \(noun)\(count == 1 ? "" : "s"); \(item) has from \(allowed.lowerBound) to "
            + "\(allowed.upperBound)"
    }

    /// The fault of a choice item with `count` answers, which an import says of a question it skips too.
    static func answerCountFault(_ count: Int) -> String? {
        countFault(count, of: "answer", allowed: ChoiceItem.answerCount, in: "a choice item")
    }

    /// Texts that must differ, as an ordering's items or the sides of pairs, which a player tells apart.
    static func repeatedFault(_ texts: [String]) -> String? {
        var seen: Set<String> = []
        guard let repeated = texts.first(where: { !seen.insert(TextMatching.folded($0)).inserted }) else { return nil }
        return "has \"\(repeated)\" twice; each must differ from the others"
    }

    static func toleranceFault(_ tolerance: Double) -> String? {
        tolerance < 0 ? "must be 0 or more, found \(tolerance)" : nil
    }

    static func nameFault(_ name: String) -> String? {
        PackName.isValid(name)
            ? nil : "\"\(name)\" is not a pack name; use lowercase letters, digits and dashes, like \"mundial-2022\""
    }

    /// A pack's language, a code such as `es`, `en` or `pt-BR`.
    static func languageFault(_ language: String) -> String? {
        let parts = language.split(separator: "-", omittingEmptySubsequences: false)
        let isCode =
            (2...3).contains(parts[0].count) && parts[0].allSatisfy { $0.isASCII && $0.isLowercase }
            && parts.dropFirst().allSatisfy {
                !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
            }
        return isCode ? nil : "\"\(language)\" is not a language code; use one like \"es\" or \"en\""
    }
}
