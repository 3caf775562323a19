"""Times the two evaluations of Othello's 8x8 board (not a test: pytest
does not collect it): microseconds a call of the features
(evaluate_position) and of the patterns (evaluate_patterns, with the
tables' decoding timed once), and positions a second of the same
fixed-depth searches with each, on positions of seeded random games.

With `match NODES GAMES SEED` it plays instead level5 with the
patterns (proj2.DEFAULT_EVALUATION) against level5 with the features
alone (FEATURE_EVALUATION), both searching NODES positions a move, from GAMES
random 6-ply openings (from SEED), each played with both colours, and
prints the patterns' score. With `--probcut` after it, the match is
the patterns with ProbCut (as the program plays) against the patterns
without it (PROBCUT_FIT left out), at the same positions a move.

Run from the project root:
    python3 tests/bench/bench_evaluation.py [POSITIONS] [DEPTH]
    python3 tests/bench/bench_evaluation.py match 20000 5 1
    python3 tests/bench/bench_evaluation.py match 20000 5 1 --probcut
"""

import dataclasses
import pathlib
import random
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
import proj2  # noqa: E402

ENGINE = proj2.build_engine(proj2.STANDARD_RULES, 8, 8)
FAR = 10 ** 9
OPENING_PLIES = 6


def positions(count, seed=1):
    """Returns: count (own, opponent, moves) positions with 20 to 50
    empty squares from random games."""
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        board = proj2.create_start_board(rules=proj2.STANDARD_RULES)
        own, opponent = proj2.get_engine_bits(board, proj2.PLAYER_PIECE,
                                              ENGINE)
        while True:
            turn, moves = proj2.get_engine_turn(own, opponent, ENGINE)
            if turn == proj2.TURN_GAME_OVER:
                break
            if turn == proj2.TURN_OPPONENT:
                own, opponent = opponent, own
            if 20 <= 64 - (own | opponent).bit_count() <= 50:
                found.append((own, opponent, moves))
            own, opponent = proj2.play_engine_move(
                own, opponent, rng.choice(proj2.list_bits(moves)), ENGINE)
    return rng.sample(found, count)


def play(black, white, rng, nodes):
    """Plays one game, black's and white's evaluations given, the first
    OPENING_PLIES moves at random. Returns: black's discs less white's."""
    rules = proj2.STANDARD_RULES
    board = proj2.create_start_board(rules=rules)
    piece = proj2.PLAYER_PIECE
    ply = 0
    while True:
        piece = proj2.get_side_to_move(board, piece, rules)
        if piece == proj2.EMPTY:
            break
        moves = proj2.get_rule_moves(board, piece, rules)
        if ply < OPENING_PLIES:
            move = rng.choice(moves)
        else:
            evaluation = black if piece == proj2.PLAYER_PIECE else white
            settings = proj2.create_settings(0, evaluation=evaluation,
                                             node_limit=nodes)
            move = proj2.choose_search_move(board, piece, rules, settings,
                                            level=proj2.LEVEL5_PLAYER)
        proj2.apply_rule_move(board, move[0], move[1], piece, rules)
        piece = proj2.get_opponent(piece)
        ply += 1
    return (proj2.count_pieces(board, proj2.PLAYER_PIECE)
            - proj2.count_pieces(board, proj2.COMPUTER_PIECE))


def without_probcut():
    """Returns: the pattern evaluation with ProbCut off."""
    return dataclasses.replace(proj2.load_pattern_evaluation(), probcut=())


def match(nodes, games, seed, probcut=False):
    """Plays the match of the module's comment and prints its score."""
    patterns = proj2.DEFAULT_EVALUATION
    features = proj2.FEATURE_EVALUATION
    if probcut:
        features = dataclasses.replace(patterns, othello=without_probcut)
    score = 0
    total = 0
    for game in range(games):
        first = play(patterns, features, random.Random(seed * 1000 + game),
                     nodes)
        second = -play(features, patterns,
                       random.Random(seed * 1000 + game), nodes)
        for difference in (first, second):
            total += difference
            score += (difference > 0) + 0.5 * (difference == 0)
        print("opening %d: patterns %+d as black, %+d as white"
              % (game, first, second), flush=True)
    print("patterns: %.1f of %d (%.0f%%), mean disc difference %+.1f"
          % (score, 2 * games, 50 * score / games, total / (2 * games)))


def main():
    """Reads the command line (see the module's comment)."""
    if sys.argv[1:2] == ["match"]:
        match(*(int(word) for word in sys.argv[2:5]),
              probcut="--probcut" in sys.argv)
        return
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    depth = int(sys.argv[2]) if len(sys.argv) > 2 else 4
    started = time.perf_counter()
    patterns = proj2.load_pattern_evaluation()
    print("decoding the pattern tables: %.3f s"
          % (time.perf_counter() - started))
    features = proj2.FEATURE_EVALUATION
    tested = positions(count)
    for name, evaluation in (("features", features),
                             ("patterns", patterns)):
        started = time.perf_counter()
        for own, opponent, moves in tested:
            evaluation.function(own, opponent, moves, ENGINE, evaluation, 1)
        each = (time.perf_counter() - started) / count * 1e6
        nodes = 0
        started = time.perf_counter()
        for own, opponent, moves in tested[:count // 20]:
            state = proj2.create_search_state(ENGINE, evaluation, 1,
                                              proj2.NO_NODE_LIMIT, FAR)
            proj2.deepen_search(own, opponent, depth, state,
                                proj2.list_bits(moves)[0])
            nodes += state.nodes
        rate = nodes / (time.perf_counter() - started)
        print("%s: %.1f us a call; depth %d searches: %d positions, "
              "%.0f a second" % (name, each, depth, nodes, rate))


if __name__ == "__main__":
    main()
