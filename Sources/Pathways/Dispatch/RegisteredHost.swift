/// The hosts that routes are registered for (HOST-3): ASCII names and IP addresses, spelled as
/// a browser writes them, kept lower-cased for comparison with a URL's host (HOST-1).
enum RegisteredHost {
    /// Checks a registered host and returns its lower-cased bytes (HOST-3).
    static func bytes(_ host: String) throws(PathwayError) -> [UInt8] {
        let bytes = Array(host.utf8)
        func invalid(_ expected: String) -> PathwayError {
            PathwayError(.invalidHost, phase: .registration, text: host, expected: expected)
        }
        guard !bytes.isEmpty else { throw invalid("a non-empty host; omit `host:` to accept any host") }
        if bytes.first == ASCII.openBracket {
            guard bytes.last == ASCII.closeBracket, bytes.count > 2 else { throw invalid("an IPv6 literal such as [::1]") }
            let address = bytes[1..<(bytes.count - 1)]
            guard address.allSatisfy({ ASCII.isHexDigit($0) || $0 == ASCII.colon || $0 == ASCII.dot }),
                let parsed = IPv6Address(whatwg: address)
            else { throw invalid("a valid IPv6 address in brackets, such as [2001:db8::1]") }
            // A browser writes every other spelling of the address in this form, so a route on
            // another spelling could never match (URL-12).
            guard parsed.isWritten(as: address) else { throw invalid("the address as a browser writes it, [\(parsed)]") }
        } else {
            guard bytes.allSatisfy({ ASCII.isAlpha($0) || ASCII.isDigit($0) || $0 == ASCII.minus || $0 == ASCII.dot }),
                bytes.first != ASCII.dot, bytes.last != ASCII.dot
            else { throw invalid("a host name of ASCII letters, digits, '-' and '.', without a port or a trailing dot") }
            guard IDNALabel.isAccepted(host: bytes) else {
                throw invalid("'xn--' labels that a browser accepts as written (URL-11)")
            }
            // A browser reads a host that ends in a number as an IPv4 address, and writes it in
            // dotted decimal: a route on another spelling could never match (URL-11).
            if IPv4Address.endsInNumber(bytes) {
                let address = IPv4Address(whatwg: bytes)
                guard let address, address.description.utf8.elementsEqual(bytes) else {
                    throw invalid(
                        address.map { "the address as a browser writes it, \($0)" }
                            ?? "a valid IPv4 address, or a name whose last label is not a number")
                }
            }
        }
        return bytes.map(ASCII.lowercased)
    }
}
