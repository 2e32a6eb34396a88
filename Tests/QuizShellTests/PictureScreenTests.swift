import Foundation
import QuizAPI
import QuizCore
import QuizPacks
import QuizPictures
import QuizShell
import Synchronization
import Testing

/// Round screens with pictures: drawn in symbols from pictures beside the packs, a poster greyed under the verdict,
/// and a dim line for each picture that can't be had.
@Suite struct PictureScreenTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let films = Pack(
        name: "posters", title: "Posters", language: "en",
        items: .film([
            FilmItem(id: 1, title: "Blue", posterUrl: "images/fr.png", question: "Is it French?", answer: true),
            FilmItem(id: 2, title: "Gone", posterUrl: "images/missing.png", question: "Q", answer: true),
            FilmItem(id: 3, title: "Text", posterUrl: "images/text.png", question: "Q", answer: true),
            FilmItem(id: 4, title: "Cut", posterUrl: "images/cut.png", question: "Q", answer: true),
            FilmItem(id: 5, title: "Web", posterUrl: "https://posters.test/web.jpg", question: "Q", answer: true),
            FilmItem(id: 6, title: "Folder", posterUrl: "images/folder.png", question: "Q", answer: true),
            FilmItem(id: 7, title: "Zero", posterUrl: "images/zero.png", question: "Q", answer: true),
        ]))

    static let books = Pack(
        name: "photos", title: "Photos", language: "en",
        items: .book([
            BookItem(
                id: 1, book: "Flags", question: "Which is Japan's?",
                answer1: .init(answer: "Red", photo: "images/jp.png"),
                answer2: .init(answer: "Blue", photo: "images/fr.png"), solution: 1)
        ]))

    static let matches = Pack(
        name: "flags", title: "Flags", language: "en",
        items: .match([
            MatchItem(
                id: 1, phase: "Final", team1: .init(name: "Japan", flag: "images/jp.png"),
                team2: .init(name: "France", flag: "images/fr.png"), winner: 1, details: "1-0")
        ]))

    static let quizzes = Pack(
        name: "attached", title: "Attached", language: "en",
        items: .quiz([
            QuizItem(
                id: 1, question: "Whose flag is attached?",
                author: QuizAuthor(username: "teacher", photo: MediaLink(url: "images/jp.png")),
                attachment: MediaLink(url: "images/fr.png"), answer: "France")
        ]))

    /// A shell over the packs above, with pictures beside them: two flags of the bundled packs, a text file named
    /// as a picture, half of a PNG, a folder and a link to /dev/zero.
    private func shell(
        language: Language = .en, pictures: PictureTerminal = .script, keepsDownloads: Bool = false,
        more: [Pack] = []
    ) throws -> ShellFixture {
        let fixture = try ShellFixture(
            packs: [Self.films, Self.books, Self.matches, Self.quizzes] + more, language: language, pictures: pictures,
            keepsDownloads: keepsDownloads)
        let images = fixture.folder.appendingPathComponent("packs/images")
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        for flag in ["fr", "jp"] {
            try FileManager.default.copyItem(
                at: Self.repository.appendingPathComponent("Content/images/\(flag).png"),
                to: images.appendingPathComponent("\(flag).png"))
        }
        try Data("<html>moved</html>".utf8).write(to: images.appendingPathComponent("text.png"))
        let png = try Data(contentsOf: Self.repository.appendingPathComponent("Content/images/jp.png"))
        try png.prefix(png.count / 2).write(to: images.appendingPathComponent("cut.png"))
        try FileManager.default.createDirectory(
            at: images.appendingPathComponent("folder.png"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: images.appendingPathComponent("zero.png").path, withDestinationPath: "/dev/zero")
        return fixture
    }

    private func isPictureRow(_ line: String) -> Bool { line.contains("\u{1B}[") && line.contains("8;2;") }

    @Test func offByDefaultWithoutATerminal() async throws {
        let shell = try shell()
        let output = try await shell.run("load posters", "play 1").output
        #expect(output.contains("Poster (Blue): images/fr.png"))
        #expect(!output.contains(where: isPictureRow))
    }

    @Test func thePosterIsDrawnAboveTheQuestion() async throws {
        let shell = try shell()
        let output = try await shell.run("set images symbols", "load posters", "play 1").output
        let rows = output.filter(isPictureRow)
        #expect(rows.count == 8, "80 × 24 cells: a third of 24 rows")
        let question = try #require(output.firstIndex(of: "Is it French?"))
        #expect(output.firstIndex(where: isPictureRow)! < question)
        #expect(!output.contains { $0.contains("images/fr.png") })
    }

    @Test func showLaysThePicturesOutAgainOnAResizedTerminal() async throws {
        let rows = Mutex(24)
        let terminal = PictureTerminal(
            detected: nil, colourDepth: .truecolour, size: { (CellBox(columns: 80, rows: rows.withLock { $0 }), nil) })
        let shell = try shell(pictures: terminal)
        let opened = try await shell.run("set images symbols", "load posters", "play 1").output.filter(isPictureRow)
        rows.withLock { $0 = 48 }
        let shown = try await shell.run("show").output.filter(isPictureRow)
        #expect(opened.count == 8 && shown.count == 16, "a third of the terminal's height, as it is now")
    }

    @Test func theVerdictGreysThePosterInFourSteps() async throws {
        let shell = try shell()
        let opened = try await shell.run("set images symbols", "load posters", "play 1").output.filter(isPictureRow)
        let shown = try await shell.run("show").output.filter(isPictureRow)
        #expect(shown == opened, "show draws the poster again")
        let verdict = try await shell.run("yes")
        let greyed = verdict.output.filter(isPictureRow)
        #expect(greyed.count == opened.count)
        #expect(greyed != opened)
        #expect(verdict.output.last(where: { $0.hasPrefix("✓") }) != nil)
        let animation = try #require(verdict.animation)
        #expect(animation.frames.count == 3)
        #expect(animation.frames.allSatisfy { $0.count == greyed.count })
        #expect(animation.rows == greyed.count)
        #expect(Array(verdict.output[animation.start..<(animation.start + greyed.count)]) == greyed)
        // France's blue (0, 35, 149) at saturation 0.2 keeps its luminance, 35.8: about (29, 35, 58).
        #expect(!greyed.joined().contains("38;2;0;35;149") && !greyed.joined().contains("48;2;0;35;149"))
    }

    @Test(arguments: [
        (2, "[not shown] Poster (Gone): ", "/images/missing.png: cannot be read beside the pack: no such file or"),
        (6, "[not shown] Poster (Folder): ", "/images/folder.png: cannot be read beside the pack: is a directory"),
        (
            7, "[not shown] Poster (Zero): ",
            "/images/zero.png: cannot be read beside the pack: it is a link that leads out"
        ),
        (3, "[not shown] Poster (Text): ", "/images/text.png: is not a PNG, JPEG, GIF or BMP"),
        (
            4, "[not shown] Poster (Cut): ",
            "/images/cut.png: is a picture whose data ends early, as if the file were cut short"
        ),
        (5, "[not shown] Poster (Web): posters.test does not answer", ""),
    ])
    func aPictureThatCantBeHadIsOneLine(item: Int, line: String, reason: String) async throws {
        let shell = try shell()
        let result = try await shell.run("set images symbols", "load posters", "play \(item)")
        #expect(result.failure == nil)
        let said = result.output.filter { $0.hasPrefix(line + (reason.isEmpty ? "" : shell.packFolder.path)) }
        #expect(said.count == 1 && said.allSatisfy { reason.isEmpty || $0.contains(reason) }, "\(result.output)")
        #expect(!result.output.contains(where: isPictureRow))
        #expect(result.output.contains("  Yes / No"), "the game goes on")
    }

    @Test func inSpanishAPictureThatCantBeReadSaysWhyInSpanish() async throws {
        let shell = try shell(language: .es)
        let result = try await shell.run("set images symbols", "load posters", "play 6")
        #expect(
            result.output.contains {
                $0.hasSuffix("/images/folder.png: no se puede leer junto al paquete: es una carpeta")
            })
        let cut = try await shell.run("stop", "play 4")
        #expect(
            cut.output.contains {
                $0.hasSuffix(
                    "/images/cut.png: es una imagen cuyos datos acaban antes de tiempo, como si el archivo estuviera "
                        + "cortado")
            }, "\(cut.output)")
    }

    @Test(arguments: [
        (Language.en, "[not shown] Poster (Web): not downloaded for offline play"),
        (Language.es, "[sin mostrar] Cartel (Web): no se descargó para jugar sin conexión"),
    ])
    func offlineAWebPictureNeverDownloadedIsOneShortLine(language: Language, line: String) async throws {
        let shell = try shell(language: language, keepsDownloads: true)
        let result = try await shell.run("set images symbols", "set offline on", "load posters", "play 5")
        #expect(result.output.filter { $0.contains("(Web)") } == [line], "\(result.output)")
    }

    @Test func quietDrawsAsAutoAndSaysNothingOfAPictureThatCantBeHad() async throws {
        let terminal = PictureTerminal(
            detected: .symbols(.truecolour), colourDepth: .truecolour,
            size: { (CellBox(columns: 80, rows: 24), nil) })
        let shell = try shell(pictures: terminal)
        let drawn = try await shell.run("set images quiet", "load posters", "play 1").output
        #expect(drawn.contains(where: isPictureRow), "a poster that can be had is drawn")
        for item in 2...5 {
            let output = try await shell.run("stop", "play \(item)").output
            #expect(!output.contains { $0.contains("[not shown]") || $0.contains("does not answer") }, "\(output)")
            #expect(output.contains("  Yes / No"), "the game goes on")
        }
    }

    @Test func bookPhotosSideBySideLabelledOneAndTwo() async throws {
        let shell = try shell()
        let output = try await shell.run("set images symbols", "load photos", "play").output
        let rows = output.filter(isPictureRow)
        #expect(!rows.isEmpty)
        let labels = try #require(output.firstIndex(of: rows.last!).map { output[$0 + 1] })
        #expect(
            labels.trimmingCharacters(in: .whitespaces).split(separator: " ", omittingEmptySubsequences: true) == [
                "1", "2",
            ])
    }

    @Test func matchFlagsLabelledWithTheirTeams() async throws {
        let shell = try shell()
        let output = try await shell.run("set images symbols-256", "load flags", "play").output
        let rows = output.filter { $0.contains("8;5;") }
        #expect(rows.count == 4, "half of a third of 24 rows")
        let labels = try #require(output.firstIndex(of: rows.last!).map { output[$0 + 1] })
        #expect(labels.contains("1 Japan") && labels.contains("2 France"))
        #expect(labels.range(of: "1 Japan")!.lowerBound < labels.range(of: "2 France")!.lowerBound)
    }

    @Test func teamsWiderThanTheirFlagsStayApartOnANarrowTerminal() async throws {
        let long = Pack(
            name: "long-names", title: "Long names", language: "en",
            items: .match([
                MatchItem(
                    id: 1, phase: "Round of 16", team1: .init(name: "Netherlands", flag: "images/jp.png"),
                    team2: .init(name: "United States", flag: "images/fr.png"), winner: 1, details: "3-1")
            ]))
        let narrow = PictureTerminal(
            detected: nil, colourDepth: .truecolour, size: { (CellBox(columns: 40, rows: 15), nil) })
        let output = try await shell(pictures: narrow, more: [long]).run(
            "set images symbols", "load long-names", "play"
        ).output
        let last = try #require(output.filter(isPictureRow).last)
        let labels = try #require(output.firstIndex(of: last).map { output[$0 + 1] })
        #expect(labels.contains("1 Netherlands  2 United States"), "\(labels)")
    }

    @Test func aQuizShowsItsAttachmentAndItsAuthorsPhotoSmall() async throws {
        let shell = try shell()
        let output = try await shell.run("set images symbols", "load attached", "play").output
        let question = try #require(output.firstIndex(of: "Whose flag is attached?"))
        let author = try #require(output.firstIndex(of: "Author: teacher"))
        #expect(output[..<question].filter(isPictureRow).count == 8, "the attachment, a third of 24 rows")
        #expect(output[author...].filter(isPictureRow).count == 2, "the author's photo, a third of that")
    }

    @Test func imagesTakesTheModesAndRefusesOthers() async throws {
        let shell = try shell()
        #expect(try await shell.run("set images kitty").output == ["images = kitty"])
        #expect(try await shell.run("set images auto").output == ["images = auto (off)"])
        let refused = try await shell.run("set images photos")
        #expect(refused.failure?.hasPrefix("\"photos\" is not a value for images") == true)
    }
}
