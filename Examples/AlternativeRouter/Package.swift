// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "AlternativeRouter",
    platforms: [.macOS(.v15), .iOS(.v18)],
    dependencies: [
        // The root package, only for its PathwaysConformance library: the router itself is
        // written without Pathways. `name:` makes the package "Pathways" whatever the checkout
        // folder is called.
        .package(name: "Pathways", path: "../..")
    ],
    targets: [
        // The router: no dependencies at all.
        .target(name: "LinearRouter"),
        // Its conformance adapter and the command that runs the corpus against it.
        .executableTarget(
            name: "AlternativeRouter",
            dependencies: ["LinearRouter", .product(name: "PathwaysConformance", package: "Pathways")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
