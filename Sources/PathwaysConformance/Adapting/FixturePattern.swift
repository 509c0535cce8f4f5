/// A fixture pattern read into its parts, to write it in a router's own syntax.
///
/// The fixture format writes a pattern as `/teams/:team/members/:member`: components between
/// `/`, a component that starts with `:` a placeholder, one that starts with `*` a catch-all
/// (`/files/*path`, protocol 1.1), any other a literal in raw URL text (`caf%C3%A9`, `a%2Fb`).
/// One trailing `/` is part of the pattern, and an optional `#` starts a fragment route.
///
/// Reading judges nothing: a pattern the fixture means to be invalid (`/a/:`, `users/:id`) is
/// read as written, so that the router under test judges it.
///
/// ```swift
/// let pattern = FixturePattern("/docs/caf%C3%A9/:page/*rest/")
/// pattern.names              // ["page", "rest"]
/// pattern.hasTrailingSlash   // true
/// try pattern.written(
///     placeholder: { "{\($0)}" },
///     literal: { try $0.decoded(forbidding: "/{}") },
///     catchAll: { "{\($0):path}" })
/// // "/docs/café/{page}/{rest:path}/"
/// ```
public struct FixturePattern: Sendable, Hashable {
    /// One component of the path, between two `/`.
    public enum Component: Sendable, Hashable {
        /// Text the path must hold at this position.
        case literal(Literal)
        /// `:name`: one component, captured under `name`.
        case placeholder(String)
        /// `*name`: the rest of the path, captured under `name`.
        case catchAll(String)
    }

    /// The pattern as written.
    public var text: String
    /// The path's components, in order; empty for `/`.
    public var components: [Component]
    /// Whether the path ends with a `/` after its last component (`/settings/`).
    public var hasTrailingSlash: Bool
    /// The fragment route after the `#`, as written; `nil` for a pattern without `#`.
    public var fragment: String?

    /// Reads a fixture pattern.
    ///
    /// ```swift
    /// FixturePattern("/app#/item/:id").fragment  // "/item/:id"
    /// FixturePattern("/a//b").components.count    // 3: "a", an empty literal, "b"
    /// ```
    ///
    /// - Parameter text: The route's `pattern`, or a `pattern` input.
    public init(_ text: String) {
        self.text = text
        let hash = text.firstIndex(of: "#")
        fragment = hash.map { String(text[text.index(after: $0)...]) }
        var body = text[..<(hash ?? text.endIndex)]
        if body.hasPrefix("/") { body = body.dropFirst() }
        hasTrailingSlash = body.hasSuffix("/")
        if hasTrailingSlash { body = body.dropLast() }
        components =
            body.isEmpty && !hasTrailingSlash
            ? [] : body.split(separator: "/", omittingEmptySubsequences: false).map(Self.component)
    }

    /// The placeholders' names, in order; catch-alls are not among them.
    public var placeholders: [String] {
        components.compactMap { if case .placeholder(let name) = $0 { name } else { nil } }
    }

    /// The catch-alls' names: at most one, last, in a valid pattern.
    public var catchAlls: [String] {
        components.compactMap { if case .catchAll(let name) = $0 { name } else { nil } }
    }

    /// Every placeholder and catch-all name of the path, in order: what a `pattern` input's
    /// answer lists (``PatternInfo/placeholders``).
    public var names: [String] {
        components.compactMap {
            switch $0 {
            case .literal: nil
            case .placeholder(let name), .catchAll(let name): name
            }
        }
    }

    /// The path in a router's syntax: each component written by its writer, joined by `/` after
    /// a leading `/`, with the trailing slash kept.
    ///
    /// A pattern without a leading `/` is returned as written, for the router to judge. The
    /// writers run in the order of the components, so the first that cannot write its component
    /// decides the skip.
    ///
    /// ```swift
    /// try FixturePattern("/notes/:title").written(placeholder: { ":" + $0 }, literal: \.clientForm)  // "/notes/:title"
    /// try FixturePattern("/files/*path").written(placeholder: { ":" + $0 }, literal: \.clientForm)
    /// // throws: the catch-all *path cannot be written for this router
    /// ```
    ///
    /// - Parameters:
    ///   - placeholder: Writes a placeholder, given its name.
    ///   - literal: Writes a literal: usually ``Literal/decoded(forbidding:)`` for a router that
    ///     matches the decoded path, ``Literal/clientForm`` for one that matches the path as sent.
    ///   - catchAll: Writes a catch-all, given its name; by default it cannot be written.
    /// - Returns: The pattern's path in the router's syntax.
    /// - Throws: ``ConformanceSkip`` when the pattern has a fragment route (write it from
    ///   ``fragment``, or skip), or what a writer throws. Called in ``RouterTable``'s `add`, a
    ///   ``ConformanceSkip`` skips the input and any other error is the router's refusal.
    public func written(
        placeholder: (String) throws -> String,
        literal: (Literal) throws -> String,
        catchAll: (String) throws -> String = { throw ConformanceSkip("the catch-all *\($0) cannot be written for this router") }
    ) throws -> String {
        if let fragment {
            throw ConformanceSkip("the pattern \(text) has the fragment route #\(fragment), which this router cannot write")
        }
        guard text.hasPrefix("/") else { return text }
        var parts: [String] = []
        for component in components {
            switch component {
            case .literal(let text): parts.append(try literal(text))
            case .placeholder(let name): parts.append(try placeholder(name))
            case .catchAll(let name): parts.append(try catchAll(name))
            }
        }
        return "/" + parts.joined(separator: "/") + (hasTrailingSlash ? "/" : "")
    }

    private static func component(_ text: Substring) -> Component {
        if text.hasPrefix(":") { return .placeholder(String(text.dropFirst())) }
        if text.hasPrefix("*") { return .catchAll(String(text.dropFirst())) }
        return .literal(Literal(raw: String(text)))
    }
}
