// swift-tools-version: 6.2
import PackageDescription

/// The headers of libchafa and GLib, where Debian and Ubuntu put them (what `pkg-config --cflags chafa` says).
/// CChafa names no pkg-config package, whose `-L` would put the system's shared libraries before the static ones.
#if arch(arm64)
    let multiarch = "aarch64-linux-gnu"
#else
    let multiarch = "x86_64-linux-gnu"
#endif
let chafaHeaders = [
    "/usr/include/chafa", "/usr/lib/\(multiarch)/chafa/include", "/usr/include/glib-2.0",
    "/usr/lib/\(multiarch)/glib-2.0/include",
].flatMap { ["-Xcc", "-I\($0)"] }

let swiftSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .unsafeFlags(chafaHeaders),
]

/// How the executable is linked so that it starts fast: the C libraries from their archives (see
/// `StaticLibraries/`), lld packing its relative relocations (RELR) into a few kilobytes that the loader applies in
/// a blink, a version script keeping every symbol but `main` out of the dynamic symbol table, which the runtime
/// would otherwise search at start-up, and the functions that start-up runs laid out together (written by
/// `Scripts/start-up-order`), so that starting faults in 3 MB of code rather than 8.
let startUpLinkerFlags = [
    "-L", "\(Context.packageDirectory)/StaticLibraries",
    "-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
    "-Xlinker", "--version-script=\(Context.packageDirectory)/Sources/quiz/exported-symbols.map",
    "-Xlinker", "--symbol-ordering-file=\(Context.packageDirectory)/Sources/quiz/start-up-order.txt",
    "-Xlinker", "--no-warn-symbol-ordering",
]

let package = Package(
    name: "quiz",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "quiz", targets: ["quiz"]),
        .library(name: "QuizKit", targets: ["QuizKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/swift-server/async-http-client", exact: "1.37.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.14.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0", traits: []),
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
    ],
    targets: [
        .target(name: "QuizKit", plugins: ["EmbedContent"]),
        .executableTarget(name: "EmbedContentTool"),
        .plugin(name: "EmbedContent", capability: .buildTool(), dependencies: ["EmbedContentTool"]),
        .target(
            name: "QuizHTTP",
            dependencies: [
                "QuizKit",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
            ]
        ),
        .systemLibrary(name: "CEditLine"),
        .systemLibrary(name: "CChafa"),
        .target(name: "CStbImage"),
        .target(name: "QuizPictures", dependencies: ["CChafa", "CStbImage"]),
        .target(name: "QuizShell", dependencies: ["QuizKit", "QuizPictures", "CEditLine"]),
        .target(name: "QuizStore", dependencies: ["QuizKit", .product(name: "GRDB", package: "GRDB.swift")]),
        .executableTarget(
            name: "quiz",
            dependencies: [
                "QuizKit", "QuizHTTP", "QuizShell", "QuizPictures", "QuizStore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            exclude: ["exported-symbols.map", "start-up-order.txt"],
            linkerSettings: [.unsafeFlags(startUpLinkerFlags)]
        ),
        .testTarget(name: "QuizKitTests", dependencies: ["QuizKit"]),
        .testTarget(name: "QuizStoreTests", dependencies: ["QuizKit", "QuizStore"]),
        .testTarget(
            name: "QuizHTTPTests",
            dependencies: [
                "QuizKit", "QuizHTTP", "QuizShell",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]
        ),
        .testTarget(name: "QuizPicturesTests", dependencies: ["QuizPictures"], exclude: ["Golden"]),
        .testTarget(name: "QuizShellTests", dependencies: ["QuizKit", "QuizShell", "QuizPictures"]),
        .testTarget(
            name: "QuizHostileTests",
            dependencies: [
                "QuizKit", "QuizHTTP", "QuizShell",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]
        ),
        .testTarget(name: "QuizEndToEndTests", dependencies: ["QuizKit"]),
    ]
)

for target in package.targets where target.type != .system && target.type != .plugin && target.name != "CStbImage" {
    target.swiftSettings = (target.swiftSettings ?? []) + swiftSettings
}
