"""Finds the best game against the naive computer from the course game's
start (not a test: pytest does not collect it), as --x best plays it:
the most X pieces a game can end with, the bound the search proved, the
positions it visited, how long it took, and the game's moves in the
course's row col form.

    python3 tests/bench/bench_best_game.py [--size N] [--positions P]
        [--rules NAME]

--positions P lets the search visit P positions instead of best's own
budget (BEST_GAME_POSITIONS); --size N searches an N by N board.
"""

import argparse
import pathlib
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2]))
import proj2  # noqa: E402


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--size", type=int, default=proj2.BOARD_SIZE)
    parser.add_argument("--positions", type=int,
                        default=proj2.BEST_GAME_POSITIONS)
    parser.add_argument("--rules", default=proj2.UMBC_RULES_NAME,
                        choices=list(proj2.RULE_SETS))
    args = parser.parse_args()
    rules = proj2.RULE_SETS[args.rules]
    board = proj2.create_start_board(args.size, args.size, rules=rules)
    start = time.perf_counter()
    found = proj2.find_best_game(board, proj2.PLAYER_PIECE, rules,
                                 positions=args.positions)
    seconds = time.perf_counter() - start
    proved = "proved best" if found.score == found.bound else (
        "no game ends with more than %d" % found.bound)
    print("X's best game: %d pieces (%s), %d positions, %.0f s"
          % (found.score, proved, found.positions, seconds))
    print(", ".join("%d %d" % tuple(move) for move in found.moves))


if __name__ == "__main__":
    main()
