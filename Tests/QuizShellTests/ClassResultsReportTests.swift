import Foundation
import QuizCore
import QuizShell
import Testing

@testable import QuizClass

@Suite struct ClassResultsReportTests {
    /// A game of two questions: "=HYPERLINK" right on the first at 2 s, wrong with "+1" on the second at 3 s; Ben
    /// wrong with "-1" on the first at 4 s, silent on the second.
    static let game: ClassResults = {
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        return ClassResults(
            pin: "123456", pack: "sums", title: "Sums, quickly", startedAt: start, endedAt: start + 60, questions: 2,
            standings: [
                Standing(rank: 1, name: "=HYPERLINK", points: 950, right: 1),
                Standing(rank: 2, name: "Ben", points: 0, right: 0),
            ],
            asked: [
                AskedQuestion(
                    number: 1, prompt: "1 + 1?", solution: "2", card: "0000000000000001",
                    answers: [
                        .init(player: "=HYPERLINK", answer: "2", right: true, seconds: 2, points: 950),
                        .init(player: "Ben", answer: "-1", right: false, seconds: 4, points: 0),
                    ]),
                AskedQuestion(
                    number: 2, prompt: "2 - 1, said \"one\"?", solution: "1", card: "0000000000000002",
                    answers: [.init(player: "=HYPERLINK", answer: "+1", right: false, seconds: 3, points: 0)]),
            ])
    }()

    @Test func questionByQuestionAsText() throws {
        let lines = try ClassResultsReport.lines([Self.game], view: .question, format: .text, language: .en)
        #expect(
            lines == [
                "Room 123456 · Sums, quickly (sums)",
                "  1. 1 + 1? (answer: 2)",
                "     1/2 right (50%) · most chosen wrong: -1 (1) · mean 3.0 s",
                "  2. 2 - 1, said \"one\"? (answer: 1)",
                "     0/2 right (0%) · most chosen wrong: +1 (1) · mean 3.0 s",
            ])
    }

    @Test func playerByPlayerAsText() throws {
        let lines = try ClassResultsReport.lines([Self.game], view: .player, format: .text, language: .en)
        #expect(
            lines == [
                "Room 123456 · Sums, quickly (sums)",
                "  1. =HYPERLINK: 950 points, 1 right",
                "     1. 2: right, 2.0 s, 950 points",
                "     2. +1: wrong, 3.0 s, 0 points",
                "  2. Ben: 0 points, 0 right",
                "     1. -1: wrong, 4.0 s, 0 points",
                "     2. no answer",
            ])
    }

    @Test func csvStartsWithTheByteOrderMarkAndNeutralisesFormulas() throws {
        let byQuestion = try ClassResultsReport.lines([Self.game], view: .question, format: .csv, language: .en)
        #expect(byQuestion.count == 1)
        let rows = byQuestion[0].split(separator: "\n").map(String.init)
        #expect(rows[0].hasPrefix("\u{FEFF}pin,pack,ended,question,prompt,solution,players,answered,right,share_right"))
        #expect(rows[1] == "123456,sums,2027-01-15T08:01:00Z,1,1 + 1?,2,2,2,1,0.500,'-1,1,3.0")
        #expect(rows[2] == #"123456,sums,2027-01-15T08:01:00Z,2,"2 - 1, said ""one""?",1,2,1,0,0.000,'+1,1,3.0"#)
        let byPlayer = try ClassResultsReport.lines([Self.game], view: .player, format: .csv, language: .en)
        let playerRows = byPlayer[0].split(separator: "\n").map(String.init)
        #expect(playerRows[0] == "\u{FEFF}pin,pack,ended,rank,name,question,answer,right,seconds,points")
        #expect(playerRows[1] == "123456,sums,2027-01-15T08:01:00Z,1,'=HYPERLINK,1,2,true,2.0,950")
        #expect(playerRows[4] == "123456,sums,2027-01-15T08:01:00Z,2,Ben,2,,,,0")
        let standings = try ClassResultsReport.lines([Self.game], view: .standings, format: .csv, language: .en)
        #expect(standings[0].hasPrefix("\u{FEFF}pin,pack,ended,rank,name,right,points,tie\n"))
        #expect(standings[0].contains(",'=HYPERLINK,"))
        let noGameYet = try ClassResultsReport.lines([], view: .player, format: .csv, language: .en)
        #expect(noGameYet == ["\u{FEFF}pin,pack,ended,rank,name,question,answer,right,seconds,points"])
        #expect(
            try ClassResultsReport.lines([], view: .standings, format: .csv, language: .en)
                == ["\u{FEFF}pin,pack,ended,rank,name,right,points,tie"])
    }

    @Test func theStandingsOfATeamGameRankItsTeamsAndTheJSONHoldsNoHostKey() throws {
        var game = Self.game
        game.teams = [
            TeamStanding(rank: 1, name: "Red", points: 950, members: [game.standings[0]]),
            TeamStanding(rank: 2, name: "Blue", points: 0, members: [game.standings[1]]),
        ]
        game.hostKey = "0123456789abcdef0123456789abcdef"
        let lines = try ClassResultsReport.lines([game], view: .standings, format: .text, language: .en)
        #expect(
            Array(lines.dropFirst())
                == [
                    "Teams (their players' mean points):",
                    "  1. Red: 950 points",
                    "      1. =HYPERLINK: 950 points, 1 right",
                    "  2. Blue: 0 points",
                    "      2. Ben: 0 points, 0 right",
                    "Players:",
                    "  1. =HYPERLINK: 950 points, 1 right",
                    "  2. Ben: 0 points, 0 right",
                ])
        let json = try ClassResultsReport.lines([game], view: .standings, format: .json, language: .en).joined()
        #expect(json.contains(#""teams""#) && !json.contains(game.hostKey!))
        // A team column after the name; a game without teams beside it has that cell empty.
        let csv = try ClassResultsReport.lines([game, Self.game], view: .standings, format: .csv, language: .en)
        #expect(
            csv == [
                "\u{FEFF}pin,pack,ended,rank,name,team,right,points,tie\n"
                    + "123456,sums,2027-01-15T08:01:00Z,1,'=HYPERLINK,Red,1,950,\n"
                    + "123456,sums,2027-01-15T08:01:00Z,2,Ben,Blue,0,0,\n"
                    + "123456,sums,2027-01-15T08:01:00Z,1,'=HYPERLINK,,1,950,\n"
                    + "123456,sums,2027-01-15T08:01:00Z,2,Ben,,0,0,"
            ])
        // Player by player too; the JSON names each player's team, and no team in a game without teams.
        let byPlayer = try ClassResultsReport.lines([game, Self.game], view: .player, format: .csv, language: .en)
        let rows = byPlayer[0].split(separator: "\n").map(String.init)
        #expect(rows[0] == "\u{FEFF}pin,pack,ended,rank,name,team,question,answer,right,seconds,points")
        #expect(rows[1] == "123456,sums,2027-01-15T08:01:00Z,1,'=HYPERLINK,Red,1,2,true,2.0,950")
        #expect(rows[4] == "123456,sums,2027-01-15T08:01:00Z,2,Ben,Blue,2,,,,0")
        #expect(rows[5] == "123456,sums,2027-01-15T08:01:00Z,1,'=HYPERLINK,,1,2,true,2.0,950")
        let playerJSON = { try ClassResultsReport.lines([$0], view: .player, format: .json, language: .en).joined() }
        #expect(try playerJSON(game).contains(#""team" : "Blue""#) && !playerJSON(Self.game).contains("team"))
    }

    /// A near answer (a slider within its tolerance, an order half right) is wrong with some points: close, as the
    /// player was told, in the text and the CSV.
    @Test func aNearAnswerIsCloseInTextAndCSV() throws {
        var game = Self.game
        game.asked[1].answers[0].points = 420
        let text = try ClassResultsReport.lines([game], view: .player, format: .text, language: .en)
        #expect(text[3] == "     2. +1: close, 3.0 s, 420 points")
        #expect(text[5] == "     1. -1: wrong, 4.0 s, 0 points")
        let spanish = try ClassResultsReport.lines([game], view: .player, format: .text, language: .es)
        #expect(spanish[3].contains(": cerca, "))
        let csv = try ClassResultsReport.lines([game], view: .player, format: .csv, language: .en)
        let rows = csv[0].split(separator: "\n").map(String.init)
        #expect(rows[2] == "123456,sums,2027-01-15T08:01:00Z,1,'=HYPERLINK,2,'+1,close,3.0,420")
        #expect(rows[3] == "123456,sums,2027-01-15T08:01:00Z,2,Ben,1,'-1,false,4.0,0")
    }

    @Test func jsonHoldsTheRowsOfTheViewAsked() throws {
        let json = try ClassResultsReport.lines([Self.game], view: .question, format: .json, language: .en)
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let reports = try decoder.decode([ClassReport].self, from: Data(json.joined().utf8))
        #expect(reports.count == 1 && reports[0].players == nil)
        #expect(reports[0].questions?.map(\.mostChosenWrong) == ["-1", "+1"])
        #expect(reports[0].questions?.map(\.meanSeconds) == [3, 3])
    }

    @Test func spanishTextSaysTheSame() throws {
        let lines = try ClassResultsReport.lines([Self.game], view: .question, format: .text, language: .es)
        #expect(lines[2] == "     1/2 aciertos (50%) · el error más elegido: -1 (1) · media 3.0 s")
    }

    @Test func aStatementsAnswersAreInTheReportsLanguage() throws {
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let results = ClassResults(
            pin: "123456", pack: "peliculas", title: "Películas", startedAt: start, endedAt: start + 60, questions: 1,
            standings: [Standing(rank: 1, name: "Ana", points: 0, right: 0)],
            asked: [
                AskedQuestion(
                    number: 1, prompt: "La dirigió Coppola", solution: "yes", yesNo: true, card: "0000000000000001",
                    answers: [.init(player: "Ana", answer: "no", right: false, seconds: 2, points: 0)]),
                AskedQuestion(
                    number: 2, prompt: "¿Capital de Perú?", solution: "yes", card: "0000000000000002",
                    answers: [.init(player: "Ana", answer: "yes", right: false, seconds: 2, points: 0)]),
            ])
        let report = ClassReport(results, finished: true, byQuestion: true, byPlayer: true)
        let lines = try ClassResultsReport.lines([report], format: .text, language: .es)
        #expect(lines[1] == "  1. La dirigió Coppola (respuesta: sí)")
        #expect(lines[3] == "  2. ¿Capital de Perú? (respuesta: yes)")
        #expect(
            lines.contains("     2. yes: mal, 2.0 s, 0 puntos") && lines.contains("     1. no: mal, 2.0 s, 0 puntos"))
        let english = try ClassResultsReport.lines([report], format: .text, language: .en)
        #expect(english[1] == "  1. La dirigió Coppola (answer: yes)")
    }

    /// A homework room of three years to guess, whose one student is on the second question.
    static func homeworkUnderWay() throws -> Room {
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let years = (1...3).map {
            MixedItem(.slider(SliderItem(id: $0, question: "Year \($0)?", low: 1900, high: 2020, answer: 1969)))
        }
        let pack = Pack(name: "years", title: "Years", language: "en", items: .mixed(years))
        let settings = RoomSettings(seconds: 20, seed: 7, until: start + 86_400)
        var room = try #require(Room(pin: "123456", hostKey: "host", pack: pack, settings: settings, now: start))
        _ = try room.join(name: "Ana", device: "ana", now: start)
        _ = try room.answer(player: PlayerName("Ana")!.key, question: 1, typed: "1969", now: start + 2)
        return room
    }

    @Test(arguments: [
        (Language.en, "1/1 right (100%)", "no answers yet"), (.es, "1/1 aciertos (100%)", "sin respuestas todavía"),
    ])
    func aHomeworkQuestionNoStudentHasReachedShowsNoShareYet(language: Language, first: String, none: String) throws {
        let report = ClassReport(try Self.homeworkUnderWay().report, finished: false, byQuestion: true, byPlayer: false)
        let lines = try ClassResultsReport.lines([report], format: .text, language: language)
        #expect(lines.count == 7 && lines[2].hasPrefix("     " + first), "\(lines)")
        #expect(lines[4] == "     " + none && lines[6] == "     " + none, "\(lines)")
    }

    /// A live room of three years to guess: Ana and Ben answer the first two right, Cai joins during the third.
    static func lateJoiner() throws -> Room {
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let years = (1...3).map {
            MixedItem(.slider(SliderItem(id: $0, question: "Year \($0)?", low: 1900, high: 2020, answer: 1969)))
        }
        let pack = Pack(name: "years", title: "Years", language: "en", items: .mixed(years))
        let settings = RoomSettings(seconds: 20, seed: 7)
        var room = try #require(Room(pin: "123456", hostKey: "host", pack: pack, settings: settings, now: start))
        for name in ["Ana", "Ben"] { _ = try room.join(name: name, device: name, now: start) }
        for question in 1...3 {
            _ = try room.next(key: "host", now: start)
            if question == 3 { _ = try room.join(name: "Cai", device: "cai", now: start + 1) }
            for name in ["Ana", "Ben", "Cai"] where question == 3 || name != "Cai" {
                _ = try room.answer(player: PlayerName(name)!.key, question: question, typed: "1969", now: start + 2)
            }
        }
        _ = try room.next(key: "host", now: start + 3)
        return room
    }

    @Test func aLateJoinerCountsOnlyFromTheQuestionTheyJoinedOn() throws {
        let results = try #require(try Self.lateJoiner().results)
        let questions = try ClassResultsReport.lines([results], view: .question, format: .text, language: .en)
        #expect(
            questions.filter { $0.hasPrefix("     ") }.map { $0.prefix(21) } == [
                "     2/2 right (100%)", "     2/2 right (100%)", "     3/3 right (100%)",
            ], "\(questions)")
        let players = try ClassResultsReport.lines([results], view: .player, format: .text, language: .en)
        let cai = try #require(players.firstIndex { $0.contains("Cai") })
        #expect(
            players[(cai + 1)...].prefix { $0.hasPrefix("     ") }.map { $0.prefix(12) } == ["     3. 1969"],
            "\(players)")
        #expect(results.missed(by: "Cai")?.cards.isEmpty == true, "practice from the room asks Cai nothing missed")
    }
}
