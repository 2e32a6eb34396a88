import Foundation
import QuizKit

/// A one-line progress bar on standard error, redrawn in place while a pack downloads.
public enum ProgressBar {
    public static func draw(_ progress: DownloadProgress) {
        let width = 24
        var line = "\r"
        if let fraction = progress.fraction {
            let filled = Int((fraction * Double(width)).rounded())
            line += "[" + String(repeating: "#", count: filled) + String(repeating: " ", count: width - filled) + "] "
            line += "\(progress.items)/\(progress.expectedItems ?? progress.items)"
        } else {
            line += "\(progress.items)"
        }
        line += "  \(byteCount(progress.bytes))"
        if progress.fraction == 1 { line = "\r" + String(repeating: " ", count: line.count) + "\r" }
        FileHandle.standardError.write(Data(line.utf8))
    }

    static func byteCount(_ bytes: Int) -> String {
        bytes < 1024 ? "\(bytes) B" : bytes < 1024 * 1024 ? "\(bytes / 1024) KiB" : "\(bytes / 1024 / 1024) MiB"
    }
}
