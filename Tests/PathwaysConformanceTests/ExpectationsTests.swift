import Foundation
import PathwaysConformance
import PathwaysTestSupport
import Testing

@Suite("Expectations files")
struct ExpectationsTests {
    static let never = ClosureSubject(name: "never-matches") { _ in .result(.noMatch) }
    static let always = ClosureSubject(name: "never-matches") { _ in .result(.match(RouteMatch(route: "home"))) }

    func expectations(_ text: String) throws(CorpusError) -> Expectations {
        try Expectations.parse(name: "never-matches.json", bytes: Array(text.utf8))
    }

    @Test("A failing case listed in the file is an expected failure and does not fail the run")
    func expectedFailure() async throws {
        let cases = try loadCases(fixtureFile(cases: [fixtureCase()]))
        let file = try expectations(#"{"implementation": "never-matches", "deviations": {"match-sample": "no routing yet"}}"#)
        let report = await ConformanceRunner(subject: Self.never, expectations: file).run(cases)
        #expect(report.cases.first?.inputs.first?.status == .expectedFailure)
        #expect(report.cases.first?.deviation == "no routing yet")
        #expect(report.succeeded)
        #expect(TextReport().render(report).contains("XFAIL match-sample, input 0: no routing yet"))
    }

    @Test("A listed case that passes is an unexpected pass and fails the run")
    func unexpectedPass() async throws {
        let cases = try loadCases(fixtureFile(cases: [fixtureCase()]))
        let file = try expectations(#"{"implementation": "never-matches", "deviations": {"match-sample": "no routing yet"}}"#)
        let report = await ConformanceRunner(subject: Self.always, expectations: file).run(cases)
        #expect(report.cases.first?.isUnexpectedPass == true)
        #expect(!report.succeeded)
        #expect(TextReport().render(report).contains("XPASS match-sample passes but is listed as a deviation"))
        #expect(JUnitReport.render(report).contains(#"type="unexpectedPass""#))
    }

    @Test("Ids that are no case of the corpus, and another implementation's file, fail the run")
    func staleFile() async throws {
        let cases = try loadCases(fixtureFile(cases: [fixtureCase()]))
        let stale = try expectations(#"{"implementation": "never-matches", "deviations": {"match-gone": "was removed"}}"#)
        let staleReport = await ConformanceRunner(subject: Self.always, expectations: stale).run(cases)
        #expect(staleReport.expectationProblems == ["the expectations file lists match-gone, which is no case of the corpus; remove it"])
        #expect(!staleReport.succeeded)
        let other = try expectations(#"{"implementation": "someone-else", "deviations": {}}"#)
        let otherReport = await ConformanceRunner(subject: Self.always, expectations: other).run(cases)
        #expect(otherReport.expectationProblems.first?.contains("\"someone-else\"") == true)
    }

    @Test("A malformed expectations file is an error naming the JSON path")
    func malformedFile() {
        do {
            _ = try expectations(#"{"implementation": "x", "deviations": {"match-sample": 3}, "extra": true}"#)
            Issue.record("parsed")
        } catch {
            #expect(error.diagnostics.map { $0.path?.description } == ["$.deviations['match-sample']", "$.extra"])
        }
    }
}
