import LayoutModel
import LayoutText

/// The names `explain` gives an imported log's views, as a developer recognises them (issue 13):
/// a label's or button's text (`'Cancel' UIButton`, as wtfautolayout does), a Masonry key, else
/// the class without its module (`LocationStreamingIndicator`), with the address's last digits
/// when two views of the set share a class. Guides are named after their view
/// (`contentView.layoutMarginsGuide`). Views made in plumb keep their own names.
struct ViewNaming {
    let state: LayoutState
    private var classCount: [String: Int] = [:]

    init(_ state: LayoutState) {
        self.state = state
        for v in state.viewIDs where state[v].importInfo != nil {
            classCount[Self.shortClass(state[v].importInfo!.printedClass), default: 0] += 1
        }
    }

    /// `deltachat_ios.LocationStreamingIndicator` → `LocationStreamingIndicator`.
    static func shortClass(_ name: String) -> String {
        String(name.split(separator: ".").last ?? Substring(name))
    }

    func name(_ item: LayoutItem) -> String {
        switch item {
        case .view(let v):
            guard let info = state[v].importInfo, !info.isPlaceholder else { return state[v].name }
            let cls = Self.shortClass(info.printedClass)
            if let label = info.label, !label.isEmpty { return "'\(label)' \(cls)" }
            if !info.handle.hasPrefix("0x") && !info.handle.isEmpty { return info.handle }
            if classCount[cls, default: 0] > 1 {
                let hex = String(state[v].address, radix: 16)
                return cls + "#" + String(hex.suffix(4))
            }
            return cls
        case .guide(let g):
            let owner = name(.view(state.owningView(of: item)))
            let id = state[g].identifier
            return owner + "." + (id.hasPrefix("UIViewLayoutMarginsGuide") ? "layoutMarginsGuide"
                : id.hasPrefix("UIViewSafeAreaLayoutGuide") ? "safeAreaLayoutGuide"
                : id == "UIScrollView-contentLayoutGuide" ? "contentLayoutGuide"
                : id == "UIScrollView-frameLayoutGuide" ? "frameLayoutGuide"
                : LayoutGuide.propertyName(of: state[g].kind) ?? state[g].name)
        }
    }

    /// `'Name' UILabel.top == UITableViewCellContentView.top + 10 @999`.
    func equation(_ c: LayoutConstraint) -> String {
        let n = NumberFormatting.readable
        var text = name(c.first.item) + "." + c.first.attribute.name + " " + c.relation.symbol + " "
        if let s = c.second {
            if c.multiplier != 1 { text += n(c.multiplier) + " × " }
            text += name(s.item) + "." + s.attribute.name
            if c.constant > 0 { text += " + " + n(c.constant) } else if c.constant < 0 { text += " − " + n(-c.constant) }
        } else {
            text += n(c.constant)
        }
        if c.priority < 1000 { text += " @" + c.priority.description }
        if let id = c.identifier, c.kind == .user { text += " '" + id + "'" }
        return text
    }
}
