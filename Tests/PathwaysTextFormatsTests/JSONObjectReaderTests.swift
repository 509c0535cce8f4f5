import PathwaysTextFormats
import Testing

@Suite("JSONObjectReader")
struct JSONObjectReaderTests {
    /// A caller's own error: the problem and where, as the reader reported them.
    struct ShapeError: Error, Equatable {
        let problem: JSONShapeProblem
        let path: String
    }

    static func read(_ text: String) throws -> JSONNode {
        try JSONReader.read(Array(text.utf8), depthLimit: .containers(64))
    }

    static func object(_ text: String) throws -> JSONObjectReader<ShapeError> {
        try JSONObjectReader(read(text), at: JSONPath.root.appending("route")) { ShapeError(problem: $0, path: $1.description) }
    }

    @Test("Members are read by key, byte for byte, each with its path")
    func members() throws {
        let route = try Self.object(#"{"pattern": "/a", "exact": true, "hosts": ["x", "y"]}"#)
        #expect(try route.string("pattern") == "/a")
        #expect(try route.optionalString("host") == nil)
        #expect(try route.optionalBool("exact") == true)
        #expect(try route.strings(route.required("hosts"), at: route.path("hosts")) == ["x", "y"])
        #expect(try route.strings("hosts") == ["x", "y"])
        #expect(route.path("pattern").description == "$.route.pattern")
        #expect(route.members.map(\.key) == ["pattern", "exact", "hosts"])
        // NFC and NFD spellings of one key are two keys.
        let keys = try Self.object("{\"\u{E9}\": 1}")
        #expect(keys["e\u{301}"] == nil)
        #expect(keys["\u{E9}"]?.kind == .number)
    }

    @Test("A value of another kind is the caller's error, with what was expected and found, at the value")
    func wrongType() throws {
        let route = try Self.object(#"{"pattern": 7, "exact": "yes", "hosts": ["x", null]}"#)
        #expect(throws: ShapeError(problem: .wrongType(expected: .string, found: try #require(route["pattern"])), path: "$.route.pattern"))
        {
            try route.string("pattern")
        }
        #expect(throws: ShapeError(problem: .wrongType(expected: .bool, found: try #require(route["exact"])), path: "$.route.exact")) {
            try route.optionalBool("exact")
        }
        let hosts = try #require(route["hosts"])
        let null = try #require(hosts.node(at: JSONPath.root.appending(1)))
        #expect(throws: ShapeError(problem: .wrongType(expected: .string, found: null), path: "$.route.hosts[1]")) {
            try route.strings(hosts, at: route.path("hosts"))
        }
        #expect(throws: ShapeError(problem: .wrongType(expected: .string, found: null), path: "$.route.hosts[1]")) {
            try route.strings("hosts")
        }
        #expect(throws: ShapeError(problem: .wrongType(expected: .array, found: try #require(route["pattern"])), path: "$.route.pattern")) {
            try route.strings("pattern")
        }
        #expect(throws: ShapeError(problem: .wrongType(expected: .object, found: try Self.read("[]")), path: "$.route")) {
            try Self.object("[]")
        }
    }

    @Test("A missing key is refused at the object, an unknown key at the member, naming the known keys sorted")
    func keys() throws {
        let route = try Self.object(#"{"pattern": "/a", "patern": "/b"}"#)
        #expect(throws: ShapeError(problem: .missingKey("matching"), path: "$.route")) { try route.string("matching") }
        #expect(throws: ShapeError(problem: .missingKey("hosts"), path: "$.route")) { try route.strings("hosts") }
        #expect(throws: ShapeError(problem: .unknownKey("patern", known: ["matching", "pattern"]), path: "$.route.patern")) {
            try route.refuseKeys(outside: ["pattern", "matching"])
        }
        try route.refuseKeys(outside: ["pattern", "patern"])
    }

    @Test("Values that are no member of an object are read with the error given at the call")
    func values() throws {
        let failure = { (problem: JSONShapeProblem, path: JSONPath) in ShapeError(problem: problem, path: path.description) }
        let list = try Self.read(#"["a", true]"#)
        let flag = try #require(list.node(at: JSONPath.root.appending(1)))
        #expect(throws: ShapeError(problem: .wrongType(expected: .string, found: flag), path: "$[1]")) {
            try JSONObjectReader.strings(list, at: .root, failure: failure)
        }
        #expect(try JSONObjectReader.array(list, at: .root, failure: failure).count == 2)
        #expect(try JSONObjectReader.bool(try Self.read("false"), at: .root, failure: failure) == false)
    }
}
