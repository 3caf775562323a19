"""Times the evaluating search (not a test: pytest does not collect it):
positions a second of fixed-depth searches with the pattern evaluation,
as level5 searches, on middle-game positions of real games, and the
value and best move each search finds.

The positions are one a game from the first games of the held-out file
../shared/data/edax10/2002.txt (only its moves are read), the k-th
game's after the move that leaves 24 + k % 21 squares empty.

    python3 tests/bench/bench_search_speed.py [--depth D] [--positions N]
        [--module PATH] [--vs PATH] [--jobs J]

--module PATH times a copy of proj2.py instead of the project's; --vs
PATH times that copy too, each position searched by one then the other
in turn (the machine's noise falls on both), checks that both find the
same value and move at that depth, and prints the ratio of their
positions a second. --jobs J searches each position with J processes
(proj2's parallel search, as level5 plays) and prints the time each
position took to reach the depth beside the time with one, and their
median ratio.
"""

import argparse
import pathlib
import statistics
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import bench_evaluation  # noqa: E402

HELD_OUT = bench_evaluation.HELD_OUT
FIRST_EMPTIES = 24
EMPTIES_SPREAD = 21
COLUMNS = "abcdefgh"
# The workers of each number of processes, started once.
WORKERS = {}


def read_positions(module, count):
    """Returns: count (own, opponent) middle-game positions, the side to
    move's bits first (see the module's comment)."""
    found = []
    engine = module.build_engine(module.STANDARD_RULES, 8, 8)
    with open(HELD_OUT, encoding="ascii") as lines:
        for number, line in enumerate(lines):
            if len(found) == count:
                break
            moves = line.split()[0]
            want = FIRST_EMPTIES + number % EMPTIES_SPREAD
            board = module.create_start_board(rules=module.STANDARD_RULES)
            own, opponent = module.get_engine_bits(
                board, module.PLAYER_PIECE, engine)
            for place in range(0, len(moves), 2):
                move = module.get_square_bit(
                    int(moves[place + 1]) - 1,
                    COLUMNS.index(moves[place]), engine)
                if not engine.find_moves(own, opponent, engine):
                    own, opponent = opponent, own
                own, opponent = module.play_engine_move(own, opponent,
                                                        move, engine)
                empties = 64 - (own | opponent).bit_count()
                if empties == want:
                    if not engine.find_moves(own, opponent, engine):
                        own, opponent = opponent, own
                    if engine.find_moves(own, opponent, engine):
                        found.append((own, opponent))
                    break
    return found


def search(module, own, opponent, depth, jobs, repeat=1):
    """Searches one position to depth, one ply deeper at a time, as
    level5 does, repeat times (the workers' tables emptied before each).
    Returns: (the least seconds, positions, value, move)."""
    found = [_search_once(module, own, opponent, depth, jobs)
             for _ in range(repeat)]
    return (min(answer[0] for answer in found),) + found[0][1:]


def _search_once(module, own, opponent, depth, jobs):
    """One search of search's. Returns: (seconds, positions, value,
    move)."""
    engine = module.build_engine(module.STANDARD_RULES, 8, 8)
    empties = 64 - (own | opponent).bit_count()
    evaluation = module.choose_board_evaluation(
        engine, module.DEFAULT_EVALUATION, 1, empties)
    state = module.create_search_state(engine, evaluation, 1,
                                       module.NO_NODE_LIMIT, float("inf"))
    workers = None
    if jobs > 1:
        workers = WORKERS.setdefault(jobs, module.start_search_workers(jobs))
        # A new table each time: the same search again would find it full.
        module.configure_workers(workers, engine, module.DEFAULT_EVALUATION,
                                 1, empties)
        module.configure_workers(workers, engine, module.FEATURE_EVALUATION,
                                 1, empties)
        module.configure_workers(workers, engine, module.DEFAULT_EVALUATION,
                                 1, empties)
        workers.searched.clear()
    start = time.perf_counter()
    if workers is None:
        # As a copy from before the parallel search has it.
        found = module.deepen_search(own, opponent, depth, state, 0)
    else:
        found = module.deepen_search_together(own, opponent, depth, state,
                                               0, workers)
    seconds = time.perf_counter() - start
    # A DeepenedSearch, or a (move, value) pair from an older copy.
    move, value = getattr(found, "move", None), getattr(found, "value",
                                                        None)
    if move is None:
        move, value = found[:2]
    return seconds, state.nodes, value, move


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--depth", type=int, default=6)
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--module")
    parser.add_argument("--vs")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=1)
    args = parser.parse_args()
    module = bench_evaluation.load_module(args.module)
    other = None
    if args.vs:
        other = bench_evaluation.load_module(args.vs)
    module.load_pattern_evaluation()
    positions = read_positions(module, args.positions)
    totals = {"a": [0.0, 0], "b": [0.0, 0]}
    ratios = []
    differ = 0
    for number, (own, opponent) in enumerate(positions):
        seconds, nodes, value, move = search(module, own, opponent,
                                             args.depth, 1, args.repeat)
        totals["a"][0] += seconds
        totals["a"][1] += nodes
        line = "%2d: %2d empty  %8d positions %6.2f s  value %+d" % (
            number, 64 - (own | opponent).bit_count(), nodes, seconds,
            value)
        if other is not None:
            b_seconds, b_nodes, b_value, b_move = search(
                other, own, opponent, args.depth, 1, args.repeat)
            totals["b"][0] += b_seconds
            totals["b"][1] += b_nodes
            same = (b_value, b_move) == (value, move)
            differ += not same
            line += "  | vs %8d positions %6.2f s  value %+d%s" % (
                b_nodes, b_seconds, b_value, "" if same else "  DIFFERENT")
        if args.jobs > 1:
            j_seconds, j_nodes, j_value, j_move = search(
                module, own, opponent, args.depth, args.jobs, args.repeat)
            ratios.append(j_seconds / seconds)
            line += "  | %d jobs %8d positions %6.2f s (%.2f)%s" % (
                args.jobs, j_nodes, j_seconds, ratios[-1],
                "" if j_value == value else "  value %+d" % j_value)
        print(line, flush=True)
    seconds, nodes = totals["a"]
    print("module: %d positions in %.1f s, %.0f a second"
          % (nodes, seconds, nodes / seconds))
    if other is not None:
        b_seconds, b_nodes = totals["b"]
        print("vs:     %d positions in %.1f s, %.0f a second"
              % (b_nodes, b_seconds, b_nodes / b_seconds))
        print("positions a second, module / vs: %.2f; %d of %d differ"
              % (nodes / seconds / (b_nodes / b_seconds), differ,
                 len(positions)))
    if ratios:
        print("time to depth %d, %d jobs / 1: median %.2f"
              % (args.depth, args.jobs, statistics.median(ratios)))


if __name__ == "__main__":
    main()
