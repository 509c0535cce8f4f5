// Fixture files and cases as JSON text, for the conformance test targets.

/// A fixture file holding the given cases.
package func fixtureFile(cases: [String], retired: [String] = [], specVersion: String = "1.0.0") -> String {
    """
    {
      "$schema": "schema.json",
      "formatVersion": 1,
      "specVersion": "\(specVersion)",
      "retiredIds": [\(retired.map { "\"\($0)\"" }.joined(separator: ", "))],
      "cases": [
    \(cases.joined(separator: ",\n"))
      ]
    }
    """
}

/// One case from its parts, each JSON text.
package func fixtureCase(
    id: String = "match-sample", requirements: String = #"["MATCH-1"]"#, capabilities: String = "[]", extra: String = "",
    routes: String = #"[{"name": "home", "pattern": "/home", "matching": "exact"}]"#,
    inputs: String =
        #"[{"url": "https://example.com/home", "expect": {"match": {"route": "home", "captures": {}, "query": [], "fragment": []}}}]"#
) -> String {
    """
        {
          "id": "\(id)",
          "description": "A sample case.",
          "requirements": \(requirements),
          "capabilities": \(capabilities),\(extra.isEmpty ? "" : "\n      " + extra + ",")
          "routes": \(routes),
          "inputs": \(inputs)
        }
    """
}
