import Foundation

/// The `Encoder` that turns a typed route into the percent-encoded text of each placeholder.
///
/// Only a keyed top-level container is supported; each key must name a placeholder and hold a
/// scalar. Anything else is recorded as a ``PathwayError`` and reported after encoding (CODE-2,
/// ENC-1 to ENC-8).
struct PathValueEncoder: Encoder {
    /// What the encoder knows besides the texts: the pattern, the limits, and the first error
    /// met where `Encoder`'s API cannot throw (container creation).
    struct State {
        let pattern: PathPattern
        let limits: PathwayLimits
        var deferredError: PathwayError?
    }

    /// The encoded text of each placeholder, parallel to the pattern's placeholders, and the
    /// state, in one object: the encoder itself is one reference, which every container and
    /// `any Encoder` holds without an allocation of its own.
    private let slots: TextSlots<State>

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    private init(pattern: PathPattern, limits: PathwayLimits) {
        slots = TextSlots.make(count: pattern.placeholders.count, state: State(pattern: pattern, limits: limits))
    }

    /// The pattern being filled.
    var pattern: PathPattern { slots.withState { $0.pattern } }

    /// Encodes `value` and returns the encoder, whose ``text(at:)`` holds each placeholder's
    /// encoded text.
    static func encode<T: Encodable>(_ value: T, pattern: PathPattern, limits: PathwayLimits) throws(PathwayError) -> PathValueEncoder {
        let encoder = PathValueEncoder(pattern: pattern, limits: limits)
        do {
            try value.encode(to: encoder)
        } catch let error as PathwayError {
            throw error
        } catch {
            throw PathwayError(.invalidValue, phase: .encode, text: String(describing: error), expected: "a value that encodes itself")
        }
        if let error = encoder.slots.withState({ $0.deferredError }) { throw error }
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

    /// Keeps the first error met where `Encoder`'s API cannot throw.
    func record(_ error: PathwayError) {
        slots.withState { state in
            if state.deferredError == nil { state.deferredError = error }
        }
    }

    /// The slot of the placeholder called `key`, if there is one.
    func slotIndex(forKey key: String) -> Int? {
        slots.withState { $0.pattern.placeholders.placeholderIndex(named: key) { $0.name } }
    }

    /// The name of the placeholder at `slot`.
    func placeholderName(_ slot: Int) -> String {
        slots.withState { $0.pattern.placeholders[slot].name }
    }

    /// Validates `text` as one path component and stores its encoded form (ENC-2 to ENC-5).
    func store(_ text: String, in slot: Int) throws(PathwayError) {
        func failure(_ code: PathwayError.Code, _ expected: String) -> PathwayError {
            PathwayError(code, phase: .encode, placeholder: placeholderName(slot), text: text, expected: expected)
        }
        let utf8 = text.utf8
        let count = utf8.count
        guard count > 0 else { throw failure(.emptyValue, "a non-empty value") }
        guard count > 2 || !utf8.allSatisfy({ $0 == ASCII.dot }) else {
            throw failure(.dotSegment, "a value other than '.' or '..'")
        }
        let maxLength = slots.withState { $0.limits.maxComponentLength }
        guard count <= maxLength else {
            throw failure(.componentTooLong, "at most \(maxLength) bytes")
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
            throw PathwayError(error.code, phase: .encode, placeholder: placeholderName(slot), expected: error.expected)
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
