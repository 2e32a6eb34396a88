/// A picture or file that an item points at.
///
/// The exam's API gives a bare URL string; the real quiz service gives an object `{"filename": "...", "mime":
/// "image/jpeg", "url": "https://..."}`. Both are read, and encoding gives back the shape that was read.
public struct MediaLink: Codable, Sendable, Hashable {
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

    /// Reads either shape; anything else is a `typeMismatch` for `MediaLink`.
    public init(from decoder: any Decoder) throws {
        if let url = try? decoder.singleValueContainer().decode(String.self) {
            self.init(url: url)
            return
        }
        guard let container = try? decoder.container(keyedBy: CodingKeys.self) else {
            throw DecodingError.typeMismatch(
                MediaLink.self, .init(codingPath: decoder.codingPath, debugDescription: "a URL string or an object"))
        }
        self.init(
            url: try container.decode(String.self, forKey: .url),
            mime: try container.decodeIfPresent(String.self, forKey: .mime),
            filename: try container.decodeIfPresent(String.self, forKey: .filename), shape: .object)
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
