import Foundation
import Pathways

/// `/products/42`: served on example.com, and in the app through `myapp://products/42`.
struct ProductRoute: Pathway {
    static let pattern = "/products/:productID"
    let productID: Int
}

/// `/teams/7/members/<uuid>`.
struct MemberRoute: Pathway {
    static let pattern = "/teams/:team_id/members/:member_id"
    let teamID: Int
    let memberID: UUID

    enum CodingKeys: String, CodingKey {
        case teamID = "team_id"
        case memberID = "member_id"
    }
}

/// `/posts/hello-world`: served only on blog.example.com.
struct PostRoute: Pathway {
    static let pattern = "/posts/:slug"
    let slug: String
}
