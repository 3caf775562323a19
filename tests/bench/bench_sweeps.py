"""Whole-game sweeps that are too slow for the test suite, which keeps a
short case of each (see the tests named below):

- every line fits 80 columns in whole games at each width of drawing,
  in both styles, and on long boards (tests/test_rich_style.py plays
  the first few moves of each);
- the engine agrees with the 2D-list rules at every ply of whole random
  games on every rule set and size, the largest board included
  (tests/test_engine.py plays the largest board's first plies).

A match against GRhino is tests/bench/bench_gtp_match.py.

Usage: python3 tests/bench/bench_sweeps.py
Prints one line per case, with its time, and exits 1 if any case fails.
"""

import pathlib
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))
import proj2  # noqa: E402
import test_engine  # noqa: E402
import test_rich_style  # noqa: E402


def run_case(name, check):
    """Runs one case and prints its outcome and time.

    Parameters: name -- what the case is; check -- a function of no
        arguments returning a list of problems ([] when it passes).
    Returns: True if it passed."""
    started = time.perf_counter()
    problems = check()
    seconds = time.perf_counter() - started
    print(f"{'ok  ' if not problems else 'FAIL'} {seconds:6.2f} s  {name}"
          + "".join(f"\n     {problem}" for problem in problems[:5]))
    return not problems


def main():
    """Runs every sweep. Returns: None (exits 1 when one fails)."""
    passed = True
    for style in [proj2.STYLE_CLASSIC, proj2.STYLE_RICH]:
        for side in test_rich_style.DRAWING_SIDES:
            passed &= run_case(
                f"80 columns, {side}x{side}, {style}, whole game",
                lambda: test_rich_style.widest_lines(
                    proj2.STANDARD_RULES, side, side, style, None))
        for rows, cols in [(4, 16), (16, 4), (1, 12)]:
            rules = proj2.ONE_ROW_RULES if rows == 1 else proj2.STANDARD_RULES
            passed &= run_case(
                f"80 columns, {rows}x{cols}, {style}, whole game",
                lambda: test_rich_style.widest_lines(rules, rows, cols,
                                                     style, None))
    for rules, rows, cols, seed in test_engine.GAME_SETUPS + [
            (proj2.STANDARD_RULES, 16, 16, seed) for seed in range(3)]:
        passed &= run_case(
            f"engine agrees, {rules.name} {rows}x{cols} seed {seed}, "
            "whole game",
            lambda: test_engine.disagreements_in_a_random_game(
                rules, rows, cols, seed, None))
    if not passed:
        sys.exit(1)


if __name__ == "__main__":
    main()
