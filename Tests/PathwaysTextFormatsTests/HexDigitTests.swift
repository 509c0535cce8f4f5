import PathwaysTextFormats
import Testing

@Suite("HexDigit")
struct HexDigitTests {
    @Test("Digits and both cases of a to f have their values; every other byte has none")
    func everyByte() {
        let values = Dictionary(
            uniqueKeysWithValues: Array(zip(Array("0123456789abcdef".utf8), UInt8(0)...15))
                + Array(zip(Array("ABCDEF".utf8), UInt8(10)...15)))
        for byte in UInt8.min...UInt8.max {
            #expect(HexDigit.value(of: byte) == values[byte], "byte \(byte)")
        }
    }
}
