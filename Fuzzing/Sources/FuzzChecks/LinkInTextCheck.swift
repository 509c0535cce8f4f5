import Pathways

/// `Pathways.link(in:)` on the fuzzer's text, alone and inside prose (SPEC: URL-15, LIM-7).
///
/// Whatever the text, a link found is one that `match` reads as it is and routes, written in
/// ASCII (URL-15); text without a link the router routes gives `nil`; nothing traps.
@MainActor
enum LinkInTextCheck {
    private static let router: Pathways = {
        var router = Pathways(origins: ["https://example.com", "http://example.org", "myapp://"])
        router.register(path: "/", matching: .prefix) { _ in }
        return router
    }()

    static func run(_ text: String) throws(Violation) {
        for pasted in [text, "See <\(text)>.", "Listen: (\(text)), then “\(text)”!"] {
            guard let url = router.link(in: pasted) else { continue }
            let found = url.absoluteString
            try require(found.unicodeScalars.allSatisfy(\.isASCII), "link(in: \(show(pasted))) gave non-ASCII \(show(found))")
            let routed = Result { () throws(PathwayError) in try router.match(found) }
            switch routed {
            case .success(let match): try require(match != nil, "link(in: \(show(pasted))) gave \(show(found)), which no route takes")
            case .failure(let error): throw Violation("link(in: \(show(pasted))) gave \(show(found)), which match refuses: \(error)")
            }
        }
    }
}
