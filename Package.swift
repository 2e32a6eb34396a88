// swift-tools-version: 6.2
import PackageDescription

let swiftSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

/// The release executable links the C libraries from their archives, so that it needs nothing but the C library where
/// it runs (see `Sources/quiz/Release/README.md`); debug builds and tests link the shared libraries as usual. The
/// toolchain's lld reads the `-l:ARCHIVE` of those linker scripts, which gold does not find.
let staticLibraries = "\(Context.packageDirectory)/Sources/quiz/Release/static-libraries"

/// Two linker options keep what `quiz` reads at start-up small: relative relocations packed (RELR, which the C
/// library applies itself), and no dynamic symbol table of the executable's own Swift symbols: nothing looks them
/// up, as the Swift runtime finds types and conformances in the executable's own sections.
let releaseLinkerFlags = [
    "-use-ld=lld", "-L", staticLibraries,
    "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs", "-Xlinker", "--no-export-dynamic",
]

let package = Package(
    name: "quiz",
    products: [
        .executable(name: "quiz", targets: ["quiz"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/swift-server/async-http-client", exact: "1.37.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1"),
        .package(url: "https://github.com/apple/swift-nio.git", exact: "2.101.3"),
        .package(url: "https://github.com/apple/swift-log.git", exact: "1.16.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", exact: "2.13.0"),
        .package(url: "https://github.com/apple/swift-http-types.git", exact: "1.8.0"),
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", exact: "2.8.1"),
        .package(url: "https://github.com/vapor/postgres-nio", exact: "1.33.2"),
    ],
    targets: [
        // The game rules: items, questions, the game, its records' interfaces. Foundation only.
        .target(name: "QuizCore"),
        // The pack format: reading, writing, validation, the bundled packs, import and export.
        .target(
            name: "QuizPacks", dependencies: ["QuizCore"], exclude: ["Content/FACT-SOURCES.md"],
            resources: [.embedInCode("Content")]),
        // The API's contract, shared by client and server: its routes, the shape of the pack list, the transport's
        // request, response and errors. Foundation only.
        .target(name: "QuizAPI", dependencies: ["QuizCore", "QuizPacks"]),
        // Live class play: rooms, their rules, steps and store, the protocol's messages; no transport, no clock of its
        // own. Names that look alike are told by the ICU that ships with Foundation (its spoof checker).
        .target(name: "QuizClass", dependencies: ["QuizCore"], linkerSettings: [.linkedLibrary("_FoundationICU")]),
        // The client: where packs come from (local packs, or a server through a transport), AsyncHTTPClient, download,
        // cache, sync, and the class rooms' WebSocket client.
        .target(
            name: "QuizClient",
            dependencies: [
                "QuizCore", "QuizPacks", "QuizAPI", "QuizClass",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
            ]),
        // The server: the API's routes over packs on Hummingbird's Router, the rooms over WebSocket, the class's
        // pages; and the fixture transport, which answers through the same router in-process.
        .target(
            name: "QuizServer",
            dependencies: [
                "QuizCore", "QuizPacks", "QuizAPI", "QuizClass",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
            ],
            resources: [.embedInCode("Pages")]
        ),
        // Rooms shared by several servers: their state in PostgreSQL, LISTEN/NOTIFY for the fan-out.
        .target(
            name: "QuizPostgres",
            dependencies: [
                "QuizCore", "QuizClass",
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ]),
        // The player's database: GRDB records and migrations.
        .target(
            name: "QuizStore",
            dependencies: [
                "QuizCore", "QuizClass", .product(name: "GRDB", package: "GRDB.swift"),
            ]),
        .systemLibrary(name: "CChafa", pkgConfig: "chafa", providers: [.apt(["libchafa-dev"])]),
        .systemLibrary(name: "CEditLine", pkgConfig: "libedit", providers: [.apt(["libedit-dev"])]),
        .target(name: "CStbImage"),
        // Pictures: decoded by stb_image, drawn for a terminal by libchafa.
        .target(name: "QuizPictures", dependencies: ["QuizCore", "CChafa", "CStbImage"]),
        // The shell: line editor, commands, messages, scripts and transcripts. Its handlers are plain classes that run
        // on the interpreter's actor: an async function runs where it is called.
        .target(
            name: "QuizShell",
            dependencies: ["QuizCore", "QuizPacks", "QuizAPI", "QuizClient", "QuizClass", "QuizPictures", "CEditLine"],
            swiftSettings: [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]),
        // Scripts and transcripts run as tests (`quiz run`, `quiz test`), with their JUnit and TAP reports.
        .target(
            name: "QuizScripting",
            dependencies: ["QuizCore", "QuizPacks", "QuizAPI", "QuizClient", "QuizClass", "QuizShell"],
            swiftSettings: [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]),
        // The executable: arguments and wiring.
        .executableTarget(
            name: "quiz",
            dependencies: [
                "QuizCore", "QuizPacks", "QuizAPI", "QuizClass", "QuizClient", "QuizServer", "QuizShell",
                "QuizScripting",
                "QuizPictures", "QuizStore", "QuizPostgres",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            exclude: ["Release"],
            linkerSettings: [.unsafeFlags(releaseLinkerFlags, .when(configuration: .release))]
        ),
        // What Scripts/bench measures inside a process, and the slow picture server it measures against: built by
        // the benchmarks, not a product.
        .executableTarget(
            name: "QuizBench",
            dependencies: [
                "QuizAPI", "QuizClass", "QuizClient", "QuizServer", "QuizPictures", "QuizStore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "QuizCoreTests", dependencies: ["QuizCore", "QuizPacks", "QuizAPI", "QuizClient", "QuizServer"]),
        .testTarget(
            name: "QuizPacksTests", dependencies: ["QuizCore", "QuizPacks", "QuizPictures"], exclude: ["Fixtures"]),
        .testTarget(
            name: "QuizAPITests",
            dependencies: [
                "QuizCore", "QuizPacks", "QuizAPI", "QuizClient", "QuizServer",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ]),
        .testTarget(name: "QuizClassTests", dependencies: ["QuizCore", "QuizClass"]),
        .testTarget(
            name: "QuizStoreTests",
            dependencies: ["QuizCore", "QuizClass", "QuizStore", "QuizTestSupport"]),
        .testTarget(
            name: "QuizHTTPTests",
            dependencies: [
                "QuizCore", "QuizPacks", "QuizAPI", "QuizClass", "QuizClient", "QuizServer", "QuizShell",
                "QuizScripting",
                "QuizStore",
                "QuizPostgres", "QuizTestSupport",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]
        ),
        // What several test targets need alike: a test's peak memory, a program run without blocking a thread.
        .target(
            name: "QuizTestSupport", dependencies: ["QuizAPI", "QuizClient", "QuizServer", "QuizShell"],
            path: "Tests/QuizTestSupport"
        ),
        .testTarget(name: "QuizPicturesTests", dependencies: ["QuizPictures", "QuizTestSupport"], exclude: ["Golden"]),
        .testTarget(
            name: "QuizShellTests",
            dependencies: [
                "QuizCore", "QuizPacks", "QuizAPI", "QuizClient", "QuizServer", "QuizShell", "QuizScripting",
                "QuizPictures", "QuizStore", "QuizClass",
            ]),
        .testTarget(
            name: "QuizScriptingTests",
            dependencies: [
                "QuizCore", "QuizPacks", "QuizAPI", "QuizClient", "QuizShell", "QuizScripting", "QuizStore",
                "QuizTestSupport",
            ]),
        .testTarget(
            name: "QuizHostileTests",
            dependencies: [
                "QuizCore", "QuizPacks", "QuizAPI", "QuizClass", "QuizClient", "QuizServer", "QuizShell",
                "QuizScripting",
                "QuizStore",
                "QuizTestSupport",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]
        ),
        .testTarget(name: "QuizEndToEndTests", dependencies: ["QuizCore", "QuizPacks", "QuizTestSupport"]),
    ]
)

for target in package.targets where target.type != .system && target.name != "CStbImage" {
    target.swiftSettings = (target.swiftSettings ?? []) + swiftSettings
}
