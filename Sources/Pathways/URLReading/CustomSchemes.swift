/// The custom schemes given to a router or a decoder, checked once (SCHEME-2, SCHEME-6).
///
/// A name is kept when it is a valid scheme and not one of the special schemes, whose
/// authority browsers always read as a host; the others are reported as errors.
struct CustomSchemes: Sendable {
    /// The kept names, folded to lower case.
    let names: Set<String>
    /// The kept names' bytes, as ``URLReader`` compares them.
    let bytes: [[UInt8]]
    /// One `invalidScheme` error per refused name, in the names' order.
    let errors: [PathwayError]

    init(_ given: Set<String>) {
        var names: Set<String> = []
        var errors: [PathwayError] = []
        // Folded on bytes: Unicode lower-casing would turn the Kelvin sign into `k`.
        for name in given.map({ String(decoding: $0.utf8.map(ASCII.lowercased), as: UTF8.self) }).sorted() {
            if !Self.isValidScheme(name) {
                errors.append(
                    PathwayError(
                        .invalidScheme, phase: .registration, text: name, expected: "a letter followed by letters, digits, '+', '-' or '.'")
                )
            } else if SchemeKind(name.utf8) != .other {
                errors.append(
                    PathwayError(
                        .invalidScheme, phase: .registration, text: name,
                        expected: "a scheme other than http, https, ws, wss, ftp and file, whose authority is always a host"))
            } else {
                names.insert(name)
            }
        }
        self.names = names
        self.bytes = names.sorted().map { Array($0.utf8) }
        self.errors = errors
    }

    /// Whether `scheme` is `ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )` (URL-1).
    static func isValidScheme(_ scheme: String) -> Bool {
        guard let first = scheme.utf8.first, ASCII.isAlpha(first) else { return false }
        return scheme.utf8.allSatisfy { ASCII.isAlpha($0) || ASCII.isDigit($0) || $0 == ASCII.plus || $0 == ASCII.minus || $0 == ASCII.dot }
    }
}
