import QuizCore

/// What a handler of commands starts from: the session it serves and the source its packs come from.
class ShellHandler {
    let session: SessionState
    let sources: SourceHandler

    init(session: SessionState, sources: SourceHandler) {
        self.session = session
        self.sources = sources
    }

    var text: Messages { session.text }
    var marks: OutputMarks { session.marks }
    var settings: ShellSettings { session.settings }
    var records: any PlayerRecords { session.environment.records }

    /// The mean rating of each item of a pack that has reviews, by item id.
    func meanRatings(of packName: String) -> [Int: Double] {
        let reviews = ((try? records.reviews()) ?? []).filter { $0.pack == packName }
        return Dictionary(grouping: reviews, by: \.item).mapValues { group in
            Double(group.map(\.rating).reduce(0, +)) / Double(group.count)
        }
    }
}
