import Pathways
import PathwaysAssociations
import PathwaysCompatibility

/// The closed lists and patterns of Fixtures/schema.json (format 1), for hand-rolled checks.
///
/// The lists come from the Swift types that own them (``PathwayError/Code``,
/// ``PathwayError/Phase``, ``Capability``, ``PropertyType/Scalar``); `ClosedListTests` compares
/// each with schema.json and SPEC.md as sets, so none can drift from the others.
package enum FixtureSchema {
    /// The format version this runner reads.
    package static let formatVersion = 1

    /// The `errorCode` enum: the codes of ``PathwayError/Code``, the one list of them; a test
    /// compares it with schema.json and SPEC.md as sets.
    package static let errorCodes = PathwayError.Code.allCodes.map(\.description)

    /// The `associationErrorCode` enum: the codes of `AssociationError.Code` (ASSOC-20).
    package static let associationErrorCodes = AssociationError.Code.allCodes.map(\.description)

    /// The codes of a refused route table (TABLE-5), as `RouteTableError` lists them.
    package static let routeTableErrorCodes = RouteTableError.Code.allCodes.map(\.description)

    /// Why an old link breaks (COMPAT-4), as `CompatibilityReport.Problem` lists them.
    package static let compatibilityProblems = CompatibilityReport.Problem.allCases.map(\.rawValue)

    /// The attributes of a generated path rule (ASSOC-7), as the `androidFilters` outcome names
    /// them.
    package static let pathRuleKinds = ["path", "pathPrefix", "pathPattern", "pathAdvancedPattern", "pathSuffix"]

    /// The `phase` enum: the phases of ``PathwayError/Phase``.
    package static let phases = PathwayError.Phase.allPhases.map(\.description)

    /// The string forms of `scalarType`.
    package static let scalarTypeNames =
        PropertyType.Scalar.allCases.map(\.rawValue) + PropertyType.Scalar.allCases.map { $0.rawValue + "?" }

    /// The `caseId` pattern `^[a-z][a-z0-9]*(-[a-z0-9]+)*$`, at most 80 characters.
    package static func isCaseID(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard let first = bytes.first, isLower(first), bytes.count <= 80, bytes.last != UInt8(ascii: "-") else { return false }
        var previousDash = false
        for byte in bytes {
            if byte == UInt8(ascii: "-") {
                if previousDash { return false }
                previousDash = true
            } else {
                guard isLower(byte) || isDigit(byte) else { return false }
                previousDash = false
            }
        }
        return true
    }

    /// The `requirementId` pattern `^[A-Z]+-[0-9]+$`.
    package static func isRequirementID(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return false }
        return !parts[0].isEmpty && parts[0].utf8.allSatisfy(isUpper) && !parts[1].isEmpty && parts[1].utf8.allSatisfy(isDigit)
    }

    /// The `routeName` pattern `^[a-z][a-zA-Z0-9_-]*$`.
    package static func isRouteName(_ text: String) -> Bool {
        guard let first = text.utf8.first, isLower(first) else { return false }
        return text.utf8.allSatisfy { isLower($0) || isUpper($0) || isDigit($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") }
    }

    /// The tag pattern `^[a-z][a-z0-9-]*$`.
    package static func isTag(_ text: String) -> Bool {
        guard let first = text.utf8.first, isLower(first) else { return false }
        return text.utf8.allSatisfy { isLower($0) || isDigit($0) || $0 == UInt8(ascii: "-") }
    }

    /// The `specVersion` pattern `^[0-9]+\.[0-9]+\.[0-9]+$`.
    package static func isVersion(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 3 && parts.allSatisfy { !$0.isEmpty && $0.utf8.allSatisfy(isDigit) }
    }

    package static func isLower(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) }
    package static func isUpper(_ byte: UInt8) -> Bool { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
    package static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
}
