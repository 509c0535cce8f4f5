/// Text in XML 1.0 documents: the five predefined entities, read and written from one table, and
/// escaping for attribute values and element content.
///
/// The intent-filter reader replaces the predefined entities with their characters; the JUnit
/// report writes its messages with ``escaped(_:)``.
///
/// ```swift
/// XMLText.escaped("a < b & \"c\"\n")          // "a &lt; b &amp; &quot;c&quot;&#10;"
/// XMLText.predefinedEntity(named: "apos")     // "'"
/// ```
package enum XMLText {
    /// The entities XML 1.0 predefines (section 4.6), by name, with the character each stands for.
    package static let predefinedEntities: [(name: String, scalar: Unicode.Scalar)] = [
        ("amp", "&"), ("lt", "<"), ("gt", ">"), ("quot", "\""), ("apos", "'"),
    ]

    /// The character a predefined entity stands for, such as `&` for `amp` (the name without `&`
    /// and `;`); `nil` for any other name.
    ///
    /// - Parameter name: The entity's name, compared as text.
    /// - Returns: The character, or `nil`.
    package static func predefinedEntity(named name: Substring) -> Unicode.Scalar? {
        predefinedEntities.first { $0.name == name }?.scalar
    }

    /// `text` for an XML 1.0 attribute value (in either quote) or element content.
    ///
    /// The five predefined characters are written as their entities; line feed, tab and carriage
    /// return as character references, so that an attribute keeps them. Characters XML 1.0
    /// cannot hold, or discourages (the other controls, DEL, the C1 controls, U+FFFE and U+FFFF),
    /// are written as `\u{XX}` in plain text, which a reader sees rather than a parser refusing
    /// the document.
    ///
    /// - Parameter text: Any text.
    /// - Returns: The escaped text.
    package static func escaped(_ text: String) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            if let entity = predefinedEntities.first(where: { $0.scalar == scalar }) {
                output += "&" + entity.name + ";"
                continue
            }
            switch scalar {
            case "\n": output += "&#10;"
            case "\t": output += "&#9;"
            case "\r": output += "&#13;"
            default:
                let value = scalar.value
                if value < 0x20 || value == 0x7F || (0x80...0x9F).contains(value) || value == 0xFFFE || value == 0xFFFF {
                    output += "\\u{\(String(value, radix: 16, uppercase: true))}"
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output
    }
}
