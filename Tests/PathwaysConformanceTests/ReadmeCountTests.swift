import Foundation
import PathwaysConformance
import PathwaysTestSupport
import Testing

/// The counts README.md gives of the corpus are the corpus's, so that they cannot drift.
@Suite("README: the corpus's counts")
struct ReadmeCountTests {
    @Test("README.md gives the number of cases and inputs the bundled corpus holds")
    func caseAndInputCounts() throws {
        let corpus = try BundledCorpus.result.get()
        let inputs = corpus.cases.reduce(0) { $0 + $1.inputs.count }
        let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        // Line breaks and indentation aside: the sentence may wrap anywhere.
        let text = readme.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let sentence = "holds \(Self.grouped(corpus.cases.count)) cases with \(Self.grouped(inputs)) inputs"
        let says = text.contains(sentence)
        #expect(says, "README.md should say that Fixtures/ \(sentence), as `swift run pathways-conformance list` counts")
    }

    @Test("Counts are written with a comma between groups of three digits")
    func grouping() {
        #expect(Self.grouped(7) == "7")
        #expect(Self.grouped(414) == "414")
        #expect(Self.grouped(2916) == "2,916")
        #expect(Self.grouped(1_234_567) == "1,234,567")
    }

    /// `n` as the README writes it: `2,916`.
    static func grouped(_ n: Int) -> String {
        let digits = Array(String(n))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text
    }
}
