/// Lines of a command's output that a terminal shows changing: frames drawn one over the other before the lines
/// themselves, which are the last frame.
public struct Animation: Sendable, Equatable {
    /// Where the animated lines begin in the output.
    public var start: Int
    /// The frames before the last, each as many lines as the animated lines.
    public var frames: [[String]]
    /// The terminal rows each frame covers (a graphics picture is one line over many rows).
    public var rows: Int
    public var interval: Duration
    /// What the animated lines become again in place when the next command is entered: a poster's own colours.
    public var restored: [String]
}
