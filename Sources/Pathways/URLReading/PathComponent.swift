/// One path component as ``URLReader`` validated it: where it lies in the URL's bytes, still
/// percent-encoded, and how many bytes it decodes to.
///
/// The decoded length, counted once as the reader validates the component, lets each later
/// reader of the component (the route table's literal lookup, the captures, the rest of a
/// prefix route's path) decode it without looking for escapes again: text as long as its
/// decoded form holds none.
struct PathComponent {
    /// The component's bytes, without the `/` before it.
    let range: Range<Int>
    /// How many bytes the component decodes to.
    let decodedLength: Int

    /// Whether the component is empty, as between the slashes of `//`.
    var isEmpty: Bool { range.isEmpty }
    /// Whether the component holds a percent-escape.
    var isEscaped: Bool { decodedLength < range.count }
}
