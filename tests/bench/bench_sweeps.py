"""Whole-game sweeps that are too slow for the test suite, which keeps a
short case of each (see the tests named below):

- every line fits 80 columns in whole games at each width of drawing,
  in both styles, and on long boards (tests/test_rich_style.py plays
  the first few moves of each);
- the engine agrees with the 2D-list rules at every ply of whole random
  games on every rule set and size, the largest board included
  (tests/test_engine.py plays the largest board's first plies);
- the exact solver's move and value, and the analysis' value of every
  move, agree with a brute-force minimax on longer endings (8 empty
  squares on 6x6, 10 on 4x4) than tests/test_players.py and
  tests/test_positions.py solve;
- the rule functions' perft from the standard start matches the
  published table at depths 6 and 7 (tests/test_perft.py goes to 5).

A match against GRhino is tests/bench/bench_gtp_match.py.

Usage: python3 tests/bench/bench_sweeps.py
Prints one line per case, with its time, and exits 1 if any case fails.
"""

import pathlib
import sys
import time
import traceback

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))
import proj2  # noqa: E402
import test_engine  # noqa: E402
import test_perft  # noqa: E402
import test_players  # noqa: E402
import test_positions  # noqa: E402
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


def failures(check, *args):
    """Parameters: check -- a test's checking function, which fails by an
        assertion; args -- its arguments.
    Returns: [] when it passes, else [what failed]."""
    try:
        check(*args)
    except AssertionError as failure:
        where = traceback.extract_tb(failure.__traceback__)[-1]
        return [f"failed: {where.line} {failure}"]
    return []


def brute_force_cases():
    """Returns: (name, check) pairs: the solver and the analysis against
    brute force on endings longer than the suite's."""
    standard = proj2.STANDARD_RULES
    cases = []
    endings = [(standard, 6, 6, 8, seed, proj2.WIN_MOST)
               for seed in [3, 5, 6]]
    endings += [(standard, 6, 6, 8, 8, proj2.WIN_FEWEST),
                (standard, 4, 4, 10, 3, proj2.WIN_MOST)]
    for rules, rows, cols, empties, seed, win in endings:
        board, side = test_players.position_after(rules, rows, cols,
                                                  empties, seed)
        cases.append((f"solver agrees with brute force, {rules.name} "
                      f"{rows}x{cols}, {empties} empty, seed {seed}, {win}",
                      lambda board=board, side=side, rules=rules, win=win:
                      failures(test_players.check_solver, board, side,
                               rules, win)))
    for rules, seed in [(standard, 3), (proj2.UMBC_RULES, 5)]:
        board, side = test_players.position_after(rules, 6, 6, 8, seed)
        cases.append((f"analysis agrees with brute force, {rules.name} "
                      f"6x6, 8 empty, seed {seed}",
                      lambda board=board, side=side, rules=rules:
                      failures(test_positions.check_analysis, board, side,
                               rules)))
    return cases


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
    for depth, leaves in test_perft.SLOW_STANDARD_PERFT.items():
        passed &= run_case(
            f"standard perft {depth} is {leaves}",
            lambda depth=depth, leaves=leaves: failures(
                test_perft.test_standard_perft_matches_the_published_table,
                depth, leaves))
    for name, check in brute_force_cases():
        passed &= run_case(name, check)
    if not passed:
        sys.exit(1)


if __name__ == "__main__":
    main()
