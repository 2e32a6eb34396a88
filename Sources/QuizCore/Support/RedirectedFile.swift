import Foundation

/// A file opened for writing as a shell's `>` opens it: a regular file is emptied and written in place (the target of a
/// symbolic link, keeping its permissions and hard links), a missing one is made, and a device, a FIFO or
/// `/dev/stdout` is written to as it is.
public enum RedirectedFile {
    public static func open(_ path: String) throws(FileBytes.Failure) -> FileHandle {
        let descriptor = Glibc.open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw FileBytes.Failure(reason: FileFailure.posix(errno)) }
        return FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }
}
