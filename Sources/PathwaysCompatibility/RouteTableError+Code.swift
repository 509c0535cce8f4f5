import Pathways

extension RouteTableError {
    /// What went wrong, as a value callers can compare and switch on.
    ///
    /// The codes are the closed list of SPEC.md TABLE-5; new codes may be added in a minor
    /// release, so a `switch` over codes needs a `default` branch.
    ///
    /// ```swift
    /// RouteTableError.Code(identifier: "unsupportedVersion") == .unsupportedVersion  // true
    /// ```
    public struct Code: Hashable, Sendable, CustomStringConvertible, ClosedList {
        package enum Member: String, CaseIterable, Sendable {
            case invalidJSON, duplicateKey, wrongType, missingKey, unknownKey, unsupportedVersion, unknownValue, invalidValue
        }

        package let member: Member

        package init(_ member: Member) { self.member = member }

        /// Every code, in the order SPEC.md lists them.
        public static var allCodes: [Code] { allMembers }

        /// Creates the code with the given stable identifier, or `nil` when there is none.
        ///
        /// ```swift
        /// RouteTableError.Code(identifier: "wrongType") == .wrongType  // true
        /// ```
        ///
        /// - Parameter identifier: A code's stable identifier (its `description`), such as `"wrongType"`.
        public init?(identifier: String) {
            self.init(named: identifier)
        }

        /// The text is not JSON (RFC 8259): a syntax error, invalid UTF-8, a lone surrogate, or
        /// nesting deeper than 64 levels.
        public static let invalidJSON = Code(.invalidJSON)
        /// An object has the same key twice.
        public static let duplicateKey = Code(.duplicateKey)
        /// A value has the wrong type, such as a string where a Boolean belongs.
        public static let wrongType = Code(.wrongType)
        /// A required key is missing, such as `version`, `routes` or a route's `pattern`.
        public static let missingKey = Code(.missingKey)
        /// A key the format does not define; a later version may, so it is not ignored.
        public static let unknownKey = Code(.unknownKey)
        /// The table's `version` is one this module does not read: written by a later release.
        public static let unsupportedVersion = Code(.unsupportedVersion)
        /// A name outside its closed list: a matching mode, a field kind, a scalar kind or a
        /// date form.
        public static let unknownValue = Code(.unknownValue)
        /// A value the router refuses: a pattern, a host, an origin or a custom scheme that no
        /// route could be registered with, or a field named twice.
        public static let invalidValue = Code(.invalidValue)
    }
}
