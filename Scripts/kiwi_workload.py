#!/usr/bin/env python3
"""kiwisolver's side of plumb's solver benchmark (run by Scripts/bench-solver).

The grid workload of WORKLOAD.md (shared/bench/ beside the repository), built on
kiwisolver exactly as shared/bench/kiwi_bench.py builds it and as
Sources/SolverBenchmark builds it on plumb's solver: the same variables in the
same order, the same constraints in the same order, the same workloads, the same
correctness check.

Workloads (fresh solver per run; each (workload, N) measured in --runs runs,
the median run reported):
  build+solve     add every constraint (root.width fixed by a required
                  root.width == 1000), then updateVariables once
  edit-attach     root.width becomes a strong edit variable: addEditVariable,
                  suggestValue(1000), remove the required root.width == 1000,
                  updateVariables
  resize          suggestValue(root.width, 300..1299) + updateVariables, each
                  step timed (median step, slowest step and its width)
  churn           10 rounds: remove the preferred width of every view
                  i % 10 == k (ascending i), solve, re-add them, solve
  conflict        add view[N/2].width <= 10 (required) against width >= 20: it
                  must raise UnsatisfiableConstraint; whether the solution
                  survived it is reported (kiwi's does not: nucleic/kiwi#52)

Constraint objects are built before the build+solve clock starts ('construct'
is reported separately), as in kiwi_bench.py.

--time-limit S bounds the wall-clock time of each N (all its runs): each N then
runs in a child process that is killed when the limit is reached, and a line
'LIMIT side=kiwi n=N seconds=S' is printed instead of that N's results (a pivot
inside kiwi's C++ core holds the interpreter, so only a separate process can be
stopped in time).

Output (--format machine, what bench-solver parses), one record per line:
  META side=kiwi kiwisolver=1.5.1 python=3.11.7 machine=x86_64 runs=3 time_limit=120
  INFO side=kiwi n=100 constraints=604
  RESULT side=kiwi n=100 constraints=604 workload=build+solve seconds=0.007700000 runs=a,b,c
  RESULT ... workload=resize-step-max seconds=S runs=... width=1113 worst=S worst_width=1113
  RESULT ... workload=conflict seconds=S runs=... size=- set=- state=changed max_change=709.2 w_after=10,10,10
  LIMIT side=kiwi n=10000 seconds=120
  FAIL side=kiwi n=100 run=1 workload=churn message=...
--format text prints kiwi_bench.py's lines.  A failed check exits with status 1.

Usage:
  .build/kiwi-venv/bin/python Scripts/kiwi_workload.py --sizes 100 1000 --runs 3
  .build/kiwi-venv/bin/python Scripts/kiwi_workload.py --sizes 10000 --runs 1 --time-limit 1800
"""

import argparse
import os
import platform
import statistics
import subprocess
import sys
import threading
import time

import kiwisolver as kiwi
from kiwisolver import Solver, UnsatisfiableConstraint, Variable

COLS = 10            # views per row
MARGIN = 20.0        # root edge inset
GAP = 8.0            # spacing between siblings / rows
MIN_W = 20.0         # width >= 20 (required)
PREF_W = 100.0       # preferred width (medium)
ROOT_W0 = 1000.0     # initial root width
ROOT_H = 1000.0      # root height (required constraint)
RESIZES = [300.0 + k for k in range(1000)]   # 300 .. 1299
CHURN_ROUNDS = 10


class CheckFailed(Exception):
    def __init__(self, workload, message):
        super().__init__(f"{workload}: {message}")
        self.workload = workload
        self.message = message


class Model:
    """Variables and constraint objects of one grid of n views (kiwi_bench.py's Model)."""

    def __init__(self, n):
        self.n = n
        self.rl = Variable("root.left")
        self.rt = Variable("root.top")
        self.rw = Variable("root.width")
        self.rh = Variable("root.height")
        self.l = [Variable(f"v{i}.left") for i in range(n)]
        self.t = [Variable(f"v{i}.top") for i in range(n)]
        self.w = [Variable(f"v{i}.width") for i in range(n)]
        self.h = [Variable(f"v{i}.height") for i in range(n)]
        self.root_cns = [
            (self.rl == 0) | "required",
            (self.rt == 0) | "required",
            (self.rh == ROOT_H) | "required",
        ]
        self.root_w_fix = (self.rw == ROOT_W0) | "required"
        self.view_cns = []
        self.pref = []
        for i in range(n):
            r, c = divmod(i, COLS)
            l, t, w, h = self.l[i], self.t[i], self.w[i], self.h[i]
            cns = []
            cns.append((w == h * 1.0) | "required")                     # a aspect
            cns.append((w >= MIN_W) | "required")                       # b min width
            if c == 0:                                                  # c leading
                cns.append((l == self.rl + MARGIN) | "required")
            else:
                cns.append((l == self.l[i - 1] + self.w[i - 1] + GAP) | "required")
            if r == 0:                                                  # d top
                cns.append((t == self.rt + MARGIN) | "required")
            else:
                cns.append((t == self.t[i - COLS] + self.h[i - COLS] + GAP) | "required")
            if c > 0:                                                   # e equal widths
                cns.append((w == self.w[i - 1]) | "required")
            if c == COLS - 1 or i == n - 1:                             # f trailing
                cns.append((l + w <= self.rl + self.rw - MARGIN) | "required")
            p = (w == PREF_W) | "medium"                                # g preferred
            cns.append(p)
            self.pref.append(p)
            self.view_cns.extend(cns)

    def constraint_count(self):
        return len(self.root_cns) + 1 + len(self.view_cns)

    def all_variables(self):
        return [self.rl, self.rt, self.rw, self.rh] + self.l + self.t + self.w + self.h


def expected_width(root_w):
    fit = (root_w - 2 * MARGIN - (COLS - 1) * GAP) / COLS
    return max(MIN_W, min(PREF_W, fit))


def check(model, root_w, label):
    """kiwi_bench.py's check: view 0's width and the last view's top."""
    want = expected_width(root_w)
    got = model.w[0].value()
    last = model.n - 1
    rows = last // COLS
    want_top = MARGIN + rows * (want + GAP)
    got_top = model.t[last].value()
    if abs(got - want) > 1e-6 or abs(got_top - want_top) > 1e-4 * max(1.0, want_top):
        raise CheckFailed(
            label,
            f"root.width={root_w} w0={got} (want {want}) top_last={got_top} (want {want_top})",
        )


def run_once(n):
    res = {}
    t0 = time.perf_counter()
    m = Model(n)
    res["construct"] = time.perf_counter() - t0

    # build+solve
    t0 = time.perf_counter()
    s = Solver()
    for cn in m.root_cns:
        s.addConstraint(cn)
    s.addConstraint(m.root_w_fix)
    for cn in m.view_cns:
        s.addConstraint(cn)
    s.updateVariables()
    res["build+solve"] = time.perf_counter() - t0
    check(m, ROOT_W0, "build+solve")

    # edit-attach
    t0 = time.perf_counter()
    s.addEditVariable(m.rw, "strong")
    s.suggestValue(m.rw, ROOT_W0)
    s.removeConstraint(m.root_w_fix)
    s.updateVariables()
    res["edit-attach"] = time.perf_counter() - t0
    check(m, ROOT_W0, "edit-attach")

    # resize
    steps = []
    t0 = time.perf_counter()
    for wv in RESIZES:
        ts = time.perf_counter()
        s.suggestValue(m.rw, wv)
        s.updateVariables()
        steps.append((time.perf_counter() - ts, wv))
    res["resize"] = time.perf_counter() - t0
    res["resize-step-median"] = statistics.median(x for x, _ in steps)
    res["resize-step-max"] = max(steps)
    check(m, RESIZES[-1], "resize")

    # back to the initial width (untimed) before churn
    s.suggestValue(m.rw, ROOT_W0)
    s.updateVariables()

    # churn
    t0 = time.perf_counter()
    for k in range(CHURN_ROUNDS):
        sel = [m.pref[i] for i in range(k, n, COLS)]
        for cn in sel:
            s.removeConstraint(cn)
        s.updateVariables()
        for cn in sel:
            s.addConstraint(cn)
        s.updateVariables()
    res["churn"] = time.perf_counter() - t0
    check(m, ROOT_W0, "churn")

    # conflict: view[n // 2].width <= 10 (required) contradicts width >= 20.
    allv = m.all_variables()
    before = [v.value() for v in allv]
    j = n // 2
    bad = (m.w[j] <= 10) | "required"
    t0 = time.perf_counter()
    try:
        s.addConstraint(bad)
        rejected = False
    except UnsatisfiableConstraint:
        rejected = True
    res["conflict"] = time.perf_counter() - t0
    if not rejected:
        raise CheckFailed("conflict", f"view[{j}].width <= 10 was accepted")
    s.updateVariables()
    want = expected_width(ROOT_W0)
    res["state_ok"] = all(abs(w.value() - want) < 1e-6 for w in m.w)
    res["max_change"] = max(abs(v.value() - b) for v, b in zip(allv, before))
    res["w_after"] = m.w[j].value()
    return res, m.constraint_count()


OPS = {
    "construct": lambda n, c: c,
    "build+solve": lambda n, c: c,
    "edit-attach": lambda n, c: 1,
    "resize": lambda n, c: len(RESIZES),
    "churn": lambda n, c: CHURN_ROUNDS * 2 * (n // COLS),
    "conflict": lambda n, c: 1,
}
OP_NAME = {
    "construct": "constraint",
    "build+solve": "constraint",
    "edit-attach": "swap",
    "resize": "resize",
    "churn": "remove/add",
    "conflict": "rejected add",
}
WORKLOADS = ["construct", "build+solve", "edit-attach", "resize", "churn", "conflict"]


def emit(line):
    print(line, flush=True)


def secs(x):
    return f"{x:.9f}"


def run_size(n, runs, fmt):
    """All runs of one N in this process. Returns the exit status."""
    # The constraint count first, so it is known even when the time limit stops this N.
    ncons = Model(n).constraint_count()
    if fmt == "machine":
        emit(f"INFO side=kiwi n={n} constraints={ncons}")
    runs_res = []
    for k in range(runs):
        try:
            r, ncons = run_once(n)
        except CheckFailed as e:
            emit(f"FAIL side=kiwi n={n} run={k + 1} workload={e.workload} message={e.message}")
            print(f"CHECK FAILED N={n} run {k + 1} {e.workload}: {e.message}", file=sys.stderr, flush=True)
            return 1
        runs_res.append(r)

    for wl in WORKLOADS:
        xs = [r[wl] for r in runs_res]
        med = statistics.median(xs)
        ops = OPS[wl](n, ncons)
        if fmt == "machine":
            extra = ""
            if wl == "conflict":
                state = "ok" if all(r["state_ok"] for r in runs_res) else "changed"
                extra = (
                    f" size=- set=- state={state}"
                    f" max_change={max(r['max_change'] for r in runs_res):.6g}"
                    f" w_after={','.join('%.6g' % r['w_after'] for r in runs_res)}"
                )
            emit(
                f"RESULT side=kiwi n={n} constraints={ncons} workload={wl} seconds={secs(med)} "
                f"runs={','.join(secs(x) for x in xs)}{extra}"
            )
        else:
            emit(
                f"{wl:12s} N={n:6d} constraints={ncons:6d}  median {med:10.4f} s  "
                f"{med / ops * 1e6:10.2f} us/{OP_NAME[wl]} (ops={ops})  "
                f"runs=[{', '.join(f'{x:.4f}' for x in xs)}]"
            )

    med_steps = [r["resize-step-median"] for r in runs_res]
    med_step = statistics.median(med_steps)
    by_slowest = sorted(runs_res, key=lambda r: r["resize-step-max"])
    mid = by_slowest[(len(by_slowest) - 1) // 2]["resize-step-max"]
    worst = by_slowest[-1]["resize-step-max"]
    if fmt == "machine":
        emit(
            f"RESULT side=kiwi n={n} constraints={ncons} workload=resize-step-median "
            f"seconds={secs(med_step)} runs={','.join(secs(x) for x in med_steps)}"
        )
        emit(
            f"RESULT side=kiwi n={n} constraints={ncons} workload=resize-step-max "
            f"seconds={secs(mid[0])} runs={','.join(secs(r['resize-step-max'][0]) for r in runs_res)} "
            f"width={mid[1]:.0f} worst={secs(worst[0])} worst_width={worst[1]:.0f}"
        )
    else:
        emit(
            f"{'resize-step':12s} N={n:6d} median step {med_step * 1e6:10.2f} us; slowest step per run "
            + ", ".join(
                f"{r['resize-step-max'][0]:.4f} s at width {r['resize-step-max'][1]:.0f}" for r in runs_res
            )
        )
        emit(
            f"{'after-unsat':12s} N={n:6d} solution still valid after the rejected add: "
            f"{[r['state_ok'] for r in runs_res]} (view[N/2].width now "
            f"{[round(r['w_after'], 3) for r in runs_res]}, expected {expected_width(ROOT_W0)})"
        )
    return 0


def run_size_limited(n, args):
    """Runs one N in a child process, killed after args.time_limit seconds."""
    cmd = [
        sys.executable, os.path.abspath(__file__), "--worker", "--sizes", str(n),
        "--runs", str(args.runs), "--format", args.format,
    ]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True, bufsize=1)

    def relay():
        for line in proc.stdout:
            sys.stdout.write(line)
            sys.stdout.flush()

    reader = threading.Thread(target=relay, daemon=True)
    reader.start()
    try:
        status = proc.wait(timeout=args.time_limit)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
        reader.join(timeout=5)
        if args.format == "machine":
            emit(f"LIMIT side=kiwi n={n} seconds={args.time_limit:g}")
        else:
            emit(f"{'limit':12s} N={n:6d} stopped after {args.time_limit:g} s (--time-limit)")
        return 0
    reader.join()
    return status


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--sizes", type=int, nargs="+", default=[100, 1000])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--time-limit", type=float, default=0,
                    help="seconds of wall-clock time allowed per N (all its runs); 0 = no limit")
    ap.add_argument("--format", choices=["text", "machine"], default="text")
    ap.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.runs < 1 or any(n < 2 for n in args.sizes):
        ap.error("--runs must be >= 1 and every N >= 2")

    if not args.worker:
        if args.format == "machine":
            emit(
                f"META side=kiwi kiwisolver={kiwi.__version__} python={platform.python_version()} "
                f"machine={platform.machine()} runs={args.runs} time_limit={args.time_limit:g}"
            )
        else:
            emit(
                f"# kiwisolver {kiwi.__version__}, Python {platform.python_version()}, "
                f"{platform.machine()}, runs={args.runs} (median shown)"
                + (f", time limit {args.time_limit:g} s per N" if args.time_limit > 0 else "")
            )
    status = 0
    for n in args.sizes:
        if args.time_limit > 0 and not args.worker:
            st = run_size_limited(n, args)
        else:
            st = run_size(n, args.runs, args.format)
        status = status or st
    return status


if __name__ == "__main__":
    sys.exit(main())
