// Lesson 7 as Objective-C: the book's Example 5-1 (iOS Auto Layout Demystified, chapter 5,
// "Solution: Switch Off Autosizing Translation"), the label centred with Auto Layout, with the
// book's fix — translatesAutoresizingMaskIntoConstraints switched off. Paste it into plumb
// (`import code docs/lessons/07-autoresizing.m`, or `paste --objc`) on a fresh 320x504 root:
// the label is centred, as at the end of the lesson after `translates label off` and both
// centring constraints.
// lesson-point: add label.centerY == root.centerY
//
// As the book gives it, with one change, marked: [self createLabel] is the book's own helper
// and the chapter does not show it; here it is a UILabel with the lesson's text. Leave out the
// fix line and plumb shows the book's log instead: the autoresizing constraints of a zero
// frame against the centring. centerView() is the book's helper, read as it defines it
// (docs/code-import.md, "The book's helpers").

UILabel *label = [[UILabel alloc] init]; // the book: [self createLabel]; // Create label
label.text = @"Hello";                                      // adapted: createLabel's text
[self.view addSubview:label]; // Add to view
label.translatesAutoresizingMaskIntoConstraints = NO; // the book's fix (Debugging Rule 1)
centerView(label, 1000); // Add Auto Layout centering
