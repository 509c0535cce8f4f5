import PathwaysTextFormats

/// One check a subject performs, without its expected outcome.
///
/// The JSON form (through `Codable`) is the fixture input's form without `expect` and `note`.
///
/// ```swift
/// ConformanceInput.url("https://example.com/notes/a%2Fb")
/// ConformanceInput.encode(route: "note", values: ValueMap(["title": .string("a/b")]), base: nil)
/// ```
public enum ConformanceInput: Sendable, Hashable {
    /// Build the router from the routes and hand it this exact URL text.
    case url(String)
    /// Parse this pattern alone.
    case pattern(String)
    /// Report how registering the named route went; `"router"` names the router's configuration.
    case registration(String)
    /// Decode the named typed route from a URL or a path, exactly.
    case decode(route: String, source: DecodeSource)
    /// Encode values as the named typed route, optionally relative to a base URL (ENC-9), writing
    /// dates as `dateEncoding` says (ENC-11).
    case encode(route: String, values: ValueMap, base: String?, dateEncoding: DateEncodingStrategy = .exact)
    /// Encode values, then decode the encoded path.
    case roundTrip(route: String, values: ValueMap)
    /// Generate, from the routes, the `apple-app-site-association` file that `host` serves for
    /// the apps `appIDs` (ASSOC-1 to ASSOC-5, ASSOC-9).
    case appleAssociation(host: String, appIDs: [String])
    /// Generate, from the routes, the Android intent filters for `hosts` and `schemes`, with
    /// globs in the `advanced` or `simple` syntax (ASSOC-6 to ASSOC-9).
    case androidFilters(hosts: [String], schemes: [String], syntax: String)
    /// Read an `apple-app-site-association` file, given as its JSON or as its exact text, and
    /// decide whether it delivers `url` to `appID` (ASSOC-10 to ASSOC-16, ASSOC-20).
    case appleDelivery(file: JSONValue, appID: String, url: String)
    /// Read a manifest, its activities or their `<intent-filter>` elements, with the build's
    /// `resources` and manifest `placeholders` (empty when the input gives none), and decide
    /// whether they take `url` (ASSOC-17 to ASSOC-20, ASSOC-30 to ASSOC-32).
    case androidDelivery(filters: String, url: String, resources: [String: String] = [:], placeholders: [String: String] = [:])
    /// Read an old and a new route table, each its JSON (an object) or its exact text (a string),
    /// and report the links of the old one that the new one breaks (SPEC.md section 21).
    case compatibility(old: JSONValue, new: JSONValue)

    /// Where a decode input reads from.
    public enum DecodeSource: Sendable, Hashable {
        /// An absolute URL (DEC-1).
        case url(String)
        /// A path reference such as `/products/42?x=1` (DEC-2).
        case path(String)
    }

    /// The kinds of input, named as the keys of their JSON form, in the order of the fixture
    /// format's table: the one list of them.
    public enum Kind: String, Sendable, CaseIterable {
        case url, pattern, registration, decode, encode, roundTrip
        case appleAssociation, androidFilters, appleDelivery, androidDelivery
        case compatibility
    }

    /// The input's kind.
    public var kindCase: Kind {
        switch self {
        case .url: .url
        case .pattern: .pattern
        case .registration: .registration
        case .decode: .decode
        case .encode: .encode
        case .roundTrip: .roundTrip
        case .appleAssociation: .appleAssociation
        case .androidFilters: .androidFilters
        case .appleDelivery: .appleDelivery
        case .androidDelivery: .androidDelivery
        case .compatibility: .compatibility
        }
    }

    /// The kind, as the key of the JSON form: `url`, `pattern`, `registration`, `decode`,
    /// `encode`, `roundTrip`, `appleAssociation`, `androidFilters`, `appleDelivery` or
    /// `androidDelivery`.
    public var kind: String { kindCase.rawValue }

    /// The input kinds' names, in the order of the fixture format's table.
    public static var kinds: [String] { Kind.allCases.map(\.rawValue) }

    /// Every kind's name.
    public static var allKinds: [String] { kinds }

    /// The route the input names, for kinds that name one (`registration` included).
    public var routeName: String? {
        switch self {
        case .url, .pattern, .appleAssociation, .androidFilters, .appleDelivery, .androidDelivery, .compatibility: nil
        case .registration(let name): name
        case .decode(let route, _), .encode(let route, _, _, _), .roundTrip(let route, _): route
        }
    }
}

extension ConformanceInput {
    /// Reads the input form; members other than the kind's key (such as `expect`) are ignored.
    package init(json: JSONNode, at path: JSONPath) throws(JSONModelError) {
        let object = try JSONObjectReader(json, at: path)
        let present = Kind.allCases.filter { object[$0.rawValue] != nil }
        guard present.count == 1, let kind = present.first else {
            throw JSONModelError(
                present.isEmpty
                    ? "an input needs one of the keys \(Self.kinds.joined(separator: ", "))"
                    : "an input has exactly one kind, found \(present.map(\.rawValue).joined(separator: " and "))",
                at: path)
        }
        let valuePath = path.appending(kind.rawValue)
        switch kind {
        case .url: self = .url(try object.string("url"))
        case .pattern: self = .pattern(try object.string("pattern"))
        case .registration: self = .registration(try object.string("registration"))
        case .decode:
            let decode = try JSONObjectReader(object.required("decode"), at: valuePath)
            let route = try decode.string("route")
            switch (try decode.optionalString("url"), try decode.optionalString("path")) {
            case (let url?, nil): self = .decode(route: route, source: .url(url))
            case (nil, let path?): self = .decode(route: route, source: .path(path))
            default: throw JSONModelError("a decode input needs exactly one of url and path", at: valuePath)
            }
        case .encode:
            let encode = try JSONObjectReader(object.required("encode"), at: valuePath)
            let dateEncoding = try encode.optionalCase("dateEncoding", of: DateEncodingStrategy.self) ?? .exact
            self = .encode(
                route: try encode.string("route"), values: try ValueMap(json: encode.required("values"), at: valuePath.appending("values")),
                base: try encode.optionalString("base"), dateEncoding: dateEncoding)
        case .roundTrip:
            let roundTrip = try JSONObjectReader(object.required("roundTrip"), at: valuePath)
            self = .roundTrip(
                route: try roundTrip.string("route"),
                values: try ValueMap(json: roundTrip.required("values"), at: valuePath.appending("values")))
        case .appleAssociation:
            let generate = try JSONObjectReader(object.required("appleAssociation"), at: valuePath)
            self = .appleAssociation(host: try generate.string("host"), appIDs: try generate.strings("appIDs"))
        case .androidFilters:
            let generate = try JSONObjectReader(object.required("androidFilters"), at: valuePath)
            let syntax = try generate.optionalString("syntax") ?? "advanced"
            guard syntax == "advanced" || syntax == "simple" else {
                throw JSONModelError(
                    "unknown syntax \(JSONQuoting().quoted(syntax)); expected advanced or simple", at: valuePath.appending("syntax"))
            }
            self = .androidFilters(hosts: try generate.strings("hosts"), schemes: try generate.strings("schemes"), syntax: syntax)
        case .appleDelivery:
            let delivery = try JSONObjectReader(object.required("appleDelivery"), at: valuePath)
            let file = try delivery.required("file")
            switch file.kind {
            case .object, .string: break
            default:
                throw JSONModelError(
                    "file must be the file's JSON (an object) or its exact text (a string)", at: valuePath.appending("file"))
            }
            self = .appleDelivery(file: file.value, appID: try delivery.string("appID"), url: try delivery.string("url"))
        case .androidDelivery:
            let delivery = try JSONObjectReader(object.required("androidDelivery"), at: valuePath)
            self = .androidDelivery(
                filters: try delivery.string("filters"), url: try delivery.string("url"),
                resources: try delivery.optionalStringMap("resources"),
                placeholders: try delivery.optionalStringMap("placeholders"))
        case .compatibility:
            let tables = try JSONObjectReader(object.required("compatibility"), at: valuePath)
            func table(_ side: String) throws(JSONModelError) -> JSONValue {
                let table = try tables.required(side)
                switch table.kind {
                case .object, .string: return table.value
                default:
                    throw JSONModelError(
                        "\(side) must be the table's JSON (an object) or its exact text (a string)", at: valuePath.appending(side))
                }
            }
            self = .compatibility(old: try table("old"), new: try table("new"))
        }
    }

    /// The input form, without `expect`.
    package var jsonValue: JSONValue {
        switch self {
        case .url(let url): return .members(["url": .string(url)])
        case .pattern(let pattern): return .members(["pattern": .string(pattern)])
        case .registration(let name): return .members(["registration": .string(name)])
        case .decode(let route, .url(let url)): return .members(["decode": .members(["route": .string(route), "url": .string(url)])])
        case .decode(let route, .path(let path)): return .members(["decode": .members(["route": .string(route), "path": .string(path)])])
        case .encode(let route, let values, let base, let dateEncoding):
            var members = [JSONValue.Member(key: "route", value: .string(route)), JSONValue.Member(key: "values", value: values.jsonValue)]
            if let base { members.append(JSONValue.Member(key: "base", value: .string(base))) }
            // Written only when it is not the default, so that a request to a harness of protocol
            // 1.0 looks as it always did.
            if dateEncoding != .exact { members.append(JSONValue.Member(key: "dateEncoding", value: .string(dateEncoding.rawValue))) }
            return .members(["encode": .object(members)])
        case .roundTrip(let route, let values):
            return .members(["roundTrip": .members(["route": .string(route), "values": values.jsonValue])])
        case .appleAssociation(let host, let appIDs):
            return .members(["appleAssociation": .members(["host": .string(host), "appIDs": .array(appIDs.map(JSONValue.string))])])
        case .androidFilters(let hosts, let schemes, let syntax):
            return .members([
                "androidFilters": .members([
                    "hosts": .array(hosts.map(JSONValue.string)), "schemes": .array(schemes.map(JSONValue.string)),
                    "syntax": .string(syntax),
                ])
            ])
        case .appleDelivery(let file, let appID, let url):
            return .members(["appleDelivery": .members(["file": file, "appID": .string(appID), "url": .string(url)])])
        case .androidDelivery(let filters, let url, let resources, let placeholders):
            var members: [JSONValue.Member] = [
                JSONValue.Member(key: "filters", value: .string(filters)), JSONValue.Member(key: "url", value: .string(url)),
            ]
            for (key, map) in [("resources", resources), ("placeholders", placeholders)] where !map.isEmpty {
                members.append(
                    JSONValue.Member(
                        key: key,
                        value: .object(map.sorted { $0.key < $1.key }.map { JSONValue.Member(key: $0.key, value: .string($0.value)) })))
            }
            return .members(["androidDelivery": .object(members)])
        case .compatibility(let old, let new):
            return .members(["compatibility": .members(["old": old, "new": new])])
        }
    }

    /// A one-line description for reports, such as `url https://example.com/a`.
    public var summary: String {
        switch self {
        case .url(let url): "url \(url)"
        case .pattern(let pattern): "pattern \(pattern)"
        case .registration(let name): "registration \(name)"
        case .decode(let route, .url(let url)): "decode \(route) from url \(url)"
        case .decode(let route, .path(let path)): "decode \(route) from path \(path)"
        case .encode(let route, let values, let base, let dateEncoding):
            "encode \(route) \(values.jsonValue.jsonText)" + (base.map { " relative to \($0)" } ?? "")
                + (dateEncoding == .exact ? "" : " with dates \(dateEncoding.rawValue)")
        case .roundTrip(let route, let values): "roundTrip \(route) \(values.jsonValue.jsonText)"
        case .appleAssociation(let host, let appIDs): "appleAssociation for \(host) and \(appIDs.joined(separator: ", "))"
        case .androidFilters(let hosts, let schemes, let syntax):
            "androidFilters for \(schemes.joined(separator: ", ")) on \(hosts.joined(separator: ", ")) (\(syntax))"
        case .appleDelivery(_, let appID, let url): "appleDelivery of \(url) to \(appID)"
        case .androidDelivery(_, let url, _, _): "androidDelivery of \(url)"
        case .compatibility(let old, let new): "compatibility of \(old.jsonText) with \(new.jsonText)"
        }
    }
}
