import Pathways

/// One path rule of an intent filter, matched as Android's `PatternMatcher` matches it
/// (SPEC: ASSOC-19).
///
/// Android compares the URL's decoded path (`Uri.getPath()`, where `%2F` is `/`) as Java text,
/// one UTF-16 code unit at a time, with case. Both glob kinds read the pattern once from left to
/// right and never go back: that is how Android keeps matching cheap on untrusted links, and
/// why `.*` followed by more pattern stops at the first character that could follow it.
struct AndroidPathMatcher: Sendable, Hashable {
    /// The `<data>` attribute that holds the rule, and so how it matches.
    enum Kind: String, Sendable, Hashable, CaseIterable {
        /// `android:path`: the whole path, exactly.
        case path
        /// `android:pathPrefix`: the start of the path, character by character (`/user`
        /// matches `/username`).
        case pathPrefix
        /// `android:pathPattern`: a simple glob, `.` any character and `x*` zero or more `x`.
        case pathPattern
        /// `android:pathAdvancedPattern` (API 26): `.`, `[...]`, `*`, `+` and `{m,n}`.
        case pathAdvancedPattern
        /// `android:pathSuffix` (API 31): the end of the path.
        case pathSuffix
    }

    /// One token of an advanced pattern, with how often it may repeat.
    struct Token: Sendable, Hashable {
        enum Match: Sendable, Hashable {
            case unit(UInt16)
            case any
            case set([UnitRange], inverted: Bool)
        }

        /// The code units from `low` to `high`; none when `low` is above `high`, a range Android
        /// keeps and never matches.
        struct UnitRange: Sendable, Hashable {
            let low: UInt16
            let high: UInt16

            func contains(_ unit: UInt16) -> Bool { unit >= low && unit <= high }
        }

        let match: Match
        var minimum = 1
        var maximum = 1

        func accepts(_ unit: UInt16) -> Bool {
            switch match {
            case .unit(let expected): unit == expected
            case .any: true
            case .set(let ranges, let inverted): ranges.contains { $0.contains(unit) } != inverted
            }
        }
    }

    let kind: Kind
    /// The pattern as Android reads it, after the XML and resource escapes.
    let value: String
    /// The value's UTF-16 code units.
    let units: [UInt16]
    /// The tokens of an advanced pattern; empty for other kinds.
    let tokens: [Token]

    /// Reads a rule.
    ///
    /// - Throws: ``AssociationError`` with code ``AssociationError/Code/invalidPattern`` for an
    ///   advanced pattern that Android refuses.
    init(_ kind: Kind, _ value: String, at location: String) throws(AssociationError) {
        self.kind = kind
        self.value = value
        self.units = Array(value.utf16)
        self.tokens = kind == .pathAdvancedPattern ? try Self.tokens(of: units, value: value, at: location) : []
    }

    /// Whether the rule matches the decoded path.
    func matches(_ path: [UInt16]) -> Bool {
        switch kind {
        case .path: path == units
        case .pathPrefix: path.starts(with: units)
        case .pathSuffix: path.count >= units.count && Array(path.suffix(units.count)) == units
        case .pathPattern: Self.simpleGlob(units, path)
        case .pathAdvancedPattern: Self.advancedGlob(tokens, path)
        }
    }

    // MARK: Simple glob

    private static let dot = UInt16(UInt8(ascii: "."))
    private static let star = UInt16(UInt8(ascii: "*"))
    private static let backslash = UInt16(UInt8(ascii: "\\"))

    /// `pathPattern`, read left to right. `\` makes the next character plain, except that a
    /// plain `.` still matches any character unless `*` follows it. A character followed by
    /// `*` takes as many of itself as follow. `.*` at the end takes the rest; `.*` followed by
    /// a character skips to the first occurrence of that character and takes it. After the
    /// path ends, the pattern must be used up, or end in exactly `.*`.
    static func simpleGlob(_ pattern: [UInt16], _ text: [UInt16]) -> Bool {
        guard !pattern.isEmpty else { return text.isEmpty }
        var position = 0
        var index = 0
        while position < pattern.count && index < text.count {
            var character = pattern[position]
            position += 1
            let escaped = character == backslash
            if escaped {
                character = position < pattern.count ? pattern[position] : 0
                position += 1
            }
            let following: UInt16? = position < pattern.count ? pattern[position] : nil
            if following == star {
                if !escaped && character == dot {
                    // `.*` as the last two characters takes whatever is left.
                    if position >= pattern.count - 1 { return true }
                    position += 1
                    var target = pattern[position]
                    if target == backslash {
                        position += 1
                        target = position < pattern.count ? pattern[position] : 0
                    }
                    while index < text.count && text[index] != target { index += 1 }
                    if index == text.count { return false }
                    position += 1
                    index += 1
                } else {
                    while index < text.count && text[index] == character { index += 1 }
                    position += 1
                }
            } else {
                if character != dot && text[index] != character { return false }
                index += 1
            }
        }
        if position >= pattern.count && index >= text.count { return true }
        return position == pattern.count - 2 && pattern[position] == dot && pattern[position + 1] == star
    }

    // MARK: Advanced glob

    /// `pathAdvancedPattern`: each token takes as many characters as it can, up to its
    /// maximum, and the match fails when that is fewer than its minimum; nothing is given back.
    static func advancedGlob(_ tokens: [Token], _ text: [UInt16]) -> Bool {
        var index = 0
        for token in tokens {
            var taken = 0
            while taken < token.maximum && index + taken < text.count && token.accepts(text[index + taken]) { taken += 1 }
            if taken < token.minimum { return false }
            index += taken
        }
        return index == text.count
    }

    /// Reads an advanced pattern as Android does, refusing what Android refuses.
    private static func tokens(of units: [UInt16], value: String, at location: String) throws(AssociationError) -> [Token] {
        func refuse(_ why: String) -> AssociationError {
            AssociationError(.invalidPattern, path: location, detail: "Android refuses the pattern \(MessageText.quoted(value)): \(why)")
        }
        let (openSet, closeSet, openRange, closeRange) = (UInt16(0x5B), UInt16(0x5D), UInt16(0x7B), UInt16(0x7D))
        let (plus, caret, minus) = (UInt16(0x2B), UInt16(0x5E), UInt16(0x2D))
        var tokens: [Token] = []
        var lastHasModifier = false
        var storage = 0
        var index = 0
        func modify(_ minimum: Int, _ maximum: Int) throws(AssociationError) {
            guard let last = tokens.indices.last, !lastHasModifier else { throw refuse("a modifier must follow a token") }
            tokens[last].minimum = minimum
            tokens[last].maximum = maximum
            lastHasModifier = true
        }
        while index < units.count {
            guard storage <= 2045 else { throw refuse("the pattern is too large") }
            let unit = units[index]
            switch unit {
            case openSet:
                var inverted = false
                var cursor = index + 1
                if cursor < units.count && units[cursor] == caret {
                    inverted = true
                    cursor += 1
                }
                var ranges: [Token.UnitRange] = []
                while true {
                    guard cursor < units.count else { throw refuse("a set was not closed with ']'") }
                    var low = units[cursor]
                    if low == closeSet {
                        guard !ranges.isEmpty else { throw refuse("a set must hold characters") }
                        break
                    }
                    if low == backslash {
                        guard cursor + 1 < units.count else { throw refuse("an escape at the end of the pattern") }
                        cursor += 1
                        low = units[cursor]
                    }
                    if cursor + 2 < units.count && units[cursor + 1] == minus && units[cursor + 2] != closeSet {
                        cursor += 2
                        var high = units[cursor]
                        if high == backslash {
                            guard cursor + 1 < units.count else { throw refuse("an escape at the end of the pattern") }
                            cursor += 1
                            high = units[cursor]
                        }
                        ranges.append(Token.UnitRange(low: low, high: high))
                    } else {
                        ranges.append(Token.UnitRange(low: low, high: low))
                    }
                    storage += 2
                    cursor += 1
                }
                tokens.append(Token(match: .set(ranges, inverted: inverted)))
                lastHasModifier = false
                storage += 2
                index = cursor + 1
                continue
            case star: try modify(0, Int.max)
            case plus: try modify(1, Int.max)
            case openRange:
                guard let close = units[(index + 1)...].firstIndex(of: closeRange) else { throw refuse("a range was not closed with '}'") }
                let text = String(decoding: units[(index + 1)..<close], as: UTF16.self)
                let bounds = text.split(separator: ",", maxSplits: 1, omittingEmptySubsequences: false)
                guard let minimum = bounds.first.flatMap({ Self.javaInt($0) }) else { throw refuse("a range's bounds must be numbers") }
                var maximum = minimum
                if bounds.count == 2 {
                    if bounds[1].isEmpty {
                        maximum = Int.max
                    } else {
                        guard let upper = Self.javaInt(bounds[1]) else { throw refuse("a range's bounds must be numbers") }
                        maximum = upper
                    }
                }
                guard minimum <= maximum else { throw refuse("a range's minimum is greater than its maximum") }
                try modify(minimum, maximum)
                storage += 4
                index = close + 1
                continue
            case closeRange:
                // Outside a range, Android drops '}' from the pattern.
                break
            case dot:
                tokens.append(Token(match: .any))
                lastHasModifier = false
            case backslash:
                guard index + 1 < units.count else { throw refuse("an escape at the end of the pattern") }
                index += 1
                tokens.append(Token(match: .unit(units[index])))
                lastHasModifier = false
            default:
                tokens.append(Token(match: .unit(unit)))
                lastHasModifier = false
            }
            storage += 1
            index += 1
        }
        return tokens
    }

    /// A number as Java's `Integer.parseInt` reads it: an optional sign and decimal digits.
    private static func javaInt(_ text: Substring) -> Int? {
        guard let value = Int(text), value >= Int(Int32.min), value <= Int(Int32.max) else { return nil }
        return value
    }
}
