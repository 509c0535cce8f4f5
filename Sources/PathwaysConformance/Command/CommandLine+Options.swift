/// The parsed command line of `pathways-conformance`.
struct CommandOptions: Equatable {
    enum Subcommand: String, CaseIterable {
        case run, lint, list, help
    }

    enum Format: String, CaseIterable {
        case text, json, junit
    }

    var subcommand = Subcommand.run
    var caseIDs: [String] = []
    var tags: [String] = []
    var requirements: [String] = []
    var format = Format.text
    var fixtures: String?
    var expectations: String?
    var output: String?
    var spec: String?

    /// Which options each subcommand takes.
    static let allowed: [Subcommand: Set<String>] = [
        .run: ["--case", "--tag", "--requirement", "--format", "--fixtures", "--expectations", "--output"],
        .lint: ["--fixtures", "--spec", "--format", "--output"],
        .list: ["--case", "--tag", "--requirement", "--fixtures", "--spec", "--format", "--output"],
        .help: [],
    ]

    /// Parses arguments (without the program name).
    ///
    /// - Throws: ``UsageError`` naming the offending argument.
    static func parse(_ arguments: [String]) throws(UsageError) -> CommandOptions {
        var options = CommandOptions()
        var rest = arguments[...]
        if let first = rest.first, let subcommand = Subcommand(rawValue: first) {
            options.subcommand = subcommand
            rest = rest.dropFirst()
        }
        while let argument = rest.popFirst() {
            if argument == "-h" || argument == "--help" {
                options.subcommand = .help
                continue
            }
            guard argument.hasPrefix("-") else {
                if options.subcommand == .run, arguments.first == argument {
                    throw UsageError("unknown subcommand '\(argument)'; expected one of \(Subcommand.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                throw UsageError("unexpected argument '\(argument)'")
            }
            var name = argument
            var value: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                value = String(argument[argument.index(after: equals)...])
            }
            let known = allowed.values.reduce(into: Set<String>()) { $0.formUnion($1) }
            guard known.contains(name) else { throw UsageError("unknown option '\(name)'") }
            guard allowed[options.subcommand]?.contains(name) == true else {
                throw UsageError("option '\(name)' does not apply to \(options.subcommand.rawValue)")
            }
            if value == nil {
                guard let next = rest.popFirst(), !next.hasPrefix("--") else { throw UsageError("option '\(name)' needs a value") }
                value = next
            }
            guard let value, !value.isEmpty else { throw UsageError("option '\(name)' needs a value") }
            switch name {
            case "--case": options.caseIDs.append(value)
            case "--tag": options.tags.append(value)
            case "--requirement": options.requirements.append(value)
            case "--fixtures": options.fixtures = value
            case "--expectations": options.expectations = value
            case "--output": options.output = value
            case "--spec": options.spec = value
            default:
                guard let format = Format(rawValue: value), options.subcommand == .run || format != .junit else {
                    let formats = options.subcommand == .run ? "text, json or junit" : "text or json"
                    throw UsageError("unknown format '\(value)'; expected \(formats)")
                }
                options.format = format
            }
        }
        return options
    }

    static let usage = """
        USAGE: pathways-conformance [run] [options]
               pathways-conformance lint [--fixtures PATH] [--spec PATH] [--format text|json] [--output FILE]
               pathways-conformance list [--fixtures PATH] [--spec PATH] [--case ID] [--tag TAG] [--requirement ID] [--format text|json]

        SUBCOMMANDS:
          run     Run the fixture corpus against the reference implementation (the default).
          lint    Check fixture files beyond the schema.
          list    List cases and how many cases check each requirement.

        RUN OPTIONS:
          --case ID            Run only this case; repeat for several.
          --tag TAG            Run only cases with this tag; repeat for several.
          --requirement ID     Run only cases that check this requirement; repeat for several.
          --format FORMAT      text (default), json or junit.
          --fixtures PATH      A fixture file, or a directory with cases.json and fragments.json,
                               instead of the bundled corpus.
          --expectations FILE  Known deviations of the implementation. Default:
                               Conformance/expectations/<implementation>.json when it exists.
          --output FILE        Write the report to FILE instead of standard output.

        LINT AND LIST OPTIONS:
          --spec PATH          SPEC.md (default: next to the fixtures directory).

        Exit status: 0 on success; 1 on failures, unexpected passes or lint errors; 2 on usage
        errors and fixtures or files that cannot be read.

        """
}

/// A command line that cannot be understood.
struct UsageError: Error, Equatable {
    let message: String
    init(_ message: String) { self.message = message }
}
