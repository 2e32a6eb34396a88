/// A picture or file that an item points at.
///
/// The exam's API gives a bare URL string; the real quiz service gives an object
/// `{"filename": "...", "mime": "image/jpeg", "url": "https://..."}`. The pack reader reads both, and encoding
/// gives back the shape that was read.
public struct MediaLink: Encodable, Sendable, Hashable {
    public enum Shape: Sendable, Hashable {
        case string
        case object
    }

    public var url: String
    public var mime: String?
    public var filename: String?
    public var shape: Shape

    public init(url: String, mime: String? = nil, filename: String? = nil, shape: Shape = .string) {
        self.url = url
        self.mime = mime
        self.filename = filename
        self.shape = shape
    }

    private enum CodingKeys: String, CodingKey {
        case url, mime, filename
    }

    public func encode(to encoder: any Encoder) throws {
        switch shape {
        case .string:
            var single = encoder.singleValueContainer()
            try single.encode(url)
        case .object:
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(filename, forKey: .filename)
            try container.encodeIfPresent(mime, forKey: .mime)
            try container.encode(url, forKey: .url)
        }
    }
}
