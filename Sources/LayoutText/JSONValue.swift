import LayoutModel
import LayoutSyntax
/// A JSON value whose objects keep their keys in the order they were written, so `--json` output
/// and `export json` are the same bytes on every run (Foundation's encoder either reorders keys
/// or sorts them alphabetically, which hides the schema's own order). docs/json.md.
public indirect enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// Keys in schema order; a key appears once.
    case object([(String, JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case let (.bool(x), .bool(y)): return x == y
        case let (.number(x), .number(y)): return x == y
        case let (.string(x), .string(y)): return x == y
        case let (.array(x), .array(y)): return x == y
        case let (.object(x), .object(y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let b): hasher.combine(b)
        case .number(let n): hasher.combine(n)
        case .string(let s): hasher.combine(s)
        case .array(let a): hasher.combine(a)
        case .object(let o):
            for (k, v) in o { hasher.combine(k); hasher.combine(v) }
        }
    }

    /// An optional becomes `null` when absent.
    public static func optional(_ s: String?) -> JSONValue { s.map { .string($0) } ?? .null }
    public static func optional(_ n: Double?) -> JSONValue { n.map { .number($0) } ?? .null }
    public static func optional(_ n: Int?) -> JSONValue { n.map { .number(Double($0)) } ?? .null }
    public static func int(_ n: Int) -> JSONValue { .number(Double(n)) }
    /// A priority as a number: `250`, `999.5`, `999.999` (the Double nearest to it prints so).
    public static func priority(_ p: LayoutPriority) -> JSONValue { .number(p.value) }
    /// A view's hugging or compression resistance: `{"horizontal": 250, "vertical": 250}`.
    public static func priorities(_ p: AxisPair<LayoutPriority>) -> JSONValue {
        .object([("horizontal", .priority(p.horizontal)), ("vertical", .priority(p.vertical))])
    }
    public static func strings(_ list: [String]) -> JSONValue { .array(list.map { .string($0) }) }

    /// An object with one more member at the end (other values are returned unchanged).
    public func appending(_ key: String, _ value: JSONValue) -> JSONValue {
        guard case .object(let members) = self else { return self }
        return .object(members + [(key, value)])
    }

    /// The member `key` of an object (nil for other values or a missing key).
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    /// Compact text on one line (`{"a":1,"b":[true,null]}`).
    public var compactText: String {
        var out = ""
        write(to: &out, indent: nil, depth: 0)
        return out
    }

    /// Indented text (two spaces per level), as the shell prints it.
    public var prettyText: String {
        var out = ""
        write(to: &out, indent: "  ", depth: 0)
        return out
    }

    private func write(to out: inout String, indent: String?, depth: Int) {
        func newline(_ d: Int) {
            guard let indent else { return }
            out += "\n" + String(repeating: indent, count: d)
        }
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += Self.numberText(n)
        case .string(let s): Self.writeString(s, to: &out)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                newline(depth + 1)
                item.write(to: &out, indent: indent, depth: depth + 1)
            }
            newline(depth)
            out += "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{"
            for (i, (key, value)) in members.enumerated() {
                if i > 0 { out += "," }
                newline(depth + 1)
                Self.writeString(key, to: &out)
                out += indent == nil ? ":" : ": "
                value.write(to: &out, indent: indent, depth: depth + 1)
            }
            newline(depth)
            out += "}"
        }
    }

    /// Integers without a fraction (`320`, not `320.0`); others in the shortest form that reads
    /// back to the same Double. Non-finite numbers (never produced by the model) become null.
    static func numberText(_ n: Double) -> String {
        guard n.isFinite else { return "null" }
        if n == n.rounded(), abs(n) < 1e15 { return n == 0 ? "0" : String(Int64(n)) }
        return "\(n)"
    }

    static func writeString(_ s: String, to out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}
