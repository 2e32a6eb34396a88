import Foundation
import QuizPictures
import Testing

@Suite struct RenderingTests {
    /// Four bands, red, green, blue and white, from the top.
    static let bands: Bitmap = {
        let png = PNGWriter.png(width: 16, height: 32) { _, y in
            [(220, 20, 20), (20, 200, 40), (30, 40, 210), (250, 250, 250)][y / 8]
        }
        return try! Bitmap.decode(png)
    }()

    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    /// Compares with the golden file `name`, or writes it when `QUIZ_RECORD_GOLDEN=1`.
    private func expectGolden(_ text: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws
    {
        let file = Self.golden.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["QUIZ_RECORD_GOLDEN"] == "1" {
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        #expect(text == expected, "output differs from Golden/\(name)", sourceLocation: sourceLocation)
    }

    @Test(arguments: PictureFormat.ColourDepth.allCases)
    func symbolsMatchTheirGoldenFile(depth: PictureFormat.ColourDepth) throws {
        let picture = PictureRenderer.render(Self.bands, within: CellBox(columns: 8, rows: 4), as: .symbols(depth))
        #expect(picture.box == CellBox(columns: 4, rows: 4))
        #expect(picture.lines.count == 4)
        try expectGolden(picture.lines.joined(separator: "\n") + "\n", "bands-symbols-\(depth.rawValue).txt")
    }

    @Test func truecolourSymbolsCarryTheBandsColours() {
        let lines = PictureRenderer.render(Self.bands, within: CellBox(columns: 4, rows: 4), as: .symbols(.truecolour))
            .lines
        #expect(lines[0].contains("220;20;20"))
        #expect(lines[3].contains("250;250;250"))
    }

    @Test func theProportionsAreKept() {
        let poster = Bitmap(width: 300, height: 450, filledWith: (1, 2, 3, 255))
        #expect(PictureRenderer.fit(width: 300, height: 450, within: CellBox(columns: 80, rows: 12)).rows == 12)
        let box = PictureRenderer.render(poster, within: CellBox(columns: 80, rows: 12), as: .symbols(.indexed256)).box
        #expect(box == CellBox(columns: 16, rows: 12))
        let wide = PictureRenderer.fit(width: 900, height: 100, within: CellBox(columns: 30, rows: 12))
        #expect(wide.columns == 30 && wide.rows < 12)
    }

    @Test func kittyIsOneTransmissionOfRGBAOverTheCells() {
        let picture = PictureRenderer.render(Self.bands, within: CellBox(columns: 8, rows: 4), as: .kitty)
        #expect(picture.lines.count == 1)
        let text = picture.lines[0]
        #expect(text.hasPrefix("\u{1B}_Ga=T,f=32,"))
        #expect(text.contains("c=4,r=4"))
        #expect(text.hasSuffix("\u{1B}\\"))
    }

    @Test func sixelIsOneDeviceControlString() {
        let text = PictureRenderer.render(Self.bands, within: CellBox(columns: 8, rows: 4), as: .sixel).lines
        #expect(text.count == 1)
        #expect(text[0].hasPrefix("\u{1B}P"))
        #expect(text[0].contains("q\"1;1;40;"))
        #expect(text[0].hasSuffix("\u{1B}\\"))
    }

    @Test func itermIsOneInlineFileOfTheCellsSize() {
        let text = PictureRenderer.render(Self.bands, within: CellBox(columns: 8, rows: 4), as: .iterm).lines
        #expect(text.count == 1)
        #expect(text[0].hasPrefix("\u{1B}]1337;File=inline=1;width=4;height=4;preserveAspectRatio=0:"))
        #expect(text[0].hasSuffix("\u{07}"))
    }

    @Test func twoPicturesInARowShareOneHeight() {
        let row = Bitmap.row(
            [Bitmap(width: 30, height: 20, filledWith: (255, 0, 0, 255)), Self.bands], gap: 4)
        #expect(row.height == 32 && row.width == 48 + 4 + 16)
        #expect(row[0, 0] == (255, 0, 0, 255))
        #expect(row[49, 0].3 == 0)
        #expect(row[60, 31] == (250, 250, 250, 255))
    }
}
