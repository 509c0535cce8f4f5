import PathwaysTextFormats

extension Linter {
    /// Reports each requirement ID of a ``CaseFeature`` that the case lists but does not use: a
    /// case that names MATCH-5 without a fragment anywhere checks nothing of fragment routes.
    mutating func checkFeatures(_ fixtureCase: FixtureCase) {
        let used = CaseFeature.used(by: fixtureCase)
        for (index, requirement) in fixtureCase.requirements.enumerated() {
            guard let feature = CaseFeature.feature(of: requirement), !used.contains(feature) else { continue }
            report(
                "\(requirement) checks \(feature.rawValue), which no route or input of the case uses; drop \(requirement), or add an input that uses \(feature.rawValue)",
                case: fixtureCase.id, at: fixtureCase.location.path.appending("requirements").appending(index))
        }
    }
}
