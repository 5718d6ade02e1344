import LayoutModel
import LayoutPictures
import LayoutText
import Testing

/// `export json` gives a stack view's configuration as data (`"stack"`), and null for every
/// other view; the generated constraints stay in `constraints` with kind `stackView`.
@Suite struct StackExportTests {
    @Test func exportJSONHasTheStacksConfiguration() throws {
        let s = LayoutSession(rootSize: Size(width: 320, height: 100))
        let row = try s.addView(name: "row", className: "UIStackView")
        let a = try s.addView(name: "a", intrinsicSize: Size(width: 40, height: 20))
        let b = try s.addView(name: "b", intrinsicSize: Size(width: 40, height: 20))
        try s.arrange([a, b], in: row)
        try s.setStackProperties(row, StackViewProperties(axis: .vertical, distribution: .equalSpacing, alignment: .center, spacing: 6,
                                                          isLayoutMarginsRelativeArrangement: true))
        try s.setCustomSpacing(12, after: a, in: row)
        guard case .object(let top) = LayoutExport.json(for: s),
              case .array(let views)? = top.first(where: { $0.0 == "views" })?.1 else { Issue.record("no views"); return }
        func stack(_ name: String) -> JSONValue? {
            for case .object(let members) in views where members.contains(where: { $0.0 == "name" && $0.1 == .string(name) }) {
                return members.first { $0.0 == "stack" }?.1
            }
            return nil
        }
        #expect(stack("root") == .null)
        #expect(stack("a") == .null)
        let expected = JSONValue.object([
            ("axis", .string("vertical")), ("distribution", .string("equalSpacing")), ("alignment", .string("center")),
            ("spacing", .number(6)), ("customSpacing", .array([.object([("after", .string("a")), ("spacing", .number(12))])])),
            ("layoutMarginsRelative", .bool(true)), ("baselineRelative", .bool(false)),
            ("arranged", .array([.string("a"), .string("b")])),
        ])
        #expect(stack("row") == expected)
        #expect(s.state.stackDescription(of: row)
                == "vertical, distribution equalSpacing, alignment center, spacing 6, 12 after a; layout-margins relative; arranges a, b")
        #expect(s.state.stackDescription(of: a) == nil)
    }
}
