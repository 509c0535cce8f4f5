/// Something a subject must support to run a case: the closed list of the fixture schema.
///
/// A case lists the capabilities it needs; a subject declares the ones it has. Inputs of a case
/// whose capabilities a subject lacks are reported as skipped, never as passed.
///
/// ```swift
/// let descriptor = SubjectDescriptor(name: "tiny-router", version: "1.0", capabilities: [.prefix, .query])
/// ```
public enum Capability: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
    /// Decodes placeholders into declared scalar types.
    case typed
    /// Prefix matching.
    case prefix
    /// Host-specific routes.
    case hosts
    /// Schemes whose authority is the first path component.
    case customSchemes
    /// Delivers query parameters.
    case query
    /// Fragment routes and fragment parameters.
    case fragments
    /// Encodes values into paths.
    case encoding
    /// Rejects invalid patterns and hosts with codes.
    case patternErrors
    /// Rejects malformed URLs with codes.
    case urlErrors

    /// Orders capabilities by name, so that reports list them the same way every time.
    public static func < (lhs: Capability, rhs: Capability) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}
