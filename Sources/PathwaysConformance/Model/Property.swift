/// A property of a typed route: its coding key and declared type.
public struct Property: Sendable, Hashable {
    /// The coding key.
    public var name: String
    /// The declared type.
    public var type: PropertyType

    /// Creates a property.
    public init(name: String, type: PropertyType) {
        self.name = name
        self.type = type
    }
}
