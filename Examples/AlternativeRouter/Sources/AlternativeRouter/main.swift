import Foundation
import PathwaysConformance

// Runs the Pathways conformance corpus against LinearRouter and prints the text report.
//
// `ConformanceCommand` is the `pathways-conformance` command with another subject, so `run`,
// `explore`, `serve`, `list` and `read-url` work here with every option (see `--help`):
//
//     swift run                                   # the whole corpus, with the known deviations
//     swift run AlternativeRouter run --tag precedence
//     swift run AlternativeRouter explore --seed 1 --cases 2000   # generated cases, in process
//     swift run AlternativeRouter serve           # answer the harness protocol instead
//
// The known deviations are read from Conformance/expectations/alternative-router.json at the
// root of the checkout. The exit status is 0 when every failure is one of them, 1 otherwise.
let status = await ConformanceCommand(arguments: Array(CommandLine.arguments.dropFirst()), subject: AlternativeRouterSubject()).run()
exit(status)
