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
    var records: any PlayerRecords { session.environment.records }
}
