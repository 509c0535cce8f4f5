import Pathways
import Testing

@Suite("Percent-coding")
struct PercentCodingTests {
    let decoder = PathwayDecoder.shared
    let encoder = PathwayEncoder.shared

    func title(_ path: String) throws -> String {
        try decoder.decode(NoteRoute.self, fromPath: "/notes/" + path).title
    }

    @Test("PCT-1: decoded exactly once")
    func once() throws {
        #expect(try title("a%2520b") == "a%20b")
        #expect(try title("a%2Fb") == "a/b")
    }

    @Test("PCT-2: malformed escapes are rejected", arguments: ["%", "%4", "%ZZ", "%G1", "a%2"])
    func malformed(_ text: String) {
        expectError(.malformedPercentEncoding, .match) { _ = try title(text) }
    }

    @Test("PCT-2: hex digits of either case")
    func hexCase() throws {
        #expect(try title("%c3%a9") == "é")
        #expect(try title("%C3%A9") == "é")
    }

    @Test(
        "PCT-3, SEC-6: invalid UTF-8 is rejected, never replaced",
        arguments: [
            "%FF", "%C0%AF", "%ED%A0%80", "%E2%82", "%80", "%F4%90%80%80", "%C2", "%E2%82%41",
        ])
    func invalidUTF8(_ text: String) {
        expectError(.invalidUTF8, .match) { _ = try title(text) }
    }

    @Test(
        "PCT-2, PCT-3, PCT-4, ERR-3: text after an escape is checked too, and the first problem is reported",
        arguments: [
            ("a%20b%ZZ", PathwayError.Code.malformedPercentEncoding, 12),
            ("%41%C3", .invalidUTF8, 10),
            ("%20%0A", .controlCharacter, 10),
            ("a%20b|c%ZZ", .invalidCharacter, 12),
        ])
    func afterAnEscape(_ text: String, _ code: PathwayError.Code, _ offset: Int) {
        // "/notes/" is 7 bytes, so the component starts at offset 7.
        let error = expectError(code, .match) { _ = try title(text) }
        #expect(error?.offset == offset)
    }

    @Test("PCT-1: plain text around escapes decodes once, in place")
    func mixed() throws {
        #expect(try title("%41x%E2%82%ACy%2Fz") == "Ax€y/z")
    }

    @Test("PCT-3: the largest scalars and multi-byte forms decode")
    func validUTF8() throws {
        #expect(try title("%E2%82%AC") == "€")
        #expect(try title("%F4%8F%BF%BF") == "\u{10FFFF}")
        #expect(try title("%F0%9F%87%BA%F0%9F%87%A6") == "🇺🇦")
    }

    @Test("PCT-4, SEC-5: control characters are rejected", arguments: ["%00", "%0A", "%0D%0A", "%7F", "%C2%80", "%C2%85", "%C2%9F", "%1F"])
    func controls(_ text: String) {
        expectError(.controlCharacter, .match) { _ = try title(text) }
    }

    @Test("PCT-5: no Unicode normalization")
    func bytes() throws {
        let nfc = try title("%C3%A9")
        let nfd = try title("e%CC%81")
        #expect(Array(nfc.utf8) == [0xC3, 0xA9])
        #expect(Array(nfd.utf8) == [0x65, 0xCC, 0x81])
    }

    @Test(
        "PCT-6: everything but unreserved is escaped with upper-case hex",
        arguments: [
            ("a b/c", "a%20b%2Fc"), ("café", "caf%C3%A9"), ("x~y.z_w-v", "x~y.z_w-v"), ("100%", "100%25"), ("a+b", "a%2Bb"),
            ("!$&'()*,;=", "%21%24%26%27%28%29%2A%2C%3B%3D"), (":/?#[]@", "%3A%2F%3F%23%5B%5D%40"),
        ])
    func encoding(_ value: String, _ expected: String) throws {
        #expect(try encoder.encode(NoteRoute(title: value)) == "/notes/" + expected)
    }

    @Test(
        "PCT-7: encoding round-trips byte for byte",
        arguments: [
            "🇺🇦", "e\u{301}", "\u{E9}", "%41", "../x", "a/b?c#d", "\u{FEFF}x", "\u{202E}evil", "\u{301}start", "日本語", "👩‍👩‍👧",
        ])
    func roundTrip(_ value: String) throws {
        let decoded = try decoder.decode(NoteRoute.self, fromPath: encoder.encode(NoteRoute(title: value)))
        #expect(Array(decoded.title.utf8) == Array(value.utf8))
    }
}
