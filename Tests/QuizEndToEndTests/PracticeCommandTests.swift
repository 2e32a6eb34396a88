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

    @Test func theReviewLogIsWrittenAsAShellsRedirectionWrites() async throws {
        #expect(try await quiz(input: Self.practice).status == 0)
        _ = try quiz.folder.write("old", to: "kept.csv")
        let link = quiz.folder.url.appendingPathComponent("link.csv")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "kept.csv")
        #expect(try await quiz("practice", "--export-log", "link.csv").status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "kept.csv")
        #expect(try quiz.folder.read("kept.csv").hasPrefix("card_id,review_time,"))

        let piped = try await quiz("practice", "--export-log", "/dev/stdout")
        #expect(piped.status == 0)
        #expect(piped.stdout.hasPrefix("card_id,review_time,") && piped.stdout.split(separator: "\n").count == 3)
        #expect(piped.stderr == "Wrote 2 reviews of 2 cards to /dev/stdout.\n")
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
        #expect(wrong.status == 64 && wrong.stderr == "error: --format xml: use text, json or csv\n")
    }

    /// An exported log a learner brought from elsewhere, 60 cards of it, each learnt then reviewed every few days; with
    /// `hostile`, a rating out of range, a state out of range and a review written before an earlier one of its card.
    private static func exportedLog(hostile: Bool) -> String {
        var lines = ["card_id,review_time,review_rating,review_state,review_duration"]
        for card in 1...60 {
            var time: Int64 = 1_700_000_000_000 + Int64(card) * 60_000
            lines.append("\(card),\(time),3,0,")
            for review in 0..<6 {
                time += Int64(2 + review * (card % 4 + 1)) * 86_400_000
                lines.append("\(card),\(time),\((card + review) % 5 == 0 ? 1 : 3),2,4000")
            }
        }
        if hostile {
            lines += ["61,1700000000000,9,0,", "62,1700000000000,3,7,", "1,1600000000000,3,2,"]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func anExportedLogIsFittedAndItsBadLinesAreCounted() async throws {
        try quiz.folder.write(Self.exportedLog(hostile: true), to: "revlog.csv")
        let evaluated = try await quiz("practice", "--evaluate", "--log", "revlog.csv")
        #expect(evaluated.status == 0 && evaluated.stderr == "")
        let lines = evaluated.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "FSRS on 423 reviews of every pack: 360 to predict, 360 after the outlier filter.")
        #expect(
            lines.dropFirst().first
                == "Reviews left out: 1 rated outside 1 to 4, 1 with a state outside 0 to 3, 1 of cards whose learning "
                + "is not in the log; 1 came before an earlier line of their card and were put in time order.")
        #expect(lines.contains { $0.hasPrefix("defaults  ") } && lines.contains { $0.hasPrefix("fitted    ") })
        let json = try await quiz("practice", "--optimize", "--log", "revlog.csv", "--format", "json")
        let decoded = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let fitted = try #require(decoded?["fitted"] as? [String: Any])
        let weights = try #require(fitted["weights"] as? [Double])
        #expect(weights.count == 21 && weights.allSatisfy { $0.isFinite })
        #expect((fitted["logLoss"] as? Double)?.isFinite == true)
    }

    @Test func aLogThatCannotBeReadSaysWhere() async throws {
        try quiz.folder.write(
            "card_id,review_time,review_rating,review_state\n1,1700000000000,3,0\nx,2,3,0\n", to: "bad.csv")
        let bad = try await quiz("practice", "--optimize", "--log", "bad.csv")
        #expect(bad.status == 1 && bad.stderr == "error: bad.csv, line 3: card_id is \"x\", not a whole number\n")
        try quiz.folder.write("card_id,review_rating\n", to: "columns.csv")
        let columns = try await quiz("practice", "--evaluate", "--log", "columns.csv")
        #expect(
            columns.stderr
                == "error: columns.csv: the header lacks the column review_time (card_id, review_time, review_rating, "
                + "review_state)\n")
        let missing = try await quiz("practice", "--evaluate", "--log", "none.csv")
        #expect(missing.status == 1 && missing.stderr.hasPrefix("error: cannot read none.csv: "))
        let device = try await quiz("practice", "--evaluate", "--log", "/dev/zero")
        #expect(
            device.status == 1
                && device.stderr == "error: cannot read /dev/zero: it is not a regular file but a device or a pipe\n")
        let latin1Bytes = Data("card_id,review_time,review_rating,review_state\n1,1700000000000,3,0\n".utf8) + [0xE9]
        try latin1Bytes.write(to: quiz.folder.url.appendingPathComponent("latin1.csv"))
        let latin1 = try await quiz("practice", "--evaluate", "--log", "latin1.csv")
        #expect(latin1.status == 1 && latin1.stderr == "error: cannot read latin1.csv: it is not UTF-8 text\n")
        let spanish = try await quiz("practice", "--evaluate", "--log", "none.csv", "--lang", "es")
        #expect(
            spanish.status == 1
                && spanish.stderr == "error: no se puede leer none.csv: no existe ese archivo o carpeta\n")
    }
}
