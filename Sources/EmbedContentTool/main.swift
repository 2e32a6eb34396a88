import Foundation

// Writes a Swift source holding the text of each pack file given, for the EmbedContent plugin:
//     EmbedContentTool OUTPUT.swift FILE.json...
// Each text is a raw string literal with one more "#" than the longest run of "#" in it, so nothing in a file can
// end or escape its literal.

let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first else {
    FileHandle.standardError.write(Data("usage: EmbedContentTool OUTPUT.swift FILE.json...\n".utf8))
    exit(64)
}

func longestRun(of character: Character, in text: String) -> Int {
    var longest = 0
    var current = 0
    for each in text {
        current = each == character ? current + 1 : 0
        longest = max(longest, current)
    }
    return longest
}

var source = """
    // Generated at build time from Content/ by the EmbedContent plugin; edit the pack files, not this.

    /// The pack files compiled into quiz: each file's name and text, in name order.
    let embeddedPackFiles: [(name: String, text: String)] = [

    """
for path in arguments.dropFirst() {
    let url = URL(fileURLWithPath: path)
    let text = try String(contentsOf: url, encoding: .utf8)
    let hashes = String(repeating: "#", count: longestRun(of: "#", in: text) + 1)
    source += "    (\"\(url.lastPathComponent)\", \(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes)),\n"
}
source += "]\n"
try source.write(toFile: output, atomically: true, encoding: .utf8)
