import QuizClient
import QuizServer
import QuizShell
import QuizStore
import QuizTestSupport
import Testing

/// `play randomplay` beside the shell's other games: while one is under way, the text typed is its answer, so no
/// other game or practice starts until `stop` ends it, nor it while another is going on.
@Suite("randomPlay in the shell")
struct RandomPlayShellTests {
    private func shell(_ language: Language = .en) async -> Interpreter {
        let api = PackAPI(packs: [ShellFixture.quizzes], tokens: ["s3cret"])
        let environment = ShellEnvironment(
            transports: .with(http: { _ in FixtureTransport(api: api) }), records: PlayerDatabase())
        let shell = Interpreter(
            source: .local(folders: []), settings: ShellSettings(language: language, seed: 1),
            style: Style(enabled: false), environment: environment)
        #expect(await shell.execute("source http http://quizzes.test token=s3cret").failure == nil)
        #expect(await shell.execute("load capitals").failure == nil)
        return shell
    }

    @Test("no game, cram or practice starts while randomPlay is under way, and it starts after stop")
    func othersWaitForRandomPlay() async throws {
        let shell = await shell()
        #expect(await shell.execute("play randomplay").failure == nil)
        let refusal = "a randomPlay game is going on (server score: 0); \"stop\" ends it"
        for command in ["play", "play randomplay", "practice", "cram"] {
            #expect(await shell.execute(command).failure == refusal, "\(command)")
        }
        #expect(await shell.prompt() == "quiz [randomPlay 0]> ")
        #expect(await shell.execute("stop").output == ["Game over: server score 0."])
        #expect(await shell.execute("practice").output.first?.hasPrefix("Practice: ") == true)
    }

    @Test func theRefusalIsInSpanish() async throws {
        let shell = await shell(.es)
        #expect(await shell.execute("jugar randomplay").failure == nil)
        #expect(
            await shell.execute("practicar").failure
                == "hay una partida randomPlay en marcha (puntuación del servidor: 0); «parar» la termina")
    }

    @Test("randomPlay does not start while a game is in play")
    func randomPlayWaitsForAGame() async throws {
        let shell = await shell()
        #expect(await shell.execute("play").failure == nil)
        let refused = await shell.execute("play randomplay")
        #expect(refused.failure?.hasPrefix("a game is in progress (question 1 of ") == true)
        #expect(await shell.prompt().hasPrefix("quiz [1/"))
    }
}
