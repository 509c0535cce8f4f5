import PathwaysTextFormats

/// Everything a subject needs to answer one input: the case's routes and router options, and
/// the input without its expected outcome.
///
/// Requests are plain values with one JSON form, through their `Codable` conformance, so the
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

extension ConformanceRequest: JSONRepresentable {
    /// Reads the JSON form: `{"caseID", "router", "routes", "input"}`.
    package init(json: JSONNode, at path: JSONPath = .root) throws(JSONModelError) {
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
    package var jsonValue: JSONValue {
        .members([
            "caseID": .string(caseID), "router": router.jsonValue, "routes": .array(routes.map(\.jsonValue)), "input": input.jsonValue,
        ])
    }
}
