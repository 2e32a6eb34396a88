import Foundation
import Testing

@Suite("two quiz processes editing the same pack")
struct EditingProcessTests {
    @Test("each process's additions are kept, whatever the order their saves interleave in")
    func twoProcessesKeepEachOthersChanges() async throws {
        let quiz = try BuiltQuiz()
        let folder = quiz.folder.url
        let home = folder.appendingPathComponent("home")
        func script(_ writer: String) -> String {
            "load general-knowledge\n"
                + (1...25).map { "add question=\"Question \(writer)\($0)?\" answer=\(writer)\($0)\n" }.joined()
                + "quit\n"
        }
        async let first = Task.detached { try await QuizProcess([], input: script("a"), in: folder, home: home) }.value
        async let second = Task.detached { try await QuizProcess([], input: script("b"), in: folder, home: home) }.value
        let runs = try await [first, second]
        for run in runs { #expect(run.status == 0, "\(run.stderr)") }
        let file = home.appendingPathComponent("data/quiz/packs/general-knowledge.json")
        let pack = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
        let items = pack?["items"] as? [[String: Any]] ?? []
        let answers = Set(items.compactMap { $0["answer"] as? String })
        #expect(items.count == 29 + 50)
        #expect(answers.isSuperset(of: (1...25).flatMap { ["a\($0)", "b\($0)"] }))
        #expect(Set(items.compactMap { $0["id"] as? Int }).count == items.count)
    }
}
