import CChafa

/// Draws bitmaps as terminal text with libchafa.
///
/// The escape sequences come from chafa's fallback terminal description rather than the one detected, so that the
/// same picture gives the same bytes on every terminal (and in every transcript).
public enum PictureRenderer {
    /// The largest box within `limit` holding a `width` × `height` picture in proportion, on cells of `cell` pixels.
    public static func fit(width: Int, height: Int, within limit: CellBox, cell: CellPixels = .assumed) -> CellBox {
        var columns = Int32(limit.columns)
        var rows = Int32(limit.rows)
        chafa_calc_canvas_geometry(
            Int32(width), Int32(height), &columns, &rows, Float(cell.width) / Float(cell.height), 1, 0)
        return CellBox(columns: Int(min(columns, Int32(limit.columns))), rows: Int(min(rows, Int32(limit.rows))))
    }

    /// `bitmap` drawn in `format`, as large as fits in `limit` with its proportions kept, on cells of `cell` pixels.
    public static func render(
        _ bitmap: Bitmap, within limit: CellBox, as format: PictureFormat, cell: CellPixels = .assumed
    ) -> RenderedPicture {
        let box = fit(width: bitmap.width, height: bitmap.height, within: limit, cell: cell)
        let symbols = chafa_symbol_map_new()
        let config = chafa_canvas_config_new()
        defer {
            chafa_canvas_config_unref(config)
            chafa_symbol_map_unref(symbols)
        }
        chafa_symbol_map_add_by_tags(
            symbols,
            ChafaSymbolTags(
                CHAFA_SYMBOL_TAG_BLOCK.rawValue | CHAFA_SYMBOL_TAG_BORDER.rawValue
                    | CHAFA_SYMBOL_TAG_SPACE.rawValue | CHAFA_SYMBOL_TAG_SOLID.rawValue))
        chafa_symbol_map_remove_by_tags(
            symbols,
            ChafaSymbolTags(
                CHAFA_SYMBOL_TAG_WIDE.rawValue | CHAFA_SYMBOL_TAG_AMBIGUOUS.rawValue
                    | CHAFA_SYMBOL_TAG_UGLY.rawValue))
        chafa_canvas_config_set_symbol_map(config, symbols)
        chafa_canvas_config_set_geometry(config, Int32(box.columns), Int32(box.rows))
        chafa_canvas_config_set_cell_geometry(config, Int32(cell.width), Int32(cell.height))
        let (pixelMode, canvasMode): (ChafaPixelMode, ChafaCanvasMode) =
            switch format {
            case .kitty: (CHAFA_PIXEL_MODE_KITTY, CHAFA_CANVAS_MODE_TRUECOLOR)
            case .sixel: (CHAFA_PIXEL_MODE_SIXELS, CHAFA_CANVAS_MODE_TRUECOLOR)
            case .iterm: (CHAFA_PIXEL_MODE_ITERM2, CHAFA_CANVAS_MODE_TRUECOLOR)
            case .symbols(.truecolour): (CHAFA_PIXEL_MODE_SYMBOLS, CHAFA_CANVAS_MODE_TRUECOLOR)
            case .symbols(.indexed256): (CHAFA_PIXEL_MODE_SYMBOLS, CHAFA_CANVAS_MODE_INDEXED_256)
            case .symbols(.indexed16): (CHAFA_PIXEL_MODE_SYMBOLS, CHAFA_CANVAS_MODE_INDEXED_16)
            }
        chafa_canvas_config_set_pixel_mode(config, pixelMode)
        chafa_canvas_config_set_canvas_mode(config, canvasMode)
        let canvas = chafa_canvas_new(config)
        let terms = chafa_term_db_get_default()
        let terminal = chafa_term_db_get_fallback_info(terms)
        defer {
            chafa_term_info_unref(terminal)
            chafa_canvas_unref(canvas)
        }
        bitmap.pixels.withUnsafeBufferPointer { pixels in
            chafa_canvas_draw_all_pixels(
                canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED, pixels.baseAddress, Int32(bitmap.width),
                Int32(bitmap.height), Int32(bitmap.width * 4))
        }
        let printed = chafa_canvas_print(canvas, terminal)!
        let text = String(
            decoding: UnsafeBufferPointer(
                start: UnsafeRawPointer(printed.pointee.str).assumingMemoryBound(to: UInt8.self),
                count: Int(printed.pointee.len)),
            as: UTF8.self)
        g_string_free(printed, 1)
        let reset = "\u{1B}[0m"
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if !format.isGraphics {
            // Each row ends with its colours reset, so that a row can stand alone beside other text.
            lines = lines.map { $0.hasSuffix(reset) ? $0 : $0 + reset }
        }
        return RenderedPicture(lines: lines, box: box)
    }
}
