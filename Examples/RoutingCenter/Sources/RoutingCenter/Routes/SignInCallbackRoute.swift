import Pathways

/// `shop://auth/callback?code=4f2a&state=b1946ac9`: where the identity provider sends the user
/// back after sign-in. Registered for the `shop://` origin only, so no web page on any host can
/// deliver it through `https`, and no association file claims it (SPEC: ORIGIN-5).
struct SignInCallbackRoute: Pathway, Equatable {
    static let pattern = "/auth/callback"
    let code: String
    let state: String
}
