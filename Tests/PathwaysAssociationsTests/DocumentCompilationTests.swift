import Foundation
import Testing

/// Every ```swift block of README.md, MIGRATION.md and the DocC articles that took the README's
/// details, compiled exactly as written.
///
/// Each block is written to a file of its own and type-checked by `swiftc` in Swift 6 mode,
/// warnings as errors, against the `Pathways` and `PathwaysAssociations` modules that
/// `swift build` left in `.build`: nothing is added to a block of README.md or MIGRATION.md,
/// not even an import. The rules, also stated in CONTRIBUTING.md:
///
/// - A block of a DocC article in `Sources/<Module>/Documentation.docc/` is compiled after
///   `import Foundation`, `import Pathways` and `import <Module>`, the imports of the code an
///   article's reader writes.
/// - One `<!-- swift-check-all: assumes: DECLARATIONS -->` comment in a document declares the
///   app's functions that every block of it calls (`func show(_ text: String) {}`).
/// - A block whose first line is `// swift-tools-version:` is a package manifest, loaded by
///   `swift package dump-package` in an empty package of its own.
/// - Any other block is a program's `main.swift`: top-level code is allowed.
/// - An HTML comment right before the block, `<!-- swift-check: ... -->`, may say two things,
///   which a reader of the Markdown source sees:
///   - `continues "Section"`: the block follows the first block of the section of that title,
///     in the same file (both as written, with what that block continues and assumes), as a
///     reader who pasted that one first would have it.
///   - `assumes: DECLARATIONS`: the block is a fragment that uses what the app declares; the
///     declarations, in Swift, come before the block. Keep such fragments rare.
///
/// A block that does not compile fails the test at its line in the document, with the
/// compiler's messages moved to the document's lines.
///
/// This suite is in PathwaysAssociationsTests because that target depends on both libraries
/// the documents import, so `swift test` has built both modules before it runs.
@Suite("Documents: every Swift block compiles as written")
struct DocumentCompilationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The documents whose blocks are compiled: the README, the migration guide, and the DocC
    /// articles that hold what the README used to detail.
    static let documents = [
        "README.md", "MIGRATION.md",
        "Sources/Pathways/Documentation.docc/GettingStarted.md",
        "Sources/Pathways/Documentation.docc/Patterns.md",
        "Sources/Pathways/Documentation.docc/MatchingAndPrecedence.md",
        "Sources/Pathways/Documentation.docc/CustomSchemes.md",
        "Sources/Pathways/Documentation.docc/Security.md",
        "Sources/Pathways/Documentation.docc/FromALinkToAScreen.md",
        "Sources/PathwaysAssociations/Documentation.docc/UniversalLinksAndAppLinks.md",
    ]

    @Test("Every Swift block of the document compiles verbatim", arguments: documents)
    func everyBlockCompiles(document: String) async throws {
        let path = Self.root.appendingPathComponent(document).path
        let markdown = try String(contentsOfFile: path, encoding: .utf8)
        let blocks = try MarkdownSwiftBlocks(markdown: markdown, document: document, imports: MarkdownSwiftBlocks.imports(of: document))
        try #require(!blocks.blocks.isEmpty, "\(document) has no ```swift block")
        let modules = try #require(
            CompiledModules.directory(),
            "no built Pathways module was found under .build; run `swift build --build-tests` (or `swift test`) first")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("pathways-documents-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }

        let units = try blocks.blocks.map { try blocks.unit(for: $0) }
        let failures = try await withThrowingTaskGroup(of: (CompilationUnit, String?).self) { group in
            // Two at a time: each compiler loads Foundation, and CI machines are small.
            var pending = units.enumerated().makeIterator()
            var results: [(CompilationUnit, String?)] = []
            func start(_ next: (offset: Int, element: CompilationUnit)?) {
                guard let (index, unit) = next else { return }
                let directory = scratch.appendingPathComponent("block-\(index)")
                group.addTask { (unit, try unit.compile(in: directory, modules: modules)) }
            }
            start(pending.next())
            start(pending.next())
            while let result = try await group.next() {
                results.append(result)
                start(pending.next())
            }
            return results.compactMap { unit, output in output.map { (unit, $0) } }
        }
        for (unit, output) in failures.sorted(by: { $0.0.block.firstLine < $1.0.block.firstLine }) {
            Issue.record(
                Comment(
                    rawValue:
                        "\(document):\(unit.block.firstLine): this ```swift block does not compile as written\(unit.context):\n\(unit.relocated(output, document: document))"
                ),
                sourceLocation: SourceLocation(fileID: "Documents/\(document)", filePath: path, line: unit.block.firstLine, column: 1))
        }
    }

    @Test("Blocks, their tags and their lines are read as CONTRIBUTING.md says")
    func readingBlocks() throws {
        let markdown = """
            # Title

            ## Quick start

            ```swift
            let a = 1
            ```

            ```sh
            swift test
            ```

            ## More

            <!-- swift-check: continues "Quick start"; assumes: let b = 2 -->
            ```swift
            print(a + b)
            ```
            """
        let blocks = try MarkdownSwiftBlocks(markdown: markdown, document: "T.md")
        #expect(blocks.blocks.map(\.firstLine) == [6, 17])
        #expect(blocks.blocks.map(\.section) == ["Quick start", "More"])
        let unit = try blocks.unit(for: blocks.blocks[1])
        #expect(unit.text == "let a = 1\nlet b = 2\nprint(a + b)\n")
        #expect(unit.relocated("main.swift:3:7: error: x", document: "T.md") == "T.md:17:7: error: x")
        #expect(unit.relocated("main.swift:1:1: error: y", document: "T.md") == "T.md:6:1: error: y")
        #expect(unit.relocated("main.swift:2:1: error: z", document: "T.md") == "T.md:15 (the swift-check comment):1: error: z")
        let chained = try MarkdownSwiftBlocks(
            markdown: """
                <!-- swift-check-all: assumes: func show() {} -->
                ## A
                ```swift
                let a = 1
                ```
                ## B
                <!-- swift-check: continues "A" -->
                ```swift
                let b = a
                ```
                ## C
                <!-- swift-check: continues "B" -->
                ```swift
                show()
                ```
                """, document: "T.md")
        #expect(try chained.unit(for: chained.blocks[2]).text == "func show() {}\nlet a = 1\nlet b = a\nshow()\n")
        #expect(throws: DocumentError.self) {
            try MarkdownSwiftBlocks(markdown: "<!-- swift-check-all: continues \"A\" -->\n", document: "T.md")
        }
        #expect(MarkdownSwiftBlocks.imports(of: "README.md") == [])
        #expect(MarkdownSwiftBlocks.imports(of: "Sources/Pathways/Documentation.docc/Patterns.md") == ["Foundation", "Pathways"])
        #expect(
            MarkdownSwiftBlocks.imports(of: "Sources/PathwaysAssociations/Documentation.docc/A.md")
                == ["Foundation", "Pathways", "PathwaysAssociations"])
        let article = try MarkdownSwiftBlocks(markdown: markdown, document: "A.md", imports: ["Foundation", "Pathways"])
        let articleUnit = try article.unit(for: article.blocks[1])
        #expect(articleUnit.text == "import Foundation\nimport Pathways\nlet a = 1\nlet b = 2\nprint(a + b)\n")
        #expect(articleUnit.relocated("main.swift:5:7: error: x", document: "A.md") == "A.md:17:7: error: x")
        #expect(articleUnit.relocated("main.swift:1:1: error: y", document: "A.md") == "A.md:17 (the article's imports):1: error: y")
        let nowhere = try MarkdownSwiftBlocks(markdown: "<!-- swift-check: continues \"Nowhere\" -->\n```swift\nx\n```\n", document: "T.md")
        #expect(throws: DocumentError.self) { try nowhere.unit(for: nowhere.blocks[0]) }
        #expect(throws: DocumentError.self) {
            try MarkdownSwiftBlocks(markdown: "<!-- swift-check: whatever -->\n```swift\nx\n```\n", document: "T.md")
        }
        #expect(throws: DocumentError.self) { try MarkdownSwiftBlocks(markdown: "```swift\nx\n", document: "T.md") }
    }
}

/// A problem with a document's blocks themselves: a tag the test cannot read, a block never closed.
struct DocumentError: Error, CustomStringConvertible {
    let description: String
}

/// One ```swift block: where its code starts, its section, its text and its tag.
struct SwiftBlock: Sendable {
    /// The line of the block's first line of code, counted from 1.
    let firstLine: Int
    /// The title of the `##` (or deeper) heading the block is under.
    let section: String
    let text: String
    /// The section whose first block this one follows (`continues "..."`).
    let continues: String?
    /// What the block assumes from the app (`assumes: ...`), and the line of its comment.
    let assumes: String?
    let tagLine: Int?
}

/// The ```swift blocks of a Markdown document, in order.
struct MarkdownSwiftBlocks {
    let blocks: [SwiftBlock]
    /// The modules every block of the document is compiled with (a DocC article's), or none.
    let imports: [String]
    /// What every block of the document assumes (`<!-- swift-check-all: assumes: ... -->`), and
    /// the line of that comment.
    let sharedAssumptions: (text: String, line: Int)?

    /// The modules a block of `document` imports without writing it: for a DocC article of a
    /// module's catalog, Foundation, Pathways and that module; for any other document, none.
    static func imports(of document: String) -> [String] {
        let parts = document.split(separator: "/")
        guard parts.count >= 4, parts[0] == "Sources", parts[2] == "Documentation.docc" else { return [] }
        let module = String(parts[1])
        return module == "Pathways" ? ["Foundation", "Pathways"] : ["Foundation", "Pathways", module]
    }

    init(markdown: String, document: String, imports: [String] = []) throws {
        self.imports = imports
        var blocks: [SwiftBlock] = []
        var shared: (text: String, line: Int)?
        var section = ""
        var tag: (text: String, line: Int)?
        var pendingComment: (text: String, line: Int)?
        var fence: (language: String, line: Int, lines: [Substring])?
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let number = index + 1
            index += 1
            if var open = fence {
                if line.trimmingCharacters(in: .whitespaces) == "```" {
                    if open.language == "swift" {
                        let parsed = try Self.parseTag(tag, document: document)
                        blocks.append(
                            SwiftBlock(
                                firstLine: open.line + 1, section: section, text: open.lines.joined(separator: "\n") + "\n",
                                continues: parsed.continues, assumes: parsed.assumes, tagLine: tag?.line))
                    }
                    fence = nil
                    tag = nil
                } else {
                    open.lines.append(line)
                    fence = open
                }
                continue
            }
            if line.hasPrefix("```") {
                fence = (String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces), number, [])
                tag = pendingComment
                pendingComment = nil
            } else if line.hasPrefix("#") {
                section = line.drop(while: { $0 == "#" }).trimmingCharacters(in: .whitespaces)
                pendingComment = nil
            } else if line.hasPrefix("<!-- swift-check:") || line.hasPrefix("<!-- swift-check-all:") {
                // The comment may span lines; it ends at `-->`.
                var text = String(line)
                let start = number
                while !text.contains("-->"), index < lines.count {
                    text += "\n" + lines[index]
                    index += 1
                }
                if line.hasPrefix("<!-- swift-check:") {
                    pendingComment = (text, start)
                } else {
                    guard shared == nil else {
                        throw DocumentError(description: "\(document):\(start): a document has at most one swift-check-all comment")
                    }
                    shared = (try Self.parseSharedAssumptions(text, line: start, document: document), start)
                    pendingComment = nil
                }
            } else if !line.trimmingCharacters(in: .whitespaces).isEmpty {
                pendingComment = nil  // a comment counts only right before a block
            }
        }
        if let fence { throw DocumentError(description: "\(document):\(fence.line): a ``` block is never closed") }
        self.blocks = blocks
        self.sharedAssumptions = shared
    }

    /// Reads `<!-- swift-check-all: assumes: SWIFT -->`.
    private static func parseSharedAssumptions(_ text: String, line: Int, document: String) throws -> String {
        guard let open = text.range(of: "<!-- swift-check-all:"), let close = text.range(of: "-->", options: .backwards),
            open.upperBound <= close.lowerBound
        else {
            throw DocumentError(description: "\(document):\(line): a swift-check-all comment must end with -->")
        }
        let body = text[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
        guard body.hasPrefix("assumes:") else {
            throw DocumentError(description: "\(document):\(line): a swift-check-all comment says `assumes: SWIFT`; found \(body)")
        }
        let assumes = body.dropFirst("assumes:".count).trimmingCharacters(in: .whitespacesAndNewlines)
        if assumes.isEmpty {
            throw DocumentError(description: "\(document):\(line): `assumes:` needs the Swift declarations the blocks use")
        }
        return assumes
    }

    /// Reads `<!-- swift-check: continues "Section"; assumes: SWIFT -->`.
    private static func parseTag(
        _ tag: (text: String, line: Int)?, document: String
    ) throws -> (continues: String?, assumes: String?) {
        guard let tag else { return (nil, nil) }
        guard let open = tag.text.range(of: "<!-- swift-check:"), let close = tag.text.range(of: "-->", options: .backwards) else {
            throw DocumentError(description: "\(document):\(tag.line): a swift-check comment must end with -->")
        }
        var body = tag.text[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)[...]
        var assumes: String?
        if let range = body.range(of: "assumes:") {
            assumes = body[range.upperBound...].trimmingCharacters(in: .whitespacesAndNewlines)
            body = body[..<range.lowerBound]
        }
        var continues: String?
        let rest = body.trimmingCharacters(in: CharacterSet.whitespacesAndNewlines.union(CharacterSet(charactersIn: ";")))
        if !rest.isEmpty {
            let parts = rest.split(separator: "\"", omittingEmptySubsequences: false)
            guard parts.count == 3, parts[0].trimmingCharacters(in: .whitespaces) == "continues", parts[2].isEmpty else {
                throw DocumentError(
                    description:
                        "\(document):\(tag.line): a swift-check comment says `continues \"Section\"`, `assumes: SWIFT` or both; found \(rest)"
                )
            }
            continues = String(parts[1])
        }
        if assumes?.isEmpty == true {
            throw DocumentError(description: "\(document):\(tag.line): `assumes:` needs the Swift declarations the block uses")
        }
        return (continues, assumes)
    }

    /// What `block` is compiled as: a DocC article's imports, what every block of the document
    /// assumes, the block it continues (with what that one continues and assumes, in turn), what
    /// it assumes, then itself. A manifest is compiled alone.
    func unit(for block: SwiftBlock) throws -> CompilationUnit {
        guard !block.text.hasPrefix("// swift-tools-version:") else {
            return CompilationUnit(block: block, parts: [.init(text: block.text, documentLine: block.firstLine, origin: .document)])
        }
        var parts: [CompilationUnit.Part] = []
        if !imports.isEmpty {
            let text = imports.map { "import \($0)\n" }.joined()
            parts.append(.init(text: text, documentLine: block.firstLine, origin: .imports))
        }
        if let shared = sharedAssumptions {
            parts.append(.init(text: shared.text + "\n", documentLine: shared.line, origin: .tag))
        }
        return CompilationUnit(block: block, parts: parts + (try chain(ending: block)))
    }

    /// The block, after the blocks it continues and what each assumes. Each block continues an
    /// earlier one, so the chain ends.
    private func chain(ending block: SwiftBlock) throws -> [CompilationUnit.Part] {
        var parts: [CompilationUnit.Part] = []
        if let section = block.continues {
            guard let earlier = blocks.first(where: { $0.section == section }), earlier.firstLine < block.firstLine else {
                throw DocumentError(
                    description: "line \(block.firstLine): no ```swift block before it is in a section called \"\(section)\"")
            }
            parts += try chain(ending: earlier)
        }
        if let assumes = block.assumes, let line = block.tagLine {
            parts.append(.init(text: assumes + "\n", documentLine: line, origin: .tag))
        }
        parts.append(.init(text: block.text, documentLine: block.firstLine, origin: .document))
        return parts
    }
}

/// The file one block is compiled as, and how its lines map back to the document.
struct CompilationUnit: Sendable {
    struct Part: Sendable {
        /// Where a part's lines come from: the document's own lines, a swift-check comment, or
        /// the imports a DocC article's blocks are compiled with.
        enum Origin: Sendable {
            case document, tag, imports
        }

        let text: String
        let documentLine: Int
        let origin: Origin
        var lineCount: Int { text.split(separator: "\n", omittingEmptySubsequences: false).count - 1 }
    }

    let block: SwiftBlock
    let parts: [Part]

    var text: String { parts.map(\.text).joined() }

    /// What the block was compiled with, for the failure message.
    var context: String {
        var words: [String] = []
        if let section = block.continues { words.append("after the first block of \"\(section)\", which it continues") }
        if block.assumes != nil { words.append("with the declarations its swift-check comment assumes") }
        return words.isEmpty ? "" : " (" + words.joined(separator: ", ") + ")"
    }
    var isManifest: Bool { block.text.hasPrefix("// swift-tools-version:") }

    /// The compiler's output with each `main.swift:LINE:COLUMN` moved to the document's line.
    func relocated(_ output: String, document: String) -> String {
        output.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            for name in ["main.swift:", "Package.swift:"] {
                guard let range = line.range(of: name) else { continue }
                let rest = line[range.upperBound...]
                let digits = rest.prefix(while: \.isNumber)
                guard let number = Int(digits) else { continue }
                return document + ":" + documentLine(number) + rest.dropFirst(digits.count)
            }
            return String(line)
        }.joined(separator: "\n")
    }

    /// The document's line for a line of the compiled file.
    private func documentLine(_ line: Int) -> String {
        var start = 1
        for part in parts {
            if line < start + part.lineCount {
                switch part.origin {
                case .document: return String(part.documentLine + line - start)
                case .tag: return "\(part.documentLine) (the swift-check comment)"
                case .imports: return "\(part.documentLine) (the article's imports)"
                }
            }
            start += part.lineCount
        }
        return "\(block.firstLine)"
    }

    /// Compiles the unit in `directory`; `nil` when it compiles, otherwise the compiler's output.
    func compile(in directory: URL, modules: URL) throws -> String? {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        if isManifest {
            try text.write(to: directory.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
            return try Self.run(["swift", "package", "--package-path", directory.path, "dump-package"])
        }
        let file = directory.appendingPathComponent("main.swift")
        try text.write(to: file, atomically: true, encoding: .utf8)
        return try Self.run([
            "swiftc", "-typecheck", "-swift-version", "6", "-warnings-as-errors", "-diagnostic-style", "llvm", "-I", modules.path,
            "-module-name", "DocumentBlock", file.path,
        ])
    }

    /// Runs a tool found on `PATH`; `nil` when it exits with 0, otherwise what it printed.
    private static func run(_ arguments: [String]) throws -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus != 0 else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        return text.isEmpty ? "\(arguments[0]) exited with \(process.terminationStatus)" : text
    }
}

/// Where `swift build` put the modules the tests were built with.
enum CompiledModules {
    /// The `Modules` folder beside the running test bundle, or else the newest one under the
    /// package's `.build` that holds both `Pathways` and `PathwaysAssociations`.
    static func directory() -> URL? {
        let fileManager = FileManager.default
        func holdsBoth(_ folder: URL) -> Bool {
            ["Pathways", "PathwaysAssociations"].allSatisfy {
                fileManager.fileExists(atPath: folder.appendingPathComponent("\($0).swiftmodule").path)
            }
        }
        // The test bundle sits in the build folder (.build/<triple>/<configuration>/), with the
        // modules it was linked against in Modules/.
        var folder = URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent()
        for _ in 0..<4 {
            if holdsBoth(folder.appendingPathComponent("Modules")) { return folder.appendingPathComponent("Modules") }
            folder.deleteLastPathComponent()
        }
        for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
            let modules = bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("Modules")
            if holdsBoth(modules) { return modules }
        }
        // .build/<configuration>/Modules and .build/<triple>/<configuration>/Modules.
        func folders(in folder: URL) -> [URL] {
            (try? fileManager.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        }
        let build = DocumentCompilationTests.root.appendingPathComponent(".build")
        let configurations = folders(in: build) + folders(in: build).flatMap(folders)
        let candidates = configurations.map { $0.appendingPathComponent("Modules") }.filter(holdsBoth)
        return candidates.max { modified($0) < modified($1) }
    }

    private static func modified(_ folder: URL) -> Date {
        let path = folder.appendingPathComponent("Pathways.swiftmodule").path
        return (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date) ?? .distantPast
    }
}
