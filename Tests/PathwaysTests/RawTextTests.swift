import Foundation
import Testing

@testable import Pathways

/// The text of a noncharacter, which a Swift string literal may not spell.
private func noncharacter(_ value: UInt32) -> String {
    Unicode.Scalar(value).map { String(Character($0)) } ?? ""
}

/// Links as people paste them: raw non-ASCII text in the path, query and fragment is read as a
/// browser reads it, as the escapes of its UTF-8 bytes (URL-6); raw text that cannot be seen is
/// refused; a host in Unicode is refused with its punycode form (URL-11).
@Suite("Raw non-ASCII text")
@MainActor
struct RawTextTests {
    let journal = Journal()

    /// The same link written with raw text and with the escapes a browser writes for it.
    nonisolated static let rawAndEscaped: [(raw: String, escaped: String)] = [
        ("https://shop.example.com/c/👟", "https://shop.example.com/c/%F0%9F%91%9F"),
        ("https://shop.example.com/search?q=👟", "https://shop.example.com/search?q=%F0%9F%91%9F"),
        ("https://example.com/café?ville=Montréal#été", "https://example.com/caf%C3%A9?ville=Montr%C3%A9al#%C3%A9t%C3%A9"),
        ("https://example.com/日本/東京?語=ä&ö", "https://example.com/%E6%97%A5%E6%9C%AC/%E6%9D%B1%E4%BA%AC?%E8%AA%9E=%C3%A4&%C3%B6"),
        ("https://example.com/cb#done/ü?token=ß", "https://example.com/cb#done/%C3%BC?token=%C3%9F"),
        ("myapp://products/ñ/x?a=ç", "myapp://products/%C3%B1/x?a=%C3%A7"),
        ("https://example.com/a/caf%C3%A9é", "https://example.com/a/caf%C3%A9%C3%A9"),
        ("https://example.com/👨‍👩‍👧/❤️", "https://example.com/%F0%9F%91%A8%E2%80%8D%F0%9F%91%A9%E2%80%8D%F0%9F%91%A7/%E2%9D%A4%EF%B8%8F"),
    ]

    @Test("URL-6: raw non-ASCII text reads as its escapes, in the path, query and fragment", arguments: rawAndEscaped)
    func rawReadsAsEscaped(_ raw: String, _ escaped: String) throws {
        let fromRaw = try ParsedURL.read(raw, customSchemes: ["myapp"])
        let fromEscapes = try ParsedURL.read(escaped, customSchemes: ["myapp"])
        #expect(fromRaw.components == fromEscapes.components)
        #expect(fromRaw.query == fromEscapes.query)
        #expect(fromRaw.fragmentRoute == fromEscapes.fragmentRoute)
        #expect(fromRaw.fragmentParameters == fromEscapes.fragmentParameters)
        #expect(fromRaw.host == fromEscapes.host)
    }

    @Test("URL-6: the issue's links reach their routes with the text itself")
    func issueLinks() throws {
        let router = try makeRouter([("category", "/c/:slug", .exact), ("search", "/search", .exact)], journal: journal)
        #expect(try router.handle("https://shop.example.com/c/👟"))
        #expect(try router.handle("https://shop.example.com/search?q=👟"))
        #expect(journal.routes == ["category", "search"])
        #expect(journal.entries.first?.parameters.captures == [.init(name: "slug", value: "👟")])
        #expect(journal.entries.last?.parameters.query == [.init(name: "q", value: "👟")])
    }

    @Test("URL-6, MATCH-1: a literal matches its raw and its escaped spelling, and a tie does not depend on it")
    func literalsMatchBothSpellings() throws {
        let router = try makeRouter([("cafe", "/café/:id", .exact), ("shoe", "/c/%F0%9F%91%9F", .exact)], journal: journal)
        for url in [
            "https://example.com/café/1", "https://example.com/caf%C3%A9/1", "https://example.com/caf%c3%a9/1",
            "https://example.com/c/👟", "https://example.com/c/%F0%9F%91%9F",
        ] {
            #expect(try router.handle(url), "\(url)")
        }
        #expect(journal.routes == ["cafe", "cafe", "cafe", "shoe", "shoe"])
        // Byte for byte, never normalized (PCT-5): the NFD spelling is another literal.
        #expect(try !router.handle("https://example.com/cafe\u{301}/1"))
    }

    @Test("URL-6: typed routes decode raw text in a capture and in a query field, and encode it escaped")
    func typedRoutes() throws {
        struct Category: Pathway, Equatable {
            static let pattern = "/c/:slug"
            let slug: String
            let q: String?
        }
        let decoder = PathwayDecoder.shared
        let raw = try decoder.decode(Category.self, from: "https://example.com/c/👟?q=café")
        #expect(raw == Category(slug: "👟", q: "café"))
        // Foundation escapes the text itself; both readings give the same value.
        #expect(try decoder.decode(Category.self, from: #require(URL(string: "https://example.com/c/👟?q=café"))) == raw)
        #expect(try PathwayEncoder.shared.encode(raw) == "/c/%F0%9F%91%9F?q=caf%C3%A9")
    }

    /// Code points that cannot be seen when written raw: a C1 control, spaces other than
    /// U+0020, and invisible format characters.
    nonisolated static let invisible: [Unicode.Scalar] = [
        "\u{85}", "\u{A0}", "\u{AD}", "\u{61C}", "\u{180E}", "\u{2003}", "\u{200B}", "\u{200E}", "\u{200F}", "\u{2028}",
        "\u{202E}", "\u{202F}", "\u{2060}", "\u{2066}", "\u{2069}", "\u{3000}", "\u{3164}", "\u{FEFF}", "\u{FFF9}",
        "\u{1D173}",
    ]

    @Test("URL-6, SEC-7: an invisible code point written raw is refused, and its message gives the escape", arguments: invisible)
    func invisibleRaw(_ scalar: Unicode.Scalar) throws {
        let router = try makeRouter([("user", "/users/:name", .exact), ("root", "/", .prefix)], journal: journal)
        let escape = String(scalar).utf8.map { "%" + String($0, radix: 16, uppercase: true) }.joined()
        for url in ["https://example.com/users/\(scalar)admin", "https://example.com/?q=\(scalar)", "https://example.com/#a\(scalar)"] {
            let error = expectError(.invalidCharacter, .match) { _ = try router.handle(url) }
            #expect(error?.offset == url.utf8.firstIndex { $0 >= 0x80 }.map { url.utf8.distance(from: url.utf8.startIndex, to: $0) })
            #expect(error?.expected?.contains("'\(escape)'") == true, "\(String(describing: error))")
            #expect(error?.description.contains("cannot be seen when written raw") == true)
        }
        // Escaped, it is visible in the link and read as text (SEC-7), but for a control (PCT-4).
        if scalar.value < 0xA0 {
            expectError(.controlCharacter, .match) { _ = try router.handle("https://example.com/users/\(escape)admin") }
        } else {
            #expect(try router.handle("https://example.com/users/\(escape)admin"))
            #expect(journal.entries.last?.parameters.captures == [.init(name: "name", value: "\(scalar)admin")])
        }
    }

    @Test("URL-6: the message names the code point with at least four hex digits")
    func invisibleMessage() throws {
        let error = expectError(.invalidCharacter, .match) { _ = try ParsedURL.read("https://example.com/a\u{A0}b") }
        #expect(
            error?.expected == "a visible character: U+00A0 cannot be seen when written raw; write '%C2%A0' if it is meant",
            "\(String(describing: error))")
    }

    @Test(
        "URL-6: joiners, variation selectors, tags, noncharacters, private use and unassigned code points are text",
        arguments: [
            "\u{200C}", "\u{200D}", "👨‍👩‍👧", "❤️", "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", noncharacter(0xFDD0),
            noncharacter(0xFFFE),
            noncharacter(0x10FFFF), "\u{E000}", "\u{0378}", "\u{FFFD}", "e\u{301}", "\u{7FF}", "\u{800}", "\u{FFFF}", "\u{10000}",
        ])
    func visibleEnough(_ text: String) throws {
        let router = try makeRouter([("user", "/users/:name", .exact)], journal: journal)
        #expect(try router.handle("https://example.com/users/\(text)?q=\(text)#\(text)"))
        #expect(journal.entries.last?.parameters.captures == [.init(name: "name", value: text)])
        #expect(journal.entries.last?.parameters.query == [.init(name: "q", value: text)])
    }

    @Test(
        "URL-6: the ASCII characters a browser escapes stay refused, raw non-ASCII beside them or not",
        arguments: [
            "https://example.com/é b", "https://example.com/é\"", "https://example.com/é<", "https://example.com/é>",
            "https://example.com/é\\", "https://example.com/é^", "https://example.com/é`", "https://example.com/é{",
            "https://example.com/é|", "https://example.com/é}", "https://example.com/é\t", "https://example.com/é\n",
            "https://example.com/?q=é b", "https://example.com/#é#",
        ])
    func asciiStaysRefused(_ url: String) {
        expectError(.invalidCharacter, .match) { _ = try ParsedURL.read(url) }
    }

    @Test("PCT-3: raw text and escapes never share one UTF-8 sequence, and stray bytes are invalid UTF-8")
    func mixedSequences() throws {
        // A String cannot hold these; the reader is total over any bytes all the same.
        let cases: [([UInt8], Int)] = [
            (Array("%C3".utf8) + [0xA9], 0),  // an escaped lead, a raw continuation
            ([0xC3] + Array("%A9".utf8), 0),  // a raw lead, an escaped continuation
            ([0x61, 0xA9], 1),  // a lone continuation
            ([0x61, 0xC3], 1),  // a truncated sequence
            ([0xC0, 0xAF], 0),  // an overlong '/'
            ([0xED, 0xA0, 0x80], 0),  // a surrogate
            ([0xF4, 0x90, 0x80, 0x80], 0),  // above U+10FFFF
            ([0xFF], 0),
        ]
        for (bytes, offset) in cases {
            let failure = ByteView.withBytes(of: bytes) { view in
                Result { () throws(PercentDecoding.Failure) in try PercentDecoding.validate(view, raw: .path) }
            }
            guard case .failure(let error) = failure else {
                Issue.record("\(bytes) was accepted")
                continue
            }
            #expect(error.code == .invalidUTF8, "\(bytes)")
            #expect(error.offset == offset, "\(bytes)")
        }
        #expect(
            try ByteView.withBytes(of: Array("é%C3%A9".utf8)) { view throws(PercentDecoding.Failure) in
                try PercentDecoding.validate(view, raw: .query)
            } == 4)
    }

    @Test("PCT-1: raw and escaped non-ASCII decode to the same bytes in one component")
    func decodedLength() throws {
        let parsed = try ParsedURL.read("https://example.com/%C3%A9é%2Fé")
        #expect(parsed.components == ["éé/é"])
    }
}

/// Hosts written in Unicode: a browser converts them to punycode (URL-11).
@Suite("Hosts in Unicode")
@MainActor
struct UnicodeHostTests {
    @Test(
        "URL-11: a special host in Unicode is refused with the punycode form a browser reads",
        arguments: [
            ("https://shöp.example.com/", "xn--shp-tna.example.com"), ("https://SHöP.Example.COM/c/👟", "xn--shp-tna.example.com"),
            ("http://münchen.de:8080/x", "xn--mnchen-3ya.de"), ("https://例え.jp/", "xn--r8jz45g.jp"),
            ("wss://пример.рф/", "xn--e1afmkfd.xn--p1ai"), ("file://bücher.example/x", "xn--bcher-kva.example"),
        ])
    func unicodeHost(_ url: String, _ form: String) throws {
        let error = expectError(.invalidHost, .match) { _ = try ParsedURL.read(url) }
        #expect(error?.expected == "the host in punycode, as a browser reads it: '\(form)'", "\(String(describing: error))")
        // The form shown is one Pathways reads.
        let fixed = try ParsedURL.read(url.replacingOccurrences(of: try #require(error?.text), with: form))
        #expect(fixed.host == form)
    }

    @Test(
        "URL-11: where a browser maps the text first, the message says punycode and shows no form it cannot be sure of",
        arguments: [
            "https://ÖBB.at/", "https://exаmple.com。evil/", "https://ｅxample.com/", "https://👟.example/", "https://shöp!.com/",
            "https://ö.1/", "https://shöp\u{200B}.com/",
        ])
    func mappedHost(_ url: String) {
        let error = expectError(.invalidHost, .match) { _ = try ParsedURL.read(url) }
        #expect(
            error?.expected == "the host in punycode ('xn--' labels), as a browser converts it by UTS #46 before it opens the link",
            "\(String(describing: error))")
        #expect(error?.description.contains("xn--") == true)
    }

    @Test("URL-2: non-ASCII text in a port or an IP literal is an invalid character, not a host to write in punycode")
    func portAndLiteral() {
        for url in ["https://example.com:8ö/", "https://[::1ö]/", "https://[::1]:ö/"] {
            let error = expectError(.invalidCharacter, .match) { _ = try ParsedURL.read(url) }
            #expect(error?.description.contains("punycode") == false, "\(String(describing: error))")
        }
    }

    @Test("URL-11: the error points at the first non-ASCII byte and quotes the host")
    func position() {
        let error = expectError(.invalidHost, .match) { _ = try ParsedURL.read("https://shöp.example.com:8443/a") }
        #expect(error?.offset == 10)
        #expect(error?.text == "shöp.example.com")
    }

    @Test(
        "URL-11: an escaped special host is refused with the host a browser reads, in punycode where it is Unicode",
        arguments: [
            ("https://ex%61mple.com/", "example.com"), ("https://sh%C3%B6p.example.com/", "xn--shp-tna.example.com"),
            ("https://EX%41MPLE.com:1/", "example.com"),
        ])
    func escapedHost(_ url: String, _ form: String) {
        let error = expectError(.invalidHost, .match) { _ = try ParsedURL.read(url) }
        #expect(error?.expected == "the host as a browser reads it, without percent-escapes: '\(form)'", "\(String(describing: error))")
    }

    @Test(
        "URL-11: an escaped host whose reading Pathways cannot be sure of is told to drop the escapes and use punycode",
        arguments: ["https://example.com%40evil.com/", "https://ex%ZZample.com/", "https://ex%2Fample.com/", "https://%C3%96BB.at/"])
    func escapedHostGeneric(_ url: String) {
        let error = expectError(.invalidHost, .match) { _ = try ParsedURL.read(url) }
        #expect(
            error?.expected
                == "a host without percent-escapes (a browser decodes them first); an internationalized host in punycode ('xn--' labels)",
            "\(String(describing: error))")
    }

    @Test("URL-14: another scheme's host keeps the escapes a browser writes; raw text there is still refused")
    func opaqueHosts() throws {
        let error = expectError(.invalidCharacter, .match) { _ = try ParsedURL.read("foo://shöp/x") }
        #expect(error?.expected == "a host of letters, digits, '-', '.' or escapes")
        #expect(try ParsedURL.read("foo://sh%C3%B6p/x").host == "sh%C3%B6p")
        expectError(.invalidCharacter, .match) { _ = try ParsedURL.read("myapp://👟/x", customSchemes: ["myapp"]) }
    }

    @Test("Punycode: the encoder writes RFC 3492's sample strings, and decoding reverses it")
    func punycodeSamples() throws {
        let samples: [(String, String)] = [
            ("bücher", "bcher-kva"), ("münchen", "mnchen-3ya"), ("例え", "r8jz45g"), ("пример", "e1afmkfd"),
            // RFC 3492 section 7.1, (A) Arabic (Egyptian) and (L) Japanese.
            (
                "\u{644}\u{64A}\u{647}\u{645}\u{627}\u{628}\u{62A}\u{643}\u{644}\u{645}\u{648}\u{634}\u{639}\u{631}\u{628}\u{64A}\u{61F}",
                "egbpdaj6bu4bxfgehfvwxn"
            ),
            ("3\u{5E74}B\u{7D44}\u{91D1}\u{516B}\u{5148}\u{751F}", "3B-ww4c5e180e575a65lsy2b"),
        ]
        for (text, encoded) in samples {
            let scalars = text.unicodeScalars.map(\.value)
            #expect(try String(decoding: #require(Punycode.encode(scalars)), as: UTF8.self) == encoded)
            #expect(
                Punycode.decode(Array(encoded.lowercased().utf8)) == scalars.map { $0 < 0x80 ? UInt32(ASCII.lowercased(UInt8($0))) : $0 })
        }
    }
}
