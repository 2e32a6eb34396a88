/// A regular expression of a transcript's ` (re)` line, matched against a whole line in time proportional to the
/// line's length times the pattern's: a set of states is followed through the text (Thompson's construction), so
/// no pattern, however nested (`(a+)+`), makes a match backtrack.
///
/// It knows what transcripts need: characters and `\` escapes, `.`, classes `[a-z]`, `[^...]`, `\d \w \s` and
/// their capitals, groups `(...)` and `(?:...)`, `|`, the repeats `* + ? {m} {m,} {m,n}` (a lazy or possessive
/// mark after one is accepted and changes nothing, since only whether the line matches counts), and `^ $`. Anything
/// else (look-arounds, back references) is refused, and so is a pattern beyond the limits, with the reason.
struct LinearPattern: Sendable {
    /// The most copies a `{m,n}` repeat expands to, and the most states a pattern may have: a longer pattern is
    /// refused.
    static let repeatLimit = 1000
    static let stateLimit = 10_000

    private let states: [State]
    private let start: Int

    /// Throws why, when `source` is not a pattern this matcher reads.
    init(_ source: String) throws(PatternRefusal) {
        guard source.count <= Self.stateLimit else { throw .overStateLimit(Self.stateLimit) }
        var parser = Parser(pattern: Array(source))
        let node: Node
        do throws(PatternRefusal) {
            node = try parser.parseWhole()
        } catch .unsupported {
            // The parser throws this at 0; it stopped on, or just past, the character that starts the construct.
            throw .unsupported(at: min(max(parser.index, 1), source.count))
        }
        var compiler = Compiler()
        let start = try compiler.compile(node, next: compiler.matchState)
        self.states = compiler.states
        self.start = start
    }

    /// Whether the whole of `text` matches.
    func matches(_ text: String) -> Bool {
        var current: [Int] = []
        var mark = [Int](repeating: -1, count: states.count)
        var generation = 0
        add(start, to: &current, mark: &mark, generation: generation)
        for character in text {
            generation += 1
            var next: [Int] = []
            for index in current {
                if case .test(let test, let following) = states[index], test.accepts(character) {
                    add(following, to: &next, mark: &mark, generation: generation)
                }
            }
            if next.isEmpty { return false }
            current = next
        }
        return current.contains { if case .match = states[$0] { true } else { false } }
    }

    /// Adds `index` and every state reached from it without reading a character.
    private func add(_ index: Int, to list: inout [Int], mark: inout [Int], generation: Int) {
        var pending = [index]
        while let index = pending.popLast() {
            guard mark[index] != generation else { continue }
            mark[index] = generation
            switch states[index] {
            case .split(let first, let second): pending += [second, first]
            case .test, .match: list.append(index)
            }
        }
    }

    // MARK: States

    fileprivate enum State: Sendable {
        case test(CharacterTest, next: Int)
        case split(Int, Int)
        case match
    }

    fileprivate enum CharacterTest: Sendable {
        case any
        case literal(Character)
        case set([SetItem], negated: Bool)

        func accepts(_ character: Character) -> Bool {
            switch self {
            case .any: character != "\n"
            case .literal(let literal): character == literal
            case .set(let items, let negated): items.contains { $0.accepts(character) } != negated
            }
        }
    }

    fileprivate enum SetItem: Sendable {
        case character(Character)
        case range(Character, Character)
        case digit(Bool)
        case word(Bool)
        case space(Bool)

        func accepts(_ character: Character) -> Bool {
            switch self {
            case .character(let one): character == one
            case .range(let low, let high): low <= character && character <= high
            case .digit(let yes): character.isNumber == yes
            case .word(let yes): (character.isLetter || character.isNumber || character == "_") == yes
            case .space(let yes): character.isWhitespace == yes
            }
        }
    }

    fileprivate indirect enum Node: Sendable {
        case test(CharacterTest)
        case sequence([Node])
        case choice([Node])
        case repeated(Node, min: Int, max: Int?)
    }

    // MARK: Parsing

    private struct Parser {
        let pattern: [Character]
        var index = 0

        mutating func parseWhole() throws(PatternRefusal) -> Node {
            let node = try parseChoice()
            guard index == pattern.count else { throw .unbalancedParenthesis }
            return node
        }

        private var next: Character? { index < pattern.count ? pattern[index] : nil }

        private mutating func parseChoice() throws(PatternRefusal) -> Node {
            var branches = [try parseSequence()]
            while next == "|" {
                index += 1
                branches.append(try parseSequence())
            }
            return branches.count == 1 ? branches[0] : .choice(branches)
        }

        private mutating func parseSequence() throws(PatternRefusal) -> Node {
            var items: [Node] = []
            while let character = next, character != "|", character != ")" {
                items.append(try parseRepeat())
            }
            return .sequence(items)
        }

        /// An atom and at most one repeat (with its lazy or possessive mark); a second repeat is invalid.
        private mutating func parseRepeat() throws(PatternRefusal) -> Node {
            let node = try parseAtom()
            guard let character = next else { return node }
            let bounds: (Int, Int?)
            switch character {
            case "*": bounds = (0, nil)
            case "+": bounds = (1, nil)
            case "?": bounds = (0, 1)
            case "{":
                guard let counted = try parseCount() else { return node }
                bounds = counted
                index -= 1
            default: return node
            }
            index += 1
            if next == "?" || next == "+" { index += 1 }
            if let following = next, "*+?".contains(following) { throw .unsupported(at: 0) }
            return .repeated(node, min: bounds.0, max: bounds.1)
        }

        /// `{m}`, `{m,}` or `{m,n}` from `index`, leaving `index` on its last character; nil when the brace is not
        /// a count (it is then a literal brace).
        private mutating func parseCount() throws(PatternRefusal) -> (Int, Int?)? {
            let end = min(pattern.count, index + 24)
            guard let close = pattern[index..<end].firstIndex(of: "}") else { return nil }
            let inside = String(pattern[(index + 1)..<close])
            let parts = inside.split(separator: ",", maxSplits: 1, omittingEmptySubsequences: false)
            guard let low = Int(parts[0]) else { return nil }
            let high: Int? = parts.count == 1 ? low : (parts[1].isEmpty ? nil : Int(parts[1]))
            if parts.count == 2, !parts[1].isEmpty, high == nil { return nil }
            guard max(low, high ?? low) <= LinearPattern.repeatLimit else {
                throw .overRepeatLimit(LinearPattern.repeatLimit)
            }
            guard low <= (high ?? low) else { throw .unsupported(at: 0) }
            index = close + 1
            return (low, high)
        }

        private mutating func parseAtom() throws(PatternRefusal) -> Node {
            guard let character = next else { throw .unsupported(at: 0) }
            index += 1
            switch character {
            case "(":
                if next == "?" {
                    guard index + 1 < pattern.count, pattern[index + 1] == ":" else { throw .unsupported(at: 0) }
                    index += 2
                }
                let inner = try parseChoice()
                guard next == ")" else { throw .unbalancedParenthesis }
                index += 1
                return inner
            case "[": return .test(try parseSet())
            case ".": return .test(.any)
            case "^", "$": return .sequence([])
            case "\\": return .test(try parseEscape())
            case "*", "+", "?": throw .unsupported(at: 0)
            default: return .test(.literal(character))
            }
        }

        private mutating func parseEscape() throws(PatternRefusal) -> CharacterTest {
            guard let character = next else { throw .unsupported(at: 0) }
            index += 1
            switch character {
            case "d", "D": return .set([.digit(character == "d")], negated: false)
            case "w", "W": return .set([.word(character == "w")], negated: false)
            case "s", "S": return .set([.space(character == "s")], negated: false)
            case "n": return .literal("\n")
            case "t": return .literal("\t")
            case _ where character.isLetter || character.isNumber: throw .unsupported(at: 0)
            default: return .literal(character)
            }
        }

        private mutating func parseSet() throws(PatternRefusal) -> CharacterTest {
            var negated = false
            if next == "^" {
                negated = true
                index += 1
            }
            var items: [SetItem] = []
            var first = true
            while let character = next, character != "]" || first {
                first = false
                index += 1
                var low: Character = character
                if character == "\\" {
                    switch try parseEscape() {
                    case .literal(let literal): low = literal
                    case .set(let inner, _):
                        items += inner
                        continue
                    case .any: throw .unsupported(at: 0)
                    }
                } else if character == "[" {
                    throw .unsupported(at: 0)
                }
                if next == "-", index + 1 < pattern.count, pattern[index + 1] != "]" {
                    var high = pattern[index + 1]
                    index += 2
                    if high == "\\" {
                        guard case .literal(let literal) = try parseEscape() else { throw .unsupported(at: 0) }
                        high = literal
                    }
                    guard low <= high else { throw .unsupported(at: 0) }
                    items.append(.range(low, high))
                } else {
                    items.append(.character(low))
                }
            }
            guard next == "]" else { throw .unsupported(at: 0) }
            index += 1
            return .set(items, negated: negated)
        }
    }

    // MARK: Compiling

    /// Builds the states backwards: each node is compiled to lead to the state that follows it.
    private struct Compiler {
        var states: [State] = [.match]
        let matchState = 0

        mutating func compile(_ node: Node, next: Int) throws(PatternRefusal) -> Int {
            guard states.count < LinearPattern.stateLimit else { throw .overStateLimit(LinearPattern.stateLimit) }
            switch node {
            case .test(let test): return append(.test(test, next: next))
            case .sequence(let items):
                var following = next
                for item in items.reversed() { following = try compile(item, next: following) }
                return following
            case .choice(let branches):
                var starts = try branches.map { branch throws(PatternRefusal) in try compile(branch, next: next) }
                var start = starts.removeLast()
                for branch in starts.reversed() { start = append(.split(branch, start)) }
                return start
            case .repeated(let inner, let low, let high):
                var following = next
                if let high {
                    for _ in 0..<(high - low) {
                        let body = try compile(inner, next: following)
                        following = append(.split(body, following))
                    }
                } else {
                    let loop = append(.split(-1, -1))
                    let body = try compile(inner, next: loop)
                    states[loop] = .split(body, following)
                    following = loop
                }
                for _ in 0..<low { following = try compile(inner, next: following) }
                return following
            }
        }

        private mutating func append(_ state: State) -> Int {
            states.append(state)
            return states.count - 1
        }
    }
}

/// Why a ` (re)` line of a transcript is not a pattern `quiz test` reads.
public enum PatternRefusal: Error, Sendable, Hashable, CustomStringConvertible {
    /// Something the matcher does not read (a look-around, a back reference, a stray repeat), at this character
    /// of the pattern, from 1.
    case unsupported(at: Int)
    case unbalancedParenthesis
    case overRepeatLimit(Int)
    case overStateLimit(Int)

    public var description: String {
        switch self {
        case .unsupported(let position): "character \(position) starts something the matcher does not read"
        case .unbalancedParenthesis: "a parenthesis is not balanced"
        case .overRepeatLimit(let limit): "a repeat goes over the limit of \(limit) copies"
        case .overStateLimit(let limit): "it needs more than the limit of \(limit) states"
        }
    }
}
