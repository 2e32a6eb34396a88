import Foundation
import QuizPacks

/// Where the shell's rooms are: on the server the shell plays from, or served by the shell over local packs, with the
/// pictures beside them.
public enum ClassVenue: Sendable {
    case server(URL)
    case local(PackCatalog.Contents)
}
