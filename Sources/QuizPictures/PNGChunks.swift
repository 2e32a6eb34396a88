/// What a PNG's chunks say about the memory of decoding it, read before any of it is decoded: the bytes stb_image
/// holds for the compressed data (IDAT chunks) it gathers.
struct PNGChunks {
    /// The size stb_image's buffer of compressed data grows to: the first chunk's length or 4,096, doubled as needed.
    private(set) var compressedCapacity = 0

    init(_ bytes: UnsafeRawBufferPointer) {
        var offset = 8
        var gathered = 0
        while offset + 8 <= bytes.count {
            let length = Self.bigEndian(bytes, at: offset)
            let type = Self.bigEndian(bytes, at: offset + 4)
            if type == Self.data {
                if gathered + length > compressedCapacity {
                    if compressedCapacity == 0 { compressedCapacity = max(length, 4096) }
                    while gathered + length > compressedCapacity { compressedCapacity *= 2 }
                }
                gathered += length
            }
            if type == Self.end { break }
            offset += 12 + length
        }
    }

    /// The width and height that the header (IHDR) of a PNG states; zero for other bytes.
    static func statedSize(_ bytes: UnsafeRawBufferPointer) -> (Int, Int) {
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), bytes.count >= 24, bigEndian(bytes, at: 12) == header
        else { return (0, 0) }
        return (bigEndian(bytes, at: 16), bigEndian(bytes, at: 20))
    }

    private static let header = 0x4948_4452  // IHDR
    private static let data = 0x4944_4154  // IDAT
    private static let end = 0x4945_4E44  // IEND

    private static func bigEndian(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> Int {
        Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
    }
}
