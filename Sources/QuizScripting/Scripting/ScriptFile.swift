import Foundation
import QuizCore
import QuizShell

/// The lines of a script or transcript file.
public enum ScriptFile {
    /// The lines of the file at `path`, or of standard input, read as it goes, for `-`.
    public static func lines(at path: String) throws(ScriptError) -> ScriptLines {
        path == "-" ? .standardInput : ScriptLines(try contents(of: URL(fileURLWithPath: path), named: path))
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
        var text = text
        return text.withUTF8 { bytes in
            var lines: [String] = []
            var start = 0
            while start < bytes.count {
                let rest = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[start...])
                let found = memchr(rest.baseAddress!, Int32(UInt8(ascii: "\n")), rest.count)
                let end = found.map { rest.baseAddress!.distance(to: $0) + start } ?? bytes.count
                var lineEnd = end
                if lineEnd > start, bytes[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
                // What follows the last line end is a line only when it holds something.
                if found == nil, lineEnd == start { break }
                lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<lineEnd]), as: UTF8.self))
                start = end + 1
            }
            return lines
        }
    }
}

/// The lines of a script: those of a file, read at once, or those of standard input, read as they come.
public struct ScriptLines: Sequence, IteratorProtocol, Sendable {
    private let fileLines: [String]?
    private var position = 0

    init(_ fileLines: [String]?) {
        self.fileLines = fileLines
    }

    static let standardInput = ScriptLines(nil)

    public mutating func next() -> String? {
        guard let fileLines else { return InputLine.read() }
        guard position < fileLines.count else { return nil }
        defer { position += 1 }
        return fileLines[position]
    }
}
