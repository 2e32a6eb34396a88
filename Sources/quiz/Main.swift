import ArgumentParser
@preconcurrency import Glibc
import QuizCore
import QuizScripting
import QuizShell
import Synchronization

/// Runs `quiz`; at its exit, standard output that could not be written (a full disk, say) ends the command with 1
/// and says why, since what it printed is lost.
@main
enum Main {
    static func main() async {
        atexit(checkStandardOutput)
        await QuizCommand.main()
    }
}

enum StandardOutput {
    /// Why a write to standard output failed, the first time one did.
    private static let failure = Mutex<String?>(nil)

    /// Notes why a write failed; a reader that has gone (`quiz join … | head`) is no failure of the command's.
    static func failed(_ reason: String) {
        guard reason != FileFailure.posix(EPIPE) else { return }
        failure.withLock { $0 = $0 ?? reason }
    }

    /// Writes out standard output's buffer, before a line on standard error and at the end, noting why it could not.
    static func flush() {
        if fflush(stdout) != 0 { failed(FileFailure.posix(errno)) }
    }

    fileprivate static func check() {
        if fflush(stdout) != 0 {
            failed(FileFailure.posix(errno))
        } else if ferror(stdout) != 0 {
            failed(FileFailure.posix(EIO))
        }
        guard let reason = failure.withLock({ $0 }) else { return }
        let text = Messages(lang: nil)
        printError("error: " + text.unwritable(text.standardOutput, reason: reason))
        _exit(1)
    }
}

private func checkStandardOutput() {
    StandardOutput.check()
}
