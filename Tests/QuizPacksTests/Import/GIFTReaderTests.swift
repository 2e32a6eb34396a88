import Testing

@testable import QuizCore
@testable import QuizPacks

@Suite("GIFT files, as Moodle writes them")
struct GIFTReaderTests {
    private func read(_ text: String) -> ImportedFile { GIFTReader.read(text, file: "bank.gift") }

    @Test("multiple choice, true/false and short answer become the three kinds, in the category that $CATEGORY names")
    func kinds() {
        let file = read(
            """
            // a comment
            $CATEGORY: $course$/Geography/Capitals

            ::France:: What is the capital of France? {=Paris ~Lyon ~Marseille#No, a port}

            Water boils at 100 degrees at sea level. {T}

            What is the capital of Italy? {=Rome =Roma}
            """)
        #expect(file.faults.isEmpty)
        #expect(
            file.questions == [
                ImportedQuestion(
                    line: 4, category: "Capitals", question: "What is the capital of France?",
                    content: .choice(answers: ["Paris", "Lyon", "Marseille"], solution: 1)),
                ImportedQuestion(
                    line: 6, category: "Capitals", question: "Water boils at 100 degrees at sea level.",
                    content: .trueFalse(true)),
                ImportedQuestion(
                    line: 8, category: "Capitals", question: "What is the capital of Italy?",
                    content: .text(answers: ["Rome", "Roma"])),
            ])
    }

    @Test("escaped characters are themselves, and never open, close or split an answer block")
    func escapes() {
        let file = read(##"Is 1 \= 1 in \{braces\} \: \~ \# \\ ? {=yes\~indeed ~no\#pe}"##)
        #expect(file.faults.isEmpty)
        #expect(file.questions.first?.question == ##"Is 1 = 1 in {braces} : ~ # \ ?"##)
        #expect(file.questions.first?.content == .choice(answers: ["yes~indeed", "no#pe"], solution: 1))
    }

    @Test("[markdown] text loses its marks of emphasis and code and keeps their words, as Moodle shows it")
    func markdown() {
        let file = read(
            #"""
            [markdown]Who's buried in **Grant's tomb**? *Hint:* run `ls *.txt`, not __rm__ or _my_file_. \*Sure\*? {
            =[markdown]**Grant** ~*Nobody* ~2 * 3 * 4}
            """#)
        #expect(file.faults.isEmpty)
        #expect(
            file.questions.first?.question
                == "Who's buried in Grant's tomb? Hint: run ls *.txt, not rm or my_file. *Sure*?")
        #expect(file.questions.first?.content == .choice(answers: ["Grant", "Nobody", "2 * 3 * 4"], solution: 1))
        // A typed answer is compared as written.
        let typed = read("[markdown]The **constructor** of a Python class? {=__init__ =2*x*y}")
        #expect(typed.questions.first?.question == "The constructor of a Python class?")
        #expect(typed.questions.first?.content == .text(answers: ["__init__", "2*x*y"]))
    }

    @Test("a missing word keeps the text after the answers, and weights mark the right answer")
    func missingWordAndWeights() {
        let file = read("Madrid is the capital of {~%0%France ~%100%Spain ~Italy}.")
        #expect(file.questions.first?.question == "Madrid is the capital of _____.")
        #expect(file.questions.first?.content == .choice(answers: ["France", "Spain", "Italy"], solution: 2))
        let opening = read("{=Madrid ~Paris} is the capital of Spain.")
        #expect(opening.questions.first?.question == "_____ is the capital of Spain.")
    }

    @Test("an essay is an open question and a matching question pairs, an empty left side a right one to mislead")
    func essayAndMatching() {
        let file = read("Write an essay. {}\n\nTwo plus two {#4}\n\nMatch {=a -> 1 =b -> 2 = -> 3}\n\nOk? {F}")
        #expect(file.skipped.isEmpty && file.faults.isEmpty)
        #expect(
            file.questions.map(\.content) == [
                .open, .numerical([NumericAnswer(value: 4)]),
                .pairs([.init(left: "a", right: "1"), .init(left: "b", right: "2")], extra: ["3"]), .trueFalse(false),
            ])
    }

    @Test("faults name the line and what was expected; text without answers is a description, skipped")
    func faults() {
        let file = read("No answers here.\n\n::Open title {=a}\n\nNo right answer {~a ~b}\n\nUnclosed {=a")
        #expect(
            file.skipped.map(\.description) == [
                "bank.gift:1: skipped: a description, text without answers in braces; quiz plays questions"
            ])
        #expect(
            file.faults.map(\.description) == [
                "bank.gift:3: the title opened with :: is not closed with ::",
                "bank.gift:5: no answer is marked right; mark the right one with = or ~%100%",
                "bank.gift:7: the answer block opened with { is not closed with }",
            ])
    }

    @Test("a bank of 20,000 questions, read on every core, keeps each in its place with its category and line")
    func largeBankInOrder() {
        var text = ""
        var expected: [ImportedQuestion] = []
        var line = 1
        for index in 0..<20_000 {
            if index % 5_000 == 0 {
                text += "$CATEGORY: bank/part\(index / 5_000)\n\n"
                line += 2
            }
            let category = "part\(index / 5_000)"
            switch index % 3 {
            case 0:
                text +=
                    "// question \(index)\nWhich comes after \(index)? {=\(index + 1) ~\(index + 2) ~\\{\(index)\\}}\n\n"
                expected.append(
                    ImportedQuestion(
                        line: line + 1, category: category, question: "Which comes after \(index)?",
                        content: .choice(answers: ["\(index + 1)", "\(index + 2)", "{\(index)}"], solution: 1)))
                line += 3
            case 1:
                text += "::T\(index):: \(index) is even. {\(index % 2 == 0 ? "TRUE" : "F")}\r\n\n"
                expected.append(
                    ImportedQuestion(
                        line: line, category: category, question: "\(index) is even.",
                        content: .trueFalse(index % 2 == 0)))
                line += 2
            default:
                text += "Write \(index) in digits. {=\(index) =\(index).0}\n\n"
                expected.append(
                    ImportedQuestion(
                        line: line, category: category, question: "Write \(index) in digits.",
                        content: .text(answers: ["\(index)", "\(index).0"])))
                line += 2
            }
        }
        let file = read(text)
        #expect(file.faults.isEmpty)
        #expect(file.skipped.isEmpty)
        #expect(file.questions.count == expected.count)
        #expect(file.questions == expected)
    }
}
