import Foundation

/// Writes the markers of a JPEG whose scans carry no data, which stb_image decodes as if every coefficient were 0:
/// the shape of a picture at no cost in bytes, so that tests make their own hostile JPEGs.
enum JPEGWriter {
    /// One scan: the components it names (1 to 3), its spectral selection and its successive approximation.
    struct Scan {
        var components: [UInt8]
        var spectralStart: UInt8 = 0
        var spectralEnd: UInt8 = 0
        var approximation: UInt8 = 0
    }

    /// A JPEG of `width` × `height` pixels in three components (Y, Cb, Cr) without subsampling, progressive
    /// (SOF2) or baseline (SOF0), with `scans` one after another.
    static func jpeg(width: Int, height: Int, progressive: Bool = true, scans: [Scan]) -> Data {
        var data = Data([0xFF, 0xD8])
        data += segment(0xDB, [0] + [UInt8](repeating: 1, count: 64))
        let size = [UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF)]
        data += segment(progressive ? 0xC2 : 0xC0, [8] + size + [3, 1, 0x11, 0, 2, 0x11, 0, 3, 0x11, 0])
        // A DC and an AC table of one code, 0, for the symbol 0: bits that are all zero decode as nothing.
        let oneCode: [UInt8] = [1] + [UInt8](repeating: 0, count: 15) + [0]
        data += segment(0xC4, [0x00] + oneCode)
        data += segment(0xC4, [0x10] + oneCode)
        for scan in scans {
            let named = scan.components.flatMap { [$0, 0x00] as [UInt8] }
            data += segment(
                0xDA,
                [UInt8(scan.components.count)] + named + [scan.spectralStart, scan.spectralEnd, scan.approximation])
        }
        return data + [0xFF, 0xD9]
    }

    private static func segment(_ marker: UInt8, _ body: [UInt8]) -> Data {
        let length = body.count + 2
        return Data([0xFF, marker, UInt8(length >> 8), UInt8(length & 0xFF)] + body)
    }
}
