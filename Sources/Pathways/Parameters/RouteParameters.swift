/// What a handler receives besides its typed route: captured placeholder values (one item per
/// component for a catch-all), query parameters and, for registrations that opted in, fragment
/// parameters, and the rest of the path after a prefix route's pattern (SPEC: QUERY-1 to QUERY-7,
/// FRAG-1 to FRAG-5, MATCH-7, DISP-9).
///
/// Every name and value is percent-decoded exactly once; `+` stays `+`, unless the router reads
/// `+` in the query as a space (``PathwayDecodingOptions/plusIsSpaceInQuery``, QUERY-9).
///
/// ```swift
/// // https://example.com/products/42?campaign=spring&campaign=summer
/// router.register(host: "example.com", path: "/products/:id") { parameters in
///     parameters.capture("id")              // "42"
///     parameters["campaign"]                // "spring": the first value wins
///     parameters.values(named: "campaign")  // ["spring", "summer"]
/// }
/// ```
public struct RouteParameters: Sendable, Hashable {
    /// One decoded name and value.
    public struct Item: Sendable, Hashable {
        /// The decoded name.
        public let name: String
        /// The decoded value; empty for `name` and `name=`.
        public let value: String

        /// Creates an item.
        ///
        /// - Parameters:
        ///   - name: The decoded name.
        ///   - value: The decoded value.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// The placeholders' decoded values, in the pattern's order.
    public let captures: [Item]
    /// The query's parameters, in URL order, duplicates kept.
    public let query: [Item]
    /// The fragment's parameters (after `#route?`), in URL order; empty unless the registration
    /// opted in with `supportFragmentParams: true`. For such a route without a fragment route,
    /// a fragment without `?` that holds `=`, as the media-fragment form `#t=90`, is read as
    /// its parameters (FRAG-6).
    public let fragment: [Item]
    /// The path components after those a prefix route's pattern matched, in order, each
    /// percent-decoded once (DISP-9).
    ///
    /// ```swift
    /// // https://example.com/settings/privacy/ads for the prefix route /settings
    /// router.register(host: "example.com", path: "/settings") { parameters in
    ///     parameters.remainder  // ["privacy", "ads"]
    /// }
    /// ```
    ///
    /// One element per component, as a catch-all captures them (MATCH-7): a `%2F` stays inside
    /// its element, and an empty component, as in `/settings//ads`, gives an empty text. It is
    /// empty for an exact route, for a pattern that ends in a catch-all (which takes those
    /// components itself), and when the URL has no components after the pattern's. It never
    /// changes which route matches.
    public let remainder: [String]
    /// The URL's fragment route, the fragment up to its first `?`, percent-decoded once; `nil`
    /// when the URL has no `#` (FRAG-6). Every route receives it, with or without fragment
    /// parameters.
    ///
    /// ```swift
    /// // https://example.com/episodes/7#t=90 for /episodes/:id
    /// parameters.fragmentText  // "t=90"
    /// ```
    public let fragmentText: String?

    /// Creates parameters, for example to call a handler from a test.
    ///
    /// ```swift
    /// handler(RouteParameters(query: [.init(name: "campaign", value: "spring")]))
    /// ```
    ///
    /// - Parameters:
    ///   - captures: The placeholders' decoded values, in pattern order.
    ///   - query: The query's pairs, in URL order.
    ///   - fragment: The fragment's pairs, in URL order.
    ///   - remainder: The decoded path components after a prefix route's pattern.
    ///   - fragmentText: The decoded fragment route, or `nil` for a URL without `#`.
    public init(
        captures: [Item] = [], query: [Item] = [], fragment: [Item] = [], remainder: [String] = [], fragmentText: String? = nil
    ) {
        self.captures = captures
        self.query = query
        self.fragment = fragment
        self.remainder = remainder
        self.fragmentText = fragmentText
    }

    /// The first value of the named parameter, looking in the query first and then in the
    /// fragment; `nil` when neither has it.
    ///
    /// Rule: the query, then the fragment, never the captures; the first value wins.
    ///
    /// ```swift
    /// // https://example.com/users/7?tab=posts#profile?tab=likes, for /users/:id#profile with fragment parameters
    /// parameters["tab"]  // "posts"
    /// parameters["id"]   // nil: read a capture with capture(_:)
    /// ```
    ///
    /// - Parameter name: The decoded parameter name, compared byte for byte.
    public subscript(name: String) -> String? {
        Self.first(named: name, in: query) ?? Self.first(named: name, in: fragment)
    }

    /// The first value of the named parameter, as ``subscript(_:)``, or `defaultValue` when
    /// neither the query nor the fragment has it.
    ///
    /// ```swift
    /// let sort = parameters["sort", default: "newest"]
    /// ```
    ///
    /// - Parameters:
    ///   - name: The decoded parameter name, compared byte for byte.
    ///   - defaultValue: The value for a missing parameter.
    public subscript(name: String, default defaultValue: @autoclosure () -> String) -> String {
        self[name] ?? defaultValue()
    }

    /// The parameters as a dictionary of name to first value: the captures', then the
    /// query's, then the fragment's, the first of each name winning, as ``capture(_:)`` and
    /// ``subscript(_:)`` read them.
    ///
    /// Rule: the captures, then the query, then the fragment; the first value of each name
    /// wins, names compared as `String` compares them.
    ///
    /// ```swift
    /// // https://example.com/users/7?tab=posts&tab=likes for /users/:id
    /// parameters.dictionary  // ["id": "7", "tab": "posts"]
    /// ```
    ///
    /// A dictionary's keys compare as `String` does, which equates NFC and NFD spellings: of
    /// two such names, the first wins here, while ``subscript(_:)`` tells them apart.
    public var dictionary: [String: String] {
        var dictionary: [String: String] = [:]
        for item in captures + query + fragment where dictionary[item.name] == nil {
            dictionary[item.name] = item.value
        }
        return dictionary
    }

    /// Every value of the named parameter: the query's, then the fragment's, in URL order.
    ///
    /// Rule: the query, then the fragment, never the captures; every value, in URL order.
    ///
    /// ```swift
    /// // https://example.com/search?tag=red&tag=blue
    /// parameters.values(named: "tag")  // ["red", "blue"]
    /// ```
    ///
    /// - Parameter name: The decoded parameter name, compared byte for byte.
    /// - Returns: The values, possibly empty.
    public func values(named name: String) -> [String] {
        (query + fragment).filter { Self.same($0.name, name) }.map(\.value)
    }

    /// The decoded value captured by the named placeholder, or `nil` when the pattern has none;
    /// for a catch-all, its first component.
    ///
    /// Rule: the captures only, never the query or the fragment; the first value wins.
    ///
    /// ```swift
    /// // https://example.com/products/42?id=7 for /products/:id
    /// parameters.capture("id")  // "42"
    /// ```
    ///
    /// - Parameter name: The placeholder's name, without `:`.
    /// - Returns: The decoded component.
    public func capture(_ name: String) -> String? {
        Self.first(named: name, in: captures)
    }

    /// Every value the named placeholder or catch-all captured, in order: a catch-all's
    /// components, one each (MATCH-7), or a placeholder's one value.
    ///
    /// Rule: the captures only, never the query or the fragment; every value, in path order.
    ///
    /// ```swift
    /// // https://example.com/files/a/b%2Fc for /files/*path
    /// parameters.captures(named: "path")  // ["a", "b/c"]
    /// ```
    ///
    /// - Parameter name: The name, without `:` or `*`.
    /// - Returns: The decoded components, possibly empty.
    public func captures(named name: String) -> [String] {
        captures.filter { Self.same($0.name, name) }.map(\.value)
    }

    private static func first(named name: String, in items: [Item]) -> String? {
        items.first { same($0.name, name) }?.value
    }

    /// Byte-wise equality: `String ==` would equate NFC and NFD spellings (QUERY-3).
    private static func same(_ lhs: String, _ rhs: String) -> Bool {
        lhs.utf8.elementsEqual(rhs.utf8)
    }
}
