import QuizCore

extension PackItems {
    /// The items of `parts` one after another, all of `kind`: a pack's items gathered from the runs they came in.
    static func joined(_ parts: [PackItems], kind: ItemKind) -> PackItems {
        func joined<Items: ItemArray>(_: Items) -> PackItems {
            var joined: [Items.Element] = []
            joined.reserveCapacity(parts.reduce(0) { $0 + $1.count })
            for part in parts { joined += part.elements as? [Items.Element] ?? [] }
            return Items.Element.pack(joined)
        }
        return joined(PackItems.empty(kind).elements)
    }
}
