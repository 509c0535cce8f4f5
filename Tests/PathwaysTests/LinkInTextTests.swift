import Foundation
import Pathways
import Testing

@Suite("Links as people paste them")
struct LinkInTextTests {
    static func router() -> Pathways {
        var router = Pathways(origins: ["https://example.com", "shop://"])
        router.register(path: "/episodes/:id", matching: .exact) { _ in }
        return router
    }

    @Test(
        "URL-15: a link inside marks, after a word and a colon, before sentence punctuation",
        arguments: [
            ("Listen: https://example.com/episodes/7", "https://example.com/episodes/7"),
            ("Listen:https://example.com/episodes/7.", "https://example.com/episodes/7"),
            ("<https://example.com/episodes/7>", "https://example.com/episodes/7"),
            ("\"https://example.com/episodes/7\", she wrote", "https://example.com/episodes/7"),
            ("“https://example.com/episodes/7”", "https://example.com/episodes/7"),
            ("(see https://example.com/episodes/7)", "https://example.com/episodes/7"),
            ("(https://example.com/episodes/a(b))!", "https://example.com/episodes/a(b)"),
            ("  https://example.com/episodes/7  \n", "https://example.com/episodes/7"),
            ("Try shop://episodes/7, or the site", "shop://episodes/7"),
            ("See https://example.com/episodes/7#t=90?", "https://example.com/episodes/7#t=90"),
        ])
    func found(text: String, expected: String) {
        #expect(Self.router().link(in: text)?.absoluteString == expected)
    }

    @Test("URL-16: tracking parameters are removed, so a malformed escape in one no longer refuses the link")
    func tracking() throws {
        let router = Self.router()
        #expect(
            router.link(in: "Listen: <http://example.com/episodes/7?utm_campaign=50%off>.")?.absoluteString
                == "https://example.com/episodes/7")
        #expect(
            router.link(in: "https://example.com/episodes/7?t=90&utm_source=x&fbclid=1&gclid=2&dclid=3&msclkid=4#top")?.absoluteString
                == "https://example.com/episodes/7?t=90#top")
        #expect(
            router.link(in: "https://example.com/episodes/7?mc_cid=1&mc_eid=2&igshid=3&_ga=4&utm_medium=5")?.absoluteString
                == "https://example.com/episodes/7")
        #expect(
            router.link(in: "https://example.com/episodes/7?UTM_SOURCE=x&ref=a")?.absoluteString
                == "https://example.com/episodes/7?UTM_SOURCE=x&ref=a", "only the names as listed, in lower case")
        #expect(router.link(in: "https://example.com/episodes/7?ref=50%off") == nil, "a malformed escape elsewhere still refuses the link")
    }

    @Test("URL-15: http is upgraded to https only for the router's own https origins")
    func upgrade() {
        #expect(Self.router().link(in: "http://example.com/episodes/7")?.absoluteString == "https://example.com/episodes/7")
        var both = Pathways(origins: ["http://example.com", "https://example.com"])
        both.register(path: "/episodes/:id") { _ in }
        #expect(both.link(in: "http://example.com/episodes/7")?.absoluteString == "http://example.com/episodes/7")
        var any = Pathways()
        any.register(path: "/episodes/:id") { _ in }
        #expect(any.link(in: "http://example.com/episodes/7")?.absoluteString == "http://example.com/episodes/7")
    }

    @Test(
        "URL-15: no link, another host, javascript:, userinfo, invisible text and malformed links give nil",
        arguments: [
            "", "no link here", "https://evil.example/episodes/7", "javascript:alert(1)", "javascript://example.com/%0Aalert(1)",
            "https://example.com@evil.example/episodes/7", "https://example.com/episodes/\u{200B}7", "https://example.com/episodes/%ZZ",
            "https://example.com/episodes/../7", "mailto:someone@example.com", "https://example.com/other/7",
            "https://example.com/episodes/7\u{0}", "ftp://example.com/episodes/7",
        ])
    func none(text: String) {
        #expect(Self.router().link(in: text) == nil)
    }

    @Test("URL-15: the first link the router routes is returned; links it refuses or does not route are passed over")
    func firstServed() {
        let router = Self.router()
        #expect(
            router.link(in: "https://evil.example/episodes/1 then https://example.com/episodes/%ZZ then https://example.com/episodes/3")?
                .absoluteString == "https://example.com/episodes/3")
    }

    @Test("URL-15: raw non-ASCII text after the host comes back as the escapes a browser writes, which match reads")
    func rawText() throws {
        let router = Self.router()
        let url = try #require(router.link(in: "Écoute https://example.com/episodes/café!"))
        #expect(url.absoluteString == "https://example.com/episodes/caf%C3%A9")
        let match = try #require(try router.match(url))
        #expect(match.parameters.capture("id") == "café", "\(match.parameters)")
        #expect(router.link(in: "https://exämple.com/episodes/7") == nil, "a host is never rewritten")
    }

    @Test("URL-15: handle and match stay strict; what link(in:) returns, they accept")
    @MainActor
    func strict() throws {
        let router = Self.router()
        #expect(throws: PathwayError.self) { try router.match("https://example.com/episodes/7?utm_campaign=50%off") }
        #expect(throws: PathwayError.self) { try router.match(" https://example.com/episodes/7") }
        #expect(throws: PathwayError.self) { try router.match("<https://example.com/episodes/7>") }
        #expect(try router.match("http://example.com/episodes/7") == nil)
        for text in [
            "Listen: <http://example.com/episodes/7?utm_campaign=50%off>.", "(shop://episodes/x?fbclid=1)",
            "“https://example.com/episodes/é”",
        ] {
            let url = try #require(router.link(in: text), "\(text)")
            #expect(try router.handle(url.absoluteString), "\(text)")
        }
    }

    @Test("LIM-7: on a megabyte of text only the beginning is read, and at most 32 links are tried")
    func bounded() {
        let router = Self.router()
        let filler = String(repeating: "word ", count: 200_000)
        #expect(router.link(in: "https://example.com/episodes/1 " + filler)?.absoluteString == "https://example.com/episodes/1")
        #expect(router.link(in: filler + "https://example.com/episodes/1") == nil, "the link lies past the bytes read")
        #expect(router.link(in: String(repeating: "http:", count: 200_000)) == nil)
        #expect(router.link(in: "https://example.com/episodes/(" + String(repeating: ")", count: 100_000)) == nil)
        #expect(router.link(in: "https://example.com/episodes/" + String(repeating: "a", count: 1_000_000)) == nil)
        let refused = String(repeating: "https://evil.example/x ", count: 32)
        #expect(router.link(in: refused + "https://example.com/episodes/1") == nil, "the 33rd link is not tried")
        #expect(router.link(in: String(repeating: "https://evil.example/x ", count: 31) + "https://example.com/episodes/1") != nil)
    }
}
