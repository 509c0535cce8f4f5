/// The `Decoder` that builds a typed route from a pattern's captured values and the query.
///
/// It offers one keyed container whose keys are the placeholder names and the query fields'
/// names. Nested containers, unkeyed containers at the top and super-decoders are refused with
/// ``PathwayError/Code/unsupportedType`` (CODE-2), so nested values never reach a half-decoded
/// state.
struct CaptureDecoder: Decoder {
    let captures: Captures

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// Decodes `type` from the captures of `pattern` and the query, turning every failure into a
    /// ``PathwayError``.
    ///
    /// The arrays are consumed: the decoder keeps the caller's arrays rather than copies.
    static func decode<T: Decodable>(
        _ type: T.Type, values: consuming [RouteParameters.Item], query: consuming [RouteParameters.Item], pattern: PathPattern
    ) throws(PathwayError) -> T {
        guard let layout = CatchAllLayout(pattern, values) else {
            throw PathwayError(
                .tooManyComponents, phase: .decode, expected: "at most \(CatchAllLayout.maximumItems) captured values for a typed route")
        }
        do {
            return try T(from: CaptureDecoder(captures: Captures(values: values, query: query, layout: layout)))
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
