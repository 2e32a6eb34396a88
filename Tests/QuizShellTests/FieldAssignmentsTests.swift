import Testing

@testable import QuizShell

@Suite("fields on one line: NAME=VALUE pairs")
struct FieldAssignmentsTests {
    @Test("bare and quoted values, with escaped quotes and backslashes, and empty values")
    func values() throws {
        let parsed = try FieldAssignments(#"question="Say \"hi\" \\ bye" answer=hi  tips= flag1="""#)
        #expect(parsed.pairs.map(\.name) == ["question", "answer", "tips", "flag1"])
        #expect(parsed.pairs.map(\.value) == [#"Say "hi" \ bye"#, "hi", "", ""])
    }

    @Test("a word without = and a quote that never closes are refused")
    func problems() {
        #expect(throws: FieldAssignments.Problem.notAnAssignment("hello")) { try FieldAssignments("answer=1 hello") }
        #expect(throws: FieldAssignments.Problem.unclosedQuote("question")) { try FieldAssignments(#"question="open"#) }
    }
}
