/// Paths a rule matches, to ask a router about (SPEC: ASSOC-21).
extension AndroidPathMatcher {
    /// Candidate paths, the first with every wildcard filled by `x` (or its set's first
    /// character), the others each changing one wildcard; only those the rule really matches
    /// are returned, since a glob never gives back what it took.
    var samples: [String] {
        let candidates: [String]
        switch kind {
        case .path: candidates = [value]
        case .pathPrefix: candidates = [value, value + "x", value + "x/y"]
        case .pathSuffix: candidates = value.hasPrefix("/") ? [value, "/x" + value] : ["/x" + value, "/" + value]
        case .pathPattern: candidates = Self.expand(simpleSlots())
        case .pathAdvancedPattern: candidates = Self.expand(advancedSlots())
        }
        var results: [String] = []
        for candidate in candidates where matches(Array(candidate.utf16)) && !results.contains(candidate) { results.append(candidate) }
        return results
    }

    /// The texts split at `/` and at the syntax's special characters: texts a router's
    /// placeholders are given when the router is asked about the filters (ASSOC-21).
    var sampleTokens: [String] {
        let special: Set<Character> =
            kind == .pathPattern || kind == .pathAdvancedPattern ? ["/", ".", "*", "+", "\\", "[", "]", "{", "}"] : ["/"]
        return value.split { special.contains($0) }.map(String.init)
    }

    private static func expand(_ slots: [[String]]) -> [String] {
        func text(varying varied: Int?, to choice: Int) -> String {
            slots.enumerated().map { position, options in options[position == varied ? choice : 0] }.joined()
        }
        var results = [text(varying: nil, to: 0)]
        for (position, options) in slots.enumerated() {
            for choice in options.indices.dropFirst() { results.append(text(varying: position, to: choice)) }
        }
        return results
    }

    /// The choices for each place of a simple glob.
    private func simpleSlots() -> [[String]] {
        var slots: [[String]] = []
        let scalars = Array(value.unicodeScalars)
        var index = 0
        while index < scalars.count {
            var scalar = scalars[index]
            var escaped = false
            if scalar == "\\", index + 1 < scalars.count {
                escaped = true
                index += 1
                scalar = scalars[index]
            }
            let starred = index + 1 < scalars.count && scalars[index + 1] == "*"
            switch (scalar, escaped, starred) {
            case (".", false, true): slots.append(["x", "", "x/y"])
            case (_, _, true): slots.append([String(scalar), "", String(scalar) + String(scalar)])
            case (".", _, false): slots.append(["x"])
            default: slots.append([String(scalar)])
            }
            index += starred ? 2 : 1
        }
        return slots
    }

    /// The choices for each token of an advanced glob.
    private func advancedSlots() -> [[String]] {
        tokens.map { token in
            let character: String
            switch token.match {
            case .unit(let unit): character = String(decoding: [unit], as: UTF16.self)
            case .any: character = "x"
            case .set(let ranges, false): character = ranges.first.map { String(decoding: [$0.low], as: UTF16.self) } ?? "x"
            case .set:
                character = ["x", "a", "0", "-", "_", "~"].first { token.accepts(Array($0.utf16)[0]) } ?? "x"
            }
            let base = token.maximum >= 1 ? max(token.minimum, 1) : 0
            var options = [String(repeating: character, count: base)]
            if token.minimum < base { options.append(String(repeating: character, count: token.minimum)) }
            if base + 1 <= token.maximum { options.append(String(repeating: character, count: base + 1)) }
            if case .any = token.match, token.maximum >= 3, token.minimum <= 3 { options.append("x/y") }
            return options
        }
    }
}
