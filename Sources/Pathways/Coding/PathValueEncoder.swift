import Foundation

/// The `Encoder` that turns a typed route into the percent-encoded text of each placeholder.
///
/// Only a keyed top-level container is supported; each key must name a placeholder and hold a
/// scalar. Anything else is recorded as a ``PathwayError`` and reported after encoding (CODE-2,
/// ENC-1 to ENC-8).
final class PathValueEncoder: Encoder {
    /// The pattern's placeholders and text, read out of the ``PathPattern`` once.
    let placeholders: [(name: String, componentIndex: Int)]
    let patternText: String
    let limits: PathwayLimits
    /// The encoded text of each placeholder, parallel to `placeholders`.
    private let slots: TextSlots
    /// The first error met where `Encoder`'s API cannot throw (container creation).
    private(set) var deferredError: PathwayError?

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    private init(placeholders: [(name: String, componentIndex: Int)], patternText: String, limits: PathwayLimits) {
        self.placeholders = placeholders
        self.patternText = patternText
        self.limits = limits
        self.slots = TextSlots(count: placeholders.count)
    }

    /// Encodes `value` and returns the encoder, whose ``text(at:)`` holds each placeholder's
    /// encoded text.
    static func encode<T: Encodable>(_ value: T, pattern: PathPattern, limits: PathwayLimits) throws(PathwayError) -> PathValueEncoder {
        let encoder = PathValueEncoder(placeholders: pattern.placeholders, patternText: pattern.text, limits: limits)
        do {
            try value.encode(to: encoder)
        } catch let error as PathwayError {
            throw error
        } catch {
            throw PathwayError(.invalidValue, phase: .encode, text: String(describing: error), expected: "a value that encodes itself")
        }
        if let error = encoder.deferredError { throw error }
        for index in 0..<encoder.slots.count where encoder.slots[index] == nil {
            let name = pattern.placeholders[index].name
            throw PathwayError(
                .missingValue, phase: .encode, placeholder: name,
                expected: "a non-nil value for ':\(name)' in \(pattern.text)", input: pattern.text)
        }
        return encoder
    }

    /// The encoded text of the placeholder at `index`; after ``encode(_:pattern:limits:)``
    /// returned, every placeholder has one.
    func text(at index: Int) -> String {
        slots[index] ?? ""
    }

    static func unsupported(_ placeholder: String?) -> PathwayError {
        PathwayError(
            .unsupportedType, phase: .encode, placeholder: placeholder,
            expected: "a scalar: String, Bool, an integer, Float, Double, a raw-value enum, UUID or Date")
    }

    func record(_ error: PathwayError) {
        if deferredError == nil { deferredError = error }
    }

    func slotIndex(forKey key: String) -> Int? {
        placeholders.placeholderIndex(named: key) { $0.name }
    }

    /// Validates `text` as one path component and stores its encoded form (ENC-2 to ENC-5).
    func store(_ text: String, in slot: Int) throws(PathwayError) {
        let name = placeholders[slot].name
        func failure(_ code: PathwayError.Code, _ expected: String) -> PathwayError {
            PathwayError(code, phase: .encode, placeholder: name, text: text, expected: expected)
        }
        let utf8 = text.utf8
        let count = utf8.count
        guard count > 0 else { throw failure(.emptyValue, "a non-empty value") }
        guard count > 2 || !utf8.allSatisfy({ $0 == ASCII.dot }) else {
            throw failure(.dotSegment, "a value other than '.' or '..'")
        }
        guard count <= limits.maxComponentLength else {
            throw failure(.componentTooLong, "at most \(limits.maxComponentLength) bytes")
        }
        // Unreserved bytes hold no control character and encode to themselves: keep `text`
        // rather than build an equal string, which would copy and validate the bytes again.
        // A native string's bytes are contiguous; a bridged one takes the general path.
        if utf8.withContiguousStorageIfAvailable({ $0.allSatisfy(ASCII.isUnreserved) }) == true {
            slots[slot] = text
            return
        }
        // One pass over the bytes for the last check and the encoding.
        let encoded: String? = ByteView.withBytes(of: text) { bytes in
            Self.hasControlCharacter(bytes) ? nil : PercentEncoding.encode(bytes)
        }
        guard let encoded else {
            throw failure(.controlCharacter, "text without control characters")
        }
        slots[slot] = encoded
    }

    /// Stores the text `format` gives, or throws its failure as a ``PathwayError`` naming the
    /// placeholder.
    func store(in slot: Int, _ format: () throws(ScalarText.Failure) -> String) throws(PathwayError) {
        let text: String
        do {
            text = try format()
        } catch {
            throw PathwayError(error.code, phase: .encode, placeholder: placeholders[slot].name, expected: error.expected)
        }
        try store(text, in: slot)
    }

    /// Whether the UTF-8 `bytes` hold a C0 control, DEL or a C1 control (U+0080 to U+009F): a
    /// C1 control is the only scalar whose encoding is 0xC2 then 0x80 to 0x9F.
    private static func hasControlCharacter(_ bytes: ByteView) -> Bool {
        var previous: UInt8 = 0
        for byte in bytes {
            if byte < 0x20 || byte == 0x7F || (previous == 0xC2 && byte >= 0x80 && byte <= 0x9F) { return true }
            previous = byte
        }
        return false
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(KeyedPathContainer<Key>(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        self.record(Self.unsupported(nil))
        return UnsupportedUnkeyedContainer(placeholder: nil)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        self.record(Self.unsupported(nil))
        return SlotEncoder(encoder: self, slot: nil)
    }
}
