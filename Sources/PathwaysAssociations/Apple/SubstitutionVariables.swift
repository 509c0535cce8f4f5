import Pathways
import PathwaysTextFormats

/// The substitution variables a file's patterns may use: the system's and the file's own
/// (SPEC: ASSOC-16).
struct SubstitutionVariables: Sendable, Hashable {
    /// The variables the file defines, by name.
    let custom: [String: [String]]

    /// The system's variables whose values are single ASCII characters.
    static let predefined: [String: [String]] = {
        let upper = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }
        let lower = (UInt8(ascii: "a")...UInt8(ascii: "z")).map { String(UnicodeScalar($0)) }
        let digits = (UInt8(ascii: "0")...UInt8(ascii: "9")).map { String(UnicodeScalar($0)) }
        return [
            "alpha": upper + lower, "upper": upper, "lower": lower, "alnum": upper + lower + digits, "digit": digits,
            "xdigit": digits + ["A", "B", "C", "D", "E", "F", "a", "b", "c", "d", "e", "f"],
        ]
    }()

    /// The system's variables whose values only the system knows: every ISO region code and
    /// every ISO language code. A pattern that uses one is refused rather than guessed.
    static let systemOnly: Set<String> = ["region", "lang"]

    /// The values of the variable `name`.
    ///
    /// - Throws: ``AssociationError`` for `region` and `lang` (``AssociationError/Code/unsupportedVariable``)
    ///   and for a name nothing defines (``AssociationError/Code/undefinedVariable``).
    func values(of name: String, at path: JSONPath) throws(AssociationError) -> [String] {
        if let values = custom[name] ?? Self.predefined[name] { return values }
        if Self.systemOnly.contains(name) {
            throw AssociationError(
                .unsupportedVariable, path: path.description,
                detail:
                    "$(\(MessageText.shown(name))) stands for every ISO \(name == "lang" ? "language" : "region") code as the system lists them, which this module does not carry; list the codes you serve in a variable of your own"
            )
        }
        throw AssociationError(
            .undefinedVariable, path: path.description,
            detail: "$(\(MessageText.shown(name))) is defined neither in applinks.substitutionVariables nor by the system")
    }
}
