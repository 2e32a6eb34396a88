import QuizShell
import Testing

@testable import QuizScripting

@Suite("--report: its formats, files and conflicts")
struct ReportRequestTests {
    @Test func aFormatAloneGoesToStandardOutputAndAFileFollowsAnEqualsSign() {
        #expect(ReportRequest(argument: "tap") == ReportRequest(format: .tap))
        #expect(
            ReportRequest(argument: "junit=.build/r=1.xml") == ReportRequest(format: .junit, file: ".build/r=1.xml"))
        #expect(ReportRequest(argument: "xml=r.xml") == nil)
        #expect(ReportRequest(argument: "junit=") == nil)
        #expect(ReportRequest(argument: "JUnit=r.xml") == nil)
    }

    @Test func junitNeedsAFileAndOnlyOneReportHasStandardOutput() {
        let text = Messages(language: .en)
        #expect(
            ReportRequest.conflict(in: [.init(format: .junit)], text: text)
                == "--report junit needs a file: --report junit=FILE")
        #expect(
            ReportRequest.conflict(in: [.init(format: .tap), .init(format: .tap)], text: text)
                == "only one --report can go to standard output")
        #expect(
            ReportRequest.conflict(in: [.init(format: .junit, file: "r"), .init(format: .tap, file: "r")], text: text)
                == "two reports cannot both be written to r")
        #expect(
            ReportRequest.conflict(in: [.init(format: .junit, file: "r.xml"), .init(format: .tap)], text: text) == nil)
    }
}
