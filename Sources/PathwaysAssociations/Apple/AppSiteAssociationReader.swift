import Pathways
import PathwaysTextFormats

/// Reads an `apple-app-site-association` document into compiled details (SPEC: ASSOC-10 to
/// ASSOC-12, ASSOC-16); ``unknownKeys(in:)`` finds the keys the system does not define.
struct AppSiteAssociationReader {
    /// The settings a component inherits (ASSOC-11).
    private struct Settings {
        var caseSensitive = true
        var percentEncoded = true
    }

    /// The top-level keys of other services; their contents are not read.
    private static let otherServices = ["webcredentials", "appclips", "activitycontinuation"]

    /// The places of a file whose keys the system defines.
    private enum Place {
        case top, applinks, details, component, defaults

        /// The keys the system defines here.
        var keys: Set<String> {
            switch self {
            case .top: ["applinks", "webcredentials", "appclips", "activitycontinuation"]
            case .applinks: ["details", "defaults", "substitutionVariables", "apps"]
            case .details: ["appIDs", "appID", "components", "defaults", "paths"]
            case .component: ["/", "?", "#", "exclude", "caseSensitive", "percentEncoded", "comment"]
            case .defaults: ["caseSensitive", "percentEncoded", "comment", "/", "?", "#", "exclude"]
            }
        }

        /// The place a member's object, or each object of a member's array, is.
        func inner(_ key: String) -> Place? {
            switch (self, key) {
            case (.top, "applinks"): .applinks
            case (.applinks, "details"): .details
            case (.applinks, "defaults"), (.details, "defaults"): .defaults
            case (.details, "components"): .component
            default: nil
            }
        }
    }

    /// The JSON paths of the keys the system does not define, in document order (ASSOC-12).
    static func unknownKeys(in document: AssociationJSON) -> [JSONPath] {
        var found: [JSONPath] = []
        func walk(_ value: AssociationJSON, _ path: JSONPath, _ place: Place) {
            guard case .object(let members) = value else { return }
            for member in members {
                let memberPath = path.appending(member.key)
                guard place.keys.contains(member.key) else {
                    found.append(memberPath)
                    continue
                }
                guard let inner = place.inner(member.key) else { continue }
                if case .array(let elements) = member.value {
                    for (index, element) in elements.enumerated() { walk(element, memberPath.appending(index), inner) }
                } else {
                    walk(member.value, memberPath, inner)
                }
            }
        }
        walk(document, .root, .top)
        return found
    }

    func read(_ document: AssociationJSON) throws(AssociationError) -> [AppSiteAssociation.Details] {
        let root = JSONPath.root
        let top = try members(document, at: root, what: "the file")
        var applinks: AssociationJSON?
        for member in top {
            if member.key == "applinks" {
                applinks = member.value
            } else if Self.otherServices.contains(member.key) {
                _ = try members(member.value, at: root.appending(member.key), what: member.key)
            }
        }
        guard let applinks else {
            throw AssociationError(
                .missingKey, path: root.description, detail: "the file has no \"applinks\" object; without it no link opens the app")
        }
        return try readAppLinks(applinks, at: root.appending("applinks"))
    }

    private func readAppLinks(_ value: AssociationJSON, at path: JSONPath) throws(AssociationError)
        -> [AppSiteAssociation.Details]
    {
        var details: AssociationJSON?
        var defaults = Settings()
        var variables: [String: [String]] = [:]
        for member in try members(value, at: path, what: "applinks") {
            let memberPath = path.appending(member.key)
            switch member.key {
            case "details": details = member.value
            case "defaults": break
            case "substitutionVariables": variables = try readVariables(member.value, at: memberPath)
            case "apps":
                // iOS 12 and earlier required `"apps": []`; later systems ignore it.
                _ = try elements(member.value, at: memberPath, what: "apps")
            default: break
            }
        }
        // `defaults` may follow `details` in the file; settings apply whatever the order.
        if let defaultsValue = value["defaults"] {
            defaults = try readDefaults(defaultsValue, at: path.appending("defaults"), inheriting: Settings())
        }
        guard let details else {
            throw AssociationError(.missingKey, path: path.description, detail: "applinks has no \"details\" array")
        }
        let substitution = SubstitutionVariables(custom: variables)
        let entries = try elements(details, at: path.appending("details"), what: "details")
        var result: [AppSiteAssociation.Details] = []
        for (index, entry) in entries.enumerated() {
            result.append(
                try readDetails(entry, at: path.appending("details").appending(index), defaults: defaults, variables: substitution))
        }
        return result
    }

    private func readDetails(
        _ value: AssociationJSON, at path: JSONPath, defaults: Settings, variables: SubstitutionVariables
    ) throws(AssociationError) -> AppSiteAssociation.Details {
        let entry = try members(value, at: path, what: "a details entry")
        var appIDs: [String]?
        var settings = defaults
        if let own = value["defaults"] { settings = try readDefaults(own, at: path.appending("defaults"), inheriting: defaults) }
        for member in entry {
            let memberPath = path.appending(member.key)
            switch member.key {
            case "appIDs":
                guard appIDs == nil else { throw conflict(path) }
                appIDs = try strings(member.value, at: memberPath, what: "appIDs")
            case "appID":
                guard appIDs == nil else { throw conflict(path) }
                appIDs = [try string(member.value, at: memberPath, what: "appID")]
            case "paths":
                throw AssociationError(
                    .legacyFormat, path: memberPath.description,
                    detail:
                        "\"paths\" is the format of iOS 12 and earlier, which this module does not read; write \"components\" (iOS 13 and later)"
                )
            default: break
            }
        }
        guard let appIDs else {
            throw AssociationError(.missingKey, path: path.description, detail: "a details entry needs \"appIDs\" (or \"appID\")")
        }
        var components: [AppSiteAssociation.Component] = []
        if let list = value["components"] {
            for (index, component) in try elements(list, at: path.appending("components"), what: "components").enumerated() {
                components.append(
                    try readComponent(
                        component, at: path.appending("components").appending(index), settings: settings, variables: variables))
            }
        }
        return AppSiteAssociation.Details(appIDs: appIDs, components: components)
    }

    private func conflict(_ path: JSONPath) -> AssociationError {
        AssociationError(.conflictingKeys, path: path.description, detail: "a details entry has both \"appID\" and \"appIDs\"; keep one")
    }

    private func readComponent(
        _ value: AssociationJSON, at path: JSONPath, settings inherited: Settings, variables: SubstitutionVariables
    ) throws(AssociationError) -> AppSiteAssociation.Component {
        let keys = try members(value, at: path, what: "a component")
        var settings = inherited
        var exclude = false
        for member in keys {
            let memberPath = path.appending(member.key)
            switch member.key {
            case "caseSensitive": settings.caseSensitive = try bool(member.value, at: memberPath, what: "caseSensitive")
            case "percentEncoded": settings.percentEncoded = try bool(member.value, at: memberPath, what: "percentEncoded")
            case "exclude": exclude = try bool(member.value, at: memberPath, what: "exclude")
            case "comment": _ = try string(member.value, at: memberPath, what: "comment")
            default: break
            }
        }
        let folds = !settings.caseSensitive
        func pattern(_ key: String) throws(AssociationError) -> AppLinkPattern? {
            guard let text = value[key] else { return nil }
            let keyPath = path.appending(key)
            return try AppLinkPattern(
                string(text, at: keyPath, what: "the \"\(key)\" pattern"), variables: variables, foldsCase: folds, at: keyPath)
        }
        var query: AppSiteAssociation.Query?
        if let queryValue = value["?"] {
            let queryPath = path.appending("?")
            if case .object(let items) = queryValue {
                var compiled: [AppSiteAssociation.QueryItem] = []
                for item in items {
                    let itemPath = queryPath.appending(item.key)
                    let text = try string(item.value, at: itemPath, what: "the pattern of the query item \"\(item.key)\"")
                    compiled.append(
                        AppSiteAssociation.QueryItem(
                            name: item.key, value: try AppLinkPattern(text, variables: variables, foldsCase: folds, at: itemPath)))
                }
                query = .items(compiled)
            } else {
                let text = try string(queryValue, at: queryPath, what: "the \"?\" pattern (a string, or an object of query item patterns)")
                query = .pattern(try AppLinkPattern(text, variables: variables, foldsCase: folds, at: queryPath))
            }
        }
        return AppSiteAssociation.Component(
            path: try pattern("/"), query: query, fragment: try pattern("#"), exclude: exclude, percentEncoded: settings.percentEncoded,
            caseSensitive: settings.caseSensitive, location: path, json: value)
    }

    /// Reads `applinks.defaults` or a details entry's `defaults` over the settings it refines.
    private func readDefaults(_ value: AssociationJSON, at path: JSONPath, inheriting: Settings) throws(AssociationError)
        -> Settings
    {
        var settings = inheriting
        for member in try members(value, at: path, what: "defaults") {
            let memberPath = path.appending(member.key)
            switch member.key {
            case "caseSensitive": settings.caseSensitive = try bool(member.value, at: memberPath, what: "caseSensitive")
            case "percentEncoded": settings.percentEncoded = try bool(member.value, at: memberPath, what: "percentEncoded")
            case "comment": _ = try string(member.value, at: memberPath, what: "comment")
            case "/", "?", "#", "exclude":
                throw AssociationError(
                    .unsupportedKey, path: memberPath.description,
                    detail: "\(MessageText.quoted(member.key)) in defaults is not evaluated by this module; write it in each component")
            default: break
            }
        }
        return settings
    }

    private func readVariables(_ value: AssociationJSON, at path: JSONPath) throws(AssociationError) -> [String: [String]] {
        var variables: [String: [String]] = [:]
        for member in try members(value, at: path, what: "substitutionVariables") {
            let memberPath = path.appending(member.key)
            if SubstitutionVariables.predefined[member.key] != nil || SubstitutionVariables.systemOnly.contains(member.key) {
                throw AssociationError(
                    .unsupportedVariable, path: memberPath.description,
                    detail:
                        "$(\(MessageText.shown(member.key))) is a system variable; Apple does not say whether a file may redefine it, so use another name"
                )
            }
            if member.key.isEmpty || member.key.unicodeScalars.contains(where: { $0 == "$" || $0 == "(" || $0 == ")" }) {
                throw AssociationError(
                    .invalidPattern, path: memberPath.description, detail: "a variable name must be non-empty and hold no '$', '(' or ')'")
            }
            let values = try strings(member.value, at: memberPath, what: "the values of $(\(member.key))")
            for (index, text) in values.enumerated() where text.contains("$(") {
                throw AssociationError(
                    .invalidPattern, path: memberPath.appending(index).description,
                    detail: "a variable's value may hold '*' and '?' but no other variable")
            }
            variables[member.key] = values
        }
        return variables
    }

    // MARK: Shapes

    private func members(_ value: AssociationJSON, at path: JSONPath, what: String) throws(AssociationError)
        -> [AssociationJSON.Member]
    {
        guard case .object(let members) = value else { throw wrongType(what, "an object", value, path) }
        return members
    }

    private func elements(_ value: AssociationJSON, at path: JSONPath, what: String) throws(AssociationError) -> [AssociationJSON] {
        guard case .array(let elements) = value else { throw wrongType(what, "an array", value, path) }
        return elements
    }

    private func string(_ value: AssociationJSON, at path: JSONPath, what: String) throws(AssociationError) -> String {
        guard case .string(let text) = value else { throw wrongType(what, "a string", value, path) }
        return text
    }

    private func strings(_ value: AssociationJSON, at path: JSONPath, what: String) throws(AssociationError) -> [String] {
        guard case .array(let elements) = value else { throw wrongType(what, "an array of strings", value, path) }
        var texts: [String] = []
        for (index, element) in elements.enumerated() {
            texts.append(try string(element, at: path.appending(index), what: "an item of \(what)"))
        }
        return texts
    }

    private func bool(_ value: AssociationJSON, at path: JSONPath, what: String) throws(AssociationError) -> Bool {
        guard case .bool(let flag) = value else { throw wrongType(what, "true or false", value, path) }
        return flag
    }

    private func wrongType(_ what: String, _ expected: String, _ value: AssociationJSON, _ path: JSONPath) -> AssociationError {
        AssociationError(.wrongType, path: path.description, detail: "\(what) must be \(expected), found \(value.typeName)")
    }
}
