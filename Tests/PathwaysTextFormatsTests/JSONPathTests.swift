import PathwaysTextFormats
import Testing

@Suite("JSONPath")
struct JSONPathTests {
    @Test(
        "Identifier keys follow a dot; other keys stand in brackets and quotes, with \\ and ' escaped",
        arguments: [
            ([], "$"),
            ([.key("cases"), .index(12), .key("inputs")], "$.cases[12].inputs"),
            ([.key("_a1"), .key("A_z9")], "$._a1.A_z9"),
            ([.key("$schema")], "$['$schema']"),
            ([.key("applinks"), .key("details"), .index(0), .key("/")], "$.applinks.details[0]['/']"),
            ([.key("")], "$['']"),
            ([.key("1a")], "$['1a']"),
            ([.key("a-b")], "$['a-b']"),
            ([.key("é")], "$['é']"),
            ([.key("it's")], #"$['it\'s']"#),
            ([.key(#"a\b"#)], #"$['a\\b']"#),
            ([.key(#"\'"#)], #"$['\\\'']"#),
            ([.index(-1)], "$[-1]"),
        ] as [([JSONPath.Component], String)]
    )
    func description(components: [JSONPath.Component], expected: String) {
        #expect(JSONPath(components: components).description == expected)
    }

    @Test("appending builds the same path step by step as from its components")
    func appending() {
        let stepwise = JSONPath.root.appending("expect").appending(2).appending(keys: "match", "route")
        #expect(stepwise == JSONPath(components: [.key("expect"), .index(2), .key("match"), .key("route")]))
        #expect(JSONPath.root.appending(keys: "a", "b") == JSONPath.root.appending("a").appending("b"))
        #expect(JSONPath.root.components.isEmpty)
    }
}
