import Pathways

/// `/files/docs/2026/report.pdf`: a file browser. The catch-all takes every remaining
/// component, each decoded once, so `report%2Fdraft.pdf` stays one file name (SPEC: MATCH-7,
/// SEC-12).
struct FileRoute: Pathway, Equatable {
    static let pattern = "/files/*path"
    /// The folders and the file, one element per component.
    let path: [String]
}
