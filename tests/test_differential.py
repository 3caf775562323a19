"""PART 2's game session plays the course game exactly as PART 1 does.

`python3 proj2.py` runs PART 1's main(); `python3 proj2.py --rules umbc
--style classic` plays the same game through PART 2's session. Fed the
same seeded random lines (legal moves, illegal and malformed ones, and
the end of input at any point), the two print the same bytes, except
that PART 2's refusal of a malformed line mentions help, which only
PART 2 has."""

import io
import random
import sys

import pytest

import proj2

# What a player might type: squares on and off the board, and lines
# that are not two whole numbers (no word of PART 2's: PART 2 would
# answer it).
MALFORMED_LINES = ["", "   ", "2", "2 4 6", "two four", "2,4", "2.5", "+",
                   "x y", "hint me", "\x1b[A", "9999999999 1", "-0 +9"]
GAMES = 16


def random_lines(seed):
    """Plays a random course game on the side, to type lines that reach
    its end: before each of X's moves, a few lines that are refused,
    then a legal move chosen at random.

    Parameters: seed -- the random generator's seed.
    Returns: the lines X types; every other game's input stops at a
        random point (the end of input).
    """
    rng = random.Random(seed)
    board = proj2.create_board()
    lines = []
    moves = proj2.get_valid_moves(board, proj2.PLAYER_PIECE)
    while moves:
        for _ in range(rng.randrange(3)):
            if rng.random() < 0.5:
                lines.append(rng.choice(MALFORMED_LINES))
            else:
                square = [rng.randrange(-1, 9), rng.randrange(-1, 9)]
                if square not in moves:
                    lines.append("{} {}".format(*square))
        row, col = rng.choice(moves)
        lines.append(rng.choice(["{} {}", " {}  {} ", "+{} 0{}",
                                 "\t{}\t{}\t"]).format(row, col))
        proj2.apply_move(board, row, col, proj2.PLAYER_PIECE)
        reply = proj2.choose_naive_move(board, proj2.COMPUTER_PIECE)
        if reply:
            proj2.apply_move(board, *reply, proj2.COMPUTER_PIECE)
            moves = proj2.get_valid_moves(board, proj2.PLAYER_PIECE)
        else:
            moves = []
    if seed % 2 == 1:
        lines = lines[:rng.randrange(len(lines))]
    return lines


def transcript(run, typed, monkeypatch, capsys):
    """Parameters: run -- a function of no arguments that plays the game;
        typed -- the lines on standard input; monkeypatch, capsys --
        pytest's fixtures.
    Returns: everything the game printed on standard output."""
    data = "".join(line + "\n" for line in typed).encode()
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data)))
    try:
        run()
    except SystemExit:
        pass
    return capsys.readouterr().out


@pytest.mark.parametrize("seed", range(GAMES))
def test_part_2_plays_the_course_game_as_part_1_does(seed, monkeypatch,
                                                     capsys):
    typed = random_lines(seed)
    part_1 = transcript(lambda: proj2.run_program([]), typed, monkeypatch,
                        capsys)
    part_2 = transcript(lambda: proj2.run_program(
        ["--rules", "umbc", "--style", "classic"]), typed, monkeypatch,
        capsys)
    assert part_1.count(proj2.MOVE_PROMPT) > 0
    assert part_2.replace(proj2.MALFORMED_HELP_MESSAGE,
                          proj2.MALFORMED_MESSAGE) == part_1


def test_the_lines_reach_the_end_of_every_other_game(monkeypatch, capsys):
    finished = 0
    for seed in range(GAMES):
        out = transcript(proj2.main, random_lines(seed), monkeypatch, capsys)
        finished += proj2.FINAL_BOARD_HEADING in out
    assert finished == GAMES // 2
