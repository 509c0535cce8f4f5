import Foundation

/// What `pathways-conformance explore` found in each router, read from `Conformance/FINDINGS.md`:
/// one `## NAME VERSION (LANGUAGE)` section per implementation, which the report site shows on
/// that implementation's page.
///
/// ```swift
/// let findings = Findings(markdown: "## chi 5.0.7 (go)\n\n### Router bugs\n- **…**\n")
/// findings.sections["chi"]?.lines  // ["", "### Router bugs", "- **…**"]
/// ```
package struct Findings: Sendable, Equatable {
    /// One implementation's section.
    package struct Section: Sendable, Equatable {
        /// The heading after `## `, such as `chi 5.0.7 (go)`.
        package var title: String
        /// The lines after the heading, up to the next `## ` heading.
        package var lines: [String]
    }

    /// Each implementation's section, by the first word of its heading: the implementation's
    /// name, as `report --implementation NAME=…` labels it.
    package var sections: [String: Section]

    /// Reads the sections of a findings file; text before the first `## ` heading is the file's
    /// introduction, not a router's.
    ///
    /// - Parameter markdown: The file's text.
    package init(markdown: String) {
        var sections: [String: Section] = [:]
        var current: (name: String, section: Section)?
        func close() {
            guard var section = current?.section, let name = current?.name else { return }
            while section.lines.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { section.lines.removeLast() }
            sections[name] = section
        }
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("## ") {
                close()
                let title = String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces)
                let name = String(title.split(separator: " ").first ?? "")
                current = name.isEmpty ? nil : (name, Section(title: title, lines: []))
            } else if current != nil {
                current?.section.lines.append(line)
            }
        }
        close()
        self.sections = sections
    }
}
