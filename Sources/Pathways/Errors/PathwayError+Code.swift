extension PathwayError {
    /// What went wrong, as a value callers can compare and switch on.
    ///
    /// The set of codes is closed and documented in SPEC.md (ERR-2); new codes may be added in a
    /// minor release, so a `switch` over codes needs a `default` branch.
    public struct Code: Hashable, Sendable, CustomStringConvertible, ClosedList {
        package enum Member: String, CaseIterable, Sendable {
            case patternMissingLeadingSlash, patternEmptyComponent, patternDotSegment
            case emptyPlaceholderName, invalidPlaceholderName, duplicatePlaceholderName
            case invalidLiteral, invalidFragmentRoute, misplacedCatchAll
            case invalidHost, invalidScheme, invalidOrigin, destinationTypeMismatch
            case malformedURL, unroutableURL, missingHost, invalidCharacter, userinfoNotAllowed
            case malformedPercentEncoding, invalidUTF8, controlCharacter, dotSegment
            case urlTooLong, tooManyComponents, tooManyParameters, componentTooLong
            case patternMismatch, missingPlaceholder, invalidValue, valueOutOfRange, unsupportedType
            case missingValue, unexpectedKey, emptyValue, nonFiniteNumber, unrepresentableDate
            case invalidBaseURL, unregisteredRoute
        }

        package let member: Member

        package init(_ member: Member) { self.member = member }

        /// Every code, in the order SPEC.md lists them.
        public static var allCodes: [Code] { allMembers }

        /// Creates the code with the given stable identifier, or `nil` when there is none.
        ///
        /// ```swift
        /// PathwayError.Code(identifier: "dotSegment") == .dotSegment  // true
        /// ```
        ///
        /// - Parameter identifier: A code's stable identifier (its `description`), such as `"dotSegment"`.
        public init?(identifier: String) {
            self.init(named: identifier)
        }

        // Pattern phase.
        /// A pattern does not start with `/`.
        public static let patternMissingLeadingSlash = Code(.patternMissingLeadingSlash)
        /// A pattern has an empty component (`//`).
        public static let patternEmptyComponent = Code(.patternEmptyComponent)
        /// A pattern has a `.` or `..` component.
        public static let patternDotSegment = Code(.patternDotSegment)
        /// A placeholder has no name (`/:`).
        public static let emptyPlaceholderName = Code(.emptyPlaceholderName)
        /// A placeholder name is not an identifier (`/:2x`, `/:a-b`).
        public static let invalidPlaceholderName = Code(.invalidPlaceholderName)
        /// Two placeholders share a name; or an alias supplies a field that its old pattern
        /// fills, or supplies it twice (REG-8).
        public static let duplicatePlaceholderName = Code(.duplicatePlaceholderName)
        /// A literal component holds a character patterns do not allow (`:` inside, `?`, space).
        public static let invalidLiteral = Code(.invalidLiteral)
        /// The fragment route after `#` in a pattern is empty or malformed.
        public static let invalidFragmentRoute = Code(.invalidFragmentRoute)
        /// A catch-all (`*name`) is not the last component of the path or of the fragment route.
        public static let misplacedCatchAll = Code(.misplacedCatchAll)

        // Registration phase (and the match phase, for hosts).
        /// A registered host is not a valid host name, or a URL's host is one that a browser
        /// refuses or reads as another spelling (`0x7f.1`, `[0:0::1]`, `ex%61mple.com`).
        public static let invalidHost = Code(.invalidHost)
        /// A custom scheme name is not a valid scheme.
        public static let invalidScheme = Code(.invalidScheme)
        /// An origin given to ``Pathways/init(origins:limits:decoding:)`` is not `scheme://host[:port]`
        /// or `scheme://`, or conflicts with another; or a route is limited to an origin, or
        /// registered on a host, that none of the router's origins has (ORIGIN-3, ORIGIN-5).
        public static let invalidOrigin = Code(.invalidOrigin)
        /// A route's destination is of another type than the destinations of the routes
        /// registered before it (DEST-4): a router's destinations are of one type.
        public static let destinationTypeMismatch = Code(.destinationTypeMismatch)

        // Match phase: reading a URL.
        /// The input is not an absolute URL with a readable structure.
        public static let malformedURL = Code(.malformedURL)
        /// The URL has an opaque path (`mailto:x`, `javascript:...`) and cannot be routed.
        public static let unroutableURL = Code(.unroutableURL)
        /// An `https` (or other special-scheme) URL has no host right after `//`, or an authority
        /// has a port but no host; a browser would read `https:///x` as the host `x`.
        public static let missingHost = Code(.missingHost)
        /// A byte that URLs do not allow unescaped (space, `\`, `"`, non-ASCII).
        public static let invalidCharacter = Code(.invalidCharacter)
        /// The URL names a user (`https://example.com@evil.com/`); such URLs are never routed.
        public static let userinfoNotAllowed = Code(.userinfoNotAllowed)
        /// A `%` is not followed by two hexadecimal digits.
        public static let malformedPercentEncoding = Code(.malformedPercentEncoding)
        /// Percent-escapes decode to bytes that are not valid UTF-8.
        public static let invalidUTF8 = Code(.invalidUTF8)
        /// Decoded text holds a control character (C0, DEL or C1).
        public static let controlCharacter = Code(.controlCharacter)
        /// A path component is `.` or `..`, raw or percent-encoded.
        public static let dotSegment = Code(.dotSegment)
        /// The URL is longer than the limit.
        public static let urlTooLong = Code(.urlTooLong)
        /// The path has more components than the limit.
        public static let tooManyComponents = Code(.tooManyComponents)
        /// The query or fragment has more parameters than the limit.
        public static let tooManyParameters = Code(.tooManyParameters)
        /// A decoded component or value is longer than the limit.
        public static let componentTooLong = Code(.componentTooLong)

        // Decode phase (and the registration phase, for the checks of a typed route's type).
        /// The URL's path does not match the type's pattern.
        public static let patternMismatch = Code(.patternMismatch)
        /// A typed route's pattern has a placeholder, or its alias supplies a field (REG-8), that
        /// no property of its type reads; found when the route is registered.
        public static let missingPlaceholder = Code(.missingPlaceholder)
        /// The captured text is not a valid text form of the expected type.
        public static let invalidValue = Code(.invalidValue)
        /// The captured number does not fit the expected type.
        public static let valueOutOfRange = Code(.valueOutOfRange)
        /// The type is nested, an array where a single value belongs (or the reverse), or
        /// otherwise not a flat value of scalars.
        public static let unsupportedType = Code(.unsupportedType)

        // Encode phase (and the decode phase, for query fields).
        /// A placeholder has no value (it is `nil` or the type does not encode it), or a
        /// non-optional query field's name is missing from the query; at registration, a
        /// property that an alias's links never carry and the alias does not supply (REG-8).
        public static let missingValue = Code(.missingValue)
        /// No longer given: since SPEC 3.0.0 a key that names no placeholder is a query field.
        /// Kept so that code naming it still compiles.
        @available(*, deprecated, message: "never thrown since SPEC 3.0.0: a key that names no placeholder is a query field")
        public static let unexpectedKey = Code(.unexpectedKey)
        /// A string is empty and cannot fill a path component, or an array that must hold
        /// values is empty.
        public static let emptyValue = Code(.emptyValue)
        /// A floating-point value is infinite or NaN.
        public static let nonFiniteNumber = Code(.nonFiniteNumber)
        /// A date is outside years 1-9999 or finer than a millisecond.
        public static let unrepresentableDate = Code(.unrepresentableDate)
        /// The base URL given to `encode(_:relativeTo:)` has no scheme or an opaque path.
        public static let invalidBaseURL = Code(.invalidBaseURL)
        /// No registration of the router takes the link of a destination's route: its type is
        /// not registered, or only under other patterns, hosts or origins (DEST-5).
        public static let unregisteredRoute = Code(.unregisteredRoute)

        /// What the code means, as the start of a sentence. The switch names every code, so a
        /// new code cannot compile without its message.
        var summary: String {
            switch member {
            case .patternMissingLeadingSlash: "the pattern must start with '/'"
            case .patternEmptyComponent: "the pattern has an empty component ('//')"
            case .patternDotSegment: "the pattern has a '.' or '..' component"
            case .emptyPlaceholderName: "a placeholder needs a name after ':'"
            case .invalidPlaceholderName: "a placeholder name must be a letter or '_' followed by letters, digits or '_'"
            case .duplicatePlaceholderName: "two placeholders share a name, or an alias gives one field two sources"
            case .invalidLiteral: "a literal component holds a character patterns do not allow"
            case .invalidFragmentRoute: "the fragment route after '#' must be non-empty and hold only fragment characters"
            case .misplacedCatchAll: "a catch-all must be the last component of the path or of the fragment route"
            case .invalidHost: "the host is not valid, or a browser would read it as another host"
            case .invalidScheme: "the scheme is not a valid URL scheme"
            case .invalidOrigin: "the origin is not 'scheme://host[:port]' or 'scheme://', or not one the router serves"
            case .destinationTypeMismatch: "the route's destination is of another type than the router's other destinations"
            case .malformedURL: "the input is not an absolute URL"
            case .unroutableURL: "the URL has an opaque path and cannot be routed"
            case .missingHost: "the URL has no host where a browser would find one"
            case .invalidCharacter: "the URL holds a character that must be percent-encoded"
            case .userinfoNotAllowed: "URLs that name a user ('user@host') are never routed"
            case .malformedPercentEncoding: "'%' must be followed by two hexadecimal digits"
            case .invalidUTF8: "percent-escapes decode to bytes that are not valid UTF-8"
            case .controlCharacter: "the decoded text holds a control character"
            case .dotSegment: "the path has a '.' or '..' component"
            case .urlTooLong: "the URL is longer than the limit (PathwayLimits.maxURLLength)"
            case .tooManyComponents: "the path has more components than the limit"
            case .tooManyParameters: "the query or the fragment has more parameters than the limit (PathwayLimits.maxParameters)"
            case .componentTooLong: "a component or value is longer than the limit (PathwayLimits.maxComponentLength)"
            case .patternMismatch: "the URL does not match the pattern"
            case .missingPlaceholder: "the pattern has a placeholder, or an alias supplies a field, that no property of the type reads"
            case .invalidValue: "the text is not a valid value of the expected type"
            case .valueOutOfRange: "the number does not fit the expected type"
            case .unsupportedType:
                "only flat values of scalars, and arrays of them where a catch-all or a query field takes several values, can be routed"
            case .missingValue: "a placeholder or a required query field has no value"
            case .unexpectedKey: "the value has a key the pattern has no placeholder for (no longer given)"
            case .emptyValue: "an empty string cannot fill a path component, nor an empty array a catch-all"
            case .nonFiniteNumber: "infinite and NaN values cannot be encoded"
            case .unrepresentableDate: "the date cannot be written exactly in a link"
            case .invalidBaseURL: "the base URL needs a scheme and a hierarchical path"
            case .unregisteredRoute: "no registration of the router takes the link of the route"
            }
        }
    }
}
