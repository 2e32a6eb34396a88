/// A picture as text for the terminal.
///
/// In symbols, one line per row of cells. In a graphics format, one line holding the whole escape sequence, which
/// the terminal draws over `box.rows` rows, leaving the cursor on the last of them.
public struct RenderedPicture: Sendable, Hashable {
    public var lines: [String]
    public var box: CellBox

    public init(lines: [String], box: CellBox) {
        self.lines = lines
        self.box = box
    }
}
