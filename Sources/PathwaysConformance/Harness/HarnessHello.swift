import PathwaysTextFormats

/// What a harness says about itself in the handshake: its implementation, the capabilities it
/// supports, the profiles it claims and, in words, the choices its adapter made.
///
/// The implementation's name names its expectations file,
/// `Conformance/expectations/<name>.json`, so it is restricted to lower-case letters, digits,
/// `.`, `_` and `-`, starting with a letter or digit (``isImplementationName(_:)``).
///
/// ```swift
/// let hello = HarnessHello(name: "werkzeug", version: "3.1.3", language: "python", capabilities: [.prefix, .query],
///                          profiles: [], choices: ["prefix": "emulated with a trailing <path:rest> rule"])
/// hello.descriptor.name  // "werkzeug"
/// ```
package struct HarnessHello: Sendable, Hashable {
    /// The implementation's name, such as `werkzeug`.
    package var name: String
    /// The implementation's version.
    package var version: String
    /// The language it is written in, if the harness says.
    package var language: String?
    /// The capabilities it supports; cases that need others are skipped.
    package var capabilities: Set<Capability>
    /// The profiles of SPEC.md section 19 it claims; cases of the others are skipped. Protocol
    /// 1.2; a harness of an earlier minor version claims none.
    package var profiles: Set<Profile>
    /// Decisions the adapter made that a reader of the report should know, by topic.
    package var choices: [String: String]
    /// The minor protocol version the harness speaks (its major version is always
    /// ``RunnerMessage/protocolVersion``); 0 for a harness of protocol 1.0, whose hello has no
    /// `protocolMinor`.
    package var protocolMinor: Int

    /// Creates a hello.
    ///
    /// - Parameters:
    ///   - name: The implementation's name; see ``isImplementationName(_:)``.
    ///   - version: Its version.
    ///   - language: The language it is written in.
    ///   - capabilities: The capabilities it supports.
    ///   - profiles: The profiles it claims.
    ///   - choices: Decisions of the adapter, in words.
    ///   - protocolMinor: The minor protocol version the harness speaks; this library's by
    ///     default.
    package init(
        name: String, version: String, language: String? = nil, capabilities: Set<Capability>, profiles: Set<Profile> = [],
        choices: [String: String] = [:], protocolMinor: Int = RunnerMessage.protocolMinor
    ) {
        self.name = name
        self.version = version
        self.language = language
        self.capabilities = capabilities
        self.profiles = profiles
        self.choices = choices
        self.protocolMinor = protocolMinor
    }

    /// The minor version the conversation uses: the lower of the harness's and the runner's.
    /// The runner sends nothing that a later minor version added to a harness that speaks an
    /// earlier one.
    package var negotiatedMinor: Int { min(protocolMinor, RunnerMessage.protocolMinor) }

    /// The subject's descriptor: name, version, capabilities, profiles and choices.
    package var descriptor: SubjectDescriptor {
        SubjectDescriptor(name: name, version: version, capabilities: capabilities, profiles: profiles, choices: choices)
    }

    /// The most characters an implementation name may have.
    package static let maximumNameLength = 64

    /// Whether `text` can name an implementation (and its expectations file): 1 to 64 lower-case
    /// ASCII letters, digits, `.`, `_` and `-`, starting with a letter or digit. A name can never
    /// hold `/`, so it cannot reach outside `Conformance/expectations/`.
    package static func isImplementationName(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard let first = bytes.first, bytes.count <= maximumNameLength, FixtureSchema.isLower(first) || FixtureSchema.isDigit(first) else {
            return false
        }
        return bytes.allSatisfy {
            FixtureSchema.isLower($0) || FixtureSchema.isDigit($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "_")
                || $0 == UInt8(ascii: "-")
        }
    }
}

extension HarnessHello: JSONRepresentable {
    /// Reads the harness's hello, `{"type": "hello", "protocol": 1, "implementation": {...}, "capabilities": [...]}`.
    ///
    /// - Throws: ``JSONModelError`` for another major protocol version, an unknown capability or
    ///   profile, a capability or profile of a later minor version than the harness says it
    ///   speaks, an implementation
    ///   name that cannot name a file, or a member of the wrong shape.
    package init(json: JSONNode, at path: JSONPath = .root) throws(JSONModelError) {
        let object = try JSONObjectReader(json, at: path)
        guard try object.string("type") == "hello" else { throw JSONModelError("expected a hello message", at: path.appending("type")) }
        let version = try object.integer("protocol")
        guard version == RunnerMessage.protocolVersion else {
            throw JSONModelError(
                "the harness speaks protocol \(version); this runner speaks \(RunnerMessage.protocolVersion).\(RunnerMessage.protocolMinor), and only the same major version works",
                at: path.appending("protocol"))
        }
        let minor = try RunnerMessage.minor(in: object, at: path)
        let implementationPath = path.appending("implementation")
        let implementation = try JSONObjectReader(object.required("implementation"), at: implementationPath)
        let name = try implementation.string("name")
        guard Self.isImplementationName(name) else {
            throw JSONModelError(
                "the implementation name \(JSONQuoting().quoted(name)) cannot name an expectations file; use 1 to 64 lower-case letters, digits, '.', '_' and '-'",
                at: implementationPath.appending("name"))
        }
        let capabilities: Set<Capability> = try Self.names(
            "capabilities", of: object, at: path, minor: minor, noun: "capability", introducedIn: \.protocolMinor,
            late: { "the capability \($0.rawValue) is" })
        let profiles: Set<Profile> =
            object["profiles"] != nil
            ? try Self.names(
                "profiles", of: object, at: path, minor: minor, noun: "profile", reference: " (SPEC.md section 19)",
                introducedIn: \.protocolMinor, late: { _ in "profiles are" })
            : []
        self.init(
            name: name, version: try implementation.string("version"), language: try implementation.optionalString("language"),
            capabilities: capabilities, profiles: profiles, choices: try object.optionalStringMap("choices"), protocolMinor: minor)
    }

    /// The array `key` of `object` as a set of `Member`s named by their raw values: each name
    /// known, and of a protocol version no later than the harness speaks. Capabilities and
    /// profiles are read alike.
    ///
    /// - Parameters:
    ///   - key: The member of the hello, such as `capabilities`.
    ///   - object: The hello.
    ///   - path: Where the hello is.
    ///   - minor: The minor protocol version the harness says it speaks.
    ///   - noun: What one element is, for the message about an unknown name.
    ///   - reference: Said after the known names in that message, such as where they are defined.
    ///   - introducedIn: The minor protocol version that introduced a member.
    ///   - late: The start of the message about a member of a later version, up to its verb.
    /// - Returns: The members.
    /// - Throws: ``JSONModelError`` for a member that is not an array of strings, an unknown name,
    ///   or a member of a later minor version than `minor`.
    private static func names<Member: RawRepresentable & CaseIterable & Hashable>(
        _ key: String, of object: JSONObjectReader<JSONModelError>, at path: JSONPath, minor: Int, noun: String, reference: String = "",
        introducedIn: KeyPath<Member, Int>, late: (Member) -> String
    ) throws(JSONModelError) -> Set<Member> where Member.RawValue == String {
        var members: Set<Member> = []
        for (offset, text) in try object.strings(key).enumerated() {
            guard let member = Member(rawValue: text) else {
                throw JSONModelError(
                    "unknown \(noun) \(JSONQuoting().quoted(text)); expected one of \(Member.allCases.map(\.rawValue).joined(separator: ", "))\(reference)",
                    at: path.appending(key).appending(offset))
            }
            let introduced = member[keyPath: introducedIn]
            guard introduced <= minor else {
                throw JSONModelError(
                    "\(late(member)) part of protocol \(RunnerMessage.protocolVersion).\(introduced), but the harness says it speaks \(RunnerMessage.protocolVersion).\(minor); declare \"protocolMinor\": \(introduced) in the hello",
                    at: path.appending(key).appending(offset))
            }
            members.insert(member)
        }
        return members
    }

    /// The JSON form, with `type`, `protocol` and, unless it is 0, `protocolMinor`; `profiles`
    /// from protocol 1.2 on.
    package var jsonValue: JSONValue {
        var implementation = [
            JSONValue.Member(key: "name", value: .string(name)), JSONValue.Member(key: "version", value: .string(version)),
        ]
        if let language { implementation.append(JSONValue.Member(key: "language", value: .string(language))) }
        var members = [
            JSONValue.Member(key: "type", value: .string("hello")),
            JSONValue.Member(key: "protocol", value: .number(String(RunnerMessage.protocolVersion))),
        ]
        if protocolMinor != 0 { members.append(JSONValue.Member(key: "protocolMinor", value: .number(String(protocolMinor)))) }
        members += [
            JSONValue.Member(key: "implementation", value: .object(implementation)),
            JSONValue.Member(key: "capabilities", value: .array(capabilities.sorted().map { .string($0.rawValue) })),
        ]
        if protocolMinor >= 2 || !profiles.isEmpty {
            members.append(JSONValue.Member(key: "profiles", value: .array(profiles.sorted().map { .string($0.rawValue) })))
        }
        if !choices.isEmpty {
            members.append(
                JSONValue.Member(
                    key: "choices",
                    value: .object(choices.sorted { $0.key < $1.key }.map { JSONValue.Member(key: $0.key, value: .string($0.value)) })))
        }
        return .object(members)
    }
}
