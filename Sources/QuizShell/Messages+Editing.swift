import QuizAPI
import QuizCore
import QuizPacks

/// The messages of `new pack`, `add`, `edit`, `delete`, `undo` and `revert`.
extension Messages {
    func itemName(_ kind: ItemKind) -> String {
        switch kind {
        case .quiz, .book, .choice, .mixed, .slider, .ordering, .pairs, .open: pick("pregunta", "question")
        case .poll: pick("encuesta", "poll")
        case .match: pick("partido", "match")
        case .film: pick("película", "film")
        case .fact: pick("dato", "fact")
        }
    }

    /// Whether the Spanish name of an item is masculine (`partido`, `dato`): its article and adjectives follow it.
    private func masculine(_ kind: ItemKind) -> Bool { kind == .match || kind == .fact }

    private func article(_ kind: ItemKind) -> String { masculine(kind) ? "el" : "la" }

    /// A Spanish word that agrees with an item of `kind`: `agreeing("Nuev", kind)` is `Nuevo` or `Nueva`.
    private func agreeing(_ stem: String, _ kind: ItemKind) -> String { stem + (masculine(kind) ? "o" : "a") }

    func formOpened(_ purpose: ItemForm.Purpose, kind: ItemKind, pack: String) -> String {
        let what =
            switch purpose {
            case .add:
                pick("\(agreeing("Nuev", kind)) \(itemName(kind)) de \(pack)", "A new \(itemName(kind)) for \(pack)")
            case .edit(let number):
                pick(
                    "Cambios en \(article(kind)) \(itemName(kind)) \(number) de \(pack)",
                    "Editing \(itemName(kind)) \(number) of \(pack)")
            }
        return what
            + pick(
                ": Intro deja el valor entre corchetes, - lo vacía, Ctrl-C cancela.",
                ": Enter keeps the value in brackets, - empties it, Ctrl-C cancels.")
    }

    /// How a form asks for a field: `question: the text of the question`, `phase [Final]: ...`.
    func fieldAsk(_ field: ItemField, default value: String?) -> String {
        field.name(in: language) + (value.map { " [\($0)]" } ?? "") + ": "
            + pick(field.rule.es, field.rule.en)
    }

    /// The word of the prompt while a form is open: `quiz [add: question]> `.
    func formPrompt(_ form: ShellForm) -> String {
        switch form {
        case .item(let form):
            let verb =
                switch form.purpose {
                case .add: pick("añadir", "add")
                case .edit(let number): pick("editar \(number)", "edit \(number)")
                }
            return verb + ": " + (form.field?.name(in: language) ?? "")
        case .deletion(_, _, let number): return pick("borrar \(number): sí o no", "delete \(number): yes or no")
        case .forgetting(let pack): return pick("olvidar \(pack): sí o no", "forget \(pack): yes or no")
        case .review(let form): return reviewFormPrompt(form)
        }
    }

    func fieldNeedsValue(_ name: String) -> String {
        pick("\(name) necesita un valor", "\(name) needs a value")
    }

    func fieldNeedsNumber(_ name: String, range: ClosedRange<Int>, found: String) -> String {
        pick(
            "\(name) es un número del \(range.lowerBound) al \(range.upperBound), no \(quote(found))",
            "\(name) takes a number from \(range.lowerBound) to \(range.upperBound), not \(quote(found))")
    }

    func fieldNeedsDecimal(_ name: String, found: String) -> String {
        pick(
            "\(name) es un número, como 1969 o 2,5; no \(quote(found))",
            "\(name) takes a number, such as 1969 or 2.5; not \(quote(found))")
    }

    func fieldNeedsPairs(_ name: String, found: String) -> String {
        pick(
            "\(name) son parejas izquierda = derecha separadas por |, como Francia = París | Perú = Lima; no \(quote(found))",
            "\(name) takes pairs left = right separated by |, such as France = Paris | Peru = Lima; not \(quote(found))"
        )
    }

    func fieldNeedsYesNo(_ name: String, found: String) -> String {
        pick("\(name) es sí o no, no \(quote(found))", "\(name) takes yes or no, not \(quote(found))")
    }

    /// A field the validator refused, with the validator's sentence in the language of the messages.
    func fieldRefused(_ name: String, _ message: String) -> String { "\(name): \(packFaultMessage(message))" }

    func unknownField(_ word: String, kind: ItemKind) -> String {
        let names = ItemField.fields(of: kind).map { $0.name(in: language) }.joined(separator: ", ")
        return pick(
            "\(quote(word)) no es un campo; \(masculine(kind) ? "un" : "una") \(itemName(kind)) tiene \(names)",
            "\(quote(word)) is not a field; a \(itemName(kind)) has \(names)")
    }

    func missingFields(_ names: [String]) -> String {
        let list = names.joined(separator: ", ")
        return pick(
            "faltan campos: \(list); escríbelos como nombre=valor", "fields missing: \(list); give them as name=value")
    }

    func badAssignments(_ problem: FieldAssignments.Problem) -> String {
        switch problem {
        case .notAnAssignment(let word):
            pick(
                "\(quote(word)) no es campo=valor; escribe, por ejemplo, pregunta=\"¿Cuánto es 2+2?\" respuesta=4",
                "\(quote(word)) is not field=value; write, for example, question=\"What is 2+2?\" answer=4")
        case .unclosedQuote(let name):
            pick(
                "el valor de \(name) abre comillas y no las cierra",
                "the value of \(name) opens a quote and never closes it")
        }
    }

    /// What was done to an item: `Added question 3 to capitals.`
    func itemChanged(_ change: ItemChange, _ item: (kind: ItemKind, number: Int, pack: String)) -> String {
        let (name, pack) = ("\(itemName(item.kind)) \(item.number)", item.pack)
        let done = { (stem: String) in "\(agreeing(stem, item.kind)) \(article(item.kind)) \(name)" }
        return switch change {
        case .added: pick("\(done("Añadid")) a \(pack).", "Added \(name) to \(pack).")
        case .edited: pick("\(done("Guardad")) de \(pack).", "Saved \(name) of \(pack).")
        case .deleted: pick("\(done("Borrad")) de \(pack).", "Deleted \(name) of \(pack).")
        }
    }

    /// What `undo` would take back, after `Undone: `: `adding question 3 to capitals`.
    func undoing(_ change: ItemChange, of item: (kind: ItemKind, number: Int, pack: String)) -> String {
        let (name, pack) = ("\(itemName(item.kind)) \(item.number)", item.pack)
        return switch change {
        case .added: pick("añadir \(article(item.kind)) \(name) a \(pack)", "adding \(name) to \(pack)")
        case .edited: pick("los cambios en \(article(item.kind)) \(name) de \(pack)", "editing \(name) of \(pack)")
        case .deleted: pick("borrar \(article(item.kind)) \(name) de \(pack)", "deleting \(name) of \(pack)")
        }
    }

    func confirmDeletion(_ kind: ItemKind, number: Int, summary: String, pack: String) -> String {
        pick(
            "¿Borrar \(article(kind)) \(itemName(kind)) \(number) de \(pack), \(quote(summary))? sí o no",
            "Delete \(itemName(kind)) \(number) of \(pack), \(quote(summary))? yes or no")
    }

    func emptyPack(_ pack: Pack) -> String {
        pick(
            "\(pack.name) no tiene nada todavía; «añadir» añade la primera \(itemName(pack.kind))",
            "\(pack.name) has nothing yet; \"add\" adds its first \(itemName(pack.kind))")
    }

    var notDeleted: String { pick("No se ha borrado nada.", "Nothing was deleted.") }
    var formCancelled: String { pick("Cancelado; nada ha cambiado.", "Cancelled; nothing changed.") }

    func userCopyMade(_ pack: String) -> String {
        pick(
            "Tu copia de \(pack) está en tu carpeta de paquetes y se juega desde ahora; «restaurar \(pack)» vuelve "
                + "a la incluida.",
            "Your copy of \(pack) is in your packs folder and is played from now on; \"revert \(pack)\" goes back to "
                + "the bundled one.")
    }

    func newPack(_ name: String, kind: ItemKind, language code: String) -> String {
        pick(
            "Nuevo paquete \(name) (\(kind.rawValue), \(code)): añade su \(masculine(kind) ? "primer" : "primera") \(itemName(kind)) con «añadir»; se "
                + "guarda con ella.",
            "New pack \(name) (\(kind.rawValue), \(code)): add its first \(itemName(kind)) with \"add\"; it is "
                + "saved with it.")
    }

    func packExists(_ name: String) -> String {
        pick(
            "ya hay un paquete \(name); cárgalo con «cargar \(name)» y añade lo que quieras",
            "there is already a pack \(name); load it with \"load \(name)\" and add to it")
    }

    public func badPackName(_ name: String) -> String {
        pick(
            "\(quote(name)) no es un nombre de paquete; usa minúsculas, cifras y guiones, como \"mi-paquete\"",
            "\(quote(name)) is not a pack name; use lowercase letters, digits and dashes, like \"my-pack\"")
    }

    /// The word `new pack` and `add` show for `kind`, in the language of the messages.
    func kindWord(_ kind: ItemKind) -> String {
        EditingHandler.kindWords.first { $0.kind == kind }.map { pick($0.es[0], $0.en[0]) } ?? kind.rawValue
    }

    /// `add` to a mixed pack without the kind of the new item, or with a word that names none.
    func addNeedsKind(_ word: String, pack: String) -> String {
        let words = MixedItem.kinds.map(kindWord).joined(separator: ", ")
        let refused =
            word.isEmpty
            ? "" : pick("\(quote(word)) no es un tipo de pregunta; ", "\(quote(word)) is not a kind of question; ")
        return refused
            + pick(
                "\(pack) tiene preguntas de varios tipos: di primero el de la nueva, como en «añadir encuesta»; los "
                    + "tipos son \(words)",
                "\(pack) holds questions of several kinds: name the new one's first, as in \"add poll\"; the kinds are "
                    + words)
    }

    func unknownKind(_ word: String) -> String {
        let kinds = ItemKind.packKinds.map(\.rawValue).joined(separator: ", ")
        return pick("\(quote(word)) no es un tipo; hay \(kinds)", "\(quote(word)) is not a kind; there are \(kinds)")
    }

    func badLanguageCode(_ word: String) -> String {
        pick(
            "\(quote(word)) no es un código de idioma; usa uno como es o en",
            "\(quote(word)) is not a language code; use one like es or en")
    }

    var nothingToUndo: String { pick("no hay nada que deshacer", "there is nothing to undo") }

    func undone(_ summary: String) -> String { pick("Deshecho: \(summary).", "Undone: \(summary).") }

    func revertedSummary(_ pack: String) -> String {
        pick("volver a \(pack) incluido", "going back to the bundled \(pack)")
    }

    func reverted(_ pack: Pack) -> String {
        pick(
            "\(pack.name) vuelve a ser el incluido: \(count(pack.count, pack.kind)); tu copia se ha borrado.",
            "\(pack.name) is the bundled one again: \(count(pack.count, pack.kind)); your copy was removed.")
    }

    func packRemoved(_ name: String) -> String {
        pick("\(name) ya no tiene nada y se ha quitado.", "\(name) has nothing left and was removed.")
    }

    func storeError(_ error: PackStoreError) -> String {
        switch error {
        case .invalid(let fault):
            pick("no se ha guardado; ", "not saved; ")
                + fault.faults.map { fault in
                    [fault.item.map(packItem), fault.field, packFaultMessage(fault.message)].compactMap { $0 }
                        .joined(separator: ": ")
                }.joined(separator: "; ")
        case .unreadable(let fault):
            pick("no se puede leer el paquete: ", "the pack cannot be read: ") + packLoadError(fault)
        case .noSuchPack(let name): pick("no hay ningún paquete \(name)", "there is no pack \(name)")
        case .noSuchItem(let id):
            pick(
                "la pregunta de id \(id) ya no está en el paquete (¿la borró otra sesión?); nada ha cambiado",
                "the item with id \(id) is no longer in the pack (did another session delete it?); nothing changed")
        case .nothingToRevert(let name):
            pick(
                "\(name) no tiene una copia tuya sobre un paquete incluido; no hay a qué volver",
                "\(name) has no copy of yours over a bundled pack; there is nothing to go back to")
        case .file(let path, let reason):
            pick("no se puede escribir \(path): \(reason)", "cannot write \(path): \(reason)")
        }
    }
}
