import Foundation

/// Encodes one value into its target: a scalar into a placeholder or a query field, the
/// elements of an array into a catch-all or a query field. With no target, refuses everything.
struct SlotEncoder: Encoder, SingleValueEncodingContainer {
    let encoder: PathValueEncoder
    let target: PathValueEncoder.Target?
    /// Whether this encodes one element of an array, which must be a scalar.
    var isElement = false

    /// The key of the property being encoded, as `JSONEncoder` gives it.
    var codingPath: [any CodingKey] { placeholder.map { [PlaceholderKey($0)] } ?? [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    private var placeholder: String? { target.map(encoder.name) }

    /// The target a scalar may go to: a placeholder, a query field, or, for an array's element,
    /// a catch-all too (CODE-2).
    private func scalarTarget() throws(PathwayError) -> PathValueEncoder.Target {
        guard let target else { throw PathValueEncoder.unsupported(placeholder) }
        if case .catchAll = target, !isElement { throw PathValueEncoder.unsupported(placeholder) }
        return target
    }

    private func store(_ text: String) throws(PathwayError) {
        try encoder.store(text, in: scalarTarget())
    }

    private func store(_ format: () throws(ScalarText.Failure) -> String) throws(PathwayError) {
        try encoder.store(in: scalarTarget(), format)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        encoder.record(PathValueEncoder.unsupported(placeholder))
        return KeyedEncodingContainer(UnsupportedEncoder.KeyedContainer<Key>(placeholder: placeholder))
    }

    /// The elements of an array, for a catch-all or a query field; anywhere else, and inside an
    /// array, refused (CODE-2).
    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if !isElement, let target, target.takesElements { return ElementsEncoder(encoder: self) }
        encoder.record(PathValueEncoder.unsupported(placeholder))
        return UnsupportedEncoder.UnkeyedContainer(placeholder: placeholder)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { self }

    func encodeNil() throws {
        throw PathwayError(.missingValue, phase: .encode, placeholder: placeholder, expected: "a non-nil value")
    }

    func encode(_ value: Bool) throws { try store(ScalarText.format(value)) }
    func encode(_ value: String) throws { try store(value) }
    func encode(_ value: Double) throws { try store { () throws(ScalarText.Failure) in try ScalarText.format(value) } }
    func encode(_ value: Float) throws { try store { () throws(ScalarText.Failure) in try ScalarText.format(value) } }
    func encode(_ value: Int) throws { try store(ScalarText.format(value)) }
    func encode(_ value: Int8) throws { try store(ScalarText.format(value)) }
    func encode(_ value: Int16) throws { try store(ScalarText.format(value)) }
    func encode(_ value: Int32) throws { try store(ScalarText.format(value)) }
    func encode(_ value: Int64) throws { try store(ScalarText.format(value)) }
    func encode(_ value: UInt) throws { try store(ScalarText.format(value)) }
    func encode(_ value: UInt8) throws { try store(ScalarText.format(value)) }
    func encode(_ value: UInt16) throws { try store(ScalarText.format(value)) }
    func encode(_ value: UInt32) throws { try store(ScalarText.format(value)) }
    func encode(_ value: UInt64) throws { try store(ScalarText.format(value)) }

    /// UUID and Date have their own text forms (SCALAR-6 to SCALAR-8), a date rounded first as
    /// the encoder's strategy says (ENC-11); other types, such as raw-value enums and arrays,
    /// encode themselves into this encoder.
    func encode<T: Encodable>(_ value: T) throws {
        // The common types of optional fields and array elements, without the container that
        // their own `encode(to:)` would ask for.
        if T.self == String.self, let text = value as? String { return try store(text) }
        if T.self == Int.self, let number = value as? Int { return try store(ScalarText.format(number)) }
        if T.self == [String].self, let texts = value as? [String], !isElement, let target, target.takesElements {
            for text in texts { try encoder.store(text, in: target) }
            return
        }
        if T.self == UUID.self, let uuid = value as? UUID { return try store(ScalarText.format(uuid)) }
        if T.self == Date.self, let date = value as? Date {
            let (strategy, form) = (encoder.dateStrategy, encoder.dateForm)
            return try store { () throws(ScalarText.Failure) in
                switch form {
                case .iso8601: try ScalarText.format(strategy.rounded(date))
                case .secondsSince1970, .millisecondsSince1970: try ScalarText.formatUnixDate(strategy.rounded(date), form: form)
                }
            }
        }
        try value.encode(to: self)
    }
}
