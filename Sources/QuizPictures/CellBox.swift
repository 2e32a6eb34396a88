/// A size in terminal cells: columns and rows.
public struct CellBox: Sendable, Hashable {
    public var columns: Int
    public var rows: Int

    public init(columns: Int, rows: Int) {
        self.columns = max(1, columns)
        self.rows = max(1, rows)
    }
}

/// The size of one terminal cell in pixels, which graphics formats need to cover whole cells.
public struct CellPixels: Sendable, Hashable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = max(1, width)
        self.height = max(1, height)
    }

    /// What is assumed when the terminal does not say: 10 × 20, a cell twice as high as wide.
    public static let assumed = CellPixels(width: 10, height: 20)
}
