import LinearRouter
import PathwaysConformance

/// LinearRouter as a conformance subject: everything a Swift router needs to run the Pathways
/// corpus in process.
///
/// The runner sends one request per fixture input: the case's routes, its router options, and
/// the input, never the expected outcome. The adapter builds a fresh router from the routes,
/// runs the input, and reports what the router did. What LinearRouter cannot do it skips, with
/// a reason, instead of guessing: skips are reported as skips, never as passes.
struct AlternativeRouterSubject: ConformanceSubject {
    /// The name also names the expectations file, `Conformance/expectations/alternative-router.json`.
    /// Only capabilities the router really has are declared; cases that need others are skipped.
    /// It claims no profile of SPEC.md section 19 (it drops userinfo and passes a malformed `%` on),
    /// so only its core conformance is judged.
    let descriptor = SubjectDescriptor(
        name: "alternative-router", version: "1.0.0", capabilities: [.prefix, .hosts, .query, .customSchemes], profiles: [],
        choices: ["precedence": "none: the first route added that fits wins", "query": "form encoding: '+' is a space"])

    func respond(to request: ConformanceRequest) async -> ConformanceResponse {
        switch request.input {
        case .url(let url):
            if let route = request.routes.first(where: { $0.isTyped || $0.fragmentParams || $0.pattern.contains("#") }) {
                return .skip(reason: "route \(route.name) needs typed values or fragments, which LinearRouter does not have")
            }
            var router = LinearRouter(customSchemes: request.router.customSchemes)
            for route in request.routes {
                // A route whose pattern is refused is not added; the others still are.
                try? router.add(route.name, route.pattern, host: route.host, prefix: route.matching == .prefix)
            }
            guard let match = router.match(url) else { return .result(.noMatch) }
            return .result(
                .match(
                    RouteMatch(
                        route: match.route, captures: match.captures.map { ParameterPair($0.name, $0.value) },
                        query: match.query.map { ParameterPair($0.name, $0.value) })))

        case .pattern(let text):
            do {
                return .result(.valid(PatternInfo(placeholders: try RoutePattern(text).placeholderNames)))
            } catch {
                return .result(.error(ErrorOutcome(code: error.code.rawValue, phase: "pattern")))
            }

        case .registration(let name):
            guard name != "router" else { return .result(.registered) }  // nothing to configure can fail
            guard let route = request.route(named: name) else { return .error(message: "the case has no route \(name)") }
            do {
                _ = try RoutePattern(route.pattern)
                return .result(.registered)
            } catch {
                return .result(.error(ErrorOutcome(code: error.code.rawValue, phase: "pattern")))
            }

        case .decode, .encode, .roundTrip:
            return .skip(reason: "LinearRouter has no typed routes, so nothing to decode or encode")

        case .appleAssociation, .androidFilters, .appleDelivery, .androidDelivery:
            // Not sent: the subject does not declare the capability associations.
            return .skip(reason: "LinearRouter writes no association files")

        case .compatibility:
            // Not sent: the subject does not declare the capability routeTables.
            return .skip(reason: "LinearRouter reads no route tables")
        }
    }
}
