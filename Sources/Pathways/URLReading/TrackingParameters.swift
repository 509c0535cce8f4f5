/// The query parameters that only track the person who follows a link, which ``PastedText``
/// removes from a link found in text (SPEC: URL-16). One closed list.
///
/// Sources: `utm_source`, `utm_medium`, `utm_campaign`, `utm_term`, `utm_content` and the rest of
/// `utm_*` are Google Analytics' campaign parameters (support.google.com/analytics/answer/10917952);
/// `_ga` is its cross-domain linker parameter; `gclid` and `dclid` are Google Ads' and Campaign
/// Manager's click identifiers; `msclkid` is Microsoft Advertising's click identifier; `fbclid`
/// is Meta's; `igshid` is Instagram's share identifier; `mc_cid` and `mc_eid` are Mailchimp's
/// campaign and subscriber identifiers. Brave's query string filter
/// (github.com/brave/brave-browser/wiki/Query-String-Filter) strips such identifiers from
/// links for the same reason: they name a click or a person, never the page.
enum TrackingParameters {
    /// The names removed as they are, compared byte for byte.
    static let names: Set<String> = ["fbclid", "gclid", "dclid", "msclkid", "mc_cid", "mc_eid", "igshid", "_ga"]
    /// Every name that starts with this is removed too.
    static let prefix = "utm_"

    /// Whether a query pair written `name=value` (or `name`) is a tracking parameter: its name,
    /// as written, is on the list or starts with `utm_`.
    static func isTracking(pair: Substring) -> Bool {
        let name = pair.prefix { $0 != "=" }
        return name.hasPrefix(prefix) || names.contains(String(name))
    }
}
