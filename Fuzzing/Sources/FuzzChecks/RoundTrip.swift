import Foundation
import Pathways

/// Encode-then-decode checks shared by every target (SPEC: ENC-1 to ENC-9, DEC-1 to DEC-6).
enum RoundTrip {
    /// The codes `PathwayEncoder` documents for values it refuses, and the limits of Section 17
    /// that an encoded path must fit for the router to read it back.
    static let refusalCodes: Set<PathwayError.Code> = [
        .missingValue, .emptyValue, .nonFiniteNumber, .unrepresentableDate, .controlCharacter, .dotSegment,
        .componentTooLong, .tooManyParameters, .tooManyComponents, .urlTooLong,
    ]

    private static let webBase = URL(string: "https://example.com")
    private static let appBase = URL(string: "myapp://")
    private static let appDecoder = PathwayDecoder(customSchemes: ["myapp"])

    /// Encodes a generated value and checks the outcome against what it must be; a value that
    /// encodes must decode back to an identical value.
    static func check<Route: FuzzRoute>(_ value: Route, expecting expectation: Expectation) throws(Violation) {
        let path: String
        do {
            path = try PathwayEncoder.shared.encode(value)
        } catch {
            try ErrorRules.check(error, phases: [.encode])
            try ErrorRules.render(error)
            try require(
                refusalCodes.contains(error.code), "\(Route.self): encode refused with an undocumented code: \(error)")
            try require(
                !expectation.codes.isEmpty, "\(Route.self): encode refused a value it must accept: \(value); \(error)")
            try require(
                expectation.codes.contains(error.code),
                "\(Route.self): encode refused with \(error.code), expected one of \(expectation.codes): \(value)")
            return
        }
        try require(!expectation.mustFail, "\(Route.self): encode accepted \(value) as \(show(path)); expected \(expectation.codes)")
        try checkDecodes(value, path: path, viaURLs: FuzzMode.isSampled)
    }

    /// Checks that a value the library produced (by decoding) encodes, and that the encoding
    /// decodes back to it; returns the encoded path.
    ///
    /// - Parameter viaURLs: Whether to also encode relative to `https://example.com` and
    ///   `myapp://` and decode the URLs; slower, as it goes through Foundation's `URL`.
    @discardableResult
    static func checkReencodes<Route: FuzzRoute>(_ value: Route, viaURLs: Bool = false) throws(Violation) -> String {
        let path: String
        do {
            path = try PathwayEncoder.shared.encode(value)
        } catch {
            throw Violation("\(Route.self): a decoded value does not encode again: \(value); \(error)")
        }
        try checkDecodes(value, path: path, viaURLs: viaURLs)
        return path
    }

    /// The encoded `path` has the pattern's shape and decodes to `value`; when sampled, encoding
    /// the decoded value is stable, and, with `viaURLs`, so is a round trip through URLs.
    private static func checkDecodes<Route: FuzzRoute>(_ value: Route, path: String, viaURLs: Bool) throws(Violation) {
        try checkShape(path, of: Route.self)
        let decoded: Route
        do {
            decoded = try PathwayDecoder.shared.decode(Route.self, fromPath: path)
        } catch {
            throw Violation("\(Route.self): \(value) encoded as \(show(path)), which does not decode: \(error)")
        }
        try require(decoded.isIdentical(to: value), "\(Route.self): \(value) encoded as \(show(path)) decodes as \(decoded)")
        guard FuzzMode.isSampled else { return }
        do {
            let again = try PathwayEncoder.shared.encode(decoded)
            try require(again.utf8.elementsEqual(path.utf8), "\(Route.self): encoding is not stable: \(show(path)) then \(show(again))")
        } catch let violation as Violation {
            throw violation
        } catch {
            throw Violation("\(Route.self): \(decoded), decoded from \(show(path)), does not encode: \(error)")
        }
        guard viaURLs else { return }
        try checkURL(value, base: webBase, decoder: .shared)
        try checkURL(value, base: appBase, decoder: appDecoder)
    }

    private static func checkURL<Route: FuzzRoute>(_ value: Route, base: URL?, decoder: PathwayDecoder) throws(Violation) {
        guard let base else { throw Violation("the base URL of the harness does not parse") }
        do {
            let url = try PathwayEncoder.shared.encode(value, relativeTo: base)
            let decoded = try decoder.decode(Route.self, from: url)
            try require(
                decoded.isIdentical(to: value), "\(Route.self): \(value) encoded as \(url.absoluteString) decodes as \(decoded)")
        } catch let violation as Violation {
            throw violation
        } catch {
            throw Violation("\(Route.self): \(value) relative to \(base.absoluteString) does not round-trip: \(error)")
        }
    }

    /// One component per pattern component (one per element for a catch-all), then the query
    /// fields as `name=value` pairs, then the fragment route; every component, name, value and
    /// fragment piece of unreserved bytes and upper-case escapes, so that no value can add a
    /// component, a pair, a query or a fragment (ENC-1, ENC-2, ENC-10, PCT-6).
    static func checkShape<Route: FuzzRoute>(_ path: String, of type: Route.Type) throws(Violation) {
        // The harness's patterns have no trailing slash; `/` alone has no components.
        let slash = UInt8(ascii: "/")
        let patternBytes = Array(Route.pattern.utf8)
        let patternHash = patternBytes.firstIndex(of: UInt8(ascii: "#"))
        let patternPath = patternBytes[..<(patternHash ?? patternBytes.endIndex)]
        let expectedCount = patternPath.count == 1 ? 0 : patternPath.count(where: { $0 == slash })
        let endsInCatchAll = patternPath.split(separator: slash).last?.first == UInt8(ascii: "*")
        let bytes = Array(path.utf8)
        let hash = bytes.firstIndex(of: UInt8(ascii: "#"))
        try require((hash != nil) == (patternHash != nil), "\(Route.self): fragment mismatch in \(show(path))")
        let beforeHash = bytes[..<(hash ?? bytes.endIndex)]
        let question = beforeHash.firstIndex(of: UInt8(ascii: "?"))
        let pathBytes = beforeHash[..<(question ?? beforeHash.endIndex)]
        try require(pathBytes.first == slash, "\(Route.self): \(show(path)) does not start with '/'")
        let components = expectedCount == 0 ? [] : pathBytes.dropFirst().split(separator: slash, omittingEmptySubsequences: false)
        try require(
            (endsInCatchAll ? components.count >= expectedCount : components.count == expectedCount)
                && (expectedCount > 0 || pathBytes.count == 1),
            "\(Route.self): \(show(path)) has \(components.count) components; the pattern has \(expectedCount)")
        for component in components {
            try require(!component.isEmpty, "\(Route.self): \(show(path)) has an empty component")
            try require(Percent.isCanonicalEncoding(component), "\(Route.self): \(show(path)) is not canonically escaped")
        }
        if let question {
            let query = beforeHash[(question + 1)...]
            try require(!query.isEmpty, "\(Route.self): \(show(path)) has a '?' without pairs")
            for pair in query.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: false) {
                let equals = pair.firstIndex(of: UInt8(ascii: "="))
                try require(
                    equals.map {
                        $0 > pair.startIndex && Percent.isCanonicalEncoding(pair[..<$0]) && Percent.isCanonicalEncoding(pair[($0 + 1)...])
                    }
                        == true,
                    "\(Route.self): \(show(path)) has a query pair that is not name=value, canonically escaped")
            }
        }
        if let hash {
            for piece in bytes[(hash + 1)...].split(separator: slash, omittingEmptySubsequences: false) {
                try require(Percent.isCanonicalEncoding(piece), "\(Route.self): \(show(path)) has a fragment piece not canonically escaped")
            }
        }
    }
}

/// Rules every thrown ``PathwayError`` must follow.
enum ErrorRules {

    /// The error belongs to an expected phase and has a sane offset.
    static func check(_ error: PathwayError, phases: Set<PathwayError.Phase>, inputLength: Int? = nil) throws(Violation) {
        try require(phases.contains(error.phase), "unexpected phase \(error.phase) (expected \(phases)): \(error)")
        if let offset = error.offset {
            try require(offset >= 0, "negative offset: \(error)")
            if let inputLength { try require(offset <= inputLength, "offset \(offset) past the end (\(inputLength)): \(error)") }
        }
    }

    /// The error has a known code and a description that renders (it clips the input and draws
    /// a caret under the offset). Rendering costs more than reading the URL, so the targets call
    /// this for one error per input, and it renders when ``FuzzMode/isSampled``.
    static func render(_ error: PathwayError) throws(Violation) {
        guard FuzzMode.isSampled else { return }
        try require(PathwayError.Code(identifier: error.code.description) == error.code, "unknown code: \(error.code)")
        try require(!error.description.isEmpty, "empty description")
    }
}
