import LayoutSyntax

/// Text as plumb prints it to a terminal or a file: every control character a layout brought in
/// (a label, an identifier, a class name from a log, a trace, a document or code) shown as
/// `<U+001B>`, so none of them can retitle the window, clear the screen or recolour the rest of a
/// session (issue 34: labels from logs reached standard output raw). Line feeds and tabs stay,
/// and so do the colour sequences plumb itself prints (`draw`'s palette, red errors), which are
/// the only escape sequences plumb writes.
public enum VisibleText {
    /// plumb's own SGR sequences: the error colours and `draw`'s palette (`CharacterCanvas`).
    static let ownSequences: [[Unicode.Scalar]] = ["\u{1B}[0m", "\u{1B}[1m", "\u{1B}[1;31m", "\u{1B}[31m", "\u{1B}[33m", "\u{1B}[34m", "\u{1B}[35m"]
        .map { Array($0.unicodeScalars) }

    /// `text` with every control character but the line feed and the tab written out, plumb's
    /// own colour sequences kept.
    public static func filtered(_ text: String) -> String {
        guard needsFiltering(text) else { return text }
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            let s = scalars[i]
            if s == "\u{1B}", let own = ownSequences.first(where: { scalars[i...].starts(with: $0) }) {
                out.append(contentsOf: own)
                i += own.count
                continue
            }
            if s != "\n" && s != "\t" && isEscapedInQuotes(s) {
                out.append(contentsOf: escapingControlCharacters(String(s)).unicodeScalars)
            } else {
                out.append(s)
            }
            i += 1
        }
        return String(out)
    }

    /// Whether any byte could start a control character other than a line feed or a tab: a C0
    /// byte, DEL, or the UTF-8 lead byte 0xC2 of a C1 control (most output has none: one pass).
    static func needsFiltering(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in bytes.contains { isSuspect($0) } }
            ?? text.utf8.contains { isSuspect($0) }
    }

    private static func isSuspect(_ b: UInt8) -> Bool { (b < 0x20 && b != 0x0A && b != 0x09) || b == 0x7F || b == 0xC2 }
}
