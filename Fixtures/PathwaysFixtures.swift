import Foundation

/// The fixture corpus bundled with the package: `cases.json`, `fragments.json`,
/// `route-model.json`, `associations.json` and `schema.json`.
///
/// This file makes `Fixtures/` a resource target so that `swift run pathways-conformance` and
/// `swift test` find the corpus through `Bundle.module`, wherever the build puts it.
///
/// ```swift
/// let files = BundledFixtures.caseFiles  // [.../cases.json, .../fragments.json, .../route-model.json, .../associations.json]
/// ```
public enum BundledFixtures {
    /// The names of the corpus files, in the order they are read.
    public static let caseFileNames = ["cases.json", "fragments.json", "route-model.json", "associations.json"]

    /// The bundled corpus files that exist, in ``caseFileNames`` order.
    public static var caseFiles: [URL] {
        caseFileNames.compactMap { resource($0) }
    }

    /// The bundled `schema.json`.
    public static var schema: URL? { resource("schema.json") }

    /// The `Fixtures` directory of the source checkout this was built from, when it still exists.
    ///
    /// `lint` uses it to find SPEC.md next to the fixtures, and `run` to find
    /// `Conformance/expectations/`, when the bundled corpus is used.
    public static var sourceDirectory: URL? {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        return FileManager.default.fileExists(atPath: directory.appendingPathComponent("schema.json").path) ? directory : nil
    }

    private static func resource(_ fileName: String) -> URL? {
        let name = (fileName as NSString).deletingPathExtension
        let fileExtension = (fileName as NSString).pathExtension
        return Bundle.module.url(forResource: name, withExtension: fileExtension)
    }
}
