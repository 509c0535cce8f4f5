import Foundation
import PathwaysFixtures

/// A set of fixture files loaded for a run: the bundled corpus, or files given by path.
///
/// ```swift
/// let corpus = try Corpus.bundled()
/// corpus.cases.count
/// let mine = try Corpus.load(contentsOf: URL(fileURLWithPath: "Fixtures"))
/// ```
package struct Corpus: Sendable {
    /// The files, in load order.
    package var files: [FixtureFile]
    /// The directory the files came from, when known; SPEC.md is looked for next to it.
    package var directory: URL?

    /// Creates a corpus from parsed files.
    package init(files: [FixtureFile], directory: URL? = nil) {
        self.files = files
        self.directory = directory
    }

    /// Every case of every file, in load order.
    package var cases: [FixtureCase] { files.flatMap(\.cases) }

    /// The latest `specVersion` the files declare, compared number by number (`3.0.0` is later
    /// than `2.10.0`): what the corpus as a whole checks, for the harness's hello. Files of a
    /// corpus may lag behind one another while cases are being updated.
    package var specVersion: String? {
        func numbers(_ version: String) -> [Int] { version.split(separator: ".").map { Int($0) ?? 0 } }
        return files.compactMap(\.specVersion).max { numbers($0).lexicographicallyPrecedes(numbers($1)) }
    }

    /// The case with the given id.
    package func fixtureCase(id: String) -> FixtureCase? {
        cases.first { $0.id.utf8.elementsEqual(id.utf8) }
    }

    /// Loads the corpus compiled into the package (`Fixtures/cases.json`, `fragments.json`,
    /// `route-model.json`, `associations.json` and `compatibility.json`).
    ///
    /// - Throws: ``CorpusError`` when a compiled-in file is missing or malformed.
    package static func bundled() throws(CorpusError) -> Corpus {
        let contents = BundledFixtures.caseFileContents
        guard contents.count == BundledFixtures.caseFileNames.count else {
            throw CorpusError([
                Diagnostic(
                    .error, file: "Fixtures",
                    message: "the compiled-in corpus is incomplete; found \(contents.map(\.name)) of \(BundledFixtures.caseFileNames)")
            ])
        }
        var corpus = try load(contents: contents)
        corpus.directory = BundledFixtures.sourceDirectory
        return corpus
    }

    /// Loads fixture files from a file, or from every `.json` file but `schema.json` in a
    /// directory.
    ///
    /// - Throws: ``CorpusError`` naming the file, case id and JSON path of each problem.
    package static func load(contentsOf url: URL) throws(CorpusError) -> Corpus {
        let urls = try fixtureFiles(at: url)
        var corpus = try load(urls: urls)
        corpus.directory = isDirectory(url) ? url : url.deletingLastPathComponent()
        return corpus
    }

    /// Loads fixture texts held in memory, such as in a test.
    ///
    /// - Parameter texts: Each file's name and contents.
    package static func load(texts: [(name: String, contents: String)]) throws(CorpusError) -> Corpus {
        try load(contents: texts.map { ($0.name, Array($0.contents.utf8)) })
    }

    /// Reads every file and returns what could be read, with all diagnostics; never throws.
    package static func read(contents: [(name: String, bytes: [UInt8])]) -> (corpus: Corpus, diagnostics: [Diagnostic]) {
        var files: [FixtureFile] = []
        var diagnostics: [Diagnostic] = []
        for (name, bytes) in contents {
            let (file, problems) = FixtureFile.read(name: name, bytes: bytes)
            files.append(file)
            diagnostics += problems
        }
        return (Corpus(files: files), diagnostics)
    }

    /// The bytes of each file at `urls`, or a diagnostic for each that cannot be read.
    package static func readFiles(_ urls: [URL]) -> (contents: [(name: String, bytes: [UInt8])], diagnostics: [Diagnostic]) {
        var contents: [(String, [UInt8])] = []
        var diagnostics: [Diagnostic] = []
        for url in urls {
            do {
                contents.append((displayName(url), Array(try Data(contentsOf: url))))
            } catch {
                diagnostics.append(Diagnostic(.error, file: url.path, message: "cannot read the file: \(error.localizedDescription)"))
            }
        }
        return (contents, diagnostics)
    }

    /// The fixture files at `url`: the file itself, or in a directory the corpus files the
    /// format guide names (`cases.json`, `fragments.json`, `route-model.json`, those of them that
    /// exist, in that order); a directory without any of them gives every `.json` file but
    /// `schema.json`, sorted by name.
    ///
    /// Other JSON files next to the corpus (work in progress such as `routing.staging.json`) are
    /// not part of it; pass such a file by its path to load or lint it alone.
    package static func fixtureFiles(at url: URL) throws(CorpusError) -> [URL] {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw CorpusError([Diagnostic(.error, file: url.path, message: "no such file or directory")])
        }
        guard isDirectory(url) else { return [url] }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: url.path)
        } catch {
            throw CorpusError([Diagnostic(.error, file: url.path, message: "cannot list the directory: \(error.localizedDescription)")])
        }
        let corpusNames = BundledFixtures.caseFileNames.filter(names.contains)
        let chosen = corpusNames.isEmpty ? names.filter { $0.hasSuffix(".json") && $0 != "schema.json" }.sorted() : corpusNames
        guard !chosen.isEmpty else {
            throw CorpusError([
                Diagnostic(.error, file: url.path, message: "the directory holds no fixture files (*.json other than schema.json)")
            ])
        }
        return chosen.map { url.appendingPathComponent($0) }
    }

    package static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The name shown for a file: its last path component.
    static func displayName(_ url: URL) -> String { url.lastPathComponent }

    private static func load(urls: [URL]) throws(CorpusError) -> Corpus {
        let (contents, readProblems) = readFiles(urls)
        guard readProblems.isEmpty else { throw CorpusError(readProblems) }
        return try load(contents: contents)
    }

    private static func load(contents: [(name: String, bytes: [UInt8])]) throws(CorpusError) -> Corpus {
        let (corpus, diagnostics) = read(contents: contents)
        var errors = diagnostics.filter { $0.severity == .error }
        errors += duplicateIDs(in: corpus)
        guard errors.isEmpty else { throw CorpusError(errors) }
        return corpus
    }

    /// A diagnostic for each case whose id an earlier case already uses, in any file.
    static func duplicateIDs(in corpus: Corpus) -> [Diagnostic] {
        var first: [[UInt8]: FixtureLocation] = [:]
        var diagnostics: [Diagnostic] = []
        for fixtureCase in corpus.cases {
            let key = Array(fixtureCase.id.utf8)
            if let earlier = first[key] {
                diagnostics.append(
                    Diagnostic(
                        .error, file: fixtureCase.location.file, caseID: fixtureCase.id, path: fixtureCase.location.path.appending("id"),
                        position: fixtureCase.location.position, message: "duplicate case id; first used at \(earlier)"))
            } else {
                first[key] = fixtureCase.location
            }
        }
        return diagnostics
    }
}
