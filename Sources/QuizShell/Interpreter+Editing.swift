import Foundation
import QuizAPI
import QuizCore
import QuizPacks

/// `new pack`, `add`, `edit`, `delete`, `undo` and `revert`: the player's own packs, and their copies of bundled
/// ones, changed in forms that ask for each field or take them all on one line.
extension Interpreter {
    /// Where changes are saved: the user's packs folder, over the local folders of the source (the bundled packs
    /// when the source is a server).
    var packStore: PackStore {
        let folders: [URL]
        if case .fixture(let sourceFolders) = sourceSpec {
            folders = sourceFolders
        } else {
            folders = PackCatalog.standard(directories: environment.directories).folders
        }
        return PackStore(folders: folders, userPacks: environment.directories.userPacks)
    }

    /// Whether a form is open, so that an empty line is its answer rather than nothing.
    public var isFillingForm: Bool { form != nil }

    /// Ctrl-C or the end of input in a form: it closes, and nothing changes.
    public func cancelForm() -> [String] {
        guard form != nil else { return [] }
        form = nil
        return [text.formCancelled]
    }

    // MARK: new pack

    /// `new pack NAME KIND [LANG]`: an empty pack, saved with its first item.
    func newPack(_ argument: String) async throws -> [String] {
        let words = argument.split(separator: " ").map(String.init)
        guard words.count == 3 || words.count == 4, ["pack", "paquete"].contains(words[0].lowercased()) else {
            throw CommandFailure(text.usage(.new))
        }
        let name = words[1]
        guard !name.isEmpty,
            name.utf8.allSatisfy({ ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D })
        else { throw CommandFailure(text.badPackName(name)) }
        guard let kind = Self.kind(named: words[2]) else { throw CommandFailure(text.unknownKind(words[2])) }
        let code = words.count == 4 ? words[3].lowercased() : settings.language.rawValue
        guard (2...3).contains(code.count), code.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            throw CommandFailure(text.badLanguageCode(words[3]))
        }
        let known = (try? await packSummaries())?.map(\.name) ?? []
        if known.contains(name) || (try? packStore.current(name)) != nil {
            throw CommandFailure(text.packExists(name))
        }
        pack = Pack(name: name, title: name, language: code, items: PackItems.empty(kind))
        return [text.newPack(name, kind: kind, language: code)]
    }

    static func kind(named word: String) -> ItemKind? {
        switch TextMatching.folded(word) {
        case "quiz", "quizzes", "pregunta", "preguntas": .quiz
        case "match", "matches", "partido", "partidos": .match
        case "book", "books", "libro", "libros": .book
        case "film", "films", "pelicula", "peliculas": .film
        case "choice", "choices", "opciones", "eleccion": .choice
        case "fact", "facts", "dato", "datos": .fact
        default: nil
        }
    }

    // MARK: add and edit

    /// `add`: a form of the loaded pack's fields; `add NAME=VALUE...` saves them at once.
    func add(_ argument: String) async throws -> [String] {
        let pack = try loadedPack()
        let fields = ItemField.fields(of: pack.kind)
        var defaults: [String: String] = [:]
        if let last = pack.itemObject(at: pack.count - 1).flatMap(Self.object) {
            for field in fields where field.keepsLast {
                defaults[field.key] = field.text(in: last, language: settings.language)
            }
        }
        let form = ItemForm(purpose: .add, pack: pack, fields: fields, item: Data("{}".utf8), defaults: defaults)
        guard argument.isEmpty else { return try await saveOneLine(form, argument) }
        return open(form)
    }

    /// `edit N`: the form of item N with its values offered; `edit N NAME=VALUE...` changes those at once.
    func edit(_ argument: String) async throws -> [String] {
        let pack = try loadedPack()
        let (word, rest) = Self.split(argument)
        guard let number = Int(word) else { throw CommandFailure(text.usage(.edit)) }
        let ids = pack.items.ids
        guard number >= 1, number <= ids.count, let item = pack.itemObject(at: number - 1) else {
            throw CommandFailure(ids.isEmpty ? text.emptyPack(pack) : text.noSuchItem(number, count: ids.count))
        }
        let fields = ItemField.fields(of: pack.kind)
        let object = Self.object(item) ?? [:]
        var defaults: [String: String] = [:]
        for field in fields { defaults[field.key] = field.text(in: object, language: settings.language) }
        let form = ItemForm(
            purpose: .edit(id: ids[number - 1], number: number), pack: pack, fields: fields, item: item,
            defaults: defaults)
        guard rest.isEmpty else { return try await saveOneLine(form, rest) }
        return open(form)
    }

    private func open(_ itemForm: ItemForm) -> [String] {
        form = .item(itemForm)
        return [text.formOpened(itemForm.purpose, pack: itemForm.pack)] + ask(itemForm)
    }

    private func ask(_ form: ItemForm) -> [String] {
        guard let field = form.field else { return [] }
        return [text.fieldAsk(field, default: form.defaults[field.key])]
    }

    /// A line typed into the open form.
    func fillForm(_ line: String) async throws -> [String] {
        switch form {
        case nil: return []
        case .item(var itemForm):
            guard let field = itemForm.field else { return [] }
            var typed = line.trimmingSpaces
            if typed.isEmpty { typed = itemForm.defaults[field.key] ?? "" } else if typed == "-" { typed = "" }
            itemForm.item = try checked(field, typed, in: itemForm)
            itemForm.next += 1
            guard itemForm.field == nil else {
                form = .item(itemForm)
                return ask(itemForm)
            }
            form = nil
            return try await save(itemForm)
        case .deletion(let pack, let id, let number):
            form = nil
            guard ItemField.yesNo(line.trimmingSpaces) == true else { return [text.notDeleted] }
            return try await delete(pack, id: id, number: number)
        case .review(let reviewForm):
            return try fillReview(reviewForm, line)
        }
    }

    /// The item with `field` set to `typed`, once the value is one the field takes and the validator finds no fault
    /// in it, the fields not yet typed standing in with values of their kind.
    private func checked(_ field: ItemField, _ typed: String, in form: ItemForm) throws -> Data {
        if let problem = field.problem(with: typed, text: text) { throw CommandFailure(problem) }
        var object = form.object
        field.set(typed, in: &object)
        var filled = object
        for other in form.fields where other.isRequired && other.text(in: filled, language: .en) == nil {
            other.set(Self.placeholder(other), in: &filled)
        }
        if filled["id"] == nil { filled["id"] = 1 }
        let faults = PackStore.faults(ofItem: Self.data(filled), kind: form.pack.kind)
        if let fault = faults.first(where: { $0.field?.hasPrefix(field.faultPath) == true }) {
            throw CommandFailure(text.fieldRefused(field.name(in: settings.language), fault.message))
        }
        return Self.data(object)
    }

    private static func placeholder(_ field: ItemField) -> String {
        switch field.value {
        case .number(let range): String(range.lowerBound)
        case .yesNo: "yes"
        case .answers: "a | b"
        default: "x"
        }
    }

    private func saveOneLine(_ start: ItemForm, _ line: String) async throws -> [String] {
        let assignments: FieldAssignments
        do {
            assignments = try FieldAssignments(line)
        } catch {
            throw CommandFailure(text.badAssignments(error))
        }
        var itemForm = start
        var given: Set<String> = []
        for (name, _) in assignments.pairs {
            guard let field = itemForm.fields.first(where: { $0.isNamed(name) }) else {
                throw CommandFailure(text.unknownField(name, kind: itemForm.pack.kind))
            }
            given.insert(field.key)
        }
        // Each field in the form's order, so that a later field is checked against the earlier ones.
        var missing: [String] = []
        for (index, field) in itemForm.fields.enumerated() {
            itemForm.next = index
            let value = assignments.pairs.last { field.isNamed($0.name) }?.value
            if let value {
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
        itemForm.next = itemForm.fields.count
        return try await save(itemForm)
    }

    private func save(_ itemForm: ItemForm) async throws -> [String] {
        let pack = itemForm.pack
        switch itemForm.purpose {
        case .add:
            let (saved, copied) = try store(.insert(item: itemForm.item, at: nil), pack: pack)
            let number = (saved.pack?.items.ids.firstIndex { $0 == saved.itemID } ?? 0) + 1
            undoSteps.append(
                UndoStep(
                    pack: pack.name, edit: saved.undo,
                    summary: text.addedSummary(pack.kind, number: number, pack: pack.name)))
            return [text.added(pack.kind, number: number, pack: pack.name)] + copied
        case .edit(let id, let number):
            let (saved, copied) = try store(.replace(id: id, item: itemForm.item), pack: pack)
            undoSteps.append(
                UndoStep(
                    pack: pack.name, edit: saved.undo,
                    summary: text.editedSummary(pack.kind, number: number, pack: pack.name)))
            return [text.edited(pack.kind, number: number, pack: pack.name)] + copied
        }
    }

    /// Saves a change and shows the pack as saved; says so when the change made the user's copy of a pack.
    private func store(_ edit: PackEdit, pack: Pack) throws -> (SavedEdit, [String]) {
        let saved: SavedEdit
        do {
            saved = try packStore.apply(edit, to: pack.name, draft: pack)
        } catch {
            throw CommandFailure(text.storeError(error))
        }
        showSaved(saved.pack, named: pack.name)
        return (saved, saved.madeCopy ? [text.userCopyMade(pack.name)] : [])
    }

    /// After a change: the loaded pack is the saved one, and the source reads its folders again.
    private func showSaved(_ saved: Pack?, named name: String) {
        if pack?.name == name || pack == nil { pack = saved }
        summaries = nil
        if case .fixture = sourceSpec, let active {
            retired.append(active.transport)
            self.active = nil
        }
    }

    // MARK: delete, undo, revert

    /// `delete N`: asks first; `delete N yes` does not.
    func delete(_ argument: String) async throws -> [String] {
        let pack = try loadedPack()
        let words = argument.split(separator: " ").map(String.init)
        guard (1...2).contains(words.count), let number = Int(words[0]) else {
            throw CommandFailure(text.usage(.delete))
        }
        let ids = pack.items.ids
        guard number >= 1, number <= ids.count else {
            throw CommandFailure(ids.isEmpty ? text.emptyPack(pack) : text.noSuchItem(number, count: ids.count))
        }
        if words.count == 2 {
            guard ItemField.yesNo(words[1]) == true else { return [text.notDeleted] }
            return try await delete(pack, id: ids[number - 1], number: number)
        }
        form = .deletion(pack: pack, id: ids[number - 1], number: number)
        let questions = Question.all(in: pack.items)
        let summary =
            questions.indices.contains(number - 1) ? RoundScreen.summary(of: questions[number - 1]) : "#\(number)"
        return [text.confirmDeletion(pack.kind, number: number, summary: summary, pack: pack.name)]
    }

    private func delete(_ pack: Pack, id: Int, number: Int) async throws -> [String] {
        let (saved, copied) = try store(.remove(id: id, dropsEmptyPack: false), pack: pack)
        undoSteps.append(
            UndoStep(
                pack: pack.name, edit: saved.undo,
                summary: text.deletedSummary(pack.kind, number: number, pack: pack.name)))
        return [text.deleted(pack.kind, number: number, pack: pack.name)] + copied
    }

    /// `undo`: takes back the last change of this session, as the pack is now.
    func undo() throws -> [String] {
        guard let step = undoSteps.last else { throw CommandFailure(text.nothingToUndo) }
        let saved: SavedEdit
        do {
            saved = try packStore.apply(step.edit, to: step.pack)
        } catch {
            throw CommandFailure(text.storeError(error))
        }
        undoSteps.removeLast()
        showSaved(saved.pack, named: step.pack)
        return [text.undone(step.summary)] + (saved.pack == nil ? [text.packRemoved(step.pack)] : [])
    }

    /// `revert [NAME]`: removes the user's copy of a bundled pack, which is played again.
    func revert(_ argument: String) throws -> [String] {
        let name = argument.isEmpty ? try loadedPack().name : argument
        let reverted: (pack: Pack, undo: PackEdit)
        do {
            reverted = try packStore.revert(name)
        } catch {
            throw CommandFailure(text.storeError(error))
        }
        undoSteps.append(UndoStep(pack: name, edit: reverted.undo, summary: text.revertedSummary(name)))
        showSaved(reverted.pack, named: name)
        return [text.reverted(reverted.pack)]
    }

    // MARK: JSON objects

    static func object(_ data: Data) -> [String: Any]? {
        try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    }

    static func data(_ object: [String: Any]) -> Data {
        (try? JSONSerialization.data(withJSONObject: object)) ?? Data("{}".utf8)
    }
}
