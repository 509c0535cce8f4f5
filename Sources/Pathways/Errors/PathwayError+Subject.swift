extension PathwayError {
    /// What an error's ``PathwayError/placeholder`` names: a key of a typed route fills a
    /// placeholder or a catch-all of its pattern when it has the same name (CODE-1), and is a
    /// query field otherwise.
    enum Subject: Hashable, Sendable {
        /// A `:name` placeholder of the path.
        case placeholder
        /// A `:name` placeholder of the fragment route after `#`.
        case fragmentPlaceholder
        /// A `*name` catch-all, of the path or of the fragment route.
        case catchAll
        /// A property read from the query.
        case queryField

        /// The name as the message writes it: with the pattern's sigil for a placeholder or a
        /// catch-all, as the pattern spells it.
        func describe(_ name: String) -> String {
            let name = MessageText.shown(name)
            return switch self {
            case .placeholder: "placeholder ':\(name)'"
            case .fragmentPlaceholder: "placeholder ':\(name)' of the fragment route"
            case .catchAll: "catch-all '*\(name)'"
            case .queryField: "query field '\(name)'"
            }
        }
    }
}
