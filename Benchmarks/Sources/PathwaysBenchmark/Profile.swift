import Foundation
import Pathways

/// `--profile=WORKLOAD [--calls=N]`: one workload in a loop, for `perf record` or `perf stat`.
/// Workloads: match, typed, typed-declared, destination, destination-issue, backstack-issue, allocation-path, allocation-typed, linear (naive), tuned, table10000, decode,
/// decode-pattern (the issue route), decode-contents, decode-user, handwritten (the issue route),
/// handwritten-contents, handwritten-user, encode, handencode, build10000, and for the route
/// model decode-search, decode-files, handwritten-search, handwritten-files, encode-search,
/// encode-files, handencode-search, handencode-files.
@MainActor
enum Profile {
    static func run(_ workload: String) {
        let recorder = Recorder()
        let urls = GitHubAPI.urls()
        var total = 0
        let body: () -> Void
        switch workload {
        case "match":
            let router = Routers.gitHubPathOnly(recorder)
            body = { for url in urls where Routers.handle(router, url) { total &+= 1 } }
        case "typed":
            let router = Routers.gitHubTyped(recorder)
            body = { for url in urls where Routers.handle(router, url) { total &+= 1 } }
        case "typed-declared":
            let router = Routers.gitHubTyped(recorder, declared: true)
            body = { for url in urls where Routers.handle(router, url) { total &+= 1 } }
        case "destination":
            let router = Routers.gitHubDestinations()
            body = { for url in urls { total &+= Routers.destination(router, url)?.weight ?? 0 } }
        case "destination-issue":
            let router = Routers.gitHubDestinations()
            body = { total &+= Routers.destination(router, allocationURL)?.weight ?? 0 }
        case "backstack-issue":
            let router = Routers.gitHubDestinations()
            body = { total &+= Routers.backStack(router, allocationURL).count }
        case "allocation-path":
            let router = Routers.gitHubPathOnly(recorder)
            body = { if Routers.handle(router, allocationURL) { total &+= 1 } }
        case "allocation-typed":
            let router = Routers.gitHubTyped(recorder)
            body = { if Routers.handle(router, allocationURL) { total &+= 1 } }
        case "linear":
            let router = Routers.naive(GitHubAPI.patterns, recorder)
            body = { for url in urls where router.handle(url) { total &+= 1 } }
        case "tuned":
            let router = Routers.tuned(GitHubAPI.patterns, recorder)
            body = { for url in urls where router.handle(url) { total &+= 1 } }
        case "table10000":
            let patterns = SyntheticRoutes.patterns(count: 10_000)
            let router = Routers.pathOnly(patterns, recorder)
            let targets = SyntheticRoutes.urls(patterns: patterns).map(\.url)
            body = { for url in targets where Routers.handle(router, url) { total &+= 1 } }
        case "decode":
            body = {
                total &+=
                    (try? PathwayDecoder.shared.decode(IssueRoute.self, fromPath: DecodePaths.issue))?.issueNumber ?? 0
            }
        case "decode-pattern":
            let pattern = parsed(IssueRoute.pattern)
            body = {
                let route = try? PathwayDecoder.shared.decode(
                    IssueRoute.self, pattern: pattern, fromPath: DecodePaths.issue)
                total &+= route?.issueNumber ?? 0
            }
        case "decode-contents":
            let pattern = parsed(ContentsRoute.pattern)
            body = {
                let route = try? PathwayDecoder.shared.decode(ContentsRoute.self, pattern: pattern, fromPath: DecodePaths.contents)
                total &+= route?.path.utf8.count ?? 0
            }
        case "decode-user":
            let pattern = parsed(UserRoute.pattern)
            body = {
                let route = try? PathwayDecoder.shared.decode(UserRoute.self, pattern: pattern, fromPath: DecodePaths.user)
                total &+= route?.username.utf8.count ?? 0
            }
        case "handwritten-contents":
            body = { total &+= HandWritten.parseContents(DecodePaths.contents)?.path.utf8.count ?? 0 }
        case "handwritten-user":
            body = { total &+= HandWritten.parseUser(DecodePaths.user)?.username.utf8.count ?? 0 }
        case "handwritten":
            body = { total &+= HandWritten.parseIssue(DecodePaths.issue)?.issueNumber ?? 0 }
        case "encode":
            let issue = IssueRoute(owner: "apple", repo: "swift-nio", issueNumber: 1347)
            body = { total &+= (try? PathwayEncoder.shared.encode(issue))?.utf8.count ?? 0 }
        case "handencode":
            let issue = IssueRoute(owner: "apple", repo: "swift-nio", issueNumber: 1347)
            body = { total &+= HandWritten.path(issue).utf8.count }
        case "decode-search":
            body = { total &+= (try? PathwayDecoder.shared.decode(SearchRoute.self, fromPath: RouteModelPaths.search))?.tag.count ?? 0 }
        case "decode-files":
            body = { total &+= (try? PathwayDecoder.shared.decode(FileRoute.self, fromPath: RouteModelPaths.files))?.path.count ?? 0 }
        case "handwritten-search":
            body = { total &+= HandWritten.parseSearch(RouteModelPaths.search)?.tag.count ?? 0 }
        case "handwritten-files":
            body = { total &+= HandWritten.parseFiles(RouteModelPaths.files)?.path.count ?? 0 }
        case "encode-search":
            let search = SearchRoute(q: "red shoes", page: 2, tag: ["new", "sale"])
            body = { total &+= (try? PathwayEncoder.shared.encode(search))?.utf8.count ?? 0 }
        case "encode-files":
            let files = FileRoute(path: ["Sources", "NIO", "Channel Core.swift"])
            body = { total &+= (try? PathwayEncoder.shared.encode(files))?.utf8.count ?? 0 }
        case "handencode-search":
            let search = SearchRoute(q: "red shoes", page: 2, tag: ["new", "sale"])
            body = { total &+= HandWritten.path(search).utf8.count }
        case "handencode-files":
            let files = FileRoute(path: ["Sources", "NIO", "Channel Core.swift"])
            body = { total &+= HandWritten.path(files).utf8.count }
        case "build10000":
            let patterns = SyntheticRoutes.patterns(count: 10_000)
            body = {
                var router = Pathways()
                for pattern in patterns { router.register(path: pattern, matching: .exact) { _ in } }
                total &+= router.registrationErrors.count
            }
        default:
            fail("unknown workload \(workload)")
        }
        // A fixed number of calls, so `perf stat -e instructions` compares builds even on a
        // machine that is busy with other work; about three seconds when none is given.
        let requested = CommandLine.arguments.lazy.filter { $0.hasPrefix("--calls=") }.compactMap { Int($0.dropFirst(8)) }.first
        let clock = ContinuousClock()
        let start = clock.now
        var calls = 0
        if let requested {
            for _ in 0..<requested { body() }
            calls = requested
        } else {
            while clock.now - start < .seconds(3) {
                for _ in 0..<10 { body() }
                calls += 10
            }
        }
        let elapsed = clock.now - start
        print("\(workload): \(calls) calls in \(elapsed), sink \(total &+ Int(truncatingIfNeeded: recorder.sink))")
    }

    private static func parsed(_ pattern: String) -> PathPattern {
        do { return try PathPattern(pattern) } catch { fail("\(error)") }
    }
}
