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
#   SEARCH ............... alpha-beta, ProbCut, iterative deepening, exact
#                          solver
#   OPENING BOOK ......... Othello's first moves, with their values
#   COMPUTER PLAYERS ..... naive to level5, each (board, piece) -> move
#   SQUARES .............. typed moves, square names and numbers, --position
#   OPENING NAMES ........ Othello's named openings, by position
#   ANALYSIS ............. every move's value, labelled (analyze)
#   GAME RECORDS ......... records, move strings, save
#   GAME FORMATS ......... transcripts, board strings, GGF, WTHOR; --load
#   REVIEW ............... every move of a game judged (review)
#   GAME SESSION ......... Game, GameState, the loop, words, undo, input
#                          (its words save and review use the two above)
#   RICH DISPLAY ......... --style rich
#   MATCH ................ --match: computers against each other
#   ICS 32 PROTOCOL ...... --protocol ics32, exactly as UCI ICS 32 says
#   GO TEXT PROTOCOL ..... --protocol gtp: proj2 as an engine
#   NBOARD PROTOCOL ...... --protocol nboard: proj2 as NBoard's engine
#   WINDOW ............... --gui: the game in a tkinter window
#   COMMAND LINE ......... the options, the modes, run_program
#   DATA ................. the pattern tables and the opening book, encoded
#                          (EVALUATION and OPENING BOOK read them): no code
import argparse
import array
import base64
import builtins
import dataclasses
import functools
import itertools
import lzma
import math
import multiprocessing
import multiprocessing.resource_tracker
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
# ProbCut's calibration for the pattern evaluation (see try_probcut in
# the SEARCH section): for each depth from the first, None or [slope,
# offset, error]: the deep search's value as slope times the shallow
# one's plus offset, with a residual of that standard deviation in
# discs, measured by tests/bench/fit_probcut.py on the self-play games'
# positions (300 a depth). Below depth 3 the shallow search would be no
# search at all. The fits of depths 8 and 9 serve the deeper searches
# of their parity, which the fitting did not reach.
PROBCUT_FIT = (None, None, None,
               None, [1.027, 0.09, 3.63],
               [1.032, -0.18, 3.41], [1.060, 0.53, 4.53],
               [1.048, -0.15, 4.34]) + ([1.046, 0.65, 4.26],
                                        [1.040, 0.01, 3.99]) * 7


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
    probcut: tuple = ()           # by depth: None, or ProbCut's
    # ... [slope, offset, error] for that depth (see search_node)


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
# (PATTERN_STAGE_EMPTIES empty squares to a stage), with a constant for
# each number of empty squares, were fitted by tests/bench/fit_real.py
# to tournament positions valued by a strong engine and by the exact
# solver; they are decoded from PATTERN_WEIGHTS (in the last section)
# on the first search that uses them (load_pattern_evaluation).
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
# The tables' stages (PATTERN_STAGE_EMPTIES empty squares each) and how
# far into the game they judge (PATTERN_MOST_EMPTIES) are the block's,
# given beside it in DATA.
PATTERN_SQUARES = PATTERN_SIDE * PATTERN_SIDE
# The place of the first diagonal type in PATTERN_TYPES (the diagonals
# come last; see list_diagonal_gathers).
FIRST_DIAGONAL_SLOT = 6
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
# (get_line_gather). Every pattern is then one of a few layouts of
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
    # ... get_line_gather)
    column_top: int               # the lowest of those bits
    diagonals: tuple              # (shift, mask, multiplier, top, length
    # ... mask, table) of each diagonal instance (list_diagonal_gathers)


def get_line_gather(places):
    """Works out how evaluate_patterns gathers a line of squares (a
    column or a diagonal: bit places a constant stride apart) into the
    low bits of an int: shift the side's bits down to the line's lowest
    square, keep its squares with a mask, and multiply by a number with
    one bit per square, which moves square k (k strides along the line)
    to bit top + k. No two terms of the product land on the same bit (so
    none carries into another), and those of other squares land below
    top or above the line's bits, which a mask of its length drops.

    Parameters: places -- the squares' bit places, lowest first.
    Returns: (shift, mask, multiplier, top).
    """
    stride = places[1] - places[0]
    top = (stride - 1) * (len(places) - 1)
    mask = sum(1 << (place - places[0]) for place in places)
    multiplier = sum(1 << (top - (stride - 1) * step)
                     for step in range(len(places)))
    return places[0], mask, multiplier, top


def list_diagonal_gathers(engine):
    """Works out how evaluate_patterns gathers each diagonal instance of
    the patterns (see get_line_gather).

    Parameters: engine -- the Engine of the 8x8 board.
    Returns: a list of (shift, mask, multiplier, top, length mask, the
        type's place in PATTERN_TYPES) for each diagonal instance.
    """
    gathers = []
    for slot in range(FIRST_DIAGONAL_SLOT, len(PATTERN_TYPES)):
        for instance in list_pattern_instances(PATTERN_TYPES[slot]):
            places = sorted(row * engine.width + col for row, col in instance)
            gathers.append(get_line_gather(places)
                           + ((1 << len(places)) - 1, slot))
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
        PATTERN_SQUARES - (own | opponent).bit_count()]
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


def list_canonical_ranks(pattern):
    """Numbers a pattern's canonical states (see get_canonical_index) in
    increasing order, as the encoded tables keep them.

    Parameters: pattern -- a PatternType.
    Returns: (for each state, its canonical state's number; how many
        canonical states there are).
    """
    orders = list_pattern_self_maps(pattern)
    images = [range(PATTERN_DIGIT_BASE ** len(orders[0]))]
    for order in orders[1:]:
        image = [0]
        for position in order:
            step = PATTERN_DIGIT_BASE ** position
            image = list(itertools.chain.from_iterable(
                map((digit * step).__add__, image)
                for digit in range(PATTERN_DIGIT_BASE)))
        images.append(image)
    canonical = list(map(min, *images)) if len(images) > 1 else images[0]
    # below[state]: how many canonical states come before it.
    below = [0, *itertools.accumulate(map(operator.eq, canonical,
                                          range(len(canonical))))]
    return operator.itemgetter(*canonical)(below), below[-1]


@functools.lru_cache(maxsize=None)
def load_pattern_evaluation():
    """Decodes the pattern tables (PATTERN_WEIGHTS, the module's last
    section) on the first search that needs them, once a process.

    The block is base85 text (lines to be joined) of lzma-compressed
    bytes, checked against PATTERN_WEIGHTS_CRC (zlib.crc32). The bytes
    are signed weights in 1 / PATTERN_UNITS_PER_DISC discs. There are
    PATTERN_SQUARES // PATTERN_STAGE_EMPTIES stages: stage s judges the
    positions with PATTERN_STAGE_EMPTIES * s to PATTERN_STAGE_EMPTIES *
    (s + 1) - 1 empty squares, the last one every position with more.
    First come the tables, entry by entry, each entry's weight at every
    stage in turn (neighbouring stages' weights are alike, so they
    compress best side by side): for each of PATTERN_TYPES in order,
    one entry for each canonical state (mirror images share one; see
    list_canonical_ranks) in increasing order; then MOBILITY_TABLE_SIZE
    entries for the side to move's number of moves (the last for that
    many or more) and as many for the other side's. Last come
    PATTERN_SQUARES + 1 constants, one for each number of empty squares
    (the side to move's tempo changes with it).

    Parameters: none.
    Returns: the pattern Evaluation (evaluate_patterns), its stage_weights
        by the number of empty squares, 0 to PATTERN_SQUARES: the tables
        of its stage, then its constant.
    Raises: ValueError when the block is damaged.
    """
    data = lzma.decompress(base64.b85decode("".join(PATTERN_WEIGHTS.split())))
    if zlib.crc32(data) != PATTERN_WEIGHTS_CRC:
        raise ValueError("the pattern weights are damaged")
    weights = array.array("b", data)
    count = PATTERN_SQUARES // PATTERN_STAGE_EMPTIES
    expansions = [list_canonical_ranks(pattern) for pattern in PATTERN_TYPES]
    expansions += [(None, MOBILITY_TABLE_SIZE)] * 2
    if len(weights) != count * sum(size for _, size in expansions) + (
            PATTERN_SQUARES + 1):
        raise ValueError("the pattern weights are damaged")
    stages = [[] for _ in range(count)]
    start = 0
    for ranks, size in expansions:
        block = weights[start:start + size * count]
        start += size * count
        for stage, tables in enumerate(stages):
            stored = block[stage::count]
            tables.append(stored if ranks is None
                          else operator.itemgetter(*ranks)(stored))
    constants = weights[start:]
    by_empties = tuple(
        tuple(stages[min(empties // PATTERN_STAGE_EMPTIES, count - 1)])
        + (constants[empties],)
        for empties in range(PATTERN_SQUARES + 1))
    engine = build_engine(STANDARD_RULES, PATTERN_SIDE, PATTERN_SIDE)
    digit_tables = []
    for layout in PATTERN_LAYOUTS:
        digit_tables.append(build_digit_table(layout, OWN_DIGIT))
        digit_tables.append(build_digit_table(layout, OPPONENT_DIGIT))
    # The first column; the others are shifted down onto it.
    _, column_mask, multiplier, top = get_line_gather(
        [row * engine.width for row in range(PATTERN_SIDE)])
    reading = PatternReading(tuple(digit_tables), column_mask, multiplier,
                             top, tuple(list_diagonal_gathers(engine)))
    return Evaluation(evaluate_patterns, by_empties, SQUARE_ORDER,
                      PATTERN_NODES_PER_SECOND, reading, None,
                      PROBCUT_FIT)


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


# The features alone, on every board.
FEATURE_EVALUATION = Evaluation(evaluate_position, FITTED_STAGE_WEIGHTS,
                                SQUARE_ORDER, FEATURE_NODES_PER_SECOND)
# The evaluation every searching computer uses unless given another: the
# features, but the patterns on Othello's 8x8 board in the later game
# (choose_board_evaluation), where they play better (README, "The
# evaluation").
DEFAULT_EVALUATION = dataclasses.replace(FEATURE_EVALUATION,
                                         othello=load_pattern_evaluation)


def evaluate_board(board, piece):
    """Judges an 8x8 Othello board (PLAYER_PIECE Black, COMPUTER_PIECE
    White) as a search judges its leaves: with the evaluation that
    choose_board_evaluation picks from DEFAULT_EVALUATION for that many
    empty squares, the most discs winning.

    Parameters: board -- the 2D list of pieces; piece -- the side to
        move.
    Returns: the value in discs, an int (positive is good for piece).
    """
    engine = build_engine(STANDARD_RULES, len(board), len(board[0]))
    own, opponent = get_engine_bits(board, piece, engine)
    empties = (engine.squares & ~(own | opponent)).bit_count()
    evaluation = choose_board_evaluation(engine, DEFAULT_EVALUATION, 1,
                                         empties)
    return evaluation.function(own, opponent,
                               engine.find_moves(own, opponent, engine),
                               engine, evaluation, 1)




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
# ProbCut (see try_probcut): the shallow search is about a quarter of
# the deep one (get_probcut_depth); a position is cut when the shallow
# search puts the prediction PROBCUT_SPREADS residual spreads outside
# the window, and only windows inside +-PROBCUT_LARGEST_WINDOW discs
# (the evaluation's range) are tried.
PROBCUT_DEPTH_DIVISOR = 4
PROBCUT_SPREADS = 2.0
PROBCUT_LARGEST_WINDOW = 64

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
# evaluating search's value. The exact solver solves a move exactly with
# tests of the narrowest window around a guess (see refine_valuation).
@dataclasses.dataclass(slots=True)
class Valuation:
    """What the search found out about a move's value, changed as more is
    proven."""
    move: int                     # the move's bit
    lower: int                    # the lowest value proven
    upper: int                    # the highest value proven
    estimate: int                 # the evaluating search's value
    depth: int = 0                # the plies that search looked ahead,
    # ... this move included (0 before its first ply)


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
    evaluation = state.evaluation
    if depth <= 0:
        return evaluation.function(own, opponent, moves, engine,
                                   evaluation, state.sign)
    probcut = evaluation.probcut
    if depth < len(probcut) and probcut[depth] is not None:
        cut = try_probcut(own, opponent, depth, alpha, beta, state,
                          probcut[depth])
        if cut is not None:
            return cut
    return _search_moves(own, opponent, moves, depth, alpha, beta, state,
                        search_node)


def get_probcut_depth(depth):
    """The depth of ProbCut's shallow search for a search depth plies
    deep: about a quarter of it, of the same parity (as Edax chooses).

    Parameters: depth -- the plies of the deep search.
    Returns: the plies of the shallow search.
    """
    return depth // PROBCUT_DEPTH_DIVISOR * 2 + depth % 2


def try_probcut(own, opponent, depth, alpha, beta, state, fit):
    """ProbCut (Buro): a shallow search predicts the deep search's value
    as slope * shallow + offset, give or take an error of known spread.
    When the shallow search shows the prediction above beta (or below
    alpha) by PROBCUT_SPREADS spreads, the deep search is skipped and
    the bound returned. Only windows inside the range of the evaluation
    are tried, so a cut never looks like a proven win or loss; the exact
    solver never calls it.

    Parameters: own, opponent -- the bits of the side to move and of the
        other side; depth -- plies left; alpha, beta -- the window;
        state -- the SearchState; fit -- [slope, offset, error] for this
        depth (see PROBCUT_FIT).
    Returns: beta or alpha when the position is cut, else None.
    Raises: SearchBudgetSpent when the budget runs out.
    """
    slope, offset, error = fit
    shallow = get_probcut_depth(depth)
    margin = PROBCUT_SPREADS * error
    if beta < PROBCUT_LARGEST_WINDOW:
        bound = math.ceil((beta + margin - offset) / slope)
        if search_node(own, opponent, shallow, bound - 1, bound,
                       state) >= bound:
            return beta
    if alpha > -PROBCUT_LARGEST_WINDOW:
        bound = math.floor((alpha - margin - offset) / slope)
        if search_node(own, opponent, shallow, bound, bound + 1,
                       state) <= bound:
            return alpha
    return None


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


def play_out_best_line(own, opponent, value, state, line=None):
    """Plays a solved position to its end with best play on both sides:
    at each turn, a move whose exact value is the position's.

    Parameters: own, opponent -- the bits of the side to move and of the
        other side; value -- the position's exact value for the side to
        move; state -- the solver's SearchState (its table makes each
        step quick); line -- None, or a list that each move is added to
        as it is found (its bit; 0 for a pass).
    Returns: a pair [own, opponent] of the final position's bits, for the
        same sides as given.
    Raises: SearchBudgetSpent when the budget runs out (line then holds
        the moves found).
    """
    if line is None:
        line = []
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
            line.append(move)
        else:
            own, opponent = opponent, own
            line.append(0)
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
# OPENING BOOK (Othello's first moves, with their values)
# ======================================================================

# On Othello's 8x8 board, with the most discs winning, the first moves
# come from a book: positions with their values in discs, found by the
# program's own searches (tests/bench/build_book.py) along the openings
# good play reaches, to about the fourteenth move. A book position is
# known by its discs alone, with the board's 8 symmetries folded: the
# key is the least of the 8 images (get_book_key), so every first move
# of the four meets the same entries, and so does a game from the other
# start layout. A position is "expanded" when every one of its moves
# leads to a book position, which is what lets a computer play from it;
# the values the book gives its moves are labelled "book" in the
# analysis. The data is the last section's block (see load_opening_book).
BOOK_SIDE = 8
BOOK_BITS_PER_ROW = 8
BOOK_ROW_MASK = 0xFF
BOOK_KEY_SHIFT = 64
# The computers choose at random (with the game's random numbers, so a
# --seed repeats the game) among the book moves worth no more than
# BOOK_VARIETY discs less than the best.
BOOK_VARIETY = 1
# The encoded tree (see load_opening_book): the flags of a node's first
# byte, and the offset of its value byte.
BOOK_SQUARE_MASK = 0x3F
BOOK_HAS_CHILDREN = 0x40
BOOK_LAST_CHILD = 0x80
BOOK_VALUE_OFFSET = 128
# Delta swaps that transpose a 64-bit board (row r, column c to row c,
# column r): [mask, shift], read by unpacking.
BOOK_TRANSPOSE_SWAPS = [[0x0F0F0F0F00000000, 28], [0x3333000033330000, 14],
                        [0x5500550055005500, 7]]
# Each byte's bits in reverse order: a row mirrored, left to right.
BOOK_MIRROR_BYTES = bytes(int(format(value, "08b")[::-1], 2)
                          for value in range(256))
BOOK_BYTES = 8
BOOK_CHECKSUM_ERROR = "the opening book is damaged"


@dataclasses.dataclass(frozen=True)
class BookEntry:
    """What the opening book knows of a position."""
    value: int                    # its value in discs for the side to move
    expanded: bool                # whether each of its moves leads to a
    # ... book position


def pack_book_bits(bits, engine):
    """Packs an 8x8 engine's bits (rows engine.width bits apart) into 64
    bits, 8 to a row, top row lowest.

    Parameters: bits -- an int of square bits; engine -- the 8x8 Engine.
    Returns: the packed int.
    """
    packed = 0
    width = engine.width
    for row in range(BOOK_SIDE):
        packed |= (((bits >> (row * width)) & BOOK_ROW_MASK)
                   << (row * BOOK_BITS_PER_ROW))
    return packed


def transpose_book_bits(bits):
    """Mirrors packed bits in the board's main diagonal: the square of
    row r, column c goes to row c, column r.

    Parameters: bits -- packed bits (see pack_book_bits).
    Returns: the mirrored bits.
    """
    for mask, shift in BOOK_TRANSPOSE_SWAPS:
        swapped = mask & (bits ^ (bits << shift))
        bits ^= swapped ^ (swapped >> shift)
    return bits


def mirror_book_bits(bits):
    """Mirrors packed bits left to right (each row's bits reversed).

    Parameters: bits -- packed bits (see pack_book_bits).
    Returns: the mirrored bits.
    """
    return int.from_bytes(bits.to_bytes(BOOK_BYTES, "little").translate(
        BOOK_MIRROR_BYTES), "little")


def flip_book_bits(bits):
    """Mirrors packed bits top to bottom (the order of the rows
    reversed).

    Parameters: bits -- packed bits (see pack_book_bits).
    Returns: the mirrored bits.
    """
    return int.from_bytes(bits.to_bytes(BOOK_BYTES, "little"), "big")


def get_book_key(own, opponent, engine):
    """The book's key of a position: the least of its 8 symmetric images
    (the 4 rotations, each mirrored), as one int of the side to move's
    packed bits above the other side's.

    Parameters: own, opponent -- the bits of the side to move and of the
        other side; engine -- the 8x8 Engine.
    Returns: the key, an int.
    """
    images = []
    pair = [pack_book_bits(own, engine), pack_book_bits(opponent, engine)]
    for transposed in [False, True]:
        if transposed:
            pair = [transpose_book_bits(bits) for bits in pair]
        for mirrored in [False, True]:
            for flipped in [False, True]:
                own_image, opponent_image = pair
                if mirrored:
                    own_image = mirror_book_bits(own_image)
                    opponent_image = mirror_book_bits(opponent_image)
                if flipped:
                    own_image = flip_book_bits(own_image)
                    opponent_image = flip_book_bits(opponent_image)
                images.append(own_image << BOOK_KEY_SHIFT | opponent_image)
    return min(images)


def is_book_game(engine, sign):
    """Tells whether the book's values hold for a game: Othello's 8x8
    board with the most discs winning.

    Parameters: engine -- the Engine; sign -- 1 when the most discs win,
        -1 when the fewest do.
    Returns: True or False.
    """
    return sign == 1 and is_othello_board(engine)


@functools.lru_cache(maxsize=None)
def load_opening_book():
    """Decodes the book (OPENING_BOOK in the last section) once, when it
    is first asked.

    The format: OPENING_BOOK is base64 text (line breaks ignored) of the
    zlib compression of a byte string whose crc32 is OPENING_BOOK_CRC.
    The bytes are the book's tree of moves from Othello's start (X, the
    side that starts, on d5 and e4), in preorder. The first byte is the
    start's value plus BOOK_VALUE_OFFSET, and its moves follow. Each
    move is two bytes: its square (row times 8 plus column, a8 being
    row 7) with BOOK_HAS_CHILDREN set when the position after it has
    its own moves listed next, and BOOK_LAST_CHILD set on the last move
    of its parent; then the value of the position after the move, for
    the side to move there, plus BOOK_VALUE_OFFSET. A position whose
    moves are listed has every legal move listed (it is expanded). No
    line of the book passes.

    Parameters: none.
    Returns: {book key (see get_book_key): BookEntry}.
    Raises: ValueError when the block does not match its checksum.
    """
    data = zlib.decompress(base64.b64decode(OPENING_BOOK))
    if zlib.crc32(data) != OPENING_BOOK_CRC:
        raise ValueError(BOOK_CHECKSUM_ERROR)
    engine = build_engine(STANDARD_RULES, BOOK_SIDE, BOOK_SIDE)
    board = create_start_board(BOOK_SIDE, BOOK_SIDE, rules=STANDARD_RULES)
    own, opponent = get_engine_bits(board, PLAYER_PIECE, engine)
    book = {}
    # The positions whose moves are still being read, innermost last,
    # each as [own, opponent] for its side to move.
    parents = [[own, opponent]]
    book[get_book_key(own, opponent, engine)] = BookEntry(
        data[0] - BOOK_VALUE_OFFSET, len(data) > 1)
    index = 1
    while index < len(data):
        flags = data[index]
        value = data[index + 1] - BOOK_VALUE_OFFSET
        index += 2
        row, col = divmod(flags & BOOK_SQUARE_MASK, BOOK_SIDE)
        parent_own, parent_opponent = parents[-1]
        child_own, child_opponent = play_engine_move(
            parent_own, parent_opponent, get_square_bit(row, col, engine),
            engine)
        key = get_book_key(child_own, child_opponent, engine)
        expanded = bool(flags & BOOK_HAS_CHILDREN)
        known = book.get(key)
        if known is None or expanded:
            book[key] = BookEntry(value, expanded)
        if flags & BOOK_LAST_CHILD:
            parents.pop()
        if expanded:
            parents.append([child_own, child_opponent])
    return book


def find_book_moves(own, opponent, engine, sign):
    """Looks a position up in the book.

    Parameters: own, opponent -- the bits of the side to move and of the
        other side; engine -- the Engine; sign -- 1 when the most discs
        win, -1 when the fewest do.
    Returns: [[move bit, value for the side to move], ...] of every legal
        move, best first, when the book has the position expanded;
        otherwise [].
    """
    if not is_book_game(engine, sign):
        return []
    book = load_opening_book()
    entry = book.get(get_book_key(own, opponent, engine))
    if entry is None or not entry.expanded:
        return []
    valued = []
    for move in list_bits(engine.find_moves(own, opponent, engine)):
        after_own, after_opponent = play_engine_move(own, opponent, move,
                                                     engine)
        child = book.get(get_book_key(after_own, after_opponent, engine))
        if child is None:
            return []
        valued.append([move, -child.value])
    valued.sort(key=lambda pair: pair[1], reverse=True)
    return valued


def choose_book_move(valued, random_numbers):
    """Chooses a book move at random among those worth no more than
    BOOK_VARIETY discs less than the best.

    Parameters: valued -- from find_book_moves (not empty);
        random_numbers -- the game's random.Random.
    Returns: the move's bit.
    """
    best = valued[0][1]
    good = [pair[0] for pair in valued if pair[1] >= best - BOOK_VARIETY]
    return random_numbers.choice(good)


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
    depth_limit: int = None       # None: each level's own depth; else
    # ... the most plies any search looks ahead, and the most empty
    # ... squares the solver tries (NBoard's set depth)


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
    if settings.depth_limit is not None:
        # No deeper than asked, and solved only where that reaches the
        # end of the game.
        solve_empties = min(solve_empties, settings.depth_limit)
        if (depth_limit is NO_DEPTH_LIMIT
                or settings.depth_limit < depth_limit):
            depth_limit = settings.depth_limit
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
    function with their level given). The strongest plays Othello's
    first moves from the opening book (see choose_book_move).

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
    if level == STRONGEST_PLAYER:
        engine = build_engine(rules, len(board), len(board[0]))
        own, opponent = get_engine_bits(board, piece, engine)
        valued = find_book_moves(own, opponent, engine,
                                 get_win_sign(settings))
        if valued:
            return get_bit_square(choose_book_move(
                valued, settings.random_numbers), engine)
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
# Othello programs also write black *, and either case (see GGF).
POSITION_ALIASES = {"*": PLAYER_PIECE, "x": PLAYER_PIECE,
                    "o": COMPUTER_PIECE}
POSITION_SEPARATOR = " "
POSITION_PART_COUNT = 2
POSITION_LENGTH_ERROR = ("--position needs {} squares (the board is {} x "
                         "{}); got {}")
POSITION_CHARACTER_ERROR = ("--position: square {} is {}; a square is X "
                            "or *, O, or - . _ for empty")
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

    Parameters: text -- the squares, one character each, row by row (X
        or * for black, O for white, either case, or - . _ for empty),
        then a space and the side to move (X, * or O); rows, cols -- the
        board's size.
    Returns: the Position: its board, its side to move and '' when the
        text is good; otherwise no board, EMPTY and the reason.
    """
    parts = [POSITION_ALIASES.get(character, character)
             for character in text]
    parts = "".join(parts).split(POSITION_SEPARATOR)
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
# OPENING NAMES (Othello's named openings, by position)
# ======================================================================

# Othello's named openings, as players call them (from Robert
# Gatliff's catalogue of openings, which NBoard and other programs use):
# each the moves from the start, black first from f5 as the catalogue
# writes them, then its names, the usual one first. A game is named by
# the last named position it has reached, however the board is turned
# or mirrored (the book's keys fold the 8 symmetries), so that a game
# opened d3 c3 c4 ... is a Tiger as well. Only Othello on the 8x8 board
# is named.
OPENING_NAMES = [
    ["f5d6", "Perpendicular"],
    ["f5d6c3d3c4", "Tiger"],
    ["f5d6c3d3c4b3", "Aubrey", "Tanaka"],
    ["f5d6c3d3c4f4c5b3c2", "Rose-Bill"],
    ["f5d6c3d3c4f4c5b3c2e3", "Nicolet"],
    ["f5d6c3d3c4f4c5b3c2b4", "Central Rose-Bill"],
    ["f5d6c3d3c4f4c5b3c2e6", "Tamenori"],
    ["f5d6c3d3c4f4c5b4b5c6f3e6e3", "Ishii"],
    ["f5d6c3d3c4f4c5b4b5c6f3e6e3g6f6g5d7g3", "Mainline Tiger"],
    ["f5d6c3d3c4f4e3", "Brightwell"],
    ["f5d6c3d3c4f4e6", "Leader's Tiger"],
    ["f5d6c3d3c4f4f6", "Stephenson"],
    ["f5d6c3d3c4f4f6b4", "Kung"],
    ["f5d6c3d3c4f4f6f3", "Comp'Oth"],
    ["f5d6c3d3c4f4f6g5", "No-Kung"],
    ["f5d6c3d3c4f4f6g5e3f3g4h3g3f2", "No-Kung (Continuation)"],
    ["f5d6c3g5", "Ganglion"],
    ["f5d6c4d3c5", "Cat"],
    ["f5d6c4d3c5f4e3f3c2b4b3", "Berner"],
    ["f5d6c4d3c5f4e3f3c2c6", "Sakaguchi"],
    ["f5d6c4d3e6", "Italian"],
    ["f5d6c4g5", "No-Cat"],
    ["f5d6c4g5c6", "Swallow"],
    ["f5d6c4g5c6c5d7d3b4c3e3f3", "No-Cat (Continuation)"],
    ["f5d6c5f4d3", "Horse"],
    ["f5d6c5f4e3c6d3f3", "Ralle"],
    ["f5d6c5f4e3c6d3f6e6d7", "Rose"],
    ["f5d6c5f4e3c6d3f6e6d7e7", "Greenberg", "Dawg"],
    ["f5d6c5f4e3c6d3f6e6d7g3c4", "Rose-Birth"],
    ["f5d6c5f4e3c6d3f6e6d7g3c4b4", "Rose-Birdie", "Rose-Tamenori"],
    ["f5d6c5f4e3c6d3f6e6d7g3c4b4c3", "Rose-Tamenori-Kling"],
    ["f5d6c5f4e3c6d3f6e6d7g3c4g5c3b4e2", "Brightstein"],
    ["f5d6c5f4e3c6d3f6e6d7g4", "Flat"],
    ["f5d6c5f4e3c6d3f6e6d7g4c4", "Rotating Flat"],
    ["f5d6c5f4e3c6d3f6e6d7g4c4g5c3f7d2e7f2",
     "Rotating Flat (Kling Continuation)"],
    ["f5d6c5f4e3c6d3f6e6d7g4c4g6", "Murakami Variation"],
    ["f5d6c5f4e3c6d7", "Bhagat"],
    ["f5d6c5f4e3c6e6", "Inoue"],
    ["f5d6c5f4e3c6e6f6", "Iago"],
    ["f5d6c5f4e3c6f3", "Shaman", "Danish"],
    ["f5d6c5f4e3d3", "Mimura"],
    ["f5f4", "Parallel"],
    ["f5f6", "Diagonal"],
    ["f5f6c4f4", "Semi-Wing Variation"],
    ["f5f6d3f4", "Wing Variation"],
    ["f5f6e6d6c3", "Buffalo", "Kenichi Variation"],
    ["f5f6e6d6c3d3", "Hokuriku Buffalo"],
    ["f5f6e6d6c3f4c6d3e3d2", "Tanida Buffalo"],
    ["f5f6e6d6c3g4c6", "Maruoka Buffalo"],
    ["f5f6e6d6c5", "Cow"],
    ["f5f6e6d6c5e3d3", "Rose-v-Toth"],
    ["f5f6e6d6c5e3d3c4c3", "Landau"],
    ["f5f6e6d6c5e3d3c4c6b5", "Maruoka"],
    ["f5f6e6d6c5e3d3g5", "Tanida"],
    ["f5f6e6d6c5e3d3g5d7", "Aircraft", "Feldborg"],
    ["f5f6e6d6c5e3d3g5e2b5", "Sailboat"],
    ["f5f6e6d6c5e3e7", "Bat", "Cow Bat", "Cambridge"],
    ["f5f6e6d6c5e3e7c6d7f7c7f4g6e8d8c8g5", "Bat (Kling Continuation)"],
    ["f5f6e6d6c5e3e7c7d7c6d3", "Melnikov", "Bat (Piau Continuation 1)"],
    ["f5f6e6d6c5e3e7c7d7c6f7", "Bat (Piau Continuation 2)"],
    ["f5f6e6d6c5e3e7f4f7", "Bat (Kling Alternative)"],
    ["f5f6e6d6c5f4", "Chimney"],
    ["f5f6e6d6c7c6d7", "Hamilton"],
    ["f5f6e6d6c7f4", "Lollipop"],
    ["f5f6e6d6d7", "Raccoon Dog"],
    ["f5f6e6d6e7", "Heath", "Tobidashi"],
    ["f5f6e6d6e7f4", "Heath-Chimney", "Mass-Turning"],
    ["f5f6e6d6e7g5c5", "Heath-Bat"],
    ["f5f6e6d6e7g5g4", "Iwasaki Variation"],
    ["f5f6e6d6e7g5g6e3c5c6d3c4b3", "Mimura Variation II"],
    ["f5f6e6d6f7", "Snake", "Peasant"],
    ["f5f6e6d6f7e3d7e7c6c5d3", "Checkerboarding Peasant", "Pyramid"],
    ["f5f6e6d6g7", "X-Square Opening"],
]
OPENING_MOVE_PATTERN = r"[a-h][1-8]"
# How a name is written with the others the same position has.
OPENING_OTHER_NAMES = "{} (also {})"
OPENING_NAME_SEPARATOR = ", "
OPENING_STATUS = " Opening: {}."
OPENING_REVIEW_LINE = "Opening: {}, from move {}."


@dataclasses.dataclass
class OpeningNames:
    """The named openings by position (see OPENING_NAMES)."""
    names: dict          # {book key (get_book_key): the names}
    plies: int           # the longest named line's moves


@functools.lru_cache(maxsize=None)
def load_opening_names():
    """Plays each named opening from the start, once, when a name is
    first asked for.

    Parameters: none.
    Returns: the OpeningNames.
    """
    engine = build_engine(STANDARD_RULES, BOARD_SIZE, BOARD_SIZE)
    start = create_start_board(rules=STANDARD_RULES)
    names = {}
    plies = 0
    for entry in OPENING_NAMES:
        own, opponent = get_engine_bits(start, PLAYER_PIECE, engine)
        moves = re.findall(OPENING_MOVE_PATTERN, entry[0])
        for word in moves:
            square = parse_square_name(word, start)[0]
            bit = get_square_bit(square[0], square[1], engine)
            own, opponent = play_engine_move(own, opponent, bit, engine)
        names[get_book_key(own, opponent, engine)] = entry[1:]
        plies = max(plies, len(moves))
    return OpeningNames(names, plies)


def find_opening_name(start, history, rules):
    """Names a game's opening: the last named position its moves reach.

    Parameters: start -- the 2D list of pieces it started from; history
        -- its [piece, move] entries; rules -- the rule set.
    Returns: [the names, the move that reached it (from 1)], or [[], 0]
        when the game is not Othello's on the 8x8 board or has reached
        no named position.
    """
    engine = build_engine(rules, len(start), len(start[0]))
    found = [[], 0]
    if not is_othello_board(engine):
        return found
    opening = load_opening_names()
    if len(history) > 0:
        own, opponent = get_engine_bits(start, history[0][0], engine)
    for number in range(1, min(len(history), opening.plies) + 1):
        move = history[number - 1][1]
        if len(move) > 0:
            own, opponent = play_engine_move(own, opponent, get_square_bit(
                move[0], move[1], engine), engine)
        else:
            own, opponent = opponent, own
        names = opening.names.get(get_book_key(own, opponent, engine))
        if names is not None:
            found = [names, number]
    return found


def format_opening_name(names):
    """Writes an opening's names: the usual one, the others after it.

    Parameters: names -- the names (see OPENING_NAMES).
    Returns: the text, such as 'Heath (also Tobidashi)'.
    """
    if len(names) == 1:
        return names[0]
    return OPENING_OTHER_NAMES.format(
        names[0], OPENING_NAME_SEPARATOR.join(names[1:]))


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
# With ANALYSIS_EXACT_EMPTIES or fewer, it solves every move exactly
# whatever its think time (a few seconds at most here), so the hint,
# analyze, review, the window and NBoard give the same exact values.
ANALYSIS_EXACT_EMPTIES = 16
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
# Ctrl-C and a hang-up (WORKER_IGNORED_SIGNALS, where the platform has
# them) reach every process of a terminal's job: the workers leave them
# to the program, which then stops every worker. The program ignores and
# holds them back while it starts its workers, which inherit them
# ignored from birth, as does multiprocessing's resource tracker,
# started with them, which must outlive the program's ending; a signal
# held back reaches the program once they are started. A worker looks
# every PARENT_WATCH_SECONDS whether the program still runs: when it has
# gone without stopping its workers (killed by SIGKILL), the worker ends
# at once, with ORPHAN_EXIT_STATUS.
WORKER_IGNORED_SIGNALS = ["SIGINT", "SIGHUP"]
# A stop signal waits while the workers start, so that each is started
# whole and can be stopped (a worker half started when its program ends
# writes a traceback); a worker takes it again once ready. The resource
# tracker that "spawn" needs is started first: starting, it lets SIGTERM
# through again.
WORKER_HELD_SIGNALS = ["SIGTERM"]
PARENT_WATCH_SECONDS = 0.25
ORPHAN_EXIT_STATUS = 1
ANALYSIS_HEADING = ("{} to move: every move's value, the final disc "
                    "difference for {}, best first")
ANALYSIS_LINE = "{:>4}  {:<16}{}"
# The expected line of play after each move (Opinion.line): at most
# BEST_LINE_MOVES moves the searches found best. Where a move's value is
# exact, the solver plays the game on with best play (play_out_best_line,
# at most BEST_LINE_NODES positions a line): those moves are exact. The
# evaluating search's table then gives its best move in each position it
# kept, and the opening book its best moves: a guess, written after
# BEST_LINE_GUESS. Squares written with a space (2 4) are separated by
# commas.
BEST_LINE_MOVES = 12
BEST_LINE_NODES = 20000
BEST_LINE_GUESS = "~"
BEST_LINE_SEPARATORS = [SPACE, NAME_LIST_SEPARATOR]
BEST_LINE_MESSAGE = "Expected line: {}"
ANALYSIS_NO_MOVE = "{} has no legal move."
ANALYSIS_PASS = "{} has no legal move and passes."
ANALYSIS_OVER = "The game is over: X {}, O {}."
VALUE_EXACT = "{} exact"
VALUE_BETWEEN = "{} to {}"
VALUE_AT_LEAST = "at least {}"
VALUE_AT_MOST = "at most {}"
VALUE_ABOUT = "about {}"
VALUE_BOOK = "book {}"
VALUE_SIGNED = "{:+d}"
# What is known of a value (see get_value_kind).
VALUE_KIND_EXACT = "exact"
VALUE_KIND_BETWEEN = "between"
VALUE_KIND_AT_LEAST = "at least"
VALUE_KIND_AT_MOST = "at most"
VALUE_KIND_ABOUT = "about"
VALUE_KIND_BOOK = "book"
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
    book: bool = False            # whether the estimate is the opening
    # ... book's (see create_book_opinions)
    line: list = dataclasses.field(default_factory=list)
    # ... the expected play, this move first: [row, col] squares, []
    # ... for a pass (see BEST_LINE_MOVES)
    exact_moves: int = 0          # how many of the line's moves are
    # ... best play proven by the solver (the rest are a guess)
    depth: int = 0                # the plies the evaluating search
    # ... looked ahead, this move included (0 for the book's values)


def create_opinion(valuation, sign, engine):
    """Turns the search's valuation of a move into an opinion: values in
    disc differences for the side moving, whichever way the game is won.

    Parameters: valuation -- from study_move (search values, sign
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
    return Opinion(move, lower, upper, sign * key, key,
                   depth=valuation.depth)


def create_book_opinions(own, opponent, engine, sign):
    """The opinions of a position's moves by the opening book (see
    find_book_moves), labelled as the book's.

    Parameters: own, opponent -- the bits of the side to move and of the
        other side; engine -- the Engine; sign -- 1 when the most discs
        win, -1 when the fewest do.
    Returns: the opinions, best first, or [] when the book has not the
        position.
    """
    return [Opinion(get_bit_square(move, engine), -INFINITE_SCORE,
                    INFINITE_SCORE, value, value, True)
            for move, value in find_book_moves(own, opponent, engine, sign)]


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


def get_analysis_think(settings, move_count):
    """Finds how long --analyze and the word analyze may take:
    ANALYSIS_THINKS_PER_MOVE think times a move, ANALYSIS_LEAST_THINKS
    at least.

    Parameters: settings -- the Settings; move_count -- the moves valued.
    Returns: the seconds.
    """
    return settings.think * max(ANALYSIS_THINKS_PER_MOVE * move_count,
                                ANALYSIS_LEAST_THINKS)


def get_analysis_reach(settings, think):
    """Measures how deep an analysis goes: its node limit, or its time."""
    return think if settings.node_limit is None else settings.node_limit


def is_known_deep_enough(known, reach):
    """Tells whether the memory's Knowledge (or None) reaches as deep."""
    return known is not None and known.reach >= reach


def _keep_opinions(settings, key, reach, opinions, known):
    """Keeps an analysis in the session's memory, which starts again when
    it holds ANALYSIS_MEMORY_LIMIT positions, with the hint's move noted
    before.

    Parameters: settings -- the Settings; key -- the position's key
        (get_memory_key); reach -- the analysis's reach; opinions -- its
        opinions; known -- the Knowledge it replaces, or None.
    Returns: None.
    """
    if len(settings.memory) >= ANALYSIS_MEMORY_LIMIT:
        settings.memory.clear()
    hint_move = None if known is None else known.hint_move
    settings.memory[key] = Knowledge(reach, list(opinions), hint_move)


def get_platform_signals(names):
    """Finds the signals of these names that the platform has (Windows
    has no SIGHUP).

    Parameters: names -- the signals' names, such as 'SIGHUP'.
    Returns: their numbers.
    """
    return [getattr(signal, name) for name in names if hasattr(signal, name)]


def prepare_worker(parent):
    """Readies a worker process (start_workers' initializer): it leaves
    Ctrl-C and a hang-up to the program, and a thread of its own watches
    the program (see PARENT_WATCH_SECONDS).

    Parameters: parent -- the program's process id.
    Returns: None.
    """
    for number in get_platform_signals(WORKER_IGNORED_SIGNALS):
        signal.signal(number, signal.SIG_IGN)
    if hasattr(signal, "pthread_sigmask"):
        signal.pthread_sigmask(signal.SIG_UNBLOCK, get_platform_signals(
            WORKER_HELD_SIGNALS))
    threading.Thread(target=_watch_parent, args=(parent,),
                     daemon=True).start()


def _watch_parent(parent):
    """Ends this worker process at once when the program that started it
    has gone (run on a thread of its own by prepare_worker).

    Parameters: parent -- the program's process id.
    Returns: never: it ends the process.
    """
    while os.getppid() == parent:
        time.sleep(PARENT_WATCH_SECONDS)
    os._exit(ORPHAN_EXIT_STATUS)


def count_cores():
    """Counts the machine's cores (1 when it cannot tell)."""
    return os.cpu_count() or 1


def start_workers(count):
    """Starts a pool of count worker processes (WORKER_START) that leave
    Ctrl-C and a hang-up to the program and end when it ends (see
    WORKER_IGNORED_SIGNALS); leaving its with block stops them all.

    Parameters: count -- how many.
    Returns: the multiprocessing Pool.
    """
    context = multiprocessing.get_context(WORKER_START)
    numbers = get_platform_signals(WORKER_IGNORED_SIGNALS)
    held = None
    handlers = {}
    pool = None
    try:
        if threading.current_thread() is threading.main_thread():
            for number in numbers:
                handlers[number] = signal.signal(number, signal.SIG_IGN)
        if hasattr(signal, "pthread_sigmask"):
            multiprocessing.resource_tracker.ensure_running()
            held = signal.pthread_sigmask(signal.SIG_BLOCK, numbers
                                          + get_platform_signals(
                                              WORKER_HELD_SIGNALS))
        pool = context.Pool(count, prepare_worker, (os.getpid(),))
    finally:
        try:
            for number, handler in handlers.items():
                signal.signal(number, handler)
            if held is not None:
                signal.pthread_sigmask(signal.SIG_SETMASK, held)
        except BaseException:
            # A stop signal held meanwhile: the workers end with it.
            if pool is not None:
                pool.terminate()
            raise
    return pool


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


def replay_line_bits(own, opponent, line, engine):
    """Plays a line of move bits (0 for a pass) from a position.

    Parameters: own, opponent -- the bits of the side to move and of the
        other side; line -- the moves; engine -- the Engine.
    Returns: the pair [own, opponent] after them, own the side to move.
    """
    for move in line:
        if move:
            own, opponent = play_engine_move(own, opponent, move, engine)
        else:
            own, opponent = opponent, own
    return [own, opponent]


def walk_table_line(own, opponent, table, engine, line):
    """Adds to a line the best move a search's table kept for each
    position (a pass where the side has none), until the table has no
    move for one or the line is BEST_LINE_MOVES long.

    Parameters: own, opponent -- the bits of the side to move and of the
        other side, at the line's end; table -- the transposition table;
        engine -- the Engine; line -- the move bits so far (changed).
    Returns: None.
    """
    while len(line) < BEST_LINE_MOVES:
        turn, moves = get_engine_turn(own, opponent, engine)
        if turn == TURN_GAME_OVER:
            return
        if turn == TURN_OPPONENT:
            line.append(0)
            own, opponent = opponent, own
            continue
        entry = table.get((own, opponent))
        if entry is None or not entry[-1] & moves:
            return
        line.append(entry[-1])
        own, opponent = play_engine_move(own, opponent, entry[-1], engine)


def walk_book_line(own, opponent, engine, sign, line):
    """Adds to a line the opening book's best move in each position it
    has expanded (see walk_table_line).

    Parameters: own, opponent -- the bits of the side to move and of the
        other side, at the line's end; engine -- the Engine; sign -- 1
        when the most discs win, -1 when the fewest do; line -- the move
        bits so far (changed).
    Returns: None.
    """
    while len(line) < BEST_LINE_MOVES:
        valued = find_book_moves(own, opponent, engine, sign)
        if not valued:
            return
        line.append(valued[0][0])
        own, opponent = play_engine_move(own, opponent, valued[0][0],
                                         engine)


def find_best_line(own, opponent, valuation, state, solver_state):
    """Finds the expected line of play after a move (see BEST_LINE_MOVES):
    exact as far as the solver can play it out, then a guess.

    Parameters: own, opponent -- the bits of the side to move and of the
        other side; valuation -- the move's Valuation; state -- the
        evaluating search's SearchState; solver_state -- the solver's, or
        None when it did not run.
    Returns: a pair [line, exact]: the move bits, this move first (0 for
        a pass), and how many of them are exact.
    """
    engine = state.engine
    line = [valuation.move]
    after = play_engine_move(own, opponent, valuation.move, engine)
    # A solver stopped from another thread (stop_search) is left so.
    if (solver_state is None or solver_state.node_limit == 0
            or valuation.lower != valuation.upper):
        walk_table_line(after[0], after[1], state.table, engine, line)
        return [line[:BEST_LINE_MOVES], 0]
    solver_state.node_limit = solver_state.nodes + BEST_LINE_NODES
    solver_state.deadline = math.inf
    try:
        play_out_best_line(after[0], after[1], -valuation.lower,
                           solver_state, line)
        return [line[:BEST_LINE_MOVES], len(line[:BEST_LINE_MOVES])]
    except SearchBudgetSpent:
        exact = len(line)
    end = replay_line_bits(after[0], after[1], line[1:], engine)
    walk_table_line(end[0], end[1], state.table, engine, line)
    return [line[:BEST_LINE_MOVES], min(exact, BEST_LINE_MOVES)]


def set_opinion_line(opinion, line, exact, engine):
    """Gives an Opinion its expected line (see find_best_line).

    Parameters: opinion -- the Opinion (changed); line -- the move bits
        (0 for a pass); exact -- how many are exact; engine -- the
        Engine.
    Returns: the Opinion.
    """
    opinion.line = [get_bit_square(move, engine) if move else []
                    for move in line]
    opinion.exact_moves = exact
    return opinion


@dataclasses.dataclass
class MoveStudy:
    """What the analysis found of one move, searched on its own (see
    study_move): the same whichever process searched it."""
    deepening: list               # the move's Valuation at each depth the
    # ... evaluating search finished, the first at depth 1
    lower: int                    # the lowest value proven (search values)
    upper: int                    # the highest value proven
    line: list                    # the expected line's move bits (see
    # ... find_best_line)
    exact_moves: int              # how many of them are exact


def _deepen_move(own, opponent, move, max_depth, state):
    """The evaluating search of one move, one ply deeper at a time until
    the budget is spent or max_depth is reached.

    Parameters: own, opponent -- the bits of the side to move and of the
        other side; move -- the move's bit; max_depth -- the deepest
        search to start; state -- the SearchState.
    Returns: the move's Valuation at each depth finished, the first at
        depth 1.
    """
    found = []
    try:
        for depth in range(1, max_depth + 1):
            value = search_child(own, opponent, move, depth,
                                 -INFINITE_SCORE, INFINITE_SCORE, True,
                                 state, search_node)
            found.append(get_search_valuation(move, value))
            found[-1].depth = depth
    except SearchBudgetSpent:
        pass
    return found


def study_move(own, opponent, move, engine, settings, think,
               watch_search):
    """Values one move on its own, with its own tables: the evaluating
    search, then with ANALYSIS_SOLVE_EMPTIES or fewer empty squares the
    exact solver in the budget left (with ANALYSIS_EXACT_EMPTIES or
    fewer, until the value is exact), then the expected line. Nothing
    another move's search did changes it, so any process finds the same.

    Parameters: own, opponent -- the bits of the side to move and of the
        other side; move -- the move's bit; engine -- the Engine;
        settings -- the Settings, its node_limit (when set) the move's
        share; think -- the move's share of the think time;
        watch_search -- called with each search state started.
    Returns: the MoveStudy.
    """
    budget = create_search_budget(engine, own, opponent, STRONGEST_PLAYER,
                                  settings, think, ANALYSIS_SOLVE_EMPTIES)
    state = budget.state
    watch_search(state)
    deepening = _deepen_move(own, opponent, move, budget.max_depth, state)
    valuation = Valuation(move, -INFINITE_SCORE, INFINITE_SCORE, 0)
    if deepening:
        valuation = dataclasses.replace(deepening[-1])
    for found in deepening:
        valuation.lower = max(valuation.lower, found.lower)
        valuation.upper = min(valuation.upper, found.upper)
    solver_state = None
    if budget.solving:
        solver_state = create_solver_state(budget, think)
        empties = (engine.squares & ~(own | opponent)).bit_count()
        if empties <= ANALYSIS_EXACT_EMPTIES:
            solver_state.node_limit = NO_NODE_LIMIT
            solver_state.deadline = math.inf
        watch_search(solver_state)
        child = play_engine_move(own, opponent, move, engine)
        try:
            refine_valuation(child, empties, valuation, solver_state)
        except SearchBudgetSpent:
            pass
    line, exact = find_best_line(own, opponent, valuation, state,
                                 solver_state)
    return MoveStudy(deepening, valuation.lower, valuation.upper, line,
                     exact)


def study_moves(board, piece, rules, settings, think, watch_search=None,
                only=None):
    """Studies each legal move on its own (see study_move), each with an
    equal share of the think time (of the Settings' node_limit when it
    is set).

    Parameters: board, piece, rules, settings -- as analyse_moves';
        think -- the seconds the whole analysis may take; watch_search
        -- as analyse_moves'; only -- None, or the [row, col] moves to
        study (a worker's share), each still given the share it has
        among all the moves.
    Returns: the MoveStudies, in the order of the board's squares.
    """
    engine = build_engine(rules, len(board), len(board[0]))
    own, opponent = get_engine_bits(board, piece, engine)
    moves = list_bits(engine.find_moves(own, opponent, engine))
    share = dataclasses.replace(settings)
    if settings.node_limit is not None:
        share.node_limit = max(1, settings.node_limit // len(moves))
    studies = []
    for move in moves:
        if only is None or get_bit_square(move, engine) in only:
            studies.append(study_move(own, opponent, move, engine, share,
                                      think / len(moves),
                                      watch_search or ignore_search))
    return studies


def gather_studies(studies, sign, engine):
    """Turns the moves' studies into the analysis's opinions. Each
    estimate is taken at the deepest ply every move's search finished,
    so that no move is favoured by looking deeper than the others; what
    any depth proved is kept.

    Parameters: studies -- the MoveStudies of every legal move; sign --
        1 when the most discs win, -1 when the fewest do; engine -- the
        Engine.
    Returns: the Opinions, best first (equal ones in the order of the
        board's squares).
    """
    depth = min(len(study.deepening) for study in studies)
    opinions = []
    for study in sorted(studies, key=lambda study: get_bit_square(
            study.line[0], engine)):
        if depth == 0:
            valuation = Valuation(study.line[0], -INFINITE_SCORE,
                                  INFINITE_SCORE, 0)
        else:
            valuation = dataclasses.replace(study.deepening[depth - 1])
        valuation.lower = study.lower
        valuation.upper = study.upper
        opinion = create_opinion(valuation, sign, engine)
        opinions.append(set_opinion_line(opinion, study.line,
                                         study.exact_moves, engine))
    opinions.sort(key=lambda opinion: opinion.key, reverse=True)
    return opinions


def analyse_moves(board, piece, rules, settings, think=None,
                  watch_search=None):
    """Finds the strongest computer's opinion of every legal move: each
    move studied on its own (see study_move: an evaluating search, then
    near the end the exact solver), so the values are the same however
    many processes share the work. --analyze may take
    ANALYSIS_THINKS_PER_MOVE times the think time for each move
    (ANALYSIS_LEAST_THINKS times it at least). The Settings remember the
    answer for the session (not when watched: another thread may cut it
    short), and a position asked again with no more time than before
    gets it back, so hint, analyze and review agree.

    Parameters: board -- the 2D list of pieces; piece -- the side to
        move; rules -- the rule set; settings -- the Settings;
        think -- the seconds the whole analysis may take (None: as
        --analyze; the Settings' node_limit, when set, bounds the whole
        analysis instead); watch_search -- None, or a function called
        with each search state the analysis starts, so that another
        thread can end the search early (see stop_search).
    Returns: the opinions (see create_opinion), best first; [] when the
        side has no legal move.
    """
    return _analyse_moves_by(board, piece, rules, settings, think,
                             watch_search, 1)


def _analyse_moves_by(board, piece, rules, settings, think, watch_search,
                      jobs):
    """Does the work of analyse_moves, the moves shared among jobs
    worker processes when jobs > 1 (see analyse_moves_together).

    Parameters: board, piece, rules, settings, think, watch_search -- as
        analyse_moves'; jobs -- how many processes may work at once.
    Returns: the opinions, best first.
    """
    engine = build_engine(rules, len(board), len(board[0]))
    own, opponent = get_engine_bits(board, piece, engine)
    moves = get_rule_moves(board, piece, rules)
    if len(moves) == 0:
        return []
    sign = get_win_sign(settings)
    book = create_book_opinions(own, opponent, engine, sign)
    if book:
        for opinion in book:
            line = [get_square_bit(opinion.move[0], opinion.move[1],
                                   engine)]
            after = play_engine_move(own, opponent, line[0], engine)
            walk_book_line(after[0], after[1], engine, sign, line)
            set_opinion_line(opinion, line, 0, engine)
        return book
    if think is None:
        think = get_analysis_think(settings, len(moves))
    key = get_memory_key(rules, board, own, opponent)
    reach = get_analysis_reach(settings, think)
    known = settings.memory.get(key)
    if is_known_deep_enough(known, reach):
        return list(known.opinions)
    if jobs <= 1 or len(moves) <= 1:
        studies = study_moves(board, piece, rules, settings, think,
                              watch_search)
    else:
        groups = [moves[first::jobs]
                  for first in range(min(jobs, len(moves)))]
        lent = dataclasses.replace(settings, memory={})
        with start_workers(len(groups)) as pool:
            parts = pool.map(_study_in_worker, [
                (board, piece, rules, lent, think, None, group)
                for group in groups])
        studies = [study for part in parts for study in part]
    opinions = gather_studies(studies, sign, engine)
    # Work another thread may have cut short is not remembered.
    if watch_search is None:
        _keep_opinions(settings, key, reach, opinions, known)
    return opinions


def _study_in_worker(work):
    """Studies some moves in a worker (work: study_moves' arguments)."""
    return study_moves(*work)


def analyse_moves_together(board, piece, rules, settings, jobs):
    """Analyses every legal move as analyse_moves does, the moves shared
    among jobs worker processes (started by WORKER_START, safe beside
    threads). Each move is studied on its own, with the share of the
    think time it has in one process, so the values are the same and the
    analysis ends sooner. Leaving early (Ctrl-C) stops every worker at
    once.

    Parameters: board, piece, rules, settings -- as analyse_moves';
        jobs -- how many processes may work at once (1: this one).
    Returns: the opinions, best first ([] when the side has no move).
    """
    return _analyse_moves_by(board, piece, rules, settings, None, None,
                             jobs)


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
        VALUE_KIND_AT_MOST, VALUE_KIND_BOOK (the opening book's value) or
        VALUE_KIND_ABOUT.
    """
    if opinion.book:
        return VALUE_KIND_BOOK
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
    estimate = format_disc_value(round(opinion.estimate))
    if kind == VALUE_KIND_BOOK:
        return VALUE_BOOK.format(estimate)
    return VALUE_ABOUT.format(estimate)


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
            format_opinion_value(opinion),
            format_best_line(board, opinion, write_square)).rstrip())
    return "\n".join(lines)


def format_best_line(board, opinion, write_square):
    """Writes an opinion's expected line: its exact moves, then
    BEST_LINE_GUESS and the guessed ones.

    Parameters: board -- the 2D list of pieces (for its shape); opinion
        -- the Opinion; write_square -- the function (board, move) -> the
        square as the game writes it.
    Returns: the line, such as 'e2 f1 e1 ~ d1 c1' ('' when it has no
        moves).
    """
    words = [write_square(board, move) if len(move) > 0 else PASS_WORD
             for move in opinion.line]
    separator = BEST_LINE_SEPARATORS[any(SPACE in word for word in words)]
    exact = separator.join(words[:opinion.exact_moves])
    guess = separator.join(words[opinion.exact_moves:])
    if guess == "":
        return exact
    return (exact + SPACE + BEST_LINE_GUESS + SPACE + guess).lstrip()


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
MAX_RECORD_BYTES = 1 << 25
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
# planted link or file is written through) and locked while it is
# written (os.lockf); it is flushed to the disk and then renamed over
# NAME. Every save first removes the temporary files in its folder
# that no save holds locked: those left by saves that were cut off
# (the program killed), whatever file they were saving; another
# program's save under way keeps its own. RANDOM is tempfile's 8
# characters. A new file gets the permissions the umask leaves of
# NEW_FILE_MODE; a file saved again keeps its own.
TEMPORARY_PREFIX = "."
TEMPORARY_SEPARATOR = "."
TEMPORARY_SUFFIX = ".part"
TEMPORARY_PATTERN = r"\..+\.[a-z0-9_]{8}\.part"
# How many times a save makes a new temporary file when another save's
# clearing took the last one before it was locked.
TEMPORARY_TRIES = 3
TEMPORARY_LOST_ERROR = "another program removed its temporary file"
# Where the system locks files (os.lockf), the temporary file is renamed
# while still locked; elsewhere (Windows) an open file can be neither
# renamed nor removed, so it is renamed once closed.
LOCKS_FILES = hasattr(os, "lockf")
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
    side_names: dict = dataclasses.field(default_factory=dict)
    # ... {piece: name} a review calls the sides, when its players do not
    # ... name them (a move string: UNNAMED_SIDES; see GAME FORMATS)


# A move string names no players: a review calls its sides by colour,
# Othello's black moving first.
UNNAMED_SIDES = {PLAYER_PIECE: "Black (X)", COMPUTER_PIECE: "White (O)"}

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
# A game has at most twice as many turns as squares (a pass is followed
# by a move or by the end), so a string is read no further than that:
# a longer one is refused at a move within it.
TURNS_PER_SQUARE = 2
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
    temporary file beside it (see TEMPORARY_PREFIX), locked, flushed to
    the disk, then renamed over it. The temporary files that saves cut
    off left in the folder are removed first.

    Parameters: path -- the file's name; text -- the record.
    Returns: '' when it was written, otherwise the reason it was not.
    """
    # Renaming over a link or a device would replace it, not write to it.
    if is_not_a_file(path):
        return NOT_A_FILE_ERROR
    folder, name = os.path.split(os.path.abspath(path))
    _remove_stale_temporaries(folder)
    temporary = None
    try:
        mode = NEW_FILE_MODE & ~_get_umask()
        if os.path.isfile(path):
            mode = os.stat(path).st_mode & PERMISSION_BITS
        handle, temporary = _create_temporary(folder, name)
        with os.fdopen(handle, "w", encoding=RECORD_ENCODING) as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
            os.chmod(temporary, mode)
            if LOCKS_FILES:
                os.replace(temporary, path)
        if not LOCKS_FILES:
            os.replace(temporary, path)
    except (OSError, ValueError) as problem:
        if temporary is not None and os.path.lexists(temporary):
            os.remove(temporary)
        return str(getattr(problem, "strerror", None) or problem)
    return ""


def is_not_a_file(path):
    """Tells whether a name is a link, folder or device (not saved to)."""
    return os.path.lexists(path) and (os.path.islink(path)
                                      or not os.path.isfile(path))


def _create_temporary(folder, name):
    """Makes a save's temporary file for a file (see TEMPORARY_PREFIX),
    locked for as long as it is open.

    Parameters: folder -- the folder the file is in; name -- its name.
    Returns: a pair [handle, path]: the open file's descriptor and name.
    Raises: OSError when none can be made.
    """
    for _ in range(TEMPORARY_TRIES):
        handle, temporary = tempfile.mkstemp(
            prefix=TEMPORARY_PREFIX + name + TEMPORARY_SEPARATOR,
            suffix=TEMPORARY_SUFFIX, dir=folder)
        _lock_file(handle, True)
        # Another save's clearing may have found it in the moment before
        # it was locked, and removed it.
        if _is_still_named(handle, temporary):
            return [handle, temporary]
        os.close(handle)
    raise OSError(TEMPORARY_LOST_ERROR)


def _lock_file(handle, wait):
    """Locks an open file against other processes (os.lockf, where the
    system has it; elsewhere an open file cannot be removed anyway).

    Parameters: handle -- the file's descriptor, open for writing; wait
        -- whether to wait for a lock another process holds.
    Returns: True when it is locked (or cannot be), False when another
        process holds it and wait is False.
    """
    if not LOCKS_FILES:
        return True
    try:
        os.lockf(handle, os.F_LOCK if wait else os.F_TLOCK, 0)
    except OSError:
        return False
    return True


def _is_still_named(handle, path):
    """Tells whether an open file is still the one a name gives.

    Parameters: handle -- the open file's descriptor; path -- the name.
    Returns: True when the name is that file's (not removed, not
        another file's).
    """
    try:
        return os.path.samestat(os.fstat(handle), os.lstat(path))
    except OSError:
        return False


def _get_umask():
    """Reads the process's umask, which can only be read by setting it.

    Parameters: none.
    Returns: the umask (the permission bits a new file does not get).
    """
    umask = os.umask(0)
    os.umask(umask)
    return umask


def _remove_stale_temporaries(folder):
    """Removes the temporary files that cut-off saves left in a folder
    (see TEMPORARY_PREFIX): those no save holds locked. What is not a
    plain file of that pattern, or cannot be opened for writing, is left
    alone.

    Parameters: folder -- the folder.
    Returns: None.
    """
    try:
        entries = os.listdir(folder)
    except OSError:
        return
    for entry in entries:
        if re.fullmatch(TEMPORARY_PATTERN, entry) is None:
            continue
        found = os.path.join(folder, entry)
        try:
            handle = os.open(found, os.O_WRONLY | getattr(os, "O_NOFOLLOW", 0)
                             | getattr(os, "O_NONBLOCK", 0))
        except OSError:
            continue
        stale = False
        try:
            stale = (stat.S_ISREG(os.fstat(handle).st_mode)
                     and _lock_file(handle, False)
                     and _is_still_named(handle, found))
            if stale and LOCKS_FILES:
                # Removed while locked: a save that made it a moment ago
                # waits for the lock, finds it gone and makes another.
                os.remove(found)
        except OSError:
            stale = False
        finally:
            os.close(handle)
        if stale and not LOCKS_FILES:
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


def parse_record_text(text, path):
    """Reads a record's text into its tags and moves, checking its form
    (not yet its moves).

    Parameters: text -- the record's text; path -- the file's name (for
        messages).
    Returns: a pair [record, error]: the RecordFile and '' when the
        text is a record; otherwise None and the message to print (naming
        the file, and the line where there is one).
    """
    shown = show_path(path)
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


def _split_move_string(text, most=None):
    """Splits a move string into its moves: squares' names (either case)
    and passes, run together or spaced.

    Parameters: text -- the move string; most -- None, or the most moves
        to split off (the text after them is not read).
    Returns: a pair [words, rest]: the moves in lower case, and '' when
        the text read is all moves; otherwise the moves before the first
        text that is not one, and that text (at most MOVE_STRING_SHOWN
        characters of it).
    """
    squeezed = "".join(text.split()).lower()
    token = re.compile(MOVE_STRING_TOKEN)
    words = []
    position = 0
    # Each move is matched where the last one ended, never on a copy of
    # the rest, so a long string takes time in proportion to its length.
    while position < len(squeezed) and (most is None or len(words) < most):
        found = token.match(squeezed, position)
        if found is None:
            return [words, squeezed[position:position + MOVE_STRING_SHOWN]]
        words.append(found.group(0))
        position = found.end()
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
    split = _split_move_string(text, TURNS_PER_SQUARE * len(start)
                               * len(start[0]))
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


def read_record_text(text, path):
    """Reads a record of this program: checks its tags and replays its
    moves.

    Parameters: text -- the record's text; path -- the file's name (for
        messages).
    Returns: the LoadedGame, whose error is '' when the record can be
        used, and otherwise the message to print (the other fields then
        left at their defaults).
    """
    read = parse_record_text(text, path)
    if read[1] != "":
        return LoadedGame(error=read[1])
    record = read[0]
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
# GAME FORMATS (transcripts, board strings, GGF, WTHOR; GGF written)
# ======================================================================

# Othello players keep games in a few formats besides this program's
# record and the move string. load_game (for --load and --review) and
# the window's Open and Paste tell them apart by their content alone
# (see read_game_data), trying each in this order:
# - WTHOR, the French federation's database of tournament games (.wtb
#   files): binary (see WTHOR_HEADER_BYTES); its players' and
#   tournaments' names are in the files WTHOR.JOU and WTHOR.TRN beside
#   it, when they are there;
# - GGF, the Generic Game Format of the GGS servers and of NBoard:
#   (;GM[Othello]PB[black]PW[white]RE[+2.000]TY[8]BO[8 squares side]
#   B[f5]W[d6]...;), any number of games to a file;
# - a record of this program (its tags all RECORD_TAGS), or a numbered
#   transcript as PlayOK and most sites write it, PGN's way: tags such
#   as [Black "name"], then 1. f5 d6 2. c3 d3 ... (tags optional);
# - a board string: the squares row by row from a1 (X or * for black,
#   O for white, - . _ for empty), then the side to move: what
#   --position reads and the window's Copy position writes;
# - a move string, its moves numbered or not.
# A file that holds several games (GGF, WTHOR) is listed, and one of
# them is chosen by its number (--game N; a list in the window). Every
# format but this program's record is an Othello game (STANDARD_RULES).

# WTHOR: a header of 16 bytes, little-endian: the century, year, month
# and day the file was made; the number of games (4 bytes); the number
# of names (2 bytes, for the name files); the year of the games (2
# bytes); the board's side (0 or 8 for 8x8); the kind of games; the
# depth of the theoretical scores; a spare byte. Then 68 bytes a game:
# the tournament's number, black's and white's numbers (2 bytes each);
# black's discs at the end (the empty squares going to the winner) and
# its theoretical score; then 60 bytes, a move each, 10 x row + column
# (a1 is 11, h1 18, h8 88) up to a 0. Passes are not written. The name
# files have the same header, then one name a record, padded with zero
# bytes: 20 bytes a player, 26 a tournament.
WTHOR_HEADER_BYTES = 16
WTHOR_GAME_BYTES = 68
WTHOR_COUNT_OFFSET = 4
WTHOR_COUNT_BYTES = 4
WTHOR_YEAR_OFFSET = 10
WTHOR_YEAR_BYTES = 2
WTHOR_SIDE_OFFSET = 12
WTHOR_SIDES = [0, BOARD_SIZE]
WTHOR_NUMBER_BYTES = 2
WTHOR_BLACK_OFFSET = 2
WTHOR_WHITE_OFFSET = 4
WTHOR_SCORE_OFFSET = 6
WTHOR_MOVES_OFFSET = 8
WTHOR_BYTE_ORDER = "little"
WTHOR_SQUARE_BASE = 10
WTHOR_END_OF_MOVES = 0
WTHOR_PLAYERS_FILE = "wthor.jou"
WTHOR_PLAYER_BYTES = 20
WTHOR_TOURNAMENTS_FILE = "wthor.trn"
WTHOR_TOURNAMENT_BYTES = 26
WTHOR_NAME_ENCODING = "latin-1"
WTHOR_NAME_END = b"\0"
WTHOR_EXTENSION = ".wtb"
WTHOR_UNKNOWN_NAME = "#{}"
WTHOR_TITLE = "{} - {}, {} {}: {}-{}"
WTHOR_SIZE_ERROR = ("not a WTHOR file: {} bytes, where a header and "
                    "games of 68 bytes make {}")
WTHOR_SHORT_ERROR = "not a WTHOR file: {} bytes, less than its {}-byte header"
WTHOR_BOARD_ERROR = "a WTHOR file of {}x{} games, not Othello's 8x8"
WTHOR_MOVE_ERROR = "game {}: move {} is the byte {}, which is no square"

# GGF: a game is (; properties ;), a property NAME[value]. GM names the
# game, PB and PW the players, RE the result (black's discs less
# white's, then :r for a resignation or :t for time), TY the type (the
# board's side, with letters: a for the game the fewest discs win, s
# for synchro games, which this program cannot play), BO the board (its
# side, then its squares row by row, - for empty, * for black, O for
# white, then the side to move), B and W the moves in order
# (move/evaluation/time, PA for a pass).
# (A value is matched a run of characters at a time, from escape to
# escape, so a long name or comment takes little time and memory.)
GGF_PROPERTY_PATTERN = r"\s*([A-Za-z]+)\[([^\]\\]*(?:\\.[^\]\\]*)*)\]"
GGF_CLOSE_PATTERN = r"\s*;\)"
GGF_ESCAPED_CLOSE = "\\]"
GGF_VALUE_CLOSE = "]"
GGF_UNCLOSED_ERROR = "game {} is not closed by ;)"
GGF_PROPERTY_ERROR = "game {}: {} is not a property NAME[value]"
GGF_OPEN = "(;"
GGF_GAME = "GM"
GGF_OTHELLO = "othello"
GGF_BLACK = "PB"
GGF_WHITE = "PW"
GGF_RESULT = "RE"
GGF_TYPE = "TY"
GGF_BOARD = "BO"
GGF_DATE = "DT"
GGF_PLACE = "PC"
GGF_MOVES = {"B": PLAYER_PIECE, "W": COMPUTER_PIECE}
GGF_MOVE_NAMES = {PLAYER_PIECE: "B", COMPUTER_PIECE: "W"}
GGF_PASSES = ["pa", PASS_WORD]
GGF_MOVE_SEPARATOR = "/"
GGF_TYPE_SIZE = r"[0-9]+"
GGF_ANTI = "a"
GGF_SYNCHRO = "s"
GGF_PIECES = {"*": PLAYER_PIECE, "O": COMPUTER_PIECE, "-": EMPTY}
GGF_PIECE_CHARACTERS = {PLAYER_PIECE: "*", COMPUTER_PIECE: "O",
                        EMPTY: "-"}
GGF_UNKNOWN = "?"
GGF_TITLE = "{} - {}: {}"
GGF_NO_GAME_ERROR = "not a GGF game: no (; ... ;) in it"
GGF_GAME_ERROR = "game {}: {}"
GGF_NOT_OTHELLO_ERROR = "a game of {}, not Othello"
GGF_SYNCHRO_ERROR = "a synchro game (type {}), which is not played here"
GGF_TYPE_ERROR = "the type {} gives no board size this program plays"
GGF_BOARD_ERROR = "the board {} is not a side, its squares and a side to move"
GGF_TURN_ERROR = "move {} ({}) is {}'s, but {} is to move"
GGF_MOVE_ERROR = "move {} ({}): {}"
GGF_NOT_A_MOVE = "not a square's name or PA"
# How GGF is written (see format_ggf): the place, the date (year.month.
# day_hour:minute:second.zone), the result (GGF_RESULT_FORMAT: black's
# discs less white's; GGF_UNKNOWN while the game goes on), the parts of
# a property and of the board, and a pass.
GGF_PROGRAM_PLACE = "proj2"
GGF_DATE_FORMAT = "%Y.%m.%d_%H:%M:%S.UTC"
GGF_RESULT_FORMAT = "{:+.3f}"
GGF_PROPERTY_FORMAT = "{}[{}]"
GGF_CLOSE = ";)"
GGF_BOARD_FORMAT = "{} {} {}"
GGF_SIZE_FORMAT = "{}"
GGF_PASS = "PA"
GGF_EXTENSION = ".ggf"
GGF_RULES_ERROR = ("GGF keeps Othello games on square boards; save FILE "
                   "(a record) keeps this one")

# The numbered transcript: the move numbers (12. or 12...), the tags it
# may have (any, PGN's way; Black and White name the players), and its
# result at the end (1-0, 0-1, 1/2-1/2, *, or a score such as 33-31).
# PlayOK writes a pass as --.
TRANSCRIPT_NUMBER_PATTERN = r"(?<![A-Za-z0-9])[0-9]+\.+"
TRANSCRIPT_TAG_PATTERN = r'\[([A-Za-z][A-Za-z0-9_]*)\s+"([^"]*)"\]'
TRANSCRIPT_BLACK = "black"
TRANSCRIPT_WHITE = "white"
# The tags that make a text a transcript (PGN's; a record of this
# program has none of them).
TRANSCRIPT_TAGS = ["Event", "Site", "Date", "Round", "Black", "White"]
TRANSCRIPT_RESULT_PATTERN = r"(?:[0-9]+-[0-9]+|1/2-1/2|\*)\s*$"
TRANSCRIPT_PASSES = ["--", GGF_PASS.lower()]
TRANSCRIPT_COMMENT_PATTERN = r"\{[^}]*\}"
TRANSCRIPT_ERROR = "{}"

# The board string (see read_board_string): its squares' characters,
# and the side to move's.
BOARD_STRING_PATTERN = r"[XxOo*\-._]{64}[XxOo*]"
BOARD_SQUARES_PATTERN = r"[XxOo*\-._]{64}"
BOARD_STRING_SIDE_ERROR = ("a board string ends with the side to move, X "
                           "or O, after its 64 squares")
BOARD_STRING_PIECES = {"x": PLAYER_PIECE, "*": PLAYER_PIECE,
                       "o": COMPUTER_PIECE}
# What a single game is called (the window says what was pasted).
BOARD_STRING_TITLE = "a position, {} to move"
RECORD_TITLE = "a game record"
TRANSCRIPT_TITLE = "a transcript"

# A file of several games, and the choice of one.
MANY_GAMES_HEADING = "{} holds {} games:"
MANY_GAMES_LINE = "{:>6}. {}"
MANY_GAMES_CHOICE = "{} holds {} games: choose one with --game N"
GAME_NUMBER_ERROR = "{} holds {} games: there is no game {}"
ONE_GAME_ERROR = "{} holds one game: --game does not apply"
NO_GAMES_ERROR = "{} holds no game"


# How a review names the players a format names (see UNNAMED_SIDES).
PERSON_WITH_PIECE = "{} ({})"


@dataclasses.dataclass
class FiledGame:
    """One game of a file, before it is replayed (a WTHOR file may hold
    thousands): its title for the list, and how to read it."""
    title: str            # a line naming it: players, event, result
    read: object          # a function of no arguments: the LoadedGame


@dataclasses.dataclass
class GameFile:
    """What a file or a pasted text holds (see read_game_data)."""
    games: list = dataclasses.field(default_factory=list)
    # ... the FiledGame entries, one or more
    moves_only: bool = False      # only moves (a move string or a
    # ... transcript without tags), which a paste plays from the start
    error: str = ""               # why it cannot be read ('' when it can)


def create_othello_game(start, first, people):
    """Starts the LoadedGame of an Othello game from another format.

    Parameters: start -- the 2D list of pieces it starts from; first --
        the side to move there; people -- {piece: name} of the players
        the format names ({} when it names none).
    Returns: the LoadedGame, no moves yet: its players those of a new
        Othello game, its sides named for a review by the people, or by
        colour (UNNAMED_SIDES).
    """
    rules = STANDARD_RULES
    names = dict(UNNAMED_SIDES)
    for piece in people:
        if people[piece] != "":
            names[piece] = PERSON_WITH_PIECE.format(
                escape_text(people[piece]), piece)
    return LoadedGame(rules=rules, first=first, top_left=rules.top_left,
                      player_names={PLAYER_PIECE: HUMAN,
                                    COMPUTER_PIECE: rules.o_player},
                      start=start, board=copy_board(start),
                      side_names=names)


def play_loaded_moves(loaded, text, source, prefix=TRANSCRIPT_ERROR):
    """Plays a move string on a LoadedGame from its start.

    Parameters: loaded -- the LoadedGame (its board, history and error
        are set); text -- the moves; source -- the file's name (or what
        the text came from), for the message; prefix -- how the message
        names the game in a file of several (see GGF_GAME_ERROR).
    Returns: the LoadedGame.
    """
    replayed = replay_move_string(text, loaded.start, loaded.first,
                                  loaded.rules)
    loaded.board = replayed.board
    loaded.history = replayed.history
    if replayed.error != "":
        loaded.error = RECORD_ERROR.format(show_path(source),
                                           prefix.format(replayed.error))
    return loaded


def read_file_bytes(path, limit=MAX_RECORD_BYTES):
    """Reads a whole regular file, without waiting on a pipe or a device.

    Parameters: path -- the file's name; limit -- the most bytes read.
    Returns: a pair [data, error]: the bytes and '' when the file was
        read; otherwise None and the message (naming the file).
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
            data = file.read(limit + 1)
    except OSError as problem:
        return [None, RECORD_ERROR.format(shown, RECORD_READ_ERROR.format(
            problem.strerror or problem))]
    if len(data) > limit:
        return [None, RECORD_ERROR.format(
            shown, RECORD_SIZE_ERROR.format(limit))]
    return [data, ""]


# ----------------------------------------------------------------------
# WTHOR
# ----------------------------------------------------------------------

def read_wthor_names(folder, name, record_bytes):
    """Reads a WTHOR name file (the players or the tournaments) from a
    folder, whatever the case of its name.

    Parameters: folder -- the folder of the games file; name -- the name
        file's name in lower case; record_bytes -- the bytes a name.
    Returns: the names in order ([] when there is no such file).
    """
    try:
        found = [entry for entry in os.listdir(folder or os.curdir)
                 if entry.lower() == name]
    except OSError:
        return []
    if len(found) == 0:
        return []
    data = read_file_bytes(os.path.join(folder, found[0]))[0] or b""
    names = []
    for start in range(WTHOR_HEADER_BYTES, len(data) - record_bytes + 1,
                       record_bytes):
        raw = data[start:start + record_bytes].split(WTHOR_NAME_END)[0]
        names.append(raw.decode(WTHOR_NAME_ENCODING).strip())
    return names


def get_wthor_name(names, number):
    """Names a WTHOR player or tournament by its number.

    Parameters: names -- the names a name file gives; number -- the
        number a game gives.
    Returns: the name, or #N when no name file names it.
    """
    if number < len(names):
        return names[number]
    return WTHOR_UNKNOWN_NAME.format(number)


def read_wthor_number(data, offset, size=WTHOR_NUMBER_BYTES):
    """Reads a little-endian number of a WTHOR file."""
    return int.from_bytes(data[offset:offset + size], WTHOR_BYTE_ORDER)


def is_wthor_data(data):
    """Tells whether a file's bytes are a WTHOR games file.

    Parameters: data -- the bytes.
    Returns: True when a header's count of games gives exactly their
        length.
    """
    if len(data) < WTHOR_HEADER_BYTES:
        return False
    count = read_wthor_number(data, WTHOR_COUNT_OFFSET, WTHOR_COUNT_BYTES)
    return len(data) == WTHOR_HEADER_BYTES + count * WTHOR_GAME_BYTES


def read_wthor_game(record, number, source, people):
    """Replays one game of a WTHOR file (see FiledGame).

    Parameters: record -- its 68 bytes; number -- its number in the file
        (from 1), for messages; source -- the file's name; people --
        {piece: name} of its players.
    Returns: the LoadedGame (passes put in where a side had no move).
    """
    loaded = create_othello_game(create_start_board(rules=STANDARD_RULES),
                                 PLAYER_PIECE, people)
    words = []
    for value in record[WTHOR_MOVES_OFFSET:]:
        if value == WTHOR_END_OF_MOVES:
            break
        row = value // WTHOR_SQUARE_BASE
        col = value % WTHOR_SQUARE_BASE
        if not (1 <= row <= BOARD_SIZE and 1 <= col <= BOARD_SIZE):
            loaded.error = RECORD_ERROR.format(
                show_path(source), WTHOR_MOVE_ERROR.format(
                    number, len(words) + 1, value))
            return loaded
        words.append(format_square_name(loaded.start, [row - 1, col - 1]))
    return play_loaded_moves(loaded, "".join(words), source,
                             GGF_GAME_ERROR.format(number, TRANSCRIPT_ERROR))


def read_wthor_file(data, path):
    """Reads a WTHOR games file, naming its players and tournaments from
    the name files beside it.

    Parameters: data -- the file's bytes (see is_wthor_data); path --
        its name.
    Returns: the GameFile (each game replayed only when it is read).
    """
    side = data[WTHOR_SIDE_OFFSET]
    if side not in WTHOR_SIDES:
        return GameFile(error=RECORD_ERROR.format(
            show_path(path), WTHOR_BOARD_ERROR.format(side, side)))
    year = read_wthor_number(data, WTHOR_YEAR_OFFSET, WTHOR_YEAR_BYTES)
    folder = os.path.dirname(path)
    players = read_wthor_names(folder, WTHOR_PLAYERS_FILE,
                               WTHOR_PLAYER_BYTES)
    tournaments = read_wthor_names(folder, WTHOR_TOURNAMENTS_FILE,
                                   WTHOR_TOURNAMENT_BYTES)
    games = []
    for start in range(WTHOR_HEADER_BYTES, len(data), WTHOR_GAME_BYTES):
        record = data[start:start + WTHOR_GAME_BYTES]
        people = {PLAYER_PIECE: get_wthor_name(players, read_wthor_number(
                      record, WTHOR_BLACK_OFFSET)),
                  COMPUTER_PIECE: get_wthor_name(players, read_wthor_number(
                      record, WTHOR_WHITE_OFFSET))}
        event = get_wthor_name(tournaments, read_wthor_number(record, 0))
        score = record[WTHOR_SCORE_OFFSET]
        title = WTHOR_TITLE.format(people[PLAYER_PIECE],
                                   people[COMPUTER_PIECE], event, year,
                                   score, BOARD_SIZE * BOARD_SIZE - score)
        games.append(FiledGame(escape_text(title, SHOWN_PATH_LENGTH),
                               functools.partial(read_wthor_game, record,
                                                 len(games) + 1, path,
                                                 people)))
    return GameFile(games)


# ----------------------------------------------------------------------
# GGF
# ----------------------------------------------------------------------

def read_ggf_board(value):
    """Reads a GGF board (BO): its side, its squares, the side to move.

    Parameters: value -- the property's value.
    Returns: a pair [board, side]: the 2D list of pieces and the side to
        move, or [[], EMPTY] when the value is not such a board.
    """
    parts = value.split()
    if len(parts) <= POSITION_PART_COUNT:
        return [[], EMPTY]
    side = parse_whole_number(parts[0])
    squares = "".join(parts[1:-1])
    if (side is None or not is_valid_board_side(side)
            or len(squares) != side * side
            or GGF_PIECES.get(parts[-1], EMPTY) == EMPTY
            or any(square not in GGF_PIECES for square in squares)):
        return [[], EMPTY]
    board = create_empty_board(side, side)
    for index in range(len(squares)):
        board[index // side][index % side] = GGF_PIECES[squares[index]]
    return [board, GGF_PIECES[parts[-1]]]


def replay_ggf_moves(loaded, moves, source, prefix):
    """Plays a GGF game's moves, each by the colour it names: a side
    with no legal move passes by itself when the game leaves it out.

    Parameters: loaded -- the LoadedGame from its start (its board,
        history and error are set); moves -- the [piece, word] moves in
        order; source -- the file's name; prefix -- how a message names
        the game (see GGF_GAME_ERROR), a format of the reason.
    Returns: the LoadedGame.
    """
    rules = loaded.rules
    board = copy_board(loaded.start)
    due = loaded.first
    for number in range(1, len(moves) + 1):
        piece, word = moves[number - 1]
        side = get_side_to_move(board, due, rules)
        if piece != due and side == piece:
            loaded.history.append([due, []])
            due = piece
        # After the end, check_recorded_word says the game is over.
        if piece != due and side != EMPTY:
            loaded.error = RECORD_ERROR.format(show_path(source),
                prefix.format(GGF_TURN_ERROR.format(
                    number, escape_text(word), piece, due)))
            return loaded
        checked = [[], GGF_NOT_A_MOVE]
        if re.fullmatch(MOVE_STRING_TOKEN, word) is not None:
            checked = check_recorded_word(board, due, word, rules,
                                          MOVE_STRING_SQUARE_ERROR)
        if checked[1] != "":
            loaded.error = RECORD_ERROR.format(show_path(source),
                prefix.format(GGF_MOVE_ERROR.format(
                    number, escape_text(word), checked[1])))
            return loaded
        if len(checked[0]) > 0:
            apply_rule_move(board, checked[0][0], checked[0][1], due,
                            rules)
        loaded.history.append([due, checked[0]])
        due = get_opponent(due)
    loaded.board = board
    return loaded


def get_ggf_values(properties):
    """Finds each GGF property's value: its first, spaces trimmed.

    Parameters: properties -- the game's [name, value] pairs in order.
    Returns: {NAME in capitals: value}.
    """
    found = {}
    for name, value in properties:
        found.setdefault(name.upper(), value.strip())
    return found


def read_ggf_game(properties, source, prefix):
    """Reads one GGF game from its properties (see FiledGame).

    Parameters: properties -- its [name, value] pairs in order; source
        -- the file's name; prefix -- how a message names the game.
    Returns: the LoadedGame.
    """
    found = get_ggf_values(properties)
    moves = []
    for name, value in properties:
        name = name.upper()
        if name in GGF_MOVES:
            word = value.split(GGF_MOVE_SEPARATOR)[0].strip().lower()
            if word in GGF_PASSES:
                word = PASS_WORD
            moves.append([GGF_MOVES[name], word])
    problem = ""
    kind = found.get(GGF_TYPE, "")
    sizes = re.findall(GGF_TYPE_SIZE, kind)
    size = BOARD_SIZE
    if len(sizes) > 0:
        size = parse_whole_number(sizes[0])
    board = [[], EMPTY]
    if GGF_BOARD in found:
        board = read_ggf_board(found[GGF_BOARD])
    elif size is not None and is_valid_board_side(size):
        board = [create_start_board(size, size, STANDARD_RULES.top_left,
                                    STANDARD_RULES), PLAYER_PIECE]
    if found.get(GGF_GAME, GGF_OTHELLO).lower() != GGF_OTHELLO:
        problem = GGF_NOT_OTHELLO_ERROR.format(escape_text(found[GGF_GAME]))
    elif GGF_SYNCHRO in kind.lower():
        problem = GGF_SYNCHRO_ERROR.format(escape_text(kind))
    elif size is None or not is_valid_board_side(size):
        problem = GGF_TYPE_ERROR.format(escape_text(kind))
    elif len(board[0]) == 0:
        problem = GGF_BOARD_ERROR.format(escape_text(found[GGF_BOARD]))
    people = {PLAYER_PIECE: found.get(GGF_BLACK, ""),
              COMPUTER_PIECE: found.get(GGF_WHITE, "")}
    if problem != "":
        return LoadedGame(error=RECORD_ERROR.format(show_path(source),
                                                    prefix.format(problem)))
    loaded = create_othello_game(board[0], board[1], people)
    if GGF_ANTI in re.sub(GGF_TYPE_SIZE, "", kind.lower()):
        loaded.win = WIN_FEWEST
    return replay_ggf_moves(loaded, moves, source, prefix)


def split_ggf_games(text):
    """Splits a GGF text into its games, each a list of properties: from
    (; to ;), each property NAME[value], where a value may hold any
    character but ] (written \\] inside it); text between games is
    left out.

    Parameters: text -- the text.
    Returns: a pair [games, error]: the games, each its [name, value]
        pairs in order, and '' when every game is whole; otherwise the
        games before and the reason.
    """
    games = []
    position = text.find(GGF_OPEN)
    while position >= 0:
        position += len(GGF_OPEN)
        properties = []
        while True:
            closed = re.compile(GGF_CLOSE_PATTERN).match(text, position)
            if closed is not None:
                position = closed.end()
                break
            found = re.compile(GGF_PROPERTY_PATTERN).match(text, position)
            if found is None:
                rest = text[position:].strip()
                problem = GGF_PROPERTY_ERROR.format(len(games) + 1,
                                                    quote_text(rest))
                if rest == "":
                    problem = GGF_UNCLOSED_ERROR.format(len(games) + 1)
                return [games, problem]
            properties.append([found.group(1), found.group(2).replace(
                GGF_ESCAPED_CLOSE, GGF_VALUE_CLOSE)])
            position = found.end()
        games.append(properties)
        position = text.find(GGF_OPEN, position)
    return [games, ""]


def read_ggf_text(text, source):
    """Reads the games of a GGF text, each replayed only when it is read.

    Parameters: text -- the text; source -- the file's name.
    Returns: the GameFile.
    """
    split = split_ggf_games(text)
    bodies = split[0]
    if split[1] != "":
        return GameFile(error=RECORD_ERROR.format(show_path(source),
                                                  split[1]))
    if len(bodies) == 0:
        return GameFile(error=RECORD_ERROR.format(show_path(source),
                                                  GGF_NO_GAME_ERROR))
    games = []
    for properties in bodies:
        found = get_ggf_values(properties)
        prefix = TRANSCRIPT_ERROR
        if len(bodies) > 1:
            prefix = GGF_GAME_ERROR.format(len(games) + 1, TRANSCRIPT_ERROR)
        title = GGF_TITLE.format(found.get(GGF_BLACK, GGF_UNKNOWN),
                                 found.get(GGF_WHITE, GGF_UNKNOWN),
                                 found.get(GGF_RESULT, GGF_UNKNOWN))
        games.append(FiledGame(escape_text(title, SHOWN_PATH_LENGTH),
                               functools.partial(read_ggf_game, properties,
                                                 source, prefix)))
    return GameFile(games)


def can_write_ggf(game, start):
    """Tells whether GGF can keep a game (Othello on a square board)."""
    return game.rules == STANDARD_RULES and len(start) == len(start[0])


def format_ggf(game, start, history, finished):
    """Writes a game as GGF (see can_write_ggf): its players by their
    names here, the date, the result (black's discs less white's, by
    the WOF's count), the type (the board's side, a when the fewest
    discs win), the start and the moves.

    Parameters: game -- the Game; start -- the 2D list of pieces it
        started from; history -- the [piece, move] entries played;
        finished -- the final board when the game is over, or [].
    Returns: the text, one line ending in a newline.
    """
    size = len(start)
    kind = GGF_SIZE_FORMAT.format(size)
    if game.win == WIN_FEWEST:
        kind += GGF_ANTI
    result = GGF_UNKNOWN
    if len(finished) > 0:
        scores = get_final_scores(finished, game.rules, game.win)
        result = GGF_RESULT_FORMAT.format(scores[PLAYER_PIECE]
                                          - scores[COMPUTER_PIECE])
    squares = "".join([GGF_PIECE_CHARACTERS[cell]
                       for row in start for cell in row])
    parts = [GGF_OPEN]
    for name, value in [
            [GGF_GAME, GGF_OTHELLO.capitalize()],
            [GGF_PLACE, GGF_PROGRAM_PLACE],
            [GGF_DATE, time.strftime(GGF_DATE_FORMAT, time.gmtime())],
            [GGF_BLACK, game.player_names[PLAYER_PIECE]],
            [GGF_WHITE, game.player_names[COMPUTER_PIECE]],
            [GGF_RESULT, result], [GGF_TYPE, kind],
            [GGF_BOARD, GGF_BOARD_FORMAT.format(
                size, squares, GGF_PIECE_CHARACTERS[game.first])]]:
        parts.append(GGF_PROPERTY_FORMAT.format(name, value))
    for piece, move in history:
        word = GGF_PASS
        if len(move) > 0:
            word = format_square_name(start, move)
        parts.append(GGF_PROPERTY_FORMAT.format(GGF_MOVE_NAMES[piece], word))
    parts.append(GGF_CLOSE)
    return "".join(parts) + NEWLINE


# ----------------------------------------------------------------------
# Transcripts, board strings, and telling the formats apart
# ----------------------------------------------------------------------

def read_board_string(text):
    """Reads a board string: 64 squares and the side to move, spaces
    anywhere (see BOARD_STRING_PATTERN).

    Parameters: text -- the text.
    Returns: the Position, or None when the text is not a board string.
    """
    squeezed = "".join(text.split())
    if re.fullmatch(BOARD_STRING_PATTERN, squeezed) is None:
        return None
    characters = [BOARD_STRING_PIECES.get(character.lower(), POSITION_EMPTY)
                  for character in squeezed]
    return parse_position("".join(characters[:-1]) + POSITION_SEPARATOR
                          + characters[-1], BOARD_SIZE, BOARD_SIZE)


def has_transcript_tags(text):
    """Tells whether a text's tags are a transcript's rather than this
    program's record's: whether one of them is PGN's own (see
    TRANSCRIPT_TAGS).

    Parameters: text -- the text.
    Returns: True for a transcript.
    """
    return any(found.group(1) in TRANSCRIPT_TAGS for found in
               re.finditer(TRANSCRIPT_TAG_PATTERN, text))


def clean_transcript(text):
    """Takes a numbered transcript's moves out of it: its tags, comments,
    move numbers and result left out, -- or PA written pass.

    Parameters: text -- the transcript (or a move string).
    Returns: the moves, as a move string spaced.
    """
    moves = re.sub(TRANSCRIPT_TAG_PATTERN, SPACE, text)
    moves = re.sub(TRANSCRIPT_COMMENT_PATTERN, SPACE, moves)
    moves = re.sub(TRANSCRIPT_NUMBER_PATTERN, SPACE, moves)
    moves = re.sub(TRANSCRIPT_RESULT_PATTERN, "", moves)
    return SPACE.join([PASS_WORD if word.lower() in TRANSCRIPT_PASSES
                       else word for word in moves.split()])


def read_transcript(text, source):
    """Reads a numbered transcript or a move string (see
    clean_transcript): its tags Black and White name the players.

    Parameters: text -- the text; source -- the file's name.
    Returns: the LoadedGame.
    """
    people = {}
    for found in re.finditer(TRANSCRIPT_TAG_PATTERN, text):
        name = found.group(1).lower()
        if name == TRANSCRIPT_BLACK:
            people[PLAYER_PIECE] = found.group(2).strip()
        elif name == TRANSCRIPT_WHITE:
            people[COMPUTER_PIECE] = found.group(2).strip()
    loaded = create_othello_game(create_start_board(rules=STANDARD_RULES),
                                 PLAYER_PIECE, people)
    return play_loaded_moves(loaded, clean_transcript(text), source)


def read_game_text(text, source):
    """Reads a game from text in any of the formats (see the top of this
    section): GGF, a record, a transcript, a board string, moves.

    Parameters: text -- the text; source -- the file's name.
    Returns: the GameFile.
    """
    if text.lstrip().startswith(GGF_OPEN):
        return read_ggf_text(text, source)
    tagged = any(line.strip().startswith(TAG_OPEN)
                 for line in re.split(RECORD_LINE_ENDS, text))
    if tagged and not has_transcript_tags(text):
        return GameFile([FiledGame(RECORD_TITLE, functools.partial(
            read_record_text, text, source))])
    if re.fullmatch(BOARD_SQUARES_PATTERN, "".join(text.split())):
        return GameFile(error=RECORD_ERROR.format(show_path(source),
                                                  BOARD_STRING_SIDE_ERROR))
    position = read_board_string(text)
    if position is not None:
        return GameFile([FiledGame(
            BOARD_STRING_TITLE.format(position.side), functools.partial(
                create_othello_game, position.board, position.side, {}))])
    return GameFile([FiledGame(TRANSCRIPT_TITLE, functools.partial(
        read_transcript, text, source))], moves_only=not tagged)


def read_game_data(data, source):
    """Reads a game file's bytes: WTHOR, or text in another format (a
    file named .wtb that is neither says why it is no WTHOR file).

    Parameters: data -- the bytes; source -- the file's name.
    Returns: the GameFile.
    """
    if is_wthor_data(data):
        return read_wthor_file(data, source)
    # A .wtb file with a zero byte is a broken database, not text.
    binary = WTHOR_NAME_END in data
    if not (binary and source.lower().endswith(WTHOR_EXTENSION)):
        try:
            return read_game_text(data.decode(RECORD_TEXT_ENCODING), source)
        except UnicodeDecodeError:
            pass
    if source.lower().endswith(WTHOR_EXTENSION):
        problem = WTHOR_SHORT_ERROR.format(len(data), WTHOR_HEADER_BYTES)
        if len(data) >= WTHOR_HEADER_BYTES:
            problem = WTHOR_SIZE_ERROR.format(
                len(data), WTHOR_HEADER_BYTES + WTHOR_GAME_BYTES
                * read_wthor_number(data, WTHOR_COUNT_OFFSET,
                                    WTHOR_COUNT_BYTES))
        return GameFile(error=RECORD_ERROR.format(show_path(source),
                                                  problem))
    return GameFile(error=RECORD_ERROR.format(show_path(source),
                                              RECORD_TEXT_ERROR))


def read_game_file(path):
    """Reads a game file of any format (see read_game_data).

    Parameters: path -- the file's name.
    Returns: the GameFile.
    """
    read = read_file_bytes(path)
    if read[1] != "":
        return GameFile(error=read[1])
    return read_game_data(read[0], path)


def choose_filed_game(game_file, number, source):
    """Reads the game of a GameFile that is asked for.

    Parameters: game_file -- the GameFile; number -- the game's number
        (from 1), or None for the only one; source -- the file's name.
    Returns: the LoadedGame (its error says why there is none: the file
        could not be read, holds many games and none was chosen, or not
        the one asked for).
    """
    if game_file.error != "":
        return LoadedGame(error=game_file.error)
    count = len(game_file.games)
    shown = show_path(source)
    if count == 0:
        return LoadedGame(error=NO_GAMES_ERROR.format(shown))
    if number is None:
        if count > 1:
            return LoadedGame(error=MANY_GAMES_CHOICE.format(shown, count))
        number = 1
    elif count == 1:
        return LoadedGame(error=ONE_GAME_ERROR.format(shown))
    if not 1 <= number <= count:
        return LoadedGame(error=GAME_NUMBER_ERROR.format(shown, count,
                                                         number))
    return game_file.games[number - 1].read()


def list_filed_games(game_file, source):
    """Lists the games of a file that holds several, one line each.

    Parameters: game_file -- the GameFile; source -- the file's name.
    Returns: the lines: a heading, then each game by its number.
    """
    lines = [MANY_GAMES_HEADING.format(show_path(source),
                                       len(game_file.games))]
    for number in range(1, len(game_file.games) + 1):
        lines.append(MANY_GAMES_LINE.format(
            number, game_file.games[number - 1].title))
    return lines


def write_saved_game(state, path):
    """Writes a game under way to its file: GGF when the name ends in
    .ggf, this program's record otherwise (see write_record_file).

    Parameters: state -- the GameState; path -- the file's name.
    Returns: '' when it was written, otherwise the reason it was not.
    """
    if not path.lower().endswith(GGF_EXTENSION):
        return write_record_file(path, format_state_record(state))
    if not can_write_ggf(state.game, state.start):
        return GGF_RULES_ERROR
    finished = []
    if is_rule_game_over(state.board, state.due, state.game.rules):
        finished = state.board
    return write_record_file(path, format_ggf(state.game, state.start,
                                              state.history, finished))


def keep_record(state):
    """Rewrites the --record file after a turn (the after-turn step of a
    game that keeps a record).

    Parameters: state -- the GameState (its game's record_path).
    Returns: '' when it was written, otherwise the line to show the
        player.
    """
    path = state.game.record_path
    reason = write_saved_game(state, path)
    if reason == "":
        state.saved_history = list(state.history)
        return ""
    return NOT_SAVED_MESSAGE.format(show_path(path), reason)


def is_game_text(text):
    """Tells whether a command line's text is a game itself rather than a
    file's name.

    Parameters: text -- the text.
    Returns: True for GGF, a board string, or moves (numbered or not).
    """
    if (text.lstrip().startswith(GGF_OPEN)
            or read_board_string(text) is not None):
        return True
    return _split_move_string(clean_transcript(text))[1] == ""


def read_named_game(text, option):
    """Reads the games that --load, --review or the word load names: the
    file of that name, or, when there is none and the text is a game
    itself (see is_game_text), the text.

    Parameters: text -- the name, or the game; option -- what messages
        call a game given as text (the option or the word).
    Returns: a pair [game_file, source]: the GameFile and what messages
        call it (the file's name, or option).
    """
    if not os.path.lexists(text) and is_game_text(text):
        return [read_game_text(text, option), option]
    return [read_game_file(text), text]


def load_game(path, number=None):
    """Reads a --load or --review game from a file of any format (see
    read_game_data).

    Parameters: path -- the file's name; number -- which of its games
        (from 1), or None when it holds one.
    Returns: the LoadedGame, whose error is '' when the game can be
        used, and otherwise the message to print.
    """
    return choose_filed_game(read_game_file(path), number, path)


def check_file_to_replace(path, state):
    """Tells whether save may write a file: when no file is there yet
    (a link, folder or device is left to the write, which refuses it at
    once, as save! would), when it is empty, or when it is this game's
    own (one it saved, its --record file or the record it was loaded
    from). Any other file, even a record of a game with the same moves
    so far, is another game's.

    Parameters: path -- the file's name; state -- the GameState.
    Returns: '' when the file may be written; otherwise why not
        (OTHER_GAME_ERROR or NOT_A_RECORD_ERROR).
    """
    if (not os.path.isfile(path) or is_not_a_file(path)
            or os.path.getsize(path) == 0
            or os.path.realpath(path) in state.own_files):
        return ""
    game_file = read_game_file(path)
    if game_file.error != "" or (len(game_file.games) == 1 and
                                 game_file.games[0].read().error != ""):
        return NOT_A_RECORD_ERROR
    return OTHER_GAME_ERROR


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
REVIEW_HEADING = ("Review: each move against the best one; values in "
                  "discs for {}.")
REVIEW_MOVE = "{:>3}. {} {:<4} {}"
REVIEW_PASS = "pass"
REVIEW_ONLY_MOVE = "the only move"
REVIEW_BEST = "{}, the best move"
# A move whose exact value beats the best other move's estimate.
REVIEW_NO_BETTER = "{}; no move known better ({} {})"
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


def get_opinion_for(opinion, piece, viewer):
    """Turns an opinion of a move of piece's into viewer's values (the
    same when viewer is piece; the disc difference the other way round
    otherwise).

    Parameters: opinion -- the Opinion, for piece; piece -- the side
        moving; viewer -- the side the values are for.
    Returns: the Opinion for viewer.
    """
    if viewer == piece:
        return opinion
    return dataclasses.replace(opinion, lower=-opinion.upper,
                               upper=-opinion.lower,
                               estimate=-opinion.estimate,
                               key=-opinion.key)


def format_review_move(number, piece, move, judged, board, write_square,
                       viewer=None):
    """Writes one move's line of a review.

    Parameters: number -- the move's number in the game (passes count);
        piece -- the side moving; move -- the move ([] for a pass);
        judged -- the JudgedMove (None for an only move; unused
        for a pass); board -- the position (for its shape); write_square
        -- the function (board, move) -> the square as the game writes
        it; viewer -- the side the values are for (None: the side
        moving); the discs lost are the mover's whoever the values are
        for.
    Returns: the line.
    """
    if len(move) == 0:
        return REVIEW_MOVE.format(number, piece, REVIEW_PASS, "").rstrip()
    square = write_square(board, move)
    if judged is None:
        return REVIEW_MOVE.format(number, piece, square, REVIEW_ONLY_MOVE)
    viewer = viewer or piece
    played = get_opinion_for(judged.played, piece, viewer)
    best = get_opinion_for(judged.best, piece, viewer)
    lost = judged.lost
    if judged.played.key > judged.best.key:
        return REVIEW_MOVE.format(number, piece, square,
                                  REVIEW_NO_BETTER.format(
                                      format_opinion_value(played),
                                      write_square(board, best.move),
                                      format_opinion_value(best)))
    if lost == 0:
        return REVIEW_MOVE.format(number, piece, square, REVIEW_BEST.format(
            format_opinion_value(played)))
    loss = count_discs(lost)
    if not judged.exact:
        loss = VALUE_ABOUT.format(loss)
    form = REVIEW_HINT_OVERRULED if judged.hinted else REVIEW_WORSE
    text = form.format(format_opinion_value(played),
                       write_square(board, best.move),
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
    with start_workers(min(jobs, len(sent))) as pool:
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


def list_with_hindsight(judgements, history, sign):
    """Passes on each move's JudgedMove, the played move's value made
    exact where the analysis of the next position found that exactly
    (near the end it always does: see ANALYSIS_EXACT_EMPTIES), so a move
    just before that is never marked from an estimate the next line's
    exact value refutes. The best move is then the better of the two.

    Parameters: judgements -- _judge_game_moves' generator, an entry a
        history entry; history -- the game's [piece, move] entries;
        sign -- 1 when the most discs win, -1 when the fewest do.
    Returns: a generator of the JudgedMoves (None for a pass or an
        only move), one history entry behind the judgements.
    """
    ahead = []
    for number in range(len(history)):
        # The judgements of this entry and of the two after it.
        while len(ahead) < 3 and number + len(ahead) < len(history):
            ahead.append(next(judgements))
        judged = ahead.pop(0)
        following = [number + 1 + index for index in range(len(ahead))
                     if len(history[number + 1 + index][1]) > 0]
        if judged is None or len(following) == 0:
            yield judged
            continue
        # The next move's side (after a pass, the same side again).
        later = ahead[following[0] - number - 1]
        if later is None or not is_exact_opinion(later.best):
            yield judged
            continue
        value = later.best.lower
        if history[following[0]][0] != history[number][0]:
            value = -value
        yield _judge_with_value(judged, value, sign)


def _judge_with_value(judged, value, sign):
    """Gives a JudgedMove the exact value of the move played (see
    list_with_hindsight).

    Parameters: judged -- the JudgedMove; value -- the move's exact
        value, the final disc difference for its side; sign -- as
        list_with_hindsight's.
    Returns: the JudgedMove.
    """
    played = dataclasses.replace(judged.played, lower=value, upper=value,
                                 estimate=value, key=sign * value)
    best = judged.best
    if best.move == played.move:
        best = played
    return dataclasses.replace(
        judged, played=played, best=best,
        lost=max(0, best.key - played.key),
        exact=is_exact_opinion(best) and best.key >= played.key)


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
    # Every value is for the side that moved first, as the graph's are.
    first = history[0][0]
    show_line(REVIEW_HEADING.format(first))
    opening, reached = find_opening_name(start, history, rules)
    if len(opening) > 0:
        show_line(OPENING_REVIEW_LINE.format(format_opening_name(opening),
                                             reached))
    judgements = list_with_hindsight(
        _judge_game_moves(start, history, rules, settings, jobs), history,
        get_win_sign(settings))
    for number in range(1, len(history) + 1):
        piece, move = history[number - 1]
        judged = next(judgements)
        show_line(format_review_move(number, piece, move, judged, board,
                                     write_square, first))
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
# A line is echoed with a space for a character that separates words
# (a tab) and any other character that is not printable as its escape,
# so no line typed can drive the terminal; a carriage return ending it
# (a file from Windows) is not echoed.
CARRIAGE_RETURN = "\r"
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
# The side to play in a status line, when the side due must pass.
STATUS_PASSING_SIDE = "{} must pass: {}"
STATUS_SEPARATOR = " "
SENTENCE_ENDS = ".!?"
FULL_STOP = "."
# Work that may take more than about half a second shows that it is
# going on, on standard error when that is a terminal (so piped output
# never carries it): a line such as 'thinking... 2 s', written again in
# place every PROGRESS_SECONDS once the work has run that long, and
# wiped when it ends. Meanwhile a terminal at standard input does not
# show what is typed (the ECHO flag of its local modes, the entry
# TERMINAL_LOCAL_MODES of its termios settings), so a line typed ahead
# does not run into the progress line: it waits, unshown, for the next
# prompt, which shows it.
PROGRESS_SECONDS = 0.5
PROGRESS_LINE = "\r{} {:.0f} s"
PROGRESS_WIPE = "\r{}\r"
TERMINAL_LOCAL_MODES = 3
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
# What the prompt says when Ctrl-C stops a word's work (at a terminal).
INTERRUPTED_WORD_MESSAGE = "Stopped. The game goes on."
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
    side_names: dict = dataclasses.field(default_factory=dict)
    # ... {piece: name} the final line calls the sides of a game that
    # ... was over when it was loaded: the people its file names, or
    # ... their colours ({}: as get_side_name does)


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


def describe_side(piece, game, label=None):
    """Names a side with its piece, such as 'you (X)' or 'the computer
    (O)'; a side named by its piece is just the piece.

    Parameters: piece -- the side; game -- the Game; label -- what to
        call the piece instead (None: the piece; the window says its
        disc's colour).
    Returns: the description as a string.
    """
    name = get_side_name(piece, game)
    label = label or piece
    if name == piece:
        return label
    return NAME_WITH_PIECE.format(name, label)


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
        At a terminal, Ctrl-C during a word's work stops the work, and
        Ctrl-C at the prompt is quit (asking first when moves are
        unsaved).
    Raises: EOFError when the input ends; KeyboardInterrupt for Ctrl-C
        from piped input, or at the quit question.
    """
    prompt = _format_move_prompt(state)
    # Ctrl-C's handler, put back after a Ctrl-C the prompt takes (the
    # program's handler ignores Ctrl-C once it has raised).
    handler = signal.getsignal(signal.SIGINT)
    at_terminal = reads_a_terminal()
    while True:
        try:
            text = read_line(prompt)
        except KeyboardInterrupt:
            if not at_terminal:
                raise
            # Ctrl-C at the prompt is quit, which asks first when moves
            # are unsaved; a second Ctrl-C there ends the game.
            signal.signal(signal.SIGINT, handler)
            print()
            text = QUIT_WORDS[0]
        word = find_word(state.game.words, text.split())
        if word is not None:
            try:
                reply = answer_word(state, word, text)
            except KeyboardInterrupt:
                if not at_terminal or text == QUIT_WORDS[0]:
                    raise
                # Ctrl-C during a word's work stops the work only.
                signal.signal(signal.SIGINT, handler)
                reply = [ACTION_ASK, INTERRUPTED_WORD_MESSAGE]
                print()
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
    shown_modes = _hide_typing()
    thread.start()
    try:
        return work()
    finally:
        done.set()
        thread.join()
        if shown_modes is not None:
            _set_terminal_modes(shown_modes)


def _hide_typing():
    """Stops the terminal at standard input showing what is typed (see
    TERMINAL_LOCAL_MODES), when it is the program's terminal and the
    program is its foreground job.

    Parameters: none.
    Returns: the terminal's modes before, or None when they are as they
        were (no terminal, a background job, or no termios: Windows).
    """
    try:
        import termios
    except ImportError:
        return None
    if not reads_a_terminal():
        return None
    try:
        descriptor = sys.stdin.fileno()
        if os.tcgetpgrp(descriptor) != os.getpgrp():
            return None
        shown_modes = termios.tcgetattr(descriptor)
        hidden_modes = list(shown_modes)
        hidden_modes[TERMINAL_LOCAL_MODES] &= ~termios.ECHO
        termios.tcsetattr(descriptor, termios.TCSANOW, hidden_modes)
    except (OSError, ValueError, termios.error):
        return None
    return shown_modes


def _set_terminal_modes(modes):
    """Sets the modes of the terminal at standard input (those
    _hide_typing found), unless it has gone (hung up).

    Parameters: modes -- the termios settings.
    Returns: None.
    """
    import termios
    try:
        termios.tcsetattr(sys.stdin.fileno(), termios.TCSANOW, modes)
    except (OSError, ValueError, termios.error):
        pass


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


def read_raw_line_start(limit=MAX_LINE_BYTES):
    """Reads one line of standard input as bytes, so no byte can make
    decoding fail, and at most limit bytes of it at a time, so no line
    can fill the memory.

    Parameters: limit -- the longest line read (MAX_LINE_BYTES, or more
        for a protocol whose lines carry whole games).
    Returns: a pair [line, start]: the line's bytes without the newline
        and those bytes again; for a line longer than limit (read to its
        end and dropped), None and its first limit bytes.
    Raises: EOFError at the end of input, or when standard input is
        closed or cannot be read.
    """
    if sys.stdin is None:
        raise EOFError
    try:
        raw_line = sys.stdin.buffer.readline(limit + 1)
    except OSError:
        # Input that cannot be read (say, not open for reading) ends the
        # game as the end of input does.
        raise EOFError
    if not raw_line:
        raise EOFError
    if len(raw_line) > limit and not raw_line.endswith(NEWLINE_BYTES):
        rest = raw_line
        while rest and not rest.endswith(NEWLINE_BYTES):
            try:
                rest = sys.stdin.buffer.readline(MAX_LINE_BYTES)
            except OSError:
                raise EOFError
        return [None, raw_line[:limit]]
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
        print(format_echo(raw_line.decode(ECHO_ENCODING, INPUT_ERRORS)))
        sys.stdout.flush()
    return decode_line(raw_line)


def format_echo(text):
    """Writes a line read as its echo shows it (see CARRIAGE_RETURN): its
    words stay as they are, so the echo reads as the same move.

    Parameters: text -- the line, decoded.
    Returns: the line to show.
    """
    return "".join(SPACE if character.isspace() else escape_text(character)
                   for character in text.removesuffix(CARRIAGE_RETURN))


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


def list_best_line(board, analysis, game):
    """Writes the hint's expected line, when its analysis has one.

    Parameters: board -- the 2D list of pieces (for its shape); analysis
        -- the hint's Analysis (see analyse_hint); game -- the Game (how
        it writes squares).
    Returns: [] or [the line] (see BEST_LINE_MESSAGE).
    """
    opinion = analysis.opinion
    if opinion is None or len(opinion.line) == 0:
        return []
    return [BEST_LINE_MESSAGE.format(format_best_line(board, opinion,
                                                      game.write_square))]


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


def find_last_flips(start, first_piece, history, rules):
    """Finds the pieces the last move of a game flipped, for a display
    to mark as it marks them after any move.

    Parameters: start, first_piece, history, rules -- as replay_moves.
    Returns: the [row, col] squares ([] with no move yet, or after a
        pass).
    """
    if len(history) == 0 or len(history[-1][1]) == 0:
        return []
    piece, move = history[-1]
    board = replay_moves(start, first_piece, history[:-1], rules)[0]
    return apply_rule_move(board, move[0], move[1], piece, rules)


def name_loaded_sides(state, side_names):
    """Has the final line of a game that was over when it was loaded
    name its sides as its file names the people who played them, not as
    this program's players.

    Parameters: state -- the GameState (changed); side_names -- the
        LoadedGame's side_names ({} for a record of this program, whose
        players are the game's own).
    Returns: None.
    """
    state.side_names = {}
    if is_state_over(state):
        state.side_names = dict(side_names)


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


def format_status(state, form=STATUS_MESSAGE, labels=None):
    """Writes the status line of a game under way: the move number, each
    side's count, whose turn it is and the opening's name (Othello);
    once the game is over, why it ended, the score and the winner.

    Parameters: state -- the GameState; form -- the line's form, with
        the move number, X's and O's counts and the side to move;
        labels -- None, or {piece: what to call it} (see describe_side).
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
    line = form.format(
        len(state.history) + 1, count_pieces(board, PLAYER_PIECE),
        count_pieces(board, COMPUTER_PIECE), describe_turn(state, labels))
    names = find_opening_name(state.start, state.history,
                              state.game.rules)[0]
    if len(names) > 0:
        line += OPENING_STATUS.format(names[0])
    return line


def describe_turn(state, labels=None):
    """Names the side to play in a game that goes on, as a sentence
    starts: the side due, or, when it must pass, it and the side that
    plays instead ('You (X) must pass: the computer (O)').

    Parameters: state -- the GameState; labels -- None, or {piece: what
        to call it} (see describe_side).
    Returns: the phrase.
    """
    labels = labels or {}
    due = state.due
    side = capitalize_first(describe_side(due, state.game, labels.get(due)))
    if not must_pass(state):
        return side
    other = get_opponent(due)
    return STATUS_PASSING_SIDE.format(side, describe_side(
        other, state.game, labels.get(other)))


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


def can_take_back(state):
    """Tells whether undo has a move to take back (see take_back)."""
    return _find_undo_point(state.history, state.game) >= 0


def can_play_again(state):
    """Tells whether redo has moves to play again (see play_again):
    undo took some back, and no move was made since.

    Parameters: state -- the GameState.
    Returns: True or False.
    """
    taken_back = state.taken_back
    return len(taken_back) > 0 and taken_back[-1][0] == state.history


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
    if not can_play_again(state):
        # A move made since undo starts a new line: forget the old one.
        taken_back.clear()
        return [False, [NOTHING_TO_REDO_MESSAGE]]
    entries = taken_back.pop()[1]
    history.extend(entries)
    lines = [format_taken_back(state, entries, REDONE_MESSAGE)]
    return [True, lines + set_history(state)]


def set_history(state):
    """Brings the board, the side due and the last move's flips in line
    with the game's history after undo or redo changed it, and runs the
    after-turn steps.

    Parameters: state -- the GameState (changed).
    Returns: the lines the after-turn steps said.
    """
    game = state.game
    replayed = replay_moves(state.start, game.first,
                            state.history, game.rules)
    # The board is changed in place: the caller's board is the game's.
    state.board[:] = replayed[0]
    state.due = replayed[1]
    state.flips = find_last_flips(state.start, game.first, state.history,
                                  game.rules)
    # The game's own players play on from here.
    state.side_names = {}
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
    elif winner in state.side_names:
        # Nobody here played the loaded game: its people won or lost it.
        winner_line = SIDE_WINS_MESSAGE.format(state.side_names[winner])
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
# load plays on from another game: a file of any format (see GAME
# FORMATS; load FILE N: the game N of a file of several) or a move
# string, under the same rules, with the same players.
LOAD_WORD = "load"
HELP_LOAD = "play on from a game file (FILE N: its game N)"
HELP_LOAD_MOVES = "play on from a game file (FILE N: its game N) or moves"
LOAD_USAGE_MESSAGE = ("Type load and a game file's name or a move string "
                      "(for example: load f5d6c3).")
LOADED_MESSAGE = "Loaded {}: the game goes on from turn {}."
LOADED_OVER_MESSAGE = "Loaded {}: the game is over."
NOT_LOADED_MESSAGE = "Not loaded: {}."
# What messages call a game typed after load rather than a file.
LOAD_TEXT_SOURCE = "the game typed"
LOAD_CHOICE_MESSAGE = "Type load {} N to play on from game N."
LOAD_RULES_ERROR = "{}: a game of {} rules, not {}"
LOAD_WIN_ERROR = "{}: a game the {} discs win, not the {}"
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
HELP_REVIEW = "judge the game so far (review all: every move)"
# At a terminal the word review leads with what a player reads first,
# so it fits a 24-line screen: the summary, then the marked moves;
# review all (and piped input) lists every move as it is judged.
REVIEW_ALL_WORD = "all"
REVIEWING_TEXT = "reviewing the game..."
REVIEW_MARKED_HEADING = "Marked moves:"
REVIEW_NONE_MARKED = "No move earned a mark."
REVIEW_ALL_NOTE = "Type review all to see every move."
REVIEW_USAGE_MESSAGE = "Type review, or review all for every move."
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
        lines += list_best_line(board, analysis, game)
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
    return count_cores()


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
    against the best one (see review_game). With all, or from piped
    input, each move's line is shown as soon as it is judged, then the
    summary; otherwise (at a terminal) the summary comes first, then
    only the marked moves (see lead_review).

    Parameters: state -- the GameState; argument -- '' or
        REVIEW_ALL_WORD.
    Returns: [ACTION_ASK, ''] (the lines are shown as they come), or
        [ACTION_ASK, the led review, REVIEW_NO_MOVES before the first
        move, or REVIEW_USAGE_MESSAGE for another argument].
    """
    game = state.game
    if argument.lower() not in ["", REVIEW_ALL_WORD]:
        return [ACTION_ASK, REVIEW_USAGE_MESSAGE]
    if len(state.history) == 0:
        return [ACTION_ASK, REVIEW_NO_MOVES]
    names = get_review_names(game.player_names)
    review = functools.partial(review_game, state.start, state.history,
                               game.rules, get_game_settings(game),
                               game.write_square, names,
                               jobs=get_terminal_jobs())
    if argument != "" or not reads_a_terminal():
        review(show)
        return [ACTION_ASK, ""]
    lines = []
    marked = []

    def note_judged(number, piece, judged):
        # The move's line has just been shown: it is the last one.
        if judged is not None and get_review_mark(judged.lost) >= 0:
            marked.append(lines[-1])
    run_with_progress(REVIEWING_TEXT, functools.partial(
        review, lines.append, note_judged))
    return [ACTION_ASK, lead_review(lines, marked, len(state.history),
                                    len(names))]


def lead_review(lines, marked, move_count, summaries):
    """Orders a review's lines for a screen: the heading lines and the
    summary, then the marked moves' lines, then how to see every move.

    Parameters: lines -- review_game's lines (the heading and the
        opening's name, a line a move, the summary); marked -- the
        marked moves' lines; move_count -- the moves reviewed;
        summaries -- how many summary lines end it.
    Returns: the lines as one string, joined by newlines.
    """
    led = lines[:len(lines) - move_count - summaries] + lines[-summaries:]
    if len(marked) == 0:
        led.append(REVIEW_NONE_MARKED)
    else:
        led.append(REVIEW_MARKED_HEADING)
        led += marked
    led.append(REVIEW_ALL_NOTE)
    return "\n".join(led)


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
    """Writes a game's record to a file (GGF when its name ends in .ggf),
    and notes that the game is saved and the file is its own (see
    check_file_to_replace).

    Parameters: state -- the GameState (changed when it is saved); path
        -- the file's name.
    Returns: '' when it was written, otherwise the reason it was not.
    """
    reason = write_saved_game(state, path)
    if reason == "":
        state.saved_history = list(state.history)
        state.own_files.add(os.path.realpath(path))
    return reason


def answer_load(state, argument):
    """Answers the word load: the game named (a file, or a move string)
    replaces the one under way, if it is played under the same rules and
    won the same way; the players stay. A file of several games is
    listed unless a number follows its name.

    Parameters: state -- the GameState (changed when a game is loaded);
        argument -- the file's name (and a game's number), or the moves.
    Returns: [ACTION_RESTART, what was loaded] or [ACTION_ASK, why not,
        or the list of a file's games].
    """
    if argument == "":
        return [ACTION_ASK, LOAD_USAGE_MESSAGE]
    text, number = _split_load_argument(argument)
    game_file, source = read_named_game(text, LOAD_TEXT_SOURCE)
    shown = show_path(source)
    if number is None and len(game_file.games) > 1:
        return [ACTION_ASK, "\n".join(list_filed_games(game_file, source)
                                      + [LOAD_CHOICE_MESSAGE.format(shown)])]
    loaded = choose_filed_game(game_file, number, source)
    game = state.game
    if loaded.error == "" and loaded.rules != game.rules:
        loaded.error = LOAD_RULES_ERROR.format(shown, loaded.rules.name,
                                               game.rules.name)
    elif loaded.error == "" and loaded.win != game.win:
        loaded.error = LOAD_WIN_ERROR.format(shown, loaded.win, game.win)
    if loaded.error != "":
        # A rule's reason ends with its own full stop.
        return [ACTION_ASK, NOT_LOADED_MESSAGE.format(
            loaded.error.rstrip(FULL_STOP))]
    # The game's start is the loaded one's; its players and rules stay.
    game.first = loaded.first
    game.top_left = loaded.top_left
    state.board[:] = copy_board(loaded.board)
    state.start = loaded.start
    state.history = list(loaded.history)
    state.due = replay_moves(loaded.start, game.first, state.history,
                             game.rules)[1]
    state.flips = []
    state.taken_back = []
    state.saved_history = list(state.history)
    if source != LOAD_TEXT_SOURCE:
        state.own_files.add(os.path.realpath(source))
    name_loaded_sides(state, loaded.side_names)
    lines = [LOADED_MESSAGE.format(shown, len(state.history) + 1)]
    if is_state_over(state):
        lines = [LOADED_OVER_MESSAGE.format(shown)]
    return [ACTION_RESTART, "\n".join(lines + run_after_turn(state))]


def _split_load_argument(argument):
    """Splits what follows load into the game's name (or moves) and the
    number of a game of a file of several: FILE N, when FILE names a
    file and N is a whole number.

    Parameters: argument -- the text after the word.
    Returns: a pair [text, number]: the name or the moves, and the
        number (None when none is given).
    """
    parts = argument.rsplit(None, 1)
    if (not os.path.lexists(argument) and len(parts) == 2
            and os.path.lexists(parts[0]) and parts[1].isdigit()):
        return [parts[0], int(parts[1])]
    return [argument, None]


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
    move), undo, redo, save, save!, load and moves.

    Parameters: rules -- the rule set.
    Returns: the Words.
    """
    words = [Word([HINT_WORD], HINT_WORD, HELP_HINT, answer_hint),
             Word(ANALYZE_WORDS, ANALYZE_WORDS[0], HELP_ANALYZE,
                  answer_analyze),
             Word([REVIEW_WORD], REVIEW_WORD, HELP_REVIEW, answer_review,
                  True)]
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
    load_help = HELP_LOAD
    moves_help = HELP_MOVE_LIST
    if rules.square_names:
        load_help = HELP_LOAD_MOVES
        moves_help = HELP_MOVES
    words.append(Word([LOAD_WORD], LOAD_WORD + FILE_ARGUMENT, load_help,
                      answer_load, True))
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


def _create_gtp_session(rules, player, settings):
    """Starts a GtpSession at the start position.

    Parameters: rules -- the rule set; player -- the computer genmove
        plays as; settings -- the Settings.
    Returns: the GtpSession.
    """
    return GtpSession(rules, create_start_board(rules=rules), [],
                      player, settings)


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


def play_gtp(rules, read_line, player=LEVEL5_PLAYER, settings=None):
    """Runs the engine: reads GTP commands until quit or the end of the
    input, answering each with exactly one answer (a line too long to
    read gets GTP_TOO_LONG, with its id).

    Parameters: rules -- the rule set (standard or simple); read_line --
        a function of no arguments returning the next input line as
        read_gtp_line does; player -- the computer genmove plays as
        (--level); settings -- the Settings (--think and --seed; None:
        the defaults).
    Returns: EXIT_OK.
    """
    session = _create_gtp_session(rules, player,
                                  settings or create_settings())
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
# NBOARD PROTOCOL (--protocol nboard: proj2 as NBoard's engine)
# ======================================================================

# The NBoard protocol (version 2), which the NBoard GUI speaks to Edax,
# Ntest and other Othello engines: one command a line from the GUI, and
# only some of them answered. The engine keeps the position at the end
# of the game the GUI last set (set game, a GGF game) and the moves it
# played since (move F5/eval/time, PA for a pass); a side with no move
# passes by itself. hint N sends the N best moves of the shared analysis
# (the terminal's hint's), each "search MOVE EVAL 0 DEPTH KIND" or, from
# the opening book, "book MOVE EVAL 0 DEPTH KIND", between two status
# lines (MOVE is the move and its expected line, run together, as the
# protocol's principal variation: F5D6C3). DEPTH is as NBoard reads it:
# 100% for an exact value (solved), 100%W for a value whose result alone
# is proven (a win: at least +1; a loss: at most -1), otherwise the
# plies the search looked ahead (0 for the book's values). go sends the
# move of the computer --level names (level5 by default, from the book
# where it has the position) as "=== MOVE/EVAL/TIME" and does not play
# it (NBoard sends it back with move). EVAL is in discs for the side to
# move. set depth N is the GUI's choice of strength: hint's and go's
# searches look at most N plies ahead, and the endgame is solved exactly
# only from N empty squares or fewer (and no earlier than without it);
# the think time (--think) still bounds every search. ping N is answered
# pong N, learn learned; set contempt is accepted; a command the engine
# does not know is ignored, as the protocol asks. A set game that cannot
# be read (not a GGF Othello game, or a line over NBOARD_MAX_LINE_BYTES)
# is answered with a status line saying why, and the engine then has no
# game: move, hint and go are refused, each with a status line, until a
# game is set.
NBOARD_NAME_LINE = "set myname " + GTP_NAME
NBOARD_STATUS = "status"
NBOARD_THINKING = "status " + GTP_NAME + " is thinking"
NBOARD_ANALYZING = "status " + GTP_NAME + " is analyzing"
NBOARD_ERROR = "status {}"
NBOARD_SEARCH_LINE = "{} {} {:.2f} 0 {} {}"
NBOARD_EXACT_DEPTH = "100%"
NBOARD_PROVEN_DEPTH = "100%W"
NBOARD_SEARCH = "search"
NBOARD_BOOK = "book"
NBOARD_MOVE_LINE = "=== {}/{:.2f}/{:.1f}"
NBOARD_FORCED_LINE = "=== {}"
NBOARD_PONG = "pong {}"
NBOARD_LEARNED = "learned"
NBOARD_PASS = "PA"
NBOARD_MOVE_SEPARATOR = "/"
NBOARD_SET = "set"
NBOARD_GAME = "game"
NBOARD_DEPTH = "depth"
NBOARD_QUIT = "quit"
NBOARD_SOURCE = "set game"
NBOARD_BAD_MOVE = "{} is not a legal move here"
NBOARD_BAD_NUMBER = "{} is not a whole number"
NBOARD_BAD_DEPTH = "a depth of {} plies: set depth takes 1 or more"
NBOARD_NOT_OTHELLO = ("this engine plays Othello on the 8x8 board, the "
                      "most discs winning")
NBOARD_GAME_OVER = "the game is over: there is no move to play"
NBOARD_NOT_A_PASS = "PA is not a move here: the side to move has a move"
NBOARD_NO_GAME = "no game is set (the last set game could not be read)"
# A set game line holds a whole game, with its players' names and any
# comments: it is read up to NBOARD_MAX_LINE_BYTES, as much as a game
# file may hold (other lines are short). A line is cut into its
# command, the command's first word and the rest (set game's GGF), kept
# whole.
NBOARD_MAX_LINE_BYTES = MAX_RECORD_BYTES
NBOARD_SPLITS = 2
NBOARD_TOO_LONG = "set game: the line is over {} bytes, more than is read"
PROTOCOL_NBOARD = "nboard"


@dataclasses.dataclass
class NboardSession:
    """What the engine keeps from one NBoard command to the next."""
    board: list          # the 2D list of pieces, changed in place
    due: str             # the side to move (EMPTY when the game is over)
    settings: Settings   # the searches' settings (think time, seed,
    # ... memory, and set depth's depth_limit)
    player: str = STRONGEST_PLAYER  # the computer go plays as (--level)
    passed: bool = False  # whether the side to move came by a pass the
    # ... GUI may still send (move PA)
    game_error: str = ""  # why the last set game could not be read ('':
    # ... it was, and the session has its game)


def set_nboard_position(session, board, due):
    """Puts a position in the session, passing for a side with no move.

    Parameters: session -- the NboardSession (changed); board -- the 2D
        list of pieces; due -- the side whose turn it is.
    Returns: None.
    """
    session.board = board
    session.due = get_side_to_move(board, due, STANDARD_RULES)
    session.passed = session.due not in (due, EMPTY)


def answer_nboard_set(session, words):
    """set game GGF: the position at its end; set depth N: the searches'
    depth limit (see Settings); any other set is accepted and ignored.

    Parameters: session -- the NboardSession (changed); words -- the
        words after set.
    Returns: the lines to send: [] or one status line saying why the
        game or the depth was refused.
    """
    if len(words) == 0:
        return []
    if words[0] == NBOARD_DEPTH and len(words) > 1:
        depth = parse_whole_number(words[1])
        if depth is None:
            return [NBOARD_ERROR.format(NBOARD_BAD_NUMBER.format(
                quote_text(words[1])))]
        if depth < 1:
            return [NBOARD_ERROR.format(NBOARD_BAD_DEPTH.format(depth))]
        if depth != session.settings.depth_limit:
            # What was analysed at another depth is not this depth's.
            session.settings.depth_limit = depth
            session.settings.memory.clear()
        return []
    if words[0] != NBOARD_GAME:
        return []
    loaded = choose_filed_game(read_ggf_text(SPACE.join(words[1:]),
                                             NBOARD_SOURCE), None, NBOARD_SOURCE)
    if loaded.error == "" and (loaded.win != WIN_MOST or not is_book_game(
            build_engine(loaded.rules, len(loaded.start),
                         len(loaded.start[0])), 1)):
        loaded.error = NBOARD_NOT_OTHELLO
    session.game_error = loaded.error
    if loaded.error != "":
        return [NBOARD_ERROR.format(loaded.error)]
    due = loaded.first
    if len(loaded.history) > 0:
        due = get_opponent(loaded.history[-1][0])
    set_nboard_position(session, loaded.board, due)
    return []


def answer_nboard_long_line(session, start):
    """Answers a line too long to read: a set game is refused (the
    session then has no game until one is set); any other line is
    ignored, as an unknown command is.

    Parameters: session -- the NboardSession (changed); start -- the
        text of the line's start.
    Returns: the lines to send: [] or the status line saying why.
    """
    if start.split()[:NBOARD_SPLITS] != [NBOARD_SET, NBOARD_GAME]:
        return []
    session.game_error = NBOARD_TOO_LONG.format(NBOARD_MAX_LINE_BYTES)
    return [NBOARD_ERROR.format(session.game_error)]


def refuse_without_game(answer):
    """Wraps a command that needs the game (move, hint, go) so that it
    is refused, with a status line, while the last set game could not be
    read.

    Parameters: answer -- the command's function (session, words).
    Returns: the function that answers in its place.
    """
    def answer_with_game(session, words):
        if session.game_error != "":
            return [NBOARD_ERROR.format(NBOARD_NO_GAME)]
        return answer(session, words)
    return answer_with_game


def answer_nboard_move(session, words):
    """move MOVE/EVAL/TIME: plays the move (PA: a pass) for the side to
    move, when it is legal.

    Parameters: session -- the NboardSession (changed); words -- [the
        move with its evaluation and time].
    Returns: the lines to send: [], or a status line when the move is
        not legal here.
    """
    word = words[0].split(NBOARD_MOVE_SEPARATOR)[0] if words else ""
    board = session.board
    if word.upper() == NBOARD_PASS:
        # A stuck side has passed already (see set_nboard_position).
        if not session.passed:
            return [NBOARD_ERROR.format(NBOARD_NOT_A_PASS)]
        session.passed = False
        return []
    move = _parse_gtp_vertex(word, board)
    if (move is None or len(move) == 0 or session.due == EMPTY
            or move not in get_rule_moves(board, session.due,
                                          STANDARD_RULES)):
        return [NBOARD_ERROR.format(NBOARD_BAD_MOVE.format(
            quote_text(word)))]
    apply_rule_move(board, move[0], move[1], session.due, STANDARD_RULES)
    set_nboard_position(session, board, get_opponent(session.due))
    return []


def format_nboard_opinion(board, opinion):
    """Writes one of hint's lines (see NBOARD_SEARCH_LINE), the move's
    expected line as its principal variation.

    Parameters: board -- the 2D list of pieces; opinion -- the move's
        Opinion.
    Returns: the line.
    """
    kind = NBOARD_SEARCH
    if opinion.book:
        kind = NBOARD_BOOK
    depth = opinion.depth
    if is_exact_opinion(opinion):
        depth = NBOARD_EXACT_DEPTH
    elif opinion.lower > 0 or opinion.upper < 0:
        depth = NBOARD_PROVEN_DEPTH
    line = opinion.line or [opinion.move]
    return NBOARD_SEARCH_LINE.format(
        kind, "".join([format_square_name(board, move).upper()
                       if len(move) > 0 else NBOARD_PASS for move in line]),
        opinion.key, depth, get_value_kind(opinion))


def answer_nboard_hint(session, words):
    """hint N: the N best moves, as the terminal's hint values them.

    Parameters: session -- the NboardSession; words -- [N].
    Returns: the lines to send.
    """
    count = parse_whole_number(words[0]) if words else 1
    if session.due == EMPTY:
        return [NBOARD_ERROR.format(NBOARD_GAME_OVER)]
    opinions = analyse_moves(session.board, session.due, STANDARD_RULES,
                             session.settings, session.settings.think)
    lines = [NBOARD_ANALYZING]
    for opinion in opinions[:max(1, count or 1)]:
        lines.append(format_nboard_opinion(session.board, opinion))
    return lines + [NBOARD_STATUS]


def answer_nboard_go(session, words):
    """go: the move the session's computer would play and its value (not
    played).

    Parameters: session -- the NboardSession; words -- not used.
    Returns: the lines to send: the status, the move, the status
        cleared.
    """
    board = session.board
    piece = session.due
    if piece == EMPTY:
        return [NBOARD_ERROR.format(NBOARD_GAME_OVER)]
    started = time.perf_counter()
    moves = get_rule_moves(board, piece, STANDARD_RULES)
    if len(moves) == 1:
        return [NBOARD_FORCED_LINE.format(
            format_square_name(board, moves[0]).upper())]
    engine = build_engine(STANDARD_RULES, len(board), len(board[0]))
    own, opponent = get_engine_bits(board, piece, engine)
    valued = []
    # The strongest alone plays from the book (see choose_search_move).
    if session.player == STRONGEST_PLAYER:
        valued = find_book_moves(own, opponent, engine, 1)
    if valued:
        bit = choose_book_move(valued, session.settings.random_numbers)
        move = get_bit_square(bit, engine)
        value = dict(valued)[bit]
    else:
        analysis = analyse_position(board, piece, STANDARD_RULES,
                                    session.player, session.settings,
                                    False)
        move = analysis.move
        value = _get_unwon_score(analysis.value)
    return [NBOARD_THINKING, NBOARD_MOVE_LINE.format(
        format_square_name(board, move).upper(), value,
        time.perf_counter() - started), NBOARD_STATUS]


def answer_nboard_ping(session, words):
    """ping N: pong N (the engine thinks only while it answers)."""
    return [NBOARD_PONG.format(SPACE.join(words)).rstrip()]


def answer_nboard_learn(session, words):
    """learn: learned (the book is the program's own, not learned)."""
    return [NBOARD_LEARNED]


def answer_nboard_version(session, words):
    """nboard VERSION: the engine's name, as Edax and Ntest send it."""
    return [NBOARD_NAME_LINE]


# Every command the engine answers, by its first word.
NBOARD_COMMANDS = {"nboard": answer_nboard_version,
                   NBOARD_SET: answer_nboard_set,
                   "move": refuse_without_game(answer_nboard_move),
                   "hint": refuse_without_game(answer_nboard_hint),
                   "go": refuse_without_game(answer_nboard_go),
                   "ping": answer_nboard_ping,
                   "learn": answer_nboard_learn}


def play_nboard(read_line, settings=None, player=STRONGEST_PLAYER):
    """Runs the engine: reads NBoard commands until quit or the end of
    the input, sending each answer's lines at once.

    Parameters: read_line -- a function of no arguments returning the
        next input line as read_nboard_line does; settings -- the
        Settings (--think and --seed; None: the defaults); player --
        the computer go plays as (--level).
    Returns: EXIT_OK.
    """
    settings = settings or create_settings()
    session = NboardSession(create_start_board(rules=STANDARD_RULES),
                            PLAYER_PIECE, settings, player)
    while True:
        try:
            line, start = read_line()
        except EOFError:
            return EXIT_OK
        answers = []
        if line is None:
            answers = answer_nboard_long_line(session, start)
        else:
            words = line.split(None, NBOARD_SPLITS)
            if len(words) > 0 and words[0] == NBOARD_QUIT:
                return EXIT_OK
            if len(words) > 0 and words[0] in NBOARD_COMMANDS:
                answers = NBOARD_COMMANDS[words[0]](session, words[1:])
        for answer in answers:
            print(answer, flush=True)


def read_nboard_line():
    """Reads one NBoard command as read_gtp_line does, but up to
    NBOARD_MAX_LINE_BYTES (set game's line holds a whole game).

    Parameters: none.
    Returns: a pair [line, start]: the line as text and the same again;
        for a line too long to read, None and the text of its start.
    Raises: EOFError at the end of input.
    """
    raw_line, start = read_raw_line_start(NBOARD_MAX_LINE_BYTES)
    if raw_line is None:
        return [None, decode_line(start[:MAX_LINE_BYTES])]
    line = decode_line(raw_line)
    return [line, line]


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
class Control:
    """A menu item or a button greyed when it may not be used."""
    may_use: object               # function (GameState) -> whether it may
    widget: object                # the button, or the menu of the item
    index: int = None             # the item's index in the menu (None: a
    # ... button)


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
class Editor:
    """The board editor, while a position is set up in it (see
    on_set_up): the board shows its position, and a click changes a
    square."""
    board: list                   # the 2D list of pieces set up so far
    due: str                      # the side to move in it
    top: object = None            # its tkinter Toplevel (None in tests)
    side: object = None           # its tkinter StringVar of the side


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
    review_judged: dict           # {move number: its JudgedMove, None
    # ... for a pass or an only move}, from the last review
    review_lines: list            # the review's lines so far
    controls: list                # the Controls: the menu items and
    # ... buttons greyed when they may not be used (undo, redo)
    side_names: dict              # {piece: name} a review calls the
    # ... sides when the game's players did not play its moves (after a
    # ... paste, or a game opened from a move string or another format:
    # ... see LoadedGame), or {}
    path: object                  # the game's file (open, save), or None
    entries: list                 # the move list's entries, as last filled
    dialog: object                # the NewGameDialog open, or None
    editor: object                # the Editor open, or None
    text_window: object           # the help's Toplevel open, or None
    ask: object                   # function (question) -> True for yes
    choose_open: object           # function () -> a file to open, or ''
    choose_save: object           # function () -> a file to save, or ''
    choose_game: object           # function (titles) -> the index of
    # ... the game chosen of a file's several, or None

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
# The sides by the colours of their discs, as the window names them.
DISC_COLOUR_NAMES = {PLAYER_PIECE: "black", COMPUTER_PIECE: "white"}
# The board editor (see on_set_up): its dialog, what a click puts on a
# square in turn, and what it says.
SET_UP_TITLE = "Set up a position"
EDITOR_PLACE = "+{}+{}"
EDITOR_CYCLE = [EMPTY, PLAYER_PIECE, COMPUTER_PIECE]
EDITOR_SIDE_LABEL = "{} to move"
EDITOR_CLEAR = "Clear"
EDITOR_START = "Start position"
EDITOR_ROTATE = "Rotate"
EDITOR_MIRROR = "Mirror"
EDITOR_PLAY = "Play from here"
EDITOR_STATUS = ("Setting up a position: {} to move. A click puts black, "
                 "white, then nothing.")
EDITOR_HELP = ("Play from here (Enter) starts the game from this "
               "position; Cancel (Escape) keeps the game.")
ROTATE_REFUSAL = "Only a square board can be turned."
EDITOR_OPEN_REFUSAL = ("The board editor is open: Play from here or Cancel "
                       "first.")
SET_UP_QUESTION = UNSAVED_MESSAGE + " Play from the position set up anyway?"
SET_UP_MESSAGE = "A game from the position set up: {} to move."
SET_UP_PASS_MESSAGE = ("{} has no legal move in the position set up: {} "
                       "moves first.")
SET_UP_OVER_MESSAGE = ("Neither side can move in the position set up: the "
                       "game is over as it stands.")
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
PASTE_ERROR_MESSAGE = "Not pasted: {}"
PASTE_SOURCE = "the pasted text"
PASTED_GAME_MESSAGE = "Pasted: {}."
# Values on the board: an exact value underlined, the others labelled.
VALUE_AT_LEAST_MARK = "\u2265"
VALUE_AT_MOST_MARK = "\u2264"
# The graph's margin in pixels. A margin, or a padding, is on both
# sides of the board or a line. Under the graph's values, above its
# bottom margin, is the band its move numbers are written in.
GRAPH_MARGIN = 8
MARGINS_PER_AXIS = 2
GRAPH_NUMBERS_HEIGHT = 12
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


def cycle_piece(piece):
    """The editor's next piece for a clicked square: black, white, empty.

    Parameters: piece -- the square's piece.
    Returns: the piece after it in EDITOR_CYCLE.
    """
    return EDITOR_CYCLE[(EDITOR_CYCLE.index(piece) + 1) % len(EDITOR_CYCLE)]


def rotate_board(board):
    """Turns a board a quarter turn clockwise (a square board).

    Parameters: board -- the 2D list of pieces.
    Returns: the turned board, a new list.
    """
    side = len(board)
    return [[board[side - 1 - col][row] for col in range(side)]
            for row in range(side)]


def mirror_board(board):
    """Mirrors a board left to right.

    Parameters: board -- the 2D list of pieces.
    Returns: the mirrored board, a new list.
    """
    return [list(reversed(row)) for row in board]


def choose_set_up_turn(board, due, rules):
    """Decides who moves in a position set up in the editor, as Othello
    programs do: the side chosen if it can move; the other side if only
    it can (where the rules let a stuck side pass); and otherwise the
    game is over as it stands (as when a side has no discs).

    Parameters: board -- the 2D list of pieces; due -- the side chosen
        to move; rules -- the rule set.
    Returns: a pair [side, line]: the side the game starts with, and
        what to tell the player about it.
    """
    side = get_side_to_move(board, due, rules)
    if side == due:
        return [due, SET_UP_MESSAGE.format(describe_piece_colour(due))]
    if side == EMPTY:
        return [due, SET_UP_OVER_MESSAGE]
    return [side, SET_UP_PASS_MESSAGE.format(describe_piece_colour(due),
                                             describe_piece_colour(side))]


def describe_piece_colour(piece):
    """Names a side by its colour, as a sentence starts (Black)."""
    return capitalize_first(DISC_COLOUR_NAMES[piece])


def get_editor_state(state, editor):
    """Makes the GameState the window shows while the editor is open: the
    position set up, no moves.

    Parameters: state -- the window's GameState; editor -- the Editor.
    Returns: a copy of the state with the editor's board and side.
    """
    return dataclasses.replace(state, board=editor.board, due=editor.due,
                               history=[], flips=[])


def get_view_state(state, view):
    """Finds the game as it stood after some of its moves, to show it.

    Parameters: state -- the GameState; view -- how many of its moves
        have been played in the position shown.
    Returns: the GameState itself when the view is its present;
        otherwise a copy at that point (its own board, history and last
        move's flips).
    """
    history = state.history
    if view >= len(history):
        return state
    game = state.game
    replayed = replay_moves(state.start, game.first,
                            history[:view], game.rules)
    return dataclasses.replace(
        state, board=replayed[0], due=replayed[1], history=history[:view],
        flips=find_last_flips(state.start, game.first, history[:view],
                              game.rules))


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
    """Makes the Game of a LoadedGame, keeping game's think time, and its
    players unless the LoadedGame is a record that names its own.

    Parameters: loaded -- the LoadedGame; game -- the window's Game.
    Returns: the Game.
    """
    names = loaded.player_names
    if len(loaded.side_names) > 0:
        names = game.player_names
    return remake_game(game, loaded.rules, names, loaded.first,
                       loaded.top_left, loaded.win, loaded.seed)


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
    """Reads a pasted move string or numbered transcript (see
    clean_transcript) as the moves of a game in the window: from the
    game's start when they are legal there; otherwise, in a game that
    started elsewhere (set up in the editor, or opened from a
    position), from the start position of its board, black first, where
    a move string starts.

    Parameters: state -- the GameState; text -- the pasted text.
    Returns: a pair [played, error]: [the start position, the side to
        move there, the [piece, move] entries] and '' when every move is
        legal; otherwise [] and the line to show (why the moves are not
        legal from the start position).
    """
    game = state.game
    rules = game.rules
    if not rules.square_names:
        return [[], PASTE_RULES_MESSAGE]
    moves = clean_transcript(text)
    board = state.start
    starts = [[board, game.first]]
    standard = create_start_board(len(board), len(board[0]), game.top_left,
                                  rules)
    if [standard, PLAYER_PIECE] != starts[0]:
        starts.append([standard, PLAYER_PIECE])
    for start, first in starts:
        replayed = replay_move_string(moves, start, first, rules)
        if replayed.error == "":
            return [[start, first, replayed.history], ""]
    return [[], format_paste_error(replayed.error)]


def format_paste_error(reason):
    """Writes why a paste was refused, with one full stop at its end.

    Parameters: reason -- why, ending in a full stop or not.
    Returns: the line.
    """
    if reason[-1:] not in SENTENCE_ENDS:
        reason += FULL_STOP
    return PASTE_ERROR_MESSAGE.format(reason)


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
    right, the value up for the side that moves first (the band of the
    move numbers is below the lowest value).

    Parameters: index -- the position (moves played); value -- its value;
        count -- the game's moves; size -- the graph's [width, height] in
        pixels; largest -- the scale's end (see _get_graph_range).
    Returns: [x, y], in pixels.
    """
    width = size[0] - GRAPH_MARGIN * MARGINS_PER_AXIS
    height = (size[1] - GRAPH_MARGIN * MARGINS_PER_AXIS
              - GRAPH_NUMBERS_HEIGHT)
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
# The best move's value (every move as good as the best): yellow, as the
# hint's ring.
BEST_VALUE_COLOUR = HINT_COLOUR


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


def _draw_value(canvas, layout, square, opinion, best):
    """Writes a move's value on its square (see format_square_value):
    the best move's in BEST_VALUE_COLOUR, an exact value underlined.

    Parameters: canvas -- the tkinter canvas; layout -- the BoardLayout;
        square -- the [row, col]; opinion -- the move's opinion; best --
        whether it is the best move's (or as good).
    Returns: None.
    """
    text, exact = format_square_value(opinion)
    style = FONT_WEIGHT
    colour = VALUE_COLOUR
    if exact:
        style = FONT_WEIGHT + SPACE + FONT_UNDERLINE
        colour = EXACT_VALUE_COLOUR
    if best:
        colour = BEST_VALUE_COLOUR
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
        best = max(shown.key for shown in marks.values.values())
        _draw_value(canvas, layout, square, opinion, opinion.key == best)
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
# The window's status names the sides by the colours of their discs.
WINDOW_STATUS = "Move {}. Black {}, White {}. {} to play."
VIEW_STATUS = ("After move {} of {}: black {}, white {}. {} to play here; "
               "End returns to the game.")
VIEW_OVER_STATUS = ("After move {} of {}: black {}, white {}. End returns to "
                    "the game.")
# How long a flip's animation lasts.
ANIMATION_SECONDS = 0.25
# The canvas's least size; the disc of the side to move, beside the
# status.
MIN_CANVAS_SIDE = 100
# A menu item's or button's state when it may be used, and when not.
CONTROL_STATES = {True: "normal", False: "disabled"}
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
GRAPH_LABEL_COLOUR = "#37474f"
GRAPH_LINE_COLOUR = "#37474f"
# The axis is marked every GRAPH_TICK_MOVES moves, on ticks
# GRAPH_TICK_LENGTH long, and the move's number is written under the
# lowest value (GRAPH_TICK_ANCHOR), clear of the line.
GRAPH_TICK_MOVES = 10
GRAPH_TICK_LENGTH = 3
GRAPH_TICK_ANCHOR = "n"
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
    """Finds the GameState the Window shows: the editor's position while
    it is open, otherwise the view's (see get_view_state).

    Parameters: window -- the Window.
    Returns: the GameState.
    """
    if window.editor is not None:
        return get_editor_state(window.state, window.editor)
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
    if show.values and window.editor is None:
        values = window.values
    marks = SquareMarks(get_last_move(shown), shown.flips, legal,
                        window.hint, values, get_animation(window))
    for row in range(len(board)):
        for col in range(len(board[row])):
            draw_square(canvas, layout, board, [row, col], marks)
    window.message_label.configure(text=window.message)
    window.refusal_label.configure(text=window.refusal)
    status = format_status(state, WINDOW_STATUS, DISC_COLOUR_NAMES)
    if window.editor is not None:
        status = EDITOR_STATUS.format(describe_piece_colour(shown.due))
    elif shown is not state:
        status = _format_view_status(state, window.view)
    window.status_label.configure(text=status)
    _draw_side_disc(window, shown)
    _fill_move_list(window)
    _draw_graph(window)
    for control in window.controls:
        set_control_state(control, control.may_use(state))


def set_control_state(control, usable):
    """Greys a menu item or a button, or makes it usable again.

    Parameters: control -- the Control; usable -- whether it may be used.
    Returns: None.
    """
    if control.index is None:
        control.widget.configure(state=CONTROL_STATES[usable])
    else:
        control.widget.entryconfigure(control.index,
                                      state=CONTROL_STATES[usable])


def get_control_state(control):
    """Reads whether a menu item or a button is greyed.

    Parameters: control -- the Control.
    Returns: its state, CONTROL_STATES[True] or CONTROL_STATES[False].
    """
    if control.index is None:
        return str(control.widget.cget("state"))
    return str(control.widget.entrycget(control.index, "state"))


def _format_view_status(state, view):
    """Writes the status line of a position before the game's present.

    Parameters: state -- the GameState; view -- the moves played in the
        position shown (fewer than the game's).
    Returns: the line, such as 'After move 4 of 9: black 3, white 4.
        You (black) to play here; End returns to the game.'
    """
    shown = get_view_state(state, view)
    board = shown.board
    numbers = [view, len(state.history),
               count_pieces(board, PLAYER_PIECE),
               count_pieces(board, COMPUTER_PIECE)]
    if is_state_over(shown):
        return VIEW_OVER_STATUS.format(*numbers)
    return VIEW_STATUS.format(*numbers, describe_turn(shown,
                                                      DISC_COLOUR_NAMES))


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
            max(canvas.winfo_height(), GRAPH_MARGIN * MARGINS_PER_AXIS
                + GRAPH_NUMBERS_HEIGHT + 1)]
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
                           fill=GRAPH_LABEL_COLOUR,
                           text=GRAPH_SCALE.format(piece, largest))
    lowest = get_graph_point(0, -largest, count, size, largest)[1]
    for index in range(GRAPH_TICK_MOVES, count + 1, GRAPH_TICK_MOVES):
        tick = get_graph_point(index, 0, count, size, largest)
        canvas.create_line(tick[0], tick[1] - GRAPH_TICK_LENGTH, tick[0],
                           tick[1] + GRAPH_TICK_LENGTH,
                           fill=GRAPH_LABEL_COLOUR, tags=("tick",))
        number = canvas.create_text(tick[0], lowest,
                                    anchor=GRAPH_TICK_ANCHOR,
                                    text=str(index),
                                    fill=GRAPH_LABEL_COLOUR, tags=("tick",))
        # The last number is kept whole at the graph's right edge.
        overflow = canvas.bbox(number)[2] - size[0]
        if overflow > 0:
            canvas.move(number, -overflow, 0)
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
    # Values of another position must not stay on the board.
    if window.values:
        window.values = {}
        draw_window(window)
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


def work_out_review(start, history, game, names, task):
    """Reviews a game (see review_game) on a task's thread: each line and
    each judged move is a result.

    Parameters: start -- the position the game started from (a copy);
        history -- its moves (a copy); game -- the Game; names --
        {piece: how the summary names the side}; task -- the
        AnalysisTask.
    Returns: None.
    Raises: AnalysisCancelled when the window no longer wants them.
    """
    review_game(start, history, game.rules, get_game_settings(game),
                game.write_square, names,
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
        show_lines(window, [NEWLINE.join(window.review_lines[-len(names):])])
        refresh_values(window)
        return
    kind, data = result
    if kind == RESULT_LINE:
        window.review_lines.append(data)
        return
    number, piece, judged = data
    window.review_judged[number] = judged
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
    window.review_judged = {
        number: judged for number, judged in window.review_judged.items()
        if number <= count}
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
    left = format_viewed_review(window, window.view)
    window.view = view
    window.hint = []
    window.animation = None
    window.refusal = ""
    window.values = {}
    # The review's line of the move shown (none for a move not
    # reviewed: the line of the move left goes), its better move ringed.
    line = format_viewed_review(window, view)
    if line != "" or window.message == left:
        window.message = line
    judged = window.review_judged.get(view)
    if judged is not None and judged.lost > 0:
        window.hint = judged.best.move
    draw_window(window)
    refresh_values(window)


def format_viewed_review(window, view):
    """Writes the review's line of the move that led to a view.

    Parameters: window -- the Window; view -- the moves played in the
        position shown.
    Returns: the line, or '' when that move was not reviewed (the start,
        or a review not there yet).
    """
    if view not in window.review_judged:
        return ""
    state = window.state
    piece, move = state.history[view - 1]
    return format_review_move(
        view, piece, move, window.review_judged[view], state.board,
        state.game.write_square, state.history[0][0]).strip()


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
    agrees to lose the later moves), or the reason it is not played;
    while the editor is open, the square's next piece (see cycle_piece).
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
    if window.editor is not None:
        row, col = square
        board[row][col] = cycle_piece(board[row][col])
        draw_window(window)
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
COPY_POSITION_ITEM = "Copy position"
SET_UP_ITEM = "Set up position\u2026"
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
COPIED_POSITION_MESSAGE = "Copied the position, {} to move, as a board string."
COPIED_SHOWN = 40
COPIED_MORE = "..."
PASTED_MESSAGE = "Pasted the moves: the game goes on after move {}."
PASTED_FINISHED_MESSAGE = ("Pasted a finished game of {} moves (Analyze > "
                           "Review game judges them).")
PASTED_NEW_GAME_MESSAGE = ("Not moves from this game's start: a new game "
                           "from the start position.")
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
# What the new-game dialog says of its choices, under them.
DIALOG_EXPLANATION = (
    "Players: human is you, at the mouse; naive is the course's computer "
    "(the topmost, then leftmost move); random; greedy flips the most; "
    "corner takes a corner when it can. level1 to level5 search: level1 "
    "looks 1 move ahead, level3 3, level4 5, and level5 as deep as its "
    "think time allows ({:g} s a move; --think sets it), with Othello's "
    "openings from its book and the last 14 moves played perfectly.")
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
                      ["<Control-v>"]),
        WindowCommand(MENU_EDIT, COPY_POSITION_ITEM, on_copy_position,
                      "Ctrl+Shift+C", ["<Control-C>"]),
        WindowCommand(MENU_EDIT, SET_UP_ITEM, on_set_up, "Ctrl+E",
                      ["<Control-e>"])]
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
    window.review_judged = {}
    window.graph_values = {}
    window.values = {}
    window.side_names = {}
    window.root.title(WINDOW_TITLE.format(
        game.rules.name))
    show_lines(window, lines)
    advance_window(window)


def add_dialog_buttons(tkinter, top, frame, confirm, cancel):
    """Gives a dialog its two buttons, the one that does its work (the
    default, also Return) and Cancel (also Escape and the window's
    close button).

    Parameters: tkinter -- the tkinter module; top -- the dialog's
        Toplevel; frame -- the frame the buttons go in, side by side;
        confirm -- [its label, its function (event=None)]; cancel --
        Cancel's function (event=None).
    Returns: None.
    """
    label, action = confirm
    tkinter.Button(frame, text=label, command=action,
                   default=tkinter.ACTIVE).pack(side=tkinter.LEFT,
                                                padx=STATUS_PADDING)
    tkinter.Button(frame, text=CANCEL_BUTTON, command=cancel).pack(
        side=tkinter.LEFT, padx=STATUS_PADDING)
    top.bind(KEY_EVENT.format(RETURN_KEY), action)
    top.bind(KEY_EVENT.format(ESCAPE_KEY), cancel)
    top.protocol(DELETE_WINDOW_PROTOCOL, cancel)


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
    tkinter.Message(top, text=DIALOG_EXPLANATION.format(
        get_game_settings(state.game).think), width=HELP_WIDTH).grid(
        row=len(rows), column=0, columnspan=DIALOG_COLUMNS,
        sticky=tkinter.W, padx=STATUS_PADDING)
    buttons = tkinter.Frame(top)
    buttons.grid(row=len(rows) + 1, column=0, columnspan=DIALOG_COLUMNS,
                 pady=STATUS_PADDING)
    add_dialog_buttons(tkinter, top, buttons, [START_BUTTON, start],
                       cancel)
    window.dialog = dialog
    # The board behind waits while the dialog is open.
    top.wait_visibility()
    top.grab_set()


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
    open_game_file(window, read_game_file(path), path,
                   OPENED_MESSAGE.format(show_path(path)))


def open_game_file(window, game_file, path, said):
    """Puts a game read from a file or pasted in the window, asking which
    one when the file holds several.

    Parameters: window -- the Window; game_file -- the GameFile; path --
        the file's name, or None for a paste; said -- the line that says
        what was opened (None: the game's title, as a paste says it).
    Returns: None.
    """
    number = None
    if game_file.error == "" and len(game_file.games) > 1:
        index = window.choose_game([filed.title
                                    for filed in game_file.games])
        if index is None:
            return
        number = index + 1
    loaded = choose_filed_game(game_file, number, path or PASTE_SOURCE)
    if loaded.error != "":
        show_refusal(window, loaded.error)
        return
    if said is None:
        said = PASTED_GAME_MESSAGE.format(
            game_file.games[(number or 1) - 1].title)
    game = create_opened_game(loaded, window.state.game)
    replace_game(window, game, loaded.board,
                 [loaded.start, loaded.history], path, [said])
    window.side_names = loaded.side_names
    name_loaded_sides(window.state, loaded.side_names)
    draw_window(window)


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


# The commands greyed when they may not be used, with the test of
# whether they may (see Window.controls).
CONTROL_CHECKS = {on_undo: can_take_back, on_redo: can_play_again}


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


def on_copy_position(window, event=None):
    """Copies the position shown to the clipboard as a board string (what
    --position and Paste read).

    Parameters: window -- the Window; event -- the key's event
        (not used).
    Returns: None.
    """
    shown = get_shown_state(window)
    side = shown.due
    if side == EMPTY:
        side = window.state.game.first
    text = format_position(shown.board, side)
    window.root.clipboard_clear()
    window.root.clipboard_append(text)
    show_lines(window, [COPIED_POSITION_MESSAGE.format(
        DISC_COLOUR_NAMES[side])])


def on_set_up(window, event=None):
    """Opens the board editor on the position shown: a click on a square
    puts a black disc, then a white one, then none; its dialog chooses
    the side to move, clears the board, puts the start position back,
    turns and mirrors the board, and plays from the position set up.

    Parameters: window -- the Window; event -- the key's event
        (not used).
    Returns: None.
    """
    if window.editor is not None:
        window.editor.top.lift()
        return
    cancel_task(window)
    tkinter = window.tkinter
    shown = get_shown_state(window)
    due = shown.due
    if due == EMPTY:
        due = window.state.game.first
    editor = Editor(copy_board(shown.board), due)
    window.hint = []
    top = tkinter.Toplevel(window.root)
    top.title(SET_UP_TITLE)
    top.transient(window.root)
    # Beside the board, over the move list, so that the board stays in
    # view while it is clicked.
    top.geometry(EDITOR_PLACE.format(
        window.root.winfo_rootx() + window.canvas.winfo_width(),
        window.root.winfo_rooty()))
    editor.top = top
    editor.side = tkinter.StringVar(top, value=due)
    for piece in POSITION_PIECES:
        tkinter.Radiobutton(
            top, text=EDITOR_SIDE_LABEL.format(describe_piece_colour(piece)),
            variable=editor.side, value=piece,
            command=functools.partial(on_editor_side, window)).pack(
            anchor=tkinter.W, padx=STATUS_PADDING)
    for label, change in [[EDITOR_CLEAR, clear_editor_board],
                          [EDITOR_START, functools.partial(
                              start_editor_board, window.state.game)],
                          [EDITOR_ROTATE, rotate_board],
                          [EDITOR_MIRROR, mirror_board]]:
        tkinter.Button(top, text=label, command=functools.partial(
            change_editor_board, window, change)).pack(
            fill=tkinter.X, padx=STATUS_PADDING, pady=BUTTON_PADDING)
    buttons = tkinter.Frame(top)
    buttons.pack(pady=STATUS_PADDING)
    add_dialog_buttons(tkinter, top, buttons,
                       [EDITOR_PLAY, functools.partial(on_editor_play,
                                                       window)],
                       functools.partial(close_editor, window))
    window.editor = editor
    show_lines(window, [EDITOR_HELP])
    draw_window(window)


def clear_editor_board(board):
    """Empties a board (the editor's Clear).

    Parameters: board -- the 2D list of pieces.
    Returns: an empty board of its size.
    """
    return create_empty_board(len(board), len(board[0]))


def start_editor_board(game, board):
    """The editor's Start position: the start of the window's game.

    Parameters: game -- the window's Game (its rules and layout);
        board -- the 2D list of pieces (for its size).
    Returns: a start board of its size.
    """
    return create_start_board(len(board), len(board[0]), game.top_left,
                              game.rules)


def change_editor_board(window, change):
    """Changes the whole board in the editor (Clear, Start position,
    Rotate, Mirror) and shows it. A board of unequal sides is not
    turned.

    Parameters: window -- the Window; change -- the function (board) ->
        the new board.
    Returns: None.
    """
    board = window.editor.board
    if change is rotate_board and len(board) != len(board[0]):
        show_refusal(window, ROTATE_REFUSAL)
        return
    window.editor.board = change(board)
    draw_window(window)


def on_editor_side(window):
    """Takes the side to move the editor's dialog chose.

    Parameters: window -- the Window.
    Returns: None.
    """
    window.editor.due = window.editor.side.get()
    draw_window(window)


def close_editor(window, event=None):
    """Closes the board editor, leaving the game as it was.

    Parameters: window -- the Window; event -- the key's event
        (not used).
    Returns: None.
    """
    editor = window.editor
    window.editor = None
    if editor is not None and editor.top is not None:
        editor.top.destroy()
    show_lines(window, [])
    draw_window(window)


def on_editor_play(window, event=None):
    """Starts a game from the position set up in the editor, with the
    window's rules and players, once the player agrees to leave a game
    with moves not saved (see choose_set_up_turn for who moves).

    Parameters: window -- the Window; event -- the key's event
        (not used).
    Returns: None.
    """
    editor = window.editor
    if not may_leave_game(window, SET_UP_QUESTION):
        return
    game = window.state.game
    rules = game.rules
    side, said = choose_set_up_turn(editor.board, editor.due, rules)
    board = copy_board(editor.board)
    close_editor(window)
    replace_game(window, remake_game(game, rules, game.player_names, side,
                                     game.top_left, game.win, None),
                 board, [copy_board(board), []], None, [said])


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
    game_file = read_game_text(text, PASTE_SOURCE)
    if game_file.error != "":
        show_refusal(window, format_paste_error(game_file.error))
        return
    if not game_file.moves_only:
        if may_leave_game(window, PASTE_QUESTION):
            open_game_file(window, game_file, None, None)
        return
    pasted = read_pasted_moves(state, text)
    if pasted[1] != "":
        show_refusal(window, pasted[1])
        return
    if not may_leave_game(window, PASTE_QUESTION):
        return
    start, first, history = pasted[0]
    if start is not state.start:
        # Not moves of this game's start: a new game from the start
        # position.
        game = state.game
        rules = game.rules
        replace_game(window, remake_game(game, rules, game.player_names,
                                         first, game.top_left, game.win,
                                         None),
                     replay_moves(start, first, history, rules)[0],
                     [start, history], None, [])
        window.side_names = UNNAMED_SIDES
        show_lines(window, [format_pasted_moves(window.state),
                            PASTED_NEW_GAME_MESSAGE])
        return
    cancel_task(window)
    state.history[:] = history
    lines = set_history(state)
    start_over(window)
    window.review_marks = {}
    window.review_judged = {}
    window.graph_values = {}
    window.side_names = UNNAMED_SIDES
    change_history(window, [format_pasted_moves(state)] + lines)


def format_pasted_moves(state):
    """Says what a paste of moves did: where the game goes on, or that
    it is a finished game, of how many moves (see on_paste).

    Parameters: state -- the GameState, its moves the pasted ones.
    Returns: the line.
    """
    history = state.history
    if is_state_over(state):
        return PASTED_FINISHED_MESSAGE.format(len(
            [entry for entry in history if len(entry[1]) > 0]))
    return PASTED_MESSAGE.format(len(history))


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
    show_lines(window, [NEWLINE.join(
        [format_best_move(state.board, analysis, state.game)]
        + list_best_line(state.board, analysis, state.game))])


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
    window.review_judged = {}
    window.review_lines = []
    window.values = {}
    names = (window.side_names
             or get_review_names(state.game.player_names))
    work = functools.partial(work_out_review, copy_board(state.start),
                             [list(entry) for entry in state.history],
                             state.game, names)
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
              ["GGF games", "*.ggf"], ["WTHOR databases", "*.wtb"],
              ["All files", "*"]]
# The dialog that lists a file's games (see choose_listed_game).
CHOOSE_GAME_TITLE = "Open one of {} games"
OPEN_BUTTON = "Open"
GAME_LIST_WIDTH = 70
GAME_LIST_HEIGHT = 20
DOUBLE_CLICK_EVENT = "<Double-Button-1>"
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
# The least size is measured (tests/test_window.py holds it): at it, a
# review's two summaries, a line each, fit the message's three lines;
# lower, the values on the squares fall under 11 pixels.
MIN_WINDOW_WIDTH = 560
MIN_WINDOW_HEIGHT = 560
# The share of the screen the window may take as it opens (the rest is
# left to the title bar and the desktop's panels), and how Tk writes a
# window's size.
SCREEN_SHARE = 0.9
WINDOW_SIZE_FORMAT = "{}x{}"
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
# The lines under the board wrap inside the window less four paddings;
# the status, beside the side's disc, less the disc too.
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
        wrap = event.width - STATUS_PADDING * WRAP_PADDINGS
        window.status_label.configure(wraplength=max(
            MIN_CANVAS_SIDE, wrap - SIDE_DISC_SIZE))
        for label in [window.message_label, window.refusal_label]:
            label.configure(wraplength=max(MIN_CANVAS_SIDE, wrap))
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


def run_window_command(window, handler, extra, event=None):
    """Runs a menu command, a button or a key, unless the board editor
    is open and the command would act on the game behind it (only the
    commands of EDITOR_FREE_COMMANDS work then).

    Parameters: window -- the Window; handler -- the command's function
        (window, *extra, event=None); extra -- its other arguments;
        event -- the key's event, when a key was pressed.
    Returns: None.
    """
    if window.editor is not None and handler not in EDITOR_FREE_COMMANDS:
        show_refusal(window, EDITOR_OPEN_REFUSAL)
        return
    if event is None:
        handler(window, *extra)
    else:
        handler(window, *extra, event)


# What works while the board editor is open: the editor itself, copying
# its position, the help and quitting.
EDITOR_FREE_COMMANDS = [on_set_up, on_copy_position, on_how_to_play,
                        on_keys, on_quit]


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
            action = functools.partial(run_window_command, window, handler,
                                       [])
            menu.add_command(label=label, command=action,
                             accelerator=command.shortcut)
            if handler in CONTROL_CHECKS:
                window.controls.append(Control(
                    CONTROL_CHECKS[handler], menu, menu.index(tkinter.END)))
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
    buttons = [[NEW_BUTTON, on_new_game, []], [UNDO_ITEM, on_undo, []],
               [HINT_ITEM, on_hint, []]]
    for where, text in GO_BUTTONS:
        buttons.append([text, on_go, [where]])
        window.root.bind(KEY_EVENT.format(where), functools.partial(
            run_window_command, window, on_go, [where]))
    for text, handler, extra in buttons:
        button = tkinter.Button(parent, text=text, command=functools.partial(
            run_window_command, window, handler, extra),
                                padx=BUTTON_PADDING, pady=0)
        button.pack(side=tkinter.LEFT, padx=BUTTON_PADDING,
                    pady=BUTTON_PADDING)
        if handler in CONTROL_CHECKS:
            window.controls.append(Control(CONTROL_CHECKS[handler],
                                           button))


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


def choose_listed_game(root, titles):
    """Asks which game of a file's several to open, in a dialog that
    lists them (Window's choose_game): a double click, or Open, opens
    the game selected; Escape or Cancel opens none.

    Parameters: root -- the window's root; titles -- the games' titles.
    Returns: the index of the game chosen, or None.
    """
    import tkinter
    top = tkinter.Toplevel(root)
    top.title(CHOOSE_GAME_TITLE.format(len(titles)))
    top.transient(root)
    chosen = []
    frame = tkinter.Frame(top)
    frame.pack(fill=tkinter.BOTH, expand=True, padx=STATUS_PADDING,
               pady=STATUS_PADDING)
    scroll = tkinter.Scrollbar(frame)
    scroll.pack(side=tkinter.RIGHT, fill=tkinter.Y)
    listing = tkinter.Listbox(frame, width=GAME_LIST_WIDTH,
                              height=min(GAME_LIST_HEIGHT, len(titles)),
                              yscrollcommand=scroll.set,
                              activestyle=tkinter.NONE)
    listing.pack(side=tkinter.LEFT, fill=tkinter.BOTH, expand=True)
    scroll.config(command=listing.yview)
    for number in range(1, len(titles) + 1):
        listing.insert(tkinter.END, MANY_GAMES_LINE.format(
            number, titles[number - 1]))
    listing.selection_set(0)
    listing.focus_set()

    def finish(choose, event=None):
        selected = listing.curselection()
        if choose and len(selected) > 0:
            chosen.append(selected[0])
        top.destroy()

    buttons = tkinter.Frame(top)
    buttons.pack(pady=(0, STATUS_PADDING))
    add_dialog_buttons(tkinter, top, buttons,
                       [OPEN_BUTTON, functools.partial(finish, True)],
                       functools.partial(finish, False))
    listing.bind(DOUBLE_CLICK_EVENT, functools.partial(finish, True))
    top.wait_visibility()
    top.grab_set()
    top.wait_window()
    if len(chosen) == 0:
        return None
    return chosen[0]


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
        graph_values={}, review_marks={}, review_judged={},
        review_lines=[], controls=[], side_names={}, path=None,
        entries=[], dialog=None, editor=None, text_window=None,
        ask=functools.partial(ask_question, root),
        choose_open=functools.partial(choose_file, root, False),
        choose_save=functools.partial(choose_file, root, True),
        choose_game=functools.partial(choose_listed_game, root))


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


def fit_window_to_screen(window):
    """Sizes the window as it opens to fit the screen: at most
    SCREEN_SHARE of its height (and width), the board as large as that
    leaves room for, at most its size at the start. On a screen wider
    than high the window is landscape, the move list and graph beside
    the board; otherwise they go under it.

    Parameters: window -- the Window (its widgets built and placed).
    Returns: None.
    """
    root = window.root
    canvas = window.canvas
    screen_width = root.winfo_screenwidth()
    screen_height = root.winfo_screenheight()
    wide = screen_width > screen_height
    place_panel(window, wide)
    root.update_idletasks()
    # What the window needs besides the board, in each direction.
    other_width = root.winfo_reqwidth() - canvas.winfo_reqwidth()
    other_height = root.winfo_reqheight() - canvas.winfo_reqheight()
    one_row = len(window.state.board) == 1
    side = min(START_CANVAS_WIDTH,
               round(screen_width * SCREEN_SHARE) - other_width,
               round(screen_height * SCREEN_SHARE) - other_height)
    side = max(MIN_CANVAS_SIDE, side)
    height = side
    if one_row:
        height = min(side, ONE_ROW_CANVAS_HEIGHT)
    canvas.configure(width=side, height=height)
    window_height = height + other_height
    window_width = side + other_width
    if wide:
        # Wide enough that the layout (see on_resize) keeps the panel
        # beside the board.
        window_width = max(window_width,
                           math.ceil(window_height * WIDE_RATIO))
    root.geometry(WINDOW_SIZE_FORMAT.format(window_width, window_height))
    window.layout = get_board_layout(side, height, len(window.state.board),
                                     len(window.state.board[0]))


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
    fit_window_to_screen(window)
    _bind_events(window)
    draw_window(window)
    keep_signals_alive(window)
    advance_window(window)
    return window


def run_window(board, game, played, side_names=None):
    """Plays the game in a window until it is closed.

    Parameters: board, game, played -- as open_window; side_names --
        {piece: name} a review calls the sides (a loaded game's, see
        LoadedGame), or None: by their players.
    Returns: '' once the window is closed, or the one-line reason no
        window could be opened.
    Raises: KeyboardInterrupt on Ctrl-C in the terminal that started it.
    """
    window = open_window(board, game, played)
    if isinstance(window, str):
        return window
    window.side_names = side_names or {}
    name_loaded_sides(window.state, window.side_names)
    draw_window(window)
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
                       "move as 'row col'. With --rules standard (or "
                       "othello) it is Othello, moves typed as squares "
                       "(f5). At the prompt of a game with options, these "
                       "words work too: hint (your moves and the best "
                       "one), analyze (every move's value), review (judge "
                       "the game so far), pass, undo, redo, save FILE, "
                       "save! FILE, moves (the game as a move string), "
                       "quit or exit, help or ?. The course game itself "
                       "takes moves only.")
# The version --version prints (the engine's, as GTP's version says).
VERSION_FORMAT = "{} {}"
# Other names --rules takes for a rule set.
RULES_ALIASES = {"othello": STANDARD_RULES_NAME}
# The help line of each option, by the option's name.
OPTION_HELP = {
    "rules": ("the rule set (default: umbc, the project's; othello is "
              "another name for standard)"),
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
                 "move) or NBoard's protocol (nboard)".format(GTP_MAX_THINK)),
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
                 "by row (X or * black, O white, or - . _ for empty), a "
                 "space, and the side to move (X or O): the board string "
                 "the window's Copy position writes"),
    "analyze": ("print every legal move with the strongest computer's "
                "opinion of it, best first, and exit"),
    "review": ("judge every move of a game, in FILE (any format --load "
               "reads) or a move string given here, then exit (each move "
               "may take --think)"),
    "record": "keep the game's record in FILE, written after every move",
    "load": ("go on with the game in FILE (or show how it ended): a "
             "record, a move string, a numbered transcript (1. f5 d6), a "
             "board string, GGF or WTHOR, told apart by their content"),
    "game": ("which game of --load's or --review's FILE, when it holds "
             "several (GGF, WTHOR): N from 1; without it they are listed"),
    "moves": ("start from the position after these moves, a move string "
              "such as f5d6c3 (Othello unless --rules simple)"),
    "level": ("with --protocol gtp or nboard: play as levelN, 1 to 5 "
              "(default: 5; GTP's level command changes it)"),
    "version": "print the program's name and version, and exit",
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
                     "review", "game"]
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
LOAD_SOURCE = "--load"
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
# What --protocol gtp's engine takes from the command line, as GUIs
# configure an engine: its think time, its seed and its level.
GTP_ENGINE_OPTIONS = ["think", "seed"]
ENGINE_PROTOCOLS = [PROTOCOL_GTP, PROTOCOL_NBOARD]
NBOARD_RULES_ERROR = "--protocol nboard plays only Othello (--rules standard)"
LEVEL_WITHOUT_GTP_ERROR = "--level goes with --protocol gtp or nboard"
LEVEL_ERROR = "--level takes a whole number from 1 to {}; got {}"
PROTOCOL_OPTIONS_ERROR = ("--protocol {} reads the game's options from "
                          "standard input: {} does not apply")
PERFT_DEPTH_ERROR = "--perft takes a depth of 0 or more; got {}"
THINK_ERROR = ("--think takes a number of seconds above 0 and at most "
               "{}; got {}")
GAMES_ERROR = "--games takes a whole number of games above 0; got {}"
GAMES_WITHOUT_MATCH_ERROR = "--games goes with --match"
JOBS_ERROR = "--jobs takes a whole number from 1 to {}; got {}"
JOBS_WITHOUT_REVIEW_ERROR = "--jobs goes with --review or --analyze"
GAME_WITHOUT_FILE_ERROR = "--game chooses a game of --load's or --review's file"
MAX_JOBS = 64
MATCH_OPTIONS_ERROR = "--match plays its own games: {} does not apply"
ANALYZE_OPTIONS_ERROR = "--analyze plays no game: {} does not apply"
POSITION_OPTIONS_ERROR = ("--position gives every square and the side to "
                          "move: {} does not apply")
PERFT_OPTIONS_ERROR = "--perft plays no game: {} does not apply"
GUI_OPTIONS_ERROR = "--gui shows the game in a window: {} does not apply"
# Besides Ctrl-C (SIGINT), the signals that stop the program: SIGTERM,
# as kill sends, and SIGHUP, as a closed terminal sends. The program
# stops at once and quietly (its terminal may be gone), its workers with
# it, with 128 plus the signal's number as its exit status, as a shell
# reports a program a signal ended: 143 for SIGTERM, 129 for SIGHUP.
STOP_SIGNALS = ["SIGTERM", "SIGHUP"]
EXIT_SIGNALLED_BASE = 128
# What Ctrl-C says when it stops work that is not a game, by the option
# that asks for the work.
MODE_INTERRUPTED_MESSAGES = {
    "analyze": "Interrupted: the analysis stopped.",
    "review": "Interrupted: the review stopped.",
    "perft": "Interrupted: the count stopped.",
    "match": "Interrupted: the match ends unfinished."}


def build_argument_parser():
    """Builds the parser of the command line.

    Parameters: none.
    Returns: an argparse.ArgumentParser for the program's options. Options
        left out stay None, so the checks can tell them from defaults.
    """
    parser = argparse.ArgumentParser(prog=PROGRAM_NAME,
                                     description=PROGRAM_DESCRIPTION)
    parser.add_argument("--rules", choices=list(RULE_SETS),
                        type=get_rules_name, help=OPTION_HELP["rules"])
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
    parser.add_argument("--protocol", choices=[PROTOCOL_ICS32, PROTOCOL_GTP,
                                               PROTOCOL_NBOARD],
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
    parser.add_argument("--game", type=int, metavar="N",
                        help=OPTION_HELP["game"])
    parser.add_argument("--moves", metavar="STRING",
                        help=OPTION_HELP["moves"])
    parser.add_argument("--style", choices=STYLE_CHOICES,
                        help=OPTION_HELP["style"])
    parser.add_argument("--gui", action="store_true", default=None,
                        help=OPTION_HELP["gui"])
    parser.add_argument("--level", type=int, metavar="N",
                        help=OPTION_HELP["level"])
    parser.add_argument("--version", action="version",
                        version=VERSION_FORMAT.format(PROGRAM_NAME,
                                                      GTP_PROGRAM_VERSION),
                        help=OPTION_HELP["version"])
    return parser


def get_rules_name(word):
    """Reads --rules' word: a rule set's name, or another name for one
    (RULES_ALIASES).

    Parameters: word -- the word given.
    Returns: the rule set's name (argparse then checks it is one).
    """
    return RULES_ALIASES.get(word, word)


def add_implied_options(args):
    """Fills in what an option implies: a move string (--moves) is
    Othello's unless --rules says otherwise.

    Parameters: args -- the parsed command line (changed).
    Returns: None.
    """
    if args.moves is not None and args.rules is None:
        args.rules = STANDARD_RULES_NAME


def _get_engine_option_error(args):
    """Checks the options of an engine (--protocol gtp or nboard): its
    level and think time.

    Parameters: args -- the parsed command line.
    Returns: '' when they are good, otherwise the reason.
    """
    if args.level is not None and args.protocol not in ENGINE_PROTOCOLS:
        return LEVEL_WITHOUT_GTP_ERROR
    if (args.level is not None
            and not 1 <= args.level <= len(GTP_LEVEL_PLAYERS)):
        return LEVEL_ERROR.format(len(GTP_LEVEL_PLAYERS), args.level)
    if args.think is not None and not 0 < args.think <= MAX_THINK_SECONDS:
        return THINK_ERROR.format(MAX_THINK_SECONDS, args.think)
    return ""


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
        if (args.protocol == PROTOCOL_NBOARD
                and args.rules not in [None, STANDARD_RULES_NAME]):
            return NBOARD_RULES_ERROR
        if args.rules not in [None] + list(PROTOCOL_RULE_LABELS):
            return PROTOCOL_RULES_ERROR.format(args.protocol)
        game_options = list(size_options)
        for name in GAME_ONLY_OPTIONS:
            if (getattr(args, name) is not None
                    and not (args.protocol in ENGINE_PROTOCOLS
                             and name in GTP_ENGINE_OPTIONS)):
                game_options.append(OPTION_PREFIX + name)
        if len(game_options) > 0:
            return PROTOCOL_OPTIONS_ERROR.format(
                args.protocol, OPTION_LIST_SEPARATOR.join(game_options))
        return _get_engine_option_error(args)
    if args.level is not None:
        return LEVEL_WITHOUT_GTP_ERROR
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
    if args.game is not None and args.review is None and args.load is None:
        return GAME_WITHOUT_FILE_ERROR
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


def _get_load_conflict(args, loaded, source):
    """Checks the options that repeat what a loaded record fixes (its
    rules, size, who moves first, the start, how the game is won): each
    may agree with the record, none may contradict it.

    Parameters: args -- the parsed command line; loaded -- the loaded
        game (see load_game); source -- what messages call it.
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
            return LOAD_CONFLICT_ERROR.format(show_path(source), tag,
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
    return count_cores()


def load_listed_game(text, number, option):
    """Reads --load's or --review's game: from a file of any format, or
    the option's text when that is a game itself (see read_named_game);
    when the file holds several games and --game chose none, lists them.

    Parameters: text -- the option's value; number -- --game's number,
        or None; option -- the option, which messages call a game given
        as text.
    Returns: a pair [loaded, source]: the LoadedGame (see
        choose_filed_game) and what messages call it.
    """
    game_file, source = read_named_game(text, option)
    if number is None and len(game_file.games) > 1:
        for line in list_filed_games(game_file, source):
            print(line)
    return [choose_filed_game(game_file, number, source), source]


def _run_review(args):
    """Runs --review: reads the game (a record or a move string in a
    file, or a move string given on the command line) and judges every
    move of it (see review_game), printing each line as it comes.

    Parameters: args -- the parsed command line (already checked).
    Returns: EXIT_OK, or EXIT_USAGE when the game cannot be read.
    """
    loaded = load_listed_game(args.review, args.game, REVIEW_SOURCE)[0]
    if loaded.error != "":
        report_problem(PROBLEM_FORMAT.format(PROGRAM_NAME,
                                             loaded.error))
        return EXIT_USAGE
    if len(loaded.history) == 0:
        print(REVIEW_NO_MOVES)
        return EXIT_OK
    game = build_game(args, loaded)
    jobs = choose_jobs(args, game.settings, len(loaded.history))
    names = loaded.side_names or get_review_names(game.player_names)
    review_game(loaded.start, loaded.history,
                game.rules, game.settings,
                game.write_square, names, show, jobs=jobs)
    return EXIT_OK


def silence_output():
    """Points standard output at nothing, once it cannot be written (or
    the program is told to stop), so the interpreter's last flush of
    what is still buffered cannot fail.

    Parameters: none.
    Returns: None.
    """
    try:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    except (OSError, ValueError):
        pass


def stop_on_signal(signal_number, frame):
    """Handles SIGTERM and SIGHUP (see STOP_SIGNALS): ends the program
    quietly, dropping what is still buffered for standard output (its
    reader or terminal may be gone); the program stops its workers as it
    ends. Meanwhile Ctrl-C is ignored, and a second stop signal ends the
    program as the system does.

    Parameters: signal_number -- the signal's number; frame -- the frame
        it arrived in (both given by the signal module).
    Returns: nothing: it always raises.
    Raises: SystemExit with EXIT_SIGNALLED_BASE plus the signal's number.
    """
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    for number in get_platform_signals(STOP_SIGNALS):
        signal.signal(number, signal.SIG_DFL)
    silence_output()
    raise SystemExit(EXIT_SIGNALLED_BASE + signal_number)


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
    add_implied_options(args)
    error = _get_option_error(args)
    if error != "":
        parser.error(error)
    handlers = {signal.SIGINT: stop_on_interrupt}
    handlers.update(dict.fromkeys(get_platform_signals(STOP_SIGNALS),
                                  stop_on_signal))
    previous_handlers = {}
    try:
        for number, handler in handlers.items():
            previous_handlers[number] = signal.signal(number, handler)
    except ValueError:
        # Not the main thread: signals stay as Python handles them.
        pass
    try:
        if len(argv) == 0:
            return _run_course_game()
        return _run_mode(args)
    finally:
        # After Ctrl-C or a stop signal, the handlers it left stay while
        # the program ends; otherwise the caller gets its own back.
        for number, previous_handler in previous_handlers.items():
            if signal.getsignal(number) == handlers[number]:
                signal.signal(number, previous_handler)


def _run_course_game():
    """Runs PART 1's main(), the course game, which is what the program
    is with no options. Piped input is read by _read_course_line in
    input()'s place, so no line can stop the game or fill the memory.

    Parameters: none.
    Returns: the exit status: EXIT_OK, or EXIT_INTERRUPTED after Ctrl-C.
    """
    if sys.stdin is None:
        # Closed: the game starts, and its first prompt meets the end.
        sys.stdin = open(os.devnull, encoding=ECHO_ENCODING)
    course_input = builtins.input
    if reads_a_terminal():
        enable_line_editing()
    else:
        builtins.input = _read_course_line
    try:
        main()
    except SystemExit as stop:
        return stop.code
    finally:
        builtins.input = course_input
    return EXIT_OK


def _read_course_line(prompt):
    """Reads a line of piped input for PART 1's game, in input()'s place:
    as read_player_line does, MAX_LINE_BYTES at a time, refusing a line
    too long to read with one line and asking again. The line is read as
    text whatever its bytes (a byte that is not text becomes a
    replacement character, which no move has); PART 1 echoes the line it
    gets, so it gets the line as format_echo writes it, whose words are
    the same.

    Parameters: prompt -- the text to show before reading.
    Returns: the line (see format_echo).
    Raises: EOFError at the end of input.
    """
    sys.stdout.write(prompt)
    sys.stdout.flush()
    raw_line = read_raw_line()
    while raw_line is None:
        print()
        print(LINE_TOO_LONG_MESSAGE)
        sys.stdout.write(prompt)
        sys.stdout.flush()
        raw_line = read_raw_line()
    return format_echo(raw_line.decode(ECHO_ENCODING, INPUT_ERRORS))


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
            level = args.level or len(GTP_LEVEL_PLAYERS)
            if args.protocol == PROTOCOL_GTP:
                return play_gtp(rules, read_gtp_line,
                                GTP_LEVEL_PLAYERS[level - 1],
                                create_settings(args.seed, args.think
                                                or DEFAULT_THINK_SECONDS))
            if args.protocol == PROTOCOL_NBOARD:
                return play_nboard(read_nboard_line, create_settings(
                    args.seed, args.think or DEFAULT_THINK_SECONDS),
                    GTP_LEVEL_PLAYERS[level - 1])
            return play_protocol(rules, read_protocol_line)
        if args.review is not None:
            return _run_review(args)
        loaded = None
        if args.load is not None:
            loaded, source = load_listed_game(args.load, args.game,
                                              LOAD_SOURCE)
            if loaded.error == "":
                loaded.error = _get_load_conflict(args, loaded, source)
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
        if loaded is not None:
            name_loaded_sides(state, loaded.side_names)
            if source != LOAD_SOURCE:
                state.own_files.add(os.path.realpath(source))
        if args.record is not None:
            reason = write_saved_game(state, args.record)
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
            reason = run_window(board, game, played,
                                loaded and loaded.side_names)
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
            print(_get_interrupted_message(args))
        return EXIT_INTERRUPTED
    return EXIT_OK


def _get_interrupted_message(args):
    """Says what Ctrl-C stopped: the work the command line asks for (see
    MODE_INTERRUPTED_MESSAGES), or else the game.

    Parameters: args -- the parsed command line.
    Returns: the line to print.
    """
    for option, message in MODE_INTERRUPTED_MESSAGES.items():
        if getattr(args, option) is not None:
            return message
    return INTERRUPTED_MESSAGE




# ======================================================================
# DATA (no code: the pattern weights and the opening book, encoded)
# ======================================================================

# Written by tests/bench/fit_real.py (Edax's values of the 2001
# tournament games; see the README); the format is described at
# load_pattern_evaluation. Each stage holds PATTERN_STAGE_EMPTIES counts
# of empty squares. The patterns judge the positions of a search that
# starts with at most PATTERN_MOST_EMPTIES empty squares (64: every
# position); beyond, the features judge.
PATTERN_STAGE_EMPTIES = 8
PATTERN_MOST_EMPTIES = 64
PATTERN_WEIGHTS_CRC = 1323756405
PATTERN_WEIGHTS = """
{Wp48S^xk9=GL@E0stWa8~^|S5YJf5=`lF({#^im0NbJ#(>I$O4oN8c%9D%MZgI=wT<>XFtR~T><
neWAXbm~j8~n!>(E>ogPYDaJlW<xjIeiY~Oo$eZwi8FBsh6~f+xePD#i22+z{=<?W3&U9GNUI#{C
~*x6+laIVvi2D4%^xPq@$g=0Cg*IjBLe?EF*|6{BvNW;jpZ9(vCH6^<s<D6rs7EfPO+jU%NcM%PQ
OP4;4^jCIY3)2hS<%OaFW9jGQ{Evcb$3IzDX|R};YlfQ!5tPDD6FknW9xd(xRVh&A+#_YNRud=DR
V4>S@T3-|#`gyzp<!$u6?5#O8buzGnv$$eXpRI%Jv<nKNSk-=MnsAoz$x5<MS7#{z1PC1r5MEk5)
3ilx^V(9FV=!TQvIHk%U^<THCZM$pIO-N9^ynqGixvbH9rPMq(-D4{rnZc`_-A@zrK@|J{*^<O<(
FS1!m|U2%O9ZorM6;luApI@fnlHW<oRlWB7ss1zJ)_}~kD3XC;pl1k&DGHiuXew{I^#ueAeU-#v!
W3w>e4)}U&vCE#)CFO0jl)FMV6SkA$E-E!8jO0iBM2o3cf8kJy4Ef^?QrE><=;20wLFdD^1KnM^}
d<u&_GW<@M}N5NP$FD>Or}x2pxzLs~VQIELO9fXx#YZJl-rh(H?Zn@#p#8nVl$5Y88dv*AT!S?xH
g$)Lk3o1)u>p<T&RIiI{_MUh9hE}D;S3e>P(QN_C&@|xdxMtB90a2|10?>BZ^qzTd8GD<hp9G>JD
DaEr$joY>wO6;HfoK&+!GLkN}iYs`<a=ef+qES%;Sjeil5MUQ(M~KqQ$tb=xRjiwku@-B7SpSv-&
lQ`ryqS_OnbA2HsYROz8Q(U3Wb!IWuw+#s(RTs`9<cfl=e+7K-#(Atk>JCbtmm^X!AhL2Y#7&8Nb
C<heZ798FAB5u9q&$aLCUPqXlAjiuY1G)ysCN_&j#VDgKh&i^26ks{)lvz!;Dl>QMuu;%kYV%+AA
^H&9iKaqLV|1hNqU<k{P8VAcx=aIxbGYojTWzE?&AqnA>xqsONE=${QRUrH3y%de_eDTp!;8@@Vf
uvFXs==7suu9M__Ll#zlPZoeA#Rj>4SnIjjwih_@^edffjmrA3)mUE#8iE+E{jRf12oOA&FCD(2M
ubHWUk3)d=6{@Bbq(mS@<%kR|Qc8w~?#;8<^gNuh7<p>C&sc(dOQX1df>Q?XdPUwZK>Ti@FrB`Ye
PCMZ^<*Stf(U*<=st&Xt&h#tqINS%nQ`AXQSRQFP_HtaP55$xx5v$tb;aWPM@Pd?aohl^^PIf2Q+
3mk0$0oyx<U5dSJXaqw5G;RdQs>GV>0VEyJK=$?cN;ASv-)}NC`2ZFB#88YDhFhkj@Xv86dnINI7
%ceUo!f&4yE@?+BWZ2Z42>A7#a^G)@@Ch))yC&W`_oH65%9Qx|IIV0ZpzoCLDJYC^S%s|VEE>Llf
@9DLT&q7!TP#mywHkRUvbEEI~Rmo@)<Df#7;@({FJvD?<FAItA=kT;jNZQTr~=)9Lh!g0xn^-&rO
R*Z?EA&_t#9Ekj+T+WY}Tg}2E)r1@A>CldaUMlZ0DY!uV9o`YeX^Q!$jTi;dm4uFy*T`3lDcNhHM
4_81-PE8C33UePAtT?(pGYO~1{}|Dho#woci;=hJ_`2){P{OLl#AgY^(ECB>Yw~9#zS5{c-wyOWj
+TZ)WQqN)8d<2RMS!j1U4DkU8c7gcG|UUS&+-4@zXuQKL{gW=C6&)a17=)TItmP-p|_p-s8>Es3)
U>L`pE11iC>sYgZ}?58mAKZ(!i?BK#Rd3g5TIjp4$#E%6a+X(wed386$wmy-apie%q%?TTe7GYjg
u((N}JbPAH?m+%^f`R+z@_<8>wz7e6=rkD*v6rLA{cZbo8{T*Bw$9JwiDG=_B|4+pDWe&;%a<F@d
pu5jg1y-o@12Rk~^+#x>*=$+$>4z?@Qd-EtfH@k7AmT#lUr^oRV1r@J+!3-b_a%GNS()<&GB~ks+
KvBceoSXJwYfzjWxC+pmO>Y+W%nMcuIDrDE!y%QgeO@c;WCI7Ac}WRI)Ep9d)X#uC@`km&sRyUbO
Lg_wx{Y4KtY)4{>k_;sIdt{H@gtAUT{K9Y(y3)iyXxSx(x*ME&a+3bx^N34SvJrs?x9J%W=XG^6@
b@QKGKKba=NxF3+plqs67_V?dyx7e42a;4bJ(7I{oP{zT~|mW5{3;Mj4bN<e2~7=ni39ndlYV2Av
I;+@oCB`!%tEuD*111YKTLsw?aOupFR91(B3wfAU&e*7z=ZQE(-idc~`g>p|^naS8x*|q_0kiqXu
5UgVyk4(ubS<NnVTBC^!k{#E=j8qYihs+ms8>#5$odGqY9|2PSFS4b&C4N$0WzKir+^ngFl`Nyl%
q>~A>NjNUt~i3Vn13XRn*R5olI^8$z5wWGZ4N^4_T0g;UR83pPI8PJF~hVG79^a(RZimWlLW$+A`
16DQ#k4~w+RXqWc)^dlzpXb)C+TsGeZ?@N&hy#h!pBYhKZwc^QEsiNGk+B%eDca-6@EXj<_w%Dmw
&k^~+#K@jUjxa0EEN1Jpx`{C>?FZByZE+!juD6b?QowN;WkQ7MV%!%<S!2Q12w?X@&y1RCDVwe|<
&R!)d&X8i^9kx`h3*ZMGplp%9JX&sN-{1K0a)zPMxSbeMGcEbdoqG#=KUJ}{<BuPAKQcjw5LDM@v
<GvU8nbVW~Ho;+TG;KGi)aN_egt%JyK~;w#Qu_lUE3%y3S*aEC6+z=AH?LkG%za5_`O!g>!y0S`6
QG??E>FBJvQ?F(i#$DeD<NvzG))Ks^)rM~X*(84hJBN!cNoWXWx5S;7z5+lz4r<cdv>!@I=`%#ir
;qsNoPMeXZd>zP_|nm)bf+#Oq@uoyBq3vTjv{!_OJ(_;lzAGJsgWS$mA=UrT)5U@&wLSeQ0piIm2
cTNS>zrr>KG3okcSQ{Ji+&ner5Q5-E6O6~u%oUJ4l_{994BWHApb0Rr63Ymf@!i@rUf1?YjA^<Uu
`247TWyu5o%LLXw#I5x0M=)WriJmai<ZB`#?yT<9>y-8E{+@SN8aCs(42}oAeAe^FfS%{Z%ep#Bg
KEaZShN6J^@3t#HNgRpZ8fpq>79SzD6O*so(wlItb%E5*Ro@VsfaY$NC4IT?eC`b1-<=k2#hRo=C
OUuaQi%ZnhYg2~2UW904F=m6*~ozri<>K$-Hc=LdxPqnVeUj<xSz?=WO&-L@!v*<mH=kJEgB4Q6b
kMHzyo>T{sJ3Mc%N*S%IJs;hl+b5IO$NhqR$WxU;yxrD^wL@l}o);=`u^YQMc#8#j#<XIBgo*=b=
4r7MMm5VPx8v$5q#J&BHfk#KM|6XvO<Wu&sM&6%gcaI`#@}Bxa%<vXj-HwnR0>%c)4(B-~6n7;-;
9Kvr#Cvg4K6t5<k<(0x8$JyI-0Pfed#HIVr~)8<Giqr19LrED|QBz7hHQR;?aKp-&KMBo%iagw=c
r>Qmf@trnCzEkcZI`t=vEfaL4i6PwRAthnPe%L(Y79I>n4$Mz0=y*qKtCDd+BqF&Okpq!CL!Xtyg
QCO%j~~@`l$Jx0KGS+sIGNCcTtfnsBO9&COK%J=8Y$XkT)_?TsaP55shG~coKdY;uKPv1Cs@6l&1
?4(TxGfB1z}dq!z{t37-$J9VRZG7g%_WnkgyPX!TM<);K(+w8$sZeFVA)`{3_tqNo{Wkh2Nl&Zu|
7dQ4Cm}7|YsXRVK&><Lkf$s=(cRFV;dR>|edR5p}1J>OGk&;-F~isbFpRpoE1~=%S3e=Fm9)od)M
PwGTY=8HdP|I3bY0Y`y|VxA<&<p>dAe4eKzP?8u^B+gyhF+pN^|!<=^6Q$u>;D`M+-y`eDE+sb|4
QTbX{8+|QRBPkg6$Rrhi&!Td}DallXA9ubF<!@aj2XN3yaS=L70IlW%Uc7O()n@VQ#N+I(yf97Rg
A^2FmdXL*;=H$$xH-|v-6t8rZkTj}M<v@qJ6V7DD#ZY<Y{3O)?}8$PuI<>$1;~@hjU{Z{l++uRY*
-IO#w5S+Km~>1PTC<LgvY8>G7@+3BgwzW{a^`huz=MVRWtr>BIhA!W;OZKQB9*9GrRli@3>+R;I<
-y%d58bZH1v|tPHDL{FPrTH7Xm7hTXGTnK_MMz?Y;`;#3AC81G7d$p#3{H5^U*6(tZNnagUi4A8v
jqi1Y|*xNhB!@vxl?&Gr8JO^ZhUWbq0kx&^b4&+)>wIeiiBSh!I^0r{@J{}aS)#RtQEsw+<Un}z&
g;9D@hhz_N^*F$&)Z=oFuU+XI!GJ(wKx4<cx`m3ms*YSUGD?lWw*b(BZ)u(67E{!Fyt?f)jP%NUr
m4qR`<U271!ORrYqJRT8)Lk$R--cPJmb)q5f{lkly#%>#_Iy8X62)`9r03jIDlVhTg$TVlwL*mGu
J)rI~u-pJ4)Xg3@{idef_a;ogF@|RE*b=3}_#pX85+alWN2slb_yG>KeSGE1AFNDBmFKJyErr4us
Y4i;fe5s?dT0Au=X*7gm)IvtGfXr+FrA`^9=uLGVtPQAR{I?b9r;m{(VbBKU@glmWa0+h25+67v)
mv6!oC6Jd)0#?OtKL^WSCc3Hf%M6$EBY%+-UUTa3EMeiDCE?@-#1Xj%D19Tm*d5paE2*!WLnS${k
xgfG$5wIWK{Q$h5Sc;Dp8?`u4nSQUwactrVLV_o7&#4d>-q#|A6rf7m9h=X{wI^o;{D^@2ViOdFY
Ldl5o70OtD2lP~r-m5-wv%Qf@lm5hRZs<E?I&^z%MntPa<}+oRHkS7m^)~cwG&m!p<lln`8wx?9z
*5*y>8{`8IzA#70`qRX331{?P;JEB5nq%R0IPWH3w#Fd)&2$ITxEI2T<!xl&E77sa(N-g3`2uiV4
o2FloNt^>io^jmi=T=g#qyh6L#(9N1N8ZkD@r$f=;Taf}qu#V}P|vQd2iW%Yb*td-`QZ^?zw@Tuf
wTM!0G`yR35_uPOio&Iw*)U1#AZH+8Z)i;xRYkp`Lug)FZ^r6T$LvT}Bfre1}ocD3^erCxCe}G0E
tCRw;McDPEu^|_wAM)B*M)^9iiWo6{|5{i17rKHrkhus*V1Y&*?O=Qxbqwc{t<}laotw-$(fyq4s
bX??pj-l?Ys$3Zc%nWn^rR~EI*Rz9bGy}(t3&Al<!*iF3fH7BR<1V2;Ro=>l@EDkOKTbV2){XHH0
lE)h@e*=B_ez0XBvwdt~wLV8v$0@QemGVW76en^d4e?<EEu{h(zhiiGb0*3ph8V#LZA$_nMnw)o*
-7vQ3NVhsMGgp{~DE=Y)W395xem$0acJ{okp#J=zIK8SfFjvc*SHUdcz@;bs|1KrO?e*5Pk^uK2#
;*@?i^px~2n>$U7<I+qkEQxDal&9t6W4RKw?_Cllv5C6V5It+tV!pK6QrG`N$!#W{=tc9pTeIK=R
H9Q_#0pe$54K*J(wWn|~n8}itUh$9`qP_Ya&S_c6U(7dwZ}REolhzM7L1FBz@)28IX=e~);dY`6z
6^+X>2jZ-gaoP6`7Oa~8&?wS|2i}ReH9WCg#GOB{|H5Os1TVxDEH}uIH#!wWh0_PftMmnB3A_Oiq
H5;DH+3wpg?oz&!VW=4|f=Oo;j^5s9lqiZJ)tVMA(p2t~>IZ@f$ol33e+$7@vH4CVE$scuf|zEA)
p$f4^~%@v|^))*yg(VRU}I!%Ovf3NvJ4RCQy7-goV2FBd|ycVvECq!b_K*fVcG>J*i9FBk-&BO}I
^iW~X(l%j({g^^E#R1yA2aK)JR?XrukOq(;E;z;XIxYD{Tj9Z!EM8;0CKa%!rt%$&M`d$rXN4wH~
CAr66QeDk{SY#)By7%SlqDGn_M;m=jmkd)b%g3#XyBQG;noJo6FS`)AIX0;k!M|rLX*cn$<8;Z8>
{PtX4pzb#nr7*5rH{QSzX=qP#7KH&2^*eGATVn0h?wtBcE$&b2+JKbXLlzWhW6<eyjvGyqfl>4@I
sMpe`ZDlhs`0{S$Ag?d`_I*>N-OD8maV|-rpN;DXCX(m>tF#b(OF+3jB)y6RuKPr+*-x<lmo5NF)
u_@MN$`ZVzGv3?)7qAt)3XFkk~l$BwF;53>xm6I>6>uE-OU=9+Lj9vZcs|6-C;6@NG^Z$hFIEqMJ
jBbMp@Kt`1YmmStBO4YTTRLmJUeI&9&|8bm99*Hd&y<zQ6k#h(1&5I>I;5Xd$XbXbf8u-UCOphO_
cfi~tRG&f)3{+U*4f3P8>Vh(Nb3$PhF}zD%4y~mEdB8zvR41(X8x8u7PUyUBM|BK9nQXq?Ae1F8S
Gfg5vk1DU$N>6E3_cx!u_{;Whh-3Dpw}UMt<c0VW7&RzdH2f$rU9*W;6MLw-K69D!TQB!fEp0Cg@
EsXUW1z*9NSo&RO1VjCqBUF+=0uGV227tP)^1>j6dWET-;6~n3<N8@-;(pqBmXQSPBwicc^rOwZk
sNw?O~XOmk{?0?s^W;&qFO%V2F8o0=@x*mWWFTtd|idIosu>WIv5IAgi{IRXjP+8R{KBt<nl+B(-
$eds{*xQARm_O|;+t?<C&S|4AhGVu}YSD{@NGT!1b;)v-`jvWh6D>41V7CuPQY8PMAXRHZ4d*!xn
;mE+QA#rGx1MaW##Jl`pTJsa~MC$9@x8Ny;T4{XoZ$Ai~L30Ap6c!GX2K8}uDS{;30gqP&VxH?KY
_EBPR?)mU4R166h+!d=Q<OI72uh5~g$@b`ut!Z(jY$4<+IF!dit15(7IJ%w8+k#Y<8Tkp1=5&y^h
bY%aC5!CKy$(8ZEau9QuEunPlmoSWabSe{J?Zvd96X^N2K;%rwGG0*isgJp0mZ%PPV6_hI|0!bam
4NL<PIxPR!#ykwDV#id^F19<!fthFuV&^N~?dGnIiMr*@&2?tUkco)m-r*Ij?m6Eb&eS${P6$-$5
ZGwqG~oF$~U>j|ug-`P_>L$0{ws?m_({!dZX!t55!Rb>g|yFjauKi=ADThsg=J2i;h(n)|HtL|y(
vcp=|`>!Ema|-2|iuP1rEjGa0YzJv9!OWabqz2_PYlz)bM;Olb;gJWKzzdL3P9~23V%diCeh&!G*
2<h6m#ZngJdrF<Er}aeg)#@RpQWXM;Wwqxf~S{&+}v>nFTUsnah;z6?Dv%;h^v}z`=gPdHE_gUN<
T>Wx8Dz*a9#Gq(d=6?h9SMy?)kT_{hrHOg4^|TlT%8?_PvAgw~7eHA}*=GpXM6Dq#OL)1<))YpYN
Q7jU?&U1HfU|#SB`?bb11v8xSMZfo0ktUP`Vf0U{3$H*<Oe9JT+The-{p^VqW7r@#%K1T!*tRXy{
4NawT0qi6)oK4&g<g*>HXeJx<9&iCpx>Z|WI*T%vU;;k4`>=TQm4-ZnVZj%}bTyVtTn6T6UX~DR=
t7zFGWg<W3ncJ09{)@K`6=4l1Xxh{dFKfLe2f}3d-1j~Wt5C}>jdcfEvy=EwIg|3g5Bz^UIncgrT
$a%?LL@I8dNcQ7lSR%8AWnIk@nycqy~e$8DAgJ#r|8X`vyw&1DUk}GCd{32L!699dD~h6S}^iB=7
rDAd|t^KXXUJ<1a%4HtZn~l#XrnpWTG>-=ifVGa>q4AaGA|<tjcvt_dz_L{CpCs{mFOCt}O`(pj=
KWXa4{s3(}a+ttWdd0;^S?3~%WjngTShcUe)*E09q5Mltg6)Y5&w$c+#SXcV$Rf)o$wxeA@Dvu$N
LkJ-L<0h!R&AND#_(&#X(ySBs1Vfh?cfSE^J?671*O#V_=@M5hv5C@+0e<;NN+Np>`s})HI2Q>sc
V_}%$p1j{jitUkr)h`Eo<^QtC<lS88Y-ILhC<3cle&nJ8_AZ(^;0O?rP?#UQT!7K?rXqj5i$OS13
7-97W|;k-3@VJj-Edsaj~f+>Mp))b-U(78eW<nWO_A=4;X}&<66r^V&%2QnDNPu7=V@K#yzW&Db9
!k?aW$XnCf%i=_zr#gBLil}1oO0l;(KEA>)EHrA)E0r{?O#B<eX(@&}g!Ps2uv}AenVX(@OQ`u|E
>$<uya(NBl3gdH+-rTT+fzsLu{K3%Dgp#vS}^FCpm3!S*l62)STBmDvmX-ffi#Y628gQ&z@K`ZsH
}>Rvf`to`jGbS->+XaJxWG!#@8$QB)7hg#n=9Wv~t7v5AWm%srK2jbM0v<0y1#mBH5TkL7*_@od<
rB6u)Zn5UbZADdmfIK|PsJ!~nnZ?4}aUaFhrN6o>d+Tx;n?ut@GKQ_Wt<lH4)lcN?zm8d=2Q83FJ
O(d-)@T)WwoT@j0L?7Vu{GYL#S{d6tR@`-$Ic6(8?~CZ)(D`dpE-F*rT9EH4g=tDQ%{F?${riX0G
_cGqkxw_-}wT=JZ;{PKquog;9hh;zy8P<5uX&WVa*l|2v5MzLZ#Mb8;s1%lCOS8#)}y<QDF9-I^p
7vF5me+A!x+^*su^$+}b1jn@vw;b;;SUfU-7VhrHY`WQofY+*lhS(;eH~<e9@{`p;D>M2W<6<uFA
obPK@fX@fQWnPTvlS7!RA!;rhwrqdhQNidMQjWZ%^nhvsb(&5$X00GFH`FfgKA#WGl--l6^<&G8K
q-2CR&a<3z+3XeIHTu+cB?A$nqxVyrB=1s!l6bC-Y=}1tO{s;<JTLTpC=7M=!9N!(H)BWsEUm}8%
cZ623c(uyu;Pp+%sj)NiIXF?G{r|n=wjG?7>I0{8_aa11~`sRIEbz&^5Cs<hEy6SG6_mhd>)-qY|
IlOy6eet6h<vfkrequ`6H^wab0gPUL3I}zMs>8^P?QXe30|wjxZZzC%nDuqEs^36dfZ~_-dBp?$0
y%i5k8FMq&)=As7V^TG<EKk5qP?6;8l6UfDCe-y1?=bDj+@iT`HXCMjv2u>p!%mN2(hrM|um^>Zg
;Pqe(bQrQ20=ly6Oq?*fFd(}{$OVS#E8u=qz634fmV)8lExxPL}neg}|{FjZ}_#a+f2Mc%^eDH~r
1V}D|C&|WzXP0W$;0&}=&_N!MS9KGOBZbrRLT_u*8i=n;D8Q%tvF<oBOd^O#y{0;Z%=3ZmZ5jEnC
}f~X_h5}CAGY)tE^C4LO0fA!7H%G_4x3B*ee*ZkzRCqocNqq#oI}Rd1O~`i)?}U**ewO=xkBw%HF
30O5LJ7ueNwEGzy2hB7E(!4ADi%zQJ8rz6Y;e(rkxo}b6PL$a4k<=5d`?a@60&97#q&l6q{0u+aO
c9In{J#Z0q^KeMnX`18J!QK%LBBdn$x5_66YWh7Go>c(x8!^_&tPfpsrz9l}{;5HceSO>@rlc)O9
u6n^KFjs=Cl>38DCmY`>pgT=aztXcN>0JxV>Ll*rFx;dlmy+Ump)fw*rmKa5BhIkkNG}K#@CS(xW
2!3qiAVM&k!6G(D+nX|qo`7DsnUw*BL~UWsdqL@0&yP_lGwq4~{zi+EE+|h)5UiVqD{tDC|6*if!
$Kd2BqLEUAXefmlj?qA;OR-O9!gap6LTOM-;d<l@%`IVTSAgiC-0;`F5+mb00T>wbO-5Iy<E<b%;
~xs8LFiPLuy|*5(xiF;iUClmwE})9S`vPVA*<1-_69UlkP;}`OgSV$tCO09YJSSncrO{r4!&-RK!
hI8Y3f&6%ac1MqsyjA<tG>8py%T+9wgkg2@~|%39em@Y~!-L69$(W~tko<DdHUlzp=uO4rIIDEP~
uOQuavP4VblI1%l#V!pcKwf{MdU|-j88?@wFs)@0QQ2}aG?h!IaJL2+Wx<djf>x8`f{&zok?U0#(
hm2%|RZqHWAk8L$TZ549K`Qt~k<38|Y%NmM^^Mv?%EOk@xhW%UW4Wn@Dp2|lt5=#2)s5^O3D_C*<
S%w_S#4kOHRO70Ru@#8m<bhl5>86*@fbHOFo?9H!Zlc~+0PF1)AdX1+#|yM$s&X~4%j=@<scC~G%
~8QpGMugY4TlQ;)AXs5!Q7l=#3-+qeYR^{gA?{Sf#ZGaK%s-tzOeZcmqA}-2M?#MmzR56{4H(sY?
8{qr@iN>tWjvFrj;3ejyJA<P3>AO|8c&g4E=ukOK*xJi=Vm{b@ke{lvHWD)K{YUfwhcFWJum;9UV
?sJQaEr6PGZd=!~|22$P5q=pqfIAA_e2rftA^*8K5vd<Ui-~fUKXmKi~1UT!gnO)p(IpdkGx^^I(
+h+Vyo-!euVe-JWG_Q;|j89?^E9nx#m9qU?`cj%YrKm5_C^&JL?|=d79kGj&tCkuo8B>Y9^Qa$Jn
>u!Ge1H-Zz;3mGy$8Z2<T6Bf(5gvqERz{R-Y^QbZ=Q>xv2&2Jiqc%$eIP23Y0Vym#aHL+|4XIAC(
MYwGPu%Vuau6@q7QSv!E_XZD&~zUHqVaH<I&L!lj3kvq8RrDm;!gNv|=cAAVCp`n=7*a<6+0**vD
}bfQSdye1>NYvZp=4$@nu+?3_MSNTh_4&W3vE#(IG64fYd_Ra_Yf_}nK0>uG&Mg-~T}TSbMzUjkh
0*K^w2F6UUtkS+Pfup4cbLURFbgQ^QDmPQgt)3tH~>X)e^Wm`(d*xy?wYWZMJ1kJjU$HaM&(Q^RT
H(D~x3S3;2(wnpKjIe&JKa}LdP$<fS?2ou4Vv5c<wD(Id%26Z<4g8Z?4&iIGk>08;f=UnQpVw<Ao
tE@B`U@v~W1UzLmtbfr3FvX=zax+8(#NJ{@qj$}=Ini=^+bvu6A2U%T#od84f7$vUL}G8t|gvr9w
=@O8WTpj|L`>1<ZX9S7-uGh9$yw<NGvMX^M+4u27B0a_`Ht<AYmA5@{BR^HIeUd*SO5c5||$87@!
v1?*Ds^>QW9^m%gOTFcQ@xDyV+IsndD5|LBGlPNl<=jK}OBeJoCqoe&gYN)4}d5yf%>UKbzHW%ou
CE}Cr=6Xiyl2!TL${rRy2lqq9v5ZCYO(|Dh6g+URW)kxDFe$J-u{BtLD8V@a9xG~NFhBU4o1<tP-
4g0fhG~(LD1dZ@nXTjgC>Uh&z4KKId>OA_(fD?|ly7a~G|JGJ<WtZoNy=SJuh<CUm^|;)a&rJ5Ws
vg0V8^!%_#A4&^?#HRI{TA-*kfVSp*}P2g!G%Z~>OQbvV{>(W8*QT*|MHc#D5@@vG{D#<dvBm&=Y
r9!$H0A|z?FgvH;fmNV%VyO)3evYH_PgSLy+ap-fjtjy+(St#1&RGa>JmuB<kTjVW`Ca4M9k)xX4
hP)Jjo_NKPB@i^pjVXa<nKQa{zYkv&Ru>eA2!Bi0kwq&X6ll_x$35-gc4!up9EBq*)pm<w<K$$rU
&O+U?OK!$I=;TecG;=L5so-29H7k5e^iz_6R%3Ndq4%`bBa1_9Y=-{#I7Df2QnrmIqEbENaj||V$
!1`l?Le7)%oJlnQ>|8L-7t*fuo`4CSE-hSz>QAM=Z;%i9{c36`$rK<eZ-t@qh7>K=sE-z)(%&(>`
XBfnxcW+@5jghN-)m3tSc<I^J1Q}kPz}|OttPwx^zuw01Eu|6732fOfT5#b!Arei{?T6F;U`zwsg
uuuZYmtWy0S&Zz{MOaN3?#xE(~MTu2jR)ZS-f%C3IB*nF)`-trt8BqZvY3(@Tto`{8dO-$t7L0?V
KuTR~oYDbg7#!m$1#6-dk5U(n81-c5lF1`G_pm8|pB1a1EEU?h|&hS&=efm4`qV7OU+lz(pLhrm}
@ZRf*$^5pk4xxWG(3icS6g?yc0Coq<2v<JX{Gg@BQcq18M#IyR(d3|p<P#nGl<=&-Ls%KR}?Z!$G
NnmP>C#jnN52_~M6<KZJH|tKFo`|(^uM`npb2>d!kEt2Cw-Lq;UbkJ8RYwpdajkIcjj5ibK#e1TR
Jy;5%X_@Q=F<U(iLd@j84MvV<FIjtekJTF_|j#0#q{Ei*2^f~ZXRW1PM?f6Qs*fnVbv4{w5mV?Ad
k7;7C&xtL!?v>-5m%obwH=$AbV%tMab(w?#7MKKV(nf13D-J*YR0nv5Df?*8kl(;cTe!v-uf!8X7
><8R^7fe~wndZmQR~59a}OuzcsSm=aHHurQ#70uU&-@Ko8*b22z1<JS1mmZA8??7V=YrDHfZ{Qa_
a{6K)=nBq7`K|VuVxt+F;_})d2h9_C6NdMLQ9bx^yl-_b+T60`>a%;m5tneq^ZU*eh{@U>K%!ryR
l^b<84yIaNO+n{B<Y#u;M_e|Grck?cbKlXvT#?|wBevQvVY8f|BqcR{y6-L#MWnDQz9B*j%;r8_1
}t0E=8LJjy6{(TrcCymf{3Y$J9{n(dsbcLA{vn`8a0mG4)ss=7q(`6YiM=ye+4j)N?!wZ3#Hj>Z3
m_{(C$BRlbYKERA{3vm9V+u`qavyph=}qzd&egH<MGj1bo?_6%F(a&E3YCh@Hubri6iD;@Be*r60
u>)M!C*IhB+L@Gt^Vs289FE19nF!J7u5*uc&(zFZ_7HuMY8JKgL=Oy}ihn5NoePF#pw5H9x~?I-n
Nz@Rt@IGyJ!^zy*Vv--H-=&5|G0dc<>tdHN*dvkGBW(D2B_3*}7x1n?(QAV|A`i=@KoHcm;5Gx}3
B2&ha09+Pnjz?hoR*+#w^VZmS+rj$Upwo(BFr~dhO)`l)ku7WjqIUg03Acu(D~>pj+OAa7En`8(C
Zi}sJVO`l$^7y9-fObJ!=-)CBSV{khQvdU)B4|h3oi2J)NCvk1=YG(ty{3zy41g81h^Q8J-e=Lvs
sOaC)Lm@WSp8{obyKf!#vG6lj=I#M}%P7qO1`7gsgI-XuU@CTYsNlY_?>MS!B!V>xGw3;h~hV(vr
Oxe*F;>)53h$7tlM5D-&BtA=;|@Yt|K;{_D0MFP}8nvixh==9T;vHFwHBc>xG>0aC;>!|DT%&4=Z
H3xLOKLF)j6O1%xzhgiaTt$IU5s@Koa^G!XX+gm5}1Hn}akDo%?tr@}^q|8b3%_Eq-9122th<tl_
_J9C+D>Y;K1Md>Y5CtR<n+KjpJ4D}?^RUAICQI;BaVieqEJ(G>Ob-z<x?t<tKmN$l1Yz&`81r#Q-
46}zJj3FNW<vDumh8BgD=?K%o_c#`)%GurBQ+E1kE3N^5nSvj4RbaqC<K)6LsRW|_vG*S8C42jU+
Px9uWib)J{G0?u7@{|gO-N#;g)iEasriD$wULAIhU*k2i%KfkzWr;-a4y8;r3kWc4Hu%(|n<&4<F
X~N>#B}&q#MxJY>%T1Tu!Qn|lqBmIK*e-W|%6w^2-(Jg_tE|70>Ed*m&<8%W9PfCQtM0kE#G<rp6
k;Wi~?tAwG_1k_vl$pvq|RXpI5^D%8~(B|)9CUj7Fb7G-Bw{RCrDx8+ak=;_w5}``TufBS?hlp`)
)P`3XCCViwrxn)3=Kp@iAGG+&Bzh-g+m51|K$pt+T88v}t_>urM#ok1^@CLG{kvG8b=#46t~0Cn{
%$mQsPXdgIb)V53Xvabw99(3zIqC7Bi~hrJGYsVKIY?&VruSQNzm3aj~r5XVI+?^2uREx+_ErXs#
_{6TCU3c%}Wx@DpnXVI|oxzVHL?Fb>Um13wruKR5Yx-{M3dq-Mzr|%IgnA$ffLiN)4w(s$W_jB?w
_=BTkuGV(ba{A6Zkt6Ub`s`>>L*?VeR~K5I?0&R1T5f(8-!dr-mL>hB#sy_b+eIn9^ZaMj(NUHLl
{#X;8lXseAcb^0yjBe6f;>8nFx3&M3<foM{Scpbw+sV{O6oJvBPF10Pea6FO$TZd_}Oa}K$#!I3j
>)6GyMcsG!s^ZLr?XrnR0WMAb`to$daQjem6we11MkUjsnPO}>iz7CJN}v8QXug^c*xtDeiOmBpx
o%-`wlA#B@|Z14-%rQ(#~_#A`8s6MWjvm`Q$Mai718@xx60CP^Tzmmh`d_>cwueh;JSeLZb+*`F|
3HlMD!O^^(EBd!}}+P{T-7Z^aRh$0$*Q;!+oM-{QZ{aaIilt+;H&)6m4uugo$a;-v&d#z(I#}4MM
GtC@6q~2W)2T5Px+0^Fzu$o^}ihlRjlhKB=t}a?iowmROvCAXwf#0pfn@>iYCkO+chjNA=x9<=2(
zU(fV9GJDiA=i3LVaX)asA9p3sY(o0)`q$Oq_H8|>d?>l&MogK**3zeRIvYy$tSHJ%HEj%*8b{SX
5X(GH#K1Tz1NheSx0_WCAIL@t2!#kbbl01r!d`aFTGb{cH06vt3RxpLEYyg5zFjxy2q#MBZ>p#Ai
q&##(TKKqO?ZuK8Upxysegcn^nH~)%dTAl0w<bx;PySi@)?yj2M$}b1PM9(tA2k(mT3+)GA*P3Zo
-y{?RPZqR0spMcAkZ_FH?zwEb}i?Yn1&`Kq7i7pwLWX(cjJ-fv7f7VN2bpyM9mj6J~i(*!fOUe4%
LfJ&A04n~9NNE5l$B)L>E>%WE}uq%)~cRcIGI>|U~$&A(vShWoE-PfrlfNgiORh@rbtpu2iLIMpR
e_&;?(`%HSFUcMD$1<9|6i^3iAhO;H<PXGelCLJAlh-iKACg4Kw`~YH$@E}^vj^;R)uPfdx?XK#O
zDnKjrgm?%2(;>;yZR^#aVBe+on8Pn6~V>4#Wcgd=1+T76~Rei0CPy8`qa^qRPEa=-fStA%<V$x?
}VKX*O|qFH-X+8JTC2}7Lhi8H|pzGF$Q;1{eBN~DI{5RIiOp`)L4-O1~{APVo=7*zxAdGn?C)&9c
7!C>NuoJ?Q<bqj<Cb>S@j%4MQso`EM#!Z@67=l!jkffSDH5sMH?=YxV7gS@-ovkW0<({G|oM;H<L
L@!HH?{1JiDyP;H<>+B9IF?dS7OvXD)PD9(eZpySNwmj(eZajm8$);{wpJWVc5+5ktB?5KxN;F=N
+xm9P7=o@L6cOSp9FA@O7Pp>qg#Qrcj!65mhLZKi<*04!Wq8oG;TdNJ5sc?XxtE_EVxDAO&;y*<1
jCv;_rD~H>0}P{<2z9<S9}{Y3MbHXN!NlA(q;vVxmjS#kOiTUTp}x9kumh8b4qov;l=hkv_u1i?v
$I?g=-5+Bl?b&<NC^+JP(g(uP3hyb{je|{7Rs(yvj#9Kt5lNdp0JTt*%#!UT>?SJ{viRG>s)h-Y2
zk8gF$l^KXJDY(;L~;gh&{~lK)azsW}WKSxyRvhADn*XzzC`Ca+AiO3sG^1vv}{gCr-23_?UPxD>
;e%+7WsUszD`;>Vb_FK0{WV6o0}P9~9_iQjhVrjYq@-;IZlapxMY3nc%STGP&*Vv@-DC!o|s3RE(
7Ke|y?K_*JAz|L?v7jL)trCR_Kpm0?57R|UcUOYLsa&W>?@A8{4Ed<0Z1M<}4?hz80i%X<w__d25
<hIKRQjt|l*Y)U$_Z}e1T0c^g>7?Xl{_G75KIjD%aeee@o|=~~?EmEvqla}ED|}WPCCzF<ZqIwtE
N~pQ@=ao#q-hee678(f1NG$dQ~q%6%NTe`Djix2T}Ytwsus<W^{^{9MmT&Z2y&3Mq5saQ+suW$_y
fKvy|tYAzK%Zyq>^<}qlz_w(padKF9_kbfT1#J6QI4)4}SiyDA~^gUY)A0vuJ>*acueLyZLS_u~X
Keb@tiNIg**0_L^S%7%a%7FU`MQ1%7(}{U!3~DsbplGwuM?cID~z`d2<ZSw$nJqU8RS_5?@p=NOh
xNWC8)A+2!=xn^bD@r6O;^Zv;u!y{bxnFu*wl6r>4>(_YRGZkO`zF?09NH{MvoKHuoKF(B`hk3dk
7PhM05Xp`5;dLyg*LQy!{-^SBO4z31H)@f~z^?pL!~|<}PQrA{*p{K|tvi-Gg-HvcBRXlXoI4Pa&
-w&3inI6(<#q0rL>3lT{Hy{>o0A&TbeZ50k1UP+9XP12>;*!)3L3w_<O;vp7DR8?dp-C;Dq49|Kk
uIIE5V508|w!fC2SCf%s7&vrE%A;W<HOQyY%1Ax3&{~5TPbhLCXUy%5(9TlSz4zFLCi{dBWuGMuH
KoxX>B7w5kC$%F;Ch+qS4(20O_cBrkgwOOo`cv=|8p%Eg1faFES4<|7F|D4jdZgNsZ+ODavB{u*<
H1R#EQ$E1MLSd1VPP)+!#x^NI?t;2jQvGd|%;blLEuBEbF4o*miPvo0x|4OMn;{|f6m+CaAx!5gv
PDW+9>bgqaXSwG3m4s!;L>R+AiW_!?VG@<Eu%7=-ZkW41B$IE$lYrCha=WT`O+Pfc6vGR}$t}ZBq
$R{))RMQ!U$~5K4b*eTSfXBy(u17fBNrkmnfX+Rv2>vm)CSZHul~Nd<4{uMqrf$V5B5ucp5Z*S$k
kXo25%x@{G2?X^~OT-H;E6Pltj_F$0{YaP}5Z>snT}XB8sw9?ad0d7i3+a#P%0Gk?~f;b_lL(F!?
QeN{YHe?YxgJmwgEowT(3cDXE)(B1xk|+MB*eN6)S>dBj$WA))<u&mAyJpDyke#a!>}X`!NX7_a{
fCWI?j+fM}Y=eF=uad^xz$Zrp^lU}AshW5m&b{+ZzHYrCBO6bkeMtPHj-SVym!TUsgHNCXXN5~?5
&)lzW$iavzHoIrlU#6xx06(@P@N;G`fs#urWpFk*;CvZmcYhE-aJ7%U6WU=kJm7}(c4qfvij^VKL
E_RwmvHOTxSk%q!dbylVG5|mNh^<W)QU?e36!|yE=9_9r9>71f@WwOZ>RTh^}Q=@+_mUh+8!(&il
|$C!Vp~tDT8At=*v2FnXLAQWfj|FYvf=sV*>2`L@JCL@X|7nnZf+pFm{y-(P3pwE<le3^I~7p1JI
R}qq}f@Ip3#TT5zJ1<jd4VxaS`LDR}*VJu5@mjw!vx#&V4fxdS*&V2|<!x7Fg{0k!nxkAFu+zVdJ
}x$IIUmzPGCGFFoMr%A8BDTWP$u?JoQdn3B4o*6vK0@wkM_@WUych^>F&1g>TL#*CA1=Tv(ZP2=c
H9u?<S&XZoo7a+f6%Y&4%kp5_rHbjCE1I=(JyyHV0fiR!DeHTRgnnSue%c@X!a~yVvtS)vL#+H?b
*%vvlNbz3ynV~AQ^X?%*+C?|&OUy?wA#_CAe7O2qi#lq?E<$K20-WZF?UcIH$u_QC7kVP`kJ3k8I
5(3^k=Dr_ZxPL@UMu}Hd6jwMfMOcC^6dm8WO8&ZmHCRX}KIi1i3HYylTl-08_-ZJu<-cHbx)-2=^
1@&Rvm8C8gNRh~(6*4n2hQq98uJc9R%%{P@S3N6IPdA|ELCrHc}jqB+#Dt1fGaYxCmqwmX>Du`5b
Td%0Z|oHbXC&vzx+@TgLINoB8UMtd2)I%1NC*6XTXWk?1cm)0`t&o|!pW=1&I?j>QR`;$^bu9ITH
NA@|JKD8$(9q?^&eA9QnP@j-}a4q(Gw_ebu;R5UIkWQ$^yO6;-vZk}a5qlkV>qfQfZ_<tmh$9e3Y
Lw@-2bqyY<9*inBC8qzTDoXP5Aws5oJ09vA-b6^6WoZoS-TArkuaVC(bU7viAzsh3k*o~@<6pF#z
@a#5VG2ig^4X6Zdz7{{Y|=&QPt~8Rh?CoO3T&`j=g<$v!0}W`QOZF@|S>wLw{vy3^fxD8@l2uCT+
RB7>EEaZA7?j6mH$G+iGfG^v%+{;BCZ(C)r|?I0qiFhq8}dyKGI5*d=5s?Mn`O$Q4<I&Hpgiy5ej
W)sOrD%A_rV1e{WQ?+%oolhU8C*4)pooMGOP`<$IKeMXIe_iJR5RZ080Khbg$qP^cGZ)-4V1mA6I
kwOGKk%C!20q0f5m7&euQ*@CbY#e9U7r0d(IS>G{!nT=gVm{6?Xm@k8x(uzl`i)gNhZurm_aIF$^
#;m_NM+!@QBrmVvm&8)Q$s+R%V+Xl0}X^pBYWWjrH0i^5!0(+?H!`I*vt37GNmGRuySPvi+S{@&N
Cd@w&weJ_|EE2o3{=g@tbkn-#+^(2COB`MDhg;UZ@ys^e`C;`>7Kf97gW(szOo40UHC@IrhXUkls
}|GKFW^&G@`<2@)vKvPa@U7WAuak~th5^imKJY6;>&_Q{&aT$Gsx2bNZ^(l53VH_UF#$u8n-Hp*u
~Ai)e1H8P6*P3#og-e!(6O446E$<&<HJ#A8|R};6q7qI8ii(D@-$w>gRxj@W2-)EQ_9GQf$-b>>w
Q_w7C;~t?&|9Cq)RGE2eT#!e|+T{&nFQ^EK(q@A8$kI|qBt_zS$fQ9oL%2ZDVcWik3U*Pm1{xrUK
xnB_%((n0Ubus2$EaFQvk(DH{PU-PZ=wQgRXVKbR4Kx9`R?(}Zp1!eW{#2PiXy;{PuD_!%4Nic|A
&JyokPsvA0CJ;q&U?A$AN)~=2yF+++3I8{qy=cbJh!@OfS3FhoATxjTIpWs=O_?NMVmL6H7;>hOc
LXOU8C8MOEn?thv8`*Sx!On$5~y(@hIXfz|R{%7eyA@!fwMF1&tEpPSgyhN6Bg9`tNp<hW!J*Jgq
83F;Vd*UJF5y?A8W8{0<roOznl82@F|Nrf;SU6Lj4(axJJ{q4_lz78Gth^e!r$B{CeO-XTli=gXq
?&J@FDJ$3|D+*#KDSi^xC_S{cpSn1dBvB}(lFZibz0-58HOgf5{k_K`5!yNuEsgcA++6e=<TdB2D
T=kIv<&?=rCg?80>aw%%ug+C7T1ud{~kcfv<?BGmE<;M;Krs)S}X=NwT9yZm>m9o5e{a0O`^1hV2
>y<8*fvs)IN?A=@x{vMwE+KirPL-_IKRB=O6Nr=3fv``zCd!1%G^9jO*+CFujX7wtS4HgSsJ$@E}
Vhv=PQs3jkXz83(w=m*u6$qm|*t%py=!u)W!mR8{S(1}kwRSg9#TU=1#}xrUU4nYZ?ivb#3J2{D5
4LF1_eXDc`f&OWCi#gC?`A{s^68RDB3qylgee29k1RufkNz#b@#t8^>Wg#_Lkbkmp9z->%?-~u|^
jWZ)N_Wv12Cn_-sYHVe9ses!J2%!qHL0<CDDYXBW1Q2I(UNkSo6);aDpgpH}@ECh1QG>aUhX*A(C
}wOv`eM%7SdC67q`(@_o0rLGfIX%fa5b~O2?~!r4yI#l$<D^~;iA}TkpV-Irp(rX$hcd}hj|bB82
Rr`jDkU`PT58d`rl4DT4Y6UhFzZ6%aNe)d2LjJ=bId@x(wntZgP3fW9PoeXU{$3@<*sgpNgzNY~m
A(PiX5U17bgVLZmSG;T_w?`%%Dyw;yYnS^G3bPcJW?-|;Su4yO%ea0~nM&~R8<`~R9ZGi3_`bbfL
p+^D!MI{zn{@p&zN-73X;()TBkwHzd-QDYD+F0R$5+M~}}EThW3apljnsOA?r&|j?bA4FxoS8XsA
C8xn+)7nbFqMzQaDRi1|6}G)NBw>qau5{-O<c&KQX2TL+s5wG_H*$%a4ndfjJp$wk(@ofG2P!G?=
-er_sc+v7RVB<yyM+B8zE+R+jk3vS&L%|M_K!gaw$EFGp`!Yt)=RE~#bozEbR|PEmZ6ZMy3}Wwhb
tf?uYuv3I9s6G0nRZ}l}|A{kZ<4-t8|Gy9Fw}4{gAPS(|}JNzP(uh$WNODI4!47>MQnA=J`TPzhJ
QsT*cQd0hZlZ#SwxrPhdWn7Ox>1)shIYb@!;!|I}|q7%IOx&RIVT)Nz>XqAC@TF`@f`kSi@l6fkP
<;daiO##ITEEb5up(cfF=b%wtagsZ)zH>i19w8~h)#<k<afXQ@DaYQ=f?HRc25GXUPY5n;Td>zO7
4dir7^9=lBNw|b4ZoBgw)8HR@+#h~Jgr70qn1?OEZ|2JFX*?J<NUvF=F5@$njf*b(Jnxj<CH6|Il
6D5u?v9(BAJWphP0@^WE(hps8yNz?&gB`DiFKV3D?b3-&TnC06~vEX>)w^!x;UX_IJnqSq3S_-nF
I<9b5W~aEAs-GQIH-hK+Pm1k-Z>JW<3k+DEjeJjCn1+Y_Hu1YDvdgC6EEnxo}0;K*5~moq&|^Lgf
T&MZ81)OL{5d#DG^Fd@CcE`8)&4m|5tsiNW-4ZJTe7V}{<D0twA!l%3#w4;@BI#sX4YETE`u3yft
mMV^$MhbXr4L>|*+=Hsl=d+yVloK%id7R@rksPXB{q8gQ@EvkP%MCN%ZEv*V3jSJWG2X>zZl~$*(
?W$^b>WPLHU&ip6>GBiR7?ItDYOE|Z^zz^#4zqhiPdqVGI@ZPen`mbig=c|Yz4o6t>5tSS1rnAhL
PyCl8$?)QhjjFssJ(xjR}AY>>C3}KR4?_#+@kMqulLm@%N_$>j6j}1wg~u(s|?<&j|vE}Q=k8V7W
zrKsPwg%f&EybmbsI%qqqJY5zna6LLAix7F8vy{s|~t+W%M+VQNFIC(E29yU|F$qs}QPFadF2yXF
T=$$+qOtcaHEvxcU`h*}=rjo)!eiNGQP{sQ2IdJLZ_T9vQk=NDSL9yx_r+jpoAimirdF?u>0Po;2
9FG_age*eEJ129fJ_d?LA>6#L7JoHIj+waHcS!4(*E#Du2IkdPF9Sihwj@A4J(XSCo6p&o&4udv+
WQl*{Fl|Fyp5n%%ja)Pm%H1}>WQwF>ZJcP`5hSBGaY#XE2Jy=z=};@^=KbUIP|!A`F23-hxJCLDT
6#q6XERo%^dwH<5)`;l^^=5lqF~z8T_bl?2Lj)qcrLA4HZrLaK9=(uNIj_PB7obLGcSurt`Tk|1j
atfgNjor>9)NS7lrn2p?)EYS1=L%E!mjrP>?7Rb|C9lXHiU~0zv$KNat?|rhV}s0`zXu*1X`kJ9Z
<Yu%_S0b8*a+B5#Gk%#h4kt$r9aO?}pO=4|y5_F^dv^JfD&e=0Y1L4{W=<Lhi@qO}!Dr2)7o|6J%
lQUdFrVm;<6yZu-^sn1fkq!-nt%rG2qk%4#X0+Er_Q#I!%Zgbt~_{7Eu*xgW6)wxagXZI|-A=Rm&
nFOs$aP)jnVa9FU0;bh0#=0Q0bnFbOnaZf~%Wc=+DF!zMI%)YG+<3POQo1*r7G?7UcR+Nfb!HPQ$
bc)Zg`ebs@X;>oVUY3lgdWA>Lo^>E9(lB?7%$(Cq%tc{PN9=iw$DY^8Ym#pi0GGtQDat{9!A9n0#
j?<O^1faf4Blor7omh*(inoR1tfD-iV;{@^h%(r@4{E))lk}o0}L>+&^<NDjCyu&6IGI=)J?Lc#@
y}^7TtH4LruW$PT>SNtLWPPt3?U+jPqiD_+5mj=_|MQ%cQ9L+E_nN44i-jba*cv6E-0C~!e{xuae
*vD{5G7Ne~cc!hLj%Ks6m<(hWs(En4amQE2AJuONYbfNcJ9<(dPE8j=n8iA!MPl6AL?@g{joluBj
1*rNLQtGE1qs1NpVPQ$1Z)cL=cWnUYqJBo%?KFTq_jXi|)hjGqS#PQpdq1ye+&r85Nih-z+g{t2-
jvDyxA1=3Do&$a;E`_>mVxJKT(~8fthztXZXQ^@_AF0lr$;K{gd%dk13xj(wPK2#0=l<zwEC!Xf;
HZ}P-Kj!s3D0eg=_tU-{3vlP!0P7b%X5NOLVSSbd&{Tz7a#Xi*>diS^AK{|L}oFLN^6#Y@?rA3S4
xO?}NCX^o-%n`Jir5%CzWhMJkL^PD$7b#W~n#pF!*%4zJVWnf1-0*khmA=u5D4WL)!`*B0q}f*6|
A=C@R~4&M7;i3xcJ&Ya*P4zZYn?Nw0e7zY`~^g^U`%5!(HU$4^Vbb1Z*cDhpn$yEA<Mq)YNQbW8u
83A{R2X@bdyf$sj3C;#a%u8U*h}sV9p>`~NKXbG4l=KtSzu82TC<q|VA|+1-S=HJt<A75~ZVZLxE
C5&OLHi5Eej~nRR$M`z)h8YyK$U*$*=OVgJ)qrjsuYg+6~xYqAm#gi@$SOO!%xm7xInU9G+!`r1}
CeYuZCEq^HNoe4)+sWqe%k;r<mg6_`s&++HuLiQf{3hUzaadxLIc8>QLHzR&hAhGy^zexD=4z|GE
B*l@LAWU^NPwD8d9-@!4@hDc-8SES2}a#-$!cHa<T1u1*u0+(sKL59YGm;|SaJ#@?Vm2fmyl0z2f
mCkRDk!;j64r;YBuj5t>%!YQU(n^z9b`OqhUKat1vwJpBaNS{)e#BdQ>;td!kZ9zoOrX3y4beec1
q<hS`)|EPTdn(JdqDeZ7l}&dvPv*d49q9igpo35sk7i)zXFF9{en^%d?1BcRaH!dw)VW^v11W^e8
ZgTA<ynpIRq32Am?}DaQ}?FlfQb@%E;1;MK%=J<Kwk7Tx{Y`tF`TPCeDGbc7MQV2BC6s7SB6ssIK
n@OtnK~D&p++QCDx$o^KB$LwXchgCiYz<Fx2E)h0I<Bo(kI4`ww)YpbRk(T=DH-6512NLTZ#oCZ(
@ZnUItf-Xky3^x(_vN7rO@hq~%axlRr51)cZnnBCNV84s@JdXWZJEnpFeuk#2e?^^6|<*b-PSHMO
fsTb%_raYK>rc*JPb|c$E7K}8Crik*-Yr<CM1Y=@>=rU+4>uj1~Rwq&q>;X8MFSOq3b>7da&qi#u
AzvO<{y5fQ*KzYM9G{_(l2l5yBiHs)rVf}mV>$O5oBk}Wz|656e5Z=C0|h#Z%UFFQ3H7ajSi>ZEK
p^!-CIh{F+3wHxksSOK8h|<1yYuE9a{a35pCu7iI(nN+sh%KG&mmrH_2y#d$X^Qjb`-u=v`P6`_C
}2fbzm<~JOzeASVGXY|M9aI-NLnVXgDIQT?<tmgFA%&SZ8!?Rvm^}K}GjYQL%`mRfGdnXe{P1-Y)
)t*?l6opWTwVA+Jyw=o?7=_1=Ooet4}{=zvhCOCvs<Xi2v_>Le8HcCBX5s`fxtZQ6iCJS$@2N*2v
7X2CUZZ{hccYU~XUM7YkEu_3nqxmjP^&xG-mKQQ`?1nY_d5L8_R1wSUecOv);f9&AK6UM}KAU2#{
X-t$=)Xi>i&8G%sU?)7*TWNk+ZLcuN(Krd>-Mosi7MG%Aa|iWVIk0C&IOETku@G#=UXoKA-F5D?J
BLM{m2ZM!Yxy6cNeFn5nlERqrCLqIdtOBwC(~SbelZ=b?QSRc=5kuMW!}z0d`d=!9d*<H;^Q;1>P
3w*l>pIn_Voh{(8S|ckKXQy|ISA6d%aqAYe$X+tN^ZabQV&LsWd(fKnaTCq;R-(Kn6v>!9;wWs1U
Z&_#5l#Z%-r{&M3wEI*yt77?{u`%2pB9Bo4WIBMy$ts<kc%x>&e*n<Z3q_@shQBAL&rvLpkW|FF}
&0_L@Ax4r3RLz)zFvj&S$3OB*ou|sD-<#(#qj~)C5<l+!Pqs>2PRVPw4?NR9FvPaEx)u|T*QtR5$
X`X~O2da}o0DSw(T<bb^2&@)gW|`mPep1!+x=&27aE*&DnXwmZr}Tii`@5Yx;pX#$A7{0(o<Vz1j
9)R<P+#!yC3EVdb3)1eAcrgz>%Yd(Ke4m2--c0zqB3hN9JsI1>HF}Md*ao;4Fr_lm#cb8kD<bc>9
QG35j)ZxC6bZB0IWyTgkKQfDVX5G1u7AdkXMZK<Y|K^8k(@QUB~Mx0fOgAf4M9E+|(H3lRG+mq<W
6r88k(~aPb|YPoR+K%k%eX0Z@gSvUU%z(Wm|`5{!?9FfBn#^(p0QYn*&&H#8XEQxS@&%72__akkc
xK%;8yYtl2BAl5kqa_N5=b(H2@9^V}8^GQCqA~8!y?};;;+{lb;IkyY_7KQ6YdC7Ro**r+<2C||z
v+)m<(HLY%x$P+R6s9LiCyaANv_^_wnJ8CONO+^9#J`KXY;u5_mi3?4h~h+8H_B*gw$EVC<DUiUv
eeUq3rNcqb<w@P*oXMoh?_-WGN{o+aDglUb73-x@%1eqV^=$&nHQ#M8KTrMEpDygTaT;()kKSVZ3
bnb?IS9Fu(t6aNkk7!CNarnq!(tUi8ezYxf3Or(jtIT=ZlSzkUq`YAf4J#-2ec-!T*Z^uyiLmc9D
CRNB*iPyQX+rAr{W}l|%=3{4$R6&)1bC>hLWp1z&K5>{JH)q~IM}WIeR%f@QC$$TE`puJD9Tsr*X
+U+-BGP9~!)dnb-L4*~OIu~S!%x>s`1ab_m<{#+RmT&Xgh00e<*^l$b&RfC|FITL5al*%y?Kd1|N
Z>7v3c8f30^1s$^4uz!Lld;7!DaTfIV-wE_ucPI=nfr;)5*yj7m<j+~P?KGi2E~T;k8R>_<c1al9
l3ik*<ufHwzde|Gu0KbR2OC|R_mq)pqpu+nuUUZ)@^hUrdFblK>}wgIu#abKV**gVNf!QJRh$ziq
RyEaLP`c{pU+^C$113Lx}4Kf??}hy1FV*C`$dv9q;P~=1f-}gSKZ5Bn)GZ-tE%pMlC+yI#vqW+>;
Vj?Kn5DcZy0u>NH<{&^4LEdjVWwZ(c2?<iH2Zd49kPI?5A954cryG{u$31b0XgT_5`MRsRg!1PNJ
$(D&A$-$qofBN`5m6)4c!K1w`0uzBcNj6ypDBP1CruBW*R>dfVs4<&X^wt%I;-?(11yDF=cFkS;(
{Z8mBQTaw(_c^ouKoZI(#JB~UqRBlN4JRV|^AR|4<%L{6<`qCjj+Q$?s6-_*VdhO(2IHwyWsGWM?
HdYNzCb|=YPO?f_1NjL-gCLG7_^bXA1|Y=nmh0J0st4GAV`6tztr{uv6B$X%ba#ljNkQ5oXmzal4
;XiT(5f2X<2$CSoyXpmgKwH1PymA&;5MWa`V6j(gOUPY0r)aT-9GqL?dHT*;LU2q0HqgdYKrSDr&
eA)*qoH|Celd>F_Hrjl@g!VQwA2G_|X&{W<7P#3!{vnjF9-OY#$dM9Z*^bq{&t*a&~%q~i|&&PQa
e59)Xbk-_jQE#Y)5N^=<uCah!eQt^cRSmlBgddi$6##4@bwxW@XVVwY+d#*vtBaI;AeC8~sJnVmu
&seZC|BIs$+#=oTEmYiD_z0RowW#d?v@u9?H=y$}|G@Yl+uvhQyOmWM>9|s_SN?XPtq5lbY!|SDE
-uxnxR~^)TPqxZt1$B}ymMMN=jpESoBFX<%RQ!u=}rm+RHV!%2D78GQt>{_(Rf06%HyKo*9}L=DB
|Aq?pi*k9PVNYq3+`y@c1H|ZwYTOyvOnm+#x<)FxaWHJFh(N=G5LTJobB-$CDL|)>QU)_QU`f_ef
#4Y+Rs6Lu%2MXyX8V{E#)5m&zfdJZC6~O{<K2M;ZrBUSstht$vDUz#q?r_~E#_A~h%9nQv6?+Blo
9P<i|*dFpqh=?30IF}Y3L$5Z(?54R{}btj3+<EbzU5~SZ39d#-`ikP%)7a*nx6DdGC&!_!p9$d{<
bc9Lo!fa!L-U>l!Wo1Fpu(Z}Gj(wUVM^*Mj{_9NlQD21O2&v76NpTbsrzpBt$`BgOrdywSXO15p&
oMeTpu`H-tjC)TXg})VnWSl4@!iAn5zA9Q8yD$-6P{pI<YwWzcqkgYe|v!Rd38m~bt@EzFI>8lSB
njbjShOLRfraW`BY9I?S+q%ZEV`pIx{B|YgAhs?3JMnPUZU<QiakZBvO<MH8jaD4<Fp)>zH^h)Wc
HQ2Vgvf%T+NO_95?H7kcqcLHHRgk^i4j3T(9fj}wcAP$!gts26Wwf;^*`s9?(m==rc*FPn!i*s6n
K8*gM)7*>G&INQZZA;G580YaRIFsmb*@x6r<b+o$`akz>A(^5xV|MRL2Eo;>5>wE_=d?=sYR&6zU
p^<qXg7^k?Cb$fL>1w=9y!VR)v7r2s`M?d(3T$WHyIiPb7aYJECfkKLEk0pyv8Jpt`p1U-S$f|P-
++DryOMXr>&EOaG^ae8T!|G-3XIhXE7^Y*)B8$C5dViN#s=HNh2zV3VoO<<y7s)uHGAUf_czZ!vi
r6D=sdg#BlV0!Hlj2Pe;}mf5{dodiaDu_)7do}e-$dD08P6$o`rXFQT36buxidp$;VEwRTs0G8k8
MCjf{`Uos@Yz)kG-Y(9TBBhPJ!qT5Vl8U{cOMjp{g9=8Fcfsy)RoG)YKAz;rI3j7|`Z^(ie5_p@a
kU6;?GUM$+8Vz|Ou)lff<#rq21Pb$9w`|I~V{KEmcm(68Ja6>z+fXGsIVgm~>#Qu(lwV*`^SwO^}
wASodSh>v}yda7j<EJZq75n#xeYlP!cW91E3+%7T483IG7vnX9gN)xsN3Zd3-Rnn>8Uv_d==eky*
P8<58~Rc_li`esc(dq6a3}TKoYRvD%RWwo4Pr5g+BdJhJn9r5#ho3xQc$CRaA-#NiHNd2QBc)e^M
|bWw!<t32;#e=Q0Y9~M3g()?Q#JWYE_|7t!M!(tD`lou1ZlY?2QrC#)@OJ_$f689D3;I{SO?v&5m
-jDx(V4z_HL=`_Qz2u>T>KB)*`r6(5KsFaGkaW?g?bsgBo*cjf?zM*{1%O`tRkv3%cJm2)L$vXdP
7Y^;2r46Z~C*nH`OHEA6{7X;C-<yyP8N=<j2b=ZW=+)!$o#@_<G`yGih(Ky^!HcGjV_i4D_2t~tL
p&%{WxbJfT3HnQPsYpGB2D+x)M@S~sc?0Rfyd5#UN-+^-)o(Hmv{FuGtN=wiBl{u}T%+HW5zfCDO
V{#$c;mNLh{{lz;P$kT;KZsrhBQ9p*t`iu{=goA#8Op+v6!DlB1OY!REGX#jh=hZiYHp^JYXF5z}
x>Q>=rdp)8w>Ki_Frpy*6J;GImaws;Tc;W&_{Ejs_0a){#wa_PI5o9E%M;JS%`g+BH#+Xc3L&)od
v`fQJvpXdK=2n>CYb-P>4T#WD(;vPxa2cCBXCFc`wy?s#5pF<M^4RIBmo@LKNe{^QzaV$VeEV_*d
}@jrcZ2uMw-Yr95L4`HJ;|DR*i(e7IrJvjF@oC5%t-~Y|+W43OCe@i$u;cr;e$Qku>^ez0sa=aPn
`~A)(V`uB<H)s`0ShO#rHLXp6TYSF9W)z3COKF_Cbj#0Ryl+?_6ab{`^fOH`W4tlcpcwkOML`cD*
)3-g6aO|u0%q{FkAHRZFn->T4)an*6NniuYWe;fgm|thexHVD77FJ{j$N!{F;~q`_1-uO9PCRZDQ
6jKgY1H|WAyk_qN0g3z>!Mv5T1v&Qk&}N$n_(SVI52MFCuI2YXW~o*m>U`!3zVG7tttirG*mfXJN
;~G;nmIH=ozv4x<FaE@*N@!<UDBfc`=ULVQQz(iTZ25GyX)DxefG-=6@ci!mQS9CS<)Y@Z=btPYY
-_F2qoR8VyCLz(PJ%yNbiL3*T6t8Y-j9}iAATr}V-g5Wrgvi;@vvzS`B&9gjlE{X8p&%7npj(A1q
{M_y;d|;3^sy(^U82}1rt8v-liOD9!s><lOEHb+WO$ORj{9`8!OQ}d0z?6ve-JNW}FNRq!1+O5KK
LJX?;4?2MRIQezq;1r#W`%C1&31LbpoZ~`HT(-$)2hmY5UVNYeh`&&h`UzC9F!f9R$;?fI6=ey81
yJ(kC)l&s17vPR7OnKa?973hug|!g|LqBl(@O9<1R)cb7?NZD7|>MtL(W0=Qts;ZAs)W*L@Q<5fr
4NvefoYAkatmhl*87e?eXexDr6NseC#Oqht_F=m<SJMc~WR<h@~Q<aPK8u^95<Ro`@J7JG<K#0-Q
q{~pczjDbasKfH>O-FP@<@IBFO=XEu&DQae@D8YM&v8h+_rn1%GvpA5^ic%(I(^L&!Xgi^ydI2d{
83YQ<Y$$0`1|<c4yKY@CiseeETY@D#B`d!#>=!(6^K-3$Gzv+89r=zpKubt>=J7{MQ@wiMGm)`4#
<ab*izP7B$R*EEqrTY;rAcKi|4UXTJcX0*LqD;gM0+Gp7Qhj`uH+ZQuw2GDQPxc4hDTxO!lVta<-
D^6DjwZ)(vjR)Nq#8$A!JXFlGGM7*UfG(4ISn}ISVaNshMa&F20kX+?w^D_3`LoTid7APV4@Bc;z
>M>!7Lf4=PD3NH2WtiW+!@l_KW#2mM8`0!-BrP2x8FN(g+zpb?Ue>Si56(hQ{v)07<Fw#8ZBJa7d
cxsC~ski$}ZrjpeRg0Jt!JiqVeX<~>bd<oG)EK8Ft65Ni87Grfv6pxSlM5Ix=qoT>&<SgE|A_f~x
OA;BMfu*hb(d^x=C10I^Y_e_I7ACo_ANe(d!hP4)co#>E49PLic^j87Z}z*Mt?vR57rDjMrqYGj(
#8_vM{r$rv5KMxI=XAUr^`aPTklAgOPMB)w$?{dKB0K#ROMh0M!ek+pDnl3r8Dc_YMJ_?1$8Z%+Q
5F~P$}C*c0z@hs8j=y9#7xd+oh+$o^%(wa)DgSwuZ1cdZX47rN7T|fa;12&Lsm@mT>M3X=%W}t6E
`v7wS(6C&g!eN=$9OE5^WP%{dAKNEIydl6HQFExo^l!YI0CvQiFJsLx(v_1fMR&kZDjLZF35wpPs
(%A(5_lFk!O6KEw6YYK-P7Q{KnewU>nAamiV?w<xY<OBA1IY^g2xNqWo`CJL+HSpDbG!xk`H>%4&
L9x5@78n<KCy`Anj;U}<fO~MW`5xJQIU|CS#$~VaJ%&;hHB9LTyLoV@v(3_o@G_rsNim`&5iJP)1
xdEW^7jXEU?F-U7w4h?RCIErz(gIMALJXm0W&uL+$Rx^CA(Y%nAs{&L*eodjBRSYC%Gkg6g^|w>Y
U>#6WFVm`Ywo$Q(z`QYmLH75*=c#o)@K*Y*wR>S-iA6lq|7X1NdFeP|u>!XJq@%U!YqUM`eV{ha#
T}30_5T>o>pmRj};_uP=U&?dU2~iR&P-N$qySk;N8&39-2&nUi_Ob&EhhAHYR({JsG&jWB8bYFUn
_g2Q*avY5>X@FTSt&IQEffU~#PSqfx;p^c+b=%VJrfs(zN%kV)`*XX)jgin|wjYWy|zmbvHOKN#q
6LT?Th8vvpfmaZsbGlNdL{QDvV}kD{8ks)ZB@2y5`SAErK;mAk7?cv4-uuGOE7(!JmJ(9SHKhh^C
(VHfmzdNMdqj4TkXe9q8>5EMOa>;p!-<!A!L924E*E|CRtj0jvC{uZTcsnFePGOMW?h*iqAM|hrd
$Je=y1rukL%XR00v7g`nIne+By0yW`>={mS=eQdI5C!!?qUm##$Xnnj33|{Ad(6e=H-=;iua{zFS
s1xC%Z(BDE%GU#dXD%@gA0byRx4RK}0%!D;RpXfcYuf^^Yf)XPH-+RFwUg$=<V9&@(J#_6BOHlg{
r=*=%iB_?e$fAQ*a7r#+C@vFdlVZg^Zx#Q$i8%hu>Z$}<X`JSBnUqik01TU#^LZQ?{#?MYy#XO_8
OEfdSIZ7J4Wu6y7pJx)wQZVL^HOu3Q?0TV3gmc|+oEJgygTk9B!m@YC-XVxT)vnHh>|}#MQ<3r5b
rtNYX%e83iEu*+fG9u3MH^C(%`~bW28gTQtKTbc_$7>pa(9Px_Emcz^)rp?BOHXF*g}!^089*P>f
BP}t%GSC=+@L`KHx%|USulR=(_-SIGV7#oU^Q+`e|JiG*;?J2AC!0CM0Xt8Pa+<|M9?b2>!LWORE
x`-ktKPBUD$Z)2x*B3o)etZPQ45y3tcp9)z-d4Al9e0_@WMJ|7hn9e%zd-KYU7nwiFyF0uvVPb@!
vd>QNl(U?TU%W*-Kf4FFa1_9#J4_1tsT*X#XH~+c<tAq%IICdeL_>3NFmkP2c$3^3Q(Kwz;_HB&b
<Sjy*INe&!!%`Y>C$KWtMjs=VW3;glP67yti(RGUrO9qx;}ekxwlgp1HS~!cK=6qwB3UY5&T_zeX
+7Vf8#dvb)YZbWogBPQ=YQK&K#GAog8HI5GYk*U=;i#}o>oUbOpj->J#)6atknm^I~bx~%w*T2m<
PO#wNi`z0$?@B>)nu(aP4FCuf0Jp0Bm?fT0_1%6fJ30PzQ&B!t9F4C`qK85;IHm2o}0;HtshFyI=
^YVB6y+@&_2L0VY}Xi{cbLxDmWR#o+XfHAd(Il<HWX8lV<YXKI8cau^*MU%9@5MTozzwuKYQ+S|#
0t~~`N_O)0}gW~^CRW6U{bf_cQMt5U7nHS)F^|cm{gv*t>Jqo?BigtWpet24m@ws>Y_!Y1)|6p>+
uAD#fu`LRwGs{>bd3x3C{H@1Nlvb(7m{tbY5Kgfj+^lVvD1gov53(u~28W4*`!}{&5d81SGdDL2J
+WV^RTK7%;g|e>hvFXQ`EJtQWLK0yWf?0!ec%nkky4_#P-v2QEDizvo8ArjTvGFsQsO#B|H(QEX(
7uAfnXrxkMY8=a%P+F-Pe3i*U@oaw+>Ypn#Bvh&wr>CmUfX=i_MYKRHkNQd7m5z+q2A9EjGr~ZHB
`i#f)Td`3-`+i~m_q{Xaxck5zOx$qIq(^#_P_q(500eLgCR55i%DvoSb6!|vD;Kd0f9Pt>Bstqc3
OmSSQlerRypZMQJ}htv1({@0^b{G!ysPWz|Qu`aCT0@lw9Ds>JC4}J<w0t<hlj)^y8bc?=eGd$#a
t}j*tZ`h=vwp)cy?y*-qtQl<E3%Wm`9wjEt1(c&4VXRRX)OjCc2pi;WhLKRdNI@9jE9aR=ww%Yy)
+I*7Vve8tdVyfDbh3P1S6XsNOKixjj1wd5cP*L>Kc?lLujSgN#b2!=)Z1daMHm6c%rEuYJ3d)dnm
(kyGCRBlBUP*jK{@Qd1N^e9`u-TNd%NgE+DLG}fzQ&K{5pTGBRD1o_4lop&#pEtU$xUl{O~-*O1y
zHAx7P5g-Jd6mP92n*T|)AYG_%t1{nhOV;1&=V+yIAJYa#QA`-PTB(>9H1>#C$B1%I2-M{<v*jT+
JBSy?;Fzmzm6P$i1ymt33#>EwVq($h~;8XMl-o^0!T4&|wU7&H}2&I5OnI*YIGdop*ORk@M({Ilx
Wv9Sw{udV0i{TN9fWf(M4>Ejixq-D`+=>w67faFC{Gf1zFkrH<GAaS+GcCYnexB+5OA0`U^7Om62
doVD-1J!3NE~Au9!a0ObokDJ53^c!Aeszi*Z~(cS#A1>?fUaT()$i%3P~IuozbRB1JS&nM)pt*Eb
Ts~c8g3f^FoPMRBfVe%B$!Jfb|6IpWOKPkYM3<W%Ip@XNhI$+9Jj-dt_4~K6a=t{Q4al?rb}wnXr
qn!q)_gEmHm3nE*2f|8C%H67tU%eBR!4Y0Uzmbngk*b+E9J0&?MM!>H!iWO%m93g?&@nPk|2p+Dg
ix-f+9D7(+?E)<~)QvP<F?Hin<WDcd>)}+*%d_IKh9jy|%P^M0dhfPPe3Gbq;{(pwjn6t4=E7h_m
_pyP`VrZvzOV8({Iv!f=Sf2WUoEf@^daAZZty%~x$wyfE^}2BZ@OSKGYO8I(w;id(FrkQUlVX!-S
5RJubitd$`E4~vUF`3fs)c;$6#Qq*K`G<ZAiY=%B=PW6H7l*Z$&vE2m<*U|e(>`v{`(v-V<4EqI$
)rof^@vK{QN-_x}QC8P|y6rCpcj!WX3=f6^ll9L%%=`or3td$klpEdS;hv>^#8IsGXi=zTjirtm-
*r;CCVMV_U!~vnU_aL%cHiX^V3b3VvD5$Ic%voZ>hzzMxsl?-zyf&AqxWdj-8*)`zZb9e%e!N_dS
0^((9xI95Nj0)mnU7>K1#2*d}6KxD6lMA0g*nwr#Y{8i)<6U+A$mhaVYh1xSB0Fc{KjYkJUBLDz_
%b*+gd?8nX%swL~`HB&vQ}he@HzHqw32gCK@gFBilVT114L_^Kie=5!HJAgx)k$l_MbpTGzPJ^3k
8a5#xMi@Hi-DEVngts5S!{*=N5$S8<RyF^6wm?l&}sM?O@d1s<qxAxFYlgHf)5jsgneyuz?_9M|4
#9AgtX`2tYCm&xkHhX`_`&>Q^yk-p^uYT15{<cRKR}Abe>F!)KPD0^S+02`@hXUm$@&BzzkwS)EU
ea^hYp4J*eTng35GXfEC}s0fRdgspSTk&TOHZEHqu4!tzYyOLt#(SY<48F`k{f9)KNbp<{cN;mXG
vOcZnZUjf>f$MF>(pqb5>oB1UFPM3PYuRX1i+{_a-FPA3W5A-?~H;tz-E*fLU@J1zRyg%t=I`s&?
C0D!(2wzAhnB`hTm24*OBxi#lu;mELc@!nXwH>>-X{}!aaCZ>Zw`!^W96|r_gGbif3b~i3^X;vBu
8vsjRc)GBSO06#8%9ko<W7>T%4Ims`}qXOs&4BhP@zYsrHB4|OLE}+gCFv~lkKc>M~+`o3t4wg-h
6lQz#YGNnZ&VBxD*2wE)mhkWtf5E0j;Ne1LPu&H>t1e`y*?Wu4`4cHU<;5NJAz~0|Gvyo0}gmVl%
LgZr7%}DmL7)tUtf1tWxaQ!DYnkK6vL@#cQREBH%w5%HuXfrQsLQo03RYc^&*4?-gdspH*}5KEt8
Bf|l3UX^A^hom21{PAcWY`c?GZa`2yLw!f;PC+>o5hT2t=7*JZvoEf7e{$?Uvol=r^&V3K>(ad~q
?Nbn6G-BK`evcmoh|GZ5c$`8oP$8ek9y({Nl<3^ASsh|?opOWP<xp!j(%t1v3b(M8Lo_%VSZEB|z
Gdv%McVRJ&~s{+S>LFVQ}7!$La$cc{M8U?MnVxHe#E3EozQ#!JGyyMkvm)ok$K#UI}DmncN$oI`q
-v>zJ)~Zd*ANqMKoY{);v3GXY05gsWV=Om3i<_L|+e!qv@!SyPt0pEacJBt}3cR(~55q@;3pSD`u
b7JXkBcQ&)$P>spyS?katu;Rt1X^9Oz8Q@z52?em>ik^f?+$fLmhit74b`W;1C7DkIUPOs${pkb5
hGP?zle#oQ+8-LO#de(s!#TxM%YZ#So=$d?OnCZqfaU7c?6>!hT<GkDb$$KKKPd;8p4Br;EygYQu
#D;<zAdkz-!{fyK>{Nk_P?tx<W6N<9^p+b@LjsiB0`<>4?p@QN3lEM=g}&*`;9YI(PR4g`at)S@d
`830h{}g@g2&u+?s(8RY?Vz-oqoQGW&`YbDny>P&O_>Z?XQsH<)Qg1m;SPmO(vlL*5rg%k2a^i+K
gLunh{Zl6@Ba~O1pl6SxI_bH%uUwa7eC{b<q$pX3vz^&2#d>2=s|AE<g!y@l)XP&v>Vfl{YP57Ca
(dR`nfaP@UZXDzpOAQUR|eqVY|i?O|oX5tAS9CFiIRj11vi8=PhPII=L4*f+Fa(+Ht8xi1PxhWFl
9M@q$zBHa}dk_?+G5_<WD@m@s=v8EaeJuD@Qu9DD;yXY!6-~NJ`DS%ND@-bOSh^-^f^xSN9u=d3%
dgw{_WL-T(BHL84tIH3;Ua3tXSETh<`DE~X)=YoYJPUX(9(#E0O|?Q{9)5G7_&2;!@#CCr`HvqbS
Sg!&-_e7G%khE**Bo)Vbd5oI1YQcIrOa-=YC=QcU~fi+9pCH&u0Lgy?u~YQMVGu0w=gWiuvcpo#D
rra>yYCC&u3l)#rA2yqegF&UlB50wgPb5yDOmp^so(csv;Ub)8LFQ`*v&og2gjXjRV!<<3>_5_RB
MpF8ucfFmYSat*f(Mkc(4Y`8-`FRmmlkgcn@^)C%U%8yn{nLxW9g*%MBR>CXE$@k!R82PEWx>f%6
X?BaZBpWo`frIH0zf=3j+_nN#s;6#@j&MLmor~_92C`hcy(Y{Px8*^AI*YyoqBYua)O&jcWu&`t*
Cy!G7xH}|B^cU!_qF(jcPO57Y(g)E+S0j-PdZxHQ^EIRrpCm~F7{Di9-q?3_V?g}o!wa|wf$-#|6
gk<-HJO4}m?G+nZSfx2A_Fdui!OxdtSr%E3@wt%YEO6!0#W|9wT6j$+)A*eBGrd8uofNzaZ=7{%D
4Jlbb?N0T*7IEo7!Hx_9$H04hUcq(U{CmbzD6nX<ibQSuRgz_w|gsI<PDyU$KL-7}7yIkSd5^P2b
B*ky4fW@1w2LbE6G7EjEW)cn*&iQM$TUHN}#nzh=IMq+vSQxY~tNO*k8!ZfQcm<{kG6d3iH{z2)$
dL}Uv+)R0@=nxWWyOMm%?<1Qt2jiaU`=q`gBRH!uLy%m&oj$&}d4oxx(7td$4x=67eY=`+%U}fIQ
ZEmQdpM)Wke}rTs#E8dEwC#XE$!`I;%5Luyf-l)SDFFV8-v7f1r<87${GZDg?f42o6j=88a!sss_
g}#jrnoWq^J80h4_B4!_pl+mqWbg%vvQK_FMnRfV-Je7fo@LipQ9@|lgKs>h3!RE74ceTbaL?@#6
$MuZ3uY$Dx_B5%oq0R*Km%3s+5)1Geel_(d}Mkie0t<(#88MV1L@+uH4z!`)3g4yh8hR;cJkplZf
XOLvHh+C=7VSp)WOkwkA@`r8kMEEer;2k$|kaMfIugz*~|Ao;g#Qy^93lpX8nm3OOQd3DuY&!O5_
4($A*kh|^V7@h0#qbZ8kWiEN(wob4N;T@@N{bd&FPwk~A=hKiK?e&8S(m1wl7=4jK;mX7!FxJcNm
;{ZwS6L3>PCdnsQ1+$AshE?23=|~)2@B=3JU#<ei=qA*C{&ksO3NjK?<+>|T6Vq8`V<445WxNq-p
F~jER7#xbIMa&9De^_ly>+J-!XW~i$#PjH4#>v(U%D5zPdTTxQzp<V6ojWcTIpd~yxnh&1)6PPn*
4Y(lpT_8i_)<ykM&u$H1z$$L))Z>lmA!%huDZMV9tTMEW2S9)ajt{Zpj~6B0N^FR=p_N7G^{roVC
{%pZBvcmI)DHnT&eDPd+;pLe_Xpv2<3*u;N{m{Z8z9^zYtIZns=tLYi?;8`y;OdRJ_4#Fq(=SoM^
pU`Kj&)BMo!pz6&70o<W;O)g#{&#?ntZKqltbM329C^dV4FmOXdEZQq+`n*SsppQx;+UgwPF=8nT
tzIu~<WXzq>>GIdGUK-Xp%(xJOMthtPWXL`%ejKz%Lf3PAw`H5Wr?^1aN5ftn@)x#%EyOA=R4Y=6
sUh#nZ)UJ%+Q?$e*?12oi+|qJ)4o+_E_x!*pjm@0@9%BW)9?5KRsaMC7=5V>nW^S<C*8$#rbY#Pi
>zjO<`O2mF2Q6S&Pe|iII&Hw()O;1IW`eDqS(w>ornuykM=*kwqHZ;QGD#;ZJvES=g|?n6J~Yc=!
?=z-KDrTUewF2-8p|^HFKUT9l{N%hhjuBq3R16>1(poKFS-{k9a(7sVQGadQ$Fwh#auF*d+HD`a*
A<MpiPD+E7^`+OGmRuU?O%}v2U)|2<Hj~ma{LOW>;x1q2l?!VG`yH~&F1h@W^|1W&FqOtG2x>$Hm
Jw`q<3sn`Z*;8?z)CV<`LDq*UPraD0Tn$RydAVwNe1{4+<ljRRJ&I>zd=^P*bgKP4e9hQ2B#EUy_
9(5Re5^mD8%S^X+!><rv4-ahBGZLrFISU)1+Cx`IJaCc57{dSI&@gzofFh|3kK#P4)3Ipt8F^Miz
d*$VoXxCO;on;Kq;uJapfro9QZxjE48f!b7gdjM44df1`r;1c$vg}t;yCF28xZkx?Sp@D7LAfnQW
jH(iEr>@*M7A{TK$QY;?;f_Rrv>EraKb&)=2JBuMfvdz8+E<|0aFn`Iqmjv)-G=tCffONyenZE@O
8Pscb>G(E5LdYdpLdrV4Q5C8f<y&Nk(rKYL&8|_Mw1j8?r?0V7PA(NP(Bto+)^RW3G`<lpP@r6>v
FF`p$+VCb@f;qbl1w%F<W8a{MJ081kiz+GIRt}^+?*jsayCj6AdRhCCHLdru!U!ut_tQW0PD`DNn
S!a*zs?dZ;OyB6GdnRfLR6gz&Ivfbr(em4sB#i3b(YXC@J;wSnmeJLlDxM}f<<<Js=2Mu`H|JbQ^
4aN)it3~R^xiJ)OS-JBz}`SSTcRNdRwB}o8jzMDwudBWQ?0oGjII&EJ3d;r(J87{!E3df*`e0G$(
J?Ws{K=IY(8n=jF6N&-;`dG~B!0r$uuZI#d_YB$SMdp3zu74pM(!2DV;$x13)taw!wHMbyaX@TT;
6fGpznuFlJWDTF5s_0MAlisOrR>i0DUbSkOHX7po?cCc2pvD#p(#8m5j=1NXQ?Dql*otpOwV@WGt
n|vf3$0D>u_IppsW1@4%_Fj2xT}yBs6JNz$t#rY(TiA~1qqz{xzS_lGX1s?T$c+-H&|`pI*-~<8M
<)jvq9`<pIjXzJC$t@r+K=tUN=QttYSH)0lm%RLj-EnSCFItO!Bva%>MuG(<Zw5p17dz;u*$80)8
bl_M3zDDv&&~o>~#2hoC#-(1_MQaoAOckMZC6k9gF8(C{>{>01u9Yj)k(?rDd4_lO9m$)#kMYJFD
-FX*QRD`N?;ung_a0JCs$ii&^{4KHU(s*sJ%~Ed;Nymf1oB&qxVAI!Xh$ttaS;q?G9(LJ5V<kG1P
6c{k91v!j1O%`|nKHhCqJ4I!*boJQ-GfSBjJ?05O~;(4snZwsAc4UBqB@MBnd2rUhV9cwG&JV@~{
k{S%zAc~OS;E@FtK!>?liL8XL*9xdE4j|jbI`07g96o|f<xvy5)NHkQ+SuN*@;z+;0S|paPafLxI
BN^0;Lkrh%#g&5wQ-V~g;2`DilUh-pAXj!8vnR`OezZGu1h!f)otJTkvJj-1CS$twd!_aWu<b>MY
Q;$G9OYD>tpERXcZgdQqzCO#I@*wQk3e~Krc8n_0(8*)}eI~k;J(ed|XxsHwF_kAAihk)};{1)yL
CZLhS~!wL3OV#<CWdF@V}g>Ao;=HT1%5WRv}+9C4Lp)1^c6|NAyF9|SRrRM+`*wzoQ$dSDSTIA@e
h*j95mhE_?&f1tG$&!Q^ZIwQT<lf*f~+-R{r-BSBlFSNWw3fm!-gtB5G0gYp|ePp9DY38QXc<t~0
i<)|t1Is;tMl2mQs5F~P<9AwMqtoZ?^OZftf)PagksIm`4l*CLHaCBC`v-rctpi0URCUY*InjTb_
}3D+0Xw{F!qdC<{|#F)VCA@gAwj_?^N|0~GC&sv-S*`!EQ9JIui0Yzuj?~U0}|c%r9xMVYw0}JZ<
XIe2*eV_WgO*+(_GaVaX^VCs4WkyO9Ti-f3MbN0*)aoz@ecciPWos!b5QXAn!Dh<5CNALVap#gZC
o+WkPuE@p32#lw)c$wYLy~)}!3DZyA{QV3V}!@6YPNV9G06xP)byEb8=8IwtJV17&2E7I1e>-Lw2
&tchK*U;V5+z3@aH^q<S%)m|UUO1s4`zfezgeK@^>+FPQnJ8f}G^P@*3KK@2yJP*UtDq5Ut=uBGB
KdfnoPW=+VNfag|+B_noBQdxb{;#q6p|;}lr)I|Xtyy%ETP%lk@`~GDhBgGz`i2J=vLCK^MQJ0r*
CK3i6p>&a{UWW}kRHjZ+;3ntE-?Zs5I=1)b@aVJ)$#@0GExp5$3wvB`Bo~=23`L`Q3BxK@88lrOR
*nUUp-|e>4)PD?(D6?>C*YxTo<zec?ccjzGn~w)O&%S7aEmp?5_tX)V$(Sz`Q(;LHS^v7X(-^V^u
-i;$;P*3+CEPs(AP&D(U(87f%|Qgi{6ZEMo4zxA6Y=ngBa;69G-!_wsak(1rOJ7=^J5E9KU~l+4V
3QN290>1FSd#rs?8OAGmaDOViHBZZj(J()t)Gtzzt-4ld@WIbdBe5?_@A;R$U-_iBisn#)$u_dpb
Y?U#fL-(#f2#h`Babq||8NeGDVZX1(8ihfz@yq1&Z!WvS4o5#BZ^H8m446iwqqymN0EyijULEtMd
Wv&J@0?rId?v@1cag3XfUl=+dti<k5)aeb$u@F0if)%!>k}qZ7SU6?_uNGMAg&R=W=4nh_~-E^Hv
8Ni0^L!MX|g0P`Ie4j`;O*zzIuD6F{aaeFgbpJ4!*F1x{e|1#_X`?cpS6=0q}5X#XC`OQV_fI*L#
`{u?4~(+re7+UBu4eCt>b1KTVSA?cGSug`!$Z3+|umxzGHY2nh#(^Wt&$3X+>4=4ybaG*~$?5+8g
T^N&dT#%<8y8?eq7uJEg}Ln)9cT|vm}?_8C1rww#j#!7qZNPU0;IIJsMc)DC^pn;2)hRfZE)t{G5
>!E5+c;A&2Vt{G^2{S%rqDd`nXDvNZr_l&%Xye{TZC*KC|8$1K_&qv0nLBZ8vC{z4g?hGG48AMtY
+rhjx;q%yn@^BkPa{oiH#{uuZK?7hO)l9^JXcEh7BE+r+xfS~YKF<N&8u*BBR?;R-21fPfo=scTn
o|e3O9#gx6%`VWiZpz1T{&Bc|`!yaI8_R)G9~a+_1j%AUtB>dA7b)T}0Gx#rDnC%KqZ=+;wEJZuy
A=wAZQbMf5!w+~ogEQl^rrYhFY7&=FA_Jh(uh)~u@5eiqLmV!QF&HZL~FHoSXl%z5gE76QE5c*SX
>v<BvFM}>3c@oWYs1kg;;0sHXJ=KMHdrZ`|`OZAJkt(fc=g^cQ@0FQ)>mKSf328p0oQ~dBAfh!rj
3kL%RFtcgx{uZzi@aB<W{A_BMSYI<zh7K}|>-{C7YdSfOL-a@HZd1ImL(N2UG(Dy$I*GVl+qHq6N
sS=0hui6%o*rL#t+p}n>eYL2M=IS9r<ZrZzg+fm1&xiqjie|IWf3W1LR`Ntfa$u|mWfv<#@C<|4Z
<q_hZd0p;x6ogVv(m)QU(-x|FKfYE&F2au6dWexV(j)SN-hyZ6Tz8`uFOF_~huo)P>?YFTS@GgGW
OplGgkxHSbSQ#zwOO2Zo<Z!3v)2@v_7;GEhN%>-WnhC!J2Q3emS((L%_O9(4Q@ys=M=n4Ra%tI~&
d@QNOa<pklL1z^2S$*u&Z%fC^r=V>)$+^U=4CK`V$<yEN`ZVM?$@UIa2<cqDfr@G!Yh7z}TEEZWy
w8bLz+m|1$wTC<j*w^;yVUK8tJpfMI>)Acxj!Ra*7^GPZ-EEnk@Aidy-M5y#>syy&mWPk2^@WDKa
55-T!h?j{3RxZGIS&_zK)iKqH@zu;S7>w0NtBgWoJO1bR|fn)&)h~R^Rk^hSTYYlJ^+c|jrP))I9
5dd+H0^IHZxLa<AR-8^Eh)|J+P^a#wk#WyJ-c8hxI)un5xBGA+&RPmR-)Z2|0OxYtN9KTsJ%W?So
lmb*ocV{)n}4Ib<QRxjm&I@m?lM!t#lD;h%nd<<LDCnHPUv%x6pg!1pqoK#&FQ8&Ur1&%%M9cgC!
W0pC3ZL?R=%OO9;#g<H-aKd8gcE10ln?B+TbnV6+AFDw&Ys*<~uM%@pV>Z7;(xkeFqW5$ti-!N%i
kDBWnp7|MYGg7n9ILpy*^ccJ6+Lp>K$Jo_YjNIK1H<UsSuBQncYGDun_C!G!ajQUj@`zZ!_;ue8x
eM{D9#BJFR{vW(Qdr$vjmd-*w#aeThdvsSwtKrk_L@BW6^E1K6H&;GCzQ0ndCcZH_UR~wAPhP_3f
+gkkV!TzS$$bvfwdMgQut`Me#FSQW+9+YZ#Nif9BZSQ*Zb*yz<qJrj8yD+mgAU0uIf{zUzFF10XO
JaMpv9Mf+2%GmQ0@qLXO`)NG=&yY7FYtowV}xt)?urJd9@w@0BHxb?O2BHzVTyPD8_H^ZAcf70nM
jGn@w5<ROIxa3u>$7ZDF5I~m)Z%BLKNm?<Dd5>5qd)8L=w`TPcVIaO*mXwp*#;rI3yTB2yzcX>&W
XmobU^Su8M_+HN7Q=s@t|9pe$g%_rz3rL<@pAd2Czu_}`ijGo+-5<)@X<Yj+*EAgREJudww)J0V#
t{5sk@VAOL-k`*d_jZ@06dUhq+ug6eo`#?9p2>FTaHq+!X!njQ%3JD3q&+CS?bet4?iM>8t+$PgH
rfz^;0Pij+U>XhO#Q*s%vkr@C9y|It5kya_;5bfJ4J1+K_`uoeld}G$~*{_P|(z9dwEeK-PJ^OfC
d+aAp6&hmS@x`RFh10+6@#Ck^1m$w%DTQF7T|PP-{LVhO});iW0#^giQah5(D9)&BRmuiP^?CJ%0
xOxkH`rmIcUF6cIA5(^m7A2#f90qvu{Pg*-gFNr4;`AY!6J<n8;Z8As=Z?tg^R5!P`mNh+80-cje
mg1bm)RW5uz)bQ+RiG#c>U0vd$Mf+a&rc6N<7zceLXQU$_3w~csb!!%5l4H>t)_G&OKrad72GAvU
E#7V{bWEbjSB1Q<$|X)u55sU6<+P!i5kDeI@k(Xdy>l1BJ_v5Pf*419n<2d8Jtg4j$ponH%*;S!u
{)Q!l72_*B8D=gEQDC-$3P@<7eCMVI8Xz8+%1@mT)n2%ynH?1MMeJ;!Y-4nsLR5wpZi9!HfAL;_D
~vpQW|)K9{=UC7e8T<W*(`qIDFL4h1d1%F}g1SUdt1KEb#cb;*gb+nHT!d}_P4gE#P(NEakJKF1W
K64voGJbU(=1KhNMi9ry`6srh!_y3hl!feEd94W$?beI6-P)ilLisW;FH!;aD4N90MKsh2t)=3o{
ptNh<&lZVA6HuC-Oi3y4GM+4RF&eY@%Z7I%Lq2MWHguPhe>N@}bK`-6{PJWIL-yPEx45q3zu6U89
z54bQH&I!skq`K+uo$Sk|qFQbi6d-w3HUO;s*9@@jHY(4VV~4lHsU~6UTnYlpq_Z?uf%_%w<ayew
+bB(kF#LKP$+by$z|MVM?rJFCOp?PntQSPMu%Np((<zk@LtZ`9PO|x!g<sQ0qB);X>ZGgGW@W>oV
YVnpLeBTz6sUdQ?*W=Eo}dEROlZg(xhe9e{r``CvsG?_am4!kc@$Do0*M9RgDnH`9~ivP+@G;vUa
p_8s6BAY9tRU~1D)zeP9{n&7BfF})D2FhuHtujvbE$SxH+HA_omp{va5H;yhYFZbS-KqBR*CNVC=
^uSZFt~8uezZ$uUYTOPbkACyG|AYD8inO}$L+VOd5f%W$$<o+(!1ir|a%_(a2S*>V3-0qv6W3NQS
c-u~U!*sJ<kJA*juuEYDV;K{G`sBWSC8G)^3NJkl_{{$a!3de;2@Ub^b4P#*+l@#A|3o^hGkjZO$
T;8q|K^jj;5Rk($yxPa>JNBNKva?ko7cNMmj;wDlQ;;+2<*PG<C8+QE(ZZ^;WQUaV7<c+bVh17sA
(~oj$YL_|z-THOJ3GF7Pi{H3IbKrpL{aLF$j$lNQII0~u;HjOcWeQH2cI2MImUAz@}i?#eqMP6x%
c*v^SrA0pxDahyG;m1v`rg;v@{-Xf7<ET#By*n4%w{P19e26Ed?3{09>2G8~mL7g=n7;p?>DyH}S
{#fu;Bokxkk5RX<`*`DvY~TwCDgp1z(gB#f;@%@@P{L>WQ)a~aiEL8nJe9p+@Bs8O8H*3hQaXKa8
gS`WAB+35B6R7CbNbyFz4F{o4rla!pm5I|-GZ<X;MJq{m(pQPqmx5Xkuo8cxoo4Yoh-0z2uCkjkf
Ku33u9TJT0<q`>UGuM%)rM^u-1L{f@jHOXmUP?+HOJqrB59D13gf^2eD#y7d!&t$<S5PveG3?r}m
;XMs5?Tqqi&S(G9l?NSOQU^9Q2D|9}lM{H3tx6CiTHd<GSZ?F<xq9g-+TZ!rQQ2M^-jF2g=JCB4s
TDYTd55WXe6Itj-D6o6(^Qbv-b)G3VmW+|;P=_yOV*wLHP^%36g9Y|GG({Psv^4du#QBVM>CX4T}
Kcuw~MhXubq~bK&Sd;u_wn3#rC`G;2dbbJALBYn;3eEVb*cqlC+`pPdjLhmwI9t!6=SNp0AvwV{%
QRr*`jP{w>6aZQpGv)x2Nc#2bf(8{w?pRTVeh@$;Il~8bQ~R3d_D-$(jS^jVO;bKrSNT)#C?>IB8
>nG3caWNiIE_vCQ1|ywiM)WYn9~cwQ{9MDTDA_GJX-$uHSxD30KcqW2ww4gU2^2TPJAx=F0GIn_d
8LBCfAJ#+T01KP!-_bV>7T(8SrEi3Vl*%R$**s_jo@i!e5ehNv&fYgIhyl*AQ2%7fxFYM81DID`A
)qf=#9bGI?RPxu=`arIUQu#<;CBZkO}Xn&i%37LrFPjwZr*R$DVfs;0kg~T2bvcb*tS=dU(6q7cg
FvHg!FOz=c@-n#w_aD;1)9A)Fsp+_RLwyg_H`ammzZto+v3HRI|3XMX4bs={LPIY}1yQeTaThPkN
+UOb{jX~MBt~t&ISkFTDXBvY6|N&~%fJ$X1#sxR-zRl}m*<1Rhsed-GgffEQ0)Eg0`F|3*-Cyfq0
eK~<}?U34TeYc@`-kN_~r5Sd@FZw%J3(RQ-rh)K(sQZ(>(Ube0L)q=W48uw*eG{jj0n|9U!RaY_4
+c&)zI~8HMq6iFQK-xi!6`Q=w+k<`#b>ZI80tn8KZkLtT$b_BPn^14!z9wuml#pPvNsoDGRD>&&p
$JT#RtI`%WUY4U0Gyk-6IE4xMZuyRl`qO}dLe^Lxr|I#z8c%<zE-V3I{!({f?HaRlqskeTt12iCV
ueO&)Ed%V~&)o5Cau!=8t+yKCxiNau&#87B?S+-F3-yty9e_AZ>eo0Z1NC>Yy2Q6}UU%=)liE1^q
RyRVc~2qXz`#EC$v9mhul@e7&9=!6z<^8t4*QY-MAgn1r5fq@c#{S&G$Z@F0WI*$7f|pVR6mdWa&
#l*Ox}j{5z(pOqgWCHRG{J#sX|$Hs^=)5tlB)bkHUWBv(K30so`*)05ISifhZF%P{0D7g&@N@g2J
Okmelu;Q&Wfb-ENm4E*Qlf+a=7=nUmeUEm9hTtSMsivMr~xrf^KiLn;7!(UnOtpBC>wc9Kl}X2^=
73#duRql7G{8PJbZxHsj1A3*(j%#Sg<s&>{|$foz^7mV>d$PVwAp}-x(No3^Ux=(Mx+T8kThIJPQ
!d?bQJEu#ei~=D_FN)Wra@r2L1snP^$L-SdR_PlZ4dJDJFDV-K7y-+I_bKfo^G@lS`EZ}#O?@BMR
HJz`ADctH0Ox1gKYg#3@rUAZ$Y%TXCx#pDcZl^cH?-oT7Hfr#xYMl9{oa0WMkyq1m=9q4OxbhVBZ
M1t9+{Q&=NPu~IzN;bCt*rqY~ay1e=vuzRj}>cVG+=^pRWB5hP-(%^OF#If)s6XHavwBzT`|OtDY
@ae0XzwW6bY)ZNh2R@5!$x7&ht<{DpR0Ir<Al$7-tu39IydHhrPz@Hl{X(e@m9-a$06WP&h$-4Io
hM#}M7bLuLZ-?&$pqug96*Ns@x^A$nYoq)`X6Pc=TBa%j?2sRUqJ<07)Q?pFN>EL+vusX|`q5-Bh
&swM#X%1l<GORfzu{r4bo9;B>ORI<?vTlo+r9kixZcee3q-T8hTkmS14;TD#O$RW~K*=7<)q8u%2
*CfOCwVvs#Dm4|Lax+2-E{@E+EsQ}BYXt}pp5yN^8&>%_+S<{Cnmq5i2BOs!O%M5gys@&`+sM&wq
pV$x2{of^R3}Cm5&)x2L54=0K_24{cRdH&6UQ88N3ZyYQmjJ<hVhl3*Ff2s^!8K#nwk(G5nAa-;>
TjSQjGEBt3=oocR&+r&?MWJ&Y#|C3CV}bY*(^W%taJf&G?VIj|W88bB$yXxPLM4CvcYN4MsDnzY!
ZyG1%f5F?SbQ|%9d$^&+ZycXw!5;&+@+Q`$!;=5;ot!6+OCnK@U7Brc%xUK-nf0fH|4Z{7!Fwc8(
*R+kINdd4nkUnt%VndQP?y|vcg3`{iG>TT&7rTwIuLJq0nLPgE{&u=aC+QnqUj`>6vmVF7q=Z$A$
uZfUr>%HnD6mYpT%kkT`i{F<ZX>Ql&aPL~{;D1Yw<(HM8}#M}Y1dOVh$^St8w`7Nj@(@h{-uJ`{~
hj+BZk2B-`b|q1BxspW(o~96*7Ta>i8YPF4g9(JZIFb{b1gtFpt?!fSC`H<b^1(U<q<BwXxAzVmu
@SiYXF((vp153m1@w9Fh600qCbp))oJz>_lMu8M87p1hhQu<_t7h626)Fm!s{!x*W~yZ3Qa)tvxa
0+2Siw;ix*}C(A3F54I$3^0voHeCA@3P9##NZVEWWu-0PFHOn7BG|TS~T442Hl-1K=rrz@)$E)Bp
NT~wiULuk%tke7`_v2w24ykW}{&|^v>rub3$jpP2)Jca%)?Tz$zHa4)qA-Jx5d|kb<{>d`L-ig^c
{J#P3bWHFd+flmD!yzPt?h8n2y?Ois_J>N1hE|*5JuMue*HPme`&-xl;L33T2iTu7)T`1H-RPHZ6
!Bg0z_P|x#<I+{P-81(d3wqu+mX#?Z7hFH_Ln6<k{b=fMobxRW&zobAN5<eG4&~4g)-g85%?x=Yt
CxZ#uJ>1WuMgQ6N`?Bc%jgFCAQ&#N|C;Z?L9$foXoeX8C@jJ(6+`_!M8e-yVLO<8fT7TYGb5Epkv
~Va3|zDM<nK8F}zC>{(L&^jLol*7ch@RB!4Ac|xj&mP%yme&|NE=}JV8rTU3<4O6cRZaN*iw#b)U
lWX6vsrRXT_{Jr5m>X+|Z<vhY4goLRf@QGku6Ka3)gd<_aNN7K3MLGD_cJ%_CHt<a`;8e74<fK!1
Svgn38TG?J+j#?m<}XC)tx*q*rgzYR^Y7n(^*D-cuym+f8cz8<_0#yfh#!Ko<2~80FDLc__|yk+o
3lJ;?gdJIkToIq!b^Iz|9LrfB$i!YQ~sTnA)P8bh)<!`kv*P?4j<il^(5{xLu&c>{0@`H2v6w?od
d+-R{-uG!HL)-b&*B84D^Py(H<V)~SvT{1%c)WjTngi0o>eok>qCHbmqMa=4HBLNy!X3P4pvx$r_
ZijM!@tcr5w$udk3*aaN?S=@PMY#jYYV1ci{>(CmU3GHe`_=D$6nnZ^NxIaO*$ZO1@$h;$aKBU{w
ob;pp*;T^`!ZSp|`WlThYUrq(!arvXCcUSE#5t)W8(;S&A=3~2Np1ooaC8?_$IBa8byE43?)3q<p
fV=?{;S}45V+FDTTOm;s4nN3b~2+1>8wV$)^Td0WK+_$$`e3BwB<Jc?n=J7f<4vebnYnX$_Im4j}
1P^$X%=ZvWZo(`?rRBSHmbdP3`BmHpeGAt^`B-a$`vo^FV-`mGk8vF*SWEJv=b#O}7B@9|*Mfd>1
4%NsYs~j>&aC`P!w1E>bsT3W(wo6A0?HUsrL7t%*X^zPaCU^v*lpe+}rP42i%PWHEEFEO|j4_FhP
Pzu`*Tu3bQXlf2!7FKdjuU24K-f$a&3^bc^wjuz27+=N)QMZt3!fL&A8b-9t(Yv%&fIO(3RZ0TV7
b_vH&*7N$2!y?<0&2rR7pEFl#;gFCKRGQ4A1s!{|`Z)Tw%x(g;C-ui*tpSYgsYrICEsRi6PUE_Qq
!P4H82e2Md=jp|Vkz~@r$9?Zalw1wuSbW3f~wB0i=GUpR-1_e=-GoTcwTj2MBo4V{S}f3H@M-<Is
Igc9H~b<#Zl~!w-%hUH#v+u!q{X+W8*hIE=-xNfi1W!43?uBa6uv|rF(9pU}dc$0GzK+E1@Lm4;t
+v7*+;<Ny!oI)$gdBq`+rN#AK?VL1KNtWLC|g5>@WYauuvrl0wi;<{CFs1GI3=@#BPCTxti>YJ{*
@5=MB-@|gg@wo^d8<!}nT`~GY(t2lb6qV&t3vglE#IWuQ}XE}Iq<B+r8*7~T&i^7pszy7h-5McM#
70Su-i5vuoZR3>4;vGRzSREcSiv2LxgF^CyDVtsT1LeY=>zuiSW=suh)=Ee||IOTo-;E%?V+PjJJ
1If4Dd4Z?{Qx1+H9tJk(jf?IM^x1{$#*mgHRusGjqKhWEDpyM1l*YaHMFSUoE%97(b;<3j?$*$Yx
f5AZ7Y~PV{4PBm=73C@8-#gQ*>CbnD>HXfkk^{ygz&<RV%rS$soa0kG*0`cy$+Fj&1M*4^X7IW1C
rPZ<wFh&mXj!0FYgJk43<LyD4`0s@BMHTn_*xTBvp={+~hs@vc}UnYqNB?RJ$HS%oIxWO9mYKgn9
0qj;4$v>$<PBnoLm`*#MsqO9qy1MB2<b?FoHG{&PnnDdA<{cU3+#;fhjeGO_W$~uI&IROG=h<ycB
%I0=eYe(sfkc!T54>a4hliGIJWVlxieAfxn<7W>}xIu`lLrn&I+5|t#ck|-{ZfYI1&b7Z;`&8r-7
t;QZGI`jjV-K-tPSO8^P;q^Oa-@j%$ZTx?A_&*j^E)+U7Y`RnL_}}Z)a;gqF<*uJR8t8{wzFGRrR
n`%LN7u6?i+7i=nrI!!a=eSsDqW;(LeocBzLXKBp~)vGAP+LjWDz%iD0ftyh($8OrEnXJ$tX&1^`
vzeqmVze?|Ug#cr?I+zZ=0+BF)xWa#tsp;ouh8YuVz^%J1w+Iwa&E&?Y}%go_qak=e0W<QJJd!Dm
h4H<2-5(Fii1A(z~>iA>u;Z$gx<+G~664T#h)1!(l6J3ZzntSCwuira<PO|WSaiwEBYF910g$k5F
4ii2H&OhvvD!%AhDIO@Xx?esQ%ZCz&3gSs=UZxE+<vAfojGof}H?b`sxUz2wI+&Y$*Jkhd91bHC8
i~alQ$)NmABB1Tv|n$3J?|ad>lVjp4fsBXSxeZzA~9cUe`)yd`(+5ZajK-60F|?C(m2;zuM|qZRf
gLA*pZ)=I=2$Y^ddz5u(k!BR{6#{8n3`OZ-t)w+CtBcS5IM~*DhW@#iy7@vmV7^U+_d!7Ntr0Xa4
jO^fa>1N$H|SKK-OxMMZo=Jn5@aXzHla507wz-UX#AjdXf)_}9D4)pfApY-+Y(R_}{x>(rKtc1tg
`6gD8c%tSk0#`2tIBpoG7+2Z)%d-ni%uwH*L&)*7%->kf6M$j1=^v+S5+Pb%5gpbWlMyL48#^PXX
5m^8LEp!cS9KF4x4q|hIIDT<W^G2%tnk&Q}v%Wa#LK!LR@;XDp_fG&?f%#x&&@$WB(D|f^ZJ|PXT
<lhmF6QRiNY*S5*^8eZi_}4Gq<K{Qm_X?SSUlLExU_I7A-EPCa)b%PHh#?+VdMn2tJg1d^(|k&&o
q8gGuFFVT0-AP?}4X}!hMoNMWcx+L?(4bYD4KBbSHl2Ips~5q?pl1;nY#Wss{1tJoEt9eg7c(1Em
*w20JXuZ0!pBAW*as=_r!THc_@N_z##q5lf6qCk@LT-B8;(v{O%$3VH;$<4W`|l^K)?>>a|vVRG5
gDVy=;%CDk2ipdLXe7W%Koucmo{~nUgAvIbmVLRFw0cI$Wz3P0!X$%oe%DsX1BF<^<xZMGCzPj4U
N7bz?><59)N+suidp|IAKCY*jrCnF5o#sA|0-_Q>c{Za~8#0<3xDBqOG4*npJYHi%z=~fPdDhfk_
<4ul!|&Pezb1~K@tOrWH(XmpTd9*emVd{5eGG;#Ql&VA_)D3O6j#roHfS$*NztYGnL<4Vo1#3Fe`
d`L)T6NxRwHqf)0z6$OQMHLc-M)^tSENRxWL7H$~M;slZkfMk76K{Nu-xvDODq!_}b<#Ft0NxX^K
ts^WnsTIRu7KZG>%Mxn%N_95p$`R&T(C-DPjXb@z0xk<U`&kC@W#&IiM7mON(@hpq&vrELPTb2@Z
7(Jg30d({Z;_6)|w1G9?*>wbglhHIYrd3pibIeDZE?c4WVF6qp_acdT@Q{_I^kD@#9XrP}o^w}MK
iMC@2h?Ft<(U={X?4`h+$0YABf4W%zN=T^y&wvClq&ytzRy}}~y9b`PN3HDn#M1v!raAc*o5b}E5
)9}O;!7%!S7)@M2TcsKY;t2`SAZ2)_-5(r!_{V}uvtbya4OS^4$NmOS3IGW#OcrD3U`qRz)EusHk
(e4!&K1p=*f(F@h8P;+6GFIyeU@eG_*Fe(X_Y2TBF*G$4O6H7I5K5O~SjTzGEm7@gP9SZPO`sYJd
I+><o4R1QwGmH1&g3b?zG~{$ycdA6Mc`sw%Vry38(_`aC;(uG?l)0Bl`f6|s(|MIt5;Uc6Nyl;|?
Z^b6>RvyCe98slkr20i7e<9{q-KDzBE5z*b@{Q8U+2#oee#oA$@rzanhD`0Ih2e+b)+q#u9`BTGd
Q-dy56C8ale<W{%w`U3R4err#{`isp6aQ=Gr1o~uK_D3UpIdEI2uayyA|r?YP;6$eb-iRZI_@@Gr
IVBf7Qu_-HiEZXm>jZyZI@IIBf&#JV};?osmj~hfgiwF#J{PVy!2F-WrmBZpayapC>si2*T<2{hY
aHTeV%aFq5&k!TGmQ4(k`yQLvq<^zLcc*ia*LY%9+5HxwZVmnWFU#WcoxY=XOiziK*xjp2G}B3Z)
7^Q0SnA6B2<qjiZf@qs?d;$6cFtqukjWtmH2dI(^CL;>LqRKACAyE0gV}F2MFW&H@IgmYet-!^K6
IMwO=Ofe6Tl1JA%l?T2%Gk-p>`#SGA!Pprp*E0i-3T5}BJ@ye_6^2=a2e*La`a*UG~BS0e4mc3Jd
5*KARL!V2{nw-L<I&@xv*aV9S-40!|qsjgqA~s2z9Ga{+>!A2E%9}U%DMlk3OU@1(U_?Bzl>YQiu
wxeJft|5OX_Pi9x?@#9d+ra6^sH|{*U}1A>a*Zw#bk=cdLCn6`#zNY7C)770lE=nY&>Dw(rV@EbY
*XNlw%w)){#QgVSuN73*tbX?CT)(;(~La_0z^5r%kK<{&R1T0!rER6&0;9#auppk$F+ka1nRR?We
J!pcR(vSrP9XBiYGHFy)4!ulzi{rfde^v(X8%_X@HE)J!oPTV^}F;IL%~<22mlRgLGk@*~3Mt%bt
qlh<ht=V+|JvBO{`^Eu%pCK@=B6O4?((ayX%0l<pty$OdBV?hTDP!0V0Nv|k2P^OgQ7jd)_xJz1D
>Wv{&lqzsOvtGgp!QS7D;6j2sbGbflIfh!U{mK#8kk$S|ACS!+gXV#E6Iudw@9FjNHHy8+V6BhzZ
eJT;lus4}R%lrF>KK5L@!R{&=?2ennX16X)yrHKuIt4@mc5#(z86{7e!sOFV&`$RGe+eAkzqJ=^V
_&q81oTMqGVxmQKc{=%XkNMB3>g(dhKz(C|cl*3gf<R(}UwUqwsT6_5;mXkg&n2{s;yJUjPx;TMJ
;v7AoXS7tGBUtJAwy-`A(_rnq2AQs1k4Dlm5&-PSMd<8W58^`gdT_R98<Jt4V^99&J@y;ag27*Bl
^A8yR6p%s0hfgXtODg@)svJT(wjIf{gy-3W^{<nuVG~cT8YrYqh{z=cG+=wMQ9{LWgfuXu*Cyv1a
u*wjSpj9~YK93Q6=YdFU44thfwhAcE%>WkqEKyaN=nstukShF}B`hYME~lNyZXsH9D4EfkmGQhD0
{!v=@_Mh9X+xqD{@M4_NjLHI8+F40fSsuxvKi654mz{gWQ<(zMV1T}F2$XzUM5&8;vgU!E+q6~Pu
`~~O2h#D0{&^J1uQD7pzr!!0r8owE6=GoOZ_<uFvY2IFzksUQ0ll`C95aw6DBIGL>-*gJmSNQKUG
hKBO;ZS*gr3I7M*5;y0@x0v8La!3Cm2@R%4Td3e&qsO$a071xdThnS;ysfg_*P1(2NpQ|(=$TvTc
jhx%j7?A%vbyOLuNBO`}=EBpfoS#TJ}Mey{taipuQl88V3IX%3TBd#W1a9i_@O)$F#NEJJ;Kknb2
$~6(w&=`cHP|NTgTpGArpA?DFn%gVpz~WJq#Sv8yb*I{L|2)>{eMBG9;e;7}ONwdq+D)(>n4L~_d
8B2csNg9P0l$?kWz2nK=On6U8B)7PJ-Uk#Y+h>W46vDw*Y;{yPHs9{^vk^ZcnzjO=K*Yc`4DG;YT
2;tI}lvg0Y!B3Gsd<R#k(Gt@lk%Km4P~U_XVx?Umn%LAqe=@Jt1x72gNQ+K}+?2$(^RcZQ)oV<DX
=QHsa9i^rRvV-d*EMG9$cEwKe@pL_ZNbp^Wp8(r^d1O=N8p;j$Vvz1TFvG4i#;F5u5bdgH1l^Y{V
1u~eU=2uNjw)Z{4)mxJw$-99hEz4JLFKM?2-&zLbEx(JZ%xB-i4(~?xEcDN>ln!7k)P&ocB4^X@%
>6_ktMA*p52?~bmI$M$HTWO}=SCDxW>6bSAcodE9P<w@-Lf<Pl9nSdIAJwXXYWyhL%4P?V>V`uwW
jP^d<4K|s($AFM<%b%hBB}DqSrs?_@Np--CmIL2!D4(&nNB?Kq5DH_u`w2MU8ZJzemj`L)$Tc4mf
=R6RQPO_YSsxvfO_K;-T`0iq~7<evAPY#NK{x2{grV%*VRCqLo6$%A>U6mLR!0gyZ&^oP@*@8^!z
lVqyo5IndZV%&2>Qn#WW`?x^jZtIyJtz$y3Hopvra$U7hL$37weypB|}#7_)*(SgJ>v5kl|Em!7!
z_bvDt4{tM4a?R@@TeNf5jO9^@dQ}ZV&pCncrjg>TG~f2D5jOBY(1+^ih#S|MV5aUkHEXvD*<wt>
$GR4#O+-MOg3L;W*Y3i4hjtuwgJB=lTrRxIIi{3c9oGPe3wC-iTvp@rmkEaC9+0lA(<n0Q`!14~N
$(QD8H!TUg~NnWCrB(T)7T(*v=`Q#QMR|tq+h(jqvrQ0fmGdmOq^3gcoyP{%-prUSjC!;Iv~u8_L
8J3R08JxTQcF_9Nr!c4p2#EJL~Hi2Y9{~leE>_;x|5pl;G<poIa43{f15D<?0=NG7B_scT3NWOe@
x7G2*+0;IV=)@rJju#+10I+K(;&`{9q&0UeC5x_7UR&z4BE$r9%Z4EkCZNh=tw(EB3?OL4$&$m6H
N^`AJ7v}R%A2@MN@>6SR*POTfgPW!X+SmTQFE1!~}vc;6huRnPwhbBQtZFhw}Wg|vt>%f?4f3R0I
Fp~f^!Muk3v|SZ*V)Q`DdkND*Kg!&&;wbi}ez@pfiI6`9i`#7gi1%agUM#b`ZcfKMp#SY7m`8ivD
{e@?o5g>b<L<uqo(3#WSb~mPE!_Y1mUJD#(=@B**oOJj?z^iSM(RjFS9Dzu<imz!?wF}iS!+8>r_
vq7IQ1qd!Vx6Zg@won__H<efGU~*c61+Gg|YtvroXCDy-Tf-POhc&Q@jjkAEkh3?e&Sk4z>Bojox
mRa_qV#TU9U8;;Mk%G~q=XuR*y`gArbXS1QO$rMDlr0=#X$qKju(>W9T*`pYQ#_<vYSolh}7QnAr
ziMiA%l{HMI_oJb%&=)mWgZG<xLT#WWqqx$5Oe>HJjTSkM+$!Hi$^7l=r7rxCxoHvzhz}S_7=}RV
d_=eTplqj3?j##y@HBu<Edzc5f*^7U<i{+c3e4+9kk@Nr1Gm0V6R-37Xm`o^eDiQ2or-q0x<HdsR
d@??FKkMtoJek$=#*`p-o{O>*&|^^6y0)^4b=rjPQe=p%EPdMgxKzHvCc_fSKV5s^9h0eAQhlTec
24M!T#LH=yS=U72k2KoWp)|+3dwgC#0nn0j;AzB&dZ7KMe!^?v|=BFnA@k4B}V2q8U@P#!rCaf5x
3p3Qay|zLJ!ZlUk+M({;+0`hy%+JF*?UbM|;x^(q9feL#L}UtQ_KZEGHVX4Lu_+HAtQe?1T&(t&q
!hdMrU+Cmf@WVq)_W>qB-(*I~d{D7aSpSoR7+;*dj8%V)7{ugfZs-0iAr3-izUTe)Jwb^Dh%Ki@I
KajWcY&(J%M^8&So>0Ve1k_&k);eBfQ*|Q2-UcQYJumLrFoQyPy&Iwmr^peApd&MKwI}<gkH0l(Y
}kEX>uJct)s03kVW-{{pVkwqk&tg##_`moedYB2LwLnW@IZFUnzxD#)tr8`X~K=8@Nfk5O8%kMfB
jGDduE!iu{P6W|LF;_OHJtWl4FM#cj`)^t5dL^{b#QDhl|6X_*{o=v)UXs2QoXBYfr(=2zkMF9HK
HlOcan}g+`fkaQ`uJV>zy>aAuMJ%#sP$JW<WVA1WVtp8N2Yoi&$jj8UU*e%XP8v8o^TiM{6WN}|!
an0%H41#D`zkU0npyA4$Smd3%M-?^J)7Zm6Tr;7NV!T5-ELkrrt!llKYo3+5XhfzA&?|O&bgNJZ>
q(E#0{In*3VP-=;?agl9Xe`jjO4*<#ZxavD{2Dez>}1bTxlL<6o?9gm$v0<s&uoA%hvyQ)Y5mDAQ
}PnIa;nt*5PCxXTAdXB_G8vNF%4u;x>6i>3i8++{kPnS`EM^H<VOQB=cV%JyN-q5l4kJ@69<r6qV
DE$XdutflSAS-`IXeX(i-Eg?O*3U+e%^oC*F4l%m-+DIpgp-6~oFEYo+|J8PU=~tpf*{YP9G)*jI
%r<alridzh_1#%T6z^@q`0Zkn8kRc4IyPefWhNtwr74Lqn`Xbs+s$WJRlbOl6^@7J4$UH}%N9F{c
H{t+O^_7ScFL|WOq^oC3N$9VHaM8bmPm`E__Xrep)t);+KJNeraL%i?`2DyQ0KdHc6NdoGG)h7*?
YG7Nrla<`>8oChlpe`&Bj0ic%ar7{%%Ql50ymnUesyhXO3{^2C+6MeX3YT7UsjCdu(-%QGb>Q0)*
H*5=h%Sy&z3h+1K_et;*ZY)c8L-PIFCgw>w`Www?IPOqFP4?RtOC1MgQSYXM3>)OnQ){U{?npq>>
7Si9q+}1gAQf?_I<e%i<!iF4s5a10krR&7JgTEYk!b8Fl30JS1y|JJvv&p%hB4y3gu=U-$)X`dmr
%+{qtz;Ar;#5Q%?@${WHAT6iO`6(IZX!YZD2D(u3_+gz~N)d9IB1lnBxRk}qZ^!#O#ImuxH<`KQ=
%#WK7}s~$l1Z1s+#ks?zii@aD6o#arUKa9&iR#IW8iu`tf0e$m*bp9F~*nxhW*q%0w8Qs@%!`>T$
7=#Fq*xi72$13Qw{yxk+z5NAUdjUIPR}L-!Q}&$(qUJ-|!SrUk2OvYxcmJ7mfrRb5Y%+RnXV<y<e
^$@_R(_&~j**E}DcF*HvE1Gu{NM#Pa-I&#vyjAC7Bud)35BuizB}@d;>-m|9;&a7@$~*`bVad$Wx
iFY7W2L8>R?C(J{a)~Az(&DU!bHy6Iy<3gHiQX9=e|th(rQT4Lu=N>MfqHl0BDia`Y@28O_NHN5S
Z2E4809)^GG09aV$2ROt*L)lPO2qn}?nvMb#;jI%;=K=62nm(g!}v@=EFYOn^7e=VRa^D-h!^5uT
wU2OoirZp9{DAO_}GjwBb2bb1w9_qaU!GOBte{xn-EiGiSd->O4OmPF_XKvsy5GLC5iFCYBh+j~K
q~&E}lU82w_bOGxyUL`9k9tiW@@1mk;8Ikqu;;(1OGioVlDG`m?CILz-OpxB^q{V_WG($78E()rG
I7W6K71onUCl^9&6Pa^Kn7lr)T8VuSw=yn_(nSApxnNbbw=txrqVnXx08|hVHZ0klT<BS_3oxlS0
7gibJAWrPS!EZA<hSZbM$+k&_f(YB92+sz>^Kz{N(RM1DXK+(O`NvnXFed)L9@`xvyVBlkqEpSz6
NDZ(+n(=XF~4=9B^8km2!alg~-xtV4`jS8rRsQSIlPxSzUi_EVi2xk#B(yyX+O4t~)x;C)n5QgQB
5?uxZg#x)UzX}~NNMvOmw=FgoCNaPSSmG#1b_H|i$Mp2@DVbekyb$WTCEj<q4;{fA(x7&_i*Exq0
n9Ts1f-L#)VmG|^#N5iQ>G)us+`ES(@<e2&1zNH9tL^GjsL(QU3kFiXB)e-S7|#!koAe%u27ypH_
xZA6iKdVR-=kIEXxNdU)>fv*y^uvXs3s<c57euD3#ka3aS?{waAW9B1ogLJ8?8l3uE&f=HT;ujF*
TmIz~w5#s?NLax*`3sAkwSZ>&aNprN5*rAbMCgC)T<#p!3uA)VieeKDn%nX4R0Z;sQ{YXp`YWS<!
@Hbj4q7uqzTF@JJlVZF=p6Oe?wB4=*XRj4wu*02Bz1Jj~OuT~QZ;MIrv#R7_K+yw8=Q%%Ga1yMVN
l*&@^4GWj_83TgiHeUxl9bnKU~!EeyJjE+;DHiyICqmXWixgd7QWehx4i8-ZEfWlf^^PCULFj~VX
b-+Igt+21ref~kh;FBow!#q+?2SlrQmH~9d@nAiP5B6z8<DjXp^}dQO)c)tq!NQ(vV1tLiU5e-v%
70YcpT-CvryA`D`u(y2Y|u@R^~(F*DVyA`GGknNUE<0T6eGCrgBM(p`wYjwGp*z(oSRJ1dO50xXU
6v}bFu5LPA9}C^Y|w+d#_v?@2L$`VP)#zF!&#zxRj2D`@r8q((tu|^p4eZs`_O&`_pv)L0hFHUtQ
CjjWv>YIrVYcNyG2q*S#2il|AP$a@%q)Lh_t{XRT4OurwSANf9W72&gbIMkF09s$e<=g8(cS6&>G
G`geb>Rr&u!V1f&=i!m+3@eMkS@y&XdSh?RdO)a+me&?u%FlAY!ay#xh?e4+<;Cw_`d~l+}37iM@
CuQj(wI36p7YjO_xtA3w^3p5_?w+IC&2CeV3U!D`f~mrGw*D+YVoP08-pUE6KcL5mZI~}hUKfagd
ESu%uy10q4V+r-!4Knc<1Rod*2760>Lfa{d%cU8dctlj3I|lQ*7A22{69;<iQD&Uz2gO`8HKKK-W
1S3STkfnh61_=2kTA9`22pn(W^M{f@RG7zS1e=71sNk^<uFde>Y?xfyQf>`zNcZx~0EJEi?X~0cL
)k%B6cU!gCimw!x#i#fq%1cHUELe&?Q#a~IL)F`|me#93zZ9DM4<878Kxbae89eym-%c+@QHgP?;
=r3_3!?fRD*Sa{jpN)bu^9N-!xLl#Q}93}mt;E0=f{`4nBLK#|V`8se`r|kdI;vbhJO0nY~emBA=
d26x62oUBkW4E{ufi*^WGz+Y#-kJvUc!?cvS=*bx)qhYUC5e!h$<|H9X3`OgC*Ng9f)wqKWJ~|kk
`B?*Yq{<s*$YmHtBvXbB<u7?Xy$o^pXxbsp;9y`B*&>?a@T{A)Re6s%C`52e-I)YE26%u1Ckk4Z8
36}<-F?T%4uQ*85XA9ij0aw83KF4w4%;>z7_YE4CR?X1zAU_e9pqDVQT4|h3I=?Um|1PGcbT0s_N
=tQSUTfFj&>jHWju{F~aGtyme6a5K1}grI6!JEZlCYsZAuS(&fFNhd^@}SIb$Edor>*j$sl1n~~g
T<56PEU_<iTq|Kp!r4o|9_5L)bk9g<xD+N?)P0_Z7*`%lMRP<YV4p}@+o^C>60FbRG^sLJaEeEo$
&m5yx+_dR*svo)#hB9+as}J>m5?qcp|AC2lQ_Xwk#wm~^WViIh-7S~xTBA}RDFDvG4xFGLK1uI9D
cQ+X)3Ak!<XQK?xXq<RZ(O<B^0B&{gTNcZj-vPnfQy99$yFZxp?vVW3s^jAcB%`GKhbU&DHiU3*4
zoXDbJh3On6(JAK(6`5dmp#X92(LS5$<y3i1&0vnZ1PV0})WFY7ERxfI3QPxEwHGBnOD51NT*qM_
@Nivrs8sL*{}r~JjO%zsi)tKfWb6nupxe-s&oUXX+cuEwlS@I)6mWFQfGn!G>xkD+em;n`h)y#)=
#Y~;?RrHnIK*ZmwuIC^xk<9<VDlKXw+jHA}+y|Z(`#3sfuvo<mS5JXT2XsHU)oAamgLN_RH%*@7a
a9wNadr2R{wQ2?CUD^H<@(Y91FleRhJOI87{LV&V<Yg#2^!dh7O1Ij&(N1sriaoxgbyXw!)$rVia
4tCdn+6dh!Ja!7Ru@2NyzC@@6#^{Q`25if&|1Js?O=G$)!1QqWCalP|Ay~8l5@hhRB^uGM^ixA&m
Sl*e|I=)ta)mG_O-VR-~1oiX$P>7>C8LlaA6$I*$__sipQx&@#y0Up*J5zJ?gI;$udjkE@FzoWbN
%1EP>Q)P3FU-hVk?NuepbRSu}SJ^Rm^+`2|Kc#Bf(c>-w=r^rmZA0MJ8KQio^Z=Taeqv{#>B5Qe1
t1DlQ{Vlw=>(L==eC164KI}#p63V?4@POd~#Gkrh!{ZaZmHQas1+UaK6aqv)jL-$LPCViCTg?a<(
0RQb`-)dud2<B7p+#=_jQ}Q76@P=VvkdhibCDhbVO_sb}EU|~nRtGIg-Q2-Zc}dQoYF5HNEoWgGZ
n;yxd@@K9fp7z~Zbl){eChpLlh?5e|F>Qztz~X7V1BujxL?wwybsg+$h5hx!CIli_gEjbco%_NFT
)=bKdXfdr|SonT3+BBxOfgPUSO$lNITnHOyh0gHi3snpKJOsey+E+t=uLq2p^=TjnJ-QS?WsQxr9
67N>!xUBW#3KLZghZvZ&oOYpXCy{U1uvn?T&K9qXvKB#HzEXk%MrR_;=?q0{;BS(jo*xl=Q8Bd1v
YQIUSFEwKxwSS!@pBW!Olf1#69S^&YDWi*g-TgPVAXRCP4YRH`#D->%+A8Du^%!?IfR+lzw?!*gq
{Em5lr4qPt<^04#phDzpC#AO!PG&)lZFTa(%Yi~NI#UHtnk{H9pbWucRkw~g%8>1L-+jQMrTmlNA
LFV+sZC4ArWZ%gV}4OkY9%`FwSp7;G66@27RN{!Ml6GrH87n0OL+y3p)U})=|;DDNY<!q4{<b?Ey
L~Y&yGuWqo6Ke-phoF6HrvlLD)q5$Q54$-0kfh5a-$lBOXbFT}N08Vyrw{I9ox$O8M?hMZEaW!wb
63gNIx_3Xc5p8|mfZCO4}>l}z!yxO<lyA{;`jjwz3JC#DcM!`tV--O2@*KA$fz)4Aal`aV1FUUys
&2ICmMU4wQV%Ppt8MnR#Bd&-E*j|<F9G{CW=G&Ri8p9s=HEWjX#OaRpl!^#NV=3kfuIJZX?8H$vD
@!&@ltLVr3IM3iwfaEH))8$s)#c7{mq}zJ|{wN*A`6sSD=Gqmf5;5cyj5rSCE{K$nl&NVhajSr+5
h3VDb7#d_XxTKY-oqwO-lJU&_7so*U`6!gNDtD!`0xIaMZ62kPWc)?o5>BxB(Gv>d9AE}T>pN&pC
}oSa%4`a36%~z3Z%?jDqvac;UPekQK{Hf-nIyp&vrC!>3E4L^A*mR_rW9#`01b)jT*bP+tr<a6f2
IEF?M{II7)L%r(L7p2ud8tJVwcxwP0@z$~%gEm4Ik1zw>$~%-HdJaa#uqN%5_t(6%g*w6SQ@rW+e
OaahCjMW|L3jnHW?j1;~3E>F;=1pnOB3$11&@-In6bWK*8oAbCPNnZ=Bs}efYb!3$E@%AKL<d<U>
HlJMqa!~=3%=iL|YFc`@LFL{I9sg9*z$J1@OZXu*Ro~cB@%gEMtuO~Wb#2OqTMkL}4X06+0Pc!mU
~(*xTORq-9M-D~Lbof@-D)h^;^08M)yvOUs)=ydT2U`cIURC-g0#^ym~9!@g$}O1q-^M*MS$alkP
{J5HJG!AHC=(yT8r(i@?XHbjglfD)BseiDAh9b#A&w&HID5ruyf!8WfRjBXxudaG_7`4m4$QMG^%
Zzr5}Ao8%aES&a@s%2{if>NuM309UEYZw*HkLWI!G54a1~WA%38;t&`EfhyB##PX`+$l?RT|d$TG
EkVd|15;)F{*OvCf*ABv;)9ALXHI)=a%GT=Zm9ZZ109M`~o^B?|3vqK=4Z6cDXN7J$*;I6w4r)WK
O;!bA$7yHDlg`c{L>1<<?7ssNO!CO84?F-zLb^DZexVXrn?{vsZ!oO}o$$!E@oJvnXgXrWso>G;<
WO#TcvybllRb;rKIF6bhRbqs9HdI`5%J(%+9^#1v=#(b;SDyj2;sJ6&)D)P&M4!SsP@L!y?Gi+LU
ccGMg?D522?{&IpNrgiF%!=fp-|#2#H1PLwO6`HI>9^X#iu-+v_GRtSU6o_A=b@Ub0E${@QA$oxC
mw@3d{CWfwl>QlkP>sC^>xA*qHkDj@ej3)r$ApTYIP@X$Nmr^Z_+wPXd677;i*B?$RK0mWEpB9$8
^L|Q~{^(iS*O(Ba0VUU=}QUafM+q^Q-B{=$)w}f-vfoVZU0z>~ZrN0?7SlGaH5kvp_F}{A~Xx&Px
aMuLrE$=P|&K7~bGuRugtPDi)!myd^2uzk+!^NW1+$dwKZTSJjiDy-Qa;t}~fgdWP<Lgk=OI+BF_
O{^NFr%O+RPemeOOddbO&n9=lP+{%UmzXld}bB`*J=uL@MhIZk&}eKFz__3(hw?|Rh4?M#wcqm+H
S;NblDC+++G4};$?4i3ezbu1`lScS)#}?<d(!&!m0X?a2+z|R~Mxq&&s0jC4XD;V@o`|j2WdPS3w
z3daZ&U^>l7=z;(95De8MY*b9)r+(-gPo~A0mzux7(c|pq_TEi(b8Ko9#Q(vY}ScDv-V?=1%M__O
gkDA%t6ME)vNCdZdJyjnoqB<r=kdhE`k|<vL+5b}DRfjX}$@zffONO5KTP9PPS%zol^RP;mKaL`F
oteAY5SxiLfTDAMe!LoLF61kFE0S$crEuyJ>&+<G>|*=C`cGGz^gw$=xJ1N*g>b3fkMKV0k&<Wu0
^c*C6T64)C2biVLQ^pNT+FHZzsanBlMNwYoTy{&074R!6@jV=gaPocvw5BJ6v1)v3Go&q3QEHmsD
hhC6@q#yp*McfY)=f4Jd*UWVqpA=)fePJLxl>9Q8iZ|ceird!Qp~|Dh0lej6;kDbj~&%&!smI!@T
Gn-$!fSKAQ8ZX()BAzdJOWFIlMPg3a(DY(l5e==NR|Ht+&<h+Zq1q}{oGWy5uuydm=;bixQ&v$Vz
#<2IyQUZRDeu8W%oo`^5_=S(5xoRbmo9lc~0R9U_`EN8qqNt7$<DS6}pZ{tv_aW0Jy4|T@cqL_o5
J!q&;D32`Ifh2c#Lr^w^&(#t+R&;gh54y6X_;qW|BT7Px@sE5nWDBU1x8wRn-yhiW0~dN!F3qfn5
VB?{T8@VjFMj?>1+u7#;Jy&X=U|Q;8fQgS&{L@CAA;mc2>4ip!<eb)AnCXNcp~w$@?{oG4d9$_&;
I@0iyOoz#)`(~kH$uBjYc`kVW-(y%@m41)$Tt|g7?EPqpozEi^FKK=yd-a&msdv#%(#?qwX%{j`V
l#JpFbHxi+TlM>5hKV?B|0Vy#&w`&Hz1?!$>>RTkke1mmX6j<B1*0bkJ0KHVzcXW>}UGF3ycuq3k
8k~E=F5=pX0+9>|;^9(yomAoqN9Rb3ZD_yiGqFwEYdzmf!lI$SzA0DvxGt|_{4tBN28&EDqq!NtO
g27|Lm1dvYPnB^Fd*(J-rP9^paML8>g=XPCj9KKvTiFZg7drNsRMSl}9IyU{FuU4JcxK<`zTR3Bd
kT*^<ygfUVcE8Wc}>t`SCtm{WCFLMY;@#SE5AQCW6)T?zxl`@aW5P@GKJ?350G%eTTG^D`@k>`WA
Ri6ZuAYxMaKO{g3bCoJXbPeRw?xV#8}~l=!(N<@mMycg7-))Pqw0dIkJJNEhjIP2$9nl4uC;XmJO
R9^<M-p8kt>0&?DiM90e%~h(}8-bdzEwI=3vo_fI|DUTUAcT53As)|eOSd8MI@e`OF1UkR!}(CFM
JN7*QxD$cVBERid#%g<jUz{+};%~IwaxGA`0iw)GYBPNApFk06R6ed#68`n)Ri4pU8HUwzkGbmdw
kQC{W1BwghRl>Px`l%BMZEZNfI-<-D=Sb<~Z5azjC<3UtjKNnWXZ`>Vz5i{>A%%0;N+WQJqYl?#M
wLfswejSu5Zn(5Dm9{K&R&f`5JD;5nPfC`m-$=ja>-+1|8?O5oOx){aNU)@LO(~wc;+Ck-B~S6<~
ZV>_OqD{XEwcWG>bWDP)%|x(nK%&P?6xIfuAcapf?l+xA^i8N=WW>h8Pttc7_10{OfSE82MSs32x
^OP(Zzdme<2O*_;M(P12yq^ZJ*Mr?96k{{;KeDd(A%t?H%sDUb|_ty4K;peH4&LNUZ<fa7Re79xk
NFKkGcq<Y`7?|$!**T84<$|v01zPGNS=!Til4jCY#eFvoSHIpRE3X}pH0-D<l6bJsKsr~K3t*AKO
mb{|bpVrjlnc$w^*_FbuGy3zsK+T;bgl-<FCcG_;Vpw^5V0D7&@bjP8AjmIsew<zP@eB&%)-PYCo
%rD!mcR)Hd7PWd$iskpCo<-*OWD9CNp32D<Pw*zEth)@1EmfG$v?g>3s}eN6}3l)PUWqguoZ1;JR
g`UvXc%HOz>s<dVkYNc8L1}!tRsG*ajO}?Pi_o_7agfDdF2=>e8BVRj;F9rUT&xm1v3inn#*a1zS
q8r^%HH9awPQ2Nf{fVWbCbiV6=}oT442r9c*TB&#C_*}yf5M^~LW(?aM9643@tG#jiQGymY3q{%+
6&MrnBS)9WO!yzb6nNTfVcZ9E#*i*_{pKl$G#^h<@V0Spj#^<S4kHU-yY9Km9Sv5uW3&5LOReXHE
R8S-y<NAC(dFxxUNL?zTT7KxbH1M;*M-3GPm_R1I#4F3N(3kFd*E}z*g5u<T7BA<<Ql6h0!5i7g>
T`CZi2KZ(%BQ-&o!h`v<78)NZMzs8<W`rAp%7V2nhUE+#0-VfR8%3VsJi8Dr0^ChNdt9h1K)QH-v
wfd_pz=$wsJH@k?oa*xQu!|k0?yhf6%alldQ|3bh1^gJ~T>NUX4Nkb59#3iC*YjN(I8^(U7Yc1x?
^R7*dmtiT;6AGrBl{%cRh86VJb3G*29%F6s%4HJJ~&X{E8`nSRvZzx*0AmJ#ij378zR#D)+J6qL=
!2=TadOKJ^`+{!BchS{?dLepIj+3{5+)E+x?W&i7CoqX?tudzDA{&l^;y!(0`^*q30+6;EQjGw_Z
XS#0^Z&qRz-&8Q~zU@WD>{YBA7j3fS6<XHm+`sO{jXsyOm5~PF^}zl6a(h=Ph~O^$14W9X%dsX%!
8UM4Tz(E`hEKLA5U&=HO<v}K`%Vi0B|=CLx&T*%aq!?`<Y$(ucE6k8kF%K1yG-25vk#9g!76@GkM
!OcQt=FuLLe&26z-720=G{bj{;39QUACz>GM88a(it0ou@F~oG;ix@R}2~h}vYX=iKN`;D=fIuD9
azc*sQ;Ku#B9)!?E9Q!e(hH;vs5PMvr~hle(`{sRGcKQopKkUp@kJ&yfG>VMziBe=-5s0=_mq7mV
6$G#0E*yz{hEggu2t`J_^2Oz{aqxfeI(KS|Yr_wR1Il|9MM_yyEecD%IaW462UutO)^b!CW9>4Cc
XP9%L3kP=PaAeaGI&a4lQfPB8YGj98!}=JE<2lc3mF}N28@e~ys0|=$H@nlkFByvG>#ju(Ar*flS
2;GLte-Hl1FL_s?a21UV}41t(Q*R|>Hg#UL7r7*S9Bdz#7II0qN1;S3#%>i()fk8<of$wu*9#=cX
1Lhc(*oW(YDflck>k8Eb#^4U|H>HT-8aglVdJl2PtGj*QAtZox4;WjbLtn33L_Du7bpiX`HIi5Z*
$!$1Tq0c%<_@t+u|tBVxdzpfH9r4$`&Xg#g=E6cSXe+!ck~c`jSp>JVv~+)2RKps-HulSO)y)ahk
#1L;F7D~}hT7qiwv!wnFPMMD|L+N4@G+Hg=xki&q5O;Vivl5*s?fn}o`GAd6~>u$#Plh|c_=cjU^
9dC2PZbTfvY^Uu%>=n}6Jj@Y?AvoEh;t+Gk&*zj=OVhlm3Z(Of`P+rn+C>Q&jARR1k_p<uGQ3TLd
I$w9<n??Y)wYfFhR6z8h*)Gi<KhInFlgj(J27LKDq68yuY!YfhL-W-;~yX|(BAdKbI3dkgarEuN}
nXFxr!6JQfUM|hz8bn`kntV_S00&E=KIqr<1n2H3tS;qGstrn5e!}5v=bI<e~i37bQg{Y@#)6Vpu
k|ffQXt>xI1o9OX6DrJ1E434)ql?9}YNzRRg9qjx?P<q*=-futBjGHa3RfQ<eGpY5sVWJih*g}A7
5h)QI=4R^c&Rmu?;UpgrHgmN$@SEBEjQ7yM(&8vekg6~Dk_%kvbJ7j%wa>-;Nd_>n;-p7EMv4fcq
in5I+c`ybyJrL9JFZ+Z<_eSo!2A;-1)ceDUKWtf1ONoVB{*EhaC6B3XLz6BDCO<vsxm}kkKNfQ~7
T@mLOuhW4%yN&9FWsYbt-Y<t2roFp7d{?B(mGfJovruJ1y<xf@Rj*E$r2BoHRlVz`1$d@sfn$z0V
*DohW*Hj-xTeWaaT5U<j-`oS6Au-!aBrzv*)}FnV*{Vl%q~vzuPD+vN@1+_gN%o_JVyL>HDxcO&q
?}mz?%SGQNXPIc+#nV_YG(ker(MGTJPPgLf&~7fR{h6M<H3a4Kxh2~S&nCT9cMZ(C&cAwr|=XL$X
2v#vx$DAj9#Kktcmh_`ob4+U@akhnwK2_jWwuKz2_=|m0<Up?s&(ymSSs_UuH!n3FRk|LT+tvyee
RzO^`;|;Il@xfJ;1Kd=Q6&LVQV`*Swjzw(&C`Kw}!1nWMJyrBwIIGiP`RQ@~JBKM>yu63zF2J^~g
;&%(U`iaC9y|57A?XZUfV`-AYGAErds0AdJI>rOl0$6nIVGXI0YN(EoS5S=l=pmNdJc>^wi}s-G`
7M*gNKoos2o__tnsjo<dKk59!3SBMf-jH6C#bboohN^;+E`FfhU#0{T9<4j-}cYPCQhdGwCdRj^_
)iKjUoEe8UV?;s(~<NRf`cOVa+Rl6ze`$Veh$SAeRQ=7<pG;wv`^sO$}=TXo{{ELEjwe8?{Vx!e+
q^#or1m|~RLfITxZ)NBTKX*$ye>!22Ca=scMV*5-S-&%8c8<zn^jE?0AnepZJT(x{OLtX>_b6wyD
KxuB#VM5+#EVi!=s!*i<L+hz-b6)RTuj?<Yfv6A22{*7qLsEks8bY7JS6}ei1N3ZSYS56qj5$8+_
=T}Q$W=PU7`M0?I6h@f$PX{~=OC2j3J%L{oy;sF*J?*^{LybH^x=;i8Iv{gRzI9cYBZxQn59Dx;s
A`GX%vA1tuII8dDZWHuNh}`(iNqy_JLHe2+UJu*4J(&+cWhZxN=I_*a@FbYT2Hi<6Tb=bY^9q5lL
SY$qh}89Iurwm{R<yub8iB$3XTls_qE80{^)V2jramBy^W;M76eQVt}rSLesW2<6lPf{!FN)wMh)
h>Y6BRT7TEDwhu94r%779a?;u~>8Kt*o~#A@R%YpImiCymp`*U7YFWca1_yTv;6GU=2a+k!;T`x0
(@TwP63Q6U#ETOn*$n1tbyLdi*YGN1Yc0^#++a7)-gR!Z#aSe1@l~(^M@hqyRM04m<}yl-v7yDf!
G)^Z@0B?up@Y3@qkqF3Xl*;1vav>nmBOhA#2g`)p!Jv<glK-j@kTZc%%{zUNVE;lyHPlOXQNx>qx
%W4hNm64tO@=<3pVWJxQ8_|-x|ho;>X9QA-2FcezVU+bu-*lhl?vc!RNQf4})yEsxII9&gB$-=4%
vl`{N+XdzsuF6zS;36SLcwG*FE`!yriUbuP+B8Om=LSh@_WKuh?hi&S|rR=V+I^TgNvVOAMV9e7|
af`s#kD|=JI$g&5>s&dqc9~7~6DLY#IZtUnnZA~k3*Z?C+ebCMIaLhTaZE0sH5Aqagjg4me(0$^B
TsRcvW1|NI#x)X8q40UCp|$QE3`$bi)&h=ppfLKIkCg^pCz+aoQ_282)LatbZb6t1B(*;gZSsnF1
%PE-5qNerrEs08bb)@mVMRe|Xk;YM{HBfdIxuKDR9ags24GCZA{Y_G-VP0u#p#h7Ua&BJ_?tjUfI
$MDHLKtS$5_icMnS_d@!Znc@z`pTAmYIOm;1e2>vrve33Ux3_%Zd`pQTCynd|bqHCh{YhtQs;a%B
`;73$v)-5Q9HeUGL~jRl`(z;HFCzF0*)BhUe+YK)_P27yJhCTqQ^3h#*RVmoDKV{a)|MhCTrJbna
w9*XL9a@iJ1QenZc&bO7FT_=GqQ-cSb@T#UVWllAHF-j&rZ)b)qx{^iWe3JqN2rivkO-900(z_&R
rG+GFqeq5+S9=hccmV{J>ZO>41s(XvfTuElh7#nnS1d}O04F;iXNY_-0AC!CyJdU-EQV!Mp`=HI{
)#kgB|qifmW4GK!ioziGeYKfhaIBNiLu_Z2t*SrL>qvgtP%R&>JMOf9H?|>T<kQmGiIH4iH-~YMq
!rx#y0<PT}S3Qdbm|_WqDW@LdgZwIMP$!_bU_4&-k*U^y9Q^?1`yjj^&zHdtCQfiNLdyEU>)0O(L
N0+5@k01&}VT`?%t;=iJ*@kF`BZeC&~Trqt5Yn_pskb=3HQdA4iX{F1=vM+99AY+Z0E?l=K;&I`r
tQ98A|Z(I9V*~mOOf~WYGrUQg%B8}xhy$*>i{+@h#QS^44d2<)?fgw80DcfgY<Qp!I<d#QG67E>=
JsV485e}cTWQ)OD&E;uk)Z`{8%5yHP#wSUb$&#t!Txww??kPynOh8cLWuGzxIlwqrv1v~O;_h(*k
25DXrb*ZE@u3Nk3mw_rz<++#iS)zpM_zIL*Rg4k_qoo2;z9@^=KBdSChsbjt8~la$q6H;CsJEKyH
LTI8FNy%(Eq>6$C<E{{i|PoG{yg(2i$B$B`*MIS$4B<-Z8qwCg1^d{LM@COi*@KxSl*0Y9>KTw$j
T^R>q}O1k!x*wbhH@<CKLA^h~2)5k#F3v-aO_<kMPz1xIwR+bHs%8d&N4E454nTQQ<(5jB{<Znq=
|`HxcGEjzaKLz(mf$`_Vr<vryc6_I(~87EZzV>PaRx3O}LNHIXK5%c1hI<NZzq|rLF<FI-?^|{iL
gR;-pzyx9^H>Iv-=8=2kp$O`Lmd_pJ!&%F2U|)Evi9GFS#J$%ZV;Go<7BPRi#~6wvgeGh3<_hqw;
uC+z!(o|vVH56%ffjCoDVy}xRRPsnK*&Qoq?-F10=4lwI7tXUfNagdaq%g_W6t&fCob~%gzySwK~
^yt&Q}9cJ)7y_$vb+F7KLXSdeUg~Ap}@HL`^T-<GanmX5tbQCX|6+5B8w7eV_Ldo1erR_48CVmI{
FqjqFLExKheJh-_;ao~J&Y?O#L|VMpo1jL|{0?vDMVdmmn!h!TD5uqSlJ^Aal1oHQQg2ddkN#eD_
Rv5d=e7uN@t&%MuQaW||w@UL!)Y>)$5cH6hvG??)mr4#*8{*zp$OCvM!9iItse~Ix0up|TDsKqQ`
^--8-C4`DIqGL7*?_dnEm!4@<DZp*4k%MI_5@1uNcXZz?iJ4Byv7)@!SGG+L>q$P!H~>kjT{<W_a
ouj*7B^(*tH3euO`@~l&0YxTphhY&9}C?_H2|FD_+uKRef{aOUy0F}iZ54qYBgjq<K6eS%4^S4zr
M=9QTbllI>3P7)!}GHj8*^3YKb5P&=woZ1z`115eg{IsJ5e+VjO@C)b1#?9aTH~vrIEG^G)kwSby
u#sCZwpFaPp*T$Q7@Nc|C6a6wM-W6cbj>d-1J9}~4>7TGx0>^dHm3)W4!mGViGg_J(p1Cfx^80X~
J|9(@oVnE0)6kWV|_pS2?Ts}}C@nU)h*-uSGGN#itrPG9suO;L)K@gww0YXvd1K!sa@gEOkZ6fNC
BmTTw_(Mu?U`oBc`SPt7zrdb2xMiaFQWh<%qYS5W3;k$v@2eLvZR`}pN2NP!ORQU2%q8zrSHNa~0
AAf&s{qqw5dC#!*Vyn)5bO!h`?@N(JC&P>+(};c09$$Pb4kdSuQZI_9Se2Z_gE9qcOBT_KR()xe6
XjL@E$t33mG`=7P{YQVQots%6u0PN6yg)U0ui4xHyVx5SAKQwe>)8u`hvcneM07K=sC59ZA|^ajA
XMxYipNM-|vnWSO`5cz9q(IaE&-n@ko5c8lZS=`>+8;<2F00h6iR{kj~t+-;)RMe|zBr*_C?;P!-
qehr^op=0>GEbB?*yq)EHS_Ee;ajR`tKZByJGX<T^pUZtVt!$``zD44IH%;SdJrpAn!4k7JqTeR#
PLd^M=CtD@ea{YRPxzIYN#gU7+u|^|wfl9IR)6_e(=0etT~XC^I0MG`H8HCWjRg}hmZ5JRVzMRj$
WmKE^IWKSVC*Mmv)oog`_$8u9V!8lT7|8f(bHoz_>P($owF?%u{;DKoNKohX)kdg=BvDM5vs}a{J
#WARMCO1a=Ta&h-NkO{em`_pLCFaAMmn%25fV`Tcaw08daP<c+~i+5Eeij{c9dEL8!b|bFklS$r|
>K!SR=*fED_X=NXiC4al(QHgf@Oq5028%H0|{fw2F1ps5>Ugh6j&PivQQK~58xp%e;dHjP%f87OP
kd^^fg8+q>a))FNLUJox#{MB{PHtL@n^n*)&ll|&>?=LM%&d!XOZ!9SpOig8|=Lm<70tL9BKWYQ7
Mq4T^*Lt*d>k(*7DJx@Lu1}!0(-KXPb&4Udw%`+NRc220GDf_d_H}T3bsCz1&KZi?0f;TpziXHOc
Y%Tg?cd?+0(Z1|wZDek*PFXC#TOWB5gqTi#Kbz=ce^j>OOTLw@xJ6)^DaRIuJ=`=C5&z#33W1C<j
Ip2OhXp);G7(M7o91>m?PcXf*qu1Agw(M+SNL&oa^2;GBDyT?CCSB#q-Mj1snfa44i~JPy{KwWwe
KAf!LFQ8iqC^!(qtm12AY}oyMGF<+<PW^f`$){Obe12HQSBL=uCw2CZW9Ls_!)a>*)b0BD{(p{Vg
K_O#X3*gjZeIcC$1<RlBW`!i3WOHSrN7z0B6crA2D>k5;=7;I>@C^YE*3AI1$EvA!&2AmI=BN0qX
*bzHF;R5*~IVzzerys_R2Kc=Se0?q8#c*{$*O>ccNM$>^;lsANF2#N;l0FcDVs>!KDS7_a(67eOk
p!;CLD?=$SEa}6)|qQzv;D~jlia+f$eeu{!q^%+Gl;?;5QhdK-{TpQtq;E@^2nk$;<_%ByGcQ{+e
Qx3QhXkOm^GsP-AJIGmEH!h<|9jX(S=vh4%w1NeahF<EkqFvb&F^7ghoCn8sKp27<$00+GH+~cU!
brDOQ;~4JfW!$_1Yhyz=bwDMM;t6>}c_plLgw<)Qb4H}A&b+WF>rMo<Cgq5z~x4n3KhY_YWf)J*Q
G;)l{%PJ-^-53e||Z5xOHuNhWVfMAtUr&#A-gv^%F0DJG*+hHS6fOcHZp<yjRlh|z8TZ|=ZUOiX3
gplo}>5!4c$qy~aHdh_m>gRn#4yxL7>f5bi=suFx7V6)6e`xD`|De+}zzhy!U2j1NwSR0L$KXo?T
u#L}yqB(*4{5c!T3#j4C#KN{tY7OUn*D#hJArHZb^CTAY$t(dz=h_lyh+y=;^_aa999wSGO1M70u
W}L9Hf()H1f{e1NRc)d!+g}rkQbz<H9(dSDSMK4Scr#g(y*Y-G1fE<XPm+oXfP$^fw)FJ7>p;Zwn
_RW#4qe*!PxM1ae$iZwa4HaJ@-3=mTUOJp$7x4v$JnsFk?QfdDkSpE_wPKzBhbw%1b#fKh+;e(q$
N3!<>?LJ=C5_&P)3ec+!&_;O_vNcOZ-oF!snevR0a)<KE81~+P<0!NJ(kmn^8y4eA)$N-?Ns<oIS
ne<k59C!=_8^PEaSK?~5Dj<L%^X*hMd-T%Bq`(lBaeN>%@T^%~j2KR!QOu+2MPry~WY%_fHTG~in
RKNPc)5gQ8Po8x_fRB18USd^Vr9~Ki7Xk3WGLrHQ93l!V!+e5A{+z#(Q1E9WBD`bKg3vYb&D*B!%
++Z^@ycEx8hW++LzXq*wgDZ7zc#L8Yxs7_5*&TWe-St@N_Z)5P^eM>{m2Srq8d<``Wj8{0!C`(EK
$<@W+(J+L8x)6J(1oUTn66g+kh{k}V_J4oBeI1!o5oy%h7EkyPA+GH)l2t~=L3$cr*w*kBuE;88K
INMEYp3Z*mEd2;1>sQ&j)wMXy<9$?gA$b!w8vsiLO0kHf%ghRY)0}(vs2EKRVsh!}_ceNMRvtj4_
NZ$Lm4Vg(w*a;Xz;F?eoo)2L~W~laS8jixT6VWFy6kMa$`puA>npjExACj_^)v&Z4Tw14b<LOsZC
WOlJlQ!wi4kB`=Ft9|X>UJZ{g5Vxxm043xD-on34z{n$NdswHVb+mI6$FypGYuhbTk&{FcCVLnOE
fQq?ROGc7^Nn3%Oo`sv^t5KfdPr|4?9<8x1Awd%znU_t!uB%JDK`hHhkSUIz2gMOhV$;7I-Hb$uh
2@C9CPTeyJ1(C@aG<hyN1#g1Iidw{V9*r?+~lvTSD1(F9RoPN()cacd+~Tlub-!ljrKkHvFxuFhf
=k}3IL)DALCtZX@)be9{>xFA~V(Jo)cZT~{T(#93`#Z>e2oEd|ow?kWzQkk&FF-q6|QC;??>m<i9
B`mn<zWL(~9xs0fBqT3iB9};_q(p;PQQY$l4w5>!;qwM^?dH}YAiSI)N!{A|M0mhr0UL}Ei!~Sx|
FegqUu%}$&qkAkNhcE;QEhfs0=v6hqb!y)?jUX7L|26`FTS~>JCu#3<%45$j}nLqX8lG?Ujr|O38
D%3iLe!Ni#Bpu`rHvYB~Qrg(gH)!k!eKsA&q%oP8gfK_(ixvVOWZR%Y+u)Nti(pIKPrHMTQc1U*}
pODXm8(nEvced8X+OrG(!O8AXv2g3x8_9zQ_p3mMJa<$?Tl)UwCPk8|q&#~<`AfS12B2V8UeX<^!
a0g#JZ;1}bu++TkzterJHT|SuHkJtQOE-pH&j`8VI&CfKuhp%n<LN!P9dJw}rB+vDKJKdP^@Cie6
2U=CU^fjro&6jHEJS+Cvx6p(a#PKS~VWphb^3Y(WVP8!f<>}Sl(2LZiiCfpMz;eHjE-sT8t0x)p-
Ju&hJ9HRY-`t3BqAVZ`@TK2QjW%uJbF2H<cu>}|wQBZYF-~QTLSOMUY1TT+%>bCq!a4I8V&>SiHx
`{tQJAklp-i`045&Eb9>6XwI(VIW#5#s@UV8*1#-?>LBq<@rkTe<$#oAom2w_X!rMl>UYhi5h@DK
<3#*p}qGqkcPL+dMKGiWDx@d-!`L-mFM9MJKdmVAJQC=6>VQP-M%mIco^$r1k6`{XJ))8nC?@#AU
8o_p#?1W}dRFm~!GtU3;vEvOSTDc+z0&FI<hi<o~-GKF*zv`Dp55U5JI!HA0<j03LQz4f-TD7pEL
{(J%|J`(-hW{8)EfVXN5QrlYZ=<~QV*;S%1f9&b>X}xz1R~@znhZeZwfMdx4#BquhsJ)LFtg8^`k
$ceyDWYtvFM!$vkk<p~koO*5`GiicNX}wBJ6k>^oXI<mVlCB_rZx*Pl=sUbFMymc9dP)bj73Rri7
QrC0;&2N)w6?d1-OW=`$}yL(f%6P{jogYF?i89_0`R>09lB(u(fnsHG;c&@Bhe<%(h2OVW3ipPw;
0N7%L-vI>f%i300>4yCk=K;F&nG5tP~yDSKm%v0B?~&%vp^!F*2slNY^_*h{SaoV#LuWt!n*lG$t
ZzFn$Qs@!3aGr>WzE%X^Cf{9|OttK|vc<suWS|z9J+H0h^h#PIqVdrbP*CV8{yT1CAVEP5k3L{XA
8>KSZm2b4NoXX0%>X)sa-^cFWvr>=)RXsTk`W~8-8Y}4+?m`^Zq{ES+x9Tunve84IZUM>=reI_rx
@reE$+ze$<WHA4h_L2A!T~hSk#iW@gEpJqHtfPduzCy$1$OB&Z&DA_(onD@qkft&+@5<UU<(Nv*|
4za7gTU3MskNdh&wQW2V(3oiF8%I%-zT+_{!yc=~Ji7;=KO7_>A)A9$89%tQVXzjj;gXs%r*tlTB
9XXMXk$q!*Q|$2&K{razVmTok8$HldCS@N#~q_%znkfo_bMklP2TZ^vfx2`5O&*5-ePa9D1hbjf_
*J`FN=kxIlHsPL8@>Eemg5yUFY>>E*3JAKs*Jc9C0L^`>J0BJ0_y2KE+o%!_u8EoNbNms7eS)_#g
rnjy393>)0XHsBYXt(}>aPT!HwL<~AuytR~@5Tnaib>Y@jU1lN)t_<M8Z`kVQC(c}Lt_Q^-!YT1%
-A>$UAI@hAkFDPzspdKF)k)ZmZ&X|#H&?{;@SH)2Hn8=$(fx@-|Xs}EMKc|Gqpc)&+Gack+!_O#Z
E#)JxlSl(m^&HQ7A{X;doO6(Z(6b&^G``k$^t1EDpB@I&TlOUlS7KBGX)<RtP|g*pm;O?hj+Jv@!
1%V=~6(If`rPQN<T3^JM^7LE{|T5d4oA_-zxM`+4Hj6my5TnVEzfiGR;eHiTRpxXSe|RYaBKb6Tx
l2-BJ8YS+O#Nt0}h*Qy%ku?R_{O<8D*%&iypKba5OiuNS9@fO(QZL#-*DAX8U3x5eT{b7ZN<X}VD
rBY|t3lvL(61<1$zCrc(_jG;>^10oXSl=3on#eC!n-=B!U00nB!Iwp<xa+`XJkYHIQ=u*XhGH!`T
PMK1N|s8(-(;K*^&X<7Fs~U@7I-P;ikegB=H4_JUVS-qt_<<HB{5E5Q3xr$aW*{LS?E-=_!lzsDC
GwJ_#NBqTR2`<qbuZ3V=2+7VsQ!EJ%+{+X$Rp*JnM>qb+{|J8X&|Sda^S_tICxKL8040d1=Qimsa
~C`&t_B2f+E=2CBl~sv5wE65L{V(`7y9f;r{0JUejY8wMFb_Xn|^zIM20d4H*;f{}x+xR<O!FA;E
6vFGDp2FupI0jCN4%$lAZ{3X&c9XMK8c%jsbj^DoPo3?s;rJBh+v$5md9U(mB#2qeJg1W+0zpRYs
*&vGr^8HC-K84BG9{ls8S{JNLQN}B(BmQ68!^9}U8LW}z<D1&-mRp753NJ*06;6;#9Wv+JMa1ksC
K=x=?cvjq7#)qUC)|=1di$6n2J&o4Mzg|OcD~Unt{4-JA`7Sr5^5~Em%dx`lqT{`euz97dSuXql>
^uvo68iXoT|pUgCFc0M{=mo-LI+ytrfjb##2C1HST%h1#Bm~AOn}k{b6g==5o0+^Hc&Ptupk&ez}
ITfM#$cTbd9-hh9&eEwC64>3{s*q3M_=$ZWgJ0X<!zOE<Iyx>Z`>q071Fi6+hiSc6Pe|JWa^FOyN
bu(ZW8_5x!bH`wgGAnF|x`f<O#<_WhuT>+s8=Kj!A6aLP5biS7&)VH?FI4R5S(i(M7S2f111%^tl
Mw0wM=2SePaRcaYrCPHymRbd)pTinB6vV2(KEY`yQn_(ujsUf(PmcXl6PmUa!xw&jYeuclpzs2S*
>i>h7ocRi{{%&AC<njBekp<)bXvo2mOq$mW0DI1K@f?oJo_Qggm@X%?+4PP(u#N7j^(=>96+;An4
+8=(*zl%`~0>uR%%YGvaDj&s|rcdqp#AS3oYWy;bOaMcAV!_^(&;fbD$j=;N}xx^io5^Psp9UYyw
Cv8MptsvBLb%vm)B@wP;z*mq8MUMll8U@)T%IZ~}0U&_SfCvDXFh9q22K;2;sNSzI$6CAb;3M6c-
U1?|OAn5I2t6(w_a1Q+@6I}8Edrqx0wqBTx+BU|de@E9tL*=ceu4L5#%SRU*;zh2vCCEAgVfXc{F
6q}M0$~#Hb)IJ3jl}v}kyY6DH4bZI-VN2uda1B;$1#k4wB?iNb2VkA^YDq}))=`kQ5qPnt)`h)84
haW>#M^-mKeXCBf`uuF7}Im3L@sEr`f3#14`X>=7@Gawx2{maTYHz%;j$12NPAIR^v(%YYarRunn
-7;bkE1sAK;BC4W1+TX$5j59aY-G@UCwT7<)F?o$S^|tY(x;iNHDcnStXXDb2y0tXd^KgO&Emm*I
9U^_m_prmshG0g~O|Uefv!7}u)|ZDG_(fE(hBe}b4XD6raQPM?sQVf~Uy&bUavS2?inA6r4Z&qCU
MnqOLLIA91vzTXFyWPh{I{2{Kkk!;%o4GcT3A34pV5TV0g8va^7;a<UNFTybN8S<ByM>N|!M|=}q
&yubQi5t7!KZPZr++^vqiM6^o+h_(8&SLU38Dc!Fm^h_9`BxURs=j6(Tc`^A0b54Az*G74a}FHBg
ow^}!zwxV(}OMk;B<zVWk)(IOT+o5#n2@>glk!Y*z3e&omxmhxmqP_NHjVD<=tK%WSL&po{VVU?2
MFrJK*w?DQ<6qx^cl0pf5@to5w#iuH?I>+)Pw6jW>V*Z;wR|Xl4vH1DH?-U(Ady=PA8g5CB2R5HJ
40O!n7ll+99-OH2VFMPSSHRZ*$+2r0KmB6=q)Zfc?*ZIe8QbV_q>3uOxFf)O4^Qi{$$*1ZI|dU4Z
>?Gsmt_H|!_FX_C>*JICK35--Q#+WS(a=qHXIldO}hb;tzT<7|gBw{V9>j;?90y@mNdpx#}Gqw+Z
uRIX48%-V7Xsl@h&Btjf1|f~b0U9$(LW7Oz#$Ug5ovj9G5T4ZEHh2iYkX;)Ne*S(Pxm}f5`2a@75
%#;k3){2>QdqZI6m%)I!bdMZ{{X*eTrYaK8*3m_{NYJ84G2$6UhP1bw*M+|b9qc0;t|rbFOrwW*s
OR8jCIM^9Dxj1pZ}zL!&BUJ5}tQ4^5Zw^`OoQige*9_wtJj2qsr0DWfOohfc1q;t+;HaVumZ3k=z
kC(0AULu;Gzgtmr7LK2~S$2)w}f*Fe3;P?e<AdbhQsY|fuXjSzu_$dAo$(Uff&0R0V3U@;xMc|3(
fEU~9Xp~g9dLUHQAj@#a7C~|_Le4U`9<2m1@Q?4%M{YySvo>9*;WsKWdCj4LQ9>CYmb^LMqhq5i(
7qx@a+M@iSV@4W)J=$`~$2qOP<Rx>MNswF#Q_Hm3_@fRLBys6&tH4*aqmvze&s}QSxlD{+q;>dT3
Mc{Fpzl}Bx_cY(JqX){Q>qx8jF6GV5B{R|eBxY)?MS;oJymb>dovUBRO~*M(uiUzF-K*Kp{!E4>m
V^XQyMJ(z{YUuoW3wq>;FpbEK4C+Ot8OEU$rJ6)v$ksWYanYEVfpQFc)<6Em7e9_ni|(a}<;F<zp
x@AX`aDAilf;{hvF7E8ub6+f{l=Z<Yi5U9otb{POLa<-A(rJqvXm_1CDVmv!<+g;z--uAfG64^&V
mIzYBA19e$%zsRl;!W=0FKwY6DloTG;X0ocwbC7N|Aoj%oU$8n3zJ^DX-ORC?jm6i1%Bvv6a0j~-
^DAF%)Q^|pw^y@VbhO*^sBf-_loF4UR#U5a)COF%w64H`=(pVM3<ZB@AU?a>J-V`N0#fIGUu*({5
xZe#oqBf+@hF094O88~)=zEvqwG03@qijZr)F8^eTP5;Y6}FR0j8yAsvq<X9-?RA7{zG`1`9EcDa
1`X=KX&_#G-MJSM@U?fn8cCmOVtiO4c$6M7C(={QX1{H&nPE@*~4@JP=XSO1+O_+slZ=&j1M9Kua
V#j@@IMjzL*&S^nYyrQDOJA-2#5c1?I^Fr^;8)1~CGE!q{yt<U>!S&m<Ikkp>EJY3QA>vMf>edLW
A*BEjeD1ggf%?P~GmJz8tMy4#b=Yv#=PxZ;F$o~Y6Sv?&;Ue>#oq03_zXTtcrFVlQAtfZ6b@H1KT
vsfN1tyh*l^$ZzXSGmFe1@~thW`}G|5<?bALKTOB!+&9+Hmw@uPwET(|F>~Bh;=gMhDv)$v4l0nH
*-@!7U(}qx;X-^S|43*iclK1{w3Pymp6vIO<uoMo?toGv#{@THq|=YqG=z4dk#@^9xZ^{3%8Z?ne
PFmz=9Pw;RuihccC)D!JUay=Z)F`s@29N8~cZZtIkS@ym4hZ8DQM8dbr8@EiYR!E+<lKQ-Bd47MW
_ZeT095SPo7gZFOY9?<cVIq|JiLnLsg}NY>R}afn47g<8#xIrM6-dP7>A%qjy@yaC+6;dKvO7pa-
;jo~Cy7Dhx4sC1R0?-va>U(@}nsx2aWAF`Ad$ly)!8jr2}i69z8eFHuUiPp(nVYu3d=J7H)JcPzw
d&`e`_=F{v!mg~#K)ceAT*4|`&355DK8O9_wns`sWXk6rJ_$B#fxfp9zIAqG-^t*);q4N3G4UQxb
K(U>T$Q{`wsFyTOj!}`P0M4i`vs6tmG%u%+-O5rIQr`dl!lm;mHQa*qpo%KS8k>G3<>Te<m^zi0M
8Seaq8S{O`T}tA93xg>pE`^yKeIh&o*Qz>co>}3b!2=Q$W7T@8|csq#K~Q%V=l^r}a<nk6C4Wf8|
O2QoI)qe6(`f7V{7RHo<4ArwkOkIZE}{d{?)WM8?k@8fe|OnwMowKBS^mwsT7cK`Fvy-z7#EDSv&
%_q@M@LcQTfBLp~J2Lo5R2Xb>q$KS{c>Fx6nVC{h?ANu2vd1^+F><Hro{5X-`@|QnuB}c~TVH#Lr
3gn0B6V}KlQEo}LN66GcyTDSBN2rfQUi%Uqr-_($7I7$XB(xWFd9U2x-|ai&;X7D^dObjLF&@ow`
?m9gr1d!l?BS}RzTs~MuHR}Opf)p(LG;4r-JXa5+WeSr=!A4B_uuaW2gNI6GGg<A#S-1mhMbF7i5
}Hwd;4zbk?0Aq&ANgW*DC>>oHXcD4F(r;+R8Dya&29$cvaB>d$c^$7RJ293bIOavB(>bls6%;wvY
;J^L7R#f#)~Fcu{SYn-%S?rXtu}`7Nk>EpH`GF@8o2<V5VlWe=3!_QZ;p^-;I6eBI*C;fwphlTxA
tGmLEQIPeXtQZD?@z&DKuUjEVhJjOIDTNAwkBMga;h*paR+4XT@PY~Hd@h@H054ke*seSZ%V)ib_
z$BWTet8Z5^I8$F(Z5;Rq~R{PcvN25ibL&k8BLUqOy*4a&&l$`iOB;p;iToqn*CntpygSVbT@vHn
2yf2iD6|N<wQ?tFFbiJl^%PuuYDw<Nz`PVXeO1Fr!Ya!WC8&yg&^H-qzzU9ma9x#qOsljmQGc*%_
fG95W_nsB8FXD$*+LCPD*12r(Eo{$nKW&g*7h61zyk(9e#;<U7qX`_Bt%@c$OuCt-|TXr!ALK64(
l%!2QS@B?yNRy?qNa?g#+Zg1dJ1B`X7FB9xMEed9``(AXFA?lD}Dl3DaW)|{Ec`MV^cjc?jyx8OQ
RgtWtdxk!BNzd7$!H24<~H=CU^Qwr-+VONauSs$q_PJ^}$+AZeq85Bu909=e#yF#ZowZ<60hZBxT
=ykfEtfku`b+~2Jf`^nAQl(3Oi9>j<4WOoiqc%K#H%mQR%l`RTU)_yef8UOi>Qs=jN?*xZjGE{=C
Mz{L+9Db~>Y+~%Fo9b3bO+Q^Nac8Zq?-2)NRFwQV#cclR>rX`Q*0q-ZB1F1$-bZu*VHb?%AiJ;u-
-wbJzr?s{ug_HvcZO6%M<G*V~U+}*V{egR0Hh}k-xpBc;9jB`?c>3;h6C5Fb@-)go@3N=tc?bs%4
AmtQ*-xs&7osUoYL`7vRJ*EAO8gLhI4o!5al4o>dBOi=AT8K+L<mgE0r<J5ldiHmTbJ6+&%B-~ky
S;oV4gbkFJl47jvv=noE#ez?rZyLb4^+F038xCt87_#KqUjcQ{wu>Eh9x33p>X-yS4ZKHrJj4bx3
5T$X`OEpbrT(BX@Rw|}5t{EwX{jxgm$Y5Bz%rN?#A|iAc4I67gS98lX|3GG9qlu#KS7URpjhW-vh
s&Y`^<RUPZ2`ZIuC4D>TkI59c&wg%u_ov{-OE!?HY6c<sMtGm98|ww;Vm<f#@1Tsf8Vkk5)xJe6c
9m>hc8LR9JKp-xSOWGO^Qvqz}*^b9-d+h7`{|g!2yn>OBB&Y?Hys>;>RNBKS~9C!RK)KE#$;8L(g
<FQ?2-zYHLe|nF1YYfC#Das|l39f0Y1d893Ew_KSLagTQ3VEBIq>F-erRAxMA69r@XO>Ti@X6B8B
Z4FmD?vAv6j0x1;IoQgoU8mTxu9l992a`A%aCk9ip0;UXnb$bs+l1p0*QxR-%&-JKyR%a8f;6*Ye
qs)RQJtFjrHg-dOyZOe%w)gID*5Mmd*5O(C3V%Dn!T7s;Q#}J}-_V6yS0mux2qApd{NqdYK^G(kY
5@*s_$gh_jrfq$!oL{GMOvqFpK<HDCgEVvow)6|s${>f&7ZuLU57#7<-dV%LV-ofr?@lEB0;5vSi
^b=5Mi(<$Hqe?08B=RYh<_8HqH&vWCNpa$T9UB)Z}3gVasG(8;47_)S1id^<U__5@Q(rfrxO<6Q1
r;G0m;kf3gP9vo9@DDKH<8fs#DW%GAn?zDw!M09CdqqV{C1re%m+B3!2e{&Z!@#xvM+55sKGMq}e
J$7urt%B4K`OB?&baXvLgEFhG{_uHT=B#}dtnnRIGUtFd+NI%I*lE#7Ty%l5%q@zmf7ETVw_#cfF
OV|T@>xHAJ=B`ZqlVovu!rEk<pAXPRjM07eIx+-p;o22{d8{!HNHMNF`O{gCP?018Bkwuz%a%+5m
J80r9$PgvoEPuA2HcZCJ`5p-bkudUO3yGDg%G291S;|isEqM<O#vQ)zKF~`gQ(<TW2TJl=Q2ZCBk
XeS1UMZAP$%>xksagu2}(7vye`Rwwm&4$gh!_ec|rsbth3Dpe(^pxA>;EQ%$4m8x<wZ#r!F=56<<
$Hua0v^n!Rvp<w(sSE0j+r?8cv(Ixl_TgO59A1e6op5?go_;ECp0q|t!&niMj<Ue|mh;UPA3`#f8
i8lV7axraD{86=+vs1*<dj8@uQv9KbZOCR;M0j3!mQARMbgk3{>QMngARqtY}rkdCRF?_X3U<*!5
A4Yzler7iN-IT{9AHvg9Jbsk@B1|6q0J_YG(A*{`W#gm~OD5g9M#!17-c%RY$LJ8BTnSF9a7EjHu
{oI*&gXi^GgBv8|Fh1At@Uwg(20wYc968dBHfL)3<AUsA`5}=v`w-kt;KsuxeezHOf1`@7PQlxh!
jOTwkCtOn2}rlx}{(*rZ<8?e=FW*_la(P@TaOJNx+e=%DJzNdL@23WNF)XrnEj<H-zbhHx={=Urr
P~Kb!Ut%zpeufjK;11~{_rdbeouuKKhx_o@V<q|rw)mg7>iO<dhDMLP@53-?QtId||f3eB#xm{Y`
QMqqduPk8Y@e|K)wDF9Y%dtmirVE|2>C9kQX39r}DUH+s>qpHaA?Tz6dz60|_mkd95!rV1mK!@mb
-N*s@6~mnLB#|}^3HT18u~{9p77k-`+I~5=U9syxsJgeiw(HM?Yx8eEg4&3yc2Ru07sOr{oWlFtS
Ur2W52ujf0w`YPF%l<%St}#IBq<j`nJW#+t57c^-lDV8Hf=IcP*@8q<Ocs$EuOQ@RyR~YT)wM1&5
a)3b9tYc!}n~;AaT8W5YGu)Q?6d#Ajy*z;;zp!5x6Yqrgfr0nFteJjpyS6pkkXW+y)B>q1z;SkZo
3~$F1$Fi?_0SMV&j@w79Jg)yo#&iAjUh8K8UVrCL6uF^7C;zD;=}5;*!qq*u;{+h0{plRN17A8zG
RMvA9XtRID%LbX#O!v}u7Z35LhauTQ<t?5{T`d`uovh7^_1!MSl1@hz(4$1wM);$CqHC8mVdwy~G
m<&FM_A`ExvSka-`DhPErOi3nlF)5#VC=MA6M#<?n4=-ePp%6ijYV3rVN`u#cLc=%c%S+r%eQJR7
RBE@!Ruy)yDwwP)d)+rn12y|drA<2CvaBc^DI->vK2_&wD`n(;8KQpmxq!p<Uuka>ZRn*l5+6Egf
yI%u6dq$j=h$hL}gXsd~9d!-X(`gs^HFRv?nkq{8%iW$RQFuHE#OKEBkf2@?+AVUnI1rIEVI&i?I
dy+GG2KbP%k)ig#wqvsg8tbv%2!t@MV4x||)Tw*r6J9R;U#%J;Xo=y)&P^M%mEiMBUMEBW47cv^Y
jN;EXLE|y}ao)<aD5RkH)4~U?JlC=9=$q6(F;U!x)yZa>S>i8W!|E1)34}-ZMY5|*vWg(nxcw87b
))^PZJ-6Cn*jokAs{Id`<Ec>T)2H_>uoKdYjS_*uHowG<es#*D6{YWz{Ue3!_teKn*d6UONKhxxJ
_V?g<fM<1{wI2)=tUC<4*kZAZk(#{b4sW-UV7%*f%{Pt{up$OZnY%^FfLO@{GHNvSyh}BWc>-hR|
N4L^~3-+FjVA`9m+ht0q_9`xoVbaff|8fAh28fd}ki%_HE|&L+WVKzl&sscjSoKdDDd?22Zm-Z3?
|edCP~T3b=K-QEr7O?zzT&z`+Hil>dtP4`+7N@$4#@O-;wl7vW*P=sDyhJ=5GI8y<g%*u|iXLlB^
%vGO8U+PP%sg-KywhIvA^T-S_baVO|_+zEDjGwo6qs>&)9%rc@)W5N17T<%7iC-@r(cJ64-bJUdb
?zu%)6sxNYoe_P<lFJd=U#kxfC0n<(sr}Nt85=N1wx1eOw;P+d2$T4f8*L)%C@$ZFo6m2Sm%DFoo
_JOl9qwEls3Q3ufS6%&I=g%wNFO%1=zzi6Q!;g@EjVFZPrD`^u*Fh~6BvFZ`kxNG+B+qtPLQuL|N
1^hs8pN^v|^<DpP0f)4<*iE)r~UD9RqZg49ObaB3UEXO3PVT>CgyIO%&|2%v&Z8k8IbD*3<Zb9BR
Y3rxOTIX$8GjFz&VbiXka6Bul82R|&_{fp2r_$S_Pu)0Gt*!PrBC$&si^j6tVKD||9t<q4;)AOAM
`a?@DcGMhz*ZH!+DX9^&Hgr<?2jxUJBBr*Pb@FYUOg|-{7&@U!b4vQD6?w{#uj^O#X>NLmDbUU0d
hFwqX3Rtss?l3z>gf&}Zb7NSuC(q<$J2WMk_K#=_c2telJK7;gbB#r-Yq=!2uC2X9d*HG?x$B;KW
QqHI6iDf2@B!4hJ+vpFYMX{w#Xde>fKIa`p_R*ty=LEu{S$E<KfoeL<}FIQL421c5wn;(&u_)Gu0
jwNs7&AdRyZhjRmE%<alRzzJWajD4G@tmKh(zDDOM13rJHo?e&$L%0)ftEBxhmUeL8FEIgm^f^^=
?r&7MPNBfi)dJECUxB?5+x1l3%*AbqMd!CF>9D-a06+YW;tLfHoZ6j6cM=$Xsl_Vd>hXW7{>76~?
Mgh}KeLhymDfN~v2IZ%lXUfPe$`3n^=C3w!G>N*Kd4LnKvl7Vp^A36{I0rq{AuEe$4th<N)Wb?m#
0yJ)u@@%G2bBJnI3jv{8P>Y5;BNOC{#+ls5&A(O8lwk%Y#xqy=6WiNCTMjv*AWTgy#+Ps!%}m)3S
>pc%ICLpJ3QdrW6or;SS(t0c=znZreX)|rfJBTN)?f+f8JmpQ(NZg>$DnzyV{^U}!3_R?3{+)e`c
ZA#=cV{h7kq8vKqn0KgH{^QQqC0oZ1i%@j}!~?$u<=+Ez}505V*9<>P}2R)@`Z_byGCpuQm0dSbg
(vgEw!I1WF?T5IHkzyYd9Y;3H_?N$Z9U305G2Fy?GqbxGK5!?(;frQlV#6DKIhHs&i6R?|8!z%|u
QM;Wn+Z>?u4aAXfDh9T-qB)v@6-4+uSg!jV2AEVTywLv9Re3Lf_`x=V~z}(*sUh24Sl4~e$2dZ~$
p@X>b94rnofHSm)v6I`8jZBvx90!iM@M?cw>rAwLf$Wvj@o2w78704JgwAbzsSt>bE2Q0Doo)rqj
vSdbQMR+g7w7pR#W+E#r1zcpWHX!5n($Rqc-UE<jy)_PjNxU8E+=3$mtyK$=W6o9(<FQ|e-PafP9
wcE7`%H@Rd8GUAA8&=I<Ml9Bdsk$;QsOnq{C&f3WN9G2RHkp_sa|hOhLByRFDC?n@-#D(Fo>z_aj
^so5Os`iEf4D&DQLt?LCFN3YyvKMxIsU<lXeaYwG-9XcmGTRaXceI0_X+0c{==ty0{X)2`9gH9@r
YE7pAUZ@BJJ8YO<2s+0q^n`!UCNg+5bBwek;u&TwVl9inZ)JGw1Z8*0<r5q}#+rs%Q`P$8(ct1Gk
NsrxMy3^u>*5FsEuM&-}FR#iVdp_$Knl~6<oC$Y*v#zkxWIqbg1#%f4`1O;=TXg3ZYLD;^&h9jOT
UZY}bfd_nw$^KIsz#<N4Oxy|6@9~6%RvN(p0x(5N0I#HJ3bjTI`>Al5%XV{0TT{8q-{h%33dkf2@
>i8FNFlt(@+7TkcZ8)-%jEA)Ddqj%MP_eiz_NJ;CKj{;q!QRHU*;u@bAk~?`Ozp^3FiE)1ni(mv@
dloLhjGO1dBz8k+>z;23vP(Dpod<0D*3glsRp@#LiAU7P>C4>b5Xa7@5(nEVnkXCr(A`<2MCrK<7
Ur+Y|%G3WoY^l{xz4ClMkxL;yx!98?C%|wM9DZPN=7M8UK9Q{YQ;ahecF&K_tB23N^_Ek?Qo5TK$
Ct#Je>Em&a4n0YJ1}uSgFjWhz;Sk{TgFZa@sO@H|P*F}j*ZVqao>$z;km>l5A5|>KT9&2=eJT9-R
D`#$(<1;QX>NTB8YZ>v5aBm|5`Ci&a<1Ul<1(Np_PpZCbXO0S54#o20FLuv&_oNW0n{7to-^d+f!
F30?kN;mo+-CIvIF&nCL&MUu&kX08PH}=-0T9Iobj*M7YARc00VK(+yW8f3?`p+9Y|9HaW?+e_!)
tA(c`pr(~4lwSu8%PyIH`*nu$*ENe&DYwVoldG$B+JaN4{1kjoU-WXkYhf5S?4T%M<;cdPcz^UT*
f%hqhq$KP=p$v!Q?K6myP48vJ3FeAzTND-k7_y!SnJs-tyR`C#l7>oH4k4bo%|BizJn_%`sBni0a
19Quj`Hq9Wn-;`!J(Xweu}=daa;uwU3^Hq7gr}RZ*~B#w^*oT|gn)x(BF=Y9{|fPZ$v?2H>Y9{_h
wFc|KEnEtRNr-c)hXn~qqQqs1b*b#v<o#EQ^hfvstUGw+*ZpbC1<(G+;pT^XOOg{&*(<zMPO#S5e
b&E(x!&H<#Gax+~8G9l4OeZW;)4s>mYlB4|1;Wi;LhHm%L+DVP!p&!~Qs1YtPE`Sw-@!1HsraaSZ
JC=U1_g=X9=9m7V3uf2-2wp>+%qVRUKqUmVB|3T=1&>nf|#^f{F0WUn#`^Sw^#{+o84yccNZ{~#-
BZh|14YrQ_bir$mUYeuzfXeSnkuin}nP-8nw@4k|j)e4W*Kqo-P!b<3Ss^GJL`H3t#6;|nc85G`%
ysNZEs4R9;&duYO<{vf^PkV{z^KN*&y=+n~4mwm^9}4pcQl-TvjA*#matGX1@9uaHQ3izx1VJ7>*
5RQ4;+FuH#Kt`HmJL&XAQ!JELrS>^jYB;e3<}q7Y8%3#kkL2RZ4}G`kx_@T*^SbYG;Pk3@V{yluT
xnKH!c+o&E<75az>)nm>8$xlzzGa!JjFfQOCu4WC*s;IyS-JE3x8lx$;U^AsTqkv^zV?t}w(#P-i
tMv{T{|skOt{IxO*2O~M<dD7QT=2t!!Z*!@4`8d8sv2k1D5H-Gks7S+b8a!+uLuehRjeW<OYTF{z
%!rs+j#I64lGohzT5-h^7ju<$Ym6|jDvMmY9>J}AjUk&_gbO2qs=}e0q*3(2Wu+EFWrR^BSKJiG2
>Ar^Rl5Dsvs%>;beAnql3W2<>W9A&yF_$)-#ZmeO`s!Lcdfa@GkZ#R-E!`fNRyXwQ;a2lBVQG78=
I8H6j&5*5ukGeIi{wbCx{DsASh0hH{h}x46h+sK%m+Z}XDSbi+MrsN3Zl`N2V8LVnJ3dLyjh7oN4
M3z6_gOI@0SI~PA+t-6KXZr=(%yQEJ|IhM8l5R^PW>Pbb71E&lm4YfR5*kP|tgoXRtVd@?~*BHEn
D9Woz5p+EnN_zY+$UF|I$cD0Z+g<_9#WYUMmcLp?eQs?CvInK8y!F)95RJT5~4dUFy`0JNA4>BET
JghN6F4j<f^xzCeqQ(PdxstbH!T1`r)>ow{gQVqTA=19RBTkHqM;`F9w98eJRS!lG<qufX+fPSAs
oq)3Yq#JTdnh6oYRVk2&2q|OVw&g0nV8A!$J&t99AZq`@o|<o*#n*>pEf%sO^)lt7>qr2<H?p)Gk
w*L1?tGBQ8(3fTx%rA<t^BMi`!YF>*X1RGx>x9M<&(vJ7*eD+Za0Mc_~r!H0qL@N8a_A0H3RLmB=
X1Eyb1}oNF?5aHqlW^9}hA*d_Fk0Gi2+9`=#G#EsXLevOX`&7VzCu>H*Iy?%7952T!KxXZeQ99~+
6eTX((0P#NDpN)95#>yB%d^hfVU6?01nk9q_SXt>lP!1@H4$pQn4V$BKQ2q+NgT-&Rl^bXHFOWcG
gaHX*bArds@Hw9&EAk=t@L-bs3YP<U7bru%^L2?zjZKcbGu#DclZJFuyo>0920a+kqB4;b>$jHq#
e?#((V=lhv^BX`&D~WxpOJ8n}qLXmIPkmP~C}%KWQE8`;H>8UxV4xv8Gm<2sS`JD;;BAC$Ui)6%-
PbK49f)r)mt2H*VQhFEN8x_d4__#bkHTfvlP?-sUnIsj23lEoCS38}8Cppdn~&)wT7n$iBF6k_+j
|6$JIgPRE{;PBb<*kG5`R8xq*?hqXu({=N6;g`=J+G0u(%0osz98YU-Ki(?Ag0zUf+Xj<oV9q5%5
j&rlR<%(D-+<)u#h5Z0Cpw3tJ4_c61vqw;=S8r~ON+v<iV#ga$>1A`RO(9A)s(;_dbpiv0Jf)c2z
DD{m=H@iIKN1A!8q)1u>Vl;qsPpo7^vHDDzD4z04q2ZNbsNqW3-0Rg|b=}-S}6o7XO2C@D${!c=L
O}<45bE*0%kM|e}`?!mnqdTCRcFaMhyP28_*yt8HZ~#Fotccn$mBe>DGD{W<k_H!T1rJ@$C;!&h`
Gu=XedB-Q#o<$BH){WOZlg@XmeEnF0p{y>h&e8(V5OeT!za!88Fj1nB#&L5sSXQ+Ur=TOCnmJxu|
;48rCON`O3NY2Z$0r3Nt*9Yne$e1L2Se`9EKLP%6-C~8UgE5%zG3er`JJ<kJwU)1_De%?iP<5Zkr
qIQb;rjRo9}ng&nP}xdsrz@1Eg0Cqtxo5f$CnE?#~?IpsmOhFtM9il8g(Do2i7PY1Pp5emlX#fTm
$b9)-zW5ds1H0kk|!n5!+LhDF_ULR7-2;zBjJtq+pfp;J3F?=azsQyv)ZEy=1ewJrw?^4!w&nM0*
nt#~2e{V7H8yjk=<A|V_oJ8}}oiftExALor=chVBLKrC&*dZz?->^{G^wLHL41S2-WtXz>pEw#5j
Ny15$mTm(Q}@?sQO`iL3}bXBw#3=0j9%Mwr2yz=x&=E^tCiPkXRFCOm5eM%Q?kT#J~~Y(5?Wi_ri
Pv8Xyc&&pNMEI|Mn^A!sYh#7{Si-``~37|HCF!{<~%-LHU@bRO>QPQ)D^wTrPDK;^iOjUihk-(_k
*65oAvt84!4KUo`rN%;kECWrMyC)7bTMOJl#~URDQ8Uj8we$at0Mx%Sqeurp7trJe?T@Va0!{@RW
UVb~uh6NAoHC&(LWbUcm+6h-N&IzoXAC2KOby%KIpR(l%p7qq6qWbNgQIdUA(?my1(nOSqF>L@)B
NR?+mSx*hCL}9y!!B!bI1JAn7@uX9_(&Tm&B=Ab4l@&1V9X`vpcEf(*k)ol^;=6*dB<7&(BA8JLJ
VJ#k&pLtSGz&g`$8#{p=<%y(8F^X|A!>*iv{ZF~izDRGY(eU77eR?U0^d|FdF;cZXBH1|_=QluFv
ab=5esmGa&$#z;Cn2Ie(B9u!v~3luUr5+KSj3xE=+5!yZ<tI&q2|NKHzaJH`gr^s!5N#F2Q!BK<a
#46KjoctEt=4WtQ~CF6(n$wnaeSwjkm!1p%UrxD%{W9JlHI1AU^nL5<*6nI1)X?Sv(ke-+7qZy?e
kJ=XkJKy|*=S+LSN-_#wS)2N=4vU+_Xh^8L;cSK_6^D%+wX5Ww+9!X2Y0o;I-6r&8S`mTj52Do*I
C$IPvYTEEpGH5*kq^HKdgzAO%X2WtJsCdMjOa!=YXU|moiE<;zw!ZZTVu+#Mj)(`B=7k%ng^s>Be
cpcc-aIuzy`70jls|ESWxLrC1jd4TZ?ZI_a#6{4W|B~*oqM)U)Ie_C`ER%HeWR?_TNIw%@wMFi5$
BOdjf*D+>8y8ZG1%cK65A8{JOJ#0_u87O#IYvX-VAkeHDMvOz>q9s@K%mu!Ke`A%hNmL$?!peh(s
PPsvBtKk|KS!L0#XBus+*yD&9l!Y$0rP{!MX}D=XJbpr!nY`~3!S&kW^1RfyMhsW~%P(i-_>j_dX
GC*8<<_la)2llV}@_YjEc(*b0gvmhL*t%1LE+q9K`P<Cu0z1(VQ8}`&i#aEGHBYr(U-MwtLzA8C*
{^YvBYbTw0_b{OHo)tCZov36=O-3Bds@Xp~L6^O=H3kdYNxyC|iblf^0(hex6ZFkROBAusS6rEc7
(f$>ER%ApQAZd#mt;5P`U-U8ZzAVkD2=*@ZV%Bp#*A%b4_ufjERRZtZ{62LOfs|9F93f=0*Yd3Q+
{b}MLavdM`~kEd>FGCTHQn>WU3SJ;z~!M;?XWR5xiVL)vDg4U)t)#-nje6GM?g&z$MDxhbHRCBMK
f~qroD{-lA75)W;~hFU^-GbM(<r1Esds9I37qHY`>hR@hFA6ABF|lIh`=Q4*lskTHAv^aI=_)K5R
vYzA{d<aHrdfgVR+#U|FPlHbPBj?;0RS3MQ>@-C7CSwK3}&)Y%IuntLsL;TU`C_V98R+YM2@`dg1
3(Tb!hZoJUqf9b3HQ^>ewDMPnB(qnG|7ppCIzXS)jJ{u_e;P}&2}pvxoiBCX{(18b4nmUEb@A9fH
dg+(c@pzAv1Pxz^GND)K%#IxXBnr)AD}pUr}^UhJ=3FqqM4a{BFTR~DJ1t|m;+B$nQ=ceo5TLK^7
+TF7^)B$-<v{}2+yKE75sDlHb!OL5<uh_gK#xMs8tTFp|zx8RZ8R*?pJ>Dw9=BkUxNdOFM|0e3cd
DQFkSJ*QPUTa7X5F8T-Y6>2{u_}f`hPJD^QGqR_@lwmh{nvQfz_t`s7;C_A&*lvUbTUTF5q${IE}
LI*iJ9=uY^+kMh1AJ74))1Ex2!MD$T^b%Oj@5bS=++hIM4@EiXv3!UY^h?3jIxLWr}L#j8+Yv*7Q
ar@eIaLj9pfe$8GPgM-pI%Zo;LdCF6gU&ng<Yn)77s{(<<lz%h+eVh37%p$4@WQOG9a(ttddQifF
t#|M*-UFM4lMNRxB#S@a6A)|sOHR?Whz~KFnTWTU`BjUn5^=D!ePgeiq1oX;&6YbhG6}AuEu-9Be
#s^Y8wpNjhyrQThiLrwU?=@qB*4o?-{Y=kB`MK$_i#Ixq~C}wQKdEf6il#mdmd@_ff9Y4i3eXM}m
D*F0kOg6!c7rOSOj-&xvl_6}5pj!;}yy;;0qJv5Hz)=;GAsStyhC0xtYw!QXEw*G5*)obSy5z#{F
DHG<ePIU2$9%`9#XY2#Pojfta20+?$x6Ofp{`4KzUXgY70X`ycAGCNWm;=yopkfT7g4eEa=mOmTG
aok&;%L1fK%Rywa!cjnuuS)f|<pw7IXUdJ<C&ALcyi8Xd*k0jCO-*7LY0y(aV{=lvh+mKNr`N2LF
BlDYbmPEj?<SM9jEMs<=AIUl7woV@p#VUqs*oG~Ylvt3rljyVO-W|2GA5a$m(O2?PX(}wokx$gXY
KlS{c^~4u!hBaU5V4ki;5bIxI+VUrQfVcxP;C^jhYmexRD*OkZD%8I)|Wz?3kT=SUeO+FMW(=MmC
AI5+=7A9$XR@@*8L)nd_f+Rj*4Z^bG0b@!@KT3|6HKiO-zMec`gn!2+vF{is@&L`hUzZhjxN(a^_
<*zTeqyKgWm1~@ge^(Y@~*gsnY?frgLkT588vjOAhM=#)|I=*p@e$#z_j+y2*HdKQ>2d=l`G4Xlq
O@vMpSc&YH4?~)sm|WC>ZiE?9sUy;ODXZ=dp$&fHDk*?;vP@%+0FE|Y1zRW&UPOpxOr3dd*8$`)=
gCQP=Ze%|X@YQ&Jd>c)jiR68pR|a&^?=-jC5bB3;rP7TsxJ|u2O=38Dc#bFmL0TFe>I5z$IT!Bi&
o)vbQwl7dv!P!Vv~2*f9a{ery+U2MSerg3ji$y+PtBHw?=F7>2EZ39mxJzkB!va&_T8D9Ob~|w8g
@wMOOUOXH}4c;=YlE?`%Gp%1?z|6iK^;riPVYns2K7;nTMvngPgkPxq(G`>2#(nA)=^l|fDg0$}q
{O?pLHrq|dWfin=k%L{vLpCrvxcE{dVFV`EM&`A`UgZWp<p7op5nz-X_-q|TOkurxZZJ)om?xJv>
wvpcpUa2j0W`_5!bci4;VnFBb{n|(m`lZ?6iWN83T^ovcklAi;qQAq^iX*M7IE=v(48<owPP$C=%
X>t#atN&|(Lj5p0!lqOJm&QK*k=xYH_!@4N4hudyC{uvI#Q>L^ue7!C0;w@>LH=3=*rY?owzUDkx
9Q8;|pavmyLj*d}Zb&<qN1CGtjG)nhx?4S!4D#FSnoi;JE3>$VXhL-W~+tujIY5kdkKW9|?+N!oM
7R>P$)@n615WC(6-eO{Q-eWD<-<6)COXV8G4zr(ejWPq&FsK)t{@B?bo!@7&uuD<#b3jrf=0@psC
)qN7?Ozx;<MU{qe3*7EjNfPvK7v~u=E_pMZ$IK6k@uuf=ju=#mhuo?L0)t!3?Z2Avr#Z$d+N>6QX
A(ki58i56pWlycIISE^yDTVWIA(r_}z!V@nYW7}OSxpRt`7bb%DRQ@QjQgAp&#mJZsYWC)I^8kGC
1frhYwgK0C~9K&2PunrE*B>Y7HTpG9Y7^evmEaYNE{TBF|qxV0N@TopofN(5-^|LU=pTLf+kA&;T
>H7y`w8D2s5Bmgd3J3dGBjk<^Z1-JuE2AJm!b_>v#PuYjcwdx@Jc(Vv~AhZ`wP^G6%xeDR#gVkMR
X5kwJex6~#1xAdb%S$?2t%Z_noNu$;_fd{hi~Vd@2zfr}+GomiPj(3-zzu=V^LBkfU^rv{t;>Tce
n08UCpe$zeS2?<kA@9bEwE^{N0lbVHPm)GFh1-JVcCR#wb@Bg<#W5EXbtd6bCh4m7OaI-LPmrIaS
(H-9F#?LjuwZHKuuS#VswQ+WgDQHc91Y#Emzoj4+wBV7(MtL*j&^PyS6cc-!C+Mu`?A+LSxn}V}H
EL59H#>!J5P?Hft^jwF_am5Vq_->(=#rmP+fSc`A>h;K1UQ024b=G?2?2S3m{act<p}N}sTH6YBh
+?U{2jM@(ZJ-CoYzPPuj{EGA4ml>t{xSvf8AtFLuswi*|10B2iBWucm6HKjDka1rQQ}gP!Ux;LWS
iXSri%12Tm>to>+6<89Z^txZxyA+N2#*mEqk(A#r>%1V^AyDcN1W+8Uq8K=pRDu=IqPx`pQ!U~hl
|I!k(7lHIi6N3Ka$bnMi76wJ<<AEfBY&`BsohsN@>l^j;L&p+gVk<K~dzV=+6R0_K4I#T#_F-zR>
t}(0VZids{ngZnm&+YgrfK_j)fnZuAjrmKmu(f@wA_1Cel)#LbNNoxo^5osH^_E7cshqmclDOx03
k_#B@k-(gNV{`!^$UZ4)XZv*&lhF5T8W4g$Jd1N&GA3y!~~;SCYPN3`SUxgk9D6C$T3QiD9qc(iD
)$CzQA_-jj(gba9^31lhe&y?}uO(<?uYTv7|j-lIAA8^gwPlv9o;GIz+$63pyZ;&k>lH*|8?Ik5i
ri+BdWHa$8I!!3bU1fzpd{3=9UH6D-Rs5N+r6?Z0lttoQ+^bl{j_ClQ;p;@{h+UfF<P&v#KB&`CP
SP2M0%ubWy`+R}9a2puc;WoHoWv<*A-4EKbNx6kx&86hu}TQgHwW&hZ^98E`)a1i4*g!S2(c)Gq#
X}zU>fb~zmhmLcCjo%4VJX2mIh?SN2xxmi|h8TYx@=#OIwq}}?5g0lpdXm-dy47AT%v6bq--^3(B
|>uw#<JlhGG=XDUiYLA{9?zFB}JE)#>r;P6=qxva|n^)z-}-f;jcm*X=jiM6@c?Bk<XjQRdk`l4V
?A4)SQjLvIS-Lqt=7whzXmR*K=_IC3szu1h*(({=gJ}W!g68pt<QwFn<ky7PCR<c9@jh2`cXcs~<
cr(z#{K%Tb=uF*QEa30_1diL~*&jQwVNOE<?c6NJP-Tc4^gDsi4ad_MgyRb}nnHGHDG4vPA*#+uN
9(NDkX$$bOk_ZWBMsht}N0ByMQ)wl_6Y;SU`Li|)=MHd46<2D0Vf7?&<Tg#`Vt&W9n3W+P2pv@5e
FH83iOlxR^JYB8C!hzHf{ZM<-gI8%3d!GpWQbWMrCoss)6L(1WV~MPX3<<8^D<<GCxKTMM8<zH$l
t7TncP5mN+;6#my?kkqd@Y8dq!Az-SQBLdb}<^{&W`+O_25=D%UZPR`h1D(s5VQFG&8?oN$-nr>M
!>!ncS_P`Ci(#+F<xWm8YprgD?GPgP&#5)^{f}KNCg{S*G2uXB98D=O3Gb)6#819_<oNx8g__X}A
FU&*3f2xYVgH5keGy7jJwVgdVYwFa8Ts!m93!!E8(lbg%_Bc}2M|orL_nU9}<Zdp<_8Lu6NMzDxs
w2TBu+fp5T3HofF+q(BXT8!${A5Xt3<I4PVL%O}J}IU&5;A~|}q@+kS-HEeF5s7iGUJ-YzgRBYv)
hHmpF>pty$<;b}|p4$LNF5JfE@4Hi6K^x_?juR5jS@T|jsTkOqB(k^UzI>B?*N}5G%OsXLP$-gVl
N3^$_Gub2@t|DuY**B2y^l=)N9na1Bz%fGBWeRSs8UmhoJRXW?MUcVxCrLrJ+G+o?N>OdVlm_za-
SSbWQyLs1Y(ubsKwV0M+-r++7mtYC#a!bAW{cQco-h3nIEIj#yd?aDXCI++^LsmRf*xg5lw5bRQk
&&_d`NXCS;4`hl#X4kmNnH*S(>OHkK<lEElFU+eL=b+G=Sr>4z+(6*u2Q3t!?gY)=wcwjFj^?+u$
YogG5fa4u0&6jIoGOFP3P)R4yWl|>u|q-xngt;ZRp%oz*oVZ_FlHV!48cKG;~|9Idv!p3uHS|?ao
J>!*7hJa6HOwxCxGxFVO<tA8^0mmg%3A{07nKdfp$D<6dfv3dEsVq!KuFmt&+pK{4ZX)YTW$|*q_
S$DEW65WsIZnZAro48)4vU)lgXR}(GFM*sotRF#iO-eKtTw(61ef28w%3lrWJ1as=K^3gy?Qb7sx
w3|qjqw-S=RFN&@fZDVX`bedpe@qHFrR0K-lD9q==X2-zt?@X9Eq5-ULXoh~bwM%u=mPSxTzuX@6
c6Z&7p8o^~`G1T$q&RyW1)#PVdwPW5A$Lm5Ud8%yzXZELnWX)p`xHyrh?&2UDIhd|9}LLzzJwTy%
O_vFG7<S8{*vip;H?0!G+P6;Hn<Io=<%C3Ttoq4{^>~WT+Vt1SPD&dJi$dYAU!L;_=U{2Tgj!>7`
-AEhjKzA#v-mHTxW-usuUYx4CO1=J0bSP@dWB12PtPVCs2qlrB3|$i{Yk#S&T56cu+&hgkg6{`VA
7jl7`$2XxMw*TU-X<>)8U+dTN{_@5;JL`gwys+`wY8ZjlXqHeSCwX_DQ1SzQX~7NYnv#6s&vcfCY
w%@#fz$N(zdU(Z<wI!EPDMP_4Ti?1qN2>)Gpe~C`;Wcfr<sY(B>jg(buzKO?{>UzB>rT=2x>AhYe
2ICpWfrnt;Na*rO&hA3<dirBX(IbFBx;Cp@UAX6mom*dkokZy4fo{1Qd1marQRrd#$N<?OHWz+p0
Ani#m=QF2=Lyt0v!UhyVo_-p_d&3u6B+VW#-Tgj}Cy>>JzJRpZ}=2&;>(`Je)Mb~-LmCzjB)v9U~
=;!Sls!4bS-DYKfk586zyFWv3Pd$U9omNET<G|DT_<`zqhF;1O<_-T=)9_hD<2XqAsJ6>9Rr>L34
)_-R>v&yv?_ei|{-liN-`e;XE4&06l7i?|KaMPcXwY43f+0eF@?cuG>kNNE7hOt}lH~D`)_}Mzc%
z|WH(D#vO(wa;xHFyz189#JEKAotGTn$Vy8d)32sIC;&1M!ZXU~rUs;R1u4YARHW!&-;&*0AnHr3
r!uVm8myY$vxPDBfrbuflO(+uvdwmbW)af;^3N5JWni+$bqdRH+o<n(Lc?;Pl{%$g@Q!<C82*Jjo
>T#ype{4W^9KSUi_7p<F6vpXl;JK$~(Qj;L5iAg#uUz?6t^792N9sp4X6T0)447at}q?Ub_M*X=t
ZtL|L4X+xf;4)#W;s7yY>`-wA%hKm~Xfr6p)4Vhoa0O>0>sF#Kd<67bc+DonNWZU<9q}tjXBySkn
m<$bZF*=+i!^H8FG~N_Y((ASN>U+c>_mMD8l>fS?i#9oE5+JV1wsJ+XTsLp@$|@Uv$r2s3KEJ)qL
IyQ5!;KujKLT>aASe6-@UF7DS4!%`ojog#NOT+A+b|#De~iTllP?g3ZEUebv5(6&D>8IW8Vt&KmE
i;PZbXI-FhSA!BC9T-I$LJjd;tV&DJkoUl<TL5e9fCn+PWuxH64U^h%63i7mI$jWe{v0~Al$|J0S
rsA>+Bx~Bgo%Dk+7{I`wSXErp@UQ17|-s?DXvz$d?rz!cQn)vR+Ne+)*Ub@@5PHCXAF2(c5kP9^5
T%TD9QD>%BEPV4*iva9uU0TIT9sJG0!mL(vZD8w;@xixU;OvhD2yLGO!yPC?&_SXfAIpN_qm)NeS
b=+0A^h+gHq<`Db>pCHLY@uK&W}8bs*AeB5DLUQmKNslLaSU-RDiwnAEr7y5se-5?IQ3WCv=kIfj
GxkjOM38<_d`}o+s=vzoIpnzA=$5K=`E_W-lb}0NgMFOo(tFgsE{RY^A<Gg&^nb6Sq?3AbaB{yw=
Q`;pc^#Hr33s09R?w9JD%n9G)#zh5$+7`(z^;r^IKp=(rxLG%d0<LjlnmIY7Yvp}d<Tf^dcN0C3W
*$@HoYvpVAwzpwltkVXvE^9;@{16V+=taE(J3Dh3o&-QDQ(s8>mO?Ust<clOXJ3VreosCi+%seYR
q6<#CH`MjGIUvbCb_u*Gs%vHe5rEd9L0yYfKkj+oGOP@XVk?iG?xa*%YW>u1MKC*IhQDzVGI=`MU
izZ4ZZT;n(5H`mJwF~g%c>s05{YA{kA>kU+jLjqE<LN-aG={|WW|H7pl0cNcsi>H>8L0C)n<bRF{
A(e<|+0Ru$^sYWb}n^Yr@8WzoaNlED0&U^F%HW7V42jRh<kAoXA-s(;o9k&LOPHk1^Jmd8Th?9s@
1hOf3s(v(mPCzC!5h(4|Oy{oqc@+@-gx-ljOsyZ0!pZ3B)12IJqVQG;m+Zn71j4<E$cdQ-7p&;V>
kAv$?Nh9;pF20`H@-LTvBIR^xOs}sDCp06uXa*U)1q?O^Z`&Zpf!UsNV+!IVdH>m?xc0PI%%$3`d
FZcCHFnv(-M$!!Vhy<~(XZMX40PCGQlYK2H#6>&%H%=dTj%MhGH-4&p!~sde#vNe%HxLO%+r6Mtj
we~u225j#j@7<2pK1j)y<`4xUJH@Q2?orBY-3Jb)7<ls#xA~7j+DO4DJPfW$QOn>_&U^o;si2XR;
9&y6MGEOog6&do-MAy(MR$HHcbSOu5FBqZpG8C`s5lLdKFhB`KFyW)4XY5ePB)x+TN4diuQo^VH2
#}(QHTd>fZ_ZY-h^tu*t$?LY^{axDj(E69xQ3Aq{TC5z)w@C?LnYe1;0`b6AlwV%uf%Q<vHLGbv!
X@DoCtyu0{pfo2UnIXxHS%&UvzmB1}$F<H=<mL#Qx|CbJqrjE@2Im;n!9pe|$dUo?OSMe_vfzat3
RXtK|4w6K5S#`a_LyEdN`&KvtgL;$pQdadIBst+`HBXOGT@?&p2)i55AVv$}QekZ1-Ftc@9k8G(m
s9E^4l^%?jsvRA6sdT5A1==IoN@@4of)kuQ`G^9%wT@6{R(juNf(Bn(vN;O<Q%o0#+O!$q@KDiK6
tY}W?4ZKY(y+{DolV3l#e{5Fy^u<#NGu$56KJ@5K)L7E-N-g^a~n-12$@X(T?*%Txf8A0a$9lxQW
IO#~Zp8<T(SSy6s6!L|Lr+*02d<GU#dvY0c9dn<wEOZqNO^yw>Gq%7>lIzuQ9DqrnEE)l@39($FT
pV7}Yg)&x5}DQ8EbUKthe*i|vg7yr;dsl^R@sw}G)Xs~tCqV{XS*hjCmB0(CTd9(Y;rf;o%NJ>ai
2`k!Vh*zf{#ZEREl^b2~h#avdbDqMi0jI`kl;57H?LjTH$gK`tB}ekXVB0slsXqmo)V>#C@_O$p#
>2r9kt%{L>6!EQHh^p6R*Cx=vI4Jj=hQQe{2WGyPl?-Jo(*XB#3AH~iAJ2RE0fqD!M(^o1K25rdH
M7H55{grSn)UGgYO;W9(0?Vt<EnLMi-U|ULgtiQEn`1`Enw)#2wed{G7s2o&Vx3jPn^(fu3}T7bI
{!Sl8%(7T0lD>|h8H-Y!ucKFhg603B?txmeGfB0#K3TTt;bT`40k2;U?t%nK&`WAB|PNTp=IZy#H
SWs(`6`sQ)LjE{7|L5n2y*(9s^Di}tmGO`ty@&0ytR6{>>DSVhY^_Ey<{gy4FuxnkO(%ej0Xr|op
)C+=U^qg}A(R)w+WwL>#2&8S@BLllQCc_qMY8n%xLsX5tF5y#wV;%v!iAC=1y%efw6}?ph)EZC02
FH8A|CTT6%XIH0gp;_fxZmN=A$FZS#1gv`Y7$xy<l}EM9F#Tm{naeg<SmTlv54!)Y&U*!`K~0u$&
Q!c_>&|PvJBqk14ng}ij)8>M_`RS%LWJgQ44@h(vraKM5d1l#+B-U48Q%Rgq#Plb&5_%JRHD<XZG
q!Q~P8EHIoD5v5>`ZSDwk|KN6wALp9x^64NmWG#*w{5h?=-<oNeCmgkjbLcZ()wLRxPe6h4?F(Kk
~x!KKr340+BdlfbMkkCiu<}KaijJUcXn=L;d6Wvnn|MPL&y?HYlKS7oeT!Gwo-NU^3g%3k~EX4l|
kMZ8dQUr<Rr61n+uPxu1aXD0)TBHB>p1ucIu0XB?#WMmC1dCt;w9ki!L5gCrPyd86({|#R72r|6Z
zAK}Mh@6)K~1{BK}B<KdS=f?5Gy{buDL6x9;a<EwwPoW;V#3PGX<HRD<Ae3k;(xd<(P8x*qvlqXJ
S)+2+Qe>0RK?sr<?6~PaWrS#|+Mg4*GzV1FAkfJulQ#rpi*;P}%WPuWxg|L#RQ^xiT$*L+vH1qs|
GOR=Xvj_e1y5K!ub77tyuLgAHGMLAJLc?Ic(4B(ns2Hs$X@M&fL&g2hvwr2ot$Bo_Id+u)_=+0|P
0Mr;q+;I8vtf?N)Z&o+i&`t3Q5eHU?4>KK6NDbYz1kJ-L5MbQA8(X%!JTn;Dc%OV3UCZg9%o7Shn
_XR1KFp7Jy@3`YfQ4?jK@ByxQuBi?LjyfK*KOwo$8~8EHwKoA%77^yibuL`YHx#FXI0>WRe*IM@*
G~bOJq-v+_JH>?=OcBZ%v}NaH`7oA*)VzfvWr66KC(0EQ<+DjLD?<=sJ`F8yBh&hxuZJL!W;FnwX
oIi<;WJL|BXQuvMV(nk#NBYvs=qV?gIY$*2(wDz!=@FJ52z?{2Eu7RR6SLq=Th>$q;O>4^_pQ0A5
`k852)M@aT)3!zsNHHo+7>{!F4HMm57vW0$<KZC*(p%CBv-5b@A@E$&7=#<H#1SKIHfC>Ppn38TC
dKRci&zCtnb!VUK6N*TSXC$z7s^-CAJRSlV%$U)x87siT638aK_#C96B#xDWan*)U=M=AP<`?B!o
y0pr4y&4S<hcIC!O$d?$(h=Bj#!e-e7K%m<TEKTCYFPJPB>z0ZWq3b+1e5_>I3$aXiW$)mQMv9a5
nXwYgyJ{60d2j2Q6rWBXGKn@it4D~PpV@;p_Gfe?pipaUE)TiLu>l4sT)$r<a;VKum>W{_`EI?3;
y|s_2DbRQ;8w0I@EfY)Um*V6{#N-mI`XY&bWcRqW4VDW}}VaD4Vfsu(Ria>RT{^31!Wr(I`2$fPS
{2^*bE;%hl%4bgrTQ2WQP4Ow0`amb>q1)4+?xK%~6SA0vz<BO;Ni;<o_{iEo*i71=^L9o?s@T(?4
6tp|l;>L4DOvSZG9)FH=#TMLkJ9ZDSq#G##`)2h#I1x*uw9!z(T;nvPzure#bNiWk!;PCWT^gJ6A
?Gz-@wtl;N-w(Z3D5+ouvdfNY!4M_{B2+Hp<CaaDBx|1!U8om7&g|+xdEgE^_I>mqcUy#QO*o4n;
g%(}5p*s;0_VrMK<hiwkVK;dCiHnNoe*DOLHy;uMpkEJ*Am%O7rOrFP+-UFV}^vULtp@j<dy3Pyo
^=E9Soa>6xS+ELW;_Os5f_AmS)fTDtUO|qrB=i)KzA|PM##9Tti|-=W*eKX+luIA5Jj4nIq(nX3p
C>ek%JS8!k3G*ZfA*nk2}i)Q9(M^>?6TUVN65X=r<idXNg|be7>z!ntGTs1?U7%_t(Vw0G4?{1ZZ
El-z0>MbDTg$La@IT4>(v9ysW*rBzM%m!+=>Q`Rel5RU@OpC>OTFXK&sJwpO*wP<Z2EHcx)pku-Z
ZT!MYu^*H3{FT|ThJy8@YW$!#=4E&6SnYEf%5nIv(~SKGn<#ezWj6<*)<WR~^H)zWq9wMQ*7ea4R
&%caHpqzdsje9Es++0f+B&6Y`Bz>*7#U};vv2n}MokPB)6osZvZh7*m5gOZW6xIr+1c9GtH(8ASR
a{6{bP03`*YaX`<{lY-Lr+Fn(Mq)<R%?WCwBlC?>yS>ta|gE4~~grJdv_SYj*oSiPu|Z{c=yEqIZ
FC{ORZ+r1$YFE;}B730{548WuHB)8-2Q;y9YzI6%JDE?gI<$R3m<vEu44joT;Wa>@-{8pDBN;*q-
M<;r`BEJaJ!p|hh~rrrgW(bGal!J-bm+}5k}<m_EjoW{O?YhWB56j|S*ej}<HFT~TQ)ra!CQ3=X5
v_Oy}4griC%AC=`ZPmG@oqj(!j~by}wQ6gbl@XsD+%jeM2j`A1j$Q7C`~cuI7vn_I9ihk7;&w+AN
0|xRGuco&&NIe%!8=z}yxDapXp#68gjQ`KL@L==O7_i4u16P9rtTjL|MC>K9DviUnn(k{-;D)02c
Tlp1H%eDk*$N>7w`Fj;bb7C(?n?*=MlW4-Fg7bevQLK8;5HprB_V>T1VY_EI_+GSU7n|^Weef<n-
x4#oH9CDbyV`&G>7|ziiVa6NPHUb9)3yasp3_mTTv7mM|@q6iW<4@xVU*%~n}ES{K@Pcu!5dX1`v
d3UfmsMnCs&>2sDUg3^HC1LvMZw8KuO7>0paMi)O#x)fFo$&yBYXZcmjX4t8OAlDQOPTg2`e)r&;
D`05NN+*vX5YIo3#ssKCQ8vV-2GK*tzT<<42N)k$4koSr0;K=DA!8gRyH1=xUK|fc&4-c}JlZ<wy
Wu4>DoFjm)z0U`qY0gXJDD7m82OgB4L6Q3$rp!y13C~tJFYp7Mq_*98yeE-kAHnz!D2ZXz0$bxO#
RzqFkc=D4=5mdbxxd>#<zc$i;2%WJ822!U2$AS&QL^mWX)P%_MrFpWNfHL9PM2VKz8AN^?WSw<>P
T%)0IQzz%N_WF7sf{#@BB{U*locAGi}Ae4SK82OpYgo?UfF-g!w!`L$Pz4N>W6k^O)VAu?cPp8BH
l7B@i6AhJkvZx!!=xKCj(X=?0i^_Pkjk3qKIf&wPum;%1F<{zPD2HKVn>Ctm)ixk+SV3X_AthU=+
0Hh1AOleKv&inYQ6mV)jkIbsXS0f7kG=up>I*oJW#IG7S94^%oBxBmt7rqJf4I>pd5LSPITs;?=H
(vcS)GO7OJ&^&DvCJ&91qAJ1C__vW*nX*aH}FBhFW1>U44*uaS))94#%;RbiQc0GeagLa+h*#P?@
|R+c0GH_m3Oizfu$}-y;G;yQ1f?~{F&Ms%AtqhYgfzP2v%rKRy@2yJD<5r(s)A?i7`V$TJACa{ko
E#iH{+>Tsm^2S?$ov6R{270-id6W!|ZtYcqiBX51TWa<T05@|?NBr#db5<oQ*FT!?f_%8$_05&w*
UwK(CJlal^l;!H#svl8!esI;HsCS~t@Ed)+RJ-WGu4DtRzSeKye`tX>n{$EjV*g9}Z_|lQe^){Rz
Hq9AS7A<1T%JRT$w8oIAji$w1AUn-D8~mend%UnG%p*piw<LDQ{H?SLJLj~Fs%WY0qSQhZ&)>SJ6
;rK`$sI+bVFO4wx2@8X(}|_St5q{>IQ6BwDZr%g_q;g$!a!`6Qtf}%8Cro3SW^Kv-3{&erj?$(_4
`WY^mLN@`hrQ+@Gp>340zWNv20_cf7GL>NHVv7D+{w5#|FJ?iM=%*`%3PD>glr$-s#sF`u;94z+K
Hn#6Tk7(6`|{`kuxj0Pg`%c}7(u#oSei@uixO1#%s8dO(>g=ipG5ml^~A>K8*T452j5_y1$mX-zL
*+Z}R!b?bH#u=UmcIUOa7KhFAYYCrA^?$f{daX76n&PUk={x5x9kg^$s^qCH$J3xFUWAS|L#SsSL
enF61bH5!09W(X(G+u|7uw+k;6_;YiPx&+|eJ?8a6aqYVJd~Lh5wAjc7-I!S)iV#x4u+X|Nqk8Ru
p(AARd(BI+E^LsF2T(U54Att6ni5*)%ky;2-k2Y-gG?Ptd#`6z{kp718~d@o{Q%S3YzqTr;%NfsX
=Q_bWq^+NCoPBoa&Jvepm<?Zyp=C-M%wu{xl*=f$*ZHs0fzXF&TkOnM|)Guh@DI$_z$JXHV^iCju
eBRy!cD08>fLuRMFUS+6S7EE3Zw!Yq|Z_-WS&$*4b$=yu%k`{5fTmD|t2Mnm~2?^S>bMzo}a47hH
Dp)e;<%Azh7^Xa5T(41>ojgU`2HGK2-e>#PzZe?M<w`#v-Uc<*dkz+V-Yp%voI;?}vA=Z?{?vo+1
Uk|iu23#XYRb?-z7vI0`c0=PhB9HI~xAqY4C^oo+#7HoJ-<r(XvOph*wc#H7Nm20>y(K-y8H6+F8
=1wCeS1FrLxQbyQUcwZZ02eK9a{V%&Ts^4J^j1knKJy8jb0M&IiV1K>HLCFx!)BNHRNC&#msZpRB
Fi5!}4FW5O&%XK=~%oN7pISEs7Y^hDx^rX_qOJJ+!d}lC=q{;7#`=0VW*6D!2~Pw;)<Eyc4y^1R+
EmQ0{~Nj-dYZNVN@EGZ&*A_1Lhxxm)zlJTTw9uH{+d#-Q)Jr3l|)d!=G;KsN=t)njsTHDf)Z3l~G
A5IAOlH9fd4P-(jTpf*%UeLDF`4xIWwq#P(}aNUZL*c_kWeIEp-7WcW)A4M;{YZZnbu~oo;K)(fx
CbCIA1MA&_J7LeMyhCm!5AqXSO~tAGc%^X)j{dzg@kyTx2>@8(rOq?VF!Uw6Gnx(VeAyddF%3Izy
V+TLW!%k)t7UTj_M%Us29PlW-nPjgi$*UeZJv6EqN8?e)iC)TcNgjZDhp1gi1)8hdsQzucL@KYe4
%*KRq1K`akqt8ruxp7r7LD2#)tw#z8>yd)B*tXY3X2JG+{JSjF{&$FfQ&z*>6VvdvcgFHQL!y+>r
^8hM5Y)+U8NxW+YJ2>A-I(;|uL26m9QNdL1qw`|jZjyv~2p%t<23pa6C~c8kXug@&%ZDx`&a$?h9
!N@z_i1Sr3B7KI@{#?ye4wz$hnfoXWXM4Ej+`&>LTJg^|MW0TcJ=LTX~^>LPb^u1(!8I#B#ee}bF
D^6%=cJH<Ja+r(km>%pqj@rZcuo6spiy5hquBnuu-wVy2c-;4rYM!`$0cRy<VnJW9&)U5~KVq>ga
s6}rwWo>MXy@1pbRg(oS%SqUBVY<xH%nZH;^*_f8t}^RXj{{<hn<adEBa4<WL}V8?$x>2L=t?LCb
NT{dQz)N2+{H*`;1AcFs#N#E8%mk4WscUW;T+JZGIp7R;BY^47rIA1F1EXoxLjerxDH-1Nv-E%O)
=02<5)2&gtcY$z%lTH$mh2zsgf3ep+tO#?k9=xg~ZZDEJ&$-9KZ_;o^g?e+&Z4rX-hh<*$8pQVY~
JA?PcU!k)d;N?$V0BTA$ekE+ODsc69W?;XOX%TAhudJeoB&PwJTpD)1cH_EjDHju_5Z{aX5t5nx{
_`C6hTPdgkvbwugtHlM7$d^Te=N5fvcYdh1^tFMrNDae(X*jJ$sBHx4t(%^Ei1?K+%b4u*CfTWpR
OWkOFAWnqrK7naqh5cnO2f#@?E^o#h#!q6-?(ru-sE9&S%TY0vQ-Q!U&N&4!iNM)J>9Khz&|Y*4L
Sc!X!@h)y$6wchT6;BF?lk(C!apg`0T8B<ONoW**3f*xx>0h-FffI<mh4+r2hbduRw!u+bGS00Q=
s++fyOzqZy+8`THUfU{1$FLD^ldAco8VpK#d8rjs~Ao_s)LP&c9!<YQq;Dc&*8B<Y?qsBya<u4hU
`Fb{_k9S9*0aX?h+Qh2%FVBoeWbW%>mn-BxA<A2?+2}xXYLhgvt+ysv!{!8Pc;v=W_G&g6h`QcoL
Qp`o{@(cxg>6+SgH{tVkG_N|-klV00gxbECm3tp)P{Z<a%E}|*)7EOG6>71pGa@0$jFoM_qiNG#;
zEz5A2a{S1jq`_9np}}5Sl#0ZXbtK*<-8FMWPiQx>*fguP6D>7b;nJ!-9)>`>M!hDxFW8s7SK+++
UH}3{H5HFzKZK81i`mU0)Y3R+M#5ZuFpaeLClm7ad5DHsBP9%(@gcF4LzwhLoRFIY)~pRAUS1{?3
m_bD=gQ@51~zlRSIM4LS~SV67|e0xuCXkxM#$-dJ{hA{N#uA}~~3_s2x}QE){KZPOnzCbY`7LYCf
nW`aOGy%LNnfY?NpvzD<u;^&#~Fc7k!09LHQU@I@<Eh5?vIdYI?7CS4GcMyU4kNA8~%N}9<KA#f)
%<S32O~Z|lP&{KG<;CFwU4=J=49dIJi3toKg~_O=)E#*fmLicR^+&|X7SSqhaJ%u#nwvC!y_f+N`
u^VGGt^A2;7P1<8SXie`}v?ZF*Ei|ap!Rny$>jU@}t3D>iJwGue*!|VK}fO^5~g@oyW(E<aitHxJ
4GXZiH`p7Bk4lvIW<Y9_Ri~_-NI_ZRn)`NmFJ19n-x2EHGv_Ti4(<A-R2&sli0mkEyXPHo1H9hpG
Dd)5y6`4g{0@R9h?GEfL7FV6#td(0{Bdf`*#S-q_rX$Yk=cuh})js!|I3*Va(*#RAXJWx5~tj~$m
$xu_^0oe}S`%>fOf;t+|n$8)MowN2+eYSs3W+Al<#(^&xS4mctC0##w5@u5>0TU#vAsVZ>67`03}
2kvGmvU*$_&<ua+){3pFL6+t7hdD%Acw(uAluO7RU1VkdaBY=Iqo(<8*zc+zg<BOT9Qc2S;0+3*K
WV~2Hl*J=2&y0c6<Na@9vTNAHfTX9-Vx5uv_n7s$)TQ=ZIcUV%-&=t7_v>{C~)?$J2J%xMNRpA!M
wG1YJ8ZSYBU*95+=#RSt&-tu2JvTzMBU871;;Lsa)%>kxLAZWmVGF4+p-RP6JX*w6Qq+|F>%AFMm
oouT1s?2(RC#fM=#IPUl<w!d~ry7ytpWn51CT099SXX?}@>01xNKytWK+Ah0R1UILz_b``6@MciW
!4V!28aUMO`@k(+uO@U9h(i@}xZ440K;?5XKPRsZ8>IpEfW>ldSN%&tj<#1@NuT@3<B+X%ZEj}pe
uWLltJh<i+?@w{$)2)yA|Es*uCWr2%jmt6v)~NIleY|uxFn#4KR(>uoXN0^vfJ#Y@-aG6?4oxb%|
72F|ni-r)b(1!6YL%o6xm`dHwoUBGGY~ak5n>EjSC~(tqO;J=x!cxa6f0I9g_r@R#xI+;GC`9Ldy
K*r-v7pUnwZJON>P#7^^^A_7>2RIK*8p?V$s6nthfG_g$FoRw^48KOF_=$ODyeTwiNEWnoJ{1y-D
Z!4&j;<JWyOkQo$DyrM*k1W<Z$wx~?xy)X;vI)(L=ghAS?=4v-@gb8a{Lzj5}CIw1u~{=Xl1{;@;
j?}bK04V1sKg^8-t8SbIMu>OSM@Z9#U(eotZjdGPTgzI$FHyobxyG8ioAdkNt4-Zt9ANk{m6Uf4}
IJSj(wTbpnczx|f^~XKx=@B{V{?Wb7uulzVHHJ9me1$&=ka^Qv*9!d2WX>|k*Pe?MeQ$w=c}pa1<
bhN1d`W2x`oAW+ln_e-5XA-X#e0SZ2t}AznP%TZf`z|iH^6ZE&v)C0DU6QiYg&!P%nGw3>aaIs>v
e85e<?O`TZNZ@L^sj-B{RwhE}j*c##lb%y7?TBxm06QLH@i|#;nV$oy>>P?TPRx?mYL?qto<h0}S
T}|GGC#jq;g|yX@D6`uqq0NQ<+S3VYP<;LxY^s-rAnbf0h_+1~(ZsS)|uS`v3P<UBhZv>^Tl-XeM
<%_$<#Rdf^4JZGk!c0ndGw|2!;0F9N6FhxbCA=Am6Zph9YOdwlh4x{?@A*C|;7|vFn|K};@@ri87
P2*S0U5F;inUlGwFgiD1Dltv2Tv}o}An3q0UV%m5_8=6)=xk5f2Oj4qyod1Ha^{YMP=dL~MFq2q(
Ecm!MPRbAZHVDAAkYT#Ji?yxcnoCE4sIQnAeZ**c?hYsLtY>IVp*uVhv!KB%L!}ZsR^mHDp*{xgn
-M42t<?^lGF?r5!5BtCvXddE=;Wg!&hN5RKP({8^wQFr$mkB2_o%=hc*U#4!YovT8_|iP)j@BjGw
_fVV^f~j(Fa}@ccAXx`Jsg0W8w5a{di*Y@U8B9i88SSi@5cCF%QGqT|tCT=@CJlw~9Xlq!vm5Xa<
E@{w^TX~%Q8O=c30H?QD?`hSqF{r*P&j(vnz<`;8!m&C6)si4WJ|Fg3*-~3Y~N*~tl>B^bJKY38u
8Y-GGcxn$+r!hzm*^zdZloQ>V&cw`w@;!(=E|spF&E50hVP2i6b320+_oynz^c%YEzV5ZDayO9_%
dynRvMr64Xj%8$D{J$MD`#{hMGlXcPP@4!(I?VYOCY*aN7wyGFoB;UbxVA6zxPmgclInhJ&j{My=
>cJTd(OYs)z}@r4oF`>W3u$({a~gQHI<Tntd{lui9(i>CZ$8DaWT(9CvH#!a~|YJ2?~-^-wQ+tOa
|wf*>ZsK8UKGdU$ZaXAqF3GZ8$Ot_Tu@ImvQ%aC20^+GXt#B;&@{$Ti%?VSiB25@uF_BhzO2yogc
6mIkI(eW-R)>3pn+qqd_R%Ym4kM3-xm>_pWnZf~DLt6C|_P$Ch8JTvmg%E*FWw?Faz3+UOseM7@z
epixJdCJkx<*@qElF#U-N6qP|v3rxQv7N=-Nub?!ZnsydNAs0v#J=39zUfpB-t2cw6rJ*WV-~Ucq
1l?5R43g1OfVeOy0N<rNYBj*a;V#AG<lKUwm{?|Kq3oe5w}{S3W)lc@1zGz$cvOl0EVja`|6$GQw
rzuAF&Z7ELS+oEzOzQMRydq`zBwZeK#Zs-h6)&$A4|DV(+BC_d=f)L9m_LLLW0~!HxeygOtR@VL&
6Y7o)<`zZps-3~lzg&9wngk_X{gDo>hCs-R4ctN6OVlFfQ?bn*wFP23^N)*n~~8IXbrJMMVAVJeI
)ZUN?-VaTA}`mbec49oE(xQrk&Gu(aUN_`K8RJDZKl<{d7lw^bEiNMzb($TJ#j3g-R=~sHqFW6C7
nf&^V607peQIFKAu9n8Q=H$;|kNcCmn(MF#$NTo-e)GoVF<)ga{em99OSwL8rG0N8d#h0ok{n6cE
_jCj{CH9D-R1JuIXlT(L%{b@Svlc<=Fu&LdToaLu0dE=>IL$1Y{N+>TDtT=uJ}okCrmXc0f^7JaC
CKy5|QjUf+EKRR}K-@0Rjzs4b!;^A4{^NW#FkLES-+gDy<Q@!s4VZV?6*8N5I+aObnl9o@S8}(x6
J4IhE_Pt3G{Z*7$M4aBE~`wW7<|f-siJS)bGT9Elq78f4)&T*eiDscl-Y)8pp4B{vWbB{nydUabJ
3!mlBJjuUXhxW1Ay!pmm9^q-@NKnUU<v&AK&seksp#C8>3{1@J@Og|e~VO;g6GQ%BQzBla!&-E2d
?;cKi?ISYttnkmK)QgsV#x0?c9?^P#Ib}8kqMPuIW1gNe1xT+WUxlPX4Bi;88?^~tHwSUdR<dnXf
5&Q)ABpx>^gyfTKHGA$-7pPo3M?lyD2EA+6{%S^G0@qD3zQO-fx~d?DGk2zsK%WOttWZwPyB7P`)
f0;Kxdn%E5xC`oY65T(E!8c1^I#HN2F{bIg`!T$p={545+09T4Rv2R(`B7Rd)LW9kqa}HDFISTEF
b;>+im*A&~&w@p{#F#}*KrkA^kp;(y|Dg6Ku^WOd?Xe8!=Om}1!a2>rOaSA)heeTL0x>t+4T4DdL
`*F8|>u&WkyOZ`NSy67%M&<_TDIgytC$|CS^b7{48uHr=}&ofnM+KUUJ4?`1+?x*yy6{|u~s`}W|
6l{l8V6eLNyE9s!d%M$ClMO0`fw~|$tI#i6m~62avLRfz4it2ORIZ-O4N;kATB}Uu)h{3?E;RKj(
gp=SyYaOQo$AgZ!bFn~EbGGWA1A^FgN0dlz2l8_f#xW@Ee0E~Bm)~h?w01Nq=G#GY|*76M@;Doj}
c%s)jg!b&2w24qY=PMjoOaXgnE8r--CzijOGwF;Jmv?YAQYeRsIq=sbIqaIJ8Ie{~>H+(Z9+fV?4
P!(DyqYa8Nuv_#+chZBo-gJ|~u>Mq8jM=VDl}(sy#s*tcb(3Ml=$P2041#;p7QG~em~ex^^?przY
Dc7(5UDwk6lmTRwWmb&+B16m#hd`a^ZsNrTu=a33Oh3cm67&5e6J58G;W&C|&B0xVdiUeotU0`EB
!z)8#rSoELz1R@u5408lh=h{up#R_r?7>h##I0JvC-HQurmKxS$QNPV+M|6v-Mq`*_rIn9<J6<X9
N&bW)Zk4Yk(*j27qsv&9Qp%Rd_r)XmJ&=j*ypv|<ersUq=2XX-ZtN`MecgPtUlUvJ@3E{I7%N%yy
Dv%{BXVkUPSHxW=0YR01mMs)C(!KgMcj-1*J=sAcLap2V{jIKX>T6&cy!yQ_TvuydVb7C7}$klfG
X5GjHSGDh-}aTI#6yUSldq49Kx5w$TB=E1Th|gzoMaeY~ISp@+*}Q08WQN26QjPz0Y7Y$CgYAy~<
A1!!ss(=s<1g1Od1X(|)7rOtU);ZH?h$fH?&@`8!XK|CqkmvmC<7W81dE+78v9enu7Ubg1Iu#ST`
YLv!^#+P<RztwBbN0%cRPb6_;Xko?IPQy+4YN?WUtNmQU%@(8?dYaYBM%F|%_yriUln|DWbd-vku
F-)>o(;@SVyoreJ!vR&@7FK6vKv7Rcm06bZ|{(&#59#j_H2n0DO5Hy>`uG5IcG=E$)f-EI`IQAgI
Jp&t{T%pBHmzKRBF30$=oXA<Ke_VfNLD1RTOSZ!R(Fhd7m1t{*NSh`76QbpFoi{S!|Npd%x%jb}k
)wT`P!<Xa_xrVWI|BnP)~@ZHO&t5F0){GGZu!i09y3?D*(2W9r@Hd&3!TSDki<>IXsFrbaw1fN3*
-t6zMkzn25sE}q2v14v;4O2P9(k<v@}0jmQn;(r&Q5Aj;KO&>>?06!$}hIm3xBwvbnm=^aX+dSEh
&5dHjY?&fhmpuK;_c!w}&)?$qN)aO?V?A7RQyspc`S4GQsBzC-I#~zNQ%)nT1@c8)hEb)4ii)NAt
Y4Wf0C|jR8yiLtrLr)rG#x!fxQ09*qblTb>yH!m7yS6r!PJ^ALaO>Ah9=F0afEIVL^%8Gots5CnO
Q!T7~G@3*i+(8!T?nB?D8ZMlV{2w0)#0Qp7MJEJ}UNer3LWcqX&WN9(Lqbr7j1ZCp#SY9Ic15Fg7
x4|9iOdE5AH(dZz_yliHHg>WNvENVdjerYxFxMW`nvsq{T#!jU@HjB83~w=SInk}Jj6@}|BZa!Cx
^I|x^O+Z)q&iHz~a`0QO~-+r#R7arvxfwM=t=g$f!v{g(&`MNRN0*St`x+(U!q9(<M4|LiHW~Vj5
GtR$2wNjIGoLhQvEV`yoP84z(d6vAhLFsU`-2a5P)^Cxu%L|rsLPsi)`?k4Z&AvjUr?x&Yc$YBDt
V1a$I<sJm=>-8N`uX*Dqt_P(_o!A3hj@vMIRu%ru+`}|8jGkSh6vyKEG#zK8z2`#(%#5wTI~rR)g
-0ILD~GLTGOazIb2QU?W_<b_lqGWx!77pt?c&NCF+i(N<UDdM`>6)uRbhBsBTOY5xg}n#O*p0{Iu
IJQQF^e>dhH2yaSEf@N6^_C6=nn$qlM*l<A1%iYZ@|iSXo(q^}g&)6C?SGcSOa$6xC)UVq(e$cbu
<R35eB?VyL>Q`ylcz>RzkAaY)P9#!>IP}58FBR15gTjiAjeB2{a@vx_~y=x2q+2-4X#d0V$$-~H_
2*dtOCN5`0)KVL2Z*J(K?uDN8ANljN*oXH7R`A_nCA{Z1q3MrBJtw{E8_-XD=;d}o6oluE8`}4>s
h)HL`6gDVtpBcQ;oG#Jr(R^@uWHY>V#iI1PvXkcz=58ob(u{I&S%?>t)A36ru35X`)>cr8nZ=5Z2
igpW1%NRCM9WvQo!xGu(sX&_U~v%&63Hc(bA;1F77kg9k`3hbKm9Y{Y3GUVa+AuaID7dOp~HF%iW
+0%RUHwl`*KRv-?wG>d<@mq)u?cjVjFS?S<KU$6a|qnC0V4WFUt@k91U5TfjJ0Gs71bSjp^6z^)4
GG5_6Df>kDl;ud3FLQ9#V$-odj7;Gw@7?7P}^^=aiCBd_xp{cX(=0Pn+M07;~A03%n1+d|Yj6Ps#
c|NU1w8GBiP^z#U_Kc*|-un*x6VW&V=*FKEt(CflWi^btTLtq=(ujZ{YPei47bJa6U!fq+vUIoI;
{}N?va6x+xHmf|_u%KbpT$M`23Kz-Rv6wV5^0oCh7~XAP(6RSRLKiyyfMNH)SVRf$>ysO8L9=Kw&
bmFwcQWiKlg-@Dj_U-7vh_PQ03id2j>SXK*hmw<-ci{X66}s#8NiN4W9_3V$7dXsBKB8*1rR~bd=
yuK{C1K^%%aM`arf+3zAhgtx}p-vz9(5k$oe{mEAp+xLQMAW=1GKMbuJNxE*AbS*vwNncQ>jU^8X
ex|52XwLI@<S?%~4#d=O6@0`k3>hl4?N@ur#9$8?yqp2ph{+IWG=GE)q5^cM4&rtLQMGNCZITcvU
tL9Hzv(X2jI5k1U^6Cr!En7ZWom{fpv3D+)=Q6)o+foi8`$Ei`@v-rXAW)i0LCB-Rxm_AXT&p@l#
#VXS=0SH)1}dow8nN7D7e+-|_*qBB3pO2IX1EBONi)g)!jepQ9KTRq;M@0j(BK8u*tpc5OdaR7pl
?Zz`6XqCa7#&Jc#NRtJFCey^-|ea4JmPxug$+t@T21)8Y$oSDKFW(_AxS{x>vP>9<Yx_%Y_>w4AC
LQNH5mY+oOL@^L}+PX!<PC91kD_A!0scJXn0ktaRjX=wt|z3<i)lQWV?Kdxl0SVts}C4ez0>=ygt
j0QQF9YIflFC<t<?zak!$zu(tz;&w<E0?#NkJG`#oqRI!ksI3;Xbd*Rl-g|D_a&f~{L!+Yq^`{{(
Td|*|_DG|OetDFMXHpuX9%^$xo(Q+EK1)5$l#KpmBLQFpCj&hdhUXcHI*`Odb^H)xC=Iok1eV78+
JS-m9B5z3Xpx0_oD(UG+5u<Qdu}<+sO`zq<qG|PeFM0oa=@JvNuzm`62k_y^%%c0er)bT7Qg`~<k
N9xuP^-~pzXDT9^yb67*;B0e$rLzj=n&+1$!MeF;r_PMOVshuDcxw2AHXYZpj>j07V+KBP$_t+WJ
KjRRjMy=LSIFx)3n`dih{+A~aHghRozCNnrihl~D(@>}7V_mGGz1A2z`5G2gU7Q??jadr+>CfMak
Xdk=SdF8pXEnkSf5Ol=k`7p8Yf!V+E0jxc7poj%ZN&0I)iaS<C&uv*QzmZ4QIa+6FsxPa9uABlV=
CbJR0v}`C5K{ud}z%KYsQ<K`e#^}I~w^++rYCz@c4K8RRLu7AF-QoWyo_N1Uan;M=VX|5FOH_qmG
nHFE6|%zL#DBsB*CrAilBb9^H8^`KT4~xnCWu#RsgsZKmwRYoA9xk1U^ZP$TReOD2q|BY{iI|x-D
|l3!<A>ex04s<ZQL(mS+MXD))L=Q0R-D4qXF^6vO^+>E-^r$Y8Rss*f4%#(+ZrAQWKCxLANyEI3q
-#@loXKPuX0gD=3rf<n876P}|aFfCOu*f0M@BxlxT1d&NTIYKUgk$f2!pB18orp&}TR@QKmH;>fK
7AnZ6#r&;Gf|0|Y;B65*T>JJHX(sKQyDCH=cY9lhqXBf=e&n~16UE+1^V-M1kx-x3s+Mwl87D;;m
Ct8F|0-RbCq$-WSWJ2U)MN-)tsoSKYzoTp3lg6S#y-NbZDZ7;Rucp2NJ?|6hVjO9g10H*4E~_A$f
?-jI?h)~6na9_eIB9;@^Ru<1pm6;xdT^KUxkM*T!=TZM^b_x4dnM(pD4}|FeW3H9UwX31OGs1+a@
Gk!Mjkm!6#n@!lhtuq+h3BqRTZgV`<ku`5pC}wq^*HPLg;|5a$7fT^X}|}{tYZ}MNl-EThr<{1o7
BYyY{^UJ?Jh{1jR9yciPZQ*%Vcd^2U=Cj%okx7;{6`x`#vP=4g-BH270>g|s*Xrj!do>JUMtIEUy
>{=MRDd3ce5pO6^R;2XQ1Ri(qwGghPe(O^4!<(X=Ed{f!kwzR6pMViEp@ap!HWG#5}W$`_sn_^L5
@>PF5lvi&Ir)gjIoj;1$h##Lr%<%Nt6=bMM3e)!y5De_m^J}eGYInSC5+5=ZjD#&JhC6h!+SZFYD
!vFWSuhOs5t;LtmDt^@)U><ufk(bODf!|a6GHLtsayGz-sN-gx4A{SuL<2KR*SF1>iH=0Z^2E*$~
ddFbS7yq)L7XHym;ZtWI9j<)JfAxe1XpkAvqgAPxvEpc|b>T?t>+|a((d?UPVy|lp;S30SL-T4c@
_Obz;m(d@VJTExxN<1@11lUETmC4Rd}$gqqBg^hm6|dpVrOwOc1sZHb(KxI)UiYv|~g>N(6Ec(jw
ii0l^{U71hRuM4AJ&ClN!t!8c&;2SPEe2ZQl1d<efKdZTCdt-LkL#aKUNxa_@IKt$BqVKAU#3LFc
1_Hk2I;NTX)>$z>2VQEcS5m~L7)F!ez)j>00-2uQK93K!9FsTiOaxQV(uFZyQVxF)s5WQ@zVRr+o
1FW)r71~eOly8g`j$}a)2TAY37l52D3_8Vz7^suBqd~KuJMfvfc&vTMS<lyA)moEHwAN{R&7cL5$
{>ONe(8_QnXPL!uK_p{CmBruJ;(MwoD5$z1!1QK^*@JrCJG|;0TFgfB5nv525*s7=02{SX7!;X=U
?&FPeQ9Y*4>8CI$exDD1Ol_;vJrkqsz|<!GU$9?9f-$$O$<+j*NZQh`aF3N(^f)Q}`?^n5kI#2UI
`cU}Wd8NO>{tq}uFAc0vQvO7*{Medp<+ns)pONIX!%*vb*-_tmwSkkle4i2y(+AD9r6*d}g<{l<5
IN}*b3O(>oFb)};$Ecg3u4*){U?xm3TP_<*cldc~jmO||^NIkJ18oJjnVJ7){&zEBL!>}RLe({#C
y4{Fi(L*XP>MQd0WIp#YCdl>CqRsGjSNB%suI<4S&AkxM_ms%V%v`o-ID|0B07xCqlZTP{t=0D`o
(bEz_wSH&K=Qd-uU6I0lkao4X30j$_ELmC)nowP0R`N%mi?Gv>Gry2y?(cdIy;|O*GbM;rM!X;5;
H+%Vz9~){_|IhIQ!F#g%4E5>t22!2OQLICF)WFx*j`tPbrLs*o0-z+Q0*mHddFMC|&JyHVg`%9W8
q-4xLCvZ${dHONon%!5=C45jX~rAq_5ZOt~7o!``YMP!vSLFVesP4LxVB0k4JlOlih%_-S6t)NRs
!~Ozj{mAAWh)$q&-C-c6U*RWIta+hesd!XU*Jj%i{$ohp(zjenYWdS-wkZzmC7vBR-SgVz+64O!2
`O2DBZBcYhd)uR*!(9?`HC3Qj0_fzk<nIp7lsU_GVfaDeqUQweX@3A6=mC|Zi4=ERgHal9dUR!rL
X-A+-M?M_+h>6F836zxB>Q4_fU^=pk${DNP^zzaXhQnVKMA`4<%ajjkKj&{mmfCc0CCR9v9V#T)>
2g4(lyxEI`#?U^cmlU@Jr56L>+s(-dmZ+De8<i)r6u%Z$?rb_&cSqy7gz^a_Kv;@`kDPdNiuciqP
Buv^$Tjkw<vYvl>S$>?Ugvx3+^2-k6vVQ8k>UQ_Wt1Qd2=Y8SF)*8>S41FngT-+jZ!q$&>`l{`pH
U4aivA`yVCp`VqKVxpJb?I?n9uZmy7^^baUuZ~gp%jNOqql3+WLBHd}Hp)@3ppB3luN0o^Yh?qJy
6A^Vs^&$f<2J#6(5XPYm;dmEJGF?EIsNzlfskFV)2xM>RD{*#a*XKr2W0641KQn}ixmTW58uqR+A
CJwL`_L-Uo5B6Xe5k7%3WyjgZ_Rhe%wrxJZ+b%-ClV~F;3<PWOC{FsJi@648U-OyFPA7T|bW?4(q
@g@2=+<(sVcl5!A$7HOgj*DNC$2-o*5v)&&rO@-gkk|11&VGfNG${ICN!;`FhpT8vN+xcSOqrRli
#X9%LRXS-zAP=@&Q2>^8wS;2yVHtd!Hpow!tB{-#*(4cY^s!S4xqp1&Ha_nYU%J$AFck7#sKRou|
KeG}oI1ay0cAmfS>4*CS3z;xjYi@?XwfK{Qx7t5F#ghmpY48Vx1b)YNB(R0$>ukxiGPD6AQI!Y^O
dWxkyFHr>nqII2oNJPQuiZ(8aAHPjEvbxDLW>=bX!}kT4jQ{da1G=(a(I&m9=u4ka%nmPBLj_3po
O&X#vgt4V!l(T#Q4sqiatg=z5FDORpBj1+Umv)DR@5NZ=Z1bHPlLXDFBh3TVlMIsGi77d34dvAp|
L}_hc)Cwm-!7a+L!G6kqaLGgdU_XjiYEFo9AsnmOM3{M{M97Pc{dxj$m?qgaw>%PK_Nu=DX2`A-_
>g}X6SC_M4yBPI4!241P;zaUGU2`uuW6NxY;sO|%M23RMM4QZ9;mmnq!v$>2!6~^61NJj+@GZK=n
QH_zkZEfAqDPP>W!R_&~Jmre#TdrnRX5mN<RtO*H`}|%V&|#~;KVN;ias19gKdU?}2u;vM+njTj5
udLK83Mr%xT!wa2HwR0pAp8)XR58G^!61(UK^(rfb`{|xr}XZ2|dFgsW@Mc`beTkT0$G4U&)@tD?
7EXQQ0HzcD|(;${!b_l}?;UKX>T}oh)9=XgPh7Di#K|tIs*CGXT_9=xf6+ebPov`UItzSqviC2nV
{1H8K)y1Q<8947&J6G^~vH<d6l8)jlFuh>U7+KnlXZP)g#9EpxMNAqk-mR44g1rcn{->cgQjj+t~
5V_Q14^4V9`6FBmx3P%@ttdAXoMO!>!CC!>9$j;-B)@O8+HAwnVwfXxgQM767{(2mfM6l6s;bG4F
nzpciMXhq4gMBj`1Mj`d#9U6|c@(feb?rMY5hebX4E@8qW+G<3*Sp?P*7p#muD%5izH~LfbDAX(E
|d+UP4S{V0xCiULMSY9{IJ8PF#1u;<DRjTATD$#5}XQ`=BQ3Ktm>a|@N^woMT$Zt-5-r_4A<-0=E
C-zPAYQYJ@5ygyA{FzbmA}tKrU~NJ-`{-<qM9FIo6R^$653`l&GQ@EyL69{V)xuEA{U*9LDvq0ON
N%<rOSF@9yzsED_NPF7R1?+jGCko+U}GB38wGi=3CBN&y(7DDqRp*eb&T&LIF-<BM-)M@6YL1>nd
Fh(kfZM-g45R%5&rRW)|Q^c#GuUn71zzs8{Y&{(kO5Ez>R=|}*$*<*2zb5BITG8V19j;!OsFw6oT
$@6X=Km1x+p+%aSd*FL$ZDN?fmdbuBP%`f4(jD0g=oO0nI|m0cq;33Aj%dFkr~Sj-w?AwhN0VA~9
t*CrC4NpJaMO3k$Sk#5#q+0{iLlq^REH1MC8+dsS)FX=GP|1EEg`vu9+H?z!l=!g#*p_nyPgYD98
BRv_ZC+VExwQpLiERF)v-J{T7|CSIeUa7&WTfS3Z(A|eLrlZH92S!g3g?@?u;i{&(!UGYGIdIF5X
o+Q4JY)Ubi<KD0q5{RA55xf}B(kc4B6*JR*-?M2_NHkdg`EET`X3K3ZHUkU-bQNE3GUVpTy5lO4$
n1LASNyuUqk#5rS7dzxBH4){qITSfF_{4(|d5K~9|;OiwWOg#*?B9{>~_Pz{oEj~%Q+kXu|7~0p6
n-^&UtmN6}9VnnlQE3S#dXV-E)0X)L_}2CisZYlMYhpIip!6iDpJ6&PCH-PblJdf>CU`>ghE2y8G
q@kMPz{XmF{O|U8_0|G{1N?zK@H|}_{F)s@rYi>^XVN5am1y^y#LccAJwtAkPcBXrgUc2KDsoaWP
u?|{}Qrka2zny^>Cc>CuEb3RKBHB@{jg^RIk4X7*%YwA(}PX;1svE#wvQ;^1Mr*>g1aIZ@LG^S!p
TlK;>XOva7Uv5@aOmfh<M^5sA%}=DKv$CALdy2w>*7Fi4`=d0M0wc{V$D1Z{j67^^;KuD4s!7L<o
nl|dbV0>}}4KxGGZgPpSr$EU_P%hoy5-X3I*?oz^u$it|mlf|4ULLq-w`;7(8w?fml9k5n9T|@z8
NrcwX82+aYB?(C6v<EfWk{oWv$k}dS|25XOkVX0}uFhJT0rtu1ibOq$@!ily$IirE_emV8@@ogf%
(0Sfu$d=RP39y6YjYTTZfthTY;e}Pmi!&_-<R&t{1n#qEWuKH!)F_Tgrs`76Lm)#%rMVd^tSEG?0
To(Bcou%{d0MYg@Te0!L+~>KYs;TJACeL1#e<moyUbYIu+Ht<>0M#4E@et7Cc?;C5w<~r#B=Sf0}
v!UcQFhA}FgYx)cidXl0<v!#T!7d|Y>PZ#mJhM5V3%6N6Gt+nS9bB=pZ^Z@M7Whu!wZSon}TE?ih
!Cj*ZsT14cJWd%JcvP#pgye2%nHUv({NX}|DW?(tF>P6(N#ZK!3X!DB6{~UVV`dLsgONVtY#BBac
DhgedJ;5q9=U5?6nh~vM+Ho@76!V{-uj<AF5YrZv(gp;`6sI3Vk<$sc^~3iaLFQ~eAVgsQ36#6>1
4zmrT3VqVze1U@BI3l3*ypb|#efbRmj03oGV&?LFkeutHq-^x{inBV6NyQ!&=~~t-2DAYd981>e=
sWG+^Ya(wU<D&Gg+HYl`Kc)7-(E_9qi>-w%YY$Y(a=H#_f`GkRHRi#0HEvy!qk4elUf38F6lf#dv
H->X9Kcs(KsC=@dOKzKYBqLgTnm{PU)s=XM;p1fb*h*zZpO&yCwv>kbPO-ZuNq-w>QF@rV>78#gO
I)U+Tv<KLpcM8XBDNU%re(s>m?TLH_>5B!5{E*eddo-lNltp0DtevJF(v(mP^^+kbFf~`O-Jtq}b
M?DIAj0cDh(z(D*>D9}V7Ab5_c&ABvK&Y(5B0{~3NxTwbr{+d)aFh1S=k1Kgi>LnzN&!YjNU8xFl
?C&q9$-7LhX@HME%&cgykACakN&*aNFtrnggxYhp~MX=S`MeFzv-}Tfyy|$XF!edJ;sdgrL$HQY^
T1;fW(1`ttwn7_~Vc^sWF!%wRgw(_@*EGkHl5qeu4Zyn&mVa$L_nqNCQvZ(9ZKd;Y3f70?rsw(@F
N+Y2E`raibSyW%z@~T$}2%y%3g_f!5ZLsu=fb7^qc-nwfHfTmO_qyz`Eh`OtfwStHbjoP{nDj&1f
!B%~-gVWhUqtAZX6NMI(0EV5xfEhgoS6WuFOm+t%xs)Z|Q5g{2Yfq2^3nh+x<kstb+UBVh)>eBv!
eG#i;C4M+TmGvOP0t#J=^fm!9{kBKs-a2Kwz`$cV-DCkRc6tYFPIXp0rgst>K{EX8=Yv|)0x-HB(
(W1>nHYe629j6!Krl=Uc+t^6_$WWeD{TK?A-OZ0(!l>t(2h3Nw%mbPEx2c%I%Xc^3fzQDEYSC<kU
Z;%KT%-r@P2~g)^of8o=M+a2V;j-j%ssgC8cLcUSb{*1z057N@BS`HQgc#muDAtsa{Zs1Eq7xzl6
6pWF!%cj^<01<S3pwQ4DXRi+0b4-pM(2qdzpI4+oL^3pRs;uPD8ngNfxAHbNzM`X-I3eaWgCl_#w
BjJl%O2~_E}evZ`flh7vw8nh}VK<{iOUU*M}o7{cdC}v_dv?e5sMUwG-_q!cv?z~<RIC&qFoa3|J
wduuLg+k*!1yO(3L%90bZx>B1XY&8I1V;}QzX9H}h(WS)R1fR$cxhr@GI5ib8gXm(o{<yq$j_~LG
J^K(v4|O15|!syu4;!Adgu*TV&-5Ow(`)jo=tlA2{5~;tU$2Fq}9jevz7f_ciTUlzP@f$$T2_?fi
0G<(=$JP(uEgI(64>VKm^Tf$Upr-Aa?ZU!0ggtd1*)uIAiygjjJ8&r0g%N#Sz;>ab%E^Ly6!U2w~
4WWt?*F0G{t04EAH7BJYc4{e$=lXu`%vth$&02d_g_z3-PgGZzo7(Gk+_H)Yd*eBj#f%<S&Tj5M0
nitr@(ZJ7rX(t^W1htUoeHa-SY^<Pao!0V=B<g+-j6<k-J#0=$V7e{GxJbFZ+%n-d0yrWi5Iw9Gp
tecc`D{;~K!m$ho)8t<o9$SyrhNPDHYagPWpOY_!2ecxhsNvu3(C*J1ZgLvbm})R)e4joXtriXvL
a#^^bvf3TI`t;a<u3mnkQBVcHFB}nD($R&idxrqVQ*cu%Q!G>QRicoYln7`zhErsn>dckeB7?z7n
c{Xv+|{}+_+qpLe^fKt^upEmMlGCizTC_`sWYb6R_UR`oCmHZbzKd6$r68&6HX3$9po&@!4@Mw=D
<bJ-qy}{k!B%1_YFk*+5YhViVVa$oJX&VT+L|HpB_^EI190B#O760j_Qn`EynnLF|4A7!JSSUvK|
kY-sUuU__{XO{*gB*!jtn<T>D-5g}$)K)#Cx;T9zf<23lYJvOU<N;Pg_;<g`od*{?8j$WCCiuQ~_
AI5#$rd~|Ei{~zg5h4`I{plf~RmYL}ucgyhZVp6yZV&~2i_B<FQ*p9WdtiynrsBKqWGkJ&X9)g66
(#Xwn&ab~IzVj8)n+xmD(J-a_fy}s=v7?wBbN_5v6!R?rzyy<Nr!u=7-nPBZ_^-I7<?xGXsELFhr
BW!$bo8eunKlK8psHb9aK%!0+o_evWKrT+r!LMHL#!ZtpEkuY5?FnPTBjvp8o%ss)`p5HArLzOO*
HYlal*zuNizlp?F-+U2JX&$Zn1O@u>>WW3<*@O_x4ewVcx{G{C+-6Xv1N$1!JQHnjW)=;cqwjW@g
;iz5q6EUD^K+FV4gxB0-Z$Q#o8i!Bxhqna*C+<AVM#41OJ^%<~o2Gow$4N)Rt>Ut30fm-2=X4+El
VV@h(?Iy`jjqF4Ec7nH?uXH1;x%@YNDtJ7zqpM0ip3d-w$NRE#J3rDs37Hq(4Rx(OMKMyjFj&=yI
ub;y*7#CT4niN2Jy#!YUuwn8$`?E0ICF}B4^pBPQW_05D#+l;Tj(*WJ%oP6zR&{*6DlO4J7BIc72
>`tUXr;#xQv&TF%;L_4(&o%He3mj8rB8=ueLq4oX{2Y3cpdSho0Kf(Q~Z|j2rVkXQ)UymD{;{!~B
Ifz1%taWL{@j?3_TmApT!cUk2J0k$GEXXh#2BFT3xw=tE%vls<SE!5}GHvK{Hkyd;H96q*h^3w&u
AbnMy{wW_cux^y1&#0YP<0xVh_l8=oH?qPn#n8qzV)26CREl}EVo`S1g<JXmZ`_h5Dda$CMq-p%N
6hj=&=cuPRbBU#p%3<@O0b)DqXy5bw7cWz6LSZXG$RJ5oylCUl@7qx#v^dJQ#IaZeV21<%d-U`Js
Wu7pM4LXZ$w{94kO(I5?j(p$MCSZvVbTx51-=W@JdBIyF-w(WOqltj`w*!8rIrd2kln1FHIcURbm
kDPL#07<TvAQFg_f0+p%3;o)N>~*Lk3;#1sy!Q9J+4NY3Ox{Gt``$195W*-!uJ?(kIl?tY}pBA1v
GxncRlyqt=@#rnM(SE^RQ@xYhqVZbkjk$|-p*pO)J#Cureh0oxPaXI0u=dvG$-3c-n_LTs!1Hoyz
4H>L@3obot0&}B0M*<wErfH0<;R*<PDSlr`(bZh=|y(Q&E+Y+_fV&q2P{s7MDRUf}w*?qQx(dzqN
(_JE`(3hoU=n=e2m*{%%50;?dwQ2zlq}$FB-d>gbGrnkbJ_2*aJ|=F@?bVR_n4i&XxmQLHktiDUC
);R<N%Q0CIrcy6v{q$d8lh(}B6(xNU|RV#eZ)k!<pb#}aC$&ajso}%R3_q`ciM+vHDcMlXTAbuc?
U{%*G|~nek!_^C6$l}Xf4vQ6``<&DSgJNK?tuK$WoLfJ*Vf}4{9F+v$ydv1Y1GQ+zTo-p57~}lZz
7Bu$=RoAg5|*RA+ghg(W7FVax3-3_Uy9^_cfv9@i$<u(^_ydwNaLp;iBCG51qac|vl075o;@=aYF
uCyTp8+lY02%`;pyQL?C5SBK4d=vEBZ%I3XlUhw+a-*XSd?xV+|Hl;qsO;8>2u#L8^VixXN*EuUW
Z2(UrTW71rn-)yi;SHEi5G=FA<*$*TtgS|&E<d!~g|(3foH1QC&vN$7y_+G0JZZFC-!8$3jq6My!
~<n<WB_b~x!2x`zS`q~QppqI&p~t%)%R002wO1LS}}UeuBFGM3VVoI6?>qx{ay1Eupj3yOuOQluF
Ft`p~&&ddIvqj{WQ`<``vYKo7)<wF~$=*=51Th3<11uea;v{9F0miH*08+8xhnsp8FN*TER{Tn%X
(iW#b+-2r9^F$u}a=0G(3FZD?o$F?)(@qAa%bVarMvc`113;X_7L85wdVqw7=HZBRZz#m2UVKr-C
>54Kw2{s0TMsb-iOY(L-tYZ(`4Tzc&5Czn4OPg9OqW`mc7Rh>!t=8JdAu)M~vj9Q`PS~LLe3$XDo
g33Y%@{wN3NOJqPZc*~#qNW}UyhXwaq$0K??P~R+s){oBS3U6nqD27sWTEM;-zuWuVgJ}xxBeAat
_+B6&iAs5H_}$-k7L-lLze*`6w)oJMyTj^<aZ1f^)&AAxB|_?5fm&riZfL5oAGe1FIljvs{ebFQ4
^X8E9JcMyc~U-185kjwbsPnVL4Vww#cXxl+i_j_a*?Z0T-Dj2~PY&_p}a=F8(e%2{RQt56i#BoJ{
?9(jbNh=z+HtQoNOuxD~g~^n?JHNIVaf(wb#9xi3?K8!O6n&jgy2xP*%azB{s?dmOlloPr%VLNEc
fEh3O%BQewZfav>pYAUD-TyxZfk{Hqds_te47sXQE$HBg=?i<P43HT9sxKf{dblfBT0Ca^{58Rr5
s9$IYoS<3VQQ4Zsk?6X^rcHeGsMXQQB}0b6<=1vqNX=c3JYjm>s{bJH>{VdBl|_3P4ZEKo8~vE7_
39UzkMHs4GMNt|zAk=QX*BQIeBX#7viG%2G5Pb`MShTpNZwx6tPlO*!%eU3y$kiZS0S?f#hTh**;
dT4)k9P&e=Kg<s_K`NqUPfroX%&iKA`My)L$T~qMg>Lhmu+8rXv+r95LDr%NLJ18qoTVshje&%#D
g=-tja_M}|2^w;SWeiGyk;MZ7iEze3zJKKj1of5VvNy)1Pu+qy0FE!jbhN~ZEv7e5w@c!*8|TX~(
yqzk=&7NDE(Or;{y1rV#waFUYzcSn9Uk)6a7#e$wD=;?hu<EM4qIAXjTs)(_NCF8H)q0v3PV@|dS
?peBKyY%_+W{I(r!?HcZii)j!3M%FWXMOGTGh+}~pX!3p0jFw-`sd^w=xnHk$+_V<9y4v6`N1g|u
^AYE$2F6_VH3@&YdK1$dNm`LYRb#pw;=UmdQL4Z%JY~3svsBsWOgZ3r_W@4K;=rpEDYDXj&EL)Vr
04(cnnR2sS-v66H3l+<T$YyS=fb@)5aP(m^k<fZM$pCAhd%|>y13%h8|Zz^wN1ItU}j>zT^)~x)B
k@o!al+?L@v=V*cf~yv6O=+)Xfw%kO+(K}E&L7qr`BT0`RvLuC^cDcS)al>dx;NdI>%<mjtD?A}n
a6{mU5<w6+q#;ROV)n-;&()|U`-CvASesa-p0Yg9cMOcqNbd0GptLA|{?p|vOd}nL`iJ$mM9*)oO
eg<qeriEdr8Qp@@x@hXIIcM!nCn8}7S#+1fY6dPAlxRJ7Fz;61qe5Ai@EeZ{8PEBQ|0b6UFBc`Gu
a{V}?~SW2-+L`!K#u!iKzw_#4;$_ISr6FMd8Kj3LP1+^A5@F3>a!Xza$*uF7IHN79zkeXE^h?Y|C
#lpHa6|ajAEHN4EH!8{j)0dF#}@*60pw6r(X%{tnSNB>Gr`oAJM-Kq(HPYc$sP@?ToGG=lKzZF=A
~-sw`1sUg=9Fj1*UarxA_Olb~Ic?)R2*{YE4JxgW_!-TfB~Tk@8rCs%4@lA+`-6gzQqSE<>dmaD=
`4&||I$WCIr29Pat2Jbw1%8Dp_FvUbB5I8ZEo5+5oYjf94VHOzHiqJF9l@=0d6X49}Sc|`B_H^8&
lt#_0N$x(Awz#3aJzz`hBTrL;jQmhysHLrABANy7q1sWGJ(?p|r&Z#H{UqAdHFJBr>X^M})7C~{J
*9$Fh#f&DUaesF?0wg7tmGNZrh{<ePLiI>Z-n~qHqHthO50a5-{cu&40hf>!NW>OBuGMw1!2}zzN
<@$*rWSXNwK(c<f`V=91m5`Z^o*x|BJxG)q5(0C+M2PAXoC2&cQr-XJgc2+Q?q|s;3DLC&*2c=Dc
}DZxYr(r5)L>1dNbjO`001IKZp71-pHC=HQ4d6@)N-jK00q^<S+%&Q_Wt{+-0o{ki{t2>bH3Q2js
?jyt@=eX7mG<L3vfdL``MS5-r3Vtz;l4jOfbBL)wQfT)pFP*U~NGg(+aHaJ&z@U%C5N*?C8KICd}
Frek3mNRaD&O60={^H0aNQ0S*L^1!o$TVN32}^1H^j)-ue1PO@9mV!6Qc9WPMi4-byL_#f4R1ehZ
ZkeCWB^%q0#Y2*J#7YU?8)e6clv?_5^TG(O_t$_x9;h@7?(q@$UHF?X%CQEb8kiCHFqeCAgtB30b
G_m;&@(~1c*zVRRGB+wK8L()*W=^k)Y8yhatdJQjBP_)wN{We<B6<n8e2oD|UfRnWrdVCur-?q$P
wpBW5K}?K9`UE5LT)R5)hy0`dMAjCcT_W3aYkZC1S%YB2ff3f7PYVcj=;oE2p?#P{+F8#s3W)GZt
e_<x;bj^G;rETczWifsmn2kv>jeK|Ft?Nt`sp-dhW(=N3CVJ8I-VPYFZCCd~#cRmrq+TtPgHq#&m
&dEs^YYlnQvSkyC;T9UdGG;NYW1{0y>g~*fW#>+q71|q%v~}gK?gIN07*dPFkPr#gXwDr^uv3dOj
-)+$18k%RJz7+9(}5a_VmVGC^g^K5JpaRxl(ZT@9xes;2ojYaHXu*BYjyfU!aPp!1KgvFu)2Rm`e
USwvQSAmc{rAgI+53a@55U*Vba|($}aGLt5On{q}C;y>A8?TXR<{BiRrBvNh6rgJ-i7rZJYL6u`g
$if*LB5?Y%@s!83fg+;k&OUYTQi?hH;C#hgQOnvBeoUzuvM5@2MO50=f}KtP^Z8ZXBldS&;aWz`M
R5D;S;uG{IY4M3iai$~`?KEA6chsAf22gdNdrcBf{+m~A?xs-qFP^!41xJ9X@uKeIS#V0_kLoW?m
U=q;3(c45tC<>(K%ANTo*|jBD1%h2wb#;S~w~t?znz;&*LPWH>Fuj4>Ub9l64;|q>$8AJllgg`^r
rgle7EINftl*BNbZIeiBf|^RZkGwGcYrdz<Rut*PTGz$R150ROp0J`2J{&zMc^@m9F=L+pg@vq&g
gR#h%GxHcCEeR$May$peO$x;*jXk)+MNp(ttPng;xqyh)_Thsuc-uqi>pjT91tAQg4L!fYxjJbzH
(J;rY(*fm?w;y&cii!46t11?x);5o^yM^T@h0viGZUP=!FI&&gGG3pruoRBw^H>S=?IySRM`tez4
#Yk72ip0;B+Lx#`w>!1;VjEQg{(LIJXjm9}cr%Gv}J_gg!opL;jrz)i|Z$FK7S?=9>5Xh6PT;tE(
g+==2`j4K(BMQFU=sEhXXde*{GO|}*uOT4E7|Hq@9y`O<eNfnvxQV8qZ@=(T(@R}173YXT3Gv8?w
1CxvCNF#S{&Qu-ZwTXuR;5!dP#Gg7cmSxgwv8OdYIh06BMjgA67jC^G*2@Ubg4Vd-GV}9Ds>&wGq
$eN-LRj_l&fGgpNWGUnF@W`R(+JIq>~DmMUFfMyF{EHcl@4Q2sOp&XGSRkEueMgPN?%0y*`M$0-F
C7rq?w0&lWHac!^yjk_sycdo{UIkW2^%S}TagrYr=$dFhYQz<LQ$JTW4n((`QsKz6+lgT3UqI&rT
6v<J4yZ$kzb@e1vCE3I1F$#$F7{PHho=cU0lgQ(d|!;Ru0tILU$MR>Z~djp|d*H-Jhl1&SZZzxY*
EEHZ}ac8G<aJ%``qm;Zk2nD`wd)<Wrh@mb~bqi~c#fYAW^+jb|oEulx#Y3H<uPTa}VEp-AV9J!iz
3hrUc4pNlhkrF0Ir!2Yf$&tih{gfHRR>u{%9(o(Nun7R2FR6Dy1R~(Ac<~2YbIf%nRFKbY+IF*<k
>XgDx>}GIrv)9k{o`fbHiZQ(V_dfk2IvgXA@1XcY@=U;hl6Ae$M~qWDW@*NWJBsg@gM+E+nUYV*K
?bBYpyRignT`f?0W298I?2V}Vb^hmT4<O%Nc*Ac&_3#P^DUGEcu{<SYQv{1PlTrX|XZ>s)R_QYac
-jCz?8qP9bcte{dfjwXp!+u`n#v*`Ox3uRA6Od}!l7J@-%7OnH0^OQP9=Sw8Ndqd~9P^^ik&VMWA
G@E_Xo5Ymug+6=z22Bp`vGjZgLx&yBsiaa(oZ9>Mk18|_NrFKCtIf+V;!_QzKQ$3v&3d#U=t1Lk6
%Ls#q6l!hO6Rgy9izlg#CrYAH_K*!`5htXB|r>vYN2Xca&6^gGY$~`Pw#%skeIcW?n!+^Zq*2S$;
(POg8v?h=;`8;TG2vKyWbNFf{)LY!BHPYbGJ7To<FWB^#PdW0ThwyR$v&@fxtMk<F8L#foFHo3{i
llN|d1_)?V<jZZffc+*gQ)<~0hvvwi*d#kYnv9f5rfVAXEGC9|_DP)-aTK>;rw;X)8QKV84i{z;d
F%@*JKcc7xsp*cP@pGjEsYF~0@qm-ZD3i87vQ!-?e$?e<dIM*+FCyjY~FMQg=$9W-g`*Erk+T<yB
T}d95X8=}jRy!1RJ0irne5zDictT<adIli&TicQRj2sd6BjuQH?<GFIdY}DHM%3sx2$I4lI!3O$9
K@ydein-&8$(+QqfD^n@n=MIG+l<6wTj6&fErfe`C3_?y2<p?a@(xEd^)M|Smk*$Qf!R#5MTnY-^
L@dVzD$b2$};6Ere4#5H6odsM_mUNkXYa9#VPMUWO|)7Q%$?J=50ZVn+ezG4|kzti1cq=ZS+Hh#y
JM!1>rsAs0c0T)F)?lguLP>Q@|yjEaC260M=eDDhdHMDTkbpliC5%yuWziK;=qr8V*gxumJx_hB;
E=OESYV}H49_gm~Yk&d^Q)BN*)zo;G-O9UPSJBublD2Q*>;kWXeVlqOs5?gLL{@l=7lu0N38gKiY
5ApZ2#8UIz>efi?w<9p#AZT_I<PQil<L)Pqk^S*NGUIGS1(Y&K*63h;{k5j^7ZjaU_%`mm#KF7Yd
joCN9psNj&rRA~9zZRd|6ao^(>h9Gm18z0kKf!#;bNK!jz}OMd7w{}-V!kF2ucozggB4w4^r&Kkl
wYTprl{V6~;e-A2^#MJBlnF;$$B5oxdsO5MT*PUg+)RAsGc{4swu7ENf}50l$-X5zj|qqN75EpSG
m8$)i9j1c^J1Jg2>>NAn_7MbR2bX1!ukvQ;HejN{K3u{+1m5lU%d;Loc95}i1nMKpUieY}=#8r)&
5HsVlGtlUwb&r<9wqsnz^ts&5tCkGPDT5;Dda=ZfdIX)5dE!z?TR*a-nQjCp0KQ_Oio;|&Ld^hJ5
nGSknm)*Yh#Fmo*@~g;RvcXe;!D4n8rJVCmB1zEG7tj=EA|;#4Tl6g1z}3a}=`6o;y4?|LliGC&2
<e=|l%2u&XMjnf&wxDk!+>VIwjF^FciSLnvoX$`LtmfOA_vF4(2MdBRCc=?A*KY%s#YB(C(x7DC2
M(IL5=%H?UIp<EeWVjo4uQD38zEqxzp~X3PVYQCZCHIpz;3RqnbL$0c$ax&}ni4dMb1ZC>x&Y6DD
GyjrSf+H5nVw9;{H|W3IggZ%7>7>NL>2bh+v82P*}DF)Pw6QN*$!+C3ocHlr84_g~%<>pNr|@cQH
9kry=^Ow63{r=^=DJqX6T;70HzCL`ybKY%v9kA%js#XeZjb(4*b>GNOI4Js^;RF8O<&)PnqeKUm8
uvgmM+=8`1g=EnZi0FUYqXHW<d~kiDv?@%WNEv$huX6>Bf?SJuhe>M+T;5<Ds!k~cM~_Cd{*1GgN
>zhO`RNI?8CUnS>M%sh<FmvyYpToxnT@Ejiwyf|^YpZT#-Wt#`_#{rx6CU4Bq}uyMc#0AZE|=YyL
h~AYq8ydsQS{GOLRV_-}NWj08`7!3IO_KsA?w$QM~T9JZ2a{b=SRmfiFcK{C<-GrRGPqW|?~)=Xo
Fk+>K1e<qyuCtPIMCf4m4{ft}WlX=W#p)|r)xL-7LZlN5y>Dz;NVn1Vzc$$c-kBqkC#ys=s8PC|Y
mt|&7_U<N9=XpFWej8wfuygX!vpxB6GEWB|n-{<-i&AQg%&t_aPz=jbHUhJoEryfh0)0qafVg<p%
AYx(#(cr!ULGK~$h|2PgQYFX%gS!|Dr7DAT+oF;|n5i*BR}fLFK8bw@l!}PZ;8hQm4z90AZ2sD7I
42DPgGLSfgBeF~V$U7sARPh$?1}}63v~>>);X_gz5prePHF&StB9!rZ@3+e3rUAo>tx5l$)SP+L{
eGbTmww5bW!IOrpp~_vS1APomUU7jnBY>%C60-YUBlaeQGZMb=H>U!3#h4+<A}+==PWU_U^_$@XG
DXA?D$V?s(}%F9eoJ{aO~zOr2=5U6ha4lb^rS&g-7$Wdz|-r7t<1hVm~WH&o~uZ8%;I*blF}R?S&
sgnr-Qu2_247U0xdKVa2ud>6|?R_sjx#7Bh5e)k_NERdBeXo7q=i&6-3Eq-I^WXq?o{IxSQ(DRKE
w{DT3kQbMg@yP{{Ev6d7%J?`%_Q$qQ`)+(8jz-7M#Ku;puZ5jpxu0=N!>zX-u<yX;h1pJCuiAnMV
r()4nd3&RI-!D~nZQhsRSl(eD$*%e?$Ak9G@x|qg~-R1j7NJ|`faLmSx;-sekQv7`;MAjy4`3v2~
}DL_X-oKylUs3{MGhP>d;&wnDVchlug-1ik&=S0T<OBENV`J1812Lc#cM(VOKfKW7rC*-RF62-(o
EB)YR?dk!ZCz5w*DhK#oOtq&7sYQ>;-k`_o+h8dvPmM;$jz&;FyZYPR%wD#HQ{=7~%bmdy;3{*~f
0UdGB~1j*oWPm%CB%}nhqDu;|PdI#6J%`k9_g+OTeD`4FcmwZ--IS=hd{?7Y(fQEH(k~a`3odV0&
UMJ*P#(divxK-xD&xH)x6Bd5l38QdTU<;2I2#FR$#EK+kZi>H1RuwQ+#A7{#k?*5|zW}TX@bM8CF
ZX6$XT*1G3@7;mOA=1y?nUc0Q+*~#7wI`4*HXn-b0NDdV7q!&A9kfD)Zi}NsE*jT8i4P+ya5;875
M%N4A!4rfnL5=eus6%qDnB!hAZ0{_Zm)Yn2AO+bW6~q6&vrcPAWQbd-#DYScw0QoFGZN{GS{02`d
#fYy+)71{<5RR!55UUd;T;^{t<t0Vs!JwNg9QhqpZdeh*Zl9T(q<53czRBlAs|l?scu-8t{?%6}H
J#!W2@0~%Hx1g9kGrWvT$xGJw4MLYp<Y-1g(bbmb*Qz3L~&N1CTO$tSPk%`r4WC{|IJC!gs6)>dE
@7$Pq^nM&OHcI{oVnL;x{W`DO6c!Mu5M?iE$a&LgoXDZT)w(6Hs<!Gb81~qmwuo)urf=17YBc)L-
0%1uBWITwy%^$_tgu2pVZAe*Y_7vAO!93leO`sCk63br@5HG5WzX0YG(z;J3L3zvfFTdv>e%HaC+
>#0BHmKpcGZ%<`1pi-Gd<><>^~|5P2d6E4yCWIf|}B4tC~z><&GH4&t02WxO=#rs^BTNOZOiI@cu
x4^VXpdOx|IX)sJ$riG_Rzzh6yaHi)}l`3a)F!etgcEhqQfZ{SA_d_W;^hJIEJU%Xvt^u>~_ri`7
&;6WOKo1Fa(apj~B#RYfWz#7uga#ATRLqF3vvlF{+tG_t|7Q<0Ayai<UP4PE@k^Is%gIaXw1;eKz
KjCRIJ}XPS+ixHh*$`%rZ*3}=uAN^Z4hFJ5Hw0mYm32vV@JYg|lLY#Go;EW(SKN*4TjJuE5xbXNE
e-ugv{_#AFLK-6cjcM=4N?<%oMBJYxidet=vHWEkAn!0kSG}Jp6y;_wo?j~u_Z@eG^9mll0!=QHa
6fV7iiIpj$=RPzHR>yhA@Y&T@NA^mYogVtkYh(_Udrg(I!-0Q2>sN{^mN=fvcEGl(s?9pUL}9hZ9
lUVRyY;GY^^5)QFntluH`7Qq!iCr}UFR{<GDXx$$>m%eKq#trJJsZ|=;2%>YTmo1h3Hpy(Dyu!J}
Fx12=<lbn&rL2v-#9<E~&69V<)f(Wo{3r3BqAuhK7q_42vF?@KlY&zaRp~t*Wy&&<#)qFrgB-eIc
ksFTAmi;{AM1POhg-vBnY@%i1XGf#azOqX5P##yYdyeYnG9&1Cs|2O06+yE7aMi-JZ!Czn(^^bcx
fs9$4v#0IZaig!eEE*kXz)jl1&3p_v(>-8uG+X0>qXo_M(^~oTy`sj=<!HO**7>WMly?P4*Ftjoq
pt{JOH%zfwROB?c>-Oe)90m@b-%aq5IV3NuNT-RAe~-R2<kSi23Q__6Plw_{dqnzUg!N^buBmVbx
f()JE*<Lz%UrS%(gQUMsS$t=q8@`##p)@TYl}jCD8WcYKDX(2?9h%}UB-`?1MUD&H*Hs9Q0rw#ql
ncK}XZ7~rL>!Rm&NwB7{5nG~K6e%JR1A?IXXD3xU0E0*@Hq#0_=RF)8s4x$NC;1Qw+kl$L72f~6F
J6wi!t8xw3IveKoMnl#>!eR*0UBMN`cI$J>XSCN(JF9LLR*L%@kNMAqrdd-TYdo|@7WwPRdaO8o0
_+3F@?-6W>9}Kft;FEP>Z^xzLhp@pkYwI-<*6K-kSz0}#@K*cY~+tLJKoH!g*&EJaIP+}FSG^LY`
WZ~H}F)LbIDf~iph;PI3Q#Vg)B{?*MfcZ!f!(HQc*ua_I$Pyov_bL+Fv<G1BQ-8X-$dlp(UoXs;z
PI$a9FT=_`-Z#=N;yPEx*}cH?T@eMfPMEpNX4Zx9h1WD6PxJ>8q)PDT;KRoA9+c~HB<wl8|;>MhJ
ZHHsbz)2qgEN-fs58h5wXVpYS54w``i9EW)|yDd;nTrbfc8oTcrJ3*tv7nYS}ZWIZ^d;sgP;dP$9
HKs%2zJ%KKTa79cwG~2&GkU*)AWE6G@fmwy7<KzzP53ic|L(a&%P04Rn<5K<-N2a~Kb&wWQXmc!q
&Qty;nWKXSCTk93M`u~8wuZIt%yVv;yV!OiKHY#^vDW$zo_<UuY08;LJ9L_9cb_x#)JLIdV&oSUm
Fz@q*V-f^f9&6m4sHDY+->cvfCx@5Nv`>0{Zy`ZwE8D<A-)T8IoVkbh-zV7oEsRw{C#<KO^q6s%f
$0W`%@-kY>Lxa`$~M*SXwMd+~G65=@Fn>zWe*3bUi@&jr+xfG1!HiNB|_AMT#Z4*J1uX`Zf7IUz;
M)-f`zP6({~8W~>5tri0qJajp7%FbqBKE#Ne4}7Q;R6fJ>v3*q(e|vfy*?M@G0=a^)tvbKwhnLR+
xf9m5yrq^2Dw0CVz=-J`mcq?^H%mabgITpZEQmNbZA8>ZhC7v8SQtZpo}Bi^=uzL*{4}#fVG(tZT
ku@0r<ROoa#~>tfFCbo#M8x}I&$k44bb=nOx73#-vw!N)156{H%+UU;ay62sRCvV{|(FUb~RnTft
z2h7DPmw`kl=uXsZ@ayfHG#?#j-CjuhS(8eVejfT5uVhlmlJm^FUvt+hiQx{cZ|gOB;bLOk*mS%5
xlenTk9Qk!1f^P`krnZZ(uf!7*|r(^A@Gm*=g3-M1R=+aSDpnD00v-k?fdy_$Ra(tA0uF$}|4Pv}
SQ%CSUejpT4-Vzm5DauSIKeL^!1k+sCa29amv~xsyZ$wIOH<2B`G*9M@9}~-L_{9_4OxKI~AN$76
G0{M|U9t!k4=QR)IS(s(DjGytdK;+m0{;kn9At3Zh#e31(;C+8{`<}%qU~eha8<xmf+M4A?9#7|I
k$<0@~-Sk5#eI?4X>tTI7do^*N?-Cg{%<7dT{Qoa7~zz7JgOMAGaj4pfw~)Xel~ecsmK{S?x$0LR
Zn1nucFQ)$)K`JrjLUGIb`(Xx6Na79;$CL!sW{^4$R{jn1{ylN_Vw_aVod>OLYKTHLL<v0PL2IZt
I@FbE`PNilzExL$@n+Y*lO$PIkQwr5S|su&ULod__U+V~DtVj1Qn9O(TKNnNA(11+tF>|(8y1vwB
biA2oGXn^QLQS2<E_20$GhUqntXd-;fWc#Spspvra*GjbNLCieTTG7vLK~p<OCS3+b>d%T8%CC|_
?m)m!r0R;=HX{o<fi}v*H&hf1&9>Z_xE&=AW+lPY%%%h$Qj|ftQdNE?U%40*n1$P1m5cVI<L5NUD
1j{qS8-t{!eY!hOUAcq#`-B3#MYw8v`H{6%qCwg^)*+VF}tPN(#QQ_y+fsz$$<p<sJ5;U7&hy&69
-<0tpLugH6k20hCu%p@Lo<&Ta|0vX&A>f*AD?O&V)1qNffjKknI&jm-=>VZiGLJ$cv|@x&VwOy^b
vgb|A@nb=lJ3NQr@nSpE$O8CF5oSA#&1!%7<%Jpa}lPzM7nqIU{j3=q1(tD!?gY}7thOO42-&BAB
jQ~XDZ$aVRcHw@Tp%WZ6_$y{sWB$(k5W#FWIy$ifj0$SO~zP7l4vLW8z=AR*S<;9_^-cnOv^&U!A
iBbZ#!h4mJ7lS8BBga`2_=X-WIallN3&4TEykg&dZ5!~70$8+N4tK>w-#{sF+bV{5BJ}++o!`=%d
`S=(M3vyjsN}t45QcwjGV0Iz{{7Z-`)PLpNDjSTaE0_c4Fd|3fxCpYAXFA(ePP|_k6c&#Y4k4nPS
=hZAQdPRE(Q|>jcw?I(Q(VATo@a~6aX<u-8Dx3@h7Y>?wY#U)>rwVLY}bO3<xiI;Ty9M;Gsem;mv
+urMl!Y;WM_q8deXPcQu<AoTkG~%LE8M!K;-!klt3_qO6>+#ODh@ehZa-{qB1|p9OyI5+sLYiZFX
Q&@x)UT*s@kZ9TM6am&_=xlmcT42z3pUu|p54{)poZY3Usi-fl0_-YG2pd=ji>x+jtU5oBni%qCU
R18yHeHP2`Yka$_lE`k=GCfnK4?@96lyA-O26HKTq8ny|PpsS=<!o|nA&U~i^<0s}TDURSzIcy<h
8oTw)b>#x-Ovn=3rR@G@qnaKq;Gni&%+|l^(3fU*N)3LrLZCwV9qSbJA9Gd7h5zyrbmas#`JGxdu
GQH<KvH<aL2%`bA9j%6~LvDG8`YdCb0D;#p*dGf6icHb;%EDd{&m+JaVQirVwp^e#pQ%nN@Jcu>{
*G7XtzhV5Ohdk=YT*zVmsvVe%fIHEo1_FUOfvLg#hDvJ6q{_22cnV3vSywGPql`J*cln*5Rs&0is
hb$oV+HQ*CG95i);A&d5)nP=)yyXs9rfI=M==^Naa5{YGeGv^YOK(;3;`0S13X9%ycHq72?B!|U?
<UH8`9#J5Lj>4AwKsaLlvK+<q>c<O<idcqDS;%!bb24Os%3i&M&#LbhQhXR$W4pwTrETTLzFqw!b
Z4#&Hg8mhyW<`MbwoVrY)G7Iay475deTye=y5x9q8!3@qW7fS4&M(Wv()IrxdYISx?^(O?K9CErI
Z$F0a3#2V_HZFP?S3V2&29fPM+nn5R&elXKh$ADpsTIIaE$sx>>8*<In`uZ3I6!v=K&8!;A5Iv2?
rYk8zSi_^`IQMvpodt4*>}j#ZD$$~^5ftTrO+uPVK)mLCij2q?}))<-Z=<N)<*;j$Aj^pXk4>`mM
f=DI)~wD8ERmdXURG0Z;jipd68#g&FcNX+Fc^4ruAD?U7ThSxYp_zfuM+!yL?L|%alA1r2WN;_o7
Rx<EFJ13O`@RG@sLOd_4(=#l2p}OGz77L-qd!S5=wMW7FcW0qIEA>kOEZD8TjIF_>gF{|ola%gUM
Fse)6B}s63$ImdrJmUt3O5KZbHO8psHVhiPHr-rQRQicPkw(Z#o1^XG?*b862rtbH`{Dd74Y*>{w
z`!U(kr=Jg$-Ne2eAch6X_H9hUNNufsUG5Y{WKhj4wBpWJ!s#y%H;wRrd6D;Bvq4}!tx&iM}xL~(
5tLW_!DLaX+k%Dp)QnmwwvOwtL=9H*irn1IIas6KsxJ8xTv&gNik)@D*$T(62zws=(6dW+g2Z55s
O0YIRQ5Xfe?#6AZhNW!Xxf3_L>^3kr%n54y41V@323|=K*dLLu<51zcD!F;z{djH*wX@`UnSJZlz
?uMtMX%o|^DyS6+5(Cp%MO#1NadR-a9h>^m%HDt&q98`09*`M++)I{`?)2K-P$W45ave4ZP66@u2
B-#bsFQALK8NmL(cLf&17M`E1_%3No)c^49zO68W!2>WY(+ge3~X1TXrP;6b>SnA|LQ(!DJg6LBl
DqnVF0l%1Go6Z)^^OKMe>vxlX@g0{WR#!n=SIwsae!G>M`x8U4FJvLJ?m5rxO<Qdx)>Z=;2(RjAz
f*$XqlL9{vohzhxofK>k~IH3^eewqQo{hFxB&+B*^{(Hh%g+=W}}*V31kCB5AAcz-YzI_l2&B-M?
N<YM<v^#nx=-{)_Ja6z${G?1f;$Fe~8D8u-hMiYTwT#%xrD!yq8>VEo(MXIMW<nb`83_MJGYM7r~
RTWY(Pr#n)Nox8945;82Vc@Kg0&|pHsYT~=7!~~V$!o=zeD_9o;`BZMDH(#2VtrCh4Kb`19xuXm3
#A=HNrhFYQSd_9bhZS(cwv&nDD*cVp`$Jo>$8VxYZL>TS4?)~@AATkV;~1Je@wNfn?o*dI1c#-r=
lIjIh%I*tZ4Fr)fZ1SZld>7TUv#i=-4`!p5rDuWj#Imqh~wYi0Jt%X2PO-AXsU+XPT3#6N)hKt$E
XMGzg=CdiY^Eet5Z5PjrdJlpQ%>QZu9|jW>(nigv#!642$5e3nh77y6!z4^Iw+Y}_DZ6J(-533XT
W<xQkHa7S##Um2v~0E*Qp(aTiKexk}<scZBBUpl$kcjcN>eEGLr;hr-DU+5T)r?kLUlfWZU-GN^c
b12(BRD^LX1JeMO+ynDX1r2RN#oxSz(Ox766~SEQQNo<rXqQDh;mwaYZ16mCU?J}%fjlk+48}g#I
fTT(`E~xSEFb_0|C6}t)Y}MD<N$bwnYkGTScFWY0het<hX#KBU?qx^z_eTU8?y9H2#BTNj_(KR?W
l69;k<nI%FinqLT3U)!{aZDwW&1>(-}f+yL~lWO4zb1M<g`jB={tioMSP;iaMc1v3ijsa>au$a4R
y1-yzTxV(H5u>jHLq8v%7hHz-f5>Lnz|0dh-rgjh62uS~bIn(@dD_eSFZ7xB71hTHf$zb^Gh7P?9
i<E>pu3?zKZc5_ML8ho8F=7mMgdVkig@CtS1ywbl7X>2W}Exl1+0{Kw?7*&%2{?kc7qq94~!6?Kc
D0(m7l|XBR^Q5u&7W}T-F_!9{)~n3lB*Jgt1q!H0*Q!Pl%CGupR{#DRPe(JOjV2J8q>3(78;8n>$
PB#PB*1Wnauk4iZwIO-4TPb52eBLXdka;|cyBR!d}2vX*7NoRx$<u80w4cWMpLK;fv`7C*T@ekR$
R7+0BY+Wau8$YP?v~H%fnWx61}(t&|%ir`R$`#L3h~IYR48@93X{siMa^>3suHdysz*7=L?M>ZQ7
?ljYCvdR(h73yF!BcuwM)#OV!VABKNk!uz6f9Z9ymyd-b_}g~U1|2F_{V|G`4uWkkz4&)?ig-~me
l4SAf{(uw8Vmq9%<pv{#)GdgQHw@p1-Zc<E@jiaD7iTrmu=!=_^IgC_4k{Hg_o@QjlvbHDs3%m#&
+lQkbNZ@QYM}Y{yS4!I0y_odMJx=UlV?Kf;{00(ao7}V~!96VJh(=qOll~{x<4Zf5=nktO5;Wv`k
IM1b1h|S^t80y7qdcf)Vkih7te+!ik`Dg-h<=**U1TDEbu2fhsL5DEN<2C8FP3oWfQ2?`fMXq>#b
h}9%#!o?+dl%HK810Y=z2ZnM0@cCA}$U@l@F<fMZ-*g5<|nKper!gfndVb@$Eo-Bvw~jl5r@kzth
pNX;`J2Wvj!Ps}T!P_I>3nu2;r6pvj~O&Uh&q^6rmHx2@)Cr6@_r5*69~UkY>ofQEoIqt7lQ#u)N
OS!H0o1524+D13T((CuVRXYEl>H6-%45D{DAhDi(G@`p$*3t+5BFxP6nU<dy=+(BAHw0>TJ^893b
zjdG(l4K*48Rh{IuClsJF}8>Z@I}{)*GbSUFBgBLX^2%6%MBRK=Jgr7q${*loY>{Z*h2W4R2DfnW
6KS`uH;$4yIn@%nX-&}&8h)_j9Ojb^UDkkMKroEPMk^MU3TQri{4;zNQJ-eaIoY9zw&uTA9lY6K0
k?4mieu>O&bBrX(0UD>9+@QT7dB#-<4NlUduQv-MlT>Wce)RJ7&LhAi#!GJkmv-X;C3Xni7HaUmU
0LkiJ3gd}R$!{wSM`dpxD;-C)etM#%8IJAhFeYOaa8X+vVI+LC{S%4)`EUfcxxFss(A6P2X{ohQs
E!~vX6FvhHzsJX`rtMnxH^fj8yWHe2GEQ^F*C(7(P>^1L80fEX#9Ic6AP4Te#B@j*>NJlo<r`>^W
y?e>OwG=eI`wO}0m_lR4Qx4#y1zq;ci)|8;IxO9)jIL+`x%o{z6Ac&!4^_HO&qLz+e?+E~*Ocxp-
cSAIVX@WjOvt@tU|s&?>bt3#X}!VpdCbI-WJrl`V+ktuV&z;9+p@U=zDFxPc}P20u7-$|=SbVr2v
rI|s=m5&*J~VUD#F)JwjU35Q9c<OK3s2w=)PH*r3U3RriN)_ePwBtj!4Ot7&K?Y`c}bXsf-Stdse
a8Z*DWb`61ee$XiBI=?uy*Ko=ut<&7E2wnrJ3cj(bsV>;)Vi!`CiLM2_nH#Khq46mPoHTIC@A^2~
fdgeao+M(4DuVztr*US(Dqaowd4+m4H`&R*HpDE6xaXjrBqGd%M@q7D(RcnaXATth-tC|3<baSUj
-+?4UQ!R78EbMr{$|2jJ;?r3N4X7|f7o|-5(h9_pQ?n@$QghNhh!tWyp-DT9e|%h1AvLE|oFB%G9
iMh?gv<*U);(EYNN89zMiIJ#X)WIe#Qqu8?Y;G1D>X_Az<ox}L$uH{gKW7;)r<|syCh2$Kr00twj
x=JbT!4>FnBKj1@n^Qvu%l#4-r%ttQSHe38UGkU)b92&BKSVD7ieIOaPuTN{aeaYU(R8_CX-l==E
85Z!k26(EUF5fJ6z1Y;#s=ahR2Vqng!)tqfOdih>L>^9utePVnh){dIV7j-X!U0R?`7i(|EX^nnc
e0W{Y&Da3tbG`1XnHrNerz=2S@Q0|y$#yYm4;X^>RIM~LLkA96PMnhR&lVKmO(y0NfY5u|~a|gnN
&Z%4m6*Dl1wmzN1<#t}aR~gJ2Fw{KXpg`LA<_&35h5YcRqGB1tbPlzOl>;!&15WB`wRc>K*N^#S0
xTMI<E~o%+s6_rrm!sT8g3fa=^Ph<Qt#Q3NK|?W4Wf|t0n`h+i=+`yx(6T6tYc+S3sM&NT?*w~8*
RKe0*~5TxxKnwIQqwQ=!p}}fl^wHjP=odd`WUOt8X?v;0Hvfc*!tC_e#G-b5;VyWvIyX{=~If`aF
K2OwaPei|=zA<PRvW&50ShAWw6O!nG)S;~Xr0_ZI3uyH>l!S-U@#xfmXl0$7A<G{EmG7LMkz(#^Y
~j2%(iwfwalv*yM9p|q%>g)Eo>g};V!H`Kt9T)<h~ct-gSif$@p**-;CB)zxyipN+D3VGPZ8MDrY
H0u-yOLrmiweY9(Zwq4*hvSfXiJUu?yOb^epVk9Z(*-*SSAxi9(~U}$<vRFejDKS;l$?s6j2$~nf
r05O*uInTnYu%YYxGqLs4xG$nwc(ltUT~1_1Z)o$^gFt9Hng%5Nh3)io(I>q2N{nu=S_xxS1-pEp
?$pl_bumKPi<nDOqvrMD^APX(ZbxrWJ*9OK^F6Oa*k#G-;~A*ly?m)1U%Ek_$6YC3@6@F;$(0Gcg
Si<Bk1zgk_R~2&>t9LvVAF?M436jhVni9z@;00<83B$Je9>6!ZX?a<2k@2<G4esv+V((UeFPU56t
TE8sV!S8>V@Wk~T8o*(hFwh}@!p1cVq!(~P&YLW57DDqukBO&2O7e8ES0?~(ON33)JVC^^i6Yj!e
@U6-A*OqRGs6b5NXUY9q@cPi<?<ci<Lt1jf`mVlpMy^)8Ok{T?(%)kOTCOY)7M3VTDBS1w{R$e*@
l}-S8O<ooBq;Lq^)E|;&V?xY6e7ZFqk*G_A-|*2Y)=TWhwm;gSVju6F0Zveq_?s>jApx=H#z>&wK
6zwI=Ne@;=$zZObyFAlpyklY+};X$KD)7qZp_CD%<I3qG`AFGwKKr)3DQ2Uk3yeb_nY5l|jVhkls
2d51ojPlZ2Ynv*dkC>p;xcy*fKFbY|)~*1y@5<RCqMt1rP{3cs=ow>NKha5;)w^J@>R9j$t1Mfz6
whwRTxHLmjZ=jMBez-NlV58V@W7DATmeL?>;&^ngtV7H}s0<ALqXnEaJ$UbCIdd@tCNA%q-A$)7K
B+Y=A1jse6{e<p-mt~7@;4DPcEo7ICFkGm6fBpj1O*9MQ8z`}lkgNL+CR6~m75h5ZPE_s%PUX^DF
}8(tbHLCo^YUWAP9b{n=p=3w-4vvHkw@Vp<qSVUy#`kEBQ5HiN{WiCUoYe5IEKO@tw-4SO_nUnOr
&@QiA|DFhiZ(er>MKM_nwZ0#DN`$IwhQc`@;nmryLzvqRotxNC;sjE?Z4&qe0EvSiW4v!AbS6`$F
N&8Ra5loXPPsFc4GACr;*zgz^$2ALeYgAL9|bSDi)+A07ExqHsO}I`ybd1kmA4N{@b;yy3?V`SNR
UcS1f6QJ;?=&UPyXzEGmvk2BYX_YGx&!gYC9;<rd`ai%TzNke};n3<b9=4&Ge6#3a)?_7?oi#(Xs
A!3()+v|@7Qv~8<RjZy3Xl07s={}@UThPpalQ7Ub?sk#~w>WC5OX2KeZhmGO8rMEVbb`^~Ms+Ikq
zF7#=wcKfv=7$fwPj|OHd*9FI}vr+O6C}`mYc;p2vix=iwpL<4jN?Y(wM5|8sXP*+k3t|hx~H)Rn
S_~dOL=Flc*g306Vj*#2n#@KY4z4c~~MRAAZ_tX6|JU-nqd;o|^FxsKd9h1RN9L_!aHGW6f^TOm6
?xG?6DyHu0iqqf!<;$+WKSliW-eflP<u$~uj_uKwh`V9Ijh=nHA>+Mbd1Cr{f|Pis#B8*viq5i$j
Ppai`CE1Rfle?4gCN>}W<?Onz%rkud*-!kJIldS#M7U|8Fy9!L_GCj8K);myJ2O9jxn#VOQPyA;#
A@EzGEDppEPlYv5@me9F=rfU;Z+8$WkXo!lc%c;rV1fptM47V8C*m1|n}Zm`sZ*+c9^|$FHr}aJ$
dgKdwO$zk)|_c9qX@Qu&g-Ij(3Uf2INQh3cQ$>E<z<4@WKwh_%-se5H0ZH&d%SDYL}6RSVt%X`Bh
)FiVuU%dP;v*K`yr*pdMdtD-Q(%jt)DLzj=^Ir*f<x%>7m3@K099ftNWDXs_J6`VEtDkI(7$&(e{
$bj9(Ad-?Exm1VB{VFjz~@bapDdE(wXkoy$Bg5pp3gDZLAxzgJ`oUJmOEqAlm&K;z_P=+mTB?N%|
)#`d7O8VaSeOBTiTZtHU2OdS6fGD076!qt3+CylWyS5smhyeVE&N8Ph%2m#%02M;|QKS=V*E;yuq
iQ2VH4h4=|cc&qMTD9t}!&#Se{lSHgl>)1sSP}B~02kA@SzA7&hf_LI6Hs;0N7m9BO|qo<^1ZwML
u@Ug$FDBk-SFcS!T{CYb<)2Ek#V+kA2U~f;a=LMn3fCSsgen-Yrc|J)^6;5^5zi^dRayEy0Q|h7F
+bu0y!ne!JP5qPj=%q-W5|5k$;T!{-Cl^qnyAverkqP$j8R!Z5_Yj{l^DsK#6h)VbE^FiX08iF}K
VBlQ4r_Z9Wa#p>;8QGlEd_WI%q%$JWfaR2JFf$WH1xfw?bOG7IGdYOqtQ+Dae*l|$uAl+F32^x}|
?|0p0}`uk6cUiO=~oU|<Z$K3W3o`Ku&X*SN_gZ{`^XtBU-Mmqs^5km8a+l##;FzcKh+T1ds1DqQO
Cz8^@E)pT3#FJf>1RS%h&hGBYu;DG-FNX`PXV?n{01woEEuxlYlv5GPKXBxt_%toK7D8X;o%NN!j
rSw39*<5yB(Hmvxn00RL+Fd+p!l`%II*7LtbNwg5%L@UxYgQn<KBrsn%x&4ma!RiP5bNJ`H<Guef
smDp=gJOGF!2?`&M|{S3e|NBzc^@KSd^bd}IlyzKuUU$Pu3{GDIkBH+g9ZI~tSpz6w{MAit-`5X4
{3a#G`ZJWKpKyxCXm?ZT#JndC(soSJ{`jJR+d75sHn>cGVaEK>>5RaT8h#Hdl$Rt@2PT`EHhz)tf
kN2J8lfjl3Lfl>#LD#mZT*{nhE_p+b8(u>BgMnD!JeK1MeBA=_wi*A>ZPTyE(5`{*F4jVFQtnneP
A^=mPo4l^c4cg_@MZ~sk3M5*bSR3-?bwRBn9C@VNc(4|kjRJnm33pR^bzCpq_}37_XQ{Sq#>q_l$
b}CX0_xdXh%xF4bjI|_!2<8Twx9Z5Yd-{ZsCY*x?~Vsc2--BRcPhltA8E=l-J2T`R)Q)0Ziqt83q
F-h4zh=yplsnHgX$0&HpC9i_)rF-`gfT$Q}+LqvfCv&2IKSp+VM9e=tm*-?&Q#!)%&KR(LV9(QQv
0oxctvl1X85f8S?~FiU6o5Ct2K!?aDtrj&|O;gLFTPdBfX~Y;c|u3)kqqfD36+gl`U)o0AF4B2P3
2TlfeO_VoK@23U>o^cqxLSEH<6(yD!RW)LuS>L6Wo_=Uc*#SEt=hPB7RF5LZ9iM@k7;a-_&TTMay
9KAGg7g%|QqQ%!-rTd}#w%wBTqyRz3pdI%c*sYQ$#iZVnEc!fMChjS#$vgh-Yw<2KtafRIv$95Vq
jLe3KyR5W;6K+K$XhCA+o?2fr}fa!6QQet9tBtKV(^QYiAWaOE=PF!#0T7A_5TDW|0Z9@i8nx$n~
k%z4uf*JC&3z*8s^{EdtZ_VTJ^A?*vULUS}Bp3u!hiGd|J5H<s$Y9Z<Ho-V%Fc~VplxH5JTAL5d(
I9Jx`l)rxjDOa76(F=5NvP3l89kb_#czEjo15C2()*+ADohL0cnNjJL=oj<mSCY!E{r^?=43_of>
Wk%XR>w+SRM)ZlW{qX<c50?1V(pZ2HcRRToP@|uTjomx69_ZNthIXS^M=B{9`?GXU5Jxe|<Xc%~|
q1eB+oX#2Ci|8j^%+7y5#*<M;+(e;HWRfvOChXJYiLON*Z;%s@2z)+le-#rC@1{E1R`$iaN0Iwri
vC*XN-{hHcPwc=pEI;#Z(F1`j}n&IeSMsHVAlFGa0P5=PYz}RW2ul)zpjTf`_Cbhx;OsS1K$)un6
QC_{Jwr>$=1)aWT2i*b-sWtkSct*Up@%z74|)Eny~W97~prn4*l$``I_+Xopfi|ij|Q4MB7Qlvc{
|&Ay^Wuv#7=l-S@808iQM^#}jcT89?M-1tQ`F_3rz@In2d@W1R{f&2^A3A}c8ZDe3dct@FQ`Bva=
@O`#EXv4e~a{yk3DQp^c(y+xQt6G7X?*#d20Q5IMRxQ<rC1p!X5Ic6+61sPA%9KNv_eHT$7YR|mA
`@)3fn8BXv4rA8NI7>z~UjcmY;Au(Qb#`wiZQpViM7%T$D|~{+=KEskd41Z9y<M%jN__Elh;DhOe
;G~<=XqqG6BNZ3El5dx6^X*bbzDn(O_~s%I8sL%BB+-;-!VXRizc8{cBJa|u}K@;WS1!m-Y$1xD`
YD)^-PKdkNPn~i?A7g*5qSYisiF4xkh(jm<lW=5rej0LPp!zHBFyWW@X^X)y4OEND@9hPTPb6J7a
xt=+_pXBW>y9CQ=x@PP$teT)H}KJEnvEVF{4<2%v9=T^(tx%oP&MADDeHApGF7h;$)lJMYtlUGI!
qrU1T(=f4dKr;NkkH6iePYHKi|yg<;NyW7wc#g0tRQ(ehtkl1YY8h74Kf{BPggs(*1mV6^4CP~ca
Mv!jC3=%i3@=(Va7~UWh-wBc~8V2Ac|CkSGB#6RveT#y;@_|b<+oxIfU_Gu_h(d^aoYwYb%FaS5{
Dy39rb=B480CO46pmXnLXSw0+BbcH;0SvX1X^M}zjM~F_@Sw~ZZ<IadPwGrFL<M?&76V+gw;uNr#
6&?jXGdoaeiqSdF;e=Ix2JwZT-;Akn|)7Ra%74GF)fyzgL0T0-V4-%fMp8je!$s;AokB;iYsO_>S
5EyGt!7UqbhL8%MyjV;o?U4iBAiN$3tKe>ZTpI1#Olfsvhj2xG`FEIoXlX3Z+viyCYvS~f9}8fyE
dz`1!Y%t{jw$y_;Mq(!FTl8jEHG%CG{)}Cx~oRh0hPj9t(eeZ(dNjwH&=|5$hhs{+ZnWhK-%Yc0?
$>xPYUwer08in39EaH3J!{G&O!&NhR;MQ}GIJmq*-+DSw3`XzAhoU0N<m4!;$}#sV&3<;2R*FbB5
SSM3qg4&E#b`xHGgIh={wLz?^*{|QuMvHULY??{jWbD%zhGWWcO$jPC4e7lou%;7xE7p+r@tZnO{
2pstU+vs+r(L-)%KoEcmhtQqi+5a+%2w45;tDX7yJ`HP>A^(elOrT{;q)&?|ze%fTO)9IaYg!u#^
s45%VMQ6<nJIJ@V_hnINk-qQ`o;gSKCYXh7z^P^*KI&tXSI3~K+RbNe8{-vb(*A%<a-T9&f45tSM
62F&T+>Nh#Vjy4fcWGzZ_<QPDq6rkL4#vPj915S6}&nNX?5-gQCGYBYRfH$ipS4-#KXk2cV3;UU?
(Gcg5pB=nEe}SSX9D<C4p*-4QdHz1#FCL2{iJ9BSQ5BZvH6kY#qI*{&8113S;olu1Ms5oQw<Hj&G
GqR}N_d8dp&NljvgG%;xljj&xX@v?7{}|H%nt@8?pG^(EhjI?+u)(nh*0E2a-W(*A3KOt{@^u`NC
RxTKA_v2>tci|bv!qeOw&<6hzzKMDWmdQ5bTw`O*@>_v>I)30UfPb4(+w9lpi`UbT~#ZCT#i2HG(
dx(j&n>tC%3MFX(GjM*}Wn2d4*y?fR+PcvM-vu}Np<ia?ftTGB+9P-y;}0Z%<*WrO(n5dy*eay>{
0A#a!_NZ=FD0H{9Pi~H9P;fH);ga%9!%hBoU>oV*B?p9cuEBheg9y<u?{rUHbKp;%+zWuoYt*H@-
My>18k9cOUn1|$aMgvXYX%E`h;Z6Z~g(#W^mb_cDG&=O84CXxbqmPatq;7%2mzc)Fn0MSm!a{ex?
FFJtrZQ7aW&57hC$3MSFlqVgm$aGd9_oy)ys_2mMROo~!(Q@%HNm?yq+X*LEKcp4xM?fChdB18jW
7JO#va7*1~lb(Rx?7U=h`1_XxBuVVgK%01+#Q*)4()=LAJ$7=>(bH4vY^(+G$78!+cqA{-ls%xzZ
|w70gRSb8<jbV1>~P-zuagITmW|3<&fLs+H`<#!^f1zCNQOt`;%l3|ZV6yeG@_TTJf>K9y>Nv7sR
6SVG19cW7sX6{=b!4Tat}pe888LRcqJ4Rt4FT0{9G1#0w<Q;~F#)28%MHJO)6^m3|2bI))2eM^_f
{EQbYC6`j~s*Sd_Ff`%2>_&I}>6<?6e7AE={_Pm8S4#B=d=L&q(KUt)eF&Hx2+zx163ndNnJNGB5
9&HR3ykS;_PSY92}iymkUZ%X0D1Dbr!TVsvqX1sOFz-?Z~oG78ZEMv4E<Wf-Y~FU#KR%5lj?2BVp
sVXwR(Q1Qj#>)fi?P0<44xRE*+Pc$G=wrJ)?epoh<z$Be$ZynM`_9R&m#=3d$!4yAhQa*6CBDcVO
}KUq`j$EbCPkiiZ#k$u$_}%Q8<g{2I|aqOKN$_jTKjBNWgXg9~{{S7}228TwCY{U+-|<IH}>&aEi
wlrs*FCCrH^YTR)VJ#>Xq<KS2V)13gC?3h%2@H}${KjKB@@=0smy#JGX({JJFF&B@6yS3EsJZG_+
%68m}aYHGiS8?O83+~L+j*Ngepe!)_$!jA)K<POS2nBUDV4OdUW_F<DNMqbK?1RnA$6`G^#q84;d
`25z#e(rQ<qI{q7p7B@XQICFi*O{a3PaH-xzYbqEqrDn+2#$*1zIQ=nPOmaIOHYS{l4uSz+9G0IW
}k<<(f`k5OdYJ8D&%G*RMseW_Uq+Cu*E00_&5s7-AQk51@BC)h%fb72vZ;M2!V5DEggc{KX{4xMV
LNZauP4$;D2BTZ>-{cv+UYCoj(_b#$6Sd8M87s8yUJI}26j=#V*6q`Bx*n`kY>q0Etm#B8?%goAr
L+BzAH*w6VRX3;RCnw2d1Rp<%<XK7!cH!#JQ_uxU`RhK@2_oXeP3<5Jqk{w1zq$?Nzq08aBD*m%_
6!p_$YBCemd4(e7^;V{!W~>nN?{VENlq)ek$^5T{8<w0VnhX6=6|8t_Y{59#0d)LNS4E>;Y-q(iD
qh)#lL#ke0X_NxU)O)_<v1IEnpj5dvq(ZVP^fu8tOzAZhr_=N^sLk`2sSV#FfHC~_{%WqV)wPK{H
roo(upmMO%;n^iNYSugf6v_^HKtV@Vf<SDqN<LR>rhyisT*N$@!1A=q>xdo^m|J<K7Zg+XhxvC#P
|!#%v#l{&p97r(y`yLWG_m)`a0lCj<U8cCG3YKLRE@)li-uHj(K8HZzAJB<El-u~9#-UJvwy6d8V
_!EbflC<_j&p{CsESE8Yg&p~^FeZL(nkAL^fvFWB?aZPtLH<-02rRi)B*38xshASK#bD|te&9oQ;
b+xb<TRvOZbrGlgwo0Jckob!x6xg!(Xv4?|>C@b5DS{A=Mw#rO{A*fByLzsMv_4^zB08y_-B*~_&
<{6p?n^rzv+QwS-#l-Ds$1q;(5TR2CeBwUV#aZ%nnKbb#NPY`U*m`;32osdVPh)=0e2M=wZ#Dg&J
DQ{Az7$)66||;`#pNAP;><|BIZAYE*jkY|9iYVyos5=nnXFUq5egz0@>hpN8DN4G6W1y_D_?#LUW
`JF3Y1lS77Lq^30SMwuDsS>BwjfPVuKAdwTEv{mdJ`KOC^U{*Zmzg7{N$IF&4I$<D&<(vSi%wdw&
_xRZ7IfaBc!@%J_+i+nO-As%Z74UM~&6YH*G{8ocac?;IuClB&sjN<ko!m#na0F#7ThPIFzMr*u6
voxga6c^E&3(~gc3siraB9V8j*)uq1Q$LAhQ&lVnY7d+#)$WR4R0a!BsXp1#vIAmM1Awa-&8a2J=
0z6L2*Ap`;HuO()_+9dwN_t~Q~OH$2=4qP@%F>0a!u7;O~Rx7q{<ql^0+2v=KVgI&RRPStT;LyVn
FYs+4f8n-(junv9fo>O)LmycN|Hcf#&}i_ahl(ZXuLKZ(83NweLeW-61&i9`v(F@yhL643B@RODR
O@XB0m$0l0k{#=rI*Di@({J)!^a0N0Z^i&e(J+39aFgF_td4h_ToEVXp_S7#%`il7k&D`*hE;>|3
g08${wr!>+K`#cGzf#B7?Sg+sHVBPua8AM1Aoj_S=ZeOeGy3l&4e5=P5s#3KB&0wzG$^sZeUc>UF
%ufXaYkBQ{5HRu<iGwEKeiv^0sIvyhkzo%kqH98Us~=F(K#m0+S=g*nMuet%jBj+Y;SX`K$#=%NX
x{Svx}24(3!=%@V!MGpBwb+1Cj-`zSgw?Ntm8KlbRL#xVj=@4k5#7Ln)rnkgFd5wz=3OYc?h{L*9
>>gCG!|qE%9{y|3#vL{!rQ;Kg=k8&zUYJent%b84BIB!nF?9>sE>^us6n>G`&;pR~M;^J#2mBuJO
k66STN-sksk2oIWnGp%}&Jw^v>vI}Jgw2C;6JM+cr_H)7~EYG|sZgWOrxENTV&jAyX{LXRE6sHp@
0%`yg~>YAZiB`#*B!2ZKGNN~O<Ax^eW!32fCVN`!pF@_z$cPE78LILj6Rv$!FbDm4z2ig%>@Pr*d
v=BxnsmbErwct^+^-Mi>1&eQ*9KiQW65wVt10j?yj+AE%NUKqpAgNr)47W>0vll1!!7-J1W^y6Y(
x0AZ+|DF!5RSMe+Lp@C)@Uvm)1sPa2ZUdqeJv*@(w_z~2KF^JC)Iim)ghD0QNyr7L*#lleY_|bpt
-NMGU1`o$=^nh_~3}G0^9#4%EKq~O(#_w#Q&{SqAlhmYBO!!L0>@>K=v{iMxJ-5mVX^vMd8K&Yvt
Wn0davIf&`)mfCfbOW<d-Nhx634DXh)R?BuJ;x8V+kX#sZy2H=OMEJ+Ix#?S2KU`HAc4Mh@l#;mM
*gx_<amSw`YXC9u}%#ddQhNjXxs>{R%cu3UQ*#Ks(%mwvcbNRE*DJucfil9m&om7vrO-NLPMZlNz
-zZ_{ZGpiZPR9Bqq6$}1`0F7X0b@a#Kb(8vtuogszSe?th3>!Q68rqQLX)rI<lbOXBVs%YrJnuf?
}$aDeNq4)>=T?&vujq0HH{2PwK@0b=Sz+={MJtBC9?%Dpy{zm10Zf%;C2kPGLO4CPNL$iON~QxC5
(Q3R=Db-IebK&Bt)P47am$ARac>!A&;<BYB(O54opSc1_A4>y2r`T!axC=ridFuX7L~L9mg@Rs+j
&@1q$g2e6Yn|V}GuANM*v;HqXw@xhk9dj3VNBA3CUFojh>{?V1)<4;ktfLOye28%wM)A)xlt;!>6
-qjQXNJWL#_%G$7?4{Mw6SX5}D;=4om`~#0i@0sfj^#Q|-HFUxdd0YqrDcWQ8br&Z#&sT&y*J<f%
8z^SxzS2pw+(|jHv>M~|VTGr*W`a3iUgS|FT-z9pFz^!E0e&#*du{0KaL3lqcelbegPjV?W%vAn)
N1d_?a9e>hTrnMyhoj+k0VBlrUG_ZL=U=)%b3Sm_E~`l=dm9lHQs_!u~s5nGLp50J2H89>xodI@`
5K6dK1e@SrU}PDd4y6_DnCA4PRb8@4#Nwxhu98$e`Pq*aX9N+}8t<{_pf)1s7zoHn1$5YVZ7{NmQ
+9k5wD$U@MyAXvg0VGf=oJFE`D%DQSfO6!t?yIws(&Tt8TlS;Buxej&YEZSSC1*zNgrCW+yjQE*B
`hD%qUiKh#dQy^0I_lMg{HP0RKb6WH_V;R6_mSGZ7S=p0+wPvX<G)CFL%0i>|KiiWFdq7xuSy3R2
!gC5B_y!+;P%~6TuSV0Ljp##&93gVo1cQHAFLQ%z8nzfV9z@_fTn+qdVQ7p@jr2`{lMiE!ZBNOh?
g1y_B%{R5Eooxopr*Pv$>~7Myys`{<z8(w?Fyfpuv=ISb{*4VNT_vldn%%w5iWw{`4Zk@r{4x=NY
X~?*i9ydg4P{?;?U6?>d)L<me73Wz}w}BYKz#;@=avBXFk_C!&h(hab!nA^#CD`9Oe0>y%RdHhz{
d!Zd>p_VGO(4!8Gq79`=r%_}}ryz2wjyI~vc9s)!Jxu32e+Pq7}Prq5k{fK~rRt7=;uWABszl$gS
w7<%+U$<K+g5bJR*4d!r>MS75GO=q-F#Vwm1IB@z^gYBD99E<_VXLXj=>1?gVR+}DLL2v3oKRQaR
`howIk#sL@VJD8U3f%m4&Y0mb0IZz~I(FM{xh4zcBa86WS|)AZC@9t&CxNR2n**m;A)r8%UU%k)K
*1`4csF}Kyg}~OJ}u^v6CWGGR>KHB%=dTwxc5PPdklf1ZuVnA^QV<R&&}ZQt^QH=?=tDW5gcoXwB
4z*DHT;RUc3?8ngxW7wWz5|LdgzC^~j!y+XUp`@k27T+Y8n1v!$~u@oo6(d$L9Wuq>f8*EtnAMD8
>+miLVqUh1X(2zh5C%-<0Wva)eOo`!_^XW7}KZ_BCf*Ps2@K^}y3O>ON;Nk)qz3#%-vuLa8|RTo!
*H}5RzCCEG{fc9bAELK)jx9kfxMAjfKvd=FU_VNRd&eWl>HYTJ88>Pv)%eA`ys+=Br4(j_|45=7@
E?EiwhD8@MBo&^YNY=$>SSY75cVOv1+CNkz_ipJ1aVBQ`h1-leN}5(|_SWX(YX~h09X0E^dKJ$K@
hYF99{?qHe|7M~z7sDsT`Xzts@4_XD4*zJ?qxz6gAa7Brd8vsyu~1Xq-E~TDMf-;Epe=XLuJ9*Dc
881(g-G*xe|IC`y^qFO{*w4=gSR@lC^{(-nLxr1r|n&ju2?paaq&ntaJBAx;GT0w-jP6DVynUO>4
2BWbuP^p+c(1X-XqL?FHL;9coz_Z3&kiWfT&*Sk<Nh9uLjMd2Sc`jsP*4z8B8&Lys8L@2XwSiGz&
&pE~^$wNX^I$kA9r2;w?Hy1)XSFk~cOB>_a7v&+R4wnD0s8A<ZF(m-44l`>#I=KY}o=&Hyt8a(N%
ln(_Zr{!q$-toObyX}!M(4B`E3m#Pj%~zGY$`{O6NLBjZD}KnWsjy2ux5JrmDX8d2n_ptvth(sJf
JQw`%n`_p1^$Kvpu8GW2n1muiC5LV3k^*i0HCUiQoMS<U&*T5_eG_W0JbsCr*D<bUt;9E&}mZQU7
bi_pI=gHFifS8Ahz@hB$3Q}7?K^7YT`Z~VD2w8dT3aC<$v!85z%zWEz$FSa<F+#UPh#C$wY<=I(P
dOj_9k$_xBO}fvtjqvFT~)R|9HoByia2Dqj2-7ZKB)T}8omny7e3m)5X&e@rscrTO%%<N7y#z}^v
ms4#Wb$oOdYK;#|_J}H^|#F&%!D>j@pa84Hv>JjK3SnYz6|9O{FL+*h1Yf(FdY4-i^Ut94#$D!3>
YoUICE6CKFKzSXtQ>%6eHS4T#G1h!cnHZ-v2QE9veA4{&-Y9<Arb+`?9W+T-V|9>G0}cwH*72l%+
ho(AJH(ycgPeIBoHlwG{pLPYe|Q~+we<NyDDBXNTd*-w$PZQ)0%n7Ab`t)4`EJd<*!1qOf!t!z^?
=vV?-gxILz4T=7qX_df4(p3aT#ldiU&TZC{g!iy%8Du8)tPG+z2osS&q#E`(A{4mgO%7tb-hwbFs
M4pJlQI7a;%rBwe;Fn{4p`QAp~NbWPxP>b0=7lzQULAa699lhu<$TXQ?yfDsrQ0t#Pvf>0iFob#p
1_^cFQj6?`zxJj<jvg%=19l;DYl@*?LLe-I3qpfI9(|8_?XL;R~WlP*2@=9;S6V=`i8SFhB{fGRV
#W6yu6M^8%_I|d`lj)p#gy)Z(d^8O<EmZ(o<a?H3`)8X0RG1ok#yb<v@RYoQu6Up@)p($cm%^1cx
Bsz8hWs2ENYRz>MUQ`0yG-bKE`=2VROODos3^J=Pm?>GN4ip6$GgD?iisC)2=l>>Pn8y!-P*ficS
efCh$9{8%Y%1PW8^xKx!hSy__B;PandVJANB(48~Ud$D8hDwHz!IWd9@)&`t`uOs@CBotF7g-u8j
Fh__YLf2;9=diHIZ<?t8#up#PS0P(-a?LVfsOAZU~;HF54n1R6N{-}-Fn&3x->ec33J%kJ<EWd8-
Em#?BmfwgbIpvFA>;XOE3IIc9V3b7t+@2>78?^?O6dDEI8?ArufK;@L6%1b$%G^2gHjggk}{XjKM
$y99)Li6On<8E4~@8GIqW)0t$5HV^e!eWZ#Yg<Piuq#%~-PGej>)LzUYKu5b0D0hErS11%Hmy+<d
1Y@`=cE&#Y&<=v;10rCbNXwdL3GDr4y%Kt+J9?Xi1Dj6OB`ouivWAfmBy|&zSNeg=)AUPmBHV7;C
=~rt*3wt^Uf7c$eNXoMC^7_b2yG&vPar!9O+g8T<X$e`T6B#f`fG<M<nh=G5nR5HyH2YK^}oKykW
^FtN7=`T~t;S3TZX<t&sR-J4cO)22=|_?;AciZ2G>N(8~>*3G~2Ejb-l3m7Lq&Cg!j;-<n+#r^qP
J$~bQ``zPwZp9=H0P4)@2A}}bF@TER`nDYvc%BaG}t99?kG(c@&lCQEK;zECUI@QBza7i64FQXUn
3?k<06ROuX&y#Sp?Q>K>0OKm`c3xEYbicf}emB$F)dZl;jcgZ6o;u(C4qu4mn|ZnX3|VW-#ncQx`
hb@Cn4X$`q<~NBS7&BNSgDvnEE&p20~c(TiJ5KoP5qt!2S`UOvZOH+*Fjqd(OPBz-{QRhl{$)NPV
M<t`9de32b{x~yPs@W=)=c|@D&^b-9)qxuG1={*pg)2@S4aMj-0S}9<v+v#~lj%Tm=2-<L#<4okr
{2+2F+Nr7N*MK;r8NSIUo=ZXuLTXQ;!_v?8sz!daJaMA-|wJCg%UB%>PESTfa3WN2W!sPNZ5k+Ll
A?USyXWBH&^9>KnVeO+8-9rH81o(r>c9+FK!a$6(m3)Qc)d=Yt7xMawv(zSC!D^1=B2*?~@ro(!@
b{-P@%*wT+^MWI@v;v^B&LzgB-9xQd&&sdg>>@Ps83ci?h%f>fFrq*8my#!Mbae@wLwcIA<Z&5)#
4vsTBer^v@3{2JcipuQErFu)<AzHbx#It=8N#IYtEEX}04iD}+Qh1z>44^6To_U95S9+7|3pTS<b
VESM)XeF#Dfy7@oG(qY$gMfWn!BN+Rl)MRAu2Fm$v#=D#X8#PeG*_G$fhuSGf8qY0I;rewO51Q1<
8qL7PS+1J+QWg6hIPc4r(aqmiNUHMaN_#>Y~^c0*X8rP$&yW(+^Q6vZ{#*z2-X)_QkHkq7#jm>64
}*ev@=0c>EawM{JFr-utc`t1O?X|QBVRr;p^rl9+G<f@jyt|u3y1Wi3~*xo?-pTYTL7Xo;lug8f(
;LP#-xy03^Ag2Zc2SSz@!8j&B=#D=E<I+_Z2U;?EEG3K^S;)lm7dEaTblVymj!II3HdqH#)FMip+
bxk)LY5&Qdoo7_5e*$TYCh#;SU81)^zZifc|hV;+Z`K(?**+)i}GxOChKTuV!8IIy&pU*K`8dC;7
@2nSg+dz$jD2B>4QJY3N>LZ+x1xch%y(z6hIP(8XjHsGpJ252LgB&h=`m(LFlz_Mb(UBW91UA3|z
J7izbV;46|uQ8c<bJt_whN$JmKpU{a-z(8(XjDp?GPqP{_NT|#|W?nW`c7pD0o!Cvh~9le5n$N7;
2K9pIVZD>m#7p!c5eA5udJa)O$(<Qr^*RLpVYXf^1-iM$)#gO4`v!_VSSPSJ<=Vd)o*TM_!POCHs
Q5yN&*XrH(!%PX&Sa~^c;hdM?=vTW+$|wKhlLe7)s=(?3*yP2el{(TvhvDWkd=>b`@Znzg;hmgq`
E~)(GrIH12`Sh%BrlzSDh#pjOBWi>S_cq=?MU<~X>byT16|9{K2LY@N&p<>bAnyE(3{AvWzC}Pe>
9$<8LKdkmxGdiQ~1dZhcjZOzYPar4hwXqD>%P7Ow70*bfjJti;SoXPT{<acQ{U6c2dRcyns6&P{~
u!LC}%{05`OS-2t50+k-(*P6AB;@ZT0gUYL>6*7w1INAYx?vuHHqZo^p>a4bbJADa|relaD{PJGI
imPe6e4jg`UXI~Mz6Z4rXU53g;41SmK*!ni`ZI*c#hlKPY_@4lQ*C^Y3L7vd`nPsju6Ho0Ue-3)m
b8>H<+2-p!$t}Dh+D=5<(qbnb>pG5Mn~fLh3?Q+ntT=r{DoErk6wkE3eGoSx+yVXTc&Dt0#|qe5Z
u8u7=fno3N`}9DH<{45RDUOmjuwxQj3yyY`>X@_fihi+M;R=3)I)wR<!J%)Skz(?e%lMQMo5bxD=
>?{#JE+6AlUW)%qZpYw`M~$9g=5BQQ4t;Skn33?#fZzTeK`EiVGKE`bGVIGv2&rLXbZx+7zj4_vp
zU)(Ft+Qra_XzI;ax)tKigUfw`)kvz%brTZii<}7)M<>?A{9#H4JIkrwVXQ8sC;Yx5{(NoK<XR82
^(awvnwXJSL4AGz`@AKawqQ%St+J%u2RlxJl5+bIrcNEiBYz!%*-+iu}6B#54t<YpGnNr6I5Bp73
xze#ND`D7+P(U*{jYD+*ONaoW9bze6Y_hZ-F~`fP<F26PVD`e(1K$NRY9fI{YmXS|!Ok`qi9aBiD
jFLDGEM_(%e_~+p$LtYecFB}k`T&k5x^80-B_T!e9y01$DV(_4<?0+stu;;Jkyjn`X?HKs$x2;?6
X*B5d+ZbBLkv4K+UKV_JRe`r6~E@qOj!a{Vt`XCotB|Fmzi%AEK@~%>{6jZ$c|^Lu9aXag1_~ViD
y88vh(KW<uw&Zqv<y1`GM(@N#sA+h}nK#40qCcV(GU^yVZ$$ljYys03KZc{R71A~IFGZ(GxqCPGL
8CheM28+#5t|Jn!Su~my_4AuhLTgNw4;j<AT2(QqQEV;jKoE_FoO;e_%b`_<QNaQ0XznT_o`MS?p
B=QbMLB){}w1IKd=pUd6SgFRg(%H;ko5KWe--N{^(=YwDb^ZWw?Rt@ag@E9i9`TtEqmbfS1H~mVB
V<5Ek36RMIn@f<+Qx=|8MVNw<tkD5#UI-WRJU37iVNE-nE?(GS{VBmvk1VyufrWt$GV>VSYS2sq%
z(!)OM#S&yn@E4z~kRtRgksiKVj7@rcv2t%I^8`i1*3oR`7^1vb2a5o)4i2n#8-y-BpqjtgG9{=j
q*sbUOfyg=qqOH;n1Uou|O)D8&TGtkVCF`iy_S5|&pBaZ<tQr0Vfl;E+FZ?8OQT)DFC!EHkLSH>d
##kwW4(s65w=k=A5GR&M$jTpL)Q-p2N+7BNFGv0Zd%5X+l0bh79n2GU5SN$|gMx{UNc>Y5hPSd2i
({j3_HqN-lhjeR==fP)<vj58K;4u?_$;;}=8D+_hBLJopb?1fdCg&q2u2hsiF6+8zMN}-)rDt4ZQ
f)+-Ciz3zK-`)03W9_VYZ)~vgLB6Gc`~SdJjp%Ej^(Dq5$pfZ+nmw(ESpVDNi^_byfk4_7)c&cWY
%B_$Lcy!2|Nb$f{`7U+nCI@_O^mNw23><)+wnr6d=}0C)`z*T_>v+9UWV(SEHYyb@){vH*~^X+(x
+xh!3VgFdbBk6rL(Rm%5>9mJJ*sFxU%BH@6DqXdDkhTVZFd$Xv~}_h`24a*Z5!tnl@?86e2H!7kE
eb4OWdyaGE0t+!9(OFM1StO_bCxG7}llU5MRU{6B8ty)N3vyGV3Ea-}Z%X*nBCIPeoc=1}pJ@?$8
9oWlv3DFiX-9vCCT#A1IERk~E*y4F^>x}9EgCpl1GOm!;JE`}npgiiKs5FI4EaAqaG(rx{c(25DS
MuJnhZ$)CDR#sEMc&He{8oSJ5Yt=;MQpiJzL>H9W4ocM<o97Sd5y!zLpf^Za~`T+79Q07rey8@Xj
+1)Abei0F&#1Dzq%T1!q*=O%2!S^uxAdB-Ev_#3Hz9kWIJ1(o>4VxOcFy(Crg@!WJ$M=K=6HL=o%
@7n|i^*zD^AWZw6(H@}4PXZ79U(sQD1GR+pf>!Qb@t)rP(p(4<Es0F2baDh5nAI~U@!rQVa8PA)t
_mPKq{!M##@0G!*x^Z-LV6lEN6`vb#>xxd*%R>pSJg%YU2m`9C?^t=RDnM$Pih$a>xK92)rR+J#0
PwQmh<1HOwbLlf6EfMP2tG><yryb*z%_12Den)RkC;rE;0p~!?g0YVKct6TD%=z8nwu`!4edl>Ow
BYZ{=GP<sk>(MRHZkX(YzSBQw$&hzSel<hc#*cjiKjN{M$V$b+Y%=%Hw{E(H6JD=++W3t;t3p`4~
Z*!7Kke>wAvl&OO;vtvcvQKi+1Y^$GjH~g2E77!o0vegUz#Ouh=0!#)dJ#J6rp@_HHq9Nx(MioIT
MlJ!hMqi(!%&k)xe=-$>{HMz7K<zp0-cV1EgHy;MDtPc5S#6<ESkqk@C2t+8zwjd;1e#y}t=3=22
^48aHO#C5GH*z}WHi)0s*C&e38TRi`#TxLKr&sanEdfh?y;sv#=HP&>i{(QN7H?RihqZPypS5bmr
<R9F7AkSI&&BtSQ_sCICEZ7ZfpwY1eGW5o#THU61unGJ*B5sd75kgMNrALz%tr^`itz{S;DREOy0
3ciL8?wuyr{Kb(z!5+a!-+$eln^C=%K}b&5u4^<V{4`uPlH)((v+ayW4i;{vf#t<%i`iMtdNM^!g
6Ymqpo|pbJ`y$-o8{qA6;uoG)1l-xJ+6_*&i~;k6hk{)ObwG;WXAu2H%qVGS*I_Z+0o%QfKo+n5R
v9IUd0O+sj4Sl){WNAdE{0Gz^Eqx(KMs!g%zMmFcsc(S-CVhucL=WXae*My5vpee7_uDcIqRfq!g
=oATP`Fll1D)gGke9L|5Wo6e)-iVE=;Zn`h~4MCdA_q>h_RaBr7OMJw}lxw`bf>QhA=f~ssBK1ZH
9_1{PUm+B=K!BGMyYWhW<Agclqm?q+n*T5ChhL#$l8jtsIEIO42wODAt#t!$h_j-Z`GgyQu%&jVD
^8m~VtWnJCK$N)Z7l_?$dqzV(9xu@RIjW>aQdBKS*8saT(ydZ$MJ>L7`2OZ#{v;##7SheSqS*^VW
XnG_Iu>34rY=MYb|OjyL&+~<QHEa<mx|;E_EX`a;)2Y(P`z>=az9mL|cUF3s3!ehD@}<$a~#oE_(
7E^msJCGeCu;2Aebpn9)6$P_5rMgKsroRrJzct@EKMsvYmZi|j13Ij0sMhskRkcwdP)Qv<lsIF>c
zA3)sD0JlvO7a>o{OJS1Pa_uB@Mjn`%`@1y@CLRC<xE#du*0$*IihFI2RrbR_pCgBI>C9=$^+6}N
1bBX32ik9`cB+vH00!XW?l&K7LIh5+xwD~k8N!YR7R_ONR?1RsKny{4ou!R+8<H@i?Ma9)^eMOmu
buHP^)mXwfvhGjZd9p`tSZ9Tc>NrqU#aDUEILk9Ovi5x$Faf^NB{|hQ(P;*LJ39_#lxn!C{JZVZ9
clRpD)6hvv{HiPo?Kkjz+ITtRsR>w)_|}Ho_%;u|_wGY%&enNLP)8WiL9l<GlIce1mr&m?MxK$z;
FEe;f+zx+3nA`u7y$>Wvd;g{?aVr}3*lIS<y;?!9)0S={qOC{}ahCbfr<Xh|-cRU(KG9DI+Q3*?w
af2k3jU#5210%L<$zyr9_WnU+0P{&_#%HKDcc>W0|sHf1XnI9r5EsUTL1-7O2?H#-+4cuFqG*)~?
FnXKVdDCNpk5iS_Ao;EbVl0d6&UJ@zcxYR-ojAMy;omCqt1W+yX`Ci8q!>jhU{BS$V@w$KF?C7bO
~<{Gb<scpxbLe8kIYGL)v(2a&Eoj|P}Yp^ax4`$b-Z`mX8a+545bBc^14hErDqyJ^K4F{<6ul38R
zNlscPYYi%@TG+<I{{S*KOY*SuLyoe$y#4ZOi%0mmsFrok1dxxGckc%<hZWshqD^5_7=CD}J0*Nt
H^kxMuRR+%Dz3{`7~<KxF?TCnhF55-#y?Ugw~h>o}t8`1s?W|8Jd^R{r(IcIkHND)XyuGqMAgPhc
nPwf~N`AK!rHDD47-yYIy9<IQvpMf0MMXZlEb~Tu##V8BB*=+)5%kvbu`?pkp++VZxi1v)|ILOuE
0++1Z^PPWmcECf*8I#$mxpvx~*#ighu_Xm&qR&`jz$rNts6%5uKa|Oa9C)<I+%ComV1@E;17O13<
PSyZ0L1J~o1a1<EXfA5s;)v=df#vzeQiz&+kuof*=M)70Q{k0^d8aMv2X*Zb>^;#XlJfn)C9+ymh
TY)g*(mDG%@Emtr!VgGfv;)@j!UX_)A30MlnzVSxG&12zTLly;<&-J0-4#Bqu=R9r8Q@0vR&|Z_p
5ob;$U#G#p(xf`rw71*n0@_uXU;nz`E+&cOA5zGLPmvB%H*b`<<&Gv~bGjC2P9uykGR2(=(J&zTh
B_$3h&aJ*+-dj$?^zn@=wu<^rRnC)J$5h1=t;KEV&d?CR=6ie)g(heck@+v~Y4*rDn8wrn~537b_
_n)gg&EmcJBY+=c$C#bJO!e!i)0UkHocb^m<+-NWzfjT5T)xc529lY|EwQ~0&(!2L<ZK?uM1C|4*
%16@Re#Pkm93Mx9rz`i8<Sdt*oL2we7}BOxMcVI+Pr}4;Qm}uvsS8#LK2-CQ=U)E<>mKb>=<@Sd(
m)U`>cQ4wevPBSOXD1o(}{c4FPPmPYKIKO*x!r{Xvb4ZKUS12ihQ)gEz?>?>oU&Fc;~IKutfV-C>
%yz^Gdj-sQ};-3=psLN~QT`OOx$PTXsU&{DoD5O7%t{s#M2z+!D81qf#)-9k;?GOIiLgf}F5;vX1
fQB;TToqg37rQNU0so+MhMlqd@hb7BBv;QIU$`Im{fyg3yXLtG%-QScHnl)(%)5FsT(C{mtdp~06
iO?OX=!iFc86!u#MjDNAgUGPTEoP{56Rd=#>wAAakBuH3t7W?U&KYzm>^B-W!;q+c$KX`ZIlIkDG
tM;mxr6PF=Kz>4!X!*hkfTi<^tZ}PW$y`!N`gq2q{7+0saNNIb;gkuOU+U$hLBP~Xd4l1#WO5QhG
!^}E?<7!iAsmh$5Np`G@oG}pW3#YkpYZW4Z<baWPF)YuZJE8C9M>UbokZjwE?|jW^OWCzAUp^u7a
3FOWK6{)Tg!<@>|BBEhpz!RU<_N3}=n9i>;tKV*=9?!o&Tu?*ZG81TjW*=(henft17XZxqUgrn#n
5zW7HjPCQG&-9)0AY4#Zh5Lgwvd3n*8Il!M|6Vt|C3_lb<K=J+*FDz0T(p`bN$1DtfA3X-cg(3kY
8o<BNnQ`=!Tb$Eeev+c`KEy<<qO6S;2CN|r6O=|IZIDo&QLf)uzu%uUt1hYX;xP{MQMqRoR7rRXf
9N_O&D*hAj)r#gnR9!hv*!UseBJ6prAXuXqB<IF1f3JNv-gqM;ksrQ{3KYrNL{uOTI9;T-)PL!n(
nGZH(gJ*8mYeXmTwjf*5)3JV(0W|MUszrqEi?ONQ#0s%M{BmlY<f=x&Vsd^ds#fLA9*ve=-_!YPx
m_9+C=pk>^0TpPHpdfKa5WEw}Wgeqb#U*G?`Q2I(uSt+Eu&Pi={m)P$7$w7EMND6;K1#@AeJ&=GZ
rx%h{KqaK3JZ*%5!bcUC`WA`WHZ_AEe9+mE@3jHP!-Qn^MC<$w}_I&<IuoIO;LXxx*`cZ~9KHHnG
KW1`^IgXWhnTla%N5-cbLJL}!Hs{NHR@Ce0D@h~$Q*OI)KXe=|gdq^TXAO%(Sc0&S%&;Up^<5UQ^
EfA+(G!ZH_xioiXt++drM6P40`Ck~BlU@N@?s`V6-8z3JySwJz`^RCDmF4^WP<2FMN>;NhYO<1O-
t&>iutITMQh>{?uX(5wc#&I4J@8cy8{b`q+V=|fHwWvHFzt8*nZjedEMUzzB)6WuB)-=*2uc<gt5
=dwg-Ww86Qqyzq){OmfvfO&xLHPeaxhR72Hi0{mT?7kLv%e9e^webz)nq5%drRL%_7x8EbHjQK<l
C&4R3y6q&#B&u-UCOv6;#5OaIudQv9PX?sG-P8=~oWoGf<-T2}uclfR~Y1c5D#3EcPIR9cx<AuGu
O=)ep9ygQ*k+ek>CvX^g8yuX5@n=BViJIO>FE)kLERG~K9LKJ+G^h;F_s2krTqA4O8<ce)`<oc&_
wv#qDJGQueJ_zcuWU7SBk*iK<u$i_zGDNCCvC=tc;k@WKKv)fbCMx~fMX!qDu}N#-Xkk5xXFY8LE
3k5i9zOy5sjW!neveL1UVE?OA<ug<~<2<2Ms9`Vx$V>9Wv+Q;ahsf<DB<wQcXH&SZAOM(GydE34-
TIC1q6N5Q!k($Uy&Nzy{7De-@`kiuvqEZ6n4C&>M`@ibQK8KDWky<{_%RA}UaGOl2uzsf2hsc#>s
%N$N4QxxBDso(6(ayVj@cNh=TYdeUPmrSB0xbiPozvSvd(KMO=V@AU}`ILG2eJWGgB4671tdW(%2
r;vXK>fitXTA_OlkB6hA00F~>2kFr_GJo}PvBYQl0ssI200dcD
"""

# Written by tests/bench/build_book.py; the format is described at
# load_opening_book.
OPENING_BOOK_CRC = 4201327272
OPENING_BOOK = """
eNpcvOtvHEeWLzhkFQnWU1WEqsQiwCKLQBVVD5bN50XbfYGLtj3AShTW0opuiwDVlgC5xxKllmVZ
popZWZGRkZFRWVnJUomiKVrW2H3b6rYlslviw2i/sP/EYnEXuLiYAWZ2dqY9s5j2YD/s/bC/k/Lc
D/vBFisjMuLEiRPn/H4RJ9L4XxpnxGn1P93tebB0NfHh0buZjb/d+IsbPR+dWxm4f3KjZzt4PXwt
ev3sysCDE5s9D3pvBG4H37tweeCj6Pap+z1bvSuBm8GV6JXFXw5sL9zvudt7OXAreLnv6sgv87dL
t8rXn1yPf5bYTm8PPRh5MHY/v/35Z/n3Szfw/FpiO/VgaHtke2z70ibeuxa4FlxZuBx8OPAw9uvE
g9T20MPlzR6v90rg3eDKwGbqcnaloJeulq9XVndvjD38/HfLKwMPo1unNno2et8L3Ahej66kVgq1
0vXyjcr1yRu7NxIfp36dRg9jf114eHzz80eFWvEavf/kxue/KV4vvVt+/8lNvL/1F1d61tH3NYzh
rzDG+z3bvb8KfBC81net/0bul37NW0/ejd7HOO4PbY18NLb96celm+jl5s61xNbixl+s9Kz70l9P
X1++OvDxibv/6drAbxe6vTfx7Easnr6Ofq+XVyvv7lyPbSX+Or019DCLVvIbjx5Af9dJ9tjNeD19
I3cVNd9FzRs716Nbsc3Eb9JbYw9yD/Objz7KUyu/Kt+q3N65/ubmf7rc85uB34UfRu/Hthc3IS/k
T19/6/LAb8KfRH8T2078ryNb/7DZ+27gV8Eb6fdGLueu5a8Vb0Hqm5X6zo0LVO9j9LCV2F/eQp1f
pdeyN/K3Sn9Vvla5vvOrsa1/3MSILgevpK+PrOSvH79cvEZ6n7z27Hp+pbhSulZeqazu/Orjj3q6
qHc1eG3s3dxNX/ZrpJWRLeho25/l9xJbR+8v3oM9bZy40vPr3gcDDyOfJB6cvfcX13q8AS99c/lK
7/bAg8iHiftv3PuL6z3ugBu9HrsW1469l73+zpWBj07ew/x4sDL04pfcPnYz+27+V6WVyq2dq4mt
oe3cwz9sQiKS/Fruo/zm31M73kAreo3aSV/Pvvs/2ln/sR0qqaVvZK/nr6Gd93dW0M5Hfju/Kv+q
8quda/mbsBTY0c6Noa1P/zpyDfO6dfJuz73gjRNXezcGPk48PLqBebyb3X5rA9bz7sBm9FbsRlx/
c6V3a+Cz1zcCKwMentyK15/b+tHN9P3sdm7rs+3cLayKG09u5B58thG9EXs3rp29NrB9oguru46V
RJbQSN+8cB2rqdNDNnQ7eL3vZuxGehUyXS/Xntw4dQcWfwsW+qu+W9FfxVdRQm3eenId62xjaDsL
7ee3C1uwct+antxY6ELbrm+jsGq09f6lawMP0efd3tXAKtp/F/pAO7mbkPYm2nmI9eq3k/tN4cHO
A2i3Vrn2/XWsjg5020XvN4JrsZuw2JvF5288GNrKbo5t5bbzm4Wtyubhb2G9v05vDm1msb5zD2Dr
H9GaeXIT9nAv/eHYJo0fNnkVbdNKends69MHuetFkuAGZhbW+OTWSRZwgirMj/JhfomFvIRxjge8
0EZYndVD3VM8wIM8ai7qobvL/t99akF/hfcaQbvP7r8XX0+bw3qWjbEcv4j6CTksiu5lKhd93f5O
Qk/LrD7WyLECL+vPeHlrhQetvnZ/J+6gTM82xvQcm9RnjAOxYz3ioc2EXZJld6cd99LOGPtUlK0d
NczHxKdyhJfljhxWn0pI4gXlCT3kZsQVHlBBFVUpMWxkJWToQH491I6KFE/zJb1XhD4+yyGxCIrQ
5uv6QDekojwl02pIZdWYleMFr2RO23uq0KzwnXaQRe2USDeG9KwB2WSJTbM9o+DuNLM8Z02LPVFU
O6IkK2xS7HnfmwG0G7WWWI8buneWQUMsap5iPSq0scADJvTFFvUe2adCm/E7GXWe9+oBFlR9LK7S
+qgsWBVWFXPeYTcnxsVjJ+sUmlVxuJGRF1kvtWZEeVYUeJGXeJmvsB67V/QrjBu//sx6qQcRFdCx
wDiaRVbiVTHL5/hhp6oOuyXx2ErxrCwov832OH+ssuLtesjLmKPyihWwSXNnG6FulMdEyk5b58TP
tIB8VQQaUX1YzxnjWklUtGlrRsyKAx66uyD6tFgduuZjKueOt6e9GW+2deDErNfFkBjGTP/4hpix
Z/mBkXLT1nmRYmnrmDnM8A4ftyvajDNrHZij4rcqYCzovRbZE3qzxiXeZdP2rDwQQWgsJhI8pdLi
PEcL8pg13EALFlrQZ1qz9oGgFoYN0pz/nphReNM6b/QKf1bsxQbNQ1TEVLyTFhizNeGsGNCrAZvm
sFw2ysdbE6wkqo1pjpGoOQXNNX9voTc2rioGJFVz8vDuqJiwfu9i3CJrXlwLeeesAA91ovLs2s+s
Hgf21h1ey8kin67P6LNsjh02Qw9i8nXZWwtoITOqDTGMT0O5jnIT8+OknLSblaNqokPtprH6sizX
hBTmrJizDr1Rt+j83i3ZK0bo7mLDX4U8Jo/ytDHMx3nJrHLUdW4aPTzknmsEFObQja0flWkXGmmO
t0tq2tlbn5BV+YKck/PuT41v5Zw49DIcffIX1AHenm3NNQ/v/h62DGvZOIpVsWmVzUnzn1nACvKz
LLR+gveqQCsosP7XMRtOWg6pjDnMl3mvGXCDYkHvE6FOzEm00vZQKyOXeI8D/crQdpplsPLJK7zG
e5q9LlYpJE3rGT2rF4xJ9iUbUDE3IfCelbtTEuVWReyIgpg0vpTjLjyAnWYFscPxt9qR4+yRiGEG
RzArZTxdNEN3Ek6GLdfhvcRR8YYZ8mJ6fD2hMkaWwR5kWa7UScKzZqgdZlEWs+LtIyLDhxtZfdx6
u/6K2auHVFg/VQ+acTVhl8Wk+YI9J76U8eYRlrCOYUbGjZL+mAWtiWbZmrTn5JfNkvGYD1sFgdry
wN7RC+aOCYnkjnjEIb99dnURqzOyFl2Nacur4618q+CuqJCMaLG1cu371SUHpbWFW4F2sNPXjrnn
nZBMMEQF7eIHgQ6eeSebgdUBPSTCRmyVfMS5DzCKFuo6Q+0xJ7dedEte2ak2DzdHeU6bQKuztYPb
JfeKE7LDeoK9cQv1231uxI214ttH1o+tZ5ych7ecavtwM7d26QP4zg7Km7Fmxik6JbfambtzuFnQ
J2olbd+srh/ef/sW6qxTn5ecUPMUtbje5/bfjW+k3Qmn2j3chO9mufo4m9DL+r5WvXv48YRW1vZr
+Rbe345pGW1cK6/ur9L4/PFSe+uR1jC1qE7e6vUC3WA33IE+VExHa6uZGnRwq7cNzXT7OmEn50Iy
bw4yF1bRi3GN3tmA5Osxp+C8sA6fubnPqs6ce/hhTCMdDq+Orr5Nsjp9btqhlk9Rv15fp38jfu+5
5HOdw/uoC/lG9Zw+jjFD6tUJFyXe4RbGwPb1slf1Dh/E1tK3R7Xx1TLfr423IbUV+SDGzt96AyMK
r0ZWaYbjTmm1rF+7dcwbbv3CCZnhWmQVY+1Cgm7EHe5ATuh2fvvLO7FaXBxbHa9dvjXcGodNlJ0X
vKmtufX5D79cL7OZ2r427hY6E20aF+p3Z7T9+jFv3HvbgSXcitSiGqxbjN66fCvdOdYZdkfd8c5E
p7x+zQmxE6s9HazSdtqDHM6oN+5MeE+3oWMn2Ao76XWSbrQ97k60n26hndU4n1ibuT1bm6vPd76s
TW3BC7iHW2Wtugo5ahMd2EPncPvx7bfJblcXVqHRO31exF1SITvBEbO1UQ1ztfqjvarAbdirDLNT
q4F1RLZO/AEstFn1Zt3De3GZ1s5RC26fF3OHWv/DgltVNesc3suyUcx7eXW29m+38bZfq2iXoJ9Z
d/7+d91SC7aOvw8/LNdfgH2R9URuxeqQ49YSza4b9iKtjHcReoqtJurp1XNkAXfCbdi/k3CH3DE3
16m2Zz3M74fZD35xy7f+btiNODEH8956wUXJdq5WxExWb70ADUDydWjgoyzmv8zQK4dFuJDhQex2
+nZ2dRRjhy5EeDVaO7Xa50ScBRVco9UXYenaudW+Vr8b/3BIYazdfBMrrOVrA2sM797O18q1/ds5
N9/0n6/Pwo7T0Gj59r5W9DDyNkl7+ACWuIq19HBnfZw9Znlnx1lupJxLBlYPIR4jrJO/TlvD/KFZ
Nr5vIDLJtzm0w0f1Mv8XHR7SiegxebYeNdNqyYSXZgn1Rj1qnTKD9T4WakaMhIG29fjdI84xJyt/
KUIb5FNh9fWSUeZP6oiG3Qwfl/hbPy9CzkkddgbkFTaj5rD5Sx5qxmTCgqfXR0WZV/RdxBFEy07M
TKi0HIUfLht/0iLOkhiA38MqVWl+jP2aTcA7V90ZB35ne8Il68tyoB+eFkuIqhk5Lv5JX0S0iIgY
P9pIs7/Vc86EAAYSFT4tZyTi452smJAVMdOcs/2/BfWLWNkO84i46GujJK4YoW7YPMqX2Fk2IEJu
WEYsQjolCawgZ61/Y2mesc+zAR7yUGb4KMj4uZER8K2q0ACekpgNNu/9R/c7d9S6zDIGnrOirFpT
69OdGXdWzK+jrD0j9k2UkIwS9mrNd76jqG5nTCAzWRAlq9o53CoZN1jWyhGeA66syvcY5BNHjSWG
ucTozyEmhtbDIoJYPyRzgvqfdef4S87XMitzJtoxq95Ud/7eH2WJzzpfmYfue0BGiLQKvUjI5dyk
NmWkddT0WxV+q5LGB6QvgvyoQWgs2wYmNKetee8l8TX1Zl1gR0XazK4X5HFeFJDOnTbnu1RK2HMa
+n1ZfEM4UxQckmJazt99iX+NOZk254yX+bdqjs93vzZ/aGRNSIq3qsAy7wtfGnUUyOk9LbWOUZCW
ZFVNr8+3Xxb//d/L5TCbX1/TUh+m7ayXcwrKj0xqWs17X4lv2XwX/3nfGFX3cPMKG4ZWS9R+E6Ol
mQPKneFz7GXxrXm48ecGkJ2dNQt21b5poNz80SKapD/fJgR65EuNH/VjQD/tsDjZ+FE/WFVZjzAz
xth5yYJ+GDAKw2wA/8+p/58exPyGrwfm64H9lH0rfLk3vrIgKcua42YBtliV0/b83a/d91maQRZR
MKti3n2J/ZR/J79mQITdqnO4tdO8CM4CK+hARnEWVrGsY+10wvyk6FVBKwxZFjWUe2GwjpiI34H8
EohLf7MGVi9P2eAE9SB/7Xb/1oAX7wCxeedt4F0RrsH3GBMGZlOVnSdirPnIDgPllyz8MuIbWJt3
xtQj6B7jNMryCSzukUJdUZE7PCEXsa5i0Myl5/LICIc3IUxqx71j8vy/PzUTzYIzwb+HnKd0xEG7
3xvwQnfJS4MP8T74yHj3GBtlkMMsswq0POccdhKdYzyjRnlB/JajnBcb4DusIqvQiy+RKOvAV6yg
dixYp1XG2t8BSn8k89yvyXfMe2YJKK5i7oh/qi+Z6LUTsY6y/60+Ii6ZA27Ii5hn6zFwpREx7qwA
L8JT8EQzwzA/7HI9KjE6e5k8VQej8NLionZSBDh8QyvMFjTgCBW7k6b41Z4U05/sEW6x0vWMBjxb
n2Sz+oGONprASJ5fx5rqTt/bA8ObVOBOYtzEM3NPTepVfd+YbO4pIEY5Kfeckl1Rk2rPWdLOCvSl
R+pRPaan9GUt7VwgrwWdRfVTWtRapF8swhe0QPNVEWpHeNw5rfVZ/ZuYP5luZ5pZOa4ugaOF1Amt
x3lN9N+LaECRdpYVrONssrHL+x+GNvzZdjIO+Jb1WGFGWmmFUYjj9R0FW1WPnYyeZ2W2w/qcdCur
xp1LVsg9udbbRORx+zonrBD4e1J/Q+uVWDOqz4l/ihhiX4R8yToQvlbQ4EVYSS83K/qO9G1MZupZ
Du+irxBn2gisQQ43SR5Yz7oFDumcXR2xW6K1h+MO7QJMOjP2QXvHG4cdPlGobf3IH+RxiRkn62w+
sfEcT/N1WIG+w8GFMa68VVZPrCQiU76ByMR32LiVBw9+bOXZjv5rcYmf1AMitBmW/we/oL9CPLtx
Vg9thVXUjImkzLj/FYwrBW99RQ9tnBC9ehA28KrVo/eyPnZqDWz+w7TKrI93jit4heaem9LgNYi/
sF0DsVadFr1kOxux+qIGDXmxFjQusp1xdbxZcfCGk+bQh6o0doyUhZjnXBY9jV4GlrRxSgvaoW58
K2mn5JCT8cZlRU2LPSsF1J3l72hBC2zHTlopkVHj9lRnWu6JSh2Wxfd0/O3GGHw8+Rh7hyfB18bt
yzxoxXjKhHbsorGik39JqiFxjkcbSSNl+LLo7+iI7GDTx/nUrxFnHbBpWTWm1J4+LmDz5oy3Lyd5
Ve4ZkMahHZBdOcIrxk4DmhRJcV+MA3tM8l0JXd4lHxH19Ru6A28m4Sv4af66PrCJGOdFBFYL/wfz
Yn3grylK43f7v4gxWXCL6oqGOhvhJp7BDlbEm9rAf0YPyv9N2nZGLNQUxdakqLZmOwd8Wu07FQfy
WJht+pd2grywhTdEyj3HQ/cS8q3nT3jUhia8If5XHBwS8he8IhBOxZu0qt7/rfteTEabMSvVGRLv
0I7Uf17W/ShDEqsET32xKQsdeCRVaaJ/NeU+M78Qxe4XvOBeaWCFCiAJmVJjzeMmfBUHKvkwod5s
oGV10vgZCwClgY/Ct4/J46yoKILumbTXM7BBfn2BBSWt85iTgnRjTeBlSftOrzNoxcObRoqPsDH3
uCha0Ibck8sNjJI04h43gCw4vI6cFLP2gUk7XWNOsYV6ao9ag4edtKtqH3FrX1VsmqtPFEZv0l/3
ESf96AgrSCIuJtiYkYPPvdLwtWJF7Ryn8STEkD0ixsSFBslLOk4aY4RpEDGBhDAz0CX1Ifebz1v+
1IJnBsPetZZ5aCupzuoReQr6jxpJkWJv6Cd5rwjIV/W/lORRYDuNhVrfZsrLNkdt9I8IB5uR8Q5W
tBzWLtb6OkfupdyM9wvZqwe0kBO24t4RntQyalib1sBj1gqtojfp7rZKa8/YpNp1M8427aSJK7xX
wrZElGecYTGuLuv94ohLJe+Y6Bv4E96+3if6Vbx7pLNoomdaK1hpw0a2Pi6eiSwkgq9q05NxMWVP
8z+zfrHIelsBF5IzjGkdZTzHxr3fIYoWsHonZbX5svwGngg6UM/8J7s25GBRe5uf50GgNrzHgT4b
pNEj90eblw3/KSMNDfOL9Fwe2Rrmo05RXjGCRr88zWAniGJHNhNexlpiQZHiGZ5zaWVOb+yJUZWz
CmaRViRfbDy34PjGke2MWjKCvI/3o0fU94qi0kC0au6hbeAzVbQxPmvYmHYI164YQatfkBRL7Mhm
Ui2yoIm4rhCrfKSa5FjzQD8ziHKjMtcs2J+zK42wHVHD5qiLVarIZ/wZPfY3gek5xslSjWG8McuB
L03yXzPyAHa5az3mFNmhG/kInKIgyWp2rGH2kKVE2d5ppqxNQnCdJPDkxUaEHxUZuYxRnG1AD27U
xPghN2Hhy8D0Sb6on+A9MtSBt3de5T2dn+kBFW3HO2kvA67RI1BHJ435GrhDUd3fSZW7IqBC7aQg
TeJ5Z8bah+8B2oIPXxI9YFOntVdEjyR/ndGA1HnFmmRT3Wd3CLtFm6f8sgDrwwrJ6LlmRZs0pjzg
ARHvprF6YG9q1wabIN0b0L2Dnk1gSmvXTMqK4fd6h3qNqCiHvOsZMQwfjRpilyOaG6hjTduYH9IW
5p3+KlqItSZFg+/NpFqqH7WWzefWC+/OV+ph+6xJFnOy3muBxVH0cMvyPf8ZYY4k7bPCIihOV9nN
OhCnCku/lngffDKsL9R73eDdsEp6KRtxyfsnesqwKnm2XuBVc955mf+08Z2JthiiVSPDIKuqsnnn
pQaec2BnNdc4RByhaOBHnTowHlbnuFMWfzbhfVTSfkMPO8nm0eYi8TIebyXFUf28jhL3LPcZHsPb
BhAIuMQVPekeA/Ihyx13wICdsBHRUc5Q7k5wMHcdzMR9SX3NJpwv3Dk13/lKHsOYJtQXFmQ2Zhtz
7ND7tYsRGFU2y+b0w/WqOOyOi78nzcBaJyR0p84S+jJOaj+TAR1/+SgtqaeA/yb4tdo4vBT5jqiR
NUeNi7WMs0zepBk2fDTXyIrRNdphm2H7Wq4Dr69ecGa9+a0vvQlW4s/YrDrcOHSB8OGTytaM2lfR
RqyRZROiCumgHXNP0C5+pX6g/sTBVaSPXowLDR/HYI7/i5FsjPGLdJ7jEKtKIpoWm//EknyIwfOz
vLz8vAy+PGm+xVJ8iI+YefFXjE5Q4F87SVl0rjOgDvEmCzwI/nXoYfhB9OMES24VfzP18NnHI3Ze
TXZnnAM+1XkmJjtY8bzoPl2ftLF+m3mzbO3w8UbeKIsdAwhgw0cAwkcAFOHlgugTi5rP+KxTImD2
mcta6F5Exu8kW+nmeRGs96l+E4jVS9dHgclDm3huZdrj8pL5ah0jplacZAcWKZ7egf+ysDLUKDwW
4rCc5QdYP8fbTzfK1qQOzN28KANWUPQ5J2t4927YjXeTwPjn5Cs1MBMJ/+ViRdMpkMy3jsvPVVDv
k/08vkEaG9PyoqiDCdWvasC4FqLPhl+zeVwW1a7ct7IOfqnftfM2sZNJc1YdqDzw8+9a+UaJdojF
gR3fPG0F9FfX+hQsxjtp9Von1nq2fwb8nBAZdnEtQMjQg09oj3TH1HHrCwu4V+y3AnRi5MQclKjf
yYQxjrg7aew7MRqx8w/q9dU+Z2Dbb1P11k+s9mz0OoFWn8IzIM14Z9MZB2ea5LPugRdT3p1xlidW
xyb5frOPJdi47v9GZNhXQKXO75ojPE9+nB8gLi/q/hzJKPglIoT5sRgReYFS4MEkv2/6c2xOAkEs
g03D+/KIjFl0Rhg2EcnNIDgsnbtAkwqsROasSxy8VAb5gh6kCMtj7biHuRAZ5zwi7CvwNK+affqp
eq+JcW+FHWBfzOz9B4gBgtYHJG9Woc/Qh2EB1ttOWvdVkIUbo0aBTTRKrAyPWRXAq84jiV9AGrCG
5iNnHPgLvxT8jaQzoCV+DlgODArS9ElEBUgDdG8FWNB6TXtV9AjgEOuU1r8B/L2ZdNNyaBPz3Mq5
4+4jka8TH8a8Yn3FYA8YgTW0jnJ4HvQroBMJjdvAKVbaHELs/xsesF5FL33wWyd4qHua/pbgmA9i
FIXsIfdh87gqNktOWU1a+y7e5On2EH8oYvyi8Uqjl+K0GMPcAK260BlPt4Z02KH7yCqa4FV80qJR
wytKlLbTLt4FPvDlBPqKGXlBfH/SOXDo7U2eM8GODDwzoBXvIbSzI4H/xWeNKyKE+UJc1SLiLK01
Tqs3Zi7VMnJEXpA+embwSnqyfq6WcJJ4ihXgviNDCj6XRc0xdlwv1RHPtff88jclvArxWZaQp2uY
O/d1OdCFh+YRLcrGnOP6F7URlQfPm9382vtEoT0738Kvu1+7+2YJKGvfG9NK2jSbaeyzS9Jnxwwo
HLFluZaSaTejcl5BvaMgAY80oiyr52oFyHB1Nd081/yxvpbUh+pArmvT2p8/ON+kUx/030isJeup
tfTqsdVPPyh0aYd2rjN/72sn2wYGalU3Z93Dzao+re/VS+6kes8O2eDewLoxvaBfvX3a9sfBF27D
l6hFG62akXqsnlnL3s6B+U5rs/WX2NcNIIZmtglUpC7bPpe/nZBADPAhU840n9VfMr5m1fXDe7Fa
hka65j9ZI3aOtyAHIoVbvXO4UW2gRT6nfW3se8Sv0YOOWMJorqGnto+95b7MiBGrKHaa+C32JHAA
H67n67v8rDwlTxgRPmgsgi2c4T2tCLjhkr6A9fqK/qrVa7621r9F/iZjX7R6NpMi18jTnpe8stb/
MZ7bYGJWTzekkmCrI2s5kSeGb8DKnGl3333Cv0BEgnd24Enkjuoz+zfgx4ExcpzOdR+LPlp5wArk
acDTrQu8h/ZaEJ8yLK+vNNKCvAmkstPmxUafA90aveqVRlD2ef3rcTct8s47Rmg90oBvAHfKs+Pr
f/BKNnkt8r3gzJ0IWC0QDMtizXzGaDT5JmwdnmvWgXcWWMMSqxS1/R0B8diGZ5RPVNoeV3njsTVi
5E0gTrnA+vxdxWXWL+PdQZH20TXtGybtjLzkP83KiyzogJUCh5xh/fYJ1mOCuXXx2zzHEEe8BPjW
BdZD0bUT8U4zYOZuvJOQbzKgQ4HIRPu9XsQds8AUHdIR+JnrszEw2DFVdB+LgkO7W8ShcuJzik0m
MJNHO2e7MmPnELUKtPcONOljZXOcxqh2xJl6Ui6a/Q5WhZ5Wy/WkGrfzwMV/QtTtFxGWZmX9ezxd
MjFSMB7CAH2C8j5oDrPmJdOPhe20nmU5drEewNheM4OsfwPo0Qw0gTncJKwUWMb2T+E20yzbAGK3
EHlJC3YSGDvXLoIhz9mH3YJeZvu8qlDPyljjsmzs096ogkxiV43zxwLzYT+RS7WkTMmcfVESljpT
Qy9uyr4g+0VYO1nrVQEVVlE76aTsZRnVsH71MXWp1msHHMSN5oJEVNDjG3jOM/WsNmYW6iXzn2rA
bHXYEetvJNdS9fRaRj9fAwpSGWfUKWxU1Mz6vgvvxYr6F1rYA668s6L6av1rcXdxFS1vhjdgS262
W3BKrcluVU27M+5+h84RswxzVj+uF2ul+uTaXm1STXv7DuFjzKSqqB2P9rZK7HE933ziRhsp7Vzt
hOwR/SykImvRGnizeZm8pTPkjCCS5LtXJEWhkITfXBuqvVVLqDcl7IX3i1CTOPjrtZGNvAsU0qm0
J91nQCsVfVrM8H1jZD2vEE1kxZlUz5wiW1lLSGhTvWn1OL3wPhFtYa3PirRSzREnvz7pgHeoGXe2
ddBK8OTaJ/qI/ZZETXj6H2s6Kcev2fyxZvPASRjw5N2EHIL3pzbAEb39+1sq76HWBv2avXvgTGv7
vLKB0tae+1hL2KSPfPuJC0TKSuZjLe8+cXNGyXiiY/XJi8YIv9Tod+FdDfgnnnZGBOxKlpsrOlCe
PCl6JXiAN8jS5rBY1voJF0lwKOeq7DXCbNAYZuRRS+xKrW+jvx3fSDtZVXBLqmrPuDftXi2sDcIP
5lhRlOpVxJP3b/d3FvA8cDvsooQTgyvVp7UZ/eta/MN0B297VWd++zt3Xn2jHYANHRjXRK8xKIYx
4zn5tt7vwnMyYDu9T8A7bbzBe/WwiLtHxCCdPuijJJEoGfOdL4EwJ8D3X1AHVrgzKNEbGDZK7nwJ
hAT86U44KG3Bh9kk3079ACy6KL7gg8CzB3zHeiSK8vnO9j/Ce15ixLoHGfSEORgXZbmiv8b77wFP
mMP8on4GfyNWs5M6fAxfMvu3Qm7UALIQaZkxlutBMyrPm/2dkIoDzaXFMZap56yCXmRPW4U2kIIL
ya2nXlGSb6c3p5xn+hLv78bbp6n1TZ9D6uCQYkAuAO31f+jztE8QO6yROt62nwLf0s7apCAEGiVP
7GRIy+ZT75FLHBNzIZ/e+7xZZk83EJW4P1LxiPteTCyyBRZw+9wYPPCgRd6XzmYIZZxi8c1Bynhq
jkMTASPI4JOhjYxRkFfgteObb7BXUbuPn4ee4q0j4EGD/JgcFTk5zt82gL9Ev7hM+wVO/D5mSxwD
Ah61qHTC+twAj+dVjtipJizECFmivVdYMWo7RxQ8hhqFF92x4LvsEmLFnqqwHVFuPhFJe9DI2Pnn
IwCzHce85c0dfobiLKMsrb9loXXaVztp9PKgHTYWGsEW4ciEOG38jLLrvD5Ct92ElXaG+LIeuvc6
PTX7BFCTfYLQ6kbWy/G85Z80flRWTzoxHne2BLACzwva6wEKxYoak58yRE7VZ/ntW0CNHNF14/UG
2UQfH7gbUieM0CZaY3k6kWsgSkq0JtCalZV+a9w/o5FPxJj9qRGkkzqRYDmK+rxsP4HlDIE1fCKT
tKpgn0+c6HPp+ekGkABPWBeMk9SfPUA7erDZhKQIDl5wFyucj3l587h5udFL59k2fKy5YEAfdpyk
BHMb2CAmMGTkm2XyaAK4ku8Z0AwbscfkcfNF8fR+ws4DOSNemlN39/jTjzB644mCHEa8+zof2Ax9
Ejbe1OE1HehhM+2+xQceApOy43S2qq7oURWT6eYyH9hOt/JN8tRF/UmjAuy0L+nc63Pg2yKdKyHC
ArM0x+zPFe1zlm2U4s1PuO9TWJmyf7D2/DMug3Klkpi/dHOJg1mYz0+XY42kyPBLetqE55LvPC+h
3WKebGUaf6NjdZrwO/KvaM4JbdP5dyPpnNOTJt5pvUXPRZ/p74BwyppJYgb+sFnoQvtWpTlpAzPw
P9y7TFmBss+lM03gofY5nTAHuIEasrLNMcS749LPmpQ+K1URK9ms6FObwI/Wvl4Bv9ltTm3u0U5c
i3biKJcKreMv/ySFZ62cUxCfu0B5Vlp9ijl9ov6WtAD+WDG+ZxEGm+z+HXw6ngGVrNBaoxnxZvi/
GTn+diNiR13M8+Yg8FZW/oLnWr/UI260Aya8OQgWkHX+hXYlHdikPdO6qUfMmIp3R/h7fLhBWXbQ
N3tJf5n/lP9H/h3/WsxvfOv6GZJixpi157vfyt+azzMmq+asPOzuiuXaGeCJiBllw9ql2nnSbj1i
RNliLareoF86fGo9psfVEXZsbbj232qF9gTiR3l9RaKmuVDDWoIMP5ek+SN60hquF+xf1oKtvhZY
+ifD3rhXoLwW71/Am+OdI5tJe9gs1Aibzljw7MTUiJ+KYTneLBAmlbuK9rCOdIfXymsz2oE26e42
gfYcOg3cddJrH9YKqkx79M1dVa4/qb+hKAsopZ9fPaMgE482aM97eO3S6i/oPFiL6FFIlqr976v/
M50fswittM3F1beVPz4dPMhYWl2gXQ5gD5SvYrzN3+ox95wKScpditaS7Le1nDP+YdmtuJBH/VYv
exWP9s+36/74fo1fm7seEKgHm1C7rfLak7Vx9cjJGxV9R7+o0E99cTXiLDgBva8RqUHft+A7Pxx0
0+5w67zTtxpbfeNW2Ik4p5yg1qf9/Fa4FXGObA26w85ot+D90gmu9Wmwklth76RD+ZPBWh/Fb234
Vk48Xj3ycNBbcgJreFqDzLcG67T/+lgb3Zj0qp3fu4+Nq05Ae/VWn9vfCnsRL/7gyG8GW8Ot0Xv/
p9N3K3KrsFpkZaNiVz840Ptqw6vlRqW2u/rPTqD26q3X0G7/LTyTFfal6KfconX//fZwe3Tjt62+
1eEakHftS5YzC6uPefwhZs8puFgnrd3WsdUce1x71C41Hgv/HFg9VMPgaWX+hP29IutKsfOrgyrt
/G2TMroWP4h48EvN+Hb6zn9zoKVO1Iu58e03WsduD6/mzIkaYRL0p/3L+6jZjrXi9wa7Ex305v6z
e2QVtT7IiQm9aKAPVlmdrP0/NyPtqHfK7aO5vBnfQJ1VaM2AJd8usyer8a3BjYp3uPXEmdDg/7Sy
VtF/Xxuu+b3oVeP3el6v1Hf0S/yMHrp7AviG8qmj4Dcpd4n38tP6QDPUobOaV/QeMEY6KycPmrBT
1jn+M9bzMKgGgP2jZsx6nQ2ZQMbtK6xnO6iiLMXBwGXFnJb7rQrYDTA+8NFlPsYu6KghBprg9V6i
nZJDYE2/Q5SBTM2qfAZWtKD3NBFHXMRBGboT4wmRkhfEW1rPeq8KdvsUouNGTCRkSmzRiZrne6L2
Lnlq+zFi1gWfbw3YobsLwAZA1w4k30jYQ9aYCRwtvmCIu25KjYhCF+vP2nXRmkiJIQtRygE34/8I
dBc0onKEFTqQzKm41da0uWejvqp0diXwql2UX8igWXAqzvdswImakEcOqXMMnMUJeQkxxEeggwLG
9ScGSXivQZn3fTyE3l7XhzpjHBqRpWaZz8hZRTnAKT5kjPgnEo9EwoI8cpn52bVNyv2AhjtjJrCk
QjxiMwrvCLzjpMWbRsIYUyQRShoosVGynnVz4hHql5wyZWeruebhxojEb7NiHihYoj2kSIIv4IWe
mJ+68PUN2gFq84siqs5oSeDtP4kYtLyshbaSzbRcAo+MGjG+qNH+E1A6A/vSMgw9M2LdV7UToof1
aq9owXXYpehZ79ND6/BDjM5EKIqCtXAfrbsFWXUPuyEXZVhdRR0+vjGj7WvR5inVWw9qr632Pwxt
nlA9nd61kBNdTZpArQIRplauzej74HzJFvCnm3UK7Wr7cCPciK7BMxAe0mbqfrmNcpm1C+u7rRlj
3/YxAfEI9Uiiz5aPnYxJBpn83BdqHd6bH/CUGtY/df5EZ7YCeNQkPEq7ozE6b7NzatykiHSVRYCA
zvg5XRRbTgHDwg+bETsjLhr9iHeQzcZsOVca/i5oJ9LKqBK/YfwlA/6heM8yinhcHOzlQiNIWUky
4mTUmFVEZNs3niOyqpzhh238llXvcLPM91hKZFsFq+oc3suIcbCqsqKdoBTPOuOiAFRAZ7LnTUQ/
HhOL9bDEmhWD8g3z53U6E1ww+yjyuaM64o1+Vaed7iMfgad0xl1CFtc4Iob+Yw0+Y99shM34+pH7
qCHHFSG/9/zTRIrwlMEzbc415uV/4F/ZL/Nv1Bybb33JDqyqPtM6aMSsePfIA7Ao8WuBunyCE9oG
rxTDjv9EL+uTjaoxKw7McflIQv/ugfu9PEH6ljG5yN7A+oXMPsIHE4KuBtkxOWwsswB7jfc44AOE
Qr0j1hn9tNnDXq2/YvboYM56rB6XR1iCfUi22ak25+4c3gcnbsQa8dY6G6ZV5FR4VR44H3LS4TWg
rFM6Vqgbv0Nnb+Nt+JV2Rf4bj7Aj1iD/uQ40th4Ho1vitIs1SJZrj+uFxrz7rZ+JQ4jkCR82MS4D
zwTYiAIXsYbBTWhf9xTrs/tlxIpvHjEHrWPGsCrwFYwMPsoJwDP0r1O21BH7Bf6l0YdRD4PFjJPW
CJN9SDtav7fi68cEejDHVQHMmnDpgXibeJHRZ1A/PSpCM9M5Yp9hr7AeeHFIDTvAE3msNcom+Avi
S+BNjAAReNwh/lDxz1KOOcN8VEx4VI6nbkUciN+LAyfLH/GSQowTXovOFSi+fcxh9xuYIytmLbI0
G2eXwFUiagH8/Q1/xx+okMXdJR2j433MPwPQ405SHDNH9LdZTlxk8ISdeDfpHHPPYZbeYkC6rbCP
G5PymDNkgnnwL1BzooU4Yh12Pm3iX/uw88///nYXHLfpv23gbYNOJoFEXfQBNvXvbxccvCXwtiop
tLJO520lseKfK0JClTSPiREd8yPB5r2ke8w8x0JuvJ3kx9gIuwDtYUWb+C2OccyFQ+j/CmWNcPTu
HBND5ggv3a16Mw7mR1alv/clgESVn0/Dx2UBHrfqe1//uQnr5/DP7REzywpiV4DR8zmg1phMdkbE
I3jrCjvc+K/o7ZIOnTbJ7yxiBtPmeAvRBOw/dBdoivfJBcppuhNxks23eT+dGutktxd1ytEK3QPS
h3aX/FOzpEjrxPImWld0ukPURyetdsROOv6uRWcaHoT28arsBXlIOYEtxAwHOLYJTyerjRegwbJ5
IOPttKSbK+M+Jq/SzZV2slWA3R/IOXW4+UgUDOLDh5tLtahM2mdsOg9Nsou3o63Ttp+Dt5YQ525H
26nWmJ3z8vY/2qH1E7fpNAsj3Yy5CZXqvmmHrEQtVyuyK7d7mwEHTMFJdUecFTtkvn67txNwENu3
I+vR7ZhKOR87ubUio7yMGX2WH7am1Q/2gB5SCT2n5+tFfeU2ZWpEVPTjWCu1OYI+D5qozWbqh15F
m3KnxWFrxB1Tn6qIltCLOlBSbco7dPMaEFOtwg83Uk7OzdtfuCX9iUE45jP7oh6Vgz6m+TtwnUFj
GUwwop9C1BlUlGM6LM7Di0b4oD5q0Kyv6JFm/O4gYvoSPbeSjUGWbhwz3tb7nfjdRR5sgLkZZ3Ta
qw21MV+tDB81c+4EL5qwGfGCmBFYoxLvALfNkr20KGd5gtAAOFeV5k/R/B26OTBkYID2gTy886lT
MH3rWh8EZkvLT1WBsn8wpssGZb5RZhHsDL0PikWDLC0tlxsROSguipNaQJ0SfWJBC7TDrTP4K3Tn
hObf7JGhh4htnRV61sWq0dPwhcNGVkPfLiKaTvvD8a5/+4blwGqeblAGxJx3uAH/aUI/9JQ/7Q76
WWuo3V2oB+DxqL+IBk0ZVIduSKHWxqB5XsRMvMePiVzzbS1gB20gDX5KC7jw13Z/K+6l1YSzIgZ1
rIHGqAbNaUVR1qfW91lVHt4dbKTtY+CCo3rOnhCf85NWL4OvqQ/ytHlMX1oLWDH3tNWrBdbgFbS4
RE96RhutY8UYwH/aU2+wmYG2K1a1+YJz4PxCe0X0GkGdvBrk0obR7ufWq3SaKKmFQfT1KcYSs4Hf
ZVW9oOZah5s5a4J/LigWTzgV4efO35uwi85jXpBzzuHdGO15irS/Y1g2nnaBLY2D1rj5mKKAemI+
5n/SMWdymaMWX9Kf59gt0rmdim8Aw28mRQY2eZF263wPgN8ib13mNNfpJnmASzpWgwpthr1kJ+MU
nCvglWDb7bQ4r/dSFsydMLwCxm8XxG/FBdqZobNBN+kM2UBT8nPYM1abM23OyJt6rx1ootRJuhlZ
EHP8ZflT+1s5xw4d2jumXCDYpphWh+2yAgKje3ktyqUuwXccdmC5zn4zLbJ21Th0SXLKstuXGK2o
8sP1vIBfUX9rvCNP8jA7q0dNWnPLPCDCOmXUZWWeTuyxulLWEuUmG6cbGZGzYNvgWWcaA25YvW4E
2EAnpE40wAk6dFPtnDHghcxoM9ZI8yE6BWfPYI15eRwc/UVntgVsTLkqLAss/a/sHBv4kE7+sDZY
ytjk8ASKzm5fdKY2Zjtz7ledjJUz8wJvmy8KvC0JYZbNZ3TDTLzo7KtBfZPlZJ5a9+jcage4/zNY
d56V+JPGGSMpzwLtLDCKkjGRtFLGshGRiw3aVzpJt+6MMOxxqf6qCPDXtH4rjFX5itarwptJhdE2
8y3S2hOnf4NyBbKc9gtL/A9uEpJg9ltl54mK6ZR7k2PQF/+DE1YxWAbdkCSpngjKM/qM0R5W2spT
3hVPO8NmThacP7h5q8x2zJT8FGs5j0gGhCPOroEVyBF5yTqzFvrwhNWrr6yBkSnijcNyGb/TjaU1
wgPQMrFJlWnmmpex5hbWgt3Q/QiYX9LLeFesnkavnlUF87i4uhZ0IkATtONabcObyQOvKl40p9le
fZLOIjoHLubEzGkF+SJ/xjEHiLD7Ho2qIP+gJptAjs6k9gcRsaOttl3R/mCXrR17sTYi8/YVO6yf
uR3fQgyywtrJ2wHn1WZAo7t4Fz446mZay83AGv06/8HZZq8eAONcWk13Mt0xzHbBPd594l36IL6V
7ma6o+tjbmGz1PT3S9pTzWltj05vvU+c/GpFm9RfNKc6xGN2WiX9RTa9tleL3z/qjqhLdogntMza
5dt0Ry3sHHX/9fkTLQeUXalfvR24h+dufOtoa6T5Pspe1wJe6AHlRhx1PhZgUKywdo1qNeMPjnoj
lHevfm+/yKf4TGOe/5EdflzVXhRTbI9Bjhr+Znv6TuuCdhQaXaZcJi1Sz4pLz7PO4eOjjURzScMo
nbcErRD/7Jyd0vq9dKfgVRSdSSbkcb2kvcin9T290D2u/L0hhZip79XBrlqTzV3E0En2opy6Qxlp
dG8J4zagFeOoGrE/c+EZWUl7pu3Yf9PIUOYMXzEi1lEjhaiTAY7Pqss8LAY5VrdD0XzIzPAlTqcZ
AZMYG+0PZDg8nn/7qSCv6L1AauAGFp6bdO5b4Mf5VX4afm1AhGkv2B7kQ1amPeZM832Tcp0zDbDA
5nFRXYd+7s48j5+wrmn+A0/yFH8DfYVN2tk44gzJjJ11xmy0KndVhsM6GxjdBvCCmGPfiBfbUx/N
uPtulnY7zN9x4ACeAR9Hy/ScQyIFDtbE784NI2NljTGr0CkbVxuYc/juMdg62uvQ3mgGvnCsWbCv
NMLrg3QnxvZ3upsvulOb7xkZ8VYDHNEbdI5iBQ2BdWR0sL7mlDPbmO/8xH3Z+YYvGxiZXe1MNfHM
fanxsvop/+7OP1A+n/2iPnVn1pr3fiJfIr8sv3NRU021Zjk9e1l9Z+0DWUx15tdflt9R3rf7Ndjv
PmboqkG512cblP88CMRD+aOUQXumgehAeUIqZp/mCcLBd8JOtIV5W8/YI/DjY0C7xwXdfvlXPoD1
lGLn9NA6WmtiLt1EJ+UNyRGV9cacglviu+7y8/xrh0pT27AoB2WtgnPc+oLDsr0ZPmvRHW1o7C58
gH/bLCNHDOjNLJi78A9T5CvsAz6C2IRWJe0F7cqUIP3PmAf4+0U11T3g3xsRcZSlTFidM4K+wXoM
lBlPvcvmGZa0gUjgxeHb6il7CfEF6IfYjVgUlF+wDCy0IBDvGe3hDtbTWqZBJyNXUIv8MfHhsB3f
ToozGmKiCDdPy1eBTvpE+A6ilFt57q3sPtmv0Q2TE7VeLyCB0u9nvfzdQqvy4WRrHysd/lwvmk8V
3nEKquJSXmCG7iKJp17Wzq9XnBl7Xz69GwNCyzqfOTmR14vssb5M/ToBi87KY9YlcU4HTqNzbCeq
TvGUTkyjrK80CGeHNsLthJVsD6krlLdOFq6K4mqjV2EsbkIk3SG76swQJ3eqbFrOsH1JshNzf8YS
Kim3mll2oY4RuGjLRQ9mivI+u1fqvXSuc4ewwjkzwZN0L4G/VUevTcyzG7USJvV73KpY0zQ2l3qe
ZFXM9HRjT4yB303Di1D+Q9WcFnssKYfkOTPJxvTCepGj/XbQIzQCCzSHmmPOcacITDYt9ymLmJCG
tcc+obNNfgVIlUYK6URST+lp45zm6+QuyZH0htQFsaj9KBk4VryLkTWHVAVohbSeJnZmHq8XFcn3
zCw6FTnt7NnwwnaR092LKfeZqCi/bz5poI6F2IhIjYisF8yieGz8ncgYNHfwebAfmgv4M3tZJIEJ
gHpkroXxW5C0GaZIqSYdaNue9f4NbA1YiyMyiGIDfVk/+JKGaQ9LXaXSph/3UFqV0/w9jAytuzGg
x+nOS+pl8dPmt81DOsO/81P1rdqlfE0b4xDA0vArdC5b1p/ezZmfyX+FdVFMiIpBLSWXtDMUKRoR
wleNZP2clqCbDTZ4tHuF4gajHcAcW9HA0+SQM9Icgx790wUWbST1MVaUU+57eItuq7z5/P6SjkiD
ORgDt5py/6jhHVnwJpvV1uzm89t1s+KPYAeTsurur0+tz8qfuF81/ROoNlaD/tRNqULricqpp52U
80gV+craUejx7yw6my82ytrVtbAXcc5aUXZmDR7TSq4vSpI/LZZqlN1xTkaNuHu6FtpGqUq4V4Cb
03JIG6nBOwObFdBKVZ/Rf2J8pWbaQHXe4XZajNT9L4I0CnoVePcr+n5C56A1QvkAVqEOVqDvshnK
M+qk2LA+wvxsbV6GZZCcMzaxsafepPbUvdI4YxESX1o7a/knMyylZ/QR4qf6P66do2eNGEvoSS3F
RvS/W4NNN69aYUF7KAmGp/ryWkpl1dtWqBk2IxqdLSS000BYCZXbKNorFrS8RnnHCS3lpPWhtaye
0ya0amNGOwD/mdqevjPj7UPOtDaxNrd2qIrNisLzzWlvZn2/e6Bfk2hZ9/Oo0UZyLdX4+1rWhc23
riLaQjrdl46P1G7Wsuu5JninuyLDDmbdgox0Q6X2Avj3XG1+/Uvut9uZ737bxW/3S33qHn03ZL+N
f92Z1r6bw9tTW9PeXovu8YwwOn1+ws8adJthmU4PTXg3lRcFMBe6wwDUb2YsIFLrEjj1GdO/X9Sk
Gx1L9aSZEhdM/16KFW2cqvcjxlIuyMrzc1OWNDONMVEUU+1pY8b4of6Xpp87yKL1pJFRYxIlzWfg
D0DOws8rVnPmtwK2aPvZdXyMchicAp2KCcKl+36uxlMXrMuAjQnia5hZcLHTZkQnFtunaEfyObOt
WFfNuEqzc3Va/5H2YGeolfNWzIF6SMWbwLNGwUDkbU6LGX2WeJM73dwjhqSTD6tivRw61GfMjruI
jg14E/tp5wz31xVb0AOyzzrF+3R/rI34Roaf14PiNR7Qg5SLSeNvZmyKVE+diIyvv8H7Gv76Rt0j
dBNCFhtPKSeK8F67KsnzYXZgt9AhPB6e+d6Qsg5Qu4GRtwrtijXpIiK0c9bndN/FpXuNJOXnVsWY
pDsK4JmfiRsqp11axbpUUX2QpepLq5HWYHMEff0J7aXY8upJ1auFa9G1HLu8elr1NsJatBbTz6yC
uW4uql49qA3cplv3iLk8sZrmk/WZ1dnVudpP9K9Wgbnd7L1cu9At3ql6TzczwN4z2iz/CfuqNuj5
pZs5p9B5p9VbC9w+8X5oO+kNri+2KAcoqsVq6Ubufdjr7Z80vjLTbqaT3X7UjdYufJC8M4jVm+4O
rWfuZj96q9m7Fv4gWjuuTRkza7O1udWfaF9pQMIbu90phv5uv7862EL9NpBLB/2tT7rVOz+o3nqg
Bsm1XA21Gj9pvKR/Qz1pux7mGavkjyzpkJRZ51EnR3djgaHho3nOmtH/qEbUI6eoV/TJxl7jBwta
XIs4R+1lK1XHuoY9rqxF3KNqWBWa31vptSwxCK2oV/Uba+H2YPMs3RtcA1/Q39Zgc81BtURrg5+p
I3J6lFGW9LJytDnhlOQ1uodnxep4A9aQbfgnMeIFNr/+H+TL/Kf6t/wFNSP/6GJ9NBDLzKo2Y8zp
8w4ijP6t7rfSLKmq87xWVZ9b+7Yx7JTsPzoz2pw273yDWdkzMZoGRqPvsRVGTH6QAW2Jf9Qpy/wK
D5v4bVzQzwmsESNp4Zc+zf6sjYgxK28VrasCkc9ABOHDxrIGfCguiYADdCHOarFmqpV1CXUWO3Sv
6KboZWhFTxqDjWG6OYr4ASShzal5+xs2p15yvlYpPkz3Y1iVHfBiZ1rMWl+rS9qIMyaolSpi8E0J
JMWSbFAbhu+/UTvqjHTfkgEehhcc1IYaw2BXc2zegg5qBafoAH8/eKn5/9phLYny4dtVNifn1Uva
N/qcgA70r+WuMY0o9zWw7yUeUIMMTMDHXWAVxg/6GNq4ygPOUSsll/UUcQhZtKfWZ/jL5n9H/bOU
tSsCMmakMKKqMcfnnW9pL0SkrYwzLLMWId9ii7L29lTKHOZ0z2VOfCuyYEy75tTGjP2NLPId+YxN
ymemH+1ZyqJvMJX4P1HM74JxaT8Tr2ivihDl9fCksajFZJqY4yZwSzvpvaH9XIQk1o4WF0c6SQ5c
Kj4XdMv2qoyuJRsZfVjLafnaLiIlPKcLW3Xz9c+dvJgkH0IMVv+8kZeTar/p32tkhA/xtPF/aZPq
ReDBH0QA3gl9N+AdNHh3EaD7/nRX6XndxgUtKVLgs2NNRAdVsvCe82cRoC/7aLT/gxhllGA9cwzW
K781S2xSAAEZqCsn3RfX95y8Psnn9G/Zq7SHAuknnX061TbQA6eoDGnqvjTODyakcdCmnjKW6xl3
ie4L+p42imidxFxkgIJ9eezn8lw2e0kWl+Iz3qpnoG1/p5l9w0nSPfGjPPxHeTp77r/Lk6fsO5t2
mShXDnqy9puL1tm1k37GY7x1phZTSeI+6pLduxZYC+pxJ11fuu2jYaDCpHvOhtfRKLMj7iRr6foQ
kMqF2gkFmWqhZnQt7iCys3RjSFteXVAYixZkdHM8Vo8LRHc2xLBeGuXVHT3tgQF3ie8XOyWv7CJ2
Uw66sVOL0i2nxolajxvaPC0DtQEz1IV1QJbE2hDd7jJ39TGv2C6pMmXMulHaTX3eL/NPO7Qxl74H
c8XprcHz1+Iqqae1oRrdcHvnVtQ77dD30gY0YHKgnLidkEAzVKqXbk36eGZfG2mPtY93S86kN/Wb
GW92/cAr1XbrsDkHOO52qTaJXyOKviRDz7LwAJQvMant6geSdocR3/gXdTAoNy8PrGEgrpyVB0p/
LC7R9xso045fMcJgWGfpnq3KcPBN8wI/0YCvVDErpUYw0r83KBv+aqPHi7TAgD2sXGORRdqYQSe+
foaFOkm0NirGaA9flJwX+LQ10/yB9fKIQzdaoGOjKui09GX5LU9b59momqCsKnWNRYjfOH7+KxuW
Lziz4nAD74sZa9+sGrPGoZvlo37uX5W/IGf4D40eJ+LGyLNZVfGeQScQGYU68CMTdtG8/GP5MJ+G
V3gZfqEqXnCmna+tOfNl91tZ5XT+V/XvFEbYGT1ig43YdBv5PB+z3tZ99q5SYpluCn0YWYd0HmGJ
+OYx9Qs9tOk/obss3WN8Quy2xloTdBMazA6WA/80IXeBXo7JUbqbrEqNSQHbUKhpU25Xle6Syn3z
Efryvz2iZox9eLBd+jqa3BdXGaKYPAukeYbRV02CEivQTPElFhZAd1aOX2H0RUPMFVumG7IiaS+y
XhUUJ/D/0GYSnOwcg70zeDbunxCytBgyc2bJv2VPt/LBRYy5jcMOeb60m7NL8hmHDp9/Z8+perOc
zvWyCr94ya6az7h/OqaA+kXOLmBd75pJN2XOiFnzoJWSw3xEPM+bo1yNXfj1GeuA74p/4zmyG1Y2
fwCSPQuZz+gneZCf0ENbpznJ96ZOud90X2yRh9pReOBhoLRLeq8MdROYgQBlVMiYSDvD4HFlNu9+
xwrupDXjfNOZ977jyxy+VSJeU5az5b93N4FoQzv9AZ3ujWeUfypjldQMx9uNSWfG/cajd+GpzRn1
jYfoDC863/qOpaADRGkbM+Z8swHewmj9lNh85zuRbKVEvjnT/qadAv5NyjP+XeqTOt0HW+BBEeqc
QO9BHrq3zIN2H0YX828Vp8U52ov3AiK0TVF8CF74Mn1fsgHPT+Vm1smpPC/IMpt20BPd6IIlfKP8
8bivUNtuzEnSFx9lRoeeeUmS/MC8W4W7ZUSYGesbSV+28EflUE7eN23a88ZoCPMKkt/XFEtKkgic
2NdxQAWtBf4qrOUVo5duu8tkh77Uk2ljnu8U6E3ou4/TbX66uQHbZMlWRmRNzHWTvoFDLVf5nv9l
D9pRx9sWkBXZkYA0RqFTtqBlCfnU/J3vJPy+wC+yTObfzob/mV//DjrBTLiUrVPWqV7Kyos99T07
KcLaGT0pCCtk5N/53+g8izUYtilfIqOW6IuTerAxovu3MJsLxAX0Ph3MUhScy/BLWBUsyF5jr/Ie
0WsEWExPeUDlbplVxK4VculrlnSXOcj6OUrsgqIbKbsW3QwcU+BL69PrlF8UY/CEKH3Ck5BkjG4i
2FPdOXl4xz8fV8nWOR4w6ctTiQbdzA4L/+uiep+k7Khkc4iNGAVZ0XetdHvZBJMxQoTqLNrl3a0D
0wj/bgPtx7T9LzV2R0x4BYaenJKYdmY6sy7tB1bYLifLoptQb/Hnko+Yx1mRXfa/e0Gr5TQ9b7xK
d2fhH6LilNHvJBqYG5NyvgrOcVFu7MoUPDVQJBgXtUvlQ/S9iOZxfoV2MR0/Gpj+d1GNASfWSOgp
mZZDBt0/Ksjjxq5VMcF92zMefaVqxf8OBu0hptyMOSLfoTuRPMgGVIIPiUyDfEfBPE47BuIPjam7
6Ned6xxu7Jr+nS4J1KbmnMONsl5BVKUMgWKjZJQN+u7WiImSzRHEtseMvoj5hX7WjMoz9YiVhJ++
RJk/bLH+43c2zJiMd96nuMauaHRLd0EErD5xSqP7SWEnvj1snbeDDf9bPSqtZXQwctp50lduv2YH
a/0OfdXtWD1zO3cbPON2tT4vvqv1b4Q+Cnvxe8nu8N2SN9Pc9+gMD/OCqI+ISacV9E0odujF3Gl4
8Qqje9+H7RFEXz9/ke2yJ1jBlOFbMh/zRXm2BqwjTtRDmzEHHB8rIu4u1Xuc3iZ9QeKc+UoD3kSd
hpUsNH5m9AApxu8kSP+d/6+FK9ZJIAiihVBsIhugIGiyeBRncuQKjf6CjdHGQm1ItDT+ACGLt8fu
LcMCFwKYEAs7mjtiuX/kfzhDLDfZamZ33su8N9OxQdadRWnPllnFVk1N91MGdWTH7bQzDjTie3JO
s22mRJ7lNzXN87puQduINCAnHyJpiRU7tPHcb9kMUSDhi/a/9/19hP/BsI3Qr+YoZYQRitMLVs8S
61iGdTlr2BeMKVsfL8hpU8e3EMmCdr6Z2NLmMb8KzNvBlciWfYU3l4iwGm9mjbxlArUzpOLF7sJd
rq7m19Z/Fjp0PYjJRYKZ3n+QQrkHzLQSNgS/5a6ZIP8bkr72cNgIRQoP8anH4T15fums7gZV4Msn
YHA7wIo7reQ3UBkyy1eY5QFGPi8l+xbT0MW5/+JwQp0jU0gBZy50fou/atS1hUSkn4sJxQ4Z8jga
9WQpxaQLO+oWpMimoAk7K0jnlNGktL9K0FQqzUaoH3OahMk++QPe4Uiz
"""

if __name__ == "__main__":
    sys.exit(run_program())

