import QuizCore

/// Draws 6-digit PINs from a seeded generator, each unlike the PINs of the rooms still open.
public struct RoomPINs: Sendable {
    private var generator: SeededGenerator

    public init(seed: UInt64) {
        generator = SeededGenerator(seed: seed)
    }

    /// Whether `text` is written as a room's PIN is: six ASCII digits.
    public static func isPIN(_ text: String) -> Bool {
        text.count == 6 && text.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// A PIN from 100000 to 999999 that `taken` does not hold; nil only when all 900,000 are taken.
    public mutating func next(avoiding taken: Set<String>) -> String? {
        guard taken.count < 900_000 else { return nil }
        while true {
            let pin = String(Int.random(in: 100_000...999_999, using: &generator))
            if !taken.contains(pin) { return pin }
        }
    }
}
