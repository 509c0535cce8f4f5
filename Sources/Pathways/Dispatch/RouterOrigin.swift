/// One origin a router serves (ORIGIN-1, ORIGIN-3, ORIGIN-4): a web origin
/// `scheme://host[:port]`, or a custom-scheme origin `scheme://`, whose URLs put the first path
/// component where a host would be.
///
/// Parsed once, when the router is made or a route is limited to an origin; a URL is then
/// compared with it byte for byte, on the scheme, host and port its reader has already found.
struct RouterOrigin: Sendable, Equatable {
    /// The scheme, folded to lower case.
    let scheme: [UInt8]
    /// The host, folded to lower case (HOST-3); `nil` for a custom-scheme origin.
    let host: [UInt8]?
    /// The port; `nil` when none is given or it is the scheme's default port (URL-8).
    let port: Int?
    /// The port a browser leaves out for the scheme (URL-8).
    let defaultPort: Int?

    /// Whether this is a custom-scheme origin, `scheme://`.
    var isCustom: Bool { host == nil }

    /// The origin as the router writes it: lower-cased, without a default port, such as
    /// `https://example.com`, `https://example.com:8443` or `myapp://`.
    var text: String {
        var text = String(decoding: scheme, as: UTF8.self) + "://"
        if let host { text += String(decoding: host, as: UTF8.self) }
        if let port { text += ":\(port)" }
        return text
    }

    /// What a valid origin looks like, for every message about one.
    static let form =
        "an origin 'scheme://host' or 'scheme://host:port' (such as 'https://example.com'), or 'scheme://' alone "
        + "for a custom scheme (such as 'myapp://'), without a path, query, fragment or user"

    /// Parses and checks `origin` (ORIGIN-3).
    ///
    /// - Throws: ``PathwayError`` with code ``PathwayError/Code/invalidOrigin`` (registration
    ///   phase) that names what is wrong.
    init(parsing origin: String) throws(PathwayError) {
        func invalid(_ problem: String) -> PathwayError {
            PathwayError(.invalidOrigin, phase: .registration, text: origin, expected: "\(problem); \(Self.form)")
        }
        let bytes = Array(origin.utf8)
        guard let colon = bytes.firstIndex(of: ASCII.colon), CustomSchemes.isValidScheme(String(decoding: bytes[..<colon], as: UTF8.self))
        else { throw invalid("a scheme such as 'https' or 'myapp' followed by '://'") }
        let scheme = bytes[..<colon].map(ASCII.lowercased)
        guard bytes.count >= colon + 3, bytes[colon + 1] == ASCII.slash, bytes[colon + 2] == ASCII.slash else {
            throw invalid("'//' after the scheme's ':'")
        }
        let kind = SchemeKind(scheme)
        guard kind != .file else { throw invalid("a scheme other than 'file', whose URLs come from no site") }
        let authority = bytes[(colon + 3)...]
        guard !authority.isEmpty else {
            guard kind == .other else {
                throw invalid(
                    "a host after '\(String(decoding: scheme, as: UTF8.self))://': a browser reads the authority of this scheme as a host, "
                        + "so it cannot be a custom scheme")
            }
            (self.scheme, self.host, self.port, self.defaultPort) = (scheme, nil, nil, nil)
            return
        }
        if let index = authority.firstIndex(where: { $0 == ASCII.slash || $0 == ASCII.question || $0 == ASCII.hash }) {
            throw invalid("nothing after the host and port, found '\(String(decoding: bytes[index...], as: UTF8.self))'")
        }
        guard !authority.contains(ASCII.at) else { throw invalid("no user name: a link that names a user is never routed (URL-3)") }
        // A registered name holds no ':', so the port starts at the first ':' after it, or
        // after the ']' of an IP literal (URL-2).
        let searchFrom =
            authority.first == ASCII.openBracket
            ? authority.firstIndex(of: ASCII.closeBracket) ?? authority.startIndex : authority.startIndex
        let portColon = authority[searchFrom...].firstIndex(of: ASCII.colon)
        let hostText = String(decoding: authority[..<(portColon ?? authority.endIndex)], as: UTF8.self)
        let host: [UInt8]
        do throws(PathwayError) {
            host = try RegisteredHost.bytes(hostText)
        } catch {
            throw invalid("a host as a route registers it (HOST-3): \(error.expected ?? "a valid host")")
        }
        var port: Int?
        if let portColon {
            let digits = authority[(portColon + 1)...]
            guard !digits.isEmpty else { throw invalid("a port from 0 to 65535 after ':'") }
            var value = 0
            for digit in digits {
                guard ASCII.isDigit(digit) else { throw invalid("a port from 0 to 65535 after ':'") }
                value = value * 10 + Int(digit &- UInt8(ascii: "0"))
                guard value <= 65535 else { throw invalid("a port from 0 to 65535 after ':'") }
            }
            port = value == kind.defaultPort ? nil : value
        }
        (self.scheme, self.host, self.port, self.defaultPort) = (scheme, host, port, kind.defaultPort)
    }
}
