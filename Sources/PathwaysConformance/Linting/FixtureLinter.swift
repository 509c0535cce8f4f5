import PathwaysTextFormats

/// Checks fixture files beyond what the schema can say, reporting the file, case id and JSON
/// path of every problem.
///
/// Each check, and the test that seeds a mistake for it, is listed in ``Check``. Errors fail
/// `lint`; warnings point at likely mistakes that a case may still mean.
///
/// ```swift
/// let diagnostics = FixtureLinter.lint(files: [("cases.json", Array(text.utf8))], spec: spec)
/// ```
package enum FixtureLinter {
    /// What `lint` checks.
    package enum Check: String, Sendable, CaseIterable {
        case malformedJSON = "malformed JSON"
        case schemaShape = "schema shape: required keys, types, enums, patterns, oneOf choices"
        case duplicateID = "duplicate case ids across files"
        case retiredID = "retired ids reused"
        case unknownRequirement = "unknown or withdrawn requirement IDs"
        case uncoveredRequirement = "requirement IDs of SPEC.md that no case checks"
        case undeclaredRoute = "routes named by inputs and matches but not declared"
        case duplicateRouteName = "duplicate route names in a case"
        case capturesMismatch = "captures that do not list exactly the pattern's placeholders"
        case captureShape = "captures of catch-alls that are not arrays, and of placeholders that are not strings"
        case protocolCapability =
            "catch-alls, fragment placeholders, query fields, case-insensitive routes and association inputs in cases that do not declare their capability"
        case valueDoesNotFit = "typed values that do not fit their declared types"
        case missingProperty = "encode and roundTrip values missing a non-optional property"
        case tooManyPermutedRoutes = "permuteRegistrations with more than 6 routes"
        case valuesShape = "match and decode values that do not list exactly the route's properties"
        case typedRouteRequired = "decode, encode and roundTrip inputs naming a path-only route"
        case encodeExpectation = "encode expectations that do not fit the base (path without base, url with base)"
        case codePhase = "error codes with a phase ERR-2 does not give them"
        case profileTable =
            "profiles in SPEC.md's table that the runner does not know, and requirement IDs it lists that SPEC.md does not define, has withdrawn or lists twice"
        case caseProfiles = "cases whose profiles are not those of their requirements in SPEC.md's table"
        case coreCoverage = "core requirements that only cases of a profile check"
        case coreNeutrality =
            "cases that depend on a profile's requirement they do not list: permuted registrations, two routes only precedence orders, a trailing slash, a raw + in a query, two routes that tie, an empty component, a catch-all left empty"
        case associationLocation = "refused associations expected with a location in cases that do not check ASSOC-20"
        case unusedFeature =
            "requirement IDs of a feature (fragments, query, a plus sign in a query, hosts, catch-alls, case folding, encoding) that the case does not use"
    }

    /// Lints fixture files together.
    ///
    /// - Parameters:
    ///   - files: Each file's name and contents.
    ///   - spec: SPEC.md's index; without it, requirement IDs and code phases are not checked.
    ///   - checkCoverage: Whether to report requirements no case checks (only meaningful for the
    ///     whole corpus).
    /// - Returns: Every problem, file by file.
    package static func lint(files: [(name: String, bytes: [UInt8])], spec: SpecIndex?, checkCoverage: Bool = true) -> [Diagnostic] {
        lintCountingCases(files: files, spec: spec, checkCoverage: checkCoverage).diagnostics
    }

    /// Lints fixture files together, as ``lint(files:spec:checkCoverage:)``, and counts the
    /// well-formed cases.
    package static func lintCountingCases(
        files: [(name: String, bytes: [UInt8])], spec: SpecIndex?, checkCoverage: Bool = true
    ) -> (diagnostics: [Diagnostic], wellFormedCases: Int) {
        var linter = Linter(spec: spec)
        var parsed: [FixtureFile] = []
        for (name, bytes) in files {
            let (file, diagnostics) = FixtureFile.read(name: name, bytes: bytes)
            linter.diagnostics += diagnostics
            parsed.append(file)
        }
        if let spec { linter.checkProfileTable(spec) }
        linter.checkIDs(parsed)
        for file in parsed {
            linter.file = file
            if let spec, let version = spec.version, let declared = file.specVersion, declared != version {
                linter.diagnostics.append(
                    Diagnostic(
                        .warning, file: file.name, path: JSONPath.root.appending("specVersion"),
                        position: file.root?.position(nearest: JSONPath.root.appending("specVersion")),
                        message: "the file checks spec version \(declared), but \(spec.source) is version \(version)"))
            }
            for fixtureCase in file.cases { linter.check(fixtureCase) }
        }
        if checkCoverage, let spec { linter.checkCoverage(parsed, spec) }
        return (linter.diagnostics, parsed.reduce(0) { $0 + $1.cases.count })
    }
}
