import PathwaysTextFormats

/// Checks a fixture file's shape against Fixtures/schema.json, by hand, reporting every
/// violation with its JSON path and position.
///
/// Types, required and unknown keys, enums, `const`, patterns, `minItems`, `uniqueItems` and the
/// `oneOf` choices of inputs and outcomes are checked. Everything JSON Schema cannot say (route
/// references, typed values against their types, requirement IDs) is ``FixtureLinter``'s job.
struct FixtureSchemaChecker {
    let file: String
    private(set) var diagnostics: [Diagnostic] = []
    /// The id of the case being checked, for messages.
    private var caseID: String?

    init(file: String) {
        self.file = file
    }

    // MARK: Reporting

    private mutating func report(_ message: String, _ node: JSONNode, _ path: JSONPath) {
        diagnostics.append(Diagnostic(.error, file: file, caseID: caseID, path: path, position: node.position, message: message))
    }

    /// The members of an object node, after reporting a wrong type, missing required keys and
    /// unknown keys; `nil` when the node is not an object.
    private mutating func object(
        _ node: JSONNode, _ path: JSONPath, _ what: String, required: [String], optional: [String] = []
    ) -> Members? {
        guard case .object(let members) = node.content else {
            report("\(what) must be an object, found \(node.typeName)", node, path)
            return nil
        }
        let view = Members(members: members)
        for key in required where view[key] == nil {
            report("\(what) is missing the required key \"\(key)\"", node, path)
        }
        let known = required + optional
        for member in members where !known.contains(where: { $0.utf8.elementsEqual(member.key.utf8) }) {
            diagnostics.append(
                Diagnostic(
                    .error, file: file, caseID: caseID, path: path.appending(member.key), position: member.keyPosition,
                    message: "unknown key \"\(member.key)\" in \(what); expected \(known.map { "\"\($0)\"" }.joined(separator: ", "))"))
        }
        return view
    }

    private mutating func string(_ node: JSONNode, _ path: JSONPath, _ what: String) -> String? {
        guard case .string(let text) = node.content else {
            report("\(what) must be a string, found \(node.typeName)", node, path)
            return nil
        }
        return text
    }

    private mutating func bool(_ node: JSONNode, _ path: JSONPath, _ what: String) {
        guard case .bool = node.content else { return report("\(what) must be true or false, found \(node.typeName)", node, path) }
    }

    private mutating func constTrue(_ node: JSONNode, _ path: JSONPath, _ what: String) {
        guard case .bool(true) = node.content else { return report("\(what) must be true", node, path) }
    }

    private mutating func array(_ node: JSONNode, _ path: JSONPath, _ what: String, minItems: Int = 0) -> [JSONNode]? {
        guard case .array(let elements) = node.content else {
            report("\(what) must be an array, found \(node.typeName)", node, path)
            return nil
        }
        if elements.count < minItems { report("\(what) must have at least \(minItems) item\(minItems == 1 ? "" : "s")", node, path) }
        return elements
    }

    /// An array of strings, each checked by `valid`, with `uniqueItems`.
    private mutating func strings(
        _ node: JSONNode, _ path: JSONPath, _ what: String, minItems: Int = 0, unique: Bool = true,
        valid: (String) -> Bool = { _ in true }, expected: String = ""
    ) {
        guard let elements = array(node, path, what, minItems: minItems) else { return }
        var seen: [String] = []
        for (offset, element) in elements.enumerated() {
            guard let text = string(element, path.appending(offset), "an item of \(what)") else { continue }
            if !valid(text) { report("\(JSONWriter.quoted(text)) is not \(expected)", element, path.appending(offset)) }
            if unique, seen.contains(where: { $0.utf8.elementsEqual(text.utf8) }) {
                report("\(JSONWriter.quoted(text)) appears twice in \(what)", element, path.appending(offset))
            }
            seen.append(text)
        }
    }

    private mutating func oneOf(_ node: JSONNode, _ path: JSONPath, _ what: String, _ allowed: [String]) {
        guard let text = string(node, path, what) else { return }
        if !allowed.contains(where: { $0.utf8.elementsEqual(text.utf8) }) {
            report("\(JSONWriter.quoted(text)) is not a valid \(what); expected one of \(allowed.joined(separator: ", "))", node, path)
        }
    }

    // MARK: File

    /// Checks a whole fixture file.
    mutating func checkFile(_ root: JSONNode) {
        let path = JSONPath.root
        guard
            let members = object(
                root, path, "a fixture file", required: ["$schema", "formatVersion", "specVersion", "cases"], optional: ["retiredIds"])
        else { return }
        if let schema = members["$schema"] { _ = string(schema, path.appending("$schema"), "$schema") }
        if let version = members["formatVersion"] {
            if case .number(let text) = version.content, Double(text) == Double(FixtureSchema.formatVersion) {
            } else {
                report(
                    "formatVersion must be \(FixtureSchema.formatVersion); this runner reads format \(FixtureSchema.formatVersion) only",
                    version, path.appending("formatVersion"))
            }
        }
        if let version = members["specVersion"], let text = string(version, path.appending("specVersion"), "specVersion"),
            !FixtureSchema.isVersion(text)
        {
            report("specVersion \(JSONWriter.quoted(text)) is not a version such as 1.0.0", version, path.appending("specVersion"))
        }
        if let retired = members["retiredIds"] {
            strings(
                retired, path.appending("retiredIds"), "retiredIds", valid: FixtureSchema.isCaseID,
                expected: "a case id (lower-case words joined by '-')")
        }
        if let cases = members["cases"], let elements = array(cases, path.appending("cases"), "cases") {
            for (offset, element) in elements.enumerated() {
                checkCase(element, path.appending("cases").appending(offset))
            }
        }
    }

    // MARK: Case

    mutating func checkCase(_ node: JSONNode, _ path: JSONPath) {
        caseID = nil
        if case .object(let members) = node.content, let id = Members(members: members)["id"], case .string(let text) = id.content {
            caseID = text
        }
        defer { caseID = nil }
        guard
            let members = object(
                node, path, "a case", required: ["id", "description", "requirements", "capabilities", "inputs"],
                optional: ["tags", "profiles", "permuteRegistrations", "router", "routes"])
        else { return }
        if let id = members["id"], let text = string(id, path.appending("id"), "id"), !FixtureSchema.isCaseID(text) {
            report(
                "the id \(JSONWriter.quoted(text)) must be lower-case words of letters and digits joined by '-', at most 80 characters", id,
                path.appending("id"))
        }
        if let description = members["description"], let text = string(description, path.appending("description"), "description"),
            text.isEmpty
        {
            report("description must not be empty", description, path.appending("description"))
        }
        if let requirements = members["requirements"] {
            strings(
                requirements, path.appending("requirements"), "requirements", minItems: 1, valid: FixtureSchema.isRequirementID,
                expected: "a requirement ID such as PAT-1")
        }
        if let tags = members["tags"] {
            strings(
                tags, path.appending("tags"), "tags", valid: FixtureSchema.isTag, expected: "a tag (lower case letters, digits and '-')")
        }
        if let capabilities = members["capabilities"] {
            strings(
                capabilities, path.appending("capabilities"), "capabilities", valid: { Capability(rawValue: $0) != nil },
                expected: "a capability; expected one of \(Capability.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        if let profiles = members["profiles"] {
            strings(
                profiles, path.appending("profiles"), "profiles", minItems: 1, valid: { Profile(rawValue: $0) != nil },
                expected: "a profile; expected one of \(Profile.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        if let permute = members["permuteRegistrations"] { bool(permute, path.appending("permuteRegistrations"), "permuteRegistrations") }
        if let router = members["router"],
            let routerMembers = object(
                router, path.appending("router"), "router", required: [],
                optional: ["customSchemes", "origins", "dateForm", "malformedOptionalFieldsAreNil", "plusIsSpaceInQuery"])
        {
            if let schemes = routerMembers["customSchemes"] {
                strings(schemes, path.appending(keys: "router", "customSchemes"), "customSchemes", unique: false)
            }
            if let origins = routerMembers["origins"] {
                strings(origins, path.appending(keys: "router", "origins"), "origins", unique: false)
            }
            if let form = routerMembers["dateForm"] {
                oneOf(form, path.appending(keys: "router", "dateForm"), "dateForm", DateForm.allCases.map(\.rawValue))
            }
            for key in ["malformedOptionalFieldsAreNil", "plusIsSpaceInQuery"] {
                if let value = routerMembers[key] { bool(value, path.appending(keys: "router", key), key) }
            }
        }
        if let routes = members["routes"], let elements = array(routes, path.appending("routes"), "routes") {
            for (offset, element) in elements.enumerated() { checkRoute(element, path.appending("routes").appending(offset)) }
        }
        if let inputs = members["inputs"], let elements = array(inputs, path.appending("inputs"), "inputs", minItems: 1) {
            for (offset, element) in elements.enumerated() { checkInput(element, path.appending("inputs").appending(offset)) }
        }
    }

    // MARK: Route

    mutating func checkRoute(_ node: JSONNode, _ path: JSONPath) {
        guard
            let members = object(
                node, path, "a route", required: ["name", "pattern", "matching"],
                optional: ["host", "origin", "caseInsensitive", "fragmentParams", "types"])
        else { return }
        if let name = members["name"] { routeName(name, path.appending("name")) }
        if let pattern = members["pattern"] { _ = string(pattern, path.appending("pattern"), "pattern") }
        if let host = members["host"] { _ = string(host, path.appending("host"), "host") }
        if let origin = members["origin"] { _ = string(origin, path.appending("origin"), "origin") }
        if let matching = members["matching"] {
            oneOf(matching, path.appending("matching"), "matching", RouteSpec.Matching.allCases.map(\.rawValue))
        }
        if let caseInsensitive = members["caseInsensitive"] {
            bool(caseInsensitive, path.appending("caseInsensitive"), "caseInsensitive")
        }
        if let fragmentParams = members["fragmentParams"] { bool(fragmentParams, path.appending("fragmentParams"), "fragmentParams") }
        if let types = members["types"] {
            if case .object(let typeMembers) = types.content {
                for member in typeMembers { checkScalarType(member.value, path.appending(keys: "types", member.key)) }
            } else {
                report("types must be an object of property names to types, found \(types.typeName)", types, path.appending("types"))
            }
        }
    }

    private mutating func routeName(_ node: JSONNode, _ path: JSONPath) {
        if let text = string(node, path, "a route name"), !FixtureSchema.isRouteName(text) {
            report(
                "the route name \(JSONWriter.quoted(text)) must start with a lower-case letter and use letters, digits, '_' and '-'", node,
                path)
        }
    }

    mutating func checkScalarType(_ node: JSONNode, _ path: JSONPath) {
        switch node.content {
        case .string(let name):
            if !FixtureSchema.scalarTypeNames.contains(name) {
                report(
                    "unknown type \(JSONWriter.quoted(name)); expected one of \(PropertyType.Scalar.allCases.map(\.rawValue).joined(separator: ", ")), optionally with '?', or an enum, array or unsupported object",
                    node, path)
            }
        case .object(let members):
            let view = Members(members: members)
            if view["unsupported"] != nil {
                guard let kind = object(node, path, "an unsupported type", required: ["unsupported"])?["unsupported"] else { return }
                oneOf(kind, path.appending("unsupported"), "unsupported kind", ["array", "object"])
            } else if view["array"] != nil {
                guard let array = object(node, path, "an array type", required: ["array"], optional: ["optional"]) else { return }
                if let optional = array["optional"] { bool(optional, path.appending("optional"), "optional") }
                if let element = array["array"] { checkElementType(element, path.appending("array")) }
            } else {
                checkEnumType(node, path, optional: true)
            }
        default:
            report("a type must be a type name or an object, found \(node.typeName)", node, path)
        }
    }

    /// An array's element: a scalar name without `?`, or an enum object without `optional`.
    private mutating func checkElementType(_ node: JSONNode, _ path: JSONPath) {
        switch node.content {
        case .string(let name):
            if name.hasSuffix("?"), PropertyType.Scalar(rawValue: String(name.dropLast())) != nil {
                report(
                    "an array's element cannot be optional; for an optional array write {\"array\": \(JSONWriter.quoted(String(name.dropLast()))), \"optional\": true}",
                    node, path)
            } else if PropertyType.Scalar(rawValue: name) == nil {
                report(
                    "unknown element type \(JSONWriter.quoted(name)); expected one of \(PropertyType.Scalar.allCases.map(\.rawValue).joined(separator: ", ")) or an enum object",
                    node, path)
            }
        case .object(let members):
            let view = Members(members: members)
            if view["array"] != nil || view["unsupported"] != nil {
                report(
                    "an array's element must be a scalar or an enum; an array of arrays is written {\"unsupported\": \"array\"}", node, path
                )
                return
            }
            if let flag = view["optional"] {
                report(
                    "an array's element cannot be optional; write \"optional\": true next to \"array\" for an optional array", flag,
                    path.appending("optional"))
            }
            // `optional` is reported above, more precisely than as an unknown key.
            checkEnumType(node, path, optional: view["optional"] != nil)
        default:
            report("an array's element must be a type name or an enum object, found \(node.typeName)", node, path)
        }
    }

    /// A raw-value enum object; `optional` says whether `"optional"` is a known key there.
    private mutating func checkEnumType(_ node: JSONNode, _ path: JSONPath, optional: Bool) {
        guard
            let view = object(
                node, path, optional ? "an enum type" : "an array's enum element", required: ["enum", "cases"],
                optional: optional ? ["optional"] : [])
        else { return }
        if let raw = view["enum"] { oneOf(raw, path.appending("enum"), "enum raw type", ["string", "int"]) }
        if let flag = view["optional"] { bool(flag, path.appending("optional"), "optional") }
        if let cases = view["cases"], let elements = array(cases, path.appending("cases"), "cases", minItems: 1) {
            var seen: [JSONValue] = []
            for (offset, element) in elements.enumerated() {
                switch element.content {
                case .string: break
                case .number(let text) where Self.isIntegerText(text): break
                default:
                    report(
                        "an enum case must be a string or an integer, found \(element.typeName)", element,
                        path.appending("cases").appending(offset))
                }
                if seen.contains(where: { $0.isIdentical(to: element.value) }) {
                    report("the enum case \(element.value.jsonText) appears twice", element, path.appending("cases").appending(offset))
                }
                seen.append(element.value)
            }
        }
    }

    static func isIntegerText(_ text: String) -> Bool {
        !text.utf8.contains(UInt8(ascii: ".")) && !text.utf8.contains(UInt8(ascii: "e")) && !text.utf8.contains(UInt8(ascii: "E"))
    }

    // MARK: Inputs

    mutating func checkInput(_ node: JSONNode, _ path: JSONPath) {
        guard case .object(let rawMembers) = node.content else {
            return report("an input must be an object, found \(node.typeName)", node, path)
        }
        let present = ConformanceInput.kinds.filter { Members(members: rawMembers)[$0] != nil }
        guard let kind = present.first else {
            return report("an input needs one of the keys \(ConformanceInput.kinds.joined(separator: ", "))", node, path)
        }
        guard present.count == 1 else {
            return report("an input has exactly one kind; found the keys \(present.joined(separator: " and "))", node, path)
        }
        guard let members = object(node, path, "a \(kind) input", required: [kind, "expect"], optional: ["note"]) else { return }
        if let note = members["note"] { _ = string(note, path.appending("note"), "note") }
        let valuePath = path.appending(kind)
        if let value = members[kind] {
            switch kind {
            case "url", "pattern", "registration":
                _ = string(value, valuePath, kind)
            case "decode":
                if let decode = object(value, valuePath, "decode", required: ["route"], optional: ["url", "path"]) {
                    if let route = decode["route"] { routeName(route, valuePath.appending("route")) }
                    if let url = decode["url"] { _ = string(url, valuePath.appending("url"), "url") }
                    if let source = decode["path"] { _ = string(source, valuePath.appending("path"), "path") }
                    if (decode["url"] == nil) == (decode["path"] == nil) {
                        report("decode needs exactly one of \"url\" and \"path\"", value, valuePath)
                    }
                }
            case "encode":
                if let encode = object(value, valuePath, "encode", required: ["route", "values"], optional: ["base", "dateEncoding"]) {
                    if let route = encode["route"] { routeName(route, valuePath.appending("route")) }
                    if let values = encode["values"] { valuesObject(values, valuePath.appending("values")) }
                    if let base = encode["base"] { _ = string(base, valuePath.appending("base"), "base") }
                    if let dateEncoding = encode["dateEncoding"] {
                        let strategies = ConformanceInput.DateEncodingStrategy.allCases.map(\.rawValue)
                        oneOf(dateEncoding, valuePath.appending("dateEncoding"), "dateEncoding", strategies)
                    }
                }
            case "appleAssociation":
                if let generate = object(value, valuePath, "appleAssociation", required: ["host", "appIDs"]) {
                    if let host = generate["host"] { _ = string(host, valuePath.appending("host"), "host") }
                    if let appIDs = generate["appIDs"] { strings(appIDs, valuePath.appending("appIDs"), "appIDs", unique: false) }
                }
            case "androidFilters":
                if let generate = object(value, valuePath, "androidFilters", required: ["hosts", "schemes"], optional: ["syntax"]) {
                    if let hosts = generate["hosts"] { strings(hosts, valuePath.appending("hosts"), "hosts", unique: false) }
                    if let schemes = generate["schemes"] { strings(schemes, valuePath.appending("schemes"), "schemes", unique: false) }
                    if let syntax = generate["syntax"] { oneOf(syntax, valuePath.appending("syntax"), "syntax", ["advanced", "simple"]) }
                }
            case "appleDelivery":
                if let delivery = object(value, valuePath, "appleDelivery", required: ["file", "appID", "url"]) {
                    if let file = delivery["file"] {
                        switch file.content {
                        case .object, .string: break
                        default:
                            report(
                                "file must be the file's JSON (an object) or its exact text (a string), found \(file.typeName)", file,
                                valuePath.appending("file"))
                        }
                    }
                    if let appID = delivery["appID"] { _ = string(appID, valuePath.appending("appID"), "appID") }
                    if let url = delivery["url"] { _ = string(url, valuePath.appending("url"), "url") }
                }
            case "androidDelivery":
                if let delivery = object(
                    value, valuePath, "androidDelivery", required: ["filters", "url"], optional: ["resources", "placeholders"])
                {
                    if let filters = delivery["filters"] { _ = string(filters, valuePath.appending("filters"), "filters") }
                    if let url = delivery["url"] { _ = string(url, valuePath.appending("url"), "url") }
                    for key in ["resources", "placeholders"] {
                        guard let map = delivery[key] else { continue }
                        guard case .object(let members) = map.content else {
                            report("\(key) must be an object of strings, found \(map.typeName)", map, valuePath.appending(key))
                            continue
                        }
                        for member in members { _ = string(member.value, valuePath.appending(key).appending(member.key), key) }
                    }
                }
            case "compatibility":
                if let tables = object(value, valuePath, "compatibility", required: ["old", "new"]) {
                    for side in ["old", "new"] {
                        guard let table = tables[side] else { continue }
                        switch table.content {
                        case .object, .string: break
                        default:
                            report(
                                "\(side) must be the table's JSON (an object) or its exact text (a string), found \(table.typeName)", table,
                                valuePath.appending(side))
                        }
                    }
                }
            default:
                if let roundTrip = object(value, valuePath, "roundTrip", required: ["route", "values"]) {
                    if let route = roundTrip["route"] { routeName(route, valuePath.appending("route")) }
                    if let values = roundTrip["values"] { valuesObject(values, valuePath.appending("values")) }
                }
            }
        }
        if let expect = members["expect"] { checkExpect(expect, path.appending("expect"), kind: kind) }
    }

    private static let outcomesByKind: [String: [String]] = [
        "url": ["match", "noMatch", "error"],
        "pattern": ["valid", "error"],
        "registration": ["registered", "error"],
        "decode": ["values", "error"],
        "encode": ["path", "url", "error"],
        "roundTrip": ["path"],
        "appleAssociation": ["appleAssociation", "invalidAssociation"],
        "androidFilters": ["androidFilters", "invalidAssociation"],
        "appleDelivery": ["delivery", "invalidAssociation"],
        "androidDelivery": ["delivery", "invalidAssociation"],
        "compatibility": ["compatibility", "invalidRouteTable"],
    ]

    mutating func checkExpect(_ node: JSONNode, _ path: JSONPath, kind: String) {
        let allowed = Self.outcomesByKind[kind] ?? []
        guard case .object(let members) = node.content else {
            return report("expect must be an object, found \(node.typeName)", node, path)
        }
        let view = Members(members: members)
        let present = allowed.filter { view[$0] != nil }
        if present.count != 1 {
            report(
                "expect of a \(kind) input must have exactly one of \(allowed.map { "\"\($0)\"" }.joined(separator: ", "))"
                    + (present.count > 1 ? "; found \(present.joined(separator: " and "))" : ""), node, path)
        }
        _ = object(node, path, "expect of a \(kind) input", required: [], optional: allowed)
        for outcome in present {
            guard let value = view[outcome] else { continue }
            let valuePath = path.appending(outcome)
            switch outcome {
            case "match": checkMatch(value, valuePath)
            case "noMatch", "registered": constTrue(value, valuePath, outcome)
            case "error": checkError(value, valuePath)
            case "valid":
                if let valid = object(value, valuePath, "valid", required: ["placeholders"], optional: ["fragmentRoute"]) {
                    if let placeholders = valid["placeholders"] {
                        strings(placeholders, valuePath.appending("placeholders"), "placeholders", unique: false)
                    }
                    if let fragmentRoute = valid["fragmentRoute"] {
                        _ = string(fragmentRoute, valuePath.appending("fragmentRoute"), "fragmentRoute")
                    }
                }
            case "values": valuesObject(value, valuePath)
            case "appleAssociation":
                _ = object(value, valuePath, "appleAssociation (the generated file)", required: ["applinks"])
            case "androidFilters": checkFilters(value, valuePath)
            case "delivery":
                if let delivery = object(value, valuePath, "delivery", required: ["delivered", "unknownKeys"]) {
                    if let delivered = delivery["delivered"] { bool(delivered, valuePath.appending("delivered"), "delivered") }
                    if let keys = delivery["unknownKeys"] {
                        strings(keys, valuePath.appending("unknownKeys"), "unknownKeys", unique: false)
                    }
                }
            case "invalidAssociation":
                if let error = object(value, valuePath, "invalidAssociation", required: ["code"], optional: ["path"]) {
                    if let code = error["code"] {
                        oneOf(code, valuePath.appending("code"), "association error code", FixtureSchema.associationErrorCodes)
                    }
                    if let location = error["path"] { _ = string(location, valuePath.appending("path"), "path") }
                }
            case "compatibility": checkReport(value, valuePath)
            case "invalidRouteTable":
                if let error = object(value, valuePath, "invalidRouteTable", required: ["table", "code", "path"]) {
                    if let table = error["table"] { oneOf(table, valuePath.appending("table"), "table", ["old", "new"]) }
                    if let code = error["code"] {
                        oneOf(code, valuePath.appending("code"), "route table error code", FixtureSchema.routeTableErrorCodes)
                    }
                    if let location = error["path"] { _ = string(location, valuePath.appending("path"), "path") }
                }
            default: _ = string(value, valuePath, outcome)
            }
        }
    }

    /// A compatibility report: `{"broken": [{"route", "problem", "url", "newRoute"?}], "added": [index]}`.
    private mutating func checkReport(_ node: JSONNode, _ path: JSONPath) {
        guard let report = object(node, path, "compatibility (the report)", required: ["broken", "added"]) else { return }
        if let broken = report["broken"], let links = array(broken, path.appending("broken"), "broken") {
            for (offset, link) in links.enumerated() {
                let linkPath = path.appending("broken").appending(offset)
                guard let members = object(link, linkPath, "a broken link", required: ["route", "problem", "url"], optional: ["newRoute"])
                else { continue }
                if let route = members["route"] { index(route, linkPath.appending("route"), "route") }
                if let problem = members["problem"] {
                    oneOf(problem, linkPath.appending("problem"), "problem", FixtureSchema.compatibilityProblems)
                }
                if let url = members["url"] { _ = string(url, linkPath.appending("url"), "url") }
                if let newRoute = members["newRoute"] { index(newRoute, linkPath.appending("newRoute"), "newRoute") }
            }
        }
        if let added = report["added"], let routes = array(added, path.appending("added"), "added") {
            for (offset, route) in routes.enumerated() { index(route, path.appending("added").appending(offset), "an item of added") }
        }
    }

    /// A position in a table's routes: an integer of at least 0.
    private mutating func index(_ node: JSONNode, _ path: JSONPath, _ what: String) {
        guard case .number(let text) = node.content, Self.isIntegerText(text), !text.hasPrefix("-") else {
            return report("\(what) must be a route's position, an integer of at least 0, found \(node.value.jsonText)", node, path)
        }
    }

    /// Generated intent filters: `[{"autoVerify", "schemes", "hosts", "paths"}]`, each path rule
    /// one member naming its attribute.
    private mutating func checkFilters(_ node: JSONNode, _ path: JSONPath) {
        guard let filters = array(node, path, "androidFilters") else { return }
        for (offset, filter) in filters.enumerated() {
            let filterPath = path.appending(offset)
            guard let members = object(filter, filterPath, "a filter", required: ["autoVerify", "schemes", "hosts", "paths"]) else {
                continue
            }
            if let autoVerify = members["autoVerify"] { bool(autoVerify, filterPath.appending("autoVerify"), "autoVerify") }
            if let schemes = members["schemes"] { strings(schemes, filterPath.appending("schemes"), "schemes", unique: false) }
            if let hosts = members["hosts"] { strings(hosts, filterPath.appending("hosts"), "hosts", unique: false) }
            guard let paths = members["paths"], let rules = array(paths, filterPath.appending("paths"), "paths") else { continue }
            for (index, rule) in rules.enumerated() {
                let rulePath = filterPath.appending("paths").appending(index)
                guard case .object(let keys) = rule.content, keys.count == 1, let key = keys.first else {
                    report("a path rule is an object with one member, such as {\"pathPrefix\": \"/a/\"}", rule, rulePath)
                    continue
                }
                _ = object(rule, rulePath, "a path rule", required: [], optional: FixtureSchema.pathRuleKinds)
                _ = string(key.value, rulePath.appending(key.key), key.key)
            }
        }
    }

    private mutating func checkMatch(_ node: JSONNode, _ path: JSONPath) {
        let required = ["route", "captures", "query", "fragment"]
        guard let match = object(node, path, "match", required: required, optional: ["values", "remainder"]) else { return }
        if let route = match["route"] { routeName(route, path.appending("route")) }
        if let captures = match["captures"], case .object(let members) = captures.content {
            for member in members { checkCapture(member.value, path.appending(keys: "captures", member.key)) }
        } else if let captures = match["captures"] {
            report("captures must be an object, found \(captures.typeName)", captures, path.appending("captures"))
        }
        if let values = match["values"] { valuesObject(values, path.appending("values")) }
        if let remainder = match["remainder"], let elements = array(remainder, path.appending("remainder"), "remainder") {
            for (offset, element) in elements.enumerated() {
                _ = string(element, path.appending("remainder").appending(offset), "a component")
            }
        }
        for key in ["query", "fragment"] {
            guard let pairs = match[key], let elements = array(pairs, path.appending(key), key) else { continue }
            for (offset, element) in elements.enumerated() {
                let pairPath = path.appending(key).appending(offset)
                guard let items = array(element, pairPath, "a [name, value] pair") else { continue }
                if items.count != 2 { report("a [name, value] pair must have exactly 2 items, found \(items.count)", element, pairPath) }
                for (index, item) in items.prefix(2).enumerated() {
                    _ = string(item, pairPath.appending(index), index == 0 ? "a name" : "a value")
                }
            }
        }
    }

    /// A capture: a placeholder's string, or a catch-all's array of strings.
    private mutating func checkCapture(_ node: JSONNode, _ path: JSONPath) {
        switch node.content {
        case .string:
            break
        case .array(let elements):
            for (offset, element) in elements.enumerated() {
                _ = string(element, path.appending(offset), "a catch-all's component")
            }
        default:
            report(
                "a capture must be a string (a placeholder's) or an array of strings (a catch-all's), found \(node.typeName)", node, path)
        }
    }

    private mutating func checkError(_ node: JSONNode, _ path: JSONPath) {
        guard let error = object(node, path, "error", required: ["code", "phase"], optional: ["placeholder"]) else { return }
        if let code = error["code"] { oneOf(code, path.appending("code"), "error code", FixtureSchema.errorCodes) }
        if let phase = error["phase"] { oneOf(phase, path.appending("phase"), "phase", FixtureSchema.phases) }
        if let placeholder = error["placeholder"] { _ = string(placeholder, path.appending("placeholder"), "placeholder") }
    }

    private mutating func valuesObject(_ node: JSONNode, _ path: JSONPath) {
        guard case .object = node.content else { return report("values must be an object, found \(node.typeName)", node, path) }
    }
}
