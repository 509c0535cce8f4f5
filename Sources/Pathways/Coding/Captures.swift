/// What a typed route decodes from: the decoded values of one match, named by their
/// placeholders, and the query's parameters (CODE-1, CODE-5).
///
/// Few references: `init(from:)` and the keyed container's box copy the decoder and its
/// container several times per decode, and each copy retains every reference they hold. So the
/// values and the query's parameters travel as one array, and where a catch-all's values lie
/// as plain numbers, rather than with the pattern.
struct Captures {
    /// The pattern's placeholders, in order, a catch-all with one item per component it took
    /// (each item's name is the placeholder's name and its value the decoded capture), then the
    /// query's parameters, in URL order: the values of the query fields. One array, so that
    /// each copy retains one reference; a typed handle whose URL has no query decodes from the
    /// items of ``RouteParameters/captures`` themselves.
    let items: [RouteParameters.Item]
    /// How many of ``items`` are the placeholders' (the query's follow), and where the
    /// catch-alls' items lie among them.
    let layout: CaptureLayout
    /// How values are read beyond the strict forms: the date form, and whether a malformed
    /// optional query field is `nil` (SCALAR-10, CODE-8).
    let options: PathwayDecodingOptions

    private var valueCount: Int { layout.valueCount }

    /// The index among the placeholders' items of the one `key` names, byte for byte (CODE-1).
    /// Without a query, over the whole array, as the common case: a slice would retain the
    /// array once more.
    private func placeholderIndex(_ key: String) -> Int? {
        let count = valueCount
        if count == items.count { return items.placeholderIndex(named: key, by: { $0.name }) }
        return items[..<count].placeholderIndex(named: key, by: { $0.name })
    }

    /// The index of the first query parameter named `key`, byte for byte (QUERY-3).
    ///
    /// By index, reading each name in place: iterating a slice would copy every item it passes.
    private func queryIndex(_ key: String, from start: Int? = nil) -> Int? {
        var index = start ?? valueCount
        while index < items.count {
            if Self.same(items[index].name, key) { return index }
            index += 1
        }
        return nil
    }

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
        guard let index = placeholderIndex(key) else { return .query(key) }
        if let range = layout.catchAll(startingAt: index) { return .catchAll(range) }
        return .placeholder(index)
    }

    /// Whether `key` has a value: a placeholder always has one, a query field when the query
    /// names it.
    func contains(_ key: String) -> Bool {
        switch source(of: key) {
        case .placeholder, .catchAll: true
        case .query(let name): queryIndex(name) != nil
        }
    }

    /// The names of the placeholders, then of the query's parameters, each once, in order.
    var names: [String] {
        var names: [String] = []
        names.reserveCapacity(items.count)
        for index in 0..<valueCount where index == 0 || !Self.same(items[index - 1].name, items[index].name) {
            names.append(items[index].name)  // a catch-all's items are one run of its name
        }
        for item in items[valueCount...] where !names.contains(where: { Self.same($0, item.name) }) {
            names.append(item.name)
        }
        return names
    }

    /// Byte equality of two names. A query parameter's name, unlike a placeholder's, need not
    /// be ASCII, so `==` (which equates canonically equivalent spellings) decides only when the
    /// key is ASCII: then an equal text of equal length has the same bytes (see
    /// `placeholderIndex`).
    private static func same(_ name: String, _ key: String) -> Bool {
        guard name.utf8.count == key.utf8.count, name == key else { return false }
        return isASCII(key) || name.utf8.elementsEqual(key.utf8)
    }

    /// Whether `text` is ASCII, read from its contiguous bytes: a native string's UTF-8 view
    /// walked by index costs several times more.
    private static func isASCII(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in !bytes.contains { $0 >= 0x80 } } ?? text.utf8.allSatisfy { $0 < 0x80 }
    }

    /// The one value of `key`: its placeholder's capture or the first value of its query field
    /// (CODE-6). A catch-all holds several and is refused (CODE-2).
    func value(named key: String) throws(PathwayError) -> ScalarValue {
        ScalarValue(text: try text(named: key), placeholder: key, dateForm: options.dateForm)
    }

    /// The captured text itself, for a `String` property: no ``ScalarValue`` to build. The
    /// common lookup, a placeholder's, is written out here rather than through ``source(of:)``.
    func text(named key: String) throws(PathwayError) -> String {
        guard let text = try textIfPresent(named: key) else { throw missing(key) }
        return text
    }

    /// The captured text, or `nil` for a query field the query does not name: one lookup for
    /// an optional property, where `contains`, `decodeNil` and `decode` would make three.
    func textIfPresent(named key: String) throws(PathwayError) -> String? {
        if let index = placeholderIndex(key) {
            guard layout.catchAll(startingAt: index) == nil else { throw ScalarValue.unsupported(key) }
            return items[index].value
        }
        return queryIndex(key).map { items[$0].value }
    }

    /// Every value of `key`, in order: a catch-all's components or a query field's values
    /// (CODE-7); `nil` for a placeholder, which holds one.
    func texts(named key: String) -> [String]? {
        switch source(of: key) {
        case .placeholder:
            nil
        case .catchAll(let range):
            range.map { items[$0].value }
        case .query(let name):
            queryTexts(named: name)
        }
    }

    /// The values of the query parameters named `name`, in order; an empty array, which costs
    /// no allocation, when the query does not name it.
    private func queryTexts(named name: String) -> [String] {
        guard var index = queryIndex(name) else { return [] }
        var texts: [String] = []
        texts.reserveCapacity(items.count - index)  // the parameters from the first one named so
        repeat {
            texts.append(items[index].value)
            index = queryIndex(name, from: index + 1) ?? items.count
        } while index < items.count
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

    /// Kept out of line: inlined, building this message slowed every successful lookup too.
    @inline(never)
    private func missing(_ name: String) -> PathwayError {
        PathwayError(
            .missingValue, phase: .decode, placeholder: name,
            expected: "a query parameter '\(name)' (make the property Optional if the link may leave it out)")
    }
}
