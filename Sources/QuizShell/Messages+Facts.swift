import QuizCore

/// The messages of `facts` and `fact`.
extension Messages {
    /// A fact as a card: a header with its category, the title, the text, and its picture's address.
    func factLines(_ fact: FactItem) -> [String] {
        var lines = [
            pick("¿Sabías qué? · \(fact.category)", "Did you know? · \(fact.category)"), fact.title, fact.text,
        ]
        if let image = fact.image { lines.append(pick("Imagen: ", "Picture: ") + image) }
        return lines
    }

    var noFacts: String {
        pick(
            "esta fuente no tiene paquetes de datos curiosos (de tipo fact)",
            "this source has no pack of facts (of kind fact)")
    }

    func unknownFactCategory(_ typed: String, suggestion: String?, available: [String]) -> String {
        unknown(
            pick("no hay ninguna categoría \(quote(typed))", "there is no category \(quote(typed))"),
            suggestion: suggestion, available: available)
    }

    func factPackNotPlayable(_ pack: String) -> String {
        pick(
            "\(quote(pack)) es un paquete de datos curiosos, no de preguntas; léelos con «dato»",
            "\(quote(pack)) is a pack of facts, not questions; read them with \"fact\"")
    }
}
