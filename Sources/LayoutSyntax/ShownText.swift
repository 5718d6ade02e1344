/// A token or line as an error message shows it: control characters written out as `<U+001B>`
/// (never raw: an escape sequence in a bad token must not reach the terminal), and at most
/// `limit` characters, then "…" (a 10 MB name must not come back as 10 MB of error).
public func shownToken(_ text: some StringProtocol, limit: Int = SyntaxLimits.maximumShownToken) -> String {
    var out = ""
    var count = 0
    for character in text {
        if count == limit { return out + "…" }
        out += shownCharacter(character)
        count += 1
    }
    return out
}

/// `text` with its control characters written out as `<U+001B>` (tabs kept), nothing cut.
public func escapingControlCharacters(_ text: some StringProtocol) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return String(text) }
    var out = ""
    for character in text { out += shownCharacter(character) }
    return out
}

/// One character as it is shown: itself, or `<U+XXXX>` for each control scalar in it.
public func shownCharacter(_ character: Character) -> String {
    guard character != "\t", character.unicodeScalars.contains(where: isControl) else { return String(character) }
    var out = ""
    for scalar in character.unicodeScalars {
        if isControl(scalar) {
            let digits = String(scalar.value, radix: 16, uppercase: true)
            out += "<U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + ">"
        } else {
            out.unicodeScalars.append(scalar)
        }
    }
    return out
}

/// C0 controls but the tab, DEL, and the C1 controls (ESC's 8-bit twin U+009B among them).
private func isControl(_ scalar: Unicode.Scalar) -> Bool {
    (scalar.value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
}
