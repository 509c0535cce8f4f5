import PathwaysTextFormats

/// The one judge of every subject: compares an expected outcome with a subject's, exactly as
/// Fixtures/README.md says.
///
/// - Captures, query and fragment parameters, paths, URLs and placeholder names compare by
///   their UTF-8 bytes, so NFC and NFD spellings differ. A catch-all's capture is an array, and
///   compares element by element, in order; a string never equals an array, not even one of a
///   single element.
/// - Typed values compare as their declared types (``TypedValue``).
/// - An expected error's `placeholder`, when written, must be named by the actual error.
/// - For a round trip the subject answers with the encoded path and the decoded values; the path
///   must equal the expected path, and the values the input's values.
/// - Two profiles reach into the judging of every case (SPEC.md section 19). A subject that does
///   not claim `error-codes` is not asked for the code, phase or placeholder of a rejection in the
///   `decode` or `encode` phase: any refusal passes there (an error with any code, or `refused`),
///   and so does no match where a URL's typed route refuses a value; nor for the placeholder of
///   any error. A subject that does not claim `text-forms` passes an encoded path or URL whose
///   reading (``EncodedReading``) is the expected one, whatever bytes it escapes.
///
/// ```swift
/// let problems = Comparator.problems(expected: .noMatch, actual: .match(RouteMatch(route: "home")), input: .url("https://x/"), routes: [])
/// // ["expected noMatch, got match"]
/// ```
package enum Comparator {
    /// Every difference between `expected` and `actual`, as sentences; empty when they agree.
    ///
    /// - Parameters:
    ///   - expected: The fixture's outcome.
    ///   - actual: The subject's outcome.
    ///   - input: The input both are for (a round trip's values come from it).
    ///   - routes: The case's routes, for the declared types of values.
    ///   - claims: The profiles the subject claims; every profile unless said otherwise.
    package static func problems(
        expected: Outcome, actual: Outcome, input: ConformanceInput, routes: [RouteSpec], claims: Set<Profile> = Set(Profile.allCases)
    ) -> [String] {
        func route(_ name: String) -> RouteSpec? { routes.first { $0.name.utf8.elementsEqual(name.utf8) } }
        let codes = claims.contains(.errorCodes)
        let bytes = claims.contains(.textForms)
        if case .error(let error) = expected, !codes, error.phase == "decode" || error.phase == "encode" {
            switch actual {
            case .error, .refused: return []
            case .noMatch where isURL(input) && error.phase == "decode": return []
            default: return ["expected a refusal (error or refused), got \(actual.kind)" + detail(of: actual)]
            }
        }
        switch (expected, actual) {
        case (.match(let expected), .match(let actual)):
            guard same(expected.route, actual.route) else {
                return ["route: expected \(JSONQuoting().quoted(expected.route)), got \(JSONQuoting().quoted(actual.route))"]
            }
            var problems = compareCaptures(expected.captures, actual.captures)
            if let expectedValues = expected.values {
                if let actualValues = actual.values {
                    problems += compareValues(expectedValues, actualValues, types: route(expected.route)?.types, label: "values")
                } else {
                    problems.append("values: expected \(expectedValues.jsonValue.jsonText), got none (the route ran as path-only)")
                }
            }
            problems += comparePairs(expected.query, actual.query, label: "query")
            problems += comparePairs(expected.fragment, actual.fragment, label: "fragment")
            if let remainder = expected.remainder {
                let matches = actual.remainder.map { $0.count == remainder.count && zip(remainder, $0).allSatisfy(same) } ?? false
                if !matches { problems.append("remainder: expected \(strings(remainder)), got \(actual.remainder.map(strings) ?? "none")") }
            }
            return problems
        case (.noMatch, .noMatch), (.registered, .registered):
            return []
        case (.error(let expected), .error(let actual)):
            var problems: [String] = []
            if !same(expected.code, actual.code) { problems.append("code: expected \(expected.code), got \(actual.code)") }
            if !same(expected.phase, actual.phase) { problems.append("phase: expected \(expected.phase), got \(actual.phase)") }
            if codes, let placeholder = expected.placeholder, !sameOptional(placeholder, actual.placeholder) {
                problems.append(
                    "placeholder: expected \(JSONQuoting().quoted(placeholder)), got \(actual.placeholder.map { JSONQuoting().quoted($0) } ?? "none")"
                )
            }
            return problems
        case (.valid(let expected), .valid(let actual)):
            var problems: [String] = []
            if expected.placeholders.count != actual.placeholders.count || !zip(expected.placeholders, actual.placeholders).allSatisfy(same)
            {
                problems.append("placeholders: expected \(strings(expected.placeholders)), got \(strings(actual.placeholders))")
            }
            if !sameOptional(expected.fragmentRoute, actual.fragmentRoute) {
                problems.append("fragmentRoute: expected \(describe(expected.fragmentRoute)), got \(describe(actual.fragmentRoute))")
            }
            return problems
        case (.values(let expected), .values(let actual)):
            return compareValues(expected, actual, types: input.routeName.flatMap(route)?.types, label: "values")
        case (.path(let expected), .path(let actual)) where !isRoundTrip(input):
            return samePath(expected, actual, bytes: bytes) ? [] : ["path: expected \(describe(expected)), got \(describe(actual))"]
        case (.url(let expected), .url(let actual)):
            return sameURL(expected, actual, bytes: bytes) ? [] : ["url: expected \(describe(expected)), got \(describe(actual))"]
        case (.path(let expectedPath), .roundTrip(let path, let values)):
            guard case .roundTrip(let routeName, let inputValues) = input else { return ["expected path, got roundTrip"] }
            var problems: [String] = []
            if !samePath(expectedPath, path, bytes: bytes) {
                problems.append("path: expected \(describe(expectedPath)), got \(describe(path))")
            }
            problems += compareValues(inputValues, values, types: route(routeName)?.types, label: "decoded values")
            return problems
        case (.path, .path):
            return ["a round trip must answer with the encoded path and the decoded values (roundTrip), got only a path"]
        case (.appleAssociation(let expected), .appleAssociation(let actual)):
            return sameJSON(withoutComments(expected), withoutComments(actual))
                ? [] : ["appleAssociation: expected \(withoutComments(expected).jsonText), got \(withoutComments(actual).jsonText)"]
        case (.androidFilters(let expected), .androidFilters(let actual)):
            return sameJSON(expected, actual) ? [] : ["androidFilters: expected \(expected.jsonText), got \(actual.jsonText)"]
        case (.delivery(let expectedDelivered, let expectedKeys), .delivery(let actualDelivered, let actualKeys)):
            var problems: [String] = []
            if expectedDelivered != actualDelivered { problems.append("delivered: expected \(expectedDelivered), got \(actualDelivered)") }
            if expectedKeys.count != actualKeys.count || !zip(expectedKeys, actualKeys).allSatisfy(same) {
                problems.append("unknownKeys: expected \(strings(expectedKeys)), got \(strings(actualKeys))")
            }
            return problems
        case (.invalidAssociation(let expectedCode, let expectedPath), .invalidAssociation(let actualCode, let actualPath)):
            var problems: [String] = []
            if !same(expectedCode, actualCode) { problems.append("code: expected \(expectedCode), got \(actualCode)") }
            if let expectedPath, !sameOptional(expectedPath, actualPath) {
                problems.append("path: expected \(describe(expectedPath)), got \(describe(actualPath))")
            }
            return problems
        case (.compatibility(let expected), .compatibility(let actual)):
            return sameJSON(expected, actual) ? [] : ["compatibility: expected \(expected.jsonText), got \(actual.jsonText)"]
        case (.invalidRouteTable(let expectedTable, let expectedCode, let expectedPath), .invalidRouteTable(let table, let code, let path)):
            var problems: [String] = []
            if !same(expectedTable, table) { problems.append("table: expected \(expectedTable), got \(table)") }
            if !same(expectedCode, code) { problems.append("code: expected \(expectedCode), got \(code)") }
            if !same(expectedPath, path) { problems.append("path: expected \(describe(expectedPath)), got \(describe(path))") }
            return problems
        default:
            return ["expected \(expected.kind), got \(actual.kind)" + detail(of: actual)]
        }
    }

    private static func detail(of actual: Outcome) -> String {
        switch actual {
        case .error(let error): " (\(error.code), \(error.phase)\(error.placeholder.map { ", placeholder \($0)" } ?? ""))"
        case .invalidAssociation(let code, let path): " (\(code)\(path.map { " at \($0)" } ?? ""))"
        case .invalidRouteTable(let table, let code, let path): " (\(table) table: \(code) at \(path))"
        case .match(let match): " (route \(match.route))"
        default: ""
        }
    }

    private static func isRoundTrip(_ input: ConformanceInput) -> Bool {
        if case .roundTrip = input { return true }
        return false
    }

    private static func isURL(_ input: ConformanceInput) -> Bool {
        if case .url = input { return true }
        return false
    }

    /// Whether two encoded paths are the same: byte for byte for a subject that claims
    /// `text-forms`, otherwise when they read the same (``EncodedReading``).
    static func samePath(_ expected: String, _ actual: String, bytes: Bool) -> Bool {
        if same(expected, actual) { return true }
        guard !bytes, let expectedReading = EncodedReading(expected), let actualReading = EncodedReading(actual) else { return false }
        return expectedReading == actualReading
    }

    /// Whether two encoded URLs are the same: the scheme and authority byte for byte, and the
    /// rest as ``samePath(_:_:bytes:)`` says.
    static func sameURL(_ expected: String, _ actual: String, bytes: Bool) -> Bool {
        let (expectedOrigin, expectedPath) = splitOrigin(expected)
        let (actualOrigin, actualPath) = splitOrigin(actual)
        return same(expectedOrigin, actualOrigin) && samePath(expectedPath, actualPath, bytes: bytes)
    }

    /// A URL's scheme and authority (`https://example.com`, `myapp:`), and the rest.
    private static func splitOrigin(_ url: String) -> (String, String) {
        let bytes = Array(url.utf8)
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return ("", url) }
        var end = colon + 1
        if bytes[end...].starts(with: Array("//".utf8)) {
            end += 2
            while end < bytes.endIndex, ![UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#")].contains(bytes[end]) { end += 1 }
        }
        return (String(decoding: bytes[..<end], as: UTF8.self), String(decoding: bytes[end...], as: UTF8.self))
    }

    static func same(_ lhs: String, _ rhs: String) -> Bool { lhs.utf8.elementsEqual(rhs.utf8) }

    /// Whether two JSON values are equal: objects whatever the order of their members, arrays
    /// element by element, strings byte for byte, numbers as written.
    static func sameJSON(_ lhs: JSONValue, _ rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.object(let left), .object(let right)):
            guard left.count == right.count else { return false }
            return left.allSatisfy { member in right.first { same($0.key, member.key) }.map { sameJSON(member.value, $0.value) } ?? false }
        case (.array(let left), .array(let right)):
            return left.count == right.count && zip(left, right).allSatisfy(sameJSON)
        default:
            return lhs.isIdentical(to: rhs)
        }
    }

    /// The value without the members named `comment`, at any depth: a generator may write any
    /// comment, or none (ASSOC-1).
    static func withoutComments(_ value: JSONValue) -> JSONValue {
        switch value {
        case .object(let members):
            return .object(
                members.filter { !same($0.key, "comment") }.map { JSONValue.Member(key: $0.key, value: withoutComments($0.value)) })
        case .array(let elements):
            return .array(elements.map(withoutComments))
        default:
            return value
        }
    }

    private static func sameOptional(_ lhs: String?, _ rhs: String?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): true
        case (let lhs?, let rhs?): same(lhs, rhs)
        default: false
        }
    }

    /// A string as JSON, with its UTF-8 bytes when it holds non-ASCII text, so that look-alikes
    /// read differently.
    static func describe(_ text: String?) -> String {
        guard let text else { return "none" }
        return JSONQuoting().quoted(text) + (text.utf8.contains { $0 >= 0x80 } ? " (UTF-8 \(hexBytes(text)))" : "")
    }

    private static func strings(_ texts: [String]) -> String {
        JSONValue.array(texts.map(JSONValue.string)).jsonText
    }

    private static func compareCaptures(_ expected: [Capture], _ actual: [Capture]) -> [String] {
        var problems: [String] = []
        for capture in expected {
            guard let found = actual.first(where: { same($0.name, capture.name) }) else {
                problems.append("captures.\(capture.name): expected \(describe(capture.value)), got no capture")
                continue
            }
            if !found.value.isIdentical(to: capture.value) {
                problems.append("captures.\(capture.name): expected \(describe(capture.value)), got \(describe(found.value))")
            }
        }
        for capture in actual where !expected.contains(where: { same($0.name, capture.name) }) {
            problems.append("captures.\(capture.name): not expected, got \(describe(capture.value))")
        }
        return problems
    }

    /// A capture's value for a message: a placeholder's text as ``describe(_:)`` writes it, a
    /// catch-all's components as a JSON array, with their UTF-8 bytes when any holds non-ASCII
    /// text, and the number of components.
    static func describe(_ value: Capture.Value) -> String {
        switch value {
        case .string(let text):
            return describe(text)
        case .array(let elements):
            let bytes =
                elements.contains { $0.utf8.contains { $0 >= 0x80 } }
                ? ", UTF-8 " + elements.map { "[\(hexBytes($0))]" }.joined(separator: " ") : ""
            return value.jsonValue.jsonText + " (\(elements.count) component\(elements.count == 1 ? "" : "s")\(bytes))"
        }
    }

    private static func comparePairs(_ expected: [ParameterPair], _ actual: [ParameterPair], label: String) -> [String] {
        guard expected.count != actual.count || !zip(expected, actual).allSatisfy({ $0.isIdentical(to: $1) }) else { return [] }
        func text(_ pairs: [ParameterPair]) -> String {
            ParameterPair.pairsJSON(pairs).jsonText
                + (pairs.contains { $0.name.utf8.contains { $0 >= 0x80 } || $0.value.utf8.contains { $0 >= 0x80 } }
                    ? " (UTF-8 " + pairs.map { "[\(hexBytes($0.name))] = [\(hexBytes($0.value))]" }.joined(separator: ", ") + ")" : "")
        }
        return ["\(label): expected \(text(expected)), got \(text(actual))"]
    }

    /// Compares two value maps over the union of their keys; a missing optional is `nil`.
    static func compareValues(_ expected: ValueMap, _ actual: ValueMap, types: [Property]?, label: String) -> [String] {
        var keys = expected.keys
        for key in actual.keys where !keys.contains(where: { same($0, key) }) { keys.append(key) }
        var problems: [String] = []
        for key in keys {
            let type = types?.first { same($0.name, key) }?.type
            let implicit: JSONValue? = type?.isOptional == true ? .null : nil
            let expectedValue = expected[key] ?? implicit
            let actualValue = actual[key] ?? implicit
            switch (expectedValue, actualValue) {
            case (nil, nil):
                continue
            case (let value?, nil):
                problems.append("\(label).\(key): expected \(value.jsonText), got no value")
            case (nil, let value?):
                problems.append("\(label).\(key): not expected, got \(value.jsonText)")
            case (let expectedJSON?, let actualJSON?):
                guard let type else {
                    if !expectedJSON.isIdentical(to: actualJSON) {
                        problems.append("\(label).\(key): expected \(expectedJSON.jsonText), got \(actualJSON.jsonText)")
                    }
                    continue
                }
                switch (TypedValue.read(expectedJSON, as: type), TypedValue.read(actualJSON, as: type)) {
                case (.failure(let error), _):
                    problems.append("\(label).\(key): the fixture's value is not a \(type): \(error)")
                case (_, .failure(let error)):
                    problems.append("\(label).\(key): got \(actualJSON.jsonText), which is not a \(type): \(error)")
                case (.success(let expectedValue), .success(let actualValue)):
                    if !expectedValue.isEqual(to: actualValue) {
                        problems.append("\(label).\(key): expected \(expectedValue.detail), got \(actualValue.detail)")
                    }
                }
            }
        }
        return problems
    }
}
