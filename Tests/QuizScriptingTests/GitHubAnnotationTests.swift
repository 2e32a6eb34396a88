import QuizShell
import Testing

@testable import QuizScripting

@Suite("GitHub annotations: the workflow command and its escaping")
struct GitHubAnnotationTests {
    @Test func anErrorNamesItsFileAndLine() {
        #expect(
            GitHubAnnotation.command(
                file: "Scripts/smoke.quiz", line: 4, message: "expect state: expected true, got false")
                == "::error file=Scripts/smoke.quiz,line=4::expect state: expected true, got false")
    }

    @Test func theMessageEscapesPercentAndLineEndsAndKeepsColonsAndCommas() {
        #expect(
            GitHubAnnotation.command(file: "a.session", line: 1, message: "100% right:\r\n--- a, b\n+++ c")
                == "::error file=a.session,line=1::100%25 right:%0D%0A--- a, b%0A+++ c")
    }

    @Test func thePropertiesEscapeColonsAndCommasToo() {
        #expect(
            GitHubAnnotation.command(file: "odd,name:1%.session", line: nil, message: "m")
                == "::error file=odd%2Cname%3A1%25.session::m")
    }

    @Test func aPathFromTheCurrentFolderIsOneFromTheRepositoryRoot() {
        #expect(
            GitHubAnnotation.command(file: "./Scripts/a.quiz", line: 2, message: "m")
                == "::error file=Scripts/a.quiz,line=2::m")
    }
}
