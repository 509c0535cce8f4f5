/// Splits `name=value&name=value` text into pairs; empty pairs (`&&`) are skipped (QUERY-5).
enum ParameterScanner {
    /// Calls `body` with each pair's raw name and value ranges until it returns `false`.
    /// A pair without `=` has an empty value range at its end.
    static func forEachPair(in bytes: ByteView, _ range: Range<Int>, _ body: (Range<Int>, Range<Int>) -> Bool) {
        var start = range.lowerBound
        while start < range.upperBound {
            let end = bytes.skip(from: start, upTo: range.upperBound) { $0 != ASCII.ampersand }
            if end > start {
                let equals = bytes.skip(from: start, upTo: end) { $0 != ASCII.equals }
                let name = start..<equals
                let value = Swift.min(equals + 1, end)..<end
                guard body(name, value) else { return }
            }
            start = end + 1
        }
    }
}
