/// A named group of Pathways' stricter choices, which a subject may claim: the closed list of
/// SPEC.md section 19.
///
/// Every requirement of SPEC.md is either core, which any router that has the feature must meet,
/// or in exactly one profile. SPEC.md's table is the one source of which requirement is in which
/// profile, so this type names the profiles and nothing more; a fixture case names the profiles it belongs to (`profiles`, checked against the
/// table by `pathways-conformance lint`), and the runner skips the cases of every profile the
/// subject does not claim, as it skips those of a capability the subject lacks.
///
/// ```swift
/// let descriptor = SubjectDescriptor(name: "strict-router", version: "1.0", capabilities: [.prefix],
///                                    profiles: [.dotSegments, .userinfo])
/// ```
public enum Profile: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
    /// Ranks matching routes by their patterns, whatever the order of registration.
    case precedence
    /// Refuses `.` and `..` components instead of resolving or passing them.
    case dotSegments = "dot-segments"
    /// Refuses every URL with userinfo.
    case userinfo
    /// Refuses malformed escapes, invalid UTF-8, control characters and raw characters outside
    /// their part's set, in every part of a URL.
    case strictInput = "strict-input"
    /// Reads URLs as the WHATWG URL Standard does and refuses what it would rewrite.
    case browserAgreement = "browser-agreement"
    /// Reports the code, phase and placeholder of every rejection, and the first problem met.
    case errorCodes = "error-codes"
    /// Reads and writes typed values in exactly SPEC.md's text forms.
    case textForms = "text-forms"
    /// Enforces the default limits.
    case limits
    /// Ignores one trailing `/` in URLs and patterns.
    case trailingSlash = "trailing-slash"
    /// Reads a `+` in a query as a plus sign, never as a space.
    case plusSign = "plus-sign"
    /// Gives a URL that routes of equal rank match to the route registered first.
    case ties
    /// Keeps the empty components of a path, so that `/a//b` is not `/a/b`.
    case emptyComponents = "empty-components"
    /// Lets a catch-all take only one or more remaining components, none of them empty.
    case nonEmptyCatchAll = "non-empty-catch-all"

    /// The minor version of the harness protocol that introduced the profile: a harness must
    /// speak at least that version to claim it (Conformance/PROTOCOL.md).
    public var protocolMinor: Int {
        switch self {
        case .dotSegments, .userinfo, .strictInput, .browserAgreement, .errorCodes, .textForms, .limits: 2
        case .precedence, .trailingSlash, .plusSign: 3
        case .ties, .emptyComponents, .nonEmptyCatchAll: 5
        }
    }

    /// Orders profiles as SPEC.md lists them, so that reports list them the same way every time.
    public static func < (lhs: Profile, rhs: Profile) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}
