/// Building parameters from a URL that ``URLReader`` has validated.
extension RouteParameters {
    /// Decodes the validated `name=value&...` text in `range` into items; a raw `+` is a space
    /// when `plusIsSpace`, which only a query may ask for (QUERY-9).
    static func items(in bytes: ByteView, _ range: Range<Int>?, count: Int, plusIsSpace: Bool = false) -> [Item] {
        guard let range else { return [] }
        // Sized once, from the count the reader took: appending to an empty array would
        // reallocate it as it grows.
        var items: [Item] = []
        items.reserveCapacity(count)
        appendItems(in: bytes, range, plusIsSpace: plusIsSpace, to: &items)
        return items
    }

    /// Appends the decoded pairs of the parameters in `range` to `items`, in order; a raw `+` is
    /// a space when `plusIsSpace` (QUERY-9).
    static func appendItems(in bytes: ByteView, _ range: Range<Int>, plusIsSpace: Bool = false, to items: inout [Item]) {
        guard !plusIsSpace else { return appendFormItems(in: bytes, range, to: &items) }
        ParameterScanner.forEachPair(in: bytes, range) { name, value in
            items.append(Item(name: decodeValidated(bytes, name), value: decodeValidated(bytes, value)))
            return true
        }
    }

    /// ``appendItems(in:_:plusIsSpace:to:)`` for a router that reads `+` as a space: apart, so
    /// that the strict default reads as it always has.
    @inline(never)
    private static func appendFormItems(in bytes: ByteView, _ range: Range<Int>, to items: inout [Item]) {
        ParameterScanner.forEachPair(in: bytes, range) { name, value in
            items.append(
                Item(name: decodeValidated(bytes, name, plusIsSpace: true), value: decodeValidated(bytes, value, plusIsSpace: true)))
            return true
        }
    }

    /// Decodes a pair as ``URLReader`` hands it over, validated, with its decoded lengths: no
    /// second look for escapes.
    static func item(_ bytes: ByteView, _ pair: ParameterPair) -> Item {
        Item(
            name: PercentDecoding.decode(bytes.view(pair.name), decodedLength: pair.nameLength),
            value: PercentDecoding.decode(bytes.view(pair.value), decodedLength: pair.valueLength))
    }

    /// ``item(_:_:)`` with each raw `+` read as a space (QUERY-9).
    @inline(never)
    static func formItem(_ bytes: ByteView, _ pair: ParameterPair) -> Item {
        Item(
            name: PercentDecoding.decodeFormText(bytes.view(pair.name), decodedLength: pair.nameLength),
            value: PercentDecoding.decodeFormText(bytes.view(pair.value), decodedLength: pair.valueLength))
    }

    /// Decodes text the ``URLReader`` has already validated.
    static func decodeValidated(_ bytes: ByteView, _ range: Range<Int>) -> String {
        let text = bytes.view(range)
        // In validated text every `%` starts a three-byte escape, so counting them gives the
        // decoded length.
        var escapes = 0
        for byte in text where byte == ASCII.percent { escapes += 1 }
        return PercentDecoding.decode(text, decodedLength: text.count - 2 * escapes)
    }

    /// ``decodeValidated(_:_:)`` with each raw `+` read as a space when `plusIsSpace` (QUERY-9).
    private static func decodeValidated(_ bytes: ByteView, _ range: Range<Int>, plusIsSpace: Bool) -> String {
        let text = bytes.view(range)
        var escapes = 0
        for byte in text where byte == ASCII.percent { escapes += 1 }
        return PercentDecoding.decodeFormText(text, decodedLength: text.count - 2 * escapes)
    }
}
