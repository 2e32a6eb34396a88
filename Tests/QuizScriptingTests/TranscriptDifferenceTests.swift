import QuizShell
import Testing

@testable import QuizScripting

@Suite("Where a transcript first differs from what ran")
struct TranscriptDifferenceTests {
    private let expected = (1...10).map { "line \($0)" }

    private func difference(_ actual: [String], from expected: [String]) -> TranscriptDifference? {
        TranscriptDifference(TranscriptComparison(expected: Transcript(lines: expected), actual: actual))
    }

    @Test func aChangedLineIsTheExpectedLineAndWhatRanInstead() {
        var actual = expected
        actual[6] = "line seven"
        actual[8] = "line nine"
        #expect(
            difference(actual, from: expected)
                == TranscriptDifference(line: 7, expected: "line 7", actual: "line seven"))
    }

    @Test func aMissingLineHasNothingThatRanInstead() {
        var actual = expected
        actual.remove(at: 1)
        #expect(difference(actual, from: expected) == TranscriptDifference(line: 2, expected: "line 2", actual: nil))
    }

    @Test func anAddedLineIsAtTheExpectedLineItCameBefore() {
        var actual = expected
        actual.insert("extra", at: 5)
        #expect(difference(actual, from: expected) == TranscriptDifference(line: 6, expected: nil, actual: "extra"))
    }

    @Test func linesAddedAfterTheLastArePlacedOnTheLast() {
        #expect(
            difference(expected + ["extra"], from: expected)
                == TranscriptDifference(line: 10, expected: nil, actual: "extra"))
        #expect(difference(["extra"], from: []) == TranscriptDifference(line: 1, expected: nil, actual: "extra"))
    }

    @Test func noDiffIsNoDifference() {
        #expect(difference(expected, from: expected) == nil)
    }

    @Test func theMessageSaysWhatWasExpectedAndWhatRanInEitherLanguage() {
        let both = TranscriptDifference(line: 3, expected: "✓ Right!", actual: "✗ Wrong.")
        #expect(Messages(language: .en).transcriptDifference(both) == #"expected "✓ Right!", got "✗ Wrong.""#)
        #expect(Messages(language: .es).transcriptDifference(both) == #"se esperaba "✓ Right!", salió "✗ Wrong.""#)
        let missing = TranscriptDifference(line: 3, expected: "✓ Right!", actual: nil)
        #expect(Messages(language: .en).transcriptDifference(missing) == #"missing "✓ Right!""#)
        let extra = TranscriptDifference(line: 3, expected: nil, actual: "✗ Wrong.")
        #expect(Messages(language: .en).transcriptDifference(extra) == #"unexpected "✗ Wrong.""#)
    }
}
