import QuizShell
import Testing

@testable import QuizScripting

@Suite("Transcripts: parsing, matching, diffs")
struct TranscriptTests {
    @Test func promptsMarkCommandsAndHashesMarkTheScript() {
        let transcript = Transcript(lines: [
            "# A comment", "quiz> load films", "Loaded films.", "", "quiz [3/16]> answer yes", "  # indented",
            "quiz [3/16] > not a prompt", "quizzes> neither", "Output",
        ])
        #expect(
            transcript.lines.map(\.kind) == [
                .script, .command("load films"), .output, .script, .command("answer yes"), .script, .output, .output,
                .output,
            ])
        #expect(transcript.script == ["# A comment", "load films", "", "answer yes", "  # indented"])
    }

    @Test func aPromptWhoseEndingSpacesAnEditorStrippedOrAddedStillMarksItsCommand() {
        let transcript = Transcript(lines: [
            "quiz> add", "answer: the right answer", "quiz [add: answer]>", "error: answer needs a value",
            "quiz [add: answer]> Lima  ",
        ])
        #expect(transcript.script == ["add", "", "Lima  "])
        let actual = [
            "quiz> add", "answer: the right answer", "quiz [add: answer]> ", "error: answer needs a value",
            "quiz [add: answer]> Lima",
        ]
        #expect(compare(transcript.lines.map(\.text), with: actual).matches)
        #expect(!compare(["quiz> add", "Added."], with: ["quiz> add ", "Added. "]).matches)
    }

    @Test func aCommentMatchesNothingOrAnOutputLineOfItsText() {
        #expect(
            compare(
                ["# Films", "quiz> play", "# of moons?", "# a note", "quiz> quit"],
                with: ["quiz> play", "# of moons?", "quiz> quit"]
            ).matches)
        let comparison = compare(["quiz> play", "# note", "Question 1"], with: ["quiz> play", "Question 2"])
        #expect(comparison.diff(file: "f").suffix(3) == [" # note", "-Question 1", "+Question 2"])
        #expect(comparison.updated == ["quiz> play", "# note", "Question 2"])
    }

    @Test func identicalLinesMatch() {
        let comparison = compare(["quiz> packs", "films  2 films"], with: ["quiz> packs", "films  2 films"])
        #expect(comparison.matches)
        #expect(comparison.diff(file: "a.session").isEmpty)
    }

    @Test(arguments: [0, 1, 3])
    func dotsMatchAnyNumberOfLines(count: Int) {
        let actual = ["quiz> list"] + (0..<count).map { "\($0 + 1)  question" } + ["quiz> quit"]
        #expect(compare(["quiz> list", "...", "quiz> quit"], with: actual).matches)
    }

    @Test func anExpressionMatchesOneWholeLine() {
        let expected = ["quiz> source", "Source: server http://127.0.0.1:[0-9]+ (re)"]
        #expect(compare(expected, with: ["quiz> source", "Source: server http://127.0.0.1:8080"]).matches)
        #expect(!compare(expected, with: ["quiz> source", "Source: server http://127.0.0.1:8080/x"]).matches)
        #expect(!compare(expected, with: ["quiz> source", "Source: server http://127.0.0.1:8080", "more"]).matches)
    }

    @Test func anExpressionThatDoesNotCompileMatchesOnlyItself() {
        #expect(compare(["[unclosed (re)"], with: ["[unclosed (re)"]).matches)
        #expect(!compare(["[unclosed (re)"], with: ["[unclosed"]).matches)
    }

    @Test func patternsOnlyApplyToOutput() {
        #expect(!compare(["# ..."], with: ["# anything"]).matches)
        #expect(!compare(["quiz> x (re)"], with: ["quiz> xx"]).matches)
    }

    @Test func aChangedLineShowsAsAUnifiedDiffWithThreeLinesOfContext() {
        let expected = (1...10).map { "line \($0)" }
        var actual = expected
        actual[4] = "line five"
        let diff = compare(expected, with: actual).diff(file: "Scripts/sessions/a.session")
        #expect(
            diff == [
                "--- Scripts/sessions/a.session",
                "+++ Scripts/sessions/a.session (actual)",
                "@@ -2,7 +2,7 @@",
                " line 2", " line 3", " line 4",
                "-line 5",
                "+line five",
                " line 6", " line 7", " line 8",
            ])
    }

    @Test func distantChangesMakeSeparateHunksAndNearOnesShareOne() {
        let expected = (1...20).map { "line \($0)" }
        var actual = expected
        actual.remove(at: 1)
        actual.append("line 21")
        let diff = compare(expected, with: actual).diff(file: "f")
        #expect(diff.filter { $0.hasPrefix("@@") } == ["@@ -1,5 +1,4 @@", "@@ -18,3 +17,4 @@"])
        #expect(diff.last == "+line 21")

        var near = expected
        near[3] = "changed 4"
        near[10] = "changed 11"
        #expect(compare(expected, with: near).diff(file: "f").filter { $0.hasPrefix("@@") } == ["@@ -1,14 +1,14 @@"])
    }

    @Test func linesAddedToAnEmptyTranscriptAreNumberedFromZero() {
        let diff = compare([], with: ["quiz> packs"]).diff(file: "f")
        #expect(diff == ["--- f", "+++ f (actual)", "@@ -0,0 +1,1 @@", "+quiz> packs"])
    }

    @Test func theUpdateKeepsThePatternsThatStillMatch() {
        let expected = ["quiz> play", "Game of films (re)", "...", "quiz> score", "Right 1", "Took [0-9]+ s (re)"]
        let actual = [
            "quiz> play", "Game of films", "Question 1", "Question 2", "quiz> score", "Right 2", "Took 3 min",
        ]
        let comparison = compare(expected, with: actual)
        #expect(!comparison.matches)
        #expect(
            comparison.updated == ["quiz> play", "Game of films (re)", "...", "quiz> score", "Right 2", "Took 3 min"])
        #expect(
            comparison.diff(file: "f") == [
                "--- f", "+++ f (actual)", "@@ -2,5 +2,5 @@",
                " Game of films (re)", " ...", " quiz> score",
                "-Right 1", "-Took [0-9]+ s (re)",
                "+Right 2", "+Took 3 min",
            ])
    }

    @Test func dotsTakeAsFewLinesAsTheyCanSoThatAChangedLastLineShows() {
        let comparison = compare(
            ["quiz> play", "...", "Game over: 3/4 right"], with: ["quiz> play", "Question 1", "Game over: 2/4 right"])
        #expect(comparison.updated == ["quiz> play", "...", "Game over: 2/4 right"])
        #expect(comparison.diff(file: "f").suffix(2) == ["-Game over: 3/4 right", "+Game over: 2/4 right"])
    }

    private func compare(_ expected: [String], with actual: [String]) -> TranscriptComparison {
        TranscriptComparison(expected: Transcript(lines: expected), actual: actual)
    }
}

extension TranscriptComparison {
    fileprivate var matches: Bool { TranscriptDifference(self) == nil }
}
