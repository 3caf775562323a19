"""Calibrates ProbCut for the pattern evaluation (not a test: pytest
does not collect it).

ProbCut (see search_node in proj2.py) predicts the value of a deep
search from a shallow one: deep = slope * shallow + offset, give or
take a normal error. This script measures the pairs: positions of the
tournament games of ../shared/data/wthor/GAMES_YEAR.txt (every GAP-th
position of a game, with 14 to proj2.PATTERN_MOST_EMPTIES empty
squares and a move to play), each searched
with the full window at the depth d and at the shallow depth
proj2.get_probcut_depth(d) by the plain search (ProbCut off). For each
depth it prints the least-squares slope, offset and the residual
standard deviation: PROBCUT_FIT's entries.

The positions searched are written to DATA_DIR as they finish, so a
stopped run resumes; the same arguments give the same positions. The
pairs hold for the tables they were searched with: remove DATA_DIR
when the tables change.

With `nodes DEPTH COUNT` it measures what ProbCut saves instead: COUNT
of the positions (every fourth of the first 4 * COUNT) are searched to
DEPTH with and without it, and it prints the positions each search
visited and how often the two chose the same move.

Run from the project root:
    python3 tests/bench/fit_probcut.py DEEPEST POSITIONS [--processes 2]
    python3 tests/bench/fit_probcut.py 9 300
    python3 tests/bench/fit_probcut.py nodes 8 10
"""

import dataclasses
import multiprocessing
import pathlib
import statistics
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
import proj2  # noqa: E402
import label_endgames  # noqa: E402

GAMES_YEAR = "2000"
DATA_DIR = pathlib.Path("/var/tmp/proj2_probcut")
ENGINE = proj2.build_engine(proj2.STANDARD_RULES, 8, 8)
GAP = 7
FEWEST_EMPTIES = 14
SHALLOWEST = 3


def sample_positions(count):
    """Returns: count [own, opponent] positions of the self-play games,
    every GAP-th of each game in the pattern zone, in file order."""
    found = []
    source = label_endgames.DATA / ("%s.txt" % GAMES_YEAR)
    start = proj2.create_start_board(rules=proj2.STANDARD_RULES)
    with open(source, encoding="ascii") as games:
        for number, line in enumerate(games, 1):
            own, opponent = proj2.get_engine_bits(start, proj2.PLAYER_PIECE,
                                                  ENGINE)
            index = 0
            for move in label_endgames.read_line_moves(source, number,
                                                       line):
                if not ENGINE.find_moves(own, opponent, ENGINE) & move:
                    # The side to move passed (WTHOR leaves passes out).
                    own, opponent = opponent, own
                    if not ENGINE.find_moves(own, opponent, ENGINE) & move:
                        sys.exit("%s: line %d: an illegal move"
                                 % (source, number))
                own, opponent = proj2.play_engine_move(own, opponent,
                                                       move, ENGINE)
                empties = 64 - (own | opponent).bit_count()
                if not (FEWEST_EMPTIES <= empties
                        <= proj2.PATTERN_MOST_EMPTIES
                        and ENGINE.find_moves(own, opponent, ENGINE)):
                    continue
                index += 1
                if index % GAP == 0:
                    found.append([own, opponent])
                    if len(found) == count:
                        return found
    return found


def search(own, opponent, depth):
    """Returns: the plain search's value (ProbCut off) of a position,
    depth plies deep, with the full window, or None for a won score."""
    evaluation = proj2.choose_board_evaluation(
        ENGINE, proj2.DEFAULT_EVALUATION, 1,
        64 - (own | opponent).bit_count())
    evaluation = dataclasses.replace(evaluation, probcut=())
    state = proj2.create_search_state(ENGINE, evaluation, 1,
                                      proj2.NO_NODE_LIMIT, 10 ** 9)
    value = proj2.search_node(own, opponent, depth, -proj2.INFINITE_SCORE,
                              proj2.INFINITE_SCORE, state)
    if abs(value) >= proj2.WIN_SCORE:
        return None
    return value


def measure(task):
    """Returns: the line 'depth own opponent shallow deep' of one
    position (deep None for a won score)."""
    depth, own, opponent = task
    shallow = search(own, opponent, proj2.get_probcut_depth(depth))
    deep = search(own, opponent, depth)
    return "%d %d %d %s %s\n" % (depth, own, opponent, shallow, deep)


def count_nodes(depth, count):
    """Prints the positions the searches of count positions to depth
    visit with ProbCut and without, and how often they agree."""
    with_probcut = proj2.load_pattern_evaluation()
    without = dataclasses.replace(with_probcut, probcut=())
    visited = {True: 0, False: 0}
    agree = 0
    for own, opponent in sample_positions(4 * count)[::4]:
        moves = {}
        for cut in (True, False):
            state = proj2.create_search_state(
                ENGINE, with_probcut if cut else without, 1,
                proj2.NO_NODE_LIMIT, 10 ** 9)
            first = proj2.list_bits(ENGINE.find_moves(own, opponent,
                                                      ENGINE))[0]
            moves[cut] = proj2.deepen_search(own, opponent, depth, state,
                                             first).move
            visited[cut] += state.nodes
        agree += moves[True] == moves[False]
    print("depth %d, %d positions: %d visited with ProbCut, %d without; "
          "the same move in %d" % (depth, count, visited[True],
                                   visited[False], agree))


def main():
    if sys.argv[1] == "nodes":
        count_nodes(int(sys.argv[2]), int(sys.argv[3]))
        return
    deepest = int(sys.argv[1])
    count = int(sys.argv[2])
    processes = 2
    if "--processes" in sys.argv:
        processes = int(sys.argv[sys.argv.index("--processes") + 1])
    positions = sample_positions(count)
    DATA_DIR.mkdir(exist_ok=True)
    path = DATA_DIR / "pairs.txt"
    done = set()
    if path.exists():
        for line in path.read_text().splitlines():
            depth, own, opponent = (int(word) for word in line.split()[:3])
            done.add((depth, own, opponent))
    tasks = [(depth, own, opponent)
             for depth in range(SHALLOWEST, deepest + 1)
             for own, opponent in positions
             if (depth, own, opponent) not in done]
    started = time.perf_counter()
    with open(path, "a") as out, multiprocessing.Pool(processes) as pool:
        for number, line in enumerate(pool.imap(measure, tasks, 4)):
            out.write(line)
            out.flush()
            if number % 100 == 99:
                print("%d of %d, %.0f s" % (number + 1, len(tasks),
                                             time.perf_counter() - started),
                      flush=True)
    pairs = {}
    for line in path.read_text().splitlines():
        words = line.split()
        if "None" in words[3:]:
            continue
        pairs.setdefault(int(words[0]), []).append(
            (int(words[3]), int(words[4])))
    print("depth shallow  pairs   slope  offset  sigma")
    for depth in sorted(pairs):
        shallow = [pair[0] for pair in pairs[depth]]
        deep = [pair[1] for pair in pairs[depth]]
        slope, offset = statistics.linear_regression(shallow, deep)
        sigma = statistics.pstdev([d - slope * s - offset
                                   for s, d in zip(shallow, deep)])
        print("%5d %7d %6d %7.3f %7.2f %6.2f" % (
            depth, proj2.get_probcut_depth(depth), len(deep), slope, offset,
            sigma))


if __name__ == "__main__":
    main()
