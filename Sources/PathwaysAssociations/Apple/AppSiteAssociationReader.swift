import Pathways
import PathwaysTextFormats

/// Reads an `apple-app-site-association` document into compiled details (SPEC: ASSOC-10 to
/// ASSOC-12, ASSOC-16, ASSOC-24 to ASSOC-27); ``unknownKeys(in:)`` finds the keys the system does
/// not define, ``ignoredKeys(in:)`` those it reads in no case.
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
    static func unknownKeys(in document: JSONNode) -> [JSONPath] {
        var found: [JSONPath] = []
        func walk(_ value: JSONNode, _ path: JSONPath, _ place: Place) {
            guard case .object(let members) = value.content else { return }
            for member in members {
                let memberPath = path.appending(member.key)
                guard place.keys.contains(member.key) else {
                    found.append(memberPath)
                    continue
                }
                guard let inner = place.inner(member.key) else { continue }
                if case .array(let elements) = member.value.content {
                    for (index, element) in elements.enumerated() { walk(element, memberPath.appending(index), inner) }
                } else {
                    walk(member.value, memberPath, inner)
                }
            }
        }
        walk(document, .root, .top)
        return found
    }

    /// The JSON paths of the keys the system reads in no case, because another key takes their
    /// place: `paths` beside `components` (ASSOC-25). For a document ``read(_:)`` accepted.
    static func ignoredKeys(in document: JSONNode) -> [JSONPath] {
        guard case .array(let entries)? = document["applinks"]?["details"]?.content else { return [] }
        let details = JSONPath.root.appending("applinks").appending("details")
        return entries.indices.compactMap { index in
            entries[index]["components"] != nil && entries[index]["paths"] != nil
                ? details.appending(index).appending("paths") : nil
        }
    }

    func read(_ document: JSONNode) throws(AssociationError) -> [AppSiteAssociation.Details] {
        let root = JSONPath.root
        let top = try members(document, at: root, what: "the file")
        var applinks: JSONNode?
        var services: [String] = []
        for member in top {
            if member.key == "applinks" {
                applinks = member.value
            } else if Self.otherServices.contains(member.key) {
                _ = try members(member.value, at: root.appending(member.key), what: member.key)
                services.append(member.key)
            }
        }
        guard let applinks else {
            throw Self.noUniversalLinks(missing: "applinks", in: top, at: root, services: services)
        }
        return try readAppLinks(applinks, at: root.appending("applinks"), services: services)
    }

    /// The refusal of a file that declares no universal links (ASSOC-27): the other services it
    /// declares, and the key written in another case, if there is one.
    private static func noUniversalLinks(
        missing key: String, in members: [JSONNode.Member], at path: JSONPath, services: [String]
    ) -> AssociationError {
        if let variant = members.first(where: { sameLetters($0.key, key) }) {
            return AssociationError(
                .noUniversalLinks, path: path.appending(variant.key).description,
                detail:
                    "the file declares no universal links: keys are case-sensitive, so the system does not read \(MessageText.quoted(variant.key)); rename it \"\(key)\""
            )
        }
        let declared = services.isEmpty ? "it declares no other service either" : "it declares: " + services.joined(separator: ", ")
        let (place, fix) =
            key == "applinks"
            ? ("the file has no \"applinks\"", "add \"applinks\": {\"details\": [{\"appIDs\": [...], \"components\": [...]}]}")
            : ("applinks has no \"details\"", "add \"details\": [{\"appIDs\": [...], \"components\": [...]}] to applinks")
        return AssociationError(
            .noUniversalLinks, path: path.description,
            detail: "the file declares no universal links (\(place)); \(declared). For links to open an app, \(fix)")
    }

    /// Whether two keys differ, but only in the case of ASCII letters.
    private static func sameLetters(_ found: String, _ expected: String) -> Bool {
        func lower(_ byte: UInt8) -> UInt8 { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte }
        return !found.utf8.elementsEqual(expected.utf8) && found.utf8.map(lower).elementsEqual(expected.utf8.map(lower))
    }

    private func readAppLinks(_ value: JSONNode, at path: JSONPath, services: [String]) throws(AssociationError)
        -> [AppSiteAssociation.Details]
    {
        var details: JSONNode?
        var defaults = Settings()
        var variables: [String: [String]] = [:]
        let applinks = try members(value, at: path, what: "applinks")
        for member in applinks {
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
            throw Self.noUniversalLinks(missing: "details", in: applinks, at: path, services: services)
        }
        let detailsPath = path.appending("details")
        if case .object(let byAppID) = details.content {
            let example = byAppID.first.map { MessageText.quoted($0.key) } ?? "\"<app ID>\""
            throw AssociationError(
                .legacyFormat, path: detailsPath.description,
                detail:
                    "\"details\" is an object keyed by app ID, the form of the first iOS 9 release, which Apple no longer documents; write an array of entries, such as [{\"appIDs\": [\(example)], \"components\": [...]}] (or \"paths\": [...] for iOS 12 and earlier)"
            )
        }
        let substitution = SubstitutionVariables(custom: variables)
        let entries = try elements(details, at: detailsPath, what: "details")
        var result: [AppSiteAssociation.Details] = []
        for (index, entry) in entries.enumerated() {
            result.append(try readDetails(entry, at: detailsPath.appending(index), defaults: defaults, variables: substitution))
        }
        return result
    }

    private func readDetails(
        _ value: JSONNode, at path: JSONPath, defaults: Settings, variables: SubstitutionVariables
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
            default: break
            }
        }
        guard let appIDs else {
            let variant = entry.first { Self.sameLetters($0.key, "appIDs") || Self.sameLetters($0.key, "appID") }
            let hint = variant.map { "; keys are case-sensitive, so \(MessageText.quoted($0.key)) is not read" } ?? ""
            throw AssociationError(.missingKey, path: path.description, detail: "a details entry needs \"appIDs\" (or \"appID\")\(hint)")
        }
        var components: [AppSiteAssociation.Component] = []
        if let list = value["components"] {
            // With `components`, the system ignores `paths` (ASSOC-25): it is not read at all.
            for (index, component) in try elements(list, at: path.appending("components"), what: "components").enumerated() {
                components.append(
                    try readComponent(
                        component, at: path.appending("components").appending(index), settings: settings, variables: variables))
            }
        } else if let paths = value["paths"] {
            components = try readPaths(paths, at: path.appending("paths"), settings: settings)
        }
        return AppSiteAssociation.Details(appIDs: appIDs, components: components)
    }

    /// Reads the `paths` of a details entry without `components` (ASSOC-24): each string is a
    /// path pattern, `NOT ` before it makes it an exclusion. Each becomes a component that
    /// compares the path alone, as written and with case.
    ///
    /// One pass over the array, each pattern compiled once in time linear in its length: a
    /// file of a megabyte of patterns is read in time linear in its size.
    private func readPaths(_ value: JSONNode, at path: JSONPath, settings: Settings) throws(AssociationError)
        -> [AppSiteAssociation.Component]
    {
        guard settings.caseSensitive && settings.percentEncoded else {
            throw AssociationError(
                .unsupportedKey, path: path.description,
                detail:
                    "defaults sets \(settings.caseSensitive ? "\"percentEncoded\": false" : "\"caseSensitive\": false"), which Apple documents for components only; it does not say whether \"paths\" follows it, so write \"components\" or remove the setting"
            )
        }
        let texts = try strings(value, at: path, what: "paths")
        var components: [AppSiteAssociation.Component] = []
        components.reserveCapacity(texts.count)
        for (index, text) in texts.enumerated() {
            let itemPath = path.appending(index)
            let exclude = text.utf8.starts(with: "NOT ".utf8)
            let pattern = exclude ? String(String.UnicodeScalarView(text.unicodeScalars.dropFirst(4))) : text
            try Self.checkLegacyPattern(text, pattern: pattern, at: itemPath)
            components.append(
                AppSiteAssociation.Component(
                    path: try AppLinkPattern(pattern, variables: SubstitutionVariables(custom: [:]), foldsCase: false, at: itemPath),
                    query: nil, fragment: nil, exclude: exclude, percentEncoded: true, caseSensitive: true, location: itemPath,
                    json: JSONNode(.string(text))))
        }
        return components
    }

    /// Refuses a `paths` string that would match no path or whose reading Apple does not
    /// document (ASSOC-24).
    private static func checkLegacyPattern(_ text: String, pattern: String, at path: JSONPath) throws(AssociationError) {
        let first = pattern.unicodeScalars.first
        if first != "/" && first != "*" && first != "?" {
            let lowered = text.utf8.prefix(4).map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 + 32 : $0 }
            let detail =
                lowered.elementsEqual("not ".utf8) && !text.utf8.starts(with: "NOT ".utf8)
                ? "\(MessageText.quoted(text)) is not an exclusion: only \"NOT \" in capitals, followed by one space, excludes; as written it matches no path. Write \"NOT \" before the path pattern"
                : "\(MessageText.quoted(text)) matches no path, since every path begins with '/'; begin the pattern with '/' or '*' (after \"NOT \" for an exclusion)"
            throw AssociationError(.invalidPattern, path: path.description, detail: detail)
        }
        let scalars = pattern.unicodeScalars
        if zip(scalars, scalars.dropFirst()).contains(where: { $0 == "$" && $1 == "(" }) {
            throw AssociationError(
                .invalidPattern, path: path.description,
                detail:
                    "\(MessageText.quoted(text)) holds '$(': Apple documents substitution variables for components only, not for \"paths\", so it is unknown whether the system reads a variable or the text; write the rule as a component"
            )
        }
    }

    private func conflict(_ path: JSONPath) -> AssociationError {
        AssociationError(.conflictingKeys, path: path.description, detail: "a details entry has both \"appID\" and \"appIDs\"; keep one")
    }

    private func readComponent(
        _ value: JSONNode, at path: JSONPath, settings inherited: Settings, variables: SubstitutionVariables
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
            if case .object(let items) = queryValue.content {
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
    private func readDefaults(_ value: JSONNode, at path: JSONPath, inheriting: Settings) throws(AssociationError)
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

    private func readVariables(_ value: JSONNode, at path: JSONPath) throws(AssociationError) -> [String: [String]] {
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

    private func members(_ value: JSONNode, at path: JSONPath, what: String) throws(AssociationError) -> [JSONNode.Member] {
        try JSONObjectReader(value, at: path, failure: shapeFailure(what)).members
    }

    private func elements(_ value: JSONNode, at path: JSONPath, what: String) throws(AssociationError) -> [JSONNode] {
        try JSONObjectReader.array(value, at: path, failure: shapeFailure(what))
    }

    private func string(_ value: JSONNode, at path: JSONPath, what: String) throws(AssociationError) -> String {
        try JSONObjectReader.string(value, at: path, failure: shapeFailure(what))
    }

    private func strings(_ value: JSONNode, at path: JSONPath, what: String) throws(AssociationError) -> [String] {
        try JSONObjectReader.strings(value, at: path, failure: shapeFailure(what, listOfStrings: true))
    }

    private func bool(_ value: JSONNode, at path: JSONPath, what: String) throws(AssociationError) -> Bool {
        try JSONObjectReader.bool(value, at: path, failure: shapeFailure(what))
    }

    /// This module's error for a value of the wrong kind, named `what`: `appIDs must be an
    /// array of strings, found an object`. For a list of strings, each string is `an item of`
    /// `what`.
    private func shapeFailure(_ what: String, listOfStrings: Bool = false) -> (JSONShapeProblem, JSONPath) -> AssociationError {
        { problem, path in
            switch problem {
            case .wrongType(let expected, let found):
                let subject =
                    switch (expected, listOfStrings) {
                    case (.array, true): "\(what) must be an array of strings"
                    case (_, true): "an item of \(what) must be \(Self.words(expected, expected: true))"
                    case (_, false): "\(what) must be \(Self.words(expected, expected: true))"
                    }
                return AssociationError(.wrongType, path: path.description, detail: "\(subject), found \(Self.words(found.kind))")
            // These helpers read values one at a time and ask for no key; were they to, the words are ready.
            case .missingKey(let key):
                return AssociationError(.missingKey, path: path.description, detail: "\(what) needs \(MessageText.quoted(key))")
            case .unknownKey(let key, _):
                return AssociationError(
                    .unsupportedKey, path: path.description, detail: "\(MessageText.quoted(key)) is not read in \(what)")
            }
        }
    }

    /// A kind of value in words, for messages: `an object`, `a string`, ...; what a Boolean must
    /// be is `true or false`, what is found `a Boolean`.
    private static func words(_ kind: JSONNode.Kind, expected: Bool = false) -> String {
        switch kind {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: expected ? "true or false" : "a Boolean"
        case .null: "null"
        }
    }
}
