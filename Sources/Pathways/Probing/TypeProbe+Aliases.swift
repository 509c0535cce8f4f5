/// Checking an alias of a typed route, an old pattern the route moved from, when it is
/// registered (REG-8): the probe of REG-5 against the old pattern, where a placeholder that no
/// property reads is dropped rather than refused, and every property the route's own pattern
/// fills from a placeholder must come from the old pattern or be supplied.
extension TypeProbe {
    /// Throws the first problem of `alias` as an old pattern of `type`, whose own pattern is
    /// `own`, in the registration phase; returns the fields a link to `alias` fills (TABLE-3):
    /// neither the supplied ones nor the dropped placeholders.
    static func check<T: Decodable>(
        _ type: T.Type, alias: PathPattern, own: PathPattern, supplied: [String]
    ) throws(PathwayError) -> [RouteField] {
        // Names compare byte for byte (CODE-1).
        func lists(_ names: some Sequence<String>, _ name: String) -> Bool {
            names.contains { $0.utf8.elementsEqual(name.utf8) }
        }
        func placeholder(_ name: String, of pattern: PathPattern) -> Bool {
            lists(pattern.placeholders.lazy.map(\.name), name)
        }
        func refused(_ code: PathwayError.Code, _ name: String, _ expected: String) -> PathwayError {
            alias.naming(PathwayError(code, phase: .registration, placeholder: name, expected: expected, input: alias.text))
        }
        let (recorder, completed): (Recorder, Bool)
        do {
            (recorder, completed) = try run(type, against: alias)
        } catch {
            throw alias.naming(error)
        }
        for (index, name) in supplied.enumerated() {
            if placeholder(name, of: alias) || lists(supplied[..<index], name) {
                throw refused(
                    .duplicatePlaceholderName, name,
                    "one source for '\(name)': the old pattern \(alias.text) fills it, or the alias supplies it once, not both")
            }
            // A probe stopped early has not seen every key: the rest is left to decoding (REG-5).
            if completed, !recorder.reads(name) {
                throw refused(.missingPlaceholder, name, "a property whose coding key is '\(name)', for the value the alias supplies")
            }
        }
        for slot in own.placeholders where !placeholder(slot.name, of: alias) && !lists(supplied, slot.name) {
            // Named as what it is in the route's own pattern: a placeholder there.
            throw own.naming(
                refused(
                    .missingValue, slot.name,
                    "a placeholder ':\(slot.name)' in \(alias.text), or a value the alias supplies: the route's own pattern "
                        + "\(own.text) fills it, and links to the old pattern do not carry it"))
        }
        return recorder.fields.filter { field in
            !lists(supplied, field.name) && (!completed || recorder.reads(field.name))
        }
    }
}
