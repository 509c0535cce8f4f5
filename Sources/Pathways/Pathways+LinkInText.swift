import Foundation

/// Links as people paste them (SPEC: URL-15, URL-16, LIM-7).
extension Pathways {
    /// The most links in one text that are tried (LIM-7).
    static let maximumLinksInText = 32

    /// The first link in free text that this router routes, cleaned as people paste links.
    ///
    /// ```swift
    /// var router = Pathways(origins: ["https://example.com"])
    /// router.register(path: "/episodes/:id", matching: .exact) { _ in }
    /// router.link(in: "Listen: <http://example.com/episodes/7?utm_campaign=50%off>.")
    /// // https://example.com/episodes/7
    /// ```
    ///
    /// A link is found after its scheme (`https:`, `http:`, or one of the router's custom
    /// schemes and origins), inside `<…>` or quotes, in parentheses, or after a word and a colon
    /// such as `Listen:`. It ends at white space or at a mark no URL holds raw; the sentence
    /// punctuation after it and a `)` that closes nothing in it are left out. Tracking
    /// parameters (`utm_*`, `fbclid`, `gclid`, `dclid`, `msclkid`, `mc_cid`, `mc_eid`,
    /// `igshid`, `_ga`) are removed from its query, so that a malformed escape in one of them no
    /// longer refuses the link. A link of `http` that the router does not route is tried as
    /// `https`, which the router may serve. The first link that `match(_:)` then
    /// routes is returned; a link it refuses or does not route is passed over for the next.
    /// Nothing else is repaired: ``PathwaysRouting/handle(_:)`` and `match(_:)`
    /// read what they are given as it is, since a link that reaches them is meant as written
    /// (URL-15).
    ///
    /// Only the first `4 × limits.maxURLLength` bytes of the text are read, and at most 32 links
    /// in them are tried (LIM-7).
    ///
    /// - Parameter text: Text as a person pasted it: a message, a note, a line of a page.
    /// - Returns: The link, with raw non-ASCII text after its host written as escapes, as a
    ///   browser writes it; `nil` when the text holds no link the router routes.
    public func link(in text: String) -> URL? {
        var schemes = customSchemes.union(["http", "https"])
        for origin in servedOrigins.all { schemes.insert(String(decoding: origin.scheme, as: UTF8.self)) }
        let servesHTTPS = servedOrigins.all.contains { $0.scheme.elementsEqual("https".utf8) }
        let pasted = PastedText(text, byteLimit: 4 * limits.maxURLLength)
        for candidate in pasted.candidates(schemes: schemes, maximumLength: limits.maxURLLength, maximumCount: Self.maximumLinksInText) {
            var forms = [candidate]
            if servesHTTPS, candidate.prefix(5).lowercased() == "http:" { forms.append("https" + candidate.dropFirst(4)) }
            for form in forms where routes(form) {
                let written = PastedText.browserForm(form)
                guard let url = URL(string: written), url.absoluteString == written, routes(written) else { continue }
                return url
            }
        }
        return nil
    }

    /// Whether `match(_:)` reads `text` and finds a route for it.
    private func routes(_ text: String) -> Bool {
        do throws(PathwayError) {
            return try match(text) != nil
        } catch {
            return false
        }
    }
}
