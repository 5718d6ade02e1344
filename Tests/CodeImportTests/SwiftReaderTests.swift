import LayoutModel
import LayoutSyntax
import Testing
@testable import CodeImport

/// The Swift reader and the builder on small hand-written pieces of code: each expectation is
/// the equation UIKit's documentation gives for the construct (docs/code-import.md).
@Suite struct SwiftReaderTests {
    /// Imports `code` into a fresh 390×844 session; the listing of views and constraints.
    static func importing(_ code: String, _ language: CodeLanguage = .swift) throws -> (outcome: CodeImporter.Outcome, constraints: [String], views: [String]) {
        let session = LayoutSession(rootSize: Size(width: 390, height: 844))
        let o = CodeImporter.importCode(code, language: language, into: session)
        return (o, ImportedCodeListing.constraints(o.session.state), ImportedCodeListing.views(o.session.state))
    }

    static func messages(_ o: CodeImporter.Outcome) -> [String] {
        o.diagnostics.map { "\($0.line):\($0.column): \($0.severity.rawValue): \($0.message)" }
    }

    @Test func anchorsWithConstantsMultipliersAndActivation() throws {
        let r = try Self.importing("""
            let title = UILabel()
            title.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(title)
            NSLayoutConstraint.activate([
                title.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
                title.widthAnchor.constraint(lessThanOrEqualTo: view.widthAnchor, multiplier: 0.5, constant: -8),
                title.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
            ])
            title.topAnchor.constraint(equalTo: view.topAnchor, constant: 20).isActive = true
            let off = title.bottomAnchor.constraint(equalTo: view.bottomAnchor)
            """)
        #expect(r.views == ["title (UILabel) in root"])
        #expect(r.constraints == [
            "title.leading == root.safeArea.leading + 16",
            "title.width <= root.width * 0.5 - 8",
            "title.height >= 44",
            "title.top == root.top + 20",
            "title.bottom == root.bottom (inactive)",
        ])
        #expect(r.outcome.diagnostics.isEmpty, "\(Self.messages(r.outcome))")
    }

    @Test func prioritiesAndIdentifiersInEveryForm() throws {
        let r = try Self.importing("""
            let a = UIView()
            a.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(a)
            let w = a.widthAnchor.constraint(equalToConstant: 100)
            w.priority = .defaultHigh
            w.identifier = "a width"
            let h = a.heightAnchor.constraint(equalToConstant: 50)
            h.priority = UILayoutPriority(999)
            let x = a.leadingAnchor.constraint(equalTo: view.leadingAnchor)
            x.priority = UILayoutPriority(rawValue: 250)
            let y = a.topAnchor.constraint(equalTo: view.topAnchor)
            y.priority = .defaultLow + 1
            let z = a.trailingAnchor.constraint(lessThanOrEqualTo: view.trailingAnchor)
            z.priority = 998
            NSLayoutConstraint.activate([w, h, x, y, z])
            """)
        #expect(r.constraints == [
            "a.width == 100 @750 id \"a width\"",
            "a.height == 50 @999",
            "a.leading == root.leading @250",
            "a.top == root.top @251",
            "a.trailing <= root.trailing @998",
        ])
    }

    @Test func nsLayoutConstraintInitializerAndSystemSpacing() throws {
        let r = try Self.importing("""
            let a = UIView(), b = UIView()
            [a, b].forEach { $0.translatesAutoresizingMaskIntoConstraints = false; view.addSubview($0) }
            view.addConstraint(NSLayoutConstraint(item: a, attribute: .centerX, relatedBy: .equal, toItem: view, attribute: .centerX, multiplier: 0.5, constant: 0))
            view.addConstraint(NSLayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 30))
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2).isActive = true
            """)
        #expect(r.views == ["a (UIView) in root", "b (UIView) in root"])
        // System spacing: b.leading == a.trailing + 2 × 8, kept as standard spacing (NSSpace).
        #expect(r.constraints == [
            "a.centerX == root.centerX * 0.5",
            "a.width == 30",
            "b.leading == a.trailing NSSpace(16)",
        ])
    }

    @Test func visualFormatsWithMetricsViewsAndOptions() throws {
        let r = try Self.importing("""
            let a = UILabel(); let b = UILabel()
            for v in [a, b] { v.translatesAutoresizingMaskIntoConstraints = false }
            view.addSubview(a); view.addSubview(b)
            a.translatesAutoresizingMaskIntoConstraints = false
            b.translatesAutoresizingMaskIntoConstraints = false
            let metrics = ["pad": 16.0]
            let views: [String: Any] = ["first": a, "second": b]
            var all = [NSLayoutConstraint]()
            all += NSLayoutConstraint.constraints(withVisualFormat: "H:|-pad-[first]-[second(==first)]-pad-|", options: [.alignAllCenterY], metrics: metrics, views: views)
            NSLayoutConstraint.activate(all)
            """)
        #expect(r.constraints == [
            "a.leading == root.leading + 16",
            "b.width == a.width",
            "b.leading == a.trailing NSSpace(8)",
            "root.trailing == b.trailing + 16",
            "b.centerY == a.centerY",
        ])
    }

    @Test func visualFormatErrorsPointIntoTheCode() throws {
        let r = try Self.importing("""
            let a = UIView()
            a.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(a)
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-[b]|", options: [], metrics: nil, views: ["a": a]))
            """)
        // "b" is at column 88 of line 4: the quote opening the format is at column 78, its 'H' at 79.
        #expect(Self.messages(r.outcome) == ["4:88: error: 'b' is not in the views dictionary ('a'): UIKit raises an exception"])
        #expect(r.constraints.isEmpty)
    }

    @Test func snapKitAsSnapKitBuildsIt() throws {
        let r = try Self.importing("""
            let card = UIView()
            let title = UILabel()
            view.addSubview(card)
            card.addSubview(title)
            card.snp.makeConstraints { make in
                make.edges.equalToSuperview().inset(16)
            }
            title.snp.makeConstraints {
                $0.leading.trailing.equalToSuperview().inset(UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 12))
                $0.top.equalTo(card.snp.top).offset(10)
                $0.height.equalTo(card).multipliedBy(0.25).priority(.high)
                $0.width.lessThanOrEqualTo(300).labeled("max")
            }
            """)
        #expect(r.views == ["card (UIView) in root", "title (UILabel) in card"])
        #expect(r.constraints == [
            "card.top == root.top + 16",
            "card.left == root.left + 16",
            "card.bottom == root.bottom - 16",
            "card.right == root.right - 16",
            "title.leading == card.leading + 8",
            "title.trailing == card.trailing - 12",
            "title.top == card.top + 10",
            "title.height == card.height * 0.25 @750",
            "title.width <= 300 id \"max\"",
        ])
        #expect(r.outcome.diagnostics.isEmpty, "\(Self.messages(r.outcome))")
    }

    @Test func stackViewsHuggingAndResistance() throws {
        let r = try Self.importing("""
            let name = UILabel()
            let value = UILabel()
            let row = UIStackView(arrangedSubviews: [name, value])
            row.axis = .horizontal
            row.spacing = 8
            row.alignment = .firstBaseline
            row.distribution = .fill
            row.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(row)
            name.setContentHuggingPriority(.required, for: .horizontal)
            value.setContentCompressionResistancePriority(UILayoutPriority(rawValue: 749), for: .horizontal)
            row.setCustomSpacing(12, after: name)
            NSLayoutConstraint.activate([row.centerXAnchor.constraint(equalTo: view.centerXAnchor), row.topAnchor.constraint(equalTo: view.topAnchor)])
            """)
        #expect(r.views == ["row (UIStackView) in root", "name (UILabel) in row, arranged", "value (UILabel) in row, arranged"])
        #expect(ImportedCodeListing.stacks(r.outcome.session.state) == ["row: alignment firstBaseline, spacing 8"])
        #expect(ImportedCodeListing.contentPriorities(r.outcome.session.state).contains("name hugs H at 1000"))
        #expect(ImportedCodeListing.contentPriorities(r.outcome.session.state).contains("value resists H at 749"))
        #expect(r.outcome.diagnostics.isEmpty, "\(Self.messages(r.outcome))")
    }

    @Test func viewsNeverMadeAreMadeUpAndReported() throws {
        let r = try Self.importing("""
            avatar.widthAnchor.constraint(equalToConstant: 40).isActive = true
            """)
        #expect(r.views == ["avatar (UIView) in root"])
        #expect(r.outcome.build.madeUp == ["avatar"])
        #expect(Self.messages(r.outcome) == ["1:1: warning: 'avatar' is never added to a view in this code: plumb puts it in the root"])
        #expect(r.outcome.summary.contains("not declared in the code, made as UIView: avatar"))
    }

    @Test func aViewThatStillTranslatesGetsItsAutoresizingConstraints() throws {
        let r = try Self.importing("""
            let box = UIView()
            view.addSubview(box)
            box.widthAnchor.constraint(equalToConstant: 40).isActive = true
            """)
        #expect(r.views == ["box (UIView) in root, translates"])
        #expect(Self.messages(r.outcome).first == "1:5: warning: 'box' is made in code and never sets translatesAutoresizingMaskIntoConstraints = false: UIKit adds its autoresizing constraints (a zero frame), and so does plumb")
    }

    @Test func whatCannotBeReadIsReportedByPositionAndTheRestImports() throws {
        let r = try Self.importing("""
            let a = UIView()
            a.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(a)
            a.topAnchor.constraint(equalTo: view.contentLayoutGuide.topAnchor).isActive = true
            a.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: padding).isActive = true
            a.widthAnchor.constraint(equalToConstant: 10).isActive = true
            a.heightAnchor.constraintEqualToConstant(10).isActive = true
            title.text = "Hello"
            """)
        #expect(Self.messages(r.outcome) == [
            "4:1: error: contentLayoutGuide is not read from code: expected safeAreaLayoutGuide, layoutMarginsGuide, readableContentGuide or keyboardLayoutGuide",
            "5:1: error: cannot read 'padding' after constant:: expected a number (a literal, CGFloat(…), or a constant this code defines)",
            "7:1: error: cannot read '.constraintEqualToConstant' on an anchor: expected \(SwiftCodeReader.anchorMethodsExpected)",
        ])
        #expect(r.constraints == ["a.width == 10"])
        #expect(r.outcome.summary.last == "not read: 3 parts of the code (the errors above); the rest was imported")
    }

    /// `readableContentGuide` and `keyboardLayoutGuide` are the view's guides of those kinds
    /// (UIView's properties; the model places them as docs/layout-model.md says), in a view
    /// controller (`view.`) and in a view subclass (bare names are its own).
    @Test func readableContentAndKeyboardGuides() throws {
        let r = try Self.importing("""
            let text = UILabel()
            text.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(text)
            NSLayoutConstraint.activate([
                text.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
                text.trailingAnchor.constraint(equalTo: self.view.readableContentGuide.trailingAnchor),
                text.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8),
                text.topAnchor.constraint(equalTo: readableContentGuide.topAnchor),
            ])
            """)
        #expect(r.constraints == [
            "text.leading == root.readableContentGuide.leading",
            "text.trailing == root.readableContentGuide.trailing",
            "text.bottom == root.keyboardLayoutGuide.top - 8",
            "text.top == root.readableContentGuide.top",
        ])
        #expect(r.outcome.diagnostics.isEmpty, "\(Self.messages(r.outcome))")
    }

    /// A view made inside an expression (`stack.addArrangedSubview(UIButton(type: .system))`,
    /// an array literal) is a view of its own, named after its class (`button1`, `button2`) in
    /// the order the code makes them, and the summary names it with its position.
    @Test func viewsMadeInlineAreNamedByPlumb() throws {
        let r = try Self.importing("""
            let stack = UIStackView()
            stack.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(stack)
            stack.addArrangedSubview(UIButton(type: .infoDark))
            stack.addArrangedSubview(UIButton(type: .contactAdd))
            let row = UIStackView(arrangedSubviews: [UILabel(), UISwitch()])
            stack.addArrangedSubview(row)
            [UIView(), UIView()].forEach { stack.addArrangedSubview($0) }
            stack.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            """)
        #expect(r.views == [
            "stack (UIStackView) in root",
            "button1 (UIButton) in stack, arranged",
            "button2 (UIButton) in stack, arranged",
            "row (UIStackView) in stack, arranged",
            "label1 (UILabel) in row, arranged",
            "switch1 (UISwitch) in row, arranged",
            "view1 (UIView) in stack, arranged",
            "view2 (UIView) in stack, arranged",
        ])
        #expect(r.outcome.diagnostics.isEmpty, "\(Self.messages(r.outcome))")
        // Views are made parents first (the row's labels after the row), so listed in that order.
        #expect(r.outcome.summary.contains("named by plumb: button1 (a UIButton made without a variable, 4:26), button2 (a UIButton made without a variable, 5:26), view1 (a UIView made without a variable, 8:2), view2 (a UIView made without a variable, 8:12), label1 (a UILabel made without a variable, 6:42), switch1 (a UISwitch made without a variable, 6:53)"), "\(r.outcome.summary)")
    }

    /// A variable given a new view after its first one was used holds a new view (`lbl`, then
    /// `lbl_2`), as UIKit has two objects; the first keeps what was done to it. A new view given
    /// before any use (a closure's local, a declared type) is still the one view.
    @Test func aVariableGivenANewViewAgainHoldsANewView() throws {
        let r = try Self.importing("""
            let stack = UIStackView()
            view.addSubview(stack)
            var lbl = UILabel()
            lbl.text = "Label 1"
            stack.addArrangedSubview(lbl)
            lbl = UILabel()
            stack.addArrangedSubview(lbl)
            lbl.heightAnchor.constraint(equalToConstant: 20).isActive = true
            lbl = UILabel()
            stack.addArrangedSubview(lbl)
            let title: UILabel = {
                let l = UILabel()
                l.translatesAutoresizingMaskIntoConstraints = false
                return l
            }()
            for name in ["a", "b"] {
                let row = UIView()
                stack.addArrangedSubview(row)
            }
            """)
        #expect(r.views == [
            "stack (UIStackView) in root, translates",
            "lbl (UILabel) in stack, arranged",
            "lbl_2 (UILabel) in stack, arranged",
            "lbl_3 (UILabel) in stack, arranged",
            "row (UIView) in stack, arranged",
            "row_2 (UIView) in stack, arranged",
            "title (UILabel) in root",
        ])
        #expect(r.constraints == ["lbl_2.height == 20"])
        #expect(r.outcome.summary.contains("named by plumb: lbl_2 (the next new view 'lbl' is given, 6:1), lbl_3 (the next new view 'lbl' is given, 9:1), row_2 (the next new view 'row' is given, 17:9)"), "\(r.outcome.summary)")
    }

    /// Views plumb names are new views even when the session already has one of that name
    /// (pasting twice): the second paste's `button1` becomes `button1_2`.
    @Test func plumbNamedViewsNeverReuseASessionsView() throws {
        let code = """
            let stack = UIStackView()
            stack.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(stack)
            stack.addArrangedSubview(UIButton())
            """
        let first = CodeImporter.importCode(code, language: .swift, into: LayoutSession(rootSize: Size(width: 390, height: 844)))
        let second = CodeImporter.importCode(code, language: .swift, into: first.session)
        #expect(ImportedCodeListing.views(second.session.state) == [
            "stack (UIStackView) in root",
            "button1 (UIButton) in stack, arranged",
            "button1_2 (UIButton) in stack, arranged",
        ])
        #expect(second.summary.contains("named by plumb: button1_2 (a UIButton made without a variable, 4:26)"), "\(second.summary)")
    }

    /// `if` reads the branch its condition chooses: `#available` holds (the else is older iOS),
    /// `if let p = previous` holds when `previous` is a view and not when it is nil (a local
    /// `var previous: UILabel?` starts nil) — the loop that chains labels one below the other.
    /// A condition plumb cannot evaluate: the branch where it holds, with a warning.
    @Test func ifReadsTheBranchItsConditionChooses() throws {
        let r = try Self.importing("""
            let a = UILabel(), b = UILabel()
            var previous: UILabel?
            for label in [a, b] {
                label.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(label)
                if let previous = previous {
                    label.topAnchor.constraint(equalTo: previous.bottomAnchor, constant: 10).isActive = true
                } else {
                    label.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
                }
                previous = label
            }
            if #available(iOS 11.0, *) {
                a.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor).isActive = true
            } else {
                a.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            }
            if isCompact {
                b.leadingAnchor.constraint(equalTo: a.leadingAnchor).isActive = true
            } else {
                b.leadingAnchor.constraint(equalTo: a.trailingAnchor).isActive = true
            }
            """)
        // The builder adds constraints in source order: the loop's then-branch line comes first.
        #expect(r.constraints == [
            "b.top == a.bottom + 10",
            "a.top == root.top",
            "a.leading == root.safeArea.leading",
            "b.leading == a.leading",
        ])
        #expect(Self.messages(r.outcome) == [
            "18:4: warning: cannot tell whether 'isCompact' holds: plumb reads the branch where it does and skips the else branch",
        ])
    }

    /// `snp.remakeConstraints` removes what the view's earlier SnapKit blocks made (SnapKit
    /// uninstalls them) and only then adds its own; constraints made with anchors stay. A call to
    /// a function the paste defines is not an error (its body is read where it is written).
    @Test func remakeReplacesTheViewsSnapKitConstraints() throws {
        let r = try Self.importing("""
            let box = UIView()
            view.addSubview(box)
            box.snp.makeConstraints { make in
                make.top.equalToSuperview().offset(10)
                make.height.equalTo(40)
            }
            box.widthAnchor.constraint(equalToConstant: 100).isActive = true
            func moveDown() {
                box.snp.remakeConstraints { make in
                    make.top.equalToSuperview().offset(200)
                }
            }
            moveDown()
            self.setupConstraints()
            func setupConstraints() {}
            """)
        #expect(r.constraints == ["box.width == 100", "box.top == root.top + 200"])
        #expect(r.outcome.diagnostics.isEmpty, "\(Self.messages(r.outcome))")
        #expect(r.outcome.summary.first == "read Swift: 2 constraints, 2 more made and then removed by a remake block (not added)")
    }

    /// `export swift` writes constraints on the readable-content and keyboard guides as the
    /// view's properties, and reading them back gives the same constraints (before, the writer
    /// dropped them without a word).
    @Test func readableAndKeyboardGuidesRoundTripThroughExportSwift() throws {
        let r = try Self.importing("""
            let text = UILabel()
            text.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(text)
            text.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor).isActive = true
            text.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8).isActive = true
            """)
        let written = SwiftCodeWriter.write(r.outcome.session)
        #expect(written.text.contains("text.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor)"), "\(written.text)")
        #expect(written.unsaid.isEmpty, "\(written.unsaid)")
        let back = try Self.importing(written.text)
        #expect(back.constraints == r.constraints)
    }

    /// A view the code declares but never makes (an outlet, a property set elsewhere) is made
    /// with its declared class, and the summary says so; one never declared is a UIView.
    @Test func outletsKeepTheirDeclaredClass() throws {
        let r = try Self.importing("""
            @IBOutlet weak var stack: UIStackView!
            var title: UILabel!
            stack.translatesAutoresizingMaskIntoConstraints = false
            stack.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            title.topAnchor.constraint(equalTo: stack.bottomAnchor).isActive = true
            other.topAnchor.constraint(equalTo: title.bottomAnchor).isActive = true
            """)
        #expect(r.views.map { $0.split(separator: " ").prefix(2).joined(separator: " ") } == ["stack (UIStackView)", "title (UILabel)", "other (UIView)"])
        #expect(r.outcome.summary.contains("declared but not made in the code (outlets, or made elsewhere), made with their declared class: stack (UIStackView), title (UILabel)"), "\(r.outcome.summary)")
        #expect(r.outcome.summary.contains("not declared in the code, made as UIView: other"), "\(r.outcome.summary)")
    }

    /// `view.bounds`, `self.view.frame` and `UIScreen.main.bounds` are the root's rectangle when
    /// the code runs (390×844 here), with a note that numbers made from them do not follow later
    /// resizes (as in UIKit, where viewDidLoad computes them once).
    @Test func theRootsBoundsAreTheSessionsRoot() throws {
        let r = try Self.importing("""
            let a = UILabel()
            a.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(a)
            let metrics = ["w": self.view.bounds.size.width / 3 - 10]
            view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[a(w)]", options: [], metrics: metrics, views: ["a": a]))
            a.heightAnchor.constraint(equalToConstant: UIScreen.main.bounds.height / 4).isActive = true
            """)
        #expect(r.constraints == ["a.leading == root.leading", "a.width == 120", "a.height == 211"])
        #expect(Self.messages(r.outcome) == [
            "4:21: note: 'self.view.bounds' is the root's bounds when the code runs (390×844): numbers made from it stay as they are when the root is resized, as in UIKit",
            "6:44: note: 'UIScreen.main.bounds' is the root's bounds when the code runs (390×844): numbers made from it stay as they are when the root is resized, as in UIKit",
        ])
    }

    /// `snp.updateConstraints` gives its constants to the matching constraints earlier blocks
    /// of the view made (same items, attributes, relation, multiplier, priority — SnapKit's
    /// LayoutConstraint `==`); one that matches nothing is where SnapKit stops, an error.
    @Test func updateChangesTheMatchingConstants() throws {
        let r = try Self.importing("""
            let box = UIView()
            view.addSubview(box)
            box.snp.makeConstraints { make in
                make.top.equalToSuperview().offset(10)
                make.width.equalTo(100).priority(.medium)
            }
            box.snp.updateConstraints { make in
                make.top.equalToSuperview().offset(50)
                make.width.equalTo(60).priority(.medium)
                make.height.equalTo(20)
            }
            """)
        #expect(r.constraints == ["box.top == root.top + 50", "box.width == 60 @500"])
        #expect(Self.messages(r.outcome).count == 1)
        #expect(Self.messages(r.outcome).first?.hasPrefix("10:5: error: updateConstraints of 'box' matches no constraint its earlier SnapKit blocks made") == true, "\(Self.messages(r.outcome))")
        #expect(r.outcome.summary.first == "read Swift: 2 constraints, 2 constants changed by update blocks")
    }

    @Test func swiftSyntaxErrorsComeWithTheirPositions() throws {
        let r = try Self.importing("""
            let a = UIView(
            a.widthAnchor.constraint(equalToConstant: 10).isActive = true
            """)
        #expect(r.outcome.diagnostics.contains { $0.severity == .error && $0.message.hasPrefix("Swift syntax: ") }, "\(Self.messages(r.outcome))")
        print(Self.messages(r.outcome))
    }

    @Test func theLanguageIsDetectedFromObjectiveCsMarks() {
        #expect(CodeLanguage.detect("// layout\n[NSLayoutConstraint activateConstraints:@[c]];").0 == .objectiveC)
        #expect(CodeLanguage.detect("let a = 1\n[NSLayoutConstraint constraintWithItem:a attribute:x];").evidence?.line == 2)
        #expect(CodeLanguage.detect("view.addSubview(a) // [NSLayoutConstraint in a comment is fine").0 == .swift)
        #expect(CodeLanguage.detect("// [NSLayoutConstraint commented out\nview.addSubview(a)").0 == .swift)
    }

    @Test func lazyClosureInitializersAndSelfMembers() throws {
        let r = try Self.importing("""
            final class Cell: UIView {
                private let icon: UIImageView = {
                    let iv = UIImageView()
                    iv.translatesAutoresizingMaskIntoConstraints = false
                    return iv
                }()
                func setup() {
                    addSubview(icon)
                    NSLayoutConstraint.activate([
                        icon.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
                        icon.centerYAnchor.constraint(equalTo: self.centerYAnchor),
                        self.icon.widthAnchor.constraint(equalTo: icon.heightAnchor),
                    ])
                }
            }
            """)
        #expect(r.views == ["icon (UIImageView) in root"])
        #expect(r.constraints == ["icon.leading == root.leading + 12", "icon.centerY == root.centerY", "icon.width == icon.height"])
        #expect(r.outcome.diagnostics.isEmpty, "\(Self.messages(r.outcome))")
    }
}
