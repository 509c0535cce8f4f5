import Foundation
import PathwaysConformance

/// `pathways-conformance`: runs the fixture corpus against the reference implementation, lints
/// it, or lists it. See `pathways-conformance --help`.
@main
struct PathwaysConformanceMain {
    static func main() async {
        let status = await ConformanceCommand(arguments: Array(CommandLine.arguments.dropFirst())).run()
        exit(status)
    }
}
