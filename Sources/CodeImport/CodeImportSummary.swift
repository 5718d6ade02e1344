import LayoutModel
import LayoutSyntax

/// What `paste` / `import code` says it did: counts, the views it made (and which the code never
/// declared), what it turned on, and how much could not be read.
enum CodeImportSummary {
    static func lines(_ o: CodeImporter.Outcome) -> [String] {
        var out: [String] = []
        let b = o.build
        var parts: [String] = []
        parts.append(count(b.constraintsAdded, "constraint"))
        if b.formatsRead > 0 { parts.append("\(count(b.formatsRead, "visual format")) among them") }
        if b.inactiveAdded > 0 { parts.append("\(b.inactiveAdded) never activated (added inactive)") }
        if b.updates > 0 { parts.append("\(b.updates) constant\(b.updates == 1 ? "" : "s") changed by update blocks") }
        if b.removedByRemake > 0 { parts.append("\(b.removedByRemake) more made and then removed by a remake block (not added)") }
        out.append("read \(o.language.rawValue): " + parts.joined(separator: ", "))
        if !b.madeViews.isEmpty {
            let views = b.madeViews.map { "\($0.name) (\($0.className))" }.joined(separator: ", ")
            out.append("made \(count(b.madeViews.count, "view")): \(views)")
        }
        if !b.plumbNamed.isEmpty {
            let named = b.plumbNamed.map { made -> String in
                let at = "\(made.view.location.line):\(made.view.location.column)"
                switch made.view.naming {
                case .reassigned(let variable): return "\(made.name) (the next new view '\(variable)' is given, \(at))"
                default: return "\(made.name) (a \(made.view.className) made without a variable, \(at))"
                }
            }
            out.append("named by plumb: " + named.joined(separator: ", "))
        }
        if !b.madeAsDeclared.isEmpty {
            out.append("declared but not made in the code (outlets, or made elsewhere), made with their declared class: "
                + b.madeAsDeclared.map { "\($0.name) (\($0.className))" }.joined(separator: ", "))
        }
        if !b.madeUp.isEmpty {
            out.append("not declared in the code, made as UIView: " + b.madeUp.joined(separator: ", "))
        }
        var settings: [String] = []
        if b.contentPriorities > 0 { settings.append(count(b.contentPriorities, "content priority", plural: "content priorities")) }
        if b.stackSettings > 0 { settings.append(count(b.stackSettings, "stack-view setting")) }
        if !b.translating.isEmpty { settings.append("autoresizing translation on for " + b.translating.joined(separator: ", ")) }
        if !settings.isEmpty { out.append("set " + settings.joined(separator: ", ")) }
        let errors = o.diagnostics.filter { $0.severity == .error }.count
        if errors > 0 {
            out.append("not read: \(count(errors, "part")) of the code (the errors above); the rest was imported")
        } else {
            out.append("every statement of layout code was read (\(count(o.code.statementsRead, "statement")))")
        }
        return out
    }

    static func count(_ n: Int, _ word: String, plural: String? = nil) -> String {
        "\(n) " + (n == 1 ? word : plural ?? word + "s")
    }
}
