import Pathways
import Testing

@Suite("A bare fragment: its text, and the media-fragment form")
struct MediaFragmentTests {
    static func router() -> Pathways {
        var router = Pathways()
        router.register(path: "/episodes/:id", matching: .exact, supportFragmentParams: true) { _ in }
        router.register(path: "/clips/:id", matching: .exact) { _ in }
        router.register(path: "/chapters#t=90", matching: .exact, supportFragmentParams: true) { _ in }
        return router
    }

    @Test("FRAG-6: with fragment parameters and no fragment route, #t=90 gives t = 90")
    func pairs() throws {
        let router = Self.router()
        let episode = try #require(try router.match("https://example.com/episodes/7#t=90"))
        #expect(episode.parameters["t"] == "90")
        #expect(episode.parameters.fragment == [.init(name: "t", value: "90")])
        let two = try #require(try router.match("https://example.com/episodes/7#t=1m30s&track=fr%20ca"))
        #expect(two.parameters.values(named: "track") == ["fr ca"] && two.parameters["t"] == "1m30s")
        #expect(try router.match("https://example.com/episodes/7#top")?.parameters.fragment == [], "no '=': no parameters (FRAG-4)")
        #expect(try router.match("https://example.com/episodes/7#t=90?x=1")?.parameters.fragment == [.init(name: "x", value: "1")])
        #expect(try router.match("https://example.com/clips/7#t=90")?.parameters["t"] == nil, "FRAG-2")
        #expect(try router.match("https://example.com/chapters#t=90")?.parameters.fragment == [], "a fragment route is not parameters")
    }

    @Test("FRAG-6: every route and every match give the fragment's text, decoded; nil without '#'")
    func text() throws {
        let router = Self.router()
        #expect(try router.match("https://example.com/clips/7#t=90")?.fragmentText == "t=90")
        #expect(try router.match("https://example.com/clips/7#a%20b?x=1")?.parameters.fragmentText == "a b")
        #expect(try router.match("https://example.com/clips/7#")?.fragmentText == "")
        #expect(try router.match("https://example.com/clips/7")?.fragmentText == nil)
        #expect(try router.match("https://example.com/episodes/7#t=90")?.fragmentText == "t=90")
    }
}
