/// Building parameters from a URL that ``URLReader`` has validated.
extension RouteParameters {
    /// Decodes the pairs ``URLReader`` recorded, in order; a raw `+` is a space when
    /// `plusIsSpace`, which only a query may ask for (QUERY-9).
    static func items(_ pairs: Slice<ScratchBuffer<ParameterPair>>, in bytes: ByteView, plusIsSpace: Bool = false) -> [Item] {
        var items: [Item] = []
        appendItems(pairs, in: bytes, plusIsSpace: plusIsSpace, to: &items)
        return items
    }

    /// Appends the decoded pairs to `items`, in order, growing the array once; a raw `+` is a
    /// space when `plusIsSpace` (QUERY-9).
    static func appendItems(
        _ pairs: Slice<ScratchBuffer<ParameterPair>>, in bytes: ByteView, plusIsSpace: Bool = false, to items: inout [Item]
    ) {
        guard !pairs.isEmpty else { return }
        items.reserveCapacity(items.count + pairs.count)
        for pair in pairs { items.append(plusIsSpace ? formItem(bytes, pair) : item(bytes, pair)) }
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

    /// The pairs of a fragment route that holds `=` and no `?`, such as the media-fragment form
    /// `t=90&track=2`, read as a query is read (FRAG-6, QUERY-1 to QUERY-5): split on `&`, each
    /// non-empty pair at its first `=`. `range` is validated text, whose escapes stay whole on
    /// either side of a raw `&` or `=`.
    static func mediaFragmentItems(_ bytes: ByteView, _ range: Range<Int>) -> [Item] {
        let text = bytes.view(range)
        guard text.contains(ASCII.equals) else { return [] }
        var items: [Item] = []
        var start = range.lowerBound
        for index in range.lowerBound...range.upperBound where index == range.upperBound || bytes[index] == ASCII.ampersand {
            defer { start = index + 1 }
            guard index > start else { continue }
            var equals = index
            for position in start..<index where bytes[position] == ASCII.equals {
                equals = position
                break
            }
            let value = equals < index ? decodeValidated(bytes, (equals + 1)..<index) : ""
            items.append(Item(name: decodeValidated(bytes, start..<equals), value: value))
        }
        return items
    }

    /// Decodes a path component as ``URLReader`` hands it over, validated, with its decoded
    /// length: no second look for escapes.
    static func decode(_ bytes: ByteView, _ component: PathComponent) -> String {
        PercentDecoding.decode(bytes.view(component.range), decodedLength: component.decodedLength)
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
}
