import Foundation
import QuizPictures
import Testing

@Suite struct BackgroundDecodingTests {
    static let png = PNGWriter.png(width: 600, height: 400) { x, y in (UInt8(x & 0xFF), UInt8(y & 0xFF), 9) }

    @Test func decodesAsOnTheCallersThread() async throws {
        let background = try await Bitmap.decodeInBackground(Self.png)
        #expect(background == (try Bitmap.decode(Self.png)))
    }

    @Test func aCancelledTaskStopsItsDecoding() async {
        let task = Task { () -> PictureError? in
            withUnsafeCurrentTask { $0?.cancel() }
            do throws(PictureError) {
                _ = try await Bitmap.decodeInBackground(Self.png)
                return nil
            } catch {
                return error
            }
        }
        #expect(await task.value == .cancelled)
    }
}
