/// The format GIFT text is written in, named by a marker before it, its raw value: `[html]` and `[markdown]` text is
/// made plain; `[moodle]` and `[plain]` text is kept as written.
enum GIFTTextFormat: String, CaseIterable, Sendable {
    case html = "[html]"
    case moodle = "[moodle]"
    case plain = "[plain]"
    case markdown = "[markdown]"
}
