import PathwaysTextFormats

/// A line the runner writes to a harness's standard input (Conformance/PROTOCOL.md).
///
/// ```swift
/// RunnerMessage.request(id: 17, ConformanceRequest(caseID: "match-sample", input: .url("https://example.com/a"))).line
/// // {"type":"request","id":17,"request":{"caseID":"match-sample","router":{"customSchemes":[]},"routes":[],"input":{"url":"https://example.com/a"}}}
/// ```
///
/// The protocol's version is ``protocolVersion``.``protocolMinor`` (1.5). The major version must
/// be the same on both sides; minor versions only add, so each side accepts any minor version
/// and the conversation uses the lower of the two (Conformance/PROTOCOL.md, "Versions").
package enum RunnerMessage: Sendable, Hashable {
    /// The handshake's first line: the protocol, fixture format and spec versions the runner uses.
    /// `protocolMinor` is the minor protocol version the runner speaks; a runner of protocol 1.0
    /// sends none, which reads as 0.
    case hello(formatVersion: Int, specVersion: String, protocolMinor: Int = RunnerMessage.protocolMinor)
    /// One input to answer with a ``HarnessMessage/response(id:_:)`` carrying the same `id`.
    case request(id: Int, ConformanceRequest)
    /// The end of the conversation: the harness exits with status 0.
    case stop

    /// The major protocol version this runner speaks; a harness must speak the same.
    package static let protocolVersion = 1

    /// The minor protocol version this runner speaks: 1 adds the capabilities `queryFields`,
    /// `catchAll`, `fragmentPlaceholders` and `caseInsensitive`, the route's `caseInsensitive`,
    /// array types, a catch-all's capture as an array and the encode input's `dateEncoding`; 2
    /// adds the harness's `profiles`, the profiles of SPEC.md section 19 that it claims, and the
    /// capability `associations` with its four input kinds; 3 the capabilities `origins`,
    /// `remainder`, `unixDates`, `lenientOptionalFields` and `plusAsSpace`, the profiles
    /// `precedence`, `trailing-slash` and `plus-sign`, the answer `refused` (a rejection without
    /// a code), and sends a harness that declares `encoding` without `typed` (a generator over
    /// strings) the encode and roundTrip inputs whose route has only string properties; 4 the
    /// androidDelivery input's optional `resources` and `placeholders`, and the capability
    /// `routeTables` with the input kind `compatibility`; 5 the profiles `ties`,
    /// `empty-components` and `non-empty-catch-all`.
    package static let protocolMinor = 5

    /// Reads an optional `protocolMinor` member: a non-negative integer, 0 when absent (a peer
    /// of protocol 1.0).
    static func minor(in object: JSONObjectReader<JSONModelError>, at path: JSONPath) throws(JSONModelError) -> Int {
        guard object["protocolMinor"] != nil else { return 0 }
        let minor = try object.integer("protocolMinor")
        guard minor >= 0 else {
            throw JSONModelError("protocolMinor must be a non-negative integer, found \(minor)", at: path.appending("protocolMinor"))
        }
        return minor
    }
}

extension RunnerMessage: ProtocolMessage {
    /// Reads a runner message; a harness written in Swift uses this (see ``HarnessServer``).
    ///
    /// - Throws: ``JSONModelError`` when `json` is no runner message of protocol 1 (any minor
    ///   version).
    package init(json: JSONNode, at path: JSONPath = .root) throws(JSONModelError) {
        let object = try JSONObjectReader(json, at: path)
        switch try object.string("type") {
        case "hello":
            let version = try object.integer("protocol")
            guard version == Self.protocolVersion else {
                throw JSONModelError(
                    "the runner speaks protocol \(version); this harness speaks \(Self.protocolVersion)", at: path.appending("protocol"))
            }
            self = .hello(
                formatVersion: try object.integer("formatVersion"), specVersion: try object.string("specVersion"),
                protocolMinor: try Self.minor(in: object, at: path))
        case "request":
            self = .request(
                id: try object.integer("id"), try ConformanceRequest(json: object.required("request"), at: path.appending("request")))
        case "stop":
            self = .stop
        case let other:
            throw JSONModelError(
                "unknown message type \(JSONQuoting().quoted(other)); expected hello, request or stop", at: path.appending("type"))
        }
    }

    /// The JSON form, members in the order PROTOCOL.md writes them.
    package var jsonValue: JSONValue {
        switch self {
        case .hello(let formatVersion, let specVersion, let protocolMinor):
            .members([
                "type": .string("hello"), "protocol": .number(String(Self.protocolVersion)),
                "protocolMinor": .number(String(protocolMinor)), "formatVersion": .number(String(formatVersion)),
                "specVersion": .string(specVersion),
            ])
        case .request(let id, let request):
            .members(["type": .string("request"), "id": .number(String(id)), "request": request.jsonValue])
        case .stop:
            .members(["type": .string("stop")])
        }
    }
}
