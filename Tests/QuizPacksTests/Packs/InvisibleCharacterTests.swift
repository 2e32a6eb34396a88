import Foundation
import Testing

@testable import QuizCore
@testable import QuizPacks

@Suite("Texts that a terminal would obey or hide are faults")
struct InvisibleCharacterTests {
    private func faults(_ json: String) -> [String] { faultDescriptions(of: json) }

    private func film(title: String = "Jaws", question: String = "Q", poster: String = "https://x.test/p.jpg") -> String
    {
        #"{"format": 1, "name": "f", "kind": "film", "title": "Films", "language": "en", "items": [{"id": 1, "title": "\#(title)", "posterUrl": "\#(poster)", "question": "\#(question)", "answer": true}]}"#
    }

    @Test func anEscapeSequenceInATitleIsAFault() {
        #expect(
            faults(film(title: #"\u001b]0;pwned\u0007Jaws"#)) == [
                "bad.json:1:109: item 1 (id 1): title: character 1 is U+001B (a control character), which would not "
                    + "show as text; remove it"
            ])
    }

    @Test func bidiOverridesAndZeroWidthSpacesAreFaults() {
        #expect(
            faults(film(question: "Tiburón\u{202E}eslaf")) == [
                "bad.json:1:166: item 1 (id 1): question: character 8 is U+202E (a text direction mark), which would "
                    + "not show as text; remove it"
            ])
        #expect(
            faults(film(title: "Ja\u{200B}ws")) == [
                "bad.json:1:109: item 1 (id 1): title: character 3 is U+200B (an invisible character), which would "
                    + "not show as text; remove it"
            ])
    }

    @Test func controlsInTheHeaderAndInLinksAreFaults() {
        let json = film(poster: #"https://x.test/\u0085.jpg"#).replacingOccurrences(
            of: #""title": "Films""#, with: #""title": "Fi\tlms""#)
        #expect(
            faults(json) == [
                "bad.json:1:53: title: character 3 is U+0009 (a control character), which would not show as text; "
                    + "remove it",
                "bad.json:1:132: item 1 (id 1): posterUrl: character 16 is U+0085 (a control character), which "
                    + "would not show as text; remove it",
            ])
    }

    @Test func questionsMayHaveLinesAndTabsAndEmojiKeepTheirJoiners() throws {
        let json = film(title: "Familia 👨\u{200D}👩\u{200D}👧", question: #"Line one\nline\ttwo"#)
        let pack = try PackLoader.decode(Data(json.utf8), file: "good.json")
        #expect(
            pack.items
                == .film([
                    FilmItem(
                        id: 1, title: "Familia 👨\u{200D}👩\u{200D}👧", posterUrl: "https://x.test/p.jpg",
                        question: "Line one\nline\ttwo", answer: true)
                ]))
        #expect(
            faults(film(title: #"Two\nlines"#)) == [
                "bad.json:1:109: item 1 (id 1): title: character 4 is U+000A (a control character), which would not "
                    + "show as text; remove it"
            ])
    }
}
