/// A route pattern such as `/users/:id/posts`: literal segments and named placeholders.
///
/// Empty segments are ignored, so `/users//:id/` is `/users/:id`. Literals may be written
/// percent-encoded; they are compared decoded.
///
/// ```swift
/// let pattern = try RoutePattern("/users/:id/posts")
/// pattern.placeholderNames         // ["id"]
/// pattern.match(["users", "42", "posts"], prefix: false)  // [("id", "42")]
/// ```
public struct RoutePattern: Sendable {
    /// One segment between slashes.
    public enum Segment: Sendable, Equatable {
        /// Text that must be there, decoded.
        case literal(String)
        /// Any one non-empty segment, captured under this name.
        case placeholder(String)
    }

    /// The pattern as written.
    public let text: String
    /// The segments, in order.
    public let segments: [Segment]

    /// Parses a pattern.
    ///
    /// - Throws: ``RouterError`` when the pattern does not start with `/`, or a placeholder's
    ///   name is empty, not letters, digits and `_`, or used twice.
    public init(_ text: String) throws(RouterError) {
        guard text.hasPrefix("/") else { throw RouterError(code: .patternMissingLeadingSlash, pattern: text) }
        var segments: [Segment] = []
        var names: Set<String> = []
        for part in text.split(separator: "/") {
            guard part.hasPrefix(":") else {
                segments.append(.literal(PercentDecoding.decode(part)))
                continue
            }
            let name = String(part.dropFirst())
            guard !name.isEmpty else { throw RouterError(code: .emptyPlaceholderName, pattern: text) }
            guard name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) else {
                throw RouterError(code: .invalidPlaceholderName, pattern: text)
            }
            guard names.insert(name).inserted else { throw RouterError(code: .duplicatePlaceholderName, pattern: text) }
            segments.append(.placeholder(name))
        }
        self.text = text
        self.segments = segments
    }

    /// The placeholders' names, in order.
    public var placeholderNames: [String] {
        segments.compactMap { if case .placeholder(let name) = $0 { name } else { nil } }
    }

    /// The captures when `components` (decoded path segments) match: all of them, or with
    /// `prefix` the first ones.
    public func match(_ components: [String], prefix: Bool) -> [(name: String, value: String)]? {
        guard prefix ? components.count >= segments.count : components.count == segments.count else { return nil }
        var captures: [(name: String, value: String)] = []
        for (segment, component) in zip(segments, components) {
            switch segment {
            case .literal(let literal):
                // Bytes, not `String ==`, which would equate "é" written as one scalar or two.
                guard literal.utf8.elementsEqual(component.utf8) else { return nil }
            case .placeholder(let name):
                guard !component.isEmpty else { return nil }
                captures.append((name, component))
            }
        }
        return captures
    }
}
