import QuizPictures
import Testing

@Suite struct DetectionTests {
    @Test func kittyByItsWindowVariableOrItsTerm() {
        #expect(PictureFormat.detect(environment: ["TERM": "xterm-256color", "KITTY_WINDOW_ID": "1"]) == .kitty)
        #expect(PictureFormat.detect(environment: ["TERM": "xterm-kitty"]) == .kitty)
    }

    @Test func itermByItsProgramAndSixelsByChafasDatabase() {
        #expect(PictureFormat.detect(environment: ["TERM": "xterm", "TERM_PROGRAM": "iTerm.app"]) == .iterm)
        #expect(PictureFormat.detect(environment: ["TERM": "foot"]) == .sixel)
        #expect(PictureFormat.detect(environment: ["TERM": "mlterm"]) == .sixel)
    }

    @Test func otherTerminalsGetSymbolsInTheirColours() {
        #expect(PictureFormat.detect(environment: ["TERM": "tmux-256color"]) == .symbols(.indexed256))
        #expect(
            PictureFormat.detect(environment: ["TERM": "tmux-256color", "COLORTERM": "truecolor"])
                == .symbols(.truecolour))
        #expect(PictureFormat.detect(environment: ["TERM": "linux"]) == .symbols(.indexed16))
    }

    @Test func aDumbTerminalOrNoneGetsNoPictures() {
        #expect(PictureFormat.detect(environment: ["TERM": "dumb"]) == nil)
        #expect(PictureFormat.detect(environment: [:]) == nil)
    }
}
