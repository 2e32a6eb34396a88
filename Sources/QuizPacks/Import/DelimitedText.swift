import Foundation
import QuizCore

/// Records of text separated by one character, with fields in double quotes holding separators, line breaks and
/// doubled quotes (`"say ""hi"""`), as spreadsheets write CSV and Anki writes its text export.
struct DelimitedText {
    struct Record {
        /// The line the record starts on, from 1.
        var line: Int
        var fields: [String]
    }

    /// The records of `text` (with `\n` line breaks), whose first line is line `firstLine` of `file`; the fault of a
    /// quoted field left open.
    static func records(
        _ text: String, separator: Character, file: String, firstLine: Int = 1
    ) throws(ImportError) -> [Record] {
        var records: [Record] = []
        var fields: [String] = []
        var field = ""
        var quoted = false
        var fieldStarted = false
        var line = firstLine
        var recordLine = firstLine
        var characters = text.makeIterator()
        var pending: Character?
        func endRecord() {
            fields.append(field)
            if !(fields.count == 1 && fields[0].isEmpty) { records.append(Record(line: recordLine, fields: fields)) }
            (fields, field, fieldStarted) = ([], "", false)
        }
        while let character = pending ?? characters.next() {
            pending = nil
            if quoted {
                if character == "\"" {
                    if let next = characters.next() {
                        if next == "\"" { field.append("\"") } else { (quoted, pending) = (false, next) }
                    } else {
                        quoted = false
                    }
                } else {
                    if character == "\n" { line += 1 }
                    field.append(character)
                }
                continue
            }
            switch character {
            case "\"" where !fieldStarted:
                quoted = true
                fieldStarted = true
            case separator:
                fields.append(field)
                (field, fieldStarted) = ("", false)
            case "\n":
                endRecord()
                line += 1
                recordLine = line
            default:
                field.append(character)
                fieldStarted = true
            }
        }
        if quoted {
            throw ImportError(file: file, line: recordLine, message: "a quoted field opened here has no closing quote")
        }
        if fieldStarted || !fields.isEmpty { endRecord() }
        return records
    }

    /// The separator a header line uses: the one of tab, semicolon and comma it holds most often outside quotes.
    static func guessSeparator(_ header: Substring) -> Character {
        var counts: [Character: Int] = [:]
        var quoted = false
        for character in header {
            if character == "\"" { quoted.toggle() }
            if !quoted, "\t;,".contains(character) { counts[character, default: 0] += 1 }
        }
        return counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key == ",") }?.key ?? ","
    }
}
