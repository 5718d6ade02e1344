import LayoutModel
import LayoutSyntax
import Testing
@testable import CodeImport

/// Objective-C forms the reader learned for `export objc` and the book lessons: variables that
/// start with a capital, the readable-content and keyboard guides, the baseline-to-baseline VFL
/// option, label texts with C escapes, and the book's `pin`/`centerView` helpers. Expectations
/// are what UIKit makes for each form (the helpers: what Erica Sadun's ConstraintUtilities
/// define, docs/code-import.md "The book's helpers").
@Suite struct ObjCReaderExportFormsTests {
    static func importing(_ code: String) throws -> (outcome: CodeImporter.Outcome, constraints: [String], views: [String]) {
        try SwiftReaderTests.importing(code, .objectiveC)
    }

    @Test func variablesThatStartWithACapitalAreViews() throws {
        let r = try Self.importing("""
            UIView *V0 = [[UIView alloc] init];
            V0.translatesAutoresizingMaskIntoConstraints = NO;
            [self.view addSubview:V0];
            UILabel *Title = [[UILabel alloc] init];
            Title.translatesAutoresizingMaskIntoConstraints = NO;
            [V0 addSubview:Title];
            [NSLayoutConstraint activateConstraints:@[
                [V0.leftAnchor constraintEqualToAnchor:self.view.leftAnchor constant:211],
                [Title.topAnchor constraintEqualToAnchor:V0.topAnchor]
            ]];
            """)
        #expect(r.views == ["V0 (UIView) in root", "Title (UILabel) in V0"])
        #expect(r.constraints == ["V0.left == root.left + 211", "Title.top == V0.top"])
        #expect(r.outcome.diagnostics.isEmpty, "\(SwiftReaderTests.messages(r.outcome))")
    }

    @Test func readableContentAndKeyboardGuides() throws {
        let r = try Self.importing("""
            UITextView *notes = [[UITextView alloc] init];
            notes.translatesAutoresizingMaskIntoConstraints = NO;
            [self.view addSubview:notes];
            [NSLayoutConstraint activateConstraints:@[
                [notes.leadingAnchor constraintEqualToAnchor:self.view.readableContentGuide.leadingAnchor],
                [notes.trailingAnchor constraintEqualToAnchor:self.view.readableContentGuide.trailingAnchor],
                [notes.bottomAnchor constraintEqualToAnchor:self.view.keyboardLayoutGuide.topAnchor constant:-8]
            ]];
            """)
        #expect(r.constraints == [
            "notes.leading == root.readableContentGuide.leading",
            "notes.trailing == root.readableContentGuide.trailing",
            "notes.bottom == root.keyboardLayoutGuide.top - 8",
        ])
        #expect(r.outcome.diagnostics.isEmpty, "\(SwiftReaderTests.messages(r.outcome))")
        // The scroll view's guides are still refused by position, not skipped.
        let s = try Self.importing("""
            UIView *v = [[UIView alloc] init];
            [v.topAnchor constraintEqualToAnchor:scroll.contentLayoutGuide.topAnchor].active = YES;
            """)
        #expect(SwiftReaderTests.messages(s.outcome).contains { $0.hasPrefix("2:") && $0.contains("error: cannot read") }, "\(SwiftReaderTests.messages(s.outcome))")
    }

    @Test func baselineToBaselineOption() throws {
        // NSLayoutFormatSpacingBaselineToBaseline: a V gap runs from the upper view's last
        // baseline to the lower one's first baseline (UIKit's NSLayoutFormatOptions, iOS 11).
        let r = try Self.importing("""
            UILabel *a = [[UILabel alloc] init], *b = [[UILabel alloc] init];
            a.translatesAutoresizingMaskIntoConstraints = NO;
            b.translatesAutoresizingMaskIntoConstraints = NO;
            [self.view addSubview:a];
            [self.view addSubview:b];
            [NSLayoutConstraint activateConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:[a]-12-[b]"
                options:NSLayoutFormatSpacingBaselineToBaseline metrics:nil views:NSDictionaryOfVariableBindings(a, b)]];
            """)
        #expect(r.constraints == ["b.firstBaseline == a.lastBaseline + 12"])
        #expect(r.outcome.diagnostics.isEmpty, "\(SwiftReaderTests.messages(r.outcome))")
    }

    @Test func labelTextsWithEscapes() throws {
        let r = try Self.importing("""
            UILabel *title = [[UILabel alloc] init];
            title.text = @"Say \\"hi\\"\\r\\001";
            [title setTranslatesAutoresizingMaskIntoConstraints:NO];
            [self.view addSubview:title];
            [[title.topAnchor constraintEqualToAnchor:self.view.topAnchor] setActive:YES];
            UILabel *other = [[UILabel alloc] init];
            [other setText:@"Other"];
            [self.view addSubview:other];
            """)
        let state = r.outcome.session.state
        #expect(state.view(named: "title").map { state[$0].text } == "Say \"hi\"\r\u{1}")
        #expect(state.view(named: "other").map { state[$0].text } == "Other")
    }

    @Test func theBooksPinAndCenterViewHelpers() throws {
        // pin(view, format): constraintsWithVisualFormat:format options:0 metrics:nil
        // views:@{@"view": view}, installed at 1000; centerView(view, p): centerX and centerY
        // equal to the superview's, at p.
        let r = try Self.importing("""
            UILabel *label = [[UILabel alloc] init];
            label.translatesAutoresizingMaskIntoConstraints = NO;
            [self.view addSubview:label];
            pin(label, @"H:|-50-[view]");
            centerView(label, 750);
            pin(label, @"V:[nosuch]");
            """)
        #expect(r.constraints == ["label.leading == root.leading + 50", "label.centerX == root.centerX @750", "label.centerY == root.centerY @750"])
        // A name the format uses that is not "view" is an error in the format, at its column.
        #expect(SwiftReaderTests.messages(r.outcome).contains { $0.hasPrefix("6:") && $0.contains("nosuch") })
    }
}
