import Foundation
import PathwaysTextFormats

/// The known deviations of one implementation: `Conformance/expectations/<implementation>.json`.
///
/// ```json
/// { "implementation": "tiny-router", "deviations": { "prec-literal-beats-placeholder": "no precedence yet (#12)" } }
/// ```
///
/// A failing case listed here is an expected failure, which does not fail the run. A listed case
/// that passes is an unexpected pass, which does: the file must stay true. The reference
/// implementation's file lists nothing.
package struct Expectations: Sendable {
    /// The implementation the file is for; it must match the subject's name.
    package var implementation: String?
    /// Why each listed case is expected to fail, by case id.
    package var deviations: [String: String]
    /// Where the file was read from.
    package var source: String?
    /// When no file was found, the paths looked at, in order.
    package var searched: [String]

    /// Creates expectations.
    package init(implementation: String? = nil, deviations: [String: String] = [:], source: String? = nil, searched: [String] = []) {
        self.implementation = implementation
        self.deviations = deviations
        self.source = source
        self.searched = searched
    }

    /// No deviations at all.
    package static let none = Expectations()

    /// The reason listed for a case, if it is listed.
    package func deviation(for caseID: String) -> String? { deviations[caseID] }

    /// Reads an expectations file.
    ///
    /// - Throws: ``CorpusError`` naming the file, and the JSON path and position of each problem:
    ///   a path that names no file or a folder, a file that cannot be read, an empty file, or
    ///   contents that are not an expectations file.
    package static func load(contentsOf url: URL) throws(CorpusError) -> Expectations {
        func unreadable(_ message: String) -> CorpusError {
            CorpusError([Diagnostic(.error, file: url.path, message: message)], subject: "the expectations file")
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw unreadable("there is no file at this path; give the path of an expectations file, or --no-expectations")
        }
        guard !isDirectory.boolValue else {
            throw unreadable("this is a folder, not an expectations file; name the JSON file inside it")
        }
        guard FileManager.default.isReadableFile(atPath: url.path) else {
            throw unreadable("the expectations file is not readable; check its permissions")
        }
        // A file handle reads what `Data(contentsOf:)` refuses on Linux: a device such as
        // /dev/null, or a pipe such as <(...).
        let bytes: [UInt8]
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            bytes = Array(try handle.readToEnd() ?? Data())
        } catch {
            throw unreadable("cannot read the expectations file: \(error.localizedDescription)")
        }
        guard !bytes.isEmpty else {
            throw unreadable(
                "the expectations file is empty; write {\"implementation\": \"NAME\", \"deviations\": {}}, or run with --no-expectations")
        }
        var expectations = try parse(name: url.path, bytes: bytes)
        expectations.source = url.path
        return expectations
    }

    /// Parses an expectations file's contents.
    package static func parse(name: String, bytes: [UInt8]) throws(CorpusError) -> Expectations {
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw CorpusError(
                [
                    Diagnostic(
                        .error, file: name, path: error.path, position: error.position,
                        message: "the expectations file is not JSON: \(error.message)")
                ],
                subject: "the expectations file")
        }
        var problems: [Diagnostic] = []
        func problem(_ message: String, _ path: JSONPath, _ position: SourcePosition) {
            problems.append(Diagnostic(.error, file: name, path: path, position: position, message: message))
        }
        guard case .object(let members) = root.content else {
            throw CorpusError(
                [
                    Diagnostic(
                        .error, file: name, path: .root, position: root.position,
                        message: "an expectations file must be an object with \"implementation\" and \"deviations\"")
                ], subject: "the expectations file")
        }
        var expectations = Expectations(source: name)
        var sawDeviations = false
        for member in members {
            let path = JSONPath.root.appending(member.key)
            switch member.key {
            case "implementation":
                guard case .string(let text) = member.value.content else {
                    problem("implementation must be a string", path, member.value.position)
                    continue
                }
                expectations.implementation = text
            case "deviations":
                sawDeviations = true
                guard case .object(let entries) = member.value.content else {
                    problem("deviations must be an object of case ids to reasons", path, member.value.position)
                    continue
                }
                for entry in entries {
                    guard case .string(let reason) = entry.value.content else {
                        problem("the reason for \(entry.key) must be a string", path.appending(entry.key), entry.value.position)
                        continue
                    }
                    if !FixtureSchema.isCaseID(entry.key) {
                        problem("\(JSONQuoting().quoted(entry.key)) is not a case id", path.appending(entry.key), entry.keyPosition)
                    }
                    if reason.isEmpty {
                        problem("say why \(entry.key) is expected to fail", path.appending(entry.key), entry.value.position)
                    }
                    expectations.deviations[entry.key] = reason
                }
            default:
                problem("unknown key \"\(member.key)\"; expected \"implementation\" and \"deviations\"", path, member.keyPosition)
            }
        }
        if expectations.implementation == nil { problem("missing the required key \"implementation\"", .root, root.position) }
        if !sawDeviations { problem("missing the required key \"deviations\"", .root, root.position) }
        guard problems.isEmpty else { throw CorpusError(problems, subject: "the expectations file") }
        return expectations
    }
}
