/// What `help` says of a command: how to call it and what it does, in the language of the messages.
struct CommandHelp {
    let command: CommandName

    init(_ command: CommandName) {
        self.command = command
    }

    func usage(_ text: Messages) -> String {
        let name = command.name(in: text.language)
        return switch command {
        case .help: "\(name) [\(text.pick("ORDEN", "COMMAND"))]"
        case .load: "\(name) \(text.pick("PAQUETE", "PACK")) [random N|search \(text.pick("TEXTO", "TEXT"))]"
        case .play: "\(name) [N|\(text.pick("siguiente", "next"))|randomplay]"
        case .answer: "\(name) \(text.pick("RESPUESTA", "ANSWER"))"
        case .search: "\(name) \(text.pick("TEXTO", "TEXT"))"
        case .sort: "\(name) \(text.pick("número|id|pregunta|sección", "number|id|question|section")) [desc]"
        case .source:
            "\(name) [local | fixture \(text.pick("CARPETA", "FOLDER"))... | http URL [token=T] [quiz=URL] [match=URL] "
                + "[check=URL] [book=URL] [film=URL]]"
        case .set:
            "\(name) lang es|en | seed N | color on|off|auto | images auto|kitty|sixel|iterm|symbols|off | rounds N|all "
                + "| filter \(text.pick("TEXTO", "TEXT"))|none | facts on|off | shuffle answers on|off "
                + "| timer \(text.pick("SEGUNDOS", "SECONDS"))|off | alert streak 3,5,10 | alert score 80% "
                + "| alert time \(text.pick("SEGUNDOS", "SECONDS")) | bell on|off | offline on|off"
        case .expect:
            "\(name) state nil|true|false | score R/N | streak N | pack \(text.pick("NOMBRE", "NAME")) | round N | "
                + "game idle|playing|paused|finished | source fixture|http | lang es|en"
        case .fact: "\(name) [\(text.pick("CATEGORÍA", "CATEGORY"))]"
        case .new:
            "\(name) \(text.pick("paquete NOMBRE TIPO [IDIOMA]", "pack NAME KIND [LANG]"))"
        case .add: "\(name) [\(text.pick("CAMPO=VALOR", "FIELD=VALUE"))...]"
        case .edit: "\(name) N [\(text.pick("CAMPO=VALOR", "FIELD=VALUE"))...]"
        case .delete: "\(name) N [\(text.pick("sí", "yes"))]"
        case .revert: "\(name) [\(text.pick("PAQUETE", "PACK"))]"
        case .review:
            "\(name) N [1-5 [\(text.pick("TEXTO", "TEXT"))]] | \(text.pick("editar", "edit")) ID | "
                + "\(text.pick("borrar", "delete")) ID"
        case .reviews:
            "\(name) [\(text.pick("por fecha|nota|paquete", "by date|rating|pack"))] [\(text.pick("paquete NOMBRE", "pack NAME"))] "
                + "[\(text.pick("nota", "rating"))>=N]"
        case .history, .stats:
            "\(name) [pack \(text.pick("NOMBRE", "NAME"))] [kind \(text.pick("TIPO", "KIND"))] [since "
                + "\(text.pick("AAAA-MM-DD", "YYYY-MM-DD"))] [until \(text.pick("AAAA-MM-DD", "YYYY-MM-DD"))]"
        default: name
        }
    }

    /// The usage in the list of `help`: short enough for its column, the full one being a `help COMMAND` away.
    func synopsis(_ text: Messages) -> String {
        switch command {
        case .source: "\(command.name(in: text.language)) [\(text.pick("DÓNDE", "WHERE"))]"
        case .set: "\(command.name(in: text.language)) \(text.pick("AJUSTE VALOR", "SETTING VALUE"))"
        case .expect: "\(command.name(in: text.language)) \(text.pick("QUÉ VALOR", "WHAT VALUE"))"
        case .history, .stats: "\(command.name(in: text.language)) [\(text.pick("FILTROS", "FILTERS"))]"
        case .review:
            "\(command.name(in: text.language)) N|\(text.pick("editar", "edit")) ID|\(text.pick("borrar", "delete")) ID"
        case .reviews: "\(command.name(in: text.language)) [\(text.pick("FILTROS", "FILTERS"))]"
        default: usage(text)
        }
    }

    func summary(_ text: Messages) -> String {
        switch command {
        case .help: text.pick("muestra las órdenes, o cómo se usa una", "lists the commands, or explains one")
        case .packs: text.pick("lista los paquetes de la fuente actual", "lists the packs of the current source")
        case .load:
            text.pick(
                "carga un paquete; de quizzes: todas sus páginas, random N: N al azar sin repetir, o search TEXTO: "
                    + "las que el servidor encuentra con ese texto",
                "loads a pack; of quizzes: all its pages, random N: N random ones without repeats, or search TEXT: "
                    + "those the server finds with that text")
        case .list: text.pick("lista las preguntas del paquete cargado", "lists the questions of the loaded pack")
        case .sort:
            text.pick(
                "ordena «lista»: por número (en secciones), id, pregunta o sección; desc al revés",
                "orders list: by number (in sections), id, question or section; desc reverses")
        case .search:
            text.pick(
                "busca el texto en las preguntas de todos los paquetes, sin distinguir mayúsculas ni acentos",
                "finds the text in the questions of every pack, ignoring case and accents")
        case .play:
            text.pick(
                "empieza una partida; N juega solo la pregunta N; siguiente pasa a la siguiente; randomplay: quizzes que "
                    + "elige y puntúa el servidor",
                "starts a game; N plays question N alone; next moves on to the next round; randomplay: quizzes the "
                    + "server draws and scores")
        case .next:
            text.pick(
                "pasa a la siguiente pregunta (como «jugar siguiente»)",
                "moves on to the next question (as \"play next\")")
        case .show: text.pick("vuelve a mostrar la pregunta actual", "shows the current question again")
        case .answer:
            text.pick(
                "responde; también vale escribir solo la respuesta: 1, 2, sí, no o el texto",
                "answers; typing the answer alone works too: 1, 2, yes, no or the text")
        case .hint:
            text.pick(
                "muestra la siguiente pista de la pregunta, si la tiene", "shows the question's next tip, if it has one"
            )
        case .state:
            text.pick(
                "el estado de la ronda actual (nil, true o false) y de cada ronda",
                "the state of the current round (nil, true or false) and of every round")
        case .score: text.pick("aciertos, fallos, racha y tiempo", "right, wrong, streak and time")
        case .skip:
            text.pick(
                "deja la pregunta sin responder y pasa a la siguiente", "leaves the question unanswered and moves on")
        case .pause: text.pick("detiene el reloj", "stops the clock")
        case .resume: text.pick("vuelve a poner en marcha el reloj", "starts the clock again")
        case .stop: text.pick("termina la partida", "ends the game")
        case .history: text.pick("las partidas terminadas", "the games played")
        case .stats:
            text.pick(
                "por paquete: partidas, aciertos, mejor racha, tiempo medio de respuesta y las más falladas",
                "per pack: games, accuracy, best streak, average answer time and the most missed")
        case .source:
            text.pick(
                "muestra o cambia de dónde vienen las preguntas: carpetas locales o un servidor",
                "shows or changes where questions come from: local folders or a server")
        case .sync:
            text.pick(
                "descarga todo el servidor, con sus imágenes y respuestas, para jugarlo sin conexión; otra vez, lo "
                    + "actualiza",
                "downloads the whole server, pictures and answers included, to play it offline; again, refreshes it")
        case .set: text.pick("cambia un ajuste", "changes a setting")
        case .facts:
            text.pick(
                "las categorías de datos curiosos, con cuántos hay", "the categories of facts, with how many each has")
        case .fact:
            text.pick(
                "el siguiente dato curioso de una categoría (o de la siguiente), que pasa al final de la fila",
                "the next fact of a category (or of the next one), which then goes to the back of the line")
        case .expect:
            text.pick(
                "comprueba el estado en un guion; falla si no es el esperado",
                "checks the state in a script; fails when it is not as expected")
        case .new:
            text.pick(
                "crea un paquete vacío de un tipo (quiz, match, book, film, choice, fact); se guarda con su primera "
                    + "pregunta",
                "makes an empty pack of a kind (quiz, match, book, film, choice, fact); it is saved with its first item"
            )
        case .add:
            text.pick(
                "añade una pregunta al paquete cargado pidiendo cada campo; o en una línea: añadir "
                    + "pregunta=\"¿Cuánto es 2+2?\" respuesta=4",
                "adds an item to the loaded pack, asking for each field; or on one line: add "
                    + "question=\"What is 2+2?\" answer=4")
        case .edit:
            text.pick(
                "cambia la pregunta N, con cada valor actual por defecto (Intro lo deja); o en una línea: editar N "
                    + "respuesta=París",
                "changes item N, each value offered as it is (Enter keeps it); or on one line: edit N answer=Paris")
        case .delete:
            text.pick("borra la pregunta N, tras preguntar", "deletes item N, after asking")
        case .undo: text.pick("deshace el último cambio de un paquete", "takes back the last change to a pack")
        case .revert:
            text.pick(
                "vuelve al paquete incluido y borra tu copia", "goes back to the bundled pack and removes your copy")
        case .review:
            text.pick(
                "valora la pregunta N de 1 a 5, con un texto si quieres; o cambia o borra una valoración",
                "rates question N from 1 to 5, with a text if you like; or edits or deletes a review")
        case .reviews:
            text.pick(
                "las valoraciones, por fecha, nota o paquete, filtradas por paquete o nota",
                "the reviews, by date, rating or pack, filtered by pack or rating")
        case .quit: text.pick("sale", "quits")
        }
    }
}
