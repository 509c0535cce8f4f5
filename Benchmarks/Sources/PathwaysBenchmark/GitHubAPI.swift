/// The GitHub REST API's routes as `:param` patterns: the usual routing benchmark.
///
/// 142 unique paths, written from the API's public documentation (methods are folded: a path
/// served by GET and POST appears once). The set keeps the API's overlaps: `/gists/public`
/// beside `/gists/:gist_id`, `/user/...` beside `/users/:username`, `issues/comments` beside
/// `issues/:issue_number`, and `/repos/:owner/:repo/:archive_format/:ref` beside every literal
/// third component of `/repos/:owner/:repo/...`.
enum GitHubAPI {
    static let host = "api.github.com"

    static let patterns: [String] = [
        "/",
        "/meta",
        "/rate_limit",
        "/emojis",
        "/events",
        "/feeds",
        "/repositories",
        "/gitignore/templates",
        "/gitignore/templates/:name",
        "/licenses",
        "/licenses/:license",
        "/markdown",
        "/notifications",
        "/notifications/threads/:thread_id",
        "/notifications/threads/:thread_id/subscription",
        "/gists",
        "/gists/public",
        "/gists/starred",
        "/gists/:gist_id",
        "/gists/:gist_id/comments",
        "/gists/:gist_id/comments/:comment_id",
        "/gists/:gist_id/commits",
        "/gists/:gist_id/forks",
        "/gists/:gist_id/star",
        "/gists/:gist_id/:sha",
        "/search/repositories",
        "/search/code",
        "/search/commits",
        "/search/issues",
        "/search/users",
        "/issues",
        "/user",
        "/user/repos",
        "/user/orgs",
        "/user/emails",
        "/user/followers",
        "/user/following",
        "/user/following/:username",
        "/user/keys",
        "/user/keys/:key_id",
        "/user/starred",
        "/user/starred/:owner/:repo",
        "/user/issues",
        "/users",
        "/users/:username",
        "/users/:username/repos",
        "/users/:username/orgs",
        "/users/:username/gists",
        "/users/:username/followers",
        "/users/:username/following",
        "/users/:username/following/:target_user",
        "/users/:username/starred",
        "/users/:username/events",
        "/users/:username/events/public",
        "/users/:username/events/orgs/:org",
        "/users/:username/received_events",
        "/users/:username/received_events/public",
        "/orgs/:org",
        "/orgs/:org/repos",
        "/orgs/:org/members",
        "/orgs/:org/members/:username",
        "/orgs/:org/public_members",
        "/orgs/:org/public_members/:username",
        "/orgs/:org/teams",
        "/orgs/:org/teams/:team_slug",
        "/orgs/:org/teams/:team_slug/members",
        "/orgs/:org/teams/:team_slug/repos/:owner/:repo",
        "/orgs/:org/issues",
        "/teams/:team_id",
        "/repos/:owner/:repo",
        "/repos/:owner/:repo/events",
        "/repos/:owner/:repo/notifications",
        "/repos/:owner/:repo/stargazers",
        "/repos/:owner/:repo/subscription",
        "/repos/:owner/:repo/contributors",
        "/repos/:owner/:repo/languages",
        "/repos/:owner/:repo/tags",
        "/repos/:owner/:repo/branches",
        "/repos/:owner/:repo/branches/:branch",
        "/repos/:owner/:repo/branches/:branch/protection",
        "/repos/:owner/:repo/collaborators",
        "/repos/:owner/:repo/collaborators/:username",
        "/repos/:owner/:repo/collaborators/:username/permission",
        "/repos/:owner/:repo/comments",
        "/repos/:owner/:repo/comments/:comment_id",
        "/repos/:owner/:repo/commits",
        "/repos/:owner/:repo/commits/:ref",
        "/repos/:owner/:repo/commits/:ref/comments",
        "/repos/:owner/:repo/commits/:ref/status",
        "/repos/:owner/:repo/compare/:basehead",
        "/repos/:owner/:repo/readme",
        "/repos/:owner/:repo/contents/:path",
        "/repos/:owner/:repo/:archive_format/:ref",
        "/repos/:owner/:repo/keys",
        "/repos/:owner/:repo/keys/:key_id",
        "/repos/:owner/:repo/forks",
        "/repos/:owner/:repo/hooks",
        "/repos/:owner/:repo/hooks/:hook_id",
        "/repos/:owner/:repo/hooks/:hook_id/tests",
        "/repos/:owner/:repo/releases",
        "/repos/:owner/:repo/releases/latest",
        "/repos/:owner/:repo/releases/tags/:tag",
        "/repos/:owner/:repo/releases/:release_id",
        "/repos/:owner/:repo/releases/:release_id/assets",
        "/repos/:owner/:repo/stats/contributors",
        "/repos/:owner/:repo/stats/commit_activity",
        "/repos/:owner/:repo/stats/punch_card",
        "/repos/:owner/:repo/statuses/:sha",
        "/repos/:owner/:repo/deployments",
        "/repos/:owner/:repo/deployments/:deployment_id/statuses",
        "/repos/:owner/:repo/git/blobs/:file_sha",
        "/repos/:owner/:repo/git/commits/:commit_sha",
        "/repos/:owner/:repo/git/refs",
        "/repos/:owner/:repo/git/ref/:ref",
        "/repos/:owner/:repo/git/trees/:tree_sha",
        "/repos/:owner/:repo/issues",
        "/repos/:owner/:repo/issues/:issue_number",
        "/repos/:owner/:repo/issues/:issue_number/comments",
        "/repos/:owner/:repo/issues/:issue_number/events",
        "/repos/:owner/:repo/issues/:issue_number/labels",
        "/repos/:owner/:repo/issues/:issue_number/labels/:name",
        "/repos/:owner/:repo/issues/comments",
        "/repos/:owner/:repo/issues/comments/:comment_id",
        "/repos/:owner/:repo/issues/events/:event_id",
        "/repos/:owner/:repo/assignees/:assignee",
        "/repos/:owner/:repo/labels",
        "/repos/:owner/:repo/labels/:name",
        "/repos/:owner/:repo/milestones",
        "/repos/:owner/:repo/milestones/:milestone_number",
        "/repos/:owner/:repo/pulls",
        "/repos/:owner/:repo/pulls/:pull_number",
        "/repos/:owner/:repo/pulls/:pull_number/commits",
        "/repos/:owner/:repo/pulls/:pull_number/files",
        "/repos/:owner/:repo/pulls/:pull_number/comments",
        "/repos/:owner/:repo/pulls/:pull_number/reviews",
        "/repos/:owner/:repo/pulls/:pull_number/reviews/:review_id",
        "/repos/:owner/:repo/pulls/comments",
        "/repos/:owner/:repo/pulls/comments/:comment_id",
        "/repos/:owner/:repo/actions/workflows",
        "/repos/:owner/:repo/actions/workflows/:workflow_id/runs",
        "/repos/:owner/:repo/actions/runs/:run_id",
        "/repos/:owner/:repo/actions/runs/:run_id/jobs",
    ]

    /// A realistic value for each placeholder name; some hold escapes (`%2F`, `%20`) that the
    /// router must keep inside one component and decode once.
    static func value(for name: String) -> String {
        switch name {
        case "owner": "apple"
        case "repo": "swift-nio"
        case "username": "octocat"
        case "target_user": "mona"
        case "assignee": "hubot"
        case "org": "swiftlang"
        case "team_slug": "core-team"
        case "gist_id": "aa5a315d61ae9438b18d"
        case "issue_number": "1347"
        case "pull_number": "2718"
        case "milestone_number": "12"
        case "ref": "heads%2Fmain"
        case "branch": "release%2F6.0"
        case "path": "Sources%2FNIO%2FChannel.swift"
        case "name": "good%20first%20issue"
        case "tag": "v2.65.0"
        case "basehead": "main...feature%2Fasync"
        case "archive_format": "tarball"
        case "license": "mit"
        case "sha", "file_sha", "commit_sha", "tree_sha": "7638417db6d59f3c431d3e1f261cc637155684cd"
        default: "4242"  // numeric ids: thread_id, comment_id, key_id, hook_id, release_id, ...
        }
    }

    /// One URL per pattern, in pattern order; every third carries a query.
    static func urls() -> [String] {
        patterns.enumerated().map { index, pattern in
            let path = pattern.split(separator: "/").map { component in
                component.hasPrefix(":") ? value(for: String(component.dropFirst())) : String(component)
            }
            var url = "https://\(host)/" + path.joined(separator: "/")
            if index % 3 == 2 { url += "?per_page=50&page=2" }
            return url
        }
    }

    /// The patterns and their URLs as one JSON object, `{"host", "patterns", "urls"}`, for the peer
    /// benchmarks in other languages (`--github-routes`).
    static var json: String {
        let quote = { (text: String) in
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        let list = { (items: [String]) in "[\n    " + items.map(quote).joined(separator: ",\n    ") + "\n  ]" }
        return "{\n  \"host\": \(quote(host)),\n  \"patterns\": \(list(patterns)),\n  \"urls\": \(list(urls()))\n}"
    }
}
