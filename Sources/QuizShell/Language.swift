/// The languages quiz speaks.
public enum Language: String, Sendable, CaseIterable, Hashable {
    case es
    case en

    /// `--lang` when given, else `LC_ALL`, `LC_MESSAGES`, then `LANG`: Spanish for `es*`, English otherwise.
    public static func resolve(option: String?, environment: [String: String]) -> Language {
        if let option, let language = Language(code: option) { return language }
        for variable in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[variable], !value.isEmpty { return value.hasPrefix("es") ? .es : .en }
        }
        return .en
    }

    /// `es`, `es_ES.UTF-8`, `spanish`, `español` → `.es`; `en*`, `english`, `inglés` → `.en`.
    public init?(code: String) {
        let folded = code.lowercased()
        if folded.hasPrefix("es") || folded == "spanish" || folded == "castellano" {
            self = .es
        } else if folded.hasPrefix("en") || folded == "english" || folded == "inglés" || folded == "ingles" {
            self = .en
        } else {
            return nil
        }
    }
}
