import PathwaysTextFormats

/// A small, strict reader for the XML of a manifest or an excerpt of one: elements,
/// attributes, namespace prefixes, comments and an XML declaration (SPEC: ASSOC-17).
///
/// Foundation's `XMLParser` lives in a separate library on Linux; a manifest needs only this.
/// What the reader does not model (a DTD, CDATA, processing instructions, text content, entity
/// references other than the five predefined and character references) is refused, never
/// skipped.
enum ManifestXML {
    /// An element, its attributes and children, and where it is written.
    struct Element: Sendable, Hashable {
        /// The name as written, such as `intent-filter` or `tools:fragment`.
        let name: String
        /// The URI the name's prefix is bound to; `nil` without a prefix or for a prefix bound
        /// to nothing.
        let namespace: String?
        let attributes: [Attribute]
        let children: [Element]
        /// Such as `/intent-filter[1]/data[2]`: names with their position among siblings of the
        /// same name, counted from 1.
        let location: String

        /// The name after its prefix, such as `intent-filter`.
        var localName: Substring { ManifestXML.localName(of: name) }

        /// The attribute `localName` in Android's namespace, such as `host` for
        /// `android:host`, whatever its prefix.
        func androidAttribute(_ localName: String) -> Attribute? {
            attributes.first { $0.namespace == ManifestXML.androidNamespace && $0.localName == localName }
        }

        /// Whether the element is `localName` without a prefix, as manifest elements are.
        func isElement(_ localName: String) -> Bool {
            namespace == nil && !name.contains(":") && name == localName
        }
    }

    /// An attribute with its value, entity references replaced.
    struct Attribute: Sendable, Hashable {
        /// The name as written, such as `android:host`.
        let name: String
        /// The URI the name's prefix is bound to; `nil` without a prefix or for a prefix bound
        /// to nothing, and for the `xmlns` declarations themselves.
        let namespace: String?
        let value: String
        /// Such as `/intent-filter[1]/data[2]/@android:path`.
        let location: String

        /// The name after its prefix, such as `host`.
        var localName: Substring { ManifestXML.localName(of: name) }
    }

    /// Android's namespace, which the attributes of a manifest's elements are in.
    static let androidNamespace = "http://schemas.android.com/apk/res/android"
    /// The namespace of the build tools' instructions, which the build removes.
    static let toolsNamespace = "http://schemas.android.com/tools"

    /// The prefixes an excerpt cut out of a manifest uses without declaring them, since the
    /// manifest declares them at its root; a declaration in the text overrides them.
    static let conventionalPrefixes = ["android": androidNamespace, "tools": toolsNamespace]

    /// The name after its prefix.
    static func localName(of name: String) -> Substring {
        name.firstIndex(of: ":").map { name[name.index(after: $0)...] } ?? Substring(name)
    }

    /// The prefix of a name, if it has one.
    private static func prefix(of name: String) -> Substring? {
        name.firstIndex(of: ":").map { name[..<$0] }
    }

    /// The deepest nesting of elements accepted.
    static let maximumDepth = 16

    /// Reads the top-level elements of `text`.
    ///
    /// - Throws: ``AssociationError`` with code ``AssociationError/Code/invalidXML``.
    static func parse(_ text: String) throws(AssociationError) -> [Element] {
        var reader = Reader(bytes: Array(text.utf8))
        return try reader.document()
    }

    private struct Reader {
        let bytes: [UInt8]
        var offset = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
        }

        private var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

        private func failure(_ detail: String, at location: String) -> AssociationError {
            AssociationError(.invalidXML, path: location.isEmpty ? "/" : location, detail: "\(detail) (byte \(offset))")
        }

        private func startsWith(_ text: String) -> Bool {
            let expected = Array(text.utf8)
            return offset + expected.count <= bytes.count && Array(bytes[offset..<(offset + expected.count)]) == expected
        }

        private mutating func skipWhiteSpace() {
            while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { offset += 1 }
        }

        mutating func document() throws(AssociationError) -> [Element] {
            skipWhiteSpace()
            if startsWith("<?xml") {
                guard let end = find("?>") else { throw failure("the XML declaration is not closed", at: "/") }
                offset = end + 2
            }
            return try content(parent: "", depth: 0, closing: nil, bindings: ManifestXML.conventionalPrefixes)
        }

        /// The position where `text` next starts, if anywhere.
        private func find(_ text: String) -> Int? {
            let expected = Array(text.utf8)
            guard expected.count <= bytes.count else { return nil }
            var position = offset
            while position + expected.count <= bytes.count {
                if Array(bytes[position..<(position + expected.count)]) == expected { return position }
                position += 1
            }
            return nil
        }

        /// Reads elements and comments up to `</closing>`, or to the end of the text when
        /// `closing` is `nil`.
        private mutating func content(parent: String, depth: Int, closing: String?, bindings: [String: String]) throws(AssociationError)
            -> [Element]
        {
            var children: [Element] = []
            var counts: [String: Int] = [:]
            while true {
                skipWhiteSpace()
                guard let byte = current else {
                    if let closing { throw failure("the element <\(closing)> is not closed", at: parent) }
                    return children
                }
                guard byte == UInt8(ascii: "<") else {
                    throw failure("text content is not read; the elements of a manifest hold only elements", at: parent)
                }
                if startsWith("<!--") {
                    guard let end = find("-->") else { throw failure("a comment is not closed", at: parent) }
                    offset = end + 3
                    continue
                }
                if startsWith("</") {
                    offset += 2
                    let name = try self.name(at: parent)
                    skipWhiteSpace()
                    guard current == UInt8(ascii: ">") else { throw failure("expected '>' after </\(name)", at: parent) }
                    offset += 1
                    guard let closing, closing == name else {
                        throw failure("the closing tag </\(name)> matches no open element", at: parent)
                    }
                    return children
                }
                if startsWith("<!") || startsWith("<?") {
                    throw failure("DTDs, CDATA sections and processing instructions are not read", at: parent)
                }
                offset += 1
                let name = try self.name(at: parent)
                let position = (counts[name] ?? 0) + 1
                counts[name] = position
                let location = parent + "/" + name + "[\(position)]"
                children.append(try element(named: name, at: location, depth: depth + 1, bindings: bindings))
            }
        }

        private mutating func element(named name: String, at location: String, depth: Int, bindings: [String: String])
            throws(AssociationError) -> Element
        {
            guard depth <= ManifestXML.maximumDepth else { throw failure("elements nested deeper than 16 levels", at: location) }
            var attributes: [Attribute] = []
            var bindings = bindings
            /// The element once its start tag is read: names resolved against the declarations
            /// it makes, which hold for the element itself.
            func made(_ children: [Element]) -> Element {
                let resolved = attributes.map { attribute in
                    Attribute(
                        name: attribute.name,
                        namespace: ManifestXML.prefix(of: attribute.name).flatMap { $0 == "xmlns" ? nil : bindings[String($0)] },
                        value: attribute.value, location: attribute.location)
                }
                return Element(
                    name: name, namespace: ManifestXML.prefix(of: name).flatMap { bindings[String($0)] }, attributes: resolved,
                    children: children, location: location)
            }
            func declare() {
                for attribute in attributes where attribute.name.hasPrefix("xmlns:") {
                    bindings[String(attribute.name.dropFirst("xmlns:".count))] = attribute.value
                }
            }
            while true {
                let hadSpace = current.map { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D } ?? false
                skipWhiteSpace()
                guard let byte = current else { throw failure("the tag <\(name)> is not closed", at: location) }
                if byte == UInt8(ascii: "/") {
                    offset += 1
                    guard current == UInt8(ascii: ">") else { throw failure("expected '>' after '/'", at: location) }
                    offset += 1
                    declare()
                    return made([])
                }
                if byte == UInt8(ascii: ">") {
                    offset += 1
                    declare()
                    return made(try content(parent: location, depth: depth, closing: name, bindings: bindings))
                }
                guard hadSpace else { throw failure("attributes must be separated by white space", at: location) }
                let attributeName = try self.name(at: location)
                let attributeLocation = location + "/@" + attributeName
                guard !attributes.contains(where: { $0.name == attributeName }) else {
                    throw failure("the attribute \(attributeName) appears twice", at: attributeLocation)
                }
                skipWhiteSpace()
                guard current == UInt8(ascii: "=") else { throw failure("expected '=' after \(attributeName)", at: attributeLocation) }
                offset += 1
                skipWhiteSpace()
                guard let quote = current, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                    throw failure("an attribute value must be quoted", at: attributeLocation)
                }
                offset += 1
                let start = offset
                while let byte = current, byte != quote {
                    guard byte != UInt8(ascii: "<") else { throw failure("'<' inside an attribute value", at: attributeLocation) }
                    offset += 1
                }
                guard current == quote else { throw failure("an attribute value is not closed", at: attributeLocation) }
                let raw = bytes[start..<offset]
                offset += 1
                guard let text = PercentText.utf8(raw) else { throw failure("invalid UTF-8", at: attributeLocation) }
                attributes.append(
                    Attribute(
                        name: attributeName, namespace: nil, value: try entities(text, at: attributeLocation), location: attributeLocation))
            }
        }

        private mutating func name(at location: String) throws(AssociationError) -> String {
            let start = offset
            while let byte = current, (PercentText.isUnreserved(byte) && byte != UInt8(ascii: "~")) || byte == UInt8(ascii: ":") {
                offset += 1
            }
            guard offset > start else { throw failure("expected a name", at: location) }
            return String(decoding: bytes[start..<offset], as: UTF8.self)
        }

        /// Replaces `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&#N;` and `&#xH;`.
        private func entities(_ text: String, at location: String) throws(AssociationError) -> String {
            guard text.contains("&") else { return text }
            var output = ""
            var rest = Substring(text)
            while let ampersand = rest.firstIndex(of: "&") {
                output += rest[..<ampersand]
                guard let semicolon = rest[ampersand...].firstIndex(of: ";") else {
                    throw failure("'&' must start an entity reference such as &amp;", at: location)
                }
                let name = rest[rest.index(after: ampersand)..<semicolon]
                if let scalar = XMLText.predefinedEntity(named: name) {
                    output.unicodeScalars.append(scalar)
                } else {
                    let number: UInt32? =
                        name.hasPrefix("#x")
                        ? UInt32(name.dropFirst(2), radix: 16) : name.hasPrefix("#") ? UInt32(name.dropFirst(), radix: 10) : nil
                    guard let number, let scalar = Unicode.Scalar(number) else {
                        throw failure("the entity &\(name); is not one of the five XML defines or a character reference", at: location)
                    }
                    output.unicodeScalars.append(scalar)
                }
                rest = rest[rest.index(after: semicolon)...]
            }
            return output + rest
        }
    }
}
