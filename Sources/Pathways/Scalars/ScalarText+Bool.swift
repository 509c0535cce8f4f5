/// The text form of `Bool`: `true` or `false` (SCALAR-2).
extension ScalarText {
    static func parseBool(_ text: String) throws(Failure) -> Bool {
        switch text {
        case "true": return true
        case "false": return false
        default: throw Failure(code: .invalidValue, expected: "true or false")
        }
    }

    static func format(_ value: Bool) -> String { value ? "true" : "false" }
}
