/// Links a route takes, to ask an operating system's rules about (SPEC: ASSOC-21).
///
/// The first link puts `1` in every placeholder; each further link changes one thing: one
/// placeholder or catch-all to another sample value (`x`, `x/y`, which is written `x%2Fy`, and
/// the texts of the rules being checked), a trailing `/`, more components after a prefix,
/// literals in upper case for a case-insensitive route, a query, a fragment, or fragment
/// parameters. Links are written as Pathways' encoder writes them (PCT-6).
///
/// Not public API: `PathwaysAssociations` draws the links it asks an association about from it,
/// and `PathwaysCompatibility` the old links it checks a new release against (COMPAT-2).
package enum RouteSamples {
    /// The most texts taken from the rules being checked.
    package static let maximumTokens = 24

    /// A query item `name=value`, each percent-encoded as Pathways' encoder writes a component.
    package static func queryItem(name: String, value: String) -> String {
        PercentEncoding.encode(name) + "=" + PercentEncoding.encode(value)
    }

    /// A value for each placeholder and catch-all of the route, path first, then fragment.
    private typealias Assignment = [[String]]

    /// The sample links of a typed route on `host`: ``urls(pattern:matching:caseInsensitive:scheme:host:tokens:values:query:)``
    /// with an example value of each placeholder's scalar kind in the first link and its query
    /// fields in every link, all of them, then once the required ones alone.
    package static func typedURLs(
        pattern: PathPattern, matching: Matching, caseInsensitive: Bool, scheme: String, host: String, tokens: [String],
        fields: [RouteField], dateForm: DateTextForm
    ) -> [String] {
        let filled = FilledFields(fields) { example($0.scalar, dateForm: dateForm) }
        func urls(_ tokens: [String], query: [String]) -> [String] {
            Self.urls(
                pattern: pattern, matching: matching, caseInsensitive: caseInsensitive, scheme: scheme, host: host, tokens: tokens,
                values: filled.values, query: query)
        }
        var samples = urls(tokens, query: filled.allQuery)
        if filled.requiredQuery != filled.allQuery, let first = urls([], query: filled.requiredQuery).first, !samples.contains(first) {
            samples.append(first)
        }
        return samples
    }

    /// The first of ``typedURLs(pattern:matching:caseInsensitive:scheme:host:tokens:fields:dateForm:)``
    /// with each numeric field, placeholder or query field, holding its type's extreme instead
    /// of its example (COMPAT-8); `nil` for a route without a numeric field.
    ///
    /// A signed integer type fits in another integer type exactly when its least value does,
    /// and an unsigned one exactly when its greatest does, so this one link tells a narrowed
    /// number from a widened one, where the example `1` fits every integer type.
    package static func extremeURL(
        pattern: PathPattern, matching: Matching, caseInsensitive: Bool, scheme: String, host: String, fields: [RouteField],
        dateForm: DateTextForm
    ) -> String? {
        guard fields.contains(where: { extreme($0.scalar) != nil }) else { return nil }
        let filled = FilledFields(fields) { extreme($0.scalar) ?? example($0.scalar, dateForm: dateForm) }
        let route = Shape(pattern: pattern, matching: matching, caseInsensitive: caseInsensitive)
        return link(route, origin: "\(scheme)://\(host)", values: slotValues(pattern, filled.values), query: queryText(filled.allQuery))
    }

    /// A typed route's fields, each given one text: the placeholders' and catch-alls' values by
    /// name, and the query items of every field and of the required ones.
    private struct FilledFields {
        var values: [String: [String]] = [:]
        var allQuery: [String] = []
        var requiredQuery: [String] = []

        init(_ fields: [RouteField], text: (RouteField) -> String) {
            for field in fields {
                let value = text(field)
                switch field.kind {
                case .placeholder, .catchAll, .fragmentPlaceholder, .fragmentCatchAll:
                    values[field.name] = [value]
                case .query:
                    let item = queryItem(name: field.name, value: value)
                    allQuery.append(item)
                    if !field.isOptional { requiredQuery.append(item) }
                }
            }
        }
    }

    /// A value of a field's scalar kind that every router reads (Section 6).
    private static func example(_ scalar: RouteField.Scalar?, dateForm: DateTextForm) -> String {
        switch scalar {
        case .string: "x"
        case .bool: "true"
        case .int, .int8, .int16, .int32, .int64, .uint, .uint8, .uint16, .uint32, .uint64, nil: "1"
        case .float, .double: "1.5"
        case .uuid: "123e4567-e89b-12d3-a456-426614174000"
        case .date:
            switch dateForm {
            case .iso8601: "2026-01-02T03:04:05Z"
            case .secondsSince1970: "1767323045"
            case .millisecondsSince1970: "1767323045000"
            }
        }
    }

    /// The value of a numeric scalar kind that another numeric type reads only when it reads
    /// every value of the kind (COMPAT-8): a signed integer's least value, an unsigned one's
    /// greatest, a binary floating-point type's greatest finite value; `nil` for the other kinds.
    /// The floating-point texts leave out the exponent's `+`, which a router that reads `+` in
    /// a query as a space would change (QUERY-9).
    private static func extreme(_ scalar: RouteField.Scalar?) -> String? {
        switch scalar {
        case .int: String(Int.min)
        case .int8: String(Int8.min)
        case .int16: String(Int16.min)
        case .int32: String(Int32.min)
        case .int64: String(Int64.min)
        case .uint: String(UInt.max)
        case .uint8: String(UInt8.max)
        case .uint16: String(UInt16.max)
        case .uint32: String(UInt32.max)
        case .uint64: String(UInt64.max)
        case .float: "3.4028235e38"
        case .double: "1.7976931348623157e308"
        case .string, .bool, .uuid, .date, nil: nil
        }
    }

    /// The sample links for a route described by its pattern, matching mode and case folding, on
    /// `host`. `values` gives a placeholder or catch-all, by name, the value of the first link
    /// instead of `1`; `query` holds `name=value` items every link carries.
    package static func urls(
        pattern: PathPattern, matching: Matching, caseInsensitive: Bool, scheme: String, host: String, tokens: [String],
        values named: [String: [String]] = [:], query: [String] = []
    ) -> [String] {
        let route = Shape(pattern: pattern, matching: matching, caseInsensitive: caseInsensitive)
        let base = slotValues(pattern, named)
        let slots = base.count
        var values: [[String]] = [["1"], ["x"], ["x/y"]]
        for token in tokens where !token.isEmpty && token != "." && token != ".." && !values.contains([token]) {
            values.append([token])
        }
        values.append(["x", "y"])
        let baseQuery = queryText(query)
        let origin = "\(scheme)://\(host)"
        var urls: [String] = []
        func add(_ url: String) { if !urls.contains(url) { urls.append(url) } }

        add(link(route, origin: origin, values: base, query: baseQuery))
        for slot in 0..<slots {
            for value in values.dropFirst() {
                var assignment = base
                assignment[slot] = value
                guard isCatchAll(route, slot) || value.count == 1 else { continue }
                add(link(route, origin: origin, values: assignment, query: baseQuery))
            }
        }
        let basePath = path(route, base, upper: false)
        let baseFragment = baseQuery + fragment(route, base, parameters: false)
        if basePath != "/" { add(origin + basePath + "/" + baseFragment) }
        if route.matching == .prefix {
            let separator = basePath == "/" ? "" : "/"
            add(origin + basePath + separator + "x" + baseFragment)
            add(origin + basePath + separator + "x/y" + baseFragment)
        }
        if route.caseInsensitive {
            add(origin + path(route, base, upper: true) + baseQuery + fragment(route, base, parameters: false, upper: true))
        }
        add(origin + basePath + (query.isEmpty ? "?q=1" : baseQuery + "&q=1") + fragment(route, base, parameters: false))
        if pattern.fragmentComponents != nil {
            add(origin + basePath + baseQuery + fragment(route, base, parameters: true))
        } else {
            add(origin + basePath + baseQuery + "#top")
        }
        return urls
    }

    /// A link on `origin` whose placeholders and catch-alls hold `values`, with `query` (`?a=1&b=2`,
    /// or empty) and the fragment route without parameters.
    private static func link(_ route: Shape, origin: String, values: Assignment, query: String) -> String {
        origin + path(route, values, upper: false) + query + fragment(route, values, parameters: false)
    }

    /// The value of each placeholder and catch-all of `pattern`, path first, then fragment: its
    /// value of `named`, or `1`.
    private static func slotValues(_ pattern: PathPattern, _ named: [String: [String]]) -> Assignment {
        (pattern.components + (pattern.fragmentComponents ?? [])).compactMap(slotName).map { named[$0] ?? ["1"] }
    }

    /// A link's query: `?` and the items joined by `&`, or nothing.
    private static func queryText(_ items: [String]) -> String {
        items.isEmpty ? "" : "?" + items.joined(separator: "&")
    }

    /// What the links are drawn from.
    private struct Shape {
        let pattern: PathPattern
        let matching: Matching
        let caseInsensitive: Bool
    }

    private static func isSlot(_ component: PathPattern.Component) -> Bool {
        slotName(component) != nil
    }

    private static func slotName(_ component: PathPattern.Component) -> String? {
        switch component {
        case .literal: nil
        case .placeholder(let name), .catchAll(let name): name
        }
    }

    /// Whether the `slot`-th placeholder or catch-all is a catch-all, which takes several
    /// components.
    private static func isCatchAll(_ route: Shape, _ slot: Int) -> Bool {
        let slots = (route.pattern.components + (route.pattern.fragmentComponents ?? [])).filter(isSlot)
        guard slot < slots.count, case .catchAll = slots[slot] else { return false }
        return true
    }

    private static func path(_ route: Shape, _ assignment: Assignment, upper: Bool) -> String {
        var slot = 0
        let texts = route.pattern.components.map { component in
            text(of: component, assignment, &slot, upper: upper)
        }
        return "/" + texts.joined(separator: "/")
    }

    private static func fragment(_ route: Shape, _ assignment: Assignment, parameters: Bool, upper: Bool = false) -> String {
        guard let pieces = route.pattern.fragmentComponents else { return "" }
        var slot = route.pattern.components.filter(isSlot).count
        let texts = pieces.map { piece in text(of: piece, assignment, &slot, upper: upper) }
        return "#" + texts.joined(separator: "/") + (parameters ? "?x=1" : "")
    }

    private static func text(of component: PathPattern.Component, _ assignment: Assignment, _ slot: inout Int, upper: Bool) -> String {
        switch component {
        case .literal(let text):
            return PercentEncoding.encode(upper ? String(text.unicodeScalars.map { uppercased($0) }.map(Character.init)) : text)
        case .placeholder, .catchAll:
            defer { slot += 1 }
            return (slot < assignment.count ? assignment[slot] : ["1"]).map { PercentEncoding.encode($0) }.joined(separator: "/")
        }
    }

    private static func uppercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        guard scalar.isASCII, ("a"..."z").contains(scalar) else { return scalar }
        return Unicode.Scalar(UInt8(scalar.value) - 32)
    }
}
