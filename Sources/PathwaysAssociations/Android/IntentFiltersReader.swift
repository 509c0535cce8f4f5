import Pathways

/// Reads `<intent-filter>` elements into filters (SPEC: ASSOC-17), keeping what Android does
/// not define.
struct IntentFiltersReader {
    /// Locations of unknown attributes and elements, in document order.
    private(set) var unknownKeys: [String] = []

    static let view = "android.intent.action.VIEW"
    static let defaultCategory = "android.intent.category.DEFAULT"
    static let browsable = "android.intent.category.BROWSABLE"

    /// Filter attributes Android defines that do not change which links a filter takes.
    private static let filterAttributes: Set<String> = [
        "android:autoVerify", "android:priority", "android:order", "android:label", "android:icon", "android:roundIcon",
    ]

    /// `<data>` attributes that describe what this module does not evaluate: MIME types, opaque
    /// URIs, and the query and fragment rules of `<uri-relative-filter-group>`.
    private static let unsupportedData: Set<String> = [
        "android:mimeType", "android:ssp", "android:sspPrefix", "android:sspPattern", "android:sspAdvancedPattern",
        "android:sspSuffix", "android:fragment", "android:fragmentPrefix", "android:fragmentPattern",
        "android:fragmentAdvancedPattern", "android:fragmentSuffix", "android:query", "android:queryPrefix",
        "android:queryPattern", "android:queryAdvancedPattern", "android:querySuffix",
    ]

    mutating func read(_ elements: [ManifestXML.Element]) throws(AssociationError) -> [IntentFilters.Filter] {
        var filters: [IntentFilters.Filter] = []
        for element in elements {
            guard element.name == "intent-filter" else {
                throw AssociationError(
                    .unsupportedElement, path: element.location,
                    detail:
                        "expected <intent-filter> elements at the top, found <\(MessageText.shown(element.name))>; give the filters without their <activity>"
                )
            }
            filters.append(try readFilter(element))
        }
        return filters
    }

    private mutating func readFilter(_ element: ManifestXML.Element) throws(AssociationError) -> IntentFilters.Filter {
        for attribute in element.attributes where !Self.filterAttributes.contains(attribute.name) && !attribute.name.hasPrefix("xmlns") {
            unknownKeys.append(attribute.location)
        }
        var actions: [String] = []
        var categories: [String] = []
        var schemes: [String] = []
        var authorities: [IntentFilters.Authority] = []
        var paths: [IntentFilters.PathRule] = []
        for child in element.children {
            switch child.name {
            case "action": actions.append(try name(of: child))
            case "category": categories.append(try name(of: child))
            case "data":
                var host: String?
                var port: Int?
                for attribute in child.attributes {
                    let value = try Self.resourceValue(attribute)
                    switch attribute.name {
                    case "android:scheme": schemes.append(value)
                    case "android:host": host = value
                    case "android:port":
                        guard let number = Int(value), number >= 0, number <= 65535, value.utf8.allSatisfy({ (0x30...0x39).contains($0) })
                        else {
                            throw AssociationError(
                                .unsupportedValue, path: attribute.location, detail: "a port is a decimal number up to 65535")
                        }
                        port = number
                    default:
                        let kindName = attribute.name.hasPrefix("android:") ? String(attribute.name.dropFirst("android:".count)) : ""
                        if let kind = AndroidPathMatcher.Kind(rawValue: kindName) {
                            paths.append(
                                IntentFilters.PathRule(
                                    matcher: try AndroidPathMatcher(kind, value, at: attribute.location), location: attribute.location))
                        } else if Self.unsupportedData.contains(attribute.name) {
                            throw AssociationError(
                                .unsupportedValue, path: attribute.location,
                                detail:
                                    "\(MessageText.shown(attribute.name)) is not evaluated by this module, which checks links by scheme, host and path"
                            )
                        } else {
                            unknownKeys.append(attribute.location)
                        }
                    }
                }
                // A port without a host in the same element is ignored by Android.
                if let host { authorities.append(IntentFilters.Authority(host: host, port: port)) }
            case "uri-relative-filter-group":
                throw AssociationError(
                    .unsupportedElement, path: child.location,
                    detail:
                        "<uri-relative-filter-group> (API 35) is not evaluated by this module; it checks the rules that every API level reads"
                )
            default:
                unknownKeys.append(child.location)
            }
        }
        let autoVerify = try element.attribute("android:autoVerify").map { attribute throws(AssociationError) in
            try Self.resourceValue(attribute) == "true"
        }
        return IntentFilters.Filter(
            autoVerify: autoVerify ?? false, actions: actions, categories: categories, schemes: schemes, authorities: authorities,
            paths: paths, location: element.location)
    }

    private mutating func name(of element: ManifestXML.Element) throws(AssociationError) -> String {
        for attribute in element.attributes where attribute.name != "android:name" { unknownKeys.append(attribute.location) }
        guard let attribute = element.attribute("android:name") else {
            throw AssociationError(.missingKey, path: element.location, detail: "<\(MessageText.shown(element.name))> needs android:name")
        }
        return try Self.resourceValue(attribute)
    }

    /// An attribute's value as Android reads it: after the XML entities, the resource escapes
    /// `\\`, `\'`, `\"`, `\@`, `\?`, `\n`, `\t` and `\uXXXX`; any other `\x` is `x`. White space
    /// and quote marks are refused, since resource compilers give them rules of their own.
    static func resourceValue(_ attribute: ManifestXML.Attribute) throws(AssociationError) -> String {
        let scalars = Array(attribute.value.unicodeScalars)
        var output = String.UnicodeScalarView()
        var index = 0
        func refuse(_ why: String) -> AssociationError {
            AssociationError(.unsupportedValue, path: attribute.location, detail: "\(MessageText.quoted(attribute.value)) \(why)")
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
