import Pathways

// MARK: - Declared types for the rest of the GitHub patterns (a, typed-declared)

// The typed router of (a) decodes the placeholder sets below through `AnyCaptures`, whose
// `init(from:)` reads `allKeys`; an app declares one type per route instead, as these do. The
// `typed-declared` workload registers each pattern with its declared type, so that it measures
// a typed `handle` as an app's routes make it, and `typed` the `allKeys` path beside it. Every
// field is a `String`, as `AnyCaptures` decodes it, so that the two differ only in that path.

struct NameRoute: Decodable, Sendable {
    let name: String
}

struct LicenseRoute: Decodable, Sendable {
    let license: String
}

struct ThreadIdRoute: Decodable, Sendable {
    let threadId: String

    enum CodingKeys: String, CodingKey {
        case threadId = "thread_id"
    }
}

struct GistIdCommentIdRoute: Decodable, Sendable {
    let gistId: String
    let commentId: String

    enum CodingKeys: String, CodingKey {
        case gistId = "gist_id"
        case commentId = "comment_id"
    }
}

struct GistIdShaRoute: Decodable, Sendable {
    let gistId: String
    let sha: String

    enum CodingKeys: String, CodingKey {
        case gistId = "gist_id"
        case sha
    }
}

struct KeyIdRoute: Decodable, Sendable {
    let keyId: String

    enum CodingKeys: String, CodingKey {
        case keyId = "key_id"
    }
}

struct UsernameTargetUserRoute: Decodable, Sendable {
    let username: String
    let targetUser: String

    enum CodingKeys: String, CodingKey {
        case username
        case targetUser = "target_user"
    }
}

struct UsernameOrgRoute: Decodable, Sendable {
    let username: String
    let org: String
}

struct OrgTeamSlugRoute: Decodable, Sendable {
    let org: String
    let teamSlug: String

    enum CodingKeys: String, CodingKey {
        case org
        case teamSlug = "team_slug"
    }
}

struct OrgTeamSlugOwnerRepoRoute: Decodable, Sendable {
    let org: String
    let teamSlug: String
    let owner: String
    let repo: String

    enum CodingKeys: String, CodingKey {
        case org
        case teamSlug = "team_slug"
        case owner, repo
    }
}

struct TeamIdRoute: Decodable, Sendable {
    let teamId: String

    enum CodingKeys: String, CodingKey {
        case teamId = "team_id"
    }
}

struct OwnerRepoBranchRoute: Decodable, Sendable {
    let owner: String
    let repo: String
    let branch: String
}

struct OwnerRepoUsernameRoute: Decodable, Sendable {
    let owner: String
    let repo: String
    let username: String
}

struct OwnerRepoCommentIdRoute: Decodable, Sendable {
    let owner: String
    let repo: String
    let commentId: String

    enum CodingKeys: String, CodingKey {
        case owner, repo
        case commentId = "comment_id"
    }
}

struct OwnerRepoBaseheadRoute: Decodable, Sendable {
    let owner: String
    let repo: String
    let basehead: String
}

struct OwnerRepoPathRoute: Decodable, Sendable {
    let owner: String
    let repo: String
    let path: String
}

struct OwnerRepoArchiveFormatRefRoute: Decodable, Sendable {
    let owner: String
    let repo: String
    let archiveFormat: String
    let ref: String

    enum CodingKeys: String, CodingKey {
        case owner, repo
        case archiveFormat = "archive_format"
        case ref
    }
}

struct OwnerRepoKeyIdRoute: Decodable, Sendable {
    let owner: String
    let repo: String
    let keyId: String

    enum CodingKeys: String, CodingKey {
        case owner, repo
        case keyId = "key_id"
    }
}

struct OwnerRepoHookIdRoute: Decodable, Sendable {
    let owner: String
    let repo: String
    let hookId: String

    enum CodingKeys: String, CodingKey {
        case owner, repo
        case hookId = "hook_id"
    }
}

struct OwnerRepoTagRoute: Decodable, Sendable {
    let owner: String
    let repo: String
    let tag: String
}

struct OwnerRepoReleaseIdRoute: Decodable, Sendable {
    let owner: String
    let repo: String
    let releaseId: String

    enum CodingKeys: String, CodingKey {
        case owner, repo
        case releaseId = "release_id"
    }
}

struct OwnerRepoShaRoute: Decodable, Sendable {
    let owner: String
    let repo: String
    let sha: String
}

struct OwnerRepoDeploymentIdRoute: Decodable, Sendable {
    let owner: String
    let repo: String
    let deploymentId: String

    enum CodingKeys: String, CodingKey {
        case owner, repo
        case deploymentId = "deployment_id"
    }
}

struct OwnerRepoFileShaRoute: Decodable, Sendable {
    let owner: String
    let repo: String
    let fileSha: String

    enum CodingKeys: String, CodingKey {
        case owner, repo
        case fileSha = "file_sha"
    }
}

struct OwnerRepoCommitShaRoute: Decodable, Sendable {
    let owner: String
    let repo: String
    let commitSha: String

    enum CodingKeys: String, CodingKey {
        case owner, repo
        case commitSha = "commit_sha"
    }
}

struct OwnerRepoTreeShaRoute: Decodable, Sendable {
    let owner: String
    let repo: String
    let treeSha: String

    enum CodingKeys: String, CodingKey {
        case owner, repo
        case treeSha = "tree_sha"
    }
}

struct OwnerRepoIssueNumberNameRoute: Decodable, Sendable {
    let owner: String
    let repo: String
    let issueNumber: String
    let name: String

    enum CodingKeys: String, CodingKey {
        case owner, repo
        case issueNumber = "issue_number"
        case name
    }
}

struct OwnerRepoEventIdRoute: Decodable, Sendable {
    let owner: String
    let repo: String
    let eventId: String

    enum CodingKeys: String, CodingKey {
        case owner, repo
        case eventId = "event_id"
    }
}

struct OwnerRepoAssigneeRoute: Decodable, Sendable {
    let owner: String
    let repo: String
    let assignee: String
}

struct OwnerRepoNameRoute: Decodable, Sendable {
    let owner: String
    let repo: String
    let name: String
}

struct OwnerRepoMilestoneNumberRoute: Decodable, Sendable {
    let owner: String
    let repo: String
    let milestoneNumber: String

    enum CodingKeys: String, CodingKey {
        case owner, repo
        case milestoneNumber = "milestone_number"
    }
}

struct OwnerRepoPullNumberReviewIdRoute: Decodable, Sendable {
    let owner: String
    let repo: String
    let pullNumber: String
    let reviewId: String

    enum CodingKeys: String, CodingKey {
        case owner, repo
        case pullNumber = "pull_number"
        case reviewId = "review_id"
    }
}

struct OwnerRepoWorkflowIdRoute: Decodable, Sendable {
    let owner: String
    let repo: String
    let workflowId: String

    enum CodingKeys: String, CodingKey {
        case owner, repo
        case workflowId = "workflow_id"
    }
}

struct OwnerRepoRunIdRoute: Decodable, Sendable {
    let owner: String
    let repo: String
    let runId: String

    enum CodingKeys: String, CodingKey {
        case owner, repo
        case runId = "run_id"
    }
}

extension Pathways {
    /// Registers `pattern` as a typed route of its declared type; the patterns `registerTyped`
    /// gives a type of its own keep that type.
    @MainActor
    mutating func registerDeclared(_ pattern: String, index: Int, recorder: Recorder) {
        let names = Set(pattern.split(separator: "/").filter { $0.hasPrefix(":") }.map { String($0.dropFirst()) })
        // Registers the pattern as a route of `type`, whose handler records the length of one of
        // its fields, as `registerTyped`'s handlers do.
        func declare<Route: Decodable & Sendable>(_ type: Route.Type, _ field: @escaping @Sendable (Route) -> String) {
            register(path: pattern, as: type, matching: .exact) { route, _ in recorder.record(index, field(route).utf8.count) }
        }
        switch names {
        case ["name"]: declare(NameRoute.self) { $0.name }
        case ["license"]: declare(LicenseRoute.self) { $0.license }
        case ["thread_id"]: declare(ThreadIdRoute.self) { $0.threadId }
        case ["comment_id", "gist_id"]: declare(GistIdCommentIdRoute.self) { $0.commentId }
        case ["gist_id", "sha"]: declare(GistIdShaRoute.self) { $0.sha }
        case ["key_id"]: declare(KeyIdRoute.self) { $0.keyId }
        case ["target_user", "username"]: declare(UsernameTargetUserRoute.self) { $0.targetUser }
        case ["org", "username"]: declare(UsernameOrgRoute.self) { $0.org }
        case ["org", "team_slug"]: declare(OrgTeamSlugRoute.self) { $0.teamSlug }
        case ["org", "owner", "repo", "team_slug"]: declare(OrgTeamSlugOwnerRepoRoute.self) { $0.repo }
        case ["team_id"]: declare(TeamIdRoute.self) { $0.teamId }
        case ["branch", "owner", "repo"]: declare(OwnerRepoBranchRoute.self) { $0.branch }
        case ["owner", "repo", "username"]: declare(OwnerRepoUsernameRoute.self) { $0.username }
        case ["comment_id", "owner", "repo"]: declare(OwnerRepoCommentIdRoute.self) { $0.commentId }
        case ["basehead", "owner", "repo"]: declare(OwnerRepoBaseheadRoute.self) { $0.basehead }
        case ["owner", "path", "repo"]: declare(OwnerRepoPathRoute.self) { $0.path }
        case ["archive_format", "owner", "ref", "repo"]: declare(OwnerRepoArchiveFormatRefRoute.self) { $0.ref }
        case ["key_id", "owner", "repo"]: declare(OwnerRepoKeyIdRoute.self) { $0.keyId }
        case ["hook_id", "owner", "repo"]: declare(OwnerRepoHookIdRoute.self) { $0.hookId }
        case ["owner", "repo", "tag"]: declare(OwnerRepoTagRoute.self) { $0.tag }
        case ["owner", "release_id", "repo"]: declare(OwnerRepoReleaseIdRoute.self) { $0.releaseId }
        case ["owner", "repo", "sha"]: declare(OwnerRepoShaRoute.self) { $0.sha }
        case ["deployment_id", "owner", "repo"]: declare(OwnerRepoDeploymentIdRoute.self) { $0.deploymentId }
        case ["file_sha", "owner", "repo"]: declare(OwnerRepoFileShaRoute.self) { $0.fileSha }
        case ["commit_sha", "owner", "repo"]: declare(OwnerRepoCommitShaRoute.self) { $0.commitSha }
        case ["owner", "repo", "tree_sha"]: declare(OwnerRepoTreeShaRoute.self) { $0.treeSha }
        case ["issue_number", "name", "owner", "repo"]: declare(OwnerRepoIssueNumberNameRoute.self) { $0.name }
        case ["event_id", "owner", "repo"]: declare(OwnerRepoEventIdRoute.self) { $0.eventId }
        case ["assignee", "owner", "repo"]: declare(OwnerRepoAssigneeRoute.self) { $0.assignee }
        case ["name", "owner", "repo"]: declare(OwnerRepoNameRoute.self) { $0.name }
        case ["milestone_number", "owner", "repo"]: declare(OwnerRepoMilestoneNumberRoute.self) { $0.milestoneNumber }
        case ["owner", "pull_number", "repo", "review_id"]: declare(OwnerRepoPullNumberReviewIdRoute.self) { $0.reviewId }
        case ["owner", "repo", "workflow_id"]: declare(OwnerRepoWorkflowIdRoute.self) { $0.workflowId }
        case ["owner", "repo", "run_id"]: declare(OwnerRepoRunIdRoute.self) { $0.runId }
        default:
            registerTyped(pattern, index: index, recorder: recorder)
        }
    }
}
