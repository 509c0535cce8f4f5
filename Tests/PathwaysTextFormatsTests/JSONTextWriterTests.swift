import PathwaysTextFormats
import Testing

@Suite("JSONTextWriter")
struct JSONTextWriterTests {
    static let document = #"{"b": [1, "x", {"c": null}], "a": {}, "e": [], "s": ["é", "\u0008"], "n": -0.50e+3, "t": true}"#

    static func read(_ text: String) throws -> JSONNode {
        try JSONReader.read(Array(text.utf8), depthLimit: .containers(64))
    }

    @Test("On one line: members in order, numbers as written, empty containers as [] and {}")
    func oneLine() throws {
        let node = try Self.read(Self.document)
        #expect(
            JSONTextWriter(spacing: .compact).text(node)
                == #"{"b":[1,"x",{"c":null}],"a":{},"e":[],"s":["é","\b"],"n":-0.50e+3,"t":true}"#)
        #expect(
            JSONTextWriter().text(node) == #"{"b": [1, "x", {"c": null}], "a": {}, "e": [], "s": ["é", "\b"], "n": -0.50e+3, "t": true}"#)
    }

    @Test("Every container broken: one member or element a line, two spaces a level")
    func indented() throws {
        let writer = JSONTextWriter(spacing: .compact) { _, _ in true }
        #expect(
            writer.text(try Self.read(Self.document)) == """
                {
                  "b": [
                    1,
                    "x",
                    {
                      "c": null
                    }
                  ],
                  "a": {},
                  "e": [],
                  "s": [
                    "é",
                    "\\b"
                  ],
                  "n": -0.50e+3,
                  "t": true
                }
                """)
    }

    @Test("The caller chooses by node and path which containers break; strings follow its quoting")
    func chosen() throws {
        let quoting = JSONQuoting(escapesNonASCII: true, namesBackspaceAndFormFeed: false, uppercaseHexDigits: true)
        let writer = JSONTextWriter(quoting: quoting) { _, path in path == .root || path == JSONPath.root.appending("routes") }
        #expect(
            writer.text(try Self.read(#"{"a": {"b": [1, 2]}, "routes": [{"p": "é\f"}, {"p": "x"}], "z": []}"#)) == """
                {
                  "a": {"b": [1, 2]},
                  "routes": [
                    {"p": "\\u00E9\\u000C"},
                    {"p": "x"}
                  ],
                  "z": []
                }
                """)
    }

    @Test("Text read and written back, every container broken, reads as the same values")
    func roundTrip() throws {
        let node = try Self.read(Self.document)
        let written = JSONTextWriter { _, _ in true }.text(node)
        #expect(JSONTextWriter(spacing: .compact).text(try Self.read(written)) == JSONTextWriter(spacing: .compact).text(node))
    }
}
