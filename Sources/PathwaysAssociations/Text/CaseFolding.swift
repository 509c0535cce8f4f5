/// Letter case as the systems fold it when a rule ignores case (SPEC: ASSOC-13, ASSOC-7).
enum CaseFolding {
    /// A scalar with its case folded: ASCII letters to lower case, other letters to their
    /// lower-case form where that is one scalar.
    static func folded(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        if scalar.isASCII {
            return (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(UInt8(scalar.value)) ? Unicode.Scalar(UInt8(scalar.value) + 32) : scalar
        }
        let lower = scalar.properties.lowercaseMapping.unicodeScalars
        guard lower.count == 1, let first = lower.first else { return scalar }
        return first
    }
}
