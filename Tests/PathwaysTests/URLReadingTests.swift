import Foundation
import Pathways
import Testing

/// Reading a URL, through the public entry points (`handle` and `PathwayDecoder`).
@Suite("Reading a URL")
@MainActor
struct URLReadingTests {
    let journal = Journal()

    func router(_ patterns: [String], matching: Matching = .exact, customSchemes: Set<String> = []) throws -> Pathways {
        try makeRouter(patterns.map { ($0, $0, matching) }, journal: journal, customSchemes: customSchemes)
    }

    @Test("URL-1: the input must start with a scheme", arguments: ["/products/42", "1app://x/y", "://x", "no-colon"])
    func scheme(_ text: String) throws {
        let router = try router(["/products/42"])
        expectError(.malformedURL, .match) { _ = try router.handle(text) }
    }

    @Test("URL-1: scheme characters")
    func schemeCharacters() throws {
        #expect(try router(["/x"]).handle("my-app+v2.x://host/x"))
    }

    @Test("URL-2: host, port and IP literals")
    func authority() throws {
        var router = Pathways()
        router.register(host: "example.com", path: "/a", handler: journal.pathHandler("name"))
        router.register(host: "[::1]", path: "/a", handler: journal.pathHandler("ip"))
        #expect(try router.handle("https://example.com:8443/a"))
        #expect(try router.handle("https://[::1]:80/a"))
        #expect(journal.routes == ["name", "ip"])
        expectError(.malformedURL, .match) { _ = try router.handle("https://example.com:http/a") }
        expectError(.malformedURL, .match) { _ = try router.handle("https://[::1/a") }
        expectError(.invalidCharacter, .match) { _ = try router.handle("https://exa[mple.com/a") }
        expectError(.malformedURL, .match) { _ = try router.handle("https://example.com:8443:1/a") }
        expectError(.malformedURL, .match) { _ = try router.handle("https://[]/a") }
        expectError(.malformedURL, .match) { _ = try router.handle("https://[::1]x/a") }
        expectError(.malformedPercentEncoding, .match) { _ = try router.handle("myapp://ex%ZZ.com/a") }
        expectError(.controlCharacter, .match) { _ = try router.handle("myapp://ex%00.com/a") }
        router.register(path: "/empty", handler: journal.pathHandler("empty"))
        #expect(try router.handle("myapp:///empty"))
        #expect(journal.routes == ["name", "ip", "empty"])
    }

    @Test(
        "URL-3, SEC-1: userinfo is never routed",
        arguments: [
            "https://example.com@evil.com/a", "https://user:pw@example.com/a", "myapp://me@products/1",
        ])
    func userinfo(_ text: String) throws {
        var router = try router(["/a"], matching: .prefix, customSchemes: ["myapp"])
        router.register(path: "/", handler: journal.pathHandler("root"))
        expectError(.userinfoNotAllowed, .match) { _ = try router.handle(text) }
        #expect(journal.entries.isEmpty)
    }

    @Test("SEC-1: a backslash before '@' is an invalid character; Foundation's rewrite is userinfo")
    func backslashUserinfo() throws {
        let router = try router(["/"], matching: .prefix)
        expectError(.invalidCharacter, .match) { _ = try router.handle("https://evil.com\\@example.com/") }
        let url = try #require(URL(string: "https://evil.com\\@example.com/"))
        expectError(.userinfoNotAllowed, .match) { _ = try router.handle(url) }
    }

    @Test(
        "URL-4, SEC-8: opaque URLs are unroutable",
        arguments: [
            "mailto:someone@example.com", "javascript:alert(1)", "myapp:products", "myapp:", "data:text/html,x",
        ])
    func opaque(_ text: String) throws {
        let router = try router(["/"], matching: .prefix)
        expectError(.unroutableURL, .match) { _ = try router.handle(text) }
    }

    @Test("URL-4: paths without an authority")
    func pathWithoutAuthority() throws {
        let router = try router(["/products"])
        #expect(try router.handle("myapp:/products"))
        #expect(try router.handle("myapp:///products"))
    }

    @Test("URL-5: query, fragment route and fragment parameters")
    func parts() throws {
        var router = Pathways()
        router.register(path: "/callback#complete", supportFragmentParams: true, handler: journal.pathHandler("callback"))
        #expect(try router.handle("https://example.com/callback?x=1#complete?token=abc"))
        let parameters = try #require(journal.entries.first?.parameters)
        #expect(parameters.query == [.init(name: "x", value: "1")])
        #expect(parameters.fragment == [.init(name: "token", value: "abc")])
    }

    @Test(
        "URL-6: raw characters outside their position's set are rejected",
        arguments: [
            "https://example.com/a b", "https://example.com/a\u{200B}b", "https://example.com/a\"b", "https://example.com/a<b",
            "https://example.com/a{b", "https://example.com/a|b", "https://example.com/a^b", "https://example.com/a`b",
            "https://example.com/a[b", "https://example.com/a?q=x y", "https://example.com/a#b#c", "https://example.com/a\u{0}",
        ])
    func invalidCharacters(_ text: String) throws {
        let router = try router(["/"], matching: .prefix)
        expectError(.invalidCharacter, .match) { _ = try router.handle(text) }
    }

    @Test("URL-7: every part is validated before any route is considered")
    func validatesEverything() throws {
        let router = try router(["/settings"])
        expectError(.malformedPercentEncoding, .match) { _ = try router.handle("https://example.com/settings#%ZZ") }
        expectError(.invalidUTF8, .match) { _ = try router.handle("https://example.com/settings?q=%FF") }
        #expect(journal.entries.isEmpty)
    }

    @Test("CANON-1: the path is split before decoding")
    func splitBeforeDecoding() throws {
        var router = Pathways()
        router.register(path: "/notes/:title", matching: .exact, handler: journal.pathHandler("note"))
        #expect(try router.handle("https://example.com/notes/a%2Fb"))
        #expect(journal.entries.first?.parameters.capture("title") == "a/b")
        #expect(try !router.handle("https://example.com/notes/a/b"))
    }

    @Test("CANON-2: one trailing slash is not a component")
    func trailingSlash() throws {
        let router = try router(["/settings"])
        #expect(try router.handle("https://example.com/settings/"))
        #expect(journal.routes == ["/settings"])
    }

    @Test("CANON-6: an empty path and the path / have no components")
    func emptyPath() throws {
        let root = try router(["/"])
        #expect(try root.handle("https://example.com"))
        #expect(try root.handle("https://example.com/"))
        #expect(journal.routes == ["/", "/"])
        var placeholder = Pathways()
        placeholder.register(path: "/:id", matching: .exact, handler: journal.pathHandler("id"))
        #expect(try !placeholder.handle("https://example.com"))
        #expect(try !placeholder.handle("https://example.com/"))
    }

    @Test("CANON-3: empty components are kept and match nothing")
    func emptyComponents() throws {
        let exact = try router(["/a/b"])
        #expect(try !exact.handle("https://example.com/a//b"))
        let prefix = try router(["/a"], matching: .prefix)
        #expect(try prefix.handle("https://example.com/a//b"))
        var placeholder = Pathways()
        placeholder.register(path: "/:x", matching: .exact, handler: journal.pathHandler("x"))
        #expect(try !placeholder.handle("https://example.com//"))
    }

    @Test(
        "CANON-4, SEC-3: dot segments are rejected, raw or encoded",
        arguments: [
            "/a/../b", "/a/./b", "/a/.", "/a/%2e%2e/b", "/a/%2E%2E/b", "/a/.%2E/b", "/a/%2e./b", "/a/%2E",
        ])
    func dotSegments(_ path: String) throws {
        let router = try router(["/"], matching: .prefix)
        expectError(.dotSegment, .match) { _ = try router.handle("https://example.com" + path) }
    }

    @Test("CANON-4: dotted components that are not dot segments")
    func dottedComponents() throws {
        var router = Pathways()
        router.register(path: "/a/:x", matching: .exact, handler: journal.pathHandler("x"))
        for component in ["...", "..b", "%2e%2e%2f"] {
            #expect(try router.handle("https://example.com/a/" + component))
        }
        #expect(journal.entries.map { $0.parameters.capture("x") } == ["...", "..b", "../"])
    }

    @Test("CANON-5: no other normalization")
    func noNormalization() throws {
        var router = Pathways()
        router.register(path: "/settings", matching: .exact, handler: journal.pathHandler("settings"))
        router.register(path: "/plus/:x", matching: .exact, handler: journal.pathHandler("plus"))
        #expect(try !router.handle("https://example.com/Settings"))
        #expect(try router.handle("https://example.com/s%65ttings"))
        #expect(try router.handle("https://example.com/plus/a+b"))
        #expect(journal.entries.last?.parameters.capture("x") == "a+b")
    }

    @Test("ERR-3: the first problem from the left is reported")
    func firstProblem() throws {
        let router = try router(["/"], matching: .prefix)
        expectError(.malformedPercentEncoding, .match) { _ = try router.handle("https://example.com/%ZZ/..") }
        expectError(.invalidCharacter, .match) { _ = try router.handle("https://example.com/a b/%ZZ") }
        expectError(.invalidCharacter, .match) { _ = try router.handle("https://ex ample@evil.com/") }
        expectError(.urlTooLong, .match) {
            _ = try router.handle("https://example.com/%ZZ" + String(repeating: "a", count: 16_384))
        }
    }
}
