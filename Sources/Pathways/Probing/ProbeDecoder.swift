import Foundation

/// The decoder of a ``TypeProbe``: at the top it offers a keyed container; for one key's value,
/// made-up scalars or an empty array, noting which it gave.
struct ProbeDecoder: Decoder, SingleValueDecodingContainer {
    let recorder: TypeProbe.Recorder
    /// The key whose value this decodes; `nil` for the route itself.
    let key: String?
    /// The made-up scalars this decoder gives.
    let sample: ProbeSample

    var codingPath: [any CodingKey] { key.map { [PlaceholderKey($0)] } ?? [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        if let key { try recorder.note(key, as: .nested) }
        return KeyedDecodingContainer(ProbeKeyedContainer<Key>(recorder: recorder))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard let key else { throw ScalarValue.unsupported(nil) }
        try recorder.note(key, as: .array)
        return ProbeElements(recorder: recorder, key: key)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        guard let key else { throw ScalarValue.unsupported(nil) }
        try recorder.note(key, as: .scalar)
        return self
    }

    /// Decodes `type` for `key`: UUID and Date as scalars, anything else by its `init(from:)`,
    /// offered each ``ProbeSample`` in turn until it accepts one, and a `CaseIterable` type that
    /// accepts none as its first case.
    static func value<T: Decodable>(_ type: T.Type, key: String, recorder: TypeProbe.Recorder) throws -> T {
        recorder.note(key, scalar: RouteField.Scalar(T.self) ?? elementScalar(T.self))
        if T.self == UUID.self, let value = UUID(uuidString: "00000000-0000-0000-0000-000000000000") as? T {
            try recorder.note(key, as: .scalar)
            return value
        }
        if T.self == Date.self, let value = Date(timeIntervalSince1970: 0) as? T {
            try recorder.note(key, as: .scalar)
            return value
        }
        // The probe's arrays are empty, so an array of arrays never shows its elements' shape:
        // the type says it instead.
        if let collection = T.self as? any Collection.Type, holdsCollections(collection) {
            try recorder.note(key, as: .nested)
        }
        do {
            return try accepted(T.self, key: key, recorder: recorder, from: .blank)
        } catch let error as PathwayError {
            throw error
        } catch {
            // A raw-value enum refuses made-up raw values; its first case lets the probe go on
            // to the properties after it.
            guard let first = firstCase(of: T.self) else { throw error }
            return first
        }
    }

    /// Decodes `type` from `sample`, or from the samples after it while it refuses; throws the
    /// last refusal.
    private static func accepted<T: Decodable>(
        _ type: T.Type, key: String, recorder: TypeProbe.Recorder, from sample: ProbeSample
    ) throws -> T {
        do {
            return try T(from: ProbeDecoder(recorder: recorder, key: key, sample: sample))
        } catch let error as PathwayError {
            throw error
        } catch {
            guard let next = sample.next else { throw error }
            return try accepted(type, key: key, recorder: recorder, from: next)
        }
    }

    /// The scalar kind of a collection's elements, as in `[Int]`; `nil` for other types.
    private static func elementScalar(_ type: Any.Type) -> RouteField.Scalar? {
        guard let collection = type as? any Collection.Type, !(type is any StringProtocol.Type) else { return nil }
        return elementScalar(of: collection)
    }

    private static func elementScalar<C: Collection>(of collection: C.Type) -> RouteField.Scalar? {
        RouteField.Scalar(C.Element.self)
    }

    /// The first case of a `CaseIterable` type; `nil` for other types.
    private static func firstCase<T>(of type: T.Type) -> T? {
        guard let iterable = type as? any CaseIterable.Type else { return nil }
        return firstCase(in: iterable) as? T
    }

    private static func firstCase<C: CaseIterable>(in type: C.Type) -> C? {
        C.allCases.first
    }

    /// Whether the elements of `collection` are themselves collections other than text, as in
    /// `[[Int]]` or `[Set<String>]`.
    private static func holdsCollections<C: Collection>(_ collection: C.Type) -> Bool {
        C.Element.self is any Collection.Type && !(C.Element.self is any StringProtocol.Type)
    }

    /// A made-up scalar, noting its type for the key being decoded.
    private func leaf<Value>(_ value: Value) -> Value {
        if let key { recorder.note(key, scalar: RouteField.Scalar(Value.self)) }
        return value
    }

    func decodeNil() -> Bool { false }
    func decode(_ type: Bool.Type) throws -> Bool { leaf(sample.flag) }
    func decode(_ type: String.Type) throws -> String { leaf(sample.text) }
    func decode(_ type: Double.Type) throws -> Double { leaf(sample.number(type)) }
    func decode(_ type: Float.Type) throws -> Float { leaf(sample.number(type)) }
    func decode(_ type: Int.Type) throws -> Int { leaf(sample.number(type)) }
    func decode(_ type: Int8.Type) throws -> Int8 { leaf(sample.number(type)) }
    func decode(_ type: Int16.Type) throws -> Int16 { leaf(sample.number(type)) }
    func decode(_ type: Int32.Type) throws -> Int32 { leaf(sample.number(type)) }
    func decode(_ type: Int64.Type) throws -> Int64 { leaf(sample.number(type)) }
    func decode(_ type: UInt.Type) throws -> UInt { leaf(sample.number(type)) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { leaf(sample.number(type)) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { leaf(sample.number(type)) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { leaf(sample.number(type)) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { leaf(sample.number(type)) }
    /// A text form wrapping another is offered the same sample as its wrapper.
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try T(from: ProbeDecoder(recorder: recorder, key: key, sample: sample))
    }
}
