/// The parts of a URL that routing needs, as byte ranges into the URL's UTF-8 text.
///
/// Every range has been validated by ``URLReader``: raw characters are allowed in their
/// position, percent-escapes are well formed and decode to UTF-8 without control characters,
/// no path component is a dot segment, and every limit holds (SPEC: URL-1 to URL-14, CANON-1 to
/// CANON-5). The reader records each `name=value` pair of the query and of the fragment's
/// parameters as it validates it, so that nothing after the read splits them again. Valid only
/// inside the `body` of the read that filled it: the components and pairs live in scratch
/// memory of that read.
struct URLParts {
    /// The scheme, without its `:`; `nil` for a path reference.
    var scheme: Range<Int>?
    /// The host, as written (not decoded, not case-folded); `nil` without an authority or for a
    /// custom scheme, whose authority is read as the first path component.
    var host: Range<Int>?
    /// The port's digits, when the authority has a `:` after the host; possibly empty.
    var port: Range<Int>?
    /// The path as written, before canonicalization: from the end of the authority (or of the
    /// scheme, for a URL without one) to the query or the fragment; empty for an empty path.
    var path = 0..<0
    /// The path's components, still percent-encoded, with their decoded lengths, after
    /// canonicalization (CANON-1 to CANON-3).
    var components: PathComponents
    /// The query after `?`, without the `?`.
    var query: Range<Int>?
    /// The fragment's route part: the fragment up to its first `?`.
    var fragmentRoute: Range<Int>?
    /// The fragment's parameters: the fragment after its first `?`.
    var fragmentParameters: Range<Int>?
    /// The pairs of the query, then those of the fragment's parameters, in URL order; empty
    /// pairs are not recorded (QUERY-5).
    var pairs: ScratchBuffer<ParameterPair>
    /// How many of ``pairs`` belong to the query; the rest are the fragment's.
    var queryPairCount = 0
    /// The position, among the router's origins, of the origin the URL belongs to; `nil` for a
    /// router that serves every origin (ORIGIN-2). Set after reading, by the router.
    var origin: Int?

    /// Parts with no components and no pairs yet: the reader lends their memory once it knows
    /// how much each needs.
    init() {
        components = PathComponents()
        pairs = ScratchBuffer()
    }

    /// The query's pairs, in URL order.
    var queryPairs: Slice<ScratchBuffer<ParameterPair>> { pairs[0..<queryPairCount] }
    /// The fragment parameters' pairs, in URL order.
    var fragmentPairs: Slice<ScratchBuffer<ParameterPair>> { pairs[queryPairCount...] }
}
