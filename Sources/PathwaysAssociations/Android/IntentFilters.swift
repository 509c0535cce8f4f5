import Pathways

/// Android intent filters for App Links: generated from a router, or read from a manifest,
/// and checked against a router (SPEC: ASSOC-6 to ASSOC-8, ASSOC-17 to ASSOC-19, ASSOC-30 to
/// ASSOC-33).
///
/// ```swift
/// let filters = try IntentFilters(router: makeRouter(), schemes: ["https"], hosts: ["example.com"])
/// print(filters.xml)  // paste into the <activity> of AndroidManifest.xml
///
/// let declared = try IntentFilters(
///     xml: String(contentsOf: manifestURL, encoding: .utf8), placeholders: ["applicationId": "com.example.shop"])
/// let report = declared.verify(against: makeRouter(), host: "example.com")
/// #expect(report.isConsistent, "\(report)")
/// ```
///
/// Android compares the *decoded* path of a link with each filter's rules, with case, and
/// ignores its fragment and, outside `android:ssp` rules, its query (before API 35).
/// ``delivers(_:)`` answers as Android does, for one link; ``linkFilters`` says which filters
/// a browser's links can reach at all.
public struct IntentFilters: Sendable, Hashable, CustomStringConvertible {
    /// Which pattern attribute generated filters use where a rule needs a wildcard.
    public enum PatternSyntax: String, Sendable, Hashable, CaseIterable {
        /// `android:pathAdvancedPattern`, read by API level 26 and later: exact for
        /// case-insensitive literals and for literals with `.`.
        case advanced
        /// `android:pathPattern`, read by every API level: a letter of a case-insensitive literal
        /// and a `.` become "any character", so the filter takes a little more than the router.
        /// Use it when the app's `minSdk` is below 26: an older system ignores
        /// `pathAdvancedPattern`.
        case simple
    }

    /// The filters' XML: as read, or as generated.
    public let xml: String
    /// The locations of attributes and elements Android does not define for intent filters,
    /// such as `/intent-filter[1]/data[2]/@android:pathPatern`; Android ignores them, so a typo
    /// silently changes what a filter takes. ``verify(against:host:scheme:)`` reports them.
    public let unknownKeys: [String]
    let filters: [Filter]

    /// One `<intent-filter>` with the action `VIEW` and the category `BROWSABLE`: its `<data>`
    /// elements pooled, as Android pools them.
    struct Filter: Sendable, Hashable {
        /// Whether the filter asks Android to verify the hosts' App Links.
        let autoVerify: Bool
        let schemes: [String]
        let authorities: [Authority]
        /// The path rules, in document order.
        let paths: [PathRule]
        /// The scheme-specific-part rules (`android:ssp` and kin), in document order.
        let ssps: [PathRule]
        let location: String
        /// The `android:name` of the activity or alias holding the filter, when read from one.
        let activity: String?
        /// What keeps the filter from taking a browser's links; `nil` when nothing does.
        let obstacle: LinkFilter.Obstacle?

        /// The path rules, then the scheme-specific-part rules: the numbering
        /// ``IntentFilters/firstRule(for:)`` answers in.
        var rules: [PathRule] { paths + ssps }
    }

    /// A host, optionally with a port, from one `<data>` element.
    struct Authority: Sendable, Hashable {
        /// The host as written; a leading `*` matches any run of characters before the rest.
        let host: String
        let port: Int?
    }

    /// A path or scheme-specific-part rule and where it is written.
    struct PathRule: Sendable, Hashable {
        /// What the rule is matched against.
        enum Part: Sendable, Hashable {
            /// The decoded path.
            case path
            /// The decoded scheme-specific part, such as `//example.com/a?b=1` (ASSOC-31).
            case schemeSpecificPart
        }

        let matcher: AndroidPathMatcher
        let location: String
        /// The attribute without its prefix, such as `pathPrefix` or `sspPrefix`.
        let attribute: String
        let part: Part

        /// The rule as written, such as `android:sspPrefix="//example.com/a"`.
        var text: String { "android:\(attribute)=\"\(matcher.value)\"" }
    }

    /// The filters, as XML.
    public var description: String { xml }

    /// Reads the intent filters of a manifest: the whole `AndroidManifest.xml`, one or more
    /// `<activity>` or `<activity-alias>` elements, or `<intent-filter>` elements as they stand
    /// in an activity.
    ///
    /// ```swift
    /// let filters = try IntentFilters(
    ///     xml: """
    ///         <manifest xmlns:android="http://schemas.android.com/apk/res/android"
    ///                   xmlns:tools="http://schemas.android.com/tools">
    ///             <application>
    ///                 <activity android:name=".ProductActivity" android:exported="true" tools:ignore="AppLinkUrlError">
    ///                     <intent-filter android:autoVerify="true">
    ///                         <action android:name="android.intent.action.VIEW" />
    ///                         <category android:name="android.intent.category.DEFAULT" />
    ///                         <category android:name="android.intent.category.BROWSABLE" />
    ///                         <data android:scheme="https" android:host="@string/link_host" />
    ///                         <data android:scheme="${applicationId}" />
    ///                         <data android:pathPrefix="/products/" />
    ///                     </intent-filter>
    ///                 </activity>
    ///             </application>
    ///         </manifest>
    ///         """,
    ///     resources: ["string/link_host": "example.com"], placeholders: ["applicationId": "com.example.shop"])
    /// filters.delivers("https://example.com/products/42")  // true
    /// filters.linkFilters[0].autoVerify  // true
    /// ```
    ///
    /// Only the filters with the action `VIEW` and the category `BROWSABLE` are read: a
    /// browser's links reach no other. Everything else a manifest holds (permissions, services,
    /// `<meta-data>`, other filters) is skipped, and the `tools` namespace, which the build
    /// removes, is ignored; an element with `tools:node="remove"` is not in the built app and is
    /// skipped too. Attribute values are read as Android reads them from the built app: each
    /// `${name}` replaced from `placeholders`, a value starting with `@` replaced from
    /// `resources`, and the resource escapes of any other value applied, so `\\*` in the file is
    /// the pattern `\*`. Prefixes are resolved by their namespace declarations; an excerpt may
    /// use `android:` and `tools:` without declaring them.
    ///
    /// > Important: Values the build fills in are never read as written: a host written
    /// > `@string/link_host` that `resources` does not hold is refused, not compared as text.
    ///
    /// - Parameters:
    ///   - xml: The manifest, its activities, or their filters, with comments and an XML
    ///     declaration allowed around them.
    ///   - resources: The values of the resource references the read attributes hold, keyed by
    ///     the reference without its `@`, such as `"string/link_host"`; as the build resolves them.
    ///   - placeholders: The manifest placeholders, such as `"applicationId"`, as the build's
    ///     `manifestPlaceholders` and `applicationId` give them.
    /// - Throws: ``AssociationError`` naming the element or attribute: XML this module does not
    ///   read (``AssociationError/Code/invalidXML``); a top element of none of the three forms,
    ///   or `<uri-relative-filter-group>` (``AssociationError/Code/unsupportedElement``); a
    ///   resource or placeholder missing from the maps (``AssociationError/Code/unresolvedValue``);
    ///   a query or fragment rule, a value holding white space or a quote mark
    ///   (``AssociationError/Code/unsupportedValue``); or an advanced pattern Android refuses.
    public init(xml: String, resources: [String: String] = [:], placeholders: [String: String] = [:]) throws(AssociationError) {
        var reader = IntentFiltersReader(resources: resources, placeholders: placeholders)
        self.filters = try reader.read(ManifestXML.parse(xml))
        self.unknownKeys = reader.unknownKeys
        self.xml = xml
    }
}
