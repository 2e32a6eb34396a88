import ArgumentParser
import QuizCore
import QuizPacks

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

    func run() throws {
        let contents = PackCatalog.standard().load()
        guard let pack = contents.pack(named: name) else {
            let names = contents.packs.map(\.name).joined(separator: ", ")
            throw failure("error: there is no pack \"\(name)\"; there are: \(names)")
        }
        if pack.kind == .fact, format != .json {
            throw failure(
                "error: \(name) is a pack of facts, which have no answers to write as questions; use --format json")
        }
        switch format {
        case .gift: print(PackExporter.gift(pack), terminator: "")
        case .csv: print(PackExporter.csv(pack), terminator: "")
        case .json:
            do {
                print(String(decoding: try PackFile.encoded(pack, file: name), as: UTF8.self), terminator: "")
            } catch {
                for fault in error.faults { printError("error: \(fault)") }
                throw ExitCode(1)
            }
        }
    }
}

extension PackExporter.Format: ExpressibleByArgument {}
