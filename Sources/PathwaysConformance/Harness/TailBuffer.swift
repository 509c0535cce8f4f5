/// Keeps the last bytes a process wrote to standard error, for messages about its failures.
struct TailBuffer {
    /// How many bytes are kept.
    let capacity: Int
    private var bytes: [UInt8] = []

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// Adds bytes, dropping the oldest beyond the capacity.
    mutating func append(_ more: some Collection<UInt8>) {
        bytes.append(contentsOf: more)
        if bytes.count > capacity { bytes.removeFirst(bytes.count - capacity) }
    }

    /// Forgets everything.
    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
    }

    /// The last `count` non-empty lines, made printable (see ``HarnessText/printable(_:limit:)``).
    func lastLines(_ count: Int) -> [String] {
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true)
        return lines.suffix(count).map { HarnessText.printable($0, limit: 300) }
    }
}
