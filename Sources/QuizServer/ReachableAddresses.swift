import NIOCore

/// The addresses to give out for a server that listens on `host`: what other machines can reach, rather than the
/// wildcard it listens on (`0.0.0.0` reaches nothing) or this machine's host name (which other machines may not
/// resolve).
public enum ReachableAddresses {
    /// `http://ADDRESS:PORT` for every address of this machine's networks when `host` is a wildcard (`0.0.0.0` or
    /// an empty host for IPv4, `::` for IPv4 and IPv6), IPv4 first, loopback and link-local ones left out, or
    /// `http://127.0.0.1:PORT` when the machine has no network; `http://HOST:PORT` for any other host.
    public static func urls(host: String, port: Int, machine: [String] = machineAddresses()) -> [String] {
        let wildcards = ["0.0.0.0", "", "::", "[::]"]
        guard wildcards.contains(host) else { return [url(host, port)] }
        let takesIPv6 = host.contains(":")
        let reachable = machine.filter { address in
            if address.contains(":") {
                return takesIPv6 && address != "::1" && !address.lowercased().hasPrefix("fe80:")
            }
            return !address.hasPrefix("127.") && !address.hasPrefix("169.254.")
        }
        let ordered = reachable.filter { !$0.contains(":") } + reachable.filter { $0.contains(":") }
        var seen = Set<String>()
        let urls = ordered.filter { seen.insert($0).inserted }.map { url($0, port) }
        return urls.isEmpty ? [url("127.0.0.1", port)] : urls
    }

    /// The IP addresses of this machine's network interfaces, as `getifaddrs(3)` lists them; none when it fails.
    public static func machineAddresses() -> [String] {
        ((try? System.enumerateDevices()) ?? []).compactMap { $0.address?.ipAddress }
    }

    private static func url(_ host: String, _ port: Int) -> String {
        let bracketed = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        return "http://\(bracketed):\(port)"
    }
}
