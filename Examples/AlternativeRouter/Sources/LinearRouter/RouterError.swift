/// A pattern the router cannot use.
///
/// ```swift
/// do { _ = try RoutePattern("users/:id") } catch { print(error) }  // a pattern must start with "/": users/:id
/// ```
public struct RouterError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong. The raw values are the error codes of the Pathways spec, where one fits.
    public enum Code: String, Sendable {
        /// The pattern does not start with `/`.
        case patternMissingLeadingSlash
        /// A `:` with no name after it.
        case emptyPlaceholderName
        /// A placeholder name with something other than letters, digits and `_`.
        case invalidPlaceholderName
        /// Two placeholders with the same name.
        case duplicatePlaceholderName
    }

    /// What is wrong.
    public let code: Code
    /// The pattern.
    public let pattern: String

    /// A sentence naming the problem and the pattern.
    public var description: String {
        switch code {
        case .patternMissingLeadingSlash: "a pattern must start with \"/\": \(pattern)"
        case .emptyPlaceholderName: "a placeholder needs a name after \":\": \(pattern)"
        case .invalidPlaceholderName: "placeholder names are letters, digits and \"_\": \(pattern)"
        case .duplicatePlaceholderName: "two placeholders have the same name: \(pattern)"
        }
    }
}
