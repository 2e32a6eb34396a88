import Foundation
import Testing

@testable import QuizShell

@Suite("help wraps between words at the terminal's width")
struct HelpWrappingTests {
    static let topics = ["", "set", "source", "add", "cargar", "expect", "reviews"]

    /// The words of every line, in order: what the player reads, whatever the width.
    private static func words(_ lines: [String]) -> [String] {
        lines.flatMap { $0.split(separator: " ").map(String.init) }
    }

    private static func help(
        _ topic: String, columns: Int, language: Language
    ) async throws -> [String] {
        let shell = try ShellFixture(language: language)
        await shell.interpreter.useColumns(columns)
        let result = try await shell.run(topic.isEmpty ? "help" : "help \(topic)")
        #expect(result.failure == nil)
        return result.output
    }

    @Test(arguments: [40, 120], [Language.en, .es])
    func noLineIsWiderThanTheTerminalAndNoWordIsCut(columns: Int, language: Language) async throws {
        for topic in Self.topics {
            let wrapped = try await Self.help(topic, columns: columns, language: language)
            let unwrapped = try await Self.help(topic, columns: 10_000, language: language)
            #expect(Self.words(wrapped) == Self.words(unwrapped), "help \(topic) at \(columns) columns")
            for line in wrapped where line.count > columns {
                #expect(
                    line.split(separator: " ").count == 1,
                    "help \(topic): a line of \(line.count) characters at \(columns) columns: \(line)")
            }
        }
    }

    @Test func at120ColumnsTheSummariesContinueUnderTheirColumn() async throws {
        let lines = try await Self.help("", columns: 120, language: .en)
        let column = lines[0].range(of: "lists the commands")!.lowerBound.utf16Offset(in: lines[0])
        let load = try #require(lines.firstIndex { $0.hasPrefix("load PACK") })
        #expect(lines[load].count <= 120)
        #expect(lines[load + 1].hasPrefix(String(repeating: " ", count: column)))
        #expect(lines[load + 1].dropFirst(column).first != " ")
        #expect(
            Self.words([lines[load], lines[load + 1]]).suffix(4) == ["finds", "with", "that", "text"],
            "the summary of load goes on right under its column: \(lines[load + 1])")
    }

    @Test func at40ColumnsEachSummaryGoesUnderItsCommand() async throws {
        let lines = try await Self.help("", columns: 40, language: .es)
        #expect(lines[0] == "ayuda [ORDEN]")
        #expect(lines[1] == "    muestra las órdenes, o cómo se usa")
        #expect(lines[2] == "    una")
    }

    @Test func aNarrowTopicWrapsItsSummaryAndKeepsItsUsageUnderItself() async throws {
        let lines = try await Self.help("cargar", columns: 40, language: .en)
        #expect(
            lines == [
                "usage: load PACK [random N|search TEXT]",
                "loads a pack; of quizzes: all its pages,",
                "    random N: N random ones without",
                "    repeats, or search TEXT: those the",
                "    server finds with that text",
                "also: cargar",
            ])
        let source = try await Self.help("fuente", columns: 40, language: .es)
        #expect(source[0] == "uso: fuente [local [CARPETA...] |")
        #expect(source[1] == "     fixture CARPETA... | http URL")
    }

    @Test func aWordWiderThanTheLineStaysWhole() {
        #expect(
            "see https://example.com/a/very/long/address now".wrapped(width: 10, indent: 2) == [
                "see", "  https://example.com/a/very/long/address", "  now",
            ])
    }
}
