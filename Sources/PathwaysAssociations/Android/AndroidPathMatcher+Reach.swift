/// The literal part of a path rule, to try paths beside it (SPEC: ASSOC-34).
extension AndroidPathMatcher {
    /// The text the rule matches literally before its first wildcard, and whether that is the
    /// whole rule; `nil` for a rule whose text does not start the path (`pathSuffix`).
    ///
    /// `pathPrefix="/help"` gives `/help`, whole; `pathAdvancedPattern="/products/.+"` gives
    /// `/products/`, and `pathPattern="/a\\*b/..*"` gives `/a*b/`.
    var literalStart: (text: String, isWhole: Bool)? {
        switch kind {
        case .path, .pathPrefix: return (value, true)
        case .pathSuffix: return nil
        case .pathAdvancedPattern:
            var units: [UInt16] = []
            for token in tokens {
                guard case .unit(let unit) = token.match, token.minimum == 1, token.maximum == 1 else {
                    return (String(decoding: units, as: UTF16.self), false)
                }
                units.append(unit)
            }
            return (String(decoding: units, as: UTF16.self), true)
        case .pathPattern:
            // A `.` matches any character even after `\`, and a character followed by `*` may
            // repeat (ASSOC-19).
            var text = ""
            let scalars = Array(value.unicodeScalars)
            var index = 0
            while index < scalars.count {
                let escaped = scalars[index] == "\\" && index + 1 < scalars.count
                let scalar = scalars[escaped ? index + 1 : index]
                let next = escaped ? index + 2 : index + 1
                if scalar == "." || (next < scalars.count && scalars[next] == "*") { return (text, false) }
                text.unicodeScalars.append(scalar)
                index = next
            }
            return (text, true)
        }
    }
}
