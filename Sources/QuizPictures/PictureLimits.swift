import QuizCore

/// The limits of what quiz decodes: what a picture may be and what decoding it may cost.
public enum PictureLimits {
    /// The most bytes of a picture, downloaded or beside a pack.
    public static let maximumBytes = FileBytes.Limit.picture.bytes
    /// The most pixels, checked from the header before any is decoded.
    public static let maximumMegapixels = 40
    /// The most scans (SOS markers) of a JPEG, counted before it is decoded; a progressive JPEG has about ten.
    public static let maximumScans = 100
    /// The most times that the scans of a progressive JPEG together may go over its pixels, counted before it is
    /// decoded; those of libjpeg go over theirs five or six times. A baseline JPEG goes over its pixels once.
    public static let maximumScanPasses = 16
    /// What stb_image may hold at once while it decodes: this many bytes for each pixel of the size the header states
    /// (an interlaced PNG of 16-bit RGBA needs 20, a progressive CMYK JPEG 16), its buffer of a PNG's compressed data,
    /// and `memoryAllowance`.
    public static let memoryPerPixel = 24
    public static let memoryAllowance = 1 << 20
    /// The most processor time that decoding one picture may take.
    public static let processorTime = Duration.seconds(5)
}
