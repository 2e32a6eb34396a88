import Foundation

/// The folder of a pack file whose pictures, named by a path beside it, `quiz validate` checks as play would show
/// them: each must be a file there, and `fault` says what is wrong with its bytes (nil for a picture that shows).
public struct PictureFolder: Sendable {
    public var path: String
    public var fault: @Sendable (Data) -> String?

    public init(_ path: String, fault: @escaping @Sendable (Data) -> String?) {
        (self.path, self.fault) = (path, fault)
    }
}
