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

    @Test func whatCannotBeReadIsReportedByPosition() throws {
        let r = try Self.importing("""
            UIView *a = [UIView new];
            [self.view addSubview:a];
            a.translatesAutoresizingMaskIntoConstraints = NO;
            [a.topAnchor constraintEqualToAnchor:self.view.frameLayoutGuide.topAnchor].active = YES;
            [a mas_updateConstraints:^(MASConstraintMaker *make) { make.width.equalTo(@10); }];
            [a.widthAnchor constraintEqualToConstant:10].active = YES;
            [a.heightAnchor constraintEqualToConstant:10.active = YES;
            """)
        let messages = SwiftReaderTests.messages(r.outcome)
        #expect(messages.count == 3, "\(messages)")
        #expect(messages.first?.hasPrefix("4:") == true)
        #expect(messages.contains { $0.hasPrefix("5:1: error: cannot read 'mas_updateConstraints:'") })
        #expect(messages.contains { $0.hasPrefix("7:") })
        #expect(r.constraints == ["a.width == 10"])
    }
}
