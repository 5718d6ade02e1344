import Testing
@testable import LayoutModel
import LayoutText
import LayoutSyntax

/// Equations and Visual Format Language mapped onto the model.
@Suite struct TextCommandTests {
    func seedSession() throws -> (LayoutSession, label: ViewID, field: ViewID) {
        let s = LayoutSession()
        let label = try s.addView(name: "label", className: "UILabel", text: "Name")
        let field = try s.addView(name: "field", className: "UITextField")
        return (s, label, field)
    }

    @Test func equationFormsAddTheSameConstraint() throws {
        let (s, label, _) = try seedSession()
        let forms = [
            "label.width == 0.5 * root.width + 20",
            "label.width == root.width * 0.5 + 20",
            "<UILabel:\(hexAddress(s.state[label].address))>.width == <UIView:\(hexAddress(s.state[ViewID(0)].address))>.width * 0.5 + 20.0",
            "UILabel:\(hexAddress(s.state[label].address))'Name'.width == root.width * 0.5 + 20",
        ]
        for form in forms {
            let h = try s.addConstraint(parsing: form)
            let c = s.state[h]
            #expect(c.first == Anchor(.view(label), .width), "\(form)")
            #expect(c.second == Anchor(.view(ViewID(0)), .width), "\(form)")
            #expect(c.multiplier == 0.5 && c.constant == 20, "\(form)")
            try s.removeConstraint(h)
        }
    }

    @Test func priorityAndIdentifier() throws {
        let (s, label, _) = try seedSession()
        let h = try s.addConstraint(parsing: #"label.width >= 400 @999 id "Label Width""#)
        let c = s.state[h]
        #expect(c.priority == 999 && c.identifier == "Label Width" && c.relation == .greaterThanOrEqual)
        #expect(c.first.item == .view(label) && c.second == nil && c.constant == 400)
    }

    @Test func seedLayoutFromVFL() throws {
        let (s, label, field) = try seedSession()
        let handles = try s.pin(parsing: "H:|-[label]-[field]-|")
        #expect(handles.count == 3)
        #expect(s.events.isEmpty)
        #expect(s.frame(of: label).x == 20)
        #expect(s.frame(of: field).maxX == 300)
        #expect(s.frame(of: field).x == s.frame(of: label).maxX + 8)
    }

    @Test func viewToViewPredicateAndAlignment() throws {
        let s = LayoutSession()
        let a = try s.addView(name: "a"), b = try s.addView(name: "b")
        try s.pin(parsing: "H:|-10-[a(==b)]-10-[b]-10-| align top,bottom")
        try s.pin(parsing: "V:|-20-[a(44)]")
        #expect(s.frame(of: a) == Rect(x: 10, y: 20, width: 145, height: 44))
        #expect(s.frame(of: b) == Rect(x: 165, y: 20, width: 145, height: 44))
    }

    @Test func errorsNameTheColumnAndChangeNothing() throws {
        let (s, _, _) = try seedSession()
        let before = s.state
        let cases: [(String, Int, String)] = [
            ("lable.width == 10", 1, "no view or layout guide named 'lable'; did you mean 'label'?"),
            ("label.width == root.left", 1, "cannot relate label.width to root.left: one is a size and the other a location"),
            ("label.top == root.left", 1, "cannot relate label.top to root.left: one is horizontal and the other vertical"),
            ("label.width == 0 * root.width", 16, "a multiplier of 0 makes the second item meaningless; write a constant instead"),
            ("label.left == 20", 1, "label.left is a location: it needs a second item (only width and height may equal a constant)"),
        ]
        for (text, column, message) in cases {
            #expect(throws: Diagnostic.self) { try s.addConstraint(parsing: text) }
            do {
                try s.addConstraint(parsing: text)
            } catch {
                #expect(error.column == column, "\(text)")
                #expect(error.message == message, "\(text)")
            }
            #expect(s.state == before, "\(text) changed the model")
        }
        #expect(throws: Diagnostic.self) { try s.pin(parsing: "H:|-[label]-[nope]-|") }
        #expect(s.state == before)
    }
}
