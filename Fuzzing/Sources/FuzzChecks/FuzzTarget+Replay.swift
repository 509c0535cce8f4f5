import Foundation

extension FuzzTarget {
    /// Runs the checks on each file, or on each file in each directory, given; prints one line
    /// per input and exits with status 1 when any violates an invariant.
    ///
    /// This is what the executables do when built without libFuzzer (`swift build`), so a
    /// finding can be replayed without sanitizers.
    public func replay<Paths: Sequence<String>>(_ paths: Paths) -> Never {
        var failures = 0
        var count = 0
        for file in paths.flatMap(Self.inputFiles) {
            count += 1
            let outcome = MainActor.assumeIsolated { () -> String? in
                do throws(Violation) {
                    try check(Array(FileManager.default.contents(atPath: file) ?? Data()))
                    return nil
                } catch {
                    return error.message
                }
            }
            if let outcome {
                failures += 1
                print("FAIL \(file): \(outcome)")
            } else {
                print("ok   \(file)")
            }
        }
        print("\(rawValue): \(count) inputs, \(failures) failed")
        exit(failures == 0 ? 0 : 1)
    }

    /// The input files at `path`: the path itself, or the regular files directly inside it,
    /// sorted, skipping hidden files such as `.gitkeep`.
    public static func inputFiles(_ path: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else { return [path] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { path + "/" + $0 }
    }
}
