import Foundation
import Testing

/// The shape of `Sources/PathwaysTextFormats`, checked on its text: it imports no module but
/// Foundation (both PathwaysAssociations and PathwaysConformance depend on it, so it can depend
/// on neither), and every file holds one type, named after it.
@Suite("PathwaysTextFormats layout")
struct ModuleLayoutTests {
    static let sources: [(name: String, text: String)] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/PathwaysTextFormats")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().compactMap { name in
            (try? String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)).map { (name, $0) }
        }
    }()

    @Test("Only Foundation is imported, and each file declares one top-level type named after the file")
    func layout() throws {
        try #require(!Self.sources.isEmpty, "Sources/PathwaysTextFormats was not found")
        let declaration = /^(?:(?:package|public|internal)\s+)*(?:struct|enum|class|protocol|actor)\s+(\w+)/
        for file in Self.sources {
            let lines = file.text.split(separator: "\n")
            let imports = lines.filter { $0.hasPrefix("import ") || $0.hasPrefix("@_exported") }
            #expect(imports.allSatisfy { $0 == "import Foundation" }, "\(file.name): \(imports)")
            let types = lines.compactMap { $0.firstMatch(of: declaration).map { String($0.1) } }
            #expect(types == [String(file.name.dropLast(".swift".count))], "\(file.name) declares \(types)")
        }
    }
}
