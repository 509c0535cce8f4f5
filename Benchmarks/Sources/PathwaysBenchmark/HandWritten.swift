/// What a developer would write by hand instead of using ``PathwayDecoder`` and
/// ``PathwayEncoder``: split the path, compare the literals, percent-decode, `Int(...)`; and
/// string building with percent-encoding. The baselines for (c) and (d).
enum HandWritten {
    // MARK: Decoding

    // The byte-level parse a careful developer writes: split the UTF-8 bytes on "/", compare
    // literals byte for byte, decode escapes, `Int(...)`. (`String.split` works on Characters and
    // is much slower; the `Characters` variants below measure that common shortcut.)

    static func parseIssue(_ path: String) -> IssueRoute? {
        withComponents(path) { bytes, parts in
            guard parts.count == 5, equals(bytes, parts[0], "repos"), equals(bytes, parts[3], "issues"),
                let owner = decoded(bytes, parts[1]), let repo = decoded(bytes, parts[2]),
                let number = decoded(bytes, parts[4]).flatMap({ Int($0) })
            else { return nil }
            return IssueRoute(owner: owner, repo: repo, issueNumber: number)
        }
    }

    static func parseContents(_ path: String) -> ContentsRoute? {
        withComponents(path) { bytes, parts in
            guard parts.count == 5, equals(bytes, parts[0], "repos"), equals(bytes, parts[3], "contents"),
                let owner = decoded(bytes, parts[1]), let repo = decoded(bytes, parts[2]), let file = decoded(bytes, parts[4])
            else { return nil }
            return ContentsRoute(owner: owner, repo: repo, path: file)
        }
    }

    static func parseUser(_ path: String) -> UserRoute? {
        withComponents(path) { bytes, parts in
            guard parts.count == 2, equals(bytes, parts[0], "users"), let name = decoded(bytes, parts[1]) else { return nil }
            return UserRoute(username: name)
        }
    }

    /// `/search?…`: the first `q`, the first `page`, every `tag`; other parameters ignored.
    /// Names are decoded before they are compared, as they must be (`%71` is `q`).
    static func parseSearch(_ path: String) -> SearchRoute? {
        var path = path
        return path.withUTF8 { bytes -> SearchRoute? in
            guard let question = bytes.firstIndex(of: UInt8(ascii: "?")), equals(bytes, 0..<question, "/search") else { return nil }
            var query: String?
            var page: Int?
            var tags: [String] = []
            var start = question + 1
            for index in start...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: "&") {
                let pair = start..<index
                start = index + 1
                guard let equalsSign = bytes[pair].firstIndex(of: UInt8(ascii: "=")) else { continue }
                guard let name = decoded(bytes, pair.lowerBound..<equalsSign), let value = decoded(bytes, equalsSign + 1..<pair.upperBound)
                else { return nil }
                switch name {
                case "q":
                    if query == nil { query = value }
                case "page":
                    guard let number = Int(value) else { return nil }
                    if page == nil { page = number }
                case "tag":
                    tags.append(value)
                default:
                    break
                }
            }
            guard let query else { return nil }
            return SearchRoute(q: query, page: page, tag: tags)
        }
    }

    /// `/files/a/b/c`: one decoded element per component after `files`.
    static func parseFiles(_ path: String) -> FileRoute? {
        withComponents(path) { bytes, parts in
            guard parts.count >= 2, equals(bytes, parts[0], "files") else { return nil }
            var elements: [String] = []
            elements.reserveCapacity(parts.count - 1)
            for part in parts.dropFirst() {
                guard let element = decoded(bytes, part) else { return nil }
                elements.append(element)
            }
            return FileRoute(path: elements)
        }
    }

    /// The byte ranges of the components of `/a/b/c`.
    private static func withComponents<Result>(
        _ path: String, _ body: (UnsafeBufferPointer<UInt8>, [Range<Int>]) -> Result?
    ) -> Result? {
        var path = path
        return path.withUTF8 { bytes in
            guard bytes.first == slash else { return nil }
            var parts: [Range<Int>] = []
            var start = 1
            for index in 1...bytes.count where index == bytes.count || bytes[index] == slash {
                parts.append(start..<index)
                start = index + 1
            }
            return body(bytes, parts)
        }
    }

    private static func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ literal: StaticString) -> Bool {
        range.count == literal.utf8CodeUnitCount
            && UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount).elementsEqual(bytes[range])
    }

    /// A non-empty component, percent-decoded; `nil` for a malformed escape or invalid UTF-8.
    private static func decoded(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String? {
        guard !range.isEmpty else { return nil }
        let text = UnsafeBufferPointer(rebasing: bytes[range])
        guard text.contains(UInt8(ascii: "%")) else { return String(decoding: text, as: UTF8.self) }
        var output: [UInt8] = []
        output.reserveCapacity(text.count)
        var index = 0
        while index < text.count {
            guard text[index] == UInt8(ascii: "%") else {
                output.append(text[index])
                index += 1
                continue
            }
            guard index + 2 < text.count, let high = hexValue(text[index + 1]), let low = hexValue(text[index + 2]) else { return nil }
            output.append(high << 4 | low)
            index += 3
        }
        return String(validating: output, as: UTF8.self)
    }

    static func parseIssueCharacters(_ path: String) -> IssueRoute? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 6, parts[0].isEmpty, parts[1] == "repos", parts[4] == "issues",
            let owner = decodedComponent(parts[2].utf8), let repo = decodedComponent(parts[3].utf8),
            let number = decodedComponent(parts[5].utf8).flatMap({ Int($0) })
        else { return nil }
        return IssueRoute(owner: owner, repo: repo, issueNumber: number)
    }

    static func parseContentsCharacters(_ path: String) -> ContentsRoute? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 6, parts[0].isEmpty, parts[1] == "repos", parts[4] == "contents",
            let owner = decodedComponent(parts[2].utf8), let repo = decodedComponent(parts[3].utf8),
            let file = decodedComponent(parts[5].utf8)
        else { return nil }
        return ContentsRoute(owner: owner, repo: repo, path: file)
    }

    static func parseUserCharacters(_ path: String) -> UserRoute? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].isEmpty, parts[1] == "users", let name = decodedComponent(parts[2].utf8) else { return nil }
        return UserRoute(username: name)
    }

    private static let slash = UInt8(ascii: "/")

    /// A non-empty component, percent-decoded; `nil` for a malformed escape or invalid UTF-8.
    private static func decodedComponent(_ text: Substring.UTF8View) -> String? {
        guard !text.isEmpty else { return nil }
        guard text.contains(UInt8(ascii: "%")) else { return String(Substring(text)) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.count)
        var iterator = text.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    /// Decodes escapes of already-validated text (the linear router's captures).
    static func percentDecoded(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard bytes.contains(UInt8(ascii: "%")) else { return String(decoding: bytes, as: UTF8.self) }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
                let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
            {
                output.append(high << 4 | low)
                index += 3
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    // MARK: Encoding

    static func path(_ route: IssueRoute) -> String {
        "/repos/" + escaped(route.owner) + "/" + escaped(route.repo) + "/issues/" + String(route.issueNumber)
    }

    static func path(_ route: ContentsRoute) -> String {
        "/repos/" + escaped(route.owner) + "/" + escaped(route.repo) + "/contents/" + escaped(route.path)
    }

    static func path(_ route: UserRoute) -> String {
        "/users/" + escaped(route.username)
    }

    static func path(_ route: SearchRoute) -> String {
        var path = "/search?q=" + escaped(route.q)
        if let page = route.page { path += "&page=" + String(page) }
        for tag in route.tag { path += "&tag=" + escaped(tag) }
        return path
    }

    static func path(_ route: FileRoute) -> String {
        "/files/" + route.path.map(escaped).joined(separator: "/")
    }

    /// Percent-encodes everything but RFC 3986 unreserved characters.
    static func escaped(_ text: String) -> String {
        func isUnreserved(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                true
            default: false
            }
        }
        guard !text.utf8.allSatisfy(isUnreserved) else { return text }
        let digits = Array("0123456789ABCDEF".utf8)
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count * 3)
        for byte in text.utf8 {
            if isUnreserved(byte) {
                output.append(byte)
            } else {
                output.append(UInt8(ascii: "%"))
                output.append(digits[Int(byte >> 4)])
                output.append(digits[Int(byte & 0x0F)])
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}
