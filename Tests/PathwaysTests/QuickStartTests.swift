import Foundation
import Pathways
import Testing

@MainActor
final class Recorder {
    var events: [String] = []
}

@Suite("Quick start")
struct QuickStartTests {
    @Test("The README quick start compiles and behaves as shown")
    @MainActor
    func quickStart() throws {
        let url = try #require(URL(string: "https://example.com/products/42?campaign=spring"))
        let path = try PathwayEncoder.shared.encode(ProductRoute(productID: 42))
        #expect(path == "/products/42")
        let route = try PathwayDecoder.shared.decode(ProductRoute.self, from: url)
        #expect(route.productID == 42)

        let recorder = Recorder()
        var router = Pathways()
        router.register(host: "example.com", ProductRoute.self) { route, query in
            recorder.events.append("product \(route.productID) \(query["campaign"] ?? "-")")
        }
        router.register(host: "example.com", path: "/settings") { _ in recorder.events.append("settings prefix") }
        router.register(host: "example.com", path: "/settings", matching: .exact) { _ in recorder.events.append("settings exact") }
        router.register(host: "example.com", path: "/callback/#complete", supportFragmentParams: true) { parameters in
            recorder.events.append("callback \(parameters["token"] ?? "-")")
        }
        #expect(try router.handle(url))
        #expect(try router.handle(#require(URL(string: "https://EXAMPLE.com/settings"))))
        #expect(try router.handle(#require(URL(string: "https://example.com/settings/privacy"))))
        #expect(try router.handle(#require(URL(string: "https://example.com/callback#complete?token=abc"))))
        #expect(try !router.handle(#require(URL(string: "https://example.com/settingsX"))))
        #expect(recorder.events == ["product 42 spring", "settings exact", "settings prefix", "callback abc"])
        let member = try PathwayDecoder.shared.decode(MemberRoute.self, fromPath: "/teams/7/members/123E4567-E89B-12D3-A456-426614174000")
        #expect(member.teamID == 7)
        #expect(try PathwayEncoder.shared.encode(member) == "/teams/7/members/123e4567-e89b-12d3-a456-426614174000")
    }
}
