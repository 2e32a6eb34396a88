import Foundation

/// Plain text from GIFT's `[markdown]` text, as Moodle shows it once rendered: the marks of emphasis (`**bold**`,
/// `*italic*`, `__bold__`, `_italic_`) and of code (`` `code` ``) dropped, their words kept; a backslash before a
/// mark makes it the character itself, as does an `_` inside a word (`snake_case`).
enum MarkdownText {
    static func plain(_ markdown: String) -> String {
        let marks =
            #/
            \\(?<escaped>[\\`*_]) | `(?<code>[^`]+)` | (?<stars>\*\*?)(?<starred>\S(?:.*?\S)?)\k<stars>
            | (?<before>^|\W)(?<lines>__?)(?<underlined>\S(?:.*?\S)?)\k<lines>(?!\w)
            /#
        return markdown.replacing(marks) { match in
            let output = match.output
            if let kept = output.escaped ?? output.code { return String(kept) }
            if let starred = output.starred { return plain(String(starred)) }
            return (output.before ?? "") + plain(String(output.underlined ?? ""))
        }
    }
}
