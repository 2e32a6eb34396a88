import Foundation
import QuizCore

/// Where the shell's rooms are: on the server the shell plays from, or served by the shell over local packs.
public enum ClassVenue: Sendable {
    case server(URL)
    case local([Pack])

    var isLocal: Bool {
        if case .local = self { return true }
        return false
    }
}
