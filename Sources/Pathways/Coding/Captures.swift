/// What a typed route decodes from: the decoded values of one match, named by their
/// placeholders, and the query's parameters (CODE-1, CODE-5).
///
/// Few references: `init(from:)` and the keyed container's box copy the decoder and its
/// container several times per decode, and each copy retains every reference they hold. So the
/// values travel as the two arrays the match built, and where a catch-all's values lie as plain
/// numbers, rather than with the pattern.
struct Captures {
    /// The pattern's placeholders, in order, a catch-all with one item per component it took:
    /// each item's name is the placeholder's name and its value the decoded capture. The items
    /// of ``RouteParameters/captures``, so a typed handle builds no second array.
    let values: [RouteParameters.Item]
    /// The query's parameters, in URL order: the values of the query fields.
    let query: [RouteParameters.Item]
    /// Where the catch-alls' items lie in ``values``.
    let layout: CatchAllLayout

    /// Where a key's values come from.
    enum Source {
        /// The placeholder whose capture is at this index of ``values``.
        case placeholder(Int)
        /// The catch-all whose items are these of ``values``.
        case catchAll(Range<Int>)
        /// The query field with this name.
        case query(String)
    }

    /// Where the values of `key` come from: the placeholder or catch-all it names, byte for
    /// byte (CODE-1), or else the query.
    func source(of key: String) -> Source {
        guard let index = values.placeholderIndex(named: key, by: { $0.name }) else { return .query(key) }
        if let items = layout.catchAll(startingAt: index, of: values.count) { return .catchAll(items) }
        return .placeholder(index)
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
        names.reserveCapacity(values.count + query.count)
        for (index, item) in values.enumerated() where index == 0 || !Self.same(values[index - 1].name, item.name) {
            names.append(item.name)  // a catch-all's items are one run of its name
        }
        for item in query where !names.contains(where: { Self.same($0, item.name) }) {
            names.append(item.name)
        }
        return names
    }

    private static func same(_ lhs: String, _ rhs: String) -> Bool {
        lhs.utf8.elementsEqual(rhs.utf8)
    }

    /// The one value of `key`: its placeholder's capture or the first value of its query field
    /// (CODE-6). A catch-all holds several and is refused (CODE-2).
    func value(named key: String) throws(PathwayError) -> ScalarValue {
        ScalarValue(text: try text(named: key), placeholder: key)
    }

    /// The captured text itself, for a `String` property: no ``ScalarValue`` to build. The
    /// common lookup, a placeholder's, is written out here rather than through ``source(of:)``.
    func text(named key: String) throws(PathwayError) -> String {
        if let index = values.placeholderIndex(named: key, by: { $0.name }) {
            guard layout.catchAll(startingAt: index, of: values.count) == nil else { throw ScalarValue.unsupported(key) }
            return values[index].value
        }
        guard let index = query.placeholderIndex(named: key, by: { $0.name }) else { throw missing(key) }
        return query[index].value
    }

    /// Every value of `key`, in order: a catch-all's components or a query field's values
    /// (CODE-7); `nil` for a placeholder, which holds one.
    func texts(named key: String) -> [String]? {
        switch source(of: key) {
        case .placeholder:
            nil
        case .catchAll(let items):
            values[items].map(\.value)
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
