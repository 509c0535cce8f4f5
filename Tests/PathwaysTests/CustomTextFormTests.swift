import Pathways
import Testing

/// A start time read from `90` or `1m30s`, through a single-value container: a custom text form.
struct StartTime: Codable, Equatable {
    let seconds: Int

    init(seconds: Int) {
        self.seconds = seconds
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        if let seconds = Int(text) {
            self.seconds = seconds
            return
        }
        let parts = text.split(separator: "m")
        guard parts.count == 2, let minutes = Int(parts[0]), parts[1].hasSuffix("s"), let rest = Int(parts[1].dropLast()) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected 90 or 1m30s")
        }
        self.seconds = minutes * 60 + rest
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(String(seconds))
    }
}

struct EpisodeAtRoute: Pathway, Equatable {
    static let pattern = "/episodes/:id/at/:start"
    let id: Int
    let start: StartTime
    let t: StartTime?
}

@Suite("Custom text forms through a single-value container")
struct CustomTextFormTests {
    @Test("CODE-10: a custom single-value type decodes from a placeholder and a query field, and encodes back")
    @MainActor
    func supported() throws {
        var router = Pathways()
        var received: EpisodeAtRoute?
        router.register(EpisodeAtRoute.self) { route, _ in received = route }
        #expect(router.registrationErrors.isEmpty, "\(router.registrationErrors)")
        #expect(try router.handle("https://example.com/episodes/7/at/1m30s?t=90"))
        #expect(received == EpisodeAtRoute(id: 7, start: StartTime(seconds: 90), t: StartTime(seconds: 90)))
        let path = try PathwayEncoder().encode(EpisodeAtRoute(id: 7, start: StartTime(seconds: 90), t: nil))
        #expect(path == "/episodes/7/at/90")
        #expect(try PathwayDecoder.shared.decode(EpisodeAtRoute.self, fromPath: path).start == StartTime(seconds: 90))
        let error = #expect(throws: PathwayError.self) { try router.match("https://example.com/episodes/7/at/soon") }
        #expect(error?.code == .invalidValue && error?.placeholder == "start", "\(String(describing: error))")
    }
}
