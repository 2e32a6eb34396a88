import QuizCore

/// The words of a room's open answers, counted as one whatever their case and accents, the commonest first; the
/// short words that say nothing in the pack's language (`the`, `and`; `el`, `y`) left out.
public enum WordCloud {
    public struct Word: Codable, Sendable, Hashable {
        /// The word as most of those who gave it wrote it first, so that `Café` shows rather than `cafe`.
        public var text: String
        public var count: Int
    }

    public static let limit = 40

    /// The words of `answers` in `language`, each answer counting a word once; ties in the order first given.
    public static func words(of answers: [String], language: String) -> [Word] {
        let stopWords = language.hasPrefix("es") ? spanishStopWords : englishStopWords
        var counts: [String: (text: String, count: Int, first: Int)] = [:]
        for answer in answers {
            var seen: Set<String> = []
            for word in answer.split(whereSeparator: { !$0.isLetter && !$0.isNumber }) {
                let key = TextMatching.folded(String(word))
                guard !stopWords.contains(key), seen.insert(key).inserted else { continue }
                let entry = counts[key] ?? (String(word), 0, counts.count)
                counts[key] = (entry.text, entry.count + 1, entry.first)
            }
        }
        return counts.values.sorted { ($1.count, $0.first) < ($0.count, $1.first) }.prefix(limit)
            .map { Word(text: $0.text, count: $0.count) }
    }

    static let englishStopWords: Set = [
        "a", "an", "and", "are", "as", "at", "be", "but", "by", "for", "i", "in", "is", "it", "my", "of", "on", "or",
        "so", "that", "the", "to", "very", "was", "we", "with",
    ]
    static let spanishStopWords: Set = [
        "a", "al", "con", "de", "del", "el", "en", "es", "la", "las", "lo", "los", "me", "mi", "muy", "o", "para",
        "por", "que", "se", "su", "un", "una", "y", "yo",
    ]
}
