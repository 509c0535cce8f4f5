import PathwaysTextFormats

/// One problem found in a fixture file, a spec or an expectations file.
///
/// The description reads like a compiler message, so editors and CI logs can jump to it:
///
/// ```
/// cases.json:41:22: error: [case prec-literal-beats-placeholder] $.cases[1].inputs[0].expect.match.route: route "feature" is not declared in the case's routes
/// ```
package struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How bad it is: errors fail `lint` and stop `run`; warnings are reported only.
    package enum Severity: String, Sendable, Hashable {
        case error
        case warning
    }

    /// How bad it is.
    package var severity: Severity
    /// The file's name or path.
    package var file: String
    /// The id of the case the problem is in, when known.
    package var caseID: String?
    /// The JSON path of the value at fault, when the file is JSON.
    package var path: JSONPath?
    /// Where in the file.
    package var position: SourcePosition?
    /// What is wrong.
    package var message: String

    /// Creates a diagnostic.
    package init(
        _ severity: Severity, file: String, caseID: String? = nil, path: JSONPath? = nil, position: SourcePosition? = nil, message: String
    ) {
        self.severity = severity
        self.file = file
        self.caseID = caseID
        self.path = path
        self.position = position
        self.message = message
    }

    /// A readable form, for reports and diagnostics.
    package var description: String {
        var text = file
        if let position { text += ":\(position.line):\(position.column)" }
        text += ": \(severity.rawValue): "
        if let caseID { text += "[case \(caseID)] " }
        if let path { text += "\(path): " }
        return text + message
    }

    /// The diagnostic as JSON, for `--format json`.
    package var jsonValue: JSONValue {
        var members = [
            JSONValue.Member(key: "severity", value: .string(severity.rawValue)), JSONValue.Member(key: "file", value: .string(file)),
        ]
        if let caseID { members.append(JSONValue.Member(key: "case", value: .string(caseID))) }
        if let path { members.append(JSONValue.Member(key: "path", value: .string(path.description))) }
        if let position {
            members.append(JSONValue.Member(key: "line", value: .number(String(position.line))))
            members.append(JSONValue.Member(key: "column", value: .number(String(position.column))))
        }
        members.append(JSONValue.Member(key: "message", value: .string(message)))
        return .object(members)
    }
}
