import Testing

extension Tag {
    /// Tests that take seconds, not milliseconds: the fuzzers, the big property runs, the real
    /// terminal. `Scripts/test --quick` skips them; `Scripts/test` (and CI) runs everything.
    @Tag public static var slow: Self
}
