extension ExploreCase {
    /// Smaller cases than this one, each one step smaller, the biggest steps first: a route
    /// dropped, a query, a query pair or a fragment dropped, a component dropped, a feature of a
    /// route turned off, then a query, fragment, literal or value shortened by one character or
    /// with a character replaced by `a`.
    ///
    /// The shrinker keeps the first that still disagrees the same way and starts again from it,
    /// so the result is a case none of whose candidates disagrees so.
    package var shrinkCandidates: [ExploreCase] {
        var candidates: [ExploreCase] = []
        func add(_ change: (inout ExploreCase) -> Void) {
            var candidate = self
            change(&candidate)
            if candidate != self, candidate.isSound { candidates.append(candidate) }
        }
        for index in routes.indices where routes.count > 1 {
            add { $0.routes.remove(at: index) }
        }
        if case .url(let url) = input {
            if url.query != nil { add { $0.setURL { $0.query = nil } } }
            if url.fragment != nil { add { $0.setURL { $0.fragment = nil } } }
            if let query = url.query {
                let pairs = query.split(separator: "&", omittingEmptySubsequences: false)
                for index in pairs.indices where pairs.count > 1 {
                    add {
                        $0.setURL {
                            $0.query = pairs.enumerated().filter { $0.offset != index }.map { String($0.element) }.joined(separator: "&")
                        }
                    }
                }
            }
            for index in url.components.indices {
                add { candidate in
                    candidate.setURL { $0.components.remove(at: index) }
                    for route in candidate.routes.indices where index < candidate.routes[route].components.count {
                        candidate.removeComponent(index, ofRoute: route)
                    }
                }
                add { $0.setURL { $0.components.remove(at: index) } }
            }
            if url.authority != "example.com" { add { $0.setURL { $0.authority = "example.com" } } }
            if url.scheme != "https" { add { $0.setURL { $0.scheme = "https" } } }
        }
        for index in routes.indices {
            let route = routes[index]
            for position in route.components.indices { add { $0.removeComponent(position, ofRoute: index) } }
            if route.matching == .prefix { add { $0.routes[index].matching = .exact } }
            if route.caseInsensitive { add { $0.routes[index].caseInsensitive = false } }
            if route.host != nil { add { $0.routes[index].host = nil } }
        }
        if case .url(let url) = input {
            for shorter in url.query.map({ Self.smaller($0) }) ?? [] { add { $0.setURL { $0.query = shorter } } }
            for shorter in url.fragment.map({ Self.smaller($0) }) ?? [] { add { $0.setURL { $0.fragment = shorter } } }
            for index in url.components.indices {
                for (literals, shorterComponent) in coupledSmaller(url.components[index], at: index) {
                    add { candidate in
                        for literal in literals { candidate.routes[literal.route].components[index] = .literal(literal.text) }
                        candidate.setURL { $0.components[index] = shorterComponent }
                    }
                }
                for shorter in Self.smaller(url.components[index]) { add { $0.setURL { $0.components[index] = shorter } } }
            }
        }
        for index in routes.indices {
            for (position, piece) in routes[index].components.enumerated() {
                guard case .literal(let text) = piece else { continue }
                for shorter in Self.smaller(text) { add { $0.routes[index].components[position] = .literal(shorter) } }
            }
        }
        switch input {
        case .url: break
        case .encode(let route, let values), .roundTrip(let route, let values):
            for (offset, member) in values.entries.enumerated() {
                guard case .string(let text) = member.value else { continue }
                for shorter in Self.smaller(text, decoded: true) {
                    add { candidate in
                        var changed = values
                        changed.entries[offset].value = .string(shorter)
                        if case .encode = candidate.input {
                            candidate.input = .encode(route: route, values: changed)
                        } else {
                            candidate.input = .roundTrip(route: route, values: changed)
                        }
                    }
                }
            }
        }
        return candidates
    }

    /// The case with the component at `position` of the route at `index` removed, and the
    /// placeholder's property and value with it.
    mutating func removeComponent(_ position: Int, ofRoute index: Int) {
        let name = routes[index].name
        let removed = routes[index].components.remove(at: position)
        guard case .placeholder(let placeholder) = removed else { return }
        routes[index].types?.removeAll { $0.name == placeholder }
        switch input {
        case .url: break
        case .encode(let target, var values) where target == name:
            values[placeholder] = nil
            input = .encode(route: target, values: values)
        case .roundTrip(let target, var values) where target == name:
            values[placeholder] = nil
            input = .roundTrip(route: target, values: values)
        case .encode, .roundTrip: break
        }
    }

    /// Route literals and the URL component at the same position, each one step smaller in the
    /// same place: a unit dropped from both, or an ASCII character replaced by `a` in both (raw
    /// where it was raw, escaped where it was escaped). Only for literals made of as many units
    /// as the component, as when the component spells them; first each such literal alone, then
    /// all of them together (two routes that differ only in case shrink as a pair).
    func coupledSmaller(_ component: String, at position: Int) -> [(literals: [(route: Int, text: String)], component: String)] {
        let componentUnits = TextAlphabet.units(of: component)
        var spelled: [(route: Int, units: [String])] = []
        for (index, route) in routes.enumerated() where position < route.components.count {
            guard case .literal(let literal) = route.components[position] else { continue }
            let units = TextAlphabet.units(of: literal)
            if units.count == componentUnits.count, units.count > 1 { spelled.append((index, units)) }
        }
        let groups = spelled.map { [$0] } + (spelled.count > 1 ? [spelled] : [])
        var result: [(literals: [(route: Int, text: String)], component: String)] = []
        for group in groups {
            for unit in componentUnits.indices {
                var shorterComponent = componentUnits
                shorterComponent.remove(at: unit)
                let literals = group.map { literal in
                    (route: literal.route, text: literal.units.enumerated().filter { $0.offset != unit }.map(\.element).joined())
                }
                result.append((literals, shorterComponent.joined()))
            }
            for unit in componentUnits.indices where group.allSatisfy({ $0.units[unit] != "a" && $0.units[unit].unicodeScalars.count == 1 })
            {
                var simplerComponent = componentUnits
                simplerComponent[unit] = componentUnits[unit].hasPrefix("%") ? "%61" : "a"
                let literals = group.map { literal in
                    var units = literal.units
                    units[unit] = "a"
                    return (route: literal.route, text: units.joined())
                }
                result.append((literals, simplerComponent.joined()))
            }
        }
        return result
    }

    /// The case with its URL changed by `change`; unchanged when the input is no URL.
    mutating func setURL(_ change: (inout ExploreCase.Link) -> Void) {
        guard case .url(var url) = input else { return }
        change(&url)
        input = .url(url)
    }

    /// Texts one step smaller than `text`: one unit (a character, or the escapes of one
    /// character) dropped, or replaced by `a`.
    static func smaller(_ text: String, decoded: Bool = false) -> [String] {
        let units = decoded ? text.unicodeScalars.map { String($0) } : TextAlphabet.units(of: text)
        var smaller: [String] = []
        for index in units.indices where units.count > 1 {
            smaller.append(units.enumerated().filter { $0.offset != index }.map(\.element).joined())
        }
        for index in units.indices where units[index] != "a" {
            var replaced = units
            replaced[index] = "a"
            smaller.append(replaced.joined())
        }
        return smaller
    }

    /// The case's shape: its routes and input with every letter, digit and non-ASCII character
    /// replaced by its class, so that disagreements that differ only in such characters are
    /// reported once. Hosts compare without ASCII case (HOST-1), so their case is folded first.
    package var shape: String {
        var folded = self
        for index in folded.routes.indices { folded.routes[index].host = folded.routes[index].host.map(TextAlphabet.foldingASCIICase) }
        if case .url(var link) = folded.input {
            link.authority = link.authority.map(TextAlphabet.foldingASCIICase)
            folded.input = .url(link)
        }
        let text = JSONValue.array(folded.routes.map(\.spec.jsonValue) + [folded.input.conformanceInput.jsonValue]).jsonText
        return TextAlphabet.units(of: text).map { unit in
            guard unit.hasPrefix("%"), let bytes = TextAlphabet.decoded(unit), let first = bytes.first else {
                return unit.unicodeScalars.map(TextAlphabet.shapeClass).joined()
            }
            return "%" + (bytes.count == 1 ? TextAlphabet.shapeClass(of: Unicode.Scalar(first)) : "é")
        }.joined()
    }
}
