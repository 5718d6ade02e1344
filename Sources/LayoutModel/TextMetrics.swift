/// Fixed text metrics, so a label's intrinsic size is the same on every machine.
///
/// Widths are in ems (multiples of the font size) for a system font, by character class, chosen
/// to be close to San Francisco's at text sizes. The table is part of plumb's output contract:
/// changing it changes reports, so golden tests pin it.
///
/// | characters | width (em) |
/// | --- | --- |
/// | `i l j I ! ' . , : ; |` | 0.28 |
/// | `f t r ( ) [ ] { } " -` and the space | 0.35 |
/// | `m w M W @ %` | 0.85 |
/// | other upper-case letters | 0.65 |
/// | digits | 0.56 |
/// | other lower-case letters and anything else | 0.52 |
///
/// A line is `ceil(1.2 × font size)` high; the ascender is 0.95 and the descender 0.25 of the
/// font size. Buttons add 16 points of horizontal and 12 of vertical padding (UIButton's
/// content insets); text fields add 8 points on each side. Empty text measures as zero width and
/// one line high.
public enum TextMetrics {
    public static func characterWidth(_ c: Character) -> Double {
        switch c {
        case "i", "l", "j", "I", "!", "'", ".", ",", ":", ";", "|": return 0.28
        case "f", "t", "r", "(", ")", "[", "]", "{", "}", "\"", "-", " ": return 0.35
        case "m", "w", "M", "W", "@", "%": return 0.85
        default:
            if c.isUppercase { return 0.65 }
            if c.isNumber { return 0.56 }
            return 0.52
        }
    }

    public static func lineHeight(fontSize: Double) -> Double { (1.2 * fontSize).rounded(.up) }
    public static func ascender(fontSize: Double) -> Double { 0.95 * fontSize }
    public static func descender(fontSize: Double) -> Double { 0.25 * fontSize }

    /// The size of one line of text.
    public static func size(of text: String, fontSize: Double) -> Size {
        let ems = text.reduce(0.0) { $0 + characterWidth($1) }
        return Size(width: (ems * fontSize).rounded(.up), height: lineHeight(fontSize: fontSize))
    }

    /// The intrinsic content size a view of this class shows for its text.
    public static func intrinsicSize(className: String, text: String, fontSize: Double) -> Size {
        let s = size(of: text, fontSize: fontSize)
        switch className {
        case "UIButton", "NSButton": return Size(width: s.width + 16, height: s.height + 12)
        case "UITextField", "NSTextField": return Size(width: s.width + 16, height: s.height)
        default: return s
        }
    }

    /// NSDoubleLocalizedStrings: every string twice over.
    public static func doubled(_ text: String) -> String { text + text }
}
