import CChafa
import Foundation

extension PictureFormat {
    /// The best format of the terminal that `environment` describes, by chafa's terminal database and the usual
    /// variables (`TERM`, `TERM_PROGRAM`, `KITTY_WINDOW_ID`, `COLORTERM`); symbols when it knows no graphics, and nil
    /// when the terminal shows no colour at all (`TERM` unset, empty or `dumb`).
    public static func detect(environment: [String: String]) -> PictureFormat? {
        let term = environment["TERM"] ?? ""
        guard !term.isEmpty, term != "dumb" else { return nil }
        if environment["KITTY_WINDOW_ID"].map({ !$0.isEmpty }) == true { return .kitty }
        let capabilities = TerminalCapabilities(environment: environment)
        if capabilities.kitty { return .kitty }
        if capabilities.iterm { return .iterm }
        if capabilities.sixel { return .sixel }
        return .symbols(colourDepth(environment: environment))
    }

    /// The colours of symbols on the terminal that `environment` describes.
    public static func colourDepth(environment: [String: String]) -> ColourDepth {
        let capabilities = TerminalCapabilities(environment: environment)
        let colourTerm = (environment["COLORTERM"] ?? "").lowercased()
        if colourTerm == "truecolor" || colourTerm == "24bit" || capabilities.direct { return .truecolour }
        return capabilities.indexed256 ? .indexed256 : .indexed16
    }
}

/// What chafa's terminal database knows of a terminal.
private struct TerminalCapabilities {
    var kitty = false
    var iterm = false
    var sixel = false
    var direct = false
    var indexed256 = false

    init(environment: [String: String]) {
        var assignments = environment.map { strdup("\($0.key)=\($0.value)") }
        assignments.append(nil)
        defer { for assignment in assignments { free(assignment) } }
        guard let info = chafa_term_db_detect(chafa_term_db_get_default(), &assignments) else { return }
        defer { chafa_term_info_unref(info) }
        kitty = chafa_term_info_have_seq(info, CHAFA_TERM_SEQ_BEGIN_KITTY_IMMEDIATE_IMAGE_V1) != 0
        iterm = chafa_term_info_have_seq(info, CHAFA_TERM_SEQ_BEGIN_ITERM2_IMAGE) != 0
        sixel = chafa_term_info_have_seq(info, CHAFA_TERM_SEQ_BEGIN_SIXELS) != 0
        direct = chafa_term_info_have_seq(info, CHAFA_TERM_SEQ_SET_COLOR_FGBG_DIRECT) != 0
        indexed256 = chafa_term_info_have_seq(info, CHAFA_TERM_SEQ_SET_COLOR_FGBG_256) != 0
    }
}
