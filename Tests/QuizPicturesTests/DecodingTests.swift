import Foundation
import QuizPictures
import Testing

@Suite struct DecodingTests {
    /// A 4 × 4 JPEG of one colour, rgb(200, 30, 40), as ImageMagick wrote it.
    static let jpeg = Data(
        base64Encoded:
            "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsICQoKCgoKBggLDAsKDAkKCgr/2wBDAQICAgICAgUDAwUKBwYHCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgr/wAARCAAEAAQDAREAAhEBAxEB/8QAFAABAAAAAAAAAAAAAAAAAAAACP/EABQQAQAAAAAAAAAAAAAAAAAAAAD/xAAVAQEBAAAAAAAAAAAAAAAAAAAHCf/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/ACOH1UH/2Q=="
    )!

    /// Writes `data` to a file of its own and reads it back, as quiz reads a picture beside a pack.
    private func written(_ data: Data, name: String) throws -> Data {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("quiz-\(UUID().uuidString)-\(name)")
        try data.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return try Data(contentsOf: file)
    }

    @Test func decodesAPNGPixelForPixel() throws {
        let png = PNGWriter.png(width: 3, height: 2) { x, y in (UInt8(x * 100), UInt8(y * 200), 7) }
        let bitmap = try Bitmap.decode(try written(png, name: "small.png"))
        #expect(bitmap.width == 3 && bitmap.height == 2)
        #expect(bitmap[2, 1] == (200, 200, 7, 255))
        #expect(bitmap[0, 0] == (0, 0, 7, 255))
    }

    @Test func decodesAJPEGNearItsColour() throws {
        let bitmap = try Bitmap.decode(try written(Self.jpeg, name: "small.jpg"))
        #expect(bitmap.width == 4 && bitmap.height == 4)
        let (red, green, blue, alpha) = bitmap[1, 1]
        #expect(abs(Int(red) - 200) <= 6 && abs(Int(green) - 30) <= 6 && abs(Int(blue) - 40) <= 6 && alpha == 255)
    }

    @Test func textIsNotAPicture() {
        #expect(throws: PictureError.notAPicture) { try Bitmap.decode(Data("<html>not found</html>".utf8)) }
        #expect(throws: PictureError.notAPicture) { try Bitmap.decode(Data()) }
    }

    @Test func aTruncatedPNGOrJPEGEndsEarly() {
        let png = PNGWriter.png(width: 40, height: 40) { x, _ in (UInt8(x), 0, 0) }
        #expect(throws: PictureError.damaged(.endsEarly)) { try Bitmap.decode(png.prefix(png.count / 2)) }
        #expect(throws: PictureError.damaged(.endsEarly)) { try Bitmap.decode(Self.jpeg.prefix(Self.jpeg.count - 4)) }
        #expect(
            PictureError.damaged(.endsEarly).description
                == "is a picture whose data ends early, as if the file were cut short")
    }

    @Test func aFileOverSixteenMebibytesIsNotRead() throws {
        let png = PNGWriter.png(width: 2, height: 2) { _, _ in (1, 2, 3) }
        let atTheLimit = png + Data(count: (16 << 20) - png.count)
        #expect(try Bitmap.decode(atTheLimit).width == 2)
        let big = atTheLimit + Data(count: 1)
        #expect(throws: PictureError.tooLarge) { try Bitmap.decode(big) }
        #expect(PictureError.tooLarge.description == "is over 16 MiB, the limit for a picture")
    }

    @Test func morePixelsThanFortyMegapixelsAreRefusedFromTheHeader() {
        // Only the header claims 8000 × 6000: the refusal comes before any pixel is decoded.
        var png = PNGWriter.png(width: 2, height: 2) { _, _ in (1, 2, 3) }
        png.replaceSubrange(16..<24, with: [0, 0, 0x1F, 0x40, 0, 0, 0x17, 0x70])
        #expect(throws: PictureError.tooManyPixels(width: 8000, height: 6000)) { try Bitmap.decode(png) }
    }

    @Test func aSizeTooLargeForTheDecoderToReadIsStillTooManyPixels() {
        // stb_image reads no PNG header of this size at all; it is a picture all the same, and says its size.
        var png = PNGWriter.png(width: 2, height: 2) { _, _ in (1, 2, 3) }
        png.replaceSubrange(16..<24, with: [0, 1, 0x86, 0xA0, 0, 1, 0x86, 0xA0])
        #expect(throws: PictureError.tooManyPixels(width: 100_000, height: 100_000)) { try Bitmap.decode(png) }
    }
}
