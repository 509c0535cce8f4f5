import PathwaysTextFormats

struct Linter {
    let spec: SpecIndex?
    var diagnostics: [Diagnostic] = []
    var file = FixtureFile(name: "")

    init(spec: SpecIndex?) {
        self.spec = spec
    }

    mutating func report(_ message: String, case caseID: String?, at path: JSONPath, severity: Diagnostic.Severity = .error) {
        diagnostics.append(
            Diagnostic(
                severity, file: file.name, caseID: caseID, path: path, position: file.root?.position(nearest: path), message: message))
    }

    mutating func warn(_ message: String, case caseID: String?, at path: JSONPath) {
        report(message, case: caseID, at: path, severity: .warning)
    }

    // MARK: Ids and requirements, from the raw documents so that cases with other problems count

    /// Every case's id and requirement IDs as written, with paths.
    private func rawCases(_ file: FixtureFile) -> [(id: String?, path: JSONPath, requirements: [(String, JSONPath)])] {
        guard case .array(let nodes) = file.root?["cases"]?.content else { return [] }
        return nodes.enumerated().map { offset, node in
            let path = JSONPath.root.appending("cases").appending(offset)
            guard node.kind == .object else { return (nil, path, []) }
            var id: String?
            if case .string(let text) = node["id"]?.content { id = text }
            var requirements: [(String, JSONPath)] = []
            if case .array(let items) = node["requirements"]?.content {
                for (index, item) in items.enumerated() {
                    if case .string(let text) = item.content {
                        requirements.append((text, path.appending("requirements").appending(index)))
                    }
                }
            }
            return (id, path, requirements)
        }
    }

    mutating func checkIDs(_ files: [FixtureFile]) {
        let retired = Set(files.flatMap(\.retiredIDs))
        var first: [String: String] = [:]
        for file in files {
            self.file = file
            for raw in rawCases(file) {
                if let id = raw.id {
                    if let earlier = first[id] {
                        report(
                            "duplicate case id \(JSONQuoting().quoted(id)); first used at \(earlier)", case: id,
                            at: raw.path.appending("id"))
                    } else {
                        first[id] = "\(file.name) \(raw.path)"
                    }
                    if retired.contains(id) {
                        report(
                            "the id \(JSONQuoting().quoted(id)) is retired (listed in retiredIds) and must not be reused; choose a new id",
                            case: id, at: raw.path.appending("id"))
                    }
                }
                guard let spec else { continue }
                for (requirement, path) in raw.requirements where FixtureSchema.isRequirementID(requirement) {
                    if let found = spec.requirement(requirement) {
                        if found.isWithdrawn {
                            report("\(requirement) is withdrawn in \(spec.source) (line \(found.line))", case: raw.id, at: path)
                        }
                    } else {
                        report("unknown requirement \(requirement): \(spec.source) defines no **\(requirement)**", case: raw.id, at: path)
                    }
                }
            }
        }
    }

    mutating func checkCoverage(_ files: [FixtureFile], _ spec: SpecIndex) {
        var covered: Set<String> = []
        var coveredByCore: Set<String> = []
        for file in files {
            for raw in rawCases(file) {
                let ids = raw.requirements.map(\.0)
                covered.formUnion(ids)
                if spec.profiles(of: ids).isEmpty { coveredByCore.formUnion(ids) }
            }
        }
        for requirement in spec.requirements where !requirement.isWithdrawn && !requirement.isOutsideCorpus {
            let position = SourcePosition(line: requirement.line, column: 1)
            if !covered.contains(requirement.id) {
                diagnostics.append(
                    Diagnostic(.error, file: spec.source, position: position, message: "\(requirement.id) is checked by no case"))
            } else if spec.profile(of: requirement.id) == nil, !coveredByCore.contains(requirement.id) {
                diagnostics.append(
                    Diagnostic(
                        .error, file: spec.source, position: position,
                        message:
                            "\(requirement.id) is core, but only cases that belong to a profile check it, so a subject that claims no profile never runs it; add a case that checks no requirement of a profile"
                    ))
            }
        }
    }

    // MARK: Profiles

    /// Checks section 19's table: every profile it names is one the runner knows and every
    /// profile the runner knows is in it, and every requirement it lists is defined, in force
    /// and listed once.
    mutating func checkProfileTable(_ spec: SpecIndex) {
        guard !spec.profiles.isEmpty else { return }
        func problem(_ message: String, line: Int) {
            diagnostics.append(Diagnostic(.error, file: spec.source, position: SourcePosition(line: line, column: 1), message: message))
        }
        var listed: [String: String] = [:]
        for entry in spec.profiles {
            if Profile(rawValue: entry.name) == nil {
                problem(
                    "the profile \(JSONQuoting().quoted(entry.name)) is not one the runner knows (\(Profile.allCases.map(\.rawValue).joined(separator: ", "))); add it to Profile and to Fixtures/schema.json",
                    line: entry.line)
            }
            if entry.requirements.isEmpty { problem("the profile \(entry.name) lists no requirement", line: entry.line) }
            for id in entry.requirements {
                if let earlier = listed[id] {
                    problem(
                        "\(id) is listed in the profile \(earlier) and again in \(entry.name); a requirement is in one profile at most",
                        line: entry.line)
                }
                listed[id] = listed[id] ?? entry.name
                if let found = spec.requirement(id) {
                    if found.isWithdrawn {
                        problem("the profile \(entry.name) lists \(id), which is withdrawn (line \(found.line))", line: entry.line)
                    }
                } else {
                    problem("the profile \(entry.name) lists \(id), but \(spec.source) defines no **\(id)**", line: entry.line)
                }
            }
        }
        let named = Set(spec.profiles.map(\.name))
        for profile in Profile.allCases where !named.contains(profile.rawValue) {
            problem(
                "the profile \(profile.rawValue), which the runner knows, is missing from the table of profiles",
                line: spec.profiles.first?.line ?? 1)
        }
    }

    /// Checks that a case's `profiles` are exactly those of its requirements in SPEC.md's table.
    mutating func checkProfiles(_ fixtureCase: FixtureCase) {
        guard let spec, !spec.profiles.isEmpty else { return }
        let expected = spec.profiles(of: fixtureCase.requirements)
        let declared = fixtureCase.profiles.map(\.rawValue)
        guard Set(expected) != Set(declared) else { return }
        let path = fixtureCase.location.path
        let reasons = expected.map { name in
            let ids = fixtureCase.requirements.filter { spec.profile(of: $0) == name }
            return "\(name) (\(ids.joined(separator: ", ")))"
        }
        let wanted =
            expected.isEmpty
            ? "no profiles member, since none of its requirements is in a profile"
            : "\"profiles\": [\(expected.map { JSONQuoting().quoted($0) }.joined(separator: ", "))], for "
                + reasons.joined(separator: " and ")
        report(
            "the case's profiles must be those of its requirements in \(spec.source) section 19: write \(wanted)", case: fixtureCase.id,
            at: declared.isEmpty ? path.appending("requirements") : path.appending("profiles"))
    }

    // MARK: One case

    mutating func check(_ fixtureCase: FixtureCase) {
        let id = fixtureCase.id
        let path = fixtureCase.location.path
        var names: [String] = []
        for (offset, route) in fixtureCase.routes.enumerated() {
            if names.contains(where: { $0.utf8.elementsEqual(route.name.utf8) }) {
                report(
                    "duplicate route name \(JSONQuoting().quoted(route.name)); inputs could not say which route they mean", case: id,
                    at: path.appending("routes").appending(offset).appending("name"))
            }
            names.append(route.name)
        }
        if fixtureCase.permuteRegistrations {
            if fixtureCase.routes.count > ConformanceRunner.maximumPermutedRoutes {
                report(
                    "permuteRegistrations with \(fixtureCase.routes.count) routes; at most \(ConformanceRunner.maximumPermutedRoutes) (720 orders) are allowed",
                    case: id, at: path.appending("permuteRegistrations"))
            } else if fixtureCase.routes.count < 2 {
                warn(
                    "permuteRegistrations with fewer than 2 routes has nothing to permute", case: id,
                    at: path.appending("permuteRegistrations"))
            }
            if !fixtureCase.inputs.contains(where: { if case .url = $0.input { true } else { false } }) {
                warn(
                    "permuteRegistrations applies to URL inputs, and the case has none", case: id,
                    at: path.appending("permuteRegistrations"))
            }
        }
        for input in fixtureCase.inputs { check(input, in: fixtureCase) }
        checkCapabilities(fixtureCase)
        checkProfiles(fixtureCase)
        checkCoreNeutrality(fixtureCase)
        checkFeatures(fixtureCase)
    }

    private func route(_ name: String, in fixtureCase: FixtureCase) -> RouteSpec? {
        fixtureCase.routes.first { $0.name.utf8.elementsEqual(name.utf8) }
    }

    private mutating func check(_ input: FixtureInput, in fixtureCase: FixtureCase) {
        let id = fixtureCase.id
        let path = input.location.path
        let expectPath = path.appending("expect")
        switch input.input {
        case .url:
            if case .match(let match) = input.expectation {
                let matchPath = expectPath.appending("match")
                guard let route = route(match.route, in: fixtureCase) else {
                    return report(
                        "the match names route \(JSONQuoting().quoted(match.route)), which the case does not declare", case: id,
                        at: matchPath.appending("route"))
                }
                checkCaptures(match.captures, of: route, case: id, at: matchPath.appending("captures"))
                if let types = route.types {
                    if let values = match.values {
                        checkExactValues(values, types, route: route, case: id, at: matchPath.appending("values"))
                    } else {
                        report(
                            "the match names typed route \(JSONQuoting().quoted(route.name)) but lists no values; write every property (null for nil)",
                            case: id, at: matchPath)
                    }
                } else if match.values != nil {
                    report(
                        "the match lists values, but route \(JSONQuoting().quoted(route.name)) is path-only (it has no types)", case: id,
                        at: matchPath.appending("values"))
                }
            }
        case .pattern:
            break
        case .registration(let name):
            if name != "router", route(name, in: fixtureCase) == nil {
                report(
                    "registration names route \(JSONQuoting().quoted(name)), which the case does not declare (use \"router\" for the router's configuration)",
                    case: id, at: path.appending("registration"))
            }
        case .decode(let name, _):
            guard let types = typedRoute(name, fixtureCase, case: id, at: path.appending(keys: "decode", "route")) else { break }
            if case .values(let values) = input.expectation, let route = route(name, in: fixtureCase) {
                checkExactValues(values, types, route: route, case: id, at: expectPath.appending("values"))
            }
        case .encode(let name, let values, let base, _):
            if let types = typedRoute(name, fixtureCase, case: id, at: path.appending(keys: "encode", "route")) {
                checkInputValues(values, types, case: id, at: path.appending(keys: "encode", "values"))
            }
            switch (base, input.expectation) {
            case (nil, .url):
                report("an encode without base gives a path, but the input expects a url", case: id, at: expectPath.appending("url"))
            case (.some, .path):
                report("an encode with a base gives a url, but the input expects a path", case: id, at: expectPath.appending("path"))
            default:
                break
            }
        case .roundTrip(let name, let values):
            if let types = typedRoute(name, fixtureCase, case: id, at: path.appending(keys: "roundTrip", "route")) {
                checkInputValues(values, types, case: id, at: path.appending(keys: "roundTrip", "values"))
            }
        case .appleAssociation, .androidFilters:
            if fixtureCase.routes.isEmpty {
                warn("the case generates an association from no routes; list the routes it covers", case: id, at: path)
            }
        case .appleDelivery, .androidDelivery, .compatibility:
            break
        }
        // The location of a refusal is ASSOC-20's, which the error-codes profile holds: a case
        // that expects one checks ASSOC-20, so that a subject claiming no profile skips it.
        if case .invalidAssociation(_, .some) = input.expectation, !fixtureCase.requirements.contains("ASSOC-20") {
            report(
                "the refusal names its location, which ASSOC-20 requires (error-codes profile); list ASSOC-20, or leave path out to check only the code",
                case: id, at: expectPath.appending(keys: "invalidAssociation", "path"))
        }
        if case .error(let error) = input.expectation, let phases = spec?.phasesByCode[error.code], !phases.contains(error.phase) {
            report(
                "\(error.code) has the phase \(phases.joined(separator: " or ")) in ERR-2, not \(error.phase)", case: id,
                at: expectPath.appending(keys: "error", "phase"))
        }
    }

    private mutating func typedRoute(_ name: String, _ fixtureCase: FixtureCase, case id: String, at path: JSONPath) -> [Property]? {
        guard let route = route(name, in: fixtureCase) else {
            report("the input names route \(JSONQuoting().quoted(name)), which the case does not declare", case: id, at: path)
            return nil
        }
        guard let types = route.types else {
            report(
                "route \(JSONQuoting().quoted(name)) is path-only (it has no types); decode, encode and roundTrip need a typed route",
                case: id, at: path)
            return nil
        }
        return types
    }

    private mutating func checkCaptures(_ captures: [Capture], of route: RouteSpec, case id: String, at path: JSONPath) {
        let placeholders = Self.placeholders(of: route.pattern)
        let names = captures.map(\.name)
        let missing = placeholders.filter { placeholder in !names.contains { $0.utf8.elementsEqual(placeholder.name.utf8) } }
        let extra = names.filter { name in !placeholders.contains { $0.name.utf8.elementsEqual(name.utf8) } }
        if !missing.isEmpty || !extra.isEmpty {
            var parts: [String] = []
            if !missing.isEmpty { parts.append("misses \(missing.map(\.written).joined(separator: ", "))") }
            if !extra.isEmpty { parts.append("lists \(extra.joined(separator: ", ")), which the pattern does not have") }
            report(
                "captures must list exactly the placeholders of \(JSONQuoting().quoted(route.pattern)); they \(parts.joined(separator: " and "))",
                case: id, at: path)
        }
        for capture in captures {
            guard let placeholder = placeholders.first(where: { $0.name.utf8.elementsEqual(capture.name.utf8) }) else { continue }
            switch (placeholder.isCatchAll, capture.value) {
            case (true, .string):
                report(
                    "\(placeholder.written) is a catch-all: its capture is an array of strings, one per component, even for one component",
                    case: id, at: path.appending(capture.name))
            case (true, .array(let elements)) where elements.isEmpty:
                report(
                    "\(placeholder.written) is a catch-all, which matches one or more components (MATCH-7): its capture cannot be empty",
                    case: id, at: path.appending(capture.name))
            case (false, .array):
                report(
                    "\(placeholder.written) is a placeholder: its capture is one string; only a catch-all (*name) captures an array",
                    case: id, at: path.appending(capture.name))
            default:
                break
            }
        }
    }

    /// A placeholder or catch-all of a pattern, as ``placeholders(of:)`` reads it.
    struct PatternPlaceholder: Equatable {
        let name: String
        let isCatchAll: Bool
        let inFragment: Bool

        /// The placeholder as the pattern writes it: `:name` or `*name`.
        var written: String { (isCatchAll ? "*" : ":") + name }
    }

    /// The placeholders and catch-alls of a pattern, read independently of any implementation:
    /// the path before `#`, split on `/`, components that start with `:` or `*`; then the
    /// fragment route after `#`, split on `/`, pieces that start with `:` or `*`.
    static func placeholders(of pattern: String) -> [PatternPlaceholder] {
        let bytes = Array(pattern.utf8)
        let hash = bytes.firstIndex(of: UInt8(ascii: "#"))
        let path = hash.map { bytes[..<$0] } ?? bytes[...]
        let fragment = hash.map { bytes[($0 + 1)...] }
        func read(_ pieces: [ArraySlice<UInt8>], inFragment: Bool) -> [PatternPlaceholder] {
            pieces.compactMap { piece in
                guard let first = piece.first, first == UInt8(ascii: ":") || first == UInt8(ascii: "*") else { return nil }
                return PatternPlaceholder(
                    name: String(decoding: piece.dropFirst(), as: UTF8.self), isCatchAll: first == UInt8(ascii: "*"), inFragment: inFragment
                )
            }
        }
        let separator = UInt8(ascii: "/")
        return read(path.split(separator: separator), inFragment: false)
            + read(fragment.map { $0.split(separator: separator, omittingEmptySubsequences: false) } ?? [], inFragment: true)
    }

    /// Values that must list every property, and nothing else (a match's or a decode's).
    private mutating func checkExactValues(_ values: ValueMap, _ types: [Property], route: RouteSpec, case id: String, at path: JSONPath) {
        for property in types where values[property.name] == nil {
            report(
                "values must list every property of route \(JSONQuoting().quoted(route.name)); \(property.name) is missing (write null for nil)",
                case: id, at: path)
        }
        checkFit(values, types, case: id, at: path)
    }

    /// Values given to encode: every non-optional property, and only declared ones.
    private mutating func checkInputValues(_ values: ValueMap, _ types: [Property], case id: String, at path: JSONPath) {
        for property in types where values[property.name] == nil {
            if property.type.isOptional {
                warn("values do not list the optional property \(property.name); write null to say nil", case: id, at: path)
            } else {
                report(
                    "values miss the non-optional property \(property.name) (\(property.type)); a Swift value always has it", case: id,
                    at: path)
            }
        }
        checkFit(values, types, case: id, at: path)
    }

    private mutating func checkFit(_ values: ValueMap, _ types: [Property], case id: String, at path: JSONPath) {
        for entry in values.entries {
            guard let type = types.first(where: { $0.name.utf8.elementsEqual(entry.key.utf8) })?.type else {
                report(
                    "\(entry.key) is not a property of the route (its types are \(types.map(\.name).joined(separator: ", ")))", case: id,
                    at: path.appending(entry.key))
                continue
            }
            if case .failure(let error) = TypedValue.read(entry.value, as: type) {
                report("the value does not fit its declared type \(type): \(error)", case: id, at: path.appending(entry.key))
            }
        }
    }

    // MARK: Capabilities

    /// Warns when a case uses a feature without declaring the capability a subject needs for it,
    /// since a subject without the feature would then fail instead of skipping.
    private mutating func checkCapabilities(_ fixtureCase: FixtureCase) {
        var needed: [Capability: String] = [:]
        for route in fixtureCase.routes {
            if route.isTyped { needed[.typed] = needed[.typed] ?? "route \(route.name) is typed" }
            if route.matching == .prefix { needed[.prefix] = needed[.prefix] ?? "route \(route.name) matches by prefix" }
            if route.host != nil { needed[.hosts] = needed[.hosts] ?? "route \(route.name) has a host" }
            if route.fragmentParams || route.pattern.utf8.contains(UInt8(ascii: "#")) {
                needed[.fragments] = needed[.fragments] ?? "route \(route.name) uses fragments"
            }
        }
        if !fixtureCase.router.customSchemes.isEmpty { needed[.customSchemes] = "the router has custom schemes" }
        for input in fixtureCase.inputs {
            switch (input.input, input.expectation) {
            case (.encode, _), (.roundTrip, _): needed[.encoding] = needed[.encoding] ?? "the case encodes values"
            case (.url, .match(let match)) where !match.query.isEmpty: needed[.query] = needed[.query] ?? "a match expects query parameters"
            case (.url(let text), .match) where text.utf8.prefix(while: { $0 != UInt8(ascii: "#") }).contains(UInt8(ascii: "?")):
                needed[.query] =
                    needed[.query] ?? "a match is expected on a URL with a query, whose pairs (none included) the subject delivers"
            case (.url, .error(let error)) where error.phase == "match":
                needed[.urlErrors] = needed[.urlErrors] ?? "a URL is expected to be rejected"
            case (.pattern, .error), (.registration, .error):
                needed[.patternErrors] = needed[.patternErrors] ?? "a pattern or host is expected to be rejected"
            default: break
            }
        }
        for (capability, reason) in needed.sorted(by: { $0.key < $1.key }) where !fixtureCase.capabilities.contains(capability) {
            warn(
                "the case does not list the capability \(capability.rawValue), but \(reason)", case: fixtureCase.id,
                at: fixtureCase.location.path.appending("capabilities"))
        }
        checkProtocolCapabilities(fixtureCase)
    }

    /// Reports, as errors, a case that uses a feature of protocol 1.1 (catch-alls, placeholders in
    /// fragment routes, query fields, case-insensitive routes), 1.2 (associations) or 1.3 (the
    /// remainder of a prefix match, the router's origins, date form, lenient optional fields, `+`
    /// as a space) without declaring its capability.
    ///
    /// Unlike the older capabilities, these are errors: every harness written before the
    /// features existed reads `*name` as a literal, a fragment placeholder as text and ignores
    /// `caseInsensitive`, so a case that does not declare them would reach those harnesses and
    /// fail them instead of being skipped.
    private mutating func checkProtocolCapabilities(_ fixtureCase: FixtureCase) {
        var needed: [Capability: String] = [:]
        func need(_ capability: Capability, _ reason: @autoclosure () -> String) {
            if needed[capability] == nil { needed[capability] = reason() }
        }
        func inspect(_ pattern: String, _ what: String) {
            for placeholder in Self.placeholders(of: pattern) {
                let place = placeholder.inFragment ? "in its fragment route" : "in its path"
                if placeholder.isCatchAll { need(.catchAll, "\(what) has the catch-all \(placeholder.written) \(place)") }
                if placeholder.inFragment {
                    need(.fragmentPlaceholders, "\(what) has the placeholder \(placeholder.written) in its fragment route")
                }
            }
        }
        for route in fixtureCase.routes {
            inspect(route.pattern, "route \(route.name)")
            if route.caseInsensitive { need(.caseInsensitive, "route \(route.name) is case-insensitive") }
            if route.origin != nil { need(.origins, "route \(route.name) is limited to an origin") }
            let names = Self.placeholders(of: route.pattern).map(\.name)
            for property in route.types ?? [] where !names.contains(where: { $0.utf8.elementsEqual(property.name.utf8) }) {
                need(.queryFields, "property \(property.name) of route \(route.name) names no placeholder, so it is a query field")
            }
        }
        for (capability, reason) in fixtureCase.router.neededCapabilities { need(capability, reason) }
        for input in fixtureCase.inputs {
            switch input.input {
            case .pattern(let pattern): inspect(pattern, "the pattern input \(JSONQuoting().quoted(pattern))")
            case .appleAssociation, .androidFilters, .appleDelivery, .androidDelivery:
                need(.associations, "it has a \(input.input.kind) input")
            case .compatibility: need(.routeTables, "it has a compatibility input")
            case .url, .registration, .decode, .encode, .roundTrip: break
            }
            if case .match(let match) = input.expectation, match.remainder != nil {
                need(.remainder, "an input expects the match's remainder")
            }
        }
        for (capability, reason) in needed.sorted(by: { $0.key < $1.key }) where !fixtureCase.capabilities.contains(capability) {
            report(
                "the case must list the capability \(capability.rawValue), because \(reason); a subject without it must skip the case",
                case: fixtureCase.id, at: fixtureCase.location.path.appending("capabilities"))
        }
    }
}
