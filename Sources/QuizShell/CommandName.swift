/// The shell's commands, with their Spanish aliases.
public enum CommandName: String, Sendable, CaseIterable, Hashable {
    case help, packs, load, list, sort, search, play, next, show, answer, hint, state, score, skip, pause, resume
    case stop, history, stats
    case facts, fact
    case new, add, edit, delete, undo, revert, review, reviews
    case practice, cram, forget, clock
    case host, assign, simulate, kick, lock, unlock, end, results
    case source, sync, set, expect, quit

    /// The commands that make sense while a question waits for its answer, which Tab completes then.
    static let whileAnswering: [CommandName] = [
        .answer, .hint, .show, .skip, .next, .pause, .resume, .stop, .state, .score, .set, .help, .quit,
    ]

    /// Other names people may type; Spanish where it is natural.
    public var aliases: [String] {
        switch self {
        case .help: ["ayuda", "?"]
        case .packs: ["paquetes"]
        case .load: ["cargar"]
        case .list: ["lista", "ls"]
        case .search: ["buscar"]
        case .sort: ["ordenar"]
        case .play: ["jugar"]
        case .next: ["siguiente"]
        case .show: ["ver"]
        case .answer: ["responder"]
        case .hint: ["pista"]
        case .state: ["estado"]
        case .score: ["puntos"]
        case .skip: ["saltar"]
        case .pause: ["pausa"]
        case .resume: ["seguir"]
        case .stop: ["parar"]
        case .history: ["historial"]
        case .stats: ["estadisticas", "estadísticas"]
        case .facts: ["datos"]
        case .fact: ["dato"]
        case .new: ["nuevo"]
        case .add: ["añadir", "anadir"]
        case .edit: ["editar"]
        case .delete: ["borrar"]
        case .undo: ["deshacer"]
        case .revert: ["restaurar"]
        case .review: ["valorar"]
        case .reviews: ["valoraciones"]
        case .practice: ["practicar"]
        case .cram: ["repasar"]
        case .forget: ["olvidar"]
        case .clock: ["reloj"]
        case .host: ["anfitrión", "anfitrion", "organizar"]
        case .assign: ["asignar"]
        case .simulate: ["simular"]
        case .kick: ["expulsar"]
        case .lock: ["bloquear"]
        case .unlock: ["desbloquear"]
        case .end: ["fin", "terminar"]
        case .results: ["resultados"]
        case .source: ["fuente"]
        case .sync: ["sincronizar"]
        case .set: ["ajustar"]
        case .expect: ["esperar"]
        case .quit: ["salir", "exit", "q"]
        }
    }

    /// The name the player's language gives the command: its first Spanish alias in Spanish.
    public func name(in language: Language) -> String {
        language == .es ? aliases.first { $0.count > 1 && $0 != "ls" } ?? rawValue : rawValue
    }

    /// Finds the command a word names, in any case.
    public init?(word: String) {
        guard let found = Self.byWord[word] ?? Self.byWord[word.lowercased()] else { return nil }
        self = found
    }

    /// Every name and alias, lowercased, with the command it names.
    private static let byWord: [String: CommandName] = Dictionary(
        allCases.flatMap { command in ([command.rawValue] + command.aliases).map { ($0, command) } },
        uniquingKeysWith: { first, _ in first })

    /// The longest word that is taken for a mistyped command and compared with every name.
    static let longestMistake = 32

    /// The names that `language` offers and suggests: English's, or Spanish's and then English's, which Spanish
    /// takes too.
    static func names(in language: Language) -> [String] {
        (language == .es ? allCases.map { $0.name(in: .es) } : []) + allCases.map(\.rawValue)
    }

    /// The name, in `language`, of the command nearest to a mistyped word, when one is near enough to suggest and
    /// the word shares more with it than a letter or two.
    public static func nearest(to word: String, in language: Language) -> String? {
        let word = word.lowercased()
        guard let name = nearest(to: word, among: names(in: language)) else { return nil }
        return editDistance(word, name) < word.count ? name : nil
    }

    /// The name among `names` that a mistyped `word` most likely meant: one it begins, or one a few edits away.
    static func nearest(to word: String, among names: [String]) -> String? {
        if word.count >= 2, let prefixed = names.first(where: { $0.hasPrefix(word) }) { return prefixed }
        let scored = names.map { ($0, editDistance(word, $0)) }.min { $0.1 < $1.1 }
        guard let (name, distance) = scored, distance <= max(2, name.count / 3) else { return nil }
        return name
    }

    /// Levenshtein distance over characters, two letters swapped counting as one edit (`qiut` for `quit`).
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var (beforePrevious, previous) = ([Int](), Array(0...b.count))
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous) = (previous, current)
        }
        return previous[b.count]
    }
}
