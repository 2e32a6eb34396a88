import QuizCore
import QuizPacks

/// Why a file could not be read or written, in the language of the messages.
extension Messages {
    /// A file, or `<stdout>`, that cannot be written, with the system's reason.
    public func unwritable(_ path: String, reason: String) -> String {
        pick("no se puede escribir \(path): \(fileReason(reason))", "cannot write \(path): \(reason)")
    }

    /// The system's reason ("no such file or directory", "Permission denied"), or one of quiz's own file reasons,
    /// in Spanish when the messages are; a reason it does not know is shown as the system gave it.
    public func fileReason(_ reason: String) -> String {
        guard language == .es else { return reason }
        let key = reason.lowercased()
        return Self.systemFileReasons[key] ?? Self.limitReasons[key] ?? reason
    }

    /// The reasons of `FileBytes.Limit`, keyed as `fileReason` looks them up.
    private static let limitReasons: [String: String] = {
        let kinds: [FileBytes.Limit: String] = [
            .script: "un guion o una transcripción", .pack: "un archivo de paquete",
            .importFile: "un archivo que importar", .tokenFile: "un archivo de tokens",
            .reviewLog: "un registro de repasos", .picture: "una imagen",
        ]
        var reasons = [FileBytes.Failure.notRegularFile: "no es un archivo normal sino un dispositivo o una tubería"]
        for limit in FileBytes.Limit.all {
            reasons[limit.reason.lowercased()] =
                "pasa de \(limit.bytes >> 20) MiB, el límite para \(kinds[limit] ?? limit.kind)"
        }
        return reasons
    }()

    /// The system's words (`strerror`, lowercased) and quiz's own file reasons, in Spanish.
    private static let systemFileReasons: [String: String] = [
        "no such file or directory": "no existe ese archivo o carpeta",
        "no such file": "no existe ese archivo",
        "no such file or folder": "no existe ese archivo o carpeta",
        "permission denied": "permiso denegado",
        "operation not permitted": "operación no permitida",
        "is a directory": "es una carpeta",
        PackFiles.outsideFolder: "es un enlace que lleva fuera de la carpeta del paquete",
        "not a directory": "no es una carpeta",
        "file exists": "ya existe",
        "directory not empty": "la carpeta no está vacía",
        "no space left on device": "no queda espacio en el disco",
        "disk quota exceeded": "se ha superado la cuota de disco",
        "read-only file system": "el disco es de solo lectura",
        "too many open files": "hay demasiados archivos abiertos",
        "file name too long": "el nombre del archivo es demasiado largo",
        "too many levels of symbolic links": "demasiados enlaces simbólicos encadenados",
        "input/output error": "error de entrada/salida",
        "file too large": "el archivo es demasiado grande",
        "text file busy": "el archivo está en uso",
        "device or resource busy": "el dispositivo está ocupado",
        "no such device or address": "no existe ese dispositivo",
        "invalid argument": "argumento no válido",
        "cannot allocate memory": "no hay memoria suficiente",
        "resource temporarily unavailable": "no está disponible por ahora",
        "address already in use": "la dirección ya está en uso",
        "cannot assign requested address": "esa dirección no es de esta máquina",
        "it could not be read or written": "no se pudo leer ni escribir",
        "it is not utf-8 text": "no es texto UTF-8",
        "the disk is full": "el disco está lleno",
        "the disk is read-only": "el disco es de solo lectura",
        "it is too large": "es demasiado grande",
        "something else already has that name": "ya hay otra cosa con ese nombre",
        "it is not a readable file (a folder or a device?)":
            "no es un archivo que se pueda leer (¿una carpeta o un dispositivo?)",
        "it is not a writable file (a folder or a device?)":
            "no es un archivo en el que se pueda escribir (¿una carpeta o un dispositivo?)",
    ]
}
