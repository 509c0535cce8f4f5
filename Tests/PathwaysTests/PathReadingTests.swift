import PathwaysTestSupport
import Testing

@testable import Pathways

/// The reader settles a path component holding only raw characters and escapes of printable
/// ASCII in its one pass over the path, and validates any other component in full. These tests
/// hold it to the rules stated component by component, over generated paths: split at `/`,
/// drop the empty component after a trailing `/`, then for each component the limit on their
/// number, validation by ``PercentDecoding`` with the length limit, and dot segments.
@Suite("Reading a path in one pass")
struct PathReadingTests {
    /// Pieces of generated paths: separators, escapes of printable ASCII and others, dots raw
    /// and escaped, non-ASCII text and characters a path may not hold raw.
    static let pieces = [
        "a", "bc", "/", "/", "//", ".", "..", "%2E", "%2e", "%20", "%2F", "%7E", "%7F", "%1F", "%25", "%C3%A9", "%E2%82", "%FF", "%ZZ",
        "%2", "%", "é", " ", "+", ":", "@", "[",
    ]

    enum Reading: Equatable {
        case components([String])
        case failure(PathwayError.Code, Int?)
    }

    /// The rules component by component, for `https://example.com` followed by a path alone.
    static func plainReading(_ url: String, _ limits: PathwayLimits) -> Reading {
        ByteView.withBytes(of: url) { bytes in
            let start = "https://example.com".utf8.count
            let end = bytes.count
            var ranges: [Range<Int>] = []
            var componentStart = start + 1
            for index in start + 1...end where index == end || bytes[index] == ASCII.slash {
                ranges.append(componentStart..<index)
                componentStart = index + 1
            }
            if ranges.last?.isEmpty == true { ranges.removeLast() }  // one trailing slash adds nothing
            var components: [String] = []
            for range in ranges {
                guard components.count < limits.maxPathComponents else { return .failure(.tooManyComponents, range.lowerBound) }
                let length: Int
                do throws(PercentDecoding.Failure) {
                    length = try PercentDecoding.validate(bytes.view(range), raw: .path)
                } catch {
                    return .failure(error.code, range.lowerBound + error.offset)
                }
                guard length <= limits.maxComponentLength else { return .failure(.componentTooLong, range.lowerBound) }
                let decoded = PercentDecoding.decode(bytes.view(range), decodedLength: length)
                guard decoded != ".", decoded != ".." else { return .failure(.dotSegment, range.lowerBound) }
                components.append(decoded)
            }
            return .components(components)
        }
    }

    static func reading(_ url: String, _ limits: PathwayLimits) -> Reading {
        do {
            return .components(try ParsedURL.read(url, limits: limits).components)
        } catch {
            return .failure(error.code, error.offset)
        }
    }

    @Test(
        "CANON-1, CANON-2, CANON-4, URL-6, LIM-2, LIM-4, ERR-3: the one-pass path reader agrees with the rules read component by component",
        arguments: [1, 2, 3] as [UInt64])
    func readerAgrees(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        for _ in 0..<500 {
            var limits = PathwayLimits()
            if generator.next() % 3 == 0 {
                limits.maxPathComponents = Int.random(in: 1...4, using: &generator)
                limits.maxComponentLength = Int.random(in: 1...6, using: &generator)
            }
            let path = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &generator)]
            }
            let url = "https://example.com/" + path.joined()
            #expect(Self.reading(url, limits) == Self.plainReading(url, limits), "\(url)")
        }
    }
}
