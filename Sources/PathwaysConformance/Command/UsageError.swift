/// A command line that cannot be understood.
package struct UsageError: Error, Equatable {
    package let message: String
    init(_ message: String) { self.message = message }
}
