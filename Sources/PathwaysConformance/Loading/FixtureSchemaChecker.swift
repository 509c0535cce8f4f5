import PathwaysFixtures
import PathwaysTextFormats

/// Checks a fixture file against Fixtures/schema.json itself, reporting every violation with its
/// JSON path, its position and what to write instead.
///
/// The checker interprets the part of JSON Schema (draft 2020-12) that schema.json uses, listed
/// in ``keywords``; a test keeps that list equal to the keywords schema.json holds, so a schema
/// that starts using another one fails the tests instead of being half read. Everything JSON
/// Schema cannot say (route references, typed values against their types, requirement IDs) is
/// the linter's job.
///
/// ```swift
/// var checker = FixtureSchemaChecker(file: "cases.json")
/// checker.checkFile(try JSONParser.parse(bytes))
/// checker.diagnostics  // [] for a well-formed file
/// ```
struct FixtureSchemaChecker {
    /// The keywords this checker reads: the validation keywords it applies, and the annotations
    /// it uses in messages or skips.
    static let keywords: Set<String> = [
        "type", "enum", "const", "properties", "required", "additionalProperties", "minProperties", "maxProperties", "items",
        "prefixItems", "minItems", "uniqueItems", "minLength", "maxLength", "pattern", "minimum", "$ref", "$defs", "oneOf",
        "$schema", "$id", "title", "description",
    ]

    /// Fixtures/schema.json as compiled into the package, or `nil` when it is not valid JSON.
    static let bundledSchema: JSONNode? = BundledFixtures.schema.flatMap { bytes in try? JSONParser.parse(bytes) }

    /// The compiled-in schema, read into rules once.
    private static let bundledRules: Schema? = bundledSchema.map(Schema.init)

    let file: String
    /// The schema's rules.
    let schema: Schema?
    private(set) var diagnostics: [Diagnostic] = []
    /// The id of the case being checked, for messages.
    private var caseID: String?
    /// The schema's patterns, compiled once each, and whether each text checked matched.
    private var regexes: [String: Regex<AnyRegexOutput>] = [:]
    private var matched: [String: Bool] = [:]

    /// A checker for `file` against the compiled-in schema.json.
    init(file: String) {
        self.file = file
        self.schema = Self.bundledRules
    }

    /// A checker for `file` against another schema document; `nil` is a schema that is missing.
    init(file: String, schema: JSONNode?) {
        self.file = file
        self.schema = schema.map(Schema.init)
    }

    /// Checks a whole fixture file.
    mutating func checkFile(_ root: JSONNode) {
        guard let schema else {
            return diagnostics.append(
                Diagnostic(.error, file: file, message: "the compiled-in schema.json is not valid JSON; rebuild the runner from a checkout")
            )
        }
        check(root, against: schema.root, at: .root, what: Noun("a fixture file"))
    }

    // MARK: Names in messages

    /// What a value is called in messages: a schema's name ("a case"), or the key that holds it.
    struct Noun {
        let text: String
        /// Whether `text` names a kind of value ("a case") rather than a key ("matching").
        let isKind: Bool

        init(_ text: String, isKind: Bool = true) {
            self.text = text
            self.isKind = isKind
        }

        /// "a case", or "a valid matching" for a key.
        var asKind: String { isKind ? text : "a valid \(text)" }
    }

    // MARK: Reporting

    private mutating func report(_ message: String, _ node: JSONNode, _ path: JSONPath) {
        diagnostics.append(Diagnostic(.error, file: file, caseID: caseID, path: path, position: node.position, message: message))
    }

    /// Whether `node` fits `rule`, found without reporting.
    private mutating func fits(_ node: JSONNode, _ rule: Rule, at path: JSONPath, what: Noun) -> Bool {
        let kept = diagnostics
        diagnostics = []
        check(node, against: rule, at: path, what: what)
        let fits = diagnostics.isEmpty
        diagnostics = kept
        return fits
    }

    // MARK: Keywords

    /// Checks `node` against one rule.
    private mutating func check(_ node: JSONNode, against rule: Rule, at path: JSONPath, what: Noun) {
        if rule.allowsAnything { return }
        if rule.allowsNothing { return report("\(what.text) is not allowed here", node, path) }
        var what = what
        if let reference = rule.reference {
            guard let target = resolve(reference) else {
                return report("schema.json refers to \(reference), which it does not define", node, path)
            }
            let isCase = reference == "#/$defs/case"
            if isCase { caseID = Self.caseID(of: node) }
            if let noun = target.noun { what = Noun(noun) }
            check(node, against: target, at: path, what: what)
            if isCase { caseID = nil }
        }
        if let types = rule.types, !Self.admits(types, node) {
            return report("\(what.text) must be \(Self.typeNames(types)), found \(node.typeName)", node, path)
        }
        if let constant = rule.constant, !Self.same(node, constant) {
            report("\(what.text) must be \(constant.value.jsonText)", node, path)
        }
        if let allowed = rule.allowed, !allowed.contains(where: { Self.same(node, $0) }) {
            report(
                "\(node.value.jsonText) is not \(what.asKind); expected one of \(allowed.map(Self.listed).joined(separator: ", "))", node,
                path)
        }
        if !rule.oneOf.isEmpty { checkOneOf(node, rule.oneOf, at: path, what: what) }
        switch node.content {
        case .string(let text): checkString(text, node, rule, at: path, what: what)
        case .number(let text):
            if let minimum = rule.minimum, let value = Double(text), value < Double(minimum) {
                report("\(what.text) must be at least \(minimum), found \(text)", node, path)
            }
        case .array(let elements): checkArray(elements, node, rule, at: path, what: what)
        case .object(let members): checkObject(members, node, rule, at: path, what: what)
        case .null, .bool: break
        }
    }

    private mutating func checkString(_ text: String, _ node: JSONNode, _ rule: Rule, at path: JSONPath, what: Noun) {
        if let minimum = rule.minLength, text.count < minimum {
            report(minimum == 1 ? "\(what.text) must not be empty" : "\(what.text) must have at least \(minimum) characters", node, path)
        }
        if let maximum = rule.maxLength, text.count > maximum {
            report("\(what.text) must have at most \(maximum) characters; \(JSONQuoting().quoted(text)) has \(text.count)", node, path)
        }
        if let pattern = rule.pattern {
            guard let matches = matches(text, pattern) else {
                return report("schema.json has the pattern \(JSONQuoting().quoted(pattern)), which is not a regular expression", node, path)
            }
            if !matches {
                let hint = rule.description.map { " (\($0))" } ?? ""
                report("\(JSONQuoting().quoted(text)) is not \(what.asKind): it must match \(pattern)\(hint)", node, path)
            }
        }
    }

    /// Whether `text` matches `pattern` (anywhere, as JSON Schema reads it); `nil` when the
    /// pattern is not a regular expression.
    private mutating func matches(_ text: String, _ pattern: String) -> Bool? {
        let key = pattern + "\u{0}" + text
        if let known = matched[key] { return known }
        guard let regex = regexes[pattern] ?? (try? Regex(pattern)) else { return nil }
        regexes[pattern] = regex
        let result = (try? regex.firstMatch(in: text)) != nil
        matched[key] = result
        return result
    }

    private mutating func checkArray(_ elements: [JSONNode], _ node: JSONNode, _ rule: Rule, at path: JSONPath, what: Noun) {
        if let minimum = rule.minItems, elements.count < minimum {
            report("\(what.text) must have at least \(minimum) item\(minimum == 1 ? "" : "s"), found \(elements.count)", node, path)
        }
        let item = Noun("an item of \(what.text)", isKind: false)
        for (offset, element) in elements.enumerated() {
            if offset < rule.prefixItems.count {
                check(element, against: rule.prefixItems[offset], at: path.appending(offset), what: item)
            } else if let items = rule.items {
                if items.allowsNothing {
                    report("\(what.text) must have at most \(rule.prefixItems.count) items, found \(elements.count)", node, path)
                    break
                }
                check(element, against: items, at: path.appending(offset), what: item)
            }
        }
        if rule.uniqueItems {
            var seen: Set<[UInt8]> = []
            for (offset, element) in elements.enumerated() where !seen.insert(Array(element.value.jsonText.utf8)).inserted {
                report("\(element.value.jsonText) appears twice in \(what.text)", element, path.appending(offset))
            }
        }
    }

    private mutating func checkObject(_ members: [JSONNode.Member], _ node: JSONNode, _ rule: Rule, at path: JSONPath, what: Noun) {
        for key in rule.required where !members.contains(where: { Self.same($0.key, key) }) {
            report("\(what.text) is missing the required key \(JSONQuoting().quoted(key))", node, path)
        }
        if let minimum = rule.minProperties, members.count < minimum {
            report("\(what.text) must have at least \(minimum) member\(minimum == 1 ? "" : "s")", node, path)
        }
        if let maximum = rule.maxProperties, members.count > maximum {
            report("\(what.text) must have at most \(maximum) member\(maximum == 1 ? "" : "s"), found \(members.count)", node, path)
        }
        for member in members {
            let memberPath = path.appending(member.key)
            if let declared = rule.properties.first(where: { Self.same(member.key, $0.key) }) {
                check(member.value, against: declared.rule, at: memberPath, what: Noun(member.key, isKind: false))
            } else if let additional = rule.additional, additional.allowsNothing {
                let expected = rule.properties.map { JSONQuoting().quoted($0.key) }.joined(separator: ", ")
                diagnostics.append(
                    Diagnostic(
                        .error, file: file, caseID: caseID, path: memberPath, position: member.keyPosition,
                        message: "unknown key \(JSONQuoting().quoted(member.key)) in \(what.text); expected \(expected)"))
            } else if let additional = rule.additional {
                check(member.value, against: additional, at: memberPath, what: Noun(member.key, isKind: false))
            }
        }
    }

    /// `oneOf`: the value must fit exactly one choice.
    ///
    /// Choices that cannot hold the value's JSON type are left out first. When the objects left
    /// are told apart by their required keys (an input's kind, an outcome, `url` or `path`), the
    /// keys present pick the choice, and its own problems are reported; otherwise the one
    /// choice left reports its problems, or the value is said to fit none or several.
    private mutating func checkOneOf(_ node: JSONNode, _ choices: [Rule], at path: JSONPath, what: Noun) {
        let candidates = choices.filter { choice in resolved(choice).types.map { Self.admits($0, node) } ?? true }
        guard !candidates.isEmpty else {
            let types = choices.compactMap { resolved($0).types.map(Self.typeNames) }
            return report("\(what.text) must be \(types.joined(separator: " or ")), found \(node.typeName)", node, path)
        }
        if case .object(let members) = node.content, let keys = distinguishingKeys(candidates) {
            let present = keys.indices.filter { index in keys[index].allSatisfy { key in members.contains { Self.same($0.key, key) } } }
            if present.count == 1, let index = present.first {
                return check(node, against: candidates[index], at: path, what: what)
            }
            let names = keys.map { $0.map { JSONQuoting().quoted($0) }.joined(separator: " with ") }
            let found = present.map { names[$0] }
            return report(
                "\(what.text) must have exactly one of \(Self.sentence(names))" + (found.isEmpty ? "" : "; found \(Self.sentence(found))"),
                node, path)
        }
        if candidates.count == 1, let only = candidates.first { return check(node, against: only, at: path, what: what) }
        let fitting = candidates.filter { fits(node, $0, at: path, what: what) }.count
        if fitting == 1 { return }
        report("\(what.text) fits \(fitting == 0 ? "none" : "more than one") of its \(choices.count) forms", node, path)
    }

    /// The required keys that tell each choice from the others (those not every choice
    /// requires), when every choice has some; `nil` otherwise.
    private func distinguishingKeys(_ choices: [Rule]) -> [[String]]? {
        let required = choices.map { resolved($0).required }
        let shared = required.dropFirst().reduce(Set(required.first ?? [])) { $0.intersection($1) }
        let distinct = required.map { $0.filter { !shared.contains($0) } }
        return choices.count > 1 && distinct.allSatisfy({ !$0.isEmpty }) ? distinct : nil
    }

    // MARK: References

    /// The `$defs` entry `#/$defs/NAME` names.
    private func resolve(_ reference: String) -> Rule? {
        let prefix = "#/$defs/"
        guard reference.hasPrefix(prefix) else { return nil }
        return schema?.definitions[String(reference.dropFirst(prefix.count))]
    }

    /// `rule`, or what its `$ref` points at.
    private func resolved(_ rule: Rule) -> Rule {
        rule.reference.flatMap(resolve) ?? rule
    }

    // MARK: Values

    private static func caseID(of node: JSONNode) -> String? {
        if case .string(let text) = node["id"]?.content { text } else { nil }
    }

    /// Whether `node` has one of the JSON types `types` names.
    private static func admits(_ types: [String], _ node: JSONNode) -> Bool {
        types.contains { type in
            switch (type, node.content) {
            case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null), ("number", .number):
                true
            case ("integer", .number(let text)): isIntegerText(text)
            default: false
            }
        }
    }

    private static func typeNames(_ types: [String]) -> String {
        types.map { type in
            switch type {
            case "object": "an object"
            case "array": "an array"
            case "string": "a string"
            case "boolean": "true or false"
            case "integer": "an integer"
            case "number": "a number"
            default: type
            }
        }.joined(separator: " or ")
    }

    static func isIntegerText(_ text: String) -> Bool {
        !text.utf8.contains(UInt8(ascii: ".")) && !text.utf8.contains(UInt8(ascii: "e")) && !text.utf8.contains(UInt8(ascii: "E"))
    }

    /// JSON equality of a value and a schema's constant: strings byte for byte, numbers by
    /// value, the rest as written.
    private static func same(_ node: JSONNode, _ value: JSONNode) -> Bool {
        switch (node.content, value.content) {
        case (.string(let text), .string(let other)): same(text, other)
        case (.number(let text), .number(let other)): Double(text).map { $0 == Double(other) } ?? false
        case (.bool(let flag), .bool(let other)): flag == other
        case (.null, .null): true
        case (.string, _), (.number, _), (.bool, _), (.null, _): false
        default: node.value.isIdentical(to: value.value)
        }
    }

    private static func same(_ key: String, _ other: String) -> Bool { key.utf8.elementsEqual(other.utf8) }

    /// An enum value as a list shows it: strings bare, the rest as JSON.
    private static func listed(_ value: JSONNode) -> String {
        if case .string(let text) = value.content { text } else { value.value.jsonText }
    }

    /// `a`, `a and b`, `a, b and c`.
    private static func sentence(_ items: [String]) -> String {
        guard let last = items.last, items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }
}
