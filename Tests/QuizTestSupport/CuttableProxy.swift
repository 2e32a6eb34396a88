import Foundation
import Synchronization

/// A TCP proxy on 127.0.0.1 in front of a server on another local port, whose connections a test cuts as a network
/// that drops does, and which can refuse new connections for a while: the network under a room's WebSocket, broken
/// on purpose. Blocking sockets on threads of their own, so that no test's task waits on them.
public final class CuttableProxy: Sendable {
    /// The port the proxy listens on.
    public let port: Int
    private let listener: Int32
    private let state = Shared(State())

    private struct State {
        var open: Set<Int32> = []
        var refusing = false
        var accepted = 0
    }

    /// A value behind a lock that the proxy's threads share.
    private final class Shared<Value: Sendable>: Sendable {
        private let value: Mutex<Value>

        init(_ value: Value) {
            self.value = Mutex(value)
        }

        func withLock<T: Sendable>(_ body: (inout Value) -> T) -> T { value.withLock { body(&$0) } }
    }

    /// The error of a socket call, with its errno.
    public struct Failure: Error, CustomStringConvertible {
        public var call: String
        public var code: Int32
        public var description: String { "\(call) failed: \(String(cString: strerror(code)))" }
    }

    /// Listens on a free port of 127.0.0.1 and forwards every connection to `target` on 127.0.0.1.
    public init(to target: Int) throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { throw Failure(call: "socket", code: errno) }
        var address = Self.loopback(port: 0)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(listener, 64) == 0 else {
            close(listener)
            throw Failure(call: "bind", code: errno)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        self.listener = listener
        port = Int(UInt16(bigEndian: address.sin_port))
        let state = self.state
        Thread {
            while true {
                let client = accept(listener, nil, nil)
                guard client >= 0 else {
                    if errno == EINTR { continue }
                    close(listener)
                    return
                }
                Self.forward(client, to: target, state: state)
            }
        }.start()
    }

    deinit {
        stop()
    }

    /// `http://127.0.0.1:PORT`.
    public var url: String { "http://127.0.0.1:\(port)" }

    /// How many connections the proxy has accepted.
    public var accepted: Int { state.withLock { $0.accepted } }

    /// Cuts every connection open now, both ways, as a network that goes away; new ones are still taken.
    public func cut() {
        for socket in state.withLock({ $0.open }) { shutdown(socket, Int32(SHUT_RDWR)) }
    }

    /// While `refusing`, each new connection is closed as soon as it is accepted, as a server that is gone.
    public func refuse(_ refusing: Bool) {
        state.withLock { $0.refusing = refusing }
    }

    /// Stops listening and cuts every connection.
    public func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        cut()
    }

    private static func forward(_ client: Int32, to target: Int, state: Shared<State>) {
        let refusing = state.withLock { state in
            state.accepted += 1
            return state.refusing
        }
        let server = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = loopback(port: target)
        let connected =
            server >= 0
            && withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(server, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            } == 0
        guard !refusing, connected else {
            close(client)
            if server >= 0 { close(server) }
            return
        }
        state.withLock { $0.open.formUnion([client, server]) }
        let ended = Shared(0)
        for (from, to) in [(client, server), (server, client)] {
            Thread {
                var buffer = [UInt8](repeating: 0, count: 1 << 16)
                while true {
                    let count = buffer.withUnsafeMutableBytes { read(from, $0.baseAddress, $0.count) }
                    guard count > 0 else { break }
                    var written = 0
                    while written < count {
                        let sent = buffer[written..<count].withUnsafeBytes { write(to, $0.baseAddress, $0.count) }
                        guard sent > 0 else { break }
                        written += sent
                    }
                    guard written == count else { break }
                }
                shutdown(client, Int32(SHUT_RDWR))
                shutdown(server, Int32(SHUT_RDWR))
                let last = ended.withLock { count in
                    count += 1
                    return count == 2
                }
                guard last else { return }
                state.withLock { $0.open.subtract([client, server]) }
                close(client)
                close(server)
            }.start()
        }
    }

    private static func loopback(port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return address
    }
}
