import Pathways
import Testing

@Suite("Hosts and schemes")
@MainActor
struct HostAndSchemeTests {
    let journal = Journal()

    func hostRouter() throws -> Pathways {
        var router = Pathways()
        router.register(host: "Example.COM", path: "/", handler: journal.pathHandler("host"))
        return router
    }

    @Test("HOST-1, SEC-2: ASCII case folding only; look-alikes differ")
    func hosts() throws {
        let router = try hostRouter()
        #expect(try router.handle("https://EXAMPLE.com/a"))
        for host in ["xn--exmple-cua.com", "example.com.evil.com", "evilexample.com", "example.co", "www.example.com"] {
            #expect(try !router.handle("https://\(host)/a"), "\(host)")
        }
        // Hosts are not decoded: an opaque host keeps its escape, a special one is refused (URL-11).
        #expect(try !router.handle("myapp://ex%61mple.com/a"))
        expectError(.invalidHost, .match) { _ = try router.handle("https://ex%61mple.com/a") }
        expectError(.invalidHost, .match) { _ = try router.handle("https://ex\u{430}mple.com/a") }
    }

    @Test("HOST-2: ports are ignored, trailing dots are not")
    func portsAndDots() throws {
        let router = try hostRouter()
        #expect(try router.handle("https://example.com:8443/a"))
        #expect(try !router.handle("https://example.com./a"))
    }

    @Test(
        "HOST-3: registered hosts are validated",
        arguments: ["example.com:443", "example.com.", "", "ex\u{430}mple.com", ".example.com", "exa mple.com", "[::1"])
    func invalidHosts(_ host: String) {
        var router = Pathways()
        expectError(.invalidHost, .registration) {
            router.register(host: host, path: "/", handler: { _ in })
            try router.validate()
        }
    }

    @Test("HOST-4: hostless routes serve every host, empty hosts and no authority")
    func hostless() throws {
        let router = try makeRouter([("product", "/products/:id", .exact)], journal: journal)
        for url in [
            "https://example.com/products/1", "https://other.example/products/1", "myapp:///products/1", "file:///products/1",
            "myapp:/products/1",
        ] {
            #expect(try router.handle(url), "\(url)")
        }
        let hosted = try hostRouter()
        #expect(try !hosted.handle("myapp:///products/1"))
        #expect(try !hosted.handle("myapp:/products/1"))
    }

    @Test("SCHEME-1: the scheme is not matched")
    func anyScheme() throws {
        let router = try makeRouter([("product", "/products/:id", .exact)], journal: journal)
        #expect(try router.handle("https://x.example/products/1"))
        #expect(try router.handle("myapp:///products/1"))
    }

    @Test(
        "SCHEME-2, SCHEME-3: a custom scheme's authority is the first component",
        arguments: [
            "myapp://products/42", "MyApp://products/42", "myapp:///products/42", "myapp:/products/42",
        ])
    func customScheme(_ url: String) throws {
        let router = try makeRouter([("product", "/products/:id", .exact)], journal: journal, customSchemes: ["myapp"])
        #expect(try router.handle(url))
        #expect(journal.entries.first?.parameters.capture("id") == "42")
    }

    @Test("SCHEME-3: an empty custom-scheme URL is the root")
    func customSchemeRoot() throws {
        let router = try makeRouter([("root", "/", .exact)], journal: journal, customSchemes: ["myapp"])
        #expect(try router.handle("myapp://"))
    }

    @Test("SCHEME-2: custom-scheme URLs have no host")
    func customSchemeHasNoHost() throws {
        var router = Pathways(customSchemes: ["myapp"])
        router.register(host: "products", path: "/", handler: journal.pathHandler("host"))
        #expect(try !router.handle("myapp://products/42"))
    }

    @Test("SCHEME-4: other schemes read the authority as a host")
    func genericScheme() throws {
        let router = try makeRouter([("product", "/products/:id", .exact), ("tail", "/42", .exact)], journal: journal)
        #expect(try router.handle("myapp://products/42"))
        #expect(journal.routes == ["tail"])
    }

    @Test("SCHEME-5: the authority obeys the component rules")
    func authorityComponent() throws {
        let router = try makeRouter([("x", "/:first/x", .exact)], journal: journal, customSchemes: ["myapp"])
        expectError(.dotSegment, .match) { _ = try router.handle("myapp://../x") }
        expectError(.userinfoNotAllowed, .match) { _ = try router.handle("myapp://me@products/x") }
        #expect(try router.handle("myapp://a%2Fb/x"))
        #expect(journal.entries.first?.parameters.capture("first") == "a/b")
    }

    @Test("SCHEME-6: invalid custom scheme names are reported")
    func invalidScheme() {
        let router = Pathways(customSchemes: ["my app", "1app", "fine"])
        #expect(router.registrationErrors.map(\.code) == [.invalidScheme, .invalidScheme])
        #expect(router.registrationErrors.allSatisfy { $0.phase == .registration })
    }
}
