import Pathways
import PathwaysTestSupport

/// A random route table, and random URLs it accepts, spelled in every way a link may be: for
/// the coverage laws ASSOC-5 and ASSOC-8.
struct GeneratedTable {
    let specs: [RouteSpec]
    let router: Pathways

    /// Literal components, as a pattern writes them.
    static let literals = ["a", "Bb", "caf%C3%A9", "x.y", "a*b", "%3F", "p$(q)", "%2F", "v1.0", "%C3%89t%C3%A9", "~"]
    /// Fragment routes.
    static let fragments = ["complete", "/item/:f", "/*rest", "a/b", "x:y", "/", "done/:g/*tail"]
    /// Decoded placeholder values.
    static let values = ["1", "x", "a/b", "%", "é", "A?B", "..x", "-", "#", "ÉTÉ", "a b"]

    init(_ generator: inout SplitMix64) {
        var specs: [RouteSpec] = []
        for _ in 0..<Int.random(in: 1...5, using: &generator) {
            var components: [String] = []
            let count = Int.random(in: 0...3, using: &generator)
            for index in 0..<count {
                switch Int.random(in: 0..<10, using: &generator) {
                case 0...5: components.append(Self.literals.randomElement(using: &generator) ?? "a")
                case 6...8: components.append(":p\(index)")
                default: components.append(index == count - 1 ? "*rest\(index)" : ":p\(index)")
                }
            }
            var pattern = "/" + components.joined(separator: "/")
            if Int.random(in: 0..<4, using: &generator) == 0 { pattern += "#" + (Self.fragments.randomElement(using: &generator) ?? "x") }
            specs.append(
                RouteSpec(
                    pattern: pattern, host: Bool.random(using: &generator) ? "example.com" : nil,
                    matching: Bool.random(using: &generator) ? .exact : .prefix,
                    caseInsensitive: Int.random(in: 0..<3, using: &generator) == 0))
        }
        self.specs = specs
        self.router = PathwaysAssociationsTests.router(specs)
    }

    /// URLs on example.com that the router accepts, a few per route.
    func acceptedURLs(_ generator: inout SplitMix64, router: Pathways) -> [String] {
        var urls: [String] = []
        for route in router.routes {
            for _ in 0..<8 {
                let url = "https://example.com" + path(route, &generator) + query(&generator) + fragment(route, &generator)
                if let positions = try? router.matchingRoutePositions(url), !positions.isEmpty { urls.append(url) }
            }
        }
        return urls
    }

    private func path(_ route: RegisteredRoute, _ generator: inout SplitMix64) -> String {
        var texts: [String] = []
        for component in route.pattern.components {
            switch component {
            case .literal(let text): texts.append(Self.spell(text, foldsCase: route.caseInsensitive, &generator))
            case .placeholder: texts.append(Self.spell(Self.values.randomElement(using: &generator) ?? "x", foldsCase: false, &generator))
            case .catchAll:
                for _ in 0..<Int.random(in: 1...3, using: &generator) {
                    texts.append(Self.spell(Self.values.randomElement(using: &generator) ?? "x", foldsCase: false, &generator))
                }
            }
        }
        if route.matching == .prefix {
            for _ in 0..<Int.random(in: 0...2, using: &generator) {
                texts.append(Self.spell(Self.values.randomElement(using: &generator) ?? "x", foldsCase: false, &generator))
            }
        }
        var path = "/" + texts.joined(separator: "/")
        if !texts.isEmpty && Bool.random(using: &generator) { path += "/" }
        return path
    }

    private func query(_ generator: inout SplitMix64) -> String {
        ["", "", "?q=1", "?a=%2F&b", "?"].randomElement(using: &generator) ?? ""
    }

    private func fragment(_ route: RegisteredRoute, _ generator: inout SplitMix64) -> String {
        guard let pieces = route.pattern.fragmentComponents else {
            return ["", "", "#top", "#a/b?c=d"].randomElement(using: &generator) ?? ""
        }
        var texts: [String] = []
        for piece in pieces {
            switch piece {
            case .literal(let text): texts.append(Self.spell(text, foldsCase: route.caseInsensitive, &generator))
            case .placeholder: texts.append(Self.spell(Self.values.randomElement(using: &generator) ?? "x", foldsCase: false, &generator))
            case .catchAll:
                for _ in 0..<Int.random(in: 1...2, using: &generator) {
                    texts.append(Self.spell(Self.values.randomElement(using: &generator) ?? "x", foldsCase: false, &generator))
                }
            }
        }
        return "#" + texts.joined(separator: "/") + (["", "?token=a%2Bb", "?"].randomElement(using: &generator) ?? "")
    }

    /// Decoded text written as a link may write it: unreserved characters and some
    /// sub-delimiters as themselves or escaped, escapes in either case, letters of a
    /// case-insensitive literal in either case.
    static func spell(_ text: String, foldsCase: Bool, _ generator: inout SplitMix64) -> String {
        var output = ""
        for var byte in text.utf8 {
            if foldsCase, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte),
                Bool.random(using: &generator)
            {
                byte ^= 0x20
            }
            let plain = PercentCodingForTests.isUnreserved(byte) || "!$&'()*+,;=:@".utf8.contains(byte)
            if plain && Int.random(in: 0..<4, using: &generator) != 0 {
                output.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: Bool.random(using: &generator))
                output += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return output
    }
}

enum PercentCodingForTests {
    static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"): true
        default: false
        }
    }
}
