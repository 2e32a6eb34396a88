import Foundation

// Writes a Swift source holding the text of each pack file and the bytes of each picture given, for the
// EmbedContent plugin:
//     EmbedContentTool OUTPUT.swift FILE.json... images/PICTURE.png...
// Each text is a raw string literal with one more "#" than the longest run of "#" in it, so nothing in a file can
// end or escape its literal. Pictures are Base64 text, named by their path under Content/ (`images/ar.png`).

let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first else {
    FileHandle.standardError.write(Data("usage: EmbedContentTool OUTPUT.swift FILE.json... PICTURE...\n".utf8))
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

let inputs = arguments.dropFirst().map { URL(fileURLWithPath: $0) }
var source = """
    // Generated at build time from Content/ by the EmbedContent plugin; edit the pack files, not this.

    /// The pack files compiled into quiz: each file's name and text, in name order.
    let embeddedPackFiles: [(name: String, text: String)] = [

    """
for url in inputs where url.pathExtension == "json" {
    let text = try String(contentsOf: url, encoding: .utf8)
    let hashes = String(repeating: "#", count: longestRun(of: "#", in: text) + 1)
    source += "    (\"\(url.lastPathComponent)\", \(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes)),\n"
}
source += """
    ]

    /// The pictures of Content/images compiled into quiz: each one's path beside the packs and its bytes in Base64.
    let embeddedPictureFiles: [(path: String, base64: String)] = [

    """
for url in inputs where url.pathExtension != "json" {
    let bytes = try Data(contentsOf: url)
    source += "    (\"images/\(url.lastPathComponent)\", \"\(bytes.base64EncodedString())\"),\n"
}
source += "]\n"
try source.write(toFile: output, atomically: true, encoding: .utf8)
