import PathwaysTestSupport
import Testing

@testable import Pathways

/// The reader validates a query's pairs in one pass and records each, which the router and the
/// decoder then decode. These tests hold both to the rules stated pair by pair, as a second, plain
/// reading of generated queries: split at `&`, skip empty pairs, split at the first `=`, check
/// the limit on pairs, then the name, then the value, each by ``PercentDecoding``.
@Suite("Reading a query in one pass")
struct QueryReadingTests {
    /// Pieces of generated queries, rich in separators, escapes good and bad, non-ASCII text
    /// and characters a query may not hold raw; a `#` ends the query and starts the fragment.
    static let pieces = [
        "a", "b", "tag", "=", "=", "&", "&", "&&", "%20", "%2B", "%C3%A9", "%E2%82%AC", "%E2%82", "%FF", "%00", "%ZZ", "%2", "%",
        "+", "/", "?", " ", "é", "\u{7F}", "x=y", "==", "a=", "=a", "[", "'", "#", "#?",
    ]

    /// What reading a URL gave: the decoded query and fragment parameters, or the first error's
    /// code and offset.
    enum Reading: Equatable {
        case pairs(query: [[String]], fragment: [[String]])
        case failure(PathwayError.Code, Int?)
    }

    static func generatedQuery(_ generator: inout SplitMix64) -> String {
        (0..<Int.random(in: 0...14, using: &generator)).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &generator)] }
            .joined()
    }

    /// Splits `name=value&name=value` text at each `&`, skipping empty pairs (QUERY-5), and each
    /// pair at its first `=`; calls `body` with the raw name and value until it returns `false`.
    static func forEachPair(in bytes: ByteView, _ range: Range<Int>, _ body: (Range<Int>, Range<Int>) -> Bool) {
        var start = range.lowerBound
        while start < range.upperBound {
            let end = bytes.skip(from: start, upTo: range.upperBound) { $0 != ASCII.ampersand }
            if end > start {
                let equals = bytes.skip(from: start, upTo: end) { $0 != ASCII.equals }
                guard body(start..<equals, Swift.min(equals + 1, end)..<end) else { return }
            }
            start = end + 1
        }
    }

    /// The rules pair by pair, over the parameters in `range` of `bytes`.
    static func plainReading(_ bytes: ByteView, _ range: Range<Int>, _ limits: PathwayLimits) -> Result<[[String]], PathwayError> {
        var pairs: [[String]] = []
        var failure: PathwayError?
        Self.forEachPair(in: bytes, range) { name, value in
            guard pairs.count < limits.maxParameters else {
                failure = PathwayError(.tooManyParameters, phase: .match, offset: name.lowerBound)
                return false
            }
            var texts: [String] = []
            for text in [name, value] {
                do throws(PercentDecoding.Failure) {
                    let length = try PercentDecoding.validate(bytes.view(text), raw: .query)
                    guard length <= limits.maxComponentLength else {
                        failure = PathwayError(.componentTooLong, phase: .match, offset: text.lowerBound)
                        return false
                    }
                    texts.append(PercentDecoding.decode(bytes.view(text), decodedLength: length))
                } catch {
                    failure = PathwayError(error.code, phase: .match, offset: text.lowerBound + error.offset)
                    return false
                }
            }
            pairs.append(texts)
            return true
        }
        if let failure { return .failure(failure) }
        return .success(pairs)
    }

    /// The plain reading of `https://example.com/?query#route?fragment`.
    static func plainReading(_ url: String, _ limits: PathwayLimits) -> Reading {
        ByteView.withBytes(of: url) { bytes in
            let start = "https://example.com/?".utf8.count
            let hash = bytes.skip(from: start) { $0 != ASCII.hash }
            let query: [[String]]
            switch plainReading(bytes, start..<hash, limits) {
            case .success(let pairs): query = pairs
            case .failure(let error): return .failure(error.code, error.offset)
            }
            guard hash < bytes.count else { return .pairs(query: query, fragment: []) }
            let routeEnd = bytes.skip(from: hash + 1) { $0 != ASCII.question }
            do throws(PercentDecoding.Failure) {
                let length = try PercentDecoding.validate(bytes.view(hash + 1..<routeEnd), raw: .query)
                guard length <= limits.maxComponentLength else { return .failure(.componentTooLong, hash + 1) }
            } catch {
                return .failure(error.code, hash + 1 + error.offset)
            }
            guard routeEnd < bytes.count else { return .pairs(query: query, fragment: []) }
            switch plainReading(bytes, routeEnd + 1..<bytes.count, limits) {
            case .success(let fragment): return .pairs(query: query, fragment: fragment)
            case .failure(let error): return .failure(error.code, error.offset)
            }
        }
    }

    static func reading(_ url: String, _ limits: PathwayLimits) -> Reading {
        do {
            let parsed = try ParsedURL.read(url, limits: limits)
            let fragment = parsed.fragmentParameters.map { [$0.name, $0.value] }
            return .pairs(query: parsed.query.map { [$0.name, $0.value] }, fragment: fragment)
        } catch {
            return .failure(error.code, error.offset)
        }
    }

    /// Every query parameter, as a decoded route sees them through `allKeys`: each name once, in
    /// order, with all its values.
    struct AllParameters: Decodable {
        struct Key: CodingKey {
            let stringValue: String
            init?(stringValue: String) { self.stringValue = stringValue }
            var intValue: Int? { nil }
            init?(intValue: Int) { nil }
        }

        let parameters: [[String]]

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            parameters = try container.allKeys.map { key in [key.stringValue] + (try container.decode([String].self, forKey: key)) }
        }
    }

    /// The plain reading's query grouped as ``AllParameters`` gives it, names compared byte for byte.
    static func grouped(_ pairs: [[String]]) -> [[String]] {
        var groups: [[String]] = []
        for pair in pairs {
            if let index = groups.firstIndex(where: { $0[0].utf8.elementsEqual(pair[0].utf8) }) {
                groups[index].append(pair[1])
            } else {
                groups.append(pair)
            }
        }
        return groups
    }

    @Test(
        "QUERY-5, QUERY-6, LIM-3, LIM-4, ERR-3: the one-pass reader agrees with the rules read pair by pair",
        arguments: [1, 2, 3] as [UInt64])
    func readerAgrees(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        let pattern = try PathPattern("/")
        for _ in 0..<400 {
            var limits = PathwayLimits()
            if generator.next() % 3 == 0 {
                limits.maxParameters = Int.random(in: 1...4, using: &generator)
                limits.maxComponentLength = Int.random(in: 1...6, using: &generator)
            }
            var url = "https://example.com/?" + Self.generatedQuery(&generator)
            if generator.next() % 4 == 0 { url += "#r?" + Self.generatedQuery(&generator) }
            let expected = Self.plainReading(url, limits)
            #expect(Self.reading(url, limits) == expected, "\(url)")
            // The decoder, which decodes the pairs the reader recorded.
            let decoder = PathwayDecoder(limits: limits)
            switch expected {
            case .pairs(let query, _):
                let decoded = try decoder.decode(AllParameters.self, pattern: pattern, from: url)
                #expect(decoded.parameters == Self.grouped(query), "\(url)")
            case .failure(let code, let offset):
                do {
                    _ = try decoder.decode(AllParameters.self, pattern: pattern, from: url)
                    Issue.record("decoded \(url), expected \(code)")
                } catch {
                    #expect(error.code == code && error.offset == offset && error.phase == .match, "\(url): \(error)")
                }
            }
        }
    }
}
