/// # LayoutSyntax — the text forms of constraints, as syntax
///
/// Text in, syntax trees out, and back; precise diagnostics. No views, no solving: the layout
/// model maps these trees onto its views. Pure Swift standard library (no Foundation).
///
/// ## What is here
/// - ``VisualFormat``: Apple's Visual Format Language (`H:|-[a]-8-[b(>=50@750)]-|`), parsed by
///   ``VisualFormat/parse(_:)`` and printed by ``VisualFormat/canonicalText``.
/// - ``PinCommand``: the argument of the shell's `pin`: a format plus ``VFLOptions``.
/// - ``ConstraintEquation``: the shell's `add` form
///   (`a.width == b.width * 0.5 + 20 @750 id "Half"`), Apple's log forms and the book's
///   `<V0:0x7133370>.left == <RootView:0x71331c0>.left + 211.0`.
/// - ``Diagnostic``: message, 1-based column and end column, and
///   ``Diagnostic/rendered(source:file:line:)`` for `FILE:LINE:COL: error: …` with a caret line.
///
/// ## Decisions
/// - **Columns** are 1-based and count `Character`s; ranges are half-open (`end` exclusive). A
///   parser that reads part of a line reports columns in that part: shift errors with
///   ``Diagnostic/shifted(by:)`` (and ranges with ``SourceRange/shifted(by:)``).
/// - **Equality**: nodes compare with their ranges (synthesised `==`); structural comparison is
///   ``SyntaxNode/isStructurallyEqual(to:)``, i.e. `==` after ``SyntaxNode/withoutSourceRanges()``.
///   The round-trip property is `parse(t.canonicalText).isStructurallyEqual(to: t)`.
/// - **Whitespace** (spaces and tabs) is allowed between any two tokens, never inside one: not
///   inside `==`, a name, a number, `0x…`, `item.attribute`, `Class:0x…'label'`. Apple's VFL
///   scanner is at least this tolerant of spaces around tokens; nothing that Apple accepts
///   without spaces is refused. Newlines are not whitespace (one command is one line).
/// - **Names** are C identifiers (`[A-Za-z_][A-Za-z0-9_]*`, ASCII). In equations an item may be
///   dotted (`AddressToolbar.lockIcon.width`, as Apple prints views with an identifier): the
///   attribute is the last segment. A pseudo-address `0x7a8724b0` works wherever a name does,
///   and so does Apple's description `UILabel:0x7a8724b0'Name'` (class, address or Masonry key,
///   optional quoted text). The text in quotes ends at the first `'` followed by `.` (equations)
///   or by `]`, `(`, `)`, `,`, `@` (VFL); quotes are never escaped, as in Apple's logs.
/// - **Numbers**: `digits[.digits][e[+-]digits]` or `.digits…`, no hex floats, no `inf`/`nan`.
///   Non-finite results and magnitudes above 1e9 (``SyntaxLimits/maximumMagnitude``) are
///   refused. VFL numbers may carry a sign only inside parentheses (`-(-8)-`, `[a(>=-5)]`): the
///   simple form `-8-` is Apple's `positiveNumber`. In equations a sign may be followed by spaces
///   (`== - 16`, `== + 70`, as in Apple's logs). Canonical text prints whole numbers without a
///   decimal point (`211.0` → `211`).
/// - **Priorities** are numbers greater than 0 and at most 1000, to thousandths (`@750`,
///   `@ 750`, `@999.5`, `@999.999`: ``LayoutPriority``); anything else is an error at parse time
///   (0, 1000.5, -1 out of UIKit's range; `999.9999` finer than thousandths). In VFL a priority
///   may also be a metric name (kept symbolic).
/// - **Metrics are kept symbolic.** Syntax cannot tell a metric from a view name (`[a(==b)]`
///   vs `-(pad)-`), so a name stays ``VFLObject/reference(_:)`` (`.name`) until
///   ``VisualFormat/resolvingMetrics(_:)`` (or ``VisualFormat/parse(_:metrics:)``) replaces the
///   names the dictionary has by numbers: unknown names in connections are errors there, unknown
///   names in a view's own predicates are left as view names for the model.
/// - **Standard spacing** (`-` alone) is ``VFLConnection/Kind/standard``, distinct from any
///   number: the model decides (8 between siblings, 20 to the superview). `[a][b]` is
///   ``VFLConnection/Kind/adjacent`` (0).
/// - **Relation `==` is the default** in predicates and is not kept as written. Canonical VFL
///   omits `==` before numbers and system spacing (`[button(100@20)]`, `-(-8)-`) and writes it
///   before names (`[a(==b)]`); a connection with one `==` number/name predicate and no
///   priority prints in the simple form (`-8-`, `-pad-`). The orientation is always printed.
/// - **Apple's log forms** parse too, so an importer can use these parsers: `(LTR)` at the end of
///   an H format (``VisualFormat/isLeftToRight``), `NSSpace(8)` and
///   `NSLayoutAnchorConstraintSpace(8)` as a predicate object or after an equation's second item,
///   `minX`… as attribute synonyms, `a.x == 0.2*b.x` and `a.x == b.x * 0.2`. The envelope of a
///   log line (`<NSLayoutConstraint:0x… …>`, `(active, names: …)`) is the importer's business.
/// - **Attributes** are validated by name only (unknown ones are refused, with "did you mean"
///   and the full list); mixing axes is the model's business. `baseline` is `lastBaseline`
///   (UIKit gives them the same value) and `minX minY maxX maxY midX midY` are `left top right
///   bottom centerX centerY`; trees keep the normalised attribute.
/// - **Equations**: the multiplier may be written before (`0.5 * b.width`) or after
///   (`b.width * 0.5`), not both, and before the constant; `×` is accepted for `*`. Canonical
///   text puts it after and omits it when 1, omits a zero constant (a unary equation always
///   prints its constant), then ` @P`, then ` id "…"` (`\"` and `\\` escaped; `@` and `id`
///   may come in either order when parsing, each once). An empty identifier is refused.
/// - **VFL options** are written after the format in `pin`:
///   `pin H:[a]-[b] align top,bottom direction left-to-right spacing baseline-to-baseline`.
///   (`--align` was rejected: after a format, `-` would start a connection.) Each option once,
///   any order. Apple's rules are checked: an H format aligns only top, bottom, centerY,
///   firstBaseline, lastBaseline/baseline; a V format only left, right, leading, trailing,
///   centerX; leading/trailing and left/right never mix; `direction` is for H formats (it would
///   do nothing in V) and must agree with `(LTR)`; `spacing baseline-to-baseline` is for V
///   formats.
/// - **Messages** say what was expected and what was found, in the compiler style, lower case,
///   no final period: `expected ']' after view name 'a', found '-'`; "found" quotes the whole
///   word or operator run at the column, or says `end of input`.
public enum LayoutSyntax {}
