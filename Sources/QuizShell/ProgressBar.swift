import Foundation
import QuizClient

/// A one-line progress bar on standard error, redrawn in place while a pack downloads.
public enum ProgressBar {
    /// Draws the bar, or clears its line when `progress` is nil.
    public static func draw(_ progress: DownloadProgress?) {
        guard let progress else {
            FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
            return
        }
        var line = "\r"
        if let fraction = progress.fraction {
            line += bar(fraction) + "\(progress.items)/\(progress.expectedItems ?? progress.items)"
        } else {
            line += "\(progress.items)"
        }
        line += "  \(byteCount(progress.bytes))"
        FileHandle.standardError.write(Data(line.utf8))
    }

    /// Draws a sync's bar: files done of those known, bytes, and the time left at the pace so far.
    static func draw(sync progress: SyncProgress, language: Language) {
        let fraction = progress.total > 0 ? min(1, Double(progress.done) / Double(progress.total)) : 0
        let text = Messages(language: language)
        var line = "\r" + text.syncPhase(progress.phase) + bar(fraction)
        line += "\(progress.done)/\(progress.total)  \(byteCount(progress.bytes))"
        if let left = progress.timeLeft { line += "  " + text.secondsLeft(Int(left.components.seconds) + 1) }
        FileHandle.standardError.write(Data((line + "\u{1B}[K").utf8))
    }

    /// `[######      ] `: `fraction` of 24 columns filled.
    private static func bar(_ fraction: Double) -> String {
        let filled = Int((fraction * 24).rounded())
        return "[" + String(repeating: "#", count: filled) + String(repeating: " ", count: 24 - filled) + "] "
    }

    static func byteCount(_ bytes: Int) -> String {
        bytes < 1024 ? "\(bytes) B" : bytes < 1024 * 1024 ? "\(bytes / 1024) KiB" : "\(bytes / 1024 / 1024) MiB"
    }
}
