import Foundation

/// Writes `text` to a file made new at `file` with mode 0600; false when one is there already or none can be made.
func writeNewPrivateFile(_ file: URL, _ text: String) -> Bool {
    let descriptor = open(file.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    let bytes = Array(text.utf8)
    _ = write(descriptor, bytes, bytes.count)
    return true
}
