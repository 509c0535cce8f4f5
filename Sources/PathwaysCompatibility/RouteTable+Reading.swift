import Pathways
import PathwaysTextFormats

/// Reading a route table back (TABLE-5): strictly, each refusal a ``RouteTableError`` with the
/// JSON path of the value it is about.
extension RouteTable {
    /// The deepest nesting of arrays and objects accepted; a table needs four.
    static let maximumDepth = 64

    /// Reads a table that ``jsonText`` wrote, or one written by hand in the same format.
    ///
    /// The table must be of a version from 1 to ``formatVersion``; a key its version does not
    /// define (`alias` in version 1), a name outside
    /// its closed list, and a pattern, host or origin that the router refuses are errors, not
    /// skipped, since a table read wrongly would hide broken links.
    ///
    /// ```swift
    /// let table = try RouteTable(json: #"{"version": 1, "routes": [{"pattern": "/settings", "matching": "prefix"}]}"#)
    /// table.routes[0].pattern  // "/settings"
    ///
    /// try RouteTable(json: #"{"version": 1, "routes": [{"pattern": "/a", "matching": "partial"}]}"#)
    /// // throws: route table error [unknownValue] at $.routes[0].matching: ...
    /// ```
    ///
    /// - Parameter json: The JSON text; a leading byte-order mark is skipped.
    /// - Throws: ``RouteTableError`` for the first problem found.
    public init(json: String) throws(RouteTableError) {
        let node: JSONNode
        do throws(JSONSyntaxError) {
            node = try JSONReader.read(Array(json.utf8), depthLimit: .containers(Self.maximumDepth))
        } catch {
            throw Self.refusal(error)
        }
        let root = try Self.object(node, at: .root, what: "a route table", version: Self.formatVersion)
        // Every version has the same members here; a key outside them is named against the newest.
        try root.refuseKeys(outside: ["version", "origins", "customSchemes", "decoding", "routes"])
        // The version first: a later format may change everything else.
        let version = try root.required("version")
        let versions = "a version from 1 to \(Self.formatVersion)"
        guard case .number(let text) = version.content else {
            throw RouteTableError(
                .wrongType, path: root.path("version").description, detail: "expected \(versions), found \(version.typeName)")
        }
        guard let number = Int(text), number >= 1 else {
            throw RouteTableError(.invalidValue, path: root.path("version").description, detail: "expected \(versions), found \(text)")
        }
        guard number <= Self.formatVersion else {
            throw RouteTableError(
                .unsupportedVersion, path: root.path("version").description,
                detail: "version \(number) was written by a later release; this release reads \(versions)")
        }
        let origins = try root["origins"].map { node throws(RouteTableError) in try root.strings(node, at: root.path("origins")) } ?? []
        let schemes =
            try root["customSchemes"].map { node throws(RouteTableError) in try root.strings(node, at: root.path("customSchemes")) } ?? []
        let decoding = try root["decoding"].map { node throws(RouteTableError) in
            try Self.decoding(node, at: root.path("decoding"), version: number)
        }
        let routesPath = root.path("routes")
        guard case .array(let elements) = try root.required("routes").content else {
            throw RouteTableError(.wrongType, path: routesPath.description, detail: "expected an array of routes")
        }
        var routes: [Route] = []
        for (index, element) in elements.enumerated() {
            routes.append(try Self.route(element, at: routesPath.appending(index), version: number))
        }
        self.init(origins: origins, customSchemes: schemes, decoding: decoding ?? .default, routes: routes)
        _ = try ReferenceRouter(self)
    }

    private static func decoding(_ node: JSONNode, at path: JSONPath, version: Int) throws(RouteTableError) -> PathwayDecodingOptions {
        let object = try object(node, at: path, what: "the decoding options", version: version)
        try object.refuseKeys(outside: ["dateForm", "malformedOptionalFieldsAreNil", "plusIsSpaceInQuery"])
        var options = PathwayDecodingOptions.default
        if let form = try object.optionalString("dateForm") {
            let forms = DateTextForm.allCases
            guard let match = forms.first(where: { name(of: $0) == form }) else {
                throw RouteTableError(
                    .unknownValue, path: object.path("dateForm").description,
                    detail: "\(MessageText.quoted(form)) is not a date form; expected \(forms.map(name(of:)).joined(separator: ", "))")
            }
            options.dateForm = match
        }
        options.malformedOptionalFieldsAreNil = try object.optionalBool("malformedOptionalFieldsAreNil") ?? false
        options.plusIsSpaceInQuery = try object.optionalBool("plusIsSpaceInQuery") ?? false
        return options
    }

    private static func route(_ node: JSONNode, at path: JSONPath, version: Int) throws(RouteTableError) -> Route {
        let object = try object(node, at: path, what: "a route", version: version)
        var known: Set = ["pattern", "host", "origin", "matching", "caseInsensitive", "fragmentParameters", "name", "type", "fields"]
        if version >= 2 { known.insert("alias") }
        try object.refuseKeys(outside: known)
        let pattern = try object.string("pattern")
        let matchingName = try object.string("matching")
        guard let matching = Matching(rawValue: matchingName) else {
            throw RouteTableError(
                .unknownValue, path: object.path("matching").description,
                detail: "\(MessageText.quoted(matchingName)) is not a matching mode; expected exact or prefix")
        }
        var fields: [RouteField] = []
        if let list = object["fields"] {
            guard case .array(let elements) = list.content else {
                throw RouteTableError(
                    .wrongType, path: object.path("fields").description, detail: "expected an array of fields, found \(list.typeName)")
            }
            for (index, element) in elements.enumerated() {
                let field = try Self.field(element, at: object.path("fields").appending(index), version: version)
                if fields.contains(where: { $0.name.utf8.elementsEqual(field.name.utf8) }) {
                    throw RouteTableError(
                        .invalidValue, path: object.path("fields").appending(index).appending("name").description,
                        detail: "the field \(MessageText.quoted(field.name)) is listed twice")
                }
                fields.append(field)
            }
        }
        let name = try object.optionalString("name")
        if name == nil, !fields.isEmpty {
            throw RouteTableError(.missingKey, path: path.description, detail: "a route with fields is typed and needs \"name\"")
        }
        let isAlias = try object.optionalBool("alias") ?? false
        if name == nil, isAlias {
            throw RouteTableError(.missingKey, path: path.description, detail: "an alias needs \"name\", the route it is an alias of")
        }
        return Route(
            pattern: pattern, host: try object.optionalString("host"), origin: try object.optionalString("origin"), matching: matching,
            caseInsensitive: try object.optionalBool("caseInsensitive") ?? false,
            fragmentParameters: try object.optionalBool("fragmentParameters") ?? false, name: name,
            typeName: try object.optionalString("type"), fields: fields, isAlias: isAlias)
    }

    private static func field(_ node: JSONNode, at path: JSONPath, version: Int) throws(RouteTableError) -> RouteField {
        let object = try object(node, at: path, what: "a field", version: version)
        try object.refuseKeys(outside: ["name", "kind", "scalar", "optional", "array"])
        let name = try object.string("name")
        let kindName = try object.string("kind")
        guard let kind = RouteField.Kind(rawValue: kindName) else {
            throw RouteTableError(
                .unknownValue, path: object.path("kind").description,
                detail: "\(MessageText.quoted(kindName)) is not a field kind; expected "
                    + RouteField.Kind.allCases.map(\.rawValue).joined(separator: ", "))
        }
        var scalar: RouteField.Scalar?
        if let scalarName = try object.optionalString("scalar") {
            guard let known = RouteField.Scalar(rawValue: scalarName) else {
                throw RouteTableError(
                    .unknownValue, path: object.path("scalar").description,
                    detail: "\(MessageText.quoted(scalarName)) is not a scalar kind; expected "
                        + RouteField.Scalar.allCases.map(\.rawValue).joined(separator: ", "))
            }
            scalar = known
        }
        return RouteField(
            name: name, kind: kind, scalar: scalar, isOptional: try object.optionalBool("optional") ?? false,
            isArray: try object.optionalBool("array") ?? false)
    }

    /// What ``JSONReader`` refused, as this module's code, with the line and column.
    private static func refusal(_ error: JSONSyntaxError) -> RouteTableError {
        let detail = error.message(depthLimit: .containers(maximumDepth), quoting: MessageText.quoted)
        if case .duplicateKey = error.reason {
            return RouteTableError(.duplicateKey, path: error.path.description, detail: detail)
        }
        return RouteTableError(
            .invalidJSON, path: error.path.description, detail: "\(detail), at line \(error.position.line), column \(error.position.column)"
        )
    }

    /// Starts reading `node` as `what`, an object of a table of version `version`, with this
    /// module's codes and words for each problem of shape.
    private static func object(_ node: JSONNode, at path: JSONPath, what: String, version: Int) throws(RouteTableError)
        -> JSONObjectReader<RouteTableError>
    {
        try JSONObjectReader(node, at: path) { problem, path in
            switch problem {
            case .wrongType(.object, let found):
                RouteTableError(.wrongType, path: path.description, detail: "expected \(what) as an object, found \(found.typeName)")
            case .wrongType(.bool, let found):
                RouteTableError(.wrongType, path: path.description, detail: "expected true or false, found \(found.typeName)")
            // The arrays read through the reader are the lists of origins and custom schemes.
            case .wrongType(.array, let found):
                RouteTableError(.wrongType, path: path.description, detail: "expected an array of strings, found \(found.typeName)")
            case .wrongType(_, let found):
                RouteTableError(.wrongType, path: path.description, detail: "expected a string, found \(found.typeName)")
            case .missingKey(let key):
                RouteTableError(.missingKey, path: path.description, detail: "the key \(MessageText.quoted(key)) is required here")
            case .unknownKey(let key, let known):
                RouteTableError(
                    .unknownKey, path: path.description,
                    detail: "\(MessageText.quoted(key)) is not a key of version \(version); expected one of "
                        + known.joined(separator: ", "))
            }
        }
    }
}
