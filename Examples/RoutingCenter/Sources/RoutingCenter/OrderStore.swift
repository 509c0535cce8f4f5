import Foundation

/// Where orders come from. A real app asks its server; this one answers after a suspension, as
/// a network call would.
@MainActor
final class OrderStore {
    private(set) var loaded: [UUID] = []

    func load(_ id: UUID) async -> String {
        await Task.yield()
        loaded.append(id)
        return "order \(id.uuidString.lowercased().prefix(8)), 3 items"
    }
}
