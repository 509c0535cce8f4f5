import Foundation

/// The repository's root, found from this file's path.
package let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// The harness scripts in Tests/PathwaysConformanceTests/Harnesses, as shell commands.
package enum TestHarness {
    package static let directory = repositoryRoot.appendingPathComponent("Tests/PathwaysConformanceTests/Harnesses")

    /// `python3 <script> <arguments>`, each word quoted for `/bin/sh`.
    package static func python(_ script: String, _ arguments: String...) -> String {
        (["python3", directory.appendingPathComponent(script).path] + arguments).map(shellQuoted).joined(separator: " ")
    }

    /// A word quoted for `/bin/sh`.
    package static func shellQuoted(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }

    /// Routes for `/home` and `/about`, and one URL input per path, each expecting what the
    /// literal harness answers when it behaves: a match for `/home` and `/about`, `noMatch`
    /// for every other path.
    package static func literalCase(id: String = "match-harness", paths: [String]) -> String {
        let routes =
            #"[{"name": "home", "pattern": "/home", "matching": "exact"}, {"name": "about", "pattern": "/about", "matching": "exact"}]"#
        let inputs = paths.map { path in
            let expect =
                switch path {
                case "/home": #"{"match": {"route": "home", "captures": {}, "query": [], "fragment": []}}"#
                case "/about": #"{"match": {"route": "about", "captures": {}, "query": [], "fragment": []}}"#
                default: #"{"noMatch": true}"#
                }
            return #"{"url": "https://example.com\#(path)", "expect": \#(expect)}"#
        }
        return fixtureCase(id: id, routes: routes, inputs: "[" + inputs.joined(separator: ",\n") + "]")
    }

    /// A temporary directory with `Fixtures/cases.json` holding the literal case for `paths`,
    /// and `Conformance/expectations/`.
    package static func workspace(paths: [String]) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pathways-harness-command-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("Fixtures"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("Conformance/expectations"), withIntermediateDirectories: true)
        try fixtureFile(cases: [literalCase(paths: paths)])
            .write(to: directory.appendingPathComponent("Fixtures/cases.json"), atomically: true, encoding: .utf8)
        return directory
    }

    /// Copies the crash harness (and the literal harness it imports) into `folder` of
    /// `directory`, with `expectations.json` beside it when `deviations` is given.
    package static func harnessOutsideTheRepository(in directory: URL, folder: String, deviations: String?) throws {
        let harness = directory.appendingPathComponent(folder)
        try FileManager.default.createDirectory(at: harness, withIntermediateDirectories: true)
        for script in ["crash_harness.py", "literal_harness.py"] {
            try FileManager.default.copyItem(
                at: Self.directory.appendingPathComponent(script), to: harness.appendingPathComponent(script))
        }
        if let deviations {
            try #"{"implementation": "literal", "deviations": {"match-harness": "\#(deviations)"}}"#
                .write(to: harness.appendingPathComponent("expectations.json"), atomically: true, encoding: .utf8)
        }
    }
}
