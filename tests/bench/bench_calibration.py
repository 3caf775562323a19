"""Benchmark, not a test (pytest does not collect it): are the values
`--analyze` shows at the default think time close to the exact ones?

The positions are those of tests/data/ffo_positions.txt (published FFO
problems) and tests/data/solver_positions.txt (our own, see
bench_solver.py) with FIRST to LAST empty squares. Each is analysed as
`--analyze` does, at the given think time (default: the program's own).
For every move whose exact value is known, the value shown is compared
with it: an exact value as it is, an estimate ("about") as it is, and
for a proven bound the search's own estimate, which lies within it.

Run from the project root:
    python3 tests/bench/bench_calibration.py [FIRST LAST] [THINK]
        [--nodes N] [--no-probcut]
(defaults: 15 to 26 empty squares). With --nodes each analysis
searches N positions, whatever the time (the same work on a busy
machine); --no-probcut turns ProbCut off, to measure what it brings. It prints each position's mean
absolute error and time, then the mean absolute error over every move,
over the best moves only, and by the label shown.
"""

import dataclasses
import pathlib
import statistics
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2]))
import proj2  # noqa: E402
from bench_solver import read_positions, read_published  # noqa: E402

RULES = proj2.STANDARD_RULES
DEFAULT_RANGE = (15, 26)


def shown_value(opinion):
    """Returns: [value shown, its label: exact, bound or about]."""
    lower = opinion.lower
    upper = opinion.upper
    if lower == upper:
        return [lower, "exact"]
    estimate = round(opinion.estimate)
    if lower > -proj2.INFINITE_SCORE or upper < proj2.INFINITE_SCORE:
        return [estimate, "bound"]
    return [estimate, "about"]


def main():
    """Reads the command line (see the module's comment) and reports."""
    words = sys.argv[1:]
    nodes = None
    evaluation = proj2.DEFAULT_EVALUATION
    if "--nodes" in words:
        at = words.index("--nodes")
        nodes = int(words[at + 1])
        del words[at:at + 2]
    if "--no-probcut" in words:
        words.remove("--no-probcut")
        evaluation = dataclasses.replace(evaluation, othello=lambda: (
            dataclasses.replace(proj2.load_pattern_evaluation(),
                                probcut=())))
    first, last = DEFAULT_RANGE
    if len(words) >= 2:
        first, last = int(words[0]), int(words[1])
        words = words[2:]
    think = float(words[0]) if words else proj2.DEFAULT_THINK_SECONDS
    problems = read_published() + [
        ["own %d" % number, position, values]
        for number, (position, values) in enumerate(read_positions(), 1)]
    errors = []
    best_errors = []
    by_label = {}
    for name, position, values in problems:
        empties = position.count("-")
        if not first <= empties <= last:
            continue
        parsed = proj2.parse_position(position, 8, 8)
        board = parsed.board
        started = time.perf_counter()
        opinions = proj2.analyse_moves(board, parsed.side,
                                       RULES, proj2.create_settings(
                                           1, think=think,
                                           evaluation=evaluation,
                                           node_limit=nodes))
        seconds = time.perf_counter() - started
        mine = []
        shown = {}
        for opinion in opinions:
            square = proj2.format_square_name(board, opinion.move)
            shown[square] = shown_value(opinion)
        for square, exact in values.items():
            value, label = shown[square]
            error = abs(value - exact)
            mine.append(error)
            by_label.setdefault(label, []).append(error)
        errors += mine
        best = max(values.values())
        shown_best = max(value for value, label in shown.values())
        best_errors.append(abs(shown_best - best))
        print("%-7s %2d empties %5.1f s  error %4.1f over %2d moves, "
              "best %+d shown %+d" % (name, empties, seconds,
                                      statistics.mean(mine), len(mine),
                                      best, shown_best), flush=True)
    print("%d positions with %d to %d empties, think %.1f s: mean absolute "
          "error %.2f discs over %d moves, %.2f over the %d best values" % (
              len(best_errors), first, last, think, statistics.mean(errors),
              len(errors), statistics.mean(best_errors), len(best_errors)))
    for label, label_errors in sorted(by_label.items()):
        print("  %-5s %4d moves, mean absolute error %.2f" % (
            label, len(label_errors), statistics.mean(label_errors)))


if __name__ == "__main__":
    main()
