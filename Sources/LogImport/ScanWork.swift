/// The description parser's work as a count: every scalar it reads, one by one or as a slice.
/// Tests bound a parse's work by its input's length with it (a parser that re-reads its input
/// grows faster than the input), where a time limit would fail on a slow or busy machine.
///
/// A meter counts for the task that installed it (`ScanWork.$meter.withValue(meter) { … }`);
/// the parser looks it up once per description, so reading costs one branch per scalar.
final class ScanWork: @unchecked Sendable {
    /// Scalars read so far.
    private(set) var reads = 0

    init() {}

    /// The meter counting now, if any.
    @TaskLocal static var meter: ScanWork?

    func count(_ n: Int) { reads &+= n }
}

/// The scalars of one description as the parser reads them, counted when a ``ScanWork`` meter
/// was installed when the parser was made.
struct ScannedScalars {
    let scalars: [Unicode.Scalar]
    let meter: ScanWork?

    init(_ scalars: [Unicode.Scalar]) {
        self.scalars = scalars
        meter = ScanWork.meter
    }

    var count: Int { scalars.count }

    subscript(k: Int) -> Unicode.Scalar {
        meter?.count(1)
        return scalars[k]
    }

    subscript(r: Range<Int>) -> ArraySlice<Unicode.Scalar> {
        meter?.count(r.count)
        return scalars[r]
    }
}
