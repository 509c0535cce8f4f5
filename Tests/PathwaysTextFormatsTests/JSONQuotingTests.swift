import PathwaysTextFormats
import Testing

@Suite("JSONQuoting")
struct JSONQuotingTests {
    /// The conformance runner's JSON: `\b` and `\f` named, lower-case hex digits.
    static let runner = JSONQuoting()
    /// Generated association files: `\u0008` and `\u000C`, upper-case hex digits.
    static let associations = JSONQuoting(namesBackspaceAndFormFeed: false, uppercaseHexDigits: true)

    @Test("Quotes, backslashes and the named escapes are the same in every style")
    func namedEscapes() {
        for quoting in [Self.runner, Self.associations, JSONQuoting(escapesNonASCII: true)] {
            #expect(quoting.quoted(#"a"b\c/"#) == #""a\"b\\c/""#)
            #expect(quoting.quoted("\n\r\t") == #""\n\r\t""#)
            #expect(quoting.quoted("") == #""""#)
        }
    }

    @Test("Every control character and DEL is escaped, in each writer's own way")
    func controls() {
        #expect(Self.runner.quoted("\u{0}\u{8}\u{C}\u{1B}\u{1F}\u{7F}") == #""\u0000\b\f\u001b\u001f\u007f""#)
        #expect(Self.associations.quoted("\u{0}\u{8}\u{C}\u{1B}\u{1F}\u{7F}") == #""\u0000\u0008\u000C\u001B\u001F\u007F""#)
        for value in UInt8(0)...0x7F {
            let text = String(Unicode.Scalar(value))
            let escaped = value < 0x20 || value == 0x7F || text == "\"" || text == "\\"
            #expect((Self.runner.quoted(text).count > 3) == escaped, "U+\(value)")
            #expect((Self.associations.quoted(text).count > 3) == escaped, "U+\(value)")
        }
    }

    @Test("Non-ASCII text is itself, or UTF-16 escapes with escapesNonASCII; NFC and NFD then read apart")
    func nonASCII() {
        #expect(Self.runner.quoted("é😀\u{2028}\u{80}") == "\"é😀\u{2028}\u{80}\"")
        #expect(Self.associations.quoted("é😀") == "\"é😀\"")
        let ascii = JSONQuoting(escapesNonASCII: true)
        #expect(ascii.quoted("~é😀") == #""~\u00e9\ud83d\ude00""#)
        #expect(ascii.quoted("\u{E9}") == #""\u00e9""#)
        #expect(ascii.quoted("e\u{301}") == #""e\u0301""#)
        #expect(JSONQuoting(escapesNonASCII: true, uppercaseHexDigits: true).quoted("😀") == #""\uD83D\uDE00""#)
    }

    @Test("write appends to what is there, as quoted returns it")
    func write() {
        var output = "["
        Self.associations.write("a\u{C}", into: &output)
        #expect(output == "[" + Self.associations.quoted("a\u{C}"))
    }
}
