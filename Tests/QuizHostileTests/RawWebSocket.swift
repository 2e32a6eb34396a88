import Foundation

/// A WebSocket client to a room of a server on 127.0.0.1 that writes its frames byte for byte, as a hostile client
/// would: unmasked, fragmented without end, of invalid UTF-8, from a source address of its choice. Blocking; run it
/// off the cooperative pool (`RawSocket.offThePool`).
final class RawWebSocket: @unchecked Sendable {
    private let descriptor: Int32
    /// What was read past the last frame or head returned.
    private var pending: [UInt8] = []

    /// A frame as the server sent it.
    struct Frame: Equatable {
        var opcode: UInt8
        var fin: Bool
        var payload: [UInt8]

        var text: String { String(decoding: payload, as: UTF8.self) }
        /// The status code of a close frame.
        var closeCode: Int? {
            guard opcode == 8, payload.count >= 2 else { return nil }
            return Int(payload[0]) << 8 | Int(payload[1])
        }
    }

    /// Connects to `port` on 127.0.0.1 from `source` (any address of 127.0.0.0/8 on Linux), and asks for the
    /// WebSocket of room `pin`; throws when the answer is not `101 Switching Protocols`.
    init(port: Int, pin: String, source: String = "127.0.0.1") throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else {
            throw RawSocket.Failure(description: "socket: \(String(cString: strerror(errno)))")
        }
        var local = sockaddr_in(family: AF_INET, address: source, port: 0)
        var remote = sockaddr_in(family: AF_INET, address: "127.0.0.1", port: UInt16(port))
        let bound = withUnsafePointer(to: &local) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        let connected = withUnsafePointer(to: &remote) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, connected == 0 else {
            close(descriptor)
            throw RawSocket.Failure(description: "connect from \(source): \(String(cString: strerror(errno)))")
        }
        try send(
            Array(
                ("GET /rooms/\(pin)/ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                    + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n").utf8))
        let head = try readHead(within: 5)
        guard head.hasPrefix("HTTP/1.1 101") else {
            close(descriptor)
            throw RawSocket.Failure(description: "no upgrade: \(head)")
        }
    }

    deinit { close(descriptor) }

    /// The bytes of one frame: masked with a fixed key unless `masked` is false, as a client must not send it.
    static func frame(opcode: UInt8, _ payload: [UInt8] = [], fin: Bool = true, masked: Bool = true) -> [UInt8] {
        var bytes: [UInt8] = [(fin ? 0x80 : 0) | opcode]
        let mask: UInt8 = masked ? 0x80 : 0
        switch payload.count {
        case ..<126: bytes.append(mask | UInt8(payload.count))
        case ..<65536: bytes += [mask | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        default: bytes += [mask | 127] + (0..<8).reversed().map { UInt8((payload.count >> ($0 * 8)) & 0xFF) }
        }
        guard masked else { return bytes + payload }
        let key: [UInt8] = [0x37, 0xFA, 0x21, 0x3D]
        return bytes + key + payload.enumerated().map { $0.element ^ key[$0.offset % 4] }
    }

    /// A text frame of `text`.
    static func text(_ text: String, fin: Bool = true) -> [UInt8] { frame(opcode: 1, Array(text.utf8), fin: fin) }

    func send(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes {
                Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard count > 0 else { throw RawSocket.Failure(description: "send: \(String(cString: strerror(errno)))") }
            sent += count
        }
    }

    /// The next frame the server sends, or nil when it closes the connection or sends nothing within `seconds`.
    func readFrame(within seconds: Int = 5) -> Frame? {
        guard let head = read(2, within: seconds) else { return nil }
        var length = Int(head[1] & 0x7F)
        if length >= 126 {
            guard let extended = read(length == 126 ? 2 : 8, within: seconds) else { return nil }
            length = extended.reduce(0) { $0 << 8 | Int($1) }
        }
        guard let payload = read(length, within: seconds) else { return nil }
        return Frame(opcode: head[0] & 0x0F, fin: head[0] & 0x80 != 0, payload: payload)
    }

    /// The frames the server sends until it closes the connection or sends nothing for `seconds`.
    func readFrames(within seconds: Int = 5) -> [Frame] {
        var frames: [Frame] = []
        while let frame = readFrame(within: seconds) { frames.append(frame) }
        return frames
    }

    /// Whether the server has closed its end within `seconds`, reading and dropping what it sends meanwhile.
    func isClosedByServer(within seconds: Int) -> Bool {
        let deadline = Date().addingTimeInterval(Double(seconds))
        var timeout = timeval(tv_sec: 1, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var buffer = [UInt8](repeating: 0, count: 65536)
        pending = []
        while Date() < deadline {
            let received = recv(descriptor, &buffer, buffer.count, 0)
            if received == 0 || (received < 0 && errno != EAGAIN && errno != EWOULDBLOCK) { return true }
        }
        return false
    }

    private func readHead(within seconds: Int) throws -> String {
        var head: [UInt8] = []
        while !head.suffix(4).elementsEqual([13, 10, 13, 10]) {
            guard let byte = read(1, within: seconds) else {
                throw RawSocket.Failure(
                    description: "no answer to the upgrade: \(String(decoding: head, as: UTF8.self))")
            }
            head += byte
        }
        return String(decoding: head, as: UTF8.self)
    }

    /// Exactly `count` bytes, or nil when the connection ends or they do not come within `seconds`.
    private func read(_ count: Int, within seconds: Int) -> [UInt8]? {
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var buffer = [UInt8](repeating: 0, count: 65536)
        while pending.count < count {
            let received = recv(descriptor, &buffer, buffer.count, 0)
            guard received > 0 else { return nil }
            pending += buffer[..<received]
        }
        defer { pending.removeFirst(count) }
        return Array(pending[..<count])
    }
}

extension sockaddr_in {
    init(family: Int32, address: String, port: UInt16) {
        self.init()
        sin_family = sa_family_t(family)
        sin_port = port.bigEndian
        inet_pton(family, address, &sin_addr)
    }
}
