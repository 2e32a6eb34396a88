import Foundation
import QuizCore

/// The file a report goes to, opened as a shell's `>` opens it (`RedirectedFile`), its folders made, before anything
/// runs, so that a path that cannot be written fails at once; refused when it is one of the files the run reads, which
/// it would destroy.
final class ReportFile {
    let path: String
    private let handle: FileHandle

    /// Opens `path` for writing, emptied; `inputs` are the files the run reads.
    init(path: String, inputs: [String]) throws(ScriptError) {
        self.path = path
        if let input = inputs.first(where: { Self.isSameFile(path, $0) }) {
            throw .reportOverInput(path: path, input: input)
        }
        do {
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            handle = try RedirectedFile.open(path)
        } catch {
            throw .unwritableReport(path: path, reason: FileFailure.reason(error))
        }
    }

    func write(_ text: String) throws(ScriptError) {
        do {
            try handle.write(contentsOf: Data(text.utf8))
        } catch {
            throw .unwritableReport(path: path, reason: FileFailure.reason(error))
        }
    }

    /// Whether `path` and `other` name one existing regular file, through links and different spellings.
    private static func isSameFile(_ path: String, _ other: String) -> Bool {
        var first = stat()
        var second = stat()
        guard stat(path, &first) == 0, stat(other, &second) == 0, first.st_mode & S_IFMT == S_IFREG else {
            return false
        }
        return first.st_dev == second.st_dev && first.st_ino == second.st_ino
    }
}
