import Pathways

/// Android intent filters for App Links: generated from a router, or read from the
/// `<intent-filter>` elements of a manifest, and checked against a router (SPEC: ASSOC-6 to
/// ASSOC-8, ASSOC-17 to ASSOC-19).
///
/// ```swift
/// let filters = try IntentFilters(router: makeRouter(), schemes: ["https"], hosts: ["example.com"])
/// print(filters.xml)  // paste into the <activity> of AndroidManifest.xml
///
/// let declared = try IntentFilters(xml: String(contentsOf: manifestExcerpt, encoding: .utf8))
/// let report = declared.verify(against: makeRouter(), host: "example.com")
/// #expect(report.isConsistent, "\(report)")
/// ```
///
/// Android compares the *decoded* path of a link with each filter's rules, with case, and
/// ignores its query and fragment (before API 35). ``delivers(_:)`` answers as Android does,
/// for one link.
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

    /// One `<intent-filter>`: its `<data>` elements pooled, as Android pools them.
    struct Filter: Sendable, Hashable {
        /// Whether the filter asks Android to verify the hosts' App Links.
        let autoVerify: Bool
        let actions: [String]
        let categories: [String]
        let schemes: [String]
        let authorities: [Authority]
        let paths: [PathRule]
        let location: String
    }

    /// A host, optionally with a port, from one `<data>` element.
    struct Authority: Sendable, Hashable {
        /// The host as written; a leading `*` matches any run of characters before the rest.
        let host: String
        let port: Int?
    }

    /// A path rule and where it is written.
    struct PathRule: Sendable, Hashable {
        let matcher: AndroidPathMatcher
        let location: String
    }

    /// The filters, as XML.
    public var description: String { xml }

    /// Reads `<intent-filter>` elements, as they stand in an `<activity>` of a manifest.
    ///
    /// ```swift
    /// let filters = try IntentFilters(xml: """
    ///     <intent-filter android:autoVerify="true">
    ///         <action android:name="android.intent.action.VIEW" />
    ///         <category android:name="android.intent.category.DEFAULT" />
    ///         <category android:name="android.intent.category.BROWSABLE" />
    ///         <data android:scheme="https" android:host="example.com" android:pathPrefix="/products/" />
    ///     </intent-filter>
    ///     """)
    /// filters.delivers("https://example.com/products/42")  // true
    /// ```
    ///
    /// Attribute values are read as Android reads them: XML entities first, then the resource
    /// escapes, so `\\*` in the file is the pattern `\*`.
    ///
    /// - Parameter xml: One or more `<intent-filter>` elements, with comments and an XML
    ///   declaration allowed around them.
    /// - Throws: ``AssociationError`` naming the element or attribute: XML this module does not
    ///   read, an element other than `<intent-filter>` at the top, `<uri-relative-filter-group>`,
    ///   an attribute such as `android:mimeType` that this module does not evaluate, a value
    ///   holding white space or a quote mark, or an advanced pattern Android refuses.
    public init(xml: String) throws(AssociationError) {
        var reader = IntentFiltersReader()
        self.filters = try reader.read(ManifestXML.parse(xml))
        self.unknownKeys = reader.unknownKeys
        self.xml = xml
    }
}
