extension Unicode.GeneralCategory {
    /// Whether a character of this category shows nothing of its own on a terminal or a page: a control, format or
    /// line-breaking character, a surrogate, or one for private use or not assigned.
    package var showsNothing: Bool {
        switch self {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned: true
        default: false
        }
    }
}
