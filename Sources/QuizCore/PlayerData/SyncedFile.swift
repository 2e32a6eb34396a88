/// A file a run has downloaded whole: its URL (without any token) and its size.
public struct SyncedFile: Sendable, Hashable {
    public var url: String
    public var bytes: Int

    public init(url: String, bytes: Int) {
        self.url = url
        self.bytes = bytes
    }
}
