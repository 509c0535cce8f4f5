import Foundation
import Pathways
import PathwaysTestSupport
import Testing

/// Typed throws and the oldest runtimes the README names (CONTRIBUTING.md, "Platforms and typed
/// throws"): a typed-throws function type may appear only as a parameter's type (or a parameter of
/// one), where no one builds its metadata. Anywhere else (a stored property, a local, an enum
/// payload, a type alias, an element of an array, a dictionary, an `Optional` or a tuple, a
/// generic argument, a cast, a function's result) a value of that type can reach code that needs
/// its type metadata, which only the Swift 6 runtime has: watchOS 10 and visionOS 1 do not.
/// Checked on the text of the libraries that build for every platform; the compiler checks the
/// rest when the workflow builds for watchOS 10 and visionOS 1, which nothing here can.
@Suite("Typed throws on the oldest runtimes")
struct TypedThrowsTests {
    /// The targets that build for every platform the README names.
    static let folders = ["Sources/Pathways", "Sources/PathwaysAssociations", "Sources/PathwaysTextFormats"]

    @Test("A typed-throws function type is only ever a parameter's type")
    func onlyParameters() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var scanned = 0
        for folder in Self.folders {
            let directory = root.appendingPathComponent(folder)
            let enumerator = try #require(FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil))
            for case let url as URL in enumerator where url.pathExtension == "swift" {
                let text = try String(contentsOf: url, encoding: .utf8)
                scanned += 1
                for line in Self.storedTypedThrows(in: SourceLayout.strippingCommentsAndStrings(text)) {
                    Issue.record(
                        """
                        \(folder)/\(url.path.dropFirst(directory.path.count + 1)): a typed-throws function type that is not \
                        a parameter's type needs the Swift 6 runtime (watchOS 11, visionOS 2): store a closure that returns \
                        a Result instead (CONTRIBUTING.md, "Platforms and typed throws"): \(line)
                        """)
                }
            }
        }
        #expect(scanned > 50, "the library sources were not found")
    }

    @Test(
        "The scan finds each place a typed-throws function type needs metadata",
        arguments: [
            "struct S { let run: @MainActor @Sendable (Int) throws(E) -> Void }",
            "func f() { let decode: (Int) throws(E) -> Int = { x throws(E) in x } }",
            "typealias Handler = (Int) async throws(E) -> Void",
            "enum H { case typed((Int) throws(E) -> Void) }",
            "enum H { case typed(run: (Int) throws(E) -> Void) }",
            "var handlers: [(Int) throws(E) -> Void] = []",
            "var handlers: [String: (Int) throws(E) -> Void] = [:]",
            "var handler: ((Int) throws(E) -> Void)?",
            "var handler: Optional<(Int) throws(E) -> Void>",
            "let pair: (Int, (Int) throws(E) -> Void)",
            "func f(_ x: Any) -> Bool { x is (Int) throws(E) -> Void }",
            "func make() -> (Int) throws(E) -> Void { { x throws(E) in } }",
            "func f(build: [(Int) throws(E) -> Int]) {}",
            "func f(pair: (Int, (Int) throws(E) -> Int)) {}",
            "func f(build: () -> (Int) throws(E) -> Int) {}",
        ])
    func findsViolations(_ code: String) {
        #expect(Self.storedTypedThrows(in: code).count == 1, "\(code)")
    }

    @Test(
        "The scan lets typed throws on functions, parameters and closure literals be",
        arguments: [
            "func f(_ body: (Int) throws(E) -> Int) throws(E) -> Int { try body(1) }",
            "static func with<R, F: Error>(\n of s: String, _ body: @escaping @Sendable (Int) async throws(F) -> R\n) async throws(F) -> R {}",
            "init?(parsing text: String) throws(E) {}",
            "init<T>(_ value: T) throws(E) {}",
            "subscript(key: Int) -> Int { get throws(E) { 0 } }",
            "func f() { do throws(E) { try g() } catch {} }",
            "let x = try items.map { item throws(E) in try read(item) }",
            "let y = Result { () throws(E) -> Int in try read() }",
            "let z = try read { bytes, parts throws(E) in parts }",
            "let w = try read { [weak self] (bytes) throws(E) in bytes }",
            "func f() rethrows {}",
            "func f(build: (@escaping @Sendable (Int) throws(E) -> Int) -> Void) {}",
            "func f(build: (Int, (Int) async throws(E) -> Int) async throws(E) -> Void) {}",
            "func f() { @Sendable func decode(_ text: String) throws(E) -> Int { 0 } }",
        ])
    func allowsParameters(_ code: String) {
        #expect(Self.storedTypedThrows(in: code).isEmpty, "\(code)")
    }

    @Test("DISP-4: a typed route's decode failure reaches handle and match unchanged, with either kind of handler")
    @MainActor
    func decodeFailureIsKept() throws {
        var synchronous = Pathways()
        synchronous.register(ItemRoute.self, matching: .exact) { (_: ItemRoute, _) in }
        var suspending = Pathways()
        suspending.register(ItemRoute.self, matching: .exact) { (_: ItemRoute, _) async in }
        let url = "https://example.com/items/abc"
        let expected = expectError(.invalidValue, .decode) { _ = try synchronous.handle(url) }
        #expect(expected?.placeholder == "id")
        #expect(expected?.text == "abc")
        for router in [synchronous, suspending] {
            #expect(expectError(.invalidValue, .decode) { _ = try router.handle(url) } == expected)
            #expect(expectError(.invalidValue, .decode) { _ = try router.match(url) } == expected)
        }
    }

    /// The lines of `code` (comments and strings already removed) that hold a typed-throws
    /// function type anywhere but as the type of a function's, an initializer's or a
    /// subscript's parameter, or as a parameter of such a parameter's function type.
    static func storedTypedThrows(in code: String) -> [String] {
        let scan = Scan(code)
        var found: [String] = []
        for clause in scan.typedThrowsClauses() {
            guard let start = scan.functionTypeStart(before: clause) else { continue }  // a function, a closure literal, `do`
            guard !scan.isParameterType(startingAt: start) else { continue }
            found.append(scan.line(at: clause))
        }
        return found
    }

    /// A rough reading of Swift text, enough to tell where a `throws(E)` clause stands: brackets are
    /// matched and words read backwards from a position. Comments and strings must be removed first.
    private struct Scan {
        let bytes: [UInt8]

        init(_ code: String) {
            bytes = Array(code.utf8)
        }

        /// The positions of `throws` in each `throws(E)`.
        func typedThrowsClauses() -> [Int] {
            let keyword = Array("throws".utf8)
            var positions: [Int] = []
            var index = 0
            while index + keyword.count <= bytes.count {
                defer { index += 1 }
                guard bytes[index..<index + keyword.count].elementsEqual(keyword) else { continue }
                guard index == 0 || !isWordByte(bytes[index - 1]) else { continue }
                if let next = skippingSpace(from: index + keyword.count), bytes[next] == UInt8(ascii: "(") {
                    positions.append(index)
                }
            }
            return positions
        }

        /// Where the function type that a `throws(E)` clause at `clause` belongs to starts, with its
        /// attributes; `nil` when the clause belongs to a declaration, a closure literal or `do`.
        func functionTypeStart(before clause: Int) -> Int? {
            guard var last = skippingSpace(before: clause) else { return nil }
            if word(endingAt: last) == "async", let beforeAsync = skippingSpace(before: last - 4) { last = beforeAsync }
            guard bytes[last] == UInt8(ascii: ")") else { return nil }  // `do throws(E)`, `{ x throws(E) in`
            guard let open = matchingOpen(of: last), !isParameterList(open) else { return nil }
            if let before = skippingSpace(before: open), bytes[before] == UInt8(ascii: "{") || bytes[before] == UInt8(ascii: "]") {
                return nil  // `{ (x) throws(E) in`, `{ [weak self] (x) throws(E) in`
            }
            return withAttributes(open)
        }

        /// Where the type that starts at `start` starts with the attributes before it
        /// (`@escaping @Sendable (...)`).
        func withAttributes(_ start: Int) -> Int {
            var start = start
            while let before = skippingSpace(before: start), let name = word(endingAt: before) {
                let at = before - name.utf8.count
                guard at >= 0, bytes[at] == UInt8(ascii: "@") else { break }
                start = at
            }
            return start
        }

        /// Whether the function type starting at `start` is the declared type of a parameter.
        /// Whether the function type starting at `start` is the declared type of a parameter, or
        /// a parameter of a function type that is (`handlers: ((Int) throws(E) -> T) -> U`).
        func isParameterType(startingAt start: Int) -> Bool {
            guard let before = skippingSpace(before: start) else { return false }
            switch bytes[before] {
            case UInt8(ascii: ":"):
                guard let open = innermostOpen(before: before), bytes[open] == UInt8(ascii: "(") else { return false }
                return isParameterList(open)
            case UInt8(ascii: "("), UInt8(ascii: ","):
                let open = bytes[before] == UInt8(ascii: "(") ? before : innermostOpen(before: before)
                guard let open, bytes[open] == UInt8(ascii: "("), let close = matchingClose(of: open),
                    let next = skippingSpace(from: close + 1)
                else { return false }
                let effect = word(startingAt: next)
                // Not a function type's parameters: a tuple.
                guard bytes[next] == UInt8(ascii: "-") || effect == "throws" || effect == "async" else { return false }
                return isParameterType(startingAt: withAttributes(open))
            default:
                return false
            }
        }

        /// Whether the `(` at `open` opens the parameters of a `func`, an `init` or a `subscript`.
        func isParameterList(_ open: Int) -> Bool {
            guard var last = skippingSpace(before: open) else { return false }
            if bytes[last] == UInt8(ascii: "?") {
                return word(endingAt: last - 1) == "init"
            }
            if bytes[last] == UInt8(ascii: ">"), last > 0, bytes[last - 1] != UInt8(ascii: "-") {
                guard let genericOpen = matchingAngle(of: last), let before = skippingSpace(before: genericOpen) else { return false }
                last = before
            }
            guard let name = word(endingAt: last) else { return false }
            if name == "init" || name == "subscript" { return true }
            let nameStart = last - name.utf8.count + 1
            guard nameStart == 0 || bytes[nameStart - 1] != UInt8(ascii: "@"), let before = skippingSpace(before: nameStart) else {
                return false
            }
            return word(endingAt: before) == "func"
        }

        /// The `(` that the `)` at `close` closes.
        func matchingOpen(of close: Int) -> Int? {
            innermostOpen(before: close)
        }

        /// The innermost `(`, `[` or `{` that is still open at `position`.
        func innermostOpen(before position: Int) -> Int? {
            var depth = 0
            var index = position - 1
            while index >= 0 {
                switch bytes[index] {
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth += 1
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                    if depth == 0 { return index }
                    depth -= 1
                default: break
                }
                index -= 1
            }
            return nil
        }

        /// The `)` that closes the `(` at `open`.
        func matchingClose(of open: Int) -> Int? {
            var depth = 0
            var index = open + 1
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    if depth == 0 { return index }
                    depth -= 1
                default: break
                }
                index += 1
            }
            return nil
        }

        /// The `<` of the generic clause that the `>` at `close` ends.
        func matchingAngle(of close: Int) -> Int? {
            var depth = 0
            var index = close - 1
            while index >= 0 {
                if bytes[index] == UInt8(ascii: ">") {
                    depth += 1
                } else if bytes[index] == UInt8(ascii: "<") {
                    if depth == 0 { return index }
                    depth -= 1
                }
                index -= 1
            }
            return nil
        }

        /// The word (letters, digits, `_`) that starts at `first`, if one does.
        func word(startingAt first: Int) -> String? {
            guard first >= 0, first < bytes.count, isWordByte(bytes[first]) else { return nil }
            var end = first
            while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
            return String(decoding: bytes[first..<end], as: UTF8.self)
        }

        /// The word (letters, digits, `_`) that ends at `last`, if one does.
        func word(endingAt last: Int) -> String? {
            guard last >= 0, last < bytes.count, isWordByte(bytes[last]) else { return nil }
            var first = last
            while first > 0, isWordByte(bytes[first - 1]) { first -= 1 }
            return String(decoding: bytes[first...last], as: UTF8.self)
        }

        func skippingSpace(before position: Int) -> Int? {
            var index = position - 1
            while index >= 0, isSpace(bytes[index]) { index -= 1 }
            return index >= 0 ? index : nil
        }

        func skippingSpace(from position: Int) -> Int? {
            var index = position
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            return index < bytes.count ? index : nil
        }

        /// The line that holds `position`, trimmed.
        func line(at position: Int) -> String {
            let newline = UInt8(ascii: "\n")
            let start = bytes[..<position].lastIndex(of: newline).map { $0 + 1 } ?? 0
            let end = bytes[position...].firstIndex(of: newline) ?? bytes.count
            return String(decoding: bytes[start..<end], as: UTF8.self).trimmingCharacters(in: .whitespaces)
        }

        private func isWordByte(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
        }

        private func isSpace(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
        }
    }
}
