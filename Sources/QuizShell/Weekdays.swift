import QuizCore

/// Weekdays as `set easy-days` reads them: names or their first three letters, in English or Spanish, separated by
/// commas; `none` for none. Days are numbered 0 (Monday) to 6 (Sunday).
enum Weekdays {
    static let english = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
    static let spanish = ["lun", "mar", "mié", "jue", "vie", "sáb", "dom"]
    private static let names = [
        ["monday", "lunes"], ["tuesday", "martes"], ["wednesday", "miercoles"], ["thursday", "jueves"],
        ["friday", "viernes"], ["saturday", "sabado"], ["sunday", "domingo"],
    ]

    /// The days typed; nil when a word names none.
    static func read(_ typed: String) -> Set<Int>? {
        let words = typed.split(separator: ",").map { TextMatching.folded(String($0)) }
        if words.count == 1, ["none", "off", "ninguno", "ninguna", "no"].contains(words[0]) { return [] }
        let days = words.map { word in
            word.count >= 3 ? names.firstIndex { $0.contains { $0.hasPrefix(word) } } : nil
        }
        return days.isEmpty || days.contains(nil) ? nil : Set(days.compactMap { $0 })
    }
}
