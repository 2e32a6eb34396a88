import QuizCore

/// A picture named by its path beside the pack file, such as `images/ar.png`, rather than by URL.
///
/// The path is segments of letters, digits, `-`, `_`, `.` and `~` joined by `/`, ending in a picture's extension
/// (`.png`, `.jpg`, `.jpeg`, `.gif`, `.bmp`, `.webp`); no segment is `.` or `..`, so it never leaves the pack's folder.
public enum PicturePath {
    /// The MIME type of each extension a picture path may have.
    private static let mimeTypes = [
        "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif", "bmp": "image/bmp",
        "webp": "image/webp",
    ]

    public static func isValid(_ text: some StringProtocol) -> Bool {
        let segments = text.split(separator: "/", omittingEmptySubsequences: false)
        guard let last = segments.last, let dot = last.lastIndex(of: "."),
            mimeTypes[last[last.index(after: dot)...].lowercased()] != nil
        else { return false }
        return segments.allSatisfy { segment in
            !segment.isEmpty && segment != "." && segment != ".."
                && segment.utf8.allSatisfy { byte in
                    (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                        || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
                        || byte == UInt8(ascii: "~")
                }
        }
    }

    /// The MIME type of a picture path by its extension.
    public static func mimeType(of path: some StringProtocol) -> String {
        path.split(separator: ".").last.flatMap { mimeTypes[$0.lowercased()] } ?? "application/octet-stream"
    }
}
