import Foundation
import Pathways
import PathwaysTextFormats

extension ConformanceCommand {
    /// `read-url`: how the reference implementation reads each URL, one JSON line per URL.
    ///
    /// The differential test against a WHATWG URL parser (Tests/WHATWG) reads these lines; so can
    /// anyone who wants to know why Pathways refuses a link.
    func readURLs(_ options: CommandOptions) -> Int32 {
        let schemes = Set(options.customSchemes)
        var finder: Pathways?
        if options.readingMode == .linkInText {
            var router = Pathways(customSchemes: schemes)
            router.register(path: "/", matching: .prefix) { _ in }
            finder = router
        }
        var pending = ""
        func emit(_ input: String) {
            let reading: JSONValue
            if let finder {
                // The link found, read as a URL, and the text it was found in (URL-15).
                guard let link = finder.link(in: input) else {
                    pending +=
                        JSONTextWriter.runner(asciiOnly: true).text(JSONValue.members(["text": .string(input), "url": .null]).node) + "\n"
                    return
                }
                guard case .object(let members) = Self.reading(of: link.absoluteString, customSchemes: schemes) else { return }
                reading = .object(members + [JSONValue.Member(key: "text", value: .string(input))])
            } else {
                reading = Self.reading(of: input, customSchemes: schemes)
            }
            pending += JSONTextWriter.runner(asciiOnly: true).text(reading.node)
            pending += "\n"
            if pending.utf8.count >= 1 << 16 {
                output.write(pending)
                pending = ""
            }
        }
        if !options.urls.isEmpty {
            options.urls.forEach(emit)
        } else {
            var lineNumber = 0
            while let line = readLine(strippingNewline: true) {
                lineNumber += 1
                switch options.inputFormat {
                case .lines:
                    emit(line)
                case .json:
                    guard case .string(let url)? = (try? JSONParser.parse(line))?.content else {
                        output.write(pending)
                        errors.write("error: line \(lineNumber) of standard input is not a JSON string\n")
                        return ExitStatus.usage
                    }
                    emit(url)
                }
            }
        }
        output.write(pending)
        return ExitStatus.success
    }

    /// One URL's reading as a JSON object.
    static func reading(of url: String, customSchemes: Set<String>) -> JSONValue {
        func pairs(_ items: [RouteParameters.Item]) -> JSONValue {
            .array(items.map { .array([.string($0.name), .string($0.value)]) })
        }
        do {
            let parsed = try ParsedURL.read(url, customSchemes: customSchemes)
            return .members([
                "url": .string(url),
                "scheme": .string(parsed.scheme),
                "host": parsed.host.map(JSONValue.string) ?? .null,
                "port": parsed.port.map { .number(String($0)) } ?? .null,
                "path": .array(parsed.components.map(JSONValue.string)),
                "query": pairs(parsed.query),
                "fragmentRoute": parsed.fragmentRoute.map(JSONValue.string) ?? .null,
                "fragment": pairs(parsed.fragmentParameters),
            ])
        } catch {
            return .members([
                "url": .string(url),
                "error": .members([
                    "code": .string(error.code.description),
                    "phase": .string(error.phase.description),
                    "offset": error.offset.map { .number(String($0)) } ?? .null,
                ]),
            ])
        }
    }
}
