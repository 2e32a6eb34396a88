/// What a pack may be called: lowercase letters, digits and dashes, like `mundial-2022`, 1 to 100 of them.
///
/// A pack's name becomes file names (`NAME.json`, `.NAME.lock`) in the user's packs folder, so a name from a file, a
/// server or a typed command is checked before any use: no `/`, `..`, control character or empty name reaches a path.
public enum PackName {
    /// The longest name, in characters: with `.` and `.lock` or `.json` around it, well within a file name's 255.
    public static let maximumLength = 100

    public static func isValid(_ name: some StringProtocol) -> Bool {
        !name.isEmpty && name.utf8.count <= maximumLength
            && name.utf8.allSatisfy {
                (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == UInt8(ascii: "-")
            }
    }
}
