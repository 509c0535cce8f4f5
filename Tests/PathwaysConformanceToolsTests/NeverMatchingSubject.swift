import PathwaysConformance

/// A subject that claims every capability and profile and answers `noMatch` to every request.
struct NeverMatchingSubject: ConformanceSubject {
    let descriptor = SubjectDescriptor(
        name: "never-matches", version: "test", capabilities: Set(Capability.allCases), profiles: Set(Profile.allCases))

    func respond(to request: ConformanceRequest) async -> ConformanceResponse { .result(.noMatch) }
}
