// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "wt-lsp",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "wt-lsp", targets: ["wt-lsp"]),
        .library(name: "LSPKit", targets: ["LSPKit"]),
        .library(name: "WritingEngine", targets: ["WritingEngine"]),
    ],
    targets: [
        .target(name: "LSPKit"),
        .target(name: "CLibcurl"),
        .target(name: "WritingEngine", dependencies: ["CLibcurl"], exclude: ["Rules/Data"]),
        .target(name: "WTServer", dependencies: ["LSPKit", "WritingEngine"]),
        .executableTarget(name: "wt-lsp", dependencies: ["WTServer"]),
        .executableTarget(name: "tagger-bench", dependencies: ["WritingEngine"], path: "bench/tagger-bench"),
        .executableTarget(name: "hunspell-bench", dependencies: ["WritingEngine"], path: "bench/hunspell-bench"),
        .testTarget(name: "LSPKitTests", dependencies: ["LSPKit"]),
        .target(name: "ModelServerTurn", path: "Tests/ModelServerTurn"),
        .testTarget(name: "WritingEngineTests", dependencies: ["WritingEngine", "ModelServerTurn"]),
        .testTarget(name: "ServerTests", dependencies: ["WTServer", "LSPKit", "ModelServerTurn"], exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
