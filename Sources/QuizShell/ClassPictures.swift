import Foundation
import QuizAPI
import QuizClass
import QuizCore
import QuizPictures

/// The pictures of a class room's question on a player's terminal: fetched from the room's server where the browser
/// page finds them (`/packs/PACK/PATH`; a picture of another host from that host), decoded within the picture
/// limits on a thread of their own, and drawn as the shell draws a round's: one picture alone, several in a row with
/// the options under them when there are as many. A dim line says why a picture cannot be shown.
public struct ClassPictures: Sendable {
    private let transport: any Transport
    /// The room's server, beside whose packs the pictures are.
    private let server: URL
    private let terminal: PictureTerminal
    private let mode: ImageMode
    private let text: Messages
    private let style: Style

    /// How long the pictures of one question may take to arrive, all together.
    public static let deadline = Duration.seconds(3)

    public init(
        transport: any Transport, server: URL, terminal: PictureTerminal, mode: ImageMode, text: Messages, style: Style
    ) {
        self.transport = transport
        self.server = server
        self.terminal = terminal
        self.mode = mode
        self.text = text
        self.style = style
    }

    /// The lines of `message` on the terminal of `quiz host` or `quiz join`, made safe: a question with its pictures
    /// drawn, and a welcome after a lost connection (`rejoined`) as the room taking this terminal back, or the room
    /// gone meanwhile as one that ended. `pack` is the room's, beside which its pictures are.
    public func lines(for message: ServerMessage, pack: String?, rejoined: Bool) async -> [String] {
        switch message {
        case .welcome(let welcome) where rejoined: [TerminalText.safe(text.joined(welcome, again: true))]
        case .error(.noSuchRoom, _, _) where rejoined: [text.roomEndedWhileAway]
        case .question(let shown): text.roomLines(for: message, pictures: await lines(for: shown, pack: pack))
        default: text.roomLines(for: message)
        }
    }

    /// The lines that draw `shown`'s pictures, ready for the terminal; empty when there are none or pictures are off.
    private func lines(for shown: QuestionShown, pack: String?) async -> [String] {
        guard !shown.pictures.isEmpty, var pictures = RoundPictures(mode: mode, on: terminal) else { return [] }
        let row = shown.pictures.map { Picture(role: shown.pictures.count > 1 ? .flag : .attachment, url: $0) }
        await withTaskGroup(of: (Picture, Bitmap?, String?).self) { group in
            for picture in row {
                group.addTask { await load(picture, pack: pack) }
            }
            for await (picture, bitmap, failure) in group {
                pictures.bitmaps[picture] = bitmap
                pictures.failures[picture] = failure
            }
        }
        let layout = PictureLayout(pictures: pictures, text: text, marks: OutputMarks(style: style))
        if row.count == 1 { return layout.block(row[0]).lines }
        let labels = shown.options.count == row.count ? shown.options.map(TerminalText.safe) : row.map { _ in "" }
        return layout.row(row, labels: labels)
    }

    /// `picture` decoded, or why it cannot be shown, in the words of the messages.
    private func load(_ picture: Picture, pack: String?) async -> (Picture, Bitmap?, String?) {
        guard let url = Self.address(of: picture.url, pack: pack, server: server) else {
            return (picture, nil, text.pictureLinkInvalid(picture.url))
        }
        do throws(TransportError) {
            let response = try await transport.send(TransportRequest(url: url, timeout: Self.deadline))
            guard (200..<300).contains(response.status) else {
                throw TransportError.status(url: url, code: response.status, message: nil)
            }
            do throws(PictureError) {
                return (picture, try await Bitmap.decodeInBackground(response.body), nil)
            } catch {
                return (picture, nil, "\(url.redactingToken): " + text.pictureError(error))
            }
        } catch {
            return (picture, nil, text.transport(error))
        }
    }

    /// Where a picture that a pack names is: an address of its own, or a path beside the pack, which the room's
    /// server serves at `/packs/PACK/PATH` (its `..` and `.` left out, as the browser page does).
    static func address(of link: String, pack: String?, server: URL) -> URL? {
        if let url = URL(string: link), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            url.host != nil
        {
            return url
        }
        guard let pack, !link.hasPrefix("/") else { return nil }
        let segments = link.split(separator: "/").filter { $0 != "." && $0 != ".." }.map(String.init)
        guard !segments.isEmpty else { return nil }
        return ([pack] + segments).reduce(server.appendingPathComponent("packs")) { $0.appendingPathComponent($1) }
    }
}
