import Foundation
import Testing

/// `quiz practice` as a player and a script meet it: cards practised at the shell, then the stats and the review log
/// printed and written by the command.
@Suite("quiz practice, through the built binary")
struct PracticeCommandTests {
    let quiz: BuiltQuiz

    init() throws {
        quiz = try BuiltQuiz()
    }

    /// Two new films: the first right and rated by Enter (Good), the second right and rated Easy.
    private static let practice = "set new-per-day 2\npractice films\nyes\n\nno\n4\n"

    @Test func theReviewLogIsWrittenInTheColumnsOfFSRSsOptimizer() async throws {
        let before = Date().timeIntervalSince1970 * 1000
        #expect(try await quiz(input: Self.practice).status == 0)
        let exported = try await quiz("practice", "--export-log", "revlog.csv")
        #expect(exported.status == 0 && exported.stderr == "")
        #expect(exported.stdout == "Wrote 2 reviews of 2 cards to revlog.csv.\n")
        let rows = try quiz.folder.read("revlog.csv").split(separator: "\n").map {
            $0.split(separator: ",", omittingEmptySubsequences: false)
        }
        #expect(rows.first == ["card_id", "review_time", "review_rating", "review_state", "review_duration"])
        #expect(rows.count == 3)
        for row in rows.dropFirst() {
            #expect(row.count == 5)
            #expect(Int64(row[0]) != nil)
            #expect(
                Double(row[1]).map { $0 >= before.rounded(.down) && $0 <= Date().timeIntervalSince1970 * 1000 } == true)
        }
        #expect(rows.dropFirst().map { [$0[2], $0[3]] } == [["3", "0"], ["4", "0"]])
        #expect(Set(rows.dropFirst().map { $0[0] }).count == 2)
    }

    @Test func theStatsArePrintedForScripts() async throws {
        #expect(try await quiz(input: Self.practice).status == 0)
        let csv = try await quiz("practice", "--stats", "--format", "csv", "films")
        #expect(csv.status == 0)
        let lines = csv.stdout.split(separator: "\n")
        #expect(
            Array(lines.prefix(5)) == [
                "section,key,value", "cards,new,14", "cards,learning,1", "cards,review,1", "cards,relearning,0",
            ])
        #expect(lines.filter { $0.hasPrefix("forecast,") }.count == 30)
        let json = try await quiz("practice", "--stats", "--format", "json", "films")
        let decoded = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect((decoded?["forecast"] as? [Any])?.count == 30)
        let wrong = try await quiz("practice", "--stats", "--format", "xml")
        #expect(wrong.status == 2 && wrong.stderr == "error: --format xml: use text, json or csv\n")
    }
}
