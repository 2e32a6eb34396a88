import Foundation

/// A cell of a CSV file that a spreadsheet opens, written so that it reads as text: quoted when it holds a comma, a
/// quote or a line break, and, when it starts as a formula would (`=`, `+`, `-`, `@`, a tab or a carriage return),
/// after a `'`, which a spreadsheet takes as the mark of text rather than as part of it.
public enum CSVField {
    static let formulaStarts: Set<Character> = ["=", "+", "-", "@", "\t", "\r"]

    public static func escaped(_ field: String) -> String {
        var field = field
        if let first = field.first, formulaStarts.contains(first) { field = "'" + field }
        guard field.contains(where: { ",\"\n\r".contains($0) }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// The text of a cell read back: without the `'` that `escaped` puts before a formula's first character.
    static func unescaped(_ cell: String) -> String {
        guard cell.first == "'", let second = cell.dropFirst().first, formulaStarts.contains(second) else {
            return cell
        }
        return String(cell.dropFirst())
    }
}
