import Testing

@testable import QuizCore
@testable import QuizPacks

@Suite("Aiken, Anki, Open Trivia DB and CSV files")
struct OtherFormatsTests {
    @Test("Aiken: answers lettered A. or A), the question over several lines, ANSWER naming the right one")
    func aiken() {
        let file = AikenReader.read(
            "What is\n2 + 2?\nA. 3\nB) 4\nANSWER: B\n\nCapital of Peru?\nA) Lima\nB) Cusco\nC. Quito\nANSWER: A\n",
            file: "a.txt")
        #expect(file.faults.isEmpty)
        #expect(file.questions.map(\.question) == ["What is\n2 + 2?", "Capital of Peru?"])
        #expect(
            file.questions.map(\.content) == [
                .choice(answers: ["3", "4"], solution: 2), .choice(answers: ["Lima", "Cusco", "Quito"], solution: 1),
            ])
    }

    @Test("Aiken: an ANSWER that names no answer, and a question without ANSWER, are faults with their lines")
    func aikenFaults() {
        let file = AikenReader.read(
            "Q1\nA. x\nB. y\nANSWER: C\n\nQ2\nA. x\nB. y\n\nQ3\nA. x\nB. y\nRespuesta: B\n\nQ4\nA. x\nB. y\nANSWER: A\n",
            file: "a.txt")
        #expect(
            file.faults.map(\.description) == [
                "a.txt:4: ANSWER: C names no answer of the question on line 1",
                "a.txt:6: expected \"ANSWER: X\" after the answers of the question on line 6",
                "a.txt:13: expected \"ANSWER: X\" after the answers of the question on line 10",
            ])
        #expect(file.questions.map(\.question) == ["Q4"])
    }

    @Test("a choice of 1 or 9 answers is refused in the words of a pack's checker, by Aiken, CSV and GIFT alike")
    func answerCounts() throws {
        let sentence = { (count: Int) in "has \(count) answer\(count == 1 ? "" : "s"); a choice item has from 2 to 8" }
        let aiken = AikenReader.read("Q\nA. x\nANSWER: A\n", file: "a.txt")
        #expect(aiken.skipped.map(\.description) == ["a.txt:1: skipped: \(sentence(1))"])
        let csv = CSVReader.read("question,a,b,solution\nQ?,x,,1\n", file: "c.csv")
        #expect(csv.faults.map(\.description) == ["c.csv:2: \(sentence(1))"])
        let gift = try PackImporter.read("U {=a ~b ~c ~d ~e ~f ~g ~h ~i}\n", file: "g.gift", format: nil)
        #expect(gift.skipped.map(\.description) == ["g.gift:1: skipped: \(sentence(9))"])
        #expect(PackChecker.answerCountFault(1) == sentence(1))
    }

    @Test("Anki: headers, quoted fields holding tabs and doubled quotes, HTML turned into text, the deck as category")
    func anki() {
        let file = AnkiReader.read(
            "#separator:tab\n#html:true\n#deck:Vocab\nhola<br>(saludo)\thello\n"
                + "\"a \"\"quoted\"\" front\twith tab\"\tback &amp; forth\n",
            file: "notes.txt")
        #expect(file.faults.isEmpty)
        #expect(
            file.questions == [
                ImportedQuestion(
                    line: 4, category: "Vocab", question: "hola\n(saludo)", content: .text(answers: ["hello"])),
                ImportedQuestion(
                    line: 5, category: "Vocab", question: "a \"quoted\" front\twith tab",
                    content: .text(answers: ["back & forth"])),
            ])
    }

    @Test("Anki: a guid and a note type column are left out; a note without its answer is a fault")
    func ankiColumns() {
        let file = AnkiReader.read(
            "#separator:Comma\n#guid column:1\n#notetype column:2\nabc,Basic,front,back\nabd,Basic,lonely\n",
            file: "n.txt")
        #expect(file.questions.map(\.question) == ["front"])
        #expect(
            file.faults.map(\.description) == [
                "n.txt:5: expected a question and its answer separated by \",\", found no answer"
            ])
        let sounds = AnkiReader.read(
            "hola [sound:hola.mp3]\thello\n[sound:solo.mp3]\talone\nbuenos [sound:b.mp3] días\tgood morning\n",
            file: "s.txt")
        #expect(sounds.questions.map(\.question) == ["hola", "buenos días"])
        #expect(
            sounds.faults.map(\.description) == [
                "s.txt:2: expected a question and its answer separated by a tab, found no question"
            ])
        let pictures = AnkiReader.read(
            "Whose flag? <IMG class=x SRC='fr.png'>\tFrance\nCapital of Italy?\tRome <img src=\"rome.jpg\">\n",
            file: "p.txt")
        #expect(pictures.questions.map(\.question) == ["Capital of Italy?"])
        #expect(
            pictures.skipped.map(\.description) == [
                "p.txt:1: skipped: its question shows the picture fr.png, which quiz does not import"
            ])
        let guessed = AnkiReader.read("#html:true\nfront;back\nlonely\n", file: "g.txt")
        #expect(
            guessed.faults.map(\.description) == [
                "g.txt:3: expected a question and its answer separated by \";\", found no answer"
            ])
    }

    @Test("Open Trivia DB: entities decoded, the right answer placed by the question's text, true/false as statements")
    func openTriviaDB() {
        let file = OpenTDBReader.read(
            #"{"response_code":0,"results":[{"type":"multiple","category":"Science &amp; Nature","question":"Symbol for &quot;gold&quot;?","correct_answer":"Au","incorrect_answers":["Ag","Gd","Go"]},{"type":"boolean","category":"History","question":"Hastings was in 1066.","correct_answer":"True","incorrect_answers":["False"]}]}"#,
            file: "t.json")
        #expect(file.faults.isEmpty)
        guard case .choice(let answers, let solution) = file.questions.first?.content else {
            Issue.record("expected a choice, got \(file.questions)")
            return
        }
        #expect(answers[solution - 1] == "Au")
        #expect(Set(answers) == ["Au", "Ag", "Gd", "Go"])
        #expect(file.questions.first?.question == "Symbol for \"gold\"?")
        #expect(file.questions.first?.category == "Science & Nature")
        #expect(file.questions.last?.content == .trueFalse(true))
    }

    @Test("Open Trivia DB: base64 and url3986 encodings, and a response_code explained")
    func openTriviaDBEncodings() {
        let base64 = OpenTDBReader.read(
            #"{"response_code":0,"results":[{"type":"Ym9vbGVhbg==","category":"SGlzdG9yeQ==","question":"SXMgaXQ/","correct_answer":"RmFsc2U=","incorrect_answers":["VHJ1ZQ=="]}]}"#,
            file: "b.json")
        #expect(
            base64.questions == [
                ImportedQuestion(line: 1, category: "History", question: "Is it?", content: .trueFalse(false))
            ])
        let url = OpenTDBReader.read(
            #"{"response_code":0,"results":[{"type":"boolean","category":"Art","question":"Is%20it%3F","correct_answer":"True","incorrect_answers":["False"]}]}"#,
            file: "u.json")
        #expect(url.questions.first?.question == "Is it?")
        let empty = OpenTDBReader.read(#"{"response_code":1,"results":[]}"#, file: "e.json")
        #expect(
            empty.faults.map(\.description) == [
                "e.json:1: the API answered response_code 1: no results; the API has fewer questions than were asked for"
            ])
    }

    @Test("CSV: Spanish headers, semicolons, quoted cells, the solution as a letter, a number or the answer")
    func csv() {
        let file = CSVReader.read(
            "pregunta;respuesta1;respuesta2;respuesta3;correcta;categoría\n"
                + "\"¿Capital de Chile?\";Santiago;Lima;Quito;A;Geografía\n"
                + "¿Río más largo?;Nilo;\"Amazonas; el río\";Ebro;2;\n"
                + "\"Dos\nlíneas\";x;y;;y;\n",
            file: "hoja.csv")
        #expect(file.faults.isEmpty)
        #expect(
            file.questions.map(\.content) == [
                .choice(answers: ["Santiago", "Lima", "Quito"], solution: 1),
                .choice(answers: ["Nilo", "Amazonas; el río", "Ebro"], solution: 2),
                .choice(answers: ["x", "y"], solution: 2),
            ])
        #expect(file.questions.map(\.line) == [2, 3, 4])
        #expect(file.questions.first?.category == "Geografía")
    }

    @Test("CSV: beside lettered answers and without a solution column, the answer column names the right one")
    func csvAnswerNamesTheRightOne() {
        let lettered = CSVReader.read(
            "Question,A,B,C,D,Answer\nCapital of France?,Lyon,Paris,Nice,Lille,B\n", file: "l.csv")
        #expect(lettered.faults.isEmpty)
        #expect(
            lettered.questions.map(\.content) == [.choice(answers: ["Lyon", "Paris", "Nice", "Lille"], solution: 2)])
        let spanish = CSVReader.read(
            "Pregunta;Opción A;Opción B;Respuesta correcta\n¿Capital de Perú?;Lima;Cusco;Lima\n¿Y?;x;y;\n",
            file: "s.csv")
        #expect(spanish.questions.map(\.content) == [.choice(answers: ["Lima", "Cusco"], solution: 1)])
        #expect(
            spanish.faults.map(\.description) == [
                "s.csv:3: the solution \"\" is not a number from 1 to 2, a letter or one of the answers"
            ])
        // Beside numbered columns, `answer` stays a typed question's answer.
        let numbered = CSVReader.read(
            "question,answer,answer2,answer3\nCapital of Italy?,Rome,Roma,Rom\n", file: "n.csv")
        #expect(numbered.faults.isEmpty)
        #expect(numbered.questions.map(\.content) == [.text(answers: ["Rome"])])
    }

    @Test("CSV: typed answers with alternatives; a bad solution and a missing header are faults with lines")
    func csvTypedAndFaults() {
        let typed = CSVReader.read("question,answer\nCapital of Italy?,Rome|Roma\n", file: "t.csv")
        #expect(typed.questions.map(\.content) == [.text(answers: ["Rome", "Roma"])])
        let bad = CSVReader.read("question,a,b,solution\nQ?,x,y,5\n", file: "b.csv")
        #expect(
            bad.faults.map(\.description) == [
                "b.csv:2: the solution \"5\" is not a number from 1 to 2, a letter or one of the answers"
            ])
        let headless = CSVReader.read("Q?,x\n", file: "h.csv")
        #expect(headless.faults.first?.line == 1)
    }

    @Test("CSV: a number with a decimal comma is read where the comma cannot group thousands; else it is a fault")
    func csvDecimalComma() {
        let semicolons = CSVReader.read(
            "pregunta;respuesta;numeros\n¿7/2?;3,5;3,5\n¿Pi?;3,14;3,1415:0,0005|1,5..4,5\n¿Mil?;mil;1.000,5\n",
            file: "es.csv")
        #expect(
            semicolons.questions.map(\.content) == [
                .numerical([NumericAnswer(value: 3.5)]),
                .numerical([NumericAnswer(value: 3.1415, tolerance: 0.0005), NumericAnswer(from: 1.5, to: 4.5)]),
            ])
        let commas = CSVReader.read(
            "question,answer,numbers\nHalf of 7?,3.5,\"3,5\"\nA thousand?,1000,\"1,000\"\n", file: "en.csv")
        #expect(commas.questions.map(\.content) == [.numerical([NumericAnswer(value: 3.5)])])
        #expect(
            (semicolons.faults + commas.faults).map(\.description) == [
                "es.csv:4: \"1.000,5\" is not a number; a number to accept is N, N:MARGIN or MIN..MAX",
                "en.csv:3: \"1,000\" is not a number; a number to accept is N, N:MARGIN or MIN..MAX",
            ])
    }

    @Test("a row with more values than the header's columns is a fault, not a question cut short")
    func csvRowWithMoreValues() {
        let read = CSVReader.read(
            "question,answer,numbers\nHalf of 7?,3.5,3,5\nTwice 2?,4,4,,\n", file: "en.csv")
        #expect(read.questions.map(\.question) == ["Twice 2?"])
        #expect(
            read.faults.map(\.description) == [
                "en.csv:2: 4 values where the header names 3 columns; a value with the separator in it goes in double "
                    + "quotes"
            ])
    }

    @Test(
        "the format is told from the contents when the name does not say",
        arguments: [
            ("a.txt", "Q\nA. x\nB. y\nANSWER: A\n", ImportFormat.aiken),
            ("b.txt", "Q {=x ~y}\n", .gift),
            ("c.txt", "#separator:tab\nf\tb\n", .anki),
            ("d.txt", "front\tback\n", .anki),
            ("e.json", #"{"response_code":0,"results":[]}"#, .opentdb),
            ("f.csv", "question,answer\n", .csv),
        ])
    func guess(file: String, text: String, format: ImportFormat) {
        #expect(ImportFormat.guess(fileName: file, text: text) == format)
    }
}
