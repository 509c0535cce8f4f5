/// The ASCII form of a host written in Unicode, for the message that refuses it (URL-11).
extension IDNALabel {
    /// The host a browser reads for `host` (UTF-8, escapes already decoded), when Pathways is
    /// sure of it: ASCII letters folded to lower case, and each label that holds non-ASCII
    /// letters written as `xn--` and its Punycode (RFC 3492). `nil` when the host holds a
    /// character other than ASCII letters, digits, `-`, `.` and the letters IDNA keeps as they
    /// are (see ``IDNALabel``): a browser maps such text by UTS #46 first, which Pathways does
    /// not do, or refuses it.
    ///
    /// The form returned is one that Pathways reads, too: its `xn--` labels pass
    /// ``isAccepted(host:)`` and it does not end in a number.
    static func asciiForm(of host: [UInt8]) -> String? {
        var output: [UInt8] = []
        var label: [UInt32] = []
        var iterator = host.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        while true {
            var scalar: UInt32?
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): scalar = Unicode.UTF8.decode(encoded).value
            case .emptyInput: scalar = nil
            case .error: return nil
            }
            if let scalar, scalar != UInt32(ASCII.dot) {
                let folded = scalar < 0x80 ? UInt32(ASCII.lowercased(UInt8(scalar))) : scalar
                guard isAllowed(folded) else { return nil }
                label.append(folded)
                continue
            }
            if label.contains(where: { $0 >= 0x80 }) {
                guard let encoded = Punycode.encode(label) else { return nil }
                output += prefix + encoded
            } else {
                output += label.map { UInt8($0) }
            }
            label.removeAll(keepingCapacity: true)
            guard scalar != nil else { break }
            output.append(ASCII.dot)
        }
        guard isAccepted(host: output), !IPv4Address.endsInNumber(output[...]) else { return nil }
        return String(decoding: output, as: UTF8.self)
    }
}
