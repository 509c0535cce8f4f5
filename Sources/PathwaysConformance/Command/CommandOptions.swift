import Foundation

/// The parsed command line of `pathways-conformance`.
package struct CommandOptions: Equatable {
    package enum Subcommand: String, CaseIterable {
        case run, lint, list, report, explore, serve, help
        case readURL = "read-url"
    }

    /// How `read-url` reads standard input.
    package enum InputFormat: String, CaseIterable {
        /// One URL per line, as written.
        case lines
        /// One JSON string per line, so that a URL can hold any character, newlines included.
        case json
    }

    /// What `read-url` reads from each input.
    package enum ReadingMode: String, CaseIterable {
        /// The input is a URL.
        case url
        /// The input is free text; the link `Pathways.link(in:)` finds in it is read (URL-15).
        case linkInText = "link-in-text"
    }

    package enum Format: String, CaseIterable {
        case text, json, junit
    }

    package var subcommand = Subcommand.run
    package var caseIDs: [String] = []
    package var tags: [String] = []
    package var requirements: [String] = []
    package var format = Format.text
    package var fixtures: String?
    /// The `--expectations` given: one unlabelled file for `run`; for `report`, one per
    /// implementation (`NAME=FILE`), or one unlabelled file for its only implementation.
    package var expectations: [ExpectationsArgument] = []
    /// `--no-expectations`: `run` reads no expectations file, so every failure counts.
    package var noExpectations = false
    package var output: String?
    /// The folder `report` writes the static site to.
    package var site: String?
    /// The findings file (`Conformance/FINDINGS.md`) `report` shows on each implementation's page.
    package var findings: String?
    package var spec: String?
    package var harness: String?
    package var timeout: Duration = .seconds(10)
    package var transcript: String?
    package var implementations: [ImplementationArgument] = []
    package var customSchemes: [String] = []
    package var inputFormat = InputFormat.lines
    /// Whether `read-url` reads each input as a URL or as text holding one.
    package var readingMode = ReadingMode.url
    /// The URLs given to `read-url` as arguments.
    package var urls: [String] = []

    /// Every option, by its spelling on the command line.
    package enum Option: String, CaseIterable {
        case caseID = "--case"
        case tag = "--tag"
        case requirement = "--requirement"
        case format = "--format"
        case fixtures = "--fixtures"
        case expectations = "--expectations"
        case output = "--output"
        case site = "--site"
        case findings = "--findings"
        case spec = "--spec"
        case harness = "--harness"
        case timeout = "--timeout"
        case transcript = "--transcript"
        case implementation = "--implementation"
        case customScheme = "--custom-scheme"
        case input = "--input"
        case noExpectations = "--no-expectations"
        case read = "--read"

        /// Whether the option is a flag, which takes no value.
        var isFlag: Bool {
            switch self {
            case .noExpectations: true
            case .caseID, .tag, .requirement, .format, .fixtures, .expectations, .output, .site, .findings, .spec, .harness, .timeout,
                .transcript, .implementation, .customScheme, .input, .read:
                false
            }
        }
    }

    /// Which options a subcommand takes.
    package static func accepted(by subcommand: Subcommand) -> Set<Option> {
        switch subcommand {
        case .run:
            [.caseID, .tag, .requirement, .format, .fixtures, .expectations, .noExpectations, .output, .harness, .timeout, .transcript]
        case .lint: [.fixtures, .spec, .format, .output]
        case .list: [.caseID, .tag, .requirement, .fixtures, .spec, .format, .output]
        case .report: [.implementation, .expectations, .fixtures, .output, .site, .findings, .spec, .timeout]
        case .readURL: [.customScheme, .input, .read]
        case .explore, .serve, .help: []
        }
    }

    /// Parses arguments (without the program name).
    ///
    /// - Throws: ``UsageError`` naming the offending argument.
    package static func parse(_ arguments: [String]) throws(UsageError) -> CommandOptions {
        var options = CommandOptions()
        var rest = arguments[...]
        if let first = rest.first, let subcommand = Subcommand(rawValue: first) {
            options.subcommand = subcommand
            rest = rest.dropFirst()
        }
        // `explore` reads its own options (ExploreOptions).
        if options.subcommand == .explore { return options }
        while let argument = rest.popFirst() {
            if argument == "-h" || argument == "--help" {
                options.subcommand = .help
                continue
            }
            guard argument.hasPrefix("-") else {
                if options.subcommand == .readURL {
                    options.urls.append(argument)
                    continue
                }
                if options.subcommand == .run, arguments.first == argument {
                    let names = Subcommand.allCases.map(\.rawValue).joined(separator: ", ")
                    throw UsageError("unknown subcommand '\(argument)'; expected one of \(names)")
                }
                throw UsageError("unexpected argument '\(argument)'")
            }
            var name = argument
            var value: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                value = String(argument[argument.index(after: equals)...])
            }
            guard let option = Option(rawValue: name) else { throw UsageError("unknown option '\(name)'") }
            guard accepted(by: options.subcommand).contains(option) else {
                throw UsageError("option '\(name)' does not apply to \(options.subcommand.rawValue)")
            }
            if option.isFlag {
                guard value == nil else { throw UsageError("option '\(name)' takes no value") }
                options.set(flag: option)
                continue
            }
            if value == nil {
                guard let next = rest.popFirst(), !next.hasPrefix("--") else { throw UsageError("option '\(name)' needs a value") }
                value = next
            }
            guard let value, !value.isEmpty else { throw UsageError("option '\(name)' needs a value") }
            try options.set(option, to: value)
        }
        if options.transcript != nil, options.harness == nil {
            throw UsageError("--transcript records a harness conversation; it needs --harness")
        }
        if options.findings != nil, options.site == nil {
            throw UsageError("--findings shows each implementation's findings on the site; it needs --site DIR")
        }
        if options.subcommand == .report, options.implementations.isEmpty {
            throw UsageError("report needs at least one --implementation NAME=COMMAND (or NAME=reference)")
        }
        if options.subcommand == .report { try options.checkReportExpectations() }
        if options.noExpectations, let given = options.expectations.first {
            throw UsageError("--no-expectations reads no expectations file, but --expectations names '\(given.path)'; give one of them")
        }
        return options
    }

    /// Checks that each `--expectations` of `report` names one `--implementation`, at most once,
    /// and that an unlabelled one goes with the only implementation.
    private func checkReportExpectations() throws(UsageError) {
        var seen: Set<String> = []
        for argument in expectations {
            guard let label = argument.label else {
                guard implementations.count == 1, expectations.count == 1 else {
                    throw UsageError(
                        "with several --implementation options, write --expectations NAME=FILE for each; '\(argument.path)' names none")
                }
                continue
            }
            guard implementations.contains(where: { $0.label == label }) else {
                throw UsageError(
                    "--expectations \(label)=\(argument.path) names no --implementation; write ./\(label)=... for a file of that name")
            }
            guard seen.insert(label).inserted else { throw UsageError("two --expectations options name '\(label)'") }
        }
    }

    /// Sets a flag: an option that takes no value.
    private mutating func set(flag option: Option) {
        switch option {
        case .noExpectations: noExpectations = true
        case .caseID, .tag, .requirement, .format, .fixtures, .expectations, .output, .site, .findings, .spec, .harness, .timeout,
            .transcript, .implementation, .customScheme, .input, .read:
            break
        }
    }

    /// Stores one option's value; the switch names every option, so a new one cannot be
    /// parsed as another.
    private mutating func set(_ option: Option, to value: String) throws(UsageError) {
        switch option {
        case .caseID: caseIDs.append(value)
        case .tag: tags.append(value)
        case .requirement: requirements.append(value)
        case .fixtures: fixtures = value
        case .expectations:
            if subcommand == .report {
                expectations.append(ExpectationsArgument.parse(value))
            } else {
                guard expectations.isEmpty else { throw UsageError("give --expectations once; run checks one implementation") }
                expectations.append(ExpectationsArgument(label: nil, path: value))
            }
        case .output: output = value
        case .site: site = value
        case .findings: findings = value
        case .spec: spec = value
        case .harness: harness = value
        case .transcript: transcript = value
        case .customScheme: customSchemes.append(value)
        case .noExpectations: noExpectations = true
        case .input:
            guard let format = InputFormat(rawValue: value) else {
                throw UsageError("unknown input format '\(value)'; expected lines or json")
            }
            inputFormat = format
        case .read:
            guard let mode = ReadingMode(rawValue: value) else {
                throw UsageError("unknown reading '\(value)'; expected url or link-in-text")
            }
            readingMode = mode
        case .timeout:
            guard let seconds = Double(value), seconds.isFinite, seconds >= 0.001, seconds <= 3600 else {
                throw UsageError("--timeout takes seconds between 0.001 and 3600, such as 10 or 0.5; found '\(value)'")
            }
            timeout = .milliseconds(Int((seconds * 1000).rounded()))
        case .implementation:
            let implementation = try ImplementationArgument.parse(value)
            guard !implementations.contains(where: { $0.label == implementation.label }) else {
                throw UsageError("two --implementation options are named '\(implementation.label)'")
            }
            implementations.append(implementation)
        case .format:
            guard let format = Format(rawValue: value), subcommand == .run || format != .junit else {
                let formats = subcommand == .run ? "text, json or junit" : "text or json"
                throw UsageError("unknown format '\(value)'; expected \(formats)")
            }
            self.format = format
        }
    }

    package static let usage = """
        USAGE: pathways-conformance [run] [--harness COMMAND [--timeout SECONDS] [--transcript FILE]] [options]
               pathways-conformance report --implementation NAME=COMMAND ... [--expectations NAME=FILE ...] [--output FILE] [--site DIR [--findings FILE]] [--timeout SECONDS]
               pathways-conformance serve
               pathways-conformance read-url [--custom-scheme NAME ...] [--input lines|json] [--read url|link-in-text] [URL ...]
               pathways-conformance lint [--fixtures PATH] [--spec PATH] [--format text|json] [--output FILE]
               pathways-conformance list [--fixtures PATH] [--spec PATH] [--case ID] [--tag TAG] [--requirement ID] [--format text|json]
               pathways-conformance explore [--harness COMMAND] [--seed N] [--cases K | --time SECONDS] [--format text|json]

        SUBCOMMANDS:
          run     Run the fixture corpus against the reference implementation (the default), or
                  against a harness (Conformance/PROTOCOL.md).
          report  Run the corpus against several implementations and write a Markdown compliance
                  report.
          serve   Answer the harness protocol on standard input and output with the reference
                  implementation.
          read-url
                  Print how the reference implementation reads each URL (the arguments, or
                  standard input when there are none) as one JSON line per URL: its scheme,
                  host, port, decoded path components, query and fragment, or the error that
                  rejects it.
          lint    Check fixture files beyond the schema.
          list    List cases and how many cases check each requirement; with --case, print
                  each case: its routes, router options, requirements and inputs.
          explore Generate route tables and URLs from a seed, run them against a harness (or
                  the reference) and the reference, and shrink each disagreement to a fixture
                  case. See `pathways-conformance explore --help`.

        RUN OPTIONS:
          --case ID            Run only this case; repeat for several.
          --tag TAG            Run only cases with this tag; repeat for several.
          --requirement ID     Run only cases that check this requirement; repeat for several.
          --format FORMAT      text (default), json or junit.
          --fixtures PATH      A fixture file, or a directory with cases.json, fragments.json,
                               route-model.json, associations.json and compatibility.json,
                               instead of the bundled corpus.
          --expectations FILE  Known deviations of the implementation. Default: expectations.json
                               beside a file the harness command names (its script or program),
                               else Conformance/expectations/<implementation>.json in the Swift
                               package of that file, above the fixtures, in the adapter's package,
                               the Pathways checkout or the working directory, when one exists;
                               the report names the paths looked at when none does.
                               A file written for the whole corpus also serves a run of some cases
                               or of other --fixtures.
          --no-expectations    Read no expectations file: every failure counts.
          --output FILE        Write the report to FILE instead of standard output.
          --harness COMMAND    Run the harness started by /bin/sh -c COMMAND instead of the
                               command's own subject.
          --timeout SECONDS    How long to wait for each harness answer (default 10).
          --transcript FILE    Record every protocol line sent (> ) and received (< ) in FILE.

        REPORT OPTIONS:
          --implementation NAME=COMMAND
                               An implementation to run: a harness command, or 'reference' for
                               Pathways itself; repeat for several. NAME labels its column.
          --expectations NAME=FILE
                               Known deviations of the implementation NAME; repeat for several.
                               FILE alone with one --implementation. Default: as for run.
          --output FILE        Write the Markdown to FILE instead of standard output.
          --site DIR           Also write the report as a static HTML site into DIR.
          --findings FILE      What explore found (Conformance/FINDINGS.md): each implementation's
                               `## NAME ...` section on its page of the site.
          --timeout SECONDS    How long to wait for each harness answer (default 10).
          --fixtures PATH      A corpus other than the bundled one.
          --spec PATH          SPEC.md, for the requirements' text and the profiles' tables
                               (default: next to --fixtures, else the one compiled in).

        READ-URL OPTIONS:
          --custom-scheme NAME A custom scheme (SCHEME-2); repeat for several.
          --input FORMAT       lines (default): one URL per line; json: one JSON string per line.
          --read WHAT          url (default): each input is a URL; link-in-text: each input is
                               text, and the link Pathways.link(in:) finds in it is read, for a
                               router that routes every link (URL-15); the line also has "text".

        LINT AND LIST OPTIONS:
          --spec PATH          SPEC.md (default: next to --fixtures, else the one compiled in
                               with the corpus).

        Exit status: 0 on success; 1 on failures, unexpected passes or lint errors; 2 on usage
        errors and fixtures or files that cannot be read.

        """
}

extension CommandOptions {
    /// A command line that cannot be understood.
    package struct UsageError: Error, Equatable {
        package let message: String
        init(_ message: String) { self.message = message }
    }

    /// One `--expectations` of `run` (`FILE`) or `report` (`FILE`, or `NAME=FILE` for the
    /// implementation labelled `NAME`).
    package struct ExpectationsArgument: Equatable {
        /// The `--implementation` label the file belongs to; `nil` for the only implementation.
        package var label: String?
        /// The expectations file, as given.
        package var path: String

        /// Parses `report`'s form: `NAME=FILE` when the text before the first `=` is an
        /// implementation name (lower-case letters, digits, `.`, `_` and `-`), else `FILE`. A file
        /// whose name has such a prefix is written `./NAME=FILE`.
        static func parse(_ text: String) -> ExpectationsArgument {
            if let equals = text.firstIndex(of: "=") {
                let label = String(text[..<equals])
                let path = String(text[text.index(after: equals)...])
                if HarnessHello.isImplementationName(label), !path.isEmpty { return ExpectationsArgument(label: label, path: path) }
            }
            return ExpectationsArgument(label: nil, path: text)
        }
    }
}
