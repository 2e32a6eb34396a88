import ArgumentParser
import QuizCore
import QuizPacks
import QuizShell

struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write a pack as Moodle GIFT, a CSV spreadsheet or a pack file, on standard output.",
        discussion: "The pack is found as play finds it: a user pack first, then a bundled one."
    )

    @Argument(help: "The pack's name, as `packs` lists it.")
    var name: String

    @Option(help: "gift, csv or json.")
    var format: PackExporter.Format = .gift

    @OptionGroup var language: LanguageOption

    func run() throws {
        let text = language.messages
        let contents = PackCatalog.standard().load()
        // In any case and with or without accents, as `load` takes it: `Películas` is `peliculas`.
        guard
            let pack = contents.pack(named: name)
                ?? contents.packs.first(where: { TextMatching.folded($0.name) == TextMatching.folded(name) })
        else {
            throw failure(
                "error: "
                    + text.exportNoPack(
                        name, packs: contents.packs.map(\.name), faultyFiles: contents.errors.map(\.file)))
        }
        if pack.kind == .fact, format != .json { throw failure("error: " + text.exportFacts(pack.name)) }
        switch format {
        case .gift: print(PackExporter.gift(pack), terminator: "")
        case .csv: print(PackExporter.csv(pack), terminator: "")
        case .json:
            do {
                print(String(decoding: try PackFile.encoded(pack, file: pack.name), as: UTF8.self), terminator: "")
            } catch {
                for fault in error.faults { printError("error: " + text.packFault(fault)) }
                throw ExitCode(1)
            }
        }
        for (number, item) in PackExporter.leftOut(of: pack, format: format) {
            printError(text.exportLeftOut(pack.name, number: number, item: item, format: format.rawValue.uppercased()))
        }
    }
}

extension PackExporter.Format: ExpressibleByArgument {}
