import PathwaysTextFormats

/// Options of the router a case builds.
///
/// Besides custom schemes, three readings that a router makes only when asked (SCALAR-10,
/// CODE-8, QUERY-9); each holds for the case's URL, decode, encode and round-trip inputs alike.
///
/// ```swift
/// RouterOptions(customSchemes: ["myapp"], dateForm: .secondsSince1970, plusIsSpaceInQuery: true)
/// ```
public struct RouterOptions: Sendable, Hashable {
    /// Schemes whose authority is read as the first path component (SCHEME-2).
    public var customSchemes: [String]
    /// The origins the router serves, as given (ORIGIN-1 to ORIGIN-4); `nil` for a router that
    /// serves every origin. Protocol 1.3, capability ``Capability/origins``.
    public var origins: [String]?

    /// The text form of dates, read and written (SCALAR-10, ENC-14); capability `unixDates`
    /// unless ``DateForm/iso8601``.
    public var dateForm: DateForm
    /// Whether a malformed value of an `Optional` query field reads as `nil` (CODE-8);
    /// capability `lenientOptionalFields` when set.
    public var malformedOptionalFieldsAreNil: Bool
    /// Whether a raw `+` in the query reads as a space (QUERY-9); capability `plusAsSpace` when
    /// set.
    public var plusIsSpaceInQuery: Bool

    /// Creates options; without arguments, a router with none of them.
    ///
    /// - Parameters:
    ///   - customSchemes: Schemes whose authority is read as the first path component.
    ///   - origins: The origins the router serves; `nil` for every origin.
    ///   - dateForm: The text form of dates.
    ///   - malformedOptionalFieldsAreNil: Whether a malformed optional query field reads as `nil`.
    ///   - plusIsSpaceInQuery: Whether a raw `+` in the query reads as a space.
    public init(
        customSchemes: [String] = [], origins: [String]? = nil, dateForm: DateForm = .iso8601, malformedOptionalFieldsAreNil: Bool = false,
        plusIsSpaceInQuery: Bool = false
    ) {
        self.customSchemes = customSchemes
        self.origins = origins
        self.dateForm = dateForm
        self.malformedOptionalFieldsAreNil = malformedOptionalFieldsAreNil
        self.plusIsSpaceInQuery = plusIsSpaceInQuery
    }

    /// The capabilities a subject needs to build this router, beyond custom schemes, each with
    /// the reason, in a fixed order.
    package var neededCapabilities: [(capability: Capability, reason: String)] {
        var needed: [(Capability, String)] = []
        if origins != nil { needed.append((.origins, "the router is given origins")) }
        if dateForm != .iso8601 { needed.append((.unixDates, "the router reads dates as \(dateForm.rawValue) (dateForm)")) }
        if malformedOptionalFieldsAreNil {
            needed.append(
                (.lenientOptionalFields, "the router reads malformed optional query fields as nil (malformedOptionalFieldsAreNil)"))
        }
        if plusIsSpaceInQuery { needed.append((.plusAsSpace, "the router reads + in the query as a space (plusIsSpaceInQuery)")) }
        return needed
    }
}

extension RouterOptions {
    /// Reads the schema's `router` form.
    package init(json: JSONNode, at path: JSONPath) throws(JSONModelError) {
        let object = try JSONObjectReader(json, at: path)
        let dateForm = try object.optionalCase("dateForm", of: DateForm.self) ?? .iso8601
        self.init(
            customSchemes: object["customSchemes"] != nil ? try object.strings("customSchemes") : [],
            origins: object["origins"] != nil ? try object.strings("origins") : nil, dateForm: dateForm,
            malformedOptionalFieldsAreNil: try object.optionalBool("malformedOptionalFieldsAreNil") ?? false,
            plusIsSpaceInQuery: try object.optionalBool("plusIsSpaceInQuery") ?? false)
    }

    /// The schema's form of the options: `customSchemes` always, the other members only when
    /// given or different from the default, so that a harness of an earlier protocol sees the requests
    /// it always saw.
    package var jsonValue: JSONValue {
        var members = [JSONValue.Member(key: "customSchemes", value: .array(customSchemes.map(JSONValue.string)))]
        if let origins { members.append(JSONValue.Member(key: "origins", value: .array(origins.map(JSONValue.string)))) }
        if dateForm != .iso8601 { members.append(JSONValue.Member(key: "dateForm", value: .string(dateForm.rawValue))) }
        if malformedOptionalFieldsAreNil { members.append(JSONValue.Member(key: "malformedOptionalFieldsAreNil", value: .bool(true))) }
        if plusIsSpaceInQuery { members.append(JSONValue.Member(key: "plusIsSpaceInQuery", value: .bool(true))) }
        return .object(members)
    }
}
