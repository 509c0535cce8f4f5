// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Pathways",
    platforms: [
        .macOS(.v15),
        .iOS(.v18),
        .tvOS(.v18),
        .watchOS(.v10),
        .visionOS(.v1),
    ],
    products: [
        .library(name: "Pathways", targets: ["Pathways"]),
        .library(name: "PathwaysAssociations", targets: ["PathwaysAssociations"]),
        .library(name: "PathwaysCompatibility", targets: ["PathwaysCompatibility"]),
        .library(name: "PathwaysConformance", targets: ["PathwaysConformance"]),
        .executable(name: "pathways-conformance", targets: ["pathways-conformance"]),
    ],
    targets: [
        .target(name: "Pathways"),
        // How JSON is read, and how JSON locations, JSON string literals and XML text are written, for
        // PathwaysAssociations and PathwaysConformance alike. Not a product; it depends on nothing.
        .target(name: "PathwaysTextFormats"),
        // Universal links and App Links from the route table: apps that need them add this product;
        // `Pathways` itself stays free of it.
        .target(name: "PathwaysAssociations", dependencies: ["Pathways", "PathwaysTextFormats"]),
        // Route tables as files and the report of links a release breaks: apps that check their
        // links across releases add this product; `Pathways` itself stays free of JSON.
        .target(name: "PathwaysCompatibility", dependencies: ["Pathways", "PathwaysTextFormats"]),
        // The fixture corpus compiled into the binary (C23 #embed of Fixtures/*.json), so that a
        // runner built with a static standard library needs no resource bundle beside it.
        .target(name: "PathwaysFixtureBytes"),
        .target(
            name: "PathwaysFixtures",
            dependencies: ["PathwaysFixtureBytes"],
            path: "Fixtures",
            exclude: [
                "README.md", "cases.json", "fragments.json", "route-model.json", "associations.json", "compatibility.json", "schema.json",
            ]
        ),
        .target(
            name: "PathwaysConformance",
            dependencies: ["Pathways", "PathwaysAssociations", "PathwaysCompatibility", "PathwaysFixtures", "PathwaysTextFormats"]),
        // What only the `pathways-conformance` command uses: the `lint` and `report` commands,
        // the compliance report and its site. Adapter authors depend on `PathwaysConformance`
        // alone, which holds the runner, the fixture schema checker, the linter's rules and
        // `explore` with its case generator, so that an adapter lints and explores its own
        // subject in process.
        .target(
            name: "PathwaysConformanceTools",
            dependencies: ["PathwaysConformance", "Pathways", "PathwaysFixtures", "PathwaysTextFormats"]),
        .executableTarget(name: "pathways-conformance", dependencies: ["PathwaysConformanceTools", "PathwaysConformance"]),
        // What several test targets share (a seeded random number generator, the source-layout checker,
        // fixture text and a test harness); tests only.
        .target(name: "PathwaysTestSupport", path: "Tests/PathwaysTestSupport"),
        .testTarget(name: "PathwaysTests", dependencies: ["Pathways", "PathwaysTestSupport"]),
        .testTarget(name: "PathwaysTextFormatsTests", dependencies: ["PathwaysTextFormats", "PathwaysTestSupport"]),
        .testTarget(name: "PathwaysCompatibilityTests", dependencies: ["PathwaysCompatibility", "Pathways", "PathwaysTestSupport"]),
        .testTarget(name: "PathwaysAssociationsTests", dependencies: ["PathwaysAssociations", "Pathways", "PathwaysTestSupport"]),
        // Harnesses/ holds the harness scripts the tests start as processes.
        .testTarget(
            name: "PathwaysConformanceTests",
            dependencies: ["PathwaysConformance", "PathwaysFixtures", "PathwaysTextFormats", "PathwaysTestSupport"],
            exclude: ["Harnesses"]),
        .testTarget(
            name: "PathwaysConformanceToolsTests",
            dependencies: ["PathwaysConformanceTools", "PathwaysConformance", "PathwaysTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
