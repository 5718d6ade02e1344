import Foundation
import Shell

extension InputSource {
    /// plumb's standard input: interactive when it is a terminal; lines read byte by byte, so
    /// nothing after the last line a command reads is consumed.
    static var standardInput: InputSource {
        InputSource(isInteractive: { Terminal.isTerminal(0) }, readLine: readStandardInputLine)
    }

    /// One line of standard input (nil at its end).
    private static func readStandardInputLine() -> String? {
        var bytes: [UInt8] = []
        var b: UInt8 = 0
        while true {
            let n = read(0, &b, 1)
            if n <= 0 { return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self) }
            if b == 10 { return String(decoding: bytes, as: UTF8.self) }
            bytes.append(b)
        }
    }
}
