import Pathways

/// `/settings/privacy/ads`: a settings page, as the screens' router reads it. Its catch-all
/// holds the page, so the screen's own link writes it back.
struct SettingsPageRoute: Pathway, Equatable {
    static let pattern = "/settings/*page"
    let page: [String]
}
