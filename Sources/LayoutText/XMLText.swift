/// Text written into XML documents (`export svg`, `export ib`): the five markup characters as
/// entities, and what XML 1.0 cannot hold at all — control characters other than tab, line feed
/// and carriage return, and the non-characters U+FFFE and U+FFFF, even as references — either
/// replaced or dropped. One escaper, so every document plumb writes is well-formed XML.
public enum XMLText {
    /// Whether XML 1.0 refuses `u` in any form.
    public static func isUnwritable(_ u: Unicode.Scalar) -> Bool {
        (u.value < 0x20 && !["\t", "\n", "\r"].contains(u)) || u.value == 0xFFFE || u.value == 0xFFFF
    }

    /// `s` escaped. `whitespaceAsReferences`: tab and line breaks as `&#9;`, `&#10;`, `&#13;`
    /// (an attribute value keeps them only so; element text keeps them as they are).
    /// `apostrophe`: `'` as `&apos;` (attribute values in double quotes need not: Interface Builder
    /// writes it as it is). `unwritable`: what a character XML cannot hold becomes (nil: left out).
    public static func escaped(_ s: String, apostrophe: Bool = true, whitespaceAsReferences: Bool = false,
                               unwritable: String? = nil) -> String {
        var out = ""
        for u in s.unicodeScalars {
            switch u {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'" where apostrophe: out += "&apos;"
            case "\t", "\n", "\r":
                if whitespaceAsReferences { out += "&#\(u.value);" } else { out.unicodeScalars.append(u) }
            default:
                if isUnwritable(u) {
                    if let unwritable { out += unwritable }
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out
    }
}
