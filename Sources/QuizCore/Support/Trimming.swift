extension StringProtocol {
    /// The text without the white space and line breaks at its ends; Foundation's `trimmingCharacters` costs a
    /// bridge to `NSString` for every call, which an import of 100,000 questions makes millions of times.
    package var trimmed: String {
        trimming(asciiWhere: { $0 == 0x20 || (0x09...0x0D).contains($0) }, scalarWhere: \.properties.isWhitespace)
    }

    /// The text without the spaces and tabs at its ends (what `trimmingCharacters(in: .whitespaces)` removes, at a
    /// fraction of its cost): line breaks stay.
    @inlinable public var trimmingSpaces: String {
        trimming(
            asciiWhere: { $0 == 0x20 || $0 == 0x09 },
            scalarWhere: { $0 == "\t" || $0.properties.generalCategory == .spaceSeparator })
    }

    /// The text without the scalars at its ends that `isTrimmed` takes; `isTrimmedASCII` tells the same of ASCII
    /// bytes, which are trimmed without decoding, so that only text that begins or ends beyond ASCII is decoded.
    @inlinable func trimming(
        asciiWhere isTrimmedASCII: (UInt8) -> Bool, scalarWhere isTrimmed: (Unicode.Scalar) -> Bool
    ) -> String {
        let text = Substring(self)
        let utf8 = text.utf8
        var start = utf8.startIndex
        var end = utf8.endIndex
        while start < end, isTrimmedASCII(utf8[start]) { start = utf8.index(after: start) }
        while start < end, isTrimmedASCII(utf8[utf8.index(before: end)]) { end = utf8.index(before: end) }
        guard start < end else { return "" }
        if utf8[start] < 0x80, utf8[utf8.index(before: end)] < 0x80 { return String(text[start..<end]) }
        let scalars = text[start..<end].unicodeScalars
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }) else { return "" }
        let last = scalars.lastIndex { !isTrimmed($0) }!
        return String(text[first...last])
    }
}

extension String {
    /// `StringProtocol.trimmingSpaces`, the text itself when `hasNothingToTrim`.
    @inlinable public var trimmingSpaces: String {
        hasNothingToTrim ? self : Substring(self).trimmingSpaces
    }

    /// `StringProtocol.trimmed`, the text itself when `hasNothingToTrim`.
    package var trimmed: String {
        hasNothingToTrim ? self : Substring(self).trimmed
    }

    /// Whether the text begins and ends with a letter, a digit or a sign of ASCII, as most text does (a line of a
    /// script among it), so that no trimming takes anything from it.
    @usableFromInline var hasNothingToTrim: Bool {
        guard let first = utf8.first, let last = utf8.last else { return false }
        return 0x21...0x7E ~= first && 0x21...0x7E ~= last
    }
}
