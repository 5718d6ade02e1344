import ConstraintSolver
import PlumbTestSupport
import Testing

/// Making a marker explicit takes each composite that hides it once (CompositeDummies.swift).
/// Taken once per path instead, a stack view's check in a real document ran for minutes:
/// `FollowUsFooterView.xib` (rileytestut/Delta, a stack of credits) rewrote 923,000 composites
/// for 40 in one removal, and its `plumb check` did not finish in five minutes (issue 34).
@Suite struct CompositeExtractWorkTests {
    /// Counted in composites rewritten (`SolverWork.compositeRewrites`), the same on every
    /// machine. Measured after the fix: 6,653 for the whole check (48 combinations); before
    /// it, one removal alone took 923,000.
    @Test(.needsCorpus) func aStackOfCreditsChecksInBoundedWork() {
        let meter = SolverWork()
        let run = SolverWork.$meter.withValue(meter) {
            IBDocumentCheckTests.check(["ios-rileytestut_Delta-FollowUsFooterView.xib"], in: IBDocumentCheckTests.corpus.path)
        }
        #expect(run.out.contains("1 scene checked, 48 combinations of size, direction and strings"), "\(run.out.suffix(300))")
        #expect(meter.compositeRewrites <= 100_000, "\(meter.compositeRewrites) composites rewritten")
    }
}
