import PathwaysTextFormats

/// Options of the router a case builds.
public struct RouterOptions: Sendable, Hashable {
    /// Schemes whose authority is read as the first path component (SCHEME-2).
    public var customSchemes: [String]
    /// The origins the router serves, as given (ORIGIN-1 to ORIGIN-4); `nil` for a router that
    /// serves every origin. Protocol 1.3, capability ``Capability/origins``.
    public var origins: [String]?

    /// Creates options.
    public init(customSchemes: [String] = [], origins: [String]? = nil) {
        self.customSchemes = customSchemes
        self.origins = origins
    }
}

extension RouterOptions {
    /// Reads the schema's `router` form.
    package init(json: JSONValue, at path: JSONPath) throws(JSONModelError) {
        let object = try JSONObjectReader(json, at: path)
        self.init(
            customSchemes: object.has("customSchemes") ? try object.strings("customSchemes") : [],
            origins: object.has("origins") ? try object.strings("origins") : nil)
    }

    /// The schema's form of the options; `origins` only when given, so that a harness of an
    /// earlier protocol version never sees it.
    public var jsonValue: JSONValue {
        let schemes = JSONValue.array(customSchemes.map(JSONValue.string))
        guard let origins else { return .members(["customSchemes": schemes]) }
        return .members(["customSchemes": schemes, "origins": .array(origins.map(JSONValue.string))])
    }
}
