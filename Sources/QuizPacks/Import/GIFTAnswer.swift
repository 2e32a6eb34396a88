/// One answer of a GIFT answer block: `=Paris`, `~Lyon`, `=%50%Cat` or `~%-100%blue`.
struct GIFTAnswer: Sendable {
    var text: String
    /// The format its own marker names (`~[plain]blue`), if it has one.
    var format: GIFTTextFormat?
    /// Whether it starts with `=`, which marks a right answer, rather than `~`.
    var right: Bool
    /// The part of the credit it gives, in percent, when the file states it.
    var weight: Double?

    /// Whether choosing or typing it earns any credit.
    var earnsCredit: Bool { weight.map { $0 > 0 } ?? right }

    var earnsFullCredit: Bool { weight.map { $0 >= 100 } ?? right }
}
