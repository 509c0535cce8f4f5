import Pathways

/// What a check of an association against a router found, both ways (SPEC: ASSOC-21).
///
/// - ``undeliveredRoutes``: routes with a link the router takes that the operating system
///   would not hand to the app; the link opens the web site instead.
/// - ``unroutedPatterns``: rules of the file or filter that hand the app a link no route
///   takes, and none that a route takes; the app opens and shows nothing useful.
/// - ``overBroadPatterns``: rules that serve a route but also hand the app links just beside
///   it that no route takes, such as `android:pathPrefix="/help"`, which takes `/helpdesk`
///   beside the links of `/help/:topic`.
/// - ``unknownKeys``: keys the operating system ignores, often typos.
/// - ``ignoredKeys``: notes, not findings: keys the operating system reads in no case because
///   another key takes their place, such as `paths` beside `components`.
/// - ``notes``: what explains the findings, such as an intent filter that requires a MIME
///   type, or an app ID the file does not list; they do not make a report inconsistent.
///
/// ```swift
/// let report = file.verify(against: router, host: "example.com", appID: "ABCDE12345.com.example.app")
/// #expect(report.isConsistent, "\(report)")
/// ```
///
/// The check tries sample links (ASSOC-21), so a consistent report shows that no sample
/// disagrees, not that no link could: keep the router's own tests for the links that matter.
public struct AssociationReport: Sendable, Hashable, CustomStringConvertible {
    /// A route and a link it takes that the operating system does not deliver.
    public struct UndeliveredRoute: Sendable, Hashable {
        /// The route.
        public let route: RegisteredRoute
        /// A link the route takes.
        public let url: String
    }

    /// A rule of the file or filter and a link it delivers that no route takes.
    public struct UnroutedPattern: Sendable, Hashable {
        /// Where the rule is written: a JSON path such as
        /// `$.applinks.details[0].components[3]`, or an XML location such as
        /// `/intent-filter[1]/data[5]/@android:pathPrefix`.
        public let location: String
        /// The rule, as written: the component's JSON on one line, or the attribute.
        public let rule: String
        /// A link the rule delivers.
        public let url: String
    }

    /// Routes with a link the operating system does not deliver, in the order the router
    /// tries routes; one link each.
    public let undeliveredRoutes: [UndeliveredRoute]
    /// Rules that deliver a link no route takes and no link a route takes, in file order; one
    /// link each.
    public let unroutedPatterns: [UnroutedPattern]
    /// Rules that deliver links of some route and also a link beside them that no route takes,
    /// in file order; one link each (SPEC: ASSOC-34). The links tried beside a route's link
    /// change one thing: a component with text added, one component more or fewer, or, for a
    /// rule that takes every host, the host.
    ///
    /// ```swift
    /// report.overBroadPatterns.map(\.url)  // ["https://example.com/helpx/1"] for pathPrefix="/help"
    /// ```
    public let overBroadPatterns: [UnroutedPattern]
    /// Keys and attributes the operating system does not define, as locations.
    public let unknownKeys: [String]
    /// Keys the operating system does not read because another key takes their place, as
    /// locations: an `apple-app-site-association` details entry's `paths` beside its
    /// `components` (SPEC: ASSOC-25). Older systems read them, so they do not make the report
    /// inconsistent.
    ///
    /// ```swift
    /// report.ignoredKeys  // ["$.applinks.details[0].paths"]
    /// ```
    public let ignoredKeys: [String]

    init(
        undeliveredRoutes: [UndeliveredRoute], unroutedPatterns: [UnroutedPattern], overBroadPatterns: [UnroutedPattern] = [],
        unknownKeys: [String], ignoredKeys: [String] = [], notes: [String] = []
    ) {
        self.undeliveredRoutes = undeliveredRoutes
        self.unroutedPatterns = unroutedPatterns
        self.overBroadPatterns = overBroadPatterns
        self.unknownKeys = unknownKeys
        self.ignoredKeys = ignoredKeys
        self.notes = notes
    }

    /// Sentences that explain what the findings alone do not show: a filter that takes no link,
    /// such as
    /// `/manifest[1]/application[1]/activity[2]/intent-filter[1] (activity .ShareActivity) takes no browser link because it requires a MIME type (android:mimeType)`
    /// (ASSOC-33); a custom scheme's root link, `shop://`, which names no host, so that Android
    /// opens nothing for it (ASSOC-23); and an app ID that no details entry lists, with the app
    /// IDs the file has, such as
    /// `no details entry lists the app ID ZZZZZ.com.other; the file lists ABCDE12345.com.example.news (check the team ID and the bundle identifier)`
    /// (ASSOC-35). They do not count against ``isConsistent``: a route they concern is reported
    /// in ``undeliveredRoutes`` when its links are not delivered.
    public let notes: [String]

    /// Whether the check found nothing: every sample link of every route is delivered, every
    /// rule delivers a sample link some route takes, none of the links tried beside those is
    /// left unrouted, and the file has no unknown keys. Links the check did not try may still
    /// disagree.
    public var isConsistent: Bool {
        undeliveredRoutes.isEmpty && unroutedPatterns.isEmpty && overBroadPatterns.isEmpty && unknownKeys.isEmpty
    }

    /// The findings, one per line, or a line saying there are none; then the notes.
    public var description: String {
        var lines: [String] = []
        if isConsistent {
            lines.append(
                "consistent: no sample link of a route goes undelivered, no rule delivers only links no route takes, "
                    + "no link tried beside a route's (a component with text added, one more or fewer, another host) "
                    + "is delivered without a route, and no key is unknown")
        }
        for finding in undeliveredRoutes { lines.append("not delivered: \(finding.url) (route \(finding.route))") }
        for finding in unroutedPatterns { lines.append("not routed: \(finding.url) (delivered by \(finding.rule) at \(finding.location))") }
        for finding in overBroadPatterns {
            lines.append("over-broad: \(finding.url) (delivered by \(finding.rule) at \(finding.location), beside links a route takes)")
        }
        for key in unknownKeys { lines.append("unknown key: \(key) (the operating system ignores it)") }
        for key in ignoredKeys { lines.append("note: \(key) is ignored (a key beside it takes its place on current systems)") }
        lines += notes.map { "note: \($0)" }
        return lines.joined(separator: "\n")
    }
}
