import Foundation

/// One captured text and the placeholder it came from; parses it as any scalar type.
struct ScalarValue {
    let text: String
    let placeholder: String
    /// The text form of a `Date` (SCALAR-7, SCALAR-10).
    let dateForm: DateTextForm

    static func unsupported(_ placeholder: String?) -> PathwayError {
        PathwayError(
            .unsupportedType, phase: .decode, placeholder: placeholder,
            expected: "a scalar: String, Bool, an integer, Float, Double, a raw-value enum, UUID or Date")
    }

    /// Runs one of ``ScalarText``'s parsers, naming the placeholder and the type on failure.
    private func parse<Value>(
        _ type: Any.Type, _ parser: (String) throws(ScalarText.Failure) -> Value
    ) throws(PathwayError) -> Value {
        do {
            return try parser(text)
        } catch {
            throw PathwayError(error.code, phase: .decode, placeholder: placeholder, text: text, expected: "\(type): \(error.expected)")
        }
    }

    func bool() throws(PathwayError) -> Bool { try parse(Bool.self, ScalarText.parseBool) }

    func integer<T: FixedWidthInteger>(_ type: T.Type) throws(PathwayError) -> T {
        try parse(type) { text throws(ScalarText.Failure) in try ScalarText.parseInteger(text, as: type) }
    }

    func floatingPoint<T: BinaryFloatingPoint & LosslessStringConvertible>(_ type: T.Type) throws(PathwayError) -> T {
        try parse(type) { text throws(ScalarText.Failure) in try ScalarText.parseFloatingPoint(text, as: type) }
    }

    /// UUID and Date have their own text forms; everything else decodes through a single-value
    /// container, which is how raw-value enums read their raw value.
    func decode<T: Decodable>(_ type: T.Type) throws(PathwayError) -> T {
        // The common element and field types of arrays and generic code, without a decoder
        // to build and a raw value to look for.
        if T.self == String.self { return try cast(text, to: type) }
        if T.self == Int.self { return try cast(integer(Int.self), to: type) }
        if T.self == UUID.self { return try cast(parse(type, ScalarText.parseUUID), to: type) }
        if T.self == Date.self { return try cast(date(), to: type) }
        do {
            let value = try T(from: SingleCaptureDecoder(value: self))
            try requireIdenticalRawValue(value)
            return value
        } catch let error as PathwayError {
            throw error
        } catch {
            throw PathwayError(.invalidValue, phase: .decode, placeholder: placeholder, text: text, expected: "a valid \(T.self)")
        }
    }

    /// The date in the form the router or decoder reads (SCALAR-7, SCALAR-10).
    private func date() throws(PathwayError) -> Date {
        switch dateForm {
        case .iso8601:
            return try parse(Date.self, ScalarText.parseDate)
        case .secondsSince1970, .millisecondsSince1970:
            let form = dateForm
            return try parse(Date.self) { text throws(ScalarText.Failure) in try ScalarText.parseUnixDate(text, form: form) }
        }
    }

    /// Refuses a `String` raw-value case reached through canonically equivalent but different
    /// text (SCALAR-5). A synthesized `init(rawValue:)` compares with `String ==`, which equates
    /// NFC and NFD spellings, while Pathways compares decoded text byte for byte (PCT-5).
    /// A custom `init(from:)` that maps other text to a case (lower-casing it, say) is left alone.
    private func requireIdenticalRawValue<T>(_ value: T) throws(PathwayError) {
        guard let rawValue = (value as? any RawRepresentable)?.rawValue as? String, rawValue == text,
            !rawValue.utf8.elementsEqual(text.utf8)
        else { return }
        throw PathwayError(
            .invalidValue, phase: .decode, placeholder: placeholder, text: text,
            expected: "\(T.self): a raw value, byte for byte (this is a different Unicode spelling of \(rawValue.debugDescription))")
    }

    private func cast<Value, T>(_ value: Value, to type: T.Type) throws(PathwayError) -> T {
        guard let result = value as? T else { throw Self.unsupported(placeholder) }
        return result
    }
}
