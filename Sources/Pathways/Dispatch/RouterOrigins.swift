/// The origins a router serves, checked once (ORIGIN-1 to ORIGIN-4), and the test of each URL
/// against them.
///
/// A router made without origins serves every origin, as routers always did; a router made
/// with them serves exactly those, and a URL of any other scheme, host or port is no route.
struct RouterOrigins: Sendable {
    /// Whether the router serves only ``all``; `false` for a router that serves every origin.
    let isRestricted: Bool
    /// The valid origins, in the order given, without the refused ones.
    let all: [RouterOrigin]
    /// One `invalidOrigin` error per refused origin, in the order given.
    let errors: [PathwayError]

    /// A router that serves every origin.
    static let any = RouterOrigins()

    private init() {
        (isRestricted, all, errors) = (false, [], [])
    }

    /// Parses `given`, refusing an invalid origin, one given twice, and a scheme given both as
    /// a custom scheme and with a host (ORIGIN-3).
    init(_ given: [String]) {
        var all: [RouterOrigin] = []
        var errors: [PathwayError] = []
        if given.isEmpty {
            errors.append(
                PathwayError(
                    .invalidOrigin, phase: .registration, text: "",
                    expected: "at least one origin; make the router with Pathways() to serve every origin"))
        }
        for text in given {
            do throws(PathwayError) {
                let origin = try RouterOrigin(parsing: text)
                if all.contains(origin) {
                    throw PathwayError(
                        .invalidOrigin, phase: .registration, text: text, expected: "each origin once; '\(origin.text)' is given twice")
                }
                if let other = all.first(where: { $0.scheme == origin.scheme && $0.isCustom != origin.isCustom }) {
                    throw PathwayError(
                        .invalidOrigin, phase: .registration, text: text,
                        expected: "a scheme that is either custom ('\(String(decoding: origin.scheme, as: UTF8.self))://') "
                            + "or has hosts, not both; '\(other.text)' is given too")
                }
                all.append(origin)
            } catch {
                errors.append(error)
            }
        }
        (isRestricted, self.all, self.errors) = (true, all, errors)
    }

    /// The schemes of the custom-scheme origins, whose authority the URL reader reads as the
    /// first path component (SCHEME-2).
    var customSchemes: Set<String> {
        Set(all.filter(\.isCustom).map { String(decoding: $0.scheme, as: UTF8.self) })
    }

    /// The position in ``all`` of `origin`, compared as the router compares origins.
    func position(of origin: RouterOrigin) -> Int? {
        all.firstIndex(of: origin)
    }

    /// The position in ``all`` of the origin the URL whose parts are `parts` belongs to, or
    /// `nil` when it belongs to none (ORIGIN-2). Only for a router that ``isRestricted``.
    ///
    /// The URL's scheme, host and port are already read and checked, so this compares bytes:
    /// schemes and hosts folded to lower case, ports as numbers, a special scheme's default
    /// port as no port.
    func position(serving bytes: ByteView, _ parts: URLParts) -> Int? {
        guard let scheme = parts.scheme else { return nil }
        for (position, origin) in all.enumerated()
        where scheme.count == origin.scheme.count && bytes.view(scheme).elementsEqual(origin.scheme, at: 0, folding: true) {
            guard let host = origin.host else { return position }
            guard let urlHost = parts.host, urlHost.count == host.count, bytes.view(urlHost).elementsEqual(host, at: 0, folding: true),
                Self.port(bytes, parts.port, defaultPort: origin.defaultPort) == origin.port
            else { continue }
            return position
        }
        return nil
    }

    /// The origin of the URL whose parts are `parts`, as a base to write another link of the
    /// same origin on: the router's origin the URL belongs to; for a router that serves every
    /// origin, the URL's scheme, host and port, or the scheme and `://` alone for a URL without
    /// a host, such as one of a custom scheme (SCHEME-2).
    func origin(of bytes: ByteView, _ parts: URLParts) -> String? {
        if let position = parts.origin, all.indices.contains(position) { return all[position].text }
        guard let scheme = parts.scheme else { return nil }
        guard let host = parts.host else { return bytes.string(scheme) + "://" }
        return bytes.string(scheme.lowerBound..<(parts.port?.upperBound ?? host.upperBound))
    }

    /// The URL's port as a number; `nil` for none, an empty one and the scheme's default port,
    /// as a browser reads them (URL-8, URL-10: the reader has checked the digits and the range).
    private static func port(_ bytes: ByteView, _ range: Range<Int>?, defaultPort: Int?) -> Int? {
        guard let range, !range.isEmpty else { return nil }
        var value = 0
        for index in range { value = value * 10 + Int(bytes[index] &- UInt8(ascii: "0")) }
        return value == defaultPort ? nil : value
    }
}
