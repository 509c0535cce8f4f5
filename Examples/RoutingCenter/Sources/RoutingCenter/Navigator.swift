/// The app's screens. Here a screen is a printed line, so the example's output shows what ran.
@MainActor
final class Navigator {
    private(set) var shown: [String] = []

    func show(_ screen: String) {
        shown.append(screen)
        print("    screen: \(screen)")
    }
}

/// A sign-in that finishes through an OAuth-style callback link, with its result after `#`.
@MainActor
final class SignInSession {
    private var expectedState: String?

    /// Starts a sign-in. A real app makes `state` random; it is fixed here so the output is.
    func begin(state: String) {
        expectedState = state
    }

    /// Accepts the callback's `code` only with the `state` this session sent, and only once.
    func finish(code: String?, state: String?) -> String {
        // Compare bytes: Unicode-equivalent text is not the same state.
        guard let expected = expectedState, let state, state.utf8.elementsEqual(expected.utf8), let code else {
            return "sign-in refused: unknown or reused state"
        }
        expectedState = nil
        return "signed in; the code \(code) goes to the server"
    }
}
