/// Text between double quotes as plumb writes it in scripts and equations (`save`, `export
/// script`, `id "…"`, `text "…"`, `nametag … "…"`): `\"` and `\\` for a quote and a backslash,
/// and every control character — C0 (the tab and the carriage return among them), DEL and C1 —
/// as `\u{HEX}`, so a quoted word never holds a line break or a terminal escape however it was
/// made (an identifier with a newline from an IB document or Swift code once split a saved line
/// and ran what followed as a command: issue 34). Reading it back gives the same scalars.
public func quotedText(_ text: some StringProtocol) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        if scalar == "\"" || scalar == "\\" {
            out += "\\"
            out.unicodeScalars.append(scalar)
        } else if isEscapedInQuotes(scalar) {
            out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
            out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}

/// The scalars `quotedText` writes as `\u{HEX}`: C0 controls, DEL and the C1 controls.
public func isEscapedInQuotes(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
}

/// The scalar of a `\u{HEX}` escape's digits (one to six hexadecimal digits naming a Unicode
/// scalar), or nil.
public func escapedScalar(hexDigits: some StringProtocol) -> Unicode.Scalar? {
    guard (1...6).contains(hexDigits.count), hexDigits.allSatisfy(\.isHexDigit), let value = UInt32(hexDigits, radix: 16) else { return nil }
    return Unicode.Scalar(value)
}
