import Foundation

/// Why a file or folder could not be read or written, in the system's plain words ("no such file or directory",
/// "permission denied", "is a directory"), never as an error domain and code.
public enum FileFailure {
    public static func reason(_ error: any Error) -> String {
        if let failure = error as? FileBytes.Failure { return failure.reason }
        let error = error as NSError
        if error.domain == NSPOSIXErrorDomain { return posix(Int32(error.code)) }
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return posix(Int32(underlying.code))
        }
        guard error.domain == NSCocoaErrorDomain else { return "it could not be read or written" }
        switch error.code {
        case NSFileReadNoSuchFileError, NSFileNoSuchFileError: return "no such file or directory"
        case NSFileReadNoPermissionError, NSFileWriteNoPermissionError: return "permission denied"
        case NSFileReadInapplicableStringEncodingError: return "it is not UTF-8 text"
        case NSFileWriteOutOfSpaceError: return "the disk is full"
        case NSFileWriteVolumeReadOnlyError: return "the disk is read-only"
        case NSFileReadTooLargeError: return "it is too large"
        case NSFileWriteFileExistsError: return "something else already has that name"
        // Foundation's codes of writes, from NSFileWriteUnknownError.
        case 512...639: return "it is not a writable file (a folder or a device?)"
        default: return "it is not a readable file (a folder or a device?)"
        }
    }

    /// The system's words for error number `code`, in lower case.
    package static func posix(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }
}
