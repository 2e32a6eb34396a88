/// Words that belong to the code rather than to a person: type names, error domains and codes of the libraries.
enum ErrorWording {
    static let implementationNames = [
        "HTTPClientError", "NIOConnectionError", "SocketAddressError", "IOError", "NSCocoaErrorDomain",
        "NSPOSIXErrorDomain", "NSURLErrorDomain", "Error Domain", "error 256", "DecodingError", "Swift.",
        "Optional(", "UnknownHost", "redirectCycleDetected", "emptyHost", "NIOTooManyBytesError", "TransportError",
        "CancellationError", "errno", "(code:", "debugDescription", "HTTPParserError",
    ]

    /// The implementation names that `message` contains.
    static func implementationNames(in message: String) -> [String] {
        implementationNames.filter { message.contains($0) }
    }
}
