import Foundation
import QuizCore

/// Plain text from the bits of HTML that question banks carry: tags dropped (a `<br>` or block end is a line
/// break), entities such as `&amp;`, `&quot;`, `&#039;` and `&eacute;` turned into their characters.
enum HTMLText {
    static func plain(_ html: String, lineBreaks: Bool = true) -> String {
        var output = ""
        var index = html.startIndex
        while index < html.endIndex {
            let character = html[index]
            if character == "<", let end = html[index...].firstIndex(of: ">") {
                let tag = html[html.index(after: index)..<end].lowercased()
                let name = tag.drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber }
                if ["br", "div", "p", "li", "tr"].contains(name), !output.isEmpty, output.last != "\n" {
                    output.append(lineBreaks ? "\n" : " ")
                }
                index = html.index(after: end)
            } else if character == "&", let end = html[index...].prefix(12).firstIndex(of: ";"),
                let decoded = entity(html[html.index(after: index)..<end])
            {
                output.append(decoded)
                index = html.index(after: end)
            } else {
                output.append(character)
                index = html.index(after: index)
            }
        }
        return output.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmed }
            .joined(separator: "\n").trimmed
    }

    private static let named: [Substring: Character] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ", "ndash": "–", "mdash": "—",
        "hellip": "…", "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”", "laquo": "«", "raquo": "»",
        "iexcl": "¡", "iquest": "¿", "deg": "°", "eacute": "é", "Eacute": "É", "aacute": "á", "Aacute": "Á",
        "iacute": "í", "Iacute": "Í", "oacute": "ó", "Oacute": "Ó", "uacute": "ú", "Uacute": "Ú", "ntilde": "ñ",
        "Ntilde": "Ñ", "uuml": "ü", "Uuml": "Ü", "ouml": "ö", "Ouml": "Ö", "auml": "ä", "Auml": "Ä", "egrave": "è",
        "agrave": "à", "ccedil": "ç", "szlig": "ß", "euml": "ë", "iuml": "ï", "ecirc": "ê", "ocirc": "ô",
        "oslash": "ø", "aring": "å", "atilde": "ã", "otilde": "õ", "pi": "π", "times": "×", "divide": "÷",
        "shy": "\u{AD}",
    ]

    private static func entity(_ name: Substring) -> Character? {
        if name.hasPrefix("#x") || name.hasPrefix("#X") {
            return UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map(Character.init)
        }
        if name.hasPrefix("#") { return UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init).map(Character.init) }
        return named[name]
    }
}
