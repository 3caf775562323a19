"""The opening book of Othello's 8x8 board: its keys fold the 8
symmetries, every line of it is legal, level5 plays from it with variety
under a seed, and the analysis labels its values "book"."""

import functools
import zlib

import proj2
from helpers import board_from

X, O = proj2.PLAYER_PIECE, proj2.COMPUTER_PIECE
STANDARD = proj2.STANDARD_RULES
ENGINE = proj2.build_engine(STANDARD, 8, 8)

# After f5 d6 (the start of the Tiger, the Rose, the Buffalo...): X to
# move.
AFTER_F5_D6 = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | _ | _ | _ | _ | _ | _ | _ | _
1 | _ | _ | _ | _ | _ | _ | _ | _
2 | _ | _ | _ | _ | _ | _ | _ | _
3 | _ | _ | _ | O | X | _ | _ | _
4 | _ | _ | _ | O | X | X | _ | _
5 | _ | _ | _ | O | _ | _ | _ | _
6 | _ | _ | _ | _ | _ | _ | _ | _
7 | _ | _ | _ | _ | _ | _ | _ | _
"""


def images(board):
    """Returns: the 8 symmetric images of an 8x8 board."""
    found = []
    for symmetry in proj2.BOARD_SYMMETRIES:
        image = [[proj2.EMPTY] * 8 for _ in range(8)]
        for row in range(8):
            for col in range(8):
                to_row, to_col = proj2.map_square((row, col), symmetry, 8)
                image[to_row][to_col] = board[row][col]
        found.append(image)
    return found


def key_of(board, piece):
    """Returns: the book key of a board with piece to move."""
    own, opponent = proj2.get_engine_bits(board, piece, ENGINE)
    return proj2.get_book_key(own, opponent, ENGINE)


def book_bytes():
    """Returns: the book's decoded bytes (load_opening_book's format)."""
    return proj2.decode_data_block(proj2.OPENING_BOOK)


@functools.lru_cache(maxsize=None)
def walk_book():
    """Reads the book's tree as load_opening_book documents it, on 2D
    boards by the rule functions. Returns: a list of [board, piece to
    move, its legal moves, the [row, col] moves listed] of every position
    whose moves are listed, and the listed moves that were illegal."""
    data = book_bytes()
    start = proj2.create_start_board(rules=STANDARD)
    listed = [[start, X, proj2.get_rule_moves(start, X, STANDARD), []]]
    open_positions = [listed[0]]
    illegal = []
    index = 1
    while index < len(data):
        flags = data[index]
        index += 2
        move = list(divmod(flags & proj2.BOOK_SQUARE_MASK, 8))
        board, piece, legal, moves = open_positions[-1]
        moves.append(move)
        if move not in legal:
            illegal.append(move)
            break
        if flags & proj2.BOOK_LAST_CHILD:
            open_positions.pop()
        if flags & proj2.BOOK_HAS_CHILDREN:
            after = [row[:] for row in board]
            proj2.apply_rule_move(after, move[0], move[1], piece, STANDARD)
            opponent = proj2.get_opponent(piece)
            child = [after, opponent,
                     proj2.get_rule_moves(after, opponent, STANDARD), []]
            listed.append(child)
            open_positions.append(child)
    return listed, illegal


def test_a_position_and_its_7_mirror_images_share_one_key():
    board = board_from(AFTER_F5_D6)
    keys = {key_of(image, X) for image in images(board)}
    assert len(keys) == 1


def test_the_key_tells_the_side_to_move():
    board = board_from(AFTER_F5_D6)
    assert key_of(board, X) != key_of(board, O)


def test_the_four_first_moves_reach_one_book_position():
    start = proj2.create_start_board(rules=STANDARD)
    keys = set()
    for move in proj2.get_rule_moves(start, X, STANDARD):
        after = [row[:] for row in start]
        proj2.apply_rule_move(after, move[0], move[1], X, STANDARD)
        keys.add(key_of(after, O))
    assert len(keys) == 1


def test_the_book_matches_its_checksum():
    assert zlib.crc32(book_bytes()) == proj2.OPENING_BOOK_CRC


def test_the_books_deepest_positions_have_book_most_discs():
    # A key holds both sides' discs.
    assert max(key.bit_count() for key in proj2.load_opening_book()) == (
        proj2.BOOK_MOST_DISCS)


def test_every_move_of_the_book_is_legal_where_it_is_played():
    listed, illegal = walk_book()
    assert illegal == []
    assert len(listed) > 1


def test_every_position_that_lists_moves_lists_every_legal_move():
    listed, _ = walk_book()
    for board, piece, legal, moves in listed:
        assert moves == legal


def test_the_start_and_its_first_replies_are_in_the_book():
    start = proj2.create_start_board(rules=STANDARD)
    own, opponent = proj2.get_engine_bits(start, X, ENGINE)
    assert len(proj2.find_book_moves(own, opponent, ENGINE, 1)) == 4
    own, opponent = proj2.get_engine_bits(board_from(AFTER_F5_D6), X,
                                          ENGINE)
    assert proj2.find_book_moves(own, opponent, ENGINE, 1) != []


def test_the_book_holds_only_when_the_most_discs_win():
    start = proj2.create_start_board(rules=STANDARD)
    own, opponent = proj2.get_engine_bits(start, X, ENGINE)
    assert proj2.find_book_moves(own, opponent, ENGINE, -1) == []


def test_the_book_holds_only_on_othellos_board():
    umbc = proj2.build_engine(proj2.UMBC_RULES, 8, 8)
    start = proj2.create_start_board()
    own, opponent = proj2.get_engine_bits(start, X, umbc)
    assert proj2.find_book_moves(own, opponent, umbc, 1) == []


def level5_first_move(seed):
    """Returns: level5's first move of Othello with a seed."""
    settings = proj2.create_settings(seed, node_limit=1)
    start = proj2.create_start_board(rules=STANDARD)
    return proj2.choose_search_move(start, X, STANDARD, settings)


def test_level5_plays_the_same_book_move_with_the_same_seed():
    assert level5_first_move(3) == level5_first_move(3)


def test_level5_varies_its_book_moves_with_the_seed():
    moves = {tuple(level5_first_move(seed)) for seed in range(12)}
    assert len(moves) > 1


def test_level5_plays_a_book_move_worth_the_best_less_the_variety():
    board = board_from(AFTER_F5_D6)
    own, opponent = proj2.get_engine_bits(board, X, ENGINE)
    valued = proj2.find_book_moves(own, opponent, ENGINE, 1)
    best = valued[0][1]
    good = [proj2.get_bit_square(move, ENGINE) for move, value in valued
            if value >= best - proj2.BOOK_VARIETY]
    for seed in range(6):
        settings = proj2.create_settings(seed, node_limit=1)
        assert proj2.choose_search_move(board, X, STANDARD,
                                        settings) in good


def test_the_analysis_labels_the_books_values():
    start = proj2.create_start_board(rules=STANDARD)
    settings = proj2.create_settings(1, node_limit=1)
    text = proj2.format_position_analysis(
        start, X, STANDARD, settings, proj2.create_session_state(settings))
    lines = [line.split() for line in text.splitlines()[1:]]
    assert [line[:2] for line in lines] == [
        ["d3", "book"], ["c4", "book"], ["f5", "book"], ["e6", "book"]]


def test_the_four_first_moves_are_worth_the_same_by_the_book():
    start = proj2.create_start_board(rules=STANDARD)
    own, opponent = proj2.get_engine_bits(start, X, ENGINE)
    values = {value for move, value in
              proj2.find_book_moves(own, opponent, ENGINE, 1)}
    assert len(values) == 1
