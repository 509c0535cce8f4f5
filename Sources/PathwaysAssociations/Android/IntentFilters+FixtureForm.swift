/// The filters in the form of the fixture corpus's `androidFilters` outcome, for the
/// conformance runner's reference subject. Not public API.
extension IntentFilters {
    /// One filter as the corpus writes it.
    package struct FixtureFilter: Sendable, Hashable {
        package let autoVerify: Bool
        package let schemes: [String]
        package let hosts: [String]
        /// Each path rule: its attribute without `android:`, such as `pathPrefix`, and its value
        /// as Android reads it.
        package let paths: [(kind: String, value: String)]

        package static func == (lhs: FixtureFilter, rhs: FixtureFilter) -> Bool {
            lhs.autoVerify == rhs.autoVerify && lhs.schemes == rhs.schemes && lhs.hosts == rhs.hosts
                && lhs.paths.map(\.kind) == rhs.paths.map(\.kind) && lhs.paths.map(\.value) == rhs.paths.map(\.value)
        }

        package func hash(into hasher: inout Hasher) {
            hasher.combine(schemes)
            hasher.combine(hosts)
        }
    }

    /// The filters, in order.
    package var fixtureForm: [FixtureFilter] {
        filters.map { filter in
            FixtureFilter(
                autoVerify: filter.autoVerify, schemes: filter.schemes, hosts: filter.authorities.map(\.host),
                paths: filter.paths.map { ($0.matcher.kind.rawValue, $0.matcher.value) })
        }
    }
}
