import Foundation
import Testing

@testable import QuizPacks

@Suite("staged files: written in pieces beside the file, put in place together or not at all")
struct StagedFileTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quiz-staged-\(UUID().uuidString)")

    func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test func thePiecesReplaceTheFileOnlyWhenCommitted() throws {
        let file = folder.appendingPathComponent("p.json")
        try AtomicFile.replace(file, with: Data("old\n".utf8))
        let staged = try StagedFile(file)
        staged.append(Data("new ".utf8))
        staged.append(Data("pack\n".utf8))
        #expect(try String(contentsOf: file, encoding: .utf8) == "old\n")
        try staged.commit()
        #expect(try String(contentsOf: file, encoding: .utf8) == "new pack\n")
        #expect(try contents() == ["p.json"])
    }

    @Test func aFileLeftUncommittedLeavesTheOldOneAndNoTemporary() throws {
        let file = folder.appendingPathComponent("p.json")
        try AtomicFile.replace(file, with: Data("old\n".utf8))
        do {
            let staged = try StagedFile(folder.appendingPathComponent("q.json"))
            staged.append(Data("half".utf8))
            let other = try StagedFile(file)
            other.append(Data("new\n".utf8))
            other.discard()
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == "old\n")
        #expect(try contents() == ["p.json"])
    }
}
