import Foundation
import PathwaysConformance
import PathwaysConformanceTools
import PathwaysFixtures
import PathwaysTestSupport
import Testing

/// A small spec: three requirements, one withdrawn, and one row of ERR-2's table.
let sampleSpecText = """
    # Sample
    Version 1.0.0
    Every statement has an ID in bold, such as
    **MATCH-1**. This mention is not a definition.

    **MATCH-1** A literal MUST match.
    **ENC-1** Encoding MUST write `/`.
    **OLD-1** *Withdrawn*.

    | code | phase | given by |
    | --- | --- | --- |
    | `dotSegment` | match, encode | CANON-4, ENC-3 |
    """

let sampleSpec = SpecIndex.parse(sampleSpecText, source: "SPEC.md").index

/// A spec with a table of profiles: `MATCH-1` is core, and each profile that `Profile` knows holds
/// one requirement, `PRO-1` for the first, `PRO-2` for the second and so on.
func profileSpecText(extraRow: String = "") -> String {
    let definitions = Profile.allCases.indices.map { "**PRO-\($0 + 1)** A stricter choice MUST hold.\n" }.joined(separator: "\n")
    let rows = Profile.allCases.enumerated().map { "| `\($1.rawValue)` | PRO-\($0 + 1) | does it |" }.joined(separator: "\n")
    return """
        # Sample
        Version 1.0.0

        **MATCH-1** A literal MUST match.

        \(definitions)
        ## 19. Core and profiles

        | profile | requirements | a router that claims it |
        | --- | --- | --- |
        \(rows)\(extraRow.isEmpty ? "" : "\n" + extraRow)
        """
}

/// One seeded mistake and the diagnostic `lint` must give for it.
struct LintSeed: Sendable, CustomTestStringConvertible {
    let check: FixtureLinter.Check
    let name: String
    let files: [String]
    let message: String
    let path: String?
    var file = "cases.json"
    var coverage = false
    var spec = sampleSpec

    var testDescription: String { "\(check.rawValue): \(name)" }

    static let typedItem = #"[{"name": "item", "pattern": "/items/:id", "matching": "exact", "types": {"id": "uint8"}}]"#

    static let all: [LintSeed] = [
        LintSeed(check: .malformedJSON, name: "unclosed array", files: [#"{"cases": ["#], message: "malformed JSON", path: "$.cases[0]"),
        LintSeed(
            check: .schemaShape, name: "missing description",
            files: [fixtureFile(cases: [fixtureCase().replacingOccurrences(of: #""description": "A sample case.","#, with: "")])],
            message: "missing the required key \"description\"", path: "$.cases[0]"),
        LintSeed(
            check: .schemaShape, name: "unknown matching",
            files: [fixtureFile(cases: [fixtureCase(routes: #"[{"name": "home", "pattern": "/home", "matching": "fuzzy"}]"#)])],
            message: "is not a valid matching", path: "$.cases[0].routes[0].matching"),
        LintSeed(
            check: .schemaShape, name: "unknown capability",
            files: [fixtureFile(cases: [fixtureCase(capabilities: #"["telepathy"]"#)])],
            message: "is not a capability", path: "$.cases[0].capabilities[0]"),
        LintSeed(
            check: .schemaShape, name: "misspelt key",
            files: [fixtureFile(cases: [fixtureCase(inputs: #"[{"url": "https://x/home", "expects": {"noMatch": true}}]"#)])],
            message: "unknown key \"expects\"", path: "$.cases[0].inputs[0].expects"),
        LintSeed(
            check: .schemaShape, name: "two outcomes",
            files: [
                fixtureFile(cases: [
                    fixtureCase(
                        inputs:
                            #"[{"url": "https://x/home", "expect": {"noMatch": true, "error": {"code": "dotSegment", "phase": "match"}}}]"#)
                ])
            ],
            message: "exactly one of", path: "$.cases[0].inputs[0].expect"),
        LintSeed(
            check: .schemaShape, name: "decode from url and path",
            files: [
                fixtureFile(cases: [
                    fixtureCase(
                        routes: typedItem,
                        inputs:
                            #"[{"decode": {"route": "item", "url": "https://x/items/1", "path": "/items/1"}, "expect": {"values": {"id": 1}}}]"#
                    )
                ])
            ],
            message: "exactly one of \"url\" and \"path\"", path: "$.cases[0].inputs[0].decode"),
        LintSeed(
            check: .schemaShape, name: "bad id", files: [fixtureFile(cases: [fixtureCase(id: "Match_Sample")])],
            message: "lower-case words", path: "$.cases[0].id"),
        LintSeed(
            check: .schemaShape, name: "unknown type",
            files: [
                fixtureFile(cases: [
                    fixtureCase(routes: #"[{"name": "item", "pattern": "/items/:id", "matching": "exact", "types": {"id": "int128"}}]"#)
                ])
            ],
            message: "\"int128\" is not a scalar type", path: "$.cases[0].routes[0].types.id"),
        LintSeed(
            check: .duplicateID, name: "same id in two files",
            files: [fixtureFile(cases: [fixtureCase()]), fixtureFile(cases: [fixtureCase()])],
            message: "duplicate case id", path: "$.cases[0].id", file: "fragments.json"),
        LintSeed(
            check: .retiredID, name: "retired id reused", files: [fixtureFile(cases: [fixtureCase()], retired: ["match-sample"])],
            message: "is retired", path: "$.cases[0].id"),
        LintSeed(
            check: .unknownRequirement, name: "unknown ID",
            files: [fixtureFile(cases: [fixtureCase(requirements: #"["MATCH-1", "ZZZ-9"]"#)])],
            message: "unknown requirement ZZZ-9", path: "$.cases[0].requirements[1]"),
        LintSeed(
            check: .unknownRequirement, name: "withdrawn ID", files: [fixtureFile(cases: [fixtureCase(requirements: #"["OLD-1"]"#)])],
            message: "OLD-1 is withdrawn", path: "$.cases[0].requirements[0]"),
        LintSeed(
            check: .uncoveredRequirement, name: "ENC-1 without a case", files: [fixtureFile(cases: [fixtureCase()])],
            message: "ENC-1 is checked by no case", path: nil, file: "SPEC.md", coverage: true),
        LintSeed(
            check: .undeclaredRoute, name: "match names a ghost",
            files: [
                fixtureFile(cases: [
                    fixtureCase(
                        inputs:
                            #"[{"url": "https://x/home", "expect": {"match": {"route": "ghost", "captures": {}, "query": [], "fragment": []}}}]"#
                    )
                ])
            ],
            message: "names route \"ghost\"", path: "$.cases[0].inputs[0].expect.match.route"),
        LintSeed(
            check: .undeclaredRoute, name: "registration names a ghost",
            files: [fixtureFile(cases: [fixtureCase(inputs: #"[{"registration": "ghost", "expect": {"registered": true}}]"#)])],
            message: "registration names route \"ghost\"", path: "$.cases[0].inputs[0].registration"),
        LintSeed(
            check: .duplicateRouteName, name: "two routes named home",
            files: [
                fixtureFile(cases: [
                    fixtureCase(
                        routes:
                            #"[{"name": "home", "pattern": "/home", "matching": "exact"}, {"name": "home", "pattern": "/house", "matching": "exact"}]"#
                    )
                ])
            ],
            message: "duplicate route name \"home\"", path: "$.cases[0].routes[1].name"),
        LintSeed(
            check: .captureShape, name: "catch-all captured as one string",
            files: [
                fixtureFile(cases: [
                    fixtureCase(
                        capabilities: #"["catchAll"]"#, routes: #"[{"name": "files", "pattern": "/files/*path", "matching": "exact"}]"#,
                        inputs:
                            #"[{"url": "https://x/files/a", "expect": {"match": {"route": "files", "captures": {"path": "a"}, "query": [], "fragment": []}}}]"#
                    )
                ])
            ],
            message: "*path is a catch-all: its capture is an array", path: "$.cases[0].inputs[0].expect.match.captures.path"),
        LintSeed(
            check: .protocolCapability, name: "catch-all without catchAll",
            files: [
                fixtureFile(cases: [
                    fixtureCase(
                        routes: #"[{"name": "files", "pattern": "/files/*path", "matching": "exact"}]"#,
                        inputs:
                            #"[{"url": "https://x/files/a", "expect": {"match": {"route": "files", "captures": {"path": ["a"]}, "query": [], "fragment": []}}}]"#
                    )
                ])
            ],
            message: "must list the capability catchAll, because route files has the catch-all *path", path: "$.cases[0].capabilities"),
        LintSeed(
            check: .protocolCapability, name: "remainder without the capability remainder",
            files: [
                fixtureFile(cases: [
                    fixtureCase(
                        capabilities: #"["prefix"]"#, routes: #"[{"name": "settings", "pattern": "/settings", "matching": "prefix"}]"#,
                        inputs:
                            #"[{"url": "https://x/settings/a", "expect": {"match": {"route": "settings", "captures": {}, "query": [], "fragment": [], "remainder": ["a"]}}}]"#
                    )
                ])
            ],
            message: "must list the capability remainder, because an input expects the match's remainder", path: "$.cases[0].capabilities"),
        LintSeed(
            check: .capturesMismatch, name: "capture missing",
            files: [
                fixtureFile(cases: [
                    fixtureCase(
                        routes: #"[{"name": "item", "pattern": "/items/:id", "matching": "exact"}]"#,
                        inputs:
                            #"[{"url": "https://x/items/1", "expect": {"match": {"route": "item", "captures": {"ref": "1"}, "query": [], "fragment": []}}}]"#
                    )
                ])
            ],
            message: "misses :id and lists ref", path: "$.cases[0].inputs[0].expect.match.captures"),
        LintSeed(
            check: .valueDoesNotFit, name: "300 for uint8",
            files: [
                fixtureFile(cases: [
                    fixtureCase(
                        capabilities: #"["typed", "encoding"]"#, routes: typedItem,
                        inputs: #"[{"encode": {"route": "item", "values": {"id": 300}}, "expect": {"path": "/items/300"}}]"#)
                ])
            ],
            message: "does not fit its declared type \"uint8\"", path: "$.cases[0].inputs[0].encode.values.id"),
        LintSeed(
            check: .valueDoesNotFit, name: "a string for an integer",
            files: [
                fixtureFile(cases: [
                    fixtureCase(
                        capabilities: #"["typed"]"#, routes: typedItem,
                        inputs:
                            #"[{"url": "https://x/items/1", "expect": {"match": {"route": "item", "captures": {"id": "1"}, "values": {"id": "1"}, "query": [], "fragment": []}}}]"#
                    )
                ])
            ],
            message: "does not fit", path: "$.cases[0].inputs[0].expect.match.values.id"),
        LintSeed(
            check: .missingProperty, name: "encode without id",
            files: [
                fixtureFile(cases: [
                    fixtureCase(
                        capabilities: #"["typed", "encoding"]"#, routes: typedItem,
                        inputs:
                            #"[{"encode": {"route": "item", "values": {}}, "expect": {"error": {"code": "missingValue", "phase": "encode"}}}]"#
                    )
                ])
            ],
            message: "non-optional property id", path: "$.cases[0].inputs[0].encode.values"),
        LintSeed(
            check: .tooManyPermutedRoutes, name: "seven routes",
            files: [
                fixtureFile(cases: [
                    fixtureCase(
                        extra: #""permuteRegistrations": true"#,
                        routes: "["
                            + (1...7).map { #"{"name": "r\#($0)", "pattern": "/r\#($0)", "matching": "exact"}"# }.joined(separator: ", ")
                            + "]",
                        inputs:
                            #"[{"url": "https://x/r1", "expect": {"match": {"route": "r1", "captures": {}, "query": [], "fragment": []}}}]"#
                    )
                ])
            ],
            message: "at most 6", path: "$.cases[0].permuteRegistrations"),
        LintSeed(
            check: .valuesShape, name: "typed match without values",
            files: [
                fixtureFile(cases: [
                    fixtureCase(
                        capabilities: #"["typed"]"#, routes: typedItem,
                        inputs:
                            #"[{"url": "https://x/items/1", "expect": {"match": {"route": "item", "captures": {"id": "1"}, "query": [], "fragment": []}}}]"#
                    )
                ])
            ],
            message: "lists no values", path: "$.cases[0].inputs[0].expect.match"),
        LintSeed(
            check: .typedRouteRequired, name: "decode a path-only route",
            files: [
                fixtureFile(cases: [fixtureCase(inputs: #"[{"decode": {"route": "home", "path": "/home"}, "expect": {"values": {}}}]"#)])
            ],
            message: "is path-only", path: "$.cases[0].inputs[0].decode.route"),
        LintSeed(
            check: .encodeExpectation, name: "url without base",
            files: [
                fixtureFile(cases: [
                    fixtureCase(
                        capabilities: #"["typed", "encoding"]"#, routes: typedItem,
                        inputs: #"[{"encode": {"route": "item", "values": {"id": 1}}, "expect": {"url": "https://x/items/1"}}]"#)
                ])
            ],
            message: "expects a url", path: "$.cases[0].inputs[0].expect.url"),
        LintSeed(
            check: .codePhase, name: "dotSegment in the decode phase",
            files: [
                fixtureFile(cases: [
                    fixtureCase(
                        capabilities: #"["urlErrors"]"#,
                        inputs: #"[{"url": "https://x/a/../b", "expect": {"error": {"code": "dotSegment", "phase": "decode"}}}]"#)
                ])
            ],
            message: "has the phase match or encode", path: "$.cases[0].inputs[0].expect.error.phase"),
        LintSeed(
            check: .profileTable, name: "a profile lists an ID SPEC.md does not define",
            files: [fixtureFile(cases: [fixtureCase()])], message: "lists GHOST-9, but SPEC.md defines no **GHOST-9**", path: nil,
            file: "SPEC.md", spec: SpecIndex.parse(profileSpecText(extraRow: "| `limits` | GHOST-9 | more |"), source: "SPEC.md").index),
        LintSeed(
            check: .profileTable, name: "a profile the runner does not know",
            files: [fixtureFile(cases: [fixtureCase()])], message: "the profile \"lenient\" is not one the runner knows", path: nil,
            file: "SPEC.md", spec: SpecIndex.parse(profileSpecText(extraRow: "| `lenient` | MATCH-1 | less |"), source: "SPEC.md").index),
        LintSeed(
            check: .caseProfiles, name: "a case of a profile without profiles",
            files: [fixtureFile(cases: [fixtureCase(requirements: #"["MATCH-1", "PRO-1"]"#)])],
            message: #"write "profiles": ["\#(Profile.allCases[0].rawValue)"], for \#(Profile.allCases[0].rawValue) (PRO-1)"#,
            path: "$.cases[0].requirements", spec: SpecIndex.parse(profileSpecText(), source: "SPEC.md").index),
        LintSeed(
            check: .caseProfiles, name: "a core case that names a profile",
            files: [fixtureFile(cases: [fixtureCase(extra: #""profiles": ["limits"]"#)])], message: "write no profiles member",
            path: "$.cases[0].profiles", spec: SpecIndex.parse(profileSpecText(), source: "SPEC.md").index),
        LintSeed(
            check: .associationLocation, name: "a refusal's location in a case without ASSOC-20",
            files: [
                fixtureFile(cases: [
                    fixtureCase(
                        capabilities: #"["associations"]"#, routes: "[]",
                        inputs:
                            #"[{"appleDelivery": {"file": "[]", "appID": "A.x", "url": "https://x/"}, "expect": {"invalidAssociation": {"code": "wrongType", "path": "$"}}}]"#
                    )
                ])
            ],
            message: "list ASSOC-20", path: "$.cases[0].inputs[0].expect.invalidAssociation.path"),
        LintSeed(
            check: .coreCoverage, name: "a core ID only a profile's case checks",
            files: [
                fixtureFile(cases: [
                    fixtureCase(
                        requirements: "[" + (["\"MATCH-1\""] + Profile.allCases.indices.map { "\"PRO-\($0 + 1)\"" }).joined(separator: ", ")
                            + "]",
                        extra: "\"profiles\": [" + Profile.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ") + "]")
                ])
            ],
            message: "MATCH-1 is core, but only cases that belong to a profile check it", path: nil, file: "SPEC.md", coverage: true,
            spec: SpecIndex.parse(profileSpecText(), source: "SPEC.md").index),
        LintSeed(
            check: .coreNeutrality, name: "permuted registrations without PREC-1",
            files: [
                fixtureFile(cases: [
                    fixtureCase(
                        extra: #""permuteRegistrations": true"#,
                        routes:
                            #"[{"name": "home", "pattern": "/home", "matching": "exact"}, {"name": "any", "pattern": "/:p", "matching": "exact"}]"#
                    )
                ])
            ],
            message: "which is PREC-1 (profile precedence); list it", path: "$.cases[0].permuteRegistrations", spec: neutralitySpec),
        LintSeed(
            check: .coreNeutrality, name: "two routes that only precedence orders",
            files: [
                fixtureFile(cases: [
                    fixtureCase(
                        routes:
                            #"[{"name": "any", "pattern": "/:p", "matching": "exact"}, {"name": "home", "pattern": "/home", "matching": "exact"}]"#
                    )
                ])
            ],
            message: #"routes "any" and "home" both match, and only precedence"#, path: "$.cases[0].inputs[0]", spec: neutralitySpec),
        LintSeed(
            check: .coreNeutrality, name: "a route pattern with a trailing slash",
            files: [fixtureFile(cases: [fixtureCase(routes: #"[{"name": "home", "pattern": "/home/", "matching": "exact"}]"#)])],
            message: "ends in \"/\", which only PAT-3", path: "$.cases[0].routes[0].pattern", spec: neutralitySpec),
        LintSeed(
            check: .coreNeutrality, name: "a URL whose trailing slash decides the match",
            files: [
                fixtureFile(cases: [
                    fixtureCase(
                        inputs:
                            #"[{"url": "https://example.com/home/", "expect": {"match": {"route": "home", "captures": {}, "query": [], "fragment": []}}}]"#
                    )
                ])
            ],
            message: "holds only if CANON-2 ignores it", path: "$.cases[0].inputs[0]", spec: neutralitySpec),
        LintSeed(
            check: .coreNeutrality, name: "a raw + in a query that is delivered",
            files: [
                fixtureFile(cases: [
                    fixtureCase(
                        capabilities: #"["query"]"#,
                        inputs:
                            #"[{"url": "https://example.com/home?q=a+b", "expect": {"match": {"route": "home", "captures": {}, "query": [["q", "a+b"]], "fragment": []}}}]"#
                    )
                ])
            ],
            message: "holds a raw \"+\", which only QUERY-2", path: "$.cases[0].inputs[0]", spec: neutralitySpec),
        LintSeed(
            check: .unusedFeature, name: "MATCH-5 in a case without a fragment",
            files: [fixtureFile(cases: [fixtureCase(requirements: #"["MATCH-1", "MATCH-5"]"#)])],
            message: "MATCH-5 checks fragments, which no route or input of the case uses", path: "$.cases[0].requirements[1]"),
        LintSeed(
            check: .coreNeutrality, name: "two routes that tie, without PREC-6",
            files: [
                fixtureFile(cases: [
                    fixtureCase(
                        routes:
                            #"[{"name": "home", "pattern": "/home", "matching": "exact"}, {"name": "again", "pattern": "/home", "matching": "exact"}]"#
                    )
                ])
            ],
            message: #"routes "home" and "again" both match and rank alike, and only PREC-6 (profile ties)"#, path: "$.cases[0].inputs[0]",
            spec: neutralitySpec),
        LintSeed(
            check: .coreNeutrality, name: "an empty component, without CANON-3",
            files: [fixtureFile(cases: [fixtureCase(inputs: #"[{"url": "https://example.com//home", "expect": {"noMatch": true}}]"#)])],
            message: #"the path holds "//", an empty component, which only CANON-3 (profile empty-components)"#,
            path: "$.cases[0].inputs[0]",
            spec: neutralitySpec),
        LintSeed(
            check: .coreNeutrality, name: "a catch-all left no component, without MATCH-7",
            files: [
                fixtureFile(cases: [
                    fixtureCase(
                        capabilities: #"["catchAll"]"#, routes: #"[{"name": "files", "pattern": "/files/*path", "matching": "exact"}]"#,
                        inputs: #"[{"url": "https://example.com/files", "expect": {"noMatch": true}}]"#)
                ])
            ],
            message:
                #"the catch-all of "/files/*path" is left no component or an empty one, and only MATCH-7 (profile non-empty-catch-all)"#,
            path: "$.cases[0].inputs[0]", spec: neutralitySpec),
    ]
}

/// A spec whose profiles hold the requirements the core-neutrality rules ask a case to list:
/// `precedence` holds PREC-1 and PREC-2, `trailing-slash` PAT-3 and CANON-2, `plus-sign` QUERY-2,
/// `ties` PREC-6, `empty-components` CANON-3 and `non-empty-catch-all` MATCH-7.
let neutralitySpec = SpecIndex.parse(
    """
    # Sample
    Version 1.0.0

    **MATCH-1** A literal MUST match.
    **PREC-1** The order MUST NOT depend on registration.
    **PREC-2** A literal MUST beat a placeholder.
    **PAT-3** A trailing slash MUST be ignored.
    **CANON-2** A trailing slash MUST NOT count.
    **QUERY-2** A plus MUST stay a plus.
    **PREC-6** A true tie MUST go to the first registered.
    **CANON-3** An empty component MUST be kept.
    **MATCH-7** A catch-all MUST NOT match nothing.

    ## 19. Core and profiles

    | profile | requirements | a router that claims it |
    | --- | --- | --- |
    | `precedence` | PREC-1, PREC-2 | ranks |
    | `trailing-slash` | PAT-3, CANON-2 | ignores |
    | `plus-sign` | QUERY-2 | keeps |
    | `ties` | PREC-6 | first |
    | `empty-components` | CANON-3 | keeps |
    | `non-empty-catch-all` | MATCH-7 | refuses |
    """, source: "SPEC.md"
).index

@Suite("lint")
struct LintTests {
    func lint(_ files: [String], coverage: Bool = false, spec: SpecIndex = sampleSpec) -> [Diagnostic] {
        let names = ["cases.json", "fragments.json"]
        return FixtureLinter.lint(
            files: files.enumerated().map { (names[$0.offset], Array($0.element.utf8)) }, spec: spec, checkCoverage: coverage)
    }

    @Test("A correct file gives no diagnostic")
    func cleanFile() {
        let encoding = fixtureCase(
            id: "enc-sample", requirements: #"["ENC-1"]"#, capabilities: #"["typed", "encoding"]"#, routes: LintSeed.typedItem,
            inputs: #"[{"encode": {"route": "item", "values": {"id": 7}}, "expect": {"path": "/items/7"}}]"#)
        let diagnostics = lint([fixtureFile(cases: [fixtureCase(), encoding])], coverage: true)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }

    @Test("lint catches each seeded mistake, naming file, case and JSON path", arguments: LintSeed.all)
    func seededMistake(_ seed: LintSeed) throws {
        let diagnostics = lint(seed.files, coverage: seed.coverage, spec: seed.spec)
        let found = try #require(
            diagnostics.first { $0.message.contains(seed.message) }, "no diagnostic says \(seed.message); got \(diagnostics)")
        #expect(found.severity == .error)
        #expect(found.file == seed.file)
        #expect(found.path?.description == seed.path)
        #expect(found.position != nil)
        if seed.file != "SPEC.md", seed.check != .malformedJSON {
            #expect(found.caseID != nil, "the diagnostic names no case: \(found)")
        }
    }

    @Test("Every kind of check lint claims has a seeded mistake")
    func everyCheckIsSeeded() {
        #expect(Set(LintSeed.all.map(\.check)) == Set(FixtureLinter.Check.allCases))
    }

    @Test("A mention of an ID that a line break puts first is not a definition")
    func specDefinitions() {
        let (index, diagnostics) = SpecIndex.parse(sampleSpecText, source: "SPEC.md")
        #expect(diagnostics.isEmpty)
        #expect(index.requirements.map(\.id) == ["MATCH-1", "ENC-1", "OLD-1"])
        #expect(index.requirement("MATCH-1")?.line == 6)
        #expect(index.requirement("OLD-1")?.isWithdrawn == true)
        #expect(index.version == "1.0.0")
        #expect(index.phasesByCode["dotSegment"] == ["match", "encode"])
    }

    @Test("SPEC section 19: the table of profiles is read, and every ID it does not list is core, seen or not")
    func specProfiles() {
        let (index, diagnostics) = SpecIndex.parse(profileSpecText(), source: "SPEC.md")
        #expect(diagnostics.isEmpty)
        #expect(index.profiles.map(\.name) == Profile.allCases.map(\.rawValue))
        #expect(index.profile(of: "PRO-1") == Profile.allCases[0].rawValue)
        #expect(index.profile(of: "MATCH-1") == nil)
        #expect(index.profile(of: "NEW-7") == nil)
        #expect(
            index.profiles(of: ["MATCH-1", "PRO-2", "PRO-1", "PRO-2"]) == [Profile.allCases[0].rawValue, Profile.allCases[1].rawValue])
        #expect(index.requirement("MATCH-1")?.text == "**MATCH-1** A literal MUST match.")
        let clean = lint([fixtureFile(cases: [fixtureCase()])], spec: index)
        #expect(clean.isEmpty, "\(clean)")
    }

    @Test("A missing capability is a warning")
    func capabilityWarning() {
        let diagnostics = lint([fixtureFile(cases: [fixtureCase(routes: #"[{"name": "home", "pattern": "/home", "matching": "prefix"}]"#)])]
        )
        #expect(diagnostics.contains { $0.severity == .warning && $0.message.contains("capability prefix") })
    }

    @Test("A match on a URL with a query, even one without pairs, warns without the capability query (QUERY-5)")
    func queryCapabilityWarning() {
        let inputs =
            #"[{"url": "https://example.com/home?&", "expect": {"match": {"route": "home", "captures": {}, "query": [], "fragment": []}}}]"#
        let diagnostics = lint([fixtureFile(cases: [fixtureCase(inputs: inputs)])])
        #expect(diagnostics.contains { $0.severity == .warning && $0.message.contains("capability query") }, "\(diagnostics)")
    }

    @Test("A case that lists QUERY-2 without a +, %2B or %20 in a query checks no plus sign (QUERY-2)")
    func plusSignFeature() {
        let without = fixtureCase(
            requirements: #"["QUERY-2"]"#, capabilities: #"["query"]"#,
            inputs:
                #"[{"url": "https://example.com/home?a=1", "expect": {"match": {"route": "home", "captures": {}, "query": [["a", "1"]], "fragment": []}}}]"#
        )
        #expect(lint([fixtureFile(cases: [without])]).contains { $0.message.contains("QUERY-2 checks plus sign") })
        let with = fixtureCase(
            requirements: #"["QUERY-2"]"#, capabilities: #"["query"]"#,
            inputs:
                #"[{"url": "https://example.com/home?a=%2B", "expect": {"match": {"route": "home", "captures": {}, "query": [["a", "+"]], "fragment": []}}}]"#
        )
        #expect(!lint([fixtureFile(cases: [with])]).contains { $0.message.contains("QUERY-2 checks plus sign") })
    }

    @Test("An association input without the capability associations is an error; one without routes to generate from a warning")
    func associationsCapability() {
        let delivery =
            #"[{"appleDelivery": {"file": {"applinks": {"details": []}}, "appID": "A.x", "url": "https://example.com/"}, "expect": {"delivery": {"delivered": false, "unknownKeys": []}}}]"#
        let missing = lint([fixtureFile(cases: [fixtureCase(routes: "[]", inputs: delivery)])])
        #expect(missing.contains { $0.severity == .error && $0.message.contains("capability associations") })
        let declared = lint([fixtureFile(cases: [fixtureCase(capabilities: #"["associations"]"#, routes: "[]", inputs: delivery)])])
        #expect(declared.isEmpty, "\(declared)")
        let generate =
            #"[{"appleAssociation": {"host": "example.com", "appIDs": ["A.x"]}, "expect": {"appleAssociation": {"applinks": {"details": []}}}}]"#
        let empty = lint([fixtureFile(cases: [fixtureCase(capabilities: #"["associations"]"#, routes: "[]", inputs: generate)])])
        #expect(empty.contains { $0.severity == .warning && $0.message.contains("from no routes") })
    }

    @Test("A malformed fixture never stops loading with a crash: it is an error naming file, case and path")
    func loadingReportsPaths() {
        let text = fixtureFile(cases: [fixtureCase(inputs: #"[{"url": 42, "expect": {"noMatch": true}}]"#)])
        do {
            _ = try Corpus.load(texts: [("cases.json", text)])
            Issue.record("the corpus loaded")
        } catch {
            let diagnostic = error.diagnostics.first
            #expect(diagnostic?.file == "cases.json")
            #expect(diagnostic?.caseID == "match-sample")
            #expect(diagnostic?.path?.description == "$.cases[0].inputs[0].url")
            #expect(diagnostic?.position?.line == 13)
        }
    }
}

@Suite("Malformed fixtures never crash")
struct MalformedFixtureTests {
    @Test("Truncated and corrupted copies of the corpus give diagnostics, not crashes")
    func truncatedAndCorrupted() throws {
        let bytes = try #require(BundledFixtures.caseFileContents.first?.bytes)
        var generator = SplitMix64(seed: 0x5EED)
        for _ in 0..<10 {
            let cut = Int(generator.next() % UInt64(max(1, bytes.count)))
            let truncated = Array(bytes[..<cut])
            #expect(!FixtureLinter.lint(files: [("cases.json", truncated)], spec: sampleSpec, checkCoverage: false).isEmpty)
            var corrupted = bytes
            for _ in 0..<3 {
                let index = Int(generator.next() % UInt64(corrupted.count))
                corrupted[index] = UInt8(truncatingIfNeeded: generator.next())
            }
            _ = FixtureLinter.lint(files: [("cases.json", corrupted)], spec: sampleSpec, checkCoverage: false)
            _ = try? Corpus.load(texts: [("cases.json", String(decoding: corrupted, as: UTF8.self))])
        }
    }
}
