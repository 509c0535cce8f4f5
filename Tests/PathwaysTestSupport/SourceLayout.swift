import Foundation

/// The shape of one target's Swift sources, checked on their text (CONTRIBUTING.md, "Architecture").
///
/// Every library target states its folders in pipeline order and the few files that may hold
/// unsafe code; `violations(layers:unsafeFiles:imports:)` then checks, with comments and string
/// literals blanked out:
/// - layering: a folder uses only types declared in the folders its layer lists, and each layer
///   lists only folders listed before it; a file imports only the modules the target may use;
/// - one primary type per file, named after it; a `Type+Concern.swift` file only extends;
/// - no traps: no `fatalError`, `preconditionFailure`, `try!`, `as!` or force unwrap `!`;
/// - unsafe code only in the allow-listed files: pointers (`Unsafe…`, `unsafe…`, `Unmanaged`)
///   and whatever turns a check off (`@unchecked Sendable`, `nonisolated(unsafe)`,
///   `@exclusivity(unchecked)`, `Range(uncheckedBounds:)`, `unsafeFlags`, `-Ounchecked`,
///   `-enforce-exclusivity=unchecked`, `@_unsafeInheritExecutor`, `@preconcurrency`); an opt-out
///   of Sendable checking says why it is safe;
/// - no underscored API, ours or the standard library's (`_withUnsafeGuaranteedRef`, `@_spi`).
///
/// The files come from the repository (`init(target:testFile:)`) or from memory
/// (`init(location:files:)`), so the checker's own tests can feed it a file that breaks a rule.
///
/// ```swift
/// let layout = try SourceLayout(target: "Sources/PathwaysTextFormats", testFile: #filePath)
/// for violation in layout.violations(layers: [.init("")], imports: ["Foundation"]) {
///     Issue.record(Comment(rawValue: violation.description))
/// }
/// ```
package struct SourceLayout: Sendable {
    /// One Swift file: its path inside the target's folder (`Matching/RouteTable.swift`) and its text.
    package struct File: Sendable {
        package let path: String
        package let text: String
        /// The text with comments and string literals blanked out, line for line.
        let code: String

        package init(path: String, text: String) {
            self.path = path
            self.text = text
            self.code = SourceLayout.strippingCommentsAndStrings(text)
        }

        /// The folder the file sits in, directly under the target's folder; `""` at the root.
        var folder: String { path.contains("/") ? String(path.split(separator: "/")[0]) : "" }

        /// The file name without `.swift`.
        var stem: String { String((path.split(separator: "/").last ?? "").dropLast(".swift".count)) }
    }

    /// A folder of the target and the folders its code may use.
    ///
    /// `mayUse` names folders listed before this one; `nil` means all of them (the root's front
    /// doors, which come last). The root folder is `""`; a target with no layer for it keeps
    /// every file in a folder.
    package struct Layer: Sendable {
        package let folder: String
        package let mayUse: [String]?

        package init(_ folder: String, mayUse: [String]? = nil) {
            self.folder = folder
            self.mayUse = mayUse
        }
    }

    /// The rule a violation breaks.
    package enum Rule: String, Sendable {
        case layering
        case oneTypePerFile = "one type per file"
        case noTraps = "no traps"
        case unsafeCode = "unsafe code"
        case underscoredAPI = "underscored API"
    }

    /// One place that breaks a rule, and what to do about it.
    package struct Violation: Sendable, Equatable, CustomStringConvertible {
        /// The file, from the repository's root (`Sources/Pathways/Matching/RouteTable.swift`).
        package let file: String
        /// The 1-based line; 0 for the target as a whole (its tables).
        package let line: Int
        package let rule: Rule
        package let message: String

        package var description: String { "\(file):\(line): [\(rule.rawValue)] \(message)" }
    }

    /// Why the sources could not be read.
    package struct ReadingError: Error, CustomStringConvertible {
        package let description: String
    }

    /// Where the files sit, from the repository's root (`Sources/Pathways`), for messages.
    package let location: String
    package let files: [File]

    /// Files held in memory, as if they sat in `location`.
    package init(location: String = "Sources/Example", files: [File]) {
        self.location = location
        self.files = files.sorted { $0.path < $1.path }
    }

    /// The Swift files under `target` (a folder such as `Sources/Pathways`), found from the
    /// repository that holds `testFile`.
    ///
    /// - Throws: `ReadingError` when no `Package.swift` encloses `testFile`, or the folder holds
    ///   no Swift file.
    package init(target: String, testFile: String = #filePath) throws {
        var root = URL(fileURLWithPath: testFile).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
            guard root.path != "/" else { throw ReadingError(description: "no Package.swift encloses \(testFile)") }
            root.deleteLastPathComponent()
        }
        let directory = root.appendingPathComponent(target)
        var files: [File] = []
        if let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) {
            for case let url as URL in enumerator where url.pathExtension == "swift" && !url.path.contains(".docc/") {
                let text = try String(contentsOf: url, encoding: .utf8)
                files.append(
                    File(path: String(url.standardizedFileURL.path.dropFirst(directory.standardizedFileURL.path.count + 1)), text: text))
            }
        }
        guard !files.isEmpty else { throw ReadingError(description: "\(target) holds no Swift file") }
        self.init(location: target, files: files)
    }

    /// Every violation of the rules, file by file.
    ///
    /// - Parameters:
    ///   - layers: The target's folders in pipeline order, each with the folders it may use.
    ///   - unsafeFiles: The only files (paths inside the target) that may hold unsafe code.
    ///   - imports: The only modules the target's files may import.
    /// - Returns: The violations, empty when the sources keep every rule.
    package func violations(layers: [Layer], unsafeFiles: Set<String> = [], imports: Set<String>) -> [Violation] {
        var found = tableViolations(layers: layers, unsafeFiles: unsafeFiles)
        var home: [String: String] = [:]
        for file in files {
            for declaration in Self.declaredTypes(in: file.code) { home[declaration.name] = file.folder }
        }
        for file in files {
            found += layeringViolations(file, layers: layers, home: home, imports: imports)
            found += typeViolations(file)
            found += trapViolations(file)
            found += unsafeViolations(file, allowed: unsafeFiles.contains(file.path))
            found += underscoreViolations(file)
        }
        return found
    }

    /// The switches of a package manifest (`Package.swift`, given as `text`) that turn off a
    /// check for the whole build: `unsafeFlags`, and the compiler flags `-Ounchecked`,
    /// `-enforce-exclusivity=unchecked`, `-remove-runtime-asserts`, `-assume-single-threaded`
    /// and `-disable-actor-data-race-checks`, wherever they are written.
    ///
    /// The root manifest stays free of them (CONTRIBUTING.md, "Architecture"); a benchmark or
    /// fuzzer that needs special flags lives in its own nested package.
    ///
    /// - Parameters:
    ///   - text: The manifest's text.
    ///   - file: Its path from the repository's root, for messages.
    /// - Returns: One violation per line that holds such a switch.
    package static func manifestViolations(_ text: String, file: String = "Package.swift") -> [Violation] {
        let code = lines(of: strippingCommentsAndStrings(text))
        return lines(of: text).enumerated().compactMap { index, line in
            let flag = manifestFlags.first { line.contains($0) }
            guard let word = code[index].contains("unsafeFlags") ? "unsafeFlags" : flag else { return nil }
            return Violation(
                file: file, line: index + 1, rule: .unsafeCode,
                message: "turns off a check for the whole build (\(word)); keep the root package's checks on, "
                    + "and give code that needs special flags its own nested package")
        }
    }

    private static let manifestFlags = [
        "-Ounchecked", "-enforce-exclusivity=unchecked", "-remove-runtime-asserts", "-assume-single-threaded",
        "-disable-actor-data-race-checks",
    ]

    // MARK: - The rules

    /// The tables themselves: each layer lists only folders before it and holds files, and the
    /// allow-list names files that exist and hold unsafe code.
    private func tableViolations(layers: [Layer], unsafeFiles: Set<String>) -> [Violation] {
        var found: [Violation] = []
        var earlier: Set<String> = []
        for layer in layers {
            for folder in layer.mayUse ?? [] where !earlier.contains(folder) {
                found.append(
                    violation(
                        nil, 0, .layering,
                        "the layer \(Self.name(of: layer.folder)) may use \(Self.name(of: folder)), which is not listed before it; "
                            + "list the folders in pipeline order, so that dependencies point one way"))
            }
            earlier.insert(layer.folder)
            if !files.contains(where: { $0.folder == layer.folder }) {
                found.append(
                    violation(
                        nil, 0, .layering,
                        "the layers list \(Self.name(of: layer.folder)), which holds no Swift file; remove it from the list"))
            }
        }
        for path in unsafeFiles.sorted() {
            guard let file = files.first(where: { $0.path == path }) else {
                found.append(violation(nil, 0, .unsafeCode, "the allow-list names \(path), which does not exist; remove it from the list"))
                continue
            }
            if Self.unsafeWord(in: Substring(file.code)) == nil {
                found.append(
                    violation(nil, 0, .unsafeCode, "the allow-list names \(path), which holds no unsafe code; remove it from the list"))
            }
        }
        return found
    }

    private func layeringViolations(_ file: File, layers: [Layer], home: [String: String], imports: Set<String>) -> [Violation] {
        var found: [Violation] = []
        let lines = Self.lines(of: file.code)
        for (index, line) in lines.enumerated() {
            guard let module = line.firstMatch(of: Self.importPattern).map({ String($0.1) }), !imports.contains(module) else { continue }
            found.append(
                violation(
                    file, index + 1, .layering,
                    "imports \(module), which this target may not use (only \(imports.sorted().joined(separator: ", "))); "
                        + "move the code to a target that depends on \(module)"))
        }
        guard let position = layers.firstIndex(where: { $0.folder == file.folder }) else {
            let advice =
                file.folder.isEmpty
                ? "put the file in one of the folders \(layers.map { Self.name(of: $0.folder) }.joined(separator: ", "))"
                : "add \(file.folder)/ to the layers where its dependencies put it"
            return found + [violation(file, 1, .layering, "\(Self.name(of: file.folder)) has no layer; \(advice)")]
        }
        let layer = layers[position]
        let allowed = Set(layer.mayUse ?? layers[..<position].map(\.folder)).union([file.folder])
        var reported: Set<String> = []
        for (index, line) in lines.enumerated() {
            for word in Self.words(of: line) where !reported.contains(word) {
                guard let folder = home[word], !allowed.contains(folder) else { continue }
                reported.insert(word)
                let later = layers.firstIndex { $0.folder == folder }.map { $0 > position } ?? true
                found.append(
                    violation(
                        file, index + 1, .layering,
                        "\(Self.name(of: file.folder)) uses \(word), declared in \(Self.name(of: folder)), "
                            + (later
                                ? "which comes after it; move the code that needs \(word) to a later stage, or \(word) to an earlier one"
                                : "which its layer does not list; add \(Self.name(of: folder)) to its layer, or do without \(word)")))
            }
        }
        return found
    }

    private func typeViolations(_ file: File) -> [Violation] {
        let declarations = Self.declaredTypes(in: file.code)
        if file.stem.contains("+") {
            return declarations.map { declaration in
                violation(
                    file, declaration.line, .oneTypePerFile,
                    "declares \(declaration.name), but a Type+Concern.swift file only extends; "
                        + "nest \(declaration.name) in the type it serves or move it to \(declaration.name).swift")
            }
        }
        guard declarations.contains(where: { $0.name == file.stem }) else {
            let names = declarations.map(\.name)
            return [
                violation(
                    file, declarations.first?.line ?? 1, .oneTypePerFile,
                    (names.isEmpty ? "declares no type" : "declares \(names.joined(separator: ", "))")
                        + " but no \(file.stem); name the file after its type, or Type+Concern.swift if it only extends one")
            ]
        }
        return declarations.filter { $0.name != file.stem }.map { declaration in
            violation(
                file, declaration.line, .oneTypePerFile,
                "declares \(declaration.name) beside \(file.stem); nest it in the type it serves or move it to \(declaration.name).swift")
        }
    }

    private func trapViolations(_ file: File) -> [Violation] {
        var found: [Violation] = []
        for (index, line) in Self.lines(of: file.code).enumerated() {
            for match in line.matches(of: Self.trapPattern) {
                let trap = String(match.output.1 ?? match.output.2 ?? "")
                let what = trap.hasSuffix("!") && trap != "try!" && trap != "as!" ? "a force unwrap (\(trap))" : trap
                found.append(
                    violation(
                        file, index + 1, .noTraps,
                        "\(what) traps at run time, and library code must not crash on any input; "
                            + "unwrap with guard or if let and return or throw a specific, readable error"))
            }
        }
        return found
    }

    private func unsafeViolations(_ file: File, allowed: Bool) -> [Violation] {
        let lines = Self.lines(of: file.code)
        var found: [Violation] = []
        for (index, line) in lines.enumerated() {
            guard let word = Self.unsafeWord(in: line) else { continue }
            if !allowed {
                found.append(
                    violation(
                        file, index + 1, .unsafeCode,
                        "holds unsafe code (\(word)); write it in safe Swift, or keep it behind the small handle types "
                            + "the target's allow-list names"))
            } else if word.hasPrefix("@unchecked") || word.hasPrefix("nonisolated"), !file.text.contains("is safe") {
                found.append(
                    violation(
                        file, index + 1, .unsafeCode,
                        "opts out of Sendable checking (\(word)) without saying why; "
                            + "add a comment that says why it is safe (\"`@unchecked Sendable` is safe here: ...\")"))
            }
        }
        return found
    }

    private func underscoreViolations(_ file: File) -> [Violation] {
        Self.lines(of: file.code).enumerated().flatMap { index, line in
            line.matches(of: Self.underscorePattern).map { match in
                violation(
                    file, index + 1, .underscoredAPI,
                    "uses \(match.output.1), an underscored name, which is not API and may change in any release; "
                        + "use the public API, or a name without the underscore")
            }
        }
    }

    // MARK: - Reading the text

    private func violation(_ file: File?, _ line: Int, _ rule: Rule, _ message: String) -> Violation {
        Violation(file: file.map { "\(location)/\($0.path)" } ?? location, line: line, rule: rule, message: message)
    }

    private static func name(of folder: String) -> String { folder.isEmpty ? "the root folder" : "\(folder)/" }

    private static func lines(of code: String) -> [Substring] { code.split(separator: "\n", omittingEmptySubsequences: false) }

    private static func words(of line: Substring) -> [String] {
        line.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init)
    }

    /// Top-level type declarations (`struct`, `enum`, `class`, `protocol`, `actor`), with their lines.
    static func declaredTypes(in code: String) -> [(name: String, line: Int)] {
        lines(of: code).enumerated().compactMap { index, line in
            line.firstMatch(of: declarationPattern).map { (String($0.1), index + 1) }
        }
    }

    /// The first unsafe construct of `code`, if any: a pointer, or a switch that turns off a check
    /// the compiler or the run time would make (Sendable, exclusivity, bounds, overflow).
    private static func unsafeWord(in code: Substring) -> String? {
        if code.contains("@unchecked") { return "@unchecked Sendable" }
        if code.contains("nonisolated(unsafe)") { return "nonisolated(unsafe)" }
        if let attribute = code.firstMatch(of: /@exclusivity\s*\(\s*unchecked\s*\)/) { return String(attribute.output) }
        if code.contains("@preconcurrency") { return "@preconcurrency" }
        return code.firstMatch(of: unsafePattern).map { String($0.output) }
    }

    private static var declarationPattern: Regex<(Substring, Substring)> {
        /^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|private|fileprivate|final|indirect|open)\s+)*(?:struct|enum|class|protocol|actor)\s+(\w+)/
    }
    private static var importPattern: Regex<(Substring, Substring)> {
        /^\s*(?:@\w+\s+)*(?:(?:public|package|internal|private|fileprivate)\s+)?import\s+(?:(?:struct|class|enum|protocol|typealias|func|var|let)\s+)?(\w+)/
    }
    private static var trapPattern: Regex<(Substring, Substring?, Substring?)> {
        /\b(fatalError|preconditionFailure|try!|as!)|((?:\w+|[)\]])!)(?!=)/
    }
    private static var unsafePattern: Regex<Substring> { /[\w-]*(?:[Uu]nsafe|[Uu]nchecked|Unmanaged)\w*/ }
    private static var underscorePattern: Regex<(Substring, Substring)> { /(?:^|[^\w])(_[A-Za-z]\w*)/ }

    /// The text with `//` and `/* */` comments and the insides of string literals (plain, multi-line
    /// and raw) blanked out with spaces, line for line; code inside `\(…)` interpolations is kept.
    package static func strippingCommentsAndStrings(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var output = bytes
        /// Open string literals, innermost last: their `#` count, whether multi-line, and the
        /// parenthesis depth of the interpolation being read in them (`nil` outside one).
        var strings: [(hashes: Int, multiline: Bool, interpolation: Int?)] = []
        var index = 0
        func blank(_ range: Range<Int>) {
            for position in range where position < output.count && output[position] != UInt8(ascii: "\n") {
                output[position] = UInt8(ascii: " ")
            }
        }
        func has(_ literal: String, at position: Int) -> Bool {
            let pattern = Array(literal.utf8)
            return position + pattern.count <= bytes.count && Array(bytes[position..<position + pattern.count]) == pattern
        }
        while index < bytes.count {
            let inCode = strings.last.map { $0.interpolation != nil } ?? true
            if inCode {
                if has("//", at: index) {
                    let end = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
                    blank(index..<end)
                    index = end
                } else if has("/*", at: index) {
                    var depth = 0
                    var cursor = index
                    repeat {
                        if has("/*", at: cursor) {
                            depth += 1
                            cursor += 2
                        } else if has("*/", at: cursor) {
                            depth -= 1
                            cursor += 2
                        } else {
                            cursor += 1
                        }
                    } while depth > 0 && cursor < bytes.count
                    blank(index..<cursor)
                    index = cursor
                } else if let hashes = Self.stringOpening(bytes, at: index) {
                    let multiline = has("\"\"\"", at: index + hashes)
                    index += hashes + (multiline ? 3 : 1)
                    strings.append((hashes, multiline, nil))
                } else if let depth = strings.last?.interpolation, bytes[index] == UInt8(ascii: "(") || bytes[index] == UInt8(ascii: ")") {
                    let closing = bytes[index] == UInt8(ascii: ")")
                    strings[strings.count - 1].interpolation = closing ? (depth == 0 ? nil : depth - 1) : depth + 1
                    index += 1
                } else {
                    index += 1
                }
                continue
            }
            let (hashes, multiline, _) = strings[strings.count - 1]
            let terminator = String(repeating: "\"", count: multiline ? 3 : 1) + String(repeating: "#", count: hashes)
            let escape = "\\" + String(repeating: "#", count: hashes)
            if has(terminator, at: index) {
                strings.removeLast()
                index += terminator.utf8.count
            } else if has(escape + "(", at: index) {
                blank(index..<index + escape.utf8.count + 1)
                strings[strings.count - 1].interpolation = 0
                index += escape.utf8.count + 1
            } else if has(escape, at: index) {
                blank(index..<index + escape.utf8.count + 1)
                index += escape.utf8.count + 1
            } else {
                blank(index..<index + 1)
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The number of `#` before a string literal's opening quote at `index`, or `nil` when no
    /// literal opens there.
    private static func stringOpening(_ bytes: [UInt8], at index: Int) -> Int? {
        var cursor = index
        while cursor < bytes.count, bytes[cursor] == UInt8(ascii: "#") { cursor += 1 }
        guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") else { return nil }
        return cursor - index
    }
}
