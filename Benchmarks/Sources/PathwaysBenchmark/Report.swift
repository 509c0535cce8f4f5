/// The numbers of one run, in the order they were measured, for the table and for `--json`.
struct Report {
    struct Entry {
        let key: String
        let value: Double
        let decimals: Int
        let label: String
    }

    private(set) var entries: [Entry] = []
    private(set) var lines: [String] = []
    var extraJSON: [(key: String, json: String)] = []

    mutating func section(_ title: String) {
        lines.append("")
        lines.append(title)
    }

    mutating func add(_ key: String, _ value: Double, decimals: Int = 1, _ label: String) {
        entries.append(Entry(key: key, value: value, decimals: decimals, label: label))
        lines.append("  " + label.padding(to: 58) + " " + Self.format(value, decimals).leftPadding(to: 12) + "   " + key)
    }

    mutating func note(_ text: String) {
        lines.append("  " + text)
    }

    subscript(key: String) -> Double {
        entries.last { $0.key == key }?.value ?? .nan
    }

    var table: String { lines.joined(separator: "\n") }

    var json: String {
        var fields = entries.map { "\"\($0.key)\": \(Self.format($0.value, $0.decimals))" }
        fields += extraJSON.map { "\"\($0.key)\": \($0.json)" }
        return "{\n  " + fields.joined(separator: ",\n  ") + "\n}"
    }

    static func format(_ value: Double, _ decimals: Int) -> String {
        guard value.isFinite else { return "null" }
        if decimals == 0 { return String(Int(value.rounded())) }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int((value * scale).rounded())
        let whole = abs(scaled) / Int(scale)
        let fraction = String(abs(scaled) % Int(scale))
        let sign = scaled < 0 ? "-" : ""
        return sign + String(whole) + "." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }
}

extension String {
    fileprivate func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    fileprivate func leftPadding(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
