import Foundation
import QuizCore

/// Finds the packs that ship with quiz.
///
/// `QUIZ_CONTENT` names the folder when set. Otherwise the folders above the running executable are searched for
/// `Content/` (a checkout: `.build/release/quiz` finds the repository's `Content/`), then `../share/quiz/Content`
/// beside an installed binary. When there is none, the packs compiled into the executable are played: a catalogue
/// names them by `builtIn`, the executable's own path.
public enum BundledContent {
    /// Stands for the packs compiled into quiz among a catalogue's folders: the path of the running executable.
    public static let builtIn = URL(
        fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? "quiz")

    public static var folderOrBuiltIn: URL { folder ?? builtIn }

    /// The pack files compiled into quiz (SwiftPM's `embedInCode` resources of `Content/`), by file name, in name
    /// order. A test checks that this list names every file of `Content/`.
    static let builtInFiles: [(name: String, bytes: [UInt8])] = [
        ("apertura-clase.json", PackageResources.apertura_clase_json),
        ("books.json", PackageResources.books_json),
        ("ciencia-test.json", PackageResources.ciencia_test_json),
        ("class-opening.json", PackageResources.class_opening_json),
        ("datos.json", PackageResources.datos_json),
        ("facts.json", PackageResources.facts_json),
        ("films.json", PackageResources.films_json),
        ("general-knowledge.json", PackageResources.general_knowledge_json),
        ("libros.json", PackageResources.libros_json),
        ("mundial-2022.json", PackageResources.mundial_2022_json),
        ("peliculas.json", PackageResources.peliculas_json),
        ("preguntas.json", PackageResources.preguntas_json),
        ("science-quiz.json", PackageResources.science_quiz_json),
        ("world-cup-2022.json", PackageResources.world_cup_2022_json),
    ]

    public static var packNames: [String] { builtInFiles.map { String($0.name.dropLast(".json".count)) } }

    /// The pictures of `Content/images` compiled into quiz, by their path under `Content/`.
    static let builtInPictures: [String: [UInt8]] = [
        "images/ar.png": PackageResources.ar_png,
        "images/au.png": PackageResources.au_png,
        "images/br.png": PackageResources.br_png,
        "images/ch.png": PackageResources.ch_png,
        "images/es.png": PackageResources.es_png,
        "images/fr.png": PackageResources.fr_png,
        "images/gb-eng.png": PackageResources.gb_eng_png,
        "images/hr.png": PackageResources.hr_png,
        "images/jp.png": PackageResources.jp_png,
        "images/kr.png": PackageResources.kr_png,
        "images/ma.png": PackageResources.ma_png,
        "images/nl.png": PackageResources.nl_png,
        "images/pl.png": PackageResources.pl_png,
        "images/pt.png": PackageResources.pt_png,
        "images/sn.png": PackageResources.sn_png,
        "images/us.png": PackageResources.us_png,
    ]

    public static let folder: URL? = locate(
        environment: ProcessInfo.processInfo.environment,
        executable: builtIn
    )

    static func locate(environment: [String: String], executable: URL) -> URL? {
        if let path = environment["QUIZ_CONTENT"], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        let manager = FileManager.default
        var folder = executable.resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<6 {
            for candidate in ["Content", "share/quiz/Content"] {
                let url = folder.appendingPathComponent(candidate, isDirectory: true)
                var isFolder: ObjCBool = false
                if manager.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue { return url }
            }
            folder.deleteLastPathComponent()
        }
        return nil
    }
}
