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
    /// `values` is consumed: the decoder keeps the caller's array rather than a copy when the
    /// query is empty, and otherwise appends the query to it (in place, when the caller holds
    /// no other reference to it).
    static func decode<T: Decodable>(
        _ type: T.Type, values: consuming [RouteParameters.Item], query: [RouteParameters.Item], pattern: PathPattern,
        options: PathwayDecodingOptions
    ) throws(PathwayError) -> T {
        let valueCount = values.count
        var items = values
        if !query.isEmpty { items.append(contentsOf: query) }
        return try decode(type, items: items, valueCount: valueCount, pattern: pattern, options: options)
    }

    /// Decodes `type` from `items`: the captures of `pattern`, `valueCount` of them, then the
    /// query's parameters, read as `options` say.
    static func decode<T: Decodable>(
        _ type: T.Type, items: consuming [RouteParameters.Item], valueCount: Int, pattern: PathPattern,
        options: PathwayDecodingOptions
    ) throws(PathwayError) -> T {
        guard let layout = CaptureLayout(pattern, items, count: valueCount) else {
            throw PathwayError(
                .tooManyComponents, phase: .decode, expected: "at most \(CaptureLayout.maximumItems) captured values for a typed route")
        }
        do {
            return try T(from: CaptureDecoder(captures: Captures(items: items, layout: layout, options: options)))
        } catch let error as PathwayError {
            throw pattern.naming(error)
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
