"""Benchmark, not a test (pytest does not collect it): practice's puzzles
made from real games, each checked by an engine that shares no code with
proj2.

The WTHOR games of the years given are imported into a library made for
the run (a temporary folder, never the user's); positions are drawn from
them as `practice puzzles` draws them (draw_library_position, with the
run's seed) and made puzzles by make_puzzle in proj2's budget for
--think (the solver proves that exactly one move keeps the position's
exact value and every other loses 4 discs or more). Then Egaroucid (the
shared benchmark engine, ../shared/bench/egaroucid) solves the position
after every legal move of every puzzle exactly (--solve): a puzzle
passes when its answer alone has the best value, that value is the
proof's, and every other move is at least PUZZLE_MARGIN discs worse.
The figures: positions tried, why the others were left out, seconds,
empty squares and themes of the puzzles, and the check.

Run from the project root:
    python3 tests/bench/bench_puzzles.py [--years 1999,2009,2019]
        [--count 50] [--think 1] [--seed 1]
"""

import argparse
import collections
import pathlib
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
import proj2  # noqa: E402

SHARED = ROOT.parent / "shared"
GAMES = SHARED / "data" / "wthor"
EGAROUCID_BUILD = SHARED / "bench" / "egaroucid" / "build.sh"
SIDE = 8
OBF_PIECES = {proj2.PLAYER_PIECE: "X", proj2.COMPUTER_PIECE: "O"}
RULES = proj2.STANDARD_RULES


def make_library(folder, years):
    """Returns: an open library in folder holding the years' games."""
    library = proj2.open_library(str(pathlib.Path(folder) / "lib.sqlite3"))
    proj2.import_library_files(library, [str(GAMES / f"{year}.txt")
                                         for year in years], 1,
                               lambda line, problem: print(line))
    return library


def make_puzzles(library, count, think, seed):
    """Returns: [count puzzles (PracticeItems), a Counter of what became
    of the positions tried, the seconds make_puzzle took]."""
    settings = proj2.create_settings(seed, think=think, jobs=1)
    session = proj2.create_session_state(settings)
    study = proj2.GameStudy(RULES, proj2.format_square_name,
                            settings=settings, session=session)
    budget = round(think * proj2.PUZZLE_THINKS
                   * proj2.SOLVER_NODES_PER_SECOND)
    outcomes = collections.Counter()
    puzzles = []
    seconds = 0.0
    while len(puzzles) < count:
        position = proj2.draw_library_position(library,
                                               session.random_numbers)
        if position is None:
            outcomes["no position in the range"] += 1
            continue
        outcomes["tried"] += 1
        started = time.perf_counter()
        puzzle = proj2.make_puzzle(position, study)
        seconds += time.perf_counter() - started
        if puzzle is None:
            # Why: proved again on its own (the search is the same).
            proof = proj2.prove_one_answer(position.board, position.piece,
                                           RULES, settings, budget)
            outcomes["no reason names a theme" if proof is not None else
                     "not one answer, or not proved in the budget"] += 1
            continue
        puzzles.append(puzzle)
        print(f"puzzle {len(puzzles)}: {count_empties(puzzle.board)} "
              f"empty, {puzzle.theme}, answer "
              f"{proj2.format_square_name(puzzle.board, puzzle.proof.move)}"
              f" {proj2.format_disc_value(puzzle.proof.value)}", flush=True)
    return [puzzles, outcomes, seconds]


def count_empties(board):
    """Returns: the empty squares of a board."""
    return sum(row.count(proj2.EMPTY) for row in board)


def to_obf(board, piece):
    """Returns: a position as an .obf line (a1..h8, then the side)."""
    squares = "".join(OBF_PIECES.get(board[row][column], "-")
                      for row in range(SIDE) for column in range(SIDE))
    return f"{squares} {OBF_PIECES[piece]}"


def solve_all(binary, lines):
    """Returns: Egaroucid's exact value of each .obf line, for its side."""
    with tempfile.NamedTemporaryFile("w", suffix=".obf") as file:
        file.write("\n".join(lines) + "\n")
        file.flush()
        output = subprocess.run([binary, "--solve", file.name],
                                capture_output=True, text=True,
                                check=True).stdout
    values = [float(line.split()[line.split().index("value") + 1])
              for line in output.split("\n") if "value" in line.split()]
    assert len(values) == len(lines), output
    return values


def value_moves(binary, puzzle):
    """Returns: {move: its exact value for the puzzle's side}: the game's
    end counted, else Egaroucid's value of the position after it."""
    piece = puzzle.piece
    values, asked = {}, []
    for move in proj2.get_rule_moves(puzzle.board, piece, RULES):
        after = proj2.copy_board(puzzle.board)
        proj2.apply_rule_move(after, *move, piece, RULES)
        side = proj2.get_side_to_move(after, proj2.get_opponent(piece),
                                      RULES)
        if side == proj2.EMPTY:
            scores = proj2.get_final_scores(after, RULES, proj2.WIN_MOST)
            values[tuple(move)] = (scores[piece]
                                   - scores[proj2.get_opponent(piece)])
        else:
            asked.append((tuple(move), to_obf(after, side),
                          1 if side == piece else -1))
    for (move, line, sign), value in zip(
            asked, solve_all(binary, [entry[1] for entry in asked])):
        values[move] = sign * round(value)
    return values


def check(binary, puzzle):
    """Returns: '' when Egaroucid agrees the puzzle has one answer, else
    what is wrong."""
    values = value_moves(binary, puzzle)
    answer = tuple(puzzle.proof.move)
    best = max(values.values())
    if values[answer] != best:
        return f"the answer is worth {values[answer]}, the best {best}"
    if best != puzzle.proof.value:
        return f"the answer is worth {best}, not {puzzle.proof.value}"
    close = [move for move, value in values.items() if move != answer
             and value > best - proj2.PUZZLE_MARGIN]
    if close:
        return f"another move is within {proj2.PUZZLE_MARGIN}: {close}"
    return ""


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--years", default="1999,2009,2019")
    parser.add_argument("--count", type=int, default=50)
    parser.add_argument("--think", type=float, default=1.0)
    parser.add_argument("--seed", type=int, default=1)
    options = parser.parse_args()
    binary = subprocess.run([str(EGAROUCID_BUILD)], capture_output=True,
                            text=True, check=True).stdout.strip()
    with tempfile.TemporaryDirectory() as folder:
        library = make_library(folder, options.years.split(","))
        try:
            puzzles, outcomes, seconds = make_puzzles(
                library, options.count, options.think, options.seed)
        finally:
            library.connection.close()
    failures = [(puzzle, check(binary, puzzle)) for puzzle in puzzles]
    failures = [(puzzle, why) for puzzle, why in failures if why]
    for puzzle, why in failures:
        print("FAILED:", proj2.format_position(puzzle.board, puzzle.piece),
              why)
    print(f"{len(puzzles)} puzzles from {outcomes['tried']} positions "
          f"tried in {seconds:.0f} s ({seconds / len(puzzles):.1f} s a "
          f"puzzle)")
    for outcome, number in outcomes.most_common():
        if outcome != "tried":
            print(f"  left out, {outcome}: {number}")
    empties = collections.Counter(count_empties(puzzle.board)
                                  for puzzle in puzzles)
    print("empty squares:", ", ".join(f"{key}: {empties[key]}"
                                      for key in sorted(empties)))
    themes = collections.Counter(puzzle.theme for puzzle in puzzles)
    print("themes:", ", ".join(f"{theme} {number}"
                               for theme, number in themes.most_common()))
    print(f"Egaroucid's exact check: {len(puzzles) - len(failures)} of "
          f"{len(puzzles)} have one answer")


if __name__ == "__main__":
    main()
