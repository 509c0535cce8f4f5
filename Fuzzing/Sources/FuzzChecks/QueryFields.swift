import Pathways

/// The harness's reading of a typed route's query fields from the URL's query pairs
/// (CODE-5 to CODE-7): names compared byte for byte, fragment parameters never consulted.
struct QueryFields {
    let pairs: [(name: [UInt8], value: [UInt8])]

    init(_ pairs: [(name: [UInt8], value: [UInt8])]) {
        self.pairs = pairs
    }

    /// Every value of `name`, in URL order.
    func all(_ name: String) -> [String] {
        pairs.filter { $0.name.elementsEqual(name.utf8) }.map { String(decoding: $0.value, as: UTF8.self) }
    }

    /// The first value of `name` (QUERY-3).
    func first(_ name: String) -> String? {
        pairs.first { $0.name.elementsEqual(name.utf8) }.map { String(decoding: $0.value, as: UTF8.self) }
    }

    /// A non-optional scalar field: absent fails with `missingValue` (CODE-6).
    func requiredOutcome<Value: FuzzScalar>(_ name: String, _ type: Value.Type) -> RouteSpec.DecodeOutcome {
        first(name).map { RouteSpec.DecodeOutcome(Value.reference($0)) } ?? .fails(.missingValue)
    }

    /// An optional scalar field: absent is `nil`; present is read, never taken as `nil` (CODE-6).
    func optionalOutcome<Value: FuzzScalar>(_ name: String, _ type: Value.Type) -> RouteSpec.DecodeOutcome {
        first(name).map { RouteSpec.DecodeOutcome(Value.reference($0)) } ?? .decodes
    }

    /// Whether a decoded scalar field holds the first value of `name`, or is `nil` when absent.
    func matches<Value: FuzzScalar>(_ name: String, _ value: Value?) -> Bool {
        guard let text = first(name) else { return value == nil }
        guard let value else { return false }
        return Value.reference(text).matches(value)
    }

    /// Whether a decoded array field holds every value of `name` in order; `nil` (an optional
    /// array) exactly when the name is absent (CODE-7).
    func matches<Value: FuzzScalar>(_ name: String, _ values: [Value]?) -> Bool {
        let texts = all(name)
        guard let values else { return texts.isEmpty }
        return texts.count == values.count && zip(texts, values).allSatisfy { Value.reference($0).matches($1) }
    }
}
