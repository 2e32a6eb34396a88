import Foundation
import QuizPictures
import QuizTestSupport
import Testing

/// Pictures made to cost minutes or gigabytes, each made here: each is refused or stopped within its limits, in a
/// fraction of a second of processor time and without the memory it asks for. The memory is the whole process's, which
/// tests of other suites share: the bounds leave them room, far below what the attacks took before their limits, but
/// not the room of other suites that bound their memory too, so the suite runs in a step of its own.
@Suite(.serialized, .timesDeadlines) struct HostilePictureTests {
    typealias Outcome = Result<Bitmap, PictureError>

    /// Decodes `data` on a thread of its own, waiting at most 30 s for it (on a loaded machine).
    private func decoding(
        _ data: Data, processorTime: Duration = PictureLimits.processorTime,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> BoundedRun<Outcome> {
        let run = await BoundedRun.run(waitingAtMost: .seconds(30)) {
            Outcome { () throws(PictureError) in try Bitmap.decode(data, processorTime: processorTime) }
        }
        return try #require(run, "still decoding after 30 s", sourceLocation: sourceLocation)
    }

    private static let megabyte = 1 << 20

    @Test func aProgressiveJPEGOfTwentyThousandScansIsRefusedBeforeItIsDecoded() async throws {
        // 39.6 megapixels and 20,000 scans of the first component in 200 kB: each scan would go over 619,000 blocks.
        let scans = [JPEGWriter.Scan](repeating: .init(components: [1]), count: 20_000)
        let jpeg = JPEGWriter.jpeg(width: 6300, height: 6286, scans: scans)
        #expect(jpeg.count < 250_000)
        let memory = PeakMemory.start()
        let run = try await decoding(jpeg)
        #expect(run.value == .failure(.tooManyScans(count: 20_000)))
        #expect(run.processorSeconds < 0.5)
        if let memory { #expect(memory.growth < 256 * Self.megabyte) }
    }

    @Test func jpegScansThatGoOverThePictureTooOftenAreRefusedBeforeItIsDecoded() async throws {
        // 100 scans, within the limit of scans, each going over all 1.86 million blocks of the three components.
        let scans = [JPEGWriter.Scan](repeating: .init(components: [1, 2, 3]), count: 100)
        let run = try await decoding(JPEGWriter.jpeg(width: 6300, height: 6286, scans: scans))
        #expect(run.value == .failure(.scansTooCostly(passes: 100, limit: 16)))
        #expect(run.processorSeconds < 0.5)
    }

    @Test func jpegScansUpToTheLimitAreDecoded() async throws {
        // Sixteen passes: one interleaved scan, then fifteen of each component alone.
        let alone = [1, 2, 3].map { JPEGWriter.Scan(components: [$0]) }
        let scans = [JPEGWriter.Scan(components: [1, 2, 3])] + Array(repeating: alone, count: 15).flatMap { $0 }
        let run = try await decoding(JPEGWriter.jpeg(width: 1000, height: 800, scans: scans))
        let bitmap = try run.value.get()
        #expect(bitmap.width == 1000 && bitmap.height == 800)
        #expect(bitmap[999, 799] == (128, 128, 128, 255))
        let oneMore = try await decoding(
            JPEGWriter.jpeg(width: 1000, height: 800, scans: scans + [.init(components: [1, 2, 3])]))
        #expect(oneMore.value == .failure(.scansTooCostly(passes: 17, limit: 16)))
    }

    @Test func aOnePixelPNGThatInflatesToAGigabyteStopsAtItsBudget() async throws {
        let compressed = DeflateBomb.zlibStream(inflatingTo: 1_000_000_000)
        let png = PNGWriter.png(width: 1, height: 1, compressed: compressed)
        #expect(png.count < PictureLimits.maximumBytes)
        let memory = PeakMemory.start()
        let run = try await decoding(png)
        guard case .failure(.tooMuchMemory(let limit, 1, 1)) = run.value else {
            Issue.record("decoded as \(run.value)")
            return
        }
        // The compressed data held once, 24 bytes for the one pixel and the allowance of a megabyte.
        #expect(limit == compressed.count + PictureLimits.memoryPerPixel + PictureLimits.memoryAllowance)
        #expect(run.processorSeconds < 0.5)
        if let memory { #expect(memory.growth < 256 * Self.megabyte) }
    }

    /// A transparent PNG of `width` × `height` pixels whose data is compressed as a stream of zeros.
    private func transparent(width: Int, height: Int) -> Data {
        PNGWriter.png(
            width: width, height: height, compressed: DeflateBomb.zlibStream(inflatingTo: height * (width * 4 + 1)))
    }

    @Test func aPNGWhoseHeaderIsMadeOnePixelStopsAtItsBudget() async throws {
        let real = transparent(width: 1024, height: 1024)
        #expect(try Bitmap.decode(real)[1023, 1023] == (0, 0, 0, 0))
        var png = real
        png.replaceSubrange(16..<24, with: [0, 0, 0, 1, 0, 0, 0, 1])
        let memory = PeakMemory.start()
        let run = try await decoding(png)
        guard case .failure(.tooMuchMemory(_, 1, 1)) = run.value else {
            Issue.record("decoded as \(run.value)")
            return
        }
        if let memory { #expect(memory.growth < 256 * Self.megabyte) }
    }

    @Test func aBaselineJPEGWhoseComponentsAreScannedTwiceIsRefused() async throws {
        // Each scan of a baseline JPEG decodes every block it covers in full: a component goes in one scan only.
        let once = [1, 2, 3].map { JPEGWriter.Scan(components: [$0], spectralEnd: 63) }
        let decoded = try await decoding(JPEGWriter.jpeg(width: 64, height: 48, progressive: false, scans: once))
        #expect(try decoded.value.get()[63, 47] == (128, 128, 128, 255))
        let twice = try await decoding(
            JPEGWriter.jpeg(width: 6300, height: 6286, progressive: false, scans: once + once))
        #expect(twice.value == .failure(.scansTooCostly(passes: 2, limit: 1)))
    }

    @Test func aDecodingOverItsProcessorTimeIsStopped() async throws {
        // 16 MB to inflate and unfilter: more than a millisecond on any machine.
        let png = transparent(width: 2000, height: 2000)
        #expect(try await decoding(png).value.get().width == 2000)
        let run = try await decoding(png, processorTime: .milliseconds(1))
        #expect(run.value == .failure(.tooSlow(limit: .milliseconds(1))))
    }

    @Test func eachRefusalSaysWhichLimit() {
        #expect(PictureError.tooManyScans(count: 20_000).description == "has 20000 JPEG scans, over the limit of 100")
        #expect(
            PictureError.scansTooCostly(passes: 100, limit: 16).description
                == "has JPEG scans that go over its pixels 100 times, over the limit of 16")
        #expect(
            PictureError.tooMuchMemory(limit: 7_340_052, width: 1, height: 1).description
                == "needs more than 8 MB to decode, over the limit for 1×1 pixels")
        #expect(
            PictureError.tooSlow(limit: .seconds(5)).description
                == "takes more than 5 s of processor time to decode, the limit")
        #expect(
            PictureError.tooSlow(limit: .milliseconds(1)).description
                == "takes more than 1 ms of processor time to decode, the limit")
    }
}
