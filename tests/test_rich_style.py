"""The rich style (--style rich): a first line saying who plays which
side, the board after every turn with that move and what it flipped
marked, a human's legal moves marked, a status line, colour only at a
terminal without NO_COLOR; and, in both styles, lines that fit 80
columns at every size."""

import contextlib
import functools
import io

import pytest

import proj2
from helpers import TypedLines, board_from, check_usage_error

ESCAPE = "\x1b"
WIDEST_LINE = 80
# The sides at which the drawing changes: the smallest board, the first
# with two-digit numbers, the widest that keeps the wide separator, and
# the largest, which is narrowed. The suite plays the first
# SHORT_GAME_MOVES of X's moves on each, then quits;
# tests/bench/bench_sweeps.py plays whole games.
DRAWING_SIDES = [proj2.MIN_BOARD_SIZE, 10, 14, proj2.MAX_BOARD_SIZE]
SHORT_GAME_MOVES = 6

START_WITH_X_TO_PLAY = """\
   0  1  2  3  4  5  6  7
0  .  .  .  .  .  .  .  .
1  .  .  .  .  .  .  .  .
2  .  .  .  .  *  .  .  .
3  .  .  .  X  O  *  .  .
4  .  .  *  O  X  .  .  .
5  .  .  .  *  .  .  .  .
6  .  .  .  .  .  .  .  .
7  .  .  .  .  .  .  .  ."""

# X has played 2 4, flipping 3 4; the computer is to play.
AFTER_X_PLAYS_2_4 = """\
   0  1  2  3  4  5  6  7
0  .  .  .  .  .  .  .  .
1  .  .  .  .  .  .  .  .
2  .  .  .  . [X] .  .  .
3  .  .  .  X (X) .  .  .
4  .  .  .  O  X  .  .  .
5  .  .  .  .  .  .  .  .
6  .  .  .  .  .  .  .  .
7  .  .  .  .  .  .  .  ."""

# Othello: X at 4 2 flips two pieces in a row and one on a diagonal.
BEFORE_A_LONG_CAPTURE = """\
_ | 0 | 1 | 2 | 3 | 4 | 5
0 | _ | _ | _ | _ | _ | _
1 | _ | _ | _ | _ | _ | _
2 | _ | _ | _ | _ | X | _
3 | _ | _ | _ | O | _ | _
4 | _ | _ | _ | O | O | X
5 | _ | _ | _ | _ | _ | _"""

AFTER_THE_LONG_CAPTURE = """\
   a  b  c  d  e  f
1  .  .  .  .  .  .
2  .  .  .  .  .  .
3  .  .  .  .  X  .
4  .  .  . (X) .  .
5  .  . [X](X)(X) X
6  .  .  .  .  .  ."""


def game_with(rules=proj2.UMBC_RULES, x=proj2.HUMAN, o=proj2.NAIVE,
              style=proj2.STYLE_CLASSIC):
    """Parameters: rules -- a rule set; x, o -- the players; style --
        STYLE_CLASSIC or STYLE_RICH (without colour).
    Returns: a game table, X moving first."""
    display = proj2.CLASSIC_DISPLAY
    if style == proj2.STYLE_RICH:
        display = proj2.create_rich_display(False)
    return proj2.create_game(
        proj2.NewGame(rules, {proj2.PLAYER_PIECE: x, proj2.COMPUTER_PIECE: o}),
        display=display)


def play(board, read_line, game):
    """Plays a game on the board from its first turn.
    Parameters: board -- the position (changed); read_line -- the typed
        lines; game -- the game table. Returns: None."""
    proj2.play_session(proj2.create_play_state(board, game, None), read_line)


def test_first_line_says_who_plays_which_side_and_how_to_get_help():
    assert proj2.format_rich_intro(game_with()).splitlines() == [
        "You play X; the computer (naive) plays O. Type help or ? for help.",
        "Marks: [X] the last move, (X) a piece it flipped, * a legal move."]


def test_a_human_playing_o_is_told_so():
    intro = proj2.format_rich_intro(game_with(x=proj2.NAIVE,
                                              o=proj2.HUMAN))
    assert intro.startswith("You play O; the computer (naive) plays X.")


def test_two_computers_are_named_and_no_help_is_offered():
    assert proj2.format_rich_intro(game_with(x="level3", o="corner")) == (
        "level3 plays X; corner plays O.\n"
        "Marks: [X] the last move, (X) a piece it flipped.")


def test_two_humans_are_both_at_the_keyboard():
    assert proj2.format_sides(game_with(o=proj2.HUMAN)) == (
        "X and O both play at the keyboard.")


def test_a_humans_legal_moves_are_marked_at_the_start():
    state = proj2.create_play_state(proj2.create_board(), game_with(), None)
    assert proj2.format_rich_board(state, False) == START_WITH_X_TO_PLAY


def test_a_move_and_the_piece_it_flipped_are_marked():
    state = proj2.create_play_state(proj2.create_board(), game_with(), None)
    proj2.play_turn(state, [2, 4])
    # The computer is to play: no legal moves are marked for it.
    assert proj2.format_rich_board(state, False) == AFTER_X_PLAYS_2_4


def test_a_move_played_again_by_redo_and_its_flip_are_marked():
    state = proj2.create_play_state(proj2.create_board(), game_with(), None)
    proj2.play_turn(state, [2, 4])
    proj2.take_back(state)
    proj2.play_again(state)
    assert proj2.format_rich_board(state, False) == AFTER_X_PLAYS_2_4


def test_every_piece_a_move_flips_is_marked():
    state = proj2.create_play_state(board_from(BEFORE_A_LONG_CAPTURE),
                                    game_with(proj2.STANDARD_RULES,
                                              o=proj2.HUMAN), None)
    state.due = proj2.PLAYER_PIECE
    proj2.play_turn(state, [4, 2])
    # O has no piece left, so the game is over: no move is marked.
    assert proj2.format_rich_board(state, False) == AFTER_THE_LONG_CAPTURE


def test_the_status_line_gives_the_move_the_counts_and_the_turn():
    state = proj2.create_play_state(proj2.create_board(), game_with(), None)
    assert proj2.format_status(state) == "Move 1. X 2, O 2. You (X) to play."
    proj2.play_turn(state, [2, 4])
    assert proj2.format_status(state) == (
        "Move 2. X 4, O 1. The computer (O) to play.")


def test_the_status_line_of_an_ended_game_gives_the_result():
    state = proj2.create_play_state(board_from("""\
        0 | X | X | _ | O"""), game_with(proj2.STANDARD_RULES), None)
    assert proj2.format_status(state) == (
        "Neither side has a legal move: the game is over. "
        "Final score: X 3, O 1 (X's 2 discs and the empty square). "
        "You win!")


def test_the_one_row_game_numbers_its_squares_from_1():
    state = proj2.create_play_state(
        proj2.create_start_board(1, 12, rules=proj2.ONE_ROW_RULES),
        game_with(proj2.ONE_ROW_RULES, o=proj2.HUMAN), None)
    proj2.play_turn(state, [0, 2])
    assert proj2.format_rich_board(state, False) == (
        " 1  2  3  4  5  6  7  8  9 10 11 12\n"
        " *  * [X] *  *  *  *  *  *  *  *  *")


def test_colour_is_added_to_the_marks_never_instead_of_them():
    assert proj2.format_rich_cell("X", proj2.RICH_LAST_MOVE_MARKS, True) == (
        "[\x1b[1;36;7mX\x1b[0m]")
    assert proj2.format_rich_cell("O", proj2.RICH_FLIPPED_MARKS, True) == (
        "(\x1b[1;33;4mO\x1b[0m)")
    assert proj2.format_rich_cell("*", proj2.RICH_PLAIN_MARKS, True) == (
        " \x1b[32m*\x1b[0m ")
    assert proj2.format_rich_cell(".", proj2.RICH_PLAIN_MARKS, True) == " . "


def test_without_colour_a_cell_is_plain_text():
    assert proj2.format_rich_cell("X", proj2.RICH_LAST_MOVE_MARKS,
                                  False) == "[X]"


class FakeTerminal(io.StringIO):
    """An output stream that says whether it is a terminal.

    Parameters: terminal -- what isatty answers."""

    def __init__(self, terminal):
        super().__init__()
        self.terminal = terminal

    def isatty(self):
        """Returns: whether this stream stands for a terminal."""
        return self.terminal


def test_colour_only_at_a_terminal(monkeypatch):
    monkeypatch.delenv("NO_COLOR", raising=False)
    assert proj2.wants_colour(FakeTerminal(True))
    assert not proj2.wants_colour(FakeTerminal(False))


def test_no_color_turns_colour_off_at_a_terminal(monkeypatch):
    monkeypatch.setenv("NO_COLOR", "1")
    assert not proj2.wants_colour(FakeTerminal(True))


def test_an_empty_no_color_leaves_colour_on(monkeypatch):
    monkeypatch.setenv("NO_COLOR", "")
    assert proj2.wants_colour(FakeTerminal(True))


def test_piped_rich_output_is_the_same_text_without_colour_codes(program):
    result = program(b"2 4\n3 5\nquit\n", (("TERM", "xterm-256color"),),
                     ("--style", "rich"))
    out = result.stdout.decode()
    assert result.returncode == 0
    assert ESCAPE not in out
    assert out.startswith("You play X; the computer (naive) plays O.")
    assert "\n2  .  .  .  . [X] .  .  .\n" in out
    assert "\nMove 2. X 4, O 1. The computer (O) to play.\n" in out


def test_a_rich_turn_shows_the_move_the_board_and_the_status(capsys):
    play(proj2.create_board(), TypedLines(["2 4", "quit"]),
         game_with(style=proj2.STYLE_RICH))
    out = capsys.readouterr().out
    assert ("Move 1. X 2, O 2. You (X) to play.\n"
            "Legal moves: 2 4, 3 5, 4 2, 5 3.\n"
            "Enter your move (row col): 2 4\n\n"
            "You played 2 4\n" + AFTER_X_PLAYS_2_4 + "\n"
            "Move 2. X 4, O 1. The computer (O) to play.\n\n"
            "The computer played 2 3\n") in out


def test_a_rich_game_ends_with_the_result_under_the_last_board(capsys):
    board = board_from("""\
        0 | X | O | _ | X
        1 | X | X | X | X""")
    play(board, TypedLines(["0 2"]),
         game_with(proj2.STANDARD_RULES, style=proj2.STYLE_RICH))
    assert capsys.readouterr().out.endswith(
        "You played c1\n"
        "   a  b  c  d\n"
        "1  X (X)[X] X\n"
        "2  X  X  X  X\n\n"
        "The board is full: the game is over.\n"
        "Final score: X 8, O 0\n"
        "You win!\n")


def test_the_default_game_keeps_the_classic_transcript(capsys):
    play(proj2.create_board(), TypedLines(["quit"]), proj2.create_game())
    out = capsys.readouterr().out
    assert out.startswith("Current board state:\n\n_ | 0 | 1 |")
    assert "Move 1." not in out


@pytest.mark.parametrize("args,message", [
    (["--style", "rich", "--protocol", "ics32"], "--style"),
    (["--style", "rich", "--match", "naive", "random"], "--style"),
    (["--style", "rich", "--perft", "2"], "--style"),
    (["--style", "rich", "--analyze"], "--style"),
    (["--style", "fancy"], "invalid choice"),
])
def test_style_is_refused_where_no_game_is_shown(args, message, capsys):
    check_usage_error(args, message, capsys)


def first_legal_move_reader(board, rules, moves=None):
    """Parameters: board -- the board a game is played on (play_session
        changes it in place); rules -- its rule set; moves -- how many
        lines to type before typing quit (None: never).
    Returns: a read_line stand-in that types X's first legal move, or
        pass when X has none."""
    typed = []

    def read_line(prompt):
        """Parameters: prompt -- the game's prompt (printed, as typed
        lines are when the input is piped). Returns: the line typed."""
        legal = proj2.get_rule_moves(board, proj2.PLAYER_PIECE, rules)
        line = proj2.PASS_WORD
        if moves is not None and len(typed) == moves:
            line = proj2.QUIT_WORDS[0]
        elif len(legal) > 0:
            line = proj2.format_numbered_square(
                board, legal[0], rules.first_number)
        typed.append(line)
        print(prompt + line)
        return line
    return read_line


def widest_lines(rules, rows, cols, style, moves=SHORT_GAME_MOVES):
    """Plays a game, X at the keyboard typing its first legal move,
    against the naive computer.

    Parameters: rules -- the rule set; rows, cols -- the board's size;
        style -- the style; moves -- how many moves X makes before it
        quits (None: the whole game).
    Returns: the lines printed that are wider than WIDEST_LINE, leaving
        out the course's one-line list of valid moves (see the README)."""
    board = proj2.create_start_board(rows, cols, rules=rules)
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        play(board, first_legal_move_reader(board, rules, moves),
             game_with(rules, style=style))
    return [line for line in printed.getvalue().splitlines()
            if len(line) > WIDEST_LINE
            and not line.startswith(proj2.VALID_MOVES_LABEL)]


@pytest.mark.parametrize("style", [proj2.STYLE_CLASSIC, proj2.STYLE_RICH])
@pytest.mark.parametrize("side", DRAWING_SIDES)
def test_every_line_fits_80_columns_at_each_width_of_drawing(side, style):
    assert widest_lines(proj2.STANDARD_RULES, side, side, style) == []


@pytest.mark.parametrize("style", [proj2.STYLE_CLASSIC, proj2.STYLE_RICH])
@pytest.mark.parametrize("size", [(4, 16), (16, 4), (1, 12)])
def test_every_line_fits_80_columns_on_long_boards(size, style):
    rules = proj2.STANDARD_RULES
    if size[0] == 1:
        rules = proj2.ONE_ROW_RULES
    assert widest_lines(rules, size[0], size[1], style) == []


def test_a_16_column_grid_is_narrowed_and_still_reads_back():
    board = proj2.create_start_board(16, 16)
    drawing = proj2.draw_classic_board(board, proj2.CURRENT_BOARD_HEADING)
    assert drawing.splitlines()[2].startswith(" _ | 0 | 1 |")
    assert drawing.splitlines()[-1].startswith("15 | _ | _ |")
    assert proj2.parse_board(drawing) == board


def test_a_14_column_grid_keeps_the_wide_separator():
    drawing = proj2.draw_classic_board(proj2.create_start_board(14, 14), "")
    assert drawing.splitlines()[2].startswith(" _ |  0 |  1 |")


def test_a_long_list_of_legal_moves_goes_on_between_entries():
    board = proj2.create_start_board(16, 16)
    moves = [[row, col] for row in range(10, 16) for col in range(10, 16)]
    lines = proj2.format_legal_moves(board, moves,
                                     proj2.format_numbered_square
                                     ).splitlines()
    assert lines[0].startswith("Legal moves: 10 10, 10 11, ")
    for line in lines:
        assert len(line) <= proj2.MAX_MESSAGE_WIDTH
        assert not line.endswith(" ")
    for line in lines[1:]:
        assert line.startswith("  1")
    assert lines[-1].endswith("15 15.")


def test_a_human_with_no_legal_move_passes_without_being_asked(capsys):
    board = board_from("""\
        0 | X | O | X | X
        1 | X | X | _ | X
        2 | X | _ | _ | _
        3 | O | O | O | X""")
    state = proj2.create_play_state(
        board, game_with(proj2.STANDARD_RULES, style=proj2.STYLE_RICH), None)
    proj2.play_session(state, functools.partial(
        proj2.read_line_or_pass, state, TypedLines(["quit"])))
    out = capsys.readouterr().out
    assert ("Move 1. X 8, O 4. You (X) must pass: the computer (O) to "
            "play.\n\n"
            "No legal move for you (X): the turn passes to the computer (O)."
            ) in out
    assert "You have no legal move" not in out
