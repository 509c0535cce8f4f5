import Pathways

extension AssociationError {
    /// What went wrong, as a value callers can compare and switch on.
    ///
    /// The codes are the closed list of SPEC.md ASSOC-20; new codes may be added in a minor
    /// release, so a `switch` over codes needs a `default` branch.
    public struct Code: Hashable, Sendable, CustomStringConvertible, ClosedList {
        package enum Member: String, CaseIterable, Sendable {
            case invalidJSON, duplicateKey, wrongType, missingKey, conflictingKeys
            case legacyFormat, unsupportedKey, invalidPattern, undefinedVariable, unsupportedVariable
            case invalidXML, unsupportedElement, unsupportedValue, unresolvedValue
            case invalidHost, invalidAppID, invalidScheme
            case noUniversalLinks
        }

        package let member: Member

        package init(_ member: Member) { self.member = member }

        /// Every code, in the order SPEC.md lists them.
        public static var allCodes: [Code] { allMembers }

        /// Creates the code with the given stable identifier, or `nil` when there is none.
        ///
        /// ```swift
        /// AssociationError.Code(identifier: "invalidPattern") == .invalidPattern  // true
        /// ```
        ///
        /// - Parameter identifier: A code's stable identifier (its `description`), such as `"invalidPattern"`.
        public init?(identifier: String) {
            self.init(named: identifier)
        }

        /// The file is not JSON (RFC 8259): a syntax error, invalid UTF-8, a lone surrogate, or
        /// nesting deeper than 64 levels.
        public static let invalidJSON = Code(.invalidJSON)
        /// An object has the same key twice, which JSON leaves undefined.
        public static let duplicateKey = Code(.duplicateKey)
        /// A value has the wrong type, such as a string where an array of strings belongs.
        public static let wrongType = Code(.wrongType)
        /// A required key is missing, such as a details entry's `appIDs` or an `<action>`'s
        /// `android:name`.
        public static let missingKey = Code(.missingKey)
        /// Two keys exclude each other, such as `appID` and `appIDs` in one details entry.
        public static let conflictingKeys = Code(.conflictingKeys)
        /// The file uses a form Apple no longer documents: `details` as an object keyed by app
        /// ID, the form of the first iOS 9 release. The `paths` array is read (SPEC: ASSOC-24).
        public static let legacyFormat = Code(.legacyFormat)
        /// A key this module knows but does not evaluate where it stands, such as `exclude` in
        /// `defaults`.
        public static let unsupportedKey = Code(.unsupportedKey)
        /// A pattern cannot be read: an unclosed `$(`, or an Android pattern that Android
        /// itself refuses.
        public static let invalidPattern = Code(.invalidPattern)
        /// A pattern names a substitution variable that neither the file nor the system
        /// defines.
        public static let undefinedVariable = Code(.undefinedVariable)
        /// A pattern uses `$(region)` or `$(lang)`, whose values only the system knows, or the
        /// file redefines a predefined variable.
        public static let unsupportedVariable = Code(.unsupportedVariable)
        /// The manifest or intent-filter excerpt is not well-formed XML, or uses XML this module
        /// does not read (a DTD, CDATA, text content).
        public static let invalidXML = Code(.invalidXML)
        /// An element this module does not evaluate, such as `<uri-relative-filter-group>`, or
        /// a top element that is not a `<manifest>`, an `<activity>` or an `<intent-filter>`.
        public static let unsupportedElement = Code(.unsupportedElement)
        /// An attribute this module does not evaluate, such as `android:query`, or a value
        /// whose reading depends on rules it does not model (white space, quote marks).
        public static let unsupportedValue = Code(.unsupportedValue)
        /// A value the build fills in, a resource reference such as `@string/link_host` or a
        /// manifest placeholder such as `${applicationId}`, that the caller's map does not
        /// hold: it is never read as written.
        public static let unresolvedValue = Code(.unresolvedValue)
        /// A host to generate for is not a host a route can be registered on (HOST-3).
        public static let invalidHost = Code(.invalidHost)
        /// An app ID to generate for is not `<prefix>.<bundle identifier>`.
        public static let invalidAppID = Code(.invalidAppID)
        /// A scheme to generate for is not a lower-case scheme (URL-1).
        public static let invalidScheme = Code(.invalidScheme)
        /// The file declares no universal links: it has no `applinks`, or `applinks` has no
        /// `details`. It may declare other services, such as `webcredentials`; the message lists
        /// them, and names the right spelling of a key written in another case, such as
        /// `appLinks` (SPEC: ASSOC-27).
        public static let noUniversalLinks = Code(.noUniversalLinks)
    }
}
