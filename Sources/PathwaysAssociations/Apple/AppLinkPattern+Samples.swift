/// Texts a pattern matches, to ask a router about (SPEC: ASSOC-21).
extension AppLinkPattern {
    /// The first text fills `*` and `?*` with `x` and `?` with `x`, and takes each variable's
    /// first value; each further text changes one of them: `*` to the empty text or `x/y`, `?*`
    /// to `x/y`, a variable to another of its first eight values.
    var samples: [String] {
        Self.samples(of: pieces)
    }

    /// A run of pieces with the choices for one place in it.
    private enum Slot {
        case text(String)
        case choices([String])
    }

    private static func samples(of pieces: [Piece]) -> [String] {
        var slots: [Slot] = []
        var index = 0
        while index < pieces.count {
            switch pieces[index] {
            case .scalar(let scalar): slots.append(.text(String(scalar)))
            case .one:
                if index + 1 < pieces.count, pieces[index + 1] == .many {
                    slots.append(.choices(["x", "x/y"]))
                    index += 1
                } else {
                    slots.append(.choices(["x"]))
                }
            case .many: slots.append(.choices(["x", "", "x/y"]))
            case .choice(let alternatives):
                let options = alternatives.prefix(8).compactMap { samples(of: $0).first }
                slots.append(.choices(options))
            }
            index += 1
        }
        func text(varying varied: Int?, to choice: Int) -> String? {
            var output = ""
            for (position, slot) in slots.enumerated() {
                switch slot {
                case .text(let text): output += text
                case .choices(let options):
                    let pick = position == varied ? choice : 0
                    guard pick < options.count else { return nil }
                    output += options[pick]
                }
            }
            return output
        }
        var results: [String] = []
        if let first = text(varying: nil, to: 0) { results.append(first) }
        for (position, slot) in slots.enumerated() {
            guard case .choices(let options) = slot else { continue }
            for choice in options.indices.dropFirst() {
                if let sample = text(varying: position, to: choice), !results.contains(sample) { results.append(sample) }
            }
        }
        return results
    }

    /// The literal runs of the pattern, split at `/` and wildcards: texts a router's
    /// placeholders are given when the router is asked about the file (ASSOC-21).
    var sampleTokens: [String] {
        var tokens: [String] = []
        var current = ""
        func flush() {
            if !current.isEmpty && !tokens.contains(current) { tokens.append(current) }
            current = ""
        }
        for piece in pieces {
            switch piece {
            case .scalar("/"): flush()
            case .scalar(let scalar): current.unicodeScalars.append(scalar)
            case .one, .many: flush()
            case .choice(let alternatives):
                flush()
                for alternative in alternatives.prefix(3) {
                    if let sample = Self.samples(of: alternative).first, !sample.isEmpty, !tokens.contains(sample) { tokens.append(sample) }
                }
            }
        }
        flush()
        return tokens
    }
}
