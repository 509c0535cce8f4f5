import Foundation
import Pathways

/// The harness's model of precedence and dispatch (SPEC: PREC-2 to PREC-6, DISP-2 to DISP-4).
extension RouteSpec {
    /// What decoding a registration's route from a URL gives, by the harness's own parsers.
    enum DecodeOutcome: Equatable {
        case decodes
        case fails(PathwayError.Code)
        /// The harness does not model this value's parser.
        case unknown
    }

    /// What handling a URL must do.
    enum Dispatch: Equatable, CustomStringConvertible {
        case runs(Int)
        case throwsDecodeError(PathwayError.Code)
        case returnsFalse
        case unknown

        var description: String {
            switch self {
            case .runs(let index): "run route #\(index)"
            case .throwsDecodeError(let code): "throw \(code)"
            case .returnsFalse: "return false"
            case .unknown: "unknown"
            }
        }
    }

    /// Whether this route comes before `other` when both match a URL: component kinds from the
    /// left (a literal compared with case, one without, a placeholder, a catch-all, then an
    /// ended pattern), then a fragment route, compared piece by piece the same way, exact mode,
    /// a host, and finally registration order (PREC-2 to PREC-6).
    func precedes(_ other: RouteSpec, registeredBefore: Bool) -> Bool {
        if let order = Self.order(components, caseInsensitive, other.components, other.caseInsensitive) { return order }
        if (fragmentPieces != nil) != (other.fragmentPieces != nil) { return fragmentPieces != nil }
        if let fragmentPieces, let otherPieces = other.fragmentPieces,
            let order = Self.order(fragmentPieces, caseInsensitive, otherPieces, other.caseInsensitive)
        {
            return order
        }
        if matching != other.matching { return matching == .exact }
        if (host != nil) != (other.host != nil) { return host != nil }
        return registeredBefore
    }

    /// Whether `parts` ranks first at the first position whose kinds differ; `nil` when none does.
    private static func order(_ parts: [Component], _ folds: Bool, _ other: [Component], _ otherFolds: Bool) -> Bool? {
        for position in 0..<max(parts.count, other.count) {
            let rank = kindRank(parts, position, folds)
            let otherRank = kindRank(other, position, otherFolds)
            if rank != otherRank { return rank > otherRank }
        }
        return nil
    }

    private static func kindRank(_ parts: [Component], _ position: Int, _ folds: Bool) -> Int {
        guard position < parts.count else { return 0 }
        switch parts[position] {
        case .literal: return folds ? 3 : 4
        case .placeholder: return 2
        case .catchAll: return 1
        }
    }

    /// Decoding this route's value from the URL, which the route matches: its captures, then
    /// its query fields in declaration order, the first failure winning (CODE-4 to CODE-7).
    func decodeOutcome(_ url: ReferenceURL) -> DecodeOutcome {
        guard let items = captures(in: url), let pairs = ReferenceURL.parameters(url.query) else { return .unknown }
        var captures: [String] = []
        for item in items {
            guard let value = Percent.utf8String(item.value) else { return .unknown }
            captures.append(value)
        }
        let query = QueryFields(pairs)
        switch kind {
        case .path, .tree, .page: return .decodes
        case .product: return DecodeOutcome(Int.reference(captures[0]))
        case .review:
            let id = DecodeOutcome(Int.reference(captures[0]))
            return id == .decodes ? DecodeOutcome(UUID.reference(captures[1])) : id
        case .flag: return DecodeOutcome(Bool.reference(captures[0]))
        case .measure: return DecodeOutcome(Double.reference(captures[0]))
        case .color: return DecodeOutcome(Color.reference(captures[0]))
        case .number: return DecodeOutcome(Int.reference(captures[0]))
        case .sum:
            return DecodeOutcome.first([
                DecodeOutcome.all(captures, Int.self), query.optionalOutcome("scale", Int.self),
            ])
        case .find:
            return DecodeOutcome.first([
                query.requiredOutcome("q", String.self), query.optionalOutcome("page", Int.self),
                DecodeOutcome.all(query.all("tag"), String.self), DecodeOutcome.all(query.all("ids"), Int.self),
            ])
        case .date:
            // The date parser has no independent model here; FuzzDecoder checks it by round trips.
            do throws(PathwayError) {
                let text = String(decoding: Percent.encode(items[0].value), as: UTF8.self)
                _ = try PathwayDecoder.shared.decode(ValueRoute<Date>.self, fromPath: "/v/" + text)
                return .decodes
            } catch {
                return .fails(error.code)
            }
        }
    }

    /// What handling `url` must do with the routes `specs`.
    static func dispatch(_ url: ReferenceURL, _ specs: [RouteSpec]) -> Dispatch {
        let ordered = specs.indices.filter { specs[$0].matches(url) }.sorted { lhs, rhs in
            specs[lhs].precedes(specs[rhs], registeredBefore: lhs < rhs)
        }
        var firstFailure: PathwayError.Code?
        for index in ordered {
            switch specs[index].decodeOutcome(url) {
            case .decodes: return .runs(index)
            case .fails(let code): if firstFailure == nil { firstFailure = code }
            case .unknown: return .unknown
            }
        }
        return firstFailure.map { .throwsDecodeError($0) } ?? .returnsFalse
    }
}
