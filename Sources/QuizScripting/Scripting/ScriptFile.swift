import Foundation
import QuizCore
import QuizShell

/// The lines of a script or transcript file.
public enum ScriptFile {
    /// The lines of the file at `path`, or of standard input, read as it goes, for `-`.
    public static func lines(at path: String) throws(ScriptError) -> ScriptLines {
        path == "-"
            ? ScriptLines(nil)
            : ScriptLines(try contents(of: URL(fileURLWithPath: path), named: path))
    }

    /// The lines of the file at `url`; `name` is how messages call it.
    public static func contents(of url: URL, named name: String) throws(ScriptError) -> [String] {
        let data: Data
        do {
            data = try FileBytes.read(url.path, limit: .script)
        } catch {
            throw .unreadable(path: name, reason: FileFailure.reason(error))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            let line = lines.firstIndex { String(validating: $0, as: UTF8.self) == nil } ?? 0
            throw .notUTF8(path: name, line: line + 1)
        }
        return lines(of: text)
    }

    /// `text` split into lines, without their line ends; a final line end starts no further line.
    public static func lines(of text: String) -> [String] {
        var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
            String(decoding: line.last == UInt8(ascii: "\r") ? line.dropLast() : line, as: UTF8.self)
        }
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }
}

/// The lines of a script: those of a file, read at once, or those of standard input, read as they come up to one
/// that is not UTF-8 text, whose number `refusedLine` then holds.
public final class ScriptLines: Sequence {
    private let file: [String]?
    public private(set) var refusedLine: Int?

    init(_ file: [String]?) { self.file = file }

    public func makeIterator() -> AnyIterator<String> {
        if let file { return AnyIterator(file.makeIterator()) }
        var number = 0
        return AnyIterator { [self] in
            guard refusedLine == nil, let bytes = InputLine.bytes() else { return nil }
            number += 1
            // A line cut at the limit may end inside a character; the interpreter refuses it as too long.
            guard bytes.count > InputLine.limit || String(validating: bytes, as: UTF8.self) != nil else {
                refusedLine = number
                return nil
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}
