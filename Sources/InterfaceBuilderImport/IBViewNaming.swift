/// View names from a document: the `userLabel`, else the text shown, else the class and a short
/// id — turned into plumb's name syntax (ASCII letters, digits, `_`; not starting with a digit)
/// as lower camel case, and made unique with a number.
struct IBViewNaming {
    private var taken: Set<String>

    init(taken: Set<String>) { self.taken = taken }

    /// `"First Label"` → `firstLabel`; `"Name:"` → `name`; nothing usable → nil.
    static func camelCase(_ text: String) -> String? {
        var words: [String] = []
        var current = ""
        for c in text.unicodeScalars {
            let ascii = c.isASCII && (("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c))
            if ascii { current.unicodeScalars.append(c) } else if !current.isEmpty { words.append(current); current = "" }
        }
        if !current.isEmpty { words.append(current) }
        guard !words.isEmpty else { return nil }
        var name = ""
        for (i, w) in words.prefix(4).enumerated() {
            if i == 0 {
                // Keep acronyms ("URL") readable: lower-case only the first letter.
                name += w.prefix(1).lowercased() + w.dropFirst()
            } else {
                name += w.prefix(1).uppercased() + w.dropFirst()
            }
        }
        if let first = name.unicodeScalars.first, ("0"..."9").contains(first) { name = "_" + name }
        return String(name.prefix(32))
    }

    /// The class without its `UI`/`NS` prefix, lower camel case (`UIImageView` → `imageView`).
    static func classWord(_ className: String) -> String {
        var base = Substring(className)
        if base.hasPrefix("UI") || base.hasPrefix("NS") { base = base.dropFirst(2) }
        return camelCase(String(base)) ?? "view"
    }

    /// An ASCII letter or `_`, then letters, digits and `_`, at most 32 characters: a name as
    /// plumb writes them (`export ib`), kept as it is.
    static func isPlumbName(_ s: String) -> Bool {
        guard let first = s.unicodeScalars.first, s.unicodeScalars.count <= 32,
              ("a"..."z").contains(first) || ("A"..."Z").contains(first) || first == "_" else { return false }
        return s.unicodeScalars.allSatisfy { $0.isASCII && (("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_") }
    }

    /// A unique name for a view.
    mutating func name(userLabel: String?, text: String?, className: String, id: String?) -> String {
        var base: String
        if let l = userLabel, IBViewNaming.isPlumbName(l) {
            // Already a name (as `export ib` writes them): kept as it is, underscores too.
            base = l
        } else if let l = userLabel, let n = IBViewNaming.camelCase(l) {
            base = n
        } else if let t = text, let n = IBViewNaming.camelCase(t) {
            base = n
        } else {
            // The id's first part (`y3c` of `y3c-jy-aDJ`), as far as it is letters and digits.
            let short = id.flatMap { $0.split(separator: "-").first }
                .map { String($0.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }) }
                .flatMap { $0.isEmpty ? nil : String($0.prefix(8)) }
            base = IBViewNaming.classWord(className) + (short.map { "_" + $0 } ?? "")
        }
        var name = base
        var n = 2
        while taken.contains(name) {
            name = base + String(n)
            n += 1
        }
        taken.insert(name)
        return name
    }
}
