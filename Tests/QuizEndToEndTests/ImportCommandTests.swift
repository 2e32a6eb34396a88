import Foundation
import Testing

@Suite("quiz import and quiz export, as built")
struct ImportCommandTests {
    private let quiz: BuiltQuiz
    private var folder: TemporaryFolder { quiz.folder }

    init() throws {
        quiz = try BuiltQuiz()
    }

    @Test("a GIFT export becomes a pack that the shell plays at once")
    func giftToPlaying() async throws {
        try folder.write(
            "$CATEGORY: Capitals\n\nWhat is the capital of France? {=Paris ~Lyon ~Nice}\n\n"
                + "Which river flows through Rome? {~Seine =Tiber ~Danube}\n\nA matching one {=a -> 1 =b -> 2}\n",
            to: "Capitals of Europe.gift")
        let imported = try await quiz("import", "Capitals of Europe.gift")
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.hasPrefix("ok  capitals-of-europe  mixed  3 items  en  "))
        #expect(imported.stderr == "")
        let played = try await quiz(input: "load capitals-of-europe\nplay\n1\nnext\ntiber\nnext\n1a 2b\n")
        #expect(played.stdout.contains("Which river flows through Rome?\n  1  Seine\n  2  Tiber\n  3  Danube\n"))
        #expect(played.stdout.contains("✓ Right!"), "\(played.stdout)\(played.stderr)")
        #expect(played.stdout.contains("A matching one\n  1  a    a  2\n  2  b    b  1\n"), "\(played.stdout)")
        #expect(played.stdout.contains("✗ Wrong. The answer was: a – 1, b – 2.\n"), "\(played.stdout)")
    }

    @Test("a file with a fault writes nothing and names file, line and what was expected; --skip-bad imports the rest")
    func faultWritesNothing() async throws {
        try folder.write("Q1\nA. x\nB. y\nANSWER: B\n\nQ2\nA. x\nB. y\nANSWER: Z\n", to: "bank.txt")
        let refused = try await quiz("import", "bank.txt")
        #expect(refused.status == 1)
        #expect(
            refused.stderr
                == "error: bank.txt:9: ANSWER: Z names no answer of the question on line 6\nnothing was written\n")
        let packs = folder.url.appendingPathComponent("home/data/quiz/packs")
        #expect(!FileManager.default.fileExists(atPath: packs.appendingPathComponent("bank.json").path))
        let skipping = try await quiz("import", "--skip-bad", "--name", "mine", "--lang", "es", "bank.txt")
        #expect(skipping.status == 0, "\(skipping.stderr)")
        #expect(skipping.stdout.hasPrefix("ok  mine  choice  1 elemento  es  "))
        let again = try await quiz("import", "--name", "mine", "bank.txt", "--skip-bad")
        #expect(again.status == 1)
        #expect(again.stderr.contains("mine.json exists; choose another --name, or --replace it"))
    }

    @Test("a name that is no pack name is refused before anything is written, and leaves no folder behind")
    func refusedNameLeavesNoFolder() async throws {
        try folder.write("Is 1 odd? {T}\n", to: "bank.gift")
        let refused = try await quiz("import", "--name", "evil/../x", "bank.gift")
        #expect(refused.status == 1)
        #expect(
            refused.stderr
                == "error: --name: \"evil/../x\" is not a pack name; use lowercase letters, digits and dashes, like "
                + "\"mundial-2022\"\nnothing was written\n")
        let packs = folder.url.appendingPathComponent("home/data/quiz/packs")
        #expect(!FileManager.default.fileExists(atPath: packs.appendingPathComponent("evil").path))
        #expect(!FileManager.default.fileExists(atPath: packs.appendingPathComponent("x.json").path))
    }

    @Test("a --lang that is no language code is refused as --lang, in the language it names, before anything is read")
    func refusedLanguage() async throws {
        try folder.write("Is 1 odd? {T}\n", to: "bank.gift")
        let refused = try await quiz("import", "--lang", "es_ES", "bank.gift")
        #expect(refused.status == 1)
        #expect(
            refused.stderr
                == "error: --lang: «es_ES» no es un código de idioma; usa uno como «es» o «en»\nno se escribió nada\n")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("home/data").path))
    }

    @Test("--lang es says every line in Spanish: the pack written, the questions skipped, the faults and what to do")
    func spanishWithLang() async throws {
        try folder.write(
            "¿Capital de Francia? {=París ~Lyon}\n\nSolo una descripción.\n", to: "capitales.gift")
        let imported = try await quiz("import", "--lang", "es", "capitales.gift")
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.hasPrefix("ok  capitales  choice  1 elemento  es  "))
        #expect(
            imported.stderr
                == "capitales.gift:3: omitida: una descripción, texto sin respuestas entre llaves; quiz juega preguntas\n"
        )
        let again = try await quiz("import", "--lang", "es", "capitales.gift")
        #expect(again.status == 1)
        #expect(
            again.stderr.hasSuffix(
                "capitales.json ya existe; elige otro --name, o reemplázalo con --replace\n"
                    + "no se escribió nada\n"), "\(again.stderr)")
        try folder.write("Q1\nA. x\nB. y\nANSWER: Z\n", to: "banco.txt")
        let refused = try await quiz("import", "--lang", "es", "banco.txt")
        #expect(refused.status == 1)
        #expect(
            refused.stderr
                == "error: banco.txt:4: ANSWER: Z no nombra ninguna respuesta de la pregunta de la línea 1\n"
                + "no se escribió nada\n")
        let hidden = try await quiz("import", "--lang", "es", "--name", "libros", "capitales.gift")
        #expect(
            hidden.stderr.contains(
                "error: libros es un paquete incluido, que la importación ocultaría; elige otro --name, o da --force\n"),
            "\(hidden.stderr)")
    }

    @Test(
        "without --lang, LANG=es_ES speaks Spanish and marks the questions Spanish, as the shell does; LANG=C English")
    func spanishFromTheEnvironment() async throws {
        try folder.write("{\"results\": [{\"type\": \"slider\"}]}", to: "trivia.json")
        let spanish = try await quiz.run(
            ["import", "--format", "opentdb", "trivia.json"], variables: ["LANG": "es_ES.UTF-8"])
        #expect(spanish.status == 1)
        #expect(
            spanish.stderr
                == "error: trivia.json:1: se esperaban «type», «question» y «correct_answer» como textos\n"
                + "no se escribió nada\n")
        try folder.write("question,answer\nCapital de Italia,Roma\n", to: "italia.csv")
        let written = try await quiz.run(["import", "italia.csv"], variables: ["LANG": "es_ES.UTF-8"])
        #expect(written.stdout.hasPrefix("ok  italia  quiz  1 elemento  es  "), "\(written.stderr)")
        let english = try await quiz.run(["import", "--format", "opentdb", "trivia.json"], variables: ["LANG": "C"])
        #expect(
            english.stderr
                == "error: trivia.json:1: expected \"type\", \"question\" and \"correct_answer\" as strings\n"
                + "nothing was written\n")
    }

    @Test("a Moodle XML file is refused, naming it and the formats quiz imports; nothing is written")
    func moodleXMLRefused() async throws {
        try folder.write(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<quiz>\n<question type=\"multichoice\">\n"
                + "<questiontext format=\"html\"><text>What is \\(\\frac{1}{2}\\) as a decimal?</text></questiontext>\n"
                + "<answer fraction=\"100\"><text>0.5</text></answer>\n</question>\n</quiz>\n", to: "moodle.xml")
        let refused = try await quiz("import", "moodle.xml")
        #expect(refused.status == 1)
        #expect(
            refused.stderr
                == "error: moodle.xml: is Moodle XML, which quiz does not import; export the questions from Moodle as "
                + "GIFT or Aiken, or give a file in GIFT, Aiken, Anki text, Open Trivia DB JSON or CSV\n"
                + "nothing was written\n")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("home/data").path))
        let spanish = try await quiz("import", "--lang", "es", "moodle.xml")
        #expect(spanish.status == 1)
        #expect(
            spanish.stderr
                == "error: moodle.xml: es XML de Moodle, que quiz no importa; exporta las preguntas de Moodle como "
                + "GIFT o Aiken, o da un archivo GIFT, Aiken, texto de Anki, JSON de Open Trivia DB o CSV\n"
                + "no se escribió nada\n")
    }

    @Test("text with a terminal escape is refused by the validator before anything is written")
    func escapesRefused() async throws {
        try folder.write("question,answer\n\"Bad \u{1B}]0;title\u{07}\",x\n", to: "bad.csv")
        let refused = try await quiz("import", "bad.csv")
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("item 1 (id 1): question: character 5 is"), "\(refused.stderr)")
        #expect(refused.stderr.hasSuffix("nothing was written\n"))
    }

    @Test("a question the validator refuses is named by its line, --skip-bad lists it, a file named twice is refused")
    func refusedTextNamesItsLine() async throws {
        try folder.write("::A:: One? {=a ~b}\n\n::B:: Tw\u{7}o? {=a ~b}\n", to: "bank.gift")
        try folder.write(
            "question,answer1,answer2,solution\nThree?,a,b,1\n\n\"Fo\nur?\",a,b\u{200B},1\n", to: "more.csv")
        let refused = try await quiz("import", "bank.gift", "--name", "bank")
        #expect(refused.status == 1)
        #expect(
            refused.stderr
                == "error: bank.gift:3: item 2 (id 2): question: character 3 is U+0007 (a control character), which "
                + "would not show as text; remove it\nnothing was written\n")
        let spanish = try await quiz("import", "more.csv", "bank.gift", "--name", "bank", "--lang", "es")
        #expect(spanish.status == 1)
        #expect(
            spanish.stderr
                == "error: more.csv:4: elemento 2 (id 2): answers[1].answer: el carácter 2 es U+200B (un carácter "
                + "invisible), que no se vería como texto; quítalo\n"
                + "error: bank.gift:3: elemento 4 (id 4): question: el carácter 3 es U+0007 (un carácter de control), "
                + "que no se vería como texto; quítalo\nno se escribió nada\n")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("home/data").path))
        let twice = try await quiz("import", "bank.gift", "more.csv", "./bank.gift", "--lang", "es")
        #expect(twice.status == 64)
        #expect(twice.stderr.hasPrefix("Error: ./bank.gift aparece dos veces; nómbralo una sola vez\nUsage: "))
        let skipping = try await quiz("import", "more.csv", "bank.gift", "--name", "bank", "--lang", "es", "--skip-bad")
        #expect(skipping.status == 0)
        #expect(
            skipping.stderr
                == "more.csv:4: omitida: answers[1].answer: el carácter 2 es U+200B (un carácter invisible), que no se "
                + "vería como texto; quítalo\nbank.gift:3: omitida: question: el carácter 3 es U+0007 (un carácter de "
                + "control), que no se vería como texto; quítalo\n")
        #expect(skipping.stdout.contains("2 elementos"), "\(skipping.stdout)")
    }

    @Test("export speaks the language of the messages, names a pack file with faults, and takes a name in any case")
    func exportInTheLanguageOfTheMessages() async throws {
        try folder.write(#"{"format": 1, "name": "mezcla"}"#, to: "home/data/quiz/packs/mezcla.json")
        let faulty = try await quiz.run(["export", "mezcla"], variables: ["LANG": "es_ES.UTF-8"])
        #expect(faulty.status == 1)
        let file = folder.url.appendingPathComponent("home/data/quiz/packs/mezcla.json").path
        #expect(
            faulty.stderr
                == "error: el archivo \(file) tiene errores, así que no hay ningún paquete «mezcla»; míralos con: "
                + "quiz validate \(file)\n")
        let unknown = try await quiz("export", "pelicula", "--lang", "es")
        #expect(unknown.stderr == "error: no hay ningún paquete «pelicula»; ¿quisiste decir «peliculas»?\n")
        let facts = try await quiz("export", "datos", "--lang", "es")
        #expect(facts.status == 1)
        #expect(
            facts.stderr
                == "error: datos es un paquete de datos, que no tienen respuestas que escribir como preguntas; usa "
                + "--format json\n")
        let accented = try await quiz("export", "Películas", "--format", "csv")
        #expect(accented.status == 0, "\(accented.stderr)")
        #expect(accented.stdout.hasPrefix("category,question,answer1,answer2,solution\n"), "\(accented.stdout)")
    }

    @Test("export says on standard error each item its format has no place for, in the language of the messages")
    func exportSaysWhatItLeavesOut() async throws {
        let gift = try await quiz("export", "class-opening")
        #expect(gift.status == 0)
        #expect(
            gift.stderr
                == "class-opening: item 1 (id 1): left out, as GIFT has no polls\n"
                + "class-opening: item 3 (id 3): left out, as GIFT has no orderings\n")
        let csv = try await quiz("export", "apertura-clase", "--format", "csv", "--lang", "es")
        #expect(csv.status == 0)
        #expect(
            csv.stderr
                == "apertura-clase: elemento 1 (id 1): omitido, pues CSV no tiene encuestas\n"
                + "apertura-clase: elemento 3 (id 3): omitido, pues CSV no tiene preguntas de ordenar\n"
                + "apertura-clase: elemento 4 (id 4): omitido, pues CSV no tiene preguntas de parejas\n"
                + "apertura-clase: elemento 5 (id 5): omitido, pues CSV no tiene preguntas abiertas\n")
        let json = try await quiz("export", "class-opening", "--format", "json")
        #expect(json.status == 0 && json.stderr == "")
    }

    @Test(
        "a failed import leaves no packs folder behind that it made: a fault after the questions written, a refused pack"
    )
    func failureLeavesNoFolder() async throws {
        let questions = (1...5000).map { "Question \($0)? {=yes ~no}\n\n" }.joined()
        try folder.write(questions + "Broken? {=yes ~no\n", to: "long.gift")
        try folder.write("question,answer\n\"Bad \u{1B}]0;title\u{07}\",x\n", to: "bad.csv")
        let data = folder.url.appendingPathComponent("home/data")
        for file in ["long.gift", "bad.csv"] {
            let refused = try await quiz("import", file)
            #expect(refused.status == 1)
            #expect(refused.stderr.hasSuffix("nothing was written\n"), "\(refused.stderr)")
            #expect(!FileManager.default.fileExists(atPath: data.path), "\(file) left \(data.path)")
        }
        let named = try await quiz("import", "long.gift", "--output", "mine/packs")
        #expect(named.status == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("mine").path))
        try folder.write("", to: "taken")
        try folder.write("Is 1 odd? {T}\n", to: "fine.gift")
        let unwritable = try await quiz("import", "fine.gift", "--output", "taken")
        #expect(unwritable.status == 1)
        #expect(
            unwritable.stderr.hasSuffix(
                "error: cannot write \(folder.url.path)/taken/fine.json: something else already has that name\n"
                    + "nothing was written\n"), "\(unwritable.stderr)")
    }

    @Test("export writes GIFT and CSV that import reads back into the same questions")
    func exportRoundTrip() async throws {
        let gift = try await quiz("export", "science-quiz", "--format", "gift")
        #expect(gift.status == 0)
        #expect(
            gift.stdout.hasPrefix(
                "$CATEGORY: Science\n\nWhich planet is closest to the Sun? {~Venus =Mercury ~Mars ~Earth}\n"))
        try folder.write(gift.stdout, to: "science.gift")
        let csv = try await quiz("export", "science-quiz", "--format", "csv")
        try folder.write(csv.stdout, to: "science.csv")
        let fromGIFT = try await quiz("import", "science.gift", "--output", "out-gift")
        let fromCSV = try await quiz("import", "science.csv", "--output", "out-csv")
        #expect(fromGIFT.status == 0 && fromCSV.status == 0, "\(fromGIFT.stderr)\(fromCSV.stderr)")
        #expect(try folder.read("out-gift/science.json") == folder.read("out-csv/science.json"))
        #expect(try folder.read("out-gift/science.json").contains("\"question\" : \"What is a baby frog called?\""))
    }
}
