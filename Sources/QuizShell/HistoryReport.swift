import Foundation
import QuizCore

/// `history` and `stats` as text, JSON or CSV: for the shell and for `quiz history` and `quiz stats`.
public enum HistoryReport {
    public enum Format: String, Sendable, CaseIterable {
        case text, json, csv
    }

    public static func history(_ records: [GameRecord], format: Format, language: Language) throws -> [String] {
        switch format {
        case .text:
            let text = Messages(language: language)
            return records.isEmpty ? [text.noHistory] : text.historyLines(records)
        case .json: return [try HistoryExport.json(records)]
        case .csv: return [HistoryExport.csv(records)]
        }
    }

    /// The stats of `records`; their text names the questions most missed from `packs`, by name, where it has them.
    public static func stats(
        _ records: [GameRecord], format: Format, language: Language, packs: (String) -> Pack?
    ) throws -> [String] {
        let stats = PackStats.of(records)
        switch format {
        case .text:
            let text = Messages(language: language)
            return records.isEmpty
                ? [text.noHistory] : text.statsLines(stats, questions: missedQuestions(in: stats, packs: packs))
        case .json: return [try HistoryExport.json(stats)]
        case .csv: return [HistoryExport.csv(stats)]
        }
    }

    /// The questions most missed, by pack and id, from the packs `packs` can read.
    private static func missedQuestions(in stats: [PackStats], packs: (String) -> Pack?) -> [String: [Int: String]] {
        var found: [String: [Int: String]] = [:]
        for pack in stats {
            let ids = Set(pack.mostMissed().map(\.id))
            guard !ids.isEmpty, let items = packs(pack.pack)?.items else { continue }
            for question in Question.all(in: items) where ids.contains(question.id) {
                // A film's statement says which film only with its title.
                found[pack.pack, default: [:]][question.id] =
                    question.kind == .film ? "\(question.heading ?? ""): \(question.prompt)" : question.prompt
            }
        }
        return found
    }

    /// `value` as the shell's reports write JSON: indented, keys sorted, slashes as they are.
    static func json(_ value: some Encodable, dates: JSONEncoder.DateEncodingStrategy) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = dates
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
