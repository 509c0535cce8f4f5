/// The authority: userinfo, characters, the host by the rules of the scheme's kind, and the
/// port (URL-2, URL-3, URL-9 to URL-14).
extension URLReader {
    /// An authority's range (after `//`), and the host and port inside it.
    struct Authority {
        var range: Range<Int>
        var host: Range<Int>
        var port: Range<Int>?
    }

    /// Reads the authority after `scheme:` when `//` follows. Returns `nil` when there is no
    /// authority; a special scheme other than `file` must have one.
    func readAuthority(after schemeEnd: Int, kind: SchemeKind) throws(PathwayError) -> Authority? {
        let start = schemeEnd + 3
        guard start <= bytes.count, bytes[schemeEnd + 1] == ASCII.slash, bytes[schemeEnd + 2] == ASCII.slash else {
            if case .special = kind {
                // A browser skips any number of slashes and backslashes here, and reads the host
                // after them: `https:/x`, `https:x` and `https:\\x` all have the host `x`.
                throw failure(.missingHost, at: schemeEnd + 1, expected: "'//' and a host right after the scheme's ':'")
            }
            return nil
        }
        let (end, isPlainHost) = try scanAuthority(from: start, kind: kind)
        var authority = Authority(range: start..<end, host: start..<end)
        if !isPlainHost {
            // An escape, a port or an IP literal is there to check.
            (authority.host, authority.port) = try readHost(start..<end, kind: kind)
        }
        try checkHost(authority.host, kind: kind, hasPort: authority.port != nil)
        if let port = authority.port {
            guard kind != .file else {
                throw failure(.malformedURL, at: port.lowerBound - 1, expected: "a file URL without a port")
            }
            try checkPort(port)
        }
        return authority
    }

    /// Finds the end of the authority starting at `start` (the first `/`, `?` or `#`, or the
    /// end) and rejects userinfo and characters no authority may hold, from left to right, in
    /// one pass (URL-2, URL-3). Also tells whether the authority holds only unreserved
    /// characters and sub-delimiters: no escape, port or IP literal left to check.
    private func scanAuthority(from start: Int, kind: SchemeKind) throws(PathwayError) -> (end: Int, isPlainHost: Bool) {
        var index = start
        var isPlainHost = true
        while true {
            index = bytes.skip(from: index, while: ASCII.isHostCharacter)
            guard index < bytes.count else { break }
            let byte = bytes[index]
            if byte == ASCII.slash || byte == ASCII.question || byte == ASCII.hash { break }
            if byte == ASCII.at {
                throw failure(.userinfoNotAllowed, at: index, expected: "a URL without 'user@' before the host")
            }
            // Non-ASCII text in a port or an IP literal is no host name to write in punycode.
            if byte >= 0x80, kind.parsesHosts, !bytes[start..<index].contains(where: { $0 == ASCII.colon || $0 == ASCII.openBracket }) {
                throw unicodeHostFailure(authorityStart: start, at: index)
            }
            guard byte == ASCII.percent || byte == ASCII.colon || byte == ASCII.openBracket || byte == ASCII.closeBracket else {
                throw failure(.invalidCharacter, at: index, expected: "a host of letters, digits, '-', '.' or escapes")
            }
            isPlainHost = false
            index += 1
        }
        return (index, isPlainHost)
    }

    /// Splits `host[:port]`, validates an IP literal or a registered name's escapes, and returns
    /// the host's range (brackets included) and the port's text, if there is a `:`.
    private func readHost(_ authority: Range<Int>, kind: SchemeKind) throws(PathwayError) -> (Range<Int>, Range<Int>?) {
        var hostEnd = authority.upperBound
        if authority.first.map({ bytes[$0] }) == ASCII.openBracket {
            guard let close = bytes[authority].firstIndex(of: ASCII.closeBracket) else {
                throw failure(.malformedURL, at: authority.lowerBound, expected: "']' closing the IP literal")
            }
            guard close > authority.lowerBound + 1 else {
                throw failure(.malformedURL, at: close, expected: "an address inside '[' and ']'")
            }
            let address = (authority.lowerBound + 1)..<close
            for index in address {
                let byte = bytes[index]
                guard ASCII.isHexDigit(byte) || byte == ASCII.colon || byte == ASCII.dot else {
                    throw failure(.invalidCharacter, at: index, expected: "hexadecimal digits, ':' or '.' in an IP literal")
                }
            }
            try checkIPv6(address)
            hostEnd = close + 1
            guard hostEnd == authority.upperBound || bytes[hostEnd] == ASCII.colon else {
                throw failure(.malformedURL, at: hostEnd, expected: "':' and a port, or the end of the authority")
            }
        } else {
            // A registered name holds no ':', so the port starts at the first one (URL-2).
            hostEnd = bytes[authority].firstIndex(of: ASCII.colon) ?? authority.upperBound
            if kind.parsesHosts, let percent = bytes[authority.lowerBound..<hostEnd].firstIndex(of: ASCII.percent) {
                // A browser decodes these and reads the host it finds, which may be another one.
                throw escapedHostFailure(authority.lowerBound..<hostEnd, at: percent)
            }
            do {
                _ = try PercentDecoding.validate(bytes.view(authority.lowerBound..<hostEnd), raw: .host)
            } catch {
                throw failure(
                    error.code, at: authority.lowerBound + error.offset, text: authority.lowerBound..<hostEnd,
                    expected: "a host of letters, digits, '-', '.' or well-formed escapes")
            }
        }
        guard hostEnd < authority.upperBound else { return (authority.lowerBound..<hostEnd, nil) }
        return (authority.lowerBound..<hostEnd, (hostEnd + 1)..<authority.upperBound)
    }

    /// A port is digits, at most 65535 once leading zeros are read (URL-10); an empty port is
    /// allowed, as browsers allow it.
    private func checkPort(_ port: Range<Int>) throws(PathwayError) {
        var value = 0
        for index in port {
            guard ASCII.isDigit(bytes[index]) else {
                throw failure(.malformedURL, at: index, expected: "a port of digits after ':'")
            }
            value = value * 10 + Int(bytes[index] &- UInt8(ascii: "0"))
            guard value <= 65535 else {
                throw failure(.malformedURL, at: port.lowerBound, text: port, expected: "a port from 0 to 65535")
            }
        }
    }

    /// The rules for a host that depend on the scheme and the port (URL-9, URL-10, URL-11,
    /// URL-13).
    private func checkHost(_ host: Range<Int>, kind: SchemeKind, hasPort: Bool) throws(PathwayError) {
        if host.isEmpty {
            if hasPort {
                throw failure(.missingHost, at: host.lowerBound, expected: "a host before the port")
            }
            if case .special = kind {
                throw failure(.missingHost, at: host.lowerBound, expected: "a host after '//'")
            }
            return
        }
        guard kind.parsesHosts, bytes[host.lowerBound] != ASCII.openBracket else { return }
        let name = bytes.view(host)
        if IPv4Address.endsInNumber(name) {
            let address = IPv4Address(whatwg: name)
            guard let address, address.description.utf8.elementsEqual(name) else {
                throw failure(
                    .invalidHost, at: host.lowerBound, text: host,
                    expected: address.map { "the address as a browser writes it, \($0)" }
                        ?? "a valid IPv4 address (a browser refuses a host that ends in a number otherwise)")
            }
        }
        guard IDNALabel.isAccepted(host: name) else {
            throw failure(
                .invalidHost, at: host.lowerBound, text: host,
                expected: "'xn--' labels that a browser accepts as written (Pathways accepts Latin, Greek and Cyrillic "
                    + "lower-case letters, kana, CJK ideographs and Hangul)")
        }
        if kind == .file, name.lazy.map(ASCII.lowercased).elementsEqual("localhost".utf8) {
            throw failure(
                .invalidHost, at: host.lowerBound, text: host, expected: "'file:///' (a browser reads the host 'localhost' as no host)")
        }
    }

    /// An IP literal's address must be valid IPv6 in the form a browser writes (URL-12).
    private func checkIPv6(_ address: Range<Int>) throws(PathwayError) {
        let text = bytes.view(address)
        let parsed = IPv6Address(whatwg: text)
        guard let parsed, parsed.isWritten(as: text) else {
            throw failure(
                .invalidHost, at: address.lowerBound, text: address,
                expected: parsed.map { "the address as a browser writes it, [\($0)]" } ?? "a valid IPv6 address")
        }
    }

    /// The refusal of raw non-ASCII text in a special scheme's host (URL-11): a browser converts
    /// such a host to Punycode by UTS #46 before it opens the link. The message shows that
    /// form when Pathways is sure of it (``IDNALabel/asciiForm(of:)``).
    private func unicodeHostFailure(authorityStart start: Int, at index: Int) -> PathwayError {
        // The host runs to the first byte that ends the authority or starts a port; a port, an
        // '@' or a character out of place after it is reported once the host is written in ASCII.
        let end = bytes.skip(from: start) { $0 != ASCII.slash && $0 != ASCII.question && $0 != ASCII.hash && $0 != ASCII.colon }
        let host = start..<end
        let form = IDNALabel.asciiForm(of: Array(bytes[host]))
        return failure(
            .invalidHost, at: index, text: host,
            expected: form.map { "the host in punycode, as a browser reads it: '\($0)'" }
                ?? "the host in punycode ('xn--' labels), as a browser converts it by UTS #46 before it opens the link")
    }

    /// The refusal of a percent-escape in a special scheme's host (URL-11): a browser decodes
    /// the escapes, and then reads the host it finds. The message shows that host when it is
    /// ASCII, or Unicode that Pathways can write in Punycode as a browser does.
    private func escapedHostFailure(_ host: Range<Int>, at percent: Int) -> PathwayError {
        var decoded: [UInt8] = []
        if (try? PercentDecoding.validate(bytes.view(host), raw: .host)) != nil {
            bytes.view(host).forEachDecodedByte { decoded.append($0) }
        }
        let form = decoded.isEmpty ? nil : IDNALabel.asciiForm(of: decoded)
        return failure(
            .invalidHost, at: percent, text: host,
            expected: form.map { "the host as a browser reads it, without percent-escapes: '\($0)'" }
                ?? "a host without percent-escapes (a browser decodes them first); an internationalized host in punycode ('xn--' labels)")
    }
}
