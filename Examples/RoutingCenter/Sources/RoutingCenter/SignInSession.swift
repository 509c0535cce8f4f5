/// A sign-in that finishes through the `shop://auth/callback` link.
@MainActor
final class SignInSession {
    private var expectedState: String?
    private(set) var isSignedIn = false

    /// Starts a sign-in. A real app makes `state` random; it is fixed here so the output is.
    func begin(state: String) {
        expectedState = state
    }

    /// Accepts the callback's `code` only with the `state` this session sent, and only once.
    func finish(code: String, state: String) -> String {
        // Compare bytes: Unicode-equivalent text is not the same state.
        guard let expected = expectedState, state.utf8.elementsEqual(expected.utf8) else {
            return "sign-in refused: unknown or reused state"
        }
        expectedState = nil
        isSignedIn = true
        return "signed in; the code \(code) goes to the server"
    }
}
