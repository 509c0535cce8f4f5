/// The text forms of the scalar types a route can hold (SPEC: SCALAR-1 to SCALAR-9).
///
/// Parsing works on the UTF-8 bytes of the decoded component and creates no formatter. Each
/// parser accepts exactly the forms SPEC.md lists; each formatter writes the one canonical form
/// that its parser reads back to an equal value.
enum ScalarText {
    /// Why a text was refused: the code and what was expected, in words.
    struct Failure: Error {
        let code: PathwayError.Code
        let expected: String
    }
}
