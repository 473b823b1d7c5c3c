import Foundation
import Testing

/// Three public Vale style packages, each with its fixtures and the exact
/// alerts Vale prints for them (`Fixtures/vale-styles`, read from their
/// `features/*.feature` files): `check --format line` in each fixture
/// folder gives the same alerts, at the same place, with the same message.
@Suite struct ValeFixtureTests {
    let cli = CLITests()

    /// A scenario of a feature file: the fixture folder it tests and the alerts Vale prints there.
    struct Scenario {
        var folder: String
        var alerts: Set<String>
    }

    static let packages = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/vale-styles")

    /// The scenarios of a package's feature files: `When I test "NAME"` followed by `"""` alert lines `"""`.
    static func scenarios(of package: URL) throws -> [Scenario] {
        let features = package.appendingPathComponent("features")
        var found: [Scenario] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: features.path).sorted() where name.hasSuffix(".feature") {
            let lines = try String(contentsOf: features.appendingPathComponent(name), encoding: .utf8).components(separatedBy: "\n")
            var k = 0
            while k < lines.count {
                let line = lines[k].trimmingCharacters(in: .whitespaces)
                k += 1
                guard line.hasPrefix("When I test \""), let folder = line.split(separator: "\"").dropFirst().first else { continue }
                while k < lines.count, lines[k].trimmingCharacters(in: .whitespaces) != "\"\"\"" { k += 1 }
                k += 1
                var alerts: Set<String> = []
                while k < lines.count, lines[k].trimmingCharacters(in: .whitespaces) != "\"\"\"" {
                    let alert = lines[k].trimmingCharacters(in: .whitespaces)
                    if !alert.isEmpty { alerts.insert(alert) }
                    k += 1
                }
                found.append(Scenario(folder: String(folder), alerts: alerts))
            }
        }
        return found
    }

    @Test(arguments: ["Joblint", "proselint", "write-good"])
    func alertsAreVales(package name: String) throws {
        // A copy made a repository, so that each fixture's configuration is found upward and its StylesPath is inside it.
        let copy = try cli.temporaryFolder().appendingPathComponent(name)
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        try FileManager.default.copyItem(at: Self.packages.appendingPathComponent(name), to: copy)
        try FileManager.default.createDirectory(at: copy.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let scenarios = try Self.scenarios(of: copy)
        #expect(!scenarios.isEmpty)
        var expected = 0
        var extra: [String] = []
        for scenario in scenarios {
            let run = try cli.run(
                ["check", "--format", "line", "--fail-on", "error", "."],
                directory: copy.appendingPathComponent("fixtures/\(scenario.folder)"))
            // Only the style's alerts (`Style.Rule`), not wt-lsp's own findings.
            let ours = Set(run.stdout.split(separator: "\n").map(String.init).filter { $0.split(separator: ":")[3].contains(".") })
            expected += scenario.alerts.count
            #expect(scenario.alerts.subtracting(ours).isEmpty, "\(name) \(scenario.folder): missed \(scenario.alerts.subtracting(ours))")
            extra += ours.subtracting(scenario.alerts)
        }
        #expect(expected > 0)
        #expect(extra.count * 20 <= max(expected, 20), "\(name): extra \(extra)")
    }
}
