/// The `Decoder` that builds a typed route from one match: the values its pattern's
/// placeholders captured and the query's parameters (CODE-1, CODE-5).
///
/// It offers one keyed container whose keys are the placeholder names and the query fields'
/// names. Nested containers, unkeyed containers at the top and super-decoders are refused with
/// ``PathwayError/Code/unsupportedType`` (CODE-2), so nested values never reach a half-decoded
/// state.
///
/// A class, because `init(from:)` and its keyed container pass the decoder on, once for every
/// property, and every property reads the same captures of the same link.
final class CaptureDecoder: Decoder {
    /// The pattern's placeholders' values, in order, a catch-all giving one item per component
    /// it took, each named by its placeholder (``PatternMatch/captures(of:_:_:)``).
    let captures: [RouteParameters.Item]
    /// The query's parameters, in URL order: the values of the query fields.
    let query: [RouteParameters.Item]
    /// The pattern that matched: which placeholders are catch-alls.
    let pattern: PathPattern
    /// How values are read beyond the strict forms: the date form, and whether a malformed
    /// optional query field is `nil` (SCALAR-10, CODE-8).
    let options: PathwayDecodingOptions

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    private init(
        captures: [RouteParameters.Item], query: [RouteParameters.Item], pattern: PathPattern, options: PathwayDecodingOptions
    ) {
        self.captures = captures
        self.query = query
        self.pattern = pattern
        self.options = options
    }

    /// Decodes `type` from the `captures` of `pattern` and the `query`, turning every failure
    /// into a ``PathwayError`` that names the placeholder or field it concerns.
    static func decode<T: Decodable>(
        _ type: T.Type, captures: [RouteParameters.Item], query: [RouteParameters.Item], pattern: PathPattern,
        options: PathwayDecodingOptions
    ) throws(PathwayError) -> T {
        do {
            return try T(from: CaptureDecoder(captures: captures, query: query, pattern: pattern, options: options))
        } catch let error as PathwayError {
            throw pattern.naming(error)
        } catch {
            throw PathwayError(.invalidValue, phase: .decode, text: String(describing: error), expected: String(describing: T.self))
        }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(KeyedCaptureContainer<Key>(decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw PathwayError(.unsupportedType, phase: .decode, expected: "a struct whose properties fill the pattern's placeholders")
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw PathwayError(.unsupportedType, phase: .decode, expected: "a struct whose properties fill the pattern's placeholders")
    }
}
