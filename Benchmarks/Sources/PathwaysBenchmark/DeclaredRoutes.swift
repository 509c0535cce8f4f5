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
        switch names {
        case ["name"]:
            register(path: pattern, as: NameRoute.self, matching: .exact) { route, _ in recorder.record(index, route.name.utf8.count) }
        case ["license"]:
            register(path: pattern, as: LicenseRoute.self, matching: .exact) { route, _ in recorder.record(index, route.license.utf8.count)
            }
        case ["thread_id"]:
            register(path: pattern, as: ThreadIdRoute.self, matching: .exact) { route, _ in
                recorder.record(index, route.threadId.utf8.count)
            }
        case ["comment_id", "gist_id"]:
            register(path: pattern, as: GistIdCommentIdRoute.self, matching: .exact) { route, _ in
                recorder.record(index, route.commentId.utf8.count)
            }
        case ["gist_id", "sha"]:
            register(path: pattern, as: GistIdShaRoute.self, matching: .exact) { route, _ in recorder.record(index, route.sha.utf8.count) }
        case ["key_id"]:
            register(path: pattern, as: KeyIdRoute.self, matching: .exact) { route, _ in recorder.record(index, route.keyId.utf8.count) }
        case ["target_user", "username"]:
            register(path: pattern, as: UsernameTargetUserRoute.self, matching: .exact) { route, _ in
                recorder.record(index, route.targetUser.utf8.count)
            }
        case ["org", "username"]:
            register(path: pattern, as: UsernameOrgRoute.self, matching: .exact) { route, _ in recorder.record(index, route.org.utf8.count)
            }
        case ["org", "team_slug"]:
            register(path: pattern, as: OrgTeamSlugRoute.self, matching: .exact) { route, _ in
                recorder.record(index, route.teamSlug.utf8.count)
            }
        case ["org", "owner", "repo", "team_slug"]:
            register(path: pattern, as: OrgTeamSlugOwnerRepoRoute.self, matching: .exact) { route, _ in
                recorder.record(index, route.repo.utf8.count)
            }
        case ["team_id"]:
            register(path: pattern, as: TeamIdRoute.self, matching: .exact) { route, _ in recorder.record(index, route.teamId.utf8.count) }
        case ["branch", "owner", "repo"]:
            register(path: pattern, as: OwnerRepoBranchRoute.self, matching: .exact) { route, _ in
                recorder.record(index, route.branch.utf8.count)
            }
        case ["owner", "repo", "username"]:
            register(path: pattern, as: OwnerRepoUsernameRoute.self, matching: .exact) { route, _ in
                recorder.record(index, route.username.utf8.count)
            }
        case ["comment_id", "owner", "repo"]:
            register(path: pattern, as: OwnerRepoCommentIdRoute.self, matching: .exact) { route, _ in
                recorder.record(index, route.commentId.utf8.count)
            }
        case ["basehead", "owner", "repo"]:
            register(path: pattern, as: OwnerRepoBaseheadRoute.self, matching: .exact) { route, _ in
                recorder.record(index, route.basehead.utf8.count)
            }
        case ["owner", "path", "repo"]:
            register(path: pattern, as: OwnerRepoPathRoute.self, matching: .exact) { route, _ in
                recorder.record(index, route.path.utf8.count)
            }
        case ["archive_format", "owner", "ref", "repo"]:
            register(path: pattern, as: OwnerRepoArchiveFormatRefRoute.self, matching: .exact) { route, _ in
                recorder.record(index, route.ref.utf8.count)
            }
        case ["key_id", "owner", "repo"]:
            register(path: pattern, as: OwnerRepoKeyIdRoute.self, matching: .exact) { route, _ in
                recorder.record(index, route.keyId.utf8.count)
            }
        case ["hook_id", "owner", "repo"]:
            register(path: pattern, as: OwnerRepoHookIdRoute.self, matching: .exact) { route, _ in
                recorder.record(index, route.hookId.utf8.count)
            }
        case ["owner", "repo", "tag"]:
            register(path: pattern, as: OwnerRepoTagRoute.self, matching: .exact) { route, _ in recorder.record(index, route.tag.utf8.count)
            }
        case ["owner", "release_id", "repo"]:
            register(path: pattern, as: OwnerRepoReleaseIdRoute.self, matching: .exact) { route, _ in
                recorder.record(index, route.releaseId.utf8.count)
            }
        case ["owner", "repo", "sha"]:
            register(path: pattern, as: OwnerRepoShaRoute.self, matching: .exact) { route, _ in recorder.record(index, route.sha.utf8.count)
            }
        case ["deployment_id", "owner", "repo"]:
            register(path: pattern, as: OwnerRepoDeploymentIdRoute.self, matching: .exact) { route, _ in
                recorder.record(index, route.deploymentId.utf8.count)
            }
        case ["file_sha", "owner", "repo"]:
            register(path: pattern, as: OwnerRepoFileShaRoute.self, matching: .exact) { route, _ in
                recorder.record(index, route.fileSha.utf8.count)
            }
        case ["commit_sha", "owner", "repo"]:
            register(path: pattern, as: OwnerRepoCommitShaRoute.self, matching: .exact) { route, _ in
                recorder.record(index, route.commitSha.utf8.count)
            }
        case ["owner", "repo", "tree_sha"]:
            register(path: pattern, as: OwnerRepoTreeShaRoute.self, matching: .exact) { route, _ in
                recorder.record(index, route.treeSha.utf8.count)
            }
        case ["issue_number", "name", "owner", "repo"]:
            register(path: pattern, as: OwnerRepoIssueNumberNameRoute.self, matching: .exact) { route, _ in
                recorder.record(index, route.name.utf8.count)
            }
        case ["event_id", "owner", "repo"]:
            register(path: pattern, as: OwnerRepoEventIdRoute.self, matching: .exact) { route, _ in
                recorder.record(index, route.eventId.utf8.count)
            }
        case ["assignee", "owner", "repo"]:
            register(path: pattern, as: OwnerRepoAssigneeRoute.self, matching: .exact) { route, _ in
                recorder.record(index, route.assignee.utf8.count)
            }
        case ["name", "owner", "repo"]:
            register(path: pattern, as: OwnerRepoNameRoute.self, matching: .exact) { route, _ in
                recorder.record(index, route.name.utf8.count)
            }
        case ["milestone_number", "owner", "repo"]:
            register(path: pattern, as: OwnerRepoMilestoneNumberRoute.self, matching: .exact) { route, _ in
                recorder.record(index, route.milestoneNumber.utf8.count)
            }
        case ["owner", "pull_number", "repo", "review_id"]:
            register(path: pattern, as: OwnerRepoPullNumberReviewIdRoute.self, matching: .exact) { route, _ in
                recorder.record(index, route.reviewId.utf8.count)
            }
        case ["owner", "repo", "workflow_id"]:
            register(path: pattern, as: OwnerRepoWorkflowIdRoute.self, matching: .exact) { route, _ in
                recorder.record(index, route.workflowId.utf8.count)
            }
        case ["owner", "repo", "run_id"]:
            register(path: pattern, as: OwnerRepoRunIdRoute.self, matching: .exact) { route, _ in
                recorder.record(index, route.runId.utf8.count)
            }
        default:
            registerTyped(pattern, index: index, recorder: recorder)
        }
    }
}
