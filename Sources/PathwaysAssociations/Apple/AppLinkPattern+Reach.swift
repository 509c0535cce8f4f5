/// The literal part of a pattern, to try paths beside it (SPEC: ASSOC-34).
extension AppLinkPattern {
    /// The text the pattern matches literally before its first wildcard, variable or
    /// alternative, and whether that is the whole pattern.
    ///
    /// `/help*` gives `/help`; `/products/?*` gives `/products/`; `/settings` gives
    /// `/settings`, whole.
    var literalStart: (text: String, isWhole: Bool) {
        var text = ""
        for piece in pieces {
            guard case .scalar(let scalar) = piece else { return (text, false) }
            text.unicodeScalars.append(scalar)
        }
        return (text, true)
    }
}
