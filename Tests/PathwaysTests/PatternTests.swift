import Pathways
import Testing

@Suite("Patterns")
struct PatternTests {
    @Test("PAT-1: a pattern must start with '/'")
    func leadingSlash() {
        expectError(.patternMissingLeadingSlash, .pattern) { _ = try PathPattern("products/:id") }
        expectError(.patternMissingLeadingSlash, .pattern) { _ = try PathPattern("") }
    }

    @Test("PAT-2: components are literals and placeholders; '/' has none")
    func components() throws {
        let pattern = try PathPattern("/teams/:team_id/members/:member_id")
        #expect(pattern.components == [.literal("teams"), .placeholder("team_id"), .literal("members"), .placeholder("member_id")])
        #expect(pattern.placeholderNames == ["team_id", "member_id"])
        #expect(try PathPattern("/").components.isEmpty)
    }

    @Test("PAT-3: one trailing slash is ignored")
    func trailingSlash() throws {
        #expect(try PathPattern("/settings/") == PathPattern("/settings"))
        #expect(try PathPattern("/settings/").components == [.literal("settings")])
    }

    @Test("PAT-4: empty components are rejected", arguments: ["/a//b", "/a//", "//"])
    func emptyComponent(_ text: String) {
        expectError(.patternEmptyComponent, .pattern) { _ = try PathPattern(text) }
    }

    @Test("PAT-5: placeholder names are identifiers")
    func placeholderNames() throws {
        expectError(.emptyPlaceholderName, .pattern) { _ = try PathPattern("/users/:") }
        expectError(.invalidPlaceholderName, .pattern) { _ = try PathPattern("/users/:2nd") }
        expectError(.invalidPlaceholderName, .pattern) { _ = try PathPattern("/users/:user-id") }
        #expect(try PathPattern("/users/:_user_id2").placeholderNames == ["_user_id2"])
    }

    @Test("PAT-6: placeholder names are unique")
    func duplicateNames() {
        let error = expectError(.duplicatePlaceholderName, .pattern) { _ = try PathPattern("/a/:id/b/:id") }
        #expect(error?.placeholder == "id")
    }

    @Test("PAT-7: literals allow pchar less ':'", arguments: ["/a:b", "/a?b", "/a b", "/a\\b", "/a[b]", "/a|b"])
    func invalidLiteral(_ text: String) {
        expectError(.invalidLiteral, .pattern) { _ = try PathPattern(text) }
    }

    @Test("PAT-7, PAT-8: escapes in literals decode once")
    func literalEscapes() throws {
        #expect(try PathPattern("/a%3Ab").components == [.literal("a:b")])
        #expect(try PathPattern("/caf%C3%A9") == PathPattern("/café"))
        #expect(try PathPattern("/a%2Fb").components == [.literal("a/b")])
        #expect(try PathPattern("/a%2520b").components == [.literal("a%20b")])
        expectError(.malformedPercentEncoding, .pattern) { _ = try PathPattern("/a%ZZ") }
        expectError(.invalidUTF8, .pattern) { _ = try PathPattern("/a%FF") }
        expectError(.controlCharacter, .pattern) { _ = try PathPattern("/a%00") }
    }

    @Test("PAT-9: dot-segment literals are rejected", arguments: ["/a/../b", "/a/.", "/a/%2E", "/%2e%2E"])
    func dotSegments(_ text: String) throws {
        expectError(.patternDotSegment, .pattern) { _ = try PathPattern(text) }
    }

    @Test("PAT-9: other dotted literals are fine")
    func dottedLiterals() throws {
        #expect(try PathPattern("/a/.../b").components.count == 3)
    }

    @Test("PAT-10: fragment routes are pieces split on '/', literal or placeholders")
    func fragmentRoutes() throws {
        #expect(try PathPattern("/callback/#complete").fragmentRoute == "complete")
        #expect(try PathPattern("/callback#compl%65te").fragmentRoute == "complete")
        let hash = try PathPattern("/app#/item/:id")
        #expect(hash.fragmentComponents == [.literal(""), .literal("item"), .placeholder("id")])
        #expect(hash.fragmentRoute == "/item/:id")
        #expect(hash.placeholderNames == ["id"])
        let earlier = try PathPattern("/callback/#complete/:id")
        #expect(earlier.components == [.literal("callback")])
        #expect(earlier.fragmentComponents == [.literal("complete"), .placeholder("id")])
        #expect(try PathPattern("/callback#:step").fragmentComponents == [.placeholder("step")])
        #expect(try PathPattern("/x#a//b/").fragmentComponents == [.literal("a"), .literal(""), .literal("b"), .literal("")])
        #expect(try PathPattern("/x#..").fragmentComponents == [.literal("..")])
        #expect(try PathPattern("/x#a%2Fb").fragmentComponents == [.literal("a/b")])
        for text in ["/callback#", "/callback#a?b", "/callback#a#b"] {
            expectError(.invalidFragmentRoute, .pattern) { _ = try PathPattern(text) }
        }
        expectError(.emptyPlaceholderName, .pattern) { _ = try PathPattern("/app#/:") }
        expectError(.duplicatePlaceholderName, .pattern) { _ = try PathPattern("/a/:id#/b/:id") }
        #expect(try PathPattern("/x#a") != PathPattern("/x#/a"))
        #expect(try PathPattern("/x#caf%C3%A9") == PathPattern("/x#café"))
    }

    @Test("PAT-12: a catch-all only as the last component or piece")
    func catchAll() throws {
        #expect(try PathPattern("/files/*path").components == [.literal("files"), .catchAll("path")])
        #expect(try PathPattern("/files/*path/").components == [.literal("files"), .catchAll("path")])
        #expect(try PathPattern("/files/*path#top").placeholderNames == ["path"])
        #expect(try PathPattern("/app#/docs/*page").fragmentComponents == [.literal(""), .literal("docs"), .catchAll("page")])
        #expect(try PathPattern("/a*b/%2Ab").components == [.literal("a*b"), .literal("*b")])
        for text in ["/files/*path/edit", "/app#/*a/b", "/*a/*b"] {
            expectError(.misplacedCatchAll, .pattern) { _ = try PathPattern(text) }
        }
        expectError(.emptyPlaceholderName, .pattern) { _ = try PathPattern("/files/*") }
        expectError(.invalidPlaceholderName, .pattern) { _ = try PathPattern("/files/*a.b") }
        expectError(.duplicatePlaceholderName, .pattern) { _ = try PathPattern("/a/:id/*id") }
    }

    @Test("PAT-11: patterns obey the limits")
    func limits() throws {
        let sixtyFour = String(repeating: "/a", count: 64)
        #expect(try PathPattern(sixtyFour).components.count == 64)
        expectError(.tooManyComponents, .pattern) { _ = try PathPattern(sixtyFour + "/a") }
        expectError(.componentTooLong, .pattern) { _ = try PathPattern("/" + String(repeating: "x", count: 4_097)) }
    }

    @Test("ERR-1: pattern errors name the offset with a caret")
    func description() {
        let error = expectError(.invalidLiteral, .pattern) { _ = try PathPattern("/files/a:b") }
        #expect(error?.offset == 8)
        #expect(error?.description.contains("pattern error [invalidLiteral]") == true)
        #expect(error?.description.hasSuffix("\n            ^") == true)
    }
}
