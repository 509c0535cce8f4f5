import Foundation
import Pathways

/// `pathways-benchmark [--json] [--check] [--quick] [--profile=WORKLOAD] [--github-routes] [--compatibility]`
///
/// Without options, prints a table for people; `--json` prints one JSON object instead.
/// `--github-routes` prints the GitHub patterns and URLs as JSON and exits: the one source of the
/// route set that the peer benchmarks (Benchmarks/Peers) read.
/// `--check` only counts heap allocations per `handle` and exits non-zero when a bound is
/// exceeded: deterministic, so CI can run it. `--quick` takes fewer, shorter samples.
/// `--profile=WORKLOAD` repeats one workload for a few seconds, to run under `perf record`.
/// `--compatibility` times one compatibility report of two tables of 10,000 routes and exits.
@main
enum BenchmarkMain {
    @MainActor
    static func main() {
        let arguments = Set(CommandLine.arguments.dropFirst())
        let known: Set = ["--json", "--check", "--quick", "--github-routes", "--compatibility"]
        // --calls=N only matters with --profile.
        if let workload = CommandLine.arguments.dropFirst().first(where: { $0.hasPrefix("--profile=") }) {
            Profile.run(String(workload.dropFirst("--profile=".count)))
            exit(0)
        }
        guard arguments.isSubset(of: known) else {
            FileHandle.standardError.write(
                Data(
                    "usage: pathways-benchmark [--json] [--check] [--quick] [--profile=WORKLOAD] [--github-routes] [--compatibility]\n".utf8
                ))
            exit(2)
        }
        if arguments.contains("--compatibility") {
            print(CompatibilityBenchmark.run())
            exit(0)
        }
        if arguments.contains("--github-routes") {
            print(GitHubAPI.json)
            exit(0)
        }
        guard Allocations.isSupported, Allocations.counterWorks() else {
            FileHandle.standardError.write(
                Data("pathways-benchmark: cannot count allocations here (the malloc replacement needs glibc)\n".utf8))
            exit(2)
        }
        if arguments.contains("--check") {
            exit(AllocationCheck.run())
        }
        var timer = Timer()
        if arguments.contains("--quick") {
            timer.samples = 5
            timer.sampleSeconds = 0.005
        }
        var suite = Suite(timer: timer, log: !arguments.contains("--json"))
        suite.run()
        print(arguments.contains("--json") ? suite.report.json : suite.report.table)
    }
}

/// Stops the run: a benchmark whose routers disagree measures nothing.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("pathways-benchmark: \(message)\n".utf8))
    exit(1)
}

/// The routers every part of the run shares.
@MainActor
enum Routers {
    /// Every GitHub pattern as an exact path-only route whose handler records its index.
    static func gitHubPathOnly(_ recorder: Recorder) -> Pathways {
        pathOnly(GitHubAPI.patterns, recorder)
    }

    /// Every GitHub pattern as an exact typed route; with `declared`, each of a declared type of
    /// its own (`DeclaredRoutes.swift`) rather than `AnyCaptures` for the less common ones.
    static func gitHubTyped(_ recorder: Recorder, declared: Bool = false) -> Pathways {
        var router = Pathways()
        for (index, pattern) in GitHubAPI.patterns.enumerated() {
            if declared {
                router.registerDeclared(pattern, index: index, recorder: recorder)
            } else {
                router.registerTyped(pattern, index: index, recorder: recorder)
            }
        }
        guard router.registrationErrors.isEmpty else { fail("registration failed: \(router.registrationErrors)") }
        return router
    }

    /// Every GitHub pattern as an exact destination route of the typed router's types (i).
    static func gitHubDestinations() -> Pathways {
        var router = Pathways()
        for (index, pattern) in GitHubAPI.patterns.enumerated() {
            router.registerDestination(pattern, index: index)
        }
        guard router.registrationErrors.isEmpty else { fail("registration failed: \(router.registrationErrors)") }
        return router
    }

    /// `destination(for:as:)`, with a thrown error turned into a failed run.
    static func destination(_ router: Pathways, _ url: String) -> GitHubScreen? {
        do {
            return try router.destination(for: url, as: GitHubScreen.self)
        } catch {
            fail("\(url): \(error)")
        }
    }

    /// `backStack(for:as:)`, with a thrown error turned into a failed run.
    static func backStack(_ router: Pathways, _ url: String) -> [GitHubScreen] {
        do {
            return try router.backStack(for: url, as: GitHubScreen.self)
        } catch {
            fail("\(url): \(error)")
        }
    }

    static func pathOnly(_ patterns: [String], _ recorder: Recorder) -> Pathways {
        var router = Pathways()
        for (index, pattern) in patterns.enumerated() {
            router.register(path: pattern, matching: .exact) { parameters in recorder.record(index, parameters.captures.count) }
        }
        guard router.registrationErrors.isEmpty else { fail("registration failed: \(router.registrationErrors)") }
        return router
    }

    /// The naive linear scan the issue compares against (`linear_*` keys).
    static func naive(_ patterns: [String], _ recorder: Recorder) -> NaiveLinearRouter {
        scan(NaiveLinearRouter(), patterns, recorder)
    }

    /// The tuned linear scan (`tuned_*` keys).
    static func tuned(_ patterns: [String], _ recorder: Recorder) -> TunedLinearRouter {
        scan(TunedLinearRouter(), patterns, recorder)
    }

    private static func scan<Scan: LinearScan>(_ empty: Scan, _ patterns: [String], _ recorder: Recorder) -> Scan {
        var router = empty
        for (index, pattern) in patterns.enumerated() {
            router.register(path: pattern) { captureCount in recorder.record(index, captureCount) }
        }
        router.finish()
        return router
    }

    /// `handle`, with a thrown error turned into a failed run.
    static func handle(_ router: Pathways, _ url: String) -> Bool {
        do {
            return try router.handle(url)
        } catch {
            fail("\(url): \(error)")
        }
    }

    /// Checks that `url` reaches route `expected` through Pathways and every linear scan.
    static func verify(
        _ router: Pathways, _ scans: [any LinearScan], _ recorder: Recorder, _ url: String, expected: Int, _ patterns: [String]
    ) {
        recorder.last = -1
        guard handle(router, url), recorder.last == expected else {
            fail("Pathways sent \(url) to \(recorder.last), expected \(patterns[expected])")
        }
        for scan in scans {
            recorder.last = -1
            guard scan.handle(url), recorder.last == expected else {
                fail("\(type(of: scan)) sent \(url) to \(recorder.last), expected \(patterns[expected])")
            }
        }
    }
}

/// The URL of the allocation checks: a path-only or typed route with three captures, no query.
let allocationURL = "https://api.github.com/repos/apple/swift-nio/issues/1347"

/// `--check`: allocation counts only, no timing, so the result is the same on every run. It
/// reports every count and fails only when a `handle` of the allocation URL allocates more
/// than the bound: the gate guards against a change that makes routing allocate per component
/// or per route, not against one allocation more or less.
@MainActor
enum AllocationCheck {
    static let pathBound = 2.0
    static let typedBound = 4.0

    static func run() -> Int32 {
        let recorder = Recorder()
        let pathRouter = Routers.gitHubPathOnly(recorder)
        let typedRouter = Routers.gitHubTyped(recorder)
        // A URL that reached no handler would allocate less and pass for the wrong reason.
        guard let expected = GitHubAPI.patterns.firstIndex(of: "/repos/:owner/:repo/issues/:issue_number") else {
            fail("the GitHub corpus lost its issue route")
        }
        Routers.verify(pathRouter, [], recorder, allocationURL, expected: expected, GitHubAPI.patterns)
        Routers.verify(typedRouter, [], recorder, allocationURL, expected: expected, GitHubAPI.patterns)
        let destinations = Routers.gitHubDestinations()
        guard Routers.destination(destinations, allocationURL)?.route == expected,
            Routers.backStack(destinations, allocationURL).map(\.route) == [
                GitHubAPI.patterns.firstIndex(of: "/repos/:owner/:repo"), GitHubAPI.patterns.firstIndex(of: "/repos/:owner/:repo/issues"),
                expected,
            ]
        else { fail("the destination router does not lead \(allocationURL) to its issue, under its repository and issues") }
        let path = Allocations.perCall { _ = Routers.handle(pathRouter, allocationURL) }
        let typed = Allocations.perCall { _ = Routers.handle(typedRouter, allocationURL) }
        var status: Int32 = 0
        for (name, value, bound) in [("path-only", path, pathBound), ("typed", typed, typedBound)] {
            let verdict = value <= bound ? "ok" : "FAIL"
            print(
                "\(verdict): \(Report.format(value, 2)) heap allocations per handle of a \(name) route (bound \(Report.format(bound, 0)))")
            if value > bound { status = 1 }
        }
        // Reported, not bounded.
        let queryURL = allocationURL + "?per_page=50&page=2"
        let urls = GitHubAPI.urls()
        let counts: [(String, Double)] = [
            ("path-only route, 2 query parameters", Allocations.perCall { _ = Routers.handle(pathRouter, queryURL) }),
            ("typed route, 2 query parameters", Allocations.perCall { _ = Routers.handle(typedRouter, queryURL) }),
            (
                "mean over the GitHub URLs, path-only",
                Allocations.perCall(calls: 10) { for url in urls { _ = Routers.handle(pathRouter, url) } } / Double(urls.count)
            ),
            (
                "mean over the GitHub URLs, typed",
                Allocations.perCall(calls: 10) { for url in urls { _ = Routers.handle(typedRouter, url) } } / Double(urls.count)
            ),
            ("destination(for:) of the issue URL", Allocations.perCall { _ = Routers.destination(destinations, allocationURL) }),
            (
                "mean over the GitHub URLs, destination(for:)",
                Allocations.perCall(calls: 10) { for url in urls { _ = Routers.destination(destinations, url) } } / Double(urls.count)
            ),
            ("backStack(for:) of the issue URL, 3 levels", Allocations.perCall { _ = Routers.backStack(destinations, allocationURL) }),
        ]
        for (name, value) in counts { print("info: \(Report.format(value, 2)) heap allocations per handle, \(name)") }
        print("url: \(allocationURL)")
        return status
    }
}
