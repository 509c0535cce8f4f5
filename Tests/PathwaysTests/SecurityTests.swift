import Pathways
import Testing

@Suite("Security considerations")
@MainActor
struct SecurityTests {
    let journal = Journal()

    @Test(
        "SEC-4: encoded separators and delimiters stay data",
        arguments: [
            ("a%2F..%2Fsecret", "a/../secret"), ("a%3Fb", "a?b"), ("a%23b", "a#b"), ("a%5Cb", "a\\b"), ("a%26b%3Dc", "a&b=c"),
            ("%252F", "%2F"), ("%2e%2e%2f", "../"),
        ])
    func encodedDelimiters(_ component: String, _ captured: String) throws {
        var router = Pathways()
        router.register(path: "/files/:name", matching: .exact, handler: journal.pathHandler("file"))
        router.register(path: "/files/:name/:rest", matching: .exact, handler: journal.pathHandler("deeper"))
        #expect(try router.handle("https://example.com/files/" + component))
        #expect(journal.routes == ["file"])
        #expect(journal.entries.first?.parameters.capture("name") == captured)
    }

    @Test(
        "SEC-7: Unicode arrives byte for byte",
        arguments: [
            ("%E2%80%AEevil", [0xE2, 0x80, 0xAE, 0x65, 0x76, 0x69, 0x6C]), ("%EF%BB%BFx", [0xEF, 0xBB, 0xBF, 0x78]),
            ("%CC%81a", [0xCC, 0x81, 0x61]), ("e%CC%81", [0x65, 0xCC, 0x81]),
        ] as [(String, [UInt8])])
    func unicode(_ component: String, _ bytes: [UInt8]) throws {
        var router = Pathways()
        router.register(path: "/users/:name", matching: .exact, handler: journal.pathHandler("user"))
        router.register(path: "/users/\u{E9}", matching: .exact, handler: journal.pathHandler("nfc"))
        #expect(try router.handle("https://example.com/users/" + component))
        #expect(journal.routes == ["user"])
        #expect(journal.entries.first.map { Array(($0.parameters.capture("name") ?? "").utf8) } == bytes)
    }
}
