import QuizPostgres
import QuizServer
import QuizShell

/// What `quiz serve` says to the person who started it; the request log stays in HTTP's own words.
extension Messages {
    /// Serving at `addresses`: the one the server listens on, or those of the machine's networks when it listens on
    /// all of them.
    func serving(_ count: Int, on addresses: [String]) -> String {
        let last = addresses.last ?? ""
        let listed =
            addresses.count < 2
            ? last : addresses.dropLast().joined(separator: ", ") + pick(" y ", " and ") + last
        return pick(
            "sirviendo \(self.count(count, "paquete", "paquetes")) en \(listed)",
            "serving \(self.count(count, "pack", "packs")) on \(listed)")
    }

    func noSuchFolder(_ folder: String) -> String {
        pick("no existe la carpeta \(folder)", "no such folder: \(folder)")
    }

    func noPacksToServe(in folders: String) -> String {
        pick("no hay paquetes que servir en \(folders)", "no packs to serve in \(folders)")
    }

    func tokenProblem(_ problem: ServeTokens.Problem) -> String {
        guard language == .es else { return problem.description }
        return switch problem {
        case .emptyOption: "--token está vacío; da el token que los alumnos enviarán como ?token="
        case .unreadableFile(let path, let reason): "--token-file \(path): no se puede leer (\(fileReason(reason)))"
        case .emptyFile(let path): "--token-file \(path): no contiene ningún token; escribe un token por línea"
        case .emptyEnvironment:
            "\(ServeTokens.environmentVariable) está definida pero vacía; quítala o ponle el token"
        }
    }

    /// `--token` given on the command line, where `ps` shows it to everyone on the machine.
    func tokenOptionHint(fileOption: Bool) -> String {
        let variable = ServeTokens.environmentVariable
        return pick(
            "consejo: --token se ve en la lista de procesos (ps); da el token con "
                + (fileOption ? "--token-file o " : "") + variable,
            "hint: --token shows in the process list (ps); give the token with "
                + (fileOption ? "--token-file or " : "") + variable)
    }

    /// Serving beyond this machine with no token, or nil.
    func noTokenWarning(_ tokens: ServeTokens, host: String) -> String? {
        guard let warning = tokens.warning(host: host) else { return nil }
        return pick(
            "aviso: se sirve en \(host) sin token: cualquiera que llegue puede jugar y usar las rutas de quiz; da "
                + "--token, --token-file o \(ServeTokens.environmentVariable)",
            warning)
    }

    func unknownHost(_ error: PackServer.UnknownHost) -> String {
        pick(
            "no se puede escuchar en \(error.host): no existe ese host; da a --host un nombre o una dirección de esta "
                + "máquina, como 127.0.0.1 (solo esta máquina) o 0.0.0.0 (todas las redes)",
            error.description)
    }

    func listenError(_ error: PackServer.ListenError) -> String {
        pick(
            "no se puede escuchar en \(error.host):\(error.port): \(fileReason(error.reason)); "
                + (error.isForeignHost
                    ? "da a --host una que lo sea, como 127.0.0.1 (solo esta máquina) o 0.0.0.0 (todas las redes)"
                    : "elige otro --port o para lo que lo esté usando"),
            error.description)
    }

    func badDatabaseURL(_ error: PostgresAddress.BadURL) -> String {
        let reason = pick("da postgres://USUARIO@HOST:PUERTO/BASE", error.reason)
        return pick("--database \(error.url) no es una URL de PostgreSQL: \(reason)", "--database " + error.description)
    }

    /// One sentence naming the database's host and port, never its password.
    func databaseUnreachable(_ error: PostgresUnreachable) -> String {
        let address = error.address.hostAndPort
        let cannotUse = pick(
            "no se puede usar la base de datos de salas en \(address): ",
            "cannot use the rooms' database at \(address): ")
        return switch error.reason {
        case .connectionRefused: cannotUse + pick("nada escucha en ese puerto", "nothing listens on that port")
        case .unknownHost:
            cannotUse + pick("ningún host se llama \(error.address.host)", "no host is called \(error.address.host)")
        case .noServer(let detail):
            cannotUse + pick("nadie responde allí (\(detail))", "nothing answers there (\(detail))")
        case .timedOut(let seconds): cannotUse + pick("no respondió en \(seconds) s", "no answer within \(seconds) s")
        case .refused(let message):
            pick(
                "la base de datos de salas en \(address) rechazó al usuario \(error.address.user) para "
                    + "\(error.address.database): \(message)",
                "the rooms' database at \(address) refused user \(error.address.user) for "
                    + "\(error.address.database): \(message)")
        }
    }
}
