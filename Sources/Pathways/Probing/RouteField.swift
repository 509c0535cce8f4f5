import Foundation

/// One property of a typed route, as registration saw it: where its value comes from and what
/// it reads (SPEC: TABLE-3).
///
/// Registration decodes each typed route once from made-up values (REG-5) and notes, for every
/// key, its ``Kind``, its ``Scalar`` kind, whether it is optional and whether it is an array.
/// ``RegisteredRoute/fields`` lists them; a route table (TABLE-1) writes them down so that a
/// later release can tell whether an old link still decodes.
///
/// ```swift
/// struct ProductRoute: Pathway {
///     static let pattern = "/products/:productID"
///     let productID: Int
///     let campaign: String?
/// }
/// // router.routes[0].fields:
/// // productID: placeholder int; campaign: query string, optional
/// ```
public struct RouteField: Sendable, Hashable, CustomStringConvertible {
    /// Where a field's value comes from: a closed list.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A `:name` placeholder of the path.
        case placeholder
        /// A `*name` catch-all of the path.
        case catchAll
        /// A `:name` placeholder of the fragment route.
        case fragmentPlaceholder
        /// A `*name` catch-all of the fragment route.
        case fragmentCatchAll
        /// A query field: a key that names no placeholder (CODE-5).
        case query
    }

    /// A scalar type of CODE-1, by the name the fixture corpus gives it: a closed list. A
    /// raw-value enum has the kind of its raw value.
    public enum Scalar: String, Sendable, Hashable, CaseIterable {
        /// `String`, or a `String`-backed enum.
        case string
        /// `Bool`.
        case bool
        /// `Int`, or an `Int`-backed enum.
        case int
        /// A fixed-width signed integer type.
        case int8, int16, int32, int64
        /// An unsigned integer type.
        case uint, uint8, uint16, uint32, uint64
        /// A binary floating-point type.
        case float, double
        /// `UUID`.
        case uuid
        /// `Date`, in the router's date form.
        case date
    }

    /// The coding key: the placeholder's name, or the query parameter's.
    public let name: String
    /// Where the value comes from.
    public let kind: Kind
    /// The scalar type, or of an array's elements; `nil` when registration could not tell (a type
    /// with its own `init(from:)` that refused the made-up values before reading a scalar, or a
    /// property after one that refused them all).
    public let scalar: Scalar?
    /// Whether the property is an `Optional`.
    public let isOptional: Bool
    /// Whether the property is an array.
    public let isArray: Bool

    /// Creates a field description, as a route table read from a file holds it.
    ///
    /// ```swift
    /// let field = RouteField(name: "productID", kind: .placeholder, scalar: .int)
    /// ```
    ///
    /// - Parameters:
    ///   - name: The coding key.
    ///   - kind: Where the value comes from.
    ///   - scalar: The scalar type; `nil` when unknown.
    ///   - isOptional: Whether the property is an `Optional`.
    ///   - isArray: Whether the property is an array.
    public init(name: String, kind: Kind, scalar: Scalar?, isOptional: Bool = false, isArray: Bool = false) {
        self.name = name
        self.kind = kind
        self.scalar = scalar
        self.isOptional = isOptional
        self.isArray = isArray
    }

    /// The field as `name: kind scalar`, with `[]` for an array and `?` for an optional, such as
    /// `campaign: query string?`.
    public var description: String {
        "\(name): \(kind.rawValue) \(scalar?.rawValue ?? "unknown")\(isArray ? "[]" : "")\(isOptional ? "?" : "")"
    }
}

extension RouteField.Scalar {
    /// The kind of a Swift type: a scalar of CODE-1, or a raw-value enum's raw value; `nil` for
    /// any other type.
    init?(_ type: Any.Type) {
        let known: [(Any.Type, Self)] = [
            (String.self, .string), (Bool.self, .bool), (Int.self, .int), (Int8.self, .int8), (Int16.self, .int16),
            (Int32.self, .int32), (Int64.self, .int64), (UInt.self, .uint), (UInt8.self, .uint8), (UInt16.self, .uint16),
            (UInt32.self, .uint32), (UInt64.self, .uint64), (Float.self, .float), (Double.self, .double), (UUID.self, .uuid),
            (Date.self, .date),
        ]
        if let match = known.first(where: { $0.0 == type }) {
            self = match.1
            return
        }
        guard let raw = type as? any RawRepresentable.Type, let kind = Self(rawValueType: raw) else { return nil }
        self = kind
    }

    private init?<R: RawRepresentable>(rawValueType: R.Type) {
        guard R.RawValue.self != R.self, let kind = Self(R.RawValue.self) else { return nil }
        self = kind
    }
}
