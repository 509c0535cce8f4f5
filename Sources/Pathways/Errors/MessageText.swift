/// How a message shows text it did not write: a link, a value, a host, a file's contents.
///
/// Such text comes from strangers and may hold what a terminal or a log viewer does not show,
/// or shows as something else: a newline that splits the message, a tab, a zero-width space
/// between two digits, a right-to-left override that reorders what follows. Each of those is
/// written out, so that what a person reads is every code point the input held: `\n`, `\t` and
/// `\r` as in a Swift string, every other control (C0, DEL, C1), format character (`U+200B`,
/// `U+FEFF`, the bidirectional controls), separator other than the space, default-ignorable,
/// private-use or unassigned code point as `U+XXXX`. Everything else, letters of any script and
/// emoji included, is shown as itself.
///
/// Every message of Pathways and PathwaysAssociations that quotes input goes through here.
package enum MessageText {
    /// `text` with every code point a reader could not see written out.
    ///
    /// - Parameter text: Text from the input.
    /// - Returns: The text to put in a message.
    package static func shown(_ text: String) -> String {
        var shown = ""
        shown.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars { append(scalar, to: &shown, inQuotes: false) }
        return shown
    }

    /// `text` between double quotes, shown as ``shown(_:)`` shows it, with `"` and `\` escaped
    /// as in a Swift string so that the quotes and escapes cannot be forged.
    ///
    /// - Parameter text: Text from the input.
    /// - Returns: The quoted text to put in a message.
    package static func quoted(_ text: String) -> String {
        var shown = "\""
        shown.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars { append(scalar, to: &shown, inQuotes: true) }
        return shown + "\""
    }

    /// How many scalars ``shown(_:)`` writes for `scalars`: the column under which a caret
    /// points at the scalar that follows them.
    static func width(of scalars: some Sequence<Unicode.Scalar>) -> Int {
        var output = ""
        for scalar in scalars { append(scalar, to: &output, inQuotes: false) }
        return output.unicodeScalars.count
    }

    private static func append(_ scalar: Unicode.Scalar, to output: inout String, inQuotes: Bool) {
        switch scalar {
        case "\n": output += "\\n"
        case "\t": output += "\\t"
        case "\r": output += "\\r"
        case "\"" where inQuotes: output += "\\\""
        case "\\" where inQuotes: output += "\\\\"
        case _ where isHidden(scalar): output += codePoint(scalar)
        default: output.unicodeScalars.append(scalar)
        }
    }

    /// Whether a reader could miss the code point or take it for another: every code point a
    /// URL may not hold raw (``InvisibleScalars``), then controls, format characters, separators
    /// other than the space, default-ignorables (joiners, variation selectors, fillers),
    /// private-use and unassigned code points.
    ///
    /// Starting from ``InvisibleScalars`` keeps one rule for what is refused: whatever a URL is
    /// refused for is written out in its message, whatever the Unicode version of the system.
    /// The rest is wider on purpose: writing out a joiner costs a message nothing, while
    /// refusing one would refuse the emoji sequences that need it (URL-6).
    private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value >= 0x20 && scalar.value < 0x7F { return false }  // printable ASCII, the common case
        if InvisibleScalars.contains(scalar.value) { return true }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .privateUse, .unassigned, .surrogate:
            return true
        default:
            return properties.isDefaultIgnorableCodePoint
        }
    }

    /// `U+` and at least four upper-case hexadecimal digits, as Unicode writes a code point.
    private static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
