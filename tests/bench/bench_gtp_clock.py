"""Plays proj2's GTP engine against itself on a clock (not a test: pytest
does not collect it), as a GUI would: time_settings MAIN 0 0 for both,
then genmove for each side in turn to the end of the game, each engine
told its time left (time_left) before each move. Prints each move's
seconds (marked when it was the only legal move), each side's total
and time left, and the final score.

    python3 tests/bench/bench_gtp_clock.py [--main SECONDS] [--jobs J]
"""

import argparse
import pathlib
import subprocess
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
import proj2  # noqa: E402

COLOURS = {proj2.PLAYER_PIECE: "black", proj2.COMPUTER_PIECE: "white"}


def start_engine(jobs):
    """Returns: a proj2 GTP engine process."""
    return subprocess.Popen(
        [sys.executable, str(ROOT / "proj2.py"), "--protocol", "gtp",
         "--jobs", str(jobs)], stdin=subprocess.PIPE,
        stdout=subprocess.PIPE, text=True)


def ask(engine, line):
    """Returns: the answer's text to one command (raises on a failure)."""
    engine.stdin.write(line + "\n")
    engine.stdin.flush()
    answer = []
    while True:
        text = engine.stdout.readline()
        if text.strip() == "" and answer:
            break
        answer.append(text.strip())
    if not answer[0].startswith("="):
        raise RuntimeError("%s: %s" % (line, answer))
    return answer[0][1:].strip()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--main", type=int, default=60)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    rules = proj2.STANDARD_RULES
    board = proj2.create_start_board(rules=rules)
    engines = {piece: start_engine(args.jobs) for piece in COLOURS}
    left = {piece: float(args.main) for piece in COLOURS}
    spent = {piece: [] for piece in COLOURS}
    for engine in engines.values():
        ask(engine, "time_settings %d 0 0" % args.main)
    side = proj2.PLAYER_PIECE
    while side != proj2.EMPTY:
        only = len(proj2.get_rule_moves(board, side, rules)) == 1
        colour = COLOURS[side]
        engine = engines[side]
        ask(engine, "time_left %s %d 0" % (colour, max(0, int(left[side]))))
        started = time.monotonic()
        word = ask(engine, "genmove " + colour)
        seconds = time.monotonic() - started
        left[side] -= seconds
        spent[side].append(seconds)
        print("%s %-4s %6.2f s%s  (left %.1f)" % (
            colour, word, seconds, "  only move" if only else "",
            left[side]), flush=True)
        other = engines[proj2.get_opponent(side)]
        ask(other, "play %s %s" % (colour, word))
        if word.lower() != "pass":
            move = proj2.parse_gtp_vertex(word, board)
            proj2.apply_rule_move(board, *move, side, rules)
        side = proj2.get_side_to_move(board, proj2.get_opponent(side),
                                      rules)
    for piece, colour in COLOURS.items():
        print("%s: %d moves, %.1f s in all, most %.2f s, %.1f s left%s"
              % (colour, len(spent[piece]), sum(spent[piece]),
                 max(spent[piece]), left[piece],
                 "" if left[piece] > 0 else "  FLAG FELL"))
    print("final score:", proj2.get_final_scores(board, rules))
    for engine in engines.values():
        engine.stdin.close()
        engine.wait()


if __name__ == "__main__":
    main()
