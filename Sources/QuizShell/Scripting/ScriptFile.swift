import Foundation
import QuizKit

/// The lines of a script or transcript file.
public enum ScriptFile {
    /// The lines of the file at `path`, or of standard input, read as it goes, for `-`.
    public static func lines(at path: String) throws(ScriptError) -> AnySequence<String> {
        if path == "-" {
            return AnySequence { AnyIterator { InputLine.read() } }
        }
        return AnySequence(try contents(of: URL(fileURLWithPath: path), named: path))
    }

    /// The lines of the file at `url`; `name` is how messages call it.
    public static func contents(of url: URL, named name: String) throws(ScriptError) -> [String] {
        let data: Data
        do {
            data = try FileBytes.read(url.path)
        } catch {
            throw .unreadable(path: name, reason: reason(error))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .unreadable(path: name, reason: "it is not UTF-8 text")
        }
        return lines(of: text)
    }

    /// `text` split into lines, without their line ends; a final line end starts no further line.
    public static func lines(of text: String) -> [String] {
        var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
            String(Substring(line.last == UInt8(ascii: "\r") ? line.dropLast() : line))
        }
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The system's words for why a file could not be read: "no such file or directory", "is a directory".
    static func reason(_ error: any Error) -> String {
        FileFailure.reason(error)
    }
}
