/// The format GIFT text is written in, named by a marker before it: `[html]` text is made plain; `[moodle]`,
/// `[plain]` and `[markdown]` text is kept as written.
enum GIFTTextFormat: CaseIterable, Sendable {
    case html, moodle, plain, markdown

    var marker: String {
        switch self {
        case .html: "[html]"
        case .moodle: "[moodle]"
        case .plain: "[plain]"
        case .markdown: "[markdown]"
        }
    }
}
