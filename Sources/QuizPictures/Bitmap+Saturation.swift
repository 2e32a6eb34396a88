extension Bitmap {
    /// The bitmap with its colour reduced to `amount` (0 is grey, 1 unchanged), keeping each pixel's luminance: the
    /// mix that SwiftUI's `.saturation(_:)` applies, with the Rec. 709 luminance weights.
    ///
    /// Each channel becomes `luminance + amount × (channel − luminance)`, where
    /// `luminance = 0.2126 red + 0.7152 green + 0.0722 blue`; alpha is kept.
    public func desaturated(to amount: Double) -> Bitmap {
        var result = pixels
        for start in stride(from: 0, to: result.count, by: 4) {
            let luminance =
                0.2126 * Double(pixels[start]) + 0.7152 * Double(pixels[start + 1]) + 0.0722 * Double(pixels[start + 2])
            for channel in start..<start + 3 {
                let value = luminance + amount * (Double(pixels[channel]) - luminance)
                result[channel] = UInt8(min(255, max(0, value.rounded())))
            }
        }
        return Bitmap(width: width, height: height, pixels: result)
    }
}
