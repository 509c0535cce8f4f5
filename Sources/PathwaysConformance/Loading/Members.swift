import PathwaysTextFormats

/// Object members with byte-wise key lookup.
struct Members {
    let members: [JSONNode.Member]

    subscript(key: String) -> JSONNode? {
        members.first { $0.key.utf8.elementsEqual(key.utf8) }?.value
    }
}
