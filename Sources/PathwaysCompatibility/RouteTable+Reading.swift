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
        let root = try Object(node, at: .root, what: "a route table")
        // Every version has the same members here; a key outside them is named against the newest.
        try root.allowing(["version", "origins", "customSchemes", "decoding", "routes"], version: Self.formatVersion)
        // The version first: a later format may change everything else.
        let version = try root.required("version")
        let versions = "a version from 1 to \(Self.formatVersion)"
        guard case .number(let text) = version.content else {
            throw RouteTableError(.wrongType, path: root.path("version"), detail: "expected \(versions), found \(version.typeName)")
        }
        guard let number = Int(text), number >= 1 else {
            throw RouteTableError(.invalidValue, path: root.path("version"), detail: "expected \(versions), found \(text)")
        }
        guard number <= Self.formatVersion else {
            throw RouteTableError(
                .unsupportedVersion, path: root.path("version"),
                detail: "version \(number) was written by a later release; this release reads \(versions)")
        }
        let origins =
            try root.optional("origins").map { node throws(RouteTableError) in try Self.strings(node, at: root.at("origins")) } ?? []
        let schemes =
            try root.optional("customSchemes").map { node throws(RouteTableError) in try Self.strings(node, at: root.at("customSchemes")) }
            ?? []
        let decoding = try root.optional("decoding").map { node throws(RouteTableError) in
            try Self.decoding(node, at: root.at("decoding"), version: number)
        }
        let routesPath = root.at("routes")
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
        let object = try Object(node, at: path, what: "the decoding options")
        try object.allowing(["dateForm", "malformedOptionalFieldsAreNil", "plusIsSpaceInQuery"], version: version)
        var options = PathwayDecodingOptions.default
        if let form = try object.optionalString("dateForm") {
            let forms = DateTextForm.allCases
            guard let match = forms.first(where: { name(of: $0) == form }) else {
                throw RouteTableError(
                    .unknownValue, path: object.path("dateForm"),
                    detail: "\(MessageText.quoted(form)) is not a date form; expected \(forms.map(name(of:)).joined(separator: ", "))")
            }
            options.dateForm = match
        }
        options.malformedOptionalFieldsAreNil = try object.optionalBool("malformedOptionalFieldsAreNil") ?? false
        options.plusIsSpaceInQuery = try object.optionalBool("plusIsSpaceInQuery") ?? false
        return options
    }

    private static func route(_ node: JSONNode, at path: JSONPath, version: Int) throws(RouteTableError) -> Route {
        let object = try Object(node, at: path, what: "a route")
        var known: Set = ["pattern", "host", "origin", "matching", "caseInsensitive", "fragmentParameters", "name", "type", "fields"]
        if version >= 2 { known.insert("alias") }
        try object.allowing(known, version: version)
        let pattern = try object.requiredString("pattern")
        let matchingName = try object.requiredString("matching")
        guard let matching = Matching(rawValue: matchingName) else {
            throw RouteTableError(
                .unknownValue, path: object.path("matching"),
                detail: "\(MessageText.quoted(matchingName)) is not a matching mode; expected exact or prefix")
        }
        var fields: [RouteField] = []
        if let list = try object.optional("fields") {
            guard case .array(let elements) = list.content else {
                throw RouteTableError(
                    .wrongType, path: object.path("fields"), detail: "expected an array of fields, found \(list.typeName)")
            }
            for (index, element) in elements.enumerated() {
                let field = try Self.field(element, at: object.at("fields").appending(index), version: version)
                if fields.contains(where: { $0.name.utf8.elementsEqual(field.name.utf8) }) {
                    throw RouteTableError(
                        .invalidValue, path: object.at("fields").appending(index).appending("name").description,
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
        let object = try Object(node, at: path, what: "a field")
        try object.allowing(["name", "kind", "scalar", "optional", "array"], version: version)
        let name = try object.requiredString("name")
        let kindName = try object.requiredString("kind")
        guard let kind = RouteField.Kind(rawValue: kindName) else {
            throw RouteTableError(
                .unknownValue, path: object.path("kind"),
                detail: "\(MessageText.quoted(kindName)) is not a field kind; expected "
                    + RouteField.Kind.allCases.map(\.rawValue).joined(separator: ", "))
        }
        var scalar: RouteField.Scalar?
        if let scalarName = try object.optionalString("scalar") {
            guard let known = RouteField.Scalar(rawValue: scalarName) else {
                throw RouteTableError(
                    .unknownValue, path: object.path("scalar"),
                    detail: "\(MessageText.quoted(scalarName)) is not a scalar kind; expected "
                        + RouteField.Scalar.allCases.map(\.rawValue).joined(separator: ", "))
            }
            scalar = known
        }
        return RouteField(
            name: name, kind: kind, scalar: scalar, isOptional: try object.optionalBool("optional") ?? false,
            isArray: try object.optionalBool("array") ?? false)
    }

    private static func strings(_ node: JSONNode, at path: JSONPath) throws(RouteTableError) -> [String] {
        guard case .array(let elements) = node.content else {
            throw RouteTableError(.wrongType, path: path.description, detail: "expected an array of strings, found \(node.typeName)")
        }
        var strings: [String] = []
        for (index, element) in elements.enumerated() {
            guard case .string(let text) = element.content else {
                throw RouteTableError(
                    .wrongType, path: path.appending(index).description, detail: "expected a string, found \(element.typeName)")
            }
            strings.append(text)
        }
        return strings
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

    /// A JSON object of a route table being read, and the path it stands at.
    private struct Object {
        let members: [JSONNode.Member]
        let location: JSONPath

        init(_ node: JSONNode, at path: JSONPath, what: String) throws(RouteTableError) {
            guard case .object(let members) = node.content else {
                throw RouteTableError(.wrongType, path: path.description, detail: "expected \(what) as an object, found \(node.typeName)")
            }
            self.members = members
            location = path
        }

        func at(_ key: String) -> JSONPath { location.appending(key) }
        func path(_ key: String) -> String { at(key).description }

        /// Refuses a key outside `known`, the keys of this object in `version`.
        func allowing(_ known: Set<String>, version: Int) throws(RouteTableError) {
            for member in members where !known.contains(member.key) {
                throw RouteTableError(
                    .unknownKey, path: path(member.key),
                    detail: "\(MessageText.quoted(member.key)) is not a key of version \(version); expected one of "
                        + known.sorted().joined(separator: ", "))
            }
        }

        func optional(_ key: String) throws(RouteTableError) -> JSONNode? {
            members.first { $0.key == key }?.value
        }

        func required(_ key: String) throws(RouteTableError) -> JSONNode {
            guard let node = try optional(key) else {
                throw RouteTableError(
                    .missingKey, path: location.description, detail: "the key \(MessageText.quoted(key)) is required here")
            }
            return node
        }

        func optionalString(_ key: String) throws(RouteTableError) -> String? {
            guard let node = try optional(key) else { return nil }
            guard case .string(let text) = node.content else {
                throw RouteTableError(.wrongType, path: path(key), detail: "expected a string, found \(node.typeName)")
            }
            return text
        }

        func requiredString(_ key: String) throws(RouteTableError) -> String {
            _ = try required(key)
            return try optionalString(key) ?? ""
        }

        func optionalBool(_ key: String) throws(RouteTableError) -> Bool? {
            guard let node = try optional(key) else { return nil }
            guard case .bool(let flag) = node.content else {
                throw RouteTableError(.wrongType, path: path(key), detail: "expected true or false, found \(node.typeName)")
            }
            return flag
        }
    }
}
