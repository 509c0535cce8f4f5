extension PathwayError {
    /// The stage of the pipeline that rejected the input, as a value callers can compare and
    /// switch on.
    ///
    /// The set of phases is closed and documented in SPEC.md (ERR-1, ERR-2), and, like ``Code``,
    /// may grow in a minor release, so a `switch` over phases needs a `default` branch.
    ///
    /// ```swift
    /// switch error.phase {
    /// case .pattern, .registration: reportBug(error)
    /// default: showBrokenLinkAlert(error.description)
    /// }
    /// ```
    public struct Phase: Hashable, Sendable, CustomStringConvertible, ClosedList {
        package enum Member: String, CaseIterable, Sendable {
            case pattern, registration, match, decode, encode
        }

        package let member: Member

        package init(_ member: Member) { self.member = member }

        /// Every phase, in pipeline order.
        public static var allPhases: [Phase] { allMembers }

        /// Creates the phase with the given name, or `nil` when there is none.
        ///
        /// ```swift
        /// PathwayError.Phase(identifier: "decode") == .decode  // true
        /// ```
        ///
        /// - Parameter identifier: A phase's stable identifier (its `description`), such as `"match"`.
        public init?(identifier: String) {
            self.init(named: identifier)
        }

        /// Parsing or validating a pattern.
        public static let pattern = Phase(.pattern)
        /// Registering a route with a router (hosts, schemes, origins).
        public static let registration = Phase(.registration)
        /// Reading and matching a URL.
        public static let match = Phase(.match)
        /// Turning captured text into a typed value.
        public static let decode = Phase(.decode)
        /// Turning a typed value into a path.
        public static let encode = Phase(.encode)
    }
}

extension PathwayError.Phase {
    /// A name only drafts of Pathways 1.0.0 had; use `description`.
    @available(*, unavailable, renamed: "description")
    public var rawValue: String { description }

    /// A name only drafts of Pathways 1.0.0 had; use ``allPhases``.
    @available(*, unavailable, renamed: "allPhases")
    public static var allCases: [PathwayError.Phase] { allPhases }

    /// A name only drafts of Pathways 1.0.0 had; use ``init(identifier:)``.
    ///
    /// - Parameter rawValue: A phase's stable identifier.
    @available(*, unavailable, renamed: "init(identifier:)")
    public init?(rawValue: String) { self.init(identifier: rawValue) }
}
