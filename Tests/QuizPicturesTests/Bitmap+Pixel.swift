import QuizPictures

extension Bitmap {
    /// The pixel at column `x`, row `y`, as (red, green, blue, alpha).
    subscript(x: Int, y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
        let start = (y * width + x) * 4
        return (pixels[start], pixels[start + 1], pixels[start + 2], pixels[start + 3])
    }
}
