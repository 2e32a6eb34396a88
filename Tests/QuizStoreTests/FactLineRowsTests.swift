import Foundation
import QuizCore
import QuizStore
import QuizTestSupport
import Testing

/// A line of facts is kept as rows, and each write changes only what moved since this database last read or wrote it.
@Suite("Lines of facts as rows")
struct FactLineRowsTests {
    @Test func aLineMovedGameByGameReadsBackAsItWasMoved() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        let database = folder.database()
        var line = FactLine(lines: ["art": [1, 2, 3], "science": [4, 5]], lastCategory: "art")
        try database.keep(line, for: "trivia")
        for game in 0..<7 {
            // What a game does: the first fact of one category goes to the back, and the last category moves on.
            let category = game % 2 == 0 ? "science" : "art"
            var facts = line.lines[category]!
            facts.append(facts.removeFirst())
            line.lines[category] = facts
            line.lastCategory = category
            try database.keep(FinishedGame(record: Samples.record("libros"), factLine: ("trivia", line)))
            #expect(try folder.database().factLine(for: "trivia") == line, "after game \(game + 1)")
            if game == 0 {
                // The fact sent to the back took the place after the last; the other one kept its own.
                let places = "SELECT fact || ':' || place FROM fact_line WHERE category = 'science' ORDER BY fact"
                #expect(try await sqlite(folder.file, places) == "4:2\n5:1")
            }
        }
        // A fact added to the pack and one gone from it: the category is written again whole.
        line.lines["art"] = [7] + line.lines["art"]!.filter { $0 != 2 }
        line.lines["science"] = nil
        line.lastCategory = nil
        try database.keep(line, for: "trivia")
        #expect(try folder.database().factLine(for: "trivia") == line)
    }

    @Test func whatAnotherProcessChangedMeanwhileIsKeptBesideThisOnesChange() throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        let first = folder.database()
        let second = folder.database()
        try first.keep(FactLine(lines: ["art": [1, 2, 3], "science": [4, 5]]), for: "trivia")
        _ = try second.factLine(for: "trivia")
        try second.keep(FactLine(lines: ["art": [3, 2, 1], "science": [4, 5]]), for: "trivia")
        try first.keep(FactLine(lines: ["art": [1, 2, 3], "science": [5, 4]]), for: "trivia")
        #expect(
            try folder.database().factLine(for: "trivia") == FactLine(lines: ["art": [3, 2, 1], "science": [5, 4]]))
    }

    @Test func aFactMovedThatAnotherProcessRemovedWritesItsCategoryWhole() throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        let first = folder.database()
        let second = folder.database()
        try first.keep(FactLine(lines: ["art": [1, 2, 3]]), for: "trivia")
        _ = try second.factLine(for: "trivia")
        try second.keep(FactLine(lines: ["art": [2, 3]]), for: "trivia")
        try first.keep(FactLine(lines: ["art": [2, 3, 1]]), for: "trivia")
        #expect(try folder.database().factLine(for: "trivia") == FactLine(lines: ["art": [2, 3, 1]]))
    }

    @Test func linesKeptAsJSONByEarlierReleasesBecomeRowsAndOnesThatCannotBeReadStartAfresh() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.directories.data, withIntermediateDirectories: true)
        _ = try await sqlite(folder.file, FirstReleaseDatabase.dump)
        _ = try await sqlite(
            folder.file,
            """
            INSERT INTO fact_line VALUES ('torn', '{"lines":{"art":[1,');
            INSERT INTO fact_line VALUES ('listed', '{"lines":["art"],"lastCategory":7}');
            """)
        let database = folder.database()
        #expect(
            try database.factLine(for: "facts")
                == FactLine(
                    lines: ["art": [13, 14, 12], "education": [2, 3, 1], "sports": [24, 25, 23]],
                    lastCategory: "sports"))
        #expect(try database.factLine(for: "torn") == FactLine())
        #expect(try database.factLine(for: "listed") == FactLine())
    }
}
