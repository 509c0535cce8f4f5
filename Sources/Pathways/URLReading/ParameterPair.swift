/// One `name=value` pair of a query or of fragment parameters, as ``URLReader`` validated it:
/// where its name and value lie in the URL's bytes, and how long each is once decoded.
///
/// The decoded lengths let a reader of the pair decode it without looking for escapes again:
/// text as long as its decoded form holds none.
struct ParameterPair {
    /// The name, before the pair's first `=`.
    let name: Range<Int>
    /// The value, after the pair's first `=`; empty for `name` and `name=`.
    let value: Range<Int>
    /// How many bytes the name decodes to.
    let nameLength: Int
    /// How many bytes the value decodes to.
    let valueLength: Int
}
