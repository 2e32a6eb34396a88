import Foundation
import Testing

@Suite("Odd command lines and input, as built: refused with a sentence, never a crash")
struct HostileCommandLineTests {
    private let quiz: BuiltQuiz
    private var folder: TemporaryFolder { quiz.folder }

    init() throws {
        quiz = try BuiltQuiz()
    }

    @Test("a source whose port is above 65535 is refused where it is given, before any connection")
    func portAboveRange() async throws {
        let run = try await quiz("--source", "http://u:secret@127.0.0.1:99999", input: "quit\n")
        #expect(run.status == 64)
        #expect(run.stderr.contains("has port 99999, and ports go from 1 to 65535"))
        #expect(!run.stderr.contains("secret"))
        let shell = try await quiz(input: "source http http://[::1]:65536\npacks\n")
        #expect(shell.status == 1)
        #expect(shell.stderr.contains("\"http://[::1]:65536\" has port 65536"))
        #expect(shell.stdout.contains("films"))
    }

    @Test("quiz serve --port 65536 is refused rather than served on another port")
    func servePortAboveRange() async throws {
        let run = try await quiz("serve", "--port", "65536")
        #expect(run.status == 64)
        #expect(run.stderr.contains("--port 65536 is not a port; give one from 1 to 65535, or 0 for a free one"))
        #expect(run.stdout.isEmpty)
    }

    @Test("quiz results, join and host --resume refuse alike what is not a room's PIN: six digits")
    func resultsOfNoPIN() async throws {
        for pin in ["abc", "12345", "1234567", "+12345", "１２３４５６"] {
            let run = try await quiz("results", pin)
            #expect(run.status == 64)
            #expect(run.stderr.hasPrefix("Error: \(pin) is not a PIN: a room's PIN has 6 digits\nUsage: quiz results "))
            let join = try await quiz("join", "http://127.0.0.1:9", pin, "--name", "Ana")
            #expect(join.status == 64)
            #expect(join.stderr.hasPrefix("Error: \(pin) is not a PIN: a room's PIN has 6 digits\nUsage: quiz join "))
            let host = try await quiz("host", "--resume", pin)
            #expect(host.stderr.hasPrefix("Error: --resume \(pin) is not a PIN"), "\(host.stderr)")
        }
    }

    @Test("quiz results of a PIN no room had fails with one line naming the PIN and where quiz serve keeps results")
    func resultsOfAnUnknownRoom() async throws {
        let records = folder.url.appendingPathComponent("home/data/quiz/quiz.sqlite").path
        let run = try await quiz("results", "111111")
        #expect(run.status == 1)
        #expect(run.stderr == "error: no results of room 111111 among those quiz serve kept in \(records)\n")
        #expect(run.stdout.isEmpty)
        let spanish = try await quiz("results", "111111", "--lang", "es")
        #expect(spanish.status == 1)
        #expect(
            spanish.stderr
                == "error: no hay resultados de la sala 111111 entre los que quiz serve guardó en \(records)\n")
        for format in ["json", "csv"] {
            let report = try await quiz("results", "111111", "--format", format)
            #expect(report.status == 1, "\(format)")
            #expect(report.stderr == run.stderr, "\(format)")
            #expect(report.stdout.isEmpty, "\(format): \(report.stdout)")
        }
    }

    @Test("a --packs folder that does not exist, or a file, is refused naming --packs, with the usage of its command")
    func missingPacksFolder() async throws {
        let play = try await quiz("--packs", "/no/such/packs", input: "packs\n")
        #expect(play.status == 64)
        #expect(play.stderr.hasPrefix("Error: --packs: no such folder: /no/such/packs\nUsage: quiz play "))
        #expect(play.stdout.isEmpty)
        let serve = try await quiz("serve", "--packs", "/no/such/packs")
        #expect(serve.status == 64)
        #expect(serve.stderr.hasPrefix("Error: --packs: no such folder: /no/such/packs\nUsage: quiz serve "))
        let spanish = try await quiz("serve", "--lang", "es", "--packs", "/no/such/packs")
        #expect(spanish.stderr.hasPrefix("Error: --packs: no existe la carpeta /no/such/packs\n"))
        let file = try folder.write("{}", to: "packs.json")
        for command in [["play"], ["serve"], ["test", "x.quiz"], ["run", "x.quiz"]] {
            let notFolder = try await quiz.run(command + ["--packs", file.path], variables: [:])
            #expect(notFolder.status == 64, "\(command)")
            #expect(notFolder.stderr.hasPrefix("Error: --packs: \"\(file.path)\" is not a folder\n"), "\(command)")
        }
    }

    @Test("an option given a value it does not take is refused in the player's language")
    func badOptionValuesInSpanish() async throws {
        let refusals: [([String], String)] = [
            (["history", "--format", "xml"], "error: --format xml: usa text, json o csv\n"),
            (["stats", "--format", "xml"], "error: --format xml: usa text, json o csv\n"),
            (["practice", "--stats", "--format", "xml"], "error: --format xml: usa text, json o csv\n"),
            (
                ["practice", "--optimize", "--format", "csv"],
                "error: --format csv: usa text o json con --optimize y --evaluate\n"
            ),
            (["results", "--format", "xml"], "error: --format xml: usa text, json o csv\n"),
            (["results", "--by", "pregunta"], "error: --by pregunta: usa standings, question o player\n"),
            (
                ["practice", "--export-log", "/no/such/folder/log.csv"],
                "error: no se puede escribir /no/such/folder/log.csv: no existe ese archivo o carpeta\n"
            ),
        ]
        for (arguments, refusal) in refusals {
            let run = try await quiz.run(arguments + ["--lang", "es"], variables: [:])
            #expect(run.status != 0)
            #expect(run.stderr == refusal, "\(arguments): \(run.stderr)")
        }
        let unreadable = try await quiz(
            "assign", "p", "--source", "http://127.0.0.1:9", "--until", "mañana", "--lang", "es")
        #expect(unreadable.status == 64)
        #expect(
            unreadable.stderr.hasPrefix(
                "Error: --until: «mañana» no es una fecha límite: da una fecha (2026-12-01, hasta el final de ese día)"),
            "\(unreadable.stderr)")
        let passed = try await quiz(
            "assign", "p", "--source", "http://127.0.0.1:9", "--until", "2001-01-01", "--lang", "es")
        #expect(passed.stderr.hasPrefix("Error: --until: la fecha límite 2001-"), "\(passed.stderr)")
        #expect(passed.stderr.contains(" ya ha pasado: da una por venir, como mucho a 30 días\n"))
        let server = "http://127.0.0.1:9"
        let usageRefusals: [([String], String)] = [
            (
                ["sync", "--source", "nada"],
                "--source: «nada» no es la URL de un servidor; da una como http://127.0.0.1:8080"
            ),
            (["sync", "--packs", "/no/such/packs"], "--packs: no existe la carpeta /no/such/packs"),
            (["sync", "--source", server, "--packs", "/no/such/packs"], "usa --packs o --source, no ambos"),
            (
                ["play", "--source", "nada"],
                "--source: «nada» no es la URL de un servidor; da una como http://127.0.0.1:8080"
            ),
            (["run", "--packs", "/no/such/packs", "x"], "--packs: no existe la carpeta /no/such/packs"),
            (["assign", "p", "--source", "nada", "--until", "+1d"], "--source nada no es una URL"),
            (["assign", "p", "--source", server, "--until", "+1d", "--seconds", "1"], "--seconds 1: da de 5 a 600"),
            (["host", "p", "--source", "nada"], "--source nada no es una URL"),
            (["host", "p", "--source", server, "--questions", "0"], "--questions 0: da 1 o más"),
            (["host", "p", "--source", server, "--teams", "1"], "--teams: 1 equipo: da de 2 a 50"),
            (
                ["host", "p", "--source", server, "--teams", "Rojo,Rojo"],
                "--teams: dos equipos se llaman «Rojo»; da a cada uno su propio nombre"
            ),
            (["host", "p", "--source", server, "--shared-devices"], "--shared-devices necesita --teams"),
            (
                ["practice", "--export-log", "x.csv", "--optimize", "--stats"],
                "--export-log, --optimize y --stats hacen cosas distintas; da una sola"
            ),
            (["host", "p", "--resume", "123456"], "da un paquete para abrir una sala, o --resume PIN, no ambos"),
            (["host", "--resume", "12"], "--resume 12 no es un PIN: el PIN de una sala tiene 6 dígitos"),
            (["host"], "da el paquete con el que abrir una sala, o --resume PIN"),
            (["host", "p"], "da el servidor con --source URL"),
            (["join", "nada", "12", "--name", "Ana"], "12 no es un PIN: el PIN de una sala tiene 6 dígitos"),
            (["join", "nada", "123456", "--name", "Ana"], "nada no es una URL"),
            (["join", server, "123456", "--name", " \u{7} "], "--name: un nombre tiene de 1 a 24 caracteres visibles"),
            (
                ["join", server, "123456", "--name", String(repeating: "a", count: 10_240)],
                "--name: un nombre tiene de 1 a 24 caracteres visibles"
            ),
            (["results", "12"], "12 no es un PIN: el PIN de una sala tiene 6 dígitos"),
            (["results", "--watch"], "--watch sigue una sala: da su PIN"),
            (["results", "123456", "--watch", "--format", "json"], "--watch solo escribe texto"),
            (
                ["join", "http://127.0.0.1:9", "123456", "--name", "Ana", "--images", "zz"],
                "--images admite auto, quiet, kitty, sixel, iterm, symbols, symbols-256, symbols-16 u off, no «zz»"
            ),
        ]
        for (arguments, refusal) in usageRefusals {
            let run = try await quiz.run(arguments + ["--lang", "es"], variables: [:])
            #expect(run.status == 64)
            #expect(
                run.stderr.hasPrefix("Error: \(refusal)\nUsage: quiz \(arguments[0]) "), "\(arguments): \(run.stderr)")
        }
        let sync = try await quiz.run(["sync", "--source", "nada"], variables: ["LANG": "es_ES.UTF-8"])
        #expect(sync.status == 64)
        #expect(
            sync.stderr.hasPrefix(
                "Error: --source: «nada» no es la URL de un servidor; da una como http://127.0.0.1:8080\nUsage: quiz sync "
            ),
            "\(sync.stderr)")
        let english = try await quiz("sync", "--source", "nada")
        #expect(
            english.stderr.hasPrefix(
                "Error: --source: \"nada\" is not a server URL; give one such as http://127.0.0.1:8080\n"))
        let englishExport = try await quiz("practice", "--export-log", "/no/such/folder/log.csv")
        #expect(englishExport.stderr == "error: cannot write /no/such/folder/log.csv: no such file or directory\n")
    }

    @Test("quiz serve --host with a name that resolves to nothing says so in a sentence, in English and Spanish")
    func serveUnknownHost() async throws {
        let run = try await quiz("serve", "--host", "no-such-host.invalid", "--port", "0")
        #expect(run.status == 1)
        #expect(
            run.stderr.hasSuffix(
                "cannot listen on no-such-host.invalid: no such host; give --host a name or address of this machine, "
                    + "such as 127.0.0.1 (this machine only) or 0.0.0.0 (every network)\n"))
        #expect(!run.stderr.contains("SocketAddressError") && !run.stderr.contains("UnknownHost"))
        let spanish = try await quiz.run(
            ["serve", "--host", "no-such-host.invalid", "--port", "0"], variables: ["LANG": "es_ES.UTF-8"])
        #expect(spanish.stderr.contains("no se puede escuchar en no-such-host.invalid: no existe ese host"))
    }

    @Test("quiz serve --host with an address of another machine says to give one of this machine, in Spanish too")
    func serveForeignHost() async throws {
        // 192.0.2.1 is kept for documentation (RFC 5737): no machine has it.
        let spanish = try await quiz.run(
            ["serve", "--host", "192.0.2.1", "--port", "0"], variables: ["LANG": "es_ES.UTF-8"])
        #expect(spanish.status == 1)
        #expect(
            spanish.stderr.hasSuffix(
                "no se puede escuchar en 192.0.2.1:0: esa dirección no es de esta máquina; da a --host una que lo "
                    + "sea, como 127.0.0.1 (solo esta máquina) o 0.0.0.0 (todas las redes)\n"),
            "\(spanish.stderr)")
    }

    @Test("--token-file and import of /dev/zero are refused at once, saying it is not a regular file")
    func endlessDevices() async throws {
        let serve = try await quiz("serve", "--port", "0", "--token-file", "/dev/zero")
        #expect(serve.status == 1)
        #expect(
            serve.stderr == "--token-file /dev/zero: cannot read it (it is not a regular file but a device or a pipe)\n"
        )
        let imported = try await quiz("import", "/dev/zero")
        #expect(imported.status == 1)
        #expect(imported.stderr.hasPrefix("error: /dev/zero: cannot be read: it is not a regular file but a device"))
    }

    @Test("escapes typed by the user are shown, not obeyed, in messages")
    func typedEscapes() async throws {
        let run = try await quiz(input: "load \u{1B}]0;title\u{07}\u{1B}[2J\n")
        #expect(!run.stderr.contains("\u{1B}"))
        #expect(run.stderr.contains("␛]0;title␇␛[2J"))
    }

    @Test("a device, even /dev/null, is not a script or a pack file; a folder says so")
    func devices() async throws {
        let run = try await quiz("run", "/dev/null")
        #expect(run.status == 1)
        #expect(run.stderr == "error: cannot read /dev/null: it is not a regular file but a device or a pipe\n")
        let validate = try await quiz("validate", "/dev/null")
        #expect(validate.status == 1)
        #expect(
            validate.stderr == "/dev/null: cannot be read: it is not a regular file but a device or a pipe\n")
        let folderRun = try await quiz("run", folder.url.path)
        #expect(folderRun.stderr == "error: cannot read \(folder.url.path): is a directory\n")
    }

    @Test("--token on the command line works, with a hint that ps shows it")
    func tokenOptionHint() async throws {
        let play = try await quiz("--token", "T", input: "quit\n")
        #expect(play.status == 0)
        #expect(play.stderr.contains("hint: --token shows in the process list (ps); give the token with QUIZ_TOKEN\n"))
        let serve = try await quiz("serve", "--port", "0", "--token", "T", "--token-file", "/dev/zero")
        #expect(
            serve.stderr.contains(
                "hint: --token shows in the process list (ps); give the token with --token-file or QUIZ_TOKEN\n"))
    }
}
