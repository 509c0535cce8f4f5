import PathwaysTextFormats

/// A subject's answer to one ``ConformanceRequest``.
///
/// ```swift
/// return .result(.noMatch)
/// return .skip(reason: "this router has no fragment routes")
/// return .error(message: "the router crashed")
/// ```
public enum ConformanceResponse: Sendable, Hashable {
    /// What happened; the comparator judges it against the expectation.
    case result(Outcome)
    /// The subject did not run the input; it is reported as skipped, never as passed.
    case skip(reason: String)
    /// The subject failed to answer (a harness problem, not a rejection of the input); the input
    /// fails.
    case error(message: String)
}

extension ConformanceResponse: JSONRepresentable {
    /// Reads the JSON form: `{"result": outcome}`, `{"skip": reason}` or `{"error": message}`.
    package init(json: JSONNode, at path: JSONPath = .root) throws(JSONModelError) {
        let object = try JSONObjectReader(json, at: path)
        if let result = object["result"] {
            self = .result(try Outcome(json: result, at: path.appending("result")))
        } else if object["skip"] != nil {
            self = .skip(reason: try object.string("skip"))
        } else if object["error"] != nil {
            self = .error(message: try object.string("error"))
        } else {
            throw JSONModelError("a response needs one of the keys result, skip, error", at: path)
        }
    }

    /// The JSON form.
    package var jsonValue: JSONValue {
        switch self {
        case .result(let outcome): .members(["result": outcome.jsonValue])
        case .skip(let reason): .members(["skip": .string(reason)])
        case .error(let message): .members(["error": .string(message)])
        }
    }
}
