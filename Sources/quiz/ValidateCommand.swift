import ArgumentParser
import QuizPacks
import QuizPictures
import QuizShell

struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check pack files and explain every fault.",
        discussion: """
            Checks each pack file given, or every pack file of each folder given; with no path, the bundled packs \
            and the user's packs. Prints one line per good pack and every fault of each bad one (on standard \
            error); exits 1 when any pack has a fault, or when no path is given and no pack folder is found.
            """
    )

    @Argument(help: "Pack files or folders of pack files.", completion: .file(extensions: ["json"]))
    var paths: [String] = []

    @OptionGroup var language: LanguageOption

    func run() throws {
        let text = language.messages
        let outcomes: [PackValidation.Outcome]
        do {
            outcomes = try PackValidation.validate(
                paths: paths.isEmpty ? nil : paths, pictureFault: { Bitmap.fault(of: $0) })
        } catch {
            throw failure("error: " + text.noPackFolder(error))
        }
        var failed = false
        for outcome in outcomes {
            switch outcome {
            case .good(let pack, _): printOut(text.validPack(pack))
            case .bad(let error):
                failed = true
                printError(text.packLoadError(error))
            }
        }
        if failed { throw ExitCode(1) }
    }
}
