// Lesson 1 as Objective-C: the book's Example 5-2 (iOS Auto Layout Demystified, chapter 5,
// "Auto Layout Conflicts Example"), the code that made the conflicting-rules log. Paste it into
// plumb (`import code docs/lessons/01-conflicting-rules.m`, or `paste --objc`) on a fresh
// 320x504 root: the second pin conflicts with the first, plumb prints the log of Example 5-2
// and breaks the 80-point rule, and the label sits 50 points in, as the lesson shows after its
// second pin.
// lesson-point: pin H:|-80-[label]
//
// As the book gives it, with two changes, each marked:
// - [self createLabel] is the book's own helper and the chapter does not show it: here it is a
//   UILabel with the lesson's text, prepared for Auto Layout (Example 5-2's log has no
//   autoresizing constraints, so the book's label did not translate its mask).
// - The book places the label vertically elsewhere; the lesson gives it a top constraint first.
// pin() is the book's helper, read as it defines it (docs/code-import.md, "The book's helpers").

UILabel *label = [[UILabel alloc] init]; // the book: [self createLabel]; // create label
label.text = @"Name";                                       // adapted: createLabel's text
label.translatesAutoresizingMaskIntoConstraints = NO;      // adapted: createLabel prepares it
[self.view addSubview:label]; // add it
[self.view addConstraint:[NSLayoutConstraint constraintWithItem:label attribute:NSLayoutAttributeTop
    relatedBy:NSLayoutRelationEqual toItem:self.view attribute:NSLayoutAttributeTop
    multiplier:1 constant:20]];                             // added: the lesson's vertical position
pin(label, @"H:|-50-[view]"); // Place it 50 points in
pin(label, @"H:|-80-[view]"); // Place it 80 points in
