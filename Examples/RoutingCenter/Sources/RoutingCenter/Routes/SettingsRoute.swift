import Pathways

/// `/settings`, `/settings/privacy/ads`: a prefix route. It has no properties: its value says
/// "settings", and the sub-page is the rest of the path, `RouteParameters.remainder`
/// (SPEC: DISP-9).
struct SettingsRoute: Pathway, Equatable {
    static let pattern = "/settings"
}
