import PathwaysTextFormats

extension FixtureSchemaChecker {
    /// schema.json read once into rules: each keyword's value taken out of the JSON, so that
    /// checking a file looks nothing up by name but a `$ref`.
    struct Schema: Sendable {
        let root: Rule
        /// The `$defs` entries, by name.
        let definitions: [String: Rule]

        /// Reads a schema document.
        init(_ document: JSONNode) {
            root = Rule(document)
            var definitions: [String: Rule] = [:]
            if case .object(let entries) = document["$defs"]?.content {
                for entry in entries { definitions[entry.key] = Rule(entry.value, name: entry.key) }
            }
            self.definitions = definitions
        }
    }

    /// One schema object (or `true`/`false`) of schema.json, with the keywords ``keywords``
    /// lists taken out.
    final class Rule: Sendable {
        /// `false` for the schema `false`, which nothing fits.
        let allowsAnything: Bool
        let allowsNothing: Bool
        /// The `$defs` name of this rule, as words with an article ("a url input"), for messages.
        let noun: String?
        let types: [String]?
        let constant: JSONNode?
        let allowed: [JSONNode]?
        let reference: String?
        let oneOf: [Rule]
        let properties: [(key: String, rule: Rule)]
        let required: [String]
        /// `additionalProperties`: `nil` when absent.
        let additional: Rule?
        let minProperties: Int?
        let maxProperties: Int?
        let prefixItems: [Rule]
        let items: Rule?
        let minItems: Int?
        let uniqueItems: Bool
        let minLength: Int?
        let maxLength: Int?
        let pattern: String?
        let minimum: Int?
        let description: String?

        init(_ value: JSONNode, name: String? = nil) {
            allowsAnything = value.content == .bool(true)
            allowsNothing = value.content == .bool(false)
            noun = name.map(Self.words)
            types =
                switch value["type"]?.content {
                case .string(let type): [type]
                case .array(let list): list.compactMap { if case .string(let type) = $0.content { type } else { nil } }
                default: nil
                }
            constant = value["const"]
            allowed = if case .array(let list) = value["enum"]?.content { list } else { nil }
            reference = if case .string(let text) = value["$ref"]?.content { text } else { nil }
            oneOf = if case .array(let list) = value["oneOf"]?.content { list.map { Rule($0) } } else { [] }
            properties =
                if case .object(let members) = value["properties"]?.content { members.map { ($0.key, Rule($0.value)) } } else { [] }
            required =
                if case .array(let list) = value["required"]?.content {
                    list.compactMap { if case .string(let key) = $0.content { key } else { nil } }
                } else { [] }
            additional = value["additionalProperties"].map { Rule($0) }
            minProperties = Self.integer(value["minProperties"])
            maxProperties = Self.integer(value["maxProperties"])
            prefixItems = if case .array(let list) = value["prefixItems"]?.content { list.map { Rule($0) } } else { [] }
            items = value["items"].map { Rule($0) }
            minItems = Self.integer(value["minItems"])
            uniqueItems = value["uniqueItems"]?.content == .bool(true)
            minLength = Self.integer(value["minLength"])
            maxLength = Self.integer(value["maxLength"])
            pattern = if case .string(let text) = value["pattern"]?.content { text } else { nil }
            minimum = Self.integer(value["minimum"])
            description = if case .string(let text) = value["description"]?.content { text } else { nil }
        }

        private static func integer(_ value: JSONNode?) -> Int? {
            guard case .number(let text) = value?.content else { return nil }
            return Int(text)
        }

        /// A `$defs` name as words with an article: `urlInput` is "a url input".
        private static func words(_ name: String) -> String {
            var words = ""
            for character in name {
                if character.isUppercase, !words.isEmpty { words.append(" ") }
                words.append(contentsOf: character.lowercased())
            }
            let vowel = words.first.map { "aeiou".contains($0) } ?? false
            return (vowel ? "an " : "a ") + words
        }
    }
}
