import PathwaysConformance
import Testing

@Suite("Comparator")
struct ComparatorTests {
    static let typedRoute = RouteSpec(
        name: "item", pattern: "/items/:id", matching: .exact,
        types: [
            Property(name: "id", type: PropertyType(.scalar(.string))),
            Property(name: "f", type: PropertyType(.scalar(.float), isOptional: true)),
            Property(name: "d", type: PropertyType(.scalar(.double), isOptional: true)),
            Property(name: "big", type: PropertyType(.scalar(.int64), isOptional: true)),
            Property(name: "u", type: PropertyType(.scalar(.uint64), isOptional: true)),
            Property(name: "uuid", type: PropertyType(.scalar(.uuid), isOptional: true)),
            Property(name: "when", type: PropertyType(.scalar(.date), isOptional: true)),
        ])

    func problems(_ expected: ValueMap, _ actual: ValueMap) -> [String] {
        Comparator.problems(
            expected: .values(expected), actual: .values(actual), input: .decode(route: "item", source: .path("/items/x")),
            routes: [Self.typedRoute])
    }

    @Test("Captures compare byte for byte: NFC and NFD differ")
    func capturesAreBytes() {
        let expected = Outcome.match(RouteMatch(route: "item", captures: [ParameterPair("id", "\u{E9}")]))
        let actual = Outcome.match(RouteMatch(route: "item", captures: [ParameterPair("id", "e\u{301}")]))
        #expect("\u{E9}" == "e\u{301}", "Swift's String == equates them, which is why the comparator must not use it")
        let found = Comparator.problems(expected: expected, actual: actual, input: .url("https://x/items/%C3%A9"), routes: [])
        #expect(found.count == 1)
        #expect(found.first?.contains("C3 A9") == true)
        #expect(Comparator.problems(expected: expected, actual: expected, input: .url("https://x/"), routes: []).isEmpty)
    }

    @Test("Query and fragment pairs compare in order, bytes exact")
    func pairs() {
        let expected = Outcome.match(RouteMatch(route: "a", query: [ParameterPair("t", "a"), ParameterPair("t", "b")]))
        let swapped = Outcome.match(RouteMatch(route: "a", query: [ParameterPair("t", "b"), ParameterPair("t", "a")]))
        #expect(!Comparator.problems(expected: expected, actual: swapped, input: .url("https://x/"), routes: []).isEmpty)
        let fragment = Outcome.match(RouteMatch(route: "a", query: expected.matchQuery, fragment: [ParameterPair("x", "1")]))
        #expect(!Comparator.problems(expected: expected, actual: fragment, input: .url("https://x/"), routes: []).isEmpty)
    }

    @Test("A remainder is checked only when the expectation gives one, element by element, bytes exact (DISP-9)")
    func remainder() {
        let expected = Outcome.match(RouteMatch(route: "a", remainder: ["privacy", "\u{E9}"]))
        func problems(_ remainder: [String]?) -> [String] {
            Comparator.problems(
                expected: expected, actual: .match(RouteMatch(route: "a", remainder: remainder)), input: .url("https://x/a"), routes: [])
        }
        #expect(problems(["privacy", "\u{E9}"]).isEmpty)
        #expect(problems(["privacy", "e\u{301}"]).count == 1)
        #expect(problems(["privacy"]).first?.hasPrefix("remainder: expected") == true)
        #expect(problems(nil).first?.hasSuffix("got none") == true)
        // An expectation without a remainder does not check it.
        let unchecked = Outcome.match(RouteMatch(route: "a"))
        let actual = Outcome.match(RouteMatch(route: "a", remainder: ["x"]))
        #expect(Comparator.problems(expected: unchecked, actual: actual, input: .url("https://x/a/x"), routes: []).isEmpty)
        #expect(expected.jsonValue.jsonText.hasSuffix(#""remainder":["privacy","é"]}}"#))
    }

    @Test("Floats compare bit for bit after conversion to the declared type")
    func floats() {
        #expect(
            problems(ValueMap(["id": .string("x"), "f": .number("0.1")]), ValueMap(["id": .string("x"), "f": .number("0.100000001")]))
                .isEmpty)
        #expect(
            !problems(ValueMap(["id": .string("x"), "f": .number("0.1")]), ValueMap(["id": .string("x"), "f": .number("0.10000001")]))
                .isEmpty)
        #expect(
            !problems(ValueMap(["id": .string("x"), "d": .number("0.0")]), ValueMap(["id": .string("x"), "d": .number("-0.0")])).isEmpty)
        #expect(
            problems(ValueMap(["id": .string("x"), "d": .string("NaN")]), ValueMap(["id": .string("x"), "d": .string("NaN")])).isEmpty)
        #expect(
            problems(ValueMap(["id": .string("x"), "d": .string("-Infinity")]), ValueMap(["id": .string("x"), "d": .string("-Infinity")]))
                .isEmpty)
    }

    @Test("64-bit integers are exact, even where Double would round them together")
    func integers() {
        #expect(
            !problems(
                ValueMap(["id": .string("x"), "big": .number("9007199254740993")]),
                ValueMap(["id": .string("x"), "big": .number("9007199254740992")])
            ).isEmpty)
        #expect(
            problems(
                ValueMap(["id": .string("x"), "u": .number("18446744073709551615")]),
                ValueMap(["id": .string("x"), "u": .number("18446744073709551615")])
            ).isEmpty)
        let outOfRange = problems(
            ValueMap(["id": .string("x"), "u": .number("18446744073709551615")]),
            ValueMap(["id": .string("x"), "u": .number("18446744073709551616")]))
        #expect(outOfRange.first?.contains("not a") == true)
    }

    @Test("UUIDs compare case-insensitively, dates as Date, nil as a missing optional")
    func otherTypes() {
        #expect(
            problems(
                ValueMap(["id": .string("x"), "uuid": .string("123e4567-e89b-12d3-a456-426614174000")]),
                ValueMap(["id": .string("x"), "uuid": .string("123E4567-E89B-12D3-A456-426614174000")])
            ).isEmpty)
        #expect(
            problems(
                ValueMap(["id": .string("x"), "when": .number("1795953600.25")]),
                ValueMap(["id": .string("x"), "when": .number("1795953600.250")])
            ).isEmpty)
        #expect(
            !problems(
                ValueMap(["id": .string("x"), "when": .number("1795953600.25")]),
                ValueMap(["id": .string("x"), "when": .number("1795953600.251")])
            ).isEmpty)
        #expect(problems(ValueMap(["id": .string("x"), "when": .null]), ValueMap(["id": .string("x")])).isEmpty)
        #expect(!problems(ValueMap(["id": .string("x")]), ValueMap(["id": .string("y")])).isEmpty)
    }

    @Test("An expected placeholder must be named; an unwritten one is not checked")
    func errors() {
        let input = ConformanceInput.url("https://x/")
        let named = Outcome.error(ErrorOutcome(code: "invalidValue", phase: "decode", placeholder: "id"))
        let unnamed = Outcome.error(ErrorOutcome(code: "invalidValue", phase: "decode"))
        #expect(Comparator.problems(expected: unnamed, actual: named, input: input, routes: []).isEmpty)
        #expect(Comparator.problems(expected: named, actual: unnamed, input: input, routes: []).count == 1)
        #expect(
            Comparator.problems(
                expected: named, actual: Outcome.error(ErrorOutcome(code: "invalidValue", phase: "match", placeholder: "id")), input: input,
                routes: []
            ).count == 1)
        #expect(Comparator.problems(expected: named, actual: .noMatch, input: input, routes: []) == ["expected error, got noMatch"])
    }

    @Test("A round trip checks the encoded path and that the decoded values equal the input's")
    func roundTrip() {
        let input = ConformanceInput.roundTrip(route: "item", values: ValueMap(["id": .string("a/b")]))
        let good = Outcome.roundTrip(path: "/items/a%2Fb", values: ValueMap(["id": .string("a/b")]))
        #expect(Comparator.problems(expected: .path("/items/a%2Fb"), actual: good, input: input, routes: [Self.typedRoute]).isEmpty)
        let lossy = Outcome.roundTrip(path: "/items/a%2Fb", values: ValueMap(["id": .string("a%2Fb")]))
        #expect(Comparator.problems(expected: .path("/items/a%2Fb"), actual: lossy, input: input, routes: [Self.typedRoute]).count == 1)
        #expect(
            Comparator.problems(expected: .path("/items/a%2Fb"), actual: .path("/items/a%2Fb"), input: input, routes: [Self.typedRoute])
                .count == 1)
    }

    @Test("Without error-codes, a decode or encode refusal passes with any code, refused, or (for a URL) no match")
    func refusalsWithoutCodes() {
        let decode = Outcome.error(ErrorOutcome(code: "invalidValue", phase: "decode", placeholder: "id"))
        let url = ConformanceInput.url("https://x/items/abc")
        let lenient: Set<Profile> = []
        #expect(Comparator.problems(expected: decode, actual: .refused, input: url, routes: [], claims: lenient).isEmpty)
        #expect(Comparator.problems(expected: decode, actual: .noMatch, input: url, routes: [], claims: lenient).isEmpty)
        let other = Outcome.error(ErrorOutcome(code: "valueOutOfRange", phase: "decode"))
        #expect(Comparator.problems(expected: decode, actual: other, input: url, routes: [], claims: lenient).isEmpty)
        #expect(
            !Comparator.problems(expected: decode, actual: .match(RouteMatch(route: "item")), input: url, routes: [], claims: lenient)
                .isEmpty)
        // A subject that claims error-codes is held to the code, and refused is not enough.
        #expect(Comparator.problems(expected: decode, actual: .refused, input: url, routes: []) == ["expected error, got refused"])
        #expect(!Comparator.problems(expected: decode, actual: .noMatch, input: url, routes: []).isEmpty)
        // An encode refusal passes with refused, but no match is no answer to an encode input.
        let encode = Outcome.error(ErrorOutcome(code: "emptyValue", phase: "encode"))
        let input = ConformanceInput.encode(route: "item", values: ValueMap(["id": .string("")]), base: nil)
        #expect(Comparator.problems(expected: encode, actual: .refused, input: input, routes: [], claims: lenient).isEmpty)
        #expect(!Comparator.problems(expected: encode, actual: .noMatch, input: input, routes: [], claims: lenient).isEmpty)
        // A URL rejected in the match phase is a capability's code (urlErrors): refused does not pass.
        let match = Outcome.error(ErrorOutcome(code: "dotSegment", phase: "match"))
        #expect(!Comparator.problems(expected: match, actual: .refused, input: url, routes: [], claims: lenient).isEmpty)
    }

    @Test("Without text-forms, an encoded path passes when it reads back the same; with it, byte for byte")
    func encodedReading() {
        let input = ConformanceInput.encode(route: "item", values: ValueMap(["id": .string("a!b")]), base: nil)
        let lenient: Set<Profile> = []
        func problems(_ expected: String, _ actual: String, claims: Set<Profile> = lenient) -> [String] {
            Comparator.problems(expected: .path(expected), actual: .path(actual), input: input, routes: [], claims: claims)
        }
        #expect(problems("/items/a%21b", "/items/a!b").isEmpty)
        #expect(problems("/caf%C3%A9/1", "/caf%c3%a9/1").isEmpty)
        #expect(problems("/~user", "/%7Euser").isEmpty)
        #expect(problems("/items/a%2Fb", "/items/a/b").count == 1, "a %2F is not a separator")
        #expect(problems("/search?q=a%2Bb", "/search?q=a+b").count == 1, "a raw + in a query may read as a space")
        #expect(problems("/search?q=a%20b&t=x", "/search?q=a%20b&t=x#").count == 1, "an empty fragment is a fragment")
        #expect(problems("/settings", "/settings/").count == 1)
        #expect(problems("/items/a%21b", "/items/a!b", claims: [.textForms]).count == 1)
        let base = ConformanceInput.encode(route: "item", values: ValueMap(["id": .string("a!b")]), base: "https://example.com")
        #expect(
            Comparator.problems(
                expected: .url("https://example.com/items/a%21b"), actual: .url("https://example.com/items/a!b"), input: base, routes: [],
                claims: lenient
            ).isEmpty)
        #expect(
            !Comparator.problems(
                expected: .url("https://example.com/items/a%21b"), actual: .url("https://EXAMPLE.com/items/a!b"), input: base, routes: [],
                claims: lenient
            ).isEmpty)
    }
}

extension Outcome {
    fileprivate var matchQuery: [ParameterPair] {
        if case .match(let match) = self { return match.query }
        return []
    }
}
