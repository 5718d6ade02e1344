import ConstraintSolver

/// A change to the engine read from the state and made ready for the solver: everything the
/// change needs from the model — a constraint's parts as solver constraints, an item's variable
/// names and rules — so that what is left, the solver's calls and the engine's record of them,
/// reads nothing else (`LayoutEngine.apply`). One change is prepared, applied and finished
/// (`LayoutEngine.finish`) in turn for every change a session makes; a session holding its
/// changes prepares each as it is made and applies them later, on a second thread when there are
/// many (`HeldSolverWorker`).
enum PreparedEngineChange: Sendable {
    case variables(PreparedVariables)
    case constraint(PreparedConstraint)
}

/// A new item's four variables and the engine's rules for it.
struct PreparedVariables: Sendable {
    let item: LayoutItem
    /// What the solver calls the variables (`"v1.minX"` …): read only in its own messages.
    let names: [String]
    /// The id the solver gives the first of them (it numbers variables in the order it makes
    /// them).
    let firstID: Int
    let rules: [(constraint: Constraint, rule: EngineRule)]
    /// The item's name, for the message of a rule the solver refuses.
    let itemName: String
}

/// A model constraint's parts, to put in force.
struct PreparedConstraint: Sendable {
    let handle: ConstraintHandle
    let parts: [Constraint]
    /// Whether a part that cannot hold is added so that the solver finds the conflict's set
    /// (`LayoutEngine.searchesConflictSets`).
    let searches: Bool
}

/// How applying a prepared change ended.
enum AppliedEngineChange {
    /// All of it is in the solver — or nothing was to be done: the constraint was in force.
    case done
    /// Without searching, a part could not hold (the parts added before it are in the solver).
    case doesNotHold(added: [Constraint])
    /// The solver refused a part or a rule (those added before it are in the solver).
    case refused(SolverError, added: [Constraint])
}

extension LayoutEngine {
    /// An item's variables and rules, made ready: the variables are the ones the solver will
    /// make when it has made `firstID` variables, and the engine knows the item by them from now
    /// on (every later change's parts name them).
    func prepareVariables(for item: LayoutItem, in state: LayoutState, firstID: Int) -> PreparedVariables {
        let n = state.name(of: item)
        variables[item] = ItemVariables(
            minX: Variable(madeAfter: firstID), minY: Variable(madeAfter: firstID + 1),
            width: Variable(madeAfter: firstID + 2), height: Variable(madeAfter: firstID + 3))
        return PreparedVariables(
            item: item, names: ["\(n).minX", "\(n).minY", "\(n).width", "\(n).height"], firstID: firstID,
            rules: ruleParts(of: item, in: state).map { ($0.makeConstraint(), $0.rule) }, itemName: n)
    }

    /// An active constraint's parts, made ready; nil when there is no such active constraint.
    func prepareConstraint(_ handle: ConstraintHandle, in state: LayoutState) -> PreparedConstraint? {
        guard let c = state.constraint(handle), c.isActive else { return nil }
        // A user constraint that cannot hold is the one broken whatever the conflict holds
        // (`resolve`): without a reader of the conflict's set, the solver need not search it.
        return PreparedConstraint(
            handle: handle, parts: parts(of: c, in: state).map { $0.makeConstraint() },
            searches: searchesConflictSets || c.kind.isSystem)
    }

    /// Makes the variables in the solver and adds the rules (when `withRules`), in order,
    /// stopping at the first rule refused. Touches the solver and `engineRules` only.
    func apply(_ prepared: PreparedVariables, withRules: Bool = true) -> AppliedEngineChange {
        for (i, name) in prepared.names.enumerated() {
            let made = solver.makeVariable(name)
            precondition(made.id == prepared.firstID + i, "the solver made variables out of the prepared order")
        }
        guard withRules else { return .done }
        for (constraint, rule) in prepared.rules {
            do {
                try solver.add(constraint)
            } catch {
                return .refused(error, added: [])
            }
            engineRules[ObjectIdentifier(constraint)] = rule
        }
        return .done
    }

    /// Adds the parts to the solver, in order, stopping at the first that is refused or, not
    /// searching, cannot hold; records them (`owner`, `inForce`) when all went in. Does nothing
    /// for a constraint in force. Touches the solver, `owner` and `inForce` only.
    func apply(_ prepared: PreparedConstraint) -> AppliedEngineChange {
        guard inForce[prepared.handle] == nil else { return .done }
        var added: [Constraint] = []
        for part in prepared.parts {
            do {
                if prepared.searches {
                    try solver.add(part)
                } else if try !solver.addIfItHolds(part) {
                    return .doesNotHold(added: added)
                }
            } catch {
                return .refused(error, added: added)
            }
            added.append(part)
            owner[ObjectIdentifier(part)] = prepared.handle
        }
        inForce[prepared.handle] = added
        return .done
    }

    /// What is left of making an item's variables after `apply`: a refused rule stops the engine
    /// (a stop, or a failure named after the item).
    func finish(_ prepared: PreparedVariables, _ applied: AppliedEngineChange) {
        guard case .refused(let error, _) = applied else { return }
        if error == .stopped {
            interrupted = true
        } else {
            fail(error, "the engine's rule for '\(prepared.itemName)'")
        }
    }

    /// What is left of putting a constraint in force after `apply`: when a part did not go in,
    /// the parts added before it come out, and the constraint is broken (the conflict resolved
    /// as UIKit does) — or the engine stops, on a stop or a failure.
    func finish(_ prepared: PreparedConstraint, _ applied: AppliedEngineChange, in state: inout LayoutState) {
        switch applied {
        case .done:
            return
        case .doesNotHold(let added):
            takeOut(added)
            breakUnsearched(prepared.handle, in: &state)
        case .refused(let error, let added):
            takeOut(added)
            if error == .stopped {
                interrupted = true
                return
            }
            guard case .unsatisfiable(let conflict) = error else {
                fail(error, "c\(prepared.handle)")
                return
            }
            resolve(conflict, activating: prepared.handle, in: &state)
        }
    }

    /// Takes out of the solver the parts of a constraint that did not all go in.
    private func takeOut(_ added: [Constraint]) {
        for a in added {
            removeFromSolver(a)
            owner[ObjectIdentifier(a)] = nil
        }
    }

    /// Applies and finishes a prepared change on this thread, as the session would have made it
    /// then: nothing once the engine has stopped, and only the variables of an item made after.
    func applyAndFinish(_ change: PreparedEngineChange, in state: inout LayoutState) {
        switch change {
        case .variables(let p): finish(p, apply(p, withRules: !interrupted))
        case .constraint(let p): if !interrupted { finish(p, apply(p), in: &state) }
        }
    }
}
