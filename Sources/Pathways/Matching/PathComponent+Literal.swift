/// Comparing a URL's path component with a pattern's literal, as the route table's lookup and
/// ``PatternMatch`` both do (MATCH-2, MATCH-8).
extension PathComponent {
    /// Whether the component, decoded, is the `count` bytes of `literal` from `start`, folded to
    /// ASCII lower case when `foldingCase`: a component of another decoded length is not, and
    /// an unescaped one is compared as written.
    func decodes(in bytes: ByteView, to literal: [UInt8], from start: Int, count: Int, foldingCase: Bool) -> Bool {
        guard decodedLength == count else { return false }
        let text = bytes.view(range)
        guard isEscaped else { return text.elementsEqual(literal, at: start, folding: foldingCase) }
        return PercentDecoding.decodes(text, to: literal[start..<(start + count)], foldingCase: foldingCase)
    }
}
