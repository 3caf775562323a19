"""The best game against the naive computer (--x best): the search over
one side's choices finds what trying every choice finds, its game is a
real game, a search cut short says a true bound, and best refuses any
opponent but the naive computer."""

import proj2
from helpers import board_from, check_usage_error, run_program

X = proj2.PLAYER_PIECE
O = proj2.COMPUTER_PIECE
UMBC = proj2.UMBC_RULES
STANDARD = proj2.STANDARD_RULES

# Course rules, X to move: 16 empty squares.
COURSE_SIX = """
    _ | 0 | 1 | 2 | 3 | 4 | 5
    0 | _ | _ | O | _ | _ | _
    1 | O | O | O | O | O | _
    2 | _ | O | O | X | O | O
    3 | _ | O | O | X | X | X
    4 | X | X | X | X | _ | _
    5 | _ | _ | _ | _ | _ | _
"""

# Othello's rules (a stuck side passes), X to move: 12 empty squares.
STANDARD_SIX = """
    _ | 0 | 1 | 2 | 3 | 4 | 5
    0 | _ | X | _ | _ | O | X
    1 | _ | X | X | _ | O | _
    2 | O | X | X | X | O | _
    3 | O | O | X | X | O | _
    4 | X | X | X | X | O | _
    5 | X | _ | O | _ | O | _
"""


def answer_naively(board, piece, rules):
    """Plays the naive computer's replies to piece's move on board (changed)
    while it is the computer's turn. Returns: the side to move next, or
    EMPTY when the game is over."""
    computer = proj2.get_opponent(piece)
    side = proj2.get_side_to_move(board, computer, rules)
    while side == computer:
        reply = proj2.choose_naive_rule_move(board, computer, rules)
        proj2.apply_rule_move(board, *reply, computer, rules)
        side = proj2.get_side_to_move(board, piece, rules)
    return side


def every_choice_best(board, piece, rules, sign=1):
    """Tries every line of piece's moves on the 2D list rules. Returns: the
    most (sign -1: the fewest) pieces piece ends a game with against the
    naive computer, times sign."""
    best = None
    for move in proj2.get_rule_moves(board, piece, rules):
        after = proj2.copy_board(board)
        proj2.apply_rule_move(after, *move, piece, rules)
        if answer_naively(after, piece, rules) == proj2.EMPTY:
            value = sign * proj2.count_pieces(after, piece)
        else:
            value = every_choice_best(after, piece, rules, sign)
        if best is None or value > best:
            best = value
    return best


def play_out(board, piece, rules, moves):
    """Returns: the board after piece plays moves, in order, each answered
    by the naive computer, checking each is legal and the game then over."""
    board = proj2.copy_board(board)
    for move in moves:
        assert move in proj2.get_rule_moves(board, piece, rules)
        proj2.apply_rule_move(board, *move, piece, rules)
        side = answer_naively(board, piece, rules)
    assert side == proj2.EMPTY
    return board


def test_best_game_from_the_course_start_on_four_by_four():
    board = proj2.create_start_board(4, 4, rules=UMBC)
    found = proj2.find_best_game(board, X, UMBC)
    assert found.score == found.bound == every_choice_best(board, X, UMBC)


def test_best_game_of_a_six_by_six_course_position():
    board = board_from(COURSE_SIX)
    found = proj2.find_best_game(board, X, UMBC)
    assert found.score == found.bound == every_choice_best(board, X, UMBC)


def test_best_game_when_a_stuck_side_passes():
    board = board_from(STANDARD_SIX)
    found = proj2.find_best_game(board, X, STANDARD)
    assert found.score == found.bound == every_choice_best(board, X,
                                                           STANDARD)


def test_best_game_from_the_othello_start_on_four_by_four():
    board = proj2.create_start_board(4, 4, rules=STANDARD)
    found = proj2.find_best_game(board, X, STANDARD)
    assert found.score == every_choice_best(board, X, STANDARD)


def test_best_game_for_the_fewest_pieces():
    board = board_from(COURSE_SIX)
    found = proj2.find_best_game(board, X, UMBC, sign=-1)
    assert found.score == found.bound == -every_choice_best(board, X, UMBC,
                                                            -1)


def test_best_games_moves_end_with_its_score():
    board = board_from(COURSE_SIX)
    found = proj2.find_best_game(board, X, UMBC)
    end = play_out(board, X, UMBC, found.moves)
    assert proj2.count_pieces(end, X) == found.score


def test_search_cut_short_says_a_bound_no_game_beats():
    board = board_from(COURSE_SIX)
    found = proj2.find_best_game(board, X, UMBC, positions=3)
    end = play_out(board, X, UMBC, found.moves)
    assert proj2.count_pieces(end, X) == found.score
    assert found.score <= every_choice_best(board, X, UMBC) <= found.bound
    assert found.positions <= 3 + len(found.moves)


def test_best_player_follows_its_game():
    board = board_from(COURSE_SIX)
    found = proj2.find_best_game(board, X, UMBC)
    for move in found.moves:
        assert proj2.choose_best_game_move(board, X, UMBC) == move
        proj2.apply_rule_move(board, *move, X, UMBC)
        answer_naively(board, X, UMBC)


def test_best_player_refuses_another_opponent(capsys):
    check_usage_error(["--x", "best", "--o", "level1"],
                      proj2.BEST_OPPONENT_ERROR.format(O, "level1"), capsys)


def test_best_player_refuses_a_human_opponent(capsys):
    check_usage_error(["--o", "best"],
                      proj2.BEST_OPPONENT_ERROR.format(X, proj2.HUMAN),
                      capsys)


def test_best_player_refuses_a_match_with_another_computer(capsys):
    check_usage_error(["--match", "best", "random"],
                      proj2.BEST_OPPONENT_ERROR.format(O, "random"), capsys)


def test_best_game_is_said_after_its_first_move():
    start = proj2.create_start_board(4, 4, rules=UMBC)
    found = proj2.find_best_game(start, X, UMBC)
    ran = run_program(b"", args=("--x", "best", "--size", "4"))
    out = ran.stdout.decode()
    said = proj2.BEST_GAME_MESSAGE.format(X, found.score,
                                          proj2.BEST_GAME_PROVED)
    assert ran.returncode == 0
    assert out.count(said) == 1
    assert "Final score: X {},".format(found.score) in out


def test_hint_names_the_best_games_move_against_the_naive_computer():
    # The hint's best game is the best by final disc difference (its
    # value's measure: see test_naive_study.py); here it starts as the
    # best player's does, and ends with 9 pieces against 4.
    start = proj2.create_start_board(4, 4, rules=UMBC)
    found = proj2.find_best_game(start, X, UMBC)
    ran = run_program(b"hint\nquit\n", args=("--size", "4"))
    said = proj2.BEST_GAME_HINT_MESSAGE.format(
        "%d %d" % tuple(found.moves[0]), 9, proj2.BEST_GAME_PROVED)
    assert said in ran.stdout.decode()
    assert "Best move: 0 2 (+5 exact for X against the course's computer)" in (
        ran.stdout.decode())


def test_hint_against_another_computer_names_no_best_game():
    ran = run_program(b"hint\nquit\n", args=("--size", "4", "--o", "level1"))
    assert b"against the naive computer" not in ran.stdout


def test_a_search_cut_short_never_claims_every_square_on_course_rules():
    # With no passing and an even number of empty squares, the computer
    # fills the last square or one stays empty: X ends with 15 at most.
    board = proj2.create_start_board(4, 4, rules=UMBC)
    found = proj2.find_best_game(board, X, UMBC, positions=1)
    assert every_choice_best(board, X, UMBC) <= found.bound == 15


def test_the_search_under_way_says_how_far_it_has_come():
    search = proj2.BestGameSearch(None, 1, 25000000, visited=1234567,
                                  best=58)
    assert proj2.describe_best_search(search) == (
        "1,234,567 of at most 25,000,000 positions, best so far 58")


def test_a_search_before_its_first_game_says_no_best():
    search = proj2.BestGameSearch(None, -1, 900, visited=12)
    assert proj2.describe_best_search(search) == (
        "12 of at most 900 positions")


def test_the_session_shows_the_best_games_search_while_it_runs(
        monkeypatch):
    session = proj2.create_session_state(proj2.create_settings(1))
    seen = []
    search_best_game = proj2._search_best_game

    def watched(own, opponent, line, search):
        seen.append(session.best_search)
        return search_best_game(own, opponent, line, search)
    monkeypatch.setattr(proj2, "_search_best_game", watched)
    board = proj2.create_start_board(4, 4, rules=UMBC)
    proj2.find_best_game(board, X, UMBC, positions=500, session=session)
    assert isinstance(seen[0], proj2.BestGameSearch)
    assert session.best_search is None
