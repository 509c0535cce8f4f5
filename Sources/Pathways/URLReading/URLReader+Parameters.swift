/// The query and the fragment: split at `?` and `#`, every name and value validated
/// (URL-5, URL-7, QUERY-1 to QUERY-6, FRAG-1 to FRAG-5).
extension URLReader {
    func readQueryAndFragment(from start: Int, into parts: inout URLParts) throws(PathwayError) {
        var index = start
        if index < bytes.count, bytes[index] == ASCII.question {
            let end = bytes.skip(from: index + 1) { $0 != ASCII.hash }
            parts.query = (index + 1)..<end
            parts.queryPairCount = try validateParameters(index + 1..<end)
            index = end
        }
        guard index < bytes.count, bytes[index] == ASCII.hash else { return }
        let fragment = (index + 1)..<bytes.count
        let routeEnd = bytes.skip(from: fragment.lowerBound) { $0 != ASCII.question }
        parts.fragmentRoute = fragment.lowerBound..<routeEnd
        _ = try validateText(fragment.lowerBound..<routeEnd, raw: .query)
        if routeEnd < fragment.upperBound {
            parts.fragmentParameters = (routeEnd + 1)..<fragment.upperBound
            parts.fragmentPairCount = try validateParameters(routeEnd + 1..<fragment.upperBound)
        }
    }

    /// Validates `name=value&...` text: characters, escapes and limits.
    /// Returns the number of pairs, so that reading them later sizes its array at once.
    private func validateParameters(_ range: Range<Int>) throws(PathwayError) -> Int {
        var count = 0
        var error: PathwayError?
        ParameterScanner.forEachPair(in: bytes, range) { name, value in
            do throws(PathwayError) {
                count += 1
                guard count <= limits.maxParameters else {
                    throw failure(.tooManyParameters, at: name.lowerBound, expected: "at most \(limits.maxParameters) parameters")
                }
                _ = try validateText(name, raw: .query)
                _ = try validateText(value, raw: .query)
                return true
            } catch let failure {
                error = failure
                return false
            }
        }
        if let error { throw error }
        return count
    }
}
