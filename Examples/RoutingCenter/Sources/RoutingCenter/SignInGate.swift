import Pathways

/// Links that arrive before sign-in wait; the sign-in callback passes the gate, and once it
/// has signed the user in, the links held before it run in the order they came (SPEC: HOLD-7).
@MainActor
final class SignInGate {
    let links: LinkQueue
    private let session: SignInSession

    init(router: Pathways, session: SignInSession) {
        self.session = session
        // Judge the route, never the link's text: any web page can send a link containing
        // `/auth/callback`, but only `shop://auth/callback` matches `SignInCallbackRoute`.
        links = LinkQueue(router: router) { $0.value is SignInCallbackRoute }
    }

    /// Takes a link and says what became of it; when the link signed the user in, also what
    /// became of each link held until then, in arrival order.
    func receive(_ link: String) async -> (outcome: LinkQueue.Outcome, released: [LinkQueue.Outcome]) {
        let outcome = await links.receive(link)
        guard session.isSignedIn, !links.isReleased else { return (outcome, []) }
        return (outcome, await links.release())
    }
}
