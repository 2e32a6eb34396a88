import Foundation
import QuizAPI
import QuizCore
import QuizPacks
import Testing

@testable import QuizShell

@Suite("Settings from one table: set, help set and Tab read it")
struct SettingTests {
    @Test(arguments: [
        ("set lang en", "lang = en"), ("set seed 42", "seed = 42"), ("set color off", "color = off"),
        ("set colour on", "color = on"), ("set images off", "images = off"), ("set rounds 3", "rounds = 3"),
        ("set rondas todas", "rounds = all"), ("set filter Final", "filter = Final"),
        ("set filter none", "filter = none"),
        ("set facts no", "facts = off"), ("set shuffle answers yes", "shuffle answers = on"),
        ("set timer 12", "timer = 12 s"), ("set reloj off", "timer = off"),
        ("set alert streak 5,2,5", "alert streak = 2,5"),
        ("set alerta racha off", "alert streak = off"), ("set alert score 80%", "alert score = 80%"),
        ("set alert score no", "alert score = off"), ("set alert time 90", "alert time = 90 s"),
        ("set bell sí", "bell = on"), ("set offline OFF", "offline = off"),
    ])
    func eachSettingShowsWhatItIsNow(command: String, shown: String) async throws {
        let shell = try ShellFixture()
        #expect(try await shell.run(command).output == [shown])
    }

    @Test(arguments: [
        ("ajustar imagenes simbolos", "imágenes = símbolos"),
        ("ajustar imágenes símbolos-16", "imágenes = símbolos-16"),
        ("ajustar imagenes no", "imágenes = no"), ("ajustar imagenes silencio", "imágenes = silencio (no)"),
        ("ajustar imagenes kitty", "imágenes = kitty"),
    ])
    func picturesModesInSpanishAreSpanishWords(command: String, shown: String) async throws {
        let shell = try ShellFixture(language: .es)
        #expect(try await shell.run(command).output == [shown])
    }

    @Test(arguments: [
        ("set seed seven", #""seven" is not a value for seed; use a whole number from 0 to 18446744073709551615"#),
        ("set seed -1", #""-1" is not a value for seed; use a whole number from 0 to 18446744073709551615"#),
        ("set color purple", #""purple" is not a value for color; use on, off or auto"#),
        ("set rounds 0", #""0" is not a value for rounds; use a number from 1, or all"#),
        ("set timer soon", #""soon" is not a value for timer; use seconds per question, from 1, or off"#),
        ("set alert streak 2,x", #""2,x" is not a value for alert streak; use numbers like 3,5,10, or off"#),
        (
            "set alert score 120%",
            #""120%" is not a value for alert score; use a percentage from 1 to 100, like 80%, or off"#
        ),
        ("set alert time 0", #""0" is not a value for alert time; use seconds of play, from 1, or off"#),
        ("set bell maybe", #""maybe" is not a value for bell; use on or off"#),
    ])
    func aValueASettingDoesNotTakeSaysWhatItTakes(command: String, failure: String) async throws {
        let shell = try ShellFixture()
        #expect(try await shell.run(command).failure == failure)
    }

    @Test func aValueRefusedChangesNothing() async throws {
        let shell = try ShellFixture()
        #expect(try await shell.run("set rounds 2", "set timer 5").failure == nil)
        #expect(try await shell.run("set rounds 0").failure != nil)
        #expect(try await shell.run("set timer soon").failure != nil)
        let started = try await shell.run("load mundial", "play").output
        #expect(started.first == "Game of mundial: 2 questions (seed 1).")
        #expect(await shell.interpreter.prompt() == "quiz [1/2 · 5 s]> ")
    }

    @Test func aSettingOfTwoWordsNeedsBothAndAValue() async throws {
        let shell = try ShellFixture()
        let usage = try await shell.run("set alert").failure
        #expect(usage?.hasPrefix("usage: set lang es|en | seed N | color on|off|auto") == true)
        #expect(try await shell.run("set alert volume 3").failure == usage)
        #expect(try await shell.run("set shuffle on").failure == usage)
    }

    @Test func helpSetListsEverySettingWithItsValuesInTheShellsLanguage() async throws {
        let shell = try ShellFixture()
        // The whole usage on one line, as on a terminal wide enough for it.
        await shell.interpreter.useColumns(1000)
        #expect(
            try await shell.run("help set").output.first
                == "usage: set lang es|en | seed N | color on|off|auto | images auto|quiet|kitty|sixel|iterm|symbols|off "
                + "| rounds N|all | filter TEXT|none | facts on|off | shuffle answers on|off | timer SECONDS|off "
                + "| alert streak 3,5,10 | alert score 80% | alert time SECONDS | bell on|off | new-per-day N "
                + "| retention 0.9 | fuzz on|off | load-balance on|off | easy-days sat,sun|none | offline on|off")
        #expect(
            try await shell.run("set lang es", "ayuda ajustar").output.first
                == "uso: ajustar idioma es|en | semilla N | color on|off|auto "
                + "| imágenes auto|quiet|kitty|sixel|iterm|symbols|off | rondas N|all | filtro TEXTO|none | datos on|off "
                + "| barajar respuestas on|off | reloj SEGUNDOS|off | alerta racha 3,5,10 | alerta puntos 80% "
                + "| alerta tiempo SEGUNDOS | campana on|off | nuevas-por-día N | retención 0.9 | dispersión on|off "
                + "| equilibrar-carga on|off | días-ligeros sáb,dom|none | sinconexión on|off")
    }

    @Test func tabCompletesSettingsAndTheirValues() async throws {
        let shell = try ShellFixture()
        let completer = await shell.interpreter.completer()
        #expect(completer.candidates(for: "set al").candidates == ["alert"])
        #expect(completer.candidates(for: "set alert ").candidates == ["streak", "score", "time"])
        #expect(completer.candidates(for: "set alert streak o").candidates == ["off"])
        #expect(completer.candidates(for: "set co").candidates == ["color"])
        #expect(completer.candidates(for: "set color a").candidates == ["auto"])
        #expect(completer.candidates(for: "set shuffle answers ").candidates == ["on", "off"])
    }
}
