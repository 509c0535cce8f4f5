import Testing

@testable import Pathways

/// The byte classes are a table of flags written out by hand; these tests hold it to RFC 3986's
/// character lists, spelled out, for every one of the 256 byte values.
@Suite("Byte classes (RFC 3986)")
struct ByteClassTests {
    static let alphaDigit = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789".utf8)
    static let unreserved = alphaDigit.union("-._~".utf8)
    static let subDelimiters = Set("!$&'()*+,;=".utf8)
    static let hexDigits = Set("0123456789ABCDEFabcdef".utf8)
    /// `pchar` without `%`, which starts an escape rather than standing for itself.
    static let pathCharacters = unreserved.union(subDelimiters).union(":@".utf8)
    static let queryCharacters = pathCharacters.union("/?".utf8)

    func expectClass(_ name: String, _ isMember: (UInt8) -> Bool, equals members: Set<UInt8>) {
        for byte in UInt8.min...UInt8.max {
            #expect(isMember(byte) == members.contains(byte), "\(name): byte \(byte)")
        }
    }

    @Test("Each class holds exactly its RFC 3986 characters")
    func classesMatchTheRFC() {
        expectClass("unreserved", ASCII.isUnreserved, equals: Self.unreserved)
        expectClass("sub-delimiter", ASCII.isSubDelimiter, equals: Self.subDelimiters)
        expectClass("host character", ASCII.isHostCharacter, equals: Self.unreserved.union(Self.subDelimiters))
        expectClass("hexadecimal digit", ASCII.isHexDigit, equals: Self.hexDigits)
        expectClass("path character", ASCII.isPathCharacter, equals: Self.pathCharacters)
        expectClass("query character", ASCII.isQueryCharacter, equals: Self.queryCharacters)
        expectClass("query value character", ASCII.isQueryValueCharacter, equals: Self.queryCharacters.subtracting("&".utf8))
        expectClass("query name character", ASCII.isQueryNameCharacter, equals: Self.queryCharacters.subtracting("&=".utf8))
        expectClass("letter", ASCII.isAlpha, equals: Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".utf8))
        expectClass("digit", ASCII.isDigit, equals: Set("0123456789".utf8))
    }
}
