import Foundation

/// Encodes one scalar into one placeholder's slot; with no slot, refuses everything.
struct SlotEncoder: Encoder, SingleValueEncodingContainer {
    let encoder: PathValueEncoder
    let slot: Int?

    /// The key of the property being encoded, as `JSONEncoder` gives it.
    var codingPath: [any CodingKey] { placeholder.map { [PlaceholderKey($0)] } ?? [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    private var placeholder: String? { slot.map(encoder.placeholderName) }

    private func store(_ text: String) throws(PathwayError) {
        guard let slot else { throw PathValueEncoder.unsupported(placeholder) }
        try encoder.store(text, in: slot)
    }

    private func store(_ format: () throws(ScalarText.Failure) -> String) throws(PathwayError) {
        guard let slot else { throw PathValueEncoder.unsupported(placeholder) }
        try encoder.store(in: slot, format)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        encoder.record(PathValueEncoder.unsupported(placeholder))
        return KeyedEncodingContainer(UnsupportedKeyedContainer<Key>(placeholder: placeholder))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        encoder.record(PathValueEncoder.unsupported(placeholder))
        return UnsupportedUnkeyedContainer(placeholder: placeholder)
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

    /// UUID and Date have their own text forms (SCALAR-6 to SCALAR-8); other types, such as
    /// raw-value enums, encode themselves into this container.
    func encode<T: Encodable>(_ value: T) throws {
        if T.self == UUID.self, let uuid = value as? UUID { return try store(ScalarText.format(uuid)) }
        if T.self == Date.self, let date = value as? Date {
            return try store { () throws(ScalarText.Failure) in try ScalarText.format(date) }
        }
        try value.encode(to: self)
    }
}
