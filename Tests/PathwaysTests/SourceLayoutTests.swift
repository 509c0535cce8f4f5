import PathwaysTestSupport
import Testing

/// `SourceLayout` itself: fed small files held in memory, it finds each rule broken, at the right
/// line, and keeps quiet about code that keeps the rules, or words that sit in comments and strings.
@Suite("Source layout checker")
struct SourceLayoutTests {
    /// A two-stage target: `Base/` first, then `Top/`, then the root's front doors.
    static let layers: [SourceLayout.Layer] = [.init("Base"), .init("Top", mayUse: ["Base"]), .init("")]

    /// Files that keep every rule.
    static let clean: [SourceLayout.File] = [
        .init(path: "Base/Limit.swift", text: "import Foundation\n\nstruct Limit {\n    let value: Int\n}\n"),
        .init(path: "Top/Reader.swift", text: "struct Reader {\n    let limit: Limit\n}\n"),
        .init(path: "Top/Reader+Reading.swift", text: "extension Reader {\n    func read() -> Int? { nil }\n}\n"),
        .init(path: "Front.swift", text: "public struct Front {\n    let reader: Reader\n}\n"),
    ]

    /// The violations of `clean` plus `file`.
    static func violations(adding file: SourceLayout.File, unsafeFiles: Set<String> = []) -> [SourceLayout.Violation] {
        SourceLayout(files: clean + [file]).violations(layers: layers, unsafeFiles: unsafeFiles, imports: ["Foundation"])
    }

    @Test("Files that keep the rules pass")
    func cleanFilesPass() {
        #expect(SourceLayout(files: Self.clean).violations(layers: Self.layers, imports: ["Foundation"]).isEmpty)
    }

    @Test("A folder that uses a later stage fails, at the line that uses it")
    func backwardDependency() throws {
        let found = Self.violations(adding: .init(path: "Base/Budget.swift", text: "struct Budget {\n\n    let reader: Reader\n}\n"))
        let violation = try #require(found.first)
        #expect(found.count == 1)
        #expect(violation.rule == .layering)
        #expect(violation.file == "Sources/Example/Base/Budget.swift")
        #expect(violation.line == 3)
        #expect(violation.message.contains("Base/ uses Reader, declared in Top/, which comes after it"))
    }

    @Test("A layer that lists a later folder, a layer without files, a folder without a layer, and a foreign import fail")
    func tablesAndImports() {
        let table = SourceLayout(files: Self.clean).violations(
            layers: [.init("Base", mayUse: ["Top"]), .init("Top"), .init("")], imports: ["Foundation"])
        #expect(table.map(\.rule) == [.layering])
        #expect(table.first?.message.contains("not listed before it") == true)
        let stale = SourceLayout(files: Self.clean).violations(layers: Self.layers + [.init("Gone")], imports: ["Foundation"])
        #expect(stale.map(\.message) == ["the layers list Gone/, which holds no Swift file; remove it from the list"])
        let unlisted = Self.violations(adding: .init(path: "Extra/Helper.swift", text: "struct Helper {}\n"))
        #expect(unlisted.map(\.rule) == [.layering])
        #expect(unlisted.first?.message.contains("Extra/ has no layer") == true)
        let imported = Self.violations(
            adding: .init(path: "Top/Writer.swift", text: "import Foundation\nimport Pathways\nstruct Writer {}\n"))
        #expect(imported.map(\.line) == [2])
        #expect(imported.first?.message.contains("imports Pathways") == true)
    }

    @Test("Two types in a file, a file not named after its type, and a type in a Type+Concern file fail")
    func oneTypePerFile() {
        let two = Self.violations(adding: .init(path: "Top/Writer.swift", text: "struct Writer {}\n\nenum Helper {}\n"))
        #expect(two.map(\.rule) == [.oneTypePerFile])
        #expect(two.map(\.line) == [3])
        #expect(two.first?.message.contains("declares Helper beside Writer") == true)
        let misnamed = Self.violations(adding: .init(path: "Top/Writers.swift", text: "struct Writer {}\n"))
        #expect(misnamed.map(\.rule) == [.oneTypePerFile])
        let concern = Self.violations(adding: .init(path: "Top/Reader+Cache.swift", text: "extension Reader {}\nprivate struct Cache {}\n"))
        #expect(concern.map(\.rule) == [.oneTypePerFile])
        #expect(concern.map(\.line) == [2])
    }

    @Test(
        "Each way to trap fails, at its line",
        arguments: [
            "fatalError()", "preconditionFailure()", "try! Limit.make()", "value as! Int", "value!", "values.first!.count",
            "f(values[0])!", "\"\\(value!)\"",
        ])
    func traps(statement: String) throws {
        let text = "struct Writer {\n    /* a comment\n       over two lines */\n    func f() { \(statement) }\n}\n"
        let found = Self.violations(adding: .init(path: "Top/Writer.swift", text: text))
        let violation = try #require(found.first)
        #expect(found.count == 1)
        #expect(violation.rule == .noTraps)
        #expect(violation.line == 4)
    }

    @Test("Traps, unsafe code and underscored names in comments and strings, and negation and !=, pass")
    func wordsInCommentsAndStrings() {
        let text = """
            struct Writer {
                // fatalError() and value! and UnsafePointer and _withUnsafeGuaranteedRef
                /* try! /* nested */ as! */
                let text = "fatalError() value! UnsafePointer \\(1) _hidden"
                let raw = #"try! "quoted" \\(value!)"#
                let lines = \"""
                    as! Unmanaged
                    \"""
                func f(a: Int, b: Bool) -> Bool { !b && a != 1 && !(a == 2) }
            }

            """
        #expect(Self.violations(adding: .init(path: "Top/Writer.swift", text: text)).isEmpty)
    }

    @Test("Unsafe code outside the allow-list, an unexplained opt-out, and a stale allow-list fail")
    func unsafeCode() {
        let pointer = SourceLayout.File(path: "Base/Buffer.swift", text: "struct Buffer {\n    let base: UnsafeRawPointer?\n}\n")
        #expect(Self.violations(adding: pointer).map(\.rule) == [.unsafeCode])
        #expect(Self.violations(adding: pointer).map(\.line) == [2])
        #expect(Self.violations(adding: pointer, unsafeFiles: ["Base/Buffer.swift"]).isEmpty)
        let optOut = SourceLayout.File(path: "Base/Box.swift", text: "final class Box: @unchecked Sendable {}\n")
        #expect(Self.violations(adding: optOut).map(\.rule) == [.unsafeCode])
        #expect(Self.violations(adding: optOut, unsafeFiles: ["Base/Box.swift"]).map(\.rule) == [.unsafeCode])
        let explained = SourceLayout.File(
            path: "Base/Box.swift",
            text: "/// `@unchecked Sendable` is safe here: it holds nothing.\nfinal class Box: @unchecked Sendable {}\n")
        #expect(Self.violations(adding: explained, unsafeFiles: ["Base/Box.swift"]).isEmpty)
        let stale = Self.violations(
            adding: .init(path: "Base/Plain.swift", text: "struct Plain {}\n"), unsafeFiles: ["Base/Plain.swift", "Gone.swift"])
        #expect(stale.map(\.rule) == [.unsafeCode, .unsafeCode])
    }

    @Test(
        "Each switch that turns off a check fails outside the allow-list, at its line",
        arguments: [
            "@exclusivity(unchecked) var count = 0", "nonisolated(unsafe) static var count = 0",
            "let range = Range(uncheckedBounds: (0, 1))", "unowned(unsafe) let owner: AnyObject",
        ])
    func checksTurnedOff(declaration: String) throws {
        let text = "final class Counter {\n    // @exclusivity(unchecked) in a comment is only words\n    \(declaration)\n}\n"
        let found = Self.violations(adding: .init(path: "Base/Counter.swift", text: text))
        let violation = try #require(found.first)
        #expect(found.count == 1)
        #expect(violation.rule == .unsafeCode)
        #expect(violation.line == 3)
    }

    @Test("A manifest that turns off a check for the whole build fails, at its line; one with only safe settings passes")
    func manifestSwitches() {
        let manifest = """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(
                name: "Example",
                targets: [
                    .target(name: "Fast", swiftSettings: [.unsafeFlags(["-Ounchecked"])]),
                    .target(name: "Faster", swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"])]),
                    .target(name: "Plain", swiftSettings: [.enableUpcomingFeature("ExistentialAny")]),
                ]
            )

            """
        let found = SourceLayout.manifestViolations(manifest)
        #expect(found.map(\.line) == [6, 7])
        #expect(found.allSatisfy { $0.rule == .unsafeCode })
        #expect(found.first?.description.hasPrefix("Package.swift:6: [unsafe code] turns off a check for the whole build") == true)
        let flagOnly = SourceLayout.manifestViolations("let flags = [\"-Xswiftc\", \"-enforce-exclusivity=unchecked\"]\n")
        #expect(flagOnly.first?.message.contains("-enforce-exclusivity=unchecked") == true)
        #expect(SourceLayout.manifestViolations("let package = Package(name: \"Example\")\n").isEmpty)
    }

    @Test("An underscored name fails")
    func underscoredAPI() {
        let found = Self.violations(
            adding: .init(path: "Top/Writer.swift", text: "struct Writer {\n    func f(_ x: Int) { _ = x; _fixLifetime(x) }\n}\n"))
        #expect(found.map(\.rule) == [.underscoredAPI])
        #expect(found.first?.description.hasPrefix("Sources/Example/Top/Writer.swift:2: [underscored API] uses _fixLifetime") == true)
    }
}
