"""Benchmark, not a test (pytest does not collect it): proj2's --analyze
on endgame problems published in FFORUM, the French Othello Federation's
magazine (problems 1 to 3 of the set known as fforum-1-19), checked
against the published value of every move (the final disc difference
for the side to move with best play, by the WOF's score).

Run from the project root:
    python3 tests/bench_fforum.py [THINK]
(default think time: 60 seconds a move, so that the solver finishes).
"""

import pathlib
import subprocess
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent

# Each problem: the position as --position reads it (X black, O white,
# row by row from a1; then the side to move) and the published values.
PROBLEMS = [
    ("fforum 1", "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--"
                 "OOOOO-- X",
     {"g8": 18, "h1": 12, "h7": 6, "a2": 6, "a3": 4, "b1": -4, "a4": -22,
      "g2": -24}),
    ("fforum 2", "-XXXXXX---XOOOO--XOXXOOX-OOOOOOOOOOOXXOOOOOXXOOX--XXOO----"
                 "XXXXX- X",
     {"a4": 10, "b2": 0, "a3": -6, "g7": -8, "a7": -12, "h7": -14,
      "b7": -14, "h2": -24}),
    ("fforum 3", "----OX----OOXX---OOOXX-XOOXXOOOOOXXOXXOOOXXXOOOOOXXXXOXO--"
                 "OOOOOX X",
     {"d1": 2, "g3": 0, "b8": -2, "b1": -4, "c1": -4, "a2": -4, "a3": -6,
      "b2": -12}),
]


def main():
    """Analyses each problem and prints each move's value beside the
    published one, then a summary."""
    think = sys.argv[1] if len(sys.argv) > 1 else "60"
    agreeing = 0
    total = 0
    for name, position, published in PROBLEMS:
        started = time.perf_counter()
        result = subprocess.run(
            [sys.executable, str(ROOT / "proj2.py"), "--rules", "standard",
             "--position", position, "--analyze", "--think", think],
            capture_output=True, text=True, check=False)
        seconds = time.perf_counter() - started
        print("%s (%.1f s):" % (name, seconds))
        for line in result.stdout.splitlines()[1:]:
            move, value, label = line.split()
            expected = published.get(move)
            same = expected is not None and int(value) == expected \
                and label == "exact"
            agreeing += same
            total += 1
            print("  %-3s %+4d %-8s published %+4d %s" % (
                move, int(value), label, expected,
                "ok" if same else "DIFFERS"))
    print("%d of %d moves have their published value, exactly" % (
        agreeing, total))


if __name__ == "__main__":
    main()
