import Foundation
import PathwaysConformance
import PathwaysConformanceTools

/// `pathways-conformance`: runs the fixture corpus against the reference implementation, lints
/// it, lists it, or explores a router with generated cases. See `pathways-conformance --help`.
@main
struct PathwaysConformanceMain {
    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "explore" {
            exit(await ExploreCommand(arguments: Array(arguments.dropFirst())).run())
        }
        let status = await ConformanceCommand(arguments: arguments).run()
        if arguments == ["help"] || arguments == ["--help"] || arguments == ["-h"] {
            print("\nTo explore a router with generated cases and shrink each disagreement: pathways-conformance explore --help")
        }
        exit(status)
    }
}
