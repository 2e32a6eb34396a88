import Foundation

/// The scans of a JPEG and the work they ask for, read from its markers before any of it is decoded.
///
/// Each scan (an SOS marker) makes stb_image go over every block of the components it names, whatever few bytes of
/// data it has: a progressive JPEG of 40 megapixels with 20,000 empty scans costs minutes. The markers are walked as
/// stb_image reads them, segment by segment, each scan's entropy-coded data skipped to the next marker.
struct JPEGScans {
    /// The scans before the end of the picture (EOI).
    private(set) var count = 0
    /// The 8 × 8 blocks that all the scans go over, and those of one pass over every component.
    private(set) var scannedBlocks = 0
    private(set) var blocksPerPass = 0
    /// The picture's size padded to whole MCUs, as stb_image allocates its planes.
    private(set) var paddedWidth = 0
    private(set) var paddedHeight = 0
    /// Whether the frame is progressive (SOF2); a sequential one is read in one pass, each component in one scan.
    private(set) var progressive = false

    /// How many times the scans go over the whole picture, rounded up.
    var passes: Int { blocksPerPass == 0 ? 0 : (scannedBlocks + blocksPerPass - 1) / blocksPerPass }

    private struct Component {
        var id: UInt8
        var horizontal: Int
        var vertical: Int
    }

    private struct Frame {
        var width: Int
        var height: Int
        var components: [Component]
        var maximumHorizontal: Int { components.map(\.horizontal).max() ?? 1 }
        var maximumVertical: Int { components.map(\.vertical).max() ?? 1 }
        var mcuColumns: Int { (width + 8 * maximumHorizontal - 1) / (8 * maximumHorizontal) }
        var mcuRows: Int { (height + 8 * maximumVertical - 1) / (8 * maximumVertical) }

        /// The blocks of one component alone, as a scan of that component goes over them.
        func blocks(of component: Component) -> Int {
            let width = (self.width * component.horizontal + maximumHorizontal - 1) / maximumHorizontal
            let height = (self.height * component.vertical + maximumVertical - 1) / maximumVertical
            return ((width + 7) / 8) * ((height + 7) / 8)
        }

        /// The blocks of the MCUs of `components`, as an interleaved scan goes over them.
        func interleavedBlocks(of components: [Component]) -> Int {
            mcuColumns * mcuRows * components.reduce(0) { $0 + $1.horizontal * $1.vertical }
        }
    }

    init(_ bytes: UnsafeRawBufferPointer) {
        var frame: Frame?
        var offset = 2
        while let marker = Self.marker(in: bytes, from: &offset) {
            if marker == 0xD9 { break }
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { continue }
            guard offset + 2 <= bytes.count else { break }
            let length = Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
            guard length >= 2, offset + length <= bytes.count else { break }
            let segment = UnsafeRawBufferPointer(rebasing: bytes[(offset + 2)..<(offset + length)])
            offset += length
            if Self.isFrame(marker), frame == nil {
                frame = Self.frame(segment)
                progressive = marker == 0xC2 || marker == 0xC6 || marker == 0xCA || marker == 0xCE
            } else if marker == 0xDA {
                count += 1
                // Past the limit of scans, only their count matters.
                if count <= PictureLimits.maximumScans, let frame { scan(segment, of: frame) }
                offset = Self.endOfEntropyCodedData(in: bytes, from: offset)
            }
        }
        if let frame {
            blocksPerPass = frame.interleavedBlocks(of: frame.components)
            paddedWidth = frame.mcuColumns * frame.maximumHorizontal * 8
            paddedHeight = frame.mcuRows * frame.maximumVertical * 8
        }
    }

    private mutating func scan(_ segment: UnsafeRawBufferPointer, of frame: Frame) {
        guard let named = segment.first, named > 0, segment.count >= 1 + 2 * Int(named) else { return }
        let components = (0..<Int(named)).compactMap { index in
            frame.components.first { $0.id == segment[1 + 2 * index] }
        }
        guard let first = components.first else { return }
        scannedBlocks += components.count == 1 ? frame.blocks(of: first) : frame.interleavedBlocks(of: components)
    }

    /// The marker at `offset` or after the bytes that stand before it, with `offset` moved past it; nil at the end.
    private static func marker(in bytes: UnsafeRawBufferPointer, from offset: inout Int) -> UInt8? {
        while offset < bytes.count {
            guard bytes[offset] == 0xFF else {
                offset = next(0xFF, in: bytes, from: offset)
                continue
            }
            while offset < bytes.count, bytes[offset] == 0xFF { offset += 1 }
            guard offset < bytes.count else { return nil }
            offset += 1
            if bytes[offset - 1] != 0 { return bytes[offset - 1] }
        }
        return nil
    }

    /// Where the marker after a scan's data begins: the first 0xFF neither stuffed (0xFF 0x00) nor a restart marker.
    private static func endOfEntropyCodedData(in bytes: UnsafeRawBufferPointer, from start: Int) -> Int {
        var offset = start
        while true {
            offset = next(0xFF, in: bytes, from: offset)
            guard offset + 1 < bytes.count else { return bytes.count }
            let following = bytes[offset + 1]
            if following != 0, following != 0xFF, !(0xD0...0xD7).contains(following) { return offset }
            offset += following == 0xFF ? 1 : 2
        }
    }

    private static func next(_ byte: UInt8, in bytes: UnsafeRawBufferPointer, from offset: Int) -> Int {
        guard offset < bytes.count, let base = bytes.baseAddress,
            let found = memchr(base + offset, Int32(byte), bytes.count - offset)
        else { return bytes.count }
        return base.distance(to: UnsafeRawPointer(found))
    }

    /// SOF0 to SOF15, less DHT (C4), JPG (C8) and DAC (CC).
    private static func isFrame(_ marker: UInt8) -> Bool {
        (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
    }

    private static func frame(_ segment: UnsafeRawBufferPointer) -> Frame? {
        guard segment.count >= 6 else { return nil }
        let height = Int(segment[1]) << 8 | Int(segment[2])
        let width = Int(segment[3]) << 8 | Int(segment[4])
        let componentCount = Int(segment[5])
        guard segment.count >= 6 + 3 * componentCount else { return nil }
        let components = (0..<componentCount).map { index in
            let sampling = Int(segment[7 + 3 * index])
            let horizontal = max(1, sampling >> 4)
            return Component(id: segment[6 + 3 * index], horizontal: horizontal, vertical: max(1, sampling & 15))
        }
        return Frame(width: width, height: height, components: components)
    }
}
