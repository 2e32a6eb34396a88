import Foundation
import QuizCore

/// Turns teachers' question files into packs: each file read in its format, each question made the item of the
/// kind that fits it (numbered answers a `choice`, true or false a yes/no `film`-style statement, typed answers a
/// `quiz`): one pack of that kind, or, when the files hold several kinds, one `mixed` pack in their order.
public struct PackImporter: Sendable {
    /// The packs made, and the questions left out with why.
    public struct Outcome: Sendable {
        public var packs: [Pack]
        public var skipped: [ImportedFile.Skipped]
    }

    /// Why nothing was made: every fault of every file, or a file that could not be read.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var faults: [ImportError]

        public var description: String { faults.map(\.description).joined(separator: "\n") }
    }

    public var format: ImportFormat?
    public var name: String?
    public var language: String
    /// Whether questions with faults are left out (and listed) rather than stopping the import.
    public var skipBad: Bool
    /// The files' character encoding, when they are not UTF-8 and carry no byte-order mark.
    public var encoding: ImportEncoding?

    public init(
        format: ImportFormat? = nil, name: String? = nil, language: String, skipBad: Bool = false,
        encoding: ImportEncoding? = nil
    ) {
        self.format = format
        self.name = name
        self.language = language
        self.skipBad = skipBad
        self.encoding = encoding
    }

    /// Reads the files at `paths` and makes their packs; nothing is made when any file has a fault, unless `skipBad`.
    /// Faults name each file as its path is given.
    public func importFiles(_ paths: [String]) throws(Failure) -> Outcome {
        let files = paths.map { URL(fileURLWithPath: $0) }
        var questions: [ImportedQuestion] = []
        var skipped: [ImportedFile.Skipped] = []
        var faults: [ImportError] = []
        for (file, label) in zip(files, paths) {
            let text: String
            switch Self.text(of: file, label: label, encoding: encoding) {
            case .success(let decoded): text = decoded
            case .failure(let fault):
                faults.append(fault)
                continue
            }
            let read: ImportedFile
            switch Self.read(Self.normalized(text), file: label, format: format) {
            case .success(let found): read = found
            case .failure(let error):
                faults.append(error)
                continue
            }
            // The first file's questions are taken as they are, rather than copied.
            if questions.isEmpty { questions = read.questions } else { questions += read.questions }
            skipped += read.skipped
            if skipBad {
                skipped += read.faults.map { .init(file: $0.file, line: $0.line ?? 0, reason: $0.message) }
            } else {
                faults += read.faults
            }
        }
        guard faults.isEmpty else { throw Failure(faults: faults) }
        guard !questions.isEmpty else {
            let reasons = skipped.map { ImportError(file: $0.file, line: $0.line, message: "skipped: \($0.reason)") }
            throw Failure(
                faults: reasons + [
                    ImportError(
                        file: paths.joined(separator: ", "), line: nil,
                        message: "holds no question that quiz can play")
                ])
        }
        let base = name ?? Self.packName(from: files[0])
        let title = Self.title(from: files[0])
        let kinds = Set(questions.lazy.map(\.kind))
        guard kinds.count == 1, let kind = kinds.first else {
            return Outcome(packs: [makeMixedPack(questions, name: base, title: title)], skipped: skipped)
        }
        let packs = [makePack(questions, kind: kind, name: base, title: title)]
        return Outcome(packs: packs, skipped: skipped)
    }

    /// The text of a file, whose bytes go once it is decoded.
    private static func text(of file: URL, label: String, encoding: ImportEncoding?) -> Result<String, ImportError> {
        let data: Data
        do {
            data = try FileBytes.read(file.path, limit: .importFile)
        } catch {
            return .failure(ImportError(file: label, line: nil, message: "cannot be read: \(error.reason)"))
        }
        return ImportEncoding.text(of: data, file: label, encoding: encoding)
    }

    /// The questions of `text` in `format`, or in the format its name and contents suggest.
    static func read(_ text: String, file: String, format: ImportFormat?) -> Result<ImportedFile, ImportError> {
        guard let format = format ?? ImportFormat.guess(fileName: file, text: text) else {
            return .failure(
                ImportError(
                    file: file, line: nil,
                    message: "the format cannot be told from the file; give it with --format "
                        + ImportFormat.allCases.map(\.rawValue).joined(separator: "|")))
        }
        switch format {
        case .gift: return .success(GIFTReader.read(text, file: file))
        case .aiken: return .success(AikenReader.read(text, file: file))
        case .anki: return .success(AnkiReader.read(text, file: file))
        case .opentdb: return .success(OpenTDBReader.read(text, file: file))
        case .csv: return .success(CSVReader.read(text, file: file))
        }
    }

    /// The text with `\n` line breaks only, and without a byte-order mark.
    static func normalized(_ text: String) -> String {
        var text = text
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        guard text.withUTF8({ $0.contains(UInt8(ascii: "\r")) }) else { return text }
        return text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
    }

    /// The pack of the questions of `kind`, numbered from 1 in their order.
    private func makePack(_ questions: [ImportedQuestion], kind: ItemKind, name: String, title: String) -> Pack {
        let items: PackItems
        let made = questions.enumerated().map { item(of: $0.element, id: $0.offset + 1, title: title) }
        switch kind {
        case .choice:
            items = .choice(
                made.compactMap {
                    guard case .choice(let choice) = $0 else { return nil }
                    return choice
                })
        case .film:
            items = .film(
                made.compactMap {
                    guard case .film(let film) = $0 else { return nil }
                    return film
                })
        default:
            items = .quiz(
                made.compactMap {
                    guard case .quiz(let quiz) = $0 else { return nil }
                    return quiz
                })
        }
        return Pack(name: name, title: title, language: language, items: items)
    }

    /// The questions of a file of several kinds as one pack, in the file's order, each under its category.
    private func makeMixedPack(_ questions: [ImportedQuestion], name: String, title: String) -> Pack {
        let items = questions.enumerated().compactMap { offset, question in
            item(of: question, id: offset + 1, title: title).map { MixedItem(section: question.category, $0) }
        }
        return Pack(name: name, title: title, language: language, items: .mixed(items))
    }

    /// The item that `question` makes: numbered answers a `choice`, true or false a `film` statement titled by its
    /// category or else the pack's `title`, typed answers a `quiz`; nil for typed answers without one.
    private func item(of question: ImportedQuestion, id: Int, title: String) -> MixedItem.Content? {
        switch question.content {
        case .choice(let answers, let solution):
            .choice(
                ChoiceItem(
                    id: id, category: question.category, question: question.question,
                    answers: answers.map { BookItem.Answer(answer: $0) }, solution: solution))
        case .severalChoices(let answers, let solutions):
            .choice(
                ChoiceItem(
                    id: id, category: question.category, question: question.question,
                    answers: answers.map { BookItem.Answer(answer: $0) }, solutions: solutions))
        case .trueFalse(let truth):
            .film(FilmItem(id: id, title: question.category ?? title, question: question.question, answer: truth))
        case .text(let answers):
            answers.first.map { first in
                .quiz(
                    QuizItem(
                        id: id, question: question.question, answer: first,
                        alternatives: answers.count > 1 ? Array(answers.dropFirst()) : nil))
            }
        case .numerical(let numbers):
            numbers.first.map { first in
                .quiz(QuizItem(id: id, question: question.question, answer: first.description, numbers: numbers))
            }
        }
    }

    /// A pack name from a file name: `Capitales de Europa.gift` gives `capitales-de-europa`.
    static func packName(from file: URL) -> String {
        let folded = TextMatching.folded(file.deletingPathExtension().lastPathComponent)
        var name = ""
        for scalar in folded.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                name.unicodeScalars.append(scalar)
            } else if !name.isEmpty, name.last != "-" {
                name.append("-")
            }
        }
        while name.hasSuffix("-") { name.removeLast() }
        return name.isEmpty ? "imported" : name
    }

    private static func title(from file: URL) -> String {
        let base = file.deletingPathExtension().lastPathComponent
        return base.isEmpty ? "Imported questions" : base
    }
}
