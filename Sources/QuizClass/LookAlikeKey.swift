internal import _FoundationICU

/// What two names share when they look alike, by Unicode's confusable detection (UTS #39) in the ICU that ships with
/// Swift's Foundation: the NFKC case fold of the name's skeleton of its NFKC case fold. `Ana`, `ANA`, `ａｎａ`
/// (fullwidth), `Аna` (a Cyrillic А) and `Ana` with a combining grapheme joiner all give `ana`; `B0b` gives `bob`.
///
/// The checker and the normalizer are ICU's own objects, opened once: ICU allows a configured spoof checker and a
/// normalizer to be used from several threads at once.
enum LookAlikeKey {
    private final class ICU: @unchecked Sendable {
        let checker: OpaquePointer?
        let foldCase: OpaquePointer?

        init() {
            var status = U_ZERO_ERROR
            checker = swift_uspoof_open(&status)
            foldCase = swift_unorm2_getNFKCCasefoldInstance(&status)
        }
    }

    private static let icu = ICU()

    /// The key of `name`; nil when ICU cannot work it out, which does not happen with its own data.
    static func of(_ name: String) -> String? {
        guard let folded = fold(Array(name.utf16)), let skeleton = skeleton(folded) else { return nil }
        return fold(skeleton).map { String(decoding: $0, as: UTF16.self) }
    }

    /// The NFKC case fold: compatibility characters to their plain forms, cases to one, default-ignorable ones gone.
    private static func fold(_ text: [UInt16]) -> [UInt16]? {
        run { output, capacity, status in
            swift_unorm2_normalize(icu.foldCase, text, Int32(text.count), output, capacity, &status)
        }
    }

    /// The confusable skeleton: each character as the prototype it looks like (`а` → `a`, `0` → `O`, `rn` → `m`).
    private static func skeleton(_ text: [UInt16]) -> [UInt16]? {
        run { output, capacity, status in
            swift_uspoof_getSkeleton(icu.checker, 0, text, Int32(text.count), output, capacity, &status)
        }
    }

    /// Calls an ICU function that writes UTF-16 into a buffer, once more with a larger buffer when it says so.
    private static func run(
        _ call: (UnsafeMutablePointer<UInt16>?, Int32, inout UErrorCode) -> Int32
    ) -> [UInt16]? {
        var capacity: Int32 = 256
        for _ in 0..<2 {
            var status = U_ZERO_ERROR
            var output = [UInt16](repeating: 0, count: Int(capacity))
            let length = output.withUnsafeMutableBufferPointer { call($0.baseAddress, capacity, &status) }
            if status == U_BUFFER_OVERFLOW_ERROR {
                capacity = length + 1
                continue
            }
            guard status.rawValue <= U_ZERO_ERROR.rawValue, length >= 0 else { return nil }
            return Array(output.prefix(Int(length)))
        }
        return nil
    }
}
