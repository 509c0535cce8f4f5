import Pathways

/// Why the adapter could not call Pathways for a request.
struct ReferenceFailure: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
