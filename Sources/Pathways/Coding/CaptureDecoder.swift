/// The `Decoder` that builds a typed route from a pattern's captured values.
///
/// It offers one keyed container whose keys are the placeholder names. Nested containers,
/// unkeyed containers and super-decoders are refused with ``PathwayError/Code/unsupportedType``
/// (CODE-2), so nested values and collections never reach a half-decoded state.
struct CaptureDecoder: Decoder {
    let captures: Captures

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// Decodes `type` from the captures, turning every failure into a ``PathwayError``.
    ///
    /// `values` is consumed: the decoder keeps the caller's array rather than a copy of it.
    static func decode<T: Decodable>(_ type: T.Type, values: consuming [RouteParameters.Item]) throws(PathwayError) -> T {
        do {
            return try T(from: CaptureDecoder(captures: Captures(values: values)))
        } catch let error as PathwayError {
            throw error
        } catch {
            throw PathwayError(.invalidValue, phase: .decode, text: String(describing: error), expected: String(describing: T.self))
        }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(KeyedCaptureContainer<Key>(captures: captures))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw PathwayError(.unsupportedType, phase: .decode, expected: "a struct whose properties fill the pattern's placeholders")
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw PathwayError(.unsupportedType, phase: .decode, expected: "a struct whose properties fill the pattern's placeholders")
    }
}
