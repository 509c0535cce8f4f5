import PathwaysTextFormats

/// Options of the router a case builds.
public struct RouterOptions: Sendable, Hashable {
    /// Schemes whose authority is read as the first path component (SCHEME-2).
    public var customSchemes: [String]

    /// Creates options.
    public init(customSchemes: [String] = []) {
        self.customSchemes = customSchemes
    }
}

extension RouterOptions {
    /// Reads the schema's `router` form.
    package init(json: JSONValue, at path: JSONPath) throws(JSONModelError) {
        let object = try JSONObjectReader(json, at: path)
        self.init(customSchemes: object.has("customSchemes") ? try object.strings("customSchemes") : [])
    }

    /// The schema's form of the options.
    public var jsonValue: JSONValue {
        .members(["customSchemes": .array(customSchemes.map(JSONValue.string))])
    }
}
