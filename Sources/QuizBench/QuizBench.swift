import ArgumentParser

/// The measuring side of `Scripts/bench`: what it times inside a process, and the slow server it times against.
/// Built by the benchmarks only; not part of `quiz`.
@main
struct QuizBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "QuizBench",
        abstract: "The measurements of Scripts/bench that run inside a process.",
        subcommands: [
            DownloadCommand.self, PicturesCommand.self, ImagesCommand.self, PracticeCommand.self, ClassCommand.self,
            BroadcastCommand.self,
        ]
    )
}
