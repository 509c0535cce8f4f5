import Foundation
import PathwaysAssociations
import Testing

@Suite("Association errors")
struct AssociationErrorTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("ASSOC-20: the codes of AssociationError, SPEC.md's table and schema.json are the same list")
    func codes() throws {
        let codes = AssociationError.Code.allCodes.map(\.description)
        #expect(Set(codes).count == codes.count)
        let spec = try String(contentsOf: Self.root.appendingPathComponent("SPEC.md"), encoding: .utf8)
        let table = try #require(
            spec.range(of: "**ASSOC-20**").flatMap { start in spec.range(of: "**ASSOC-21**").map { spec[start.upperBound..<$0.lowerBound] }
            })
        var listed: [String] = []
        for line in table.split(separator: "\n") where line.hasPrefix("| `") {
            let cell = line.split(separator: "|").first ?? ""
            listed += cell.split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            }
        }
        #expect(listed == codes)
        let schema = try String(contentsOf: Self.root.appendingPathComponent("Fixtures/schema.json"), encoding: .utf8)
        let enumText = try #require(
            schema.range(of: #""associationErrorCode""#).map { schema[$0.upperBound...] }?.split(separator: "]").first)
        let schemaCodes = enumText.split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }.dropFirst()
        #expect(Array(schemaCodes) == codes)
        for code in AssociationError.Code.allCodes { #expect(AssociationError.Code(identifier: code.description) == code) }
        #expect(AssociationError.Code(identifier: "nope") == nil)
    }

    @Test("ASSOC-20: text from a file or an argument is shown with its controls and invisible code points written out")
    func untrustedTextIsShownEscaped() {
        // The JSON path quotes the key as JSON writes it (PathwaysTextFormats); the detail shows it.
        let key = expectAssociationError(.duplicateKey, at: "$.applinks['a\nb\u{200B}']") {
            _ = try AppSiteAssociation(json: #"{"applinks": {"a\nb\u200b": 1, "a\nb\u200b": 2}}"#)
        }
        #expect(key?.detail == #"duplicate key "a\nbU+200B""#, "\(String(describing: key))")
        let pattern = expectAssociationError(.invalidPattern, at: "$.applinks.details[0].components[0]['/']") {
            _ = try AppSiteAssociation(
                json: #"{"applinks": {"details": [{"appIDs": ["A.x"], "components": [{"/": "/a\t$(b\u202e"}]}]}}"#)
        }
        #expect(pattern?.detail.hasPrefix(#""/a\t$(bU+202E" opens"#) == true, "\(String(describing: pattern))")
    }

    @Test("ASSOC-20: an error names its code, where it is and what was found, in one sentence")
    func description() {
        let error = AssociationError(.invalidHost, path: "host", detail: "found example.com:443")
        #expect(error.description == "association error [invalidHost] at host: found example.com:443")
        expectAssociationError(.legacyFormat, at: "$.applinks.details") {
            _ = try AppSiteAssociation(json: #"{"applinks": {"apps": [], "details": {"A.x": {"paths": ["*"]}}}}"#)
        }
    }
}
