/// Everything a run found: per case, per input, and the expectations' bookkeeping.
package struct RunReport: Sendable {
    /// The subject that ran.
    package var subject: SubjectDescriptor
    /// The results, in corpus order.
    package var cases: [CaseResult]
    /// The expectations file used, if any.
    package var expectationsSource: String?
    /// When no expectations file was found, the paths looked at.
    package var expectationsSearched: [String] = []
    /// Problems with the expectations file itself: ids no case has, a different implementation.
    /// Each fails the run.
    package var expectationProblems: [String]

    /// Creates a report.
    package init(subject: SubjectDescriptor, cases: [CaseResult], expectationsSource: String? = nil, expectationProblems: [String] = []) {
        self.subject = subject
        self.cases = cases
        self.expectationsSource = expectationsSource
        self.expectationProblems = expectationProblems
    }

    /// Counts over every input.
    package var counts: ResultCounts {
        var counts = ResultCounts()
        for result in cases { for input in result.inputs { counts.add(input.status) } }
        return counts
    }

    /// Counts over the inputs of core cases: those that belong to no profile.
    package var coreCounts: ResultCounts {
        var counts = ResultCounts()
        for result in cases where result.fixtureCase.isCore { for input in result.inputs { counts.add(input.status) } }
        return counts
    }

    /// Counts over the cases, each by its ``CaseResult/status``: every case, the core cases, or
    /// the cases that belong to at least one profile.
    package func caseCounts(_ part: CasePart = .all) -> ResultCounts {
        var counts = ResultCounts()
        for result in cases {
            switch part {
            case .all: counts.add(result.status)
            case .core where result.fixtureCase.isCore: counts.add(result.status)
            case .profiles where !result.fixtureCase.isCore: counts.add(result.status)
            case .core, .profiles: continue
            }
        }
        return counts
    }

    /// Which cases ``caseCounts(_:)`` counts.
    package enum CasePart: Sendable {
        /// Every case.
        case all
        /// The cases that belong to no profile.
        case core
        /// The cases that belong to at least one profile.
        case profiles
    }

    /// Counts over the inputs of cases that belong to at least one profile, each input once.
    package var profileCounts: ResultCounts {
        var counts = ResultCounts()
        for result in cases where !result.fixtureCase.isCore { for input in result.inputs { counts.add(input.status) } }
        return counts
    }

    /// Counts over the inputs of the cases of one profile.
    package func counts(of profile: Profile) -> ResultCounts {
        var counts = ResultCounts()
        for result in cases where result.fixtureCase.profiles.contains(profile) { for input in result.inputs { counts.add(input.status) } }
        return counts
    }

    /// Counts per profile, over the inputs of the cases that belong to it (a case of two profiles
    /// counts in both), for every profile, in ``Profile`` order.
    package var countsByProfile: [(profile: Profile, counts: ResultCounts)] {
        Profile.allCases.map { profile in
            var counts = ResultCounts()
            for result in cases where result.fixtureCase.profiles.contains(profile) {
                for input in result.inputs { counts.add(input.status) }
            }
            return (profile, counts)
        }
    }

    /// The cases listed as deviations that passed.
    package var unexpectedPasses: [CaseResult] { cases.filter(\.isUnexpectedPass) }

    /// Whether the run succeeded: no failure, no unexpected pass, no expectations problem.
    package var succeeded: Bool { counts.failed == 0 && unexpectedPasses.isEmpty && expectationProblems.isEmpty }

    /// Counts per requirement ID, each input counted for every requirement of its case, in
    /// requirement order.
    package var countsByRequirement: [(requirement: String, counts: ResultCounts)] {
        var table: [String: ResultCounts] = [:]
        for result in cases {
            for requirement in result.fixtureCase.requirements {
                var counts = table[requirement] ?? ResultCounts()
                for input in result.inputs { counts.add(input.status) }
                table[requirement] = counts
            }
        }
        return table.sorted { RequirementID.precedes($0.key, $1.key) }.map { ($0.key, $0.value) }
    }

    /// Counts per area (requirement ID prefix), each input counted once per area of its case.
    package var countsByArea: [(area: String, counts: ResultCounts)] { countsByArea(coreOnly: false) }

    /// Counts per area over the core cases only: the core apart from every profile.
    package var coreCountsByArea: [(area: String, counts: ResultCounts)] { countsByArea(coreOnly: true) }

    private func countsByArea(coreOnly: Bool) -> [(area: String, counts: ResultCounts)] {
        var table: [String: ResultCounts] = [:]
        for result in cases where !coreOnly || result.fixtureCase.isCore {
            for area in result.fixtureCase.areas {
                var counts = table[area] ?? ResultCounts()
                for input in result.inputs { counts.add(input.status) }
                table[area] = counts
            }
        }
        return table.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}
