/// The most memory stb_image may hold at once to decode a picture, from the size its header states, and the JPEG
/// scans it may go through; a picture that would ask for more is refused before it is decoded or stopped as it asks.
struct DecodingBudget {
    /// Bytes.
    let memory: Int

    /// The budget of the picture in `bytes`, whose header states `width` × `height` pixels; throws when it is a JPEG
    /// with more scans, or scans that go over its pixels more often, than the limits allow.
    init(_ bytes: UnsafeRawBufferPointer, width: Int, height: Int) throws(PictureError) {
        var pixels = width * height
        var compressed = 0
        if bytes.starts(with: [0xFF, 0xD8]) {
            let scans = JPEGScans(bytes)
            guard scans.count <= PictureLimits.maximumScans else { throw .tooManyScans(count: scans.count) }
            let passes = scans.progressive ? PictureLimits.maximumScanPasses : 1
            guard scans.passes <= passes else { throw .scansTooCostly(passes: scans.passes, limit: passes) }
            pixels = max(pixels, scans.paddedWidth * scans.paddedHeight)
        } else if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            compressed = PNGChunks(bytes).compressedCapacity
        }
        memory = compressed + PictureLimits.memoryPerPixel * pixels + PictureLimits.memoryAllowance
    }
}
