extension Bitmap {
    /// The bitmap with its colour reduced to `amount` (0 is grey, 1 unchanged), keeping each pixel's luminance: the
    /// mix that SwiftUI's `.saturation(_:)` applies, with the Rec. 709 luminance weights.
    ///
    /// Each channel becomes `luminance + amount × (channel − luminance)`, where
    /// `luminance = 0.2126 red + 0.7152 green + 0.0722 blue`; alpha is kept.
    public func desaturated(to amount: Double) -> Bitmap {
        var result = pixels
        for start in stride(from: 0, to: result.count, by: 4) {
            let red = Double(pixels[start])
            let green = Double(pixels[start + 1])
            let blue = Double(pixels[start + 2])
            let luminance = 0.2126 * red + 0.7152 * green + 0.0722 * blue
            result[start] = Self.channel(luminance + amount * (red - luminance))
            result[start + 1] = Self.channel(luminance + amount * (green - luminance))
            result[start + 2] = Self.channel(luminance + amount * (blue - luminance))
        }
        return Bitmap(width: width, height: height, pixels: result)
    }

    private static func channel(_ value: Double) -> UInt8 {
        UInt8(min(255, max(0, value.rounded())))
    }
}
