// swift-tools-version: 6.0
import PackageDescription

// Modules depend in one direction only:
// ConstraintSolver ← LayoutModel ← (VisualFormat, Importers) ← Inspector ← Shell ← plumb
// See docs/architecture.md.
let package = Package(
    name: "plumb",
    products: [
        .library(name: "ConstraintSolver", targets: ["ConstraintSolver"]),
        .library(name: "LayoutModel", targets: ["LayoutModel"]),
        .executable(name: "solver-bench", targets: ["SolverBenchmark"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
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
        // Views, UIKit's attributes and system constraints on top of the solver.
        .target(name: "LayoutModel", dependencies: ["ConstraintSolver", "LayoutSyntax"]),
        .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver"]),
        .testTarget(name: "LayoutSyntaxTests", dependencies: ["LayoutSyntax"]),
        .testTarget(name: "LayoutModelTests", dependencies: ["LayoutModel"]),
    ],
    swiftLanguageModes: [.v6]
)
