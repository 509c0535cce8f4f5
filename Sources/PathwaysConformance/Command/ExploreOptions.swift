/// The options of `pathways-conformance explore`, parsed.
package struct ExploreOptions: Sendable, Hashable {
    /// The report's format.
    package enum Format: String, Sendable, CaseIterable {
        case text, json
    }

    /// A mistake in the arguments, with a message that says how to fix it.
    package struct UsageProblem: Error, Sendable, Hashable {
        /// The message.
        package var message: String
    }

    /// The seed used when none is given.
    package static let defaultSeed: UInt64 = 1
    /// The number of cases when neither `--cases` nor `--time` is given.
    package static let defaultCases = 1000
    /// The largest `--cases`.
    package static let maximumCases = 10_000_000
    /// The largest `--time`, in seconds (a day).
    package static let maximumSeconds = 86_400

    /// Whether `--help` was given.
    package var help = false
    /// The harness command, or `nil` for the reference against itself.
    package var harness: String?
    /// The seed.
    package var seed = defaultSeed
    /// The budget.
    package var budget = Explorer.Budget.cases(defaultCases)
    /// The report's format.
    package var format = Format.text
    /// How long to wait for each harness answer.
    package var timeout: Duration = .seconds(10)
    /// Where SPEC.md is, if given.
    package var spec: String?
    /// How many disagreements of one kind in a row may shrink to shapes already reported
    /// before the rest of that kind are only counted.
    package var shrinkPatience = defaultShrinkPatience
    /// The shrink patience when none is given.
    package static let defaultShrinkPatience = 8

    /// Reads `arguments` (without `explore`).
    package static func parse(_ arguments: [String]) throws(UsageProblem) -> ExploreOptions {
        var options = ExploreOptions()
        var budgetGiven: String?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--help" || argument == "-h" {
                options.help = true
                continue
            }
            let name: String
            let inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            } else {
                name = argument
                inlineValue = nil
            }
            if name == "--expectations" || name == "--no-expectations" {
                throw UsageProblem(
                    message:
                        "explore reads no expectations file: the file lists cases of the corpus, and a generated case is none of them; gate a build on run, which reads it, and read explore's report"
                )
            }
            guard ["--harness", "--seed", "--cases", "--time", "--format", "--timeout", "--spec", "--shrink-patience"].contains(name) else {
                throw UsageProblem(
                    message: argument.hasPrefix("-")
                        ? "unknown option '\(argument)' for explore" : "unexpected argument '\(argument)'; explore takes only options")
            }
            guard let value = inlineValue ?? remaining.popFirst() else { throw UsageProblem(message: "\(name) needs a value") }
            switch name {
            case "--harness":
                guard !value.isEmpty else { throw UsageProblem(message: "--harness needs a command, such as 'python3 harness.py'") }
                options.harness = value
            case "--seed":
                guard let seed = UInt64(value) else {
                    throw UsageProblem(message: "--seed takes a whole number from 0 to \(UInt64.max); found '\(value)'")
                }
                options.seed = seed
            case "--cases", "--time":
                if let budgetGiven, budgetGiven != name {
                    throw UsageProblem(message: "give --cases or --time, not both")
                }
                budgetGiven = name
                let limit = name == "--cases" ? maximumCases : maximumSeconds
                guard let count = Int(value), (1...limit).contains(count) else {
                    throw UsageProblem(
                        message:
                            "\(name) takes a whole number of \(name == "--cases" ? "cases" : "seconds") from 1 to \(limit); found '\(value)'"
                    )
                }
                options.budget = name == "--cases" ? .cases(count) : .seconds(count)
            case "--format":
                guard let format = Format(rawValue: value) else {
                    throw UsageProblem(message: "--format takes text or json; found '\(value)'")
                }
                options.format = format
            case "--timeout":
                guard let seconds = Double(value), seconds >= 0.001, seconds <= 3600 else {
                    throw UsageProblem(message: "--timeout takes seconds between 0.001 and 3600, such as 10 or 0.5; found '\(value)'")
                }
                options.timeout = .milliseconds(Int((seconds * 1000).rounded()))
            case "--shrink-patience":
                guard let patience = Int(value), (1...1000).contains(patience) else {
                    throw UsageProblem(message: "--shrink-patience takes a whole number from 1 to 1000; found '\(value)'")
                }
                options.shrinkPatience = patience
            default:
                options.spec = value
            }
        }
        return options
    }

    /// The usage text.
    package static let usage = """
        USAGE: pathways-conformance explore [--harness COMMAND] [--seed N] [--cases K | --time SECONDS] [--format text|json]
                                            [--timeout SECONDS] [--shrink-patience N] [--spec FILE]

        Generates route tables and inputs from a seed, asks the reference (Pathways, in process) for each
        input's expected outcome and the subject for its answer, and judges the answer as `run` does. Each
        disagreement is shrunk to a minimal case, printed in the corpus format (Fixtures/*.json); cases that
        shrink to the same shape are reported once, with a count. Only what the subject declares (its
        capabilities) and claims (its profiles) is generated. The same seed and --cases give the same report.
        No expectations file is read: it lists corpus cases, and a generated case is none of them, so a known
        deviation found again is reported (exit status 1) on every run; gate a build on `run`, not `explore`.

        OPTIONS:
          --harness COMMAND    The router to explore, over the harness protocol (default: the command's own
                               subject, in process: an adapter's router, or in pathways-conformance the
                               reference against itself, which must agree on every input).
          --seed N             The seed, from 0 to 18446744073709551615 (default 1).
          --cases K            How many inputs to send, from 1 to 10000000 (default 1000).
          --time SECONDS       Send inputs for this long instead (1 to 86400); the report then depends on speed.
          --format text|json   The report's format (default text).
          --timeout SECONDS    How long to wait for each harness answer (default 10).
          --shrink-patience N  Stop shrinking disagreements of one rule and kind after N in a row shrank to
                               shapes already reported; later ones are only counted (default 8, 1 to 1000).
                               Higher finds more distinct shapes and takes longer.
          --spec FILE          SPEC.md, for its profile table (default: the one compiled in with the corpus).

        EXIT STATUS: 0 no disagreement, 1 disagreements or unanswered inputs, 2 usage error,
                     3 the harness could not be started.

        """
}
