/// Names for imported views, unique in the session (docs/log-import.md "Names"): the base itself
/// when it is a free identifier not ending in a digit, else the base numbered (`label1`,
/// `label2`). One for `import log` and `import trace`.
struct ImportedNames {
    var used: Set<String> = ["root"]
    var counters: [String: Int] = [:]

    mutating func unique(_ base: String) -> String {
        if Reconstruction.isIdentifier(base) && !used.contains(base) && base != "root" && !(base.last!.isNumber) {
            used.insert(base)
            return base
        }
        var n = counters[base, default: 0]
        var name: String
        repeat {
            n += 1
            name = base + String(n)
        } while used.contains(name)
        counters[base] = n
        used.insert(name)
        return name
    }
}
