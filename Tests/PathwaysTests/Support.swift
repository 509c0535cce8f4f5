import Foundation
import Pathways
import Testing

/// Records which handler ran and what it received.
@MainActor
final class Journal {
    struct Entry: Equatable {
        let route: String
        let parameters: RouteParameters
    }

    var entries: [Entry] = []

    var routes: [String] { entries.map(\.route) }

    func pathHandler(_ name: String) -> @MainActor @Sendable (RouteParameters) -> Void {
        { [self] parameters in entries.append(Entry(route: name, parameters: parameters)) }
    }
}

/// Asserts that `body` throws a `PathwayError` with the given code and phase, and returns it.
@discardableResult
func expectError(
    _ code: PathwayError.Code,
    _ phase: PathwayError.Phase,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () throws -> Void
) -> PathwayError? {
    do {
        try body()
        Issue.record("expected \(code) in the \(phase) phase, but nothing was thrown", sourceLocation: sourceLocation)
    } catch let error as PathwayError {
        #expect(error.code == code, "\(error)", sourceLocation: sourceLocation)
        #expect(error.phase == phase, "\(error)", sourceLocation: sourceLocation)
        return error
    } catch {
        Issue.record("expected a PathwayError, got \(error)", sourceLocation: sourceLocation)
    }
    return nil
}

/// A router with path-only routes on any host, recording into `journal`.
@MainActor
func makeRouter(
    _ routes: [(name: String, pattern: String, matching: Matching)],
    journal: Journal,
    customSchemes: Set<String> = []
) throws -> Pathways {
    var router = Pathways(customSchemes: customSchemes)
    for route in routes {
        router.register(path: route.pattern, matching: route.matching, handler: journal.pathHandler(route.name))
    }
    try router.validate()
    return router
}

struct NoteRoute: Pathway, Equatable {
    static let pattern = "/notes/:title"
    let title: String
}

struct ProductRoute: Pathway, Equatable {
    static let pattern = "/products/:productID"
    let productID: Int
}

struct MemberRoute: Pathway, Equatable {
    static let pattern = "/teams/:team_id/members/:member_id"
    let teamID: Int
    let memberID: UUID
    enum CodingKeys: String, CodingKey {
        case teamID = "team_id"
        case memberID = "member_id"
    }
}

/// Expects each ```swift block of the Markdown file `document` (relative to the repository's
/// root) to appear in the Swift file `sourcePath`, or in one of `otherPaths`, line for line, runs
/// of white space folded (so that the formatter may align comments). Left out: `import` lines,
/// package manifests (a block starting with `// swift-tools-version:`), and stand-ins for the
/// app's own functions, one line each with an empty body (`@MainActor func showSettings() {}`),
/// which the test files declare with bodies that record the call. That every block compiles as
/// written is `DocumentCompilationTests`' check.
func expectSwiftBlocks(
    of document: String, compiledIn sourcePath: String, alsoIn otherPaths: [String] = [], sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let markdown = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
    // A block is found in one file, never across the end of one and the start of the next.
    var source = try String(contentsOf: URL(fileURLWithPath: sourcePath), encoding: .utf8)
    for path in otherPaths { source += "\n\u{0}\n" + (try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8)) }
    func folded(_ line: Substring) -> String {
        line.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }
    let sourceLines = source.split(separator: "\n", omittingEmptySubsequences: false).map(folded)
    let blocks = markdown.components(separatedBy: "```swift\n").dropFirst().compactMap { $0.components(separatedBy: "```").first }
    #expect(blocks.count >= 1, "\(document) has no Swift block", sourceLocation: sourceLocation)
    func isStandIn(_ line: String) -> Bool {
        let code = line.components(separatedBy: " //").first ?? line
        return (code.hasPrefix("func ") || code.hasPrefix("@MainActor func ")) && code.hasSuffix("{}")
    }
    for block in blocks where !block.hasPrefix("// swift-tools-version:") {
        let lines = block.split(separator: "\n").map(folded)
            .filter { !$0.isEmpty && !$0.hasPrefix("import ") && !isStandIn($0) }
        guard !lines.isEmpty else { continue }
        let found = sourceLines.indices.contains { start in
            var index = start
            for line in lines {
                while index < sourceLines.count, sourceLines[index].isEmpty || sourceLines[index].hasPrefix("// swift-format-ignore") {
                    index += 1
                }
                guard index < sourceLines.count, sourceLines[index] == line else { return false }
                index += 1
            }
            return true
        }
        #expect(found, "\(document) block not compiled verbatim in \(sourcePath):\n\(block)", sourceLocation: sourceLocation)
    }
}
