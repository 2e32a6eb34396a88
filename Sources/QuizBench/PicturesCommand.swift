import ArgumentParser
import Foundation
import QuizPictures

/// The quiz side of `Scripts/bench pictures`: times decoding a picture and drawing it in symbols.
struct PicturesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pictures",
        abstract: "Time decoding a picture and drawing it in symbols, as a round screen does.",
        discussion: """
            Prints "decode MS" and "symbols MS": the best of --runs decodings of FILE, and the median of --runs \
            drawings of it in true-colour symbols within --columns × --rows cells. With --print, prints the \
            drawing once instead.
            """
    )

    @Argument(help: "A PNG or JPEG file.")
    var file: String

    @Option(help: "How many times to decode and draw.")
    var runs = 50

    @Option(help: "The most columns the picture may take.")
    var columns = 80

    @Option(help: "The most rows the picture may take (a third of a 45-row terminal by default).")
    var rows = 15

    @Flag(help: "Decode and draw once, and print the drawing.")
    var print = false

    func run() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        let limit = CellBox(columns: columns, rows: rows)
        if print {
            let drawn = PictureRenderer.render(try Bitmap.decode(data), within: limit, as: .symbols(.truecolour))
            Swift.print(drawn.lines.joined(separator: "\n"))
            return
        }
        var decodings: [Double] = []
        var bitmap: Bitmap?
        for _ in 0..<max(1, runs) {
            decodings.append(try ContinuousClock().measure { bitmap = try Bitmap.decode(data) } / .milliseconds(1))
        }
        var drawings: [Double] = []
        for _ in 0..<max(1, runs) {
            let drawing = ContinuousClock().measure {
                _ = PictureRenderer.render(bitmap!, within: limit, as: .symbols(.truecolour))
            }
            drawings.append(drawing / .milliseconds(1))
        }
        Swift.print(String(format: "decode %.2f", decodings.min()!))
        Swift.print(String(format: "symbols %.2f", drawings.sorted()[drawings.count / 2]))
    }
}
