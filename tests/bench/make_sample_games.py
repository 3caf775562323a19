"""Makes the sample game files the README's examples read (not a test:
pytest does not collect it).

tests/data/samples/ holds a GGF file of two games (games.ggf) and a
WTHOR database of two games (WTH_2026.wtb) with the name files beside
it (WTHOR.JOU, the players; WTHOR.TRN, the tournaments), each written
as proj2.py's GAME FORMATS section describes the format. The games are
played out by proj2's own computers, level3 against level2 (level3
black in a file's first game, white in its second) after OPENING_MOVES
moves chosen at random, seeded and on a node budget, so the script
makes the same files on every machine.
The people and the tournament are made up: every name is "Example ...".
A WTHOR game's theoretical score is its real one (no solver was run).

Run from the project root:
    python3 tests/bench/make_sample_games.py
"""

import pathlib
import struct
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT))

import proj2  # noqa: E402

SAMPLES = ROOT / "tests" / "data" / "samples"
RULES = proj2.STANDARD_RULES
X, O = proj2.PLAYER_PIECE, proj2.COMPUTER_PIECE
# Who plays each of a file's games, each game's seed, the moves played
# at random first, and the positions each search may visit.
PLAYERS = [{X: proj2.LEVEL3_PLAYER, O: proj2.LEVEL2_PLAYER},
           {X: proj2.LEVEL2_PLAYER, O: proj2.LEVEL3_PLAYER}]
OPENING_MOVES = 6
NODE_LIMIT = 3000
GGF_SEEDS = [1, 2]
WTHOR_SEEDS = [3, 4]

# The made-up people and their club.
PEOPLE = ["Example Ada", "Example Ben", "Example Cleo"]
CLUB = "Example Club Evening"
# GGF: [black, white] of each game, where, and when (GGF's date form).
GGF_PAIRS = [[0, 1], [2, 0]]
GGF_PLACE = "Example Club"
GGF_DATES = ["2026.11.20_19:00:00.UTC", "2026.11.20_20:30:00.UTC"]
# WTHOR: the file's date, its games' year, the depth of the theoretical
# scores, and [tournament, black, white] of each game.
WTHOR_MADE = [20, 26, 11, 24]
WTHOR_YEAR = 2026
WTHOR_DEPTH = 22
WTHOR_GAMES = [[0, 0, 1], [0, 2, 0]]
WTHOR_MOVES = 60


def play_game(seed, players):
    """Plays one game between two computers from Othello's start.

    Parameters: seed -- the seed of the game's random numbers; players
        -- {piece: the computer's name}.
    Returns: a pair [history, board]: the [piece, move] turns played
        (move [] for a pass) and the final board.
    """
    settings = proj2.create_settings(seed, node_limit=NODE_LIMIT)
    session = proj2.create_session_state(settings)
    board = proj2.create_start_board(rules=RULES)
    history = []
    due = X
    while True:
        side = proj2.get_side_to_move(board, due, RULES)
        if side == proj2.EMPTY:
            return [history, board]
        if side != due:
            history.append([due, []])
        if len(history) < OPENING_MOVES:
            move = session.random_numbers.choice(
                proj2.get_rule_moves(board, side, RULES))
        else:
            move = proj2.COMPUTER_PLAYERS[players[side]](
                proj2.copy_board(board), side, rules=RULES,
                settings=settings, session=session)
        proj2.apply_rule_move(board, move[0], move[1], side, RULES)
        history.append([side, move])
        due = proj2.get_opponent(side)


def format_ggf_game(history, board, black, white, date):
    """Writes one game as a line of GGF, as NBoard and GGS write it (a
    pass as PA).

    Parameters: history, board -- from play_game; black, white -- the
        players' names; date -- when it was played.
    Returns: the line, ending in a newline.
    """
    scores = proj2.get_final_scores(board, RULES, proj2.WIN_MOST)
    start = proj2.create_start_board(rules=RULES)
    squares = "".join(proj2.GGF_PIECE_CHARACTERS[cell]
                      for row in start for cell in row)
    parts = ["(;GM[Othello]PC[{}]DT[{}]PB[{}]PW[{}]RE[{:+.3f}]TI[15:00]"
             "TY[8]BO[8 {} *]".format(GGF_PLACE, date, black, white,
                                      scores[X] - scores[O], squares)]
    for piece, move in history:
        word = proj2.GGF_PASS
        if len(move) > 0:
            word = proj2.format_square_name(start, move).upper()
        parts.append("{}[{}]".format(proj2.GGF_MOVE_NAMES[piece], word))
    return "".join(parts) + ";)\n"


def wthor_header(games, names, year):
    """Returns: a WTHOR header of 16 bytes (see WTHOR_HEADER_BYTES)."""
    return struct.pack("<4BIHH4B", *WTHOR_MADE, games, names, year,
                       proj2.BOARD_SIZE, 0, WTHOR_DEPTH, 0)


def wthor_game(history, board, tournament, black, white):
    """Returns: one game of a WTHOR file, 68 bytes: the numbers of its
    tournament and players, black's discs (the empty squares to the
    winner) twice, then its moves as 10 x row + column up to a 0
    (passes are not written)."""
    black_discs = proj2.get_final_scores(board, RULES, proj2.WIN_MOST)[X]
    moves = [proj2.WTHOR_SQUARE_BASE * (move[0] + 1) + move[1] + 1
             for piece, move in history if len(move) > 0]
    return (struct.pack("<3H2B", tournament, black, white, black_discs,
                        black_discs)
            + bytes(moves + [0] * (WTHOR_MOVES - len(moves))))


def wthor_names(names, size):
    """Returns: a WTHOR name file: its header, then each name padded to
    size bytes with zeros."""
    return wthor_header(0, len(names), 0) + b"".join(
        name.encode(proj2.WTHOR_NAME_ENCODING).ljust(size, b"\0")
        for name in names)


def main():
    """Writes the four files into SAMPLES."""
    SAMPLES.mkdir(parents=True, exist_ok=True)
    lines = []
    for seed, pair, date, players in zip(GGF_SEEDS, GGF_PAIRS, GGF_DATES,
                                         PLAYERS):
        history, board = play_game(seed, players)
        lines.append(format_ggf_game(history, board, PEOPLE[pair[0]],
                                     PEOPLE[pair[1]], date))
    (SAMPLES / "games.ggf").write_text("".join(lines))
    records = []
    for seed, numbers, players in zip(WTHOR_SEEDS, WTHOR_GAMES, PLAYERS):
        history, board = play_game(seed, players)
        records.append(wthor_game(history, board, *numbers))
    (SAMPLES / "WTH_2026.wtb").write_bytes(
        wthor_header(len(records), 0, WTHOR_YEAR) + b"".join(records))
    (SAMPLES / "WTHOR.JOU").write_bytes(wthor_names(
        PEOPLE, proj2.WTHOR_PLAYER_BYTES))
    (SAMPLES / "WTHOR.TRN").write_bytes(wthor_names(
        [CLUB], proj2.WTHOR_TOURNAMENT_BYTES))


if __name__ == "__main__":
    main()
