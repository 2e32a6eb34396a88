/// How the shell's own lines look, noted while a command runs and applied once its output is made safe for the
/// terminal: a colour, the bell of an alert, or a picture's lines, which are printed as drawn.
///
/// Text from packs and servers is made safe before any colour is put around it, so that none of its own can pass
/// for the shell's. Lines are known by their text: a line of the output that reads as a marked one looks as it does.
final class OutputMarks {
    /// Whether colours are shown; the bell and pictures are either way.
    var style: Style
    /// The width of the terminal, which lines wider than it are wrapped to between words; nil when the output goes
    /// to no terminal, as in a script, where lines stay whole.
    var width: Int?
    private var colours: [String: Style.Colour] = [:]
    private var bells: Set<String> = []
    private var pictures: Set<String> = []

    init(style: Style) {
        self.style = style
    }

    func bold(_ line: String) -> String { colour(line, .bold) }
    func dim(_ line: String) -> String { colour(line, .dim) }
    func green(_ line: String) -> String { colour(line, .green) }
    func red(_ line: String) -> String { colour(line, .red) }
    func yellow(_ line: String) -> String { colour(line, .yellow) }

    /// `line`, to be written with the terminal bell after it.
    func ringing(_ line: String) -> String {
        bells.insert(line)
        return line
    }

    /// Lines the picture renderer drew: escape sequences of libchafa's, written as they are.
    func drawn(_ lines: [String]) {
        pictures.formUnion(lines)
    }

    /// A command's output as the terminal gets it: each line made safe (`TerminalText`) and wrapped to its width,
    /// then coloured and rung as marked, pictures as drawn; text holding line breaks as several lines
    /// (`OutputLines`). The marks are spent.
    func written(_ output: [String]) -> [String] {
        defer {
            colours = [:]
            bells = []
            pictures = []
        }
        guard !colours.isEmpty || !bells.isEmpty || !pictures.isEmpty else {
            let lines = OutputLines.split(output).map { TerminalText.safe($0) }
            guard let width else { return lines }
            return lines.flatMap { $0.wrapped(width: width) }
        }
        var lines: [String] = []
        lines.reserveCapacity(output.count)
        for element in output {
            if pictures.contains(element) {
                lines.append(element)
                continue
            }
            let rows = OutputLines.split([element]).flatMap { part in
                let line = TerminalText.safe(part)
                return width.map { line.wrapped(width: $0) } ?? [line]
            }
            for (index, row) in rows.enumerated() {
                var line = row
                if let colour = colours[element] { line = style.wrap(line, colour) }
                if index == rows.count - 1, bells.contains(element) { line += "\u{7}" }
                lines.append(line)
            }
        }
        return lines
    }

    private func colour(_ line: String, _ colour: Style.Colour) -> String {
        if style.enabled { colours[line] = colour }
        return line
    }
}
