import Foundation
import PathwaysFixtures
import PathwaysTextFormats

/// What `lint` and the report need from SPEC.md: the requirement IDs defined in bold at the start
/// of a line, which are withdrawn, their text and section, the spec's version, the phases of each
/// error code (ERR-2's table) and the profiles of section 19 with their requirements.
///
/// ```swift
/// let spec = SpecIndex.parse("**PAT-1** A pattern MUST start with `/`.", source: "SPEC.md").index
/// spec.requirement("PAT-1")?.line  // 1
/// ```
package struct SpecIndex: Sendable {
    /// One defined requirement.
    package struct Requirement: Sendable, Hashable {
        /// The ID, such as `PAT-1`.
        package var id: String
        /// The line that defines it, from 1.
        package var line: Int
        /// Whether the definition says *Withdrawn*.
        package var isWithdrawn: Bool
        /// Whether the definition says *Outside the corpus*: a property of a language binding
        /// (a default argument, actor isolation, the cost of matching) that no fixture input can
        /// observe. Such requirements are proved by the implementation's own tests, and `lint`
        /// does not ask for a case.
        package var isOutsideCorpus: Bool = false
        /// The paragraph that defines it, as Markdown, from its bold ID to the next blank line.
        package var text: String = ""
        /// The heading of the section that defines it, such as `2. Patterns`.
        package var section: String = ""

        /// What the requirement says, on one line: its paragraph without the bold ID and the
        /// example, such as `Empty pairs MUST be skipped.` for QUERY-5.
        package var statement: String {
            let lines = text.split(separator: "\n").prefix { !$0.hasPrefix("Example:") }
            let joined = lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            let marker = "**" + id + "**"
            return (joined.hasPrefix(marker) ? String(joined.dropFirst(marker.count)) : joined).trimmingCharacters(in: .whitespaces)
        }
    }

    /// One row of section 19's table of profiles.
    package struct ProfileEntry: Sendable, Hashable {
        /// The profile's name, such as `dot-segments`, as the table writes it.
        package var name: String
        /// The requirement IDs it lists, in the table's order.
        package var requirements: [String]
        /// What a router that claims it does, in words.
        package var summary: String
        /// The table row's line, from 1.
        package var line: Int
    }

    /// The requirements, in document order.
    package var requirements: [Requirement]
    /// The spec's version, from its `Version x.y.z` line.
    package var version: String?
    /// The phases each error code may have, from the ERR-2 table.
    package var phasesByCode: [String: [String]]
    /// The profiles of section 19's table (the header row starts `| profile | requirements |`), in
    /// the table's order. Every requirement none of them lists is core.
    package var profiles: [ProfileEntry] = []
    /// Where the spec was read from.
    package var source: String

    /// The requirement with the given ID.
    package func requirement(_ id: String) -> Requirement? {
        requirements.first { $0.id == id }
    }

    /// The name of the profile the table lists a requirement in, or `nil` for a core requirement:
    /// the default for every ID the table does not name, including IDs this index has never seen.
    package func profile(of id: String) -> String? {
        profiles.first { $0.requirements.contains(id) }?.name
    }

    /// The profiles a case that checks `requirements` belongs to, in the table's order: the
    /// profile of each of them (``profile(of:)``). Empty for a core case.
    package func profiles(of requirements: [String]) -> [String] {
        let names = Set(requirements.compactMap(profile(of:)))
        var seen: Set<String> = []
        return profiles.map(\.name).filter { names.contains($0) && seen.insert($0).inserted }
    }

    /// Reads SPEC.md's text.
    ///
    /// - Returns: The index, and a diagnostic for each requirement defined twice.
    package static func parse(_ text: String, source: String) -> (index: SpecIndex, diagnostics: [Diagnostic]) {
        var index = SpecIndex(requirements: [], version: nil, phasesByCode: [:], source: source)
        var diagnostics: [Diagnostic] = []
        var section = ""
        var collecting: Int?
        var inProfileTable = false
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            let lineNumber = offset + 1
            if line.trimmingCharacters(in: .whitespaces).isEmpty {
                collecting = nil
            } else if let current = collecting, definition(in: line) == nil {
                index.requirements[current].text += "\n" + line
            }
            if line.hasPrefix("## ") { section = String(line.dropFirst(3)) }
            if inProfileTable {
                if line.hasPrefix("|") {
                    if let entry = profileRow(line, lineNumber: lineNumber) { index.profiles.append(entry) }
                    continue
                }
                inProfileTable = false
            }
            if isProfileHeader(line) {
                inProfileTable = true
                continue
            }
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
                            isOutsideCorpus: rest.contains("Outside the corpus"), text: String(line), section: section))
                    collecting = index.requirements.count - 1
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
    package static func load(contentsOf url: URL) throws(CorpusError) -> (index: SpecIndex, diagnostics: [Diagnostic]) {
        do {
            let text = try String(contentsOf: url, encoding: .utf8)
            return parse(text, source: url.path)
        } catch {
            throw CorpusError(
                [Diagnostic(.error, file: url.path, message: "cannot read the specification: \(error.localizedDescription)")],
                subject: "the specification")
        }
    }

    /// The SPEC.md compiled in beside the fixture corpus (``BundledFixtures/specification``),
    /// read as ``load(contentsOf:)`` reads a file; its diagnostics name `SPEC.md`.
    ///
    /// - Throws: ``CorpusError`` when the build has no SPEC.md compiled in.
    package static func bundled() throws(CorpusError) -> (index: SpecIndex, diagnostics: [Diagnostic]) {
        guard let bytes = BundledFixtures.specification else {
            throw CorpusError(
                [
                    Diagnostic(
                        .error, file: BundledFixtures.specificationFileName,
                        message: "this build has no SPEC.md compiled in; pass --spec PATH")
                ],
                subject: "the specification")
        }
        return parse(String(decoding: bytes, as: UTF8.self), source: BundledFixtures.specificationFileName)
    }

    /// The header row of the profiles table: `| profile | requirements | ...`.
    private static func isProfileHeader(_ line: Substring) -> Bool {
        let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces).lowercased()
        }
        return cells.count > 3 && cells[0].isEmpty && cells[1] == "profile" && cells[2] == "requirements"
    }

    /// A row of the profiles table: `` | `name` | ID, ID | summary | ``; `nil` for the `---` row.
    private static func profileRow(_ line: Substring, lineNumber: Int) -> ProfileEntry? {
        let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard cells.count > 3, !cells[1].hasPrefix("-") else { return nil }
        let name = cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
        let requirements = cells[2].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return ProfileEntry(name: name, requirements: requirements, summary: cells[3], line: lineNumber)
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
