import Foundation
import QuizTestSupport
import Testing

@Suite("quiz validate, test, run and serve in Spanish, as built")
struct SpanishCommandTests {
    private let quiz: BuiltQuiz
    private var folder: TemporaryFolder { quiz.folder }

    init() throws {
        quiz = try BuiltQuiz()
    }

    private static let goodPack = """
        {"format": 1, "name": "capitales", "kind": "quiz", "title": "Capitales", "language": "es", "items": [
          {"id": 1, "question": "¿Capital de Francia?", "answer": "París"}
        ]}

        """

    /// Every fault is on a line of its own, so that each has a place of its own.
    private static let badPack = """
        {"format": 1, "name": "Mal Nombre", "kind": "quiz", "title": "Malo", "language": "es", "items": [
          {"id": 1, "question": "",
           "answer": 5},
          {"id": 1, "question": "¿Otra?"}
        ]}

        """

    @Test func validateSaysGoodPacksAndEveryFaultInSpanish() async throws {
        try folder.write(Self.goodPack, to: "capitales.json")
        try folder.write(Self.badPack, to: "malo.json")
        let good = try await quiz("validate", "--lang", "es", "capitales.json")
        #expect(good.status == 0)
        #expect(good.stdout == "ok  capitales  quiz  1 elemento  es\n")

        let bad = try await quiz("validate", "--lang", "es", "malo.json")
        #expect(bad.status == 1)
        #expect(
            bad.stderr == """
                malo.json:1:23: name: «Mal Nombre» no es un nombre de paquete; usa minúsculas, cifras y guiones, \
                como «mundial-2022»
                malo.json:2:25: elemento 1 (id 1): question: está vacío; escribe aquí algún texto
                malo.json:3:14: elemento 1 (id 1): answer: debe ser un texto, y es un número
                malo.json:4:10: elemento 2 (id 1): id: el id 1 está repetido; el elemento 1 también lo tiene, y los id no \
                se repiten en un paquete
                malo.json:4:3: elemento 2 (id 1): answer: falta; las preguntas de un paquete local llevan su respuesta

                """)
    }

    @Test func validateInEnglishIsUnchanged() async throws {
        try folder.write(Self.badPack, to: "malo.json")
        let bad = try await quiz("validate", "malo.json")
        #expect(bad.stderr.contains("malo.json:3:14: item 1 (id 1): answer: must be a string, found a number\n"))
    }

    @Test func validateNamesAMissingFileInSpanish() async throws {
        let missing = try await quiz("validate", "--lang", "es", "nada.json")
        #expect(missing.status == 1)
        #expect(missing.stderr == "nada.json: no existe ese archivo o carpeta\n")
    }

    @Test func aSyntaxErrorIsExplainedInSpanish() async throws {
        try folder.write("{\"format\": 1,\n  \"name\" \"x\"}\n", to: "roto.json")
        let broken = try await quiz("validate", "--lang", "es", "roto.json")
        #expect(broken.stderr == "roto.json:2:10: error de sintaxis: no se esperaba '\"'; falta ':' tras \"name\"\n")
    }

    @Test func theLanguageFollowsTheEnvironmentAsThePlayersShellDoes() async throws {
        try folder.write(Self.goodPack, to: "capitales.json")
        let spanish = try await quiz.run(["validate", "capitales.json"], variables: ["LANG": "es_ES.UTF-8"])
        #expect(spanish.stdout == "ok  capitales  quiz  1 elemento  es\n")
        let messages = try await quiz.run(["validate", "capitales.json"], variables: ["LC_MESSAGES": "es_MX.UTF-8"])
        #expect(messages.stdout == "ok  capitales  quiz  1 elemento  es\n")
        let english = try await quiz.run(
            ["validate", "capitales.json"], variables: ["LANG": "es_ES.UTF-8", "LC_ALL": "en_GB.UTF-8"])
        #expect(english.stdout == "ok  capitales  quiz  1 item  es\n")
        let option = try await quiz.run(
            ["validate", "--lang", "en", "capitales.json"], variables: ["LANG": "es_ES.UTF-8"])
        #expect(option.stdout == "ok  capitales  quiz  1 item  es\n")
    }

    @Test(arguments: [
        "play", "practice", "run", "test", "validate", "serve", "import", "export", "sync", "history", "stats", "host",
        "assign", "join", "results",
    ])
    func langInHelpNamesEveryVariableTheLanguageFollows(command: String) async throws {
        let help = try await quiz(command, "--help")
        let words = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.ranges(of: "LC_ALL, LC_MESSAGES or LANG").count == words.ranges(of: "LC_ALL").count)
    }

    @Test func testSaysPassFailTheDiffAndTheTotalsInSpanish() async throws {
        try folder.write("# Libros\nload books\nplay 2\n1\nscore\n", to: "libros.quiz")
        let run = try await quiz("run", "--echo", "libros.quiz")
        try folder.write(run.stdout, to: "libros.session")
        let passed = try await quiz("test", "--lang", "es", "libros.session")
        #expect(passed.stdout == "SUPERADO libros.session\n1 superado, 0 fallidos\n")
        #expect(passed.status == 0)

        try folder.write(run.stdout + "quiz> score\nScore: 99 of 99.\n", to: "libros.session")
        let failed = try await quiz("test", "--lang", "es", "libros.session")
        #expect(failed.status == 1)
        let lines = failed.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "FALLIDO libros.session")
        #expect(lines[1...2] == ["--- libros.session", "+++ libros.session (lo ejecutado)"])
        #expect(lines.last == "0 superados, 1 fallido")
    }

    @Test func testAndRunSayWhyAFileCannotBeRead() async throws {
        let test = try await quiz("test", "--lang", "es", "nada.session")
        #expect(test.status == 1)
        let missing = "error: no se puede leer nada.session: no existe ese archivo o carpeta"
        #expect(test.stdout == "FALLIDO nada.session\n\(missing)\n0 superados, 1 fallido\n")
        let run = try await quiz.run(["run", "nada.quiz"], variables: ["LANG": "es_ES.UTF-8"])
        #expect(run.status == 1)
        #expect(run.stderr == "error: no se puede leer nada.quiz: no existe ese archivo o carpeta\n")
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("carpeta"), withIntermediateDirectories: true)
        let notAFile = try await quiz("run", "--lang", "es", "carpeta")
        #expect(notAFile.stderr == "error: no se puede leer carpeta: es una carpeta\n")
    }

    @Test func runPlaysInSpanishAndSaysWhereACommandFailed() async throws {
        try folder.write("cargar peliculas\nvolar\njugar 1\n", to: "guion.quiz")
        let run = try await quiz("run", "--lang", "es", "guion.quiz")
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix("Paquete peliculas cargado: 16 películas"))
        #expect(
            run.stderr
                == "guion.quiz:2: orden desconocida «volar»; escribe «ayuda» para verlas todas\n0 superados, 1 fallido\n"
        )
    }

    @Test func practiceFromARoomSaysWhatItNeedsInSpanish() async throws {
        let alone = try await quiz("practice", "--lang", "es", "--from-room", "123456")
        #expect(alone.status == 64 && alone.stderr.hasPrefix("Error: --from-room y --name van juntos\n"))
        let packs = try await quiz("practice", "--lang", "es", "--from-room", "123456", "--name", "Ana", "peliculas")
        #expect(
            packs.status == 64
                && packs.stderr.hasPrefix(
                    "Error: --from-room practica el paquete de la sala: no nombres ningún paquete\n")
        )
    }

    @Test func practiceSaysWhichOptionsGoWithTheFit() async throws {
        let stats = try await quiz("practice", "--pack", "films", "--stats")
        #expect(
            stats.status == 64
                && stats.stderr.hasPrefix(
                    "Error: --pack goes with --optimize or --evaluate; to practise or for --stats, name the packs at the end\n"
                ))
        let spanish = try await quiz("practice", "--lang", "es", "--log", "log.csv")
        #expect(
            spanish.status == 64
                && spanish.stderr.hasPrefix(
                    "Error: --log va con --optimize o --evaluate; para practicar o ver --stats, nombra los paquetes al final\n"
                ))
    }

    @Test func serveSaysWhatItServesAndWhatStopsItInSpanish() async throws {
        let empty = folder.url.appendingPathComponent("vacia")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let none = try await quiz("serve", "--lang", "es", "--packs", "vacia")
        #expect(none.status == 1)
        #expect(none.stderr == "no hay paquetes que servir en \(empty.path)\n")

        let noTokens = try await quiz("serve", "--lang", "es", "--token-file", "tokens.txt")
        #expect(noTokens.status == 1)
        #expect(noTokens.stderr == "--token-file tokens.txt: no se puede leer (no existe ese archivo o carpeta)\n")

        let line = try await firstLine(ofServing: ["serve", "--lang", "es", "--port", "0"])
        #expect(line.hasPrefix("sirviendo "))
        #expect(line.contains(" paquetes en http://127.0.0.1:"))
    }

    /// Starts `quiz serve`, waits for its first line on standard output (a minute at most), and stops it.
    private func firstLine(ofServing arguments: [String]) async throws -> String {
        let process = Process()
        process.executableURL = QuizProcess.binary
        process.arguments = arguments
        process.currentDirectoryURL = folder.url
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_DATA_HOME"] = folder.url.appendingPathComponent("home/data").path
        environment["LANG"] = "C.UTF-8"
        process.environment = environment
        let output = folder.url.appendingPathComponent("serve-stdout")
        try Data().write(to: output)
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = FileHandle.nullDevice
        try process.start()
        let deadline = ContinuousClock.now + .seconds(60)
        var text = ""
        while !text.contains("\n"), process.isRunning, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(20))
            text = try String(contentsOf: output, encoding: .utf8)
        }
        process.terminate()
        await process.exited()
        return text.split(separator: "\n").first.map(String.init) ?? ""
    }
}
