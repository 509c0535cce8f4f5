import Foundation

/// Checks a typed route's type against its pattern when the route is registered (REG-5), by
/// decoding the type once from made-up values and watching which keys it reads, and how.
///
/// The probe catches what would otherwise fail on every link: an array on a placeholder, a
/// scalar on a catch-all, a nested value, and a placeholder that no property reads (a
/// misspelled key, which would become a query field instead). A property that refuses a made-up
/// value is offered others (``ProbeSample``), and an optional one that refuses them all is read
/// as absent; the probe stops only where a required property refuses every made-up value, such
/// as a raw-value enum's that is not `CaseIterable`. What it saw until then is checked, and the
/// rest is left to decoding.
enum TypeProbe {
    /// Throws the first problem the probe finds, in the registration phase; returns the fields
    /// it saw (TABLE-3).
    @discardableResult
    static func check<T: Decodable>(_ type: T.Type, against pattern: PathPattern) throws(PathwayError) -> [RouteField] {
        do {
            return try probe(type, against: pattern)
        } catch {
            throw pattern.naming(error)
        }
    }

    private static func probe<T: Decodable>(_ type: T.Type, against pattern: PathPattern) throws(PathwayError) -> [RouteField] {
        let (recorder, completed) = try run(type, against: pattern)
        // A required property refused every made-up value: the probe can check no further.
        guard completed else { return recorder.fields }
        for placeholder in pattern.placeholders where !recorder.reads(placeholder.name) {
            throw PathwayError(
                .missingPlaceholder, phase: .registration, placeholder: placeholder.name,
                expected: "a property whose coding key is '\(placeholder.name)', to fill the placeholder of \(pattern.text)",
                input: pattern.text)
        }
        return recorder.fields
    }

    /// Decodes `type` once from made-up values, noting what it reads; `completed` is `false`
    /// when a required property refused every made-up value, so that the keys after it were not
    /// seen. Throws what CODE-2 refuses, unnamed.
    static func run<T: Decodable>(_ type: T.Type, against pattern: PathPattern) throws(PathwayError) -> (
        recorder: Recorder, completed: Bool
    ) {
        let recorder = Recorder(pattern: pattern)
        do {
            _ = try T(from: ProbeDecoder(recorder: recorder, key: nil, sample: .blank))
        } catch let error as PathwayError {
            throw error
        } catch {
            return (recorder, false)
        }
        return (recorder, true)
    }

    /// What a key is read as.
    enum Shape {
        case scalar, array, nested
    }

    /// The keys read so far; shared by every container of one probe.
    final class Recorder {
        let pattern: PathPattern
        private(set) var read: [String] = []
        /// What each key read so far is, in the order of first reading.
        private var facts: [(key: String, scalar: RouteField.Scalar?, isOptional: Bool, isArray: Bool)] = []

        init(pattern: PathPattern) {
            self.pattern = pattern
        }

        /// Whether a property read the key `name`, compared byte for byte.
        func reads(_ name: String) -> Bool {
            read.contains { $0.utf8.elementsEqual(name.utf8) }
        }

        /// The fields seen: every key read, then the placeholders no key read (the probe stopped
        /// before them), each with its kind from the pattern.
        var fields: [RouteField] {
            var fields = facts.map { fact in
                RouteField(
                    name: fact.key, kind: kind(of: fact.key), scalar: fact.scalar, isOptional: fact.isOptional, isArray: fact.isArray)
            }
            for placeholder in pattern.placeholders where !facts.contains(where: { $0.key.utf8.elementsEqual(placeholder.name.utf8) }) {
                fields.append(
                    RouteField(name: placeholder.name, kind: kind(of: placeholder.name), scalar: nil, isArray: placeholder.isCatchAll))
            }
            return fields
        }

        private func kind(of key: String) -> RouteField.Kind {
            guard let placeholder = pattern.placeholders.first(where: { $0.name.utf8.elementsEqual(key.utf8) }) else { return .query }
            switch (placeholder.inFragment, placeholder.isCatchAll) {
            case (false, false): return .placeholder
            case (false, true): return .catchAll
            case (true, false): return .fragmentPlaceholder
            case (true, true): return .fragmentCatchAll
            }
        }

        private func update(
            _ key: String, _ change: (inout (key: String, scalar: RouteField.Scalar?, isOptional: Bool, isArray: Bool)) -> Void
        ) {
            if let index = facts.firstIndex(where: { $0.key.utf8.elementsEqual(key.utf8) }) {
                change(&facts[index])
            } else {
                var fact = (key: key, scalar: RouteField.Scalar?.none, isOptional: false, isArray: false)
                change(&fact)
                facts.append(fact)
            }
        }

        /// Notes the scalar type `key` (or its array's elements) is read as, the first one seen.
        func note(_ key: String, scalar: RouteField.Scalar?) {
            update(key) { fact in if fact.scalar == nil { fact.scalar = scalar } }
        }

        /// Notes that `key` is read with `decodeIfPresent`: an `Optional` property.
        func noteOptional(_ key: String) {
            update(key) { $0.isOptional = true }
        }

        /// Notes that `key` is read as `shape`, or throws why the pattern cannot give it that
        /// (CODE-2).
        func note(_ key: String, as shape: Shape) throws(PathwayError) {
            read.append(key)
            update(key) { fact in if shape == .array { fact.isArray = true } }
            let placeholder = pattern.placeholders.first { $0.name.utf8.elementsEqual(key.utf8) }
            let problem: String? =
                switch (shape, placeholder?.isCatchAll) {
                case (.nested, _): "a scalar, or an array of scalars, not a nested value"
                case (.array, false): "a scalar for the placeholder ':\(key)'; only a catch-all or a query field takes an array"
                case (.scalar, true): "an array for the catch-all '*\(key)', whose components are never joined"
                default: nil
                }
            if let problem {
                throw PathwayError(.unsupportedType, phase: .registration, placeholder: key, expected: problem, input: pattern.text)
            }
        }
    }
}
