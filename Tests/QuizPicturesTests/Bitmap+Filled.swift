import QuizPictures

extension Bitmap {
    /// A bitmap of one colour, (red, green, blue, alpha).
    init(width: Int, height: Int, filledWith colour: (UInt8, UInt8, UInt8, UInt8)) {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for start in stride(from: 0, to: pixels.count, by: 4) {
            (pixels[start], pixels[start + 1], pixels[start + 2], pixels[start + 3]) = colour
        }
        self.init(width: width, height: height, pixels: pixels)
    }
}
