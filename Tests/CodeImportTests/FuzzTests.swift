import Foundation
import LayoutModel
import PlumbTestSupport
import Testing
@testable import CodeImport

/// The Swift and Objective-C readers and the builder on mutated constraint code: the corpus snippets and the
/// round-trip forms cut, spliced, with tokens swapped and characters flipped, in both readers.
/// Nothing may crash or hang, and every diagnostic must point inside its input. A few
/// thousand inputs by default, in each of the two tests (the first takes the language from the
/// text, so most of its inputs are Swift; the second reads every input as Objective-C);
/// `PLUMB_CODE_FUZZ_INPUTS=100000` for the full run of issue 16 (each run's first 3,000 inputs
/// are CI's: the count only says where the same sequence stops).
///
/// `PLUMB_CODE_FUZZ_SLICE=K/N` reads only the inputs whose index is K modulo N (all are still made,
/// so each keeps its index), for N processes that together make one run; a line every 10,000
/// inputs says how far a long run is.
///
/// A hang is an input that takes longer than `PLUMB_CODE_FUZZ_LIMIT_MS` (default 10,000 ms, far
/// above the slowest input seen, about 0.2 s in a debug build under load): the test fails naming
/// it. This is a watchdog, not a speed measurement (Scripts/ has those); an input that never
/// finishes stops the run, which is then a hang too.
@Suite(.tags(.slow)) struct CodeFuzzTests {
    static let count = Int(ProcessInfo.processInfo.environment["PLUMB_CODE_FUZZ_INPUTS"] ?? "") ?? 3_000
    static let limit = Duration.milliseconds(Int(ProcessInfo.processInfo.environment["PLUMB_CODE_FUZZ_LIMIT_MS"] ?? "") ?? 10_000)
    static let slice: (k: Int, n: Int) = {
        let parts = (ProcessInfo.processInfo.environment["PLUMB_CODE_FUZZ_SLICE"] ?? "").split(separator: "/").compactMap { Int($0) }
        return parts.count == 2 && parts[1] >= 1 && (0..<parts[1]).contains(parts[0]) ? (parts[0], parts[1]) : (0, 1)
    }()
    /// How many of the `count` inputs this process reads.
    static var sliceCount: Int { (0..<count).filter { $0 % slice.n == slice.k }.count }

    /// Makes `count` inputs from `seeds` with `rng` and runs those of this process's slice.
    static func run(_ name: String, seeds: [String], rng: inout SplitMix64, language: CodeLanguage?) -> Tally {
        var tally = Tally()
        for index in 0..<count {
            let input = mutate(rng.pick(seeds), &rng)
            if index % 10_000 == 0 && index > 0 { print("so far, \(index) inputs made; " + tally.report(name)) }
            guard index % slice.n == slice.k else { continue }
            tally.run(input, language, index: index)
        }
        return tally
    }

    static let fragments = [
        "view", "self.view", "label", "a", "b", ".", "(", ")", "[", "]", "{", "}", ",", ":", "=", "\n",
        "leadingAnchor", "trailingAnchor", "widthAnchor", "topAnchor", "centerXAnchor", ".constraint(equalTo: ",
        ".constraint(equalToConstant: ", "constant: ", "multiplier: ", ".isActive = true", ".priority = ",
        "UILayoutPriority(", ".defaultHigh", "999", "-16", "0.5", "1e308", "\"H:|-[a]-|\"", "\"V:[a(==b)]\"",
        "NSLayoutConstraint.activate([", "NSLayoutConstraint.constraints(withVisualFormat: ", "options: [], metrics: nil, views: [\"a\": a]",
        "NSLayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: view, attribute: .leading, multiplier: 1, constant: 0)",
        ".snp.makeConstraints { make in ", "make.edges.equalToSuperview()", ".inset(", ".offset(", "$0", "let ", "var ",
        "= UILabel()", "UIStackView(arrangedSubviews: [a, b])", ".addSubview(", ".addArrangedSubview(", "for v in [a, b] {",
        ".forEach { ", "translatesAutoresizingMaskIntoConstraints = false", "setContentHuggingPriority(.required, for: .horizontal)",
        ".axis = .vertical", ".spacing = ", "{ let l = UILabel(); return l }()", "#if", "/*", "\"\\(", "🙂", "\u{0}",
        "[", "]", "@[", "@{", "@\"", ";", "^(MASConstraintMaker *make) {", "make.left.equalTo(", "mas_makeConstraints:",
        "[NSLayoutConstraint constraintWithItem:", " attribute:NSLayoutAttributeLeading relatedBy:NSLayoutRelationEqual toItem:",
        "NSDictionaryOfVariableBindings(", "constraintEqualToAnchor:", ".active = YES", "UIView *", "[[UILabel alloc] init]",
    ]

    /// The corpus's snippets (none when the shared corpus is absent: the run says so, and the
    /// fuzzer still runs on the forms written here) and two written for this test.
    static func seeds() -> [String] {
        let folder = CorpusTests.folder
        let corpus = corpusSnippets().compactMap { try? String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
        return corpus + [
            "a.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true",
            "b.snp.makeConstraints { $0.top.equalTo(a.snp.bottom).offset(8) }",
        ]
    }

    static func mutate(_ text: String, _ rng: inout SplitMix64) -> String {
        var scalars = Array(text.unicodeScalars)
        for _ in 0..<rng.int(1...6) {
            switch rng.int(0...4) {
            case 0 where !scalars.isEmpty: // cut a range
                let i = rng.int(scalars.count), n = rng.int(0...min(40, scalars.count - i))
                scalars.removeSubrange(i..<(i + n))
            case 1: // insert a fragment
                let f = Array(rng.pick(fragments).unicodeScalars)
                scalars.insert(contentsOf: f, at: rng.int(scalars.count + 1))
            case 2 where !scalars.isEmpty: // flip a character
                scalars[rng.int(scalars.count)] = rng.pick(Array("()[]{}.,:=\"$0a \n-".unicodeScalars))
            case 3 where scalars.count > 2: // duplicate a slice
                let i = rng.int(scalars.count), n = rng.int(0...min(80, scalars.count - i))
                scalars.insert(contentsOf: scalars[i..<(i + n)], at: rng.int(scalars.count + 1))
            default: // splice in a fragment repeated (deep nesting)
                let f = rng.pick(["(", "[", "{", "a.", "-"])
                scalars.insert(contentsOf: Array(String(repeating: f, count: rng.int(1...300)).unicodeScalars), at: rng.int(scalars.count + 1))
            }
        }
        var s = String.UnicodeScalarView()
        s.append(contentsOf: scalars)
        return String(s)
    }

    /// Objective-C and Masonry: the corpus's `.m` snippets and one of each form the reader knows
    /// (docs/code-import.md), written for this test.
    static func objectiveCSeeds() -> [String] {
        let folder = CorpusTests.folder
        let corpus = corpusSnippets().filter { $0.hasSuffix(".m") }
            .compactMap { try? String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
        return corpus + [
            """
            UILabel *title = [[UILabel alloc] init];
            title.translatesAutoresizingMaskIntoConstraints = NO;
            [self.view addSubview:title];
            [NSLayoutConstraint activateConstraints:@[
                [title.leadingAnchor constraintEqualToAnchor:self.view.layoutMarginsGuide.leadingAnchor constant:16],
                [title.topAnchor constraintEqualToSystemSpacingBelowAnchor:self.view.safeAreaLayoutGuide.topAnchor multiplier:1],
            ]];
            NSLayoutConstraint *w = [title.widthAnchor constraintLessThanOrEqualToConstant:300];
            w.priority = UILayoutPriorityDefaultHigh - 1;
            w.active = YES;
            """,
            """
            UIView *a = [UIView new], *b = [[UIButton alloc] initWithFrame:CGRectZero];
            [self.view addSubview:a]; [self.view addSubview:b];
            NSDictionary *views = NSDictionaryOfVariableBindings(a, b);
            [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-(m)-[a(>=40@750)]-[b(==a)]-|"
                options:NSLayoutFormatAlignAllTop | NSLayoutFormatDirectionLeadingToTrailing metrics:@{@"m": @20} views:views]];
            [self.view addConstraint:[NSLayoutConstraint constraintWithItem:a attribute:NSLayoutAttributeTop relatedBy:NSLayoutRelationEqual
                toItem:self.view attribute:NSLayoutAttributeTop multiplier:1.0 constant:8]];
            [b setContentHuggingPriority:UILayoutPriorityRequired forAxis:UILayoutConstraintAxisHorizontal];
            """,
            """
            UIStackView *stack = [[UIStackView alloc] initWithArrangedSubviews:@[a, b]];
            stack.axis = UILayoutConstraintAxisVertical;
            stack.spacing = 8;
            [stack setCustomSpacing:16 afterView:a];
            [self.view addSubview:stack];
            [stack mas_makeConstraints:^(MASConstraintMaker *make) {
                make.edges.equalTo(self.view).insets(UIEdgeInsetsMake(10, 20, 10, 20));
                make.width.lessThanOrEqualTo(@400).priorityHigh();
                make.centerY.equalTo(self.view.mas_centerY).offset(-4);
            }];
            """,
        ]
    }

    /// The corpus snippets that seed the fuzzers; without the shared corpus, none, and a line
    /// saying that part is skipped (the seeds written here still run).
    static func corpusSnippets() -> [String] {
        guard CorpusFolder.isPresent else {
            print("code fuzz, corpus seeds: \(CorpusFolder.skipMessage)")
            return []
        }
        return CorpusTests.snippets
    }

    /// Imports `input` as `language` (nil: detected), checks it, and counts it.
    struct Tally {
        var imported = 0, objectiveC = 0, withErrors = 0, checked = 0
        var slowest = Duration.zero, slowestIndex = -1

        mutating func run(_ input: String, _ language: CodeLanguage?, index: Int) {
            let clock = ContinuousClock()
            let start = clock.now
            let o = CodeImporter.importCode(input, language: language, into: LayoutSession())
            let took = clock.now - start
            if took > slowest { slowest = took; slowestIndex = index }
            #expect(took < CodeFuzzTests.limit, "input \(index) took \(took) (a hang): \(input.debugDescription.prefix(2_000))")
            if o.build.changedAnything { imported += 1 }
            if o.language == .objectiveC { objectiveC += 1 }
            if !o.diagnostics.filter({ $0.severity == .error }).isEmpty { withErrors += 1 }
            // Every diagnostic points inside the input.
            let lines = input.split(separator: "\n", omittingEmptySubsequences: false).count
            #expect(o.diagnostics.allSatisfy { $0.line >= 1 && $0.line <= lines + 1 && $0.column >= 1 })
            checked += 1
        }

        func report(_ name: String) -> String {
            let ms = Double(slowest.components.seconds) * 1e3 + Double(slowest.components.attoseconds) / 1e15
            let slice = CodeFuzzTests.slice.n > 1 ? " (slice \(CodeFuzzTests.slice.k)/\(CodeFuzzTests.slice.n) of \(CodeFuzzTests.count))" : ""
            return "\(name): \(checked) inputs\(slice); \(imported) imported something, \(withErrors) with errors, \(objectiveC) read as Objective-C; slowest input \(slowestIndex) took \(Int(ms.rounded())) ms (limit \(CodeFuzzTests.limit))"
        }
    }

    @Test func mutatedCodeNeverCrashes() {
        var rng = SplitMix64(seed: 16)
        let tally = Self.run("code fuzz", seeds: Self.seeds(), rng: &rng, language: nil)
        print(tally.report("code fuzz"))
        #expect(tally.checked == Self.sliceCount && Self.count >= 1_000)
        #expect(tally.imported > tally.checked / 10, "mutations too destructive: only \(tally.imported) of \(tally.checked) imported anything")
    }

    /// As many inputs again for the Objective-C reader, every one read as Objective-C (the test
    /// above detects the language, and most of its seeds are Swift).
    @Test func mutatedObjectiveCNeverCrashes() {
        let seeds = Self.objectiveCSeeds()
        var rng = SplitMix64(seed: 1_616)
        let tally = Self.run("Objective-C code fuzz", seeds: seeds, rng: &rng, language: .objectiveC)
        print(tally.report("Objective-C code fuzz"))
        #expect(seeds.count >= (CorpusFolder.isPresent ? 8 : 3))
        #expect(tally.checked == Self.sliceCount && tally.objectiveC == tally.checked && Self.count >= 1_000)
        #expect(tally.imported > tally.checked / 10, "mutations too destructive: only \(tally.imported) of \(tally.checked) imported anything")
    }
}
