"""Runs the same commands with two copies of proj2.py and says where
their outputs differ (not a test: pytest does not collect it), so that a
change meant to change no behaviour can show it changed none.

    python3 tests/bench/compare_outputs.py --vs PATH [--module PATH]
        [--jobs N]

--vs PATH is the copy from before the change (git show REV:proj2.py >
PATH makes one); --module PATH the copy after (default: the project's).
Each command runs in a fresh folder with a copy of tests/data, its
standard input a file of typed lines or nothing; what it prints on both
streams and its exit status are kept. Figures that read the wall clock
(seconds, rates, NBoard's move time) are masked, so a busy machine does
not show as a difference; the searches themselves count positions (a
seed, a think time that buys positions), so their values must agree.
Prints each command's name with 'same' or the first lines that differ,
then the count; exit status 1 when any differ.
"""

import argparse
import concurrent.futures
import difflib
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
MOVES_60 = ("f5d6c7f4e3f2c5d7c4b3e2b8c3f3g3e1a2e6d1h3d8d2g1d3b7c6f7g2f6e7"
            "f8c8c1a3h2b4f1g7h4g5g8b5a8g4a4a5a6b6g6h8c2a7e8a1h7h6h5h1b1b2")
MOVES_END = ("c4c5f6c3b5g7d3e3f3d6f2b4e6a5a6b6a4b3g6f7h8f4e8d2e2c2b7g8f8g3"
             "c1g1e1f1a3d1h1h6g2")
OPENING = "f5d6c3d3c4f4f6f3e6e7c6"
POSITION = ("---------------------------OX------XXX-------------------"
            "------- O")
NBOARD_GAME = ("(;GM[Othello]PB[anna]PW[boris]TY[8]BO[8 ---------------------"
               "------O*------*O--------------------------- *]B[F5]W[F6]"
               "B[D3]W[C5]B[E6]W[F7]B[E7]W[F4];)")
# name: [the typed lines (None: none), the command line's words].
COMMANDS = {
    "course game": ["@sample2.in", []],
    "umbc words": ["hint\nanalyze\n2 3\nwhy\nhelp\nundo\nredo\n2 3\nmoves\n"
                   "review\nfoo\n9 9\nquit\n",
                   ["--rules", "umbc", "--seed", "5", "--think", "0.05",
                    "--jobs", "1"]],
    "othello rich": ["f5\nhint\nanalyze\nd3\nwhy\nc5\nreview\nmoves\nundo\n"
                     "redo\nxx\nquit\n",
                     ["--rules", "othello", "--o", "level3", "--seed", "7",
                      "--think", "0.05", "--jobs", "1", "--style", "rich"]],
    "two humans": ["why b2\nb2\nreview\nwhy\nquit\n",
                   ["--rules", "othello", "--x", "human", "--o", "human",
                    "--moves", MOVES_END, "--think", "0.05", "--jobs", "1"]],
    "analyze why": [None, ["--analyze", "--why", "--moves", OPENING,
                           "--think", "0.1", "--jobs", "1"]],
    "analyze 2 jobs": [None, ["--analyze", "--moves", OPENING, "--think",
                              "0.1", "--jobs", "2"]],
    "analyze near the end": [None, ["--analyze", "--why", "--moves",
                                    MOVES_END, "--think", "0.1"]],
    "review": [None, ["--review", MOVES_60, "--think", "0.05", "--jobs",
                      "1"]],
    "review 2 jobs": [None, ["--review", MOVES_60, "--think", "0.05",
                             "--jobs", "2"]],
    "review wthor": [None, ["--review", "data/samples/WTH_2026.wtb",
                            "--game", "1", "--think", "0.05"]],
    "review umbc": [None, ["--rules", "umbc", "--review", "2324", "--think",
                           "0.05"]],
    "match": [None, ["--match", "level3", "level2", "--rules", "standard",
                     "--seed", "1", "--games", "4"]],
    "match level5": [None, ["--match", "level5", "level4", "--rules",
                            "standard", "--seed", "1", "--games", "2",
                            "--think", "0.1"]],
    "match umbc": [None, ["--match", "level3", "naive", "--seed", "4",
                          "--games", "2"]],
    "best": ["", ["--x", "best", "--size", "4"]],
    "gtp": ["name\nversion\nplay black f5\ngenmove white\nshowboard\n"
            "play black c3\ngenmove white\nundo\nfinal_score\nlevel 2\n"
            "genmove black\ntime_settings 300 0 0\ngenmove white\nquit\n",
            ["--protocol", "gtp", "--seed", "1", "--think", "0.05"]],
    "nboard": ["nboard 2\nset depth 6\nset game " + NBOARD_GAME
               + "\nping 1\nhint 2\ngo\n",
               ["--protocol", "nboard", "--seed", "1", "--think", "0.05"]],
    "ics32": ["@ics32_spec_example.in", ["--protocol", "ics32"]],
    "load ggf": ["", ["--load", "data/samples/games.ggf", "--game", "2",
                      "--o", "level2", "--seed", "2", "--think", "0.05",
                      "--jobs", "1"]],
    "position": [None, ["--rules", "standard", "--analyze", "--position",
                        POSITION, "--think", "0.05", "--jobs", "1"]],
    "perft": [None, ["--rules", "standard", "--perft", "5"]],
    "help": [None, ["--help"]],
    "bad option": [None, ["--think", "-3"]],
}
# What reads the wall clock, and what stands for it.
CLOCK_FIGURES = [
    (re.compile(r"\d+\.\d+ s\b"), "T s"),
    (re.compile(r"^(mean seconds a move:).*$", re.MULTILINE), r"\1 T"),
    (re.compile(r"^(time:|leaves per second:).*$", re.MULTILINE), r"\1 T"),
    (re.compile(r"(=== [A-H][1-8]/[-0-9.]+)/[0-9.]+"), r"\1/T"),
]
# How long one command may run, in seconds.
COMMAND_SECONDS = 600


def run_command(module, name):
    """Returns: what the command called name printed with module (both
    streams, then its exit status), the clock's figures masked."""
    typed, words = COMMANDS[name]
    with tempfile.TemporaryDirectory() as folder:
        place = pathlib.Path(folder)
        shutil.copy(module, place / "proj2.py")
        shutil.copytree(ROOT / "tests" / "data", place / "data")
        if typed is not None and typed.startswith("@"):
            typed = (place / "data" / typed[1:]).read_text()
        finished = subprocess.run(
            [sys.executable, "proj2.py"] + words, cwd=place,
            input=(typed or "").encode(), stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT, timeout=COMMAND_SECONDS, check=False)
    text = finished.stdout.decode(errors="replace")
    for pattern, mask in CLOCK_FIGURES:
        text = pattern.sub(mask, text)
    return text + "exit status {}\n".format(finished.returncode)


def main():
    """Runs every command with both copies and reports."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--vs", required=True)
    parser.add_argument("--module", default=str(ROOT / "proj2.py"))
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    differing = 0
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        runs = {name: [pool.submit(run_command, args.module, name),
                       pool.submit(run_command, args.vs, name)]
                for name in COMMANDS}
        for name, (after, before) in runs.items():
            lines = list(difflib.unified_diff(
                before.result().splitlines(), after.result().splitlines(),
                "before", "after", lineterm=""))
            print("{:24} {}".format(name, "differs" if lines else "same"))
            for line in lines[:20]:
                print("    " + line)
            differing += bool(lines)
    print("{} of {} commands differ".format(differing, len(COMMANDS)))
    return 1 if differing else 0


if __name__ == "__main__":
    sys.exit(main())
