# File:      proj2.py
# Author:    The proj2 developers (reference solution; no student author)
# Date:      2026-11-24
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
#           PART 1, up to the '# PART 2' banner, is the course program:
#           it imports nothing and uses nothing below it, and it is what
#           'python3 proj2.py' runs with no options. PART 2 builds on it.


# ======================================================================
# CONSTANTS
# ======================================================================

# What a square of the board can hold.
EMPTY = "_"
PLAYER_PIECE = "X"
COMPUTER_PIECE = "O"

# The board's size, and what a side is divided by to find its centre.
BOARD_SIZE = 8
CENTRE_DIVISOR = 2

# The directions a line of pieces may run in, as [row step, column step]:
# the course looks up, down, left and right, never diagonally.
ORTHOGONAL_DIRECTIONS = [[-1, 0], [1, 0], [0, -1], [0, 1]]

# A move is two whole numbers, each with an optional sign; past
# MAX_NUMBER_DIGITS significant digits a number is not converted.
MOVE_PART_COUNT = 2
SIGNS = "+-"
MINUS_SIGN = "-"
DIGITS = "0123456789"
ZERO_DIGIT = "0"
MAX_NUMBER_DIGITS = 6

# The corner label of the board's heading row, and what separates cells.
CORNER_LABEL = "_"
CELL_SEPARATOR = " | "

# Headings and messages of the transcript.
CURRENT_BOARD_HEADING = "Current board state:"
FINAL_BOARD_HEADING = "Final board state:"
VALID_MOVES_LABEL = "Valid moves are: "
MOVE_PROMPT = "Enter your move (row col): "
COMPUTER_MOVE_MESSAGE = "The computer played {} {}"
PLAYER_STUCK_MESSAGE = "No legal move for you (X): the game is over."
COMPUTER_STUCK_MESSAGE = ("No legal move for the computer (O): the game is "
                          "over.")
SCORE_MESSAGE = "Final score: X {}, O {}"
YOU_WIN_MESSAGE = "You win!"
COMPUTER_WINS_MESSAGE = "The computer wins!"
TIE_MESSAGE = "It's a tie!"

# Why a typed move is refused: one line each, then the prompt again.
MALFORMED_MESSAGE = "Please type the row and then the column, such as 2 4."
OUT_OF_RANGE_MESSAGE = ("That square is off the board: the row must be 0 "
                        "to {} and the column 0 to {}.")
OCCUPIED_MESSAGE = "That square is already taken; choose an empty one."
NO_FLIPS_MESSAGE = ("That move flips nothing: it must trap opponent pieces "
                    "in a line against yours.")

# A game that cannot finish, and the exit status after Ctrl-C.
END_OF_INPUT_MESSAGE = "End of input: the game ends unfinished."
INTERRUPTED_MESSAGE = "Interrupted: the game ends unfinished."
EXIT_INTERRUPTED = 130


# ======================================================================
# BOARD
# ======================================================================

def create_board():
    """Creates the board of a new game: empty but for the four start
    pieces in the centre, X on the top-left and bottom-right of them.

    Parameters: none.
    Returns: a BOARD_SIZE x BOARD_SIZE 2D list of pieces.
    """
    board = [[EMPTY] * BOARD_SIZE for row in range(BOARD_SIZE)]
    centre = BOARD_SIZE // CENTRE_DIVISOR
    board[centre - 1][centre - 1] = PLAYER_PIECE
    board[centre - 1][centre] = COMPUTER_PIECE
    board[centre][centre - 1] = COMPUTER_PIECE
    board[centre][centre] = PLAYER_PIECE
    return board


def is_on_board(board, row, col):
    """Tells whether a square lies on the board.

    Parameters: board -- the 2D list of pieces; row, col -- any integers.
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
    return sum([row.count(piece) for row in board])


# ======================================================================
# RULES
# ======================================================================

def get_flips(board, row, col, piece, directions=ORTHOGONAL_DIRECTIONS):
    """Lists the opponent pieces a move would flip, without changing the
    board: in each direction, a line of opponent pieces closed by one of
    the mover's own pieces is sandwiched, and flips.

    Parameters: board -- the 2D list of pieces; row, col -- the square
        played; piece -- the side moving; directions -- the [row step,
        column step] directions to look in (the course's four).
    Returns: the [row, col] squares that would flip; empty when the
        square is off the board or taken, or nothing is sandwiched.
    """
    flips = []
    if not is_on_board(board, row, col) or board[row][col] != EMPTY:
        return flips
    opponent = get_opponent(piece)
    for row_step, col_step in directions:
        line = []
        next_row = row + row_step
        next_col = col + col_step
        while (is_on_board(board, next_row, next_col)
               and board[next_row][next_col] == opponent):
            line.append([next_row, next_col])
            next_row += row_step
            next_col += col_step
        # A line counts only if it is closed by one of the mover's pieces.
        if (is_on_board(board, next_row, next_col)
                and board[next_row][next_col] == piece):
            flips.extend(line)
    return flips


def get_valid_moves(board, piece):
    """Lists every legal move of one side: the squares where a move
    flips at least one piece, top row first, left to right within a row.

    Parameters: board -- the 2D list of pieces; piece -- the side moving.
    Returns: the [row, col] moves; empty if the side cannot move.
    """
    moves = []
    for row in range(len(board)):
        for col in range(len(board[row])):
            if len(get_flips(board, row, col, piece)) > 0:
                moves.append([row, col])
    return moves


def place_piece(board, row, col, piece, flips):
    """Puts a piece on a square and turns the pieces it captures.

    Parameters: board -- the 2D list of pieces (changed); row, col -- the
        square; piece -- the side moving; flips -- the squares captured.
    Returns: None.
    """
    board[row][col] = piece
    for flip_row, flip_col in flips:
        board[flip_row][flip_col] = piece


def apply_move(board, row, col, piece):
    """Plays a legal move: places the piece and flips every sandwiched
    opponent piece, changing the board in place.

    Parameters: board -- the 2D list of pieces (changed); row, col -- a
        legal move's square; piece -- the side moving.
    Returns: None.
    """
    place_piece(board, row, col, piece, get_flips(board, row, col, piece))


def get_winner(board):
    """Decides the winner: the side with more pieces.

    Parameters: board -- the 2D list of pieces.
    Returns: PLAYER_PIECE or COMPUTER_PIECE for the winning side, or EMPTY
        for a tie.
    """
    player_count = count_pieces(board, PLAYER_PIECE)
    computer_count = count_pieces(board, COMPUTER_PIECE)
    if player_count > computer_count:
        return PLAYER_PIECE
    if computer_count > player_count:
        return COMPUTER_PIECE
    return EMPTY


# ======================================================================
# COMPUTER PLAYER
# ======================================================================

def choose_naive_move(board, piece):
    """Chooses the course computer's move: the legal move closest to the
    top, and the leftmost one within a row.

    Parameters: board -- the 2D list of pieces; piece -- the side moving.
    Returns: the [row, col] move, or [] when the side has no legal move.
    """
    # get_valid_moves lists the topmost, leftmost move first.
    moves = get_valid_moves(board, piece)
    if len(moves) == 0:
        return []
    return moves[0]


# ======================================================================
# PRINTING
# ======================================================================

def format_board(board, heading):
    """Draws the board as the transcript shows it: a heading, a blank line,
    the column numbers, then one line per row, cells separated by ' | '.

    Parameters: board -- the 2D list of pieces; heading -- its title line.
    Returns: the drawing, its lines joined by newlines (none at the end).
    """
    lines = [heading, ""]
    labels = [CORNER_LABEL] + [str(col) for col in range(len(board[0]))]
    lines.append(CELL_SEPARATOR.join(labels))
    for row in range(len(board)):
        lines.append(CELL_SEPARATOR.join([str(row)] + board[row]))
    return "\n".join(lines)


def format_result(board, stuck_piece):
    """Writes the lines that close a game: who had no legal move, the
    score, and the winner.

    Parameters: board -- the 2D list of pieces of the finished game;
        stuck_piece -- the side whose turn it was, with no legal move.
    Returns: the three lines joined by newlines (none at the end).
    """
    lines = [COMPUTER_STUCK_MESSAGE]
    if stuck_piece == PLAYER_PIECE:
        lines = [PLAYER_STUCK_MESSAGE]
    lines.append(SCORE_MESSAGE.format(count_pieces(board, PLAYER_PIECE),
                                      count_pieces(board, COMPUTER_PIECE)))
    winner = get_winner(board)
    if winner == PLAYER_PIECE:
        lines.append(YOU_WIN_MESSAGE)
    elif winner == COMPUTER_PIECE:
        lines.append(COMPUTER_WINS_MESSAGE)
    else:
        lines.append(TIE_MESSAGE)
    return "\n".join(lines)


# ======================================================================
# INPUT
# ======================================================================

def read_typed_line(prompt):
    """Shows a prompt and reads one line, echoing it when standard input
    is not a terminal, so a piped game prints what a person would see.

    Parameters: prompt -- the text to show before reading.
    Returns: the line without its newline ('' for a line that is not
        text, which no move is).
    Raises: EOFError at the end of input.
    """
    try:
        line = input(prompt)
    except UnicodeError:
        line = ""
    except (RuntimeError, OSError):
        # Standard input is closed (input() says it is lost) or unreadable.
        raise EOFError
    # open(0) looks at standard input without taking it over.
    try:
        typed_at_terminal = open(0, closefd=False).isatty()
    except (OSError, ValueError):
        typed_at_terminal = False
    if not typed_at_terminal:
        print(line)
    return line


def parse_whole_number(token):
    """Reads one whole number typed by the player, such as '4', '-1' or
    '+07', made of the digits 0 to 9.

    Parameters: token -- a word of the typed line.
    Returns: the number, or None if the token is not a whole number (past
        MAX_NUMBER_DIGITS significant digits, only those are read).
    """
    digits = token
    if len(digits) > 0 and digits[0] in SIGNS:
        digits = digits[1:]
    if len(digits) == 0:
        return None
    for character in digits:
        if character not in DIGITS:
            return None
    significant = digits.lstrip(ZERO_DIGIT)[:MAX_NUMBER_DIGITS]
    number = int(significant or ZERO_DIGIT)
    if token[0] == MINUS_SIGN:
        number = -number
    return number


def parse_move(text):
    """Reads a typed move: two whole numbers, the row and the column,
    separated by spaces.

    Parameters: text -- the line typed.
    Returns: the [row, col] numbers, or [] when the line is not two whole
        numbers.
    """
    words = text.split()
    if len(words) != MOVE_PART_COUNT:
        return []
    move = []
    for word in words:
        number = parse_whole_number(word)
        if number is None:
            return []
        move.append(number)
    return move


def get_move_error(board, move, moves):
    """Explains why a typed move cannot be played, if it cannot.

    Parameters: board -- the 2D list of pieces; move -- the [row, col]
        numbers typed; moves -- the side's legal moves.
    Returns: '' if the move is legal, otherwise the one-line reason.
    """
    row, col = move
    if not is_on_board(board, row, col):
        return OUT_OF_RANGE_MESSAGE.format(len(board) - 1, len(board[0]) - 1)
    if move in moves:
        return ""
    if board[row][col] != EMPTY:
        return OCCUPIED_MESSAGE
    return NO_FLIPS_MESSAGE


def read_player_move(board, moves):
    """Asks for the player's move until a legal one is typed, saying in
    one line why each refused line was refused.

    Parameters: board -- the 2D list of pieces; moves -- the player's
        legal moves.
    Returns: the legal [row, col] move.
    Raises: EOFError when the input ends.
    """
    while True:
        move = parse_move(read_typed_line(MOVE_PROMPT))
        error = MALFORMED_MESSAGE
        if len(move) > 0:
            error = get_move_error(board, move, moves)
        if error == "":
            return move
        print(error)


# ======================================================================
# PLAYING THE GAME
# ======================================================================

def play_game(board):
    """Plays one game, X first: before each of the player's moves the
    board and the valid moves are shown; each of the computer's moves is
    printed on one line. It ends when the side to move has no move.

    Parameters: board -- the 2D list of pieces to play on (changed as
        the game is played).
    Returns: the winner: PLAYER_PIECE, COMPUTER_PIECE, or EMPTY for a tie.
    Raises: EOFError when the input ends before the game does.
    """
    piece = PLAYER_PIECE
    boards_shown = 0
    moves = get_valid_moves(board, piece)
    while len(moves) > 0:
        if piece == PLAYER_PIECE:
            # Every board but the first is set apart by a blank line.
            if boards_shown > 0:
                print()
            print(format_board(board, CURRENT_BOARD_HEADING))
            print()
            print(VALID_MOVES_LABEL + str(moves))
            boards_shown += 1
            row, col = read_player_move(board, moves)
        else:
            row, col = choose_naive_move(board, piece)
            print(COMPUTER_MOVE_MESSAGE.format(row, col))
        apply_move(board, row, col, piece)
        piece = get_opponent(piece)
        moves = get_valid_moves(board, piece)
    if boards_shown > 0:
        print()
    print(format_board(board, FINAL_BOARD_HEADING))
    print()
    print(format_result(board, piece))
    return get_winner(board)


def main():
    """Runs the course game at the keyboard. The end of the input, or
    Ctrl-C, ends the game unfinished with a line saying so.

    Parameters: none.
    Returns: None.
    Raises: SystemExit with EXIT_INTERRUPTED after Ctrl-C.
    """
    try:
        play_game(create_board())
    except EOFError:
        # The prompt is still on its line: end it before saying why.
        print()
        print(END_OF_INPUT_MESSAGE)
    except KeyboardInterrupt:
        print()
        print(INTERRUPTED_MESSAGE)
        raise SystemExit(EXIT_INTERRUPTED)


# PART 2: THE PRODUCT ==================================================
#
# Everything below builds on PART 1 and on the sections above it; any
# command-line option leads here. Its records are dataclasses. The
# imports open PART 2, not the file, because PART 1 imports nothing.
#
# Contents:
#   RULE SETS ............ the rules as data (Rules), 2D-list rules for all
#   ENGINE ............... the same rules on bitboards, and perft
#   EVALUATION ........... what a position is worth, in discs
#   SEARCH ............... alpha-beta, iterative deepening, exact solver
#   COMPUTER PLAYERS ..... naive to level5, each (board, piece) -> move
#   SQUARES .............. typed moves, square names and numbers, --position
#   ANALYSIS ............. every move's value, labelled (analyze)
#   GAME RECORDS ......... records, move strings, save and --load
#   REVIEW ............... every move of a game judged (review)
#   GAME SESSION ......... Game, GameState, the loop, words, undo, input
#                          (its words save and review use the two above)
#   RICH DISPLAY ......... --style rich
#   MATCH ................ --match: computers against each other
#   ICS 32 PROTOCOL ...... --protocol ics32, exactly as UCI ICS 32 says
#   GO TEXT PROTOCOL ..... --protocol gtp: proj2 as an engine
#   WINDOW ............... --gui: the game in a tkinter window
#   COMMAND LINE ......... the options, the modes, run_program
#   PATTERN WEIGHTS ...... the pattern tables, encoded (EVALUATION reads
#                          them): data, no code
import argparse
import array
import base64
import dataclasses
import functools
import math
import multiprocessing
import operator
import os
import random
import re
import signal
import stat
import sys
import tempfile
import threading
import time
import zlib


# ======================================================================
# RULE SETS (the course's rules as data, Othello, the simpler rules, one row)
# ======================================================================

# The related Reversi programs play by other rules. A rule set is data,
# a table keyed by the RULE_ constants; the functions of this section
# read any rule set, using PART 1's rule functions for line captures, so
# no rule is written twice and no variant needs code of its own.
CAPTURE_LINES = "lines"
CAPTURE_ADJACENT = "adjacent"
START_CENTRE = "centre"
START_EMPTY = "empty"
SCORE_DISCS = "discs on the board"
SCORE_EMPTIES_TO_WINNER = "empty squares to the winner"


@dataclasses.dataclass(frozen=True)
class Rules:
    """A rule set: everything in which the related games differ."""
    name: str            # as --rules names it
    directions: list     # the [row step, column step] lines run in
    capture: str         # CAPTURE_LINES or CAPTURE_ADJACENT
    needs_flip: bool     # whether a move must flip at least one piece
    can_pass: bool       # whether a stuck side passes (else the game ends)
    start: str           # START_CENTRE (four pieces) or START_EMPTY
    top_left: str        # the top-left piece of the centre four
    scoring: str         # SCORE_DISCS or SCORE_EMPTIES_TO_WINNER
    rows: int            # the board's rows and columns by default
    cols: int
    size_fixed: bool     # whether the board is always the rule set's own
    first_number: int    # the number of the first row, column or square
    o_player: str        # who plays O when the command line does not say
    square_names: bool   # whether squares are named (f5) and may be typed so

# The diagonal directions, for the games that look in all eight, and
# the two of a one-row game.
UP_LEFT = [-1, -1]
UP_RIGHT = [-1, 1]
DOWN_LEFT = [1, -1]
DOWN_RIGHT = [1, 1]
ALL_DIRECTIONS = ORTHOGONAL_DIRECTIONS + [UP_LEFT, UP_RIGHT, DOWN_LEFT,
                                          DOWN_RIGHT]
LEFT = [0, -1]
RIGHT = [0, 1]
ROW_DIRECTIONS = [LEFT, RIGHT]

# The sizes the options allow: sides must be even (divisible by
# SIDE_DIVISOR), so the start pieces sit exactly in the centre.
MIN_BOARD_SIZE = 4
MAX_BOARD_SIZE = 16
SIDE_DIVISOR = 2

# Who plays a side, as --x, --o and the records name them: HUMAN at
# the keyboard, or a computer, such as the course's NAIVE one.
HUMAN = "human"
NAIVE = "naive"

# The rule sets, by the name --rules takes. Each variant names only what
# differs from the rule set it builds on.
UMBC_RULES_NAME = "umbc"
STANDARD_RULES_NAME = "standard"
SIMPLE_RULES_NAME = "simple"
ONE_ROW_RULES_NAME = "1d"
ONE_ROW_LENGTH = 12
# UMBC CMSC 201 (PART 1's game): lines up, down, left and right only;
# the game ends as soon as the side to move has no legal move.
UMBC_RULES = Rules(name=UMBC_RULES_NAME, directions=ORTHOGONAL_DIRECTIONS,
                   capture=CAPTURE_LINES, needs_flip=True, can_pass=False,
                   start=START_CENTRE, top_left=PLAYER_PIECE,
                   scoring=SCORE_DISCS, rows=BOARD_SIZE, cols=BOARD_SIZE,
                   size_fixed=False, first_number=0, o_player=NAIVE,
                   square_names=False)
# Othello (the World Othello Federation's rules; MSU CSE 231's Project
# 10, UCI ICS 32's FULL rules, the blog tutorial's corner-loving
# computer): lines in all eight directions; a stuck side passes; the
# game ends when neither side can move. X is black and moves first, and
# starts on d5 and e4 (O, white, on d4 and e5: O top-left of the centre
# four, a1 being the top-left square); a square may also be typed by its
# Othello name (f5). A game that ends with empty squares gives them to
# the winner (half each on a tie), as the WOF's rules score it.
STANDARD_RULES = dataclasses.replace(UMBC_RULES, name=STANDARD_RULES_NAME,
                  directions=ALL_DIRECTIONS, can_pass=True,
                  top_left=COMPUTER_PIECE,
                  scoring=SCORE_EMPTIES_TO_WINNER,
                  square_names=True)
# UCI ICS 32's SIMPLE rules: any empty square next to an opponent
# piece, flipping exactly the adjacent opponent pieces. It starts as
# Othello does, so the two differ only in how pieces are captured; its
# score counts the pieces on the board, as its specification says.
SIMPLE_RULES = dataclasses.replace(STANDARD_RULES, name=SIMPLE_RULES_NAME,
                capture=CAPTURE_ADJACENT, scoring=SCORE_DISCS)
# The one-row game of the "1D Reversi" assignment: 12 squares, empty at
# the start, any empty square legal, two players at the keyboard,
# squares typed 1 to 12.
ONE_ROW_RULES = dataclasses.replace(STANDARD_RULES, name=ONE_ROW_RULES_NAME,
                 directions=ROW_DIRECTIONS, needs_flip=False,
                 start=START_EMPTY, rows=1,
                 cols=ONE_ROW_LENGTH, size_fixed=True,
                 first_number=1, o_player=HUMAN,
                 scoring=SCORE_DISCS, square_names=False)
RULE_SETS = {UMBC_RULES_NAME: UMBC_RULES,
             STANDARD_RULES_NAME: STANDARD_RULES,
             SIMPLE_RULES_NAME: SIMPLE_RULES,
             ONE_ROW_RULES_NAME: ONE_ROW_RULES}

# The word for a pass, in the records and at the prompt.
PASS_WORD = "pass"

# How a game is won: by the most pieces, or (UCI ICS 32's '<') the fewest.
WIN_MOST = "most"
WIN_FEWEST = "fewest"
WIN_CHOICES = [WIN_MOST, WIN_FEWEST]

# How many ways the empty squares are shared when a game scored by the
# WOF's rule ends in a tie, and how the score line says where the score
# came from.
TIE_SHARES = 2
EMPTY_SQUARE_SCORE = " ({}'s {} discs and the empty square)"
EMPTY_SQUARES_SCORE = " ({}'s {} discs and the {} empty squares)"
SHARED_SQUARES_SCORE = " ({} discs each and half the {} empty squares)"


def create_empty_board(rows, cols):
    """Creates a rows x cols board with nothing on it."""
    return [[EMPTY] * cols for row in range(rows)]


def copy_board(board):
    """Makes an independent copy of a board (a new 2D list)."""
    return [list(row) for row in board]


def create_start_board(rows=BOARD_SIZE, cols=BOARD_SIZE, top_left=None,
                       rules=UMBC_RULES):
    """Creates the board of a new game under a rule set: the centre four
    filled, top_left on the top-left and bottom-right squares of them
    and the other side on the other two, or an empty board.

    Parameters: rows, cols -- the board's size; top_left -- the piece on
        the top-left square of the centre four (the rule set's own when
        None); rules -- the rule set (its start and top_left).
    Returns: the board, a 2D list of pieces.
    """
    board = create_empty_board(rows, cols)
    if rules.start == START_EMPTY:
        return board
    if top_left is None:
        top_left = rules.top_left
    top = rows // CENTRE_DIVISOR - 1
    left = cols // CENTRE_DIVISOR - 1
    board[top][left] = board[top + 1][left + 1] = top_left
    board[top][left + 1] = board[top + 1][left] = get_opponent(top_left)
    return board


def is_valid_board_side(side):
    """Tells whether a board may have that many rows (or columns)."""
    return (side is not None and MIN_BOARD_SIZE <= side <= MAX_BOARD_SIZE
            and side % SIDE_DIVISOR == 0)


def _get_adjacent_flips(board, row, col, piece, directions):
    """Lists what a move flips under the simplified rules: the opponent
    piece next to the square in each direction.

    Parameters: board -- the 2D list of pieces; row, col -- the square
        played; piece -- the side moving; directions -- the directions.
    Returns: a list of [row, col] squares, in the directions' order;
        empty when the square is off the board or taken.
    """
    flips = []
    if not is_on_board(board, row, col) or board[row][col] != EMPTY:
        return flips
    for direction in directions:
        near_row = row + direction[0]
        near_col = col + direction[1]
        if (is_on_board(board, near_row, near_col)
                and board[near_row][near_col] == get_opponent(piece)):
            flips.append([near_row, near_col])
    return flips


def get_rule_flips(board, row, col, piece, rules=UMBC_RULES):
    """Lists the pieces a move would flip under a rule set, without
    changing the board: sandwiched lines (get_flips), or the adjacent
    opponent pieces under CAPTURE_ADJACENT.

    Parameters: board -- the 2D list of pieces; row, col -- the square;
        piece -- the side moving; rules -- the rule set.
    Returns: a list of [row, col] squares (see get_flips).
    """
    if rules.capture == CAPTURE_ADJACENT:
        return _get_adjacent_flips(board, row, col, piece,
                                  rules.directions)
    return get_flips(board, row, col, piece, rules.directions)


def is_rule_move(board, row, col, piece, rules=UMBC_RULES):
    """Tells whether a side may play on a square under a rule set: an
    empty square on the board that, when RULE_NEEDS_FLIP is set, flips
    at least one piece.

    Parameters: board -- the 2D list of pieces; row, col -- the square;
        piece -- the side moving; rules -- the rule set.
    Returns: True if the move is legal, False otherwise.
    """
    if not is_on_board(board, row, col) or board[row][col] != EMPTY:
        return False
    if not rules.needs_flip:
        return True
    return len(get_rule_flips(board, row, col, piece, rules)) > 0


def get_rule_moves(board, piece, rules=UMBC_RULES):
    """Lists every legal move of one side under a rule set.

    Parameters: board -- the 2D list of pieces; piece -- the side moving;
        rules -- the rule set.
    Returns: a list of [row, col] moves in row-major order; empty if the
        side cannot move.
    """
    return [[row, col] for row in range(len(board))
            for col in range(len(board[row]))
            if is_rule_move(board, row, col, piece, rules)]


def apply_rule_move(board, row, col, piece, rules=UMBC_RULES):
    """Plays a legal move under a rule set, changing the board in place.

    Parameters: board -- the 2D list of pieces (changed); row, col -- the
        square played; piece -- the side moving; rules -- the rule set.
    Returns: the list of [row, col] squares that flipped.
    """
    flips = get_rule_flips(board, row, col, piece, rules)
    place_piece(board, row, col, piece, flips)
    return flips


def get_side_to_move(board, piece_due, rules=UMBC_RULES):
    """Decides who plays next, which is also where passing and the end of
    the game are decided. The side whose turn is due plays if it can.
    If it cannot: under rules without passing the game is over; under
    rules with passing, the other side plays if it can, and otherwise
    the game is over.

    Parameters: board -- the 2D list of pieces; piece_due -- the side whose
        turn it is; rules -- the rule set.
    Returns: the piece of the side that places the next piece (the other
        side when piece_due must pass), or EMPTY when the game is over.
    """
    if len(get_rule_moves(board, piece_due, rules)) > 0:
        return piece_due
    opponent = get_opponent(piece_due)
    if rules.can_pass and len(get_rule_moves(board, opponent,
                                                   rules)) > 0:
        return opponent
    return EMPTY


def is_rule_game_over(board, piece_to_move, rules=UMBC_RULES):
    """Tells whether the game is over (see get_side_to_move)."""
    return get_side_to_move(board, piece_to_move, rules) == EMPTY


def get_rule_winner(board, win=WIN_MOST):
    """Decides the winner by counting pieces, the most or the fewest.

    Parameters: board -- the 2D list of pieces; win -- WIN_MOST (more
        pieces win, as in get_winner) or WIN_FEWEST (fewer pieces win).
    Returns: PLAYER_PIECE or COMPUTER_PIECE for the winning side, or EMPTY
        for a tie.
    """
    winner = get_winner(board)
    if win == WIN_FEWEST and winner != EMPTY:
        return get_opponent(winner)
    return winner


def get_final_scores(board, rules=UMBC_RULES, win=WIN_MOST):
    """Scores a finished game: each side's pieces on the board; under
    rules that give the empty squares to the winner (the WOF's rule, for
    the game that the most discs win), the winner's score takes them too,
    and on a tie each side takes half.

    Parameters: board -- the 2D list of pieces; rules -- the rule set
        (its RULE_SCORING); win -- WIN_MOST or WIN_FEWEST.
    Returns: a table {PLAYER_PIECE: X's score, COMPUTER_PIECE: O's}.
    """
    scores = {PLAYER_PIECE: count_pieces(board, PLAYER_PIECE),
              COMPUTER_PIECE: count_pieces(board, COMPUTER_PIECE)}
    empties = count_pieces(board, EMPTY)
    if rules.scoring != SCORE_EMPTIES_TO_WINNER or win != WIN_MOST:
        return scores
    winner = get_rule_winner(board, win)
    if winner == EMPTY:
        for piece in scores:
            scores[piece] += empties // TIE_SHARES
    else:
        scores[winner] += empties
    return scores


def format_rule_score(board, rules=UMBC_RULES, win=WIN_MOST):
    """Writes the final score line of a game under a rule set (a game
    game's score), saying where the empty squares went when
    they count, such as 'Final score: X 37, O 27 (X's 36 discs and the
    empty square)'.

    Parameters: board -- the 2D list of pieces of a finished game; rules
        -- the rule set; win -- WIN_MOST or WIN_FEWEST.
    Returns: the line as a string.
    """
    scores = get_final_scores(board, rules, win)
    line = SCORE_MESSAGE.format(scores[PLAYER_PIECE], scores[COMPUTER_PIECE])
    empties = count_pieces(board, EMPTY)
    if scores[PLAYER_PIECE] == count_pieces(board, PLAYER_PIECE) and \
            scores[COMPUTER_PIECE] == count_pieces(board, COMPUTER_PIECE):
        return line
    winner = get_rule_winner(board, win)
    if winner == EMPTY:
        return line + SHARED_SQUARES_SCORE.format(
            count_pieces(board, PLAYER_PIECE), empties)
    if empties == 1:
        return line + EMPTY_SQUARE_SCORE.format(
            winner, count_pieces(board, winner))
    return line + EMPTY_SQUARES_SCORE.format(
        winner, count_pieces(board, winner), empties)


def get_hints(board, piece, rules=UMBC_RULES):
    """Lists a side's legal moves with how many pieces each flips, in
    MSU CSE 231's get_hint order: most flips first, and among equal counts
    the later square (by row, then column) first.

    Parameters: board -- the 2D list of pieces; piece -- the side moving;
        rules -- the rule set.
    Returns: a list of [row, col, flip count] entries in that order; empty
        if the side cannot move.
    """
    ordered = []
    for move in get_rule_moves(board, piece, rules):
        flips = get_rule_flips(board, move[0], move[1],
                               piece, rules)
        ordered.append([len(flips), move[0], move[1]])
    ordered.sort(reverse=True)
    return [[row, col, flip_count] for flip_count, row, col in ordered]


def count_perft_leaves(board, piece, depth, rules=UMBC_RULES):
    """Counts the leaves of the move tree on the 2D list (perft). By the
    convention of Aart Bik's perft (also magpie's and Egaroucid's), a
    pass is a ply, and a finished game is a leaf at every later depth.
    The board is not changed. This is the slow, readable counter:
    --perft uses count_engine_leaves, and the tests hold the two to the
    same counts.

    Parameters: board -- the 2D list of pieces; piece -- the side to move;
        depth -- how many plies to look ahead (0 or more); rules -- the
        rule set.
    Returns: the number of leaves.
    """
    if depth == 0:
        return 1
    moves = get_rule_moves(board, piece, rules)
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
        apply_rule_move(child, move[0], move[1], piece,
                        rules)
        leaves += count_perft_leaves(child, get_opponent(piece), depth - 1,
                                     rules)
    return leaves


# ======================================================================
# ENGINE (bitboards for search)
# ======================================================================

# The search looks at hundreds of thousands of positions, too many for
# the 2D list, so it uses a second representation of the same rules:
# each side's pieces are one Python int, bit (row * width + col) set for
# every square the side holds. Each row has one extra, always-empty
# guard column, so a line that runs off the left or right edge walks
# into an empty square and stops there, and a line that runs off the
# top or bottom leaves the board's bits: every direction is then a plain
# shift by (row step * width + column step), with no masks for wrapping.
# The engine is held to the rule functions above by the tests (perft
# counts and whole random games must agree); where they differ, the
# engine is wrong.
GUARD_COLUMNS = 1

# The exact solver's parity regions: each side of the board is cut in
# REGIONS_PER_SIDE parts.
REGIONS_PER_SIDE = 2

# Who moves next, as the engine says it (see get_engine_turn).
TURN_OWN = 0
TURN_OPPONENT = 1
TURN_GAME_OVER = 2

# The classes of squares, worked out from the board's shape (see
# _add_evaluation_squares); the evaluation gives each class its weight.
SQUARE_CORNER = "corner"
SQUARE_NEAR_CORNER = "next to a corner"
SQUARE_EDGE = "edge"
SQUARE_MIDDLE = "middle"

# perft, the move-tree counter: what it prints.
PERFT_TIME_MESSAGE = "time: {:.3f} s"
PERFT_RATE_MESSAGE = "leaves per second: {}"
# The most positions whose counts perft keeps (about 50 MB).
PERFT_TABLE_SIZE = 250000
# The depth at which perft counts each child's leaves in its own loop,
# as depth 1 counts them, to save a call for each of the most numerous
# nodes.
PERFT_INLINE_DEPTH = 2


@dataclasses.dataclass(slots=True)
class Engine:
    """A rule set on bitboards for one board size: built once per
    search (build_engine), then only read."""
    rules: Rules                  # the rule set
    rows: int                     # the board's rows
    cols: int                     # the board's columns
    width: int                    # bits per row (with the guard column)
    left_shifts: list             # shifts of directions toward higher bits
    right_shifts: list            # shifts of directions toward lower bits
    find_moves: object            # function (own, opponent, engine) -> moves
    find_flips: object            # function (own, opponent, move, engine)
    # ... -> the bits of the pieces the move flips
    can_pass: bool                # whether a stuck side passes
    # Worked out from the fields above (build_engine and
    # _add_evaluation_squares):
    squares: int = 0              # every square's bit
    square_count: int = 0         # the number of squares
    square_rays: list = None      # from each square (by bit position), the
    # ... rays with room for a capture: [toward higher bits, toward lower
    # bits], each a list of (shift, the ray's bits)
    corners: int = 0              # the corners' bits
    near_empty_corners: dict = None
    # ... {empty corners' bits: the squares next to them}
    x_empty_corners: dict = None
    # ... {empty corners' bits: the squares diagonally in from them}
    edges: int = 0                # the other edge squares' bits
    axes: list = None             # the board's axes (shift, left edge,
    # ... right edge) each: squares with no neighbour toward higher bits,
    # and toward lower
    square_classes: list = None   # each square's class (see SQUARE_CORNER)
    regions: list = None          # the parity regions' bits


def get_square_bit(row, col, engine):
    """Finds the bit of the Engine that stands for the square row, col."""
    return 1 << (row * engine.width + col)


def get_bit_square(bit, engine):
    """Finds the [row, col] square a bit stands for (see get_square_bit)."""
    return list(divmod(bit.bit_length() - 1, engine.width))


def list_bits(bits):
    """Splits a set of squares into its single squares, lowest bit first,
    which on the board is row-major order (top row first, left to right).

    Parameters: bits -- an int holding any number of square bits.
    Returns: a list of ints with one bit set each.
    """
    singles = []
    while bits:
        lowest = bits & -bits
        singles.append(lowest)
        bits ^= lowest
    return singles


def list_bit_squares(bits, engine):
    """Lists the [row, col] squares of the bits, in row-major order."""
    return [get_bit_square(bit, engine) for bit in list_bits(bits)]


def get_engine_bits(board, piece, engine):
    """Converts a 2D board to the engine's pair of ints, once at the start
    of a search (never once per position searched).

    Parameters: board -- the 2D list of pieces; piece -- the side the
        first int is for; engine -- the Engine for the board's size.
    Returns: a pair [own, opponent]: the bits of piece's pieces and of the
        other side's.
    """
    own = 0
    opponent = 0
    opponent_piece = get_opponent(piece)
    for row in range(len(board)):
        for col in range(len(board[row])):
            if board[row][col] == piece:
                own |= get_square_bit(row, col, engine)
            elif board[row][col] == opponent_piece:
                opponent |= get_square_bit(row, col, engine)
    return [own, opponent]


def find_line_moves(own, opponent, engine):
    """Finds the moves that sandwich a line (the rule of every grid game
    but the simplified one): an empty square from which, in one of the
    directions, one or more opponent pieces run up to one of the mover's.
    Each direction grows the runs of opponent pieces out from the
    mover's pieces one step at a time, stopping as soon as none is left.

    Parameters: own, opponent -- the bits of the mover's and the other
        side's pieces; engine -- the Engine.
    Returns: the bits of the squares the mover may play.
    """
    # Every square a run reaches is gathered; only the empty ones among
    # them are moves, and they are picked out once at the end.
    reached = 0
    for shift in engine.left_shifts:
        run = (own << shift) & opponent
        while run:
            run <<= shift
            reached |= run
            run &= opponent
    for shift in engine.right_shifts:
        run = (own >> shift) & opponent
        while run:
            run >>= shift
            reached |= run
            run &= opponent
    return reached & engine.squares & ~(own | opponent)


def find_adjacent_moves(own, opponent, engine):
    """Finds the moves of the simplified rules: every empty square next
    to an opponent piece in one of the directions.

    Parameters: own, opponent -- the bits of the mover's and the other
        side's pieces; engine -- the Engine.
    Returns: the bits of the squares the mover may play.
    """
    near = 0
    # A square is next to an opponent piece when stepping from the square
    # in one of the directions reaches it: step back from the pieces.
    for shift in engine.left_shifts:
        near |= opponent >> shift
    for shift in engine.right_shifts:
        near |= opponent << shift
    return near & engine.squares & ~(own | opponent)


def find_any_moves(own, opponent, engine):
    """Finds the one-row game's moves (they need no flip): the empties."""
    return engine.squares & ~(own | opponent)


def find_line_flips(own, opponent, move, engine):
    """Finds the pieces a move flips under line captures: in each
    direction, the run of opponent pieces from the move up to the
    nearest of the mover's own pieces on the ray that way. Only the rays
    with room for a capture are looked at, and only when the square next
    to the move is the opponent's (see Engine.square_rays).

    Parameters: own, opponent -- the bits of the mover's and the other
        side's pieces; move -- the bit of the square played; engine -- the
        Engine.
    Returns: the bits of the pieces that flip (0 when none does).
    """
    flips = 0
    higher_rays, lower_rays = engine.square_rays[move.bit_length() - 1]
    # Toward higher bits the nearest own piece is the lowest on the ray,
    # and the squares between are the ray's bits below it.
    for shift, ray in higher_rays:
        if (move << shift) & opponent:
            mine = own & ray
            if mine:
                between = ray & ((mine & -mine) - 1)
                if between & opponent == between:
                    flips |= between
    # Toward lower bits it is the highest, and between are those above.
    for shift, ray in lower_rays:
        if (move >> shift) & opponent:
            mine = own & ray
            if mine:
                above = mine.bit_length()
                between = ray >> above << above
                if between & opponent == between:
                    flips |= between
    return flips


def find_neighbours(bits, engine):
    """Finds every square next to a set of squares in the rule set's
    directions.

    Parameters: bits -- the squares; engine -- the Engine.
    Returns: the bits of the squares one step from any of them.
    """
    near = 0
    for shift in engine.left_shifts:
        near |= bits << shift
    for shift in engine.right_shifts:
        near |= bits >> shift
    return near & engine.squares


def find_adjacent_flips(own, opponent, move, engine):
    """Finds the bits a move flips under the simpler rules: its neighbours."""
    return find_neighbours(move, engine) & opponent


def get_edge_bits(squares, shift, toward_higher):
    """Finds the squares that have no neighbour in one direction.

    Parameters: squares -- every square's bit; shift -- the direction's
        shift; toward_higher -- True for a direction toward higher bits.
    Returns: the bits of the squares whose next square that way is off
        the board (a guard column, or beyond the first or last row).
    """
    if toward_higher:
        return squares & ~(squares >> shift)
    return squares & ~(squares << shift)


def get_ray_bits(move, shift, toward_higher, squares):
    """Finds the squares from a square to the board's edge in one
    direction, the square itself left out.

    Parameters: move -- the square's bit; shift -- the direction's
        shift; toward_higher -- True for a direction toward higher bits;
        squares -- every square's bit.
    Returns: the bits of the ray.
    """
    ray = 0
    square = move << shift if toward_higher else move >> shift
    while square & squares:
        ray |= square
        square = square << shift if toward_higher else square >> shift
    return ray


def build_engine(rules, rows, cols):
    """Builds the Engine for a rule set and a board size: the bit
    layout, the shifts of the rule set's directions, the move and flip
    finders its capture rule needs, and the squares the evaluation cares
    about (corners, their neighbours, edges, axes).

    Parameters: rules -- the rule set; rows, cols -- the board's size.
    Returns: the Engine.
    """
    width = cols + GUARD_COLUMNS
    left_shifts = []
    right_shifts = []
    for direction in rules.directions:
        shift = direction[0] * width + direction[1]
        if shift > 0:
            left_shifts.append(shift)
        else:
            right_shifts.append(-shift)
    find_moves = find_line_moves
    if not rules.needs_flip:
        find_moves = find_any_moves
    elif rules.capture == CAPTURE_ADJACENT:
        find_moves = find_adjacent_moves
    find_flips = find_line_flips
    if rules.capture == CAPTURE_ADJACENT:
        find_flips = find_adjacent_flips
    engine = Engine(rules, rows, cols, width, left_shifts, right_shifts,
                    find_moves, find_flips, rules.can_pass)
    squares = 0
    for row in range(rows):
        for col in range(cols):
            squares |= get_square_bit(row, col, engine)
    engine.squares = squares
    engine.square_count = rows * cols
    # From each square, the rays (a direction's shift and the squares
    # out to the board's edge that way) that hold at least two squares:
    # a piece to flip and one to close the line.
    square_rays = []
    for index in range(squares.bit_length()):
        move = 1 << index
        higher_rays = []
        for shift in left_shifts:
            ray = get_ray_bits(move, shift, True, squares)
            if ray.bit_count() > 1:
                higher_rays.append((shift, ray))
        lower_rays = []
        for shift in right_shifts:
            ray = get_ray_bits(move, shift, False, squares)
            if ray.bit_count() > 1:
                lower_rays.append((shift, ray))
        square_rays.append([higher_rays, lower_rays])
    engine.square_rays = square_rays
    _add_evaluation_squares(engine)
    return engine


def _add_evaluation_squares(engine):
    """Adds the evaluation's squares to an Engine. They are worked
    out from the board's shape and the rule set's directions (so nothing
    is written for 8x8 only): the corners, the squares next to each set
    of empty corners, the other edge squares, the axes along which
    pieces can be flipped, the class of each square (see SQUARE_CORNER)
    and the parity regions (see solve_few_empties).

    Parameters: engine -- the Engine (changed).
    Returns: None.
    """
    squares = engine.squares
    last_row = engine.rows - 1
    last_col = engine.cols - 1
    corners = 0
    for row in sorted({0, last_row}):
        for col in [0, last_col]:
            corners |= get_square_bit(row, col, engine)
    near_corners = find_neighbours(corners, engine) & ~corners
    # For every set of empty corners (its bits), the squares next to them
    # and the squares diagonally in from them (the X-squares).
    near_empty_corners = {0: 0}
    x_empty_corners = {0: 0}
    for corner in list_bits(corners):
        neighbours = find_neighbours(corner, engine) & ~corners
        row, col = get_bit_square(corner, engine)
        inward_row = row + (1 if row == 0 else -1)
        inward_col = col + (1 if col == 0 else -1)
        x_square = 0
        if 0 <= inward_row <= last_row and 0 <= inward_col <= last_col:
            x_square = get_square_bit(inward_row, inward_col, engine)
        for empty_corners, near in list(near_empty_corners.items()):
            near_empty_corners[empty_corners | corner] = near | neighbours
            x_empty_corners[empty_corners | corner] = (
                x_empty_corners[empty_corners] | x_square)
    axes = []
    edges = 0
    for shift in sorted(set(engine.left_shifts + engine.right_shifts)):
        left_edge = get_edge_bits(squares, shift, True)
        right_edge = get_edge_bits(squares, shift, False)
        axes.append((shift, left_edge, right_edge))
        edges |= left_edge | right_edge
    engine.corners = corners
    engine.near_empty_corners = near_empty_corners
    engine.x_empty_corners = x_empty_corners
    engine.edges = edges & ~corners & ~near_corners
    engine.axes = axes
    classes = [SQUARE_MIDDLE] * squares.bit_length()
    for bit in list_bits(squares):
        index = bit.bit_length() - 1
        if bit & corners:
            classes[index] = SQUARE_CORNER
        elif bit & near_corners:
            classes[index] = SQUARE_NEAR_CORNER
        elif bit & edges:
            classes[index] = SQUARE_EDGE
    engine.square_classes = classes
    # The parity regions: the four quarters of the board (the two halves
    # of a one-row board).
    regions = {}
    for bit in list_bits(squares):
        row, col = get_bit_square(bit, engine)
        region = (row * REGIONS_PER_SIDE // engine.rows,
                  col * REGIONS_PER_SIDE // engine.cols)
        regions[region] = regions.get(region, 0) | bit
    engine.regions = list(regions.values())


def play_engine_move(own, opponent, move, engine):
    """Plays a move on the engine's bits. (The innermost loops of perft
    and of the exact solver do the same in place, to save a call.)

    Parameters: own, opponent -- the bits of the side moving and of the
        other side; move -- the bit of a legal square; engine -- the
        Engine.
    Returns: a pair (own, opponent) for the position after the move, seen
        from the side that moves next: the other side's pieces less those
        flipped, then the mover's with the flipped pieces and the move.
    """
    flips = engine.find_flips(own, opponent, move, engine)
    return opponent ^ flips, own | flips | move


def get_engine_turn(own, opponent, engine):
    """Decides who plays next, as get_side_to_move does on the 2D list:
    the side to move if it can; otherwise, under rules with passing, the
    other side if it can; otherwise nobody, because the game is over.

    Parameters: own, opponent -- the bits of the side to move and of the
        other side; engine -- the Engine.
    Returns: a pair (turn, moves): TURN_OWN with own's moves,
        TURN_OPPONENT (own must pass) with the other side's moves, or
        TURN_GAME_OVER with 0.
    """
    find_moves = engine.find_moves
    moves = find_moves(own, opponent, engine)
    if moves:
        return TURN_OWN, moves
    if engine.can_pass:
        moves = find_moves(opponent, own, engine)
        if moves:
            return TURN_OPPONENT, moves
    return TURN_GAME_OVER, 0


def count_engine_leaves(own, opponent, depth, engine, counted=None):
    """Counts the same leaves as count_perft_leaves, on the engine's bits:
    the last ply is counted without being played, and a position reached
    again by another order of moves (a transposition) is counted once,
    its count kept in a table (of at most PERFT_TABLE_SIZE positions).

    Parameters: own, opponent -- the bits of the side to move and of the
        other side; depth -- how many plies to look ahead (0 or more);
        engine -- the Engine; counted -- the table of counts,
        {(own, opponent, depth): leaves} (None: a new one).
    Returns: the number of leaves.
    """
    if depth == 0:
        return 1
    find_moves = engine.find_moves
    if depth == 1:
        # The last ply: a leaf for each move, or a single leaf when the
        # side to move passes or the game is over.
        return find_moves(own, opponent, engine).bit_count() or 1
    if counted is None:
        counted = {}
    key = (own, opponent, depth)
    if key in counted:
        return counted[key]
    turn, moves = get_engine_turn(own, opponent, engine)
    if turn == TURN_GAME_OVER:
        return 1
    if turn == TURN_OPPONENT:
        return count_engine_leaves(opponent, own, depth - 1, engine, counted)
    leaves = 0
    find_flips = engine.find_flips
    while moves:
        move = moves & -moves
        moves ^= move
        flips = find_flips(own, opponent, move, engine)
        child_own, child_opponent = opponent ^ flips, own | flips | move
        if depth == PERFT_INLINE_DEPTH:
            leaves += find_moves(child_own, child_opponent,
                                 engine).bit_count() or 1
        else:
            leaves += count_engine_leaves(child_own, child_opponent,
                                          depth - 1, engine, counted)
    if len(counted) < PERFT_TABLE_SIZE:
        counted[key] = leaves
    return leaves




# ======================================================================
# EVALUATION
# ======================================================================

# The evaluation predicts the final disc difference (by the WOF's score,
# most discs winning) for the side to move, from features of the
# position. Each feature is a difference between the two sides that
# favours the side to move when positive: mobility (moves now), the
# frontier (pieces next to empty squares give the opponent moves),
# corners (never flipped), the squares next to an empty corner (they
# can give it away) and among them the X-squares (diagonally in from
# the corner, the likeliest to), the other edge squares, stable pieces
# (never to be flipped again), discs, parity (the side to move moves
# last when an odd number of squares is empty) and the tempo (a
# constant: being the side to move). FEATURE_ names their places in a
# list of features.
FEATURE_MOBILITY = 0
FEATURE_FRONTIER = 1
FEATURE_CORNER = 2
FEATURE_NEAR_CORNER = 3
FEATURE_X_SQUARE = 4
FEATURE_EDGE = 5
FEATURE_STABLE = 6
FEATURE_DISC = 7
FEATURE_PARITY = 8
FEATURE_TEMPO = 9
FEATURE_COUNT = 10
# An odd number of empty squares left (the side to move moves last).
PARITY_DIVISOR = 2
# An evaluation is one record (Evaluation): the function, the weights of
# the features in each stage of the game, and the weight of each class
# of square when moves are put in order (a corner is the best square to
# take, a square next to an empty corner the worst, an edge better than
# the middle). The search is given the record (through the settings),
# so two evaluations can play each other.
# The stages: the game on the standard 8x8 board is cut by its empty
# squares, STAGE_EMPTIES to a stage (0-3 empty squares, 4-7, ... 60).
# A board of another size is in the stage of the same share of empty
# squares, and its value is scaled by its squares over
# STANDARD_SQUARES. Weights are in hundredths of a disc
# (WEIGHT_UNITS_PER_DISC).
STAGE_EMPTIES = 4
STANDARD_SQUARES = 64
WEIGHT_UNITS_PER_DISC = 100
# How many positions a second the search does with each evaluation, at
# about the speed of CPython 3.11 on an ordinary machine: the patterns
# cost more a position than the features (measured by
# tests/bench/bench_evaluation.py, in proportion).
FEATURE_NODES_PER_SECOND = 50000
PATTERN_NODES_PER_SECOND = 29000


@dataclasses.dataclass(frozen=True, slots=True)
class Evaluation:
    """How the searching computers judge a position."""
    function: object              # function (own, opponent, own_moves,
    # ... engine, evaluation, sign) -> value (see evaluate_position)
    stage_weights: list           # the feature weights of each stage (the
    # ... pattern evaluation: its tables of each stage)
    square_order: dict            # {square class: its order weight}
    nodes_per_second: int = 0     # positions the search does a second
    # ... with it (see the SEARCH section's budget)
    reading: object = None        # the pattern evaluation's PatternReading
    othello: object = None        # a function () -> the Evaluation used
    # ... instead on Othello's 8x8 board with the most discs winning


def find_stable_pieces(own, empty, engine):
    """Finds pieces that can never be flipped again. Under the simplified
    rules, a piece with no empty neighbour. Under line captures, a piece
    is stable when, along every axis, the square on one side is off the
    board or holds a stable piece of the same side: no line through it
    can then be closed at both ends. Starting from none, the stable set
    grows from the corners until it stops changing.

    Parameters: own -- the bits of one side's pieces; empty -- the bits
        of the empty squares; engine -- the Engine.
    Returns: the bits of that side's stable pieces.
    """
    if engine.rules.capture == CAPTURE_ADJACENT:
        return own & ~find_neighbours(empty, engine)
    if not own & engine.corners:
        return 0
    stable = 0
    while True:
        grown = own
        for shift, left_edge, right_edge in engine.axes:
            grown &= (left_edge | right_edge | (stable >> shift)
                      | (stable << shift))
        if grown == stable:
            return stable
        stable = grown


def find_position_features(own, opponent, own_moves, engine, sign):
    """Finds the evaluation's features of a position (see
    FEATURE_MOBILITY). When the fewest discs win, what a side owns
    (corners, the squares next to empty corners, edges, stable pieces,
    discs) counts against it, while mobility, the frontier, parity and
    the tempo still count as they do.

    Parameters: own, opponent -- the bits of the side to move and of the
        other side; own_moves -- the bits of the side to move's moves;
        engine -- the Engine; sign -- 1 when the most discs win, -1
        when the fewest do.
    Returns: the list of FEATURE_COUNT features.
    """
    empty = engine.squares & ~(own | opponent)
    opponent_moves = engine.find_moves(opponent, own, engine)
    frontier = find_neighbours(empty, engine)
    corners = engine.corners
    near = engine.near_empty_corners[corners & empty]
    x_squares = engine.x_empty_corners[corners & empty]
    edges = engine.edges
    stable = (find_stable_pieces(own, empty, engine).bit_count()
              - find_stable_pieces(opponent, empty, engine).bit_count())
    return [own_moves.bit_count() - opponent_moves.bit_count(),
            (opponent & frontier).bit_count() - (own & frontier).bit_count(),
            sign * ((own & corners).bit_count()
                    - (opponent & corners).bit_count()),
            sign * ((opponent & near).bit_count() - (own & near).bit_count()),
            sign * ((opponent & x_squares).bit_count()
                    - (own & x_squares).bit_count()),
            sign * ((own & edges).bit_count()
                    - (opponent & edges).bit_count()),
            sign * stable,
            sign * (own.bit_count() - opponent.bit_count()),
            empty.bit_count() % PARITY_DIVISOR,
            1]


def get_evaluation_stage(empties, squares, stage_count):
    """Finds a position's stage: 0 at the end (see STAGE_EMPTIES)."""
    return min(empties * STANDARD_SQUARES // (squares * STAGE_EMPTIES),
               stage_count - 1)


def evaluate_position(own, opponent, own_moves, engine, evaluation, sign):
    """Judges a position that is not over from the side to move's point
    of view: the final disc difference the evaluation's weights predict
    for it, kept within what the board allows.

    Parameters: own, opponent -- the bits of the side to move and of the
        other side; own_moves -- the bits of the side to move's moves;
        engine -- the Engine; evaluation -- the Evaluation;
        sign -- 1 when the most discs win, -1 when the fewest do.
    Returns: the value in discs, an int (positive is good for the side
        to move).
    """
    squares = engine.square_count
    empties = squares - (own | opponent).bit_count()
    stages = evaluation.stage_weights
    weights = stages[get_evaluation_stage(empties, squares, len(stages))]
    total = sum(map(operator.mul, weights, find_position_features(
        own, opponent, own_moves, engine, sign)))
    # Rounded to the nearest disc, on this board's scale.
    scale = STANDARD_SQUARES * WEIGHT_UNITS_PER_DISC
    value = (PARITY_DIVISOR * total * squares + scale) // (
        PARITY_DIVISOR * scale)
    return max(-squares, min(squares, value))


def get_square_order_weights(engine, evaluation):
    """Gives each square the order weight of its class.

    Parameters: engine -- the Engine (each square's class);
        evaluation -- the Evaluation.
    Returns: a list of weights indexed by square bit position.
    """
    order = evaluation.square_order
    return [order[square_class]
            for square_class in engine.square_classes]


# The weights of the features in each stage (see FEATURE_MOBILITY and
# STAGE_EMPTIES), fitted to the final disc differences of games by
# tests/bench/fit_evaluation.py, which writes this table.
FITTED_STAGE_WEIGHTS = [
    [330, 62, 63, 72, 200, -62, 62, 70, 391, -183],  # 0-3 empty squares
    [301, 66, 82, 76, 224, -58, 70, 61, 333, -159],  # 4-7 empty squares
    [255, 75, 155, 52, 300, -48, 83, 44, 203, -162],  # 8-11 empty squares
    [199, 90, 242, 7, 418, -31, 99, 25, 77, -181],  # 12-15 empty squares
    [160, 99, 356, -31, 574, -11, 111, 6, -32, -227],  # 16-19 empty squares
    [134, 106, 450, -41, 726, 7, 123, -4, -103, -243],  # 20-23 empty squares
    [117, 118, 564, -43, 859, 25, 141, -10, -121, -241],  # 24-27 empty squares
    [106, 136, 709, -48, 960, 45, 163, -10, -128, -238],  # 28-31 empty squares
    [99, 148, 864, -49, 1002, 65, 194, -12, -130, -233],  # 32-35 empty squares
    [102, 158, 1038, -29, 977, 81, 222, -7, -113, -223],  # 36-39 empty squares
    [101, 164, 1131, 74, 1040, 99, 273, 1, -103, -210],  # 40-43 empty squares
    [93, 175, 1121, 173, 1008, 101, 366, 15, -99, -215],  # 44-47 empty squares
    [75, 176, 1082, 321, 874, 83, 477, 24, -137, -212],  # 48-51 empty squares
    [66, 112, 940, 407, 762, -8, 682, -27, -166, -183],  # 52-55 empty squares
    [66, -83, 931, 621, 497, -234, 931, -197, -143, -138],  # 56-59 empty squares
    [94, 15, 0, 651, 651, 0, 0, -15, 116, -101]]  # 60-63 empty squares

# The order weights of the classes of squares (see Evaluation).
SQUARE_ORDER = {SQUARE_CORNER: 8, SQUARE_EDGE: 2, SQUARE_MIDDLE: 0,
                SQUARE_NEAR_CORNER: -4}

# On the 8x8 board under Othello's rules (the most discs winning), the
# pattern evaluation values a position as Logistello, Edax and Egaroucid
# do: as a sum of table lookups, one per pattern, a line or block of
# squares. A pattern's state is a base-3 number: its i-th square gives
# the digit 3 ** i times 0 when empty, 1 when it holds a disc of the
# side to move, 2 when it holds one of the other side's. Each pattern
# type is written as its instance at the top-left corner (squares as
# (row, col), in digit order); its other instances are its images under
# the board's 8 symmetries, and they share its table, so a position and
# its mirror images are valued alike. The tables, one set per stage
# (PATTERN_STAGE_EMPTIES empty squares to a stage), were fitted by
# tests/bench/fit_patterns.py to self-play positions labelled by the
# exact solver; they are decoded from PATTERN_WEIGHTS (in the last
# section) on the first search that uses them (load_pattern_evaluation).
@dataclasses.dataclass(frozen=True, slots=True)
class PatternType:
    """A kind of pattern: its squares at the top-left corner."""
    name: str                     # what it is, for the reader
    squares: tuple                # its (row, col) squares in digit order


PATTERN_TYPES = (
    PatternType("edge with its X-squares",
                ((0, 0), (0, 1), (0, 2), (0, 3), (0, 4), (0, 5), (0, 6),
                 (0, 7), (1, 1), (1, 6))),
    PatternType("corner 3x3", ((0, 0), (0, 1), (0, 2), (1, 0), (1, 1),
                               (1, 2), (2, 0), (2, 1), (2, 2))),
    PatternType("corner 2x5", ((0, 0), (0, 1), (0, 2), (0, 3), (0, 4),
                               (1, 0), (1, 1), (1, 2), (1, 3), (1, 4))),
    PatternType("second row", tuple((1, col) for col in range(8))),
    PatternType("third row", tuple((2, col) for col in range(8))),
    PatternType("fourth row", tuple((3, col) for col in range(8))),
    PatternType("diagonal of 8", tuple((step, step) for step in range(8))),
    PatternType("diagonal of 7",
                tuple((step, step + 1) for step in range(7))),
    PatternType("diagonal of 6",
                tuple((step, step + 2) for step in range(6))),
    PatternType("diagonal of 5",
                tuple((step, step + 3) for step in range(5))),
    PatternType("diagonal of 4",
                tuple((step, step + 4) for step in range(4))))
PATTERN_SIDE = 8
# The board's 8 symmetries: (swap rows and columns, mirror the rows,
# mirror the columns), applied in that order.
BOARD_SYMMETRIES = ((False, False, False), (False, False, True),
                    (False, True, False), (False, True, True),
                    (True, False, False), (True, False, True),
                    (True, True, False), (True, True, True))
PATTERN_DIGIT_BASE = 3
# A pattern square's digit for the side to move's disc and the other's.
OWN_DIGIT = 1
OPPONENT_DIGIT = 2
PATTERN_STAGE_EMPTIES = 8
# The patterns judge the positions of a search that starts with at most
# PATTERN_MOST_EMPTIES empty squares (so the tables of the stages up to
# there are kept); earlier in the game, where the games they were fitted
# to are more noise than signal, the features judge.
PATTERN_MOST_EMPTIES = 39
PATTERN_SQUARES = PATTERN_SIDE * PATTERN_SIDE
# The names of the diagonal types start so (list_diagonal_gathers).
DIAGONAL_PATTERN_NAME = "diagonal"
# Besides the patterns, a stage's tables weigh each side's number of
# moves (MOBILITY_TABLE_SIZE - 1 standing for that many or more) and
# add a constant; a stage's tables are in PATTERN_TYPES' order, then
# these (their places: MOBILITY_SLOT, the next, CONSTANT_SLOT).
MOBILITY_TABLE_SIZE = 32
MOBILITY_SLOT = 11
CONSTANT_SLOT = 13
# The tables' weights are in 1 / PATTERN_UNITS_PER_DISC discs.
PATTERN_UNITS_PER_DISC = 8


def map_square(square, symmetry, side=PATTERN_SIDE):
    """Maps a (row, col) square by one of BOARD_SYMMETRIES.

    Parameters: square -- (row, col); symmetry -- (swap, mirror rows,
        mirror columns); side -- the board's side.
    Returns: the (row, col) square it maps to.
    """
    row, col = square
    swap, mirror_rows, mirror_cols = symmetry
    if swap:
        row, col = col, row
    if mirror_rows:
        row = side - 1 - row
    if mirror_cols:
        col = side - 1 - col
    return row, col


def list_pattern_instances(pattern):
    """Lists a pattern type's instances: its images under the board's
    symmetries, one for each set of squares, in the symmetries' order.

    Parameters: pattern -- a PatternType.
    Returns: a list of tuples of (row, col) squares in digit order.
    """
    instances = {}
    for symmetry in BOARD_SYMMETRIES:
        image = tuple(map_square(square, symmetry)
                      for square in pattern.squares)
        instances.setdefault(frozenset(image), image)
    return list(instances.values())


def list_pattern_self_maps(pattern):
    """Lists the orders in which a pattern's own squares can be read when
    the board's symmetries map the pattern onto itself (a row read from
    either end; a corner block across its diagonal).

    Parameters: pattern -- a PatternType.
    Returns: a list of permutations: entry i is the digit position that
        the i-th square maps to (the identity first).
    """
    squares = list(pattern.squares)
    maps = []
    for symmetry in BOARD_SYMMETRIES:
        image = [map_square(square, symmetry) for square in squares]
        if set(image) == set(squares):
            order = [squares.index(square) for square in image]
            if order not in maps:
                maps.append(order)
    return maps


def read_square_digit(own, opponent, square, engine):
    """Reads one square's pattern digit.

    Parameters: own, opponent -- the bits of the side to move and of the
        other side; square -- (row, col); engine -- the Engine.
    Returns: 0 (empty), OWN_DIGIT or OPPONENT_DIGIT.
    """
    bit = get_square_bit(square[0], square[1], engine)
    return OWN_DIGIT if own & bit else OPPONENT_DIGIT if opponent & bit else 0


def get_canonical_index(digits, self_maps):
    """Finds the index under which a pattern's table keeps a state: the
    least of the indexes it has when read in each of the pattern's own
    orders (see list_pattern_self_maps), so states that are mirror
    images share one entry.

    Parameters: digits -- the pattern's digits in order; self_maps -- the
        pattern's permutations.
    Returns: the index, an int.
    """
    indexes = []
    for order in self_maps:
        index = 0
        for position, digit in enumerate(digits):
            index += digit * PATTERN_DIGIT_BASE ** order[position]
        indexes.append(index)
    return min(indexes)


def read_pattern_indexes(own, opponent, engine):
    """Reads every pattern of a position square by square: the slow,
    plain reading that the fast evaluation (evaluate_patterns) is
    tested against, and that the fitting script uses.

    Parameters: own, opponent -- the bits of the side to move and of the
        other side; engine -- the Engine of the 8x8 board.
    Returns: a list, for each of PATTERN_TYPES, of its instances'
        canonical indexes (see get_canonical_index).
    """
    indexes = []
    for pattern in PATTERN_TYPES:
        self_maps = list_pattern_self_maps(pattern)
        indexes.append([get_canonical_index(
            [read_square_digit(own, opponent, square, engine)
             for square in instance], self_maps)
            for instance in list_pattern_instances(pattern)])
    return indexes


# The fast reading of the patterns (evaluate_patterns) takes each row of
# a side's discs as a byte (bit c for column c) with a shift and a mask,
# each column as a byte (bit r for row r) with one multiplication that
# gathers its squares (PatternReading), and each diagonal likewise
# (list_diagonal_gathers). Every pattern is then one of a few layouts of
# those bytes' bits, and a digit table per layout turns its bits into
# the base-3 digits of its squares: the "line" layout (a row, column or
# diagonal read from its first square), the "edge" layout (an edge's 8
# squares, then in bits 9 and 14 the X-squares from the next line's
# bits 1 and 6), the corner blocks read from their corner ("block"), and
# the same blocks read toward their corner ("reversed block"). A table
# is kept for each side: the other side's entries are doubled (its
# digit is OPPONENT_DIGIT). Since a table gives mirror-image states
# (see list_pattern_self_maps) the same weight, it does not matter from
# which end an instance is read.
PATTERN_BYTE_MASK = 255
EDGE_X_SQUARES = 0b1000010
EDGE_X_SHIFT = 8
CORNER_3_MASK = 0b111
CORNER_3_SHIFT = 5
CORNER_5_MASK = 0b11111
CORNER_5_SHIFT = 3
# The layouts, as the digit position of each bit of the gathered int
# (None: a bit no square of the pattern is read into).
LINE_LAYOUT = tuple(range(8))
EDGE_LAYOUT = (0, 1, 2, 3, 4, 5, 6, 7, None, 8, None, None, None, None, 9)
CORNER_3_LAYOUT = tuple(range(9))
CORNER_3_REVERSED_LAYOUT = (2, 1, 0, 5, 4, 3, 8, 7, 6)
CORNER_5_LAYOUT = tuple(range(10))
CORNER_5_REVERSED_LAYOUT = (4, 3, 2, 1, 0, 9, 8, 7, 6, 5)
PATTERN_LAYOUTS = (EDGE_LAYOUT, CORNER_3_LAYOUT, CORNER_3_REVERSED_LAYOUT,
                   CORNER_5_LAYOUT, CORNER_5_REVERSED_LAYOUT, LINE_LAYOUT)


def build_digit_table(layout, digit):
    """Builds a layout's digit table for one side: for every int of the
    layout's bits, the sum of digit * 3 ** position over its set bits.

    Parameters: layout -- the digit position of each bit (see
        EDGE_LAYOUT); digit -- OWN_DIGIT or OPPONENT_DIGIT.
    Returns: a list of 2 ** len(layout) ints.
    """
    table = [0]
    for position in layout:
        if position is None:
            table += table
        else:
            step = digit * PATTERN_DIGIT_BASE ** position
            table += [index + step for index in table]
    return table


@dataclasses.dataclass(frozen=True, slots=True)
class PatternReading:
    """What evaluate_patterns reads a position's patterns with."""
    digit_tables: tuple           # each layout's digit tables (see
    # ... PATTERN_LAYOUTS), for the side to move, then for the other
    column_mask: int              # the squares of the first column
    column_multiplier: int        # gathers them into bits 56-63 (see
    # ... list_diagonal_gathers, with the same proof)
    column_top: int               # the lowest of those bits
    diagonals: tuple              # (shift, mask, multiplier, top, length
    # ... mask, table) of each diagonal instance (list_diagonal_gathers)


def list_diagonal_gathers(engine):
    """Works out how evaluate_patterns gathers each diagonal instance of
    the patterns into the low bits of an int: shift the side's bits down
    to the diagonal's lowest square, keep its squares with a mask, and
    multiply by a number with one bit per square, which moves square k
    (k strides along the diagonal) to bit top + k. No two terms of the
    product land on the same bit (so none carries into another), and
    those of other squares land below top or above the diagonal's
    bits, which the length mask drops.

    Parameters: engine -- the Engine of the 8x8 board.
    Returns: a list of (shift, mask, multiplier, top, length mask, the
        type's place in PATTERN_TYPES) for each diagonal instance.
    """
    gathers = []
    for slot, pattern in enumerate(PATTERN_TYPES):
        if not pattern.name.startswith(DIAGONAL_PATTERN_NAME):
            continue
        for instance in list_pattern_instances(pattern):
            places = sorted(row * engine.width + col for row, col in instance)
            stride = places[1] - places[0]
            top = (stride - 1) * (len(places) - 1)
            mask = sum(1 << (place - places[0]) for place in places)
            multiplier = sum(1 << (top - (stride - 1) * step)
                             for step in range(len(places)))
            gathers.append((places[0], mask, multiplier, top,
                            (1 << len(places)) - 1, slot))
    return gathers


def evaluate_patterns(own, opponent, own_moves, engine, evaluation, sign):
    """Judges a position of Othello's 8x8 board as evaluate_position
    does, by its patterns: the sum of the weights its pattern instances
    read in its stage's tables (see PATTERN_TYPES), of the weights of
    each side's number of moves, and of the stage's constant.

    Parameters: own, opponent -- the bits of the side to move and of the
        other side; own_moves -- the bits of the side to move's moves;
        engine -- the Engine of the 8x8 board; evaluation -- the pattern
        Evaluation (see load_pattern_evaluation); sign -- 1 (the most
        discs win).
    Returns: the value in discs, an int (positive is good for the side
        to move).
    """
    tables = evaluation.stage_weights[
        (PATTERN_SQUARES - (own | opponent).bit_count())
        // PATTERN_STAGE_EMPTIES]
    (edge, corner_3, corner_5, row_2, row_3, row_4) = tables[:6]
    reading = evaluation.reading
    (edge_own, edge_other, corner_own, corner_other, toward_own,
     toward_other, block_own, block_other, back_own, back_other,
     line_own, line_other) = reading.digit_tables
    width = engine.width
    byte = PATTERN_BYTE_MASK
    column = reading.column_mask
    gather = reading.column_multiplier
    top = reading.column_top
    places = range(0, PATTERN_SIDE * width, width)
    a0, a1, a2, a3, a4, a5, a6, a7 = [own >> place & byte
                                      for place in places]
    b0, b1, b2, b3, b4, b5, b6, b7 = [opponent >> place & byte
                                      for place in places]
    c0, c1, c2, c3, c4, c5, c6, c7 = [
        (own >> col & column) * gather >> top & byte
        for col in range(PATTERN_SIDE)]
    d0, d1, d2, d3, d4, d5, d6, d7 = [
        (opponent >> col & column) * gather >> top & byte
        for col in range(PATTERN_SIDE)]
    x_squares = EDGE_X_SQUARES
    x_shift = EDGE_X_SHIFT
    three = CORNER_3_MASK
    five = CORNER_5_MASK
    # The rows a and b, the columns c and d, with the first and last in
    # the edges, the blocks and the lines.
    total = (
        edge[edge_own[a0 | (a1 & x_squares) << x_shift]
             + edge_other[b0 | (b1 & x_squares) << x_shift]]
        + edge[edge_own[a7 | (a6 & x_squares) << x_shift]
               + edge_other[b7 | (b6 & x_squares) << x_shift]]
        + edge[edge_own[c0 | (c1 & x_squares) << x_shift]
               + edge_other[d0 | (d1 & x_squares) << x_shift]]
        + edge[edge_own[c7 | (c6 & x_squares) << x_shift]
               + edge_other[d7 | (d6 & x_squares) << x_shift]]
        + corner_3[corner_own[(a0 & three) | (a1 & three) << 3
                              | (a2 & three) << 6]
                   + corner_other[(b0 & three) | (b1 & three) << 3
                                  | (b2 & three) << 6]]
        + corner_3[corner_own[(a7 & three) | (a6 & three) << 3
                              | (a5 & three) << 6]
                   + corner_other[(b7 & three) | (b6 & three) << 3
                                  | (b5 & three) << 6]]
        + corner_3[corner_own[(c7 & three) | (c6 & three) << 3
                              | (c5 & three) << 6]
                   + corner_other[(d7 & three) | (d6 & three) << 3
                                  | (d5 & three) << 6]]
        + corner_3[toward_own[c7 >> 5 | (c6 >> 5) << 3 | (c5 >> 5) << 6]
                   + toward_other[d7 >> 5 | (d6 >> 5) << 3
                                  | (d5 >> 5) << 6]]
        + corner_5[block_own[(a0 & five) | (a1 & five) << 5]
                   + block_other[(b0 & five) | (b1 & five) << 5]]
        + corner_5[back_own[a0 >> 3 | (a1 >> 3) << 5]
                   + back_other[b0 >> 3 | (b1 >> 3) << 5]]
        + corner_5[block_own[(a7 & five) | (a6 & five) << 5]
                   + block_other[(b7 & five) | (b6 & five) << 5]]
        + corner_5[back_own[a7 >> 3 | (a6 >> 3) << 5]
                   + back_other[b7 >> 3 | (b6 >> 3) << 5]]
        + corner_5[block_own[(c0 & five) | (c1 & five) << 5]
                   + block_other[(d0 & five) | (d1 & five) << 5]]
        + corner_5[back_own[c0 >> 3 | (c1 >> 3) << 5]
                   + back_other[d0 >> 3 | (d1 >> 3) << 5]]
        + corner_5[block_own[(c7 & five) | (c6 & five) << 5]
                   + block_other[(d7 & five) | (d6 & five) << 5]]
        + corner_5[back_own[c7 >> 3 | (c6 >> 3) << 5]
                   + back_other[d7 >> 3 | (d6 >> 3) << 5]]
        + row_2[line_own[a1] + line_other[b1]]
        + row_2[line_own[a6] + line_other[b6]]
        + row_2[line_own[c1] + line_other[d1]]
        + row_2[line_own[c6] + line_other[d6]]
        + row_3[line_own[a2] + line_other[b2]]
        + row_3[line_own[a5] + line_other[b5]]
        + row_3[line_own[c2] + line_other[d2]]
        + row_3[line_own[c5] + line_other[d5]]
        + row_4[line_own[a3] + line_other[b3]]
        + row_4[line_own[a4] + line_other[b4]]
        + row_4[line_own[c3] + line_other[d3]]
        + row_4[line_own[c4] + line_other[d4]])
    for shift, mask, multiplier, low, keep, slot in reading.diagonals:
        total += tables[slot][
            line_own[(own >> shift & mask) * multiplier >> low & keep]
            + line_other[(opponent >> shift & mask) * multiplier >> low
                         & keep]]
    mobility_top = MOBILITY_TABLE_SIZE - 1
    total += (tables[MOBILITY_SLOT][min(own_moves.bit_count(), mobility_top)]
              + tables[MOBILITY_SLOT + 1][min(engine.find_moves(
                  opponent, own, engine).bit_count(), mobility_top)]
              + tables[CONSTANT_SLOT])
    value = (2 * total + PATTERN_UNITS_PER_DISC) // (
        2 * PATTERN_UNITS_PER_DISC)
    return max(-PATTERN_SQUARES, min(PATTERN_SQUARES, value))



def is_othello_board(engine):
    """Tells whether an Engine is Othello's on the 8x8 board, the board
    and rules the pattern tables were fitted for.

    Parameters: engine -- the Engine.
    Returns: True or False.
    """
    rules = engine.rules
    return (engine.rows == engine.cols == PATTERN_SIDE
            and rules.directions == ALL_DIRECTIONS
            and rules.capture == CAPTURE_LINES and rules.needs_flip
            and rules.can_pass)


@functools.lru_cache(maxsize=None)
def load_pattern_evaluation():
    """Decodes the pattern tables (PATTERN_WEIGHTS, the module's last
    section) on the first search that needs them, once a process.

    The block is base64 text of zlib-compressed bytes, checked against
    PATTERN_WEIGHTS_CRC (zlib.crc32). The bytes are signed weights in
    1 / PATTERN_UNITS_PER_DISC discs, stage after stage (stage s holds
    the positions with PATTERN_STAGE_EMPTIES * s to PATTERN_STAGE_EMPTIES
    * (s + 1) - 1 empty squares); in each stage, the table of each of
    PATTERN_TYPES in order, 3 ** (its squares) weights indexed by the
    pattern's base-3 state (mirror-image states carry the same weight),
    then MOBILITY_TABLE_SIZE weights for the side to move's number of
    moves (the last for that many or more), as many for the other
    side's, and one constant.

    Parameters: none.
    Returns: the pattern Evaluation (evaluate_patterns).
    Raises: ValueError when the block is damaged.
    """
    data = zlib.decompress(base64.b64decode(PATTERN_WEIGHTS))
    if zlib.crc32(data) != PATTERN_WEIGHTS_CRC:
        raise ValueError("the pattern weights are damaged")
    weights = array.array("b", data)
    sizes = ([PATTERN_DIGIT_BASE ** len(pattern.squares)
              for pattern in PATTERN_TYPES]
             + [MOBILITY_TABLE_SIZE, MOBILITY_TABLE_SIZE, 1])
    stages = []
    start = 0
    while start < len(weights):
        tables = []
        for size in sizes:
            tables.append(weights[start:start + size])
            start += size
        tables[CONSTANT_SLOT] = tables[CONSTANT_SLOT][0]
        stages.append(tuple(tables))
    engine = build_engine(STANDARD_RULES, PATTERN_SIDE, PATTERN_SIDE)
    digit_tables = []
    for layout in PATTERN_LAYOUTS:
        digit_tables.append(build_digit_table(layout, OWN_DIGIT))
        digit_tables.append(build_digit_table(layout, OPPONENT_DIGIT))
    column_mask = sum(get_square_bit(row, 0, engine)
                      for row in range(PATTERN_SIDE))
    # The column's square in row r sits at bit r * width; the multiplier
    # moves it to bit top + r.
    top = (engine.width - 1) * (PATTERN_SIDE - 1)
    multiplier = sum(1 << (top - (engine.width - 1) * row)
                     for row in range(PATTERN_SIDE))
    reading = PatternReading(tuple(digit_tables), column_mask, multiplier,
                             top, tuple(list_diagonal_gathers(engine)))
    return Evaluation(evaluate_patterns, stages, SQUARE_ORDER,
                      PATTERN_NODES_PER_SECOND, reading)


def choose_board_evaluation(engine, evaluation, sign, empties):
    """Chooses the evaluation a search uses: the given one, or the one it
    names for Othello's 8x8 board (see Evaluation) when it names one,
    the board is that, the most discs win and the search starts from
    PATTERN_MOST_EMPTIES empty squares or fewer.

    Parameters: engine -- the Engine; evaluation -- the Evaluation;
        sign -- 1 when the most discs win, -1 when the fewest do;
        empties -- the empty squares of the position searched.
    Returns: the Evaluation.
    """
    if (evaluation.othello is not None and sign == 1
            and empties <= PATTERN_MOST_EMPTIES
            and is_othello_board(engine)):
        return evaluation.othello()
    return evaluation


# The evaluation every searching computer uses unless given another:
# the features.
DEFAULT_EVALUATION = Evaluation(evaluate_position, FITTED_STAGE_WEIGHTS,
                                SQUARE_ORDER, FEATURE_NODES_PER_SECOND)
# The features, but the patterns on Othello's 8x8 board in the later
# game (choose_board_evaluation). Not the default: fitted to the games
# we have, it loses to the features in matches, at equal time and at
# equal positions searched (README, "The evaluation").
PATTERN_EVALUATION = dataclasses.replace(DEFAULT_EVALUATION,
                                         othello=load_pattern_evaluation)




# ======================================================================
# SEARCH (alpha-beta, iterative deepening, the exact solver)
# ======================================================================

# The searching computers look ahead with negamax alpha-beta: each side
# is assumed to pick the move best for itself, and a line of play that
# cannot change the choice is cut off. Every node uses a principal-
# variation window: the first move is searched with the full window, the
# others only to prove they are no better (and searched again when one
# is). Iterative deepening searches one ply deeper at a time until the
# budget is spent; a transposition table remembers positions already
# searched (reached again by another order of moves) and the best move
# found in each, which is tried first next time. Close to the end the
# exact solver searches every line to the last move and counts the final
# disc difference. The two node searches (search_node, solve_node) share
# the move loop (_search_moves); the first ply (search_root) is its own
# function, because it must name its move.

# To the evaluating search a finished game is worth its disc difference
# plus WIN_SCORE when won (minus it when lost), far beyond any
# evaluation, so a proven win is always preferred to an unfinished game
# and anything to a proven loss.
WIN_SCORE = 10 ** 6
# A score beyond every real one, for the edges of the search window.
INFINITE_SCORE = 10 ** 9

# The transposition table: an entry per position, a tuple (depth
# searched (for the solver, the empty squares left), lowest possible
# value, highest possible value, best move), read by unpacking it; the
# table starts again when it holds TABLE_LIMIT positions, so memory
# stays small.
TABLE_LIMIT = 300000

# Move ordering: with at least ORDER_BY_REPLIES_DEPTH plies left and
# more than ORDER_BY_REPLIES_EMPTIES empty squares, moves are tried in
# order of how few replies they leave the opponent (then by square
# weight), which costs a move search per move but cuts far more lines
# off; nearer the leaves the square weights alone order them. Positions
# with fewer than TABLE_EMPTIES empty squares are cheaper to search
# again than to remember.
ORDER_BY_REPLIES_DEPTH = 3
ORDER_BY_REPLIES_EMPTIES = 5
REPLY_ORDER_WEIGHT = 4
TABLE_EMPTIES = 5
# The exact solver hands positions with SOLVE_FEW_EMPTIES or fewer empty
# squares to solve_few_empties, which needs no move generation; above
# that it orders moves by the opponent's replies.
SOLVE_FEW_EMPTIES = 5
# Each stable disc of the opponent is one the side to move can neither
# take nor keep the opponent from, so it takes STABLE_DISC_SWING off the
# best disc difference the side to move can reach.
STABLE_DISC_SWING = 2

# The budget of a search is counted in positions searched, so that a
# search does the same work, and a game with the same seed repeats
# exactly, however busy the machine is: the evaluation's nodes_per_second
# (for the evaluating search) and SOLVER_NODES_PER_SECOND (for the exact
# solver, which does not evaluate) turn the think time into positions at
# about the speed of CPython 3.11 on an ordinary machine. The clock is only a
# safety net for a machine much slower than that: a search still running
# at CLOCK_SLACK times its think time stops there (checked every
# CLOCK_CHECK_NODES positions). Iterative deepening goes on until the
# budget is spent: the ply it stops in has searched the last ply's best
# move first, so any move it has proved better since is the better
# choice. A search that will try to solve the endgame exactly first
# spends MIDGAME_SHARE_BEFORE_SOLVING of its think time, and no more
# than MIDGAME_DEPTH_BEFORE_SOLVING plies, on an ordinary search, so
# that it has a good move (and estimates to aim the solver's windows)
# even if the solver runs out of budget. A hint that plays a solved game
# out to its end may take PLAYOUT_SHARE of the think time more, however
# many positions that is (NO_NODE_LIMIT).
SOLVER_NODES_PER_SECOND = 200000
CLOCK_SLACK = 2
CLOCK_CHECK_NODES = 256
MIDGAME_SHARE_BEFORE_SOLVING = 0.25
MIDGAME_DEPTH_BEFORE_SOLVING = 6
PLAYOUT_SHARE = 0.5
NO_NODE_LIMIT = float("inf")


@dataclasses.dataclass(slots=True)
class SearchState:
    """What a search keeps while it runs."""
    engine: Engine                # the engine
    evaluation: Evaluation        # the evaluation
    square_weights: list          # the order weight of each square (by
    # ... bit position)
    sign: int                     # 1 when the most discs win, -1 when the
    # ... fewest do
    node_limit: float             # how many positions it may search
    deadline: float               # the time.perf_counter() reading at
    # ... which it must stop
    empties_to_winner: bool       # whether the empty squares go to the
    # ... winner (the WOF's score, the most discs winning)
    table: dict = dataclasses.field(default_factory=dict)
    # ... the transposition table, {(own, opponent): entry}
    nodes: int = 0                # the positions searched so far
    best_move: int = 0            # the best move at the first ply so far


# Every move's value, for the analysis: a Valuation per move. The proven
# values are the final value's bounds (the search's sign times the disc
# difference; -INFINITE_SCORE and INFINITE_SCORE when nothing is proven)
# and are equal once the move is solved exactly; the estimate is the
# evaluating search's value. The exact solver first proves each move
# after the best no better than the best (a null window), then solves
# each move exactly with tests of the narrowest window around a guess
# (see refine_valuation).
@dataclasses.dataclass(slots=True)
class Valuation:
    """What the search found out about a move's value, changed as more is
    proven."""
    move: int                     # the move's bit
    lower: int                    # the lowest value proven
    upper: int                    # the highest value proven
    estimate: int                 # the evaluating search's value


class SearchBudgetSpent(Exception):
    """Raised inside a search when its budget of positions or time is
    spent, so that the whole search unwinds at once to the last complete
    answer.

    Parameters: none.
    Returns: not applicable (an exception class).
    """


def create_search_state(engine, evaluation, sign, node_limit, deadline):
    """Starts the bookkeeping of one search.

    Parameters: engine -- the Engine; evaluation -- the evaluation
        table; sign -- 1 when the most discs win, -1 when the fewest do
        (the search maximises sign times the disc difference); node_limit
        -- how many positions it may search; deadline -- the
        time.perf_counter() reading at which it must stop.
    Returns: the SearchState.
    """
    scoring = engine.rules.scoring
    return SearchState(engine, evaluation,
                       get_square_order_weights(engine, evaluation), sign,
                       node_limit, deadline,
                       scoring == SCORE_EMPTIES_TO_WINNER and sign == 1)


def count_search_node(state):
    """Counts one position searched and stops the search when the budget
    is spent.

    Parameters: state -- the SearchState (changed).
    Returns: None.
    Raises: SearchBudgetSpent when the positions or the time run out.
    """
    state.nodes += 1
    nodes = state.nodes
    if nodes > state.node_limit:
        raise SearchBudgetSpent()
    if (nodes % CLOCK_CHECK_NODES == 0
            and time.perf_counter() > state.deadline):
        raise SearchBudgetSpent()


def get_final_value(own, opponent, state):
    """Scores a finished game for the side to move as the game's score
    does (see get_final_scores): the disc difference, with the empty
    squares added to the winner's side under the WOF's rule, turned round
    when the fewest discs win.

    Parameters: own, opponent -- the bits of the side to move and of the
        other side; state -- the SearchState.
    Returns: the sign times (own score - opponent score).
    """
    difference = own.bit_count() - opponent.bit_count()
    if state.empties_to_winner and difference != 0:
        engine = state.engine
        empties = (engine.squares & ~(own | opponent)).bit_count()
        if difference > 0:
            difference += empties
        else:
            difference -= empties
    return state.sign * difference


def get_won_score(difference):
    """Turns the final value of a game into what the evaluating search
    compares: the value with WIN_SCORE added for a win (taken off for a
    loss).

    Parameters: difference -- the final value (see get_final_value).
    Returns: the score.
    """
    if difference > 0:
        return difference + WIN_SCORE
    if difference < 0:
        return difference - WIN_SCORE
    return difference


def _get_unwon_score(score):
    """Takes the win bonus off a score of the evaluating search. This
    undoes get_won_score for a finished game and leaves an evaluation as
    it is.

    Parameters: score -- a value from the evaluating search.
    Returns: the final value it stands for, or the evaluation.
    """
    if score > WIN_SCORE:
        return score - WIN_SCORE
    if score < -WIN_SCORE:
        return score + WIN_SCORE
    return score


def get_last_square_value(own, opponent, square, state):
    """Scores a position with one empty square left, without searching
    for moves: the side to move plays there if the move is legal; if not,
    the other side does when the rules let a stuck side pass; otherwise
    the game ends with the square empty.

    Parameters: own, opponent -- the bits of the side to move and of the
        other side; square -- the bit of the one empty square; state --
        the SearchState.
    Returns: the final value for the side to move (see get_final_value).
    """
    engine = state.engine
    find_flips = engine.find_flips
    flips = find_flips(own, opponent, square, engine)
    if flips or not engine.rules.needs_flip:
        return get_final_value(own | flips | square, opponent ^ flips, state)
    if engine.can_pass:
        flips = find_flips(opponent, own, square, engine)
        if flips:
            return -get_final_value(opponent | flips | square, own ^ flips,
                                    state)
    return get_final_value(own, opponent, state)


def order_moves(own, opponent, moves, first_move, by_replies, state):
    """Puts moves in the order to search them: the remembered best move
    first, then (when by_replies) the moves that leave the opponent the
    fewest replies, then by the square weights.

    Parameters: own, opponent -- the bits of the side to move and of the
        other side; moves -- the bits of the legal moves; first_move --
        the bit of the move to try first (0 for none); by_replies --
        whether to count the opponent's replies; state -- the search
        SearchState (its engine and square weights).
    Returns: a list of move bits, best first.
    """
    engine = state.engine
    weights = state.square_weights
    find_moves = engine.find_moves
    keyed = []
    for move in list_bits(moves & ~first_move):
        key = -weights[move.bit_length() - 1]
        if by_replies:
            after = play_engine_move(own, opponent, move, engine)
            key += (REPLY_ORDER_WEIGHT
                    * find_moves(after[0], after[1], engine).bit_count())
        keyed.append([key, move])
    keyed.sort()
    ordered = [entry[1] for entry in keyed]
    if moves & first_move:
        ordered.insert(0, first_move)
    return ordered


def get_table_cutoff(lower, upper, alpha, beta):
    """Decides whether what the table remembers of a position settles it
    for the window being searched.

    Parameters: lower, upper -- the bounds of the table's entry (deep
        enough for the search); alpha, beta -- the window.
    Returns: the value to return (a bound at or outside the window, or
        the exact value), or None when the position must be searched.
    """
    if lower >= beta or lower == upper:
        return lower
    if upper <= alpha:
        return upper
    return None


def store_table_entry(table, key, depth, value, alpha, beta, move):
    """Remembers what a search found out about a position: an exact value
    when it fell inside the window, otherwise the bound it proved. What
    an earlier search as deep proved of the same position is kept too
    (the two bounds together), so searches with different windows add
    up.

    Parameters: table -- the transposition table (changed); key -- the
        position; depth -- plies searched; value -- the value found;
        alpha, beta -- the window it was searched with; move -- the best
        move found.
    Returns: None.
    """
    if len(table) >= TABLE_LIMIT:
        table.clear()
    lower = -INFINITE_SCORE
    upper = INFINITE_SCORE
    if value > alpha:
        lower = value
    if value < beta:
        upper = value
    entry = table.get(key)
    if entry is not None:
        entry_depth, entry_lower, entry_upper, entry_move = entry
        if entry_depth == depth:
            kept_lower = max(lower, entry_lower)
            kept_upper = min(upper, entry_upper)
            # Bounds that cross (an evaluating search may disagree with
            # itself through the table) are not kept.
            if kept_lower <= kept_upper:
                lower, upper = kept_lower, kept_upper
    table[key] = (depth, lower, upper, move)


def search_child(own, opponent, move, depth, alpha, beta, first, state,
                 node):
    """Plays one move and searches the position after it with the
    principal-variation window: the full window for the first move,
    otherwise a null window just above alpha, searched again with the
    full window only when the move turns out better.

    Parameters: own, opponent -- the bits of the side to move and of the
        other side; move -- the bit of a legal move; depth -- plies left
        before the move; alpha, beta -- the window; first -- whether this
        is the first move searched here; state -- the SearchState;
        node -- the node search to use (search_node or solve_node).
    Returns: the move's value for the side to move (exact inside the
        window).
    Raises: SearchBudgetSpent when the budget runs out.
    """
    child_own, child_opponent = play_engine_move(own, opponent, move,
                                                 state.engine)
    if first:
        return -node(child_own, child_opponent, depth - 1, -beta, -alpha,
                     state)
    value = -node(child_own, child_opponent, depth - 1, -alpha - 1, -alpha,
                  state)
    if alpha < value < beta:
        value = -node(child_own, child_opponent, depth - 1, -beta, -value,
                      state)
    return value


def _search_moves(own, opponent, moves, depth, alpha, beta, state, node):
    """Searches every move of a position below the first ply, as both
    node searches do: asks the transposition table first, then tries the
    moves best first, stopping at a cut-off, and remembers the result.

    Parameters: own, opponent -- the bits of the side to move and of the
        other side; moves -- the bits of its legal moves; depth -- plies
        left (for the solver, the empty squares left); alpha, beta -- the
        window; state -- the SearchState; node -- the node search
        the moves lead to (search_node or solve_node).
    Returns: the value for the side to move (exact inside the window).
    Raises: SearchBudgetSpent when the budget runs out.
    """
    engine = state.engine
    empties = (engine.squares & ~(own | opponent)).bit_count()
    table = state.table
    key = (own, opponent)
    first_move = 0
    remembered = empties >= TABLE_EMPTIES
    if remembered and key in table:
        entry_depth, lower, upper, first_move = table[key]
        if entry_depth >= depth:
            proven = get_table_cutoff(lower, upper, alpha, beta)
            if proven is not None:
                return proven
    by_replies = (depth >= ORDER_BY_REPLIES_DEPTH
                  and empties > ORDER_BY_REPLIES_EMPTIES)
    window_bottom = alpha
    best = -INFINITE_SCORE
    best_move = 0
    for move in order_moves(own, opponent, moves, first_move, by_replies,
                            state):
        value = search_child(own, opponent, move, depth, alpha, beta,
                             best_move == 0, state, node)
        if value > best:
            best = value
            best_move = move
            if value > alpha:
                alpha = value
                if alpha >= beta:
                    break
    if remembered:
        store_table_entry(table, key, depth, best, window_bottom, beta,
                          best_move)
    return best


def search_node(own, opponent, depth, alpha, beta, state):
    """The evaluating search below the first ply: the value of a position
    depth plies deep. A side with no move passes (the ply still counts)
    or, when it may not, the game is over; at depth 0 the evaluation
    judges the position.

    Parameters: own, opponent -- the bits of the side to move and of the
        other side; depth -- plies left; alpha, beta -- the window: values
        at or below alpha, or at or above beta, need not be exact; state
        -- the SearchState.
    Returns: the value for the side to move (exact inside the window).
    Raises: SearchBudgetSpent when the budget runs out.
    """
    count_search_node(state)
    engine = state.engine
    empty = engine.squares & ~(own | opponent)
    # One empty square left: the game's end is in plain sight.
    if empty and not empty & (empty - 1):
        return get_won_score(get_last_square_value(own, opponent, empty,
                                                   state))
    turn, moves = get_engine_turn(own, opponent, engine)
    if turn == TURN_OPPONENT:
        return -search_node(opponent, own, depth - 1, -beta, -alpha, state)
    if turn == TURN_GAME_OVER:
        return get_won_score(get_final_value(own, opponent, state))
    if depth <= 0:
        evaluation = state.evaluation
        return evaluation.function(own, opponent, moves, engine,
                                   evaluation, state.sign)
    return _search_moves(own, opponent, moves, depth, alpha, beta, state,
                        search_node)


def solve_few_empties(own, opponent, empty, alpha, beta, state, passed):
    """The exact solver for the last few empty squares: each empty square
    is tried in turn as a move (no move generation), those in a region
    with an odd number of empty squares first (parity ordering: the side
    that moves last in a region tends to gain there).

    Parameters: own, opponent -- the bits of the side to move and of the
        other side; empty -- the bits of the empty squares (at most
        SOLVE_FEW_EMPTIES of them); alpha, beta -- the window; state --
        the SearchState; passed -- whether the other side has just
        passed (so a second pass ends the game).
    Returns: the final value for the side to move (exact inside the
        window).
    Raises: SearchBudgetSpent when the budget runs out.
    """
    count_search_node(state)
    if not empty & (empty - 1):
        if empty:
            return get_last_square_value(own, opponent, empty, state)
        return get_final_value(own, opponent, state)
    engine = state.engine
    find_flips = engine.find_flips
    needs_flip = engine.rules.needs_flip
    odd = 0
    for region in engine.regions:
        part = empty & region
        if part.bit_count() % PARITY_DIVISOR == 1:
            odd |= part
    best = -INFINITE_SCORE
    for part in (empty & odd, empty & ~odd):
        while part:
            square = part & -part
            part ^= square
            flips = find_flips(own, opponent, square, engine)
            if flips or not needs_flip:
                value = -solve_few_empties(
                    opponent ^ flips, own | flips | square, empty ^ square,
                    -beta, -alpha, state, False)
                if value > best:
                    best = value
                    if value > alpha:
                        alpha = value
                        if alpha >= beta:
                            return best
    if best > -INFINITE_SCORE:
        return best
    if passed or not engine.can_pass:
        return get_final_value(own, opponent, state)
    return -solve_few_empties(opponent, own, empty, -beta, -alpha, state,
                              True)


def solve_node(own, opponent, empties, alpha, beta, state, moves=None):
    """The exact solver below the first ply: the final disc difference
    with best play, searching every line to the end of the game. With
    SOLVE_FEW_EMPTIES or fewer empty squares it hands over to
    solve_few_empties. Otherwise it first tries to cut the position off
    at once: by the opponent's stable pieces (they bound what the side to
    move can win), by the transposition table, and by the table's entries
    for the positions after each move (enhanced transposition cut-offs).
    Then it tries the moves that leave the opponent the fewest replies
    first, with a principal-variation window.

    Parameters: own, opponent -- the bits of the side to move and of the
        other side; empties -- the number of empty squares; alpha, beta --
        the window; state -- the SearchState; moves -- the bits of
        own's legal moves when the caller knows them (None otherwise).
    Returns: the value for the side to move (exact inside the window).
    Raises: SearchBudgetSpent when the budget runs out.
    """
    engine = state.engine
    squares = engine.squares
    if empties <= SOLVE_FEW_EMPTIES:
        return solve_few_empties(own, opponent, squares & ~(own | opponent),
                                 alpha, beta, state, False)
    count_search_node(state)
    find_moves = engine.find_moves
    if moves is None:
        moves = find_moves(own, opponent, engine)
    if not moves:
        if engine.can_pass:
            moves = find_moves(opponent, own, engine)
            if moves:
                return -solve_node(opponent, own, empties, -beta, -alpha,
                                   state, moves)
        return get_final_value(own, opponent, state)
    square_count = squares.bit_count()
    if (state.sign == 1 and alpha >= square_count
            - STABLE_DISC_SWING * opponent.bit_count()):
        stable = find_stable_pieces(opponent, squares & ~(own | opponent),
                                    engine)
        bound = square_count - STABLE_DISC_SWING * stable.bit_count()
        if bound <= alpha:
            return bound
    table = state.table
    key = (own, opponent)
    first_move = 0
    entry = table.get(key)
    if entry is not None:
        entry_depth, lower, upper, first_move = entry
        proven = get_table_cutoff(lower, upper, alpha, beta)
        if proven is not None:
            return proven
    weights = state.square_weights
    children = []
    for move in list_bits(moves):
        child_own, child_opponent = play_engine_move(own, opponent, move,
                                                     engine)
        child_moves = None
        if empties - 1 > SOLVE_FEW_EMPTIES:
            child_moves = find_moves(child_own, child_opponent, engine)
        child = table.get((child_own, child_opponent))
        if child is not None:
            child_depth, child_lower, child_upper, child_move = child
            if -child_upper >= beta:
                return -child_upper
        order = -weights[move.bit_length() - 1]
        if child_moves is not None:
            order += REPLY_ORDER_WEIGHT * child_moves.bit_count()
        if move == first_move:
            order = -INFINITE_SCORE
        children.append((order, move, child_own, child_opponent,
                         child_moves))
    children.sort()
    window_bottom = alpha
    best = -INFINITE_SCORE
    best_move = 0
    for order, move, child_own, child_opponent, child_moves in children:
        if best_move == 0:
            value = -solve_node(child_own, child_opponent, empties - 1,
                                -beta, -alpha, state, child_moves)
        else:
            value = -solve_node(child_own, child_opponent, empties - 1,
                                -alpha - 1, -alpha, state, child_moves)
            if alpha < value < beta:
                value = -solve_node(child_own, child_opponent, empties - 1,
                                    -beta, -value, state, child_moves)
        if value > best:
            best = value
            best_move = move
            if value > alpha:
                alpha = value
                if alpha >= beta:
                    break
    store_table_entry(table, key, empties, best, window_bottom, beta,
                      best_move)
    return best


def search_root(own, opponent, depth, state, node):
    """Searches the first ply of a position whose side to move has a
    move, with the full window, keeping the best move so far in the
    state at once (for a search stopped before the ply is done). The
    best move of the last search of this state is tried first.

    Parameters: own, opponent -- the bits of the side to move and of the
        other side; depth -- plies to search (for the solver, the empty
        squares left); state -- the SearchState (changed); node --
        the node search below the first ply (search_node or solve_node).
    Returns: the position's value for the side to move.
    Raises: SearchBudgetSpent when the budget runs out.
    """
    count_search_node(state)
    engine = state.engine
    empties = (engine.squares & ~(own | opponent)).bit_count()
    moves = engine.find_moves(own, opponent, engine)
    by_replies = (depth >= ORDER_BY_REPLIES_DEPTH
                  and empties > ORDER_BY_REPLIES_EMPTIES)
    best = -INFINITE_SCORE
    for move in order_moves(own, opponent, moves, state.best_move,
                            by_replies, state):
        value = search_child(own, opponent, move, depth, best,
                             INFINITE_SCORE, best == -INFINITE_SCORE, state,
                             node)
        if value > best:
            best = value
            state.best_move = move
    return best


def deepen_search(own, opponent, max_depth, state, best_move):
    """Searches one ply deeper at a time, up to max_depth, until the
    budget is spent; each ply tries the last one's best move first.

    Parameters: own, opponent -- the bits of the side to move (which has
        a legal move) and of the other side; max_depth -- the deepest
        search to start; state -- the SearchState; best_move --
        the move to play if not even one ply is finished.
    Returns: a pair [move bit, value]: the best move found (in the ply
        the budget stopped, if it found one), and the value the deepest
        finished ply gave.
    """
    result = [best_move, 0]
    depth = 1
    try:
        while depth <= max_depth:
            value = search_root(own, opponent, depth, state, search_node)
            result = [state.best_move, value]
            depth += 1
    except SearchBudgetSpent:
        if state.best_move:
            result[0] = state.best_move
    return result


def solve_position(own, opponent, state):
    """The exact solver: the final disc difference with best play from a
    position whose side to move has a move; the best move is left in the
    state.

    Parameters: own, opponent -- the bits of the side to move and of the
        other side; state -- a fresh SearchState (changed).
    Returns: the exact value for the side to move.
    Raises: SearchBudgetSpent when the budget runs out.
    """
    empty = state.engine.squares & ~(own | opponent)
    return search_root(own, opponent, empty.bit_count(), state, solve_node)


def play_out_best_line(own, opponent, value, state):
    """Plays a solved position to its end with best play on both sides:
    at each turn, a move whose exact value is the position's.

    Parameters: own, opponent -- the bits of the side to move and of the
        other side; value -- the position's exact value for the side to
        move; state -- the solver's SearchState (its table makes each
        step quick).
    Returns: a pair [own, opponent] of the final position's bits, for the
        same sides as given.
    Raises: SearchBudgetSpent when the budget runs out.
    """
    engine = state.engine
    turned = False
    turn, moves = get_engine_turn(own, opponent, engine)
    while turn != TURN_GAME_OVER:
        if turn == TURN_OWN:
            # The move the solver found best here, if it kept the
            # position, is tried first: it is almost always the one.
            entry = state.table.get((own, opponent))
            first_move = 0
            if entry is not None:
                entry_depth, lower, upper, first_move = entry
            empties = (engine.squares & ~(own | opponent)).bit_count()
            for move in order_moves(own, opponent, moves, first_move, False,
                                    state):
                after = play_engine_move(own, opponent, move, engine)
                # The window around -value returns exactly -value only
                # for a move that keeps the position's value.
                if -solve_node(after[0], after[1], empties - 1, -value - 1,
                               -value + 1, state) == value:
                    break
            # Some move always keeps the value of a solved position, so
            # the loop has stopped at one.
            own, opponent = after
        else:
            own, opponent = opponent, own
        value = -value
        turned = not turned
        turn, moves = get_engine_turn(own, opponent, engine)
    if turned:
        return [opponent, own]
    return [own, opponent]


def get_search_valuation(move, value):
    """Turns the evaluating search's value of a move into a valuation. A
    value the search proved by reaching the end of the game on every line
    (see get_won_score) is a bound of the final value, and its estimate.

    Parameters: move -- the move's bit; value -- the search's value.
    Returns: the Valuation.
    """
    lower = -INFINITE_SCORE
    upper = INFINITE_SCORE
    estimate = _get_unwon_score(value)
    if value > WIN_SCORE:
        lower = estimate
    elif value < -WIN_SCORE:
        upper = estimate
    return Valuation(move, lower, upper, estimate)


def search_every_move(own, opponent, max_depth, state, moves=None):
    """The evaluating search of every move of a position, one ply deeper
    at a time until the budget is spent, each move with the full window,
    so each gets its own value (not only a bound). A value the search
    proved by reaching the end of the game on every line (see
    get_won_score) is kept as a bound of the final value.

    Parameters: own, opponent -- the bits of the side to move (which has
        a move) and of the other side; max_depth -- the deepest search to
        start; state -- the SearchState; moves -- the bits of the moves
        to value (None: every legal move).
    Returns: the Valuations, best first, from the deepest ply every move
        finished (the square weights alone order them when no ply did).
    """
    engine = state.engine
    if moves is None:
        moves = engine.find_moves(own, opponent, engine)
    valuations = [Valuation(move, -INFINITE_SCORE, INFINITE_SCORE, 0)
                  for move in order_moves(own, opponent, moves, 0, False,
                                          state)]
    depth = 1
    try:
        while depth <= max_depth:
            deeper = []
            for valuation in valuations:
                value = search_child(own, opponent, valuation.move, depth,
                                     -INFINITE_SCORE, INFINITE_SCORE, True,
                                     state, search_node)
                deeper.append(get_search_valuation(valuation.move, value))
            deeper.sort(key=lambda entry: entry.estimate, reverse=True)
            valuations = deeper
            depth += 1
    except SearchBudgetSpent:
        pass
    return valuations


def solve_every_move(own, opponent, valuations, state):
    """Narrows every move's bounds to its exact value with the exact
    solver, best estimate first, sharing one transposition table, until
    the budget is spent (the bounds proven so far are kept).

    Parameters: own, opponent -- the bits of the side to move and of the
        other side; valuations -- from search_every_move (changed: each
        bound is updated as it is proven); state -- the solver's
        SearchState.
    Returns: None.
    """
    engine = state.engine
    empties = (engine.squares & ~(own | opponent)).bit_count()
    children = [play_engine_move(own, opponent, valuation.move, engine)
                for valuation in valuations]
    best = None
    try:
        # The best move's value, then a null window above each other
        # move's bound proves most of them no better.
        for index, valuation in enumerate(valuations):
            if best is not None:
                narrow_valuation(children[index], empties, valuation,
                                 best, best + 1, state)
            else:
                refine_valuation(children[index], empties, valuation, state)
                best = valuation.lower
        for index, valuation in enumerate(valuations):
            refine_valuation(children[index], empties, valuation, state)
    except SearchBudgetSpent:
        pass


def narrow_valuation(child, empties, valuation, alpha, beta, state):
    """Solves the position after a move with a window and keeps what that
    proves about the move's value.

    Parameters: child -- the position after the move, [own, opponent]
        for the side then to move; empties -- the empty squares before the
        move; valuation -- the move's valuation (changed); alpha, beta --
        the window, for the side that made the move; state -- the solver's
        SearchState.
    Returns: None.
    Raises: SearchBudgetSpent when the budget runs out.
    """
    value = -solve_node(child[0], child[1], empties - 1, -beta, -alpha,
                        state)
    if value < beta:
        valuation.upper = min(valuation.upper, value)
    if value > alpha:
        valuation.lower = max(valuation.lower, value)


def refine_valuation(child, empties, valuation, state):
    """Solves a move's value exactly by a series of tests with the
    narrowest window, each asking whether the value is a guess (as
    MTD(f) does): the first guess is the move's estimate, kept inside its
    proven bounds, and each next guess the bound the last test proved
    (the solver's bounds are close, and its table keeps what each test
    learnt for the next).

    Parameters: child -- the position after the move; empties -- the
        empty squares before the move; valuation -- the move's valuation
        (changed); state -- the solver's SearchState.
    Returns: None.
    Raises: SearchBudgetSpent when the budget runs out.
    """
    guess = round(valuation.estimate)
    while valuation.lower < valuation.upper:
        guess = min(max(guess, valuation.lower), valuation.upper)
        narrow_valuation(child, empties, valuation, guess - 1, guess + 1,
                         state)


# ======================================================================
# COMPUTER PLAYERS (naive, random, greedy, corner, level1 to level5)
# ======================================================================

# The names --x, --o and --match take for the computers beyond the
# UMBC one.
RANDOM_PLAYER = "random"
GREEDY_PLAYER = "greedy"
CORNER_PLAYER = "corner"
LEVEL1_PLAYER = "level1"
LEVEL2_PLAYER = "level2"
LEVEL3_PLAYER = "level3"
LEVEL4_PLAYER = "level4"
LEVEL5_PLAYER = "level5"
STRONGEST_PLAYER = LEVEL5_PLAYER

# What a computer may use besides the board (see Settings), and the
# think time it has when --think does not say.
DEFAULT_THINK_SECONDS = 1.0
MAX_THINK_SECONDS = 3600

# The searching computers' strengths: [the most plies a level looks
# ahead, the number of empty squares from which it solves the endgame
# exactly], read by unpacking. Every level also stops when its think
# time is spent; level5 alone has no depth limit (NO_DEPTH_LIMIT) and
# looks as deep as the think time allows.
NO_DEPTH_LIMIT = None
LEVELS = {LEVEL1_PLAYER: [1, 4],
          LEVEL2_PLAYER: [2, 6],
          LEVEL3_PLAYER: [3, 8],
          LEVEL4_PLAYER: [5, 12],
          LEVEL5_PLAYER: [NO_DEPTH_LIMIT, 14]}


@dataclasses.dataclass
class Settings:
    """What the computers of a game may use besides the board."""
    random_numbers: random.Random  # the game's one random-number
    # ... generator (seeded by --seed)
    think: float                  # the searching computers' think time
    # ... in seconds (--think)
    win: str                      # WIN_MOST or WIN_FEWEST (a searching
    # ... computer plays for fewest discs when that wins)
    evaluation: Evaluation        # the searching computers' evaluation
    node_limit: int = None        # None: the think time bounds each
    # ... search; otherwise the positions each search (a move chosen,
    # ... one analysis) may visit in all, whatever the think time, and
    # ... no clock stops it, so that a test's searches are tiny and the
    # ... same on any machine (the program never sets it)
    memory: dict = dataclasses.field(default_factory=dict)
    # ... what the analysis of every move has learned of the positions of
    # ... the game's session (see analyse_moves)


@dataclasses.dataclass
class SearchBudget:
    """How a searching computer plans its work on a position (see
    create_search_budget)."""
    state: SearchState            # the evaluating search's state
    max_depth: int                # the deepest it may look
    solving: bool                 # whether the exact solver will try the
    # ... position
    deadline: float               # the time.perf_counter() reading that
    # ... stops both
    node_limit: int               # the Settings' node_limit: the
    # ... positions both may visit (None: as the think time allows)


@dataclasses.dataclass
class Analysis:
    """A searching computer's analysis of a position."""
    piece: str                    # the side moving
    move: list                    # its move as [row, col]
    value: int                    # the move's value (the evaluating
    # ... search's, see get_won_score, or the solver's)
    exact: bool                   # whether the value is exact (the solver
    # ... reached the end of every line)
    final_board: list             # when it is, the board at the end of
    # ... the game with best play (otherwise [])
    opinion: object = None        # the move's Opinion, when the analysis
    # ... of every move (analyse_moves) found it (see analyse_hint)


def create_settings(seed=None, think=DEFAULT_THINK_SECONDS, win=WIN_MOST,
                    evaluation=DEFAULT_EVALUATION, node_limit=None):
    """Makes the Settings the computers of a game share.

    Parameters: seed -- the seed of the game's random-number generator
        (None seeds it from the operating system or the time); think --
        the searching computers' think time in seconds; win -- WIN_MOST
        or WIN_FEWEST; evaluation -- the searching computers' Evaluation;
        node_limit -- None, or the positions each search may visit in
        place of the think time (see Settings).
    Returns: the Settings.
    """
    return Settings(random.Random(seed), think, win, evaluation, node_limit)


def get_win_sign(settings):
    """Says which way the disc difference counts for the searching
    computers.

    Parameters: settings -- the Settings (how the game is won).
    Returns: 1 when the most discs win, -1 when the fewest do.
    """
    sign = 1
    if settings.win == WIN_FEWEST:
        sign = -sign
    return sign


def choose_naive_rule_move(board, piece, rules=UMBC_RULES, settings=None):
    """Chooses as PART 1's naive computer does (see choose_naive_move),
    under any rule set: the topmost, then leftmost legal move.

    Parameters: board -- the 2D list of pieces; piece -- the side moving;
        rules -- the rule set; settings -- not needed (every computer
        takes it).
    Returns: the move as [row, col], or [] when there is no legal move.
    """
    moves = get_rule_moves(board, piece, rules)
    if len(moves) == 0:
        return []
    return moves[0]


def choose_random_move(board, piece, rules=UMBC_RULES, settings=None):
    """Chooses a legal move uniformly at random.

    Parameters: board -- the 2D list of pieces; piece -- the side moving;
        rules -- the rule set; settings -- the Settings (its random
        numbers; fresh settings when None).
    Returns: the move as [row, col], or [] when there is no legal move.
    """
    settings = settings or create_settings()
    moves = get_rule_moves(board, piece, rules)
    if len(moves) == 0:
        return []
    return settings.random_numbers.choice(moves)


def choose_greedy_move(board, piece, rules=UMBC_RULES, settings=None):
    """Chooses the move that flips the most pieces; among equals, the
    topmost, then leftmost.

    Parameters: board -- the 2D list of pieces; piece -- the side moving;
        rules -- the rule set; settings -- not needed (every computer
        takes it).
    Returns: the move as [row, col], or [] when there is no legal move.
    """
    best_move = []
    best_count = 0
    # Moves come in row-major order, and only a strictly larger count
    # replaces the best, so the first of equals (topmost, leftmost) stays.
    for move in get_rule_moves(board, piece, rules):
        count = len(get_rule_flips(board, move[0], move[1],
                                   piece, rules))
        if len(best_move) == 0 or count > best_count:
            best_move = move
            best_count = count
    return best_move


def _is_corner(board, row, col):
    """Tells whether row, col is a corner (a one-row board's end)."""
    return row in [0, len(board) - 1] and col in [0, len(board[0]) - 1]


def choose_corner_move(board, piece, rules=UMBC_RULES, settings=None):
    """Chooses as the computer of the blog tutorial on Reversi does: a
    corner if one is legal; otherwise the move that leaves it the most
    pieces. Moves are shuffled first, so ties are broken at random.

    Parameters: board -- the 2D list of pieces; piece -- the side moving;
        rules -- the rule set; settings -- the Settings (its random
        numbers; fresh settings when None).
    Returns: the move as [row, col], or [] when there is no legal move.
    """
    settings = settings or create_settings()
    moves = get_rule_moves(board, piece, rules)
    settings.random_numbers.shuffle(moves)
    for move in moves:
        if _is_corner(board, move[0], move[1]):
            return move
    best_move = []
    best_count = 0
    for move in moves:
        after = copy_board(board)
        apply_rule_move(after, move[0], move[1], piece, rules)
        count = count_pieces(after, piece)
        if len(best_move) == 0 or count > best_count:
            best_move = move
            best_count = count
    return best_move


def get_bits_board(own, opponent, piece, engine):
    """Converts the engine's bits back to a 2D board (the inverse of
    get_engine_bits).

    Parameters: own, opponent -- the bits of piece's pieces and of the
        other side's; piece -- the side own is for; engine -- the engine
        table.
    Returns: a new 2D list of pieces.
    """
    board = []
    for row in range(engine.rows):
        board.append([EMPTY] * engine.cols)
    for square in list_bit_squares(own, engine):
        board[square[0]][square[1]] = piece
    for square in list_bit_squares(opponent, engine):
        board[square[0]][square[1]] = get_opponent(piece)
    return board


def create_search_budget(engine, own, opponent, level, settings, think,
                         solve_empties=None):
    """Plans a searching computer's work on a position: whether the exact
    solver will try it (few enough empty squares for the level), how deep
    the evaluating search may go, and that search's state with its share
    of the think time (of the Settings' node_limit when it is set, with
    no clock).

    Parameters: engine -- the Engine; own, opponent -- the bits of
        the side to move and of the other side; level -- a name from
        LEVELS; settings -- the Settings (how the game is won and
        the evaluation); think -- the seconds the whole work may take;
        solve_empties -- the most empty squares the solver tries (None
        for the level's own).
    Returns: the plan, a SearchBudget.
    """
    node_limit = settings.node_limit
    sign = get_win_sign(settings)
    empties = (engine.squares & ~(own | opponent)).bit_count()
    evaluation = choose_board_evaluation(engine, settings.evaluation, sign,
                                         empties)
    midgame_nodes = think * evaluation.nodes_per_second
    deadline = time.perf_counter() + think * CLOCK_SLACK
    if node_limit is not None:
        midgame_nodes = node_limit
        deadline = math.inf
    depth_limit, level_solve_empties = LEVELS[level]
    if solve_empties is None:
        solve_empties = level_solve_empties
    solving = empties <= solve_empties
    if solving:
        midgame_nodes = midgame_nodes * MIDGAME_SHARE_BEFORE_SOLVING
    # Searching deeper than the squares left to fill tells nothing more.
    max_depth = empties
    if depth_limit is not NO_DEPTH_LIMIT:
        max_depth = min(depth_limit, empties)
    if solving:
        max_depth = min(max_depth, MIDGAME_DEPTH_BEFORE_SOLVING)
    state = create_search_state(engine, evaluation, sign,
                                max(1, round(midgame_nodes)), deadline)
    return SearchBudget(state, max_depth, solving, deadline, node_limit)


def create_solver_state(budget, think):
    """Starts the exact solver's search with the think time (or the
    positions of the node limit) the evaluating search left.

    Parameters: budget -- the plan (see create_search_budget), after its
        evaluating search; think -- the seconds the whole work may take.
    Returns: the solver's SearchState.
    """
    state = budget.state
    if budget.node_limit is None:
        rate = state.evaluation.nodes_per_second
        seconds_left = think - state.nodes / rate
        solver_nodes = seconds_left * SOLVER_NODES_PER_SECOND
    else:
        solver_nodes = budget.node_limit - state.nodes
    return create_search_state(
        state.engine, state.evaluation, state.sign,
        max(1, round(solver_nodes)), budget.deadline)


def analyse_position(board, piece, rules, level, settings, want_final):
    """Finds a searching computer's move in a position, and what it is
    worth. The level's depth and the think time bound an ordinary
    search; when few enough squares are empty, the exact solver then
    tries to reach the end of every line with the budget left.

    Parameters: board -- the 2D list of pieces; piece -- the side moving;
        rules -- the rule set; level -- a name from LEVELS; settings --
        the Settings (its think time, how the game is won and the
        evaluation); want_final -- whether to play an exactly solved
        position out to its end (for the hint's final score).
    Returns: the Analysis, or None when the side has no legal move.
    """
    engine = build_engine(rules, len(board), len(board[0]))
    own, opponent = get_engine_bits(board, piece, engine)
    moves = engine.find_moves(own, opponent, engine)
    if not moves:
        return None
    think = settings.think
    budget = create_search_budget(engine, own, opponent, level, settings,
                                  think)
    state = budget.state
    first_guess = order_moves(own, opponent, moves, 0, False, state)[0]
    result = deepen_search(own, opponent, budget.max_depth, state,
                           first_guess)
    analysis = Analysis(piece, get_bit_square(result[0], engine), result[1],
                        False, [])
    if not budget.solving:
        return analysis
    exact_state = create_solver_state(budget, think)
    try:
        value = solve_position(own, opponent, exact_state)
    except SearchBudgetSpent:
        return analysis
    analysis = Analysis(piece, get_bit_square(exact_state.best_move, engine),
                        value, True, [])
    if want_final:
        # Playing the game out re-searches a little of what the solver
        # did; it gets a share of the think time more.
        exact_state.node_limit = NO_NODE_LIMIT
        exact_state.deadline = (budget.deadline
                                + think * PLAYOUT_SHARE * CLOCK_SLACK)
        try:
            final = play_out_best_line(own, opponent, value, exact_state)
            analysis.final_board = get_bits_board(final[0], final[1],
                                                  piece, engine)
        except SearchBudgetSpent:
            pass
    return analysis


def choose_search_move(board, piece, rules=UMBC_RULES, settings=None,
                       level=STRONGEST_PLAYER):
    """Chooses a searching computer's move (level1 to level5 are this
    function with their level given).

    Parameters: board -- the 2D list of pieces; piece -- the side moving;
        rules -- the rule set; settings -- the Settings (fresh
        settings when None); level -- a name from LEVELS.
    Returns: the move as [row, col], or [] when there is no legal move.
    """
    settings = settings or create_settings()
    moves = get_rule_moves(board, piece, rules)
    if len(moves) == 0:
        return []
    if len(moves) == 1:
        return moves[0]
    analysis = analyse_position(board, piece, rules, level, settings, False)
    return analysis.move


# Every computer player, by the name --x, --o and --match take. Each is a
# function (board, piece, rules, settings) -> move, so they are
# interchangeable; the last two arguments may be left out.
COMPUTER_PLAYERS = {
    NAIVE: choose_naive_rule_move,
    RANDOM_PLAYER: choose_random_move,
    GREEDY_PLAYER: choose_greedy_move,
    CORNER_PLAYER: choose_corner_move,
    LEVEL1_PLAYER: functools.partial(choose_search_move, level=LEVEL1_PLAYER),
    LEVEL2_PLAYER: functools.partial(choose_search_move, level=LEVEL2_PLAYER),
    LEVEL3_PLAYER: functools.partial(choose_search_move, level=LEVEL3_PLAYER),
    LEVEL4_PLAYER: functools.partial(choose_search_move, level=LEVEL4_PLAYER),
    LEVEL5_PLAYER: functools.partial(choose_search_move, level=LEVEL5_PLAYER),
}
PLAYER_KINDS = [HUMAN] + list(COMPUTER_PLAYERS)




# ======================================================================
# SQUARES, TYPED MOVES AND POSITIONS
# ======================================================================

# How the other games' squares are typed and written: numbered from the
# rule set's first square number (1 in the one-row game, where a square
# is one number), or, where RULE_SQUARE_NAMES allows it, by Othello's
# names: a column letter from the left, then a row number from the top
# (d3 is row 2, column 3).
SQUARE_PART_COUNT = 1
SQUARE_FORMAT = "{} {}"
SPACE = " "
# The refusal of a line that is not a move in every game but PART 1's
# own: it points to help, which only those games have.
MALFORMED_HELP_MESSAGE = ("Please type the row and then the column, such "
                          "as 2 4 (help lists more).")
COLUMN_LETTERS = "abcdefghijklmnop"
SQUARE_NAME_FORMAT = "{}{}"
MALFORMED_SQUARE_MESSAGE = ("Please type the square's number, such as 5 "
                            "(help lists more).")
SQUARE_OUT_OF_RANGE_MESSAGE = ("That square is off the board: squares are "
                               "numbered {} to {}.")
MALFORMED_OR_NAME_MESSAGE = ("Please type the row and column (2 4) or the "
                             "square's name (e3); see help.")
NAME_OUT_OF_RANGE_MESSAGE = ("That square is off the board: the columns "
                             "are a to {} and the rows 1 to {}.")
MUST_PASS_MESSAGE = "You have no legal move: type pass."
# The form of a move the prompt names where squares are named, and how a
# list of named moves is written.
NAME_NOTATION = "such as f5"
NAME_LIST_SEPARATOR = ", "
NO_NAMED_MOVES = "none"

# How a piece of a file, a command line or a protocol line is shown in
# a message (see escape_text): its characters that are not printable
# written as Python escapes them, cut after QUOTED_LENGTH characters
# (a file's name after SHOWN_PATH_LENGTH).
QUOTED_LENGTH = 40
SHOWN_PATH_LENGTH = 120
QUOTE_MORE = "..."
QUOTE_MARK = "'"
ESCAPE_ENCODING = "unicode_escape"
ESCAPED_TEXT_ENCODING = "ascii"

# --position: one character a square, row by row (the layout of the OBF
# positions Othello engines use), then a space and the side to move.
# parse_position's answer is a Position record.
POSITION_EMPTY_CHARACTERS = "-._"
POSITION_EMPTY = "-"
POSITION_PIECES = [PLAYER_PIECE, COMPUTER_PIECE]
POSITION_SEPARATOR = " "
POSITION_PART_COUNT = 2
POSITION_LENGTH_ERROR = ("--position needs {} squares (the board is {} x "
                         "{}); got {}")
POSITION_CHARACTER_ERROR = ("--position: square {} is {}; a square is X, "
                            "O, or - . _ for empty")
POSITION_SIDE_ERROR = ("--position must end with a space and the side to "
                       "move, X or O")


@dataclasses.dataclass
class Position:
    """A position read from --position's text (or a record's Position
    tag)."""
    board: list          # the 2D list of pieces ([] when there is an error)
    side: str            # the side to move (EMPTY when there is an error)
    error: str           # why the text cannot be used ('' when it can)


def escape_text(text, length=QUOTED_LENGTH):
    """Writes a piece of a file, a command line or a protocol line for a
    message: a character that is not printable as its escape (\\x1b),
    and at most length characters of the text, then QUOTE_MORE.

    Parameters: text -- the piece, as read; length -- the most
        characters shown (QUOTED_LENGTH; SHOWN_PATH_LENGTH for a file's
        name).
    Returns: the text to show: one line, no control character.
    """
    shown = text[:length]
    escaped = "".join(character if character.isprintable() else
                      character.encode(ESCAPE_ENCODING).decode(
                          ESCAPED_TEXT_ENCODING)
                      for character in shown)
    if len(text) > length:
        escaped += QUOTE_MORE
    return escaped


def show_path(path):
    """Writes a file's name for a message (see escape_text)."""
    return escape_text(path, SHOWN_PATH_LENGTH)


def quote_text(text):
    """Writes a piece of input for a message in quotes (see escape_text)."""
    return QUOTE_MARK + escape_text(text) + QUOTE_MARK


def parse_square_name(word, board):
    """Reads a square typed by its name: a column letter (either case)
    and a row number counted from 1.

    Parameters: word -- one typed word; board -- the 2D list of pieces
        (for its size).
    Returns: [] when the word is not shaped like a name (a letter, then
        digits); otherwise a pair [move, error] as parse_move gives it.
    """
    letter = word[:1].lower()
    digits = word[1:]
    if not (letter.isascii() and letter.isalpha()) or len(digits) == 0:
        return []
    for character in digits:
        if character not in DIGITS:
            return []
    col = ord(letter) - ord(COLUMN_LETTERS[0])
    # A huge row number is simply off the board (see parse_whole_number).
    row = parse_whole_number(digits) - 1
    if not is_on_board(board, row, col):
        return [[], NAME_OUT_OF_RANGE_MESSAGE.format(
            COLUMN_LETTERS[len(board[0]) - 1], len(board))]
    return [[row, col], ""]


def format_numbered_square(board, move, first_number=0):
    """Writes a square the way a player types it by numbers: 'row col'
    counted from first_number, or just the square's number on a one-row
    board.

    Parameters: board -- the 2D list of pieces (for its shape); move -- the
        [row, col] square; first_number -- the number of the first row
        and column.
    Returns: the square as a string, such as '2 4' or '5'.
    """
    if len(board) == 1:
        return str(move[1] + first_number)
    return SQUARE_FORMAT.format(move[0] + first_number,
                                move[1] + first_number)


def format_square_name(board, move):
    """Writes a square's standard name: its Othello name on a grid (d3),
    its number (1 to 12) on a one-row board.

    Parameters: board -- the 2D list of pieces (for its shape); move --
        the [row, col] square.
    Returns: the name as a string.
    """
    if len(board) == 1:
        return format_numbered_square(board, move,
                                      ONE_ROW_RULES.first_number)
    return SQUARE_NAME_FORMAT.format(COLUMN_LETTERS[move[1]],
                                     move[0] + 1)


def get_board_labels(board, names, first_number):
    """Labels the columns and rows of a board as its squares are written:
    letters across and numbers down from 1 where squares are named (a1
    top left), otherwise numbers from first_number.

    Parameters: board -- the 2D list of pieces (for its shape); names --
        whether squares are named; first_number -- the number of the
        first row and column where they are not.
    Returns: a pair (column labels, row labels), lists of strings.
    """
    if names:
        return ([COLUMN_LETTERS[col] for col in range(len(board[0]))],
                [str(row + 1) for row in range(len(board))])
    return ([str(col + first_number) for col in range(len(board[0]))],
            [str(row + first_number) for row in range(len(board))])


def _parse_numbered_square(text, board, first_number):
    """Reads the square number typed on a one-row board.

    Parameters: text -- the line typed; board -- the one-row board;
        first_number -- the number of the first square.
    Returns: a pair [move, error], as parse_move gives it.
    """
    tokens = text.split()
    number = None
    if len(tokens) == SQUARE_PART_COUNT:
        number = parse_whole_number(tokens[0])
    if number is None:
        return [[], MALFORMED_SQUARE_MESSAGE]
    if not is_on_board(board, 0, number - first_number):
        return [[], SQUARE_OUT_OF_RANGE_MESSAGE.format(
            first_number, len(board[0]) - 1 + first_number)]
    return [[0, number - first_number], ""]


def parse_typed_square(text, board, first_number=0, square_names=False):
    """Reads a typed move of any game: 'row col' on a grid (see PART 1's
    parse_move), one square number on a one-row board, or, where the
    rule set allows it, the square's Othello name. A square number or a
    name is checked to be on the board; a grid's 'row col' is checked
    with the move (see check_rule_move).

    Parameters: text -- the line typed; board -- the 2D list of pieces
        (for its size); first_number -- the number of the first row and
        column; square_names -- whether a square may be typed by its name.
    Returns: a pair [move, error]: the [row, col] square and '', or []
        and the one-line reason the line was refused.
    """
    if len(board) == 1:
        return _parse_numbered_square(text, board, first_number)
    tokens = text.split()
    if square_names and len(tokens) == 1:
        named = parse_square_name(tokens[0], board)
        if len(named) > 0:
            return named
    move = parse_move(text)
    if len(move) == 0 and square_names:
        return [[], MALFORMED_OR_NAME_MESSAGE]
    if len(move) == 0:
        return [[], MALFORMED_HELP_MESSAGE]
    return [[move[0] - first_number, move[1] - first_number], ""]


def check_rule_move(text, board, piece, rules, first_number,
                    square_names=False):
    """Checks a typed line as a move under a rule set: that it names a
    square on the board, then that the move there is legal.

    Parameters: text -- the line typed; board -- the 2D list of pieces;
        piece -- the side moving; rules -- the rule set; first_number --
        the number of the first row and column; square_names -- whether a
        square may be typed by its name (not by default: the ICS 32
        protocol reads numbers only).
    Returns: a pair [move, error]: the legal [row, col] move and '', or []
        and the one-line reason the line was refused.
    """
    parsed = parse_typed_square(text, board, first_number, square_names)
    if parsed[1] != "":
        return parsed
    error = get_move_error(board, parsed[0],
                           get_rule_moves(board, piece, rules))
    if error != "":
        return [[], error]
    return parsed


def parse_position(text, rows, cols):
    """Reads a start position given with --position.

    Parameters: text -- the squares, one character each, row by row (X,
        O, or - . _ for empty), then a space and the side to move (X or
        O); rows, cols -- the board's size.
    Returns: the Position: its board, its side to move and '' when the
        text is good; otherwise no board, EMPTY and the reason.
    """
    parts = text.split(POSITION_SEPARATOR)
    if len(parts) != POSITION_PART_COUNT or parts[1] not in POSITION_PIECES:
        return Position([], EMPTY, POSITION_SIDE_ERROR)
    squares = parts[0]
    if len(squares) != rows * cols:
        return Position([], EMPTY, POSITION_LENGTH_ERROR.format(
            rows * cols, rows, cols, len(squares)))
    board = create_empty_board(rows, cols)
    for index in range(len(squares)):
        character = squares[index]
        if character in POSITION_PIECES:
            board[index // cols][index % cols] = character
        elif character not in POSITION_EMPTY_CHARACTERS:
            return Position([], EMPTY, POSITION_CHARACTER_ERROR.format(
                index + 1, quote_text(character)))
    return Position(board, parts[1], "")


def format_position(board, side):
    """Writes a position as --position reads it.

    Parameters: board -- the 2D list of pieces; side -- the side to move.
    Returns: the text: one character a square, then a space and the side.
    """
    squares = []
    for row in board:
        for cell in row:
            squares.append(cell.replace(EMPTY, POSITION_EMPTY))
    return "".join(squares) + POSITION_SEPARATOR + side


# ======================================================================
# ANALYSIS (--analyze)
# ======================================================================

# --analyze: what it prints. Every value is the final disc difference
# for the side to move (by the game's score): exact when the solver
# reached the end of every line, a bound when only that much is proven
# (the solver ran out of budget, or the evaluating search found a forced
# end of the game), and otherwise the evaluation's estimate, which is
# in discs too.
# The analysis tries the exact solver from ANALYSIS_SOLVE_EMPTIES empty
# squares on (level5 does from fewer, as it has less time); where the
# budget runs out first, the bounds it proved are shown.
ANALYSIS_SOLVE_EMPTIES = 20
# The analysis may take ANALYSIS_THINKS_PER_MOVE times the think time for
# each legal move (solving every move exactly costs several searches),
# and ANALYSIS_LEAST_THINKS times it however few the moves are (a hard
# position with few moves needs as much as an easy one with many).
ANALYSIS_THINKS_PER_MOVE = 3
ANALYSIS_LEAST_THINKS = 15
# How worker processes are started (see analyse_moves_together), and
# the least searching a piece of work must need for them to repay their
# start (see choose_jobs).
WORKER_START = "spawn"
WORKERS_LEAST_SECONDS = 2.0
ANALYSIS_HEADING = ("{} to move: every move's value, the final disc "
                    "difference for {}, best first")
ANALYSIS_LINE = "{:>4}  {}"
ANALYSIS_NO_MOVE = "{} has no legal move."
ANALYSIS_PASS = "{} has no legal move and passes."
ANALYSIS_OVER = "The game is over: X {}, O {}."
VALUE_EXACT = "{} exact"
VALUE_BETWEEN = "{} to {}"
VALUE_AT_LEAST = "at least {}"
VALUE_AT_MOST = "at most {}"
VALUE_ABOUT = "about {}"
VALUE_SIGNED = "{:+d}"
# What is known of a value (see get_value_kind).
VALUE_KIND_EXACT = "exact"
VALUE_KIND_BETWEEN = "between"
VALUE_KIND_AT_LEAST = "at least"
VALUE_KIND_AT_MOST = "at most"
VALUE_KIND_ABOUT = "about"
VALUE_EVEN = "0"


@dataclasses.dataclass
class Opinion:
    """What the analysis thinks of a move: values as final disc
    differences for the side moving."""
    move: list                    # the move as [row, col] (None when not
    # ... wanted)
    lower: int                    # the lowest value proven
    # ... (-INFINITE_SCORE when nothing is)
    upper: int                    # the highest value proven
    # ... (INFINITE_SCORE when nothing is)
    estimate: int                 # the estimate
    key: int                      # what it is sorted by, best first


def create_opinion(valuation, sign, engine):
    """Turns the search's valuation of a move into an opinion: values in
    disc differences for the side moving, whichever way the game is won.

    Parameters: valuation -- from search_every_move (search values, sign
        times the disc difference); sign -- 1 when the most discs win, -1
        when the fewest do; engine -- the Engine (None when the
        move is not wanted).
    Returns: the Opinion (its move is None without an engine).
    """
    lower = valuation.lower
    upper = valuation.upper
    estimate = valuation.estimate
    # The search's best guess of the value, kept inside what is proven.
    key = min(max(estimate, lower), upper)
    if sign < 0:
        lower, upper = -upper, -lower
    move = None
    if engine is not None:
        move = get_bit_square(valuation.move, engine)
    return Opinion(move, lower, upper, sign * key, key)


# The session's memory of analysed positions starts again when it holds
# ANALYSIS_MEMORY_LIMIT of them (a few megabytes).
ANALYSIS_MEMORY_LIMIT = 10000


@dataclasses.dataclass(slots=True)
class Knowledge:
    """What the session's analysis knows of a position (Settings.memory,
    keyed by get_memory_key)."""
    reach: float                  # the think time (or node limit) of the
    # ... longest analysis of it
    opinions: list                # that analysis's opinions, best first
    hint_move: list = None        # the move a hint recommended in it


def get_memory_key(rules, board, own, opponent):
    """Names a position in Settings.memory (side to move's bits first)."""
    return (rules.name, len(board), len(board[0]), own, opponent)


def _find_knowledge(board, piece, rules, settings):
    """Finds what the session's analysis knows of a position.

    Parameters: board -- the 2D list of pieces; piece -- the side to
        move; rules -- the rule set; settings -- the Settings.
    Returns: the Knowledge, or None.
    """
    engine = build_engine(rules, len(board), len(board[0]))
    own, opponent = get_engine_bits(board, piece, engine)
    return settings.memory.get(get_memory_key(rules, board, own, opponent))


def remember_hint(board, piece, rules, settings, move):
    """Notes the move a hint recommended in a position analysed before.

    Parameters: board, piece, rules, settings -- as analyse_moves';
        move -- the [row, col] move.
    Returns: None.
    """
    knowledge = _find_knowledge(board, piece, rules, settings)
    if knowledge is not None:
        knowledge.hint_move = move


def recall_hint(board, piece, rules, settings):
    """Finds the move a hint recommended in a position (None if none).

    Parameters: board, piece, rules, settings -- as analyse_moves'.
    Returns: the [row, col] move, or None.
    """
    knowledge = _find_knowledge(board, piece, rules, settings)
    if knowledge is None:
        return None
    return knowledge.hint_move


def analyse_moves(board, piece, rules, settings, think=None,
                  watch_search=None, only=None):
    """Finds the strongest computer's opinion of every legal move: an
    evaluating search of every move, then, with ANALYSIS_SOLVE_EMPTIES or
    fewer empty squares, the exact solver. --analyze may take
    ANALYSIS_THINKS_PER_MOVE times the think time for each move
    (ANALYSIS_LEAST_THINKS times it at least). The Settings remember the
    answer for the session (not when watched: another thread may cut it
    short), and a position asked again with no more time than before
    gets it back, so hint, analyze and review agree.

    Parameters: board -- the 2D list of pieces; piece -- the side to
        move; rules -- the rule set; settings -- the Settings;
        think -- the seconds the whole analysis may take (None: as
        --analyze; the Settings' node_limit, when set, bounds the whole
        analysis instead); watch_search -- None, or a function called with each
        search state the analysis starts, so that another thread can end
        the search early (see stop_search); only -- None, or the [row,
        col] moves to value, the others left out (a worker's share: see
        analyse_moves_together; it is not remembered).
    Returns: the opinions (see create_opinion), best first; [] when the
        side has no legal move.
    """
    engine = build_engine(rules, len(board), len(board[0]))
    own, opponent = get_engine_bits(board, piece, engine)
    moves = engine.find_moves(own, opponent, engine)
    if only is not None:
        moves &= sum(get_square_bit(row, col, engine) for row, col in only)
    if think is None:
        think = settings.think * max(
            ANALYSIS_THINKS_PER_MOVE * moves.bit_count(),
            ANALYSIS_LEAST_THINKS)
    # A position analysed before in the session, as long or longer, gets
    # that answer again (the deeper one).
    key = get_memory_key(rules, board, own, opponent)
    reach = think if settings.node_limit is None else settings.node_limit
    known = settings.memory.get(key)
    if known is not None and known.reach >= reach and only is None:
        return list(known.opinions)
    remembered = watch_search is None and only is None
    budget = create_search_budget(engine, own, opponent, STRONGEST_PLAYER,
                                  settings, think, ANALYSIS_SOLVE_EMPTIES)
    state = budget.state
    if watch_search is None:
        watch_search = ignore_search
    watch_search(state)
    valuations = search_every_move(own, opponent, budget.max_depth,
                                   state, moves)
    if budget.solving:
        solver_state = create_solver_state(budget, think)
        watch_search(solver_state)
        solve_every_move(own, opponent, valuations, solver_state)
    opinions = [create_opinion(valuation, state.sign, engine)
                for valuation in valuations]
    opinions.sort(key=lambda opinion: opinion.key, reverse=True)
    # Work another thread may have cut short is not remembered.
    if remembered:
        if len(settings.memory) >= ANALYSIS_MEMORY_LIMIT:
            settings.memory.clear()
        hint_move = None if known is None else known.hint_move
        settings.memory[key] = Knowledge(reach, list(opinions), hint_move)
    return opinions


def ignore_interrupts():
    """Leaves Ctrl-C to the program in a worker process: the program
    then stops every worker at once (see analyse_moves_together).

    Parameters: none.
    Returns: None.
    """
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _analyse_in_worker(work):
    """Analyses some moves in a worker (work: analyse_moves' arguments)."""
    return analyse_moves(*work)


def analyse_moves_together(board, piece, rules, settings, jobs):
    """Analyses every legal move as analyse_moves does, the moves shared
    among jobs worker processes (started by WORKER_START, safe beside
    threads; each with a copy of the settings and a transposition table
    of at most TABLE_LIMIT positions). Each move gets the time it would
    get in one process, so the analysis ends sooner, and exact values
    are the same; estimates may differ a little, as each process keeps
    its own table. Leaving early (Ctrl-C) stops every worker at once.

    Parameters: board, piece, rules, settings -- as analyse_moves';
        jobs -- how many processes may work at once (1: this one).
    Returns: the opinions, best first ([] when the side has no move).
    """
    moves = get_rule_moves(board, piece, rules)
    if jobs <= 1 or len(moves) <= 1:
        return analyse_moves(board, piece, rules, settings)
    think = settings.think * max(ANALYSIS_THINKS_PER_MOVE * len(moves),
                                 ANALYSIS_LEAST_THINKS)
    # The session's memory, as analyse_moves reads and keeps it.
    engine = build_engine(rules, len(board), len(board[0]))
    own, opponent = get_engine_bits(board, piece, engine)
    key = get_memory_key(rules, board, own, opponent)
    reach = think if settings.node_limit is None else settings.node_limit
    known = settings.memory.get(key)
    if known is not None and known.reach >= reach:
        return list(known.opinions)
    groups = [moves[first::jobs] for first in range(min(jobs, len(moves)))]
    lent = dataclasses.replace(settings, memory={})
    context = multiprocessing.get_context(WORKER_START)
    with context.Pool(len(groups), ignore_interrupts) as pool:
        parts = pool.map(_analyse_in_worker, [
            (board, piece, rules, lent, think * len(group) / len(moves),
             None, group) for group in groups])
    opinions = [opinion for part in parts for opinion in part]
    opinions.sort(key=lambda opinion: opinion.key, reverse=True)
    hint_move = None if known is None else known.hint_move
    settings.memory[key] = Knowledge(reach, list(opinions), hint_move)
    return opinions


def ignore_search(state):
    """Watches a search by doing nothing (analyse_moves' default).

    Parameters: state -- the SearchState.
    Returns: None.
    """


def stop_search(state):
    """Makes a search under way stop at its next position (any thread)."""
    state.node_limit = 0


def format_disc_value(value):
    """Writes a disc difference with its sign, or 0 for an even game.

    Parameters: value -- the difference, an int.
    Returns: the text, such as '+6', '-2' or '0'.
    """
    if value == 0:
        return VALUE_EVEN
    return VALUE_SIGNED.format(value)


def is_exact_opinion(opinion):
    """Tells whether an Opinion's value is known exactly."""
    return opinion.lower == opinion.upper


def get_value_kind(opinion):
    """Finds what is known of a move's value: exact, between two proven
    bounds, at least or at most a proven bound, or only an estimate.

    Parameters: opinion -- the opinion (see create_opinion).
    Returns: VALUE_KIND_EXACT, VALUE_KIND_BETWEEN, VALUE_KIND_AT_LEAST,
        VALUE_KIND_AT_MOST or VALUE_KIND_ABOUT.
    """
    lower = opinion.lower
    upper = opinion.upper
    if lower == upper:
        return VALUE_KIND_EXACT
    if lower > -INFINITE_SCORE and upper < INFINITE_SCORE:
        return VALUE_KIND_BETWEEN
    if lower > -INFINITE_SCORE:
        return VALUE_KIND_AT_LEAST
    if upper < INFINITE_SCORE:
        return VALUE_KIND_AT_MOST
    return VALUE_KIND_ABOUT


def format_opinion_value(opinion):
    """Writes what is known of a move's value, labelled by its kind (see
    get_value_kind; a bound is never written as the value itself).

    Parameters: opinion -- the opinion (see create_opinion).
    Returns: the text, such as '+6 exact', 'at least +10' or 'about -2'.
    """
    kind = get_value_kind(opinion)
    lower = format_disc_value(opinion.lower)
    upper = format_disc_value(opinion.upper)
    if kind == VALUE_KIND_EXACT:
        return VALUE_EXACT.format(lower)
    if kind == VALUE_KIND_BETWEEN:
        return VALUE_BETWEEN.format(lower, upper)
    if kind == VALUE_KIND_AT_LEAST:
        return VALUE_AT_LEAST.format(lower)
    if kind == VALUE_KIND_AT_MOST:
        return VALUE_AT_MOST.format(upper)
    return VALUE_ABOUT.format(format_disc_value(
        round(opinion.estimate)))


def format_search_value(value, exact, sign):
    """Writes the value of an analysis's best move, with its label (as
    format_opinion_value labels it; see analyse_position).

    Parameters: value -- the analysis's value (the solver's, or the
        evaluating search's); exact -- whether the solver found it; sign
        -- 1 when the most discs win, -1 when the fewest do.
    Returns: the text, such as '+6 exact', 'at least +10' or 'about -2'.
    """
    valuation = get_search_valuation(0, value)
    if exact:
        valuation = Valuation(0, value, value, value)
    return format_opinion_value(create_opinion(valuation, sign, None))


def format_analysis(board, piece, opinions, write_square=None):
    """Writes what --analyze prints (and the word analyze).

    Parameters: board -- the 2D list of pieces (for its shape); piece --
        the side to move; opinions -- from analyse_moves; write_square --
        the function (board, move) -> the square as the game writes it
        (None: the square's name).
    Returns: the lines as one string, joined by newlines (none at the end).
    """
    if write_square is None:
        write_square = format_square_name
    if len(opinions) == 0:
        return ANALYSIS_NO_MOVE.format(piece)
    lines = [ANALYSIS_HEADING.format(piece, piece)]
    for opinion in opinions:
        lines.append(ANALYSIS_LINE.format(
            write_square(board, opinion.move),
            format_opinion_value(opinion)))
    return "\n".join(lines)


def format_position_analysis(board, piece_due, rules, settings, jobs=1):
    """Writes what --analyze prints for a position: the opinions of the
    moves of the side that moves next (saying so when the side due must
    pass first), or the score when the game is over.

    Parameters: board -- the 2D list of pieces; piece_due -- the side
        whose turn it is; rules -- the rule set; settings -- the settings
        table; jobs -- how many processes may analyse at once.
    Returns: the lines as one string, joined by newlines (none at the end).
    """
    side = get_side_to_move(board, piece_due, rules)
    if side == EMPTY:
        scores = get_final_scores(board, rules, settings.win)
        return ANALYSIS_OVER.format(scores[PLAYER_PIECE],
                                    scores[COMPUTER_PIECE])
    lines = []
    if side != piece_due:
        lines.append(ANALYSIS_PASS.format(piece_due))
    lines.append(format_analysis(board, side, analyse_moves_together(
        board, side, rules, settings, jobs)))
    return "\n".join(lines)




# ======================================================================
# GAME RECORDS (--record, save, --load)
# ======================================================================

# A game record is a small text file in the style of a chess PGN: tag
# lines [Name "value"], a blank line, then the moves by their standard
# names (pass for a pass), MOVES_PER_LINE to a line. Result is the final
# score, X's count first, or * while the game is unfinished. Position is
# written only for a game that did not start from the usual position.
TAG_RULES = "Rules"
TAG_SIZE = "Size"
TAG_FIRST = "First"
TAG_START = "Start"
TAG_WIN = "Win"
TAG_SEED = "Seed"
TAG_POSITION = "Position"
TAG_RESULT = "Result"
# The moves again as one move string, for programs that read those; on
# loading it must agree with the moves.
TAG_MOVE_STRING = "Moves"
MOVE_STRING_TAG_ERROR = "the Moves tag does not match the moves"
RECORD_TAGS = [TAG_RULES, TAG_SIZE, TAG_FIRST, TAG_START, TAG_WIN,
               PLAYER_PIECE, COMPUTER_PIECE, TAG_SEED, TAG_POSITION,
               TAG_MOVE_STRING, TAG_RESULT]
TAG_FORMAT = "[{} \"{}\"]"
TAG_OPEN = "["
TAG_PATTERN = r'\[([A-Za-z]+) "([^"]*)"\]'
TAG_NAME_GROUP = 1
TAG_VALUE_GROUP = 2
# A record is read whole, so only a regular file of at most this many
# bytes is read; its lines end at \n, \r\n or \r (and nowhere else).
MAX_RECORD_BYTES = 1 << 20
RECORD_LINE_ENDS = r"\r\n|\r|\n"
RECORD_TEXT_ENCODING = "utf-8-sig"
SIZE_FORMAT = "{}x{}"
SIZE_SEPARATOR = "x"
SIZE_PART_COUNT = 2
RESULT_FORMAT = "{}-{}"
UNFINISHED_RESULT = "*"
MOVES_PER_LINE = 10
RECORD_ENCODING = "utf-8"
# A save first writes a new file of a random name beside the file it
# saves, .NAME.RANDOM.part, created only if no such name exists (so no
# planted link or file is written through); it is flushed to the disk
# and then renamed over NAME. One left behind by a save that was cut
# off (the program killed) is removed when NAME is saved again. A new
# file gets the permissions the umask leaves of NEW_FILE_MODE; a file
# saved again keeps its own.
TEMPORARY_PREFIX = "."
TEMPORARY_SEPARATOR = "."
TEMPORARY_SUFFIX = ".part"
TEMPORARY_RANDOM_PATTERN = r"[A-Za-z0-9_]+"
NEW_FILE_MODE = 0o666
PERMISSION_BITS = 0o7777

# What a record's tags may look like (see check_record_tags).
SEED_PATTERN = r"[+-]?[0-9]{1,40}"
RESULT_PATTERN = r"[0-9]{1,3}-[0-9]{1,3}"


@dataclasses.dataclass
class RecordFile:
    """A record file as _read_record_file reads it: its form checked, not
    yet its tags' values or its moves."""
    tags: dict           # {name: [value, line number]}
    moves: list          # the moves as [word, line number] pairs


@dataclasses.dataclass
class LoadedGame:
    """A game read from a record or a move string (see load_game), or
    the moves a move string plays (see replay_move_string). While error
    is not '', the other fields may be left at their defaults."""
    rules: object = None          # the Rules (None when not read)
    first: str = EMPTY            # the side that moves first
    top_left: str = EMPTY         # the top-left piece of the centre four
    win: str = WIN_MOST           # WIN_MOST or WIN_FEWEST
    player_names: dict = dataclasses.field(default_factory=dict)
    # ... {piece: HUMAN or a computer's name}
    seed: object = None           # the seed (a whole number) or None
    start: list = dataclasses.field(default_factory=list)
    # ... the position the game starts from (it gives the size)
    history: list = dataclasses.field(default_factory=list)
    # ... the [piece, move] entries played (move [] for a pass)
    board: list = dataclasses.field(default_factory=list)
    # ... the position the moves lead to
    error: str = ""               # why it cannot be used ('' when it can)


# What the player is told, and why a record cannot be used.
SAVE_USAGE_MESSAGE = "Type save and a file name (for example: save game.txt)."
SAVED_MESSAGE = "Saved the game to {}."
NOT_SAVED_MESSAGE = "Could not save the game to {}: {}."
# save writes over a file only when it is the game's own (see
# check_file_to_replace); save! writes over anything.
OTHER_GAME_ERROR = "holds another game"
NOT_A_RECORD_ERROR = "is not a game record"
NOT_REPLACED_MESSAGE = "Not saved: {} {} (save! {} replaces it)."
RECORD_WRITE_ERROR = "--record {}: cannot be written: {}"
RECORD_ERROR = "{}: {}"
RECORD_LINE_ERROR = "{}: line {}: {}"
RECORD_READ_ERROR = "cannot be read: {}"
RECORD_TEXT_ERROR = "not a game record (it is not text)"
RECORD_SIZE_ERROR = "not a game record (it is over {} bytes)"
NOT_A_FILE_ERROR = "not a regular file"
NOT_ASCII_NAME_ERROR = "give a file name of plain ASCII characters"
RECORD_TAG_ERROR = "a tag is written [Name \"value\"]"
RECORD_UNKNOWN_TAG = "unknown tag {}"
RECORD_REPEATED_TAG = "the tag {} is given twice"
RECORD_VALUE_ERROR = "{} cannot be {}"
RECORD_TAG_AFTER_MOVES = "a tag after the moves"
RECORD_MOVE_ERROR = "{} is not a move here: {}"
RECORD_PASS_ERROR = "{} may not pass: it has a legal move"
RECORD_MUST_PASS = "{} has no legal move here: the record must say pass"
RECORD_OVER_ERROR = "the game is already over at {}"

# Move strings: an Othello game's moves run together (f5d6c3d3c4), as
# Othello sites, Edax, Egaroucid and WZebra read and write them: either
# case, spaces allowed, passes written pass or left out (a side with no
# move passes by itself). A file with no tags is one; --moves gives one.
# A refused move is named by its place in the string and the rules'
# reason (the format skips the word, which the place already names).
MOVE_STRING_TOKEN = r"pass|[a-p](?:1[0-6]|[1-9])"
MOVE_STRING_SHOWN = 10
MOVE_STRING_ERROR = "move {} ({}): {}"
MOVE_STRING_SQUARE_ERROR = "{1}"
MOVE_STRING_TEXT_ERROR = "move {}: {} is not a square's name or pass"
NEWLINE = "\n"
LOAD_OPTIONS_ERROR = ("--load takes the game from the record: {} does not "
                      "apply")


def format_move_string(board, history):
    """Writes [piece, move] entries as a move string, passes left out."""
    return "".join([format_square_name(board, entry[1])
                    for entry in history if len(entry[1]) > 0])


def format_record(game, start, history, finished):
    """Writes a game's record.

    Parameters: game -- the Game; start -- the 2D list of pieces the
        game started from; history -- the [piece, move] entries played;
        finished -- the final 2D board when the game is over, or [] while
        it is not.
    Returns: the record's text, ending in a newline.
    """
    rules = game.rules
    rows = len(start)
    cols = len(start[0])
    tags = [[TAG_RULES, rules.name],
            [TAG_SIZE, SIZE_FORMAT.format(rows, cols)],
            [TAG_FIRST, game.first], [TAG_START, game.top_left],
            [TAG_WIN, game.win],
            [PLAYER_PIECE, game.player_names[PLAYER_PIECE]],
            [COMPUTER_PIECE, game.player_names[COMPUTER_PIECE]]]
    if game.seed is not None:
        tags.append([TAG_SEED, game.seed])
    if start != create_start_board(rows, cols, game.top_left,
                                    rules):
        tags.append([TAG_POSITION, format_position(start, game.first)])
    if rules.square_names:
        tags.append([TAG_MOVE_STRING, format_move_string(start, history)])
    result = UNFINISHED_RESULT
    if len(finished) > 0:
        scores = get_final_scores(finished, rules, game.win)
        result = RESULT_FORMAT.format(scores[PLAYER_PIECE],
                                      scores[COMPUTER_PIECE])
    tags.append([TAG_RESULT, result])
    lines = [TAG_FORMAT.format(tag[0], tag[1]) for tag in tags]
    lines.append("")
    words = []
    for entry in history:
        if len(entry[1]) == 0:
            words.append(PASS_WORD)
        else:
            words.append(format_square_name(start, entry[1]))
    for first in range(0, len(words), MOVES_PER_LINE):
        lines.append(POSITION_SEPARATOR.join(
            words[first:first + MOVES_PER_LINE]))
    return "\n".join(lines) + "\n"


def write_record_file(path, text):
    """Writes a record to a file so that the file is never left
    half-written and nothing else is written through it: into a new
    temporary file beside it (see TEMPORARY_PREFIX), flushed to the disk,
    then renamed over it. The temporary files that saves of the same file
    left behind when they were cut off are removed first.

    Parameters: path -- the file's name; text -- the record.
    Returns: '' when it was written, otherwise the reason it was not.
    """
    # Renaming over a link or a device would replace it, not write to it.
    if os.path.lexists(path) and (os.path.islink(path)
                                  or not os.path.isfile(path)):
        return NOT_A_FILE_ERROR
    folder, name = os.path.split(os.path.abspath(path))
    _remove_stale_temporaries(folder, name)
    temporary = None
    try:
        mode = NEW_FILE_MODE & ~_get_umask()
        if os.path.isfile(path):
            mode = os.stat(path).st_mode & PERMISSION_BITS
        handle, temporary = tempfile.mkstemp(
            prefix=TEMPORARY_PREFIX + name + TEMPORARY_SEPARATOR,
            suffix=TEMPORARY_SUFFIX, dir=folder)
        with os.fdopen(handle, "w", encoding=RECORD_ENCODING) as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        os.chmod(temporary, mode)
        os.replace(temporary, path)
    except (OSError, ValueError) as problem:
        if temporary is not None and os.path.lexists(temporary):
            os.remove(temporary)
        return str(getattr(problem, "strerror", None) or problem)
    return ""


def _get_umask():
    """Reads the process's umask, which can only be read by setting it.

    Parameters: none.
    Returns: the umask (the permission bits a new file does not get).
    """
    umask = os.umask(0)
    os.umask(umask)
    return umask


def _remove_stale_temporaries(folder, name):
    """Removes the temporary files that saves of a file left behind when
    they were cut off (see TEMPORARY_PREFIX); what is not a plain file of
    that name's pattern is left alone.

    Parameters: folder -- the folder the file is in; name -- its name.
    Returns: None.
    """
    pattern = (re.escape(TEMPORARY_PREFIX + name + TEMPORARY_SEPARATOR)
               + TEMPORARY_RANDOM_PATTERN + re.escape(TEMPORARY_SUFFIX))
    try:
        entries = os.listdir(folder)
    except OSError:
        return
    for entry in entries:
        found = os.path.join(folder, entry)
        if re.fullmatch(pattern, entry) and os.path.isfile(found) and not \
                os.path.islink(found):
            try:
                os.remove(found)
            except OSError:
                pass


def format_state_record(state):
    """Writes the record of a game under way, with its result once it is
    over.

    Parameters: state -- the GameState.
    Returns: the record's text (see format_record).
    """
    finished = []
    if is_rule_game_over(state.board, state.due, state.game.rules):
        finished = state.board
    return format_record(state.game, state.start,
                         state.history, finished)


def keep_record(state):
    """Rewrites the --record file after a turn (the after-turn step of a
    game that keeps a record).

    Parameters: state -- the GameState (its game's record_path).
    Returns: '' when it was written, otherwise the line to show the
        player.
    """
    path = state.game.record_path
    reason = write_record_file(path, format_state_record(state))
    if reason == "":
        state.saved_history = list(state.history)
        return ""
    return NOT_SAVED_MESSAGE.format(show_path(path), reason)


def _read_record_file(path):
    """Reads a record file into its tags and moves, checking its form
    (not yet its moves).

    Parameters: path -- the file's name.
    Returns: a pair [record, error]: the RecordFile and '' when the
        file is a record; otherwise None and the message to print (naming
        the file, and the line where there is one).
    """
    shown = show_path(path)
    try:
        # Opened without waiting (a pipe with no writer would wait for
        # ever), then read only if it is a regular file.
        handle = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        if not stat.S_ISREG(os.fstat(handle).st_mode):
            os.close(handle)
            return [None, RECORD_ERROR.format(shown, NOT_A_FILE_ERROR)]
        with os.fdopen(handle, "rb") as file:
            data = file.read(MAX_RECORD_BYTES + 1)
        if len(data) > MAX_RECORD_BYTES:
            return [None, RECORD_ERROR.format(
                shown, RECORD_SIZE_ERROR.format(MAX_RECORD_BYTES))]
        text = data.decode(RECORD_TEXT_ENCODING)
    except OSError as problem:
        return [None, RECORD_ERROR.format(shown, RECORD_READ_ERROR.format(
            problem.strerror or problem))]
    except UnicodeDecodeError:
        return [None, RECORD_ERROR.format(shown, RECORD_TEXT_ERROR)]
    tags = {}
    moves = []
    lines = re.split(RECORD_LINE_ENDS, text)
    for number in range(1, len(lines) + 1):
        line = lines[number - 1].strip()
        if line.startswith(TAG_OPEN):
            found = re.fullmatch(TAG_PATTERN, line)
            problem = ""
            if found is None:
                problem = RECORD_TAG_ERROR
            elif len(moves) > 0:
                problem = RECORD_TAG_AFTER_MOVES
            elif found.group(TAG_NAME_GROUP) not in RECORD_TAGS:
                problem = RECORD_UNKNOWN_TAG.format(
                    quote_text(found.group(TAG_NAME_GROUP)))
            elif found.group(TAG_NAME_GROUP) in tags:
                problem = RECORD_REPEATED_TAG.format(
                    found.group(TAG_NAME_GROUP))
            if problem != "":
                return [None, RECORD_LINE_ERROR.format(shown, number,
                                                       problem)]
            tags[found.group(TAG_NAME_GROUP)] = [
                found.group(TAG_VALUE_GROUP), number]
        else:
            for word in line.split():
                moves.append([word, number])
    return [RecordFile(tags, moves), ""]


def get_tag(record, tag, default):
    """Finds a tag's value in a loaded record.

    Parameters: record -- the RecordFile; tag -- the tag's name;
        default -- the value when the record does not give it.
    Returns: the value (a string), or default.
    """
    found = record.tags.get(tag)
    if found is None:
        return default
    return found[0]


def check_record_tags(record, path):
    """Checks a record's tags and reads the game from them.

    Parameters: record -- the RecordFile; path -- the file's name (for
        messages).
    Returns: the LoadedGame of the tags (its rules, first, top_left,
        win, player_names, seed and start; no moves yet), with error ''
        when every tag is good; otherwise only the error: the message
        naming the file, the tag's line and the reason.
    """
    tags = record.tags
    problems = []
    rules_name = get_tag(record, TAG_RULES, UMBC_RULES_NAME)
    if rules_name not in RULE_SETS:
        problems.append(TAG_RULES)
        rules = UMBC_RULES
    else:
        rules = RULE_SETS[rules_name]
    size = get_tag(record, TAG_SIZE, SIZE_FORMAT.format(rules.rows,
                                                        rules.cols))
    sides = [parse_whole_number(part) for part in size.split(SIZE_SEPARATOR)]
    if rules.size_fixed:
        good_size = sides == [rules.rows, rules.cols]
    else:
        good_size = (len(sides) == SIZE_PART_COUNT
                     and is_valid_board_side(sides[0])
                     and is_valid_board_side(sides[1]))
    if not good_size:
        problems.append(TAG_SIZE)
        sides = [rules.rows, rules.cols]
    pieces = []
    for tag, default in [[TAG_FIRST, PLAYER_PIECE],
                         [TAG_START, rules.top_left]]:
        piece = get_tag(record, tag, default)
        if piece not in POSITION_PIECES:
            problems.append(tag)
        pieces.append(piece)
    win = get_tag(record, TAG_WIN, WIN_MOST)
    if win not in WIN_CHOICES:
        problems.append(TAG_WIN)
    players = []
    for piece in POSITION_PIECES:
        default = HUMAN
        if piece == COMPUTER_PIECE:
            default = rules.o_player
        player = get_tag(record, piece, default)
        if player not in PLAYER_KINDS:
            problems.append(piece)
        players.append(player)
    seed = get_tag(record, TAG_SEED, None)
    if seed is not None and re.fullmatch(SEED_PATTERN, seed) is None:
        problems.append(TAG_SEED)
    start = create_start_board(sides[0], sides[1], pieces[1], rules)
    position = get_tag(record, TAG_POSITION, None)
    if position is not None:
        parsed = parse_position(position, sides[0], sides[1])
        if parsed.error != "":
            problems.append(TAG_POSITION)
        elif TAG_FIRST not in tags:
            pieces[0] = parsed.side
        elif parsed.side != pieces[0]:
            problems.append(TAG_FIRST)
        start = parsed.board
    result = get_tag(record, TAG_RESULT, UNFINISHED_RESULT)
    if result != UNFINISHED_RESULT and re.fullmatch(RESULT_PATTERN,
                                                     result) is None:
        problems.append(TAG_RESULT)
    if len(problems) > 0:
        tag = problems[0]
        return LoadedGame(error=RECORD_LINE_ERROR.format(
            show_path(path), tags[tag][1], RECORD_VALUE_ERROR.format(
                tag, quote_text(tags[tag][0]))))
    if seed is not None:
        seed = int(seed)
    return LoadedGame(rules, pieces[0], pieces[1], win,
                      {PLAYER_PIECE: players[0], COMPUTER_PIECE: players[1]},
                      seed, start)


def check_recorded_word(board, due, word, rules, square_error):
    """Checks one move of a record or a move string, a square's name or
    pass, for the side due.

    Parameters: board -- the 2D list of pieces (not changed); due -- the
        side whose turn it is; word -- the move as written; rules -- the
        rule set; square_error -- how to say that a square is refused,
        a format of the word and the rules' reason.
    Returns: a pair [move, problem]: the [row, col] move ([] for a pass)
        and '' when it is legal; otherwise [] and the reason.
    """
    side = get_side_to_move(board, due, rules)
    if side == EMPTY:
        return [[], RECORD_OVER_ERROR.format(escape_text(word))]
    if word.lower() == PASS_WORD:
        if side == due:
            return [[], RECORD_PASS_ERROR.format(due)]
        return [[], ""]
    if side != due:
        return [[], RECORD_MUST_PASS.format(due)]
    checked = check_rule_move(word, board, due, rules,
                              rules.first_number, True)
    if checked[1] != "":
        return [[], square_error.format(escape_text(word), checked[1])]
    return checked


def _replay_record(record, path, start, first, rules):
    """Plays a loaded record's moves, checking each against the rules.

    Parameters: record -- the RecordFile; path -- the file's name (for
        messages); start -- the 2D board the game starts from; first --
        the side that moves first; rules -- the rule set.
    Returns: a LoadedGame of the moves alone: its board (the position
        after the moves), its history (the [piece, move] entries played)
        and error '' when every move is legal; otherwise only the error:
        the message naming the file, the line and the reason.
    """
    board = copy_board(start)
    history = []
    due = first
    for word, number in record.moves:
        checked = check_recorded_word(board, due, word, rules,
                                      RECORD_MOVE_ERROR)
        move = checked[0]
        if checked[1] != "":
            return LoadedGame(error=RECORD_LINE_ERROR.format(
                show_path(path), number, checked[1]))
        if len(move) > 0:
            apply_rule_move(board, move[0], move[1], due, rules)
        history.append([due, move])
        due = get_opponent(due)
    return LoadedGame(board=board, history=history)


def _split_move_string(text):
    """Splits a move string into its moves: squares' names (either case)
    and passes, run together or spaced.

    Parameters: text -- the move string.
    Returns: a pair [words, rest]: the moves in lower case, and '' when
        the whole text is moves; otherwise the moves before the first
        text that is not one, and that text (at most MOVE_STRING_SHOWN
        characters of it).
    """
    squeezed = "".join(text.split())
    squeezed = squeezed.lower()
    words = []
    position = 0
    while position < len(squeezed):
        found = re.match(MOVE_STRING_TOKEN, squeezed[position:])
        if found is None:
            return [words, squeezed[position:position + MOVE_STRING_SHOWN]]
        words.append(found.group(0))
        position += len(found.group(0))
    return [words, ""]


def replay_move_string(text, start, first, rules):
    """Plays a move string from a position, checking every move; a side
    with no legal move passes by itself when the string leaves its pass
    out.

    Parameters: text -- the move string; start -- the 2D list of pieces
        (not changed); first -- the side to move there; rules -- the rule
        set.
    Returns: a LoadedGame of the moves alone: its board (the position
        after the moves), its history (the [piece, move] entries played)
        and error '' when every move is legal; otherwise only the error,
        'move N (word): reason', N counting the string's moves from 1.
    """
    split = _split_move_string(text)
    words = split[0]
    board = copy_board(start)
    history = []
    due = first
    for number in range(1, len(words) + 1):
        word = words[number - 1]
        side = get_side_to_move(board, due, rules)
        if word != PASS_WORD and side not in [due, EMPTY]:
            history.append([due, []])
            due = side
        checked = check_recorded_word(board, due, word, rules,
                                      MOVE_STRING_SQUARE_ERROR)
        if checked[1] != "":
            return LoadedGame(error=MOVE_STRING_ERROR.format(
                number, word, checked[1]))
        move = checked[0]
        if len(move) > 0:
            apply_rule_move(board, move[0], move[1], due,
                            rules)
        history.append([due, move])
        due = get_opponent(due)
    if split[1] != "":
        return LoadedGame(error=MOVE_STRING_TEXT_ERROR.format(
            len(words) + 1, quote_text(split[1])))
    return LoadedGame(board=board, history=history)


def check_file_to_replace(path, state):
    """Tells whether save may write a file: when no file is there yet
    (a folder or device is left to the write, which says why it
    cannot), when it is empty, or when it is this game's own (one it
    saved, its --record file or the record it was loaded from). Any
    other file, even a record of a game with the same moves so far, is
    another game's.

    Parameters: path -- the file's name; state -- the GameState.
    Returns: '' when the file may be written; otherwise why not
        (OTHER_GAME_ERROR or NOT_A_RECORD_ERROR).
    """
    if (not os.path.isfile(path) or os.path.getsize(path) == 0
            or os.path.realpath(path) in state.own_files):
        return ""
    if load_game(path).error != "":
        return NOT_A_RECORD_ERROR
    return OTHER_GAME_ERROR


def load_move_string(text, source):
    """Reads a move string as a standard game from the usual start.

    Parameters: text -- the move string; source -- where it came from
        (a file's name), for the message.
    Returns: the LoadedGame, as load_game's.
    """
    standard = RecordFile({TAG_RULES: [STANDARD_RULES_NAME, 0]}, [])
    loaded = check_record_tags(standard, source)
    replayed = replay_move_string(text, loaded.start, loaded.first,
                                  loaded.rules)
    loaded.board = replayed.board
    loaded.history = replayed.history
    if replayed.error != "":
        loaded.error = RECORD_ERROR.format(show_path(source),
                                           replayed.error)
    return loaded


def load_game(path):
    """Reads a --load record, checks its tags and replays its moves. A
    file with no tags is read as a move string of a standard game.

    Parameters: path -- the record file's name.
    Returns: the LoadedGame, whose error is '' when the record can be
        used, and otherwise the message to print (the other fields then
        left at their defaults).
    """
    read = _read_record_file(path)
    if read[1] != "":
        return LoadedGame(error=read[1])
    record = read[0]
    if len(record.tags) == 0:
        return load_move_string(SPACE.join(
            [entry[0] for entry in record.moves]), path)
    loaded = check_record_tags(record, path)
    if loaded.error != "":
        return loaded
    replayed = _replay_record(record, path, loaded.start, loaded.first,
                             loaded.rules)
    loaded.error = replayed.error
    loaded.board = replayed.board
    loaded.history = replayed.history
    tag = record.tags.get(TAG_MOVE_STRING)
    if (loaded.error == "" and tag is not None
            and tag[0] != format_move_string(loaded.start, loaded.history)):
        loaded.error = RECORD_LINE_ERROR.format(
            show_path(path), tag[1], MOVE_STRING_TAG_ERROR)
    return loaded



# ======================================================================
# REVIEW (review, --review: every move of a game judged)
# ======================================================================

# A review goes through a game move by move, for both sides. Each move
# is valued with every other legal move of its position by the analysis
# (analyse_moves, in the think time), and what the move played loses
# against the best one, in discs, marks it: REVIEW_INACCURACY discs or
# more is an inaccuracy, REVIEW_MISTAKE a mistake, REVIEW_BLUNDER a
# blunder. (An estimate is often a few discs off, so smaller losses are
# not marked.) Values are exact where the solver reached the end; a
# loss is then exact too, and otherwise said to be about so much.
REVIEW_INACCURACY = 4
REVIEW_MISTAKE = 8
REVIEW_BLUNDER = 16
MARK_NAMES = ["inaccuracy", "mistake", "blunder"]
MARK_PHRASES = ["an inaccuracy", "a mistake", "a blunder"]
MARK_PLURALS = ["inaccuracies", "mistakes", "blunders"]
REVIEW_HEADING = ("Review: each move against the best one, values in discs "
                  "for the side moving.")
REVIEW_MOVE = "{:>3}. {} {:<4} {}"
REVIEW_PASS = "pass"
REVIEW_ONLY_MOVE = "the only move"
REVIEW_BEST = "{}, the best move"
REVIEW_WORSE = "{}; best {} {}: {} lost"
# A move a hint recommended, that a deeper analysis (analyze's, for one)
# finds worse than another.
REVIEW_HINT_OVERRULED = ("{}, the hint's move; a deeper search finds {} "
                         "{} better: {} lost")
REVIEW_LOSS = "{} {}"
DISC_WORD = "disc"
DISCS_WORD = "discs"
REVIEW_MARKED = "{}, {}"
REVIEW_SUMMARY = "{}: {}; {} lost in all."
REVIEW_COUNT = "{} {}"
REVIEW_COUNT_SEPARATOR = ", "
REVIEW_NO_MOVES = "There is no move to review yet."


@dataclasses.dataclass
class JudgedMove:
    """What _judge_move finds of a move (opinions as create_opinion's)."""
    played: Opinion      # the opinion of the move played
    best: Opinion        # the opinion of the best move
    lost: int            # the discs the move loses against the best one
    exact: bool          # whether the loss is exact
    hinted: bool = False  # whether a hint recommended it (its loss then
    # ... comes from a deeper analysis than the hint's: see Knowledge)


@dataclasses.dataclass
class ReviewTally:
    """What review_game counts of a side."""
    marks: list          # moves earning each mark, in MARK_NAMES' order
    lost: int            # the discs lost in all


def get_review_mark(lost):
    """Finds the mark a move earns by what it loses.

    Parameters: lost -- the discs the move loses against the best one.
    Returns: the index of its mark in MARK_NAMES, or -1 for none.
    """
    marks = -1
    for threshold in [REVIEW_INACCURACY, REVIEW_MISTAKE, REVIEW_BLUNDER]:
        if lost >= threshold:
            marks += 1
    return marks


def count_discs(number):
    """Writes a number of discs, such as '1 disc' or '6 discs'."""
    return REVIEW_LOSS.format(number, DISC_WORD if number == 1
                              else DISCS_WORD)


def _judge_move(board, piece, move, rules, settings):
    """Judges one move: its value and the best move's, in discs for the
    side moving, and what it loses.

    Parameters: board -- the position before the move; piece -- the side
        moving; move -- the [row, col] move played (legal); rules -- the
        rule set; settings -- the Settings (its think time bounds
        the analysis).
    Returns: None when the move was the only one; otherwise the
        JudgedMove.
    """
    if len(get_rule_moves(board, piece, rules)) == 1:
        return None
    opinions = analyse_moves(board, piece, rules, settings,
                             settings.think)
    best = opinions[0]
    played = [opinion for opinion in opinions
              if opinion.move == move][0]
    exact = is_exact_opinion(best) and is_exact_opinion(played)
    hinted = recall_hint(board, piece, rules, settings) == move
    return JudgedMove(played, best, best.key - played.key, exact, hinted)


def format_review_move(number, piece, move, judged, board, write_square):
    """Writes one move's line of a review.

    Parameters: number -- the move's number in the game (passes count);
        piece -- the side moving; move -- the move ([] for a pass);
        judged -- the JudgedMove (None for an only move; unused
        for a pass); board -- the position (for its shape); write_square
        -- the function (board, move) -> the square as the game writes it.
    Returns: the line.
    """
    if len(move) == 0:
        return REVIEW_MOVE.format(number, piece, REVIEW_PASS, "").rstrip()
    square = write_square(board, move)
    if judged is None:
        return REVIEW_MOVE.format(number, piece, square, REVIEW_ONLY_MOVE)
    played = judged.played
    best = judged.best
    lost = judged.lost
    if lost == 0:
        return REVIEW_MOVE.format(number, piece, square, REVIEW_BEST.format(
            format_opinion_value(played)))
    loss = count_discs(lost)
    if not judged.exact:
        loss = VALUE_ABOUT.format(loss)
    text = REVIEW_WORSE.format(format_opinion_value(played),
                               write_square(board, best.move),
                               format_opinion_value(best), loss)
    if judged.hinted:
        text = REVIEW_HINT_OVERRULED.format(
            format_opinion_value(played), write_square(board, best.move),
            format_opinion_value(best), loss)
    mark = get_review_mark(lost)
    if mark >= 0:
        text = REVIEW_MARKED.format(text, MARK_PHRASES[mark])
    return REVIEW_MOVE.format(number, piece, square, text)


def _format_review_summary(name, marks, lost):
    """Writes a side's summary line at the end of a review.

    Parameters: name -- how the side is named (such as 'X (human)');
        marks -- how many moves earned each
        mark, in MARK_NAMES' order; lost -- the discs lost in all.
    Returns: the line.
    """
    counts = []
    for index in range(len(MARK_NAMES)):
        word = MARK_NAMES[index] if marks[index] == 1 else MARK_PLURALS[index]
        counts.append(REVIEW_COUNT.format(marks[index], word))
    return REVIEW_SUMMARY.format(name, REVIEW_COUNT_SEPARATOR.join(counts),
                                 count_discs(lost))


def _judge_in_worker(work):
    """Judges a move in a worker process (work: _judge_move's arguments)."""
    return _judge_move(*work)


def _judge_game_moves(start, history, rules, settings, jobs):
    """Judges every move of a game, in order, as review_game shows them.
    With more than one job, the positions the session's analysis does
    not know yet (see Knowledge) are judged by that many worker
    processes at once, started afresh ("spawn", safe beside the window's
    threads) with a copy of the settings, and each a transposition table
    of at most TABLE_LIMIT positions. Each position's analysis is the
    one a single process makes, so the judgements are the same. Leaving
    early (Ctrl-C, a closed output) stops every worker at once.

    Parameters: start -- the position the game started from; history --
        its [piece, move] entries; rules -- the rule set; settings -- the
        Settings; jobs -- how many processes may judge at once.
    Returns: a generator of each entry's JudgedMove (None for a pass or
        an only move).
    """
    boards = []
    board = copy_board(start)
    for piece, move in history:
        boards.append(copy_board(board))
        if len(move) > 0:
            apply_rule_move(board, move[0], move[1], piece, rules)
    sent = []
    for number, (piece, move) in enumerate(history):
        board = boards[number]
        known = _find_knowledge(board, piece, rules, settings)
        if (len(move) > 0 and len(get_rule_moves(board, piece, rules)) > 1
                and (known is None or known.reach < settings.think)):
            sent.append(number)
    if jobs <= 1 or len(sent) <= 1:
        for number, (piece, move) in enumerate(history):
            if len(move) == 0:
                yield None
            else:
                yield _judge_move(boards[number], piece, move, rules,
                                  settings)
        return
    lent = dataclasses.replace(settings, memory={})
    works = [(boards[number], history[number][0], history[number][1],
              rules, lent) for number in sent]
    context = multiprocessing.get_context(WORKER_START)
    with context.Pool(min(jobs, len(sent)), ignore_interrupts) as pool:
        judged_there = pool.imap(_judge_in_worker, works)
        for number, (piece, move) in enumerate(history):
            if len(move) == 0:
                yield None
            elif number in sent:
                judged = next(judged_there)
                if judged is not None:
                    judged.hinted = recall_hint(boards[number], piece,
                                                rules, settings) == move
                yield judged
            else:
                yield _judge_move(boards[number], piece, move, rules,
                                  settings)


def review_game(start, history, rules, settings, write_square, names,
                show_line, note_judged=None, jobs=1):
    """Reviews a game: judges every move in turn and shows its line as
    soon as it is judged, then a summary for each side.

    Parameters: start -- the position the game started from; history --
        its [piece, move] entries (move [] for a pass); rules -- the rule
        set; settings -- the Settings (the think time bounds each
        move's analysis); write_square -- the function (board, move) ->
        the square as the game writes it; names -- {piece: how the side
        is named in the summary}; show_line -- the function that shows
        a line; note_judged -- None, or a function called as
        note_judged(number, piece, judged) after each move is judged
        (judged a JudgedMove, None for a pass or an only move); jobs --
        how many processes may judge moves at once (1: this one).
    Returns: {piece: its ReviewTally}.
    """
    board = copy_board(start)
    tally = {piece: ReviewTally([0] * len(MARK_NAMES), 0) for piece in names}
    show_line(REVIEW_HEADING)
    judgements = _judge_game_moves(start, history, rules, settings, jobs)
    for number in range(1, len(history) + 1):
        piece, move = history[number - 1]
        judged = next(judgements)
        show_line(format_review_move(number, piece, move, judged, board,
                                     write_square))
        if note_judged is not None:
            note_judged(number, piece, judged)
        if judged is not None:
            tally[piece].lost += judged.lost
            mark = get_review_mark(judged.lost)
            if mark >= 0:
                tally[piece].marks[mark] += 1
        if len(move) > 0:
            apply_rule_move(board, move[0], move[1], piece,
                            rules)
    for piece in names:
        show_line(_format_review_summary(
            names[piece], tally[piece].marks, tally[piece].lost))
    return tally




# ======================================================================
# GAME SESSION (a game under way, and the loop every front end shares)
# ======================================================================

# Every game of PART 2 is a Game (who plays, the rules, how squares are
# typed and written, the words, the display, the steps after each turn)
# and a GameState (the board, the moves played, whose turn it is). The
# terminal plays it with play_session; the window, the protocols, the
# matches and the review use the same records and rule functions. The
# words save and review answer through GAME RECORDS and REVIEW, the two
# sections above, which read and write these records' fields.

# The program's name in messages, its exit statuses (2 is argparse's
# status for a bad command line, used also for bad protocol options and
# unusable records; 1 when the output cannot be written, said once on
# standard error), and how a problem is said there.
PROGRAM_NAME = "proj2.py"
EXIT_OK = 0
EXIT_OUTPUT_CLOSED = 1
EXIT_USAGE = 2
PROBLEM_FORMAT = "{}: {}"
OUTPUT_CLOSED_MESSAGE = "standard output is closed: nothing can be shown"
WRITE_ERROR_MESSAGE = "cannot write the output: {}"

# How standard input is turned into text: only ASCII matters to a move,
# so any other byte becomes a replacement character and the line is
# rejected instead of crashing the game. A line is read MAX_LINE_BYTES
# at a time at most, so a line that never ends cannot fill the memory:
# a longer one is dropped and refused as too long. A line is echoed as
# UTF-8 text, through the same text layer as all the output, whose
# characters it cannot write become replacement characters too.
INPUT_ENCODING = "ascii"
INPUT_ERRORS = "replace"
ECHO_ENCODING = "utf-8"
OUTPUT_ERRORS = "replace"
NEWLINE_BYTES = b"\n"
MAX_LINE_BYTES = 4096
LINE_TOO_LONG_MESSAGE = ("That line is too long: lines over {} characters "
                         "are not read.".format(MAX_LINE_BYTES))

# The classic display of the other games: the course's transcript, with
# a one-row board drawn as the 1D Reversi assignment draws it, and a
# grid wider than MAX_BOARD_WIDTH columns with CELL_SEPARATOR (16
# columns of two-digit numbers) drawn with NARROW_CELL_SEPARATOR, which
# looks the same between one-character cells and still parses.
NARROW_CELL_SEPARATOR = " |"
MAX_BOARD_WIDTH = 80
ROW_BOARD_EDGE = "+"
ROW_BOARD_RULE = "-"
ROW_BOARD_WALL = "|"
ROW_BOARD_EMPTY = " "
ROW_BOARD_EDGES = 2
# Under a one-row board, each square's number stands under it, its
# digits one above the other (tens over units).
ROW_BOARD_NUMBER_GAP = " "

# The widest a message may be, and how a list too long for one line
# (the hints, the rich style's legal moves) goes on: on more lines, each
# indented by LIST_INDENT, breaking only between the list's entries.
MAX_MESSAGE_WIDTH = 79
LIST_INDENT = "  "

# The other games' messages.
BOARD_FULL_END_MESSAGE = "The board is full: the game is over."
BOTH_STUCK_END_MESSAGE = "Neither side has a legal move: the game is over."
PASS_MESSAGE = "No legal move for {}: the turn passes to {}."
HINT_LABEL = "Hint (square: pieces it flips): "
HINT_ENTRY = "{}: {}"
HINT_SEPARATOR = ", "
NO_HINT_MESSAGE = "Hint: no legal move, so type pass."
BEST_MOVE_MESSAGE = "Best move: {}"
# What the best move is worth when the game's end with best play is not
# known: the value, labelled (see format_opinion_value), and for whom.
BEST_MOVE_VALUE = " ({} for {})"
BEST_PLAY_WIN = " ({} wins {}-{} with best play)"
BEST_PLAY_TIE = " (a {}-{} tie with best play)"
NOTHING_TO_UNDO_MESSAGE = ("There is nothing to undo: you have not played "
                           "a move yet.")
UNDONE_MESSAGE = "Taken back: {}."
UNDONE_SEPARATOR = ", "
NOTHING_TO_REDO_MESSAGE = ("There is nothing to redo: undo has taken "
                           "nothing back since the last move.")
REDONE_MESSAGE = "Played again: {}."
STATUS_MESSAGE = "Move {}. X {}, O {}. {} to play."
STATUS_SEPARATOR = " "
SENTENCE_ENDS = ".!?"
FULL_STOP = "."
# Work that may take more than about half a second shows that it is
# going on, on standard error when that is a terminal (so piped output
# never carries it): a line such as 'thinking... 2 s', written again in
# place every PROGRESS_SECONDS once the work has run that long, and
# wiped when it ends.
PROGRESS_SECONDS = 0.5
PROGRESS_LINE = "\r{} {:.0f} s"
PROGRESS_WIPE = "\r{}\r"
THINKING_TEXT = "thinking..."
ANALYSING_TEXT = "analysing every move..."

# How the game names its sides: "you" and "the computer" when one human
# plays a computer, the pieces themselves otherwise.
YOU_NAME = "you"
COMPUTER_NAME = "the computer"
YOUR_POSSESSIVE = "your"
SIDE_POSSESSIVE = "{}'s"
NAME_WITH_PIECE = "{} ({})"
SIDE_MOVE_PROMPT = "Enter {} move ({}): "
ROW_COL_NOTATION = "row col"
MOVE_MESSAGE = "{} played {}"
STUCK_END_MESSAGE = "No legal move for {}: the game is over."
SIDE_WINS_MESSAGE = "{} wins!"
QUIT_MESSAGE = "The game was ended with quit."
LEAD_MESSAGE = "In the lead: {}."
LEVEL_MESSAGE = "Nobody leads: the score is level."

# The words every game knows (in any letter case), and what help says.
QUIT_WORDS = ["quit", "exit"]
HELP_WORDS = ["help", "?"]
WORD_SEPARATOR = ", "
HELP_NUMBERS = ("Type your move as the row, a space and the column, such "
                "as 2 4.")
HELP_WORDS_HEADING = "Or type one of these words:"
HELP_ENTRY = "  {:<12}{}"

# What a word's answer tells the loop to do next: ask for the move
# again, play a pass (the one move a word can make), start the turn
# again (undo or redo changed the position), or end the game.
ACTION_ASK = "ask again"
ACTION_MOVE = "move"
ACTION_RESTART = "restart the turn"
ACTION_QUIT = "quit"

# What comes next in a game (see get_next_step).
STEP_HUMAN = "human"
STEP_COMPUTER = "computer"
STEP_OVER = "over"


@dataclasses.dataclass
class Word:
    """A word a prompt takes instead of a move."""
    names: list          # its spellings, in lower case
    usage: str           # how help writes it, such as 'save FILE'
    meaning: str         # what help says it does
    answer: object       # function (state, argument) -> [action, text]
    takes_argument: bool = False   # whether more may follow it


@dataclasses.dataclass
class Display:
    """How a game is shown at the terminal: each field a function
    (state) -> text to show ('' for nothing)."""
    start: object        # when the game starts
    human_turn: object   # before a human's move
    turn: object         # after each turn
    restart: object      # after undo or redo changed the position
    end: object          # when the game is over
    quit: object         # after quit


@dataclasses.dataclass
class Game:
    """Everything about a game that does not change as it is played."""
    rules: Rules                  # the rule set
    player_names: dict            # {piece: HUMAN or a computer's name}
    players: dict                 # {piece: HUMAN or its function}
    first: str                    # the side that moves first
    top_left: str                 # the top-left piece of the centre four
    win: str                      # WIN_MOST or WIN_FEWEST
    settings: Settings            # the computers' settings
    write_square: object          # function (board, move) -> its name
    draw_board: object            # function (board, heading) -> drawing
    move_form: str                # the prompt's word for a move
    move_help: str                # help's line on typing a move
    words: list                   # the Words a prompt takes
    display: Display              # how the terminal shows the game
    after_turn: list = dataclasses.field(default_factory=list)
    # ... functions (state) -> text, run after every turn
    seed: object = None           # the settings' seed, for the record
    record_path: object = None    # the --record file, or None


@dataclasses.dataclass
class GameState:
    """A game under way: what the loop and every front end read and
    change as it is played."""
    game: Game                    # the game being played
    board: list                   # the 2D list of pieces, changed in place
    start: list                   # the position the game started from
    due: str                      # the side whose turn it is
    history: list = dataclasses.field(default_factory=list)
    # ... the turns played, [piece, move] each (move [] for a pass)
    flips: list = dataclasses.field(default_factory=list)
    # ... the squares the last move flipped
    turns_shown: int = 0          # how many turns have been shown
    taken_back: list = dataclasses.field(default_factory=list)
    # ... what undo took back, for redo: [moves kept, moves taken back]
    saved_history: list = dataclasses.field(default_factory=list)
    # ... the moves as they stood when the game was last saved
    own_files: set = dataclasses.field(default_factory=set)
    # ... real paths of the files the game read or wrote (save may
    # write over them)


def get_side_name(piece, game):
    """Names a side in messages: 'you' and 'the computer' when one human
    plays a computer, otherwise the piece itself.

    Parameters: piece -- the side; game -- the Game (its players).
    Returns: the name as a string, in lower case where it is a phrase.
    """
    if list(game.players.values()).count(HUMAN) != 1:
        return piece
    if game.players[piece] == HUMAN:
        return YOU_NAME
    return COMPUTER_NAME


def describe_side(piece, game):
    """Names a side with its piece, such as 'you (X)' or 'the computer
    (O)'; a side named by its piece is just the piece.

    Parameters: piece -- the side; game -- the Game.
    Returns: the description as a string.
    """
    name = get_side_name(piece, game)
    if name == piece:
        return name
    return NAME_WITH_PIECE.format(name, piece)


def capitalize_first(text):
    """Capitalizes a phrase's first letter and leaves the rest alone."""
    return text[:1].upper() + text[1:]


def get_legal_moves(state):
    """Lists the legal moves of the side due, by the game's rules."""
    return get_rule_moves(state.board, state.due, state.game.rules)


def get_next_step(state):
    """Decides what comes next in a game: nothing, the game being over;
    a human's move; or a computer's.

    Parameters: state -- the GameState.
    Returns: STEP_OVER, STEP_HUMAN or STEP_COMPUTER.
    """
    if is_rule_game_over(state.board, state.due, state.game.rules):
        return STEP_OVER
    if state.game.players[state.due] == HUMAN:
        return STEP_HUMAN
    return STEP_COMPUTER


def is_state_over(state):
    """Tells whether a game under way has ended."""
    return get_next_step(state) == STEP_OVER


def run_after_turn(state):
    """Runs the game's after-turn steps (such as rewriting the record).

    Parameters: state -- the GameState.
    Returns: what the steps said, as a list of lines.
    """
    lines = []
    for step in state.game.after_turn:
        said = step(state)
        if said != "":
            lines.append(said)
    return lines


def play_turn(state, move):
    """Plays the turn of the side due: its move (flipping what it
    captures) or, where the rules allow it, its pass; keeps it in the
    history, and runs the game's after-turn steps.

    Parameters: state -- the GameState (changed); move -- a legal
        [row, col] move of the side due, or [] for a pass.
    Returns: what the after-turn steps have to say ('' for nothing).
    """
    piece = state.due
    state.flips = []
    if len(move) > 0:
        state.flips = apply_rule_move(state.board, move[0], move[1], piece,
                                      state.game.rules)
    state.history.append([piece, move])
    state.due = get_opponent(piece)
    return "\n".join(run_after_turn(state))


def find_word(words, tokens):
    """Finds the word a typed line starts with, if the game knows it.

    Parameters: words -- the game's Words; tokens -- the typed line's
        words.
    Returns: the Word, or None when the line is not one of the words (or
        a word that takes no argument is followed by more).
    """
    if len(tokens) == 0:
        return None
    for word in words:
        if tokens[0].lower() in word.names and (len(tokens) == 1
                                                or word.takes_argument):
            return word
    return None


def answer_word(state, word, text):
    """Answers a typed line that starts with one of the game's words.

    Parameters: state -- the GameState; word -- the Word; text -- the
        whole line typed (what follows the word is its argument).
    Returns: the word's answer, [action, text to show].
    """
    argument = text.strip()[len(text.split()[0]):].strip()
    return word.answer(state, argument)


def _format_move_prompt(state):
    """Writes the prompt for a human's move: 'Enter your move (row col): '
    when one human plays, 'Enter X's move (row col): ' when two do.

    Parameters: state -- the GameState (the side due and its game).
    Returns: the prompt as a string.
    """
    name = get_side_name(state.due, state.game)
    whose = SIDE_POSSESSIVE.format(name)
    if name == YOU_NAME:
        whose = YOUR_POSSESSIVE
    return SIDE_MOVE_PROMPT.format(whose, state.game.move_form)


def _read_human_move(state, read_line):
    """Asks the human due for a move until an acceptable line is typed,
    printing one line saying why each rejected line was refused. A line
    may also be one of the game's words, which is answered.

    Parameters: state -- the GameState (a word may change it);
        read_line -- a function that shows a prompt and returns the line
        typed (read_player_line, or a stand-in in tests).
    Returns: a pair [action, move]: ACTION_MOVE and the legal [row, col]
        move ([] for a pass), or ACTION_RESTART or ACTION_QUIT and [].
    Raises: EOFError when the input ends.
    """
    prompt = _format_move_prompt(state)
    while True:
        text = read_line(prompt)
        word = find_word(state.game.words, text.split())
        if word is not None:
            reply = answer_word(state, word, text)
            show(reply[1])
            if reply[0] != ACTION_ASK:
                return [reply[0], []]
        else:
            checked = _check_game_move(text, state)
            if checked[1] == "":
                return [ACTION_MOVE, checked[0]]
            print(checked[1])


def show(text):
    """Prints the text, unless it is '', flushed at once."""
    if text != "":
        print(text, flush=True)


def play_session(state, read_line):
    """Plays a game from its state to the end: the loop every terminal
    game of PART 2 runs. Each turn, the side due moves: a human types a
    move (or a word), a computer's function chooses one; the game's
    display shows each step, and its rules decide when the game is over.

    Parameters: state -- the GameState (changed as the game is played);
        read_line -- the function that reads a human's line.
    Returns: the winner (or the leader after quit): PLAYER_PIECE,
        COMPUTER_PIECE, or EMPTY for a tie.
    Raises: EOFError when the input ends before the game does.
    """
    game = state.game
    show(game.display.start(state))
    step = get_next_step(state)
    while step != STEP_OVER:
        action = ACTION_MOVE
        if step == STEP_COMPUTER:
            move = game.players[state.due](copy_board(state.board),
                                           state.due)
        else:
            show(game.display.human_turn(state))
            action, move = _read_human_move(state, read_line)
        if action == ACTION_QUIT:
            show(game.display.quit(state))
            return get_rule_winner(state.board, game.win)
        if action == ACTION_RESTART:
            show(game.display.restart(state))
        else:
            said = play_turn(state, move)
            show(game.display.turn(state))
            show(said)
        state.turns_shown += 1
        step = get_next_step(state)
    show(game.display.end(state))
    return get_rule_winner(state.board, game.win)


def format_help(state):
    """Writes what help prints: how a move is typed in this game, and
    the words that can be typed instead.

    Parameters: state -- the GameState (its game's words).
    Returns: the lines as one string, joined by newlines (none at the end).
    """
    lines = [state.game.move_help, HELP_WORDS_HEADING]
    for word in state.game.words:
        lines.append(HELP_ENTRY.format(word.usage, word.meaning))
    return "\n".join(lines)


def answer_help(state, argument):
    """Answers the word help (or ?): the list of what can be typed."""
    return [ACTION_ASK, format_help(state)]


def report_problem(message):
    """Says on standard error, in one line, why the program stops, when
    standard error is there to say it on (never on standard output).

    Parameters: message -- the reason.
    Returns: None.
    """
    if sys.stderr is None:
        return
    try:
        print(message, file=sys.stderr)
    except OSError:
        pass


def run_with_progress(text, work):
    """Runs some work, showing on standard error, when that is a
    terminal, that it is going on (see PROGRESS_SECONDS).

    Parameters: text -- what the work is, such as THINKING_TEXT; work --
        the function to run, with no arguments.
    Returns: what work returns.
    """
    stream = sys.stderr
    if stream is None or not stream.isatty():
        return work()
    done = threading.Event()
    thread = threading.Thread(target=show_progress,
                              args=(stream, text, done), daemon=True)
    thread.start()
    try:
        return work()
    finally:
        done.set()
        thread.join()


def show_progress(stream, text, done):
    """Writes the progress line until the work is done, then wipes it
    (run on a thread of its own by run_with_progress).

    Parameters: stream -- the terminal's stream; text -- what the work
        is; done -- the threading.Event set when the work ends.
    Returns: None.
    """
    started = time.monotonic()
    width = 0
    try:
        while not done.wait(PROGRESS_SECONDS):
            line = PROGRESS_LINE.format(text, time.monotonic() - started)
            width = max(width, len(line))
            stream.write(line)
            stream.flush()
        if width > 0:
            stream.write(PROGRESS_WIPE.format(SPACE * width))
            stream.flush()
    except (OSError, ValueError):
        pass


def read_raw_line():
    """Reads one line of standard input as bytes (see read_raw_line_start).

    Parameters: none.
    Returns: the line's bytes without the newline, or None for a line
        longer than MAX_LINE_BYTES (which is read to its end and dropped).
    Raises: EOFError at the end of input, or when standard input is
        closed or cannot be read.
    """
    return read_raw_line_start()[0]


def read_raw_line_start():
    """Reads one line of standard input as bytes, so no byte can make
    decoding fail, and at most MAX_LINE_BYTES of it at a time, so no line
    can fill the memory.

    Parameters: none.
    Returns: a pair [line, start]: the line's bytes without the newline
        and those bytes again; for a line longer than MAX_LINE_BYTES (read
        to its end and dropped), None and its first MAX_LINE_BYTES bytes.
    Raises: EOFError at the end of input, or when standard input is
        closed or cannot be read.
    """
    if sys.stdin is None:
        raise EOFError
    try:
        raw_line = sys.stdin.buffer.readline(MAX_LINE_BYTES + 1)
    except OSError:
        # Input that cannot be read (say, not open for reading) ends the
        # game as the end of input does.
        raise EOFError
    if not raw_line:
        raise EOFError
    if len(raw_line) > MAX_LINE_BYTES and not raw_line.endswith(
            NEWLINE_BYTES):
        rest = raw_line
        while rest and not rest.endswith(NEWLINE_BYTES):
            try:
                rest = sys.stdin.buffer.readline(MAX_LINE_BYTES)
            except OSError:
                raise EOFError
        return [None, raw_line[:MAX_LINE_BYTES]]
    line = raw_line.rstrip(NEWLINE_BYTES)
    return [line, line]


def decode_line(raw_line):
    """Turns input bytes into text (a byte not ASCII: a replacement)."""
    return raw_line.decode(INPUT_ENCODING, INPUT_ERRORS)


def reads_a_terminal():
    """Tells whether standard input is a person typing, not piped input."""
    return sys.stdin is not None and sys.stdin.isatty()


def read_input_line(prompt):
    """Shows a prompt and reads one line of standard input, as PART 1's
    read_typed_line does, but safe from any byte and any length: when
    standard input is not a terminal the line is echoed after the
    prompt, so a game piped from a file prints what a person at a
    terminal would see.

    Parameters: prompt -- the text to show before reading.
    Returns: the line as text, without its newline (see decode_line), or
        None for a line too long to read (see read_raw_line).
    Raises: EOFError at the end of input.
    """
    if reads_a_terminal():
        return _read_terminal_line(prompt)
    sys.stdout.write(prompt)
    sys.stdout.flush()
    raw_line = read_raw_line()
    if raw_line is None:
        if not sys.stdin.isatty():
            print()
        return None
    if not sys.stdin.isatty():
        print(raw_line.decode(ECHO_ENCODING, INPUT_ERRORS))
        sys.stdout.flush()
    return decode_line(raw_line)


def enable_line_editing():
    """Gives input() line editing and history (the arrow keys), where
    the platform's Python has the readline module.

    Parameters: none.
    Returns: None.
    """
    try:
        # Importing readline is what gives input() its line editing.
        import readline  # noqa: F401
    except ImportError:
        pass


def _read_terminal_line(prompt):
    """Reads one line typed at a terminal, after a prompt. Line editing
    and history (the arrow keys) work where the platform's Python has the
    readline module.

    Parameters: prompt -- the text to show before reading.
    Returns: the line as text, characters that are not ASCII replaced
        (as decode_line does), or None for a line too long to read.
    Raises: EOFError at the end of input.
    """
    enable_line_editing()
    text = input(prompt)
    if len(text) > MAX_LINE_BYTES:
        return None
    return text.encode(INPUT_ENCODING, INPUT_ERRORS).decode(INPUT_ENCODING)


def read_player_line(prompt):
    """Reads a human's line for play_session (see read_input_line),
    refusing a line too long to read with one line and asking again.

    Parameters: prompt -- the text to show before reading.
    Returns: the line as text.
    Raises: EOFError at the end of input.
    """
    text = read_input_line(prompt)
    while text is None:
        print(LINE_TOO_LONG_MESSAGE)
        text = read_input_line(prompt)
    return text


def must_pass(state):
    """Tells whether the side due has no legal move in a game that goes on."""
    return not is_state_over(state) and len(get_legal_moves(state)) == 0


def read_line_or_pass(state, read_line, prompt):
    """Reads a human's line for play_session, or passes for them: under
    rules with passing, a human with no legal move passes by themselves
    (there is nothing else to do), and nothing is read.

    Parameters: state -- the GameState; read_line -- the function that
        reads a line (read_player_line); prompt -- the text to show
        before reading.
    Returns: the line typed, or PASS_WORD for a human who must pass.
    Raises: EOFError at the end of input.
    """
    if must_pass(state):
        return PASS_WORD
    return read_line(prompt)


def wrap_list(label, entries, separator):
    """Writes a labelled list, going on to more lines (each indented by
    LIST_INDENT) where one line would be wider than MAX_MESSAGE_WIDTH,
    and breaking only between entries.

    Parameters: label -- the text before the first entry; entries -- the
        entries, as strings; separator -- what goes between two entries
        (its trailing spaces are left off at the end of a line).
    Returns: the lines as one string, joined by newlines (none at the end).
    """
    lines = []
    line = label
    for index in range(len(entries)):
        entry = entries[index]
        if index < len(entries) - 1:
            entry += separator
        if (len(line + entry.rstrip()) > MAX_MESSAGE_WIDTH
                and line.strip() != ""):
            lines.append(line.rstrip())
            line = LIST_INDENT
        line += entry
    lines.append(line.rstrip())
    return "\n".join(lines)


def _format_hints(board, hints, write_square):
    """Writes the answer to 'hint': each legal move and how many pieces it
    flips, most flips first and, among equal counts, in reading order
    (top row first, then left to right), which a player finds easier to
    scan than get_hints' MSU CSE 231 order.

    Parameters: board -- the 2D list of pieces (for its shape); hints --
        the [row, col, flip count] entries; write_square -- the game's
        function (board, move) -> the square as the game writes it.
    Returns: the line as a string (NO_HINT_MESSAGE when there is no move),
        on more lines where it is too wide for one (see wrap_list).
    """
    if len(hints) == 0:
        return NO_HINT_MESSAGE
    entries = []
    # Most flips first (the negated count sorts lowest), then by square.
    for minus_count, row, col in sorted([-flip_count, row, col]
                                        for row, col, flip_count in hints):
        entries.append(HINT_ENTRY.format(write_square(board, [row, col]),
                                         -minus_count))
    return wrap_list(HINT_LABEL, entries, HINT_SEPARATOR)


def get_game_settings(game):
    """Finds the settings the computers of a game use.

    Parameters: game -- the Game.
    Returns: its Settings, or fresh settings for how the game is
        won when the table has none.
    """
    settings = game.settings
    if settings is None:
        settings = create_settings(win=game.win)
    return settings


def analyse_hint(board, piece, game):
    """Finds the hint's move by the same analysis a review makes of the
    position (analyse_moves in the think time), so that a review never
    says the hint's move lost discs against a search of the same depth:
    its best move and what is known of its value. When that value is
    exact, the strongest computer also plays the game out, for the
    final score with best play (its move, when two are equally good).

    Parameters: board -- the 2D list of pieces; piece -- the side to
        move; game -- the Game (its rules and settings).
    Returns: the Analysis, or None when the side has no legal move.
    """
    settings = get_game_settings(game)
    opinions = analyse_moves(board, piece, game.rules, settings,
                             settings.think)
    if len(opinions) == 0:
        return None
    best = opinions[0]
    remember_hint(board, piece, game.rules, settings, best.move)
    if is_exact_opinion(best):
        played_out = analyse_position(board, piece, game.rules,
                                      STRONGEST_PLAYER, settings, True)
        if played_out.exact and played_out.value * get_win_sign(
                settings) == best.lower:
            played_out.opinion = best
            return played_out
    return Analysis(piece, best.move, best.key, is_exact_opinion(best), [],
                    best)


def format_best_move(board, analysis, game):
    """Writes the hint's last line: the move the strongest computer would
    play, typed as the player types it, and, when the endgame solver
    reached the end of every line, how the game ends with best play on
    both sides.

    Parameters: board -- the 2D list of pieces (for its shape); analysis
        -- the strongest computer's analysis (see analyse_position); game
        -- the Game (its rules and how the game is won).
    Returns: the line as a string, such as 'Best move: 2 4' or
        'Best move: 2 4 (X wins 36-28 with best play)'.
    """
    line = BEST_MOVE_MESSAGE.format(game.write_square(
        board, analysis.move))
    final = analysis.final_board
    if len(final) == 0 and analysis.opinion is not None:
        return line + BEST_MOVE_VALUE.format(format_opinion_value(
            analysis.opinion), analysis.piece)
    if len(final) == 0:
        return line + BEST_MOVE_VALUE.format(format_search_value(
            analysis.value, analysis.exact,
            get_win_sign(get_game_settings(game))), analysis.piece)
    winner = get_rule_winner(final, game.win)
    scores = get_final_scores(final, game.rules, game.win)
    if winner == EMPTY:
        return line + BEST_PLAY_TIE.format(scores[PLAYER_PIECE],
                                           scores[COMPUTER_PIECE])
    return line + BEST_PLAY_WIN.format(winner, scores[winner],
                                       scores[get_opponent(winner)])


def _check_game_move(text, state):
    """Checks a typed line as a move in any game: a side with no legal
    move is told to pass; otherwise the line must name a legal move, as
    the rule set types squares (see check_rule_move).

    Parameters: text -- the line typed; state -- the GameState.
    Returns: a pair [move, error]: the legal [row, col] move and '', or []
        and the one-line reason the line was refused.
    """
    if len(get_legal_moves(state)) == 0:
        return [[], MUST_PASS_MESSAGE]
    rules = state.game.rules
    return check_rule_move(text, state.board, state.due,
                           rules, rules.first_number,
                           rules.square_names)


def _format_rule_end(state):
    """Writes why a game ended: who had no legal move under rules without
    passing; otherwise a full board, or neither side able to move.

    Parameters: state -- the GameState of a finished game.
    Returns: the line as a string.
    """
    if not state.game.rules.can_pass:
        return STUCK_END_MESSAGE.format(describe_side(state.due, state.game))
    if count_pieces(state.board, EMPTY) == 0:
        return BOARD_FULL_END_MESSAGE
    return BOTH_STUCK_END_MESSAGE


def replay_moves(start, first_piece, history, rules):
    """Plays a list of moves from a position, on a copy of it.

    Parameters: start -- the 2D list of pieces to start from (not
        changed); first_piece -- the side to move there; history -- the
        [piece, move] entries to play (move [] for a pass), all legal;
        rules -- the rule set.
    Returns: a pair [board, piece due]: the position after the moves and
        the side whose turn it is.
    """
    board = copy_board(start)
    piece_due = first_piece
    for entry in history:
        move = entry[1]
        if len(move) > 0:
            apply_rule_move(board, move[0], move[1],
                            entry[0], rules)
        piece_due = get_opponent(entry[0])
    return [board, piece_due]


def create_play_state(board, game, played=None):
    """Sets up the state of a game, with the position it started from
    and, for a game that goes on from a record, the moves played so far.

    Parameters: board -- the 2D list of pieces (changed as the game is
        played); game -- the Game; played -- [start position, moves
        played] for a game that goes on from a record (the board is where
        they lead), or None for a new game.
    Returns: the GameState.
    """
    state = GameState(game=game, board=board, start=copy_board(board),
                      due=game.first)
    if played is not None:
        state.start = played[0]
        state.history = played[1]
        state.due = replay_moves(played[0], game.first, played[1],
                                 game.rules)[1]
    state.saved_history = list(state.history)
    if game.record_path is not None:
        state.own_files.add(os.path.realpath(game.record_path))
    return state


def get_last_move(state):
    """Finds the square of the last move, for a display to mark.

    Parameters: state -- the GameState.
    Returns: the [row, col] square, or [] when no move has been played
        yet or the last turn was a pass.
    """
    if len(state.history) == 0:
        return []
    return state.history[-1][1]


def get_marked_moves(state):
    """Lists the moves a display marks on the board: the legal moves of
    the side due, when a human plays it and the game goes on.

    Parameters: state -- the GameState.
    Returns: a list of [row, col] moves (empty for a computer's turn).
    """
    if get_next_step(state) != STEP_HUMAN:
        return []
    return get_legal_moves(state)


def format_last_turn(state):
    """Writes what the last turn did: 'The computer played 2 4', or that
    a side with no legal move passed.

    Parameters: state -- the GameState, with at least one turn played.
    Returns: the line as a string.
    """
    game = state.game
    piece, move = state.history[-1]
    if len(move) > 0:
        return MOVE_MESSAGE.format(capitalize_first(get_side_name(piece,
                                                                  game)),
                                   game.write_square(state.board, move))
    return PASS_MESSAGE.format(describe_side(piece, game),
                               describe_side(get_opponent(piece), game))


def format_status(state):
    """Writes the status line of a game under way: the move number, each
    side's count and whose turn it is; once the game is over, why it
    ended, the score and the winner.

    Parameters: state -- the GameState.
    Returns: the line as a string, such as 'Move 3. X 4, O 1. The
        computer (O) to play.'
    """
    board = state.board
    if is_state_over(state):
        sentences = []
        for line in format_final_result(state).splitlines():
            if line[-1] not in SENTENCE_ENDS:
                line += FULL_STOP
            sentences.append(line)
        return STATUS_SEPARATOR.join(sentences)
    return STATUS_MESSAGE.format(
        len(state.history) + 1, count_pieces(board, PLAYER_PIECE),
        count_pieces(board, COMPUTER_PIECE),
        capitalize_first(describe_side(state.due,
                                       state.game)))


def _find_undo_point(history, game):
    """Finds how far 'undo' takes a game back: to just before the last
    move made at the keyboard, so a human playing a computer takes back
    their move and the computer's reply, and two humans take back one
    move at a time. A human's pass is not a move made at the keyboard
    (the program passes for a stuck human): it goes with the move before.

    Parameters: history -- the moves played, as [piece, move] entries
        (move [] for a pass); game -- the Game (who is human).
    Returns: how many entries of the history stay, or -1 when no move
        has been made at the keyboard.
    """
    for index in range(len(history) - 1, -1, -1):
        if (game.players[history[index][0]] == HUMAN
                and len(history[index][1]) > 0):
            return index
    return -1


def format_taken_back(state, entries, message=UNDONE_MESSAGE):
    """Writes what undo took back (or, with REDONE_MESSAGE, redo played)."""
    return message.format(UNDONE_SEPARATOR.join(
        list_written_moves(state, entries)))


def list_written_moves(state, entries):
    """Writes moves of a game as the game writes squares.

    Parameters: state -- the GameState (its board's shape and how its
        game writes squares); entries -- [piece, move] entries.
    Returns: the moves as strings, PASS_WORD for a pass.
    """
    moves = []
    for entry in entries:
        if len(entry[1]) == 0:
            moves.append(PASS_WORD)
        else:
            moves.append(state.game.write_square(
                state.board, entry[1]))
    return moves


def take_back(state):
    """Undo: takes the game back to before the last move made at the
    keyboard (see _find_undo_point), keeps what it took back for redo,
    and runs the game's after-turn steps (the record is rewritten).

    Parameters: state -- the GameState (changed, unless there is nothing
        to take back).
    Returns: a pair [taken back, lines]: whether anything was taken back,
        and the lines to show: NOTHING_TO_UNDO_MESSAGE when nothing has
        been played at the keyboard; otherwise what was taken back, then
        what the after-turn steps said.
    """
    history = state.history
    kept = _find_undo_point(history, state.game)
    if kept < 0:
        return [False, [NOTHING_TO_UNDO_MESSAGE]]
    lines = [format_taken_back(state, history[kept:])]
    state.taken_back.append([history[:kept], history[kept:]])
    del history[kept:]
    return [True, lines + set_history(state)]


def play_again(state):
    """Redo: plays again the moves the last undo took back, as long as no
    other move has been made since (a new move forgets them).

    Parameters: state -- the GameState (changed, unless there is nothing
        to play again).
    Returns: a pair [played again, lines]: whether anything was, and the
        lines to show: NOTHING_TO_REDO_MESSAGE, or what was played again,
        then what the after-turn steps said.
    """
    history = state.history
    taken_back = state.taken_back
    if len(taken_back) == 0 or taken_back[-1][0] != history:
        # A move made since undo starts a new line: forget the old one.
        taken_back.clear()
        return [False, [NOTHING_TO_REDO_MESSAGE]]
    entries = taken_back.pop()[1]
    history.extend(entries)
    lines = [format_taken_back(state, entries, REDONE_MESSAGE)]
    return [True, lines + set_history(state)]


def set_history(state):
    """Brings the board and the side due in line with the game's history
    after undo or redo changed it, and runs the after-turn steps.

    Parameters: state -- the GameState (changed).
    Returns: the lines the after-turn steps said.
    """
    game = state.game
    replayed = replay_moves(state.start, game.first,
                            state.history, game.rules)
    # The board is changed in place: the caller's board is the game's.
    state.board[:] = replayed[0]
    state.due = replayed[1]
    state.flips = []
    return run_after_turn(state)


def format_board_block(state, heading, draw):
    """Draws the board as its own block of the transcript: a blank line
    before it once a turn has been shown, and one after it.

    Parameters: state -- the GameState; heading -- the line above the
        board; draw -- the function (board, heading) -> drawing.
    Returns: the block as one string.
    """
    block = draw(state.board, heading) + "\n"
    if state.turns_shown > 0:
        block = "\n" + block
    return block


def format_final_result(state):
    """Writes the lines that close a game: why it ended, the score, and
    the winner.

    Parameters: state -- the GameState of a finished game.
    Returns: the three lines as one string, joined by newlines (none at
        the end).
    """
    game = state.game
    winner = get_rule_winner(state.board, game.win)
    if winner == EMPTY:
        winner_line = TIE_MESSAGE
    elif get_side_name(winner, game) == YOU_NAME:
        winner_line = YOU_WIN_MESSAGE
    else:
        winner_line = SIDE_WINS_MESSAGE.format(
            capitalize_first(get_side_name(winner, game)))
    return "\n".join([_format_rule_end(state),
                      format_rule_score(state.board, game.rules, game.win),
                      winner_line])


def format_quit_result(state):
    """Writes the lines that close a game ended with quit: that it was
    quit, the score, and who leads.

    Parameters: state -- the GameState when the game was quit.
    Returns: the three lines as one string, joined by newlines (none at
        the end).
    """
    leader = get_rule_winner(state.board, state.game.win)
    lead_line = LEVEL_MESSAGE
    if leader != EMPTY:
        lead_line = LEAD_MESSAGE.format(describe_side(leader, state.game))
    return "\n".join([QUIT_MESSAGE,
                      SCORE_MESSAGE.format(
                          count_pieces(state.board, PLAYER_PIECE),
                          count_pieces(state.board, COMPUTER_PIECE)),
                      lead_line])


def format_nothing(state):
    """Shows nothing (the classic display's start and restart)."""
    return ""


def _format_row_numbers(count, first_number):
    """Writes the square numbers under a one-row board: each number's
    digits stacked under its square, tens above units.

    Parameters: count -- the number of squares; first_number -- the
        number of the leftmost square.
    Returns: the lines, top first.
    """
    numbers = [str(first_number + index) for index in range(count)]
    width = max(len(number) for number in numbers)
    lines = []
    for digit in range(width):
        line = ""
        for number in numbers:
            line += ROW_BOARD_NUMBER_GAP + number.rjust(width)[digit]
        lines.append(line.rstrip())
    return lines


def _draw_grid(board, heading, separator, column_labels, row_labels):
    """Draws a grid board as PART 1's format_board does, with any labels
    and separator: a heading, a blank line, the column labels, then one
    line per row; every cell is widened to the longest label.

    Parameters: board -- the 2D list of pieces; heading -- the line above
        the board; separator -- what stands between two cells;
        column_labels, row_labels -- the labels, as strings.
    Returns: the drawing, its lines joined by newlines (none at the end).
    """
    width = max(len(label) for label in column_labels + row_labels)
    rows = [[CORNER_LABEL] + column_labels]
    for row in range(len(board)):
        rows.append([row_labels[row]] + board[row])
    lines = [heading, ""]
    for cells in rows:
        lines.append(separator.join([cell.rjust(width) for cell in cells]))
    return "\n".join(lines)


def draw_classic_board(board, heading, names=False, first_number=None):
    """Draws a board in the classic style (see _draw_grid): a one-row
    board as the 1D Reversi assignment draws it (with its square numbers
    under it when they are given), a grid too wide for CELL_SEPARATOR
    with NARROW_CELL_SEPARATOR, and, where squares are named, a grid
    labelled a, b, c... across and 1, 2, 3... down.

    Parameters: board -- the 2D list of pieces; heading -- the line above
        the board; names -- whether the game names its squares;
        first_number -- the one-row board's first square number (None:
        no numbers).
    Returns: the drawing as one string (no newline at the end).
    """
    if len(board) == 1:
        cells = [cell.replace(EMPTY, ROW_BOARD_EMPTY) for cell in board[0]]
        middle = ROW_BOARD_WALL + ROW_BOARD_WALL.join(cells) + ROW_BOARD_WALL
        edge = (ROW_BOARD_EDGE + ROW_BOARD_RULE * (len(middle)
                                                   - ROW_BOARD_EDGES)
                + ROW_BOARD_EDGE)
        lines = [heading, "", edge, middle, edge]
        if first_number is not None:
            lines += _format_row_numbers(len(cells), first_number)
        return "\n".join(lines)
    width = len(str(max(len(board), len(board[0])) - 1))
    separator = CELL_SEPARATOR
    if (len(board[0]) + 1) * width + len(board[0]) * len(
            CELL_SEPARATOR) > MAX_BOARD_WIDTH:
        separator = NARROW_CELL_SEPARATOR
    labels = get_board_labels(board, names, 0)
    return _draw_grid(board, heading, separator, labels[0], labels[1])


def parse_board(text):
    """Reads a board back from the grid drawing _draw_grid makes, so a
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


def _format_classic_moves(state):
    """Writes the 'Valid moves are:' line of any game: [row, col] pairs
    counted from the rule set's first number, or square numbers on a
    one-row board.

    Parameters: state -- the GameState.
    Returns: the line as a string.
    """
    board = state.board
    game = state.game
    if game.rules.square_names:
        names = [game.write_square(board, move)
                 for move in get_legal_moves(state)]
        return VALID_MOVES_LABEL + (NAME_LIST_SEPARATOR.join(names)
                                    or NO_NAMED_MOVES)
    first_number = game.rules.first_number
    shown = []
    for move in get_legal_moves(state):
        if len(board) == 1:
            shown.append(move[1] + first_number)
        else:
            shown.append([move[0] + first_number,
                          move[1] + first_number])
    return VALID_MOVES_LABEL + str(shown)


def format_classic_human_turn(state):
    """Shows what comes before a human's move in the classic style: the
    board and the valid moves ('none' before a human's pass, which the
    turn's line then tells).

    Parameters: state -- the GameState.
    Returns: the lines as one string.
    """
    return "\n".join([format_board_block(state, CURRENT_BOARD_HEADING,
                                         state.game.draw_board),
                      _format_classic_moves(state)])


def format_classic_turn(state):
    """Shows a turn in the classic style: a computer's move, or any pass,
    on one line (a human's move shows itself).

    Parameters: state -- the GameState, just after the turn.
    Returns: the line, or '' after a human's move.
    """
    piece, move = state.history[-1]
    if len(move) > 0 and state.game.players[piece] == HUMAN:
        return ""
    return format_last_turn(state)


def format_classic_end(state):
    """Shows the end of a game in the classic style: the final board, why
    the game ended, the score and the winner.

    Parameters: state -- the GameState of a finished game.
    Returns: the lines as one string.
    """
    return (format_board_block(state, FINAL_BOARD_HEADING,
                               state.game.draw_board) + "\n"
            + format_final_result(state))


def format_classic_quit(state):
    """Shows a game ended with quit: the final board, the score, who leads."""
    # Quit is typed at a prompt, so a board has been shown already.
    return ("\n" + state.game.draw_board(state.board, FINAL_BOARD_HEADING)
            + "\n\n" + format_quit_result(state))


# The classic display: the course's transcript, for any game.
CLASSIC_DISPLAY = Display(start=format_nothing,
                          human_turn=format_classic_human_turn,
                          turn=format_classic_turn, restart=format_nothing,
                          end=format_classic_end, quit=format_classic_quit)


# The extra words a human may type instead of a move, and what help
# says of them (pass only where a stuck side passes).
HINT_WORD = "hint"
UNDO_WORD = "undo"
SAVE_WORD = "save"
REPLACE_WORD = "save!"
HELP_NAMES = ("Type your move as the square's name, a column letter and "
              "a row number (f5).")
HELP_SQUARE = "Type your move as the square's number, {} to {}."
HELP_HINT = "your legal moves, and the best one"
HELP_PASS = "pass, when you have no legal move"
HELP_UNDO = "take back your last move"
REDO_WORD = "redo"
HELP_REDO = "play again what undo took back"
FILE_ARGUMENT = " FILE"
HELP_SAVE = "write the game's record to FILE"
HELP_REPLACE = "the same, replacing whatever FILE holds"
HELP_QUIT = "end the game"
HELP_HELP = "show this list"
UNSAVED_MESSAGE = "The game has moves not saved."
QUIT_QUESTION = UNSAVED_MESSAGE + " Quit anyway? (y/n) "
YES_WORDS = ["y", "yes"]
QUIT_CANCELLED_MESSAGE = "The game goes on (save FILE keeps it)."
MOVES_WORD = "moves"
HELP_MOVES = "the game so far as a move string"
HELP_MOVE_LIST = "the game so far, move by move"
MOVE_LIST_LABEL = "Moves so far: "
MOVE_LIST_SEPARATOR = ", "
ANALYZE_WORDS = ["analyze", "analyse"]
HELP_ANALYZE = "every legal move's value, best first"
REVIEW_WORD = "review"
HELP_REVIEW = "judge every move of the game so far"
# What a terminal is asked once a game is over (piped input is not).
GAME_OVER_QUESTION = ("Type review to go through the game, moves, save "
                      "FILE, or Enter to leave: ")
GAME_OVER_WORDS = [REVIEW_WORD, MOVES_WORD, SAVE_WORD, REPLACE_WORD]
GAME_OVER_REFUSAL = ("The game is over: only review, moves, save and save! "
                     "work now.")
NO_MOVES_YET_MESSAGE = "No move has been played yet."
SQUARE_NOTATION = "square {}-{}"

CANNOT_PASS_MESSAGE = ("You cannot pass while you have a legal move "
                       "(type hint to see them).")


def answer_hint(state, argument):
    """Answers the word hint: the legal moves with their flip counts, and
    the move the strongest computer would play.

    Parameters: state -- the GameState; argument -- not used.
    Returns: [ACTION_ASK, the lines].
    """
    game = state.game
    board = state.board
    rules = game.rules
    lines = [_format_hints(board, get_hints(board, state.due, rules),
                          game.write_square)]
    if len(get_legal_moves(state)) > 0:
        analysis = run_with_progress(THINKING_TEXT, functools.partial(
            analyse_hint, board, state.due, game))
        lines.append(format_best_move(board, analysis, game))
    return [ACTION_ASK, "\n".join(lines)]


def get_terminal_jobs():
    """Chooses how many processes the words analyze and review use: the
    machine's cores when a player types at a terminal, and one (no
    worker) when the input is piped, so a transcript never depends on
    them.

    Parameters: none.
    Returns: the number of processes.
    """
    stream = sys.stdin
    if stream is None or not stream.isatty():
        return 1
    return os.cpu_count() or 1


def answer_analyze(state, argument):
    """Answers the word analyze: every legal move of the side due with
    its value, best first, as --analyze gives it (see analyse_moves).

    Parameters: state -- the GameState; argument -- not used.
    Returns: [ACTION_ASK, the lines].
    """
    game = state.game
    board = state.board
    opinions = run_with_progress(ANALYSING_TEXT, functools.partial(
        analyse_moves_together, board, state.due, game.rules,
        get_game_settings(game), get_terminal_jobs()))
    return [ACTION_ASK, format_analysis(board, state.due, opinions,
                                        game.write_square)]


def ask_after_game(state, read_line):
    """At a terminal, once a game is over, offers what can still be done
    with it (review, moves, save, save!) until Enter, quit, the end of
    input or Ctrl-C. Piped input is not asked, so transcripts stay as
    they are.

    Parameters: state -- the GameState; read_line -- the function that
        reads a line after a prompt.
    Returns: None.
    """
    if not reads_a_terminal() or not is_state_over(state):
        return
    words = [word for word in state.game.words
             if word.names[0] in GAME_OVER_WORDS]
    try:
        while True:
            text = read_line(GAME_OVER_QUESTION)
            tokens = text.split()
            if len(tokens) == 0 or tokens[0].lower() in QUIT_WORDS:
                return
            word = find_word(words, tokens)
            if word is None:
                print(GAME_OVER_REFUSAL)
                continue
            show(answer_word(state, word, text)[1])
    except (EOFError, KeyboardInterrupt):
        # The game is over and kept as it was: leaving is all that is left.
        print()


def get_review_names(player_names):
    """Names the sides for a review's summary, such as 'X (human)'."""
    return {piece: NAME_WITH_PIECE.format(piece, player_names[piece])
            for piece in [PLAYER_PIECE, COMPUTER_PIECE]}


def answer_review(state, argument):
    """Answers the word review: every move of the game so far judged
    against the best one (see review_game), each line shown as soon as
    its move is judged.

    Parameters: state -- the GameState; argument -- not used.
    Returns: [ACTION_ASK, ''] (the lines are shown as they come), or
        [ACTION_ASK, REVIEW_NO_MOVES] before the first move.
    """
    game = state.game
    if len(state.history) == 0:
        return [ACTION_ASK, REVIEW_NO_MOVES]
    review_game(state.start, state.history, game.rules,
                get_game_settings(game), game.write_square,
                get_review_names(game.player_names), show,
                jobs=get_terminal_jobs())
    return [ACTION_ASK, ""]


def answer_pass(state, argument):
    """Answers the word pass: a side with no legal move passes.

    Parameters: state -- the GameState; argument -- not used.
    Returns: [ACTION_MOVE, ''] (a pass), or [ACTION_ASK, the reason] when
        the side has a legal move.
    """
    if len(get_legal_moves(state)) > 0:
        return [ACTION_ASK, CANNOT_PASS_MESSAGE]
    return [ACTION_MOVE, ""]


def answer_undo(state, argument):
    """Answers the word undo (see take_back)."""
    return answer_changed_history(take_back(state))


def answer_redo(state, argument):
    """Answers the word redo (see play_again)."""
    return answer_changed_history(play_again(state))


def answer_changed_history(done):
    """Turns what undo or redo did into a word's answer.

    Parameters: done -- [whether the position changed, the lines to show].
    Returns: [ACTION_RESTART (the turn starts again) or ACTION_ASK, the
        lines as one string].
    """
    if done[0]:
        return [ACTION_RESTART, "\n".join(done[1])]
    return [ACTION_ASK, "\n".join(done[1])]


def answer_save(state, argument, replace=False):
    """Answers the word save: writes the game's record to the file named,
    unless the file holds something other than this game (see
    check_file_to_replace); save! (replace) writes over anything.

    Parameters: state -- the GameState (what was saved is noted);
        argument -- the file's name; replace -- True for save!.
    Returns: [ACTION_ASK, whether the game was saved].
    """
    if argument == "":
        return [ACTION_ASK, SAVE_USAGE_MESSAGE]
    # The typed line was decoded as ASCII: other characters are
    # replacement characters, which would name another file.
    reason = NOT_ASCII_NAME_ERROR
    if argument.isascii():
        if not replace:
            other = check_file_to_replace(argument, state)
            if other != "":
                return [ACTION_ASK, NOT_REPLACED_MESSAGE.format(
                    show_path(argument), other, show_path(argument))]
        reason = save_state(state, argument)
    if reason != "":
        return [ACTION_ASK, NOT_SAVED_MESSAGE.format(show_path(argument),
                                                     reason)]
    return [ACTION_ASK, SAVED_MESSAGE.format(show_path(argument))]


def save_state(state, path):
    """Writes a game's record to a file, and notes that the game is saved
    and the file is its own (see check_file_to_replace).

    Parameters: state -- the GameState (changed when it is saved); path
        -- the file's name.
    Returns: '' when it was written, otherwise the reason it was not.
    """
    reason = write_record_file(path, format_state_record(state))
    if reason == "":
        state.saved_history = list(state.history)
        state.own_files.add(os.path.realpath(path))
    return reason


def is_unsaved(state):
    """Tells whether the game has moves played since it was last saved."""
    return state.history != state.saved_history


def answer_quit_checked(state, argument):
    """Answers quit (or exit) as PART 1 does, but at a terminal, with
    moves played since the game was last saved, first asks once whether
    to quit. Piped input quits at once, so transcripts stay as they are.

    Parameters: state -- the GameState; argument -- not used.
    Returns: [ACTION_QUIT, ''], or [ACTION_ASK, that the game goes on].
    Raises: EOFError when the input ends at the question.
    """
    if is_unsaved(state) and reads_a_terminal():
        answer = read_player_line(QUIT_QUESTION).strip().lower()
        if answer not in YES_WORDS:
            return [ACTION_ASK, QUIT_CANCELLED_MESSAGE]
    return [ACTION_QUIT, ""]


def get_moves_text(state):
    """Writes a game's moves to hand to another program (the word moves,
    the window's Copy moves): a move string where squares are named,
    otherwise the moves as the game writes them.

    Parameters: state -- the GameState.
    Returns: the text ('' for no move).
    """
    history = state.history
    if state.game.rules.square_names:
        return format_move_string(state.board, history)
    return MOVE_LIST_SEPARATOR.join(list_written_moves(state, history))


def answer_moves(state, argument):
    """Answers the word moves: the game so far. Where squares are named,
    that is a move string, to paste into another Othello program (or
    back into --moves); elsewhere, the moves as the game writes them.

    Parameters: state -- the GameState; argument -- not used.
    Returns: [ACTION_ASK, the moves, or that no move is played].
    """
    history = state.history
    if len(history) == 0:
        return [ACTION_ASK, NO_MOVES_YET_MESSAGE]
    if state.game.rules.square_names:
        # A game of passes only has an empty move string.
        return [ACTION_ASK, get_moves_text(state) or NO_MOVES_YET_MESSAGE]
    return [ACTION_ASK, wrap_list(MOVE_LIST_LABEL,
                                  list_written_moves(state, history),
                                  MOVE_LIST_SEPARATOR)]


def _get_game_words(rules):
    """Lists the extra words of a game under a rule set, in help's order:
    hint, analyze, review, pass (where a side can be stuck and then
    passes: not in the one-row game, where every empty square is a
    move), undo, redo, save, save! and moves.

    Parameters: rules -- the rule set.
    Returns: the Words.
    """
    words = [Word([HINT_WORD], HINT_WORD, HELP_HINT, answer_hint),
             Word(ANALYZE_WORDS, ANALYZE_WORDS[0], HELP_ANALYZE,
                  answer_analyze),
             Word([REVIEW_WORD], REVIEW_WORD, HELP_REVIEW, answer_review)]
    # Only where a side can be left with no legal move: not in the
    # one-row game, where every empty square is a move.
    if rules.can_pass and rules.needs_flip:
        words.append(Word([PASS_WORD], PASS_WORD, HELP_PASS, answer_pass))
    words.append(Word([UNDO_WORD], UNDO_WORD, HELP_UNDO, answer_undo))
    words.append(Word([REDO_WORD], REDO_WORD, HELP_REDO, answer_redo))
    words.append(Word([SAVE_WORD], SAVE_WORD + FILE_ARGUMENT, HELP_SAVE,
                      answer_save, True))
    words.append(Word([REPLACE_WORD], REPLACE_WORD + FILE_ARGUMENT,
                      HELP_REPLACE,
                      functools.partial(answer_save, replace=True), True))
    moves_help = HELP_MOVE_LIST
    if rules.square_names:
        moves_help = HELP_MOVES
    words.append(Word([MOVES_WORD], MOVES_WORD, moves_help, answer_moves))
    words.append(Word(QUIT_WORDS, WORD_SEPARATOR.join(QUIT_WORDS), HELP_QUIT,
                      answer_quit_checked))
    words.append(Word(HELP_WORDS, WORD_SEPARATOR.join(HELP_WORDS), HELP_HELP,
                      answer_help))
    return words


def bind_player(name, rules, settings):
    """Turns a player's name into what a Game holds for it: HUMAN,
    or the computer's function with the rules and settings filled in.

    Parameters: name -- HUMAN or a name from COMPUTER_PLAYERS; rules --
        the rule set; settings -- the Settings.
    Returns: HUMAN, or a function (board, piece) -> move.
    """
    if name == HUMAN:
        return HUMAN
    return functools.partial(COMPUTER_PLAYERS[name], rules=rules,
                             settings=settings)


def create_game(rules=UMBC_RULES, names=None, first=PLAYER_PIECE,
                top_left=None, win=WIN_MOST, settings=None,
                seed=None, record_path=None, display=CLASSIC_DISPLAY):
    """Makes the Game of any game: its rules, players, words, display and
    after-turn steps.

    Parameters: rules -- the rule set; names -- the players' names by
        piece ({X: 'human', O: rules' default} when None); first -- who
        moves first; top_left -- the top-left piece of the centre four
        (the rule set's own when None); win -- WIN_MOST or WIN_FEWEST;
        settings -- the computers' settings (fresh ones for how the game
        is won when None); seed -- the seed the settings were made with,
        for the record; record_path -- the --record file, or None;
        display -- the Display (CLASSIC_DISPLAY, or the rich one).
    Returns: the Game.
    """
    if names is None:
        names = {PLAYER_PIECE: HUMAN, COMPUTER_PIECE: rules.o_player}
    if settings is None:
        settings = create_settings(win=win)
    if top_left is None:
        top_left = rules.top_left
    first_number = rules.first_number
    form = ROW_COL_NOTATION
    help_line = HELP_NUMBERS
    if rules.rows == 1:
        last = rules.cols - 1 + first_number
        form = SQUARE_NOTATION.format(first_number, last)
        help_line = HELP_SQUARE.format(first_number, last)
    write_square = functools.partial(format_numbered_square,
                                     first_number=first_number)
    if rules.square_names:
        form = NAME_NOTATION
        help_line = HELP_NAMES
        write_square = format_square_name
    after_turn = []
    if record_path is not None:
        after_turn.append(keep_record)
    return Game(rules=rules, player_names=dict(names),
                players={piece: bind_player(names[piece], rules, settings)
                         for piece in names},
                first=first, top_left=top_left, win=win, settings=settings,
                write_square=write_square,
                draw_board=functools.partial(draw_classic_board,
                                             first_number=first_number,
                                             names=rules.square_names),
                move_form=form, move_help=help_line,
                words=_get_game_words(rules), display=display,
                after_turn=after_turn, seed=seed, record_path=record_path)


# ======================================================================
# RICH DISPLAY (--style rich)
# ======================================================================

# The rich style, for a person at a terminal: who plays which side, the
# board after every turn with the move and what it flipped marked, the
# legal moves of a human marked, and a status line. Each square is three
# characters wide: what it holds, between two marks. Every mark is a
# character, so the board reads the same without colour, piped, or to a
# screen reader.
RICH_EMPTY = "."
RICH_LEGAL = "*"
RICH_PLAIN_MARKS = "  "
RICH_LAST_MOVE_MARKS = "[]"
RICH_FLIPPED_MARKS = "()"
RICH_CELL_WIDTH = 3
RICH_NUMBER_WIDTH = 2
RICH_LABEL_GAP = " "
RICH_ONE_HUMAN_SIDES = "You play {}; the computer ({}) plays {}."
RICH_TWO_HUMANS_SIDES = "{} and {} both play {}."
# Where two humans play, at the terminal.
KEYBOARD_PLACE = "at the keyboard"
RICH_NO_HUMAN_SIDES = "{} plays {}; {} plays {}."
RICH_HELP_POINTER = " Type help or ? for help."
RICH_LEGEND = "Marks: [X] the last move, (X) a piece it flipped{}."
RICH_LEGAL_LEGEND = ", * a legal move"
LEGAL_MOVES_LABEL = "Legal moves: "
LEGAL_MOVES_SEPARATOR = ", "
LEGAL_MOVES_END = "."
# Colour is added to the marks, never instead of them, and only when
# standard output is a terminal and NO_COLOR is not set (or is empty),
# as https://no-color.org asks. The codes are ANSI select graphic
# rendition: bold cyan X, bold yellow O, green legal moves; the last
# move in reverse video and the flipped pieces underlined.
NO_COLOR_VARIABLE = "NO_COLOR"
COLOUR_START = "\033[{}m"
COLOUR_RESET = "\033[0m"
COLOUR_JOIN = ";"
PIECE_COLOURS = {PLAYER_PIECE: "1;36", COMPUTER_PIECE: "1;33",
                 RICH_LEGAL: "32"}
MARK_COLOURS = {RICH_LAST_MOVE_MARKS: "7", RICH_FLIPPED_MARKS: "4"}


def wants_colour(stream):
    """Tells whether the rich style may colour a stream: only a terminal,
    and only when NO_COLOR is not set.

    Parameters: stream -- the output stream (standard output).
    Returns: True if colour codes may be written, False otherwise.
    """
    if os.environ.get(NO_COLOR_VARIABLE, "") != "":
        return False
    try:
        return stream.isatty()
    except (AttributeError, ValueError, OSError):
        return False


def format_sides(game, piece_names=None, place=KEYBOARD_PLACE):
    """Says who plays which side, such as 'You play X; the computer
    (level3) plays O.'

    Parameters: game -- the Game (its players); piece_names --
        {piece: how the side is called} (None: by its piece, X or O);
        place -- where two humans play (KEYBOARD_PLACE at the terminal).
    Returns: the sentence as a string.
    """
    if piece_names is None:
        piece_names = {PLAYER_PIECE: PLAYER_PIECE,
                       COMPUTER_PIECE: COMPUTER_PIECE}
    players = game.player_names
    humans = list(players.values()).count(HUMAN)
    if humans == len(players):
        return RICH_TWO_HUMANS_SIDES.format(piece_names[PLAYER_PIECE],
                                            piece_names[COMPUTER_PIECE],
                                            place)
    if humans == 0:
        return RICH_NO_HUMAN_SIDES.format(players[PLAYER_PIECE],
                                          piece_names[PLAYER_PIECE],
                                          players[COMPUTER_PIECE],
                                          piece_names[COMPUTER_PIECE])
    human_piece = PLAYER_PIECE
    if players[PLAYER_PIECE] != HUMAN:
        human_piece = COMPUTER_PIECE
    computer_piece = get_opponent(human_piece)
    return RICH_ONE_HUMAN_SIDES.format(piece_names[human_piece],
                                       players[computer_piece],
                                       piece_names[computer_piece])


def format_rich_intro(game):
    """Writes the rich style's opening lines: who plays which side, how
    to get help (when a human plays), and what the board's marks mean.

    Parameters: game -- the Game.
    Returns: the two lines as one string, joined by a newline.
    """
    first_line = format_sides(game)
    legal_legend = ""
    if HUMAN in game.player_names.values():
        first_line += RICH_HELP_POINTER
        legal_legend = RICH_LEGAL_LEGEND
    return first_line + "\n" + RICH_LEGEND.format(legal_legend)


def format_rich_cell(piece, marks, colour):
    """Draws one square of the rich board: what it holds between two
    marks, coloured when colour is on.

    Parameters: piece -- what the square shows: a piece, RICH_EMPTY or
        RICH_LEGAL; marks -- the two marks (RICH_PLAIN_MARKS,
        RICH_LAST_MOVE_MARKS or RICH_FLIPPED_MARKS); colour -- whether to
        add colour codes.
    Returns: the square as a string, RICH_CELL_WIDTH characters wide
        (not counting colour codes).
    """
    shown = piece
    if colour and piece in PIECE_COLOURS:
        codes = [PIECE_COLOURS[piece]]
        if marks in MARK_COLOURS:
            codes.append(MARK_COLOURS[marks])
        shown = (COLOUR_START.format(COLOUR_JOIN.join(codes)) + piece
                 + COLOUR_RESET)
    return marks[0] + shown + marks[1]


def format_rich_board(state, colour):
    """Draws the board in the rich style: column labels above, row
    labels on the left (none on a one-row board, whose squares are
    numbered above), the last move in [ ], the pieces it flipped in ( ),
    and a human's legal moves as RICH_LEGAL. The labels are those of the
    squares' names where squares are named (a1 top left); otherwise
    numbers from the rule set's first square number, as moves are typed.

    Parameters: state -- the GameState; colour -- whether to add colour
        codes.
    Returns: the drawing as one string, its lines joined by newlines
        (none at the end).
    """
    board = state.board
    rules = state.game.rules
    column_labels, row_labels = get_board_labels(
        board, rules.square_names, rules.first_number)
    last_move = get_last_move(state)
    flips = state.flips
    legal = get_marked_moves(state)
    label = ""
    if len(board) > 1:
        label = " " * len(row_labels[-1]) + RICH_LABEL_GAP
    header = label
    for column_label in column_labels:
        # The label's last character stands above the square's piece.
        header += column_label.rjust(RICH_NUMBER_WIDTH).ljust(
            RICH_CELL_WIDTH)
    lines = [header.rstrip()]
    for row in range(len(board)):
        line = ""
        if len(board) > 1:
            line = row_labels[row].rjust(
                len(label) - len(RICH_LABEL_GAP)) + RICH_LABEL_GAP
        for col in range(len(board[row])):
            square = [row, col]
            piece = board[row][col]
            marks = RICH_PLAIN_MARKS
            if square == last_move:
                marks = RICH_LAST_MOVE_MARKS
            elif square in flips:
                marks = RICH_FLIPPED_MARKS
            if square in legal:
                piece = RICH_LEGAL
            elif piece == EMPTY:
                piece = RICH_EMPTY
            line += format_rich_cell(piece, marks, colour)
        lines.append(line.rstrip())
    return "\n".join(lines)


def format_legal_moves(board, moves, write_square):
    """Writes the rich style's list of legal moves, typed as a player
    types them, on more lines where one is too narrow.

    Parameters: board -- the 2D list of pieces (for its shape); moves --
        the [row, col] moves; write_square -- the game's function
        (board, move) -> the square as the game writes it.
    Returns: the lines as one string, such as 'Legal moves: d3, c4.'
    """
    squares = []
    for move in moves:
        squares.append(write_square(board, move))
    return wrap_list(LEGAL_MOVES_LABEL, squares,
                     LEGAL_MOVES_SEPARATOR) + LEGAL_MOVES_END


def format_rich_turn(state, colour):
    """Shows a turn in the rich style: what it did, then the position."""
    return "\n".join(["", format_last_turn(state),
                      format_rich_position(state, colour)])


def format_rich_position(state, colour):
    """Draws the rich board and, while the game goes on, the status line.

    Parameters: state -- the GameState; colour -- whether to add colour
        codes.
    Returns: the lines as one string.
    """
    lines = [format_rich_board(state, colour)]
    if not is_state_over(state):
        lines.append(format_status(state))
    return "\n".join(lines)


def format_rich_start(state, colour):
    """Shows a game's start in the rich style: who plays, then the position."""
    return "\n".join([format_rich_intro(state.game), "",
                      format_rich_position(state, colour)])


def format_rich_restart(state, colour):
    """Shows the position again in the rich style, after undo or redo."""
    return "\n" + format_rich_position(state, colour)


def format_rich_human_turn(state):
    """Shows what comes before a human's move in the rich style: the
    legal moves (nothing before a human's pass, which the turn's lines
    then tell).

    Parameters: state -- the GameState.
    Returns: the lines as one string ('' when there is no legal move).
    """
    moves = get_legal_moves(state)
    if len(moves) == 0:
        return ""
    return format_legal_moves(state.board, moves,
                              state.game.write_square)


def format_rich_end(state):
    """Shows a game's end in the rich style: why, the score, the winner."""
    return "\n" + format_final_result(state)


def create_rich_display(colour):
    """Makes the rich style's display table.

    Parameters: colour -- whether to add colour codes.
    Returns: the display table (keyed by the DISPLAY_ constants).
    """
    return Display(start=functools.partial(format_rich_start, colour=colour),
                   human_turn=format_rich_human_turn,
                   turn=functools.partial(format_rich_turn, colour=colour),
                   restart=functools.partial(format_rich_restart,
                                             colour=colour),
                   end=format_rich_end, quit=format_quit_result)


# ======================================================================
# MATCH (computer against computer)
# ======================================================================

# --match plays games between two computer players and sums them up.
# Each pair of games starts from the same random opening of
# OPENING_PLIES plies (from the game's seeded random numbers), the
# players swapping colours between the two, so neither gains from the
# opening or from moving first.
DEFAULT_MATCH_GAMES = 10
MATCH_PLAYER_COUNT = 2
OPENING_PLIES = 4
GAMES_PER_OPENING = 2
PERCENT = 100
DRAW_POINTS = 0.5
MATCH_GAME_LINE = "game {} of {}: {} (X) {}-{} {} (O), {}"
MATCH_WINNER = "{} ({}) wins"
MATCH_DRAW = "a draw"
MATCH_SUMMARY = ("{} against {}, {} {}: {} won, {} drawn, {} lost;\n"
                 "score {:.1f}%; mean disc difference {:+.1f}")
MATCH_PROGRESS = "game {} of {}..."
ONE_GAME_WORD = "game"
GAMES_WORD = "games"
MATCH_TIMES = "mean seconds a move: {} {:.3f}, {} {:.3f}"


def play_opening(board, piece_due, rules, plies, rng):
    """Plays random legal moves from a position, to start the games of a
    match somewhere other than the usual first position.

    Parameters: board -- the 2D list of pieces (changed); piece_due --
        the side whose turn it is; rules -- the rule set; plies -- how
        many moves to play (fewer when the game ends first); rng -- the
        random-number generator.
    Returns: the side whose turn it is after the opening.
    """
    for ply in range(plies):
        side = get_side_to_move(board, piece_due, rules)
        if side == EMPTY:
            return piece_due
        move = rng.choice(get_rule_moves(board, side, rules))
        apply_rule_move(board, move[0], move[1], side, rules)
        piece_due = get_opponent(side)
    return piece_due


def play_computer_game(board, piece_due, game):
    """Plays a game between two computers to its end, without printing,
    timing every move.

    Parameters: board -- the 2D list of pieces (changed); piece_due -- the
        side whose turn it is; game -- the Game (its rules, and its
        players, which must both be computers).
    Returns: a table of the seconds each move took, by piece: {piece:
        [seconds, ...]}.
    """
    rules = game.rules
    seconds = {PLAYER_PIECE: [], COMPUTER_PIECE: []}
    side = get_side_to_move(board, piece_due, rules)
    while side != EMPTY:
        started = time.perf_counter()
        move = game.players[side](board, side)
        seconds[side].append(time.perf_counter() - started)
        apply_rule_move(board, move[0], move[1], side, rules)
        side = get_side_to_move(board, get_opponent(side), rules)
    return seconds


def get_mean(numbers):
    """Averages a list of numbers.

    Parameters: numbers -- the list (may be empty).
    Returns: the mean, or 0.0 for an empty list.
    """
    if len(numbers) == 0:
        return 0.0
    return sum(numbers) / len(numbers)


def play_match(names, games, game, size):
    """Plays a match between two computers. It prints a line as each game
    ends, then the summary: the first player's wins, draws and losses,
    its score (a win is a point, a draw half), the mean of its discs
    minus the second player's at the end of a game, and each player's
    mean seconds a move.

    Parameters: names -- the two players' names from COMPUTER_PLAYERS;
        games -- how many games; game -- the Game (rules, who moves
        first, the start layout, how it is won, the settings); size -- the
        board's [rows, cols].
    Returns: the first player's [wins, draws, losses].
    """
    rules = game.rules
    rng = game.settings.random_numbers
    wins = 0
    draws = 0
    losses = 0
    disc_difference = 0
    seconds = {names[0]: [], names[1]: []}
    for number in range(games):
        if number % GAMES_PER_OPENING == 0:
            opening = create_start_board(size[0], size[1],
                                         game.top_left, rules)
            opening_due = play_opening(opening, game.first, rules,
                                       OPENING_PLIES, rng)
        # The first player takes X in the first game of each pair, O in
        # the second.
        first_piece = PLAYER_PIECE
        if number % GAMES_PER_OPENING != 0:
            first_piece = COMPUTER_PIECE
        second_piece = get_opponent(first_piece)
        players = {first_piece: names[0], second_piece: names[1]}
        bound = {piece: bind_player(players[piece], rules,
                                    game.settings)
                 for piece in players}
        board = copy_board(opening)
        spent = run_with_progress(
            MATCH_PROGRESS.format(number + 1, games),
            functools.partial(play_computer_game, board, opening_due,
                              dataclasses.replace(game, players=bound)))
        seconds[names[0]].extend(spent[first_piece])
        seconds[names[1]].extend(spent[second_piece])
        winner = get_rule_winner(board, game.win)
        outcome = MATCH_DRAW
        if winner == EMPTY:
            draws += 1
        else:
            outcome = MATCH_WINNER.format(players[winner], winner)
            if winner == first_piece:
                wins += 1
            else:
                losses += 1
        scores = get_final_scores(board, rules, game.win)
        disc_difference += scores[first_piece] - scores[second_piece]
        print(MATCH_GAME_LINE.format(number + 1, games,
                                     players[PLAYER_PIECE],
                                     scores[PLAYER_PIECE],
                                     scores[COMPUTER_PIECE],
                                     players[COMPUTER_PIECE], outcome),
              flush=True)
    score = PERCENT * (wins + DRAW_POINTS * draws) / games
    games_word = GAMES_WORD
    if games == 1:
        games_word = ONE_GAME_WORD
    print(MATCH_SUMMARY.format(names[0], names[1], games, games_word, wins,
                               draws, losses, score, disc_difference / games))
    print(MATCH_TIMES.format(names[0], get_mean(seconds[names[0]]),
                             names[1], get_mean(seconds[names[1]])))
    return [wins, draws, losses]



# ======================================================================
# ICS 32 PROTOCOL (UCI ICS 32's Othello project)
# ======================================================================

# UCI ICS 32's console protocol: what it prints, the pieces as it
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
# The five option lines, in order: the field of ProtocolOptions each
# gives, and what it is.
PROTOCOL_OPTIONS = [["rows", "the number of rows"],
                    ["cols", "the number of columns"],
                    ["first", "who moves first"],
                    ["top_left", "the top-left piece of the centre four"],
                    ["win", "how the game is won"]]
PROTOCOL_OPTION_ERROR = "{}: protocol option line {} ({}): {}"
PROTOCOL_SIZE_ERROR = "expected an even whole number from {} to {}"
PROTOCOL_PIECE_ERROR = "expected B or W"
PROTOCOL_WIN_ERROR = "expected > (most discs win) or < (fewest win)"
PROTOCOL_MISSING_OPTION = "missing: the input ended"
PROTOCOL_TOO_LONG_ERROR = "the line is too long"


@dataclasses.dataclass
class ProtocolOptions:
    """The game the ICS 32 protocol's five option lines ask for."""
    rows: int            # the board's rows
    cols: int            # and columns
    first: str           # the side that moves first
    top_left: str        # the top-left piece of the centre four
    win: str             # WIN_MOST or WIN_FEWEST


def format_protocol_state(board):
    """Writes the board as the ICS 32 protocol prints it: the disc counts
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


def _parse_protocol_option(key, text):
    """Reads one of the ICS 32 protocol's option lines.

    Parameters: key -- which option the line gives (a field name of
        ProtocolOptions); text -- the line read.
    Returns: a pair [value, error]: the option's value (a side length, a
        piece, or WIN_MOST / WIN_FEWEST) and '' when the line is good;
        otherwise None and the reason.
    """
    if text is None:
        return [None, PROTOCOL_TOO_LONG_ERROR]
    word = text.strip()
    if key in ["rows", "cols"]:
        side = None
        if len(word.split()) == 1:
            side = parse_whole_number(word)
        if is_valid_board_side(side):
            return [side, ""]
        return [None, PROTOCOL_SIZE_ERROR.format(MIN_BOARD_SIZE,
                                                 MAX_BOARD_SIZE)]
    if key == "win":
        if word in PROTOCOL_WIN_LABELS:
            return [PROTOCOL_WIN_LABELS[word], ""]
        return [None, PROTOCOL_WIN_ERROR]
    for piece in [PLAYER_PIECE, COMPUTER_PIECE]:
        if word == PROTOCOL_PIECE_LABELS[piece]:
            return [piece, ""]
    return [None, PROTOCOL_PIECE_ERROR]


def _parse_protocol_options(lines):
    """Reads the ICS 32 protocol's five option lines: rows, columns, who
    moves first (B or W), the top-left piece of the centre four (B or W),
    and how the game is won (> for most discs, < for fewest).

    Parameters: lines -- the option lines read, as text (fewer than five
        when the input ended early).
    Returns: a pair [options, error]: the ProtocolOptions and '' when
        every line is good; otherwise None and which line is wrong and
        why.
    """
    options = {}
    for index in range(len(PROTOCOL_OPTIONS)):
        key = PROTOCOL_OPTIONS[index][0]
        if index < len(lines):
            parsed = _parse_protocol_option(key, lines[index])
        else:
            parsed = [None, PROTOCOL_MISSING_OPTION]
        if parsed[1] != "":
            return [None, PROTOCOL_OPTION_ERROR.format(
                PROGRAM_NAME, index + 1, PROTOCOL_OPTIONS[index][1],
                parsed[1])]
        options[key] = parsed[0]
    return [ProtocolOptions(**options), ""]


def read_protocol_line():
    """Reads one line of the protocol's input, with no prompt and no echo.

    Parameters: none.
    Returns: the line as text, without its newline (see decode_line), or
        None for a line too long to read.
    Raises: EOFError at the end of input.
    """
    raw_line = read_raw_line()
    if raw_line is None:
        return None
    return decode_line(raw_line)


def check_protocol_move(line, board, side, rules):
    """Checks a line of the protocol as a move: 'row col', counted from 1.

    Parameters: line -- the line read (None for one too long to read);
        board -- the 2D list of pieces; side -- the side moving; rules --
        the rule set.
    Returns: a pair [move, error], as check_typed_move.
    """
    if line is None:
        return [[], PROTOCOL_TOO_LONG_ERROR]
    return check_rule_move(line, board, side, rules, 1)


def play_protocol(rules, read_line):
    """Runs UCI ICS 32's console protocol, exactly: prints FULL or SIMPLE,
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
    print(PROTOCOL_RULE_LABELS[rules.name])
    sys.stdout.flush()
    lines = []
    try:
        while len(lines) < len(PROTOCOL_OPTIONS):
            lines.append(read_line())
    except EOFError:
        pass
    parsed = _parse_protocol_options(lines)
    if parsed[1] != "":
        report_problem(parsed[1])
        return EXIT_USAGE
    options = parsed[0]
    board = create_start_board(options.rows, options.cols,
                               options.top_left, rules)
    side = get_side_to_move(board, options.first, rules)
    while side != EMPTY:
        print(format_protocol_state(board))
        print(PROTOCOL_TURN.format(PROTOCOL_PIECE_LABELS[side]))
        sys.stdout.flush()
        checked = check_protocol_move(read_line(), board, side, rules)
        while checked[1] != "":
            print(PROTOCOL_INVALID)
            sys.stdout.flush()
            checked = check_protocol_move(read_line(), board, side, rules)
        move = checked[0]
        print(PROTOCOL_VALID)
        apply_rule_move(board, move[0], move[1], side, rules)
        side = get_side_to_move(board, get_opponent(side), rules)
    winner = get_rule_winner(board, options.win)
    winner_label = PROTOCOL_NO_WINNER
    if winner != EMPTY:
        winner_label = PROTOCOL_PIECE_LABELS[winner]
    print(format_protocol_state(board))
    print(PROTOCOL_WINNER.format(winner_label))
    return EXIT_OK



# ======================================================================
# GO TEXT PROTOCOL (--protocol gtp: proj2 as an Othello engine)
# ======================================================================

# The Go Text Protocol, version 2, as Othello engines speak it (GRhino's
# gtp-rhino, Egaroucid for Console) and GUIs such as Quarry drive them:
# one command a line, optionally after a numeric id; each answer starts
# '=' (success) or '?' (failure), followed by the id when there was one,
# and ends with a blank line. Colours are black (X, who moves first) and
# white (O); vertices are square names (f5, either case) or pass, and
# the engine writes them in capitals, as gtp-rhino does. Before a line
# is read, control characters are dropped, tabs become spaces, and a '#'
# starts a comment to the end of the line.
GTP_VERSION = "2"
GTP_NAME = "proj2"
GTP_PROGRAM_VERSION = "1.0"
GTP_SUCCESS = "="
GTP_FAILURE = "?"
GTP_COMMENT = "#"
GTP_TAB = "\t"
GTP_COLOURS = {"black": PLAYER_PIECE, "b": PLAYER_PIECE,
               "white": COMPUTER_PIECE, "w": COMPUTER_PIECE}
GTP_SCORE_LABELS = {PLAYER_PIECE: "B", COMPUTER_PIECE: "W"}
GTP_SCORE = "{}+{}"
GTP_DRAW = "0"
GTP_TRUE = "true"
GTP_FALSE = "false"
GTP_PASS = "pass"
GTP_UNKNOWN_COMMAND = "unknown command"
GTP_SYNTAX_ERROR = "syntax error"
GTP_TOO_LONG = "line too long"
# komi's argument: GTP's float.
GTP_FLOAT_PATTERN = r"[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?"
GTP_ILLEGAL_MOVE = "illegal move"
GTP_BAD_SIZE = "unacceptable size"
GTP_CANNOT_UNDO = "cannot undo"
GTP_CANNOT_SCORE = "cannot score"
GTP_BAD_LEVEL = "level must be 1 to 5"
# The game a GUI such as Quarry asks for (list_games, set_game), as
# gtp-rhino names it.
GTP_GAME = "Othello"
GTP_UNSUPPORTED_GAME = "unsupported game"
# showboard: the side to move, then the board with its labels, X for
# black and O for white.
GTP_NEXT_MOVE = "Next move: {}"
GTP_COLOUR_NAMES = {PLAYER_PIECE: "Black", COMPUTER_PIECE: "White",
                    EMPTY: "nobody (the game is over)"}
GTP_EMPTY = "."
GTP_CELL_SEPARATOR = " "
# Thinking time: the engine plays as level5 (or the level a 'level N'
# command chose), with DEFAULT_THINK_SECONDS a move until the GUI gives
# a clock. time_settings gives the byo-yomi's time a stone, or the main
# time spread over GTP_MOVES_TO_PLAN moves; time_left spreads what is
# left over the engine's moves still to come (half the empty squares),
# keeping GTP_TIME_RESERVE of it; never less than GTP_MIN_THINK nor
# more than GTP_MAX_THINK seconds a move (what a player would choose).
GTP_MOVES_TO_PLAN = 30
GTP_TIME_RESERVE = 0.8
GTP_MIN_THINK = 0.05
GTP_MAX_THINK = 60
GTP_LEVEL_PLAYERS = [LEVEL1_PLAYER, LEVEL2_PLAYER, LEVEL3_PLAYER,
                     LEVEL4_PLAYER, LEVEL5_PLAYER]
# Each command is answered by its handler in GTP_COMMANDS (the table
# stands after the handlers), in list_commands's order.
GTP_QUIT = "quit"
PROTOCOL_GTP = "gtp"


@dataclasses.dataclass
class GtpSession:
    """What the engine keeps from one GTP command to the next."""
    rules: Rules         # the rule set (standard or simple)
    board: list          # the 2D list of pieces, changed in place
    past: list           # [board, piece] before each move (for undo)
    player: str          # the computer that answers genmove (its name)
    settings: Settings   # its settings (the clock sets the think time)


@dataclasses.dataclass(frozen=True)
class GtpCommand:
    """A GTP command the engine knows."""
    answer: object       # function (session, words) -> [succeeded, text]
    word_count: int      # how many words follow the command's name


def _clean_gtp_line(line):
    """Prepares a line as GTP says: control characters dropped (a tab
    becomes a space), a comment cut off, spaces at the ends removed.

    Parameters: line -- the line read.
    Returns: the cleaned line ('' for nothing to do).
    """
    line = line.replace(GTP_TAB, SPACE).split(GTP_COMMENT)[0]
    return "".join(character for character in line
                   if character.isprintable()).strip()


def _create_gtp_session(rules):
    """Starts a GtpSession: the start position, level5, default think time."""
    return GtpSession(rules, create_start_board(rules=rules), [],
                      LEVEL5_PLAYER, create_settings())


def _parse_gtp_vertex(word, board):
    """Reads a GTP vertex: a square's name in either case, or pass.

    Parameters: word -- the vertex; board -- the board (for its size).
    Returns: the [row, col] square, [] for pass, or None when the word
        is not a square on the board.
    """
    if word.lower() == GTP_PASS:
        return []
    named = parse_square_name(word.lower(), board)
    if len(named) == 0 or named[1] != "":
        return None
    return named[0]


def _format_gtp_board(session):
    """Writes what showboard shows: whose move it is, then the board.

    Parameters: session -- the GtpSession.
    Returns: the lines as one string.
    """
    board = session.board
    rules = session.rules
    columns, rows = get_board_labels(board, True, 0)
    width = len(rows[-1])
    lines = [GTP_NEXT_MOVE.format(GTP_COLOUR_NAMES[get_side_to_move(
                 board, _get_gtp_due(session), rules)]),
             SPACE * (width + 1) + GTP_CELL_SEPARATOR.join(columns)]
    for row in range(len(board)):
        cells = [cell.replace(EMPTY, GTP_EMPTY) for cell in board[row]]
        lines.append(rows[row].rjust(width) + SPACE
                     + GTP_CELL_SEPARATOR.join(cells))
    return NEWLINE.join(lines)


def _get_gtp_due(session):
    """Says whose turn it is by the moves played (black first).

    Parameters: session -- the GtpSession.
    Returns: PLAYER_PIECE or COMPUTER_PIECE.
    """
    past = session.past
    if len(past) == 0:
        return PLAYER_PIECE
    return get_opponent(past[-1][1])


def play_gtp_move(session, piece, move):
    """Plays a move for a colour, if it is legal: a square that flips, or
    a pass when the colour has no legal move.

    Parameters: session -- the GtpSession (changed); piece -- the
        colour; move -- the [row, col] square, or [] for a pass.
    Returns: True when the move was played, False when it is illegal.
    """
    board = session.board
    rules = session.rules
    moves = get_rule_moves(board, piece, rules)
    if (len(move) == 0 and len(moves) > 0) or (len(move) > 0
                                                 and move not in moves):
        return False
    session.past.append([copy_board(board), piece])
    if len(move) > 0:
        apply_rule_move(board, move[0], move[1], piece,
                        rules)
    return True


def set_gtp_think(session, seconds, moves):
    """Sets the think time a move from a clock.

    Parameters: session -- the GtpSession (changed); seconds -- the time
        to spread; moves -- over how many moves.
    Returns: None.
    """
    think = seconds * GTP_TIME_RESERVE / max(1, moves)
    session.settings.think = min(GTP_MAX_THINK, max(GTP_MIN_THINK, think))


def start_gtp_game(session, rows, cols):
    """Starts a new game on a board of the given size, forgetting the
    moves played (boardsize and clear_board).

    Parameters: session -- the GtpSession (changed); rows, cols -- the
        board's size.
    Returns: [True, ''], the commands' answer.
    """
    session.board = create_start_board(rows, cols, rules=session.rules)
    session.past = []
    return [True, ""]


# The handlers of GTP_COMMANDS: each is called as handler(session,
# words), words the command's arguments (as many as its word_count
# says), and returns a pair [succeeded, text]: whether to answer '=' or
# '?', and the answer's text.
def answer_gtp_protocol_version(session, words):
    """protocol_version: the version of GTP spoken."""
    return [True, GTP_VERSION]


def answer_gtp_name(session, words):
    """name: the engine's name."""
    return [True, GTP_NAME]


def answer_gtp_version(session, words):
    """version: the engine's version."""
    return [True, GTP_PROGRAM_VERSION]


def answer_gtp_known_command(session, words):
    """known_command NAME: whether the engine knows the command."""
    return [True, GTP_TRUE if words[0] in GTP_COMMANDS else GTP_FALSE]


def answer_gtp_list_commands(session, words):
    """list_commands: the commands, one a line."""
    return [True, NEWLINE.join(GTP_COMMANDS)]


def answer_gtp_quit(session, words):
    """quit: an empty success (play_gtp then stops)."""
    return [True, ""]


def answer_gtp_komi(session, words):
    """komi NUMBER, which Othello has no use for: an empty success when
    the number is one, as GTP's komi is a float.

    Parameters: session -- the GtpSession; words -- the komi.
    Returns: [succeeded, text] (see _answer_gtp).
    """
    if re.fullmatch(GTP_FLOAT_PATTERN, words[0]) is None:
        return [False, GTP_SYNTAX_ERROR]
    return [True, ""]


def answer_gtp_list_games(session, words):
    """list_games: the one game the engine plays."""
    return [True, GTP_GAME]


def answer_gtp_set_game(session, words):
    """set_game NAME: accepts Othello (in any case), and only it.

    Parameters: session -- the GtpSession; words -- [the game's name].
    Returns: [succeeded, text] (see _answer_gtp).
    """
    if words[0].lower() != GTP_GAME.lower():
        return [False, GTP_UNSUPPORTED_GAME]
    return [True, ""]


def answer_gtp_boardsize(session, words):
    """boardsize N: a new game on an N x N board, when N is a size the
    options allow.

    Parameters: session -- the GtpSession (changed); words -- [N].
    Returns: [succeeded, text] (see _answer_gtp).
    """
    size = parse_whole_number(words[0])
    if not is_valid_board_side(size):
        return [False, GTP_BAD_SIZE]
    return start_gtp_game(session, size, size)


def answer_gtp_clear_board(session, words):
    """clear_board: a new game on a board of the same size."""
    return start_gtp_game(session, len(session.board), len(session.board[0]))


def answer_gtp_undo(session, words):
    """undo: takes back the last move played, if there is one.

    Parameters: session -- the GtpSession (changed); words -- [].
    Returns: [succeeded, text] (see _answer_gtp).
    """
    if len(session.past) == 0:
        return [False, GTP_CANNOT_UNDO]
    session.board = session.past.pop()[0]
    return [True, ""]


def answer_gtp_showboard(session, words):
    """showboard: whose move it is, and the board."""
    return [True, _format_gtp_board(session)]


def answer_gtp_final_score(session, words):
    """final_score: the winner's colour and margin ('B+4'), or '0' for a
    draw, once the game is over.

    Parameters: session -- the GtpSession; words -- [].
    Returns: [succeeded, text] (see _answer_gtp).
    """
    board = session.board
    rules = session.rules
    if get_side_to_move(board, PLAYER_PIECE, rules) != EMPTY:
        return [False, GTP_CANNOT_SCORE]
    scores = get_final_scores(board, rules)
    winner = get_rule_winner(board)
    if winner == EMPTY:
        return [True, GTP_DRAW]
    return [True, GTP_SCORE.format(
        GTP_SCORE_LABELS[winner],
        scores[winner] - scores[get_opponent(winner)])]


def answer_gtp_level(session, words):
    """level N: genmove plays as the computer levelN (1 to 5).

    Parameters: session -- the GtpSession (changed); words -- [N].
    Returns: [succeeded, text] (see _answer_gtp).
    """
    level = parse_whole_number(words[0])
    if level is None or not 1 <= level <= len(GTP_LEVEL_PLAYERS):
        return [False, GTP_BAD_LEVEL]
    session.player = GTP_LEVEL_PLAYERS[level - 1]
    return [True, ""]


def answer_gtp_time_settings(session, words):
    """time_settings MAIN BYO_YOMI STONES: the think time a move, from
    the byo-yomi's time a stone when there is a byo-yomi, otherwise from
    the main time spread over GTP_MOVES_TO_PLAN moves.

    Parameters: session -- the GtpSession (changed); words -- the main
        time, the byo-yomi's time and its stones (whole seconds, count).
    Returns: [succeeded, text] (see _answer_gtp).
    """
    numbers = [parse_whole_number(word) for word in words]
    if None in numbers:
        return [False, GTP_SYNTAX_ERROR]
    main_time, byo_yomi_time, byo_yomi_stones = numbers
    if byo_yomi_time > 0 and byo_yomi_stones > 0:
        set_gtp_think(session, byo_yomi_time, byo_yomi_stones)
    else:
        set_gtp_think(session, main_time, GTP_MOVES_TO_PLAN)
    return [True, ""]


def answer_gtp_time_left(session, words):
    """time_left COLOUR SECONDS STONES: the think time a move, from the
    time left spread over the engine's moves still to come.

    Parameters: session -- the GtpSession (changed); words -- the
        colour, the seconds left and the stones (not used).
    Returns: [succeeded, text] (see _answer_gtp).
    """
    if GTP_COLOURS.get(words[0].lower()) is None:
        return [False, GTP_SYNTAX_ERROR]
    seconds = parse_whole_number(words[1])
    if seconds is None:
        return [False, GTP_SYNTAX_ERROR]
    empties = count_pieces(session.board, EMPTY)
    set_gtp_think(session, seconds, empties // PARITY_DIVISOR)
    return [True, ""]


def answer_gtp_play(session, words):
    """play COLOUR VERTEX: plays a move for the colour, if it is legal.

    Parameters: session -- the GtpSession (changed); words -- the colour
        and the vertex (a square's name or pass).
    Returns: [succeeded, text] (see _answer_gtp).
    """
    piece = GTP_COLOURS.get(words[0].lower())
    if piece is None:
        return [False, GTP_SYNTAX_ERROR]
    move = _parse_gtp_vertex(words[1], session.board)
    if move is None:
        return [False, GTP_SYNTAX_ERROR]
    if not play_gtp_move(session, piece, move):
        return [False, GTP_ILLEGAL_MOVE]
    return [True, ""]


def answer_gtp_genmove(session, words):
    """genmove COLOUR: the engine's move for the colour, played at once.

    Parameters: session -- the GtpSession (changed); words -- [the
        colour].
    Returns: [succeeded, text] (see _answer_gtp): the move in capitals
        (F5), or pass.
    """
    piece = GTP_COLOURS.get(words[0].lower())
    if piece is None:
        return [False, GTP_SYNTAX_ERROR]
    board = session.board
    move = COMPUTER_PLAYERS[session.player](
        copy_board(board), piece, session.rules, session.settings)
    play_gtp_move(session, piece, move)
    if len(move) == 0:
        return [True, GTP_PASS]
    return [True, format_square_name(board, move).upper()]


# Every command the engine knows, in list_commands's order: its
# handler, and how many words follow its name.
GTP_COMMANDS = {"protocol_version": GtpCommand(answer_gtp_protocol_version, 0),
                "name": GtpCommand(answer_gtp_name, 0),
                "version": GtpCommand(answer_gtp_version, 0),
                "known_command": GtpCommand(answer_gtp_known_command, 1),
                "list_commands": GtpCommand(answer_gtp_list_commands, 0),
                "quit": GtpCommand(answer_gtp_quit, 0),
                "boardsize": GtpCommand(answer_gtp_boardsize, 1),
                "clear_board": GtpCommand(answer_gtp_clear_board, 0),
                "komi": GtpCommand(answer_gtp_komi, 1),
                "play": GtpCommand(answer_gtp_play, 2),
                "genmove": GtpCommand(answer_gtp_genmove, 1),
                "undo": GtpCommand(answer_gtp_undo, 0),
                "showboard": GtpCommand(answer_gtp_showboard, 0),
                "final_score": GtpCommand(answer_gtp_final_score, 0),
                "time_settings": GtpCommand(answer_gtp_time_settings, 3),
                "time_left": GtpCommand(answer_gtp_time_left, 3),
                "level": GtpCommand(answer_gtp_level, 1),
                "list_games": GtpCommand(answer_gtp_list_games, 0),
                "set_game": GtpCommand(answer_gtp_set_game, 1)}


def _answer_gtp(session, command, words):
    """Answers a known GTP command by its handler (see GTP_COMMANDS)."""
    return GTP_COMMANDS[command].answer(session, words)


def read_gtp_line():
    """Reads one line of GTP commands, with no prompt and no echo.

    Parameters: none.
    Returns: a pair [line, start]: the line as text (see decode_line) and
        the same again; for a line too long to read, None and the text of
        its start (where its id is).
    Raises: EOFError at the end of input.
    """
    raw_line, start = read_raw_line_start()
    if raw_line is None:
        return [None, decode_line(start)]
    return [decode_line(raw_line), decode_line(raw_line)]


def play_gtp(rules, read_line):
    """Runs the engine: reads GTP commands until quit or the end of the
    input, answering each with exactly one answer (a line too long to
    read gets GTP_TOO_LONG, with its id).

    Parameters: rules -- the rule set (standard or simple); read_line --
        a function of no arguments returning the next input line as
        read_gtp_line does.
    Returns: EXIT_OK.
    """
    session = _create_gtp_session(rules)
    while True:
        try:
            line, start = read_line()
        except EOFError:
            return EXIT_OK
        words = _clean_gtp_line(line or start).split()
        if len(words) == 0 and line is not None:
            continue
        command_id = ""
        # The start of a line too long to read holds an id only if a word
        # follows it there (else the id itself may be cut).
        if len(words) > int(line is None) and words[0].isdigit():
            command_id = words.pop(0)
        succeeded = False
        text = GTP_UNKNOWN_COMMAND
        if line is None:
            text = GTP_TOO_LONG
        elif len(words) > 0 and words[0] in GTP_COMMANDS:
            command = words[0]
            if len(words) - 1 != GTP_COMMANDS[command].word_count:
                text = GTP_SYNTAX_ERROR
            else:
                succeeded, text = _answer_gtp(session, command, words[1:])
        status = GTP_SUCCESS if succeeded else GTP_FAILURE
        print((status + command_id + SPACE + text).rstrip() + NEWLINE,
              flush=True)
        if succeeded and words[0] == GTP_QUIT:
            return EXIT_OK




# ======================================================================
# WINDOW (--gui: the game in a tkinter window)
# ======================================================================

# The window is one more front end on the GameState of the game session:
# the same rules, players, turns, undo, records, analysis, review and
# messages. tkinter is imported only when a window is opened, so the
# terminal game never needs it. What comes next after each change is
# decided by the game session (get_next_step), as for the terminal. The
# window adds a view: the game may be shown as it stood after any of
# its moves (the move list and the graph go there), while the game
# itself stays at its present, where the players move.
#
# Its sub-sections, each with its constants and texts at its top
# (every message not there is the terminal game's), go the way a click
# is handled, lower layers first: on_click (6) asks the game's flow (2)
# whether the move is played, draws the board (3) and the window (4),
# and starts what comes next (a computer's move, the move values) on
# another thread (5); the menu commands (7) do the rest, and building
# the window (8) ties each click and key to its handler:
#   1. the window and its records      5. work on other threads
#   2. the game's flow, without Tk     6. clicks, turns and animation
#   3. drawing the board               7. the menu commands
#   4. drawing the window              8. building the window (run_window)

# ----------------------------------------------------------------------
# WINDOW 1: THE WINDOW AND ITS RECORDS
# ----------------------------------------------------------------------

# The Window, which every function of the window shares, and the records
# it holds; the other records (GameChoices, SquareMarks, WindowCommand)
# sit with the code that makes them.


@dataclasses.dataclass
class BoardLayout:
    """Where the board sits on the canvas, in pixels."""
    left: float                   # the x of the board's left edge
    top: float                    # the y of the board's top edge
    cell: float                   # a square's side


@dataclasses.dataclass
class ViewOptions:
    """Which view options are on (see VIEW_OPTIONS), as at first."""
    legal: bool = True            # a dot on each legal move
    values: bool = False          # each legal move's value on its square
    graph: bool = True            # the evaluation graph
    coordinates: bool = True      # the row and column labels
    animation: bool = True        # flipped discs turn over


@dataclasses.dataclass
class Animation:
    """The flips of the move just played, turning over."""
    squares: list                 # the [row, col] squares flipped
    started: float                # the time.monotonic() it started at


@dataclasses.dataclass
class AnalysisTask:
    """Work on another thread (the move values, or a review) whose
    results the window takes one by one."""
    kind: str                     # TASK_VALUES or TASK_REVIEW
    cancelled: bool = False       # whether the window no longer wants it
    searches: list = dataclasses.field(default_factory=list)
    # ... the search states of its searches, to stop them
    results: list = dataclasses.field(default_factory=list)
    # ... its results so far, [kind, data] each, then TASK_DONE
    taken: int = 0                # how many results the window has taken


@dataclasses.dataclass
class NewGameDialog:
    """The new-game dialog, while it is open: a tkinter StringVar for
    each of its choices (see GameChoices)."""
    top: object                   # its tkinter Toplevel
    rules: object                 # the rule set's name
    size: object                  # the board's size, such as '8x8'
    x: object                     # who plays X
    o: object                     # who plays O


@dataclasses.dataclass
class Window:
    """The window: its widgets, the game it plays and what it shows,
    shared by every function of the window."""
    tkinter: object               # the tkinter module
    root: object                  # the Tk root window
    canvas: object                # the board's canvas
    side_disc: object             # the canvas of the side to move's disc
    status_label: object          # the status lines' label
    message_label: object         # the message's label
    refusal_label: object         # the refusal's label
    main_frame: object            # the frame of the board and the panel
    panel: object                 # the frame of the move list and graph
    move_list: object             # the move list's Listbox
    graph: object                 # the evaluation graph's canvas
    wide: bool                    # whether the panel is beside the board
    state: GameState              # the game in the window
    view: int                     # the moves played in the position shown
    show: ViewOptions             # which view options are on
    checks: dict                  # {view option: its menu's BooleanVar}
    message: str                  # the message: what the last change did
    refusal: str                  # why the last request was not done
    hint: list                    # the hint's move, or [] for none
    busy: bool                    # whether a computer or the hint thinks
    generation: int               # start_over's count: older answers go
    pause_ms: int                 # the least wait for a computer's move
    layout: BoardLayout           # where the board was last drawn
    interrupted: bool             # whether Ctrl-C stopped the window
    animation: object             # the Animation under way, or None
    analysis: object              # the AnalysisTask under way, or None
    values: dict                  # {(row, col): opinion}, position shown
    graph_values: dict            # {position: [value, exact]}, the graph's
    review_marks: dict            # {move number: index in MARK_NAMES}
    review_lines: list            # the review's lines so far
    path: object                  # the game's file (open, save), or None
    entries: list                 # the move list's entries, as last filled
    dialog: object                # the NewGameDialog open, or None
    text_window: object           # the help's Toplevel open, or None
    ask: object                   # function (question) -> True for yes
    choose_open: object           # function () -> a file to open, or ''
    choose_save: object           # function () -> a file to save, or ''

# ----------------------------------------------------------------------
# WINDOW 2: THE GAME'S FLOW, WITHOUT TK
# ----------------------------------------------------------------------

# What the window decides needs no display: what comes next, whether a
# click is played, the view, the new-game dialog's choices, pasted
# moves, and what the board, the graph and the help show.
#
# A human with no legal move, under rules that pass: the window passes
# by itself (see get_window_step).
STEP_PASS = "pass"
# Why a click is not played, besides the terminal game's reasons.
GAME_OVER_CLICK_MESSAGE = ("The game is over: Game > New game (Ctrl+N) "
                           "starts another.")
WAIT_MESSAGE = "Please wait: {} is thinking."
# Playing at an earlier point starts a new line.
LATER_MOVES_QUESTION = ("Playing here starts a new line: the game's last {} "
                        "will be lost. Play here?")
ONE_LATER_MOVE = "move"
LATER_MOVES = "{} moves"
# Going through the game: the view's moves (the names of their keys).
GO_FIRST = "Home"
GO_BACK = "Left"
GO_FORWARD = "Right"
GO_LAST = "End"
# The move list's entries; the review's marks, as chess and Othello
# annotators write them (in MARK_NAMES' order).
REVIEW_SYMBOLS = ["?!", "?", "??"]
MOVE_ENTRY = "{:>3}. {} {}"
MARKED_ENTRY = "{} {}"
START_ENTRY = "  0. start"
# Pasted moves that are not played.
PASTE_RULES_MESSAGE = ("Paste reads a move string (f5d6c3): standard and "
                       "simple games only.")
PASTE_ERROR_MESSAGE = "Not pasted: {}."
# Values on the board: an exact value underlined, the others labelled.
VALUE_AT_LEAST_MARK = "\u2265"
VALUE_AT_MOST_MARK = "\u2264"
# The graph's margin in pixels. A margin, or a padding, is on both
# sides of the board or a line.
GRAPH_MARGIN = 8
MARGINS_PER_AXIS = 2
# The Keys help: a line a command, then the keys that go through the
# game, which are not menu items.
GO_KEYS_HELP = ("Home, Left, Right, End: the start, a move back, a move "
                "forward, the game's present (or click a move or the graph)")
KEYS_LINE = "{:<14} {}"
MENU_PATH = "{} > {}"


@dataclasses.dataclass
class GameChoices:
    """What the new-game dialog chooses, as its menus write it."""
    rules: str                    # the rule set's name
    size: str                     # the board's size, such as '8x8'
    x: str                        # who plays X: HUMAN or a computer
    o: str                        # who plays O


def get_window_step(state):
    """Decides what the window does next (see get_next_step): a human
    with no legal move passes by itself, under rules that pass.

    Parameters: state -- the GameState.
    Returns: STEP_OVER, STEP_HUMAN, STEP_PASS or STEP_COMPUTER.
    """
    step = get_next_step(state)
    if step == STEP_HUMAN and must_pass(state):
        return STEP_PASS
    return step


def get_click_refusal(state, square):
    """Finds why a click on a square would not be played.

    Parameters: state -- the GameState (not changed); square -- the
        [row, col] clicked.
    Returns: '' when the click is a legal move of a human due; otherwise
        the reason (the terminal game's reason for an illegal move).
    """
    step = get_window_step(state)
    if step == STEP_OVER:
        return GAME_OVER_CLICK_MESSAGE
    if step != STEP_HUMAN:
        return WAIT_MESSAGE.format(describe_side(state.due,
                                                 state.game))
    return get_move_error(state.board, square, get_legal_moves(state))


def click_square(state, square):
    """Plays a human's click on a square, when it is a legal move.

    Parameters: state -- the GameState (changed when the move is
        played); square -- the [row, col] clicked, or [] for a click off
        the board.
    Returns: a pair [played, lines]: whether the move was played, and the
        lines to show: what the move did, or why nothing happened.
    """
    if len(square) == 0:
        return [False, []]
    refusal = get_click_refusal(state, square)
    if refusal != "":
        return [False, [refusal]]
    return [True, play_turn_lines(state, square)]


def play_turn_lines(state, move):
    """Plays a turn (see play_turn) and says what it did.

    Parameters: state -- the GameState (changed); move -- a legal move
        of the side due, or [] for a pass.
    Returns: the lines to show: what the turn did, then the record's
        problem, if it could not be written.
    """
    problem = play_turn(state, move)
    lines = [format_last_turn(state)]
    if problem != "":
        lines.append(problem)
    return lines


def get_view_state(state, view):
    """Finds the game as it stood after some of its moves, to show it.

    Parameters: state -- the GameState; view -- how many of its moves
        have been played in the position shown.
    Returns: the GameState itself when the view is its present;
        otherwise a copy at that point (its own board and history).
    """
    history = state.history
    if view >= len(history):
        return state
    game = state.game
    replayed = replay_moves(state.start, game.first,
                            history[:view], game.rules)
    return dataclasses.replace(state, board=replayed[0], due=replayed[1],
                               history=history[:view], flips=[])


def get_new_view(view, where, count):
    """Moves the view through a game.

    Parameters: view -- the moves played in the position shown; where --
        GO_FIRST, GO_BACK, GO_FORWARD or GO_LAST; count -- the moves of
        the game.
    Returns: the new view, from 0 (the start) to count (the present).
    """
    if where == GO_FIRST:
        return 0
    if where == GO_LAST:
        return count
    if where == GO_BACK:
        return max(0, view - 1)
    return min(count, view + 1)


def format_later_moves_question(count):
    """Asks whether to start a new line at an earlier point.

    Parameters: count -- how many later moves would be lost (1 or more).
    Returns: the question.
    """
    moves = ONE_LATER_MOVE
    if count != 1:
        moves = LATER_MOVES.format(count)
    return LATER_MOVES_QUESTION.format(moves)


def start_line_at(state, view):
    """Takes the game back to an earlier point, to play on from there:
    the later moves are dropped (see set_history).

    Parameters: state -- the GameState (changed); view -- the moves
        kept.
    Returns: the lines the after-turn steps said.
    """
    del state.history[view:]
    return set_history(state)


def list_move_entries(state, marks):
    """Writes the move list: the start, then every move of the game with
    its number, its side and its square as the rule set writes it, and
    the review's mark.

    Parameters: state -- the GameState; marks -- {move number: index of
        its mark in MARK_NAMES} (moves without a mark left out).
    Returns: the entries, the start's first.
    """
    history = state.history
    written = list_written_moves(state, history)
    entries = [START_ENTRY]
    for number in range(1, len(history) + 1):
        entry = MOVE_ENTRY.format(number, history[number - 1][0],
                                  written[number - 1])
        if number in marks:
            entry = MARKED_ENTRY.format(entry, REVIEW_SYMBOLS[marks[number]])
        entries.append(entry)
    return entries


def get_game_choices(game, board):
    """Finds the new-game dialog's first values: those of a game.

    Parameters: game -- the Game; board -- its board (for its size).
    Returns: the GameChoices.
    """
    names = game.player_names
    return GameChoices(game.rules.name,
                       SIZE_FORMAT.format(len(board), len(board[0])),
                       names[PLAYER_PIECE], names[COMPUTER_PIECE])


def list_size_choices(board):
    """Lists the board sizes the new-game dialog offers: the square
    boards, and the present board's size when it is not square.

    Parameters: board -- the present board.
    Returns: the sizes as strings, such as '8x8'.
    """
    sizes = [SIZE_FORMAT.format(side, side)
             for side in range(MIN_BOARD_SIZE, MAX_BOARD_SIZE + 1)
             if is_valid_board_side(side)]
    present = SIZE_FORMAT.format(len(board), len(board[0]))
    if present not in sizes:
        sizes.append(present)
    return sizes


def create_chosen_game(choices, game):
    """Makes the game the new-game dialog asks for, keeping how the game
    in the window is won and its think time; a new seed is drawn. A rule
    set of a fixed size (the one-row game) keeps its own.

    Parameters: choices -- the GameChoices (see get_game_choices);
        game -- the Game in the window.
    Returns: a pair [Game, the board of its start].
    """
    rules = RULE_SETS[choices.rules]
    sides = [rules.rows, rules.cols]
    if not rules.size_fixed:
        sides = [int(side) for side in choices.size.split(SIZE_SEPARATOR)]
    names = {PLAYER_PIECE: choices.x, COMPUTER_PIECE: choices.o}
    new_game = remake_game(game, rules, names, PLAYER_PIECE,
                           rules.top_left, game.win, None)
    return [new_game, create_start_board(sides[0], sides[1],
                                         rules.top_left, rules)]


def create_opened_game(loaded, game):
    """Makes the Game of a LoadedGame, keeping game's think time."""
    return remake_game(game, loaded.rules, loaded.player_names,
                       loaded.first, loaded.top_left, loaded.win, loaded.seed)


def remake_game(game, rules, names, first, top_left, win, seed):
    """Makes another game in the window, with the window's think time
    and its own settings (a game in the window keeps no --record file:
    Save writes it).

    Parameters: game -- the Game in the window; rules, names, first,
        top_left, win -- as create_game; seed -- the seed of its
        computers (None: a new one).
    Returns: the Game.
    """
    if seed is None:
        seed = time.time_ns()
    think = game.settings.think
    return create_game(rules, names, first, top_left, win,
                       create_settings(seed, think, win), seed)


def read_pasted_moves(state, text):
    """Reads a pasted move string as the moves of the game in the window,
    from its start.

    Parameters: state -- the GameState; text -- the pasted text.
    Returns: a pair [history, error]: the [piece, move] entries and ''
        when every move is legal; otherwise [] and the line to show.
    """
    game = state.game
    rules = game.rules
    if not rules.square_names:
        return [[], PASTE_RULES_MESSAGE]
    replayed = replay_move_string(text, state.start, game.first,
                                  rules)
    if replayed.error != "":
        return [[], PASTE_ERROR_MESSAGE.format(replayed.error)]
    return [replayed.history, ""]


def format_square_value(opinion):
    """Writes a move's value as the board shows it on its square: an
    exact value or an estimate alone (the board underlines an exact one),
    a bound after its sign (at least, at most).

    Parameters: opinion -- the move's opinion (see create_opinion).
    Returns: a pair [text, exact], such as ['+4', True] or ['-2', False].
    """
    kind = get_value_kind(opinion)
    if kind == VALUE_KIND_EXACT:
        return [format_disc_value(opinion.lower), True]
    if kind == VALUE_KIND_AT_LEAST:
        return [VALUE_AT_LEAST_MARK + format_disc_value(
            opinion.lower), False]
    if kind == VALUE_KIND_AT_MOST:
        return [VALUE_AT_MOST_MARK + format_disc_value(
            opinion.upper), False]
    return [format_disc_value(round(opinion.estimate)), False]


def get_graph_value(opinion, piece, first):
    """Turns the value of a position for the side to move into the
    graph's: for the side that moves first.

    Parameters: opinion -- the best move's opinion; piece -- the side to
        move; first -- the side that moves first in the game.
    Returns: [value, exact]: the value, and whether it is exact.
    """
    sign = 1
    if piece != first:
        sign = -1
    return [sign * opinion.estimate, is_exact_opinion(opinion)]


def get_graph_point(index, value, count, size, largest):
    """Works out where a value goes on the graph: positions from left to
    right, the value up for the side that moves first.

    Parameters: index -- the position (moves played); value -- its value;
        count -- the game's moves; size -- the graph's [width, height] in
        pixels; largest -- the scale's end (see _get_graph_range).
    Returns: [x, y], in pixels.
    """
    width = size[0] - GRAPH_MARGIN * MARGINS_PER_AXIS
    height = size[1] - GRAPH_MARGIN * MARGINS_PER_AXIS
    x = GRAPH_MARGIN + width * index / max(count, 1)
    y = (GRAPH_MARGIN
         + height * (largest - value) / (largest * MARGINS_PER_AXIS))
    return [x, y]


def find_graph_index(x, count, width):
    """Finds the position under a point of the graph.

    Parameters: x -- the point's x, in pixels; count -- the game's moves;
        width -- the graph's width in pixels.
    Returns: the nearest position, from 0 to count.
    """
    inner = max(1, width - GRAPH_MARGIN * MARGINS_PER_AXIS)
    index = round((x - GRAPH_MARGIN) * max(count, 1) / inner)
    return min(count, max(0, index))


def get_flip_frame(progress):
    """Works out a flipping disc part of the way through its turn: it
    narrows to an edge showing its old side, then widens showing its new
    one.

    Parameters: progress -- the share of the animation's time gone, 0 to
        1.
    Returns: [the new side shows, the disc's width as a share of its
        full width].
    """
    progress = min(1.0, max(0.0, progress))
    return [progress >= 1 / CENTRE_DIVISOR,
            abs(math.cos(math.pi * progress))]


def format_keys_help(commands):
    """Writes the Keys help: every menu command with its shortcut, and
    the keys that go through the game.

    Parameters: commands -- the window's WindowCommands (see
        get_window_commands).
    Returns: the text, a line a command.
    """
    lines = [KEYS_LINE.format(command.shortcut,
                              MENU_PATH.format(command.menu, command.label))
             for command in commands]
    lines.append(GO_KEYS_HELP)
    return "\n".join(lines)

# ----------------------------------------------------------------------
# WINDOW 3: DRAWING THE BOARD
# ----------------------------------------------------------------------

# The drawing, in cells: the margin for the row and column numbers, the
# inset of a disc, the marks (a dot on a legal move, a square frame
# round the last move and round the hint's move, a ring round a flipped
# disc; none covers a disc's middle, where a letter may be), the line
# width of a frame or ring, and the size of the numbers and the values;
# under the one-row game, the bar with REVERSI above the row (as the 1D
# Reversi assignment draws it) and the gap below it.
LABEL_MARGIN_CELLS = 0.6
DISC_INSET = 0.1
LEGAL_DOT_RADIUS = 0.13
FRAME_INSET = 0.05
FLIPPED_RING_INSET = 0.04
MARK_LINE_CELLS = 0.06
LABEL_FONT_CELLS = 0.28
VALUE_FONT_CELLS = 0.34
ONE_ROW_BAR_CELLS = 1.0
ONE_ROW_GAP_CELLS = 0.3
ONE_ROW_BAR_TEXT = "REVERSI"
BAR_FONT_CELLS = 0.5
PIECE_FONT_CELLS = 0.4
FONT_FAMILY = "Helvetica"
FONT_WEIGHT = "bold"
FONT_UNDERLINE = "underline"
MIN_FONT_SIZE = 6
# Colours: a green board, X dark and O light, the marks in colours that
# stand out on both (the marks differ in shape too).
BOARD_COLOUR = "#2e7d32"
GRID_COLOUR = "#1b5e20"
LABEL_COLOUR = "#37474f"
BAR_COLOUR = "#37474f"
BAR_TEXT_COLOUR = "#ffffff"
DISC_COLOURS = {PLAYER_PIECE: "#212121", COMPUTER_PIECE: "#fafafa"}
DISC_OUTLINES = {PLAYER_PIECE: "#000000", COMPUTER_PIECE: "#9e9e9e"}
PIECE_TEXT_COLOURS = {PLAYER_PIECE: "#fafafa", COMPUTER_PIECE: "#212121"}
LEGAL_COLOUR = "#c8e6c9"
LAST_MOVE_COLOUR = "#e53935"
FLIPPED_COLOUR = "#ff9800"
HINT_COLOUR = "#ffeb3b"
EXACT_VALUE_COLOUR = "#ffffff"
VALUE_COLOUR = "#c8e6c9"


@dataclasses.dataclass
class SquareMarks:
    """What the board's squares are marked with as it is drawn."""
    last_move: list               # the last move's square, or []
    flips: list                   # the squares the last move flipped
    legal: list                   # the legal moves to mark with a dot
    hint: list                    # the hint's move, or []
    values: dict                  # {(row, col): opinion} to write
    animation: list               # [] or [flipped squares, the share of


def get_board_layout(width, height, rows, cols):
    """Works out where the board sits on a canvas of a given size: as
    big as fits, centred, with a margin for the numbers (and, on a
    one-row board, room for the bar above it).

    Parameters: width, height -- the canvas's size in pixels; rows, cols
        -- the board's size.
    Returns: the BoardLayout.
    """
    rows_needed = rows + LABEL_MARGIN_CELLS * MARGINS_PER_AXIS
    if rows == 1:
        rows_needed += ONE_ROW_BAR_CELLS + ONE_ROW_GAP_CELLS
    cols_needed = cols + LABEL_MARGIN_CELLS * MARGINS_PER_AXIS
    cell = min(width / cols_needed, height / rows_needed)
    top = ((height - rows_needed * cell) / CENTRE_DIVISOR
           + LABEL_MARGIN_CELLS * cell)
    if rows == 1:
        top += (ONE_ROW_BAR_CELLS + ONE_ROW_GAP_CELLS) * cell
    return BoardLayout((width - cols * cell) / CENTRE_DIVISOR, top, cell)


def find_clicked_square(layout, rows, cols, x, y):
    """Finds the square under a point of the canvas.

    Parameters: layout -- the BoardLayout (see get_board_layout); rows,
        cols -- the board's size; x, y -- the point, in pixels.
    Returns: the [row, col] square, or [] when the point is off the board.
    """
    cell = layout.cell
    col = int((x - layout.left) // cell)
    row = int((y - layout.top) // cell)
    if 0 <= row < rows and 0 <= col < cols:
        return [row, col]
    return []


def get_square_box(layout, square, inset):
    """Works out the box a drawing of a square fills.

    Parameters: layout -- the BoardLayout; square -- the [row, col];
        inset -- how far in from the square's edges, in cells.
    Returns: [x0, y0, x1, y1], in pixels.
    """
    cell = layout.cell
    left = layout.left + square[1] * cell
    top = layout.top + square[0] * cell
    return [left + inset * cell, top + inset * cell,
            left + (1 - inset) * cell, top + (1 - inset) * cell]


def _get_centre_box(layout, square, radius):
    """Finds the [x0, y0, x1, y1] box of a mark in a square's centre."""
    return get_square_box(layout, square, 1 / CENTRE_DIVISOR - radius)


def get_font(layout, cells, style=FONT_WEIGHT):
    """Makes a tkinter font of the given size in cells of the board."""
    return (FONT_FAMILY, max(MIN_FONT_SIZE, round(layout.cell
                                                  * cells)), style)


def draw_numbers(canvas, layout, board, rules):
    """Draws the labels a player refers to squares by: the column labels
    above a grid and the row labels on its left (a to h and 1 to 8 where
    squares are named), or, on a one-row board, each square's number
    below it.

    Parameters: canvas -- the tkinter canvas; layout -- the BoardLayout;
        board -- the 2D list of pieces (for its shape); rules -- the rule
        set (whether squares are named, and the first square number).
    Returns: None.
    """
    column_labels, row_labels = get_board_labels(
        board, rules.square_names, rules.first_number)
    cell = layout.cell
    font = get_font(layout, LABEL_FONT_CELLS)
    left = layout.left
    top = layout.top
    label_offset = LABEL_MARGIN_CELLS * cell / CENTRE_DIVISOR
    col_label_y = top - label_offset
    if len(board) == 1:
        col_label_y = top + cell + label_offset
    for col in range(len(board[0])):
        canvas.create_text(left + (col + 1 / CENTRE_DIVISOR) * cell,
                           col_label_y, text=column_labels[col], font=font,
                           fill=LABEL_COLOUR)
    if len(board) == 1:
        return
    for row in range(len(board)):
        canvas.create_text(left - label_offset,
                           top + (row + 1 / CENTRE_DIVISOR) * cell,
                           text=row_labels[row], font=font,
                           fill=LABEL_COLOUR)


def draw_one_row_bar(canvas, layout, cols):
    """Draws the bar with REVERSI in it above a one-row board, as the 1D
    Reversi assignment's canvas shows it.

    Parameters: canvas -- the tkinter canvas; layout -- the BoardLayout;
        cols -- the row's length.
    Returns: None.
    """
    cell = layout.cell
    bottom = layout.top - ONE_ROW_GAP_CELLS * cell
    top = bottom - ONE_ROW_BAR_CELLS * cell
    left = layout.left
    right = left + cols * cell
    canvas.create_rectangle(left, top, right, bottom, fill=BAR_COLOUR,
                            outline=BAR_COLOUR)
    canvas.create_text((left + right) / CENTRE_DIVISOR,
                       (top + bottom) / CENTRE_DIVISOR,
                       text=ONE_ROW_BAR_TEXT, fill=BAR_TEXT_COLOUR,
                       font=get_font(layout, BAR_FONT_CELLS))


def _draw_disc(canvas, layout, square, piece, width_share, lettered):
    """Draws a disc on a square, narrowed while it turns over.

    Parameters: canvas -- the tkinter canvas; layout -- the BoardLayout;
        square -- the [row, col]; piece -- the side it shows; width_share
        -- its width as a share of a whole disc's; lettered -- whether
        its letter is written on it (the one-row game's discs).
    Returns: None.
    """
    left, top, right, bottom = get_square_box(layout, square, DISC_INSET)
    middle = (left + right) / CENTRE_DIVISOR
    half = (right - left) / CENTRE_DIVISOR
    canvas.create_oval(middle - half * width_share, top,
                       middle + half * width_share, bottom,
                       fill=DISC_COLOURS[piece], outline=DISC_OUTLINES[piece],
                       tags=(piece,))
    if lettered and width_share == 1:
        canvas.create_text(middle, (top + bottom) / CENTRE_DIVISOR,
                           text=piece, fill=PIECE_TEXT_COLOURS[piece],
                           font=get_font(layout, PIECE_FONT_CELLS))


def _draw_value(canvas, layout, square, opinion):
    """Writes a move's value on its square (see format_square_value).

    Parameters: canvas -- the tkinter canvas; layout -- the BoardLayout;
        square -- the [row, col]; opinion -- the move's opinion.
    Returns: None.
    """
    text, exact = format_square_value(opinion)
    style = FONT_WEIGHT
    colour = VALUE_COLOUR
    if exact:
        style = FONT_WEIGHT + SPACE + FONT_UNDERLINE
        colour = EXACT_VALUE_COLOUR
    left, top, right, bottom = get_square_box(layout, square, 0)
    canvas.create_text((left + right) / CENTRE_DIVISOR,
                       (top + bottom) / CENTRE_DIVISOR, text=text,
                       fill=colour,
                       font=get_font(layout, VALUE_FONT_CELLS, style))


def draw_square(canvas, layout, board, square, marks):
    """Draws one square: its cell, its disc (X dark, O light; lettered
    on a one-row board, as the 1D Reversi assignment shows its pieces;
    turning while its flip is animated), and its marks: a legal move's
    dot, or its value when values are shown.

    Parameters: canvas -- the tkinter canvas; layout -- the BoardLayout;
        board -- the 2D list of pieces; square -- the [row, col]; marks --
        the SquareMarks.
    Returns: None.
    """
    canvas.create_rectangle(*get_square_box(layout, square, 0),
                            fill=BOARD_COLOUR, outline=GRID_COLOUR)
    piece = board[square[0]][square[1]]
    flipping, share = [[], 0]
    if len(marks.animation) > 0:
        flipping, share = marks.animation
    if piece != EMPTY:
        width_share = 1
        if square in flipping:
            new_side, width_share = get_flip_frame(share)
            if not new_side:
                piece = get_opponent(piece)
        _draw_disc(canvas, layout, square, piece, width_share,
                  len(board) == 1)
    line_width = max(1, layout.cell * MARK_LINE_CELLS)
    if square == marks.last_move:
        canvas.create_rectangle(*get_square_box(layout, square, FRAME_INSET),
                                outline=LAST_MOVE_COLOUR, width=line_width)
    elif square in marks.flips and len(marks.animation) == 0:
        canvas.create_oval(*get_square_box(layout, square,
                                           FLIPPED_RING_INSET),
                           outline=FLIPPED_COLOUR, width=line_width)
    opinion = marks.values.get(tuple(square))
    if opinion is not None:
        _draw_value(canvas, layout, square, opinion)
    elif square in marks.legal:
        canvas.create_oval(*_get_centre_box(layout, square,
                                           LEGAL_DOT_RADIUS),
                           fill=LEGAL_COLOUR, outline="")
    if square == marks.hint:
        canvas.create_rectangle(*get_square_box(layout, square, FRAME_INSET),
                                outline=HINT_COLOUR, width=line_width)

# ----------------------------------------------------------------------
# WINDOW 4: DRAWING THE WINDOW
# ----------------------------------------------------------------------

# The status line of a position before the game's present.
VIEW_STATUS = ("After move {} of {}: X {}, O {}. {} to play here; End "
               "returns to the game.")
VIEW_OVER_STATUS = "After move {} of {}: X {}, O {}. End returns to the game."
# How long a flip's animation lasts.
ANIMATION_SECONDS = 0.25
# The canvas's least size; the disc of the side to move, beside the
# status.
MIN_CANVAS_SIDE = 100
SIDE_DISC_SIZE = 22
# The colours of the review's marks in the move list (as REVIEW_SYMBOLS).
REVIEW_COLOURS = ["#e65100", "#d84315", "#b71c1c"]
# The graph: the least range of values it shows (in discs, either way),
# the radius of a point, and its line widths.
GRAPH_LEAST_RANGE = 16
GRAPH_POINT_RADIUS = 2
GRAPH_LINE_WIDTH = 2
# Each end of the scale says whose gain it is: 'X +16' at the top.
GRAPH_SCALE = "{} +{:.0f}"
GRAPH_TOP_ANCHOR = "nw"
GRAPH_BOTTOM_ANCHOR = "sw"
# The graph's colours: the position shown is marked in red.
GRAPH_BACKGROUND = "#ffffff"
GRAPH_AXIS_COLOUR = "#b0bec5"
GRAPH_LINE_COLOUR = "#37474f"
GRAPH_CURRENT_COLOUR = "#e53935"
# The panel of the move list and the graph: the graph's size beside the
# board and under it; the panel's grid is two cells each way at most;
# the padding round the graph (and round a button).
PANEL_WIDTH = 220
GRAPH_HEIGHT = 180
NARROW_PANEL_HEIGHT = 72
PANEL_GRID_CELLS = 2
BUTTON_PADDING = 2


def get_shown_state(window):
    """Finds the GameState the Window shows (see get_view_state)."""
    return get_view_state(window.state, window.view)


def get_animation(window):
    """Finds how far the animation of the last move's flips has gone.

    Parameters: window -- the Window.
    Returns: [] when nothing is animated; otherwise [flipped squares, the
        share of the animation's time gone].
    """
    animation = window.animation
    if animation is None:
        return []
    share = (time.monotonic() - animation.started) / ANIMATION_SECONDS
    if share >= 1:
        return []
    return [animation.squares, share]


def draw_window(window):
    """Draws the whole board again at the canvas's present size, with
    the marks the view options ask for, and shows the status, the side
    to move, the message, the refusal, the move list and the graph.

    Parameters: window -- the Window.
    Returns: None.
    """
    canvas = window.canvas
    state = window.state
    shown = get_shown_state(window)
    show = window.show
    board = shown.board
    canvas.delete("all")
    layout = get_board_layout(max(canvas.winfo_width(), MIN_CANVAS_SIDE),
                              max(canvas.winfo_height(), MIN_CANVAS_SIDE),
                              len(board), len(board[0]))
    window.layout = layout
    if len(board) == 1:
        draw_one_row_bar(canvas, layout, len(board[0]))
    if show.coordinates:
        draw_numbers(canvas, layout, board, state.game.rules)
    legal = []
    if show.legal:
        legal = get_marked_moves(shown)
    values = {}
    if show.values:
        values = window.values
    marks = SquareMarks(get_last_move(shown), shown.flips, legal,
                        window.hint, values, get_animation(window))
    for row in range(len(board)):
        for col in range(len(board[row])):
            draw_square(canvas, layout, board, [row, col], marks)
    window.message_label.configure(text=window.message)
    window.refusal_label.configure(text=window.refusal)
    status = format_status(state)
    if shown is not state:
        status = _format_view_status(state, window.view)
    window.status_label.configure(text=status)
    _draw_side_disc(window, shown)
    _fill_move_list(window)
    _draw_graph(window)


def _format_view_status(state, view):
    """Writes the status line of a position before the game's present.

    Parameters: state -- the GameState; view -- the moves played in the
        position shown (fewer than the game's).
    Returns: the line, such as 'After move 4 of 9: X 3, O 4. You (X) to
        play here; End returns to the game.'
    """
    shown = get_view_state(state, view)
    board = shown.board
    numbers = [view, len(state.history),
               count_pieces(board, PLAYER_PIECE),
               count_pieces(board, COMPUTER_PIECE)]
    if is_state_over(shown):
        return VIEW_OVER_STATUS.format(*numbers)
    return VIEW_STATUS.format(*numbers, capitalize_first(describe_side(
        shown.due, state.game)))


def _draw_side_disc(window, shown):
    """Draws the disc of the side to move beside the status (nothing once
    the game shown is over).

    Parameters: window -- the Window; shown -- the GameState shown.
    Returns: None.
    """
    canvas = window.side_disc
    canvas.delete("all")
    if is_state_over(shown):
        return
    piece = shown.due
    inset = SIDE_DISC_SIZE * DISC_INSET
    canvas.create_oval(inset, inset, SIDE_DISC_SIZE - inset,
                       SIDE_DISC_SIZE - inset, fill=DISC_COLOURS[piece],
                       outline=DISC_OUTLINES[piece], tags=(piece,))


def _fill_move_list(window):
    """Fills the move list again, the move shown selected and in sight,
    review marks coloured.

    Parameters: window -- the Window.
    Returns: None.
    """
    listbox = window.move_list
    marks = window.review_marks
    entries = list_move_entries(window.state, marks)
    if entries != window.entries:
        window.entries = entries
        listbox.delete(0, "end")
        listbox.insert("end", *entries)
        for number in marks:
            if number < len(entries):
                listbox.itemconfigure(
                    number, foreground=REVIEW_COLOURS[marks[number]])
    view = window.view
    listbox.selection_clear(0, "end")
    listbox.selection_set(view)
    listbox.see(view)


def _get_graph_range(values):
    """Finds how far the graph's scale goes either way.

    Parameters: values -- {position: [value, exact]}.
    Returns: the largest value drawn, at least GRAPH_LEAST_RANGE.
    """
    largest = GRAPH_LEAST_RANGE
    for value, _ in values.values():
        largest = max(largest, abs(value))
    return largest


def _draw_graph(window):
    """Draws the evaluation graph: the value after each move for the side
    that moves first, the points known so far (exact ones filled), with
    the position shown marked.

    Parameters: window -- the Window.
    Returns: None.
    """
    canvas = window.graph
    canvas.delete("all")
    if not window.show.graph:
        return
    size = [max(canvas.winfo_width(), GRAPH_MARGIN * MARGINS_PER_AXIS + 1),
            max(canvas.winfo_height(), GRAPH_MARGIN * MARGINS_PER_AXIS + 1)]
    count = len(window.state.history)
    values = {index: value for index, value in
              window.graph_values.items() if index <= count}
    largest = _get_graph_range(values)
    left = get_graph_point(0, 0, count, size, largest)
    right = get_graph_point(count, 0, count, size, largest)
    canvas.create_line(*left, *right, fill=GRAPH_AXIS_COLOUR)
    first = window.state.game.first
    for value, piece, anchor in [[largest, first, GRAPH_TOP_ANCHOR],
                                 [-largest, get_opponent(first),
                                  GRAPH_BOTTOM_ANCHOR]]:
        end = get_graph_point(0, value, count, size, largest)
        canvas.create_text(end[0], end[1], anchor=anchor,
                           fill=GRAPH_AXIS_COLOUR,
                           text=GRAPH_SCALE.format(piece, largest))
    shown = get_graph_point(window.view, 0, count, size, largest)
    canvas.create_line(shown[0], 0, shown[0], size[1],
                       fill=GRAPH_CURRENT_COLOUR, tags=("current",))
    points = []
    for index in sorted(values):
        value, exact = values[index]
        point = get_graph_point(index, value, count, size, largest)
        points.append(point)
        fill = GRAPH_BACKGROUND
        if exact:
            fill = GRAPH_LINE_COLOUR
        canvas.create_oval(point[0] - GRAPH_POINT_RADIUS,
                           point[1] - GRAPH_POINT_RADIUS,
                           point[0] + GRAPH_POINT_RADIUS,
                           point[1] + GRAPH_POINT_RADIUS, fill=fill,
                           outline=GRAPH_LINE_COLOUR, tags=("point",))
    if len(points) > 1:
        canvas.create_line(*[number for point in points for number in point],
                           fill=GRAPH_LINE_COLOUR, width=GRAPH_LINE_WIDTH,
                           tags=("line",))
        canvas.tag_raise("point")


def show_lines(window, lines):
    """Shows some lines as the window's message, clears the refusal, and
    redraws it all.

    Parameters: window -- the Window; lines -- the lines (an empty
        list leaves the message as it was).
    Returns: None.
    """
    if len(lines) > 0:
        window.message = STATUS_SEPARATOR.join(lines)
    window.refusal = ""
    draw_window(window)


def show_refusal(window, text):
    """Shows why something was not done, on its own line, leaving the
    message (such as the computer's last move) as it was.

    Parameters: window -- the Window; text -- the reason.
    Returns: None.
    """
    window.refusal = text
    draw_window(window)


def place_panel(window, wide):
    """Puts the move list and the graph beside the board (a wide window)
    or under it, and the graph only when it is shown.

    Parameters: window -- the Window; wide -- whether beside.
    Returns: None.
    """
    tkinter = window.tkinter
    window.wide = wide
    panel = window.panel
    moves = window.move_list
    graph = window.graph
    panel.grid_forget()
    moves.grid_forget()
    graph.grid_forget()
    for index in range(PANEL_GRID_CELLS):
        panel.rowconfigure(index, weight=0)
        panel.columnconfigure(index, weight=0)
    show_graph = window.show.graph
    if wide:
        panel.grid(row=0, column=1, sticky=tkinter.NSEW)
        panel.columnconfigure(0, weight=1)
        panel.rowconfigure(0, weight=1)
        moves.grid(row=0, column=0, sticky=tkinter.NSEW)
        graph.configure(width=PANEL_WIDTH, height=GRAPH_HEIGHT)
        if show_graph:
            graph.grid(row=1, column=0, sticky=tkinter.EW,
                       pady=BUTTON_PADDING)
        return
    panel.grid(row=1, column=0, sticky=tkinter.EW)
    panel.rowconfigure(0, weight=1)
    panel.columnconfigure(0, weight=1)
    graph.configure(width=PANEL_WIDTH, height=NARROW_PANEL_HEIGHT)
    if show_graph:
        graph.grid(row=0, column=0, sticky=tkinter.NSEW,
                   padx=BUTTON_PADDING)
    moves.grid(row=0, column=1, sticky=tkinter.NS)

# ----------------------------------------------------------------------
# WINDOW 5: WORK ON OTHER THREADS
# ----------------------------------------------------------------------

# Slow work (a computer's move, the hint, the move values, a review)
# runs on another thread; Tk's thread looks for its answers this often.
POLL_MS = 25
MILLISECONDS_PER_SECOND = 1000
# What an analysis task (see AnalysisTask) works out, and its results:
# pairs [kind, data], such as [RESULT_OPINIONS, the opinions],
# [RESULT_LINE, a review's line] or [RESULT_JUDGED, [number, piece,
# judged]], then TASK_DONE.
TASK_VALUES = "values"
TASK_REVIEW = "review"
TASK_DONE = "done"
RESULT_LINE = "line"
RESULT_JUDGED = "judged"
RESULT_OPINIONS = "opinions"
# Values on the board are worked out again and again, each time with
# more think time, so they are refined while the player looks; the last
# time is --analyze's (see analyse_moves). The seconds of the first
# analyses:
VALUE_THINK_STEPS = [0.3, 1.0, 3.0]


class AnalysisCancelled(Exception):
    """Raised on an analysis task's thread when the window no longer
    wants its answers, so the work stops.

    Parameters: none.
    Returns: not applicable (an exception class).
    """


def run_in_background(window, work, finish, pause_ms):
    """Runs slow work (a computer's search) on another thread, so the
    window never freezes, and hands its answer to a function on Tk's
    thread, the only one that touches the widgets. An answer that comes
    after a new game or an undo is dropped.

    Parameters: window -- the Window; work -- a function of no
        arguments that returns the answer; finish -- called as
        finish(window, answer) on Tk's thread; pause_ms -- the least time
        before finish is called, in milliseconds.
    Returns: None.
    """
    answer = []
    window.busy = True
    thread = threading.Thread(target=put_answer, args=(work, answer),
                              daemon=True)
    thread.start()
    poll_answer(window, window.generation, answer, finish,
                time.monotonic() + pause_ms / MILLISECONDS_PER_SECOND)


def put_answer(work, answer):
    """Does work on a background thread, appending its answer."""
    answer.append(work())


def poll_answer(window, generation, answer, finish, not_before):
    """Looks, on Tk's thread, for the answer of a background thread, and
    looks again a little later until it is there and the pause is over.

    Parameters: window -- the Window; generation -- the window's
        generation when the work started; answer -- the box the answer
        is put in; finish -- called as finish(window, answer); not_before
        -- the time.monotonic() before which the answer is not shown.
    Returns: None.
    """
    if generation != window.generation:
        return
    if len(answer) == 0 or time.monotonic() < not_before:
        window.root.after(POLL_MS, poll_answer, window, generation,
                                  answer, finish, not_before)
        return
    window.busy = False
    finish(window, answer[0])


def start_task(window, kind, work, receive):
    """Starts an analysis (the move values, or a review) on another
    thread, in place of any analysis under way; its results are handed
    one by one to a function on Tk's thread.

    Parameters: window -- the Window; kind -- TASK_VALUES or
        TASK_REVIEW; work -- called as work(task) on the thread, handing
        each result to put_result; receive -- called as receive(window,
        result) on Tk's thread, for each result and then TASK_DONE.
    Returns: None.
    """
    cancel_task(window)
    task = AnalysisTask(kind)
    window.analysis = task
    threading.Thread(target=run_task, args=(task, work), daemon=True).start()
    window.root.after(POLL_MS, poll_task, window, task, receive)


def run_task(task, work):
    """Does an analysis task's work on its thread, and says when it is
    done (unless it was cancelled).

    Parameters: task -- the AnalysisTask; work -- as start_task.
    Returns: None.
    """
    try:
        work(task)
        put_result(task, TASK_DONE)
    except AnalysisCancelled:
        pass


def put_result(task, result):
    """Hands one result of a task to the window, or stops the task when
    the window no longer wants it.

    Parameters: task -- the AnalysisTask; result -- the result.
    Returns: None.
    Raises: AnalysisCancelled when the task was cancelled.
    """
    if task.cancelled:
        raise AnalysisCancelled()
    task.results.append(result)


def watch_task_search(task, state):
    """Keeps a search of a task (see analyse_moves' watch_search), so
    cancelling the task ends it; a search started after the task was
    cancelled ends at once.

    Parameters: task -- the AnalysisTask; state -- the SearchState.
    Returns: None.
    """
    task.searches.append(state)
    if task.cancelled:
        stop_search(state)


def cancel_task(window):
    """Cancels the analysis under way, if any: its searches end and its
    results are dropped.

    Parameters: window -- the Window.
    Returns: None.
    """
    task = window.analysis
    window.analysis = None
    if task is None:
        return
    task.cancelled = True
    for state in list(task.searches):
        stop_search(state)


def poll_task(window, task, receive):
    """Hands, on Tk's thread, the new results of an analysis task to the
    window, and looks again a little later until the task is done.

    Parameters: window -- the Window; task -- the AnalysisTask;
        receive -- as start_task.
    Returns: None.
    """
    if window.analysis is not task:
        return
    results = task.results
    while task.taken < len(results):
        result = results[task.taken]
        task.taken += 1
        if result == TASK_DONE:
            window.analysis = None
        receive(window, result)
        if window.analysis is not task:
            return
    window.root.after(POLL_MS, poll_task, window, task, receive)


def work_out_values(board, piece, game, task):
    """Values every legal move of a position again and again, with more
    think time each time (VALUE_THINK_STEPS, then --analyze's), until
    every value is exact; each set of opinions is a result.

    Parameters: board -- the position (a copy); piece -- the side to
        move; game -- the Game; task -- the AnalysisTask.
    Returns: None.
    Raises: AnalysisCancelled when the window no longer wants them.
    """
    rules = game.rules
    settings = get_game_settings(game)
    watch = functools.partial(watch_task_search, task)
    for think in VALUE_THINK_STEPS + [None]:
        opinions = analyse_moves(board, piece, rules, settings, think, watch)
        put_result(task, [RESULT_OPINIONS, opinions])
        if all(is_exact_opinion(opinion) for opinion in opinions):
            return


def refresh_values(window):
    """Starts valuing the moves of the position shown, when values are
    shown and no review is under way; a computer about to move in it is
    left to think alone.

    Parameters: window -- the Window.
    Returns: None.
    """
    task = window.analysis
    if task is not None and task.kind == TASK_REVIEW:
        return
    cancel_task(window)
    window.values = {}
    shown = get_shown_state(window)
    if not window.show.values:
        return
    step = get_window_step(shown)
    if step == STEP_OVER or (shown is window.state
                             and step != STEP_HUMAN):
        return
    game = shown.game
    piece = get_side_to_move(shown.board, shown.due,
                             game.rules)
    work = functools.partial(work_out_values,
                             copy_board(shown.board), piece, game)
    start_task(window, TASK_VALUES, work,
               functools.partial(receive_values, piece=piece))


def receive_values(window, result, piece):
    """Shows a set of move values on the board, and the position's value
    on the graph.

    Parameters: window -- the Window; result -- [RESULT_OPINIONS,
        the opinions], or TASK_DONE; piece -- the side to move.
    Returns: None.
    """
    if result == TASK_DONE:
        return
    _, opinions = result
    window.values = {tuple(opinion.move): opinion
                             for opinion in opinions}
    if len(opinions) > 0:
        window.graph_values[window.view] = get_graph_value(
            opinions[0], piece, window.state.game.first)
    draw_window(window)


def work_out_review(start, history, game, task):
    """Reviews a game (see review_game) on a task's thread: each line and
    each judged move is a result.

    Parameters: start -- the position the game started from (a copy);
        history -- its moves (a copy); game -- the Game; task -- the
        AnalysisTask.
    Returns: None.
    Raises: AnalysisCancelled when the window no longer wants them.
    """
    review_game(start, history, game.rules, get_game_settings(game),
                game.write_square,
                get_review_names(game.player_names),
                functools.partial(put_review_line, task),
                functools.partial(put_judged_move, task))


def put_review_line(task, line):
    """Hands a review's line to the window (review_game's show_line)."""
    put_result(task, [RESULT_LINE, line])


def put_judged_move(task, number, piece, judged):
    """Hands a review's JudgedMove to the window (its note_judged)."""
    put_result(task, [RESULT_JUDGED, [number, piece, judged]])


def receive_review(window, result):
    """Marks a judged move in the move list and puts its values on the
    graph; at the end, shows each side's summary.

    Parameters: window -- the Window; result -- a review's result
        (see work_out_review), or TASK_DONE.
    Returns: None.
    """
    if result == TASK_DONE:
        names = window.state.game.player_names
        show_lines(window, window.review_lines[-len(names):])
        refresh_values(window)
        return
    kind, data = result
    if kind == RESULT_LINE:
        window.review_lines.append(data)
        return
    number, piece, judged = data
    if judged is not None:
        first = window.state.game.first
        graph = window.graph_values
        graph[number - 1] = get_graph_value(judged.best, piece, first)
        graph[number] = get_graph_value(judged.played, piece, first)
        mark = get_review_mark(judged.lost)
        if mark >= 0:
            window.review_marks[number] = mark
    draw_window(window)

# ----------------------------------------------------------------------
# WINDOW 6: CLICKS, TURNS AND ANIMATION
# ----------------------------------------------------------------------

# A flip's animation draws a frame this often.
ANIMATION_FRAME_MS = 20
# A click where a computer is to move, in a position before the
# game's present; a review stopped because the game's moves changed.
VIEW_COMPUTER_MESSAGE = ("Here {} is to move: go to a point where you are, "
                         "or press End.")
REVIEW_CANCELLED_MESSAGE = "The review stopped: the game changed."


def start_animation(window):
    """Animates the flips of the move just played, when animation is on.

    Parameters: window -- the Window.
    Returns: None.
    """
    state = window.state
    window.animation = None
    if not window.show.animation or len(state.flips) == 0:
        return
    window.animation = Animation([list(square) for square in state.flips],
                                 time.monotonic())
    animate(window, window.animation)


def animate(window, animation):
    """Draws the next frame of an animation, until its time is up.

    Parameters: window -- the Window; animation -- the Animation this
        frame belongs to (a newer one replaces it).
    Returns: None.
    """
    if window.animation is not animation:
        return
    draw_window(window)
    if len(get_animation(window)) == 0:
        window.animation = None
        return
    window.root.after(ANIMATION_FRAME_MS, animate, window, animation)


def advance_window(window):
    """Starts what comes next in the game, once a flip's animation is
    over (so the computer thinks while the window is still): a
    computer's search, or a human's pass; the move values when a human
    is to click.

    Parameters: window -- the Window.
    Returns: None.
    """
    if len(get_animation(window)) > 0:
        window.root.after(ANIMATION_FRAME_MS, resume_advance, window,
                                  window.generation)
        return
    state = window.state
    step = get_window_step(state)
    if step == STEP_COMPUTER:
        piece = state.due
        work = functools.partial(state.game.players[piece],
                                 copy_board(state.board), piece)
        run_in_background(window, work, finish_turn,
                          window.pause_ms)
    elif step == STEP_PASS:
        run_in_background(window, choose_pass, finish_turn,
                          window.pause_ms)
    refresh_values(window)


def resume_advance(window, generation):
    """Goes on after an animation, unless the game changed since."""
    if generation == window.generation:
        advance_window(window)


def choose_pass():
    """Plays the pass of a human with no legal move in the window."""
    return []


def finish_turn(window, move):
    """Plays a computer's move (or a pass) once it is ready, shows it
    (the view goes on with the game when it showed its present), and
    goes on with the game.

    Parameters: window -- the Window; move -- the [row, col] move,
        or [] for a pass.
    Returns: None.
    """
    state = window.state
    at_present = window.view == len(state.history)
    window.hint = []
    lines = play_turn_lines(state, move)
    if at_present:
        window.view = len(state.history)
        start_animation(window)
    show_lines(window, lines)
    advance_window(window)


def start_over(window):
    """Forgets any thinking under way, so its answer is dropped, and
    the marks of the position left.

    Parameters: window -- the Window.
    Returns: None.
    """
    window.generation += 1
    window.busy = False
    window.hint = []
    window.animation = None


def change_history(window, lines):
    """Goes on after the game's moves changed other than by a move at
    its end (undo, redo, a new line): the review stops, marks and graph
    values past the game's moves go, and the view goes to the present.

    Parameters: window -- the Window; lines -- the lines to show.
    Returns: None.
    """
    task = window.analysis
    if task is not None and task.kind == TASK_REVIEW:
        cancel_task(window)
        lines = lines + [REVIEW_CANCELLED_MESSAGE]
    count = len(window.state.history)
    window.review_marks = {number: mark for number, mark in
                            window.review_marks.items() if number <= count}
    window.graph_values = {
        index: value for index, value in window.graph_values.items()
        if index <= count}
    window.view = count
    show_lines(window, lines)
    advance_window(window)


def set_view(window, view):
    """Shows the game as it stood after some of its moves.

    Parameters: window -- the Window; view -- how many moves (0 to
        the game's count).
    Returns: None.
    """
    if view == window.view:
        return
    window.view = view
    window.hint = []
    window.animation = None
    window.refusal = ""
    window.values = {}
    draw_window(window)
    refresh_values(window)


def on_go(window, where, event=None):
    """Moves the view: to the start, back a move, forward a move, or to
    the game's present.

    Parameters: window -- the Window; where -- GO_FIRST, GO_BACK,
        GO_FORWARD or GO_LAST; event -- the key's event (not used).
    Returns: None.
    """
    count = len(window.state.history)
    set_view(window, get_new_view(window.view, where, count))


def on_list_select(window, event):
    """Shows the position after the move selected in the move list.

    Parameters: window -- the Window; event -- the tkinter event.
    Returns: None.
    """
    selected = window.move_list.curselection()
    if len(selected) > 0:
        set_view(window, selected[0])


def on_graph_click(window, event):
    """Shows the position after the move under a click on the graph.

    Parameters: window -- the Window; event -- the tkinter event
        (its x).
    Returns: None.
    """
    count = len(window.state.history)
    set_view(window, find_graph_index(event.x, count,
                                      window.graph.winfo_width()))


def on_click(window, event):
    """Handles a click on the canvas: a human's move on the square
    clicked (at an earlier point, a new line from there, once the player
    agrees to lose the later moves), or the reason it is not played.
    Clicks while a flip is animated are ignored.

    Parameters: window -- the Window; event -- the tkinter event
        (its x and y).
    Returns: None.
    """
    if len(get_animation(window)) > 0:
        return
    state = window.state
    shown = get_shown_state(window)
    board = shown.board
    square = find_clicked_square(window.layout, len(board),
                                 len(board[0]), event.x, event.y)
    if len(square) == 0:
        return
    refusal = get_click_refusal(shown, square)
    if refusal != "" and shown is not state and get_window_step(shown) in [
            STEP_COMPUTER, STEP_PASS]:
        refusal = VIEW_COMPUTER_MESSAGE.format(describe_side(
            shown.due, state.game))
    if refusal != "":
        show_refusal(window, refusal)
        return
    lines = []
    if shown is not state:
        later = len(state.history) - window.view
        if not window.ask(format_later_moves_question(later)):
            return
        cancel_task(window)
        lines = start_line_at(state, window.view)
    start_over(window)
    lines = click_square(state, square)[1] + lines
    window.view = len(state.history)
    start_animation(window)
    change_history(window, lines)

# ----------------------------------------------------------------------
# WINDOW 7: THE MENU COMMANDS
# ----------------------------------------------------------------------

# The menus: each command is a WindowCommand; a view option is a check
# item (see VIEW_OPTIONS). The Keys help lists them all, with the keys
# that move through the game, which are not menu items.
MENU_GAME = "Game"
MENU_EDIT = "Edit"
MENU_VIEW = "View"
MENU_ANALYZE = "Analyze"
MENU_HELP = "Help"
# The view options: [the field of ViewOptions it turns on and off (which
# says whether it is on at first), its label, its shortcut, its key
# events].
VIEW_OPTIONS = [["legal", "Legal moves", "L", ["<l>"]],
                ["values", "Move values", "V", ["<v>"]],
                ["graph", "Evaluation graph", "G", ["<g>"]],
                ["coordinates", "Coordinates", "C", ["<c>"]],
                ["animation", "Animation", "A", ["<a>"]]]
# The menu items that are not view options.
NEW_GAME_ITEM = "New game\u2026"
OPEN_ITEM = "Open\u2026"
SAVE_ITEM = "Save"
SAVE_AS_ITEM = "Save As\u2026"
QUIT_ITEM = "Quit"
UNDO_ITEM = "Undo"
REDO_ITEM = "Redo"
COPY_ITEM = "Copy moves"
PASTE_ITEM = "Paste moves"
HINT_ITEM = "Hint"
REVIEW_ITEM = "Review game"
KEYS_HELP_TITLE = "Keys"
HOW_TO_PLAY_TITLE = "How to play"
# What the commands say.
WINDOW_TITLE = "proj2 Reversi ({})"
WINDOW_PIECE_NAMES = {PLAYER_PIECE: "black (X)", COMPUTER_PIECE: "white (O)"}
MOUSE_PLACE = "here, with the mouse"
NEW_GAME_MESSAGE = "A new game."
NEW_GAME_QUESTION = UNSAVED_MESSAGE + " Start a new game anyway?"
OPEN_QUESTION = UNSAVED_MESSAGE + " Open another game anyway?"
PASTE_QUESTION = UNSAVED_MESSAGE + " Replace it with the pasted moves?"
WINDOW_QUIT_QUESTION = UNSAVED_MESSAGE + " Quit anyway?"
OPENED_MESSAGE = "Opened {}."
COPIED_MESSAGE = "Copied the moves: {}"
COPIED_SHOWN = 40
COPIED_MORE = "..."
PASTED_MESSAGE = "Pasted the moves: the game goes on after move {}."
NO_CLIPBOARD_MESSAGE = "Nothing to paste: the clipboard holds no text."
THINKING_HINT_MESSAGE = "Thinking about the best move..."
NO_HINT_WINDOW_MESSAGE = "No hint: it is not your turn to move."
REVIEWING_MESSAGE = ("Reviewing the game: each move is marked in the list "
                     "as it is judged.")
# The new-game dialog: its title, its buttons, and the labels of its
# choices (see GameChoices), whose first values are those of the game
# in the window (see get_game_choices); each choice is a row, its label
# and its menu side by side, the buttons under them.
NEW_GAME_TITLE = "New game"
START_BUTTON = "Start"
CANCEL_BUTTON = "Cancel"
CLOSE_BUTTON = "Close"
CHOICE_RULES = "Rules"
CHOICE_SIZE = "Board"
CHOICE_X = "Black (X)"
CHOICE_O = "White (O)"
DIALOG_COLUMNS = 2
# Tk's names of keys and of the window manager's close request, and the
# event of a key.
RETURN_KEY = "Return"
ESCAPE_KEY = "Escape"
DELETE_WINDOW_PROTOCOL = "WM_DELETE_WINDOW"
KEY_EVENT = "<{}>"
# The help's width, and the padding of the dialog and the help.
HELP_WIDTH = 440
STATUS_PADDING = 6
# The How to play help: how the window is used, the rules of the game in
# it, and the review's marks.
HOW_TO_PLAY = (
    "Click a square to play there; a legal move has a dot. {}\n\n"
    "The move list and the graph go through the game: click a move or a "
    "point of the graph, or press Left, Right, Home and End. Playing a "
    "move at an earlier point starts a new line from there.\n\n"
    "View > Move values writes on each legal move its value: the disc "
    "difference at the end of the game for the side to move, with best "
    "play. An exact value is white and underlined; the others are "
    "estimates, except \u2265+4 (at least) and \u2264+4 (at most).\n\n"
    "Analyze > Review game judges every move against the best one: ?! "
    "an inaccuracy ({} discs lost), ? a mistake ({}), ?? a blunder "
    "({}). The graph shows the value after each move for {}.")
RULES_TEXTS = {
    UMBC_RULES_NAME: ("UMBC's rules: a move must flip discs of the other "
                      "side in a line up, down, left or right; the game "
                      "ends when the side to move has no legal move."),
    STANDARD_RULES_NAME: ("Othello's rules: a move must flip discs of the "
                          "other side in a line in any of the eight "
                          "directions; a side with no legal move passes; "
                          "the game ends when neither side can move."),
    SIMPLE_RULES_NAME: ("The simple rules: a move goes next to a disc of "
                        "the other side and flips the discs next to it; "
                        "a side with no legal move passes."),
    ONE_ROW_RULES_NAME: ("The one-row game: any empty square is a move, "
                         "and it flips the other side's discs it closes "
                         "in along the row; the game ends when the row "
                         "is full.")}


@dataclasses.dataclass
class WindowCommand:
    """A command of the window's menus, with its shortcut and keys."""
    menu: str                     # its menu, such as MENU_GAME
    label: str                    # its menu item's label
    handler: object               # function (window, event=None), or
    # ... None for a view option, which on_toggle turns on and off
    shortcut: str                 # the shortcut its menu item shows
    events: list                  # the key events bound to it
    option: str = ""              # a view option's field of ViewOptions


def get_window_commands():
    """Lists the window's commands, menu by menu: what the menus show
    and the keys do. A view option's handler is None: it is turned on
    and off by on_toggle.

    Parameters: none.
    Returns: the WindowCommands.
    """
    commands = [
        WindowCommand(MENU_GAME, NEW_GAME_ITEM, on_new_game, "Ctrl+N",
                      ["<Control-n>"]),
        WindowCommand(MENU_GAME, OPEN_ITEM, on_open, "Ctrl+O",
                      ["<Control-o>"]),
        WindowCommand(MENU_GAME, SAVE_ITEM, on_save, "Ctrl+S",
                      ["<Control-s>"]),
        WindowCommand(MENU_GAME, SAVE_AS_ITEM, on_save_as, "Ctrl+Shift+S",
                      ["<Control-S>"]),
        WindowCommand(MENU_GAME, QUIT_ITEM, on_quit, "Ctrl+Q",
                      ["<Control-q>"]),
        WindowCommand(MENU_EDIT, UNDO_ITEM, on_undo, "Ctrl+Z",
                      ["<Control-z>"]),
        WindowCommand(MENU_EDIT, REDO_ITEM, on_redo, "Ctrl+Y",
                      ["<Control-y>", "<Control-Z>"]),
        WindowCommand(MENU_EDIT, COPY_ITEM, on_copy, "Ctrl+C",
                      ["<Control-c>"]),
        WindowCommand(MENU_EDIT, PASTE_ITEM, on_paste, "Ctrl+V",
                      ["<Control-v>"])]
    for option, label, shortcut, events in VIEW_OPTIONS:
        commands.append(WindowCommand(MENU_VIEW, label, None, shortcut,
                                      events, option))
    commands += [
        WindowCommand(MENU_ANALYZE, HINT_ITEM, on_hint, "H", ["<h>"]),
        WindowCommand(MENU_ANALYZE, REVIEW_ITEM, on_review, "Ctrl+R",
                      ["<Control-r>"]),
        WindowCommand(MENU_HELP, HOW_TO_PLAY_TITLE, on_how_to_play, "F1",
                      ["<F1>"]),
        WindowCommand(MENU_HELP, KEYS_HELP_TITLE, on_keys, "Shift+F1",
                      ["<Shift-F1>"])]
    return commands


def may_leave_game(window, question):
    """Tells whether the game may be left: saved, or the player agrees."""
    return (not is_unsaved(window.state)
            or window.ask(question))


def replace_game(window, game, board, played, path, lines):
    """Puts another game in the window (a new one, or one opened or
    pasted) and starts it.

    Parameters: window -- the Window; game -- its Game;
        board -- its present position; played -- [start position, moves
        played] (see create_play_state); path -- the file it was read
        from, or None; lines -- what to say.
    Returns: None.
    """
    cancel_task(window)
    start_over(window)
    state = create_play_state(board, game, played)
    if path is not None:
        state.own_files.add(os.path.realpath(path))
    window.state = state
    window.path = path
    window.view = len(state.history)
    window.review_marks = {}
    window.graph_values = {}
    window.values = {}
    window.root.title(WINDOW_TITLE.format(
        game.rules.name))
    show_lines(window, lines)
    advance_window(window)


def on_new_game(window, event=None):
    """Opens the new-game dialog: the rules, the board's size and who
    plays each side, first as the game in the window has them.

    Parameters: window -- the Window; event -- the key's event,
        when a key was pressed (not used).
    Returns: None.
    """
    if window.dialog is not None:
        window.dialog.top.lift()
        return
    tkinter = window.tkinter
    state = window.state
    top = tkinter.Toplevel(window.root)
    top.title(NEW_GAME_TITLE)
    top.transient(window.root)
    choices = get_game_choices(state.game, state.board)
    rows = [[CHOICE_RULES, choices.rules, list(RULE_SETS)],
            [CHOICE_SIZE, choices.size, list_size_choices(state.board)],
            [CHOICE_X, choices.x, PLAYER_KINDS],
            [CHOICE_O, choices.o, PLAYER_KINDS]]
    variables = []
    for row in range(len(rows)):
        label, value, offered = rows[row]
        tkinter.Label(top, text=label).grid(row=row, column=0,
                                            sticky=tkinter.W,
                                            padx=STATUS_PADDING,
                                            pady=BUTTON_PADDING)
        variables.append(tkinter.StringVar(top, value=value))
        tkinter.OptionMenu(top, variables[-1], *offered).grid(
            row=row, column=1, sticky=tkinter.EW, padx=STATUS_PADDING,
            pady=BUTTON_PADDING)
    dialog = NewGameDialog(top, *variables)
    start = functools.partial(on_dialog_start, window, dialog)
    cancel = functools.partial(on_dialog_close, window, dialog)
    buttons = tkinter.Frame(top)
    buttons.grid(row=len(rows), column=0, columnspan=DIALOG_COLUMNS,
                 pady=STATUS_PADDING)
    tkinter.Button(buttons, text=START_BUTTON, command=start,
                   default=tkinter.ACTIVE).pack(side=tkinter.LEFT,
                                                padx=STATUS_PADDING)
    tkinter.Button(buttons, text=CANCEL_BUTTON, command=cancel).pack(
        side=tkinter.LEFT, padx=STATUS_PADDING)
    top.bind(KEY_EVENT.format(RETURN_KEY), start)
    top.bind(KEY_EVENT.format(ESCAPE_KEY), cancel)
    top.protocol(DELETE_WINDOW_PROTOCOL, cancel)
    window.dialog = dialog


def on_dialog_start(window, dialog, event=None):
    """Starts the game the new-game dialog shows, once the player agrees
    to leave a game with moves not saved, and closes the dialog.

    Parameters: window -- the Window; dialog -- the NewGameDialog;
        event -- the key's event (not used).
    Returns: None.
    """
    if not may_leave_game(window, NEW_GAME_QUESTION):
        return
    choices = GameChoices(dialog.rules.get(), dialog.size.get(),
                          dialog.x.get(), dialog.o.get())
    on_dialog_close(window, dialog)
    game, board = create_chosen_game(choices, window.state.game)
    replace_game(window, game, board, None, None,
                 [NEW_GAME_MESSAGE, format_sides(game, WINDOW_PIECE_NAMES,
                                                 MOUSE_PLACE)])


def on_dialog_close(window, dialog, event=None):
    """Closes the new-game dialog.

    Parameters: window -- the Window; dialog -- the NewGameDialog;
        event -- the key's event (not used).
    Returns: None.
    """
    window.dialog = None
    dialog.top.destroy()


def on_open(window, event=None):
    """Opens a game from a file (a record or a move string, as --load
    reads them) chosen in the file dialog, once the player agrees to
    leave a game with moves not saved.

    Parameters: window -- the Window; event -- the key's event
        (not used).
    Returns: None.
    """
    if not may_leave_game(window, OPEN_QUESTION):
        return
    path = window.choose_open()
    if not path:
        return
    loaded = load_game(path)
    if loaded.error != "":
        show_refusal(window, loaded.error)
        return
    game = create_opened_game(loaded, window.state.game)
    replace_game(window, game, loaded.board,
                 [loaded.start, loaded.history], path,
                 [OPENED_MESSAGE.format(show_path(path))])


def on_save(window, event=None):
    """Saves the game's record to its file (the one it was opened from or
    last saved to, or its --record file), or asks for one.

    Parameters: window -- the Window; event -- the key's event
        (not used).
    Returns: None.
    """
    path = window.path
    if path is None:
        path = window.state.game.record_path
    if path is None:
        on_save_as(window)
        return
    save_to(window, path)


def on_save_as(window, event=None):
    """Saves the game's record to a file chosen in the file dialog (which
    asks before replacing a file).

    Parameters: window -- the Window; event -- the key's event
        (not used).
    Returns: None.
    """
    path = window.choose_save()
    if path:
        save_to(window, path)


def save_to(window, path):
    """Writes the game's record to a file and says how it went.

    Parameters: window -- the Window; path -- the file's name.
    Returns: None.
    """
    reason = save_state(window.state, path)
    if reason != "":
        show_refusal(window, NOT_SAVED_MESSAGE.format(show_path(path),
                                                      reason))
        return
    window.path = path
    show_lines(window, [SAVED_MESSAGE.format(show_path(path))])


def on_quit(window, event=None):
    """Closes the window, which ends the program, once the player agrees
    to leave a game with moves not saved.

    Parameters: window -- the Window; event -- the key's event
        (not used).
    Returns: None.
    """
    if not may_leave_game(window, WINDOW_QUIT_QUESTION):
        return
    cancel_task(window)
    start_over(window)
    window.root.destroy()


def on_undo(window, event=None):
    """Takes back the last human move, as undo does at the terminal."""
    changed_by(window, take_back(window.state))


def on_redo(window, event=None):
    """Plays again what undo took back, as redo does at the terminal."""
    changed_by(window, play_again(window.state))


def changed_by(window, done):
    """Shows what undo or redo did, and goes on from there.

    Parameters: window -- the Window; done -- [whether the moves
        changed, the lines to show] (see take_back).
    Returns: None.
    """
    if not done[0]:
        show_refusal(window, STATUS_SEPARATOR.join(done[1]))
        return
    start_over(window)
    change_history(window, done[1])


def on_copy(window, event=None):
    """Copies the game's moves to the clipboard (a move string where
    squares are named).

    Parameters: window -- the Window; event -- the key's event
        (not used).
    Returns: None.
    """
    text = get_moves_text(window.state)
    if text == "":
        show_refusal(window, NO_MOVES_YET_MESSAGE)
        return
    root = window.root
    root.clipboard_clear()
    root.clipboard_append(text)
    shown = text
    if len(text) > COPIED_SHOWN:
        shown = text[:COPIED_SHOWN] + COPIED_MORE
    show_lines(window, [COPIED_MESSAGE.format(shown)])


def on_paste(window, event=None):
    """Plays the move string on the clipboard from the game's start, in
    place of its moves, once the player agrees to leave a game with
    moves not saved.

    Parameters: window -- the Window; event -- the key's event
        (not used).
    Returns: None.
    """
    state = window.state
    try:
        text = window.root.clipboard_get()
    except window.tkinter.TclError:
        show_refusal(window, NO_CLIPBOARD_MESSAGE)
        return
    pasted = read_pasted_moves(state, text)
    if pasted[1] != "":
        show_refusal(window, pasted[1])
        return
    if not may_leave_game(window, PASTE_QUESTION):
        return
    cancel_task(window)
    state.history[:] = pasted[0]
    lines = set_history(state)
    start_over(window)
    window.review_marks = {}
    window.graph_values = {}
    change_history(window, [PASTED_MESSAGE.format(len(pasted[0]))] + lines)


def on_toggle(window, option, event=None):
    """Turns a view option on or off (from its menu item or its key).

    Parameters: window -- the Window; option -- the option's field of
        ViewOptions (see VIEW_OPTIONS); event -- the key's event: a key
        turns the menu's check mark over too (the menu item has already).
    Returns: None.
    """
    variable = window.checks[option]
    if event is not None:
        variable.set(not variable.get())
    before = dataclasses.replace(window.show)
    setattr(window.show, option, bool(variable.get()))
    if window.show.graph != before.graph:
        place_panel(window, window.wide)
    draw_window(window)
    if window.show.values != before.values:
        refresh_values(window)


def on_hint(window, event=None):
    """Asks the strongest computer, off Tk's thread, for the best move of
    the human to move in the game (the view goes to its present), to
    mark it on the board.

    Parameters: window -- the Window; event -- the key's event,
        when a key was pressed (not used).
    Returns: None.
    """
    state = window.state
    if get_window_step(state) != STEP_HUMAN:
        show_refusal(window, NO_HINT_WINDOW_MESSAGE)
        return
    if window.busy:
        # The hint is being worked out already.
        return
    set_view(window, len(state.history))
    work = functools.partial(analyse_hint, copy_board(state.board),
                             state.due, state.game)
    show_lines(window, [THINKING_HINT_MESSAGE])
    run_in_background(window, work, finish_hint, 0)


def finish_hint(window, analysis):
    """Marks the hint's move and says what it is worth.

    Parameters: window -- the Window; analysis -- the strongest
        computer's analysis (see analyse_position).
    Returns: None.
    """
    state = window.state
    window.hint = analysis.move
    show_lines(window, [format_best_move(state.board, analysis,
                                         state.game)])


def on_review(window, event=None):
    """Reviews the game so far on another thread: each move is marked in
    the list as it is judged, and the graph fills in.

    Parameters: window -- the Window; event -- the key's event
        (not used).
    Returns: None.
    """
    state = window.state
    if len(state.history) == 0:
        show_refusal(window, REVIEW_NO_MOVES)
        return
    window.review_marks = {}
    window.review_lines = []
    window.values = {}
    work = functools.partial(work_out_review, copy_board(state.start),
                             [list(entry) for entry in state.history],
                             state.game)
    start_task(window, TASK_REVIEW, work, receive_review)
    show_lines(window, [REVIEWING_MESSAGE])


def show_text_window(window, title, text):
    """Shows a help text in a window of its own, which does not stop the
    game.

    Parameters: window -- the Window; title -- its title; text --
        the text.
    Returns: None.
    """
    tkinter = window.tkinter
    if window.text_window is not None:
        window.text_window.destroy()
    top = tkinter.Toplevel(window.root)
    top.title(title)
    top.transient(window.root)
    tkinter.Message(top, text=text, width=HELP_WIDTH).pack(
        padx=STATUS_PADDING, pady=STATUS_PADDING)
    tkinter.Button(top, text=CLOSE_BUTTON, command=top.destroy).pack(
        pady=STATUS_PADDING)
    top.bind(KEY_EVENT.format(ESCAPE_KEY), functools.partial(
        close_toplevel, top))
    window.text_window = top


def close_toplevel(top, event=None):
    """Closes a window of the game's own, such as a help text's."""
    top.destroy()


def _format_how_to_play(game):
    """Writes the How to play help for a game's rules.

    Parameters: game -- the Game.
    Returns: the text.
    """
    return HOW_TO_PLAY.format(RULES_TEXTS[game.rules.name],
                              REVIEW_INACCURACY, REVIEW_MISTAKE,
                              REVIEW_BLUNDER,
                              WINDOW_PIECE_NAMES[game.first])


def on_how_to_play(window, event=None):
    """Shows how to play the game (Help > How to play)."""
    show_text_window(window, HOW_TO_PLAY_TITLE, _format_how_to_play(
        window.state.game))


def on_keys(window, event=None):
    """Shows every key of the window (Help > Keys)."""
    show_text_window(window, KEYS_HELP_TITLE,
                     format_keys_help(get_window_commands()))

# ----------------------------------------------------------------------
# WINDOW 8: BUILDING THE WINDOW
# ----------------------------------------------------------------------

# The window's name (its questions' title), and why it could not open.
WINDOW_NAME = "proj2 Reversi"
NO_TKINTER_MESSAGE = ("the window needs tkinter (on Debian: apt install "
                      "python3-tk)")
NO_DISPLAY_MESSAGE = "cannot open a window: {}"
# The file dialogs: what they offer to open and save.
FILE_TYPES = [["Game records and move strings", "*.txt"],
              ["All files", "*"]]
RECORD_EXTENSION = ".txt"
# The menu bar, and the buttons over the board: a new game, then those
# that go through the game.
MENUS = [MENU_GAME, MENU_EDIT, MENU_VIEW, MENU_ANALYZE, MENU_HELP]
NEW_BUTTON = "New\u2026"
GO_BUTTONS = [[GO_FIRST, "|<"], [GO_BACK, "<"], [GO_FORWARD, ">"],
              [GO_LAST, ">|"]]
# The window's size and timing: the canvas's size at the start; the
# window's least size; when the move list and graph go beside the board
# (the window at least this much wider than high) or under it; how long
# a computer's move (or a pass) waits before it is shown, so a player
# sees it happen; and how often Python gets a turn to notice Ctrl-C.
START_CANVAS_WIDTH = 560
START_CANVAS_HEIGHT = 560
ONE_ROW_CANVAS_HEIGHT = 220
MIN_WINDOW_WIDTH = 360
MIN_WINDOW_HEIGHT = 420
WIDE_RATIO = 1.15
MOVE_LIST_CHARACTERS = 14
MOVE_LIST_LINES = 4
STATUS_LINES = 3
MESSAGE_LINES = 3
REFUSAL_LINES = 1
MOVE_LIST_FONT = "TkFixedFont"
COMPUTER_PAUSE_MS = 500
SIGNAL_CHECK_MS = 200
# The Tcl variables Tk's own file dialogs and message boxes wait on: set,
# they end the dialog as if it were cancelled.
TK_DIALOG_ANSWERS = ["::tk::Priv(selectFilePath)", "::tk::Priv(button)"]
# How long a thread may run before Python lets another one have its
# turn, while a window is open (Python's default is 0.005 s).
WINDOW_SWITCH_SECONDS = 0.0005
# The status lines wrap inside the window less the side disc and four
# paddings.
WRAP_PADDINGS = 4
# The window's colours, besides the board's (see WINDOW 3).
BACKGROUND_COLOUR = "#eceff1"
REFUSAL_COLOUR = "#b71c1c"
CURRENT_ENTRY_COLOUR = "#c8e6c9"
# The window's rows, top to bottom: the buttons, the board and its
# panel, the status, the message and the refusal.
TOOLBAR_ROW = 0
MAIN_ROW = 1
STATUS_ROW = 2
MESSAGE_ROW = 3
REFUSAL_ROW = 4
# Events the window binds.
CLICK_EVENT = "<Button-1>"
RESIZE_EVENT = "<Configure>"
LIST_SELECT_EVENT = "<<ListboxSelect>>"


def on_resize(window, event):
    """Lays the window out again at its new size: the panel beside or
    under the board, the status lines wrapped at the window's width, the
    board and the graph drawn again.

    Parameters: window -- the Window; event -- the tkinter event
        (of the whole window, or of one of its parts).
    Returns: None.
    """
    root = window.root
    if event.widget is root:
        wide = event.width >= event.height * WIDE_RATIO
        if wide != window.wide:
            place_panel(window, wide)
        wrap = max(MIN_CANVAS_SIDE, event.width - SIDE_DISC_SIZE
                   - STATUS_PADDING * WRAP_PADDINGS)
        for label in [window.message_label, window.status_label,
                      window.refusal_label]:
            label.configure(wraplength=wrap)
    if event.widget in [window.canvas, window.graph]:
        draw_window(window)


def report_callback_problem(window, kind, problem, trace):
    """Handles an exception raised in a window callback. Ctrl-C (raised
    by stop_on_interrupt in whatever callback runs) stops the window, so
    the program can end as it does at the terminal; any other problem is
    reported as tkinter reports it.

    Parameters: window -- the Window; kind, problem, trace -- the
        exception's class, value and traceback (as tkinter passes them).
    Returns: None.
    """
    if issubclass(kind, KeyboardInterrupt):
        window.interrupted = True
        # A standard dialog open (Open, Save As, a question) runs its own
        # loop until it is answered: answer it as cancelled, so the
        # window can stop.
        for name in TK_DIALOG_ANSWERS:
            window.root.setvar(name, "")
        window.root.quit()
        return
    sys.excepthook(kind, problem, trace)


def keep_signals_alive(window):
    """Lets Python run now and then, so Ctrl-C at the terminal works."""
    window.root.after(SIGNAL_CHECK_MS, keep_signals_alive, window)


def _build_menus(window):
    """Builds the menu bar from the window's commands, each with its
    shortcut shown and its keys bound; a view option is a check item.

    Parameters: window -- the Window.
    Returns: None.
    """
    tkinter = window.tkinter
    root = window.root
    bar = tkinter.Menu(root, tearoff=False)
    menus = {}
    for name in MENUS:
        menus[name] = tkinter.Menu(bar, tearoff=False)
        bar.add_cascade(label=name, menu=menus[name])
    for command in get_window_commands():
        handler = command.handler
        label = command.label
        option = command.option
        menu = menus[command.menu]
        if handler is None:
            action = functools.partial(on_toggle, window, option)
            window.checks[option] = tkinter.BooleanVar(
                root, value=getattr(window.show, option))
            menu.add_checkbutton(label=label,
                                 variable=window.checks[option],
                                 command=action,
                                 accelerator=command.shortcut)
        else:
            action = functools.partial(handler, window)
            menu.add_command(label=label, command=action,
                             accelerator=command.shortcut)
        for event in command.events:
            if handler is None:
                root.bind(event, functools.partial(on_toggle, window,
                                                   option))
            else:
                root.bind(event, action)
    root.configure(menu=bar)


def _build_toolbar(window):
    """Builds the row of buttons over the board: a new game, undo and the
    hint, and the buttons that go through the game (their keys bound).

    Parameters: window -- the Window.
    Returns: None.
    """
    tkinter = window.tkinter
    parent = tkinter.Frame(window.root, background=BACKGROUND_COLOUR)
    parent.grid(row=TOOLBAR_ROW, column=0, sticky=tkinter.EW)
    buttons = [[NEW_BUTTON, functools.partial(on_new_game, window)],
               [UNDO_ITEM, functools.partial(on_undo, window)],
               [HINT_ITEM, functools.partial(on_hint, window)]]
    for where, text in GO_BUTTONS:
        buttons.append([text, functools.partial(on_go, window, where)])
        window.root.bind(KEY_EVENT.format(where), buttons[-1][1])
    for text, action in buttons:
        tkinter.Button(parent, text=text, command=action,
                       padx=BUTTON_PADDING, pady=0).pack(
            side=tkinter.LEFT, padx=BUTTON_PADDING, pady=BUTTON_PADDING)


def ask_question(root, question):
    """Asks the player a yes-or-no question in a dialog (Window's ask).

    Parameters: root -- the window's root; question -- the question.
    Returns: True for yes.
    """
    from tkinter import messagebox
    return bool(messagebox.askyesno(WINDOW_NAME, question, parent=root))


def choose_file(root, saving):
    """Asks for a file in the standard file dialog (Window's choose_open
    and choose_save).

    Parameters: root -- the window's root; saving -- True to save (the
        dialog then asks before replacing a file), False to open.
    Returns: the file's name, or '' when the player cancels.
    """
    from tkinter import filedialog
    if saving:
        path = filedialog.asksaveasfilename(
            parent=root, filetypes=FILE_TYPES,
            defaultextension=RECORD_EXTENSION)
    else:
        path = filedialog.askopenfilename(parent=root, filetypes=FILE_TYPES)
    if not isinstance(path, str):
        return ""
    return path


def _create_board_area(tkinter, root, height):
    """Makes the window's middle row: the board's canvas, and the panel
    of the move list and the graph (which place_panel places).

    Parameters: tkinter -- the tkinter module; root -- the Tk root
        window; height -- the canvas's height at the start, in pixels.
    Returns: [the row's frame, the canvas, the panel, the move list, the
        graph].
    """
    main_frame = tkinter.Frame(root, background=BACKGROUND_COLOUR)
    main_frame.grid(row=MAIN_ROW, column=0, sticky=tkinter.NSEW)
    main_frame.columnconfigure(0, weight=1)
    main_frame.rowconfigure(0, weight=1)
    canvas = tkinter.Canvas(main_frame, width=START_CANVAS_WIDTH,
                            height=height, background=BACKGROUND_COLOUR,
                            highlightthickness=0)
    canvas.grid(row=0, column=0, sticky=tkinter.NSEW)
    panel = tkinter.Frame(main_frame, background=BACKGROUND_COLOUR)
    move_list = tkinter.Listbox(panel, width=MOVE_LIST_CHARACTERS,
                                height=MOVE_LIST_LINES,
                                font=MOVE_LIST_FONT, exportselection=False,
                                activestyle=tkinter.NONE,
                                selectbackground=CURRENT_ENTRY_COLOUR,
                                selectforeground=LABEL_COLOUR)
    graph = tkinter.Canvas(panel, background=GRAPH_BACKGROUND,
                           highlightthickness=0)
    return [main_frame, canvas, panel, move_list, graph]


def _create_status_lines(tkinter, root):
    """Makes the window's lines under the board, each in its row: the
    status beside the disc of the side to move, the message and the
    refusal.

    Parameters: tkinter -- the tkinter module; root -- the Tk root
        window.
    Returns: [the side's disc's canvas, the status label, the message
        label, the refusal label].
    """
    status_row = tkinter.Frame(root, background=BACKGROUND_COLOUR)
    status_row.grid(row=STATUS_ROW, column=0, sticky=tkinter.EW,
                    padx=STATUS_PADDING)
    side_disc = tkinter.Canvas(status_row, width=SIDE_DISC_SIZE,
                               height=SIDE_DISC_SIZE,
                               background=BACKGROUND_COLOUR,
                               highlightthickness=0)
    side_disc.pack(side=tkinter.LEFT, anchor=tkinter.N, pady=BUTTON_PADDING)
    status_label, message_label, refusal_label = [
        tkinter.Label(parent, anchor=tkinter.NW, justify=tkinter.LEFT,
                      height=lines, foreground=colour,
                      background=BACKGROUND_COLOUR)
        for lines, colour, parent in [
            [STATUS_LINES, LABEL_COLOUR, status_row],
            [MESSAGE_LINES, LABEL_COLOUR, root],
            [REFUSAL_LINES, REFUSAL_COLOUR, root]]]
    status_label.pack(side=tkinter.LEFT, fill=tkinter.X, expand=True,
                      padx=STATUS_PADDING)
    message_label.grid(row=MESSAGE_ROW, column=0, sticky=tkinter.EW,
                       padx=STATUS_PADDING)
    refusal_label.grid(row=REFUSAL_ROW, column=0, sticky=tkinter.EW,
                       padx=STATUS_PADDING, pady=(0, STATUS_PADDING))
    return [side_disc, status_label, message_label, refusal_label]


def _create_window(tkinter, root, state, pause_ms):
    """Sets up the root window, makes the board's row and the lines under
    it, and the Window that holds them and the game.

    Parameters: tkinter -- the tkinter module; root -- the Tk root
        window; state -- the GameState to play; pause_ms -- as
        open_window.
    Returns: the Window.
    """
    board = state.board
    game = state.game
    root.title(WINDOW_TITLE.format(game.rules.name))
    root.configure(background=BACKGROUND_COLOUR)
    root.minsize(MIN_WINDOW_WIDTH, MIN_WINDOW_HEIGHT)
    root.columnconfigure(0, weight=1)
    root.rowconfigure(MAIN_ROW, weight=1)
    height = START_CANVAS_HEIGHT
    if len(board) == 1:
        height = ONE_ROW_CANVAS_HEIGHT
    main_frame, canvas, panel, move_list, graph = _create_board_area(
        tkinter, root, height)
    side_disc, status_label, message_label, refusal_label = (
        _create_status_lines(tkinter, root))
    return Window(
        tkinter=tkinter, root=root, canvas=canvas, side_disc=side_disc,
        status_label=status_label, message_label=message_label,
        refusal_label=refusal_label, main_frame=main_frame, panel=panel,
        move_list=move_list, graph=graph, wide=True, state=state,
        view=len(state.history), show=ViewOptions(), checks={},
        message=format_sides(game, WINDOW_PIECE_NAMES, MOUSE_PLACE),
        refusal="", hint=[], busy=False, generation=0, pause_ms=pause_ms,
        layout=get_board_layout(START_CANVAS_WIDTH, height, len(board),
                                len(board[0])),
        interrupted=False, animation=None, analysis=None, values={},
        graph_values={}, review_marks={}, review_lines=[], path=None,
        entries=[], dialog=None, text_window=None,
        ask=functools.partial(ask_question, root),
        choose_open=functools.partial(choose_file, root, False),
        choose_save=functools.partial(choose_file, root, True))


def _bind_events(window):
    """Hands the window's clicks, its resizing, its close button and its
    callbacks' problems to their handlers (the menus and the toolbar
    bind the keys).

    Parameters: window -- the Window.
    Returns: None.
    """
    root = window.root
    root.protocol(DELETE_WINDOW_PROTOCOL, functools.partial(on_quit, window))
    root.report_callback_exception = functools.partial(
        report_callback_problem, window)
    window.canvas.bind(CLICK_EVENT, functools.partial(on_click, window))
    window.graph.bind(CLICK_EVENT, functools.partial(on_graph_click,
                                                     window))
    window.move_list.bind(LIST_SELECT_EVENT, functools.partial(
        on_list_select, window))
    root.bind(RESIZE_EVENT, functools.partial(on_resize, window))


def open_window(board, game, played, pause_ms=COMPUTER_PAUSE_MS):
    """Opens the game's window: the menus, the buttons, the board, the
    move list and graph, and the status lines, with their keys; then
    starts the game (a computer that moves first starts thinking). It
    does not wait for the window to close (see run_window).

    Parameters: board -- the 2D list of pieces to play on; game -- the
        Game; played -- [start position, moves played], as for
        create_play_state; pause_ms -- how long a computer's move waits
        before it is shown, in milliseconds.
    Returns: the Window, or the one-line reason no window could be
        opened (a string: no tkinter, or no display).
    """
    try:
        import tkinter
    except ImportError:
        return NO_TKINTER_MESSAGE
    try:
        root = tkinter.Tk()
    except tkinter.TclError as problem:
        return NO_DISPLAY_MESSAGE.format(problem)
    # Each call into Tk lets a searching thread run until Python hands
    # the lock back; a short interval keeps a redraw quick meanwhile.
    sys.setswitchinterval(WINDOW_SWITCH_SECONDS)
    window = _create_window(tkinter, root,
                            create_play_state(board, game, played), pause_ms)
    _build_menus(window)
    _build_toolbar(window)
    place_panel(window, True)
    _bind_events(window)
    draw_window(window)
    keep_signals_alive(window)
    advance_window(window)
    return window


def run_window(board, game, played):
    """Plays the game in a window until it is closed.

    Parameters: board, game, played -- as open_window.
    Returns: '' once the window is closed, or the one-line reason no
        window could be opened.
    Raises: KeyboardInterrupt on Ctrl-C in the terminal that started it.
    """
    window = open_window(board, game, played)
    if isinstance(window, str):
        return window
    window.root.mainloop()
    if window.interrupted:
        raise KeyboardInterrupt
    return ""


# ======================================================================
# COMMAND LINE
# ======================================================================

# The command line: the program's description, and the choices and
# messages of its options.
PROGRAM_DESCRIPTION = ("Play Reversi against the computer. With no options "
                       "this is UMBC CMSC 201 Project 2 exactly: type each "
                       "move as 'row col'. At any prompt, 'hint' lists "
                       "your moves and the best one, 'pass' passes when "
                       "you have none "
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
    "start": ("which piece sits top-left of the centre four (default: x "
              "for umbc; o for standard and simple, as Othello starts)"),
    "win": "whether the most or the fewest pieces win (default: most)",
    "protocol": ("instead of playing interactively, speak the console "
                 "protocol of UCI ICS 32's Othello project (ics32), or be "
                 "an Othello engine speaking the Go Text Protocol (gtp; "
                 "a GUI's clock sets its think time, at most {:g} s a "
                 "move)".format(GTP_MAX_THINK)),
    "perft": ("count the leaves of the move tree D plies deep from the "
              "start position, and time it"),
    "seed": ("seed the computers' random numbers, so a game between "
             "computers repeats exactly (default: from the clock)"),
    "think": ("the searching computers' (level1 to level5) think time "
              "a move, in seconds (default: {:g})".format(
                  DEFAULT_THINK_SECONDS)),
    "match": "play a match between two computer players and sum it up",
    "games": "how many games --match plays (default: {})".format(
        DEFAULT_MATCH_GAMES),
    "jobs": ("how many processes --review and --analyze share their "
             "work among (default: the machine's cores; 1: this one)"),
    "position": ("start from this position: one character a square, row "
                 "by row (X, O, or - . _ for empty), a space, and the side "
                 "to move (X or O)"),
    "analyze": ("print every legal move with the strongest computer's "
                "opinion of it, best first, and exit"),
    "review": ("judge every move of a game, a record or move string in "
               "FILE or a move string given here, then exit (each move "
               "may take --think)"),
    "record": "keep the game's record in FILE, written after every move",
    "load": ("go on with the game recorded in FILE, a record or a move "
             "string (or show how it ended)"),
    "moves": ("start from the position after these moves, a move string "
              "such as f5d6c3 (standard and simple rules)"),
    "gui": ("play in a window (tkinter) with the mouse, with the same "
            "game options"),
    "style": ("how the game is shown: classic, the course's transcript "
              "(default; but rich for standard and simple at a terminal), "
              "or rich: the board after every move with it marked, a "
              "status line, and colour at a terminal"),
}
# How a game is shown: the course's transcript (the default), or the
# rich style of the RICH DISPLAY section, for a person at a terminal.
STYLE_CLASSIC = "classic"
STYLE_RICH = "rich"
STYLE_CHOICES = [STYLE_CLASSIC, STYLE_RICH]
SIDE_CHOICES = {"x": PLAYER_PIECE, "o": COMPUTER_PIECE}
DEFAULT_SIDE_CHOICE = "x"
# Which options set the board's size, which set up a game (and so do not
# apply to the protocol, which reads its own), and how messages list them.
OPTION_PREFIX = "--"
SIZE_OPTIONS = ["size", "rows", "cols"]
START_OPTION = "start"
GAME_ONLY_OPTIONS = ["x", "o", "first", START_OPTION, "win", "perft",
                     "seed", "think", "match", "games", "position",
                     "moves", "analyze", "record", "load", "style", "gui",
                     "review"]
# What --match replaces: it names both players and plays its own games
# from the usual start. What --analyze replaces: it plays no game. What
# --position gives itself: every square and the side to move.
NOT_WITH_MATCH_OPTIONS = ["x", "o", "perft", "position", "moves",
                          "analyze", "record", "load", "style", "gui"]
NOT_WITH_ANALYZE_OPTIONS = ["x", "o", "perft", "record", "style", "gui"]
# What --review takes from the game it judges: all but the think time
# and the seed.
NOT_WITH_REVIEW_OPTIONS = ["rules", "size", "rows", "cols", "x", "o",
                           "first", START_OPTION, "win", "perft", "match",
                           "games", "position", "moves", "analyze",
                           "record", "load", "style", "gui"]
REVIEW_OPTIONS_ERROR = ("--review judges the game it is given: {} does "
                        "not apply")
REVIEW_SOURCE = "--review"
NOT_WITH_PERFT_OPTIONS = ["record", "style", "gui"]
# The window has its own look: --style is the terminal's.
NOT_WITH_GUI_OPTIONS = ["style"]
# What --load takes from the record.
NOT_WITH_LOAD_OPTIONS = ["position", "moves", "perft"]
# What a record fixes, which an option may repeat but not contradict.
LOAD_CONFLICT_ERROR = "{}: the record says {} {}, but --{} says {}"
NOT_WITH_POSITION_OPTIONS = ["first", START_OPTION]
# --moves names its squares, as only some rule sets do; a move it
# refuses is said as a record's is.
MOVES_OPTION_ERROR = PROGRAM_NAME + ": --moves: {}"
MOVES_RULES_ERROR = ("--moves writes squares by their names: it needs "
                     "--rules standard or simple")
OPTION_LIST_SEPARATOR = ", "
SIZE_ERROR = ("board sides must be even whole numbers from {} to {}; "
              "got {} x {}")
SIZE_CONFLICT_ERROR = "give either --size or --rows and --cols, not both"
FIXED_SIZE_ERROR = ("--rules {} plays on its own {}-square row: {} does "
                    "not apply")
PROTOCOL_RULES_ERROR = "--protocol {} plays only --rules standard or simple"
PROTOCOL_OPTIONS_ERROR = ("--protocol {} reads the game's options from "
                          "standard input: {} does not apply")
PERFT_DEPTH_ERROR = "--perft takes a depth of 0 or more; got {}"
THINK_ERROR = ("--think takes a number of seconds above 0 and at most "
               "{}; got {}")
GAMES_ERROR = "--games takes a whole number of games above 0; got {}"
GAMES_WITHOUT_MATCH_ERROR = "--games goes with --match"
JOBS_ERROR = "--jobs takes a whole number from 1 to {}; got {}"
JOBS_WITHOUT_REVIEW_ERROR = "--jobs goes with --review or --analyze"
MAX_JOBS = 64
MATCH_OPTIONS_ERROR = "--match plays its own games: {} does not apply"
ANALYZE_OPTIONS_ERROR = "--analyze plays no game: {} does not apply"
POSITION_OPTIONS_ERROR = ("--position gives every square and the side to "
                          "move: {} does not apply")
PERFT_OPTIONS_ERROR = "--perft plays no game: {} does not apply"
GUI_OPTIONS_ERROR = "--gui shows the game in a window: {} does not apply"


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
    parser.add_argument("--protocol", choices=[PROTOCOL_ICS32, PROTOCOL_GTP],
                        help=OPTION_HELP["protocol"])
    parser.add_argument("--perft", type=int, metavar="D",
                        help=OPTION_HELP["perft"])
    parser.add_argument("--seed", type=int, metavar="N",
                        help=OPTION_HELP["seed"])
    parser.add_argument("--think", type=float, metavar="SECONDS",
                        help=OPTION_HELP["think"])
    parser.add_argument("--match", nargs=MATCH_PLAYER_COUNT,
                        metavar=("A", "B"),
                        choices=list(COMPUTER_PLAYERS),
                        help=OPTION_HELP["match"])
    parser.add_argument("--games", type=int, metavar="N",
                        help=OPTION_HELP["games"])
    parser.add_argument("--position", metavar="TEXT",
                        help=OPTION_HELP["position"])
    parser.add_argument("--analyze", action="store_true", default=None,
                        help=OPTION_HELP["analyze"])
    parser.add_argument("--review", metavar="FILE",
                        help=OPTION_HELP["review"])
    parser.add_argument("--jobs", type=int, metavar="N",
                        help=OPTION_HELP["jobs"])
    parser.add_argument("--record", metavar="FILE",
                        help=OPTION_HELP["record"])
    parser.add_argument("--load", metavar="FILE", help=OPTION_HELP["load"])
    parser.add_argument("--moves", metavar="STRING",
                        help=OPTION_HELP["moves"])
    parser.add_argument("--style", choices=STYLE_CHOICES,
                        help=OPTION_HELP["style"])
    parser.add_argument("--gui", action="store_true", default=None,
                        help=OPTION_HELP["gui"])
    return parser


def get_board_size(args, rules):
    """Works out the board's size from the options and the rule set.

    Parameters: args -- the parsed command line; rules -- the rule set
        (its default size).
    Returns: a pair [rows, cols].
    """
    rows = rules.rows
    cols = rules.cols
    if args.size is not None:
        rows = args.size
        cols = args.size
    if args.rows is not None:
        rows = args.rows
    if args.cols is not None:
        cols = args.cols
    return [rows, cols]


def _get_option_error(args):
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
            return PROTOCOL_RULES_ERROR.format(args.protocol)
        game_options = list(size_options)
        for name in GAME_ONLY_OPTIONS:
            if getattr(args, name) is not None:
                game_options.append(OPTION_PREFIX + name)
        if len(game_options) > 0:
            return PROTOCOL_OPTIONS_ERROR.format(
                args.protocol, OPTION_LIST_SEPARATOR.join(game_options))
        return ""
    rules = RULE_SETS[args.rules or UMBC_RULES_NAME]
    if rules.size_fixed:
        if args.start is not None:
            size_options.append(OPTION_PREFIX + START_OPTION)
        if len(size_options) > 0:
            return FIXED_SIZE_ERROR.format(
                rules.name, rules.cols,
                OPTION_LIST_SEPARATOR.join(size_options))
    else:
        size = get_board_size(args, rules)
        if not (is_valid_board_side(size[0])
                and is_valid_board_side(size[1])):
            return SIZE_ERROR.format(MIN_BOARD_SIZE, MAX_BOARD_SIZE,
                                     size[0], size[1])
    if args.perft is not None and args.perft < 0:
        return PERFT_DEPTH_ERROR.format(args.perft)
    if args.think is not None and not 0 < args.think <= MAX_THINK_SECONDS:
        return THINK_ERROR.format(MAX_THINK_SECONDS, args.think)
    if args.games is not None and args.match is None:
        return GAMES_WITHOUT_MATCH_ERROR
    if args.games is not None and args.games < 1:
        return GAMES_ERROR.format(args.games)
    if args.jobs is not None and args.review is None and args.analyze is None:
        return JOBS_WITHOUT_REVIEW_ERROR
    if args.jobs is not None and not 1 <= args.jobs <= MAX_JOBS:
        return JOBS_ERROR.format(MAX_JOBS, args.jobs)
    conflicts = [[args.review, NOT_WITH_REVIEW_OPTIONS,
                  REVIEW_OPTIONS_ERROR],
                 [args.match, NOT_WITH_MATCH_OPTIONS, MATCH_OPTIONS_ERROR],
                 [args.analyze, NOT_WITH_ANALYZE_OPTIONS,
                  ANALYZE_OPTIONS_ERROR],
                 [args.perft, NOT_WITH_PERFT_OPTIONS, PERFT_OPTIONS_ERROR],
                 [args.gui, NOT_WITH_GUI_OPTIONS, GUI_OPTIONS_ERROR],
                 [args.position, NOT_WITH_POSITION_OPTIONS,
                  POSITION_OPTIONS_ERROR],
                 [args.load, NOT_WITH_LOAD_OPTIONS, LOAD_OPTIONS_ERROR]]
    for option, excluded, message in conflicts:
        given = [OPTION_PREFIX + name for name in excluded
                 if getattr(args, name) is not None]
        if option is not None and len(given) > 0:
            return message.format(OPTION_LIST_SEPARATOR.join(given))
    if args.moves is not None and not rules.square_names:
        return MOVES_RULES_ERROR
    if args.position is not None:
        size = get_board_size(args, rules)
        parsed = parse_position(args.position, size[0],
                                size[1])
        return parsed.error
    return ""


def _get_load_conflict(args, loaded):
    """Checks the options that repeat what a loaded record fixes (its
    rules, size, who moves first, the start, how the game is won): each
    may agree with the record, none may contradict it.

    Parameters: args -- the parsed command line; loaded -- the loaded
        game (see load_game).
    Returns: '' when nothing contradicts the record, otherwise the line
        that says what does, naming both values.
    """
    board = loaded.start
    rows = len(board)
    cols = len(board[0])
    size = SIZE_FORMAT.format(rows, cols)
    # [option, its value, what the record has for it, the record's tag
    # and value as the message shows them]
    given = [["rules", args.rules, loaded.rules.name,
              TAG_RULES, loaded.rules.name],
             ["first", args.first and SIDE_CHOICES[args.first],
              loaded.first, TAG_FIRST, loaded.first],
             [START_OPTION, args.start and SIDE_CHOICES[args.start],
              loaded.top_left, TAG_START, loaded.top_left],
             ["win", args.win, loaded.win, TAG_WIN, loaded.win],
             ["size", args.size and SIZE_FORMAT.format(args.size, args.size),
              size, TAG_SIZE, size],
             ["rows", args.rows, rows, TAG_SIZE, size],
             ["cols", args.cols, cols, TAG_SIZE, size]]
    for option, value, recorded, tag, shown in given:
        if value is not None and value != recorded:
            return LOAD_CONFLICT_ERROR.format(show_path(args.load), tag,
                                              shown, option, value)
    return ""


def _get_display(args, rules):
    """Turns --style into the display table of a game at the terminal.
    Without --style, an Othello game (squares named) shown at a terminal
    is rich, with who plays black, the last move marked and the score;
    output to a file or a pipe stays classic, so it is stable to diff.

    Parameters: args -- the parsed command line; rules -- the rule set.
    Returns: CLASSIC_DISPLAY, or the rich display (with colour only where
        wants_colour allows it).
    """
    style = args.style
    if style is None and rules.square_names and sys.stdout.isatty():
        style = STYLE_RICH
    if style == STYLE_RICH:
        return create_rich_display(wants_colour(sys.stdout))
    return CLASSIC_DISPLAY


def build_game(args, loaded):
    """Builds the Game the options ask for: from the options, or
    from a loaded record, whose players the options may replace.

    Parameters: args -- the parsed command line (already checked);
        loaded -- the loaded game (see load_game), or None.
    Returns: the Game (see create_game).
    """
    rules = RULE_SETS[args.rules or UMBC_RULES_NAME]
    names = {PLAYER_PIECE: HUMAN, COMPUTER_PIECE: rules.o_player}
    first = SIDE_CHOICES[args.first or DEFAULT_SIDE_CHOICE]
    top_left = rules.top_left
    if args.start is not None:
        top_left = SIDE_CHOICES[args.start]
    win = args.win or WIN_MOST
    seed = args.seed
    if loaded is not None:
        rules = loaded.rules
        names = loaded.player_names
        first = loaded.first
        top_left = loaded.top_left
        win = loaded.win
        if seed is None:
            seed = loaded.seed
    names = {PLAYER_PIECE: args.x or names[PLAYER_PIECE],
             COMPUTER_PIECE: args.o or names[COMPUTER_PIECE]}
    if seed is None:
        seed = time.time_ns()
    settings = create_settings(seed, args.think or DEFAULT_THINK_SECONDS,
                               win)
    return create_game(rules, names, first, top_left, win, settings, seed,
                       args.record, _get_display(args, rules))


def _run_perft(board, piece, depth, rules):
    """Counts the move tree from a position and prints the count, the
    time it took and the leaves counted per second.

    Parameters: board -- the start position; piece -- the side to move;
        depth -- the number of plies; rules -- the rule set.
    Returns: the number of leaves.
    """
    started = time.perf_counter()
    engine = build_engine(rules, len(board), len(board[0]))
    bits = get_engine_bits(board, piece, engine)
    leaves = count_engine_leaves(bits[0], bits[1], depth, engine)
    seconds = time.perf_counter() - started
    print(leaves)
    print(PERFT_TIME_MESSAGE.format(seconds))
    rate = leaves
    if seconds > 0:
        rate = round(leaves / seconds)
    print(PERFT_RATE_MESSAGE.format(rate))
    return leaves


def choose_jobs(args, settings, searches):
    """Chooses how many processes --review or --analyze uses: --jobs, or
    else the machine's cores, unless the work is too short to repay
    starting them (less than WORKERS_LEAST_SECONDS of searching).

    Parameters: args -- the parsed command line; settings -- the
        Settings (the think time, or the node limit, a search may take);
        searches -- how many think times the work may take.
    Returns: the number of processes.
    """
    if args.jobs is not None:
        return args.jobs
    seconds = settings.think
    if settings.node_limit is not None:
        seconds = settings.node_limit / settings.evaluation.nodes_per_second
    if searches * seconds < WORKERS_LEAST_SECONDS:
        return 1
    return os.cpu_count() or 1


def _run_review(args):
    """Runs --review: reads the game (a record or a move string in a
    file, or a move string given on the command line) and judges every
    move of it (see review_game), printing each line as it comes.

    Parameters: args -- the parsed command line (already checked).
    Returns: EXIT_OK, or EXIT_USAGE when the game cannot be read.
    """
    # A name that is not only squares' names and passes names a file,
    # even when there is no such file (which load_game then says).
    if (not os.path.lexists(args.review)
            and _split_move_string(args.review)[1] == ""):
        loaded = load_move_string(args.review, REVIEW_SOURCE)
    else:
        loaded = load_game(args.review)
    if loaded.error != "":
        report_problem(PROBLEM_FORMAT.format(PROGRAM_NAME,
                                             loaded.error))
        return EXIT_USAGE
    if len(loaded.history) == 0:
        print(REVIEW_NO_MOVES)
        return EXIT_OK
    game = build_game(args, loaded)
    jobs = choose_jobs(args, game.settings, len(loaded.history))
    review_game(loaded.start, loaded.history,
                game.rules, game.settings,
                game.write_square,
                get_review_names(game.player_names), show, jobs=jobs)
    return EXIT_OK


def silence_output():
    """Points standard output at nothing, once it cannot be written, so
    the interpreter's last flush of what is still buffered cannot fail.

    Parameters: none.
    Returns: None.
    """
    try:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    except (OSError, ValueError):
        pass


def stop_on_interrupt(signal_number, frame):
    """Handles Ctrl-C: ends the game as KeyboardInterrupt does, and first
    ignores any further Ctrl-C, so a second press while the game ends
    cannot interrupt the ending.

    Parameters: signal_number -- the signal's number; frame -- the frame
        it arrived in (both given by the signal module).
    Returns: nothing: it always raises.
    Raises: KeyboardInterrupt.
    """
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    raise KeyboardInterrupt


def run_program(argv=None):
    """Runs the program (see _run_command_line) and guards its output to
    the very end: when the reader of standard output has gone away it
    stops quietly; when standard output cannot be written for another
    reason, or is closed, it says so once on standard error.

    Parameters: argv -- the command-line arguments after the program name,
        or None to use sys.argv.
    Returns: the exit status: as _run_command_line, or EXIT_OUTPUT_CLOSED
        when the output cannot be written.
    Raises: SystemExit for --help and a bad command line, as argparse
        does (after the output is flushed).
    """
    if sys.stdout is None:
        report_problem(PROBLEM_FORMAT.format(PROGRAM_NAME,
                                             OUTPUT_CLOSED_MESSAGE))
        return EXIT_OUTPUT_CLOSED
    if hasattr(sys.stdout, "reconfigure"):
        sys.stdout.reconfigure(errors=OUTPUT_ERRORS)
    stop = None
    status = EXIT_OK
    try:
        try:
            status = _run_command_line(argv)
        except SystemExit as request:
            stop = request
        sys.stdout.flush()
    except BrokenPipeError:
        # The reader went away (as 'head' does): nothing more to say.
        silence_output()
        return EXIT_OUTPUT_CLOSED
    except OSError as problem:
        silence_output()
        report_problem(PROBLEM_FORMAT.format(
            PROGRAM_NAME, WRITE_ERROR_MESSAGE.format(problem.strerror
                                                     or problem)))
        return EXIT_OUTPUT_CLOSED
    if stop is not None:
        raise stop
    return status


def _run_command_line(argv):
    """Runs the program: reads the command line, then plays one game with
    the humans at standard input (or speaks the ICS 32 protocol, counts
    the move tree, or plays a match between computers), and ends cleanly
    on end of input or Ctrl-C.

    Parameters: argv -- the command-line arguments after the program name,
        or None to use sys.argv.
    Returns: the exit status: EXIT_OK for a finished game or end of input,
        EXIT_USAGE for bad protocol options or an unusable record,
        EXIT_INTERRUPTED for Ctrl-C. A bad command line exits through
        argparse with EXIT_USAGE.
    """
    if argv is None:
        argv = sys.argv[1:]
    parser = build_argument_parser()
    args = parser.parse_args(argv)
    error = _get_option_error(args)
    if error != "":
        parser.error(error)
    previous_handler = None
    try:
        previous_handler = signal.signal(signal.SIGINT, stop_on_interrupt)
    except ValueError:
        # Not the main thread: Ctrl-C stays as Python handles it.
        pass
    try:
        if len(argv) == 0:
            return _run_course_game()
        return _run_mode(args)
    finally:
        # After Ctrl-C, Ctrl-C stays ignored while the program ends;
        # otherwise the caller gets its own handler back.
        if (previous_handler is not None
                and signal.getsignal(signal.SIGINT) == stop_on_interrupt):
            signal.signal(signal.SIGINT, previous_handler)


def _run_course_game():
    """Runs PART 1's main(), the course game, which is what the program
    is with no options. Its input is read as text whatever its bytes (a
    byte that is not text becomes a replacement character, which no move
    has), so no line can stop the game.

    Parameters: none.
    Returns: the exit status: EXIT_OK, or EXIT_INTERRUPTED after Ctrl-C.
    """
    if sys.stdin is None:
        # Closed: the game starts, and its first prompt meets the end.
        sys.stdin = open(os.devnull, encoding=ECHO_ENCODING)
    if reads_a_terminal():
        enable_line_editing()
    elif hasattr(sys.stdin, "reconfigure"):
        sys.stdin.reconfigure(encoding=ECHO_ENCODING, errors=INPUT_ERRORS)
    try:
        main()
    except SystemExit as stop:
        return stop.code
    return EXIT_OK


def _run_mode(args):
    """Runs what the command line asks for: the protocol, perft, a match,
    an analysis, or a game (new, from a position, or from a record), and
    ends cleanly on end of input or Ctrl-C.

    Parameters: args -- the parsed command line (already checked).
    Returns: the exit status (see _run_command_line).
    """
    try:
        if args.protocol is not None:
            rules = RULE_SETS[args.rules or STANDARD_RULES_NAME]
            if args.protocol == PROTOCOL_GTP:
                return play_gtp(rules, read_gtp_line)
            return play_protocol(rules, read_protocol_line)
        if args.review is not None:
            return _run_review(args)
        loaded = None
        if args.load is not None:
            loaded = load_game(args.load)
            if loaded.error == "":
                loaded.error = _get_load_conflict(args, loaded)
            if loaded.error != "":
                report_problem(PROBLEM_FORMAT.format(PROGRAM_NAME,
                                                     loaded.error))
                return EXIT_USAGE
        game = build_game(args, loaded)
        size = get_board_size(args, game.rules)
        board = create_start_board(size[0], size[1],
                                   game.top_left, game.rules)
        if args.position is not None:
            parsed = parse_position(args.position, size[0],
                                    size[1])
            board = parsed.board
            game.first = parsed.side
        played = [copy_board(board), []]
        if args.moves is not None:
            replayed = replay_move_string(args.moves, board,
                                          game.first, game.rules)
            if replayed.error != "":
                report_problem(MOVES_OPTION_ERROR.format(
                    replayed.error))
                return EXIT_USAGE
            played = [copy_board(board), replayed.history]
            board = replayed.board
        if loaded is not None:
            played = [loaded.start, loaded.history]
            board = loaded.board
        state = create_play_state(board, game, played)
        if args.load is not None:
            state.own_files.add(os.path.realpath(args.load))
        if args.record is not None:
            reason = write_record_file(args.record,
                                       format_state_record(state))
            if reason != "":
                report_problem(RECORD_WRITE_ERROR.format(
                    show_path(args.record), reason))
                return EXIT_USAGE
        due = state.due
        if args.analyze is not None:
            jobs = choose_jobs(args, game.settings, ANALYSIS_THINKS_PER_MOVE
                               * len(get_rule_moves(board, due, game.rules)))
            print(run_with_progress(ANALYSING_TEXT, functools.partial(
                format_position_analysis, board, due, game.rules,
                game.settings, jobs)))
        elif args.perft is not None:
            _run_perft(board, game.first, args.perft, game.rules)
        elif args.match is not None:
            play_match(args.match, args.games or DEFAULT_MATCH_GAMES, game,
                       size)
        elif args.gui is not None:
            reason = run_window(board, game, played)
            if reason != "":
                report_problem(PROBLEM_FORMAT.format(PROGRAM_NAME, reason))
                return EXIT_USAGE
        else:
            play_session(state, functools.partial(read_line_or_pass, state,
                                               read_player_line))
            ask_after_game(state, read_player_line)
    except EOFError:
        if args.protocol is not None:
            # The protocol's output is for a program: say it elsewhere.
            report_problem(END_OF_INPUT_MESSAGE)
        else:
            # The prompt is still on its line: end it before saying why.
            print()
            print(END_OF_INPUT_MESSAGE)
    except KeyboardInterrupt:
        if args.protocol is not None:
            report_problem(INTERRUPTED_MESSAGE)
        else:
            print()
            print(INTERRUPTED_MESSAGE)
        return EXIT_INTERRUPTED
    return EXIT_OK




# ======================================================================
# PATTERN WEIGHTS (data, no code: the block load_pattern_evaluation reads)
# ======================================================================

# Written by tests/bench/fit_patterns.py; the format is described at
# load_pattern_evaluation.
PATTERN_WEIGHTS_CRC = 784680109
PATTERN_WEIGHTS = """
eNrkvWmzLMd1GJhLLb3d7e0PeCBAUkMNGR7LnHDIjrAdMf97PuiLR/5iWYqhhzMCCIIglrffrW9v
VZV55pxcqrK27uq+/QBQqhCh+6qrsjJPnjz7IkUuGACDCWNaMsZBSZ0zFQGPQDPGopSljAl5xyLG
8cJbErRSjOX4dyGUwrcYm/EC/zuaqIiphG7QmMxcOb7OcBB8h97OmCrSOy3vJOM5c5dgmps/FgxW
7q3CDKw0o/fmjOEMlRmqMAPH+DenGeK/TiN2bd46NaNwwSbApHCDZ+YtEdPX1vFqAhzHSczE3Ne5
nSoOPLN3gK25GXlk/ol/TzjT5u+H/q2pGfaarVNmp6zA/7Rw/18VYon/fcDgEcufPlg+nECSrgqa
5PKUqbUZYcJAR/T0iXlnzFaFoE8lTJffWpr1IugXZhaxgcb7sb3JqnWYORdsk5l/x9HKrOW1wplY
IPhHH/g/c7NNKc1ZX7nFmn3Hcd65JS/LL0R+s4Bgwi18NJPmby3ov7kDIEumavF4Q9+SYF87Faxx
4bbe0SDrWeoGmXKOd2TwTM4saiB81Gni3mLm02KsXxNUdBzzKKa3XrO3uHNfPvtT+Snl/yj8H0kw
uDJL5AxYzyU9Agy9igqvBr6qW39w/+l1CHx3E8pn7O6/NtAWvHo9HGrnpVp37tyRZEIIFcwH/3uV
iZyw4Eqb924Ze5pOPvvt17+O5gvzbEonws35vZ/FqUG2uOtb5bXqn3km3EqzCg3BwifvH1BEIQp1
jxy37vBBO7wPfP1+iR7UKlqQL18Lp7c2q5+wNbTQWPR/m1cHzX0ngdpPU86i1vupn1im3ZMPOLuN
ITwn4OcfNyCzHYYebkLsglc1eDwQ0DyA6haAJ8Fv0PWMxZaHY/brHrIQs+NcfTP0hLZ7jamZVRE8
xveZGN/yCXBbv+U4jKo/ltwwwesiFjFBVbSeHoOb0sgPtxZKQG4+xS2D/lJnkyT978/+q9C9mxKC
y3IxaIFM1LG3b5yojoyiRZN4P/1UsgmWdwM2F1o3x7uO7b4Xb1GS9pUGT6YZzkFPuZte1DMf8Dfh
3jOMWxi+ndJm/TShsfAhFDvlbiFDvs634kz/AqPmw0CopeFee/pTvkQ/AZf7jKMHIM+WAaXBfHzm
QSZ/O12hlvK4Nea4xTSHzDAajNjiSKD7i0AS3pKij3WlP1VUlx8M4NEAaE8Yj348cgAfDJh7nRSx
DT6HbE3ceuUZ0I1nTJUqJ29pScqzplVrSqqLoIHRhrR/a1aHKgSfIEtBHdh9imH5raKHnPIeza78
bjlzHWm2VS/bFwF4SxBdt1Zx575HuuQEpUAuVP/uqX5FtT1D6Ocmm2qG0s5Tt14X96PVvAUr3aHn
cjUYqsWwnxozzP1nV8xaXthbg7UZ5/BjEBC1z8P5UT+df4Dl3PXj2J3ZVXPkxdcr+mPzkwf4v4Ar
3XqaoAkWOEAE7QQvHFOH21ta/mBnGbbImaDF/McTRXg/YQzZxNVgwWMIDJcH4Uab66mKBTSfWXmm
+drf+RPj+Ot/VXcbmRcRVynbcFaMr1gR4TKKtGDJGocGVuD4l/pm/SDnOQDXRPIy0CfZBkVGrvk8
ZxdG8OBs+eQyP38ryTGT4ZnJnfGjIOZAko/xixhBZVNk4uRzNjVOmdwAThjoR3CdKzY1BqiNIk9A
drdOV0wUxYiBAPWUJJ2Ys0masoQrLljO8Xhe4qwfLlJvUWSJiHDmCR2gj3PBHpPTQaDC/Pjt5G+u
4shMQ7BMgIhuUBwjJTqWBS5M+s1XhZp7ScfuYsadkwb1biPIEbc7RYS9khkK0LQQfIStlTNICXI4
CAFsBRutV+vXrz79b1H87jqlX3myinJdEP3OQN1CQa4YfYLfzZi8yVGf1DQNcvlEdwjnJQ3GaX3k
o0K4Ac55MTqJAtIiM2UJBl/pfIr6U7TBrSyK2fLauA0kPktr54hx17rgDJ8/WZOxKyJJiUz/LzZG
tNI0juJSskjQ4tUEBFlU+coASiZS5+C2TBmHBOICzhlByPTmKSNkIm5VLD+bsRO1EMYPxCVo92B5
zYxXTCbpGmW0aO2gn2qDE4qNOUsKjRDTOVHhDbv6BPEgcYjN1zePC3aWIQaOE9C/wCXzN/oNvFh9
/asvwQNmo7eYErSetQS47ms9iLTpPWQCVRmj8orsiCbNUOm0U2Tk5oTRvt0RknA56lbbN3vTZjsx
3BFdaH0KIfhSxJ+E3wpYnCvcIqTVvLi8+OXfiX/4ip9zgYe7WCDxILUzMqsy1E3HXM0XbJ5XZvnc
CfF6iPoGIbHL/RHNWb6qwKWNL7dPQON5L8WPsk5VeYtsLBK9mR/K8JQ52LyJCsq4vsuPAg/fpX8g
JdFyDld31bu8ARleG1ZH2xUPszNcyJR5hYHXrE68jnEZ0lo24u5bSDl5h5iUnw23KOltNh6DBGPj
fufy9HDroe60g8hdRiIC3DjiT2NUHnvcBjKA1fhocpqFSMLbdhvVqZ8tQA3BWCZGAz8/iWRlc9wm
vsT8DBj5xfH5tzdjoLAAJDUxOWrKXVYCooTofeICHeRYAuc5Pvg4YaOHSNmiV3CV/s3ffP7bz81h
9LDlfg4TaNEIFdo1nFvHMiOmq3OhhsmRGoWOgUcX3CfA3E/71XixAy1J7sH/jYojYEzsjxXfFmZQ
M5pIE45TlPOEbWvndZyHwU6RxtvgD6R0PG830eQDzDGDTQ5yqAYL3fPnu4zjceC8LLF3DHCS/XCm
zw99bTGSfiitDXbCikQA4wY7Tdl/vnjIJij1mukAr028xm1GHQOKpq4u1WA019E23Bh4nd9Pa72v
Fj7gU5WiDuwDWCdgP7Q73iGCwY+JH+PcxSw7Y//qrig98rbClt8Is8kLVmixfE96nDYi9QYstwAn
XxUGAYx1v2DLyPCSMnxNF538hu8MB7BDK0N85E6EzD2V0tsXXehe66P2DwpcJq2WtMR5nwgJA8yF
9Re2E87c0hETd/fFI00iFW/Ir6D8d4tyEnDgWeblbR6oVcDr7hzVt7Km6lj0KRCqmzhAi5gB3060
ky6FtPFP1Vyi7tGX6TolM00s1n8JlvujzjH7YeeuPQIguL/8NPpLFPF+UtdOW5os5QPROvC6gxTD
foJTvgeVgYG0sX6Q98ePTed74gc7nSI//cngBw+Yhiphw5YAvVsgdtEXaO46skcFYhjOSD8TrnNj
jiwCduznesutZV+V1InnoM28crKK0V/fbm4BFv/0pohhhggjNjHZQSYLOVFRQmbP9DyfGBvehVQr
VD9OvmPxVywm8yDP7gQ5cjgfy1iAGKF2JB+c8bjIn81uJimuZcnp64LpvFgUOjaRuZPvITIzlpuM
v7+Y/U6e3F5FgoQafV0kOYFXAJl1DQwlZAsBN+mlIOSbJxebJ/gxnnPNJypG1i4Vl85svgQ2SS8i
xa9TK2ilb4wnCVgCmSwMt08fPcnSzbuPf3MXxRGlIVDYb8zESiuR4gomjE0KaULtCrJnFQm+pYux
8W7lXCZSUc4OFIIslWRikfgtwcePblNrTcg3tFACxirPzUaOr9L0krHXYnz98NnV4yefP5t+kZ8V
fI379wfGbwmBTuJIJOzM2rxucJDz7DsmCtI6QUhyJCnBizjW5CxJEJYbXJhKcG/kuljL4KRyfJ1M
vQ9OUsnEArnTLF4oeMOXf86tgKl5giIKgg7WpHzGLHqyKhCKTAq50WID43nEMuCnhGP5e21zBaSI
OUjjkpIyEggK+tba6sZTFOuWOtE8NSlUcZI7ezJ9TsUfA9fxpSJ1OJ2/i8CkFkXVsZkIpQRLVgpQ
GpcSDwewW4F/rnjssiRmXDOyIst4zKL8+TVL1zdjo39/r9joJk74WXryM8TfxziB9fTXOv6rN+nf
/rOjrgCE2LwhYTmgTelobBQLbbDu73VIBTmwzSAKSA+Z/C613QCMn1kguhMgjVhXsAJpTeGSYEDU
qLykXKqmjsytk4Z8iEU6x8XO06yfe20nSDoir2dF0SzZwy0t1E0BuYZVQranDMnH6sENk5E6y4v8
Gk8z/Pbd7OnLh8/+afQ/fv+94TsT57rAcYocz46ZuIgsbbq966CY7TAE0ekNq4ciFy02petj10PR
buzKVBdEYDvLhtbNGxxrcWy7AB2o26ISDHj9MXMAifi8ETxq8OTUmcRz2RQ/cocEkQ0J5MHSE45H
mUHMLt0z4FVNLiYRbko0Nm5aC9lzlv4+1uKJcOZy0G1N1EamTecDzc4jlxPYIQO4tStJexqL6T6i
iJ9Y5HXdVlZJdApb2KuQboRRHj2anO74nLACF2+LYIcZF8AYnCP+sFyIqIa0aWiqhNmYZlsEWTe6
HxyiuV94Q8rStBzY0WNvgiApIm6twyv9kvgny4VAfvo6ibSOEqBJcslPnAzKzQcmcZJMYoda8qT4
5mySRclowidMIFeL4eFT+Zv/cP0ff6ed90ISjTOeMYgmDpNlcGB47WhoCi5QQpvb3DoPibHHIuva
LtVAoYwbwgK8x3giDcRkTaj2aUvhRHgDJ0TrkAdU/cT4kPRY9eO02NcmwgZHJkcovCHgL52Hpskb
a5/Sh6qYKhwZSl3Zu11mvE0Ja4EUwFrJTrus03L7IxShw5znU7G9guZkyAl6RPTICBqBsy/aoDgJ
8ufq69a3PoQzQ38YjY1vVUJVNzvrdmyoHYvvj5Wfdr/kPqe8c2Q0Pf/N6Vn6VLmc0FiVYCktYic8
wZNoZFh3nW/flB36HFIxabipZD/Epdk2o93Q839vlLCnNT3KEg5BWxGIjT9QPCffPaXhZu2GJXY3
yOCmjl8x+5d8cVaJVfyQrekAfdFSIdIGaUACAimKHT+/vjShlmCCP7i3iulQoYqY0SqbeTY9RrrI
289FY5L4iaKWa4vCpwhHy7sPD4BsiDS6hzzyLUfOutUT82jUnDzvYXY6XCnvPwmwZYPAZOczvtqw
0afw3gDBEpV86CbrfmrdIwUr7/pyQTwL3gr9KVNbQimoEPz+FENFFVw5Ke9ciyqMo098GXzKjRwX
VTvT1KnJUMbTLMp/aKpY7dWPE3af/UDZJM1ct0uWXPxsIHU/9qZsNPtXdmVc9yNmg6zBUN48kIvb
yEBn9s8PFXsOefCg692BVqogfFiPfiLb3rs14pCyBWobFeFiOyEpffOiCtdgIT1uMn+qcVWGMWR2
17U0RjhNRrZv2fegVn9/tdkw522KW1K8LKUGjzUl7qyZLjFSuDtNKtwO3+bVnXxhIl831QKhRelc
Fq8WOwwRIjCIQUsLkZVZlX4dM76h/3NwaSTk5n6eWctmAf5mq2SWvtxCLI29XlASU8xP1ZipOwcQ
uCwRvjKV2fFveT/2XFfgVXkdMh/7MnFlJuvYTPux9VV1MhITttMQWcOCOXaKy+DFghYFMIBnX7sg
lbLgW0c8w9oMmLBs5j/E/WJXdTinJmjJTmPmNRuhKU9pbGK3zTjsDdVRk6+ibwMZa953sPkwcthH
0+F+xHQzQHUuWlDVPdIRD+K3xD0JE7fnRa/Z0prjg6TO3Gzo0hYQwwdfwRcX//nLp1m+lLSiiakD
ZJ8v9/2K7uTRvfXaPAQCJ6dRwQ6IQs8n9+YNw4X2nQmSebALRWtTikCpMTYROEziLPpPqx4gMm5a
pyg9krVxvP8x+WH0iqiFnOmxTFz7TGM7ft/eew5F13yGyDe5c8Qj11HrOqvdkhY3oa9kyBdm3kL1
NaBAIj4X/yS5NgYRUTkgJYTavjIcxBY4zf3mpNwdlzEHEQhCZy4RlPyGsrkgVblGYn4OAnf2aQkE
l59YnUHPFosTrT0j035dRUjHbIXPogcImV/I4xiM7yfncmNtQCJArT5rfjVnt5qoYcGJKQCngPrD
JeQL7TIM1yZFOiKhRySmkmoUml2UO3SmnCyf8yZKTPyU8n4Okvt5r/xybIxBQuEeDkegB8NtJkpU
Iw6V/0zy2rHcWIvHrisV/LyosZs+zj0Kw2xbay9p0UnbesK1rX0hy+gtYaNlN1HLc5p3WdpP6wyx
PdXIwUexbZKDA+eKKr/W5pzvGpn5YkHGVSbbNKpB95Kg6qC9zkb2FTXm1ojurUaGYdqctnYRgHJi
Tz2FLdP4UlPNdEwleaOZmVjJhl6AdRXACWirhnw6efTLi0/js9PPGCDeRhE8FCw18ygTZj4xVtUE
1EWp38Suyh8eq4i8NWLqheWCwTKpqRuPBa1EBj6jXxgz50OWpBMHutjDPOtShRJ3KqGkLVYdKLFu
zF312rwVLenhrHMXSwQjVmQBDMVWlvLED3Tqn4qhVt7wzET2zc3Xy48+1hA5xHL3XowJyf+mgLSN
UVmNZoYEKjCD9zLcYQaM3cJXWifmnec96v90Wyi9aBErNYCZ85biEyb8KSO+5tBkuLF/bWpQD49U
XOh/mNBoxrPfbbf9cKHaSctLfzJAkk9aRqfETzRzkgMvX2xwKzyJiWH05M9XbnVJD3jxv+fKvVsW
8U5cikYFeWlIx5jGcbv9NyO6iZi8ZJCbIL5fnaxRVfnt8k3eJSb1hUiX91c9utXgzA+uduFhIEsU
O2VI3S/sqaZxA6pAkgE6WqCVdBsl3zJ14ydQdAlC9r+vyZRNIl/BdhTohi55o1W8qEMeFq0C10Ns
F3tlXqj+aetDxf6dJ1z1DwitsKw3JmL7iixLuoE/srnkvA2iwsu9RZ13GwMRb/wknAy88QMCeAzj
/daMNpvYooxsBjxTssUrD6qbSiVXepcNpCrH1zrsuWoK6hvzIcXgc3/nvzH9dw8pTmRm5ihTCpie
GiJ2UomaxPPHwXYFBlI7/6ppwsN+hEh8fZDE9QhQBTSFf9WgmaKqUlAETBO6tuBD1DK99OOXeXGy
ZX7IAguSoypGxrYOVBsCv4J4jqKIXgy12wx7TA4zDep9nAdDHs72YeNR6+xcV3IFGz55WeF2bwyV
9vffMfaVNOVqWiPpivXrrZbFoROL6m9FRHaKhn1+HXBPViFVbZw2VS88MsCuGQLhGFvwGoqKLjs2
M7LEW5O6gEfpClworTQWO5Ti7qD0REA+Mm1fXK8WeVVsRkYBvNZ8ZZb9ZabuBPv8faEylIZoiJgr
rsM0yYo4cKTCFCGmeUizS2gGcFRRQeTYBCmIEEh17NTUE2XNRLYOARbV6KX24dzM1zAReSsExU+I
amuBDpWA2jftWaYCHfkd8LgIbkeypgH5MinQMlPSl7X/OfA5geYoV4k1552nMmXW+5QkIJ78T1KA
wViWN1xq57yhQcfSaW0oQabeTcS7CphHeenSVK1D73EU3526ad5sxG1eFYoIkNJtJ7loPEZDP1Gp
0maNqi16idFaBJtwRna43NqteL+pVV9UW99aMvkCN6aw+WsGkwmrAurlSkK2LtzGUY+h+fI5V5Pk
y3/3FXDWkzFRaTii4aDqJbL7hEcOflbvtr+an6NV55aUGn3mrUH3DlIJQD9hFE2WV3l5FYaR8gNk
4uSmzoVm2S9/x96viJHjTbUp6WCZpQ59xma+PwHPAkjkai+muYOD7uXWOkZ1ovqkYbssr5xgshri
oOH7QKLbJdMGWKQ6eF7wLziOx6a9FPnBbRCdIMc/nrMf6Uq7J1bF3Ok9TDN7bYgI+PbWE6G4Lo84
2OpkqoceBu6HO6GF0SdIRTijnf1yrdgv//r//E9fZMLZcwspSdYZmWEpNimj6qjCkZT8igdTA52Y
REJeGnGMOSniNvo2rgOA2toJJYIjnEqpNm/4Qz/g2NJVFyXL5MzRMVTp5MJFm1rVinvxAyBMokKW
na15zaLEvQ+msEbzQuLQ00KMVrW4+3goEcqdk0KDZzcUUGu2owipYL19WtlAJ1FaP5nzV2xkfS1F
pdCZ0ekfr8nfD2zF6Rsq+NmGZvCW0tYI2SiCQCKTzW3kR9zTW1t8qk2IOasl45GAIdcBP+1iFSgD
axiC7TBhSWTSssxwepvaKTv+bAcekRBU2ytZxiATjpGo8/x0zc7i9YvFFtOz9SjmPlKlexnKGm1l
RanFTsZk0D8qtlOATRnd5TdFi+phI8VDFE414r2gNs9RgzSu+UxqD7rIVsuEsngq1PBTBBhQGAmm
DIYsy2wqzlPJyc6i3PqNhxKst0NEBcrSUR5N0idP5r/U589jcRbJ4golkxjWLDLVVmkxZj0TElFS
ecujhFwzOAchTaMsYaYRT43xws1hnIex6mbF0sWuIUHKzC7HdK7zszd3zU1x8fWccwhjzJJGCzRf
n833FIwcEZZ8h2xprLkjnqurKGDg2+gH9wUkkXpNlCNWQggEb0m6x3jqFWebiufC1JGvGyJdpFhN
ziK2XPzy881hPoJawF65IqkGDgBGOh3kzhH9vE/U/4zqT4ZQLIPnhHE6jliHNYU3RCi9xdoYqk4R
D1tjFeEuk2j90PCzSExewfv4wujArHaMgjlPjaFQfIBIdegTKvgW+ZnXbvJ+uaZR1XfsHt8USNun
ZTa16J9cFHSbpBCm1EcdSQNgq98LlqIWdbthVZFNCSNJJbYFux1B/uYVvvbvXjxgn7/6T//wUgwF
xiA1gKp5qF6rfh2qvJMx5S1xvv1hvXvnk771aLlC8UCEU876D1XRwwKgjQ08HLKddU8kee6tEzvq
CemhpEZvl4JddAlVETmidjSY/hmiNxlkKJDbatbWfROiy3Bb7QVfIyM/o17IbcRrVQPipqwHk3n4
jBURedNJVOWFaRYUzqtvApGrnmgeaE8mpJ0Np5rYQ9Ev3M5pXXkrmqVUtqFUL+S55GUTWtHAkPUb
qj6CYPmf8/x355+wi4czPiEKNaV2Disj22jfom8iBCD936y3SGjKV+CX7e5K2q2K4kmowIuiytGj
O/mqTm1qvhkIf+LhEkLzZcIqI5tgHySpgxv8UlXHLK91CaaDkOi0tuV5QTn9SCM3kOucXGdJfFYs
2F+/Ghao2F7HqI8siwHH2HI0vXey+r3AWRY94P0UCA4iVza1MG86HoxBIOQGK/EwbMTAe7UoVWWd
su29bzuZqjARXbQhc9/UQWVQm7+LbmmWw4baJzhEXekiUpA601dJm/MiELQ3sRWv3OujFid1JTak
bfihKUlfGRlegMLpmUpHYuHAkHNtqmipCyvkC8VXK0E6E89v1+ouRxHmqwVbbW6/eCmUKSYSQSGc
P7MAYeJQKqWdyodIfLAqa6Nyb3gl8C0qxD6J89Jr4jNvCxOogqtTZfYrcH4zWhvAmv0TVTdaUasI
spIUFOq62Au7eU5me1SvbiFNCFrpLmqjaD7Fz8kiia+NhCYUvmG1PdJ0ygB2WfmGCBr48YXbV+1I
pOBl8Bs9No2EqjujArYJxm+vUcVcq9Uj9oV+8Yoq+6DaCEsffMuXuOEubDVDrU8UX9fIBZV6EfVe
gnSdRWDiCwO8VjbMB9XLiHEiPUuRA2QnVz4/XkuXzYygFxaoK22BYGUgbXkwlBJzZMKQZY+q16xJ
UpMTBZnHUsXmYwufCfWz4S1XCRgXQOY0C56Rz6xeecWEU9l/x5r0ajw73qJdLAR7z0ZjzjemmQif
TtmGr/i//9odma5kN7XNkn2M0iBqSHGWdbBAx+2l07SgNlk6jkVoBA/UuSyYd/k3ytoER8b5ENKc
dDAPa/nLMmt2K6o+HEqinvN+PWZFQudilahF/ObFi9/H//hVbgiB0MvEN21SoVOFhrja00ReE/H8
vIJ8pqJDzYF7WahhT2PD8S4FwW42QoSsJaOgyP/83XYNryUKiF0A0DsMQQ7Tlhu9qKLDt+gDMGU/
wWv/Y02se1QvC/eDeYe69ivu2rhCfaAZ7L4y610wORY0N8iyPuOBKFFKPwAxTph2zmSy18xFFEf/
5o//5Xem8AVqh9T4h9JyiAF5r4xwr0fIL5C8pVBYPlj4rla6xFvJTXJuou07YUl3HhmrJnUV94lo
Z/KbOHozOousKiAm5blC1jVyhm4bshMX3CufBS8cp628IPY9vAXKJJCMnWxTWaVyB5niNCKCNhrL
1MnDkbd6QCv2TZubvH7QoL5bwnJPVcX5lltQVGFRJqYmRvjO5hfn30XvbzJpZJtF5NLyeBC8JDYU
lnO9sIIEo8xfl4KSVEhS2Y2aJeJcqS+ERuqovyRiPZ3nrvJ72OnD5UA7+coESimdKxNrKE2AVy69
1TLgaRErozN7r6gEUxGYg0GC7NDVyq2sp6vn/rXIk+Iyb8QbWxWVth2RqxAkWVGNfHSaoGa+yj+7
sXCtxbSI2g5Sm2QmThBoifAh4xXlL8LDr3kcyd2nFpm3MdubKrWuqWIrIBGpx8bYRMEhSSnhU2HY
rl4IdSO2q0AUVFJFFUpKdjoazbjtMAdjivIgq2N6rr2t2/lZFNlPg/3jehJiP/fCSYz4XZyiygMR
/lEYCRZWmsuI6nROeIInnrNxLD47e/FcPYuj5ASohOxqnkvTCDKhVpCR3bYX6en6bvMglzJRhVYo
pPBSXMVTOJOUwWKNUXQmY8FrzkghJe1jLNc4INV4hCekGhQX38SZRxPt0YYbf6DiNVt2EtVAKcLA
e5c7YxBLyq4AfK8cGfG9IOKbbKj0sp3MLvusjJTynb4QRROEvzltCZVEsKdpiX+O5UOQltbBhp1o
s4KYXQkb2Ju/gBkKmKd/WABrlebWlaklNBCGKFRIqDk6yzcLPYT9TK0zlG9n8ifOm1YDHPTax2Ub
zXnzt1FtiE3pxK+P+H2/ZMVbB6rq9aeUCs1o+L8UD3pC/iEZC/Xpd2ycUj0918Ns0jLHazM/AceP
d44dKsiGKBKXkOl2oji0b0w06Yoji527yjFYySlwPZfIjKNbQ+L1GBfctmQauQOKxCkIunR5QcnH
bDSjqbhN9hyrApvrSfz48UTiEb9EJZHUfPX87Gnxdvn4H1/1J0NAp29pFz3mQwxSYDm5KtU63Ts4
6H75f7sVu11OGke707BiVvpiSjXx9Lq9iDCUM+/SoTa126oFJuVNH9lismIrEeTn6R59vVOPzhrP
DRCHlQ3DFhvlDcT9WzJUz7qPjH2wR1X06AcdxTY0hTklcvqn2FEt3bZXBtXrTMGmqGmfaEAIKPo4
972QdKu/R1WsxZS5CCNvC11z4fXtuNy2LcPUMqCv+5LENjGiqgZkjY0hC6tyoaDDoGCClcgWI1yI
RpNBS19XX3yTpV+e/Tp68OT55AlkLJqesXzDjTJZeol0/IQX0ZhvOI/qQnGY+GKscxI/NjH1/+Jg
NgujLaHsrkSB55ffmpr9k5djXQt8Ka2pKKaWcfXe9GrZDe8BKLcp65PjHwFSViAqNpq9deKezX4k
8crk8ZtUUVmvHCskihxSjKORN9X++eyp1uyjP6/2OHp87yPaaz6kszLMe3u0ErgisNvVq2mV8dB7
e4DELkKny7r2JibpISI/r1AxscSimhmfkPcgjYPguj0CmqGVqiKcrhdD5QPmpbCtm2ZekLW1hLZq
qO+uuHCW5Lx/o0kVspHguYuhzNpGr7WwB2lFYpjOCn2HZxDFN0HdOWzHel5WV5/rDNkssHlhB8zU
63zD9IpLmcGUQYZ09d13l+vV4vffUzFy5quEeYbrVlEey9TDN0jBk6UN8S4gUjFZONzhKZWsthyT
kpnF1+83RKeMF2uxGSF0hQcN/Ctacp6vAkE71iwGZ347SV3YmmA1DGNBQrQyP9mbU2/leeJii826
zqvlRJQDpad1f6yd4RgHzGgB+PjDaDMbXY6Mpn4T1aCx9OhkC3rIguIl1/XTGNexzcbx5bxDWFGk
nLgBf2b3ETVbcPvYjmCy0X0TwwlWfrvBI0BYAi4liukcV+Xr49bmXll7uqABbV+SS181JjWACUnV
DaMoz5ipB6Jkou6j0kNSSp36AENxUmGmZurRieX9bEYdlGgO0w1ptjD6tkf32sbyj+Kn6fMP5635
RMHm3qdokt2dg5uI9qWSJEFcYan1AQhj9BcXBsV/z9jj6NOHv7l4dKPtNCCqcKxdw0TscAUc8zq6
i0UfJFLHHZYtdy36eX/auhM7cEEHZs46JtZg0kkPfASV74gaZ0F0uXkgtLXwjjlXoTqiOc5+EoMX
7s8ie0x0yR3aff/a57dKXKhHcUYBSWmLI42SmPjKM6TnaW2tqipQ0/wi6PupW9AAOKQ9hCWuE15r
V41bYIH6HRlMbItASZHVdfSL+mf6LHbzGUuG/C9KKsjb6hZTyydN24/yp481zFkW2/mYaiPpzzPB
suuf/z0YDsZDJYQ3j0Ol2/dT7KjhFOoSu6PgoOXaaW47Dz4LmFTjt6T1iXYR9kaRn4IdlELYX5o8
3srIyuOAiP10agN9dn9N8ObE+ABeKVt0rCSD3kDdcZZjvzU5lbSq1CnZIoPbV93aZXFmTHXblZBS
kjmDJubLLseYycip1v7ELFYGK/21iap4CEOZO+y6f3RemR473D4x0iS1c6xX2LfCdqNOsq4E4ApF
ffEBHeJPRL1juGnMVjUOGDPquYi0ZwaUQB8L8SSGZ6c/m8jRx5ovjO3xAhVjyo/RBdO2Q/Jzg9ET
vRn1H72qYluLc0HLGv3YT7i0N008A4y7jonswd5WRU3YUug4KDWzR9BkETcnXy05CrhDPSZ7U9qz
/J2/Mp3SfsPVRotGfezAb+D04bwV/nwRdZV+iqzZq5eSyOqc8t/2oV/9YSog49VbMLlOcVedipNq
Cu7HxCuPZaqKLUaRcDnxTY2Ut7lAXZzjlZ2uykPVXDc06JXf9LhxHMDZT3GQEyPrPQE+vRT/46kZ
B6z3q17BIDgpH6Iczbmf9MQD7on/aSLKxFOngCQBrkJjSj5RLHOrdK68yIMrCtz9mumNAc1cudHa
EtH33lIzE5HF0kfmn6es6iyTGtfLHD+qbfakgzx+6DdjlprggCWZOjf4/N8qJOr8P15fzQTPKczR
FFgMjNTakyZpzIg3dTWnLGBYeCKVutPBl94lX3IZ6+X3MRy0wEtWXEc6dFKu62cwQBAqjVfKsRZb
ikrAcyLerceqhfaijiciN56U3ACh1DdMa+7C8EILTJhIbeJ3XbiGrzOphE/aLT0lNpb9dSBdFNUq
3J/vfcztVTF6eZ5Epv2l+VY2MfAdBYnXUYsPitad0hKSFGzV1VSPu1CP6q0JU6uJLokDUxWBNfsB
1gvFCUTajaMdf9d1klgagu5cKB2s/NRO61U8NILLz34U8T6DcSku8tjNkLs+PRU0Mm+YQiQskpA7
iIwnc0OKFxnljJPtXxKjeJp+3w6yL9pcuKUjzFuTlP2qRFs1e+2wY5CRlqsKAo0srk1AKnWPjKSq
rnNuhEWd5IYv5cHr3idaxR7xLj0RR/+O25lUxcbnbnnwO2N3xGc+1+//6Sw5JTsYHfyYV1l+5aG+
Nn/HkOnAsNnIGVJyi5/AHdhFAHAwNlhoM1Ioo8qr7o5Rj0gp9ldJ9r1ynz3M+2XsTWsq77wl/Y1/
741MC83+g17F0tnoRStmxG8TbDwOtEsWN1Kh7oJqk6L1cCkRXbPVu+Yhgk71RHadizYdi1v1scFn
zT6oiysjWtfGe9a4Ry3nWS1LeK2C6mQNZ0mpfnIv83xlHg5rdFdU3deV+KIofq/sVHWJxo1IgrVp
rz7xIR3JnriU+h4dmXcdriMSCWLfoiynZsz+UFOhB1r299btbuzP/rEq5kXUI/FtC9QTX3aMLACu
Ota791ZgMx06zJ38Dyy3Qsg7L9O+6ZLMTb/n7CajBmOXxAch5TWedWlTCpj+TrPbJDcxnYQdFI6i
okypKWN/phA//ZCxf/46f5Pq311ukBFJ04+djOAzCmOQlElEzXvBV4OgIiOnRcAdLnSYECd9yFTC
skTXaZpNkCua9Zy44SmRduFC0KOWrhE7facV825iYuxIMhalvu1s/okMcKLicHbbtJOwTsSDJ6+r
IyyUHAfnrU6NdVFfSeHi96mLDC/dWrgEraMgJFLVqDCgtp8VbMrW8XLx2TcgNoTpc8IMX0cBJVtV
RUIjmywMOhQ1K5P0K7LdqCJB3UGUqPXVLSN0Scgz6iiJ8VcjdplBaDZKnZcR1aw41qPSCg+gwtgZ
o81JaGk+Ec8grbYyahVG85L0KGP5yXMx8bTuNm83nPBUolClLU4EnzMRZuBpyiZi2QuU3JPYecLW
01NHnCjw78ktgmd6quWLP8+fD26GxQc4b/YKohGH8Ssvfa12T1HWfxEmcnf8uO6tu0frOTt+zCUZ
Pk5UpRVY1EoQMPLGMJ6NZI8uFi+ef8m/c92JWJ5DWeHVVkCrFdy5/zUQvoflkQ4WRvZrQ7YrMQc/
uyYsL1rbUJcldFysXfjrTqysV4PsbujLo4DQGJCRVzWoGeHPgYrZauy7GhT1zdTKWqSILIPq1Te2
2FP6NoJb2s2bicfRPX1yW1Fo5HAHqXocR53FxqJw8g+3buuhptMeoZxY+kZWQ6+jrr5rhx4p4mOm
BOqkPxIHvOXlBCEQ0zynakMJtrGPe7BdG8aGW+E0H4wDSRSSkRan9P7JVLALU/Ezl+r0oz8+/n0v
6HhL1egsrOGqLzrFlW/f50BBTSTrTBfowShtaiVstaeLeo8Rv5mUWGkYamF0ZojzA/HkILxy1ZlM
2YT4LOt0dEX9VJSHJrZ9jh6ULxkLo2BeAmYu0EWErq/SpbiFXVQ1dUVrcj0HXZoyZ+XNvnXAFvLA
nbuqNLikcWjhLtPqhZ/5NBEo/4mz74ZuFwxgN6rYg7X9AI15eYcnL5no+hx5L3GKuiFQ85WQfpWQ
3Bv5rxhtkbS1iEyEI+N70/jf88kLdTZCqsSJZXCpeG7ekMYVZSor4lPUICdXC2trK+XqLoipTrHF
omrGrM0s4jUDSC26qPP1pB+Ss10cSjanSHa3xT4NE3TLM2Sn6MdAZUXfkaWnqH429p6RofzaHzuu
o7crMqSXdmbt5UMK4ILwg9RmW9XnUFVd135JBa8hTT3YJIAqkfkYussPlsfPNH+iugCtLASvqIna
p7hofrlyGxOkyKUej0UsA24DJrdKdVsqV/UgFum+C6VPNydMACOZaXJaV9WD+ImbBJwhvwdU/V68
X/1j9IAzPg/0kQaKQNnW/thXd5Yuh0bkwnhSa0wY1tFwel9ktXRuLYk8jFoom2ZMfNDJgun5FO+7
fMExGaqawUlgxeIs1s4sVQXygjfxx0Zrl7y4Nnb8UhAG3E+wIZVX803xzUv87d9/Ns3/8Of/8o/f
i0JHpoWYzAsWGw0ZsZ+8MrrMcabS8MJHqitLo5Vb78hVUSC0ipRUJjuT++hEUzI0954Y4euS3mi1
QBqVlM5aOxr9uswdkiXclPIAH/ofHjVZkTLbk6FQGuSGMggrYdGXd8W5Uv6sXNBUF+LxpozfyAtO
Be1FGafMg8IFqtkDs/Al49wiCkMP3yKd5VBwUY/kV8o4yYB/Q08uGazm2ZsXKfvUUKPEsH2ovLc8
njhCtY5NdyteoXrtUAOM3FxHrFWH0xOyKKW9oNQZW5ICphT7C6EZCXxRRC5VJe6uoronRpaEKKtH
BQFbgq14sSj9INKdbOm7vsSLYkHRvlQa08jMHRmxLh0crBHU2EionLh27szQZHzCso1ip0/YaAJe
byc7jiVLRQFiSpOLVDF7Gj29rOqbVDV5w7wN/3dHlq5qGUMQ+bIhipXv1zhEPavkwGYgh7MVliIf
75ApeGVNfG+XJFfQr0ronbafRvKQAYuSzrVALZZrHR/V+o0g0YLlX3y3+v2zX7PxQ2V3edKqJ2bj
+qg9pto2pbDQWwu6mVniiJCIzEZZhGKJTBdZvfYuvZ52iV/v69B4xMLuAS1/0vFFR91qt8kN56yS
i8nkF24K3FULNynxq1WiMvZvlovC2LCVqcSuaMt9yooM4FowXih7QqFsYlH6uZUT6/Crc30nytpr
OhROwQsvRm7hXAlhc54dfspD5O+SKXFTS6hb9JPuBI3JlxBxIU2NK+dM5nWVtKiKeuOMm9GfVQQO
l4Er07i4ROklVGGeJGo3kTGAv7oRXyVPGFdjq05G5Agu6v4oLmJyH8v5tq4tW4yhZYkzrVz2id0r
lYPl64IV8tpWuF6BacFiG72Y3jjOQxBrHUh3FZesPG8ceRWVqeYejlZ49bZYOvrGILeMkP+eGY5v
CVPWWaVnY/zvObWozLXmosgzciORYRskBW3lhV4DNRb8eqGvkC8nceaajKyu5Sqj5I3kJlcolyAY
v77507vF6nevKKtYmHLqKH+wRPOcL2JlJGLuFSuU1XUU3/ESZclO5Cx6fm24rBk9Kj26B1lIUO/G
Y7J18hk1FvZADcTKvCzJ4IwsYH3i3Aa0QEUOhRQVx7TxHZq7QqrSxu3Sx0iNpvGT1NQQfjjNldnM
imACD7Kxy8R7XS/hriMpmlgW20wdgQqICDhXZCkNB9x/KyyMJydP4eUvPvtqvPpWJ6ZbR3ZH4ixN
LE5MlrEB1Iwt37MbBRVVaJgiqoQ6Sut+B6EG6OulINWP2KigdjVUHo2lN/OFDqq40jFUE8uPxdzS
FEGZ58BlEsYiKF8YoHJz01MsGo9q1NuG2mhfXMVk2fM4MZX4AGaCaoQgcNZzadvrBOW1i8jsRfpN
Lg2REmNyvQnCMFnJ+NYvbFScj5ZsWRTGfMOv1qlOqY90YtvcUMU2SFFn/Yr96ush1ZjFcPv+YH8H
37s9iRA7LMvQ/zsY5QMXkl+MeKtrohqyvqjHeTKiGo2mmFwBvtaIJWZ4yjazjKwgPCp+cXLzvz99
O/1m7qJe1aLbywXtfjb3tw2JXa61vW339zal3c9hVFkaQ0ZdEiUAtQRf5670z2uADmMQoRUEiS+q
Q2TAswxZVDsMNmTLOaCFr5JP5va0KMV63W1sM98a6eOBzUpIMd/9OvhgVNgiHanOPBfVbUwba5jK
kTj3lhPQ3VZvzup10O5ZEc2qPLJd68yYwnQcZGNEggqgsHxRrqrn22JXI/Wg9dpoYirIaM/gePtR
sArjhFItoxyRTIxMZ/eI11HYzmaGPDhy5dAieMhSytgSeYpLjE9IdRGP4NGnxV/9zn0pKpu72NCO
JsXmid5C0H0YtpjE4f72ZiHgIcpk5nqZKF/rs7EblZFc9JhdOxS/tGFaj8LfgYxtet2Nqvvb1UXD
rQedD3hE5tFJstCr3DUHqUS1lv1rKy7X9gZq/4oDp1DN6rnhsd+PWo1x08ojrPAHIqw7DwFpqiM2
8GZdQNnpCk5pTiVKdPUpt1lmslbJxxw5Zcle1ISGEYYiu69kqguqkhHNSFOOCnMiTl5t3boqOFoX
+qgch/G9EUnXpbPtwpLonWUqE5uHXXILJBe6vTdgiyR78q7AQlqwBgmJExknqJVR+QvptA4uBXmC
pZDKqD/p6eyz5MHT7IkcJTymeMPR5oy87Gb4d+Dk+Y8kqTszhop1ELwJYc6nKDJdzU/qFoGxJljX
OCE3UI5fF75pZhvs9XrdOGNe+ml4C6I8eEm0aJA9JaB9Ed3E204Vk33I3/CGQaRLSgENc7pJ5weu
KkKOyM/tyYjBFyGkyvkAj/4wtxRfZi4WDrx5DQcA50QQCkh/xN/WPpZTt9DHlN3JctXu/k0dkBsC
B252dEo/xH73ZD9V1K66YFlxulwy7/RgWwYkmuYskdgUnGmU+4I5pL+bvqNdRfx9IRlnk7zxJRyr
dSljGhgxUxGRjgcP9DPajxyZr5GlRZKuVi++GZ2ds9nMeItkLHVLK7Cxu+n13YfywgaGWddiWoG1
iAvt/e9xiUzcRTE0Use59aAFUqTT6K0UJU29DNIXMzhXmwuIr9cjqpQSZ7nUc1+g211XQMwk2mQy
znNLP1ITrobCG9h2Py6zDeF8I3SBA12L1Np8NndT/YtRyvh0crNZs9evGbv71cnP1R/++Ff/zysy
JVAl9g2iP1nPqAjoklHd+MKcR2USFHSBaxG5I1lcade/zyQA8Yohp/kpGfM3Qfc1AGlV+lGQ0QA6
nbxli9vE2OG5XtXKbDirWWHKGAjhXDggbO+uSINt3azL1CVI8RPR0jRnNZRlnvlWeUDRxVSqBVJY
ZPIm/YUw8wHbIknVThzwqjBMkZh1B1pxURUPJOML0tWMpZkJINXexF0YK44urd0u+4cvXkZf3Dz4
CF6sITWU7LyUYY0dDcq8E+uPb3hbw7SDZdue3ZDvI+cvMUkGkPP1iSqWDaOqsznIjZC25/Cahktw
i01SlDDGwLYR3W+sA672GTZgCGZSq/q4Qvn1wQmLp7brsI5nopaJa74fWZPUxawSRbK6WwVshXwk
uVQ8RJxJGLvYuDjmlDSmUTTSFGX7OGPn6+iCixePfn7FQ+iBrjnPGK/7rNc7bR/QrCqnQ3dxjZSH
BrJtthTVIVLoZkiBNY6b3RRdwhE3CWraGAHLImx90rWuh2brtiruoqI9XO400TYR5LolkBuaKNfZ
W2O/vP1q8dHbJ78dnX0C7AQHmVyMjfeOO0nZfGQpKDRbyHF9CapTxLrzKVQBEDJwJXAdAqfwGDSc
vJY1t4pz25koeb4OK8W3Cpu1gBCxD3V50cY0uzLYLqCup0TvwfYYCWY4v8mdWmpLJbOvkhd4yD79
4w3n9bLwnNcLZjiUJDGUK9djSy+JxOiwcj6FEmg6uNe+7wDn3vUifCt4DyN9whbF7JalIqnsodCl
kkbIs5uEq0uij0Vb73fGH6giHlBxjvPJ2CEozdCwYvCRFJXZRwY5YdA+pC2HWW7aSCpbhNCXeRAL
4m23Vj3+Nl/Pk0/4DMVx8uZF1ya1xRDOKkUIxpSTLYrukrK7tJLEVBXDQxf52mOrlCL5JneJMa4q
ybUvQwxzak++5lBKX+RapypKMS9cnEZkmpjErr6gCLULbWzLueBL2yeOcvLBFD7gKCXbWPk1SlSL
szHKcnMgehznBTmm6/0N16bCMNyhYEZJk5m6Rg5IqpTkNlWfS23qEiukyYrlhRrzu+IbSb3XIZP5
GqXsPI7Gc34iyLqdfP3qajm/+d2rCvsnvreO6rGN/Iu5RJD2tbRp1C5TeH4sYXaAQn5YqNNhm1Kk
fmqxKY5ffn56pAqrcd/qxR4W6oqn5yH5GDRDCrWZte74YfOQ2aIAXdZz4AebxP4yrnVrH8TB9uP+
6OnDcmNGx/CChEmUYRQ8hEGR99jl3sI+J8P8fF1Q4lt5VsFaQbaiW4SFerBntKNzZhWXwAY8/5O6
tBfqgxTMsCNl71uBUNJdyFrvgRZQ35BhCftdAdNq91duw7a6IvhetBXbGr4mUbVp0rsNxENcAF3k
vFXjLj/giGVMi9bndKCBN678YLP1T+laBNAs4pBKqHu4a2rv806kE90iSzGQhN3j6ivcP/1BNvSw
8beckXz3yLV2EaJOO5ZxH+3aTzDTLQN/ZXji9xEd9+DXjfmUPr9xHT6FX/J4n9Tkskmk3k6eon52
PFzykUdALd5H8HUjxWSQbCNkVQBKhsYTYSs6HXjJhvOmA1B6y7vzlpxZhmUr1sswuvQsaJy1/Yme
3nnW69FLMIBKFS0+fit7z7saRo+bdw5VPVTPq6r/ltr/E90awwDkLa1Cevg5/GG0sK3SiXWGrtIA
yXkQOqCGKQsJ+zGvw8AY8mXV2qd9+Wa47zuoadRnpttKZo9hOh4HGCniyo6RDuOVMNiy0cxD4HuD
1KS1V/0Mh1SmKu+KinfzuDWNckA+bu7XTluB2PmT6NKXt9iLAutNGdyv6nahys4j2F7btDcDKWcI
e4OAvNCne+H7ITrY9gfDFMeqYFf8AQgu33uGUUtW5OHel3YKEUQ8p1W93HZvM92yingWvo1mT1vt
saKa6nkIJKqSYiLUHXQ7crSzWHfRy9CVp4m51ZdrSA5DUX3aO/GqR8thi2/nNG88t5VN/psNPpA6
eHcV+x8aNoftE27Tc1/Mkx+qEq77v+XobaPvztavcNmiyN7aGo8DxNiIShGLj6Ir64MEww98nXj6
cMfY+xOqnXtu5rhm7w5cpY8J2ij2J1OXdmrCPR4EDaSgaXZabGUNodeTizDAbaBgLfupIiWOu/K5
I3a/lHi78E1FB2/vdmt2WzVYnnvOYlrLIbauBnFf4arbcUcEeBEIA6FiC+xmI5pTXIiDELtL+WT3
BejhV5mK/R1uhAHpytDDEctLAH9VEjsH+G0zhpVPcPdOrcxTobJsLxXHPK1Wvg8AjkBhSr1Je5ne
DvqqDUr/tbvhUxxXoUCa12uYTIMTNYi+tUM2i47p8eBYlZGGs0Cd53IU4MpChGRlm+oZV8WHb1jj
+Q9In49T1+6Rxyskf5cG8rbg+elWEbMsmVKw1es4hHsRNllRQd3FjK+2nnkd2LsrDrxhqiSuZDcx
ZN8KU7kYWn+G17rdv20T7omnbANp6oI2/MbX7+w9a3zQKSy8WgXtHCpRJn0bIPNo4LkGSEyYpBlq
BTroBeBQ8pHfx+gQpbiS7aqa4D6tpeZ5Vd0QhEHGj3tZCia+agNKA++MRHBpljZmr8E3Un/P2OfB
Md9QVadKLoVAXqT6Iw99ucKYfXG6wr+vNdMXhTxZmH2i95YbBr9cM6WpUnnMovH70Dr66on0+Kd0
UFPCbDyHSpS8HbjGuqXFcdqJD1uL/C6PTTGqjW9SYOuIvDdAeNiibGWMzZ2fDaXtkrGaIu5vH7Fi
wVSxVo2NujUDranNX2M4XtvhwKUBpoiLE5ZWNZHF1s5xAxQ1tHlOwn9BWcws1/NSJvrO89+lp0vv
PdLf+rla+ob0aktTuY1y9ZFJ7XtQQ0Mjf/r25cZEYOlbq/RkeIAKaPGBZvSArA6EpW9csC1Jyguz
d9ps9OsRCdi3rq77HPH8c5Onhve/idhHjL18R4Wjl/L/Kl/H5z+q8eE14jPiLaLHn0745PtlzK7e
n7HNisXrPyGeIz4j3uL9u7+dnT65mMzy7N+eTD/+iAmXNonP433qt4bX4wcjOYaq2rw2bbCztSuS
M/INskx77F9E7HlsUCQanc2C/KrM3bc4rkdTZiuBkfvhWhItXDh8eD8yPHuVUEeAsWZybEo90bTW
Sd22EXvW9szI0tzEMm7WOrvO1y8XV1TTKWdX6+tzAop6ksDH7J+eMxnpq18ymIz5WVZuHhXVmSTC
UrwHs8mpKsyZPWMa8WJ6TiiRmrjczeRlDIQ3/Bm/jfPxhVIn44vzET7xWXwjTUUFXEYy1lG2ksUN
Hz1gfPZkfnkeCJP2bJy18CfvUG7f+QOVW/nz1EUCF6Q3mTvZYAMaLY4QcmGpu674uN50STbJIAbS
1LM8H397aXZqbfD55buKW22qUkG05KsACEhCkJ5vKEYdpck54jni84aObqHY3yF9RjqM9BbxGfGW
mRJN8RpACqTbhqUqxHPEZ8RbvM+idP10ivQc6TbSZ8R/xHPCZynwvghsZGtvdXFC5eRRnZVFVfPV
XHl6vkD8RzxHfKbnSW9w1gMrY+emT0/mXluGBFmOwjYoKqNzAC/YIkeBM8dBRmC4r62VazNV+Zh9
9xbGU3Y6IxOTumG2tjwqG6S/fSxc2LgUd8/vEtyEhAkBnOfqyfsJX88fPtGjNT+98r5gfWe6KUmm
pKlLwbPCI6C3k0U5O50QVGcS5JeaIo9v01iey2vG56vHE5iePV9eh7RPDrZoRuzYAnVYdYp36Q4w
YGbdVXd44y0RaDZIrxL/ntlHB752Z4uyTe3I0Ldy7S/MeSxtAtfnTp0qTLmLWsjc2GUuM5uo5s8n
0j2kb3aJiA+mlUfJl2+RXiFdMv/OcR/7aIXZX3ch3UP6ZtL8bLPrW12RcmpQAVbhI561aANwXYe3
DOjJ40AGsEk/SzAy64pNKBo/O19fVYl20lDJyFbcZJfjrLYHHwcqW+wtkRfwjvGRkOPVjSGYRXL9
VTkP6ogCVTji6VTh84YV5cuMPXms5BTy+JzH8tH55TZqOm1JbJHTI3Sv1n6zDfFKX/u4bheOQ3dg
s6ZD3hLJRM0I7UUuIL3Y3UmU7rCBVQVjLIgRjwvpREdBdOGmDGK5lq5bGdG3EUXuRmWJREb8OvZt
nqiimJ8Q8mXkv8hnkY4hvaIueaeJDRFBfo18Gfkv0jekY0ivaD23ppb5ywXya+TLSPeQviEdsxWD
wMhryH+Rz1qJEemSS7t8Tvwa+TLyX5vdifTKyKUQm25oyK+RL1OdGqRvfF6iFO73/MQBQdHkN9SI
xawZ739/yqKRk4nyUx52M4hGrouogRun5B/pKL64LIsusvU6Izw/I7yl+2PiwW8+VfRmckMyQdjs
0xwt2owNSgAc8RbxEx9UZ+z7z5KUTfCIbZ5liOf4JOIt3k9ils7vVv+WcqUv7t4g/iOeIz7T8yRW
b9afkrrw+NU3Ny30nNTofvdV2j9febtQ7pLwQPUpeVt5gLN/KmMvUoF+rZ09s5YhY0t+6O3OhZWf
FWVKcS6tfo368iMvYy9M6dAzj+eWz+a9Ni2B+tSdkUtRznhmdjU3NexRb7JvoZyJ8iQRE+MMRT6L
+pSjgJsc5UyUJ+k0oogyWqOeRfoUTvBqjfInypnIx5FfI1+2dBL1IJQzUZ5EuZH48ukE+WyNk5GU
MbP5A8h/Uc9CWop6E8qlKH+inEl8fCaRL4/NLB7bXb4g5Fk4ArOBFvMt/XQTYwuhumg4+1M+J7lj
QxWmGHUhs3QYQUB4OzHbwVESJbpdo40+T5zxG6TnSLeRPiP+E55v6Hm8v5RvrECL9BbxGfEW8fPu
IseTfPe/fuqKVcZy7fhHRuW9cpbAHdJzpNtInxH/Ec8Rn/F5vH8y//9WgU/IlkSbun386bhVypqE
vO7wOdA2UhYzxffXsjwoePP9PScqRFhE0+rwUGNMNcTZbavGJU/EVDgmF7eK77fyE6NuKrIItGZE
wpGhlxkpwm8PXGoYx2/pTGJSLnmHii8GmOO5Of+maLSEWYGC1EODxB9tQ4mrmmzzIIBxXvk4174F
qg855FlZiNWDS+4XSwBH8TBssW8c3EClJPwxD8XIysKJf1Ttcc9RxhnmXfCGWahhlzdmnQYnMRJb
l1wiRyJZK2S+LAQvzoPb2/bmtX8Kpa/LlJVK+gN2xX0PF4VKgQHoJ8ZU9bPtKlFwLvm18cxYx1+Y
YWxbyLuyPCha6a1am/KcKNdmV2yLzJhdU01RVxuAnaSsLE0Lso5sE6i+GxXTYCst3mYOanyrr0k1
sK7jebifA22vnLdtCm7zyiuBipnSAI5JJVs/FabbzGq98vLybICX5ERptAiRUgXdWZoxqzXslf7U
ov6X1wrB3w6DXFYvXysv/XQTH2b/xKzoZOuS86rOkyu7+olZ4pjlWR+ROZyI2SRrLXwNXRDU3njc
3e9IeDeUrvwi08icTqIEkVhnwX5Fwb4XWzvUH+QF7qopJvci3T0OyCj8eTcVL5ODcI1vRaVWpNTa
reLdy9qxug6k96rdpxNtYq+UCLb+yNiZ10xFd6Z80MZSt+iGZSPUrBd0fERcqJc1YJmi/VPn3YzN
aKa8LhudUFfKOCWejFt/HWg/StbkmT8FhcPXaWwr5Vqg3OaeQ5EyZwzXJ4ZHL9jtxq8Ff/0OKgiu
PAEYB5LUppywDFJFXphAuxfknVlOs0pyNIkcINgdachMF9+zVn+d2FKUpNpiQRpIEZP0TYrKU2Ny
rPaddDgeucCzV6FfOEtt/RJreFpGwbQjT8fsZ9cegRBIli9b+jbbijxBI9RWPX5rU7DWrFPn2TV0
TOwSRWzMReKDRu26sgkVsbeNXITly5a+mZoPfAvtXRj8lD6DaOKw/e6tUfMjc59qJMVUIsmYB2s5
OqO4flAF4S2F7oi78f/9J1KpFgjZt4X+fxHPCZ9jwPt3vxqjwrMef7N4On15YvaSe2tb4kXViTXS
jEyB6LWiBPOHCPJn5pw9Y+kJtfkqEG/xfvT4jk3vFKJUPj0fL4MY5BneN1CdGsXyemEg+LHF7XfO
tPuK0G2NuzwzRUtngmU/IyF5/JD9IWX61MVVtpvXyxJjgEV5Fn89Z9k1DrJ6p969/R5nRtURPgad
iHyMaD1f/PzkzWnxXtzW0GFtDsopE1dIXLMlezuici15wb6UWYzH45R8hiSKiItLzeK70ZjzaTp7
eca/jZ9EGm5jeDWz+xKNIoikWHLIzy/GfPHH9LJK/5JNI18dMc4b1LbUs7SVPz0fz0urMXRx2T6R
wehZ3vph5E/fo0+wdtvLlj7W9Zmw1xQP+Li0PVIig8+2tNfUQWAVUnVRG2uU0hvXpuPOncVzSc3M
Rw9ZivQZl4/0FvEZ8dZyvXExj5hEuo30meo3RW8RnxFv8T7iuYAx0nNDt2PEf4PnKOFLvJ8hvTU6
E9IlxGfCW7LtGTE5flaDRj51EKDTPDf0HI/VLeI/4Tlcm+eR4r0TQRhGlNLyR4Zij4zgWYazasPa
Ixc2wK1XTzM9ZXwlJlQLny1N//EYvE5C8cbC1ysR7ASKKr2b23LnN8YUM80Xb8xRQMUwKgRskLaz
JcCVEps74hVG8jCvbXSSsNmL+EEu2UIUXjrG03Kp8MuxTp4+YCKTsxuxeW08/OtPeJrzb2fyCz0a
yfXt/5b+cRHoF1b+vxwQHrNohqywtjZc6heDG0epLfqy0y9cJT3r+NJt8SewdUOPGEhmqo1fxVpW
xoUwhA+C9AWbwG452tjQvYy6MTDhjOO6CjCj8sh+LrqiddZxbqu8+PGL6jQSMQWvu0bcF2g03tO3
SK9m5PIT9NnN68DiKmycUOQjOAKVM0f6ZkzSFh/W185qTdO8eUCczyqP576mlXXZWAte4YgCl74j
Kz1sOMxn5uFfGkeJY38IQBMdIUkIWIX+XrBubN+VS/F6OiHwUN8esXcmUqVYktPs25NobgC0+FX8
tky1RlDniNHCABKnIV4ZYUyxNLrjCfsZTqVAOgNJdHrybUl550byZlX1CVHWHEE92urLlr4DbE2e
BdZLReNAj362RQSO6/+W3t2VWxXNI62CmVn9A4Z6NOnLE69pTCNem0ct9nfsPxCbcsvSTxnpEsqf
Vs5Efp0ZuwDSN6RjKzEpV8B9bKVyYcNQVmFFvoz8t7SDIF0i+dM030R+TXx5HSN9QzpG9Cr1Ffuy
a+TXeNqMXHRDpc5MgxFTOvBL5L/IZw35u0S6RHUZQaE8ifwa+TLyX6RvSMeQXsVeMUI+jvwa+TLS
PaRvSMesuTA1VGtmVjEybOU5myKeIz5repStP2XPT1EXYNcJe/bXq7DzM94XRprG6/9g60JWRxQU
icESSaFIsrEiPD8zdRDxPhLwAjbnCTK6bPk22AowQUBA2JaToXlJldA14ifyPh4VSzW9YPM7ppaz
HPEc8RnxFu9Drk9vX66eTm+zNbz8AvFfkPuGnsf77HZ1KuP43evzt79PA53I2nmeMKf/Zi2rWlEJ
Js7++YBdWbuQ1a9RX4bEq6yymVST9avM3CMiF4WzC/mHjT2TxMf3JSzJ/ihEQ4lMgvgzYe2fV8Q1
2TXZhaLC6Ncc9eUT5jzNeBvlSZu4YfjvsjR+ovz5h9RZQW2mEupZK1M6DuVSlD9NTBEZbvELKCzc
mYJliBsoT6LcaO3XxGeLtWE4CcqfKGeSPCmILyP/RT2L9KmEoVxq5M8M+Tjya+TLqDdFZBtRKGei
PIlyI/Jl5L96NApJBsqZKE/SaUe+vL5FPcvoU0h+rlH+RDkT+Tjya+TLqdm7z8xKEW9f+CC9mXGv
lcad66QK3vuaZYaec6TPiP+I54jP+Dze/8z0gLL9ThCfCW8TPEAMRmLGlTISHZm0BeEzjov3ib1k
L6kQsKHbiP+E5xnH5/F+kX5VGNZiCrnPEW8RPz/h4v05nrhHVkBAOox4jviMeIv3Gf3jG6TnSLeR
PiP+I54jPuPzeP/0zd8f3ZuiB4Ry7FVtIT7UC9M3MTX7QB6kLs2XH2Lt1AcFnk+26TGr4654S1sU
PVC36rXC3uvaBMlH6ih+lL+ci9o6ldb3pN/sPdz9o4ZFDhyWKiv2wLbeX8JKS9Bpnv+RrwMzrEUv
xITZlaCpMdyz7cnR+8oevVSFCMvlJocQl8aewB4asTruPg8EVKuyflmOMTsUDXX/eo9LIfdEKMcj
tdoT4ttBrwND2dDw0sEsiu+zuVHrW1XHl2jHkg/YmHwX+RPsoDXf80pLcS7oASr2Wm4nkDR8sFCi
6EinuapFuRXbIL4vzv90Lp36XlCsUWi1vll3x9674eMdXMGngbTWOc8hltpVAdega3Hv0PH6Tgoi
4Oj7HDfF9vww+s2dVX5RPtrlqoOGQqN2rXlfpeeHrUss6h/2kQZHF57WP7WTjBs38mgBNb3KZB6U
e13UtK5dXTV7r+KHklK34BQcJp5vmXfST6jCUEfooWF6wGHh+yCxbr27uxSdqP6rDxQm+vd/wDji
SB0xVCdc+d4wbMMMekWGUOPYWzON7rPExr+hA7XU8MMGH1oUOf4xt3Kmy8xKjbohwnpO9UMPXUel
2EkeuoAChx4HGL6wLa9ASCk0DMHuTbfUsAdnvidP3iUBC71F3mTNTJd859Hoa2IfDytVJO6Hsfc8
OJnzHLvwQr4GbnoCCqG37Y/s2ShR6M7tq7Eu7erODVJVOroN3kPOJrdZ7AojuRbJDHIB0VbO5iic
LwOha9BPTwdsnz5ABRZ7723fwYHRUcksDJvE0PiovbdwG+JUc5v+ZLWAY4OjWnuJh/OdHFEcaTr6
xwDnj2+4mP4UEeCD6zQ/2Lp47aNC9O75T9KEBX8hEP9pXdG/xrXHPV4V1VVgEe6He7oHvPoD4CHf
SbZgsGFhy5UHaCO2AiWRtWfg2IezvJO15sP7lfaN32xgQ6Mr1DCwZHu5wMRxgGDafZpkfH9n1T9j
SueAgd2uswH7pUyEffZBj2u99XUFubCbjO5Zcu5WDQMP1dAagg/vwXkOOtyRT7OF2PVZ0dSF1cLe
4jhURU1ko36QrlF8WUftMGsZ6k1OQqH/Ex1wCxgERMl8UH/Xe8kuyJivpxI4dW73CflR2F2qyisH
tZLJZqvAwuuEjm8/19FmITZ6703dbnGB9XZ8U/bc2Wa7rrhs0Qlt47jJB9p3Ihfsqnp2TpTwTo9R
OhX2+ckDLinr7cSWbMuOl3yn8rI9MdznJJt0DLWwJQ/2SfZ8tJN8b0WcwqmLPKbAcyjvSVUG+ILP
a9CefJXrWdRXKDtZCrRsH2UKAlCZIR6UuyiGbFfcwROlZzemfTfwWhp1y0hFZ9mm7TQ6IwzgkHIr
JLed9uAxday6wPuwd8EORpNeZB7iaRzSEVUdW+63A6aV61wEjFj3A0HsT0/mH27j9uqLog6azbE0
6B8xVlLXjiXfMZW9Fsz3BN/9jTONL/ZIJkXnF7uar5q26UMWPig2t/gQBig5YH/p06XsGAU/qR7Q
y33oxDYgCDOWqlm2f6DCUyhSRmKLlrysrVSyPn97MCLwxkL76meKYV3ojm+qES4NyKoZFH+Zea26
lD9XfuaqK4ihnV6qe1hcVbeDo6wXaSEKv+iVvJcfGZpbwFW7LdnSSpD5mu9zJtpBocUA7hBvNUJt
x4VOQWrIGdD9r8OHN/KJwzbs6Ke4+vO29dORP6uP/Tq/H/b/KM6KI0pZB0pCvN45fgsDFgdhcGdG
2HCzrjxo8WHnifq3FNc/8S0288uOd2Z+8gu+39XJLLJGpYahRBj2kTihg/nBgGeOrT/677Qa28GQ
+C11ELDhIIxUPcYT2ONkBH/wvY/VEQi+3Oe7sn+7i37xqWjN2faqAFPlyf6aHqQSHqYM4EfHg0U+
AXtswRYMGBbx27ugqHdHBiFbsg+swnp60D/gzlBv3l7o1ljYqo1osTXjbbBIAWx/zA6uyf4Qc5Wq
REEluMsakmXIyhiaDohRvedTWdyQ64o4iaGHeyrqAzasFqK1hWXQbP34VY0LoHfLqKqQsYDHVl2V
GoZyGjEA6/UhpHDnQ1U6E9/mPtC6/0CUeGULTu9Fs/mxpF+xP79VW+fDh8LY166O2y/BPmuD3c/x
bF/878CGOgnbs5mzbTycsR7vW08jd9WJ7qJa7PH1XeEbAp6bYne85vyYl//Qu9dr4bWGfiY+ZJOL
Fr0fYhMsLRXT/j0qv5ju5jvbDkI5jg3QXTC1yppHwne7jNuHRvaRitLnMemexd3+phI5ANkhmKgS
O75hC6iMory9faMBWC57tISBeS4Rg4v6umArMrDebvNbINY0cdl1PWNhdTm/n9YLuv1U6tKi3wCp
Pt4R9pPnBylULbtE7LE9v/Fo7zg+aEmNi6iY0RYtexQkuo/9J6YgmpU66NrIFgA55Cf13fVROFSU
zkwuKouZ6hYydZYh5y3cLzXCODhc0HF+SKQRelcAvW6ohqb6k2Ay6iVEddl2oodEgIQ95Pfba2jp
qmZm6ePIjxKVpRmrpk/hCC2yyYUP+fEoaPp+8UEcUjMl+SDifsWkHmbzyMUgbUuzXIEyiTNeCdKc
29KMj1bNpjlQ9rjVropoo7EU/jjJuoQk5eqW+m9TQctTRWWPq5rxqkljoaSztSJvxFPYEFpZNAak
knfUWG7CtHE8xZnt9ERPoSAuR5FUHfTOSVCaM13Vcw9k2Liz47CFYTUgxGyTJwA1IVC1SK49qmsp
GwEFMOLS1cWsi8/1a9WQRiPqz5sx/Uc4yNaT9P+0pSvTXTAyDDZwyYNUk1XPOBsGBQw3gQy61v2Q
0nqIJt16KzlkUzrCh6JS5MvZURe9hdZPvHzajo/KtkmncMAut2nKyJ3wcIJH0gjUbuniR76OHnol
PuTgR4B8Dvr4+p7eBQzxo+0kGJznwzeNddlWqraL7fXy2k95qNMdxwkxbJS8qaQc99oaPSv2SWUf
fIr4fkcuJqgX3bRt2+RlP1a3ihlACeu8B/fVls/tDKviex03rif9yH8Y6uX9273035VBQ7rhA25J
k2l7sGWLQefuAV30H9ot7g95EGbb9O6pMSkv2RHO117K+VyUC90SNMD3pGpG+vIjqR0UWw2mUNsy
rngvR+I9UNqwgcGrfG/6FXdxjkbg4NACKQfUVtpCIEeiQvWaXVgfSFW3RwxbXHxQ1e7efcWs1pfs
vnLxppAukxG6e9L5UD21z/lS3UlVYS94IX4UEdQU0/COHmhaPg6UFcRe+mDywRcZdWNhYM45bmiG
7kZ7cVzxW+5HhiSbeJWdt7g7tHijvW71NgKe95xtCLiDkPeFn94lw/XJNlx1sf4+obD86IN+7M13
qe2xMVnYnheiX+8Zkjch9lmwxfB5Z4SkuJeuq3lzS0qzT9ZCtw3vO3H3DUnvkAqMLU122Qdypszz
RbuEu26OF/VbYKB8JRACXWnLxAsDe2Xw7QUN0XHi1x22k6OYEsSRhPUf5trWDrkYuAzo3wPeWS1t
p6Z0UIkz2Uf+tsF/czx70E/qgtBhdR+L0rZt6OqvLZupD7CLq/ID9rq984IE6XoWptA7xuW70lp4
ryavgn/HIYXcN9D/HjaVCbHluII/cUrglmA3qLGLQoJdeqrgod8sfFA0ypKAGQ4CibtBO8zLRdx1
ZobEpbRAjx/hSjM48TdWveymIl7QYk6iH/WL1shZ8MxtXKMXvId/QBB/Vww4ZnnrJ103b12z7zU/
MgG6ac2w/HqZ6X0tm5+Q/Sqy7l/yFjPpHXSLWF/F7JEfqR1Vftci8KJqCLZFqhR+gbox54Vf/UMm
1toq6Lxf4Cx7l6/7Fr0luaYtRy0M4ih2w1UvakGyh0pWfTRrzcU/HHm0yze+YfYQAedIkoxbqKp6
kYiDSWR92kr2vpPfVWqynPD9prrvtNqZe55xTFQvBc7LyMN9TnUhQ6zjdSLs7NUAvODFwJ3U99nT
4FoJPCD5WqujS8Cqf44TD7t5JQDt6C1/sAwn+lhAJiUfrA2Ifb8lGuMsfQQER0EcCehZRfJ0r3zN
m+Hm6SDEbqvtI/uRCP946GfXrkIhKgOVDH+RW21NYEIyGKuTd06yyNyUitLEDbgNB7ElWqAL2WI/
iYI1g5pq4gr0H/T6T/h1vmGrc0/6n/itL8/ixkP7ZVD7q49QlN2dU2aBaLiwYUI+j5TalprG9OzK
9KQ782GKPOgEsm7GRi7LHb8zEmqY6l3OBx9ap7U7mV9XbqaVmAFNFM43ZQvbmxa4XvtV4DTeucPY
3OYGEBCOd7wpdK397L+fk/0LR7uasZWxJV1EDmaSN4t9tAXNK9PBN+Sct9J1+eEej6sOwpJ9C14m
sVN6z2TK1jK7YMnKfG3sY13LY3VuZDS8+ZZtrowc4vtWUCVe2UO7pGmF7sBinCt+l9d/JpAUmrrA
64vnq4j6Rdpgx9uskojc2lMvhwTcJl7Xzyl4cemBCQ5JmI49dowojjI32JubtSBGoYCdcvZy6l0+
Ak+W5sF4QsZueLVmGWK2XpdNbEXUTZff46fvnOAEZYYTeRwLnNw7lLoWNMslvFp+uuKT/GHMCtqk
RFI7UkPFUbcrXE4J8hMpROlSyPJMmcmWNbgjL3/fIiwjGe4y4jmX9OSr2EmvMa4Z4GK8iGa4ZkKW
m0SxZ4rl4HxkEV9HiqW4VFWscphmQbetKfWZLinjyJu40uK9fM9X6+QxORcz/Olrzb7FX27sMbp9
otnrbMFWl3ffrT95OHnx6Qj10BkTDxIWJxU9zn2hh/NEpFMquoefiEcq3wBuJp7na0fLKSzSAGR1
q9jzB+zTM3tSWBzlXBSLgp5BDDrHE/mQw3Xx0dnqyYYLX/Zc3HJDUZPYnqRiSVAhzLnNFpfxxqNV
SU7ikK5bTe+SyekrlnHERn4pFFsbJBkTWqAcop5wtniF9Dn/8o38eBKfyzs5M+2dxpGP1MMZiPhj
/OMjNppPCjx+EjI2ntEu+pjCUoiJx4ptNJUqW7N8hNh9Krhd8/haF7mm1o5yfWMOh5zdFHeP0oej
lWRTW+SKenVbDuM74uW+Y/yaLXPaxrIuxKqL9SmDV4gZNgk8Nd3YtUlgKrz+hIsvxOiqYDdnPzt5
9uzisVEN9dg2XIwN6MrI48LQtVvudZqcJlOEnD6gohsWxSdsHDvULswfa4M212Z1JylRyMnpM2EK
XNBxl2ZnvRGAPm4YIqyZXOKqx4jYK8HCWmddGTc8Sim6MmIlrVsXlnvmeIBymoPEVU5X08c8TkFH
hkufVnmfODcvZ45NcfiqamZRaZ+lVEK/niRmk0ZXIhKxjQ4nrXJk4bPCAW2Ld/WQReLjGCF/4ns2
yHykTCOtyLA1ndDr0ry1XiWvWPHeMSWZSYI5cFYG2SYWDiN285BmiYRLZOxbQ7QWnqu/GSf493fA
3qzi5H95tBmdjk4MDxdIvLyeTYzIpX0l5n8TYySwHkPTvDhXmWs2vtqwN8xl5j1l7LlAgj0zFE1q
U1x+TQREnjKJI56lcILna8KuVv5Ylk3rrTu3rLx4avbvbesMqy576HXLb2y7eFtR/p3/iSL0xyT8
mFpsxGIKRxarc5qaGX/M1naosf36SU14KAfM6nKCZtHEyzMbPxubyTtjXzUsPOVcS68KH1cy+U4N
5A++HYsI8L1k97bo4ZecTSX75xcsfcquzIh5Uo1cCjAu4QWc7AH9mnpkb/LKio6MwGKqCETyi6fm
nMkib9aZ4+U41o9+4owJNOtlv4fOruuNc+6QUcLXMkWKyQ0p1lZueMvyKYtGM/4z2l9uMAr1OuVx
rAyZoiE/8fX9xl1ehJpomlg8GfvJk/HjgiwCbsDHLI3ogYfQr3Lrlv6505iqgog/XZdOwVe1RbII
Ajiu9tEVEfS8SsrG6eaupwXtLw6nhoeJhDTVx9/gpxckkhKhoBMi+Cy/09P6mnUASVVXxu5yt/Nc
d6vv0gfY16sfQu6lz3PzzzHuKlueTYXQdyPaHc3WznBno/qlJw4xm2QzvdPu8cB/nfskBDxCsU00
MF04DB5cfhyBmMz1m9rUI92SnXmlMAwoP7cp1TBe9M1QkCSossc6SW6tSC058JXmpZUu4wH2Lrus
nl0D6069VpTENUayvWLX6du4Tm00idp2ADCiAEvKOK6Rqwmruox9FiOQBY4cg3Y5IAUVusrM1JU1
kN4yhYLH3ZN89VeQFnQvPb+MvRpRUhthWNUD+bhpvy2aho6MywrPfGMZIDZKGT2jkgMghLWW47Vz
oIuxdyCc+iHBzvB1HDsacXZ1Z/WK61WfLWQjnekLxJW0kKeYSQr5zJ6BZWTZr0ccxPtRNt1cfjEj
FeRh8dpVf4x5ueTxaIbzv7i58RTzllYbB4piucuT2EkIa+n3rnAJZvLU39EXI1qQzl9GzAofJ05X
j7RbD99wA44JX5AYRIR1Hln5J7mrMKrsOmW2+fkkYyluok7Wpqgpim5XsEahK+JK4lRfEbhn+fT0
YjNbns7nS/kIxYezuw2pffRb5eNOxBOexB/pbzwtXDvEjoqGo4Yr09RpLJDgLM1yVFYIcSPIrDil
6EmDMFNxgcL2x5eviw6jXK+RsO0FbJ/8toXsQesOAu79rCamj1umszKtEPo/utWD0LzOLXdGsb/1
mpJDGUK3Ubdt5xal16/01TlJujSYtP1Eg2Iq+i2QpWOvdHtZrXhU5EVr7HH/11THN2CrIb/Ddm5n
OnE0RTRQKwAd3+m12MvkG7tws+NF34sBuzIg8pcf1gmuH8eqn+7fNUEMcJrw+oEMI8W5qP0ELUSJ
ek/RoOYZvAeonB3okj8oh65G/RqhCGIArdzHW9dhnFOHefrgHsCo5f/FpTOi4pG1XU4ORu6+ZVnZ
o9tNcK+rywPd5WpIeKVZ+tl07Hh04Lrbn5xDifB9hfCTrr0r43h0/6fap6j8WPPcxq60vJZs1IIZ
dHOv6lPQ639yiTyNWRJmQZS3R0y61mM7E4fVxjpbtCQBvQmL85rJLXXgT7kZVXtoY4V06dbxJ898
YhMHLRb/f/Leu1eSK8sTuz5cuueryCKLbaenNRA0ggRIK2Cx2D/1nQcQIGAFza7MzEI9s012s5ss
+1y+dGGv0T33RkRGpHv5itVVg9kAQT5mZkRcc+7x53fKXa2xuu9indur1sBq/liAmL45UuxMe0et
2qfkHKQ+1do61ky+43W7yHkzeNy4aw48ku4Z4bau1cI2TFqvkYJxv0ZTuumV3m34s3q862RUuYvR
sl1Ez3bQjGK0RHVh2o4noKZaDHtLsvGM0UOMdrtHcNWsUukoMM0QmaAb/SH8y3yYLtpeM7u+p9Y2
aYxqttYiVLP6Zr8Wt+NduFYoq44i7rmBFYYaoL7QPbPmqxyb17vRlDbgICSSrFfvb42lPllIGPG+
1HDRuKOdc/MBOJlang7tE4SPMOO1SuzcJxy1xQ+5Y+o+UMqqjvKKN/PjztB2L+k64lPAw27uU4mH
VXS3m0i2kvEzpo8T3nj3DrUYNa4UyUhdXcSdrepXTRm5+UDWrqzqc8qOlsFId1RlUw4F/sMscbZD
qcJBTu47hGoOGgf4KWrLI2elQNdqHFv9g7qRB/UN5Ih7950p2tCX7DvsfN576JzTpyiJxmr1BIV9
7eQzT09NCrtzqcw8Po0bzPvD5saB4t/+HrHdq42bE6ghOZUgfbN7Yfdi9+HeWTVP4Vus9uw6Vw57
EVcuLsnqwvEdkseKa7m1tvsMNqJ5VyNJOwiGZA3ZM9SJ88xsXHnjAcZb85ENtjTfUtW9V7+qGzn3
rudunqI5ogPwCqK58xLMawtdeuwi4WkxqBfXpRErteUe2cgODXYZj183ruV3HdJPgcndK7yLlPZQ
2spbjXQHAqoP0u7ssT3DNWXzxhtg13p2Ch5PppBmKCIQiONuC0WHKIhPP9xQUUjdAIIczIefuHiJ
6dwYDpyYHy7DHRRcyC1by0eWs0bvImvvjq5qBirtDWNUFDuOceGeVXQw5XQxZonLOXFKuRmtm361
B8SSdRUgk9Q8XZvepGFNDlRXPUeidPMlKKf1UkMO6cUT1RDSEA/ZY4fufJxpcsZkVRsKlpCo5Tel
czczhFPZ2hxZ01HTGg0F3GvocdbaDrGhezZQdmUJqZwvqu2gAhCt1Rx2VRPUiWW0W6HafGUpUhhE
i235ZgcNlVHEaR3cnWSr7oYKLRV4AG+sEvbOdNOAhHfIM0MglaPim+5X4wPOAd/vdFOkrWjE9QNf
kRFSIpd/frKboOHZBvI/dedAGRcW33O+mOpC6eCBXYQFHLahn0XmzNiyJpomjIDI3V4oArbt6Niw
EhRpkjUr6iJshOAiLcUftj1k8Z7JO/7pYEiIVrvMEA1nGSaGG3Jeq3yQC0KVS9tw2VlV+iKrvmIR
laCRRbJ0X9nDp5vx2CM8ozwUt8xLAVPTCFuzON0bM92YRTF01tsa8NSoVFTVyRI7q3TtV+Sa+Hmy
aPsIKW/C8oag11a/HYadmYnHW4DlEoWB0xPi0PhkOoqzuNI4R7NlTks7Jlpea2e5C+YC+G418Riv
rAx7m1aePCQc7dpw5hsAX8T00RLNAr0gLp1mvA5ysdGwmiPx8HtdpyS4elawbLSgDNDjjGpge6E/
TSZ9qk7unAUrHzDHgZMkQGMaAIk1ImGFTSl7WompyAoinnyiPCGGJg9WF/ECp2URUBwjfPvKVHmD
UF6XkMsk0osiEW9JENZpzKSmH0Z82sFJ33gBWTFrCvoGVQalMpJpgZ3XzaSjE67uJovXAfqQ64D7
+0CsI+gc+wQfa3KKDzJiV3tCNvZp5f427nS/Nz7Z/xVlj/tO+RYHOeByD8wh38Vey4XsNbejD2rU
dqCnWrB/IHr/xoX733W6PxAyPWQF4Q9xWu+lHXxgX45x3dPdUY2PGBPa+zVpfXBOm9zEnKg+aP+P
6Su+TaIHPP7mg9ZGb9H0T6u1leZDqaZ9OTn2PmfCPH31d3bK1ahtzNrDCaJPoZ4nBW8+8CIfQPp6
/zrGPhmL7Yyq0A8aHzlicegGtIg5tMkuasd2EATZz/TxlsjUDWqr6d6nj3fQkiO41PbK456YPLap
Ad1PVma/QrAZfGpB9fQhB/teH/I+92037Fzt11JwXRbwNL58ID9B7Fops9t2MLTxgYidI9xzJHA3
CXyy25jhBzSHLTHM8F4SKZ4i/g7oNl4f+3mbHLb7gR/A1s2BU0GP1Ux3DwLvX8Nd6buPd+t5Gr/F
TxjqUfJZ/QUEAd35UnD/e1kP/ke6f2Ri95TUpldocIwC/JRN9gpTx37dNULnCyObX7Wit9v1gYwM
MR+4tGbP5HCnTmIfaagt5vZItoZ+zKjbcb8pN5mwNYrLnef9KchfdB8PfWy1oqeqFbtq7bvtq+gR
x8ocMGh3ve/p2vbWo+jB78kHPLeFi+ePsoyOYO13zNHmpxgVB9UL9aFMSH/Q08ieva2DJvq4Z22n
YnVzM8xxx8GXURHnf5f71xf3Sc/sGuGBd2XN8Lotej2b4QcywtSus9BLoFjjoektLWXHxm9kN3UR
gvZHArfbix3DMLbh6ljzH7Wjx2Qdc9OPb7dhO756JN2UQCzMPHqO8/08py221Fs0X23+kvC1/gyr
8Awt5V62djBJ+Sl62b7EsuMwsvGHKSednG3VpVnsMTHWZclNbxJinjAQ2tFVsDnUnmE7Z+vx1lC0
10KJ7EeI3gDH4ps07YsRJNmjWT+6jnoXfBtGPy09Uh7cT/Uk1q/XDNV0FgG3tJXsNkGfQnZtssah
7qCdBYkeIdI2usgdAeEn++RqYLKNmi7VMqBt5vmB2jzZhFHYOTO81TWp+dkurI1OFRI6Fg+t2qMj
aCsAXCkPW+eKGyy9SlP1xr3YrUZv7qBaoe2isBaLuIuHOADZLHu371M5NgFPtviFRrsFh9kCQ4H2
V8F+y+YYN1C1/0CyLe/KffPHNUJz0tv8A9JhsP+oF1t/HPhNUvtG5hg/JkqeIpqOtAirp/gRi/0O
kzZb+EAbq1a+e7/mHIQW3menHCN76Y7juAkNtC2IKJIlov1X6Ee19tXWb7Yby+M1+Zmt0+0zTCRh
6NNeHkv3CczRPKZIP9ne76atHpmnefjZ+ojzUHXk4qNkhdFj/oFd0nqXG772r+i9o//AnilH3CU+
Um9Eqfe9eB3jUmZjMeVHj6uoo36D9ceoYql6pqGf9ub5NpuCXP7UU/mUy1BRm28aAzQQOYZZyicO
Bu87e7jrIHjMf/NEt4g+vP91gjXBRy4ZWSsw2012zJ5B6m2PGW6y2luGPd6abUui4X5yjTtWlHuT
KZtxxFuL+L55bGr/ZsDAoh3HfHOXLzsPpP1T2CKyygZrtCkxUwmq06pKlzFIHOkbeMhMHZDmTZtO
hZoEpC0euFGVqVyH3Noy3drtVVEL01WKpqkDDNpr/q+vcbNkitX4bO3lE31T9xxtkOCdJN7mrrnz
tNuxpBUMLDRrRTrqnSaFetj7mh5URbpRuWDdf9XUCaZr1BHvSSIpuhucrMRxDKHqaJ7VpmalUIt9
h3v+bt2YBSHiSvsaq5Wjoqn9iLpTBRm/vEeLA1gyqPy3tFGo3Sa1XQvCeoUsFalhULoSpHIbcRvX
ZWC5QGUiSaC2M+Xp5kwrFa37S3jsvlZpx5ACCMJUVuhhBHALVRPg00mtat4HuIic3WZNsiojyQ/g
AGEeYMKgUAHSVWvPji21OIgdbdQlRUELQ4qhwL81cS7h1zCo0JAwgJxx7CQD1Z2aJ4ivprHxVT3R
u9UfziN81hCpWPOlaMNjyJTB3i6iwh4VYzyVOveI0qIOe+Ciqs5WTDcQtpzqqgAcW4LkEqPnlkBu
cFja7ZlGDw7ioQE6kmm9Q76ThqplhH1FIPAm71hLvrI5uIBATXlb1yd9MaurAwKPYwr/69CDzbz4
xu5HVOwOdwQ9ttEwBWke1qeE+pxClLsvS8uXk2GAJg2EbQ4Nc938I1FaphYggdkSMSP4/KAZ35Kx
3bYFOyLoYQAPgu1R+FRz5vIEPUzYWLIhdphuu2oa1pPWNTYXqrbcXqYJVDtgukLoRKButmxZMzk6
0KikxK5HqMihmsU6W4zUEXdMrcrkYVZ2tpbx05GPWkUUUpqH7Mqgwbsa16jSe53T5VG8DTiEnf1I
dapFW0/AxFExrSDvHgWTmatpMMiXdQNyWLZJT4Bvk8vQ+6fTXepKd6GIaVw80BpjU1ClrjBBJli8
uFyNMkv64YZ5QDqoiM0trEmberdRB0WRXLfS4wNcpqxWB0pXEAhQhNpy+kvLNAbETBANx/IObyke
ok/ZYcfFoferg00bcLJRZmY6WGGm4/ERYQ1xtqF+6D1/eOw1DxuxnQRC3X8CtFUF7dHi6PqcDNE7
vd+Aq/3TPuBu1qRHd22w/5DiHR7wVgtqIUmVQK/OUCCR9u6g8JCvyXTtPgcBuu1KJL76oFUJ8Brd
oZ1g7D4phhXeCDL1YA8NavCD1UFDoj2HV02KUd9VqbqHUsAUyeiMDFAyr/XeHRkm5Z4OOHRLJa4j
SsRr47WO0WLqUrddQxgkdn/wzTWVH+Zo2KR1uf/GCjB80DwQdJHVC5QeZYXiYwZmevPAjiUp9xr9
hZ1mJpfZlmBUe3kt3zOHoHtWzfb4dLuqpLlhiG5OEFE3dY1JiypA+2cbWm1Vj8+8zcMkwSbxMdSU
Velxgu2b/1zeP9nBt/1q03lHeKQfgaCk4t1KvC3YhmCf23ir9iyoEcrwYXeViECXW+avt+Pg/XE0
+Ipk49TuXoDN7qV6LVpZ8/8hLHaKzoiqclxTRguQDwDO3RNiCNkqxt8RGljjR9UCQ/UfCM6fZ15R
ZbNWodlRrYr7IO64SaogO+iiJknRRZXo+ZFFczKWRvEADWJElqlHI9bZXo5N1ZZLmGzZl4y3I2jc
AdRTM/dC09mFRQQkyObv1ty8DobIqhGtZC3PXNM8ajXZk82S1z5AZqh1g9zvpqo0BGE8cmDDs61F
E7KTi9HqxWIu3SnmKdt+XG2+yhleEzRwcVNsvR03PW+lKjw1ZRKp6tKttIO5AzlWQpFlepa+eTjC
SEf721iRPo8KdnHfdj5nnbvG495zqj1kQzpfhXteihok1Z1hnY1PIsu19d6DcagHX5sduJWXWeyv
6Y/aChqG+KQ3ZrHVdq6d17q/R3P7Cdl03eKt0SZ8U0n/3jHEkO3kBubRcMyy4+za4p/pvruCZooF
Kl6aXiVAO4w25Ultbe52AU6bcxttya4hIhv0c+mx0HuGyoc5tM0jMaptGai308rxIRVor+g81EhX
dm3QDrsiqC7P3uxtpR5ZgTZzHdiPaDbFMUdyhA8YchiGZO/C9bryEdXVDKtuGIX2ZOZG1upJHQYP
WiUq8GoJIceT9VE/wgdU8Kj3K37sGwzeIGxzxFgj5YharXGJvY6H99TkdpUB/JOCCPt4gtjX3Y7s
WDDefGGOj5oQr7517nLo4laxUW+d06OX3YMff6LZ66Awsb+H7d89q2wGJhFD8Lf0soJ7waPNdq7M
W2dmzboPkuPAuyVHnTC3w67ACSc7ymZMM4h9WqvaP2WU7HAkZKhvvOoG9bpNtW1s2B3+XdytUu32
aQdgNLlva8K65IN28LNBiSkJ6Nob/Qk2YDOp409B/6ltOijvmGn2Ou/ki28pDA9hg29i3zh/thmX
4Y2O5TFRmoMPmA1p85wU1VgcqPHBqcb18b4vqs6a+pGqWaemJ+87YJ6qnsU+oBa9Va0/NHWuSxvV
WDdKNPW7RN9r4Z0fqZOzrzN0z3ucpOzsY95hFhRVp7huyjJhsHO1+wX2kEe49jNaVfh1v9nXVcP2
fpDQ2sJ+vqogR7Mwb9puMurgkf1iSynF/YbzzWbZlVfFHkZU1pSPbtFb7DCWD5QINaZGEUA+Fnbr
idP++Q6bmMnc3id6tydI/tItHrPatTOsUkjXUM/QjcKd9Ga8JXf7/quuYK0hvLvpOrxQNb7NHs7S
2MA4MiVb2EXJGlPL8hRW43KrtQrqQMY4q1cm54i3KEquHhi7cJTd8ClF06JX/lZF9Y9z+8TRe0/9
Slyf8x9bBMAANfkbgCuy8kehzSp8P+4tgi7qYr40lyiB+Aus/xlmbX4Z6RRnEo+vbh9bw8LfztSP
o9Dru7UaZR8Ygj9YQAzM9fuhljlZY3eJBla4Gqv5C0bQX0nIILcclgIQgbEWgjDYSp63ej4x4GBa
y7ZCTqDo7nymZcDtxqazsphY7eVeNahWvY1ZbnrMwxZnSdceiAH13u8KxaN6bif3NRfcXWFEmWz0
IK0Hl3ivWFBNNiKc4VWOC0SAyphRsj7mxiG/OWBs98b5nb6DAv71nKFZRgwj/BqVKgEehqXCgyxA
92S3f3oDM5duZDS2k99KPQ7QESHUc1RUw8j+tmbLieknH3aXX+N1zm13fMSDJVQ1B5CqVlj8lti1
ZaHrimB8fAkxYW7Q1W3Y8oMNYEXjuqh13ssY3gGATDYKjAhS40M+3/W85DBSu2EDe69p0q+xpQ/j
RhB0TITKYA8RQEogNh/gx1vmjYcQkXDyiRpWr/C2Te/Nil5WgSY9a0E3cFzOcobkU96wP3Fod/XK
YxHawScTyZYtBNKGD7jtiwD7m8InuWfCcJANbVIIrSqiXBGcsvSSLy0vLGo9SlvucFv3pEIVgZjX
zC4Liaqr4t2skaGtijNv+uF2xdasWbsWq7bFMvXr+sx9YvnRzdZujZ3sYE0edB1sflYrLYVDGsdO
EFO0mcpwhopFM6puKU3g7l01Y7Dbdh+vjWvhWucId6LBhz+qv4IWgOjtfVEf9rX57/hZ1dQkyLqV
T+/MPrg+Q14qeCq5ikFlP21S2GkHrP59DvdwJ2KRy9E1JcLfIKFQTNENgZiLDF2NglkjjVo1ww4t
KtGDW4W7JjcmAP9crcbEHbQgLy7nvokDQcMLMBstRVxTpD1+FEP3VpYFU9Z0UTRrH1Edl+l6PMa1
fDfN/65Us/is/gTW7LlrIrdmI3Wwk7j2S9Q7nL9GeIieiaHS0A6vTuPGdTqKXiKZ1Q9kK6d9S68b
dzTA0I1ZNLqN+6Py7CtosnhGSMSwhLlCeRn4YcwodMedF6ZvlWsd6B0ZsdOtYF+tMKiaPqBh1dBE
uhT7lTjdKN+WF15XGdMKMJ4WYKWwqiaqogWZ0kiuiNJ5m4G+RtgzW91/tnSfqkRs6LJhOJEOiJIH
aPawWGXfA8UYpzPhmi3ZdZG5FtHMs0yf0ZueojqxNYf4ovINfBTEnr3JYnWN8pSGp6s6vFy1HbIN
OAAFr6uaAqB4PaQ6LnRW8ojge4SrVcBawfjg5XIVar0SdLq6jV2v+aXL33oBPmphFc3nCJ+vy3Vp
0eBfJ7UeyfkS/QqZZ0QpUSeoEMslp9+pt2tE4G7ygN4qB+mr4Fc6qzNHsMGxrAv8M2uZlbv9Dl4x
bwLyhaGvWW6nGjR80KqXU942K4WZWLpUdsuDh7zxjdnDHjgGwajCQQwHtTuqyK5aXq3pUKWx4Zhk
OKcrINLVCVN6nqs/3DpvpSrgNSXMQq4w1wEKZA135c26YVdmidLr+UoYVsMq0oDHdvtGuPSpcbrp
wwJmJkCHGaaxB6WzB7tEi/RyQHIaEwBlodTq9CBi7OFLm9gpGLwGRdpqYEPw2lOZo8EEeJcJnTgW
DhkZKI8Se1eVkMAQXsvxgKLZOdJhEuQIGk9alhX/LHigGY7/OMPQ7sdSfuY6vFgFRMSlHbwY1MXr
SGl7TsfEtPjdBlcn5AGKYGhtiQDy4YmVjcV5kqW+P8T7zG81p4Y6aBA6xqfQyBJHZ/RhjDJ2n8ze
3yZjOyK64AG/c01TAijP0z7AI8xbFP1pPmPPS2NOV4srdGc1KrsWL+1Qh0h8GfjojeV939qtKvMk
KLAbELlWZ/KVGJDJV89uJXZZTnkxvtLyVs5+DKsZDHlROOhZ+57i+XApuQ7Lf3L+MQ2AirT4Iikc
8JJrWZOvhpDpxFBUVVTToWWc6ovxUIjyNJ5B5GpuWdLcyUYgh4vYmgyZOKOi0gzraJQYoUf83eju
NTo/R+8Qfn8dQNGDQYL8SVaohAMwsBu1+J6/+Q6fM7Ra6PIP4ekyOJOUBAMSIPE1pl/hpatXMKwQ
oSILPL9578pW9WpxIl8/v8Tk4oVKOKlea3QzmoyCN3+YzH9XW7++RSEunSIEaWoAGVmrGcbYIxIu
dVSYkJaamiyvgadBwVP6RWlplVUDHWAaPHR0Y8hME6YBDbTjrBVCJWlVBT8KsrohZVFZU3KJ60Qa
stKmjJYjmaksVTQzhW59P3btrY1ttN1VY6hhhGBay5YwXBUDq5JyS0RFQoNBUMfOCD4NIin4YKlM
HBkh2UVtzdUZacSpkV63xOukeyzt/xSClRJbbk8FhfpaYl/AtKumsgqEHYfBQsQj7QWIQ5rVLtGU
cOp4NsGyXCla0gnRqdCD94NKVvfyrXwoNbMGQEGYIHK2uC0wCScmVpHOdMJlG9B31qg334SdNMHl
yiqWVmZQOXtf5UEVYUKmVbVaEYxPDYE2CQGbviFK6PG9Fq8GrxXIisbFa7VWLawQhCFbtdlOwN5X
J55Y61nFt/jMWTRON8TY5zkbS91qmBkF2nAmchrIRma6XrOsW7DBbyrq1OasSvmNuD+n5PnkisiQ
lJiwwBXsFeTyQqD8jPBT8+yuXKFCMqKwnbhlz9QYBi2jlMKWrgzRgLYpjNU04ofBlMtImtPJeGlm
XGWghXOZsIVggcmWXxBTpEVhivJkuWkPbidFecSoDhqTbssnazVGoRbgmnXk036IPPDLDKQCzd0q
HKwLfmfW7/YOs6z9k+yHQLFsSwHnafw6uIeNqo2LCNl/h4TIoj14bfqtaFLfWhtZWU1FdDDGqZa9
4EHjCfeamASSgfWwH09AXinmVjLAld1irBCtrPBYJO8u9PLmXg9nd2mZFpXdOmUZQ24kLnFC4ynJ
ZjnJhNaDjhXo1VOro1uViujS28IBLt6kljZ1JUWBY43tOZGlc8SklZrfWkVokk/N9Fc6n2flQ+2F
lVurp/oO5ZL0kyebDL5m94mzsrQqy/0u9QJUN7jtbXQ7zCsRFIT8ZxLr8yAonM/MHtBKXscV7MgS
yi/zecp03YHbA9TCX5BIBEBSgWryGXU2m2khjLkLmAkNlwtTZnbPqWavb1YapxlbFtzqZ7P3etrm
SFgFWK+7mNAaoxn70I4VbQqpRkvDppfhQ/F6CzA5winitXLlDV9rSZiNPl5296QuqbJzY52GQ/xA
6gs3aAg8EjuMaNZ1ERDAByaUJHZbIudY9O7SXl2G8aET0fVZEEaDNltDbyfGUd9qzwqbuO6bCsVQ
4ImT2LcjtnzW6uY6NZHVovTFiHyZkPP4S5Esx3AOXbjMqKia2zufoTIahKLUQzvaNlRoT2rZC7+O
UO3IDqVOcnuXObscoXx4L8PBCBz5dh7jSE2yB1QUVnPI0PXQJWmjXmxONtjObbKkVRwI+FrWUssZ
+3Y17XgCovxZThIHJ2+foXweAjQLr7q5fiRKBcgCFpbXUTrg46uAjJ6fhyZlxIFtGmaU3QyGyvvS
qo7n3FImGC4+BxDFAx/MN5SCtMYMG+AwghGahCzTZmgZ+Gg85xklikWRlduWhQ5DkXE+jHBZkPcR
T3zKdltwyVx6u3fJBt3MUymDIi6lry0xtW+2zoQZ2EOgFJGEWnVw3Ukh3EosIq3LvFRS32v8ICrw
BZUpWdUY31bZ007Qm4pk2hqUoujLFCiOJriJi+BWoFBSWTsWC2YJpbJLEVLkCdhK26SMqhEF+Vvy
Kgrqjs7aV5FBdYKst93VPTSoqgU2FVRN+IR3+bDOLFMag9IypNRaRS8GgzKvIwYemh+MLKtQQUWK
1bmU8wPoMv0+C0k6yRfp766jWF1nZUgtn8U8Ze+/vXkTZRKFDwOTxXchXdvfFVi4QIOMAB0F3Gjv
hJNo8e0rg2U1LC6/K2Vsz8pV4IAgSMDe3M3nXy6jfM5uBzdkFBbrtFeC6rz42kUY6JZBWYWFWS0v
kx2Y/6YslECrEYjajuwfmFrFSTVpHKSNl3jUiJQsUztzO//73/H7IIkjOjk9IWw1Wp64VguWjbHp
d0GBri55NTFnQUBHt7Jym4AptU9XPmlxdEolT8pplnkHDlYDbpWtwak25gQNQhTyWAsD2hd5dft2
qifj0SB9N+I8KCYZtycOnlRir4e0GfWmG/2sTMfJ7ijGNxnXcI82DiQBGWvwML0uBmhTQ8hGKb89
nla5Uzowui7J6BRSYOUjHsKrOpLXxhHc4yGQ4ehBOYxqgiDAXDEWxJA2DtsoJdb8NAJCNdaujKy+
bEhMMFOO7VmJ6IRAYdU4K66IqZN+wU9nj7h3UrHCt7ZRtI4VV9iSI7bWSMXQFy7OwsLA6va8MvZE
ceGahsdWsYaCPxLc8wGoUNYUGiSUjwaRCHjOzYDhgRWqwgyHKsCQ3JEzYu0fzYnm+AW1/0HU7g02
sPKaDfEzWBG7r+BP1qAfR7SE1EIO2qxz7oiIG24PSya+zIQsMlZmdh2KJS9K47NbHVmBu9pvDjxF
N+A3EBnDDIqK6mA7VaAh8jqRmkCSOlGSWdoysaXcaEMrJE2OQOUUb7swMn6Y8TiZUMlwLPIwIYlz
kNgjuortFOK8omYwD/WChzqwenwJdR0CWjyViBsBuwV2H0UrO2w7lyyGIJ1Vxqy+jUF3oYKPwxWK
uD11KgfHMTU8QUUWlbW3D4gH1xEiR02bURtj1u1TnFZdeeuMN3kulFqTIUAUP54paPVQzSDG5v13
BjG8Zu9UmgCVRsnAGXgE6taMgS3oOJbtqllDrlN8SFJr3TBQco1rr0sNqRPbdRAEKUusaGSBpQJr
qw+Nlza4caN3sql6aE89sGOuUV95IY6rWMVGqMgZ+NbGcWVaLEDkLJt6lZs8SBRYeaKrfKUHk2Q8
ohEOJuFVkIAEdqICW01UjxAbydMI2nRQo+omxqhscDJU07dbOoZj7ZMJkpTF9i7Cp6bSpcZLUFPt
3eg+JzmzqndIRrGlkigw1rRSBkq6sKorVbD9BDhI0ajPltOUARxap5hhs2bvVjxxp5nawZVWzGi7
0Bn3vdyJ3S/LwInPtHbeZWN/RKTBWmfTktlzK8plGiSGCTEQ9m5hdTi8zEPXfEmFoQS5qAIWMcsw
KB0NrA5iT6kJsFaxVEZba9BYy4gyTnOrc2IaFrdFGoLCcBEQGcfcMFpMy6KsgtXJJNHlfFK6eHZb
AqIe3E5r+9AmGuF8S4VlBVilEH43kVKscHNXNblzyB6DFgksmEfdAhqy0KrWyLGzrpoK5pUmis+V
zGlqcklFmbft+qxlarUabLm53cEVJcZ5hzPUKHLdbM028G/57UAJy+GSgHNllSitG+93QUzEeBnh
jIgyG7OIDLtRU8JNLaWM90zXna3suxHHuun9QkyxESrE1njHTDOIIVeWEYBMI7hYqVpWFVD9WWqQ
sFZkMCKyF8ngTq8U5+L24X00ZSsywLAsuHoVp1RqKQfcmtM5y3MoPsa67u60Rp60xy0CMQZuIXR7
E8uAzHNzEfzq2pq2OY2SCKLtQULmi9ssttph8PZ8pUoxXWcf6dr4xzWm7Dp1UhWmsGoTm0oI9mDw
vTTZBVJoVD4DNoxPsV4NCo2dcxmesQKfkgSXel0apEvlnLeYyGvLSYIvMb46+ev/jOnztIyM74zH
q/JXOAtG04fxya8YUuNCDrxZYVc1sJLQcjrn5WfWpoYiSgKTpnbyWUXDqHh29iszV+ehfWCp7SqI
bDA4/xU6G8amGJ0tkpAkmXfbtllYrBZLdsaqV+DFUQfJqNpKBnSpoNbca9wSqink6Xoo8Dp4IpTO
UqOVguRoLE2byQBt0NusBoNEUWKt+tUQ9f924kjGWhiuTKYOghvBelSoQfOxrNPuL46DEj24jBQI
mfuobY5873bcxB6Vb8lmNRwfTLAHsWkbZVXE2uDK7e9LsHOWLk1FIXBdusJ/cYudRxCbH/VcqkxJ
9T69e8cFmUT3SVDFmA8DbuUm0dYwAeIXCYqpjKx6vbIHxjJq5YqDYUzAGLR9BIZouli6jSlLTTIJ
VpM1Hq4CGovSVJZcNIW+4noZW/XjQayWk7MUcV6WtM6vKT0fq2uF6xqhvQCVnSaj2EU+c9fjr7Cy
ooma4KY5j6zPjtFWd2Bg/uEH9f7O4GUYhSuqc1hrWgtZvBLSsu6hFrNQGWqJwOAwIJbxBUi88GkI
JscDy5e0ppnyshPru5wQyxSTFVX5QuFKyYoRu+8jpEflfMmv9aoIwlk24/MVpP6W1pRWvnl8o2FB
aAmiFE55kwriGdb2kt5iI2p99O2++5NNoS+Qqz1TDcI0ZM85P6lynWkwqLZQ9Y5JSarAfphm8Hoc
atUCWkvnofE80f6aMit7Pdk7egdsI+UrbqAxU5v8byWosmskCgZeD8ussE/8sAYRSypwGQYLkjEH
zC3tV84UsCasiwobU/dogPCL+wpbfV0TISH/YOHycRR4U7Fq8gJ9XiED0jNVIZUVotKSG3T6sRO2
Ky5dVVq1EvkMHAupXKilNeFHY/uTgkaBSLhIMIhcQQojOTUjYaWuIYkJfSIYjF8PfX9OsAEQseeP
ZV5NlcaEMia0HAlePWgqSMVUDo4CwgJ7mKblqgixGZglXeGVLME+gbxxcEk7tDUwRq1CX5CggXTC
UrvyzYpDp1ltn01c7MZuRWkiuxow7SkKQBNOc8vgcWUPWfhQWPakuZ0xdfWT5XKVM8t4Q8VKllqN
J0nwSWnfYh8QhPat9kuJr+wJrEJrD/ByQe392QMB+wCcfSV4wrCyxx07TSzVy8r+jGEpRW7tdsv4
pJTMngXLMfgQZjCkVnQ+lFaxlsssmxarZV6gj3LRrVTuRy9r0FWORagtUCvRJDPKa4QXxz7wVCGf
j2e1l9HG8Ay6dEPkEsron3x9HEQjFL7CeOnKy/OtNjNMQ18lZKKyU7ly+AK3i88skkNlNh5oZIpd
Ko2oyOTmifv4sZpyY51MCYZ5hWOjWN4bYE6tzAIYB13ykB653lYhMUkF/Geg+in1EodT6tpjkagg
V8ufUDvzsa4Svd+q5fQ9x0DNrp6wKXVqOEdki3oJ6WXZflLa1s0I3pQIVK/otsyW3e5PhGprXmZK
IZWa8AbtLZLphlXAAMd6wEEzWtGe2W514LyUpLQS4Q3iqlh9zON5NOdSpooYfrYsQ6sLLk5M2KYI
KwgxzoguQDWKKxyoo1C1ITS0HCAGRBsvOKNF5zySN/Ple3pLUCmLKKz7SeqPdEKfdFVoTxKnI1Hv
KmfrhhaPXhBGdz4oGm2SQzCyuuja3/Uh1wdXDK3RxsrYkm9GMH12zn5heh1BNMGr9MpYNSrBAR48
/lSrR1jLkoWrVQDJ2pSVvm2cs1JSqz1WlrbPqWDv6akppx+BD38AxiPD2ST5RQFRDms1tg0Za09u
KUo6BDumyBU9blMwCTEJ8tBK+0CESnb988QqL8ZVEYXxUJ6VhxjDrhqBnbVbjbKrnlDaP5QHiUF6
I2PNZx7dFKtmBI56WacDhx+PsGYW8/UMxBzNuA7M5fQDxBxDF1ZnBL+TKTRrIRG4T0muJHXm10zi
h/mxmwLATW5e9wzd9zARtLkFRYXEqMierlJ+HJHlnIgcL5wplhI17jl/yYBCKqjV3KcFHZ4fKfpU
FXPJXLRAo0vWiy+fJCK4gCmcxYfwSo9pfbEOxjQFdMGTOJlbrCqH7psbKrFpy0yO5jKjCo9dzM6a
paKP2hEREwx90HATiOPQSeliauhNXcDnImvnIQma+gDSevXrFtp8qD0qQHgxRjqOiU4wYYZNJD61
snSEBkOuRWrPsTV/rTm1nCGcGWg95f2apz6xhjm/H4JAhwNyonho56IlJjnPB8uZYaWSELGMcHD+
3Jg8L4JqkYcnZl7oqq2U4bu2b2/cQW+yrwmvU3ZMA5aF6ebDsFV8C4iY6iUqZreGntNgnIoFE1A9
YK3CANOQDu+zFSSy6QE5WVRElGbtb1iXsBOf6GONfbC/URXNSDorElPp6craZ0VlOMTpOA+IKBJU
lFTK6OykyEyca7QzuYMjHOxZBNxXXbzrizcN5p7QPwjXcRG9tYbgd2FtksZedk36OzIkddpViIWv
mW0Hc47oxPm7ggpqr/YzmKdz8MN8W1TAkqyOicErTDhERBcnSyoKSsfBQI4JTaCp9iCvVkolEgqj
cszrPqptRwP/6kntfrfKlFRyRXmFWaqwKvPCILunlwkhgR5NIntEyKLMVxULjP28RqukR7Ad0a30
U7154w6y+2MWxXtfH1GullIYqw+N41Bze+5GEMGEEFRwX1GraEtsLkNauZ4LHumSbq+utYvUqlCM
MPQwu8koxjwcUlUWlGgGKo4lfTJBslhmpSquUGRyc2aOVx2baWK1OTfana08bsfhJBqPrFGkm7g/
kBHXfFXXjJrHNQRmNawWIGmrSJc03S/4An3IZXaTOEXHHmZWkPEdMq/tNlWzHK+C9n4FyepOlUKh
JgGZHWkvG5LW/hOaMVP1ehHjvMI4txydJIzUZ1k9baMPne/jHlUoSCQ7cWFsYUjcV2eXGOVncIBW
+lBH5L5fCYUBcYogOjEk7NwVE2ysKAR3WHkyQNG0L2hLD4urO8jDW1OutjZaHdfvqGeIOUwoJyIh
WX3ef03R0E6J1O0RSp6pfSK152OrxwQmdQITbzGYyuO0RrMV7mzpsauoqPWh7lauYk1dd9sKm1fl
3ZuYak6mnFkBngih7FeVDEig8BJjFTJO42BQmMbIUruYg8isqAeYpBWDUgKFK0YBPTASEMCx55fY
rZW3VRlAKuw0IcvSyIyskxgbheEIQ+IwV1aOEsq6C25dO4hcLDIt8zkUPescfNIiMsSciBjxgTUk
uMIRDhVjlEXW9lPa8lweQrpO/+x4t5jboutVqo190qyUAeQpKF4WVibxHBFJIDyMKl1ljGtzKmkR
DyLDh5tgNBtoJaZPje5bWm7JpO7PimOo2lFWnZDAl2kDCtY8Z7jyCeyomiE2P1olDlyoiCgabqas
PLfK56hWbAjew5fM/vYGs00aYy1FtE5G1e8uphrXj2USpdUelg+vM00yzOeal0FERKDtaAWKkLHG
PecswKxip8uKhzyGIL9RazzXtQLMkQTkZsXkHMtM8yvFqDgrNRmCHWnsfygerVRe5vi8qqKL0a2k
gxoDWm97IHdQrGgn0ZdEcYOQAaPKmwQIOCza6gKo0SrBIiiqxZzo3NwHKyw0DXIeJGjgcJHtaXYh
rHCFJT6xWhIj9ii71DlfaVo0AJOyWdJ8oYsK32I9X86h7nTAY3pOlIFsIakXKMhMhG9QtCrJFKtl
Ns01KX8S7M1Pu9YSDW+C9BLZZIhWTzDG15VcFG1iM6nayyf0Dhf3J7ui+zouv0hR3icbWZHUOeXK
DFXp0RGfFI4z5Fpm62z5mm8Sl/njc3+Wn23KSQmpMjBUKLLakD7aJ2cWAR4e7WK6CLHL9lEThvI+
9Iu2DM25huzH5+yzEvYeE4ypJpIiP7gh5hbrVehzX5jl5o8QmkDzKU+ve9+9JbPXb9zuLND06KEu
WFxJF/tZbIAmWj2EQvmpVejTQi4+25xjQxUQts5Wpsu+QHJa6VPZ41gMClweTdhvEySCWjN46J1l
KDLykeeHCk0fPutON8Icb3e7byvbzRNOimg06o1envRI9/Rf9jKn576+n0YyinpcNA7DmLvC8hUh
eHTkdGcsiLUDKRQbTQMw1YKcuOTaXFKVf64pW60hisB0NZSTDW+jVU/Gzgc7KYW8OPaJJ0NyMrE6
DU5GIupwbKOK0YieXjlV9mU4+nx8bNjBeNu0kjrd244fYNSBPOdbtoNpdGP82XYZYP4LJ451iYo+
ChMpkYe4wHcoPTqkYvmdg47VHCO95QjCvhx7asj8c82Yji0pNpr5g+mxLiLqKisoVAmPfeJlhCLg
X9JayUl/l8kAjXwPkBBFn09I4WO+wk9o9m0Ju/X/bHjggs7zwk86SzIEn7qlskiHLGGngibjixir
mIfEblBECBuEaryghFF0cTl6K82JVgcZtWEY6sclyd5SE1YMkdAKKKgLs3zMGtCartCqLLSurBUV
mLIcPSn4+LFIWqOFxnNsIk1DM8w0CBFcVwXjjBsCFQh6Qi4sYScKH6G2mhJnVkCtKkgcH2gyUYWo
cxWhmrsqZS51HEQPi3I4/3wcu4dZqfbT/NEjZN0bxW5nDx196lwg7T22SBbpHwVHATMnkdIsIgIS
HUIkMOFZVlWJzimJLkRlTg4qX7rBXbN242uqeO7r08lYStP4uBSWZYVPUjvdSMviNFWfesaOevNC
pjyJSMQeNBQRakY4c2jXGIAcrD4hcZ6cPqgyOqhj67raz1rVi6mrNx2aoFR21oo0nEoTI4tcpeg8
Gk7n1Wjx+eSyQOvuIpvKqPoQdVg0Oe+EbWbs0Ca77xF/+F/4CkuU+kBq6avv1ld2h7jzlGYLtLg+
9oHjlau9taL8Hqm+lFpNXF9J+66FMtPPNuWLEpqGgeZZIt3H7gub2ns6oMHRrqoRQRfau0fQaR/g
IxAkchsfTdCwQp/x2ueFkqjRQPQTODZB/4IvdV+VOXt2zgclKo2JaBID7o1z16RyxUwUKBRGJNFi
eLDnp1Q+xVNV5R0hUZgwIRAPcALBjlrgETLBmlhZEA5EKdUo/6Qezra9SVqWUxVJxhUqVzjg2tC6
QQ7K8P0C4YJQNgoR4SNzaJcrgySEYVR2t1gYQaCCc1AYKAyqZ2zl8HSRlgowY8JJVZYvq89I2J3Q
PK62vqIN67479nkDtc5q2CANinc0kPxEk6yDI7jSkg5ilgheCMqjiPuKYOA0WkrGJEZDoQPDJpgc
Nk0wbDWdTos3rkW7RqTSdAj05KCLEH0oicrBlR8yyJ66Qp+UsLVHF1AVLfl1GC8Fr4zUwnA28mWR
SthvaWrZtVWJSSILGqtHNkVVyqi7NLtWCo8QMaE0WF2YSrpiWaKr5Xy6yGSuJFtUD/bXH6uC5smm
BeLMAMd2RUjYzLpbJ8isyfe7Mb2vDjKKU4K+dGpNzEzP4Y/RhQC8KajcFPmn9n15zBJ69u8ffvmz
v/+b8D/S6v0/0e/OzD96VyZgwper1/ROibdjNDV0fnb646NKrELm9fz7H4NUnS7NhSnD5SKZtms7
C3+4JcqEy+dsWcXL5y/ffQ6uhWhym3z9BxEuh7+aLsPsBFAqa0vIkNfRGImovPql4OO7vwoeMW/9
yRwLFXx1RwfF1dm0eo5/PliXvT6P07u/wb99KV8nf7f6N/Ltv3332Rg2RjsTpZqRFq6a9tgkrRpR
pSK+vwDbkOYdN0vMP2m5EGjSlgsL9ctv/vibX7/65fW3Cb7/bnZ79v5Vm/P7I7l9l5RF9jbAWZa+
K/WrR0wTyDauXlc374IlYfOIZZgtw06frducZCrTpLqDUsZllL75DK5NhP4J334nSIHzpdtIJoft
tyWglirEVGWFdaYFXR23y3mmlImxdyB2a1AqiNNLTuXKPps/AKDt57gAh52UPpKutxKqMipRm3tw
pFnmiTes/73fg4hbHMtPfP3NgP7y3KrVpXC9EQK5zqNSxhCoAAXMXmN+HJPyOJ6oC2NQEgAAGCli
tG7fDVkvOUBl/HZkuJj+zJBPzbHcGM4IOrN24Vl5UgWM63MHdeFGSRYBDgc4vlz+fMhYIH8W6cPU
4vnbGUXliRmfXPzV+VAMi58BlC7gjWNaPA9VdDX52fPLt7/4B/Ly2f/116/+Zfux0RPKmaiHbIHG
TZs3RR7jyWEtEP5pda76+vdMf3MmBpwnyOCx7navnIN9ZJDQwsGJ0GJ1zMJZvkDGS6ieV3BX0OHY
IS5z+7/ExIAbhMN8/ol5dWvM4IFBA/wrKVFVVHLtq7pQhlFJiDizfJsuz8tjNwVH2ij+S61xYIad
08DsTAdiFAQJJSgOfjGefS66DvAH0fxhqR82f2x2QGxEOHtCJcRHuRhWGPCS1M/Owl+Po/MJ/3oQ
i4gNAn1KK6jRDlAwJsFEmIR+FVEVlyfxQZXdwTpQKDPCyeSCT8SYRlqbASsvIoQTWARichWQPCz+
ZoANNVdCfRbCpmM1i5gOaAhwFIJzFgvoXhTaf7BimpJQPQdcBjxk+TGPpThN48CM0ZiSjORBIrmD
cbE7HpMSIkCh+jdxwMndS5Z+LsIWH53CgqbglPfOBu0qJxxR/EnrlpfNpoRcXU+G9GoUDiY4iM4m
gy8xrly3pVMVskmUxGqgRvEYn4zJI9aEX0BhssRU9pSQkIXqkkayaUAZWmKx7xPZyyCkYfqcfFLt
a42yRM37QEC/J0kkYH2vhrjOBE+MBoQTagaa4aRIRHbMA08LaCdAxigoI8pIJGbKJaBQjF7mIhXa
kOrfjgPM7v+afB7C7hdhmG5ruIYk25nmx3KJbtX7Xu+3+Vxpfg+a/DFcUvVwa407VSCzTj/7Xosb
jK2IVYjkqTWDZsdocCskbgkxYf7aCK3slrddm9EPpSQ5dCNIIWEkU+LzBGjeG3Qfcz3RU3vkFAkI
aeWlISKLDArVFHyedBjNHneyIDQlJKNDNDJWBFVEMbaGHFhCzSk3YfV3pCoD9g/B95+LY7sRSdVz
53TJtEWy/ShODL2LAXw69mXP7d+L5avImCH6g+HE8iqx9lanS7K8kMaUd3qogsqgQ7s8a9blzuBS
SBotkDSKAo6gqGdqVMEzQjHPsOBSP0z07NNyrXrS3+ni1srQqMoKgkSm0bqZ+lIXS2MKpQGaLrff
HxrhjQPjtIx5rqt3ZfUjnt4tqcaZLKYCebg2tMTZ0jxM01QG7OHu/tn93WehaihKVO1BLLts2TQ9
lpsfzj5obfUWfdX8rPgMR1hqpP4jf/iWo3KklljntPIdATxtL1U+FwsrtAvofze9QIdyiRcoK1wM
5K1Wb6llx7IUSim9NFVDNnhpWFVkJhMyqKRKL6tPmgQ1c43a7J7+I3p4pTEdmIKRIUv5qjC+rhjr
aTErSs0ihzQqp8HsUDLezLfzRLMfV7NXaFaSh4zPVvlMZ4ucQ8srjdG7+fSNmhGdvZt9f5/evUqP
zsceVsYnfBqJ+z3EzJVCoa8o1EgcozkAcml+8c8VfWtp+7vXd+TuXVfo/DMqllUmoEtdbsSPR5KP
fLH8KlJ2IMMw/40DffWWtmWNcoxeXgTWbqYjQr98e+SMRwL7zE/oF4Z6ngotAO4Xng8pKI/42n12
dW5uTTKPbq/lJLu+mfHVzDSFQ/+cXV/nChUzWekf7qZ4NX9MLsMbv5P42pCyMkNCs9WSztda5fKN
/iEzLE0pwdfLiiyPZl9xc9gqjTdCtCNEK5ebwTGl6TEqsVWqorF4aaKv6FkZRV/I2tShDC1zgyI6
ofFL8Yxx9SJlj2pfrqFQyAejL+Lxb84DOiTPTeTfB/DJWODx8EV0QQcRubhEJ8WT+OCez9Xa10CP
1WDNZYFWEOmWVh7p3jAyXuT5worqN3SF+bFWwOQ5plcDmP4lOxc/W8sGgqoTIkLn7k3k4Bn5AAGw
qcBwb6jyTnP6PfwA0o6tzW4X2yTWNOSjF8+vTIQHPLgi0DFvBDjMf87jQZQE45OzLBFj8YhTVxFt
Od1rZW4iEQVJeDlYRWzo0qrsYeOESLq8SyjIh8QyB3ohy6Nnajo+iG0PD/HricmhSWNSI6zQVXLL
LT/R0RWuAhZLBX0mGHTqq/KiSAJK9EUYpkhHj4TUqf/XnUYrTqWsIiHnSJksF664lbqVXAmTKv3l
M7qU5Um2OnrKHfcklX39Va//PMrlALO4Na9wohxUuwpRLwB6/WdqCqis1ssfBDoq1c0qmdkVOsOg
ZtLBJJAVQmv4F30WPwsLd+ovIvokexnOqdR4jzWD9tSSd6eqfYj1n4tX8zgWAV1iS+t4RK0g0L6O
oiioGnAaMERiQ83QHNplCYkikBJ0p9UM44jhnE2WTBIAZNZQt45UvvphKozSJZEXFZWX5VHpMYVr
obcLSaM93aTmYwcN8NyBC9jnvMXqekQjbWcnTILHVekJPrE24CKbWVLXVSCKtCwv9CFlaYrkCkBn
5bvi3SywFmdpflalMovyEhp0IpMa9WN6bTVwVmVvSXpXVsWqT9hlVm9Tgl1Biu/8BSD4+vSHJJ8B
5PDbB6JvWwZuLQV+iXg8BuRwe8vLjZMisddqadMcwls4pZwO7lbTe45IWqx0WrQmXqlNWixKkxVa
3iyWxYayhCXyFci0RnfxfWYSiVbn0RdBzCNsjeJnUViPEAOeih4Ez+IhwqIYnL8Y99kX5Fm5Bwa6
W3fDMConhVzOYO70XotOo2nLq78KohBQufR5jH8t6ndRBf7yEJKS4NdDQmgB+L3QlpKcTsJByM85
ufyKFkQNrPQIQmvi08npW1oURAYCR+fxwqiBz9JbM0yKPTr1JMAe4YroEst8mU85Dix5hJEROGY0
4tDYSQhrRlYpMpbmX/46SpUc9+t8rdlVGzWh2WBEMvwe5T/Y42btOlN1g3eKWPs0goo7GX8hoj4d
YuXrhR1OvshUJqH7Dv6h+P6OWzpiKDALKQNjXKIWRQF6uFcrJcHJH3+xVOW59yKoxp9AsJFuhKd2
tVf276JaSpnPZj/cExYzNj7HGVZDTFwHHIHN6pa8KogJKVmJ7EGr0gupszt0DjxzaXJIVqfULlMs
HDvBU0SzJWZZPhNZhS1jvM6vVxIyaUclehYbroUYTuhJXOLrOHoxhuiCGi0M5AUUeHjN89TKH0rj
MpJnI4JH89HLgRmyvJSiKGPKrwFvU5wPL+nL9JkcmVxnhaKlFtHlqsLj0sdgU3Ip7fMYk1orSozh
Mb7Ed4t0OtdlOs2v5UyKoaIsjnPEIhy+QzIbTONRRlJVlfREAyqzFGHMQo1xXsySqzhf5O8e3lCc
JmdjOtYvv5xgphb44eyLcYHVQz4dD+jVF8/wgHz5/BwQl9Rs/Gw4e5i9mV5rUsTjYUqLyXnyU82t
5+r52/dhodjCkvyNwdwSAINY6QuFy+RdjmQSIEuqJV0MORREganFczW4uSaV3fsHYa0c8ONjRxfV
sCiHyqnL+JWjlgCa/4I3/wSZmfvk1LL2YLaKVlYROvPcQRtJwbNSuE4KRd1vWbocxKkCoxZipJLU
ti01vi+apU9ofAy1FBTlQ+BcXmG2FGxZ9L1P6IO2hhBbmgaQkb7gWVHkVnReQwWGZ33Go8IHMGZo
fS2g37icuF6X3pMZAqA5UKz9v/OaYUIP6zOQzTrFUydl9FmjRXi3w1d2pvEM0MpQcULls8vs64Qm
cZEDVGIqXdeDiXudd7G7olSrIVYPgU7dk89ruDrg+Q5jUEvXuCVwTXTfil4Oh1VCBo5VCiw9UAnj
mV3xgbWxXLbMyLXkWziessCxT/F8oFCwv3CW9/fOX1ZS48MSdFqXF3n/DwGvp4f9UQnx5UOurSSB
ZS9dJUqJKodEBMNIEjW+gFOe+UJnTBjZtIOvgSqs1lziCGr0IDcR49+5fZw2XQTDWojrGOmvXJvg
61opZ9Mza+JB+y9GTBLCeL63WjJG/+Xyj+8bzpmudfO1Odey76IDM2KXui2ATVE95bBRGvKtNBu9
08iTveT/1X597LrRIcsth7poRqhdjUf3um/sskGDgrd0rmfufHitm8rU/p7HvbUPZG3k+Ot3zfOt
qHdH0rcDhyyK70tA3XlAixVga+n3iD47Sf76t69+qxdj98jISS4P0ve2eclXbsxBJ7RS7NDa9sbI
s6ZmuVyHvWuQFrNrXv5RHh+c1StpdiqE533rfNGs2GFXdo6ekHLloGxgu8+2Vl5vhYdmna98ElD7
beRGPdSyLfm7bkhltGWxy2aOTcMUPTfaK89twuLSledHWCZNLESs3YTwaunw8f2OcIbeR72la7PW
g85L/WhP929l0Ux+QvaaG+0rWF3CF/D+8LpPDjorFqH1jvcC150H+tDykOz1cbSeq68F+q3e/Zxw
1zDIcd6TnQE03bN84XqxNcG2fuDEDVDCsaoFYtmf4L6L9wcvtoeh0UZ/N7LnIcC4CFRdQTNUxQYM
Hqub40MaShiZevOGzeMWwuoRYD8NoGEefPZf5M0wFP/b+X943hBbsTEdU99OGlBIsmtggW5PCvKZ
XskuxwLtM+EY1bnuuP9SvavZ26BZnKY6Yu3ypfvdZ10UOP/hmanXn+znh09yzOGDgeYuITnIVHJS
ADx3gnuuH7LF64wDV+pFQNAaOgE9hcLJFoni/VwC9aLwj7xte5239yLGe0X2Y26oY89y0LRTaMnG
OP+H1WI/beX8h4UTP85ddP9+mf0ayKNv7+L88q3tjhwztP++LNRvQ2h+edE8fNjQm+jfzttU6F20
Sg9S3caH4Qct4MfKaHrac8wTaP7Rl4Yf1C0AHcGj/iUfkI+einZM4mvyOUu5m253PyGEffyU9X4K
p/u3ZvhBW8O3BnjpjPdzRN42T8u3lFJVxyfJtIOVivrKQBcd1Gflv2s+Gzc/Zn2d2Sv/VX+x1P5l
uWk+l/t/rLoGyx5mu3L40MNdysO64+RTlhY3szNbS9fK9Fn9HWiQifJhRPIoSajjyEbvob4OnjbZ
WIcG5R7FH8g19/Jjs/VFgZ6Q2yn3E7bc2imz9l3U5dtZE+C7qeD3Nyj86AksR1bUHT/lj1sBXe5e
vZ/ExRdbJNFqzqum1W2G0Ktshx77aXS2zygsPsslDnq68BHLop+ywKpzlunHo3z0xKOkP4RB/VQt
hRq6wJ9tow/YjKazO4s+J1H73SxNZ7TdmNgNO338xLG+IS93ia1ph8WVfYGYNdpvC2X/RxTah/wH
kr1l33/79fXyl+V39E93V3+OgvSeG/NzZfDq99/YMWbLCP14s7g9u8N5NY+ZThDVWTqZFr8hKNSp
1sVL4IKMstVV+uPLt/dhJcvK6pRpYlzQRv0JL62gqHD6MEDFLQzzu6p6880f0Mtp42HMbmHNS0sH
f86M+ZVbQyzlc6lHy/nz9Dop5KB6EAt8mgmFTOwCzjzm32AksLUUbk/Mzc9WwYWu/LJGeDS6n4+h
Rc/PF5S8gMD1a/u7l1nxP7yZigdkUsTx61NVnN4jNnuIkIkAFVxb1aFyy6aVXmjkU9E0LPhiKmXk
es6mGvyVCDCFzSBAPM9v1HKsrVAEbM/M3fEFAuwShLMIkd+rSuuH5Ztv/+r/DOPZ2wQQvcliae13
BTsjWbVE6ktYiVO7ZynCi1dDAG8BJyo3aDhHWN1DdSEEWBYVRYWirh3sjJ6yDgNQdwqyg+zOvq4U
h05utxFSJTqVN1rKTODUoLLA+HSF+Pu/y+32LdGze2vNaqFKuzgqL36Rup4mgJ6OSsI4Cp3JlIcV
OQEalHbksQoDIudGhxoHKL/O6uYHscMqRvrkK+LDWvq8vPntCJ3j+4FrZRRSUSDGcNdfwQw8k4bp
t88VScqSWXpO74xBGid2DUYRGpQzuywzaDwzMfr6vxmhIfuxNuRu/izGi5crdCKlKMu/sQ/mf9Bv
3n01/92/+eONRL6j6Syve1GW7Zlou5wp5z3x6kxWnyzcP6MuW0vCOh7BgHMFOYeHmUyrBGbLmlPk
9t3OgwB5x8R0GRC4Il0uQzeRps68gBJMxzyXdr9mc79r7nvceMn1Eb4/3GU9LjHIr8eMmPkUmZOy
TYsA7LMvkEnoA0E3yhiGlhpV+Sv03/3v0d//yZxwwEkvHUgtL+pm3C44pywdZpDl0WKHwUzFsS4C
TJrpm5rv+mwBvCqz7j4o0z0Na/3RuMZF2HFj1VcCCfLg7hI1jby2NE+5tZ8Z0+XRJa+baVRK0y0v
pDWSfAKEXAuOtrFWjUfnADYW5mGeNO4qyJgSjd9YiRqYDbe0K1C5tiCH3cnBcRjOXKMrjQeS1QYV
bpY4bVzbLWgBlgv1pQTMsCYHvt1K3eyZJWx5WWdR79WDmxGtCOAhHxZ4k3p9hk9wBWxYRGaH6wfw
StheJZ3E9aRCTH49xmtzCu9RWYjv+/YxPVQCA2Ps614qbkYfAFurlHP3Axw+OcZWOs71xXGYkDpI
Q3zi194dGvzaQJdnHin9PfkKciaK0pIhpBvQ5mgLornDu+X+/YSkwWqZVneIfPMLNPzaMil+i6fh
//w//sP/9P+tIxbc/aGbZKuNifX7fGJdn1wfHF/vlDQ7jL1dbTlY9pg2XAcjTf0+0/f59snDHBFO
gGFa0cPUDvfKT9BczWHrsxkwplBMvCHqjrVZP9gYYH0MYHXspB6xnI7uxEuzvhL/0W2HoMmkaUYO
XRKT0IyCj2y8/SXsMfxxb8e7rZcnTeaYTqT+h83ZDIbob58/QyfrBe/5wvBT/eIAlnycwwhgn/81
e0Dij0Mmn8I59Slf/QmXw4zQf3UX+dQNebjzO6DVUkdNCEGtTNOqTnutArI5XecRrVccrcMX1khp
7EpQgTsMhhCt9wod3D46UwZaeLFDDN400ksflB9erSj1YcnjEtwcZCW2I8Torv/Ao6jbfMgBVR5y
g4DAfHWl1v3JOs9t0EMPqbV4t0pwYKSkYykw1OuQqja+7+IMoW4Bi9wXLDRH8SXmWgviI9yhB62K
rd43ZscKNH+MISWYycOVWwrtsH6f5DL+KNeH6mY7t/0vFB8xj8YCFHr1LPj0ety/gks/hQxpS/3b
clnv9ygdy+COUP4+QBXhP4kIip03fiqNyLjquc91pQe4hlqvzQr3mEm//ahqFy/dcyw3qA5aR4TT
R8+ybk0d39Vc1/1iSOsVaATcrHEBrENIK+11hxS8FvDVq9USL7N/fHs7fjHn0d1vLt6Fxb364kFM
Xp3+QovJ6uJnN6PoD/apJ1/82Uj04tmNoj8ELLUPDsrvr87+achldMUEZeSFZig9e85ILC7O3ofR
DaKG0DQD+Owsv1sORa4oT391LxPACozp/TN9c/r8/w4Ht3eMgqt2fLMK3hiknvElVOC5HowBvl/R
O3Xy+zN+S8nb6IJ9GaY6BF/vqYCkIiIWlVw6wBoTkWR4URI8G7rTGCR/GEMxqxYnlzktELVLIp9d
5kH458v/9hUzJkEyCOR/j4QJb3FQXAVGDwiOUQnIb2hBpEAlsw+nkrltJFiV7JrhApP8Crmur1DN
hhFOJ1+/vUTvDa64up1Ci+aMrEoB+XnmRZRfFPbVs/H52y+e3z1/+Q+/Gf0gYvDHE/n/XuLvrYqw
GgwurCV/AiSVkQdUvp/M/rRikPIZmNUEglaKYBmjE/DZRasUZXZbV8LK2qjkinS4zBKwcg3XZyyQ
Dix4iU9/VORP8cN34zFUQowH5TP0xq5QRean4Xt0lgfPrhN+CsW67IGSezS45tW8gIVAKH8g0KDK
El0wwJpCrbzm0Iw5pAkfO5rjRIV2l2cVytWYAf3xSEWM2Nsxlgkrz7+xNrKYiQBwtO+WV9AmkSO+
HnOFpaTo7IEMA6SIiQZ3pfmjCTGN7Bq7nJYgGJqSCaETHCKhzuYmKvOxs8nfFuHkFRvp4PKbL60t
/XNi7eT4fJX85vr03/3u2vnjjcGZa9FildAG/CC/bjw7CdZWeTberZf2nGtp19tLNS6P8sGWVuWs
9GGdZei+zFeZqhGO7NFcGLuTWhn/iem+i1BLbpY0SLcVMIHZuNp2QPgXMzgF8Z9MwwpmT2lIn+qc
WboN13zfL1SF2H3+rVoW1aII7BBwRQv58ML+UtydvxkMrq3JyP6X5eCv3n3z8j/R/+M/3anXliXF
6dsUbodCK4mWnkP6si+FZqtDibQdYVPuUNl0T6Q5auyFqU0vn6zLZa12OvXCVu8SuV11dseSmS05
PrNn+wmaX908JzwU9kcuQDhvBp33K2eJ851DWYzEf/za+YIwbkBHAxRbBgw1blh0b9BUsRz75/DC
AFERy2ka7SACgClwNy8i7703NbAywnSUWFuDBciyO0/MJkDhd0NCvsZlHR3EtPG7cdo6hh30YSo7
SY/YS63tmb+3L2W7NYtWQ0+oRNKOY3ja1UFYOwXmKnvqrzBaG8eNc83PvRucgE/YQO+yBurdD+vp
mJFWX06GiDWzQHibPLyhybbaSrAPTQYeYt914aRO7uDtZLlbRSPoG99UWsArSICbAA0UTJbHWAGk
/Q9pc/7N2syjp6jdWmiUzPc8EA/ICcQqo9cR/f2Q5hpIi1vTm7javoZ1Aa4t47wmgYAHapqEM0FN
xE8QZQpxc35B/vZ/Xf67vxf+zBLH3FxSGk4cHA/SXcO5oXLTaE/2PCiu6r1wuw6kxXG1SyWvNmhO
Y1SYtrn3tgbvO9fV+LTcz4Lu0PA3/yTbK9a6m8wJ0J1iTDa/I09RuPUxiv9BDd+IkKGl2mWiqD2v
eqohobYMoLLmpu7T0Y5U0954VL/VDDOPewEO22GmbrJAGyPnCW4FesCsa0PYvtx3vU5MVlZABZf6
TfMu/Zd07OqfYjjij/TSei9pn1zwXs/L0H2nN0ZM9sUHNkZa6zvKeF5rzqKLvx6PyEUU+8ZWIWnF
aAuJExHgdpTQ9kHjPWtQs/tHbHQ8cL9i0adpaK+2Bc2Tr4/g9t4Zoj6eZuj+c8b/MkT7qV39Rx5G
fvTtG1CQAv3rvxyVYPIEejjE0uX+xV/XQUOUXV893BGTN1Tj5BDALLqcHky9Fx7gO0DhJeu8LkP3
cUinRetdZOj7itFmvhRUuHUDTLPNfRpV23R0bF3rQZuzaTP99MHMDeEIjK+T2Wqaa9WYnVniZr/I
pYdPJ63NMPu6NEXiazlH607F1bEubbVfIJndN+qmELOO1JR4E55obQB2iUWTp9QP7fmtXhcO49z/
ijyBa5ljWCFb/1btcjoOCvx5ELs/a0HHX+Tl5JHXqTkKJqMjhc7HbiFY/ddWQGNNC7m5P3iP5YLN
EynnwO8bsGbcnjj1aenwA0J8i5/wGki/xv/yA4tWXEtzRAcDohTbEcze8TyJHpMBTZYGxZuZwWun
suniSZRdNlL5AKOG3tBeAuL36B1K7/+ft/dvkb5xkEHThoS08xUy+7X7RDpX0bzPSuaoxnJ81bzl
W+fhHiD0e2TQpjnqAcRqPBYGz1c3FFSvky1labH2giqHImZSDACAQ/dVWz/rz8Zt17tB1oorc7A/
7Znxd/3ZpdCnSH2HAOzdDu9181Xr2EobcdcqCnkz6wf3N3YwXN3TqJA5ADf9Hcr8XQ9YVIEOXfGG
Wzp9a0riILBYk4I9cb8UaJYatUE0bZHyn1tv3FZRx8+b2Kbs5HrYB34DWwlzHMAssN+Xv2ss3z81
E9cd9BvZcZoggNWqSStxGkyByLzvdvErkfdJ/W3z132Ho22clh/duzgChHVvhpBO5wXZmPuxGyp0
n3WPbHy05rWEvyaouHVPtjT2Bzy2evMtf/Xt+iV3rQd8QyIuXc/0Lq1eb51qsp8ftpi4RefH5mj5
WzTKffuLcO013BwGWx891NK76hyZJTJ3zcuLp9iw27+5q+eibh1CWzcAXdRxjtUb8C7CAL41r9Df
vvq10TeuZCZE+KZZtFlnVaWDZC72qzrHgNioLtW5qpC2ZsY8QZLJbXCDNktKHycHjzcbV1tPIX3K
kJ2pyS1p3k75Xd2bF297gtL92gDeT4Vl8/zllggrtwRbherWyGiTVn9qa7VH8X/uGuyyp1Ky+Gm+
nXDrvcHHdveQIyhW7dYL69uP7sWw3ia5nz2Rp2iTP7Y40ob4iHCzlek24gRdMxA8d/R1Wgs79DtQ
p+g/oH9kInLIpURI7L0GktbpLmFVL/uNg9lkwAbrwT6HRATlnL31R8/dv38Ngo86sFzaMqKLeh/V
oCGDSGCrFcUOL85f3+C6/WnVvOLUnQiBiknj6pg2+8P7y+n5v+8O2/K6UYeS/RNF4DWiFeXKqwen
ai0UdCNqN2j1epOwOe+ThwZdTvfD2XXmJwG7TXmw6CXgwSoMAKrMddFTJ+7nvqkeajDNdC2LN5FC
w2YWB7wqiyau/XrtzIWMiF9Y3tu4zKO1btNUaJJ64l+4f7x+4nXbeDNMv+ZU8dZpJltHKcHYq5qD
/Tw9aP7d+u6HGG3UsbX+l1O0CQYYagCRtuOJGu6gqUf4Xn1N3GO7ze6aeXgMdeZyXE98jWrzmwTX
p6Zd3qQ+sBptqaktr7ttvv19w6ZmW78p1jp2ff2mmVfU0HCwzddxrXW13G/c0nPzyUvo7wAQK1cE
O5hcbBfq1JWbn27KuDX9rBviifpRw+aZ/quvoG0vD92ti+bzXyCPaYy/ycCd+iUhf/X/U/eeT5Ik
2Z2Yi1ApS7ae6ZmdmRUHEAcueRQ4mNHODN/4D9OMNOOXEzTe4bAHYIFVMzuqp0VVl0odwt3p77l7
hIdKUV0DgGmLQXVkZISL50+/3wuf/PfPnh5N2Z+s1QwQ6JOfKJjR0GCc4mL9KQ5jQIpPUAsw2LAR
gHqTE2an81OXXw59pGnNi/4RI673pP38d+gXfknyzwJ73AYlyGqLIKnbxHINh16Knc8uMAfNLpH0
dtDUDkelXQfN26sHbldLnrjXjL23m51/hrv9GAl4XddjPxEqsrRqr308ghv+gi++aJlvyqUsjtw2
KfdtKT3HqtsRGXYJ+qR1WuUeGEEVGCnrlWhhl3BsCPryc+JGUAJpBt5z5C6ZK1r+IYOqYYxr6ZlR
CoPXxi74BF+i6WFYFP/5BK6cI1cdeFDM5WfvMuPDHR4I2OGT1lM3O9rPdfsAQol7GC2LxL3pTz0J
YuCJElEdqz4l6pOCCXR/hG4YsatmmHpOgJXVUuy2/JvAxEKUtpeX2KLg304LrVD9r8s3XzuKu22p
SW3gFNWvh4vqFNBOf1+n93Af0M7SXVPscCDWPtetwR/hW5ZEfuMslZ5IT+2z9rZp3bUIXxM5d72q
2khrBslN//a18yBlrmC6L4FPdmH75K0Rtm0Z7rhx3nRZKNWvkB8Ubhf9doHqcsfvH4QO+m3brW59
NzU3n9eWZhYXVfa4VRRpczHzkh1VVr+UDW9P5njOuuq4Xq1GAU9Lb/z1qeGCkLZ/I29tAeuxWA35
pbtIdOke+61LsbyuvhKqfjyzfgqf1V+hoO+lFTFlNHBFbE7qV3iE9fT/XyL+/VNodj7Fs8uCmyXK
ssQDADdfaVUwk9bNH3j7XtSNvxctKXPnuIKWDLmTlQKeDzubefXcPj2Xzpy0Vct+5O4vmfDAqe4P
LlNW7iDELUooHL2sWg0C1rJSWU0i5iwJNBv5n+g628+0Z7s4pJv4XkFZeUjsZB+buuhf6oZvlnni
plyTd24lxSFci7qx5XguVNca3riX6nd9ExPZBRwnK+pV3hYBl6CHuYlUp6qmDdUlzt7XTq+dSrzy
1InGeIYtMZq5O9f9FLL2zk5a/3l7fS7db98oaTztG9ekgCkb/lg4HqgpNg3haSu7XMFrIRX6My9J
kOEI/hgDSM8/LN7fXAFL0c8oAlN2QXKLiyoUM+m8+tulOqaAYFISiTNdK10c352FmWKyCpjQKu2d
+k6DXBulG8LzzCe6wB0ZdHAoayfTgtoNDtJWDakjsjA3qnOtNUFqnukA5qDFJ03nQ8MBTA4DJUHo
LzjzgUqKtqx03QlDR3lMUWjxK3lKaTNshgNMLKUIIQc/+3vNBFlCkXUGoRIGWAnbYQX2FZosJpmt
Y6DVAyudJDAeF0AMkYHqdjzqsQRndnlYxlYyjyyUMGXVrGwYoCh7UGP/sbCDqZQoRuiyoX5it/06
rRYxc5vC9NyfHhmAODgSbN3P447cA0VtASNn9KFKF9wRcR7azq6wXlFKiV55+Jl+9gia/9wdKzkY
/vYvL1RZCN4W9VF1YEW2r6993xA4O4gNiZrZ1q2GYVMX1vSulM4izFeNaR/Yy05RM+8RUZqzFC0A
6hnBzo1S3sKguCIDzdb//PfkEvP659jYae1K/bCBprOPxI78KLXf4tU8kuuDt+mhcogeFipX9qZe
+bdgoD5Te2Tc0N0xq/qS7dFnmvOiM2xJmhjID5sfziol7p8+M+jjfy5Ul7h7JWjpx1YHMCZ64Hrv
t9RZbCUrNa6WgO6u/NccIiooii3moOF+W6zJz578H3/xu6shEQGoFgDxFgI8KfSwBHWiMG3h8X2L
YpFZCYzZodS1cAMoEpS2+FWBXYHiqP5+QPOrV8MnUXCrLqExnhMNgtqcWEivGYwsz9Dnnd5i3Mik
WfI58zegqrLSbHhdUNMkr+JsJeI8Q+0phEZ+UbwJItVw53UzwPrxTI3TzChV1X5B11bbmot4TTKd
pM6jkgXK/PmaXJAkNHi4DhjWqvvw2ztKpFa3Nmjc+pa86na/qfrey6KqOiMpGIXQildIFi4KX1kP
Ko6Myph7WqgtL/glre6hnYxLtesbu1ZQzzQYGTJ1qxP0yZrqgRPZfCT37wqpf1BY2FQ3jqHcMC7O
5jXHjTG8eU3rBIcDl4rT7nGYatFmuGb3mWel8Fa7hBh1NxXe/a2k74B1+Y+8RYIWY0xo1RYx9HD3
OLH4gzZbzWidogqB+Gvoc7ZyrbW+x+jxgmQctEDNLcyvoEodq0IDRZkQ/Ij/7PnFn7Ppx1Q8HZH8
Qn8TxYVtWAVQwHiItP5I1ZjcZqPEvhgAXHlZW4V9IAd2RBOtcK5rkxRuBYIUzpGNmhWU37wXrOlp
RWc6bXgdO+Awa8w2iMzCMtpB8kEpgSMTC4lyOb9gnvNqmwJldQwONwFurkIXqiludKSwTjG2uqoM
IRp6PZsLGN0APKrLn73ZNA6f3M/g7rZzIRav9tSd1VGd9ugHCb52Onuw5SkxqbuZt2mWaRt5SZXp
lPB/eu3TatdqTaxAqJwi7wvo0YW8pMemkMN+V3Q5cFb/rBh07N46R9M0Aw9Mpk+VbASGOtzXaNSG
HgWyUhllxKVSw1GaaCvqNvMIkA61zYS/XIVE3oCX6y/PYvrm7V/8X99VDuQW55Q1bXSv7HdJcir3
c7BTgxPezC4SzdPVwdBly/3dokjew/5lQUFnYb7tkPfNrcaXmsWSvod8QRqFybJ1wID/XGTNAtP9
nZ6HGOq09v/VIebEQxae0PI/O12W/P5KfTMOmOn7n63janloy0pU1WUsNPfdNcoeBNpcF1nzmoka
n6ttiOheyw4HlvLYSYPBsgMMfbfNsoQoh9JZRu/j0mk8OSsYbUSc7Kw2l7Za6e/X2e+nL8nxyZFB
A5BDSW0XY/DTIHQ46I90BJjwpDdoJ0uwcWl4GaudXzQJoaMlpGZjkXl0y+/mNQd6bUWkv6RF38EJ
G92YfgTDu7Dp2kr4R4I0EqLFuNZHNN3IGKkgk1ovgeD5MH4mluTJ2/SenIHf96j7sXPaI5s+kI/t
eLF8WEbl0iRapqaL3VTDFyf+FOpEyXze0l0tHexBG+bBkpaIQHZ+RX03haPq+h408TA46e6xxmTH
Kjprt2qFLEkaDe3SMKMD8m6PMs0yE6pFFFTTuh2POeQX0FtVrnOOp/7IGskZ2ayV0pqFlAu5fj/X
fPpiTrJN+rvv6Jzc6nGySEDVDdMcTIo4wBrajSvmhapeqc2Y6qwoi9NmiopXFW/+OBa5gbqBthEm
LUKZ6aROrQSmQtUPcRaXtJCkpbSovDx6MIm20I2tIwbwRWhkAioWjzWz9VSSGF0kpVtEutT68h45
Aca4CUOtFIC1m/EVun0o5WV2RhZX3g2b8KIsmBHLHQYWc8pWBN0gyBHgtMjWuTP/yCWkzSoZ0Gtx
93H0nnz+/VQvy5UeZcGB+sESS0lsHgDYZ4Im6fdOfzfZcZL4prvcmF2eRFA6Umt5nDNk8zRStnHi
Hd/I2Wo6Xzv4fDSSY/RmQY/PRMqNwOUMUPFUCqJxpVVPBQZDWZsDcYdaxMuDXOqtod0RDlAzyZDM
R4Y6onjqxEPgEbYS6OQ7ppgPGOcFobwmiBXuu5FgSRFOCGeFlXR0Id5z8o7FY8YyRPiRx6NlFqXB
L1/b3rxqO5+2sDh8d3xF7cNYy+KxYpd0EyRt5v/YptnT5o1wmoTPcxqeGtN+IfI6zDPTO4mxfSRE
XBum9MS/eGcSIpdVAClPrimZ8YTLEI79G76+oa/PPv/t2X99PSNY9C+Woa2Yk+WzNoavkz0r2enW
cIiqNglAn+UhQm3n7v3zgqznLYcs89xnEBcr1KI4TGuiu1ZAdmxGWKOTwihHalUdjrwSeU38HzV4
6GWh/1z7Eg4ccNs/1WdLB/a4S4/J9q2PZweOYPcnZTHaCFdaC0D9RDonYb0zJ6vhLX6hyCTkyhpK
8LuL6XHAfvrmr35zDkV5VAQIEyW0dJeZqToQQSpM0yAxIHIpKIm0CEBv1MbijFidDP3eiChCp6EY
gU+R+eJmYtACOc0cDsDH7JWUF2zAYuyNFhy7B5IpyjRqtZKVFsIpN0BbKhYYICGhJDF1Wp3NfpUm
xYXbd8EkA7tJhY2tilMEcU2mgzJTwGKvpaUeGXjiQ7W2sGjslk0bhiZ4WeUgNu8sYVGMv12R2fju
6dEf6JtbyjCxbhYx90Dp4leCQTRW3a5lZCtFUmL7+wSkBlolTe5Nw1Ub5M7jzpD7S06hwDJeZuW0
aKWw2+TBgpcMR+ba7hpzuA56ieDO+KdN/5zaq/iS4oq49l8yUKxF7QNHoooMa5wtqzBoTIYbbzkT
BAYBAiQ+7lTOY35E5IK/fJsYNyKv8M8mXPgmkF6lEfRpUpj5ggC/0rQ/cb73SgGkQRzKnaeWkxWH
mi8BPl1UsCAIt2hwF4nK5AjiaYXzl5UoMOw+jEIBIM4RC54xPDu5nBpZEdLkWJAwKTmZmX9IRbWr
VByb6HMVqSORDaXxRyxGh6ss0A5QaZETAF7ljMcLMBOecPnZo5cvVi+GIpdY2bb+xw3joAZHiq4k
hHEIVJGwbFOMUjUMEZG/CMrEO4Dywb0r4w4zBRCSvq80pAZ4ic5FiGCL2Rm6k8eviEGeJIUsNSlT
7C1UbbHCsC4wWa2Fdyl7A7Zt/Y2OnhM+45ohIqCmqodjuz4DbIZhDpspQg+pLeAuU6YBwjQJjjyV
hGcwI8XVBTOp7psXqd6o/ORvN5X7vOU22CI0c646PdQ0L+QewvaMOHtp22e0v1OEbrvihZPRbsLe
rUan5fXltgmtX7a0qC0DYRVwr2xWZDAmoHAwYDJYyWd3iaab3EIHbPQoWEsbGCJ7D34EncQYxLyh
ioT1zeK7lpb1LYqyoNfU+U9nwBbDQiWi4DNzrKKCdrRMN66gwmYXAzMZ1vIIBC/bV870H7HykyYm
g+OjSF+I3iJQh37n8+CFukh//h++79Kuy4zUdtv57e7BjWss2udNM4cvNM4Fz52tesiToVtzL41O
NrcmbgkKPYsl8ihTyytXzZK+mW3RyTrJWIgu2l6RdhW1X5ZivWDaxlyEwjriVGOd95E3eeMfe6jD
ylbspmyLDSV+VO80PchfuadKH7YeX42cgb4RUfobaV1wqou6hPsZK9ubllGO1tszBW0xjSCSbTBc
6lWYiaZ3VO5aU9Fps8jDW8pouZhXjUp4Y124i+Pu7zdHRT/0CrO6WeAf89N5+Es2ffEsOQOmdnJa
oqJ7XVJPSRFRkVMWGzVf9bBShhj0uGqhtwGzALXKAnyr8PA5lrwE3z1THUQbI8MqvPAXqyq06qjM
Ufkv41DcjXJx8CdFWDIKPrCbBtVSl4ynIEGvthQRtMWeMuhxaufx1fCl/uuL3xUHHL2wh33s+5H1
oGFODsYzFw/BO2iXb0fuT8ktupW97JMauxeYyAbKJyaoYI2c9Bo7QgocR8MMJ20P8aoIb/8xte88
tV3eHAiBLKlVDwx7PyjWISAcJr5oLSCrHAKy6a+tVrJU5LlR6lOGB0GkbabtTJZ8BSqGyuW8wPgE
L0MDgilLeRTc8aBvLCwMSKb+CNZZSplmlWOt6mjyfvX+hrx/+6s37ChiF1ChjwluCurvjpx1n1i7
FSrfTXlgqbefacuKmtpY25HHVFiPCZ0SdYFn3Ni1gVftXipYj4gcC4MhEximk9O6mluVbKsnLi6f
mW9Z1Txw6chLj3CFkApPHIc5cttcIpIlGPuJQ3jvGl/6P7jY3FMn4dZu4jd46AS0JLBb/QKpjSMQ
mVmIzMHgKFWM8J6ortPrJzyVPGMQ+3iersZnM81cRoTeYV8D4/h4B8+xdolZ8KAAxrTC8Txxzxm3
hPEj1xKZ1NzgMObAkdYLs4OUn1KwPIfugcQVWgaI42GiApEr6C5LHU+dz3rohhFaKH6L+k0dKIrf
4u/KGHpYJ3Q1hJndoTskYHpPFavL3Q1MF0zwM1ppvdRTOExxyMTVoxWDCtkDmhadwN8jA6M3BpoZ
FpAVpeJ3YZ+pVmcFwmZq0IZopPdlptNdzvfybE9YdSXo4VH7aG+BnSbzTTx+iLzprLvXi/mRy6oK
ygMpwAOp1Z7T1Fqjz6KXn/6r4xd36tw4y8Azad+etdaQbdFp7vWJ+tXoe0hBsVXDF+Q+WjtrCdFy
ykvS5XOv21GiTsb6ab9wpzJ2V46mzeUNHb2Flfux+WRzJaCmuxUhrpSKOW4TuYMvkScE1tPZfNeS
+J1O8clhb1jlaf/co8oJZh8Vc3Nd1ptvV7MjHmwCa9HSoL4FgaeICA+/sWHeJN46G0+9X3Qf1ude
xpsD+aHmls929MAetVxfsVullfvnR4QjGqEK+8/X0F2P9wjVMHd/2BsVqnjFo5CaqtjjkORDKEXl
ns2+wZU8xmKBAL1q5vM4YAxdmUNsq6PfePo4LUi2ePKrj1zdavmKI9rcSn/HGxsX1MfMTKZ3/cSF
rdOUIuQO935e9E/5zP0zKF0fqrlQtO526dTsj13xZHqvwGPSM0LuSU9/T433q4yhPCPk5wMivd5Q
W0iC020WAunJIOMt+indx5+P7FLErelEbmsSoG27p9TTrLbve3uEPpCUqbeP+h0cR976kBpkX/Uc
6rMCVmNxj/Hh3GlW+vp5jv+l2xAafX1jsSuker/mnFucGhFtLuYHBsKnbkOfu6yexFkvvFXPXNpU
dx4l2MCN482JW6WnETeAe+XxHFN6g+7ZZwrCgVq3/CQpPjmaHgO2ISSocMIeERpYRDKV5eYIU7RT
so9ahMRb233S0iI4aWJMf+auH7sFHLspntWfzOoQdg3tNGjSMBjFq9ZW5hUkAHzWjrD3sX+HQbM/
RJUHyj1qUbXVSBxXLDfuF7iRvySrRyxwqohym2KXlLv6BuHpFVZw8FqdFjH6RgDH5HmL1IPW7pwT
8pc9tBq12PsTV6rFEO4srEOTVW+vXzlp9Rl+7Nbk2AJW0Nj15igxiq/cqJbOGtqUc6GmVqka88Bz
GhaeckLQFsbQLB0jZPVLbVMv0v/nkSd0ulqzDHbG5+77+YlLiR3WtTg9jJ+6MOIA4NdqkrrU2dqa
Z4Z+3dD5SrhbqMB5GMySrpDyrtJyT5sb/sZhp59RZrjcS7eh7liJE0KXeI7upK2nKVHL/nVAhtxA
r2dkABkb/06CSvPvbt/Mio2JPiqLOKFSfPsGQEgwgB7Kd4jr7lGieu+yS4cefJYAcqJfOYoO604n
BGu1SaF3JL+IpfIK0hfeMS+PJy4d/Q3mCuhje+EiK0eOWF/blEvyNdIS1ClK++q3jqZfOQ7yCvnH
DVHX1MSeSVnU+7pWSWnzX8PauVArgDKrgdT9Ef/5e6Ny1AXQtfOsXRIeIWO5UtHbRzEiMm1wPYoR
tcrqoI6fabw+jfzO8ngWjgdyQRa04QomDvg98H91QnIZguAIvLYt74gtbd3kVbWByXFJSdVpQDku
IetWyUrZBPKV423DeoyMEaHn+QMmE8e84myiSysA7woiKkaYJpbXkYKuA5uffuuSYp1kpBsBXWn1
P7/PQP3Wty3DQs/iUfz2ytNyVV3d9eG+0+ZB61Y41115q7zl8birgXk3QnVN1l2ISjMvegzwEoq8
VjpXj59Kp1rc2v1h71svXXt/5PUxlxHQBuIfcgCGK68W7uqFfaP6myIzI/nbYPbX02DiDOZTkzFb
f+AM3xt5HpjQ67Brjx7rVczuKsLmqh50WdYV+wCb2hLLOkzaCFFOX93pIf8xkiMjV/bgIycbDJWS
RN+1fvWtAMph0JfBwpxexGNNJP+7vH7LgN1kiLZQskpRcylDR4yU1rbAnv2ALFXpvQTW/YNU37q7
SiK8rfiYWaX8DVktlFBemqSqJbXWrKSgZcDGreMwrrMUtJft36Uy+alzfr4i0nhjUnf7zME7LdxL
szqEPv4hKqjh+tZ+hxx74/2kxPd7Ty1n+06s/3rgHViq6dAC2fiW78zww5bxvhfOm/PGlucLgS9A
6l1KvjHOXlQ89CsuBCBAvYZNEYbbbxyio3BvmxMr2pb1lder/TWmnaRSi0gjhee3dgri0uJYif+m
N5pVBpoCJMPmRMx7Q5K/y+FBc655JjUKm8M+CH5P1BqTD7+B0onCVvYjb39VhN8QqdnFl4rKBXQg
/sfX4o9R8Z+vrufnRCaykOgFe2b5k1SwRvlI6b+04qJF+LtHypOME8UxTdSsOCatgM9hkKbJSqXK
5OHFjluLwvGbMn2SYsGGkBYGmtY9fIaZmJZEzIFY5DnAmKEVRK2GKsoWo9p4CxklSSadP1S5YAko
JyHoNQt9A4++mPyROaHC6IpNy8yRpg9WFfUe0sKWtRSpzVAtuPFxFJAzPqrtWFwKy4+VWgl9uq5n
+c1nfyQr1EMgQ0hSdxQn2ugs24NniszW0q0Vc4uOJxGmBCXx6FBKpZKrei/WwsqXSP9sXtiQ40VE
3gpoVzNxpy7BxoWmmCaW8cQl3KpFnrsKG6T+vHQvB+4vbOOZYbCNo3RUzKvZd9SP+lI8pWQmn/HA
KcuzlEy47PZIz1xvbxx85JlMjJXlyBtBNk/0egc2q5fQyamttrnjG3Y2p+T0+JipF19dPH+1bwSb
7eHaOCiJZn95xrwBlW3+Nrt9MV6uJPyCAyMIJ0f1sR+UHFCT08oEViNK5RKzxD3TQuVIAFyLMNim
TUw+fro4ezEP76TdpqLgZZc6aZX04lA5/wCgp+JH1jEO8pbtMR8gNilab5A1YlSBaStKfVSTfWZX
dXyoswyIdgbVuzDv6ctKl3AaILRJePMEKrksHMrMe4a0fAKit/KAoxJHO04RpB4pbPRchyfodUOo
+5B7c1SsqnI9G7IOHHlisYOdY/fHaEEcdWPYCui5lXqonDXAnJ10EPeHeB3/4ahsRf3bqFx258da
dAbQAOQoXuWmVEVZZ6iWJwK5fgJ/UN/BHSYiOoJxTCHtAIE9OS1Ovnjz81/VlhEcat37qVjPpkcW
rsi4fUBsiP6dr+A9SLjowmWw/X27Atq8zmU6os6qZlu6eeWBFbXwq4ypQX5P9nQvdkZdCFOMCX2U
WwOJt8zk+yFlyu5NKV0fjNqWNjH3nPXHHfGmjqQ9Widd7rOvLaef1QIq5SNL/N1drH3UuspIL2yq
cv4jF9KiI3040+E0eM/ux4k611cW5Mf+sA99QBh5ySLbeU+451hoCC0GqQ+HAYwIW0DF0uTYsOgo
/HwVDhLo1AZOCgWZcWaFj6mVTSHGSFisVnz36sstNbUbq9u41sx1pPZSOQv2nnIzoUF1vDpuku0V
UbS4FzuoDyxZ2SFgcL1oODFgoWIycwqHkQ7s4n0U2MId7jiqNGmYUlY5DHor6q0ZqQ8vVChHGymr
4UCxvtOiVSDOe3Ry1ZwYlZWZYSLUrBP2T/XzODTugfSgayorMXJ4qljYbyCk5X8wAz2071W02fd0
FOlva9DSykWM1gMpEcbi8zfyv4opoJeX0+HNBeLqIH5yiOAQXczIGMPe+6Ddj4cgxPqYnaawTatL
otuMBGqzkJRmRPzjib4zNvsZifYGKUt1WWyaGeT16bNqXcDBfqv/TxCvwiicWsj0+TIVr77T//jl
S6r+9nd/9R/e3BYy0fY/RPT0CDgeMSkDqTkCZbaKUmZExIjkWLqEpS1FBYcAYKzKHFpMZTEJIJKZ
CmIqVrADXW55Cy1c5fEVEau06krlIgSZsXztmLGZMBVhoQkghyDNqhANBVUTrMReLGmh1CQjzDV9
KgJZWDbM9CJzUOLfB6jcH5v8fiwzzcFRQirsMpb5O1+XsqHFRCmdYcYDeiOHjEmLmia9ik1zRYF1
LlIi7u7E65en5Bm3hcghj32XeJxYsc0iH2xONvswu4RRw0kabNelBYNLL4QTCY2u9Wnk48CpiK5o
yZT1xghm4boAK3Idtxg1ayiR7soqNc/ISu7tYPiglxI+MluoIjwj4UhYv20SsG5hz22BXebNh7uM
ZuQkG9BR1hA7PyXDga2hpEEJ67XhmmOB5bc8EsXxy+MXN7LCRacdqTx+cUnTlhZtfpk3hRTrNcuo
RTvdXwNpdu+ugJPK1dhmd6F7f8qDVPXHOOQe7gPZkt3MK51WSJZsabwwJLugmumvZP7+D+K3L35J
wsnQDDOR7bdP0PjBXPoKOkHWVoHWNFjWrUFCK94oM4RCMxKt6goBqr1J11LN6v987GcXb2le+xAf
RTdtuaKs5Kyq21UR1XUu62JfubvTRSRz8tP0LYAGI8DBiksJPnJq+2nyWmdNKlPPgCvgrJuGocr4
QcyRzq/EnIsm3LfRegovkqa3Z42JF9wLwfaqd1vUNC/DVlKPsr0fYWk5vGPMJFOcRko6A1U6wVtS
pfK5X9Ftv/L6MffhREsca8U98sP5f39LX+cv9DKNuGnYSepu8hDvDXMTYLmXZuq8YBQkR+ZWfgOb
tHFknAVIvCu1sSFKLPoDIQHeKK4VROaOkv5GdDuKMo5KGbR/Icydedf+PUgh2obey4gsN5B2N1VY
wVyknQgGa/NrwVSotJUW5FKgQ0wrIJQl2F9F6F9qdvz9mq5VTgJXvF/kckDuAkUVXWd6SM/0DF6/
/c1iU/zme3YSjEBwRQG412JKBSsSLeC12ChoUTi5pXhyTbmM7RZukIwoV6Wxq/hkQAYx5XNaneoS
MgLtfqfHjEAH2ZyP3qGSggF+VdUTuXeSXCDgsl5yjkoAApNhorKVnfB6UiL4UtDEpBy5kAJjlgBH
oVHSoglgrYmTQRaCl1mTtMuGAz1Clfa3I0dRzzaTIcf1VB7HCDW5rDN96BmCDTvbmVdhUzlEAKHJ
dPCMf//Zs18PFjc0RFNudQvuECAQaPVLsiUyhwFZ3pLllTI5Lz6qFaze1LfPQ01J39c4wsiG4mWg
j+tQU3Yo9BnOeXK5LIAGPQRjJiOgHpWJpVGyKaRDz5hiFaCfcGED5XtEIHrJ4yT2zBCL9WH1MIUR
HkUDbQqLQFDJ58IA112vRyb/0dNI8gB8WSz8hifIK9lIb50xpqvudTw3LjdYnxd3ZDbMkR+x2+VE
TEHTGCAkSw7JaIU+CvIP6if/wLY1Cd/timiewewhnL/d74/ohzlFOILGJhFvBb7EPvMLSAOZ1a58
xPST11jgZyVG6ODUWJydF/r8MCE2nw0v/82z/xT++kvLO8Wqu+Rfiodu3LLlUzyMT/PhbNxeD2av
i2DT03Th0vZ/4nYvPKuJ1emQIV9Vzqudd1I8K12VrEKCpsavAaiW2KBMyYk+zFrq3jYzS5vUnIMl
wvc9VHt6ojndI/7C90gfdaJf0j2O7kChvThyow56f6OqWoSH8G/iY1tVEspwoABkxtSsjNZKGOzf
4oOp3LPNNB+mLpMr6mjuV1aE0fEJUk2YER7pX0xzXhmlcbVkFMxnk2lLZXCiHiWgR6SJXls+hswO
fkamf8K/+C9OKaXKoUe1S/VBz0lkfQMWDS0Yl46O4xpuV9/uaL20YEVZk9n0I+c1uihVWL6dvWTe
pRI5u6IfdKnQlVIZfyDm5Bmucrukwx2lw2StbotWryquyNbGz1uYLMu7nNC00fKVpzSxPqxKJcbM
F45GRTMmVkvZ6YiYGZzfOlwZ64wDxDA52hXuqdnDkNA9MV8rfQwoqfrfcB+2w71IuaIE0D7rvJFj
N+qQj7d3UaA1E6nfot3NAR8gkCe3/Gh/viZhucfVmDEpHHlv2Pk42jARWUdMI0lsRTV37hsFRcMQ
hBuxqSa0cHr6LPn42fqxtl0FP0KX2JRnQ8MUvtfmAAq1F4xpkqEbo/93+z6EyzDJWlWgjsWRod33
Ijes+Acl3WlqzUw11hHl2T61Do1CZFLGp6TzM1fAQOao0W3q56A6nHFNojocqBzbhSMduy5SBcYl
8GTkpQsXK2amX11F6AXhGaWOkWBD09DmbWOGmDRtfxlJnYoj3Swq5xOYQQWkBdrmRFU/wrDFCPRm
i2nNicH6aFZZCcIMwiGjhPTAyFDmP5A3ZT3DikPOgpFwlf1FRa2l9qUa59XVX9zWQauqCU0hyw9V
CBbWI8t4ZpAOb0m4uP3Fr+npCLA5MeVy1MEpZviK+PrmwZXXwCyMx/uEQhu34AiTYDXHuE6k3CHV
tDzbzKZyew2oROmgNPCHVK7USIgoGK2vESsxEtocXTR42i0ghWtKzXgM8NZMFWVnsbgCn4TlTRRZ
6lFuFLkWdqGL1UC9BL0liC7TDflB2yzpT8bP1Vdff/F3r0Zkra30MNjk+oljBEUtFuD9DMwpEVTI
VKp1iNaRbWKVFyw0ipSwXjAR46KcBCPQMKhXbKqUSVWcRsI1Uac5Sel0TuQqRj+8PjFpBVljG7UY
fSTmki5gHjmgli+JTVZFL4rMrRwBR0OUgh8gMmFqvlhyV0QOOPEIKj6Vsw2bPXpJTcqmwuTKQvla
U1FBc2qLnjWCo14pPLgPtGm+IbE+/zclaxK2bbWcOcrfSLQQafE9/f7y4yPyC1wpaGdMqTPbRcW1
sBlBRU2sy5ue1bkmbepwVmNWeHJhCvHmMZcLw7CVO65cocznMrIZa7g1owIPuXQxdNlpjlDM7aq5
RwsK4w4NI7QMJ6IxOXpKggG1vGPAbIWfHxM2zPF44MKQgcu7Lwko8NeHHXGRWP0mOI7B9a6wg5OW
V08Bq4OfkvjPzp7f1OIeaB66f8uiqdVmWzIKnJNIih4nA60rLsyPuWzDtpC012wM6xEf2hm0wFec
YvwK1iMmc6p2WJ5yy5hs8Y30tZZriZoKIB1xd7XA0QTvijkS3OLX66P/9Piv4tOXVEG5YRxFyiA/
M1p6Qe5MvaCaeEvT2xpp2ZoEtInCcu3M/ZiTpwAkkwaB2TsETbSJtaZqlbbqpWrpbrIeLiCEP0Sq
bNfHBmQLaOpgN1E01J7g1oZwKmEsVjPsUc65G+ofwj/Tf/3J16uAbqzsdvaFEzTu0JqkOZVaPM3M
YFXJSNZQr0YUhG5YzMrVYJWbTbiKMcMF5IAUm9MFCZ3wlnn7tODPg8CbXtTBPlxIxPEu1twUWjsY
jKdRxAgvg5/49Ftp4YCkh6nQyIToVeNzi/SVIZuTXlswtoCCQlMNw24K8mX0Ug/U4OmFa4MBXPV7
A91YJRD0F8pLkTzA9RcVyqjRIbGJjgUiFR+nI/RESgYqaWEO5hK8XwXjmXuXQvgmLT43ThPXCn9u
AFklqeHIBmAH5Kg8u5jLbaUTS+vGzDUdrqYRQpMBDDYVBW0BwCw55BoGq2BOoKyFqBlF7D7NVRMa
m7Au7gswzCtYjklwo77BX5EsyDKtHMz5KFrSx5q1czL6B3ZzebX6L69KaDGomIuKig+KHwF48F/I
Z+CYgT6j68TSMVbCXt7fveVC0hPlX6/+sXYCb2XpY18EprovYXE/f/XcP6Vjk+ZsYjqbB1nSE09V
apjWtNcl3e27pa6IpLB7tNnHAzHS1PtRtVyRh5tRok4avj8nKiqaqsf4X4AT/8M/oV8Drirt2W+x
HAX3dZaz3iW6n0t6uOuGfXSDH9yjGBrZZc1spK2pMtm2bpMfNFra5+t6fLAfrAXW0QHeLGoi3F2h
pMv5Cc8Zeydle6pLyc/nDmK/+P8PYY/dtvoYbtkufjisR7Z8P8BBNNa+N6rWj285jJVz4+CXvi+z
A7S0GuM/0tId1f9Z1iOCzBn2tP+d6wNlXHsSJXspujz3ex6xlGQDb+mox5aHhIjWW1f3GfO/uM93
qLka2Lq744pLUCxV7DNnd2YeLOuMi9c3pZXYL5Z7qtF8K8UfcooCLyJtlJNTHKLRkTb18Qw8KX9v
SXFv7yScxv7v5z1j8Fap7M0EDzPyt6TMddL9e7l1TrPWsVWOMCbKOVZYg/7vye/jveW1/1lVZYh2
10qKM3RudnNnHonPJQKkBz+GSBvClVrnwofWEdzr94VjWeXEc/eHr/nv31z8xKN5U+5Ty8Mop5zc
/wAEba2iSYqS7rFOyzrmjMBCf9Lt76vsLNFl16y6VSq+lc+rLntKdf473Gu1FqTJM81SvQ+8pRM1
biy3Uq/qs3ho/yT5NgWz6Dk3Ke/da3kgbVh/+KjDDt1HaTcu/vbE+fL+J1MeKNo7tnrTrx5gKy5o
/jX37IvM6+i+58iHe7R+/MCPfOjnK8+OyGrSVpJ+nEwHr12p6LF9mmo7B5aduxJ0ugF2yfqwXh17
r89PcczSdNkZVDLuKblY7eep6Cektjzs8Ijub9RzLKyjDna+Mxstbi0v1v5V8Ilx1V3NenJL5YqS
CuqxzKoxdofsgnjdufJNRL/HTdHWd0Co2/3AuclE/eRGH1W30v0Ie7OPmiH3M/z7HARt1p10rxQ/
SGENdqi5vEc/rDxpquYiKFpQGvuMpdhDjywOUZy8Io5aaiotC0hji1+pvKbx1FsSRbq9Iiv32NRq
HdukXun/jBzVU5vuf0+NSvjTob59bfuPxh6kYbEHgRn/Z2SeHVUrre3luYfLV+xtCp36R76HlO43
+TY3eO/so6Auf4tt+q+s/+F31clLwPYGQmO+dRWfWgzC6q3m/vAQPryTn5fLG7sajaJ+dtWu42D5
cy1rsmwaBYT0W14JqZP7GnRiVj1xTVvK/4doZQ/Ur23sQf2/nkKjlgKPs7Lgggd/bhZklUGCzJeE
/A0Ok6OCP41KCECzQT6k61VtfkmD65dwqSqA7IvMtordL0BTtNK9XVdHQOdLA4O7a0j9nsryvHBP
lIgQuALEYE1e6bx3+5qdmLql+0qT/hjcE3cmrTmyPvgdUlIvPrSYdfmsMszX3mqYQU2t6XX3W970
rlDPBUr2cWWqmiazpvdjbXKrPD74M3Xv/43mjXjovkf+MyCbxLM45p4JqrZyNnnlckaVMHkHaWBe
NJ+Vk/3CoPbbFlj/xEBmhVPnctSImOfJtzmKvCI7s12z/UKjmVVZqUlqUKruJJ5427XZS2yx5pRF
792l+mJW84h4nWP50Ntun27lVlFT8nNN/8372/nuD+vf1J8n0Yc8ZeKMO73St9h83TR6ON4qWlaQ
3mwOrriMqvO20psZkxmuIx2R2Wm1MbeQh9NPlnThas2koNUOXkE6l5eTjBV/ER65jK/3nWRt8S+5
m7j+/doDu+P7nbCN7Q13d+mI2VSUVq22HNFyRfYQr56TgnUoF1jYaTNWBKf78TwF4Ki5hadYFddj
j7ATUh2yFSna/HW5h3J1s7AcQvMxo5Uo0+iZLlaZN3x8qKEHRqsk9C7jsd0cMP4Qwh4ifnWMR/hm
Zp1+GXRg+erC9Sn8HSG/Mrgb+O0NyVxdPijsS080KZJnn9mORMUN+d3RlX5B/o0+/CI4u4DrAmIx
12l695OMjOTpNM85mfC35XpeROT6o8SZePPca5oBAPI0CM6USbc/U1uiFqlP1EmN7V2Xq64Z9XJM
jh2PGJsG5MiN9H9PMNr+jc3syhu7XzY40OPME+TPU/jl8kmsp8x+TvJ38Xm0WpWdDSU+6ApS+0Ev
FfUq9YGnTlMa4dnQpLmw3HFp3LNPEcK/9AkjfeQmly+oQGhwvl/AD9IBmFRpeFl+9RuXUbBxfOm1
y1bU8trI5Vskes2vXvRziC9dJQMU5H9h+Zg5XX9j9MwE8wSxm47hb6JZxFmTRNK1f2p/HVQ4u2Wi
gy3G5P39bVKk2whF8+sEeotscLMkudV0/iukN339cgOtvn7/DrThVfyHsvTuObYAK6d8TDJNz5pu
NX1+la0nXy8ZuVyeQV1zMvutpnNNz5pu9fXN/3Y0+vhZHNyq//FJ8vQZHLCRaXxwqa9DAxP9gpM4
5kHZEIERSJdUpogdGh/HBh4jMafgswH5ImaY+xqdfKzp3/kfM32dSOraSQ1vXa8TPffsyCZ9IQEu
UzSJiwGwdZGRwYBkeEgHxfqR08+Za/NhzttLkt0gFc5ysqFs8K7gs/m7CZTszN/d/jCCzujvPxlN
f5n+x+c0Jpv5n1Myeb4YbUrNguv3n4RW/Tl5FD/JKIBn6+fnj/VxO9fPTp5AUl6aDr+esqXerWfP
0ywspqeSPopOT1/qTXqR3AXJEq2XLBzmkboi1zdyOCaDZLy6KQnme6dPnjoen/b7IUs7awAlDbSU
41ouo90krZ4Z7qsjop11ZfRSWslxkMtt13K0R+Jh285ycvzS5PuukZ413TKXpbohvAS9nznrrgRH
0fz8Borwc03/ms41PW/wdxvyf2v+rPmw/ommZ023mhQiRq4v84Dfar4NqACaMWRK07OmW32dsGD9
aKL5uebbmj9r+td0rulZ36+vs6ocCo6YKcWxaN/J85ryyVzirRZ4aYL8XG/ataZ/TecAXK7vTxNt
SjFPx+bAWiz7UhUqPyoBA5JXETo5hQxS9W/hmQuJLXvW2Lsm1qKe2FHKIfnhBzKemEauZK3g4BBE
8oUKgc+0MFaAYU3p5pPRKSnCkUookYyK45spI5vJiyIo0uP3DMmNkWyFEXBQnAdwhKN04wYb2qA3
y+noCdw0VUH891ogRoRGgTqSr7TpWRw9VYPhs+w29uwL2e8IJT1OwhHaHaRqpOvsZZ+ZH/REdxQc
FHx/wbbc7sNdtbzPvGbyoGdA86tH7sm4j3YRW0NW3EUQGPK32AVW9L5rubzCwhf9+x9GLvRzBJ3R
/QEUSdXwQ++vcgJR8z3N36zPM4B9N3IZ04G+0vxK8yXc9w3sY+2Ee1xDiLJiQfM9zd80H2Mw0TDC
CqKyCuJ8CcOLbBV12fgI9aKwcnqfuPun7l2Ji2zo0x2F0NNTz1n/Pi3gwCB8dJHc3Fg4mwhLFhJ4
JqLDaVa4ILJqtEM+qUxDQAUB3YMcP0qvSTCc8FH0booOzuHlfwtKzzI08iUlPGQylPp+eODx7LVm
yMeDIlgUyZ+RkA2Hr197bLnwVMeNM+2JF1kwdseSbulfeVfSW1sVMJ0jbE/TSd2wXbVijJua65Py
jpSwsal1OXZi4cgBygw1l7uru0+cQxRT/zdOJ7nEx+Z2IAutf56YNt1HIJepsYagWpIe48hMlxYt
r41chiYLmNm/MpD7lGn5q7mn5mOaX2m+BPonOly0vNZyWctfzd80H9P8Ch6BAknLcS2vtVweY3MB
zcewr4pKMIql5a+Ws7gIMjK9YSnok1pea7ms5W+EuU2aX4VAm4iaTBItr7VchkmxHF1olV2wHsP2
mTYOxyQ/XyI9R3D96zGhEzI5x/U6sdWeCWojFLunD9y6aXo23aOlPrDv4cbFBra8uM2AzhOgW7ie
wD3ffVJo9hHwd8QvKDHlLANTpiuv4aBsXiPZLCPy5XM6JI+hb+D5UNO53kdNt/q6XqHHd8XVvwLP
zovrHzT9U/A3LvT9+npQ5MtPx0Td/PyPv7/1GJyPTHa5w+ZelqObicq+zlwHNEuzdfBt1R+9S+fW
zwn+ok3Nvjb+TO4fJFbapL0f4/+UgBkGxaCMcWNfa3s5QPvIwEhloZXL2Ej9KfGyg9reb21PITdb
av3zJagltwJajqy03SRQX9R6JuiTuF0c5ay2pyynKHKtZ2p9EkrvKNV7oO0sbU/pv7VeqvVPrWdq
Oa7ltZbLAUD4SW0HaYmr9UmtN2q5rOWvlrPl9LT+CZswwOXWFD8YajtL21PabtJ6qdY/tZ4Jcnyq
tFyOkA+PcaaabgduZ4agO3TvyRqmdnWC/FnTv6ZzhBFdr0H7AO4aYqqLpmeg2wGwQW3yDM8Di2Zn
qOGRYeZYcqGWmp9rvq35s6Z/oPOlhPvVcp0Z/qyF2p9petZ0q+nz6uSCxMPF519YjhsiZCgchxt9
XT+cqjvNzzXf1vxZ07+mc03P+n59/eXtr5Qf7UoqJvr5XjmqW2O+xdYo796f0Kk5Whwzu2BjFJH3
REza+H7dITDhs91xvR1xU9OmjcUkeAJ7eIbE/bbRgP3Yd8kut0QrJjbKqp6SDQsQVgyunMW1pVTN
zGWPOsO6Q/TS/Reo58zmtLwHiTC/34xzJ0/liQs7aX0s9kALPU2ROqa35XMMckGcAlQrKY6g8RFS
IPu8O/HBzPO7Mq0TSmg/RfmCGcOFqrJehxYf1E41d3ROSAVlMHCa3V5pBOnFg0QYmLNi2/z+fp7y
1Klbx+5RthE84SPvLE6Zn0KwV9BTOfe9Kt1TVZpATs5Dd8yj7SEa5lU5K7vephvz1AMQKgBzuE3T
XZ/XTuhoevyO26XL0axIXb/aO6dhPkfr72dbZzoooy1yHQDFGMQPrZ/U6feFeRdCGvDt7EviCDNE
M2So6t/iGf+BnBq/NhyacdkZ1DRbF57ZNBDV5kXV2+Zuf42x8JOtC1Xy89zReXU/74mYHRoPr3T1
8e6d6wgv9vLzV07HnqJLlLhuwtHWIa6hP6yF5zsiVb8AiTia1ayH3okLfb5KWK1HY6Mhgapb28qh
cmnDihLrJt8RvfPsb83xAi9yt5p5wSmJZsVH+KzjrWHkssqYEoadBPRCQd31CUk3PaB63jwO4zpD
cm6WUxNhhiKaITDEVC3740/0eTXnLIP7VRC8gY517Hbj8bGR23ezj0UrSL6xQrTYLpcbNO2q36kM
O8NPdFegkHt8zLTaU24fPZB81ljZXjlhKgKG6BW5HlUce0GGCGsC77tzUY3CMvO7oSPeMXo/SFVj
IvSz0gC8i+9OyfJzoOwEXnAt+QKuD7C7xG9JcbYgVJtoKRmP5tmsRhLQOJcMqEFp4TPgG2utR69I
HCaZpusQnAgT9Jasy3DMoCzJxZ2NbM6LvimboKI7sBxtvXZnTvPki2N7qC/ghqvSFaYZ1K9YtYfS
oWUnno5Zmve3oUObmpDlJ9jx838hm6PNIpq540sp5pDoEb2LAYz+LYLDVryDlb0rAhKuh5CFPhqS
XBC6KgBDZoqDfwFmdUmAeQ4ADMEJTjnZfLt2z9MkcR0LajEotNS8G3lKju/eCcqcMFP8gaM1/O0I
e0L2HvPYVwFrbFPrn6BnmoJSI5eHho+pLdrKU7Lx+gUVHsnmDFxLBpc3MnIZ+ZuebdCVZ2iv3CLd
jk3HYW5pFVnkXNP5NdKtvl4wMo4guIUntcbMx1FNgmh61nQL3PVsHv76j2CivifF3YyL32g6B3oO
cn1d/HREhsPl5mL98sm7E1wm6rZsOLSbfAQ65gqVgg3I5WipFWE5muIOPidjTeeanjXd6uuDs1sS
LCX7jKjpcLSo+Loc6et41LGBiLrNrVRFL+UPNpfyFdqgd8J0WyKjhMhPYeH4Y/LNCVmMilIQhI4M
SnRITX/6x9A+s9jkf5iR9zfpHRHfi/c//D4fSvVJoV6QYDK8iyjJbpd/Kt+Ns4vxrOkjK1LyjPB0
zWmak99rWijUgpPrMAXGcEwuY3jXxZvjC02yxfEw0qbD8ZuT2ZvJZErY9VF4dSTQmg4GgaKU3mnC
H5wm5Op79vryjNT051IuB1vFXmlnoV4qSzmu5fKZT0a8LpMGDSdsxbnRzlo6tkw9OW7iJ7VaV4/x
nzU9ko7leHbW1OsODUQ3wMcNjM4pbM0WhrGv/DMgPP2HE815hwEcCKGgglniK6/0db0zehs0H9b8
VtOzplvzq0hcDtRY823NnwFF626m6VnTbQSta7VCGmt+jnyba/pHOi/0/fr6EjrUaSY40vx2Cq2A
PtMPG4MjR8/8cy9iQGxI2671Gvk5QEpo+kc6v8X79dm5iV2W0ACiPJYnL6EAIUtdFkEjNg8Y3gjs
tsJzwCjTBh0jNxRuEMZBC3159BpGiEWkOUCgRqpw9VoxrEKa6GHAA89P1PqS6dWja9Bwwiw9gh0v
tJE3WN2RN5IcB0Qewc/4KoPYzlM61Wf43aTMRzuBBj7oIYzOz7WVSSfZk9V3WrSGZPgJP1qzb2Px
d9fxSTS7/bPk60vPvjB2xKyuX3V+Lj0nWNhjL5f2xWZf41F2qlLHTgkD++K0QMkP+thzgJfsTUE7
daSO9oifLwo7LZ1Ocids1Di1+1iz071hiaGz337iDtcRfqX3XctlI381H9P8ypxAbEJjMZDNydd8
rHTLK1q1mwa+h0YWqmoQIke5DI41zcc0v9J8ScJw5nofuSu4Gdo2mWX91/XQyUfN9zR/03wMrcAT
ve9LlFMjJNf3T+HYmHLjEcArWTIeuyw44/gN3f1YnE7CAXCi50hk/5rMqBPFa0UuH8E49DlMwysy
UzXPGLiiEaMr4ELdkDZjC+0un5GvtCKW0HRBPlXRq0fFRUD0Um4+Gl0Y0LcBlZlekHPCJsHHmi1o
8zb7Rt+vr5OYbwYXt59HmZLP4rAYXHw++W7j6c93tIohwrY4dvid7R9tDVttR5z054rIk8pe7lYF
9CznpCPdpIe8hfPnKMuyy8r6rDjC9f0U7GiwlwfC2B3ajpC9NA/+78hlQWj5G1aSRGn90+iZWl7L
T00U26RpVVWqoOR5pTr6RVrPpCZhpdgE2GTGwoSHGeifQChKy2uQy0UA/C1NgF8Fjjm+v9HyGuQy
6EOa0JYoRrTep7Rc1vJXy1kUQHPNl7T+qfVMrU9qea3lspa/mr9pPqb5FWAbYjxQP0bLay2XA5SS
mo8pl++ktyQA3Ef43xKcACNN55qeNd3q6+Ofkid6dCOtFZOzF8tPHAHqm5/glDHBh/zPRJTub01W
agWiNoF4VphHEuhc03OE1zOpuWygGfBS5rdXtX2YI9ap6VKaS03Pmm41fQ7IJp3kATs5178hs9Vj
oulc07OmW31dFPT85tv1p0+XNBNvvtb0r+lcLwDcf/MtWeRTngR3Vydf/51PmcbP85FVSOT7Vq7I
xv2z9H9Oyc3PLH9LUVqkMrF+S2RZzKfnVX9IRbmkJcUyyWvHAD0wNKHo/1GlvczA/jXnqewtzStv
Hfo/vysU+IvQwSbRvqbaXp668wMn5TEx3bsQCermwp0jrX9+c1K5m6m1s2YYfCy0/hmgHMcoj9B2
k7aPgE7viNYn9fZruZzCtr3X9hT6WAOtf2o9U+uTWl5ruazlr7azwJ4K11ov1fqn1jO1HNfyWstl
bTedAORXrvVMrU9qvVHLZS1/tZwtTW9YS3at9Uk454nQ8lfbWdqe0naT1ku1/qn1TC3HtbzWctkg
5DxHItJ0+wwp/AriJ5lJjprjTN/FJm/WhJALzc9D5M+a/jWda3rW9+vrL0ii+TNFiCVNz0C3aHWz
qT6LBfBtaJulrZ0QaDPA6zwgiz9qfm74tqZ/oPMcYNb0dRF+r/mz5sOa32p61nSr6fNFMHj3KE2f
vNB8G87A4EKvv6ZnTbf6OplH2cU3mp9rvq35s6Z/TeeanvX9+npy838+eNL0cg8Pd3bIA0/vNYyi
z3TU+vz0oefc7yYc0Lrg2e9zcq9Cimfbwh+Lh53xlvTZ6wdfxEN2OXXcbTkmi7KUkLaSiPyI8gd/
7hcpvGd4p99EuFmQIswREpKS56TuW65HKO+xJ/Q+Q2pOmfVldt2XDoVIrZBtMJXsIdb6AT7sfuTP
tzwQgsnTUeljyGjURdgPwLDveSopUeRw+IUt5HCGls/0iedNCe4RAqoGmB4wZbHflMU9xrGFzf8E
1vCGDWQ1DINajlnQh38S+tC73L8yBy4FZ+XP7nrYqX9l0Pr2rmsxI5MJVp7BuJcJ76+NlEL0oLKZ
sMWEqHuImFrMq697FnF9OAHJXXtwmMqXt4OJ9/msB6XHUzowAVkH7GMO0FFupSvVCH8vTJuLrZ/5
YezrfgKqua6l23c8JRRDYzdBg7SDGlwVO0w4P5zs2RvocD/5ricuXyzM8g2j1LqniGkmpuwBNvS0
yPZTKjyA/PSe2tG2Ow8SI3WyKLhFozwbzSNsGcxVltdOo6q9Je1XSGpDUlV8WW7b03zvXeZC7FKf
91eWIDl3AdwhwJO52iJXSpfs9rXkXazyA7f6IFGktn1lQO3pkCL0O6dntqdsuSmi1iiKbx9f/6vS
w1SjH11xhQ6kJtBahGDbCUhvsT3rChPaBmD/Era+V5zK/WYj3E3pIWrJQ2F91eBzfDDhxoYZF8Kt
N2Lh/PYN9UCg2tBWWrIWKeT9hmSbXC5bS8nIbiuAtR5YYmOaCuKBt1uS14rYqKnMrXXmRYZPD9cg
VUuv22MDx6w5Z3WvQz2q3nmNjKxqGTips1fWxXG5K+iO6s9OSxSJXivUCMcDvF/tpjv8gN/5RGjX
NxfeUzhst4y8fjY9i6Z6EELUBxgPfSN/0KdhnhD0mSL52BoPNFDQvikImsyjzJAotfPEpQh45cTZ
/szm3jxpT2cFa2rpsmaLujQBlE2LYivlQOsWEtBN2G2+ZHvT3Afy4V04G4Fs7W+ZHo5Q3hZIDKTU
k1DIFuRmg1pldSoD/8xiy6fdRh7G3LI9YW96QS/vBaLHSf5uCvtynVsgQlooHsACRqV/eyKaYpU6
+4o2uh1FhAUqiPr3xOo2YqfnomYNBPUZsEPp2n9bnBTj09tS38DUm+VihKkTybA20cDTb8WG0JVp
de93AoLY5mjEenPMyqWQcX6/dhDkXt6CxkBUKZFnW70ifZ+GOXnj6Qfr1nOE5xNswKVsWYJ4j91l
LeEb9g/4xvnk2/DKo3D38aAtEbzPQh0UIJGHG19bnoOR4o1blnmLCujOAyJbK3AP2thT8nyggFZ7
MPvlQ5yefj3yQ/2b9/4IHyuWP4TeQA9mRj/KpzWX1L00ZNTTE1WP9+GAw7ch/9I/YeX5S3/Mk1Tb
/+K+p/DDZuo2pQoyBtsolD08pf04foDdn6e2IsODmmekk849o2K74qsemlTo4Wsju/iytfkjN47M
G6vpfLVAicNKdASyu+XAErNmWc89kff823qqdrEHQd72c0Her8CUbdGMNnlFyG9cYK99kpfMoG3A
Dbc9T2b97Kuv58EGhzHam6wD2jtlWlk3MLjI25RRD0sQIB6lSXe8QOgyUaPSTVm+EbJZ0Cc0uc8F
Nkdu9frProBWpIE44KDj57x/wYt+zhHWm9quSZF/ToKksIqHAGdJ6SlPUUt+ZSro2F7H0NYEqh02
bp4S9twbKN16ynO7tBA8M3nAdneLqiZadlFAUPvG9JfnA5KfSrMkmZTiNiO5cvFllU69nw/D6ucs
ra1mWF/4OG6SM3fr4TVLWH+q6s1y+puOVY1/RXUyGz+ipNHAWbRIm6EFldA4fEbnPEKfQUHiK+PL
VKh7bKBmBqxpIVdscOXXCglvisrrEayIKJX/orfhiH7SfE+yse8wETReYqJ3HVSZbpeKJi+esjwi
M4Y+3bHtxq68n8yNw3MMOcwKWZzaNTi1Ke3S1sYJtw0cMCuCQ6U+75cFbA8xj01pBYaQjcUsj03R
WbUt1vznlOrzXVySquNzLS1JHapdMJACcsM2iGdj/A976VdPdi6O3Mb7HegreU5eGrpZAwqdVkli
CzxJVBQZ351mG3KE5fPMJq7m9UmxEnSIQSdkXhJ5pzXKoKH8gkkTeactpaDXkCo6Vk8a/X+BNTkO
lIt0x6QZXpTzcuVZy4QIPAG3dk6Pxv6Zda2q/5zoVy3zRBgAY2J7bZiWwGwXZfP+qvdDvRALJ+l4
S6167bk4SNVcpvZS1W/Mttc3bS/UHmd39dBWpsWDpUjNdQfAt25/w9YLg4r/dH/SDkf2vJ2fC2C2
h5sRQacasLdFbsb8j5qzN8jFqx1s7oXwBP4hEWK2bnI0i6UoPtiO6vc6dQCs4QIBCxnaV0Ke7nrr
kWHdXsHGg/cVt6BKqSpBg32wUdm4cdR9Q84cIICtACG2b3wXH+HVD+W9zENaMz1oseNnbLvSevDa
SGsky1/gNjMau/fQd6IMWIXlm1EI8dj8q2hKqfpxS1vvyhvyMXBNHtpaqTc11TmvvRPeWIvUzY4K
ZuB1I7cMUWApAmpegdApXVk7hLt7hv3PpawRZAPpbKy2MfVnzUMSyKLsleICOKqhOfgdonLyQR+L
d6iiyRMAB+IM2VbMFH0dMywI4Dmz2gWCViLQ24wV7grtnjOYJHFDfNGq/4mdF9QyU8XSpctUWDJK
G15w1/Az7XclqpYXofy9au/GNW6bKm7uWquR9Lsmpi2GvdzD7cxbf5TncdCilmXryLQV6X0qYESL
S4zdCn4b7cUGZP3tM/egXO12R+b9Gi9ryVzZmuCWiDU7RFMpj2O7guaof8pxNYxVn3pA99h3ckhL
lbbKt4/ckq23j70hVvuyBcKM76sDPLROcU8H6RaM4evQO6uhI6ke6J7c7Y3oiiLvWH26dyTjQRRr
2pp82SaYtvQp+qDL/cEfHF++y7LcQZX1FU0PNsy6nI32RXz14FMOD/VB7PjtZmOwhv3U62i3ddpB
evGWYajaunenDohDrZV7fqCdy6rh2bF945k4jN9sW/GowXSTw6iq6DlPex4v2XjOrWMqx94p8IUm
84SaaxoCzsR5F3c3vU2L8k1R3ZPs/ZH1kE2bFMeVPO3tl9rOXpi3DvXQ+ljWA2YF82jrSjUgJtKi
WwWU+4lI4Rp8tI5FdQ/fwwNTrlI7QJi2niNdR1pJhKrvskf1oiTYdf34DnsCc6wBjNWjdUwPqQAK
vaWTPcfocf/Bos1h0N+6VoQjV9NVof/6KId1HSjb2KFcUL+jK1d0q9rrwWFK1i9U6g8JADy8mQIZ
1W/Mgt45l60tl9ghoAiLgt4YqrpLsqoG/llA1LxGlk9VtaUmhIRTHlNl7ZAMB8fSfax6wKiftKif
9qhhsTWMBGs+SmXKrFXeModKl3IMvT2wUDRVuHyb8j1XvgbPWm9mtGnAh+WmFx5L3KuoSeyrYiIK
S0Tem+YDlFXaMR6g3Cf05pHyyKiSSLGEScoerqO6/GdBa/BsHycNaYk91ry597exo/qglTi1ctQc
7lBLKLIjagrAbGYygAmJ+qliW59QVDeZkqOmq7t/xiZk0RHN6FYd6C43ry3KCnZSjPV+0QoUoTHa
el2IjeX7opWV64J+j8MqHtjeitbY9Zw89cOA1nN1VXpLjQxq628WEwsCpCkJAI1/UzfDUyu5upXq
0KPyDP/ZgAoZdVlLw5a4WTn4rNNyxK1fLeven6zrni0HaeWodlC/+YgUHFksK4WWIh9NjWSP2jS0
sK3q5XFoU7IbiRzFUQcZvu1KAx7S0krq1hzK179r0VyZPCC9lVQt5tWQgxG+K1HZC1yM0KO7865T
werKbkJy01sj8Zgw60F6edZSw0KijuvcMOgyWFDbKWLS8KpW92yxv2NsaGLeVb7C6KUmh1N54hT6
9K1NRn1LU3AFPNryME37ysXfIHWKrmBG0dLTVEv9KE9W+VoqbJniQPWqsGofW0/Y+01tn9Y1377B
35rGzBg0iYb6FklCVXntnQS0vFaSdJwbMSim1pkuodGcWgdd7hLaYrxcqhMb1zefhVurorA5JDFF
uleisxCuwwihTUZZGOJQlhaVOSrRoMaquPNe8qA3qodPnjNpobdcMg8enJDxJx1mhWoOicdkUHon
Wal0FS26Krc8q80r2O37UD5FDCxqotZJngbFGHoekkl8HWKboKxQgA5LM6kWba7rROnmUzI8M12t
XHPXGLGlZeA0Ua+QgFvC8jmtGID2GMqmT0c2Rj2HYEDDo0xklXTK+wx45Q66qGwZ6AyT0VerfKHH
OL1ZhbiGgyMJ2UKaEp4uqdfwWHGJfBwnqILYHIyg8OxBCCvJJ1mbsG/1cMCFmJa3alYRnyMwmayp
xE89SqCUGXTI2B50WVKFhQxIaiebdh54WrEQPoUzos9yGLw3QbaI2RSeiK405fHxoLa2kYDqXptp
lgcnC02vFBRthZob9irXT+N3XeafcbMkgWtAIaHDvA8QzdGmr2W3wIRhSAVdu4Nh0zvUFFYeW5ZY
wxdG0igtCshFw2IZJ1pLXybkqy35/q/u5VvaktVdsuV/bDVvUnt4kQ7yBG56fJ7fEHVbbBFt9/n8
0O+RWqe9frItU86H93H4twe/dkxv1AEjWmlNu3XlDtW0N4g0dKZl1qKFLVkf620+x96BXLe05hM7
csWu++axtUtov95TzHYYPgd/4ocOIEjvmfTAoMXOOAG/F6Ec6qDfbz3cY3K59F5O67t8r+Yaon82
/wSlQlsWG31UBjosadxQlmvLGqJK14p1JfMw/2FB7X6T627MwIblf98wBd2LiIqaJsfbbK9SD4KH
IKhqXIOHL5Nhh1APc8xz0vLJJM50U4cQTvnFXXPe9jGp6h2c3BJE3ILqJvfzwNRuFhvqNfRt6Lt+
tkZaVzPKppBZ11IWPcLl0sVNtGI3C2uyifUMVLoO751KTti/CEGr+sv5jGQZHB1jq13fxl84cd8u
fbjpV4eY7GVWG2l8WaAkz+q6xJb9uuungC0WVVuKXvOSbJbSOoVEY5xB7V+0zrd4Hze5cV9l/cSG
KWX7VqxGrR5C3RZicyTd7ZozktMZucuEt1BFUwfAn4p0X2ZZdlAKu855hSUkDtFpvxedL5T5PXT9
JR2Ghj4y0qguU4qo+0gRV3TUwftsSRahn7uv93ls2e95Z6Rtr0+WyzspF+joUJu8VvYYcY9kOrLG
uymTLjOWyW5iU6zy+bO9VdCw96ire4nzGEjMZKGPWni47BBzrSlT2u2Nhu7ksAOe11R8eraX7q3Y
M1K1mrLOiD1+dwglyZ45PGCl/2GKrGnLYFqtsYp7BcQ15bCqeH2F328t10t71kceeT6Pe5Ck8uPT
u02TPnuURXX7TM/zy7o3yfPswlMMlspfOBnkN/Y1N7xt7e28LlMSDL6cuk6H5uKyRelbCmfyfmu0
aGkOtK5TQqdObhwFHhNnvcQj9rD8LC6N7BjhSljHDnO35bT3qGw+zP7q2+NIkqd2nOUtKrXB6Q6g
LaddKOWaPcf1VQmqSAov2XpaHWszMwid3NSXjneVxPcJBrGHCtpOMRqCko8JS7R8t30AZ50rv69V
JVrITTtSiP8pkyPxfYO0Sb15I+c76BwZ7aXr/up9RvdziPAPdcx07hBX/Yte9OvI+yhjsvMIyg/w
BD3sx3TyJIOysTtU9hpKVF1llSPSk22Z81bzu/Lk0YZpCA53jinQ2W7h2n29HhfdjxqMrqtUmPia
EXEl6vCYTS/I/LbDKanq06GM0m5Ypem4auOUO1Jb7kUPg26qGpFCoMUcGOMY6vdlbNxSlNaiJSZL
gJVBxLyLoKE+N+IebrYyBrIJwxX1Du8FUUy4rr3tebkGz5P+FVd7qKnUw0vBVUgrKdM+nS/dH//g
K2X4edejI+ee4Fh4Pzefb7wxp0hdZdzocevtKzerMgnhom0Huj/WTTFaRZc29SVg5NUl650yzZui
MN11aPSrf8ebQrP05Zfhj8HIUsmkrhp17LK3l23eEvSPZ6Oa53yDM/0uql66akmXW3f7mJQtW1Rj
ebdYUpfu5rLRS9mv7VzzRmk8xls8HtZxMXdbN2jdRVvMhfa7qt7g2kdktuznejIpCWDZXI/+5cW+
3bJTRnJHf/kdmQ33TrMvm7QfIqbbGXKObwg19gm7xoop349V86bno5fsbys6ZvG+E1jQfrV5H14e
+DdDUl68IYR0e5bQ4nDN17I9HCJmykGvElkkNt1XAp+oPSOiu/3RB9mbrPWMa0w4uYbMc79TeeM+
1kfHxTaBv2maInHNV0mhgFNk2AggCG0C5pYwlqphgO55CLp8XrjGx4otqOjzgob3cj5MWiRVDmMm
ymkICF1Nd9sW0sC0111X+9D1qvVIw/0KAG+d1qZES7yNygURk9BUYqjqTtrvTLsF00Q1B0ZBsbsD
LCOi+Qf0MSxPmcjJFj8braKBquW4bVYeBJWGwFurBzXIG1IM3Mv0H9+5VTRZbBdIS/rFv9OSApOh
C/d06qpBY2Jroe9IZf7HTpBJXConoNkV6icSbx5MoWHXC/w2ISJ0ty3c6Kd2vdOBk9oX0CQeexx7
rpgN3q9P6Hpcm/LS9WW7wCNhGtxv4FEXktnRLpaNZCPyjUvXvqLk1/jkR+WB7SFy/cy3kV2ZMq2l
VGBeFSTD1y2fgrCnvgbCKl9TQ0cuZ/G1BMnqZU6R25HtE1A4t+mRpxT9sW4z8tcwpnXEM3K0su9h
stYgjWFGPhTLvSfZBXPVn7gMx24rZTPzQMvD5dSKANMltdQGiy/JIgSQdf1t+MnTVUQWL62ncV44
kVCOeWzXLT+3PWD17JIGXk/sNvyIqAxJ5dStEIdmlHDjz3Ew+Ni0IOERefdZ7noTPMs3j5knf4p0
Q4RIBRLADfRpnrkpi5Q3+af55zXJZnOyHmF+pmAKM+PSd8CvNMXOz0hxBTu1yd+ITzbsU3kaYPEL
GUxgx6V1MmEE4QQzIQOKoSGT3fgqz0Zgf5TqU+Tsv3eCjLS4ZaIkm5sxxN3WkB1KzGCDKZHn8TRY
KR6QCDKF54MV+VjvzDKDyEyuV7CIcpQxUiyEPM3IeXHl7EN9d9XRAUgQ+jiTwfJuuA7erqNP9AUO
3pV3XDMIJq6xzCD77mNBvrxZknTx9tXqZ0/ijz/5iIZgUZwMiUPVLnMcgYoeR/TxkK8wkTUSQAnD
DKZxSwzGEqRFmjQ6vaCfnpLn5+dm/8LjVT5cvsb+DF9K8kKv35Hib/KPn6xPNyzODKYEE2s5mWvu
zqaGHtlsKpQE9fEqej2DYGOWlceLeYcs5HaXqXxPRtE7ueJ6BHyur8+A8OZ6UoCiRmaTOH9/l2sF
++tX8eNxdKo23AL/jRSkyhoPMGPQ+fYZCZfa9OYnRzIn0QTcSJENLFRZlFqFgwxFMk1JcfKI0DMX
Eh0s4vfGin10dWdAISYFzx6NzxN9oE4G+NYcAAQllkdFeObZHE4K9AP+jsxyMSBs9dhOM82h0Kpo
SgxQbLTqLPAU65+D2xt+gG2bKFngwSvywc0duRx9dnT28dHzcIjijzPnHD120oohvEnAV9xdWQB5
CV/SOzkHB1mv/IAMI1vVp7W7c2P9nIBA1LedrVkgyejF2WBDcnDuhIONKaV5WcJNqe9gcdiK8BvK
stNU2/jCNH+gKnOsNKur2pzkEYkzkGyqMPGzi7wwzYdoFqoZxPMSGYznnzxmQaJVQMiOpsNq9SKn
aihUB7AdrvV5F/YQ5yXPNlhz48jEu1dklA6NNKeqbCSyIp+afV8WH5GYP6Z3MRkZF1RITjbnjCcp
Mku9nuEJHeLrVoKskidXJLuJzPoy4F5F5cI19awmWrsKwbktleJ35L2EU7y5tdhmFzeDtX4Ii16v
g+iLRxkVm2cGqi2LUFa7Zl20siu50oMfuT21zRgyu8A3mUsFDfW8xGNCx2yENyum4OY1AGDyEY7t
hZKnes8fRyZlg3xh5HsAgvLYVQQlTmrMURshLgHDSMa16RZed1BoIzeqhXLsPSlQ7eZ7vPIDcor0
GPQQZrFAl2XK9VtPHC/BMyPKrmVDFF1eFqtcOrfdhtRy1vWym8K8kYe2amo6T8hXczfgEt9NOhaR
mShzDHNPW64YVUvwsizlD6SjN03ZNNv8/HVAHgfkh5+RJ0+xPAG8nTZQXHhrOHbTid0KbNwfDT1o
6FejSKuqMhxz7Mo89fOff2b0/PQEFwYVResf+8EpjXMrxIvEqbisHpVrm3gSWHNEDCAhHvUC9FiF
7qDiDv9YAyKrzM7kF4QdQYwIgp7vnQ+kBKIyZtfPgSMzM8LEkbuoGzq21RU3CxKZKW/QQXdERMkm
HpHTCK4cl/EZabaq6LH9hcv222otS0k0MyjQPyocIy9cFDcRpU+M5YPlyen7HOme5qlZ78SkXaD7
IzHYYXyx2ypWLWhGaj2bkMMurfstHwBKyHmWWgc2w/4ZWntwHXcEOrJJWRWq33ztynhUvZi5NLhN
XW1L/QZOZ9i5SbGKh7wgVydRTFd3CUPCXVAqKiUucX8mhA8naqftOnZco0Tq1LIxdB5NVwK81IrW
ZnyXvakZnoFqBXPci9bUcii+zVQvAt+nLczDxIjUEU0ZU6J4nschbq7mplpsraQ1YpSNijEDQ1XD
S172bHXQ4TpRvlEJQ44CLU+CeaRtEersQbhpIgNqD411D3PQ6dIZEMaN3sgCyrSjtMNgztDioyk6
F5WyYkuLpRAdtHd0NUDmlDN95dH6WSFeRjFCpw3O5NB64qpYWajgV58MHtsWOBVKsuSV4WbsIHVr
lofHRj1DNQ2dcJQNrRUiougSAIyfFu8whYHGI9hfyIg5da2mAoO49WU4sGzx48UVy2H3bttuCTug
N0xZ6MxgzsxSbmSkz2RIspcsRcXl5udJyBif5ufLy7ejgT7bx+L61jwq5KXPYxiM9HPObl2UgM1g
s0LUTRtOiYhZY3Xp2hRGZYrhqFyqT/gZKAir7wIcH5fj3MjgTGk1Sz9DUTGEnSoSphksgGeTyQYa
CRUkljdgKNEa5Jr5+0/Hd+Noqb8cqDn4rHLCf1Aroa01GtLChHnmw9fF0XRzsnh8t54Fx5qlalsh
pEMjXcpzFYXnhKfn6e+sjxY05ut60JRZziMCeDt4DDWDhHNbzKgK7hjVStgYmSGM7Zw/1Ufm4/dX
s34fbbvb+6jOMPzISBnBEf2R/VPP03XJaxGNs5a/7sTdOWhFNEYtIvMb7TVGGNR/9XOteR4SVtyS
M1k++VvVk1fgmf/COVhC91Wsmr5T2sqOiFtv35KfMGiVCQ9wiIMiX7f40LF7ZNAx5TIllfbdE7eu
BdVWFuV+PbOLwBqzaAPQtWNSj/fwcAatX42M0k6Ke3abC3qJg7L+yHP51XzWjCWVqEpS7Mg+2Pop
J+ipB6p+RXZI2X0iJ1H/AdjSgamWTeBqBGTPGgZ7hEa2nMFWLDMauBdK0mrS4f61Ze5U3iNeUIuj
UbYvB7lXbipvhyltGIpuWm1AORvuEQcpunlb0HG+uFsG6unCkT8f7ufaFYTVfMJs25HdUpHRDLZw
jr4QyOsIe1b1w/o4qW3XlMsrLpyVG/fteFRh5tNDwo7tLxc2aqKsC0v662MTvv2cNdWM3S763so7
eo0p31yrKfUWmUfxXjxRxnprW+WWrTaO8fbxEx6GTSnxP2q1SY3RlaG8dV46g70Buxri/xadCj5Z
544taX59d2ylFZrzsoQNGTv9JrK5E5sS52SEb/EiCFWFatgi9Nx5JKSXKHMFg3lF++KMdbbx2j0H
IyHFoKUeiPrzu2jMViDconPmEqnh3K2VdCsctTSQ0CUADFt8PfKHIWtC6sypW6UQf4eAz9+yH8Zu
skVrpuUfernORY38s5Zsyd1GTFpEctSaxTXhQXGLPjdZDxxVxGa6ANAqmReezHvDnU1c7xSIJHcL
bkKbK63rn5OvlbR4RYr0Fmhp7SCpH+aOlsP2GKNHoaewJXHa7fWEiBcQv9K2KL3D5ym75hNStQQq
eUnZPTjok1ohRnGJ9cDApnATUiBFiggXBCac5/OjFDXipBW8pXVQq402WQyMdlBJ5YmNINlFXZlC
IFxB2Yqyl/llAig55SSbgqV+bDy1tEpnAt/K6cBldlCy3ljfFjg9XNA4d94uH9fv0zq7ckrOWN+z
hhPwzbeviXy0SS5oS4WQXeuY8h5ASNpQNbApd0NphERt2EMu7IbNU3nx5Lj2PuW/tdzhwqZQue4f
RTWpiDRSellNIwSQOfw6gbhygD8Qkp7NrLVf6xSN0eekQdy8eUAtDA3rExzd+ph0nPZ9NkjUhCsX
kG1XqErSbvvC+oRxWHWXSBuKCsrcp/q3wzAiyWAituBDnNbHuax32ji0AVziT71Q+fjkmbVsmkiD
coeY73qfpUzZ4xkzaobKJQvI5g0K2M4GPqp+JfB2zLXcVvvZPDWUG6DwOzJ8qZ+xlNxk5Yge3Qug
dqKS2XfVKpdMVMlI1LJjqnosV9UXKDpacPLD+5aKV+ALtPDNPemTubHnKIkSFK+07vZ+jMuXt2Tc
1Hpbrd7zGPWNqwmYzCsLqgYqf4ha0KUTtwF+m5Di1i0YbUm9ty5aceyW/Ld1LcUksXC3OktgpYt2
Y5TItuwQbdq9MTVynNw4OVL+eo7PjLtUGiM4Tlx+lF6xy5i8fk70Ho8ETGbA2BG1jLnwaQM4iDKO
4pOSFjAPXvQomqJykNqTXypL4RkWYkfz1s/UBMKapLOg8MZqUOJ7kFMSScK2zN4QwAtaErWqKzYE
sGQXuDjrNf4khlmL04kWlpA1aHLdJo7wb10LCw6xlYyR7BkqsMIrYz1DKIVOP5tnmo8w/wfCTNwS
AwRuPyHBsqVcZonXoqIlYGE6VFTNmGL74tDK9g6MMxravS8yy/zosaZ/GuQk0/pQSOhaMJfwvrad
qeD5qyAh10r4LKVm5Gyz9UKHtZm53LvsYxLIVXGb5oPG8lBI/PNTKpMWh6q6HIqS+axsNlja9m8U
Q/Q2BJwh8B94+rRZrV9xKcjzQp9YVlwo0+bP8OeBVZ/IJCBpriowWbvM0ch48nmb6bo06Cy78KJ0
6AB4y8OcT67yL3tkgNrBfrVBmEkrH1Tp5Fj0ezdSuy3GPtZjOLsh+gljw6zSnFoLSjoOATpcMmtl
zdfdRKtex4qUGxwSULXAWrdCM4X8VtLXgX1RFVqb8hqyAnUxSWUSs9GVoshV0BASiOx5pGnHpkIv
HNyfGkqpV2QUhDnmD07Iu5gM7z5K5afDKPtevywbZxFyX0VOpAPbnJDLJYtQgzKan6ZwFZv4smo4
rW20nVbRUXEKtADb7ahfSK18sbR4saQc3Losoy5FTFhU0riRx2xeim8J9HNC5ytw4WBNf1SNz7XW
qWrrn5PR0wRyVPWZhWQ0EgSnd6dFGm/IxXIdQi4GXcxjxAKLKQI9or2XBsFSb/Jv08IQkshSt/3U
GF68lOhMOD+EneCCPJWQqqcXqEyjFcda6SPj138NbQ8xJRAiUpAWL07DU9SVbktdVr/odgCsI1GY
diWXa7ObMY8cQ6GQh80HkzmRq3zjRwmVYEsZAfKmnrI+pmoQ8kF0PHqv3ot5uIC6rIuvOZ3hAFhB
LSe+DU5FdnW0/EOQoOErixKWnakTQmtcBqY7AB34xmkfw+WrMNbcNCkicHvpyS+fPaXqzdHmu37c
plY7+a5IzZ7qZoMRZl55TkO72PKr9udiV7Dd/3zhjsB1vzeV7Qpid37O+32wQ1opZg0P6ar/Xcv+
By76uexNy5dW+qgn23G9elde9n+V7vTAJh02TK/18Iv+B276f1X0A+BtqnjFlo5ARX1X6Bak52AP
YuMHENSWpIVtpYFCkp7SczGcuwTjzAt5lgb6wS7zrSAS/ghHwZ6KQLYFbXXLSqW98Q7F9plGi0dt
aRO4R0iLtR3x/b8KZEmB6hDnfe/3BZpZNlo0xyMa1pgl25MjVqGZ7LCIXmtPWm8akcOrt1V/s/sY
jBiXhpg1ztAh0Hti9zZ7PbETSlq4eb1SD52vya4AnejaEta6oirzqIu0t4QXaT+Xkf2MiNaO/F6x
Y63F/H/cvVeTJNmVJna1q9CRqqq6WgDdANGDtTUOZ4zGh/nrfCBtOA9LjthZYIHWokTqUK6v4rnX
3UNmZGUDy6rlhjUa2ZkRHlee8x31HXlcsJHjctMeOdky7RI7oyOKXnipFu9Ohm+3TqOb1a4famOH
DuIp8ENFHr7Kh22bBgeRkT1jtpm83v3Syy6PZS/5ZN70bMU7wY6d3epaTppdNabw1nuGO1EDclxb
rY0iG+0fqDVKOcxdKTppyY4jvUOBUz8Uc4HX73wwM9vSLbt9Ucixq8uOa8rHez9sffypFCkUaXNE
++mDk3A4a3rwS5DVFX+nitrX0HxTS/MLUO7OAtKnQvM16/hOHP+AveQB1j/xoMA1ukesvxK57qCz
Qg90wwwOBKJ/YA5nLiA79xW/277wqZvkwUV9gIWvi0W508i2Q1WbBvVO1Kzo/pQbHxq2OwxpYujc
j/4EyO34cVdwemy/yCOtOfCDe7C/BfXTNSwruqGYB5SU3DHpt9ew6b+5kzlMnaeadI/SfhQY/TK2
X3vsxL/rU083ZuQ+xRnemrI9DkUPs7G271PTVnArgIqfDureLaw2j6KPrhp5h1QgDzzXHESl3jWi
TUEtarjuu2fYPSgmju6XfSL4fqJR8tBAH9RF5og/8aj4tMfNutWuSVQ8BPBWna4JdzVC78DdgR5i
LTtHbZL+JhnvYDXM7sftQ8Ootwa/N8OgwypsFyaNUFYeqLSfOzRJt5pJtGU1HRfLsYp9go61Fth5
t8Wtp3z93sauIQ8tVGD3/xQ84eQY9QCkcRqFA3TaL8VYoNr/Ne8dWDp4EyJpvtdGG/KQdi9itO9V
t7u3w5fc2nei+XTzAzkOafa5vbfvQFO+uJUX6cb4ESpXB/Qeqk050I8IX0yPW1ny3VbrIX3dwwmS
GD1A6GmeBNzIpivphgoVd3C3o9Jz8RHDrYuVEPbwKPFD8xp0p81u2vpsdp48lGy0HoR5t2WtyO6N
xVttHfFRDbEkB/jYHncrcfxQt8bdwVqE1vGxv4z4Ax/exeJRta93f3q8Dx3KyQED/YaS3W2SoBt1
b4lv7sMfg7+qo0nYVPK3xWhRY9EbFx4/XImttlHDPbJU/vDttiTcvypavdsT2B4IzEi9QXHNcmEx
0ts+CRgwJ86EEpQdDnOzhm3sTRwK4xZLkids8Q7gOTr8OPQ2AN+wKLLHjPK1h1OvYfb2l4LqMZ64
J9zYsoYbX8LH1o6gupHjOyYY3k8ZNU2aq847k7c4bt124pti9Si6aEfKutQUZB/xPh/44sSaN6/d
MfrGY61wTSDWQw8rsrXAR1tJQsMjoyy34m/bFB/N66et9f6R7JzMQ7hy2Pb9EPvPtnTonl7+vvvh
dlfrnaM0YkePyGFrO/IuIUS3fpMfF0YL3JbVhMcF9vq7lseLHu02lfUuC2DGtyRtM2X/w63deOvV
wSPl8ZmyI3+yW9VdG2qgB45EVeOdFvX2uHl91r3rsONMcfAbcvxLmzLUbEPT/hAh/s7EnnSBUFOB
e8z3qp8kao+dDXNgjZTmwNV1AEYxPsBneOts7I02Oapq7SPQSh6fstiae/w0b9qa3PkhTayL4yDv
gNFc0i6xpVxv/kH44y/id7XvAJvNVthHvfBPfWlzTK5sktaw2YEPjjaz21rzoL9m8zS1nZPzyOuB
9k98fT/WnXA1aQROd+zIk+xleuAllnsfx2LbWNxd2FC0RmEDSvgvW17z2DCP90+hbXPANhAaPWWb
zTvPzIOviuC9J7T/rTc5oxgdtGP8RVJm10Z7aOvMFsSq7JMd2fhJ12jfpasf8Nv4Y2qd30Cu0dCu
wJv7Beo36dwWbZdUrZGZ7qpmOm+JItvtacxOL8bZ1uFPE/ddh06/F/sQwl6sD+YWS8EagVz7maxA
13sesy6+4wpeZt2by2yjtk7Q5dr1fnXgwj2PNv7gvncGl1v+webHqdyJajgoP2pXoDroPyLv2jtU
SvRm4R4izBOchOst4O5Ubl/BjLVzURjJEHGxydtZR3xS1PInFF4ozFVFPNEKaqgZMN72uwd+KpE/
8z8fuUv93VXy5qws1m/edXD53xtfefSql9gH/Tn0+JTjg4jVvMu0MR7NbeklW3QIk6BEex9/33vs
xugSjKEi6iDEXirSxOUpSs+GdrPW2rST4E1GOKxLsuON0aKdqbVbisGf8x91q3+VwWaQk5HzT7RW
f7fdomPhUe2nVy6Y4pX4krYem/XRKJ4hM3OznY/QjNegtEgnEskEZf7n63MsAxcpK1zy99vg9BuX
7aydg8+ArTSAxy3rtizNkkgb4w6+yaz+tHP9UO8z6Rg83OKOfGKoO8Y6oJzeV04uODKEvaJ2ln5E
0dLpyd6P2fIiQmeeG8HuAD83uSb5soUTlRsuB3s+JNy4d6799VzjiW7ufHRl6lPMgq66L8IyK829
zlwgiKCXcN7TIisRi24GCw91fWcOppFYtgXom04aVYOnCCub5kCHwS4U1mhDGsndeEPcOp38XH0F
gONULzpgFuUr8yUcqd5hFhPrtNfah1HBTH3GUIpfZ2F3M72rKgtw1dCkAOIIXgZo0C3epTUE37tB
jYgBWztAdEIWKIwsz9d19I7cj6Ndjz3uMCkcf8l2dO6xlGjWxTys9fuxtUTab39TGXWPI64Ho+CR
ZgDdCW04gnzbCHPM3qrdM3tcgQCjWwbuyktLiUisHfnn3NVr4WjfcUu3NWzkT5mvimAac2Kx3I/t
tF+KO3GlHq5hbg6taMJlEvSJOJco/L4NHDsy6+hgwnjjTd6+IFtQm+oStXI2cJI0SNv3OJdl1JwR
l//NG9kwRZTx/s3Qdxf3n3PsawwXa5/0GqeGIDaiBnCmW4pRPRiUYZsRV90A2t9FjnvGdS8do/B3
z2WQK9NeY422TbzWq487A090xW8/ot1IIm9r3lQAkhh2OFsFrfwqvJi5dkyulqNPHGkbh3exi7i8
D7qvTA/sMNp9Za9zTRxa9GRXQp0hku1aPXarLF109lnhOBTRy26qa6rVq61dXu7i1yYTuyFKzHbv
QKuLIyf6lu3whO5k/m2HwPp+tOMOisitVe7jnf3ia5nKN1669cDW/OpnrXFKywPje9V9RdQ9kAVo
9gLZsuUVMfQxbD3r1tZ0UYP64NoTvyimWw24i2t2qJtdZFVOVNx2wdtYiumuV61BoQ1Il0eMJLaB
i7ZqB7OJkDYtuurONSTdgtNfneMx0ovd6Wwfm7rt+GD3ThQ7gP6kixHQ3eScqFsx60/CpMXPw30L
LT+63Padhk5zfPW+QbJHXaI0mhF0ywO6LNvKqOWuvG6W1zzin96PgBO5v/FqSwpXvs732hHWVLia
7YBg/KiBxo+YMlvHHVt06MLQ+2jSEUzMJjD2+02xodw6Lltl1IQ8jfekwZp2qz1DY+0w7+lwoE2e
9ini/Lv53WNJNY/bcofdj8gegftxBgwYRo8SuZUMZffTpzrik2r/SB08tRWquw1k2E580rV4SjTI
PjvXrxou0437A+DvprZ34wkwrshErjdPHoj3JsLCu7/gA2cYXJ24s9FDFNw9j2SUtu5Qa3n3od4W
faz7i8B0TzjgTfVZO3hs9xmBLOjaoHtP8/Zw7LQwoeptV7DaxT+Y3VOxdl2Xqryi1odwYXNm+aYj
aLXnOE1w600Fk4ID/gsRvSuqZkKsxg8KCeuqX4uNp7IJDON9w4tuDP62iouRsglzh+tuZ0TwAfwu
vHvTub/Thi9oSaxsATZmnvsXRAP2t4+y2oK4C5o6pUPh4njhBs7n2IAzz2TrCqR00OaMVY29ICmO
p+efni0//3mVeRjDS9Yt6yZ5xTRAA3+PN2QArkG6nemtBV+3m8OuKF3KogkJFAtk64bGI2unEzCX
7KuGy5v0uL/u4iCGnB/ghLVGfdm97c3BA9fP2eYxSy92sA1CD3tue1vC7OzgS4st+2vPSfzsiLCD
Q7c8kIjrxP7gQFqvT/RFN7IF3fHb0LYH6K7n7WDMsWhTAjfMAnpf6a1DUev8rTVV2tkBMRo76Pi1
/tN6d75vqPKImRzPs5MHUjHcxJtwt7w7uIW7oaYHXmu09+YEqU93u5aX3TBE97v1dp93MkkcaEve
ybrowHn4P3VnYauEvCkKlloeVUP8XV7d7XjM2h/9SALCmmPMmLDac/kcj//I0TEf+WOxBSvXceEa
tYLd/UsQ7/0kXdrGmvBXv8tLT7fiel68yHYrNDtq1G5NUnQQ9rCOaH8aOI3XCnSvocxuTcNeC5aL
FqS5E+6/a5k0qFRP8NEI5iOvWv8SrzPbkYHNmxh6RyDHHuDVw7Yt+Dh2imyrpfnG12G9oYuTwz4s
m00xxzzn+iBOacLmygYPdVCT3aVe2xr7uSEWHY3UeKOw6T75YHe25iOHUVfeAZEui0CDYUEueH7T
BPa2dpbaNjj9KLec2QsXdvNivYNI4hqQrY/GlNto7Spdo6gjkeKo4bxONrPiaH/fH8oHqJpV3oT4
fQqTDWlbc8C2NRc9EmHZbPJDmW6tL6V/EIjjG5vedABCMr+xtFuGh9pAdkGkjclruzc31prFx2F8
r83yYFvyw3Gp1t5N1TzxbbeAHYVFe3YV2vSiTrb91Z0MLbY00UeILbaLa/yqdUrrfuQ/5cnG0f3z
nUDcuHt/2vIJoS/bI1Cvab5A8r4JHZPBOidi2SWmwpp+b3dSt86a5Fj/Ke1P3sJDqQi9mVFP8uCJ
lOQ6orG1x2QrU3l9fk6N43lDvj2Nat2P7SqBSCl21eiqvSN24L8U/v1ziq74Dt7odfPq7ZaBwDEA
pFn6yX/mKVO2iN+DsTfz4avvLfra7sCeX5G28uAn44Qt9a2dKrja9O1n3fImW1SoezE7+IrnaN+n
10QYJ7sXljmlZ+TukRJbQZPmqPyM3gRCsV0m1WYiWTehTj7W4457ADB6vRsk7XcX4hrJvtgJBsHA
ftVWibDaOMP0T6ggSE7QV4uuJxPPtzI0WVf3jts+65e7SsU17vBuiyrTmQ9k9UKwX/KoCd+ThyvR
bK/N1EitGfAZDHHV2b/CtOlEpmvT/Qx+49qhKDzyzCnej4n7pllDzACHGtC3WrmzncWwmzvyvIxc
hxoXlOwjGb1xvDE3KA8WQnyHLrFzuhlHh43DlurfW2plE/1pPCX/z8mOgKnTli7HVeeNXArw3TNH
1Wwa/zrZBR7cT4wQZ1t6DPT9nX4Vha5jxkasSxfjoI4Y1DMUgmglqAqQLlSsUaJNgAZE13+jWheK
mLr2BalCQrnNfWOWQ+xYpzdO8zz9lfMNju+ZsRVBoprnJQ/C9M6pervrobKuFmhvl17u8hIapSI/
Xu4S9AbtKR591xpb5ECBOg+2CwI0F3Ve1uicHFUJjnuucRA4uscS9pjkjctCOQTW0JvD3kYT1haT
V1fo7amrAtxkBinKvYXzeZ5aR2dBTGVxXFf0jh7kQ2LUhVi3SnX2sIfpJJbYueDkwIY7RGYOBZ6g
+W3cRwKLRsTGdqsya60NWs+obqKpqOnWJp2npI2/gCVcST+ECNYzbNyhDdeGKRBgI2wb0jN3bRSW
b9H47oLXW9Pdqo2y2zXqbsdpKB9AohsIUbdASY8emOoOGUaDomwUlu0q2gMCuX1U4Bj/4SGhUwXM
wbCW6a9QhPqEV/wW5hVv1ek7t4DeEI25gCShZIHKWuBLr5Q6Ek3/FmZ8u2DMt7M8iGIH09Wtl5xs
c3kOHvPzORFAvO9jFScKz3gXsZRbMzcb7eqcsYCinBKA03gKC0tUm/vs38lJw4SnNYpkOfdJi7aF
Wk6LPvdB/8p7Au8ce5HIfqPermthlv5MhR5azLwrg3axhrC53J4KvnEy9vzbmkYtzXd86mHcui/8
dv7qeVNc2XEsnDStMj9qkUPpFAKPt/FPd7Uy9+aV2vUzGI9bYt/RL+mOBSxZmWyyGqh/D/d6HOal
+07dD/34a3Sb3XUXrDtDS6+2tNrU/6+vGaWdmwL7GBNDsXE5GA6cBK7ya6JNszjb3GKB79DT6xx1
8IVJhcoL93s4cbfYOVIWHsLqrW4JiQ/KJrItu3jV9ctwC+f7KjCrmtq77US9RRfEmY6dlzgj6BVH
yiOeUKHZEL0hi8A/abpt9KOYehRUbDkumvGPur2YortGF73pVuOZX7T/pdtbgjaO1s+8BJ8gE/n3
/gqRGD2PWMld35JGZMDJzqZtlVZbLAvSyHsM4TltyH60mwxKu/Q77uJ3qulIJNo+KHA85AtX4V5h
VCvRHIBbn6J9/7arhWwjFcY6XrYYvknS3ubeXtY7iB+UavNlmWyX4zxEMqkNl/rAbKeJa85n1s4r
ikYK/5dCM61T6bxmoM51lxqSdlydiUWmqC2qK38/VYQCrIwvj6cxPCpYky82/cCbwqi3a8tXOwsH
luAN08olxqPBFBWLLMv/eOtbNWSic3EQlzivqY6iRds9w+e0VFFTOekBNDVpYZriiFK0JnJEiToJ
quS1wVuY2wkzu4Itp7hVdN5uEUlwJUr0uuBTCmIGL8p+l8BA7bzJU1sNDJoJmhXZyLPg3aBB0XgM
Xd6SPEd4svaKWAfPCrRtqJxF9+hvYJBhCsvkHSshAMPE/pBfujOnVI42Qt13kb1zWlAddVv8b6pk
nljN5WI614+aBhZmRMzNA2Wr61ZbVYsqYZGuYJS4DKM2Piopma0JRDyCdV2S8QIFK92JErjUeNQ4
70FCn+4QkbalLcUaPRCpcmFcu7zKxCXIYJzHFCZ6WfzXH/2XNMXvoAm4VTO8AgidVK+ae9HzYnDA
rIcGTcJnDSAVBiuE6ylincbEk3CIB2gqU+Jz3Ayreq1FjEj0wr3LAOQCBInOFIDKYjkdgDyISyec
YN0kagjcyE3niZq6DmHchLMB4qCnengu0cnQ5aahARbKhfzKO99TbE5AL+t6BIBMNs3UhIWzn5+i
YRxOS9DCJYy7DF4GGb5h9JsSF074WutI9BauYaJiEs5eEGRNJrzFzui7MJ6IgRBvaKyG+GeQikIY
4YE4vO/5ZwB39UmwhM1yQvVV1UbkWVt/SBi5GPkWk0O64jbHaXz709V4DAILlG1YelHNRSZpc0Rv
YJhvEP/hxtJnOUUDOpugb5xSN/qFT5rsnyRNGyqD1SsY1E0dh4w2yXpv1Yv0LWi+4dknC8+rBraA
7H1myGp19yZIC5cbdZ+6pMDBNXz3aLxUfTuw38G5gz9JTIcWFPECsdRdFbgD+SIhFWOcDcUzZugp
LLUcDXvh8KtheJWX3iRx3Tu9fUx9+J5V/KTuZRXB7KR/Yvr1KLwevfo26/0NukTk26+j2gdew+Df
dYmW/nQDYLz9lv70nX2RoOoNrv9LkuSDgaY0cIRz/FOCXpi68SfR694ZbASfzxa+NabVxW/Q9+en
hn78+SswXuA4oO/DyYW+/Hp486+WBiOxKgubvVYmqRa9ggRh76ysTsqiEDIuiIlfX5NB9C0zi8tF
Vi9FPJLPWSyXKKlJ7/TlavrPwwXqzwc/Dwi5qAu11CqCS/A2W93qyzPUM/kLm5BIqHSZZJwOa7lY
Lr/i84ij2x/ucmzShdGWkwQOEv5HvjDJImClzHJepKUZPFcjYthdJvBPlR5yrI0YR5bYmFQ61JpV
BrYsFaCrxzr6ODmrE3se9zL0OYjcQKziwXnBxJkxoZjUup4+59ntswHSqwruKpkHgvBQBStES8zQ
23qGpMIVzi7Jqr/isbL1NxIOX0BwFdHaCkqmaaXogqpAlXAPxs975PU9nOtK0Dwr1DV3IJYMKiHs
c4MWs9WdycjQLDKS9+9DbHFOXqPrUgiSBj+wIOXBfCZngYkvNKlFVpdhTHtpb1VjlRTTa6Y5CCSR
ZAGiIPCyf/QdeTWx8zcrK1Q4jatMrWz1rNeLy9N5H+5kkN6zIqovQGi8iQrG+5iTn3v9BJUlUdaO
aGZj6cgm5wwVtUlkVYJa4qQKL8k86i/v1LgirLSBwJSXlBKWTPn9SY0JxubzOb3pBeKSjgSpJMb2
KpBD16QJNhKZOjT17b00atXLclxNr22ZBPxUfHRX8YiLj02PIzKipjrp35ezESI99izNV1rV/SWv
+5KCuCWwlcrF41dnVoseVfIWpJkcBDXJYsXKgIieGV+HizFWYXRiuX4RzI0dqTodcypq2BfJ42yE
qS5BY5YDp6ioJLKPMucyKJh2ATkA6pikFjNFFNh63la1jMCFrZ0FuWrDoLrGuWsazAK5aHRK3Di2
XGfeNiQmsg6Q3RFkQlnrW5MXBgwWQvW2SnNfYrBvFI3V0rloGkgTtUCb430ekB9AAjohSdvSWkKr
TTYvHH5AHCO7YsyEgb03IfYsnGbeBqTFyMMICsJDrhroeK0cHiCwIFJbmCCrNWuzRLTrJ+3qB6Ql
xnPHDBYOZDFM4MPZrxZglV0Gc1gWdlJ/RWaGSEtVDvsezc9teV2vhFwSU8s6dxaZTu05BhXKcajO
lz8vWEX5SrTDV6wxo9A9LZCttKlcIx/islVnl3AZV6uE3Ls8rLoax4UdaLjx5aK4XUQ4TPCluu6V
ejEjtz1jMTfU+IxmvYnQKMNsZxU6b4+ypksbcvCK6U1dAnGly3AOjNVVVdZYdzmF8BnvH/Nhdp2A
RXfXEJO+HpYgEDJR3kWXBMcjnNQ+nIcVWdV32IDiz67/AJejgqP0M+yptS5DjMN/uRyxOZyNxKnk
LvJIMrT4OUgGiqejHtZlUK/qWcHgAXlc5G9Lq1OdKl1KubyU92UI1gOmYrA6ZVbjGvOyVJQ5V5rz
N7lDa0RImW8O29pWJLirXRiARD7XxmfdOW5RwKNUkY5uFQxu4oNGto3MmSFusxTJ1akHV2GP1nhR
uQyVtcEAaA5LBJKaEufPwCQBVJI7RCg6k5ri+600SRc1TCPHMmBRPAqQ/xIaRK0zykYxYTioyAuY
3oj0BVu4VFQCt5ZoHycyxrF/EGyIPmusPRDA0hG9kohaa31HSItxRz/LcAsiqfdXEMtO4BMOynGX
p2xdXw9K3G4HWZTaus5QLwlH6vw0uBjxJBlmp3zM8djFTWD0dSiuVqe9IRPBJB/kJqT1kK/T+sLm
R+wqPZq8U59IBFONE47wEATg6bSWkdbk7Dy0rksVvtB1UtzKPB4HPGXzqaqrxLW+MXARYzCHvYtS
hMolZeOoc04815ix2uWWWOlbZOpY9y2qbODaDGqBwXbtjaeam1gt48BlocDaCJdg7jp2l/6GuLBF
alDIECXlsk/Gyfgljibno9jcxezcnQk4HfWzKq2KTFMxDsJAV2wgSerwDMzsecItv4YH9bisJIon
s1IQPAkEIyEuK2rCmmue16xgVE6T50GE+wPT75EZptOwgA9fMkbijOIIUxxO7G1OYBFBxf/cK0zA
k1Oj9OnCaqNX98QssDhZLOnqCk560B+ptGDncLllCqgTnhaXSyVwHaRjAUah713iejRL73FMVn3i
86OWomQOBtPZ7JZonpaT+1lqaZ4Ob8PW118rLr0LwtwCDMNG1ClLX5cTOFW4KnOmS0wBVMJRRTow
Ft0hB2BMeiLqWIQglVSqSgLiCnEw0FFkWPmG2Rid8zKqkhnVicCvc5YTfUpaX5+2YDA7PvO4TDJk
emBooGlR/ogCy+vl1cB6S3b2U5lF1J3w66JipgItSlSP13+bJPyaKMCaISsuS6MCA8eiqlxXDh2U
y1kOGP1KLbIfb/MgHt1dV39Oh4wv53V6wgljUSXe/FReRjaOeAY2p1jgWf8UEL9x0YC0wFXgfHBT
F4BDwdDA3XEipVKzn749L6wY/HDyDa1DWrHh4E3qphza+9tXtycLrSv7VuR20NMo6Hn2Z+wba3oW
HyNBViPXUXXFAg6mYW8ARzjRtC7zAhcuV64a46IRRZlilFKG8UqanFNOgsWqbcFdD5CsncNOFe5u
W1z9MMvyAmzSMv/zyxquHxjOL38TRflkESdqCm8JiM2+6aP02SnNjQxH54a/Tueq54SooCVI7khT
Zo38j1ixsYQL4GhfKVb1Sp0zPklqJr/4A8gwwkT1YgWXqkfevP36msTBMK6vzrXCNsoAGYINYEKw
davGuoct4dbA6VGtl8sb7wR+pqSrezQTTaiL2Dqo5u4r7hu4ipZyFts281R2BNklb+1Z3rHLuHQw
a2tmlDeaQtjgZM01Qon3zmLj6pUnBVmeT2oXPqPw7yZpscS3Tlxjm3T0XwxwAG/McufsIMZGpvGY
oL4RUeBdOFYBsoy4Tfx4tCABqKUKNCJMpdAgyeCXLnUGA6TiAfmVq7Ihw9qzcxM21M5nZonkAZwO
6wK+0UvQwNywCEvmSmxUP8AjzWlgScLhOAJO5ToIwSiL4n4wjWx0GsU2FoHIxwFBsTQcjcEShmOg
4ZGOHjtQFnZwGlag61hEqGmTdE/oWdNYKyHMuPxGErg+EIPTgJYgIpe4AFgcSxbAwhTRCRzN+8JU
NaCgZYpzfOaGjFgS+Focp2fm3h9ehzZp2zk6kYx9pl4btmF+z1nb7AQknoVhKpJQKwVaGu+LoWad
PwuWcuNmwrSAXVrACrFUiv7pRFSRxSXoD5aUvSb3w4aaLiNZ4zDOtFkwRgc1x5hjY0zdx6hyy8lr
64RMVcD5to7ssRZ6oTTcu/y8j03flYJQYWrXs5JZoZeIrQBu9ORdzbK0mARgFgsButpFPigBmRgA
tnFFSV3oEoAI9roXEJYviwG0YxttnDSFINRQAaMKCCy7jlFXyNHEbNbO07XLcKgEjXRP08x7+Sje
FL6QCvvu88g12XWwBNVgoVjXnROAuE97M8SnQQcUrz2ezm8ycP5/2DOffG2E8bdQm0FISlDgmgU9
lqPeAEc9RyoOUp9yHzg3zh7ATcrIGufjJva/aTfK9vmD4PHM7TscPrPwPrMmDIgZnLh+/WefYdvj
5UrDSQQhclfbaDpKekEixIS/jCLdEc9PByoJQmQHJGFw0+uALuKWZ1+RtiUL8f0LmUfyTbHDReTW
hcHBpBmuDYzdcNc5qAKDSTM4IbkRfCj1SoapPDm1BSwnx6x0zjF3kwNinJqsRZfgboL6pPQ+VZAY
Pn5MAG/ALaeWDNtKHiqdz3lC0ahvvI1jA5BPbnDY6sAXEtHFUBK3vlbMcxOMeBTwxQqPSRyyOHRo
CDmbkY2rUtsZJrBmOUXpxRj0GBiqpJe4TBlCQbCzStSKZqYWqgAkzeJZRbGhQahe13CUB0g9F5nl
PQE3Xa9IXql0HkdaZnfxch5ENc3rIqiesXvsQgfzHgbTWYFJsHS2A0VxShTXskJUjOpKR/nALEav
B3iiptj0El5VcMcp7xnFRT7E4lRTpz/LmbErCWePS9Z3zTCISsoUERfcWOVqFqR2ZWX20V0BSgeM
auFNhAwsVNAwAONRqLViRKziYgALF1gF6gUF0sV6QDsR0x9Yjlqu/YCPchlR1u9NJ6anAFJ9PnF7
IEl+mk4HchaG5cmLaSHQ8wykzr0XCc429ErIuHvjfPhg/TVVBNSlpWMF9l7g4guE1EWViyYjkWEO
lkXomgT0677mEViC3DoGDUp+xAVRwgXqnVWFa7G8Bb0XnwpCbn+Fp4Wq6fSlKNNFPwdhMlLulOrV
t8kKkQRjsPkXOiur7KVo6GxlVXHsbjjmTjfBD/FCikbIyBKUXP9KoX7/4zutUhads6kWJiYj9sou
ilHN1OjrT94KDbMKC5VhqwK7UpHTktg1LQMLLST2Rb/vFZCtEjvngvzZD4pIEpCIZOpW3Ns6sLo4
sxZg/H+MijqSjGZXoN+dmfkNoDiaW7QaN+UhVt6lHxWoqNGApGIlyFDYj37zu0sbn68WZ+nEh40j
RT/GaTXNFuMvPuv1SV6XA2FyYgc8sPDfLwvQgJ+bCCTHFM3yUivXztrAyVhmw5zJZ+FnEgBKvJgk
U6ammhWR+KQnT7lEwflHZa/Pdb2CM6dhF3Pti/SJAyCNI7mMunBf5Zu3GdS0e/fJU3iv8qaWzqZ1
cLfQ1Kezuwd1sYAmd47StrLZZDiWuswMWvl0JAbIzGzCzyBtSJd2Gkjn7ugCbbTLOvMdTfAm1TFg
DX5pM2ksZttOFjAAseO3mjrSmh6qzC311bwCtbwzrgaXahA7l3UTpwKNqBYc7FOFlM+owIqXXY6i
6y/u0yU1aHt7jei3olIYDNJ6ZZsoWTj3lm6N6Jyn0gLWo/dxMY+GwXRQxoT0bTKKACIBGOSyp2x/
NQhghCUfJnplDPvnAvvUDguGNZivYPbVIMFcyEcsXH6AkQYMA5LboBfy2bOKRyIrQfbOYJ440PVi
FN7Xt2aRxqeuIUxVlLxpwVyVPnbVJZQ6UEs2FHDtOm+VoZmu1gf0LyjM3JNbVLD/ogs+Arxsuk2y
NmwLqsLhREcgwBfL3HI+4Hkc57DSIPpbDFBRVWMRmWAx0mVfFhYTsA6tAXk2/lvtaRvQDSh1W8E6
pKbdzXKRMbsCM2JlSLWQVV6DvAyNJj3LB3qRorm8k7i/rK8ZiEtblWU+CFxXQ5dURBER1gTOrWRt
GfvDmReUKDi6bkHcoQeQhZVPIzCFK5V1do2ivgCPmHiVNlkmeEr9I0GYe/48zGXbswmbBVExBUs9
LwfeSvJuVRd+c1ET4k4nrpXxyC132VbaH0HbhKx0E351cK5uUiVtIHSKezVsuo1cDg6pVyxvti6w
o4WruDBzUsRwHgDX2zmIU+7WBIQATEg1hK5wKHuId33mQG+FyvW0XTWpk75KEWasfQsZ42O0Tb1N
tVg6j68Lny5dNBIgzrJULmwCDwar3KAQ8Ns1LeMB703hupRigINJxPuUo9iK+AfQvBxwiKglxxEP
MSrh8IEJAkafdKRsCKQjASvbCgJQwrhNwJrjsCJiwEi+yHAgZtyU5Qg5MIgrdVktAMvTGKXlXTHX
JdwWsB1hRZ0TA2tYOQw7DvZ+rCSY/dRVspQCQG3Wk3Xlk2RA7xovy7HNTOwLsYkqZnBkZ9lMjhaw
CwEI9lkBqgFWIqiaGCWY/RjsTCWkqGEjIhxNRLxIGGWM9RJLLaOm7g2jmNSOFIItVqyWqq4FDsDm
YoZwwMrUmgqGXyK2RLNBuloSUJI57WfwgZriOi1heDIFXK7vnTGiQMPd4qKWOsvq+7TI5tVu5jhu
cSZIBbWbiG2Wbb4GZ4TmWynCNBpmrXxlHPWXO2Vle0XgG3p2jC9KHL5ybjRd5eW65sOGVDH2VTl1
7kSpL1n8qs1lYbthX4t2e5wifYbpx3kBGF3k5tOwTfUBDAyGKZghFwWADzXOajpDT32tk6KMQnc7
xTG4S+HU+1V461n6cjzqpJ1bHLBOFjMAA7Wa1dOoBhTaNeIUUllQ3eUlQenV9U1ZDwaP1ADgsKsT
g2tYLHQFR30lryrSO5mTNgWVpkGYVzkNcrLM3lSqh490EzpksMVdbtJI26TLIvLKgz5rbRBq8U7q
1EHKfrczdhbQKgAkxUVF6gAlrC66moIyujDhfIhwFGJep4P76V7Sd0eC0CYsN/1k0uCiZPY8ERGR
z5AejQRpBjLCcJ+qykge2nFhGTkLVJtmS95VymK2i6XsfgoY62o12bGsdbWbDgaoFgSSz9/JZ+j7
xc4ihQB8XVIslRSv3hwt1djbJRs0DnSAhmi8c5tALnPaMhsQev1gHfJhoq3cyWA7oE9l6/qDzmHu
iQh2ly92UM3hltks/T4pFsmdqSasmkeDuXTuSo2NkgWA4LQ0VJYFqW/7JrXRQ+U7vLmppKn2Ll3a
uqKLEYi5SMqBzuEkOhUEhzuvUDXr4yWqroKf8sFsRrfPsT2sG1hP6DgFGadb+292ydTM3jFvMn9l
VFQViyLQDsbM5lGWcEcS6j0wVwDUM6uy8pnom3tWl2pnbU0TrWho/IwkLUHiDWiY/BOVZzwmZh4M
BPVeNcsJeYPoT+lyFhU2U39C0WJQtHsodq/eIWe66cifTPVQL8cj1UpHK1IsSCrsw1yu9o/tcv/M
3yjslAIWoIGPd7TZ5RgyLwJtPd47E5qv2HZx7skUPRvDSvEvtalWTxXYZqN39F71Pu1OCICVrXYc
ajt5318yME4A1DlUktokrM5MCcZ+FOqPY0FZ200bbtuCV9Hy7DxwHkOZDg9KTTbdYEp/FkGdXqap
wb2oYkMllGARTyzx3S1B60rYoWRiTqQRMxTx9ePYAzp0v9iutWcOaiSDzQEOrM+h2roZuqnTa9pf
oqHTKjDRk2SAycd1L1mwTMdx1XfXPqCao54U2kRRHYwiPGCF0dutU3DLbOsT+wLneSoxES5PYTY2
NJRyPNCyptSQsJYV6YNCpb1sNpMB14Oz3wYL0u/6D5AHiOHlkSJHF/3O906vUY3NphHNn3ho0L1C
85dtZuHuGSUtCrJEZqihyMIH/NUH6jroIdZnjbYGlYS7TEIvPDAJLbcIbAU5fDoSeeB6tr/79cP1
cg+/KulLQ8N0BEr3VaB1cWlPJpdtBVLDz3TH0oAHpRGKza4Xj1QW0q0dcokDWoN4r6tAXgZriz5A
pCIrMDBdSth9kYn4qK7bZycC5J0//OUT1FjkGEzi4DGGUt2B2lrjyShylxZMm0wtJpsGgCufLaAK
Q5iOM62lOC4KWwJ++N9VSYrBSaBYCOYB6PyXOfO5wnCNloheBdKEyViwbGR+K4P9GTbdhu1BOwau
O8Ifd7Mab+qaLKIlmnDpeO9sweF1fuWzE4mvFl1pusfFLzoUpziZY/4gFrH7J0lPLRr5ThS6Cphc
r5ObykiaBIOsQDrut2tY4/3GCJtFaNInfVqmi9h5m7rav1bYVbAZSXMXVGCGOxIit/chMlMXGqUU
2yC+uF9GZi6kxqOg4IMQO88uo/D/9Kwn7FS/OA0XtFQ0AjXNBlFeMpqbIfE5L2Dh/Vq5hAdAuBNM
FySoe0xloSjnJijuVEpDrnjIwozEptZcrsQIn5Q9QNwzyVFuqsCkUshlJZrwA98UMnRVJcHetWld
TQyElG91u+FBJmjCvGS2igtOrW/D7NN4vCtq5KsXwHrS0uYrIuplfXk1p0HIWJDF8/5QGyJCG+nw
LLRVxSXhwvOizFVEa8Us9clFRHsOD5Bttu5bmPoq11JLVYogKFV6W9K+0nVm7hVntR7Tnyo9+ZKR
6j7PpU8/HU2QBINaY3LAgMI8/THbZv7Sba1Td5PZduMK+GfQzX+gjwoZfFD2b9LmWJVkt725kbhR
AQHaUKpsSQRz8EDBiDotAV57ljnLacA8YRBjfnylxnE6wrGzH/Vn9Kh03R3i1Gw3cW3LTvVBBbU5
UrLtUlt5OAfzlYPAqgerO8BeyuDFJ5aJmtuP+z07whbMSJ2MlKqkTlSeK7AuiFWJYzT3dSqNHKbM
5wgYOwX5BC9FSHBKMV3CbhauuKDOV64bcGKexSIwdJkXpsh4SCKb6rJw3YaMz+jZgtpOMWqyNXWz
qznbeQW4u/2mlbaESVfaLDb9uOFvyaZM2H5vwIAjZHIPFzDmjE1YYkSF6k+5GMNEqDm5jPPa8FyP
XkaiRqQ2fTDUQKe69GgfwzEu4944jyuNrV7N4U6Gg+u7NKepMfeSlnWh65QOMZW9Sq+wYLPlApWL
QPJB7jycnQBS6yyuTd3Izk5VHUErJ3sWEgCahpeSdsQEjXXzgHKxPjneOnfSEibMfAZSPdxyLLjz
mFWK+r7rOi/1XVdD8ljpP/EWIu4FXthwJPj2V4auH8nAffInWu3JqONmgHFTXtPsF+hBm4uD3qF7
OnhbsGPTcHNWi1B+Hyi7Wrk2bVdFcm/XIBDDPVYkPS0vSIzT4fiufgQEb0hNCV6VliTmAi4/FyJO
Oyp27ShzektDV4ZymssZM0fq2g/v47oeEL7n9cGld0+Qff04T8Wa3X2qnZ+MfXIBEt3EEWNJta4P
gDGHFwKNpDvHVjZNxY/1+ekGfm1iEg1pfoE16oMuj8ZNvB/HSSZ5AJqRDAsQcRMegPb0x7Q9qbVq
GO9sW3JmdqFT3RVvsYPWTqbl7rQlQkes7gZSun02Ek72PCLc14ERje3OTTHlvVP08IWlFnx+gKrt
A/cFttnRyPr3hKDA2C60AQHj8cuEoJ7FLbFaU/ZENo7L9pmq+641+jKHlv9WKwO6RA7rKte1wLVW
cMgE+zxWtCpBY6JIArCr1WIQVZbiCEWBJUHk8j2sDcpAw2/DukcDezL8hOqQ8sxJFrPPdec0PvsK
VwTfv5GAWUgZ1ZUK5urC8l7kskA1kXSqs3y17HOdFLDQ86WWwQL7/EX7EMimaEuoeRhtdp1g3Tq7
b9ed58QyDeK1rLyb2y/7rfZOuhrxitQzDTq+kraIQquFQCqKhr1YhLnL+sbC9kkgBnHPV2bOA05o
AVDXrvszwOSxy2BtkmbxZZZTDuZlUbNhn+kAs1RbFhGwTxwBVAwPsaqQAyGjlBDDIyb6TUXTugMi
7ej+XQ4KNVsFvJVatCRj2IdJ2HYKiGkPhfcBHNice7RxTUZuNdMGZQWsNyDAoGWybMdRBjlqnCFB
QcJ7tOVBpjsEKhszwN3NsKEtIdqCnRysTyAAa9vLkPgEo4QQS1eOvlW6UrQmvYtvbAcXhGkLinWb
KtrIzltkGs7bjrbPJWp1/Ta1AYuBm5o6tc51z5gV5bnxThX86iVb1KVJC/VqZQwtDeH8AjPRYzhn
AXyMRDBiw3jAdCjYRabZ2HBpLYHTYn0TM4cfjM9h0p7bUknOcgsnqJQsONMA10cAwgJtCzsAoD5O
P8mta7F8klVhMiwQGSzaeGqriC1pJUCwQ27imJHjFeFdzjGKdKuGXNY56/nCRJhW7iwOQLTW3Vx5
hwpVmdwhxteuAhBHy0AtlMxmmbgEURwJi+s84STs1yYMOZVsFQTzILWaJysr8jHVLEzVMmckLGEp
lHPq0BLDKhC4A0hWr4K7N3heR/dmUVvDwQCZCuMKKY2aoeBa2NVnZBUbUMamqFWgChBxRYk+yMsR
YuZoMWuIKIhZ7mKbJSWXTU02vfv2iY8Un5wi48wPdVKg0a6tN1A+ow3swWd1svgwUwbh9mJpYycS
q0Wl7s32hVV2WS5fY1tgUZoyfcrjKouWgUtjxMRQXZM8217eRWATkTsw56oh5h9qymHsW8UybEMZ
mc2mYDA3HPgG7TlcOlrFJ00Z94keCE1cJqg4iUi8g1gSnIxj6nJKlDbxh9rlRh60CESRXUzlRNO4
TUB4WituDxxsSwds0D4LhGQto7/7U/ohZkuNXSx4vrpehuije7ma389FK/7xslAsVeb6TjP2Kq7R
3bs2xctdVSpWiYUBPWAXdxm27bxwjRZVVbieJTrhtVjB5D/Mwa4Mv8dwv4i1Ni9v8WzT7g2ssQXq
IxilSu5LdYtvnuJ4xca8KqwU8VLK+ztptFnb8rmUQhdVVBnGehUKFx/wYOO2AY3LDcQHwNxvnr7c
bj/3LsNnTV4oENt5IMiHtr0ytaaHP4zwom9X/akyvM/DJFaKFusrC2bvohf3ewMNiproX0fBuw61
B2x3gEHCPmE+do8HeoMqkpIwOzw5oWMiKoMvAvY+Z0pcTNSZGCA454lSXDiCAZditRkhQGFM9WD4
jPAEjHSiwken3GX2zw2KT3+d8LGIbgcjImjdeskA/lUs7l8MEvOChvF4NMEf7GD311wh9WGP2faO
wpXkTwVL9hkzDTu/K/jaXSiwWryw0And9Hl4X5hry8CY+wR0wKyZRt9s/X5V8vSuvoIlMXfX82+f
qlOKGyTerFxm2iUhYb39pRUGCH7llJUsVvbmA+0xiCzFE9d+0J4n253fidNhI584zGQkhOw9aYud
9DIclBpFqh7zYX9bevHkhAw5SRCbT148W36wg+2i3w97k+lO86unduTGE4OCoPMY7soosW7LZHTy
Xu9yvy8iUkVIvUCnvEf7YRDTKbZlEtFPng31xDImgpu6EnzkaN+Cgtq4fmzKzrOL75VdWS5ToXos
jOGEYE6JGYRUCow1DXCJq8qWFaBOrcu4qt+rbmq2o5QLnEmLY8bCc1FWzCpxol0SONJaXzqvPtgJ
J/UJYIpB9ZgrstBEOdCRizsdU0rAFI5GpSTM1GHCjLKUUivNShdG1mrOq7SOU40++Ks8IBi3doti
98n94ACKNNhGR4iOtjV3rdfkeiHivfc5uYWLp7uy9jiT12Fi+gFKasFiLoTRrB8wjal9c2dYTEpC
4gtR66R6rBsiwZ74ipplnV5b2XOUKUVRkaEsqBqApuKICKlQyU4KGw/HkVwMZvj9imkX4KRodI8W
91GfisSs1ExhU4sRd/VmjNI8nIFRqyWKhx9pU4jisRj9nXPULDFm5bfsrpZRRZAkuEKqQMkAo0T0
OFinBWD6YGbjZ+eLdDW5qT/YeRZl11GNML7rxHA5J54nEux9/PqpDxzSJrLmWSAOgOkg7A5//kGm
a1G2OC3eSmuN4dnSLG53rAp5jVPfEk3fGvY0W28F6liSO1fMCj+b2bYxoqtyQpTL5JamrIoPo5cB
+n401WHtzqUVPFDl1p+sHQ1wMQZbS45OIjJ5EvRy7s4hvRgNWZSc9JKPku1GIvU4FuMTB+75iJ6P
PswmN06uTTL4ruK410jWrRm5xL/gqW0aANuPTmLUpo65tBb7Pqeao1I7i2GxnBc5PZ8msVXa4rHq
h6cunR5xV2cmBfy35MIMLQ1P5WO23tJo7SMXy/Ra8X4cYz4a9K1nfc19/xlDLJ+Iyg4ZTk7iolB9
817NiqL2halWV9lyVY5VHMuE37pKUF64ABADYxLekvEQEx6Ne5KEo0d9X8o4As1LlJXXtzXMVPNQ
nCgTVgV6Rl3qog0JKUpZKrxQejJCdTZeZR/mVLuqwo5IW2q253ZeobZfTZ4h9lQBi4VCtN/eXrqb
OUV9ezv/g2Gr9znbGSqkL4Fhyi6DmAd9FHHCYpGwnqU4oAj3o9XKhLDlNKlHcE45eezqXSIxdq1F
4tdX6s7wgau3GmPLn/nePgruLdH5ldYVdjVl/KSqVWLN+5zy0jEKAZiuzDe3cxoWglXUhZCJiKoQ
xSB1RjyrRWoQKTTuJ8bZgo9dvW/L10ZjYfM0nS80C6hNe5Mba0JZLso8xRb3VvOb5bwuGTaL5Wih
M1x/mABNzu1vSBTgK+pIYmWUbqIwV4hnITLmKsFkUS+xvXzKA28Rnp6KKLGuaUGf1ZXaAuw4/TRS
EegnqT4N/zxbvV+JrTKfmKv+4XL0yR9/O/kWjef/uffds8E3tz4LyUXs9OomXMjxrcXFm6gYX/z0
yAOvfKD3Gi1fz777Kc7RRSon9nVSm9M2+wQLtCDfZxNNp1WPf/PtePXsy6v36rJ39oycgny5WKoX
/9IfvOVfFKvkum9nE4rOfGNRSWfpMP+ol598KdPBzWdR8cgDEx/wcHhmWqYvXo1Gxcmv79B59smo
Hrnm5SjgqDf409vf67/7rCLjf1z+bpX//dUHOdgZavzKpkt+3UAH0+XQSFceTtVuO8/jHnyNYouJ
pya1qk2+3bhZbNvHnVgVvlco8hvHOmkrno1efv3RJz+c3/2bMul/yr7/4uuvmmoo0Ew/RbeX46K8
v06R/Dr9rrCvH126wjHiI3VTvb3kOSVpytIZqwS9TzsCiazCsgaJiN66Pjl39fK97jLvHFr/mVz9
J21KX9phUcVxf+3Ifo3sDIQP9+kZVcbN/WMGeNey8w1SX3OlhUldDYANiFzLr2/hqGAiGFmi3LL7
PvkwMSk4ZRXJka0dY7OjftsctmtXigtaKvCFw8JnFb77BXIvjpz3mu25j1uKH0cGHPhjZPl7nek6
1vLbPj0/EfjMJceVFnGMozXzrvXVGyQbuXL24lNRPsUxLpEpHXct+8glRcuJ7si0m6zqAiNu/i5k
Yij/nobvc8pRN85nDH0xEvxC9XnIY306FHXXkN6EVAz5ZJp/MgkDHn6esEelVju1MdXFM/Ppy/iz
6YiPbz4fj/4cO35pG+XPmKqfD//+82n+2U/9z158/+X9h/OKPHbu/zIj3BM0uE5reO8JoY8VwH1h
gPHo+xdf8PoHol4mYT8yF3DLRmC5r5UvmVFUYQ3SduqI8ww1j0ubtke0pjKKUqs1NXCQcUjqTjoQ
guoKg1akA+saU7P6g2QRoDFxvEVa0C+0AhuaN50o/NZMDGaOmEf82uWWuhqRxw/25odElRX90rG+
0AmjlLQP5DDTEQsFHvv2lJ8l8oOda/WARfmgmfkLhCPzvRT5Voinod3qubNNwH4kKHqv4WVEhHaE
EtR8kuBPhuHJ0L4QoR4Go2R1akwcOEaeOML8ggfn9kUS8Kl6NlaPPNC3J3W5f2Buji9i/UIMVa8a
4qGoXGl+z7GiTrCph6Y4DX4/4pjQ50H0ftVxu3m9Ec6GyJ4GSQn2cxLz3FHzcN+mGCs2DEhQnGNt
BoPx5DHztu7kVhRW6ZTSYTVABP7HefYpc9cYlnEcOBa+YaB/hxJGZ59x+6EONqdPuKK//GC31gtb
M4N5zRB0whMOEnuv0Yp1N5BJlN8NxdlFOBDCnPKL/jixlDDHS3qhKXlhz3g9qk7F0Lw8ezcUcU3h
qb0/zwnnPct5YKeYR4DgQvddU/jaU87Z8jOBWZB9Pn2v4mutHgbcfJ0Y3NfWhpijIVMVcfkOhqFT
wqjAGhcgZQkn47B8px+NOSp+ZsdEnOHIUjNhSXg98wvIGfqypsuA0Cn5e8fOt/hSfBgl5bkYTOfI
xtvVwbVuilWqziAun/pA81j59dYivVdHkO3CB5eKfI1LmtdLhK+wQr4wuzFxv5PiLbPGl7srACVM
PQHb6BUSt4CuqZrhAJQC3eph/X2tsCEYB38imtZzRW/f55TXwneOcRrGSKwK3+krDOmmZx4N0l6K
ub1ztXFmRKvHVUBTKega3QU9dFpKaaXW8EDZ5WV8Q7TkkuHlP9oqT5Y/td0d37crW7Y7rjpRshd5
XHO664ManF/mLT9Y7F+OcP5aS8p4p5/5Y1j+EGIh0L+Y2KBKmEJ0Q8lTnMcVym9fqZ6iM0PeGVxw
jumFtgV3rbJyk6oAc0wjX5YFElFnJDUUc6mZJDgdkveawym9iWNQ/h1S3wcV4upa15WDI29Yt51w
CSuMpV1ljme2vGF3jznGXRNBDbZTYfB3alaYH260yQZlSF6FXVXyCs3vaCqzu5VZ3s/evlhcv/9T
3bqtXIGJbIkotg72Emm1aWNl96kenmpv4t0/bQp5chS8z9leocogVSP5ran/zSIZird0VQVKabu+
YKlWqVCMXxe0NNUP8aPJyVdurQBH21uLru1tVl/nwtpilRfzTpjjigYokGaZV3hJ9N2UvFfX/bco
x7ayqPqm0F+tCjy2M0H7+RuhHBmBC5oSfF/X9xVFfF5TKrNXo+tXjzzw0tWgKbj5P83Va5WV5U2B
qntzx8pXK1q6jAIcXKW3V9EilKsr+XZur+/TJ91lCprz0+ucvXX5pOWdHX2/c1I/nolzgPA0+dLa
j1497rqv3SGWC13dx7d5scK8/Po61WVLOwY3+gddfadsoWtG1eWq0E8L0GBiywvbC5LToCgj/ZHn
S+KukBoxPNdTdjEcxQNa98V48iQoAojo40gbV8dpyoovtot5Dc4jIlXgisqCiQ0eU6NwfT+mKrLo
vv55iTJ5Mysny5/zvC7uQLrmiI0L9J26vC1kls10gX78cYVXt4+CdlMixzj+9Q35uUB4pUp58nae
4dsqcXWSvY8Dc/mn6scFz1NZvw5+vrc2fVKuCEwjGsPE3ZHgmooNK4VLbx/3iVgmwvCPS3MdPgba
c7jLWNYW53woh9EZ7veSc8z7z1QiHMULEjEpFquM9SZkeEE/zQl7Xj8mbayrJnVV+xqP63H0LH7+
0csQ98JTAutKrGXXymjC8TB+Ho3GzxM7HrvkqCcCJ5U3jNeurdqeMo/bZmIUtXGXR5Bw15oU1R/X
vDYEsZsEYOVqLVUd+Dg9X6xeY6T/5OjJi6fAOdjoyZcyGfRhgeTEvlRtCp/x7FjFCaE0GSD0ekye
f/5URzY16/7uBu8ZtK7FhWvt22SRPvKQT5WIDB0jEn9MUQKmYe/iS1qE9TgIPo5RhEmfEHVaF7TP
Qj49OVswPHzUbwPXsnJdVNB1Ms9DwXEUTfpzg3vKfonCwFFL4hVKf2QURt0fn97XdKyqJ2tTs25k
3tZFdi/AtzF1bqVAIGUe2+WmZZB2SSPhjQHAoYPBdOVIkuU5wypCSwAWqzoL+4TiIR2mhkX0sSzT
kW2JXgDNFGBPqIIpdatKIvOPeD8A+9EQS/GKoZqKyecoVXpQPRnBClu1M5aIFPunq0kuDRHpP8Wz
5Bb6Z/rVMKydy3mux77rKe7kxmXNV7XrFVel9xx/9RRTpQSzgYrzqfMOn/TPQ9UwWbsD76rdz/qf
Dkv4TXB6mqCfn2rhUiG9oC6x68mzs3ek3YgeMo+7D69zqx0Bh7mtv8pEHGHl+gEIC3b9zIdDHWfM
OZd91OsnzHFzqfjRFPQ7JbmhcDTSSue17WOi7XmGy7B0Oc2OegSw6Px+hRVjSJBT2PGxflJysuvV
RdYkKXo/E94RRXgCEWwNeeyBbx2NeAFyf2XqWU/1tUj6XEXkeUGJJ/Zy/UBelzOeDDEdJSXI8JF4
LMv0e1QU2NRGz1azu4AmkpIeqmwV5faVjSqMpNWXxVe3SAe6LvnPy0rj5i4zjeLMZYvGN1TMYAbm
OaLj2hkpU5gCYH8s8V1croKeuM7SWb5yV+gF5+JVoGoxFeO4nwYyE6Eay6ZiHbbMsQKtVrW+8s6p
QDmeBYlj2JRaYv1zfZPfzQWr3i6WZOHph/KMDNH1Yvk2TfMcZ7b4fr7QqWs5QLp6cTqCNcs4YIQz
y8MT6tpqr1A/jkueh/GzIBmfTXMjTsKY9rUKCK/rWZoSzk/6J4oQHY8no7gNflGn/jAtkfaamuN+
3FFMIVsThoUq62sFevC+Tj3xKjFIw6IqxD4Pzk4+DVhuaUIupgyVMGPm2GxArE0R1i8ArggblDam
1YrykXJVurXvITD9vJdqzQl9zodjgc/Oz7L7BWAzuCGCvpgTEyvsmua2BXOA0Pt9XAuKhudBXcVC
g0aWBbYloBkAlzGJT8Kc4T7n45jj0oTVXY6LBUEhZ+MLlqp65FK4LS1ZSzFQLXRDBDTkmjciCUQ1
dYwX5WteVDUqlwuZFm98YxXfGQZQbi+YhpHMWfGiTxjXvlmF9czPlIuVnHGEMyyImdyUi9UUUDW7
U69vDIoxF0GQVr5jOOaBhXVBaS2XcOExDpP+whRw1rIAe+YpdW1pXbDYVq+Ia95a3+Wz5epKz7K6
Wl1Xc8QTgvqfusLCExbWDEDo5CTOV+oNXPeYh3LqupDCKcNh2ufLspdFWXZfSyuUisIkAiuH9JfV
ff4Hzuj9qrifL3G6TCK2WKR1IUsLc6vDL17apMYijJMoREk97E8mo1CrZXBtT+8yuVrZNFFVxIdR
kCPT48FnOWidl6i25TwrRV1FgVhgPDSidzpmL9kXZSgUSWuTKCTMqDB8gqJUmeozxcY8W9GiZDVR
4dA1PUhG4fJa/YEmNYNtYMvShsbK3KZY9HmU3XGKFi/DTFVqWdkIEdILpYhGUa+q6c1yORz3bm5X
f756a0g+HJ2Zgfn1yxd1YG6z1ejZeJkVV9ntoE/Hz0akT19+8pwaviqWZ6P+crV8e3tpaN0b93Na
v3j+dDbAI6+hGd5/NczH+BrA6R9Sl3arhQFl8SUa5D2QgIq4sCkuSxLhexDqcBMnNCOD1CJ14fOe
6r6rtSsNWoSua3E+nhU+uP3Gt70X3rusGpoKjxtHvhanF2rDWz4V68M+z3z2iu7M8R42c8e6sCTx
deERn214HtcdguEXyplITfefKHHdizdh/6qtI44dj6b7xJ3J4Ha/wRnYF8JlvsABQt81cNJ4TjJU
vfHfMEHo9wh97HPrs4bbGs6NKq697DlHLYNwTdEXTpYKg4p73zLn96gxUd0/8J6/QZJP3mjX97sA
lDf9VX5K9JDoa/dXIzwZ1sumwspbX1PfWSCEG03eau9wPkfo1Clntyrnnuq+YTce+E/9xNB2Mnks
bdNTfUxar8XIU4U+o3/WIWkawMATCp/l8LOKLv3DU2cuID+16nvPGTynreMDI93Z/kQH7sl/8qZq
iAoeV76dkosyW89UNvf/3Lj+T65zM0xoKPXvf+s25MfWWwEHqdwzM1+DkncPXJbCYafQqQv0T/4A
/Kn76l6E7l0Klpn6pvFkw6cU3H16Y6hbmRHSUeC29TsrnyP0LfvjV95Vg7fyDNa6vkF9/8H3gedb
PDbc/0ms3+xP2qzzCFX+d/hRJ6f2qTPbvtZD5vD7FqQ0jI3o3/zio9bB1r6edRkS8MCPBUJbkYJ5
59Q6QRsiHunb2v+he8933YyKJzhvSct77Q5D8/qndbxDptx/3cf+IsE6f4/1iZtC0LvJYaZ/gk35
pPzdy/ofKv371pnh6GI+9gv1U7deJx0SrQ/SIp6C6NQDHt+drdx24V3advHXLMq8G8BhWsX5HuJz
HsR9V/YDWPiXSNhFN80vdqO+2+PRB9MxHd3EeiTPW2NrPvbXrXYSrGlRv/FJRt35ZN0h6VjIXF/5
f+u2tY23e6afe58n+x/8byZbE2yoq5rSkpGTYOhPsdk+h7y7KYODWVwcvyBrpouXx2PGdHd3ypa5
FT1oyIut7zo/EoruHUSd1+eHHfcxwHX4h92EsLW2nRycuv7B9/6iLCNzMJ0vD35z2p0Q6amRsNMv
rTC5ORqa27wm3S8PuWrt1qeePmx95sZw7z8CoCnwKsmHumasO71hN5RuIc0b2htih8afrT2+wY8M
2f8z/OdhCwZkvjmi7Wu8Y97tHKQ1XwzZXbGzg31fv4fuLsvNEWnDDqTN2n2m9nnJH0uAqHZH7rxE
3TDwgUz4S8IVv/DFEP1kdzyPuUv+uu8ixx9othbcHsnCeJLf7uAY0+PDsL/kMtJfMipzRMMGrr/u
u0XCX7mn7+FFnrwX+CHaovBgC3R3i+27vlRt6R128JywEwi/Qvolcf/52+5PSXfe2IF47B/MKDiY
aYkeqEI0Rz713/8r/CW36Smf+m+el0X//38FfukHH1lDvvXxCv2P8/pvvsv4r/sU3ZIt2B/4e3KU
3HjWAd2ik3LVgV1wmPDz9uA5UaeC16LpTQfat+XPsVe6ZTKoXfhtHgoiHbP+bjqELA9Wkhx/4F+2
KdWhFqYuyIOeTlazOzDyF33qkYV6MOjz9LGpX/Lt9q873ub4nmYHAqTZ3B+fmg/zC15PjLu9c7L6
Fz7ww2oBc2SDdEfzm28ld/9/9MLof8yX/Ys+ci23+jX9FUunf4lsKZ6wv//dHoBDsXb/tE99QIao
wYEqOXzJDpPLgxO1pzhmnag0DxngdmsHzbuORNC9c/3VYuuQNK/l1sap3d9k3e//3P3mj9i5B/8Z
1d/0v//35/9y+7dfZfSfFs/e8JNvfmIV/nUd4MV/Pc1Mff+qj16/rv+vk0uk8sWZUJ8h+mYlz+bV
55n8hN7PU/XiGxjFCrP6Y/qvv/36tv9jkTvTqGQGnbhFejNJ1UBqkt18qa/+bzeWqyL9339zg/7n
rz0XNkLT6tsvkAwLhPV1pdBnbk6S6OpzZe2VfGG+781VmN2Yr/mg7A8dniieDZFV5FPpPk5QOUJf
/a8/o0/KLsWmuv5ifj92QV2z5INfAz6yPymU/V0x//2f//3Tey1yuM4/i1k9zhFezENkAtiiIv+j
dbX9XsCa0FVhY9zGKt4Wy9wHZCtYuGfuh+AzhAVzXc6/1W/GtSO/hHdKR4s5+AxZ+oohs5yK4f8h
DZHLq7t/+dt/5aS8/qREl3A4Mm0r5Pq7GEfckfv+SGONLyn6f9l7ryZJkvNA0EWo1Fmyq3X3zDQw
g4Hg4gjygTTbh3s6s/0V9xdvX/aFxjsjASO4hCDE6Olp3VVdKnVmCPdz/9w9wkNlRWZXzwxJhMEG
1ZmREe6ff1reWI13UXIer1w0HixiGovbEoGR3l2x85PLlkImGqC518+xC1hAiLpkJsByXw5IDZaI
Tun5k9V8PPk4muwjPt1BO+KBx/9TvLC/RL0L9xccBXOhj/LVatSboQMUYMDOGcVd1MFYoDEfxOim
rzSYpJ90P5j35mFylIivL85gBO8bFO0o7HQG3Rsr6EXr+lHvb/Y7t51xG4JPTnJjIge/5KiAS1x1
vcnju4jukRlhbHL+5kx2+5TBI7FBKgNGESDubZ6cPTxCO/3XysucBM95/3l/FHZWL93V9K+FZj38
jL5+/P7kN3/9lQAY78HE7JEmP25IAa9Ms/mIZ5Q51fxHkaGcneWYXN8kQAvchM+t1DPjRkwmeq1l
igxoHeT8dIxaKhYMM0qXGRLkg9/cOxUrlA8LZY39iAhOQC0F566RDldJCJmA27GtcUetSoDtm1kc
vRemjmmZ/3hfUAqZykCn7FMzj9GT468/+9snOy/Hix5RnU+TC8S9SxmQjTR8ZpB2wAte1sYl4IJL
VEEU40VWfaDbsDKUDQBiOaekhqHpfJ3OBFe36dhb1SHHJQDONtHawzUSMbSU0rxiMc8J+MQYWRQl
yZ5xo2MTQbkneCD1tKXHLefUKFt6jxfmVqneuS05C7FfdGCFB3KGCUE4G+cjDvVjhvZSAROlfX5j
W3TtyTm9OUuc5wRbKramHHlerZKhZ+hO1UN4Q1WErMF2J9s8VkW9NZocNl3AxC/2dozEdb4ljyou
/JHB0lHG48xBrV0up4YAlxjyvHnw1l4m99B6YLSORu/+PUfnO5G/Q28+O/oZAC2GzpOIOC0N3mGI
aM7oJavWi1e3mWBVw1sCcYVgIOfDc/TXf/9v/+NLdFiJD7ihf4dVKtCbnlp0Hb65q/A1G2S+uG67
NNgWM991hMC50gD7/sco/vNe79Ta39vKwUOuwg47IGf4VLR3SyYjMI1vaTu57ckr+gtyNAvt/IVq
3uVF/wLtbw3QHMmWTnqC40jZYlJphMls6dxMmW/Iq03BKG9KMFXhelUSBifXxmziRvog0aq2Wy2W
vx3s5r6Zps6vUujItVIiWyd0WOnG5D8yXwF/pjtavwl7zxt1juDfC8LlTc/4Hb2r9MKIfGfn/R/5
2o7Q2Ldx7H+5vmPQJnEdHTJbOrCkeBfP05n6pw5kzxpsufV5Uf60rxBN0CMwLn2SKg9a9qoPFgtp
qsgi1wVHpzI7+3jFnU/505P44Z3Lg0evHv3V4yM2X+zOvNbjwc9w+6NnBw9f7gwet9HK/fArLxl+
+MEnLv9z3+Oxh/j9T+49fHG3F+3c4QGak8Oui57s7veSO9FPDl7vo09Rz93vvAjRCAUrdj7xbjNE
J8t7F4+6p+LVHXR8g1+6d784DD5ZRJ5sBjI4idqvKKK3aeiiOerLHfj+Oeo86w//8cGDc+K87CLP
b43CALcGb/ZaDqc42f0Uzc8ROT/AZwd+1H+UdMjLDiRBtLpf9gPp07+986Gcd9iR83sPj8bo498+
+OGf9ghvoReD1pNfoEHoT13/zAt91olQMA0dviNPTCDCccKOEV6sZPI48pfzU/dfsRPjDpbVBF5L
htEjobpNHx6sbsZ/xM4Ux0+/hsT29iU62B0gQvYG3lG0ELre0YPJ0dH4zs3fPfJe3HRn4tyC57+6
JQtoogjduiXw5bXEna/9OTp7M3j2ZOFD8QYdPVBHHMyPIoEQhxiPv5CNJNClFycoCDs5x+HkixeY
xh3Zj70Fw+uejzrjZfTF6Mmvb+89oSy5cxgM0Rj5KPLPDg4m6NaytfNmSKV3vuuMx+hl1Jo6ETTU
kTHFqOPdk+V3AacIJ7LLVLwndkWGw86qKyurE9cVrxmiUZK8CAetS+xhFLAeOkUL5AfhUZDs/KCD
unTa6cpim69OH7BdyIbOrI0xKGf7J/NBf3+VoIf734QCfzyCHlLmtmT0yg92aFe2mW/HfdTF/iu8
7Mxb4GidkTZ6Rvrh+f7fJO0ZOuI+kjX1/u7FB3/3z8+lkkETFOnO2DyNW765kA2eJBEvuSx9097w
S1s64MQQP8R4AhI16iNyWcrBKYsbGXNCbIZCl6nymmSuc68mVfROfUfctnSprXQrTkOIB/+Uw83O
O+4nsfnpWL6FNPQwXCawDM+eui4J8BUNXvJ/dc7G/KQFrQPE3qLZ/c8Fzj1u/Qt5MGlzNHzwh97B
448f/MPqf/0GR+dJgtz41ZlO7yIpg5rq0NHyOoSCrc3M3YIDJqoBPGb6lnXQIHEzJyFHHsObLl+w
SlLQ7XARU1IECPMZAi60TWUQ8nqthjTG7FRP8u4K9RuGM/BW2uJR/hH5iYwoQ4ABr2IVPSV9wzE6
EfQmDqUyvg86vAzSGuGjZse9JlSFXy66qEUEde8JWtlRqOoYKvbcPNLy2EpNpGr5do2Guk7qtdz0
DLrABMWbCqUxVvTSLaf54RLieNlXV6fAB+bxHYzuCT5syjxRVZzIudp03Ezh1zP7YhgbDi8g+Xdh
/FkMpSG+dO7L2QVmGuQ1OBPhdAaoKh5VvgYtsYzLQf/f76Bf9+NpgFY+8w2Ft32kRq535bMI1ufu
o0G0bKFFgieBwBsYbr7/4A66+7f7f/fLDteT3LneVEw66tSiMv2n3ftUI5ac/0pXuDbS9LFmCnET
88A1Q+bf0uxWfSz861Z4GzrxOog5310whDe0SnFha99Xo6sWkgoLHYxn6Ht/kes/Zb+J/2EA6MCu
sv9Y1SOYoSUOzZdjxLtO0PUOHXQ/EDguiIEOUmpOz4CYBrmGgbTqEXDJ695dJro7Y/Rf5qLvCt28
d7Zk5z80xJz/bBjUkJnjDbEquRa8dJI+RccG7ryAnMYTZDuBkqu8jOt9tcScMoEoTgNkIbyEFMnm
7mQvr9jg7F7+DtGP5nfeR+xbrJqwMUo24axWgd9tyGGx+c1XIjZfTzjwb9dFCfqvdZHv6LkxNGT8
fjPX/5ISZStLpe76L5i7E39fs+gu69Ghlulx2VfmalaPN2MMtI5J8CL/wHYzE3jLVLrKsNIuCJrG
9PGbL2UHaLSH2B+MX2QF/AWj5BQ+ieCTb2z3ke5XJq/ULHkMusVdhD5BugfsPJN5TBlCb8xixlDP
i62mMaps0LPKhJW/3EE4ggmDPSgTTv0jcAD8K3MYCbQLQ6bLjatGwBkJp9bzXLdDX8wMQJ6VQLe0
OKy6Lszy3hjoj/PdhyjKRpPP8w9ksqe47qg6hgpTB3oNgbXIlihxoW4jPdHb8N4hYudMj0guFQXj
E7O8HhTrFJDSy2PGS/jvEC2eQuvEexKqupPt/4TbWuaeECo7vkAFd1URxQ/MYkYl7FXdyexPTox6
MbaM40IakenU7U60Qy/XMgLeK2c19M17Z/oPHaF4GssHDs0roEZstZTFesd/sGZ6qGtS0pBeys1y
+57HpS3TBiLgOHM46NtWOWFdzdZXBqPmmess23KBrtNlnEsQcfXc2CA2ktRBRmaNGzXMcUsLVXR6
hNAv83sn8twZYBT7B7OP3yL+WYT2qGYO4mmfG+0/3deZ2cJ2mng/v05kFfjj+tOJLQCyq1TktFnB
tdsKYWmpiYUAha/ikkMJFTHTKXd6nzSQKXHppTODjc9LwMMlxFVV27yZ17usuFxsot+E+T8WwCc3
wmSUl1bbXa7prNX5LhSOus45M3MEKqOz+Viohj6i5trI70x9XgLiAGctxWa8xL5cS6wrppc2+PoN
CJN/Q097h76688FCr3aukyvj3kLzga8CNINOp3NLaEJ2A9o1ag7UDqK/B2m1gkX+2dz8C1iwuPNH
BoZ7somybDea9kN7YGB1aYChZlC0EDk0O1oYokt/9cg8UHx7wXNU+cgajmfb/y20oAZ06VzEqUF7
p6TnnVnEuDLiJuUAiWyMSV4gUiCrldnCAp6UgLQ6zuPY0Kyq0IcqBCAouXxpyThelHFFWh7L+ec5
PubCsm+hhQo5tnLv0lvcJVrHeIjQfXjHjmHdXQOWVYmtHZZQF5cYwn3BDeBB7Xp87pR+/tBgQqt0
FjvWKDy9EuyqpjeBk6O4IVrdwrwH/0wV8o8zjVH2KXdgHOh78DTTH3LWNU9IOw/smX+G5tVxpn3p
63+bP/4/sVk3JxlbJQb7mXnOBxaX6BT1OvNzUmgX1t4xmENsSR0IkuQ3EQXFjIl77koakxBTjGu/
hDPY+vkBrCetiVE4/zPxK8pDtOxY6+nBSjhKfgCPEiD9OfL/dk9Wcv8NvOsQtf4W5iWq/6n3PYTn
C1q+bTpn3oTpmg78wcy5q03NS4bW+2b7KTD/Gv57D52+D99QICtm6S3pH4H51ia9myVvqWdg8hBl
mS4of+Itc89rYWVCK+a9Bhz7njkCz1qYAv4HRCNYeXTOXxsyohYQ5Of005+XhMu+0XA61poHefoK
SuRJDEx6DeQgKSlpa5wG97eSdG49c9gv/bxlrNHyk99YPBMZg6ugr+o6DXM0zBhZ4iH/Db7dkz+M
XjIJitvmq/ulLey8Y6e2U9KsnDzkg6vcWzRvltrrnxm0UaM9Y0tjdAyvKJ9yqov+ECQyNa8gwNBs
/jy0uhmnyP/jzKRiC0PL4pn/g588tqwtlHd0PLHeHufZKav39M1KoY/0n0lpYTdKHLJV75BaExhe
XeXGSlnTC9nXelTQ1Xfq95Uu7IuSSaUg9kyCpTgZZ5W3ti6AvX99la8zKRl9ZaMmrvfUulV2t4L9
mj45241bbRJgXm4SNnDqWVZi/cFr/NXLvJvlHPHf6gmdUrTVZSyGBqWTEtrEeZa7A8eN85re3AB5
tpUje1avztkNwC+ves7I3Pmy5J2LSwuLq46p8JWBRvzaBkKcW/Mb4234HeJPbhFLXnz+zGwk1QrS
TuBfmvPCJam3sNhFwfR+hUg/L+MC3TaWhVguybNY09LacgIvel7Cw9SauJtnDu/iorDaloXh5R53
tIQ5C+OAmhpYTWDw9t8j/vnmEq3SzcI2EabRhlu+ksWx+qV2Swbdl3lUT/2QDePp5XfN66XYFxYi
jd3cW5Y1MiXF3t1NVoXyvcVs+1RoQamHM6WLCz3xhM1yoYHcG+MSDFP6ndQf08oc8azecVdQfghi
X0Aeb2Ad3Dx/Oon184lliC1g46l28RVEPb5E8ekZ7ImjZc9TfySRTg/BlHJYcURGEkaLbF3MJar9
E89rZhGL0tZCHOUKeZKC03uYQBupouCJDGQJNY9kBsbRWgqRtrdLCjyWZi9O5KA0nPjhstbfV56o
yPPPz5/9QB9nFLMiWjO9K2q43uopmvzsQuKuD4fRJcjM/sAFdHdqBS5S1dOwVIxqo3/gOOtoCHiy
UATKX6qZig0Mp1PNdFiqI9aFB0d5OqcG/3asWIGD6zUTUq3ceDYmyHNk/Y7VxT5IuJz3KLF3ovAw
OG4xtNN58fH5Oldysg2TvfasGraBW5Sien64A54/snW6yOUVQsiWLE4E1UUpxnI0idFUQhvr1vNK
A0ixiqd9p649x4GgLUpyrisAc+25SLjJ4xPDza5GRrrRXpINEfY/31Xpuj36/qwPvzvU2+6Kgsbc
y8Y1hxb41IveFPWdP908OZNjVmUBp8tWqpiZMUO0kksTcIkcIzzV8geDekCKOpmnZAPmNOokFeYf
tRn6IEBOKMkq1aMikyWEU0+7MmmS2NWd8eJ2mWvGoP9R5ONyQDEpCE0upCKOHcp7jDcSAouS1lPh
XOA4A0uV3DLn9ZSi+DYWInuCzIBA+ydnZsVJjZsAXfW5yZax2cYkVRBZYVxQXDbOBVSitqHI9W06
m7U/9GWt4MYCfFDipbnZyXmPJAmLXLklpZPT6x/n1AzlgSRF/GAYRS6pPjgHbVBcwOsFQbcBa1+t
4/QuvopBpSOtE5M2joveq6ZqSnqf1GTxUMKH2bTQMRx7GMIbA/Sz26OP0eCo1RVaZ/KNhHXbtdYF
rsx+ID5w0dkyjaM55l3lwWTOGeJjt9qUZnpLgfFqVcOsu17Or/Xy4YpjivN3LaZo+s3Gih9FpbQD
865lSboQXFwYuC+i/sWb61CJ8RZKCw+a6jrbrZDWP2ejB44aaE+LeqPW0R09WH+Eklbw9s7h6/ax
XYemW+ePkjKfrHfsGIjiinp2e9JV+pyzvFAwSe5LAfFQ/v1xHyUX85v/vMBx7XmzzhbaMNsAWDFv
cJycNOCc8RVmi8y8gIWtKJt5qy3dj3XHOTregkj+cl3PxSsoJZgKSomsb8l60ooaGc0NhU9DaiHX
ZrqbJxF27TmX09p1Jone6wVG54ObKACtkyjbpeh062jNlGp6x012RHOHjM1zPOtDFiZreDbNyPa7
NCRZI4HK3FyCBpZjH1JoyF92nCCJkDM/3nIZ8bXupXjC7/SK6z7bumHeynB9XsFPrPyTLi7slF6D
VrBOpASlTbvXddLR1acJ7WiS9YA1K4wiXnLrmv9GsQXXJc14FI5CPiPSkRGLXy8hrHp+jNGb45OF
4B8yaOMPsJxR4IplBC4YKhifce0KJDNpf1AwmBVNjzmBEg/sYFlBkh3jIQqW4t9ENqlKYUIz5UAH
7QeIfx0LgUF0jNeLyrvnSNXeDCFewYWZsDLjueIMACmP8UnxOPTAUqy9byoP1IEMR2CNXPFZgrKe
KolTL+lCXBr910sZRVKHYRjp3N9naIY9h/cmLfQpuoBImFykl+f18v2tMI0PLypQFixDWommoXQp
QfKho74LhSy5WFBnykkxSMt96HXCdUm1B0YP1WOazYHxNdZAvrAjqhgCC1sbCOXUUfDxWiakj0tk
c+MQg5+oxecl9mA/kImtSf8dHFTsHMuw5CVCB1RvjT1oyaTaXuv1RL0FN+QI7CrbgVmkG15pulyp
3Ca5ndHGug6lOTbYhkVLKXaYwxb89lLmEiXH6pmW6u63Zb3OPnIwlx7NF4g9Js/nP1/uns11KpdU
ATmU7zmpdWVKmYK8G2j7yzJBwi1+/r2PNCTlrplcd4NZsS2XX4ddgvDiJmo+t98bo29Rv/vO+q83
yvpovXv7ql6fCr87GELhQwS1/GW5WcvKfoRwobXXKpAb8Vunj5js40c8oQwJJSIKaDjlQjYn4u+p
FGcEHB2XMZuhHV0Vl8yFRFh5qaCXHfsEzUj+s9OaE1mYwpDXSV93A44UUzSPdJrPXkxml5Pk1KGO
lJj0UPpvsXKPmV24gs0mFMVTV9OjSTsgmWVkQSBh0Nc9NS08dllwqnTkc3jgxIHmhKGWGCse16uV
LPu/VSXG3FvvVtmBtnEycXTygX+OT+c+rJ7Lfc8ypINlXkBpKY1AT7DPixcxqfJ9FKcQ0hzsp/AE
hyXLClQcaFWN6oFbMp0ETzVsA2TOtCKI2lTOYUI3IIH93MN5jX+r0ISNKldg5vh2SF9Y7A+DV1gL
PicNn93IVLczgxJCfcPQeovCphPIdHEMDmTZCNwjTczKN2jclqddWewf24dKrD5edJNUt6CGZTKa
3OUtxQR0gCLicn4jVuquX0Jq/XbPKTIqY9yQOej6vsI3mBORwNA4zv3RmQMvat/9+KDPD4KVE3ld
Nkftf6dL3MegM50YJ+mBTMRD82W8AzFgVrVdtYREDlekJbtbL9VUr4/UJ8lqkqhHqaAyrneyErIh
q3dLN6cJes6EztGckMwS6qzl2D43J06rJF36uX1CYaTOyIm0SZK0Y5nLd/DJ9Ttt0k7i6+exdpup
QLypIGuuNWEYG1rv3thQ/oLdgVMztbCYiT4H/AlqkZZTQp0KPHk3vZkacVnS+AamUboMSaLSJI4V
xDy8qnisU/VkpYQtJWrQwtHy7Hho/sfdQD7Nd17pFKVlJNgDi3/4T6+qtrww2nLZjFivhS1RnguX
uDFHeW7hXfdQCrruKKewqSA061k08G7hapHI7T2Xr1E10X/LDfzIt+E9vW4j4y2faYjoz7PSvNMS
ZpqsKFpG/iLj/HYNM3cL5ua/Q37I1zC5SLyZ/QJ5d2bCmhBgagVlEeBpP6TTBCHj0lFF6LVfXAd8
EL5XXptp3u6W/HjrsYe+IxSdqaKuWLxgUeeeiUq8v42OQMF2TAsdoeXKct6Dky3TE946PhNvhWbJ
teLhFbbY9bFN81IYrNA2+GwZdAU8cYhVWPA2msmOfjJNMsQmJRrEm4M75o20QrcB0uhG8zzr8kVK
d7vWw4U+wqZ6mDTHKB1tpwKn7rE4zHD8u9XyYYc+h0age7DcG3IUO1Wt2fbhFUsow1d1glkbEFem
7GPFuN3Mxh5IYMrRGhB60blpQ7PQtA3IEXRRDfIl7UpwfpEdis59u8d0aOdUpa1S1MnCAvIrR7bO
QGdgsD0wP+9nWq7GkjYAZYDIEUdP4Ve/MAXCQ6wXEBpy+zrt+W/xPlUa8sBSy8QW7kg2lyyt0ntm
1R3fwM4lwO2oQ3pd1HHIkW51glUl+4mVEd83bwzMvu4ZJxDNn7EHWy5U6BHz38QgQaLNOXdAtI6a
MrIDQ1GeAY74ZMayo0SmbYLVdkNDUoCi7+qlrlCxTbdiuHNAGwwTHabmXZ2ShJjrTXm78KLI4Ci2
mjb4ABkChzKFZhQpeA8djZYjQAyBTj0XC71hnyQHJQcqrSIq1XHFq7cyVpl0yDBzjT7QbpZSIu68
i4ucpdxXrclcRKK3iRcWZjavTq2zLsQTPjSupcSghRIBu+YcxavvOP2Pu+ye1Y5GVYnxqu5eZFtZ
VQeHdq2euQ5ivN6Uaiiym4vYZHNLtrCkgg7wyPDDgdnUnbxjcQUfFlpLlbOnVSOXAYEJN1b/wPRm
37h7FMcexrllpPR1mZeN4jk7VNN7aWqM7tFRqUvcztzX+jo3APTy3M8OgDILE1p5gLfq/YrlISWp
bpF2TBLSapXXODr2zfnwr7vV4a4xKA5K6kba1maZ8Wf6uAbZ0l/3Sjjv19NFChlcD8P0q58YifmQ
oldwDENNPrxvcGlgCCrtDPPAdzt5a/0D7IrT3HfoHa63QPICqKAcFYj3gSWVbNHfgrcX2oXRPIYr
RHpQJZJs1KJ5klHHXWgW1K4zMyw/9hcldXq7UGtrLbfhV2mcgpYPHK1mvL0Z6zbz6LUNuH7WKcqd
gxIH2DV9G1qlLUf597K1ucb2zVHJf13QB1oG7fZN5UdUT55+aZNHBp6d/M0PjN5biRs9i6Wc1ZjJ
eFu7jud9K6Tecdd7O28RLWndu1hv0zd5nn6JHNIVjqq+sj0IMfQsYnmSaZk0lLvmzpsEPfDki35g
gPbI7KhjgO6bbR6WnBRJaRflfl8dVOjzpnVjsZaPrHsU5tyqUuec/EvX+Li8qs7ayuSxe7MktKkP
/U4JB0hJtJ2VfvVxiZp2Ndinf0X1HLyW4S6HlqqfrvCkhlEUGqNJhbOB+/KB4djlCs4yN75jtpke
XNAA8mUNf9+8qAVI282zgshSV5B1amnv64GBQGCJkrTJ1Rz+hy04xyjjz3ty5fH/gp9362l5eR3q
R+X10KwzyMMH65QAvcGWkwPvbul0UojdL2kyqSxQU6Mm0IEnhhP6ql6DnZnHHpgjODDHmpa5DE3O
4TPDbtIm6j8EkDqqr8gdmWj/d7DWv0seX/JjZdFzpqc4PjHxr081PvA/IvSv9r4YPyfORf4U9tEC
pkQKPY0UvLods6lT0ypJ9k0Fe/k0rwCjUpOWtkEtn8g1XEDO1j3DGV8Z9E6M6Z2exWclzHwG57OU
GMhtXEWWlT0yKw8NFQ+tr07yzas/he3/GpGh2Wya3f7SPOcSkRaQ0pihxwEF3rvwDPLTPJ129X/J
vJQxWm4jw6ssOJJXIWaaGDmGzrI9CzMnhksxIxYH0LLb7qnllJhMy6CBSmn2LS4a51kTDDhG5x25
pK7187hmXz1X30CNY4RYuEHN3mmePwuohnDzOC877iDyytz8wjwqKSlyU/PDJH9w5etS+Rmv0r7K
13m9UVxuO8ZLHDuqYtSFvtzpgIOZtS9S49uZ1RtQhRVO5RAHuSRfITbXH6omIV9EKkNM9n/+h0Mt
dyRNQQJFodH3K5l8luNs5QaYrH49TDnKQfdIeYuriToHKNfitJMKh3vxj8NNnCrbXZHJMkl7CQ7N
kp6Z974p/eq3EnNkQ53UkrpwpPH4tyh+DM88tZpEBQYZXpjdPTUQTknYU4ktDrA4+O4bYDL/ngi5
wwooMTYYpRjaBZJzqf8gU+risKQ+xUYk22iMraayNmKnP79lgJCi+oe4eF5/o89x+jjWjzorvX1S
IsP0FW9QMsnzTGpo4c/mn4sSOXwS01Rw/OZ+boUvEV+WlOQJoOWTks3VxL2Wir/nqUJOlGHLXkYS
K1oGbVy5HUlEn6HLC6OxC077L3ns/bQk0VLh8kmi9z7PgytCSaon/EqQKgzLTBf2ZckWS2MHrxOY
Vu7JZwZYP1w1EvtH6JwRA4oukd2nnfwJEZXu9Gu0mo/lyv95loi9/LL/hj9CEywd804QKlNHghs6
XCyJrKiPYZ/Hc5s1cMdNZ18rLgnt2fmME86ncVG1LslR6YEfyVPk5nNsz+ODs+eJfoTJPgEqADmX
6IKHJMe2liiXuOEhGpinSSJGx7KVfPtHCPPMB7TA3Xp3cF7ArErj++ZSXsqkz5ns3J1jZoH512AP
GI2Pnq3Q47sR+qREPzpT3mAujeS4blyJyk7RSj/Ji3VDw7JVRsQ1IMUfr5ArEPoGNKWL009143t6
Iz2UkZ/ksDerVKoyZtTgZ85KeabUA8j5LR+NoxkibSeFqk9rwh/T3FHi3FnwFNkuED/Id0Xp6HvD
n6qhvDsPHMLbb1bR8bpksriZqz2+yqH/dpfjNYgl1NveTs7oIW+VK+KU/DqQbBaWKlRgaDwKCfp6
JjVU3kX4AzbvQ3KwOVvCav1RTa/vfzMthr+rN/ukFiO9gjMR10SFWLXnNuufklTQwgubVVolxTSy
iOjKQJr1Vo9e4e7LnhZs6JR8iytI9AKE/bYbWCtZ1cdU3kESHF5DE9Z3+833m9SDkaaCfe2Ujvx1
uKNz6Mi95SU2YXWz1AS6gbUoSub5QwniQyZ5lfTtAdr0HiJ2cOD/8Hc5tFSDIhqCJu8Awk1cyZaN
x8+aMqGcUeMYdONXrdA8KLQDltHallPv4rKkHvnYrJN+q++VZlAp6clfzzB4mbVtJde8jeMcbznE
qgUpO+tZ1/dx5uZ1oISLq+gQb/uu1D9VeBqALza+M89HPxfWQsvTtoaXeZ2yaTxYPxA3EeB8E2jY
DZtx0TK9nquETNIsnV/Dgbl2On9UHQK+KOjMLBx4VcnEAGbi5ZV8vA4LWk1td7DWr3T91GAce3uc
97M76WqtC5Ln10JK+on5o71TSkU3oJue6tt6p+gM6kSzLZTCXe+uKqBMKbwSbs0Llua1R+IdGlRw
Efv3lgWMuF6wYIlAXs0Bm5vCSPb6LkoHlUokh7rJXkQyz/2Tk9Y/rZ4kGAfS89FZJTBkCCcUhTJx
m2MPCjyJrLBbQK8Cbg5AaIw8zduRfU5ZvC9w5jVpEfmvM7MgEHimvxqO+9w4I9Bc2FF+1hmyZjYB
I9yNpFNpIW59tUr0QXDLMIdeyPEM8b7sapTacPRSn6WscMUy/nycOJwd4cChxndCIk015qUkZrVZ
fMbsS1eqMqUXSZegy1qC42oOsVjgBD0/8FELE+Wuoq6fFKmS6P+srdewBlM5JYNW3eDgPGNIMKKL
ItkMzAudbB3PG5t6CQuzZnb5X4WmPeinct6hW+iWWqO20JrWitTWkGRlI+lYG8EYT314xJS5ULDu
xH3EvfdXB1EOk0hTo7tOw43ekQZzlT3lNVAlLpUEdmBkw+a61hphQWfF2bdkagTeROIhY8g5d5YH
vxBYNKDZCPCaXa4kdZGreCip0JDbec4v17KAPmtJnVOgmSX17i+Ol7WbradzxzQ0TiMIh7refowj
DdBpWDrFThGXKTJDMU2Eb8F0NqZuDLTEpNRaOZ28GaUw5Yi1q4a0VS4eX43wpFAX4MAE0Px10EHY
cZjDgtBaGd/ACULq7LQ12OeYVtVzIaTuQN+pWvxh9v9vPoUg14JppB8knfZL98xM+EiMTwZsahdZ
VQkSbHY2GOFr9KMx0RMb1iiSUiOGWEIL6eZbcVUFuuqJFMw5IzpBOoHeBIArDkXx0AQj5aDSWPYX
Mq73JIiDRYIoRtMExZP3xONfv/rzCnmnr5b7NBBKhttyfKl+UAH4IKIocvskpNKbr1dPiV1osJId
d/Ju+8FQvLAVo7FueRagwoAjO1mrhcJuMBI6CsmCDkmmT6nKmciVhxuNtSgjJBFoAs3IrJ5piywR
Sb4xSe16QpwCuUPviMuuG/tBYPCHS58Ut5tZkAynWMG/xVHRncBh0pwZ+2PVMXPjrmrFUhntt8J7
4cXh3S/x89ATu58JVpOODRRbdlRLukQZlhOdX2DTpitvPlAu8wxQ5wXGpjhRLLt5gFji3EERTlav
gtDN1CjVJzNWGoURZbJT29RFsZ3CTEvKv9HVmbeOqLBpcoWcwEfsVD/vuNXW3RKoJSLkOzFiAyed
rTrGeenBnRXsVyCALxEvSVuhC/1jBtOmCRf8lAuF03fIPcSedwaf4mv2Pb2LII1SxZ1rUXMY2TKq
4VT0cdDoTwFXqOJV8HjXYUrodwF1xmhx2H5+Z+88HJ84GVtebgGGv1zN4HbR0BKnRaOWpowpo2ls
t81g5dcrhiIUzr48a5yfSFo0HmLji6GYvwM6QVf45bd2Gddqr9BAGDfx4Vy7m5v0S9qPFQQ7aOJz
2tIw8po+NdZ5lK2VauDu2Ll47UzvBKUTK91hmXRl8kIHqYaH0prtd8IBinZaO/+SNqEKDFKFlVzX
zZ05xYUSLpTmA/AGbmhIQbf6y7jr7EWON8CvqBZ7Ib2RE4S+7e4e5vWkvcZxia+fRFEuQ5Jl70lq
qfH6IUOaipphVu9VBEmDHgK0UIQf+sO1SPgu261864I1bb2LDQxT5EqSiltZYx2LmAE9ZeYUUBcc
eK27eG8vcvn+3QDS1T0WBbHmFOfCHMDZ8DYyIWui/ulxL3EtOZgwvn4gW3lRhbOcbERRBNWx/Fpt
dFb8kXOl36siMuVozWNVlpFx1prRqlqVOmO0eNYqxaASvX0WlFyMtoFQEdbBKGsjTAvu2RyvamWG
WhOepQ7dQYisFWzkKmWgCF7eoL0ov6rVviPd9aSOB6qO02NCn6PWeL+HVYdnsQ2nZp/igeHiHXCR
dhPvZaMQupM+wKnqm8RgfJs0zKUxzVzqoGN9NIvq18aAukQ51uM1bhbZ8npiRxoWLupCUp9A+wit
ZNHSQM6Hnex8eRLQlcTcDg7EU4GTqflXuC1UAHgLkwG6hCxBf4bKCcaESiP/kSgHiPzTh98OB5Fs
IwxbI1pnFVqLPLEDsSkTqpnL5qiJeGDaoXqRpe2nnhepsrfRiF8GoPzIvoUoixIh8PxDChf2hbK/
9JVjAp7DuGNIq6M7iQoGIlgIC7q+6c3CeaqkaE5WyEWjedzwlbcl/WAMiw8r8t91FiaT3+q3XxD+
fK+HW9Qgu89LtKw5OL5yJJ6EgVPxfZKtm6ZeVx5ELVoxi0V11MBdQ0/iLFgN8fIiXbeKZJ52bJRG
PjY3UYT3kJOGv0hd1zUvW1hSBotb/MQxjzigeGZBSny8d0+2vf/7gRyNsrlp5tT5YDlqmu3CckyQ
rVvEhuqnW2V/dS0DdpIqZBvuHNdwOqGILA1e0bxrm4ywmlXBv0S9c/fnqDf0VRsAtyJKZKAxrJI+
vEKzSspQ7doa9WuABo19N11pPVNfA+eDd68otsweeb0snpe+uCSp7aB/9xz9vbh9ZzI39OWzXBcs
1VCXpbpFZANxYQIiOa6RgNs2qTLqHatBkeaRixbPpnzwCncE0b/MXAl+xXFP6x0KtOCzMCO5g9L6
zi3kwZvSV1KlBZmtLlJOFiJ6cleWpZ5mFUa8RJPO0kJjd1NTJCy7eCQR9fFBqFpsM59n9SFKWsaG
VhMD9UVKwqmuHpZ4x6qBs2MmkCqKkMoY1WpLMXOLAdEki2AMKQqECXNHSEA3lj3WdbrTGKJNAnXl
fHQypItUPgSxxNsJcoJX4mZPaIQHnw4vLp7N/+UksWv61PjeSCNvG/0nvdIWZCvDH96DYpR5Vhq4
2ZXKg08Q+gWoLK80AmQ1ubEhsZlGo6ZjOPKS+2Qr21y32rsNXcJ2BnKFhm/MrwWkP64zKV37T76W
CvRv74iDINpbLVDx39baQczS4tr3bIpmuAQMhdDHBs9RqZfOf/RAQbcwftn0ZBAS/LKEFxv1S/m2
Uy0an8RnZnkx9NNL6SttssQtGw1XENS214234j8V8O1VOwB5vcnZNnjbJDyQ8vPj/4B4/iPjO2qZ
IFZba1zjNb/qm19Rc/SkWlHc+PKKlBHV+iq3vF4vzOmL/bYtlF0/UjUpoVlc71F5aylapNe34xIx
s/jYpTl3dY7jEmNYlTyKlfyQf78R+41pKyeo/6WnZTTUCszLdax+tUpQcc0BgPms7Tgl/xJ2srn5
vMlIo7fUGNSbd2HjCskvzaaWpj3jJONaOSLtX+GuvsLPEDRzf0fWDRSA/kWd5ZBfg1dD/qsSpbTM
PbzEUpYNSOkTc5yFVoQe6J914eftamxde92NJUfPrJDmR2USg+fIqt9qEi+/NAeA8/0tdRkNNQd3
9J3RssLVoR2TMhAILOxxLIxdf8o/MPesykgVbB/CZJV6XUNGmX/pe9ZzEkvHJpahUm7bktpZUTZW
SzP4V8W2zY00UFdG/1ZrSXlTuXxSg5ivbxs6SpscuGv0umz18w0V29yZVEcm4OMSXMJ5jVawKb6k
CVcdi/eyxmsOavbKt9VGaOaEseG4qoRq4ZPlOmER5f/KuQ0/Mwi5aGA03baQlW9CVVtcs/rjSLYE
r4bSIt+rU51jnaK1a/r2DA1/61fysSBbLTXuiKSCpbA1BB/ZIOUVp+w15nuw00h1Xw9BuCza2ZI+
QCfT+p+HJUWo/N6ggYbScHxkO5WSgYTJ+8bVrDjtTpV8p+ZzVYmWylkXsa8t9hHlSWPH9LbDZvVt
U3e6fXcOt9pe/nH9L+7Ye8nHk5RfSPt5ek3ZaWD0SVYjsm003Ig1rRqISJsfBQ2stiJV+lc8nNYr
S/Oq9raL9jbKs91Jok5bizc3emOzApvY48BgDrem7Vk8AVtFymWGP8t/E18h4+apZeFa9vXW9nJS
6+fM0l+ZIb0meV/K/+lXrEgWjqdSiTc+TdeyPnANGtC3JgJ1fVFi5iTvkatREMI14GVmcDu3QLf+
lD8ouc1ja+nbDLGuBTN+P1dmnfM6sqtkk1tRIT22U3wWkW08bjlAaWxcSItTOdAaQboG2qbUqSgb
WbEd4JbXji1ksR52cyJ1jJPtHvjcQxcX8lBeJ+g34HfYn8pC42kwSnmkSbeIFnpHo2pBpm92zD5l
yjEM0joHfvKmyXrCkg+Hmf9KyZ7I/840il5u6VmCpsn0lhQD8QTxS7ToQUXarCx20tqosJb+OUzH
lRv05DizBU7QE6ZZ09oVptWFDkr2rC43+My2bqYWD18aPEdW3HrQgFQXp7WyeMW2Q+ukTmRtd6WN
EP8VoReWw38HRbvWYTzJew/WQXeUYhJzWhLWXDdWe74Qmw+R7uGi2wSHAp88e4rmBubolht3DXFx
mE9EDdftmQ32vExzUIr0RRMHIkG6oeKc7CKV82MOS2VxOFaz5rVJi63cBrkFlaio2WNLBbHZZZea
Hrcoi8fDcwaWsXayVjin/HxpkCS9n3bW6pY111p+Pi4e63tvlRHfs6yJM3ixwri9tfj7FdKjyi+R
e27JTcG62CV6A8mNnT768r2CDVhqDJdStzOiCpbjnP19iZzAROnbiHLXSVHz6m3zsrATC9Dsq628
1oB6yoU+WfuwPet0Iku1HhmzK6ukN+dn9XJgV1FFJfuDFgtR9gTskfVcz7GNzwWUT8s5mac7FtR3
MyMsO0ebRUcNOPZzTxOn4GMLlXusqm2c0cWFxUHgKQofaHGrNl+ivHSewZV9yq4q4zkDZBbbGUMF
rBo/t4v+kPZd+zVCv/QkqJ4DfC+kSpAB6th6SQuRUM7PnollTs7RaX+Kd5D3FaLtacyP5ecXkFfk
TpbvJWiX7T2azRfIS07F/YqHvfSQt9s3qDANEb5pAruvUYsOUH/IldjaKygwXjVvCGniuTZMZ+rG
myol5oY8aNOHYPEV7F31DHhAM852YYCYWL6IdIzUUnW6fSDxaDrkch7GEWKPO0ftZKbT3M9HCYqn
MpX4RUe2yuXOIncsg8yqBUZ/AciNZ/DCPnrZhTe8hydpQYBGcS904B6Xh2Ztc8Gf3R7mqmRE7DbI
BM6/mi0sDV+aG2Yj5LWSy4q/ndePuvNBz+QpOckqfsnHgO9yqX+CMiXlNSCK5G9pEnq1bcTHsK4w
5xfSZ9YFFmLrk5q/ocoBrxl5/hpeK378pCe7mofwvwP0RuC5wOdj+JycyojKVxPps5v6847xOx2a
SEvfMBqBzwJvBX6+OJ12/vccrS6mu8idcn76WuC5wGeBt+Lz0/+LtX5yjsMx+qu/mt7yBf4LPAcV
7UJ8LvdxDz4hR69BkAr8dGWnGyy7MoLpPEKxwHNxcAJvF6ry7z2PqsmCq77Af7Vz+dD3PKj+lg2F
0cofIT2UU+bJ7MhjijUHieOu/GfgyMjEKAb1G8igR1e3LDUGw/Z9rbOdXLRkyd48QW+Yc+MSBcvV
+RAtGXtz8fVrhmIP/XG/3364fH1LIvbiY4x+2v8mGFuKUYJuUNk0QZLrEB3GPfR7uR6KbyBXYMcQ
8R9KFTii6Pldzxfrvtef72LagWPod36MHPfAed2mvgSC0oeCCE9nVBYVcBwubA+D3U6frs0kS+2s
HfCRpnJcyGVhN+nMBAf0SUsuYdeSUHmvANhZI6WXKv0zMnK5YtyBe3U4xbKzCv26zwLgw8qJIPC2
b4yIFvSFZUYqFabPCn4u+LbgzwL/BZ47cD8s4rXgz4IPSyNlF0m8vYdmGJ2fTG85S8G35xIcU4Hn
Ap8F3orPUeygD4aCnwu+LfizwH+B5wKfxf3i8wR5qVkh8FngLZbdj7sl33mU/VeWYQyBnwvWMxP4
L/Bc4LO8nw8FY/YM2MTdXjp5Vv4zXKMjuFB/9hE6dhH7f11xnmwObOgRGq+wDtPI1j6nyO0gB/xk
zwYoPoxUdRrvwUwpAtppxNDwlvRUY+7LX7X4UUswj5A6MWFPySXThzDiUOrCxI1Utlsg/spS09Vh
cuz+FPkBcpetSAYKPfqjWKgv8YVQ9f3gI7R46ZMJs5DF7p2y1ywEwMHuQFajzjfzIpRwUB+KSO+9
hXStHtF2B9HvodyUwOs2cEuDpGxdxM3RDVdsxcZJBfhXRlcU/OqWEenQxwSZaRc5Xz0GOd42rUwE
f3MNeYlzF3J5Bu1JBB97rXgwluer5LtCHVmP5KXgTWTp/QMl/STfE/xNO62ofK+QyxRa3Qg+JviV
4Etw7gN1jpa5lNNGTGr9XPA9wd/gxSN17gimqwzh9nPgQY5W6o7TcTnnpm760jx7qPvvSm1t6mb1
3DsyYVqmyjtMNt5hp/JxEWTc74RLR20xDX1xkO8dcZBMFtMERqs4ytTaaSdy0FNpaN48nqElfxAd
BI878lbuvPmtY+tdUh8ySleXifuhveebZXuBd4az3lO3fV+IuMEgtFE0tlSRJfiFNDs1feuU3RFV
TWO0oia18aZ4YimHTk4Z5pcGp+ZEE+gypVFSMJwylQUEjvTzqAd1qbY72uJZT7K4DrbIYCGFDTZn
98x6oMAsoX8qPVPI6xFM9PBg74Jf7Rq4+iYcZlxNTOiZI1i7kMtC/ooVib0LfiX4ktA/pZ45QEJe
S7l8gwr+JviY4FdQXyVXJeS4/GOayGGcRCAzmUEzpJaMYrm7sj+Qp+AUG7NK6JNCXku5HESylE9m
e18IvVTon0LPFHJcrE/IZaZSfuay29o5YJm498RRtCNBtgt4LvBZ4O2JQs4d1HHVu9IoHkARtE+l
g+0LuWTSa8RxqeJYb08eWYcvJJ535K3y8z0J8M+BRF+F0qzIzJ+FxevmQrGHiRTthUCEixhdHDqe
TMeLlze6As9lheHOUHwecDRcHV10xFrRvcmfBP4LPBf4LO4XnzvYdXbeQ4sz/+kvZ1bAQNHEMVoX
FEN5/2fP+IUmhgcuelkMujLcVslsRzPwc3IwIxY5+zqt3iQZz1cN8pxaQeJo/yfGZxJtMcz7Vva1
e6q8uC6gwwxmL5rx3+sMcGFnXQAXFXqp0D+FnqnkuJDLwm4S9pF4n9AzpT6JpFwW8lfIWWFPqUE7
Qv8UeqbUJyUhMSF/hZ0l7CmxYaGXSv3zMBZyXMhrIZe7UpWSdpDQM4U+KfRGIZeF/JVyNmNfERT/
QSWokMuLl8LOEvaUsJuEXir0T6FnSjnuLoVcdoAPK3wWeHtkRtD2LDO7kNayQong513A6F3Ac4HP
Peh8RdBSkIAKBwh8lniLEb6HHIrvK6nWMawJkMGRrTYIY+eCnwu+LfizwH+J53Mk7hefr4IXHWUu
te8LfBZ4K/DTPfyVIO7w0Qd6aRgIWFD24kx7B/GJ4OeSbw9Cgf8CzwU+y/vxyd3V79PtCPyctGwr
eFuXWq/otyQeeptrLwunaxf5TT1mcMuLW4WRvKvjcbFE7NWWT4z0QEPaRfE+NCNjkttinqMUfkBq
HTd5Je2m7AktGAz/CI0cLLQWclMu+fZuMXGfWEYEsSVoYdhLOvRN4NrFkcTqGFC9u22smBn3zOwj
LVtngfRNrMJaR150RdRMNgn+AA2fI867wr4Z9SUqtz+uztg102VvaTqUVHEXtDEYvxeSzA9/ZFKb
sObAeGJ83LfziscVsEi9EdHjgvN9uyvFZ1xneW4Yyj8x6tJuftJiG5HUm3aer2B1rkwIgBWxXm7d
aesGNRMc3eAGiO5VCVyx9Vc6L7dlhcTNgKlN4jpt4LEnZhUriQLunZWGgJC5yr+yBxrMw7WYuFoZ
uPMlF88lSaLCP2zF7QjoDaXHqCZ1ZK0O0IcTmaUYmIAB8r6wh/qywpJZijYWN6tOT0vrDOzH43zN
o/Z4IFSadV4XTZyAhEjvj2z+/Hb4bLGv+03yKzZCbGywV7lW9zTTWIcqviSHpVmSvT8+NxCXftVW
gaHaARonz3BYjeteGM/6RTOEqdQ3sKvLopK1R+KWrJ8QPEBTYyrKY1tBZ4r34bt9dLaWXnmq+EyM
LZjIsbzJ2N6jWxlE3Sj/Cbe1C5k6KI5uyUw9F8xpyitnimokE6wCGtwI01R1C/aRcyIW4ZILbh33
yPxhe+MtczDV9Jfr5XIhWWBu2G1MSxjqXR02vpktJFYowbRnRMnrShCyvKxPCiLlHHiJOKzFIFty
gqJzpFtTR3JyZSZ/fLS4YU5t3/CJgeXSiTtyS1OOFu/1Baj7fRQ+jAL3lfwc5EH4FRgLQq9wF+xW
vIqCItlkK48WcrIhp9Co9NQZEyx+KVuAB9wxDehk73hPw1HJFgoO7DkE19gQ2ja7ZnCFAulPlIug
rRXGkQT/NC2HFF8dD7RNDers3GZhPKd+S21bGZjxDXR5AG03f4DOvOXZ/MU4VttJaBvyEi7RTKj6
He919zUqDXRY6WOdEmmmd9uykwyZCIryVgokR1i85LXiO4ngHFitUP7fo+lsDE7lDqx5gSh2lsDa
PSrsm8xPq/3FWTOCbkZ7CnaKv91cmw9Mza9ALnPNxxRe7oOeiQ2xKa4n+Vi8JlT4kRVuw7r1jWmD
LcmV+DSV14jqZiqUV1iC2EgZibf74PS7pPrsoELKEXj+DfwtPl9RiZJqauU0/7SCZS3wOQQHIvvp
tPOpdLRM/oBWb1AQnwg8l/jsI/H56q6LbjrJZIl+/CD5iMq1py29bprpBB1p4UHjXfqV7N+5eoLa
gi2pMdk30G2B5wKfh/B5Z/ci6NG53Iq/35qaziCRuF98bqiZK29WbNx9vUQrNKF0c7MzSEOnBPU9
9Gkbid85bfTqFrp04gIfTpuQE2E/riBAI0VEsvzVBfp0fpog9g1/9eZs7iVoL4x7JGxFsXhlMA5/
zM+8YLyT17+PCJpz2Ynfdely4aHXBwgfSXgPfe55KBLmueSu5Itj70y8MupG+2h0sBN2nl7udG4I
+/z2MGyzR0AiEo7uciWs8r5D0PQNmvy2PCNuz8jZNQk3qZ3VNvLVyHF+wOqTAm7YKObachnsLFX4
wPK9OpTdFNv83bQGCi31v5W3XZ+DnVWoGVMnPY2ADw/gmBTeque+Z6k6JZnEBT/3gX8L/Fd4DvdL
/7Tgz4IPK3yWeAttzmPyoo8iwbcFf5aq5xsk8FngrfhcfIzOuODnwLcjgf8Cz8XyxP3i87n8Wqzo
wJXD3/hcdxpUzqqP83ambxfwBVxNZGEC/wWeAzv8GDZ36hjeK/3wMmaCVN7ho6osnam5mUrS51/J
FMjkv0tmEDloBIE+yj3JH1QmCtuRzqzWUvbkXvE43GfQwdxkHKBEskpvwNBEHK5yJWHdmDcMZYOz
swV6E8hTxgO0InJIpqDRs3YsPzvpf2p4LXQXUO3u9jDyfeTzgQzDzVy023K77uoLFL48F7eNXuwk
z+wEI2VHOHn9qs5aShNPgjxdpPaysC94Poepmb1djITtKHffLbAvhB2xREofEyw/sn9i/VDA7QNt
K0h7hOXIrBObdgSJCkMajk113EZDI8/x+U/gEB3ge9TyrMtz76ExEIjgY3OYainOXZyvNh4hKVzG
PvZCJS+wbKUdxkQDUvA9wd+Q1U0L5PLrsXzMa8GvBF+Ccz8X50ggBOlIGYrNEhWqz9qyBZJyIU8F
f3MBT2AMzG4EPpABiCrBjXdN5CiQDeg0GB1QLZAp1WwjNrCOYQ/edhfW/3+is7GZR7loo9fw/raL
lvvTxek410lcxg3R0GHIpTi6yAlPzzw6kDKFoglGy2E3uUD3Znuo7Z100E4i2Hh3jIH4dohcp0Dl
YBjdQ13pYhx/Ke7fke/qjoe/Tx44At37O+No/+xO8mRpmbATS6fywC+k1W+u7WU1lWNSZVqmvHn2
UYoLS+2BJkU+KO3oG3Zw3LackkJ9znM4a0v6J45i4HTKu/DHXQMnsfdbei9cKTCOHSDWPa+4Ncaw
72U9qgRfEvrnMYz/FvL6U9BFF7D4/56fHtajuluWEv1Cz6Qq8soSIX9TVBP0JfXPJxDU/NWFlMtH
RPI3mTlFJMGraMCncyGvpVzWLeLCtoRC2IWu0UL+AqbJoKzgS0L/FHqm0CeFvBZyWcjfGPiY4FdC
L4VkgqWQ40JeC7mMpW0o9KSXkZmvRWF2NuCtjEV+gAKB5wKfBd6Kzzs7sj/1q12ZJxHs6JiU2mlr
lUX0cVp3g6WSpPq5uSonI5lLPBf47MHn4pNTNpDZZi3E8xrcKZNhKROLFPgs7xr+PkTRiwPk9QcD
WT77tbvnCDwX+CzwVnxO5rT3+vfx0SG6EPbBC4H/As8FPov7xedoEYVeDy3mrX/+p9imSmAZ7xv7
99Iy9agVTEws/2cXucovpOxrYS/PAsPzOSqwvXmrNvtOQNWw35XyC6VNDqFpOcfy9M4xgBaiu56w
f5mK5HdLvkiCwP85Con0F8HYl0TZ18Je7hn7SLZ2bMvVjkD+Cjk7snJFXt3KjEcP7CxhT61ALxX6
p1jOI8AWIZeF3STsI/GV0DOFPilgJ+Qy2KGxsKcgUyMW+qfQM4U+KWdoeAMhf4WdBfbUVOilQv8U
eqaQ40JeC7nsg30kTl3omUKfFHqjlMt7+DxLa/R8FQcS+qQMDfpC/go765HMAgqFXir0T6FnSjnu
cyGXVQrzXcBngbeqR8pT+clEGcsTwHOV9/NUA1IgIhZ8W/Bngf8Cz+EJEyZb9w4Ff5Z8mEp8HkAo
WjzQ9UjIueDbgj9LPpwAPgfyc0nL81PBz4Fvr0DJkggt7hefC3wV/FnwYcFvBT4LvBX4OST745vB
rPVhIhPrkODDspGVwOfFXHyOYhf5f5T8fPyl4M8C/wWeC3wW94vPj+L/59qbnxzXf3Va4RS6+trZ
ahn360xHIYB2r3nLTj0Qg60eeG+rZjFrPLQDdHq9W35V7xo92+qBi60a5Kxxz4X3hP4dFlxOsOqn
BdC8/bUdETnbtQSqd6OOpkKbSXTewo/qF9jcNrjuNof4utnNOT2TJhgBWdSpDKd9x9eWra7IGlqW
3q/BQcrmEp6kMfYtrsu1+Bt/a1teIxT2+4J9kd5PywS7Zb+la2/ZR7bqZrFmy335wBEdzlM90Ize
+uNWC+w56zy+25Hl5HphKJj1P5bwh+uwV+b8+aiEl0+rjL8eWnXtg96v3vDFJrW9s+x0Sj64BsAt
TKW5h2QjM5UtUMprYLyE3/YhuVXx9XfRiNK14zZv8YIRTkUKHmgfUdHy6enZjxxVDVivJJZ7GkRX
nOHFJirndXWATGfP7O2iiyOJvC8fx/mIpQM6gA6cqT6k87WRxppAX43DsPlOxtez5ZVOE2a8/0Ip
Dzc6I12mP1bY5OC25S9/wcqKYFXANCk2N6zlc9+2fI90Vj33SNJdSTz0k2ms+jXaY09MnJaP648P
lxhimfLfBjvja1S/lgbDCdBXYemeq85JzQ91kvQ8C3yykCDkvbNjYm/7c+XcZ10aKpf0gTu3HfdQ
GkoA+bHeCd9qOXwdE/5Orh2kggrsjtQVExQR7EW6UwuElhCVoJjpZnx2/ypcxP7MBXjFoRD5rOZ4
f11DAHWavHrcXevphalHD5U+EOTWFxvl1HY5nyP0h6omUcuShh2VGtKuwaBpCTHM8l5uBKahcWOq
uly7XcVLt4IeVWlZaA52RfWLC3bCqJmysJEGqUs8vI1kYAUMhwa+XXh/3yQn4BJ8wpzHNC4Q743S
zeXhKqvSSv1NTCr2doiOS0D4vGVpVzI/jAQ7Vz+U76HENBHFlnMgbjTDYbN1x9fKu2QeFZQ8JYTJ
QvxAjqZ7TGBQcypfeeaqY2mArEXRjpmCli4eO66agvGOjUy+xT6t9yaqG6RrPo3CqRc7azQnyADk
SRIgM6eP2Y9evJM1V65jQ3pgxoigwPd8b2546eoDeovmWMTKWipDuqJwLjmxI1iBY9+Hs74wVxhH
K8L4Zgd9PaLKQ8tlJGXIU48qBuO4s9iV6m9raF5xwIoIAmO6wMoqLNplYr8UX3W8WDcAbaaFagHC
7PPbhiqU9HRIPLgLNCuzNtpQghsuhpAy106lQqdoI7EoQWeExGJ3xEYglyOv2wQV+3piydYMLNjy
jKXVN0v3Uw6sjBq8u0CV/2YpHrOSnRFb5uA+yukDrIHt6NYDsTzOPqxZhjizZ7jW7N2nV1vrbgmK
TfjXPBv70sCyTtf8ds6CdGzSDXMsyya2f70ymXKwp1XutSufnFyFjuitpwO7RombDW1BmVvdwv5X
9zrYpZs/6WbsmNfBd1vLIn5kYW1Y/p5sLEi/7dkzm7AutdGhG+upnUke41Yso53j5k/eLsjxbY66
uAGZn7jKmYctdIsaL6rJfVXj2uN15vX1UJWpLaNutkVeeNO1OnXo9wXDd5Q+6TCZmJQb8bIy/qAN
nE/uFeesn3C45VGW+ddRPa7Fa1SiV2aH+aEzHWVNRcDYp6yRYuSC976QBp2mKRyWJMBFA7Sm5tvH
pVkJk3o56JWQ69Cs8MyUC35Teusc7t4Dl/PrEjN2qs7Gsd5eXsbM7K67SVNxt54x4sxSl/cFFky8
EqNWe19IQJE5IPApIr28R+OF/D5W8IH2NhUKA4yEzpQEDJb2pSaZdfidEDufrRFa/6iBAcmshZnR
57lVv0DJ5H2EPpQetWUrkZmEPiSBJ3JSNrsUG06ENjVdosN+jYeaFt4oqyhZkmffaX+WPV0PIEvm
Brno4DrNaqq1s4igGCc5xm+OGQYsTwpLibzcKc+giRDvEzYUxpkntiPnP4/FkjEzmEQO9JkvFigU
t6WxbVVOkvaLp3kQjJhaCUEmPnrD0OtAp8lPOJrfkniwvFrGxTm19KTE8zKoUhtXwizsZpRJHVQc
oJ93FwMhkZMILbgvSHa1ENQNyXyyODBYqAdHdATZ0SWV2JFzxtMDc9iSYT1gh9nTN/LXcRCGnDVW
m3WPxp7MtI4qiRnm6YY5bkOLf8BJJi4OOzK9twsmKCQGRWmTVh5LFp54kjlwx6UAOlZzIBrpgfhx
A44UT3PIQeqo2cm946xwU6tWhiRVirBsT+0jPlUeAMxbSvuK7HsY4KZUWiJBUB3HGgX5VqpiH1Hq
z003qTqJX2zHHjZ6I6n/YqHYWh+9T2EjVJ4pg15bEeRaXXot6ZYO0GgPjfpLB4XctBFq18vQpJOx
uSRvOOEU0cYCteOG/ntmnTIpvU63E4d8gNDN6oeTknnDVVL4NDn3jEAJiyqOq7SF58auEL/5snS6
HBWLlGleLKby9MKwsTnEPuamlZzaVavmtHxLgvMauRxUSepVDcbfMIVG9g2neQ9Mu0qlYTU66C5i
5WFSC8M9yCb2ZRMf0ToTlpapSR9oBMfiyQ56Glm+NO0ElBeel9iFqnCsXPZJlR6shnORvGL2mlfr
hxtR6RqqXlRQiGxudo7Y5ST/iCAd3hUWBILYDC7513CeqYYg7QoH6Zj2kK7Zcx9DFZKVn7Rl4mfY
yAGjtwxGktx2H6ke+rr35cByqJP8UcEXMS3ZALnbYlytPhVkjyxAQD7jBSaHr8nmxKY9aBkKJDsn
rBEF6yL8AgOwR4OscwRGqIGxKW/i0Xqz0ECy+M3bpdXIKrcj4KMEBTrCRskFmxusaQPP1NkDDvL2
9fj4MDbAd4oUFHG438+pibG9dJ4aVdhEb+Ufxdw9v6L5hrRt3HXuttCCKinBeQ5v9wcQLUkC8yvP
1Vb3E5w1UVZnPjJYeLcWE2PV99xT1almx6ql5oCkqBrJ/3A3rUYKU/RlRdbEyoSLm3ga3Qq8VgVz
pC2bUDmUrKSo9Chnx6GiPWepWjRg1XZC3LVgF/Ba4i9r7V13iXVKRc8SF+0cf2VcGDGyJ8RyZJFA
t3BMxkczKhncZYZNKhh10ilJPdkXcpe8KIvR/aqtfJiHIq0hV6cqXIRLKnHf3HZYWv2y9KukxCbS
Cpg11Q/zzJ+pr8BoHScl8VDppPfy0jPtcIQbqNiz0uYXBla4/qXpVzfrHQJrgpxl1plOg9otsV+v
phuLjUATg0HlZQTNfPnNrRHfvJZu4iJkJVRPSfFskXU81Vyzc7X3A4foGi5SS6U1wCnCibobnLJj
9nzeQqaSGit3lav9NuEaf2ava9K1m7hiWw38mGsOj2zl1D8pItlr8/bLrPHYKv+cdWpPEqFv7bp5
3YGCHkgBwktIQSvwJG1G164RjhhPN8jZbIYnuH75bJPzN5wfy67lyNSVw39J62q11ikv92Bzx7R1
nelu+BVfHaEmqkcT0KXY/EweDucWSgDWOt7aLcdFKG/y+o2C4+66R68JxWs67RRXGKdxGR+lzRMz
R2n633QatTqMJ0bMPcqPSlTjB6K8OOfm9Sn3em2pCqERbZMaFAjMDx1j5vtm+Z716nnJrDQdAvQW
urCLH0Ox6TKvIFaqkj/MKwxhon/lNAB6VGLYUSmW4ZXuISU6WNXgqmumCVQ+MDVXVEeVXci7pHnF
zKl67GsrxUsQ8q55xaLET3iN5laATKcxVQ7MkqYVTEmb5z+up1xawplXHorhwJY7GTBVxzFivSBY
5VisM0VTiAY8I9nTVy5llR01k6Ip7Zb3SKo4repmE2qJEtgeAPW9waolrVd9feTDd3PZbYRTHEbC
hgKyDIaRBr3Yyy5Fq3EOTW9CxNYg2ZLpxe0YJiYlNekgGla+tCCVvATNh3m815wwKdNyHOs8b92V
t2Ud4qUZ9sCLLchldir0c5e3t+XtS4GRfWGFr+aGSmSUOW0bSuNK1Q5bGByrUmq5i5eWcdCo3yhD
DYeCE/XqU+k1WwozlNAcvU8Ty6NN6pk6M7gG/sudyuw5ykv0GKaELlv2G/9ckhNU/lqidLBF1m7R
E9+p+9mOLGthAN07ha+ObQrAZTWHWmTtQ+Mdx8269mCJ0B7SDWmv4CiuBWlVLscrWlCt10USjjbT
Wo2zDNfI91YDxZ1LgxNnbode9kjypvA84toQSAK5XLeKT/OGTljuNnXJ902r2K58OM486ZLwZdgF
UqmZHulAKrVaOT6FsAja/qvWXFks9gKQ5BIVo7OFkNgKHuUXBtfJ5QVlknrPfIvzVk5SUzlXOLRz
cxD71tvj0sHGVcD1zK/U7BoXGGEHJGuPZK8+gnDuZeGUzcbV7PhHEJVNLAXmN/DSV1Vhh5fmCZ7Z
qfj7ACJmXZwz5JmFW/38lg+tTT2vkvi0hMesSrWnMXuIsso+9dBHecdGZGk+FoOMn8NbepbPygFD
ryylblfpCbt5RCclN7XpLB6qFr72SFK37NwrsZ50kFnXAh0G7VoxBRYavCdo1Ybug6loVwMulERS
6jJecQ/5DlTeGECTiRxtFVfK5Z2iLqqJ33J4zRKzffNaulRRFOSFFRBLrjIqIitfRU39gOhSKJSa
6ecgtmfwrkPpv5M+NJxIjmrhSuwa5GFy14vBKAzAGW2cldK74tHFsoJvVjT2x6h9CPlDhiFNjVhl
sZ4fdaaQjkXzpCgvOW3gCFA/b2cYEECTPnbb9XGReSwko2mtNztDjEgim6u5TPvOmAR9SKvMZsKL
aIc92ek4tzxe5EBy35wVsTa18Vhpy7Re7VHtmgWNjsV/Z330Qvxzr/enKZSIhImbkEvElzju5N0d
ypUryWCFl21EPxDE0nIcpPWLvlTqJq9kiWivYHmq0hOfZjsfKB7heFExKMEtexBqfHbS+VYkpTNV
mCn0JdU9WJe2FGXTGXhi1ZBuFVC+DWD9ejl5IT7rPznZhTBOVxxXyxPMJXk/cblWGSTitXnGNUj3
BgWvuT9NwT8V7+0s2QEuqzAneu8Tnt2MVgGEl4zTUG3wtnWeGMOsTifUuWrMOnGSwjO5ShWIU33n
FsxfE/jFFkA0Cxh17cLwgeUS+RFq94zA6AKKJTDLCtJq8CgZyspfwjwZJvZDuEnQwmowe13nenPQ
PglTmUtk8lhG44IVTgu5plTuTU6bRPiGnoGFX5vNKsBcOKarqKMmh1oQc6QfQjxwsGfOf89ZIHLZ
5U/WFBC82cx9dbWemkbv/7kUc17zq92tvqrzNX2F0ON6Ru+xtcyw5npZj2d3x7UQW8N6k6CJV794
rUlLGFZoCpmHqu6arRMNtc2FOgZUeJPFv9jK2fe8wn2tlZ/os7ofrfXSjmq/GT+tx/n5Vt7YWt89
2ag/V+ar/6Wlql5H8QtrmGnd3HK8rlITI3Wdr5XHpPzwFuNNSK20wO9HDUUZ552sWr5XkOOO/kfE
4CQ2zzQL67hSZMJ7pEn4oxHn2KC4hhtzCeO4DuWirUruuJ1Kch2i7dqvf5faH+FxWWIsty0Tntft
h25JsdEWHLu8eD2dJL5ooWxOZXofILNnJ69Eeft0ZazRAopMc7O9ite50UaEBBl7Ocbv1B/3H8zW
qpJ8igkYNsaTKk+FeO3X5osWTF6xE07STki0FAN6XK8ADJLaxT8t+llzDWjqrsv603RL7hFejxmT
TGe7UIrKvrJOqljDeWlJuF7NOzO/iyu+JanztzlXJFUTp64EVFBzs0w1WwkbQoKkT+Yq7TT7OrC8
oecNlE4AOltodxVZT2FJ4z2LRf2muhBjtqh/zrSKWcjHjHBMlYzWQ72YRVqLNZkp9QAmITKzAEr9
tMyvbm3CEHvWmTVpUHilG31ygdgSnCHRamXjdK97BcOusS1muqE5q+bKm2eZmAktuLm9dIXep6cd
RiXfpFXllhisDK7EyrNMSJHCKv3st2QT+cfrT3hzMSpsbc4aqDNv0Qbg2nuOv+1FiBACO6oCH6CY
zrtCxPa6JjlBt64R4cqkK+LSlncbmbMN1JW3acSANRa2LUR5aR6JrXVyI+yAgJMbRjlL6fmV+clx
XmmxhebA/FeAcgCOnrl+Mjk2Y0mCEnzKllmhN2QllR2XsEwNC7sB8ffCY9cUBSf1iJ5opxbK/GU1
mkMHdudeZRVEV0nY9ZdXQ/YE5iDCYzNG2jf6yKR+y8QgN80TPMs266B60EUlsdmq30hS7zWK63da
zq5R8WBxw6KVIm6c3cw3dzp4taJzTQrx6lvkb8YrkvikCMHYKaHCBpfboOTpqk0617FDVosbtOzV
iBvtbEMfXIK+N9ccqGpI3BQLOwYTTVluVlVAM7ZUmACLFjhGJICYpaxxjLOoFiMZV/Phl+cqrCLk
RJh9gWvE3/XBSsc7gp19cLOk86FJnMZ+JiXbiq1TdLlhKXGFbqPTw+QDDiwJxhv48twijjYDQrtW
BHjtFYA8MqsWx0Pzpp7MKcmn8XlVFW5q8Sd9/cfCsuPU2c0inRqw0jmvsWu6FlzWCyn37Y7Z0h0o
iOI4y3Zy6rnIS6MYEMtsV9ftksW2LLkRnpg//mSt48085xX5oCSFp4YS0leUm2yMS8pJ+vNRSVot
tMIQviS1W14sM+VkVbIm60zbV15xGekclrT8+WFP+3779cgalRhsEzon9V+dMq0l7pm9vilZJQtz
Yu0SVMf1aDQ1AH5dWiox7OoBitSW0+d0KkU2HMQfGujlKXyWlm5TuF6Ac/gjgaJG12QlhaGfSdhR
wcyN6w2L8VyXyZYN68j8KpywpRfbh8IayMPdXr1btLvWkZRDu4Tt2eZ7Tu1I6DZKAvVq3xvb7Wwa
azgLUs+p2Sbqjjm1ZVf/gxU11nwt1KIakSpw2y2tLk2RNBCT81Tzz3AbhHWcTTQiv0T0c8MDf2BI
pF2C+9hin4Wc0DWVYUv0WU7tXmbsGJv/81CUQEYDUem+9YdFLZCFm+i+bsmacRNpvDqJ8ySjeL+G
hWx2tddpeukfkKruNtSnNwo9embp1cYMlwNjWqb+CRaLedoMWyd+YdsJ1gS8J2vo0pj/l+ZwyRrH
YQl9L+qFFCnI5XmJNTIDBNfMmBaH/YkeaKhd1ydAbx3on3JBpAxNQwzUPHzfePXe6C3JsLlv1BW+
lLelsfnnpk26eHLroXTW/lC3c5kfGOUhRaxDjTNx2uFB1uHCTpYWCJQmO4Itta18yKlp+zIBtpGA
c30mof1n8cSncJinM63wpGxVOUxuCl2ijX4H88tTjjMKqolBvP0x0eHaHUt50/pYJHckWy/dQvRm
Vihk42652Nm3njPNH+5cDgaVz7ysIk4l9D9OuR+g2DOnO0adAVD6HDoiWS+lIzRJIMfza8SfgmZq
IlZJC8V+FUuBufPjGNBBDZpxLXI9Rpeqo80SsffRwkXx/23WmYb102MaGiR8z1DahexolGPdXYPQ
qSbzIxNIXBh6eD9TgGWop4vekEQWG8jtBCx8n1giJfrzQthbTMDqjEBeq4tlxwJZj0enTuba1lBI
FDolyzma9CR8RnKELQQHl5pe3wzQy19JLJq9uQzvU4EHYguJTNd2d7jmO0x300IHXPG45OyWPnLx
nOQg16aNdLXOGvno0BkhGqdkPx7LxmPKdvVB1Qu+EVbxYHd6en7pICY5WCzueEhQMl6FgGVe7E0i
BAGM9gyxgwX6yVyhqOPN+NQXB6y5ieQFB8uEIL4K3JWTTKbvwQA2rLuE4/YCZgwnL3/YRU8k3bA/
Pjv+2HMeJPfFif0fYn0UHWpIp5WIQ3WcD7p0zgFfp8hbyCMn+SHfUIN3R6jOh73W7a5GbPdgNh7O
ZOuf2BWafVcqH3Ju+84O6cfMC+V8ZXEgAs/ui6MIVx3F+ZzkMFKlNOfkRdwfoTmU8MpWKl6+iIRr
LuHQGRry53zx37DYqGyMD/3GL0zTvXPqxS9ZhKL45UV3uE95mpkhKIVTJyXGJTIRFAHQvmHanNi8
XRW2tJTb6kB8vjcUhq9ZV8Dbn6KF/Neh2LgcTOzcTFZocGMGzaNa2uvmtjTRK9jRM4lrcSLbhS9a
Xgt1nKGmD5cbF3+cuagZrNFx0VEEt41kd/nkiAo2qAhu+VxyzeQ1ir5CL1tD3PW8u74H1BtDoqRE
7SxAF/XB1PLSMs+pnFYvpyMZgMdTwIUYcV/mZhIsB+3qESShFCZzpOuOW7LQS3p+nI/c4QI5cqeO
aVt1I0hl3G+cjsqjWfBABmWXAlgqN3YJOxXP9xd5RekGmhFZHqYYF7hRP0/lznKve6my3T22fO+2
14uXoTrVs9ji+VF2jrLuyin552KLwTOkI/7QsaC7aKktJ2n6ssAEZeu3QmlF+Q5ajlHS8ZawwsMw
QBhf6E55yPmJbHovnnDxBYp/MlwhPiJZtnvLUgYA9ia7YYHIAMD7QnDo0QzkqYJ89Jl/QhYJDpZL
6nx4QPDlZ0P1rqXqPzZIRb0luFYwQoEAWwbRjZlRsQRw5r6+z0GBi8iPDTuPAFdjWKGC2HtTKTbJ
HbJUz/25QoI9iWU9/T6dB38fJOlLwKZd05Hx3CRUeHknRhdF6tzP1SdYH38sd7L6HL56CqxpdSQl
Zlcf1eszI0m/sDYcSrTpnhseuWvEllHCdAenPdMOlJqTcCVSStHQt0R/S1PgN6ouc5Za9FhbkOLn
b8wfB2Ztn+cNM7ekB79Q5ZBVDuTEjFF0YMZ9sCc3rh57gLQJG0N/WnXtmJuX+fhI2X6qtFYvTKnO
DOnmN3uqeJBGu7AiithAo1/yuZ5MIY7DU8yhbQ7Rs1Qkkjfq1Lz0O8YiayNorgT1gW/MtAsMlPsx
uhQ7XdxkD+TMH55aHI4VqjOOTd4zG+xZOUukZE465iBa2ZaXk3wQpwtljQM0oj3I/Fa2VmJ3MEUr
uznTDLWpGaNW34BdCCdHTo1nGS58iabw7iVBXSD3eYKGrnu+uvghnSSKcPGybBjLdqBCivDV1TYW
zwwUPz2TsOgriN4XRi/tTRdM15jEEgMWKX1IDUJxC03Sf1JZwqp3OK0y3VU4ES9ojcvcWlAiqZQK
veVShbWTc+YkBfvTExDuIHJ3bU5tsT0at4DRzqhK8UjZ45hEy8tqw5RVZeLN9VuSKlsvzhlvjFos
I+qAN9rLhz0FaSkXTyRxzrFt4lhVvXA7eLbWae+ud2SrxDfuUsTZqS/EaA8+D9Xwu504YLKngrzz
PtgiiSPsQTkjMHHGAfLF1oZCkpWivhCcD/eQ/xRdevI8meI3IbpcocfSgU5G0L0OEfJyB92LD4jj
hUuYWtbr6PIvobuMzMnsAeO53wtjvaulFiaO0Jhj44/qKO3vRPxGCvBDk4gUKiMg0bqc+H+/C834
3viLzxT7otD5Wyb4Ma5RqINh/OQx1IrJ8/pwKck0AZutxl9xIVCAQu81eqkxeYJIDKh1hAOgmumH
bkLDDw7R/njVoTuqkkX3FSF+nIW5oUfkmdFMqCGPVo1I8CzHaycNj2fO3X3IZX/ovFxJQcGDONEu
ZV/IKCzL/UjirlSlXTtCT+RP45AC5yaXTwSIJEHb1ukbcXP7fmfcSybQo3WuGfyKcD6BFCDq9KTQ
nrT/sDfc97zFzknYXgXQhxS7QwXGrI3LDZeh6KK9eq3OClMTnGeWU0v1g0ZQ3ybdN2FXIfnKx2E7
7yZBe619ROZ0dBnX+31ZyUfaLnna7+Tt8dAUotrXbmbMotT2eh7nWBIt+d53zHudkvl/VEIybmWz
FIT1nfy+jpD7dVLPYOuh0Sp9kq75CauI2qjrQy+LHAV55bKNi3DG9fGmgwYO//KkjZaj2Cwru2f7
hjHeL32VrnCStYsqOloPSr5BnP18mQLK1woGN5ZYMZDbK2EUy7vF1nNqL2NxOdAJgTONUG2GAd8i
i4Asl9VyQrw8SsMor0c8Dw2rucYGuSNr1JQoqyQ0OSKOenoyv6xb4dqr0yAGtMYhHZS25tZ6wFmy
1Qq9Ij04XXWeNFcy0s8tbF1nPLxNoBtXI9NV3vmt6i549VHIjnWj0s5w1nphXIPyYsNRdeBLVsIU
ayUH5v3t3KO6qLpwZllaKa7fR1Qf2SkaWA4WEjaQPSfioCbcFa+NIuC3AbiWKcT2gdReybXEbXIP
vCzwDKanODC+tprTvDW+ciGaq8uMMN9AKyxsiNdOuMPD2uCxu5YCy6WX6qXxjjmwVNi9p5c9pUYB
ECjy+zyiXxq/HEe5/r8MTPJRnsPFZnGXgNu7EKB54+lQCPy/9MSpPcvHvtHcGDAguWvAuGOiEil9
3bZYVFf6AbN9JmYZcwMTZfUu0QsnqAVVbGHwhfk7tviczYMmxisyLD0ndcWo+NxnQkNL5FAMbvkz
l2YBXumQhgYVhvURZ6ckLojRIgqsoUdHLbOpy9LPUxXrTB4ZQXk+oqZPFYp0dlAWrSMZ+9LX0wxJ
hL0mTccflMihU8UWF1elHkiXCynyNWs8dta/aA8tMCnByIRbIwPWcIlmLJ9gsEIVPX4c1VMBrc5K
Ughwac+kQ5120fEDKr1yaggDl/oCzyvkKTBaHEbiWNSbrtdbWfq3bzdhYImH2vCsWGiKrnz90kVj
7+n96FyYuKiv+jcYbQYrpCYZTMO0NsxwDLZSah/W6n5EZ6pTA4eeJAUdNDHBa6KwIfTR+UFPQP2m
xo9IN2BHLIr14s2OVxVnXx7gxFVtW06kENVPVLbOkW8/m32BwtafF5esxGQZatBz3llWCCtoQEbK
miDVBJ3K5dMYff2Ddu7kVlWKpJzvM5MPDPP6qVHwbUOMFXuX6G3BzGH551KqT8F5VS0nVJ95hcxx
J8fMxPOXCjZuUUJVaMhBSQfsoJkAPue6Qzqp6tWVH+QcAsScesUj1VqsPkYmWAPWqnPLmyP8Y3Nv
ZfeAbk50xssmor86F7tivgjxOi3YaIz8ApqZLn4GvFfmxGRNn2YFT1wOKhSBzjj5BlzU86sNmNge
4p523klKikFdk4IYnKbYEgEUslBgQ4tVfgfEOrrOWpvJGngSlxVRJVNU/IhD3E1OWFWAsWcDt5Bq
a5LrzPSZWSrcIH/0Z9izbbrelKv007xqavloOxKscdfsQYaLHsjfqi6pHiIq2PahzFjIwjowGoas
DGYfWiuEpnJZtfnH4BvDMBo4lYxqA6fmMFpKY0ET1cWG5XXaWepazV/aQcGiy5zLWYt1ry1Vi9PS
r2YGJgOzeIFk7EC6wxLTXyeNpKc0tiJq3EYyc7TwCi0/0pWq/4kKthOrXFL13iRyhFbhVw8NAGwi
Uuf7TKNy8lxGVGObOlWx9id6hlHuoX+l41RxbKIKAqsfaUDpjp5zUK50YNUkRoXyMdEtOPmxdS4f
GwUjqWdAX6k+PuARIlpNkrmW/w25CoY2d1x0FJOdlR0QPUW+jHHHrM0MGvTbENn6/4l7DyZJkuxM
zHXoVJUlW02P2MUKEDskD0Ya/sb9y/sN5JmdgWY0Oyy5EIud2RHdXd2lU2eGdEV3j4gUlVU1PUtc
b8EMW1OdGeHyve+p7wWK7GXMHa39Pi2SCJ+5kHzhOK+Wdj6khVbrbTL/pPwuuG2JGbdZIvSj/hO5
NvbXHLC9zS7jlSaX2ZLe168cbIoCdj3B7jmB+0hTpiDXpQh2SbUABw/I16AGGog1lG9eWx42BvmJ
yww7EqWN8KsduR9YPyzQFST3AYBSD+QV70g4xas5XFcP1EtdHAAed+Z31w+rHq1+WjHYJMwNbYMl
XzVX9EGKBQk2hQnr8Z8t7eK2VM4uwtveCF77rDV4oX8iqTJ71GxVsibM2JRA2WtAPmj5gbphE38t
P+QxOW8NlxoL2pdyWu/nwv1/KRrmHrg2GZhVASEDBjDWtK+369X7zBIb6cDabP+XO90/IBCND7vV
cdzJf29WN/GWkTXAKQQnsC3cIXAKIgXEC+YAVNdGKWxvPhAI2YQGN0SBsHWJinbiLxvJmq7dI9dm
KdGNOFjaS4gAlow0AStHcunbJ+9IQV2LVTdFVFX1blG9FWa1v4cRRHXHtrJYb/HgxN7kmGbUHccA
no09QMIKXCGanJgbTb/3+7g+BlXZmqaLWg38N63vbeKOp5u3Wl/t3M8cRDXbHNxYIcvwxAyGTv5P
vapjsZ5lCYvNEyoSHIGBUdzmnZassV6jPOSAuf+z/yEW1gqxUJ5uJIBZM0TYyh74+U5DxhhJc4wA
G6PqoA+U9khEfxFG78E1FGFqhofUKKx9BqirWzqKb9ivAE7x+x9RbRbSipuP1pkBenhPpzhiTZsQ
tiFHXfzfgf1zx/2j61ZJTkD5BqLzxymdNmUgT4DR/Z/Zx928e6U3yV/kJH7iXfse4t+1f588/rXO
E577x/H24CMW6noPjfuPuw/9x9kin+gnP/YfjTacPL5jT5gR5HEPJwSPFsTmjz/5Ccaso8e9oE/o
lX/Z6wy8Ke9N11+Uj09yz28tH39d7yP8qnuToI8nuQv/8T2RT0HPRx4J/2FcexD2R/uk0fZEccVH
UpwNdxv6Pv62wvu4e747w2Lx+BElf4kHHD/xL//RFGf4/aNX7S+r9q6cl7FOmTYQSe3MJ3p8YvSx
VeB10hx+akx6TxQ8EbQYPtWS5XGh9/gFy/lrsObQ3ZGAK/rUgdLg4we9pzjUA+4T//FLqR9zuPxl
xGgY/KfHXCdPhnXQw47+jz1u+ccP33sgF+Oe4/VnRc1g2EIO/UjYiToujs7ey27X5gvecizbZKpH
7/s6BnS2Vx91vPeZ9c8TbehrijO1MeQ3Cz9qLRnSzs45g2zPVoWaFed7m1OjW7j1qGov5qL3jq54
fJX51rfkI6I3fygSoR7ZlHWXjyfaxqFdTeJ8QSLfOo70EQ2wfARH6b3D9DF03T+LxAK2dn/38esR
PaQqxQO6y34ljkCq231EuzNpP02sXbBTi2+d5nWP2erjpkM+4i9PSD3hXlOJ+zcV7W0n2ZItu/K3
7Qi3qkjjDp2pNlAxe2jtjndPItRNfmYbDwD7PpSf0I7wQem3vxIcNeJckr3wmdwaabZznXyp6g9b
SoXe+p+sJ1nhW7CyCoDrrRULd0Tv/q00xnwFPxFVCPaLdmrbQRgNnk5XleDSe3gRAxs61mvvB9zB
pvxxdOs/dGG3r/JTF/Zn6dOilZr4YQZK/dHwsXJ+oY23Sj3Qy0Q9Hnr4j/v56RGvmU7IU0v500AX
t69b1S8NHtAPG+8ne2QkH7vCeM//9zN+yp86OLpFjuojlhYt9s77Ouso3AKhnV3d5Lfr0NlaHek+
8LePO0P89rb8qnZTb63YpPXm8kdUP9o9oHILJzSJAHTnyIRuhJ2tEb50p9MHy/Hh/WW/0DtNIeox
3NblJ+hRN8tZO+bg8ZObtyOkLTBQu1cFPXTf6xIE9PiJrx6CufneSVp3GHy+x5d5B7SLP8iX2zbG
7jCO2h0vd8e8DszhJ5UzftzsxntnY3GvamJLlPT3DEm08fa0qHLzLdc+AxBd1GBjd0v47h/35KxC
zU2WcmfFbZxcfKR82vkzVg9/RLuiqntGcstc8ZRI8Py6NHTre6oF2zWOh+m6Vat1SCfsJ/SK2DP7
3PaE6qEPZf+/TPwq3PPwwJ/WdnPZ/uv6M+njC4V+ejD6wdVATzxwXzej3fMs/zJmicd+Vuix/UI1
Ws8ZabcDTgJqVWCwltbBPjLhTXcmiDdP9dzIk/rzmv7qYV9Fs2LI1VySLf9L3A7uHv5BbRO9tZej
Uu3iyMeROmuXcn0eXam6gY0Q9XdyqexRt70k1/kwWzPe2oRZ017I2zv+YovU7GccX/Uo0tM66LiZ
s8dOzYPuQFgHnx+CpLqoSxaXLcVaZetmSmQbICGw4x7aOh7lWtxItDMvW2m73JLx22v1l2XWIuzf
s5HWsV75FLTB92mpCX7rZuSv0cV+bGK6pVxQ43m7j4fu3ajulmBTe7/kW7jlPa1Pyy7OAzvpdWDX
TN5Hh5Oty3pv2muCtfHuX04AqdCjMqYPH5VDxd4v++gw3cNRa6Ip3j4qfFzCoT1Qsf+udTfPfdA/
J/fHUy9iZlORUbvO91+7bv5y8JDP4f4D2w2N9u5utoccFkDe89U/wVv4efvAweOqA+4t1HV7TPju
Ybvbvvt7fLKKPG5AhA+qGvCgn2ST4pFuvZ5/rDmpWzd2urcq63TWdb/A9Xwg3Lt77ut8AZFYvxTe
X+nDx22Xx43h1ROj304Y3IWk+nFrfz14b2/hdfG48XgfpW6pl6w95XtaQsu/xGEHwV/kGqB/0T99
BFgiTdvCzV+8TXVD9aSn/Z4LYSuAj3/KVmfbWrv+jmie2uYqPd4my+ACf/NkfG8x7reuJXStZfbi
cF7SygS2q/Q2HJAaPoEcnvQ6/dTKw5+zfeJnYvLmfulHB9Hd5CzAnxz8x4AJtUe3u/WzftdMffQj
n3Tw8I362hk+Fg98r6wfZ+Dki1ZrGUgV75ntr+vuJFXToHa9Fpvqjy2nQB+U636sMzf/ZJMO1fB4
xC7bZ9ZzLDYt5IjaX9ZGeluUYOkP03Y8CQLbjtix4yERNX2Zrs3/ZiXHrXLM2pksG7qEb8bt6fqT
aN66fuApa+SkeYujxdpo2LB1r74ADYcJaOFZ/qKZ8nW7R+vlP842uO5fXRfQjn7AC3lPWKxtovfY
4tltidJDzVyM/S7wTpPvTQpxU93ZlHl+C2G3fQYH8J54qPM0E7sX6p8cvtunQujtAfsuKC92/yh3
/GOW3RGDklP+oFdk/3YNwSbHwdu9zXe2I0PdI11t+5fqdcib09zkytZ5thi8QXdgGtvfZ8PW99cK
FvWl/UTlQhu3gd1jvQYhpM46tGzEO/23la50E+VCYssfR+yv3xcAO+qWuAQozPHnCrdL7LWrCfEm
f9V5qKd+166j+c8fOeAZ2M4j5n17mMycZQiqTAC5hlMw/V8AdJfk7u9AVTO7WmP3ktF3ltBr7F4w
ck+D55zVIWzOSlEzq0gO9LHdodaH7howgHqfFOizJpHQE0Go8fWk6RrzpsE2uFNfeqL+t06N8dJz
lb30wPOWkawOLu5aqU0JkFD6wL0RdEvsyEK2pCM6aSTF8FsAnvVAvMnh5YKqqZxbavs6L+Vg+W8S
eAy+TC0/nzvAHq6TGPOaJ621BHl72lY7YEW1e2GWPZE77n69H09o9AuHTZtVOlrg/3T0uDAOt/Qm
LM1qRTbeNiZX85qRotVb82CrVlL/HXCrX9tYEqH4R0fUc2P2xbyLvXI0S3k4X6NAW49vo1nzLRdG
w3ujQUkbIbWusJCtVBe7XnAa2hnOGtcH2CmZU1sdFUo/UuQg2EvE3epb0/SDz1qx1LbxhVtQpOZV
q5vzdmBRwB1zNnef8ZwYCJfqwhH0xnrTYRNu4AHboFrHgs+ti21NhKvBQ9RETwDEZs4xawovSrM/
h9iVjKF7EE3fU8hyDwFteXKRcitGXemZJSB80zwuC9sFXPMtCReAxIBeeZtX6haKy3vDsOpM1xyT
227yttBgpzjXfOdePGV9TwDDTWFLgsuD4wEoR63S1o/LbLJew6L2P6FtG3Za4w5k4IO5lctZ26ZA
rZ0cVspQozBXxBbNHBk598f2lRzcD8Z3W/Uq2xLLaOufyl1buL6Wn23RvBftk9fBnbI1e80/0Wjb
UGtopFc7DLH1uPOo1XSk3YbrXRPWc/+kHa9RWyFvs/+v3UNuQJO7PGgGs0B7UYP+7iyIq7i+3l3+
dan2PfNfbxeR7m3bdm+UMtq6EvAJm1Hvl+QUe9/T7Ylce5aO29Vc10PVHcEQ0aFTG3S3FqadMq0H
bxbzFO28i2zPgmzWJ2xfsZ3OsFaWtWQcuVSuWWQGKXsPrcY2DKNtLUO85dXVu5ticAhrh7FehIGD
ymCrRW8EPGo14SblRONHzKAH2wvRLYmidix9tWcMqLVWaemzvu+DayMO/719/j1vKNq93tXu/yIN
WjrJ9TXYZ4QRsH1E1vC7FUYZKCgNmgm3nNXwZ/oE6H3PIyTinqcI7PKObVbh2A7+4Spavfv7R+YP
FbtZVmvONPMOak6B7kQM+Hoh2qYrwb0thg97LZ9Gw+YYDMjHWNU27PWCNkuGGgaKzURdCUbreVcP
OQ5/2oBn2yLELm3uS+elZzPPndf166jkbfhD1DSnyjkuWBNQQO1083v+w7rSdghdk/mdnWnQmHS0
hw7w34Zg9a89dvwZZo0S0KgVJ3KzmO7ZuMqbE9060ZVEG64he741bOMHgLZASt60dmSbLd+NzCuI
jIo33r0wDOL3WrA1d9wWnVQPXN57a7tau4hZ84/6/tWIzL9RHTObaS1+0jOi2iO2jvFF5X3/wZri
DDcVYzBuGug0nSVd3f0ry9EIXsz+EOrMSTNZA7oUrvPRRUnrX+Y2xIYrynnb9pA7Apn9246HtAHf
2MKAFoFAtWUmmWNQxb84+dps2pi3LWjwRvmjTUy1cQSTtePLad1s01yi5bbGrs5VukhULbjztkmG
P23S4bzAWU3Py4l4PC7T2/Xvgocau5Bd9372UGXr671Qi23bw8Cu17H5+bD7imRLOay/vm7w/H7r
w/nuCF/vhUurZuE6V3tz7muw73VMdiWW13qkF+2cv21f/Ys98+hmT+B1iKUZ35br+x1n1m/3u/d9
8OGeJxDtidghuv/Sf6WNU7SzF92Sez6ZtTraWnB6LxLrt/9ZPG5mrD33p4B+7mZ5snmpuCd6g81q
l/cChVsxO7FeqHsy+39uT+JiI+7vnCNFiz3GN8EfjiruaM7tFKU6Y6clgpH6UT2brh2cJavqRVLb
n3kYFqCv1r82nL4PplLezxlet1+BZX1LspphmWg+bRvyivt+0ad8qXsMwvKJ0EYbxmPV3j7hhyzO
3bjJJH7cJ/6ES3h4fzHv+vX7xDP8iG/46R/y8/oCgj2vIHoM3PEnIA/8+AgC3sOrXuOc0cQ5iTXa
PDJZtxp/ICVhnTI7vzcM2G3IKJYPqIBpe1PWDbgZRPd6E/PHY3cOb/ibq4bkOmmWbwZ2nxjPuxe6
6zsOmS4qq7okeeveSvrT8ZPGhcL2F/wBAVC130k3292Y8rhVdU+c0Liu5KLbEtprl4k/fqKKvb+4
d3qQ1e3L8PZG0p+M//j3E/TXR1PGeyoAPXBfict62m7w/GgMKd+4BO4fZ/xUuHI/sjerERZpyckL
l+pCm2Zn9gNJq/uGraj/rB05rAlAnB+nPsnHzSGkUZt+sOZWvdrCMzWZgXn33W7uKGzRzqr967NW
Lg636FR+9F3yVIuFPbffNQPE1WxHD560aaWZBYX2UfOmJujPhWo4MF+01+k93FH0NVa+aO3u+qgO
mubhFixtsnN0U8yy2JU1Eu7oZeuuwaCGQFvVRqBO/NnrJmOd4Vk7C7XzTygkzXdZC3jWCTMHGrxx
h+CiPWTT3HJYU3LXrVt4WU0iH1Rw2FFUd3YJzQ7b9fmyndyssZI2XTzF3vFL2sM8BRWlEOzmr8Lm
F3jvWy8aFivbGcE9XKI9gDSv6Sa3Wvy8bqlcHUuxfeYPjoqBgx9s5wn3Eu9t84vwgHCUAIFqzdgE
fIh39MoyboLhixm/Le3o+r6xuWzQxsYwavNlLe8njcnN21KB0VQdR7KxkiZ2rNa10Npe9Wyfmedf
2diL+aBYOAae10AcyNorSZwcH+bO+2FuZQD+HBZb4kJWByB45uwNs0z0zjx4fAOuO5KLW36FVb8t
r3I3PsaOB762gJsyFPDjMdxuYJWysD6+SSHAa9/GUczFwEQ+WIOwpqZaNFrlLpcqTHYETKQAtaJ9
ZJtRIOcBlrWHILOrrQUGkFXq2LV3Te277JEwSNGJkmUh1TEGhxsBifnl6jd2MZcL382hf32zWBXP
SFB0rPdmjyeIqXvexGQXe0gjmWFrTdu8Exeliv7QoHu4Xz3ljnTUiKbbubg4HN+LZWyp+dZEsOX6
paTKJetqDiSHLdGL3WqLo2qPxCIFRRju5EAIzZBn2THGpbYOEWp9ghJfgDGxMERvuy/cqIIWhjZr
cS/HklmJgtp4xtrDX5djsccREWvN0h9GrAMp3GIt8rc4a9ayELiqsKYF9xnoMasBXY9B8NtW7yAn
V1NG9JYTSo4ssarjZTGCjdprcVddgUCcNazCogmU7ri/1gaZ+xO5up9Dx7ZNpbqbmf9T4K89PIp2
LNH6g/U++CHHlu3k02j8cFN5uTYYb+ssnY23l21FSWoeIojDOaisaLcNK2i7mw3Trr+HiN3S7uxz
gtcjtPCvcnXYRpf+r0/AGFI1o4Lg7szG6+CWTxY9UC6pWs+AY9CP9gDwekwZqmT5wYnCdV/gbMOk
flq5Hg6ksP6h81X77HkLgqmDGYeteh3Xo5HN73Unrp7DDKGDIo6k0Or9ldVlTeqc3jK3h+6ZUcu7
8swp6Ktf2b/jpqU7ZW2cZQw2HMeV/VaT8j3bsnzbyA7h7QPN4Au2g/SG7sl95zlZhPaNQ4dYVuBD
4OTT+RYbTU3IJFqG2W0epiboT22COrG8QOCyJe186cKcX1kqsG254PA8tAeLb43nCzO17uY4YJfl
Ugd9ztuXkbVrvG6FhlqYQWzeQk07tmxv2HIPDAx7FgKZZ/4f7VuCCKQ9cD4oofvDV4AHrWmZODXl
+n4X9+y+eAPJJh8alYtkAzhti4P/HXj7brFfuAd32/4dNuUDsBMlIocTZCM4it66Sw6oj01TtXzo
zksK5GBrMHDXgTPeUek1UGQvHHRJN11EZs6fcTmNawQJ2rw/kHrWKVrGZdurxZ5q328JCByvn8Eb
yLEA5howd/XxAKg8T0neeC1rw9wdNkYt7lHrXbYtvvS5Y98bm4+9tTptmTbYxg4rr70ZQKrCrGg+
cq5JbY6fVI7VN+6BcewsmxbqGTlYuiv6w3qXD0DHNSB5H1eisGN69hyUfDFBH2q6t0VYwvUwM6D7
CISiOS71Oc/sPwV1qnehPxhh2bV5upYY9MAKzi8RAl3/T+Gd3nYQuUW/7rWNbKaNHU5+id4Y2TUp
bJOu7+wtxdxc2ozXcVG3UJBB8CMC5RS5eRlt2qsavESx41fR8b0Eph1T8TgDJ0LCYOk3bKusW4Jn
Z+/UJJCWVG9p9JHc0gnehY0ElBsRdIt3NMbfVkDZ8wKFJG6pVZe6XpjwAS4lK4DW6bZuYBEC3EAo
oUnYBNWFTW+SzenIVI1OgT8DpKxvjhUduu1+aP/7syays36s7Qa26aa8rBbCnAykFSUK2UYtPPQr
in+cvmGuDzDvr+7qgIcEc5kbQZmobw+cCvBd1JXqwlia7RvwKYj6AEVYSYP5rSB+d2RwBSo60tjL
b93lXKwToDqkbhU3zZwV+MyuZefmRZiviC5sOnBBctdY0wyxuGlZCGPLSU8vDo0QtUo0QWMFPPMk
A6IOLBGqkU6LsbsrUyDPgWbMSImSuY33hR6AZQj6r8D/xMxZ5OZS/3NwfFyhgsi3XdeqFvgHgRFW
N/a2j0jqDOy3TcUotgInEWag/aZ9PVlWyYUlmiDS5tivGAb54MSM6MAf3sxqcbFquNSdh8bdGOqx
5+5k+705xMQM/ery2qZAAhiVoaPOpRihusGOvdCWGILMJpAcGqs+YL+H4P91ExLM7WU0YCsXXixR
YbMjFraFTaPIuBqWmeUnDIcakfpuUvhbWQaz0ewIRVDnsDS63IgVu9VY9sABCvSlWiR9SxpmAD6z
vUP91O65OYfVlYDIp4CFyRdGEQy4OVZZFOHuvzL649IPzRq5OkBkBRMC3mDlDu15P7PBn5gdli8w
IRUdz87pL+16jN6wcum0Ac6MZBzZKX2vD4vxB3D3lr8yh+36AP1bRUcUWQ1zxIyEVZgkmBV2nzm6
9QKQTSDKvEaNFr9L/4i6APde/D7yQGiO6j+yX/8tp39+vvp/cBpNfJ4gUcwWy6zwj+beEKDjH5Nj
yFlvcjRPDofTd/Oq+tGDF7nHp1yXJ6BT4WJptFKe9CQi/3RWqG5Al8PK+wJxhifn5A6ko/ntN+nF
W816/pE6Cj0iFx/A6lX/uPAkk2/xFevm87d4Nl1yc6vffLXq65QszqHscEVkxnUa0KzMUGeJDiMs
0bPZ3Vz4lIv0eUReDcipDzX5e+7Pwk7gWdbhVbczP1HR8oQQGofFWYaCIfhDWCZaVl3KfexptOgc
6uLHMMKLIhfTtLfwSUaOxKjzAmXHUo2m3+JM53kwuwlQctdNhLx6p1Re9ejs9qqamdXF3auvulQe
HCVIimBEj3JvGphreVU9v51NFz8cyT6k7KuFjpQ39eX7ZT6ak2yapWAxHBPzxzRI0wsVEM/3v7ME
eB5LvcLL/FRCGWZ3kyBUCfR4JjP/tlvFueho0JNXZoFzc5nPSzSq/AWQzFKbV2Dggfg4C/DpaRB2
upcYZ4eq5Gim75in5S3wGWce9NL+6ZBeESom0ShalQPeOe8kMw+vrntn3VzJkHbYAb0rlBlnioaL
/uU7tXj+y6PBlEmfyuOjCq2AWdXV2RxcozDMhX8YipxQ+f7LFawKoNNZKQQPyfX8h7Svpv27zEPH
KS8LkvV0X2PeH5ITroCPvuQaTGa3k0uvSBFOpNHzAeuuVsHJddIvEBlTRlZYhiTIBDvVUz7imhVD
gmAGKjylvR7K+6PA7+LSJwc5CFkSy1W4hDPWj0Obyrn0g9mEoMpoal5EheeqZHun4AMgFAk6KXPb
QcvclcmKwpJW8tDF44n2DnMjW2zEw1xjqKEHcIDymrxg8h101vNhC05B3nMCTbNVmx2ZQz8VSqub
vpGK0pjDKW9wSjpq6lahduTKnPGidfxUSW05iYGuoLJ6b9UaMN9VC484e9MOAZYSZahh9by8kI64
4UU+65CVF8FimcwtyZHQC4OYbawZj5Cdi8T8G9tBRxoD6YeccE9CAVdlZlZHoKXIwxre5apxYdGK
FpmOjEmeU5skbARcQfiJue/6joyN4gmC+Vs1TgEvGVqoKYnLQ6nTTjlW3PcYUGMP+J6eoGMvr6aJ
gtXL6OYO4xKjdA651XNdswzCltpUoNJScT3t2Hnj0EI1kvenqc9vuyOMq+IIa5EC35z2YnbT9Tyv
q+XyYiWqxaQcoxfnLq9CvdBQK7sNSbV02QhYoTWSqszW2m4luk6+Ra+i0ryf0zxIqGv/albVfFut
dDnFN3VttBKVVAZXw0Vhxazqgpm6c4lVKuVq/JyvqNIDpKcxEXIJdR0XyyqIlwpko9HvvUKXSi6X
aOyyH2BgwAGyLph5wZU5At0qIHV+Dcm66Q2CCe/Is6+KQtJM6Dg3tqKshC+vxcrTIzOcik7G1/o2
6Qizk8EBK34NEOJm0ldzCXMuJLjrBnWlauUBL7Y5DrlLNhIcS2p3GR3anqnIdXdMwhO4NEqCJ9Ww
9ivlPnArhMKarh9Vx5jVpWTkzasSGz0W9rsheGOb+IRtNHFhTHlXbT1ksTm9BuVh9Ct9axS24qyG
iOYqzG0eA4ap+ZYdiJyD3PONIFBf1nS1gA792t4FWeGhMBXmXnMpn4MjhP3PUrsjlGceNWNPzUVw
S0eIfisqGkqNQN8zYENrAotSYtd5gcOG0UVrSK3nDa5EYdnAsTIIiVovrIGg5i6YYZRZbI1oniyY
KLTA2ouJXx0+o+GQFSfh6qgX+Ek3qNOCJOhfpb2uEfO0M00qT0l+1r1yphM8EAw3HT375qZA644u
a4ZpX/w2cWnqnvmER1FCux2D2bRAmi3LrlqB5SkTTCN90F8l/RvXyVkeh0Ai6z7CSBoUaCCa1/A+
GyXhB5pzGIawUEZuCH6ahOaN0OyHF/ATAH11CnvYxyEsy+PE0g4JXQ180bXX/J20OZFGifIwrRhT
yBhEPb/vBydJf3VgRMrEU4SYq2KzVU6XdwUZo4B2UUW7lJwauTRXRnsycOSTqDsyFhciwcocnu55
OcT8CFQIBMUEV1ipDlGXymxOhDs9P8LiSEPmpxNeHlDhB/yaVGkyS8eaBH7nMPpxukq0/gwV6US8
6NJ+/4yNo+8ArvQ4QGHeOyOzOzH7gHvg2OsudSXPBBIK0iAdpF2fr0KBJoB0Mja2rSa6YDrlzFxG
s79ni4ELqWQf/Cm3rZHJ++lEwa6QvR8+LM0+hv7IjMXsCayrp3UKSjXC74gnhmpU6ev8M0Ur71bQ
XHGI+S+xF2mQBOhNNbF+E6l8r6sOwgBUnCvbapAMi/EvzNr4rOr82ZiuokN8kvdiiHpqOZvKQulf
C2QEnPPGwIlemMMcKjK3lQwGYnrTm3HRTSmdv4+tg3uAqjuxSjBgSlWrGZRCIEAKSPmRr/E7JCeV
OWDq5obnPvFkcJDZlCsecza9Nt9/wxfp6lx1fT/9F3Qh+e0RzErgDStrMJ/k4SnMjNbNskvQjXjx
badHzwyUNvLgaiVVYNmbjjVKLAk5hY7t3gwgDb89vtV9+sfJUlUMLL84LP88vZC64Jwvz28YXPr+
ytz8gPgv1XBy6PKc5MgIGmyLWc8rVlXGwC39BesR2/jxq4yTIY+xmMnKWBlS8ghfmmVRRF+Z/4nN
WCG5JgVDBGFvNqrtu6vYbLe0WQvSFR/45O0HJQToVjy9GHZm5QlOdfc3A5GsQqD4kXMp8XgZdjOE
wSJXV2d9ra5AEFZGx4aBJwtSRfZ6rq7PEMfW8jIiSmCmuLzMX/peR9xi9Zvf4z4aaZyfzXLEKb5N
v7voLQU7q95+VtF+EAM/mFjt65ub0OQ+DG1Nvu0Kc972V4JWbRlZC9fNG6LPBs6VCq2etiYwPpGM
EOVb03TdX7juSrwuCkav2i7GI8FtQowBI6JOHaTm4tUfrurm5wowMTci5kjq5dlJvs4Oc3wo08Yb
DPttQSxHdbYa9l1dkeVYqN2E1hzGfuP1JAU3/2lgx9R+wLcHWJdWNxsIXzttUpcXbAlhfHSiocsl
sWz8XeD5yndvVyJgwpahIWaZsbMulFUvMl+JzV3rCpurYGzBIbEp4guA7f0VmFTDbhjHx88OhnyW
PIdVHxX4oE+QsqO4xf3I65IZ9pco4VUgyWBeO+WppMD2mgUoth62E6W5tuDPICkvy6oI94LVJONL
SUgJJWG24KbSmmEvlwolRr6uVjnXyXE3NKgr94zia3zxM1erLz295u+NmpRjW2BUr8ZA05brD9V8
1oKnkXOC8Rpe4g0ZYB8jl5oup9I6xt6Yxby9VbB/1D/GIpsCuvLlSctMFTBjq0oPwgDDQgqtg+Hk
2IDQpZQjPsjqsBvj3KwO1NTzsLAa8S5K7pLAMmj3X2gpugYhQtvP8bkxywOvWhnAOAH0i0mRkckC
HSLz9QOf5sI6lMw6Ekgbn3LrG3qOXeuB+m+4RicuNxUCv3Uf9QP7cWbs+TbvZEOCxPG9bPmMK0Zs
QPyuKTlEnT32CKLyxi8t7Ok9dJ2D6goTnzQ9ErcjMmumH1EHulgdrQKH3OgBuzEJZRWxBsGR3SXM
AVsn7A7aiMGm9lbeTxwReK9oGTUJunAWV+7jCW0KilKXewlBvysXSikBVJReyoNwGB0QTGm/OIlk
p3V/DqjnCLFZTxhxq1SAi+YqumYQzcmRtYdKlrQmt0uZVnYdwgJkGQRGbVPSxNc8vzQIZGlrqN6M
loi+xcd9Yy7YEkjp1pDY5rvImEaBxTa4TgCfxiJY2JxG4lu/phFtfhDVpHUy1C6P3NzaomsrKOWJ
l7riFNlDsm6Io2TSONV9XdNwBVngodiPesPQHC3seZySJmX89IvuUZknK4ZHgTkMkcq/6BjUCT2o
ch26ukwQooELDZSZ0sx9LfxWlQGQAQiuulLjU6UO1QpKI8SU97Jbatp/exvElZ6o5OIq0h6a5AKN
Q/l6Pp2k8qZ/2DsP5Q3kWHOo0RCZ4Rc0qpDBiaPJjciSdIauPzcS7VdUeWfhfM6vdLaq6Pg4mFeT
XsTzVRnI82+zbiFoZeA/6xhB4+EcTAMj4406WF7TcXdeLFCqXt1xnury7yehookEKySIMWFLirg0
wzWLbmDV52hgpqmuVsCAFqMljy7zkqowAl+lIbJ5NsgfknHfwH1PHRkDXEake/YLaEAPFqI7/Txl
cwrJwdnXudT+KlusXns2oddAQEA8c41hBGJHTiNuWdcFnPSCR0SY0w2/1Gll+R6zue3J7RmdG0um
be61GpOOHkgSFvOwqPvFB+OIWJobQTmy3xKhnFCfg1fGujr/u2lYVZf6eKjVbdkLFrpLFhDlsoTf
CpId/1ZXIC/ShE/USgZhk9g4Y9AafchcRmpAprb0oCS0fkfvVHj42ZW3moVTyPRd10vA59LAeUjQ
OexiUZZ5+N3La2+RdntA9D6Yg01JZxFn1huJOwarIIO3xdHAWFl2rRYRGhOK7gwMNKaQwElFjFGr
2dxmjkljZ/UlCM6GnNNgcMs/TLSNMaJ3MM2MHQLgsLJVcAXgePnKxjxBL5C6TKYhzfq/iVEmDkAR
qb5jhKDHajri72lW9H/jffVCX3YDanAmoycgEbBDYVogcEaGBpP2inH6DkZzEOc8NE9Y/m5awOTK
8yCqAub1vu6QnutN8dLAC/amyz47qr54xauK+7m04i5bWB0HDGppmcEy0kbzrzaFMG06eMMNtq7Y
ktc2CdwoEz3H6MbdXO3ClXLTDAv2ZZ3ao8xacWEeIqcAuxg8mW1F1rEVRdaZXJcsGNs3280SqntJ
WMtLtImwBlmonQKHoP3NGKkuEINC1HOVNajQE9JUSsLMlgCqlc0YsBDxomxd0baDPOSAV7JstC1v
Ms07vKEEITpVQo8A/fHMmgbGur4zmNY28DCGLnUCTV9158rFj8Z+VR4PaXhSllPeH/oxXIWeK3Iw
VsyzqSvdnXq/g0FmpOk/pbaxMGybUhBXt+7eCVXaxC6y7Hjq4S7oXqL3Sgbj3KvE3AXv8B0UBqqu
NJgtgSd4SeGPBtNoMx6RtaGPthKchFsdfeRuniVpnU55+6+swXeozdKyern+/GUb+1vyhp754qjk
1bBXBDwRsUEBGBHcZIcZ3ViRwIgKv4/MHLWtGQ+0i/ZTgz5dhvE1skDIgOysja1OOMfG4ldVqq3x
RlW1QFbv20gFWSwM5kK3y/6rcbaoVCqicVFlNjiIbBYFZ4pKorDti5ZOzw9dBc+t1X32LdTOyCA8
+cxr6nxv25aXhZdY9a3Q0PW4t1FBr8kS6LRV5x5pCgSnC2wkWqxQxntuxXCgmnIRKYgrjMGI8/oW
5aohPsBtJYvZo9x9eFGt6uCsd1JOrBuEal7fS/qHlnNYcVJo20slxkQoo7XYvLjp2TJtdQShsbGh
LUnH7ZVpekbRwCAaVLr51rNIuQstSNBb5242GRHFxR2pN0zMzYc5rFPjsQVLeQ/daBmao/4vWg9P
2EGSpZk6DpJePK88ZTEq9f644quu+XTvFnZA1QErxTOMrVJJXGoHdNWLyCUiZXVFkxlIVsFZlzGQ
LooRLKlFpOSFub/mGhlhlVg6hfisqya34jaDZ+amuXZ4RNT1QtelwEaUaaOLcoZsPpPPw7lRVX1w
TbgjjyMQNdm6kKKptsdjCseVBufWOzBzSVGSVtnSyZsFt/CUQyJGZUqJRJiUC2akq4wJKKQ0lx3H
w64ZPdU0OPQw9Ix5XWomhLHvViibmMXmBHm4MNpJgSLEt2b9jTJAo4k5snbzOytsMDVeMRAsA2N5
rvQyK5AxZRlUvXECVzibgep2kc6uKslgCIPKM9PtLcgAdc/BRM1+jYe3xtKaaWKQKjKqCk3uujMD
WzH65sNNkVlHqpcZe5kQ/JkP1WchVFzrbsBCuyjWBLuzEp4mAJZWvtrNyFeAFyCp7vjk8vY2L1eR
frcyb5idH/OZOc8xpJk8GS1CLUdhiliCX9zN5MwccSvHbY0mhfau5E0Nap7PjM43akhU/nGOBrA4
4ZOT49PIl0ckQgTCPsvY2dTv01s/Xg2OSEJTR/aWcBu1jRz1QGTvqz2HvhI1I4Lj+APVbNI5gdfK
oFUNr+G7NjxuLSPrO9GFsUhkF9G774Vy7BLARh5JaTPzSkWCW7PZdJL3VfBDKrMCVJUxX4wEqX67
JBUUyseKZGP/BP3QuyjFhUh8aWzIYiHxkpjbZqxpa5qj0IBZabCGkTYapuMTQqslNof9By8caTSW
RfThzVikFVudDVlwQFn//DYv4DT1q1xevCsyjpgj2xgDYvNpKJKufMp3RLLjpgg9suq5pH/nITy3
omEAwzpH3dxbY5pp5H9B7AFNwMWXgC3ORB10F0bKch0Y85ZYFZURjPU7MSu64taf2PtgvTj9F53D
WxiGJJroSkNj3CbR2dcJm3GGhvNVz1csN+c9tnuCO77B7N2BVKxwEXe58hH4ILHELJYBZFGedoPh
4RzzIjnUAwK9QUpexvKbBUJyALhBflVReToP7baWRg87hRLomutu7Pr1rfMGGFKZB20zaif375lV
OWoyx8zoSthm5XHXzslgpdrutO1ni7YFgdLxTP5B+ReFpvNyLq8gbyANr0BVaBTCUuYyMjL+X9/v
1KztEYETZ5ISfZx83eVe13UuEMlwQ3YSAIpT5uWhp0I1jDu3F4sG1Th7KGgsXKeB8rbq1RJUCmZD
ITZv1+fzVVHTWPnWNWQdm3XH3gqS4Pu5rRI2hxiomTZqExpTgAoj0HgOjm7zP81SvYg71e2UzKWf
MdRb+ItoICvURUlpjms4wndkUsKkYLfx/AprXHzmGEZkXxuzGxGDKRY+NNYwDsokjMyOk4UqypVH
eDGjOuEHvtEJIu+vDrEKEzGDBgtcDabnGZrE3elhOdczz0VPHLRUTjmKuryk1jruL2YlvBWvXSNo
tbakG1ZWA7sbj3ps7PHSEXcXbkPMGXfIVEPkEqAImc/tAk6XcuDrZeoVtzwyoCBm0SklvibmKIyB
75dTuMpxoH8YD0o50ylxfDdagqwyFhTgF8a+N2LIaJYhikBFVjMvfjbXQ3IJep75lh/6NAkKtcCJ
LgucdI2ViXWlZtcK5klVmZuqWZPyXlCXv2bjR3hxtpM6SDxjm4I6YXa7U6qtkHIrsCgNzEqX+zTS
OGorUNrKWJAqtvgyqKrlLcAEI920wLFMLzaFmb+dC4aXRvoZs+S/qjqr3p57WKdaFnVubCJo60fx
aaxODsHSpchEB355wGST4G1sr6TH4kNMoEjOFq+PrddGWzcabq4paDxXoAy2UfoKG3Fjc82VPdN8
O8dSWzIlm1ikjChRsAt70J5tfWLjCuY6hIgASs2tECuCFYXViTGnOr53+ayAMIEpXy2QmcUNj2Nz
d8ewP9P8Oe/amAI9CstAGSSIcNNcxDrgcGwOjbRd7EaVXWID3EWgIIPPFTUSE1IBYuazhed5sYL+
Uk9VDHU8SCuFZNYhQzdyXBOYWqIo0WbwmSt6IFQDGnMwwErYQIuBufiY6pqYo7Aujpcn5o+2H6GW
BtvdSM+VVKtrMxgL0gwEsufboJvz6lQeMn2rIYQDRBblINQ6Zqc6jWSaJxH0NajGZoE8UNFkcRSa
+wmh1SJCpX3zZxoYgORj1qeHC48M+CyQhHqlF8pbX9M4VD12EpfMfKuL/+amQ+avK4LwtGRG4Qce
6+RSC0iYch3B+MbXJrrAM6d3tikVVTObZQtVYHPdaW59F2YOUjIzFc9Wo9gThkFKJTi6eSQXe6eH
dW6Mjh8W5P0vBBDEBnvWFAb2/EZKVdanzoZz80oa4pqxi4KNw404J/hO+UbXZ7Rj7ojRiTglCDln
uOzIIVSrHzATNncgCMnfkGDdJf3pasc1OZPTM2z7I/i52d46V0t4juLFWbMPJChfgtCYmMrmWsFb
7uF+ApdYzg7gaX7syjiorQOCq7s46PgBv4w1uF1K4lX3spJ1mzA+aifdAwFejKGAZ+YZtBgXk2lN
O+wYBDhFS8m/mUgDGo2gn9TVwWzTybIldDbfURuWDAPsmY0RaH+nusy63Y6a/GSjw/pB6lajJcHE
2wtohD3UvtmgoFoGvYOzJJcdY8UgA0KKk3aFPmjNbQgBHCrtdfTJ9Ujhuo0o2S2mNutuBVsOyiWH
fR7eet64SOfqNsj0QvMjs+FfGlkBLibVRKr01Ii+SNEZm/Ugrz0YDSO3VMXYCFSjkKbBDquJAe+o
MYlBlNbVcAxWkWfvBcJJYO5516zML8kDpaprAgPlUvdokOIUrcyV7ZrbO0KH+kNbDsms28zmURw6
0pqAfuh792tmJXRudq2ruDXiDeYtCY2B9TjpEYgKWZMBMMAPAFfsrdeJB1/+zWJMyXfKETKkxcRV
CVnb0Kg/asvFsKY1QTc0ShvaXpx0aOalKsozA6hcCcrE5hJbsKqMWmNl6hvpMCFxhiBR7yfAZ0zi
Hvw7HK+MaX9Y5T98L9H4S8/YRdM5xcbmpgfINvzGcOCrrwk8CaheCI4gU53IY8bCo1T4NMiNrfIi
y56DSWHwCPviSMEseDmMjHbT3pznUtzlE0S0kdP6qFRDaub/wzJlfg+/nNLPrhZALQSSoCwZE+rX
Wo8p6KqGqQ23PB8gwdsdq0EWUmWNTGXJFDR2TnmD0LEBZhk2ViC3BQ3FgqBvbOIyqBNZ/Cowizjw
wYopc1XFsl+OAK5uySxdgIJzChHNoMe8MDLacgSjji8M0lcFDWxaw3jBGK80Lc35uTxOu46S34i6
LzWKmdR5+mLeMyMrk6TQq6vMp5T5ncPxAhtJT8M/DsfemSqzsJqWAiXmT5kCoZTCc+rJ9xq9pG3G
PiwtEdwWUbGuS2XXzQp07Swi7tL2XzDfM+YDqo5Z/0yi7Wrqnfx5cNcKB9vUwwMnivvCsuPdwvl2
pYrKDUYUjINVoj0dErWVwT8Bqm4yXBk47mVtfvcJYDiYesheRtHBRmJkLldfR6QPjXIdqyJ7mRiZ
elddnNgMix3hqtpqMAW3S6StwyZvZxGsa47b9mSusIoAvyAz1SSrO3o/y4GPWU1IKqL3yPfKSt2y
/nWmjAkpRD70eGjA8kmHmVVfIigFoeYgyU63WFxSpYrgM9q14UbPLnxdv0WMsRxbCBRKbj4qAE06
g0SlXCIGh6sgr+Q8FirvJIeF0YD++ULosgKnMU7GRvvdGsN/ChbCakYjG82VHhtZljTlZi2DgQCH
5v7qddvq3NUGJhVIESiHoMJsZQSIwStqXpjJRS5Kq8Aqy5oomgvfHcvhlR4o+FqcGoWBUMIIVMzY
eAIY831YgNJfsWJoDLtYeoda+zw1hhk76pQ4W56xO8C+F8jI10UAOEGF6kjg/esHYfAFXkpMDT4V
+XVf8gjqEhJw+114fKFZcDUXoiO5no0S6ZkHQmkzgUqAE+u4JcCpM2i0KrOy2B1nAxgRjBc9sLKp
fVx5asbbbgCwEkYlyq6MQYcYG7RDZg2scd0RDHSCTaT2wHrVOFVGlFT9kP/p+0OMxjOI5v3gdDig
69okAVlh9I6tmUW9lfScqmzZhsVOar0LO6O6oMysRX7DupXlDMAGyW1qZhk6XKqFGths7z8aqMR6
ll7THM+D9tq5WjN4n3Ajs55xwRswmtMakts2AJtCssxsKBtBgGpnZQWaGsyyLW65hTy2FXF/qCCf
To871xUNhoP0PZzkuTkDltyPhAHy8kANYhjqZyvPlwg3rVQ2BTKtvZctGlOFX0B0J3ifZF9r6CNK
hjdmvJR7UM0s9v2Man+1qDpJlU2vRs6waZtf0Y2sEbtVCzODhFx1iy3yAD9u2saB5p7W2QvmwLQX
omjrAES7JloLRDUxFsFv8XCBlnAIDyWIDHBW8rh94BsKD46+CoZn81ulD1HcN7rA1mWWyLVTZDsM
DAlrKnujS4PVB3qBV9ogmOWRPiUVCP8GCuC9k50YfF/FAY/0LJt3Rjqwp9oSrAXGdEvRFuN9b3vW
C7iExqqDNrRUiP8OtqqMUVPk6Q5YBnfKljlcnwEDzRKwUJZpCvxg9Nz4FSyFsCkVPhvY0FHBm2+R
+QRIIUtQZcATHzL5AAUEWoO8umjIaHeIY8c6T6zYxf1NFZ8X+tBLshRC7KF5GA6kwdlmpipyncGR
K5hyaVo8AUFhnypiG1U3GND6PgxGBdl4mzSvzr8duBvho/SuWnhq6YHLjpH5Y02V8KTmIR0IVi4O
/7B6FYBXxDuWOL7MPHi2XBYeQT5kuZHLh9MOGnMj9WEa5N5g6MPYQiXbCqAJJLdk3ginJ4BIVSI2
ecvxRRyUcMZhNCu/mhbEA51bbDAXZOOZ2cYBiGObUPp9JkoqNG5iJraf/frKoNb62VBg2MiTFR7O
zUHX7Wxt5lJgW/aYv0MjQNH4g03e5dyV43NbUrqELhBnhONMB3PkI7CqDt5HxFuFPLQxQv904PvY
opsDHKUGRAyJyGmhlz7u8gh36zAeq5A5FD5opIhNqBR3auUFoNB6Ycli4ZEKlUYD1uVpmJKjmKLF
nTk72SEr5TipZnMYptozEBtraS6EitiBLo2aEixwGorgO5BxZzkYVa3eX9oKHPMmYe5yQemaeMfa
ymaROqSywWdmUBTa6HkltswKI7Grusgku/lDB70Ct94kANPblX7Nqw0XGy+kLZqJIZglOhRLG12p
auxbwgY5tHwRAPK61FGTkHYIJNbi8COwiuyhMNeK4HMwm72cQT2IgVeWBdG9c4OeC8RqDjfNRUv8
J6zfk7oR23MVQhF65gHC4gVhBCyg1qS12dgLa0paD4GNn447LFh9jhdm6tdS4CEzynpuLEYthJb6
F+MLIJbco0nFgAcF7ktYUG6uMkfdLpNFQAqYaT+iqGtMD8DCnvBCIzATCKhRxBb9B3YyAhCVMZIa
2HwoDGz2/bjoBN1OF4GznFLqodVkEMYZzgY5X2WiiivGYaB5EnBclJ4IemcDuxe55oESwkaZwYQo
A2JcjaZlpDiqmDA63+yzudMiyV2OtjGPxyAzOtCcCd9I7VTwDs5WM5r+d6SLdywvxJgHOQQ/ak2P
QcLJAH5gxZyrPK+MMRcSY/JEodmViKCISnxAotXkJicdNjemxyktwm5ZhjcE/hKGUn9fjOYwhaRz
lhoBPtZzPKPsff/Dfw2XS2kLh4LAQyMyq6wr0CzNhQr1Sa8qR0aKE4Dznq4EJE/1nP8f97PilciW
3/vjyYKDNC1uxv+84SQAMAkuzgYjc7jvJurg6u3HPNGczeLlaV/EZt/fnElvsFiDewrYwZdJr2cA
Y7+Iegcv+KecqjPNzWDK25kwYHs0z6/pm3mp9OJuXb5+0ZdpBNJszBc/rjguV+UTD4xqaicALiZI
UtZJGT6+jhdFrmw2gG3kIef9H2c3ic1yf22UMCjPZf4pp7yoq8JJeC39z73qCCKBzowKfgHK1KUx
2BS0ZOwbeM6ijj6ZGJXKn2oAVweDbUDoFHeD7in2O3Tc7/a7/lwxeyHVELx+Tquu/wySF/1nPWPL
RxX4K/0gnue12C+80Gai4fUsCmnkiLX9cOGpcv6Rz/MNLsgze5YXDGu86yg7A92ejddjqfEfPuU0
a5aKwsg6MZqCeTidfc6efZPlq9WqiJRvmfqhvFF+OvZG191BNFILzRdPPDDBsLDtzbJUUV9ygVKf
DN6NlxVPD6SNceQFvHkzKpXweVaRYcXNwVp8yimnoOFWnjP9jR4HeQFotRBFUeg3bfAjnvN3FaEr
3T8cLlOosqd2+c4VClsOgVKO2JKC1aScLW8mRBvlHkpYGTWdZpMqZRJOeoc2ay8vZn+tg12crnDk
bC6xkHzT7cNGDvo+qDwDOIQs2PLJTn+SryNF8uUzxW1CKryCyW5P0fwUUtk3eCopoyA8/JTTNGgx
N/eJBqOrRRgySNARgkFPpVnYbwhsUAd0RNTp+qenAaUHonv8VBfgsxbppfPUi4+6WWAAJy3RcYl6
rukwtc5K6cv4yPefGWABkpeR/JRTvsm9UNr8H/1utOoyA/hfnP2uwDba7qnMGELmHObvo4qI407U
zQMSINsG4/Ef67C1To2yvLrVIel2YBi9Vkmi4+DAKamAivOUIK/7sutlvxjnIfMG4K/2owxYdDBZ
GE3Jtz0SeM1CI5cAfZxOQSB6buS0X2fnK7wd3pDywNxyYSmCeiHoDT/lLNejn8FcIHGF7yTWrHPx
jnxTtblhE/mj8sBcqVMDWRa3V39OP+bJBqvfGGB7N0ogno/Ue7wRyz+C9M2dLtHFc6KzG5R+O/m0
6KuNZOCMneSIL43ZRYPwrBTrC3YMXVrhcZ/CV2XhR8HT0sZRg+QG5KCBHAeK2MiODPL+RgJIwkic
CJobiHIoT35xKv+KJxuATs1eJLkC99kyHCXLSgL9sZAYxRrELqBPRYxKssXehfocMGvvwg+wOPyk
GHupMg6Wp2LmoQh0eYiZd3KiEe9G6uXzPoz1S0/RXEoaxMs0kD5jRaie2pTAeirTvgHbXielfmTQ
TIgrSUgXfHmAQZ+cyqPkDqnFSqZpNz5Ilyvv57Qe+w+AIgKbNRdFXnZAhnTP68ogFtLDPDyjNqXm
CvLFKBvLsixBV3o3c9EmRzz8M5F5sTLIfMIXzy35BsegOEznMmA66h3iD1Wpx+AG8uUS8DGRxzzL
wvSvd7BtPq2jyiv0A70hSUt4DT/6gV5oeeeB40DH/vqu20wsKQD3rKTWS/pTXYz/Y3/GpTFuOpES
c5xNMSWDEHKUe33U8wTu5rHHhyi9GyGfZD7F6tjIu44MnnjgAKAcFJURxUqPltr3O+w4XZWqM8t7
q7jLKskJRAm3Besc0i8gn3Xn5JNOGXBt/k8OFuRiFSVZrwNKXXCKC3+AVzZTB0OFS94F5Qz7/VCz
ZVw9pZevkCj1cgn16s+eEYHHEvNAZ2JRVfpFr48PzcYT+e1CAC+ai+hUFWk5mIi/0qE2ZtUFlo41
E1OPi20tBrVCKLPO8VxzcQV+UkvVCqAvQbfpSJGtdm8JRth269LhIQX98lPP1EESkc9G0WKR3fiZ
1CAdXYwcgKJ1iIl2ZqkOMJLyeX7rPQVFNoSuPxo0l3dG4dim0eKoZKzpOgZmKRghIpMlZWACGVl8
WkuqFZZvtHx2EkN0eoZAFUe/05tOAtcYDPABSr0xCGeH7LUOn3ge3UAsGflDetw/eRUOvX4Qin7b
q8zTYHjAxBfxs74YHsOx8v8qB9vCwSWTnbBJ59G7/qiUgKLm81zAZfZxj6SuOR28z2Fd428CcGVR
txUMHvqUM/1eXuSKrcCiFIs5f86oV+XxWB+whJxiW9XyLCQM5tzvHGnSHQ+XNvfuKYl94SvrT3at
2cZBp0M4BAekPBFgmVB0xgEUBrwSsWIxUH7C2DLteumnnHIhqQd6Cw3URZrzA9X3RRgV3gGhiTTw
QTCjUQuFl+QEKb8f9CdSJwvvKcy61J5cFOY23OaLggoAPZ9BodHS2ExUQhAtYYkYXKXJLI9PIMgK
Vn7SKa/laAkqMlsE4tSe7BzgwYddF5muWzyCyXX5cT3nbTqJIgj1G7kPNxd2bjPTQkjcBRlDQT6p
635SXIJOiMBpfnczYx4KO2h5WnR92unGPsxCiGCf2bIKHnQin/RXGEL8lBUwAlnHKz2gxyq4Tskp
jaK+EVd+hEkuvB71+l4mL5ZZqnyuSR5Pxrkn9Kec8j9zsVR5UH24+2a0UiT0uqXo6TDRPjTnF5cg
8P1ywVKwRDmZC8G1DPRTyOFtdTXnmZFWZZouZCACLg/DOfV0Jfiw/ANHh6zIJ7OFSiWxeTIzmVqO
3k9pL6NGO0u/qMD08PAyAhXjK6pvYesiWPhsLGbFLGd0fhstY/z+ab1cM8bLY/nnM3USmJVLO4kf
oCBuO2vDQJYHFPk+IdfFacW86adVy+cpSBm45ckteHn11fML2l19NzwfDq8ktyWg/wDUtD+eJlfB
yQT75ytvcfDLN08pO25sEvFfwGjKx2+iVf8gQ2Hwoa/8rxZ1tQbCICcX05Px8VGGspuxd/Hs7y8/
5ZQjW81mDlZOn7Px2e/R8Sw8mI+77w86t14J/rNvW4GirJr2PjzzRgcJfx9cPx+Mn3igOdJ3yBbO
48/T71790evnB7+5WA7vnh3m5FV01wfJGUDxn26fX/5uMGWvZnfPz/Hrm08MQnTrw1/n9jiWZ7nJ
xNC1VyS8c10p4Uf1SrFxEO4j4lX/2R4mRf0dGaW1RpDcObGe+Z/0Lldg4UqHSpDNTuI5ufvTGMb/
shr/9o8//NnpFs9ScOgPZaXvxHeAvLPluzdPmmYLYl1FfFoVH4wpVYgpUJdUaXBXtk0nbSsvx0V3
CyqNeSY/KcZmLrZYWk5Z+S8WYqTu1JbQV+vGSR+0vizN7C1JpXX8qqeQw607LZXV+NW70MxUvAeO
VVlXxWZZgM4s//idLaF+G5Fv/xqWlM27sXsN5pXrgq1AtfZj/hfLB1ga3NQ1f6UCwunHWFL/YE6I
b/O4LdQeAylJkzvrsrpVaPNsE+dsCT/tRV7P6ysMyBEAvwI1rYwZ7onL1/Jq4nKXQea5Ltav/afM
iqKduO3KG9pkmGcuDhRDhlyVt8ElxzUg8+DvoAdi8DUJPuWUaQsOhz74bQcCnx94NnaoRRY4Qhgj
xXyILLkUzp8NeoChY/SUrRe3qtl2pX2NX3e95+YuxPg4OmADkMXQQPhn0zL7PPj6ZQcnYfT6YPn5
J/WKoL3/UI+79z/G04e2vyXrRsh0QxLhPsFhk8f1yiVtDj6p62vT8CCxTVIwJuK5y4b04fS49dlw
VMdx6OdmDoFAOH3ygby+s32kGoJH28AbQKiDNuPS0iZIDAISm3sTqClR4K/x00UQOiv3wB13D27O
fdhSgv/GNdxRT/ZrW98U3/2H8M1iWk0+wJYiSLk2DpnruWEA7SvgWDkwBX+tH7mPUO4d2p9p8nh2
Xn7dQwO15565Qx7bs9R3FkoMP+00ka65V15CHr/47OiX4ZmPvGHSCeSZtPUdPrSlcDxmYe/6FQ3C
5+K1r39S6xGszU0pYwUP4h6D5Qsj/8iB5ZgARoqfSKD9AjzvPedRFvmfh/iTWlLtL0MMVkNPneou
zcARwGyWCCuuDWzoGwH0AvhIDLmUv/bjbvIUaG+PtxcA+bwCSAVaqV9LVhSnLmGaYPtPOIIx0M91
oAl6jby/2sEmH+Gb/lk/sBYF9a+oPtUYN3nbBnKe2Tzje+3iPx0UeU703S/9Xx2Wx2Zkp+YCBgGz
rkdmi2lBcQAIEn3fICfaDZ+S2Gu4fAL0ne174RhjEMCo9JXV+EY3HRno8Rx6Rj25C/4y+qQxqfW1
HELwx0B5VHWM5GZAKEsw4/K+wFeuXBIidIiJLkCEb34yVGG+8UvX3MEP/YGrN0eYe8S1ZgLg7wmQ
oSSReI3Nucafg3d/FUl9bqx7W8OyrjjZiO+C171mUCOF/wLx766NeuTi77ai/R/v1HVS1ihJYwHN
uOVyYLBud7jpwjpWNs3d3L3U8WBvNdt52EVQS25rLjk1XKm6+/om9fOi6deu/qRcThz4pFkEVWtL
rYx+tLh/ZlP3MnPreEqbk2/bZdmqVHwBhW1w/2Tz+HnTUgWcS9sJCOAZh7bCqEfodavDbjxRRdID
YgYkD3Sog09/qo2yalvhSLHxQ29Urd4R6P/BVgAEnzSLYOpeZ+zkK6znn1nCxt+byXo5VPN1U56V
OaGW7Gr+R5tYnuInRzhrAgHgCgjbEAzQD8AxuWtcl5Pbxn8YqsIYF+Wl0fywCOQnvcurpmeWPgd6
nNgub+8to4kZ152/1Yiubth2B2q/2FNO3aVrtytsdXIlRAqovjZiwdaTl1X7wAu14gZ9getzod+i
1QH+908usblz4MA6sJ03N1hvBSAE3/SoU+DjSiHUfWCjHgM2BfikIPvSSmBpRNaFAH8KNSi9GZil
GnK1XLTKIwNExBTrdzmYCaU9/6ksgtwyeJAIyAlV4nquxLsRwKWQORr7rTjIiCK9EoLRFAikrzvi
k/qxby3TjKqAvprCH+TcD5a3gKvZXdZhgav0J8gmnd8RzMpxTmlVlAf8qSm/d/UaU1C8SRc3Wmbp
1RijNHnv31xNbTDZpipfKj7DVcAub2jwrffv4t3lxzjokjm7ORr15j8sFA9WaQe91S1QgBosD1HR
6ek44V+ddg6e8s4lQlHbrRiu5lc3XGXTsXjFrpZQldfQWXhGvuXT0ViXeTVjz25H80zMn3LdL1wv
vNwq+xx2o6EXe6cd3IVH2FyOaC7BHFGW/wkP6RGKkrPPQa97wPDHOCSpQikvOUTPACI5+rdNK1oQ
K3zJUC7AvA8SNph4oyceeCOyFGcsrW7eztOqqO5u4fByLEs5vlsCeYnQr1ZivJrMC1jN77AS4/NM
jm+feGCgcgKqU3NsrtS4rGA+wQxdpxUeLbleJKD3gojR76/GJc6XHPzjq0mJ8eqj/NgxmLJjf7JI
zXoaI6CjNkBwCsGvPFXNvHnuvWCFjp/yzvW6mqvriUDZ9HUVxhFDw8OvoY96HBYY5BBUAcrJXUVO
Ojw8Ii/zKOjhpzalI8C/Qb+DlVpgORz26LOjswD3ux3MOkE4kQMda3F0Lvu9HvMPzl7gg27kfVSu
iE3+F2nXCU9FDH7YhQcexK5rmtYgwE/5YOetJDW/vP1aTbXlqbgKsgWf185d6IILq2fHZMVyIH8/
HB1lT0nstVx+ZUyVr8RhcnBqUGhEzwSPnX84dydfvUJERWcA/KP2zrofm5yMxTqbtmnKsnF1cNvk
QjpAKZ80dY9EwoWtRudfP6uoCjPQ/UqW0Xwo1KEHGIfeEdDPDosAkV44fNUvl7ofPmVZrIif2wbR
YBmsZFT5RdmNZJqlfa/4SkesAiwB8+H8fKkjnvR0UFKzzx+LsdOtanO8O+XVEQiopUIjCYg5fnqX
oZM5Uw3usiVLlZe8zIupQUodpUUAZhRUq2reM5vkIzVY8l+yw+Rpp27dTLfkaCyuOMiwQCOPYC0O
cGJs5JgH8wyMQx8fHrEuWXW7XvhR7j7zzCxpOtrmluo93cXNCGjbp3IRgTAJnzZ8kDu6RvHM/z/2
3uxJkty8EwTgZ9x5Z1ZV1t1V1aTIZjdJSasdE8dsKKN2HvZhzOY/mD9k/5B9m7d5GdsHrcbGtCOO
RjSKZFNNdjebfdV9ZFbecR9+AIvTHR5wj/CIzDpIthuZHeXhAQe+8/d9AD5cCW+y3SUA9x0LPUsg
AzV/p5veUXD4OX2sc/wU/Ho2rEGq5b3Y+uDasyaredesIL+hfMphDKLV+rU15xaV/0rtqv2LksHA
MKq9FMJrER9k1AGpM4RX0sPW86/jAZyE7BAAjMMxHtd7w1pkBcHpxn4PsQ3ynF/bHkRgh8IRVLeI
teLPEuxBHCNC+zOBQ2fSOUVnNnSawaDTsl9e4p2hhmB4fDwkVuVepeXVLKvaaq2UzCrxo3M9jg4n
WCt5xPcSy8NtWRBUmZUYf8AOr4sHwDuxrUMwRHhYX392OrGvDJsrrCAk9jBou4dH1XrVX63VnLBR
8bdm4cPH0aBCTgFxXnaeHeEeBM0w9Hvjl24UnA2rVGB8C5+Mf33oeVYDWqe/aIcrvhNXbvbGXr9l
DzE8G94cbzb7uNqtrFRRo4fbnU+cz1bAx3aAgskIgQFq1vpxPxr18XgD3qzcee8Q9bqVdb9RdwMK
jZuu03DHVnvogQZ0Pjkjaw+OuuM9aDn73q314HgI+mvEehbsB8P6YXQWdgcVh0pvNx7HFWDtP+zY
N93+8cn+IIhPY2r+Pz8+iYdhC+EGpr5gsoInzzYH9SC649bty228e2lzArt4r17ZQGEQ2u47jUbj
ynZs1bYsH10h67ca2B1E7XbsulvNdSdqxNXadqN6k5crQxZkHhqSSfRsDKpg076y40CG5dh8QRCN
ht1eCPd6Yev4l3673q3yU3rd2GqG2Hl35QpYjaIuqFyKVrY8Cp0BxLHrAHYsBnaHN63xwzG49aJ2
E7YfNNDm8dmkexRFsQ3B+rurg3Hkumhl85o39i/76/Ev251xZEWgWdk5jkF17NgWK8UuShAEx7UK
6L4Xj2/6rttfaUaTsUvYrn3Y70KrwZK3/dMINwOrseMEL4a7/aNR/YQ+YwV2Y8UajqnPsHuAtCeI
RqidCPTbj+HkPjsW+RoiDpvZJaE7gQSNvPrRKbWlXVw5aYftk306ZmcM6mNQa1XAKtnuvxN2W5Wd
RsNy+qK6sWV/BlwLNfbIiGK1ju82hq0xeXy03RjU7ox6p2eU9FbVZzvHGy4BVRvdAm7bJX0/7EaN
GvbcS40TMKhFYAih49oTEH1sUXB+ZwNODim118ngqNd/dn9vOIq6k8FeMKC2EyJ39Z0YeOt2tefA
41rr0kqv392PEZXwqrvlhA59kUvsIHY7/urQGh/3A2zBUVijfpu6ckpa/Ju9LyhW6x+ivdMeOOzi
enw06KBu4CPXatl3v3XZCkLgNS+vVurOBlpZ3V1ds8HECtpo/Wg89A7jMBgMauFq3R86uOIGO3tr
oNUIgnh0Oup6zJa1BjBcgc7q+uaoUfuW68ABK4vMCt9jqwvJqtsMJgTvtN1N69hbQSM/tEJ71Ytb
3oYFO+32FyCyayGmKtxlSxHCodcJ0SqpDI+sXhBedvZHg7AbgoqHYAUGTmWtWQXQ3Wufbq+t7j04
vn/4gkT97e1bpAJuXbkCffjgbLy9vds+6xz2Dyo+XNuuRD68cv2yC+Fx5+RWZfN0fPLi4AkNf1d3
N/twcuVy87zhVo1sH/1qHdwKHnjA/82QpeF7ATsu9gbYJfWAxtmxG1PThwmxYN/m506vsIMHJtBj
EzVUA/r8VG128mOdmtsxWe0dYzbjdyyzDtTjsL3qR7yAWzI/eXcTJJWFMLAdgLeyM7rrQB45iJt7
T3ilEWrPt7h5VwUfbSdgyS2POx+HTyjGmkcdcEe/waMxhtbtCLvga3DkxaTLDuJmlU55CMAqNf2K
J0GOVXZ2h5fOUVVD6bjOPDvelx2DdQV8LvF5uGEMnkM2b7Cj5ohs3qs/p+h57Yzeec5K75Ct99hR
rS3CXurzSh4hYghkS+VmN2T/kcWORmYtrPNvLV4CgM8U2YI+d/n9j/ZAXePlBgb3+Dxz4sm3eUjv
gfu9SvQRAB+IlK3FHtjD4BPu9k/5jq8HvCilOOi5rdHwmcocR7simGbIn0JYu07EWoNIAZ42R1P7
iof0J60Y/PASzxtp7vfxlEuUZFyD7KwDcJX/89d8Av8Zd+PUUa+7cQNQHMnos61+xa/qWbO3yU6b
B9uInSdAKfaYdP8aTB6Bj3/F8aytZbA/UgkdweW/5nzxsisNnqhKDHZ20q+mKlHZ89JTfkHoDLSF
AIBnnUUNqV8LolVkrkI0s6UmBgVNtCEzIoue3NMmrCIuKr9RRG5PH/aTu7xChSzq3pa6I5AqO8IL
nHicI0xsLrEAi2rxDU7Su8Ohz3pFturkr9zwNgA/VMETVdWr/Fz6j1I5TNOWKqpeIPMMc2bE5TVR
81e/UtbjE/WTkfbwjWy4E+ZMFLDrFMjz0cFMJi60/i1Q/bk03VrUN6aMOlqkMvXSv1aJ2lt8SeOE
WTD5ww9UCnRdyeemagpqayh+nSXdVf7tE97IXyezUvzrB6ms8XUcXFMeu8kkkmzHUbYIKJFOJHwu
WwcFpE4UBHC9FlleUwDWlKfQI9PVeZPTtqKJpcWaBVNzTOZvV3PnuzJWt+jOcpenSexU0L3Cez6k
Oqi++HNl3Mz8p2N8WDEme820ykI7icgWrHH5cbmtgNyA8OjyQBcGcSnhJ1+73jqvkp+M9JFNf0T+
FzjY5twgIN3GrRpxVg1NqWeFJCcTk8eUiSEzawAM8xQ2l+9u4UqIUovKcLbPr2KKv8zGKFdR5nVO
0qFi8r6GxWnkomloXnbBS22x/M2cS8qO/TUv3irypwuRZQZVhwafrawKe5pZ0OlSKfC8xCAU0fCP
kOr36F/EbNElg7zmhI6Z39s1UNK4xJDxUjL2Rq7lnJQ7D9tc4OW+3QRcetspXOorGxQbjm+uV3kd
6UXFg4wh0lHrSVbx97L3E+bCPE2xDQE4U1AEGWgnsUlxFsmIO2GxP53rW3vKGl/4LnJcHEbpNpNc
qDYtdEUzp02WuF4DoMKLjCuRsa4Kb9/aK/rDcaMlexiCb65XJeHAyP88UNWWyQW9a4YuW8tGFq8I
jcALEuP+22HiZly7To4XnkormTy17TQtrxucA82NnhU7aFyCy1VF0rHxc1LMuCRRf6Q+3FcfPuZj
PAD4i63ff3j5Hw/+/a+G1f883tyL7r58URvhnzzydo6ebT5t9zunDtj/1/i/3j4DMO5UsH+NDubp
/s7Z6e5hbw1ifObdo2MdnFYxvL321bsfDSu/HEEMWmD0CQDX2JpYcjUKqyFGYFzFfb6m89fts398
j4Cb7VqFJwob/YffZmuZsRvHbQK2+em4Xhy1AoCP8Y3B2d7T0BsfNj5E32Fp+tYVEF1lefTBd+L4
hB0aCW+C/r8dgSty7xoYjw/ukqN7bA7BPnaqd/YpAHlSi7rfGv7zB89/un4c1CN2iMHpC3Sb/jdk
m5H54V6T+1LpzygV32E3a1whbXZA2eTIIaDJz+tbY8+wgoce6FjBwaegfTmWnBBHr/8FfeHJBMSf
bzsrP2c7uQ8/Qv/6b05Be+Te46Q/YeX6WeoTxP5AmnPsRuC4AVZBjRVxZad5RiBih8naZLQPCN6g
vD17IGU0cICPMhFD4CO+0cA5YufyrNCWAydEKARfHndrQ/j+kOyAqN1AlyMQjv51B4Ctl8CO936C
QZvteN2oXWJHF65yYQv5Zgx22ggDb+EqIPy86QkC0Yrj3A794xC8EwIPnQb8yNwzvlydRYAOxHfp
Y2yCLIq23t+p1njYdYV1p3oGnOyGG4vv8kJgYL8P4GUSgOGg1xlO2CG2NQz4imO2EyzgG6TvnPS7
6xug6neFiQxaD/2z8GBEpeS3Edi7R4dcfVFtn74XffitT5qxjPZdhQIDxZ7wQFk1rNUxPJNqK84J
Y8uVXST1C9cXW8KOZ2l0mhxWykyHPbU8xtIjVSdjGG0q7TzBx44UhyxzecqmItp8C7f24JXSve1p
2dvUb0Hau+7X8dH3WOJ7X5mal3V24GrsMchHCNvq8OHTp3//V6B6PO6pV+NDAB1eiCyQlE/pgS44
Gk+XMBohECR51jYwXPNyLnaJrGJUwuupT7HRq7EUBRyo86OQI2fv1qt5WcK6vv4sGE932GHzINDB
xCY15ePVnBZZZ9xhXUjS36hn/ZDVJZZM1Gv5Qo2GtCdbeJpQWg7dsVItcNxCbCHGYcV5CASVgxxL
R3G+eovFipoAqyD9+tquWmZAA8mUWHy1e7HVzN3iWS7jWv0xBj07ttda74/QXRkH4oS7Hl/1GbEz
fHXmjVa6v/gP6l18SCcUUVxd/+S9L0HjQgOk5dDk66lpaL+yKO6bXN4319t2vaINilhzrErsoxWf
ebFYuQl43lgafsO+89vhb65vrj+sJKGb4PUoNQSlQWC8FLRAb2SozhsFt+BNv/1P44oFocsHrcEf
0bjf1NVD3wjeGzLf35Dgj4q0qYt4FacSPivzkLHCqzbHXsJp+4OhiiVcRUcnCWAmrEhOLKqphKJB
Yn9FrKPTu7sH63d+9oN/9+wGGlqoE3/rp+v/EYN3P7fu7q+tnFkAN3c/c0Bw7Xv/hA72NtnxuOAI
fbn9/sv1Ctq41LyFMNx2MPjtncqfgy3yt7u/W3WfgypYbbrH4DN2tjsYVr7vAu/Q9/a38FPAksGP
V/zOd9zHK+T3GHpgAPxmd7PxiB3r6q5FrGQWW17Xsj8FlUd+4+92f3AEyNN1YNvOMxwDVD9eqX2f
wZnmw8thL0LxqnO46hzU7k1q1aOhmMuiz7tskm0N3OvbBLT2Mbh/71oMtn53b/VfbrohAgeV9d9+
DxwwVLT9vHKyDjxMnJMxpR6bHAgQO463B+LQ5ZN1HsY++B98W+Y2yzazWkvo0dFLAPr12qQbfui0
YhR9IZej2KB21wNwbO8E25dCF4LVNb9+/cWNW19tg1/8RW0MxmDt2RM+7RM74HqLkukFY9rHfgNM
xo2nuMIKToGwsu/yw7ZJrX1taAF3jTL5OK52AWjzMytDlAF14W+hZYW+HTwHDX509vMhDvvxwYuv
fvOjrRc2nKxWyAbYZvKB3dW7NHAeO/jJKisf1d1kxxMM/BWCqjBmhyQDbMEquMbFCA4AjLjEbRAL
EOiCpz3QofyquWsuuMRycQexSxmJIDuBN35BZcz3Ru/iqn3tUuy4V+BlNtYHD9esa+xURa3XFoet
a/Fw23/XgWDX/TpEH1ZouL05wjKx69Q9Pk5Iib7q4iPY2RgL9RhE26P7tkWO4Qendh/4Ky6o7TS3
wdbo3k/+oSpj6+hAaDVGhE0RUwV46ATSzLTFEeMjVnxarF6KdZ1y9RRD0fKTzPrrsATc5E8QVp+Y
7ClkfsDvDpPdA3pawLEOM5FCus0CoAo7uBrUqUq/rIGv9bd4SY/mg5i+6BbMxhJPQL0HfooOR+y4
ZZ62pvToOz/ju6V/iypsQut287+sod/duvXfw8fP4rHDbU7YlhMDQRLFDyVVozw7vxwWFOOakFkY
TBuQ9QeRaBmprIdRtQKIk3dYCYBTm28Nh2crQJ410pNrYz1VuE48bPOtYuLY7oEtdNlaUWSpC/l2
WNn1JpDbG2XOpS5XBByLO7F9WgW+y1feR2IC4yRMipEjJfNkEVfrlHgmkEy0LiqGg6UiREs9jPzM
mmNq3WD2kcSQvYpyrbH+Iu16oma8zohYufGGEmXQvkHt/g37l1fQA16pGl6KfUUgT9jOyKpMEeg2
6bU4GPFE8T7gfPveVVC7+TeX/8kwVtE0uUGebb6Y6CxaBICeN/LCbxTwVsA31+u8/jSXUpaSsvN4
5Ti1DbbYyk0RHvJ2HLgbS/OQFkgZK6010MblGRkWu7wF2PwTkq1Xlnj6Zjbsm+stuNiKpXPuNoiy
sOxVePnzg2L3T5zPFnDe+j4Gb0g2vrm+ub65vrnekmuuqxougSQXgZvxPPsKS8BkXIAHoEqQJCuq
MYT0HY5/dvoFYOXZqBv4qXq0qxIiYsyEbwUSC3V97QXi9bVsl1dlSWl2JQtG9lTvk+0/n6sGk1EN
xJpqbauRGh7c53BnrCWmk5E/VD3sqTEny3UPVJcC7eGY50CHqkbpRINT4tIn6MSugQSoHSrIFWl9
BmwTDEwqzCSd31Affq06S3/+IafcIMtRS+vhHd5DC7iY5a8yIw0NQfHzvLIYcrJh6rfqRy/4W9a1
r/5V9SHZyk1J9zIrfS2DLAm7O8adqnaHKKXqZbWLGFkztQDcOeXfNjTZTbjzUgkkVt+qhF3whDNI
o6H9AsRjtsc8+NCAONAYTlsjyBQHTcWbUdgq2Ru4osY+yVfsTH9OVeNHKWKUAwyNDiRQ8kjdibOy
8Qu+52VKQcqE0uaG+mSj/X/NhhlEEWEXgH9UHaaC9PcR695WlhpyUgemXIZaKRVLa3PuVTWM4l6J
yEen4dgIn6bePlGtXfhOf5gXvE19MN1A1+COMkS2ebRQGRqGBikC9caSsegw286MLWXm/lMvj19R
1oCYCqI+xCW3r134TEU1a9le51VUdCjZw0u40C6xROyigrevFEM7SqicEkbmn42vhKH+BFhbDTfm
Da6Hcow1aShGFblhCHxqyXno5ACFG+rtDfWW9/nfH/OkqYABycbhn3C6NRVPm6L6Ip90TCTzO9xh
WWmhPylXFoA7asihEvLEzn9bY9whzLiSu6pjvua7CS8VW+UfHE0H21zsa6pU4yhPLxpG3N7j2vQ+
t8ZTJrGm/rYVIz7i53pZSgHpYG+qhxMOnigNTfZ3Jz5uNesQIZfJqf4ca9/qys4WdfB7VY10O+qD
KOZJUcpfsBMz2Ocky38li8oSS9KdOROQfHUPzFcVSz2S6Psl9RZkaKVr2Jya7YitG07WelzjcwCi
omky3/t+6h0mgkr0me/xO+/Ib57tZXEmUHMJvbxaBAk4SU4d+jk/uFjvvHkqypdqULtqRI7aTdsw
aNhSQ1O+u3bPKDAofNN/APEmp8xVgG9T3lVYH5KJkGuGs4s01VvjNLdVfyZKg24TqnRBPaUP67Yo
YPse/+cP2QHO9l+t9KqcvJgL6r/lfXazlZM5a/A99Yo1baSCm9saZ0nWqdxRIr2mixZfFPETZVmT
cW1lJcHlii8IW8/KfC6SuaZsiKU58UD7FRJWiK+QKLNh+rY6V8TT8KoO9auaXU2ub6lxJTR8T/bh
q39vPLxjxA5EWQzPUCLfcExOCZ8OtfBzNspFGpuai8f8udddA9eFxUhvKh5sas53qsLVQBObxMDe
5CO9zLX7mB10koKlK8YbXx1K2SmGEKgEYgHFZAHZIJSZnYlk+olhJcbFQPFdNSNiaaKuq9VW3s7g
D7JmkIs6W335Hjj6vebIphJAvzTgemgYajMv87REssYxZCw2vjJpOJmTS8rXJpRth1rR/6zM8AsN
ZsyFcx8aNryjcEtsPHwp+9Ie/+rpvGiiXxybl0H+TrF6zliOvdyZjyXn4eKLaFD3nqSg8+E0PCD/
qL6MVAtD412x8fOnBp2T8q0dRdipZNrSe1cOi3lKCqL72czdK2buQvOmSXGLGTkiokfrPtKM597I
UIcNrT8oS0NkNGiuxNhXNm3F8OaPDPq/NNo5yQPAUx17dUv/1jgEcvISXEGx/RkySY6zWQibHYIA
yK8WybqjYp8yzKK7C9H3uR2Liy0DNOwYLubpQvtLyCJ2qa29YlycZ5vCdYN5aYHcyzf6U9WSn1Mq
HBePwjEeNoAifpoVOZ3gffUVNiTTFJuWbD/6SBnGwKDPsSEzCWB4rnQ/wRuf8Ce/BKdjRnp+pKAY
EEpHCTOQDOaKZlZExy60TGMFcylZ45tV5itRmNXIOZpnzdECfvZhocQ4ZIYU1xf1uEgnEGkDdwPK
cHfM44MiADTh59Nc4BVXxGFAef3LbC1w4DRHd0vm9YI810jJ4kW5LmChC2W4ATX2oRhbzpDfHwDM
RuJW2WniK1HlGBQ7oFeb1S1/VaapumuVoUIhBF3yCmbmcvHUdp7pMJIq8ZjVCYTalGNeAutCL7wM
nf4ILsqqcVSOrG/XatS3f6latVxu4o1dZIn47pVe7tKikDU4EWLa3HMO226P1URjbvg5gFhDIThR
+JiG6VlHzI7CFDYBZkkTqqkUXGDrhvJXqyfsmZEpq0hBqGR7DUmxgNyFqQNojtIaJgBKepAcupfO
TyNQ0sNOsR+XNnjRtEVosz1xLCkTI9UOnH4+U8AQFtjfGW+2p03UINfXWKotmP02YoJQ1ccH5QIe
Qy3K2Tkk5COjT6gMHoEGMWHBV0ZjmE8zIKeTWYUDszk1DdhiK8rxv/JFpQ3ojEPBWyWcBC4Iumar
PMm8PJBigzJSXQb84eIe1uV8U/qNolbtRP52ww5v94IdC3mYr8eCWUt5pjXYzTGjthk4RYCclROQ
KI+YcBE3jMuJcfYaY7VM7TVesgBvZ3JhyYsLxH+v2PsisEAZzGB2ImPe4FzlJypdAK3GW4awLuKF
8cVAWBjOD+smQFv2NNWLQHq9Ch1TJ3CO7XSN0esPJ6zXqjiW5CV0nl/0u87KPfant8H0TYVmWGX6
yIKy/fayaDlQcX72RSWeCWzQSKsAFIsBSq3pxVgbEpew2W82TzI+ZwysrhXhZINvqsmlon7+lNvs
uRuIZmPSV5lqwNOCbL2Wt1vzci5oRn9grhVFWb7JhyqK/McdMJ6gQ3to8cmxBsvTCzIgzxG9GQf8
SQLCIWMQpv93JDYdT9gRKDnehh8wwl7taXyGKdtFr3rj9FwNrOjuFAy65vMGbG30bjouUhzAWNrb
fSCrV4mKq95SjOoXpCJQMU/6SMSsdXAIrE5dLB48UEG0letv0IQCRvMrbyqIzMHHMnDQ573G83Bw
uiaissC6Ea+UdtMu8mp1JZSoZacJBjgn22QTOdDIc+TUrofkMK1tNvt9+dvgfnsRxxxKEpVU97ML
UXyU73CWACiMyLWLTtwGIJLygFJKQuullD3M7M3IRp+CAVqn5kFfd0OmdJC8KkxKlktXR+AP6LKy
WnW8LOJExTSMzvP7P7JrYY9fe1M9fcNS7Ki1e+fM1GzLfOjRJsYERIjss2Q8iS03GOFVXgyyF3Hf
xudpTi0YgEtAlpsLSQQeiZUQkH07Ul4wcFnFoytTrrKhlucQla1uTaJueOZS316vCQOMDUwainX3
g9iX0tEyzFlIZvGpMwWVXEa6iWXHVfnVUJ0gNn3p69xGab+GmrSiBLluz6SzvebwzpAOIBuUNmEA
+YQTZg0c5kAJwlr3UTgV5Tq50D07fgdOu8jLfC+OFUeTHK/XVB6HiAYjMDVdJbHt6jlyHThfs3N3
TK4sIcYxYrDUtlvaG20Qx01wFhsNWukavWE6EGLrhjbWz1Zh5Bip36IyxjiW0CjqBjmBzhTT9CXx
5Q3gWoGXoJDYC8Q0qmUVhXw4pxsQFRlXewx6UNv2lbKeSOFAoHLjjlfdrKwOtnp2hQpTPbS7fDS0
2Z6eCAnZEWq19MQ+24D0sv3YoJhBnGFF3u9E8mFoaEq8rB/10qBt+j5UehqBrobP5oQ21lzQbhk6
jpIdhIzSE/4teyo87ry6XOPsdt03efxN/ULRlyQuhDlsCqV1sr6iMoDcLAf/gOEYlpqCQUEiSJ6y
aJU/98Wdi4ig+UJUERrTkz8k+8xiY/w8N6YYFWsQuUja8OmSc7Sw6A7pMT8JltrLP9a6WH3wJ3cV
QfIHy05WxIXCWjKX8CYiszd6QWDvANLQStRUCpJo1rKL3U7yfQB7aVyKf2/uQmD+fHCUIwHVKUkQ
LhLFf5plm6f5/1omUsnrxx5e+m74dpuFKLstrHyWRjzvjoBcZtrngv05Ob7L1w6fqjIX1En/iPvr
JBwO+MITsaIkWVeyq+xOJU2zyNes8S5a2iRpElZvaQ+jLHEvq1P4jg0cvM17bPNYeqoGxaZ6KW2n
jeXbxbVuCO02J9ZtXhTlgAfh31NfJXv6krf3jJjWVn12s8sMr/DxtrWNiolE8TIm7DHa4XoFrCHW
w3fVL1eVK03mn6Di6C3NA6ZnQ2v8RmI55DgHiNggtX2nqjPrUBaCqxhMqShq01i4H2eGnKQVrmU9
8iVKeTelxpQLwKqff0FvxpJEmWREFh0KItxRdx4pniZMaakFuR/TFoJMDuEeliKatLzDlmSDbwO4
blgxOw/HoNzMRR7WsYrSHFNxAsz3Ml3jyfV58UZJvGIrKlmgbKA+G2VVFAuuqZ4QoM10cnn+juon
1aZbiN23taSKk1U9tzjuLmm/zukS0CJW8i2PLn5gAL7V7IdQG2+t2B6KzXE3VHpUD4Y3sxYg5i3f
jlIBAEalI/3aKKFNplolptvPWuN4JrzUC6e4BUwnhnijYglZ0fxF6GQsW814GC4cqsxRPdcgCzEo
5muKX/69RwbFsNHg2iKzLX+relXn5+JonYe+miZpGMy9p8j4QrtDr78B/q4alGsABrcYgv5AkcjP
DsdOllflZVKSsV9SemQWdogNir1fTI1GoX22k87/NpvrWRrpFq1lmd1aQp/r/LQOkFdcJTaGUL6H
1swkUXLnPybhpfqQVHT5vnZnaoy1AggR5wF0YqhnTSGNMha+YqiMOZFhzutcU5A1oWpTije8U+xo
qhrIOZyX9YMl8ybZh8NiJ4iMIZ8zdWKmj9E8DKCvl4oVhSOjwe+pHxLNUFtayy6Hzbc8xoVrmm2x
st3AmnkvyuomwvYiu8VNsKmSHY6vevWuYS4qxh1YzAs3j4NF26EGWfwMyqVlt4o1JenqpPhXU6Xb
KJX+nernerYdSyspFmmlFIsUzVVD2J0XftvclTSzVHUMIkDNvItGPPWtswjGNhv8FhchV5sNx8W/
OjCC2ZoBsQ64Ozg2CnoQxR3x28cw03lzv2/nlUHQuwadsSHYO4pVVtb65dIHKUuODS43sXQNycm9
D4rt4SALZUHeYpnELz81xDhBsF8pfvxE5CLI2UF4KioBhliK6QvgCCD6XI3uQ1UWvpP6C3svi3be
5QDkBl/Shw3TDXk7T9XoqKE+sxkpXhhZiGqWdB7AL3kL1ND9DxUjXMtG0CGXw4GK45IGO1l5vg/s
iN1nhShG/P5BNqVDr880+vuaWgHOpoMslz+UXENmQZiBJqsin0NH+js+qKqhMiDLpgorKxKBbEE8
mJUfO89FEkMS+or+mH+uc/MV5lnjKpeBn2U7/33VVLIvtqkog1WGrmeojKeeodRwXJnySpgbGQ5I
dPvPVWdeKsucaMqn2rjijOlmG0dDJQP8gytYeRXYPzPonFsib5T1jE8LLMNBnnZ3S5iUuESojopz
BXEx6g6zfIevwDD+kxK2nvYuLnjwsWZS/vuOrinxxAB4R6mQTC1lTz94xd5qX61TgEbo+rmiFTZ0
8FCBinExJlkDr/xK0hd9oxuPFO/MXTa/44qg26gRH+NN4DzjQz7TgiySJR391RdKH5MB2ighplRI
UUD7l8rohUbFdfqKxyq5StX5v2gBHZhicS8jtE3Fo21jyGtaaBZkeXFPfzu/+4FUgcFPI/nYc0NI
hsUad6y+bWejUagVAzSrtv5eDeMX1ObvZt51lJf/GWkBb33BOPe+snLPNXsYMt7hfYvtF/e04PGJ
/DvcV6MLNBkQ10NjOIlZ/lLZdmw801WkeMKOg2dDeFhsD1XFSPi7GJ/y03MnCrklD/+dhoiEm0jY
9C9c8Oiof6MM8j+E7Nt/qp1am6Ad895VA2kOJkKqiA6JonEmu+H7AHEYGvgSFfF/IfrSwAx4gmmd
Yb8NgRWqG3FaPCQDcPnNSaSJF8zaalzsGCIl947kNwNYogQaLA4A9LdExs2snA1V80Mj7Kyo345b
svOHHfDpDVW4f5J53tH1x4oWKIyQPewhWYU1Xf21N/JGUyMNFUUAbKTjy67j0pyCkRJykjPCRyZ0
dtJDR3qFNC6CBzk4O0xPdiFOZuYhTroo6rwDb5ttxgq39/tllzW9uaS8cwET0Rc0l13AodgqxEiC
xcgFnQ2AqnOS1H9QO1be9qtRzHNviqewIGWaxccEGznTOIeFI/292Ag1Z1+rS6neQuVxLupy87qN
F0mXv04bcrHN4QUWCLNCNxaji72tPLzBUOZvp+ywRWq24iln67cpcg0RwJ8X1iJ7pbZwbdkSCIu/
bjIVC73mhUi6r73zxiTXKUfui9H4uhIk/M3Bua/3IiUs50IXNCxJsmQqlG+sI7C+yXa014B2lGZu
ehe/AjV/E9s6huCClifrowjn7QqN5V+LlCbhEjAbF+r0xavyXC7bCmC5F8zx+FLxV/00AsIDUhIr
vXmVn3uFxThzRePIvAXBpcKKgeb9ggKSxVrvj2PwnLQxwCtsU67XsZnA1dk2spiVpoDoCq81PxWA
c8GAltpsxgqrunI41vPIddg+4GE+uZDaczl0+Ij9FErNoGjwiI6f1SjtD6cF2FEg1joExKroX1lJ
tvqsL+B+23UAqYIKdK3CmJwU14ywDHqmil58tqVDydcOOBgEAw+CCslnZzYrDXEpcFAGOTAGRTBe
HU0no5uqDW0Fxkuj0RUz2pIAj8QFlgTXJGEOWG6aLIxvDGOI1nPjPC7O0ViUFBmrX61R1lj+wPYv
NhR/VR7vYsO9i949goNia3smKX6NmovKDnCRJxY5zXZ/I9XgIhGBb9Aplsobly/C+caupUCLM7Gm
JO+y2nKZHgQ+1OgCp4PkVI0q/B+tAv2KYIjzpT3S066E78K0llThWSLqF9pCryU2prvoYoHfXNMQ
ScbFWw3d5qMZZmGy4Lk4+QAXyCwCAeOelfOuOPPSvpkRC23BJFNrx6YlDnPYFdokL8WWk3mrIbnn
nP43srNfxTrcYK9V0hfZMRCOI2YVLhh57589OO5UjuJjB1isGRsm40QjR5S9QCilfZ9gfZkdyce4
BEPloKo6DrPyAy40T0oYjSZEPQcBdHKwKCkQadt8IbD6bO1oBaYwJDMNJXnydZ7WFJhYiPIUL92K
Fci9SyGxBtcnYD8SBU7czK9sQXA+lmFCMSsvGxfN0mvP4I/LOo56SPAiH/G2td+QOZg/PaSmXP32
gROXcJTZ0omDPAeWPOBo5iqGkh7iKOmY74r3ARxUgy/sV+Hrz3WNC6l0MWBpyQ2OM9J0/emAylRU
MrAPWysxOQ8Kegs3rryZq6QzswoCqVLQ1Jpme3IowuTrJUXoNeyftov9jvvq3so2i1ffyPbw2Ujd
e0VvXYiUWHaSoBzLBo2HXeUuJ+lyMW5Dqqyyk4Ocj5MFcZW5ouWen4gwCRSi0CqdsL0QU4VLqu+r
S6QJvPn67S5kNu4tOtip4Fo7B9fNCMIFf4qXe7E5HJJahOlAMjmB4jqprfigYdUH6tHMeaNwgWA0
VdR5vJeLjaGNz51gWkIfo/OQMu+k8jyBtox+IhlXamcSZpFiUF10pIuei3DBLnUJ4l1MfqTiFsaa
Sem6fQBjy62+MV32Xz3czSNmDEtUf9cF0lpIWxLLzBIqkDLW4p04dXojq8EetRy+YtGl6JOEO7wj
viviuAlKhUpNy2AE9aCT/SHckyDUVxgpSoyjrM2tpQpgznHEYkRnidyN0idtVZByI6vEbt5GRvEO
X0X0NU9lGfk47Ym7HU+pZpC+P9RVO3uoBhRvT3ULDzhWH8+yKCKJgAXpDmsu3/ORHGCKFolT013y
Y20DZvYSI/XJlH0mFUcU+Mh5Y5AkguGUwQp0Y4myL7RmT6kp1kMDv8Ip0VV7Qq0yJxQSUJj4cmWz
ls8Ow7tlL1/tDRXj2PKId0afl76s157lcbFRQYEYnn/CDhrYAe66I5gJrWKBbuT1317Ce6lqwxjN
t9twxp3XsHCLlIBX5jaQ/sSe6uuAVxtyTquy5DVbWqIvg/OTEu4TM5M1KpQckr/0hEz11y0hyeVE
fcahCbUpL6yqBlfOsepo+SuiUlZfnwt1RxqXnEX7hgsgqHVdmsaA4BzkQIpl213gZUYLOFlLmkFE
Vlb1bP4zL+Y2FrJVz1i9N8nX6SUrGprZ9wDY5pJZ6VG22lR/r3/h9kFU/XiUui36oapZhdM/3sPb
dMpiLknv8U1z3Zz9tQsAzSbfDPWjiLHqsTIQxMjLj8qFVkknb2VunyzlUYngZR2AjwDYWmNdhVLJ
z+XaEt34rvpwv1j8rZm2ylfTAXdUfmTCSfffSgR6PtcE5GXIqpcGCtTwAV9Zmch50n/vgmHDGxbs
SJWhsNWxU2dLOo7lUwevJ5gWGitWgwl8LAKfqqYqQbbVMgPHczHfOaLlHMPanIWKiohRz2bqZ5ep
Sex516hO+fZfm4oIDUW9DcmmWYLZUKgszllKM99zl7sGiYihPC4v60S7A8X6HsgUD5ntoirnQokL
XTmJk3Mu4tULJZ0pvoO8OgYJtSfz/PKMgRedU9k8N6gob8P2RU1OjsKPI8lBvuCus5On72Wgw4C3
cKBxiBMBDXgnH2YDn6QA1MNsy04xfj3nAWyCvNsqwPAUjwIFjUItcxeXk96Ad7hIGNYVP5ysIxvM
TOP5gpIoVTofhOKrR3mesaEEFZVIEDbU6LAa6lbWbsx2uE+Mtyd27EfFwrGcet7Spbm0X64VI4fj
aAk/z1gwNAp3EKBKNif3W6/EAdVLG8RWXuGmpAwa0kqvzI1at9STkWlhvOWTUufCclkZek+7TTS/
7Gh+ynRJWpxFQNaPPy5cpDKYhxajmQHKTPSVc51MGR71q27FEIYyp8LAeYV2nAKvbRUaQFTEzTND
bs+3woRUNBnW5RbNgSLhEuI3msXlqMimVufZurgskiFTQnKgRGFQAjMngtFf3L7Njq9xXrxcRMy5
WXi/wC+PFDl8bbCVmRqzrWjVMirNZuyYl/KX8jHQVdqaVoT1gqGJYomN4iCsUTDYR0aDnOWxqwJG
ohxHIJ0XnnFMdrsYQNqG+1skDVlorsU+fmyJak7yt2I4N4zwFvDnb2QLgiWU+UgzcOKHyXaArTUD
ylrTkJgsAoAzg8yy6rvF7dzR8UwWi4sOijwPFZSSylVRgo0NfSTGZ7O2mHlNZuNwNMfIWwW+Lfd3
CC2D4ZISYWY2zARIZchYK3i4dw5sERREp9io7p2s6MPFxhxq6llutl7IhpWIJ9Hi66Xj5fuFec54
omQmNJg5Lm7wv83kcnJyNixtUgJjdzvSCLg4OIxmg3aYL7+zU8HhjM7HGpYG+gmss6QX55qlySJ2
OPfqGXdu8i41tEGWaR8XKlGENdKFml8OlwXyXVVqrHsMCOee2EQRLk+IE4NNw/PAnpbYtcp5HVgM
YzR43vJ2+emPKQP7Z+DYZewmL8AX68xGfO8B8Bug750YJTDDPtMnnDEzZNp/IYX1umDfZ98dxAxl
wCqrUbeMzvSUME/4eTRAZWniGfuQZ15tLiutGyAM+cHDZ6BzjW1YPu0X9iIGs7aJYbaNHKywtb32
WYgd8FIYupXZcsgdObLUuqHkWdK2NQetmyArryp7M993ZQX7uFCvyIVtHI5L+LNZ0bNg688AeOqm
sOg6HaDK4Oyqqs7dEgYZArWdu80Jl/buXwCCVKrYNPF9JVhrY87zeKa/jpaw83MDOvH3SHMBN5J+
8Fp8WAugZkfoEv5B/iBFVB1Zv40JegKkROR8q5Qb92XI0tbYNJG4rOj4BMTZjZVIuBYjj1h0FnUr
GnWbmhgfzuxGYs8tJefJ8068YMwA5thzzT7HUm4b59KKhhIlSrj+KMW612crrFqCusdjNE/pEB1u
/REIauyfbgwOruRqXpBBLUgXN0uV04wT2SUqxdIAlm05jMkx4tZp0SkaIb+HfcVZS9nLr3J9oRGM
JHIu/m4mSZupjpzOy3hlcNSMdSasIq0V8Res7/O7sEQyKk4dEr3BDgMjLY0Ewl41FB9fqq+G2Xfj
eX5Z+F/2MGJ/6jK3PjrWD1rj3jGoTcdfvH2sRIH+sZAxSULOt9xsxAsjVziDBiusL5f4mzzQ+0K9
41cAfLbCZOD3ynxVNHbrlcl9YLs9gCYj+u/wGBxdCsFlcKkDxisf75+M2X0+ElQ7CP83lxJ3w4lD
G56SXmKIaH8iq6XI2xsyFRN54ugQrFpVWLU8LHkXZdxwhgxpaDixYzuT1RokJ6ZR+9NupkpVAeFv
1FhsVbt7TQ6ZmJmlmkpGjTj74l223y3qQvqbKgL4ANHOBxMx4i7Vxchhix9/vcXSQ1Une3DWSkYh
XD5b5YNdkQNwrIMW1+R3rEMkKaXEsBULZUFY1AeW1d9dK5k3GOgzCD9TxyVMlF1KlupSfy38srBv
j7RS1VOXx3Gm1M42jwkhs2NCVb5YVwGnWozM7BtMXFAolS8zmxV3eRHuKGNyLUXz6fQnt29AC2dz
IrAzLrdiDu5TXjBGVAu/xeWcyvOE37/cZAbqI8zK11RAd0Wr1b+ZTVxTeaZySxvZ79nOp9QOjoct
UAv7wegllXMqz1Ru6f0v/g9Yu3N4sDIEN5qnV2us8q0wIidjep8Rgt5Z84G3dsjyWC6VTxfU2rzb
A+7gj0FM5Zy+mMotu3+DHz3VEqS0qfynY30/YS1z0B0u9wGX7VaFCfBYCnZUq7JxbRBmvcecByf8
hzbMOa9tVbaIg5BjDQImddCgbziKe9fBJIQH49HjS4y5exUUQl5XmtLuLgsO92qHEhULPmzFcj5s
0wFkhLj3QPaJDyoTnkn4gE2JQBvd34mYPrktZgtdfvjNZdQHsdM4/txFXBKpdlk1FtXExAM7YEhF
fNTQ0m9djV/BzJMIkjjruhLM68qb0ripnxijtbG8K04/bGj2Psp4Kh5nxRKXao6c18Z+ZEBspAQV
5kYTfDi/MXCpcJ+Hl7gdtrg8U7l1lEe+AWw9nQ7xlM72Qm6fb3Feiee5BSDUPlM7zEjeAkxuL4OD
CAz8+EceoXY7ZKUtelTOqTxTuaX3AaTS0KD2nNptZuJGL5mce2v0eXp/DwRYUYDJs5BbifjW8rOq
onggs+eU4AMq/1TO+bjXuN0dtJSxmShlquRm9rL/rgLcYk2MaEv/dyxsAjM6fwuGDUdWLGH7QLp8
kzK3MXtEnFePJXN85rWJsKvQ7YCIsJk8vhi9UQFewLaxwCZbUJsm5wJ+tohdCZlBhiv0je+k7kIw
xbkBai6odmQ1dosr3BiyylP1W6DzBJOTnuagY23WY/YEDdKjEpjeqat4WcYXgxJxCJDxNZNAz6w3
grGAIi6PL+RpKDA/44pT3LXCpY4Xek88oPBIsQ2k0FM7Ru3VhhKaqgayxtnYvaVOPvX5+ze0GhyU
79QvB9zLUDv2mLvzBqs2TzpcttKjFhAbhVhRT/kb78rYlNo9at/k1K/N+E79MvO/Hv3FCbVX1C7x
X72jVdWP8+KvXe6vQ2r33JbYFd9m8mCtisNirvP/vWjyojSyVydJwmSQTctH4gg/bj4Cnj93lcX+
LhiPA+ocMbMJNsD8RAeX0qsTrHvsfopc+UqRFSFPXhY6bWqxfo0Sv8105EovAKf4GtqMPm4xPHY6
QY9kc5CdAMDXp6q5TYjp8/Q+QMFaBcDb2I8fYO8KsNu+604yIWEmj72uzOGREhkvO+2YHwaGWnuk
IKZ3ptPl6YLRDpJx9KkUByJcl5uTEjkTMWd6GLBlKYY5IqWXOZo7FGw71E7pPcmykuJPgTOpvx4n
cSqS9kpclwxNpRIkfAj1yyFUGgZZvyj+jLiaUX/N/PJWzOybz+3VGt98A5gfZ3ynfrnKoxIvSOaa
fLaEHjA/m033UDw5EX7Zb8TifWNIcSnHnzFLlFEBjwmWA61c53Ib8DH+FGQSQS+act7np+IdFV6U
ScuSuSq0gFrUfqK8Jaxw7QnB3QnfodyfMDl3uNy2ucSMwZCj4wPhvqESteyZN1Se2RkU3Be6AXCv
H1XZIX7Bvt+jcs62md3G9L5DQ0Or7vBNjMB5SOWfyjmVZ/o8vQ/ssFmnlmZgv/inoQZA61q8vDkn
3SZR/w3F5RMFXzvX8meBAZhV2fW0r/KcYTiV1kkmblj+h3s5ES/nrM7QdlrI/CdpM5YiLmHStZAR
9+jieE2KJ1eVezqbuW6xwnpG+hyX2kxo5X4r6pdp3ETjI0oRijO7/OQ56pep/53weEpMq1P8ySYh
Nh1JP9iklBfxFMWlDH+SEfPj1FqDgMdNrHmKMymepLiR+WXnBvOz6eQkpDiT4kkmPNQvd56wOAuz
ylMUl1L8SXEm8+PVDvXLEVfeVc4UKrcNhcGvzcylUnsecft8XZHomoQLiNpncVItlWcht5132Q9W
6fs7QeZ4WuGCMSKgS+057y2TfyHn9Hl6f1ybcPsMqL2l8kzllspn/RL1q1EwuiFDTJuhFCamo4E0
kYTZc2q3qX2m8k/lnMoze56c1t19fRZvrNnt5QtwqKyZqwjknm8dCVSwCAEYSJu5pc9iLHq5ymy4
CnJ5UrCX3LRORbfNlzeQGJxxo8a88QbYYVgyTtwUblk5wUDetQ3iE1ZoDf8ZeNyIqRWOrjKOblUk
aIpnT1gAo9J7R4kltf+PN9kqBciTAMvXJFUTMZNrYHidNdS+AsId0D/LzVGXmUN84LJj7ML74Prh
BoVcx5AtpVm/k3MIeWL3+2z9MSeGN9GKU3uZWemWyvZcycq5cL6WJvPPZ4tNPEXOBK0uuQwfaREi
zoCmWUunZgu2UNstlW5KunymPu9nMz9k7lSfOK3z9hnQXaBw5mzuA2cJgOY1mbsEZEWHVnOsBcmE
QwmhjpVHFj24TKHMSHbNVy77LznrvzNT5uNk2pt+Ygiqzz4HvHwj0MD6lr4gZlaXX4BLFnu2r9GI
0WuHQko7HU6QSGsym2grJ43UTAdP9iWO/4oSl34JVk40O/9cez7S7bO3tEHNXJem14OXVIdCe15T
HKTm64SkPd2d2WBd0XUCZFklT0lINJGTW4FXNC/LidK0FYCyFc1CY2iixP4wIS+x2Q8cj/J5a+bq
mFyKB/z8z8BWQ6AI9mP++QMulVszFyd0VK9aalhi1pIOf6gfg+fkplVwgZnNpw9UC7UIFaI/o3oA
Cd4FPuI1mgumZViTketwE4V6/IzGCk+h+MDqu5o8nWlJ+LrWj4myY/US89YcUsZ6qBipwqZtS917
plpv5kw8hplyFswvT9kxxXeP++u4wBXgopnoHp8uF2tj7Ia0z7zZ8QP1M2rGHntpdgjK0rayT2E2
iMZ0FPWQ3h8NweQSAyF1H5z8levEz+h9wXr8KGQerBVP3CG+RQ3LSwTyTtpm7w8nIA4AjgB+Rv96
XVCpuJwINqwFmcOih5opaEfqq89ZhwPOJtEuFhT8Mf+BiHN9PlkzAOFDzl+xEKDtyvCKGH55orKN
WORPbrNXhBGrtccWxX4OKjsgaIftcL/zRExjY6YMYyZVbXcMuvak2s2gKCvDmBqvHrMBPALcVTav
FwoIcwUOkcgD1Cm1oFrKxaRnF8NAxYYNxhcaV41CZWUTodhS/O0lA6mk86XCLwv7NrsMXFpQ9LbE
W4EyJBR/Spw5VC9uCTs2yxT/mdzznRqExGxR/JnBk0TaN5BXbUxP/vDF0uCf1a7qEb+JqPQ2mDyH
/P4KH+xjPpxPZ655pPLM5Jay6btPtn7HuhR/AoKAWGHI5JwfO03vh9sQrFiWMwHf3wDbDs8zKmKt
WFK8WZ2i4BkTH+9zhjmfHXI7/BXPtLXAO0zOwZAKFb3v1jpuDZz6TACu4pDKf2J26H1VpQMno+7z
v+tVSfsxkwfUqzLr0uSC9j/5ZGbXAi8b4ADOgCJk+ERJGHLQ73rg6eSLLRA+hvu0Zz4rzRxT++kH
bNLrymjwwzBENrlmpXaTeWJHLk+ptMBkQsDoErDeB08w6LOZHTYpzeBdy/vCjZgmna2PET8hFAXj
69YmqFqrVyce2uQyzPpNDiKAsGetgfFTBz3xjFjYK4EjzozFs7vJagRc7Do2DPwp/4F4nOXm4s+r
BuB0xPEMrA9bmQlaligWdz6tpJgAariJ/Wqfq2xdmGU+bDEj+n8amU+dlZBNAET8JZGQc/488QCh
9pnaYSHPTG5t1n60RR1UTO02s8/UoQaEybPv0vuseEZ3xOx5QG1RSOWfyTmb6Y3pfUIbY9xgU3RU
nrncQiQX49wsdkw+tec8xYap/DM5l8/7ujQ5irNtkZ0uhucOmKxwU/kYhPTh/8SpEvA835AfUxvq
wSEEPrvLJtbjZsyrsw8y1p7lvJmqTMhEigNS7zo87oGGz1dHInaUnfAOENhDbtdraiESP2TYE6tz
bOCvA+vEYfsk2gj0AsrPo0NAJqfMBj+MQbujoTERR9hZfJV7XTMwcd2Il2NV0my4UGiHp/+BxXz+
DosvxHyWxGMUXymdtICc3ZBdclh8rVjZzwr2VqwdgtyrplZE8DEpEDS1v/jHKoLuZ7+ifKd+ucMt
GLVjAa/UQvlO+RsJSACTikzsTSGvyk/5yzapNmXJ8zg5w5vLQ43hxZd8BfiI2itqlzjfDzkfEZDr
OqbW37epH6dsqLNU3hNq31wW7oT81MOe2Gh8Uyzz8IA4TvmEtdM/0KaQ9IPO1kF8U+nCDfWOe5w+
H4D9s7FMdgxXAemwL9dbYOjh8WScSYJwsVh3Q6abZGQGLRy0sNn+I5aVn7gV9Ax49brjv9v22Zzr
0TWyx4+hlmJWsYC3HXt87PWTPfo8v+8+JPHuPcuNR+jyCdg6Xuv9rqfFy75c0yExwmOVy/5K9eJj
9dWdGXHlNS1ynmRM5vC6Nn+/lU1FJ9Sg8XU2P32fJxC9NP/oEAEzUO9wI8jEdYgBF66cKALHWewa
W6pIzFC5p1DJqqOMGMWfbb6ymvrr/+mmnus/ZRU528GQGhrhH6hfZv5XM4+xqIBoAeavb3H/6ysx
+lxFNU8n1F+z3sBEUqlqsrOgqV9GScQPHGqXKP7ka4BWmL+2mf+diF5SeyVEEo6oH6f+mq9G5EpF
Jn3+whs8wfUglsENffoHwBp50kfS+wIQPeOrjk6qyM+fv2f/HarDWEeBRPoxn9GJhsdMzuucKUOx
fxhuDWhUVAXx5awFg+mqPBZ1MUpT+YSg/jmMGuxwLMqQT+5unVE5p/JM5Zbeb9K+tW284YCnxCID
Kv9Uzqk80+fpfXBETjY8cDZARx/pdc3+UsXLIv59pFmE8ZTbUwj2MvBFXkjE1xR+t68oITUMdbij
uYcsaE3znwQn888iuc/zmVDlf1r0tyxeZlLzjgQRSXqCzcQJq+Pz/Gdf5osE0hLxtdUXq5jEqouu
JUWasE6dHAI5BUTH+7KRxsk2j7Oec3tKcSnHn0ycqb+mw6ZxE42P6C2KMymeZGfND7lnBSyeonET
G/tjSHEmw5MB98uHxzTOEvEUxaUMf04mVZ4R6bFIiNp9VoGY4kyKJxlupH65bp+mOUhuQasWxZN8
uJQOD2mctcuTbRSXUvxJcSbz49YJ9cs1Lsb3uDwLuRUF7O6BcTL3mqh5JAUAU3tO7Ta1z1T+T1jn
LPo8vf8SjKl9ZnYYMnlmcktpOGQc2IiY3WacoHaY/pvKM5JaSVWH2nNutwMq/0LON9jLqEfeo/aZ
2mFmb0Gbyi2VzzWq2dtrQ3gDiWTMFrVUn1B5pnJL7wMUjlbvU3tO7Ta1z1T+qZxTeabP0/s3wr+7
8AL7+8Vf7ZXI+5jX1lLd+E5xZrdz0SX8ZyTol6tD8M5SU1ozVqlX522xX/TaK47Nl5vlWm5/1Qzp
Dam3o62yQ6Ba2SjtWW7icP510cdwtpbTveKML4Uy/WTz8yYoDBlflO8ieMuv09qZI5NkJ9k1xyPw
R3o1+Qyz10qMIwwHQEv7LXqF7VnfLmPAnKW0eYbN2212GJpek9kflIr33h8rlz2+ZLXmRoYO7y/V
3pVXUNz/7GKbQ6oCwxqXIc3coh2VxOb5eG06RROC8bTLCzOpurV8x/GrRXr4NNXBczkpMWtGg54X
EVvaISFEnuMcaHnPeJ4varwCObyo6t591e2mMg7fMgYRaTaAZDFbkX3YSlbkzbwWWoYyvGgarldA
5ypTlu5eL013csoGLa7ZAkH+HMyY75iGsiWGFJevYnlwMSMNk5AetQV4uFPZl0tsqNCHbJ8z1kGF
sdECjrK5/kWvOnjdl1olsLrRBGM+1PFLcQQ2w5YkkBiTIGCI9DKY+E2ciDbNIyWGOzxfwBPXGvZg
S3Idl9tjdvopO8A01V9y8UFAqeDsnE2rnwceEibZth2ugfYk/RrxOuQioFi7yLG80YM0yTVwzNNr
65sSVAfp4S0yeppIV8VWV+We64HBK5flCzTbSNjbd7L+K9AG8i2hCG56y+ETHH5CDnX1eEVK0yyN
DBNYX4QsNUMwYAZczNbc9Prfk27wFvUqEZ/DnED5INvD5FQbaLyojNAuVmc7Xjx5NPMS6212NO86
kSOr6rChI11wnOQ3cA6ipA+MYXl79HqvRBu/EpuVHKmUUWe8erPE732AXbl1w4XpTa/8efTeG7Nf
p+tA7qKBgeDoiQ9ih8yCUA7fltdUOpYAVeykG8rmlrE7R1mVczoPNqXFFgypZuLIsgnwotkOJozk
HAoMs0YanYC3/prwaHRnM8ltxZvV29wr9PP4EYtBrzDrG/ASDrGuLRB8n03azBfqaBGm6Hb0vJcN
esNDlgqw6lU5tEYI1ngI6EvLRBqGTBG1vA8So3ul92TAJQxP8k/rPFasKayPM5RT8ePx/hUOuZ3V
NO6fdlkTtqwOJesVMnKPSpmu+4v0MrpQue6FxSGanvxaKXj31Kzrb7VKEb4GUYDKSCTxpvBThwXt
5MaO3iKS0jU+QOVVnykUEuTF+3PJPSVhL8sBKrgI2O7NTEoUXZ3iVyNVVWAwL/bPxYfY4MgXxe1Y
M5NIc53SgkdjkNwAnW21vKPoF4VZ9B7FyxmJTjHIrqR+wqypMN/wXFBsAb9jZMQylvKNxnmvJkBF
m1TwxFLlKUWMq6lonC0shWZk8tZcWG4FS4xTnBgXpMH/8ntXYtPM2GWC6Rlm76LOs43EW67qbPlD
PymqnDf3xYphttGDcP4kfux02XfNKOMvJzfW8vZzl2jZBPDri2iYm7zpSBnRbL0+X2BHsZPCI/lg
YGp64gPuzWvZ3E2iync1SR9nrfsM+h5rMfuUfW0bHB0YTjzRqmvqSYZEeBj46zCfW5BPkleMCRor
zzLVtWXmo5wQRv6Q7T3xFhbQYbHrjafESBtymH371ww5YIGy9uWeIV0KsZCG91Xjk3kKIxKCwbyI
ecMo6FEGqq0XfxUWqZBhFim4PySgd5fdHq3YuMbLV0WCQ05lBOIwmGAAX4JVZKyIwKrBkd4HFz8D
oa00DycDkwv6BQTqR2xdZlqPezIzruqkPCWzyNLOyFxlerBRxN5Vcbt42+bRWNCIsXgy2YMDPdDn
ZRUGAadjkueyiZCziVAKmNWGF5+lEi+odEVZgQ2ZWDw54avrrpVZI5R1KNAwJViNuWnrQhPb015v
wvnIdpfcmoANZjwCjOIVtpOyA0XJJV5Fgs88USJEO52s3lqpSGHdA5M4n2OZDpyRIIALJ8CgGXGp
LmGfb5vTQw+kQqWB3uOAsJWkm4THZzeFpoZVNRxeJY2NZ+SA46gCjSAPme+OgHWQ3o+nuII0S0Kp
HMc6tdDc7IBlzAWupKTGWetCzDTqGW+MH7rNn4GB/M1xcpw4afIS6Y7YzcB206ltuksCb7klwmKk
tBG1G7E/B8dlxQOeEzBJr2tF4JLNG+sjXhzLipUzGzTsFufrSYuKQRixdevSUaBijTtbSy1roPV5
qHPcA09c3C4XBGONy0VVg6lOhwpq4IL8gVhaTiVrjJRductvIzG9zGXVUlYdqKKjx5r/jfOQlqvU
s2WofVLZ4CXPt7QICyVDNapmgUhbWnHjpwVy4Gt4I5GbH+VknyRaeK5eCg0A89KICXpT0C0HvsZh
QSBlz462ioPs5bLWyDCi11RrLh8r5BuvxLMdNfzISFoiMCcEOci7P+FNBZpaQiX0Zc6uAqAwVTUj
D3iUg7BZGcCrlHFNTURYrapkiJF3lpUhAohR8cXLYs7eBERGFOgoZNxUR+VVeJlxyXirbEht7i5F
cSEGbYa5ScloDLO7XCmDb1n5oT3Uxj71ah1Z+jlJXZibJfTzvLK1SHajhLnPC6TSY9OdRMSeC00q
QEZ2CThcZmbRywhmscIuX5+poOMx5Ma1yTwQc+z2+sFYeHyET/lTbgLacaOpdsWhzFFuJJGJQ2ZW
Ld6+k4worlicuNiSmzgDTx7vWcFiRJZIbJM8OmNNc60CI6ckyx7MSOMQHmrQDm/DKTsQSf9yJM+Z
CcUOn7a2qHOrUOx4eYUePyrCMhyO2itv8+M46D0/1OoOXEheESb9sAvSvAjAFfdAkeslV/PqGZ7I
OzC7f4/tWXyurEFBapyMVD12L9UnUpPHXUKNdTv09QEHx+LaLLBEoxL5MSvnmaiSDSLlQDbIxFSi
3FXzt7PsrRckfTp5CfYzQzpcldBoGg1CI+CtGFm/MM9ROgXZ9EYWVFCljVcKUw36tZNtdlxszGJS
bIBg2h8yzygm4/qz4mdmoO2w4I7DeLpdxiusZl9xlEVxUxkPQ8GwyYhwbvbb4LK3VLY3MtCOu298
uTYfGdjRIvSdm+IB6kDEsi5WjaLM5JY1TaDjsSYx3ISwkhENMKfOUmsB6DvcOJ8ZrmpyXH4CrzvN
graKEB6GRU5/ltewLm4V1txrvQS8WNCTMScF9TPSKjk5GpVhihQCWOBluAiNlXPFKE1+xDOzJlNf
jA1bJ6zClX2+qxd6aQPeZWsuAXNSkuvnYmV3lg6Zmdq5Wj7raoMvDXPPh2N5MwUKL/VKfB5VBgWA
arYZrRoiESogucptdpzudYyPtRBBIIdLGrrwFLrQxfN9ddyDfn1bmYlkgcGJAiFYPXxJMbpvBHwb
amBnygO62SSGUJHIiFp2lP9BWm6wBsLQmT6cEWaJJz5ezlKMlbL0Un89+yLGh4rW27l2KC5AerMF
wDUEK1KRbiWbJ9FfobvKPsy01lLs8BYR3IT7TxfZDOorQWoZaDY53+H7JYJMV8GhURe0+TREp6FO
YOqCUW0whWA2drQRURs6ASP+NkudBsorJ1q5yo0Myzy2kk0bWUQ7ldzx2T9gRxLLHYeCxJGif3WU
D2wkw8ThAT7tF/s0ZoXMPAf0I08yagcpcC+XFQxCfeWx+EpVtoo8WRvP21UL1kVklus1TLmB7ICb
zBhj9aidB9r50IKxwku20hF9wrlpuN/kUApfvDzmR8w+PVWlt1h7brWsx6QPVJIB7KueNxbYpYfz
0qB5z7AS2gzghrGq9B/kYdu4wGWzkxah+hKNxmwy4kyN0EstCapz2xBr5qXB3bFcZzBQMZm2bNUR
58vNAEn6aV9sPkyfNUvtzbTfqTENFuVwpmaD4Sn/lSglC7OCPUgDcKiCCba62BOJS4kgL7Ee1Yqd
bTwj1YrLWiI+3BAsslZPUiaMDcBl64+UXco/yp+yjj7jVVI0uYt0szKuMG5aGi3icglprRGrLI5Z
USOrGllv/gU7YCUGEY7mEk4WJkwWc4qmAnGOjJam0Gti/15z9I2sr7S40R0D51JerG3xBvUzJYWI
PzI8+IphgA+UKw81PkVGIDQFWQ+UstVUhwn/S3942cmkTQgHQphv/zHhRJLJaUGZV0lG8ffMjNNe
IVzAWkcNE6pa0ZRJrWz7OC8zUFF/rYy5nE4ekwLrONI00OK25h7/0hdUiUXixTE73M76hCogoQHw
HMb0wDS9a3nHZN/J9nNSnOnaVxZ6YrijGZjNUaNOqPpCSuNojyfj4m01PAy+3simZMVCe6j+MgEa
oiZYq7EvPHWwnWXz1/g51RfSHbJKB+sxgxN64NIWqyqt1E7GSterYwNrQO6sySxnOlHURFiy0GUu
wq5EoPqSJ6eQ4oeN13ojJjFFfpMfEN0+HActMLKEg+aqtMVglm2ZJ3mBTl65DlRRbPayYqkWhBwq
AeueZOXV0+Z0yzh+RbrxNj/EZ8dihzpVoc4FfjjwyuyEVWQrjxgIX81WFgFvWOgq0Nyb0cwnRtOO
Es/NkOAp7W44MehQUNKrcv7VnYesdCt9re1ifErf5TgT/b18Q3NY459HkKp2swGIU/UdtR3SZwa7
+5KdHVXN9ecWSnvsAqsnjiZxLRX7x1O4j5faC8EG/V2F2wp5CDayqVe6KfC9WGxigVw/z+zrsdxm
z0qENmnH3JMhIGPrPlvr5Z5syZMlbYe25AG0eWZry9HGcqqey5Nj24Km9chKmWSDWohWjwpZZamj
6i1ZUow7JE/d4+t53LTnjlykEU1PVEE0TU67VL6lyeaDQBUiONoH9tgKIkB8saArQqvsHDvoiJNs
Aa7KsIIFTUMZSjKuO7XYYzU1uDzwCsSndh8WKUOyN5i2U6PNWREYh5oGd6Y8Dz9VL4KjQfTuVQA5
jiVf8BUfY7X1smvFGiKbFi6xzmKnqUqHNFm265ENfj+DQjP2yp4tletJvvrCmIIalUjdm9eMTWiN
gmidEgIWL7XEpAxwnL72i/O9dwaFZJkRuiF3mcyXycpk9UgTrCxB3uEs1B4UcxnlRvNg5vRIf6mF
XiQnHy5fu7JfJJTVWW8qnk95+bR8cFSOYZtLJThNg6JEE/+jJgsXse8jXl+WDRc6JTFDai9/zbnr
nZOEmpV4O7YZzbCHp6bZixPini6lRIPiDGe9GIuhYgvwcBENmZHRaChDVL3IqYVMiPmWXj8Ftwp0
Z7zckhW70LRZ1gXXlimzHksXCGG/2JHTehEL7UnnK5Bivm6W78n5VcQw5Ha6ACinG6Gks9S1gdF7
cxg/L7YtMxDRwHh+wHNvdAi/VYbLPP6sVUy6UbFRnLGIYL8EL8zr0VJIDxSgL+6go2oSeBQYlJPS
jYv1bbBgOEQzOuXn5NW0w2JqdqUA7Qx5xZy4KU5xPkgRBiHyoXYBP2wlBMjQrb5KnKE8+wpTUFX2
okbly4JvioHvKMgjOHu+hx9PZDZX7HFytGgmnJvELsAYFUWkKULVzZx2GXCzlB0tlktr2E3PxI30
59Byc/QEEIxLuEp3kSEv+IvZ1xmojzkRT8SyBCt9RWyQDKXjKqTHoXo4h8tKmwmol9dlOAsHL85+
iFQv5rH0zcHIC69lesyOdxJDRlooLIrrL6dCIyEVaFaEWFukzegiR0/E+S6Z9Q9tBUYPNZMj5FBL
p8s7E8NTd7Xfgqz7s5TvvqFyXlNn3jvZA1VlYqFQuWHdMFTI8DBj7YMwzytGhN4pToBExfY7VhbG
VNJaFtZ75ULJ5E51KQQyA4z6nD96AuSmOpO2Yww2SlGW9HtDA+G0i7Mr+jl0U0u4vEVCV1jCviQO
djdLBNqZkVE0Fie1voJFsiJKUGzzwC01vMwGHJzRi1kmdngxYd6QSH0JVwyBcOZbgFnX6y+juiAU
QUb/nbkuExaPGpUP5t7INebKyDY12oFS9wp25IGj8oAqIsUd8ONhYkXCg6mxRMxUQw8M+ElV9Dk9
2dIUuqq23A4hVcMNjW4u/d7O2tfULsbSGPgLjq6I+lZQE/t3bONRS4VaqeUKTSOeI0mjnDdDPSZd
FMmSeRmexZCrux2rAUozgaBaIAQrhlbESuGLwuKhJ4fc11G3MHlqK48TTmOT4xn9vLCqrUiuYiA5
0ChNIyT8u8c/JOtAkmM8LhucTpzU/6c+JBXcvtRcXi/K+LjE5t3KErelEdc0B+bu10sGEVE2hbIO
orHaBWDOQCVx1ZlySsN5YdAtftBgEW5J5sZvuNOOeMauhsStHxXrkqlqXUOVxUqgEVutaqmOTfO5
o9yma8S4RfZ3yNocT41CO2mcpLyAGUGqFAPrfy2ObGJD24fF4bjAvR+w5QSyU6FrxE6XZasRKcQ2
ObDHM0JLlZXbO5Yghh1V5cMiWDvdD0WO6mrBMEBOIhma0HMkb6M1TUqy4hUvVQMW3jRsAcluAhew
e5GAeamAqfDqYcW03nS9Ar8s3ioDl/m5nFBn6kXktO1FCYAiZiqvqIDFNaRmyxCg+XSH4BfTRu79
RL9OlYjZbP3hBJwFeC5uC7UzIBch/PSBMiOnwcfMVkioeyvGaJY5bKjM7KXcRlQpyaeFSo/OyZBV
HVHeloBEvGOo2cNlYM/OrFkzW5ElVHEUKSE5zrQdLGVHTakWq/BZAL6hshm/z4hOCDl9BUjoxGld
MsBP5jvSon6gEMgKH0cj8cJsJUyaIjjkTsTjD7v8VHh1oun4u4qgtYzMsZVVkXpvnwMMqK0vxSqB
wHzTE/ZZXwF/kEevHXCftvOCO7wXKh2UzLD2uLNp8Cnjx8M0yUOv55V8X0mH85knV4ObJVUFtmFn
QdbA+HtMBA9KCHFi3c3tYw3FvHGWUIIaAvm8m5WVIfMkMJBoUO7rNmuqPAYyM63QYNxg7jfHlPPt
6NF+FixdT8W6KwzEAOBVnjj4vwwcZRnpowTT9o2DMyzF5WA6Y0agXmyM6/gvuZxStu6dAe8d1Oel
C3CFb/RQrX5yAMgY0p4NHMT2qlT5Oj5egC8OQZgUu+HSFEdS2xsVdgg3vX84kou3xBJt+tXTXXD8
C/Zh+OI0rF2VbPgbTg1b43Jd2TbeaXbsKacvdkF8jfVwV0cOfMGtW5nUcI8dvK2se2UMsFJ0sTq9
+nNw9ti7Cg8PbGT1HAwgfsHOpgW1gL3IsoBld152pZzRO62AcivgxLBRm/AKO4cpP3gNNep30RDd
Gg3vsW6Pu0o/LyvD9aOWWCLc/c3eg/fH4L2AseCvqBqOMjlWnnRbE+PfGrIw3ef/cLjEOJoodHnD
Nj8fvOrXUtjaCHr+mL/dfSa2NvkHk2MAw5OzKjmKwBM2sFXKwj+nI4l8UfXao8FWTyy7noxicgOC
l5EEr7Gtk1oUf+8DsZt0y6Vu+d8k0JkjkNvKxHlyzd1gNHrRt3kVX8FBmMjgirJG7LsolqWahOjF
qmCTMv4EOIG+QyV1eQhYHQG44QjgAHH9ioB9+7FrX1IlmurszGGIrJiwdhs8zSa0mRW8uWzXgFNR
LQY+qKidgsLeX65JRBUfgGrID3M/pobQJus26EfJcq+n3HLin4OTGwi5VauJa2zION2zeEV1G3MK
+KIaP1c0l+8arPANT8KnjLjuDsVNqniaNXXTzWaCKKu7kEqlF9lrE2kTbFkco5Zig1Pl1itCubFF
RPnZsUz3rhrgcitjW4gwykOFDloV6UpPI4jXLYdA6frPcB6yggVzGijvFi/v5MBIGIK0eBoVU1k+
k1A+kioYUrEOfL7HbZsLDQQdIidrgh3fGjMKR19C64M79Nc9nL7UzwIMPzk0mZK6LuZxqU7ynVHJ
+/vkc64E+CV62KJKGnfVYXShWlyup+pFecthUtlsLaeaqZgs4LMQUFiNmopcoQqThfzUMctpDbHV
E+b9qvApFdZWRaYwhQ0G3+MOzuWnX3oq8/xCuUI3myepqnREW/uqw3t/Ewy+5v98ytVm1GCn29yW
u2k6TxTtPtVcUswY0TxQaRNseE8BiN9TMywIJOUz2KaqAzVnrmSStbkKXjZQEtpPY7jPlD2uKKYO
5+Hgx1Ro42n4mCjYC5U/XOdZAmjJd61qiaDk4SvZAVp56B0bMQ/WKDaFkkUZtw7CN6XpJSpqggmc
+w2XugmnxgSI6j+Sb1AflCUbpKP+rqJYy8ihQcZ3xDUINQGsVug/Q32XsZUdMlZ/1FbrFGKZ+bo4
i8e41ElbjlJIzH7Hcsm8cyObd/WU/S+ds7ut9fsIVJvciCIwdZajRn2242I4ycbChwBxCHuKQNyX
Pa77EOD+rf0Qr8v5EWLUij3lzaBygVlic12Uce76kKNLLNcKH4epYI7lJLOVUHKi0fQftAkkAebM
tAGVVJttDiycEJFKiFm4ds1xQhKLPtkB8NBUkkGui1tuJS3JqUzeR8L7WAukUTzFhTgn+YSzWTZo
JNJ0h8ahD4W2aQzhwqJOnHf5grb7g2Maxx5zFDlhRWR5SWDP9fCusMUVFjJSO3ASA1aJA2GX4wb6
y95IKk1FrTw45hYgvgweHIPLLnMoUFnE4cD9mnESDCDHEp59eBX467W1yeWDSoPlLvx164UqajqW
mF2yd82Vq3ccJqly3dWlVHHYWbN8D7qdzfpRQNUWadtA6vrly8we4NORJSuQJnZkkp4yMcFJro6v
l3+XkCknYZIU0gCR9dBjRw5lhXJTbi/auk0jkhFeBa2vCStvQrEzCqqGIRILz3HO8rB4SiIwMgw2
TOLjZGBIHCJO6kc+cxERheBhRFic0DyQdWDhsRXUuSA3PPpDajePBxZlE9ulqY6Pc7QOsQWR1a16
CNyX4ufKp1EU1pfrg1pVVqrW+/KHW6A+6Kw+2qtOPOY+u8CueTBr6VsQAdx2An0mm6sNDtOBxKhA
IV0QXJ/Si8ivMqg82RsX51b0+e6X2fg94d8P1Id9BUhMEUgmTb6nQaZjosKlbHSMjTB5xZjsSJx4
1RiqORewns00UdHfiwsTpZFBPluzzUW5pyfGnYR099xpk2IbIw0MJN0xntkqkWs2J/aSpaqBYVzX
stqkq9iW0SAxfu4ZHdG2z4+T1iayG0iNAhelwy8Zcy6kRDa1ajT4VP32zPAOqgwInDtRmxvmBJOi
vGYcJELWn66eNVwmp4tHi8xW2IG4T06sBXPQRdNmM15mbsx28khaK0Ffu+yUTWwmtivil8g5MV5a
YjYmKl+tbsHrorYilFhDpdMnKf51aEhoUj8qMPooFzFWWTiVuXyF0Zpa6UGL+6NGTqY2ymozDeZJ
lmFWOUg2PRlpIxHXrxbzC87UWWspAnsGuaUSu/YFzTiWMDi2udwsXYk8Q3wPi4yLWdtVpqQQEVvb
uaQMy8tmrbAb1szZubDgeZbiTUv2B9LR8/+OxsrS0K8+Um5C9P6ZWijY12qdJfMgzxSWCFelNRbP
/Ja3UOWu9qQpszEJ3kBJoL0n20nmCzxlfoTh2ZZfQVfDGwHfx441uJL0UMiLy3vigH2nOc22OI9/
Xlaa15XttLMh1Z42K2SKvkBoX9PhxGz2h2gR/ZFhX5NuNBW/G8W2zjVeGhsQQmC2H4KorlVenWpH
F9Cvs6emRby0iDkd29CkDBcMmfdHutRaCQVOyjPNNsK+YTUa2W5U5KCI7eeVZuMlQ0LVoTiSZ6nb
ErfBaKJkAGo/F+gKgehQvTVJyfONBZWn8s6wZd+P1Q87spZTMosk7iPdDnEdiwguxLJIbj5WTImQ
ByLef7ZugDPvuAX21852SHuyIdGnk0zgiSWMMIs2ppamwImE+2rIDNu4qodTrKqpYt4hEqMaYXB/
x5UhAzMcMQ3I+W70mEW6Pc18CURbyZeAzAGqU2Y4joUMYSWvY3xCgP0cT0giL2T2THXWLNphDlbi
pyTmYwk81IWMPndyG2lmgmQNv977CQJ55Zily04bLPJJSAVYtjsG1foJM1pwSncd4yQUbqzFcJKX
jE195zoegpxAQz6f7Anvg5fXqflkZd+TfVkjpVQkawpI0pmWbhHd1Kpg7bghjXM7U93Y9h7S+BWl
p6XMBYJDAOfi/IIyNp5paLHriKp0cRHiiEtDkTQySEsHkzxoxM8EC5/zqvnDPIHMypKs5gwLPEnC
8MEs7Axt5bstt6btU4mDvNCLlIDhpBjG6LuhLNUs5dbHRypGRppeTFiwjG5oL/hn/vdAtvWMKvJD
/vs7WjDL6xW5SWgy0b6q8i1jgh3f4XgD7sgSXmN+jAvmmKGiZjSEZ+BzolaoutvQTKlIBq0rql1T
/TzVWC9kPtAaXGH3R8/8HB+HNRbGGt2vK3dhenyW3XMZBcxNwYMs0I84ESY8yzUk2s+zh0n7svFo
Kj8gbPzcgOuFcCYo/eFQ8WKdW2ddPv4akNPEVGat1S/TGR+EsiJ+neOK/4fhjWnbqc5Sg4M00YF+
LGcq5YKOEy4klrbhpacYZHPOn2mHH1zXjVpBBuYRxRVKaKsq7QjYsjtixsiniINXZ5JpcKwMPp8X
jTeU/4VyxsuqsjnqlYraJqOxYSuSjtV25LttUWYSxmwe9pDrgJ8NQcXiE49PenckeEr7087iS5SX
QXGntf1wHdgT9OyYjIZZbIr4SkskUEseGnS43xyyTlaaKWWFGcpdrOf1DYsqyny2x9E6Zhp7lQRc
sV3BuOQ0JsthRdmMNnGJJIZtHP+zvx4Dx5E40jSI0bw1hFjW0k1cYSzpZhVEroYl3yVSEtLzQFRn
2DoKfuPb+dDGLsBH0zbbzrgxi/19EoOOB46Y9VsPZPcRWee6w1FnNAByZQaxCDfCAz6qSp2nmUMx
NyLljn68sQnOiFjeTp4nmOSGP+TVfJsxN/wIfGaBDVihlsVeB1/SpypV7LJcimWla8TAw9gGzZGH
Givc7N0Cl4lQ7mrsTIQa+IFOEFdQN1IzGPyDXTvglp4+t0eqY/C1PxyBxiZfmwUzXs/jepTjpbmj
QNhBeMoCQF631qtGmHA7gdKJbo8vq7GtGCrHdWiBbVeY6VU2b/QVWlUYN9RzFJTAX9TT0rpTHMc5
OZAEullsXUgmoGyymn1gAB/06SjiwEEIUv2krCexbUegdsaP8R7XY6mBMRQJ7/fYM0O364hFi06i
x7FN0fpaSAcV8SVFk5RiTiCG8zJu33Bpb0jFrdya0JtBfZXymZIhHsDKCy59u3zQDK59aW0xe9cf
y/UkHsYUlEZ6ip3AwhgD4IP/1+NLmxy5CgX34CYIRhX4ZIbS1pf6akbyqKtlUqe23syopj5DX2ds
QjGz6deUsT89WWZc7iLvMqlRNHuSe60UZ9dnLOY26yFYaR5jskQScwbm7xTzeVCcfITFeOpacTpk
xtbb/2VwLJGWy48Kp0JmOaorxV/dKBH8BAsIR7+1TKIfGcvVk5zK3zxIEkNR+VNj4QxylDzQ0Smr
sahWrsGsUAbFcKVRYkPHYteFb9t9ecHtdXj2AA/N6BPN0Ga3eGttLNLDaHZS3itvmHfThfMLzIzY
hWfngT2hezlWcXKhFUxUWn7xy11sB838qwL+EkwlrKK55nBGJ+IZW400lgzL6wmatdUXLM4WeENN
NKAC0ws5cphyK5tqkaRRLD36/7l7sy5Jjis90Dbfw2OPXCsrq1AFoAiCBNikeqQ5Iz30i1ovetbf
m3+gx9GTjvr0piYJgk0CBFCoqqzMrNxij/DdtjEzd4+MXJFks0uaie4+XciMjHAzu3bvd7fvnt5t
atM1i3/NhGzWEbKbktqp4yHebQpb1qkWdFV3+jVQmV4FA2qxE7sCRd+L66Yd1SF0PXUS3Q5FrBuI
IrvbiOQPQDLoboPWuuNX4jaViW78w6+jK2kNih7f++3xDaG5K5+f/5kNwC0ENTfF5lZqsaux6cvj
tPcql3vu3aCbqbu59dCS4Cp6TqpwOrrxZdbyjwTKP/hSf3surmD0Wz+ZXLnBzF0/D0NzDstfH4hl
RYJbCHq5a/D6beTXZDGrKan+5BJL/mBvpFWl67C8Goe996V86csr0b+2SWNQwOpDLhMXP6xRj8qL
iv+Mx3m3DyPrg7B+2CJfOm7ors/L64NlV58Z3psgcG5boXzg3zcAyR684qJeHbql9t8qv1Te+Dp+
p2yRFYHzLVtyxQV/SI7gX/tF7lnMw19NbalycMktf4uHAP/ly/wXyXvyZ903lFxVHpa5OkbErXRN
QkpNdq3IMFz7yWPzV9j0s1yzvNdm2iIT7ikFKLobMV9rb0FXL7e4YbbKloRrBHBorer1r81f9auc
8JUPDG8LtvwgPdfj+itadzu17+qFW3Wo3rvb5sZ3I5CXV9UFe1hwJqmf4fkNmtVmvbHB3VEmXD/z
8Pob5McPiAfc6B25BSzJu/H8KjPfuvHDdZYBevXPV9qZmLdeknwgk0YpOznsq7BlDVyuhu7wtdsK
DVvUXfO3/2S/ekCvK12CfjBeYASxuDq9cVTtpNcqRe0yYaiLRuwfCvA5+HZrdCveFX9kHOdmH/jV
DX8QtcYtHDrVL/hNdfqQjI91l5d2W1UH/DP63H+GFza1aXbZJaH7ZGTQN3UdFqx1wGJt42i9K6Uy
aK9dCKu+0yY5hz69iQrcy7l4pVYiazrTqn/DbpNR9d7922TDekBggdV/ZppQQYsSozVXrIWr4Tir
QYH4VjML68XIGyeHrj3YvzSoUc6rAugua0EeFE+8fBzsPjf//0x/ql5CUpSPCd175dO6w16RWpcX
fy5hrpt50zUVwOu9EHdfxbt2Wjbvfsd6t/Djq++5i/hrY81sNS7jdbfYyuHVXWQ39lVcXoer6uc2
2z2rd3OFbV7V/1jVppbGeGuN5JLdvU3i7u+SN874JvXo6jHqBn0NgewHA9IGvtO+R/dMySHX9zkQ
K+DB7/rSxVUrsS7Njatbt/7kvRs7tFpddw1r2Q+NH65IlW6pcW3X6vSmwTy91LRXvkKu1zTfZEq/
b+vrryDXcQIq7r4hK8q/8Y2vu3vNYr96uKx9L665ChDTOr1Y1BANmjeICOTdH17XfXrohkKKvQf4
U+yP8a1y8Ke85I1r17yh4bMH67z77x6+G2Thdfl7sDf6ELB1Q91cClvzZmApvn4PVj2U5b8guK1M
Ea2J8g894o3FLRUez64cn3039HNradN1yuhu0yuvfDe+EfC3DPoRWif4dxzSn9gK9RCB/eF+u4cF
Ah8eTQRXvOO7Mo/sT2N1w3di68K69H2Lhwda0H1bI2+zG+VavLu82EGtUJUJiLPLCTKl2iDaodaf
m6ZXbszL+qKrP2ePLv/k/1gLlGY1OFtVos7rti5l/paGWnirPkRvbaJ9+TpZwwCz2r577Er9al6v
eap+a9jxVmW0I1Cxy53W4n5eyczbeS3935qDXXe6UR21fY3AfxZXjm3V1fL86j4q9X+xA7qi+tLy
T1b2fa/+QGSDX4vboys3T3S3fsLJDS3l1eLb0zMnr3CmZTekrnSP/x8ON0E8rOEBgtdEtDq9jwEz
rIvROhrka5EcZ010+vWhbN9YRadu4zU+OgUP63DsrEWErmlGE43Q/XxRzUyyesN5Le7sqk7YBEPX
A0uqD3+i5DOrn9uspJhoGVL/tbDBqFmHnOpRBJbmEQCWcggpuvSioWBHYGjqT+C00smyblKEPiDm
gnhnMHGQ9Qno1bOvL6lr0bWTLnSPT08L1TAEeXJF5fAe4ObafJoymzKALpUP/T8B/0sj85/BaUP/
nOnB4PO4GIUZK7GvTtmo5fWmutZRIEC4J0QlH1zP9tQUdetGhWAtsb+D5nfmfQT6PlxMl/pCWkgD
+nJ6TxdUE6f/erfc62AJ4qeWLiIthaAssL61lh8azyfVDhqnRnTWTJs1qOR1W0lq07skZkgQe90A
qSbKmI5K39z1v0WAU/KBBxZJeeZ1TNQ0IJQjet2KaAvAu5MBaq2Er4mwZNl1E7ECrhhX7Y7LHAQf
NG61UnilJsnaspua5KWgaS74uhod1roSqmNcPtMiWH0zFA1kmXOQB4aWQxPfqt91piRn9a61lYds
r5edE+fSB8rmam1oZRRWYkhM8eK6mreIPuP5ejh2rXWseqBNMO4TxLGDqqNFd5t1SMth0VrbVMQ2
a6EYVu6vp4n9KJDJWi+nVd9jaMLw/ZFW3kqmfXE9NI4vwVBZp0lANRXxT884XKcwVRfGapUK7uFJ
kJqMrXkT+JgInt7Z39dOBbkBBNsVzZ98R/RHlHXf64HwktgpNOOHUgyElOmtNkRWrbq3jp66RiEJ
eF3L/KF1oRnib4+cwBuSXnE8JDdsGganuREEpgQHQ0DnNdd4toZGpXHhTMWvrS7/Iq/hizQbtc7X
1qtt+ncGDxCzwazWXvkaoJG117UHwD/U2OCiXvYqEXBQQ4vcXI725Snwcj65XMtNzCt/K2vWn+PW
W3BcYebIrsFAt/6WujJke8f8O107jE71+YvFD/mF1BQHl13A8MZZXoOyj2oMgG/zcmTtPV+s7dVd
3kR9olLeLQerDIWsD3X1PBvousyVTDMmL5GaUxPWLXFRayUivasI31r3Za3LNaJ6yeg2fzeub446
pr83g8N3b2zLzehTUmtM58aSV4UM5EagLDAseeAqFbxVclzaV78MPyyjYq8tfM2thtGNAWNmp6qG
vLo0cf4Tqt/wh3pt4l7EmVzdOvvy2FvOmh2EV0xHHqwhQvMJ7jPdtXGa1xvk1sX8qOpEvC5tjbud
9/VIgoWrv7Ju8yflGvj7wKjPW73NPyGVDa9moTWuXesT1VPuQSh1eFhmsztDaX+ay9p7cLHvk6vF
DuvLvJxWZl+92+lDzeCtDrTe24KRvDwkWUKuAmDEVr3EttExdt0dBa0VxSN0qj1d5aaqgs9A9xTD
dRxipNZa91gFONkEy28t1O9hmZd+CSeVg2K6s+DaRmNWs0Ds1OUM6VozX5U1kZeX2/yTLYaVW5Ma
WdSkwF1lbDHd96uGkLX9bFwyHaEyKr7iDRM3A03XXBsLrqcYrm79qkSMyMwvGo+V/RMPYei5njXx
b6ib0h2y1p7MuzQ4tX6oAttb7H80DTg0HLmopnpH1ZsrZ3LODK+ZKVsn13Il126ir804K43mLZe5
CgEvvf7iqXJL0rza6AKXIBCv2BJviW/RavIk5mvVbZ5pmzTVUaaHss7m+KDwzL9aUeUEY9vR3suO
PLlbQV46vGCt8ApcldrkMqCkXwe3aYWV5lt1zSgMlF71GVcL/faGm3wz8v+X4DJosEKTJQj5pv7J
BzcSK3Uei39z4+I76S0x3WBtXfpX1iopcOXb8drzgBsZjXVK1a+vLqe4unXrP0mC66DiJtMsvBGB
DtH1D/xD6R5q2ufrXUP+bYFtWYe8ytdH9SX2rv6VC26pm9i9TNJdJoO2zDPadwck0eUmyGsP715u
C79LZ3dvYJtjI5Lq8cSN8cZ09gDXKK2/BPJq0+uF8eJOCxLXjAjNLKt98vWTQ1eWWg9Q5D9efdBv
KiEpbkEL11g741XNbb0rlj4MpY+C5OZZViME0A9lB+T1oMFd07XraynydalFt8vWjdfp47uj5A+J
hNd0vYb4Ult39+YTPmAyMgnuBqb3gJE1ZHFnDecNIcn+iLTMbbat/kBDIKEZ+S3j0lX7bz6ineO7
c0ErmpyD0oCs+MfWCrPja3+8qNXFpVMDgrpRNb8783RaC68hs7GN/JXHyldFs/Sus94vM/nBpZnr
l4V+UhCzivUKH05/uNMl+ZPofYtr/14rmRX3ZSuSK3IMAXrQNEB+A4abjbKUdT+7oe/KKYe3Ciir
hXfxJ4gbuVw0f3jVDAG/vfH5TfBDbt/aLbo6e4TxoHbpCuOClZWKRtqS3doMPaotYLcWQbUpvwQl
HK3yOG716fBRjQpWCfB1Li+7Ziq78GrmgatqaZVPWSVEHtW6TX3777wqeQ7XvqJs8JlNq7BM5bXU
WvOVWmWoD3hSjbkY0bcVDe+KaPTwqqGXZltfXrEJxWesWqOGGVu10jIUS+Mae+Ab6GKj1s3KLfnu
qkAQE/kGa4UGrTWzHtdLs646diGpdlLWhG8rMSoQGMsruxkznRcYg2JZPxu7M9xGpA7DXrkan9eK
9CeXOqpU9vImulhpqK36Z+6NIcgrjrKbzROf1P/4VfXby0s4rrfr5MYqduuPmqyNJLC0FLF2p6LT
yBbV90MLuB0NRzSdgPlVE4LfvjCJA/Vg5lmFBxzHELxkoKhp00Wk1bZdVOb/dH1wJczLvyof9zUF
vmHPEGV6DFf0/ZUz5NcLM0vqjUB2buJRn5jpNiW3mJl7snVS3YJxAhZb6zsWyccgeWxOrx8xQ+Iy
H4NF94hP1f8HkpXJIFm1PxIINhb6YJ0VQtjW1C1ryJRGFjbmW4Q5aOqi9Uit0m5VTha+KmS0/skf
6gGLHPDAu2KXvEpgdQNTFT9mRr4AG8TqRqnfSctcLVgFpI1Lx9Up6hSLcmwFBs01Krg3k/wjY36V
3DlKMbS+CSkNns47DUdzct7QsQ6+JpXJVZ0uc1G+xRCQkzre8tWdTQGwvtWsEjb/yeSHlW2Zs2qD
oqX/Pg81TX65Y+V+JrU7O2TqN1dq5yXmFyXnniaI1AXEOtdWeBCMCDi3b5oF0b3qO/au1WW44Kxm
TqElA12t6jbX3snugkQ+mOV4R6fv6iu7vMGLzC/LTSvCwhD0O2Y3sFMpTRsssirfnRvzjVeOjgOq
7WAaNels/Fi8AtamKUBHVwO9q68VV2Ne40ssaTIE4MqIH/hH5W8KLUc66/9HdMPIenfQ+lOtZkbd
g2acitvGL0BD4bcTXMvRlegOEjcqXdeobfUCGzewfklc+B/veWp8uUcX1HZuuFq3t1i160HA2S08
rkUdIORG267VKdVPqFlV/MhQJVKu7edBXGdDytAeNQbxCx1VcLZqM+rUVRDjtY1j9QBjURUP6/d0
61iPs1at2jf/O6iv6Kb5zIN9/cPVXK9VOvcYXDYpRfoD+6iGKJNLY6ctNdRTGKonnNYlE2wtTuKa
7z2oa0c3DJiJwMI3stVfI0N/KiscMsKXOz67Cv39NVtZbu0+0svcAPnN/uqmASdJrdrUwj/n1Qy+
H9XAYlaDn+kNvGg51TIP66Ptmbu1CvnbBiTIa1DEq1Dp/70K7CBdkzT1K2H7ALBVrOmpWYRCif/X
WnHR9PqSeWwWvgaxMsNr1zi6IZq++U9cjwHqmidsXcVapH7+KbgeWX9uAi3pGqQJr7q5qBrqdMVz
VSawYa7wtN4NCuapftv3R2H1WKgk85uDsx0TYWnUZGUm2wo36+WZp1TOllI/liEHI2UfQKhsR37I
ConX7rjZo3wPZOU8u4PqxxOPi6HUy2DVB0ZTYOMrVzuDxhiN5G5qYqA58GTFl9kYgKXexwyFa7ef
XgkAuk919Fcd+kkPwLHej89agIv5N0nqG2lLMK9GSXF4TIFoIx0fXXPOmV+fHdUbMok0R2VoS00w
YpbzhAqF0r5xvruM+NYmWo+Ek1fDc+V99oBna8o5vRCsoKqZ1FczvGnIPUQA8sRsRWIBzKuDdKvc
01UF612pbhMvsKlasPJ5dfX8zygIGmf9o7KXQq75smaoxgRcFbPzqzYmzMqkvvmswKkiXtS+s6yW
oOuqewuBWFaqs9wR88BI/We8qmq94mOuCjlEpRTlLanQ1X6TakWaUwXpax06lnSsfDF7BLaVNli6
3xblqmGSQgWgMxdmrlEh5ryV8C5BllX8P2fsEdiwAXKk2hrLvEd5dUsghlBTUJXbk/3BrE09fRfO
zZDG12dmi9oaSv6740/lRuEvbb2KbpEX5UmD4bAqSlGIdAEkV5JzVhmTQwIupM7csWfAMx3nlNZ9
N+oLHE1DqOxFSeuY/EgbELkDfmaDBEHogv/a9Z8A+JGczrC7Yezatl/6fgguUWKoHH5bHvhLwBwz
LRFhBGyz5IZIQ7PhDVuvKdJTMgnxgbtH3MO0/FJ/nfqzbAm3tHAYv/B3hfTbFJyr+9rRhpNX8QhL
lxSXzobSUbqjGgubyp8b/fZPKXhTZisqAEMSXo3XNdPntIp0jupD7zJDeAk36up0isIukAIX/qYr
bRjnRSPVabcICOHZ+5pQgH4DM+9JGS2SFvcWuixIImNOpv5u6Ojjx75SMrp+EVmWBeBLgTNZ1e9E
l8BAjw9S8vmtzfpGPoO019nlmyAt5vipsTcLqAnT9ei9XP3VO2QMsZfSBYgn6aN3QE664LfAPtRv
yWFHqS2o9CZC9kK9XQI0QZDZSyWcvFKyoT/6WyOknYmdgI4Cz/+D730OHn3Va35BmFOIAvhiOp+A
RUSfj9vbjbD1a6ffRIOt4/55b4st3mULPuf+JO1mF024DAo4zUTjotM8CwVm/eMNhBuOtJvLxoCh
qA0W5Bt6lJygrw/P/p7lPX+z1YcvgnAW5XIn5y3ECWP4PNg4St727OHQbkbiW5m25+e8KIDVQTvF
LKYyhc9zhAlM7Gdbkod4zk4Ps/kJGXWG5OmW9WFzRwT/pp+DcJCQTCCWIefI4mKj24+p0+YhWxCP
fBVMt1IHydAjwuHPInebTjOLojwF2cXcpq3gFPSK79t7Of6LbJ68PkqgfSGcw7ee5cxkm2WvJ1Lk
S1fOJzKO4BZyvFfPW7E92GHL3FNGZVMmiw5oTofjrfnhSzD9UbIDGs2OjJRFIT6fvovGU691vjxE
y62F3C5wEiKF7duQJORiJqQXN8dbXHy3NTmGCgZeAJuRMES+iEBx7skc7DgtEFinKWvKQFM6iS9T
dbpFE4h5p0BLO3/xWBl+J4BBv33wTLrt35CpyN1ZkkgxJI3U2YB+m8sg8LhlF1n36z1ayKIzlyGy
sDjrzb3XxA5kp0m2M7uIOM6d8HD/+N0YdT5+vn9qK1/Z2th1rXkrbG4ffQSziG6gdA7RY0i8VuY1
4ynOEcz3BicKocu3yegUPIoGbIjp4GJJ58kcKR1qE9hEVtRhDfAfIM1Pv59nQytZpBIkUcMleWN2
QnvjeWAvN0UDn9rc38abZxZui6+p2t2P0i27DZcszV13sZUu29P2APQx2RrA9gL3BuJEZnIWWq6b
9USgVnBR+ITzKQFzurBNm9le4JwQSSxZ2g9lpopmOrH05VFYVRp6S/SsoOrawQT4HpKuLmKlUoe/
iYyOqWVMTDOBlSv/Wh2/KcSR9VzmiHUinGntKhr6qoezPiszu+mXxhorLTlduFApR48KQcq/iqkw
KC7blwUSHGGWSlmWA11EeYfoQgwmtW+VKrzARVneeHCRglZmg4HyQRCUJIBla766QdTSNMa5AF+T
whAOz7923hLDgTeNtGoUnMfxwpAMp4e8A9ecHl33NXbzXGxjseBNtb6UMmuOjUvnZkiz1LMkYSjW
w2mVwdu5mAV76QBf7M7Paa6gOUomHb2cdI5ijAnKYIp/sZgIp5Ep7SCp3pAWZwqTKZ3kaoQnCwWS
BRoajM2PAA5gfynnWdxhHJOz1D8EWo+i3GoyRLalm70cZSQe5kn4+Dti6gb2ioZgGkiEcRZj4BDU
AlYJBSKQl9UUJ+qUdY0Ff6oUgARLzJmpQlD/d4Z11aTaogsy15LA1DuZyYHKQ2XAzXts7foIZQvR
SXzepUOiLEMoGKQx2JCYGqkAqdXJcw6SaUxcLCe0sL0Cm9lyILPyzGTnlHk2cUWoS/qMobLOF5ZF
gZOEkZuCXMNrpDxguKQNEmcT5iaWOBs1JxFLT0FzRAIg9mH6ROrprRLxmQWHahPxN9vYcK7aY4zS
vqHJp0oaFdJKeEggxtpDCKtgwbzvKnOTubInS4eAX+CqgTsgmNnatedVYUXkkZDlFwUgg9ZT+QpQ
bxyaeg+hfS5sMy1wW7AreDEWoCMpTG11YFv1kKYQ4KWJmZ8TotCpBhG5xF4CneI/mH1TPqzHFqX5
dt9RvJHa1MZpG/al20joi3OdmgL0NJAGA8Gi0M/s2/jvaUpcfVl2WuWIaZCnmmwX6uMWpWfZwrqO
Vu851ctSJoUXxIRCbX3hdOlrEUkzh84jAV4SCxd2WwZu6tmFsz1vtYfI3nQcxJukGn0061vK82Nu
P6MZlvFgIxhXfRxJVenXQh4x51uY2c8YsK3kA2RDT0AL+ByBKfQk1PEpG4JEoG1uuYUXFvuulT+2
qOOlpowG/QUmRcv4g4WuKLVd/8WwqpTJMptxJnXAUReZcE4/fKIDAxApg9FRFkK9q03aNiaYeMuu
WrMGSEsGxUC9R7wDRG0QZ7a9PVO2k4IIbfSBF26GDjx16cymIo0JTqGWGgdRvI10Hbyzk6OGj5MG
ywl2MuXM+XzbUV4doGRAUoKFWkwITU2AfSaciEuv6bbTCUe+tF1vRIrU5XJDRkO5fGx7jvWO5af2
9ITFwlfqVXYz8FKpwReA8tf4sSc971G0UNpPae68gxlvtQvhzpkgTfVgPCm4WoXkaegL5AklFjMU
exZg1mywkKbOZPb6LXZM1cscVmmaqCjK5q4pn6DQxtIaLXJLym2QBYUySlTpcMGUbCQaktnn6t5u
g+W0QEVXhKk1SW2uY770Y66jlU8I/rbAzCDOhDmJzi6gCBi9QRx+2lY6m6Gkf4x9prXK1rAJ5tLL
jpSnoKDkEz0s2bfMQI8M0UJLS37ylpVG4aVQvxUFQV7VOc9Z6pvScyG5Zg5XSn8TaiTrA/4OF2mu
Yd9bQSMdVrKIuQMZQoRfMB2wl4f0VzuMBdGQUvsEkw0XZGwz0m5YE3Q+PEpkgtmSUnXzz2wsfD2q
WnnGr3gVatiAxCoj/fVoqHEnR4myhORU5qYvZn96LC84eFeAabC0iCWs4mQXqasvfbz9+pnD1Bmh
741DrxY7FyBWbhVKfFPopaS5g9U2qP1le3UUdMizsmziFGqGYk3mqFS4bVSHqU2jpk0pNtEMp4b6
bxc6oqo89YT2d6NFC+aSNZaWewpzM5VEr+iFLN10uRRHocIbk9xBSi2AvuXlUMmwbrA4olTpcIIs
abOFaBovXhkZ2YdfSdGKceAUyqvbURo+BXi4O3/ZVT/oZ7/+/CxuWe6ekFqzBagq2tfuL6tYxhe1
kz/Nq4jQ49oUb3X7ZXBGR36NIu0VZuEy79e+azki073kf8M7ddxoLLjhkEGPqhoRmJu4gLtWUvaR
iMufNDAsQ4vRZXayYZ4Qt+sg3GyteMREDuFCVFv9jCPLcPy1M2TwRrEQely4qzffL2ts9gzNfAug
Q1F5aT8yrTwmYpCXOcqsGhoqdtS/q8kQunFT4R3eahoHHjt1OWDpcSqpxGGAdaJDbrFR4OYeGSyj
rNuEXszY5p4SOg/YncQNOLCRgggzq7OMCOl7lkvqmIoJ3lhmoU2OkZE6PawhEZinCiNkQChXZHtq
OcxqCT1L0SUNXYgJXdn1lGaTVN0ThSn4EK5x7hVVG0u/ZklaRbmr8QNAbNX/XjU6WKaqUJ1Rs/oR
EZc1DJXvPJRVwhfgI9psI6IMnNI/eCZJd614iSGpfPM2tlKt+UnTKun1L6dDKsBfDvZ6bpOSo+8C
bk86QsG8yNLWC+Xi2Vw3svUBTwkhPLeQDOKWws05OvGllun9y4o0ZCFc2ia6Fje+1pkYmn4NvBZE
DSrmbrh1o5hA1hHA1mXuWDhiRTllbC69mZeqftnk+oJ1rzZj4qtz0r36Dl7y0tVtYu2i+nnPLFHt
4fOKHOSSV/0uPiK4xihF7q7M8Oultsn1ZoSNumNqOxoOCHUskEBBSBEi6tQhWfVUS6LMC1lAXRfj
rc2i3rkR1J3VojnB2iKYEKOu2VRGNQRVbCwxI7wLXQhUJAjaEvY93dZS6GBJlasRqCyEwAGousQI
0lx+XpnuNEaqSdZit2W3VllgIiq4WaxVIY3NJ3N9C6zQfE7bzTdi5CCvCbNYKq1S0NJ1U9KiEONU
R8f6hd3IXfXLgbVQDpNrzqXsKdgwGpKIKusmAGK2aBAUA0kmhOqQldjONOOy1mZ+J6e2JZPQHaZI
TidTRzTJIh+hhUV/lizjc76Qz/B3CKQYtqVU1yjQAaJms8n0zOiMm1QOtVGXQA32UMtT12cMxic2
KiyZL4ZbQs4T5faNjljrLde32xPCADyaF5sA63+/uxjEyv9F7VMyULs6s/i/wUj6gQ7gU4aM/W2y
HBN1oDTjXdoHxqQWHaSL6Z9nTT0wRFoyRcjVCIRsZpM9taWkYyJB2ArCtm4kWKSgLcNDS6lfPNjZ
VkhlhNLJy5/ZDCowafsS+0qV2V3jxBKcINxaBfqxgU1NMwscAnFqF2UFUw4sVtWTqNusFKidseZk
qe2OCYorayu3M6nBFIFsMlCPFAoL/eqvL0aFO7QG/Ul8hPp5IpwsB1QmXORUXfQP9ACJ7Fz5okJi
Uc7yxs9rYuNdc9YdrTNZWdqx9SGNXWcGxPdG5VJQbOEwNX63WMqmviK5nLdiAqIObmB8InqWOlMq
Cm4F5vmzElCZBDbW3RKyHLA2MAkighXobRYNvZ8pqaRrk3JSgIEVZ4KbT8ATEC/MCLmQWyXbUS8f
NAR5qn5iT+aZaAvoNNIQK486F06lSR7nIBbMj0S7pcCbVPpWxkihORc4HghcocP7HyGu8E4bkPQ8
d2MFfmSLZr+YdbMGUTBFQa0d23Ga2wWCbYX9UGvkRfsF7X0ejFr5u6GCJbmJz/M8g7X265nrKUit
/4a1WoP13S1J1O21OGZ5YR0Izi0dSUE1w946eVhelytM63xxZGyZc1u1Vno5jRHmVfM7uvaeeT2u
TWN5eUuny7o2XhjPNVU4nJcDRxToqtqXlStRKsKzy0xLVZO6Ullzma+yruU+nOqRUPrmztvMuO1o
VhffqjvAzCmf23Zm+sIWrNjLHeXDUuW5tEmI7KxO6RTcgSmD6o7Krh5pj+ixqNIRlytd6fCk+tV3
0iGAFVwOAcul0t09xDR1SqoVRcUWOHMihW+WdvPX8hoZ7ZXCpLvqYa21viJZV/SUoY9VY0Z+WQhd
17zVlQCcoBwSu4DE1e0yNpL9tdSNRlWADwynD0JyuZYEEGsJR3KlCRGLpfrjooGl5KDh4khWz6YO
JVY3GfK8lUeAnUoguou5aXXOTCEnReoBqtLko9mobAGdK6OBtcfdUiDaZJewtcpVVVul/NGq+j23
y/mHTna9ZQDVD3yurJ0CvQANeZU6T2qhLaoCD3UNqz6Psxp2OyajbFJm1YYXvMLkcZOXnQu03rev
kssa7vI+DbBFzdeN6WLP1Nn2TOkGXANUq2NqWNItB0DVxX4jqlUcX8sCr5LsEzcuMQyrh+1hVh3K
kdXm2uijYmjhgb0N2FzPbYGOh48QKeGBTXRwTLkkW18RhxVNmWEwttagkVxDuXUmEx6rPWKIEbmQ
IkHcJFFxWbcgi9x1dZmY26eW5F4ybj6C5TSjeZ7MTQ3nWaK3xcfaJpqKH+AjWEZo31bag+xgixlY
GlrV1LSvrbLPWe285iZI9DSbakqpEit10ZVGjzI+0w4g0PNumO0oFzDPlXeaFtBxAmjaSOF+cWb1
PG1elRLHtojYbBjlehcSbgtegsBYfZGnrqRyqkshxzIjdKAsXU4KIhMR0aMUKgeYqIXgxG9SOL7Y
c05PwMlUAYDFk+8m33305NDyY/dl2joZHFve0xAGi8WiOZtOwmkne9N7TsfKqqV0Kzl6GUPaSz95
w0Cr+SK/ALvO08GHjjj7aJrTRcNbnG0l7eNMvlUe7JL3OBJpc5A7Crn5f3MxVTbkIvLHb+bQgtAl
r+UI4++XfpJOtMfr2cQ5HEWuXKKZdMNe68S1l70/PMNd/NQbkVQWKRlMeKuzRJv86QVNk+5kknhU
WcHlspXHu+kYP91pYS/Mf9HZeuEMXtDG9mlgB5N0J+32P8gBL+Di8OiCL3cfLcMhX3rpVgGeIhgn
rW6DwrgnfDANAHMh+CbPPnFeRcLjvtJLY3Wi33B3VyHkgThq4OJ4ckAbn/ZhD77NMhCJLPRmLpMg
7YLi5SO3uzz05Pj1GLhz+Cs+PBfNWUE6Ya8rls/iMMhQbsH/DBeZ2Dl4E06ZGHa3AskZjDm0xvnH
Tf8Jzz/RcxmCNncKvkF7G6NX++LACdyzeUqgfNPCse+l6QJOR/MsWcBie+84/kkjCb479TOoBJhk
cHji0ygV2aDxIp2huClQS55HCswut1oQXYD4a5AKOpZiN4GPePLVUz60ptrabu0PZi9bzmhmWXxT
bqSp+5gzd06F/PpH6S7x0/GXBU6L6DCi8KgfFXuPFPYNc/9CTl5vjtXlX6ZfiP5mYMuFF3yw5xcY
87AxlrPCtXuZD5vPPDvyPGsrnQW9ge9zATclWng2OqAz72k/zDcoBvm/Jc6yLb8Ywc2xn3ck8mGX
ZkFza3+2zBZoB3WXgL7w8E9b8B32XeVbxKSppGKB4uiJ/BTFyB2pW8JR7iMwTJUXfwZCNk6Ao5z1
aZZF7pdWsWfLnxfFUx+QXEE2qbsmB4D5iQ2Rusa6wxY36LvlcsZeKW8vAjPf4o6u3UCmu1/d3t4R
sEzTnZwH4GL4ldtQBqP45UgmHpxUZe/pGSjiSdBDEoqRrxb/hXxjKq4Uqv5Gk4pIEwNRGkR9aBK7
DCQZYBlsf9TaBiLYLKAIWG872HmhjZQjcxnTj8jEToptKp582H0GslksZkiHe6UHcs+2shSfK4Ol
VFNhK6TswKaBk7TX3lLo+EipQWyfJ3ahoz95F+XBWD46lpUrjTq919FzEVv+bPfc/kamvQmIYOMr
dCFhsQAtOPzvF7P/IvyzIssz5YT0SNCb9NBOGxVLt2gVuRfKuNntx6TAE/iOzg96EKW72IENyH+8
PMLnj8SZ0hCu2jUOmxMrsuwYBks6YW97fcfntuVtxLm7qUC5fSzIUbsR/C2k43HSf3OcKqn24Uaa
p56b56yQCtFDlElHOQkICNZBMFBQRWfOXPUdzJHnTBDt+pGh8r3L3hGlxPGGestQp8tyAOkAhnah
PANfKpmRHLEBV3KCbMGIJhuwsS9+qU+MxdLpsdeR/bZgG6PEfhw0dpzTAHgjmsyZm0+O/LhYssNf
T5SLM5n25grm4yT7FJwyT4F8+rX6rgDyedQLgS8zO81hJubEmvN2AOivNwT5RORPsw+lHGaun0V+
kcvMSbnM46xw2HenhSuf0KShOauJ20JYGTu5D9zlowzICAkzrtrZDXP13AUJlM8g0snTWDaRAwqY
x5BPHGXWvI0J/haNftNQpm2qi7X11GUdy8DWLnBcg0NWAzX4byyxj74/nizHIVvAucO8siraDtUd
WWan6dDy387s5WiZf9nadgaBDmrsctiNTDDEYeAU5Vu6vlthUphKEXa97U8Ba/QUZpi1vPPdF1BK
Agol+L7TmGWfOV3ci4cs3n/yKMXqfuAW1NwymRUpt1ViZGHlrnp8NZdYASTELDguJDSJuXBQNq6Z
KCJeKLvbDrkSBe8Ahi15YRPMpPUJdrhyogAd9nXlL4ET2J65fPP79jxEWLpvnEZz0d6Mlkhh7Rgk
wlPnDFIFV8jJv3MmmQznyGs7eIAQQXbi4sIUd+UUMQyxD9LYWjaSni4fE92gU+ywfxfZXuH4MnI2
WilIEhd9BtB8DN7kZhSwAq8tcdHB0IMh4EoNNBQSsElTaQ+fQdhieCJ1AQpDnnL90AK/IOniQnnS
EhwHP3oqQZaCfML3IWgqDzDLHJtwIk5fqmOPc/8flbznKToHvroogwFPLXwc5EveTv6Szodu5tvt
QK2zxVvxY9rvzW2PLraJwkhyAZiHuBPl6OC52rmU0YXfeDeFo61RD4Oe5R64YLeBw9/ap1bX9Z1o
FyxRCFMHen77sO03BegFadwp/tMSfEL2/6GZenHqRxenGVKgnp4LHbzXNDOnEh8tCpFRPfb8CXIp
93J2hvMS42VpKnBbuu4YI65HPhR/mEnlJ25L8DEmuK+vK7RA7wn3d1uLuoa4VzuFFbNXnl6sOSbD
71B7uLnJc3+qEP8/JHXgSPeMQN6A8AuIw6n0CUlnUNkHXQtmQ2oCE44e/CllEUwuq4SRqzm+1U+J
MwN0oeyWjsbDUOypMzpRquXVUrnqrew/DT+wFuWf2bzG1C1AoSaPw7ge6WviHkpHaXSHdLocKwyf
1M6UcjGUuFMTxcfQfpOqh6dVwzovPSDEtL/H3gA3kM5vNKNbnik90fm8P+MKf/n2QH1+W5kEMxXt
7WkYeAUSwyxKUp9d4DyxNZxWmLlsiilTBpDZh6CoK6aaTQQspAyMzWJlZsWpdCikPkQ+4FTBTQDe
TYvsMfGeFcdPzMKIB2u3vaV2ESpNiJt1XFYrn4T3ofpeqVTGoHSOzOwKaurxcFnvaYGGEZRCl5yZ
EXzqF3Xnv6BEciwcNCbucub1Qr+d8j0omYdbmOKaDmAK2Aa1i5a9r9y7D0BzcXFmKUUANkrmdVRw
qy7QxcSFuQDirYAKw7+beFK8Tvkh48UB8fpCqAPubaLhdErpY9Q6bmoHckKmze+STKtoypaoJOtk
MyvRngIL2pcR6ULdSYJJ6RQrzdHlOqMRgOkTWzao0mMdpWLU76b0xbSiUWiUviSvfWozPFqanbCh
RLNepjZA10K20F+KxUSz+yoxC+bKPXwHJdjZBK4s4G60w2BVi1urUq5j+an6nzLKqsP4C3XfcnUa
2DUuHEm6TuVT5z+B9GieuKz1Yu+JfIc/+adIqZJcgbEkT5Vvo5OPJJJc4U67nZnaOd4FSPepwFGI
tvqYck6AXKRCV5VGs7itbZZaS/IUOV5mWa1TipfKNITz3ykfqQ2Vdw6eJrrGUQmN9d0/DXuv9nGP
yPNCYpcEdhgy6QQea7lgO7e2eeGjroM7O9lmd9Ik+cQLCqdPEAWTR2HDAscpW1Dn8ZwPA+w8brjQ
nryjmYjE6SLGGXmrdCKd0G008IKTzydzOvNbuXKFxH7+K+bSuIiFT9BTChSg2Vc6Gum5NspkXUDQ
UWaApKuQ1OFcnVfQNQEiJUIWsDZtwFJNwzRSLl1Q+Lb4t+qEbP7bAhxV1K6Rzs5zXUO85YGhblMg
eLo3aqULcRqq/ZN8uexiz07EhDLYmknGrJnCjnHk0gt5IjPe20je9hSMeJIrZPrtbtIHEmVIIvkj
CwxsTvisNW14BV9aThxtHORcodTeB2SSzLHFQeu0+46xSUQfN2DcaA3OkvxNvGxRMPtIan8/cU1+
JtGZsyaBFAJGB7J2yxVOOJ8jeZn7U5ZN3+KeblVDP35kuYwoCUl27S1LTnW72JUWzFVnS7TWBaks
RRvi1JSeD6XO1JW8n9r26rsaqVuaWjq90ZRVtEd7yjN9MTaVxOZgkujqoHKA+w7AIS8UMskMM4Vg
kpqZnQyjQKFufwly+NNNmU2m//DbD1plulNUmtCUr1tle1zJ+Ynrr1MPt2dVpf+T9Z5cKiiwdYwZ
QZfbsatrlIjuayxpQ21LhxekMuPukDUwP4bzXmfcIxcNOvZSZi+tWAx2gRXoHAVKEbPfKq8kDETO
JT5c9j60cUk/dlzpf2PObJ7pMjplW4TawC0vxFmsnHKvFcYnOMJvd6QomOXkCoKh41+lYtYBrY1s
MD6lMMgdxsCSmtLytt7qryUIlGsqhJXLOsPCQVMohV2OqwiU8Bfaom0lCo5bk8cgxtYSg7mCa72y
Go2nZT2DMvmWO6sMrvDzgSd6jtxGtkTepi3yEPOANeeNg3BhB4k4Z4XCiWiQb+DGDik+sVjsjBq7
cEmz3+hiO/y6BSE/IwLYBXzZe6Rg3hdRlisN5rsoiJ0l9BeB8DeZE8Ehzf4JPvntQDxLc5J3aBRP
CwfsgCZaAPppxgvQuADHM+U7CusF8HJ1YE53C3iv1IMb2sN4Ob1wf/ulrtotYnD8DBaG3E8088Ih
EOFis+vN87wBs2bumSp7W+ezhG/BmAod8CVSKJm3dAScuS767//0dMbOx9gRe257sNOtrL8efWXb
dgLJSG1qI3Nw+xNZcF5WTgNixodUHSu5aZIy8vefIStAnliB2t5TyRc22KoHRB87WHyOE7EJBMlO
95e07xfHXD8GXuYgZ3Y5xhjVXd2ryG1K1EISWDGtuXVporZm53UeX30XwNNeCr4sKuBFjS5IzI1D
PJ/renZqgS9mat/Pd/EYb3oDJzy25XSJ2EfKC8EIN3Fv0eqEPR9YYgM5bgOQQnnjEF3O+9MilCyV
Nh2VEULApwB3u7LNxs+YdKOYyYsA4I8od0SacTHeUtI9VI8WNUCcTizkaV5DqFxpg5MsCZ3y6oiB
UUTqabuaU5OVAUVmbpMS4xKY9YydhDXqUwp/C8mn+mJq5whTCOuesgawRrlT6L4T6xkfTMLJJpv5
EmzYKOb8aVV4Dka2ehLshL3ZIdC5liD4yLDiTHzW0IkNwkw4wvR6khCDkat3mw0t2szCXM4gOOzB
58X+B4Q8eaKuYnpS9KL4AG10KeTyzYVdsImuPRBPANlVzkaswIbOmhZ6Xf5xfUCZ0uwg0TcUWgIE
/8j/plbHuuIRmtjposzgZM1JnZqZ6my4dj1Fxe7S0MsydSi/cuh/ebW1qYAUIurMaE8nc7OimosZ
UL3pY2FKMrKkTLY4l+3zVcPhKvRMTBItt6wAmi54UyI7qPI+CinxNtUVdJ5JrRFIXlKFQomre99s
y1d2hJURfgKyHvAn5u+66nlj5fV3IqWH/cJPjsrITzlA4oyVzWVEoROFAMft6R5IchRn0NsaCd1y
yhkLwAvBIXr6VbaFwI870a6Fl28uUulPXvOBvalsSK7UyKdFqAyNn02Y0pQK2XDox8unhs7VMbX8
Gm/pL7VgkTeAJ7kdQOcU7A7DFulMThIU2fjogqo7NOHYTkC2TJRa6O+rrTxNHh/kjU6Uy7Bu7uyu
ZWKUgLbU9jmX7TiFudJ+nYvhNWPUK7CEONflCIZIxobpy6Iw7KMmE6fbWIr92t/5HrpSmy0U4OMd
Z4CsMcbInrj95nMlQj2k+8WSNN7cphHeXxRQzEGw2VUL0Ehe6WjKO5buJEmVdtXQkCrAYkMwkpwn
qDeBHt4dAKv7FjA24Nn+MwziaR4pfC46YuwuJhdZq3G+Yz3BDcFIA5hqu9xRCFd4psoZoLfInuly
aZ3Jsn8XWxAfKhsf6Wz+aC3Ptwx1qQKSLEuKEbA61egAfdNNYrgJK2ksfCVCJo1yvvzirPfj+Tz8
wrXYKXK393nZxKdn2vNJtKsAUQeC3OFhoSyIYFPLpPZYHlfq1FTF6G62NNB1FAcRkkUIUEMdSsKA
LLYb2mNXT4q+Q+nfthIkxy2UulHeHKQnwBoygTXlLMRET7tfmsqRQsdYFEIOLdB8qZWPoDZ4RASC
BXJTfukYgqVh79wAtuYkPFOX5Lc/J8qq4Fc0Cbc66kpOQawcgUVskc1zKawJDrufYxKkzbEb8Nnb
7riVe6kdbGLQkI0FHFuBstuy+Vq24W4bWo4o7I5aHp4Y7d+2wVxqlJhZaAaJ3AFW1AyK3mRTTkJp
2b1C7ucNP321ud2adeE4A8OUndqdZnzcdc7cLIoWrDsO/EcDBJWvm2VepnC2YGk+EdJPRQ+rYy5e
s7ylNj+3JsouKudEtGkgEuVQQHSgYFfDs3LUJiSa0e6jOS2OG+nfTCAaY9deHIVO+tIMbvsRaif/
sAMXhNn7+WCqXA868JRuacDn9sEHeQ6Ubd6V24W4AN689dZH3r7gg06UeK1s+aLZkNZbexqd5qGC
thkqQJqL+ZK05U7yJbDGrJEWS9yz+EUwKbp0lCw+6M8i8uiDNCsmKZIYRlGTKS9R+XDgPb5y5kJa
JOwEnB1+e/E6KE5fn6Fvvp6C718Lk1dUNrvXTg/hqN9ddD+030zB9OT8fsYjD+tIzkX66ke9RofY
cZsWXfQxiWDkki6e9IP+LpjvP9/r7BG3I3bg/r7/PpcMIhyCs47Np3g6gRlhC75IeLoA09HFiC4z
tKtg9i7NmnSRzNHJ+XwZL07uoalRqGBGwfKENtmJHUrYmBHxWGTCEpHTxyBTOwZQ+zUYO0WS8YZz
NpP5khTvc8WvKc0L3CUNviXDYLmlFGPr40FubUoRP5PBwiMKIrgTKxUKg3NqZTIs8vv6/bv2hpVz
zTSxP2j7252Ox/svB53NVpCQxcYMy+FOs7G7RJ2W0wjsFqCB5XXe65JhXQEQcg+eo2SD6fTyUvw4
m3p1Sl3pwCPk53nLUgY9OzwWR+ABbERL4LgtFC0uAmHTqNuBpwSsjTEb7ODdZzPlzX1uTz8/ep9L
/jbXftYQsMm7787o1IpoaBVjmDG0/JFyOiEIHT88V6Ju09m7NtkXTirgfbSnh4gegWwCsqwx4YWM
i4XV+EmaIwrzuQObUJzQfPztcD5PO8Up8ol0Qynz97nkb+qj4WE6dnSp7cBjWOkc6hXMoWUNcNJO
467z2ho0rWTxMZ7fJ4dvJOWJbpSYy55Q3oFa+5In0ZmVIYX1UouSiYLKZzIJ04OEyhfZNF/K9H0u
OaklrYPhcPBlx3vdDT1xOsveJqsYykkKJ22CKcUxsLYSHt1HLEZJVWe6a/Pw+QbfUXYaDy6Sj3lY
BzE6CuqfOAhlHwwdSOysT7bf55IDYidFs0MaZNSyHPtJuLXVw03YS6d+x7YjQDjCjaIVZy3HHXQy
B/quF973gX0FzVk57uSQWo+cf+7YhXBGe91Tf0+jZu1xJtass8Qyhc6kSEHLyt6rYIOC/pg1dH3s
+II1UMqXm4OfxL1uKPHHdtZpgo+dUPxSUul0AWm1C6vXspf3MaFN/egYJNzNFm8iQWLPz4rsMQ6a
Nm/sCzhdiH7PXY6w9BQqA94HwRKRRoO/zxWzS6aIeZ5yInKKlEOCC8bWS/IQ8HXNZ64rXf3kQbOp
R8q1C6HtJs8MLaoN8Sq0iB3stLYU8F84gPeJ2HivIzXPKqIF5YRM38nj0ex0y+Kh+3o8/yqtycpO
2Hmjod2BfWWv6OhNfM9UM82XUhJH7TJ+vkgLMXIBTqzslzDadaqAzmsQfXuaWDZT/io4gaPhyXtd
MkqhKSBfWJn1SdFL/n0LIA8tB8GsXRd8PlYuTAMVn1p9sL08Ue+7D4p8aIBKnOlmTMKLbF/HI5s8
bm9FrhOWgQXHCv04mHTjVmtTFk8/sND7XDJd5/jUdA/bpQVi/BrxIGTQUbKtUGJFN/xDr6xkZQ6T
hXFTmyCqhUNPwoHqfKHOLlkjsNiZvM8lX6TsvMgGDEDZpWLkYBh88pnj0Ibt90KvRdDzxkIuWAFD
C6c+TywxIx12L5xjSJc+tpuNJFWOYM7SBo+TRA7IfqsxsKCTNpxTNM/Zsog7cS9JFp67fJ9L/po4
S8BOxTJ11dNg6MIcecTHvaTTtYCywBd6soLMk3gEZIfTKGUBuM9KTUGQZWgLdJb0qSNyv9+QJ2SR
HvRcsdO3Px8Be3kgT/6rroHiSVD8eLqcotn/Go1tm/8gwjCTKxB6Sba7RjFmVLV7r35dhylOQ1l1
089lawqf/hqzFk1jpSl2AJgs8554r25FIcgGCDyRsdn3EbZCp4ETwt1HXG4S11uEYEf5ViIu8r1/
/rnV2W+Dfse/8O7zpADPoaBKS6Oe8pvcn7+Qn8LXurqXd5QbCnULW2Z3isJOF0Wj++KAz+33esjg
e/ZGua1vRTadnyF7fyo7MihoImSUE7g0yWgRwQIOstOzVrBlZS7jJ/E9H3iirnvqRJidxBJ2svDC
za3OHIyWJ2x/o/f5DiOCkCGQbppx1rFacjZvzMX7XPIazXsh2GubLLTIOYS+Wa4kf6ZkmwnIkw3l
MQcKYt+HD51LXn479pDtlTXnVrZcZ91lsEEQAxuhgLYDe433ueTDeeFpNZtPp/PvurT1PZUZS62D
izP3FbAdQ99pczlJ8GFvZyBR72kRyfum0a+mH9FzmTCFzveVBWrLc1m0TBU4KqHeECmcnS3D/Oy/
2viSq/59vJDp41CrTjgrPgsw+fRjZDEP/qR4So1Ow6Y0/CecC7h8CSAnxePO5j0faANeiuk5RftJ
z2m3rW1oUVZYsGPyIlDzQuSkB4oXPtjMXvzYClo771V9rSFPkFnNwIygYJ1Gg9LL+IYmNwNCT8VK
UZw48YM2U61e1/NLD6w1adS/FLDqF6CACWa9zyW/5q8RsL4ER9kxnY6e2lZ7WQQA22gfNaCuC93g
TZgW0t59JOPtoifznfheX2/kC1/n6yGV2A53W3upQLwbQycbP98iSv+j2C0SK2UNbCctZeMtJtPk
fS55iokAnRmUi9cHGbV7j6i1hDZ+1BXKnuo5gQlhVnaOEriHOpsxOzv4ZXN0r3tL+aFCW2Aej4p0
tuN2ZqFVfMx+2WIIEscGTG1YDu1wwVpzZj218mmXzLP3ueSVD8OB8uyPGllfa8+lxNmqJUu3imRt
CHCse0Y684w96An1xLtFE9dDKENBAvPTjlFhecMVyDShHACXhO9zyaf5gm37r1l/cUopbG81WuDf
f4ohXXa6dgIuEgmhQ0b7C5Z2XhBPtrPGLLuX4n0BkpbDKIjnaOddGg8sgqylJTukBfcy8IzoGSWc
ZadxAos0iP0kYSXL//u7y2w5BTTJz0ZfuUsf+ZtdMXvqdSDOeaSMR6TwNHGiVk7GPodJBJFADXbf
nIbzLD+yYwtki+6cslzn3tFmEeYshj5uHE2s7SIsTk7zZZKDokA7Kc+4eK93Wai9Bnmk1HGXHrHj
QevrAJ+DD+aZd64wgl8qVRu8IxPbGefN18PP3nzW/f5eI5WX5VXes+X/fDb6ZP/vQjBOHy23nyHi
aM4a5TXyNp330mD395ZzRj6bbu5F73PJDBzkIB7rUvTDeH/47K+ObHF28uhN79nMs+AIgJ8BmYaz
xWAMPhwj/I92e9r6q8P7tBdTUs3/FiQpTt9tzP2PphB24WOEP1jwsWbW1G0Zg+Kdf/zB3jlNLFl8
8/izd+81wgnCFMhXgNvS+n73IH5iN3D0z48Xzz6ahwX4qe7wAvCQ29aIhK8aLKXdg3bnvifMBR0b
Vmv0C/j6yX9zN6aNzrDoHrrdkfXcD/pgu6vEZn7Q+WazdUQ+42znb5zdg/e5ZIMPdcVRXjGB4LTC
J2x9nLlpGETjlXa/+7VKIuopVrptMv2pKWYgOCVr8TGDVXA5UEXeQvr7r/g6AulMx7hEzITr8NFB
8j3AXydUqZb/WXvT76Q8P9Xt7soHLGxw/9CVd6Z1kQO2QOBcl/VAG0gD1xbzylfWrP5YLxseaO5N
8fB5GX+ml66QozqMKb7WxS7JP9c/T+tCFU1Yp0+oKB5wymsTMWhh1REGQ96x3rINo0XF6I9kdn3w
x7/uK6pr1cbKedQzrvirKgxCV9j4b9VPfSyBo/MojoTgvgz4qmDlZ6AaOqtXqvFa1W0sjQbTBP+A
lkNxB+C9YuzVNJBn6vbt6dr9qkO+G3xSEz775c0DzJXlTZT3Gqm1hVt18N9MEwwMVYojzcQ0c4s3
dSkV+gV4r6H7FXbslarHYs9A1bu/XQ89xkazexy4lqFzReSeD/ysvgt64kELtIWZa8EwBmLT1WyS
A2ionBzwi4Zw3FbmDsCg9V5v8h8TEnxIvMa5Efcr6lN36q8sNb+k4PnVyMz7ea3nWso0lKzWmD2r
fVtN/qPxEfmFaW65f5dWYf2wFu/D6i7z9uVtEqUKtIFdNQS8xxe+PEFY/wTeJQmdB4hFc/2TZbmB
FVe4btMzJXGJoQqyyluA1Slb4H/fl/iX/oVhFEK1NPQleN9nvCLOAmCfMeeTYG8v3dVYy/H7vWem
xsDSVYIE+dgix08ktn4KWvy+hZf0/EoRDiJw6it32bYA0bHyUkNqUQY+B20KsB93KIj2pOO811K3
1YTNR7rSUkEh9tigBwS8R7JiMHucm2VLXR5s76sVbfygxlYy3MbA/qluN+lCTamGeFH+StNeKZWw
Bx2OdFzIAi5sgv9/vXAt4NjgktWQPqlL+q/PRn8Pr5VF/CsADvaUgpJPDN2Qhez9+iZ+pAyNMTDm
dG0T6fxhI/WhmWdc3hpd7Av4bh0z3avdj5ZBrw3wXkME3hr6Kvqgi+BHtRf4DKyGhlxaNLNc9hCr
91clGGeyU/lNeqX5SvjN1uwaEzDg8ftcclHrsIM60RCCMtBzSSjEar37kMne97AYyRta3P9fcdHM
KkQB5KGOzRvUVHWbkOUVn7pahXn/g+RQaWHDVXzpd612rKjXPJc3gvr/+q/zWkqr+VuARtXx8PGa
rJqHt4cPqOl4XZ/iP5a8froRs4QjrVWY2KogWkkqilvvF3LmlRizuCaDvAkMbmgrBP6//Dqu1zDU
w0dAeal1pyOgq+jMvBI99t/0r+D9criacz0G5VTyulEOXFZq1mxj7BsAFpo9Yvo+l7zKm75Rno2j
G/7q+nK+vHGoh9Vy7kOIb2pNNS1vv11Oz9V/tVrYN5rLkSPA/8aA7gF4r8XJotbYFxX53y1RnuS6
WXoQKJb/u4r/12b/uRkhlaSaydQGNGGSwbO/q3X1tJo7fDA1aiiXv7nnA8egJKDQ1FToWPmjB6/M
aE0lwr83Ak9NSybUpGvOEdBE/uL9OhbnZnCoeoxZRooeDewzzaHn8SLX7HipecgFBwuNnxYjBZcK
JQz3ZR6/N91SvrZ6iRBY8t+8Uz/ZkITlkbnXmuZUYjab4kQeWO5vm0et+B/v1Tb0x4bQID9DsyBy
+UtNmxS4HfiHPRdEQLzmNGvEi59aeLp0nEb2STcM7nvCnJ/MgPA5H3cOTmme4En6c3nGbAqPM6nb
Qn8H+ZIsLvAYigl2ghmbieS+wgnbEc9MXDddFLDpdFuO76a8KzZb3NkWF9hqI4SfvyI79iDDzSeR
vYF6zn3+8o9rH1wZ+jGLT9HiGUCkwF9JJ6qjKx6D7W1YIHHRw1PXy+V9udFZAcbF8oyOTn+fzpeR
WL6D9GiqgPS72YLwtsw/zOAFZ7PRlvvughxszmcIvbvP10ttQZjcAvjs1/1pRu3FGW/N3gYpX86y
ZDyloNMSs+nBHHpsOre/3J/ZHj67LydlbDbhGqqdnDU7zSnAubWFcU6z10atKLT6OwY+FE6D8zZw
OgPRCu4ruXQfuafyZRPYyfhnAu807Lzb3bWfJL2FPikFkxoSQeeN27U2Ezbwt9mjZrsV3POBnYR/
JXq5w+mxL1qdHu9sNl3e3eywMKQs90hrA4qPJ6i32XaCXvgx3rHbbvshd7Ackfqo5DogSqnS9Wmj
+h7KaFvXAAAq7pPDs7Ugz+8/RmMHq2v7awqO06hR09ToIRECObj/XKkyCT5O7ztlq0I44OdKRcxE
t6OZJFuPUFPo2uRe7W0dNIHPHOW1fRmjUJ4/2CMom1kvYf+lgdBtyRru0QJ48L6bEgCXAdoEgn78
0XJB8HDZnHWzFmudFj9FYFt9zjbAIh4tl92tnZ2mBw94D9xXjx2Qrh6+gACjHLRGT/JJ9xEMEtGd
jD8h2C3AwFXelTU7mD9yw40Y2QXZgfiBp0zXAKCz9hPNWbqtNaw66pYLNjJ47+doHtWproSXy2Fq
+3mrYy3yCU/IVFb8MAKjd1uHCRcZs6duy2mTez0paep8dILn3Wm+SHhL4OXEYrEdmMFGQeYqa/hO
Qev2liO9M7jtbqMfcnz0S9d4uMjFkaY77Qou6Xo4q+QrVb8a4x9IcaH607Tz+FH6M6lp9fvc9cEo
rh3AhYbg8A06faXeZo0mP5QLQEa8pcRHXbhrWZpEFwoXN0wXsj4dpQs2vca23Yn0yFH6sffdDwZV
yjmbS9p4WRfG90AmrjgLl9eK3PuEEUAxb3SAzFEakeVOOncEpKNpJx+ZeVUGVCC4tQTW4Y4NGt4c
b+KNexWsKFvIbeDabJpMhEAiFc6m9btuRZCuzM0IcdxsbSNEPYLt7eCBgj0S0jZRjTK5Sdd+BesR
oppz4F7P7CWIDKj2Jkp6l/M8J460ziaiwzeWUSGQHt856Z9e7OwwYWOnMw+3g637lMMfKHVAlgF2
HI1mxUiQDb7bmI1/F9rtfA4y3VcC5jMw624ExLLOv4twoCw134silLdGjWxL2QweqptAh2Lw2GnE
2buXB/4XPHxjeWGacAzU4bQjnqAst1pPGl179+cZWrrSd52GJZO0aNiu50b8nFm6fu1g7CWT76Sc
N2bp3/Gng2Scj2dJ014sL9LDcJ5kKInlND6aRULkgjb+7mA6azjRu98dMUjprCDFhbqcOW9tuTjN
gc15aC3a9KeL1u68NRtcWB/2w5kl8/Sn7S0MKCKw7/rO/iZt2ZvYdsLWYN+3rIXS/sJxN8OOm3/I
G/7A9/f0lE+wBdg7WYwTOmNpC9i0w8ON7S3JxqAIAfX4wWF+AOLXS9x896snTqBO2Z4hMM9FivG0
He7/HiZ8g+BeHuwhMwQg1fM0YDNgubPoInBA0f4Yd5PhJODtNEryo6RQz+j4bckAcyw86HQ4dQfp
Jv+VOhbYKqwG3lgUfkPqGhJbbaEJ5S3Too0WP89xI3WsAi+ZlA5aIAriIoFKKWSN339BCxReiMaG
sv7Wh4XIgpGwML6AXrCVS+LPS+pmjTpeMjAbnlly+MRGjY5s2Y6tjY7CZzI8KMKjjBapi+Xv5vt4
lA5tPRaihUG7KWPpbn7xF+mGXWz8/MOtCnHmGHxRODZHKdJhiakLfAtyevYdQ7R4xg+yDGHIsRu6
ED52MXrM5VMELhyWPNmP2GMb2Xbv5/8ve2/2LMeR3QdnZm29333DBQiA4AaK5CzSSJrRMg59DkfI
YT05wv+AIvzgB/8N/kMc4QfrwRF+coT0RciSPkua0TLmjGZIDkGCBIkduPu9fXutNb9c6lRnVVZV
Vzf6AuAMMiY4F9W1ZJ71d05mnhw2zhsmaQU8/8z4ctenB/0b2/6ImRJnKziPTk9Gh91za+l85H49
GjhGYxxY+Ltnlr2CzcGOc2zgdePUDUauQRhMq11phrzIm4XqIUP7GyQ4OR08cV0r6i2bTW8J7djO
/lr0iwd3o4PRk5H74OBktH/kue5heGJ2vY26HzWaH1zuWNQaOc2NVWvHapjra9fX1+uRsXY6rN/0
Ts8HI2dIGTdvr7qXa1a9hU7NB227QU3XOTgY7DsDf+lyFCJ/HTvkZvuANi837cgL9wd0ldQZNuzi
4bq1FhokMj/y26uDwQfugWeFp83VbTcyG0ZEhh/dtYfNJsPr3sk+bfKCO+aJb68Nm4G3OjL9jn3W
I6dHPrLq1GlFntNcX2uFbvP2/vH19Y3bnx/84ul9P/Kub97wUfD+7rbr0M8P/M1LV/cPnjwd7SFG
tEvtyDB3r+00qXHw5OxG+8qxf3Z/725gehtXr3jY29555jwiQd/64sfb6NvhvSYy73ybe99+wMOs
bXS33okYdlqyvX1EG2vx3KMs1d93Bo9tPmnPyy863DU1MVp1mNO7XTe8u5Rnec+Ef+GFsXkhf36o
BRUJZpOvD0ObW/LEQimmzHPyk6h7MjNai3PScRX2hvtAuAsHdkHBEhSHnzmFQhnDDVMZ1jAIWVzF
j6PZrsUZ3a7o/5foTtPmpbi+L50DJN0/FFHEmTIZ5ZH4MHPhS10H2zLF0oKswleiky3EEeYIjjxK
ABQWu9CMgI/wUwaBSbT1Pj+c0EZMzngPrQ73Qp/LKdCjzDynOHhXfEsu/IcjkgK5Xu83xFO3/iEV
+W6LZRQDZYXLtbjDjKfjv+W10/hICeH/ZZDuPn+V23XjvC/r8EOSyhtFguC+ZMgWp3lPRAYbiNom
T5qsyI7DU6H4nymXvQtqfwfHFEte+FVa/n4hPvEm+kETeRtiddVXIgNhiG8FgrN1OrqC5BEf6C14
Sqbsuxhf46XdzGvxjCi5g8a/j7wv0Bc/FrIQH2YojsX4W0BGd8Wbf1duc9RSZW6SYMNyLl0y1N/P
m/IIYNokwVNuQZY7yaJcgSmXx+LmnwqoKGedICAdXFeQZhOETYVsSFkycw3injswsxEW53X9HGSX
nafaBwo0ULgrxuiJIK4lElE2kgVg+Batnjjn7Q/XeTGe70yScPzIu75IX8n2lpKfmyEvVyE7PYK3
fQh6dx8eMYE7GBZNJPFNoE13BECKU20Vg060mVYsr0IP69nHo6iYF3b6e+yR3wfL9m2IML4Pr3o3
pqeXiFZNbFNGkwMieKD8U6FNyUeXgW5LQhfi7rVUspwnMcGncJ5W8viRkhzKsGlDiSoQpBVl6ym5
5Ez6JZHwQXqWTJCCGtokLdbY1CqIhEgeT4uumIpI1I3cedycfGOzwDLM7o85Ty1hzA3NgJD0MF9L
Km1PS5lcRDuvcRZ8KPrTBb73wXZmdiy+mQRVWFbQjEfBj5ERpPob9ORbmvADDTslbGoUJ/A6OZNj
09nkF5tup3COdxI8d6bPtk1Wrb6QRi7+07ViRQuKZ85fkrbw/myXTD29HEO253qqxOx8G3xHQ/MO
rmLEVjT/XrQedQ3MBdFemGyofB+hdSLP6cq2f9CuONptWxPp9TM+rsSAmDPigcW2mTZyOy/06xcn
h8+hGS/0687LZyR/tdsXAHSJyORTZbW+p8k/1YwD1m6uuOI3mjaLMdJAsj33C9NdNRdNQ/qM432h
vnLhxSLcC3tzlTZ+hpDkhbutV+1VK2qJgb23aDX3XkRMXaWZL2vcdKERq2x3OzFrRgWAPLfKrmPG
7jJIs76reHC3OIYNNfCsm6+kbsNtSCDQCm7rB/DHHY2nX4ivPEHo51v3//vqn33xp5992fgvo8vn
6Obe3Wuu9+8+61/5fL9xd9R196zg5KvhX37rEJnRZw3a+A6jgvfl1sOj64+GJHy62jX/zWkTRd5m
gN93/+mDP0eP76IdNL7k+0/GQph8cxd5u3xSwh/GwOL/jHtPfxuhtwceCXj42jy6+47PD9c2kMVu
cDgcPib8+GO0NCZXj8L+aXQJPW3+KPwjkVi8hMJLfDJk/C6KfsarC7htNP7XDbRZi1lgeOEG6l4Z
Bdw3BehNXlBgLxr6Syc/eu/o747PeG2uBg56x+bvcH6f27D5axDTvxuKLQnBRBlDgr5oUfQaP89I
1tHgtb9IGInjmMJ3Ujgq+H1+zD2Tlg8vx/nuh7ecj344Ql2P1EQS2SNeC7I5/Zj9vAunDvIjvC1Y
xV7bt7mg+HTEHuHFyyhfHgaMN9MRF92JJZDXolrlpOeH1IUReuKeseCzM2BfeW2vRliXRvicf52f
WnX3txB6xJ+7VlvG4nx2Pu8sNnYbI9Rp8yDarSsTDzWLtrD7GQreDZFhnIOStCEa95qrjKR8+dU4
On6rYxgi8t3gKmH6fHmXmlKjMb4MrX+LcIOzi9LH0XucIGKLKpfupskPYWN02P3YDd6m4uBuqbf1
z/1udMhPwb1temfX2IvNB23TvXn24cqftxpip7mSOe2DXvnKwmIyTmWO+LHyFvyLGFNMcvBMYPLr
S4rItIqfT0Pnx/BRvlAushOtphkbM1Opl3q+UYw+RN0VPsfwGEwWI/ZIWC5ZV8XH6M6de//1Dxjf
ooAvX5PKp78ruiinEs0Y2Hsl0c90ts6H4OdJ4IRZgiVTz1wn2qKPrTjDRa10HgFPklnx48SPVF4L
iWrGooVNK43j1TSZo7y5BaJYLtztQ5wJ/xRRDOGFjQqSEJR764qR56ytAeO1Z1SiC2rNYtFro7XF
Zo5meVvzD5laRyPk7G6AtI4V4ttipaUOLzfI6TuCs6CzzW3MvNWj9kfzbBNaeND+TQ8dXyXyXrWX
s11cfs0Gv0DE4WgXERm+aq+ybK/ar08zX5HgVXvVXrVX7VV71V5wS9IS1H/2l2mZu0o7eP1yhFAh
ZUirjJBA77woQl3UOPG+e2Xv0vp/+4//4fht/MC59nT8/l+88Z9D68onjbe+brQemChcXf5ZDXVf
//7f4KOP3yPHoYE86693v3W0bDhGff2G6Tsb6yb6q+1Lb6JL5E9+66fDtacUDUit6aJfIr6zZmD/
EKF6ZBofU16TF3WWTlaXyQ9q5wZ6ZJs9NECmf/i684mB9gzjesg38/JeOtHQ7z1Ag7+Mbjo1+qRD
D9rkc35cX/B4dWNX0Hn4XusW/6PpRqa5fqVPzNUTmV+L6DJ7D088rhM7wO2TAN39vW2K1m+/Yf5o
WVRIMZdHW3JxTLv34HQVRY0IP/X51A5y0Uic48zX+zclQzGq8ckxdvOlhNA/OTvmJVVq9Bj9X7KM
MD6e8P5txrGh0fzicof3p24HtdrZ9e/fdTZuv1c7Qx6qj/awmAbE/JR1Xqkd8bOhrqOQmvbRCPH9
y7Z5QGUUVPMuRaKCHDJMVD8X4lIPg6xYnIlMreXe4nlbjNCBgcwx+9jBx3+yTBB+hMjDDqrzpKuH
W1sRoqs++meDi9qT76FTvvLQpqhlhEIaQzq20IYQQ2KKvA/7Woc2+UHU6JbLt+nQuklq6ConeejW
4m3WLKZ9LDK+vUZk2vWlkNjLstDY4KQmdnsYqTxgKIjsW6gjZof+sYH+rm0iG/dgDpPJbLzufsCf
jdCoE8pCxob7dviIiB1F4iTpuom2b6LX0EbnjWv/u4nkVvchgdVGhG+P8OMCwaL1QTUwTMmK+oxU
DJbyOnjT9WuQa0lK2hAi22Cyh+AcpoDytvSupda/hHEalITi6GPed8NNzyqrfZ3PovFX9ZDXxz+3
hqLqFiT+bgvm8l6Sewbfu/TVafDLq+/2sNfzIT3rxvPYntKfrAHDz9pDH761yMWNtNrEy0VmJiTr
IlOb0gcyRX0+888YZK/KoVvsbjntYZCYGH4si0OYYBlGXE/l3fEnDFAK47oodaFO9sJs4em2TH7J
udK6LPsnSTAhlUb/QPFhZrGzLdQrM+cRUt2Jz+/+s1m52FDRSvE7AfIuqhWl2rsTQ1KAOJ5PW7Z+
F6GnW+jBConLVV/S5hWJxpU1yzNTwuZ88Pa3mEX5T+jvX6X8XrVX7VelWbPEJ6UGb/rt0uNQhteG
RsNAS1GuN8h//3oJCrKrexvyYmzX8JWgvWqv2uLbs5/e9vIvlXg1/fzyt1eQ+FV71V61X/NmT3Ov
FZd/ze+UzbLg5tkNtR8fDzxpIn2Kxz8X6bgIob+DH87SQzZljVLxt6u49q+hkJfa5aaYj8qkXGX1
9Ei5/iHEVF4aD4UKMEoWDn8pvhspJDDSb5bvMdJkDFG87D/h3Odww5fpuA6JWjEJmZImH0/2TD2F
X8O0TOxCRXyk5M6uwR//B/54CPuYko9KYqrbSXbhtU/hNiN9MyrNAI5h+Ek3bscMInfh3LxkOOea
4AVQG01fNj7Sbv4MxN3SmOIBZQiMYksjuC72HjAdp6UWIXSsfIKkeBrswWuhh8YDISpN5P33Ckob
Aq2CYjXD0LfRXIqnZ0+TXiUFNJJatZ0K9qGrEVN+4jSPTVUgeFjQZ3b9L7U3SO6soclR8h8h9F/T
bBrniVbmyjOuUDtLi01u8/IEeKoxrVg0svqmGDyvvc5w0E1LSzBjVFmUxR8plcjDCl0K8kxlpulZ
o5XibjSKjUP5db1d0FEyVaZ+mov+aL+Cwp6/UMz0TxpPq4CkH2m3yeKEj1Bji5iygGdiSbbil/uP
wfdZOL7/M7jnKt9Qy9s26Nq/Ff/9QyFaDwX7kkn030qLqCMK+Xs2vzPhoCwY6MjjjBRjhSf9mWhl
YliSHbQtMA6JgmyADO8ouhPy60YDHklK/+2BOD0p1ugm9KefpvyGUicwTCtFG15liMqTdwiHvMmV
NryQwtjgGOG4QmNdGU6y23JQKqskLRtmjLOja6JvlsTcNB5+gn8CsXvv9zXzAptN4wqWqsVrFKN5
Mpdl2NQeN4r9qa1oQaboYjsWy2hV0KqtjCJx9DuK/KyA+Alp2e9rHqQBH9LPlXikMWVfc1U/KzDU
tigvbIEo1tMgEGt9BiKYV7QXHsJYLoPZ/x3xKgJXVNfva67tj0AYEn69B398S/DaUo7as4Davw09
/yFCf7DKP/cWCN6/hs8lM8Jvwx//BuqgtrVuONofSXsT3ryqQf1/p0lLJw3sJQdraa93qQDOIXEe
daAJmwe2TmrPfcXITG3vA/11vUgkSj+oa0kzKTdjCnT/FGxRQ6GYnR5XQitDG7Iey1jVIBMmKads
FyABrIz0tbncun7zTU2tqsQFy6BTviZaZjpWUt3o23BDV7HVGRv1HNqVZyOd3s5pypaq7G6GWfJG
xR9N3vCBdqWVlt52Hl5NbMsTFaaG7OaT+1qggbScg96OCq6T0qf0tlrhnocVYocqrQs9/C9w5Vgz
DuNSOJfRwcfFUUByvlJP0YJ7peGJapa7cwlbUBy7uYvWFFqtG/4zdL5KcDcsyB5gFP2Z9tOgQqBx
WtCxqFrR4JnaoxlTrkVG2L+wKOmwYn+IigH8RrG0nBZa1MgodUl2GlA10tk5Xc1RadFFPTlzcZue
XfD1oba00S9GXyda58+gw58V51v8WfzXGD698HqAC59q3SvONflzGasSIzxQ5CealnWJKrywpNWL
JfPzuSTTL3yKehq59Br+pEL2L+nznwMjPI0pY7AekSYSR2BIXeU9IU+ueoMjD74oKyVVA1/5pB+Z
M8kErqzMRYI4T57XfK7FTJW4y1pSY4ni1XnehaybwPlXpqTwd5/xq89hkc4ABiPGY3PJtKK8DPpL
t6SplnUVu2QW/r3YBkrEaE1IsUm96KYZInxx5YNfhhYNvYvTRLxg2chmXr5xbQW9asV+dDE6G/FD
1tk172jJl+6SMhQDEVdENInCWe2sid/DjKqO4ar6LGRj+Sm34lsBzu6bNs0pHSe5aqVvF8PFOlif
32vPr7R4MooohJJQF9RIeS+jfIlo59wiWYoJr9eYZ0Wc+frDOoSrjD+qnIWp50XXNrvdy55qPaoa
ts2TCA1m0Vg620umqvwgodloQYIUFYt5lA3AlkJE+nhF8jUqjeLwwtw6fp5Yd4ZY7CKbXRCmVhGt
b3ijc8t2MDNpEtGy+bFhBvp1a9VFqMJ+F6+aq+TVAth//F87YuND9Kr9arfwJXEf87vYuaLaF9ht
Y66R0l99UVwUPLR+jdXZQK/a8zAAz3owYoUIVQ+sPI/Ps3tRSPn3+YnuOC72lFiHhheP3tPeEyR/
GmWfKjL9A3gzVowRLmZB9uhsK/UJWhHb0fijJdgLh7PLgl1mJIZJHOghM9qspb0lKTDSuZX2Ki4u
ywiUDx9zFyvglby6WXlDwvyyH6mOzYgF0jImOzwuovUv7M1LL6X9m8SWrrY8R0yIkdxAVLnnm3I0
wkvo9MjFQJtXYGLmaOBV03Mezy4KMfBA9phvsGBeg7aEsyPICyIskr7uRrzokjlNj/9WZ44t0Yuj
NOs8YYK8AJmh3LsZqoYowSdxPt2mtI9cg6EDp9CCebAOzsDSt7arBr8x8MjmjxrxHhqCJjUJ8+Xu
NJ/cKmoiaexViEaIFcOPMR8qFbRIRtor6/5iYLMlP5pnwWLinRcqYjxNV1+k9NLiCG8eSB7KV1l1
BXvJ+YqDUbZgMYWhhOkVrLhKfsWsxhQCkK/nTQd788UgzcK3mXsjqU4kKPp2VEnCADEzXY4yWqZs
yw3ES6KWueo5gT3egXevuwVEjFBYr0D2KqJfj43aYTGR515uZVfynRe8gIRMRhTIsUidGfkHvz4p
AmWknYvPMZBMND3iJDd+reDJc0lS2pmvxXmJgBR/3/kmieoMKA6XT79/kytteehVQwD95pyPIa9Y
8Ksc9L4YUVxIk6HiqzPDXrVfgWYnsfF9YXJP0fi7Is7qK/tP/wQgv0zFXhebXvsQCkQQXQUxdFT0
RLykAQbd1+yUBD3bSrmDpL2XgaSKI9kVD9aUvVRJUP26EmK5qYCO9yQDKt4WL18TfxCxj3gLutTR
Yp0oGyFOkjIUULIc6Yq4p688ZShDXoW/2T2nZvxUOEx9og5QcQCku5GU1dbIEsIn3DwnGoo7b2mE
ekP8yr74AGXrikiQKv95G6eGnGy1vpT+0CXBLyzQalODcDb8k93jR/xriWidaNg7eWob/viJFgg5
IIp7Gm7+PU3GbgrB+0B00ipwmVShmJWfEEg7gDQLvApeWf+0vtN2WbtizuLarTR4MucNHvSQr63p
lz6N+gO4zuzD1WEq2lkvRiqL6qFOhIq0Km/h841EqizT03HMf9SkJQOjHYVidU2bMkHplqLmiUn5
nvZUvXiudaYdxIbG06mi7pSCuZlqi9kVJEqVVblqFUTCLIlSdF5U2SJdUvKxoXkiP89KVK/d5BUH
3aYmLVXan4DIjSC/b2n22dTY9Ib2HnnlP+WVUkks5FqxNbhZrPKtCqrX0YLPkqe+VSqlU23PWZry
1rzpNjJXFL2s+LiApkTLLMjDGLPskzLzFE1v/xluTuaekgqoP1SgWsb6bWjqUGXUpjLk6gHhJY1f
VPu6/tHtAlP2dp5DxHncySx9oNofF5c3my+VUOJVr2mdd4o/3VC00irg4PfTuFqVsRrYLnbPu+Lc
sMSOXQHToVvajWLZTrra01jVLpa3K5qQ0Fnsqj0LUwZzZb4uFf/UK5ao9TzSyfYfNNuiF0/DQBC9
cIpZARInbQkesTXKlGCAuoZpZ5J5XcLfh+ttjQW4WD2DPLLIdqTE2qoDUqVoA75Cikl3cQt33gKW
4WIaNme3G0P5QpwSiaSK+EgT9aj4679VHL4NivUroeEBUBasFt4L+YmqXRmxWpPNphhqO7NQ9P8i
9HPx96FiN2QeYAeY1REi8Lsy7k5bsOTrx9A9ZgbvBeIMV/jpFjxVT+spFmJDRX3X25pWfgLkGkHU
eU1Rz3FaBx8J2O8h/0F8xuskUIWP4l9qnusq/PNzcb+piPrfwXC601x2JDzsL9MwwyzGxrJMf95e
akxKMTaFRE1GbEIBQhwRAfkFXQ2AHVjJR9VgjH5a6o5BbnXQ3lNBhejBpgL1A80Myj6/qb05UbQh
0Pw6PA4s4OeDukBM0QH7tRi+ev9NsxV6cVQdgTwpoO3TPH/xpIIFiEqBdBHg2ZvFyMBL6MKX6v6N
woIMoRLducvPYJ64LSQsw7iACOvKsvgiQuk3nIA30IP9T0DwGloqLwJGD2dhysIb0caVJB8eFA/5
NvhBL52gqAkFGQqVTGT7oeabjjU3egBqciDYwBzTP0Iffgb6m7zwFOh2ohiHr2hKu91il7wOvu+S
RoTrCge9tI1ah9tcuPobYFr+QrMtuFiXk4491nBLD6j9cbGHfaSwoLeU8qd6Qc4ka/RXcwUXd2Eg
B0pshaDquHRSiVL/s/hvF9GPgUdfaOQdasNJfvprTfITJT0EsuxNNK5QMpOZkZ+KXw3xX09x4kgc
GCFl5kjzDj8SwmJIFgiT+r/FC/8ejekYfgMLGOaGf2E6PoUCiL4Wfngb2tPnefpppvFeOJd654pg
QsRm6mYH9qzg1ox5tGdonh1/1BujqKXoLC3whc8QLxe3UWqYpNAuu0HVANz0FT2nBfGeOa/RrxXm
FqO0nNCGQi8hh4YI8rF3/yK5+mtzcl+JBPQV8Xm1RuklbHMI6WklyDtPe8a1789zJ3t5dfvn+PGX
vcE+Wrs4iY9zcb+dGi3/z4hkha96vukZ1xT/+mySp9nk1ItZdhY9R+1wXg7fFKFX7Tm0TabNDuQl
3Ff0uPhmXiRGfqm0xlK8zWJjxno1UoxfSdtzsc8+569tU2SKq4bJnUgHuQkg2ZpsviQRQFMBafq2
5mr5lTFzQaRXfNoHCIBbU2uTTNEA8yiGxUSD5TiIe0V6Wn/G2aA6svjNho0MqxBQRcU1I+wSJFbs
eXmfXf6zKWdHKmIwvCDIJzd2yoW29QKrpXBhqAUgS0XIkVQAX8EsQygxNZ1CwhM/Jr2fdJHLnmUQ
8pLY1G98ES9c8E9AHTXKZMyYGbCSZ6ZqmLD75W7zwfIwK0CJgNvqHD8ppGeQiSXaxR0sBjCD54BS
rEJLi5PaD97zU6TUDOLOLFxeaK604TryhVjlcPoTw+LAEVexr1GO0AXrVc1XUiDdUpyIUaSnicwS
PPE4Ymbo6cF4dGDaZGw3tmrpvlO/pi+Z6bErzWl+hWY8R5kSRmF1QE8061jFvZECiYmPmi9xfTMl
96tlOZrMPQ4sRIeJBFRB+c++nz1eW0HnCirwInzJxRgwO8eQeYkgMdP1Va2SoX+eoaP/XDi+yFZS
+CYCIzUwxOKkX52izS9/EQkDdHtR8xbSp3n35+RiNLWrz0zUZ6wsQeboARfwOpkMjz6frkqfQr45
+hLM2NtAFQkT6opEOGy8oMkSGs2set/oZr24YWDuKHae5fFvJr1/DdvCZ//8orAijBJC11eaqP58
sz/foMUp9EIU+sLe/esh2FX2njB85v+KEzgqkNjnv4hghAO6ZfHVuwZ2iGC4Y9JgR4KcjY6CmGUG
nCAi1AATwy3wVPyGcDpa7hZok5/3lBuvc534F1oc3OJ00D7ZlW4JCgewJpLQXBMXRYn99XK8m14h
gUxB412AU4aYInEr+PYshk9/IvILKTsuguW17PnkFSwlr9ZNcaE1JFOtb5QuS5uLa+wF2aggne8g
8+M+8o01LIvvOa2M6Ai37mTWHuIF9FC2+ixQ+hvAYq9opCMTxwpupk1TXSlfWaYpOD9GnUK35sJG
5lfIJziakXghmMBNjfu5+uca7BOlpbZ6JknGU1UyWLzByZ7/avChsSs2GOraVxbfVxrSpjr3S4Rj
kMsDRuhX9py8FtB8DbYvvS/2cI3mnXiW+61eE7Bt15yIr6TtV3NFSUnllrdSTnZOlezBwP8FodUl
PnCJkHaejZKfwh8r2pXqIFy2d2BerAaWyBfrdu5U0I+bkjja4dGyJbUsJvu/7BdhXZ6L6Uz0XxaL
aC/elbxc7SvQqSDt6kjevr3qLZyaw1zocQgcShTk9Q3tlyVNnQ4q+BHdngffHC4nWIQoZdymttUF
fT2crnMUaQITKcHhHFkCC3g0SH9pPIXLFaH7S+qXMxDQBj4Gcw3kaQXTobfX5ur8zTzNndqO4M4D
qO15X3gloySWKH1zQyCZI+E64biNWBQfCd05Tu8tINCNYz3tItpD7dCFZIXSfIcxSJd0HexzUr90
Caq1hDOCXVsM1tBUgwDFrhU8eFya3bAEoaTgnQEykZT/OO+pNShagvN+ygwn+SPZPr88y5CHxT/t
FmOa+TDAW3M9dVAcmfxkrhf2C/bE0Oeyn7mKK3FASAJNYc+gq1Z1QKyAaj2SXPh2ivmWHL2fVmrV
Lz8qc1KDmTxUmMK2VWPsIi8RVXLr2QeB4KP7xVFDSTRhFGt3lLa3mZ+mWgNaahwWAoHa0wZVoOne
HFBkvn1vtYXpAVbjZQkSzhUGjaoBGLogjP2pJqtUiZeL2tT1pTcLuHwbVPhM4Xs5H69D32oaQ23Q
iBXFXrlgzIv8r6H5a7UiogHONMrj+2ZBaPVxQefXRMccUUfIUyKK7+UZWKKZOL3nrwOaynTMLxXU
o2IB7gtEt6t8fR0604B/6iqzK66PFeFJHv8XTTITW7xafP7tWgVZnSleXpmmyyEwz9A8bKyjTtWV
cOfKkKuvlSl5+XghJkYzerlebD4Dsl4cw3pzrR8sks/evEQgs5h6o0I83tV0rcr7dzTtfkbmfloM
pvxScFvUSvKfQ+V0g+ptScMez7harwSinM0B2aZ5c1LgEEva9xYxzFxW9gpUjyhfpM9GQ1f541B5
7dzQYgO4Eo4RFhJAnlUO+hleeM+WHrWhziGLIk/vcRxiC46/Pq+9CXZRv89XEt+/hXp9VHuENk5Q
YxX1DU8rG5ScYONPADRVkh3xKTDx7uQjdK+BrBbaH/Pye5HBy+ANp/ZHFwnZiQ1REA+LXMBJ/P45
N7jcqnGJaV3jByqOCRedwzeQ2UC9Ualrwmln3ZxIhSFes4YOKB8mgx93COqI3YoK2/UYVqTwDFNX
+lNXgQYtSF7Juw41RF0HYFPSwrEWikGP8FxUnC1Z6la6RZqOnyN0Twkr3mY/2QmuiVW7ymSktQxI
5TxKe57bqBahJygkGD2mnHyhIOK0eDJc9DqNv1L4ECjmfT0NcqiSBJtyhNBe2gx7wG0/iOUGiziN
iExuBRZG8Wf7moEflVNqQm35RSms4TCxow2Q2/OpPk+x5xjkHCfoPSrRsHkQeco+u8UJiFks9irA
p1Y48WgVD93opuew2AuaX/F38aLWRxCIupmFa/6ERZO1e+OUS8JqQjIAdreFgTD4iWONEsRHFCYE
GlIbEDARQxDAbgUA+ZFi6JYzgUag2J0g77yHnGr6GLisF9WmMAQuTdZQPL4rpkSs4RRIRlFM69Se
3GTanLPCtRHcxAfyQPk8rpx6CnZj18ftWI0PoRnPyoz7fXiLA1WzgbKBgndDsTbWh4GLJZdD1Y4B
3/Fc0CE4F/Wia6IL/Rqnx5tSPpH/CXCMeeqoiZIacIGCYAPgR8K51hny9kYjikIP9dYpGyAThrM3
Ph6emuw6R+eYuelz9D0T+dQ85JvwusH5KEElmHE6ERlem6XNz3ljDDk3WL8a7PdVQ1CAYlPxSZYW
OpyntFeRMSlJe4KnK3hCeILCh4qs2ErKxch7kyTCPvv2Jheo4zcRrfFNgIwWW3xeE1MTBfJjdT8+
LS9ErrBMDh7rKchEPzZEdrmBNiP5QVJriCGv8Ir77VTQX08U2QMaeFhcB9zC5GIlma34OejjGDT6
9F780z3ogLRvB2XVFzjOjPWI+eXH/EM0rmvc70nB7iiwph3bsdojAB1ROsrFHGdmAEkE3y/Z19bi
5M/kqCWv+k+E3AZi/D/GsWmLRPKNyTmTZ19cX3uNa/efiWfeQqn1ppnjSJg8c7nFKGguu7/k2b36
dVS3eq7xcy7n3zOZ3LLrvT9gcCf860sRWsLnrY44XYDG2cC3w4nXtBpcnuMTZi03NjuhGHgQG1Bb
yPeOyEJKtnkUq4bnuiqcNV+wlYoa42sWf2IUJwFwRzz+XZufU2MIo3xmxAxcLkgNEdQ8O4i5E7YM
JI7EuLPOGXccBl/IqZH1wGkJqrVReJWfgnPcNlJ6sixwniU/g4UaIEzCRMevcrbQXbJXI67U4xNZ
LWQfrdniBB7rHFnixAnaZoqAXC65tmGh8Rh5Q3Uf+0DxakHp9EcSZ72tBd0bJ4pHqIMzED83VhU3
ktSVkqLF4yw/xqXZZNrX2VDIzOQnlNaIX21Myo1n0nKDN4Ud9oQ8/5nSl3+vDFmPBpocPvJ2DWY8
/z1EoOyb3A4jLs9cbhvowEfRUtCi3G6Lt4+ZnDN5ZgRh14WAtJg9Z3abdYPJP5dzq9HiYt7qIc+A
CJHLsyPls3RVizwFhtvzobDPAZNzZaHcoAOJnXPIrD4Gs1wUh1sCFjT4K8Y+cEUi699mTwnTEtfT
FueAjuux20jtTvAUgbL8c8sNRWcb8gPOQCDiZgOFDkrgUiDlwK6J/68NISOlpIQ7wqDVA6gc54mv
iONNDHkIwNlpOr5I+vFReepDA1IUxOpWDfDUHsSfARCxOLJrXVMUAat0YTHyWMa/cXwRTuAw0SKQ
pDdrXOI8ES/3lXQ+J1gEpzYwwjF7tSx8SD0dFI81ddkDRaTCviUJQMZ35pel/2V2TNorzneKGR+p
ju/BAjA/zv21HO96kMgJjv1ym7Ge2TFur6yrgu9LpdPL4wYHEefcL5NQnJLYFp1l8uBJyL8mPGTk
TEjVQwMb8hMZs1wT9zfh/Ed5cTumY98bIdPgP+87onYcRsctFPqR2RyaRspNInlMgORWU/kGzeQq
x3yt4PbZAHnmktmq3SJ8vHeJ8RlMYbhhhssRv5/7NHMN4Qba9m2/y0t/BmcIf31LCwkTsI6Xs/Gy
meeIsxCWKBHTKJXXGBMt3Ekw1iHQ14MVUb5kMvPW0ZSIU4lO4lCjyfNFqVtHiRbiB/DEJTgn7hw+
yPCnZPQazAStaF7E0QwnBcYzv+y0UurA8adwx/yTTUE7IjpiKeWeuuKGAaAPZyBxpjiszTkRgBMo
RVRXyP2yO/YTZWa3JTgzBcRoG2SVwjlZ8sp7IOcOXGdflfnaK6UZ9H0HaGHEJnMz4H0c1zwu56b4
0lj8L0KRZAohk5d4WR0dyBJiuDEQVMGdww4/2Iri+mMm50KpfC75/DQmA5s2H8ymweSfvYfJM7uf
XUdRaG3YzMOY7kcnSlywrMTL5fNRSf5zHcRlcgTJGyBz5qSmZay+jcIXivwnjvNFKWpSMkny+nHy
kcfLuHzuBuKI0xhOhkMQejIW8VFN/MDwpAN+eW/KXEBoCHnZEXXLGM40xMiYX2ZxE4uPWL8ZzuR4
Evwyl/EBntjoK4lRYPc2WZwl4ymGSwX+xLx/ls/8cgMmkRjOZHiS4Ubul5n/NdRD1cQAxwnhPRFn
MW6sMFzK8ac35H6c++uzSDB0W8izlNsfxji2bL6C2fOasM/vgZzL+7uoy+yztMNMnqXcPmzyHp3V
ud3OyZzwvaQBs+dSNZn8czlH/H5+n0GIdICWw+SZyS2Tz2azj6gbmd8Rp+sgbofZi/ipqD67LgzH
bWbPuSTir5n8Mzln8szvb9y2yB1bERpT8ZZLc2fT4El7PEnDP0sbwRu9SV2llpCUObN+bYAiHfEi
1s3vxv2c8+CSozo6awtVP0aBOALKiOLZWRfRUeKx7JzsbW57H/XPOTftS2jPwm0fDYWduWLEC2D7
0+dgqeavBNbiZx5tcSS5KlYHrcfgYub2RLzfMZG9irwdXsP2nessoEDnXVo2P7hWkH7lLuhxDXkN
1DpFa0HHHaAn2+i6ja42cya3o0nmVRwwXKNK5g4Mqa8ljzqAOsyCuZKH5VniCTw9zseXMzav+HiG
+Ra6OzDqHUD9iWm5Md9C0xBm8rb2YPudJJ+RYohV4NepTuelvMmAWqH0GsWJXiW5NxavOMcxBcUW
emNfmX1zAJ+Mp+0aW8cJMSMheseWxBCsT/1sTg+w06hEr5+gG2Yq4xBgoQYGjwcLjadyALxIzrCb
x3LINVuRZ6qg3eNKVplz76Fyv7uA3VV2Tuou85NbRdYK7fkfw0iD9KIFo9qU5hgMz+Sc4mRepqbE
v6b6VvFfy4DHaiiV2cxo7hDDMreQqaB8lD1ht6apclLQXF1kx9xQlByuxaKJX8ROgX/g3dLXmUKt
qOjyBpogd/Z2e/qSi9mmmcfxjIGf5CqJuYHqzhRQbI1NLL2jF0tIdFXISaQuw74BfJd8fKiglLCy
hWR+2ZU3hgrfOVEj5q+5X46EfRurGh1GxdHh+7CQP7FjOE5gbAl/3c/ze7TEQbCRfibucESmKRnX
HvI/E70eC4E/rGdx4hgizcwiJco+teSzvvZ81H/dY3Q0Wmj0ewYau+w6D1rYDecup++ayGatU4T3
jXSSJD0GHpJFPJ4ao5VTZML+Y9wumS2MwLwPZcZbycLK//tAEGufxMZin5ujrgGHLbJBnTmxiYv4
wYuhPte8KX5ipPh6hb3a52SKkEX5ezfZY7f8QfsAH8gkuMu1u8OjHBp5fMUqearnxJXjm5nFHzVR
7QSN2xbz0v5rQv2/xT/F872hweFeyh0S11O4bgkjHQlJQ8rqm530EMbpXWNJxIJgcW9hS2z91l4s
ELGziDj+lKy0waDWwY4Vt0uTqC4pFCstkm/h9kQu5USekSjjsESwe0I+/1+Efm7KkDzO9jA5Z/J8
Jq6/JUgjYfeD0h4yeeZyy9jbPCKftBgF3Uesl3uBF0k55ysN2PXL/BsGM6vvEoTPYzmXFE8yTfy4
BRwKAg95wvy4KRiyJ4hI0AqXcyG37DoO+dRbVBMjDbGQ/wzswYmBGItdezcZiiDxlSH/bMheuSkM
zBgOn91j/nzEB16yxqAWxMkyoyYmvkb0xw4K9gfnjZOT90BQ2sK11/uffeBHthW23RQ4sUAizToi
9AFyLS4dTw3UOzXkfAHjQ2CQX1qmoO0Kj7B4ZmTJu8zwLmVY3CW+mNaVk/V9LksGaaNw30F3vqtN
/qO0n81tepyVSKcR5eE9M608JprUx8xCx4ycD3VXZNUSP3sFLHaNP4elv+byaOSAKakAEVUWON1X
sM5vlg55D/x7stjgN4EzRiueVWDybGzFmClcCdnguN1el/5rj8uzYbHrCNs8S8DsOea+nck/l3PE
51dE9qCfJPeYPAu5xVY8H90sS9tINef2eYXLeXw/SWbJKYqXMiZJ3c/LMIR3JIz2UGwQeD/OMY18
ucxgLDa+KYtTmqL0+NLEDfWztKebEWTd4PBbcdJGiwyQnGzFEorI7KvJaYI8bqTdyTxQTbg3s82P
oaUjA73B/IwlvzU8jU99NxlVByMFOu4ri17M0jVMu1qkmqyhlfEys0U8vhAfrIDHeHxdROO6zMZt
8fiCf8YAPGaNa9BJMx1dMdzVEAmPWgo8xSEjUYEvd6kx3yUfk+3bmV0qHwDHn4LVoSAhzFnig9iO
cXsln7flvjA/BejbCZzr8n8uuyrCE3LSl36Z+V+Pa5DL7BWzS4LvruDjKB2JYjDLZ8yPM38txOYp
s28gJ4Tx3RLyJMunDHiSn2dFDrhBPe8q4Z2hZA8MEOa6+J8LE3M8dYcG3fvCGm+i8UrsSAcYeY8Z
zjxNJdTiw5FDEXr4KZq2gSwOF6IvUbSE6HJr5RideqS++ua9VVSzUG+NPlyKCcTT2CaW3o2KOcmI
3S/WEJ2MyNrSNkGU0rbJ8IAZ3KJKmKGu7jNFXki2cygX9QsY3UZJ7LeqxMuZ/Ia6PyG93MSw01BG
efRUOuzJ4daJSfeCjpvNAFxPEv5P0mcHTE6B6gNIvplG+kcCfzKcGQh//TMlXn1/apwk+sD9cjsV
BltyrbWcyFgS4hiAlvVhidWIMn+tKiDHmSgSCthTajFwWWb4MxR4kvlr7pf7gl81Ya8iJa+/5MUY
jyur/Qjkk73zf0CcyXr9p0LOJcz+H7CK9UCM5hMwcXneFI9hftvDMVCNxKkJQXPA5bwJNBUzU6Yt
vGOno+VtsMJ1RguDyed11AxQaJInx9wxnv5x8xGTcybPTG7Z9fo630PS/oGPToJ2NGbyz+WcUnY/
n5Hro5NddleAgserChfeU5i4r5RKIJPFYJDtgfxnFxlSWt8Fm/jOdSiAqC1lPnsDvhRm1ygo+U+a
yQttg7Dy/M8S7wqPlzkpr9roaiqNxs/GkipoN6EgpBGLdDItzI807wiDbAg8CdEW97P7UDmBXRmP
UraexVk/5WdecFx6f+LHPcYPFjex+Ii9jeFMhif55I0HIcEtX5Z7YPiT4UyOJw0xROZ/2wcynmK4
lONPQrmpo5vML4u4yWRxEMOZDE8y3Mj9MvO/k3QHn+8QaEC4WeaXzX0WZxlivRDDpQx/MpzJ/Thl
wxisiiFvCHk+EANvi/99F/UOkikUkDMpkifCnotIbPCnQs7Z7+z+E+5HHvJ5J2aHAy7PplB+6kkL
HXhy5bkzDlBmOftn3J6LIXD5F3IuIggWsu+vinlRZm+ZPDO5ZfK5ctBH9ZUz9LYlITvPo54yeeZy
W1/hy6aa95g9Z3ab2Wcm/0zOmTyz+9n1VfQ3Cy90U5KK6871wvlKMr5Zklla9NHPC6dhfa7aW07Z
nNSCz0w9L87mec+RhiV5B+NY9IQvIWsmSztEesidIZhUvDJxFsxly1ywgtlvMchB44ixr07OpbNu
Typ/y8zMv7x07V+2PVjtexdd7qfnluZo3YX3cOHHPQy4j3I7EmiIlT/RYzQtAC/TvNJqlvPxfsGV
tH67ecY9rbq3XUYTzUfz0frlL+824gn/YMscgwOsjVPTfLO2axfQx3CxtXaSZdjbwoso1nHw7cSS
QRjWUtNwSmY7aZcFpSaSXct3Uv88Sw/3UXYPaCVvrl1JtnCO6og24/xGxvZg1YpV+579EstzkvzZ
QNFZzG6cVljvRPx7pmNOxxdQO3tRJ90kusHCHCpy/uFSNKpNkrZcjNXlAj/JgVm66M5gkskskr2I
RmN5xYPQkHjUtvb5KAwRB4oTNMO3tVSVSny7ApwtabXnLdgU8lor7y0hzEU7iP4RnVuQWPbSfimo
6DT9CjvlX3jrIMcQJpagT5EZxus9m8xCdy2hRlGpLmfcdaOavM4I7MhCDRgeClMdIRO0sJcZSSQF
eIX+yhzL8yb6Uu4Ma7HIgSksz9FRoep2SnTjFNzp1EjqYrrZW9yr5HYy2IbfiV32kRIuSrt1Lw1F
/hEmgTMi2kKh7sBbGhhoze5crFzkOItr+z7w70BYzmUFSfSDlMKRPBe0RPLdZa1aiaEXi1iseI9W
X+22GPRS2hSnrLMJZIzStjtE/Zf2jLwES3dlNlQeHMRG2+2ar6UdE57AY0pVmBUfzm0qx47xdQMV
zfFzP/Uw+eDPPxCqa4kxidXr0SaN7CmGKKR5S9UjRQ+WX5CdqyLYm2hyHBYVIhyU1pWTiSU+yS/S
zvW0zSCHL7+TOpSHYa3AgjW8vCYMWo30VKwJK8diye5PFiaRtIl8H1Vauz5TCq9K2Y8Zom/3hNdu
DNvifDPMjVfru0KLgyUVC9fWUvDSLwRR3wC8cunYEDGCy3f8cGkdhFd8Ya4S3O8qFkByZ2RDZUcj
na8gVY3XyYsIH+PUR1KKQs/aqsmvdwpiphMtzjvQYq8j+CMJRr+utuo7uVkBSvlpFqIhB/3mAeRt
Ts6KokO+j3zWcKB/ASmCXjGAKWF/tziWGcEr9RduzN6982oZzvnQ10xP6fthW+Cd3SuxNbKGIdQ6
ianib8wV7d0rxsIgdsZYzKPOiiXoDNhmYBRqQUroR4uIUyuSZ7En3ASaEBSnpHqNxOdkd3ZuLcrh
WFOzKRfQcKEARBwy2pMfWklo18A50Vmk/ZukhQcT/bCOmP6egvIc/hVvNiUmswEYQ+tq3PnfKJ5C
Gnyzz20vAfGXwMpGoM+H8M/5LOtJsb4FwIBmnvRPDbUHz6YedsZosd7sGym+jkHDGQ7bDydX1Lac
1prfFWohV9Hch5+SdVZ1xWRm+nq/QOPryqS3p3XAgG8l+amhQkErbagDgeyf8hWSsfLe1j73AOA0
+9AbTqrPSWtoPSypfp8UmmX31Csn+YMKsks1d6Gf5hsApOwj94345uxhuzWQBoY2v6hsm5cqYKTV
WTL3uNj7Ybg8nhaGJfRhYIl8jaIVToC7Vj0up3YSF/NZ3+aH2j+mCHdR65AHhVSL/wb1lIZRRDof
iTIYrCu9WKq4gFiivxBWPjXE4tEV4Ho4DcUWmWFDGTxO+frIyVJMlOoY19Gh/b7YcEp8vrZvmJor
DcPgOADmPdDyBnJnSy3DxQEK78YfSDqwDUyF8hwnxyKwXp/dBmeEY0uR6SUj7YuzFjuIy8EYw6Ux
dngU5fp1tMR3MdJIndAN4m9tH6WHZhZIW0TJdJcxZq+db51PvSDTYOYqka+aeXGL7yP/EL27IsDD
dxAJKK2FZjKKnjhA3UD+KsJGk4gXLiliIq9EaQtDjyaCHr9IIYKXROCemA1SNGV6MlgnkgPRp52T
OclGur2kxqnJ+9xG/fiFfShURKNOcyS73ZJcIl7ssufO1NFY/8aI8rIqz3lqqhZLwTrysejKIREz
rL4AEqIyiIXq4nRblzJiUt2U5EKCgTlxXERJGqV6LQoKR7NmPHDZ4SHVyWfJZ65K57LKhecWgJN4
Y4YCSx5rYdAoK2nBJxBrJ524CnIWQOaEGTgaqbJav1QApwiAOTtv42FDC1zAvIW/rxmRBhwDZ8KH
KAyyl04sWHmpBqswX5rT1uaNL5+lGQUCMeTYL0w8ieTt4cQf4kxs7SkZhjBPv4Z5Kd1IM08YiJbM
bcy3dtad5SfJyk3kGyL1YZjIMUIuOvvMOse8N4fpHtfSnRb32Di13bjnBb37WR1NCF4DUOu44QQf
GwBppjUfT2dlqohWOp4I+JUwYNHtmcIKJtzXjCjZ2o4V36AeXhIW+8o6xfIp2y9DybZgM36OYp1c
rAUJ7+LIqhkIYe1VCzwzik0KPage5dXE1uQLbKMCMtBTwYOmPI6SeePL45rZ48JKnF25hsTiqXz+
ZzdsyOeigMAOqEjMu5p8tw2X7759DzCAmcjWUkyBcxLT9YRBQ14DG9fAIYReXOjELXHImCddMj+N
i5hraDkXLPjYQM3ltmCoB3KIvUjOnhohvL/Pbz9XtKP4gFURjsitiwoH16FyiJRwgeAaUUZ+SGV5
rZCrCXPBW1w2Y2eNGSm6wqu7PRFdsO9JBtrYIMkZDozAgQi/v4QXHOfDG5yc8TuesIxbh0G8ryfR
lRsyvMLTMp6zCn9iOFY0ICTlOdL3teVm7GUK8IcJ3woU5tO8SZzTFMqPzer9NGvrxUkfWKHG51Yy
DigqRuD3Nai9BT2vL1VKXbXSr703i0xFmux6mrUmFazvM6aB6YQIrZKIHKWlhExEhBbBsE4xEWrF
4C2oQEPdD8yU/k86X9tPHHc/NlB5py/jNBvCBnj9SIMBmk8L/SyhDT13U7wQkl5O+hxWz7ka2l9m
XKu533sKdN8A6pvTF9z6U/1+vuOeqy2VBMGZZG1er7TTuW4vz3MgZ+s57qCIZkVZ0xS6JW2b8uyg
JmybFeUB2Aj+GGXtglniNlzQZQq8EsvdSZXeB058WibPJWpZEVKdVFGcUL/RQmEmH21dmU6sx4XT
OlE1qzkfu9zqkVRJHyzJLzqrhsyXlZlp1yMculFmC+bISZ0EcZFWkbuA8mOCel0VYO0JuW0r9rUJ
T6lfvanUoEhaskTkrmJRNtIO6F+BvR+BjUrG+W0APF9phP6pYiDdNE0pYI8WYMGt2IaRrpXyvCpu
8RVad9JyacMZLY1KOascgLdnVZN45SyZg9wEXjplkQMGainr7MXxQwrO5cKDLU3oB3lAkZZiiUC5
4ldGX2GuZ0y/sGQSoJHuG3vkUoB6YrSPGlRKFB6hsH2Yggcusrfg6zf4w4/rKPqKSzQvDORzanNa
Gm1+xoSWhqTNLH7yHe2u3VxXGfKJ+DA2IefsL6Ekfi1PfoiGf0S5nFEHsvb8ZSxKHI+c8UDcv+Of
x8dVLcWKFLymS2fMRsMYx0TfVW+wkVMKhLt5QpmRD0MzTvL0FgeOGJOVSeQwSqarkkOz3aTzcrPf
5731vnKkYlAEZ7NCRSha9lPaH0krYueLZjTN1tqFPo3y8r78Ly86m24mUr/BNmwjIQk9Q6SPTodI
JurjkrpjPnBxHA6QPuL3u0LS5Z6aYITaiQCaCb6o09ytNvaEhQQoakZRCllE6gEM6baO3jKEuLe0
3M4VsOuGxuOxsuFUEmYQb72HU7/gtBrUlP/OKzHtPzN2rM0ObYE9OC9XYMZraqvP6fHTvfxJZimc
eLnwAZd81SAYgWI++4rvJeoxfvkwKnomCCHqrXC1rJGs3kaq8kzPl8rOx3U4lxW5swU31tPrkGWR
ty9jmICbwor4SsbDE5bsdeSsasFTTdiGJnzSFw5RFsHZS2dO9pSFJSQdvwfK3kcIreJT3obpLEom
D7gC/HAhUe0LdHKk9lCQ8CzPfCU66UZZOftIaPNWnmtu5JFbimK7OJeyrEXS0SzpsAjEwVcyS1j8
96r4kSp7vm7mvUEuVE4os6acHqPK913ucqeHDESr7tIFViYvbOeFy5mg2S5FIGFa3uJypcg1hWwd
bQFFIvSzOhqHQ14aVzlBJj6W1Il5Rlf5CZGMYsziS/d3NuJvH5GcbWthDchOlAROkFK+YUOhjvhi
L4pZ1WinLW8DStmWhymQtUwWUJAh3+Bj1/puTfkW96sBph5qkzCTmlHPNaPIH4szOKQHtwGFGyQv
Yyoqh6LSjBjxSWGg2KeeJiJBXko0I0zJgQ8wZMsm0qcylzfoKE9Fgrd0yp6ffuewJm7E20icpSRk
vhbkLm6adlBQFcc1T62dKP2sqOvGGDaM+NlunmMMIimyGH37oGcxhtXO1c/JLP6u+DuI7KeIbCKj
x927QcTEW8tktvak76zlmatYCmMIGDEFsk86Ql3NeJKvptkksbbhXMzdrEmsMpBkMYZGLLVWTZ3y
bWfimlPl2zzLd5kFjs7TA7TVtjlcjJyhE4NvJjJyK+t5LFsG6BGvtiwtRxBJIGZaWZ5tHhUjiiC5
MZaGzgTaEmldDNUdDyBQTWOgUFOCakBEnijHK1L6P0O1MMQ1Xn2MKePYp3QXkXPuIX25MEa8kZ9C
ipNj3kyHH2S4jmpr7MeW6GiNXRlQ+7XiiNlLeG7FuuylfcJYLYsfq9n4QBxoIOZ3ZI7B98Fx+XHg
S3Px9h3xGSeRgnVm+837FvqwJFAt2WN/OstsBZq4trh9PUvWvSQNVMJefSn5EQCbbackM1ksJMU/
/aQYSybzyTNlrIZzLYrzylx24ZlCrXk+VcaU4VxJOnNBqw0SO/EeVXYtpsAimW9Fm1eiD0BEx6mQ
IEvMPZ0lrVaiYNCx8Fwhw/IiqHkJLbgtqgJJgv2epGHrM7fhwrfDLbp1YQGqDl56OSvxq+hyCdpq
zMG3AJ3N0Y2c+t6N2A72Fl0L4aRYwcKXg8t3eUfCKzm6Y877Su959d1Asxk2I4njkrM52ChpGg8N
YP3+IM0ms8Al0eRwbDnyUU5QzF74IRMGnLIfneLOfwxOTd+seqt4miO5+amCJWQxjT1Hzcym2kpB
eFCqQWWzgfPJzeNFC0eSnTicBWIVNT99+lx1OFf+zulyXIFfFggzfhpX2HDwyURMnShG0vtKLkK1
PyaovObdnFHM6VBPe9HYOZgzITC/tLpnASHOS0j8/4XxemKqbYmlOX68kvVqFhgQM5WrnSH3PIev
L3YPke9NVkNgmh6tOxHJWYQyqtKN2dXGXJAuO7xkTiTEZy3DzTDlbnz1R1pMglPkq1V1c6eRA1Q3
7epMbk4HkbM1DNR/SbfuLroSMzllZqgps/jasd9xfBsoxKmyqLCKDhgzMmWR7f7EHk80ESfgJF2A
FEwOM+75nU4sjTqNdwwvoUDNGmxSTKDKKtiOxHwk0vy7eSQQ5oLosXliFK+D+qvwSUyhYn1u4iDN
iTDP/ISzJEwSySRBlnNJ6fGgWEsXvvbIEQxRyQXrAqJAG6yy2GNYgMe6brEQW9lPTNpSqY+aQzsy
8pOQrsZrAmWfDmGO5TAqe2Ng5mtdoHXEBinHZqEjK0kf4f48XNZ757v8o+tMYRsLMvxVev+SNHf2
IZMcADz56aWuCS7jRb6IrxbEIo8bUd8/ASnlDKOGoQhiCKbnKNdg2HxtYC0dDtIRw/h1NVNhctJs
KcJtBsqkSFZCH8X2r14F35Vqejw/3JsA/XyzsaU7Wzqdks/ULqqwTEyoWlOM1uhPfGmcRV0Hwo7y
yEsLRJ627anrZ3U8dVYBsD+7jbAyHnZVu+NQUdgPxB/vaD+NtXA+mbv5C/jjQ/gj2XHUQvyoM6Tc
nAjR5TRNG0rgeCM3Qkw/nhjjfQ1C9GOE40FRvhz1uF/s34tw7yV2D53OsKVZeIYnAcsMkaJXsCd0
ie9sM4r0fajZ7pZmsyNNjR9rwMfSgNlMexvO50qh9Ar4VY9pKMoiZwEQdutojkRsr62xCZT7Xi/+
stfTbHPxd3orxVmFZDKopjHAyw13OK+CUGFYVGxmqnvbZB3zoNjULba+2Yzh1zCRgJ5VnNx49vAt
0vyY8SJqzBpKmJXru6/OkFGa2Mw9DumMSbWU/lqi1LfkH09Qgwru9zxLs7WaYGdPw67o2rMp21Oy
gpTzgCd46SJrPWdjx0bF5xY5sSOQX6TZgsQs+xXTeGmrflwBnXe1911obcSU6zDgCNoTsV91oJwT
WxM9WxY47L7Yy7WluOwnyVvEVIsJbmgADoK7pDa/oa6kR3bEYqVQrOvBCDZ9iU/IMbfT9F0XAiGt
72fgg+4oAx7J0x1RXJ8rUCRKvvB1IEwQI65Rsm6xC59LrPtTsTaVucUujiFQYnpHcCCrqTnuT2Et
e8LDZKL+3cSoE9R9J4UuzGJmL4O2+TkSVej6XUCx/bSn5gVmoazu32qIqD3hDt1IKAZvzhWpFdGN
IB2V7qT/6HIvGg2NFIKtYusNLcuEkdsA+SmyG0AoW8xtecwi7z1AzUuYi8dpXJpsvBWv9bw7QoGg
1NBB4Rj8LF8XgVd82KLLGNCCmumYd2uriXxxBupZwJ0RX6EJB7vcucb1gVccf3IebproQKzSu5ly
F0ZGdCgLVODc2zO5iRjthtkEH3UDImlsTVx/XFbAQ66wUtFP0dkYDfHJyB/iQ8zXrJ8Kp7Qq38/l
qztQUNtVohDdl7LYk5+gKbobm2KBly3MoaR1stX/+6AXOOj9P1EcJ7CbvfOUhxyqHMKRkYCi45ga
ajGkpLpkO+1/9/nu0kAWs+Ujqu+N+V6aYdCPTsZoIM42lfESlh+MxFdCfiSo/AQbQjdK3IuP1ZRd
qChkna9ja8CNguYhdGYE3pKE0YkboSYGrGgnI7FQLtKPivJa1FZhhlkCu20+/dQMrccbSBKxzs+g
4SkQQrkB47VQQ9TnR8gi+yHPSTqEl42yIILeBQMilandkCxB4T3+IE+oBCzCkIce0wQIP5Lm8ado
cJO4yCQ2FHqNJptr9CyxZYlf12PVospN/ERZXyyXziRKrfTyJoKcGubrx8dkF2aXYOtPO9RD4TYs
3YS8eZgxmIWwVJQijLRQ8wEK3Vo06flsyLNf6HEjlLPlzDAA8tvSizZAT9biMQ3Ap40Q9j3OEyY7
UecSX7uLJ8VMovTAkqOvQ2PCVZ8Nipf5mvTiFG476a2IVexxiswtCAxkrbtkNa+nxVQ07TwtPdxS
AmfZD1eS7IpcBdtK7daSH/gdoZqviVH1Y82wn4LXM9KpHBOgbRs6Ko/kCvknzm+D8DGZOzH5gffv
iu4yPJ743F8qvIz4GEwP/ulr3lPS/U0lV/UWuOWBoC9VwsG2gFtNdPaOZhPcdC7FVM48t6fNDjzI
S2NF6bhlWSkMe0cLafoaqPCngcthaX4Tp9+MOfsk3qRvakP+GITGzSYoek5BCq+ppHoUzyk36cTU
WBVL/p000kvE8UkKhSM047o4UpxLORK0eY+NWpzm+FRiJh72JatED8c7CpUOY6SRDuvElcSvEIOB
IdrQgKMbD8GFySCm8AwDrHwGoyVK4cognWetlkwwdBOqpZa/qvG92sZRvMVrsrqNRPnh4+dKrGek
4YfqV+ymngqcjL6rvOFNTjJ5AozgcUGWkMxVYoHk+A8czZ4nd3Lj99xkW4XA2ZZbBlCRO76g5iMa
iPnkEDk+4htKjsxxsy9MixUF6G6fKwVTgaHL/atBhE8JUa8m1lVF4MUDNLwlJOUq+gILFN7hMiFk
C3vM6Ipp9GAsNLVm9N9Aw7fCjrFz3Kr9kyCmfx7LkDixqTkxVga3i3I6OCkTTC8VBsxWMgvjxhpi
wQ1LO/yYRn9jsok/Z5celCQL4hdvexozsyLSNJA8Ng/jYRY8NuOV2sv1IU97dUCwRVRQn66l3oyZ
uGFuihHjk6YoxNZBIaYWF1N65kK1RYusS552mMOOxI6lScV0NUAUyxPO4I/2GHzCQBFkvqOU2HE2
Yq3ZQ8dn9gDFJVR9TOJNlFRxbU1EfFEN2U+Lv6/pQagTiHLbnCaUydGiGTw6KKarWvjrnuJ8VRV+
Mw1FviqdvP1NJcvmkdSs0Jr2R/LTa0pSJZMt3tL4PtSMQ6YMFVPa+05ZZixjmJLhbOMszMDKtFQu
SkF5NTJd7Yqv3dzQwEmVdpwTnsQ0Odc833rxkEdpnqLCYuz5lt5X8JiRTuCULPuowSvNGdLzOTO+
E8qH2SzyhIGkOK/oF8+D6DnlnjZJYeJCW4Oz3tTyC2S0NACraw4TlqzQsZ8iaNU2rJStzko/LWVR
Fd9cvc6CTo81EKt59mpUn4m52MT0fK3BlyanJNg3Q+CCPmNZzxgVnLbQhGdBs4jeNH3If5owrga8
zgWe0KJZwHCyLgWD3uP0XEwu6RpZj2EIiBVZpznA/ZkmaQw00+61mGKNxS+dokW5E3OWCinmRNtL
1s/aBZ6Z5slvNLXPBLmzxwO55I1XkhLIxSTrrZdjX8/3LSc5rx+l7Hwwgug+KSKaxMtDKE+xwd65
EudSXOCoOMuAv78rZPzbisKEiQW9G8OVxKYO4A+pM2+D8b4uengsLNNI2LbEdm5DcfI9IFVL0HcJ
ndQ0bxPlMbKRvqdZIP1m8XKrxFcei/Nu3k9z4qx4giZxAmYltSoEMBagrzX1W8XS2tUcfS3PI1lK
2rOk+JMJRe2qWA0HKG2X+i5zmgeRg3so8uoydsaBMviaSBUqWk7HQCjxZCNEB3VhvonSFTwIUbpy
V8IzXvmOz7DEFRQ69sMBnJMpqGlgRVfTYRWv0SG+Hg2zIwmVIbmaJQhNIKvoRu8MDdlgPTcYUR2B
YAtlT+ZczgGC8asxSJ9BChlspuKBsYHc7SxywKbGH5qej9CsFynBqV44EThx27jOPmLJ4t0Z/aF5
6Y2wyEMHs6CQSFEi2yjT3sJcUkEwPeWbfKA1i424NUaTkm64eJ07jxzXfWXs9YJlG3KrFXuVr5HA
RYoZxuhgU2DWYELR5ORfmiHy6uRPontCv9AdXwH5ig8SwMZPRQeO5nF0z1rrTPTKiSavXdTSoFEV
gTssFpsoj3iZAuSzrr02IMlsYEdlXDQLWo9mpy9SJi7uP4bMg7pUcsDFifyxYqX+EgYsCHl8WQAM
W8ESbdCOAEaCFe8wEtS5DHe2RA06mRuWxvhUfLevbGbZFC+JUKelqe11UANHcY5BOhaUR4s8VsJ/
eUDeOXryD43s5EIIekSVMFF+8TLAiR3NrLnihU39TFCQDKIcFHsKEcuOIpKZpMEmsNOG684MMfrk
6L0MOPkFeA9VQLdjDU8d9ErTKa/XUGSkQc4fiF79GLlPi9C8omqXIA+2Fr/YHmgBsZcGZkMU2YpR
odMMNoFR15RCdiJdNiQa5PfW+HZPt+1GGtUGBMmr0WtCMpQzDnl2xUJLSQygvNAaQT2mROgtMf6G
z3H8HreHlpl1u3yEYzGsB1mJGh/AaEM1XJjC9695lc3w/JwO+xryM0pDSO5GQrPLGbzTychBlFo6
lzAlkaFzxcUwMR2MkRNw0bFjJ2DqXzbn3YupRaMDU9QmN9v6yHjfgyAPw03aSYlAXanWpUjbMayj
j9X8LJBRJbI3tAcdqSVmQ9QnMGo3PJjacDCTJ+qjxx2hUKH4uIAI1DcaotwqXee6y1iTVItDK7zr
V5ZJ7zSuMb6fJMjG0T3CTyhxh2KrAUZHLKbkNRAa5qY0D3xq6AGK69fEfX3o1xHxiNE3hNHdUc+D
HMfmmZYFGtwXOdZOFw4yvI7eHqOn26MTVBfo2Y5mSI0wV4T9fBtZG+ThYQqKF3+FmohPyRzGszlo
H7VzAiifi/sgrytL00UIi1q82ZjARlboHYfrjHsmCeNjgNjNYR3RvjDPeHI6aNzZdwQT6CB2GHIj
hSgtgLEopPSYH3FRT4FyXv+Qk7kf12pEzlLdsF2MPLuDhGaF47ojc+03xY54/tYjpo188/c5Yazn
F0xDLgTAiUOmpJgxtbNfKC6FI7wl7s+p7T+YL9lYnyX/krSW8njmDd9bdDZVn62Q+xUY1Y66s4Yv
U6gxpNOT0P4s+WlszJAyLwl2k9ccFVvfoCxTUZLsmycVTYo59m6x4JSYL1fjWDLktiseJDnUL6vC
95vF/rBTJUGvYUZvlnmH5DXFY1a2AMev9uE9W0Qg+RqCuugvaOoirGACFtTaPnrJ2+qiN9r8TKAf
quqGUYDYUtbGKmaXW6zmJJM4q2IsG7opsqdrs6GVpexD6q3Lo7TnVKFrvomf5qKn5locyOaarYO5
3hfmVvivoOS4mFDHix3yNch/6YZ2R+lKP0t5hJIkNE55jc8Sq67J62lajkl6wGaBZzwFNdjMEYBY
wQZARKJE2Ua650/BfJ/a8VceazG325x4YZqun7VajF7SE7dplKJRrAr+SYigH004qOABiOYGkxTn
G9pTftkLDbPAfJRGN/O0YbEfq5Vpjpmm2GSVurGMwgP+so0rWkm+tgK20gVF+W7cEEoxpM4XI6v+
XHvocWkWViDE9kAz2j4qOuLDryvVnpwwZjPHLo+jQSSDeuyH8b70mjJdn7wv06Vx6Wmic9RPKBap
s4aXA3DNCom/YTqiSCw2X8gP/DKqaEncHufr3gVs0TU1G1cFs5dRt2lkssJmwiozydRkxnEpP+Ei
Na5RoUNGv0AyrJwklgFYYjmDMUJ1H0lWl6MiWiS7jM0p4nhRxT6ekWVztE3OYq80BgimwP4Lb+PF
vu5cNQNE9e/esmK2M8WvZLWbliLWHdCNm5o/qmspq6RycSLGVzRr1E8PeJxC3ZI99aeK5SNadBym
XcEfiXs2ETnUjOF2XiBrpv3goBgAtItV4lxzMvXidMRYjyE0LFFi54OCK/ucU9nlfbt5rt8tGAXN
YptoZ5ZQuIpbtgppaFVQBjPDO35Qk3gOkwlBrT5MOJFizBQm75kMCIsULZkrHCmZkbhE0lyjaGig
cKpFxdpB6+fyGW9J6pU1mT1z/Qq0bmIdriyshXmJtjnQasHafBrO5QcKR0qeW3XsuZsjAhTbAv8e
ud7KOO2z+pqKhCJpSsV8dQQ3yfQ6BXujh3qJxZ6cP+JnxUiXsPCB/Mlc1iTOLRUxC/Q+BFMn/7BD
uRsf48TtW/FPpXuy6kW2xERzma+pIoWrhE+V4jYPG38khpzU4gpcedofLUvbmHYt7WBVChjFA7Xn
AHRG7Pd6mgMqV++ixYCDnWKIU1fYdD3dR1fNiijtipI/WtMQSF/ps1/ghRtpo6V2Q+dBUsdsTzvI
/bYSeqpdXUKU+Nmkge7nw2JHb2czaeg8KrEbhVmREuHfLRYKc5bkmj3hhVdkg61iO20WWG5SGsK+
NleG5PXiIVvAFlwhR9QEPnqJDdb98Wmx0Betq6TIXioWl0kyjvJTX8sBIrQnHaQcOZpWB7VwAk6N
fHASs8QD2cKwxNlffbYIRiN9SCrAymiWpPZ8np5oH4Wx1/YWHRCTRQe+ZB7KT5S5niW7AUkinJDD
Th6qzdGPcCL08T0BTdhlwh8djXdBkdlJJoNwjt8pASNZrG/4sX93KhcaWyBPzKnh00W2+qSPhiYZ
i40ZfDKx04Lxo0qP4fwTuNU2mikM2EJxQb0Njq9TbOoK8HBJRP1DN2V6/yfE6YFA0zVIoP5AORq+
p/mLSBjdkTBI9c2U4TeLzXwNhF7WVbHT2yWa4gp74fKAv3lLQSDS4dyHt/dik+wlUypyCOq8ZguC
0g8R+gOcokaSZrG1wOHMRjYFdCG2irppDyCTx19VPqojmSzT91m6k+pDsd3RNw5bYCfuAiq7jIaf
w80ZNTwWF3wk99DnG0isAYAl6FtD45ehsPvNUhycm5hyCrxKJPglTxbwFfoEaUgsp7TeFMuhwq/7
jPUny8jcgQKkonPul8gSQ9onqP8mP52RQCAzcnnxppoorjDZRWJavLrQA3Q6gq6MUhaNF3QVPbh/
G/2igY1rAhE5UzwkPztPCF/jO2a0KkaSoIu3xEpuhHZOQ7uTngN9HYUC7Z2tItfhlOgzfliHJubn
lmJLFMWUe3yWsckU2CF82mEFTmqJ0uFvFE0k7RaKK4NBL4ZngtaWOHBeDJYApB5/d1VK+Zg5kB3Y
eoNL1x5hMTnE9U8cAtpOnwi4G0/u1kMhXoGCDvf4Dg92odeP65aM+Z5UOmr20SBEOH9PRtQIJ46n
mRXlTglmC1LoDacdmCdX71ffKx2BNtIs7p8Ui45k+jmvQCyXKw4xTT7MbYtbmriWroOMGudbsoHc
ApPWC7n4uOnqanHyWFSEUE+fDJPooQbTODUtUbqL7qwQDxECYzBLnXTNisvBWCi14IR1YpCwqMVf
nsRqUcC/rpbG2vLQCT92WghKSt8CopvKLEqmaMZaCKEGl8corLD6NLGjqhXEOR45TN2ZT7cwDjxc
G5ZV8USpofaKyVLzK/4SkEFDDXisYp9fgjDix9tMxk5Q5XnoBgyzqcXWSc0dB1YCJ3sx62knLyZc
HcbGuICYP0l8JesT4upngShIdQTvFXfiPRDHFRTXspGD+QDWirSA4hZUU4c9wvFBZL6QobeSaFI8
ayiTHWOIt7ZUlyfGfhK/+TSCuMEElYM8yUYdtmM+VNIXorqae5Qnu2pSJbQnfwfF6ZE4zZ5Xnt3L
y6mvTYuErOKfcAVUrwuQtCPrsr6e2E3vaHIZKgLgF3w0UwvFAnYYeWFcH157Bg+G2kf9giREbqZo
qTRyaae/LhfDfIm0ki5q8G7mRaDK9mkDHmR/XLbi8PusJA8FJdvob0e8Q25xokpLO062DCkOoJns
C7KB0NB5qiUWfDG7eZ+mJYvwp0yUmaeMcoZvF6dgabWY5rVnyxtMbVoBA0d8iOLRQj+TCxv9fHC1
UuWFTu6fszc82UyFe4HASJ4sDjbiVp8CV6jIAN7gIYXHabaRGOb4DYZcWFNHsNqEeRHfEPeEE+a5
ib+A6a9RHW3WHNtwhmiMQRDMfIHA8SKHJn+tjNBceBMTvzFJ2RYwWpTBzA78Ii828YB5jPF7zV0t
Q5HNMfdKJ1iySV27JJE8ec8Qezbj8olfJbVLspJaIS9p51BPbk23vacNnJklCDKGw+PJeKq5piIN
7EnDbOTarzjm6pn2Xo0wTBAlvZFlE42cZIFaXiuZWSNADTOtTupJYBaJ+R6/0RIL3urRQ6M4Tbal
XLySvpLskH00QUi8/TxvpWWyeSOph8ZgiSfkYVWTgMca3E3+eA/++I7G3QYgn6816+inXSRGgZ6w
t8LC/HFiQgbA5AcVzHMiEKvKe87SbpCWuIJaqs9TsGxCZ60IWzARxKOiiYhB1jfG5exUfjU1K60H
hRuTm6OEmONpkwPRJCti5CdIpUIUeIuO9p5D+LSrH/RYpT2KP0KaWR5bTwrBXwh5htXTcRmITK9R
CeETNRLjZSso9IqT7c/vw8vg5s0zYKmlfbHC8Md+nj2e6fTeYg+caYPVvCFNhW1U65gNIqyDkQob
BQx7al5+CtavvrRgSCohnuyntB76OB5tTWZT1HXIY7d4LoHCsIZyCBMy+0ug9XuZgUeQH6WQMx7F
RfBRqWzJ+tbM6J3A43VlSe0UNt+U89LWxDgt4Zrkd112I1X1ZHq2Igc10yrTLbSqWBZgGMmKeSdR
TBlF2IV1JZ1SsD6aXaxVRxFNR1CT9rF2pVVtgBknOakoNVY0WOYlxE391+DtLbgbK57ol+DofY8z
rwcFtpuQAD7VhueIvx2RmTxpTD4tHdnjJK3RmGTsZZaGQv7hkw4iE1mJVE6Ew0lQjMTiFvnzL1jn
eYlknpzx+Vio9xSFOOU9b2sc9UG2EoH4HfWUnN2JNyd5JQ6RBt8JP8chk97K7jRVa3u76VkYNz1l
g8WVAHBdonrn6VV8HjzykWZNdVdja4dprQKDdhWRleWH/Aq5nTZYK1ODQLrEX4ZX3dF+uqtwx0pT
NYSpme20/dlH1N+OZbo/sOXV2imqr3KSDPdi2l0bodvvyRJPqCHUiFxBzRWeh3GOAnMzgd0+58IO
r6+OlDwbp68YDwYpOYjQrTsjJPbVe4L6RiCLMIgx11MqYdpoLFaYDsP4DBpxDonILMOxeu45CrZS
lqG5js7ketebATW5XdpvI99+cHwU9EksAFYyC8NIthxyqTcS+Licsi4+cu+GZEmWaImXBnSHcOq1
lS7XIoVVsvCTiev3rlUALmLrsvf6eUwEH7jYAJ5F8WUyolxd1UDqqyjezscnnngS9GzXIGbNX76a
n7jEemqjJHwE8bT3pkApJUCINp2qPtBBuCWKnSSpW5jDHqs990L1wQdG1G1DzydH4DJi9Qj66Q1h
XAkiVHIZ22Kr+VUFnDdr6a0GTah+lK62GqSVPiiClddQSOmaIJqpIL6xagNCUYVc1jORF+vI7kzU
PhR9jgPBIz5X56pkbUDNPpMjGSpqbN7hCMU4yF+eVjCNsJTP8pkbG6BtzvgWOg2m0CLEqCyoNS1k
MkRRH+uv5NOrUQqj9H3FmJL07USJwt+oCqjKVDnKDWZzBk0UvGFEufnEUJ6nI9fi8uHHW2+7Srqo
JfLNN1B7LQar8ektMiEgeOOGUON0DOLYE5M4b8BhYqFSy+uqEOg2yJxMNh8K/3AUD8+QwldXAIys
ld9Ab9vw/n3V5woE6ADFTXjQURy93Ep9D6pjNoVLDdGoLcz+TYWj34F5n7FC5F7arDjA2iTxso4l
4vJqBZFZUi6HiuHvCbXbBohgdLKg01SyadKVHypuPdDSERmk+0kYq+FHCg39kI86AFSp4gTJ9+ui
s1ZsH1Jd8pG1ISjpTRAj5+9QdceaZK5BvoJdqWNp4IIM0ktMXsLT90U3bCWoTfx2ctpRBH1LHj/W
kOeZ8HktdOskiPd4GzXBiRNUv4EiscfbvB8b5YGFBgLEnEbx4AOH20peMQ9gxg2+cCS8S1A/TIgT
i87hJdQV8hHci31FrxEHlIzs8oXHITKJRqhjTtzLy+JGJzmKHZGGNFQ+UWvlG6khn78R1wob1ON6
Vd9jXDfov7RCLyk2YQq2uaQXSdMcpGZo62CqR7K6H6dc0xaeRGjvgB8FGJzhwwl9YS2OkVTQo4qD
Fp2zGIhyQc4IQDUjhfL9TJkvyg9Oi/8K0obZSSe/KAi0UN7eKi94ZdG9gGSdkDiieFSYVKQaYOG0
xqN6aQy8mrLudU98a5ywhUw0c6BKOC3O15hTEk8qv/jSH7lxIDLxaA1dx2h01L5tc3s8RnU/4Nps
R+j0MEa+lgCeAzR2Y0d19vi6+MNC20Sc7Gqhz2t0hGjN4nvMYo2/Hy9LQC6WKflTXxhaAzMy/+Hp
23jNPrfE3FiH3yejIjdirxOktG1e4NVpkKexx/3nBvpCWpabaEPojAFLZCmTkYbDa2HB0TPe6+hz
iz949XE8v/Pp0QpTzitjby9sCf9lOvH0PTGwWEOB8JemePwnUoP6UsQkisbjUMhc25wUDrYZ2G6K
+0INlmURwjEb17uBiJBXJUch6eiFEznFQoksPz7zk5nHTBphlEWzFMSSr6QhE/HiI3DdOkOuvTbd
ruPQjNiXrgiKBbyCHe4g+4AfrmJ0Jqu9cBfhZDf+aHvbgAVuoSgITESxiS7yvhanQyI4P1bOHMTr
UpB9pcbH0jRI/VKEmQF1mXwP5DF0UhDFzqleYsCYLO2Fzl0UsbftUXIGwM+MpwLj7JPJLzAcblhR
/NGlmvW/JCEoe2WbXXxsOU3UuLNh/tixyM6TJ+dLm/2HB4550Lcayys7dt+j66ixvnSw1qO7X478
Zb8xPG6Pzw8f9FbM4Mp9N+g139hbv3Ru199y33+6bJ/Ywx4hJ2ErbPzT7mrLx8O96NNW59beHXq+
Mm617JEVmGfhMqVHKxskOgso/mnT+6p7f9ky+hv9M//ooUFOqRXhRjAKHevs/PAw9G60Gu9F7ugN
/1J91Ng/dWrNY3JGXeur5bWOPbjyPb/5nml2uxssqrsW1vpLTz5z7OOleps+MZf69snhKdo+WA9f
f7y6FjaYUponN1533g/748BxBn709ONW23hteRwdUduw6s1Lm2b02O9zcbEe/LJB12nPvOWG7ocm
Dej+affN0Rj9IQOs+9bywyfLwZdhd/PErG8GpyM83ukNT479B4dL55fpLmkbx949L3DqVyLyqG8P
1+zQ+OdGd2Vkn3esk/XT7VH49mjpH7s9N1iyRysPttfbx+Fon4xrzQeO+fWq3WpveqNG8Gjknhgr
zcu8ROjDB53xm84G9qNPPdxC/sqjYbjjL9Ghu3u8XXc7vf46PnQ7eBPfcu72SKcfDQZRqzn4qrbt
W8sty1w1sOPQmns4PDo77F91v166YeHhFyu3lv8+sh20YvTXSSfY6SPir4wvtU5au1b4TtDDbw+D
dgsFN4bft5yNJ9+2t7DhHJ8/JePfCIldc9fcz8+NJQeR65e+wKgW9brtT8JV2kB9a2Tu+aO2d93A
TdMw3OWGQ9af2ui7VtNdPegSp++OeyvXDmuOHz2yPRzUV/fspXD3Mu49XSbLG/jyvQgR7+vDG2/d
3ULbRp2cWf7JO/jkZu/J+mjDenqpj3bXeitBuzGODvzIuLXT6brnNw7wZYce7XSZfh5SdNfhpUI8
Dy2bxsgmDCGbq5hreQOFDC0f8xDOHdN1oTm2H3RNUTF100KnNbrEbLvBV3O8TryDJUOU2ORLQeXq
vb9n5tgUdTed2Pv0seVivvk3PI/4P8m5GQbSTHwaoENRteLuMBqLXEvT5PXR+7CQm/0n4DXdecxs
QIK3F/Lze5l5egoLKk/GvXqbGy83GKPmaAmt9PyeRVlkHDniU/uoI2GbTxmUdUR+73HHOpcm6vyM
Slf/+TA+6oEZAnF8AzYA1eMxCcSaF99pHIuFN/JQv5BPKnOPds6GaIauWAHZrZlm+3IQNvdId4iC
PWqEEe/zOTJD07VNiwEk/+RN5i993HdtLEOGZRySyOCZvagV8U1H9iikh6ID673IPjbYaLremB9m
GJw/docstgpQhzih9/+X92VNchzXeicza6+u3ntWYDDYSYogRcqCLNlh3esHRzjCcf3mH+M/5Ef7
0eEn2wrrMnQhipcCSQgAgVl7pqf3rq49F2dmdQ0aHHEsh6/HDruDDA57eqpzOXnyLN/5jqlWg+NZ
6INtjKy69GlAPsIszEJX9jYyHq6Ijo1Ya0ZtJ6pGhS/Le0xIa9kw9HoeaSZK+akDYmmEBA311ZFQ
BVxfgRt0Oke1yCzkRZ/L/ZqmRlzHUiyMKNOdLBRsOdUFLfLurCH5MSHdJFeXgWOkWoGPMUwoobFS
05ZQ9QEp5Hmmyrzk4vs4KhiXl82QUEUbU4jJC21PgBXhNMRK8C5gqTZF0AVkYheiR1A02ABIItc1
NWpT4IigljQHDQLJRJivfNXTADOaFNDEyyRFS211eZni+GTaMxqr44Dk5nrvo81t3S9Afril2vVK
837RMW1kjuRF7nnB8gJ4MJmX/J4rw1NZlFuFkbNM7m+XS2lV7/wzou6kNtDHlwEUyyr/qoGshQHI
gc+hXDf5tcvS4tuITdoi0mIIhLr8PTtbNpa5mimkhnKFHBAzqkxSF6u4ianHvKtuWhUllALAuYq5
VH05VcQ1qwLISF+lYyIXSl7hbohWZu82J7p9p+OjHmJyU7DVQDSkFkKBqYIRAWINORb9hIZCeKmW
DtI6KAqoEasJtUZZMs1XbRl+WbUHNXUgw9R0RbmKx+OlPsgRk4ZZvQHIN+Voa7YOE2wzmwNtIipy
KjWY/MMdOec9LUsaNEzAMUM1u3LY8lTL4+CIFZNxVF/ZBA9JXazQG02FuiRAxdIA0dRVwVj1LhUT
jRGRwtqr1+T6cohZh583NNiNolz1vVtIK1iaoVvYqLuMbpBIKiLbZ/KhxS5Dxb1CBRw2EA10rRQx
uEt1cQr2u5kKDhhnRuEVNamFHLlcRTOhdh4hTWSz1TLkVKUesJMsGNHFV0szdee5VDBBaibySxvK
H0rr8shB729NpgO3ApnMVkEM8wxqOqQiEjw3FCVNWiN52Y0hz1NpX0vd2jWVHm2BeXq8MiO/NUtP
HzOuWjGbKs09N2zVYztQyRNpYwu/EpLLzMj9otCwfWmRI2ooSZ7H78W76mCPVnRU8FtcUkasTEIC
YilwWqGoSjnczZwXCeTCOjZJCMtGUWa2lKPm6B4MKbS/qbz9ob/iru+sXDrXjlfenDTjy44Eu1Cs
WhuaaSl1z30l/0zdQauTPaN5Cev5wjYc6jY0WbiGsDalYmBawE7ACFcePcJMUbG5JDH18bkMGtSY
WX67V3liR2BpmTfaKy+qxXKbal/lLTB9ZOiF4g2WRgZu0QbJ5fea1ipMAfKS0MtC08oBH+OVIrpb
6aXvLz1atnIXpRSJVf9lS1SE+bEeqo4lqN8e6piVp6NMuDDKGH/Z4voycrJbRVr62tFWFVi5SVZW
/kpr9VcuGgwLFnNfbxCbUOUit4DYZb4v6xQqpUFq2vyXumghh5hJf8/oa/DVbknOXCqlfOXf166g
3X5SvbOz6iymh4ffuacFRJ0rEWFeeVPrsJ+y0qqtf5mvFTbmlehu6ghrBsUDzs33w1DhO+fb+EEc
yap6zgyriFa92qbW6kszA4/ZCihlVuk8xQS8p4pjsstE2Cq6Ujnf48pLalUzCnXdgkpaWWpq8s7v
vg/OUUfDLgVbihYEHEKPyPNa91GjII5yzdXElaWneWPlrjEOHqNP5F5j9czLqNr9KvfLKo7hoCIt
k2da6pMN4G2prvXw6vooMVUGMsPKILGWVFlJ07Uowv21FStbbOc/9HtF/UewRrQKHxcVuR9fIwcj
FZRuS37QL8/jDzNvbhWsrJK/DGN2Gbnl+qfNajT3K5E4YqqIRl2yZPXh+8mKof37y26tWSGvjxHQ
hpafR/Jp76oUFCU6Wyu4G68tAl1FifkPApKX3BO7Px6b6f04nq3343mpnSuQhfhKUsWqpN6sJGrr
/W0y18Ao5to2iTVI2HrgCV9BKok/C+HD72LC64Hl5VrSVVQHhOmkUa4SYOp5/XeBjRUh2+TK+lwt
ZZmtxUeqXgH8B2ib6H2BRMpVWeVyNqqRx9Uj6ZXIWSW94vaVRcirBb39fgoHaTV4GWvEek0e6/4B
6F3Sn/fXVFPZ/HhHnQ6UEKgZqzWn738pWUN1vtEHW3tGVJpLBRFPRFF2iiiIChdr5al01FfCwW5L
nviMCUowGSveG7MRSmeSCrFLENG9tNLU99SVzUrssfzMA1RIS1FemkFSToohU/o1qICkwZBuW0bl
QVlkK1u03PFmFf48yQnLcQ/MP2rbX67Jx0w7paWw6aV7xFR4SFoE4byYM5Uleyj3Tv/qA9g2NNuL
VGhUU/vNTVNQubPkUmdaGJeg4aENMVJb3Omo+yEqiosEl+w5gcahM21dlIje2g8Sjmt3gVOJ96S6
gm8pB0RtRJP5JY2gV21u97Kv2JyU5qtnCB29woZ05pTpSPZBFV5aKcTWSpZMRiM1DPdRvpIWk753
jurr/f4MNTapwC6qRO09famZupZP4wNK+0qFybZT6e25hrInqbSp5DjfaHdeukmXU84JKqtdd8zV
ldqURrr+1bH8mDKb5ZSnZSXhUU359XRlhKh3LksKmrnJtU/dBXueKV4iX1riunpwvKYqU/2grhwQ
U5Z5mJYdJtBGYZTtY36qaHGVxcYKLrWvcqEQ1UhauXQrxIjhtMOyExCD2Uyt832WLwvIYtLHqNRX
0fIy0bE6uwX5IfDmsgORW6mR5EpsPlyZFu9yZJf6Z3RF5YrqBpxfjf9WSJfzK6Cd9T5QP5a8n659
uKwKopU+vahSIs3i3cDY2ncBXOUC4HhtXOWbZ++mU8BawzPjXS92eObj8vmJq8wbCjgxVgCT5RpC
g2hn4QNYJX/OKkrQSsWh+H09ZmrZMAUjfAUYIVWzS7L25G9XQ7XyK6Csq72Q6BV8rVXNIr2SJrmK
Kq9dua1URy303uUbXFEXK/4vhXtAP7g40PtPXq9otatP3FtXO0g38BJlFmu5EYi31TatiCWrOZ+b
9LJfO+iwjLMapbh0ai4LDRoVY9groaylZG3pWu/f74sK54GrRYjX1u0yI+9WM1usMQ+iH4FFSh1s
mO82zlgrl/i2mldKVkfM0+58UR00sbYXi7Ut+EE7rbL1Kl1tCoKK5U092SyTNysii0sViJTtZ5bj
qZvYJxhVnFry9R0pm1tCbBRlvv5DHRuxAU102A3K2r1qK9H7IxysQQFFhbgrlzqiKzLGskssk7vR
E2WgQ7qaJYryJV3Jw2XC6bZ+iLPmwvzcFkVlKJZe55uKte9QqF6U8u4euKt92K3O9kxo9KbclCaR
jqH0HspE8YKXyDUdsWpx+b/lGVQ9FIU0MZI8Uh+brmn1cqM5wqVYtMFdUrmJ6ETPalcaJlbBM436
w8bIsigkI4NQulw6YL7d2IpOph9tHYxsa+8Pc3i7dfwx22uRx2cnUDv/YvSw6ef/2QdrnLSp+cm9
qbggaLmDWs9now8e/Sp98cx1g41mzcD/pg4LZyc/OekcieP7xamo97EHE+8kcjudp82fOhdHr+0X
4eBi8AFtmo68f7uutIF89nfcF+zQZfO8V1vU88NRfhEaLfpafuIlt/OdV3e+6QbNXuEdnh56nC1C
4wl0Hg8352fs7FbCfzNHNSv2Y5+at4qoC0ZStJvW3fqDrbzxwLuFjy2MxrM9TFqC0xDZ0cGbmj22
tobDP6QzmhgpuuWak+EtvomJyGu2OctJbqLNi+zYQ7PY9lpu880k8vwXg5rPhdVq9E6tXjHKjTB/
sGjsddP84nggzKBrmMwbnjU9+hKQ+2rQGCbPqLl4Fr6axv/eLPjCavjtDZTv4t1t5iys+s9Fusus
A/vBESEj33JhltVmvtWI0k+TRyQ5+eWDVuqmG34XuUa475y8Luh5fRyYYzEIAzvIud9oLFIReUSe
iM0Et2a3OnP6746KdoT4y3wz5+NBCxdJGG3Nb5+bfNYmbkcce8v92sHn245zIdASRfenWLrnSQw+
6YvvDjMrPquT4G5rGBphPTVwo1kYGbt927gQITnis6a9HWQmfPnx7OgtWsSvTPQRjR4+ied+GOYv
LwboIbO9f3tYG6MnjwODjEyKDLlYc7htRAcoZy0n9wTUhDVFUiqt+ZI0IMiM1u10OHrAuJGzrR30
efyQROTkE+QOP6AnwO6b8dAFXMdefEEb2SfP03xOewVp+pt/A3d+4fJDbNTOsnEoBMvCMQpnW6ef
dBPHzPs2QfXQK6CQ1/EoAYPWj8buFIxxFg/Eb8my2xTtj4vbCPIzMfmG0QLBFk8efYFfe9JHDdKE
3ffNP+LwPP9PU/j2HGLbkPpTnv4uhqWr4NbiBRguU9Rmz5zjk+XdLfbItqZ/OJfOapHoCoDImSvz
5g0saMZI2I/xeBQ8d8KCgbPAA1bf1H3FUhGQtLDNKbMjqe4FzUWtk07MHk6klnRQ596Os8WIKQy7
D7f8z1oLayoebW798iebP8X1YytL6hb4GadptEd9fhofUxXEFok07gwf/AHxhhQ+3Ak8FSgmHbBG
1D2kxSZOt3GejtE9M7Mg31JXwPbobADFcxK82F+SCyE+ZGCTeT+wMGUzhzj46xP3XxbW1wvzPDU8
+KUT3EEk+GijiGPGU+ZykvHGbpCTPurjs9nsu4/JSeaa7LUP7a3BKYzvhbym1ek3UsVNjBHDiRx7
PiYLEjTvFcu66FwM5j8zLzIc0tZrN6u9QGncT7vJoGU4Iws3FnjEuvEIEmJIs5O7CalTqZnZchvS
Bu/YXPW6IvAqNXHIzw0WgmgkRN4aHRWKE4GLHUG+Wahb40Q6pi3Uxt60OEXMaYFoEdTJpBoPCFWl
JiGlvs3+APGeAIxnpJbV+Ukuf2LCa9UNOHYUV43UHGTwEmqsldrfh1Nnq76oPx3cl36KyB/AwvJx
E7IZElJHJ5pHrJ9Lq4zX0PMZuz3uFarbWTv2HxO+j39SwweLRmtYt6I0jGoZe8Vfp2m4nB4/Nvfg
fOxuMeQnRQ+lM/m9NsyT1n3wzl21swG09jsHR3j01n7ayuFhPG9CxxG2XJ+TGNq+i23zwQaYBZ4N
god2NoY60gXAgxoDzzapLZfuGKELde9sSytl+uK0+CB9+zY5POJ7f7Sp680LW2AjlUIFkwzP4Pw4
PjztO2FKjQ8+tbdsqP8MuGFuY9WbrUFI8C2et4S8IiObpzFnVpt3bxPadlTUHbl480FN5TlRbFEn
z3LrF9n+nb384KW3cbozr53Lm61nFCpzaIQuSfZNUpdeMyIT6YJyuSW5B64d0gCOozzPKTxEDabO
lHR5pU/k1JYwZcbnLmkSOeZO4nzRNMkRJR7GHhYBTA7rcG5IpzXlfn9rtvt2OfNNHxwC9Qcj0avX
fLqgJsI9lZgpGjYtnPHPncXFNh73pn5ONnSHOoxJYWIrs6faslJdIqkV7ufKGjG43zX6H6KfZ9LV
zmoDHCT1WcGmCH4RkBxnSZ/nLMlaZrjZz6lNmGskYs6LTY6F55mAke2nwe2LpfdTpXOKY5sMgcxu
/SQeLl9mvdCB7317M4vtrJjHvJBuck6jiLvESzbhd+EhaaZnwVcPQbzJ0SjyHgJqtWBiG98TyhGy
2jGVjueGtxEgajhQ1LzDTovX2oLck75xjlA9NbNG0Kc0veUb3fpx4Wynf4zR7LPZHl2O6o3UEds5
bx9s/S6VrqgzfgTpzLZslxim/+w+5OHWXaMeI/TXZ/if0I3ntcSYLRrL/EWBdnEKrxiL3rrGaQ2O
Ab+ZF1mqlMO8A90MWGSeEFUibqtVnRew5agG68rYaVrGq7k88uRTgE+ZaUpr2FQUSk/vsG0NaNLO
Ly67TQgdMlU/LdPX71wGir/e8Dl/yApbTpP9t7NR6RHwsTaw9w04oaXPJtBclGkY31BRHlIagSZk
rHY4WhFeSSuaubE8gwd6iCJx64jpyIDVQiRMeYHDZgT7Hf7X+LPRXNmyTFmnRekWdTTyStqAdW0P
ZxWdGtZWLtHw9kOdxS9TzCUBS152ARXN/7wW9dJsRfKqQqkaJW8qq9V+oeJe2ORvTPH0iTQZp7Bh
PolVLgyslKnEeiy6KhdYoKKwrdkLxr8QyvVoVJGErPwK5l26dg+ANmpy0dTS5KlKVx0j4pvU0Smb
VBWos0OeDAUzgvi4s/IZFCBTB3C2la2q1tyt3BadL5PPofNVpFo8qfiCwwrKH+mP5cL+RL9hg8q4
KdiltXKls0LuiwqeHZmQc3JHFAJyA5XbxLuVpxAB7ajYWf6JSjZLMUsw7yQ6Gim/i7RzV2PyFDqB
uK+pCmMcCjzD+dmRtc3AEtJEzVLityJzK1cJiDGfOp7TEomIC/aW7y4fSeUtH7gXw7jifDR1GiPh
1hqhvVp8E1ZptQBwl6lqGLmqRID2+82hro+JmfFF6dvmlln5d5WLZ4YVJkz+4LrLGSw93XezrTG0
sSZGVft4rPKo9+XRyOERdGZlcqd4B/OsOoj488onTal6rqUIztXzjaxzGUDumPBautw5+Zscajn/
J4d8L3VCQInKqhsUPIVdZdKSMjxfeNo1lF90xuX+Fxixj4w8s+W9sPCExreZ0YbUF0x6i3Snjf2Y
1e8nFizl5djJwwwWOyAlWt4qUYilh06sr18v3YsPaM3ifzIwdfZ7hjBrNTfIznxXodC7EPu1TrOx
/SFvekeE2cxoM9fNPAy+Y1lYVdAvM7hdwCKXCyTVRf7mmGOYkjjMG0sn61lG9nLHyoiL0n++mEBe
ZNIRSOF+f/ai5h1EB7gB9l4GCVNifEvKmNYSFwi2uRkAf3rpjYYq3y2VR1i5q49NdYq/5dIC4Vyl
iMUnDNqGdcBtseKTylU63ZYHAQU6YqCwz3lwjpZ/hHx36gc1qJGmATajcOjwROkPKRgJpHy+Ywwy
yHOjvZzebTC4E/r6sKj7KLYJSGsEWoaxSTkHFufywOJZQb+zJz1BSY1Pl7GRz+TxkJ7Ey9yUBi4+
IJvkKHx79Powg60XH8nhxUqchlotGDpwp7M/mustX1V9LfPVob7MpywK1Sn7lyBVuYLIlCruMy6a
Cj7wDiKNqxiUvebIS10kPdiltJrMNV2n36+ihdFQrPIRj/TRKFlFsIZmNhVxhDKua1VQUW4kURHT
0mc38oJ4OlYWA/l3UlALpYt+AXSRz58vupfRJKQLLctAetl92asyHXSl4fKHVV/zRRUeUYugqSFj
9StbDqDtWFq968AQWilYqeCHUHS5vDiCt/Izgv9yP65zaQZwTriBGrdWDXEUVmqZqbgKZXZPwLPC
aWqlYPNV3IatDimVis4wEAV6rsIULuLymjcKA8k/7hOxhxVNUKZZMgYz9VdjUYsIvMDx40hdJSUj
ZeKrMS71dbCE1Kka4SZgOopcML4oVtOfM5Vvb6mBmRMlvQqfRimkdZVkEnq/JkyB85FpDlfhROQz
pJOMrmPWC3nUEbktTXFHmniTZgI7UqEXcoT8gkijn/YIfpxDjM93IJcnbsChK8SZyjXmgVByFdY7
NjZHmgS6YS1O2vLkduV5rDfwMRY2TuuHcLpohoH0jwjFQbjcCbcMhtINI/4kg8dSxqTL6NTOwbwN
bqwH1gHvPykEizJUni/hC+v4SykJhKUwuSOyUGOEEinSmRL52x02CMM0n9SQ5yrZcGpKc0qVGE9h
xZlia3Zq+eEF1L9+7ffZkGHGAgMh95b0HKs4G85xjuQHfWDMMVFLgWhUkPaFPNFW+zJLHqdqkOVj
fw4mJxjrTl/H0keQN7VOUcnFnxFM/7nCE/smxgacpT+zi5GW6nxWQKTkxBCrnuh2335XgCMWVolO
RHx1BMpUtU6vl8gEJe1LeWfN8W+ZEgCVBabM1cNTDERm36T1Y/W3Nsfu+Z+2ff7hY2LO/NirIx/M
jlYjOcUkFIbr1XP+nGJ3sfOsglb3NNalLAEhPDJMWhZ/TDTibrdTUJRLe4ZwlvLIIvgzDXqOgMcW
zyDEU6cOxgyzj1esODDRORupBBxduO4D72gknq2rXSxVOwH+WiVcGfbcr6LRZJUnRfeUP2s8VS3L
geTqyWWVQ0/eMNLUV5lUsSu9HRP3OBmpRuaiJlbUBAK4/KsLeZYRe65udBJy9G/kZmsaSFUGgqXT
6vFVCZU0bPwQ+6dAsoLPSIzttrypvzfgFvak7P9SLWAySJzRwcysbbACXh1RvCNOVkrPtiptw1fp
2ux4FQRWEeIXalLkCKSKML96F2m3kveTL9JQHWmFX1K3+eo5Hl8FqPlAXu5MIbhe2fAvL/Bu0Pi3
Uj6X6uD/Zi3H7Us3XeHw/fKSGGk8QskYnFacGWVtW67LNAwdRC0poFsl14QukiotljnllzF/qQGk
GP+B1zydyTWkevFWrEYaX6TuinDViYRBKu3DRlnP6qkT3L7McawgiznBtvwiNt5Sl9oBoGOwgqKQ
/ud3up7wJ/KQbfh3l9KdaTfebHs0J/GQFDhT07qgsbp/biP5hOLeUo6GxlZ8eyIn7gSgkLWuFuyM
lbU+RLOIWRcKG+LOoDsSgmzDmEmDnUlfUj5kzJUxaSncKe/el4PMz5xZSsSSdFvrkX+jyiWZUjjz
5lqylWnBu+wtNSyrhlXleFQa4iUD6ZZyu5hmD1O3p1UVZ5Wx979D5X6Z2xB/5MrdTOaaLrYDVgG5
PMtITYb9zFI5r3kGcUwMTBYsNPV3NRQoUSlNG0rwgXipmfXlvvgF/pjBFLwGIs6UdOVmcfgpB28O
BTMaWPRhMuY0zYxXxnQL8z7YLhhDZexL84OQVbSfnGJH37YaxBgi6XAtuCGUy8SKytx9IG89q0zf
K37LmS4piXWuOa/K5eKVZUI/qGyZfy/sr2vtGdhj1ezI3Hb3SoYHro/MeNpVdxkmXKEoFed2wlbM
L3lU1WjrDy+4SlnKbzxgkKn8n7RAeK6y/Nu39MilWXxkwItMnUoXkoYJtSZ/C2apt25pKHKiZbKs
FD2BuKvRpC/lmud8AtkTBTGVV60dXsFUPAQvU7c/ouZxG5ReUj4IaxznmTS0pFW5jD2XDx8tGwm3
N55+6PSGD7wNKd0nzcQhnYLwREAbk5Tl9R4WRt6AdkG9+91pjaPAXAGTct29LyQlI1LaktegB8eR
HIbXb9KF3LWcKWuBYhxaj4jUriRnYeuFXIZGmGzUjiZFcHBmunUrk340MWwscpLJzeTSbvZSuEhB
1XcAfcb7hBynhTfQmXyKamc1mPpKKM89amDLoukHLhZcmJ1oaUwmWC4+kxviLhJpxocCtNtVE//N
LVRSZm/xBMVnF7TRMbhZ51ZtsmO54HRgk2wndpS5RV3gwvfIzEBikNcnocEDYaRNGCSsAyizkdyJ
Q4hygYKOWoRoJg0ZR8p0lqAFI8X5IPrsZ8fc2OnyKGYju2vHB7NHYvliGqUzuMFXXrcn6Te98Ddn
47PBZFArhgZLj4/SxXfHNvRHOHNsc0H+eCbFxV8krVsjmGV8eM0D7T0i93kPrObzN80N4jXT2s9m
tLfYYlaAz0afWIf/osO2fffO4wfNndZtn972m5v+TU75bBh8Ep4NzMISy2I77FhUIe3YuWBhczJ0
knQTEWpkrD1BbkzpdBmdifPrmi8vGvE/gskJn1Npeiyk8WCKzk6O63hCWMMaLPiIbtQanTSjVOqg
4DxL3LSV3uSUjXTemKb7NrGCE9STZ8IepHar8FBu1O4vjRjLKYjjfhrX5PHHEObAi+U1dOGQWKId
ZYIH9BHJnW1728d3Ytqw3ca8NfW2u+JkNwDUBmnT7rrLwJi5Ca8tb3LKE/2vyOATaViH5ujOvOGY
S1q0LXKZc/9HTOpPOkV+u4A2efmy2b/mgZX9I60pz0EszS8Mbi171udpPqpwTQOK7jf74pPNbUs8
/Rsj//ToJqc8QIlSNfKO+2J0wOLlEFDQk/dfVIybInFMuOs0yNujongcvz7Ig8dGh/NrG9CcZYsD
yOfSaXMHxQKdDSep9TmeP+FF5HJ2XxiRmKT9KR1zg8k12OCeNMHjm5zyse5Oq5DA9CPwtup377S8
5kTeuganxFuqSCPJaRez9vI5oxPr2enTmj25bpf5qJ2wXWm0dj80RCuedHOz9wx/CymidvSU8Mfj
Zka+526G/jaaXfxqPOPCm9/klEtOJ6k+Bv4s2vzTSfRsn9fiwbfn4nCvAlmd5HheWMj+vVjC7geD
w+XWNQ90DFE6cZumcTcwF/uwMPC2aT122eEKh781EqMIpjXwT0T42OtPE3KTU66BOxrKr0adaXPp
0l/Y+167Vs+eCDPzGtIQkH60ZyXWWUE3N02bnceu5yfXMt7NYRrrkE5IYodt/n7LSsiSfmxMNh4w
pkuQBF1OjaHlu1N0QVEc5dGNdmVcGLQN/jkgMaJRMBM7S+Q12V4QTOpb7eDzGjy2HPzVnJNt4+We
G+fQ2POC68jhs6bxksWHTiwOJjyJfEcKyIOav+sN3KZp5jab2ig9y6BZ5CqGsC9Y3Sc3OuVLvPoQ
FmisgtOKBdgiBluRoxrad8hKnhONk2wmf9EIJwRE3WrA+X1dkdFesUBpn8iQWnyP2WhqCdvPTfft
TU65zDdpJzr5gh1Oj1CAEeX5KBw+rzImykw1eIhmj0jRLfjBtaTSZYGGjogWbyeRNDYVdtdmXxG6
rWvsBZdriPpn+ZJghBDJ+Bkb3uSUmTQpS6QTNgPpNuT/KoXCI9hz2c/0+4YGIlotaWMs76iGucji
15kirVwxDS2l409o0DTY5kLf/FuxPblttayStkU6CTP7YqMImv7FeIucL25yymmFpQ+19z00/QrK
1Xmf+4XFBEXKreOMX8d/iNcQkiqvZM3iCuj4yRpgT+iHdBXzA9h2cpNTll56yGCTu9tsm2VHbtPp
SQVlWkH8YKPuIgIBSxeTcFE8cNqu05yIMEnc63hGMyjzv6htzIviomiguOUxXCOJc8eqKcR7NsvO
+HhmDH0IZoZ7/KLpntzklI8sg0I2gIxxj5hu5vYLgmFJ92zoEdZTzCqAbXuOJxR5DfDxCffN62lZ
PyAK07sZFb1OOHNtD5bB6QlqTKPbfv43CLx8mWT/0Tu2YtR0x7uzFwv25katr7AC4po68CT+HP3b
JRK1bGfkXEtoaq9hdx1GNYHFqmDhX1zCjOUXqSJptCv1Z27b17ff/Yd+FWDfMWkEwjq6GDZde36X
5uSu296xPy1JwvczFCEybKDf3+1ubyYTmziz6yhZVXEoQTrsLF63YfNuQC3yHImXdNy0V8dZEMF8
4Qpzd8P7W5TCnRvd5e/Y9xY4AhgLz4q4ZdqL3GWGDRM81DAGBUiWN2yR5BNab9h2OrUH8XVBDJ7k
TS71OkjzJnenyYwvec82zSDubLrFpzZPgLSYTdwkulOvnT/w3hyRmXWTU7bfhf2jhCeubc2znEif
4vvJJW2S3IOFlnth0NEHzMiv8wL672wbK3Etr+RAYvL5ioehrB5VefYaYfI2bEGUm2ZRu8kpny2i
QIcBl0k62t5rXmycmPQj7w09670BOWDFb2AVfDDHRDQIFR/2lhN03TX6x+qqyoAfhbZFHLkIXTuZ
w9w3VO2RdKg7CKacTwVrQ/H9fxSZPbrZezk3y2Quor29Wo24dmE2cdpkvVlVQrgD8LlHCcnldvcC
9qC3cc0Db1UA/GkhHk/c8ySQGtLyRW4LX6yYfs9RsWEE1LMMH36129h/cP8mp/zN5XaXyocq1iHI
TN8xsrXIiS6sy0skUmxe61a8W0wDqjLeH5Tt8CpTU5YWMn6jGnuAVL35n2AYHu7FR0DdvzqH2pY7
mrUCYllMFX+ZENnoQl7Gg23Dbc0eRlO43vqims5pwvHjByZFfg1oe5Jv5+3He6RvwDQDmnNpfFki
N+wgs0SR3OhZTgkvwPwWxHn+JrRGT9rIw2lCSQDfLVaqJq+z5Ekt/1gU9pb4Fj3bNY+veeAM2EsO
A2BnUlUnDz1ScMSe8md7dk/6TAbwvl24XNAXIkqtZKvBF7h+dKNn+TdrZTLMHSKh2NbiTCD2jjt/
XrWcUF1TN1l8LSn+OnVfIzU9pEqoCOQOskvahC0NGJvMVrSQzWWBiLjJKQ+FNffRMxAUbYDzV/t3
9+1/5d7po+WinZ7DhbqBkblwJsjfCh75i6DrFXPeuS7mANxH+e/l4swaB+7A7D6CZc68Yq/u7aBi
U/XaUaiLEeRTc8MtrKhpmfUbnfKxdOU7xiGQcNgbPwiyT9sG63H4rj70rZnCiyrEOp1HTntj7M0n
AkU9t3Od9TXM533D3AI2bi1UdpB3KN2YsGNzxv23taMkI5lIh6P4pJbHYrm4P49HuXWjofsxLE4U
ykzw1vx5Z9ns/FfSPH7z6996j78TmphNUcFz/5s67370Zdz46nf/+jdb919d80ChcHRaqj+Kxg9f
ffar/xCw+Oyj3//TZt5pqgtsT0GUJqcf9bd+/V9w42zx66/vPTm9ySlzyLsqcr/MxHT0aFTb/wrj
hD580747bljiYkVwnAyaF7z+AsTbjZ3v/vru2+sd8FCfVm7Qfiuy7885bmRPod7pSzusW7KSNuFi
/2CvPhGic54m+9fmAv7BX4TUUk0cgQv47W0FgvYhudiI7nbOAw0sVyXbFzzqphl8iZHAvRPRuG6E
MageG4oQY1P83d530aM+ttP07sK8N8Q1wIHKWIiQDzYO0Mdv3A/Z9LOj1v7zm5zypXNe1ZKT6lxh
seZg6r5Pl2bGdWSblxETVeGoDLFlVbIt6Pp3FaqSDmu+TLa80WTr88q3HYGhwAqh+C2IkSplmI/X
PIUzRT+B/k4OcBPW6hr/vDlXuioD+VfaM6nIFoan66uhm1+u4JT4+CanXNIsK4RkgUa1ajz6kJ+t
25BodU4rO/FHX7+rHLSNsra94j2X23y5UqoKO1UrMV09+UYTNOzdvDhSzHnesYZvSY17mTXZgJKE
V51Q24PrO/9dZQu/fGdvzUrRZQSsbMkg/nc1Wfzzr+a7TM2Kh6IDq9D2Z+/51ErRRiv76roIZ3c9
fITWNQDZ0tuKyrm/g9CKBtyoKXJJb9KWEqhTF6p+mTEG/J++Y/GSDiRfGZNELs51m3KZovtrKJmV
Frqtl/yr4b0K07uviO0MOdOWMuGdTbjRlPqfTTf8r7yMK/J8VaKW66J146/WlaNXVKDQj67MYhOu
7bz9fjj0vdtKq432+tzFu3wButkpN+FH71p25Vd/ScPSxpU1RGu/wpe/0k//EP6/ewX/J770kt7/
kTzFe7RpD27rirA6Hj2s6AUU95ojVexYalre5QY+v+aB9RKbreWnpwDHbhcICmAH0EfVqdkX4Ep5
tuMNBqljbAn3Jqf86+oHOUFpETJsbejzzMC7PMtPV/uBpTI3FOD4Gv4w+NfVRbCDYLOriDl7ULbN
nf9aGzOqo7dcFEd1d/xMg13zd83M/197OT8eQrl5wQaN1Q/tSs0qUj/+q+pXlyHX1Wbw6yyHj9Yk
/H1djH699ivdTqoiB+PFTU75cfWDFNocg4+szuqiEc0ry3LvL+gFeX/tgSVe+VKHP6lu5Gbpp3G0
/39CjV2a+vkV8yD/c+7/X/4S/7eer/nKflB818Z7N6lxybBH/2dmcQm6Ta4YJ5Mft1tuNtz3boR6
RqIa6js+q8bKDMV/yS5/Vf1QRYsuT35wduWksB8xTf+3vpL/6+XwH/y1rFyJUSXB85Vo48s45qWE
q05XAl8vj7x64EX1Q1q9fxkyO6iOj/whypFxs1P+bXUpvakOcdVqSoXff0TXXTfl36yvj6aauwyv
fb0uWgYSUByt7usbTcOJd9uN/j8R7P9akVp/VRHDKeJTlX7L/kMl9vMyOge0L/dXVQ1fF537svrh
hRSaseId/bJki4Ppf6lUllLdSjm6SrSyQiDvJqf8XVXhNQZjPsLAs3NQQCUu0CV1QJ/BEEnfYDqU
NsMchnAdMu2VfqCtNfbinBviWB5hsStFPDnVcAWsD/WxC6Lwnsv1fJQtg+v8lHnWu8XFww5J9tms
OyHO7zHvT+9bbv7MTpcv2OwiCOnDVvK5H4z6ZjJNfs7ajeuAZEn29kIVM6bzRv+0No7wObu3PLXH
wjumiCeQjWxe3PEG+bFhJngm50uFcR3kEpviFkR1nDHhGVuoa9bdxfdLL93umOYdb2lhn9r4kwHe
iLZaca3+pbVjbHSvw8HeqmzUC6DcmX+76N8C5HB0hE9elCzKuZlQq7cnGC6WNhxYfmt+3SGdoYRz
8wguTiPjPF4wPDBeo3HxNBv2EzB6Rd7G8i12erpp/v3f48E/Phu2XGdwzQOnIJyES1/z9OvN8TRt
5GdL6/xVTxFQJCf0gEFv2xjG9CwJ4vzM8thJ7rD0Ohv7oZqvq5vexkd5b3eC65npEBDk9YW+ZOQ/
UjzbNm+7c980evdqsHndGpJm79uivwt2RDyGW23idm2/sYc7h04gnVpF7+QaJDIJPEjDLeNWvNVr
L3rXPNBNxBE1hEHESTurLTtHG9tIpB882OedNqYt+acMCbzlbm62qbPh7rK9fFP8RUgMXXyq7HOz
Uvvpurmo/s3vAD0xAF+LMt2vwjzyOEcGEIMK4F8jOEnzh1Ub2Duqtl11JvhEap2hfOfof3gvZ9oH
eT0BGyUKjaDoBVQnDrviQhnEmhZSsxC7yV8UTKNw2fVOs4a+7+MUmjWiJCPtXRuD7YIUwkzKQc1w
4skF7sZbk7tTg9fS6HMEe6Yqos6z7HTGifFwI3aSSbq5aF3rSVma7FfYCBdGtAfE81GPGR/Mvvy5
hjUqAtKhP5yILQo7COUF7CWtv8S9hfdjcYZ2wPIqKFcySFPdvpNd64g7QEpSSizloQvESRWpmW4S
OtIPdxWHJPy9MUvBaAHOVRvI63YlL/vBy+1LYZjCIRgdEHRm8cJo6KLXzZLdd1EswO0mOE2IMB9e
88DLU/RWKn3Oe0RRagtFKCGWa5Jg6KF61em+5sUq8pC+YjYuPNWwEW9KbQBeCy6pUIFlOIJEqi3q
wxZch/vqlyTSCoWO0V3pWG1/r4BeQr6m9F2w9x875i1sf6lOdrGLo/+hsbQiSc7U86PVHPFs7Zjn
PxKnvfqaAJ+rlRRjKBYXqKUpWNNIGiEtf4XLUuwWm/I/My8CMxCwWVyHFbGqWMgY4ClXPR1SXcT+
wHLKioaSI6WVKiYEQzUBZzm57l4ma976he5/leluRwTysFJlvBJIe43z9sdev4e4rz9/TvEgzt2U
1JPtM2JsGE4/V7pirnRF8vcPvdAwY7DPwHTc6x75DMQJ4NeQH+deP2o54JhEwJdOx7grdSnCCk04
PNoYtDq9RFo7UdE6Nx8a2VlnPMYdujsPhlBjaD7025jVd+R3zs9/t/xwYoR56hvpkqWjDJN6Hk9F
JvzPH+WR53QneEwNM7Cbvlcsid3x7ebYFktrGMaDJffntT8ZMM2z8O25PLgTOKPzuxbNRHpam54v
2GJhPB+NY4bSlN313zrzKfTzF99IGaDOCTHfRNSV5mPHKMKG63bqhgc0QHfqPWdsTW/lwRZGxYlR
F3day7StOKZIZNuPH9K9ZZOYhttyXDNYvBX3tlDTbxqOP/4prnVb/uYZReUGnTN6RmmBrM+B3VWk
Rs2AYZ7nHggfj053Dtq0Py5qL4rNexFqK0mHMRekSJ979PE3bgFtE6fjdm2s5U1eQx/mxl1LMQZH
0mCwievkNTqtWRAQa7kzPs8XgLdMbw4Nu7lAdUDnNr4VQlzkcQP2eMPGDXoKNTEvj3+nRLATqXB5
l9cgJIsC5siR+q4OdER7CxxGrmh+M3e4YQyQCVbq+FsFyqIkXThkwO32fRDIf+F20Iqw4ncY6BRO
HHhk+j7iLSsfUvA1lbAxorXxDHpLmmbf5Le3Eo6ZH0qHoObWa9lobj6ce8s2edN49NP707IZihT1
Sa50ucCqqewcg+mrFO+fVK9TYAezxcJiYRFQs4BPfae+k6umUznh083bzP50aTQ66SMX+l0U7GqQ
QF3xpynluaTRRLjS6XiLzocWTDHu8SjrLxdbhS1c3/VOGg2H87iZT3J5iM4F4imqm4g3a1M8DzZd
m1PzLCKd1AhPrVm4dHneoM3IpQ3fP+NiubygB/VZZgwuRjyKooWIeZ+HYccklD92a4aLO9z3N3fc
BuU8cHdbDWrX+GZifto6peOsCHByiyaPF092aGBEm4ulbfJmERbRxejCP2Pukz7PxgGB9NPooGnW
LMYTFJ05O6OaH2QhGbeWLbM2F4uvSZRbY3n3Zh30ffNxU/QpzwKSfH1hwmNzvAyy0UXgO0B3pCw2
3HHHaOX1YmywIr/1fcTArVm+EYTQabR2aOh8f77c9za+75/87u2rAvP92ztFYTzd3wtN0b+gtzf2
zy9Gb8OjIkfeRh3neP/RXUfwk9Fspy43fvbq6DsDWxv7PY6svbuN/1V3C/13jTtfbQ==
"""


if __name__ == "__main__":
    sys.exit(run_program())

