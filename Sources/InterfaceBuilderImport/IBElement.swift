/// One XML element of an Interface Builder document as read: its name, attributes, children and
/// the line it starts on (for `FILE:LINE` in every message). The document model
/// (`IBDocument`) interprets a tree of these.
public final class IBElement: @unchecked Sendable {
    public let name: String
    public let attributes: [String: String]
    public let line: Int
    public internal(set) var children: [IBElement] = []
    public internal(set) weak var parent: IBElement?

    init(name: String, attributes: [String: String], line: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
    }

    public subscript(_ attribute: String) -> String? { attributes[attribute] }

    /// `attribute="YES"`.
    public func isYes(_ attribute: String) -> Bool { attributes[attribute] == "YES" }

    /// The first child with this element name (and `key`, when given).
    public func child(_ name: String, key: String? = nil) -> IBElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    public func children(named name: String) -> [IBElement] { children.filter { $0.name == name } }

    /// The first child with this `key`, whatever its element name.
    public func child(key: String) -> IBElement? { children.first { $0["key"] == key } }

    /// Every element below this one, depth first, in document order.
    public func descendants() -> [IBElement] {
        var out: [IBElement] = []
        var stack = children.reversed() as [IBElement]
        while let e = stack.popLast() {
            out.append(e)
            stack.append(contentsOf: e.children.reversed())
        }
        return out
    }
}
