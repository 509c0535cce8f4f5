import Foundation
import Pathways
import Testing

struct FlagRoute: Pathway, Equatable {
    static let pattern = "/flags/:on"
    let on: Bool
}

struct IntegerRoute<Value: FixedWidthInteger & Codable & Sendable>: Pathway, Equatable {
    static var pattern: String { "/n/:value" }
    let value: Value
}

struct FloatRoute<Value: BinaryFloatingPoint & Codable & Sendable>: Pathway, Equatable {
    static var pattern: String { "/f/:value" }
    let value: Value
}

enum Tab: String, Codable, Sendable { case home, search }
enum Level: Int, Codable, Sendable {
    case low = 1
    case high = 2
}

struct TabRoute: Pathway, Equatable {
    static let pattern = "/tabs/:tab/:level"
    let tab: Tab
    let level: Level
}

/// A raw value with a precomposed letter (NFC), as Swift source spells `é`.
enum Cafe: String, Codable, Sendable { case cafe = "caf\u{E9}" }

struct CafeRoute: Pathway, Equatable {
    static let pattern = "/cafes/:name"
    let name: Cafe
}

struct UUIDRoute: Pathway, Equatable {
    static let pattern = "/u/:id"
    let id: UUID
}

struct DateRoute: Pathway, Equatable {
    static let pattern = "/d/:at"
    let at: Date
}

@Suite("Scalar text forms")
struct ScalarTextTests {
    let decoder = PathwayDecoder.shared
    let encoder = PathwayEncoder.shared

    @Test("SCALAR-1: a String is the decoded component")
    func string() throws {
        #expect(try decoder.decode(NoteRoute.self, fromPath: "/notes/a%2Fb").title == "a/b")
    }

    @Test("SCALAR-2: Bool is true or false")
    func bool() throws {
        #expect(try decoder.decode(FlagRoute.self, fromPath: "/flags/true").on)
        #expect(try !decoder.decode(FlagRoute.self, fromPath: "/flags/false").on)
        for text in ["TRUE", "True", "1", "yes", "0"] {
            expectError(.invalidValue, .decode) { _ = try decoder.decode(FlagRoute.self, fromPath: "/flags/" + text) }
        }
        #expect(try encoder.encode(FlagRoute(on: false)) == "/flags/false")
    }

    @Test("SCALAR-3: canonical decimal integers")
    func integers() throws {
        #expect(try decoder.decode(IntegerRoute<Int>.self, fromPath: "/n/42").value == 42)
        #expect(try decoder.decode(IntegerRoute<Int>.self, fromPath: "/n/-7").value == -7)
        #expect(try decoder.decode(IntegerRoute<Int>.self, fromPath: "/n/0").value == 0)
        for text in ["007", "+7", "-0", "1_000", "0x10", "%2042", "4%202", "-", "1e3"] {
            expectError(.invalidValue, .decode) { _ = try decoder.decode(IntegerRoute<Int>.self, fromPath: "/n/" + text) }
        }
        expectError(.invalidValue, .decode) { _ = try decoder.decode(IntegerRoute<UInt>.self, fromPath: "/n/-1") }
    }

    @Test("SCALAR-3: every width's bounds")
    func bounds() throws {
        #expect(try decoder.decode(IntegerRoute<Int8>.self, fromPath: "/n/127").value == 127)
        #expect(try decoder.decode(IntegerRoute<Int8>.self, fromPath: "/n/-128").value == -128)
        expectError(.valueOutOfRange, .decode) { _ = try decoder.decode(IntegerRoute<Int8>.self, fromPath: "/n/128") }
        expectError(.valueOutOfRange, .decode) { _ = try decoder.decode(IntegerRoute<Int8>.self, fromPath: "/n/-129") }
        #expect(try decoder.decode(IntegerRoute<UInt8>.self, fromPath: "/n/255").value == 255)
        expectError(.valueOutOfRange, .decode) { _ = try decoder.decode(IntegerRoute<UInt8>.self, fromPath: "/n/256") }
        #expect(try decoder.decode(IntegerRoute<Int64>.self, fromPath: "/n/-9223372036854775808").value == .min)
        expectError(.valueOutOfRange, .decode) {
            _ = try decoder.decode(IntegerRoute<Int64>.self, fromPath: "/n/9223372036854775808")
        }
        #expect(try decoder.decode(IntegerRoute<UInt64>.self, fromPath: "/n/18446744073709551615").value == .max)
        expectError(.valueOutOfRange, .decode) {
            _ = try decoder.decode(IntegerRoute<UInt64>.self, fromPath: "/n/18446744073709551616")
        }
        #expect(try encoder.encode(IntegerRoute<Int16>(value: .min)) == "/n/-32768")
        #expect(try encoder.encode(IntegerRoute<UInt32>(value: .max)) == "/n/4294967295")
    }

    @Test("SCALAR-4: floating point forms")
    func floatingPoint() throws {
        #expect(try decoder.decode(FloatRoute<Double>.self, fromPath: "/f/0.1").value == 0.1)
        #expect(try decoder.decode(FloatRoute<Double>.self, fromPath: "/f/42").value == 42)
        #expect(try decoder.decode(FloatRoute<Double>.self, fromPath: "/f/1E-7").value == 1e-7)
        #expect(try decoder.decode(FloatRoute<Float>.self, fromPath: "/f/0.1").value == Float(0.1))
        for text in ["inf", "nan", "0x1p3", "+1", ".5", "5.", "1e", "Infinity", "1,5"] {
            expectError(.invalidValue, .decode) { _ = try decoder.decode(FloatRoute<Double>.self, fromPath: "/f/" + text) }
        }
        expectError(.valueOutOfRange, .decode) { _ = try decoder.decode(FloatRoute<Double>.self, fromPath: "/f/1e400") }
        expectError(.valueOutOfRange, .decode) { _ = try decoder.decode(FloatRoute<Float>.self, fromPath: "/f/1e39") }
        #expect(try encoder.encode(FloatRoute<Double>(value: 42)) == "/f/42.0")
        #expect(try encoder.encode(FloatRoute<Double>(value: 0.1)) == "/f/0.1")
        #expect(try encoder.encode(FloatRoute<Double>(value: 1e-7)) == "/f/1e-07")
        let negativeZero = try decoder.decode(FloatRoute<Double>.self, fromPath: encoder.encode(FloatRoute<Double>(value: -0.0)))
        #expect(negativeZero.value.sign == .minus)
        for value in [Double.infinity, -.infinity, .nan] {
            expectError(.nonFiniteNumber, .encode) { _ = try encoder.encode(FloatRoute<Double>(value: value)) }
        }
        expectError(.nonFiniteNumber, .encode) { _ = try encoder.encode(FloatRoute<Float>(value: .nan)) }
    }

    @Test("SCALAR-5: raw-value enums")
    func enums() throws {
        #expect(try decoder.decode(TabRoute.self, fromPath: "/tabs/search/2") == TabRoute(tab: .search, level: .high))
        let error = expectError(.invalidValue, .decode) { _ = try decoder.decode(TabRoute.self, fromPath: "/tabs/Search/2") }
        #expect(error?.placeholder == "tab")
        expectError(.invalidValue, .decode) { _ = try decoder.decode(TabRoute.self, fromPath: "/tabs/home/3") }
        expectError(.invalidValue, .decode) { _ = try decoder.decode(TabRoute.self, fromPath: "/tabs/home/01") }
        #expect(try encoder.encode(TabRoute(tab: .home, level: .low)) == "/tabs/home/1")
    }

    @Test("SCALAR-5: a String raw value compares byte for byte, not by canonical equivalence")
    func enumRawValuesAreBytes() throws {
        #expect(try decoder.decode(CafeRoute.self, fromPath: "/cafes/caf%C3%A9") == CafeRoute(name: .cafe))
        // Swift's `init(rawValue:)` alone would accept the NFD spelling: `String ==` equates them.
        #expect(Cafe(rawValue: "cafe\u{301}") == .cafe)
        let error = expectError(.invalidValue, .decode) { _ = try decoder.decode(CafeRoute.self, fromPath: "/cafes/cafe%CC%81") }
        #expect(error?.placeholder == "name")
        #expect(try encoder.encode(CafeRoute(name: .cafe)) == "/cafes/caf%C3%A9")
    }

    @Test("SCALAR-6: UUIDs in any case, lower case out")
    func uuids() throws {
        let upper = "123E4567-E89B-12D3-A456-426614174000"
        let route = try decoder.decode(UUIDRoute.self, fromPath: "/u/" + upper)
        #expect(route.id.uuidString == upper)
        #expect(try encoder.encode(route) == "/u/123e4567-e89b-12d3-a456-426614174000")
        for text in [
            "%7B123e4567-e89b-12d3-a456-426614174000%7D", "123e4567e89b12d3a456426614174000", "123e4567-e89b-12d3-a456-42661417400",
            "123e4567-e89b-12d3-a456-4266141740000", "123e4567-e89b-12d3-a456_426614174000", "g23e4567-e89b-12d3-a456-426614174000",
        ] {
            expectError(.invalidValue, .decode) { _ = try decoder.decode(UUIDRoute.self, fromPath: "/u/" + text) }
        }
    }

    @Test("SCALAR-7: ISO 8601 forms that decode")
    func dates() throws {
        let noon = Date(timeIntervalSince1970: 1_796_040_000)
        #expect(try decoder.decode(DateRoute.self, fromPath: "/d/2026-11-30T12:00:00Z").at == noon)
        #expect(try decoder.decode(DateRoute.self, fromPath: "/d/2026-11-30T13:00:00%2B01:00").at == noon)
        #expect(try decoder.decode(DateRoute.self, fromPath: "/d/2026-11-30T11:30:00-00:30").at == noon)
        #expect(try decoder.decode(DateRoute.self, fromPath: "/d/2026-11-30T12:00:00.5Z").at == noon + 0.5)
        #expect(try decoder.decode(DateRoute.self, fromPath: "/d/2024-02-29T00:00:00Z").at == Date(timeIntervalSince1970: 1_709_164_800))
        #expect(try decoder.decode(DateRoute.self, fromPath: "/d/0001-01-01T00:00:00Z").at == Date(timeIntervalSince1970: -62_135_596_800))
        for text in [
            "2026-02-30T00:00:00Z", "2025-02-29T00:00:00Z", "2026-11-30T12:00:00.1234Z", "2026-11-30T12:00:60Z",
            "2026-11-30t12:00:00z", "2026-11-30", "2026-11-30T12:00Z", "2026-11-30T24:00:00Z", "0000-01-01T00:00:00Z",
            "2026-11-30T12:00:00", "2026-11-30T12:00:00+0100", "2026-13-01T00:00:00Z", "2026-11-30T12:00:00.Z",
            "0001-01-01T00:00:00%2B00:01", "9999-12-31T23:59:59-00:01",
        ] {
            expectError(.invalidValue, .decode) { _ = try decoder.decode(DateRoute.self, fromPath: "/d/" + text) }
        }
    }

    @Test("SCALAR-8: dates encode in UTC with milliseconds when present")
    func dateEncoding() throws {
        let noon = Date(timeIntervalSince1970: 1_796_040_000)
        #expect(try encoder.encode(DateRoute(at: noon)) == "/d/2026-11-30T12%3A00%3A00Z")
        #expect(try encoder.encode(DateRoute(at: noon + 0.25)) == "/d/2026-11-30T12%3A00%3A00.250Z")
        #expect(try encoder.encode(DateRoute(at: Date(timeIntervalSince1970: -1))) == "/d/1969-12-31T23%3A59%3A59Z")
        expectError(.unrepresentableDate, .encode) { _ = try encoder.encode(DateRoute(at: noon + 0.0001)) }
        expectError(.unrepresentableDate, .encode) { _ = try encoder.encode(DateRoute(at: .distantFuture.addingTimeInterval(1e12))) }
        expectError(.unrepresentableDate, .encode) { _ = try encoder.encode(DateRoute(at: Date(timeIntervalSince1970: -62_135_596_801))) }
        for milliseconds in [0, 1, 999, -1, -999, 1_796_040_000_123, -62_135_596_800_000, 253_402_300_799_999] as [Int64] {
            let date = Date(timeIntervalSince1970: Double(milliseconds) / 1_000)
            #expect(try decoder.decode(DateRoute.self, fromPath: encoder.encode(DateRoute(at: date))).at == date)
        }
    }

    @Test("SCALAR-9: placeholders are never nil; absent optionals are")
    func optionals() throws {
        struct Lookup: Pathway {
            static let pattern = "/products/:id"
            let id: Int?
            let ref: String?
        }
        let route = try decoder.decode(Lookup.self, fromPath: "/products/42")
        #expect(route.id == 42)
        #expect(route.ref == nil)
    }
}
