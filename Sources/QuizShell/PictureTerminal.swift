import CEditLine
import Foundation
import QuizPictures

/// What the shell knows of the terminal pictures are drawn on: the format `auto` means, the colours of symbols and its
/// size.
public struct PictureTerminal: Sendable {
    /// The format of `images auto`; nil draws none.
    public var detected: PictureFormat?
    /// The colours of `images symbols`.
    public var colourDepth: PictureFormat.ColourDepth
    /// The terminal's size now, read each time a screen is drawn, with the size of a cell in pixels when the
    /// terminal says it.
    public var size: @Sendable () -> (cells: CellBox, cellPixels: CellPixels?)

    public init(
        detected: PictureFormat?, colourDepth: PictureFormat.ColourDepth,
        size: @escaping @Sendable () -> (cells: CellBox, cellPixels: CellPixels?)
    ) {
        self.detected = detected
        self.colourDepth = colourDepth
        self.size = size
    }

    /// Scripts and transcripts: `auto` draws nothing, symbols are in true colour on 80 × 24 cells; the same everywhere,
    /// so that a transcript replays byte for byte.
    public static let script = PictureTerminal(
        detected: nil, colourDepth: .truecolour, size: { (CellBox(columns: 80, rows: 24), nil) })

    /// The terminal of standard output: nothing detected when it is not a terminal, and no symbols, which are
    /// coloured text, when `NO_COLOR` is set.
    public static func standardOutput(environment: [String: String]) -> PictureTerminal {
        var detected = isatty(STDOUT_FILENO) == 1 ? PictureFormat.detect(environment: environment) : nil
        if detected?.isGraphics == false, !(environment["NO_COLOR"] ?? "").isEmpty { detected = nil }
        return PictureTerminal(
            detected: detected, colourDepth: PictureFormat.colourDepth(environment: environment),
            size: { windowSize(environment: environment) })
    }

    /// The size of the terminal of standard output, else `COLUMNS` × `LINES`, else 80 × 24; and its cells' size in
    /// pixels when it gives one.
    private static func windowSize(environment: [String: String]) -> (cells: CellBox, cellPixels: CellPixels?) {
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 {
            let cells = CellBox(columns: Int(size.ws_col), rows: Int(size.ws_row))
            guard size.ws_xpixel >= size.ws_col, size.ws_ypixel >= size.ws_row else { return (cells, nil) }
            let pixels = CellPixels(
                width: Int(size.ws_xpixel) / Int(size.ws_col), height: Int(size.ws_ypixel) / Int(size.ws_row))
            return (cells, pixels)
        }
        let cells = CellBox(
            columns: environment["COLUMNS"].flatMap(Int.init) ?? 80, rows: environment["LINES"].flatMap(Int.init) ?? 24)
        return (cells, nil)
    }
}
