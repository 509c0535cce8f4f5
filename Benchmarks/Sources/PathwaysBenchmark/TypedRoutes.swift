import Pathways

// MARK: - Types for decode and encode (c, d)

/// The paths that (c) decodes and the profile's decode workloads repeat.
enum DecodePaths {
    static let issue = "/repos/apple/swift-nio/issues/1347"
    static let contents = "/repos/apple/swift-nio/contents/Sources%2FNIO%2FChannel.swift"
    static let user = "/users/octocat"
}

struct IssueRoute: Pathway, Equatable {
    static let pattern = "/repos/:owner/:repo/issues/:issue_number"
    let owner: String
    let repo: String
    let issueNumber: Int
    enum CodingKeys: String, CodingKey {
        case owner, repo
        case issueNumber = "issue_number"
    }
}

struct ContentsRoute: Pathway, Equatable {
    static let pattern = "/repos/:owner/:repo/contents/:path"
    let owner: String
    let repo: String
    let path: String
}

struct UserRoute: Pathway, Equatable {
    static let pattern = "/users/:username"
    let username: String
}

// MARK: - Types for the typed GitHub router (a)

/// Synthesized `Decodable` types for the common placeholder sets of the GitHub patterns.
struct RepoCaptures: Decodable, Sendable {
    let owner: String
    let repo: String
}
struct RefCaptures: Decodable, Sendable {
    let owner: String
    let repo: String
    let ref: String
}
struct IssueCaptures: Decodable, Sendable {
    let owner: String
    let repo: String
    let issueNumber: Int
    enum CodingKeys: String, CodingKey {
        case owner, repo
        case issueNumber = "issue_number"
    }
}
struct PullCaptures: Decodable, Sendable {
    let owner: String
    let repo: String
    let pullNumber: Int
    enum CodingKeys: String, CodingKey {
        case owner, repo
        case pullNumber = "pull_number"
    }
}
struct UserCaptures: Decodable, Sendable { let username: String }
struct OrgCaptures: Decodable, Sendable { let org: String }
struct GistCaptures: Decodable, Sendable {
    let gistID: String
    enum CodingKeys: String, CodingKey { case gistID = "gist_id" }
}
struct NoCaptures: Decodable, Sendable {}

/// Every other placeholder set: each placeholder decoded as a `String`, in pattern order.
struct AnyCaptures: Decodable, Sendable {
    let values: [String]

    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        values = try container.allKeys.map { try container.decode(String.self, forKey: $0) }
    }
}

/// Records which route ran, and folds decoded values into the sink so none is dead code.
@MainActor
final class Recorder {
    var last = -1
    var sink: UInt64 = 0

    func record(_ route: Int, _ weight: Int) {
        last = route
        sink &+= UInt64(truncatingIfNeeded: weight)
    }
}

extension Pathways {
    /// Registers `pattern` as a typed route whose type fits its placeholder names.
    @MainActor
    mutating func registerTyped(_ pattern: String, index: Int, recorder: Recorder) {
        let names = Set(pattern.split(separator: "/").filter { $0.hasPrefix(":") }.map { String($0.dropFirst()) })
        switch names {
        case []:
            register(path: pattern, as: NoCaptures.self, matching: .exact) { _, _ in recorder.record(index, 0) }
        case ["owner", "repo"]:
            register(path: pattern, as: RepoCaptures.self, matching: .exact) { route, _ in
                recorder.record(index, route.owner.utf8.count &+ route.repo.utf8.count)
            }
        case ["owner", "repo", "ref"]:
            register(path: pattern, as: RefCaptures.self, matching: .exact) { route, _ in recorder.record(index, route.ref.utf8.count) }
        case ["owner", "repo", "issue_number"]:
            register(path: pattern, as: IssueCaptures.self, matching: .exact) { route, _ in recorder.record(index, route.issueNumber) }
        case ["owner", "repo", "pull_number"]:
            register(path: pattern, as: PullCaptures.self, matching: .exact) { route, _ in recorder.record(index, route.pullNumber) }
        case ["username"]:
            register(path: pattern, as: UserCaptures.self, matching: .exact) { route, _ in recorder.record(index, route.username.utf8.count)
            }
        case ["org"]:
            register(path: pattern, as: OrgCaptures.self, matching: .exact) { route, _ in recorder.record(index, route.org.utf8.count) }
        case ["gist_id"]:
            register(path: pattern, as: GistCaptures.self, matching: .exact) { route, _ in recorder.record(index, route.gistID.utf8.count) }
        default:
            register(path: pattern, as: AnyCaptures.self, matching: .exact) { route, _ in recorder.record(index, route.values.count) }
        }
    }
}

// MARK: - Destinations for the GitHub router (i)

/// Where a GitHub destination route leads: the route's index, and a weight taken from its
/// decoded value, as the typed handlers record them.
struct GitHubScreen: Sendable, Hashable {
    let route: Int
    let weight: Int
}

extension Pathways {
    /// Registers `pattern` as a destination route of the type ``registerTyped(_:index:recorder:)``
    /// decodes, whose destination carries what that handler records.
    mutating func registerDestination(_ pattern: String, index: Int) {
        let names = Set(pattern.split(separator: "/").filter { $0.hasPrefix(":") }.map { String($0.dropFirst()) })
        switch names {
        case []:
            register(path: pattern, as: NoCaptures.self, matching: .exact) { _ in GitHubScreen(route: index, weight: 0) }
        case ["owner", "repo"]:
            register(path: pattern, as: RepoCaptures.self, matching: .exact) {
                GitHubScreen(route: index, weight: $0.owner.utf8.count &+ $0.repo.utf8.count)
            }
        case ["owner", "repo", "ref"]:
            register(path: pattern, as: RefCaptures.self, matching: .exact) { GitHubScreen(route: index, weight: $0.ref.utf8.count) }
        case ["owner", "repo", "issue_number"]:
            register(path: pattern, as: IssueCaptures.self, matching: .exact) { GitHubScreen(route: index, weight: $0.issueNumber) }
        case ["owner", "repo", "pull_number"]:
            register(path: pattern, as: PullCaptures.self, matching: .exact) { GitHubScreen(route: index, weight: $0.pullNumber) }
        case ["username"]:
            register(path: pattern, as: UserCaptures.self, matching: .exact) { GitHubScreen(route: index, weight: $0.username.utf8.count) }
        case ["org"]:
            register(path: pattern, as: OrgCaptures.self, matching: .exact) { GitHubScreen(route: index, weight: $0.org.utf8.count) }
        case ["gist_id"]:
            register(path: pattern, as: GistCaptures.self, matching: .exact) { GitHubScreen(route: index, weight: $0.gistID.utf8.count) }
        default:
            register(path: pattern, as: AnyCaptures.self, matching: .exact) { GitHubScreen(route: index, weight: $0.values.count) }
        }
    }
}

// MARK: - Types for the route model (g)

/// The paths that (g) decodes: query fields, one repeated, and a catch-all.
enum RouteModelPaths {
    static let search = "/search?q=red%20shoes&page=2&tag=new&tag=sale&utm_source=mail"
    static let files = "/files/Sources/NIO/Channel%20Core.swift"
}

/// Query fields: a required one, an optional one and a repeated one.
struct SearchRoute: Pathway, Equatable {
    static let pattern = "/search"
    let q: String
    let page: Int?
    let tag: [String]
}

/// A catch-all, one element per component.
struct FileRoute: Pathway, Equatable {
    static let pattern = "/files/*path"
    let path: [String]
}
