"""Square names (d3), start positions (--position) and the analysis of
every move (--analyze)."""

import re

import pytest

import proj2
from helpers import (TypedLines, ample_settings, best_difference,
                     check_usage_error, position_after)

X, O = proj2.PLAYER_PIECE, proj2.COMPUTER_PIECE
STANDARD = proj2.STANDARD_RULES
SIXTEEN = proj2.create_start_board(16, 16, rules=STANDARD)
EIGHT = proj2.create_start_board(rules=STANDARD)

# The standard start position in --position's text, X to move: O on d4
# and e5, X on e4 and d5.
START_TEXT = "-" * 27 + "OX" + "-" * 6 + "XO" + "-" * 27 + " X"


@pytest.mark.parametrize("typed, square", [
    ("d3", [2, 3]), ("D3", [2, 3]), ("  h8 ", [7, 7]), ("a1", [0, 0])])
def test_square_name_is_a_column_letter_then_a_row_number(typed, square):
    assert proj2.parse_typed_square(typed, EIGHT, 0, True) == square


@pytest.mark.parametrize("typed, square", [("a1", [0, 0]), ("p1", [0, 15]),
                                           ("a16", [15, 0]),
                                           ("P16", [15, 15])])
def test_square_names_reach_both_ends_of_a_16x16_board(typed, square):
    assert proj2.parse_typed_square(typed, SIXTEEN, 0, True) == square


@pytest.mark.parametrize("board, typed, columns, rows", [
    (EIGHT, "i1", "h", 8), (EIGHT, "a9", "h", 8), (EIGHT, "a0", "h", 8),
    (SIXTEEN, "q1", "p", 16), (SIXTEEN, "a17", "p", 16),
    (EIGHT, "b" + "9" * 40, "h", 8)])
def test_square_name_off_the_board_says_where_the_board_ends(board, typed,
                                                             columns, rows):
    with pytest.raises(proj2.MoveRefused) as refused:
        proj2.parse_typed_square(typed, board, 0, True)
    assert refused.value.args == (
        "That square is off the board: the columns are a to {} and the "
        "rows 1 to {}.".format(columns, rows),)


@pytest.mark.parametrize("typed", ["d", "3d", "d-3", "d3x", "dd3", "é3"])
def test_line_that_is_neither_a_name_nor_two_numbers_is_refused(typed):
    with pytest.raises(proj2.MoveRefused) as refused:
        proj2.parse_typed_square(typed, EIGHT, 0, True)
    assert refused.value.args == (proj2.MALFORMED_OR_NAME_MESSAGE,)


def test_umbc_game_takes_two_whole_numbers_only():
    assert not proj2.UMBC_RULES.square_names
    with pytest.raises(proj2.MoveRefused) as refused:
        proj2.parse_typed_square("d3", EIGHT)
    assert refused.value.args == (proj2.MALFORMED_HELP_MESSAGE,)


def test_ics32_protocol_reads_numbers_only():
    with pytest.raises(proj2.MoveRefused) as refused:
        proj2.check_rule_move("d3", EIGHT, X, STANDARD, 1)
    assert refused.value.args == (proj2.MALFORMED_HELP_MESSAGE,)


def test_standard_game_takes_a_move_by_its_name(program):
    # f5 is row 4, column 5: the same game as typing 4 5.
    by_name = program(b"f5\nquit\n", args=("--rules", "standard"))
    by_numbers = program(b"4 5\nquit\n", args=("--rules", "standard"))
    assert b"Enter your move (such as f5): f5\nThe computer played " in \
        by_name.stdout
    assert by_name.stdout.replace(b": f5\n", b": 4 5\n") == \
        by_numbers.stdout


@pytest.mark.parametrize("board, move, name", [
    (EIGHT, [2, 3], "d3"), (SIXTEEN, [15, 15], "p16"),
    (proj2.create_start_board(1, 12, rules=proj2.ONE_ROW_RULES), [0, 4], "5")])
def test_square_is_written_by_its_standard_name(board, move, name):
    assert proj2.format_square_name(board, move) == name


def test_position_text_may_write_black_as_a_star_and_either_case():
    text = START_TEXT.replace("X", "*").replace("O", "o")
    assert proj2.parse_position(text[:-1] + "x", 8, 8) == \
        proj2.Position(EIGHT, X, "")


def test_position_text_gives_every_square_and_the_side_to_move():
    assert proj2.parse_position(START_TEXT.replace("-", "."), 8,
                                8) == proj2.Position(EIGHT, X, "")


@pytest.mark.parametrize("text, error", [
    ("-" * 63 + " X", "--position needs 64 squares (the board is 8 x 8); "
                      "got 63"),
    ("-" * 63 + "y X", "--position: square 64 is 'y'; a square is X or *, "
                       "O, or - . _ for empty"),
    ("-" * 64, "--position must end with a space and the side to move, X "
               "or O"),
    ("-" * 64 + " Z", "--position must end with a space and the side to "
                      "move, X or O"),
    ("-" * 64 + "  X", "--position must end with a space and the side to "
                       "move, X or O"),
])
def test_bad_position_text_says_why(text, error):
    assert proj2.parse_position(text, 8, 8) == proj2.Position([], proj2.EMPTY,
                                                              error)


@pytest.mark.parametrize("args, message", [
    (("--position", "-" * 63 + " X"), "got 63"),
    (("--position", "X" * 64 + " Q"), "the side to move, X or O"),
    (("--position", START_TEXT, "--first", "o"),
     "--position gives every square and the side to move: --first does "
     "not apply"),
    (("--analyze", "--x", "naive"),
     "--analyze plays no game: --x does not apply"),
    (("--match", "naive", "naive", "--position", START_TEXT),
     "--match plays its own games: --position does not apply"),
])
def test_bad_position_or_analyze_option_exits_2(args, message, capsys):
    check_usage_error(args, message, capsys)


def test_game_starts_from_the_position_with_its_side_to_move(program):
    # A 4x4 ending, O to move: O's only move, d1, flips c2 (along the
    # diagonal to O's b3) and fills the board.
    text = "XXX-" + "XXXX" + "XOXX" + "XXXX" + " O"
    result = program(b"", args=("--rules", "standard", "--size", "4",
                                    "--x", "naive", "--o", "naive",
                                    "--position", text))
    lines = result.stdout.decode().splitlines()
    assert lines[0] == "O played d1"
    assert lines[-8:-4] == ["1 | X | X | X | O", "2 | X | X | O | X",
                            "3 | X | O | X | X", "4 | X | X | X | X"]


def check_analysis(board, piece, rules):
    """Analyses every move and checks each value against brute force.

    Parameters: board -- the position; piece -- the side to move; rules
        -- the rule set."""
    settings = ample_settings()
    opinions = proj2.analyse_moves(board, piece, rules, settings)
    assert sorted(opinion.move for opinion in opinions) == \
        proj2.get_rule_moves(board, piece, rules)
    values = []
    for opinion in opinions:
        move = opinion.move
        value = opinion.lower
        after = proj2.copy_board(board)
        proj2.apply_rule_move(after, *move, piece, rules)
        opponent = proj2.get_opponent(piece)
        side = proj2.get_side_to_move(after, opponent, rules)
        expected = (best_difference(after, piece, rules)
                    if side != opponent
                    else -best_difference(after, opponent, rules))
        assert opinion.upper == value == expected, move
        values.append(value)
    assert values == sorted(values, reverse=True)


@pytest.mark.parametrize("rules, rows, cols, empties, seed", [
    (proj2.STANDARD_RULES, 6, 6, 7, 3), (proj2.UMBC_RULES, 6, 6, 7, 5),
    (proj2.SIMPLE_RULES, 4, 4, 7, 2)], ids=["standard", "umbc", "simple"])
def test_analysis_values_are_exact_near_the_end(rules, rows, cols, empties,
                                                seed):
    board, side = position_after(rules, rows, cols, empties, seed)
    check_analysis(board, side, rules)


def test_analyze_at_the_prompt_values_every_move_as_analyze_does(capsys):
    # A UMBC 6x6 ending with 7 empty squares: every value is exact, and
    # squares are written as the game writes them (row col).
    rules = proj2.UMBC_RULES
    board, side = position_after(rules, 6, 6, 7, 5)
    settings = ample_settings()
    game = proj2.create_game(
        proj2.NewGame(rules, {side: proj2.HUMAN,
                              proj2.get_opponent(side): proj2.NAIVE}, side),
        settings=settings)
    # Against the naive computer, its values are the best game's.
    naive = proj2.AnalysisRun(naive=frozenset([proj2.get_opponent(side)]))
    expected = proj2.format_analysis(
        board, side, proj2.analyse_moves(board, side, rules, settings, None,
                                         naive),
        proj2.format_numbered_square)
    proj2.play_session(proj2.create_play_state(board, game, None),
                    TypedLines(["analyze", "quit"]))
    out = capsys.readouterr().out
    assert "(row col): analyze\n" + expected + "\n" in out
    # Each move's line is exact too (no ~ before a guess).
    assert re.fullmatch(r" \d \d  [+-]?\d+ exact +\d \d(, (\d \d|pass))*",
                        expected.splitlines()[2])


def test_analyze_prints_every_move_best_first(program):
    # (On the 6x6 board: the 8x8 start is the opening book's.)
    result = program(b"", args=("--rules", "standard", "--size", "6",
                                "--analyze"), node_limit=1000)
    lines = result.stdout.decode().splitlines()
    assert lines[0] == ("X to move: every move's value, the final disc "
                        "difference for X, best first")
    assert sorted(line.split()[0] for line in lines[1:]) == ["b3", "c2",
                                                             "d5", "e4"]
    # Far from the end, every value is the evaluation's estimate.
    assert all(line.split()[1] == "about" for line in lines[1:])


def test_analyze_when_the_side_to_move_must_pass(program):
    # X has no move; O's only move, a1, leads with best play to O 7, X 5
    # and four empty squares, which the WOF's rule gives to O: +6.
    text = "-X--" + "-X--" + "X-O-" + "---X" + " X"
    result = program(b"", args=("--rules", "standard", "--size", "4",
                                    "--position", text, "--analyze"))
    lines = result.stdout.decode().splitlines()
    assert lines[:2] == [
        "X has no legal move and passes.",
        "O to move: every move's value, the final disc difference for O, "
        "best first"]
    assert lines[2].startswith("  a1  +6 exact  ")
    # Its line is best play to the end, all exact: played out, it ends
    # O 7, X 5 (+6 with the empty squares).
    line = lines[2].split("exact")[1]
    assert "~" not in line
    board = proj2.parse_position(text, 4, 4).board
    played = proj2.replay_move_string(line, board, "O",
                                      proj2.STANDARD_RULES)
    assert played.error == ""
    assert proj2.is_rule_game_over(played.board, "X", proj2.STANDARD_RULES)
    assert proj2.get_final_scores(played.board, proj2.STANDARD_RULES) == {
        "O": 11, "X": 5}


def test_analyze_a_finished_game_gives_its_score(program):
    result = program(b"", args=("--rules", "standard", "--size", "4",
                                    "--position", "X" * 9 + "O" + "X" * 6
                                    + " X", "--analyze"))
    assert result.stdout == b"The game is over: X 15, O 1.\n"


def test_a_win_the_search_proves_is_shown_in_discs(program):
    # Under UMBC rules the search soon finds forced wins: what it proves
    # is shown as a bound in discs, not as the search's win bonus (best
    # play's, at the prompt of a game against another computer than the
    # naive one).
    result = program(b"analyze\nquit\n", args=("--o", "level1"),
                     node_limit=1000)
    out = result.stdout.decode().splitlines()
    heading = out.index("X to move: every move's value, the final disc "
                        "difference for X, best first")
    lines = out[heading + 1:heading + 5]
    for line in lines:
        words = line.split(None, 2)[2]
        match = re.fullmatch(r"at least ([+-]\d+|0) +~ .*", words)
        assert match, line
        assert 0 < int(match.group(1)) <= 64


def opinion(lower, upper, estimate):
    """Returns: an opinion of a1 with the given bounds and estimate (None
        for a bound not proven)."""
    return proj2.Opinion([0, 0],
                         (-proj2.INFINITE_SCORE if lower is None else lower),
                         (proj2.INFINITE_SCORE if upper is None else upper),
                         estimate, estimate)


@pytest.mark.parametrize("lower, upper, estimate, text", [
    (6, 6, 6, "+6 exact"),
    (0, 0, 0, "0 exact"),
    (-4, -4, 3, "-4 exact"),
    (10, None, 14, "at least +10"),
    (None, -2, -7, "at most -2"),
    (-38, 0, -20, "-38 to 0"),
    (None, None, 5.6, "about +6"),
    (None, None, -0.2, "about 0")])
def test_a_value_is_labelled_by_what_is_known_of_it(lower, upper, estimate,
                                                    text):
    assert proj2.format_opinion_value(opinion(lower, upper, estimate)) == text
