import Testing
import ShellTestSupport

/// Two optional constraints at one priority that want different values tie: the engine
/// minimises their summed error, every value between them costs the same, and the view is
/// ambiguous there. `explain` used to say "higher priorities elsewhere win" — there are none.
@Suite struct ExplainTieTests {
    @Test func equalPrioritiesTieAndSaySo() {
        let out = lastOutput("""
            add view q
            add q.width == 100 @500
            add q.width == 200 @500
            explain q
            """)
        #expect(!out.contains("higher priorities elsewhere win"), "\(out)")
        #expect(out.contains("c2 q.width == 200 @500 ties with c1 q.width == 100 @500 at priority 500: neither wins; every width between them is as good, which is why q is ambiguous in width."), "\(out)")
    }

    /// A real defeat still reads as one: a required width beats the optional one.
    @Test func aHigherPriorityStillBeats() {
        let out = lastOutput("""
            add view q
            add q.width == 100
            add q.width == 200 @500
            explain q
            """)
        #expect(out.contains("beats c2 q.width == 200 @500"), "\(out)")
        #expect(!out.contains("ties with"), "\(out)")
    }
}
