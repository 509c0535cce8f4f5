import Pathways
import PathwaysAssociations
import Testing

// A news app that shares links on its own scheme: every link its router writes there must be
// one its generated intent filters take.

private struct FrontRoute: Pathway { static let pattern = "/" }
private struct LiveRoute: Pathway { static let pattern = "/live" }
private struct VideoRoute: Pathway {
    static let pattern = "/videos/:id"
    let id: Int
    let autoplay: Bool?
}
private struct TagRoute: Pathway {
    static let pattern = "/tags/*path"
    let path: [String]
}
private struct AboutRoute: Pathway {
    static let pattern = "/:lang/about"
    let lang: String
}
private struct SettingsRoute: Pathway { static let pattern = "/settings" }
private struct SearchRoute: Pathway {
    static let pattern = "/search"
    let q: String?
}
private struct MenuRoute: Pathway { static let pattern = "/café/menu" }
private struct HomeNotesRoute: Pathway { static let pattern = "/me@home/notes" }
private struct BetaRoute: Pathway {
    static let pattern = "/v1%3Abeta/:page"
    let page: String
}

private enum NewsScreen: PathwayDestination, Equatable {
    case front, live, settings, menu, homeNotes
    case video(id: Int, autoplay: Bool?)
    case tag([String])
    case about(lang: String)
    case search(String?)
    case beta(page: String)

    var route: any Pathway {
        switch self {
        case .front: FrontRoute()
        case .live: LiveRoute()
        case .settings: SettingsRoute()
        case .menu: MenuRoute()
        case .homeNotes: HomeNotesRoute()
        case .video(let id, let autoplay): VideoRoute(id: id, autoplay: autoplay)
        case .tag(let path): TagRoute(path: path)
        case .about(let lang): AboutRoute(lang: lang)
        case .search(let q): SearchRoute(q: q)
        case .beta(let page): BetaRoute(page: page)
        }
    }

    /// One screen of each route, with values an authority would read otherwise.
    static let everyRoute: [NewsScreen] = [
        .front, .live, .settings, .menu, .homeNotes, .video(id: 42, autoplay: true), .tag(["world", "a:b"]),
        .about(lang: "en"), .about(lang: "a:b@[c]"), .search("red shoes"), .search(nil), .beta(page: "x@y"),
    ]
}

private func newsRouter() -> Pathways {
    var router = Pathways(origins: ["https://news.example.com", "news://"])
    router.register(FrontRoute.self, matching: .exact) { _ in NewsScreen.front }
    router.register(LiveRoute.self, matching: .exact) { _ in NewsScreen.live }
    router.register(VideoRoute.self, matching: .exact) { NewsScreen.video(id: $0.id, autoplay: $0.autoplay) }
    router.register(TagRoute.self) { NewsScreen.tag($0.path) }
    router.register(AboutRoute.self, matching: .exact) { NewsScreen.about(lang: $0.lang) }
    router.register(SettingsRoute.self) { _ in NewsScreen.settings }
    router.register(SearchRoute.self, matching: .exact) { NewsScreen.search($0.q) }
    router.register(MenuRoute.self, matching: .exact) { _ in NewsScreen.menu }
    router.register(HomeNotesRoute.self, matching: .exact) { _ in NewsScreen.homeNotes }
    router.register(BetaRoute.self, matching: .exact) { NewsScreen.beta(page: $0.page) }
    return router
}

@Suite("Custom-scheme links and the filters generated for them")
struct CustomSchemeLinkTests {
    @Test("DEST-11, ASSOC-22: every link the router writes on its custom scheme is taken by the filters generated from it, but the root's")
    func generatedFiltersTakeTheRoutersLinks() throws {
        let router = newsRouter()
        try router.validate()
        for syntax in [IntentFilters.PatternSyntax.advanced, .simple] {
            let filters = try IntentFilters(router: router, schemes: ["https", "news"], syntax: syntax)
            for screen in NewsScreen.everyRoute {
                let link = try router.link(for: screen, origin: "news://").absoluteString
                #expect(try router.destination(for: link, as: NewsScreen.self) == screen, "\(link)")
                // The root's link, news://, names no host: no filter with a host takes it (ASSOC-22).
                #expect(filters.delivers(link) == (screen != .front), "\(syntax): \(link)\n\(filters)")
                #expect(filters.delivers(try router.link(for: screen, origin: "https://news.example.com").absoluteString))
            }
        }
    }

    @Test("ASSOC-18: Android compares a link's host decoded, as Uri.getHost() gives it")
    func hostIsDecoded() throws {
        let filters = try filter(#"<data android:scheme="news" /><data android:host="café" /><data android:host="me@home" />"#)
        #expect(filters.delivers("news://caf%C3%A9/menu"))
        #expect(filters.delivers("news://CAF%C3%A9/menu"), "ASCII case aside")
        #expect(filters.delivers("news://me%40home/notes"))
        #expect(!filters.delivers("news://cafe/menu"))
    }

    @Test("ASSOC-23: the root's link, which names no host, is a note of the report, not a finding")
    func rootLinkIsANote() throws {
        let router = newsRouter()
        let generated = try IntentFilters(router: router, schemes: ["news"])
        let report = try generated.verify(against: router, scheme: "news")
        #expect(report.isConsistent, "\(report)")
        #expect(report.notes.count == 1, "\(report)")
        #expect(report.notes.first?.hasPrefix("news:// (route * / exact") == true, "\(report)")
        #expect(report.description.contains("note: news:// (route"), "\(report)")
        #expect(report.description.contains("Android opens nothing for it, while iOS opens the app"), "\(report)")
        // A filter that names the scheme alone takes the root's link, and every other link.
        let everyLink = try IntentFilters(xml: intentFilterXML(#"<data android:scheme="news" />"#))
        #expect(try everyLink.verify(against: router, scheme: "news").notes.isEmpty)
        // A router without a root route has no such note.
        var noRoot = Pathways(origins: ["news://"])
        noRoot.register(path: "/live", matching: .exact) { _ in }
        #expect(try IntentFilters(router: noRoot, schemes: ["news"]).verify(against: noRoot, scheme: "news").notes.isEmpty)
    }
}
