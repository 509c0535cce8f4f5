import Foundation
import Pathways
import Testing

@Suite("Typed routes: decoding and encoding")
struct CodingTests {
    let decoder = PathwayDecoder.shared
    let encoder = PathwayEncoder.shared

    struct Everything: Pathway, Equatable {
        static let pattern = "/all/:s/:b/:i/:i8/:i16/:i32/:i64/:u/:u8/:u16/:u32/:u64/:f/:d/:tab/:level/:id/:at"
        let s: String
        let b: Bool
        let i: Int
        let i8: Int8
        let i16: Int16
        let i32: Int32
        let i64: Int64
        let u: UInt
        let u8: UInt8
        let u16: UInt16
        let u32: UInt32
        let u64: UInt64
        let f: Float
        let d: Double
        let tab: Tab
        let level: Level
        let id: UUID
        let at: Date
        let missing: String?
    }

    struct Nested: Pathway {
        struct Inner: Codable, Sendable { let x: Int }
        static let pattern = "/n/:inner"
        let inner: Inner
    }

    struct Listed: Pathway {
        static let pattern = "/l/:items"
        let items: [Int]
    }

    struct Extra: Pathway {
        static let pattern = "/p/:id"
        let id: Int
        let slug: String?
    }

    struct Required: Pathway {
        static let pattern = "/p/:id"
        let id: Int
        let slug: String
    }

    struct OptionalPlaceholder: Pathway {
        static let pattern = "/items/:id"
        let id: Int?
    }

    static let everything = Everything(
        s: "a/b c", b: true, i: -1, i8: .min, i16: .max, i32: -32, i64: .min, u: .max, u8: 255, u16: 7, u32: 0, u64: .max,
        f: 0.1, d: -0.0, tab: .search, level: .high, id: UUID(uuid: (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16)),
        at: Date(timeIntervalSince1970: 1_796_040_000.25), missing: nil)

    @Test("CODE-1, ENC-1, ENC-8: every scalar type round-trips")
    func everything() throws {
        let path = try encoder.encode(Self.everything)
        #expect(
            path
                == "/all/a%2Fb%20c/true/-1/-128/32767/-32/-9223372036854775808/18446744073709551615/255/7/0/18446744073709551615"
                + "/0.1/-0.0/search/2/01020304-0506-0708-090a-0b0c0d0e0f10/2026-11-30T12%3A00%3A00.250Z")
        let decoded = try decoder.decode(Everything.self, fromPath: path)
        #expect(decoded == Self.everything)
        #expect(decoded.d.sign == .minus)
    }

    @Test("CODE-1: placeholders follow coding keys")
    func codingKeys() throws {
        let member = try decoder.decode(MemberRoute.self, fromPath: "/teams/7/members/123e4567-e89b-12d3-a456-426614174000")
        #expect(member.teamID == 7)
        #expect(try encoder.encode(member) == "/teams/7/members/123e4567-e89b-12d3-a456-426614174000")
    }

    @Test("CODE-2: nested values and collections are refused both ways")
    func unsupported() throws {
        expectError(.unsupportedType, .decode) { _ = try decoder.decode(Nested.self, fromPath: "/n/1") }
        expectError(.unsupportedType, .decode) { _ = try decoder.decode(Listed.self, fromPath: "/l/1") }
        expectError(.unsupportedType, .encode) { _ = try encoder.encode(Nested(inner: .init(x: 1))) }
        expectError(.unsupportedType, .encode) { _ = try encoder.encode(Listed(items: [1, 2])) }
    }

    /// A key spelled with the Kelvin sign (U+212A), which `String ==` equates with `K`.
    struct Kelvin: Pathway {
        static let pattern = "/k/:K"
        let kelvin: String

        enum CodingKeys: String, CodingKey {
            case kelvin = "\u{212A}"
        }
    }

    @Test("CODE-1: a coding key names a placeholder byte for byte, not by canonical equivalence")
    func keysCompareBytes() throws {
        // The Kelvin sign names no placeholder, so it is a query field, which the path lacks.
        let missing = expectError(.missingValue, .decode) { _ = try decoder.decode(Kelvin.self, fromPath: "/k/x") }
        #expect(missing?.placeholder == "\u{212A}")
        #expect(try decoder.decode(Kelvin.self, fromPath: "/k/x?%E2%84%AA=y").kelvin == "y")
        expectError(.missingValue, .encode) { _ = try encoder.encode(Kelvin(kelvin: "x")) }
        var router = Pathways()
        router.register(Kelvin.self) { _, _ in }
        let error = expectError(.missingPlaceholder, .registration) { try router.validate() }
        #expect(error?.placeholder == "K")
    }

    @Test("CODE-6: a required key without a placeholder is a required query field")
    func requiredQueryField() throws {
        let error = expectError(.missingValue, .decode) { _ = try decoder.decode(Required.self, fromPath: "/p/1") }
        #expect(error?.placeholder == "slug")
        #expect(try decoder.decode(Required.self, fromPath: "/p/1?slug=x").slug == "x")
        #expect(try decoder.decode(Extra.self, fromPath: "/p/1").slug == nil)
    }

    /// Every key a decoded route is offered through `allKeys`, in order, each with its values.
    struct OfferedKeys: Decodable {
        struct Key: CodingKey {
            let stringValue: String
            init?(stringValue: String) { self.stringValue = stringValue }
            var intValue: Int? { nil }
            init?(intValue: Int) { nil }
        }

        let keys: [[String]]

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            keys = try container.allKeys.map { key in
                // A placeholder holds one value, which an array refuses (CODE-2).
                let values = try (try? container.decode([String].self, forKey: key)) ?? [container.decode(String.self, forKey: key)]
                return [key.stringValue] + values
            }
        }
    }

    @Test("CODE-1, CODE-7, QUERY-3: allKeys gives each placeholder once, in order, then the other query fields")
    func offeredKeys() throws {
        let pattern = try PathPattern("/a/:x/*rest")
        let offered = try decoder.decode(OfferedKeys.self, pattern: pattern, fromPath: "/a/1/b/c?q=1&x=9&z=3&q=2")
        #expect(offered.keys == [["x", "1"], ["rest", "b", "c"], ["q", "1", "2"], ["z", "3"]])
        let bare = try decoder.decode(OfferedKeys.self, pattern: pattern, fromPath: "/a/1/b")
        #expect(bare.keys == [["x", "1"], ["rest", "b"]])
    }

    @Test("CODE-4: a type's own decoding errors become invalidValue")
    func ownErrors() {
        let error = expectError(.invalidValue, .decode) { _ = try decoder.decode(TabRoute.self, fromPath: "/tabs/Search/1") }
        #expect(error?.placeholder == "tab")
    }

    @Test("DEC-1: the path must match exactly; the host is ignored")
    func decodeFromURL() throws {
        #expect(try decoder.decode(ProductRoute.self, from: "https://any.example/products/42").productID == 42)
        let url = try #require(URL(string: "https://example.com/products/42"))
        #expect(try decoder.decode(ProductRoute.self, from: url).productID == 42)
        expectError(.patternMismatch, .decode) {
            _ = try decoder.decode(ProductRoute.self, from: "https://example.com/products/42/reviews")
        }
        expectError(.patternMismatch, .decode) { _ = try decoder.decode(ProductRoute.self, from: "https://example.com/product/42") }
        let custom = PathwayDecoder(customSchemes: ["myapp"])
        #expect(try custom.decode(ProductRoute.self, from: "myapp://products/7").productID == 7)
    }

    @Test("DEC-2: decoding from a path reference")
    func decodeFromPath() throws {
        #expect(try decoder.decode(ProductRoute.self, fromPath: "/products/42?x=1#top").productID == 42)
        expectError(.malformedURL, .match) { _ = try decoder.decode(ProductRoute.self, fromPath: "products/42") }
    }

    @Test("ENC-2, ENC-3, ENC-4, ENC-5: strings that cannot fill a component")
    func refusedStrings() throws {
        expectError(.emptyValue, .encode) { _ = try encoder.encode(NoteRoute(title: "")) }
        expectError(.dotSegment, .encode) { _ = try encoder.encode(NoteRoute(title: ".")) }
        expectError(.dotSegment, .encode) { _ = try encoder.encode(NoteRoute(title: "..")) }
        expectError(.controlCharacter, .encode) { _ = try encoder.encode(NoteRoute(title: "a\nb")) }
        expectError(.controlCharacter, .encode) { _ = try encoder.encode(NoteRoute(title: "a\u{85}b")) }
        expectError(.componentTooLong, .encode) { _ = try encoder.encode(NoteRoute(title: String(repeating: "x", count: 4_097))) }
        #expect(try encoder.encode(NoteRoute(title: "...")) == "/notes/...")
        #expect(try encoder.encode(NoteRoute(title: String(repeating: "x", count: 4_096))).count == 4_103)
    }

    @Test("ENC-6: nil never fills a placeholder")
    func nilPlaceholder() {
        let error = expectError(.missingValue, .encode) { _ = try encoder.encode(OptionalPlaceholder(id: nil)) }
        #expect(error?.placeholder == "id")
    }

    @Test("ENC-10: values for keys the pattern lacks are query fields")
    func queryFieldsEncoded() throws {
        #expect(try encoder.encode(Extra(id: 1, slug: "x")) == "/p/1?slug=x")
        #expect(try encoder.encode(Extra(id: 1, slug: nil)) == "/p/1")
    }

    @Test("ENC-9: encoding relative to a base URL")
    func relative() throws {
        let web = try #require(URL(string: "https://example.com/app?x=1#y"))
        #expect(try encoder.encode(ProductRoute(productID: 42), relativeTo: web).absoluteString == "https://example.com/products/42")
        let port = try #require(URL(string: "https://example.com:8443"))
        #expect(try encoder.encode(ProductRoute(productID: 1), relativeTo: port).absoluteString == "https://example.com:8443/products/1")
        let custom = try #require(URL(string: "myapp://"))
        #expect(try encoder.encode(ProductRoute(productID: 42), relativeTo: custom).absoluteString == "myapp:///products/42")
        let noAuthority = try #require(URL(string: "myapp:/old"))
        #expect(try encoder.encode(ProductRoute(productID: 42), relativeTo: noAuthority).absoluteString == "myapp:/products/42")
        let userinfo = try #require(URL(string: "https://me@example.com"))
        expectError(.invalidBaseURL, .encode) { _ = try encoder.encode(ProductRoute(productID: 42), relativeTo: userinfo) }
        let pattern = try PathPattern("/p/:productID")
        #expect(
            try encoder.encode(ProductRoute(productID: 7), pattern: pattern, relativeTo: "HTTPS://Example.com:1/x")
                == "HTTPS://Example.com:1/p/7")
        #expect(try encoder.encode(ProductRoute(productID: 7), pattern: pattern, relativeTo: "myapp:") == "myapp:/p/7")
        expectError(.invalidBaseURL, .encode) { _ = try encoder.encode(ProductRoute(productID: 7), pattern: pattern, relativeTo: "") }
        expectError(.invalidBaseURL, .encode) {
            _ = try encoder.encode(ProductRoute(productID: 7), pattern: pattern, relativeTo: "1app://x")
        }
        let opaque = try #require(URL(string: "mailto:x"))
        expectError(.invalidBaseURL, .encode) { _ = try encoder.encode(ProductRoute(productID: 42), relativeTo: opaque) }
        let relativeBase = try #require(URL(string: "products"))
        expectError(.invalidBaseURL, .encode) { _ = try encoder.encode(ProductRoute(productID: 42), relativeTo: relativeBase) }
    }

    @Test("ENC-1: literals are printed canonically; fragment routes are appended")
    func literals() throws {
        struct Escaped: Pathway {
            static let pattern = "/caf%c3%a9/a%3ab/:x/#done!"
            let x: Int
        }
        struct Root: Pathway {
            static let pattern = "/"
        }
        #expect(try encoder.encode(Escaped(x: 1)) == "/caf%C3%A9/a%3Ab/1#done%21")
        #expect(try encoder.encode(Root()) == "/")
    }

    struct EventRoute: Pathway, Equatable {
        static let pattern = "/events/:at"
        let at: Date
    }

    @Test("ENC-11: dates are exact by default, or rounded down first when asked")
    func dateStrategies() throws {
        let fine = Date(timeIntervalSince1970: 1_796_040_000.2509)
        expectError(.unrepresentableDate, .encode) { _ = try encoder.encode(EventRoute(at: fine)) }
        var milliseconds = PathwayEncoder()
        milliseconds.dateEncodingStrategy = .roundedDownToMilliseconds
        #expect(try milliseconds.encode(EventRoute(at: fine)) == "/events/2026-11-30T12%3A00%3A00.250Z")
        let seconds = PathwayEncoder(dateEncodingStrategy: .roundedDownToSeconds)
        #expect(try seconds.encode(EventRoute(at: fine)) == "/events/2026-11-30T12%3A00%3A00Z")
        // Toward the past before 1970 too, and a date on a millisecond stays as it is.
        let before = Date(timeIntervalSince1970: -0.0005)
        #expect(try milliseconds.encode(EventRoute(at: before)) == "/events/1969-12-31T23%3A59%3A59.999Z")
        #expect(try seconds.encode(EventRoute(at: before)) == "/events/1969-12-31T23%3A59%3A59Z")
        let exact = Date(timeIntervalSince1970: 0.251)
        #expect(try milliseconds.encode(EventRoute(at: exact)) == "/events/1970-01-01T00%3A00%3A00.251Z")
        let now = Date()
        let decoded = try decoder.decode(EventRoute.self, fromPath: milliseconds.encode(EventRoute(at: now))).at
        #expect(decoded <= now && now.timeIntervalSince(decoded) < 0.001)
    }
}

/// A property type that reads the coding path it is given, as a custom `init(from:)` might.
private struct Slug: Codable, Equatable {
    let value: String
    let codingPath: [String]

    init(value: String) {
        self.value = value
        codingPath = []
    }

    init(from decoder: any Decoder) throws {
        codingPath = decoder.codingPath.map(\.stringValue)
        value = try decoder.singleValueContainer().decode(String.self)
    }

    func encode(to encoder: any Encoder) throws {
        guard encoder.codingPath.map(\.stringValue) == ["slug"] else {
            throw EncodingError.invalidValue(value, .init(codingPath: encoder.codingPath, debugDescription: "wrong coding path"))
        }
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}

private struct SlugRoute: Pathway {
    static let pattern = "/p/:slug"
    let slug: Slug
}

@Suite("Coding paths")
struct CodingPathTests {
    @Test("CODE-1: a property type sees its key in the coding path, as with JSONDecoder and JSONEncoder")
    func codingPathCarriesTheKey() throws {
        let decoded = try PathwayDecoder.shared.decode(SlugRoute.self, fromPath: "/p/abc")
        #expect(decoded.slug == Slug(from: "abc", codingPath: ["slug"]))
        let json = try JSONDecoder().decode(SlugRoute.self, from: Data(#"{"slug": "abc"}"#.utf8))
        #expect(json.slug.codingPath == decoded.slug.codingPath)
        #expect(try PathwayEncoder.shared.encode(SlugRoute(slug: Slug(value: "abc"))) == "/p/abc")
    }
}

extension Slug {
    fileprivate init(from value: String, codingPath: [String]) {
        self.value = value
        self.codingPath = codingPath
    }
}
