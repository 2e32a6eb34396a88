import Foundation

/// How typed text is compared with the names and texts of a question.
public enum TextMatching {
    /// The form two texts share when they differ only in case, accents or spacing: `"  Países  BAJOS "` and
    /// `"paises bajos"` both give `paises bajos`.
    public static func folded(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .split(whereSeparator: \.isWhitespace)
            .joined(separator: " ")
    }

    /// The quiz service's rule: equal after trimming white space on both sides and ignoring case; accents count.
    static func sameQuizAnswer(_ given: String, _ expected: String) -> Bool {
        given.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
            == expected.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }
}
