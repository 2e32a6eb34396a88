import Foundation

/// Writes RGBA pixels as a PNG file, uncompressed (stored deflate blocks), so that tests make their own pictures.
enum PNGWriter {
    static func png(width: Int, height: Int, pixels: [UInt8]) -> Data {
        var raw: [UInt8] = []
        for row in 0..<height {
            raw.append(0)
            raw += pixels[(row * width * 4)..<((row + 1) * width * 4)]
        }
        return png(width: width, height: height, compressed: Data(zlibStored(raw)))
    }

    /// A PNG whose header states `width` × `height` RGBA pixels of 8 bits, and whose one IDAT chunk is `compressed`,
    /// a zlib stream of anything.
    static func png(width: Int, height: Int, compressed: Data) -> Data {
        var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        data += chunk("IHDR", Data(bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 6, 0, 0, 0]))
        data += chunk("IDAT", compressed)
        data += chunk("IEND", Data())
        return data
    }

    /// A picture of `width` × `height` pixels, each colour from `colour(x, y)`.
    static func png(width: Int, height: Int, colour: (Int, Int) -> (UInt8, UInt8, UInt8)) -> Data {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let (red, green, blue) = colour(x, y)
                pixels += [red, green, blue, 255]
            }
        }
        return png(width: width, height: height, pixels: pixels)
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    private static func chunk(_ type: String, _ body: Data) -> Data {
        let typed = Data(type.utf8) + body
        return Data(bigEndian(UInt32(body.count))) + typed + Data(bigEndian(crc32(typed)))
    }

    private static func zlibStored(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let length = min(65_535, bytes.count - offset)
            let final: UInt8 = offset + length == bytes.count ? 1 : 0
            out += [
                final, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF),
            ]
            out += bytes[offset..<(offset + length)]
            offset += length
        } while offset < bytes.count
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return out + bigEndian(b << 16 | a)
    }

    private static func crc32(_ bytes: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        crcTable.withUnsafeBufferPointer { table in
            bytes.withUnsafeBytes { bytes in
                for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
            }
        }
        return ~crc
    }

    private static let crcTable: [UInt32] = (0..<256).map { index in
        var crc = UInt32(index)
        for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        return crc
    }
}
