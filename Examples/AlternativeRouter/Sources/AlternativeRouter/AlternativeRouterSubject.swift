import LinearRouter
import PathwaysConformance

/// LinearRouter as a conformance subject: everything a Swift router needs to run the Pathways
/// corpus in process.
///
/// The runner sends one request per fixture input, never the expected outcome. The adapter
/// builds a fresh router from the routes (`RouterTable` leaves out those LinearRouter refuses),
/// plays the browser (`ClientURL`: what reaches a server for the URL), and reports what the
/// router did. What LinearRouter cannot do it skips with a reason: skips never count as passes.
struct AlternativeRouterSubject: ConformanceSubject {
    /// The name also names the expectations file, `Conformance/expectations/alternative-router.json`.
    /// Only capabilities the router really has are declared; cases that need others are skipped.
    /// It claims no profile of SPEC.md section 19 (it refuses neither dot segments nor a
    /// malformed `%`), so only its core conformance is judged.
    let descriptor = SubjectDescriptor(
        name: "alternative-router", version: "1.0.0", capabilities: [.prefix, .hosts, .query, .customSchemes], profiles: [],
        choices: ["precedence": "none: the first route added that fits wins", "query": "form encoding: '+' is a space"])

    func respond(to request: ConformanceRequest) async -> ConformanceResponse {
        do {
            return try answer(request)
        } catch {
            return error.response
        }
    }

    private func answer(_ request: ConformanceRequest) throws(ConformanceSkip) -> ConformanceResponse {
        switch request.input {
        case .url(let text):
            let router = try Self.table(request).router
            let url = try ClientURL(text)
            guard let match = router.match(scheme: url.scheme, host: url.host, path: url.path, query: url.query) else {
                return .result(.noMatch)
            }
            let captures = match.captures.map { ParameterPair($0.name, $0.value) }
            let query = match.query.map { ParameterPair($0.name, $0.value) }
            return .result(.match(RouteMatch(route: match.route, captures: captures, query: query)))
        case .pattern(let text):
            return try Table.patternAnswer(text, router: LinearRouter(), add: Self.add)
        case .registration(let name):
            return try Self.table(request).registrationAnswer(for: name)
        case .decode, .encode, .roundTrip, .appleAssociation, .androidFilters, .appleDelivery, .androidDelivery, .compatibility:
            // Only decode, encode and roundTrip are sent, in cases of untyped routes: no generator.
            throw ConformanceSkip("LinearRouter has no typed routes, URL generator, association files or route tables")
        }
    }

    private typealias Table = RouterTable<LinearRouter>

    private static func table(_ request: ConformanceRequest) throws(ConformanceSkip) -> Table {
        try Table(routes: request.routes, router: LinearRouter(customSchemes: request.router.customSchemes), add: add)
    }

    /// Adds one route; LinearRouter's patterns are the fixture's own syntax. A pattern it refuses
    /// throws its `RouterError`, and the table leaves the route out.
    private static func add(_ router: inout LinearRouter, _ entry: Table.Entry, _: [Table.Entry]) throws {
        let route = entry.route
        guard !route.isTyped, !route.fragmentParams, entry.pattern.fragment == nil else {
            throw ConformanceSkip("route \(route.name) needs typed values or fragments, which LinearRouter does not have")
        }
        try router.add(route.name, route.pattern, host: route.host, prefix: route.matching == .prefix)
    }
}
