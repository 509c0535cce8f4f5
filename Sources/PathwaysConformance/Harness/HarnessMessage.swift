import PathwaysTextFormats

/// A line a harness writes to its standard output (Conformance/PROTOCOL.md).
///
/// ```swift
/// let line = #"{"type": "response", "id": 17, "response": {"result": {"noMatch": true}}}"#
/// let message = try HarnessMessage(json: JSONParser.parse(line).value)
/// // .response(id: 17, .result(.noMatch))
/// ```
package enum HarnessMessage: Sendable, Hashable {
    /// The handshake's answer: who the harness is and what it supports.
    case hello(HarnessHello)
    /// The answer to the request with the same `id`.
    case response(id: Int, ConformanceResponse)
}

extension HarnessMessage: ProtocolMessage {
    /// Reads a harness message.
    ///
    /// Members the protocol does not define are ignored here; the schemas in
    /// `Conformance/schemas/` are stricter, to catch typos while a harness is written.
    ///
    /// - Throws: ``JSONModelError`` naming the path of the first part with the wrong shape.
    package init(json: JSONNode, at path: JSONPath = .root) throws(JSONModelError) {
        let object = try JSONObjectReader(json, at: path)
        switch try object.string("type") {
        case "hello":
            self = .hello(try HarnessHello(json: json, at: path))
        case "response":
            self = .response(
                id: try object.integer("id"), try ConformanceResponse(json: object.required("response"), at: path.appending("response")))
        case let other:
            throw JSONModelError(
                "unknown message type \(JSONQuoting().quoted(other)); expected hello or response", at: path.appending("type"))
        }
    }

    /// The JSON form, members in the order PROTOCOL.md writes them.
    package var jsonValue: JSONValue {
        switch self {
        case .hello(let hello): hello.jsonValue
        case .response(let id, let response):
            .members(["type": .string("response"), "id": .number(String(id)), "response": response.jsonValue])
        }
    }
}
