import Foundation

extension ConformanceCommand {
    /// `list`: cases with their profiles, requirements with their case counts and profile (or
    /// core, SPEC.md section 19), and totals; with `--case`, in text, each case named as its
    /// subject gets it.
    func list(_ options: CommandOptions) -> Int32 {
        guard let corpus = loadCorpus(options), let cases = select(corpus, options) else { return ExitStatus.usage }
        guard let loaded = loadSpec(options, fixturesDirectory: corpus.directory) else { return ExitStatus.usage }
        let spec: SpecIndex? = loaded.index
        var counts: [String: Int] = [:]
        for fixtureCase in cases { for requirement in fixtureCase.requirements { counts[requirement, default: 0] += 1 } }
        var requirements = spec?.requirements.filter { !$0.isWithdrawn }.map(\.id) ?? []
        for id in counts.keys.sorted(by: RequirementID.precedes) where !requirements.contains(id) { requirements.append(id) }
        let inputCount = cases.reduce(0) { $0 + $1.inputs.count }
        let covered = requirements.filter { counts[$0, default: 0] > 0 }.count

        let text: String
        switch options.format {
        case .json:
            text =
                JSONValue.members([
                    "cases": .array(
                        cases.map { fixtureCase in
                            .members([
                                "id": .string(fixtureCase.id), "file": .string(fixtureCase.location.file),
                                "requirements": .array(fixtureCase.requirements.map(JSONValue.string)),
                                "tags": .array(fixtureCase.tags.map(JSONValue.string)),
                                "capabilities": .array(fixtureCase.capabilities.map { .string($0.rawValue) }),
                                "profiles": .array(fixtureCase.profiles.map { .string($0.rawValue) }),
                                "inputs": .number(String(fixtureCase.inputs.count)),
                            ])
                        }),
                    "requirements": .array(
                        requirements.map { id in
                            .members([
                                "id": .string(id), "cases": .number(String(counts[id, default: 0])),
                                "inSpec": spec.map { .bool($0.requirement(id) != nil) } ?? .null,
                                "profile": spec.map { .string($0.profile(of: id) ?? "core") } ?? .null,
                            ])
                        }),
                    "totals": .members([
                        "cases": .number(String(cases.count)), "inputs": .number(String(inputCount)),
                        "requirements": .number(String(requirements.count)), "covered": .number(String(covered)),
                    ]),
                ]).fileText
        case .text where !options.caseIDs.isEmpty, .junit where !options.caseIDs.isEmpty:
            text = Self.describe(cases, spec: spec)
        default:
            var lines = ["Cases (\(cases.count))"]
            let idWidth = cases.map(\.id.count).max() ?? 0
            for fixtureCase in cases {
                let id = fixtureCase.id + String(repeating: " ", count: idWidth - fixtureCase.id.count)
                let inputs = String(fixtureCase.inputs.count)
                lines.append(
                    "  \(id)  \(String(repeating: " ", count: max(0, 4 - inputs.count)))\(inputs) input\(fixtureCase.inputs.count == 1 ? " " : "s")  "
                        + fixtureCase.requirements.joined(separator: ", ")
                        + (fixtureCase.tags.isEmpty ? "" : "  [\(fixtureCase.tags.joined(separator: ", "))]")
                        + (fixtureCase.isCore ? "" : "  profiles: " + fixtureCase.profiles.map(\.rawValue).joined(separator: ", ")))
            }
            lines.append("")
            lines.append("Requirements (cases checking each)")
            for id in requirements {
                let count = counts[id, default: 0]
                let note = spec != nil && spec?.requirement(id) == nil ? "  not defined in SPEC.md" : (count == 0 ? "  not covered" : "")
                let profile = spec?.profile(of: id).map { "  profile \($0)" } ?? ""
                lines.append("  \(id)\(String(repeating: " ", count: max(1, 12 - id.count)))\(count)\(note)\(profile)")
            }
            lines.append("")
            lines.append(
                "Totals: \(cases.count) cases, \(inputCount) inputs; \(covered) of \(requirements.count) requirements covered"
                    + (spec == nil ? " (SPEC.md not found; only requirements cited by cases are listed)" : ""))
            text = lines.joined(separator: "\n") + "\n"
        }
        return emit(text, options) ? ExitStatus.success : ExitStatus.usage
    }

    /// `list --case`: each case as its subject gets it (description, requirements with their
    /// statements, what it needs, router options, routes) and every input with its expectation,
    /// so that nobody needs to open the fixture file.
    private static func describe(_ cases: [FixtureCase], spec: SpecIndex?) -> String {
        var lines: [String] = []
        for fixtureCase in cases {
            if !lines.isEmpty { lines.append("") }
            lines.append("\(fixtureCase.id) (\(fixtureCase.location))")
            lines += fixtureCase.contextLines
            lines += fixtureCase.requirementLines(spec)
            let capabilities = fixtureCase.capabilities.map(\.rawValue).joined(separator: ", ")
            let profiles =
                fixtureCase.isCore
                ? "the core"
                : (fixtureCase.profiles.count == 1 ? "the profile " : "the profiles ")
                    + fixtureCase.profiles.map(\.rawValue).joined(separator: ", ")
            lines.append(
                FixtureCase.labelled(
                    "needs",
                    "capabilities \(capabilities.isEmpty ? "none" : capabilities); \(profiles)"
                        + (fixtureCase.permuteRegistrations ? "; run in every registration order" : "")))
            for (index, input) in fixtureCase.inputs.enumerated() {
                lines.append(FixtureCase.labelled("input \(index)", input.input.summary))
                if let note = input.note { lines.append(FixtureCase.labelled("note", note)) }
                lines.append(FixtureCase.labelled("expected", input.expectation.jsonValue.jsonText))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
