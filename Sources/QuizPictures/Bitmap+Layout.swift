extension Bitmap {
    /// The bitmap scaled to `width` × `height`, each new pixel the average of the pixels it covers.
    public func scaled(toWidth newWidth: Int, height newHeight: Int) -> Bitmap {
        guard newWidth != width || newHeight != height else { return self }
        var result = [UInt8](repeating: 0, count: newWidth * newHeight * 4)
        for y in 0..<newHeight {
            let top = y * height / newHeight
            let bottom = max(top + 1, (y + 1) * height / newHeight)
            for x in 0..<newWidth {
                let left = x * width / newWidth
                let right = max(left + 1, (x + 1) * width / newWidth)
                var sums = SIMD4<Int>.zero
                for row in top..<bottom {
                    for index in (row * width + left) * 4..<(row * width + right) * 4 {
                        sums[index % 4] += Int(pixels[index])
                    }
                }
                let count = (bottom - top) * (right - left)
                let target = (y * newWidth + x) * 4
                for channel in 0..<4 { result[target + channel] = UInt8(sums[channel] / count) }
            }
        }
        return Bitmap(width: newWidth, height: newHeight, pixels: result)
    }

    /// Bitmaps placed in a row, each scaled to the height of the tallest, with `gap` transparent pixels between
    /// them: two pictures that a terminal draws as one.
    public static func row(_ bitmaps: [Bitmap], gap: Int) -> Bitmap {
        precondition(!bitmaps.isEmpty, "a row needs a bitmap")
        let height = bitmaps.map(\.height).max()!
        let scaled = bitmaps.map { bitmap in
            bitmap.scaled(toWidth: max(1, bitmap.width * height / bitmap.height), height: height)
        }
        let width = scaled.map(\.width).reduce(0, +) + gap * (scaled.count - 1)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        var left = 0
        for bitmap in scaled {
            for y in 0..<height {
                let source = y * bitmap.width * 4
                let target = (y * width + left) * 4
                pixels.replaceSubrange(
                    target..<(target + bitmap.width * 4), with: bitmap.pixels[source..<(source + bitmap.width * 4)])
            }
            left += bitmap.width + gap
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }
}
