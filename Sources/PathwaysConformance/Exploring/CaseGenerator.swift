/// Draws cases from a seed, by the rules a subject can be asked.
///
/// The same seed and the same subject's declaration give the same cases: everything drawn comes
/// from ``SeededRandom`` and from arrays in a fixed order, never from a set's or a dictionary's
/// iteration order, which Swift seeds per process.
package struct CaseGenerator: Sendable {
    /// The rules used, in ``ExploreRule/all``'s order: those that apply to the subject.
    package let rules: [ExploreRule]
    private let descriptor: SubjectDescriptor
    private var random: SeededRandom

    /// The custom scheme a router is given by the `custom-schemes` rule.
    static let customScheme = "myapp"

    /// Creates a generator for `descriptor` from `seed`.
    package init(seed: UInt64, descriptor: SubjectDescriptor) {
        self.random = SeededRandom(seed: seed)
        self.descriptor = descriptor
        self.rules = ExploreRule.all.filter { $0.applies(to: descriptor) }
    }

    /// The next case, of a rule drawn at random; `nil` when no rule applies to the subject.
    package mutating func next() -> ExploreCase? {
        guard let first = rules.first else { return nil }
        let rule = random.pick(from: first, Array(rules.dropFirst()))
        return make(rule.id)
    }

    /// A case of the rule `id`.
    package mutating func make(_ id: ExploreRule.ID) -> ExploreCase {
        let capabilities = descriptor.capabilities
        let has = { (capability: Capability) in capabilities.contains(capability) }
        var features = Features(prefix: false, catchAll: false, typed: false, hosts: false, caseInsensitive: false)
        var router = RouterOptions()
        switch id {
        case .prefixes: features.prefix = true
        case .catchAlls: features.catchAll = true
        case .hosts: features.hosts = true
        case .caseInsensitive: features.caseInsensitive = true
        case .typedScalars, .textForms, .encoding, .roundTrips: features.typed = true
        case .customSchemes: router.customSchemes = [Self.customScheme]
        case .precedence:
            features.prefix = has(.prefix) && random.chance(30)
            features.catchAll = has(.catchAll) && random.chance(30)
        case .literals, .placeholders, .nearMisses, .queries, .fragments, .trailingSlash, .plusSign: break
        }
        var routes = id == .precedence ? overlappingTable(features) : table(features)
        if id == .literals { routes = routes.map(withoutPlaceholders) }
        let target = routes[random.below(routes.count)]
        let input: ExploreCase.Input
        switch id {
        case .encoding: input = .encode(route: target.name, values: values(for: target, allowEmpty: true))
        case .roundTrips: input = .roundTrip(route: target.name, values: values(for: target, allowEmpty: false))
        default: input = .url(url(for: target, rule: id))
        }
        return ExploreCase(rule: id, router: router, routes: routes, input: input)
    }

    // MARK: Route tables

    struct Features {
        var prefix: Bool
        var catchAll: Bool
        var typed: Bool
        var hosts: Bool
        var caseInsensitive: Bool
    }

    /// The first literals of generated routes: few, so that routes of one table overlap.
    private static let heads = ["a", "items", "Items", "caf%C3%A9"]

    private mutating func table(_ features: Features) -> [ExploreCase.Route] {
        let count = random.between(1...(random.chance(50) ? 3 : 8))
        return (0..<count).map { index in route(index, features) }
    }

    private mutating func route(_ index: Int, _ features: Features) -> ExploreCase.Route {
        var components: [ExploreCase.Piece] = []
        let length = random.between(0...4)
        var placeholders = 0
        for position in 0..<length {
            if position == 0, random.chance(70) {
                components.append(.literal(random.pick(from: Self.heads[0], Array(Self.heads.dropFirst()))))
            } else if random.chance(55) {
                components.append(.literal(literal()))
            } else {
                placeholders += 1
                components.append(.placeholder("p\(placeholders)"))
            }
        }
        if features.catchAll, random.chance(70) { components.append(.catchAll("rest")) }
        var route = ExploreCase.Route(
            name: "r\(index + 1)", components: components, matching: features.prefix && random.chance(70) ? .prefix : .exact)
        if features.hosts, random.chance(70) { route.host = random.pick("example.com", "shop.example.com", "other.example") }
        if features.caseInsensitive, random.chance(70) { route.caseInsensitive = true }
        if features.typed {
            route.components = route.components.filter { if case .catchAll = $0 { false } else { true } }
            if !route.components.contains(where: { if case .placeholder = $0 { true } else { false } }) {
                route.components.append(.placeholder("p\(placeholders + 1)"))
            }
            route.types = route.components.compactMap { piece in
                guard case .placeholder(let name) = piece else { return nil }
                return Property(name: name, type: PropertyType(.scalar(random.pick(.string, .int, .bool, .uuid, .double))))
            }
        }
        return route
    }

    /// Two to four routes that one URL can match several of: a literal against a placeholder,
    /// exact against prefix, a catch-all against both.
    private mutating func overlappingTable(_ features: Features) -> [ExploreCase.Route] {
        let head = ExploreCase.Piece.literal(random.pick(from: Self.heads[0], Array(Self.heads.dropFirst())))
        let second = literal()
        var routes = [
            ExploreCase.Route(name: "r1", components: [head, .placeholder("p1")], matching: .exact),
            ExploreCase.Route(name: "r2", components: [head, .literal(second)], matching: .exact),
        ]
        if random.chance(50) {
            routes.append(ExploreCase.Route(name: "r3", components: [.placeholder("p1"), .literal(second)], matching: .exact))
        }
        if features.prefix { routes.append(ExploreCase.Route(name: "r\(routes.count + 1)", components: [head], matching: .prefix)) }
        if features.catchAll {
            routes.append(ExploreCase.Route(name: "r\(routes.count + 1)", components: [head, .catchAll("rest")], matching: .exact))
        }
        var shuffled: [ExploreCase.Route] = []
        while !routes.isEmpty { shuffled.append(routes.remove(at: random.below(routes.count))) }
        return shuffled
    }

    private func withoutPlaceholders(_ route: ExploreCase.Route) -> ExploreCase.Route {
        var route = route
        route.components = route.components.map { if case .placeholder(let name) = $0 { .literal(name) } else { $0 } }
        return route
    }

    /// A literal of one or two pieces of ``TextAlphabet/literalPieces``.
    private mutating func literal() -> String {
        let pieces = TextAlphabet.literalPieces
        let count = random.chance(70) ? 1 : 2
        return (0..<count).map { _ in random.pick(from: pieces[0], Array(pieces.dropFirst())) }.joined()
    }

    // MARK: Values

    /// Decoded text for a value: one to three pieces, never empty and never a dot segment.
    private mutating func valueText() -> String {
        let pieces = TextAlphabet.valuePieces
        while true {
            let count = random.between(1...3)
            let text = (0..<count).map { _ in random.pick(from: pieces[0], Array(pieces.dropFirst())) }.joined()
            if text != ".", text != ".." { return text }
        }
    }

    /// A canonical value of `scalar` (SCALAR-1 to SCALAR-8), as text and as JSON.
    private mutating func canonical(_ scalar: PropertyType.Scalar) -> (text: String, json: JSONValue) {
        switch scalar {
        case .int, .int8, .int16, .int32, .int64, .uint, .uint8, .uint16, .uint32, .uint64:
            let value = random.between(scalar == .int ? -500...500 : 0...100)
            return (String(value), .number(String(value)))
        case .bool:
            let value = random.chance(50)
            return (value ? "true" : "false", .bool(value))
        case .uuid:
            let value = random.pick("123e4567-e89b-12d3-a456-426614174000", "00000000-0000-0000-0000-000000000000")
            return (value, .string(value))
        case .double, .float:
            let value = random.pick("2.5", "-0.75", "100.125")
            return (value, .number(value))
        case .string, .date:
            let value = valueText()
            return (value, .string(value))
        }
    }

    /// Another spelling of a value of `scalar`, or a text of another kind (profile `text-forms`).
    private mutating func otherSpelling(_ scalar: PropertyType.Scalar) -> String {
        switch scalar {
        case .bool: random.pick("TRUE", "True", "1", "yes", "")
        case .uuid:
            random.pick(
                "123E4567-E89B-12D3-A456-426614174000", "123e4567e89b12d3a456426614174000", "{123e4567-e89b-12d3-a456-426614174000}")
        case .double, .float: random.pick("2.50", ".5", "1e3", "NaN", "inf", "0x10")
        case .string, .date: valueText()
        case .int, .int8, .int16, .int32, .int64, .uint, .uint8, .uint16, .uint32, .uint64:
            random.pick("007", "+7", "-0", "1e3", "abc", "1.0", "99999999999999999999", "0x1F")
        }
    }

    private mutating func values(for route: ExploreCase.Route, allowEmpty: Bool) -> ValueMap {
        var values = ValueMap()
        for property in route.types ?? [] {
            guard case .scalar(let scalar) = property.type.base else { continue }
            values[property.name] = allowEmpty && scalar == .string && random.chance(10) ? .string("") : canonical(scalar).json
        }
        return values
    }

    // MARK: URLs

    private mutating func url(for route: ExploreCase.Route, rule: ExploreRule.ID) -> ExploreCase.Link {
        var components: [String] = []
        for piece in route.components {
            switch piece {
            case .literal(let written):
                var text = String(decoding: TextAlphabet.decoded(written) ?? Array(written.utf8), as: UTF8.self)
                if route.caseInsensitive || rule == .nearMisses, random.chance(50) { text = flippingCase(text) }
                components.append(TextAlphabet.write(text, rawAllowed: TextAlphabet.isRawInComponent, using: &random))
            case .placeholder(let name):
                var text: String
                if let scalar = route.types.flatMap({ types in types.first { $0.name == name } }).flatMap(Self.scalar) {
                    text = rule == .textForms && random.chance(70) ? otherSpelling(scalar) : canonical(scalar).text
                } else {
                    text = valueText()
                }
                if text.isEmpty { text = "a" }
                components.append(TextAlphabet.write(text, rawAllowed: TextAlphabet.isRawInComponent, using: &random))
            case .catchAll:
                for _ in 0..<random.between(1...3) {
                    components.append(TextAlphabet.write(valueText(), rawAllowed: TextAlphabet.isRawInComponent, using: &random))
                }
            }
        }
        if route.matching == .prefix, random.chance(60) {
            for _ in 0..<random.between(1...2) {
                components.append(TextAlphabet.write(valueText(), rawAllowed: TextAlphabet.isRawInComponent, using: &random))
            }
        }
        if rule == .nearMisses { components = nearMiss(components) }
        var url = ExploreCase.Link(scheme: "https", authority: "example.com", components: components)
        switch rule {
        case .hosts:
            let host = route.host ?? "example.com"
            url.authority = random.pick(host, flippingCase(host), host + ":8443", host + ".", "elsewhere.example")
        case .customSchemes:
            url.scheme = random.pick(Self.customScheme, "MyApp", "https")
            if url.scheme != "https", random.chance(50), let first = url.components.first {
                url.authority = first
                url.components.removeFirst()
            } else if url.scheme != "https" {
                url.authority = ""
            }
        case .queries: url.query = query(plus: false)
        case .plusSign: url.query = query(plus: true)
        case .fragments: url.fragment = random.pick(from: TextAlphabet.fragments[0], Array(TextAlphabet.fragments.dropFirst()))
        case .trailingSlash:
            url.trailingSlash = true
            if url.components.isEmpty { url.components = ["a"] }
        case .literals, .placeholders, .nearMisses, .prefixes, .catchAlls, .caseInsensitive, .typedScalars, .textForms, .precedence,
            .encoding, .roundTrips:
            break
        }
        return url
    }

    private static func scalar(_ property: Property) -> PropertyType.Scalar? {
        if case .scalar(let scalar) = property.type.base { return scalar }
        return nil
    }

    /// `components` changed in one way that usually stops a match.
    private mutating func nearMiss(_ components: [String]) -> [String] {
        var components = components
        switch random.below(5) {
        case 0 where !components.isEmpty: components.removeLast()
        case 1: components.append(TextAlphabet.write(valueText(), rawAllowed: TextAlphabet.isRawInComponent, using: &random))
        case 2 where !components.isEmpty: components.insert("", at: random.below(components.count + 1))
        case 3 where components.count >= 2:
            let index = random.below(components.count - 1)
            components[index] += random.pick("%2F", "%2f") + components[index + 1]
            components.remove(at: index + 1)
        default:
            if components.isEmpty { components = [""] } else { components.append("") }
        }
        return components
    }

    /// `text` with the case of its ASCII letters changed at random.
    private mutating func flippingCase(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar.properties.isASCIIHexDigit || (scalar.isASCII && scalar.properties.isAlphabetic), random.chance(50) {
                result += scalar.properties.isLowercase ? String(scalar).uppercased() : String(scalar).lowercased()
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A query of one to four pairs.
    private mutating func query(plus: Bool) -> String {
        let pieces = TextAlphabet.queryPieces
        var pairs: [String] = []
        for _ in 0..<random.between(1...4) {
            let name = TextAlphabet.write(
                random.pick(from: pieces[0], Array(pieces.dropFirst())), rawAllowed: TextAlphabet.isRawInQueryPart, using: &random)
            var value = TextAlphabet.write(
                random.pick(from: pieces[0], Array(pieces.dropFirst())), rawAllowed: TextAlphabet.isRawInQueryPart, using: &random)
            if plus { value += random.pick("+", "a+b", "+%2B") }
            pairs.append(random.chance(15) ? name : name + "=" + value)
        }
        return pairs.joined(separator: "&")
    }
}
