extension Collection {
    /// The position of the placeholder that the coding key `key` names, byte for byte (CODE-1);
    /// `name` gives each element's placeholder name.
    ///
    /// A placeholder's name is ASCII (PAT-5). For ASCII text, `String ==` agrees with byte
    /// equality as long as the byte counts agree too: a non-ASCII spelling that `==` equates
    /// with ASCII text, such as the Kelvin sign (U+212A) for `K`, is always longer in UTF-8.
    func placeholderIndex(named key: String, by name: (Element) -> String) -> Index? {
        let count = key.utf8.count
        return firstIndex { name($0).utf8.count == count && name($0) == key }
    }
}
