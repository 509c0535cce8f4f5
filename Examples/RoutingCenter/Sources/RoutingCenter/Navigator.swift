/// The app's screens. Here a screen is a printed line, so the example's output shows what ran.
@MainActor
final class Navigator {
    private(set) var shown: [String] = []

    func show(_ screen: String) {
        shown.append(screen)
        print("    screen: \(screen)")
    }
}
