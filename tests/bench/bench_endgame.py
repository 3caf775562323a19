"""Benchmark, not a test (pytest does not collect it): how level5 plays
standard 8x8 endgames. For each position it checks whether level5's
move keeps the best final disc difference, found by solving the
position and the position after the move with no budget at all, and
times the move.

The positions come from games between two level3 computers after a
random opening of six plies, stopped when the given number of squares
is empty and the side to move has a move; seeds 1, 2, 3, ... make them
the same every run.

Run from the project root:
    python3 tests/bench/bench_endgame.py [EMPTIES] [POSITIONS] [THINK]
(defaults: 12 empties, 20 positions, level5's default think time).
"""

import pathlib
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2]))
import proj2  # noqa: E402

RULES = proj2.STANDARD_RULES
OPENING_PLIES = 6
BUILDER = "level3"
# A time no position here needs: the solver always finishes.
UNLIMITED_SECONDS = 10 ** 6


def endgame_position(empties, seed, think=1):
    """Parameters: empties -- the empty squares to leave; seed -- the
        game's seed; think -- the builders' think time.
    Returns: [board, side to move], or None when the game ended first."""
    settings = proj2.create_settings(seed, think=think)
    session = proj2.create_session_state(settings)
    board = proj2.create_start_board(rules=RULES)
    side = proj2.play_opening(board, proj2.PLAYER_PIECE, RULES,
                              OPENING_PLIES, session.random_numbers)
    side = proj2.get_side_to_move(board, side, RULES)
    while side != proj2.EMPTY and proj2.count_pieces(board,
                                                     proj2.EMPTY) > empties:
        move = proj2.COMPUTER_PLAYERS[BUILDER](board, side, RULES, settings,
                                               session)
        proj2.apply_rule_move(board, *move, side, RULES)
        side = proj2.get_side_to_move(board, proj2.get_opponent(side), RULES)
    if side == proj2.EMPTY:
        return None
    return [board, side]


def exact_value(board, piece):
    """Parameters: board -- a position; piece -- the side to move.
    Returns: its exact value for piece (the final disc difference with
        best play), from the exact solver with no budget."""
    engine = proj2.build_engine(RULES, len(board), len(board[0]))
    own, opponent = proj2.get_engine_bits(board, piece, engine)
    state = proj2.create_search_state(engine, proj2.DEFAULT_EVALUATION, 1,
                                      proj2.NO_NODE_LIMIT,
                                      time.perf_counter() + UNLIMITED_SECONDS)
    return proj2.solve_position(own, opponent, state)


def main():
    """Runs the benchmark and prints a line a position and a summary."""
    empties = int(sys.argv[1]) if len(sys.argv) > 1 else 12
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    think = (float(sys.argv[3]) if len(sys.argv) > 3
             else proj2.DEFAULT_THINK_SECONDS)
    kept = 0
    seconds = []
    seed = 0
    while len(seconds) < count:
        seed += 1
        position = endgame_position(empties, seed)
        if position is None:
            continue
        board, side = position
        best = exact_value(board, side)
        started = time.perf_counter()
        move = proj2.COMPUTER_PLAYERS["level5"](
            board, side, RULES, proj2.create_settings(seed, think=think))
        seconds.append(time.perf_counter() - started)
        after = proj2.copy_board(board)
        proj2.apply_rule_move(after, *move, side, RULES)
        opponent = proj2.get_opponent(side)
        got = -exact_value(after, opponent)
        kept += got == best
        print("seed %d: best %+d, level5 played %d %d worth %+d in %.2f s"
              % (seed, best, move[0], move[1], got, seconds[-1]), flush=True)
    print("%d empties: level5 kept the best result in %d of %d positions; "
          "%.2f s a move on average, %.2f s at most"
          % (empties, kept, count, sum(seconds) / count, max(seconds)))


if __name__ == "__main__":
    main()
