/// Who a subject is and what it supports.
///
/// `choices` records a subject's answers where SPEC.md leaves a choice open (a MAY or SHOULD),
/// such as whether invalid registrations stop debug builds (REG-1). Reports show them; no
/// fixture of format 1 depends on them.
///
/// ```swift
/// SubjectDescriptor(name: "tiny-router", version: "0.3.0", capabilities: [.prefix, .query],
///                   choices: ["REG-1.assertsInDebug": "no"])
/// ```
public struct SubjectDescriptor: Sendable, Hashable {
    /// The implementation's name; it also names its expectations file,
    /// `Conformance/expectations/<name>.json`.
    public var name: String
    /// The implementation's version.
    public var version: String
    /// What it supports; cases that need more are skipped.
    public var capabilities: Set<Capability>
    /// Declared answers to the specification's open choices, by name.
    public var choices: [String: String]

    /// Creates a descriptor.
    public init(name: String, version: String, capabilities: Set<Capability>, choices: [String: String] = [:]) {
        self.name = name
        self.version = version
        self.capabilities = capabilities
        self.choices = choices
    }
}

extension SubjectDescriptor: JSONRepresentable {
    /// Reads a descriptor from its JSON form (the harness's hello).
    package init(json: JSONValue, at path: JSONPath) throws(JSONModelError) {
        let object = try JSONObjectReader(json, at: path)
        var capabilities: Set<Capability> = []
        for (offset, name) in try object.strings("capabilities").enumerated() {
            guard let capability = Capability(rawValue: name) else {
                throw JSONModelError("unknown capability \"\(name)\"", at: path.appending("capabilities").appending(offset))
            }
            capabilities.insert(capability)
        }
        var choices: [String: String] = [:]
        if let value = object["choices"] {
            for member in try JSONObjectReader(value, at: path.appending("choices")).members {
                choices[member.key] = try JSONObjectReader.string(member.value, at: path.appending("choices").appending(member.key))
            }
        }
        self.init(name: try object.string("name"), version: try object.string("version"), capabilities: capabilities, choices: choices)
    }

    /// The JSON form.
    public var jsonValue: JSONValue {
        .members([
            "name": .string(name), "version": .string(version),
            "capabilities": .array(capabilities.sorted().map { .string($0.rawValue) }),
            "choices": .object(choices.sorted { $0.key < $1.key }.map { JSONValue.Member(key: $0.key, value: .string($0.value)) }),
        ])
    }
}
