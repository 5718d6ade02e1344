import Testing
import LayoutModel
import ShellTestSupport
@testable import Shell

/// `pin … direction right-to-left` lays a format out from the right edge leftwards, as
/// NSLayoutFormatDirectionRightToLeft does: `|-20-[a]` is `root.right == a.right + 20` and
/// `[a]-8-[b]` is `a.left == b.right + 8`. It used to keep left-to-right's signs
/// (`a.right == root.right + 20`), putting views past the root's right edge.
@Suite struct PinDirectionTests {
    /// Issue 12's case, computed by hand in a 320-point root: standard spacing is 20 from the
    /// superview and 8 between siblings, so a's right edge is at 320 − 20 = 300 (x = 250) and
    /// b's at 250 − 8 = 242 (x = 182).
    @Test func rightToLeftStartsAtTheRightEdge() throws {
        let r = runShell(lines: ["add view a", "add view b", "pin H:|-[a(50)]-[b(60)] direction right-to-left"])
        #expect(r.ok, "\(r.err)")
        let s = r.session
        #expect(s.frame(of: try #require(s.state.view(named: "a"))).x == 250)
        #expect(s.frame(of: try #require(s.state.view(named: "b"))).x == 182)
        #expect(!s.state.constraints.contains { $0.isBroken })
    }

    /// `|-[a]-|` right to left used to report a false conflict (a.right == root.right + 20 and
    /// root.left == a.left + 20 ask for a width of −40).
    @Test func bothEdgesRightToLeftDoNotConflict() throws {
        let r = runShell(lines: ["add view a", "pin H:|-[a]-| direction right-to-left"])
        #expect(!r.out.contains("Unable to simultaneously satisfy"))
        let a = try #require(r.session.state.view(named: "a"))
        #expect(r.session.frame(of: a) == Rect(x: 20, y: 0, width: 280, height: 0))
    }

    /// Every VFL form, both directions: right to left is left to right mirrored in the root
    /// (x ↦ 320 − x − width), widths unchanged, and nothing conflicts either way.
    @Test(arguments: [
        "H:|-[a(50)]-[b(60)]",
        "H:|-20-[a(50)]",
        "H:[a(50)]-30-|",
        "H:|-[a]-|",
        "H:|[a][b(==a)]|",
        "H:|-10-[a(>=40)]-12-[b(60)]-12-|",
        "H:|-(>=30)-[a(50)]-(==15@1000)-[b(70)]-15-|",
        "H:[a(40)]-[b(50)]-[c(60)]-|",
        "H:|-(20@750)-[a(50)]-5-[b(==a)]",
        "H:|-0-[a(100)]-(>=0)-[c(80)]-0-|",
    ])
    func mirroredFrames(_ format: String) throws {
        func frames(_ direction: String) -> [String: Rect] {
            let r = runShell(lines: ["add view a", "add view b", "add view c", "pin \(format) direction \(direction)"])
            #expect(r.ok, "\(format) \(direction): \(r.err)")
            #expect(!r.out.contains("Unable to simultaneously satisfy"), "\(format) \(direction) conflicts")
            var out: [String: Rect] = [:]
            for name in ["a", "b", "c"] {
                let v = r.session.state.view(named: name)!
                // Only views the format places along x are compared.
                if !r.session.ambiguousAttributes(of: .view(v)).contains(where: { $0 == "minX" || $0 == "width" }) {
                    out[name] = r.session.frame(of: v)
                }
            }
            return out
        }
        let ltr = frames("left-to-right"), rtl = frames("right-to-left")
        #expect(!ltr.isEmpty && Set(ltr.keys) == Set(rtl.keys), "\(format): placed \(ltr.keys.sorted()) vs \(rtl.keys.sorted())")
        for (name, f) in ltr {
            let g = try #require(rtl[name])
            #expect(g.width == f.width && g.x == 320 - f.x - f.width, "\(format): \(name) \(f) left to right, \(g) right to left")
        }
    }
}
