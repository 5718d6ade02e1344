import Inspector
import LayoutModel
import LayoutText

/// The one line an editing command prints when a person is watching: what changed, then which
/// views moved (and the conflicts that appeared or went away), e.g.
///
///     constant c1: 20 → 40; moved label, field
///     root: 320x504 → 200x504; moved root, field
///     nametag label: none → NameLabel
///
/// Echo, as a building command's description is: printed for lines typed at the prompt (unless
/// `set echo off`), and in scripts only with `set echo on` (docs/scripts.md, "Echo"). Which views moved comes from
/// `SettingChangeReport`, the same comparison `set rtl on` reports with.
struct EditSummary {
    /// What changed: `constant c1: 20 → 40`.
    var what: String
    /// Whether the change can move views (a nametag or a content mode cannot: no "moved" part).
    var canMove: Bool

    /// `before → after`, or `→ after` when the targets had different values before.
    static func change(_ before: [String], _ after: String) -> String {
        guard let first = before.first, before.allSatisfy({ $0 == first }) else { return "→ " + after }
        return first + " → " + after
    }

    /// The handles of constraints, as one list: `c1`, `c2, c3`.
    static func handles(_ handles: [ConstraintHandle], in state: LayoutState) -> String {
        handles.map { state[$0].handleName }.joined(separator: ", ")
    }

    /// Constraints no longer broken that are in force again: not the ones the edit took out of
    /// force or removed (deactivating a broken constraint ends no conflict).
    static func restored(_ report: SettingChangeReport, in state: LayoutState) -> [ConstraintHandle] {
        report.holdingAgain.filter { h in state.constraint(h).map { $0.isActive && !$0.isBroken } ?? false }
    }

    /// A constraint's state as the activation line shows it: `active`, `broken`, `inactive`.
    static func activity(_ c: LayoutConstraint) -> String { !c.isActive ? "inactive" : c.isBroken ? "broken" : "active" }

    /// The line, given what moved and broke.
    func line(_ report: SettingChangeReport, in state: LayoutState) -> String {
        var parts = [what]
        if canMove || !report.moves.isEmpty {
            parts.append(report.moves.isEmpty ? "no view moved" : "moved " + report.moves.map(\.name).joined(separator: ", "))
        }
        let name = { (h: ConstraintHandle) in state.constraint(h)?.handleName ?? "#\(h)" }
        let broken = report.newlyBroken, restored = Self.restored(report, in: state)
        if !broken.isEmpty {
            parts.append("\(broken.count) conflict\(broken.count == 1 ? "" : "s") appeared (\(broken.map(name).joined(separator: ", ")) broken)")
        }
        if !restored.isEmpty {
            parts.append("\(restored.count) conflict\(restored.count == 1 ? "" : "s") gone (\(restored.map(name).joined(separator: ", ")) holds again)")
        }
        return parts.joined(separator: "; ")
    }}
