/// Why bytes did not become a picture; each description is a sentence for a player.
public enum PictureError: Error, Sendable, Hashable, CustomStringConvertible {
    case tooLarge
    case tooManyPixels(width: Int, height: Int)
    case tooManyScans(count: Int)
    /// The JPEG's scans go over its pixels more times than `limit`: `PictureLimits.maximumScanPasses` when it is
    /// progressive, once when it is not.
    case scansTooCostly(passes: Int, limit: Int)
    /// Decoding asked for more memory than the budget of a picture of its size: `limit` bytes.
    case tooMuchMemory(limit: Int, width: Int, height: Int)
    case tooSlow(limit: Duration)
    case cancelled
    case notAPicture
    case damaged(Damage)

    /// What is wrong with a picture that begins as one.
    public enum Damage: Sendable, Hashable {
        case endsEarly
        case otherSize
        case broken

        /// The damage that stb_image's failure reason names.
        init(reason: String) {
            let endsEarly = ["outofdata", "expected marker", "read past buffer", "not enough pixels"]
            self = endsEarly.contains(reason) ? .endsEarly : .broken
        }
    }

    public var description: String {
        switch self {
        case .tooLarge: "is over \(PictureLimits.maximumBytes >> 20) MiB, the limit for a picture"
        case .tooManyPixels(let width, let height):
            "is \(width)×\(height) pixels, over the limit of \(PictureLimits.maximumMegapixels) megapixels"
        case .tooManyScans(let count):
            "has \(count) JPEG scans, over the limit of \(PictureLimits.maximumScans)"
        case .scansTooCostly(let passes, let limit):
            "has JPEG scans that go over its pixels \(passes) times, over the limit of \(limit)"
        case .tooMuchMemory(let limit, let width, let height):
            "needs more than \(Self.megabytes(limit)) MB to decode, over the limit for \(width)×\(height) pixels"
        case .tooSlow(let limit):
            "takes more than \(Self.seconds(limit)) of processor time to decode, the limit"
        case .cancelled: "was not decoded: stopped"
        case .notAPicture: "is not a PNG, JPEG, GIF or BMP picture"
        case .damaged(.endsEarly): "is a picture whose data ends early, as if the file were cut short"
        case .damaged(.otherSize): "is a damaged picture: its pixels are not the size its header states"
        case .damaged(.broken): "is a damaged picture whose data cannot be decoded"
        }
    }

    /// A duration in whole seconds, or in milliseconds under a second, as the descriptions write it.
    public static func seconds(_ duration: Duration) -> String {
        duration < .seconds(1)
            ? "\(duration.components.attoseconds / 1_000_000_000_000_000) ms" : "\(duration.components.seconds) s"
    }

    /// Bytes in megabytes rounded up, so that a limit is never shown as less than it is.
    public static func megabytes(_ bytes: Int) -> Int { (bytes + 999_999) / 1_000_000 }
}
