import Foundation

/// Decodes one property from all the values of a catch-all or a query field: an array takes
/// them in order, through the unkeyed container; a scalar query field takes the first, and a
/// catch-all refuses to be a scalar (CODE-2, CODE-6, CODE-7).
struct ValuesDecoder: Decoder {
    let texts: [String]
    /// The property's key, which errors name.
    let key: String
    let isCatchAll: Bool
    /// The text form of a `Date` (SCALAR-10).
    let dateForm: DateTextForm

    var codingPath: [any CodingKey] { [PlaceholderKey(key)] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// Decodes `type`: `UUID` and `Date` by their own text forms, anything else by its
    /// `init(from:)`, each failure a ``PathwayError`` naming the key.
    func decode<T: Decodable>(_ type: T.Type) throws(PathwayError) -> T {
        if T.self == UUID.self || T.self == Date.self { return try first().decode(type) }
        do {
            return try T(from: self)
        } catch let error as PathwayError {
            throw error
        } catch {
            throw PathwayError(.invalidValue, phase: .decode, placeholder: key, expected: "a valid \(T.self)")
        }
    }

    /// The first value, for a scalar query field.
    private func first() throws(PathwayError) -> ScalarValue {
        guard !isCatchAll else { throw ScalarValue.unsupported(key) }
        guard let text = texts.first else {
            throw PathwayError(
                .missingValue, phase: .decode, placeholder: key,
                expected: "a query parameter '\(key)' (make the property Optional if the link may leave it out)")
        }
        return ScalarValue(text: text, placeholder: key, dateForm: dateForm)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        throw ScalarValue.unsupported(key)
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        ValuesContainer(texts: texts, key: key, dateForm: dateForm)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleCaptureDecoder(value: try first())
    }
}
