import Foundation
import PackagePlugin

/// Compiles the packs of `Content/` and the pictures of `Content/images/` into the target, so that a copied or
/// installed `quiz` plays them without the folder: one generated Swift file holds each pack file's text and each
/// picture's bytes.
@main
struct EmbedContent: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        let content = context.package.directoryURL.appending(path: "Content")
        let files = try FileManager.default.contentsOfDirectory(at: content, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let images = content.appending(path: "images")
        let pictures =
            ((try? FileManager.default.contentsOfDirectory(at: images, includingPropertiesForKeys: nil)) ?? [])
            .filter { ["png", "jpg", "jpeg", "gif", "bmp", "webp"].contains($0.pathExtension.lowercased()) }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedContent.swift")
        return [
            .buildCommand(
                displayName: "Embedding the packs and pictures of Content/",
                executable: try context.tool(named: "EmbedContentTool").url,
                arguments: [output.path] + files.map(\.path) + pictures.map(\.path),
                inputFiles: files + pictures,
                outputFiles: [output])
        ]
    }
}
