import Foundation
import PathwaysTextFormats

/// One parsed fixture file: its cases and retired ids.
package struct FixtureFile: Sendable {
    /// The name shown in messages, such as `cases.json`.
    package var name: String
    /// The parsed document, when the file is well-formed JSON.
    package var root: JSONNode?
    /// The `specVersion` the file declares.
    package var specVersion: String?
    /// Ids retired in this file.
    package var retiredIDs: [String]
    /// The cases that have the right shape, in file order.
    package var cases: [FixtureCase]

    /// Creates a file model.
    package init(name: String, root: JSONNode? = nil, specVersion: String? = nil, retiredIDs: [String] = [], cases: [FixtureCase] = []) {
        self.name = name
        self.root = root
        self.specVersion = specVersion
        self.retiredIDs = retiredIDs
        self.cases = cases
    }

    /// Parses and checks one fixture file.
    ///
    /// Never throws and never stops at the first problem: every malformed part is reported and
    /// left out, so `lint` can show them all.
    ///
    /// ```swift
    /// let (file, diagnostics) = FixtureFile.read(name: "cases.json", bytes: Array(text.utf8))
    /// ```
    ///
    /// - Parameters:
    ///   - name: The name used in diagnostics.
    ///   - bytes: The file's contents.
    /// - Returns: The cases that have the right shape, and a diagnostic for each problem.
    package static func read(name: String, bytes: [UInt8]) -> (file: FixtureFile, diagnostics: [Diagnostic]) {
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            return (
                FixtureFile(name: name),
                [Diagnostic(.error, file: name, path: error.path, position: error.position, message: "malformed JSON: \(error.message)")]
            )
        }
        var checker = FixtureSchemaChecker(file: name)
        checker.checkFile(root)
        var diagnostics = checker.diagnostics
        var file = FixtureFile(name: name, root: root)
        if case .string(let text) = root["specVersion"]?.content { file.specVersion = text }
        if case .array(let elements) = root["retiredIds"]?.content {
            file.retiredIDs = elements.compactMap { if case .string(let text) = $0.content { text } else { nil } }
        }
        guard case .array(let caseNodes) = root["cases"]?.content else { return (file, diagnostics) }
        for (offset, node) in caseNodes.enumerated() {
            let path = JSONPath.root.appending("cases").appending(offset)
            let hasProblems = diagnostics.contains { $0.severity == .error && ($0.path?.components.starts(with: path.components) ?? false) }
            guard !hasProblems else { continue }
            do {
                file.cases.append(try buildCase(node, path: path, file: name))
            } catch {
                diagnostics.append(
                    Diagnostic(
                        .error, file: name, caseID: caseID(of: node), path: error.path, position: root.position(nearest: error.path),
                        message: error.message))
            }
        }
        return (file, diagnostics)
    }

    private static func caseID(of node: JSONNode) -> String? {
        if case .string(let text) = node["id"]?.content { text } else { nil }
    }

    /// Builds a case from a node the schema checker found no fault with.
    private static func buildCase(_ node: JSONNode, path: JSONPath, file: String) throws(JSONModelError) -> FixtureCase {
        let object = try JSONObjectReader(node, at: path)
        let capabilities = try object.names("capabilities", of: Capability.self, noun: "capability")
        let profiles = try object.names("profiles", of: Profile.self, noun: "profile", required: false)
        var routes: [RouteSpec] = []
        if let routesValue = object["routes"] {
            for (offset, route) in try JSONObjectReader.array(routesValue, at: path.appending("routes")).enumerated() {
                routes.append(try RouteSpec(json: route, at: path.appending("routes").appending(offset)))
            }
        }
        var inputs: [FixtureInput] = []
        for (offset, inputNode) in try JSONObjectReader.array(object.required("inputs"), at: path.appending("inputs")).enumerated() {
            let inputPath = path.appending("inputs").appending(offset)
            let inputObject = try JSONObjectReader(inputNode, at: inputPath)
            inputs.append(
                FixtureInput(
                    input: try ConformanceInput(json: inputNode, at: inputPath),
                    expectation: try Outcome(json: inputObject.required("expect"), at: inputPath.appending("expect")),
                    note: try inputObject.optionalString("note"),
                    location: FixtureLocation(file: file, path: inputPath, position: inputNode.position)))
        }
        return FixtureCase(
            id: try object.string("id"),
            description: try object.string("description"),
            requirements: try object.strings("requirements"),
            tags: object["tags"] != nil ? try object.strings("tags") : [],
            capabilities: capabilities,
            profiles: profiles,
            permuteRegistrations: try object.optionalBool("permuteRegistrations") ?? false,
            router: try object["router"].map { value throws(JSONModelError) in try RouterOptions(json: value, at: path.appending("router"))
            } ?? RouterOptions(),
            routes: routes,
            inputs: inputs,
            location: FixtureLocation(file: file, path: path, position: node.position))
    }
}
