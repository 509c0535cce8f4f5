/// Finding a key's values: a key names a placeholder, byte for byte (CODE-1), or else a query
/// field (QUERY-3).
extension CaptureDecoder {
    /// Where a key's values come from.
    enum Source {
        /// The placeholder whose value is this item of ``captures``.
        case placeholder(Int)
        /// The catch-all whose values are these items of ``captures``, one per component.
        case catchAll(Range<Int>)
        /// The query field with the key's name.
        case query
    }

    /// Where the values of `key` come from: the placeholder or catch-all it names, or else the
    /// query.
    ///
    /// Each placeholder has one item in ``captures`` and each catch-all a run of items with its
    /// name (MATCH-7), in the pattern's order; a placeholder's name is unique in its pattern
    /// (PAT-6), so a catch-all's run ends at the first item named otherwise.
    func source(of key: String) -> Source {
        let placeholders = pattern.placeholders
        guard let position = placeholders.placeholderIndex(named: key, by: { $0.name }) else { return .query }
        // Without a catch-all, the placeholders and their items correspond one to one.
        guard pattern.hasCatchAll else { return .placeholder(position) }
        var start = 0
        for placeholder in placeholders[..<position] {
            start = end(of: placeholder, from: start)
        }
        let placeholder = placeholders[position]
        guard placeholder.isCatchAll else { return .placeholder(start) }
        return .catchAll(start..<end(of: placeholder, from: start))
    }

    /// The index after the items of `placeholder`, which start at `start`. Placeholder names
    /// are ASCII (PAT-5), so `==` between texts of equal length compares their bytes.
    private func end(of placeholder: PathPattern.Placeholder, from start: Int) -> Int {
        guard placeholder.isCatchAll else { return start + 1 }
        let name = placeholder.name
        let length = name.utf8.count
        var end = start
        while end < captures.count, captures[end].name.utf8.count == length, captures[end].name == name { end += 1 }
        return end
    }

    /// The index in ``query`` of the first parameter named `key` at or after `start`.
    private func queryIndex(_ key: String, from start: Int = 0) -> Int? {
        var index = start
        while index < query.count {
            if Self.same(query[index].name, key) { return index }
            index += 1
        }
        return nil
    }

    /// Whether `key` has a value: a placeholder always has one, a query field when the query
    /// names it.
    func contains(_ key: String) -> Bool {
        switch source(of: key) {
        case .placeholder, .catchAll: true
        case .query: queryIndex(key) != nil
        }
    }

    /// Whether the query parameter at `index` gives a key of its own: it is the first of its
    /// name, and no placeholder has that name. The keys a keyed container offers are the
    /// placeholders' names, then these parameters' names, in order; every placeholder took a
    /// value, since a catch-all takes at least one component (MATCH-7).
    func offersKey(forQueryItem index: Int) -> Bool {
        let name = query[index].name
        guard case .query = source(of: name) else { return false }
        return queryIndex(name) == index
    }

    /// Byte equality of two names. A query parameter's name, unlike a placeholder's, need not
    /// be ASCII, so `==` (which equates canonically equivalent spellings) decides only when the
    /// key is ASCII: then an equal text of equal length has the same bytes.
    private static func same(_ name: String, _ key: String) -> Bool {
        guard name.utf8.count == key.utf8.count, name == key else { return false }
        return isASCII(key) || name.utf8.elementsEqual(key.utf8)
    }

    /// Whether `text` is ASCII, read from its bytes.
    private static func isASCII(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in !bytes.contains { $0 >= 0x80 } } ?? text.utf8.allSatisfy { $0 < 0x80 }
    }

    /// The one value of `key`: its placeholder's capture or the first value of its query field
    /// (CODE-6). A catch-all holds several and is refused (CODE-2).
    func value(named key: String) throws(PathwayError) -> ScalarValue {
        ScalarValue(text: try text(named: key), placeholder: key, dateForm: options.dateForm)
    }

    /// The captured text itself, for a `String` property: no ``ScalarValue`` to build.
    func text(named key: String) throws(PathwayError) -> String {
        guard let text = try textIfPresent(named: key) else { throw missing(key) }
        return text
    }

    /// The captured text, or `nil` for a query field the query does not name: one lookup for
    /// an optional property, where `contains`, `decodeNil` and `decode` would make three.
    func textIfPresent(named key: String) throws(PathwayError) -> String? {
        switch source(of: key) {
        case .placeholder(let index): captures[index].value
        case .catchAll: throw ScalarValue.unsupported(key)
        case .query: queryIndex(key).map { query[$0].value }
        }
    }

    /// Every value of `key`, in order: a catch-all's components or a query field's values
    /// (CODE-7); `nil` for a placeholder, which holds one.
    func texts(named key: String) -> [String]? {
        switch source(of: key) {
        case .placeholder: nil
        case .catchAll(let range): captures[range].map(\.value)
        case .query: queryTexts(named: key)
        }
    }

    /// The values of the query parameters named `name`, in order; empty when the query does
    /// not name it.
    private func queryTexts(named name: String) -> [String] {
        guard var index = queryIndex(name) else { return [] }
        var texts: [String] = []
        texts.reserveCapacity(query.count - index)  // the parameters from the first one named so
        repeat {
            texts.append(query[index].value)
            index = queryIndex(name, from: index + 1) ?? query.count
        } while index < query.count
        return texts
    }

    /// Whether `error`, met reading the optional property `key`, makes it `nil` instead (CODE-8):
    /// the options ask for it, `key` is a query field, and its value is malformed, not of a type
    /// that no value could fill.
    func readsAsAbsent(_ error: PathwayError, key: String) -> Bool {
        guard options.malformedOptionalFieldsAreNil, error.code == .invalidValue || error.code == .valueOutOfRange,
            case .query = source(of: key)
        else { return false }
        return true
    }

    /// Whether `key` names a catch-all.
    func isCatchAll(_ key: String) -> Bool {
        if case .catchAll = source(of: key) { return true }
        return false
    }

    /// The error for a required field the link leaves out, with the fix a person can make.
    @inline(never)
    private func missing(_ name: String) -> PathwayError {
        PathwayError(
            .missingValue, phase: .decode, placeholder: name,
            expected: "a query parameter '\(name)' (make the property Optional if the link may leave it out)")
    }
}
