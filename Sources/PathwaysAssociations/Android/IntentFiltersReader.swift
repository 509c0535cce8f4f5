import Pathways

/// Reads a manifest, its `<activity>` elements or their `<intent-filter>` elements into the
/// filters a browser's links can reach (SPEC: ASSOC-17, ASSOC-30 to ASSOC-33), keeping what
/// Android does not define.
struct IntentFiltersReader {
    /// Locations of unknown attributes and elements, in document order.
    private(set) var unknownKeys: [String] = []
    /// The values the build fills in: resources by `type/name`, placeholders by name.
    let resources: [String: String]
    let placeholders: [String: String]

    static let view = "android.intent.action.VIEW"
    static let defaultCategory = "android.intent.category.DEFAULT"
    static let browsable = "android.intent.category.BROWSABLE"

    /// Filter attributes Android defines that do not change which links a filter takes.
    private static let filterAttributes: Set<Substring> = ["autoVerify", "priority", "order", "label", "icon", "roundIcon"]

    /// `<data>` attributes of `<uri-relative-filter-group>` (API 35), which this module does not
    /// evaluate.
    private static let groupData: Set<Substring> = [
        "fragment", "fragmentPrefix", "fragmentPattern", "fragmentAdvancedPattern", "fragmentSuffix", "query", "queryPrefix",
        "queryPattern", "queryAdvancedPattern", "querySuffix",
    ]

    /// The activity a filter belongs to, and whether it can be started from a browser at all.
    private struct Activity {
        let name: String?
        let obstacle: IntentFilters.LinkFilter.Obstacle?
    }

    /// The three forms of input the reader takes.
    private enum Form {
        case manifest, activities, filters
    }

    init(resources: [String: String], placeholders: [String: String]) {
        self.resources = resources
        self.placeholders = placeholders
    }

    mutating func read(_ elements: [ManifestXML.Element]) throws(AssociationError) -> [IntentFilters.Filter] {
        var filters: [IntentFilters.Filter] = []
        var form: Form?
        for element in elements where !Self.isRemovedByBuild(element) {
            let elementForm: Form? =
                element.isElement("manifest")
                ? .manifest
                : element.isElement("activity") || element.isElement("activity-alias")
                    ? .activities : element.isElement("intent-filter") ? .filters : nil
            guard let elementForm, form == nil || (form == elementForm && elementForm != .manifest) else {
                throw AssociationError(
                    .unsupportedElement, path: element.location,
                    detail: "found <\(MessageText.shown(element.name))>; give one <manifest>, or <activity> and <activity-alias> "
                        + "elements, or <intent-filter> elements, each form alone")
            }
            form = elementForm
            switch elementForm {
            case .manifest: filters += try readManifest(element)
            case .activities: filters += try readActivity(element, enabled: true)
            case .filters: filters += try readFilter(element, activity: nil).map { [$0] } ?? []
            }
        }
        return filters
    }

    /// Whether the element is not in the merged manifest: an element of the `tools` namespace,
    /// or one whose `tools:node` removes it.
    private static func isRemovedByBuild(_ element: ManifestXML.Element) -> Bool {
        if element.namespace == ManifestXML.toolsNamespace { return true }
        let node = element.attributes.first { $0.namespace == ManifestXML.toolsNamespace && $0.localName == "node" }
        return node.map { $0.value == "remove" || $0.value == "removeAll" } ?? false
    }

    // MARK: Manifest and activities

    private mutating func readManifest(_ manifest: ManifestXML.Element) throws(AssociationError) -> [IntentFilters.Filter] {
        var filters: [IntentFilters.Filter] = []
        var applications = 0
        for application in manifest.children where application.isElement("application") {
            guard !Self.isRemovedByBuild(application) else { continue }
            applications += 1
            guard applications == 1 else {
                throw AssociationError(
                    .unsupportedElement, path: application.location, detail: "a manifest has one <application>; found a second")
            }
            let enabled = try flag(application, "enabled") ?? true
            for activity in application.children where activity.isElement("activity") || activity.isElement("activity-alias") {
                guard !Self.isRemovedByBuild(activity) else { continue }
                filters += try readActivity(activity, enabled: enabled)
            }
        }
        return filters
    }

    private mutating func readActivity(_ element: ManifestXML.Element, enabled applicationEnabled: Bool) throws(AssociationError)
        -> [IntentFilters.Filter]
    {
        let name = try element.androidAttribute("name").map { attribute throws(AssociationError) in try value(of: attribute) }
        let enabled = try flag(element, "enabled") ?? true
        let exported = try flag(element, "exported") ?? true
        let obstacle: IntentFilters.LinkFilter.Obstacle? =
            !applicationEnabled || !enabled ? .activityDisabled : !exported ? .activityNotExported : nil
        let activity = Activity(name: name, obstacle: obstacle)
        var filters: [IntentFilters.Filter] = []
        for child in element.children where child.isElement("intent-filter") {
            guard !Self.isRemovedByBuild(child) else { continue }
            if let filter = try readFilter(child, activity: activity) { filters.append(filter) }
        }
        return filters
    }

    /// A boolean attribute of Android's namespace, such as `android:exported`; `nil` when absent.
    private func flag(_ element: ManifestXML.Element, _ localName: String) throws(AssociationError) -> Bool? {
        guard let attribute = element.androidAttribute(localName) else { return nil }
        switch try value(of: attribute) {
        case "true": return true
        case "false": return false
        case let other:
            throw AssociationError(
                .unsupportedValue, path: attribute.location, detail: "found \(MessageText.quoted(other)); expected true or false")
        }
    }

    // MARK: Filters

    /// The filter, or `nil` when it lacks the action `VIEW` or the category `BROWSABLE`: a
    /// browser's links never reach it, so the rest of it is not read.
    private mutating func readFilter(_ element: ManifestXML.Element, activity: Activity?) throws(AssociationError)
        -> IntentFilters.Filter?
    {
        var actions: [String] = []
        var categories: [String] = []
        for child in element.children where !Self.isRemovedByBuild(child) {
            if child.isElement("action") { actions.append(try name(of: child)) }
            if child.isElement("category") { categories.append(try name(of: child)) }
        }
        guard actions.contains(Self.view) && categories.contains(Self.browsable) else { return nil }

        for attribute in element.attributes where !Self.isDefined(attribute, among: Self.filterAttributes) {
            unknownKeys.append(attribute.location)
        }
        var schemes: [String] = []
        var authorities: [IntentFilters.Authority] = []
        var paths: [IntentFilters.PathRule] = []
        var ssps: [IntentFilters.PathRule] = []
        var requiresType = false
        for child in element.children where !Self.isRemovedByBuild(child) {
            if child.isElement("action") || child.isElement("category") {
                for attribute in child.attributes where !Self.isDefined(attribute, among: ["name"]) {
                    unknownKeys.append(attribute.location)
                }
            } else if child.isElement("data") {
                var host: String?
                var port: Int?
                for attribute in child.attributes {
                    guard attribute.namespace == ManifestXML.androidNamespace else {
                        if !Self.isIgnored(attribute) { unknownKeys.append(attribute.location) }
                        continue
                    }
                    let localName = attribute.localName
                    switch localName {
                    case "scheme": schemes.append(try value(of: attribute))
                    case "host": host = try value(of: attribute)
                    case "port": port = try Self.port(try value(of: attribute), at: attribute.location)
                    case "mimeType":
                        _ = try value(of: attribute)
                        requiresType = true
                    default:
                        if let kind = AndroidPathMatcher.Kind(rawValue: String(localName)) {
                            paths.append(try rule(kind, attribute, part: .path))
                        } else if localName.hasPrefix("ssp"), let kind = AndroidPathMatcher.Kind(rawValue: "path" + localName.dropFirst(3))
                        {
                            ssps.append(try rule(kind, attribute, part: .schemeSpecificPart))
                        } else if Self.groupData.contains(localName) {
                            throw AssociationError(
                                .unsupportedValue, path: attribute.location,
                                detail: "\(MessageText.shown(attribute.name)) belongs in <uri-relative-filter-group> (API 35), whose query "
                                    + "and fragment rules this module does not evaluate; it checks the scheme, host, path and "
                                    + "scheme-specific-part rules every API level reads")
                        } else {
                            unknownKeys.append(attribute.location)
                        }
                    }
                }
                // A port without a host in the same element is ignored by Android.
                if let host { authorities.append(IntentFilters.Authority(host: host, port: port)) }
            } else if child.isElement("uri-relative-filter-group") {
                throw AssociationError(
                    .unsupportedElement, path: child.location,
                    detail: "<uri-relative-filter-group> (API 35) is not evaluated by this module: its query and fragment rules "
                        + "narrow the filter on API 35 and later only, so the filter takes different links on older systems")
            } else if child.namespace != ManifestXML.toolsNamespace {
                unknownKeys.append(child.location)
            }
        }
        let autoVerify = try element.androidAttribute("autoVerify").map { attribute throws(AssociationError) in
            try value(of: attribute) == "true"
        }
        let obstacle: IntentFilters.LinkFilter.Obstacle? =
            activity?.obstacle
            ?? (requiresType ? .requiresMIMEType : categories.contains(Self.defaultCategory) ? nil : .lacksDefaultCategory)
        return IntentFilters.Filter(
            autoVerify: autoVerify ?? false, schemes: schemes, authorities: authorities, paths: paths, ssps: ssps,
            location: element.location, activity: activity?.name, obstacle: obstacle)
    }

    /// Whether the attribute is a namespace declaration or in the `tools` namespace, which the
    /// build removes: never an unknown key.
    private static func isIgnored(_ attribute: ManifestXML.Attribute) -> Bool {
        attribute.name == "xmlns" || attribute.name.hasPrefix("xmlns:") || attribute.namespace == ManifestXML.toolsNamespace
    }

    /// Whether the attribute is one of `names` in Android's namespace, or ignored.
    private static func isDefined(_ attribute: ManifestXML.Attribute, among names: Set<Substring>) -> Bool {
        isIgnored(attribute) || (attribute.namespace == ManifestXML.androidNamespace && names.contains(attribute.localName))
    }

    private func rule(_ kind: AndroidPathMatcher.Kind, _ attribute: ManifestXML.Attribute, part: IntentFilters.PathRule.Part)
        throws(AssociationError) -> IntentFilters.PathRule
    {
        IntentFilters.PathRule(
            matcher: try AndroidPathMatcher(kind, try value(of: attribute), at: attribute.location), location: attribute.location,
            attribute: String(attribute.localName), part: part)
    }

    private static func port(_ value: String, at location: String) throws(AssociationError) -> Int {
        guard let number = Int(value), number >= 0, number <= 65535, value.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else {
            throw AssociationError(.unsupportedValue, path: location, detail: "a port is a decimal number up to 65535")
        }
        return number
    }

    private mutating func name(of element: ManifestXML.Element) throws(AssociationError) -> String {
        guard let attribute = element.androidAttribute("name") else {
            throw AssociationError(.missingKey, path: element.location, detail: "<\(MessageText.shown(element.name))> needs android:name")
        }
        return try value(of: attribute)
    }

    // MARK: Values

    /// An attribute's value as Android reads it from the built app (ASSOC-17, ASSOC-32): the
    /// manifest placeholders `${name}` filled in from ``placeholders``; then a value starting
    /// with `@` is a resource reference, replaced by its value from ``resources``; any other
    /// value is read with the resource escapes.
    func value(of attribute: ManifestXML.Attribute) throws(AssociationError) -> String {
        let text = try filled(attribute)
        if text.hasPrefix("@") {
            let key = String(text.dropFirst())
            guard let resolved = resources[key] else {
                throw AssociationError(
                    .unresolvedValue, path: attribute.location,
                    detail: "the resource reference \(MessageText.shown(text)) is resolved by the build; pass its value in "
                        + "resources as \(MessageText.quoted(key)), such as [\"\(MessageText.shown(key))\": \"example.com\"]")
            }
            return resolved
        }
        if text.hasPrefix("?") {
            throw AssociationError(
                .unsupportedValue, path: attribute.location,
                detail: "\(MessageText.quoted(text)) refers to a theme attribute, which only a running app resolves; write the value")
        }
        return try Self.resourceValue(text, at: attribute.location)
    }

    /// The attribute's text with each `${name}` replaced by the placeholder's value, once, as
    /// the manifest merger does.
    private func filled(_ attribute: ManifestXML.Attribute) throws(AssociationError) -> String {
        let text = attribute.value
        guard text.contains("${") else { return text }
        var output = ""
        var rest = Substring(text)
        while let start = rest.firstRange(of: "${") {
            output += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].firstIndex(of: "}") else {
                throw AssociationError(
                    .unsupportedValue, path: attribute.location,
                    detail: "\(MessageText.quoted(text)) opens a manifest placeholder with ${ and does not close it with }")
            }
            let name = String(rest[start.upperBound..<end])
            guard let value = placeholders[name] else {
                throw AssociationError(
                    .unresolvedValue, path: attribute.location,
                    detail: "the manifest placeholder ${\(MessageText.shown(name))} is filled in by the build; pass its value in "
                        + "placeholders, such as [\"\(MessageText.shown(name))\": \"com.example.app\"]")
            }
            output += value
            rest = rest[rest.index(after: end)...]
        }
        return output + rest
    }

    /// A value as the resource compiler reads it: the resource escapes `\\`, `\'`, `\"`, `\@`,
    /// `\?`, `\n`, `\t` and `\uXXXX`; any other `\x` is `x`. White space and quote marks are
    /// refused, since resource compilers give them rules of their own.
    static func resourceValue(_ text: String, at location: String) throws(AssociationError) -> String {
        let scalars = Array(text.unicodeScalars)
        var output = String.UnicodeScalarView()
        var index = 0
        func refuse(_ why: String) -> AssociationError {
            AssociationError(.unsupportedValue, path: location, detail: "\(MessageText.quoted(text)) \(why)")
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar.properties.isWhitespace { throw refuse("holds white space, which resource compilers collapse") }
            if scalar == "\"" || scalar == "'" { throw refuse("holds a quote mark, which resource compilers treat specially") }
            guard scalar == "\\" else {
                output.append(scalar)
                index += 1
                continue
            }
            guard index + 1 < scalars.count else { throw refuse("ends with a lone backslash") }
            let escaped = scalars[index + 1]
            switch escaped {
            case "n": output.append("\n")
            case "t": output.append("\t")
            case "u":
                guard index + 5 < scalars.count,
                    let value = UInt32(String(String.UnicodeScalarView(scalars[(index + 2)...(index + 5)])), radix: 16),
                    let character = Unicode.Scalar(value)
                else { throw refuse("has a \\u escape without four hexadecimal digits") }
                output.append(character)
                index += 4
            default: output.append(escaped)
            }
            index += 2
        }
        return String(output)
    }
}
