import PathwaysConformance
import PathwaysTextFormats
import Testing

@Suite("JSON parser")
struct JSONParserTests {
    @Test("Numbers keep their source text, so 64-bit integers and float bits stay exact")
    func numbersStayExact() throws {
        let node = try JSONParser.parse(
            #"{"a": 18446744073709551615, "b": -9223372036854775808, "c": 0.1000000000000000055511151231257827, "d": 1E+2}"#)
        #expect(node["a"]?.content == .number("18446744073709551615"))
        #expect(node["b"]?.content == .number("-9223372036854775808"))
        #expect(node["c"]?.content == .number("0.1000000000000000055511151231257827"))
        #expect(node["d"]?.content == .number("1E+2"))
    }

    @Test("Positions count lines and Unicode scalars from 1")
    func positions() throws {
        let node = try JSONParser.parse("{\n  \"é\": [1,\n    \"x\"]\n}")
        let element = try #require(node.node(at: JSONPath.root.appending("é").appending(1)))
        #expect(element.position == SourcePosition(line: 3, column: 5))
        #expect(node.node(at: JSONPath.root.appending("é"))?.position == SourcePosition(line: 2, column: 8))
    }

    @Test("Escapes decode, surrogate pairs included, and strings keep NFC and NFD apart")
    func strings() throws {
        let node = try JSONParser.parse(#"["a\"\\\/\b\f\n\r\t", "\u00e9", "e\u0301", "\ud83c\uddfa\ud83c\udde6"]"#)
        guard case .array(let items) = node.value else {
            Issue.record("not an array")
            return
        }
        #expect(items[0] == .string("a\"\\/\u{08}\u{0C}\n\r\t"))
        #expect(items[3] == .string("🇺🇦"))
        #expect(!items[1].isIdentical(to: items[2]))
    }

    @Test(
        "Malformed JSON is an error with its position and JSON path",
        arguments: [
            (#"{"a": [1, 2,]}"#, "trailing ','", 1, 13, "$.a"),
            (#"{"a": 1, "a": 2}"#, "duplicate key", 1, 10, "$.a"),
            (#"{"a": 01}"#, "leading zeros", 1, 8, "$.a"),
            (#"{"a": "\ud800x"}"#, "high surrogate", 1, 8, "$.a"),
            (#"{"a": True}"#, "lower case", 1, 7, "$.a"),
            ("{\"a\": \"x\ny\"}", "control character", 1, 9, "$.a"),
            (#"{"cases": [{"id": 1} "#, "expected ',' or ']'", 1, 22, "$.cases"),
            // At the byte that is wrong, as every module that reads JSON points.
            (#"{"a": 1 "b": 2}"#, "unexpected '\"'; expected ',' or '}'", 1, 9, "$"),
            (#"[1 2]"#, "unexpected '2'; expected ',' or ']'", 1, 4, "$"),
            ("", "empty", 1, 1, "$"),
            (#"{"a": 1} x"#, "after the end", 1, 10, "$"),
        ])
    func malformed(text: String, message: String, line: Int, column: Int, path: String) {
        do {
            _ = try JSONParser.parse(text)
            Issue.record("\(text) parsed")
        } catch {
            #expect(error.message.contains(message), "\(error)")
            #expect(error.position == SourcePosition(line: line, column: column), "\(error)")
            #expect(error.path.description == path)
        }
    }

    @Test("Invalid UTF-8 inside a string is an error, never replaced")
    func invalidUTF8() {
        let bytes: [UInt8] = Array(#"{"a": ""#.utf8) + [0xC0, 0xAF] + Array(#""}"#.utf8)
        #expect(throws: JSONParseError.self) { try JSONParser.parse(bytes) }
    }

    @Test("Nesting deeper than the limit is an error, not a crash")
    func deepNesting() {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONParseError.self) { try JSONParser.parse(text) }
    }

    @Test("The writer writes what the parser reads, numbers and bytes unchanged")
    func writerRoundTrip() throws {
        let text = #"{"n":[18446744073709551615,-0.0,1e-7],"s":"tab\tnul\u0000é","o":{},"a":[],"t":true,"f":false,"z":null}"#
        let value = try JSONParser.parse(text).value
        #expect(try JSONParser.parse(value.jsonText).value.isIdentical(to: value))
        #expect(try JSONParser.parse(JSONTextWriter.runner(pretty: true, asciiOnly: true).text(value.node)).value.isIdentical(to: value))
        #expect(value.jsonText.contains("18446744073709551615"))
    }

    @Test("The writer's bytes: compact with no spaces, pretty one member a line indented two spaces, empty containers closed")
    func writerBytes() throws {
        let value = try JSONParser.parse(#"{"a": [1, {"b": "é\b"}], "o": {}, "e": []}"#).value
        #expect(value.jsonText == #"{"a":[1,{"b":"é\b"}],"o":{},"e":[]}"#)
        #expect(JSONTextWriter.runner(asciiOnly: true).text(value.node) == #"{"a":[1,{"b":"\u00e9\b"}],"o":{},"e":[]}"#)
        let pretty = JSONTextWriter.runner(pretty: true).text(value.node)
        #expect(pretty == "{\n  \"a\": [\n    1,\n    {\n      \"b\": \"é\\b\"\n    }\n  ],\n  \"o\": {},\n  \"e\": []\n}")
    }

    @Test(
        "A value of the wrong shape is refused in the runner's words, at its path",
        arguments: [
            (#"{"caseID": 7, "routes": [], "input": {"url": "https://example.com/"}}"#, "$.caseID: expected a string, found number"),
            (#"{"caseID": "x", "routes": {}}"#, "$.routes: expected an array, found object"),
            (
                #"{"caseID": "x", "routes": [], "input": {"url": "https://example.com/"}, "router": []}"#,
                "$.router: expected an object, found array"
            ),
            (#"{"caseID": "x", "routes": []}"#, #"$: missing required key "input""#),
            (
                #"{"caseID": "x", "routes": [], "input": {"url": "https://example.com/"}, "router": {"plusIsSpaceInQuery": 1}}"#,
                "$.router.plusIsSpaceInQuery: expected a boolean, found number"
            ),
        ])
    func wrongShape(text: String, message: String) throws {
        let node = try JSONParser.parse(text)
        #expect {
            try ConformanceRequest(json: node)
        } throws: { error in
            "\(error)" == message
        }
    }

    @Test("Paths write identifiers with dots and other keys in brackets")
    func paths() {
        #expect(
            JSONPath.root.appending("cases").appending(12).appending(keys: "expect", "match", "route").description
                == "$.cases[12].expect.match.route")
        #expect(JSONPath.root.appending("$schema").description == "$['$schema']")
    }
}
