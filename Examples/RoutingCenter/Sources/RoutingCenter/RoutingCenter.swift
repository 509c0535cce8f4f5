import Foundation
import Pathways

/// A small app's link handling, end to end: host-aware dispatch, query and fragment parameters,
/// a custom scheme, precedence, hostile links, and a test double.
@main
@MainActor
struct RoutingCenter {
    static func main() async throws {
        let navigator = Navigator()
        let session = SignInSession()
        let router = makeAppRouter(navigator: navigator, session: session)
        guard router.registrationErrors.isEmpty else {
            throw ExampleFailure("invalid registrations: \(router.registrationErrors)")
        }
        let opener = LinkOpener(router: router)

        section("Hosts: example.com, blog.example.com, and routes for any host")
        open("https://example.com/products/42?campaign=spring", with: opener)
        open("https://EXAMPLE.com:8443/products/42", with: opener)
        open("https://blog.example.com/posts/hello-world", with: opener)
        open("https://blog.example.com/products/42", with: opener)
        open("https://example.com/teams/7/members/6F1C2B0E-8D5A-4E0B-9C3A-2B7D9E4F1A60", with: opener)
        open("https://blog.example.com/settings", with: opener)

        section("Precedence: a literal beats a placeholder; a longer prefix beats a shorter one")
        open("https://example.com/products/featured", with: opener)
        open("https://example.com/products/7", with: opener)
        open("https://example.com/settings/privacy/ads", with: opener)
        open("https://example.com/settings/about", with: opener)
        open("https://example.com/settingsX", with: opener)

        section("Typed query fields: SearchRoute reads q, page and every tag")
        open("https://example.com/search?q=red+shoes&tag=sale&tag=new", with: opener)
        open("https://example.com/search?q=red%20shoes&page=2&utm_source=mail", with: opener)
        open("https://example.com/search?page=2", with: opener)
        print("encoded: \(try PathwayEncoder.shared.encode(SearchRoute(q: "red shoes", page: 2, tag: ["sale"])))")

        section("A catch-all: the file browser takes the rest of the path")
        open("https://example.com/files/docs/2026/report%2Fdraft.pdf", with: opener)
        open("https://example.com/files", with: opener)
        open("https://example.com/files/docs/../secrets", with: opener)
        print("encoded: \(try PathwayEncoder.shared.encode(FileRoute(path: ["docs", "a/b.txt"])))")

        section("A hash-routed web app: a placeholder after #")
        open("https://example.com/app#/item/7", with: opener)
        open("https://example.com/app#/item/abc", with: opener)
        open("https://example.com/app#item/7", with: opener)
        print("encoded: \(try PathwayEncoder.shared.encode(WebAppItemRoute(id: 7)))")

        section("OAuth-style callback: parameters after #, for the route that opted in")
        let state = "b1946ac9"
        session.begin(state: state)
        open("https://example.com/callback#complete?code=4f2a&state=\(state)", with: opener)
        open("https://example.com/callback#complete?code=4f2a&state=\(state)", with: opener)
        open("https://example.com/settings#?access_token=secret", with: opener)

        section("Custom scheme myapp")
        open("myapp://products/42", with: opener)
        open("myapp:///products/42", with: opener)
        open("myapp://help/privacy", with: opener)
        open("myapp://settings", with: opener)

        section("Hostile and broken links: rejected, no handler runs")
        open("https://example.com@evil.com/products/1", with: opener)
        open("https://example.com/products/../settings", with: opener)
        open("myapp://help/%2e%2e", with: opener)
        open("https://example.com/search?q=%0D%0ASet-Cookie:x", with: opener)
        open("https://example.com.evil.com/settings", with: opener)
        open("javascript:alert(1)", with: opener)
        open("https://example.com/products/abc", with: opener)

        section("A test double through PathwaysRouting")
        let double = RecordingRouter()
        let openerUnderTest = LinkOpener(router: double)
        _ = openerUnderTest.open("https://example.com/anything")
        _ = openerUnderTest.open("myapp://products/1")
        print("the double received: \(double.received.map(\.absoluteString))")

        section("An async handler: the order screen waits for its order")
        print("https://example.com/orders/1042")
        print("    -> \(try await router.open("https://example.com/orders/1042") ? "handled" : "no route")")

        section("Links held until sign-in, released in order")
        let links = LinkQueue(router: router)
        for link in ["https://example.com/orders/7", "https://example.com/products/42", "https://example.com/gone"] {
            print("\(link)\n    -> \(await links.receive(link))")
        }
        print("signed in; releasing \(links.heldLinks.count) links")
        print("    -> \(await links.release())")

        section("Navigation state from match, without running a handler")
        for link in ["https://example.com/products/42", "https://example.com/search?q=boots", "https://example.com/nowhere"] {
            print("\(link)\n    -> \(destinations(for: link, router: router))")
        }

        print("\nscreens shown: \(navigator.shown.count)")
    }

    static func open(_ link: String, with opener: LinkOpener) {
        print(link)
        print("    -> \(opener.open(link))")
    }
}

func section(_ title: String) {
    print("\n== \(title)")
}

struct ExampleFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
