import QuizAPI
import QuizClient
import QuizCore
import QuizPacks

/// `new pack`, `add`, `edit`, `delete`, `undo` and `revert`: the player's own packs, and their copies of bundled
/// ones, changed in forms that ask for each field or take them all on one line.
final class EditingHandler: ShellHandler {
    /// The changes `undo` can take back, the last one last.
    private var undoSteps: [UndoStep] = []

    private var packStore: PackStore { sources.packStore }

    // MARK: new pack

    /// `new pack NAME KIND [LANG]`: an empty pack, saved with its first item.
    func newPack(_ argument: String) async throws -> [String] {
        let words = argument.split(separator: " ").map(String.init)
        guard words.count == 3 || words.count == 4, ["pack", "paquete"].contains(words[0].lowercased()) else {
            throw CommandFailure(text.usage(.new))
        }
        let name = words[1]
        guard PackName.isValid(name) else { throw CommandFailure(text.badPackName(name)) }
        guard let kind = Self.kind(named: words[2]), ItemKind.packKinds.contains(kind) else {
            throw CommandFailure(text.unknownKind(words[2]))
        }
        let code = words.count == 4 ? words[3].lowercased() : settings.language.rawValue
        guard (2...3).contains(code.count), code.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            throw CommandFailure(text.badLanguageCode(words[3]))
        }
        let known = (try? await sources.packSummaries())?.map(\.name) ?? []
        if known.contains(name) || (try? packStore.current(name)) != nil {
            throw CommandFailure(text.packExists(name))
        }
        session.pack = Pack(name: name, title: name, language: code, items: PackItems.empty(kind))
        return [text.newPack(name, kind: kind, language: code)]
    }

    /// The words that name a kind in `new pack` and `add`, in either language and any case; the first English and the
    /// first Spanish one are those a message shows.
    static let kindWords: [(kind: ItemKind, en: [String], es: [String])] = [
        (.quiz, ["quiz", "quizzes"], ["pregunta", "preguntas"]),
        (.match, ["match", "matches"], ["partido", "partidos"]),
        (.book, ["book", "books"], ["libro", "libros"]),
        (.film, ["film", "films"], ["película", "películas"]),
        (.choice, ["choice", "choices"], ["opciones", "elección"]),
        (.fact, ["fact", "facts"], ["dato", "datos"]),
        (.mixed, ["mixed"], ["varios", "mezcla"]),
        (.poll, ["poll", "polls"], ["encuesta", "encuestas"]),
        (.slider, ["slider", "sliders", "estimate"], ["estimación", "estimaciones"]),
        (.ordering, ["ordering", "order"], ["orden", "ordenar"]),
        (.pairs, ["pairs"], ["parejas"]),
        (.open, ["open"], ["abierta", "abiertas"]),
    ]

    static func kind(named word: String) -> ItemKind? {
        let folded = TextMatching.folded(word)
        return kindWords.first { ($0.en + $0.es).contains { TextMatching.folded($0) == folded } }?.kind
    }

    // MARK: add and edit

    /// `add`: a form of the loaded pack's fields; `add NAME=VALUE...` saves them at once. A mixed pack's item has the
    /// fields of its kind, named first (`add poll`), and the section of the pack's last item.
    func add(_ argument: String) throws -> [String] {
        let pack = try session.loadedPack()
        var (kind, assignments, section) = (pack.kind, argument, String?.none)
        if case .mixed(let items) = pack.items {
            let (word, rest) = argument.wordAndRest
            guard let named = Self.kind(named: word), MixedItem.kinds.contains(named) else {
                throw CommandFailure(text.addNeedsKind(word, pack: pack.name))
            }
            (kind, assignments, section) = (named, rest, items.last?.section)
        }
        let kept = ItemField.fields(of: kind).filter(\.keepsLast)
        let defaults = pack.items.texts(of: kept, at: pack.count - 1, in: settings.language)
        let blank = PackItem(PackItems.blank(kind, in: pack.kind, section: section))
        return try open(ItemForm(purpose: .add, pack: pack, item: blank, defaults: defaults), assignments)
    }

    /// `edit N`: the form of item N with its values offered; `edit N NAME=VALUE...` changes those at once.
    func edit(_ argument: String) throws -> [String] {
        let pack = try session.loadedPack()
        let (word, rest) = argument.wordAndRest
        let index = try session.itemIndex(word, in: pack, usage: .edit)
        let item = pack.item(at: index)
        let defaults = pack.items.texts(of: ItemField.fields(of: item.kind), at: index, in: settings.language)
        return try open(ItemForm(purpose: .edit(number: index + 1), pack: pack, item: item, defaults: defaults), rest)
    }

    /// The form asks for its fields in turn, or saves at once the fields given on `line`.
    private func open(_ itemForm: ItemForm, _ line: String) throws -> [String] {
        guard line.isEmpty else { return try saveOneLine(itemForm, line) }
        session.form = .item(itemForm)
        return [text.formOpened(itemForm.purpose, kind: itemForm.item.kind, pack: itemForm.pack.name)] + ask(itemForm)
    }

    private func ask(_ form: ItemForm) -> [String] {
        form.field.map { [text.fieldAsk($0, default: form.defaults[$0.key])] } ?? []
    }

    func fill(_ line: String) throws -> [String] {
        switch session.form {
        case nil, .review, .forgetting: return []
        case .item(var itemForm):
            guard let field = itemForm.field else { return [] }
            var typed = line.trimmingSpaces
            if typed.isEmpty { typed = itemForm.defaults[field.key] ?? "" } else if typed == "-" { typed = "" }
            itemForm.item = try checked(field, typed, in: itemForm)
            itemForm.next += 1
            guard itemForm.field == nil else {
                session.form = .item(itemForm)
                return ask(itemForm)
            }
            session.form = nil
            return try save(itemForm)
        case .deletion(let pack, let id, let number):
            session.form = nil
            return try delete(pack, id: id, number: number, ifYes: line.trimmingSpaces)
        }
    }

    /// The item with `field` set to `typed`, once the value is one the field takes and the checker finds no fault
    /// in it beside the other fields.
    private func checked(_ field: ItemField, _ typed: String, in form: ItemForm) throws -> PackItem {
        if let problem = field.problem(with: typed, text: text) { throw CommandFailure(problem) }
        var item = form.item
        item.items.set(field, to: typed)
        let faults = PackChecker.faults(of: item.items, file: form.pack.name)
        if let fault = faults.first(where: { $0.field?.hasPrefix(field.faultPath) == true }) {
            throw CommandFailure(text.fieldRefused(field.name(in: settings.language), fault.message))
        }
        return item
    }

    private func saveOneLine(_ start: ItemForm, _ line: String) throws -> [String] {
        let assignments = try CommandFailure.catching(text.badAssignments) { try FieldAssignments(line) }
        var itemForm = start
        for (name, _) in assignments.pairs where !itemForm.fields.contains(where: { $0.isNamed(name) }) {
            throw CommandFailure(text.unknownField(name, kind: itemForm.item.kind))
        }
        // Each field in the form's order, so that a later field is checked against the earlier ones.
        var missing: [String] = []
        for field in itemForm.fields {
            if let value = assignments.pairs.last(where: { field.isNamed($0.name) })?.value {
                itemForm.item = try checked(field, value, in: itemForm)
            } else if case .add = itemForm.purpose {
                if let offered = itemForm.defaults[field.key] {
                    itemForm.item = try checked(field, offered, in: itemForm)
                } else if field.isRequired {
                    missing.append(field.name(in: settings.language))
                }
            }
        }
        guard missing.isEmpty else { throw CommandFailure(text.missingFields(missing)) }
        return try save(itemForm)
    }

    private func save(_ itemForm: ItemForm) throws -> [String] {
        let (item, pack) = (itemForm.item, itemForm.pack)
        return switch itemForm.purpose {
        case .add: try store(.insert(item: item, at: nil), pack: pack, kind: item.kind, as: .added)
        case .edit(let number): try store(.replace(item), pack: pack, kind: item.kind, as: .edited, number: number)
        }
    }

    /// Saves a change to an item and shows the pack as saved; keeps the change for `undo`, and says what was done,
    /// and when the change made the user's copy of a pack. `number` is the item's number; an added item's is found
    /// where it was saved.
    private func store(_ edit: PackEdit, pack: Pack, kind: ItemKind, as change: ItemChange, number: Int? = nil)
        throws -> [String]
    {
        let saved = try CommandFailure.catching(text.storeError) {
            try packStore.apply(edit, to: pack.name, draft: pack)
        }
        showSaved(saved.pack, named: pack.name)
        let number = number ?? (saved.pack?.items.ids.firstIndex { $0 == saved.itemID } ?? 0) + 1
        let item = (kind: kind, number: number, pack: pack.name)
        undoSteps.append(UndoStep(pack: pack.name, edit: saved.undo, summary: text.undoing(change, of: item)))
        return [text.itemChanged(change, item)] + (saved.madeCopy ? [text.userCopyMade(pack.name)] : [])
    }

    /// After a change: the loaded pack is the saved one, and the source reads its list of packs again, and its
    /// folders when it is local.
    private func showSaved(_ saved: Pack?, named name: String) {
        if session.pack?.name == name || session.pack == nil { session.pack = saved }
        if sources.spec.folders != nil {
            sources.reopen()
        } else {
            sources.forgetPackList()
        }
    }

    // MARK: delete, undo, revert

    /// `delete N`: asks first; `delete N yes` does not.
    func delete(_ argument: String) throws -> [String] {
        let pack = try session.loadedPack()
        let words = argument.split(separator: " ").map(String.init)
        guard (1...2).contains(words.count) else { throw CommandFailure(text.usage(.delete)) }
        let index = try session.itemIndex(words[0], in: pack, usage: .delete)
        let (id, number) = (pack.items.ids[index], index + 1)
        if words.count == 2 { return try delete(pack, id: id, number: number, ifYes: words[1]) }
        session.form = .deletion(pack: pack, id: id, number: number)
        let questions = Question.all(in: pack.items)
        let summary = questions.indices.contains(index) ? RoundScreen.summary(of: questions[index]) : "#\(number)"
        return [text.confirmDeletion(pack.item(at: index).kind, number: number, summary: summary, pack: pack.name)]
    }

    private func delete(_ pack: Pack, id: Int, number: Int, ifYes answer: String) throws -> [String] {
        guard ItemField.yesNo(answer) == true else { return [text.notDeleted] }
        let kind = pack.item(at: number - 1).kind
        return try store(.remove(id: id, dropsEmptyPack: false), pack: pack, kind: kind, as: .deleted, number: number)
    }

    /// `undo`: takes back the last change of this session, as the pack is now.
    func undo() throws -> [String] {
        guard let step = undoSteps.last else { throw CommandFailure(text.nothingToUndo) }
        let saved = try CommandFailure.catching(text.storeError) { try packStore.apply(step.edit, to: step.pack) }
        undoSteps.removeLast()
        showSaved(saved.pack, named: step.pack)
        return [text.undone(step.summary)] + (saved.pack == nil ? [text.packRemoved(step.pack)] : [])
    }

    /// `revert [NAME]`: removes the user's copy of a bundled pack, which is played again.
    func revert(_ argument: String) throws -> [String] {
        let name = argument.isEmpty ? try session.loadedPack().name : argument
        guard PackName.isValid(name) else { throw CommandFailure(text.badPackName(name)) }
        let reverted = try CommandFailure.catching(text.storeError) { try packStore.revert(name) }
        undoSteps.append(UndoStep(pack: name, edit: reverted.undo, summary: text.revertedSummary(name)))
        showSaved(reverted.pack, named: name)
        return [text.reverted(reverted.pack)]
    }
}
