import QuizCore

/// The pack of an import put together as its questions come, numbered from 1 in their order: one kind's pack when
/// the first run of questions (or all of them, when fewer) are of one kind, else a `mixed` pack, each item under
/// its category. A question of another kind after a one-kind start asks for the import to start over as mixed.
struct ImportAssembly {
    private enum Layout: Equatable {
        case undecided
        case single(ItemKind)
        case mixed
    }

    /// The questions read before the pack's kind is decided.
    static let decisionLength = GIFTStream.runLength

    private var layout: Layout
    private let header: Pack
    /// Whether a question that breaks a pack rule is left out and listed in `skipped`, rather than failing the pack.
    private let skipBad: Bool
    private(set) var skipped: [ImportedFile.Skipped] = []
    private var buffered: [ImportedQuestion] = []
    private var bufferedFiles: [String] = []
    private(set) var taken = 0
    private(set) var itemCount = 0
    /// Whether a question of another kind came after the pack was started as one kind's.
    private(set) var needsMixed = false
    private var started = false

    init(header: Pack, mixed: Bool, skipBad: Bool) {
        self.header = header
        self.skipBad = skipBad
        layout = mixed ? .mixed : .undecided
    }

    /// The pack's name, title, language and kind, without its items: mixed until it is decided otherwise.
    var pack: Pack {
        var pack = header
        pack.items = if case .single(let kind) = layout { .empty(kind) } else { .empty(.mixed) }
        return pack
    }

    mutating func add(_ questions: [ImportedQuestion], of file: String, to output: inout some ImportOutput) {
        guard !needsMixed, !questions.isEmpty else { return }
        taken += questions.count
        switch layout {
        case .undecided:
            buffered += questions
            bufferedFiles += repeatElement(file, count: questions.count)
            if buffered.count >= Self.decisionLength { decide(output: &output) }
        case .single(let kind):
            guard questions.allSatisfy({ $0.kind == kind }) else {
                needsMixed = true
                return
            }
            write(questions, files: repeatElement(file, count: questions.count), to: &output)
        case .mixed:
            write(questions, files: repeatElement(file, count: questions.count), to: &output)
        }
    }

    /// Gives the output the questions still held, and ends the pack.
    mutating func finish(output: inout some ImportOutput) {
        if layout == .undecided { decide(output: &output) }
        if !started { write([], files: [], to: &output) }
        output.finish()
    }

    private mutating func decide(output: inout some ImportOutput) {
        let kinds = Set(buffered.lazy.map(\.kind))
        let kind = kinds.first.flatMap { kinds.count == 1 && ItemKind.packKinds.contains($0) ? $0 : nil }
        layout = kind.map { .single($0) } ?? .mixed
        let (questions, files) = (buffered, bufferedFiles)
        (buffered, bufferedFiles) = ([], [])
        write(questions, files: files, to: &output)
    }

    private mutating func write(
        _ questions: [ImportedQuestion], files: some Collection<String>, to output: inout some ImportOutput
    ) {
        if !started {
            output.start(pack)
            started = true
        }
        // The questions written are always the last taken.
        let first = taken - questions.count + 1
        let title = header.title
        var places: [(file: String, line: Int)] = []
        let mixed = PackItems.mixed(
            zip(questions, files).enumerated().compactMap { index, pair in
                let (question, file) = pair
                guard let content = Self.item(of: question, id: first + index, title: title) else { return nil }
                let item = MixedItem(section: question.category, content)
                // Checked as it will be written: a one-kind pack has no sections.
                let written = layout == .mixed ? item : MixedItem(section: nil, content)
                if skipBad, let fault = PackChecker.faults(of: .mixed([written]), file: file).first {
                    let reason = fault.field.map { "\($0): " + fault.message } ?? fault.message
                    skipped.append(.init(file: file, line: question.line, reason: reason))
                    return nil
                }
                places.append((file, question.line))
                return item
            })
        let items = if case .single(let kind) = layout { mixed.ofKind(kind) } else { mixed }
        itemCount += items.count
        output.append(items, from: places)
    }

    /// The item that `question` makes: numbered answers a `choice`, true or false a `film` statement titled by its
    /// category or else the pack's `title`, typed answers a `quiz`, estimates, pairs and open questions their own
    /// kinds; nil for typed answers without one.
    private static func item(of question: ImportedQuestion, id: Int, title: String) -> MixedItem.Content? {
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
        case .pairs(let pairs, let extra):
            .pairs(
                PairsItem(
                    id: id, category: question.category, question: question.question, pairs: pairs,
                    extra: extra.isEmpty ? nil : extra))
        case .open: .open(OpenItem(id: id, category: question.category, question: question.question))
        case .estimate(let low, let high, let answer):
            .slider(
                SliderItem(
                    id: id, category: question.category, question: question.question, low: low, high: high,
                    step: sliderStep(fitting: [low, high, answer.value]), answer: answer.value,
                    tolerance: answer.tolerance))
        case .numerical(let numbers):
            numbers.first.map { first in
                .quiz(QuizItem(id: id, question: question.question, answer: first.description, numbers: numbers))
            }
        }
    }

    /// The step of a slider on which every one of `numbers` falls, as its decimals show: 1 for whole numbers, 0.01
    /// for `3.14`; nil (a step of 1) when that is 1.
    private static func sliderStep(fitting numbers: [Double]) -> Double? {
        let decimals =
            numbers.map { number in
                let written = NumericAnswer.text(of: number)
                guard !written.contains("e"), let point = written.firstIndex(of: ".") else { return 0 }
                return written.distance(from: point, to: written.endIndex) - 1
            }.max() ?? 0
        guard decimals > 0 else { return nil }
        return 1 / (0..<min(decimals, 12)).reduce(1.0) { power, _ in power * 10 }
    }
}
