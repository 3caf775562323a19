"""The review made while a person thinks: a game against a computer
played at a terminal (a pseudo-terminal) at a person's pace, then `review
all` at its end, timed, and compared with `--review` of the same game
computed afresh.

Usage: python3 tests/bench/bench_review_ahead.py [--seconds S]
           [--opponent NAME] [--think T] [--seed N]

The person (this script) plays a random legal move (seeded) S seconds
after each prompt; the game is saved at its end (save), and its review
computed again by `--review FILE` with a library of its own. Prints the
game's moves, the seconds `review all` took (from the line typed to the
summary's last line), and whether its move lines are those of
`--review`. Nothing here is a test: it takes minutes (30 moves at 10 s).
"""

import argparse
import os
import pty
import random
import re
import select
import subprocess
import sys
import tempfile
import time

REPO_ROOT = os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))))
PROJ2 = os.path.join(REPO_ROOT, "proj2.py")
MOVE_PROMPT = "Enter your move"
# The legal moves, as the rich display (a terminal's) and the classic
# one say them.
VALID_MOVES = re.compile(r"(?:Legal moves|Valid moves are): ([a-h1-8, ]+)")
GAME_OVER = "Enter to leave: "
# A review's move line: its number, side and square.
REVIEW_MOVE = re.compile(r"^ *\d+\. [XO] ")
SUMMARY = re.compile(r"^White \(O\)|^O \(")
READ_BYTES = 65536
# The longest any one step may take before the bench gives up.
STEP_SECONDS = 600


class Terminal:
    """The program at a pseudo-terminal: what it wrote, read as it comes."""

    def __init__(self, command, env):
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            os.execvpe(command[0], command, env)
        self.text = ""

    def read_until(self, pattern, seconds=STEP_SECONDS):
        """Reads until pattern (a compiled regex) matches the text after
        what was read before; returns that new text."""
        start = len(self.text)
        deadline = time.monotonic() + seconds
        while not pattern.search(self.text, start):
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(self.text[start:][-2000:])
            ready = select.select([self.fd], [], [], left)[0]
            if ready:
                try:
                    chunk = os.read(self.fd, READ_BYTES)
                except OSError:
                    chunk = b""
                if not chunk:
                    raise EOFError(self.text[start:][-2000:])
                self.text += chunk.decode(errors="replace").replace(
                    "\r\n", "\n")
        return self.text[start:]

    def type(self, line):
        """Types a line."""
        os.write(self.fd, (line + "\n").encode())


def play(options, env, record):
    """Plays the game at the terminal and reviews it there: returns (the
    seconds review took, its lines)."""
    rng = random.Random(options.seed)
    command = [sys.executable, PROJ2, "--rules", "standard", "--o",
               options.opponent, "--think", str(options.think)]
    terminal = Terminal(command, env)
    either = re.compile(re.escape(MOVE_PROMPT) + "|" + re.escape(GAME_OVER))
    moves = 0
    while True:
        said = terminal.read_until(either)
        if GAME_OVER in said:
            break
        found = VALID_MOVES.findall(said)
        time.sleep(options.seconds)
        move = rng.choice(found[-1].replace(",", " ").split())
        terminal.type(move)
        moves += 1
        print("move", moves, move, flush=True)
    started = time.monotonic()
    terminal.type("review all")
    said = terminal.read_until(re.compile(re.escape(GAME_OVER)))
    seconds = time.monotonic() - started
    terminal.type("save " + record)
    terminal.read_until(re.compile(re.escape(GAME_OVER)))
    terminal.type("")
    os.waitpid(terminal.pid, 0)
    return seconds, said.splitlines()


def review_afresh(record, think, env):
    """Returns: the lines of --review of the saved game at the think time,
    with a library of its own."""
    with tempfile.TemporaryDirectory() as folder:
        done = subprocess.run(
            [sys.executable, PROJ2, "--review", record, "--think",
             str(think), "--library", os.path.join(folder, "fresh.sqlite3")],
            capture_output=True, text=True, env=env, check=True)
    return done.stdout.splitlines()


def move_lines(lines):
    """Returns: the move lines of a review (and the why lines under
    them), from the first move line to the last before the summary."""
    first = next(index for index, line in enumerate(lines)
                 if REVIEW_MOVE.match(line))
    last = next(index for index, line in enumerate(lines)
                if SUMMARY.match(line))
    return lines[first:last]


def main():
    """Runs the benchmark (see the module's docstring)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--opponent", default="level3")
    parser.add_argument("--think", type=float, default=1.0)
    parser.add_argument("--seed", type=int, default=1)
    options = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        env = dict(os.environ, XDG_DATA_HOME=folder, TERM="dumb")
        record = os.path.join(folder, "game.txt")
        seconds, lines = play(options, env, record)
        fresh = review_afresh(record, options.think, env)
        with open(record, encoding="utf-8") as file:
            print(file.read())
    print("review all at the game's end: {:.2f} s".format(seconds))
    same = move_lines(lines) == move_lines(fresh)
    print("its move lines are --review's of the saved game:", same)
    if not same:
        print("\n".join(move_lines(lines)))
        print("--- --review:")
        print("\n".join(move_lines(fresh)))
    print("\n".join(lines[-4:]))


if __name__ == "__main__":
    main()
