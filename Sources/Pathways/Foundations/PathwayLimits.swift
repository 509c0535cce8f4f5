/// Upper bounds on the input Pathways reads (SPEC: LIM-1 to LIM-5).
///
/// Input over a limit is rejected with a specific ``PathwayError/Code`` before any matching work
/// grows with it. The defaults fit every real deep link; raise them only with a reason.
///
/// ```swift
/// var limits = PathwayLimits()
/// limits.maxComponentLength = 8_192   // long signed tokens in the query
/// let router = Pathways(limits: limits)
/// ```
public struct PathwayLimits: Sendable, Hashable {
    /// The longest URL, in UTF-8 bytes of its percent-encoded text. Default 16,384.
    public var maxURLLength: Int = 16_384
    /// The most path components, after the custom-scheme authority is counted. Default 64.
    public var maxPathComponents: Int = 64
    /// The most query parameters, and separately the most fragment parameters. Default 256.
    public var maxParameters: Int = 256
    /// The longest decoded path component, parameter name or parameter value, in UTF-8 bytes.
    /// Default 4,096.
    public var maxComponentLength: Int = 4_096

    /// The default limits.
    public init() {}

    /// The default limits.
    public static let `default` = PathwayLimits()
}
