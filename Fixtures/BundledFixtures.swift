import Foundation
import PathwaysFixtureBytes

/// The fixture corpus compiled into the package: `cases.json`, `fragments.json`,
/// `route-model.json`, `associations.json`, `compatibility.json` and `schema.json`.
///
/// The files' bytes are part of the binary (the C target `PathwaysFixtureBytes` embeds
/// `Fixtures/*.json` as they are), so `swift run`, `swift test` and a runner copied to another
/// machine read the same corpus without a resource bundle beside the executable.
///
/// ```swift
/// let files = BundledFixtures.caseFileContents  // [("cases.json", [123, 10, ...]), ...]
/// ```
public enum BundledFixtures {
    /// The names of the corpus files, in the order they are read.
    public static let caseFileNames = ["cases.json", "fragments.json", "route-model.json", "associations.json", "compatibility.json"]

    /// The name of the schema the corpus files follow.
    public static let schemaFileName = "schema.json"

    /// Each corpus file's name and bytes, in ``caseFileNames`` order.
    public static var caseFileContents: [(name: String, bytes: [UInt8])] {
        caseFileNames.compactMap { name in contents(of: name).map { (name, $0) } }
    }

    /// The bytes of `schema.json`.
    public static var schema: [UInt8]? { contents(of: schemaFileName) }

    /// The name of the specification the corpus checks, compiled in beside it.
    public static let specificationFileName = "SPEC.md"

    /// The bytes of SPEC.md as it was beside `Fixtures/` when the package was built: the
    /// requirements and profiles the compiled-in corpus checks, so that `lint` and `explore` need
    /// no checkout.
    ///
    /// ```swift
    /// let text = BundledFixtures.specification.map { String(decoding: $0, as: UTF8.self) }
    /// ```
    public static var specification: [UInt8]? { contents(of: specificationFileName) }

    /// The bytes of one compiled-in file, or `nil` when `fileName` is not one of them.
    ///
    /// - Parameter fileName: A name from ``caseFileNames``, ``schemaFileName`` or
    ///   ``specificationFileName``.
    /// - Returns: The file's bytes as they were in `Fixtures/` when the package was built.
    public static func contents(of fileName: String) -> [UInt8]? {
        var count = 0
        guard let start = pathways_fixture_bytes(fileName, &count) else { return nil }
        return Array(UnsafeBufferPointer(start: start, count: count))
    }

    /// The `Fixtures` directory of the source checkout this was built from, when it still exists.
    ///
    /// `run` uses it to find `Conformance/expectations/` when the compiled-in corpus is used. A
    /// runner copied to another machine has none.
    public static var sourceDirectory: URL? {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        return FileManager.default.fileExists(atPath: directory.appendingPathComponent("schema.json").path) ? directory : nil
    }
}
