"""Benchmark, not a test (pytest does not collect it): a match over the
Go Text Protocol between proj2 (`--protocol gtp`, level5 at its default
think time) and GRhino's gtp-rhino at a given level, colours alternating,
every move checked by proj2's rule functions. Needs Debian's grhino.

Run from the project root:
    python3 tests/bench/bench_gtp_match.py [LEVEL] [GAMES]
(defaults: level 1, 4 games).
"""

import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))
import proj2  # noqa: E402
from gtp_driver import Engine, play_game  # noqa: E402

GTP_RHINO = "/usr/games/gtp-rhino"


def main():
    """Plays the match and prints a line a game and a summary."""
    level = sys.argv[1] if len(sys.argv) > 1 else "1"
    games = int(sys.argv[2]) if len(sys.argv) > 2 else 4
    tally = {"won": 0, "drawn": 0, "lost": 0}
    difference = 0
    for number in range(games):
        ours = Engine([sys.executable, "proj2.py", "--protocol", "gtp"])
        rhino = Engine([GTP_RHINO, "--level=" + level])
        proj2_piece = proj2.PLAYER_PIECE if number % 2 == 0 else \
            proj2.COMPUTER_PIECE
        try:
            if proj2_piece == proj2.PLAYER_PIECE:
                game = play_game(ours, rhino)
            else:
                game = play_game(rhino, ours)
        finally:
            ours.close()
            rhino.close()
        if game["illegal"]:
            print("game %d: illegal move: %s" % (number + 1, game["illegal"]))
            continue
        scores = proj2.get_final_scores(game["board"], proj2.STANDARD_RULES)
        mine = scores[proj2_piece] - scores[proj2.get_opponent(proj2_piece)]
        difference += mine
        outcome = "won" if mine > 0 else "lost" if mine < 0 else "drawn"
        tally[outcome] += 1
        print("game %d: proj2 %s as %s, %+d; final_score %s; %s" % (
            number + 1, outcome, "black" if proj2_piece == "X" else "white",
            mine, " / ".join(game["scores"]), game["moves"]), flush=True)
    print("proj2 against gtp-rhino level %s, %d games: %d-%d-%d (W-D-L), "
          "mean disc difference %+.1f" % (level, games, tally["won"],
                                          tally["drawn"], tally["lost"],
                                          difference / games))


if __name__ == "__main__":
    main()
