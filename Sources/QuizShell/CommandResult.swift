/// What a command did: the lines it printed, the failure that stopped it, and whether the shell should end.
public struct CommandResult: Sendable, Equatable {
    public var output: [String]
    /// Warnings for standard error that did not stop the command, such as a record that could not be kept, each
    /// beginning with `warning: `.
    public var warnings: [String] = []
    /// The message of a failed command, without the `error: ` prefix.
    public var failure: String?
    public var quits: Bool
    /// Lines of `output` that a terminal shows changing before they settle, such as a poster losing its colour.
    public var animation: Animation?

    public init(output: [String] = [], failure: String? = nil, quits: Bool = false) {
        self.output = output
        self.failure = failure
        self.quits = quits
    }
}

/// Thrown inside a command to end it with a message; the shell's state is left as it was.
public struct CommandFailure: Error, CustomStringConvertible {
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}

extension CommandFailure {
    /// Runs `body`; an `E` it throws ends the command, told in the words `words` gives it, and any other error
    /// goes on as it was.
    static func catching<T, E: Error>(_ words: (E) -> String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as E {
            throw CommandFailure(words(error))
        }
    }

    static func catching<T, E: Error>(_ words: (E) -> String, _ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch let error as E {
            throw CommandFailure(words(error))
        }
    }
}
