import Foundation

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
    /// `values` is consumed: the decoder takes the caller's reference instead of retaining its
    /// own, one atomic retain and release fewer per decode.
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

/// The decoded values of one match, named by their placeholders.
///
/// A single reference: `init(from:)` and the keyed container's box copy the decoder and its
/// container several times per decode, and each copy retains it. (With the pattern's text kept
/// beside the values for error messages, a decode measured about 300 instructions more.)
struct Captures {
    /// The pattern's placeholders, in order: each item's name is the placeholder's name and its
    /// value the decoded capture. The items of ``RouteParameters/captures``, so a typed handle
    /// builds no second array.
    let values: [RouteParameters.Item]

    /// The position of the placeholder that `key` names, byte for byte (CODE-1).
    func index(of key: String) -> Int? {
        values.placeholderIndex(named: key) { $0.name }
    }

    /// The names of the placeholders, in order.
    var names: [String] { values.map(\.name) }

    /// The captured text for the placeholder called `name`.
    func value(named name: String) throws(PathwayError) -> ScalarValue {
        ScalarValue(text: try text(named: name), placeholder: name)
    }

    /// The captured text itself, for a `String` property: no ``ScalarValue`` to build.
    func text(named name: String) throws(PathwayError) -> String {
        guard let index = index(of: name) else { throw missing(name) }
        return values[index].value
    }

    /// Kept out of line: inlined, building this message slowed every successful lookup too.
    @inline(never)
    private func missing(_ name: String) -> PathwayError {
        let placeholders = values.isEmpty ? "none" : values.map { ":" + $0.name }.joined(separator: ", ")
        return PathwayError(
            .missingPlaceholder, phase: .decode, placeholder: name,
            expected: "a placeholder ':\(name)'; the pattern has \(placeholders)")
    }
}

/// Looks up each key among the placeholder names and parses its captured text.
///
/// Each method hands the key's name to non-generic code at once: the container is used through
/// `KeyedDecodingContainer`'s box, unspecialized, where generic work costs a metadata lookup.
private struct KeyedCaptureContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let captures: Captures

    var codingPath: [any CodingKey] { [] }

    var allKeys: [Key] { captures.names.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { captures.index(of: key.stringValue) != nil }

    private func capture(_ key: Key) throws(PathwayError) -> ScalarValue {
        try captures.value(named: key.stringValue)
    }

    /// A capture is never nil: a placeholder always holds a non-empty component (SCALAR-9).
    func decodeNil(forKey key: Key) throws -> Bool {
        _ = try capture(key)
        return false
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try capture(key).bool() }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try captures.text(named: key.stringValue) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try capture(key).floatingPoint(type) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try capture(key).floatingPoint(type) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try capture(key).integer(type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try capture(key).integer(type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try capture(key).integer(type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try capture(key).integer(type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try capture(key).integer(type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try capture(key).integer(type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try capture(key).integer(type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try capture(key).integer(type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try capture(key).integer(type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try capture(key).integer(type) }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try capture(key).decode(type)
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        throw ScalarValue.unsupported(key.stringValue)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        throw ScalarValue.unsupported(key.stringValue)
    }

    func superDecoder() throws -> any Decoder { throw ScalarValue.unsupported(nil) }
    func superDecoder(forKey key: Key) throws -> any Decoder { throw ScalarValue.unsupported(key.stringValue) }
}

/// One captured text and the placeholder it came from; parses it as any scalar type.
struct ScalarValue {
    let text: String
    let placeholder: String

    static func unsupported(_ placeholder: String?) -> PathwayError {
        PathwayError(
            .unsupportedType, phase: .decode, placeholder: placeholder,
            expected: "a scalar: String, Bool, an integer, Float, Double, a raw-value enum, UUID or Date")
    }

    /// Runs one of ``ScalarText``'s parsers, naming the placeholder and the type on failure.
    private func parse<Value>(
        _ type: Any.Type, _ parser: (String) throws(ScalarText.Failure) -> Value
    ) throws(PathwayError) -> Value {
        do {
            return try parser(text)
        } catch {
            throw PathwayError(error.code, phase: .decode, placeholder: placeholder, text: text, expected: "\(type): \(error.expected)")
        }
    }

    func bool() throws(PathwayError) -> Bool { try parse(Bool.self, ScalarText.parseBool) }

    func integer<T: FixedWidthInteger>(_ type: T.Type) throws(PathwayError) -> T {
        try parse(type) { text throws(ScalarText.Failure) in try ScalarText.parseInteger(text, as: type) }
    }

    func floatingPoint<T: BinaryFloatingPoint & LosslessStringConvertible>(_ type: T.Type) throws(PathwayError) -> T {
        try parse(type) { text throws(ScalarText.Failure) in try ScalarText.parseFloatingPoint(text, as: type) }
    }

    /// UUID and Date have their own text forms; everything else decodes through a single-value
    /// container, which is how raw-value enums read their raw value.
    func decode<T: Decodable>(_ type: T.Type) throws(PathwayError) -> T {
        if T.self == UUID.self { return try cast(parse(type, ScalarText.parseUUID), to: type) }
        if T.self == Date.self { return try cast(parse(type, ScalarText.parseDate), to: type) }
        do {
            let value = try T(from: SingleCaptureDecoder(value: self))
            try requireIdenticalRawValue(value)
            return value
        } catch let error as PathwayError {
            throw error
        } catch {
            throw PathwayError(.invalidValue, phase: .decode, placeholder: placeholder, text: text, expected: "a valid \(T.self)")
        }
    }

    /// Refuses a `String` raw-value case reached through canonically equivalent but different
    /// text (SCALAR-5). A synthesized `init(rawValue:)` compares with `String ==`, which equates
    /// NFC and NFD spellings, while Pathways compares decoded text byte for byte (PCT-5).
    /// A custom `init(from:)` that maps other text to a case (lower-casing it, say) is left alone.
    private func requireIdenticalRawValue<T>(_ value: T) throws(PathwayError) {
        guard let rawValue = (value as? any RawRepresentable)?.rawValue as? String, rawValue == text,
            !rawValue.utf8.elementsEqual(text.utf8)
        else { return }
        throw PathwayError(
            .invalidValue, phase: .decode, placeholder: placeholder, text: text,
            expected: "\(T.self): a raw value, byte for byte (this is a different Unicode spelling of \(rawValue.debugDescription))")
    }

    private func cast<Value, T>(_ value: Value, to type: T.Type) throws(PathwayError) -> T {
        guard let result = value as? T else { throw Self.unsupported(placeholder) }
        return result
    }
}

/// The decoder a nested `Decodable` (a raw-value enum, say) sees for one capture.
private struct SingleCaptureDecoder: Decoder, SingleValueDecodingContainer {
    let value: ScalarValue

    /// The key of the property being decoded, as `JSONDecoder` gives it.
    var codingPath: [any CodingKey] { [PlaceholderKey(value.placeholder)] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        throw ScalarValue.unsupported(value.placeholder)
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw ScalarValue.unsupported(value.placeholder) }
    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    func decodeNil() -> Bool { false }
    func decode(_ type: Bool.Type) throws -> Bool { try value.bool() }
    func decode(_ type: String.Type) throws -> String { value.text }
    func decode(_ type: Double.Type) throws -> Double { try value.floatingPoint(type) }
    func decode(_ type: Float.Type) throws -> Float { try value.floatingPoint(type) }
    func decode(_ type: Int.Type) throws -> Int { try value.integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try value.integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try value.integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try value.integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try value.integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try value.integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try value.integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try value.integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try value.integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try value.integer(type) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try value.decode(type) }
}
