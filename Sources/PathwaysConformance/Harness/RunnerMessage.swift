/// A line the runner writes to a harness's standard input (Conformance/PROTOCOL.md).
///
/// ```swift
/// RunnerMessage.request(id: 17, ConformanceRequest(caseID: "match-sample", input: .url("https://example.com/a"))).jsonValue.jsonText
/// // {"type":"request","id":17,"request":{"caseID":"match-sample","router":{"customSchemes":[]},"routes":[],"input":{"url":"https://example.com/a"}}}
/// ```
package enum RunnerMessage: Sendable, Hashable {
    /// The handshake's first line: the protocol, fixture format and spec versions the runner uses.
    case hello(formatVersion: Int, specVersion: String)
    /// One input to answer with a ``HarnessMessage/response(id:_:)`` carrying the same `id`.
    case request(id: Int, ConformanceRequest)
    /// The end of the conversation: the harness exits with status 0.
    case stop

    /// The protocol version this runner speaks.
    public static let protocolVersion = 1

    /// The line to write, without its newline.
    public var line: String { jsonValue.jsonText }
}

extension RunnerMessage: JSONRepresentable {
    /// Reads a runner message; a harness written in Swift uses this (see ``HarnessServer``).
    ///
    /// - Throws: ``JSONModelError`` when `json` is no runner message of protocol 1.
    public init(json: JSONValue, at path: JSONPath = .root) throws(JSONModelError) {
        let object = try JSONObjectReader(json, at: path)
        switch try object.string("type") {
        case "hello":
            let version = try object.integer("protocol")
            guard version == Self.protocolVersion else {
                throw JSONModelError(
                    "the runner speaks protocol \(version); this harness speaks \(Self.protocolVersion)", at: path.appending("protocol"))
            }
            self = .hello(formatVersion: try object.integer("formatVersion"), specVersion: try object.string("specVersion"))
        case "request":
            self = .request(
                id: try object.integer("id"), try ConformanceRequest(json: object.required("request"), at: path.appending("request")))
        case "stop":
            self = .stop
        case let other:
            throw JSONModelError(
                "unknown message type \(JSONWriter.quoted(other)); expected hello, request or stop", at: path.appending("type"))
        }
    }

    /// The JSON form, members in the order PROTOCOL.md writes them.
    public var jsonValue: JSONValue {
        switch self {
        case .hello(let formatVersion, let specVersion):
            .members([
                "type": .string("hello"), "protocol": .number(String(Self.protocolVersion)),
                "formatVersion": .number(String(formatVersion)), "specVersion": .string(specVersion),
            ])
        case .request(let id, let request):
            .members(["type": .string("request"), "id": .number(String(id)), "request": request.jsonValue])
        case .stop:
            .members(["type": .string("stop")])
        }
    }
}

extension JSONObjectReader {
    /// A member holding an integer written without fraction or exponent, such as `17`.
    func integer(_ key: String) throws(JSONModelError) -> Int {
        let value = try required(key)
        guard case .number(let text) = value, let number = Int(text) else {
            throw JSONModelError("expected an integer, found \(value.jsonText)", at: path.appending(key))
        }
        return number
    }
}
