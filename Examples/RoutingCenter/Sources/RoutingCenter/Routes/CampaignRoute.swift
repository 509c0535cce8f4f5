import Pathways

/// `/campaign/spring-sale?utm_source=newsletter&utm_medium=email&discount=15`: a campaign
/// landing page. Every query field is optional: links from marketing tools carry what they
/// carry, and the shop reads a malformed one (`discount=ten`) as absent rather than refusing the
/// link (`PathwayDecodingOptions.malformedOptionalFieldsAreNil`).
struct CampaignRoute: Pathway, Equatable {
    static let pattern = "/campaign/:name"
    let name: String
    let source: String?
    let medium: String?
    /// A discount in percent.
    let discount: Int?

    enum CodingKeys: String, CodingKey {
        case name
        case source = "utm_source"
        case medium = "utm_medium"
        case discount
    }
}
