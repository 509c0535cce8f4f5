import Foundation
import PathwaysTestSupport
import PathwaysTextFormats
import Testing

@Suite("JSONReader")
struct JSONReaderTests {
    /// A JSON value without positions, to compare trees.
    indirect enum Tree: Equatable, CustomStringConvertible {
        case null
        case bool(Bool)
        case number(String)
        case string(String)
        case array([Tree])
        case object([Pair])

        struct Pair: Equatable {
            var key: String
            var value: Tree
        }

        init(_ node: JSONNode) {
            switch node.content {
            case .null: self = .null
            case .bool(let flag): self = .bool(flag)
            case .number(let text): self = .number(text)
            case .string(let text): self = .string(text)
            case .array(let elements): self = .array(elements.map(Tree.init))
            case .object(let members): self = .object(members.map { Pair(key: $0.key, value: Tree($0.value)) })
            }
        }

        var description: String {
            switch self {
            case .null: "null"
            case .bool(let flag): "\(flag)"
            case .number(let text): text
            case .string(let text): JSONQuoting(escapesNonASCII: true).quoted(text)
            case .array(let elements): "[" + elements.map(\.description).joined(separator: ",") + "]"
            case .object(let pairs):
                "{" + pairs.map { JSONQuoting(escapesNonASCII: true).quoted($0.key) + ":\($0.value)" }.joined(separator: ",") + "}"
            }
        }
    }

    /// A text the reader refuses, and what it must say.
    struct Refusal: Sendable, CustomTestStringConvertible {
        var bytes: [UInt8]
        var reason: JSONSyntaxError.Reason
        var offset: Int
        var line: Int
        var column: Int
        var path: String

        init(_ text: String, _ reason: JSONSyntaxError.Reason, offset: Int, at line: Int, _ column: Int, _ path: String) {
            self.init(Array(text.utf8), reason, offset: offset, at: line, column, path)
        }

        init(_ bytes: [UInt8], _ reason: JSONSyntaxError.Reason, offset: Int, at line: Int, _ column: Int, _ path: String) {
            (self.bytes, self.reason, self.offset, self.line, self.column, self.path) = (bytes, reason, offset, line, column, path)
        }

        var testDescription: String { String(decoding: bytes, as: UTF8.self).debugDescription }
    }

    static func read(_ text: String, depthLimit: JSONReader.DepthLimit = .values(256)) throws(JSONSyntaxError) -> JSONNode {
        try JSONReader.read(Array(text.utf8), depthLimit: depthLimit)
    }

    @Test("Numbers keep their text, members their order, and strings their escapes decoded byte for byte")
    func values() throws {
        let node = try Self.read(
            #"{"n": [18446744073709551615, -0.50e+3, 1E2], "z": null, "t": true, "f": false, "s": "a\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00", "e\u0301": {}}"#
        )
        #expect(
            Tree(node)
                == .object([
                    .init(key: "n", value: .array([.number("18446744073709551615"), .number("-0.50e+3"), .number("1E2")])),
                    .init(key: "z", value: .null), .init(key: "t", value: .bool(true)), .init(key: "f", value: .bool(false)),
                    .init(key: "s", value: .string("a\"\\/\u{8}\u{C}\n\r\té😀")), .init(key: "e\u{301}", value: .object([])),
                ]))
        #expect(node.node(at: JSONPath.root.appending("e\u{301}"))?.typeName == "object")
        #expect(node.node(at: JSONPath.root.appending("\u{E9}")) == nil, "keys are compared byte for byte, not as canonically equal text")
    }

    @Test("Positions count lines and Unicode scalars from 1, after a byte-order mark")
    func positions() throws {
        let node = try Self.read("\u{FEFF}{\n  \"é\": [1,\n    \"x\"]\n}")
        #expect(node.position == SourcePosition(line: 1, column: 1))
        #expect(node.node(at: JSONPath.root.appending("é").appending(1))?.position == SourcePosition(line: 3, column: 5))
        #expect(node.node(at: JSONPath.root.appending("é"))?.position == SourcePosition(line: 2, column: 8))
        guard case .object(let members) = node.content else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.keyPosition) == [SourcePosition(line: 2, column: 3)])
        #expect(node.position(nearest: JSONPath.root.appending("é").appending(7)) == SourcePosition(line: 2, column: 8))
    }

    static let refusals: [Refusal] = [
        Refusal("", .emptyDocument, offset: 0, at: 1, 1, "$"),
        Refusal("\u{FEFF} \n", .emptyDocument, offset: 5, at: 2, 1, "$"),
        Refusal("[1, x]", .unexpectedWord("x"), offset: 4, at: 1, 5, "$[1]"),
        Refusal("[1, True]", .unexpectedWord("True"), offset: 4, at: 1, 5, "$[1]"),
        Refusal("\u{FEFF}[x", .unexpectedWord("x"), offset: 4, at: 1, 2, "$[0]"),
        Refusal(#"{"a": tru}"#, .misspelledLiteral(expected: "true", found: "tru"), offset: 6, at: 1, 7, "$.a"),
        Refusal("[?]", .expectedValue(found: UInt8(ascii: "?")), offset: 1, at: 1, 2, "$[0]"),
        Refusal("[\n  1,\n  é]", .expectedValue(found: 0xC3), offset: 9, at: 3, 3, "$[1]"),
        Refusal(#"{"a":"#, .expectedValue(found: nil), offset: 5, at: 1, 6, "$.a"),
        Refusal("{1: 2}", .expectedKey(found: UInt8(ascii: "1")), offset: 1, at: 1, 2, "$"),
        Refusal(#"{"a": 1,}"#, .trailingCommaInObject, offset: 8, at: 1, 9, "$"),
        Refusal("[1, 2,]", .trailingCommaInArray(index: 2), offset: 6, at: 1, 7, "$"),
        Refusal(#"{"a": 1, "a": 2}"#, .duplicateKey("a"), offset: 12, at: 1, 10, "$.a"),
        Refusal(#"{"a" 1}"#, .expectedColon(key: "a", found: UInt8(ascii: "1")), offset: 5, at: 1, 6, "$"),
        Refusal(#"{"a": 1 "b": 2}"#, .expectedCommaOrBrace(found: UInt8(ascii: "\"")), offset: 8, at: 1, 9, "$"),
        Refusal("{\"é\": [1,\n 2 3]}", .expectedCommaOrBracket(found: UInt8(ascii: "3")), offset: 14, at: 2, 4, "$['é']"),
        Refusal("[1", .expectedCommaOrBracket(found: nil), offset: 2, at: 1, 3, "$"),
        Refusal("[-x]", .numberWithoutDigits, offset: 2, at: 1, 3, "$[0]"),
        Refusal("[01]", .leadingZero, offset: 2, at: 1, 3, "$[0]"),
        Refusal("[1.]", .fractionWithoutDigits, offset: 3, at: 1, 4, "$[0]"),
        Refusal("[1e+]", .exponentWithoutDigits, offset: 4, at: 1, 5, "$[0]"),
        Refusal(#"["abc"#, .unterminatedString, offset: 5, at: 1, 2, "$[0]"),
        Refusal("[\"a\tb\"]", .controlCharacter(0x09), offset: 3, at: 1, 4, "$[0]"),
        Refusal(#"["\"#, .unterminatedEscape, offset: 3, at: 1, 3, "$[0]"),
        Refusal(#"["\q"]"#, .unknownEscape(UInt8(ascii: "q")), offset: 4, at: 1, 3, "$[0]"),
        Refusal(#"["\u12G4"]"#, .missingHexDigits, offset: 4, at: 1, 3, "$[0]"),
        Refusal(#"["\ud800\u12"]"#, .missingHexDigits, offset: 10, at: 1, 3, "$[0]"),
        Refusal(#"{"a": "\ud800"}"#, .highSurrogateWithoutLow(0xD800), offset: 13, at: 1, 8, "$.a"),
        Refusal(#"["\ud800\u0041"]"#, .highSurrogateWithoutLow(0xD800), offset: 14, at: 1, 3, "$[0]"),
        Refusal(#"["\udc00"]"#, .loneLowSurrogate(0xDC00), offset: 8, at: 1, 3, "$[0]"),
        Refusal(Array(#"[""#.utf8) + [0xC0, 0xAF] + Array(#""]"#.utf8), .invalidUTF8(0xC0), offset: 2, at: 1, 3, "$[0]"),
        Refusal(Array(#"[""#.utf8) + [0xED, 0xA0, 0x80] + Array(#""]"#.utf8), .invalidUTF8(0xED), offset: 2, at: 1, 3, "$[0]"),
        Refusal(Array(#"[""#.utf8) + [0xF4, 0x90, 0x80, 0x80] + Array(#""]"#.utf8), .invalidUTF8(0xF4), offset: 2, at: 1, 3, "$[0]"),
        Refusal(#"{"a": 1} x"#, .contentAfterDocument(UInt8(ascii: "x")), offset: 9, at: 1, 10, "$"),
    ]

    @Test("Malformed JSON is refused with its reason, offset, position and path", arguments: refusals)
    func refused(_ refusal: Refusal) {
        let error = Self.refusal(refusal.bytes)
        #expect(error?.reason == refusal.reason)
        #expect(error?.offset == refusal.offset)
        #expect(error?.position == SourcePosition(line: refusal.line, column: refusal.column))
        #expect(error?.path.description == refusal.path)
    }

    @Test(
        "One wording of each refusal, for every module: what is wrong, and what belongs there",
        arguments: [
            ("[1, 2,]", "a trailing ',' before ']' is not allowed"),
            (#"{"a": 1 "b": 2}"#, "unexpected '\"'; expected ',' or '}'"),
            (#"{"a": 1, "a": 2}"#, "duplicate key \"a\""),
            ("[True]", "unexpected 'True'; expected a value (true, false and null are lower case; strings need double quotes)"),
            ("[[[1]]]", "arrays and objects are nested more than 2 deep"),
            ("", "the file is empty; expected a JSON value"),
            ("[1", "unexpected end of file; expected ',' or ']'"),
        ])
    func refusalWording(text: String, message: String) throws {
        let error = try #require(Self.refusal(Array(text.utf8), depthLimit: .containers(2)))
        #expect(error.message(depthLimit: .containers(2)) { "\"\($0)\"" } == message)
    }

    @Test("A container limit refuses the array or object one too deep at its bracket; scalars inside the last level are read")
    func containerLimit() throws {
        let deepest = String(repeating: "[", count: 64) + "1" + String(repeating: "]", count: 64)
        #expect(throws: Never.self) { try Self.read(deepest, depthLimit: .containers(64)) }
        let error = Self.refusal(
            Array((String(repeating: "[", count: 65) + String(repeating: "]", count: 65)).utf8), depthLimit: .containers(64))
        #expect(error?.reason == .tooDeep)
        #expect(error?.offset == 64)
        #expect(error?.path.components.count == 64)
    }

    @Test("A value limit refuses any value one too deep where it starts, even where the text ends instead")
    func valueLimit() throws {
        let empty = String(repeating: "[", count: 257) + String(repeating: "]", count: 257)
        #expect(throws: Never.self) { try Self.read(empty, depthLimit: .values(256)) }
        for inner in ["1", "[]", ""] {
            let error = Self.refusal(Array((String(repeating: "[", count: 257) + inner).utf8), depthLimit: .values(256))
            #expect(error?.reason == .tooDeep, "\(inner)")
            #expect(error?.offset == 257, "\(inner)")
            #expect(error?.path.components.count == 257, "\(inner)")
        }
    }

    @Test("Hostile nesting is refused, not a crash, under either limit")
    func hostileNesting() {
        let bytes = Array(repeating: UInt8(ascii: "["), count: 100_000) + Array(repeating: UInt8(ascii: "{"), count: 10)
        #expect(Self.refusal(bytes, depthLimit: .values(256))?.reason == .tooDeep)
        #expect(Self.refusal(bytes, depthLimit: .containers(64))?.reason == .tooDeep)
    }

    @Test("Property: what JSONQuoting and a writer write, the reader reads back, with the position of every value and key")
    func roundTrip() throws {
        var random = SplitMix64(seed: 0x0DD_5EED)
        for round in 0..<500 {
            let tree = Self.tree(depth: 0, using: &random)
            var writer = PositionedWriter(quoting: JSONQuoting(escapesNonASCII: Bool.random(using: &random)))
            writer.write(tree, using: &random)
            let node = try JSONReader.read(writer.bytes, depthLimit: .containers(64))
            #expect(Tree(node) == tree, "round \(round): \(String(decoding: writer.bytes, as: UTF8.self))")
            #expect(Self.positions(of: node) == writer.positions, "round \(round): \(String(decoding: writer.bytes, as: UTF8.self))")
            if case .object = tree, let close = writer.bytes.lastIndex(of: UInt8(ascii: "}")) {
                // Every cut of an object before its closing brace is refused, and the reader says
                // it stopped within the text.
                for end in stride(from: 0, through: close, by: max(1, close / 16)) {
                    let error = Self.refusal(Array(writer.bytes[..<end]))
                    #expect(error != nil, "round \(round), cut at \(end)")
                    #expect((0...end).contains(error?.offset ?? -1), "round \(round), cut at \(end)")
                }
            }
        }
    }

    @Test("Differential: what the reader accepts of damaged documents, Foundation's JSONSerialization accepts too (numbers in range)")
    func damaged() throws {
        var random = SplitMix64(seed: 0xBAD_5EED)
        let noise = Array("{}[],:\"\\u0-.e1 \n".utf8) + [0x00, 0x1F, 0x7F, 0x80, 0xC3, 0xA9, 0xED, 0xFF]
        var accepted = 0
        for round in 0..<2_000 {
            var writer = PositionedWriter(quoting: JSONQuoting(escapesNonASCII: Bool.random(using: &random)))
            writer.write(Self.tree(depth: 0, using: &random), using: &random)
            var bytes = writer.bytes
            for _ in 0..<Int.random(in: 1...2, using: &random) where !bytes.isEmpty {
                let index = Int.random(in: 0..<bytes.count, using: &random)
                let byte = noise[Int.random(in: 0..<noise.count, using: &random)]
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes.remove(at: index)
                case 1: bytes.insert(byte, at: index)
                default: bytes[index] = byte
                }
            }
            // Foundation also refuses a number a Double cannot hold, which the reader keeps as text.
            guard let node = try? JSONReader.read(bytes, depthLimit: .values(256)), Self.numbersAreFinite(node) else { continue }
            accepted += 1
            #expect(
                (try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])) != nil,
                "round \(round): \(String(decoding: bytes, as: UTF8.self))")
        }
        #expect(accepted > 100, "the damage should leave some documents readable")
    }

    // MARK: Helpers

    static func refusal(_ bytes: [UInt8], depthLimit: JSONReader.DepthLimit = .values(256)) -> JSONSyntaxError? {
        do {
            _ = try JSONReader.read(bytes, depthLimit: depthLimit)
            return nil
        } catch {
            return error
        }
    }

    static func numbersAreFinite(_ node: JSONNode) -> Bool {
        switch node.content {
        case .null, .bool, .string: true
        case .number(let text): Double(text)?.isFinite ?? false
        case .array(let elements): elements.allSatisfy(numbersAreFinite)
        case .object(let members): members.allSatisfy { numbersAreFinite($0.value) }
        }
    }

    /// The positions of every value and key, in the order they are written.
    static func positions(of node: JSONNode) -> [SourcePosition] {
        switch node.content {
        case .null, .bool, .number, .string: [node.position]
        case .array(let elements): [node.position] + elements.flatMap(positions)
        case .object(let members): [node.position] + members.flatMap { [$0.keyPosition] + positions(of: $0.value) }
        }
    }

    static let strings = ["", "a", "é", "e\u{301}", "😀", "\u{0}", "\"\\/", "\u{7F}", "\u{2028}", "line\nbreak", "tab\t"]
    static let numbers = ["0", "-0", "12", "-0.50e+3", "1E2", "18446744073709551615", "0.000001"]

    static func tree(depth: Int, using random: inout SplitMix64) -> Tree {
        switch Int.random(in: 0..<(depth < 4 ? 8 : 5), using: &random) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &random))
        case 2: return .number(numbers[Int.random(in: 0..<numbers.count, using: &random)])
        case 3, 4: return .string(strings[Int.random(in: 0..<strings.count, using: &random)])
        case 5: return .array((0..<Int.random(in: 0...3, using: &random)).map { _ in tree(depth: depth + 1, using: &random) })
        default:
            var keys: [String] = []
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                let key = strings[Int.random(in: 0..<strings.count, using: &random)]
                if !keys.contains(where: { $0.utf8.elementsEqual(key.utf8) }) { keys.append(key) }
            }
            return .object(keys.map { Tree.Pair(key: $0, value: tree(depth: depth + 1, using: &random)) })
        }
    }
}

/// Writes a tree as JSON text with random white space, noting the line and column where each
/// value and key starts, counted independently of the reader.
struct PositionedWriter {
    let quoting: JSONQuoting
    var bytes: [UInt8] = []
    var positions: [SourcePosition] = []
    private var line = 1
    private var column = 1

    init(quoting: JSONQuoting) { self.quoting = quoting }

    mutating func write(_ tree: JSONReaderTests.Tree, using random: inout SplitMix64) {
        space(using: &random)
        positions.append(SourcePosition(line: line, column: column))
        switch tree {
        case .null: emit("null")
        case .bool(let flag): emit(flag ? "true" : "false")
        case .number(let text): emit(text)
        case .string(let text): emit(quoting.quoted(text))
        case .array(let elements):
            emit("[")
            for (index, element) in elements.enumerated() {
                if index > 0 { emit(",") }
                write(element, using: &random)
            }
            space(using: &random)
            emit("]")
        case .object(let pairs):
            emit("{")
            for (index, pair) in pairs.enumerated() {
                if index > 0 { emit(",") }
                space(using: &random)
                positions.append(SourcePosition(line: line, column: column))
                emit(quoting.quoted(pair.key))
                space(using: &random)
                emit(":")
                write(pair.value, using: &random)
            }
            space(using: &random)
            emit("}")
        }
        space(using: &random)
    }

    private mutating func space(using random: inout SplitMix64) {
        emit(["", "", " ", "\n", "\t", "\r\n  "][Int.random(in: 0..<6, using: &random)])
    }

    private mutating func emit(_ text: String) {
        for scalar in text.unicodeScalars {
            bytes += Array(String(scalar).utf8)
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
    }
}
