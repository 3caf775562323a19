"""Othello as the World Othello Federation plays it, under --rules
standard: black (X) moves first from d5 and e4, white (O) holds d4 and
e5, and squares are named a1 (top left) to h8."""

import time

import proj2
from helpers import TypedLines, board_from, load_game

X, O = proj2.PLAYER_PIECE, proj2.COMPUTER_PIECE
STANDARD = proj2.STANDARD_RULES

# The WOF start: d4 and e5 white, d5 and e4 black (a1 top left, rows
# numbered 1 to 8 downward).
OTHELLO_START = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | _ | _ | _ | _ | _ | _ | _ | _
1 | _ | _ | _ | _ | _ | _ | _ | _
2 | _ | _ | _ | _ | _ | _ | _ | _
3 | _ | _ | _ | O | X | _ | _ | _
4 | _ | _ | _ | X | O | _ | _ | _
5 | _ | _ | _ | _ | _ | _ | _ | _
6 | _ | _ | _ | _ | _ | _ | _ | _
7 | _ | _ | _ | _ | _ | _ | _ | _
"""

# The first moves of a real game, as Othello players write it.
REAL_OPENING = "f5 d6 c3 d3 c4"


def names(board, moves):
    """Parameters: board -- a board (for its size); moves -- [row, col]
    squares. Returns: their Othello names."""
    return sorted(proj2.format_square_name(board, move) for move in moves)


def test_standard_starts_as_othello_does():
    board = proj2.create_start_board(rules=STANDARD)
    assert board == board_from(OTHELLO_START)
    assert [proj2.format_square_name(board, square)
            for square in [[3, 3], [4, 4], [4, 3], [3, 4]]] == [
        "d4", "e5", "d5", "e4"]


def test_black_opens_with_f5_d3_c4_or_e6_and_nothing_else():
    board = proj2.create_start_board(rules=STANDARD)
    assert names(board, proj2.get_rule_moves(board, X, STANDARD)) == [
        "c4", "d3", "e6", "f5"]


def test_simple_rules_start_from_the_same_position():
    assert proj2.create_start_board(rules=proj2.SIMPLE_RULES) == \
        board_from(OTHELLO_START)


def test_start_option_still_chooses_the_other_layout():
    board = proj2.create_start_board(top_left=X, rules=STANDARD)
    assert names(board, proj2.get_rule_moves(board, X, STANDARD)) == [
        "c5", "d6", "e3", "f4"]


def test_the_course_game_keeps_its_own_start():
    assert proj2.create_start_board() == proj2.create_board()
    assert proj2.create_board()[3][3] == X


def test_a_real_games_opening_loads_from_a_record(tmp_path):
    record = tmp_path / "game.txt"
    record.write_text('[Rules "standard"]\n\n' + REAL_OPENING + "\n")
    loaded = load_game(str(record))
    assert loaded.error == ""
    assert [proj2.format_square_name(loaded.board, entry[1])
            for entry in loaded.history] == \
        REAL_OPENING.split()


# A finished 4x4 game with one empty square: neither side can play d4
# (no line from it reaches an O through X's pieces, and X has no O next
# to it).
ENDED_WITH_ONE_EMPTY = """
_ | 0 | 1 | 2 | 3
0 | X | O | O | X
1 | X | X | X | X
2 | X | X | X | X
3 | X | X | X | _
"""

# Equal discs and two empty squares (a score, not a game to play on).
LEVEL_WITH_TWO_EMPTY = """
_ | 0 | 1 | 2 | 3
0 | X | X | X | X
1 | X | X | X | _
2 | O | O | O | O
3 | O | O | O | _
"""


def test_the_winner_takes_the_empty_squares_under_standard_rules():
    board = board_from(ENDED_WITH_ONE_EMPTY)
    assert proj2.get_side_to_move(board, X, STANDARD) == proj2.EMPTY
    assert proj2.get_final_scores(board, STANDARD) == {X: 14, O: 2}
    assert proj2.format_rule_score(board, STANDARD) == (
        "Final score: X 14, O 2 (X's 13 discs and the empty square)")


def test_a_tie_shares_the_empty_squares():
    board = board_from(LEVEL_WITH_TWO_EMPTY)
    assert proj2.get_final_scores(board, STANDARD) == {X: 8, O: 8}
    assert proj2.format_rule_score(board, STANDARD) == (
        "Final score: X 8, O 8 (7 discs each and half the 2 empty squares)")


def test_simple_rules_and_the_course_count_only_the_pieces():
    board = board_from(ENDED_WITH_ONE_EMPTY)
    for rules in [proj2.SIMPLE_RULES, proj2.UMBC_RULES]:
        assert proj2.get_final_scores(board, rules) == {X: 13, O: 2}
        assert proj2.format_rule_score(board, rules) == \
            "Final score: X 13, O 2"


def test_fewest_discs_win_counts_only_the_pieces():
    board = board_from(ENDED_WITH_ONE_EMPTY)
    assert proj2.get_final_scores(board, STANDARD, proj2.WIN_FEWEST) == {
        X: 13, O: 2}


def test_the_solver_counts_the_empty_squares_for_the_winner():
    # X's only move, d1, flips c1 and b1 and ends the game with c4 and d4
    # empty: X has 14 discs, O none, so X scores 14 plus the two empty
    # squares.
    board = board_from("""
        _ | 0 | 1 | 2 | 3
        0 | X | O | O | _
        1 | X | X | X | X
        2 | X | X | X | X
        3 | X | X | _ | _
    """)
    analysis = proj2.analyse_position(board, X, STANDARD, "level5",
                                      proj2.create_settings(
                                          1, node_limit=10000), True)
    assert analysis.move == [0, 3]
    assert analysis.exact
    assert analysis.value == 16 - 0


def standard_game(lines, display=proj2.CLASSIC_DISPLAY):
    """Plays a standard game from the start, X typing the given lines
    against the naive computer. Parameters: lines -- what X types;
    display -- the display table. Returns: None (the game prints)."""
    game = proj2.create_game(proj2.NewGame(STANDARD), display=display,
                             settings=proj2.create_settings(
                                 node_limit=1000))
    proj2.play_session(proj2.create_play_state(
        proj2.create_start_board(rules=STANDARD), game, None),
        TypedLines(lines))


def test_the_classic_board_is_labelled_a_to_h_and_1_to_8(capsys):
    standard_game(["quit"])
    lines = capsys.readouterr().out.splitlines()
    assert lines[2:7] == ["_ | a | b | c | d | e | f | g | h",
                          "1 | _ | _ | _ | _ | _ | _ | _ | _",
                          "2 | _ | _ | _ | _ | _ | _ | _ | _",
                          "3 | _ | _ | _ | _ | _ | _ | _ | _",
                          "4 | _ | _ | _ | O | X | _ | _ | _"]
    assert "Valid moves are: d3, c4, f5, e6" in lines


def test_every_move_shown_is_a_name(capsys):
    standard_game(["f5", "hint", "undo", "quit"])
    out = capsys.readouterr().out
    assert "Enter your move (such as f5): f5\nThe computer played f4\n" in out
    assert "Hint (square: pieces it flips): d3: 2, f3: 2, c3: 1, " in out
    assert "Taken back: f5, f4." in out


def test_the_rich_board_is_labelled_a_to_h_and_1_to_8(capsys):
    standard_game(["quit"], proj2.create_rich_display(False))
    out = capsys.readouterr().out
    assert "\n   a  b  c  d  e  f  g  h\n1  .  .  ." in out
    assert "Legal moves: d3, c4, f5, e6." in out


# ----------------------------------------------------------------------
# Move strings
# ----------------------------------------------------------------------

def test_a_move_string_is_read_in_either_case_run_together_or_spaced():
    start = proj2.create_start_board(rules=STANDARD)
    together = proj2.replay_move_string("F5d6C3d3c4", start, X, STANDARD)
    spaced = proj2.replay_move_string("f5 d6\nc3 D3 c4", start, X, STANDARD)
    assert together.error == ""
    assert together == spaced
    assert [entry[0] for entry in together.history] == [
        X, O, X, O, X]


def test_a_pass_may_be_written_or_left_out():
    # On this 4x4 board X has no move; O's a1 is the one move there is.
    start = board_from("""
        0 | _ | X | _ | _
        1 | _ | X | _ | _
        2 | X | _ | O | _
        3 | _ | _ | _ | X
    """)
    written = proj2.replay_move_string("pass a1", start, X, STANDARD)
    left_out = proj2.replay_move_string("a1", start, X, STANDARD)
    assert written.error == ""
    assert written == left_out
    assert written.history == [[X, []], [O, [0, 0]]]


def test_a_refused_move_is_named_by_its_place_in_the_string():
    start = proj2.create_start_board(rules=STANDARD)
    assert proj2.replay_move_string("f5d6c3e6", start, X,
                                    STANDARD).error == (
        "move 4 (e6): " + proj2.NO_FLIPS_MESSAGE)
    assert proj2.replay_move_string("f5d6zz", start, X,
                                    STANDARD).error == (
        "move 3: 'zz' is not a square's name or pass")


def test_a_file_with_only_a_move_string_loads_as_a_standard_game(tmp_path):
    record = tmp_path / "game.txt"
    record.write_text(REAL_OPENING.replace(" ", "").upper() + "\n")
    loaded = load_game(str(record))
    assert loaded.error == ""
    assert loaded.rules == STANDARD
    assert len(loaded.history) == 5


def test_a_bad_move_string_file_names_the_file_and_the_move(tmp_path,
                                                            program):
    record = tmp_path / "game.txt"
    record.write_text("f5d6c3e6\n")
    result = program(b"", args=("--load", str(record)))
    assert result.returncode == 2
    assert result.stderr.decode() == "proj2.py: {}: move 4 (e6): {}\n" \
        .format(record, proj2.NO_FLIPS_MESSAGE)


# A move string of 2 MB (a million moves, its second already refused),
# and how long its one-line error may take: reading it once takes well
# under a second, but matching each move on a copy of the rest of the
# text took half a minute.
LONG_MOVE_STRING = "f5" * 1000000
LONG_MOVE_STRING_SECONDS = 10


def test_a_long_move_string_is_refused_in_time_linear_in_its_length(
        tmp_path, program):
    record = tmp_path / "moves.txt"
    record.write_text(LONG_MOVE_STRING)
    started = time.perf_counter()
    result = program(b"", args=("--load", str(record)))
    assert time.perf_counter() - started < LONG_MOVE_STRING_SECONDS
    assert result.returncode == 2
    assert result.stderr.decode() == "proj2.py: {}: move 2 (f5): {}\n" \
        .format(record, proj2.OCCUPIED_MESSAGE)


def test_moves_word_prints_the_game_as_a_string_to_paste_back(program):
    result = program(b"moves\nquit\n",
                     args=("--rules", "standard", "--moves", "f5d6c3d3c4"))
    out = result.stdout.decode()
    # The naive computer (O) answered c4 with its topmost, leftmost move.
    assert "Enter your move (such as f5): moves\nf5d6c3d3c4b3\n" in out


def test_moves_option_starts_after_the_moves(program):
    result = program(b"quit\n", args=("--rules", "standard", "--moves",
                                      REAL_OPENING, "--o", "human"))
    out = result.stdout.decode()
    assert "Enter O's move (such as f5): quit" in out
    # f5 (flips e5), d6 (d5), c3 (d4), d3 (d4 back), c4 (d4 again): X has
    # c3 c4 d4 e4 e5 f5, O d3 d5 d6.
    assert "Final score: X 6, O 3" in out


def test_moves_option_needs_named_squares(capsys):
    from helpers import check_usage_error
    check_usage_error(("--rules", "1d", "--moves", "f5"),
                      "needs --rules standard or simple", capsys)


def test_record_to_string_to_load_replays_the_same_game(tmp_path, program):
    record = tmp_path / "game.txt"
    program(b"", args=("--rules", "standard", "--x", "greedy", "--o",
                       "naive", "--record", str(record)))
    recorded = load_game(str(record))
    string = proj2.format_move_string(recorded.start, recorded.history)
    # The record carries the same string in its Moves tag.
    assert '[Moves "{}"]'.format(string) in record.read_text()
    string_file = tmp_path / "string.txt"
    string_file.write_text(string + "\n")
    again = load_game(str(string_file))
    assert again.error == ""
    assert again.board == recorded.board
    assert again.history == recorded.history


# ----------------------------------------------------------------------
# A published problem (the rest are in tests/bench_fforum.py)
# ----------------------------------------------------------------------

# Problem 2 of FFORUM, the French Othello Federation's magazine (in the
# set known as fforum-1-19), black (X) to move; its published values
# include a4 +10 (the best move) and h2 -24.
FFORUM_2 = ("-XXXXXX---XOOOO--XOXXOOX-OOOOOOOOOOOXXOOOOOXXOOX--XXOO----"
            "XXXXX- X")


def test_the_solver_gives_a_published_problem_its_published_value():
    parsed = proj2.parse_position(FFORUM_2, 8, 8)
    board = parsed.board
    engine = proj2.build_engine(STANDARD, 8, 8)
    own, opponent = proj2.get_engine_bits(board, X, engine)
    state = proj2.create_search_state(
        engine, proj2.DEFAULT_EVALUATION, 1, proj2.NO_NODE_LIMIT,
        time.perf_counter() + 60)
    assert proj2.solve_position(own, opponent, state) == 10
    assert proj2.format_square_name(board, proj2.get_bit_square(
        state.best_move, engine)) == "a4"
