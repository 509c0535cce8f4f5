/// What the dynamic Codable types read while Pathways decodes them.
///
/// Task-local, because decoding runs synchronously inside the adapter's own call into
/// `handle(_:)` or `decode(_:pattern:from:)`, in the same task; nothing leaks between requests.
enum FixtureContext {
    /// Each slot's properties, by ``ShapeSlot/index``.
    @TaskLocal static var shapes: [Int: [Property]] = [:]
    /// The cases of the enum being decoded right now.
    @TaskLocal static var enumCases: PropertyType.Base?
}
