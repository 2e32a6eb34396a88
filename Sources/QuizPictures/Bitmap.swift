/// A picture as pixels: rows of RGBA bytes, 8 bits a channel, not premultiplied.
public struct Bitmap: Sendable, Hashable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes, row after row from the top.
    public let pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width > 0 && height > 0 && pixels.count == width * height * 4, "pixels must be width × height × 4")
        self.width = width
        self.height = height
        self.pixels = pixels
    }
}
