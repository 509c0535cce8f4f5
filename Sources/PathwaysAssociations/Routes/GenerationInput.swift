import Pathways

/// The checks on what a generator is asked for: hosts as routes register them, app IDs and
/// schemes (SPEC: ASSOC-1, ASSOC-6).
enum GenerationInput {
    /// The host, lower-cased, after the checks of HOST-3.
    static func host(_ host: String, argument: String) throws(AssociationError) -> String {
        do throws(PathwayError) {
            return try Pathways.registeredHost(host)
        } catch {
            throw AssociationError(
                .invalidHost, path: argument,
                detail: "\(MessageText.quoted(host)) is not a host a route can be registered on: \(error.expected ?? "HOST-3")")
        }
    }

    /// App IDs: at least one, each `<prefix>.<bundle identifier>` of ASCII letters, digits,
    /// `-` and `.`.
    static func appIDs(_ appIDs: [String]) throws(AssociationError) -> [String] {
        guard !appIDs.isEmpty else { throw AssociationError(.invalidAppID, path: "appIDs", detail: "give at least one app ID") }
        for (index, appID) in appIDs.enumerated() {
            let bytes = Array(appID.utf8)
            let valid =
                bytes.allSatisfy { PercentText.isUnreserved($0) && $0 != UInt8(ascii: "~") && $0 != UInt8(ascii: "_") }
                && bytes.first != UInt8(ascii: ".") && bytes.last != UInt8(ascii: ".") && bytes.contains(UInt8(ascii: "."))
            guard valid else {
                throw AssociationError(
                    .invalidAppID, path: "appIDs[\(index)]",
                    detail: "\(MessageText.quoted(appID)) is not <prefix>.<bundle identifier>, such as ABCDE12345.com.example.app")
            }
        }
        return appIDs
    }

    /// Schemes: at least one, each a lower-case scheme (URL-1).
    static func schemes(_ schemes: [String]) throws(AssociationError) -> [String] {
        guard !schemes.isEmpty else {
            throw AssociationError(.invalidScheme, path: "schemes", detail: "give at least one scheme, such as https")
        }
        for (index, scheme) in schemes.enumerated() {
            let bytes = Array(scheme.utf8)
            let valid =
                bytes.first.map { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) } ?? false
                && bytes.allSatisfy {
                    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
                        || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
                }
            guard valid else {
                throw AssociationError(
                    .invalidScheme, path: "schemes[\(index)]",
                    detail: "\(MessageText.quoted(scheme)) is not a lower-case scheme; Android compares schemes with case")
            }
        }
        return schemes
    }
}
