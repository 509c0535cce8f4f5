import Foundation
import Pathways

/// Runs every measurement once, in order, and collects the numbers.
@MainActor
struct Suite {
    let timer: Timer
    let log: Bool
    private(set) var report = Report()
    private let recorder = Recorder()
    private var sink: UInt64 = 0

    init(timer: Timer, log: Bool) {
        self.timer = timer
        self.log = log
    }

    private func progress(_ text: String) {
        if log { FileHandle.standardError.write(Data("… \(text)\n".utf8)) }
    }

    mutating func run() {
        let pathRouter = Routers.gitHubPathOnly(recorder)
        let typedRouter = Routers.gitHubTyped(recorder)
        let gitHubNaive = Routers.naive(GitHubAPI.patterns, recorder)
        let gitHubTuned = Routers.tuned(GitHubAPI.patterns, recorder)
        let urls = GitHubAPI.urls()
        let destinationRouter = Routers.gitHubDestinations()
        for (index, url) in urls.enumerated() {
            Routers.verify(pathRouter, [gitHubNaive, gitHubTuned], recorder, url, expected: index, GitHubAPI.patterns)
            Routers.verify(typedRouter, [], recorder, url, expected: index, GitHubAPI.patterns)
            guard Routers.destination(destinationRouter, url)?.route == index else { fail("\(url) has no destination of route \(index)") }
        }

        report.note("GitHub REST API: \(GitHubAPI.patterns.count) patterns, \(urls.count) URLs (one per route, a third with a query)")
        report.section("(a, b) handle over the GitHub corpus, ns per URL")
        progress("GitHub corpus")
        report.add("ns_per_handle_github", lookups(urls) { Routers.handle(typedRouter, $0) }, "handle, typed routes (Decodable)")
        report.add(
            "ns_per_destination_github", lookups(urls) { Routers.destination(destinationRouter, $0) != nil },
            "destination(for:), destination routes of the same types (i)")
        report.add(
            "ns_per_backstack_issue",
            timer.nanosecondsPerOperation(operations: 1) { sink &+= UInt64(Routers.backStack(destinationRouter, allocationURL).count) },
            "backStack(for:) of the issue URL, three levels (i)")
        // Measured beside each linear scan over the same URLs, for the ratios in (f).
        let match = lookupWork(urls) { Routers.handle(pathRouter, $0) }
        let matchAndNaive = timer.paired(urls.count, match, urls.count, lookupWork(urls) { gitHubNaive.handle($0) })
        let matchAndTuned = timer.paired(urls.count, match, urls.count, lookupWork(urls) { gitHubTuned.handle($0) })
        report.add("ns_per_match_github", matchAndNaive.first, "handle, path-only routes, no-op handlers (match)")
        let foundationURLs = urls.compactMap(URL.init(string:))
        report.add(
            "ns_per_handle_github_foundation_url",
            timer.nanosecondsPerOperation(operations: foundationURLs.count) {
                for url in foundationURLs { sink &+= (try? pathRouter.handle(url)) == true ? 1 : 0 }
            }, "handle(URL), path-only routes (includes absoluteString)")

        measureTables(gitHub: (matchAndNaive, matchAndTuned), match: match, urls: urls)
        measureDecoding()
        measureEncoding()
        measureRouteModel()
        measureBuilding()
        measureAllocations(pathRouter: pathRouter, typedRouter: typedRouter, urls: urls)
        summarizeTargets()
        report.section("sink (keeps the optimizer honest): \(sink &+ recorder.sink)")
        report.extraJSON.append(("sink", String(sink &+ recorder.sink)))
    }

    /// Work that runs `body` over every URL, counting hits into the recorder's sink.
    private func lookupWork(_ urls: [String], _ body: @escaping (String) -> Bool) -> () -> Void {
        let recorder = recorder
        return {
            for url in urls where body(url) { recorder.sink &+= 1 }
        }
    }

    /// Nanoseconds per URL for `body` over `urls`.
    private mutating func lookups(_ urls: [String], _ body: (String) -> Bool) -> Double {
        var hits: UInt64 = 0
        let result = timer.nanosecondsPerOperation(operations: urls.count) {
            for url in urls where body(url) { hits &+= 1 }
        }
        sink &+= hits
        return result
    }

    // MARK: (f) Table against linear scans

    typealias Pair = (first: Double, second: Double, ratio: Double)

    private mutating func measureTables(gitHub: (naive: Pair, tuned: Pair), match: @escaping () -> Void, urls: [String]) {
        report.section("(f) ns per lookup: Pathways table against linear scans (path-only, exact; measured in alternation)")
        report.add("ns_per_lookup_linear_142", gitHub.naive.second, "naive linear scan, GitHub (142 routes)")
        report.add("ns_per_lookup_tuned_142", gitHub.tuned.second, "tuned linear scan, GitHub (142 routes)")
        report.add("linear_over_table_142", 1 / gitHub.naive.ratio, decimals: 2, "naive linear / table, GitHub (142 routes)")
        report.add("tuned_over_table_142", 1 / gitHub.tuned.ratio, decimals: 2, "tuned linear / table, GitHub (142 routes)")

        let sizes = [10, 100, 1_000, 10_000]
        var tableSeries: [Double] = []
        var naiveSeries: [Double] = []
        var tunedSeries: [Double] = []
        for size in sizes {
            progress("synthetic table of \(size) routes")
            let patterns = SyntheticRoutes.patterns(count: size)
            let router = Routers.pathOnly(patterns, recorder)
            let naive = Routers.naive(patterns, recorder)
            let tuned = Routers.tuned(patterns, recorder)
            let targets = SyntheticRoutes.urls(patterns: patterns)
            for target in targets {
                Routers.verify(router, [naive, tuned], recorder, target.url, expected: target.route, patterns)
            }
            let syntheticURLs = targets.map(\.url)
            let tableWork = lookupWork(syntheticURLs) { Routers.handle(router, $0) }
            let naivePair = timer.paired(
                syntheticURLs.count, lookupWork(syntheticURLs) { naive.handle($0) }, syntheticURLs.count, tableWork)
            let tunedPair = timer.paired(
                syntheticURLs.count, lookupWork(syntheticURLs) { tuned.handle($0) }, syntheticURLs.count, tableWork)
            tableSeries.append(naivePair.second)
            naiveSeries.append(naivePair.first)
            tunedSeries.append(tunedPair.first)
            report.add("ns_per_lookup_table_\(size)", naivePair.second, "table, \(size) synthetic routes")
            report.add("ns_per_lookup_linear_\(size)", naivePair.first, "naive linear scan, \(size) synthetic routes")
            report.add("ns_per_lookup_tuned_\(size)", tunedPair.first, "tuned linear scan, \(size) synthetic routes")
            report.add("linear_over_table_\(size)", naivePair.ratio, decimals: 2, "naive linear / table, \(size) routes")
            report.add("tuned_over_table_\(size)", tunedPair.ratio, decimals: 2, "tuned linear / table, \(size) routes")
            if size == 10_000 {
                progress("table of 10,000 against the GitHub table")
                let growth = timer.paired(syntheticURLs.count, tableWork, urls.count, match)
                report.add(
                    "table_10000_over_table_142", growth.ratio, decimals: 2, "table at 10,000 synthetic / table at 142 GitHub")
            }
        }
        report.add(
            "table_10000_over_table_100", report["ns_per_lookup_table_10000"] / report["ns_per_lookup_table_100"], decimals: 2,
            "table at 10,000 / table at 100 (both synthetic)")
        let list = { (values: [Double]) in "[" + values.map { Report.format($0, 1) }.joined(separator: ", ") + "]" }
        report.extraJSON.append(("table_sizes", "[" + sizes.map(String.init).joined(separator: ", ") + "]"))
        report.extraJSON.append(("ns_per_lookup_table_by_size", list(tableSeries)))
        report.extraJSON.append(("ns_per_lookup_linear_by_size", list(naiveSeries)))
        report.extraJSON.append(("ns_per_lookup_tuned_by_size", list(tunedSeries)))
    }

    // MARK: (c) Decoding

    private mutating func measureDecoding() {
        report.section("(c) typed decode of 3 paths against a hand-written parse, ns per path")
        progress("decoding")
        let issuePath = DecodePaths.issue
        let contentsPath = DecodePaths.contents
        let userPath = DecodePaths.user
        let decoder = PathwayDecoder.shared
        let patterns: (PathPattern, PathPattern, PathPattern)
        do {
            patterns = (try PathPattern(IssueRoute.pattern), try PathPattern(ContentsRoute.pattern), try PathPattern(UserRoute.pattern))
            let expected = (
                IssueRoute(owner: "apple", repo: "swift-nio", issueNumber: 1347),
                ContentsRoute(owner: "apple", repo: "swift-nio", path: "Sources/NIO/Channel.swift"),
                UserRoute(username: "octocat")
            )
            guard try decoder.decode(IssueRoute.self, pattern: patterns.0, fromPath: issuePath) == expected.0,
                try decoder.decode(ContentsRoute.self, pattern: patterns.1, fromPath: contentsPath) == expected.1,
                try decoder.decode(UserRoute.self, fromPath: userPath) == expected.2,
                HandWritten.parseIssue(issuePath) == expected.0, HandWritten.parseContents(contentsPath) == expected.1,
                HandWritten.parseUser(userPath) == expected.2, HandWritten.parseIssueCharacters(issuePath) == expected.0,
                HandWritten.parseContentsCharacters(contentsPath) == expected.1, HandWritten.parseUserCharacters(userPath) == expected.2
            else { fail("decoders disagree") }
        } catch {
            fail("decoding failed: \(error)")
        }
        var total = 0
        let pair = timer.paired(
            3,
            {
                do {
                    total &+= try decoder.decode(IssueRoute.self, pattern: patterns.0, fromPath: issuePath).issueNumber
                    total &+= try decoder.decode(ContentsRoute.self, pattern: patterns.1, fromPath: contentsPath).path.utf8.count
                    total &+= try decoder.decode(UserRoute.self, pattern: patterns.2, fromPath: userPath).username.utf8.count
                } catch {
                    fail("decoding failed: \(error)")
                }
            }, 3,
            {
                total &+= HandWritten.parseIssue(issuePath)?.issueNumber ?? 0
                total &+= HandWritten.parseContents(contentsPath)?.path.utf8.count ?? 0
                total &+= HandWritten.parseUser(userPath)?.username.utf8.count ?? 0
            })
        let pathway = timer.nanosecondsPerOperation(operations: 3) {
            do {
                total &+= try decoder.decode(IssueRoute.self, fromPath: issuePath).issueNumber
                total &+= try decoder.decode(ContentsRoute.self, fromPath: contentsPath).path.utf8.count
                total &+= try decoder.decode(UserRoute.self, fromPath: userPath).username.utf8.count
            } catch {
                fail("decoding failed: \(error)")
            }
        }
        let characters = timer.nanosecondsPerOperation(operations: 3) {
            total &+= HandWritten.parseIssueCharacters(issuePath)?.issueNumber ?? 0
            total &+= HandWritten.parseContentsCharacters(contentsPath)?.path.utf8.count ?? 0
            total &+= HandWritten.parseUserCharacters(userPath)?.username.utf8.count ?? 0
        }
        sink &+= UInt64(truncatingIfNeeded: total)
        report.add("ns_per_decode", pair.first, "PathwayDecoder.decode(_:pattern:fromPath:)")
        report.add("ns_per_decode_pathway_type", pathway, "PathwayDecoder.decode(_:fromPath:) (pattern cache)")
        report.add("ns_per_decode_handwritten", pair.second, "hand-written: split UTF-8, percent-decode, Int(...)")
        report.add("ns_per_decode_handwritten_characters", characters, "hand-written with String.split (Characters)")
        report.add("decode_over_handwritten", pair.ratio, decimals: 2, "decode / hand-written (bytes; in alternation)")
    }

    // MARK: (d) Encoding

    private mutating func measureEncoding() {
        report.section("(d) encode of 3 routes against hand-written string building, ns per route")
        progress("encoding")
        let issue = IssueRoute(owner: "apple", repo: "swift-nio", issueNumber: 1347)
        let contents = ContentsRoute(owner: "apple", repo: "swift-nio", path: "Sources/NIO/Channel.swift")
        let user = UserRoute(username: "octocat")
        let encoder = PathwayEncoder.shared
        let patterns: (PathPattern, PathPattern, PathPattern)
        do {
            patterns = (try PathPattern(IssueRoute.pattern), try PathPattern(ContentsRoute.pattern), try PathPattern(UserRoute.pattern))
            guard try encoder.encode(issue) == HandWritten.path(issue), try encoder.encode(contents) == HandWritten.path(contents),
                try encoder.encode(user, pattern: patterns.2) == HandWritten.path(user)
            else { fail("encoders disagree: \(try encoder.encode(contents)) \(HandWritten.path(contents))") }
        } catch {
            fail("encoding failed: \(error)")
        }
        var total = 0
        let pair = timer.paired(
            3,
            {
                do {
                    total &+= try encoder.encode(issue).utf8.count
                    total &+= try encoder.encode(contents).utf8.count
                    total &+= try encoder.encode(user).utf8.count
                } catch {
                    fail("encoding failed: \(error)")
                }
            }, 3,
            {
                total &+= HandWritten.path(issue).utf8.count
                total &+= HandWritten.path(contents).utf8.count
                total &+= HandWritten.path(user).utf8.count
            })
        let explicit = timer.nanosecondsPerOperation(operations: 3) {
            do {
                total &+= try encoder.encode(issue, pattern: patterns.0).utf8.count
                total &+= try encoder.encode(contents, pattern: patterns.1).utf8.count
                total &+= try encoder.encode(user, pattern: patterns.2).utf8.count
            } catch {
                fail("encoding failed: \(error)")
            }
        }
        sink &+= UInt64(truncatingIfNeeded: total)
        report.add("ns_per_encode", pair.first, "PathwayEncoder.encode(_:) (pattern cache)")
        report.add("ns_per_encode_explicit_pattern", explicit, "PathwayEncoder.encode(_:pattern:)")
        report.add("ns_per_encode_handwritten", pair.second, "hand-written concatenation and escaping")
        report.add("encode_over_handwritten", pair.ratio, decimals: 2, "encode / hand-written (in alternation)")
    }

    // MARK: (g) The route model

    private mutating func measureRouteModel() {
        report.section("(g) route model: query fields and a catch-all against hand-written code, ns per route; catch-all tables")
        progress("route model")
        let decoder = PathwayDecoder.shared
        let encoder = PathwayEncoder.shared
        let paths = (RouteModelPaths.search, RouteModelPaths.files)
        let values = (
            SearchRoute(q: "red shoes", page: 2, tag: ["new", "sale"]), FileRoute(path: ["Sources", "NIO", "Channel Core.swift"])
        )
        do {
            guard try decoder.decode(SearchRoute.self, fromPath: paths.0) == values.0,
                try decoder.decode(FileRoute.self, fromPath: paths.1) == values.1,
                HandWritten.parseSearch(paths.0) == values.0, HandWritten.parseFiles(paths.1) == values.1,
                try encoder.encode(values.0) == HandWritten.path(values.0), try encoder.encode(values.1) == HandWritten.path(values.1)
            else { fail("route-model coders disagree: \(try encoder.encode(values.0)) \(HandWritten.path(values.0))") }
        } catch {
            fail("route-model coding failed: \(error)")
        }
        var total = 0
        let decoding = timer.paired(
            2,
            {
                do {
                    total &+= try decoder.decode(SearchRoute.self, fromPath: paths.0).tag.count
                    total &+= try decoder.decode(FileRoute.self, fromPath: paths.1).path.count
                } catch {
                    fail("decoding failed: \(error)")
                }
            }, 2,
            {
                total &+= HandWritten.parseSearch(paths.0)?.tag.count ?? 0
                total &+= HandWritten.parseFiles(paths.1)?.path.count ?? 0
            })
        let encoding = timer.paired(
            2,
            {
                do {
                    total &+= try encoder.encode(values.0).utf8.count
                    total &+= try encoder.encode(values.1).utf8.count
                } catch {
                    fail("encoding failed: \(error)")
                }
            }, 2,
            {
                total &+= HandWritten.path(values.0).utf8.count
                total &+= HandWritten.path(values.1).utf8.count
            })
        sink &+= UInt64(truncatingIfNeeded: total)
        report.add("ns_per_route_model_decode", decoding.first, "decode: query fields (one repeated), a catch-all")
        report.add("ns_per_route_model_decode_handwritten", decoding.second, "hand-written: split query and path, percent-decode")
        report.add("route_model_decode_over_handwritten", decoding.ratio, decimals: 2, "route-model decode / hand-written")
        report.add("ns_per_route_model_encode", encoding.first, "encode: query fields after the path, a catch-all's elements")
        report.add("ns_per_route_model_encode_handwritten", encoding.second, "hand-written concatenation and escaping")
        report.add("route_model_encode_over_handwritten", encoding.ratio, decimals: 2, "route-model encode / hand-written")

        var works: [(work: () -> Void, count: Int)] = []
        for size in [100, 10_000] {
            progress("catch-all table of \(size) routes")
            let patterns = SyntheticRoutes.catchAllPatterns(count: size)
            let router = Routers.pathOnly(patterns, recorder)
            let targets = SyntheticRoutes.urls(patterns: patterns)
            for target in targets { Routers.verify(router, [], recorder, target.url, expected: target.route, patterns) }
            let urls = targets.map(\.url)
            works.append((lookupWork(urls) { Routers.handle(router, $0) }, urls.count))
        }
        let growth = timer.paired(works[1].count, works[1].work, works[0].count, works[0].work)
        report.add("ns_per_lookup_catchall_100", growth.second, "table, 100 synthetic routes, half of them catch-alls")
        report.add("ns_per_lookup_catchall_10000", growth.first, "table, 10,000 synthetic routes, half of them catch-alls")
        report.add("catchall_10000_over_catchall_100", growth.ratio, decimals: 2, "catch-all table at 10,000 / at 100 (in alternation)")
    }

    // MARK: (e) Building

    private mutating func measureBuilding() {
        report.section("(e) table build time, ms (parse patterns, register, no-op handlers)")
        progress("building")
        let synthetic = SyntheticRoutes.patterns(count: 10_000)
        var errors = 0
        let build142 = timer.millisecondsPerCall(samples: 21) {
            var router = Pathways()
            for pattern in GitHubAPI.patterns { router.register(path: pattern, matching: .exact) { _ in } }
            errors += router.registrationErrors.count
        }
        let buildTyped = timer.millisecondsPerCall(samples: 21) {
            errors += Routers.gitHubTyped(recorder).registrationErrors.count
        }
        let build10000 = timer.millisecondsPerCall(samples: 7) {
            var router = Pathways()
            for pattern in synthetic { router.register(path: pattern, matching: .exact) { _ in } }
            errors += router.registrationErrors.count
        }
        guard errors == 0 else { fail("registration failed") }
        report.add("build_ms_142", build142, decimals: 3, "142 GitHub routes, path-only")
        report.add("build_ms_142_typed", buildTyped, decimals: 3, "142 GitHub routes, typed")
        report.add("build_ms_10000", build10000, decimals: 2, "10,000 synthetic routes, path-only")
    }

    // MARK: (g) Allocations

    private mutating func measureAllocations(pathRouter: Pathways, typedRouter: Pathways, urls: [String]) {
        report.section("(g) heap allocations per handle (malloc, calloc, realloc, memalign counted)")
        progress("allocations")
        let queryURL = allocationURL + "?per_page=50&page=2"
        report.note("URL: \(allocationURL)")
        report.add(
            "allocations_per_handle_path", Allocations.perCall { _ = Routers.handle(pathRouter, allocationURL) }, decimals: 2,
            "path-only route, 3 captures, no query")
        report.add(
            "allocations_per_handle_typed", Allocations.perCall { _ = Routers.handle(typedRouter, allocationURL) }, decimals: 2,
            "typed route (String, String, Int), no query")
        report.add(
            "allocations_per_handle_path_query", Allocations.perCall { _ = Routers.handle(pathRouter, queryURL) }, decimals: 2,
            "path-only route, 3 captures, 2 query parameters")
        report.add(
            "allocations_per_handle_github_path_mean",
            Allocations.perCall(calls: 10) { for url in urls { _ = Routers.handle(pathRouter, url) } } / Double(urls.count), decimals: 2,
            "mean over the GitHub URLs, path-only")
        report.add(
            "allocations_per_handle_github_typed_mean",
            Allocations.perCall(calls: 10) { for url in urls { _ = Routers.handle(typedRouter, url) } } / Double(urls.count), decimals: 2,
            "mean over the GitHub URLs, typed")
        let decodePattern: PathPattern
        do { decodePattern = try PathPattern(IssueRoute.pattern) } catch { fail("\(error)") }
        var total = 0
        report.add(
            "allocations_per_decode",
            Allocations.perCall {
                total &+=
                    (try? PathwayDecoder.shared.decode(
                        IssueRoute.self, pattern: decodePattern, fromPath: DecodePaths.issue))?
                    .issueNumber ?? 0
            }, decimals: 2, "PathwayDecoder.decode(_:pattern:fromPath:), issue route")
        let issue = IssueRoute(owner: "apple", repo: "swift-nio", issueNumber: 1347)
        report.add(
            "allocations_per_encode", Allocations.perCall { total &+= (try? PathwayEncoder.shared.encode(issue))?.utf8.count ?? 0 },
            decimals: 2, "PathwayEncoder.encode(_:), issue route")
        sink &+= UInt64(truncatingIfNeeded: total)
    }

    // MARK: Targets

    private mutating func summarizeTargets() {
        report.section("Targets from the performance issue (ratios from this run)")
        let targets: [(String, String, Bool)] = [
            ("target_linear_over_table_142", "naive linear / table >= 5 at 142 routes", report["linear_over_table_142"] >= 5),
            ("target_linear_over_table_10000", "naive linear / table >= 50 at 10,000 routes", report["linear_over_table_10000"] >= 50),
            ("target_table_10000_over_table_142", "lookup at 10,000 <= 3x lookup at 142", report["table_10000_over_table_142"] <= 3),
            (
                "target_catchall_10000_over_catchall_100", "catch-all lookup at 10,000 <= 3x lookup at 100",
                report["catchall_10000_over_catchall_100"] <= 3
            ),
            ("target_allocations_per_handle_path", "<= 2 allocations per path-only handle", report["allocations_per_handle_path"] <= 2),
            ("target_allocations_per_handle_typed", "<= 4 allocations per typed handle", report["allocations_per_handle_typed"] <= 4),
            ("target_build_ms_10000", "building 10,000 routes < 50 ms", report["build_ms_10000"] < 50),
        ]
        for (key, label, met) in targets {
            report.note((met ? "met      " : "NOT MET  ") + label)
            report.extraJSON.append((key, met ? "true" : "false"))
        }
    }
}
