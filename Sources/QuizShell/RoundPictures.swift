import QuizCore
import QuizPictures

/// The pictures of one round, fetched and decoded, and the format and room to draw them in.
struct RoundPictures: Sendable {
    let format: PictureFormat
    /// The terminal's size when the round was drawn.
    let terminal: CellBox
    /// The size of its cells in pixels, when the terminal gave it.
    let cellPixels: CellPixels?
    /// Whether a picture that can't be shown goes without a word (`set images quiet`) rather than with a dim line.
    let quiet: Bool
    var bitmaps: [Picture: Bitmap] = [:]
    /// Why each other picture cannot be shown, in the words of the messages, beginning with its URL.
    var failures: [Picture: String] = [:]

    /// None yet, to be drawn in `mode` on `terminal` at its size now; nil when `mode` draws none there.
    init?(mode: ImageMode, on terminal: PictureTerminal) {
        guard let format = mode.format(on: terminal) else { return nil }
        let size = terminal.size()
        (self.format, self.terminal, cellPixels, quiet) = (format, size.cells, size.cellPixels, mode == .quiet)
    }

    /// Whether a picture drawn can be drawn again over itself: symbols always, graphics when the cells' pixel size
    /// is known, so that the rows the picture covers are.
    var redrawsInPlace: Bool { !format.isGraphics || cellPixels != nil }

    /// The room of a picture in its role: a poster, attachment or book photo a third of the terminal (the most a
    /// picture takes), a flag half of that, an author's photo a third of that.
    func limit(for role: Picture.Role) -> CellBox {
        let third = max(3, terminal.rows / 3)
        let rows =
            switch role {
            case .poster, .attachment, .photo: third
            case .flag: max(2, third / 2)
            case .authorPhoto: max(2, third / 3)
            }
        return CellBox(columns: max(1, terminal.columns - 4), rows: rows)
    }
}
