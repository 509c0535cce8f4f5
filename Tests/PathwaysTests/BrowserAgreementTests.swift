import Foundation
import Pathways
import Testing

/// URLs that a browser refuses or reads with another host are never routed (URL-8 to URL-14,
/// SEC-11). `Tests/WHATWG` checks the same rule against a WHATWG parser on generated URLs; these
/// tests pin the classes one by one.
@Suite("Agreement with browsers")
@MainActor
struct BrowserAgreementTests {
    let journal = Journal()

    /// A router with a hostless `/products/:id`, the route a misread host would reach.
    func hostlessRouter() throws -> Pathways {
        try makeRouter([("product", "/products/:id", .exact), ("any", "/:first", .exact)], journal: journal)
    }

    @Test("URL-8: the spec's example reads as a browser reads it; a rewrite is refused")
    func readingAgrees() throws {
        let parsed = try ParsedURL.read("https://EXAMPLE.com:443/a%2Fb?q=1")
        #expect(parsed.scheme == "https")
        #expect(parsed.host == "EXAMPLE.com")  // a browser writes example.com; hosts compare folded (HOST-1)
        #expect(parsed.port == 443)  // https's default port: no port, for a browser
        #expect(parsed.components == ["a/b"])
        #expect(parsed.query == [RouteParameters.Item(name: "q", value: "1")])
        expectError(.dotSegment, .match) { _ = try ParsedURL.read("https://example.com/a/../b") }
    }

    @Test(
        "URL-9, SEC-11: a special scheme needs '//' and a host",
        arguments: [
            "https:///products/42", "https:/products/42", "https:////products/42", "https:products/42", "HTTPS:///products/42",
            "http:/@www.example.com/products/1", "https:\\\\example.com\\products\\1", "https:/\\example.com/products/1",
            "ws:/products/1", "wss:///products/1", "ftp:products/1", "https://", "https://?q=1", "https://#x",
        ])
    func specialSchemeNeedsHost(_ url: String) throws {
        let router = try hostlessRouter()
        expectError(.missingHost, .match) { _ = try router.handle(url) }
        #expect(journal.entries.isEmpty)
    }

    @Test("URL-9: file and other schemes may have no host")
    func otherSchemesWithoutHost() throws {
        let router = try hostlessRouter()
        for url in ["file:/products/1", "file:///products/1", "myapp:/products/1", "myapp:///products/1"] {
            #expect(try router.handle(url), "\(url)")
        }
        #expect(journal.routes == ["product", "product", "product", "product"])
    }

    @Test("URL-10: ports up to 65535, read with their leading zeros")
    func ports() throws {
        #expect(try ParsedURL.read("https://example.com:65535/").port == 65535)
        #expect(try ParsedURL.read("https://example.com:0080/").port == 80)
        #expect(try ParsedURL.read("https://example.com:/").port == nil)
        for url in ["https://example.com:65536/", "https://example.com:99999999999999999999/", "myapp://host:70000/x"] {
            expectError(.malformedURL, .match) { _ = try ParsedURL.read(url) }
        }
        for url in ["http://:80/x", "myapp://:80/x", "https://:/x"] {
            expectError(.missingHost, .match) { _ = try ParsedURL.read(url) }
        }
        for url in ["file://example.com:80/x", "file://C:/x", "file://[::1]:80/x"] {
            expectError(.malformedURL, .match) { _ = try ParsedURL.read(url) }
        }
    }

    @Test(
        "URL-11: a host that ends in a number must be dotted decimal as a browser writes it",
        arguments: [
            ("127.1", "127.0.0.1"), ("0x7f.0.0.1", "127.0.0.1"), ("0X7F.1", "127.0.0.1"), ("2130706433", "127.0.0.1"),
            ("0177.0.0.1", "127.0.0.1"), ("127.000.000.001", "127.0.0.1"), ("1.2.3.4.", "1.2.3.4"), ("0x", "0.0.0.0"),
            ("4294967295", "255.255.255.255"),
        ])
    func ipv4Spellings(_ host: String, _ browserReading: String) throws {
        let error = expectError(.invalidHost, .match) { _ = try ParsedURL.read("https://\(host)/admin") }
        #expect(error?.expected?.contains(browserReading) == true, "\(String(describing: error))")
    }

    @Test(
        "URL-11: hosts a browser refuses as IPv4 addresses",
        arguments: [
            "1.2.3.4.5", "256.256.256.256", "0x100000000", "4294967296", "1..2.3", "09.1.1.1", "example.1", "example.0x1",
            "1.2.3.256", "0x1g.1",
        ])
    func ipv4Refused(_ host: String) throws {
        expectError(.invalidHost, .match) { _ = try ParsedURL.read("https://\(host)/") }
    }

    @Test("URL-11, URL-14: names, and hosts that are not special, are read as written")
    func namesAndOpaqueHosts() throws {
        for host in ["127.0.0.1", "0.0.0.0", "255.255.255.255", "example.com1", "1e3.example", "a..b", "xn--exmple-cua.com", "0x1g"] {
            #expect(try ParsedURL.read("https://\(host)/").host == host)
        }
        #expect(try ParsedURL.read("myapp://0x7f.1/x").host == "0x7f.1")
        #expect(try ParsedURL.read("myapp://Example.COM/x").host == "Example.COM")
        #expect(try ParsedURL.read("myapp://ex%61mple.com/x").host == "ex%61mple.com")
        var router = Pathways()
        router.register(host: "example.com", path: "/x", handler: journal.pathHandler("hosted"))
        #expect(try router.handle("myapp://Example.COM/x"))
    }

    @Test(
        "URL-11: 'xn--' labels a browser accepts as written are read",
        arguments: [
            "xn--mnchen-3ya.de", "XN--MNCHEN-3YA.de", "xn--wgv71a.jp", "xn--exmple-cua.com", "xn--80akhbyknj4f.com",
            "xn--ihqwcrb4cv8a8dqg056pqjye.com", "xn--b1abfaaepdrnnbgefbadotcwatmq2g4l.ru", "xn--n8jok5ay5dzabd5bym9f0cm5685rrjetr6pdxa.jp",
            "a.xn--mnchen-3ya.xn--wgv71a",
        ])
    func idnaAccepted(_ host: String) throws {
        #expect(try ParsedURL.read("https://\(host)/").host == host)
        var router = Pathways()
        router.register(host: host, path: "/", handler: { _ in })
    }

    @Test(
        "URL-11: 'xn--' labels Pathways cannot be sure a browser accepts are refused",
        arguments: [
            "xn--zz.com", "xn--", "xn--.com", "xn--abc-.com", "xn--ls8h.la", "a.b.c.xn--pokxncvks", "xn--egbpdaj6bu4bxfgehfvwxn.eg",
            "xn--80ak6aa92e.com", "xn--a-ecp.com", "xn--mnchen-3ya-.de", "xn--99999999999999999999999999.com",
        ])
    func idnaRefused(_ host: String) throws {
        expectError(.invalidHost, .match) { _ = try ParsedURL.read("https://\(host)/") }
        #expect(try ParsedURL.read("myapp://\(host)/").host == host)  // opaque hosts are not IDNA (URL-14)
        var router = Pathways()
        expectError(.invalidHost, .registration) {
            router.register(host: host, path: "/", handler: { _ in })
            try router.validate()
        }
    }

    @Test("URL-11: a special host holds no escape, well formed or not")
    func specialHostEscapes() throws {
        for url in [
            "https://ex%61mple.com/", "http://example.com%40evil.com/", "https://ex%ZZ.com/", "file://ex%61mple.com/x", "wss://%2e/",
        ] {
            expectError(.invalidHost, .match) { _ = try ParsedURL.read(url) }
        }
        expectError(.malformedPercentEncoding, .match) { _ = try ParsedURL.read("myapp://ex%ZZ.com/") }
    }

    @Test(
        "URL-12: an IP literal must be a valid IPv6 address in a browser's spelling",
        arguments: [
            ("[0:0::1]", "[::1]"), ("[::0001]", "[::1]"), ("[0:0:0:0:0:0:0:1]", "[::1]"), ("[2001:db8:0:0:0:0:0:1]", "[2001:db8::1]"),
            ("[2001:db8::0:1]", "[2001:db8::1]"), ("[::ffff:127.0.0.1]", "[::ffff:7f00:1]"), ("[1:0:0:1:0:0:0:1]", "[1:0:0:1::1]"),
            ("[1:0:0:2:0:0:3:4]", "[1::2:0:0:3:4]"), ("[0:0:1:0:0:0:0:0]", "[0:0:1::]"), ("[::1.2.3.4]", "[::102:304]"),
        ])
    func ipv6Spellings(_ host: String, _ browserReading: String) throws {
        let error = expectError(.invalidHost, .match) { _ = try ParsedURL.read("https://\(host)/") }
        #expect(error?.expected?.contains(browserReading) == true, "\(String(describing: error))")
    }

    @Test(
        "URL-12: addresses a browser refuses",
        arguments: [
            "[1::2::3]", "[::1.]", "[1:2:3:4:5:6:7:8:9]", "[1:2:3:4:5:6:7]", "[:1]", "[1:]", "[12345::1]", "[::1.2.3.04]",
            "[::1.2.3]", "[::1.2.3.4.5]", "[::256.1.1.1]", "[1:2:3:4:5:6:7:1.2.3.4]", "[:]", "[0::0::0]", "[::.1.2.3]",
        ])
    func ipv6Refused(_ host: String) throws {
        expectError(.invalidHost, .match) { _ = try ParsedURL.read("https://\(host)/") }
        expectError(.invalidHost, .match) { _ = try ParsedURL.read("myapp://\(host)/") }
    }

    @Test("URL-12: canonical addresses are read in either case")
    func ipv6Canonical() throws {
        for host in ["[::1]", "[::]", "[2001:db8::1]", "[2001:DB8::1]", "[1::]", "[1:2:3:4:5:6:7:8]", "[::ffff:7f00:1]", "[1:0:0:1::1]"] {
            #expect(try ParsedURL.read("https://\(host):443/").host == host)
        }
    }

    @Test("URL-13: file://localhost is refused; other file hosts are read")
    func fileLocalhost() throws {
        for url in ["file://localhost/etc/hosts", "file://LocalHost/etc/hosts"] {
            expectError(.invalidHost, .match) { _ = try ParsedURL.read(url) }
        }
        #expect(try ParsedURL.read("file://fileserver/etc/hosts").host == "fileserver")
        #expect(try ParsedURL.read("https://localhost/").host == "localhost")
    }

    @Test("SCHEME-5, URL-10: a custom scheme's authority is still read as a browser reads an authority")
    func customSchemeAuthority() throws {
        #expect(try ParsedURL.read("myapp://products:42/x", customSchemes: ["myapp"]).components == ["products:42", "x"])
        expectError(.missingHost, .match) { _ = try ParsedURL.read("myapp://:80/x", customSchemes: ["myapp"]) }
        expectError(.malformedURL, .match) { _ = try ParsedURL.read("myapp://a:b/x", customSchemes: ["myapp"]) }
        expectError(.malformedURL, .match) { _ = try ParsedURL.read("myapp://a:65536/x", customSchemes: ["myapp"]) }
        expectError(.invalidHost, .match) { _ = try ParsedURL.read("myapp://[0:0::1]/x", customSchemes: ["myapp"]) }
    }

    @Test("SCHEME-6: the special schemes cannot be custom schemes")
    func specialSchemesAreNotCustom() throws {
        let router = Pathways(customSchemes: ["https", "FILE", "Ws", "myapp"])
        #expect(router.customSchemes == ["myapp"])
        #expect(router.registrationErrors.map(\.code) == [.invalidScheme, .invalidScheme, .invalidScheme])
        #expect(router.registrationErrors.compactMap(\.text) == ["file", "https", "ws"])
        #expect(try ParsedURL.read("https://products/42", customSchemes: ["https"]).host == "products")
        #expect(PathwayDecoder(customSchemes: ["https", "myapp"]).customSchemes == ["myapp"])
    }

    @Test("SCHEME-6: scheme names fold ASCII case only (the Kelvin sign is not 'k')")
    func customSchemeFoldsASCIIOnly() {
        let router = Pathways(customSchemes: ["\u{212A}app"])
        #expect(router.customSchemes.isEmpty)
        #expect(router.registrationErrors.map(\.code) == [.invalidScheme])
    }

    @Test(
        "HOST-3: registered hosts must be spelled as a browser writes them",
        arguments: ["127.1", "0x7f.0.0.1", "example.1", "1.2.3.4.5", "256.1.1.1", "[0:0::1]", "[1::2::3]", "[::1.]", "[:]", "[0::0::0]"])
    func registeredHostSpellings(_ host: String) {
        var router = Pathways()
        expectError(.invalidHost, .registration) {
            router.register(host: host, path: "/", handler: { _ in })
            try router.validate()
        }
    }

    @Test("HOST-3: canonical IP hosts register and match")
    func registeredIPHosts() throws {
        var router = Pathways()
        router.register(host: "10.0.0.1", path: "/", matching: .exact, handler: journal.pathHandler("v4"))
        router.register(host: "[FE80::1]", path: "/", matching: .exact, handler: journal.pathHandler("v6"))
        #expect(try router.handle("https://10.0.0.1/"))
        #expect(try router.handle("https://[fe80::1]:8443/"))
        #expect(journal.routes == ["v4", "v6"])
    }

    @Test("ERR-3: the host is judged before the port")
    func hostBeforePort() {
        expectError(.invalidHost, .match) { _ = try ParsedURL.read("https://0x7f.1:99999/") }
        expectError(.missingHost, .match) { _ = try ParsedURL.read("myapp://:99999/") }
    }

    @Test("ENC-9: a base URL is read as a URL is read")
    func baseURLs() throws {
        let encoder = PathwayEncoder.shared
        let pattern = try PathPattern("/products/:productID")
        for base in ["https:", "https:///x", "https://", "http://:80", "https://0x7f.1", "https://[0:0::1]/", "file://localhost/"] {
            let error = expectError(.invalidBaseURL, .encode) {
                _ = try encoder.encode(ProductRoute(productID: 42), pattern: pattern, relativeTo: base)
            }
            #expect(error?.text == base)
        }
        #expect(try encoder.encode(ProductRoute(productID: 42), pattern: pattern, relativeTo: "file:") == "file:/products/42")
        #expect(try encoder.encode(ProductRoute(productID: 42), pattern: pattern, relativeTo: "file://") == "file:///products/42")
    }
}
