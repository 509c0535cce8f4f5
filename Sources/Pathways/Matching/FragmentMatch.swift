/// Matching a pattern's fragment route against a URL's (MATCH-5, MATCH-7, MATCH-8): the URL's
/// fragment route is split on raw `/` into pieces, which may be empty, and compared one for one.
enum FragmentMatch {
    /// Calls `body` with the range of each piece of the fragment route in `route`, in order,
    /// until it returns `false`. An empty route is one empty piece.
    static func forEachPiece(_ bytes: ByteView, _ route: Range<Int>, _ body: (Range<Int>) -> Bool) {
        var start = route.lowerBound
        while true {
            let end = bytes.skip(from: start, upTo: route.upperBound) { $0 != ASCII.slash }
            guard body(start..<end), end < route.upperBound else { return }
            start = end + 1
        }
    }

    /// Whether the URL's fragment route in `route` has the pattern's pieces: literal pieces equal
    /// after decoding (and folding, when `foldingCase`), a placeholder for one non-empty piece, a
    /// catch-all for the remaining pieces, one or more, each non-empty.
    static func matches(_ pattern: PathPattern.Pieces, _ bytes: ByteView, _ route: Range<Int>, foldingCase: Bool) -> Bool {
        var position = 0
        var matched = true
        var inCatchAll = false
        forEachPiece(bytes, route) { piece in
            if inCatchAll {
                matched = !piece.isEmpty
                return matched
            }
            guard position < pattern.components.count else {
                matched = false
                return false
            }
            switch pattern.components[position] {
            case .literal:
                matched = PercentDecoding.decodes(bytes.view(piece), to: pattern.literalBytes[position], foldingCase: foldingCase)
            case .placeholder:
                matched = !piece.isEmpty
            case .catchAll:
                inCatchAll = true
                matched = !piece.isEmpty
            }
            position += 1
            return matched
        }
        return matched && position == pattern.components.count
    }

    /// The decoded values of the fragment route's placeholders and catch-all, in order, as
    /// `(name, value)` pairs; the pattern has matched.
    static func forEachCapture(
        _ pattern: PathPattern.Pieces, _ bytes: ByteView, _ route: Range<Int>, _ body: (_ name: String, _ value: Range<Int>) -> Void
    ) {
        var position = 0
        var catchAllName: String?
        forEachPiece(bytes, route) { piece in
            if let catchAllName {
                body(catchAllName, piece)
                return true
            }
            guard position < pattern.components.count else { return false }
            defer { position += 1 }
            switch pattern.components[position] {
            case .literal:
                break
            case .placeholder(let name):
                body(name, piece)
            case .catchAll(let name):
                catchAllName = name
                body(name, piece)
            }
            return true
        }
    }
}
