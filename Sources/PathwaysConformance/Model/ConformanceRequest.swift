/// Everything a subject needs to answer one input: the case's routes and router options, and
/// the input without its expected outcome.
///
/// Requests are plain values with a JSON form (``jsonValue``, also used by `Codable`), so the
/// same request can go to an in-process subject or, as one line of JSON, to another process.
/// For cases with `permuteRegistrations`, ``routes`` is in the order to register them in.
///
/// ```swift
/// let request = ConformanceRequest(
///     caseID: "canon-encoded-slash-stays-in-component",
///     routes: [RouteSpec(name: "note", pattern: "/notes/:title", matching: .exact)],
///     input: .url("https://example.com/notes/a%2Fb"))
/// ```
public struct ConformanceRequest: Sendable, Hashable {
    /// The id of the fixture case, for logs.
    public var caseID: String
    /// The router's options.
    public var router: RouterOptions
    /// The routes, in registration order.
    public var routes: [RouteSpec]
    /// The check to perform.
    public var input: ConformanceInput

    /// Creates a request.
    public init(caseID: String, router: RouterOptions = RouterOptions(), routes: [RouteSpec] = [], input: ConformanceInput) {
        self.caseID = caseID
        self.router = router
        self.routes = routes
        self.input = input
    }

    /// The route named `name`: the first with that name, compared byte for byte.
    public func route(named name: String) -> RouteSpec? {
        routes.first { $0.name.utf8.elementsEqual(name.utf8) }
    }
}

/// A subject's answer to one ``ConformanceRequest``.
///
/// ```swift
/// return .result(.noMatch)
/// return .skip(reason: "this router has no fragment routes")
/// return .error(message: "the router crashed")
/// ```
public enum ConformanceResponse: Sendable, Hashable {
    /// What happened; the comparator judges it against the expectation.
    case result(Outcome)
    /// The subject did not run the input; it is reported as skipped, never as passed.
    case skip(reason: String)
    /// The subject failed to answer (a harness problem, not a rejection of the input); the input
    /// fails.
    case error(message: String)
}

extension ConformanceRequest: JSONRepresentable {
    /// Reads the JSON form: `{"caseID", "router", "routes", "input"}`.
    public init(json: JSONValue, at path: JSONPath = .root) throws(JSONModelError) {
        let object = try JSONObjectReader(json, at: path)
        let routes = try JSONObjectReader.array(object.required("routes"), at: path.appending("routes")).enumerated().map {
            offset, route throws(JSONModelError) in try RouteSpec(json: route, at: path.appending("routes").appending(offset))
        }
        self.init(
            caseID: try object.string("caseID"),
            router: try object["router"].map { value throws(JSONModelError) in try RouterOptions(json: value, at: path.appending("router"))
            } ?? RouterOptions(),
            routes: routes,
            input: try ConformanceInput(json: object.required("input"), at: path.appending("input")))
    }

    /// The JSON form.
    public var jsonValue: JSONValue {
        .members([
            "caseID": .string(caseID), "router": router.jsonValue, "routes": .array(routes.map(\.jsonValue)), "input": input.jsonValue,
        ])
    }
}

extension ConformanceResponse: JSONRepresentable {
    /// Reads the JSON form: `{"result": outcome}`, `{"skip": reason}` or `{"error": message}`.
    public init(json: JSONValue, at path: JSONPath = .root) throws(JSONModelError) {
        let object = try JSONObjectReader(json, at: path)
        if let result = object["result"] {
            self = .result(try Outcome(json: result, at: path.appending("result")))
        } else if object.has("skip") {
            self = .skip(reason: try object.string("skip"))
        } else if object.has("error") {
            self = .error(message: try object.string("error"))
        } else {
            throw JSONModelError("a response needs one of the keys result, skip, error", at: path)
        }
    }

    /// The JSON form.
    public var jsonValue: JSONValue {
        switch self {
        case .result(let outcome): .members(["result": outcome.jsonValue])
        case .skip(let reason): .members(["skip": .string(reason)])
        case .error(let message): .members(["error": .string(message)])
        }
    }
}
