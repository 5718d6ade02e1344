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
