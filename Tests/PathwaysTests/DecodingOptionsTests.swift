import Foundation
import Pathways
import PathwaysTestSupport
import Testing

/// The readings a router or decoder makes only when asked (SCALAR-10, CODE-8, QUERY-9, ENC-14),
/// each both ways, and the defaults unchanged.
@Suite("Decoding options")
@MainActor
struct DecodingOptionsTests {
    struct Listing: Pathway, Equatable {
        static let pattern = "/c/:slug"
        let slug: String
        let page: Int?
        let gift: Bool?
        let tab: Tab?
        let ids: [Int]?
        let at: Date?
        let ref: String?
    }

    struct Strict: Pathway, Equatable {
        static let pattern = "/items/:id"
        let id: Int?
        let count: Int
        let tags: [Int]
    }

    struct Offer: Pathway, Equatable {
        static let pattern = "/offer"
        let expires: Date
        let starts: [Date]
    }

    struct Event: Pathway, Equatable {
        static let pattern = "/events/:at"
        let at: Date
    }

    struct Search: Pathway, Equatable {
        static let pattern = "/search"
        let q: String
    }

    static let lenient = PathwayDecoder(decoding: PathwayDecodingOptions(malformedOptionalFieldsAreNil: true))
    static let seconds = PathwayDecodingOptions(dateForm: .secondsSince1970)
    static let milliseconds = PathwayDecodingOptions(dateForm: .millisecondsSince1970)
    static let plus = PathwayDecodingOptions(plusIsSpaceInQuery: true)

    @Test("SCALAR-10, CODE-8, QUERY-9: every option is off by default, for routers, decoders and encoders")
    func defaults() {
        #expect(PathwayDecodingOptions() == .default)
        #expect(PathwayDecodingOptions.default.dateForm == .iso8601)
        #expect(!PathwayDecodingOptions.default.malformedOptionalFieldsAreNil)
        #expect(!PathwayDecodingOptions.default.plusIsSpaceInQuery)
        #expect(Pathways().decoding == .default)
        #expect(PathwayDecoder.shared.decoding == .default)
        #expect(PathwayEncoder.shared.dateForm == .iso8601)
        #expect(Pathways(decoding: Self.plus).decoding == Self.plus)
        #expect(DateTextForm.allCases == [.iso8601, .secondsSince1970, .millisecondsSince1970])
    }

    // MARK: - CODE-8

    @Test("CODE-8: by default a malformed optional query field fails the link, naming the field")
    func malformedOptionalFieldFailsByDefault() {
        let page = expectError(.invalidValue, .decode) { _ = try PathwayDecoder.shared.decode(Listing.self, fromPath: "/c/shoes?page=abc") }
        #expect(page?.placeholder == "page")
        expectError(.invalidValue, .decode) { _ = try PathwayDecoder.shared.decode(Listing.self, fromPath: "/c/shoes?gift=1") }
        expectError(.valueOutOfRange, .decode) {
            _ = try PathwayDecoder.shared.decode(Listing.self, fromPath: "/c/shoes?page=99999999999999999999")
        }
    }

    @Test("CODE-8: with the option, a malformed optional query field reads as nil and the rest still decodes")
    func malformedOptionalFieldsReadAsNil() throws {
        let route = try Self.lenient.decode(
            Listing.self,
            fromPath: "/c/shoes?page=abc&gift=1&tab=Search&ids=1&ids=x&at=2026-13-01T00:00:00Z&ref=mail")
        #expect(route == Listing(slug: "shoes", page: nil, gift: nil, tab: nil, ids: nil, at: nil, ref: "mail"))
        let good = try Self.lenient.decode(
            Listing.self, fromPath: "/c/shoes?page=2&gift=true&tab=search&ids=1&ids=2&at=1970-01-01T00:00:01Z")
        #expect(
            good == Listing(slug: "shoes", page: 2, gift: true, tab: .search, ids: [1, 2], at: Date(timeIntervalSince1970: 1), ref: nil))
        // Out of range is malformed too; the first value decides, as it does without the option.
        #expect(try Self.lenient.decode(Listing.self, fromPath: "/c/shoes?page=99999999999999999999").page == nil)
        #expect(try Self.lenient.decode(Listing.self, fromPath: "/c/shoes?page=abc&page=2").page == nil)
        #expect(try Self.lenient.decode(Listing.self, fromPath: "/c/shoes?page=").page == nil)
    }

    @Test("CODE-8: placeholders, required fields and required arrays still refuse malformed values")
    func onlyOptionalQueryFieldsAreTolerated() {
        let placeholder = expectError(.invalidValue, .decode) { _ = try Self.lenient.decode(Strict.self, fromPath: "/items/x?count=1") }
        #expect(placeholder?.placeholder == "id")
        let required = expectError(.invalidValue, .decode) { _ = try Self.lenient.decode(Strict.self, fromPath: "/items/1?count=x") }
        #expect(required?.placeholder == "count")
        let array = expectError(.invalidValue, .decode) { _ = try Self.lenient.decode(Strict.self, fromPath: "/items/1?count=1&tags=x") }
        #expect(array?.placeholder == "tags")
        expectError(.missingValue, .decode) { _ = try Self.lenient.decode(Strict.self, fromPath: "/items/1") }
    }

    @Test("CODE-8: the router's option reaches the routes it registers, for handle and match alike")
    func routerPassesTheOptionToItsRoutes() throws {
        var strict = Pathways()
        var lenient = Pathways(decoding: PathwayDecodingOptions(malformedOptionalFieldsAreNil: true))
        let journal = Journal()
        for index in 0..<2 {
            let handler: @MainActor @Sendable (Listing, RouteParameters) -> Void = { route, parameters in
                journal.entries.append(.init(route: "page=\(route.page.map(String.init) ?? "nil")", parameters: parameters))
            }
            if index == 0 { strict.register(Listing.self, handler: handler) } else { lenient.register(Listing.self, handler: handler) }
        }
        let url = "https://shop.example.com/c/shoes?page=abc&utm_source=mail"
        expectError(.invalidValue, .decode) { _ = try strict.handle(url) }
        #expect(try lenient.handle(url))
        #expect(journal.routes == ["page=nil"])
        #expect(journal.entries.last?.parameters["page"] == "abc")
        let match = try #require(try lenient.match(url))
        #expect((match.value as? Listing)?.page == nil)
    }

    @Test("CODE-8: encoding is unchanged: nil writes nothing, and what is written decodes back")
    func encodingIsUnchanged() throws {
        let route = Listing(slug: "shoes", page: nil, gift: false, tab: nil, ids: [3], at: nil, ref: nil)
        let path = try PathwayEncoder.shared.encode(route)
        #expect(path == "/c/shoes?gift=false&ids=3")
        #expect(try Self.lenient.decode(Listing.self, fromPath: path) == route)
        #expect(try PathwayDecoder.shared.decode(Listing.self, fromPath: path) == route)
    }

    struct Holes: Pathway, Equatable {
        static let pattern = "/h"
        let ids: [Int?]?
        let required: [Int?]
    }

    @Test("CODE-8: an element of an array is never nil; a malformed one makes an optional array nil, and fails a required one")
    func arraysOfOptionals() throws {
        #expect(try Self.lenient.decode(Holes.self, fromPath: "/h?ids=1&ids=2&required=3") == Holes(ids: [1, 2], required: [3]))
        #expect(try Self.lenient.decode(Holes.self, fromPath: "/h?ids=1&ids=x&required=3") == Holes(ids: nil, required: [3]))
        let required = expectError(.invalidValue, .decode) { _ = try Self.lenient.decode(Holes.self, fromPath: "/h?required=x") }
        #expect(required?.placeholder == "required")
        expectError(.invalidValue, .decode) { _ = try PathwayDecoder.shared.decode(Holes.self, fromPath: "/h?ids=1&ids=x") }
    }

    // MARK: - SCALAR-10

    @Test("SCALAR-10: whole seconds since 1970, negative ones too, decode in the seconds form")
    func secondsDecode() throws {
        let decoder = PathwayDecoder(decoding: Self.seconds)
        let offer = try decoder.decode(Offer.self, fromPath: "/offer?expires=1796040000&starts=-86400&starts=0")
        #expect(offer.expires == Date(timeIntervalSince1970: 1_796_040_000))
        #expect(offer.starts == [Date(timeIntervalSince1970: -86_400), Date(timeIntervalSince1970: 0)])
        #expect(try decoder.decode(Event.self, fromPath: "/events/253402300799").at == Date(timeIntervalSince1970: 253_402_300_799))
        #expect(try decoder.decode(Event.self, fromPath: "/events/-62135596800").at == Date(timeIntervalSince1970: -62_135_596_800))
    }

    @Test(
        "SCALAR-10: other spellings are invalidValue, numbers past the years 0001 to 9999 valueOutOfRange",
        arguments: [
            ("+1", PathwayError.Code.invalidValue), ("01", .invalidValue), ("-0", .invalidValue), ("1.5", .invalidValue),
            ("1e9", .invalidValue), ("", .invalidValue), ("%201", .invalidValue), ("2026-11-30T12:00:00Z", .invalidValue),
            ("253402300800", .valueOutOfRange), ("-62135596801", .valueOutOfRange), ("99999999999999999999", .valueOutOfRange),
        ])
    func secondsRefusals(text: String, code: PathwayError.Code) {
        let decoder = PathwayDecoder(decoding: Self.seconds)
        let error = expectError(code, .decode) { _ = try decoder.decode(Offer.self, fromPath: "/offer?expires=\(text)") }
        #expect(error?.placeholder == "expires")
    }

    @Test("SCALAR-10: milliseconds decode exactly, within the years 0001 to 9999")
    func millisecondsDecode() throws {
        let decoder = PathwayDecoder(decoding: Self.milliseconds)
        #expect(try decoder.decode(Event.self, fromPath: "/events/1796040000250").at == Date(timeIntervalSince1970: 1_796_040_000.25))
        #expect(try decoder.decode(Event.self, fromPath: "/events/-1").at == Date(timeIntervalSince1970: -0.001))
        #expect(try decoder.decode(Event.self, fromPath: "/events/253402300799999").at == Date(timeIntervalSince1970: 253_402_300_799.999))
        expectError(.valueOutOfRange, .decode) { _ = try decoder.decode(Event.self, fromPath: "/events/253402300800000") }
        expectError(.valueOutOfRange, .decode) { _ = try decoder.decode(Event.self, fromPath: "/events/-62135596800001") }
        expectError(.invalidValue, .decode) { _ = try decoder.decode(Event.self, fromPath: "/events/1796040000.5") }
    }

    @Test("SCALAR-10: each form reads only its own text; the default stays ISO 8601")
    func formsDoNotMix() throws {
        expectError(.invalidValue, .decode) { _ = try PathwayDecoder.shared.decode(Event.self, fromPath: "/events/1796040000") }
        let iso = try PathwayDecoder.shared.decode(Event.self, fromPath: "/events/2026-12-01T00:00:00Z")
        #expect(iso.at == Date(timeIntervalSince1970: 1_796_083_200))
        let lenientSeconds = PathwayDecoder(
            decoding: PathwayDecodingOptions(dateForm: .secondsSince1970, malformedOptionalFieldsAreNil: true))
        let listing = try lenientSeconds.decode(Listing.self, fromPath: "/c/x?at=2026-12-01T00:00:00Z")
        #expect(listing.at == nil)
        #expect(try lenientSeconds.decode(Listing.self, fromPath: "/c/x?at=60").at == Date(timeIntervalSince1970: 60))
    }

    @Test("SCALAR-10: a router reads every Date of its routes in its form")
    func routerDateForm() throws {
        var router = Pathways(decoding: Self.seconds)
        let journal = Journal()
        router.register(Offer.self) { offer, parameters in
            journal.entries.append(.init(route: "\(offer.expires.timeIntervalSince1970)", parameters: parameters))
        }
        #expect(try router.handle("https://example.com/offer?expires=1796040000"))
        #expect(journal.routes == ["1796040000.0"])
        expectError(.invalidValue, .decode) { _ = try router.handle("https://example.com/offer?expires=2026-11-30T12:00:00Z") }
    }

    // MARK: - ENC-14

    @Test("ENC-14: the encoder writes whole seconds or milliseconds, and decoding in the same form gives the date back")
    func unixEncodingRoundTrips() throws {
        let seconds = PathwayEncoder(dateForm: .secondsSince1970)
        let offer = Offer(expires: Date(timeIntervalSince1970: 1_796_040_000), starts: [Date(timeIntervalSince1970: -86_400)])
        let path = try seconds.encode(offer)
        #expect(path == "/offer?expires=1796040000&starts=-86400")
        #expect(try PathwayDecoder(decoding: Self.seconds).decode(Offer.self, fromPath: path) == offer)

        let milliseconds = PathwayEncoder(dateForm: .millisecondsSince1970)
        let event = Event(at: Date(timeIntervalSince1970: 1_796_040_000.25))
        #expect(try milliseconds.encode(event) == "/events/1796040000250")
        #expect(try PathwayDecoder(decoding: Self.milliseconds).decode(Event.self, fromPath: "/events/1796040000250") == event)
        #expect(try milliseconds.encode(Event(at: Date(timeIntervalSince1970: -0.001))) == "/events/-1")
    }

    @Test("ENC-14: a date finer than the form's unit is refused unless the strategy rounds it; so is one past the years 0001 to 9999")
    func unixEncodingRefusals() throws {
        let fine = Event(at: Date(timeIntervalSince1970: 1_796_040_000.25))
        expectError(.unrepresentableDate, .encode) { _ = try PathwayEncoder(dateForm: .secondsSince1970).encode(fine) }
        expectError(.unrepresentableDate, .encode) {
            _ = try PathwayEncoder(dateEncodingStrategy: .roundedDownToMilliseconds, dateForm: .secondsSince1970).encode(fine)
        }
        let rounded = PathwayEncoder(dateEncodingStrategy: .roundedDownToSeconds, dateForm: .secondsSince1970)
        #expect(try rounded.encode(fine) == "/events/1796040000")
        #expect(try rounded.encode(Event(at: Date(timeIntervalSince1970: -0.5))) == "/events/-1")
        let finer = Event(at: Date(timeIntervalSince1970: 0.0005))
        expectError(.unrepresentableDate, .encode) { _ = try PathwayEncoder(dateForm: .millisecondsSince1970).encode(finer) }
        let roundedMilliseconds = PathwayEncoder(dateEncodingStrategy: .roundedDownToMilliseconds, dateForm: .millisecondsSince1970)
        #expect(try roundedMilliseconds.encode(finer) == "/events/0")
        for form in [DateTextForm.secondsSince1970, .millisecondsSince1970] {
            expectError(.unrepresentableDate, .encode) {
                _ = try PathwayEncoder(dateForm: form).encode(Event(at: Date(timeIntervalSince1970: 253_402_300_800)))
            }
            expectError(.unrepresentableDate, .encode) {
                _ = try PathwayEncoder(dateForm: form).encode(Event(at: Date(timeIntervalSince1970: -62_135_596_801)))
            }
            #expect(try PathwayEncoder(dateForm: form).encode(Event(at: .distantFuture)).hasPrefix("/events/64092211200"))
            expectError(.unrepresentableDate, .encode) {
                _ = try PathwayEncoder(dateForm: form).encode(Event(at: Date(timeIntervalSince1970: .infinity)))
            }
        }
    }

    @Test("ENC-14: every millisecond the ISO form writes, the Unix forms write and read back equal")
    func formsAgree() throws {
        var generator = SplitMix64(seed: 0x5EC0_4D5)
        let range = -62_135_596_800_000...253_402_300_799_999
        for _ in 0..<2_000 {
            let milliseconds = Int64(range.lowerBound) + Int64(generator.next() % UInt64(range.upperBound - range.lowerBound + 1))
            let event = Event(at: Date(timeIntervalSince1970: Double(milliseconds) / 1_000))
            let iso = try PathwayEncoder.shared.encode(event)
            #expect(try PathwayDecoder.shared.decode(Event.self, fromPath: iso) == event)
            let path = try PathwayEncoder(dateForm: .millisecondsSince1970).encode(event)
            #expect(path == "/events/\(milliseconds)")
            #expect(try PathwayDecoder(decoding: Self.milliseconds).decode(Event.self, fromPath: path) == event)
            let whole = Event(at: Date(timeIntervalSince1970: Double(milliseconds / 1_000)))
            let secondsPath = try PathwayEncoder(dateForm: .secondsSince1970).encode(whole)
            #expect(try PathwayDecoder(decoding: Self.seconds).decode(Event.self, fromPath: secondsPath) == whole)
        }
    }

    // MARK: - QUERY-9

    @Test("QUERY-9: by default + in a query stays +")
    func plusStaysPlusByDefault() throws {
        #expect(try PathwayDecoder.shared.decode(Search.self, fromPath: "/search?q=red+shoes").q == "red+shoes")
        var router = Pathways()
        let journal = Journal()
        router.register(path: "/search", handler: journal.pathHandler("search"))
        #expect(try router.handle("https://example.com/search?q=red+shoes"))
        #expect(journal.entries.last?.parameters["q"] == "red+shoes")
    }

    @Test("QUERY-9: with the option, a raw + in a query name or value is a space; %2B is still +")
    func plusIsSpaceForTheDecoder() throws {
        let decoder = PathwayDecoder(decoding: Self.plus)
        #expect(try decoder.decode(Search.self, fromPath: "/search?q=red+shoes").q == "red shoes")
        #expect(try decoder.decode(Search.self, fromPath: "/search?q=a%2Bb+c").q == "a+b c")
        #expect(try decoder.decode(Search.self, fromURL: "https://example.com/search?q=1+%2B+1%3D2").q == "1 + 1=2")
        #expect(try decoder.decode(Search.self, fromPath: "/search?q+x=1&q=a").q == "a")
        // A pattern with placeholders reads the query after the path; the path keeps its +.
        let note = try decoder.decode(NoteRoute.self, fromPath: "/notes/a+b?x=c+d")
        #expect(note.title == "a+b")
    }

    @Test("QUERY-9: the router reads + as a space for every route, typed or path-only, in the query only")
    func plusIsSpaceForTheRouter() throws {
        var router = Pathways(decoding: Self.plus)
        let journal = Journal()
        router.register(Search.self) { route, parameters in journal.entries.append(.init(route: route.q, parameters: parameters)) }
        router.register(path: "/notes/:title", supportFragmentParams: true, handler: journal.pathHandler("note"))
        #expect(try router.handle("https://example.com/search?q=red+shoes&utm+source=a+b"))
        #expect(journal.routes == ["red shoes"])
        #expect(journal.entries.last?.parameters.query == [.init(name: "q", value: "red shoes"), .init(name: "utm source", value: "a b")])
        #expect(try router.handle("https://example.com/notes/a+b?x=c+d#?y=e+f"))
        let parameters = try #require(journal.entries.last?.parameters)
        #expect(parameters.capture("title") == "a+b")
        #expect(parameters["x"] == "c d")
        #expect(parameters["y"] == "e+f")
        let match = try #require(try router.match("https://example.com/search?q=a+b"))
        #expect((match.value as? Search)?.q == "a b")
    }

    @Test("QUERY-9: what the encoder writes reads back the same with or without the option")
    func plusRoundTrip() throws {
        for text in ["red shoes", "a+b", "1 + 1", "+", " "] {
            let path = try PathwayEncoder.shared.encode(Search(q: text))
            #expect(!path.contains("+"))
            #expect(try PathwayDecoder(decoding: Self.plus).decode(Search.self, fromPath: path).q == text)
            #expect(try PathwayDecoder.shared.decode(Search.self, fromPath: path).q == text)
        }
    }

    @Test("The decoder's settings are vars, as the encoder's are; setting one keeps the others")
    func settingsAreVars() throws {
        var decoder = PathwayDecoder(customSchemes: ["myapp"])
        decoder.decoding = Self.plus
        #expect(try decoder.decode(Search.self, fromURL: "myapp://search?q=a+b").q == "a b")
        var limits = PathwayLimits()
        limits.maxURLLength = 16
        decoder.limits = limits
        #expect(decoder.customSchemes == ["myapp"] && decoder.decoding == Self.plus)
        #expect(throws: PathwayError.self) { try decoder.decode(Search.self, fromURL: "myapp://search?q=abcdefgh") }
        decoder.customSchemes = []
        #expect(decoder.limits == limits)
        var encoder = PathwayEncoder.shared
        encoder.dateForm = .secondsSince1970
        encoder.limits = decoder.limits
        #expect(try encoder.encode(Search(q: "a")) == "/search?q=a")
    }
}

extension PathwayDecoder {
    /// Decodes from the text of an absolute URL, for tests that read better with a label.
    fileprivate func decode<T: Pathway>(_ type: T.Type, fromURL text: String) throws(PathwayError) -> T {
        try decode(type, from: text)
    }
}
