import Testing

@testable import QuizShell

@Suite("The shell's colours, bell and pictures are put on lines made safe, so that a pack's cannot pass for them")
struct OutputMarksTests {
    private let red = "\u{1B}[31m"
    private let reset = "\u{1B}[0m"

    @Test func aMarkedLineIsMadeSafeThenColoured() {
        let marks = OutputMarks(style: Style(enabled: true))
        let line = marks.red("Wrong: \(red)Jaws\u{1B}]0;title\u{7}")
        let plain = "Poster: https://x.test/\(red).jpg"
        #expect(
            marks.written([line, plain]) == [
                red + "Wrong: ␛[31mJaws␛]0;title␇" + reset, "Poster: https://x.test/␛[31m.jpg",
            ])
    }

    @Test func theBellRingsAfterItsLineAndPicturesAreWrittenAsDrawn() {
        let marks = OutputMarks(style: Style(enabled: false))
        let drawn = "  \u{1B}[38;2;1;2;3m▀▀\u{1B}[0m"
        marks.drawn([drawn])
        let alert = marks.ringing(marks.yellow("★ 3 in a row!"))
        #expect(marks.written([alert, drawn, "a\u{1B}[2J"]) == ["★ 3 in a row!\u{7}", drawn, "a␛[2J"])
    }

    @Test func marksAreSpentByTheCommandThatMadeThem() {
        let marks = OutputMarks(style: Style(enabled: true))
        _ = marks.bold("Question 1 of 3")
        marks.drawn(["\u{1B}[0m"])
        _ = marks.written([])
        #expect(marks.written(["Question 1 of 3", "\u{1B}[0m"]) == ["Question 1 of 3", "␛[0m"])
    }

    @Test func aMultiLineTextIsColouredLineByLine() {
        let marks = OutputMarks(style: Style(enabled: true))
        let heading = marks.bold("Final\n2022")
        #expect(marks.written([heading]) == ["\u{1B}[1mFinal" + reset, "\u{1B}[1m2022" + reset])
    }
}
