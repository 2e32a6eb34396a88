import Foundation
import QuizShell

/// The share of a fit done, on one line of standard error that rewrites itself, when it is a terminal.
struct FitProgress: Sendable {
    let shown: Bool
    let language: Language

    func show(_ share: Double) {
        guard shown else { return }
        let label = language == .es ? "Ajustando FSRS" : "Fitting FSRS"
        FileHandle.standardError.write(Data("\r\(label): \(Int((share * 100).rounded(.down)))%".utf8))
    }

    func end() {
        guard shown else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
