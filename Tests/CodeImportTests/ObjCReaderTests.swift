import LayoutModel
import LayoutSyntax
import Testing
@testable import CodeImport

/// The Objective-C reader: message sends, literals, Masonry — each expectation is the
/// constraint UIKit's (or Masonry's) documentation gives for the construct.
@Suite struct ObjCReaderTests {
    static func importing(_ code: String) throws -> (outcome: CodeImporter.Outcome, constraints: [String], views: [String]) {
        try SwiftReaderTests.importing(code, .objectiveC)
    }

    @Test func constraintWithItemAnchorsAndActivation() throws {
        let r = try Self.importing("""
            - (void)viewDidLoad {
                [super viewDidLoad];
                UILabel *title = [[UILabel alloc] init];
                title.translatesAutoresizingMaskIntoConstraints = NO;
                [self.view addSubview:title];
                [self.view addConstraint:[NSLayoutConstraint constraintWithItem:title attribute:NSLayoutAttributeCenterX
                    relatedBy:NSLayoutRelationEqual toItem:self.view attribute:NSLayoutAttributeCenterX multiplier:1.0 constant:0]];
                [NSLayoutConstraint activateConstraints:@[
                    [title.topAnchor constraintEqualToAnchor:self.view.safeAreaLayoutGuide.topAnchor constant:20],
                    [title.widthAnchor constraintLessThanOrEqualToConstant:300],
                ]];
                NSLayoutConstraint *h = [title.heightAnchor constraintEqualToAnchor:title.widthAnchor multiplier:0.5];
                h.priority = UILayoutPriorityDefaultHigh;
                h.identifier = @"aspect";
                h.active = YES;
                [title.leadingAnchor constraintGreaterThanOrEqualToAnchor:self.view.leadingAnchor constant:8].active = YES;
            }
            """)
        #expect(r.views == ["title (UILabel) in root"])
        #expect(r.constraints == [
            "title.centerX == root.centerX",
            "title.top == root.safeArea.top + 20",
            "title.width <= 300",
            "title.height == title.width * 0.5 @750 id \"aspect\"",
            "title.leading >= root.leading + 8",
        ])
        #expect(r.outcome.diagnostics.isEmpty, "\(SwiftReaderTests.messages(r.outcome))")
    }

    @Test func visualFormatsWithVariableBindingsAndMetrics() throws {
        let r = try Self.importing("""
            UIButton *button1 = [UIButton new], *button2 = [UIButton new];
            [button1 setTranslatesAutoresizingMaskIntoConstraints:NO];
            [button2 setTranslatesAutoresizingMaskIntoConstraints:NO];
            [self.view addSubview:button1];
            [self.view addSubview:button2];
            NSDictionary *viewsDictionary = NSDictionaryOfVariableBindings(button1, button2);
            NSDictionary *metrics = @{@"separation": @20.0};
            [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-separation-[button1]-separation-[button2]"
                options:NSLayoutFormatAlignAllLeading | NSLayoutFormatAlignAllTrailing metrics:metrics views:viewsDictionary]];
            """)
        #expect(r.constraints == [
            "button1.top == root.top + 20",
            "button2.top == button1.bottom + 20",
            "button2.leading == button1.leading",
            "button2.trailing == button1.trailing",
        ])
    }

    @Test func masonryAsMasonryBuildsIt() throws {
        let r = try Self.importing("""
            UIView *card = [UIView new];
            [self.view addSubview:card];
            [card mas_makeConstraints:^(MASConstraintMaker *make) {
                make.edges.equalTo(self.view).insets(UIEdgeInsetsMake(10, 20, 30, 40));
            }];
            UILabel *name = [UILabel new];
            [card addSubview:name];
            [name mas_makeConstraints:^(MASConstraintMaker *make) {
                make.left.equalTo(card.mas_left).with.offset(16);
                make.top.mas_equalTo(8);
                make.width.and.height.equalTo(@40).priorityHigh();
                make.centerX.equalTo(card).multipliedBy(0.5);
            }];
            """)
        #expect(r.views == ["card (UIView) in root", "name (UILabel) in card"])
        // Masonry's insets: +left/+top, −right/−bottom (MASViewConstraint setInsets:).
        #expect(r.constraints == [
            "card.top == root.top + 10",
            "card.left == root.left + 20",
            "card.bottom == root.bottom - 30",
            "card.right == root.right - 40",
            "name.left == card.left + 16",
            "name.top == card.top + 8",
            "name.width == 40 @750",
            "name.height == 40 @750",
            "name.centerX == card.centerX * 0.5",
        ])
        #expect(r.outcome.diagnostics.isEmpty, "\(SwiftReaderTests.messages(r.outcome))")
    }

    /// `readableContentGuide` and `keyboardLayoutGuide` are the view's guides of those kinds.
    @Test func readableContentAndKeyboardGuides() throws {
        let r = try Self.importing("""
            UILabel *text = [[UILabel alloc] init];
            text.translatesAutoresizingMaskIntoConstraints = NO;
            [self.view addSubview:text];
            [NSLayoutConstraint activateConstraints:@[
                [text.leadingAnchor constraintEqualToAnchor:self.view.readableContentGuide.leadingAnchor],
                [text.bottomAnchor constraintEqualToAnchor:self.view.keyboardLayoutGuide.topAnchor constant:-8],
            ]];
            """)
        #expect(r.constraints == [
            "text.leading == root.readableContentGuide.leading",
            "text.bottom == root.keyboardLayoutGuide.top - 8",
        ])
        #expect(r.outcome.diagnostics.isEmpty, "\(SwiftReaderTests.messages(r.outcome))")
    }

    /// `[stack addArrangedSubview:[UILabel new]]` and views in `@[…]` are views of their own,
    /// named after their class; `UIView.new` is `[UIView new]`; a variable given a new view after
    /// its first was used holds a new view (`lbl_2`).
    @Test func inlineAndReassignedViews() throws {
        let r = try Self.importing("""
            UIStackView *stack = [[UIStackView alloc] initWithArrangedSubviews:@[[UILabel new], UIView.new]];
            stack.translatesAutoresizingMaskIntoConstraints = NO;
            [self.view addSubview:stack];
            [stack addArrangedSubview:[[UIButton alloc] init]];
            UILabel *lbl = [UILabel new];
            [stack addArrangedSubview:lbl];
            lbl = [[UILabel alloc] initWithFrame:CGRectZero];
            [stack addArrangedSubview:lbl];
            [lbl.heightAnchor constraintEqualToConstant:20].active = YES;
            """)
        #expect(r.views == [
            "stack (UIStackView) in root",
            "button1 (UIButton) in stack, arranged",
            "lbl (UILabel) in stack, arranged",
            "lbl_2 (UILabel) in stack, arranged",
            "label1 (UILabel) in stack, arranged",
            "view1 (UIView) in stack, arranged",
        ])
        // Made parents first, but arranged in the code's order.
        let state = r.outcome.session.state
        let stack = try #require(state.views.first { $0.name == "stack" })
        #expect(stack.stack?.arranged.map { state[$0].name } == ["label1", "view1", "button1", "lbl", "lbl_2"])
        #expect(r.constraints == ["lbl_2.height == 20"])
        #expect(r.outcome.diagnostics.isEmpty, "\(SwiftReaderTests.messages(r.outcome))")
    }

    /// `_title` is the instance variable of the property `title` (the compiler synthesizes it),
    /// and a getter may be sent as a message: `[self.view centerXAnchor]`.
    @Test func instanceVariablesAndGetterMessages() throws {
        let r = try Self.importing("""
            self.title = [[UILabel alloc] init];
            self.title.translatesAutoresizingMaskIntoConstraints = NO;
            [self.view addSubview:self.title];
            NSLayoutConstraint *x = [_title.centerXAnchor constraintEqualToAnchor:[self.view centerXAnchor]];
            NSLayoutConstraint *y = [[_title centerYAnchor] constraintEqualToAnchor:[[self.view safeAreaLayoutGuide] centerYAnchor]];
            [NSLayoutConstraint activateConstraints:@[x, y]];
            """)
        #expect(r.views == ["title (UILabel) in root"])
        #expect(r.constraints == ["title.centerX == root.centerX", "title.centerY == root.safeArea.centerY"])
        #expect(r.outcome.diagnostics.isEmpty, "\(SwiftReaderTests.messages(r.outcome))")
    }

    /// Masonry without a relation (`make.top.left.offset(10)`, `(void)make.center;`) makes the
    /// constraint anyway: equal, to the superview's same attribute, or a constant for a size
    /// (MASViewConstraint -install); `mas_remakeConstraints:` removes the view's earlier
    /// Masonry constraints; struct fields (`padding.top`) are numbers; a message to a method
    /// the paste defines is not an error; an unknown macro is named.
    @Test func masonryWithoutARelationRemakeAndStructFields() throws {
        let r = try Self.importing("""
            - (void)setup {
                UIView *box = [UIView new];
                [self.view addSubview:box];
                UIEdgeInsets padding = UIEdgeInsetsMake(10, 20, 30, 40);
                [box mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.left.offset(padding.top);
                    make.width.offset(300);
                    (void)make.centerY;
                }];
                [box mas_remakeConstraints:^(MASConstraintMaker *make) {
                    make.top.equalTo(self.view).offset(-padding.bottom);
                    make.left.offset(SIZE * 2);
                }];
                [self setup];
            }
            """)
        #expect(r.constraints == ["box.top == root.top - 30"])
        #expect(SwiftReaderTests.messages(r.outcome) == ["12:31: error: cannot read 'SIZE': plumb does not know this constant or class here"])
        #expect(r.outcome.summary.first == "read Objective-C: 1 constraint, 4 more made and then removed by a remake block (not added)")
    }

    /// `self.view.bounds.size.width`, `CGRectGetHeight([UIScreen mainScreen].bounds)`: the root's
    /// rectangle when the code runs, with a note.
    @Test func theRootsBoundsAreTheSessionsRoot() throws {
        let r = try Self.importing("""
            UIView *a = [UIView new];
            a.translatesAutoresizingMaskIntoConstraints = NO;
            [self.view addSubview:a];
            [a.widthAnchor constraintEqualToConstant:self.view.bounds.size.width / 2].active = YES;
            [a.heightAnchor constraintEqualToConstant:CGRectGetHeight([UIScreen mainScreen].bounds) - 44].active = YES;
            """)
        #expect(r.constraints == ["a.width == 195", "a.height == 800"])
        let messages = SwiftReaderTests.messages(r.outcome)
        #expect(messages.count == 2 && messages.allSatisfy { $0.contains(": note: '.bounds' is the root's bounds when the code runs (390×844)") }, "\(messages)")
    }

    /// `[h arrayByAddingObjectsFromArray:v]` is Objective-C's `h + v` (NSArray's method): the
    /// constraints of both, added by `addConstraints:`.
    @Test func arraysOfConstraintsJoined() throws {
        let r = try Self.importing("""
            UIView *a = [UIView new];
            a.translatesAutoresizingMaskIntoConstraints = NO;
            [self.view addSubview:a];
            NSArray *h = [NSLayoutConstraint constraintsWithVisualFormat:@"H:|[a]|" options:0 metrics:nil views:NSDictionaryOfVariableBindings(a)];
            NSArray *v = [NSLayoutConstraint constraintsWithVisualFormat:@"V:|[a(40)]" options:0 metrics:nil views:NSDictionaryOfVariableBindings(a)];
            [self.view addConstraints:[h arrayByAddingObjectsFromArray:v]];
            """)
        #expect(r.constraints == ["a.leading == root.leading", "root.trailing == a.trailing", "a.top == root.top", "a.height == 40"])
        #expect(r.outcome.diagnostics.isEmpty, "\(SwiftReaderTests.messages(r.outcome))")
    }

    /// `mas_updateConstraints:` gives its constants to the matching earlier Masonry constraints
    /// (`layoutConstraintSimilarTo:`); one with no match is added as a new constraint, as Masonry does.
    @Test func masonryUpdateChangesTheMatchingConstants() throws {
        let r = try Self.importing("""
            UIView *box = [UIView new];
            [self.view addSubview:box];
            [box mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.equalTo(self.view).offset(10);
                make.width.mas_equalTo(100);
            }];
            [box mas_updateConstraints:^(MASConstraintMaker *make) {
                make.top.equalTo(self.view).offset(50);
                make.height.mas_equalTo(20);
            }];
            """)
        #expect(r.constraints == ["box.top == root.top + 50", "box.width == 100", "box.height == 20"])
        #expect(r.outcome.diagnostics.isEmpty, "\(SwiftReaderTests.messages(r.outcome))")
    }

    @Test func whatCannotBeReadIsReportedByPosition() throws {
        let r = try Self.importing("""
            UIView *a = [UIView new];
            [self.view addSubview:a];
            a.translatesAutoresizingMaskIntoConstraints = NO;
            [a.topAnchor constraintEqualToAnchor:self.view.contentLayoutGuide.topAnchor].active = YES;
            [a mas_makeConstraints:^(MASConstraintMaker *make) { make.width.equalTo(@(kWidth)); }];
            [a.widthAnchor constraintEqualToConstant:10].active = YES;
            [a.heightAnchor constraintEqualToConstant:10.active = YES;
            """)
        let messages = SwiftReaderTests.messages(r.outcome)
        #expect(messages.count == 3, "\(messages)")
        #expect(messages.first?.hasPrefix("4:") == true)
        // `@(kWidth)` is an NSNumber whose constant is defined elsewhere, not a view named kWidth.
        #expect(messages.contains { $0.hasPrefix("5:") && $0.contains("cannot read 'kWidth' in @(…): expected a number") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("7:") })
        #expect(r.constraints == ["a.width == 10"])
    }
}
