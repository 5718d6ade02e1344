// swift-tools-version: 6.0
import PackageDescription

// Modules depend in one direction only (docs/architecture.md draws the graph and says what each
// module may import; ArchitectureTests checks that every module's imports agree with it):
// ConstraintSolver, LayoutSyntax ← LayoutModel ← LayoutText ← (LogImport, InterfaceBuilderImport, CodeImport, Inspector, LayoutPictures) ← Shell ← plumb
let package = Package(
    name: "plumb",
    products: [
        .library(name: "ConstraintSolver", targets: ["ConstraintSolver"]),
        .library(name: "LayoutModel", targets: ["LayoutModel"]),
        .library(name: "LayoutText", targets: ["LayoutText"]),
        .executable(name: "solver-bench", targets: ["SolverBenchmark"]),
        .executable(name: "plumb", targets: ["plumb"]),
        .executable(name: "shell-bench", targets: ["ShellBenchmark"]),
        .executable(name: "plumb-fidelity", targets: ["FidelityTool"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
    ],
    targets: [
        // The strict-priority incremental simplex engine. No Foundation, no I/O.
        .target(name: "ConstraintSolver"),
        // The benchmark workload of ../shared/bench/WORKLOAD.md on our solver (run by Scripts/bench-solver).
        .executableTarget(
            name: "SolverBenchmark",
            dependencies: [
                "ConstraintSolver",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Text forms of constraints (Visual Format Language, equations): syntax trees, parsers,
        // printers and diagnostics with columns. Depends on nothing; the layout model reads it.
        .target(name: "LayoutSyntax"),
        // Views, UIKit's attributes and system constraints on top of the solver; the one
        // translation of the model into solver constraints. No text output.
        .target(name: "LayoutModel", dependencies: ["ConstraintSolver", "LayoutSyntax"]),
        // The model as text and JSON: Apple's and the book's descriptions, conflict logs, view
        // reports, equations, VFL export, JSON values (docs/report-format.md, docs/json.md).
        .target(name: "LayoutText", dependencies: ["LayoutModel", "LayoutSyntax"]),
        // Console logs ("Unable to simultaneously satisfy constraints") into a live model: envelope
        // scanner, description parser with positions, reconstruction (docs/log-import.md).
        .target(name: "LogImport", dependencies: ["LayoutModel", "LayoutText", "LayoutSyntax"]),
        // Interface Builder documents (.xib, .storyboard) into a live session: a safe XMLParser
        // reader, one scene built through the model's API, Xcode's canvas checks, and the writer of
        // `export ib` (docs/interface-builder.md).
        .target(name: "InterfaceBuilderImport", dependencies: ["LayoutModel", "LayoutText", "LayoutSyntax"]),
        // Constraint code as people write it (Swift anchors, NSLayoutConstraint, VFL, SnapKit;
        // Objective-C and Masonry) into a live session, and a session back out as Swift
        // (`paste`, `import code`, `export swift`; docs/code-import.md). Swift is read with swift-syntax.
        .target(
            name: "CodeImport",
            dependencies: [
                "LayoutModel", "LayoutText", "LayoutSyntax",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
            ]
        ),
        // Plain-English explanations (`explain`): conflicts, views, constraints; fixes verified on copies.
        .target(name: "Inspector", dependencies: ["LayoutModel", "LayoutText", "LayoutSyntax", "ConstraintSolver"]),
        // Pictures of a layout: `draw` (terminal boxes), `export svg|json|vfl` (docs/drawing.md).
        .target(name: "LayoutPictures", dependencies: ["LayoutModel", "LayoutText"]),
        // The command language: registry, interpreter, scripts. Never touches a terminal.
        .target(name: "Shell", dependencies: ["LayoutModel", "LayoutText", "LayoutSyntax", "Inspector", "LogImport", "InterfaceBuilderImport", "LayoutPictures", "CodeImport"]),
        // libedit, as SwiftPM sees it: a system library (module map + <histedit.h>).
        .systemLibrary(
            name: "CEditLine",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"]), .brew(["libedit"])]
        ),
        // Non-variadic C wrappers around libedit's el_set/el_get/history and the signal flags.
        .target(name: "CLineEdit", dependencies: ["CEditLine"]),
        // The executable: flags, the line editor, exit codes. The only module that touches a
        // terminal, and the only one that depends on libedit.
        .executableTarget(
            name: "plumb",
            dependencies: [
                "Shell", "LayoutSyntax", "CLineEdit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The in-process side of Scripts/bench-shell: generated sessions, per-command latency,
        // load time against the solver alone (docs/benchmarks.md).
        .executableTarget(name: "ShellBenchmark", dependencies: ["Shell", "LayoutModel", "ConstraintSolver"]),
        // plumb measured on the real material of ../shared/corpus (Scripts/fidelity, docs/fidelity.md):
        // one file per child process, the figures of each split, the commonest failures of train.
        .target(name: "Fidelity", dependencies: ["Shell", "InterfaceBuilderImport", "LogImport", "CodeImport", "LayoutModel", "LayoutSyntax"]),
        .executableTarget(
            name: "FidelityTool",
            dependencies: ["Fidelity", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // Helpers every test target shares (the seeded generator). Not a product.
        .target(name: "PlumbTestSupport", path: "Tests/PlumbTestSupport"),
        // Running scripts through the shell in tests (ShellRun); re-exports PlumbTestSupport.
        .target(name: "ShellTestSupport", dependencies: ["Shell", "LayoutModel", "LayoutSyntax"], path: "Tests/ShellTestSupport"),
        // docs/architecture.md, Package.swift and the imports under Sources/ checked against each other.
        .testTarget(name: "ArchitectureTests"),
        .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver", "PlumbTestSupport"]),
        .testTarget(name: "LayoutSyntaxTests", dependencies: ["LayoutSyntax", "PlumbTestSupport"]),
        .testTarget(name: "LayoutModelTests", dependencies: ["LayoutModel", "LayoutText", "LayoutSyntax", "PlumbTestSupport"], exclude: ["StackViewCases", "NSStackViewCases"]),
        .testTarget(name: "LayoutTextTests", dependencies: ["LayoutText", "LayoutModel", "LayoutSyntax", "PlumbTestSupport"]),
        .testTarget(name: "ShellTests", dependencies: ["PlumbTestSupport", "Shell", "ShellTestSupport", "LogImport", "CodeImport", "LayoutModel", "LayoutText", "LayoutSyntax"], exclude: ["Transcripts"]),
        .testTarget(name: "FidelityTests", dependencies: ["Fidelity", "PlumbTestSupport"]),
        .testTarget(name: "InspectorTests", dependencies: ["PlumbTestSupport", "Inspector", "Shell", "ShellTestSupport"]),
        .testTarget(name: "LogImportTests", dependencies: ["PlumbTestSupport", "LogImport", "LayoutModel", "LayoutText", "LayoutSyntax", "ConstraintSolver"], exclude: ["Corpus", "Dumps", "RealLogs", "Traces"]),
        .testTarget(name: "InterfaceBuilderTests", dependencies: ["PlumbTestSupport", "InterfaceBuilderImport", "LayoutModel", "LayoutText", "LayoutSyntax"], exclude: ["CORPUS.md", "Golden"]),
        .testTarget(name: "CodeImportTests", dependencies: ["PlumbTestSupport", "CodeImport", "LayoutModel", "LayoutText", "LayoutSyntax"], exclude: ["Corpus"]),
        .testTarget(name: "LayoutPicturesTests", dependencies: ["PlumbTestSupport", "LayoutPictures", "Shell", "ShellTestSupport"], exclude: ["Golden"]),
    ],
    swiftLanguageModes: [.v6]
)
