/// What a typed route decodes from: the decoded values of one match, named by their
/// placeholders, and the query's parameters (CODE-1, CODE-5).
///
/// A few references: `init(from:)` and the keyed container's box copy the decoder and its
/// container several times per decode, so the values travel as arrays, not one by one.
struct Captures {
    /// The pattern's placeholders, in order, a catch-all with one item per component it took:
    /// each item's name is the placeholder's name and its value the decoded capture. The items
    /// of ``RouteParameters/captures``, so a typed handle builds no second array.
    let values: [RouteParameters.Item]
    /// The query's parameters, in URL order: the values of the query fields.
    let query: [RouteParameters.Item]
    /// The pattern that matched, which tells placeholders, catch-alls and query fields apart.
    let pattern: PathPattern

    /// Where a key's values come from.
    enum Source {
        /// The placeholder whose capture is at this index of ``values``.
        case placeholder(Int)
        /// The catch-all with this name.
        case catchAll(String)
        /// The query field with this name.
        case query(String)
    }

    /// Where the values of `key` come from: the placeholder or catch-all it names, byte for
    /// byte (CODE-1), or else the query.
    func source(of key: String) -> Source {
        let placeholders = pattern.placeholders
        guard let position = placeholders.placeholderIndex(named: key, by: { $0.name }) else { return .query(key) }
        let placeholder = placeholders[position]
        if placeholder.isCatchAll { return .catchAll(key) }
        // The items follow the placeholders one for one up to the path's catch-all, which adds
        // one item for each further component it took; only the fragment route's placeholders
        // come after it.
        if position < values.count, !(placeholder.inFragment && pattern.endsInCatchAll) { return .placeholder(position) }
        return values.placeholderIndex(named: key, by: { $0.name }).map(Source.placeholder) ?? .query(key)
    }

    /// Whether `key` has a value: a placeholder always has one, a query field when the query
    /// names it.
    func contains(_ key: String) -> Bool {
        switch source(of: key) {
        case .placeholder, .catchAll: true
        case .query(let name): query.placeholderIndex(named: name, by: { $0.name }) != nil
        }
    }

    /// The names of the placeholders, then of the query's parameters, each once, in order.
    var names: [String] {
        var names: [String] = []
        for item in values + query where !names.contains(where: { $0.utf8.elementsEqual(item.name.utf8) }) {
            names.append(item.name)
        }
        return names
    }

    /// The one value of `key`: its placeholder's capture or the first value of its query field
    /// (CODE-6). A catch-all holds several and is refused (CODE-2).
    func value(named key: String) throws(PathwayError) -> ScalarValue {
        ScalarValue(text: try text(named: key), placeholder: key)
    }

    /// The captured text itself, for a `String` property: no ``ScalarValue`` to build.
    func text(named key: String) throws(PathwayError) -> String {
        switch source(of: key) {
        case .placeholder(let index):
            return values[index].value
        case .catchAll:
            throw ScalarValue.unsupported(key)
        case .query(let name):
            guard let index = query.placeholderIndex(named: name, by: { $0.name }) else { throw missing(name) }
            return query[index].value
        }
    }

    /// Every value of `key`, in order: a catch-all's components or a query field's values
    /// (CODE-7); `nil` for a placeholder, which holds one.
    func texts(named key: String) -> [String]? {
        switch source(of: key) {
        case .placeholder:
            nil
        case .catchAll(let name):
            values.filter { $0.name.utf8.elementsEqual(name.utf8) }.map(\.value)
        case .query(let name):
            query.filter { $0.name.utf8.elementsEqual(name.utf8) }.map(\.value)
        }
    }

    /// Whether `key` names a catch-all.
    func isCatchAll(_ key: String) -> Bool {
        if case .catchAll = source(of: key) { return true }
        return false
    }

    /// Kept out of line: inlined, building this message slowed every successful lookup too.
    @inline(never)
    private func missing(_ name: String) -> PathwayError {
        PathwayError(
            .missingValue, phase: .decode, placeholder: name,
            expected: "a query parameter '\(name)' (make the property Optional if the link may leave it out)")
    }
}
