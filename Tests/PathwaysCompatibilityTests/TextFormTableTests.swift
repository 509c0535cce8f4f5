import Foundation
import Pathways
import PathwaysCompatibility
import Testing

/// A start time read from `90` or `1m30s` and written as seconds: a custom text form (CODE-10)
/// that reads a `String` and refuses the empty text registration makes up.
struct StartTime: Codable, Equatable {
    let seconds: Int

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        let parts = text.dropLast().split(separator: "m")
        if let seconds = Int(text) {
            self.seconds = seconds
        } else if text.hasSuffix("s"), parts.count == 2, let minutes = Int(parts[0]), let seconds = Int(parts[1]) {
            self.seconds = minutes * 60 + seconds
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected 90 or 1m30s")
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(String(seconds))
    }
}

/// A count read as an integer when it is one, else as the length of its text: a text form whose
/// first read is an `Int`.
struct LooseCount: Codable {
    let value: Int

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Int.self) {
            self.value = value
        } else {
            value = try container.decode(String.self).count
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}

/// A release number read from `1.2.3`: a text form that refuses every text registration makes up
/// (empty, `1` and `x`).
struct ReleaseNumber: Codable {
    let parts: [Int]

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let parts = try container.decode(String.self).split(separator: ".", omittingEmptySubsequences: false).compactMap { Int($0) }
        guard parts.count == 3 else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected a release number such as 1.2.3")
        }
        self.parts = parts
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(parts.map(String.init).joined(separator: "."))
    }
}

/// An episode opened at a start time, its text forms declared after its other properties.
struct EpisodeAtRoute: Pathway {
    static let pattern = "/episodes/:id/at/:start"
    static let routeName = "EpisodeAt"
    let id: Int
    let after: Int?
    let chapters: [StartTime]?
    let start: StartTime
    let t: StartTime?
}

/// ``EpisodeAtRoute`` with its text forms declared first.
struct StartFirstEpisodeAtRoute: Pathway {
    static let pattern = "/episodes/:id/at/:start"
    static let routeName = "EpisodeAt"
    let start: StartTime
    let t: StartTime?
    let chapters: [StartTime]?
    let id: Int
    let after: Int?
}

/// A release's notes, with an optional release number, which no made-up text is, declared
/// before the other properties.
struct OptionalReleaseNotesRoute: Pathway {
    static let pattern = "/notes/:app"
    let since: ReleaseNumber?
    let app: String
    let page: Int?
}

/// ``OptionalReleaseNotesRoute`` with the release number required.
struct ReleaseNotesRoute: Pathway {
    static let pattern = "/notes/:app"
    let since: ReleaseNumber
    let app: String
    let page: Int?
}

/// ``EpisodeAtRoute`` of a later release whose start time became a number of seconds.
struct SecondsEpisodeAtRoute: Pathway {
    static let pattern = "/episodes/:id/at/:start"
    static let routeName = "EpisodeAt"
    let id: Int
    let after: Int?
    let chapters: [Int]?
    let start: Int
    let t: Int?
}

/// ``EpisodeAtRoute`` of an earlier release whose start time was any text.
struct TextEpisodeAtRoute: Pathway {
    static let pattern = "/episodes/:id/at/:start"
    static let routeName = "EpisodeAt"
    let id: Int
    let after: Int?
    let chapters: [String]?
    let start: String
    let t: String?
}

/// A route whose only property is a text form that reads an `Int` first.
struct CountRoute: Pathway {
    static let pattern = "/count/:count"
    let count: LooseCount
}

@Suite("Route tables of custom text forms")
struct TextFormTableTests {
    private func router<Route: Pathway>(_ type: Route.Type) -> Pathways {
        var router = Pathways()
        router.register(type, matching: .exact) { _, _ in }
        return router
    }

    private func report<Old: Pathway, New: Pathway>(from old: Old.Type, to new: New.Type) throws -> CompatibilityReport {
        try CompatibilityReport(old: RouteTable(json: router(old).routeTable.jsonText), router: router(new))
    }

    @Test("TABLE-7: a text form is listed as the scalar it reads, never by its Swift type; an array of them without a scalar")
    func listedAsItsScalar() throws {
        let router = router(EpisodeAtRoute.self)
        #expect(router.registrationErrors.isEmpty, "\(router.registrationErrors)")
        let route = try #require(router.routeTable.routes.first)
        #expect(
            route.fields == [
                RouteField(name: "id", kind: .placeholder, scalar: .int),
                RouteField(name: "after", kind: .query, scalar: .int, isOptional: true),
                RouteField(name: "chapters", kind: .query, scalar: nil, isOptional: true, isArray: true),
                RouteField(name: "start", kind: .placeholder, scalar: .string),
                RouteField(name: "t", kind: .query, scalar: .string, isOptional: true),
            ])
        let line = try #require(router.routeTable.jsonText.split(separator: "\n").first { $0.contains("EpisodeAt") })
        #expect(!line.contains("StartTime"), "\(line)")
        // The same types give the same table, line for line.
        #expect(router.routeTable.jsonText == self.router(EpisodeAtRoute.self).routeTable.jsonText)
        // A text form whose first read is an Int is listed as an int.
        #expect(self.router(CountRoute.self).routes.first?.fields == [RouteField(name: "count", kind: .placeholder, scalar: .int)])
    }

    @Test("TABLE-7, REG-5: a text form that refuses the made-up empty text is offered 1, so every property is listed whatever the order")
    func declaredFirstListsTheRest() throws {
        let router = router(StartFirstEpisodeAtRoute.self)
        #expect(router.registrationErrors.isEmpty, "\(router.registrationErrors)")
        let fields = try #require(router.routes.first?.fields)
        #expect(
            fields == [
                RouteField(name: "start", kind: .placeholder, scalar: .string),
                RouteField(name: "t", kind: .query, scalar: .string, isOptional: true),
                RouteField(name: "chapters", kind: .query, scalar: nil, isOptional: true, isArray: true),
                RouteField(name: "id", kind: .placeholder, scalar: .int),
                RouteField(name: "after", kind: .query, scalar: .int, isOptional: true),
            ])
        // The same fields as with the text forms declared last, only in another order.
        #expect(Set(fields) == Set(self.router(EpisodeAtRoute.self).routes.first?.fields ?? []))
        #expect(try report(from: StartFirstEpisodeAtRoute.self, to: EpisodeAtRoute.self).isCompatible)
        #expect(try report(from: EpisodeAtRoute.self, to: StartFirstEpisodeAtRoute.self).isCompatible)
    }

    @Test("REG-5, TABLE-3: a text form that refuses every made-up text is read past when optional, and ends what is seen when required")
    func refusesEveryMadeUpText() throws {
        let optional = router(OptionalReleaseNotesRoute.self)
        #expect(optional.registrationErrors.isEmpty, "\(optional.registrationErrors)")
        #expect(
            optional.routes.first?.fields == [
                RouteField(name: "since", kind: .query, scalar: .string, isOptional: true),
                RouteField(name: "app", kind: .placeholder, scalar: .string),
                RouteField(name: "page", kind: .query, scalar: .int, isOptional: true),
            ])
        let required = router(ReleaseNotesRoute.self)
        #expect(required.registrationErrors.isEmpty, "\(required.registrationErrors)")
        #expect(
            required.routes.first?.fields == [
                RouteField(name: "since", kind: .query, scalar: .string),
                RouteField(name: "app", kind: .placeholder, scalar: nil),
            ], "registration cannot decode past a required property it has no value for")
    }

    @Test("TABLE-7, COMPAT-3: the report reads a text form as its scalar: kept, replaced by a narrower type, or by a wider one")
    func reports() throws {
        #expect(try report(from: EpisodeAtRoute.self, to: EpisodeAtRoute.self).isCompatible)

        let narrowed = try report(from: EpisodeAtRoute.self, to: SecondsEpisodeAtRoute.self)
        #expect(narrowed.brokenLinks.map(\.problem) == [.notDecoded])
        #expect(narrowed.brokenLinks.first?.url == "https://any.example/episodes/1/at/x?after=1&chapters=1&t=x")

        // Whole seconds are text a start time reads, and the report reads the start time as text.
        #expect(try report(from: SecondsEpisodeAtRoute.self, to: EpisodeAtRoute.self).isCompatible)
        // What the report cannot see: the table of a String and of a text form that reads one
        // are alike, so old links of any text pass although the start time refuses `x`; the
        // type's own tests must say which texts it reads.
        #expect(try report(from: TextEpisodeAtRoute.self, to: EpisodeAtRoute.self).isCompatible)
        #expect(throws: PathwayError.self) {
            try PathwayDecoder.shared.decode(EpisodeAtRoute.self, fromPath: "/episodes/1/at/x")
        }
    }
}
