import Foundation

/// The folder of a pack file whose pictures, named by a path beside it, `quiz validate` checks as play would show
/// them: each read as play reads it, and `fault` says what is wrong with its bytes (nil for a picture that shows).
public struct PictureFolder: Sendable {
    /// The folder's pictures, under the pack name "".
    public var files: PackFiles
    public var fault: @Sendable (Data) -> String?

    public init(_ folder: URL, fault: @escaping @Sendable (Data) -> String?) {
        (self.files, self.fault) = (PackFiles(folders: ["": folder]), fault)
    }
}
