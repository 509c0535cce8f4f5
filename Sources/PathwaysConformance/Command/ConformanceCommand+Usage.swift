import Foundation

extension ConformanceCommand {
    /// The `--help` of an adapter's command: what it checks (its subject, by name, version,
    /// capabilities and profiles) and the subcommands it runs, with their options.
    ///
    /// The options are described once, in ``CommandOptions/usage`` (the `pathways-conformance`
    /// executable's help, which also lists the maintainer tools); this text shows the sections of
    /// the subcommands an adapter has. `explore` describes itself (`explore --help`).
    package var usage: String {
        let name = programName
        let descriptor = subject.descriptor
        let capabilities =
            descriptor.capabilities.isEmpty ? "none" : descriptor.capabilities.sorted().map(\.rawValue).joined(separator: ", ")
        let profiles = descriptor.profiles.isEmpty ? "none" : descriptor.profiles.sorted().map(\.rawValue).joined(separator: ", ")
        let header = """
            USAGE: \(name) [run] [--harness COMMAND [--timeout SECONDS] [--transcript FILE]] [options]
                   \(name) explore [--harness COMMAND] [--seed N] [--cases K | --time SECONDS] [--format text|json]
                   \(name) serve
                   \(name) list [--case ID] [--tag TAG] [--requirement ID] [--format text|json] [--output FILE]
                   \(name) read-url [--custom-scheme NAME ...] [--input lines|json] [URL ...]

            Checks \(descriptor.name) \(descriptor.version) against the Pathways conformance corpus (SPEC.md).
            Capabilities: \(capabilities). Profiles claimed: \(profiles).

            SUBCOMMANDS:
              run     Run the fixture corpus against \(descriptor.name) (the default), or against a
                      harness (--harness), and judge every answer, with the known deviations of
                      Conformance/expectations/\(descriptor.name).json in the adapter's package
                      (or --expectations FILE) when that file exists.
              explore Generate route tables and URLs from a seed, run them against \(descriptor.name) in
                      this process (or a --harness) and against Pathways, and shrink each
                      disagreement to a fixture case. See `\(name) explore --help`.
              serve   Answer the harness protocol (Conformance/PROTOCOL.md) on standard input and
                      output with \(descriptor.name), for `pathways-conformance report` and
                      `explore --harness`.
              list    List cases and how many cases check each requirement; with --case, print
                      each case: its routes, router options, requirements and inputs.
              read-url
                      Print how Pathways reads each URL (the arguments, or standard input when
                      there are none) as one JSON line per URL, or the error that rejects it.
            """
        let sections = ["RUN OPTIONS:", "READ-URL OPTIONS:", "Exit status:"].compactMap(Self.usageSection)
        return ([header] + sections).joined(separator: "\n\n") + "\n"
    }

    /// The name the command was started by, as its help writes it.
    private var programName: String {
        guard let path = CommandLine.arguments.first, !path.isEmpty else { return subject.descriptor.name }
        return URL(fileURLWithPath: path).lastPathComponent
    }

    /// The paragraph of ``CommandOptions/usage`` that starts with `heading`.
    private static func usageSection(_ heading: String) -> String? {
        CommandOptions.usage.components(separatedBy: "\n\n").first { $0.hasPrefix(heading) }
            .map { $0.trimmingCharacters(in: .newlines) }
    }
}
