import Foundation
import QuizTestSupport
import Testing

/// Where `--report` writes, as a shell's `>` would: into what the path names, through a symbolic link, into a FIFO or
/// a device, never over a file the run reads.
@Suite("quiz test --report writes into what its path names")
struct ReportDestinationTests {
    private let quiz: BuiltQuiz
    private var folder: TemporaryFolder { quiz.folder }

    init() throws {
        quiz = try BuiltQuiz()
        try folder.write(
            try String(
                contentsOf: QuizProcess.packageRoot.appendingPathComponent("Scripts/sessions/book.session"),
                encoding: .utf8),
            to: "book.session")
    }

    private func kind(_ name: String) throws -> FileAttributeType? {
        try FileManager.default.attributesOfItem(atPath: folder.url.appendingPathComponent(name).path)[.type]
            as? FileAttributeType
    }

    @Test func aSymbolicLinkStaysAndItsTargetGetsTheReport() async throws {
        try folder.write("an older report", to: "kept/report.xml")
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("link.xml").path,
            withDestinationPath: "kept/report.xml")
        let test = try await quiz("test", "--report", "junit=link.xml", "book.session")
        #expect(test.status == 0, "\(test.stderr)")
        #expect(try kind("link.xml") == .typeSymbolicLink)
        let report = try folder.read("kept/report.xml")
        #expect(report.hasPrefix("<?xml") && report.contains(#"<testcase name="book.session""#), "\(report)")
    }

    @Test func aLinkToADeviceWritesToTheDevice() async throws {
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("nowhere.xml").path, withDestinationPath: "/dev/null")
        let test = try await quiz("test", "--report", "junit=nowhere.xml", "book.session")
        #expect(test.status == 0, "\(test.stderr)")
        #expect(try kind("nowhere.xml") == .typeSymbolicLink)
        #expect(
            try FileManager.default.attributesOfItem(atPath: "/dev/null")[.type] as? FileAttributeType
                == .typeCharacterSpecial)
    }

    @Test func aLinkToTheStandardOutputPrintsTheReportThere() async throws {
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("out.tap").path, withDestinationPath: "/proc/self/fd/1")
        let process = Process()
        process.executableURL = QuizProcess.binary
        process.arguments = ["test", "--report", "tap=out.tap", "book.session"]
        process.currentDirectoryURL = folder.url
        process.environment = ProcessInfo.processInfo.environment.merging(
            ["XDG_DATA_HOME": folder.url.appendingPathComponent("home/data").path, "LANG": "C.UTF-8"]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try await process.runUntilExit()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0)
        #expect(printed.hasSuffix("1 passed, 0 failed\nTAP version 13\n1..1\nok 1 - book.session\n"), "\(printed)")
        #expect(try kind("out.tap") == .typeSymbolicLink)
    }

    @Test func aFIFOIsWrittenForItsReader() async throws {
        let fifo = folder.url.appendingPathComponent("report.fifo")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let reader = Process()
        reader.executableURL = URL(fileURLWithPath: "/bin/cat")
        reader.arguments = [fifo.path]
        let received = Pipe()
        reader.standardOutput = received
        try reader.start()
        let test = try await quiz("test", "--report", "junit=report.fifo", "book.session")
        #expect(test.status == 0, "\(test.stderr)")
        await reader.exited()
        let report = String(decoding: received.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(report.contains(#"<testcase name="book.session""#), "\(report)")
        var info = stat()
        #expect(lstat(fifo.path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "the FIFO is still one")
    }

    @Test(arguments: ["book.session", "./alias.session"])
    func aReportOverTheTranscriptItReplaysIsRefusedBeforeAnythingRuns(report: String) async throws {
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("alias.session").path, withDestinationPath: "book.session")
        let before = try folder.read("book.session")
        let test = try await quiz("test", "--report", "junit=\(report)", "book.session")
        #expect(test.status == 1)
        #expect(test.stdout == "")
        #expect(
            test.stderr
                == "error: cannot write the report \(report): it is book.session, which this run reads; give the "
                + "report another file\n")
        #expect(try folder.read("book.session") == before)
        let run = try await quiz("run", "--report", "tap=\(report)", "book.session")
        #expect(run.status == 1)
        #expect(try folder.read("book.session") == before)
    }

    @Test func aCharacterYAMLCannotHoldIsEscapedInTheTAPReport() async throws {
        // A film titled with U+FFFE, which `quiz validate` accepts, shown where the transcript expects another title.
        try folder.write(
            #"{"format": 1, "name": "odd", "kind": "film", "title": "Odd", "language": "en", "items": ["#
                + #"{"id": 1, "title": "Ja\uFFFEws", "question": "It has a shark", "answer": true}]}"#,
            to: "packs/odd.json")
        #expect(try await quiz("validate", "packs/odd.json").status == 0)
        try folder.write(
            """
            quiz> load odd
            Loaded odd: 1 film, "Odd".
            quiz> play
            Game of odd: 1 question (seed 1).
            Question 1 of 1 · True or false?
            Jaws
            It has a shark
              Yes / No

            """, to: "odd.session")
        let test = try await quiz("test", "--packs", "packs", "--report", "tap=odd.tap", "odd.session")
        #expect(test.status == 1)
        let tap = try folder.read("odd.tap")
        #expect(!tap.unicodeScalars.contains("\u{FFFE}"), "\(tap)")
        #expect(tap.contains(#"  message: "expected \"Jaws\", got \"Ja\uFFFEws\"""#), "\(tap)")
        #expect(tap.contains(#"  diff: "--- odd.session\n"#), "\(tap)")
        let process = Process()
        process.executableURL = QuizProcess.packageRoot.appendingPathComponent("Scripts/check-report")
        process.arguments = ["tap", folder.url.appendingPathComponent("odd.tap").path]
        let checked = try await process.outputUntilExit()
        #expect(checked.status == 0 && checked.stdout == "tap: 0 passed, 1 failed\n", "\(checked.stderr)")
    }
}
