/// The properties that the alias of a moved route supplies, which its old links do not carry,
/// and their values for one link (SPEC: REG-8, CODE-9).
///
/// ``RouteAlias`` makes it; the alias's ``TypedRoute`` reads the route's query through it.
struct SuppliedFields: Sendable {
    /// The alias's old pattern, for messages.
    let pattern: String
    /// The supplied properties' names.
    let names: [String]
    /// The values of ``names`` for one link, by property name.
    let values: @Sendable (RouteParameters) -> [String: String?]

    /// The query a link to the alias decodes its route from (CODE-9): the supplied values
    /// first, then the link's parameters but those of a supplied field's name, which is never
    /// read from the link.
    ///
    /// - Throws: ``PathwayError/Code/missingValue`` when the supplying closure gives no value
    ///   for a supplied property.
    func query(for parameters: RouteParameters) throws(PathwayError) -> [RouteParameters.Item] {
        let values = self.values(parameters)
        var items: [RouteParameters.Item] = []
        for name in names {
            guard let value = values[name] ?? nil else {
                throw PathwayError(
                    .missingValue, phase: .decode, placeholder: name,
                    expected: "a value from the supplying closure of the alias \(pattern), which gave none for this link")
            }
            items.append(RouteParameters.Item(name: name, value: value))
        }
        return items + parameters.query.filter { item in !names.contains { $0.utf8.elementsEqual(item.name.utf8) } }
    }
}
