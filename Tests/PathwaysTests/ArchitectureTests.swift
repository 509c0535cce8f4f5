import Foundation
import Testing

/// The shape of `Sources/Pathways`, checked on its text: folders depend only on earlier stages,
/// unsafe code stays in its three types, every file holds one primary type (CONTRIBUTING.md,
/// "Architecture").
@Suite("Architecture")
struct ArchitectureTests {
    /// Each folder and the folders it may use, in pipeline order; the root folder (`""`), home of
    /// the public front doors, may use all of them.
    static let layers: [(folder: String, mayUse: Set<String>)] = [
        ("Foundations", []),
        ("Errors", ["Foundations"]),
        ("PercentCoding", ["Foundations", "Errors"]),
        ("Scalars", ["Foundations", "Errors"]),
        ("Pattern", ["Foundations", "Errors", "PercentCoding"]),
        ("URLReading", ["Foundations", "Errors", "PercentCoding"]),
        ("Parameters", ["Foundations", "Errors", "PercentCoding", "URLReading"]),
        ("Matching", ["Foundations", "Errors", "PercentCoding", "Pattern", "URLReading", "Parameters"]),
        ("Coding", ["Foundations", "Errors", "PercentCoding", "Scalars", "Pattern", "Parameters"]),
        ("Dispatch", ["Foundations", "Errors", "PercentCoding", "Pattern", "URLReading", "Parameters", "Matching", "Coding"]),
    ]

    /// The only files that may hold unsafe code, and why each exists.
    static let unsafeFiles: Set<String> = [
        "Foundations/ByteView.swift",  // reading text in place
        "Foundations/ScratchBuffer.swift",  // memory lent for one call
    ]

    struct SourceFile {
        let path: String  // relative to Sources/Pathways
        let code: String  // without comments and string literals

        var folder: String { path.contains("/") ? String(path.split(separator: "/")[0]) : "" }
        var name: String { String(path.split(separator: "/").last ?? "") }
    }

    static let sources: [SourceFile] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/Pathways")
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var files: [SourceFile] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            let path = String(url.path.dropFirst(root.path.count + 1))
            files.append(SourceFile(path: path, code: strippingCommentsAndStrings(text)))
        }
        return files.sorted { $0.path < $1.path }
    }()

    /// The text with `//` comments, `/* */` comments and string literals blanked out.
    static func strippingCommentsAndStrings(_ text: String) -> String {
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            let rest = text[index...]
            if rest.hasPrefix("//") {
                index = rest.firstIndex(of: "\n") ?? text.endIndex
            } else if rest.hasPrefix("/*") {
                index = rest.range(of: "*/").map(\.upperBound) ?? text.endIndex
            } else if rest.hasPrefix("\"\"\"") {
                let body = text.index(index, offsetBy: 3)
                index = text[body...].range(of: "\"\"\"").map(\.upperBound) ?? text.endIndex
                result += "\"\""
            } else if rest.hasPrefix("\"") {
                var cursor = text.index(after: index)
                while cursor < text.endIndex, text[cursor] != "\"" {
                    if text[cursor] == "\\" { cursor = text.index(after: cursor) }
                    if cursor < text.endIndex { cursor = text.index(after: cursor) }
                }
                index = cursor < text.endIndex ? text.index(after: cursor) : text.endIndex
                result += "\"\""
            } else {
                result.append(text[index])
                index = text.index(after: index)
            }
        }
        return result
    }

    /// Top-level type declarations (`struct`, `enum`, `class`, `protocol`, `actor`) of a file.
    static func declaredTypes(_ file: SourceFile) -> [String] {
        let pattern = /^(?:(?:public|package|internal|private|fileprivate|final|indirect)\s+)*(?:struct|enum|class|protocol|actor)\s+(\w+)/
        return file.code.split(separator: "\n").compactMap { line in line.firstMatch(of: pattern).map { String($0.1) } }
    }

    @Test("Folders depend only on the stages before them")
    func foldersPointOneWay() throws {
        try #require(!Self.sources.isEmpty, "Sources/Pathways was not found")
        var home: [String: String] = [:]
        for file in Self.sources {
            for type in Self.declaredTypes(file) { home[type] = file.folder }
        }
        let rules = Dictionary(uniqueKeysWithValues: Self.layers.map { ($0.folder, $0.mayUse) })
        #expect(Set(Self.sources.map(\.folder)).subtracting(rules.keys).subtracting([""]).isEmpty, "a folder without a rule")
        for file in Self.sources where !file.folder.isEmpty {
            let allowed = (rules[file.folder] ?? []).union([file.folder])
            let words = Set(file.code.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init))
            for word in words {
                guard let folder = home[word], !allowed.contains(folder) else { continue }
                Issue.record("\(file.path) uses \(word), from \(folder.isEmpty ? "the root" : folder + "/")")
            }
        }
    }

    @Test("Unsafe code lives in three files; no underscored standard-library API")
    func unsafeCodeIsContained() throws {
        try #require(!Self.sources.isEmpty, "Sources/Pathways was not found")
        for file in Self.sources {
            let usesUnsafe =
                file.code.contains("Unsafe") || file.code.contains("withUnsafe") || file.code.contains("Unmanaged")
                || file.code.contains("unsafe")
            if usesUnsafe {
                #expect(Self.unsafeFiles.contains(file.path), "\(file.path) holds unsafe code")
            }
            #expect(file.code.firstMatch(of: /[.\s@(]_[a-z]\w*/) == nil, "\(file.path) calls an underscored API")
            if file.code.contains("@unchecked Sendable") || file.code.contains("nonisolated(unsafe)") {
                let text = (try? String(contentsOfFile: Self.path(of: file), encoding: .utf8)) ?? ""
                #expect(text.contains("is safe"), "\(file.path) opts out of checking without saying why it is safe")
            }
        }
        #expect(Self.unsafeFiles.count <= 3)
    }

    @Test("One primary type per file, named after it; Type+Concern.swift files only extend")
    func oneTypePerFile() throws {
        try #require(!Self.sources.isEmpty, "Sources/Pathways was not found")
        for file in Self.sources {
            let types = Self.declaredTypes(file)
            let stem = String(file.name.dropLast(".swift".count))
            if stem.contains("+") {
                #expect(types.isEmpty, "\(file.path) declares \(types); a Type+Concern file only extends")
            } else {
                #expect(types == [stem], "\(file.path) declares \(types)")
            }
        }
    }

    static func path(of file: SourceFile) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/Pathways").appendingPathComponent(file.path).path
    }
}
