import PathwaysTextFormats

/// One route of a case's route table, as the fixture declares it.
///
/// A route with ``types`` is typed: its value is a flat `Codable` type with these properties.
/// Without ``types`` it is path-only.
///
/// ```swift
/// RouteSpec(name: "note", pattern: "/notes/:title", matching: .exact, types: [Property(name: "title", type: PropertyType(.scalar(.string)))])
/// ```
public struct RouteSpec: Sendable, Hashable {
    /// The route's name in the case; results name the route that ran.
    public var name: String
    /// The pattern text, exactly as written.
    public var pattern: String
    /// The host the route serves; `nil` serves every host.
    public var host: String?
    /// The one origin of the router the route serves (ORIGIN-5); `nil` serves every origin.
    /// Protocol 1.3, capability ``Capability/origins``.
    public var origin: String?
    /// The matching mode.
    public var matching: Matching
    /// Whether the route's literals compare without ASCII case (MATCH-8).
    public var caseInsensitive: Bool
    /// Whether the route receives fragment parameters.
    public var fragmentParams: Bool
    /// The typed value's properties in declaration order, or `nil` for a path-only route.
    ///
    /// The order is the order of the fixture's `types` object, and it matters: a value encodes
    /// its query fields in the order it encodes its properties (ENC-10).
    public var types: [Property]?

    /// Creates a route.
    public init(
        name: String, pattern: String, host: String? = nil, origin: String? = nil, matching: Matching,
        caseInsensitive: Bool = false, fragmentParams: Bool = false, types: [Property]? = nil
    ) {
        self.name = name
        self.pattern = pattern
        self.host = host
        self.origin = origin
        self.matching = matching
        self.caseInsensitive = caseInsensitive
        self.fragmentParams = fragmentParams
        self.types = types
    }

    /// Whether the route is typed.
    public var isTyped: Bool { types != nil }

    /// The declared type of the property named `name`, compared byte for byte.
    public func type(of name: String) -> PropertyType? {
        types?.first { $0.name.utf8.elementsEqual(name.utf8) }?.type
    }
}

extension RouteSpec {
    /// Reads the schema's `route` form.
    package init(json: JSONNode, at path: JSONPath) throws(JSONModelError) {
        let object = try JSONObjectReader(json, at: path)
        let matchingText = try object.string("matching")
        guard let matching = Matching(rawValue: matchingText) else {
            throw JSONModelError("unknown matching \"\(matchingText)\"; expected prefix or exact", at: path.appending("matching"))
        }
        var types: [Property]?
        // The members keep their order in the file: it is the properties' declaration order.
        if let typesValue = object["types"] {
            let typesObject = try JSONObjectReader(typesValue, at: path.appending("types"))
            types = try typesObject.members.map { member throws(JSONModelError) in
                Property(name: member.key, type: try PropertyType(json: member.value, at: path.appending("types").appending(member.key)))
            }
        }
        self.init(
            name: try object.string("name"), pattern: try object.string("pattern"), host: try object.optionalString("host"),
            origin: try object.optionalString("origin"), matching: matching,
            caseInsensitive: try object.optionalBool("caseInsensitive") ?? false,
            fragmentParams: try object.optionalBool("fragmentParams") ?? false, types: types)
    }

    /// The schema's form of the route; optional keys are written only when they differ from
    /// their defaults.
    package var jsonValue: JSONValue {
        var members = [JSONValue.Member(key: "name", value: .string(name)), JSONValue.Member(key: "pattern", value: .string(pattern))]
        if let host { members.append(JSONValue.Member(key: "host", value: .string(host))) }
        if let origin { members.append(JSONValue.Member(key: "origin", value: .string(origin))) }
        members.append(JSONValue.Member(key: "matching", value: .string(matching.rawValue)))
        if caseInsensitive { members.append(JSONValue.Member(key: "caseInsensitive", value: .bool(true))) }
        if fragmentParams { members.append(JSONValue.Member(key: "fragmentParams", value: .bool(true))) }
        if let types {
            members.append(
                JSONValue.Member(key: "types", value: .object(types.map { JSONValue.Member(key: $0.name, value: $0.type.jsonValue) })))
        }
        return .object(members)
    }
}

extension RouteSpec {
    /// How much of a path a route must cover: the fixture's `matching`, named as the library's
    /// `Matching` is.
    ///
    /// ```swift
    /// RouteSpec(name: "docs", pattern: "/docs", matching: .prefix)
    /// ```
    public enum Matching: String, Sendable, Hashable, CaseIterable {
        /// The pattern matches the path's first components.
        case prefix
        /// The pattern matches every component.
        case exact
    }
}

/// A name only drafts of Pathways 1.0.0 had; use ``RouteSpec/Matching``.
@available(*, unavailable, renamed: "RouteSpec.Matching")
public typealias MatchingMode = RouteSpec.Matching
