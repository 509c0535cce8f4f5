import Pathways
import PathwaysTextFormats

/// An `apple-app-site-association` file's universal links: generated from a router, or read
/// from the file a site serves, and checked against a router (SPEC: ASSOC-1 to ASSOC-16,
/// ASSOC-21, ASSOC-24 to ASSOC-27).
///
/// Generate the file for each host the app's associated domains entitlement lists, and check
/// the file a site serves against the router in a unit test:
///
/// ```swift
/// let file = try AppSiteAssociation(router: makeRouter(), host: "example.com", appIDs: ["ABCDE12345.com.example.app"])
/// try file.json.write(to: siteRoot.appending(path: ".well-known/apple-app-site-association"), atomically: true, encoding: .utf8)
///
/// let served = try AppSiteAssociation(json: String(contentsOf: checkedInFile, encoding: .utf8))
/// let report = served.verify(against: makeRouter(), host: "example.com", appID: "ABCDE12345.com.example.app")
/// #expect(report.isConsistent, "\(report)")
/// ```
///
/// The system matches a link against the file's components in order, and the first that
/// matches decides: delivered to the app, or, for an `exclude` component, opened in the
/// browser. ``delivers(_:to:)`` answers as the system does, for one link.
///
/// > Important: The file decides which links reach the app, but a link that reaches it is
/// > still input from strangers: the router refuses what it must, and handlers check tokens
/// > and permissions.
public struct AppSiteAssociation: Sendable, Hashable, CustomStringConvertible {
    /// The file's text: as read, or as generated.
    public let json: String
    /// The JSON paths of keys the file holds that the system does not define, such as a
    /// misspelled `exlude`; the system ignores them, so a typo silently changes what the file
    /// says. ``verify(against:host:appID:)`` reports them.
    public let unknownKeys: [String]
    /// The JSON paths of keys the system does not read because another key takes their place:
    /// a details entry's `paths` beside its `components`, which iOS 13, tvOS 13, macOS 10.15
    /// and later ignore (SPEC: ASSOC-25). Not an error: older systems read `paths`.
    /// ``verify(against:host:appID:)`` reports them as notes.
    ///
    /// ```swift
    /// let file = try AppSiteAssociation(json: #"{"applinks": {"details": [{"appIDs": ["A.x"], "paths": ["/old/*"], "components": [{"/": "/new/*"}]}]}}"#)
    /// file.ignoredKeys  // ["$.applinks.details[0].paths"]
    /// ```
    public let ignoredKeys: [String]
    /// The `details` entries, in file order.
    let details: [Details]

    /// One entry of `applinks.details`: apps, and the components that apply to them.
    struct Details: Sendable, Hashable {
        let appIDs: [String]
        let components: [Component]
    }

    /// One component, its patterns compiled with their settings (ASSOC-11); or one string of a
    /// details entry's `paths`, read as a component with a `/` pattern alone (ASSOC-24).
    struct Component: Sendable, Hashable {
        /// The `/` pattern; `nil` matches every path.
        let path: AppLinkPattern?
        /// The `?` pattern or dictionary; `nil` matches every query.
        let query: Query?
        /// The `#` pattern; `nil` matches every fragment.
        let fragment: AppLinkPattern?
        let exclude: Bool
        let percentEncoded: Bool
        let caseSensitive: Bool
        /// Where the component is written, such as `$.applinks.details[0].components[3]`.
        let location: JSONPath
        /// The component's JSON, or the `paths` string, for reports.
        let json: JSONNode
    }

    /// A component's `?`: one pattern for the whole query, or a pattern per query item name.
    enum Query: Sendable, Hashable {
        case pattern(AppLinkPattern)
        case items([QueryItem])
    }

    /// One member of a `?` dictionary.
    struct QueryItem: Sendable, Hashable {
        let name: String
        let value: AppLinkPattern
    }

    /// The file, as its text.
    public var description: String { json }

    /// Reads the text of an `apple-app-site-association` file.
    ///
    /// ```swift
    /// let file = try AppSiteAssociation(json: #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/products/?*"}]}]}}"#)
    /// file.delivers("https://example.com/products/42", to: "ABCDE12345.com.example.app")  // true
    /// ```
    ///
    /// A details entry is read from its `components`, or, without them, from its `paths`, the
    /// format of iOS 12 and earlier that later systems still read: each string a path pattern,
    /// `NOT ` before it an exclusion, the first match deciding (SPEC: ASSOC-24):
    ///
    /// ```swift
    /// let legacy = try AppSiteAssociation(json: #"{"applinks": {"apps": [], "details": [{"appID": "ABCDE12345.com.example.app", "paths": ["NOT /admin/*", "*"]}]}}"#)
    /// legacy.delivers("https://example.com/admin/users", to: "ABCDE12345.com.example.app")  // false
    /// ```
    ///
    /// Keys the system does not define are kept in ``unknownKeys``, and `paths` beside
    /// `components` in ``ignoredKeys``; everything else must have the shape Apple documents, or
    /// the file is refused.
    ///
    /// - Parameter json: The file's text.
    /// - Throws: ``AssociationError`` naming the JSON path of the first problem: JSON that is
    ///   not RFC 8259 or has a duplicate key, a value of the wrong type, a file that declares no
    ///   universal links (``AssociationError/Code/noUniversalLinks``), a missing app ID, both
    ///   `appID` and `appIDs`, `details` as an object keyed by app ID
    ///   (``AssociationError/Code/legacyFormat``), a pattern with an unclosed `$(`, an undefined
    ///   variable, `$(region)` and `$(lang)`, or a `paths` string that matches no path.
    public init(json: String) throws(AssociationError) {
        let document = try AssociationJSONText.parse(json)
        self.details = try AppSiteAssociationReader().read(document)
        self.unknownKeys = AppSiteAssociationReader.unknownKeys(in: document).map(\.description)
        self.ignoredKeys = AppSiteAssociationReader.ignoredKeys(in: document).map(\.description)
        self.json = json
    }
}
