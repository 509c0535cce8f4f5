import Foundation
import Pathways

/// A typed route's value as a route table describes it: decoding it reads each field of
/// ``fields`` with the Swift type its kind names, through Pathways' own decoder, so a link
/// decodes from a table exactly when it would decode into an app's type of those fields
/// (COMPAT-3). A raw-value enum is read as its raw value: the table does not list cases.
struct TableValue: Decodable {
    /// The fields of the route being decoded, for the duration of one decoding.
    @TaskLocal static var fields: [RouteField] = []

    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        for field in Self.fields {
            try Self.read(field, from: container)
        }
    }

    /// Decodes `fields` from a match's parameters as a typed route of `pattern` would.
    static func decode(
        _ fields: [RouteField], from parameters: RouteParameters, pattern: PathPattern, options: PathwayDecodingOptions
    ) throws(PathwayError) {
        do {
            try $fields.withValue(fields) {
                _ = try Pathways.decode(TableValue.self, from: parameters, pattern: pattern, options: options)
            }
        } catch let error as PathwayError {
            throw error
        } catch {
            throw PathwayError(
                .invalidValue, phase: .decode, text: String(describing: error), expected: "a value of the route table's fields")
        }
    }

    private static func read(_ field: RouteField, from container: KeyedDecodingContainer<Key>) throws {
        let key = Key(stringValue: field.name)
        func read<T: Decodable>(_ type: T.Type) throws {
            switch (field.isArray, field.isOptional) {
            case (false, false): _ = try container.decode(type, forKey: key)
            case (false, true): _ = try container.decodeIfPresent(type, forKey: key)
            case (true, false): _ = try container.decode([T].self, forKey: key)
            case (true, true): _ = try container.decodeIfPresent([T].self, forKey: key)
            }
        }
        switch field.scalar {
        case .string, nil: try read(String.self)
        case .bool: try read(Bool.self)
        case .int: try read(Int.self)
        case .int8: try read(Int8.self)
        case .int16: try read(Int16.self)
        case .int32: try read(Int32.self)
        case .int64: try read(Int64.self)
        case .uint: try read(UInt.self)
        case .uint8: try read(UInt8.self)
        case .uint16: try read(UInt16.self)
        case .uint32: try read(UInt32.self)
        case .uint64: try read(UInt64.self)
        case .float: try read(Float.self)
        case .double: try read(Double.self)
        case .uuid: try read(UUID.self)
        case .date: try read(Date.self)
        }
    }
}
