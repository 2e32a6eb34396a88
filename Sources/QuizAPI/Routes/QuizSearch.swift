/// The quiz service's search of `/api/quizzes?search=TEXT`: its SQL `LIKE '%' + search.replace(/ +/g, '%') + '%'`,
/// case-insensitive: the words in that order, anything between them, and `_` any one character.
///
/// The server's pages filter with it, and so does a local pack loaded with `load PACK search TEXT`.
public struct QuizSearch: Sendable, Hashable {
    public var text: String

    public init(_ text: String) {
        self.text = text
    }

    /// Whether `question` passes the search; every question does when the search is empty.
    public func matches(_ question: String) -> Bool {
        guard !text.isEmpty else { return true }
        let words = text.split(separator: " ", omittingEmptySubsequences: false).joined(separator: "%")
        return Self.like(Array(question.lowercased()), Array("%" + words.lowercased() + "%"))
    }

    /// SQL `LIKE`: `%` any run of characters, `_` any one.
    static func like(_ text: [Character], _ pattern: [Character]) -> Bool {
        var textIndex = 0
        var patternIndex = 0
        var starPattern = -1
        var starText = 0
        while textIndex < text.count {
            if patternIndex < pattern.count, pattern[patternIndex] == "_" || pattern[patternIndex] == text[textIndex] {
                textIndex += 1
                patternIndex += 1
            } else if patternIndex < pattern.count, pattern[patternIndex] == "%" {
                starPattern = patternIndex
                starText = textIndex
                patternIndex += 1
            } else if starPattern >= 0 {
                patternIndex = starPattern + 1
                starText += 1
                textIndex = starText
            } else {
                return false
            }
        }
        while patternIndex < pattern.count, pattern[patternIndex] == "%" { patternIndex += 1 }
        return patternIndex == pattern.count
    }
}
