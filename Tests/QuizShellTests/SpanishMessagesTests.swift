import Foundation
import QuizAPI
import QuizClient
import QuizCore
import QuizPictures
import QuizScripting
import QuizStore
import QuizTestSupport
import Testing

@testable import QuizClass
@testable import QuizPacks
@testable import QuizShell

/// Words that give away an English sentence left in a Spanish one. None of them is a Spanish word; the arguments the
/// shell takes in English (random, search, on, pack, kind, since...) are left out.
private let giveaways: Set<String> = [
    "the", "an", "is", "are", "not", "cannot", "must", "found", "missing", "with", "of", "to", "from", "this", "that",
    "which", "use", "type", "empty", "file", "folder", "passed", "failed", "warning", "read", "write", "denied",
    "permission", "directory", "in", "and", "or", "be", "has", "have", "it", "there", "such", "unexpected",
    "expected", "invalid", "character", "duplicate", "unknown", "holds", "keep", "appears", "twice", "item", "items",
    "answer", "question", "game", "could", "server", "connection", "refused", "score", "round", "expect", "got",
]

/// The giveaway words of `text`, in order, leaving out what a message quotes rather than says: addresses and paths,
/// and text between «» or "".
private func englishWords(in text: String) -> [String] {
    let said = text.replacing(/«[^»]*»|"[^"]*"/, with: " ").split(separator: " ")
        .filter { !$0.contains("://") && !$0.hasPrefix("/") && !$0.hasPrefix("(/") }.joined(separator: " ")
    return said.lowercased().split { !$0.isLetter }.map(String.init).filter(giveaways.contains)
}

@Suite("Every message has a Spanish side")
struct SpanishMessagesTests {
    private let spanish = Messages(language: .es)
    private let english = Messages(language: .en)
    private let url = URL(string: "http://127.0.0.1:9/packs")!

    /// Checks that each pair is translated: Spanish differs from English and has no English giveaway word.
    private func expectTranslated(
        _ pairs: [(spanish: String, english: String)], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for pair in pairs {
            #expect(pair.spanish != pair.english, "untranslated: \(pair.english)", sourceLocation: sourceLocation)
            #expect(
                englishWords(in: pair.spanish).isEmpty, "English in «\(pair.spanish)»", sourceLocation: sourceLocation)
        }
    }

    // MARK: Pack faults

    /// Pack files with one kind of fault each, so that every sentence `PackReader` and `JSONParser` write appears.
    private static let badDocuments: [String] = {
        func pack(kind: String = "quiz", _ items: String) -> String {
            #"{"format": 1, "name": "malo", "kind": "\#(kind)", "title": "Malo", "language": "es", "items": [\#(items)]}"#
        }
        let quiz = #"{"id": 1, "question": "¿Sí?", "answer": "sí"}"#
        let choice = #"{"id": 1, "question": "¿Cuál?", "answers": [{"answer": "uno"}, {"answer": "dos"}]"#
        return [
            pack(kind: "poll", ""),
            pack(#"{"id": 9007199254740991, "question": "¿Sí?", "answer": "sí"}"#),
            pack(
                kind: "mixed",
                #"{"kind": "slider", "id": 1, "question": "Q", "low": 5, "high": 1, "answer": 2}, "#
                    + #"{"kind": "slider", "id": 2, "question": "Q", "low": 0, "high": 10, "step": 0, "answer": 2}, "#
                    + #"{"kind": "slider", "id": 3, "question": "Q", "low": 0, "high": 10, "answer": 20}, "#
                    + #"{"kind": "ordering", "id": 4, "question": "Q", "items": ["a", "A", "b"]}, "#
                    + #"{"kind": "ordering", "id": 5, "question": "Q", "items": ["a"]}, "#
                    + #"{"kind": "pairs", "id": 6, "question": "Q", "pairs": [{"left": "a", "right": "b"}]}, "#
                    + #"{"kind": "pairs", "id": 7, "question": "Q", "pairs": [{"left": "a", "right": "b"}, "#
                    + #"{"left": "c", "right": "d"}], "extra": [\#((1...25).map { "\"x\($0)\"" }.joined(separator: ","))]}"#
            ),
            "[1]",
            #"{"format": 2, "name": "malo", "kind": "quiz", "title": "Malo", "language": "es", "items": [\#(quiz)]}"#,
            #"{"format": 1, "name": "Mal", "kind": "quiz", "title": "Malo", "language": "es", "items": [\#(quiz)]}"#,
            #"{"format": 1, "name": "malo", "kind": "quiz", "title": "Malo", "language": "español", "items": [\#(quiz)]}"#,
            #"{"format": 1, "name": "malo", "kind": "pelota", "title": "Malo", "language": "es", "items": [\#(quiz)]}"#,
            pack(kind: "mixed", #"{"id": 1, "kind": "fact", "category": "arte", "title": "T", "text": "x"}"#),
            #"{"format": 1, "name": "malo", "kind": "quiz", "title": "Malo", "language": "es", "items": "x"}"#,
            pack(""),
            pack("5"),
            pack(quiz + ", " + quiz),
            pack(#"{"id": 1, "question": "¿Sí?"}"#),
            pack(
                kind: "match",
                #"{"id": 1, "phase": "Final", "team1": {"name": "A"}, "team2": {"name": "B"}, "winner": 3}"#),
            pack(#"{"id": 1, "question": "", "answer": "sí"}"#),
            pack(#"{"id": 1, "question": "¿S\u200Bí?", "answer": "s\u0007í", "tips": ["\u200E", "a\u2028b"]}"#),
            pack(#"{"id": 1, "question": "¿Sí?", "answer": "sí", "tips": 5, "author": 5, "favourite": "sí"}"#),
            pack(#"{"id": "uno", "question": "¿Sí?", "answer": 5, "attachment": 5}"#),
            pack(
                kind: "film",
                #"{"id": 1, "title": "Tiburón", "question": "¿Sí?", "answer": true, "posterUrl": "ftp://x"}"#),
            pack(kind: "choice", #"{"id": 1, "question": "¿Cuál?", "answers": [{"answer": "uno"}], "solution": 1}"#),
            pack(kind: "choice", #"{"id": 1, "question": "¿Cuál?", "answers": "x", "solution": 1}"#),
            pack(kind: "choice", choice + #", "solution": 9}"#),
            pack(
                kind: "choice",
                #"{"id": 1, "question": "¿Cuál?", "answers": [{"answer": "a"}, {"answer": "a"}], "solution": 1}"#),
            pack(kind: "choice", choice + #", "solution": 1, "solutions": [2]}"#),
            pack(kind: "choice", choice + #", "solution": 1, "solutions": [1, 5]}"#),
            pack(kind: "choice", choice + #", "solution": 2, "solutions": [1, 2]}"#),
            pack(kind: "choice", choice + #", "solution": 1, "solutions": "x"}"#),
            pack(#"{"id": 1, "question": "¿Pi?", "answer": "3", "numbers": []}"#),
            pack(#"{"id": 1, "question": "¿Pi?", "answer": "3", "numbers": [{"value": 3, "tolerance": -1}]}"#),
            pack(kind: "mixed", #"{"kind": "slider", "id": 1, "question": "Q", "low": "x", "high": 9, "answer": 2}"#),
            pack(#"{"id": 1, "question": "¿Sí?", "answer": "sí", "answer": "no"}"#),
            pack(#"{"id": 1, "question": "¿Sí?", "answer": "sí", "answer": "no", "answer": "quizá"}"#),
            #"{"a" 1}"#,
            #"{"a": }"#,
            #"{"a": 1"#,
            "[1 2]",
            #"{"a": tru}"#,
            "{} x",
            #"{"a": "\q"}"#,
            #"{"a": "\ud800\u0041"}"#,
            #"{"a": "abc"#,
            "{\"a\": \"ab\ncd\"}",
            "{\"a\": \"a\u{01}b\"}",
            "{1: 2}",
            #"{"a": "\u12"}"#,
            #"{"a": 01}"#,
            #"{"a": 1.}"#,
            #"{"a": 1e}"#,
            #"{"a": -}"#,
            String(repeating: "[", count: 600),
        ]
    }()

    /// Faults that only files and folders give: written as `PackLoader` and `PackValidation` write them.
    private static let fileFaults = [
        "no such file or folder", "cannot be read", "cannot be read: no such file", "cannot be read: is a directory",
        "holds no pack files (*.json)",
        "\"malo\" is also the name of otro.json, the one played; names must be unique in a folder",
        "cannot be written as JSON",
        "\"images/flag.png\" cannot be read beside the pack: no such file or directory",
        "\"images/flag.png\" cannot be read beside the pack: it is over 16 MiB, the limit for a picture",
        "would be 65 MiB, over the 64 MiB limit for a pack file; make several smaller packs",
        "would be over the 64 MiB limit for a pack file at item 290816; make several smaller packs",
        "the question is longer than 1 MiB, the most quiz imports of one question; shorten it, or split it into several",
    ]

    /// A picture error of every kind, as play's decoder gives them.
    private static let pictureErrors: [PictureError] = [
        .tooLarge, .tooManyPixels(width: 9000, height: 9000), .tooManyScans(count: 300),
        .scansTooCostly(passes: 90, limit: 64), .tooMuchMemory(limit: 250_000_000, width: 4000, height: 3000),
        .tooSlow(limit: .seconds(5)), .cancelled, .notAPicture, .damaged(.endsEarly), .damaged(.otherSize),
        .damaged(.broken),
    ]

    private static var packFaultMessages: [String] {
        var messages = fileFaults + pictureErrors.map { "\"images/a.png\" \($0)" }
        for document in badDocuments {
            do {
                _ = try PackLoader.decode(Data(document.utf8), file: "malo.json")
                Issue.record("no fault in \(document)")
            } catch {
                messages += error.faults.map(\.message)
            }
        }
        return messages
    }

    @Test func everyPackFaultSentenceIsInSpanish() throws {
        var messages = Self.packFaultMessages
        let invalidUTF8 = Data([0x7B, 0x22, 0x61, 0x22, 0x3A, 0x22, 0xFF, 0x22, 0x7D])
        #expect(throws: PackLoadError.self) { try PackLoader.decode(invalidUTF8, file: "malo.json") }
        do {
            _ = try PackLoader.decode(invalidUTF8, file: "malo.json")
        } catch {
            messages += error.faults.map(\.message)
        }
        expectTranslated(messages.map { (spanish.packFaultMessage($0), english.packFaultMessage($0)) })
    }

    @Test func aPictureOverTheLimitIsRefusedInOneWording() {
        #expect(spanish.pictureError(.tooLarge) == "pasa de 16 MiB, el límite para una imagen")
        #expect(
            spanish.fileReason("it is over 16 MiB, the limit for a picture")
                == "pasa de 16 MiB, el límite para una imagen")
    }

    @Test func aPictureBesideThePackThatDoesNotDecodeIsToldAsPlayTellsIt() {
        let cut = #""images/a.png" is a picture whose data ends early, as if the file were cut short"#
        #expect(
            spanish.packFaultMessage(cut)
                == "«images/a.png» es una imagen cuyos datos acaban antes de tiempo, como si el archivo estuviera cortado"
        )
        for error in Self.pictureErrors {
            #expect(
                spanish.packFaultMessage("\"images/a.png\" \(error)") == "«images/a.png» \(spanish.pictureError(error))"
            )
        }
    }

    @Test func everyPackFaultWordingIsUsed() {
        let messages = Self.packFaultMessages
        for wording in Messages.packFaultWordings + Messages.pictureFaultWordings {
            let regex = try? Regex(wording.pattern)
            #expect(regex != nil, "not a regular expression: \(wording.pattern)")
            guard let regex else { continue }
            #expect(messages.contains { $0.wholeMatch(of: regex) != nil }, "no fault reads \(wording.pattern)")
        }
    }

    /// Files with faults of each kind that the import readers find, so that their sentences appear.
    private static let badImports: [(file: String, text: String)] = [
        ("a.csv", "pregunta;respuesta correcta\nuno;dos\n"),
        ("b.csv", "question,answer1,answer2,solution\n¿Cuál?,uno,dos,X\n,uno,dos,1\n¿Y?,uno,,1\n"),
        ("c.csv", "question,answer,numbers\n¿Pi?,,tres\n¿Y?,,\n\"sin cerrar\n"),
        ("c2.csv", "question,answer,numbers\n¿7/2?,3.5,3,5\n"),
        ("d.txt", "Q2\nA. x\nANSWER: A\n\nSolo\n\nANSWER: A\nA. x\n\nQ3\nA. x\nY\n"),
        ("e.gift", "::T sin cerrar {=a}\n\nSolo texto\n\nDos {=a ~b} y {=c ~d}\n\n{=a ~b}\n\nN {#tres}\n"),
        ("e2.gift", "N {#=%0%3}\n"),
        ("f.gift", "C {1:MC:=a~b}\n\nP {=a -> 1 =b}\n\nP {=a -> }\n\nP {=a -> 1}\n\nV {= ~b}\n\nW {~a ~b}\n"),
        ("g.gift", "X {=%0%a =%0%b}\n\nY {=a =%100%b ~c}\n\nZ {=a}\n\nU {=a ~b ~c ~d ~e ~f ~g ~h ~i}\n\nA {"),
        ("h.txt", "#separator:tab\nsolo\n\tsin pregunta\n"),
        ("i.json", #"{"response_code": 1, "results": []}"#),
        ("j.json", #"{"response_code": 0, "results": [{"type": "x", "question": "q", "correct_answer": "a"}, 5]}"#),
        ("k.json", #"{"response_code": 0, "results": ["#),
        ("l.json", #"{"response_code": 0}"#),
        ("m.txt", "nada que decir"),
        ("n.txt", "<?xml version=\"1.0\"?>\n<quiz>\n</quiz>\n"),
        ("o.csv", ""),
        ("q.txt", "<img src=\"flag.png\">\tFrance\n"),
    ]

    @Test func everyImportSentenceIsInSpanish() throws {
        var messages: [String] = []
        for bad in Self.badImports {
            do {
                let read = try PackImporter.read(bad.text, file: bad.file, format: nil)
                messages += read.faults.map(\.message) + read.skipped.map { "skipped: \($0.reason)" }
            } catch {
                messages.append(error.message)
            }
        }
        let undecodable = Data([0x71, 0x2C, 0x61, 0x0A, 0xF1, 0x2C, 0x62, 0x0A])
        #expect(throws: ImportError.self) { _ = try ImportEncoding.text(of: undecodable, file: "p.csv", encoding: nil) }
        do {
            _ = try ImportEncoding.text(of: undecodable, file: "p.csv", encoding: nil)
        } catch {
            messages.append(error.message)
        }
        expectTranslated(messages.map { (spanish.importSentence($0), english.importSentence($0)) })
    }

    @Test func aFaultKeepsItsPlaceAndFieldAndTranslatesItsItemAndSentence() {
        var fault = PackFault(
            file: "packs/malo.json", position: TextPosition(line: 14, column: 17), item: .init(number: 3, id: 7),
            field: "winner", message: "must be 1 or 2, found 3")
        #expect(spanish.packFault(fault) == "packs/malo.json:14:17: elemento 3 (id 7): winner: debe ser 1 o 2, y es 3")
        #expect(english.packFault(fault) == "packs/malo.json:14:17: item 3 (id 7): winner: must be 1 or 2, found 3")
        fault.item = .init(number: 2, id: nil)
        fault.field = nil
        fault.message = #""winner" appears twice in this object; keep one"#
        #expect(
            spanish.packFault(fault)
                == "packs/malo.json:14:17: elemento 2: «winner» aparece dos veces en este objeto; deja solo uno")
        #expect(english.packFault(fault) == fault.description)
        let unsaved = PackStoreError.invalid(PackLoadError(file: "malo.json", faults: [fault]))
        #expect(spanish.storeError(unsaved).hasPrefix("no se ha guardado; elemento 2: «winner» aparece dos veces"))
    }

    @Test func aSentenceTheMessagesDoNotKnowIsShownAsItIs() {
        #expect(spanish.packFaultMessage("something new") == "something new")
    }

    // MARK: Errors of the game, the network, scripts, files

    @Test func everyGameErrorIsInSpanish() {
        let errors: [GameError] = [
            .notStarted, .alreadyStarted, .gameOver, .paused, .alreadyPaused, .notPaused, .alreadyAnswered(round: 2),
            .unanswered(round: 2), .emptyAnswer,
            .notAnOption("7", options: ["uno", "dos", "tres"]), .notAnOption("7", options: ["uno", "dos"]),
            .notYesOrNo("quizá"), .checkFailed(round: 2, reason: "sin conexión"), .noCheckRoute(round: 2),
            .noQuestions(pack: "libros", filter: "zzz"), .noQuestions(pack: "libros", filter: nil),
            .invalidLimit(0),
        ]
        expectTranslated(errors.map { (spanish.gameError($0), english.gameError($0)) })
    }

    @Test func everyTransportErrorIsInSpanish() {
        let errors: [TransportError] = [
            .timedOut(url: url, after: .seconds(5)), .connectionFailed(url: url, reason: "connection refused"),
            .bodyTooLarge(url: url, limit: 1024), .downloadTooLarge(url: url, limit: .pages(3)),
            .downloadTooLarge(url: url, limit: .items(3)), .downloadTooLarge(url: url, limit: .bytes(3)),
            .redirectLoop(url: url), .badAddress(url: url), .status(url: url, code: 401, message: nil),
            .status(url: url, code: 500, message: nil), .malformedBody(url: url, path: "data", reason: "x"),
            .cancelled(url: url), .notCached(url: url), .uncached(.cancelled(url: url)), .nothingServed(url: url),
            .notSynced(url: url), .uncached(.status(url: url, code: 500, message: nil)),
            .uncached(.malformedBody(url: url, path: "", reason: "x")),
        ]
        expectTranslated(errors.map { (spanish.transport($0), english.transport($0)) })
    }

    @Test func everySyncErrorIsInSpanish() throws {
        // What a cache folder under a file, which cannot be a folder, gives when a download is written there.
        let unwritable = try #require(
            #expect(throws: DownloadCache.WriteError.self) {
                try DownloadCache(folder: URL(fileURLWithPath: "/dev/null/sync-1")).store(Data(), for: url)
            })
        let errors: [SyncError] = [
            .transport(.cancelled(url: url), done: 0, total: 0), .transport(.cancelled(url: url), done: 1, total: 2),
            .cannotStore(unwritable, done: 1, total: 2), .localSource,
            .records(.damaged(URL(fileURLWithPath: "/tmp/datos/quiz.sqlite"), reason: "it is not a database")),
        ]
        expectTranslated(errors.map { (spanish.syncError($0), english.syncError($0)) })
        // A sync cancelled names no file: which of those under way was named would be chance.
        #expect(
            english.syncError(errors[1])
                == "sync cancelled after 1 of 2 files; what was downloaded is kept, and \"sync\" again resumes from there"
        )
    }

    @Test func whyAServersBodyIsWrongIsInSpanish() {
        let reasons = [
            "an HTML page, where JSON was expected", "an empty body, where JSON was expected",
            "JSON that is cut off or broken", "not JSON", "missing", "null where a value is needed",
            "page 2 repeats quizzes already received", "expected 7, the id checked, found 8",
            "expected an array, found an object (line 1, column 1)", "expected true or false, found something else",
            "must be a whole number, found a string (line 1, column 9)",
            "missing; this field is required (line 3, column 17)", #"neither a quiz nor "nomore": true"#, "not a quiz",
            "syntax error: the string before this point is not valid UTF-8 (line 1, column 29)",
        ]
        expectTranslated(
            reasons.map { .malformedBody(url: url, path: "[0].id", reason: $0) }.map {
                (spanish.transport($0), english.transport($0))
            })
        #expect(
            spanish.transport(.malformedBody(url: url, path: "[0].id", reason: reasons[10]))
                == "\(url): respuesta inesperada en [0].id: debe ser un número entero, y es un texto (línea 1, columna 9)"
        )
    }

    @Test func everyScriptErrorIsInSpanish() {
        let scriptErrors: [ScriptError] = [
            .unreadable(path: "guion.quiz", reason: "no such file or directory"),
            .noTranscripts(path: "guiones"), .unwritable(path: "guion.session", reason: "permission denied"),
            .noSandbox(reason: "no space left on device"),
        ]
        expectTranslated(
            scriptErrors.map { (spanish.scriptError($0), english.scriptError($0)) }
                + [(spanish.noPackFolder(.init(folders: [])), english.noPackFolder(.init(folders: [])))])
    }

    @Test func everyErrorOfThePlayersDatabaseIsInSpanish() {
        let file = URL(fileURLWithPath: "/tmp/datos/quiz.sqlite")
        let errors: [PlayerDatabaseError] = [
            .newerSchema(file), .damaged(file, reason: "it is not a database"),
            .damaged(file, reason: "its pages are corrupt"), .diskFull(file),
            .failed(file, reason: "another quiz held it too long, so the last change was not kept"),
            .failed(file, reason: "it cannot be written (read-only)"),
            .failed(file, reason: "it cannot be opened; check that its folder is writable"),
            .failed(file, reason: "the disk failed to read or write it (is it full?)"),
            .failed(file, reason: "cannot create its folder (permission denied)"),
        ]
        expectTranslated(errors.map { (spanish.recordsError($0), english.recordsError($0)) })
        let unavailable = PlayerDatabaseUnavailable(reason: .diskFull(file))
        #expect(english.recordsError(unavailable) == unavailable.description)
        #expect(spanish.recordsError(unavailable).hasSuffix("; los resultados de esta sesión no se guardan"))
        #expect(
            spanish.recordsError(PlayerDatabaseError.damaged(file, reason: "it is not a database"))
                == "/tmp/datos/quiz.sqlite está dañado (no es una base de datos): apártalo (mv /tmp/datos/quiz.sqlite "
                + "/tmp/datos/quiz.sqlite.damaged) y el próximo arranque crea uno nuevo")
    }

    @Test func everySystemReasonForAFileIsInSpanish() {
        let codes = [
            ENOENT, EACCES, EPERM, EISDIR, ENOTDIR, EEXIST, ENOTEMPTY, ENOSPC, EDQUOT, EROFS, EMFILE, ENAMETOOLONG,
            ELOOP,
            EIO, EFBIG, ETXTBSY, EBUSY, ENXIO, EINVAL, ENOMEM, EAGAIN, EADDRINUSE, EADDRNOTAVAIL,
        ]
        let system = codes.map { String(cString: strerror($0)) }
        let cocoa = [
            NSFileReadNoSuchFileError, NSFileReadNoPermissionError, NSFileReadInapplicableStringEncodingError,
            NSFileWriteOutOfSpaceError, NSFileWriteVolumeReadOnlyError, NSFileReadTooLargeError,
            NSFileWriteFileExistsError, NSFileReadUnknownError, NSFileWriteUnknownError,
        ].map { FileFailure.reason(NSError(domain: NSCocoaErrorDomain, code: $0)) }
        let unknown = FileFailure.reason(NSError(domain: "elsewhere", code: 1))
        // A write that fails for a reason of its own is not said to be a read.
        let write = FileFailure.reason(NSError(domain: NSCocoaErrorDomain, code: NSFileWriteInvalidFileNameError))
        #expect(write == "it is not a writable file (a folder or a device?)")
        #expect(
            spanish.fileReason(write) == "no es un archivo en el que se pueda escribir (¿una carpeta o un dispositivo?)"
        )
        expectTranslated((system + cocoa + [unknown]).map { (spanish.fileReason($0), english.fileReason($0)) })
    }

    // MARK: The commands of the command line

    @Test func theWordsOfTheCommandsAreInSpanish() {
        let pack = Pack(
            name: "capitales", title: "Capitales", language: "es",
            items: .quiz([QuizItem(id: 1, question: "¿Capital de Francia?", answer: "París")]))
        expectTranslated([
            (spanish.validPack(pack), english.validPack(pack)),
            (spanish.transcriptPassed, english.transcriptPassed),
            (spanish.transcriptFailed, english.transcriptFailed),
            (spanish.transcriptUpdated, english.transcriptUpdated),
            (spanish.actualRun, english.actualRun),
            (spanish.standardInput, english.standardInput),
            (spanish.transcriptTotals(passed: 1, failed: 2), english.transcriptTotals(passed: 1, failed: 2)),
        ])
        #expect(english.validPack(pack) == "ok  capitales  quiz  1 item  es")
        #expect(spanish.validPack(pack, count: 3) == "ok  capitales  quiz  3 elementos  es")
        #expect(english.transcriptTotals(passed: 1, failed: 2) == "1 passed, 2 failed")
        #expect(spanish.transcriptTotals(passed: 1, failed: 2) == "1 superado, 2 fallidos")
    }

    @Test func theRefusalsOfTheCommandLineAreInSpanish() {
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let deadlines: [any Error] = [
            HomeworkDeadline.Unreadable(typed: "mañana"), RoomHub.OpenError.deadlinePassed(now),
            RoomHub.OpenError.deadlineTooFar(now),
        ]
        let addresses: [ServerAddress.Problem] = [
            .notAURL("nada"), .portOutOfRange("http://h.test:99999", port: "99999"),
        ]
        let unwritable = { (text: Messages) in
            text.unwritable("/no/log.csv", reason: "no such file or directory")
        }
        expectTranslated(deadlines.map { (spanish.homeworkRefused($0) ?? "", english.homeworkRefused($0) ?? "") })
        expectTranslated(addresses.map { (spanish.badServerAddress($0), english.badServerAddress($0)) })
        expectTranslated([(unwritable(spanish), unwritable(english))])
        #expect(english.badServerAddress(addresses[0]) == addresses[0].description)
        #expect(unwritable(english) == "cannot write /no/log.csv: no such file or directory")
    }

    @Test func everyCommandIsExplainedInSpanish() {
        for command in CommandName.allCases {
            expectTranslated([(spanish.summary(of: command), english.summary(of: command))])
        }
    }

    // MARK: A whole session

    /// A session in Spanish that goes through the commands, their mistakes and a whole game, over the bundled
    /// Spanish packs.
    private static let session = [
        "set lang es", "ayuda", "ayuda cargar", "paquetes", "volar", "lista", "jugar", "estado", "pista",
        "cargar nada", "cargar preguntas", "lista", "ordenar pregunta", "lista", "buscar capital", "buscar zzzz",
        "set rounds 3", "set timer 30", "set alert streak 2", "set bell off", "jugar", "pista", "pista", "pista",
        "pausa", "estado", "pausa", "responder x", "seguir", "ver", "responder nada", "siguiente", "saltar",
        "puntos", "estado", "responder x", "set timer off", "cargar peliculas", "jugar 1", "quizá", "sí", "jugar",
        "parar", "historial", "estadisticas", "historial --pack nada", "datos", "dato", "dato arte", "dato xyz",
        "cargar libros", "jugar", "3", "1", "siguiente", "set seed abc", "set color violeta", "set nada 1",
        "fuente /no/existe", "fuente http://", "esperar estado nada",
    ]

    @Test func aSpanishSessionShowsNoEnglishSentence() async throws {
        // `paquetes` lists the folder's name: a fixed one, as a random one could spell an English word.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quiz-es-\(UUID().uuidString)")
        let packs = folder.appendingPathComponent("paquetes")
        try FileManager.default.createDirectory(at: packs, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for pack in PackCatalog(folders: [BundledContent.folderOrBuiltIn]).load().packs where pack.language == "es" {
            try JSONEncoder().encode(pack).write(to: packs.appendingPathComponent("\(pack.name).json"))
        }
        let transcript = try await ScriptSandbox.run { sandbox in
            await sandbox.transcript(
                of: Self.session, source: .local(folders: [packs]),
                transports: .with(http: { _ in UnreachableTransport() }), records: PlayerDatabase())
        }
        let output = transcript.filter { !$0.hasPrefix("quiz") }
        #expect(output.count > 100)
        for line in output {
            #expect(englishWords(in: line).isEmpty, "English in «\(line)»")
        }
    }
}
