import Foundation
import Pathways
import PathwaysTestSupport
import Testing

struct ScalarsRoute<Integer: FixedWidthInteger & Codable & Sendable>: Pathway, Equatable {
    static var pattern: String { "/s/:text/:integer/:double/:float/:flag/:id/:at" }
    let text: String
    let integer: Integer
    let double: Double
    let float: Float
    let flag: Bool
    let id: UUID
    let at: Date

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.text.utf8.elementsEqual(rhs.text.utf8) && lhs.integer == rhs.integer && lhs.double.bitPattern == rhs.double.bitPattern
            && lhs.float.bitPattern == rhs.float.bitPattern && lhs.flag == rhs.flag && lhs.id == rhs.id && lhs.at == rhs.at
    }
}

@Suite("Properties over generated values")
struct PropertyTests {
    static func randomText(_ generator: inout SplitMix64) -> String {
        let length = Int.random(in: 1...12, using: &generator)
        var scalars = String.UnicodeScalarView()
        while scalars.count < length {
            let plane = Int.random(in: 0..<10, using: &generator)
            let value: UInt32 =
                switch plane {
                case 0...3: UInt32.random(in: 0x20...0x7E, using: &generator)
                case 4: UInt32.random(in: 0x00...0x20, using: &generator)
                case 5: UInt32.random(in: 0x300...0x36F, using: &generator)  // combining marks
                case 6: UInt32.random(in: 0x1F300...0x1FAFF, using: &generator)  // emoji
                case 7: [0x200D, 0x202E, 0xFEFF, 0x85, 0xA0, 0x2F][Int.random(in: 0..<6, using: &generator)]
                default: UInt32.random(in: 0x80...0x10FFFF, using: &generator)
                }
            if let scalar = Unicode.Scalar(value) { scalars.append(scalar) }
        }
        return String(scalars)
    }

    static func hasControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
    }

    func check<Integer: FixedWidthInteger & Codable & Sendable>(_ type: Integer.Type, seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        for _ in 0..<300 {
            let text = Self.randomText(&generator)
            let integer: Integer = [Integer.min, Integer.max, 0, Integer.random(in: .min ... .max, using: &generator)][
                Int.random(in: 0..<4, using: &generator)]
            let double = Double(bitPattern: generator.next())
            let float = Float(bitPattern: UInt32(truncatingIfNeeded: generator.next()))
            let milliseconds = Int64.random(in: -62_135_596_800_000...253_402_300_799_999, using: &generator)
            let at = Date(timeIntervalSince1970: Double(milliseconds) / 1_000)
            let value = ScalarsRoute(
                text: text, integer: integer, double: double, float: float, flag: generator.next() & 1 == 0, id: UUID(), at: at)
            do {
                let path = try PathwayEncoder.shared.encode(value)
                let decoded = try PathwayDecoder.shared.decode(ScalarsRoute<Integer>.self, fromPath: path)
                #expect(decoded == value, "\(path)")
                #expect(!Self.hasControl(text) && double.isFinite && float.isFinite && text != "." && text != "..")
            } catch {
                let expected: Set<PathwayError.Code> = [.controlCharacter, .nonFiniteNumber, .dotSegment]
                #expect(expected.contains(error.code), "\(error)")
                #expect(Self.hasControl(text) || !double.isFinite || !float.isFinite || text == "." || text == "..")
            }
        }
    }

    @Test("ENC-8, PCT-7: decode(encode(v)) == v for generated values of every scalar type", arguments: [1, 2, 3] as [UInt64])
    func roundTrips(seed: UInt64) throws {
        try check(Int.self, seed: seed)
        try check(Int8.self, seed: seed &+ 10)
        try check(Int16.self, seed: seed &+ 20)
        try check(Int32.self, seed: seed &+ 30)
        try check(Int64.self, seed: seed &+ 40)
        try check(UInt.self, seed: seed &+ 50)
        try check(UInt8.self, seed: seed &+ 60)
        try check(UInt16.self, seed: seed &+ 70)
        try check(UInt32.self, seed: seed &+ 80)
        try check(UInt64.self, seed: seed &+ 90)
    }

    @Test("SCALAR-8: generated dates round-trip or are refused, never rounded")
    func dates() throws {
        var generator = SplitMix64(seed: 99)
        for _ in 0..<2_000 {
            let date = Date(timeIntervalSince1970: Double.random(in: -62_135_596_800...253_402_300_799, using: &generator))
            do {
                let decoded = try PathwayDecoder.shared.decode(DateRoute.self, fromPath: PathwayEncoder.shared.encode(DateRoute(at: date)))
                #expect(decoded.at == date)
            } catch {
                #expect(error.code == .unrepresentableDate)
            }
        }
    }

    @Test("PREC-1: for generated route tables, the winner does not depend on registration order", arguments: [7, 8, 9, 10] as [UInt64])
    @MainActor
    func orderIndependence(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        typealias Route = (name: String, pattern: String, matching: Matching, host: String?)
        var routes: [Route] = []
        var shapes: Set<String> = []
        while routes.count < 12 {
            let depth = Int.random(in: 0...3, using: &generator)
            let components = (0..<depth).map { index in ["a", "b", ":p\(index)"][Int.random(in: 0..<3, using: &generator)] }
            let matching: Matching = generator.next() & 1 == 0 ? .exact : .prefix
            let host: String? = generator.next() % 3 == 0 ? "example.com" : nil
            let fragment = generator.next() % 5 == 0 ? "#done" : ""
            let pattern = "/" + components.joined(separator: "/") + fragment
            // True ties (same shape, mode, host and fragment) are ordered by registration by design.
            let shape = components.map { $0.hasPrefix(":") ? ":" : $0 }.joined(separator: "/") + "\(matching)\(host ?? "")\(fragment)"
            guard shapes.insert(shape).inserted else { continue }
            routes.append(("r\(routes.count)", pattern, matching, host))
        }
        let urls = (0..<60).map { _ in
            let depth = Int.random(in: 0...4, using: &generator)
            let path = (0..<depth).map { _ in ["a", "b", "c"][Int.random(in: 0..<3, using: &generator)] }.joined(separator: "/")
            let host = generator.next() & 1 == 0 ? "example.com" : "other.example"
            return "https://\(host)/\(path)" + (generator.next() % 4 == 0 ? "#done" : "")
        }
        var winners: [String: String]?
        for _ in 0..<20 {
            let journal = Journal()
            var router = Pathways()
            for route in routes.shuffled(using: &generator) {
                router.register(
                    host: route.host, path: route.pattern, matching: route.matching, handler: journal.pathHandler(route.name))
            }
            var current: [String: String] = [:]
            for url in urls {
                journal.entries = []
                _ = try router.handle(url)
                current[url] = journal.routes.first ?? "none"
            }
            if let winners { #expect(current == winners) } else { winners = current }
        }
    }
}
