/// What a request carries that a minor version of the harness protocol added.
extension ConformanceRequest {
    /// The features of the request that a harness of an earlier minor protocol version would not
    /// know, each with the minor version that added it, in request order.
    ///
    /// A harness of protocol 1.0 ignores members it does not know, so it would answer a
    /// case-insensitive route as a case-sensitive one, or encode exactly what it was asked to
    /// round; `ExternalSubject`, the runner's side of a harness, skips such a request instead of
    /// sending it.
    ///
    /// ```swift
    /// let request = ConformanceRequest(caseID: "x", routes: [RouteSpec(name: "a", pattern: "/A", matching: .exact, caseInsensitive: true)], input: .url("https://e/a"))
    /// request.protocolFeatures  // [(1, "route a is case-insensitive")]
    /// ```
    public var protocolFeatures: [(minor: Int, feature: String)] {
        var features: [(Int, String)] = []
        if router.origins != nil { features.append((3, "the router is given origins (origins)")) }
        for route in routes {
            if route.caseInsensitive { features.append((1, "route \(route.name) is case-insensitive")) }
            if route.origin != nil { features.append((3, "route \(route.name) is limited to an origin (origins)")) }
            for property in route.types ?? [] {
                if case .array = property.type.base {
                    features.append((1, "property \(property.name) of route \(route.name) is an array (\(property.type))"))
                }
            }
        }
        if case .encode(_, _, _, let dateEncoding) = input, dateEncoding != .exact {
            features.append((1, "the input encodes dates \(dateEncoding.rawValue) (dateEncoding)"))
        }
        for (_, reason) in router.neededCapabilities { features.append((3, reason)) }
        switch input.kindCase {
        case .appleAssociation, .androidFilters, .appleDelivery, .androidDelivery:
            features.append((2, "the input kind \(input.kind) (associations)"))
            if case .androidDelivery(_, _, let resources, let placeholders) = input, !resources.isEmpty || !placeholders.isEmpty {
                features.append((4, "the androidDelivery input gives the build's resources or placeholders"))
            }
        case .compatibility:
            features.append((4, "the input kind compatibility (routeTables)"))
        case .url, .pattern, .registration, .decode, .encode, .roundTrip:
            break
        }
        return features
    }

    /// ``protocolFeatures``, and for a harness that declares `capabilities`, what the request
    /// asks of that harness: an encode or roundTrip input sent to a harness without `typed` (a
    /// generator over strings, protocol 1.3), which a harness of 1.2 or earlier declaring
    /// `encoding` was never sent.
    ///
    /// ```swift
    /// let request = ConformanceRequest(caseID: "x", routes: [note], input: .encode(route: "note", values: values, base: nil))
    /// request.protocolFeatures(declaring: [.encoding])  // [(3, "the encode input goes to a harness without typed ...")]
    /// ```
    ///
    /// - Parameter capabilities: The capabilities the harness declared.
    /// - Returns: Each feature with the minor version that added it, in request order.
    public func protocolFeatures(declaring capabilities: Set<Capability>) -> [(minor: Int, feature: String)] {
        var features = protocolFeatures
        if !capabilities.contains(.typed), input.kindCase == .encode || input.kindCase == .roundTrip {
            features.append((3, "the \(input.kind) input goes to a harness without typed (a generator over strings)"))
        }
        return features
    }

    /// The lowest minor protocol version a harness must speak to receive the request.
    public var protocolMinor: Int {
        protocolFeatures.map(\.minor).max() ?? 0
    }
}
