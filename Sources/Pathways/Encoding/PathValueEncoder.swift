import Foundation

/// The `Encoder` that turns a typed route into the percent-encoded text of each placeholder,
/// catch-all and query field.
///
/// Only a keyed top-level container is supported; a key that names a placeholder fills it, and
/// any other key is a query field. Anything else is recorded as a ``PathwayError`` and reported
/// after encoding (CODE-2, ENC-1 to ENC-12).
struct PathValueEncoder: Encoder {
    /// Where a key's value goes.
    enum Target {
        /// The placeholder at this index of the pattern's placeholders, in the path or in the
        /// fragment route.
        case placeholder(Int, inFragment: Bool)
        /// The catch-all at this index of the pattern's placeholders: one component per element.
        case catchAll(Int, inFragment: Bool)
        /// The query field of this name: one pair per value.
        case query(String)

        /// Whether an array can fill it, one element per component or pair: a catch-all's or a
        /// query field's.
        var takesElements: Bool {
            switch self {
            case .catchAll, .query: true
            case .placeholder: false
            }
        }
    }

    /// What the encoder knows besides the texts of the placeholders: the pattern, the settings,
    /// the query's pairs in the order they were encoded, and the first error met where
    /// `Encoder`'s API cannot throw (container creation).
    struct State {
        let pattern: PathPattern
        let limits: PathwayLimits
        let dateStrategy: DateEncodingStrategy
        let dateForm: DateTextForm
        /// Each query pair, name and value percent-encoded.
        var query: [(name: String, value: String)] = []
        var deferredError: PathwayError?
        /// The components the path's catch-all was given, and the decoded bytes of the texts
        /// given to the fragment route's placeholders and catch-all, separators included: what
        /// the limits of the reader are checked against (ENC-13).
        var pathCatchAllElements = 0
        var fragmentTextBytes = 0
    }

    /// What every container of one encoding writes to: the state, and the encoded text of each
    /// placeholder and catch-all, parallel to the pattern's placeholders (a catch-all's
    /// components already joined by `/`).
    ///
    /// A class, because `Encoder`'s containers are values handed out one per key, and they all
    /// fill the one link being printed.
    private final class Storage {
        var state: State
        var texts: [String?]

        init(state: State, count: Int) {
            self.state = state
            self.texts = Array(repeating: nil, count: count)
        }
    }

    private let storage: Storage

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    private init(pattern: PathPattern, limits: PathwayLimits, dateStrategy: DateEncodingStrategy, dateForm: DateTextForm) {
        storage = Storage(
            state: State(pattern: pattern, limits: limits, dateStrategy: dateStrategy, dateForm: dateForm),
            count: pattern.placeholders.count)
    }

    /// The pattern being filled.
    var pattern: PathPattern { storage.state.pattern }

    /// How dates are rounded before they are written (ENC-11).
    var dateStrategy: DateEncodingStrategy { storage.state.dateStrategy }

    /// The text form dates are written in (SCALAR-10).
    var dateForm: DateTextForm { storage.state.dateForm }

    /// The query's pairs, in the order they were encoded.
    var queryPairs: [(name: String, value: String)] { storage.state.query }

    /// Encodes `value` and returns the encoder, whose ``text(at:)`` holds each placeholder's
    /// encoded text and whose ``queryPairs`` hold the query fields.
    static func encode<T: Encodable>(
        _ value: T, pattern: PathPattern, limits: PathwayLimits, dateStrategy: DateEncodingStrategy, dateForm: DateTextForm
    ) throws(PathwayError) -> PathValueEncoder {
        do {
            return try encodeValues(value, pattern: pattern, limits: limits, dateStrategy: dateStrategy, dateForm: dateForm)
        } catch {
            throw pattern.naming(error)
        }
    }

    private static func encodeValues<T: Encodable>(
        _ value: T, pattern: PathPattern, limits: PathwayLimits, dateStrategy: DateEncodingStrategy, dateForm: DateTextForm
    ) throws(PathwayError) -> PathValueEncoder {
        let encoder = PathValueEncoder(pattern: pattern, limits: limits, dateStrategy: dateStrategy, dateForm: dateForm)
        do {
            try value.encode(to: encoder)
        } catch let error as PathwayError {
            throw error
        } catch {
            throw PathwayError(.invalidValue, phase: .encode, text: String(describing: error), expected: "a value that encodes itself")
        }
        if let error = encoder.storage.state.deferredError { throw error }
        for index in encoder.storage.texts.indices where encoder.storage.texts[index] == nil {
            let placeholder = pattern.placeholders[index]
            if placeholder.isCatchAll {
                throw PathwayError(
                    .emptyValue, phase: .encode, placeholder: placeholder.name,
                    expected: "at least one component for '*\(placeholder.name)' in \(pattern.text)", input: pattern.text)
            }
            throw PathwayError(
                .missingValue, phase: .encode, placeholder: placeholder.name,
                expected: "a non-nil value for ':\(placeholder.name)' in \(pattern.text)", input: pattern.text)
        }
        try encoder.checkLimits()
        return encoder
    }

    /// Refuses what the reader would refuse (ENC-13): a path with more components than LIM-2
    /// allows, once the catch-all's elements are counted, and a fragment route longer than a
    /// component may be (LIM-4). The length of the whole text is checked where it is joined.
    private func checkLimits() throws(PathwayError) {
        let (elements, fragmentBytes) = (storage.state.pathCatchAllElements, storage.state.fragmentTextBytes)
        // Without a catch-all's further components or fragment placeholders, the pattern's own
        // limits hold.
        guard elements > 1 || fragmentBytes > 0 else { return }
        try checkLimits(catchAllElements: elements, fragmentBytes: fragmentBytes)
    }

    /// The count behind each limit, for a link that has catch-all elements or fragment
    /// placeholders.
    @inline(never)
    private func checkLimits(catchAllElements elements: Int, fragmentBytes: Int) throws(PathwayError) {
        let (pattern, limits) = (storage.state.pattern, storage.state.limits)
        let components = pattern.components.count + Swift.max(0, elements - 1)
        if components > limits.maxPathComponents, let catchAll = pattern.placeholders.first(where: { $0.isCatchAll }) {
            throw PathwayError(
                .tooManyComponents, phase: .encode, placeholder: catchAll.name,
                expected: "at most \(limits.maxPathComponents) path components; '*\(catchAll.name)' makes \(components)",
                input: pattern.text)
        }
        guard pattern.hasFragmentRoute, let fragment = pattern.fragment else { return }
        let literalBytes = fragment.literalBytes.reduce(0) { $0 + $1.count }
        let length = literalBytes + fragment.components.count - 1 + fragmentBytes
        if length > limits.maxComponentLength {
            throw PathwayError(
                .componentTooLong, phase: .encode, placeholder: pattern.placeholders.last(where: \.inFragment)?.name,
                expected: "a fragment route of at most \(limits.maxComponentLength) bytes; this one has \(length)", input: pattern.text)
        }
    }

    /// The encoded text of the placeholder at `index`; after ``encode(_:pattern:limits:dateStrategy:dateForm:)``
    /// returned, every placeholder has one.
    func text(at index: Int) -> String {
        storage.texts[index] ?? ""
    }

    static func unsupported(_ placeholder: String?) -> PathwayError {
        PathwayError(
            .unsupportedType, phase: .encode, placeholder: placeholder,
            expected: "a scalar (String, Bool, an integer, Float, Double, a raw-value enum, UUID or Date), "
                + "or an array of scalars for a catch-all or a query field")
    }

    /// Keeps the first error met where `Encoder`'s API cannot throw.
    func record(_ error: PathwayError) {
        if storage.state.deferredError == nil { storage.state.deferredError = error }
    }

    /// Where the value of `key` goes: its placeholder or catch-all, or the query.
    func target(forKey key: String) -> Target {
        let placeholders = storage.state.pattern.placeholders
        guard let index = placeholders.placeholderIndex(named: key, by: { $0.name }) else { return .query(key) }
        let placeholder = placeholders[index]
        return placeholder.isCatchAll
            ? .catchAll(index, inFragment: placeholder.inFragment) : .placeholder(index, inFragment: placeholder.inFragment)
    }

    /// The key a target's errors name.
    func name(of target: Target) -> String {
        switch target {
        case .placeholder(let index, _), .catchAll(let index, _): storage.state.pattern.placeholders[index].name
        case .query(let name): name
        }
    }

    /// How many query pairs have been written.
    var queryCount: Int { storage.state.query.count }

    /// Validates `text` as the value of one placeholder, one element of a catch-all, or one
    /// value of a query field, and stores its encoded form (ENC-2 to ENC-5, ENC-10).
    func store(_ text: String, in target: Target) throws(PathwayError) {
        func failure(_ code: PathwayError.Code, _ expected: String) -> PathwayError {
            PathwayError(code, phase: .encode, placeholder: name(of: target), text: text, expected: expected)
        }
        let utf8 = text.utf8
        let count = utf8.count
        let isComponent: Bool
        switch target {
        case .placeholder(_, let inFragment), .catchAll(_, let inFragment):
            guard count > 0 else { throw failure(.emptyValue, "a non-empty value") }
            isComponent = !inFragment
        case .query:
            isComponent = false
        }
        if isComponent, count <= 2, utf8.allSatisfy({ $0 == ASCII.dot }) {
            throw failure(.dotSegment, "a value other than '.' or '..'")
        }
        let maxLength = storage.state.limits.maxComponentLength
        guard count <= maxLength else {
            throw failure(.componentTooLong, "at most \(maxLength) bytes")
        }
        // The common case, a path placeholder's unreserved text, is stored as it is.
        if case .placeholder(let index, false) = target, Self.isUnreserved(text) {
            storage.texts[index] = text
            return
        }
        // What the limits of the reader are checked against once the value is encoded.
        switch target {
        case .placeholder(let index, true), .catchAll(let index, true):
            let separator = storage.texts[index] == nil ? 0 : 1  // before a catch-all's further elements
            storage.state.fragmentTextBytes += count + separator
        case .catchAll(_, false):
            storage.state.pathCatchAllElements += 1
        case .placeholder, .query:
            break
        }
        guard let encoded = Self.encoded(text) else { throw failure(.controlCharacter, "text without control characters") }
        switch target {
        case .placeholder(let index, _):
            storage.texts[index] = encoded
        case .catchAll(let index, _):
            if storage.texts[index] == nil {
                storage.texts[index] = encoded
            } else {
                storage.texts[index]?.append("/")
                storage.texts[index]?.append(encoded)
            }
        case .query(let name):
            let maxParameters = storage.state.limits.maxParameters
            guard queryCount < maxParameters else {
                throw failure(.tooManyParameters, "at most \(maxParameters) query parameters")
            }
            let pair = (name: PercentEncoding.encode(name), value: encoded)
            storage.state.query.append(pair)
        }
    }

    func store(in target: Target, _ format: () throws(ScalarText.Failure) -> String) throws(PathwayError) {
        let text: String
        do {
            text = try format()
        } catch {
            throw PathwayError(error.code, phase: .encode, placeholder: name(of: target), expected: error.expected)
        }
        try store(text, in: target)
    }

    /// The percent-encoded form of `text`, or `nil` when it holds a control character.
    /// Whether every byte of `text` is unreserved: such bytes hold no control character and
    /// encode to themselves, so `text` is kept rather than rebuilt (which would copy and validate
    /// the bytes again). A native string's bytes are contiguous; a bridged one says `false` and
    /// takes the general path.
    @inline(__always)
    private static func isUnreserved(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy(ASCII.isUnreserved) } == true
    }

    private static func encoded(_ text: String) -> String? {
        if isUnreserved(text) { return text }
        // One pass over the bytes for the last check and the encoding.
        return ByteView.withBytes(of: text) { bytes in
            hasControlCharacter(bytes) ? nil : PercentEncoding.encode(bytes)
        }
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
        return UnsupportedEncoder.UnkeyedContainer(placeholder: nil)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        self.record(Self.unsupported(nil))
        return SlotEncoder(encoder: self, target: nil)
    }
}
