import PathwaysTextFormats

/// What happened to one input, or what should have: the same type for a fixture's expectation
/// and a subject's answer, so that one comparator judges every subject.
///
/// The JSON form (through `Codable`) is the fixture's `expect` form, plus ``roundTrip(path:values:)``
/// for a subject's answer to a round trip.
///
/// ```swift
/// let expected = Outcome.match(RouteMatch(route: "note", captures: [Capture("title", "a/b")], values: ValueMap(["title": .string("a/b")])))
/// let actual = Outcome.noMatch
/// ```
public enum Outcome: Sendable, Hashable {
    /// A URL reached this route with these parameters.
    case match(RouteMatch)
    /// No route matched the URL (handling returned `false`).
    case noMatch
    /// The input was rejected.
    case error(ErrorOutcome)
    /// The input was rejected without a code: a subject's answer only (protocol 1.3), for a
    /// router that refuses without saying why. It passes where the expected error's code is not
    /// judged (Conformance/PROTOCOL.md, "Refusals without a code"); a fixture never expects it.
    case refused
    /// The pattern is valid.
    case valid(PatternInfo)
    /// The route (or the router's configuration) registered without error.
    case registered
    /// Decoding gave these values.
    case values(ValueMap)
    /// Encoding gave this path.
    case path(String)
    /// Encoding relative to a base gave this URL.
    case url(String)
    /// A round trip encoded this path and decoded these values from it.
    case roundTrip(path: String, values: ValueMap)
    /// The generated `apple-app-site-association` file, as JSON (ASSOC-1); members named
    /// `comment` are not compared.
    case appleAssociation(JSONValue)
    /// The generated intent filters, each as `{"autoVerify", "schemes", "hosts", "paths"}`,
    /// a path rule as `{"pathPrefix": "/a/"}` (ASSOC-6).
    case androidFilters(JSONValue)
    /// Whether a file or filter delivers the URL, and the locations of the keys it holds that
    /// the system does not define, in document order (ASSOC-12, ASSOC-17).
    case delivery(delivered: Bool, unknownKeys: [String])
    /// A file, a filter or a request to generate one was refused: the code of ASSOC-20, and its
    /// location, which an expectation may leave out to check the code alone.
    case invalidAssociation(code: String, path: String?)
    /// The report of a `compatibility` input: `broken`, the old routes whose links break, each
    /// with its position in the old table, the problem, the link and, when one takes it, the
    /// position of the new route; `added`, the positions of the added routes in the new table;
    /// and, when an alias keeps an old route's link, `aliased` (COMPAT-7).
    case compatibility(JSONValue)
    /// A route table the subject refused (TABLE-5): which one (`old` or `new`), the code and the
    /// JSON path of the value.
    case invalidRouteTable(table: String, code: String, path: String)

    /// The kinds of outcome, named as the keys of their JSON form: the one list of them.
    public enum Kind: String, Sendable, CaseIterable {
        case match, noMatch, error, refused, valid, registered, values, path, url, roundTrip
        case appleAssociation, androidFilters, delivery, invalidAssociation
        case compatibility, invalidRouteTable
    }

    /// The outcome's kind.
    public var kindCase: Kind {
        switch self {
        case .match: .match
        case .noMatch: .noMatch
        case .error: .error
        case .refused: .refused
        case .valid: .valid
        case .registered: .registered
        case .values: .values
        case .path: .path
        case .url: .url
        case .roundTrip: .roundTrip
        case .appleAssociation: .appleAssociation
        case .androidFilters: .androidFilters
        case .delivery: .delivery
        case .invalidAssociation: .invalidAssociation
        case .compatibility: .compatibility
        case .invalidRouteTable: .invalidRouteTable
        }
    }

    /// The outcome's kind, as the key of its JSON form: `match`, `noMatch`, `error`, ...
    public var kind: String { kindCase.rawValue }

    /// Every kind's name.
    public static var allKinds: [String] { Kind.allCases.map(\.rawValue) }
}

extension Outcome {
    /// Reads an outcome in the fixture's `expect` form (or a round-trip answer).
    ///
    /// - Throws: ``JSONModelError`` when `json` is not an object with exactly one known key of
    ///   the right shape.
    package init(json: JSONNode, at path: JSONPath) throws(JSONModelError) {
        let object = try JSONObjectReader(json, at: path)
        guard object.members.count == 1, let member = object.members.first else {
            throw JSONModelError("an outcome must have exactly one key, found \(object.members.count)", at: path)
        }
        let valuePath = path.appending(member.key)
        guard let kind = Kind(rawValue: member.key) else {
            throw JSONModelError("unknown outcome \"\(member.key)\"", at: valuePath)
        }
        switch kind {
        case .match:
            let match = try JSONObjectReader(member.value, at: valuePath)
            self = .match(
                RouteMatch(
                    route: try match.string("route"),
                    captures: try Capture.captures(json: match.required("captures"), at: valuePath.appending("captures")),
                    values: try match["values"].map { value throws(JSONModelError) in
                        try ValueMap(json: value, at: valuePath.appending("values"))
                    },
                    query: try ParameterPair.pairs(json: match.required("query"), at: valuePath.appending("query")),
                    fragment: try ParameterPair.pairs(json: match.required("fragment"), at: valuePath.appending("fragment")),
                    remainder: match["remainder"] != nil ? try match.strings("remainder") : nil))
        case .noMatch:
            guard member.value.content == .bool(true) else { throw JSONModelError("noMatch must be true", at: valuePath) }
            self = .noMatch
        case .registered:
            guard member.value.content == .bool(true) else { throw JSONModelError("registered must be true", at: valuePath) }
            self = .registered
        case .refused:
            guard member.value.content == .bool(true) else { throw JSONModelError("refused must be true", at: valuePath) }
            self = .refused
        case .error:
            let error = try JSONObjectReader(member.value, at: valuePath)
            self = .error(
                ErrorOutcome(
                    code: try error.string("code"), phase: try error.string("phase"), placeholder: try error.optionalString("placeholder")))
        case .valid:
            let valid = try JSONObjectReader(member.value, at: valuePath)
            self = .valid(
                PatternInfo(placeholders: try valid.strings("placeholders"), fragmentRoute: try valid.optionalString("fragmentRoute")))
        case .values:
            self = .values(try ValueMap(json: member.value, at: valuePath))
        case .path:
            self = .path(try JSONObjectReader.string(member.value, at: valuePath))
        case .url:
            self = .url(try JSONObjectReader.string(member.value, at: valuePath))
        case .roundTrip:
            let roundTrip = try JSONObjectReader(member.value, at: valuePath)
            self = .roundTrip(
                path: try roundTrip.string("path"),
                values: try ValueMap(json: roundTrip.required("values"), at: valuePath.appending("values")))
        case .appleAssociation:
            guard member.value.kind == .object else {
                throw JSONModelError("appleAssociation must be the file's JSON object", at: valuePath)
            }
            self = .appleAssociation(member.value.value)
        case .androidFilters:
            guard member.value.kind == .array else { throw JSONModelError("androidFilters must be an array of filters", at: valuePath) }
            self = .androidFilters(member.value.value)
        case .delivery:
            let delivery = try JSONObjectReader(member.value, at: valuePath)
            guard case .bool(let delivered) = try delivery.required("delivered").content else {
                throw JSONModelError("delivered must be true or false", at: valuePath.appending("delivered"))
            }
            self = .delivery(delivered: delivered, unknownKeys: try delivery.strings("unknownKeys"))
        case .invalidAssociation:
            let error = try JSONObjectReader(member.value, at: valuePath)
            self = .invalidAssociation(code: try error.string("code"), path: try error.optionalString("path"))
        case .compatibility:
            let report = try JSONObjectReader(member.value, at: valuePath)
            guard try report.required("broken").kind == .array, try report.required("added").kind == .array else {
                throw JSONModelError("compatibility must hold the arrays broken and added", at: valuePath)
            }
            self = .compatibility(member.value.value)
        case .invalidRouteTable:
            let error = try JSONObjectReader(member.value, at: valuePath)
            self = .invalidRouteTable(table: try error.string("table"), code: try error.string("code"), path: try error.string("path"))
        }
    }

    /// The outcome in the fixture's `expect` form.
    package var jsonValue: JSONValue {
        switch self {
        case .match(let match):
            var members = [
                JSONValue.Member(key: "route", value: .string(match.route)),
                JSONValue.Member(key: "captures", value: Capture.capturesJSON(match.captures)),
            ]
            if let values = match.values { members.append(JSONValue.Member(key: "values", value: values.jsonValue)) }
            members.append(JSONValue.Member(key: "query", value: ParameterPair.pairsJSON(match.query)))
            members.append(JSONValue.Member(key: "fragment", value: ParameterPair.pairsJSON(match.fragment)))
            if let remainder = match.remainder {
                members.append(JSONValue.Member(key: "remainder", value: .array(remainder.map(JSONValue.string))))
            }
            return .members(["match": .object(members)])
        case .noMatch:
            return .members(["noMatch": .bool(true)])
        case .registered:
            return .members(["registered": .bool(true)])
        case .refused:
            return .members(["refused": .bool(true)])
        case .error(let error):
            var members = [
                JSONValue.Member(key: "code", value: .string(error.code)), JSONValue.Member(key: "phase", value: .string(error.phase)),
            ]
            if let placeholder = error.placeholder { members.append(JSONValue.Member(key: "placeholder", value: .string(placeholder))) }
            return .members(["error": .object(members)])
        case .valid(let info):
            var members = [JSONValue.Member(key: "placeholders", value: .array(info.placeholders.map(JSONValue.string)))]
            if let fragmentRoute = info.fragmentRoute {
                members.append(JSONValue.Member(key: "fragmentRoute", value: .string(fragmentRoute)))
            }
            return .members(["valid": .object(members)])
        case .values(let values):
            return .members(["values": values.jsonValue])
        case .path(let path):
            return .members(["path": .string(path)])
        case .url(let url):
            return .members(["url": .string(url)])
        case .roundTrip(let path, let values):
            return .members(["roundTrip": .members(["path": .string(path), "values": values.jsonValue])])
        case .appleAssociation(let file):
            return .members(["appleAssociation": file])
        case .androidFilters(let filters):
            return .members(["androidFilters": filters])
        case .delivery(let delivered, let unknownKeys):
            return .members([
                "delivery": .members(["delivered": .bool(delivered), "unknownKeys": .array(unknownKeys.map(JSONValue.string))])
            ])
        case .invalidAssociation(let code, let path):
            var members = [JSONValue.Member(key: "code", value: .string(code))]
            if let path { members.append(JSONValue.Member(key: "path", value: .string(path))) }
            return .members(["invalidAssociation": .object(members)])
        case .compatibility(let report):
            return .members(["compatibility": report])
        case .invalidRouteTable(let table, let code, let path):
            return .members(["invalidRouteTable": .members(["table": .string(table), "code": .string(code), "path": .string(path)])])
        }
    }
}
