"""Plays proj2's GTP engine against itself on a clock (not a test: pytest
does not collect it), as a GUI would: time_settings MAIN 0 0 for both,
then genmove for each side in turn to the end of the game, each engine
told its time left (time_left) before each move. Prints each move's
seconds (marked when it was the only legal move), each side's total
and time left, and the final score.

With --once, the engine is instead given one clock (time_settings MAIN
BYO STONES, as --once writes them) and asked one genmove from the
position after --plies moves of the greedy computer (20: out of the
opening book), --repeat times, each from a fresh engine; it prints each move's
seconds, for a check against the plan's think time and its most (the
engine's plan, with the real clock). --busy N runs N busy loops beside
it, as a loaded machine; --program names another copy of proj2.py.

    python3 tests/bench/bench_gtp_clock.py [--main SECONDS] [--jobs J]
    python3 tests/bench/bench_gtp_clock.py --once "3600 0 0" --jobs 2 \
        --busy 2 [--repeat N] [--program PATH]
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


def start_engine(jobs, program=ROOT / "proj2.py"):
    """Returns: a proj2 GTP engine process."""
    return subprocess.Popen(
        [sys.executable, str(program), "--protocol", "gtp",
         "--jobs", str(jobs)], stdin=subprocess.PIPE,
        stdout=subprocess.PIPE, text=True)


def greedy_line(plies):
    """Returns: the first plies moves of a game between greedy computers
    from the start (GTP's play lines) and the colour then to move."""
    rules = proj2.STANDARD_RULES
    board = proj2.create_start_board(rules=rules)
    side = proj2.PLAYER_PIECE
    lines = []
    for _ in range(plies):
        move = proj2.choose_greedy_move(board, side, rules)
        lines.append("play %s %s" % (
            COLOURS[side], proj2.format_square_name(board, move)))
        proj2.apply_rule_move(board, *move, side, rules)
        side = proj2.get_side_to_move(board, proj2.get_opponent(side),
                                      rules)
    return lines, COLOURS[side]


def time_one_move(args):
    """Prints the seconds of one genmove after args.plies greedy moves on
    the clock args.once, args.repeat times, with args.busy busy loops
    beside it."""
    lines, colour = greedy_line(args.plies)
    busy = [subprocess.Popen([sys.executable, "-c", "while True: pass"])
            for _ in range(args.busy)]
    try:
        for _ in range(args.repeat):
            engine = start_engine(args.jobs, args.program)
            for line in lines + ["time_settings " + args.once]:
                ask(engine, line)
            started = time.monotonic()
            word = ask(engine, "genmove " + colour)
            seconds = time.monotonic() - started
            engine.stdin.close()
            engine.wait()
            print("time_settings %s, --jobs %d, %d busy: %s in %.2f s"
                  % (args.once, args.jobs, args.busy, word, seconds),
                  flush=True)
    finally:
        for loop in busy:
            loop.kill()
            loop.wait()


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
    parser.add_argument("--once")
    parser.add_argument("--busy", type=int, default=0)
    parser.add_argument("--repeat", type=int, default=1)
    parser.add_argument("--plies", type=int, default=20)
    parser.add_argument("--program", default=str(ROOT / "proj2.py"))
    args = parser.parse_args()
    if args.once is not None:
        time_one_move(args)
        return
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
