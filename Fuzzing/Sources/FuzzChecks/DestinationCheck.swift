import Pathways
import Synchronization

/// `FuzzHandle`, continued: the same text through `Pathways.destination(for:as:)` and
/// `backStack(for:as:)` over a table of destination routes, some nested under others.
///
/// For a router whose routes all have destinations, the destination, the back stack and the
/// match agree (DEST-2, DEST-3, DEST-6): the same error, or no destination, no match and an empty
/// stack, or the destination of the matched route, which ends the stack. The destination closure
/// runs once for a destination and never for a refused or unmatched link. The stack runs shallow
/// to deep, each entry's pattern a whole-component prefix of the next one's, and the root `/` is
/// never beneath another entry (DEST-7).
@MainActor
enum DestinationCheck {
    /// What a destination route gives: its pattern and its decoded route, as text.
    struct Reached: Sendable, Hashable {
        let pattern: String
        let value: String
    }

    /// How many times a destination closure has run.
    nonisolated private static let calls = Mutex(0)

    /// `/shelf/:shelf`: the parent of the books.
    struct ShelfRoute: Pathway {
        static let pattern = "/shelf/:shelf"
        let shelf: String
    }

    /// `/shelf/:shelf/books/:number`: a child of the shelf.
    struct BookRoute: Pathway {
        static let pattern = "/shelf/:shelf/books/:number"
        let shelf: String
        let number: Int
    }

    /// `/shelf/:shelf/books/:number#page/:page`: a child of the book, after `#`, without case.
    struct BookPageRoute: Pathway {
        static let pattern = "/shelf/:shelf/books/:number#page/:page"
        let shelf: String
        let number: Int
        let page: UInt8
    }

    static let router: Pathways = {
        var router = Pathways(customSchemes: ["myapp"])
        func add<Route: Pathway>(_ type: Route.Type, matching: Matching = .prefix, caseInsensitive: Bool = false) {
            router.register(type, matching: matching, caseInsensitive: caseInsensitive) { route in
                calls.withLock { $0 += 1 }
                return Reached(pattern: Route.pattern, value: "\(route)")
            }
        }
        add(RootRoute.self, matching: .exact)
        add(ShelfRoute.self, matching: .exact)
        add(BookRoute.self)
        add(BookPageRoute.self, caseInsensitive: true)
        add(ProductRoute.self)
        add(FileRoute.self, matching: .exact)
        add(EventRoute.self)
        add(TreeRoute.self)
        add(FindRoute.self, caseInsensitive: true)
        add(CallbackRoute.self)
        return router
    }()

    static func run(_ text: String) throws(Violation) {
        try require(router.registrationErrors.isEmpty, "the destination table is invalid: \(router.registrationErrors)")
        let before = calls.withLock { $0 }
        let destination = Result { () throws(PathwayError) in try router.destination(for: text, as: Reached.self) }
        let ran = calls.withLock { $0 } - before
        let matched = Result { () throws(PathwayError) in try router.match(text) }
        let stack = Result { () throws(PathwayError) in try router.backStack(for: text, as: Reached.self) }
        switch (destination, matched, stack) {
        case (.failure(let error), .failure(let matchError), .failure(let stackError)):
            try require(
                error == matchError && error == stackError, "destination threw \(error), match \(matchError), backStack \(stackError)")
            try require(ran == 0, "a destination closure ran \(ran) times for a refused link")
        case (.success(let destination), .success(let match), .success(let stack)):
            try require(
                ran == (destination == nil ? 0 : 1), "a destination closure ran \(ran) times for \(String(describing: destination))")
            try require(
                (destination == nil) == (match == nil) && (destination == nil) == stack.isEmpty,
                "destination \(String(describing: destination)), match \(String(describing: match?.pattern)) and stack \(stack) disagree")
            guard let destination, let match else { return }
            try require(match.pattern.text == destination.pattern, "destination \(destination) is not the match's \(match.pattern)")
            try require(stack.last == destination, "the stack \(stack) does not end with the destination \(destination)")
            for (shallow, deep) in zip(stack, stack.dropFirst()) {
                let (outer, inner) = (path(shallow.pattern), path(deep.pattern))
                try require(
                    shallow.pattern != "/" && (inner.hasPrefix(outer + "/") || (inner == outer && deep.pattern.contains("#"))),
                    "\(shallow.pattern) is beneath \(deep.pattern) in the stack \(stack)")
            }
        default:
            throw Violation("destination \(destination), match \(matched) and backStack \(stack) disagree on whether the link is refused")
        }
    }

    /// The path of a pattern: what comes before its fragment route.
    private static func path(_ pattern: String) -> String {
        String(pattern.prefix { $0 != "#" })
    }
}
