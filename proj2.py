# File:      proj2.py
# Author:    The proj2 developers (reference solution; no student author)
# Date:      2026-11-21
# Section:   none (reference solution, not tied to a discussion section)
# E-mail:    none (reference solution; no personal address)
# Description:
#           A console game of Reversi for UMBC CMSC 201 Project 2. The
#           player (X) plays against the computer (O) on an 8x8 board.
#           A move must sandwich a line of the opponent's pieces between
#           the new piece and one of the mover's own pieces, looking only
#           up, down, left and right (never diagonally); every sandwiched
#           piece flips. The computer plays the legal move closest to the
#           top, and the leftmost one within a row. The game ends as soon
#           as the side whose turn it is has no legal move; then the final
#           board, the score and the winner are shown.
#
#           Board diagram (the start position, as the game prints it):
#
#               _ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
#               0 | _ | _ | _ | _ | _ | _ | _ | _
#               1 | _ | _ | _ | _ | _ | _ | _ | _
#               2 | _ | _ | _ | _ | _ | _ | _ | _
#               3 | _ | _ | _ | X | O | _ | _ | _
#               4 | _ | _ | _ | O | X | _ | _ | _
#               5 | _ | _ | _ | _ | _ | _ | _ | _
#               6 | _ | _ | _ | _ | _ | _ | _ | _
#               7 | _ | _ | _ | _ | _ | _ | _ | _
#
#           board[row][col] holds one of the piece constants below; rows
#           count down from 0 at the top, columns right from 0 at the left.
#
#           That game is what `python3 proj2.py` plays. Options reach the
#           related Reversi programs through the same rule functions: the
#           standard eight-direction game with passing, a simplified one,
#           a one-row game, other board sizes, two humans or two
#           computers, a line protocol for automatic graders (--protocol
#           ics32) and a move-tree counter for checking the rules (--perft).
#           A rule set is data (a table entry), not another game loop.

import argparse
import os
import sys
import time


# ======================================================================
# CONSTANTS
# ======================================================================

# What a square of the board can hold.
EMPTY = "_"
PLAYER_PIECE = "X"
COMPUTER_PIECE = "O"

# Board sizes: the project's 8x8, and the range of sizes the options
# allow (sides must be even so the start pieces sit exactly in the
# centre; HALVES splits a side in two).
BOARD_SIZE = 8
MIN_BOARD_SIZE = 4
MAX_BOARD_SIZE = 16
HALVES = 2

# Meaning of the indexes of a move [row, col], of a hint
# [row, col, flip count], and of a start-layout entry.
ROW_INDEX = 0
COL_INDEX = 1
FLIP_COUNT_INDEX = 2
SAME_AS_TOP_LEFT_INDEX = 2

# The four start pieces, relative to the top-left square of the centre
# four: [row offset, column offset, same piece as the top-left one?].
START_LAYOUT = [[0, 0, True], [0, 1, False], [1, 0, False], [1, 1, True]]

# The directions a line of pieces may run in, as [row step, column step].
UP = [-1, 0]
DOWN = [1, 0]
LEFT = [0, -1]
RIGHT = [0, 1]
UP_LEFT = [-1, -1]
UP_RIGHT = [-1, 1]
DOWN_LEFT = [1, -1]
DOWN_RIGHT = [1, 1]
ORTHOGONAL_DIRECTIONS = [UP, DOWN, LEFT, RIGHT]
ALL_DIRECTIONS = [UP, DOWN, LEFT, RIGHT,
                  UP_LEFT, UP_RIGHT, DOWN_LEFT, DOWN_RIGHT]
ROW_DIRECTIONS = [LEFT, RIGHT]

# What a rule set says (the keys of a rule-set table entry) and the
# values some keys take. A rule set is data: every rule function reads
# the one it is given, so no variant needs code of its own.
RULE_NAME = "name"
RULE_DIRECTIONS = "directions"
RULE_CAPTURE = "capture"
CAPTURE_LINES = "lines"
CAPTURE_ADJACENT = "adjacent"
RULE_NEEDS_FLIP = "needs a flip"
RULE_CAN_PASS = "stuck side passes"
RULE_START = "start"
START_CENTRE = "centre"
START_EMPTY = "empty"
RULE_ROWS = "rows"
RULE_COLS = "cols"
RULE_SIZE_FIXED = "size fixed"
RULE_FIRST_NUMBER = "first square number"
RULE_O_PLAYER = "default O player"

# The player kinds: a human at the keyboard, or a computer strategy from
# the COMPUTER_PLAYERS table (after the computer players' functions).
HUMAN = "human"
NAIVE = "naive"

# The rule sets, by the name --rules takes.
UMBC_RULES_NAME = "umbc"
STANDARD_RULES_NAME = "standard"
SIMPLE_RULES_NAME = "simple"
ONE_ROW_RULES_NAME = "1d"
ONE_ROW_LENGTH = 12
# UMBC CMSC 201: lines up, down, left and right only; the game ends as
# soon as the side to move has no legal move.
UMBC_RULES = {RULE_NAME: UMBC_RULES_NAME,
              RULE_DIRECTIONS: ORTHOGONAL_DIRECTIONS,
              RULE_CAPTURE: CAPTURE_LINES, RULE_NEEDS_FLIP: True,
              RULE_CAN_PASS: False, RULE_START: START_CENTRE,
              RULE_ROWS: BOARD_SIZE, RULE_COLS: BOARD_SIZE,
              RULE_SIZE_FIXED: False, RULE_FIRST_NUMBER: 0,
              RULE_O_PLAYER: NAIVE}
# Othello (specs 000, 002 FULL, 004): lines in all eight directions; a
# stuck side passes; the game ends when neither side can move. Each
# variant below names only what differs from the rule set it builds on.
STANDARD_RULES = {**UMBC_RULES, RULE_NAME: STANDARD_RULES_NAME,
                  RULE_DIRECTIONS: ALL_DIRECTIONS, RULE_CAN_PASS: True}
# Spec 002's simplified rules: any empty square next to an opponent
# piece, flipping exactly the adjacent opponent pieces.
SIMPLE_RULES = {**STANDARD_RULES, RULE_NAME: SIMPLE_RULES_NAME,
                RULE_CAPTURE: CAPTURE_ADJACENT}
# Spec 001's one-row game: 12 squares, empty at the start, any empty
# square legal, two players at the keyboard, squares typed 1 to 12.
ONE_ROW_RULES = {**STANDARD_RULES, RULE_NAME: ONE_ROW_RULES_NAME,
                 RULE_DIRECTIONS: ROW_DIRECTIONS, RULE_NEEDS_FLIP: False,
                 RULE_START: START_EMPTY, RULE_ROWS: 1,
                 RULE_COLS: ONE_ROW_LENGTH, RULE_SIZE_FIXED: True,
                 RULE_FIRST_NUMBER: 1, RULE_O_PLAYER: HUMAN}
RULE_SETS = {UMBC_RULES_NAME: UMBC_RULES,
             STANDARD_RULES_NAME: STANDARD_RULES,
             SIMPLE_RULES_NAME: SIMPLE_RULES,
             ONE_ROW_RULES_NAME: ONE_ROW_RULES}

# How a game is won: by the most pieces, or (spec 002's '<') the fewest.
WIN_MOST = "most"
WIN_FEWEST = "fewest"

# What a game is set up with (the keys of a game table), and the
# project's own game: X at the keyboard against the naive computer.
GAME_RULES = "rules"
GAME_PLAYERS = "players"
GAME_FIRST = "first"
GAME_WIN = "win"
GAME_TOP_LEFT = "top-left piece"
UMBC_GAME = {GAME_RULES: UMBC_RULES,
             GAME_PLAYERS: {PLAYER_PIECE: HUMAN, COMPUTER_PIECE: NAIVE},
             GAME_FIRST: PLAYER_PIECE, GAME_TOP_LEFT: PLAYER_PIECE,
             GAME_WIN: WIN_MOST}

# How many whole numbers a square is typed as (one on a one-row board),
# the characters that separate them, the characters such a number may
# use, and the most significant digits a square number can need (longer
# numbers are out of range without being converted).
MOVE_PART_COUNT = 2
SPACE_CHARACTERS = " \t\r"
SQUARE_PART_COUNT = 1
DIGITS = "0123456789"
SIGNS = "+-"
MAX_NUMBER_DIGITS = 6

# Words a human may type instead of a move (in any letter case).
QUIT_WORDS = ["quit", "exit"]
HINT_WORD = "hint"
PASS_WORD = "pass"

# How standard input is turned into text: only ASCII matters to a move,
# so any other byte becomes a replacement character and the line is
# rejected instead of crashing the game.
INPUT_ENCODING = "ascii"
INPUT_ERRORS = "replace"
NEWLINE_BYTES = b"\n"

# Rendering of the board: the corner label of the heading row and the
# separator between cells; a one-row board is drawn as spec 001 draws it.
CORNER_LABEL = "_"
CELL_SEPARATOR = " | "
ROW_BOARD_EDGE = "+"
ROW_BOARD_RULE = "-"
ROW_BOARD_WALL = "|"
ROW_BOARD_EMPTY = " "

# How the game names its sides: "you" and "the computer" when one human
# plays the computer, the pieces themselves otherwise.
YOU_NAME = "you"
COMPUTER_NAME = "the computer"
YOUR_POSSESSIVE = "your"
SIDE_POSSESSIVE = "{}'s"
NAME_WITH_PIECE = "{} ({})"

# Headings and messages of the transcript.
CURRENT_BOARD_HEADING = "Current board state:"
FINAL_BOARD_HEADING = "Final board state:"
VALID_MOVES_LABEL = "Valid moves are: "
MOVE_PROMPT = "Enter {} move ({}): "
ROW_COL_NOTATION = "row col"
SQUARE_NOTATION = "square {}-{}"
MOVE_MESSAGE = "{} played {}"
SQUARE_FORMAT = "{} {}"
STUCK_END_MESSAGE = "No legal move for {}: the game is over."
BOARD_FULL_END_MESSAGE = "The board is full: the game is over."
BOTH_STUCK_END_MESSAGE = "Neither side has a legal move: the game is over."
PASS_MESSAGE = "No legal move for {}: the turn passes to {}."
SCORE_MESSAGE = "Final score: X {}, O {}"
YOU_WIN_MESSAGE = "You win!"
SIDE_WINS_MESSAGE = "{} wins!"
TIE_MESSAGE = "It's a tie!"
QUIT_MESSAGE = "The game was ended with quit."
LEAD_MESSAGE = "In the lead: {}."
LEVEL_MESSAGE = "Nobody leads: the score is level."
HINT_LABEL = "Hint (square: pieces it flips): "
HINT_ENTRY = "{}: {}"
HINT_SEPARATOR = ", "
NO_HINT_MESSAGE = "Hint: no legal move, so type pass."
MUST_PASS_MESSAGE = "You have no legal move: type pass."

# Why a typed move was rejected: one line each, then the prompt again.
MALFORMED_MESSAGE = ("Please type two whole numbers, the row and then the "
                     "column, separated by a space (for example: 2 4).")
MALFORMED_SQUARE_MESSAGE = ("Please type one whole number, the square "
                            "(for example: 5).")
OUT_OF_RANGE_MESSAGE = ("That square is off the board: the row must be "
                        "{} to {} and the column {} to {}.")
SQUARE_OUT_OF_RANGE_MESSAGE = ("That square is off the board: squares are "
                               "numbered {} to {}.")
OCCUPIED_MESSAGE = "That square is already taken; choose an empty one."
NO_FLIPS_MESSAGE = ("That move flips nothing: it must sandwich a line of "
                    "the opponent's pieces between it and one of yours.")
CANNOT_PASS_MESSAGE = ("You cannot pass while you have a legal move "
                       "(type hint to see them).")

# How the program ends when the game cannot finish, and its exit statuses
# (2 is argparse's status for a bad command line or, here, bad protocol
# options; 130 is the shell's convention for a program stopped by Ctrl-C).
END_OF_INPUT_MESSAGE = "End of input: the game ends unfinished."
INTERRUPTED_MESSAGE = "Interrupted: the game ends unfinished."
EXIT_OK = 0
EXIT_OUTPUT_CLOSED = 1
EXIT_USAGE = 2
EXIT_INTERRUPTED = 130


# ======================================================================
# BOARD
# ======================================================================

def create_board(rows=BOARD_SIZE, cols=BOARD_SIZE, top_left=PLAYER_PIECE,
                 rules=UMBC_RULES):
    """Creates the board of a new game.

    Parameters: rows, cols -- the board's size (BOARD_SIZE by default);
        top_left -- the piece on the top-left square of the centre four
        (PLAYER_PIECE by default, as the project starts); rules -- the rule
        set, whose RULE_START says whether the centre four start filled.
    Returns: a rows x cols 2D list of piece strings: empty, but for the
        four start pieces in the centre when the rules start that way.
    """
    board = []
    for row in range(rows):
        board.append([EMPTY] * cols)
    if rules[RULE_START] == START_CENTRE:
        top_row = rows // HALVES - 1
        left_col = cols // HALVES - 1
        for entry in START_LAYOUT:
            piece = top_left
            if not entry[SAME_AS_TOP_LEFT_INDEX]:
                piece = get_opponent(top_left)
            board[top_row + entry[ROW_INDEX]][left_col + entry[COL_INDEX]] = \
                piece
    return board


def copy_board(board):
    """Makes an independent copy of a board, so a change to one does not
    change the other.

    Parameters: board -- the 2D list of pieces to copy.
    Returns: a new 2D list holding the same pieces.
    """
    copy = []
    for row in board:
        copy.append(list(row))
    return copy


def is_on_board(board, row, col):
    """Tells whether a square lies on the board.

    Parameters: board -- the 2D list of pieces; row, col -- the square's
        row and column numbers (any integers).
    Returns: True if board[row][col] exists, False otherwise.
    """
    return 0 <= row < len(board) and 0 <= col < len(board[0])


def get_opponent(piece):
    """Names the other side.

    Parameters: piece -- PLAYER_PIECE or COMPUTER_PIECE.
    Returns: the other of the two pieces.
    """
    if piece == PLAYER_PIECE:
        return COMPUTER_PIECE
    return PLAYER_PIECE


def count_pieces(board, piece):
    """Counts the squares holding one kind of piece.

    Parameters: board -- the 2D list of pieces; piece -- the piece to count
        (EMPTY counts the empty squares).
    Returns: the number of squares holding that piece.
    """
    count = 0
    for row in board:
        count += row.count(piece)
    return count


# ======================================================================
# RULES
# ======================================================================

def get_flips(board, row, col, piece, rules=UMBC_RULES):
    """Lists the opponent pieces that a move would flip, without changing
    the board. Looking from the square in each of the rule set's
    directions: under CAPTURE_LINES, a line of one or more opponent pieces
    that ends in one of the mover's own pieces is sandwiched and flips;
    under CAPTURE_ADJACENT, the adjacent opponent piece flips.

    Parameters: board -- the 2D list of pieces; row, col -- the square
        played; piece -- the side moving; rules -- the rule set (the
        project's by default: up, down, left and right lines only).
    Returns: a list of [row, col] squares that would flip, grouped by
        direction in the rule set's order and nearest first within one;
        empty when the square is off the board or taken, or nothing is
        captured.
    """
    flips = []
    if not is_on_board(board, row, col) or board[row][col] != EMPTY:
        return flips
    opponent = get_opponent(piece)
    for direction in rules[RULE_DIRECTIONS]:
        line = []
        next_row = row + direction[ROW_INDEX]
        next_col = col + direction[COL_INDEX]
        while (is_on_board(board, next_row, next_col)
               and board[next_row][next_col] == opponent):
            line.append([next_row, next_col])
            next_row += direction[ROW_INDEX]
            next_col += direction[COL_INDEX]
        if rules[RULE_CAPTURE] == CAPTURE_ADJACENT:
            flips.extend(line[:1])
        # A line counts only if it is closed by one of the mover's pieces.
        elif (is_on_board(board, next_row, next_col)
              and board[next_row][next_col] == piece):
            flips.extend(line)
    return flips


def is_legal_move(board, row, col, piece, rules=UMBC_RULES):
    """Tells whether a side may play on a square: it must be an empty
    square on the board and, when the rule set's RULE_NEEDS_FLIP is set,
    the move must flip at least one piece.

    Parameters: board -- the 2D list of pieces; row, col -- the square;
        piece -- the side moving; rules -- the rule set (the project's by
        default).
    Returns: True if the move is legal, False otherwise.
    """
    if not is_on_board(board, row, col) or board[row][col] != EMPTY:
        return False
    if not rules[RULE_NEEDS_FLIP]:
        return True
    return len(get_flips(board, row, col, piece, rules)) > 0


def get_valid_moves(board, piece, rules=UMBC_RULES):
    """Lists every legal move of one side.

    Parameters: board -- the 2D list of pieces; piece -- the side moving;
        rules -- the rule set (the project's by default).
    Returns: a list of [row, col] moves in row-major order (top row first,
        left to right within a row); empty if the side cannot move.
    """
    moves = []
    for row in range(len(board)):
        for col in range(len(board[row])):
            if is_legal_move(board, row, col, piece, rules):
                moves.append([row, col])
    return moves


def apply_move(board, row, col, piece, rules=UMBC_RULES):
    """Plays a legal move: places the piece and flips every captured
    opponent piece, changing the board in place.

    Parameters: board -- the 2D list of pieces (changed); row, col -- the
        square played, which must be a legal move; piece -- the side
        moving; rules -- the rule set (the project's by default).
    Returns: the list of [row, col] squares that flipped.
    """
    flips = get_flips(board, row, col, piece, rules)
    board[row][col] = piece
    for square in flips:
        board[square[ROW_INDEX]][square[COL_INDEX]] = piece
    return flips


def get_side_to_move(board, piece_due, rules=UMBC_RULES):
    """Decides who plays next, which is also where passing and the end of
    the game are decided. The side whose turn is due plays if it can.
    If it cannot: under rules without passing the game is over; under
    rules with passing, the other side plays if it can, and otherwise
    the game is over.

    Parameters: board -- the 2D list of pieces; piece_due -- the side whose
        turn it is; rules -- the rule set (the project's by default).
    Returns: the piece of the side that places the next piece (the other
        side when piece_due must pass), or EMPTY when the game is over.
    """
    if len(get_valid_moves(board, piece_due, rules)) > 0:
        return piece_due
    opponent = get_opponent(piece_due)
    if rules[RULE_CAN_PASS] and len(get_valid_moves(board, opponent,
                                                    rules)) > 0:
        return opponent
    return EMPTY


def is_game_over(board, piece_to_move, rules=UMBC_RULES):
    """Tells whether the game is over. Under the project's rules it ends
    as soon as the side whose turn it is has no legal move (there is no
    passing); under rules with passing, when neither side can move.

    Parameters: board -- the 2D list of pieces; piece_to_move -- the side
        whose turn it is; rules -- the rule set (the project's by default).
    Returns: True if the game is over, False otherwise.
    """
    return get_side_to_move(board, piece_to_move, rules) == EMPTY


def get_winner(board, win=WIN_MOST):
    """Decides the winner by counting pieces.

    Parameters: board -- the 2D list of pieces; win -- WIN_MOST (more
        pieces win, the default) or WIN_FEWEST (fewer pieces win).
    Returns: PLAYER_PIECE or COMPUTER_PIECE for the winning side, or EMPTY
        for a tie.
    """
    player_count = count_pieces(board, PLAYER_PIECE)
    computer_count = count_pieces(board, COMPUTER_PIECE)
    if player_count == computer_count:
        return EMPTY
    if (player_count > computer_count) == (win == WIN_MOST):
        return PLAYER_PIECE
    return COMPUTER_PIECE


def get_hints(board, piece, rules=UMBC_RULES):
    """Lists a side's legal moves with how many pieces each flips, in
    spec 000's get_hint order: most flips first, and among equal counts
    the later square (by row, then column) first.

    Parameters: board -- the 2D list of pieces; piece -- the side moving;
        rules -- the rule set (the project's by default).
    Returns: a list of [row, col, flip count] entries in that order; empty
        if the side cannot move.
    """
    hints = []
    for move in get_valid_moves(board, piece, rules):
        flips = get_flips(board, move[ROW_INDEX], move[COL_INDEX], piece,
                          rules)
        hints.append([move[ROW_INDEX], move[COL_INDEX], len(flips)])
    hints.sort(key=lambda hint: [hint[FLIP_COUNT_INDEX], hint[ROW_INDEX],
                                 hint[COL_INDEX]], reverse=True)
    return hints


# ======================================================================
# COMPUTER PLAYERS
# ======================================================================

def choose_naive_move(board, piece, rules=UMBC_RULES):
    """Chooses the UMBC computer's move: the legal move closest to the top,
    and the leftmost among moves in the same row.

    Parameters: board -- the 2D list of pieces; piece -- the side moving;
        rules -- the rule set (the project's by default).
    Returns: the chosen move as a [row, col] list, or [] (a pass) when the
        side has no legal move.
    """
    # get_valid_moves lists moves in row-major order, so the first one is
    # the topmost, leftmost move.
    moves = get_valid_moves(board, piece, rules)
    if len(moves) == 0:
        return []
    return moves[0]


# Every computer player, by the name --x and --o take. Each is a function
# (board, piece, rules) -> move, so they are interchangeable.
COMPUTER_PLAYERS = {NAIVE: choose_naive_move}
PLAYER_KINDS = [HUMAN] + list(COMPUTER_PLAYERS)


# ======================================================================
# RENDERING
# ======================================================================

def format_board(board, heading):
    """Draws the board as the transcript shows it: a heading, a blank line,
    then the board. A grid has a row of column numbers and one line per
    row, cells separated by ' | ' and widened together when a number
    needs two digits; a one-row board is drawn as spec 001 draws it.

    Parameters: board -- the 2D list of pieces; heading -- the line above
        the board (CURRENT_BOARD_HEADING or FINAL_BOARD_HEADING).
    Returns: the drawing as one string, its lines joined by newlines
        (none at the end).
    """
    lines = [heading, ""]
    if len(board) == 1:
        cells = [cell.replace(EMPTY, ROW_BOARD_EMPTY) for cell in board[0]]
        middle = ROW_BOARD_WALL + ROW_BOARD_WALL.join(cells) + ROW_BOARD_WALL
        edge = ROW_BOARD_EDGE + ROW_BOARD_RULE * (len(middle) - len(
            ROW_BOARD_EDGE * HALVES)) + ROW_BOARD_EDGE
        return "\n".join(lines + [edge, middle, edge])
    width = len(str(max(len(board), len(board[0])) - 1))
    header_cells = [CORNER_LABEL]
    for col in range(len(board[0])):
        header_cells.append(str(col))
    rows = [header_cells]
    for row in range(len(board)):
        rows.append([str(row)] + board[row])
    for cells in rows:
        lines.append(CELL_SEPARATOR.join([cell.rjust(width)
                                          for cell in cells]))
    return "\n".join(lines)


def parse_board(text):
    """Reads a board back from the grid drawing format_board makes, so a
    position can be written as a diagram (the heading lines and blank
    lines are skipped).

    Parameters: text -- lines such as '3 | _ | X | O', one per row,
        optionally preceded by a heading and the column-number row.
    Returns: the 2D list of pieces the diagram shows.
    """
    board = []
    for line in text.splitlines():
        cells = [cell.strip() for cell in line.split(CELL_SEPARATOR.strip())]
        # Board rows start with a row number; the heading row starts with
        # CORNER_LABEL and headings have no separator at all.
        if len(cells) > 1 and cells[0] != CORNER_LABEL:
            board.append(cells[1:])
    return board


def format_square(board, move, first_number):
    """Writes a square the way a player types it: 'row col', or just the
    square's number on a one-row board.

    Parameters: board -- the 2D list of pieces (for its shape); move -- the
        [row, col] square; first_number -- the number of the first row
        and column (0, or 1 for one-based notations).
    Returns: the square as a string, such as '2 4' or '5'.
    """
    col_number = move[COL_INDEX] + first_number
    if len(board) == 1:
        return str(col_number)
    return SQUARE_FORMAT.format(move[ROW_INDEX] + first_number, col_number)


def format_valid_moves(board, moves, first_number):
    """Writes the 'Valid moves are:' line: the moves as a Python list of
    [row, col] pairs, or of square numbers on a one-row board.

    Parameters: board -- the 2D list of pieces (for its shape); moves -- the
        [row, col] moves; first_number -- the number of the first row and
        column.
    Returns: the line as a string.
    """
    shown = []
    for move in moves:
        if len(board) == 1:
            shown.append(move[COL_INDEX] + first_number)
        else:
            shown.append([move[ROW_INDEX] + first_number,
                          move[COL_INDEX] + first_number])
    return VALID_MOVES_LABEL + str(shown)


def format_hints(board, hints, first_number):
    """Writes the answer to 'hint': each legal move and how many pieces it
    flips, in the order get_hints gives.

    Parameters: board -- the 2D list of pieces (for its shape); hints --
        the [row, col, flip count] entries; first_number -- the number of
        the first row and column.
    Returns: the line as a string (NO_HINT_MESSAGE when there is no move).
    """
    if len(hints) == 0:
        return NO_HINT_MESSAGE
    entries = []
    for hint in hints:
        entries.append(HINT_ENTRY.format(
            format_square(board, hint, first_number), hint[FLIP_COUNT_INDEX]))
    return HINT_LABEL + HINT_SEPARATOR.join(entries)


def get_side_name(piece, game):
    """Names a side in messages: 'you' and 'the computer' when one human
    plays a computer, otherwise the piece itself.

    Parameters: piece -- the side; game -- the game table (its players).
    Returns: the name as a string, in lower case where it is a phrase.
    """
    players = game[GAME_PLAYERS]
    if list(players.values()).count(HUMAN) != 1:
        return piece
    if players[piece] == HUMAN:
        return YOU_NAME
    return COMPUTER_NAME


def describe_side(piece, game):
    """Names a side with its piece, such as 'you (X)' or 'the computer
    (O)'; a side named by its piece is just the piece.

    Parameters: piece -- the side; game -- the game table.
    Returns: the description as a string.
    """
    name = get_side_name(piece, game)
    if name == piece:
        return name
    return NAME_WITH_PIECE.format(name, piece)


def capitalize_first(text):
    """Capitalizes the first letter of a phrase and leaves the rest alone.

    Parameters: text -- the phrase.
    Returns: the phrase with its first character in upper case.
    """
    return text[:1].upper() + text[1:]


def format_game_end(board, game, piece_due):
    """Writes why the game ended: who had no legal move under rules without
    passing; otherwise a full board, or neither side able to move.

    Parameters: board -- the final 2D list of pieces; game -- the game
        table; piece_due -- the side whose turn it was at the end.
    Returns: the line as a string.
    """
    if not game[GAME_RULES][RULE_CAN_PASS]:
        return STUCK_END_MESSAGE.format(describe_side(piece_due, game))
    if count_pieces(board, EMPTY) == 0:
        return BOARD_FULL_END_MESSAGE
    return BOTH_STUCK_END_MESSAGE


def format_final_result(board, game, end_line):
    """Writes the lines that close a game: why it ended, the score, and
    the winner.

    Parameters: board -- the final 2D list of pieces; game -- the game
        table (its players and how it is won); end_line -- the line saying
        why the game ended.
    Returns: the three lines as one string, joined by newlines (none at
        the end).
    """
    score_line = SCORE_MESSAGE.format(count_pieces(board, PLAYER_PIECE),
                                      count_pieces(board, COMPUTER_PIECE))
    winner = get_winner(board, game[GAME_WIN])
    if winner == EMPTY:
        winner_line = TIE_MESSAGE
    elif get_side_name(winner, game) == YOU_NAME:
        winner_line = YOU_WIN_MESSAGE
    else:
        winner_line = SIDE_WINS_MESSAGE.format(
            capitalize_first(get_side_name(winner, game)))
    return "\n".join([end_line, score_line, winner_line])


def format_quit_result(board, game):
    """Writes the lines that close a game ended with quit: that it was
    quit, the score, and who leads.

    Parameters: board -- the 2D list of pieces when the game was quit;
        game -- the game table.
    Returns: the three lines as one string, joined by newlines (none at
        the end).
    """
    score_line = SCORE_MESSAGE.format(count_pieces(board, PLAYER_PIECE),
                                      count_pieces(board, COMPUTER_PIECE))
    leader = get_winner(board, game[GAME_WIN])
    if leader == EMPTY:
        lead_line = LEVEL_MESSAGE
    else:
        lead_line = LEAD_MESSAGE.format(describe_side(leader, game))
    return "\n".join([QUIT_MESSAGE, score_line, lead_line])


# ======================================================================
# INPUT
# ======================================================================

def read_raw_line():
    """Reads one line of standard input as bytes, so no byte can make
    decoding fail.

    Parameters: none.
    Returns: the line's bytes without the newline.
    Raises: EOFError at the end of input.
    """
    raw_line = sys.stdin.buffer.readline()
    if not raw_line:
        raise EOFError
    return raw_line.rstrip(NEWLINE_BYTES)


def decode_line(raw_line):
    """Turns a line of input bytes into text for parsing.

    Parameters: raw_line -- the bytes read.
    Returns: the text; bytes that are not ASCII become replacement
        characters, which no move contains.
    """
    return raw_line.decode(INPUT_ENCODING, INPUT_ERRORS)


def read_input_line(prompt):
    """Shows a prompt and reads one line of standard input. When standard
    input is not a terminal the line is echoed after the prompt, so a
    game piped from a file prints what a person at a terminal would see.

    Parameters: prompt -- the text to show before reading.
    Returns: the line as text, without its newline (see decode_line).
    Raises: EOFError at the end of input.
    """
    sys.stdout.write(prompt)
    sys.stdout.flush()
    raw_line = read_raw_line()
    if not sys.stdin.isatty():
        sys.stdout.buffer.write(raw_line + NEWLINE_BYTES)
        sys.stdout.buffer.flush()
    return decode_line(raw_line)


def parse_whole_number(token):
    """Reads one whole number typed by the player, such as '4', '-1' or
    '+07'. Only ASCII digits count.

    Parameters: token -- a piece of the typed line with no spaces in it.
    Returns: the number, or None if the token is not a whole number. A
        number with more than MAX_NUMBER_DIGITS significant digits comes
        back as a number just as far from every square, without converting
        all of its digits.
    """
    digits = token
    if digits[:1] and digits[0] in SIGNS:
        digits = digits[1:]
    if len(digits) == 0:
        return None
    for character in digits:
        if character not in DIGITS:
            return None
    significant = digits.lstrip(DIGITS[0])
    # A huge number is simply off the board, so it keeps its sign but not
    # its size: this avoids converting a line of a million digits.
    if len(significant) > MAX_NUMBER_DIGITS:
        significant = significant[:MAX_NUMBER_DIGITS]
    value = int(significant or DIGITS[0])
    if token[0] == SIGNS[-1]:
        value = -value
    return value


def split_on_spaces(text):
    """Splits a typed line into its words at spaces and tabs (and the
    carriage return of a Windows line end), however many there are.
    Other characters, control characters included, stay inside words.

    Parameters: text -- the line typed.
    Returns: the list of words, without empty ones.
    """
    for character in SPACE_CHARACTERS:
        text = text.replace(character, SPACE_CHARACTERS[0])
    return [word for word in text.split(SPACE_CHARACTERS[0]) if word != ""]


def parse_move(text, board, first_number=0):
    """Reads a typed move and checks that it names a square: 'row col' on
    a grid, one square number on a one-row board.

    Parameters: text -- the line typed; board -- the 2D list of pieces
        (for its size); first_number -- the number of the first row and
        column (0 by default, as the project numbers them).
    Returns: a pair [move, error]: move is the [row, col] square (counted
        from 0) and error is '' when the line names a square on the board;
        otherwise move is [] and error is the one-line reason.
    """
    tokens = split_on_spaces(text)
    one_row = len(board) == 1
    if one_row:
        expected_count = SQUARE_PART_COUNT
        malformed = MALFORMED_SQUARE_MESSAGE
    else:
        expected_count = MOVE_PART_COUNT
        malformed = MALFORMED_MESSAGE
    if len(tokens) != expected_count:
        return [[], malformed]
    numbers = []
    for token in tokens:
        number = parse_whole_number(token)
        if number is None:
            return [[], malformed]
        numbers.append(number - first_number)
    if one_row:
        numbers.insert(ROW_INDEX, 0)
    if not is_on_board(board, numbers[ROW_INDEX], numbers[COL_INDEX]):
        last_row = len(board) - 1 + first_number
        last_col = len(board[0]) - 1 + first_number
        if one_row:
            error = SQUARE_OUT_OF_RANGE_MESSAGE.format(first_number, last_col)
        else:
            error = OUT_OF_RANGE_MESSAGE.format(first_number, last_row,
                                                first_number, last_col)
        return [[], error]
    return [numbers, ""]


def get_move_error(board, move, piece, rules=UMBC_RULES):
    """Explains why a move on the board is not legal, if it is not.

    Parameters: board -- the 2D list of pieces; move -- a [row, col] square
        on the board; piece -- the side moving; rules -- the rule set (the
        project's by default).
    Returns: '' if the move is legal, otherwise OCCUPIED_MESSAGE or
        NO_FLIPS_MESSAGE.
    """
    row = move[ROW_INDEX]
    col = move[COL_INDEX]
    if board[row][col] != EMPTY:
        return OCCUPIED_MESSAGE
    if not is_legal_move(board, row, col, piece, rules):
        return NO_FLIPS_MESSAGE
    return ""


def check_typed_move(text, board, piece, rules, first_number):
    """Checks a typed line as a move: that it names a square on the board,
    then that the move there is legal.

    Parameters: text -- the line typed; board -- the 2D list of pieces;
        piece -- the side moving; rules -- the rule set; first_number --
        the number of the first row and column.
    Returns: a pair [move, error]: the legal [row, col] move and '', or []
        and the one-line reason the line was refused.
    """
    parsed = parse_move(text, board, first_number)
    if parsed[1] != "":
        return parsed
    error = get_move_error(board, parsed[0], piece, rules)
    if error != "":
        return [[], error]
    return parsed


def format_move_prompt(board, piece, game):
    """Writes the prompt for a human's move: 'Enter your move (row col): '
    when one human plays, 'Enter X's move (row col): ' when two do, with
    the square numbers instead of 'row col' on a one-row board.

    Parameters: board -- the 2D list of pieces (for its shape); piece --
        the side to move; game -- the game table.
    Returns: the prompt as a string.
    """
    name = get_side_name(piece, game)
    whose = SIDE_POSSESSIVE.format(name)
    if name == YOU_NAME:
        whose = YOUR_POSSESSIVE
    notation = ROW_COL_NOTATION
    if len(board) == 1:
        first_number = game[GAME_RULES][RULE_FIRST_NUMBER]
        notation = SQUARE_NOTATION.format(first_number,
                                          len(board[0]) - 1 + first_number)
    return MOVE_PROMPT.format(whose, notation)


class GameQuit(Exception):
    """Raised by get_human_move when a human types quit or exit, so the
    game loop can end the game and show where it stood.

    Parameters: none.
    Returns: not applicable (an exception class).
    """


def get_human_move(board, piece, game, read_line):
    """Asks a human for a move until an acceptable line is typed, printing
    one line saying why each rejected line was refused. Besides a square,
    'hint' prints the legal moves with their flip counts, 'pass' passes
    when the side has no legal move, and 'quit' or 'exit' ends the game.

    Parameters: board -- the 2D list of pieces; piece -- the side to move;
        game -- the game table (its rules and players); read_line -- a
        function that shows a prompt and returns the line typed
        (read_input_line, or a stand-in in tests).
    Returns: the legal move as a [row, col] list, or [] for a pass (only
        when the side has no legal move).
    Raises: GameQuit when the human quits; EOFError when the input ends.
    """
    rules = game[GAME_RULES]
    first_number = rules[RULE_FIRST_NUMBER]
    prompt = format_move_prompt(board, piece, game)
    can_move = len(get_valid_moves(board, piece, rules)) > 0
    while True:
        text = read_line(prompt)
        word = text.strip().lower()
        if word in QUIT_WORDS:
            raise GameQuit()
        if word == HINT_WORD:
            print(format_hints(board, get_hints(board, piece, rules),
                               first_number))
            continue
        if word == PASS_WORD and not can_move:
            return []
        if word == PASS_WORD:
            error = CANNOT_PASS_MESSAGE
        elif not can_move:
            error = MUST_PASS_MESSAGE
        else:
            checked = check_typed_move(text, board, piece, rules,
                                       first_number)
            error = checked[1]
            if error == "":
                return checked[0]
        print(error)


# ======================================================================
# GAME LOOP
# ======================================================================

def print_board_block(board, heading, blank_before):
    """Prints the board with a blank line after it and, once the game has
    printed anything, one before it, so each turn reads as its own block.

    Parameters: board -- the 2D list of pieces; heading -- the line above
        the board; blank_before -- whether to print the blank line before.
    Returns: None.
    """
    if blank_before:
        print()
    print(format_board(board, heading))
    print()


def play_game(board, read_line, game=UMBC_GAME):
    """Plays one game from the given position to its end. Before each
    human turn the board and the valid moves are shown and a move is
    read; each computer move is printed on one line. A side with no legal
    move passes, or ends the game, as get_side_to_move decides for the
    rules; at the end the final board, why the game ended, the score and
    the winner are printed (or, after quit, who leads).

    Parameters: board -- the 2D list of pieces (changed as the game is
        played); read_line -- the function that reads the humans' lines;
        game -- the game table: rules, players, who moves first, how the
        game is won (the project's game by default).
    Returns: the winner (or the leader after quit): PLAYER_PIECE,
        COMPUTER_PIECE, or EMPTY for a tie.
    Raises: EOFError when the input ends before the game does.
    """
    rules = game[GAME_RULES]
    first_number = rules[RULE_FIRST_NUMBER]
    piece_due = game[GAME_FIRST]
    turns_played = 0
    try:
        while not is_game_over(board, piece_due, rules):
            kind = game[GAME_PLAYERS][piece_due]
            if kind == HUMAN:
                valid_moves = get_valid_moves(board, piece_due, rules)
                print_board_block(board, CURRENT_BOARD_HEADING,
                                  turns_played > 0)
                print(format_valid_moves(board, valid_moves, first_number))
                if len(valid_moves) == 0:
                    print(MUST_PASS_MESSAGE)
                move = get_human_move(board, piece_due, game, read_line)
            else:
                move = COMPUTER_PLAYERS[kind](board, piece_due, rules)
            if len(move) == 0:
                print(PASS_MESSAGE.format(
                    describe_side(piece_due, game),
                    describe_side(get_opponent(piece_due), game)))
            else:
                apply_move(board, move[ROW_INDEX], move[COL_INDEX],
                           piece_due, rules)
                if kind != HUMAN:
                    print(MOVE_MESSAGE.format(
                        capitalize_first(get_side_name(piece_due, game)),
                        format_square(board, move, first_number)))
            turns_played += 1
            piece_due = get_opponent(piece_due)
    except GameQuit:
        # Quit is typed at a prompt, so a board has been printed already.
        print_board_block(board, FINAL_BOARD_HEADING, True)
        print(format_quit_result(board, game))
        return get_winner(board, game[GAME_WIN])
    print_board_block(board, FINAL_BOARD_HEADING, turns_played > 0)
    print(format_final_result(board, game,
                              format_game_end(board, game, piece_due)))
    return get_winner(board, game[GAME_WIN])


# ======================================================================
# ICS 32 PROTOCOL (spec 002)
# ======================================================================

# Spec 002's console protocol (ICS 32): what it prints, the pieces as it
# names them (black moves as X, white as O), the five option lines it
# reads, and its messages on standard error.
PROTOCOL_ICS32 = "ics32"
PROTOCOL_RULE_LABELS = {STANDARD_RULES_NAME: "FULL",
                        SIMPLE_RULES_NAME: "SIMPLE"}
PROTOCOL_PIECE_LABELS = {PLAYER_PIECE: "B", COMPUTER_PIECE: "W",
                         EMPTY: "."}
PROTOCOL_WIN_LABELS = {">": WIN_MOST, "<": WIN_FEWEST}
PROTOCOL_NO_WINNER = "NONE"
PROTOCOL_COUNTS = "B: {}  W: {}"
PROTOCOL_CELL_SEPARATOR = " "
PROTOCOL_TURN = "TURN: {}"
PROTOCOL_VALID = "VALID"
PROTOCOL_INVALID = "INVALID"
PROTOCOL_WINNER = "WINNER: {}"
PROTOCOL_OPTIONS = [[RULE_ROWS, "the number of rows"],
                    [RULE_COLS, "the number of columns"],
                    [GAME_FIRST, "who moves first"],
                    [GAME_TOP_LEFT, "the top-left piece of the centre four"],
                    [GAME_WIN, "how the game is won"]]
PROTOCOL_OPTION_ERROR = "{}: protocol option line {} ({}): {}"
PROTOCOL_SIZE_ERROR = "expected an even whole number from {} to {}"
PROTOCOL_PIECE_ERROR = "expected B or W"
PROTOCOL_WIN_ERROR = "expected > (most discs win) or < (fewest win)"
PROTOCOL_MISSING_OPTION = "missing: the input ended"


def format_protocol_state(board):
    """Writes the board as spec 002's protocol prints it: the disc counts
    ('B: 2  W: 2'), then one line per row, cells '.', 'B' or 'W'
    separated by single spaces.

    Parameters: board -- the 2D list of pieces.
    Returns: the lines as one string, joined by newlines (none at the end).
    """
    lines = [PROTOCOL_COUNTS.format(count_pieces(board, PLAYER_PIECE),
                                    count_pieces(board, COMPUTER_PIECE))]
    for row in board:
        lines.append(PROTOCOL_CELL_SEPARATOR.join(
            [PROTOCOL_PIECE_LABELS[cell] for cell in row]))
    return "\n".join(lines)


def is_valid_board_side(side):
    """Tells whether a number can be a side of a grid board: even, and from
    MIN_BOARD_SIZE to MAX_BOARD_SIZE.

    Parameters: side -- the number (an int, or None for no number).
    Returns: True if the board can have that many rows or columns.
    """
    return (side is not None and MIN_BOARD_SIZE <= side <= MAX_BOARD_SIZE
            and side % HALVES == 0)


def parse_protocol_option(key, text):
    """Reads one of spec 002's option lines.

    Parameters: key -- which option the line gives (RULE_ROWS, RULE_COLS,
        GAME_FIRST, GAME_TOP_LEFT or GAME_WIN); text -- the line read.
    Returns: a pair [value, error]: the option's value (a side length, a
        piece, or WIN_MOST / WIN_FEWEST) and '' when the line is good;
        otherwise None and the reason.
    """
    word = text.strip()
    if key in [RULE_ROWS, RULE_COLS]:
        side = None
        if len(word.split()) == 1:
            side = parse_whole_number(word)
        if is_valid_board_side(side):
            return [side, ""]
        return [None, PROTOCOL_SIZE_ERROR.format(MIN_BOARD_SIZE,
                                                 MAX_BOARD_SIZE)]
    if key == GAME_WIN:
        if word in PROTOCOL_WIN_LABELS:
            return [PROTOCOL_WIN_LABELS[word], ""]
        return [None, PROTOCOL_WIN_ERROR]
    for piece in [PLAYER_PIECE, COMPUTER_PIECE]:
        if word == PROTOCOL_PIECE_LABELS[piece]:
            return [piece, ""]
    return [None, PROTOCOL_PIECE_ERROR]


def parse_protocol_options(lines):
    """Reads spec 002's five option lines: rows, columns, who moves first
    (B or W), the top-left piece of the centre four (B or W), and how the
    game is won (> for most discs, < for fewest).

    Parameters: lines -- the option lines read, as text (fewer than five
        when the input ended early).
    Returns: a pair [options, error]. options is a table with the keys
        RULE_ROWS, RULE_COLS, GAME_FIRST, GAME_TOP_LEFT and GAME_WIN, and
        error is '' when every line is good; otherwise options is {} and
        error says which line is wrong and why.
    """
    options = {}
    for index in range(len(PROTOCOL_OPTIONS)):
        key = PROTOCOL_OPTIONS[index][0]
        if index < len(lines):
            parsed = parse_protocol_option(key, lines[index])
        else:
            parsed = [None, PROTOCOL_MISSING_OPTION]
        if parsed[1] != "":
            return [{}, PROTOCOL_OPTION_ERROR.format(
                PROGRAM_NAME, index + 1, PROTOCOL_OPTIONS[index][1],
                parsed[1])]
        options[key] = parsed[0]
    return [options, ""]


def read_protocol_line():
    """Reads one line of the protocol's input, with no prompt and no echo.

    Parameters: none.
    Returns: the line as text, without its newline (see decode_line).
    Raises: EOFError at the end of input.
    """
    return decode_line(read_raw_line())


def play_protocol(rules, read_line):
    """Runs spec 002's console protocol, exactly: prints FULL or SIMPLE,
    reads the five option lines, then before each turn prints the counts,
    the board and 'TURN: B' or 'TURN: W', reads 'row col' (counted from
    1) and answers VALID or INVALID; a side with no move passes without a
    word (the turn reverts to the mover). At the end it prints the counts,
    the board and 'WINNER: B', 'WINNER: W' or 'WINNER: NONE'.

    Parameters: rules -- STANDARD_RULES or SIMPLE_RULES; read_line -- a
        function of no arguments returning the next input line.
    Returns: EXIT_OK, or EXIT_USAGE when an option line is malformed (the
        reason is printed on standard error).
    Raises: EOFError when the input ends during the game.
    """
    print(PROTOCOL_RULE_LABELS[rules[RULE_NAME]])
    sys.stdout.flush()
    lines = []
    try:
        while len(lines) < len(PROTOCOL_OPTIONS):
            lines.append(read_line())
    except EOFError:
        pass
    parsed = parse_protocol_options(lines)
    if parsed[1] != "":
        print(parsed[1], file=sys.stderr)
        return EXIT_USAGE
    options = parsed[0]
    board = create_board(options[RULE_ROWS], options[RULE_COLS],
                         options[GAME_TOP_LEFT], rules)
    side = get_side_to_move(board, options[GAME_FIRST], rules)
    while side != EMPTY:
        print(format_protocol_state(board))
        print(PROTOCOL_TURN.format(PROTOCOL_PIECE_LABELS[side]))
        sys.stdout.flush()
        checked = check_typed_move(read_line(), board, side, rules, 1)
        while checked[1] != "":
            print(PROTOCOL_INVALID)
            sys.stdout.flush()
            checked = check_typed_move(read_line(), board, side, rules, 1)
        move = checked[0]
        print(PROTOCOL_VALID)
        apply_move(board, move[ROW_INDEX], move[COL_INDEX], side, rules)
        side = get_side_to_move(board, get_opponent(side), rules)
    winner = get_winner(board, options[GAME_WIN])
    winner_label = PROTOCOL_NO_WINNER
    if winner != EMPTY:
        winner_label = PROTOCOL_PIECE_LABELS[winner]
    print(format_protocol_state(board))
    print(PROTOCOL_WINNER.format(winner_label))
    return EXIT_OK


# ======================================================================
# PERFT (counting the move tree, to check the rules)
# ======================================================================

# perft, the move-tree counter: what it prints.
PERFT_TIME_MESSAGE = "time: {:.3f} s"
PERFT_RATE_MESSAGE = "leaves per second: {}"


def count_perft_leaves(board, piece, depth, rules=UMBC_RULES):
    """Counts the leaves of the legal-move tree depth plies deep, by the
    convention of Aart Bik's perft (also magpie's and Egaroucid's): a pass
    is a ply, and a finished game is a leaf at every later depth. The
    board is not changed.

    Parameters: board -- the 2D list of pieces; piece -- the side to move;
        depth -- how many plies to look ahead (0 or more); rules -- the
        rule set (the project's by default).
    Returns: the number of leaves.
    """
    if depth == 0:
        return 1
    moves = get_valid_moves(board, piece, rules)
    if len(moves) == 0:
        if get_side_to_move(board, piece, rules) == EMPTY:
            return 1
        return count_perft_leaves(board, get_opponent(piece), depth - 1,
                                  rules)
    if depth == 1:
        return len(moves)
    leaves = 0
    for move in moves:
        child = copy_board(board)
        apply_move(child, move[ROW_INDEX], move[COL_INDEX], piece, rules)
        leaves += count_perft_leaves(child, get_opponent(piece), depth - 1,
                                     rules)
    return leaves


# ======================================================================
# COMMAND LINE
# ======================================================================

# The command line: the program's name in messages, its description, and
# the choices and messages of its options.
PROGRAM_NAME = "proj2.py"
PROGRAM_DESCRIPTION = ("Play Reversi against the computer. With no options "
                       "this is UMBC CMSC 201 Project 2 exactly: type each "
                       "move as 'row col'. At any prompt, 'hint' lists "
                       "your moves, 'pass' passes when you have none "
                       "(rules that allow it), 'quit' or 'exit' ends the "
                       "game.")
# The help line of each option, by the option's name.
OPTION_HELP = {
    "rules": "the rule set (default: umbc, the project's)",
    "size": "an N x N board (even, 4 to 16)",
    "rows": "the number of rows (even, 4 to 16)",
    "cols": "the number of columns (even, 4 to 16)",
    "x": "who plays X (default: human)",
    "o": "who plays O (default: naive; human in 1d)",
    "first": "which side moves first (default: x)",
    "start": "which piece sits top-left of the centre four (default: x)",
    "win": "whether the most or the fewest pieces win (default: most)",
    "protocol": ("speak spec 002's console protocol instead of playing "
                 "interactively"),
    "perft": ("count the leaves of the move tree D plies deep from the "
              "start position, and time it"),
}
SIDE_CHOICES = {"x": PLAYER_PIECE, "o": COMPUTER_PIECE}
DEFAULT_SIDE_CHOICE = "x"
# Which options set the board's size, which set up a game (and so do not
# apply to the protocol, which reads its own), and how messages list them.
OPTION_PREFIX = "--"
SIZE_OPTIONS = ["size", "rows", "cols"]
START_OPTION = "start"
GAME_ONLY_OPTIONS = ["x", "o", "first", START_OPTION, "win", "perft"]
OPTION_LIST_SEPARATOR = ", "
WIN_CHOICES = [WIN_MOST, WIN_FEWEST]
SIZE_ERROR = ("board sides must be even whole numbers from {} to {}; "
              "got {} x {}")
SIZE_CONFLICT_ERROR = "give either --size or --rows and --cols, not both"
FIXED_SIZE_ERROR = ("--rules {} plays on its own {}-square row: {} does "
                    "not apply")
PROTOCOL_RULES_ERROR = "--protocol ics32 plays only --rules standard or simple"
PROTOCOL_OPTIONS_ERROR = ("--protocol ics32 reads the game's options from "
                          "standard input: {} does not apply")
PERFT_DEPTH_ERROR = "--perft takes a depth of 0 or more; got {}"


def build_argument_parser():
    """Builds the parser of the command line.

    Parameters: none.
    Returns: an argparse.ArgumentParser for the program's options. Options
        left out stay None, so the checks can tell them from defaults.
    """
    parser = argparse.ArgumentParser(prog=PROGRAM_NAME,
                                     description=PROGRAM_DESCRIPTION)
    parser.add_argument("--rules", choices=list(RULE_SETS),
                        help=OPTION_HELP["rules"])
    parser.add_argument("--size", type=int, metavar="N",
                        help=OPTION_HELP["size"])
    parser.add_argument("--rows", type=int, metavar="R",
                        help=OPTION_HELP["rows"])
    parser.add_argument("--cols", type=int, metavar="C",
                        help=OPTION_HELP["cols"])
    parser.add_argument("--x", choices=PLAYER_KINDS,
                        help=OPTION_HELP["x"])
    parser.add_argument("--o", choices=PLAYER_KINDS,
                        help=OPTION_HELP["o"])
    parser.add_argument("--first", choices=list(SIDE_CHOICES),
                        help=OPTION_HELP["first"])
    parser.add_argument("--start", choices=list(SIDE_CHOICES),
                        help=OPTION_HELP["start"])
    parser.add_argument("--win", choices=WIN_CHOICES,
                        help=OPTION_HELP["win"])
    parser.add_argument("--protocol", choices=[PROTOCOL_ICS32],
                        help=OPTION_HELP["protocol"])
    parser.add_argument("--perft", type=int, metavar="D",
                        help=OPTION_HELP["perft"])
    return parser


def get_board_size(args, rules):
    """Works out the board's size from the options and the rule set.

    Parameters: args -- the parsed command line; rules -- the rule set
        (its default size).
    Returns: a pair [rows, cols].
    """
    rows = rules[RULE_ROWS]
    cols = rules[RULE_COLS]
    if args.size is not None:
        rows = args.size
        cols = args.size
    if args.rows is not None:
        rows = args.rows
    if args.cols is not None:
        cols = args.cols
    return [rows, cols]


def get_option_error(args):
    """Checks the options against each other, before any game starts.

    Parameters: args -- the parsed command line.
    Returns: '' when the options make sense together, otherwise the reason
        (for argparse's error, which exits with EXIT_USAGE).
    """
    size_options = []
    for name in SIZE_OPTIONS:
        if getattr(args, name) is not None:
            size_options.append(OPTION_PREFIX + name)
    if args.size is not None and (args.rows is not None
                                  or args.cols is not None):
        return SIZE_CONFLICT_ERROR
    if args.protocol is not None:
        if args.rules not in [None] + list(PROTOCOL_RULE_LABELS):
            return PROTOCOL_RULES_ERROR
        game_options = list(size_options)
        for name in GAME_ONLY_OPTIONS:
            if getattr(args, name) is not None:
                game_options.append(OPTION_PREFIX + name)
        if len(game_options) > 0:
            return PROTOCOL_OPTIONS_ERROR.format(
                OPTION_LIST_SEPARATOR.join(game_options))
        return ""
    rules = RULE_SETS[args.rules or UMBC_RULES_NAME]
    if rules[RULE_SIZE_FIXED]:
        if args.start is not None:
            size_options.append(OPTION_PREFIX + START_OPTION)
        if len(size_options) > 0:
            return FIXED_SIZE_ERROR.format(
                rules[RULE_NAME], rules[RULE_COLS],
                OPTION_LIST_SEPARATOR.join(size_options))
    else:
        size = get_board_size(args, rules)
        if not (is_valid_board_side(size[ROW_INDEX])
                and is_valid_board_side(size[COL_INDEX])):
            return SIZE_ERROR.format(MIN_BOARD_SIZE, MAX_BOARD_SIZE,
                                     size[ROW_INDEX], size[COL_INDEX])
    if args.perft is not None and args.perft < 0:
        return PERFT_DEPTH_ERROR.format(args.perft)
    return ""


def build_game(args):
    """Builds the game table the options ask for.

    Parameters: args -- the parsed command line (already checked).
    Returns: the game table: GAME_RULES, GAME_PLAYERS, GAME_FIRST,
        GAME_TOP_LEFT and GAME_WIN.
    """
    rules = RULE_SETS[args.rules or UMBC_RULES_NAME]
    players = {PLAYER_PIECE: args.x or HUMAN,
               COMPUTER_PIECE: args.o or rules[RULE_O_PLAYER]}
    return {GAME_RULES: rules, GAME_PLAYERS: players,
            GAME_FIRST: SIDE_CHOICES[args.first or DEFAULT_SIDE_CHOICE],
            GAME_TOP_LEFT: SIDE_CHOICES[args.start or DEFAULT_SIDE_CHOICE],
            GAME_WIN: args.win or WIN_MOST}


def run_perft(board, piece, depth, rules):
    """Counts the move tree from a position and prints the count, the
    time it took and the leaves counted per second.

    Parameters: board -- the start position; piece -- the side to move;
        depth -- the number of plies; rules -- the rule set.
    Returns: the number of leaves.
    """
    started = time.perf_counter()
    leaves = count_perft_leaves(board, piece, depth, rules)
    seconds = time.perf_counter() - started
    print(leaves)
    print(PERFT_TIME_MESSAGE.format(seconds))
    rate = leaves
    if seconds > 0:
        rate = round(leaves / seconds)
    print(PERFT_RATE_MESSAGE.format(rate))
    return leaves


def main(argv=None):
    """Runs the program: reads the command line, then plays one game with
    the humans at standard input (or speaks spec 002's protocol, or counts
    the move tree), and ends cleanly on end of input or Ctrl-C.

    Parameters: argv -- the command-line arguments after the program name,
        or None to use sys.argv.
    Returns: the exit status: EXIT_OK for a finished game or end of input,
        EXIT_USAGE for bad protocol options, EXIT_INTERRUPTED for Ctrl-C,
        EXIT_OUTPUT_CLOSED when the output's reader closed it early.
        A bad command line exits through argparse with EXIT_USAGE.
    """
    parser = build_argument_parser()
    args = parser.parse_args(argv)
    error = get_option_error(args)
    if error != "":
        parser.error(error)
    try:
        if args.protocol is not None:
            rules = RULE_SETS[args.rules or STANDARD_RULES_NAME]
            return play_protocol(rules, read_protocol_line)
        game = build_game(args)
        size = get_board_size(args, game[GAME_RULES])
        board = create_board(size[ROW_INDEX], size[COL_INDEX],
                             game[GAME_TOP_LEFT], game[GAME_RULES])
        if args.perft is not None:
            run_perft(board, game[GAME_FIRST], args.perft, game[GAME_RULES])
        else:
            play_game(board, read_input_line, game)
    except EOFError:
        if args.protocol is not None:
            # The protocol's output is for a program: say it elsewhere.
            print(END_OF_INPUT_MESSAGE, file=sys.stderr)
        else:
            # The prompt is still on its line: end it before saying why.
            print()
            print(END_OF_INPUT_MESSAGE)
    except KeyboardInterrupt:
        print()
        print(INTERRUPTED_MESSAGE)
        return EXIT_INTERRUPTED
    except BrokenPipeError:
        # The reader of the output went away (as 'head' does): stop quietly,
        # pointing standard output at nothing so the final flush cannot fail.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_OUTPUT_CLOSED
    return EXIT_OK


if __name__ == "__main__":
    sys.exit(main())
