"""Against the course's computer, its real replies: where the opponent is
the naive computer, the hint, why, analyze and the review value a move by
the best game it leaves against that computer (see
analyse_against_naive); against any other computer they keep best
play."""

import re

import proj2
from helpers import (TypedLines, ample_settings, board_from, run_program,
                     state_after_moves)

X, O = proj2.PLAYER_PIECE, proj2.COMPUTER_PIECE
UMBC = proj2.UMBC_RULES
STANDARD = proj2.STANDARD_RULES
# Few positions for each search: every value is a bound, quickly.
FEW_POSITIONS = 300

# The course's game after 2 4 (the computer 2 3) and 4 2 (the computer
# 2 5): X to move, its moves 1 3, 1 4 and 3 2.
AFTER_TWO_MOVES = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | _ | _ | _ | _ | _ | _ | _ | _
1 | _ | _ | _ | _ | _ | _ | _ | _
2 | _ | _ | _ | O | O | O | _ | _
3 | _ | _ | _ | O | X | _ | _ | _
4 | _ | _ | X | X | X | _ | _ | _
5 | _ | _ | _ | _ | _ | _ | _ | _
6 | _ | _ | _ | _ | _ | _ | _ | _
7 | _ | _ | _ | _ | _ | _ | _ | _
"""

# The course's rules on 4x4, X to move: small enough for every game.
FOUR_START = """
_ | 0 | 1 | 2 | 3
0 | _ | _ | _ | _
1 | _ | X | O | _
2 | _ | O | X | _
3 | _ | _ | _ | _
"""


def course_game(settings, names=None):
    """Parameters: settings -- the player's Settings; names -- {piece:
        player name} (None: a person against the naive computer).
    Returns: a Game of the course's rules."""
    return proj2.create_game(proj2.NewGame(UMBC, names), settings=settings)


def replays_naively(board, piece, line, rules=UMBC):
    """Parameters: board -- the position; piece -- the side whose moves
        the line's every other move is; line -- [row, col] moves ([] a
        pass); rules -- the rule set.
    Returns: whether every move of the other side in the line is the
        naive computer's real reply, and every move legal."""
    board = proj2.copy_board(board)
    side = piece
    for move in line:
        if side != piece:
            if move != proj2.choose_naive_rule_move(board, side, rules):
                return False
        if move:
            if move not in proj2.get_rule_moves(board, side, rules):
                return False
            proj2.apply_rule_move(board, *move, side, rules)
        side = proj2.get_opponent(side)
    return True


def best_final_difference(board, piece, rules, move):
    """A brute force over every game of piece's after move, the naive
    computer replying (the course's rules: no passes).
    Returns: the best final disc difference piece can end with."""
    board = proj2.copy_board(board)
    proj2.apply_rule_move(board, *move, piece, rules)
    other = proj2.get_opponent(piece)
    if proj2.has_rule_move(board, other, rules):
        reply = proj2.choose_naive_rule_move(board, other, rules)
        proj2.apply_rule_move(board, *reply, other, rules)
        moves = proj2.get_rule_moves(board, piece, rules)
        if moves:
            return max(best_final_difference(board, piece, rules, next_move)
                       for next_move in moves)
    return (proj2.count_pieces(board, piece)
            - proj2.count_pieces(board, other))


def test_every_analysis_line_quotes_the_naive_computers_real_replies():
    board = board_from(AFTER_TWO_MOVES)
    game = course_game(proj2.create_settings(1, node_limit=FEW_POSITIONS))
    opinions = proj2.analyse_in_game(board, X, game)
    assert sorted(opinion.move for opinion in opinions) == [
        [1, 3], [1, 4], [3, 2]]
    for opinion in opinions:
        assert opinion.against == proj2.NAIVE
        assert opinion.line[0] == opinion.move
        assert replays_naively(board, X, opinion.line)


def test_why_hint_and_analyze_quote_only_real_replies():
    # The course's computer answers 1 3 with 2 2, its topmost, leftmost
    # move: never with 5 4.
    ran = run_program(b"2 4\n4 2\nwhy 1 3\nhint\nanalyze\nquit\n",
                      args=("--rules", "umbc", "--think", "0.01"))
    out = ran.stdout.decode()
    board = board_from(AFTER_TWO_MOVES)
    assert "1 3, 2 2" in out and "1 3, 5 4" not in out
    lines = re.findall(r"(?:Expected line: |  at least [+-]\d+ +|"
                       r" exact +)((?:\d \d, )*\d \d)\n", out)
    assert lines
    for line in lines:
        moves = [[int(word[0]), int(word[2])] for word in line.split(", ")]
        assert replays_naively(board, X, moves)


def test_each_output_says_its_values_are_against_the_course_computer():
    ran = run_program(b"2 4\n4 2\nwhy 1 3\nhint\nanalyze\nquit\n",
                      args=("--rules", "umbc", "--think", "0.01"))
    out = ran.stdout.decode()
    # analyze's heading, and why's.
    assert out.count(proj2.ANALYSIS_NAIVE_NOTE) == 1
    assert out.count(proj2.WHY_NAIVE_HEADING.format("X")) == 1
    assert "for X against the course's computer)" in out


def test_the_hints_best_move_is_the_best_games_first_move():
    ran = run_program(b"2 4\n4 2\nhint\nquit\n",
                      args=("--rules", "umbc", "--think", "0.01"))
    out = ran.stdout.decode()
    best = re.search(r"Best move: (\d \d) ", out).group(1)
    assert re.search(r"Expected line: " + best + ", ", out)
    assert "Best game against the naive computer: " + best + "," in out


def test_the_hints_best_move_equals_find_best_games_on_a_small_board():
    # On 4x4 every game is searched: the best game by its final disc
    # difference starts with the move the hint names, as the brute force
    # finds it, and the best player's search (find_best_game) agrees.
    board = board_from(FOUR_START)
    game = course_game(ample_settings())
    analysis = proj2.analyse_hint(board, X, game)
    values = {tuple(move): best_final_difference(board, X, UMBC, move)
              for move in proj2.get_rule_moves(board, X, UMBC)}
    assert proj2.is_exact_opinion(analysis.opinion)
    assert analysis.opinion.lower == max(values.values())
    assert values[tuple(analysis.move)] == max(values.values())
    assert analysis.move == proj2.find_best_game(board, X, UMBC).moves[0]


def test_a_search_cut_short_says_at_least():
    board = board_from(AFTER_TWO_MOVES)
    game = course_game(proj2.create_settings(1, node_limit=FEW_POSITIONS))
    analysis = proj2.analyse_hint(board, X, game)
    line = proj2.format_best_move(board, analysis, game)
    assert re.fullmatch(r"Best move: \d \d \(at least \+\d+ for X against "
                        r"the course's computer\)", line)
    assert proj2.list_best_game_hint(board, analysis, game)[0].endswith(
        "(the best found).")


def test_the_same_position_tells_the_same_story_every_time():
    board = board_from(AFTER_TWO_MOVES)
    settings = proj2.create_settings(1, node_limit=FEW_POSITIONS)
    told = [proj2.analyse_in_game(board, X, course_game(settings))
            for _ in range(2)]
    assert told[0] == told[1]


def test_the_analysis_against_the_naive_computer_is_kept_apart():
    board = board_from(AFTER_TWO_MOVES)
    settings = proj2.create_settings(1, node_limit=FEW_POSITIONS)
    game = course_game(settings)
    naive = proj2.analyse_in_game(board, X, game)
    best_play = proj2.analyse_moves(board, X, UMBC, settings, game.session)
    assert all(opinion.against is None for opinion in best_play)
    assert proj2.analyse_in_game(board, X, game) == naive


def test_the_review_marks_by_the_best_games_values():
    # A short course game: X's moves are judged against the best game,
    # the computer's (O's) by best play.
    settings = proj2.create_settings(1, node_limit=FEW_POSITIONS)
    game = course_game(settings)
    lines = []
    history = [[X, [2, 4]], [O, [2, 3]], [X, [4, 2]], [O, [2, 5]]]
    judged = {}
    proj2.review_game(
        proj2.create_start_board(rules=UMBC), history,
        proj2.get_game_study(game), {X: "X", O: "O"}, lines.append,
        lambda number, piece, found: judged.update({number: found}))
    assert lines[1] == proj2.REVIEW_NAIVE_NOTE.format(X)
    for number in [1, 3]:
        assert judged[number].played.against == proj2.NAIVE
        assert judged[number].best.against == proj2.NAIVE
        lost = judged[number].best.key - judged[number].played.key
        assert judged[number].lost == max(0, lost)
    assert judged[2].played.against is None


def test_a_study_against_another_computer_keeps_best_play(capsys):
    board = board_from(AFTER_TWO_MOVES)
    game = course_game(proj2.create_settings(1, node_limit=FEW_POSITIONS),
                       {X: proj2.HUMAN, O: proj2.LEVEL1_PLAYER})
    opinions = proj2.analyse_in_game(board, X, game)
    assert all(opinion.against is None for opinion in opinions)
    proj2.play_session(proj2.create_play_state(board, game, None),
                       TypedLines(["hint", "analyze", "quit"]))
    out = capsys.readouterr().out
    assert "course's computer" not in out
    assert "against the naive computer" not in out


def test_othello_against_the_naive_computer_studies_its_best_game():
    game = proj2.create_game(proj2.NewGame(STANDARD),
                             settings=proj2.create_settings(
                                 1, node_limit=FEW_POSITIONS))
    state = state_after_moves("f5f6", game)
    opinions = proj2.analyse_in_game(state.board, X, game)
    for opinion in opinions:
        assert opinion.against == proj2.NAIVE
        assert replays_naively(state.board, X, opinion.line, STANDARD)
