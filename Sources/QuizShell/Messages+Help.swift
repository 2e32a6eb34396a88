import Foundation

/// The messages of `help`: how to call each command and what it does.
extension Messages {
    func usage(_ command: CommandName) -> String {
        pick("uso: ", "usage: ") + call(of: command)
    }

    /// How to call `command`: its name in this language and its arguments; `set`'s from its table of settings.
    func call(of command: CommandName) -> String {
        let name = command.name(in: language)
        return switch command {
        case .help: "\(name) [\(pick("ORDEN", "COMMAND"))]"
        case .load: "\(name) \(pick("PAQUETE", "PACK")) [random N|search \(textPlaceholder)]"
        case .play: "\(name) [N|\(pick("siguiente", "next"))|randomplay]"
        case .answer: "\(name) \(pick("RESPUESTA", "ANSWER"))"
        case .search: "\(name) \(textPlaceholder)"
        case .sort: "\(name) \(pick("número|id|pregunta|sección", "number|id|question|section")) [desc]"
        case .source:
            "\(name) [local [\(folderPlaceholder)...] | fixture \(folderPlaceholder)... | http URL [token=T] [quiz=URL] [match=URL] "
                + "[check=URL] [book=URL] [film=URL]]"
        case .set:
            "\(name) "
                + Setting.all.map { "\($0.name(in: language)) \(settingValues($0.values))" }
                .joined(separator: " | ")
        case .expect:
            pick(
                "\(name) estado nil|true|false | puntos R/N | racha N | paquete NOMBRE | ronda N | "
                    + "partida none|playing|paused|finished | fuente local|fixture|http | idioma es|en",
                "\(name) state nil|true|false | score R/N | streak N | pack NAME | round N | "
                    + "game none|playing|paused|finished | source local|fixture|http | lang es|en")
        case .fact: "\(name) [\(pick("CATEGORÍA", "CATEGORY"))]"
        case .new:
            "\(name) \(pick("paquete NOMBRE TIPO [IDIOMA]", "pack NAME KIND [LANG]"))"
        case .add: "\(name) [\(pick("TIPO", "KIND"))] [\(pick("CAMPO=VALOR", "FIELD=VALUE"))...]"
        case .edit: "\(name) N [\(pick("CAMPO=VALOR", "FIELD=VALUE"))...]"
        case .delete: "\(name) N [\(pick("sí", "yes"))]"
        case .revert: "\(name) [\(pick("PAQUETE", "PACK"))]"
        case .review:
            "\(name) N [1-5 [\(textPlaceholder)]] | \(pick("editar", "edit")) ID | "
                + "\(pick("borrar", "delete")) ID"
        case .reviews:
            "\(name) [\(pick("por fecha|nota|paquete", "by date|rating|pack"))] [\(pick("paquete NOMBRE", "pack NAME"))] "
                + "[\(pick("nota", "rating"))>=N]"
        case .history, .stats:
            pick(
                "\(name) [paquete NOMBRE] [tipo TIPO] [desde AAAA-MM-DD] [hasta AAAA-MM-DD]",
                "\(name) [pack NAME] [kind KIND] [since YYYY-MM-DD] [until YYYY-MM-DD]")
        case .practice:
            "\(name) [\(pick("estadisticas", "stats"))] [\(pick("PAQUETE", "PACK"))...] | "
                + "\(name) \(pick("optimizar|evaluar", "optimize|evaluate")) [\(pick("PAQUETE", "PACK"))] | "
                + "\(name) \(pick("sala PIN NOMBRE", "room PIN NAME"))"
        case .cram: "\(name) [\(pick("PAQUETE", "PACK"))...]"
        case .forget: "\(name) \(pick("PAQUETE [sí]", "PACK [yes]"))"
        case .clock: "\(name) +N(d|h|m)"
        case .host:
            "\(name) "
                + pick(
                    "PAQUETE [segundos N] [preguntas N] [racha] [equipos N|NOMBRE,...] [compartidos]",
                    "PACK [seconds N] [questions N] [streak] [teams N|NAME,...] [shared]")
        case .assign:
            "\(name) "
                + pick(
                    "PAQUETE hasta FECHA|+Nd|+Nh [segundos N] [preguntas N]",
                    "PACK until DATE|+Nd|+Nh [seconds N] [questions N]")
        case .simulate:
            "\(name) "
                + pick(
                    "NOMBRE... | respuestas [NOMBRE=RESPUESTA@SEGUNDOS...] | vuelve NOMBRE | sale NOMBRE",
                    "NAME... | answers [NAME=ANSWER@SECONDS...] | rejoin NAME | leave NAME")
        case .kick: "\(name) \(pick("NOMBRE", "NAME"))"
        case .results: "\(name) [\(pick("preguntas|jugadores", "question|player"))] [csv|json]"
        default: name
        }
    }

    /// The call in the list of `help`: short enough for its column, the full one being a `help COMMAND` away.
    func synopsis(of command: CommandName) -> String {
        let name = command.name(in: language)
        return switch command {
        case .source: "\(name) [\(pick("DÓNDE", "WHERE"))]"
        case .set: "\(name) \(pick("AJUSTE VALOR", "SETTING VALUE"))"
        case .expect: "\(name) \(pick("QUÉ VALOR", "WHAT VALUE"))"
        case .practice: "\(name) [\(pick("estadisticas", "stats"))] [\(pick("PAQUETE", "PACK"))...]"
        case .history, .stats, .reviews: "\(name) [\(pick("FILTROS", "FILTERS"))]"
        case .host: "\(name) \(pick("PAQUETE [AJUSTES]", "PACK [SETTINGS]"))"
        case .assign: "\(name) \(pick("PAQUETE hasta FECHA", "PACK until DATE"))"
        case .simulate: "\(name) \(pick("NOMBRE...|respuestas|vuelve|sale", "NAME...|answers|rejoin|leave"))"
        case .review: "\(name) N|\(pick("editar", "edit")) ID|\(pick("borrar", "delete")) ID"
        case .results: "\(name) [\(pick("preguntas|jugadores", "question|player"))]..."
        default: call(of: command)
        }
    }

    func summary(of command: CommandName) -> String {
        switch command {
        case .help: pick("muestra las órdenes, o cómo se usa una", "lists the commands, or explains one")
        case .packs: pick("lista los paquetes de la fuente actual", "lists the packs of the current source")
        case .load:
            pick(
                "carga un paquete; de quizzes: todas sus páginas, random N: N al azar sin repetir, o search TEXTO: "
                    + "las que el servidor encuentra con ese texto",
                "loads a pack; of quizzes: all its pages, random N: N random ones without repeats, or search TEXT: "
                    + "those the server finds with that text")
        case .list: pick("lista las preguntas del paquete cargado", "lists the questions of the loaded pack")
        case .sort:
            pick(
                "ordena «lista»: por número (en secciones), id, pregunta o sección; desc al revés",
                "orders list: by number (in sections), id, question or section; desc reverses")
        case .search:
            pick(
                "busca el texto en las preguntas de todos los paquetes, sin distinguir mayúsculas ni acentos",
                "finds the text in the questions of every pack, ignoring case and accents")
        case .play:
            pick(
                "empieza una partida; N juega solo la pregunta N; siguiente pasa a la siguiente; randomplay: quizzes que "
                    + "elige y puntúa el servidor",
                "starts a game; N plays question N alone; next moves on to the next round; randomplay: quizzes the "
                    + "server draws and scores")
        case .next:
            pick(
                "pasa a la siguiente pregunta (como «jugar siguiente»)",
                "moves on to the next question (as \"play next\")")
        case .show: pick("vuelve a mostrar la pregunta actual", "shows the current question again")
        case .answer:
            pick(
                "responde; también vale escribir solo la respuesta: 1, 2, sí, no o el texto",
                "answers; typing the answer alone works too: 1, 2, yes, no or the text")
        case .hint:
            pick(
                "muestra la siguiente pista de la pregunta, si la tiene", "shows the question's next tip, if it has one"
            )
        case .state:
            pick(
                "el estado de la ronda actual (nil, true o false) y de cada ronda",
                "the state of the current round (nil, true or false) and of every round")
        case .score: pick("aciertos, fallos, racha y tiempo", "right, wrong, streak and time")
        case .skip:
            pick(
                "deja la pregunta sin responder y pasa a la siguiente", "leaves the question unanswered and moves on")
        case .pause: pick("detiene el reloj", "stops the clock")
        case .resume: pick("vuelve a poner en marcha el reloj", "starts the clock again")
        case .stop: pick("termina la partida", "ends the game")
        case .history: pick("las partidas terminadas", "the games played")
        case .stats:
            pick(
                "por paquete: partidas, aciertos, mejor racha, tiempo medio de respuesta y las más falladas",
                "per pack: games, accuracy, best streak, average answer time and the most missed")
        case .source:
            pick(
                "muestra o cambia de dónde vienen las preguntas: carpetas locales, las mismas a través del transporte "
                    + "fixture, o un servidor",
                "shows or changes where questions come from: local folders, the same through the fixture transport, "
                    + "or a server")
        case .sync:
            pick(
                "descarga todo el servidor, con sus imágenes y respuestas, para jugarlo sin conexión; otra vez, lo "
                    + "actualiza",
                "downloads the whole server, pictures and answers included, to play it offline; again, refreshes it")
        case .set: pick("cambia un ajuste", "changes a setting")
        case .facts:
            pick(
                "las categorías de datos curiosos, con cuántos hay", "the categories of facts, with how many each has")
        case .fact:
            pick(
                "el siguiente dato curioso de una categoría (o de la siguiente), que pasa al final de la fila",
                "the next fact of a category (or of the next one), which then goes to the back of the line")
        case .expect:
            pick(
                "comprueba el estado en un guion; falla si no es el esperado",
                "checks the state in a script; fails when it is not as expected")
        case .new:
            pick(
                "crea un paquete vacío de un tipo (quiz, match, book, film, choice, fact, mixed); se guarda con su "
                    + "primera pregunta",
                "makes an empty pack of a kind (quiz, match, book, film, choice, fact, mixed); it is saved with its "
                    + "first item")
        case .add:
            pick(
                "añade una pregunta al paquete cargado pidiendo cada campo; o en una línea: añadir "
                    + "pregunta=\"¿Cuánto es 2+2?\" respuesta=4; en uno de varios tipos, el tipo primero: añadir encuesta",
                "adds an item to the loaded pack, asking for each field; or on one line: add "
                    + "question=\"What is 2+2?\" answer=4; in a mixed pack, the kind first: add poll")
        case .edit:
            pick(
                "cambia la pregunta N, con cada valor actual por defecto (Intro lo deja); o en una línea: editar N "
                    + "respuesta=París",
                "changes item N, each value offered as it is (Enter keeps it); or on one line: edit N answer=Paris")
        case .delete:
            pick("borra la pregunta N, tras preguntar", "deletes item N, after asking")
        case .undo: pick("deshace el último cambio de un paquete", "takes back the last change to a pack")
        case .revert:
            pick(
                "vuelve al paquete incluido y borra tu copia", "goes back to the bundled pack and removes your copy")
        case .review:
            pick(
                "valora la pregunta N de 1 a 5, con un texto si quieres; o cambia o borra una valoración",
                "rates question N from 1 to 5, with a text if you like; or edits or deletes a review")
        case .reviews:
            pick(
                "las valoraciones, por fecha, nota o paquete, filtradas por paquete o nota",
                "the reviews, by date, rating or pack, filtered by pack or rating")
        case .practice:
            pick(
                "repaso espaciado (FSRS): las tarjetas que tocan y luego nuevas; «practicar estadisticas» las resume, "
                    + "«practicar optimizar» ajusta FSRS a tus repasos",
                "spaced repetition (FSRS): the cards due, then new ones; \"practice stats\" sums them up, "
                    + "\"practice optimize\" fits FSRS to your reviews")
        case .cram:
            pick(
                "repasa las tarjetas ya vistas, las más olvidadas primero, sin cambiar cuándo tocan",
                "drills the cards seen before, the most forgotten first, without changing when they are due")
        case .forget:
            pick(
                "borra las tarjetas de un paquete y su registro de repasos, tras preguntar",
                "deletes the cards of a pack and their review log, after asking")
        case .clock:
            pick(
                "adelanta el reloj de un guion días (d), horas (h) o minutos (m)",
                "moves a script's clock on by days (d), hours (h) or minutes (m)")
        case .host:
            pick(
                "abre una sala de clase con el paquete en el servidor de la fuente (o en este proceso, con paquetes "
                    + "locales) y la dirige: siguiente, saltar, expulsar NOMBRE, bloquear, desbloquear, fin",
                "opens a class room over the pack on the source's server (or in this process, over local packs) and "
                    + "runs it: next, skip, kick NAME, lock, unlock, end")
        case .assign:
            pick(
                "abre una sala de deberes: cada alumno la juega a su ritmo hasta la fecha (2026-12-01, "
                    + "2026-12-01T18:00, +2d; en UTC en un guion), como mucho a 30 días",
                "opens a homework room: each student plays it at their own pace until the date (2026-12-01, "
                    + "2026-12-01T18:00, +2d; in UTC in a script), at most 30 days ahead")
        case .simulate:
            pick(
                "trae jugadores simulados a la sala; «respuestas» los hace responder (dadas o según la semilla), "
                    + "«vuelve» reconecta a uno, «sale» lo desconecta",
                "brings simulated players into the room; \"answers\" makes them answer (given, or drawn by the seed), "
                    + "\"rejoin\" reconnects one, \"leave\" disconnects one")
        case .kick:
            pick(
                "saca a un jugador de la sala que organizas y libera su sitio; su dispositivo no vuelve a entrar",
                "sends a player out of the room you host, freeing the place; that device cannot come back")
        case .lock:
            pick(
                "bloquea la sala que organizas: no entra ningún jugador nuevo, y los que están pueden volver",
                "locks the room you host: no new player may join, while those in it may come back")
        case .unlock:
            pick("deja entrar de nuevo a jugadores nuevos en la sala", "lets new players join the room you host again")
        case .end:
            pick(
                "termina el juego de la sala que organizas: el podio", "ends the game of the room you host: the podium")
        case .results:
            pick(
                "el informe de la sala que organizas, o de la última: pregunta a pregunta y jugador a jugador",
                "the report of the room you host, or of the last one: question by question and player by player")
        case .quit: pick("sale", "quits")
        }
    }

    /// The last line of `help`.
    var answerAlone: String {
        pick(
            "Con una pregunta abierta, escribe la respuesta sola: 1, 2, sí, no o el texto.",
            "With a question open, type the answer alone: 1, 2, yes, no or the text.")
    }

    /// The other names of a command, in `help COMMAND`.
    func otherNames(_ names: [String]) -> String {
        pick("también: ", "also: ") + names.joined(separator: ", ")
    }

    /// The values of a setting, its placeholders in this language: `SEGUNDOS|off`.
    func settingValues(_ values: String) -> String {
        values.replacingOccurrences(of: "SECONDS", with: pick("SEGUNDOS", "SECONDS"))
            .replacingOccurrences(of: "TEXT", with: textPlaceholder)
            .replacingOccurrences(of: "sat,sun", with: pick("sáb,dom", "sat,sun"))
    }

    /// What stands for a text, and for a folder, in how a command is called.
    var textPlaceholder: String { pick("TEXTO", "TEXT") }
    var folderPlaceholder: String { pick("CARPETA", "FOLDER") }
}
