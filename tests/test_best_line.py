"""The expected line of play after each move of an analysis: legal from
the position, exact as far as it says (a brute-force minimax agrees at
every step), a guess after the ~, and the book's own moves in the
book."""

import re

import pytest

import proj2
from helpers import (FIFTEEN_EMPTIES, ample_settings, best_difference,
                     position_after, run_program)

X, O = proj2.PLAYER_PIECE, proj2.COMPUTER_PIECE
STANDARD = proj2.STANDARD_RULES


def play_line(board, piece, line, rules):
    """Plays a line's squares ([] a pass) from a position, checking each.

    Returns: a list of [board, side to move] after each move."""
    board = proj2.copy_board(board)
    due = piece
    after = []
    for move in line:
        side = proj2.get_side_to_move(board, due, rules)
        if move == []:
            assert side == proj2.get_opponent(due), "a pass with a move"
        else:
            assert side == due and move in proj2.get_rule_moves(
                board, due, rules), "an illegal move"
            proj2.apply_rule_move(board, *move, due, rules)
        due = proj2.get_opponent(due)
        after.append([proj2.copy_board(board), due])
    return after


def value_for(board, due, piece, rules):
    """Returns: the final disc difference for piece with best play from a
    position where due is to move (brute force)."""
    side = proj2.get_side_to_move(board, due, rules)
    if side == proj2.EMPTY:
        scores = proj2.get_final_scores(board, rules)
        return scores[piece] - scores[proj2.get_opponent(piece)]
    value = best_difference(board, side, rules)
    return value if side == piece else -value


@pytest.mark.parametrize("seed", [1, 2])
def test_an_exact_line_is_best_play_at_every_step(seed):
    board, side = position_after(STANDARD, 6, 6, 7, seed)
    opinions = proj2.analyse_moves(board, side, STANDARD, ample_settings())
    for opinion in opinions:
        assert opinion.lower == opinion.upper
        assert opinion.exact_moves == len(opinion.line) > 0
        assert opinion.line[0] == opinion.move
        for position, due in play_line(board, side, opinion.line, STANDARD):
            assert value_for(position, due, side, STANDARD) == opinion.lower


def test_a_line_far_from_the_end_is_a_legal_guess():
    board, side = position_after(STANDARD, 8, 8, 40, 4)
    opinions = proj2.analyse_moves(board, side, STANDARD,
                                   proj2.create_settings(1, node_limit=5000))
    for opinion in opinions:
        assert opinion.exact_moves == 0
        assert 1 <= len(opinion.line) <= proj2.BEST_LINE_MOVES
        play_line(board, side, opinion.line, STANDARD)
    assert any(len(opinion.line) > 1 for opinion in opinions)


def test_a_book_line_follows_the_books_best_moves():
    board = proj2.create_start_board(rules=STANDARD)
    opinions = proj2.analyse_moves(board, X, STANDARD,
                                   proj2.create_settings(1))
    for opinion in opinions:
        assert opinion.book and opinion.exact_moves == 0
        assert len(opinion.line) > 1
        play_line(board, X, opinion.line, STANDARD)


@pytest.mark.parametrize("exact, text", [
    (3, "e2 f1 pass ~ d1 c1"),
    (5, "e2 f1 pass d1 c1"),
    (0, "~ e2 f1 pass d1 c1"),
])
def test_the_line_is_written_exact_part_then_the_guess(exact, text):
    board = proj2.create_start_board(rules=STANDARD)
    opinion = proj2.Opinion([1, 4], 0, 0, 0, 0, line=[
        [1, 4], [0, 5], [], [0, 3], [0, 2]], exact_moves=exact)
    assert proj2.format_best_line(board, opinion,
                                  proj2.format_square_name) == text


def test_squares_written_with_a_space_are_separated_by_commas():
    board = proj2.create_board()
    opinion = proj2.Opinion([2, 4], 0, 0, 0, 0, line=[[2, 4], [2, 3]],
                            exact_moves=1)
    assert proj2.format_best_line(board, opinion,
                                  proj2.format_numbered_square) == \
        "2 4 ~ 2 3"


def test_an_analysis_line_too_long_goes_on_under_itself():
    # Under UMBC's rules twelve squares with their commas and the ~ make
    # a line of 82 columns: it is broken between moves, under the line.
    board = proj2.create_board()
    squares = [[2, 4], [2, 3], [3, 2], [2, 5], [1, 4], [4, 5], [5, 4],
               [5, 3], [6, 3], [2, 2], [1, 3], [0, 3]]
    opinion = proj2.Opinion([2, 4], 3, proj2.INFINITE_SCORE, 3, 3,
                            line=squares, exact_moves=0)
    lines = proj2.format_analysis(board, X, [opinion],
                                  proj2.format_numbered_square).split("\n")
    assert len(lines) == 3
    assert all(len(line) <= 79 for line in lines)
    assert lines[1].startswith(" 2 4  at least +3     ~ 2 4, 2 3, ")
    assert lines[2] == " " * 22 + "0 3"
    assert " ".join(line.strip() for line in lines[1:]) == (
        "2 4  at least +3     " + proj2.format_best_line(
            board, opinion, proj2.format_numbered_square))


def test_the_hint_gives_its_moves_line(program):
    result = program(b"hint\nquit\n", args=(
        "--rules", "standard", "--moves", "f5d6c3d3c4f4", "--style",
        "classic"))
    out = result.stdout.decode()
    assert "Best move: " in out
    # (Against the naive computer every move of the line is real: no ~.)
    line = out.split("Expected line: ")[1].splitlines()[0].split()
    assert line[0] == out.split("Best move: ")[1].split()[0]


def test_an_exact_hint_says_how_the_game_ends_beyond_level5s_reach():
    result = run_program(b"hint\nquit\n", args=(
        "--rules", "standard", "--x", "human", "--o", "human", "--jobs",
        "1", "--think", "0.01", "--position", FIFTEEN_EMPTIES + " O"))
    assert re.search(r"Best move: (a2|d8) \(O wins (\d+)-(\d+) with best "
                     r"play\)", result.stdout.decode())
