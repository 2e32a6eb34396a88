import Foundation
import QuizCore

/// The texts of items read lately, by their bytes, so that a text many items repeat, such as a phase or the URL of
/// a flag, is made and checked once and shared by all of them. Short texts, which are kept within the string, are
/// made anew.
struct TextCache {
    /// What a text is checked for, each check passing only where the one before it does.
    enum Check: UInt8 {
        /// No character a terminal would obey or hide (`checkVisible`).
        case visible = 1
        /// Visible, and not blank (`string`).
        case shown = 2
        /// Shown, and a URL or the path of a picture beside the pack (`url`, `checkURL`).
        case link = 4

        /// This check and those it implies.
        var passedBefore: UInt8 { rawValue | (rawValue - 1) }
    }

    private var slots = [(text: String, passed: UInt8)?](repeating: nil, count: 1024)

    /// The text of UTF-8 `bytes` that hold no control byte, escape or quote, when it passes `check`.
    mutating func text(_ bytes: UnsafeBufferPointer<UInt8>, ascii: Bool, check: Check) -> String? {
        let count = bytes.count
        guard count >= 16, count <= 512, let base = bytes.baseAddress else {
            return Self.passes(bytes, ascii: ascii, check: check) ? String(decoding: bytes, as: UTF8.self) : nil
        }
        let raw = UnsafeRawPointer(base)
        let first = raw.loadUnaligned(as: UInt64.self)
        let middle = raw.loadUnaligned(fromByteOffset: count / 2 - 4, as: UInt64.self)
        let last = raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        let hash =
            (first ^ (middle &* 0x9E37_79B9_7F4A_7C15) ^ (last >> 7 | last << 57) ^ UInt64(count))
            &* 0xBF58_476D_1CE4_E5B9
        let slot = Int(hash >> 54)
        if let (text, passed) = slots[slot], text.utf8.count == count,
            text.utf8.withContiguousStorageIfAvailable({ memcmp($0.baseAddress!, base, count) == 0 }) == true
        {
            if passed & check.rawValue != 0 { return text }
            guard Self.passes(bytes, ascii: ascii, check: check) else { return nil }
            slots[slot]!.passed |= check.passedBefore
            return text
        }
        guard Self.passes(bytes, ascii: ascii, check: check) else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        slots[slot] = (text, check.passedBefore)
        return text
    }

    /// Whether the text of `bytes` is UTF-8 and passes `check`.
    private static func passes(_ bytes: UnsafeBufferPointer<UInt8>, ascii: Bool, check: Check) -> Bool {
        if ascii {
            // No control byte but DEL, and blank only when all spaces.
            var blank = check != .visible
            for byte in bytes {
                if byte == 0x7F { return false }
                if byte != 0x20 { blank = false }
            }
            return !blank && (check != .link || isLink(String(decoding: bytes, as: UTF8.self)))
        }
        switch inspect(bytes) {
        case .invalid: return false
        case .plain:
            let text = String(decoding: bytes, as: UTF8.self)
            return (check == .visible || !PackReader.isBlank(text)) && (check != .link || isLink(text))
        case .unsure:
            return passes(String(decoding: bytes, as: UTF8.self), check, lineBreaks: false)
        }
    }

    /// Whether `text` passes `check`, as `PackReader+Fields.swift` checks it.
    static func passes(_ text: String, _ check: Check, lineBreaks: Bool) -> Bool {
        (check == .visible || !PackReader.isBlank(text))
            && InvisibleCharacter.first(in: text, allowingLineBreaks: lineBreaks) == nil
            && (check != .link || isLink(text))
    }

    private static func isLink(_ text: String) -> Bool {
        WebAddress.isValid(text) || PicturePath.isValid(text)
    }

    private enum Inspection {
        case invalid
        /// Well-formed, without any character that `InvisibleCharacter` names.
        case plain
        /// Well-formed, with a character that `InvisibleCharacter` might name.
        case unsure
    }

    /// Whether `bytes` are well-formed UTF-8 (no overlong form, surrogate, or scalar above U+10FFFF), and whether
    /// they may hold an invisible character: DEL, or a sequence of one of the code points `InvisibleCharacter`
    /// names above ASCII, which all begin with C2, D8, E1, E2, E3 or EF.
    private static func inspect(_ bytes: UnsafeBufferPointer<UInt8>) -> Inspection {
        var next = 0
        let count = bytes.count
        var unsure = false
        while next < count {
            let lead = bytes[next]
            if lead < 0x80 {
                if lead == 0x7F { unsure = true }
                next += 1
                continue
            }
            guard let length = UTF8Sequence.length(at: next, in: bytes) else { return .invalid }
            let second = bytes[next + 1]
            let third = length > 2 ? bytes[next + 2] : 0
            switch lead {
            case 0xC2: unsure = unsure || second <= 0x9F
            case 0xD8: unsure = unsure || second == 0x9C
            case 0xE1:
                unsure =
                    unsure || (second == 0x85 && (third == 0x9F || third == 0xA0)) || (second == 0xA0 && third == 0x8E)
            case 0xE2:
                let marks = third == 0x8B || third == 0x8E || third == 0x8F || (0xA8...0xAE).contains(third)
                unsure =
                    unsure || (second == 0x80 && marks)
                    || (second == 0x81 && (0xA0...0xAF).contains(third) && third != 0xA5)
            case 0xE3: unsure = unsure || (second == 0x85 && third == 0xA4)
            case 0xEF:
                unsure =
                    unsure || (second == 0xBB && third == 0xBF) || (second == 0xBE && third == 0xA0)
                    || (second == 0xBF && (0xB9...0xBB).contains(third))
            default: break
            }
            next += length
        }
        return unsure ? .unsure : .plain
    }
}
