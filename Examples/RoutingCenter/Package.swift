// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "RoutingCenter",
    platforms: [.macOS(.v15), .iOS(.v18)],
    dependencies: [
        // The root package, by relative path. `name:` lets the target refer to it as "Pathways"
        // whatever the checkout folder is called (a path dependency is otherwise named after it).
        .package(name: "Pathways", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "RoutingCenter",
            dependencies: [.product(name: "Pathways", package: "Pathways")]
        ),
        .testTarget(
            name: "RoutingCenterTests",
            dependencies: [
                "RoutingCenter", .product(name: "Pathways", package: "Pathways"),
                // The checked-in association files are checked against the app's router.
                .product(name: "PathwaysAssociations", package: "Pathways"),
                // The route table of the last release is checked against the app's router.
                .product(name: "PathwaysCompatibility", package: "Pathways"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
