// swift-tools-version: 6.0
// The fuzzing package: libFuzzer targets for Pathways, kept out of the root package so that the
// root stays free of unsafe flags. Build and run it with `Fuzzing/fuzz.sh`; see README.md.
import PackageDescription

/// One executable per fuzz target; each is a thin `LLVMFuzzerTestOneInput` over `FuzzChecks`.
let fuzzTargets = ["FuzzURLReading", "FuzzDecoder", "FuzzHandle", "FuzzRoundTrip"]

let package = Package(
    name: "PathwaysFuzzing",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: "..")
    ],
    targets: [
        // The invariants, shared by the fuzz targets and the replay tests.
        .target(name: "FuzzChecks", dependencies: [.product(name: "Pathways", package: rootPackageIdentity)]),
        .testTarget(name: "FuzzChecksTests", dependencies: ["FuzzChecks"]),
    ]
        + fuzzTargets.map { name in
            .executableTarget(name: name, dependencies: ["FuzzChecks"])
        },
    swiftLanguageModes: [.v6]
)

/// SwiftPM names a path dependency after its directory, which differs between clones.
var rootPackageIdentity: String {
    let fuzzingDirectory = #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast()
    return String(fuzzingDirectory.dropLast().last ?? "main").lowercased()
}
