import QuizCore

/// The fields of a pack's items: each read as its type, with a fault that names it when it is not.
extension PackReader {
    /// The value of `key`, a fault when it is required and missing. The missing field is named `key`, or `field`.
    func member(_ key: String, of value: JSONValue, field: String? = nil, required: Bool) -> JSONValue? {
        if let found = value[key] { return found }
        if required { report("missing; this field is required", field: field ?? key, at: value) }
        return nil
    }

    func nullable(_ value: JSONValue?) -> JSONValue? {
        guard let value, value.content != .null else { return nil }
        return value
    }

    /// A required or optional text field `key` of `value`; `field` names it in faults when it is not `key`.
    func text(
        _ key: String, of value: JSONValue, field: String? = nil, required: Bool,
        missing: String = "missing; this field is required", allowingLineBreaks: Bool = false
    ) -> String? {
        guard let found = value[key] else {
            if required { report(missing, field: field ?? key, at: value) }
            return nil
        }
        return string(found, field: field ?? key, allowingLineBreaks: allowingLineBreaks)
    }

    func string(_ value: JSONValue?, field: String, allowingLineBreaks: Bool = false) -> String? {
        guard let value else { return nil }
        guard case .string(let text) = value.content else {
            report("must be a string, found \(value.typeDescription)", field: field, at: value)
            return nil
        }
        if rules == .packFile, let fault = Self.textFault(text, allowingLineBreaks: allowingLineBreaks) {
            report(fault, field: field, at: value)
            return nil
        }
        return text
    }

    /// Whether `text` has nothing but white space, without Foundation: most texts answer at their first byte.
    static func isBlank(_ text: String) -> Bool {
        if let first = text.utf8.first, first > 0x20, first < 0x80 { return false }
        return text.unicodeScalars.allSatisfy(\.properties.isWhitespace)
    }

    /// A fault when `text` holds a control or invisible character, which a terminal would obey or hide.
    func checkVisible(_ text: String, field: String, at value: JSONValue, allowingLineBreaks: Bool) -> Bool {
        guard rules == .packFile, let fault = Self.invisibleFault(text, allowingLineBreaks: allowingLineBreaks) else {
            return true
        }
        report(fault, field: field, at: value)
        return false
    }

    /// An optional string that may be empty, such as a `mime` the service leaves blank.
    func anyString(_ value: JSONValue?, field: String) -> String? {
        guard let value = nullable(value) else { return nil }
        guard case .string(let text) = value.content else {
            report("must be a string, found \(value.typeDescription)", field: field, at: value)
            return nil
        }
        guard checkVisible(text, field: field, at: value, allowingLineBreaks: false) else { return nil }
        return text
    }

    func object(_ value: JSONValue, field: String) -> Bool {
        guard case .object = value.content else {
            report("must be an object, found \(value.typeDescription)", field: field, at: value)
            return false
        }
        return true
    }

    func boolean(_ value: JSONValue, field: String) -> Bool? {
        guard case .bool(let flag) = value.content else {
            report("must be true or false, found \(value.typeDescription)", field: field, at: value)
            return nil
        }
        return flag
    }

    static func integerValue(_ value: JSONValue) -> Int? {
        guard case .number(let number) = value.content, number.rounded() == number, abs(number) < 1e15 else {
            return nil
        }
        return Int(number)
    }

    func integer(_ value: JSONValue, field: String) -> Int? {
        guard let number = Self.integerValue(value) else {
            report("must be a whole number, found \(value.typeDescription)", field: field, at: value)
            return nil
        }
        return number
    }

    func choice(_ value: JSONValue?, field: String) -> Int? {
        guard let value, let number = integer(value, field: field) else { return nil }
        if let fault = Self.sideFault(number) {
            report(fault, field: field, at: value)
            return nil
        }
        return number
    }

    /// An optional URL string.
    func url(_ value: JSONValue?, field: String) -> String? {
        guard let value = nullable(value), let text = string(value, field: field) else { return nil }
        return checkURL(text, field: field, at: value) ? text : nil
    }

    /// An optional link in either API shape: a URL string, or an object with a `url` (and `mime`, `filename`).
    func link(_ value: JSONValue?, field: String) -> MediaLink? {
        guard let value = nullable(value) else { return nil }
        switch value.content {
        case .string(let text):
            guard checkVisible(text, field: field, at: value, allowingLineBreaks: false),
                checkURL(text, field: field, at: value)
            else { return nil }
            return MediaLink(url: text)
        case .object:
            var url: String?
            if let urlValue = member("url", of: value, field: "\(field).url", required: true),
                let text = string(urlValue, field: "\(field).url"), checkURL(text, field: "\(field).url", at: urlValue)
            {
                url = text
            }
            let mime = anyString(value["mime"], field: "\(field).mime")
            let filename = anyString(value["filename"], field: "\(field).filename")
            return url.map { MediaLink(url: $0, mime: mime, filename: filename, shape: .object) }
        default:
            report(
                "must be a URL string or an object {\"url\": ...}, found \(value.typeDescription)", field: field,
                at: value)
            return nil
        }
    }

    /// A link is an http or https URL, or the path of a picture beside the pack file (`images/ar.png`).
    func checkURL(_ text: String, field: String, at value: JSONValue) -> Bool {
        guard rules == .packFile, let fault = Self.linkFault(text) else { return true }
        report(fault, field: field, at: value)
        return false
    }
}
