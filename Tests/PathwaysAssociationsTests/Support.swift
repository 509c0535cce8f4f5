import Pathways
import PathwaysAssociations
import Testing

let appID = "ABCDE12345.com.example.app"

/// One route to register: pattern, host, mode, case folding.
struct RouteSpec: Sendable, CustomStringConvertible {
    var pattern: String
    var host: String? = "example.com"
    var matching: Matching = .exact
    var caseInsensitive = false

    var description: String { "\(host ?? "*") \(pattern) \(matching)\(caseInsensitive ? " case-insensitive" : "")" }
}

/// A router with path-only routes that do nothing.
func router(_ routes: [RouteSpec], customSchemes: Set<String> = []) -> Pathways {
    var router = Pathways(customSchemes: customSchemes)
    for route in routes {
        router.register(host: route.host, path: route.pattern, matching: route.matching, caseInsensitive: route.caseInsensitive) { _ in }
    }
    return router
}

/// The components of a generated file, as JSON text, without comments.
func componentPaths(_ file: AppSiteAssociation) -> [String] {
    file.json.split(separator: "\n").compactMap { line in
        let trimmed = line.drop { $0 == " " }
        guard trimmed.hasPrefix("\"/\": ") else { return nil }
        return String(trimmed.dropFirst(5).dropLast(trimmed.hasSuffix(",") ? 1 : 0))
    }
}

/// Asserts that `body` throws an `AssociationError` with the given code and path.
@discardableResult
func expectAssociationError(
    _ code: AssociationError.Code, at path: String, sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () throws -> Void
) -> AssociationError? {
    do {
        try body()
        Issue.record("expected \(code) at \(path), but nothing was thrown", sourceLocation: sourceLocation)
    } catch let error as AssociationError {
        #expect(error.code == code, "\(error)", sourceLocation: sourceLocation)
        #expect(error.path == path, "\(error)", sourceLocation: sourceLocation)
        #expect(error.description.contains("[\(code)]") && error.description.contains(path), sourceLocation: sourceLocation)
        return error
    } catch {
        Issue.record("expected an AssociationError, got \(error)", sourceLocation: sourceLocation)
    }
    return nil
}

/// A file holding these components for ``appID``.
func file(_ components: String, top: String = "") throws(AssociationError) -> AppSiteAssociation {
    try AppSiteAssociation(json: #"{"applinks": {\#(top)"details": [{"appIDs": ["\#(appID)"], "components": [\#(components)]}]}}"#)
}

/// The text of one `<intent-filter>` that a browser's links can reach, with these `<data>`
/// elements.
func intentFilterXML(_ data: String) -> String {
    """
    <intent-filter>
        <action android:name="android.intent.action.VIEW" />
        <category android:name="android.intent.category.DEFAULT" />
        <category android:name="android.intent.category.BROWSABLE" />
        \(data)
    </intent-filter>
    """
}

/// One `<intent-filter>` that a browser's links can reach, with these `<data>` elements, read.
func filter(_ data: String) throws(AssociationError) -> IntentFilters {
    try IntentFilters(xml: intentFilterXML(data))
}
