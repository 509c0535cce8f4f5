// swift-tools-version: 6.0
import PackageDescription

// A nested package so that the root package stays free of dependencies and special flags.
// Run from this folder:        swift run -c release pathways-benchmark [--json] [--check]
// Or from the repository root: swift run --package-path Benchmarks -c release pathways-benchmark
let package = Package(
    name: "PathwaysBenchmarks",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "pathways-benchmark", targets: ["PathwaysBenchmark"])
    ],
    dependencies: [
        .package(name: "Pathways", path: "..")
    ],
    targets: [
        // Counts heap allocations by replacing malloc and friends in the executable (Linux, glibc).
        .target(name: "AllocationCounter"),
        .executableTarget(
            name: "PathwaysBenchmark",
            dependencies: [
                .product(name: "Pathways", package: "Pathways"),
                .product(name: "PathwaysCompatibility", package: "Pathways"),
                "AllocationCounter",
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
