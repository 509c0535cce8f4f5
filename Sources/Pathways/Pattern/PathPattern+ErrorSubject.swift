extension PathPattern {
    /// `error` with its ``PathwayError/placeholder`` called by what it names in this pattern: a
    /// placeholder of the path or of the fragment route, a catch-all, or, when the pattern has
    /// no placeholder of that name, byte for byte (CODE-1), a query field.
    func naming(_ error: PathwayError) -> PathwayError {
        guard let name = error.placeholder else { return error }
        var named = error
        if let placeholder = placeholders.first(where: { $0.name.utf8.elementsEqual(name.utf8) }) {
            named.subject = placeholder.isCatchAll ? .catchAll : placeholder.inFragment ? .fragmentPlaceholder : .placeholder
        } else {
            named.subject = .queryField
        }
        return named
    }
}
