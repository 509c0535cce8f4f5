import PathwaysConformance

extension ConformanceCommand {
    /// Runs the command with the maintainer tools: `lint` and `report` run here, and `--help`
    /// and usage errors show the whole command line, tools included; every other subcommand
    /// runs as ``ConformanceCommand/run()`` runs it.
    ///
    /// ```swift
    /// let status = await ConformanceCommand(arguments: ["lint"]).runWithTools()
    /// ```
    ///
    /// - Returns: The exit status: 0, 1 or 2, or 3 for an `explore` harness that does not start.
    package func runWithTools() async -> Int32 {
        let options: CommandOptions
        do {
            options = try CommandOptions.parse(arguments)
        } catch {
            errors.write("error: \(error.message)\n\n\(CommandOptions.usage)")
            return ExitStatus.usage
        }
        switch options.subcommand {
        case .help:
            output.write(CommandOptions.usage)
            return ExitStatus.success
        case .lint: return lint(options)
        case .report: return await report(options)
        case .run, .list, .serve, .readURL, .explore: return await run()
        }
    }
}
