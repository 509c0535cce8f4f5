import Foundation

/// What `lint` needs from SPEC.md: the requirement IDs defined in bold at the start of a line,
/// which are withdrawn, the spec's version, and the phases of each error code (ERR-2's table).
///
/// ```swift
/// let spec = SpecIndex.parse("**PAT-1** A pattern MUST start with `/`.", source: "SPEC.md").index
/// spec.requirement("PAT-1")?.line  // 1
/// ```
package struct SpecIndex: Sendable {
    /// One defined requirement.
    public struct Requirement: Sendable, Hashable {
        /// The ID, such as `PAT-1`.
        public var id: String
        /// The line that defines it, from 1.
        public var line: Int
        /// Whether the definition says *Withdrawn*.
        public var isWithdrawn: Bool
        /// Whether the definition says *Outside the corpus*: a property of a language binding
        /// (a default argument, actor isolation, the cost of matching) that no fixture input can
        /// observe. Such requirements are proved by the implementation's own tests, and `lint`
        /// does not ask for a case.
        public var isOutsideCorpus: Bool = false
    }

    /// The requirements, in document order.
    public var requirements: [Requirement]
    /// The spec's version, from its `Version x.y.z` line.
    public var version: String?
    /// The phases each error code may have, from the ERR-2 table.
    public var phasesByCode: [String: [String]]
    /// Where the spec was read from.
    public var source: String

    /// The requirement with the given ID.
    public func requirement(_ id: String) -> Requirement? {
        requirements.first { $0.id == id }
    }

    /// Reads SPEC.md's text.
    ///
    /// - Returns: The index, and a diagnostic for each requirement defined twice.
    public static func parse(_ text: String, source: String) -> (index: SpecIndex, diagnostics: [Diagnostic]) {
        var index = SpecIndex(requirements: [], version: nil, phasesByCode: [:], source: source)
        var diagnostics: [Diagnostic] = []
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            let lineNumber = offset + 1
            if index.version == nil, line.hasPrefix("Version ") {
                index.version = line.dropFirst("Version ".count).split(separator: " ").first.map(String.init)
            }
            if let (id, rest) = definition(in: line) {
                if let earlier = index.requirement(id) {
                    diagnostics.append(
                        Diagnostic(
                            .error, file: source, position: SourcePosition(line: lineNumber, column: 1),
                            message: "\(id) is defined twice; first on line \(earlier.line)"))
                } else {
                    index.requirements.append(
                        Requirement(
                            id: id, line: lineNumber, isWithdrawn: rest.contains("Withdrawn"),
                            isOutsideCorpus: rest.contains("Outside the corpus")))
                }
            }
            if line.hasPrefix("| `") {
                let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
                if cells.count > 3, cells[1].hasPrefix("`"), cells[1].hasSuffix("`"), cells[1].count > 2 {
                    let code = String(cells[1].dropFirst().dropLast())
                    let phases = cells[2].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                    if FixtureSchema.errorCodes.contains(code), phases.allSatisfy(FixtureSchema.phases.contains) {
                        index.phasesByCode[code] = phases
                    }
                }
            }
        }
        return (index, diagnostics)
    }

    /// Reads SPEC.md from a file.
    ///
    /// - Throws: ``CorpusError`` when the file cannot be read.
    public static func load(contentsOf url: URL) throws(CorpusError) -> (index: SpecIndex, diagnostics: [Diagnostic]) {
        do {
            let text = try String(contentsOf: url, encoding: .utf8)
            return parse(text, source: url.path)
        } catch {
            throw CorpusError([Diagnostic(.error, file: url.path, message: "cannot read the specification: \(error.localizedDescription)")])
        }
    }

    /// `**ABC-12**` and a space at the start of a line: the ID and the rest of the line.
    ///
    /// The space tells a definition from a mention that a line break happened to put first,
    /// such as "**PAT-1**." in the introduction.
    private static func definition(in line: Substring) -> (String, Substring)? {
        guard line.hasPrefix("**") else { return nil }
        let body = line.dropFirst(2)
        guard let end = body.range(of: "**") else { return nil }
        let id = String(body[..<end.lowerBound])
        let rest = body[end.upperBound...]
        guard FixtureSchema.isRequirementID(id), rest.isEmpty || rest.hasPrefix(" ") else { return nil }
        return (id, rest)
    }
}
