import ArgumentParser
import QuizShell

/// What `quiz history`, `quiz stats`, `quiz practice --stats` and `quiz results` say of their options.
extension Messages {
    /// The format that `--format VALUE` of a report names, which is text, json or csv; another value ends the command
    /// as a wrong command line does.
    func reportFormat(_ value: String) throws -> HistoryReport.Format {
        guard let format = HistoryReport.Format(rawValue: value.lowercased()) else {
            throw failure(
                "error: " + pick("--format \(value): usa text, json o csv", "--format \(value): use text, json or csv"),
                status: ExitCode.validationFailure.rawValue)
        }
        return format
    }

    /// Options of `quiz practice` given together that each do something else: `--export-log`, `--optimize`,
    /// `--evaluate`, `--stats`.
    func practiceActions(_ options: [String]) -> String {
        let listed = options.dropLast().joined(separator: ", ") + pick(" y ", " and ") + (options.last ?? "")
        return pick("\(listed) hacen cosas distintas; da una sola", "\(listed) each do something else; give one")
    }

    /// `--from-room` without `--name`, or the other way round.
    var roomAndNameTogether: String {
        pick("--from-room y --name van juntos", "--from-room and --name go together")
    }

    /// `--from-room` with packs named too.
    var roomPackOnly: String {
        pick(
            "--from-room practica el paquete de la sala: no nombres ningún paquete",
            "--from-room practises the room's pack: name no pack")
    }

    /// `--pack` or `--log` of `quiz practice` without `--optimize` or `--evaluate`, the only ones that read them.
    func fitOptionAlone(_ option: String) -> String {
        pick(
            "\(option) va con --optimize o --evaluate; para practicar o ver --stats, nombra los paquetes al final",
            "\(option) goes with --optimize or --evaluate; to practise or for --stats, name the packs at the end")
    }

    /// `--format VALUE` of `quiz practice --optimize` or `--evaluate`, which print text or JSON.
    func badFitFormat(_ value: String) -> String {
        pick(
            "--format \(value): usa text o json con --optimize y --evaluate",
            "--format \(value): use text or json with --optimize and --evaluate")
    }

    /// `--by VALUE` of `quiz results`.
    func badResultsView(_ value: String) -> String {
        pick("--by \(value): usa standings, question o player", "--by \(value): use standings, question or player")
    }

    /// `--OPTION VALUE` that is not a filter: a kind not among `kinds`, or a day that is not one.
    func badHistoryOption(_ option: String, _ value: String, kinds: String) -> String {
        option == "kind"
            ? pick("--kind \(value): usa uno de \(kinds)", "--kind \(value): use one of \(kinds)")
            : pick(
                "--\(option) \(value) no es un día válido; usa AAAA-MM-DD",
                "--\(option) \(value) is not a valid day; use YYYY-MM-DD")
    }
}
