import ArgumentParser
import Foundation
import Hummingbird
import Logging

/// A server of pictures that answers each after a delay, as pictures on the web do: what `Scripts/bench download`
/// and `Scripts/bench sync` fetch concurrently.
struct ImagesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "images",
        abstract: "Serve /image/N: 16 KiB of bytes after --latency-ms.",
        discussion: "Prints \"serving on http://127.0.0.1:PORT\" once listening; stops on SIGINT or SIGTERM."
    )

    static let size = 16 * 1024

    @Option(help: "The port to listen on; 0 picks a free one.")
    var port = 0

    @Option(name: .customLong("latency-ms"), help: "How long each picture takes to come.")
    var latency = 20

    func run() async throws {
        let latency = Duration.milliseconds(latency)
        let router = Router()
        router.get("/image/:number") { _, context in
            let number = context.parameters.get("number", as: Int.self) ?? 0
            try await Task.sleep(for: latency)
            return Response(
                status: .ok, headers: [.contentType: "application/octet-stream"],
                body: ResponseBody(
                    byteBuffer: ByteBuffer(bytes: (0..<Self.size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ number) })
                ))
        }
        let app = Application(
            router: router, configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: port)),
            onServerRunning: { channel in
                let line = "serving on http://127.0.0.1:\(channel.localAddress?.port ?? 0)\n"
                FileHandle.standardOutput.write(Data(line.utf8))
            },
            logger: Logger(label: "images", factory: { _ in SwiftLogNoOpLogHandler() }))
        try await app.runService()
    }
}
