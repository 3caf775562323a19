"""Benchmark, not a test (pytest does not collect it): how near the
best result the evaluating search's move comes in endgames at a fixed
depth, the depth reaching the last few empty squares, where the search
either judges a position or solves it (proj2.LEAF_SOLVE_EMPTIES).

For each position (bench_endgame's: level3 games after a random opening,
stopped at the given empties) each module searches to the depth with
the pattern evaluation (deepen_search, one process), and the move it
picks is valued exactly. Prints, for each module, how many picks keep
the best result, the discs lost in all, and the seconds the searches
took; with --vs the modules take turns on each position, so the
machine's noise falls on both.

Run from the project root:
    python3 tests/bench/bench_endgame_depth.py [--empties E]
        [--depth D] [--positions N] [--vs PATH]
(defaults: 10 empties, depth 7, 30 positions; --vs compares a copy of
proj2.py, such as one kept from before a change).
"""

import argparse
import importlib.util
import math
import pathlib
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "bench"))
import proj2  # noqa: E402
import bench_endgame  # noqa: E402


def load_module(path):
    """Returns: the module of a copy of proj2.py."""
    spec = importlib.util.spec_from_file_location("proj2_vs", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def search_move(module, board, piece, depth):
    """Returns: [the move a fixed-depth search of module picks, seconds]."""
    engine = module.build_engine(module.STANDARD_RULES, 8, 8)
    own, opponent = module.get_engine_bits(board, piece, engine)
    evaluation = module.choose_board_evaluation(
        engine, module.DEFAULT_EVALUATION, 1, 8 * 8)
    state = module.create_search_state(engine, evaluation, 1,
                                       module.NO_NODE_LIMIT, math.inf)
    moves = engine.find_moves(own, opponent, engine)
    started = time.perf_counter()
    found = module.deepen_search(own, opponent, depth, state,
                                 moves & -moves)
    seconds = time.perf_counter() - started
    return [module.get_bit_square(found.move, engine), seconds]


def final_or_exact(board, piece):
    """Returns: piece's exact value of board, the other side to move (the
    final disc difference when the game is over)."""
    opponent = proj2.get_opponent(piece)
    due = proj2.get_side_to_move(board, opponent, proj2.STANDARD_RULES)
    if due == proj2.EMPTY:
        scores = proj2.get_final_scores(board, proj2.STANDARD_RULES,
                                        proj2.WIN_MOST)
        return scores[piece] - scores[opponent]
    value = bench_endgame.exact_value(board, due)
    return value if due == piece else -value


def main():
    """Runs the benchmark and prints a line a position and a summary."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--empties", type=int, default=10)
    parser.add_argument("--depth", type=int, default=7)
    parser.add_argument("--positions", type=int, default=30)
    parser.add_argument("--vs")
    args = parser.parse_args()
    modules = [["this", proj2]]
    if args.vs:
        modules.append([args.vs, load_module(args.vs)])
    tally = {name: [0, 0, 0.0] for name, _ in modules}
    seed = done = 0
    while done < args.positions:
        seed += 1
        position = bench_endgame.endgame_position(args.empties, seed)
        if position is None:
            continue
        done += 1
        board, side = position
        best = bench_endgame.exact_value(board, side)
        words = []
        for name, module in (modules if seed % 2 else modules[::-1]):
            move, seconds = search_move(module, board, side, args.depth)
            after = proj2.copy_board(board)
            proj2.apply_rule_move(after, *move, side, proj2.STANDARD_RULES)
            got = final_or_exact(after, side)
            tally[name][0] += got == best
            tally[name][1] += best - got
            tally[name][2] += seconds
            words.append("%s %+d in %.2f s" % (name, got, seconds))
        print("seed %d: best %+d; %s" % (seed, best, ", ".join(words)),
              flush=True)
    for name, (kept, lost, seconds) in tally.items():
        print("%s: kept the best result in %d of %d, %d discs lost in "
              "all, %.1f s" % (name, kept, args.positions, lost, seconds))


if __name__ == "__main__":
    main()
