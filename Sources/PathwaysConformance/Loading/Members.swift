import PathwaysTextFormats

/// Object members with byte-wise key lookup.
package struct Members {
    package let members: [JSONNode.Member]

    package init(members: [JSONNode.Member]) { self.members = members }

    package subscript(key: String) -> JSONNode? {
        members.first { $0.key.utf8.elementsEqual(key.utf8) }?.value
    }
}
