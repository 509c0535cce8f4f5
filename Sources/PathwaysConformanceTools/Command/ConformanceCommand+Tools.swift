import PathwaysConformance

extension ConformanceCommand {
    /// Runs the command with the maintainer tools: `lint` and `report` run here, every other
    /// subcommand (and a usage error) as ``ConformanceCommand/run()`` runs it, with the whole
    /// command line's usage, tools included.
    ///
    /// ```swift
    /// let status = await ConformanceCommand(arguments: ["lint"]).runWithTools()
    /// ```
    ///
    /// - Returns: The exit status: 0, 1 or 2, or 3 for an `explore` harness that does not start.
    package func runWithTools() async -> Int32 {
        guard let options = try? CommandOptions.parse(arguments) else { return await run(usage: CommandOptions.usage) }
        switch options.subcommand {
        case .lint: return lint(options)
        case .report: return await report(options)
        case .run, .list, .serve, .help, .readURL, .explore: return await run(usage: CommandOptions.usage)
        }
    }
}
