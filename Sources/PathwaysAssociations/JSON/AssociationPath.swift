/// A place in a JSON document, written the JSONPath way: `$.applinks.details[0]['/']`.
///
/// Keys that are not plain identifiers are written in brackets, so that `/`, `?` and `#` read
/// as the keys they are.
struct AssociationPath: Sendable, Hashable, CustomStringConvertible {
    /// One step: an object key or an array index.
    enum Step: Sendable, Hashable {
        case key(String)
        case index(Int)
    }

    let steps: [Step]

    /// The document's root, `$`.
    static let root = AssociationPath(steps: [])

    /// This path followed by an object key.
    func appending(_ key: String) -> AssociationPath { AssociationPath(steps: steps + [.key(key)]) }

    /// This path followed by an array index.
    func appending(_ index: Int) -> AssociationPath { AssociationPath(steps: steps + [.index(index)]) }

    var description: String {
        var text = "$"
        for step in steps {
            switch step {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key):
                if Self.isIdentifier(key) {
                    text += "." + key
                } else {
                    text += "['" + key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "']"
                }
            }
        }
        return text
    }

    private static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.utf8.first, first == UInt8(ascii: "_") || isLetter(first) else { return false }
        return key.utf8.allSatisfy { $0 == UInt8(ascii: "_") || isLetter($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
}
