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
    /// left (literal, then placeholder, then an ended pattern), then a fragment route, exact
    /// mode, a host, and finally registration order.
    func precedes(_ other: RouteSpec, registeredBefore: Bool) -> Bool {
        for position in 0..<max(components.count, other.components.count) {
            let rank = kindRank(at: position)
            let otherRank = other.kindRank(at: position)
            if rank != otherRank { return rank > otherRank }
        }
        if (fragmentRoute != nil) != (other.fragmentRoute != nil) { return fragmentRoute != nil }
        if matching != other.matching { return matching == .exact }
        if (host != nil) != (other.host != nil) { return host != nil }
        return registeredBefore
    }

    private func kindRank(at position: Int) -> Int {
        guard position < components.count else { return 0 }
        if case .literal = components[position] { return 2 }
        return 1
    }

    /// Decoding this route's value from the URL's components, which the route matches.
    func decodeOutcome(_ url: ReferenceURL) -> DecodeOutcome {
        var captures: [String] = []
        var raw: [ArraySlice<UInt8>] = []
        for (component, text) in zip(components, url.components) {
            guard case .placeholder = component else { continue }
            guard let decoded = Percent.decode(text), let value = Percent.utf8String(decoded) else { return .unknown }
            captures.append(value)
            raw.append(text)
        }
        func outcome<Value>(_ reference: Reference<Value>) -> DecodeOutcome {
            switch reference {
            case .value: .decodes
            case .refused(let code): .fails(code)
            case .unchecked: .unknown
            }
        }
        switch kind {
        case .path: return .decodes
        case .product: return outcome(Int.reference(captures[0]))
        case .review:
            let id = outcome(Int.reference(captures[0]))
            return id == .decodes ? outcome(UUID.reference(captures[1])) : id
        case .flag: return outcome(Bool.reference(captures[0]))
        case .measure: return outcome(Double.reference(captures[0]))
        case .color: return outcome(Color.reference(captures[0]))
        case .date:
            // The date parser has no independent model here; FuzzDecoder checks it by round trips.
            do throws(PathwayError) {
                _ = try PathwayDecoder.shared.decode(ValueRoute<Date>.self, fromPath: "/v/" + String(decoding: raw[0], as: UTF8.self))
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
