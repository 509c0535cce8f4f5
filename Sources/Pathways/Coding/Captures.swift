/// The decoded values of one match, named by their placeholders.
///
/// A single reference: `init(from:)` and the keyed container's box copy the decoder and its
/// container several times per decode, so the values travel as one array.
struct Captures {
    /// The pattern's placeholders, in order: each item's name is the placeholder's name and its
    /// value the decoded capture. The items of ``RouteParameters/captures``, so a typed handle
    /// builds no second array.
    let values: [RouteParameters.Item]

    /// The position of the placeholder that `key` names, byte for byte (CODE-1).
    func index(of key: String) -> Int? {
        values.placeholderIndex(named: key) { $0.name }
    }

    /// The names of the placeholders, in order.
    var names: [String] { values.map(\.name) }

    /// The captured text for the placeholder called `name`.
    func value(named name: String) throws(PathwayError) -> ScalarValue {
        ScalarValue(text: try text(named: name), placeholder: name)
    }

    /// The captured text itself, for a `String` property: no ``ScalarValue`` to build.
    func text(named name: String) throws(PathwayError) -> String {
        guard let index = index(of: name) else { throw missing(name) }
        return values[index].value
    }

    /// Kept out of line: inlined, building this message slowed every successful lookup too.
    @inline(never)
    private func missing(_ name: String) -> PathwayError {
        let placeholders = values.isEmpty ? "none" : values.map { ":" + $0.name }.joined(separator: ", ")
        return PathwayError(
            .missingPlaceholder, phase: .decode, placeholder: name,
            expected: "a placeholder ':\(name)'; the pattern has \(placeholders)")
    }
}
