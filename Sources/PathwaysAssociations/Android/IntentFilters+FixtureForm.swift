/// The filters in the form of the fixture corpus's `androidFilters` outcome, for the
/// conformance runner's reference subject. Not public API.
extension IntentFilters {
    /// One filter as the corpus writes it.
    package struct FixtureFilter: Sendable, Hashable {
        /// One path rule: its attribute without `android:`, such as `pathPrefix`, and its value as
        /// Android reads it.
        package struct Rule: Sendable, Hashable {
            package let kind: String
            package let value: String
        }

        package let autoVerify: Bool
        package let schemes: [String]
        package let hosts: [String]
        package let paths: [Rule]
    }

    /// The filters, in order.
    package var fixtureForm: [FixtureFilter] {
        filters.map { filter in
            FixtureFilter(
                autoVerify: filter.autoVerify, schemes: filter.schemes, hosts: filter.authorities.map(\.host),
                paths: filter.paths.map { FixtureFilter.Rule(kind: $0.matcher.kind.rawValue, value: $0.matcher.value) })
        }
    }
}
