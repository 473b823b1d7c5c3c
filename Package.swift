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
        .target(name: "WritingEngine", exclude: ["Rules/Data"]),
        .executableTarget(name: "wt-lsp", dependencies: ["LSPKit", "WritingEngine"]),
        .executableTarget(name: "tagger-bench", dependencies: ["WritingEngine"], path: "bench/tagger-bench"),
        .testTarget(name: "LSPKitTests", dependencies: ["LSPKit"]),
        .testTarget(name: "WritingEngineTests", dependencies: ["WritingEngine"]),
        .testTarget(name: "ServerTests", dependencies: ["LSPKit"], exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
