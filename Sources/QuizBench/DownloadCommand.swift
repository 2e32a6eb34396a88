import ArgumentParser
import Foundation
import QuizAPI
import QuizClient

/// The quiz side of `Scripts/bench download`: times requests through `HTTPTransport` against running servers.
struct DownloadCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "download",
        abstract: "Time sequential GETs and concurrent image downloads through the HTTP transport.",
        discussion: """
            Prints two lines, "gets N SECONDS" and "images N SECONDS CONCURRENCY": the time of one GET after \
            another of every URL in --urls, then of downloading --images images of a `QuizBench images` server \
            through the downloader.
            """
    )

    @Option(help: "A file of URLs, one per line, to GET one after another.")
    var urls: String

    @Option(help: "The base URL of a `QuizBench images` server.")
    var server: String

    @Option(help: "How many images to download.")
    var images = 200

    @Option(help: "How many images are fetched at once.")
    var concurrency = Downloader.defaultConcurrency

    func validate() throws {
        if images < 1 { throw ValidationError("--images must be at least 1, not \(images)") }
    }

    func run() async throws {
        let lines = try String(contentsOfFile: urls, encoding: .utf8).split(separator: "\n")
        let requests = lines.compactMap { URL(string: String($0)) }
        guard let base = URL(string: server), !requests.isEmpty else {
            throw ValidationError("need a non-empty --urls file and a --server URL")
        }
        try await HTTPTransport.using { try await measure(requests, base: base, through: $0) }
    }

    private func measure(_ requests: [URL], base: URL, through transport: HTTPTransport) async throws {
        let clock = ContinuousClock()
        let getTime = try await clock.measure {
            for url in requests {
                let response = try await transport.send(TransportRequest(url: url))
                guard response.status < 500 else {
                    throw TransportError.status(url: url, code: response.status, message: nil)
                }
            }
        }
        print("gets \(requests.count) \(seconds(getTime))")
        let downloader = Downloader(transport: transport, routes: APIRoutes(base: base), concurrency: concurrency)
        let imageURLs = (1...images).map { base.appendingPathComponent("image/\($0)") }
        var failures = 0
        let imageTime = try await clock.measure {
            failures = try await downloader.images(imageURLs).failures.count
        }
        guard failures == 0 else { throw ValidationError("\(failures) of \(images) images failed") }
        print("images \(images) \(seconds(imageTime)) \(concurrency)")
    }

    private func seconds(_ duration: Duration) -> String {
        String(format: "%.4f", duration / .seconds(1))
    }
}
