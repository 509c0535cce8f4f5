import Foundation
import Pathways
import Testing

// A news app's screens, shared as links on its site and on its own scheme.

private struct FrontRoute: Pathway {
    static let pattern = "/"
    let edition: String?
}
private struct LiveRoute: Pathway { static let pattern = "/live" }
private struct VideoRoute: Pathway {
    static let pattern = "/videos/:id"
    let id: Int
    let autoplay: Bool?
}
private struct AboutRoute: Pathway {
    static let pattern = "/:lang/about"
    let lang: String
}
private struct TagRoute: Pathway {
    static let pattern = "/tags/*path"
    let path: [String]
}

private enum NewsScreen: PathwayDestination, Equatable {
    case front(edition: String?)
    case live
    case video(id: Int, autoplay: Bool?)
    case about(lang: String)
    case tag([String])

    var route: any Pathway {
        switch self {
        case .front(let edition): FrontRoute(edition: edition)
        case .live: LiveRoute()
        case .video(let id, let autoplay): VideoRoute(id: id, autoplay: autoplay)
        case .about(let lang): AboutRoute(lang: lang)
        case .tag(let path): TagRoute(path: path)
        }
    }
}

private func newsRouter(_ router: Pathways) -> Pathways {
    var router = router
    router.register(FrontRoute.self, matching: .exact) { NewsScreen.front(edition: $0.edition) }
    router.register(LiveRoute.self, matching: .exact) { _ in NewsScreen.live }
    router.register(VideoRoute.self, matching: .exact) { NewsScreen.video(id: $0.id, autoplay: $0.autoplay) }
    router.register(AboutRoute.self, matching: .exact) { NewsScreen.about(lang: $0.lang) }
    router.register(TagRoute.self) { NewsScreen.tag($0.path) }
    return router
}

@Suite("Links on a custom scheme")
struct CustomSchemeLinkTests {
    private let router = newsRouter(Pathways(origins: ["https://news.example.com", "news://"]))

    @Test("DEST-11: on a custom-scheme origin, the path's first component stands where the host would")
    func firstComponentAsAuthority() throws {
        let links: [(NewsScreen, String)] = [
            (.live, "news://live"),
            (.video(id: 42, autoplay: true), "news://videos/42?autoplay=true"),
            (.about(lang: "a:b@[c]"), "news://a%3Ab%40%5Bc%5D/about"),
            (.tag(["world"]), "news://tags/world"),
            (.front(edition: nil), "news://"),
            (.front(edition: "uk"), "news://?edition=uk"),
        ]
        for (screen, expected) in links {
            let link = try router.link(for: screen, origin: "news://")
            #expect(link.absoluteString == expected)
            #expect(try router.destination(for: link, as: NewsScreen.self) == screen, "\(link)")
            #expect(try router.link(for: screen, origin: "NEWS://") == link, "the origin as the router compares it")
        }
        #expect(try router.link(for: NewsScreen.live, origin: "https://news.example.com").absoluteString == "https://news.example.com/live")
        #expect(router.destinationMismatches(as: NewsScreen.self).isEmpty)
    }

    @Test("DEST-11: a first component that an authority would read otherwise is escaped and reads back as itself")
    func hostileFirstComponents() throws {
        for lang in ["a:b", ":80", "x:65536", "me@x", "@", "[::1]", "]", "%41", "%", "a/b", "a?b#c", "café", " ", "...", "~_-.", "80"] {
            let link = try router.link(for: NewsScreen.about(lang: lang), origin: "news://")
            #expect(link.absoluteString.hasPrefix("news://") && !link.absoluteString.hasPrefix("news:///"), "\(link)")
            #expect(try router.destination(for: link, as: NewsScreen.self) == .about(lang: lang), "\(link)")
        }
        let elements = ["a:b", "c@d", "[e]"]
        let tag = try router.link(for: NewsScreen.tag(elements), origin: "news://")
        #expect(tag.absoluteString == "news://tags/a%3Ab/c%40d/%5Be%5D")
        #expect(try router.destination(for: tag, as: NewsScreen.self) == .tag(elements))
    }

    @Test("DEST-11: a scheme the router does not read as custom keeps ENC-9's link, whose empty authority it reads as no host")
    func schemeThatIsNotCustom() throws {
        let custom = newsRouter(Pathways(customSchemes: ["news"]))
        #expect(try custom.link(for: NewsScreen.live, origin: "news://").absoluteString == "news://live")
        let generic = newsRouter(Pathways())
        let link = try generic.link(for: NewsScreen.live, origin: "news://")
        #expect(link.absoluteString == "news:///live")
        #expect(try generic.destination(for: link, as: NewsScreen.self) == .live)
        #expect(
            try generic.destination(for: "news://live", as: NewsScreen.self) == .front(edition: nil),
            "the host live and the path /: the front page, which is why the empty authority stays")
        #expect(
            try PathwayEncoder.shared.encode(LiveRoute(), relativeTo: #require(URL(string: "news://"))).absoluteString == "news:///live",
            "the encoder keeps its base's empty authority (ENC-9)")
    }
}
