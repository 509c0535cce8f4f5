/// How URLs are read: which schemes are custom (SCHEME-2, SCHEME-6) and the limits a URL must
/// fit (LIM-1 to LIM-4), in one value that a router and a decoder hold alike, so that both read
/// a link the same way.
///
/// ``read(_:as:_:)`` is the one way into a URL's text: every reader, the router's dispatch and
/// `match`, the decoder and `ParsedURL`, starts there.
struct ReadingSettings: Sendable {
    /// The custom schemes' names, lower-cased, as bytes, as ``URLReader`` compares them with a
    /// URL's scheme; invalid names were left out when the settings were made (SCHEME-6).
    let schemeBytes: [[UInt8]]
    /// The limits a URL must fit.
    var limits: PathwayLimits

    /// What a URL's text must be.
    enum Form {
        /// An absolute URL, `scheme ":" ["//" authority] path ["?" query] ["#" fragment]`.
        case absolute
        /// A path reference, `"/" path ["?" query] ["#" fragment]`, as ``PathwayEncoder`` writes.
        case pathReference
    }

    init(customSchemes: Set<String> = [], limits: PathwayLimits = .default) {
        self.init(schemes: CustomSchemes(customSchemes), limits: limits)
    }

    init(schemes: CustomSchemes, limits: PathwayLimits) {
        self.schemeBytes = schemes.bytes
        self.limits = limits
    }

    /// The custom schemes' names, lower-cased.
    var customSchemes: Set<String> { Set(schemeBytes.map { String(decoding: $0, as: UTF8.self) }) }

    /// Reads `text` in the given form and runs `body` with its UTF-8 bytes and its validated
    /// parts, which are valid only inside `body`.
    ///
    /// - Throws: The match-phase ``PathwayError`` of the first problem in the text, or what
    ///   `body` throws.
    func read<Result>(
        _ text: String, as form: Form = .absolute, _ body: (ByteView, URLParts) throws(PathwayError) -> Result
    ) throws(PathwayError) -> Result {
        let (schemeBytes, limits) = (schemeBytes, limits)
        return try ByteView.withBytes(of: text) { bytes throws(PathwayError) in
            let reader = URLReader(bytes: bytes, customSchemes: schemeBytes, limits: limits)
            switch form {
            case .absolute: return try reader.withAbsolute { parts throws(PathwayError) in try body(bytes, parts) }
            case .pathReference: return try reader.withPathReference { parts throws(PathwayError) in try body(bytes, parts) }
            }
        }
    }
}
