import QuizPacks
import QuizPictures

/// What is wrong with a pack file: the place (file:line:column, field) as the fault gives it, the rest translated.
extension Messages {
    /// One fault as `quiz validate` prints it:
    /// `packs/bad.json:14:17: elemento 3 (id 7): winner: debe ser 1 o 2, y es 3`.
    public func packFault(_ fault: PackFault) -> String { packFaults([fault]) }

    /// Every fault of a pack file, one a line.
    public func packLoadError(_ error: PackLoadError) -> String { packFaults(error.faults) }

    /// The sentence of a fault; a sentence not known here stays as it is.
    func packFaultMessage(_ message: String) -> String {
        guard language == .es else { return message }
        return Self.compiledPackFaultWordings.spanish(message) ?? message
    }

    /// The item of a fault, `item 3 (id 7)`: its place in the pack's `items` and its id.
    func packItem(_ item: PackFault.ItemReference) -> String {
        pick("elemento \(item.number)" + (item.id.map { " (id \($0))" } ?? ""), item.description)
    }

    private func packFaults(_ faults: [PackFault]) -> String {
        faults.map { fault in
            var translated = fault
            translated.message = packFaultMessage(fault.message)
            if let item = fault.item {
                // Written ahead of the field, where `description` writes the item, so that the order stays the same.
                translated.item = nil
                translated.field = ([packItem(item)] + [fault.field].compactMap { $0 }).joined(separator: ": ")
            }
            return translated.description
        }.joined(separator: "\n")
    }

    /// The English sentence of a fault as a regular expression, and its Spanish wording from the captured parts.
    struct PackFaultWording: Sendable {
        var pattern: String
        var spanish: @Sendable ([String]) -> String
    }

    /// Wordings with their patterns compiled once for the whole process: a pack may have thousands of faults. A
    /// compiled `Regex` changes only to keep the program it lowers on its first match, which it stores atomically, so
    /// that every thread may match with it.
    struct CompiledWordings: @unchecked Sendable {
        private let compiled: [(Regex<AnyRegexOutput>, PackFaultWording)]

        init(_ wordings: [PackFaultWording]) {
            compiled = wordings.compactMap { wording in (try? Regex(wording.pattern)).map { ($0, wording) } }
        }

        /// The Spanish of `message` by the first wording whose pattern matches all of it.
        func spanish(_ message: String) -> String? {
            compiled.lazy.compactMap { regex, wording in
                message.wholeMatch(of: regex).map {
                    wording.spanish($0.output.dropFirst().map { $0.substring.map(String.init) ?? "" })
                }
            }.first
        }
    }

    private static let compiledPackFaultWordings = CompiledWordings(packFaultWordings + pictureFaultWordings)

    /// Every sentence `PackReader`, `JSONParser`, `PackLoader` and `PackValidation` write, most specific first.
    static let packFaultWordings = sentenceWordings + fieldTypeWordings

    private static let sentenceWordings: [PackFaultWording] = [
        .init(pattern: #"syntax error: (.*)"#) { "error de sintaxis: " + syntaxError($0[0]) },
        .init(
            pattern:
                #"a pack file holds one object \{"format", "name", "kind", "title", "language", "items"\}, found (.+)"#
        ) {
            "un archivo de paquete contiene un solo objeto {\"format\", \"name\", \"kind\", \"title\", \"language\", "
                + "\"items\"}, y hay \(valueType($0[0]))"
        },
        .init(pattern: #"format (\d+) is not supported; this version of quiz reads format (\d+)"#) {
            "el formato \($0[0]) no se admite; esta versión de quiz lee el formato \($0[1])"
        },
        .init(pattern: #""(.*)" is not a pack name; use lowercase letters, digits and dashes, like "mundial-2022""#) {
            "«\($0[0])» no es un nombre de paquete; usa minúsculas, cifras y guiones, como «mundial-2022»"
        },
        .init(pattern: #""(.*)" is not a language code; use one like "es" or "en""#) {
            "«\($0[0])» no es un código de idioma; usa uno como «es» o «en»"
        },
        .init(pattern: #"unknown kind "(.*)" for an item of a mixed pack; use one of (.*)"#) {
            "tipo desconocido «\($0[0])» para un elemento de un paquete mixto; usa uno de \($0[1])"
        },
        .init(pattern: #"unknown kind "(.*)"; use one of (.*)"#) { "tipo desconocido «\($0[0])»; usa uno de \($0[1])" },
        .init(
            pattern:
                #""(.*)" is a kind of item of a mixed pack; make the pack's kind "mixed" and give each item "kind": "(.*)""#
        ) {
            "«\($0[0])» es un tipo de elemento de un paquete mixto; pon «mixed» como tipo del paquete y da a cada "
                + "elemento \"kind\": \"\($0[1])\""
        },
        .init(pattern: #"has (\d+) items?; an ordering has from (\d+) to (\d+)"#) {
            "tiene \($0[0]) \($0[0] == "1" ? "elemento" : "elementos"); una pregunta de ordenar tiene de \($0[1]) a \($0[2])"
        },
        .init(pattern: #"has (\d+) right sides?; a pairs item has from (\d+) to (\d+)"#) {
            "tiene \($0[0]) lados derechos; una pregunta de parejas tiene de \($0[1]) a \($0[2])"
        },
        .init(pattern: #"has (\d+) pairs?; a pairs item has from (\d+) to (\d+)"#) {
            "tiene \($0[0]) \($0[0] == "1" ? "pareja" : "parejas"); una pregunta de parejas tiene de \($0[1]) a \($0[2])"
        },
        .init(pattern: #"has "(.*)" twice; each must differ from the others"#) {
            "tiene «\($0[0])» dos veces; cada uno debe ser distinto de los demás"
        },
        .init(pattern: #"must be above low \((.*)\), found (.*)"#) {
            "debe ser mayor que low (\($0[0])), y es \($0[1])"
        },
        .init(pattern: #"must be above 0 and at most the range's width, (.*); found (.*)"#) {
            "debe ser mayor que 0 y como mucho el ancho del intervalo, \($0[0]); y es \($0[1])"
        },
        .init(pattern: #"must be from (.*) to (.*), the slider's range; found (.*)"#) {
            "debe ir de \($0[0]) a \($0[1]), el intervalo de la estimación; y es \($0[2])"
        },
        .init(pattern: #"duplicate id (-?\d+); item (\d+) has it too, and ids must be unique in a pack"#) {
            "el id \($0[0]) está repetido; el elemento \($0[1]) también lo tiene, y los id no se repiten en un paquete"
        },
        .init(pattern: #"has (\d+) answers?; a choice item has from (\d+) to (\d+)"#) {
            "tiene \($0[0]) \($0[0] == "1" ? "respuesta" : "respuestas"); una pregunta de opciones tiene de \($0[1]) "
                + "a \($0[2])"
        },
        .init(pattern: #"repeats answer (\d+), "(.*)"; the answers of a question must differ"#) {
            "repite la respuesta \($0[0]), «\($0[1])»; las respuestas de una pregunta deben ser distintas"
        },
        .init(pattern: #"must be from 1 to (\d+), the number of an answer; found (-?\d+)"#) {
            "debe ir de 1 a \($0[0]), el número de una respuesta; es \($0[1])"
        },
        .init(pattern: #"must be a whole number of at most 15 digits, found (.+)"#) {
            "debe ser un número entero de 15 cifras como mucho, y es \($0[0])"
        },
        .init(#"missing; this field is required"#, "falta; este campo es obligatorio"),
        .init(
            #"missing; quiz items in a local pack carry their answer"#,
            "falta; las preguntas de un paquete local llevan su respuesta"),
        .init(#"is empty; write some text here"#, "está vacío; escribe aquí algún texto"),
        .init(#"is empty; a pack needs at least one item"#, "está vacío; un paquete necesita al menos un elemento"),
        .init(pattern: #"character (\d+) is (U\+[0-9A-F]+) \((.+)\), which would not show as text; remove it"#) {
            "el carácter \($0[0]) es \($0[1]) (\(invisibleKind($0[2]))), que no se vería como texto; quítalo"
        },
        .init(pattern: #"must be 1 or 2, found (.+)"#) { "debe ser 1 o 2, y es \($0[0])" },
        .init(pattern: #"must be 0 or more, found (.+)"#) { "debe ser 0 o más, y es \($0[0])" },
        .init(pattern: #"must hold numbers from 1 to (\d+), the numbers of answers; found (-?\d+)"#) {
            "debe tener números de 1 a \($0[0]), los números de las respuestas; y tiene \($0[1])"
        },
        .init(
            pattern:
                #"must name two or more different answers in increasing order, found (.*); one right answer goes in solution alone"#
        ) {
            "debe nombrar dos o más respuestas distintas en orden creciente, y es \($0[0]); una sola respuesta "
                + "correcta va en solution"
        },
        .init(pattern: #"must be the first of solutions, (-?\d+); found (-?\d+)"#) {
            "debe ser el primero de solutions, \($0[0]); y es \($0[1])"
        },
        .init(pattern: #"must be a URL string or an object \{"url": \.\.\.\}, found (.+)"#) {
            "debe ser una URL o un objeto {\"url\": ...}, y es \(valueType($0[0]))"
        },
        .init(
            pattern:
                #""(.*)" is neither a valid http or https URL nor the path of a picture beside the pack \(such as images/flag\.png\)"#
        ) {
            "«\($0[0])» no es ni una URL http o https válida ni la ruta de una imagen junto al paquete (como "
                + "images/flag.png)"
        },
        .init(pattern: #""(.*)" appears twice in this object; keep one"#) {
            "«\($0[0])» aparece dos veces en este objeto; deja solo uno"
        },
        .init(pattern: #""(.*)" appears (\d+) times in this object; keep one"#) {
            "«\($0[0])» aparece \($0[1]) veces en este objeto; deja solo uno"
        },
        .init(pattern: #""(.*)" is also the name of (.*), the one played; names must be unique in a folder"#) {
            "«\($0[0])» es también el nombre de \($0[1]), el que se juega; los nombres no se repiten en una carpeta"
        },
        .init(pattern: #""(.*)" cannot be read beside the pack: (.*)"#) {
            "«\($0[0])» no se puede leer junto al paquete: " + Messages(language: .es).fileReason($0[1])
        },
        .init(pattern: #"cannot be read: (.*)"#) { "no se puede leer: " + Messages(language: .es).fileReason($0[0]) },
        .init(#"cannot be read"#, "no se puede leer"),
        .init(#"no such file or folder"#, "no existe ese archivo o carpeta"),
        .init(#"holds no pack files \(\*\.json\)"#, "no contiene archivos de paquete (*.json)"),
        .init(#"cannot be written as JSON"#, "no se puede escribir como JSON"),
        .init(pattern: #"would be (\d+) MiB, over the (\d+) MiB limit for a pack file; make several smaller packs"#) {
            "ocuparía \($0[0]) MiB, más que el límite de \($0[1]) MiB de un archivo de paquete; haz varios paquetes "
                + "más pequeños"
        },
        .init(
            pattern:
                #"would be over the (\d+) MiB limit for a pack file at item (\d+); make several smaller packs"#
        ) {
            "pasaría del límite de \($0[0]) MiB de un archivo de paquete en el elemento \($0[1]); haz varios paquetes "
                + "más pequeños"
        },
        .init(
            pattern:
                #"the question is longer than (\d+) MiB, the most quiz imports of one question; shorten it, or split it into several"#
        ) {
            "la pregunta ocupa más de \($0[0]) MiB, lo más que quiz importa de una pregunta; acórtala o divídela en "
                + "varias"
        },
    ]

    /// `must be TYPE, found VALUE`, for each type a field may need.
    private static let fieldTypeWordings: [PackFaultWording] = [
        ("an object", "un objeto"), ("a string", "un texto"), ("true or false", "true o false"),
        ("a whole number", "un número entero"), ("a number", "un número"),
        ("an array of strings", "una lista de textos"), ("an array of answers", "una lista de respuestas"),
        ("an array of answer numbers", "una lista de números de respuestas"),
        ("an array of one or more numbers to accept", "una lista de uno o más números aceptados"),
        ("an array of items", "una lista de elementos"),
    ].map { english, spanish in
        .init(pattern: "must be \(english), found (.+)") { "debe ser \(spanish), y es \(valueType($0[0]))" }
    }

    /// A picture beside the pack that play would not show, as `quiz validate` says it: its path and the decoder's
    /// sentence (`"images/a.png" is not a PNG, JPEG, GIF or BMP picture`).
    static let pictureFaultWordings: [PackFaultWording] =
        [PictureError]([
            .notAPicture, .damaged(.endsEarly), .damaged(.otherSize), .damaged(.broken), .tooLarge,
            .tooSlow(limit: PictureLimits.processorTime), .cancelled,
        ]).map { error in picture(error.description) { _ in error } } + [
            picture(#"is (\d+)×(\d+) pixels, over the limit of \d+ megapixels"#) {
                .tooManyPixels(width: $0[0], height: $0[1])
            },
            picture(#"has (\d+) JPEG scans, over the limit of \d+"#) { .tooManyScans(count: $0[0]) },
            picture(#"has JPEG scans that go over its pixels (\d+) times, over the limit of (\d+)"#) {
                .scansTooCostly(passes: $0[0], limit: $0[1])
            },
            picture(#"needs more than (\d+) MB to decode, over the limit for (\d+)×(\d+) pixels"#) {
                .tooMuchMemory(limit: $0[0] * 1_000_000, width: $0[1], height: $0[2])
            },
        ]

    /// The wording of a `PictureError` sentence, told in Spanish as play tells `error` of the numbers it captures.
    private static func picture(
        _ sentence: String, _ error: @escaping @Sendable ([Int]) -> PictureError
    ) -> PackFaultWording {
        .init(pattern: #""(.*)" "# + sentence) {
            "«\($0[0])» " + Messages(language: .es).pictureError(error($0.dropFirst().map { Int($0) ?? 0 }))
        }
    }

    /// `JSONParser`'s sentence, after "syntax error: ".
    static func syntaxError(_ message: String) -> String {
        syntaxErrorWordings.spanish(message) ?? message
    }

    private static let syntaxErrorWordings = CompiledWordings([
        .init(pattern: #"unexpected (.+) after the end of the document"#) {
            "sobra \(found($0[0])) tras el final del documento"
        },
        .init(pattern: #"arrays and objects nested deeper than (\d+) levels"#) {
            "listas y objetos anidados más de \($0[0]) niveles"
        },
        .init(pattern: #"unexpected (.+); a value was expected"#) {
            "no se esperaba \(found($0[0])); falta un valor"
        },
        .init(pattern: #"unexpected (.+); a quoted member name was expected"#) {
            "no se esperaba \(found($0[0])); falta el nombre de un miembro entre comillas"
        },
        .init(pattern: #"unexpected (.+); ':' was expected after "(.*)""#) {
            "no se esperaba \(found($0[0])); falta ':' tras \"\($0[1])\""
        },
        .init(pattern: #"unexpected (.+); ',' or '(.)' was expected"#) {
            "no se esperaba \(found($0[0])); falta ',' o '\($0[1])'"
        },
        .init(pattern: #"unexpected (.+) in '(\w+)'"#) { "no se esperaba \(found($0[0])) en '\($0[1])'" },
        .init(#"the string before this point is not valid UTF-8"#, "el texto antes de este punto no es UTF-8 válido"),
        .init(#"unterminated string; a '"' is missing"#, "un texto sin cerrar; falta una '\"'"),
        .init(#"control character in string"#, "un carácter de control dentro de un texto"),
        .init(#"unexpected end of file inside a string"#, "el archivo se acaba dentro de un texto"),
        .init(#"invalid UTF-16 surrogate pair"#, "par suplente UTF-16 no válido"),
        .init(#"invalid \\u escape"#, "escape \\u no válido"),
        .init(pattern: #"invalid escape '(.*)'"#) { "escape '\($0[0])' no válido" },
        .init(#"a \\u escape needs four hexadecimal digits"#, "un escape \\u necesita cuatro cifras hexadecimales"),
        .init(#"a digit was expected"#, "falta una cifra"),
        .init(#"a digit was expected after '\.'"#, "falta una cifra tras '.'"),
        .init(#"a digit was expected in the exponent"#, "falta una cifra en el exponente"),
        .init(#"numbers cannot start with 0"#, "los números no pueden empezar por 0"),
    ])

    /// What the parser found where it did not expect it: `end of file`, `'x'`, `byte 0xFF`.
    private static func found(_ thing: String) -> String {
        if thing == "end of file" { return "el final del archivo" }
        if thing.hasPrefix("byte ") { return "el byte " + thing.dropFirst("byte ".count) }
        return thing
    }

    /// How a fault names a JSON value's type (`JSONValue.typeDescription`, and `ResponseDecoding`'s words).
    static func valueType(_ type: String) -> String {
        switch type {
        case "null": "null"
        case "a boolean": "un booleano"
        case "true or false": "true o false"
        case "something else": "otra cosa"
        case "a number": "un número"
        case "a string": "un texto"
        case "an array": "una lista"
        case "an object": "un objeto"
        default: type
        }
    }

    /// What kind of character would not show (`InvisibleCharacter`).
    private static func invisibleKind(_ kind: String) -> String {
        switch kind {
        case "a control character": "un carácter de control"
        case "a text direction mark": "una marca de dirección del texto"
        case "a line separator": "un separador de líneas"
        case "an invisible character": "un carácter invisible"
        default: kind
        }
    }
}

extension Messages.PackFaultWording {
    /// A sentence with no part to capture, and its one Spanish wording.
    init(_ pattern: String, _ spanish: String) { self.init(pattern: pattern) { _ in spanish } }
}
