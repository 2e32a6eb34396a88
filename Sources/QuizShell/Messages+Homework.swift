import Foundation
import QuizClass

/// What the shell, `quiz assign` and `quiz join` say of homework rooms.
extension Messages {
    /// A deadline as `2026-12-01 18:00 UTC`, read the same on every machine.
    public func deadline(_ date: Date) -> String {
        Self.dayAndTime(utc: true)(date) + " UTC"
    }

    /// A deadline a server sent, as an ISO 8601 date-time.
    func deadline(_ typed: String) -> String {
        (try? Date(typed, strategy: .iso8601)).map(deadline) ?? typed
    }

    public func roomAssigned(pin: String, title: String, questions: Int, seconds: Int, until: Date) -> String {
        pick(
            "deberes en la sala \(pin): \(title), \(count(questions, "pregunta", "preguntas")) de \(seconds) s, abierta hasta el "
                + "\(deadline(until))",
            "homework in room \(pin): \(title), \(count(questions, "question", "questions")) of \(seconds) s, open "
                + "until \(deadline(until))")
    }

    public func assignedFollow(_ pin: String) -> String {
        pick(
            "Cada alumno juega a su ritmo; sigue su avance con: quiz results \(pin) --watch. Los resultados, al cerrar.",
            "Each student plays at their own pace; follow their progress with: quiz results \(pin) --watch. The results "
                + "come when it closes.")
    }

    func homeworkDone(_ done: HomeworkDone) -> [String] {
        [
            pick(
                "Has terminado: \(count(done.right, "acierto", "aciertos")) de \(done.questions) preguntas, "
                    + "\(done.points) puntos.",
                "You are through: \(done.right) right of \(done.questions) questions, \(done.points) points."),
            pick(
                "Los resultados de la clase, al cerrar la sala: \(deadline(done.until)).",
                "The class's results come when the room closes: \(deadline(done.until))."),
        ]
    }

    /// A student joining a homework room learns its deadline, or that it has passed (`over`).
    func homeworkUntil(_ until: String, over: Bool) -> String {
        over
            ? pick(
                "Deberes: la fecha límite, el \(deadline(until)), ya ha pasado.",
                "Homework: the deadline, \(deadline(until)), has passed.")
            : pick(
                "Deberes: a tu ritmo, hasta el \(deadline(until)).",
                "Homework: at your own pace, until \(deadline(until)).")
    }

    public func homeworkPackGone(_ pin: String) -> String {
        pick(
            "la sala de deberes \(pin) queda guardada pero cerrada: este servidor ya no sirve su paquete",
            "homework room \(pin) stays kept but closed: this server no longer serves its pack")
    }

    func simulatedLeft(_ name: String) -> String {
        pick(
            "\(name) se va; su sitio y su reloj siguen en la sala",
            "\(name) leaves; their place and clock stay in the room")
    }

    func noHomeworkQuestion(_ name: String) -> String {
        pick("\(name) no tiene ninguna pregunta abierta", "\(name) has no question open")
    }

    /// Why a homework room was not opened, when its deadline is the reason.
    public func homeworkRefused(_ error: any Error) -> String? {
        let days = Int(RoomSettings.longestHomework / 86_400)
        switch error {
        case let unreadable as HomeworkDeadline.Unreadable:
            return pick(
                "«\(unreadable.typed)» no es una fecha límite: da una fecha (2026-12-01, hasta el final de ese día), "
                    + "una fecha y hora (2026-12-01T18:00, en la zona horaria de esta máquina, o con su desfase: "
                    + "2026-12-01T18:00+01:00) o un plazo desde ahora (+2d, +36h, +90m)",
                unreadable.description)
        case RoomHub.OpenError.deadlinePassed(let until):
            return pick(
                "la fecha límite \(deadline(until)) ya ha pasado: da una por venir, como mucho a \(days) días",
                RoomHub.OpenError.deadlinePassed(until).description)
        case RoomHub.OpenError.deadlineTooFar(let until):
            return pick(
                "la fecha límite \(deadline(until)) queda demasiado lejos: una sala de deberes está abierta como mucho "
                    + "\(days) días",
                RoomHub.OpenError.deadlineTooFar(until).description)
        default: return nil
        }
    }

    /// What `help` says to the host of a homework room.
    public var homeworkHostHelp: [String] {
        [
            homeworkHostCommands,
            pick(
                "resultados muestra el informe de la sala tal como va, como quiz results PIN --watch",
                "results shows the room's report as it stands, as quiz results PIN --watch does"),
        ] + hostHelp.dropFirst()
    }

    var homeworkHostCommands: String {
        pick(
            "órdenes: expulsar NOMBRE, bloquear, desbloquear, fin (la cierra ya), resultados, ayuda, salir; cada alumno "
                + "juega a su ritmo",
            "commands: kick NAME, lock, unlock, end (closes it now), results, help, quit; each student plays at their "
                + "own pace")
    }
}
