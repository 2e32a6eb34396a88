import Foundation
import QuizCore

/// The tokens `quiz serve` accepts, gathered from `--token`, `--token-file` and the `QUIZ_TOKEN` environment
/// variable, and checked before the server starts.
public struct ServeTokens: Sendable, Hashable {
    public static let environmentVariable = "QUIZ_TOKEN"

    /// A token that cannot be used, with the reason.
    public enum Problem: Error, Sendable, Hashable, CustomStringConvertible {
        /// A `--token` that is empty or blank.
        case emptyOption
        /// A `--token-file` that could not be read, with the system's reason.
        case unreadableFile(path: String, reason: String)
        /// A `--token-file` with no token in it.
        case emptyFile(path: String)
        /// `QUIZ_TOKEN` set to nothing.
        case emptyEnvironment

        public var description: String {
            switch self {
            case .emptyOption: "--token is empty; give the token students will send as ?token="
            case .unreadableFile(let path, let reason): "--token-file \(path): cannot read it (\(reason))"
            case .emptyFile(let path): "--token-file \(path): holds no token; write one token per line"
            case .emptyEnvironment: "\(ServeTokens.environmentVariable) is set but empty; unset it or give it the token"
            }
        }
    }

    public var tokens: Set<String>

    /// The tokens of `--token` (`options`), of the `--token-file`s, one a line (blank lines and `#` comments
    /// skipped), and of `QUIZ_TOKEN` in `environment`.
    public init(
        options: [String], files: [String], environment: [String: String],
        read: (String) throws -> String = { String(decoding: try FileBytes.read($0, limit: .tokenFile), as: UTF8.self) }
    ) throws(Problem) {
        var tokens: Set<String> = []
        for option in options {
            guard !option.trimmingCharacters(in: .whitespaces).isEmpty else { throw .emptyOption }
            tokens.insert(option)
        }
        for path in files {
            let text: String
            do { text = try read(path) } catch { throw .unreadableFile(path: path, reason: FileFailure.reason(error)) }
            let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty && !$0.hasPrefix("#") }
            guard !lines.isEmpty else { throw .emptyFile(path: path) }
            tokens.formUnion(lines)
        }
        if let value = environment[Self.environmentVariable] {
            guard !value.trimmingCharacters(in: .whitespaces).isEmpty else { throw .emptyEnvironment }
            tokens.insert(value)
        }
        self.tokens = tokens
    }

    /// A warning for serving the quiz routes beyond this machine without a token, or nil.
    public func warning(host: String) -> String? {
        let bare = host.trimmingCharacters(in: CharacterSet(charactersIn: "[]")).lowercased()
        guard tokens.isEmpty, bare != "localhost", bare != "::1", !bare.hasPrefix("127.") else { return nil }
        return "warning: serving on \(host) without a token: anyone who can reach it can play and use the quiz "
            + "routes; give --token, --token-file or \(Self.environmentVariable)"
    }
}
