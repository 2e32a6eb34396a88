import QuizCore
import QuizPictures

/// The messages of pictures: why one is not shown.
extension Messages {
    /// A picture whose host did not answer in this session, which is not asked again.
    func pictureHostUnreachable(_ host: String) -> String {
        pick("\(host) no responde", "\(host) does not answer")
    }

    var pictureNotDownloaded: String {
        pick("no se descargó para jugar sin conexión", "not downloaded for offline play")
    }

    /// A picture that can't be shown: what it is, and `failure`, which names its URL and says why.
    func pictureUnavailable(_ picture: Picture, failure: String) -> String {
        pick("[sin mostrar] ", "[not shown] ") + pictureLabel(picture) + ": " + failure
    }

    /// Why a downloaded file is not a picture quiz can draw.
    func pictureError(_ error: PictureError) -> String {
        guard language == .es else { return error.description }
        return switch error {
        case .tooLarge: "pasa de \(PictureLimits.maximumBytes >> 20) MiB, el límite para una imagen"
        case .tooManyPixels(let width, let height):
            "tiene \(width)×\(height) píxeles, más que el límite de \(PictureLimits.maximumMegapixels) megapíxeles"
        case .tooManyScans(let count):
            "tiene \(count) barridos JPEG, más que el límite de \(PictureLimits.maximumScans)"
        case .scansTooCostly(let passes, let limit):
            "tiene barridos JPEG que recorren sus píxeles \(passes) veces, más que el límite de \(limit)"
        case .tooMuchMemory(let limit, let width, let height):
            "necesita más de \(PictureError.megabytes(limit)) MB para decodificarse, más que el límite para "
                + "\(width)×\(height) píxeles"
        case .tooSlow(let limit):
            "tarda más de \(PictureError.seconds(limit)) de procesador en decodificarse, el límite"
        case .cancelled: "no se decodificó: se detuvo"
        case .notAPicture: "no es una imagen PNG, JPEG, GIF ni BMP"
        case .damaged(.endsEarly):
            "es una imagen cuyos datos acaban antes de tiempo, como si el archivo estuviera cortado"
        case .damaged(.otherSize): "es una imagen dañada: sus píxeles no tienen el tamaño que indica su cabecera"
        case .damaged(.broken): "es una imagen dañada cuyos datos no se pueden decodificar"
        }
    }

    func pictureLinkInvalid(_ link: String) -> String {
        link + pick(": no es una URL ni una ruta junto al paquete", ": is neither a URL nor a path beside the pack")
    }
}
