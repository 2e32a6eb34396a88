import Foundation
import QuizCore

/// The file a report goes to, opened as a shell's `>` opens it: a regular file is emptied and written in place (the
/// target of a symbolic link, keeping its permissions and hard links), a missing one is made with its folders, and a
/// device, a FIFO or `/dev/stdout` is written to as it is. Opened before anything runs, so that a path that cannot be
/// written fails at once; refused when it is one of the files the run reads, which it would destroy.
final class ReportFile {
    let path: String
    private let handle: FileHandle

    /// Opens `path` for writing, emptied; `inputs` are the files the run reads.
    init(path: String, inputs: [String]) throws(ScriptError) {
        self.path = path
        if let input = inputs.first(where: { Self.isSameFile(path, $0) }) {
            throw .reportOverInput(path: path, input: input)
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .unwritableReport(path: path, reason: FileFailure.reason(error))
        }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw .unwritableReport(path: path, reason: FileFailure.posix(errno)) }
        handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
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
