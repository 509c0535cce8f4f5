import Foundation
import PathwaysConformance
import PathwaysConformanceTools
import PathwaysTestSupport

/// Runs `pathways-conformance` (with its maintainer tools) with `arguments` in `directory`,
/// collecting what it prints.
func runCommand(
    _ arguments: [String], subject: any ConformanceSubject = ReferenceSubject(), in directory: URL = repositoryRoot
) async -> (status: Int32, output: String, errors: String) {
    let output = ConformanceCommand.TextBuffer()
    let errors = ConformanceCommand.TextBuffer()
    let status = await ConformanceCommand(
        arguments: arguments, output: output, errors: errors, subject: subject, workingDirectory: directory
    ).runWithTools()
    return (status, output.text, errors.text)
}
