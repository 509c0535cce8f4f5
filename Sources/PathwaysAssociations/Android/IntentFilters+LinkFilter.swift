/// The filters as read: where each stands, and whether a browser's links reach it
/// (SPEC: ASSOC-30, ASSOC-33).
extension IntentFilters {
    /// One `<intent-filter>` with the action `VIEW` and the category `BROWSABLE`, as read.
    ///
    /// ```swift
    /// for filter in filters.linkFilters where !filter.takesBrowserLinks {
    ///     print(filter)  // /manifest[1]/application[1]/activity[2]/intent-filter[1] (activity .ShareActivity) takes no browser link because it requires a MIME type
    /// }
    /// ```
    public struct LinkFilter: Sendable, Hashable, CustomStringConvertible {
        /// Why a filter with the action `VIEW` and the category `BROWSABLE` still takes no link
        /// from a browser.
        public enum Obstacle: String, Sendable, Hashable, CaseIterable {
            /// The filter names an `android:mimeType`: it takes only intents that carry a type,
            /// and a link opened from a browser carries none.
            case requiresMIMEType
            /// The filter lacks the category `DEFAULT`, which Android requires of a filter that
            /// an implicit intent, such as a browser's, starts.
            case lacksDefaultCategory
            /// The activity says `android:exported="false"`: no other app, a browser included,
            /// can start it.
            case activityNotExported
            /// The activity or the application says `android:enabled="false"`.
            case activityDisabled

            /// The reason, as the end of the sentence "takes no browser link because ...".
            var reason: String {
                switch self {
                case .requiresMIMEType: "it requires a MIME type (android:mimeType)"
                case .lacksDefaultCategory: "it lacks the category android.intent.category.DEFAULT"
                case .activityNotExported: "its activity is not exported (android:exported=\"false\")"
                case .activityDisabled: "its activity or application is disabled (android:enabled=\"false\")"
                }
            }
        }

        /// Where the filter is written, such as
        /// `/manifest[1]/application[1]/activity[2]/intent-filter[1]`.
        public let location: String
        /// The `android:name` of the `<activity>` or `<activity-alias>` that holds the filter,
        /// with build values resolved; `nil` for a filter given without its activity.
        public let activity: String?
        /// Whether the filter says `android:autoVerify="true"`: Android then verifies its hosts'
        /// App Links.
        public let autoVerify: Bool
        /// What keeps the filter from taking a browser's links; `nil` when nothing does.
        public let obstacle: Obstacle?

        /// Whether a browser's links can reach the filter: it has no ``obstacle``.
        public var takesBrowserLinks: Bool { obstacle == nil }

        /// The filter's location and activity, and why it takes no browser link if it takes
        /// none.
        public var description: String {
            let place = location + (activity.map { " (activity \($0))" } ?? "")
            return obstacle.map { "\(place) takes no browser link because \($0.reason)" } ?? "\(place) takes browser links"
        }
    }

    /// The filters with the action `VIEW` and the category `BROWSABLE`, in document order:
    /// where each stands, its activity, its `android:autoVerify`, and what keeps it from taking
    /// a browser's links, if anything does.
    ///
    /// ```swift
    /// filters.linkFilters.filter(\.autoVerify).map(\.location)
    /// ```
    public var linkFilters: [LinkFilter] {
        filters.map { LinkFilter(location: $0.location, activity: $0.activity, autoVerify: $0.autoVerify, obstacle: $0.obstacle) }
    }
}
