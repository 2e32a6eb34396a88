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

    public static func stats(_ records: [GameRecord], format: Format, language: Language) throws -> [String] {
        let stats = PackStats.of(records)
        switch format {
        case .text:
            let text = Messages(language: language)
            return records.isEmpty ? [text.noHistory] : text.statsLines(stats)
        case .json: return [try HistoryExport.json(stats)]
        case .csv: return [HistoryExport.csv(stats)]
        }
    }

    /// `value` as the shell's reports write JSON: indented, keys sorted, slashes as they are.
    static func json(_ value: some Encodable, dates: JSONEncoder.DateEncodingStrategy) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = dates
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
