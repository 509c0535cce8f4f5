import Foundation
import PathwaysConformance
import PathwaysConformanceTools

/// `pathways-conformance`: runs the fixture corpus against the reference implementation, lints
/// it, reports on it, lists it, or explores a router with generated cases. See `pathways-conformance --help`.
@main
struct PathwaysConformanceMain {
    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let status = await ConformanceCommand(arguments: arguments).runWithTools()
        exit(status)
    }
}
