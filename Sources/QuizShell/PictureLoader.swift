import Foundation
import QuizAPI
import QuizClient
import QuizCore
import QuizPictures

/// The pictures of a round: fetched through the game's transport, decoded, drawn on its screen, and a film's
/// poster drawn again almost without colour while its verdict shows.
final class PictureLoader: ShellHandler {
    /// The pictures of the question last drawn, so that `show` and its verdict draw them again.
    private var shown: (question: Question, pictures: RoundPictures)?
    /// The animation of the running command's output, found by its first line, where it begins once the output is
    /// put together.
    private var pendingAnimation: (firstLine: String, animation: Animation)?
    /// Hosts of pictures that could not be reached in this session, each with the host that did not answer (itself,
    /// or one it redirected to): their pictures are not asked for again, so that a game without a network waits for
    /// none after the first.
    private var unreachableHosts: [String: String] = [:]

    /// The pictures of a round of `game` (of the source, without one), fetched all at once within the transport's
    /// deadline and decoded; those kept from its screen when its question was drawn in the same format, laid out
    /// anew when the terminal has been resized since. Nil when pictures are off.
    func pictures(for round: Round, of game: GameSession?) async -> RoundPictures? {
        guard var pictures = RoundPictures(mode: session.settings.images, on: session.environment.pictures) else {
            return nil
        }
        if let shown, shown.question == round.question, shown.pictures.format == pictures.format {
            (pictures.bitmaps, pictures.failures) = (shown.pictures.bitmaps, shown.pictures.failures)
            self.shown = (round.question, pictures)
            return pictures
        }
        let question = round.question
        let source = game?.source ?? sources.activeSource()
        let pack = game?.game.pack ?? session.pack?.name ?? ""
        var links: [Picture: URL] = [:]
        for picture in question.pictures {
            if let url = await source.picture(picture.url, of: question.kind, in: pack) {
                links[picture] = url
            } else {
                pictures.failures[picture] = session.text.pictureLinkInvalid(picture.url)
            }
        }
        let wanted = Set(links.values).filter { unreachableHosts[$0.host ?? ""] == nil }
        // All at once, beside a local pack, on its server or on the web; what comes over the network is kept in the
        // download cache for `--offline`.
        let images = wanted.isEmpty ? nil : try? await source.images(Array(wanted))
        for (url, error) in images?.failures ?? [:] {
            switch error {
            case .timedOut, .connectionFailed, .uncached(.timedOut), .uncached(.connectionFailed):
                unreachableHosts[url.host ?? ""] = error.url.host ?? ""
            default: break
            }
        }
        for (picture, url) in links {
            if let host = url.host, let failed = unreachableHosts[host] {
                pictures.failures[picture] = session.text.pictureHostUnreachable(failed)
            } else if case .notCached? = images?.failures[url] {
                pictures.failures[picture] = session.text.pictureNotDownloaded
            } else if let error = images?.failures[url] {
                pictures.failures[picture] = session.text.transport(error)
            } else if let data = images?.data[url] {
                do throws(PictureError) {
                    pictures.bitmaps[picture] = try Bitmap.decode(data)
                } catch {
                    pictures.failures[picture] = "\(url.redactingToken): " + session.text.pictureError(error)
                }
            } else {
                pictures.failures[picture] = session.text.transport(.cancelled(url: url))
            }
        }
        shown = (round.question, pictures)
        return pictures
    }

    /// A film's poster at the verdict's saturation, its lines; where it can be drawn again in place, the frames
    /// that lead to it from its own colours wait for `takeAnimation(in:)`. Nil when the round has no poster drawn.
    func verdictPoster(for round: Round, of game: GameSession?) async -> [String]? {
        guard round.question.kind == .film, let poster = round.question.pictures.first(where: { $0.role == .poster }),
            let pictures = await pictures(for: round, of: game), pictures.bitmaps[poster] != nil
        else { return nil }
        let layout = PictureLayout(pictures: pictures, text: session.text, marks: session.marks)
        // The poster fades to a fifth of its colours in four drawings over 0.3 s.
        let settled = layout.block(poster, saturation: 0.2)
        guard pictures.redrawsInPlace else { return settled.lines }
        let frames = [0.8, 0.6, 0.4].map { layout.block(poster, saturation: $0).lines }
        let animation = Animation(
            start: 0, frames: frames, rows: settled.box.rows, interval: .milliseconds(100),
            restored: layout.block(poster).lines)
        pendingAnimation = (settled.lines[0], animation)
        return settled.lines
    }

    /// The animation of the command's output, placed where its lines ended up; none is left for the next command.
    func takeAnimation(in output: [String]) -> Animation? {
        defer { pendingAnimation = nil }
        guard let pending = pendingAnimation, let start = output.firstIndex(of: pending.firstLine) else { return nil }
        var animation = pending.animation
        animation.start = start
        return animation
    }
}
