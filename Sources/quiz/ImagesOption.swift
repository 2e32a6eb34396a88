import ArgumentParser
import Foundation
import QuizClient
import QuizShell

/// `--images`, for the commands that draw pictures on the terminal.
struct ImagesOption: ParsableArguments {
    @Option(
        help: """
            How pictures are drawn: auto, quiet, kitty, sixel, iterm, symbols (symbols-256, symbols-16) or off \
            (default: auto, the terminal's best; none when output is not a terminal).
            """)
    var images: String = "auto"

    /// Checked by the command's own validate(), which has the language of the messages.
    func check(_ text: Messages) throws {
        if ImageMode(name: images) == nil {
            throw ValidationError(text.badImagesOption(images))
        }
    }

    var mode: ImageMode { ImageMode(name: images) ?? .auto }

    /// Draws the pictures of a room on `server` on standard output in this mode, as `quiz host` and `quiz join` show
    /// them.
    func classPictures(transport: HTTPTransport, server: URL, text: Messages) -> ClassPictures {
        let environment = ProcessInfo.processInfo.environment
        return ClassPictures(
            transport: transport, server: server, terminal: .standardOutput(environment: environment), mode: mode,
            text: text,
            style: .automatic(isTerminal: isatty(STDOUT_FILENO) == 1, environment: environment))
    }
}
