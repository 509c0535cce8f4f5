import Foundation
import Testing

/// The shape of `Sources/PathwaysAssociations`, checked on its text as `ArchitectureTests`
/// checks `Sources/Pathways`: folders depend only on the ones before them, every file holds one
/// primary type, and nothing holds unsafe code or traps on input.
@Suite("PathwaysAssociations layout")
struct ModuleLayoutTests {
    /// Each folder and the folders it may use; the root folder holds nothing.
    static let layers: [String: Set<String>] = [
        "Errors": [], "Text": ["Errors"], "JSON": ["Errors"], "Routes": ["Errors", "Text"], "Verification": ["Errors"],
        "Apple": ["Errors", "Text", "JSON", "Routes", "Verification"], "Android": ["Errors", "Text", "Routes", "Verification"],
    ]

    struct SourceFile {
        let folder: String
        let name: String
        let code: String
    }

    static let sources: [SourceFile] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/PathwaysAssociations")
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var files: [SourceFile] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            let path = String(url.path.dropFirst(root.path.count + 1))
            let parts = path.split(separator: "/")
            files.append(
                SourceFile(
                    folder: parts.count > 1 ? String(parts[0]) : "", name: String(parts.last ?? ""), code: withoutCommentsAndStrings(text)))
        }
        return files
    }()

    /// The text with `//` comments and string literals blanked out.
    static func withoutCommentsAndStrings(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            var output = ""
            var inString = false
            var previous: Character = " "
            for character in line {
                if !inString && character == "/" && previous == "/" {
                    output.removeLast()
                    break
                }
                if character == "\"" && previous != "\\" { inString.toggle() }
                if !inString { output.append(character) }
                previous = character
            }
            return output
        }.joined(separator: "\n")
    }

    static func declaredTypes(_ file: SourceFile) -> [String] {
        let pattern = /^(?:(?:public|package|internal|private|fileprivate|final|indirect)\s+)*(?:struct|enum|class|protocol|actor)\s+(\w+)/
        return file.code.split(separator: "\n").compactMap { line in line.firstMatch(of: pattern).map { String($0.1) } }
    }

    @Test("Folders depend only on the folders before them")
    func layers() throws {
        try #require(!Self.sources.isEmpty, "Sources/PathwaysAssociations was not found")
        var home: [String: String] = [:]
        for file in Self.sources {
            for type in Self.declaredTypes(file) { home[type] = file.folder }
        }
        for file in Self.sources {
            #expect(!file.folder.isEmpty, "\(file.name) sits at the root; put it in a folder")
            let allowed = (Self.layers[file.folder] ?? []).union([file.folder])
            #expect(Self.layers[file.folder] != nil, "\(file.folder)/ has no rule")
            let words = Set(file.code.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init))
            for word in words {
                guard let folder = home[word], !allowed.contains(folder) else { continue }
                Issue.record("\(file.folder)/\(file.name) uses \(word), from \(folder)/")
            }
        }
    }

    @Test("One primary type per file, named after it; Type+Concern.swift files only extend")
    func oneTypePerFile() throws {
        try #require(!Self.sources.isEmpty)
        for file in Self.sources {
            let types = Self.declaredTypes(file)
            let stem = String(file.name.dropLast(".swift".count))
            #expect(types == (stem.contains("+") ? [] : [stem]), "\(file.folder)/\(file.name) declares \(types)")
        }
    }

    @Test("No unsafe code, and nothing that traps on input")
    func safety() throws {
        try #require(!Self.sources.isEmpty)
        for file in Self.sources {
            for word in ["unsafe", "Unsafe", "fatalError", "try!", "as!", "preconditionFailure", "@unchecked", "nonisolated("] {
                #expect(!file.code.contains(word), "\(file.folder)/\(file.name) holds \(word)")
            }
        }
    }
}
