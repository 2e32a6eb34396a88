import QuizCore

/// A picture named by its path beside the pack file, such as `images/ar.png`, rather than by URL.
///
/// The path is one or more segments of letters, digits, `-`, `_`, `.` and `~` joined by `/`, ending in a picture's
/// extension (`.png`, `.jpg`, `.jpeg`, `.gif`, `.bmp`, `.webp`); no segment is `.` or `..`, so a path never leaves
/// the pack's folder.
public enum PicturePath {
    public static let extensions: Set<String> = ["png", "jpg", "jpeg", "gif", "bmp", "webp"]

    public static func isValid(_ text: some StringProtocol) -> Bool {
        let segments = text.split(separator: "/", omittingEmptySubsequences: false)
        guard let last = segments.last, let dot = last.lastIndex(of: "."),
            extensions.contains(last[last.index(after: dot)...].lowercased())
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
        switch path.split(separator: ".").last?.lowercased() {
        case "png": "image/png"
        case "jpg", "jpeg": "image/jpeg"
        case "gif": "image/gif"
        case "bmp": "image/bmp"
        case "webp": "image/webp"
        default: "application/octet-stream"
        }
    }
}
