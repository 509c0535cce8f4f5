import Foundation
import Pathways
import Testing

/// What error messages say: names called by what they name, input shown so that a person can
/// see every code point of it, and a way forward where there is one (ERR-1).
@Suite("Error messages")
struct MessageTests {
    struct SearchRoute: Pathway {
        static let pattern = "/search"
        let q: String
        let page: Int?
    }

    struct FileRoute: Pathway {
        static let pattern = "/files/*path"
        let path: [Int]
    }

    struct HashRoute: Pathway {
        static let pattern = "/app#/item/:id"
        let id: Int
    }

    struct ScoreRoute: Pathway {
        static let pattern = "/scores/:game"
        let game: Int
        let score: Double?
    }

    struct NestedFieldRoute: Pathway {
        static let pattern = "/nested"
        let filter: [String: String]
    }

    struct EventRoute: Pathway {
        static let pattern = "/events/:at"
        let at: Date
    }

    @Test("A query field is called a query field, not a placeholder")
    func queryFieldIsNamedSo() throws {
        let malformed = expectError(.invalidValue, .decode) {
            _ = try PathwayDecoder.shared.decode(SearchRoute.self, fromPath: "/search?q=shoes&page=abc")
        }
        #expect(malformed?.placeholder == "page")
        #expect(malformed?.description.contains("(query field 'page')") == true, "\(String(describing: malformed))")
        #expect(malformed?.description.contains("placeholder") == false, "\(String(describing: malformed))")

        let missing = expectError(.missingValue, .decode) { _ = try PathwayDecoder.shared.decode(SearchRoute.self, fromPath: "/search") }
        #expect(missing?.description.contains("(query field 'q')") == true, "\(String(describing: missing))")

        let infinite = expectError(.nonFiniteNumber, .encode) {
            _ = try PathwayEncoder.shared.encode(ScoreRoute(game: 1, score: .infinity))
        }
        #expect(infinite?.description.contains("(query field 'score')") == true, "\(String(describing: infinite))")

        var router = Pathways()
        router.register(NestedFieldRoute.self) { _, _ in }
        let nested = try #require(router.registrationErrors.first)
        #expect(nested.code == .unsupportedType)
        #expect(nested.description.contains("(query field 'filter')"), "\(nested)")
    }

    @Test("ERR-1: the example of SPEC.md, word for word")
    func specExample() {
        let error = expectError(.invalidValue, .decode) {
            _ = try PathwayDecoder.shared.decode(SearchRoute.self, fromPath: "/search?q=a&page=4%E2%80%8B2")
        }
        #expect(
            error?.description
                == "decode error [invalidValue]: the text is not a valid value of the expected type (query field 'page'); "
                + "found \"4U+200B2\"; expected Int: a decimal integer without '+' or leading zeros")
    }

    @Test("Placeholders, catch-alls and fragment-route placeholders are named with their sigil")
    func placeholdersAreNamedAsWritten() {
        let placeholder = expectError(.invalidValue, .decode) {
            _ = try PathwayDecoder.shared.decode(ScoreRoute.self, fromPath: "/scores/abc")
        }
        #expect(placeholder?.description.contains("(placeholder ':game')") == true, "\(String(describing: placeholder))")

        let catchAll = expectError(.invalidValue, .decode) { _ = try PathwayDecoder.shared.decode(FileRoute.self, fromPath: "/files/1/x") }
        #expect(catchAll?.description.contains("(catch-all '*path')") == true, "\(String(describing: catchAll))")

        let fragment = expectError(.invalidValue, .decode) {
            _ = try PathwayDecoder.shared.decode(HashRoute.self, fromPath: "/app#/item/x")
        }
        #expect(
            fragment?.description.contains("(placeholder ':id' of the fragment route)") == true, "\(String(describing: fragment))")

        // An error built by hand names a placeholder, as its initializer says.
        let manual = PathwayError(.invalidValue, phase: .decode, placeholder: "id", text: "abc", expected: "Int")
        #expect(manual.description.contains("(placeholder ':id')"), "\(manual)")
    }

    @Test(
        "Control characters and invisible code points in a link are shown escaped, never as '?'",
        arguments: [
            ("https://example.com/scores/42\n", #""42\n""#),
            ("https://example.com/scores/42\t", #""42\t""#),
            ("https://example.com/scores/42\r", #""42\r""#),
        ])
    @MainActor func controlsInInputAreEscaped(url: String, shown: String) throws {
        var router = Pathways()
        router.register(ScoreRoute.self) { _, _ in }
        let error = expectError(.invalidCharacter, .match) { _ = try router.handle(url) }
        let description = try #require(error?.description)
        #expect(!description.contains("?"), "\(description)")
        #expect(description.contains(#"\"#), "\(description)")
        // The echoed URL shows the control escaped, and the caret stays under it.
        let lines = description.split(separator: "\n", omittingEmptySubsequences: false)
        let echo = try #require(lines.dropFirst().first)
        let caret = try #require(lines.dropFirst(2).first)
        #expect(echo.hasSuffix(shown.dropFirst().dropLast()), "\(description)")
        let column = try #require(caret.firstIndex(of: "^")).utf16Offset(in: caret)
        let escape = try #require(echo.firstIndex(of: "\\")).utf16Offset(in: echo)
        #expect(column == escape, "\(description)")
    }

    @Test(
        "Invisible and format code points in decoded text are shown as U+XXXX",
        arguments: [
            ("4%E2%80%8B2", "4U+200B2"),  // zero width space
            ("%EF%BB%BF42", "U+FEFF42"),  // byte order mark
            ("42%E2%80%AE", "42U+202E"),  // right-to-left override
            ("4%C2%A02", "4U+00A02"),  // no-break space
            ("42%E2%80%A8", "42U+2028"),  // line separator
        ])
    func invisiblesInTextAreEscaped(encoded: String, shown: String) {
        let error = expectError(.invalidValue, .decode) {
            _ = try PathwayDecoder.shared.decode(ScoreRoute.self, fromPath: "/scores/\(encoded)")
        }
        #expect(error?.description.contains("found \"\(shown)\"") == true, "\(String(describing: error))")
    }

    @Test("Shown text escapes controls and invisibles, and quotes and backslashes inside quotes")
    func shownText() {
        #expect(MessageText.shown("a\nb\tc\rd") == #"a\nb\tc\rd"#)
        #expect(MessageText.shown("\u{0}\u{1B}\u{7F}\u{85}\u{9F}") == "U+0000U+001BU+007FU+0085U+009F")
        #expect(MessageText.shown("a\u{200B}b\u{FEFF}\u{202E}\u{2066}\u{200D}") == "aU+200BbU+FEFFU+202EU+2066U+200D")
        #expect(MessageText.shown("café 👟 日本 a b") == "café 👟 日本 a b")
        #expect(MessageText.shown(#"a"b\c"#) == #"a"b\c"#)
        #expect(MessageText.quoted(#"a"b\c"#) == #""a\"b\\c""#)
        #expect(MessageText.quoted("\u{E0041}") == "\"U+E0041\"")
    }

    @Test("URL-6: every code point a URL may not hold raw is written out in a message")
    func refusedIsShown() {
        let refused = InvisibleScalars.ranges.joined().compactMap(Unicode.Scalar.init)
        #expect(refused.count == 100)
        #expect(refused.allSatisfy { InvisibleScalars.contains($0.value) })
        #expect(refused.filter { MessageText.shown(String($0)) == String($0) }.isEmpty)
    }

    @Test(
        "URL-6: joiners, variation selectors, tags and private-use code points are read raw in a URL, and written out in a message",
        arguments: ["\u{200C}", "\u{200D}", "\u{FE0F}", "\u{E0041}", "\u{E000}"] as [Unicode.Scalar])
    func shownButNotRefused(_ scalar: Unicode.Scalar) throws {
        #expect(!InvisibleScalars.contains(scalar.value))
        let url = try ParsedURL.read("https://example.com/a\(scalar)b")
        #expect(url.components == ["a\(scalar)b"])
        #expect(MessageText.shown("a\(scalar)b") == "aU+\(String(scalar.value, radix: 16, uppercase: true))b")
    }

    @Test("A limit's message names the PathwayLimits property that sets it")
    func limitsAreNamed() {
        var limits = PathwayLimits.default
        limits.maxURLLength = 40
        limits.maxParameters = 2
        limits.maxComponentLength = 8
        let decoder = PathwayDecoder(limits: limits)
        let long = expectError(.urlTooLong, .match) {
            _ = try decoder.decode(SearchRoute.self, from: "https://example.com/search?q=" + String(repeating: "a", count: 40))
        }
        #expect(long?.description.contains("PathwayLimits.maxURLLength") == true, "\(String(describing: long))")
        let many = expectError(.tooManyParameters, .match) {
            _ = try decoder.decode(SearchRoute.self, from: "https://example.com/search?q=a&b&c")
        }
        #expect(many?.description.contains("PathwayLimits.maxParameters") == true, "\(String(describing: many))")
        let wide = expectError(.componentTooLong, .match) {
            _ = try decoder.decode(SearchRoute.self, from: "https://example.com/search?q=aaaaaaaaa")
        }
        #expect(wide?.description.contains("PathwayLimits.maxComponentLength") == true, "\(String(describing: wide))")
    }

    @Test("unrepresentableDate names the rounding strategies once, and the range when that is the problem")
    func unrepresentableDate() throws {
        let fine = expectError(.unrepresentableDate, .encode) {
            _ = try PathwayEncoder.shared.encode(EventRoute(at: Date(timeIntervalSince1970: 1_796_040_000.2509)))
        }
        let fineText = try #require(fine?.description)
        #expect(fineText.contains(".roundedDownToMilliseconds"), "\(fineText)")
        #expect(fineText.contains(".roundedDownToSeconds"), "\(fineText)")
        #expect(fineText.components(separatedBy: "millisecond").count - 1 <= 2, "\(fineText)")
        #expect(!fineText.contains("9999"), "\(fineText)")

        let rounding = PathwayEncoder(dateEncodingStrategy: .roundedDownToSeconds)
        let far = expectError(.unrepresentableDate, .encode) {
            _ = try rounding.encode(EventRoute(at: Date(timeIntervalSince1970: 253_402_300_800.5)))
        }
        let farText = try #require(far?.description)
        #expect(farText.components(separatedBy: "9999").count - 1 == 1, "\(farText)")
        #expect(!farText.contains("rounded"), "\(farText)")
    }
}

@Suite("REG-7: the same type twice")
@MainActor
struct SameTypeDiagnosticsTests {
    struct Product: Pathway {
        static let pattern = "/products/:id"
        let id: Int
    }

    struct Article: Pathway {
        static let pattern = "/products/:id"
        let id: Int
    }

    @Test("The same type registered twice under the same pattern never runs")
    func sameTypeSamePatternNeverRuns() throws {
        var router = Pathways()
        router.register(Product.self) { _, _ in }
        router.register(Product.self) { _, _ in }
        let diagnostic = try #require(router.diagnostics.first)
        #expect(router.diagnostics.count == 1)
        #expect(diagnostic.kind == .neverRuns)
        #expect(diagnostic.description.contains("never runs"), "\(diagnostic)")
        #expect(!diagnostic.description.contains("fails to decode"), "\(diagnostic)")
    }

    @Test("The same type on two hosts does not tie; two types under one pattern do")
    func otherHostsAndOtherTypes() throws {
        var hosts = Pathways()
        hosts.register(host: "a.example", Product.self) { _, _ in }
        hosts.register(host: "b.example", Product.self) { _, _ in }
        #expect(hosts.diagnostics.isEmpty)

        var types = Pathways()
        types.register(Product.self) { _, _ in }
        types.register(Article.self) { _, _ in }
        #expect(types.diagnostics.map(\.kind) == [.tie])
    }

    @Test("Fragment parameters never fill fields, so they do not make the same type run")
    func sameTypeWithFragmentParameters() throws {
        var fragment = Pathways()
        fragment.register(Product.self) { _, _ in }
        fragment.register(Product.self, supportFragmentParams: true) { _, _ in }
        #expect(fragment.diagnostics.map(\.kind) == [.neverRuns])
    }

    @Test("A path-only route after a typed one ties; the same type again never runs")
    func mixedKinds() throws {
        var router = Pathways()
        router.register(Product.self) { _, _ in }
        router.register(path: "/products/:id") { _ in }
        router.register(Product.self) { _, _ in }
        #expect(router.diagnostics.map(\.kind) == [.tie, .neverRuns])
        #expect(router.diagnostics.last?.earlier.isTyped == true)  // the first one that hides it
    }
}
