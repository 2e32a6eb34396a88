/// Why bytes did not become a picture; each description is a sentence for a player.
public enum PictureError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file is larger than `PictureLimits.maximumBytes`.
    case tooLarge(bytes: Int)
    /// The picture has more pixels than `PictureLimits.maximumMegapixels` allows.
    case tooManyPixels(width: Int, height: Int)
    /// The bytes are not a picture in a format quiz reads (PNG, JPEG, GIF, BMP).
    case notAPicture
    /// The bytes begin as a picture but are cut short or broken; `reason` is the decoder's.
    case damaged(reason: String)

    public var description: String {
        switch self {
        case .tooLarge(let bytes):
            "is \(bytes / 1_000_000) MB, over the limit of \(PictureLimits.maximumBytes / 1_000_000) MB"
        case .tooManyPixels(let width, let height):
            "is \(width)×\(height) pixels, over the limit of \(PictureLimits.maximumMegapixels) megapixels"
        case .notAPicture: "is not a PNG, JPEG, GIF or BMP picture"
        case .damaged(let reason): "is a damaged or truncated picture (\(reason))"
        }
    }
}

/// The largest pictures quiz decodes.
public enum PictureLimits {
    public static let maximumBytes = 10_000_000
    public static let maximumMegapixels = 40
}
