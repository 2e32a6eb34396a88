/// How `--annotations` marks a failure so that a CI system shows it on its line of the file.
public enum AnnotationFormat: String, Sendable, Hashable, CaseIterable {
    /// GitHub Actions' workflow command `::error file=F,line=L::message` (see `GitHubAnnotation`).
    case github
}
