import QuizCore
import QuizPictures

/// Lays out the pictures of a round as output lines: one picture alone, or two side by side with a label under each.
struct PictureLayout {
    let pictures: RoundPictures
    let text: Messages
    let marks: OutputMarks

    static let indent = "  "

    private var cell: CellPixels { pictures.cellPixels ?? .assumed }

    /// `picture` drawn in its room, at `saturation` (1 is its own colours); a dim line saying why when it can't be.
    func block(_ picture: Picture, saturation: Double = 1) -> RenderedPicture {
        guard let bitmap = pictures.bitmaps[picture] else {
            let lines = placeholders([picture])
            return RenderedPicture(lines: lines, box: CellBox(columns: 1, rows: lines.count))
        }
        let shown = saturation < 1 ? bitmap.desaturated(to: saturation) : bitmap
        var rendered = PictureRenderer.render(
            shown, within: pictures.limit(for: picture.role), as: pictures.format, cell: cell)
        rendered.lines = rendered.lines.map { Self.indent + $0 }
        marks.drawn(rendered.lines)
        return rendered
    }

    /// Two or more pictures in one row, drawn as one picture, with `labels` under them, each centred under its own;
    /// the pictures that can't be shown are each a dim line above the row.
    func row(_ row: [Picture], labels: [String]) -> [String] {
        let shown = row.filter { pictures.bitmaps[$0] != nil }
        let missing = placeholders(row.filter { pictures.bitmaps[$0] == nil })
        guard !shown.isEmpty else { return missing }
        let bitmaps = shown.map { pictures.bitmaps[$0]! }
        let height = bitmaps.map(\.height).max()!
        let widths = bitmaps.map { max(1, $0.width * height / $0.height) }
        let gap = max(1, widths.reduce(0, +) / 12)
        let combined = Bitmap.row(bitmaps, gap: gap)
        let rendered = PictureRenderer.render(
            combined, within: pictures.limit(for: row[0].role), as: pictures.format, cell: cell)
        let scale = Double(rendered.box.columns) / Double(combined.width)
        var labelLine = ""
        var left = 0
        for (index, picture) in shown.enumerated() {
            let label = labels[row.firstIndex(of: picture)!]
            let width = Int((Double(widths[index]) * scale).rounded())
            // Two spaces at least between labels wider than their pictures.
            let used = labelLine.terminalColumns
            let start = max(
                used == 0 ? 0 : used + 2, Int(Double(left) * scale) + max(0, (width - label.terminalColumns) / 2))
            labelLine += String(repeating: " ", count: start - used) + label
            left += widths[index] + gap
        }
        let drawn = rendered.lines.map { Self.indent + $0 }
        marks.drawn(drawn)
        return missing + drawn + [Self.indent + labelLine]
    }

    /// A dim line for each picture that can't be shown, saying why; none when pictures are quiet.
    private func placeholders(_ missing: [Picture]) -> [String] {
        guard !pictures.quiet else { return [] }
        return missing.map { marks.dim(text.pictureUnavailable($0, failure: pictures.failures[$0] ?? $0.url)) }
    }
}
