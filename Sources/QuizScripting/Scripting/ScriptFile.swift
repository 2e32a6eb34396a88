import Foundation
import QuizCore
import QuizShell

/// The lines of a script or transcript file.
public enum ScriptFile {
    /// The lines of the file at `path`, or of standard input, read as it goes, for `-`.
    public static func lines(at path: String) throws(ScriptError) -> ScriptLines {
        path == "-"
            ? ScriptLines { AnyIterator { InputLine.read() } }
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
            throw .unreadable(path: name, reason: "it is not UTF-8 text")
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

/// The lines of a script: those of a file, read at once, or those of standard input, read as they come.
public typealias ScriptLines = AnySequence<String>
