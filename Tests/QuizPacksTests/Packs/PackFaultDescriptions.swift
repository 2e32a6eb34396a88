import Foundation

@testable import QuizCore
@testable import QuizPacks

/// The fault descriptions of a pack file with these contents, called `file`; empty when the pack loads.
func faultDescriptions(of json: String, file: String = "bad.json") -> [String] {
    do {
        _ = try PackLoader.decode(Data(json.utf8), file: file)
        return []
    } catch {
        return error.faults.map(\.description)
    }
}
