// swift-tools-version: 6.0
import PackageDescription

// Modules depend in one direction only:
// ConstraintSolver ← LayoutModel ← (VisualFormat, Importers) ← Inspector ← Shell ← plumb
// See docs/architecture.md.
let package = Package(
    name: "plumb",
    products: [
        .library(name: "ConstraintSolver", targets: ["ConstraintSolver"]),
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
        .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver"]),
        .testTarget(name: "LayoutSyntaxTests", dependencies: ["LayoutSyntax"]),
    ],
    swiftLanguageModes: [.v6]
)
