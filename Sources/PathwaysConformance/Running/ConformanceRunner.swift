import PathwaysTextFormats

/// Runs fixture cases against a subject and judges every answer with ``Comparator``.
///
/// - A case that needs a capability the subject lacks, or belongs to a profile the subject does
///   not claim (SPEC.md section 19), has all its inputs skipped, with the reason; they never
///   pass, and they are never sent. One exception: a subject that declares `encoding` without
///   `typed` (a generator over strings) is sent the encode and roundTrip inputs whose route has
///   only string properties (``runsOverStrings(_:of:_:)``).
/// - With `permuteRegistrations`, every URL input is replayed under every order of registering
///   the routes (at most 6 routes, so at most 720 orders); the first order that fails is
///   reported, with every order that fails.
/// - Cases listed in the ``Expectations`` turn failures into expected failures; a listed case
///   that passes is an unexpected pass.
///
/// ```swift
/// let runner = ConformanceRunner(subject: ReferenceSubject())
/// let report = await runner.run(try Corpus.bundled().cases)
/// report.succeeded
/// ```
package struct ConformanceRunner: Sendable {
    /// The most routes a permuted case may have.
    package static let maximumPermutedRoutes = 6

    /// The subject under test.
    package var subject: any ConformanceSubject
    /// Known deviations of the subject.
    package var expectations: Expectations
    /// Called after each case with the number of cases done, the total and the case's id.
    package var progress: (@Sendable (Int, Int, String) -> Void)?

    /// Creates a runner.
    package init(
        subject: any ConformanceSubject, expectations: Expectations = .none, progress: (@Sendable (Int, Int, String) -> Void)? = nil
    ) {
        self.subject = subject
        self.expectations = expectations
        self.progress = progress
    }

    /// Runs cases and checks the expectations file against the corpus.
    ///
    /// - Parameters:
    ///   - cases: The cases to run.
    ///   - corpusIDs: Every case id of the corpus the cases were chosen from; deviations that name
    ///     none of them are reported. `nil` means the ids of `cases`.
    /// - Returns: The report.
    package func run(_ cases: [FixtureCase], corpusIDs: Set<String>? = nil) async -> RunReport {
        var results: [CaseResult] = []
        for (offset, fixtureCase) in cases.enumerated() {
            results.append(await run(fixtureCase))
            progress?(offset + 1, cases.count, fixtureCase.id)
        }
        var problems: [String] = []
        let descriptor = subject.descriptor
        if let implementation = expectations.implementation, implementation != descriptor.name {
            problems.append(
                "the expectations file is for \(JSONQuoting().quoted(implementation)), but the subject is \(JSONQuoting().quoted(descriptor.name))"
            )
        }
        let known = corpusIDs ?? Set(cases.map(\.id))
        for id in expectations.deviations.keys.sorted() where !known.contains(id) {
            problems.append("the expectations file lists \(id), which is no case of the corpus; remove it")
        }
        for result in results where result.deviation != nil {
            let fixtureCase = result.fixtureCase
            let sentOverStrings = fixtureCase.inputs.contains { Self.runsOverStrings($0.input, of: fixtureCase, descriptor) }
            if let reason = Self.unrunReason(fixtureCase, descriptor), !sentOverStrings {
                problems.append(
                    "the expectations file lists \(result.fixtureCase.id), which is never run, since \(reason); remove it")
            }
        }
        var report = RunReport(subject: descriptor, cases: results, expectationsSource: expectations.source, expectationProblems: problems)
        report.expectationsSearched = expectations.searched
        return report
    }

    /// Runs one case.
    package func run(_ fixtureCase: FixtureCase) async -> CaseResult {
        var inputs = await results(of: fixtureCase)
        let deviation = expectations.deviation(for: fixtureCase.id)
        var unexpectedPass = false
        if deviation != nil {
            for index in inputs.indices where inputs[index].status == .failed { inputs[index].status = .expectedFailure }
            unexpectedPass = !inputs.contains { $0.status == .expectedFailure } && inputs.contains { $0.status == .passed }
        }
        return CaseResult(fixtureCase: fixtureCase, inputs: inputs, deviation: deviation, isUnexpectedPass: unexpectedPass)
    }

    /// Why the runner skips every input of a case for a subject, or `nil` when it runs them: the
    /// capabilities the subject lacks, then the profiles it does not claim.
    static func unrunReason(_ fixtureCase: FixtureCase, _ descriptor: SubjectDescriptor) -> String? {
        let missing = fixtureCase.capabilities.filter { !descriptor.capabilities.contains($0) }
        if !missing.isEmpty {
            return
                "\(descriptor.name) lacks the capabilit\(missing.count == 1 ? "y" : "ies") \(missing.map(\.rawValue).joined(separator: ", "))"
        }
        let unclaimed = fixtureCase.profiles.filter { !descriptor.profiles.contains($0) }
        if !unclaimed.isEmpty {
            return
                "\(descriptor.name) does not claim the profile\(unclaimed.count == 1 ? "" : "s") \(unclaimed.map(\.rawValue).joined(separator: ", "))"
        }
        return nil
    }

    /// Whether a subject that builds paths from strings (`encoding` without `typed`) is sent
    /// `input` of a case that needs `typed`: an encode or roundTrip input whose route has only
    /// string properties (`String`, `String?`, `[String]`), in a case that needs nothing else
    /// the subject lacks and no profile it does not claim. Such a route is a path-only route
    /// whose values are its captures, which is what a generator over strings takes.
    package static func runsOverStrings(_ input: ConformanceInput, of fixtureCase: FixtureCase, _ descriptor: SubjectDescriptor) -> Bool {
        guard descriptor.capabilities.contains(.encoding), !descriptor.capabilities.contains(.typed),
            fixtureCase.capabilities.allSatisfy({ $0 == .typed || descriptor.capabilities.contains($0) }),
            fixtureCase.profiles.allSatisfy(descriptor.profiles.contains)
        else { return false }
        let routeName: String
        switch input {
        case .encode(let route, _, _, _), .roundTrip(let route, _): routeName = route
        case .url, .pattern, .registration, .decode, .appleAssociation, .androidFilters, .appleDelivery, .androidDelivery, .compatibility:
            return false
        }
        guard let route = fixtureCase.routes.first(where: { $0.name.utf8.elementsEqual(routeName.utf8) }), let types = route.types
        else { return false }
        return types.allSatisfy { property in
            switch property.type.base {
            case .scalar(let scalar): scalar == .string
            case .array(of: let element): element == .scalar(.string)
            case .stringEnum, .intEnum, .unsupportedArray, .unsupportedObject: false
            }
        }
    }

    private func results(of fixtureCase: FixtureCase) async -> [InputResult] {
        if let reason = Self.unrunReason(fixtureCase, subject.descriptor) {
            var results: [InputResult] = []
            for (index, input) in fixtureCase.inputs.enumerated() {
                guard Self.runsOverStrings(input.input, of: fixtureCase, subject.descriptor) else {
                    results.append(InputResult(index: index, fixtureInput: input, status: .skipped, skipReason: reason))
                    continue
                }
                let request = ConformanceRequest(
                    caseID: fixtureCase.id, router: fixtureCase.router, routes: fixtureCase.routes, input: input.input)
                results.append(judge(await subject.respond(to: request), input, index: index, routes: fixtureCase.routes))
            }
            return results
        }
        var results: [InputResult?] = Array(repeating: nil, count: fixtureCase.inputs.count)
        let permuted = fixtureCase.permuteRegistrations && fixtureCase.routes.count > 1
        for (index, input) in fixtureCase.inputs.enumerated() {
            if permuted, case .url = input.input { continue }
            let request = ConformanceRequest(
                caseID: fixtureCase.id, router: fixtureCase.router, routes: fixtureCase.routes, input: input.input)
            results[index] = judge(await subject.respond(to: request), input, index: index, routes: fixtureCase.routes)
        }
        if permuted {
            let urlIndices = fixtureCase.inputs.indices.filter { if case .url = fixtureCase.inputs[$0].input { true } else { false } }
            for (index, result) in await permutedResults(fixtureCase, urlIndices) { results[index] = result }
        }
        return results.enumerated().map { index, result in
            result
                ?? InputResult(
                    index: index, fixtureInput: fixtureCase.inputs[index], status: .failed, problems: ["the runner produced no result"])
        }
    }

    /// Replays the URL inputs under every registration order; an input's result is its first
    /// failing order, with every failing order listed, or a pass when every order passes.
    private func permutedResults(_ fixtureCase: FixtureCase, _ indices: [Int]) async -> [Int: InputResult] {
        var results: [Int: InputResult] = [:]
        let routes = fixtureCase.routes
        guard routes.count <= Self.maximumPermutedRoutes else {
            for index in indices {
                results[index] = InputResult(
                    index: index, fixtureInput: fixtureCase.inputs[index], status: .failed,
                    problems: [
                        "the case asks for permuteRegistrations with \(routes.count) routes; at most \(Self.maximumPermutedRoutes) are allowed (fix the fixture)"
                    ])
            }
            return results
        }
        var ordersRun = 0
        var lastPass: [Int: InputResult] = [:]
        for order in Permutations(count: routes.count) {
            ordersRun += 1
            let ordered = order.map { routes[$0] }
            for index in indices {
                let input = fixtureCase.inputs[index]
                let request = ConformanceRequest(caseID: fixtureCase.id, router: fixtureCase.router, routes: ordered, input: input.input)
                var result = judge(await subject.respond(to: request), input, index: index, routes: routes)
                if result.status == .passed {
                    lastPass[index] = result
                } else if results[index] != nil {
                    results[index]?.failingOrders.append(ordered.map(\.name))
                } else {
                    result.registrationOrder = ordered.map(\.name)
                    result.failingOrders = [ordered.map(\.name)]
                    results[index] = result
                }
            }
        }
        for index in indices {
            var result =
                results[index] ?? lastPass[index]
                ?? InputResult(index: index, fixtureInput: fixtureCase.inputs[index], status: .failed, problems: ["no order was run"])
            result.ordersRun = ordersRun
            results[index] = result
        }
        return results
    }

    private func judge(_ response: ConformanceResponse, _ input: FixtureInput, index: Int, routes: [RouteSpec]) -> InputResult {
        switch response {
        case .skip(let reason):
            return InputResult(index: index, fixtureInput: input, status: .skipped, skipReason: reason)
        case .error(let message):
            return InputResult(index: index, fixtureInput: input, status: .failed, problems: ["the subject failed to answer: \(message)"])
        case .result(let actual):
            let problems = Comparator.problems(
                expected: input.expectation, actual: actual, input: input.input, routes: routes, claims: subject.descriptor.profiles)
            return InputResult(
                index: index, fixtureInput: input, actual: actual, status: problems.isEmpty ? .passed : .failed, problems: problems)
        }
    }
}
