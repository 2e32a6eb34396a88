import ArgumentParser
import Foundation
import QuizCore
import QuizPacks
import QuizShell

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract:
            "Make packs from question banks: Moodle GIFT or Aiken, Anki text, Open Trivia DB, CSV.",
        discussion: """
            Each question becomes the kind that fits it: numbered answers a choice question, true or false a yes/no \
            statement, typed answers or numbers a quiz question with every accepted answer, several right answers \
            a choice question answered with all their numbers, matching pairs, an essay an open question, and a \
            number with a range of no credit that holds it (GIFT's {#=1969:2 =%0%1900..2000}) a slider on that \
            scale. A file of several kinds makes one mixed pack that plays in the file's order, its categories as \
            sections. What no kind fits (descriptions, cloze) is skipped and listed. Nothing is written when a file \
            has a fault, unless --skip-bad. The packs go to the user's packs folder, where they override bundled \
            packs of the same name.
            """
    )

    @Argument(help: "The files to import.", completion: .file())
    var files: [String]

    @Option(help: "The files' format: gift, aiken, anki, opentdb or csv (guessed when not given).")
    var format: ImportFormat?

    @Option(help: "The pack's name (default: the first file's name).")
    var name: String?

    @Option(
        help: """
            The language of the questions, such as es or en, and of the messages when it is one of those \
            (default: from LC_ALL, LC_MESSAGES or LANG, as quiz plays).
            """)
    var lang: String?

    @Flag(help: "Leave out the questions with faults, listing them, rather than writing nothing.")
    var skipBad = false

    @Flag(help: "Replace a user pack of the same name.")
    var replace = false

    @Flag(help: "Import under the name of a bundled pack, which the import then hides.")
    var force = false

    @Option(
        help:
            "The files' encoding when not UTF-8: utf-16, cp1252 or latin1 (a byte-order mark is read).")
    var encoding: ImportEncoding?

    @Option(
        help: "Write the packs to this folder instead of the user's packs folder.",
        completion: .directory)
    var output: String?

    func validate() throws {
        let paths = files.map { URL(fileURLWithPath: $0).standardizedFileURL.resolvingSymlinksInPath().path }
        if let twice = files.indices.first(where: { paths[..<$0].contains(paths[$0]) }) {
            throw ValidationError(Messages(lang: lang).importFileTwice(files[twice]))
        }
    }

    func run() throws {
        let text = Messages(lang: lang)
        let importer = PackImporter(
            format: format, name: name, language: lang ?? text.language.rawValue, skipBad: skipBad,
            encoding: encoding)
        let folder =
            output.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? XDGDirectories().userPacks
        let name = importer.packName(for: files)
        let file = folder.appendingPathComponent("\(name).json")
        let hidesBundled = !force && BundledContent.packNames.contains(name)
        let taken = !replace && FileManager.default.fileExists(atPath: file.path)
        let imported: PackImporter.Imported
        var streamed = StreamedPackFile(file)
        do {
            imported = try importer.importFiles(files, into: &streamed)
        } catch {
            streamed.discard()
            for fault in error.faults { printError("error: " + text.importFault(fault)) }
            throw failure(text.nothingWritten)
        }
        for skipped in imported.skipped { printError(text.importSkipped(skipped)) }
        if hidesBundled || taken {
            streamed.discard()
            printError("error: " + (hidesBundled ? text.importHidesBundled(name) : text.importFileExists(file.path)))
            throw failure(text.nothingWritten)
        }
        do {
            try streamed.commit()
        } catch {
            switch error {
            case .cannotWrite(let error): printError("error: " + text.importCannotWrite(file, reason: error.reason))
            case .pack(let error): for fault in error.faults { printError("error: " + text.packFault(fault)) }
            }
            printError(text.nothingWritten)
            throw ExitCode(1)
        }
        printOut(text.importedPack(imported, file: file))
    }
}

extension ImportFormat: ExpressibleByArgument {}
extension ImportEncoding: ExpressibleByArgument {}
