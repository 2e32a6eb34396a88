import Foundation
import QuizAPI

/// A typed line as the line history keeps it: tokens masked, so that the history file holds none.
public enum HistoryLine {
    /// `line` with the value of every `token=T` word and of every URL's token parameter as `***`:
    /// `source http http://host/?token=T token=T` is kept as `source http http://host/?token=*** token=***`.
    public static func masked(_ line: String) -> String {
        guard line.range(of: "token", options: .caseInsensitive) != nil else { return line }
        return line.split(separator: " ", omittingEmptySubsequences: false).map { quoted in
            // A closing quote stays, so that the line can be run again from the history.
            let quotes = quoted.reversed().prefix { $0 == "'" || $0 == "\"" }.count
            let word = quoted.dropLast(quotes)
            let closing = quoted.suffix(quotes)
            if let equals = word.firstIndex(of: "="), String(word[..<equals]).lowercased() == "token" {
                return String(word[...equals]) + TokenRedaction.mask + closing
            }
            return TokenRedaction.redact(String(word)) + closing
        }.joined(separator: " ")
    }
}
