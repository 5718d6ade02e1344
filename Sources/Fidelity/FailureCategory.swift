/// A finding's message made into a category: what it says with the names and numbers of one
/// file taken out ('…' for a quoted name, N for a number), so findings of the same kind in
/// different files count together.
enum FailureCategory {
    static func of(_ message: String) -> String {
        var out = ""
        var quote: Character? = nil
        var lastWasNumber = false
        for ch in message {
            if let q = quote {
                if ch == q { quote = nil; out += "…" + String(q) }
                continue
            }
            if ch == "'" || ch == "\"" {
                quote = ch
                out.append(ch)
                lastWasNumber = false
                continue
            }
            if ch.isNumber || (lastWasNumber && (ch == "." || ch == "×")) {
                if !lastWasNumber { out += "N" }
                lastWasNumber = true
                continue
            }
            lastWasNumber = false
            out.append(ch)
        }
        return out.count > 160 ? String(out.prefix(157)) + "…" : out
    }
}
