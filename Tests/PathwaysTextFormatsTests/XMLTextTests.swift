import PathwaysTextFormats
import Testing

@Suite("XMLText")
struct XMLTextTests {
    @Test("The five predefined characters become entities; line feed, tab and carriage return character references")
    func entities() {
        #expect(XMLText.escaped(#"a&b<c>d"e'f"#) == "a&amp;b&lt;c&gt;d&quot;e&apos;f")
        #expect(XMLText.escaped("1\n2\t3\r4") == "1&#10;2&#9;3&#13;4")
        #expect(XMLText.escaped("&amp;") == "&amp;amp;")
    }

    @Test("Characters XML 1.0 cannot hold or discourages are written as \\u{XX}; the rest as themselves")
    func controls() {
        #expect(
            XMLText.escaped("\u{0}\u{1B}\u{1F}\u{7F}\u{80}\u{9F}\u{FFFE}\u{FFFF}")
                == #"\u{0}\u{1B}\u{1F}\u{7F}\u{80}\u{9F}\u{FFFE}\u{FFFF}"#)
        #expect(XMLText.escaped("\u{A0}é😀\u{FFFD}\u{10FFFF} ~") == "\u{A0}é😀\u{FFFD}\u{10FFFF} ~")
    }

    @Test("predefinedEntity reads back what escaped writes for each predefined character")
    func roundTrip() {
        for entity in XMLText.predefinedEntities {
            let written = XMLText.escaped(String(entity.scalar))
            #expect(written == "&" + entity.name + ";")
            #expect(XMLText.predefinedEntity(named: written.dropFirst().dropLast()) == entity.scalar)
        }
        #expect(XMLText.predefinedEntities.map(\.name) == ["amp", "lt", "gt", "quot", "apos"])
    }

    @Test("Other names are no predefined entity", arguments: ["", "AMP", "amp;", "&amp", "#38", "#x26", "nbsp"])
    func otherNames(name: String) {
        #expect(XMLText.predefinedEntity(named: Substring(name)) == nil)
    }
}
