import PathwaysTextFormats

extension FixturePattern {
    /// A literal component of a fixture pattern: raw URL text, which the fixture compares with
    /// the URL's component once both are decoded (`caf%C3%A9` is `café`; `a%2Fb` is one
    /// component holding `a/b`).
    ///
    /// A router's syntax wants the literal in the form it compares against: decoded for a router
    /// that matches the decoded path (most servers), as a client sends it for one that matches
    /// the path as sent (path-to-regexp, Express).
    ///
    /// ```swift
    /// let literal = FixturePattern.Literal(raw: "caf%c3%A9 ü")
    /// literal.decoded     // "café ü"
    /// literal.clientForm  // "caf%c3%A9%20%C3%BC": the escapes as written, what a browser escapes added
    /// ```
    public struct Literal: Sendable, Hashable {
        /// The literal as the pattern writes it.
        public var raw: String

        /// Creates a literal from its raw text.
        ///
        /// ```swift
        /// FixturePattern.Literal(raw: "a%2Fb").decoded  // "a/b"
        /// ```
        ///
        /// - Parameter raw: The literal as a fixture pattern writes it.
        public init(raw: String) {
            self.raw = raw
        }

        /// The literal with each escape decoded once; `nil` when an escape is malformed (`%zz`,
        /// a `%` at the end) or the decoded bytes are not UTF-8 (`%FF`).
        ///
        /// ```swift
        /// FixturePattern.Literal(raw: "100%25").decoded  // "100%"
        /// FixturePattern.Literal(raw: "100%").decoded    // nil
        /// ```
        public var decoded: String? {
            var bytes: [UInt8] = []
            var rest = raw.utf8[...]
            while let byte = rest.popFirst() {
                guard byte == UInt8(ascii: "%") else {
                    bytes.append(byte)
                    continue
                }
                guard let high = rest.popFirst().flatMap(HexDigit.value), let low = rest.popFirst().flatMap(HexDigit.value) else {
                    return nil
                }
                bytes.append(high << 4 | low)
            }
            return String(validating: bytes, as: UTF8.self)
        }

        /// The literal decoded, for a router that matches the decoded path and cannot hold some
        /// characters in one component.
        ///
        /// ```swift
        /// try FixturePattern.Literal(raw: "caf%C3%A9").decoded(forbidding: "/")  // "café"
        /// try FixturePattern.Literal(raw: "a%2Fb").decoded(forbidding: "/")
        /// // throws: the literal a%2Fb decodes to a/b, which holds '/'
        /// ```
        ///
        /// - Parameter characters: What the router's syntax cannot hold in a literal: its
        ///   separator `/`, and its markers (`:`, `{`, `<`) when it cannot escape them.
        /// - Returns: The decoded literal.
        /// - Throws: ``ConformanceSkip`` when the literal does not decode, or decodes to one of
        ///   `characters`: the route cannot be written for this router.
        public func decoded(forbidding characters: String = "/") throws(ConformanceSkip) -> String {
            guard let text = decoded else {
                throw ConformanceSkip("the literal \(raw) does not percent-decode to UTF-8 text")
            }
            if let found = text.unicodeScalars.first(where: characters.unicodeScalars.contains) {
                throw ConformanceSkip(
                    "the literal \(raw) decodes to \(text), which holds '\(found)', and this router cannot hold it in a literal")
            }
            return text
        }

        /// The literal as a browser sends it in a path: the escapes as written, and escaped what
        /// a browser escapes in a path (controls, a space, `"`, `#`, `<`, `>`, `?`, `^`, a backquote,
        /// `{`, `}` and non-ASCII text), for a router that matches the path as sent.
        ///
        /// ```swift
        /// FixturePattern.Literal(raw: "café").clientForm  // "caf%C3%A9"
        /// ```
        public var clientForm: String {
            BrowserEscaping.escaped(raw, in: .path)
        }
    }
}
