"""The pattern evaluation of Othello's 8x8 board: its patterns, its fast
reading against the plain one, its symmetry and its encoded tables."""

import base64
import dataclasses
import lzma
import zlib

import pytest

import proj2
from helpers import board_from, random_engine_positions

X, O = proj2.PLAYER_PIECE, proj2.COMPUTER_PIECE
STANDARD = proj2.STANDARD_RULES
ENGINE = proj2.build_engine(STANDARD, 8, 8)
# The most empty squares a stage of the tables holds (a position has at
# most 60), and so how many stages there are, less those left out.
LATEST_EMPTIES = min(proj2.PATTERN_MOST_EMPTIES, proj2.PATTERN_SQUARES - 1)
STAGES = (LATEST_EMPTIES // proj2.PATTERN_STAGE_EMPTIES + 1
          - proj2.PATTERN_FIRST_STAGE)
# The first stage kept, and the fewest empty squares it holds.
FIRST_EMPTIES = proj2.PATTERN_FIRST_STAGE * proj2.PATTERN_STAGE_EMPTIES
# The start's 60 empty squares are the patterns' when they judge that
# early, otherwise the features'.
START_EVALUATION = (proj2.evaluate_patterns
                    if proj2.PATTERN_MOST_EMPTIES >= 60
                    else proj2.evaluate_position)

# The corner 3x3 block at a1 holds X on a1, b1 and a2, O on b2; the
# rest of the board is empty but the start four.
CORNER_BLOCK = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | X | X | _ | _ | _ | _ | _ | _
1 | X | O | _ | _ | _ | _ | _ | _
2 | _ | _ | _ | _ | _ | _ | _ | _
3 | _ | _ | _ | O | X | _ | _ | _
4 | _ | _ | _ | X | O | _ | _ | _
5 | _ | _ | _ | _ | _ | _ | _ | _
6 | _ | _ | _ | _ | _ | _ | _ | _
7 | _ | _ | _ | _ | _ | _ | _ | _
"""


def bits_of(diagram, piece):
    """Returns: (own, opponent) bits of a diagram, piece to move."""
    return proj2.get_engine_bits(board_from(diagram), piece, ENGINE)


def game_positions(count, seed):
    """Returns: count positions (own, opponent, own moves) of random legal
    Othello games with the patterns' empty squares or fewer."""
    return random_engine_positions(count, seed, LATEST_EMPTIES)


def map_bits(bits, symmetry):
    """Returns: the bits of the squares mapped by a board symmetry."""
    mapped = 0
    for row, col in proj2.list_bit_squares(bits, ENGINE):
        new_row, new_col = proj2.map_square((row, col), symmetry)
        mapped |= proj2.get_square_bit(new_row, new_col, ENGINE)
    return mapped


def canonical_table(pattern):
    """Returns: for every index of a pattern type, its canonical index
    (the least over the pattern's own orders), built digit by digit."""
    tables = []
    for order in proj2.list_pattern_self_maps(pattern):
        table = [0]
        for position in range(len(pattern.squares)):
            step = 3 ** order[position]
            table = table + [index + step for index in table] + [
                index + 2 * step for index in table]
        tables.append(table)
    return [min(indexes) for indexes in zip(*tables)]


def test_the_patterns_have_46_instances_in_all():
    counts = [len(proj2.list_pattern_instances(pattern))
              for pattern in proj2.PATTERN_TYPES]
    assert counts == [4, 4, 8, 4, 4, 4, 2, 4, 4, 4, 4]


def test_a_corner_block_is_read_square_by_square_as_base_3():
    own, opponent = bits_of(CORNER_BLOCK, X)
    corner_3 = proj2.read_pattern_indexes(own, opponent, ENGINE)[1]
    # a1, b1 and a2 hold the side to move's discs (digit 1) and b2 the
    # other side's (digit 2): 1 + 3 + 27 + 2 * 81, or across the block's
    # diagonal 1 + 27 + 3 + 2 * 81, the same.
    assert corner_3[0] == 1 + 3 + 27 + 2 * 81
    assert sorted(corner_3[1:]) == [0, 0, 0]


@pytest.mark.parametrize("slot", range(len(proj2.PATTERN_TYPES)))
def test_the_fast_reading_agrees_with_the_square_by_square_one(slot):
    # Every table but this type's is zero, and its weights are whole
    # discs, 0 or 1 by the canonical index: the evaluation then counts
    # the instances whose state is read as the plain reading reads it.
    pattern = proj2.PATTERN_TYPES[slot]
    units = proj2.PATTERN_UNITS_PER_DISC
    table = [units * (index * 7919 % 11 % 2)
             for index in canonical_table(pattern)]
    tables = [[0] * 3 ** len(each.squares) for each in proj2.PATTERN_TYPES]
    tables[slot] = table
    tables += [[0] * proj2.MOBILITY_TABLE_SIZE] * 2 + [0]
    evaluation = dataclasses.replace(proj2.load_pattern_evaluation(),
                                     stage_weights=[tuple(tables)] * (
                                         proj2.PATTERN_SQUARES + 1))
    for own, opponent, moves in game_positions(60, seed=slot):
        indexes = proj2.read_pattern_indexes(own, opponent, ENGINE)[slot]
        expected = sum(table[index] for index in indexes) // units
        assert proj2.evaluate_patterns(own, opponent, moves, ENGINE,
                                       evaluation, 1) == expected


def test_the_positions_after_each_move_are_judged_as_the_evaluation_does():
    # The ply above the leaves updates only the instances a move changes.
    evaluation = proj2.load_pattern_evaluation()
    for own, opponent, moves in game_positions(60, seed=11):
        judge = proj2.prepare_pattern_children(own, opponent, ENGINE,
                                               evaluation)
        for move in proj2.list_bits(moves):
            flips = ENGINE.find_flips(own, opponent, move, ENGINE)
            child_own, child_opponent = proj2.play_engine_move(
                own, opponent, move, ENGINE)
            child_moves = ENGINE.find_moves(child_own, child_opponent,
                                            ENGINE)
            assert judge(move, flips, child_own, child_opponent,
                         child_moves) == proj2.evaluate_patterns(
                child_own, child_opponent, child_moves, ENGINE,
                evaluation, 1)


def test_a_search_judging_its_leaves_sooner_finds_the_same():
    evaluation = proj2.load_pattern_evaluation()
    plain = dataclasses.replace(evaluation, children=None)
    for own, opponent, _ in game_positions(4, seed=12):
        found = []
        for each in (evaluation, plain):
            state = proj2.create_search_state(ENGINE, each, 1,
                                              proj2.NO_NODE_LIMIT,
                                              float("inf"))
            answer = proj2.deepen_search(own, opponent, 4, state, 0)
            found.append((answer, state.nodes))
        assert found[0] == found[1]


def test_mirror_images_of_a_position_get_the_same_value():
    evaluation = proj2.load_pattern_evaluation()
    for own, opponent, moves in game_positions(40, seed=7):
        values = set()
        for symmetry in proj2.BOARD_SYMMETRIES:
            mapped_own = map_bits(own, symmetry)
            mapped_opponent = map_bits(opponent, symmetry)
            values.add(proj2.evaluate_patterns(
                mapped_own, mapped_opponent, map_bits(moves, symmetry),
                ENGINE, evaluation, 1))
        assert len(values) == 1


def test_the_encoded_tables_pass_their_checksum():
    # base85 text, line breaks aside, of an xz stream.
    data = lzma.decompress(base64.b85decode(
        "".join(proj2.PATTERN_WEIGHTS.split())))
    assert zlib.crc32(data) == proj2.PATTERN_WEIGHTS_CRC


def test_a_sum_of_weights_is_rounded_to_the_nearest_disc_halves_up():
    units = proj2.PATTERN_UNITS_PER_DISC
    totals = [-units // 2 - 1, -units // 2, units // 2 - 1, units // 2,
              3 * units]
    assert [proj2.get_pattern_value(total) for total in totals] == [
        -1, 0, 0, 1, 3]


def test_a_damaged_block_is_refused():
    damaged = proj2.PATTERN_WEIGHTS.replace("0", "1", 1)
    original = proj2.PATTERN_WEIGHTS
    proj2.load_pattern_evaluation.cache_clear()
    try:
        proj2.PATTERN_WEIGHTS = damaged
        with pytest.raises((ValueError, lzma.LZMAError)):
            proj2.load_pattern_evaluation()
    finally:
        proj2.PATTERN_WEIGHTS = original
        proj2.load_pattern_evaluation.cache_clear()


def test_mirror_image_states_read_one_weight():
    # The edge read from its other end is the same edge.
    ranks, count = proj2.list_canonical_ranks(proj2.PATTERN_TYPES[0])
    digits = [1, 2, 0, 0, 0, 0, 0, 1, 2, 0]
    mirrored = [1, 0, 0, 0, 0, 0, 2, 1, 0, 2]
    index = sum(digit * 3 ** place for place, digit in enumerate(digits))
    image = sum(digit * 3 ** place for place, digit in enumerate(mirrored))
    assert ranks[index] == ranks[image]
    assert count == (3 ** 10 + 3 ** 5) // 2


def test_the_tables_hold_every_stage_and_type_at_full_size():
    by_empties = proj2.load_pattern_evaluation().stage_weights
    assert all(len(by_empties[empties]) == proj2.CONSTANT_SLOT + 1
               for empties in range(proj2.PATTERN_SQUARES + 1))
    stages = [by_empties[empties] for empties in range(
        FIRST_EMPTIES, LATEST_EMPTIES + 1, proj2.PATTERN_STAGE_EMPTIES)]
    assert len({id(stage[0]) for stage in stages}) == STAGES
    sizes = [len(table) for table in stages[0][:len(proj2.PATTERN_TYPES)]]
    assert sizes == [3 ** len(pattern.squares)
                     for pattern in proj2.PATTERN_TYPES]


def test_a_stage_holds_the_positions_of_its_empty_squares():
    by_empties = proj2.load_pattern_evaluation().stage_weights
    width = proj2.PATTERN_STAGE_EMPTIES
    last = FIRST_EMPTIES + width - 1
    assert by_empties[FIRST_EMPTIES][0] is by_empties[last][0]
    assert by_empties[last][0] is not by_empties[last + 1][0]


def test_the_stages_left_out_are_the_ones_the_search_solves():
    assert FIRST_EMPTIES - 1 <= proj2.LEAF_SOLVE_EMPTIES


def test_fewer_empty_squares_than_the_first_stage_take_its_tables():
    by_empties = proj2.load_pattern_evaluation().stage_weights
    assert all(by_empties[empties][0] is by_empties[FIRST_EMPTIES][0]
               for empties in range(FIRST_EMPTIES))


def test_the_decoded_tables_are_kept_for_the_next_search():
    assert proj2.load_pattern_evaluation() is proj2.load_pattern_evaluation()


@pytest.mark.parametrize("rules, size, sign, empties, function", [
    (STANDARD, 8, 1, min(LATEST_EMPTIES, 60), proj2.evaluate_patterns),
    (STANDARD, 8, 1, 60, START_EVALUATION),
    (STANDARD, 8, -1, 20, proj2.evaluate_position),
    (STANDARD, 6, 1, 20, proj2.evaluate_position),
    (proj2.UMBC_RULES, 8, 1, 20, proj2.evaluate_position),
    (proj2.SIMPLE_RULES, 8, 1, 20, proj2.evaluate_position)])
def test_the_patterns_judge_othellos_8x8_board_in_the_later_game(
        rules, size, sign, empties, function):
    engine = proj2.build_engine(rules, size, size)
    evaluation = proj2.choose_board_evaluation(
        engine, proj2.DEFAULT_EVALUATION, sign, empties)
    assert evaluation.function is function


def test_the_feature_evaluation_is_the_features_on_every_board():
    evaluation = proj2.choose_board_evaluation(
        ENGINE, proj2.FEATURE_EVALUATION, 1, 20)
    assert evaluation.function is proj2.evaluate_position
