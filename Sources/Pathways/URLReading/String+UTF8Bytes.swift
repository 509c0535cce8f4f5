extension String {
    /// Runs `body` over the string's contiguous UTF-8 bytes, keeping `body`'s typed error.
    ///
    /// Native Swift strings are already contiguous, so this copies nothing; a bridged string is
    /// made contiguous once.
    func withUTF8Bytes<Result, Failure: Error>(
        _ body: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        var text = self
        let outcome: Swift.Result<Result, Failure> = text.withUTF8 { bytes in
            Swift.Result { () throws(Failure) -> Result in try body(bytes) }
        }
        return try outcome.get()
    }
}
