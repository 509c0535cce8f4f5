import PathwaysTextFormats

/// Who a subject is, what it supports and which profiles it claims.
///
/// `capabilities` are features (prefix routes, hosts, typed values): cases that need one the
/// subject lacks are skipped. `profiles` are groups of Pathways' stricter choices (SPEC.md
/// section 19) that the subject claims to meet: cases of a profile it does not claim are skipped
/// too, so that its core conformance shows apart from each profile.
///
/// `choices` records a subject's answers where SPEC.md leaves a choice open (a MAY or SHOULD),
/// such as whether invalid registrations stop debug builds (REG-1). Reports show them; no
/// fixture of format 1 depends on them.
///
/// ```swift
/// SubjectDescriptor(name: "tiny-router", version: "0.3.0", capabilities: [.prefix, .query],
///                   profiles: [.dotSegments], choices: ["REG-1.assertsInDebug": "no"])
/// ```
public struct SubjectDescriptor: Sendable, Hashable {
    /// The implementation's name; it also names its expectations file,
    /// `Conformance/expectations/<name>.json`.
    public var name: String
    /// The implementation's version.
    public var version: String
    /// What it supports; cases that need more are skipped.
    public var capabilities: Set<Capability>
    /// The profiles it claims; cases of the others are skipped.
    public var profiles: Set<Profile>
    /// Declared answers to the specification's open choices, by name.
    public var choices: [String: String]

    /// Creates a descriptor.
    ///
    /// - Parameters:
    ///   - name: The implementation's name, which also names its expectations file.
    ///   - version: Its version.
    ///   - capabilities: The features it supports.
    ///   - profiles: The profiles it claims; none by default, so that only the core is judged.
    ///   - choices: Its answers to the specification's open choices, by name.
    public init(
        name: String, version: String, capabilities: Set<Capability>, profiles: Set<Profile> = [], choices: [String: String] = [:]
    ) {
        self.name = name
        self.version = version
        self.capabilities = capabilities
        self.profiles = profiles
        self.choices = choices
    }
}

extension SubjectDescriptor: JSONRepresentable {
    /// Reads a descriptor from its JSON form (the harness's hello).
    package init(json: JSONNode, at path: JSONPath) throws(JSONModelError) {
        let object = try JSONObjectReader(json, at: path)
        let capabilities = Set(try object.names("capabilities", of: Capability.self, noun: "capability"))
        let profiles = Set(try object.names("profiles", of: Profile.self, noun: "profile", required: false))
        self.init(
            name: try object.string("name"), version: try object.string("version"), capabilities: capabilities, profiles: profiles,
            choices: try object.optionalStringMap("choices"))
    }

    /// The JSON form.
    package var jsonValue: JSONValue {
        .members([
            "name": .string(name), "version": .string(version),
            "capabilities": .array(capabilities.sorted().map { .string($0.rawValue) }),
            "profiles": .array(profiles.sorted().map { .string($0.rawValue) }),
            "choices": .object(choices.sorted { $0.key < $1.key }.map { JSONValue.Member(key: $0.key, value: .string($0.value)) }),
        ])
    }
}
