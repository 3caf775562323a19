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

# Written by tests/bench/fit_real.py (Edax's values of the 2001 and
# 2002 tournament games, and the exact endgame values of 8,818 others;
# see the README); the format is described at load_pattern_evaluation. Each stage holds PATTERN_STAGE_EMPTIES counts
# of empty squares. The patterns judge the positions of a search that
# starts with at most PATTERN_MOST_EMPTIES empty squares (64: every
# position); beyond, the features judge.
PATTERN_STAGE_EMPTIES = 4
PATTERN_MOST_EMPTIES = 64
PATTERN_WEIGHTS_CRC = 998365114
PATTERN_WEIGHTS = """
{Wp48S^xk9=GL@E0stWa8~^|S5YJf5=6BNX{#^h70eq6-xI1Gd>^+>xM@m8D=69NoLbZ$W#8JA)I
u(`EbEWxAZ1|Gq4Z!M>=F(9_CclpD?$Wnzj8>pj#b}xW+p}2xf)^`s%Dh<x1u$YQ{mH0;0*BVC^N
$HZ(W1&iC-InPKj0JS{jUc9hdI$!dG>w0zESI%I;U~I*srq_;LZ)-h-1-Y)gKC;zrRaVAGHcxM-c
!{{F)_u$~tjTD+6BN->`N2V0}aY40BU!T?<Lcp@kGx=%~F`a_7_jUt(L5OEZp`|C0NWjW0!!*;XC
X5;jfWO89?(igL{lu050uYVz0dTt**}dIq{GY@y*Yk6$Wmi{<1K7!L9b7rv;%XB-4*G?M<yd#=<D
44Kf^K1lyv>P#JTMs21H<u;LX8Eryvjb4#(QARfYig(}iE&}L(wb0&nJ-&iFwxk8hMu20K3t?h8^
$s7I%g{4Ixtdmb>?#$Ez3>_=`$W$RW|(ewu)k1$Fp&@PXWx_YHSZtj5=Y)Ul+HqT{7SY@Y8>@5P^
8gy{Dc_-UN9TcIgb0l*4^-DN%VoGc|^VLyeDtS-V)ajBEFL1n)%jJn-w6HxO*ODZB$G}h3S?W;&8
k>=qC+|qL`_VyzAW=8!a!RN36Nt{bF&aeTzNxISfS_6_a;c(w^S07UzN#t&$AAhkG14@zU%gUmD?
EtNv<u6z`sPq%)pi&4=5nDI3Pug8b7_EtlM!pmRJW))h*a0;@rp^*6~b5b*An%r+O~qIeHm7M%ct
S0W94r`+bKYqc+d59yFB+qGJe$S^vN4)3ba3&RQxJ>3DUON()%(Ev+Y>5b^Rj7nC7>T@Moy$wkMr
Zrmka8E37SF|lta&}5l6tc$E$h-wiTvTNAir1B9TqktBag8W`!rKA9wMO|^#0j0*%cr$Ie~O@3gX
?p~c9+x+B(<{5f^uH6ZmRmyl}-v@MJio1lMh)+$10k`n)$^x4SV8;<^)?QLUnaRwlyYuJT;{M8?`
(@DH&NH`!OU&a|YsgQ`gg;_!5qW9r-TGU(;;;4*x@7`h@3v{aekKa!fGMNCC&0u*irzNiefX7Scm
<gr%82pSKw9(Yf}Wx-Du)EQ&;S6o}Ww=(r(k+a=?dQwd>^;q^gtZiViWc-uVZcIc{c0As>9^=ZMj
Jb*IjG5RV4CEPbZVCqDh45?4%VX(Dyf6!!uj8hl^A(}&;CBpLeIttr`pp|i6^vUezeF6o^EzD1Ij
v>JeAxRP%2YPw*dHs78gJt97smQ-$wO?#HU%N)iNe$forUD(B6&6!!4iGs&hzW7sCl1r{-pA;Z2$
!xH{Q|MU1T-D@<yNQ}Q7J!YztxdzsqQ5An_j1QgjbALU<9C~Ocp5iP-rroRK}&v?W&gmRhOUzM`G
5C8M+R3I0Q%~?fi||DL2v{4yMM@>N|z%JU(CW6IB4yEJ{B!5mJ}?=FH~Yjm_S~&bH8eu=Ie&7(G;
%wB{E3DY5?c?z9sV@J<T%t@C^H)(gVBFcrn|!$H7@Evdu~GrE|Y0y<=;_4qwWur(r|WBC%xv<o<b
g&2<U00R}OF@O1^P*Dd|=RzQE+DIj55e?fLC5)Vuy9m;tXVQY2ZmZ7hVOa!I&vJkkRfiAtexZO7B
Ogmg{>0ER%E`G_=>>UJGh}Y&Dl3<(3&~FEh{l|?;VEgAge>`Z<KlV-H%_g`=&tkq9vue<@}a`+iU
+FvP{t;Ciq>jncpseVtSgJHX1_`6V5CfvEWcK<%@VKtiaX~8O$UPo69>ZME9u#OCt}~f7ZJo3AqI
p|vi)=|yLJcbG<=SmD3{vBKWXQjQKWB=dDz9ERRyLdDGJ-P>sVN46HvPu<FuIwWIIH7&!GH<LN~B
%Bqhyph@=&f_3#D=4DBJZD)Ct*F8ldN1^jvU2jOSjR`n=51;d$ZH+=2P$yBo1i}Z#5@(w_eJELP{
ZWIf4HuSseJe~cv7yV4xS{K)o1!}x*k{5P>oQ<)MJYms@72s!x;pUpv-)9I8_R0rc@1K!bn>^KNS
e%n(Y@X8n7`Q&p>{nv|?q$nOGowi=q|hF>;2jEJbK*mSV^hWA;K%Q76>dR({A&M;kyeEUhP6c2yD
8hnE(gRiL2Rq;oXe0b$L$@aH+Blp%&*q?(Lq$^L!9EILNcB-!%zmV=F?}oKFG5^$XlB-rKcn#w1b
;crr^i+@w@yI>n)Z`tERDc@ij@&3Lq~OVJEqaC$ii4<Heb!4)+R+`2D^pOS+j3-~m8Zyx;z$gh{o
!R>_iB28z8~e~U@xvjI@UU7K2&j#lA|@12++2chi1$AvX_d?5mWB~)iNIPrgb`53OAx|f!^8(g<5
QG`eUd=PtRa-&mg2G#aFHo7&kFhsTI^qjGOqR;J?UeIf9z)V`=My9)1mSLXjGoz&mMx3CiiR~a_V
>w27LZWGU=T?>rthTM7@o$nwiqVstYfY&B^WxDgAHi~@d$rzfbnV2PLfxxc)Yt`=WJ&$Q$hm`r?f
+{YkeFfo+NhO>g5DrS$2S}io%c)Cu-HX&&l02}J2llXsZkd+e7bk&cE=^U|BNCG7eiZ+1x$rGs5O
1cF<jh2z&ej$U?O65{u*$~xd${R9xlxa+}TXB!U-c=qP>eA0^5<+eoRs~lXDt(c*7#2%u~~(Tt*!
V&UL?qj&l=YhgbSx_AJsBsTGS{nkc-a3k?as54zq>eoZt;0YX62mKr-qa^HY@Zvh1obqBZKEo4z0
#{&r>V~meG%!}SQDHJPtZglh-Da#xw8NNkMdLb_ay{ChO8IIOby)0Q7+(41Hij%}#39LwS&ZWR`h
A5#S<`?kIn6<%(x!w1v9ueytz|RHe&B;v+6AaPde+R>9Wy<(cfvVnr`N0WMy|!V0n+GG33T8OR>h
MOE(LV-mXZsPVYtp$jKQFG&NGGJK<#L3a?EOvrX_7n=4g9Pyez`U>hPm1Q4>CWSt+VVe|2SxFCF_
*Pb4F@DztxuXpoyT|(qgz<g5fm=%TxG?-nv<CcQIm>B=e!U%hdpebvc3uMYcOXoDd-6uf)^5@u8=
8dI=iY;pFKHB9Z*xm)(@Xdjp_s$Y35D+-u@Ql7$<CM!R)2?#t(3Kl`s^YI}s{u%1vf{dZh1rgYOV
aqWG$oeq6S(8F0V-EAiE{>50M!H7(?PKp?%Bdewrfx9+?C!j6rn==rcd3w8pwLam*3dO@b(N+V*6
TH?0fqE66f}lkctGW8sW+eDWjCB(oR37FHTxul_@=lIW{7}AnnlMdnVqqXd76V<q(7(A#?lGM7Bi
s+5=tHRs>@=b5vHM=HBrOE9G{A`XIv>w(x5xpDFDEpnBzu?fIy~=y5;XtwAc|%1W--+n?@3GJ{gg
d%%dKQWRVk+!J2)&4qqv`sc(+ETdVy1MGbUS!gorg}%m#+e;B;UDpLZxieh4YeLs37GsX!fCFL$`
^qJh&uSO70{I&1mdIMduE56_VGmjZv@P3ZHwrjU$7q~IoAnCVQWpu##ozz;p$9W!rN?73k^zw%Z3
a!GWQvJwz(7IGgv&M|lM(sxo5L$T<CKV}%MK5fl8pN-!TgQb{0K;&#}%e1E_xF%YY^W;t*zlbVkM
dms=2(8l}#JBjfY2L8!y6RNIahB<{9p;_Td||6KFDYqKY~R%&u+}fya6&b~lfBN31?|t&Z$=qY2$
d*|rWum*N1B}Op`1&$=JtMPXKKlzUXoRJum-K9^*<Uj8_{!J57;uobL)arQma`2_&hyUdpKQ_*20
)c>ZIhjbWtJl_B!-6dfU%9Fh8U12*+@5T)IKkG?Z>qftM`6*H6SJ`Gojz`>fMeMRNUly3<QDEHzv
09giHE+wK7_Lo^FNc((npv-ZI<s<3)qugyhE33Bw$Z!cx(EZ@%_zt%Ea>3*uwD&*}JlLlLqdo%UI
QW4s_u#D}NCdfAq28lSIm04R1Isj{EHmPbW2_Dc+ck~WVe<pa@yG}8Jzv?PuF6TGbiWCLoHMKT0`
YBnxWY6+8q8tZ47G40ZzDDVM9B3wx0&quoumWD8L6OFW(oxKk&<w!2I7FVCo?~tCyCl@nKO)T6qZ
>1ATiqwmm!+pJ2J%P)5SmnJX7b>~$=^S-M2+G#Xh0qcNVxjPkneAYX(lMkx-&H=l7?J%q5?OP7jz
Ee(7IJ|Kg^1sETVRgV^p)swNmYXbpb*#jlx|Z1l~wiI!?u?*xSe*EfBuK14a)p!s=N_c>tcmAT|b
U7P?hfC7a$y9coy(h4K9GULj4dD5~tv?B$m?V_q#gWt6U%VP&5fCxV6lJ^>IT!)B0*gwU@*Bx81C
Kcq`1erWS^1alT7KDTAcyx-scizh`t2%379B07zbccpHRxcE{%EYbw#Mq>M{Xx^)4gsiwJ%JTHUd
Po{q-MtVhZBYXK_5lxyuJL2!WjGQCe?zwv`*nHwxQcP(fgu8e5ZgvQ&~P9JlTGOEW{BL=erNAFZ-
7d@iV;@@#FrF#!gJ#z=y9m`VVtpKH60nDvxWO<rloJTjaZ%lcgCpNEwSGbl3-6q(M}_9M+7Cipwx
NOccfSI%Se>%eTe#Cg?AP{c`$T9;Pyb-Y_;yt1nyBji3mb~x1ZNOr>QljBN;`<+=p%EEDA<8U+{d
dMVjW4a%uT*#)qF9j)UBa$!%>!nEP*hITR`GfB(IGFmvR%N0|q)AYB&4M94Q0%q%FDZ;f3@>9}v!
R7ibiyER9je7E*iLohAZ>J%gO;=195gEDPD>I)dt;<6MZT92?3O+{-<xbp(qT$}i~c7O7*IR9>E4
BR4nA3Tx5L2snPRX46+MRK0!GT${_osvkdM&{M;PQsrjzsjIxc>Y982Z&qJLh+u1s6=F{>NKT1@_
-1<kP}Or=^-z$ZA|N(m@qNgOXJ<zca8y9bRt`Dn`T^40x&rKDcYlX#d&DMos}ljpq^XJWC~9~Y<Z
;h404FKNl*MV?}V~iOOfwSkn?SfjWj&sDXCy31Vw;-lmWuQ5xb`sEBm}0?oO!Y6obU`4+k<2^=p{
5?m$i?Z-EuJ?Oss?b4P;{=iJz@P#^fbB5<}|JkLf~m!M}Ux0bH29IF5<?%k?Ll~$&y74vjG<!IH=
kQCnCO|z+i$cj+dsCxL=`qJ}NO-A5p-_L-AN>p@PP)UgvH24vA)wrGaN^@=H@hvy(QO|f*P-7DaH
X0FH-BW+`??EvrXa&1=Bq>tj=S(K6u&JPLv+U6<$Aq%^?wTJ9p@PBcUHbNa#R?U)BiA)*QQpL45T
>G#DEd&`NRMMYe2F1iixG+#YKs!zR)u<!>_epWkm=jPdWyyk&|51XAM~EK`Y%)nBc2KI#jg84Tl)
cjkW&U*<7uKyAJ!SEyj)EjWI5I`CYlQvTxK7rBagML5GzvBkZ{2mjbjg!$7*?XN1mL(S9hsWPsGy
v+|!C$Ht@iE=Tw<*suh16zJyYN_nQb*zHTww_`MsQmAZD&PoTmQWa%r*!3ztDDrQZfufr3IN<osf
rSADrDg9*?nT6Fy9@ljAKXFkGVgmW1VkeLg2JqNmPsk~7jzKP2u?IH)g%@CE%dC!mX4-w_;4{^{r
riM;TCLS`mkh%|wkB-IXv8C&FNv7kk=*X#DH;DiL?x^KyN@_^-B<b<XiH61G^}u-n+{kh<7KsP`U
T-zkO~wB2G?mpSI2k$n2=r`VyVRq5)E(Hh8rv?Gx0ZQYb&^K@4<D=>!5r&eClr!QUhd5$W87W!;@
=Cl@pHSOjMy9n;ER)$m2P^_cMu0#Yba6xr-ZPcN3O7KT!}64(#N{g~gie1Sz>GJ&$(|eBN_uO51b
Xq6z()&<6evr(lYGj;tYrX}#Nt5lhcnvu`bbq5Fk-Z|yu_k+~Xh>5V*5q_`Dc$~(h*>q}<0=a~m`
o>FM{1-nK&`{2*PKPEV{F8KxdQqt(w*ot~6fQLh#hd{KS1R;h0{DSoBvk~?&$kyK(GqWx=mGSX+f
#W@|KI_A^FaSAcD(wAw&ry%|eUEJsOW?0eIH9s|Uwqs5=^%~>R!Eye;V%);uII>S9p00F4#1w5k^
kPWv_>x&^Z1yz;GR!82gEmT9RbNl7=VsJqj-eR9$c!_c-rmDTR9Tx^j*KDuk%e5kGj5}<E<xHxJI
hyes{w2T;yF~jS(DM7sluI%br9Tdg;>}7j`YQ$@d{sCGSmiWxC`Ah#>?XG~%S&jJT(r0vb@Q8leq
`AUukf?7o2A|D*Ffg}$n?eXC>1purfB?CI_NjmQp@JwJy=7+={_9nnb6D6n^d?>N`tF(E#KK`w4Q
gSoxSWZBXDZlxayxZua8K_krT6uKK4s*<<w2!*lxC2t17XWv)>&>pa5f#UOl4{jZq=QhdqXaE}V^
vJO+VT20^iS4o8D-s5pTr5`=*$E_|{K@fKysNpH*P@)4Pzr;|WhkwqW<JwJx-U@|yc(%Lzd#b*5(
<9Jc^fFYHjOu%dM&0QEgSp})kJDMz%_5Ymx!S8?{c~&h9MJGTK~ukL|<nzcqoX3fMY#BKYl{i*AR
K)1?%)>0lKQv4a5ttJLu7;wy@0yLI(11`9%_+1Sq5N{Ajq%MwnV@1Ys`=Wl1I(UoQ+DlN(buCs8z
w14aOJ-C-uFimu=0q$Tj3qNP%s#%0GAlt{|24JWy1#i|{0Nf@cpo0SwHqjSvas^G(dL}BFaYtXT?
Cq^E7!UN2Raa``iBRja%YtUj4k(<+`-a)UMln0j`XK`0)#7Rql<JgI;mG<fRif|6KzNH^?<Z1&-)
2qgjHqG044n%@AJ|pI#^oh1D`R1^mHTD0VG#{TRa4p|2NC4}`c$>#$LcAmA6qWupE+a{hH2#H`b|
Pi%>#g1<D~n=(9Qt;7*6Spf4MW2Jui=fr#tIzVh=7})gwIOpP5r`hNqHf+<dI+!A?Klpzh)u<rV8
_}*$V5k9QnV}b@LeerMi2Gse2F)HMKa)*x?fmoBM1rDIYBlA1J@eo7U>n9ff02wy?675O1XtY4j5
?XP!I=CicWX=D&v2-IPc6T7D?4VqlOtt744360XtC2iBR1XsQ_*)`?OUAomRy5V{c`SrNV+cS*@o
3Mxw1QQVwTVAO__(+8gJ{_;hhjVwvUc3njp^OOvM<m?kL<oL|s?w(i9OzUSsfM9y)9$<=oZqu*_5
z7PK68c7irC=c>_aCWOKwwdpoHI0k{v}Cc5JBUUwetq+;?{M{2L3sao#w-=BeVk4rXkmF((GkV6I
UH~>Zp4>Rf$F{{;G8&LLpv6yF$MGQv8+vPyf?z3cQuJ#%uIJ1gzX8pejnx`wkrLg|9n|c+ctU2J0
r*lziv51yf{=0xWxNmDI6Y4TfRfrlG3wkQiRzUr1kHMn|kON8RQDrdT?l0dimhS!%$5XpI#gCcg<
0&61H({-#6^?F>eBWu~1-s_;nmra5B$2CZ|2?}rltpN7wpdnyq<Z(&JhjJV-Y8KK^*>Bf}aiBxK|
4nk7wqh;!W_}LqLEYFO+L6P155%`r23>GSs=zgE_t`~(e+??thYU33~uCFG$h(o(%LlJu@L;<)Fm
`aa%0(VPs_bb7ygkKhknt8G%oW+zScQ6NoCqVa*Q<k{>2daq276Y(ou_|H;)*#?Y<xLd9!Prcws1
APu?(r0{T|V;A;1m)ac20*M_ls1ES?+#KT|HAh_4uCVh(h`vv&+Ib6Cs(;<d=Po$&uid3aJ@TXJ>
28aAWU_PG5W=q(n@`<H#QQ4=V{{Ib3D5n-E;k3mtH+KV$4Ob+jbVHwUpS0xfGhzqUPU*w$hhf(xk
SY#a|TBZNElOeH~R48S5Z{XGn@T@x3a=+bOSNSTpgI`-#4zOD;XiI6o{7ChvD>cE*=Kb~~i(N>{n
9m3W6PCt512_HZ-w~^4pdcndRT7>?I9(HdGC_aLCnvub#+*!#-EO2B`F$lRg<47FFviky&#a>_8?
iX3}X8)c}ud%5R1>4BE_$1<=z2bzGEkzWENOPN5)Kfk(Oz-1*My#PWjs~C}KW<$ElJF8wdhAqh^$
Bgh?n(*x>Z!`PFL0H<8#B|~Nh$V{V7kLIee5%rbN1ozq7a`!-wc6f2bYbF&(x3(bP7bE`zb)5)el
*SI21c{<Z9C`xAa9FpgM+X8!@UFm4sR53k-{)#789Hz@kR@g`%r%VDWyMcn*KkK|a1&w|^gnCPn4
7iyX*w#46I1UeB<7b%MUpS8CItNEAq(`&y~64-w0!u_*h<V;eeQOOTHv>Y8T?rst6{-YC+9a@U=b
_Z!&F8YX%#Ulh=x{$ho41PlDs$U8J}>eDXp1&~N}r72v_ONH3Kmt&ztPy&)ac}&E0;L$7>&E(?qB
(RBJQ?(UC%gM175bYW>%N^sZ)41t&oS2SLfGHkl{^Cg=CE;tRJZ+_&%+jXfQULmYi;2)FDjl&{|F
O8{-;hOVQo3TLL)VH<Vj#mIB{ea3`rIcPAfZxtj7^{b_s<akS#u7eNlugtL__Qq6@&eq)fwm#h;*
J~n!q=%pOpXqR!*lI7PkAXRSTD4wj-7w+0ISFnw0PGQf#Fl5T&z%CCX0C&!jV=!n3}mwuIr803rg
tzvTz)L^1JLZ|qPw?La#8HSN3|wTN{Br$-m5u3jc$X7h6Hxq}&u<oZF7Pk}%=L|;7s%K${kVB5$c
5^C?pvZ2a(gzUMI&-URkR^qh>c%;fc0{4O}Tu0eQFoKb_e~XsOeJq1Zo*=Tw;nIPT=6NHM?ri315
`_SI55}89Qtz|M<$27sqr_u}4|d}ne4Iq~Hjd2cD;qp8k`%1=yIGUR`mG%?6vTdt*AwBXP6hzNs`
2$FoaVc;lnl9}342C@-)ioz>1Nk+fYPnk^Rlce;NGdO$qupKb@a=TU6TVvMno)d8Ubfe|FXeJwDg
skl9Dc?M9gT1h=Z^vf;(Duxqy63AZOp{nv;(81XVBD8Yvj2k%={X_ua`4X7apKSnieQdE*GaBKg2
fqFu@Aoxo27gJI(aUBH`keb6lKf&kH54=v>_pI0?UW`VCV+s7U$&*0>=P76-sXxIXk^tvRuOHUos
bg*s4&VRkSwByb69(E@jQk9fv&F+x=Uq1ngg|K>7_QR0k6}OnG|2E{0g(D}|F-P`+?FRg!E$bU9G
kfgWywokrv){8ukkg5&A2k~4H(o@8T;g4LtDuAia{^{Eg?MqTtjsSYlVQ30ak`^+x49aDVmDWMC`
>6^PxKqEz~Ig54Dp4$fRGdf-#7vZoSlIj9gS4Ax8ni)uTx?1;FDDdTM#a+EKq&*J(n}6EXLJ2KmT
lFm|N1DBj7>KhZ5hr*dxb;bV>m=t#W|*0mJ5NOBC<~V4i)ARP$fV6AJ!v884j^^$m)l%@`{M0@N5
PMO__QBsc7-bW#lQcXS%FVpzgj^|2MF&n$Uo5jA)2z1{A$bkd;NlHb!$+?pppzfVk5uQR#A;DKR<
{As6C>N@8kw3w`}SZ!L-ghTr~${V9jGO-kQJ>7O*cMk>Kbylbz&huT+_X3t?zfbvX>8zcM)Ga*}D
FD73`VRlx3kW0x6-&-ZKfLLXUJCnyB>s+{8WY>5-Rn$RB3E@~J)JnOkN^0wvYQV%6vZg6%-v3x+o
#k8&r)DAI6H^Im0#^e7_EG{%|ELpZo&-4Cf}2s5<E#7J^GJf9i_+s@5WR~m6mLSU0J!PXD0i%!uG
IoUTRn&Rvhq*fj(&+JClxYmuRN(xo4VAzwAmhp3W+C*)*TR;ue;K8^)`BS4(o?FHJQdPxP7p@y@y
kvFMWuw)6qdIfyjy)9y1Fs48fFSm~xMvwOHxBxrgR7X>Jpl>nQgo_Q!JC~ivK76n#nwN+XH#w_&c
0#H$SV&Cxd=m_aEZ!*6!r}q$)0`6urifNa)l=d*T>8t76DRoZDeX<O&dyA*@(kkwzKx$E>mU^KvB
s5Bju(K!(_dR5lm!#X6Jw6Md5_2U$cJl@#um+>b%}w9qpGp8I7Et{gQneD=ti*ptZt|R}fb)M1v)
&t8GlOixH~t>*ywECdZW8Lc?QT-y3|Hq$nlu}s?{j0Vu2L6(9jzvsw60-u5l7OMuRwTyfdyz4uN?
Kwlp6(nF;`X(08d&lfl?v@=d)sy;^a*R-LV$6;uVl_`EOpt#JLUwi*kw$XJ=p8>@$rg_E#Q?$>S>
lArrby7%yJIQOFO*K+$Ku&HrpOjI=g>hpN!GClJUm?x5C+vT2v%+R9E`Hc`N(Tk$0fTt8SQVRnGx
O}rww9%Qjmrw7EM@4OXinlc<+j14ySRHZ?<!6b*=!s)ySFW)u1YZZngHA{VUzi|sTwo1iH&m5=sH
CCi}YUnXVB$Zq<S$R<9BRroEuqOtoR$i9uQ2_^Z_gc@YQ@n!>z3jp7Hx!B~pbjjDaqL_ycdc{3AX
tF~HVpJs@P;KD$C-HBJ~4n_g$WA~YGx*#{&Lu+1&2^x_KT9XNY6FxR<>NTt3eKDI@0eQT+q|KG!3
LK?stf>I%YOWXlEjbku=>Zi<(&UE1SX`JA`uZRoc|F;GZa+`qThl950^zcw@#bO*}kmQV~3@5sxF
Ql*5>0oUYqI-X$2Q>ytLM;nvU=|Gw9lYYnBOM}Utt0eu}=j`$3?BT&FhZp!np3Rx!deZCm#C?-O`
>C$kY>^O*8MtrTlOw|t(`zG%c=Cgl3Dh6tC+M0mwjoVzXE2;x~Yt&9>xmG9(8!LP>bI=ymt;^bY?
z|HdiQ{mTuM%8Av*wH4;@g%#N{K&%Ou5RTf~DN3Cnu*D<;TSbS^mk1+0~bBOs^%t$t)TDiuE|)O9
%K-3-3)d%*lb#_F2(<y;fPjrd{!T_oagCgSlLpKFpRMj5gn&J{C(=Yo!d;Mp039I5bzZEQIz`Ri7
XSPb?|9FPARJkWjt%0;~&pkhGGe4WLIcZ1c<re{ps<hHtiib^~`5<so0#0vW(Y5=xKbq9Y7an#bk
Xxl(_{OKoZNTj;+(jV62QMfy0f%cp^-4q&e)M2OC#q{(AQ!+aMg2bt1Qo`9$2)I-5act`C4GNGYx
d$?!BVtjBEV}xN#mluR5Hf3Y@b7$?2<`^Jew4?$o#!UZdmw=g*tcT=8DrT_U6DgnC5A!frA~%944
;Q*%rsiY5I({HhpNJ38lvT7NLc~oOG5O8+xl?y{*O!-V0h4iTn0ft~A%M^c5fVI&#)BAG@b$VJ+4
^&_>@Gyb@@*0Hlj0vOFdxcd6(9J@JgeD4M#0lU9Fre4EOFF}i=jZ?s2^I;88NtI!V?AF*IK~9ZM5
Z4OB4dypimAU2dXF70%RH?-mUw87!3ybpx+D)3CUv+hW2c|5x*u|7_f!~5L05NUbk8|5=c#|KB?s
(74;6aS}9nV`8Ak=Vu#A&&rPVREa%CB-NL?@ph~b&-7c*0cRm^cs-5=I?uc!vHBTw@`j<<8=f9j7
JL@?$t-V}Czq_Dt%Rq(azjFG}@bFyD_?6_t#jr#&?_x_`eyMVX#${^q&;OYFG=ipjud}w!rDh4&3
N_OnKL)fF?RPGBL?*R%!tL=$yJgya)d-JCZ4*DWZzW7<<P$OLtkg&NY*d+UIwJ+*p2P3t>OU%HJ|
8u`<+7prgKATciUOQ`hrodU-d4uNLk(JnQVK&PJ}7IV;W67fCh<F_$J+D8*==V{&<e9~*Cf;c+h<
VsBpv93RFRNpqWi04y3;R0kl)%_;E5LfM4I&NQ!QuzD$=SJ@0|=*Ew-IhtCXN`8JHx-(I>C}JVdh
9s@4w6kL%_q2>KAyJThlcgg&aghZE%yB_Rx^5{VEtu5->uWWVJo9o8u`M00W{BQCCI#+>bpM{Si=
`Ye!&VWn8GcvMF&Y=m(g`)3>kh1JBRU}F?7(xv+GK&TX$t?RUyf<ecdQ$fN^KPE(NND?nk2o;jzp
{YS?WxmHQN*9kt{7lDuvfNOUCQrCJ!_`7C5`PXrbLc8RmgC>m`fGG3#%hv`v+bG)UeUK1)AXB2>e
(cR=%doXLG7;|J*L#i@Ed2CJe;wRL99bydcF*Xs@gH*&Rp=Zpg0P#<38OU!Ms@_x?SSlKp%st0={
xKqd8X9xfzTzVkiOh?na+vemuMRK(<SQE5Gtd0o*2^)mv7qt>=AK?O|2&5qVDB%ov0Z+-BDKDq@y
VH5tfMks0NqR{8-%x0agws?k;Ep^twpo>{H|W}F~q0u50kpm98MpShj&uh<&HLLct!DR>+whEu3l
{VAerQLqFq9fkqk`#S&~c4+?c8?<TRdYq`Ye;=!3Dj*Q+S>Rn7Wb;Ygcf@<%tE?atFf%dpPZFJ}V
&RrQbTRRGgf+>zkZb2VrQ$lGz!f{&jhhV%a}i5fzp!5(b7iXF+z|q?Ye93xU{^c0d_yqhh;?Ri7Y
T2mYF-veIaLr#VvI<_I$BQdR17q4h8;f$4?Rl%<At*)VVkcwmdm5cahcwR;#aSY(t>v%gbsDB9bm
@tnBna!`p>XCd)fUbD5;!Y!E&M6IGv{%VU&OHlwdsPSIaDaccQ&g$!*y(eNq*aMot&NOfH*Pa1KE
LsvNR#*FCoo)~1@;n(nps;^Y2@!wa%#LbtKz=;SjM9VAco(AYn7N}o2tg?oruX}RKvNBP2?0Nb5>
u0ugA@)@#8*H}PAvcn|ipwz9$TAoR4$Z3VkG(Ho%_MwQ~#CL&O70eAKPqH*`kZ-Wo6sG340q&=+K
G>Eq*Huj;^$By@v%Yjy*dv8(hW5j}r?exqpkAYO?16x&-esJDkw$q7$DC2gYB(_Q(Nf{0k3nWx@-
sj-9%2P>|E~0#?RL(@U@Y(Wax~uXo2@v#&fnLRrvG1#&m{`y+2P{j%PJW)Kf}MxWl?VgH=y^gxfl
89tGF>mH_IE(TSs<7jJUK0=-Xvjz`4+Zomkkwm9(AJlUI*3E;+C>ShHh5$T2(kw|7$Pgb+<@W)KN
EYq4)qfX_|<u6nDS)lO~y5-1|1=X$bk*+5Bg>g8J2VW@;Nkm>!J-_9s7GUm;x6el=;Jnt?Gk)uF5
0XSVjG$yN&G9?!KoamTV8206(5zGEcY*_t9zo4TR98W*6b%nhd0#Wf;%9cc9oacFX1EuoECD8yeR
%0p1JeO!tTNC~4fPom#sIItCDM3uxeB=hh)A6bfyt`cGSO+aGLFheK8!^~d^byOuEkcYR*N9uB@q
Ld(B?n6(ece~<BqRJS^j~y*N^}Zs-4s+3qd`ni3aSU{qK3*f)r7P!r3v_R+x51t^l4UV3Tp2VP6T
fU!=rLrrQ3|>vkrm>b=K#<nbldP$sF{GJS^B?CpL1qfoi+(rw7I}=a7Mll=5iOxrljHR5AyIR`~N
sXjEG<OEe)M>4bEAtLEtLH1e7r@3nl^*jj^bW4t_TkPsj0ex<FYFXR&=qwdCHz5^&N#86n!K_XbH
0n|OBiyF}r<lpu{T<j{T+Q|UtVO~L*1K&QpJ6iLy8aZMiDGpIc3G0vRw6Oe<y9(Pf2!V*R8!Md!s
vNb5CUL|l%|B6MsovXCH^tWp3V%5Sd{vD0P)NLbACsdl4Ua-%%kI=G5rZu8LwaYkwIc}*O39`N0&
m;IYRLg_X}JO?$M07LJ2yxvk$R0nKMNbCcGvptiSy%@jfMRJh8ZvaxsemxrH#+>iNWxvrk@rA9dC
7*lL52N(0gRI8lL<p@H3X^U~{)PKRyZb1D~IfJhUWLfJ2!iT?2q>kw=4)_O<kQ%i_UCPW!+OzF8)
C)Ta_1`z7aGnWYH?9tYiHi)e0EH{j^S?!-RoOP=g5eyVv!)9-C+apj5Iwx`k7NvRi^V8;{(1rNR+
hEwm4$hSAhX-lQG)(06cyI_6$K?{JrtVX3_+^=4E@Dlw_#_QuPMS?g`Vwidr9-{AeMb+iB{bp<{$
pJ;8*SYH(mky}l$Ndi`n*Co%w>?B<p*oNoJFVKQ6Im=)rAFy8w>!}xMD8IuR$WZ#V!O9*0Elci*E
3X$mALxz_Il;j_{^>9Aq_T69ug_vfjtk7@z;&l*b%4*m(lv?(~qD&DOtdSbIHnb+K}>fY*Bt|!+V
FGTiqdha1%oXPy*_^0$3cB(}1T0?=qeLc!CQwB<uN^MvI5<kH1smxA<RjCVGy{b_LugXiGMa2+VX
ogAhAbR~fEO%+6dhBjbcP1xpYOmEbUkKY2#yiNCa35D}d5Ho|`)E<GQ_(*IxEKFHM&^1BdT?+Dr2
maIfWAU0n7i-Bz&K<jqu;yoCq!xH{0{V5Tq&ozn?<?7JdlvsGx<nSHa*Wp7=wzSWefue1HP^ys`C
+7nq!hUF5n5yt$B?TS;uEC-|kk6EwHBmCIzYt9A;9}TJgdH0iL*7Z$YUzQHZHHoV93w^BEL9ity6
YexWnu%EDcdZ<%MR_B-+Avr@jH%26Y#&sfxZ+t2^2~9MSM@t*2dm7E95GbVx`h9xeD0-*<}YG`ti
FTwCTaP_AkghDc@x5Y9cM)GGWd$LVYCE)VNBn<lTXXpi?44$BOx8!cDM_D!1$VP6E+WFMz966=fG
v>nXVOc~`WsUo-fZK$)qaM>)Blv<CZ)S01L^em^SE(=w*j?Y`lg|DrbD{|Q6ywiE-ZK8SptDAP^@
I}}gs!bcmO0Z?%0{DpV0v0}7|(PaGj;*7y0OG``Sl(MI|zar8Zl<4QXbCzhh6FSijh;X21dbm&{O
({XUg9OTIHjR^EPcdv3G79GD?1YRhh-{EIp<$Gkix-@Nq0Zt~=sO;+QJ}p7!)~=OSn~L-BX=BSm&
tlG^yq3)IN)Xjc(f9C6_jw6_#BazoI|t%GDSC6<OuObsJfhl3c%BWsAahVjN#;drPp8n<SmMz`qN
?lPj;oFlQC`d)Qd><y%nGI0kL59>nIG4-O?%{w#Mub6)838g)s8Qd!e|$SB<Q}9eRIQqeRHhxgj)
VYLm+vud^2XyJV1Vo*k0DB$EfX?-SikFhdkMS<6lHXyNHfpAJwaNl$wtML{C5YUJhQ2}|x4doeBh
$HcR6ab3J$pBFM+ZLK%(R&}<i*%QgVbbG-h7wXD$%^L5M#+J0uzrbPS9|=kTBd_XOvyU5nXkWdQc
CeW>xwOeJI^q3rc9AWhOi>4s|L59Dk-HlTNhnNes<+2h!t_MAO9?zpD_9h1?`AjFDieK#y_%%h6H
3?W-%eG9l3w!wNjuLTQc8wVIzIMFPX3IgHY-g~v>jt`-2^i%BzleUrcDU-!Qf9=pS?4utS5#}F)E
}ZTAYp8lGtZs2@+ClmFxTnlUYyW`AlMot^scGKV|vRy3VZP3?nC3pz2ayxr!>z<V%02#v>tntay2
?;CoGZm;V1y$H<9ZjzKq@F2RQ}!s^F51d#mOK6cO^>-7*$!XKT?)qytw%=-im9d&rck|q2BB2Wx)
o%o1AlfAyuPPXPz=idpogwPN0l}?kSqo!vNbpkdBP9p^$NR^AxY4jwGW(mS!){If+(dcZfd8hxs$
zVj>)qac0xUZ<5(|R;n0C5&ugSE8>AYU-X5o%R+B^XW!#U;lEfkKpiurn0WC)Z(sRT5jNSR3f;0;
Yi(`dx?5&Vses9~YC_H>%LO_~RtN@50QYVOBUQe<6nhHtWay&#6H$;!x?oX%Y&(3~;fYW?OG;20K
Rrwpbvo9x&}*!XI*>Ygvc9nW!zhzg!IkJS9VZ__OL$<*+NoIU`y1gL>Gr+?|P@CDDfMR}F13b*aT
-|C@X)a0z6Df|WGLUaV8EORX;0NKO0Shu5p@=ny;#@XmwdL=gG<_XLBXB+^v8ByEq^ukB8~XQdt}
8p@F%BgR3aiur=dl46SXS-cd?2k;wqBIhxzX`*$uVe@8rE-;s4aAbIk0CpVYxoXz4IhK?po_V|kM
FQPf9wTS?Dr__K5&k_HF^%WVb8MhwtCgAEcwvzj3Vbt9Y=j^~5%cu(6oP^z2x>c42xc-=oYw7<ed
n$w21&WG7Yq8S*r3I6T>Adc!uGwRFjmwwNP_5^Z0d2T;rWS)Bo*efeY5^RcXyrbc!n^o)OUOi(Dy
Yf`Z~&ui0h%~?~SF)!LA7O?6_$ilb_j9JDO-@NHc<(1_*curkC`)h+g1#8S4vEWlaj@ov&WT%i>S
fmQxotnI(H4>>L@lgAi^Rf6|@(&iM&`#b*X_VG+1>C0VbL;(SJ!thaC-R!QKH`Gz52H+Z<cD4t=x
aO^0n&xhu+Ve!77r9x8%%JW=nz;@7|UD*OFLK(VQ1@H=-3nV#1xobWfevCHVmyR2N>6EgB16#0sw
AbY0BP65M6oIgch(lM#`pqp0d(C8&exP}9dcp;xQ?$y37`vk~R}OShfTZR_GSQkB+j7-C1dn()X?
MP<yeN^_IMFlXv%^yrtqE}uh&Nc4LA++Mw122xZoP`ens)BBZ6<KbO@xp9`fpLB<c0de%s)bS6Mp
r{0;g1mQKElcP}2eE{|`bN&e2#V>?wo9BAt5DQTD}(Cw@ao=<~R_)wD~Qu)#gTzV;bDhxn_ayJlJ
t8^qnr5_55TSqta^B09;4N9Ep#>;F*B!*AcEZ(kr3Z#JCo;3t4H_4(q-{Cz80S2yuM5rEzIe!eI}
IJiHO(C#x@$IVdnXS8%dR2t5Y_#3K{N!pou9Zpd{GR_wV;`iw-+N}l2lkU*Jw(~XZB#Xd-|6aNtB
OLJcMn;X@p^a>oGxp%o;BP~1n3Jx*gX_haP~-`F5h(dHM=Jo;Rpp9=E+O7y0Tt<{lgG!F36;W|T!
x{Vd<T>K4{We>95;xIEL=Dqd+BQSH#Ulul+i~iUhY&rTyAJxFa(QY8_h1!A|?|2@C8j$Dl7``mcc
li;K#4F^p!$~ujl<3tPIV2{(hHp3^Q;&gK;i`^$m_3!*LjCObUosS}|XQnt+W@qvLVyV9yX~mc<@
#wgMP4%cXI&u+U_(Rx}aU8S&6i_p^eTJ<%G%-V?dqv!UH~)?I0#I_lj6c9*0ElLqbq8ocnYST0$-
*#s<He)t`pskj;o4d0sS<m4uud@^KGw}e9cN32sys-grxtjJbvz6#P^YnRrU^>qApqB=|MA)MeZJ
PS*B1xyz>c4R=rvUtofF#uNt>0~M`4IvTw{%M|!QMdRibJ3lWE_%3k(;ZmM5#RLgC*0C+1HJVV;7
TfstA)=lbd4h5(@6|SgO(*9i95%LKKe5DA5XFp7OZBQCBt>xaOBf;V}oesC~*gFA%A<5MkZ?!&vW
PyagAGj#<NsR0MNsqF#Q&YKk=m>RPao?hWQ}>wSWH@QSFTKi5fmT!>EE>OSwxfb5KSWzP(C(?Hm;
SUac3(_VL>@L|d;?Rlu`vAGj#bp+(e@)y@t6<zdOs))xz<Q>Zu%w|5mc8I2bQ3nx?mq>O#?XnJ2&
7Whpf-D;mmrYt`1<$|Y5;5Q2gofW9QiU`d$2_JPn>;^X7et}}D4~l*Ukju@;AA`rGygp64eqn8HO
FX-8G9eLG?k<IxmFs2$q0ZQAqu?BLUExoTn-AS{sfIgQ!Iz@*i0@Wp1KQXS4RRpG2~~LhNS@<V`2
#36leuD=i}DJU*pt11BU;uO$>@%wsJAw@nv!cYPoYZ-RZgIU&lGIU`r~CF&P*4c?zYa7;@Z0f;)3
3MXTcWI9S{!mqP31*6uLzmS#T#EmY`}H)FvJ{pU0h^sCcORK!ZM7F>mSf^;?ww^XB)>52tyzO<1^
nxP&bkJ-SlT#M0hHlozbwEYr*ZY6!H8)c%biTshb&<D@x${sIj_fLaezr$LGYu`sY~^X7OY!j@gn
y>*nt;d4K1)?<g}mjphf6Wl8E5#U8R=t72+KLt6^X*T6b039mys-BT*7Ry}1DEPc6py8YT1==3Y$
S-rX-K+Ixta6Z~HA3C|z(CB-v)bd#egkU?*3=V#F=^+^Zgr27%C-~@vGr1r`91h1M8&qqV9ROKu4
GmnO`xNYDU^i|Ie>v8Qm-9zN)}!I5>o}IdO{_R26!4k{<2Bf=s~YyLNL4jqp`SZfY_J=9QkCHE@{
jDQ>kGsjo_9qZS)+>CQ7%=r}MvlO>5`Qbawz=f)9+si4TBx09xvEin6zzpg&0T5rwN7PLmJ{UzdH
60V)s@7ei=i0w%#6O{02g^-6X`doS1{>Ofss4-#4xfSwPFA4y$rY)1E-ItdezV2=1vg`;sI`3DFP
`IHDpEN_{db75-F^$<?e<2C5RScBh0Jm(YHfN<5Um4_fGrC?ETOKqDdUkXU<!Ihtb>uZ#%zGaW?8
dL}AVx!mB4Tq%=3+|7e45(^XhDyRGhkq^1P$Tkhanhlig?+F0>dq}Z7-$eE_dFk44oj9_F70HvS^
;eonbFr-BK&?q43LiND%)Gd9%<~NOw>Ocho9A@SNt(47O{K8hI<0SjIH@uD2e2#5E`mU!;UuE&&N
Tz<aQ>Un@A{TV?i|);~;_0WC(Mr>Q2y7rx?&g0J4{$=_^ZvQAVNgwWo0d43OvC7k2(@-vPHX@Y7A
^7NSz28Nw6B2_)q&>S3NBz&}e0eK#k4euTVrSItp16Cja?np-tbJBFN(35m&Mf1Qrulj}3F!{TSl
{x<ii!?t5xhIB-vp^2!(cYNwCpb|oB1OoOXJ!)BW5tX?1$!^kF%nqhZ`wEsT+Wy*-Nn>Kqe}FN~B
&DBj#51*HEMlXwU>$Eq0nj|IsdF{6e%%D*&7{*V;UrPOp+v{oDG9Fnk9?=bxEJZ);p=HcQa5&|Ap
5_#p>Nb<SK^%ERHp$4HKKW+lm4buc**0SK`|?}^_~jW9$1!!;IFV2mamd-KEPjkzKTxl(XPfHG{u
}07p2-C*lhQ`D&3=wp@06tU{eGQV92(V#u5Qu@S5I#^CY`b&{JOyZvECg&Fy0=SS5$*yhir188n(
|iqL4<9TMcj5`xJ{=g*p0MXr=I`(6A=->V0h*|MJ0y89@@XgckOKJQuCT&vG6C}Gz+EnXi7gA7F`
S&u%*%mn=Nbmy=Ah~JQ9EJn$V(C2`u4-L~)iRS+-Ly{$Aj~C|UjX*}jzSQ>g0$N<dQZdwVcj*nEQ
t2clv^D*!lo3d51m*9lj?*NlRru~6No^XhM`+lI+$~Rg6jjKUgBcmYK(pu;c4wd`dF}1~H~EJW5l
vHhGN6S1URdq9?Fq4s`UAN(5m81x4iBx169dmJGIb9oMzF=%Pm;DhRMrvt${DGW@@W@QTm`={o8V
{0uZvDiOAt2Z(K8xBH&O$Y*wwKu4@@^DQF_yv0^9}etyjq7Srl>m9tTA*8PjAs{-{qbzqx&cpYAv
BM`@{}B_6Au+?ozH33QSyZecagXXbFS7cDTPzJJC4j4f8o8g|g`NREr#q&nJ9=a{&N_8w@4>m0AI
&4T(gym|sM<@5v1XF!oZWF>-Q<U(zySP}7%BSlf6SXcaL4`L7_Pn4^-5*cWj70IPf!|H)YO|O}+;
`n^I1#KN$aMGO^OdHkGQ%oP)mrKkUU%Q(6@9Efy2#|N1Nj;3$qc*A!=db<S9v_tM&_@7SwbA$Gvn
a+kkU0wP2e)3=F}>gY=dMVp{+tWj7jiclcudo|$nP&gE2MGPdjSrFl@$^OA)+qec86X80n91RDqP
^_4~%1v|9e4G*ewD2CW*86Xl8k&1&e}xayKv?kB|UwgnP_-huwu_%IdG<-Osz|FC}mNgY?pXqtM1
{y&~3}QW!;q8Lb$*LXwl$FRxzRUpg5N&{LoDK|+}>$;;)24fkNm(Jy+%RbzmQ|Gbm-YmQ1(j#(3`
u?PSD*$0L4=KELU@1b7xe}^wQXDCXNnMePnuSMHuNWm@un(}D)ZX%n8o`^pV+wgH9ahMUWvj~5(D
aCHeIm(M#33<xqsNok!7CyTvt%mm3C`U|*Cw~}RX1%^0+}1s!=tS<q9sRtjnyuWes!=J>IeT24L_
~RXja{i5JjV+k)3YU998zOIhdB3>e$D9IM$)urNm7EOilfHTl{?|5Hzbz!z=k*$9NKp57s@Ds=aO
f5mPo_7@Qb^VuH#T^Vg{+T@XCYX_hNF%DSt!ps6>I#L+Ca(`ClPt8!6Vzyy$j_4IYxc%O+<Ar1t1
--okgPTKt)Sl}Srb6oK@n&Ab@UG^Boxr5c!bv0re@!nf}Z2|rmLSI<q?SHi^^adg49iAIdT6Uumz
Qf%B}1jr$RQGWrd8z$=0j<o+X@IC)7?HGL5#VOjD>eg99a%08GkWN72j8;n|?GUWjt+_;R)1DO3C
Q!LnG$He`xOs#93}Au6Dw}jFQEXzp4Wci6P)iV9k`H0QZwr}Vx8`Nk30K`M#Aj<(SzWFY#jz+B<P
&1OyYy*gHB7qh8uAl8Dhbv}_ppo-58W;*3lrV(Dyge3oUB2g{pz=0nJV@u7UBS}V@YR!+gP+%bgt
a4)N*P65#dhlZHWN~+6hz_oQ{HGtTp+qz1JWmznbI*UW10Qo3DEx2wZNnZsRz62fitF{pfZS2&fJ
_X1bSVazq(mA?%csDSZ`gi&q&9!djPeBZ|yFQzM(R*60352eKvJd>n<Ol)~(;@1nU@DKN96b*HZj
QKHWf?h`_deCU<#1BHUv-*iV8ZbcGc@k(}kR4kH^&8fecwYr;a9I*Sa5kS#f3Ss!UXd?e4Z%)5}f
>n<a<;b(Kg=Eu6BOcBXYnLOKgLXLCghZ_@HyOTXszksM@%mco@-Tz6***0X`CCl36#A*y!vfSVs2
!)pna6DRdOX&bGAhv~5u)Bcf4ZI&YhZS;pyv{jjcQES>nWhDKC8#<0n2}lhzoxh(3T6m&F%j!nt-
Z5l@iM9lsl4U-$y=4DS)Le7%34#TCJEq;N2a5pP$l2%c9a*PpHr2K)SD@Z$}^iE0XY+Rq?6!E=6O
=gv77uwvsrUB!KkVM$vsa?&@xJZJ&3~@2#dsa^OTin48Vo{1p=<2lC4%SVHYdO3|71wi~sA#EVuH
?;80%hhe<OVAKP>o`08++;Lm_6aZqxxzPP-8T-;#U?HWVeMfn^!z?V45ll#g7(@{iE@DI^>8?EOh
yHBsi|5ZA0_vd)1t3dQGv?%a7v%;g!7@1grmdw%0ex=1=7l)sT74tji{=L2-h7PLQcF2lWZOxM!(
aMU@5mB_FG$*H3oB8#Y7HvcGD}mN$VRz0-|XF%M)Tngze4hsQD=Hi!;Q9FU#8<hvs<YmFB|Jb*7*
x3kf}A#h(K}8-q-sSd|^%?QZ?KYy>o;&jAPF<fo4iWUGKfy6(<{0XA~H~)-Xwg3XVjih=m>e0G!8
wOiSnrXGquYVX>b*(|p1+7laH$BVxt;vO?`KLC2Qzf;;lBwI2kL%ztQHapjF037?iP#Wv+bE{ek%
30^d9^c;Y2-ak|1Y$B*r0_B1nB0ewN_G7SKOK_I)y>)E2SJvQk3H5+5Dn}@sF#hC;b|-Ss$p>Ljj
*Kg5p|7y?+iq77O@c;UzK~qS?o=XS{y~NHU(2(StYUN`Z=L6PW3$Ib4vp;=>uS|iQ_|1zZa1DZU7
~4JDR=I(*q~=AUC8ndwlZ=Yc5_+gT&I_39|Rfe80*@~TVy0MSQ*Mh4Fo2{HC!$qGKS|Fv1@$<;H-
#mbZE@{hd1NwEhnpP{fJk+<po4Z4{S3i=yWRV-cu-*RDMzMkey|qqeAX2s8~F1iGsfsmN^VWNuny
rnF{j5vJ1CP9!EupR(|z}_m9&WJVRbRvNKGXk6QHYN%>q41Gs3oDy+S;g0I#}U?xvTsq`d)PFsmS
ue%fL^db7MsbkFNB$mFvwPD*~w*+uzi9M`zyx<2FS>REGyW$ECao9h{X;S^TT%?Djp9X~iqx8o5a
BxiWE0MgV<Z+rzssAX1B+|X>R6hz<30Qlr4b6IL@h-%=l?2)ZFxMW8;VfXBwfoS(3+P6AO;Fzf&4
^zRRAsXS+M!#Y3NH#OhtpNXil{1Z(F&`JBYzp&w}Swkp3%DTf(Ze;1q?)hq6bv#g$+S&$NEcF#6&
Bx5|sV~Z^elfcK$WO2Cy;KG|P?sil;~kJ)UuJW{W4FnJleQ=nCwbIZV@U6l?fvlc)Bh&HU3hp@7^
y*hz9qpObnQrQLG=C*VV+TD14(ugpA?k&~F4>h*pla@-ne9`Z@eF{zC+95sW1@&H}xa-1E_gbdU2
X|R7*3y`*4wXGXwfH9tVaM*!x=RXrOcCGR{myK0H%A%159z(#H(MP~_8<DJhh#6|_wQBIr9CHMD8
4>GiRQD@4uo0_rbFjTklIo-+`D!g2ekx%zr*Gt0$}Ji;f<JG6t*)v$>m{SofwybRNW5l}gFN_qyC
4{Jc1b1pS@K?1_tjWWr!bNw^s-WOj*4;>2O~qGc`<t7c2M}s(JtWt#T1-0lEu=MUxV&JF-*>_M|v
F&C;m$v^P1N9hucg*JCeGV-|~qO$rk*Unx76OHvnKLzxA3XT<)>PBpeA2#QPEZb8KWlQ2LmG&fn)
l+GA(U{QdJ<`;@i{bO(A5L&QA`UFL^(eJvN%Y?paux}AG(A}4Kx`GKY8N3ih0;ld88dhy)U_Yy0&
c?|7~tad7%Xbt!mk0qsA$T32|TWwvmtDbN^^r`M0mB$YYf;r<d;N4DOg;j5j2@?A-k(cA+rchqQr
nAhrbxC5wloBDh1_ax+6fE-(0Q5GO@Cy&UAs64w<7RbKO-Uk(ShR}%ND(rC!oznO>r^#?#&{L-yZ
(r9_;4ZOf)-G%X^0(%IAR^Uc&wW|*H?mW+oNsLn|2scr3`m8<*NSH4f3P*1RstQq9E2Hkc3ysqlU
8<Xi!+uT_8g%ki&ZaE-p*Za_M+TemCZHZcj;j!Y3e)OhAgjnKp8Cs_B^rafUX00ZGcQ;g`>JdH-H
^_YI&pHXj4hocR(+N<*etwZ9aV!x{CE-N?c%pbDN_lMnkX`O~I^Gc><F{Ddy*A0_>vsiN2oDa^^;
>mqnAl2F4R^drSd`OU<sP$j*-W_#zzwJxG7p1xD9)dRK(>O-wrNt~uks|>RdA$iUEsTC#7v*-ST=
QJOxBZPG8;4kw6Apbw@U`3@O`7WG?JP3Y*lF@z{q|x~cY5RoXUAl$S?x+0{5x{12`YY){7XrV@nC
7;JK8JJZW3)M_846U;9FFhrOT(-PoyfzC7wvL_xi)4P6~r9gRUqgFV*4z{c?#?0Y=Gy+VR^^43So
tOS?Fq)mZIgTzu<CdoC4_)J!h($18`f+`6Qqdpcasgallzps|Gd*Lj~m5mfh<08nS(p@+Gikj|);
jP=HWjXNK5QeQPY|eG?wkeQ4IQkL|KJ6Nvd|k{O{QL7uKgH~Q0HE42rWqPt2yt*NAn<<#QN(+H3R
d61!7L|AyUUgnC;e$B*S@SZUzDW!Ak<00G9+&vyMe~5dcrirC&p{6L4PMaPJqtGK(U2(!PJ8Ruv@
t$#N<v;dbzFp}8?cl^XtTqpQjIoY#+_fgP6-gD2B&b=Be9Elj*5zzxLPyLmQ*b1lS!{0#=bh46N4
U|yB^-we(kH#FEoXo|O6@h7*+g3z6gpbuDz!s=OehXZag$}(sa}IMgxqmZAPG{A^b`Wlg&PpA9VU
R|h^C=Y7s)F=@83fG>tqyYFFI5}p0e%?9g4P296b||-6fuBuoqt_h3p4Z{(Yk4J7&3Rm9)fI=I($
Ix5`al&ov3f6m=N@dwx810N)PlJR@53Cv(6=l<khK&Y(W>z7u-L6PzeP@ne{taH6E*M@yF0q(I4>
d5eeHPzWS54-Q_kdaYV`!Lzc{ZIg*V4U>z?fyFxMWj+TXD*0%ncGW-@S0R+q_TYBnPe}pMj2iopW
V?rWSRdnrtNF`V*`Y6&jX&*@YVh-cFnWXX0vSuFyI*SLI*+PL|56Nf9!02>2)!hlqaSiv(6aVy>;
HmX2ZwFBt=P3GtxtZHc!P}|{&|KO;0tb8)px3-Xan5)UJ?~}bq~{YfoNsDq)bYu*TWR}WdbE=G>c
FbhDaqhvBoL<^YZv2q{;yhc#F1JnM&P8_$w<H^;9AL>eqaXzDtj3y@Pf=Y0Gd2EG_&R52Y+C_wzP
aC5n}1-SRtH0qX#7tP2lN<|-BWrjFayh2b%h|Al=MlKE8glBr#1&<k4nyK^&qntMAu(7}~2bwEgp
GPmg#{Hy_vW|cK?i%WMtj(khYK`UQ{e(;QdB{49wfRKn)!;3_>pH_xQmslP2kNtt2r)!aCbGO1IU
S#)=c;}Sf01LEd5h!$7?96)#JE*Rp8*DjIPtc;7fn>Hg;@<*$NC(f$nrR$_X}#)1Z|9{cpxA2N=h
O<?X!sUsZuT&C3AKpvb+m@spO6LUU4YPh-+At6N0vY%V;fY3%I-%UA5@F=Uo-au!iPv(!Mb|H44=
A13a{#ff1!v7;=6}gb<sIE!Jw_Ykq4ZIoyFMCgZ0U&&knva|Kc>VyOX83g&((N!D>zt#+pDnEXmL
ocAV^60}Q9QdW^KBlrRb%jMnf(F&E~*5E9kwhlEj*i(xY>LFIexPrR+yJyg{pUMjM1sSo=#sEpW`
dT&wJt_lJ6UZ}QJHyl_Cg~y9rTxb*cUa*~?>*!jf>73+#e95C$;+kM+DuhdK9bSkJ86{xG|8S#tg
c%syebx}QAwYt+=lGC&#>ndI$PN?Fw~GDG=lD1@XUH0zhV(DwH(I#Du(STd&cV^&2nO@YGkai;c&
~5F3q1%rXz#ttdqD9v1~lOXB0qbWq3k7is}VX<NSd#b4_j+{94q@lb+!=y>b@o=?uG0Rs;4zJ32{
Q<sd>Q9TI+um>-3$vF}&0(O32r)&k>Mlrzh&?`4Aroo$r8|Oh#2D;uHfpH(r*R#gcm$Ee!D;lmUm
OckvcPA5~*?Ycq!0*84jlS60oJ8-j&fwwhcNA@bOn2q>FP$rsk^=KEXCMR|a@`FM|Pcs~6=`PXj$
mzwGsgo`@P$ww3dBq=4Lgc`VT-R7dw+lEcl{(hfkDLtvfKTIG2J7Sf40_znSfK5z)=r44jWrRF2N
AIjndSHF-{Kh68mhF@8K-K*E6BR-{1yQm!7WOZ@e9NT{6d&d$wzg%^>ayvQqYgt<`=3FrQ*}7Bo6
clzEbzplHYU4}TAp0OKoSPxkDwze{r!okHQ*CeFq*mOYnX+}*T;_0<kUlx%90ciJx1$3I`MZ=#gR
C$Vsm)j7Uze#G-6sk0ZUUc$D9m5_$>S}%%fy`9AR^TOdqD_$;>?KucGBPu<i`OA#9<cFiT=B=aX=
>&a&jtXy%P#R!#Y{`akCG`IpcVcjj+Mnm&>=mjCWYv*J8l6H&cprj@O+M=BLDLE0^~F1Qy)aBx3)
z?AiAEo>@++iaCQk6rvKR4=~G>{9cW13OUp8Ps*jz?CE1M|<J?J>ex%pb2XOgHDdhz+Y(#Llw1z3
Po+fB<ffX_|lWNyxgaATL<SVR8u$i@AVE|j=c`&`43^xsNhAhpbZbb%<o`O(H+*=EkP{4*{LtXKo
(T)lc1x0zK}Rb$92)kbo6A<E%3~;u2oJu|G}q>JRd(dOFE4)a=_|wW53qsAZLwnSa4+3=$U<N37Y
_uj<oF;g{Igc)AcB5;Y)w3xeLyF!&8JVS$4%oM4!1VMQsMF{VMvTNjID!bQky#dBycJlJXBhD^_i
fsZw#|fJd;r4Px$E#DA-PQiWG+wZig$<I?N<&}Lrcy(=;Wnh+Y1Vz-7ViBl^~t<WWeOjaQ~QOQ4R
()6LgTtGajo}uxUnrND1*SdZrnVRV5(f_W?+1tdm9HaBu2Aool)1*v0-Vo7&b~T(j)E!r3`_VO{K
m^9at;f5Eb9KRfQv?^0>Ins-3IG7{QijkmX#K=^R!(Dq-Sx95Y_8JdwoH*+<)^{eF-epw>$p%j(6
m^u1X55*r?LVzFR0#ffC;psaTQLUtpfclxme42?e`Q~{AC3?purFylzm|;h=DRwbij=SCl7Yerfh
g*fpy%L$HKl0q3lA!3h-^-VTuDnO$O46us#zVB7&!+-p0F&{j{9Wp6R*%hd{Le;l4&Ne;#yc@s5M
xzo|?H9TtjJ<+&fdqn?+qhz6Fcf=6#S8sAE{=0bDR)YbY~|73exmvcV{5cAzZp|<YhfiJ`I-RxZ_
kDUa)7thPp;?QPu;@9w4$B^c!C+~)ed`w#+?_h7lv3VK^R<)zcdGID0b{0VH;O%$y6m;mx!H>l#E
h7B+<DfvJdw>_Q7lTbUOFy0fk#vJ#u}^u(<H2ZsCHcE167wh(1-RO3rO^{}k!OcWiXAGQtAlG5u{
LkC%Ry<2(GW?uUSAIHMgCnpSqFLX|4?Nz<u}&ac4(%ruvE`gjbOq06EmN3LnCYmd<kmVo$4kvhY*
FlSj`)4dR>ESMoGqKDbqQ<!uO-L(30z^B~J*hp{pfGl;_9iPcAln@@>&v!shV}fq}ngJ0L$;rRS4
uVc>KP9vfgZJE3k?X;JC^$3J;`n@7Z5bIdtuj4Tec031r|Vm9NdA><bU&IWF-Ol?X6`56bK%kG2z
!WulbF%L=vMSwmrYxhTI=PP-bj7hmGA=Z^WN^5?FY5$D=vc|OmP6e8ah8_38iR$_DMGGtk*xPwkL
X%Nlp1&hA?C~lBZVp?H_2qi#(N~L1sUOhTVYwb|IdzYi#Q=AF(<K0p7<E1-$DU2tY!7zVUSO;PwI
T=Ev7E1lq}C?*oEO8UN(#Hx{9r<ev~1VKP0l24Mc$R9O}~}R)y4?Wa(xy%17`l%9~CyN(HcL|){2
1$zN#ZA?l8Zf$wf*7^-1x@At%h*xTrA6blE1Cz-11@UVKR+m|XxoEQX;qim`TB+gA%mfVxBjU(@#
pAc$l^z`~Ghz*Mrx3Q+dUE!$5erf3cAP5C<E?tNqlrxu`-*Kh-L0xnMomz!#Y_%9pfkNfEJ`iWUx
i!n2!Je9fGRu+yh+NLU3eai=}Ij6)KHN%@73}_<CoX4XDVm>t`j3UJ>Y}(bic}O3&YU)Jmdjf8=)
xF=Zywjju;NsGTTqWL|vNVXMYxcE6Y`=x2eGXQB@TgqSlMTTH@@vk=!Ebb*oa=JGB1|MCTv|Szy2
)7RT<a~>!EaZ__2b0KQY$8;^*I^D5!p-s;M8DO4D?cJ&aPmNnqDiPE!u`U*6yyvcxnAL3XaEV?;7
c;nC3CuebMexn1<W!q;^P6c~i4<+FhB^d549#2_mP_0t9jk5*IExx<m|@!F+3hTZ9NC`4Dw4nD(I
qJJlElQvf`^UgbGN`)=DqLKx<<gf`U_vQvbN+%iA*NbR#ZQ*L1B`O}6LIw%*Y;O7mi<mM)zT&2HZ
9|JCEdk@u}4EC}40jDm?QAco{&`<RJs7Uz6(d#2>b(|AYu;Yi;uv>w6-cG<jEZ=}CWd;?g^>X~Fw
fn}f6VWNos^o0z;H5QhItdX@R5{R`|2qqNlI+4e%RrMcl`a*v2eQw(pm=#=@ub!op}1mHOx9h|td
zl`O0sAjC!z4dXjf4KQD!0MwQRAI+KM=Y9LhK>OAa6a48-^NxRcNP&iVLkOho>MXZ^^T#$7HHlwK
pOap$8y?i#orFUd@LGo8@z-xr1Tctp&de}Ho$@>VwX)U*<S7n;2;llj8f`8DItO)AZ9Q73fcFJWt
I>KA2y$owA{JW$AGoKc!WeVTdrH7ot?S&W~<K+jM#ca6!M>Wc1F9nmU@=S+IY@`BFL)N_y;yRcPZ
W+J5Q6Z7mBMAS_%&TvVAy@9G>K73XC!&M~?xAXWa$cP{q9LV7i+*)cu#?ligq-|XRC=F3acnh`GU
<J8(*yZ}_;cnqOlc)8O#R&-FGof9hoZxd8ez92u+f@4;YrAqd6#Xv_HnPsbH%@+DzftQLj8jSY>r
SJIum*M^Iowz?r!0V{Or=IqfaV*s^H8l4)mBT@6>?mUgHb2f3YwCIH$W}#IF-%sRP)FL9and@w^t
_9%5e?&bU%}ddJYnXy9zAT4r}jUnGUbL6Ue?%1(V4Td1=X<qHu}lkhxOIKXSK$v~Ub1)sM|6-cM=
GN1G2I|D7><+!a*{bs5aWI!V+WaZrmt3`q|=$Jb;Gr@;`Vk>t7lDgkZwU)sy#(Z+EMk_@P~(~z(i
-lSI21K&KGi(0-1<cBw}AKcO6X(C=Y3c5Z*(}=#e)bscP3;sF~Q&eg4f%=J~r6(Q;@H$Xr3i>u<p
d-Vk>?JbGFYsfXG9lzW%5gEvt`cfeeh%J63h@Lt5Y8dmF+QcMSWfS<#xEdE?Z#<%c+kVT2_bmGJN
sQwttw*@=&7#*x|VXK-9JG7!wy+NxUwI}wAyCkvA(p<kM6)vw($nB<t;D2no0I6J&R_znwv}gccB
-v-yX}g)pJh)3~HB)hI=w7{|YbpsQEfc#g5+2VH>2mdV_=~4cC_65y0|!6=VZwzbAXs>ibN`pI&$
<Kcyix6PKFww7!=(-B+1^#km_SKgf7de+?0hDiGtyVh2a;%jOG6*e68RL~Xe_DWl&#Q;*{3rn^HG
>oXpSwByy1bFgz^p|L8dD<dW4cLMnh^YZPSUVcSNfi&1?B3y>SNg5?NWN$Ax2tK6^xk2GL_vZWNG
LTST#x+xB{vkbby?%w7dLYhpf#LCYc3cL$c0oc2-NwijA~;%@gf#mL*Q1rsEEo-}nY#`MCn!285x
L>JOWV<;4eRn|DEh78qalfxBPkKvU>G5NZels8YR*Zxrw2V5|FZ|s?@Kkxxt;dT$8Ghb1BTExXku
pdfBFC#Fvr&`!~?h9%($fS%$hPnKh*whYo<6_`^}5n8tvy$zGA=+E@_^yCW33chaWS3{ly8Z2>t)
&{G#svbG}a&B4tORbfc(G9cI#S$^(V66nWhB+Y_Yb??}GeROe0U08iMM>7ZNMmk&VVh5(s}PfYs-
@9V_ALk~U9&tNUrPrSm&{VoA?XC$WJe@GXygIu9O_pPJlP4c@yf};Np)QJf9RQ^eGw<ojiIa1<rE
N|N~K07m$iEv5UNXJ$XD^}=+9WQDI2>JnSy-hsQI3Xmd$I(;Om`Oo7Prfc>uA1Z=I{JrmZ%<9zV7
l6&9SKKF<qrP9+v&05jDPqm%*uSNK@R>ObZ8$<%k5-}xr<wN3Xgbq(WT2#w32&!A0a*F`Ry8Y!M?
;c*wLd@zYOa0as@aDe8%QG$MlH6Z^nc=fqF84G8>f2q+IZ*ju2}D(HSk1+UO;tNkb%iG;&h+WU4p
RhF8$Pdt!a>w(u5z?T2vF1hmRKbo%nYj)SEzapSIG#!3pmSY3+d_Z7EOu9DA3dp<!P38X&ILGAIF
50DMH?Dye9Nvee7zqRy9Iqbld6`cptDZSzRUrzO~B8C-pk`ByDJA0Gh?jI=8s1X^2<8&rOX1jH~#
)Gq+82f1e(uBk{I+jU=^d0yv0TjY&aKP%%-U1sd6V|c@$}b@R;$=N;bvCTtBwjWco8*Q|4ekhoSf
kMTye;z#qZ2iVmslk(BXP!=iEON(-)J-)Fi!{bm_ve=Pb=k@XP8sO6Swf*iO9@DzN(vl%390~IoR
_ykJ}mgMLdBB5BlqVGrutql6T128YAI4s^3bHGbP~)u91E%K&`&@S@Pds@ZOy2WIhi@jy+G;+EF~
MRwoX(@VUN{@2&A4CLAIw*OVQ9Srpx@^(DgxS`I9$I8vjv2(&hrhl66oUmRk`n+Fap26^erra^fW
;OER~m&XsnbH7>ugnOcts=fU}>wQgmAj7Q-)XQd6X~81^+qI|I`Wk?xH5v&Q((MTqHS@^cQXDT4+
G94wwXSa(eu*06Nf`|W4t&Z?r4czayh8j%*{E;(bN+q9nK}`1hD4^^m_uOacL)M8Wj~!^QtteS4n
TClN3=hVbt?DhKW#sT<(iAF0d1q()-#D^pUEE!2nk15O55ZCjkf174kzVI#f-?N5JiCjDp|lynf4
ng$n|Vx`|69-K4lwu7}JNJU$5n{Px4nCX+ktNv4hc?Yj9oSd@5Ngj#QU?rnYa&_|!~513k2F%m^s
c6llW}Q{ceKTMXdG`T*CfGVA_*r=Fzo(@wM<zo28svr*fyakMrEPg3KcOj&*PL4q+lrC?qei5=GC
$sITN1LsA5Z6XA(ded}q(<Hdt`~Qb*wG2x!2BDY4I<_O)<r|Lr*)#E?LL5KMc3zc{(5H3yr{8Ux;
@Latt7fvzvbBAZBQ^<sxQ=QD7Xp)f0uoVDeu9XnU)%<-CbyV0chr(w;DqndWGLpt=opJI{?HYYi#
%nH21H}-Of%><^l>OWd9hV}={WlQ{sGb?pCE6qO%5xQX3!bfr9U&P4wl$kxY9*SerZ$pTnorxRWD
c@UMOL^hS=D2T%-v_=@|E*uP*O+*5!S`wVxkgo{)Tou!rNf%rmNj0n}TT8f;-M;yjSG+_BRjcCgp
x5<B+lxdvYk#8lM4$`O#Vl%p$pgY)@3WsyjgM6lpx0+5=*rgkH{RG<yjL}ozj9C$`Wp{!XaYf*(D
pUbDWBgrmb!%M8I^4NVrTHDR1`u*=oMyfk|8%WotV2(JQSMKu-TSq)Fckpj0^~<oa@#zChSy0k<l
M1s_X6IZmnm$wXTZNvt-IK6em0daZsYw%Hxqa*Gw7Iy{9iJ3~Tb7YobH}GC;NR#;({>qm*Q3u6As
TMidCZCcsFhbJ<?K4!qu`D;;;Jl_o{GT-UYL<KwU}Zw{1y~D*6zq_K|O}$K6}VfMbSL0CbtsUnKg
DA<@NO&H|G+4y&e&1KB8n5oywJR?W~FsqIen*Vz(#*L*5!4+X%~Rb;IheD;J3z0=<kDX9t!gR|8d
6145p$;kg-PH3PkahuZRb;zKG18qnNX%z8dQjV?#95Yq0*&(NPBrE~c(cJ)M(^#Gs-C>G^iNwue#
3i3Z7fd`pJA+)E*kX;$*?tU7&8mZ}RRvgzYo%d`|jCWHnU6{G#Nr?%**TT7JIPkPo{isXRV`8W5b
<`&M?<4J2eQvj#u7Zfe<`YEp3YU2+)`PbM1{$LD4j$?N=FyJ@Be1o8tFWv@{0vfMzjr6ieZ~G_tu
)FAH~HcKy<}3kX+bPhV=NU+f|A#PTmZRM6Wunto?=>kk3{sE^Jkvz9A1y_t|*`bl}MB3arypeyM7
0rQx4#3`iSugR#}tS4`j*8%)U`O)hg(s$Ll#6P?IQJz_q+ZAg*wZ#7sUprL6kk1Z!T3<`+jHVE7w
Ht|u76%6{jO&eSy3obw5xsQazWqe`AonmpUfgO;yM(6t2E-6_eH?Y>4roz;S-5c`vFyNPs6f|FX~
L)e?+`s5WsJoo-g=%{^0jcBXF8APj(OzfefYKC1<Kz%8{l==O`|F6j#rh~q%D7Q+k%Y6i>mrPB=5
*X*AssZD$NRpc{d^TAD=_?x=yzd0cXwzUZbC<raZQ63r3yc-#+KmY&d-^|EX2KZJw@fB_4N%6cGI
@_+He!>S;p{dfwWANIWYNTd=ZBFbx<^sFh@IY|^vtAsM38i(UoM*{5N~m1bF)f2Q|gO6J-rrl@ZM
K>x)zuOQkK+{cc{P(y<2P|Bjt@nBL*vjz;t4*%x_UX6>eb5d}P)iI)MNbFT$53ZBK6hj+(`q%58T
ujAjU2Xr6IHiLxOz71VBxjJ{&c=?ot-brh<XX)bk2xQ;-PDgMI{B~1Jq7@C$l{JmqOtA@rEX;|74
O`-}8Qp$-<9<=k;Hw{w4ObIrnb%vb<j&^#|_H~o48VJyPYOtW}Qn8HX?ojEc4GGKSjQ8E#2Osf@B
`psMh7Q25R=~q1Sw{)}EDG;jR323}N{!AQ)!YVk6h$66JTj9AOXC@wDl3XI9Mb8q*f6Re`&|Ay;T
_Ji+qOqBzbAl|OWIiHpUwi5f-1SG8$zfhFHYG}B+*Xm;q)*Li?Y*lqTi2HQfh}H@nf!%XbncMG}z
jhhg-|qysNm%WA;F5uA+wDW)mx_0^}-279nK`+8VV$MN*XAscRQtsY`eCidio^LA&K?D)ENJBnVX
?5TP2LbAxMyYzX&;USS!{z65(WUJK>`(Te6WGT<_0KrZInhh8~<VUY|OmMz>8L%!!}{Zr9Uvo;v^
K=8ta5Zx7b^NSeC#VSvmv<ZFs28BN3Oolqw?*rAJbBGB~w#Hn=*W*uUo2A5>!a3Wd$`=(Xy=c=Mp
<Hps{@2^P-Y?1&S}HhsdkpHFav<|g)>cstgw1hBoCM3bOgf~;p|r?Q!iQcd;1|v~KF@7sU^L&rAH
jm{iAFnANMOG0zYpw;Lj;+Z?~sx2Q^+OT)W3ug=A9sU?d&zU?=ZV86Kp{z!q~U~;^mu&WVr+gg$k
?@ChpbeqYQTMhC(Te7j-5Mt@**y3}{oQ*+;MTC0(Web27T7G2tPvEks%$=m&1MrIM5wzu;g*?k0o
CJoNv=&1L95!9dS^JzxO$Ko17-A(_*~CxSpx@=*&*agA*#C^#!DW*(Zh%^`#a&GnH{T7xz>LW1BS
Rt;gOe?j@?pZc{48$a}0PqMhc4#aNiBSt#eEc`Dz!yJ5Z-pEQp4;fC&;gLHSJQd0zV$xUQCUG~_Z
3^4(GLZ>eC-xejLrCGLZ<R@+>=Ff7elLUJkSMtpO7jNIkbqYftx_r>y)7x^UVC4nza}A7R;jep3o
@?fdOom=4{l18VFO8i(lAD8(hIAGn1&Z}Fmbuqnb`qpUunHpQ-FX)i?ZkJ09v6jjE8e${#tNm%R{
3K28H$|oF<OycjeXi8@Xd0s0qFFWMzp`Gh9d*I&(qjtHbbGbh<)#{LxbSW55b?CDhfq%=o{{_0fn
hWm#VSiNZ*wK7LiRSv@H!8nD#MAmp333qC$H?Fdf7T%E5CnnWA!<sr9H%X$ldT=uLh4K~{f#*%&n
Iah#5S2<jU>pF<FIO`hmX8j#BIFsbWq=D=Z99;1R88-Dt4^p6@eKEzzeyaI3Ma9`;Fnc^=J^mwIY
R$fwUh}G|iLl1$FHYt~e)rb7m93?5fR9kQEO)v(?C+CurYi5ArVNK2_sgDRxej%8o^FjkH`L4PZH
=EwqL=(PHBao7ZM9rb9Bo#Bd%7;K-NoaGL{#;W6kXh#drzoSSQ1~<(cp##EZCn1j36_DDl1?sV9H
DfFjHv{@KE+ds4^16M9A0qbk`bBd91uyX{HR=sX2Af=t<4{LEq7eN*dt+Z8>J}lKPWQjzIyuE`#o
AtzG6}D{ZP!6x~0V)B}bUU<(3f8?R-Xsomz}$bjJy)*m`il3iTPb_gv=uZB)%?QGEB74tjEz@<<7
8;2{K#{gpK${%Xya6uME+9M1IC)Sfn(06?4%J|k2Z8(;*slj$&GaR(3M6z6A&zqUi6#XiGmk>E&w
%MtMaB?l{1&#f&norYQQdR{H<!N<F=Y{td-n{XU!B^Wpk$QhmxN6U?;Mj=Esx@6>VHuDDoH|z+q7
`Afe1FoBU9PZnB+Tb+6Qg5mYQ5+-Mpvt+=ujUAKf+88U35|K{mxSWJStY-zEdh~$$sJwj@kyVF=o
JDU?q!%KDOK-@LFQl#-LXvVHc=U{2I&tn$~t*g}TG|_QQhH{I;~<f}^nLAR}x3(!Z3Id)6ZYoE1{
vO6-43-U50>#T&XNUVQMWCDkNxXd<z{Xa4yw)OwZHs|wPr4jb?zBSBADxG#ttpcV2K-k)mtfdZ=z
QOI)}_P;nZ(Dk=J-e-{@#7BPKT-};>YZFgc^w@`y(liPTGBbV>&sB7UoD%@cs!9gD2AU#-o~3C`u
l~%003YRG;)s(_agDMDAmOeg%_%@i*EAAUtsHCwg}!zy#-wkR2KtW~A8t+ad!$5}9habI<PskMy}
NeyZ}VHW21mavA=73GH1MeVCuH<rpAtZ8nQ`zZ;@Pg`jY?zQ@Ext~bqlC}o~h(y*ZJVg4(DhdNW)
wu*f2@itmP(z`u3%qJJ+zouO9Gtdt?1Cbfwl}?}i%DlnlUK#_?2?@(fwqRu{MFjLgLOcFrC^@Ua}
4$?>CqK&sun@fBGIqoChGXTE^$!0oJ@l|o>1R?eK)YeD1aM8<cWb`D$d?w`fc?44<z|J%76SwtLa
qt+LUgcNGT(u8lf2IaP)eu_NXM`(T&aO`BKO+HmQdr7$CH1k()Qv0QzoWCy!6CIbE7JDa$G@Bng2
b4d^uC2#pv+S{?pTiOK@?n42Zsk`-&Ig#39eK+rP-&JTVvt9Bp%LA}d-LGz?>E`wHV|Xxjxjw4Ig
HA~wg<1T!8)8qTkQtxcqLeQJ8UzXC81a0n+Orl&V-l-)QQA=mM|&`c3PYBiCq<8o(&taX9c}~7K*
kh-`E1~`!M|0SH2AP;su7yOSZ?j?eZ#6I*$uywsi9s(4bPyQ=P%i<Tn}zt1HoJn0ctmb~e?VxWdz
#GhV9fW34_2VtN@>moU!BsnZZu5C(8aHE6lsxQ`aZ5p>#L%eu6-Cb|i=$%>*fO{0zmr~)};Z4pE|
G@3ZV$hKVY3*q8;$;tS`-E2_@tHbjs1HWbE8masyl&3h}GVu9f1LN=RLA(4IEsx<m9jJ(Yy;!fx@
XYP{l1Hv_L4lYfd2aN}Z5H~XNgrjB=R5>68o+OcsWXI?N3xESR7=v<$j1=;voEVV&0}McjFxZKo<
nIE>pqjTTYsu9XI4du^%Rqh^U|1)Y`0|&5a5*s?RzbXsP36_sZ;!5zSvs3eH-Fm8&!g`cvb3>jOI
8xK@mUwVPOCQkewJf3%(gTsn1P^nVvzsQXGLhNqcY(LhGlR&?{&SiGE1a>`6?J+aF8|9pg@!S6qY
~E9KVyyQ!M&j?XYRZRk_>z73)?pS*|74n#R_<@KXz=MJ#k3iiqYeG^?dP=!5nIec6jy=_nqdV6e;
sH`SoR6f+*)7{$TFn!!7+})Mn=}<`3UdoPiTCh@Ug6Fc72hQ?-m1K%y&9?dbSm^l&(8otbQX2gAb
Vj2gU)=?C0Uk1ah6_W7v>*<jl&QgxaPbtGda|TLP_b&_0I)!qhAI5paT#vl=5t-K?E3pA=NJj6vi
~|l@=+7k_(wz4!}K05PK}@VfQ$GwxIhma_m8A@+l0o@%WzcEe=L%Dq#sW6V#fCyxDU=H2_us7&Vo
ojYmNmIIApimMCWpAB>7pJc})Uh>%(g6vNWMfQ@lhDkMISU|N9~45ulvTx`NEG_Q5jP&fK!0*!NM
{A`wuSkU7J7X*^LxAZ`<CbCWkz@(ICrcw!40S9ZlvY&*P1-B~?+Zc`EzwY2EDQsMKO8tuz>1<rfw
NQ<M~;N^i{I30;ktt%$sSaYS|DVL;6j_R&N?7xu5&?6)!94}q!ny^HJcb}*hDRX~PUZ2zw<wKE;k
P>6xnZs`#!^~Wg>}~>Wlqxm}kp##%96n!|4>2hDBv}f?GY{S`Sd~*>0f=szu24#|yyM_Kv&_F(D{
gSMlv`O)vuo?r|19I&527$G>IGoR-SVBgB2uT@Rtx4<?EaQ@Q4obJdWp+A^}@`Tb+TvwnYDVj?mZ
SDlkUAXfvG%guG$+T@z~EO5R0TG)q<nhM@XJ&HaQ-)jvp~RMjzoNzQH3sdRBL|8|Lxc84i>2CmQ)
-dlgZ_i?m~7b>N`Mlp28X!My}oLrL5!IRYi120_`>gPwoDiQk8k(x^L{B@32s)ccy<Q0BeC+_Y(u
i;v$^{3@GjaGgxU)lbu!-O4Zbh(v$buK{t${aA^cmkXIY3sdkK22<{~Sgd!ozW!t@vhWl&fqUfqX
?RvIkyzB^t>W{ZX0TH>oQ*}k_A&$%MtTClSn-sSP&cR%MEwInz4nBu5EtiDB>d%4^Dn|Wr<MIAem
zu+g&M;wY%`=2_;-VYHyTw>8O!_LIQmR$au~`pOkqBg+yQ1Sh|UO70((mR`6je@0_2UK%=Gc|p1p
P)u)5AKGB-6)5kt%-JP}XKW>{xo4`?Xxh{?ztJrS}zSBFM8sfOc~GW1u(=8HR@70(ggkgGq4Ys--
4s!?$nv946Cf2;hsspSS`{@n}aw0R2OXFx7uvb(p(l_V?+1uq=r2C#_ODDP<Ln_Bp4i(zUB#!OKR
?`7gIc5;zNcFpN|4|&LhqmAkCsmQ4!n^IBHjWdtHOMN{|{owX$yr5dGP6`9<rS6RMFyR7Tg8hi@5
-T;u{zL8{N&H||5p^32nmC8l`|*b4vL*xzR#hky_b4`$jBZv&2KG8`vndy#$!)N7uQGH~prag#ct
#C?N^a=Q7k4TBkXn%Z?BuA-7H?L#&#?KM!LemS>@~6OGg3d;p=BOR4n`UG?hz;$t+sAk3Ffk=Vz#
-kiUmi&F?v4F;rJKu2>S3Ii^R4dVlv!2;@)r=Y$v7y?Bx9hXd4)rrj<Fk8<I!z#?TK##UwFYs}_n
cQ$zvikTV!sGrIF;lK<C`fJdGHW5rc0H?J>^_0cb*j&R!np$;yh?C+B{b9g+Mn#^K)olEs3n2Ear
oKFx)!=8Gaoa1eT8iCC~VC8dSNq!E0T>7KiSr7bJ6t!ztsCM-MSZq9ll>Rpg2SCsfdy<PLfLd`1b
IItm+G6Is9|M`FgV>K!?aJC{4*GE(DNrO&L1#G8%fL^>p*;BDsNP>@#Wjb#Z$Jbbv<c2pnT<=G9?
4pBBvW+vmYxF#Pl>~)L)`A$W(@22wB@hJaV+qS71#G$TntdYV`F|_c1*oP2M-Rgw6GJS%)I8Fqk6
#?T-DCrYD2o>VbL$np9SF_U3ZZ7LVi3l)5&d3E^x-j@<842ygy!|e#CBHRn1VAb}d-27C-F>tbc_
CZ%;{m_h7(cQmmkBf=W~-`Bx&cMIw*i>~ptM#$Fj;x0Mo1<B-w)olqF=Y3g9A8wi&@?UC(z#&X79
pKIzQG3VBT-}6axPVlUh4ty-*r4|rR!q#&MK^$;Bb5UwM9&v7PO>K*p9jM2PobP<*WxT?~RpuDW3
zV3#%yh4`uiAz$JPn0)I7oR30dueD6@06c_^~_`yfqPt81UJz_k^DjhK7wImNrD!e}`GwiW>D2pV
HcsE0UZpqIgb@`dWdSyNDXM4qkJXybm%;&urzLV(HsLJg@kV26V?3Ftd;|F7!cP%T<vLRnY*;cWt
kEzDc*wly;hkx7IJyZwz+x;w%NwCH*B4-&~(_$?h<g^McM;ikQBF8hCzW`~rmUVI_hFw5;IU{Qdv
o0JkSD%(VJ+8`=7mz9E}QfIKmUmTD}l+hVkmqx{twP^d6Km|juXGiB)XcK_S>L>pNJz$7S-Wx52e
s0z&eZ&HPc3HeV>xC*V}^Wt#@V8UQazM&p*j}i@z`^U;HIb~|^07n>3s5QtWtf17D=XiB@l@1)XL
hTeKWGQT(H=B%@*`YHQPTv{1U5rE0dZN^|o1G>;ST8>Xq_(0~y{7J)qXh3|W=nS5v8);{6OX3hW>
-3MhsA7R`+joA#Ar;OajD`PiF?Y{{G+nh9`o5<YNuf&8HJCRqylY?!kGCpvhy;!YZ~TaNv_{fzrK
XKv&WQ@fXmwR8yh8D5PEDMo!B%9BHn!;G)L9qTf1V_a8Z&#_kM}3hSz6-u6h9M5&8jxYc5%|iH&h
0%o!4;hlYAhr}=96<{5a_OgTS<<#r>2TwatGz#1d_b}g;)4=QM*XP`PUXa!Z>X%z0@ead$~HIz4y
wZ*|U0-R?EV|z8RpOs_0ge_Vg5$9WygW^tuh}!4BSe9*1AKB^`x<yxM1C+{@$N7T{rqd#lY?H9(s
e*9QSNI@@{^?oF=R;G`oqO>M5JiAbJu#)4H+bx5h0n;B&jMyItFnUX>aiLwS8lUU%pCoug`u!R{r
|YDb1lC$PB~D(a~^B!nxzI=(c3GH?VbaG4cf-xlcJa)_j~l)WyN8Adnet<>0-b;B?CMeF)aEq>S?
`9Cmd>*1A!E3)SW<=-4sG5cPD#Oh&5wW-oeK&hXmoxJ>FE*o+m#N1sZS!6`PaJWvAGdieb*hXS!r
ev$L`Y$|GH#h$F~)aZ((0{Z>1mu5KyZb59jqiFd$WOa-Pa+J|&IfJU)BD_BPn&?HF=E>3+-W3$Pb
hJI(&KMvcU9^IIxbf~AoHUA1=j*2tZ*Hq3Th?>0uHz2?Pu?z`xE=t8B5z;?~eay{TcjJ9=`{V)!*
l@@^4j^}v8^wUWa-<jc(%wUpXwuuPMMpDR#X)FmqRfiP6g+)4;}!rSsf0AuWxlyh_L?3O$veyV%m
~K*h+#MI|Kcm`9LmN?$cIyMoBaIuq+tW_>wOMj-u|qai?Ks`x%#~)i3%#RlU9gG-f;T|u|-eq^VY
!;2;00#33_RY^Q<27-$8N!HiHrL@WyP0^R0e`T{bG;--w@d`v4~W-jo+&)7s<Z4hOwG8Pg6$)g+v
KBFmU2^;>FJnqUXyP$oyJ%!#%UmhFDK;<+DfldeB|t99RO#-*($?D$|VCzqp8F1D^$=he?`3*1Tp
DTq%+BrRatuIQs~N=Z;zZIzygu_=3s?bFb?vb!}1>_;tgQ&lP~oYhU$%ZfV6H(9yO7@J>_*NUn}Y
p2vx+%R2tvopfaU4{~LT-HN4Wy$RhwqnPqIA3OACh7fjD3NH76TjqPq+3p2iLrmS$wxn{Ek&=6AO
=@iqW@p<!t$lBT_P_<o#91Ga}FlTifs!bh=rl2i7KlxG;~rDK{Za1AfF`hIvYCZD%EMr_<6$mK5o
hFZR)Wg*?QwL@gaDlU(W3P8udURrq~Zar0q5Qj+@{7V^{tV&Co7dv0}|~W`F)sqBlE_`E~n*fi_Q
Ttha5Cn9<$Cj@lttKldw(_MAyFKCW1rKNGj4f>TjL29ZmIsA&w%fj8)m4Ew`<hGcMxsYOS?8i<5S
Xx2e+0OJ;U==NF8BfXR)FD<+v!pL~_3^m&uMr7JVXf9pf7XbBV$D=DD<Y3G%ROIvzFGQvl79y5T=
YH9e-P?4q3gQ0j<Ig5q=m2~`vkXbOL1TOQ%5q)Ra=Oi=@L0EC6B2CwXm*|ET8xcFYw1-Ve1fVFB@
Zo|Go^pm<YvmXeh^n6n#N@fs}go*n=}wzWKJNIw$ppIAP9%Tm3|g|mKRC+4;(A8Tp<?f-5$@wd^>
wmg*d&Y@lFMK#!;WgzHi~*BW2+EgzMngy-^!U%V$U7Veq3?1Q=_+Cw&d#ihK5;mIYxN1Ej)H@i;k
h?sOFVW=n=8Z-17lN`!d7yo3@vRNx<nbM-)W{~MIp*H4}QFlI6{Cvc(BBeEq3sxQX$3cN*TP{OM5
sf3GHg!e`J&M8Qqgvyb*dpow3Nt4{Kry98^W`|uL=)ktBq<2KDjm^Nb90<Xl(H^sGA%#=gS>Ct^E
I+M{-3W*I^{2*cTG_AqXNfGMLp2d72<bLhv3P#IJvZ-hKZ&Am=GmCwq08qD|IYH&V0Tm3D#jsv%X
f5aH?1!#Zj;$SWrd=_v2c+zvLJ?WKNvOC9Yxs5z1@5bSSw<1uk=X|7B}j0)P8NYlUb6AFbI2@KBx
FO^Bjf|QOchpjOyUbH+^frFCMt*+%}jp2R>rf$i=Sn$DNY*^}x<gx@xSXzuI4#;U)ona@{o_RV~1
_>?(tcx=%v0Jpj6|II?9_=;+93`u00I$zmDWzuai5aep^Q@CS_m)cV0-RgNo0<?Qq#`vp|P@`3$Y
(q_nMAuQXC64OU*kGvYCyHgCzhkLFqtH}wC_L>OuD$oEn%E<EMur$%vw{RDO6&&#-fNb5OL~u+;M
0m493v)EJ_di+c1T}ZRhhzhkJ~eF1xY<%X+BK4CHi$-)t(+DWow8AyY|Q}mt9s1QTZgok%Crz+7(
in<{UfDWC%Z(>$pEr|#nb2~I}pg-s>F1u^l|c%_7gZ|Z9cCoNLhsJ$P+4S=<TRyh_hBy)3lawY)B
ha%EnKPk0^NMpsrV9s{q1y4+nX=1|wpr`_-mY`j~IBE(6GFC?~vN@z@qB<SLUkAZS$!9C)C%E2-A
w0{9!<C=TVxi%JK<FKzJqz}Rox-vn|a4NmK1_7Dtw^Y@aO83*lqN#h5MW8oz+N++r>N%F&KXYWAJ
{yEn_WaY_Mir*uK4xR=xoOVZ=p!Gs-e@`-i@7ouzz=$w#u*;D(^`?J=Y;qbmFhzlNWXOElw5ml1z
ZOfrt59s<Uof6U26J>zBr~(I>i<hX!~s2(5kt<-6wl2D|01akvndMLnZJYx6@2lk_i@MsP>a={y9
)sj;EhFb;d1I?cxO;%iVUc8g!R;^aalylL#5gOi@Cv@=>tCQVoa<acz-C>^nJIa<S<jy!Ri3RxFQ
u4>b#`>xelF+p*Sy%=XPze@er{neweUbcCtPP$(G#>_vd+%5b))Ck$lXU0v3F%mL!=Sd-g3Jr*v?
tvIQfsq+Hty&zk?A;ArlahNClZf=TD2r4U?r@G|rjlOuww+|ayz%jb5Z(mBa35Xu`~gAauC*+{1-
$3Qh(tU+61j!_d^WnCMLk+=^Lw6Gd071LtFO#rKp|NWyQg1B|j$s92e!hK>$Mqrl0Mzjsj3&wkX^
u&gZV$Ao?u`#fHVvTrw%5(8V5#1q6!%c~Wsg|zOkW51Y@|Zh53)uPadT-r^V4m0>ujy_U39j)?+J
6)uwSgA842w9mnT|GL<m9ma;xJ@TpubKkdFnP&P1NyKrktT;Wn@XKUx9dqa>UdtLuU^mV;0tdb6S
h-%I^ih(GF>G#)}`*Y5&Va@P86y`dszxvy#s&F54%r*1jdTbn6R34tJ4vqoJgR8`?RIuhV?={<s~
cBkevl%x4mBMr^2oCuzq^*U>sf8&m6SJS4ZJf3QS3#vyq>CT(x9Qs<nkGVG@}Pk7_?b8vK&bdzx1
C}|3@^Ze?x-pDu5w)Vvzi(@eFS<RI$sta)LDDw=Wzer!4NZSB#cTz%>#3c%Dpo~ZNC<fIjvyU!(4
%>PKz<q<Z(py;Z2+&qp<GPng79(oIq+3LrQ=`H<Wm1}kyiv958e&z6;`tF!oSG*>f86*OEPnc92<
ehe5(EX_ahq<G&o<>aIsH_rK5x==OTRHw@2=}SQ4R3Vg?ELD2Vb$8YK-z;cw_(ATzC_h=ZeV*S;X
;>w~;a~-;pZi3s3wRAYmZKsh}`JpG5x>?$zKq03VE{UUouPh1NsGsF)frN909_7l5M}Ki$#FNMm{
|N6XFfVsYa5Avaf&twaG=P8q*5!OWI2*a#T<6mSFzAWE7{ZiV|)t)SdKD>B;X;Vnk|`Q|l-J}&@m
4nW#LJnbjT3O0k8N5@UsE(=-}zlA4M(@WOar6KXZLV&-I1w!)EX~5@(K~Oq3@bVj;jkq1Ivt>jX3
vBKb%Jiu(y!Xih*cv<~z0{Y~3XPSqUeDDv_rJ~PipoCM{pEMJWCyOgYy~pb;F4e_b3%p!;Ust1cU
hn*d_1dWEC_<uBxMOB2<{TVd6r6;Q3Hd-2p1WKLD%xt(TYqBa0+VfD@z&=Fn;C;CE83eKRE0r+;r
p%evk@fIvDBzvLZ9C`=OJ_Jy@9Mt36Hi`yCQj@G>QI_>mZWi}1bzPhN#$<*OzMTq<0pVKQ>Ng^w<
Z(N48>8nfG6l^1V?!?OyDdNg3$i<2_GRtcsb2kF&_<dVg~GO=vZt%66hJJi3&5hJBwv;RU>_0|Ws
^IrFiDgtOZSvct#DI`iTQoG>Cl3FV%WzMI|7RXw4n0B>p)0p0y*}_VEofWRxfwz!{ScwHiZjY%;K
ssP>;0PaIWyiXH>~cBimb?tec*N5{=WIo&G{Gt+BJ(^_SNf=Nb)c2|nebB;<enfQe1%h0y5YO&D-
+1!#ZZAx^<xiWq@PvefM2OUUdq?MFfXU=PQ(U1C;%Gf-q+S%fT4mM2*9ExgrDZjSCQKfrD#WZQPf
izfLMOZ%Q}%^TpG4U%MEJE9PKC~^1tPONgPZXkX%$uwn83dPhjSEkRbM0htoLYnxFoxqfsNIi?b-
>K5u6$X;#09Uxdp3;*;Jdt0WxN%As)ZT&*M5=el-LJY#)USuc7A*?<oBJFZTl>YA+nPFV7F9xhM)
*zxcf?MC{iM<GSQPM49etYoPbF>?Wjo{NCVHuD2y$>G-X;ri?Cx8*&|I8D6sOGnSOi6dhJlLyb_z
VIPKrN}yhDFU6pe<3*J1{zhCB3{sb3PA`OrJghpWYxZi>YO=|lsk~mlaQ)dN0PzxeF>zStuX#D@s
@$%>Y(w)ahGI;IQ=JGDR;z*2X+Jslb6a|`>5zmB*H2jl9X3wXuELl2O29fU}Dh~S&~UPTph=3-t0
bAn6`N&nMmRhT4inETrZp1HOE5w{{9Z_KQ5)&Tf={J-|?tPdapY0Jl2I4zfDfTKJi%#k5On1?}|W
n1D>J!)l))LYX(jHLK+ipbC&X8A2z>1%&a;hBCLpvY|QuUu?Z71U_2#w5cY#j$)#g5IL?Z(YJPJp
H=F6s=iZrObV>`^*hQN1IBSwaa92Z{3FJ9Nh7Tps>c{r0FyhmIVA*KknXg*T=|w48=>nzRwc{Oh3
mCqDKX=UF9}fX?XID$H2&$b^Lo{isQU%N>25?J){9ZMRBBkG#k>}sn87?PMjg-F%GFZT!Ch{DopG
Rnj?Z-L#X<2x@bOVs8V2@h|D2VXv5G6SS)!y^qE+z<Vz<jJHq^1R^lc6c}M6IqlLHQ<-ZQkvio23
UQ8}f-7fMB+BJ`*ns%Jsv)T<exB0w|S<)1cCMNH6pvH1|vEos!E%9(zbB2@M21j};cw=31?n{WDe
NYRN+$XzXqYs*hhO8L=MzOJhRX08UFQ;@f5f!Dsks<oh(Ly#gu`$&)kh1I;S;fee-Srl3;i5$ZRm
7Pb7gwREyGRQ_?2LY8b_GH<m<o1!coX<2WXNSrx0S3HpcG%7!AE&Xr)uE-QAK?&;#TUFzbeliybj
K;~z#KteKEs&!^dyY$jI)5^_%i9sj3ppYDCu6-Vl-uWt!-xIPVgm2!;0J-S^{-@rQ)%)_Lph*c56
78k@^QxN-3s;5^0?(0Cq)FA9uQ65FR)=;icIc$TB4RD_*70IEXKmlo#<vDj;GuLRZ))F&|i=(G+K
@2L97BdDCJEx_|}Mg-GWVks?XGRG<nQJo{j#XT>S4+O?pJ+2|u%LV{4)3WMf(XVfMe!DO!eZEGzp
7Dx11HVK7|hIjUB2f}QLCm8Fak;VZ1jRV9>g)s-`VaBVC*W-|Wm93Gn0!;P|(gRZVjk-J@Eq1sJm
T>?A|Ts5v6ywwQ9WQ<HDc#_*0di0$)M#Cv6yu?Gr{6i{a8pb_tgR_A_N-%;TQaOW)o@cmxk8A^Hc
`$q$5q6_p`<*1mhT;pi7G)g%+!te@>leUd#W`1Gp7bR9z1EPy5=uWPSYSi|3^z<mLc8a(7y1=ZH8
Exo>6t_9DP9B4N97sNCa-%_92?>wGY%O~=Ms}oW2*$3>h@|rT>K7O?3Lo6nBQQ>T@md2C=)Rzwd(
^1$2UkIv9clC5E(}Nuk9@00Ja!bL`7=oC$OhrkQMLjARBkAu?WJ6Q$&jAHZGVE;3?Q4otK4OXWek
KiuqtInbC?=DUmk6bm?`ke5n*9N=?XM@t^Tlcar+0QbSSvW<y&@_%zB(HOb;`REv8;^JF6)b3Y3-
3R{qoe;3e_Ij5gJL?q5qI7eO?@0GcCzK}kPVR>T#ksWAkr0F>0Bn&SHBd9yN4de>$FJL(N0CbArO
D+4SztyRM%N8x;=GoVdKXpi172T&(=9}G1Zu72LGS`kKl*G`5sJx$>B(|$6F*Sbxm;0>0U#Z`Req
9*<A?Nn+3eTnVV*qIg4Z5sd6Omtw&9;qXn6?u22zcxcvgmtu<)z!A`9CXI&^oTKz?q`_Bq}9rnM%
rV2ueWl{%_S(RgkD_!|>Y6{pa~)FK@=1o_tknX#<%Igq09|XR`U{0r3Z0b$n>gJ8RzM?*)0lH624
Wj*-mNtH({0NEN3$d|x78Vz|&V6bIkI1pZoEl)}%J4$lT5+BacKaOP#Gf}veCFY(nO;9jj00t$QL
9?V-f3VIuH*FiRKcI)Fjr|9d#C|)$~iwtlG#UlG{p7hy(fB+dUoHBP>5GrqYu=EUx^;rzfeJ{^l+
45N*5&^VE(`=o?jcgz>1;Z;RM)<?T$86|5qAJ3tYsUZZ{Tj8_<$L~XL2bo~<O!F1NUzVNlUa`~;@
=ceHCZRNCf6zo<<-oiupKxMPi$bhYf)GYOee;=SYAgIe`G{OB!9fOLZvzfsQyN1z=5i#*G<X5YPm
T9vi1<qQoKAtFh7XEP@)ZL#(;+5qWL6H`wx1T0=yZhCb%Q;;fG1wi7~~|ZV3kD>gc?~xl>V7u29>
C!b1EZ8*YF%`g22Tb^vlIC`k#YT=ba7XsDuSmCSGh8t@CVzi48hgeSWh)N5crqMGD^0`{IE!~q=g
yE@$HIAc2OYGtR*^+sQLsIFt}-PHv=okJjLaUY@3jF}%)8?o|54yJ{kGt5spwESTuf|uZiCuL{<*
P%Z#lGoO;3=h>q!H_ndKTJ0ox<M!un!U-rXfYG(CUrL}q;=Rs^|FK5`Jo^JG$7DMCdFtV2>Bp_r7
Zlw5F_m40mrEN8chxC&A;zoB+AiAj7F#;ZUM^(<3FQ;0r+m55hV!v$LAbld2@!g^+zgp@xl$0Jfn
&`S$%O81@S`Wk1TS7bZI{N?G408G0$Dv8R>Ups6YAmM^M1>XqkI(pPxiNnh^&gK9>UXiG}Ybj?EM
9$x1a*17e;P66n8<D?e$6`H3X)&kll&6RQ`JCVZ5ZB{@cQ(y&Mb${hIGuc=X;15Xq<cbG-jyUplp
oCfG;?0bWLQQf<$+}*VZ+*QqWcUe@?PLZQl+zJJZxO6+XJFdJ&^)!z*@hu8)sfPVeW)f=A@9w(7S
Lh7<RLd|7em&Va#Tu{=JY_QQyeITJQo25J2q`AlAf|7U6Sb7>*3Y-mBL5>c{>fa<Xz*<>#E8t0$8
^H9^DW0!=!4qXXBXKcuZJ=#&b@K`1ZE?xFw=6d|ML;V?2oWrg=%CKW|GVAOoXgQvF}*<IxAs?_&G
Mx-(rECaAO7^?|;G_zz`0Y$nWoWFzZWoKz^dpE4abjiE8L)S+{}(#$xxdL2)_cV40@9DqkVybn?S
7-rjZEeKViqb>JY^G5of^zl&Gb%fDM2cT_10=jSQp;783<s?R_P(~4A|^NN{E`D|_RS9Z>I(kW7A
cq`dt=aVo|S4FNCQbFe!+<gLu>4sASGvr&>V-v$9Yh8%QUsw;1z_?DTi12ejTuaP|n1dEaIaQ9ZU
hR2@K8eW+Y&~%M?u*<7WJ!M72)h5zH!`MD@d<@+Mif`Cqpc!lLT28~N+(y!%!@I8KQy|4#ax%m)B
^h$t@-CCmygzslL6JzCt$9AF0Mfrtf6&yYt2GYIsxtTn8c)@(Xh<(1{_>|N?x;ZA0gBV3`SGZjb$
ltA>aY+J>^m7rn;MAfb}{SaC=wcel(WMFOEnendKioW5&I_sMdzFJTncn!~u<dBoLjS8&x&rE&(y
yH(09Js}+C=5XXFv-(yRSy;XJbqn(7fAAi4N;LeYeAB9PWP3nxl6L))<-CZ^Cv9@d(OZD(W7C`>P
x!@w=RAz^U1#-a*M$PiyccsQ=-y4*L?z<DcG!}rqN7#t|W<s1>y8I1USC9HA>PatuV%@LBVcU>mP
M}bXQg*?0IuqUjl+LVbkz$GR??IM*o`==*8z%v+TAgTPg1c`NCzn+Oq)Yrk>g}o&?&FK9HB~L6ob
!4Jck~WB9U&%0^0xcU|H-1Q{S(+!3RjZ2!JFKTdGfW(aH+VA?Q0qy5gkpGYQC?gmBV4SF(rKSau9
B(SYy%FN~N4%XM5Hi%7$Ta9l)b63!5t*8_5U@Y@DvnANe*dhh}F1oUspkDLE3;CHDZ!r8zuKav;d
QdUW2#)n6WlPYIG58Z+B@PTwI|%~4noO=9^kJCGuls#0p2s6Bj|5=M5xplJLc_BVnjPrXSrPC*S>
W&cR+%vKG0&bgVeNy7fVH>_I36I{e^C$CH@nsHR~+s;%1tmmrmVf$J=fwM=F*Q)Nk3OOS@D>VmqV
ybGUc&68Pl@Vj|->lW1_OPkhmQdY9mXxnX3s?##{;-Vn`Wm|u54OcbE%UusYI3_oT6pWA)YZ((@3
$8|vGr0}`*${33<%Po9lwfUo`^R<>3^5+FUB;LYx(ucJoalHI;n$xDfEW#=wl7VYvjR<0xpHqiK&
mnvZBsjJXssn_8qV@{tNSSL<`Fa!<zBohHL`2+p*ah$L3AEZ7m~_R!r~)lLl_YZ5Jum6lSgj;A{e
RoFEE36Q*$y|GJ1S`q9LAb&1*Qar4h@3WAA=R#N|D>(w;j>!b2z)za+m@mkK~mweN=zoIVtvpPx4
*N)|oYXn*P(b?{8N%AX$&`LRc&!>)q1CczA$$&2wA(Yq9#4a;$X3=l`67OjHA=<$}!|<Xw2)R41>
%C{rUf*?~d(n%oY|oK{7fTs7Je>lS2!LgKf9`Ay{!}n0rW9)yZeab9y%J8ZX*foVqB<s3bvwAF2!
6)dRK}5w4f9@ZH1FrAi!VQD^e#|@2x71k+>Q`(db@zN834w^EaPT8ZF-3JU0t%%b@90ejZGQM<r@
a6s&aSMn7M5h@@Bm5;7-omRh^%Ha<9|fxNrrpO?MQu3uk#}&cZB<XjFTbJ{r*^WEV4Cdz*ZP#Xjj
>l?Ayl#hh{jq7*?I5#n#AUnlCA0KcL2cStKnkA7@8wg~3H1{T8KbxI$CZO>$h9`#iS@wCSrkv9ex
*@ih%%yaLD*eE^t1^7FSE8|hW8k6Ilauolpz&*|DsmJPAMnye38ggNYgp)O!>{=dZxliJW*W}zk<
Z%ik$|@7bt>Suf9d5`--FS!`0#z2!1UXDGeXICc^2EIo&%*k`=jvTG9b^ACHS{OhwLTX2kYy~;We
KKBUEH`rg_+eRKW=b_5no(MY8|G@x`HtvCWX&n8{FJy8_DcH#A4#pB%rF#@s`J|)eoYAM1p0j2sx
}kXcrA68wS0<WFT?G^XlcbMuK|BLfrJa@%yN^`(yqV1v3T}cSV6llWL>kPA~#Rtx_HZME+$W%Nw_
g){jiCD9krZS4LMQxnt(EgHbz6dyW=l^T1%7(@wZmpOZF00g=O}4j-MEAK?8n0Ysj5gk1TjJM36}
dVOAw^&PZ*j|A%3p0#LBH8+DyS?+1$otgt2<S0vk<U;m{nz3g3ms*IHku1)Hu43&%9XCpXffNO-w
5n#KOA1O5663Pj8w!cj2$_*Pkk4_DyqY<2X6>{mX1qklIzii<k^-Cg-SlcqT|WhAAVrhq2|R^#1`
ri!iTTjGp8VEY)0WL`Of&+_;+o5%b6M`^z#+aMVma-7$BpzHwIWe4Bo$C=o&3RNa#u_2d6IvoDVO
l(l%Ef}@Et6ycA3?*d6dP9H<;v5@l`Gz&XgtEV=tuP4IhHe5j@orvSbl$3D40`<HVq#)~t9_(k^W
HESI^TLw=pqAze*>%A`5@3m`e>Oo7Hh36nXn)0B3V1#l!im;!YHKWkW{!Hhd=)o1kIMdq<(gm<Lx
8Ll*sg}r6byBaDNO(rcVqoc;6^8cQZwYyx!Is8^sw<op_6;E##Fh(XH-)?s&RmtN6?hg=lMxgY-7
>B|E8oH)`h2wX+>rsMzDLO&@fgVhv&R6E<v{9g-fQfl6+SAmy@;d^8?n_suZAl>UqM{(hVpdTAdX
P5>@iYhtYCpS0M9>)!PKtd0*xOB}lVD15J1GH-%8kuGg|sWrAiOjuk3fdZ^bO->k%&L*Te&=FJ&5
WZ6bv2{jogM4YI^Om-*e{F0p*0S56=Q7?KlkNuU4%S6qk=<=sf#h0ZV)E;S*Z?$2}37N=rban;?0
9G*{LKiO675fmwf|0JcAoHz~@sJHt5f*RWuMX_JG8)QyO^aoV=e2@AeSr-gN1O3t-o@RMh_Pa>sL
wOZwNcRKqhsvwV#rx4K^GwcDVSz64Hq`n}ht1)85rjbkDn8>d!k!VNxe<aBdagW5>H2Kwxr)ao0;
ThPA)xeYCz|3ph4+`$9+3P{k(i)v!K{XTG+%r_16d8u^sDgQ5ZOQd+CJX$77n^(G)O*E4*7+s+V^
DNg{OTu}t7Hc~gefX7x!pGbAL!w6q3zela8-dz5I>l|NXi()W6uj!2trY_K`UjVdpeA=;8qflj=e
IJ&^a_K-8slx<AmN>1)&vxr;&qSi#S|Y{JES%+$HVo{s}u?6BY6wgl>3^sV|nGA;WReEOiaQpAA&
YdY)F{^VxE<Kl$ntj@#*(3#vAZOfuzVsEVH-RP~ladm|zaeJD*Rxjs$V@)>0W3CAZ@<`j^4gmoIz
mcO(pTpdU&8#mZEQU(TJt|jl>#v!yk@TAFBG`I>G{B|k!lKiw;0{f;#B2!#jEiAZF{D1Uv4l`>~M
jxM066qbVdva$mI@m16S)>KuX!kQ)CFhwe1H$g4j~*z>4}&cD7bF+p*C8ce)w94a!ePDg7jL4~0S
ZO3C*0;qrs%9ECt*umVNb#pF*4{Q^5KK{EeFx~llJpt`d+L6exVUqkNAK<D8<eSCkpvIumDn>Z^`
Q;Dg~HGtv<iB>-%4LB(UzdXuwSFMN$#DepTt<U!}VDMwdjndqnZD<zw!?wGsgzbb&H{1Oo0^=GyI
cv4aevp)p8UAk_mJ$6A(2^5uu=sci1oC}_|L9(Vtoz1Bvq#Ic$5Qr*X(wsg-(@U8rGuK@g~Gjn!b
(Gl;zR&=v^*$MWj-G`@X(9)T-mvBmtd7hf93rz+8q4)9`R5?#zI_{gy=Wl`G<BX(NnL|z)ei`X+5
0w<;2I=Pp4ZUL;JA5eYUzD!JGK@51)?`{A5hUXwk6-C$6T60N2WKPm(`$;EqBj#QHi~1O6T(*TDN
USidGnsFmVv2e&X6+h!<jN0Ts0r!r!JCteJiUaHihHG|1G%u<y06<+=ENJgr=knKDrLOO4*%F{vA
}jFM;vD3zDA=SG<J#kp|l)%w`YibyD;8D${?)FyUzp9;Vuy<H{5x^cEZhM$3ViG4?RVFH2%J4eTZ
u3ZeAD#$kL~W5#9-c21w|H3gQwAzmY;7kng-y`rEkQk-~v%c)X|SlEh~SjuS7lF46}p$?F&eG{zN
+E<UJ@<=WC6kzEqDW6^j>ZPT{De%<ScXFG4yeJ6X*Se6Zt3)b7O3hsS->jh2Dp$!N#+`MHk35B=J
I$}3X-pI)XECYRqqj6qFwqLKvoxiZ;Gx1HF|y%S;d{fof9}9WKMveW))(;ds+(qUKQA9sO5Ro_+z
BF;xPN3+JKv?;-V2y;7N00$=TyJvkxcTi`<?*wo3CvR!63Ya2gZ3ezQHV2C(xlO&Ti)kJ*)M>iMi
#C$XX^`p`~=l=tYL>%#D3zcBlg`_`RfXP_$=GX((C<1N*1kZM+i6tZsP(=pcbutUo^TW7}Jk67-n
q#21_PSf4SoLs5*a=VpjqalhYF-l!@;8O5YB)Ij;Mw6G%d-WeK@FD&TOF1#wmH|0z40Xu2sOpx*s
)L3y!qK|fuT|q`#hJTkQpR6_N2rH!)G$@lX^3k1{>cwSzW!7f5qf^5shc=8d;YuflJ*FszQnNiMY
(hF=#p4>#35%}ww?d|{q?~fE(r9cOd^LL|&tHp=%ugA}ydtiC*g7svOQ$exAp*#&VzgHtjw17Xd%
+X2xUsov?iUl*RoXB~cSYkF$_C_$^JPv$*V*ou**T_EcsIc=!U>P9Um$mvXF7XO&k}RFm|`y*Lyd
UV)_l`_P8KW<VaWcg3)!U4?rrO%W9U@US48};6EdyG^)VFqsC0op4|XsQNN5Oo?W)Q)g<;zs)qy*
A+NH~++1d-U2yBau&1hOi1(kalViEjSuWxPp*(aNByGIAD&V->JWL^I(6ba|2b%$IQZ*o08-1;|D
buTK?yUGSpSB#3MEvNN)MaO)YiE)JHucKX1&R8OL@wMv$!bXw_wtv_O2np4Rc4dDUlSdZI9G}bog
_LeV9E;pNaYF@?X-%Y&A<D~zCzAH0xn@pBAnG^GmBb!hQP%vY_7Bt}e*?eBn9~FF1;d{8V}L3kqV
wS_2J5|HFS`SkT=KFQ%Mq|y0iZ)R!4yR<A}v)>o82l_MA;>uf!}lX(<dCWX7=D|?cjYluT?V9LEE
_)!>On@M?6xPZbndi;o|_j=G}z$y88z0Ne;qBqfv&`+*p26wVLr_S+Mivm`vyOTQL|>tM10{LV?|
iujOGq<Izzv#f?%4Rn1hWTC)p~M%;W<)@c>Fvi^YAE3$v^R1uk``^{C`h)N=FO?|ENt5{&=%#yuB
Otj0IJyb4cnIi8o@{Xn+T(>PMa3PZI<J+uyRL$h7l6qn5aOeJkk)~Y;+DM{OCx+J12sYP($CMk9T
nF#U`H5Z;HOE9AHoeN>=Es&X!Dt5q@8JLMD<0N=NiWq$!Cq>M)JAYrTtmA`I<-8D5gV0ls2$r8x0
a-z2ZDzXupb$PX5~-7tNPc;Qr4tgCnF0ApMsD?QiQY0CEfJG_w{MD?OD4GgbbQD(%Dt>{p@VJ0np
RgB}Kk8kcL7zbGt^+3tT^@TZjiVj0CEnGl{_uf~<qan804NcB?BRvpGSRM%#~s1w=x^4-tQ}oQDB
DHKeSwX;`rftgZYl^>8b0!E7Loxrzc-RA0)g4P?GvkHRz24LTtMf6IYc2F|Jbb++4p$TZ(X8rR>3
r?%}Q&@*-Jb8a<`K+8iAjbWvVFF>1M-VAUgZ=*`iSB55Axz_HRG<A{vJewHtUe>0<SV{hatDg%G_
pUXPSpV(IoW^H5B}u;;Ml|&1buQof0$q>*!CYajbD`A3)8EdaDdelkG*JdoFD{*;+yUutaye7V<z
#X8#4?iDS@<iaPvADel__ZN!(h8ZRJEu~FYI6N75+5x#rDa;rBm<;wJO~%1^GK-zmu#UWANbr;d$
5DQ`FiTlHdWsXAH&$Q{NNkn7gVCceqmko93F#vYRwVW+IcrS;qbUJebv-a#@oK<k@1{EVdRMmw)c
Mh@Ox5wb--A#z)q~s@+q_;28*)r8zDPQxaDbsdiwS$?DG`VwXlK$eQ1{e*$(D2<{#pb)7;w+sNq?
@2qKu9;63E-S2D>V9btTn+L_5uhY~8mv?&282TE9zFyp19;T>j^MUZ-?{!Ek%m<jLJ<n~tr-1#ly
EUK?#e|o-BZPcllC%^TWY&<m-LWHZImAeL@;`hzxX#Qp{~`Z@O`&1+);v_!GJ#CVgeAQFvflU_a-
|7pxNi5e;CXyvA|b7^HUQf2N;5q5*G8$-FL$aTa`WP$D+*zFBBa=u#f8EibE~nt^1fV{LzD8yei0
@pgVXj`x6AOH0g;~q?j*FwM*L=cRGE=D=TTc5^e9+i{W&LKsA|h3%9e?YL+mNw7pl`^s!<>@`kk{
4DpSsTN`B;;T@wf7h(lmuD-=K2mSU_(k^CSJ$OXPFF@4RQzXMehKag(q4#lGlAsB+e7C~>t5jNY$
r{<v-yGil3)NvwiA+{=b3SYO709iZ;71uKOf3<ug0C4Ql_<3Yezm{Lu07BlN5D~G=l=JDF`C+fDI
+ZImGZpc3p9D%9&ZI8TeQoPHO_L4*vB&{);FQI#ye87{Hxe<|CPS!&4n1~C55GhiO7`f9prC2<Gw
(~&j`9^sVZ1u!@NA*H#Eqf4XFzk5o+4IJ>g(Y~bXI;;fP~#>5~I|ehs%C<5_F5gKccM$0C+Jqv)C
%QTs6qpSz)}|FOH)<s4)dTJ5Sqz^LH9zRE5^|5{}PYWt5+ZW2QRysNu61f$mbBD3J1459K9hsk2k
2UG}_ZhH8_6dW#ZYYxSaawhLQcDx5W^T)g=9hw|$Q<Jo*ZBMOytQAeIx7wLkd8)e!T90;JVsx5cY
eiP_q44hwfla7+{!6rySNNU=ahC`8ev1JUMx8yEMy4p*OJH`KNIYhV|&gJRnX~DY$--p2DPbOR^b
OiMjypg7$ZT1@!$GuIyA)JXO*#2FFz{Tfi<~5eidD{QGoVz(e2-3ns_)rY<ZvU!=x-(h@u2Uh2x8
XRif$Hk(1xi8XQ_!$|8U!=AI~LHb%!gdEfA2uX@dr{c(qWn-^^V!wQlq8US=z(`RFKRZG+><LLM`
lWMiW<lw|X5L`^~1(qp9cHMZfmNcC_Oz<~)dGB<Unp88<%4RHk@h8{ffKE@nvS!y|5H=k^*%uj+0
@oH7X>>FtMQ&~DZ%E)ohABkt3#@_6r5XMnwt_81IX{!vXfO$|5bTFD+E#{~@t?=58a)A1HG>Ms`j
>;foU?(4xoJxRYiI6S6vh~cb5K{rl09H_+4^|pfGMtXIyrm{d3RUv`UAG0CF6te;@3Gaf1ct^!$x
0j$>@IkmNA@afBb+eHFL<)Cas@aG$7s1kh91}*2JJO`fQJ$xhSw^upke2Tn-_zxvGU&Iz@7x}J1W
{0UxWwmI;NJ(8Bssi;kPLxI6GDkz)~(^t!yhC0+!Hs;^*t^zz4V#?A?936slN{(Ocur7Wg1sX(1|
z1sxOJ<kO3m&F&b`oPDp{Q_i1i=pm-akH&Kv?&j$Kk!zyPqU5`{XNH31KKD*e)s$GgGOM(S#4U(n
Hp9q-jwSalPKG9)FN_|)LiY3v>R>N5+fxFX*snz?<R{Yz46552Yuec>PLEPfb0P%Sxuep(GHh27!
C3tLOnqLlxZ@4dtngfXtpN^~ytocjVetU?bCg_$T@U2w@ZX84A-UIeYm+R&kDW^VTB*KE2s8V!Yk
DQNQUW3_pMgDSkOe2S0xp@4AvkGWE{MB7r6upChROnIfk8A0^64?{mui&ge3KmIJ7XzH1r?Y7`d=
qT?s`zgj|HEi#68tJ0v4<PEW5NzRemc*lz3Z7e01qnx2|UlDU_pHs<WRZK$Cv+^Nv6>XP9BHT(39
})g_9-w_Urtnng?7tw6No<Mmy*5nGj)0z{fI!by_E_EewGUZ{a@U{3t%xwn7a}^<rd}-;~wFeN!_
%tVJRc^eviAbzzry+mQw7{*|Js0EN7Zh%x~hs?$a0-;8!?0(NFpS1>X1b`gHhQz7=Il6=*$A2v8d
NiSJGsLa>$Nmv3rNlbmrpq@~6F@l+K0d5BdnU)${Vx>la01CEPWRYxTQ%@c!4{lB$yj7jvh)*c9n
;&33BbWfszF1N4``r|=x2TGE;|-=sRp5;>ao`WkJ|I(09^T%-^v*716q$+NBVf5o5aYFiba?x7(v
qt11Xg~{%OIINs<=7Z0Hnk2+%Qk07Aw>nuVC;|*vE9)m^&HytON|c0Eg>KWj%Uu$%=D37oS$y>C+
LA3Ypn2az}S9Eo~YUkL=la3DAV`xEV_1McP+lE|2N81_;rAIa!n{YVc1oYqobg>X~hHVu8&W2GWQ
!pmR4cgugP4XIfJ%Iw-bhZ5+vzQvbY9tBbF9M%hG0K=tMs=SN}5pBdM6hiBrcx&CMsubOPW(nnm`
ll=wm(pHAjEPxf~Q6gqQf$6?{phL1TT4scgX}#6_qfP;UuLQqH{(LUpZWZ@G$zzD6UQWST@etQoU
846E<+>giLpa?65#8Lku=w8V`PN^6QaRTd-0yoX$TG*vybDdECAZ-lr=X)$hkC;`1m;TADLJ>*8S
c0W{sxl|CC4QGiwi!)U%ak(GR%71d`learSed`0WwS!^(FUSIZ;@oSMnm6)DjxYb|<|z%1+F4QEj
ZY*dRrSN^!0z29Q*bI?H6I94so=kQowKEK#*|gtXy9)-eDyuvym_qFPaR24jTPwKcq#pFoDc=<}(
k7eJ2<)${z9xMrPO=LjsUwd7rG)npyu{7MokPu~-L6yRiS=PMb5!o$zP<GHcb;?S^!j;lL+L1YM;
NC?S+3Pr(~Z6~q5_SLtNm_Rbkn<PfL($2AbXWrQK6l?s%V3=urZJ0V1;)v+M+YT$ag2r!E?I+Dqg
5^lM(}mI1^=8c82=VUf0rGn^P$xZDmcJC?c)`0EgZ*CN<*-AeYI7|`DvY><b+;BGKbUkkbdLyX;j
A-uSSN&E?WquB4yG|)w1aOAj9x^r6<I{47=S({n0ZHS%#V~V1J%qQE0Buf)@4$D?!k|6v{2~mR~0
+3AjAq`?=_uX0p-cmjU0e5C_jiTqr0-PDKfj4)|Se4YJ#MvFo4|f9^3k61Jz~P$A>N|1!JVaoP5i
s`@ut~Pn7@9b*w4;8f(>GnjL055*ScvmMg4na4Xyx3aOMP@z7Z*o(cya=d~8_Hu)b?RVkd5RFEtl
V0Fou1BpC5`|Ne2SEknKN^bm<-pJ%BP=N9eym!Nrl1L8zTX_5J<bY0;J52lz)!!esN7a)6*?^;Xa
xr~PZ{Wc=D5Q2oywg7e@E4+7+(%b*cB4APeGLJ}Jlnqsi@~l2+PJb$Gj*(5OJZm8G|7zx{M4b5R^
_lI^oHpeHSPs(N_LF)h3hEsZVNG8;XFjei>Ps1Z&Z}W*#5pXg;89i1&1S&vKd*)O^+g*O^_i?FyC
5NuCr~JLRh$Jr_x2urq4Qgn{WUVltF|-Obu4DZfY@dLT4vts{};UayxR`Tg^PI<eZ|74%!waKXzm
<4fqSReF@jb*6b7aUxzdP@ggM(YN3RB2nq;;n?vx3ne2Ove}CnUW{^^o3Tqy?WCN%;qFw4A^{o6d
Qc{9~#l(COOB4m*oyv6(B}{W=p<_+S-@CDTN>K&E<eJ(8NxPZf+Foa94)frzRsqiguHBtR*z|Aj7
ogZ%PJNMN!i-mw(vDOuLi%;$3gZsD0s4?Wxk-W-3sza45Lla30hJNphs>eqK~Jq_T<|>LtF~84RP
O4kG#VXr8;84KhSRm3f<0vaGVo44i3L_GIqp&5t|PA{jeI=?dE%N9+lY>Ssm@S|vLjmxLFEb7k2K
>j{#Z?a9)h041lZ=~RHpJ{0b$*KLSeQQ!G2F^!uZ1A_5!Bx{;OFQcX**qYV9&1z$O^0QcWvKJ{NO
QKjJ?4yo#*A!S1ZB&f5hjP6kq8U+L><(QE)`2!sK{uM(i@pw`4lwHBP&a?L4q5v5xc_baHOzJy~+
ufxA17Sq2LQ=2^!!0~k#@uF=6)iW{~tG$;~&r$zSh&TZyq#_{LyLpnG)(yK5VJVQOg`dmw*^wr?e
p|VIlS&KE&gS&YZhHw|?Br-IpX_!6x1;lsnOO<&nLsInjfD#JX2vInnG^%;GTUl6XuLS1s+o17WW
SJeI}q2*tw7Z?iS#Z8j7ZE)&eiN7D8J7Wxyua<kftq*c>6^7(%5qOX0r&aWW5#r>Z{9|qilpjX&x
E7QRdPjgR^7>_=o}3S_fOVfE48}zjYQ1^bm>w8iVp_h<@#uctU^RoguUQbiYn<TCvH!NYK66X3>5
nKU|(dYG*EycO4j9WweXGxY<GOEXNg-s4c#Y<?0@}ODl&>tRdFKSG`|POV8*63GAy<cU6Ou5_Gun
b~FT*ZcjajEP(l80`pC<u7>`FZfssXAlCXPec>DmfWov{j}Wpr!T<{_POV|`e4?B`PnQkZsBl9<t
x<K#kp1lqCE$KP-JA0ARn3S^^;X+a)wAcmX~l*4BLE_O!Vw~;4vIjW7r}4;JQivLL$Ua*pn9a(h*
JKYuGl6(NGA%l)m)e`Jp(sjIj9ZvT+gv*kLmm(B$j$9{x~XREMc*H((8;{Pj7C)`hkV8i5*dv@XZ
U_dY*7OT8IKH^7(Zw{T@w4chey>OnH;AdR?@&r#^2J36UCiV0uNW9}_oBCn8QmMBI|52VedA2^+=
o2Y8^pA83NbZS=%v(tl|-dYPpKrz6@hQWFwsuNQb`veAm;jIU=LD$1*1(AbwPX~WFEU~v+Q>+=Fx
jA+KW;I7-^e?_0PRzh7eQQDd{z+qT=3)0MTt8;ibiZfUN^vGrde@vM`iEoFKJnAC(IwBMaF%xGto
Iw_ZWq{oHZ(JCEwg5zB@I|4bk-cy0hP&tU%t$WszfN$n7l=G~j}6g$1-72^?g;~NDufrQGscTKr{
RcWG(PsnZ$~QLk-nNx9&t&Ll;=aH>~4d!ejBS?8|9OS;NA2Ag53I;87M)_X9jTVBy=9pj%l^Jw2?
NlnCr2vA)9q(nc4v6(=KPPeXfE(E$dyw4;5ZrM%7gbR|CoY3K~_uK<L;-nt($Yx6p-Qa-|BOdv=8
TA=0xCowJ&yOl;AjTjm<rAzQR$d#hvyLy6RbuI>t-hLghG{vtU?`ig+7Hb4Y4mzig*Tl(+cbYciv
h>4?Uqg%X1$~ze+CDYYRNpTgnwX07?7MUIE2thNbrWd{^)>iETo2=41ZBVwCmeLldcO`s!s==P~-
FYqTEgWNY`*<nfiL>W7pM|?S2o!Pxd>lB0Yh4yH&}R4HS99A=@xqB?5IAGp$H)gL6HO99%BHu9?=
BDE07eOL!13bija9CK_Ew}B29}HX%07c$z}Bd_3%8M>*R(?_&h?A+)C`d5RMsO^x~51uKEjivgb-
cWWb0)SJUC`(`EKu0Q-GW^dt%Sel}%i|+-A-6aX@`J08i8|NiICQv%i8wR0@z#Y7uXfhQr77Y~`x
&Yy1`&4pY}u2qvF&9A#(H7tR-@QAPEI&@z$<Bxe-SMnh++(=cv~R&^}ui7D#Etuf7odXjlrq&uBm
#_I8FUMYC0&iSgzFinsI1)3OqljEEP7}+fS<&M+|{w%zWdgic{Vl|I3|4TyKEE=Cl$Pt>oW>g;IA
;}XF^7^I4sbLPGSRG3yDem5<;OcL}eIK9HwWb82*^^|fQYgbS)MmLuk2ED7YN=B6^?9`bLEBEbL|
m_D%HAB|UEcSg_9$MA*^okah-aLg5#1V*t;s06Ga(VY+(UaX9a6zYST30BlkSk$AWH+4%jG;7Zfz
JQ^A<yS1Dbk<+U&kM0_I!D`k7bcI69i2wH1pU((@{`3sg-RwK?ADMJALb)bIFtWL+|B%0&|`8$+x
vJmpv$@j~18-q-7V9ftQ$PTLf0{Q8k1l4`N|a`yy~MAIgc@w9;1m+xkVnziKt?+|_{O&)Q+EZHm@
SYS==?ZXhL{153D<;+tI6G4q4hM}pM@jR|V&@SMNb^%~TO0c@s;w!*PKt;gd?B)5fCYm&>n450u_
5!Br!3^MKYaNdotA6JfQ`9e8I|>-8k#)WBbBVG!VJ-C43Yo3SES2CjUs9uBA&Ye$Hd=B$_w?R+Sy
P7BJQK%(j+g5hbc`clah27?i%%*!thMnFU&I9d_w!%|Wprj~6DL={_3%6&e_PaQLvPnW=1=VXsbp
k_)N;$PycDhey|Dq6g?)H55k*dgod&AeqZ&+rMXJ-#Xf~)AyTOxk6_R<rqs@lEIu3SpSRF>L_egK
9Mq%nfa@F;^cP`WOIW|qXQX<LhL}~B>X~+cYf$YbuZI>TD$n~)!w{wD#gl;j?hH#Bc<1Ab^zZUMV
aaUH9Im{?rX-8VS84p8$dA0e`laReAY5C2FokaP@U1b0E7Z+lAtbS8Ax7t}v8o(?K$py(BKV(7hY
cLCAf<jXq^ztD-+vPz{yi803oLhiq)F&%a=+K}a0s$=BAa)0D*ip)yDUv?7txo|8>)E4j8M)G#o3
>hgh756oYvq3O_u=BHa1}D9I+p$2rxikzRyL5#R*A_j6@kXlRiWGXE`#j_O2-=a|J99<SYukIH~v
K!`@%`<bX2K@u(P~TCInkyQP^Crd6~*=3IG|xd0sE5gL%SaLWTg%TJu@3z_Pf8cB14PI#TxN$~zb
{lN2!e^1&V-kz*KKyb0;~$ofJ0{PaNdX-avl4=%Q*@D(X^`RhC2g^Z|-H{GFz1E2?Jv*P0M5r5I}
p9cyCqeKqoPtw#ODe0f+)<vLiOZh;O?clgZfgN3aXnPN*O!P55gbuUz^fJAl(ihZYM9)&<2&C4>{
(3^dN(LuFZ#!ASv_10h5BU2=AQeB;DfN)_h%PfoX|@uLk>?0W*~)SgCw6lqoXs`fkwcocuTQIe*n
TW$EE6^RcVU4D?OERmFQ$>eoL{sQ(zlXje4I;FNu@q7v4Z(LBb)SPV?*F;+S6b91B9{n2p?fEuu+
<gHHL@EKpTdC758rig&5lK<N`Yv-<{?cH;F+|Ysy7-*&+<jTjwL|H1BsV9!X3-)HQKIg~C;A9fm@
pde{ws2+%2GaTW09U#+61kd8!hmnI1Ix@O)@lp&!h0GZ=EA^U(4BQjlg#1Tr(O1118ICg6Vfr)a*
T%(d4BL`q=+tX<WJggD8&b{k}r#KFr=N3gF2CXs#%OmVd=ioJLr|n&7-yLn8Y)8c5kb!eT5Bv4~Z
r|lJC9Gvm_AoGQp#U8dvd|&ns>3W{vDC2fe=S<e<)-s&Go^ep>cW4=;#bYiaEZ+w)#CB+M6rL0=7
l0lJf`hC?O)zF24n<6RCI&^2)TPT9m%L8;|tvI%<eA(fw_O*#ANi9qH_po<q#H~CyU6B^?;{=B6g
B>mjX!Xhc4W%W_@I*Qa0_HpmsDOx%D9EPz06d33aL#z!N6S;lz+Puhjk(lhRF0uTs@%Nz6QrS~36
$M}4@RbgTgfD8oS#BUNwAtEo~aJ5aIjO55cDnc8Mb(YGMtCYUW_fxyvA)gzUIuXnaD1gWJ1V|VzD
5@F5V=%8vGcv=&l_vW~-@Dnz(Ah;d}EQ$q9bwzP$_sv*Fvrf~ggiN+;thKWxMkqQlHX^W;-b)Kvz
QQ;d8_VjI9<NyVgli-IsDWK+G@<}xqzHah4~@<5MX|?#?Up`ayR142?ib`JiMrCZOS8LwHY=j5Ft
8}jS1DA2#m4^Ay@V2@Q1KK%wr>HSL<D9>_4gt6nyq$X=dw*rdWKjfZXBUGQW(_(8NX%5f^z9|Y6*
*VweEiFoE$;h@{gS#=Z5F3-kAh&N~;;I4BDTnSX4iD;A%3{x91XiAqEf@OpN-=&UAewsnYN>_YD+
AJ_cBSC|K<``?a_i3kz+kBQVRh3H%1wA7*VgwErKuzX0a|VvPruYS@Rs()=-Eo_Q0$HV8C&qlb{r
sFYfD5eNdt0nlTJ;HV%E)BfW(3tvx3EPbEO7`_Sv@S*|AXN@4otPF_8N{L>i4$;BI&8Q0;<X1P@H
L`M!r&N^WC6gUs7K{L#g*}9A5A3U$U|ktIKw>G9GrnXp<fQT+liy<N0B4a`%FOouMi8%y5PCpf*~
`Lu50W#q1?DnF_R&?aiWu0B?HKjH)`TkmgiHV!QsR>o&doUg>1qOXH%_6=)0b)@tUs>V{*&$567n
2dZWw)DL9+L50M65SeaES6Zi96cxLuD(b_4}7pn8I#Te#Y8a2M|=sjId`J5;BJQxwzaA^MktY=c*
bjgii&fgT=3r;C$x9<6B=pNNad3%o&bqYjcy?r+|$jWD56y1o2VkBRVyf#qo*pmPMbX`GZ&tsF4$
x7Y)U)$wSnLF!=_a=ErXw+ffMik9QX&y~w)>k%$}tp9qXkQgySpx}_TxE0%a5WVd|=_^>XZsK>w*
BGe}$mR0G34jJX$Fc4(lmDu_S$nd=R+=sK&pD>ro^HUb7|G_XfDNhj33X1h(jHV*7~Ry^b7CD!Jd
PMl6nYD~bRw$Tdkw2~Ax*LEewtr1&Dq({;J>rQSMl@!S+O7f3qt*GIAtt`sQS*!#p)S}XN6Fcy)g
3a9s~14S-p)iX)KKaj{ffYm&e!mvWMX*b4TOg<E#{|Rg)jrr<IyKc6pkUqLprzEx~R>+9fuv<Kd7
)+XP!_HUq?>ib1^9rHwwEC~Q(paQ%}HV-L6D8kNtd-e!u_ZlrX}v9FcJuv>H&j)bzM9;uq`l~Y}X
dXr)B3IEz9e;@GvQ5jc-=Ube$3w)2~AL$SYKLV(R#ntR}6T~M4hfHUmh&Rb(*@cI(qr}PMfmZ41d
A2(e0f8p&m3RE}A!8#kOjP%Yp4T!nlQ(JxG{3N{o!YTPpMW1`tjg+2Gg3i6?2BN7!N8?V={Ybw4E
1*8q;+Hjn)pa2=cwAVV-xt(MX*Zz`v4IltKp(76XY>rUitfEugRA=@;J;4@Qu-H0-I~7@lxXx3Vo
nAil8qJO+3}7oeMet^FHb+N+0HNWRA}yt6QK16)L7SQvi!<2x8B;Wy!IyQk`lfq93~tKG$6K-IF?
Qucy(IMMpHVI%DvP`LQj8lQb{dUc_w?#CloJQ`tq>yik{pOFzOMjU2{p_sQm)l|%&3icjkk>ufuJ
d1W!;^f7I&OMIZc#PQ7nWvh!N(aYuJx<e8iz|g{mw2&VBS^!A4-Ye%9`Zk#GFhyheWZjmZ$0J!-i
<oQHv$l9<9<Ut$TH4k$XIWXESw5{*@%#oD?fXdVIc^@c0uXPPgo=2?S}6(iEGDeC<mg!)cz_LyWr
{_NXINzp>bBXnd#ne<$UJEc83-nER04C>Gmh=$ySFiPKNvsG?FQ5E=}$^&L(*vd^V$kGc0YkB&!2
Uefm)7BL3BDpp+H?U81H?K5X{>bAocH!RWtLhnIkXra&l0sX?Wpo!!M43?aegF;iv{)X4c%qD01c
>eui;p%P>`xJ(}Oh)w5*v5by=zwXn>!^VjYgW0*%L6_Q%D;nb)|$r?Qcz<9gk(7EKOw>xT3LXASI
TLX+9r+ab9W@g5X4XX$HdxXy!Ga5h?du*hBNHT2KE8kMS2A#Adgk<s*tyr1SEDC?teKS<^jWJWpA
SUex3}*~XP0va73=wEdlbmdpr`>^vlr@PjYdF(xjwr%{R2h$;cM({Vn#<v0(_`+HTV~q#O|zJbQm
B!RztswFeyPAc%<n<>Bsqa8O8|d4aj(@6vzCoIlQETw5xou}g}SGUo)pEtz~JRuDajD{!_k(+Nbn
@HW_UP2rEpU$r{OE|f>vSIclui^dE6ERZhM}&3?VEi5?6s**{;*iH8+@n^sBg&l}wKvkD$XUpH`7
!{|1yLw2FB<zqmvBX5|e(K)th^tk?vz?_;Mvtt&Nra|`p5R6Qxlg}ccc>Ke*6XE^4vYF7lB>W*ey
_)x|D%S0ENm$CCQ&Etpc;;G)fvuxNL+>+yKA@ZoCoup3Pxi;*X8Wg)sLzH8^S9y75gb+-09t~0nH
LF^G&Gtz=$h;z|GG{L-#6y*v|8dH;oEt*;36$8~B1iDvi5|BFD7Va;YKe_Hp?((i=wYW}G$;@JN5
lH0oH(}{U>g-<GbDVp7ByOmWI`?;?rN;Bx}_k!WM%dLlAwgpB%eZ?FVo)DDGt40Hu`Qy>~j=`!N>
eM;%T<{e{fey(}WcL%3`-3D4=~MJ{h}0w%Lhf@3}nigZvYoQ$>V%F_(Mq|9W-U#$EoUnl;1r=SzF
|1tQAv=}-F2kQx0A?ASiSFO`?e0Nv*K?c<?~Kqs5t8bBsEXy$R9J=r0Wt1g@|?mOprmBm<I@H7e`
ZPPdc<Ev->X`hS~FY`MYjAWsecAYV-1ODdnXF4{(Uuu<*qn}cB)b1C`Q$SujSEkYsI``plnH$`yX
s@6m8jGlrG%rkr-BePY{pq;9Y4;i|Gvk$PFBEJLr4;u2T;d&f)A&(z`fNX-1E@TO!<eY||75$k35
?Qd&5HzbwQLK=oZ0b|9CNIeSJm?4T-Z3(b7!DN0*mCUxuQgC;bBAlwD4w}20W)LBK4NjD|&0u4Ic
ji?#~3PiHE}YT&Tp`QrJKIBWxOKkCyHa$eV1dNE^9#8`gt+6794$0090yi8>_&kId*k=eIHH_gvq
HBp9kM4#!@txT_$9LtPPArTT@A$ZsULPSQ<BkUPJ7C6Vc{o1-{4>-O68?~-yjfjwjGq<(gW<iiY#
QI5zby$qgxK2K`%#Q|y^?&>x$c0V4lx8h2GMFHfnPKm0CF8<IaVzp$?|HZ<K;}GYzc5ocOY!nVuO
X>kPk%Nt3;;IP@=t<bVLN=y~mC^F<+6@N5pw_9qvv^D>$JuF5Sz2(s@?9hLKDsAu)k}$cJf*4`be
Nb?TGZWq;sHY__wAMewcb;6DyU5W(J1QWCq!j0tRSd-TE(c{cWw=?JYXx4tYq>aaT6xYeOL^f3T=
1jEYC&Lg*!Df9Y3SG*z+0z-=PyT-6@dCVo+|^)f(Y$xUTjbPUhm)O=x2p#m&UjsMv@yy)DcxG=Pw
NH#NYr9KgQ0A?m0g18Lz7*6=bDNA0Y>EMW4R^9`}%RX}8%&n)0Xy-C1lnEQqqiU1tKydAWo6d*{6
@orktL#i+S`b6#T!~twI{;9_acYlH&u+f!M=Jv$n29E+wQRJ;Um!QAdh}O8j1kQkDm`c03`_=-eN
A4@SIae&U0A*|<L07#|8ex@nqsENP<IQGO0Mp@|CkiI!vtllJyu5(3&&-`>?KKHFBcN(~e~3ZMg(
zY}pDaDYMQv$3XTu$=5<570e<~jZG#Y1!Bv#G2E8Gbl{)GUyEsvorF!;SMS*hRVpzG~yPQNo&U-t
`5c_tZwEcDv7US9;K5a%kvTKoI5fp^Qd(Omz&r)1(*PFq;N%a)CH*03iT;xBU+_Y-qL$}e<LNgc5
_sK54p0i@J2$NRQP4Z72(BC&ni-5Q_jg{uoK)W4Zw%2_3@P>}&=L0TgU|9alp%68xdcuH-f$OiJi
T8<oqI1;;fJ0x>3=`qoP_(&9UiA*ZB;f9Y-hm5I&{|2lqz6&8hk$Yf>f)-uRa8PfBa3DPzjABX~y
X|V*0R2oi8;E^kVNWw9qun3Q?w=4*=F{;5J&R9vV9h3PJ7N{FCKz0BZ6t@a++p9}W3RMg(~~#mTJ
fH?zlP<3ni0@TVQegYOlyyF5kllK80uBA^~3|d5qY}lETO!a#6|bUk3Ta*Fy4iu$Z$aT3alLxTDQ
0tKoLd6dQ^`)LCxbp6JiW(k`%}r2EhqfmtE@NHvwMkGt?#fqx}iA&YjZ{sCiTHirHXZ?WX39?u1!
m_rh>!6v^6gw#4D}-K2+UBcPwte<h>dgKCrEZk@0!l=P8r<sB3mt;7>6xKk7yY^Jq()5{hU1Du?y
z^glxmUMlDjSN63ir_R83>%$YC35JlCDi9xX~#2OK|s_$Ik{OFSYrh;R?rxa^s7licC<)N%y>x9=
2tOTl+O205(>KRT>o&BZz(u8N{LshN|E<%Y&(t-MC({=#N4s2hY9CPOa@(Bw`z)o)Y6`~ZrGyOEW
_=AfY_7JUs=!2?fIc=SwF+8_Lo8HHGWt0fS<XLcZhzzb~(@ZK<zNhJPuof<verhCihORhc)6sA$P
O#dQjZ!RgKdPfIhq*OPAGuDYMr>-o0kKW*D^pnvG>M9SyWaP8U873E{F+^~0H^9Yxj%1{(V=-G^)
SY8n9DNSV5kZ9BnR<Y(#2nZ7ViO^)ePmQLsQB(pw*ZI=lBOWoLXApMn}>{gdby1<(2J)sA}(bO4I
47Aa3#Wls*aK10I_;w}id-^t9A7wiL?r@tDsC4y1tY#pQ)B%X|Rw-~6M05oWH!*?f$*g!j>uJF&_
SA?rVby+3NSHJW%jkzZDz~F=9uhozM3#87xT_!7pDn<P19L(8==W@r=V}Dkwi1J*`KvQ`41V73S`
DY*`liZwfiXvz7J5HXeovI!`_}V)pV<U$*HGG0NzdA~0NOd!+<23|h_)<od+0ms_p!Y<mfF$)u0<
8;JmU`w%s*Bwo?EV&VNf}qAuFig&XzXq3b`ChY5`kQ8bwMyB7a7Hj7}Xb*Iwt<A(IRxhCqp|FG&C
&Q3vNOl$!in(gvjUXHLtS>`Q)$i<66N`j{lyY>}rw5)?+7%-{@8TMrLb2D|WXZ1F>aVnQPU<fsu*
Lat%3bUSZE$Bom`WkS=P5{^}?KS$EGB%l{;_)j)-ft~i?FnVf+ejB?Rg0~-TROzlljf<?)N}XT4M
L?#85ip0859G2b1Dw{c(9H1qxouPW3#;c#9%*C`9;K|6DR8p*l(o?*rMhKchMlM!-3Fa~=l@VAtK
pluK!6!EkV2ICNc`Vb(4m#W?18`%v*`enbsP+2>h>t~TYp$wd}5^Jf&%$*c%lS0(i?BZ<jC01%ZA
J-J3(P{ZJmoGpJW_5vw=P%u+;q%5);H<-Iwr#se=w7Wr|@&jMKX)7&FJfHf|e8;CO3H*Y}~$y1hr
ieIoSh0#x}1XT5IQ^a_QQV5GG3{Ewj*6o-Ixk@`(Ue*XhKu+J`S1T*3S`a_|<Vl)B}^gVUws6?tS
SC@kWL4nrk8XGPKP)T88b!81jsB{?n4rV{9KUx$Vw!`qHiNiU|zgpU;(f(agq)XFbW1o*v;Z;2A%
vbj{G|#css(0o>vvO-4DY;QuvN_6mI8Q~`fHN}jPPJt`UGu@OXc^#}TSQ-4+$q|8HH7~a2&&2+(d
Rn+cpGPm9(=(FYcPoWKAT9|v`CDJZeXV-9DR03r}YUvfFsttSkfqwEr^77KE0R*$MBYxtAfETj2U
JDh~C(Vmd!6v6C+|?+BMoF?zkR1L4Vq>G!hMSU?fZH^6=M}t`2>)e^At#bwD(!k1JMVXlmw9;FO|
m7%)SYCrwAdZ~6i`k1o)n-koZrC;D`kzOo+j+W*XGEbVV^?|rQ()8pq&(@Cx}zuB+h>CA`cpEGgc
1dZ&Ac`dgL^W|HhqijKZCAIvuNSnMzs{7kiv5=c{^-BEWia41NAG_BkI+#OkYRny~O8y+gw-s`}Z
hXRIZRaRKPz4+;I*z>QCiJOvngoaFI@Eig5d@Gv0*z`eMbtF8kNK@wn}ZYA2rpJQ@83$5;dPIHJ!
h@=kj)FJ`g`c;t)&T<aCS0WqdjPpq~j0TJlTO&iCmSeaKx<x_BsAwmNpqZbiD1VJ|CFT)P5G>6Be
F!R>WyGOUfHw6t~=ikDEz4HX{?$AQenfu$X<_fHKKho)$6RPQw0Va5T8-y$~XF7vHCdZ=Q08rrwX
OOu=TUN6~t(9u1m5DAk_cUUn_RXK-DZxI2iLmnP3si%^*78}8j#gi?GkkD=hkCC|Me9Fl(sbJU+z
g`NA*%V-!b2}xU~H#S8M`HU7lIu!Tg6etxjr8`+d)shXVhJKFGk%%w5wEJ#%qDrqnRr0c~Pc#XS)
@*8O#@A`BU5y_zYUI9A=czXtw7q~Ck|5KY9Rmo8T{Y>UKS{KW3wW!fBy@F~>XBy4*_IO9Tv2$t0g
*|sJH-Q3a202{S%OJv5o3JALrIp^^ZWxrMDrqV_n~y#ThjNv3JB;=5^bJoOd5qlwjx4*T}+;<8Gd
^;YnHqNN^c!6awOoP<MM^yHK#|wJJ56tC2<<3%$TGJ^v1UFZ+}ml42#`p>JnWS@s?)nfWCA3#eLE
pXlPeV)0MW*mDs)H?pP(9+At>Nz>-Us<(-8?R&0D*Y;lmK*aV_k0FD=Pj$v^j{RC!R757h0=FN9!
yAm)+x>@5bRON(eV=MBTX32RR6(oJg8+>zqv^nw@^Ud6cjN|oqykFWVfq!mvt((Pdsumu*lS1kNi
rLwH>C35SnBV<V_1rN{2LjfJ8_AcjvB9|*x<eH%WTMv>GxMLVE0E$zyrFd2CIFQYF>(aew9VcW^%
T`wKf1EbH@r0B;E~mA3ONPA$z4lOmjux;B&zdxh&&@!N1^YV5<Yr^5Alif9J`c5^SC;?s1-JxDcF
!;!ZW8+AV=rHFdYP5%qzk#RU-kXHMDN*rbJ9vYlYSMni}2j7t2O#hhl9eAwxLcB*|zEQ!2K30oLY
>H_#V`krb!I;W<xpmo&N|N3DK5XAK{fmv`J0i$$z(NqB|Jv0BJoX;V+b{o2EQ>e>P{(^qK~r;DCI
RcUcrivSprrPV8~_MT(T^DdfUjwoK`Whp-Dz^(-l*nES1hFcOGX@sFs^O7lfZgq`g<;d7t){<%Ro
|f4t78lDxLva<&S}MyF0LYLK+|=Uq7=McM-NLVLno0AXm|lNR$mJuy5=7K;=wO!Lc#p#NJN(_ZH_
4yJ=WRNf)~`fSBuk%6O?pG9s)<s#_(Vzol~wj$F)<h)4@o;Nun-{{wKbZWs@|ro?xFQfVXpf7k8g
a*r`%~8p(%%I3}G{FSDXggk#j_XHh><6U;y8tFEZ1;jsYRTRFN>9DE+lOUNkCU=A?l3nxMCWzEoD
|v3YJ7V%BxrN0|<w_k20Tf>a;4=(fXe8Ex4CN)suzOHk4-S`&vJZi5755Hr)1T`lqs_GI4gkw1+~
f@|y)_#FnUL|T*w1op!o_Z=3HY&;_d|8}@6B~{3YVWv72F<FHLp1(2Ka4_~7O790c(q&Sq3tg;r0
m^qZiR$sE-Yf<nEM3o-RukJ>Wf7@+E=ER>Hy0RUXhECRJJN}<SfcqR%?>si1w=WUlvKMN=KJM#V+
|7XPt?UIpSar?<5ut;5Br|xo)hTKhgHWOf1O`rRm{!(P?wC1ZsKaNc_jJs#5~b>Kr0yEjJ<cdyuu
qQtluhG9@Pk;&EV+pJ48&rWgv2M3>7Ft>h3G6@mC4k8aqBwoP|*26+P@bW^0gZ)SzB!lt~`u`SnA
!B+>_f>Na!F0*by|Cp#8T)m~+Z-C?<?yV`Bv!nb~XFQJQ_cwcs6Wt2&Dke-LtU(bNBE}Gk8;;`*R
-<U*%<3gwKC;LCWnss4e%%Lw(q0L7Xz0fqMHtyV%t&XI|mcBh%dPa3b8q>G~>-jn#F?C=Ap`&xSf
6joKUpT36(Rqr9o}s}G(WzeK3-U}_BKF4;tDyv^>uG-n@dk5VQj+)L_~yT>0B48^b)8aQLOSJl<G
p~hX&|TLmedif<+RH>mnYTk67LKe(a3&j_^*BzBsTnyfMM3*z_-1rXA6hQTO<BAeCP+a#e1HW&=f
`Q(8kIxPkvx`LqluOPubR?G~2H)Y+K2cva`|k6d3<_7irK$-B2z|Zk~{051NLgoio6P`wa!Dplkf
nSQvWU#SgKhp*Y6tNCKqwc~gP|o&B6wSpY~PE_o6%T=6BV7gDadI1~G?F9;+k%&Lz>NOTPp)uYUv
xhPbwvg>m)jL52%dL-|;m&f4QNO04}BRrcod5GkEF#9y-M7KmbBP20^Bka@aI|h0>%5A<8?N3Ty6
6m+_Wk7{&j;?3>jSe;Ke19w1o|I*!M?-xu-m<Rm*+aNso&2ga4EAh)>s;ZUP=bCZL$LY4x%)1Pif
ejq-OhvZAFpn(gOF9_s84`bdKt?q>ziO{oMUn-bE20C+S#$~OVzf9One9#lXD$81@0uw$U1U$#h$
2kiZj$$rJ5uF`Q`YXl5>A)zaMxX<l7Bm39YGSWQ$DW6yk_+f_6`)axr?G@`TLO#%=Qe|4O}epZ6d
6fVBd$_^EDN_3Fg!ccM)h)X08fN<T{M2=Db6H`LX^iebg?c4%EuDmwAQRKgv6maNMH!2_y!hnobO
$gu8Gxy)|lplme#=XsbAHnn)18C`@RY-dCo{HY4*7E-&uk7a;P*>JAxeepf6k&?YoJvQvKR3^b#s
YewSX9i0s+kC+NAHOsX;$l2HPHrC}&ez#;-Yjo0z|tA%MT2p)$)S|-Q1M()HDklu<^^i5d%u1*&e
XXeQ<Y>Q{f!u6S2USzedOW>Q`(c^Y`DN4dtHC+Tn;&X|EWG58H?IoM_y61?an$2ygX@F7a{o2-6O
FdXeg;A%V-;X@5KI&6ZeN7_OQjq(^c7we`xOimL}F^`Jte(KQ6qe1!D6OJdBAt>qaUQCO*iZ3YT*
%8TE8_Y&5}$pfVF7-KU|Q>Y1zoyS)2N;SJzyyKg8K)B2V?4R>l}f|@ory^Ic5Tk~Bwo@mV-yTrBT
T0#xuLrCG=`>l*APcJVrm7zVtoy-3}FA=6U5FsHC>)lSJCC_f}`6Z>Xcdg&#7^55i?6&;V!uC&_y
s5rDeH)_qO24=LzP9xhQ;J&$#9r^}zN@L!Y0Spg_^ygNhZgJFW6B(@O-N-bI?B!0Xd2HId!-tE=#
ZAJpeZhyqpIBLVLQ!s<V1Q<|Ls{&MQu2;aYjm(PiTaACcGe#h;Z-gR2gN}g1(Z^066EB=5>V`Y2z
@d^R4oy*wA(F72a~oU^$5qEy80`0AS#QO&0p{Cs&aYwOJ?&N8<~Um%5Vz=1)ES#l|n^W}c~Wt|aI
kj<cb!%zYgg!gqcGdTFXpw;4dUTT#nAz{4sH;T3^*=x(!QLHb2Tqp$Z1NGXI&OED7enUw=4Djk#T
qo{tZWsws6;%_`P0p1Z~95E#j#KFJ}u=sapS0R<A&Y|sZX?{d54O_Af56S0&bYN%y>8g*4r3o&~R
I*|t%8iR-jQa5Vi<a`IejOv4AeP5M$BdGM(FsVWlHjh_ZXrSM@A5jKSUZum<=Hitt(liBC74HffV
;)+>O%2s$)apcy}c2H_(s8Yp#_4vPGZkV%g39q5`u!nq=R_juVR@8ugt)@1PRzjo{c|j0dX`1=0D
z4VT@;zw=?W_dY`K|%zbWixF|<)joLdzPK*h~r$iJpWUTRVGc4bClvOc#Q0a5$>5_s0vOm0-$?l-
DA6D2i$@;&rd{r6P&-g6cuq~y(8?3-Ih{Y>>7Yh^r01bjTO2R9@3wBeAsCoFb^+>id+|Vj;3S9Z6
-&A&Ndu9UrZk6Mbh_C-l%WQcSl$WwV%uVmiwGk&VLv>p9_g!mZ7-?kpzgvXi$v%%nV{FUXQwFd{c
fqa`*_3_x#&O~4x=G!)v!s`kO#OhFClsYMJv6f((Qz-hR37q&V|94A)%UPJEcN!yl!)Qw)2b40*G
KJ8@B2xduOOL314hwYE!m_3KDFSCj|zKTJpn1H=-`25TIs6oT)dP6KA>ios~*eI2+@(x)ZARk=au
zH(Q_tk%XMVoz`?Ji1t5m^F`vrG?<5N)7VH&e3H0%{3ITP}iR;@uw0ZyrAhsXh)}a|DQKdix&=ni
djO{eeXS(v9(OYc#(@cM!ersqVG9K55%fq}CZl-1dkSGp!MljD>D?olk=0$0t^7x{{*_jb7mkF)7
v$=1t-Iq83QVI4-r)21!tQ3SonT;$<M!=Yr#o7CJ4Xp#%Y<4|<<{QKX&v_h!+gvbC4O-$F74HH~`
ZC8*T_9}`?`?V2+WNu6vCb-yvz~SN2@NqE$VFiOoFp%ipfOfrV!^GxsdA|+UN`n~QxX1zQqLBJhH
V)cR0liMp<$)t<1j2T*0)%3C-KkV@Z};eoE^VfB6<RiB|OhKoE_>O3-KlXYFZu%3U4e&n{`aB$f^
$mB3j68j!6Dy2?DuhEWL+D4GEtJ;^<TA*>aBfX$|)kB)QYLUyLrEU*}Drlp@C0KvoYq<D`+55$bG
9zeNP~*#caJUGJ=((B<M=nyNgICS70papc*kk0pF5#c)8|{`5)7Kg}0u{34pr1htE)K=to{0R{I8
emzDF-@rrZn?TdHX1Zt9E(se|`i#4t^Rc9WQ_T)@PdMp2HMeR34_hDusq<31D4FqWyF>v;5XjssQ
s80`Ffpu4*?j(KFG<ACIU}gykJ-;#fRn|B!=!bDjegr#0`A{Nll_c&0<vGiqcge@i<68yliIRxhb
=>yyIi#5Z<7m2H2%!VK)kCKd5LDx7`-Q~mpQ*i3TH@O4R{QPo30sDLFYXBRI5`&k$7k?OeGej$?r
CD@yr#PCRivR?hm*n?SpR+LgF6QTRU+t6fAaB5JRxV3B(`qyZ-}kN3f*zA73*KomrC2yylgMgLXK
1=C`0(UqqxSOW<3pu1MF8v*xlNu<g1k6O2n#83D%8(}pQ$sqW|;w87MHwqI`E+!|{|j@sjHjtDfe
A@qbsTp<`A69HI49`qrq!_@MInexQ)YJBBn;YHf0(ShwfVdv}CHvp4}GN%wu(!ep^(GX~K4+EJ`a
lftu;4CWyx-$Az!_SnO-R2#bp2GkUon!+hr5d&-RWixbG+Dg;u~H-Kb${7AQ~|5Cw5dY<uT!Dr!O
EnH%@`?+Z$VVphK@ymS}2I^fKk6VHi0(5R393x4!1a~s%35&+<Yrc0N&sZu+fPJ#lj<icxSn{x6x
z=_=}gcPCmJlzqR(^#~c5I{1%brLMG)%AiLzuVyO4u_r}bORSkwxx0bUP@`z#9X}Znw=)A%7Kb>=
dm=)3Zi9_jQ*0(}FdOiW*SHi=c1j9@@w4nHHM*r)Xxv2j|W|#<*__Eb4a?;MN{J5QX+~YdSH72hy
Wj}Nl3(b_Oo&Y1#j0j$RJ@1<lTbK9F)8B06#iVgf3iUC3mr=1>giMWQS%eqp<6@oD8ozpQcxw9hP
*8#9U3uehMWS_E24F^}n655nZA)(z7rE%0Y0F7_w6r%!5)M1*_Kno^-;|^VTW@b4#U}(AEUos;B}
HC=61K^QU%MF<WvXs)O<8t0>`3vc!+~V2I4VCwMrOj2geLFkNbzNXLB8TBB_xQAbo8oQpHTE3apT
da{2^5zLsdGP0B&aa1K)>n^H56GL;g-zhLY(SF@>28e{$HJceJDUkOwcTjURO4G&YTK7Bc?(J`tc
~`4$FpP&SsbogP{^?7ERoFxYuYs_`I>O9G_Nm6?y=^gK;`U`T_Icfv_+@}IDay>*nTK|W+dS2xIL
1D-;_8<)BU)1%3EFGbN8)IJzwvXIehHMjQe_v+EhOJPzuBHhz`zpvWH397f>Y0UeN+lssOgm9Ysu
A@-Lr%(t^1cHF#0jh%+SWJ@rmOCt`i_jd3OWY60!K6c=Fa1tO<-+gO`W!;hXYzK5-^dmf5LVR+l-
P~Tr3HLLa)2vU{zdLS<z<K<ys?}H-wJ|_t9Y8-JqA|^knR4Xs^R5Tf*Ott7Au?thn%}l<p|n*&Pz
d^I||1M!T%hQ8@tRDXGrG`PvZhc_C)xK|M;Y~km_QAmu_Ku>3cs}e>qkXGh_0xH%W09CC}HB$lj&
zP`}=+funzj+9f$l;o`;;i(t&x0>7=XO|;uoysZeF;jEu{^R;mwM!yQ~$avjxlPe3#QE{~Jem|Hq
Hn!<n^p3dj`^6QYD;oMD8V(ZMN|f6Ik-+c_h>AOO9P|HX_!obyc9t1g3;8JNKxf&%j)zzDTIS`Pr
iU`uQoN1eUw{|gg0AaK#8|d$9O3kn3$IfaU5a{)k>dT^X^yw0NrdaJ8QEdx<n1U>^d_{aDkjcyli
_E6@`esO_Cu3m5tlmKLy)6wy6O=UjfbU^?P~%kg5SKw+56h=sAgSog$Z5>)H)3`n>&cuQcX17Y?H
!A7R+f@`6aqSA78g$&y<wa1Mu9IkFQ%3%!)$BAHdhg6%DJT%0?IQh8-BWyzmDhShw_e%MV;&c$@`
T3<xg#l?R=SUP?XvPR&>qXu@7OwAuOv2oi&d7i=SjJz%L5$8Kb@VstJ+m|fpxf4N=FnK4^8?8AX>
p0YnmZfuCOOqbRqzx!GG<?VlIWo|or;TZW)^J!|Lze1Y>OcgF}y4<aBwa^Z^th7qDE`>vedk$9;t
$JpA#_Y5qewyUyrXN$^z&QjJi7P#y(Fd7;`d;8WTp&dev#?e6`z^Mf(9q*bO`1GH$L+wlN#qcKVO
RDV*?9do?KQ*Sk@=EpvlGzyTc<oHM2B_NOs>xhq*0Bp8HxvYq#j+CV9FHacbo4+_S)NbBt1RMhdC
C|#Y1dqg@hopcsf_U@hAR;!LUa(bi;{8g$XFUhCz&<Ik|wOO-o-SgFlF!NUuhO_9a38{J2dnPH{8
U3x7MyONy#1n<v4Cspg5pac|s}R|cS7>=*T}L7AeBDDAanL^D4^o%rRkn5gj_9MEHD&q85uu6p1e
YCT=wNADi`5<mt*iz_;BsDEN_*0_(w++e^lsQu}t;hhr@os68dq632VxXhH<bM4Ow=Mf`xJOJ4=A
7NygW%U57mr5{Y=GV`dhi{FA_Cnz*Ocha5UdDRcFXCGIp+B-Pr+)0z?yCn81R4p0#SmkYWz*Dc1)
3l4)iX#r;TYFdIO4aY?U|fI^X$N>56g>%jz}HDs41`8VHoJ3-n?-mE=gZYpzu8~AudcY*jYexD=Z
3VS_Jn2EY}9m#qUJ!>v74=&uD4mjT^SD4lvc%!WR1t-W;Tj$ng`uNr@%vwq<AV6No6oj+nHUz0XX
AsPY4bqZFw%-9klH)xutaXldg8=X~Al7LGZbVEL9~O2d7eKxjmmsm?&aT==ih66An-QPm>jceMr;
4ULS{4v|4Bt3#c8cc7*fLmEAyCgEfgu56c}A<jq1O03NVSdgocsjn|QZfnv4OsurIcvrMMHB}HSL
x=2_Ut|kMFnrwSia)N19F$sGm^Z<JQ@9Jt2z??+8!r_pOr#bU6oJ+h7WN#B*uIpV*Zh_0Tp6R-h#
NB8=#4@xU!4lPy0(Wiwsa$${Y23DlhEoR4SPw|aBq9`^t4cwAeLr1&~zJStGOPR9kcFUb(TkP+5f
A%s}5@}@*yC*13KGRggcFbIjybTbT{4bRqkjNS&r>Q??f?^|4f+2JwaMVI0H4+mMI(t=}zh(=k4S
vuU(grV*%=u<|#8vpxd;AtXZ^{r;HX_9M%WQ5m`GEBeMtuArP%cI8bwMzt;k5VH|z_D}oLV_DfE1
3%OhgN-HMqJ6f>_nGIrpgif&J!A}6NHU+o9fqirPC$}Zt^j97-9xRKRRS@3*qcEO=lJ&{jxX%8*(
=lya{^7jp+Q0<W<~TrSOaj#F=cZB`JKQ;I;&UwS7y65efA(PI8G$i<m;_p~A|$-!2fmTa<^y!F$S
+*4=UN<?<A9KB{F3_&);9H5(owvxh@#<h;$*H$<qwW4c32cj=?{vf(?@wtq~G*b4>Uu`HU@4PtB5
{|00-!%7wQ(|b|MCNJ~Q6%^ae%V8w0Nr|N5>p3AzQmT41;Wa*1c^g+MEHNsVwqXKYBbB?m$XlF=-
*vJi>F&fPb3F8mGz7d_3*dz=(Mf$4Eew)Af*>5n@;il8;)xw)@SWDjb)K*0vGYW+T%2muMuH|V<Y
w?_jD-#c?i%!?}O_w;eqBX&qU0yYT7w;{@d57H}=TB&89o12kLSIH)^GSEM090sda@dTa1xn863c
zCGIpV}B@l_SUZCczY2o7Kc3i8v;9-6b?`GFZ@10U&vfiF4~O;|v{jLLt_%68b>=xjG4C%n&kMJ>
ak=r6*0L6Wuzvjp#v(C349++di57H4v@09VykFEp?s@amNxj$hAh2Mg)%oG^_Xh0_-9<ovE#{U=F
*KxI3lUP1jZ7HLs({<im)JxRxp?5Yfb>yHrTtTk&krp@gA*MBcq|<FN_E9BrJ-PkDl1oKywk?g0h
=HMYLXMyNi|uux-Fw~=eGy{+jIkXP(LGv3XSKM2mx$<%?b#LKqDr_~O4uzwiecW8)9YIQF(g<SWJ
BqG8B2A}71>A_xKngM=B4=rR_d=0je545{?pwwLkLde&$vfVNx53Q0gRK$aj)V8{s)hUb$Fg8;-7
iF-?$EzJ=;j3&m61<kz8Kp~fW8Z?B%xl+SI0RIQ^FE=Qf;D3KH}$vGZ$g)5oJw8@dx(+4VuuF$a~
TNh-z{tAoNtRLoI@<zg|6`|YE9$x++aecu(C_$CWL)#Y4?60qLGZmLd`W4!pWBM4VO=71?(hi;eS
VqMKd0)IblbnnuWvd@5Vx29T{y(fV1zFk&sL#*<pw}Tp7()mp&LIbXB6(i8I*kN#OTgg~>%_7AO<
fif(p8BfR;l!lsge6LL*(VBWC_1KzHwYM{F?%jkVyhxJ;Dolp?gc3utZ5TY{qJy~m>+97*~k`+x`
+lx<(^2i7OgFgat<3Dz1q1G<d<d^O!_blhxm}Wwx0V}`5tWJp18%3rfEmOFTO?vKpsl8ngON|pW$
Gpgm0x4x;&JxNpv!w}&XpJX!X8x#VT}#^A$&f3B)}T^;!s1lmCUD(!x0X7BTw|N$uO7NOtWv-oUH
C*z!+z#0oG$A@p4$g4?WTjrSUAw^#YWlG^0NH{0JD6qlFehrQEJdfdh#ixNY$=kdXQSy%CEJvgZN
hu@aRZ0nr<)27W^-S*eoa^Kp_h`D_J7X0@cJ-T<#~WGHdzrxP%Qp?^)|7?RR!M3{DA(KicCaPh$e
K-+nv+J$N|q6XNWkLwA-PKV^`Q^`^6AoIkwiZtvpK%G>|tklFI<b|zLuSE9X8_TEq0D$)H4ahu5w
{GPTe7tw-&JC|o6e|r`>V_sn%!1x*#L{>~H>g;zq#rY3?;iLV(78Gr`vwd>bRy#Aptxh!~H1t8Fy
J6enZYPCYY2kb*>yV7?23EcHa_dOIhxa>Yqxo(9bwaKIWu}Aq@ARn99whZEsE>UVZO7`<j*A92n;
YkzBi#182S@R_&uGHjLgY|~xJV8!xVvaF$r{_$SVwm%7h@TI8~>5$x^Z%AikX=69(+TpU|_U^r10
Igp^s-`9_V2JiF6RYob>Qeh&Jhl)00^YgfW6ot`G(@`+1*00DxTD+q|NV=*BUjK;-9_j<dDG6*4V
6-!W#zh#gu>w%6o~SJd=miOVd5-ix-YGH9G0vU&uDS_Th9kD5wg$Y#dLERB$y$V&vb+s-$cE|;t)
eALNZf;ikJKka1EhBSnpEA)QLOS>&+FPQOhKt7Uqrg*bDWGu(_6?*zQ%*DhtvYyT=qb8^y)<V@Q)
`F;C_L9{3vA%t?)bkjiZ-|^`uiRqA#iO$~+6OKyXg)N3wo^?)uof+;@YP-0xUhgkhhUITr!pJi<f
dz>;TtKR%Ha+pH%3uCy4GJv`P7b}S${ZZ^8_0-JMI>t8bT<9*UUtE=N|0+Fmd6aPs`(Lr*&hCULl
N|I_dG2yDs&$$rE(15>OX@HeIjahxvDET_KR@1Hf51tJ~W4P@k1PC2z)p;lycD+JEMzhD(I;#M>Q
Ab9vz8O*vRfV~UIUg@D5(u88ifam0w`R&0@~y&Re-mTcV3F{~Oo5jV5^!{^g_++&cK@b1w%jEg*e
enj7b+}-#xRKQdIL)X6NDe-*4%;z_OFZk@_(DZ|xAEKK^3>;TE3W-v*bgWMvn&rBn*38kvIIY%if
iOo;3}_x(m~J<KVJTS3TDe2*yBoRmXWG}L`<&0qSHQ>sT}nGJs4lQ-M+@C)h^zHhbGm(IpifSZYw
RH_Z6B{B?6WJOZ)hhlp-=IRo(g$7vTl_#Ov02@iPA4S3_-L7x8v`c@5W6<jIl}i=`F(_#g{HI?DI
IkyOgn<NBr$+Teac+Qs`%IwC}cwD2}y}HFq<_;|+UeLdWq%BSXZlpLCPS7*GeJA{2K>-h{*ovoZh
U{WOUl`V#fMX!R>Y=Ud+U?sFy;y5_x6EU;155n=_*<o=&flodqtV~uS-_!I0^|6ge1&I50|L1pj(
XDMsmwFJ0?jAqpSQBM(o2pPK8F3@Ve^^g->QPD^ZSJXLdE~EROB<oIre3>`Ee6h%UG|Sg+;Yo6T`
!t6Yd`&uskb3ng*=ubYt<N_h*IXL7O}#cn(L@$o>rHm#QKxB*WPspv!6g|ek+GMjjhvl+7c&XDLW
k!|axX-o1-r{Y1#q7=bWk2LJ|?FnzDd!LbL@GQ%63ClFvOg$&Qs(C`<-(e+`o?PQw!5-NM(|a_#k
z+6YxBpV?NS)zAg2jd*a6XrO#b5lCin=Xu*a<<e@9_E>-X-nuIV3P#P#mx^ha|R5xN=c_8TOMSG}
TzWp4zCY-4ejmrPJG<7a1Yv4vdO^9jwkd8QJyStAbi{JIWq2etSn4>@q&@TKLF-@P#<Fb*{fR1Ye
swZh!Y@X?VxE&Hmr&7IizLCj^2iXB1BwsY8?jVTTeGW3-YEs4zw{7QQZV)v8t+fBzx}WAnk=`G_l
G&MDeF~ig(QzX{^s#NUeL)9Jb^4N+7lz@OJuDR&o6@QV>Kq~8_I3?HgAV(!26AcbpuOpz6kj2(s4
_CXe9|9zAm;K{quQ5$7Jzr&xcq{yN&R?aspE7C2&H!w|FmE3)$!*SvUHkAU$&CNl#Oj+erKSym*D
W*tc|Lxx8!l7__Rw1_~N@*te<ri7t-hAeT)N!M>PBmq?=?HGKdNWN94*oc+obpO`b@Nx|yKK4~Go
GlANWAChV6?1HtmhlVaW{T~-YavJOt$0eBW}t@$BMX*Fj?%HmKR_B#!+gIPKi1UQU4GP8E>R>CP<
eOFwHWza1u)HdsQ2zpt&S^=q=qGi;5WML7c1TU2ZSPl9P{4PPGN^<S&HR`&M)=fW>`)CaiBWgK8B
$J^Xv^areiv`~O2h%$Ly)d?0ChZzhl%ynxK>E6c4NOuyTxW|z-wf$$N3)T~_U1oVXHMAZ+ElARkN
Kd;^|4(v(|G=*6Qj(=rEoHJdM&Ydys%B0I5*bgkc<GVHfZv^)SeVsf1*LFL$S<0>(|M{Z|#an@@s
gFmCXmlIb;7Dq>GvhGult(K;h3TH(iL-vG2^KwV{rKbHna7?RIgm60qK|yuCG%4+yQ5PGVsYG&xD
f?OpO3XxxK>9D22BI70<&erc@4=&su(z$5>QS=DJZ$5Q(rN{4S;5rpvC#Bc<^G?F&vHKhri87TYL
l-Q_?gEReEDcb^+fzE_(^6}bF)U~9h(B}}iu*BD`%Ct-JpfTUp9g25XO)*@0C>JJ$7}Tk1tN{;ad
tV5#>*+;KP@K~R59^vt%kuVo5JQrq(Z-<zdS5AM?R=AJrC`Ynsu8R0j@nPoP;T7uqI-?&f{|9+_^
A#_HC|#)w`H{7hSOo(?Ob70v`<x|N8&IK=wos;a3wu=F*d$V`KEe=oN*=wzZ+|70jPa>0dLPvox_
=I_2NtlKE79FEe%~szZ7e8g=@TE!ZpyFv`>6EgnE|QB5<Q*2WhqPvbfVP3*j<8N}PXdNYK*3X=^h
9<l%+CP*;L;fyLtANx#$n07t!wBDvfnwiYq<S6+HN(_K0(8U%(yAfX3dC<kAzA8vE13p+OCgB%jh
IJ_M<(7NV!><rD?SZRJtcL*V9oriZ3No(X$gN_oQ63{Td{Daf2-fcb98}D6pti~*D-j$TS*8=1lu
30>lgas8f@dU6`?GG<kB=Cf!S(l<fF54_svax<zqWC>OZw~z5?UZXEfpeI9&B)5no5c`;e8@xw3+
}9gX*&%3*;`=E-n*hGn64&2uWTv=Uj0;acLJ};f2;CpD(wk*9g^ZvA?_5Yg+!J>QN|R;=cRviwBK
j5jZg0+gg@`IlsL4ml$QaaXScLm6OFAO0Ee}$CEp+XF@2E1)0c^6o#DzuO7hp0q^6))B>kzQDo(7
B7fvP$uN9Ic!8ol_i{T%xkE}ugRBEb*vt0rkOSqsk+-PXdd9NZoWh~6BSQZw*;(8jcF_h==LMtKl
h#U^V+#`ijC}<b(Z3Hj*HQ`N`5h%DN!JpcX@Dl01HA!<}?Y+l1O60u{C)%=(mfsm_2okm<b-wFbR
Dya^1N}*rQK7LeRJ$XJe#EiKue4gkop;3qeQ~d!1ha=L$G<#tpN_0!$T=zuz~&o_p25eOuj$Z;C<
K4@T#mVr?VjVfB}fW}4Oh6x2+W?;uaaprbfl^*`SK(Jh-oCz6u)m|eMt}+b}%RyHQTV)NjlbUziJ
rCxbhwKyAc%b;VSG=TVgT97dlD-oCi<;u{0-}H{LFI2e(_xY9iRLTW^hucpZc@2KGSnq<01J$Q|x
0_6yLLOIV|$4dhv*@H&hG?P4!|rv&nRklt{lE98>HZ|Ib^x^wb}^#*XRH)K+{1XInxmpRj;#{>Gb
pZ!lpCmF88gcEb>oW$XjqSL9BUEk-nFYvW1Ek6s11s6jPk=5sU<i@U#e@A?47fT~Ca-)Gt#iJ%J5
z*>#_nh?qedxM|gPC(z)sFrSLh}vK)}&0ibKaTn&(w{-+a}dehexk3vBPeRt3j2O2l(fkCz`kp>N
Xw=)TiT0T{T}5inet}@9cerfA@XYua(=9s&1GpsO{=_ymNq7xz_*PBZ9aYlXnW-OQu=HwL*cR9U#
tMYxBlwNx{|-4M=((m<OWL0XKx+z<)r=>FUp`0_+0slUlza3i7H^fs|&ObpkJ|su%Mg{|?eplRQh
yfu_>Wjxz2>9`RnQ4##*L-YxIkCr;c)>5SIm(Uj9v6ePftQv4cYoC5R>d*C0WYjM#kQrj73gM^ZB
A8I);IoczfO{_BA&dE66yUos5Ok3rQXfL8*rn|nMP1EAJue4g;1Uikjb2yKnc;n*$CNuHbQQe!QJ
Nkb#q}^F#gBU;wi^b_&++m<;$1h-sKZ7vMuhloAU`Ec{5#uC~BWTTxpPUZFaq#J~{M7IC&i?ayT<
pdSjx7}lgxYO{>?G^#iwLV~68ez{h6}~h4TjK?do6P#gH@DXkXY&u%m1R_s3nRX!iBx+S`r>i88f
PElRP?piv9+mT9xPq7{I&mR!Y^{OM#~FEF3_7_fWB2rmFlhfUw|+zLdo8ZF#|@ts4<JlDQx>nJ61
<yxs5eqnkV>uhvz=>Ey!m7{lPI=fs`u)oSB48K}%UCBJU-I<oyq&;p^s<bRuhkWT=^Et#x!h;}&A
DuKXs@B75p>4w~=143h@E%e|7llq;=32&KbJol(J976L{A+IMX^L32>QStl==P2ie+Cwb0a*Q%ab
vU~jW>X1Bx%z+8!e;v;W!G&f9U_Q)D~@8~2Qmh`5uD@T=GH=W_KXdaHd{K*%%6K7ng*Z^<GvHf$|
Uvo2mhRu>uCu1nYwegS<3%(%Ku?^%RtIe&i_LrlF52qL2c32xE5P&RxS<)c~HgT`ePg!zQ#8m2Q7
nIhBRI*SIPy$94q<G1!P}i5Qe74J0BOP%cS0%0)51^g@*m@?|jr~wNb%7Weom(5)k0D5W(L<Ad|g
neB?4-?CLrpdE<~Y0<)qoDE?@mG+kMd@{>E!S1yipFOxw3x1UO{ThmSH2z32%h%~bpg6K0f-F#r+
dv;C(1>(r~--YFyBn)bM@DdFM(jSNU?fpvsbb@h=D8@68ia=~ABVz~CUi+4bp%oF2V~PgNp#n#KR
j4w<0(L2#r%L^TD3k2Ul|3t@vV}Eqn~mMe<kgA$7QNm@im5LP#O;rLy@~XwM+aWlH(GHLf+B%e__
&z{&nN%TSYSNOdXw#Q%n*^8ltawPx!BUV=c6=${m+t<dzrxHo7>{wR6@Rp#X)rHxAR&W8J5t46K=
DI3?8_9BcA;ZvTc71n=4vA#0*rq!RjLPz>&(two`SpPgtycrL2pl3q7@M<Vn!XB-VMn0d2Xqh)L9
f;S8+WNx~eB@}Y6Qlzc9^y@dD;#Eapk>$*eR$Ed%IT>%*L!xWdjWg3ko_^%$K!cvo=3?n#_F-9VL
t~#z}#&kmlP+FMxS@&~aQY!`C_sg&21O3yrHwQJwEs(Ms5)}yxH~S&01cn(tge6zQ%H1X8RfphdP
GY)k!B-Rs`5X@cfQ9f7w2#LDZoM&By)P8yE%P$o_Rvn>I)NKv#=8^3FwoqC12)KGA?z77e6|AIFF
?Q)H|F?_aS%rjYdsgtnC`}7NNIi46O?RsYx{^@if&DVa10dfkLj*2g#~&$RrJ>FCcSX9HOb51bdf
MAK18s0zz^->Djh8<&}6}O@JriL*a!+p!FHV<u0LrIT!N*d@saH`6IojS$%Sa}1y&ucJINk?V+BF
NujU_b$kqj%cD4;K7hYpY>-Lk-gt+F4x7H~NKqk$Q#!Mu-q_J|0<;a$~1(pKpJSfBL12N0|9d^0A
AeIwZoa6V!g2h4~o0AO`#0!)ZUj9vP?+!>1eNR{0xKb)9WS<q&q?7kN^CJI=k9}|g2Z|&KWb1WBc
&Z!PEV=D!-~<W2J{BfqO&hV6fCaduXc2MR+iXIvzd<ZDH3pxrF29}+1Rk$9(8y>p8Vz`|zg!mpmc
%N&)T<%Bs#PE<Dk+D@LJ|K0Wv-VhTnAM^Pq8$qz>t1A_xX7IoRCd3vw)$6ZAIm9U`eHC2vqzv!^2
^`wm?W?-#uT~7PgkYKvAk4!i1UG(yJYsY>L->lSOP#OjGjw4x(TK(9G?>!2E}&={3LtfLv5!=pEX
&|N1#KQOShNx+1lm)LQ)#g#1$SHh|3;d&i2vxIc1B`W(9khpkxI6<Cg?yR%W5IgZr0o|}lKo2@|&
@yp{t7QF*vna<^eGaxaYN^H2F5T;+#IpR7o*@-UnnMs}CTcK&pW_s3ONHD~W{4iuZQheC5>JMCBp
or*>@BaX0<QSOgrJ&8h24U%140=32KA|mz&*fE(c!arF<QNi&ME8|!x)Z8sPNw#^JAoDS-y=2{A2
T7Ll(K%98`6tj>IA8?;Ql~@nB~SI{nMl<VYAyYri7w%2h{*Kb7S~|hX*zlmJmNmYRAir$q$&+c$^
SHTv-@Pjr@wwTReMgvwjJRKTC!`Os(;_2sDEeN*pkkg4$<~wQ7Lpb*K+4<&%)asP7peer_z4-sM|
2OLW+@Y6)S?eZ9a{3(#Qpfct!WOj0^EQOGPj=SE0nR*U!01}&@QH)2e=7n7Sn+4UuK6?B?1>IDLV
M8$bk6QVZgl;(zN^6Qj1OTzE+9#(ap!4UcSW;JQ2_YWxLFw?G&poCD54sVX0V`|O-Qw$!Nf6asn;
`fxH$nAPOE7|koC=2z6AL9+4XG%tvWKC}?(y28%@@#{y<tems!DPv<q|fDg3;#d9vNKuB_y(xlpX
tRG@rfxVxDT5)k?ZU7+=@aY7-u8ASzdWduDHEJGR@Yra{s=vvH_5(g4TiEih306LxN*Kmu8hyz;n
IbQ3lVH7F9C36k+d?IB5FY7e>>S`$k8W7VTUKZIxv%bAs&({0<z*dXdFU#iJGsaI;vniFz(yvR^^
+wvO7!YmN=`!JT$?UfF)(a>^A$I}dRL$W<BnKiy1zeBB_6ed&7lP}z%-IbvM@b;f;X<)OF*1pu%|
A+19Q1o@V++)T3bli4m~vGO0Ux8?sM8(e1;wC884%}gxzg%oa_vg^^^g<24I1dHb;I9mQ88|TfES
x8ryP{N<TBfp*FfBa;-oooe;mHdVMGx!;@g!J<L6ea`Bd+PRiyk(M;aXx*7i^;P290S<>I!-@9X_
_9~m2<o}ZV3MiFcxUoB9dR8#=<_gUiK#hHg%mVxue%tDLkPRu5$F>t%H?rUsg97<_TUzxc+WT?dN
xvTi_!3DYJXk_Xa7`*uvlKV~#}pK?mAOI#vR)^0dwrn17w(HD4GgdUstVD#{*jeoGk+JxFC$O1c?
U8V+aDO|-s6Tde*zFD$_!SFkL3Og+t#nakoNisYEd&9yy{2GmY40q$ChnI^@?t;&dA3b%mhxT_OT
j3BX<m|mEEf-U|dLF4wzaYg2n{%%4k*x;zNvp_21u`_lfV~RP{)G;l_rTT0B2-aIG&diMw9peITL
xpJ;(OQ=<@{geMp?#hH6}qhOV}W_2s)`+zhVTe!YJY)lkUEuvyFmkeU_FSHJrvhim)wX&me&Y>37
j!R49i)d#)4MX)7(a3s3JdE?cJjdygH|Eh<z(v(nZqA<TJ&QqJ&T2+fVcnQvX8Flc)zNif246YTU
MF<OEy}4&X?ArtM9Ton=f!SnJLwyuJpfm`T`}HpZD-(LR}%i>Xi#gk}lvEl!{^pZf7l@r~M&e|5D
nd5N<yd)YqQHPMOrUZXX*HC<NP7`M=a<KYsd+3NsO)2ij^&I9<}gbH!}YebcxyG<qG(tr}gvA(D)
d;$y}Qjg$28Y-*Tp^8LM;G!b=2=p>V<;t9)S~nG-d*!maeDyfDk$k%|u?;iLGR}Vzs^bJ=$?<Lof
C)g<s&x?z^OxMjkINtJnTGH3AA2yf?-xN9MzznZYozf)Br)V-bm(R@^-r$o@w{VZSW&nxZp6S&wk
)4S-LFLZ%kurjyJ~^e5Z8reYLdsFdXq0)X^CjORBIDNA7JzA?Kcv0+sMQTARC}H4=MWlUa;Fq?8Z
z3q1cH3Z-cK=b`pz5+IY+g*6>3^q3{P5tlv)Tqm~IEefeRf|7r!iFZcJiwxwhyo0?3Ro^=KsA@|%
Jcj-2;kvCHVOh{edI*x$<Y3Z%T1vjvILua_KN0}rw!n$FcNol-V0SCz?i+c-eMXB71^|O)o^_KBU
MZPyD!X0An?GAqET|m#w9O(1YMu;Bcw2?WthtQP=P<Ln#lWi!r*e}$Wn4h8BxdL(|TZo&@RL}y7y
`DQk>JWg+P_g2647BWsW?pDdYw<RaBo=G_3p;36oY#9sdllDf{}N#9H<KvdO{U6rtNqPgn&YM)Gb
WO!En2;DyBGVgyO2!my1m;GyG~s+vf)B4*tJKzNqY3`8Z}4_&v2oN!OcPl1+c~m67_GhS^B?$&#5
7C$>^13n-739s&C@uOIxzG15HZD&2Wj>L=AoKDn#GqZrVz^kq4gC42y1vr^;2hLT(}(8O~!$<lo|
g=~M6cSo!s+G+vHr{54*W^|$jXD3QWQiBqA!de|#zEmq$Hik;fAkwOy<eX@32M|AO)wR2H8dHz}`
C&kug7=dE#iiGbZf)(e~0q&92G#r_l#?{I;J&u6mrSQR)zf9H&g(CXE;K$pD7#f5WJ6Z&2hU5np5
e%(yRx7}_a%pT@M~q#bsY2+kx_M@u6rb><9IVW^Nd_vOSei|^`J)?b?s!1TSKWOTGW5a9;a9JPy2
(eCf(?0j?Pp$BztI)zjY(*?NMDo4SG?h)ptF_2E0@Zv)2zA`CRi=!<%mqfrhUWVo}CbY4$EKu@$`
u-nkOw8SUI#wjHA>BO}6#a*(q#$_5AaCTrsNc1N+utYMt3QY!*-__8EHGvc-CUR+tb)jO+2}`sef
uEn4j>G2X{s4?~QxO~MI1aKvy`;&#L~gQbo%7I)fWQQl2{5&*m;?WRore!aV=o!<#2N19jeORrLM
UN#Lft{k>s12WTiE1)cDWz0bLrp9P@0mNEZuLLM4YTvTzQ}!a)0zPs%>Tk~FBkCEKBkVhK9xFW_^
U#!qRsD`evT*H$n**Ga0sL4^3UJ-u6)lzG0~OBZGPaiakGNE@d<;4nrj;-e&_4TRy~7!5dQVmNkI
Un`3w0X!!Q@wxGefGyQ}un58|Rm5)mcknlL-{vWTPyb$$8D0m4mvcTVh1s-<9jyh{8Oti%+WxN+f
%aBBHKOvofHdFp^HsDi^#+gFHk(0D>p{X|NH7eonJl?@7ogn!{m}4zLx=!R!uU^inydKr?~8*MA}
#Nw@8Ybp4&^%*CrNcvtR84rj=>H_q<E;(X+l@-C9YDjip>8pL1fIzPOvFpz>!bX?@-|4BSQ{u1C&
TI4z#`X}AN_yjbWGp#u*^aT%5`IHdK%7K!z2UVgku@DWl>l~-t^BJ7Xa>56+a}-5bKQ@USRpH3vR
S~S2NUh!?*XjyyHKBXG3A;la3^+(OQn^4Giv-(i!2F$9h4cSZ*6Jn~i|3Ps_7(-CLW4&CbF#*a-e
!I;i!N%o;>aZ%P#It)6bV$ApSfqx9}{{d>1L7i0{3q=+xmu(2df?@j>&}9j{pWgT~-s1Qp6#PL!<
8u4Y!@5CfePoH#dAZLj+|jCQRG<{z+630TI2wAL*ctwd7dFM8;4oCwu-0fN{+)l~`mhuw$>?z0ye
JtDD49)VEX5NiR0r<);R%>#>MvROeu?V)SEcFac>_$hWrP&f*iEqQLy<Lf_RcV(}3MXF5717Vs<q
BO<!h++N+neVOPJ4~Ybm>TE&3oOcZ-C-%qdvA(F-E$jD6EXtl3MmfrrJHky>Nq*eu{=+aPMJ8~pE
vCWzI0v1QQ9E#q&?zfSYA^cyRsAr)(-Orgr4Is~Dc;U&eUMy%xnEtKPImG8L|3Wo(3jOHH7NvP+l
uhM2mpQO?H+ZPy(IB1<!E`=8NG>xTy_izs(Oyz-3ucwtb79b$nJ5Sibpnc2}gLCeLD+f$WL`uhqz
XTTJ0pL_{2~++7KY%d&aGdVTJ*A6j+z?nsUA_)9u$CW3zHTM7-?Np}%kg$FqQhK!LQd<q-kx)tnj
lx6arfQA4PvcG>n*?9)nDSdO`>q1qDT1|Z0XE0wCGa#{2*nWzj+PEY)(ek>){(71euwwOo_B{nTD
4e|kuKXj)fyS4Ts3kxT%k3~O~gS?$dD74}nbx^@<7XU1PH<I<sCkrnZJLQNyNo0=BBWV*1TEEAs+
a0cr9`wrH{_W1bnyiJ5?ejB|#SCS^s*1%&cHY+x>@{NgCtTv5u%~f6uovEec(R3=GeW!G{8DCx^I
$4+7e3P>1iNTA6Z4!_d~5FlBM3HT=pd|7j*VMyT`go^+o2T{<67uoE?uzJM;d{U9<i*c^674c@*^
6oTmC5)!0KL<*UPmK2IZ2D`}_wR!R=(1*D26w7@0nIue{e7h0yai6M`=;{VKdLn5$s(FYcQ<69i@
HtbOBJK!bapLgJG=!9i5cp<?I{D~Itho|^q(-0)J(x1zOg5SMo@cc+GWTkeJ@wLA<J#y7XYPtogM
E4^tW(d>!4Eq4d+!H^I;-CFo~yS7{T<M~$*zHS|+pg+v!KQA-%$`<7Ch|jM2wOzQ~cQ^8~BC9yi_
Yj0T1agT9D#>?Lc1Nf{j=sETHZdG-cJN~L_j);oKNw*4bI^C~NOEF5Px<(Sj>Q=!CO&iL6>GBN7U
Tyz-4@QqgdiNak(+I*yO2pHa-d|6jfa@VD6nWTTCo(v2z?0J)XaECVWIOrS$vz(7Ol?E@C807-!y
wLNjT><A6b+uj4QG+gUCIdw?lgu{Xi!WX`L|8Hru@q;1$x3xV)ygtVX8TSo|hr$Hei9%4Suc0NiK
t;TzPzlgm>rU!Vkb1M@Jm$&zCQnRVj0)!6wEU}4WMuOP0xJEVD!3;&%v`~yZOS%ZhJEni~2J}p?0
{1vB`1epO*M;}+2%$I4|%+B{@Hx0#AA`~(|XW!AwQ1jD*Evi^0E|wcm3p!edT1h5}F&`X5*^gn!%
M#$D?unZ#Gwu_2JwuxL9-NQI#_6{{0vy<C9INLnX&o>)e2)}tv}_STsrR;Br(|Z1_<rF}|4MB|*7
bzRjT6ynq7;z9+|v(1aPh+ao)>shQZH8MVwB<R&{4fEAK<h#p~%I3)Obk8RF)tK5+TkhD61g!Xn4
-nfw|-8IG`FE-V{}UC)bfHO&;6jJYz2xPl<aOlTbn|7WNvZ>|;!9!_LqcxOsSID3zu@Nv(dY`tk}
nz(&v~5!E9pLYu*!m2=vSw*k305e|(lTa_r=3kmrJ$wNNY<a4U)?Ty~`pb+9!JAltEJ2j#^?GunL
l^d!Ba)%A=i^+;Z->19}jukSXCP+t4#E&dqPE~ud8~VQOx^mHmR{>qr!^?p#J<;gk2tI#Yh{WnOI
=y~ok&Yd1^^*v+!oPDt;snO!8fZ5Mt3}^FS@h@(wt5wsA%KQo$XnW8x~Ci6X5!qd^3#I(iG^y_nC
n*RzPRk;7iZA^Y2X%lWS(q#LL2zJ`cPD}#gi7B-&<SogLX0e_u#sFpWy?RO4zLjtO3%{Y0NX~@e)
*CAs_lIe#%tkM6;-Fc<$SB^Cz#sUmUE~U@pQ#HxfQU+yyrjQfoif)fl2GpNkAivpM}+>~dL)fgI~
Gq92b{G+>1H<au~qIkc{Txga_tMnTWMo9wqditZd5+qXZ=<Q69tD0hSpmx^$>yQF~*G-surxz1FF
T5+GkTsSF~XX=Ngj~kExkc7xO&$CL8@YNW<HcRp3_onk15M6bwiz<M@qJE08z)OO=Bm7V7?#iyVt
Xd~ld*}UDS^T|y#iL|)c_~Uyo=y&R>{u1b#I)hOez<0A8^4@^PJnK_ag(;@b280s2Z;#c3v-Ycbf
}*TqAh`GV~{-3o`hsv<twJUXe8&x(JvxHGz+eB+&}J7!rEdk5utfvTSA52xfs|p@OwrG9QD`SG+8
>sp-i5(n)s)Go?qi3ujR?iY#FE|r!-Er^9tsUjth5(74LQdb-JL=OJNFBOMzcWqx`UQ`4Zr7u1DO
GQ49k1f`~8$B(ziU!-bGMnn4=?V`jMG7@s$VaOS&4?iFr>8tJ>QT|$4DeF?NlEa%eskcdJ&u9wdv
Xi&C{HGdTVsYLiJaaIRhvk?}A<BEniPj2cXCC`ZIt5D~al0lRV=arTQa2wI3qEU5cTov!4LcqIv8
`UC2e@WCX>LoYXi8}Nh93*2i%PJes%LMFJ;`}`H(HIitCNbkEv)UQQQ*V+Uc_L3$kO)rGv0u7>sG
|gN0@DZc3Bb-;Jszqo&)%)8<SeZ^3?Q$Ay++X%{<(c^V@0k7vWUU~6K3_5iMHpS9nUgxWF#Pir)=
eVp?;&5i_DRAWE9tC7~V3?up$riPY<^X%qn+51c_UHn<As+-bx_D`WgnS8(J3z@whDJsi2H*k4$f
2kYys=t|Y=(-851;sTkcg$(~OI8gaRs<)l3oxn5?P!{+V!>-|6kQp?9}DmE6C_HWE5do4rvwmGwl
%WATgr4OL*n(mswSjjNE(A2yjaW(F)aNGI|=F-qLQGT9M<X3aRpdyWvwQ*_|g;XVR4HElaWBs(ja
VY7KB|&gUVH#dIY(DA&q>e0Z<2i~4%FivnJh2y%VTfr%DD}sA8S5?jwf8MH5;{rJ9B3@PM1L-)v6
@T%r>Z$Xq3J?$oK93sYx=jXvKO@0(kwMfQaED$trEc%n*V_t@Gg3&v4MPjBs3s|PGHm-SOq2ufU{
GUMw|(aW$3NS5=!-l;x{a$XFoT~HoA@cRS_`@fnaAb##Py+TC9C{0QCWg2#o5ZYMZMsIr6Cp;JJ0
3ciO`YVxMDlnc+=;;=#}L{{mH{RIjWlC@@x^fpqTu!2Pn7^dQu^H3zVa-w2M!e4~W$YRr9y@g{Qy
*!j`;U_}d<dPrp+nby*cGzVJG#>~Quz8cW*EQ~$O$u+XqE0HuutlN*ZX52BJF-KTK%pcdS5(ctpi
`kKdh!|y8BRDHhWzbM5k<5ZAB;8uG%~ht$ZXo!KHf=-2QAQyAl+!RV!9?bqPRUCcQ((X==h7<Zkl
26->h;xZG@1x-GhT1MJO7YoX9(NA0N#+Sg?e^hYCJQj9Q5NUiBj9S<=Y{f8q9*)>Tx&KIX3L@V6L
YzCdwljH>r4&2OD>jwWQ*jal=NvUWoItISbBs(eFA_abRLnmyxS~Olt`fF4H`1z$-}#Zi#}+%CP%
qKfgaPY`NiqP>N;k@mTXCjNsbZ8YV-u49lSO>x<gghyIJyp(?&U{6@TN07o>EEfPqrX8BrEL8D1P
bEiCy9aa}Zd9V{?IK<5Ho6eB5Ay({SZ#PbIP}6HDPqMi2m&F)3(a8vydUU)@*V`^p43^iwGI}a)#
F#E`@vapt2m(LiMqrEgue<9@fyk2yHwiE3c-0eIH|h4C>(vH1LO@*?N@>1kp`!-D?i<NOF@aG*mn
YZ9#x}Ryw`Qkw0``M7rq2pXE^IA0fY3zG`BlT|wysJj<*lv0OI-*IFn4cWB(o|2P$R3i`dY`RYxg
9L3u}s^<<!M#Aa^d3;%^DWJAA-d()O_!Rfmz)99K3rq@+tWX(&WQL8@8!xftqI{jPh=!FfKdsNsK
zYANw|-SlZcpE*Xf&I~@hJ%#U<<{jl^n9%k)0!FHm2M94KD2P19$g~V@O)nC-ln^a>`y*2?t;}#-
>}+1$aZ(;Se5&nIMM{?60UVs2_3B4^%ID_Xs5f|3bbOB74;FcimyoY3_gL2*l$D?$R&iJk(p3sH#
4`@HKp>Fz@t;WcP^YKZ&+(8XT)KCxe`*BfHD4dfpN$bS+D;<Qan4Z}z(FNjJ!4O~?VE*LM;R){bK
o5}KnKyG9oGp^C+63f7EMW<7ue}#^jON5M)EJIS=OraHIaJW!JcLw)bi4g(gBN0hI`^g>#K-5CDX
Wh?JhY`>&?1-m~kt)arysz`9Td<9-|APYzZFZCWUHW|H0Je^&+*l!xob^QXDLmcEKZYG)$e3wck8
8K31{Qin0qPUt}zLs(bCyRMcFFk9hJR`5|A;wlfr-1dknfkHFHe8pW7bV|c|eZQzuLSE0K_>+39l
?Kk=U-B3P6<@dl4dttxGs14#8me|h@#7iWG9bc{|VLl7%j|}F;O#DoD_SxUW@^VVp>kOWO0M4P@$
Cj0Y2}n~1Mf|Z_qwh;KiIlt{u<wbxN0LkV66$sdYsA$sFLg9-VqOLeC3ijT>YOA)2lgVo4V7p0UZ
tPPxsOHG!G;GIY<vF)bQP0?AoM<!e|>}|GWV*UFQXA%?TTywO_dmNarf{B54RvPvdy)8ml=BFAjF
g)aOrgWDcZ0-x7x<HC-@c?*7R4d3r^p5$^OB}+%K7A@=9OZxIBj2$a&e^+aSeIErJ9qf3{mMaPW-
CZop@GQ^{E}8tzNsr-gnoogQr~;;%r-GGbM2CHg^AIDYo>7begAY6g7;fs_BkR()lLH|Rczq31i<
$PKWQ7wgTWq>R#`=vXL+y5fBH(m<PcWXTh*+*AyV0;Ka<AMO3K0Q7Zl_7|UCvHEG>$N}Jw;}ZTLU
zP#@e?|@n3uK80u6FUikN41x_1158zfvi!f|!iLT+#(;KR82yz;*zyvqSgA5TTO7OMTA>`L{2xx^
+hflKWYE$Z4b~Xy!vZN-5Ttx&n;|rmtaA+=^|>a!PDZ{C?vxE%2@JI}2g<!XK-)`J4MD93{!+=&h
n@+to=0@!a|p63~X@8+iEld%`!pn@99i9N{^PPZAT8Ai(-P*1D#T3rq0vPBVC~!XMThC<vD#5epg
?SMHuY$ax(+Qs};QU|vrkMmxm8lAg)~LolE_<uFY%HQJ>u*g9LfIpM-UTm7Lqt^h2^!OPpfDBA}8
bkxx{jPuPs9MRS6%Q_JXmpSJsi9}Mt@8n=UA}OwQ@WVh)heDmwqN?r-aZ#4w_U~<|2zcf$W|uk8=
-UP4wS$}`4X*fY2yo9nf2FiW4p)YDHwH}8)KL09sbY+0_$_AFg2GtaOeh;ND;WHH-6cO<J$Qonq;
r=JkV|JGc({emDFX};1(hnSorZWhKz89eIPy5dNGiMaR-~oX!f1XjVhpp(7X=!G);RcEU<e2Kxk<
GSo9pdviipxz_E*5&Xj)PA${IE>5%hf9gx`2hT&?B3lT^Wbcj{L9*=l<N*=IH4GImmN!i623Avn;
%KwIQ-n;QEQs9<N~w`-5#y(UxM82zI6hxmU~7b^0@*{&>t+wTX?I>4DSNPonkcB5RfhspKaimoI)
{Knl<48gvcRkX74qk=Ms5{X8>15dbM&3}{fP7OtRk%8QDpB<Ds1+>Tf+DGffp25ZQjhJga7;-ZF^
#59IZv`=UWWZUK!tS&LEaYOd9BxF^(b3RdTwCG^om6d$QaH`N_bv2}l*wE+VMAFE@2=OdRlolm!k
#?v;=13S6GTs6dNzjXJYDND>VCVKIgS$=^nm6@^lCWQLD%p{?@))2fbTOi6i*)flhWtcL`|v)(V=
$s<|k&A8C@mH)wssVFZQOhduyB*DfUf#D@bE3=qx1HtinehXWz8PZ0tw?RO>1|#k#md0%WuZ0coA
+3#y7_=0BVg)<r4a&~dG8H&(!DdgrlB#$4*$X}4x<P;c_9-+dJ9B$Of`3|GMsVvulCoCkH_yNo3F
pvpV~CjT0^U?z{NIRd7UX*%z42P19rAz%;E%4+LtLJx1B>ak?>t}eE^Nz1!eL&@_nAATx>#Wt<7$
RI4P6G10fN^A3)YrT=GEBqq#XaFHV8fxi4=wILByKmk>V^r~zawcgHNQ+NZCA31p7*3H-`rs^4@2
D2X%WW%+Mp;U0DGrpJ1t%rSm;W!k4x|q;+*8#Z-mg}a*DW@0|LU_QoIiLM^U#_CQZn_!m38rp&l#
mQ_94`osw3XI$rr#S*2am5>@T_3ot>)Oezq1nyFvS8+-YWV(vcMUSeVf7W&qWvFb!k~j+ud}5_N@
99XN6j+YMs(^_D6Km1}p}In)Qq#CB)!F!(H(sn)8v(p&6+see?vv6XdCp|O(^A}6fDcR-`GJG14q
jtjh}+jm7<JXfnXtP0`RHZW*!sc6d+eIMRZ(DTvCdkO*|DOi7g3&ydcu?%(zEwSfU&)ZGq30Vt$L
cK!%#V0dsA>vyg4-ySj2+8+QkVOGsIFj~f?GIq#(h%M>>-|7DY0Z`R&@w1o0eG?nFu>x1RK>38;w
RJK_-#1>dtewUuaNS_a*@nwsH)YrC!R~?&TF={GH|1n!`9E_Z*Iy+Ad;bV+AA<ZK{FpV?VB#m4!k
*c0xD1<O!>$iZvih^(}eaL1}|@(OS2*IlX|a%!^*TW>4MiMCABx<BmiocfQ@SIG`(ZYElKLWOJs=
n5uHKo9%$>^-`={oYCv*3<M`@T7?0z7Q+~MhmKfl%=42uN^aH3fx3uuhv0f2PJR4s<d04^#T-;j|
QN}hT@V{;I^9pXzo?Mq3n8E*-L}c*421VWDBB6SJq?W=^KIFc^-V~#m_^1SX5W)CpZ)wtcl}YO#K
E_c16L<nCzuR=dH(#*FU}yK-yK;2$X%sZYQMCK05h^EhiArjh`9>^^+-CsE8}?5S%LCSQF!#dE96
Hz|v*-YhgnT~?<?i_qz$3_sxXP#kNc`$|O@)kzLaxaibIn$nPO1H2Le2lF`nps!E>Z5*7%nLONn_
niE9J|EzakU{z$#Lr95~}%GiYNs$*GC%7q%Jei(0yQMGyP*+C3s*UO2@MSEge?T!MoE2n*zA=8+B
^(WHR}F8y~*VEJKx0y<Oueym@7q$%P!njE*-(Q9mwEz-}qksI;+%qrcb?rs#)q5E=I1G=t`r5)X^
qsbz;K98LysMDK%Ss<kCqzA>f2Zab^t{o7x18_7bZM}O~h({Dy2S5v`{#g3I(aok{2mVzQdq##h_
1~<JcojTA^Sdp*-o8)ek~hqhX>ohqU1B8Nv!kL$grR6}tfFwi>EQoSPijMF_eXcBXFVm_=u*KK#x
r9YY}8pD9I25D)NhVbqRvHlbd_U>X#!{2E%l<CA9^=^q$nQ!V}=+S{IkmC&38D*EGD#qQz|SNZAK
4-GTe=~zMaJ{uTOjhVSLY9UQ}~H2R!)sKzHT3da^bd3mY3|l%s38;AcP$*7o1Bal)~+rmFNz5F7H
$?|9yqH-_+ABpZULAJx`Iq$JL~%rstsz98>d;MHObx5Q!xJ>}oe#NwQAS~3#{ybR4`y5@p(tHx^;
3ea;Ukwk2!Cv>QOZ~u@UDFU+?Dc)nFzgQO%fKv6t(R~?XY(xEH_8ruU{OwDDkI$$jv;$a_6+*=w8
R_TzVs#1usv|fZ&XP3Z_)P8&m=h%*$lpzB)bCyCK6x^g>QLh$P)u>C5cb`VHV+8)9U+%qH8&TyPA
-~LZPW#iV@2?12lLzF$k4>7>ZK}4i^#=qH~H=;fBAhW5&dM$k3OYgz^E5{nId}$LkJ{Jm>Jr!c-c
DjQhZ}H^P6O?FzqKplX``xFK!U}8zi6S;n`3*PC0@g(w7)~Q)`{7Qyj#3Q6Pp%`IBoe!q!!}qHM|
`b*q)xw-`}o84*<+3M=VRgP*iUxRT3+cBrXo>6(MV!hbUkOAC-N`_gqpYltkEcAA8*w$yR-mX!87
igkibv~+2fT<ic{l-HGb1N8#73^Jc0%gL--x*QrDu{urmxHSjlwS4s^By+01(sN9GyU)&xe!ic5H
8gpeT-@bd{_c$-Yqf`{DyQ@5<s<mTfGUeVzxGB%i|{rkhkF1>cB;SsL1hnG^lx2>eIM}G-Q48p2*
~iLnO327qmw*h;<blzDTGYN$aOX!7{@W*B-u}jHUk~3Y<?34(9PAPEcpBFLzINiD`Ydn-l98Y1FV
;D4TRGJg;bwgs>+X*j(;TjiN2q~?$>rSmcubCi3%jAqlncGe1o_oJQp-A>;PzS<^l``lpK(XELU=
PTEM5Kg^B+pgHJdZ1FLut#w~pROTXBec(HX}xYw+<i~X3dPo`I;id!KYD1vuHY){A=4USXm=sy)b
dj7`Eo(d3@t6w*!XB6;v8IEJ;a4O9RxzpeD65+G`?NOo#&+M1q+`*0(y0uNZ{w8DghzQaVYs>$B4
_X$+3O5`88f^CdS+54f(Ve$QY=xV6VtLP^%@|@G-~?PYG}MLteq&Ph@~0TdaCWioDH3c<EFNi*{I
Z4%<l!zuzl(jji4y{Y)7zFr>Gh{)<Scy&c8UurO8HzvvFZkLcI+K4f<c4L(lyb@FfQXd_eWZP_Yk
>FQk{E_S?(N)`=-?{2UATP(EQb)46ukRYkB(UbqNmS`w!d8c%c{?12}Occ$$E}YhK;dW8%7yQ?-D
p?|tG9pZFO)yx?`qe`9+q4#pw&cF^fXAoc^SRX2sBS64I0!iAL`GAI)w6E}jGJgI%ISL1uRgQztL
dT&ExGE&2oMjdmV?c1qKG-fUp<O|-Tv3Ib3<)iM%%NB8Xwo53+=pae3B2<?AE*~DFe^qpo4@2zY(
8n?oC37_g+(kOxn6yrG@=|s)IeOE;t*Wv}bX1e*TS$6qYhce|gp$TG`|Lv4&8ie2TzI&n;U9t`vr
_!P{02y)qv6La;Z+#Zna;Z6(3*zqx3{4ef9nR9@lA#UY)nVnbL>_izXob8GHMbW^I3~i6*RX)`*I
R@v_CO;cQ}an-|eCRpK2?h%?Q<j5c|SC(%FTv!!6=D??gy$M*+<BZfd|f4@XxQGPsgO(4IKX*NTj
J#z+E4k){RA-!pPQn=hWS6}c82lbdwAWiA_hg<{awtrxLt9Va8)WF=u6c7d02SG!?S$=pi^{0hbr
d+C3W+y2gf!{ntR!B56M6%Q^CV$v#ZO=Y&8=gPrLcmw@?PG$AE%QiB_3`v%f@1fA01@5MoHc;18c
uu@X?05UE$AFhdhE!0iNs>3HGV_yW?SzwH53MnJjsJW^M9!@Y@4wf%N8KuIiCi6aIKp}K0M!7t`x
Lgl>9vT;X)FQ*&@WFs&E7fHYZKg1z^!hpooznFz}^tX)5!VpMV3E~&h^tQl}C5{@0MPY3EJ=$nT1
8s{75OtbwqjYuOruHj*WNlPza8y@5ZDlMl;BAk)ccxR@WW8l45%Der;<4DMDsIEz9Y~1o<ZCd(-M
UIbfNyl$KgX04yCJUjWh93f_XW1bIS|*a8>ZX(mCTz4OFP33*c7Vu~FLA-=Mb2zfp+brC^|9FOMl
GOUH1pZ42ALt3AIWpVDl6bHI;r1iSF3UoS-<E!3<LG?JABk26U;eL4)6ul*__|~-a_<L*aN9#NZe
op2(iYapMYN)Af1SM0Pe{3>{f)dUeX#V#<iLQxFy3cQ%hcW8*aA$Hd>0v2u^<FD=GJWmH`&8z&ji
a@x(nS!ruKV3y)8!I9o`(hPb+oN6K<lH0S=2AKQ%bMlRf?4`Kx~AkSS>4+Fyy1i1;EI7O9k3O8Ou
qms<1Pm6lAt;)H1La_Vf<uuL>n}n{xe|5pJ~e_K&sPp+)_Ib(_VI%h;m9v0wn~=C)zz#E%U8?@`t
C5CU%~g9Mbq*KLkT02hEvBC%Z@{0HadDN4Ceo7)1^sMUHWq<;g;W65j=r8VuzkBnz_M&&jB9<x;>
)oBE5n=bH-J-S(JZk^nx^_zK^TDmk^;^p6xzwQlM|7l;)%4=IsTNy%a)->DB>eF<^HPwnT)Xfq-4
i`|{tOls$vh>0oV4%`;mN<CE2W5DpLdf6lRmtE)If*ZgW>+JiIJV=yri~wX<M6!+6|!X)@G&v<u&
GEd(Nu4o<(WqXhmaNwI$MM8tth^Y2v$bx#i&xy@++_F#a@_r=hw4<L<3EzDNy+f(Q~gI8Neh`oN3
&`Bfe^>yjtE5=Bb-mPt3^<kse(|8EV8WiX4ofJDg})G`LQ!Rcw)-t5&I-;e#t8s7Ft!FwMM?>F6|
$jqK>%Qyb-KLUFw`>Odld!R{ipE(YoI(k{tMpXpXdq4*A>jOBpQBU0aTXlI$rBlj$-s{i(Dxq~@f
!Zv5TTrCW5_F;@}g@1ESMZ%UnwYMPA2Q;tcoB|<kd(QUsUr2|Bm)^-GEj-=a{I<FVc;42r1Vvdno
w7UbnD`2mbN?GLI&KWYbM+nb_o&0vBS3+_I}<#U2?vl=k4A=<t)+iQ)m*C`VuU0$fSlIf4HdtYt{
>|#M?48oX)mVh88*lNaOHBLlZgm5C!RKYyn-ys5Aee3?B**9%!1-Kecys9WkD)>2qndzN23-+VXG
{I=p{M3cg($$&YvfQAj-`9(N%Zfy)?I|vhDpjBAPaL>6)LC(p2RN58rDrTzqc5hnzjx-R6V<&pG(
#nFh9~L8Y2tx%hy>vk0bUK~YP#7w#GWA1#n(Bu|$E{cPg(v}j^FHD$EOA=Va0(mhFqehq~V6QWJ~
bV5-7`*V%kLYpd@thtoej+&%}St4vb*L8Q)ZB>~bIg^ltEaoKmJ%eUB8ZL_^xbZot*i`7&qR*1&;
VQXHR)@sHxG@j3l2T}JO1FkLR>)%b($7h5>6Hf<hP-u^d>x_v+`Nv0BrIz2!Sh8ouC6d)Xlhwd!2
D)S)P>IPj*m7qq=X7oKC+W;e*H4RP7NBk{e3yM#-6Hf5T|z`c7$|=k38O3KxggLprS8sL+cs#2X`
GqP|q2yuHJ>L#fCxYf~V|B)FiCC9Cycu-|At894rn$02PB+t$-+Kz}spy;z&pL?LY(HO0msPx<s`
;#&E|2g4c@tWh0@#89vM8NbSW2@`BA`X`jBM3y~{ZW6J72+-5o-Mz@MZ*Db~HG(Iye(%d1NJIcR$
Td&drC4;U@fig|%<GG!d*LK;@QX4JYk&i-h1cl6G+r8Kyv}6H+W2MYv-s2O)={`^G0Ic;dV6MxT1
Fc7Mw$;}p?XV@P<&P9k&QQ3&-YTShwR~$<x6GJ+BRx0M)Y!|TFTQ}A2+N7bul`ptuFlf-8obE;vU
P0E`W<0!|Elz`Ur8~W?NgE56D@WjP0ibJl|s?7S6l_p9M&&41W|TFXvOtN{{Z^p9g<*;*n=X5eyH
NO%Ws|%ENrvp_N4kEc9S|K*)d+>I=$H9qv;=ueNrRxKEu57Mzn>#h1UdDv_zjfSlOf+rbzgr_9of
fNh>o}@L<54#z>A8yZsf|sPbU23ObJpfRzh3K{yMXq4>KtGSn3W!Xx@U5pD7qjjLFt2=;hpFWS1}
b+4f82}To^AYoPg3_OAd)EibeN@3J$iZz*N9|q?QOFfoUOK^f1B4GY`gV3{?oZPUv%>((9ByOdEv
t}>TR^0459IfTY-WGnHB);6imgNcO2UTclSFS&s0<F$csrJh1)tP0qj|mc#xZu1=ENc+s^1JG5&R
P3N;wl5L@}HjM;%$~Oet~7-uZ|LO^Dtc)U)RJyzE*UtLux`m&0S-1!mgz;$@|LivMUy?nUjwrE?c
>;aFa2}Co-|cJwrs+&HuvdtKI~s>R%IpehE=?yh~y_=fhT^J{G+8hWrBA3B}tleZB4SA5qL$#Sj8
6bFTZd>bZYBE09NLQFl=T5mmClfA@ijcO_IbA(Z_f%X0Bj!VTN|3FLR&1}drx9?A|YYg)A>Vv#sb
yiE+Ah)KE~`5k)=;C3z_f=(8S7D9~cFy4%oC@Pzqa4WdCR$LEsuv5|L&o1n_^_kh#ydOPO&z4VH9
k}qDV`&>Y5WrIol7)pl9^}d4rJQE6amdX~i6W^GAiR(RY`M*s%4)x$(Al4l=6++X1sS!CAw*7+%(
tN?F$IC#qnvTr*~JLeQWta_u>7x#Ik&N1T(h=400!uh-C2FD)woYamM*k9omc2CQEv)7RaDPV3DN
-Yx-1*wYCo|CmF{dY+tKP5O_19YYk2*30I05tk|WBPodI~hGEbwo-7*cYYH1PMhM!8z!%9{o%%l7
P3cA`2gru3qp9BkMQkV`XdbUGIfpNG(LPEe4o}xM@*rg!DU6>0UP+2>u+h-pYTU^z0@2_n>dH6+&
+HP_I!&R`P?-nDe;Py*q5kh|=@KCujM0hBey_KvTl^BwpS3NvKz;V?Cw$?a}!ruuC?*AH3mNZv`_
`V|dzASxQ1DE{hlxGs@z=x^V8S!&pQ7d-*w;u19M_>qG#q3&uphqFhV^zzuX5JlK=@1=0av-}EoR
n>}pyUsgSdvY3RvS2T5M@&LY3ApUTnv>EGKmqxZId<xKEH-T4-SI4_F#@byJj#8<(oE8HDxyE^WV
KEk=RsbYVc<x{M&17BvQqNFiU%hH^C_<&NN;5yb^BYN_!hd8IueF58CoBA7#TY_oJ|-4Bt(sG_}Q
Ckp;joBN?1HFq2Cot7eKL^Or77lUQ>*Q7)KL1J*-OT6f)95M?Xf%-Svj9SwjWe%;T1Y>}CyZ`mm;
c79oQ)@Wy3#Ab0V*cn`7kqOML&6gIRd&7{fN)7g`!9CC!pow@MBv^)ls2!~W;9s7WAB_-KOWl#0y
%6Wp#$D@VT1m4o>*>T3Ld3H8us%eU+eXN3;VjVxiW{f|N8AJ})9?W{ysfY543C)BF>MbafCR&40p
q~VKIF?RVKF_4b|sC7h>&;rE7~3comzeYaPfk$=NU&12jX3;5je{r-z}IBGxEO=D9xlacRjrT2-@
c|`;OF9_g8q0Pef1}GPES7z@esiy}<HoXrQ^(t5~&PcPQL-esG3NlTNU|alwVll%)klP38^p1(r*
M)lQX@iTfRS7Zi&t&PkkSu3ZuB6$G&Y_`7`J1*7Igl**k%2A8M}HrgljP+B5N>8_1^ko>kAXm6Yi
{J5BFzJkm-6$xavn5<i!%K`WyIO;Xj@Ns2Ovx-xY+38`NclCy*d$>reIanlexsc)l<YgKv>TIju2
;CpjYMSu?_3ZK3Y|UELW25*i1}*)1_It7XEFV)sb}%f_M$MhjbY^&kAAlghi!vbcKjrlD;>(<ugl
0byfb+p_QEX>AML$oiUBL|1dOpr5e7Q#^9ZqAJKeZd)gto%B?h+*gdtFoDR6?$Fr9}7t#{(w!UL4
M8rN0pt&hy4FPWEp|yQ~t%r&EU?Z=6cGsp`f$w~?@H;Ka0O%_QW4Zz^-8rX7_36(u=@HgG~{>S)2
6oeCQ%!^Q0rfwuhx3z9dnViQ9}yjh6rov;0(JR}rvIvm~s<R%>pL%Bj+=n8hw9w-B)2iQTArSL_m
)&}LeVEZwCh?uGSArBC}tpO4u6<_O}$oSe~kzo*9^-G3oM4dmr4Ekg{Nx^!;n#7e9JyGAgnk85Td
HHzvhvh5`QaQiMGA*O(P76jNhg%UQ$QQ7CI40(g*vQVLr-peAQ~OtVzXd1tHRfFl2RxLxcV{<3Ex
#-K&>ht0tk1@2^?lB|_zx7&v_TTP;}Yz!NH2G+#k@=~@S~28q8ozAs`d*5R~naKw%n<<lj_B4;J&
J?q`jteG%lqy+G*?36;_|*tq+yZ6&-bWZ02~I*9T!`#^2dd%FL@eB$G?}c~^Z)hVF=ThXJ_t9*XR
n_XAa*&^Na#w!6ekA8YMr!;fPSgxNTe?vXL&9EMwP(#GCd7$?~rKaowO4_t|!7nlq-7mKx|UouxO
F4C=C3X5sqbi*j*$)LrbzmkBw77rSa-98sCk!J|W^iW7DU*^W!F9rx1o^7_s@xC~Qi`=2tuU~cn`
v=x=nz>uU%2VHK3sY-PdI6h{yFVYwV5)J*lGmk&%v5Z{maU0$<rtcR)Ka*)@XHrAlw-GubN&0gJR
kHr>675iJ02fgtPC3--&bC~^G{T}D=77$G+=Nr*>m>dD8F%Ja65}IT#AxJaGnwEDZ>-Fy<rNh^z+
N7K<q_!%DDE&nP?g!wSY>=<<?>c%CJGXp0+Yf!7@X}NpNN8{?JPm4aNHG<G4vaHi~dC0P5F?&Ku4
;E7wM;V1k(wp;@VMkEd}eVaxHr3lVgiXcA~xd^8a_n#N%K=TT39lNr)<HOD7T&U2}LPYyb(9cQB<
fi&UaRqm3VaTpxoQXzA4YStWmLt~a2R>SPZ)N6Af!CcLw56A9jLqnMY=X>2oY0Gwc?w0gGWZ9>d{
ht)o`pLz2^MY0jF&=!%!DHPG)Y;-BXSBgf{nQ9lxI#Z|aRSJ3HwhjxU6`;ql@cy|G)i&3N4uuh{#
7Q-Z6W~GZBa!kNpKd$dWCp(=Vg@qUD5}b!ukStC@URGz8P2j2e#~BZlM<B{o9L)3K&I`eT{@psf<
heZ>?E^wG2OPwOp9C4D_h82PWwegGw$;9qSGQi@qjdBoC&&8UO%8O(lI3@2YAuC6z2|AwhSr9M*b
AMz<6%2EI|tAi{1H1`VMnbG5GT7e(Iq&d`Ji{HCzu$kE&q^1FKe;%{aoO=|d|7dZ-P5clBBzoV1O
3UcF*+>j_x8Fd7NvDmXju^A>3TrLHJ?e>T=Y+oM?TtCzHfT!+d+jCmC;U{FI>_X9k=UeukFXz{k;
eH)lj^;Ik!REy7c_5#znX9F}{hs>lcCElH28mYKj=Pi?OCX@c#we;m8SsdsqwURy+A>W{B-tJpds
e1m^p>u*2+oaw7W5D+xb32?pO_TC!_gmrRA%%Ibxw|dFs_s==`u8oeR{Px^jZX_rTx>!J#-e<Qg_
#%+Qqz1#ud+klYXBC(DWM?Wja^|5IlICGVm$cqQbTcY{xrO7eAG6X7p__-@&WCR_-$5QPTtym)ly
e&Q9ucTum3O#P2aROKAfCFB;h-YWi<=-G)_%ha`~U{UQ2dTcObRkDhB@7LY2#VIfmfNp8E?)wnun
PcPiAwiwhw*5;0xN}$9cvyzKiBGZNW2N!gxv;cXHG>*C`81_>#6=OBY<QM{*5f;G%?d#nH;<Ev-3
?#fozA?X7a=YF00nl4WRFZcX;BQfTi_$h<0<B-d1br4QYup4}|7*No$r}!A+xQOT=|~-E5;<!jgh
!}kNe&SXOQv|w(POYGbUcbZ;q}Zcya@^sUt}WFOd2;&^fQT-qKW{yFf5i{5!%D;$u!Y}u;HG#K3;
ZvAvK0D4*StO=x#j4bq)fs>aF*@LLnv!mIY}xj`FusWQG(kV^Z!d8iVT!=5V4}-uDee$53KGX(pF
)OG9$>decdliXA9XL-q<<q+6P?n9|@k>%&#PPb6>Az>{>bnvYS?Ng_QYr%9FspAE9?>_J8~o(80~
>xy6^yDOY@@^SRKgRA`YA#weEQXNqXxrfGy1s`ucBxz`%;sb-r-SKd!qX-4gSx(RmIRV5eebKo^i
7;IgzZxvl_6b??n_w1@bjFh}S&%c-gOBb?IWc45kOlEVW~YqoJJ?I>5h-)++H?e;)!zpQVVbjCRd
F2JI$=AIwhy@-$|SqrGotvIG^vRd&}qg-fV+%`oU6-8<lL)tAXV|d&1rI|p`UUhN?9dn&z0bm_|F
zL9a9EI_`WGI6tNd>Grqqn(F=3T7g2*wAYnC0#qeJ4>~@viXc>jjrN`kpyPNgumcOFD^P||EO`h^
y2TWA0knxHg?{@#p1cg!ec;s4dAJDiz3SiKa$tOgf?Eat@wVzyRh>XZC^o~rwi<SMqx?w7q@_iZW
Gsbf&$bjZJasWEh=YD8LHK0kk;oI;Au6b-3?6CR@v+g?$hK+j#(m#Q&=-#NBRhow&i^i$~0*#RnX
I{8I<Bf-E_DlVI9^@E{4K6xsx<}7?Kw$2*9%Z8+sy$6=09{232lc?^sr&%%gWzCo5SqMa*epK*)v
a|(HC_&zIkQ3`HsruWj?Tm;u`Lw(huHn1E5eWmNh)B3wLj2b`s5_Uaw`&SQ+SL|S~Vn9DI;nlP{B
nLL(vNAzcAWzey%pOgvXpA1OL7zBdw3b*0t>385FM78i@!0jmC#C3Ycbb8IBg`FZM>GS>6QqLD^=
=p-QeNlcH>?gJU-a)TmAgwvveNeOgz^U_^bO`G<>7t4{eGsFrPfr1TMl`doju^$VWo29P}G3*OuO
Y+^=@Cf(eDKVEBOyhm<*M>8xlmv~G?V=pTc7QCSvXbib+@Rn+s`2YjV2V4`$2w_!(6{#K6%pF0dn
t@XYJ$Of$^v%SLSP<!{O^8@Zwi=Mxld*WoJ@3|)rh?(0rv}K0?<pl<8P-%ZhKiQ26}$&N`0yt83*
#6cF{#ZTq;6iJAT#1elxuuF1hT?fd1naiIw`CCROYymsXcRX<1nM03VAZd`08%VCfPJmw*h6vXS-
6wAkM_mAHwh7R(X_jOPaq41>x^PL+E96q-8%_Yt4+iQkCp~whf(NPjH8JC1!K3jeVFsWpoC{kGh9
@hFG5)fMJ3OLvy$A6k44HKB`1Ldz?xssucy%lxC!BsS{Y55Pn4C9EHA4-oO;H&;koNUP*CA1CV<G
YwjmbTT2pzU<8<C+@X9aW_1GLP~5M!ge1I)u=Qwx1WL!FYAi&yD}}?Yqrxacq?fHv72pFufI(Z{U
MTQondsobZZ6_JJR+diINPe4JGBV6W-J%*DcD%<gc*!OCgY=-<F0X=G;r%W71)y0L9!dc?%XtKn~
HOuG9^kjYdz{BoCgo3Zdr(G70Y+!%~qW>oP?>~1Bjt^X$#-h4Tr+V>dV^_k%lec%xEAB{!aNP)nc
M)oEL#CopV$N=d>Q<9eRAa%(sH10ql!rfNAw?t>=b?sf%W(yWjLdCA1Bgyhr3coxs)I<PpK0QN?O
PMEmnM)VQYGQ$zR6Lk#Eyb^$ec0j~CGN(yy1DUm1+$Q1{1FJI&;d;3d>Vbutlce%M%`*34USb>!2
=>Gb^cSwcE=&pUE=1&kk5OSafslN&haXSV-^`LEa%j85Kk4iqE3$GYYU>j}_0nKA9m4ubTRAEb3J
dh$5D?lam-ZRNYkMS!m%Md4Y)GHvdE@$oYr#q>|+fZvc<*fpgnp(IbZcW7DtRRJgd^V4r?zZw9WP
HKw)K<2wwYHFT10}6a9lP5UBg9+HK^Hstb$c2x{U(=8s|j74qzoGgNM<J4>kf5m*4O7wAh07kkN%
n4(fUo=F*E4(;pgOIls9_tR!aLA*Jxb`<wAq+U8ysK;EW9Z;njFtxOTnwXRJ-o85}fLc-7c<78|i
Sm?a);P?P{N?m+3C&1$;1$1ZRSwo912FJH(OM#%Dynd9lc*=j%&7jekZ6Wh#&A97-c+CRjB;;V-J
{s)q4U{k6&AEcVNnJrl}Cx8vm*A=*Svbbn(0%t`uWJ?7@Rb&mZanE%EYD(S3t;D|rytR^Jm4{zzb
|lVmoVmwD%p$?os<IpeDX*wJ&D%1Ng}<TZfM`EIk2rsi+T%1*D(gp}owWC7W|(yYK2bgj{U+(d+`
Ve`%jhJit8tjmiV7<9jVA6^Z-RRT2?c}_(jE%3hG}N4Kvie&*|0^3rzRg@5~2hbUi>W8xGXs%re1
}@lnP<!QZH&u2TFO%x?GkZham!~%6TsGjc<%OGYWcqUS+368RyaL%2mOekqD9CMRof69?|P*lQNy
}(o$^5jWv6Ugtsy^{A^WOfcpZ}4Be?#W!CFXwp)nT5#;c^=$KEn$>J%=+0OKbdByXbqF`=iI;^4S
*91y|Yr@#c$yZCVzWqb$=)4jk$`u8{TxKPmoj#X~{JZ>g2|;0lV)wC-iWduTwfHtx&*8{#Q`QX?^
oNX_Yo<+v5~Yc6c239vl89wY!r%CD{1i@gBqlZFg@V2!;h#|5A=F(ygqW7F?P#QPq*4b>k08tO{i
1?v|I?==?RF>SaPSGo=znz$*uU6!gI{EVsd1VEgu9TMrpQy1{b5)*xzZadCGFqTgbkemmvso`Gv8
>|9cUfBAi`S63eQMtb4KoTZ|h=e<4x8xgS8OdqR6H66A3YKbMX6LbOsAC=K8UJWwlV6**K>-tVn8
@Xs=wKU(P1extBw*oj*hB_r^VCoH7G+ZD#@EY+<M8t7fZnNWNPkQC$8@diCRmPeL7jKgg?1Ch`MA
jr)qQp@@W{(DgUQM*5xVpoP@o<@&!Ko2)?q_^h0zSDa2rscw*yTR?Iy*^M?EjF7lpg5+;h3kmaEt
jF`c&%@bP{4^_U1B80H1Z0*wmn;UoyH*l`bHzBqWKY@Y{sN&@_ldu9{<aUA5$s-b(iym6-xGs}jZ
|9A9afYiMGI&yGD=c`$&6-?T5t0Oirw8jV=Rb1724OY_00l9ZZTvjn>Tr^QOc0J+oE4Cp;rPqA>5
+a@;Hq`amLk{8~`75X!%f8HPHyI*-pEsbPe92jmizx$nUHcU&1AfY^7CW=A=v8@j5x7F^W$FRrMY
e3mdW54+)2gcZhzRKZHNgw_Cll#;-=YPskq~uT{a$RmAF*4VNTGG4<aa!v3oaQN2NK2dfA>j=5O{
RXYhECesN)Gww!lsG<us>bzS)@FW{1eTB3sG-pr9Nj~ky`-Qxl6C%tWJR9|Powx)@Z$zi-*_K`-v
!z{M)XJ!BnT3dFxS^^>AbttASsF(Af^_8j;QS`n&i)Qd=@M?xIGs?yN(-8Nju-L%aq?pwZrw^7SF
Z#`+h(HKHn#8Y9yL?DUt5DReLl|Sc5)HKWVznys|B@7#HKjmG&~bWOwBF?o8~KBNQ)ae{{6-dvlo
UB2-sC(&=MQO$_9{HODgIavaIbGTN+=(-!rZu%!V0EbhYNhxAKJ>rAHe-B@D+JO7Zzz>sp;bsi~F
PN{m=}6VdDz2v!zy0`+3FIr)ZWx8>a#R@R}llBI&>*4D9)9Zyj_=4g6Rkio>B*h)LceI|i&3rKT|
iO7)2dv0@1^GZ<&o21HSv28AUl|vgTZ@o;@!fRkDM0C^oh9&V#^4yJT2Vde=&(2P6j&*%1N01j(B
-?5Qkj+Kosv!l0&I$(_#19XBK+j_Kp)q}{;*!i3DP@4oiMZ5_Tk%MrKA<D+Px94~zd4no8?7xlAF
gx+?yHD)<k>Px5B#mIqtZqcWaA3iorc?bwH~xerW6IPIf~-sDXlNHclw|a%mrY*_MHF1-x;!4)YZ
B!S}s!n1zD#}xG?2Hod(1NP};O&9@v(I*+%$DBV_5rY<9B2c1gp^E{B!L-Msh$kcH<w7@@{j%$Tj
f9{-EK%nzuc%t3x5Gk?wdF;w|yve9AMp{mF=s6eC5!1?wNtYeY3-KaQ(q#LU6I}cSB;5FiZ_w_0%
;^2SLEy{R+kmgPl1Q{*_o*o)+aF^ZF^5Tpa8ON|-6d2kS?kiVdQ#)Fc3f2gZF`Ag6o*f&5qqS(&J
G3SpUKTAO*CI3GJ(Q5F%e*<T96dKPE7xn^Far&NEjFj=)>Sz65k#j}<qd9ek!lQh0H^tAi6Y@)HF
8XJxhnqC#fT=spWEj7R}vUgzfHutG&H&WJu49$InNh<W}+V8gBevuuv$pi9oeBc(ohy*MV)jar+I
4itIhA64N?4&6XL?9H_CJ!7lN{SFIR@xk}p_FU=hJpO);>6r(K*Kt+)xVz9s;pMOgb({g%glwI?M
;%L(!Ftz|7^++TrewVp2oXuN#I6Uo&@t5g9Y+gY<cA;@6YF;nMOou~{`&nur;ZsAF3)f*D6E)c->
83+?(-`#`JSHB@)Yu?iSR#>rPLc@s7`}-3QK+E8=M*Q52dM^ta@}}Z=BP?c0g6u15BI@qpE3W_ng
NJjiEL5(<r9P!+N`xiN=fW@+Ks8jzwygY|^{?kw|LU8R2i@zui42@b6o2D?Em1~sG_I!eWz85S{1
Bd_Bmm-*4@Z3Vv#?afF09o$v|JRc7m6_6A;w<WuRH6H+oI3XEyZo0&<<#Ak3TH0cV%-<Im7D7wI-
}VqB)L+M-9t2y4j^2G#if7iGp$?O7M3RRN2#H5&{UBFjY&l4*D4BLPDcNTr<bk_MD=w&j~91UpxA
zWVB+t8a5*aJG>(#Zrxl!)uu1>gZfpr6K*gLid8oWE~x;2`EVdnj=V`u>gS$G`3{V$Z*?}*ITGoV
T8I9mX}>?^%)Yf4%jhXgr(@v?-Bg#;6;4}<MtQMhm+pSB5fUwdm857^(QI_%6+~;R=P*jLAwepJ(
rgE=xAuZ)^p9o?Fy()mX(c>aKd%B13Hpg=fGmf##nHWe&|nv9-mCAm3W@PR%o3Adx0cu9t3HF$!w
&cJe}xC=$;qICv?c3%6E&ZvB=PjVD(b9*Fo<aaR6Zd;XoT~o?bkH)d@V}8a9@nbe2<=G=6Yd`jDG
0)TDv}db9)6X=@vu5uLRMJBA#w(EyJxe7^9#Rrc>;vH<62%JhCb?!GCACr^aK9b7$<zoQnlP5s>J
(T0hxgaX|LCX46EcZ*1fcm`u`!_~xw_uvsQ(N$2@_*VG`4oaX}=ZiCdLVJA+3c7_ZBf1<OyOx64x
E&DA((%})+4Tc=3lPWV^-(p0g`BJ^DoSK$k?E9~2qwQqJLg~JeE`+A^<J_4ZF6Bf1k*NebN%VgbC
k@~_l*SW4c{sa^$Jf>p28J;h=&u0w`%t-%b$9ZDV3IKR2lnE61u)Apaf|mk-mqJxsp$^u>TggAJj
?l2MdNpQk6j0X{>B6RdI{ULzAU~1&G(q;`MQW{M>)~>tUtV$|0G=Yf%OO}=Nlmbir9#M-&VEJ^yU
<?|CtH^X@>zGfx4oYPB@#ckUApT9l`G@1ONYnl%pw{I!$LEg9<Adul>wsu?<Qn;zCLj-q|>iNtII
;i(9om=KC*c?E7AfiT2it!5~o+h8eZpR$v>fKK21`;B+`T3&_qrD`240uKDj65mE&QhbQPF>dnWw
=xNsyMBVSJvi6Geo9Yc%u<JD+Bgssb-+XXZbH;z7lx(A!8V)BH!<`2h@35*HRsIwSlE`>s#}mTMm
qDHZE2@3}-{a;3BnbZ~V_GVV+i{JAovBAJ?qP|5?-S^aG>RGY$(;raP*M8}ZF6`C7^x4%lc?2hn_
5pN5Sl9xpCd_EuGZ=ExzEoA_wTeBwl+_+y4APXN*POi21KwS!p4RlHH|B?xI1I8tCtbVCyrFQA*U
>{=@LOAh5!?io6COo%&dck6~~v-ZOxN(V`jNsABmkSrj<_)k;5-==oIsS6k)BTez5gRZ6K4dI7W~
2hF&a1=b%H;=cxN{BVIPINu6*}MTK-9@DIped&9yv?MC^b0D_o*cD?uKV9XK;hiT*x#!Zu%?9L_p
s#{d(1$)mvL+Z5Vshq^DrR4MKn)S%~$&wgE99f26q?E{ZCav`(l*Vd7#r#HZP0*AI2aF@xT&2IQL
m=_ZCRiu^{q$EFhwdjdlhxf__=U5!CUIJQz{P)t4OZUBwa>0SryvvKFsjUv<eZ1j<@S0O+^paaxu
-pDVU1U-KclHR{cB`P8y^1TPLgsT%*y|^1JTh0{z*zr8um)Nrz3V#?G%c6Jn$2J8w!D0%zUG8G|K
8e%RH{m(sk_!$)hVycEQcdIYVyg{x56KX2~u;S%oE(O4^k4VBdm{2<Qdk?G*?x=iQG1u%B%R#^+|
FSIj)^A~WT<yKxGkn9Z4aHzKNSt@x3>Cm5=1a*|O4M<fJ(kiwVHd`3yE0P8n&3H$w`T%_*gAL}vN
i@n(#K-S%&(3{6R$;SOdIgCxHab@B7(jo*r>s735Hm@L$_M?}TLq#s7D5A#qqte3p?xR4ZAZFpvA
YhURf6x|h1T`=T@{6@*Rj<Q6i%OMv1pqcg2Cy>0zY4)O%(Jfe=yR(1<^eSJXiF@4EPp4Bt}Qg;lM
9?SIcxeeHp)J+7eV-L@5^w&at7@B%tUM9e19xewTACj7E}u(b%gQ-j4>+pyZAK7&d9?o254i`jPD
||y9iYdzGsLyGY#LL)+hkexlvc;uq_yG_2UGOw`D#1DGYdXPPz_TW<zE{gX|^UhmSZ#-Dl~AoFco
8nV;)XTU%5a5A}Xa6KW7a(FyQUgZJAnZ;Z}vcso8z{vMhhC|V>$$Um}{JeQrbc1+Q_<{Ej{e|37S
!co=wa%f`!dwtwB^G}mq9hBp&b|D1eoc*}Ke!d!5t<zj_@Z#bw?p8SPWgr^V0kOvj-?{Y0%NKn-7
|Wqw#1pND_4}FT5-7xPi_;r~Ib*|eu&lRS-_w6srC0{1kO-u&0$vzgf#k@<E{V5<Sa#RksJ~zvB~
is)-z^$|#oOX<tzxc_QA&4fPv^2j*qhahJE|GRiV(c<T!i0jZ?vt%+D00lQM7BRIB~r#v6!(+E9!
tJ^G1229yKdnxc|2};y)sHAGNPtey#kfS~MfcAY9vUVxpdelFVQ$2&Er1x&gY=!sbpCWA6x*@SkG
=n9e%xBt}wI^)eL(nzJJs<>=q$ryrOcD@p*^5P8Xr8KSp|TEV80lg^;c8(}Sp(OK4QV{`Ns_3ggQ
ZltS=db2(IE*PndsmLJvJDf?CZRY9W)FdsdB;TzM2AUa8jFD@**nJ}jn8d|mIK0T*0-Z8R6~CZH?
#ry=v=u#zE5e+zEi^40rZIv8g}2<(g_kosR1?k4uwoM>81<4Yy&iiT)DM%Qrme+@dbeTL+L$-#H^
COhSsh!{vOoRq+%sNH_T*1s2@^SUa3#-XVJAj}Rjjyk(b}kZ8J`XQ7j)_r4YfvLW#fVK0opj33DV
_{C+lxlfs;}4B$3X@hL!f=^g-plX*W@C>1{#2G1j^M!l9`&6}ZYDGi@;3c&EihzU1j*jTi^cefo9
ov+O%-K`}{L!|3ggl}A`$&$W@dl&X%m0aP3xh?$y|&FAnEeDSB@4v-P&d9Vlb+xpe7F30^1w{BQ`
tZo7ZUC!JdBQ%y24cKb)6^A%!qD@OU53uxs&u(#$n+3wR-c9Vga-g;{eeq^s6ynJ39u41*qR%bt>
R_-~d*JVlLlT*hclvx3dW>+AKZoj7Z6oGeRnz|7^)<V{)I^0LU|X^}S0ud&Qm%kKvYQP<KPd-x4_
}i)?t=8Cn^hOYqybWdC5G6AdXaPlTg|Ep&zOBpjf?w>r?kS+)o21Q)pxk;$xO<8q2h1Ca)LIsXP9
zB@7Xz-hxJtpz!JbND=lI+f+?(BVtQ5Gxur%=(FQ7&V^7T_qIf;<Gv^Y(1qIt4UXD1nIZo^=exz=
g7!|LU`KJJN+q)BL@sUMy1@w<dDYmc%zx*rTdCFw=;LpzQSQ1uR5Ji6@2~mwuo;!MjuMU4jP53xl
M~7E98;@sO-e*2nI>jUju}>vJcQzienZdyOo;5nk^6KR)EN<Yj$^Mi@P%JUu;wN%G;cvtia>5|%i
zt;?H_<88>QO3(pW1SsA{57wUyJAo71j$xFk?(imK|}If=Gn{JMs-O#Q~envn>SZ@&8n;Z!~C5<A
2m{Rssy)E6SQi(aOX$(o2*yTb+}YX13U-2E&mG%n10%96>0ETe<Tp>$Kq&%lT{I@yE%W5&yFD4pN
F-8QXGk79X{V2RXSJqG8^?3*4|Is_9cFsJ%A6z*f9z3#U|?s!7qzd9Pmkco0geN;NgbJjnyH0f&C
$i8u4GM@<fQ@eXkORm5&Ns7j=UK9B?M(i-O@Xo-y#VQQdkJMi>npbH_HSpODS%q$qG=Lei2tYJqi
&BsdNp|A&&A}N@{hfZ5h5a|d6JtX!U$KGg|iT2lpr0gtflDs;|Jm|uLF@wn5sI2_@r9Wur%&#&D@
F;74$95WWJX!+r^{ez<K%23oA+@-J=+JR*pEyTaaQ|nnbawl@d|!VZ*2oBD=(+YIABk&Onb4A}Z`
*7=Jj#TqF<Z6iOnNmCXG)K^{>O)FWe&8q=Pv;-NTz!RRa?|V`8!0+3WlWt+i!lV=G$Jsdc$3o(-e
zze;P^tR$;Nv4MI1`jfNT5?t*OcGMoG^PnaY-C9)~kUM0MpaR~^f*id)#UP0Fq%b7F=`!Gl&iL&?
C7|NE{pQbI@A`PZeDpAqku4n3eu;+Bj5swfmai$H~!|L`2NpHq425~r#7IvIU$iBK8Vwj36BIbRI
zu{a$q8k5q3V<KpaQfw_vEe38)7evg%K1d<RAI6NvjEPb9{6=KNzVhg*|kV*CobfV6CQqSdXoy*2
AkD>uSlM}9v~C{0jU*;{G9cy3si@bUI#CK*3>T=cv4t)FfQt%%LSBt6Ln3Oss>;`3BNIMFl6J0Xe
O$d2&kS3vd2UO$+Sb{3p3fR_i<@u7;`6Uc7cQ9`8~3Kra#gq#|_d!7^FgotEAPYuN1OIP&eDNoZ9
BtLSv5CEB*TVe3Fd!d8{-RW2f~8*06fZfIs+VkzYva=MT?ESXuwR+jws{V(C};IE_dL+qol=Fl0=
GH?s0UhjKVzpT$$W&nU|pA$qae(c3uZP-rvv=+1<fgQL%kiqGfFBWk>oos5tlNx|-ja`6~r12mGs
A_Q7gLvHwC`smH!`i9zOT9!<oSs$B*!|<Xc{&^|Ui>?_6Oe^knJSU85FH7xYB=C8>0g^eek2GZ+1
hU_isD!BMWAKC62oP;NcTqs7gV2}<0i*k<qmju;t6<A@hqw%&$OPKGR@!;933C<02ho~*>w;;MWu
KjRrCX|($xCzoV6l<zP_{S6UH;^RHVuBL>Z<g?kT+lj38JL67+B6?@;5{?YsMJoKg9U`|M?_hC(L
-+KWp?TVibtrd~*i|f3M&6(V$uavQJIx7N1dCwT6VjBgZ?Ds<IM|W1^`p?HxWZF8M6k2?NpxxAlq
8#tAlB*R_*MsK8evE_wc5k$*xM0S3_53pYkLvR1rxoYQMN_>pC%E^PA_X*Zj&C_!pU61_dKJG>^#
H9xo4b~(|{bPXH2JJve|DD9ODlkW6p+zWXC;B1JZ7H}mnIcl;jPs)2y@uugseYUa#viEXbV&7nYr
%>Sll(o}|X7g8ybu*Cb*Ds1KX#l1a0%>M*T%>a3SwtcW&o0y&C1_=XnlXYHdtd1<#rxmid|O&Uc{
VM?6)~?ZWb)K{{FPlAVp9`V#-e#9+adRV03jfr>yPfzYPXP*niEMteu&#`xfkg(MBcaRAxCsVke0
FZwqVhg7D(lhTInNBD~ytgNaLkc2@&Ah9x{Dx$^EEq2FBTK>jtbuC70P~+vSKupWpb`k-QdD%NJ0
W_AIu-x1pf^DRs^rIC~Sc^PC-OHjkDr?=K{W22qT5!~LFUXe8eB1zBJihQsJ6<oj<9ptwm1<dLp}
Xy-0qAl-T+6Lr;Tygs`juG*lP<9HGJS)AibIh4T8KFa?2&RaqI$mr;;a`f;bDme2x@)xV1mJ=V^D
U=wr2?i@h8)Q7v*Tyd~))HyxfEv=3Z_Y2ZHc*`7p0aIMwbV_MDd^p1<t^V&o6n@SbyT^zCN3xW62
xuDF1XkvPZYMNa|$S=2Lf3_W;Cgr84jzTN3HCd+u)s+h)U8D<9C(l#LW`SA}Va3iH0fsPJ&D_$g`
I^@Dt~e^mL$*#F9^^A{{-6qiS_ul1g(wx>2Dl?w6YwNv1PrGVLyisYLpi0uw1lRKMYH@fvi&iA=J
`X^`5Tw1C0slaX=wV@?9lNZ}#>7!e0#*VmL|WR#s=^v?f?d?*=ot-P?()DF~MU-2`iNOj_u_7MJ;
KCf&=^J2m8tPX@TJjh@0ehO@ZMdB$qR|xpJ>zv^k{&C>avMz|1>H2?o3gTK7_*7D6v-Hg$Ife}<5
Gc%DJh+-r30$Nmj34p1GY6gpKcoZAdOhIDPy`9CRszKKlaESMD=A(8^Au-7t&?LBA^7YarpC`NNP
=%LLykYmM2I_FL#b?ss)Ls?zAqx_$PXY_><yPX2z#U%E%5nr*tqJ72;{ytV=AJyU_x2KF56LrzQM
cBB2QMU-Rat2TAH_Uka9kAG)>xU`z@Wxf91d`c?y`+m(<8WtG2|#KPDGuvk~Pe@#~<7bEN;CO`!C
eRi$y_EDGQ<Eb&}mC9lyAB9)fQ2NM*v_y_6#m~D_eivdO=M+w~4XKVV&DR`DZ(&XxPG0HpQ+X*`G
rc!$2>fB<cIg<uD*(ITpnEpNqVV4DZ-fM+h#H%Nf`TNz%m!{<{CE!0Li&V7;4cp^Rn-mrnPGklOP
&%dY`#xgr60?QlG^wd<wApZJO+&7y_7EyVQl$wow4WqIs6q!;qDRR3cdHh1ji=lX_o8X6u5m=o2o
JT?NHCuf9%t-gON1?iD?|pH>lHwvt(<>D;&KB&xD0G;2H>#IdI%3BKA=!4xUe|K!mZl*8k>r1x;7
!oVD)}{)6^VQhv5<MUJ<}Xc4{JX^ue3&WIFM_Af3Q_d47oQc1&F76985j4(UZiYDxU_1~;XTTTTG
IQvoXuQgu<M|1%~!sp;>KOG&(@umWcv{310D0!WOUq>K%x&YVBTI59|Of(6zH4+wuEt@@t%b<Qgu
^GN4vfL?S9{YE1sM%c~)&=bACh^NXtCs?atm}*nRm2*|0bK7AX<Fjw2eWcJ_h=vlC33E;AsaqiyL
@VkV=4-Dp;Ki%{kh86*bA?+KM(I6%{w%dWuIxo~CqKRy^*SDDGNEGMGQY37hx3BXfO<N@farcLEZ
6U4B@*OpO1;~npxNAm%ze$&(aFIiMSykbL3Z4JM#mCg{~Ry+%0>LQlM1i!#c-?#B`XZma^?);+G+
g@q}kj#jeZE|L?pr~04an}Mne8^hJ33N9E^)eq>Hm`M=8o9B8IzpS8@%nqX$@#H5t|^^H4_M&<{J
jX8<k)I93%tg!aVfO=<`VIdjnxNq2xsq8uKX&bN)Dy{!orMG}Vxr!!IREj)fOwY+i~cCsBn0GtJ?
Ag2<g5s!#jQHV%~2$jMYkMr?fGD}p*GEEcnQ&k)z@BBG<J!O-GP@xi$LeRgl@X9maGF$r+#Nh?{F
DD46&wQydV3L(*z5k?mxxne?#x~@-K4>t{BT3Zjhq0@Yr!UiI`h9aVh%D%p9nVncyWiL#-@-|c-{
bUM&b03Eof?H7d*hXrrUaXQcbk9fuC8&-RB7FZ8=YP9S4K%uFl%1Cn?&971&3L{33zh&hkm}r<o?
_+A3v3<i|T9|z2*K#YJq!;bKYwU)kkv84h2{t?OpumrdB|!a!RF{#&j)0$J$%A$(H>|G@wY!00-z
|OI-Gk)=_?gacyhoW#={AdEP7O%QDwry?~+)MWO|;6S_ysNaZ2e4hfLIBh_iaUbhc}Wm~8)d{z?e
t#F|KAd!ork5aC_quN#*H-;IvK0kKTSTfVAnuxI=F^Xiranz)pk<$C;T-6bj*tCeZ6v{;_Z)X+#6
A8B>r+tBYRZmzY0<oQ{OAtts7mnMtP$a*#&r!o~yfm>Q^OdQNLy>ch;fo>#(YpN!DYHhmHX7_pEh
?m?EK1Alx$Uez-fKqjAlLGLW3z>u?fCF~jF*jvAnVE-wdg{g7hD|@)z_GXcV8TwMH)v(66B@r$|2
0lgmrH}GVfdYXErSOiB&3)fo1becg>0fhYt~^JwnWtIrmG$N^3LV@a8(iIQ|cP+xl>fG{S`cC&L1
l^c^51LycosH<~w60yxumqy@3k6mOqB^I8F?WP}mr>ne80z?Yj&%p!dnSwSW`PZyLENvQv^&4N&8
x`uT&7V9MDe5P5RXAVzub@Vkab{hx&e<4AT+yXCgX*Xx>?$fzZT^q(Raq`-Kwk2)go{>q+yi<0=(
{xNZpfb1$>!V0)_dWXlaz;%5LNjo)%p^;noy1-LaQ0XoGwbY}O*4MJT~XKx?ac?B9XM*+6vf$h3t
`d)n)I=s6w(E+JkDqUa)~XDidhT>@IksM<nNk{^1nC*yWiFgR^lWJk^~j&=J0q%^F^ZAsg_fGo_!
^y%8~9NPO9aamK}2UC<P&)ykS>hn3%qyFKhEx&rGe|`-!1ygu>xi7K4T<Yzt>s11Fh?FJyBwawBk
Rykl~Qr!SZ<JYU+-V(ACi_QMdU`v?X1wse2orM-d{hJvy6sZ<lpKwx`Yy%_s2tB<hceu?XOe0oFC
N)?pL4BPETi$CqMn(Yb;lv{55#!J`h$EXj;XRN1D2j8REoZl;jvtyCn%OuU5ZkgM1|HbT)XryX=2
P>b>(imZgLJgXi$ri0NJfGb&B3FHU#i0$-uCOM4cEU0@mnc|a0B>iP@|b0{u)ukq6V%<bGA<ne$e
UBt)wwMg<ZMK#E-JpfQmlC+wG_w51`IFbu`LZZ17m(b=rEc>9bO17_}fNVBHIUA`brbsq1|&<F^U
h?-tp0$p+@?%EfLq0JJ4PXW0&K2coC?Bvdqd$!d3OH-AVwKvwKf-n>Yqr+;MG#YDOe-#sO!1G!cH
Aq%EMjM^GD<Dr&3nQ!ucj2jepD6ED(7@D|X<`Pp0j^a|2R0y(UWDiwK1TfUIrxmCs+v6?$cezzDF
ryqw%q!^1LQ{lh1DUVB!)B&)>QjEtghr65lP8`*WeivW#nT7GgPYwj+JTK=Ew4jjUF+FWRv4ax=L
sD>wTaPv2knnm)8-`3$cv`*k>E0+!Y3C?}=#Vo(QTriDFs_VN%<AWFkaNbnVL2}^eps50#SV9tK^
HMugxEcXb(#JpnaGpWmZ=zZ5Jon*8;hOoaz6!Z;P!ReVKMB#tbgHlE`j3V+*TIH(y*dOd_PB#lS#
c&wS0P$fDn`^ayVKahJ)KDizpks$}VnDM)3Mbtk&~C@?m%x^BP3#?|Gm+qotT2T3UMM7B@h&%pS9
Nc;s#0gLms2v5690+|#N3WBL0%I8)D?b`q{36U0L(ltA0=w+YO$Yu6%+H{kQ3Wj3x}o&F)}&jzH~
{k{ooa~aGh){50`y*C3H#9+7q0hve*2503=j5hvvB8S}+uD5iCz!m`u#eilA#*i~7HqMNs^*Mxw;
0t2Jzw<!HDCo7sXne|XKL!q6??!#lX+X@WI(d<|94o$!kx0Q*&8b9HkmS1(kp1jPV%53{?VPU3c#
-sQw%fhsT^~7$;?UH~5uQa4BHioCE!oH$0y?ky?Um_3ZTlWQRhDOLUH=|iClB*{a$7?ut(0VsU6Y
o|j=300|3tM@pDT`Kqe!UGwcMbrC+26wCVmoM63`!`DR9tGfH9)4sPKY~-`2NzLy}G^gpZ(u62>A
rO8S)x-jrO>s-k-ZVfY;=T^-Yhdv-ero3z!Hal+VE31(0hU|zrw?2_?Y_qeg6OICn<`bLdkxnLP4
0eVsBzgPw0bOSyH#0T0Q!7Z0n$g?$KI;f5ryPJHD@1&W}Jp(mOBQ72V0(HmAlS(=Sjq_FUnphVwQ
7!YUa4!oy48LTXLu60a6S6g!b_r*qJe8P%cfD@f-DH)w+%L(tgF3JekhWws+;M%I!~_T9)=|0oRQ
_DTJD&AS%F!yNAo!Q}0{n(|=dYTQUD(PWc?!!lA|^H|dcB2d+~;Qr6OM)KhXUhy)N+~B|C6wu<Lv
dGd8Mef6%(apby)je<L5BYlrk1)PGbJs9U*_&@u7V9!T`y7N1vl4ABoCPKk{Nq4vLwclGl~f>^R}
Iv$N=34==#$Q;c&OVb`bFh05@Hp8JrUpEtz!`j*x^crsmknud2mmWSJk64Z{uQ%tBTgz;^m7vhKg
Ayrwd89`u!UqBw&)w*4O!h)m|5``1x=9N@VmJDRGE;3VYmLeBrG^DfDN6Xsc1%c#+A%$v@5u{-os
PP5O1`CVz9Gu-3av?j$-$i{W2T8`Y5YaI71^F=b+Dak;kdxJCgT~?=>Saju;UjgP4u5=%4s%q-bH
eG2WpmAWZH-z;9&i`_#ra`2AGWj7hQQaNhDd8Sm>ZQ-zP$ig59Rj@J&oArR8~dzWpGzYwwq7t*%h
yhj{zMQg0cuZM|FGjH6WybCMU07e1Wl6`;+jeN?tNshvT}(EQf9J4JTH?HA`Jj(7t7M6Ml(}tXz*
ApVhbm0J|7Y?Rz5xVOiVRuyWtZUp@N7=VOyygaT-plk`3wR^jt#96mP+NW^L=&K6C#hCHAz(dDyc
?VF{u`bW%LSnzRrPBOS;nGj{Qr9%JgIZjv2_ezsEcZwy<nIp1u0g`G__V_bw-QJmx<+(c3SG^UaX
J6R|TgVL_Xk~xAbAl^Z{XM>9d4IJV?EtojTn8omT$WBvNQ)f(<eGwg{xiMgqCBfg9UteodePG`3w
j0WQycyLOA%cJy3c&rDwxp<9lmWKp<ZQT67AA{0qin2Rv+ozNp@!lr-_l>A4r&6n;0p&?+~J+N8B
1zqWpmJ((5m9Uu4<lz|b-RwTN1-6a-|#jGAJwK3tf{ZlUe1^4Pa478gt%Wtv?L<}wxV7p*KaOA>s
O+f{jyZ_r8_UWjb+^<F^3T4xW8e@Y}FT3dfhhsdA{jZ6d<Q;Nx$9a8ld)?Z63_Fa3;B0|Y7Mhlf-
^61L?U_XQuah4Yp1s}HFC8qPaK}3xVF;V5PB=5tuWz5}*HVFZ4!#j{mV0Kj4PZID(cSYVy*o;Jzs
*~~2>^q(lf50l7Y7{=T8aB_^BcYBj2dr)&tTCqLz(bNby$jnM$I6A#zy>0go$L?umJD^0@n~;B(`
Ut-+pk4r3@T@{FE&D;zB~FO9Ea5zgARw*CLLw{Bvq(k7jz{kPi0?ul6&Tvl;GWya<{!jDlmf?bVt
hN*f3r?jl!Qg8@rlbjJgjHB^@nhw;8EnA*B3G8@~azgKLWv{05w(-%~yt6BYU+^Y`Hl6yIb5?{av
{kpKkx(OR_V%FYxlEyaqp37=39%Lnbs6NH@z4JWU0z7?QZQKXKSZ7O#-fwvql7X}%pBH<na*_F2!
UId5N!4S3T#e!$Csmk)0?B`O$RsM<jrlSMYrCUaTM%I??9HCwbTLFxcQ&IJ!wQ$xq;Den9J=74?+
tcQ+j(4ToRVMvdd+P>Y`^#^e3^9fsmi^m|_y?24iqu@fla1r<o3TvP8_+^{1Dg*}SjYuMaIezJjP
9b*#6Xh&B0NRB2eHlr<*j!<@yEH<zlC^6&|g^d9@u}BB1eGAlYzjHtDeG)#$X*UW);;;wf{ZZITo
ga%*e>RoKrl(i`I6}I|Dx+5%_d{uyn-rDkX$FQkGv{4m6n&x$wOf+^s8Ry9o?yYp?|X=|+T}QW3P
-!y|oF2W&7xal`GKuo%9#t;}E3@}u%~`anV<LwN8EB(%o`RnP%>kElMhq=BHKLKX?SEsH$R41loY
&BB!a`5LV|HcWO4ii)uC`s^UP1k(Rk+8xGh+`KJit6$`G%ULzN%u3%=4^c6u8t{DawDGSos&O&3b
QPJ25PLf>yfnk5vaS3`iwc7?&`t#SpsD<DC2n?I+(*9Y8~+udMDLjQT{he+HB7fi6#`ev7}xchO!
R5nQPtg?mX57`b)Uq%*fF1Dc=Cu<({<jp`R7CgBHeA3{vtmsai-gQLZ;}{;7J|}{%_|30v<B}Ct}
wCZj?QF9B_=>=h+ao=9h0TSf!m@dE}sD%g*wP;PEP>up&8q23MutIBD)U2DjrgS%x5Y-dGD$%41)
<NC*lAEzqI{ut4-97ZR?jZ#cNSEESV2ym`K*P<GUrdj7D`vC=QntLp{@C#d2n)Jb>*xZ~rY321Ex
TB%+fdmX}*PiFhT$BUhBdi(AM{`jTMQ5QTTDY9tY*^{@$lGMngbc1NRlxV#mkkwT<F;nk)FDz~r=
Y$B?XT+DWt6^IFXOu@S*KdSJ<9+%YwefC3?|KhxwK#1$zWoHV9_EYXiobI81L}XDlDA#-vM&v((v
sbP)e^QjDzczg=nP|VLv8cPqfPD=v;XNEKa)JwuswH3nSI|K1kw-1BV97*Go2C-=O#2x8PuD&p34
2wNyaQu^gZ%1D<#Rt#vGPgR`1Z_f0{1V8s-W@CxtrK{NQzmta~airNyCFP2e7AUYKsy#C{Ao`urd
aZK|A~UzO!VRbu)cbnPmAuRl9|nYiiV;8yc1-4Z4wte*>*xfi|aMU}LVT>q_#sRap2^UFAJ1zd&)
NC>=qRJ(sZR-K<lT>rhh>tFaxt84Lw$UWJu20_VP$8L7Z&FJ32)qBLs2ms!_VUk#LkG`Slmsk|}w
auo%QG@RxG$lz2h_*xj*UF6a2-E^vv0izeK6sDCL0}8Jv)1LqsFLDzdWQ)#=;ER{o7Op9I2RU@Ak
WOt#sdYk#hydSx<7f>b;)7nxCzT9Ov56g9qnl0#Df#J^#L4~=58_x=4{`BFTrF5#bG|8Ce@i8LBR
T9FNsw(G7$y8mZzFCqtg?s2@@B!<`_P%q@GA3MYrLr$4+Rnl@@j6?h)aBXfYw3+lrXnTNt<H)D1n
yiXII&v9_GQ5ysz>E_qWOJBZ0MIA`wb@y8q-<e%g=!m;UX|4LAl1T-R6M)vF7O;4qk0ysB+mAy{#
x#?&8yl`S0(nq<*{0Lpa?6!wf%uN#FA7#Jt+;3X&iOPor0k(0z6u=b;Sf<eA*_Sz1P%sat`F}Hah
uH8D$Df<svN;Rl`g|O@dr0ddzt~Tl8`4=_A2CD(T*<Gg=&Igx0f(8L;=&q|tz&4}-#dlq^(`;iC1
kK6i7t+FhNd`d0BbJ+>KHj@i5H4qH#XXmnPzMTQ91Wh3Ru8@8XXgo!~oUj%C+2ZLcd<c(P^9k`SO
(s{M3iv5G{W#4Bv#qKX7O{rlW$ZZ3`VRaDsOt;U_$;PX^7i?*y@--#=PA?%h;!_wH;HPpU+8yfj&
}tLj(6sALt=0Qhx$WzV6A48!{P-F!lJRK&E<EU8mMkX0^2vL|E7$!^-Ftv|)*Ay8+tC17ux)Q99(
B(6YkT#gm_T8F&5%HHwQ{Mq{8kjF9lZuu7szgD2>e=l3s1-cbsEFCHhx;7JPh9?C^`Ln-gF4$we`
=FpexH~{HtsIW)#%P8jId^lI_>G6>ClFq7{5)yTlJ^n<0n14tL?8N4YB%XX(O#vKi<t25+N6yc-5
RN!f?&|_f>6FkdUXOfj<^I?E6bzpca}hH#CJ4=V*c7h*`DWN=2}%8g2_sJ@|54+T_nhUro~a>>E#
bn*=ttf4-SL&0hkY~Ow!xpC}c=u^@q9vFW5yDN2N!|i$)Cwln*ic?LvdK+K7aMWC_I?R1jw?jRvJ
Cl3dKehXQDVxwkCIYR9!IHkuOVcU-O#Y+pcEEYJ*RaSya8xV-1JP#lm(yjtj~6bCR~eL<MDz}l$A
ZL<VkO^1xk?z9+N><-<P!L)WzXFjOc7oN<Gb7Ker{{hG)RijzisbA%&xMGiR!X=F#tqqS*B|PdHX
xe`Z3b;N&>Tx)^`tVP#^lyMxZ;#NWGRlfbN@S#E+~hVE!>T6#ke$@B)tD57h-Db7ukqUxOt;)C+N
iE>Hrb=?Ev3<IaF$h)^RCxOXt1ysd1Rh`o2|OC*t3JlJT&B3`4~>vE<!Lr{+H|BUFJbHOe_-1F&%
2QwLk4gqk|vfPF^VEgkjrRat5=O)Nnm@&!T0E$|pHQIYJg_>U2V#Jwnapb9v_3?1j$#Y&kmM#SO*
(<#<zrmpBqBhq!R*_1YcYok~I?<O3;y$64Y9OV_hItRdo&d3L@4aUHN@0Nn#vfs~1&lbFsiZl5%>
9{6eHCCWVI5;)zoL-0zw6T5}5Z)dt3QoobR6%*tES5l&)P7e61J^wGvIiv54xtkE0Og;kQ9()iT@
&EZ!f^R<3mhmP*4W(RKgXiC=D;O-@#p(;cDXU@1ww&T#+9goaDmdRLecb({fS83juLr)`KGM>70L
cA1yBlyPIUahMlayWiOzpY;GL9EYi?4kbJJ~l!)XPhl5ki0IAq{uFyRY72*fB!<Z?>$n1jL9}N=&
)V2F_pv91X6xjxMXH9hr;aHjakGy#DmYqnOrLkD6*Ffla4qEh{%wW+N&vxHo{C1!3eF1oD)E_~{V
p16+`)XDgBh$>CLS6G!^!#z+Du5>;q#d{zV9>_Liro-ZlvH0<t?Yvmf5s#9UX2IvgQmGGo40AIEb
rN!&91B4A|dz~`0dmLb@>q9!SLgGo&2I5F8>-S)oru}!*087Za5eK}xz(&g8GgioMT?k!sdxLIY1
gxZ8iO{HV!^<5o`6*ML==UbSRSyr1KWJ3&f&G3*tK5dP7(X9io2XI$j(`jDMHy3*Sv*Lv5Z7ZiWV
c=NXu7EvYu8)YFDD!+7N_sv;lKS3p?tuWS?ruRiZ=U9a4dS_x=?`DFQqnuJO`4i><yjkD`ToH58O
#{0c(<2)^CQZQGcoKQv)9Xemp0yfxNyv-t72mPNXQF71iamI)m93o<OfIGa!({L%SUM@zHWZpG`r
9TdfciZIEdCTBtg7qOB8R;@>{b`5ji2J5uQX+mP`)`h@iOK~)q}z%t~z7&lT|T7>&Skp6EOm*RI|
nY}n058@ILJYlIu%_E?8?+yJA!ZK-wEU-vzKCeWuc(G2*l?y+9?PC^E6ssusfJQ9Y`liclvxDBJ3
%~@C@&X?b(FD0<o&gFws|yb281z4-J~u(TCRTE^)*53PQl<gA%P|~{D}wW@eSAl<Zd<qFGi?OWg8
CJP<A}M=Z=Tsflv~&2XTDp-^%mPaZ0*>ubk47@6N&znJa<hI88SOYbwATCOQ$>NfR6zRXGvc%Wjb
FJ_}kjb1!9Im(k)>Box#SBZjvN49(&FdfyYICdW74cKo9EmRafpBG<k1APr!C%!*NG4491u@oH9b
(*G#g5L-*Ebm2bDq5%HgK*6e@q&3USTdE-fmieuUd1>}xMvN5<}rn^<c_Mj@KaTZ2PD3*w&@D23y
YEc|ItGMuz&+I>;vhHd7d-v}tFspK*_Ljf;9hJGUw;LOmu^naoY@Y-S(A}*H@=d;udMD=fQ-?X3K
_MM!&FTMWt)gaXcS*I2PU~!X_LY#<W(-A@%tgy}u)m}4Vkyc(piV`tR^$_Pg^uqn<%FTliUvK7?+
y2%nSgYegngb-Ef(*gxb6QlL4pe-oz@!@CW>vHxKeSlxwct(dG7P7hS~Y$3nnF`xycVl@9o+t&=r
OF-k8ZPrH_}#z<VMF4jrd^2#!zd=XMs+7%85lW7R#TIf;*zq$g3b7HT%3(bN5udvmqA3w)Hp?Q$H
IYdUs_uoWM$7a1jTgdu{}6WF}JKy~C4Ra7JAt*r5M#7u0pW>v<-P4LU;#Wl<uaT*nX4tdFj7Vg-N
ZLN0L{yR_!OS{$!z<1fYa4zuZ7UtA|A*C8_)VcJroSk<5B*Ue)2T|F00;huIs3@M>E(h4oUAH^G^
nokkp>m`&45!=hsX7RxXd^^r=-h=#4E4YiY&V^`@G?kz^Vp=?^a?fEH75bamtpNK=u{w_*;{slxy
31%h>Ow4UU7aGp6b6~c}U8Z*SC*v7Fd-7L73qs!?8iAk>kE1fqLsy<_bd&Mt{Ce?_dEN%8xD(@rY
6`2?5_aR#_TfZ9uVzWjhQ2v}6JS7Ttd7L>;M?Hd6MbSchE%?(S1p?-)BA|F*)6pa5>{i-R$X(y0o
hn_-IaK?ql|A3a(YGeMsWAZ&L4^`0c5_v~>t`N;U6E1S;UUWD-}20MQk<1!Nx6AJ?yW116p2s2S_
6fmP&Ydf99_u4$<2H~PN<2t|;hGNSCVE&(HysBDlJ)rSR#Epvo)CeS0gVwX2hhgW+SfwV=epkH?w
j*|Pf<+#hZ+@aTfl=t`;bncG@CUa=9zl+p%-l!J?NklbbI82QAef@hDr?flV_i3xXS%$_MUEoR3d
+V$v-3yzsOT5S&gNPGlRe&~4zBk#58xq>x->6=zfs?^k>yPg-=^4fjiuuBej(we{%8%SIwL$wUd2
b6KVi%&P*O-#R8R~zenGtl4s&HiJ&8DAlXz3tdU^NuF!*EIayn4FqO6Us*3t=d<94R{g2;5qaY#4
>Fb-AMj)Pr_43UAR=`@ui22pm9sNe2HgX8VGQ}@tu5)f5fp^d+6&M$rCbc|~pPEk!1wTE`<{8+HO
2QIJDGl#gz7S`@fwpv)OXn7yFYWTbS@c3KR$EcF0wM3IRJ~K}!gk|qbV-L<##u%@nsqI2pwY22$<
~ZnHD&0d=Sk|-H$6Ewdw=(qq>?MQTR{C$q$&D^?tUEM8+i{dSTO%fzCfVv_wsj5SrQ|+Hzm0`0qX
J?doKYF$=dNDFEIy^8TTt7d#H7sKSs|O3sqA(3w0U+3J%sZY?SNU-Nqb!s*h3Qyu^ylJstr;^3c%
RXCz!R7TGz^ao;(*6qq@Ev{AR(2eu-9O-)I7E2*a8@TdqW?)VYAeYo6ymb7o5!x<L})fsg*VR6mr
PnD2#6ALKeVfu6OFUF%3BXxeOB#;V=F-XRXpayvLtQiu+)s!)Wn|3P$H)n<NYwCOQ@KgF;oN7TdS
N=C{1BY4D1!34c~ssho2&@mqiE>Jtgw>%`&yj>TfL||A8f*&HHe~LVHA`Y-rw^52I4yZ9wX5d#lL
<SL>d8Cjk%)Bj+dcy0&^JraJY4K>+%c<%ONIEx$*Lzg~&_~;?UN0ZL-ve>OVUtkhE*MCS{wxYm6z
v)TNp(`DIiBiNsxSyWorVu=u4aO~!o+^hNr<(}<_M{#dek0SsRAL9J>a0pN+~m_{dkn#Jpq1$3zI
DC%K~L2S3h)hKd_UkckUAGWEIg?iR|hsAs!TUTTByUMbaYlVh@k&65goL0gB{8dV)ZnBQIm$J5AB
qM#sOs9Uccufl<wZZM-O2_me|QMc4^?S}g>CVTeA)89C|TDk}ef--LeCMxTpd-Uzr?;V?CdZqN67
nIZwglDkSrgNx@quOGGTyX*9uZsAM&Cxb!*A8KL;i8ocRP*-+&@~&!B3zQN8A0^TloH%bxaCaNwU
d6!wJ16x9#ba`8ovoTxL2Tv#AvWt(7ShPc_iLF#46L>hnSulem=-^KD4GyHxHHDiJC>tt74<Wz1b
ISZP!iHX#k9*0vw@0Fj>VvrQu9WO|FhwQ4JKBG#x#=Y(MX{*cnGtxtknQ1kdk`SH{5jPwOssCM59
sHgAYg6F-xX?>7?{1{&xsyaaP5%>mYv3dR{x&OoV%{qPf{hlAVp0C9)+8<i1u2FYYYVMd%X6&Q;f
Uo*y>V`T8HI7Wke)oM@iii4G>-8H^l`JEP-3&7B{02hdibw^X>GQDg=dNe=%9Gau?1zyQV%R5H1s
OTb}ravu`NV}X!3*cMLy8Y2+NVujD<_nBw`Vdb$s=I5pF(Vl1X&X)tAy#xtU6IN_Q5Pe_bFQl;{Y
#8k5b6f`?X8uvCtWTf>T>p<DX`G?(n<`GKJCv$~JTKy65sgpNsm8s45F17S^Nf|b_V2mdAB@dm{^
05{Y?Pp<(K4s&#oUbx;*NUgNQfT)B{@#l0lC~-u?4sZ$;ezG_0z%#!TK@(Z6Z;w!J3Oc0o0Y`|09
?9hMG}NlD?ZpZqqHx?e0GBUlSEziHIF@G*B{#CTQ$EFw#}8zDLT-bdfn_kJHh-EF^2UF!0vG0eh=
T;OFeEKhS<Up<Fs-=5k;_YUuxQP|^-$aLV;};~O+L^!6jGI&KVz--_m^qk7N|^|U$(3rYn+J*6>q
NW3aazO!$uWy>wZXHKs_AAv{w03PSNNSYP&!{9Agf<}6XUiM(EQ#&wJ;d_RX2TTC(BH|4>`W)Sh7
=Xfv52$^qTT-?>Qh4k(0JN}}RCuSQ)nCdYi<bnai22(!>M)oi#kApQ7k0jq8n#k1#HN<}vPThFH^
{_ph6J{(S~|)n&!K%qwnA?v*~=p$MM5WnMfs3%+>i(csWDi0p2P45hFAR2BqMSC+UtSHMy(W0FR?
Tj3v5kWT?3Ze0YCS@G#0K?M}0f=hx_36?Y-G;F)Kq>TS8mi?fg+<Fo=(EdDnaMo<E0wdmIT%nxCR
VwKI#Mj}+~>!!nNEGYv@qHi)?+5#~=YcI0?zdjTH&YnXIYzXHEtpLrweoXb5B<SvWcE6ibf+LfDg
JjWcm5(Kx%Ck#3VVQSc*K4nHJR$cIcPk}$Jy%V0;+`5S67QQl)zloP&Hl1OxH>k^kj%j}h>~9^+Q
3;n}y<Lto;hw@8U)Nve#9IUh&mpGvM?7h$n<3(mDYkbY<6BPagJEo_y|lQUJfTrIPst9(cp!{(s9
Qhgq@lXB;>CZtY9lf|V;<QI1QtcunmC%gpbM%2lQ6RWTNq;8orBX^T>B~k;BuOpzwJ=^GX8k~_$3
~tKbyMe(EKyoFwiHh!1y$N1K7tyrH{6I3Rm*ibK<R<w@O$k%frh;4|@uqT8UlaY$NKa;e&v3%Yh!
RqqS+&D*%6vavv~e?2k`dRZ~?V0LyZ;J%rBROY)y$Sue`apZey)$oE4}x8!oPio(^Cfb+_TS(4No
{~JQGcGqxH8r&nr$CP;>_(ME78hVDTy#}cDFl8sZV^*(Y^@Nzhf}X>i;5D0f4#4+R;qyfpNw8Rgo
Avc86)ZIiH&z7H^;*Q)@7GHhusNHbkQ2q>UZM1Ul<cUrZz}m=BWE+oNe#A_pDvriOrvyR^)?o*7+
eYYpR*yH)s<GZNdnOen|cTzHLFluX*G|&BAZk2tgw>q$3x5flTkcjGyp7&>B`b30~jqIvcivp+k`
Gn%WUAe1bN(_&01KPOSt3iDI(K}%SPzL`gJEU!6XJtL(haEpKXndwwPcwQ2UeJmKEgpgn)V<iNr-
Az88K^!geo-D+tVU7%r`X1nRv<uayx1Nd;#r->am<j~I~m?Ew66`04zyt;;&PU;a>F<wfo#+Zj@5
-tZp0-<r~<7TE9Iw&j2t+nFQbdL#`z2sttXQ~Vo#Rwp2u&sug=^NxM>Y-mOKYiX0UOA&AbJq)-vj
nkW8^EZeAtsNEzv>n^=%i9GT50$HAIdB|Hs;fB<Y~{{nulJ#AdS0c}B=~gH7DwOr_h+$i+v-a`RF
<C+-KN;$9R>6_ZTJ+mc2Gscsu7XyROw8oZmhx@W#WAgw%U0yHx~>pNunyzB5#c%W<MDP;ykym=qp
4=y@xm7t1s64G&69C_G0;$rPd$x_RkS!SNzM&@_JJA&XT?yMXWy6JZ(4%J8^xBoid+$EQl0ACE7U
nu+kO-<w_h=Suf$&(?eFyk8^)hRi9sR*W9U5fP8s=jSuxNU_e_=)(PY5S)Cj)W&!Mmv_L>50N*q%
ek(yyia`vro+cllxebPPC(~N#m_Pxtx3Ey<X<}#im}=qa+yX0Go(R@+Lq#Sg8Pt~MYd%%Bq<ePuN
}>kN4rn$yXtx)OtgIy;RjvzzGaHg?F`UHG4}BJJ(T^-5QklV}FguvI1~NqEc3_sWTt2YLHZ@xtQH
33x%>7x4ho=Q9Cg)%uJO-A^X(aG5$U-YNVuy_)G`dRGy)}m00qZ|!<PxIedGXILfSKd`gt3~+`{@
smX@ayctO)JTzo8ngo*@DWjfE|m(~Vxl3dj7bMbA`p!))~VM8Uy9#CC%!P?_fF1Yi71Iykv*30NS
I=kv3+8JE=(R<{av-W`d8cu7AYud^#9rVf(?NZYay|0=jHB6{V?VFAu-e9c#Wul7m=7N;8v?<fU(
Z(W*xh|Hrx_O%b?_F_JyqKNaqvmaIuxOUaf)T*6+30U323DqlILOOpc#f5e{t{b?|X3~kAcR`wU`
0xcMvB}I9)OkWBK>Xk^imzn^v*&uT73>yh#n^t<Z&VAZwtJb>g*mR#`kU9O>SUAkTtOswqH(&uN2
g{U_4d(;M;zU!DOfjs6JEk(%n!MU&z_yDiHgdYs+}<nYL`TTwTS9GLl%Rpn^7kRHz69?0na{a&+(
-_<CIX$^A6l?cIGYY8mDX`b^So<yekWpU12m<9=rsHr3~{x5xd5|LS|B?#%ueb_+=gZ;@b{>B35k
e)b|~s`dSj}90r@8&eu7O`Yt@UM%lR1Sk<)76SJN50}0CEs+p+Y>(wywL&8p*=t-1+U9#@E{H*M4
qvICu5KV+sMj!X!n?kcY$lUAsFJP%2d_I8pGp)e?i`??4I|)ABFG8jX9!^`(<H#W>2q(EAQZ1-F$
zOP%HiK;|b$vGeO5GLreJ4k_?#LN!IkPWtGIV=bKj7llVScR=7s2Qhj>p2j?EHm^!Nbk*18qv-u+
9||$@P!8W+G6%g3rF%l74%c)L&<nrfP@}lI)TfUAfZ~h*CdjC-OX*te+icprvNQKN$>Rc)U|WkTz
06wC-$<dcC!CF2kG449@yVb{4uOZ?hjge2DT$$-W6$p<?6fO;axeK6H$>W%4n-{8DM_r}Fs_ochz
IQ~pyboIm1~-@kq!M89;{%4Tvz+91*II$NIy1NPzqYmJ|NXh<MkTq%7CNO1~Yh$|#oW!dvuy0Ab|
1p2N5Ajhz-8PfPd{hRR4wW-qRP<91S-ZKtOj3pv-MWfiWdrv-3<A9ivW-n3bpiT!EVg(;su6oXar
#XHuT0(?*-%HWhXv%7i2o1P=*(|ux^Fvz57k(+OSr`Ih5vO+IQM1{^C-#s*(?_Gd{3wb>QGlCq46
=+DV6261yPA&n0bl;|H`Ln1+z#{%dg6u89W6GKdi4V-L9Ii_BS=;QY6$B66P<f+lUS%7`wMwg<#{
^+3mUhw(nc3ncgRR~(6z*y7syPWi6Lu<1n)yX1aDw()_T-w$JZKBc?)SeLJ|wWYaPSk1V)7x81GU
XOC(Kg8Y$Y9c4HaL9MHgl0j~Ut{?+m71evY$C{!|jy;fbkZ+I426>Ci0<*!w^_v4~~2{c<jOJvjp
G}6W~&0E<1i*xA7jsJ!0I5&ZhWYTk*It2SjG7#G6)JT{xm$zzS^@Z}S>40)rNpf5vOBNE=Z87TBT
5d*(*zPel<j@i{pU$FB`F(D&0!}KvdSr9^mD{{%T?xy58z3jIJgy!{663JRswvyzKf*+47(=_zsi
*;R=B5`Y$|?v4hhBo&W>(&Ui~7!zCX>@UL4$`Jrl~W1%B`z8W)AIM^d9S3-#>Dr?H?kbd{7{Q;2s
q#sEz+<<F!T=n6(jBp&!03rZR{2cEWN>q+}OtN=bT9!zbey?qrI$x5BOY3FMy!r3)&vi_g|)QWY&
LvbW#+t<Oko-A>&Kih_SKQg7%pgGQHlg0{bmc;0$EYV^TqTt%Q#k#K350rrJ*gn1#PKe^w8C8eI-
G17|>A*7zP=@=)8vEUO`JE9I3FFm({2B`w;e8&8?cw<Tl$tqzTV`Zv@e?b<U#<sF|F|tp88ap-!K
A6AlWO?Z&+3N!xtC-YDO*s{ntC)=GBMLnpK%A~vl)GdeRuF_dcI4P#m&52N?9y;jBLsuq`UakZ#t
cd)yaJt&P>iP@jahM@$EcX%$l3yLYKKm;;O8JKiBP3goKJuSRmAd@9C-w>`rw2o<g_p9UVhDPm&q
|Yh-3Rq##}4%|Iz#)Ot;*`&(!3;#`RP##vEx&+EG{RpxDRUyzl`WKZVu6@avT-^_<~z93LB-6w=r
@UX3g4B*nU?u&fo)JP=7Z2M?)7Zw~ccrh21*M5WsG5$SalD!d8Sb~e(El>3PP!*S#8_=Q!FO}xbz
Ggr*GE?R^wwWSXRy$Q!(|992r>g{mjw!;z7o`@q!$1R&%`07l}J((E}vwfdLYs@_Dhu3I8TOiF-b
0Q1@gK_V;(+s$MI|<Y786Zb-S|+SBu~s=&AbB9J?byozHa+VsF`>O%9pFRadl#9Yh=+NG>oyoN<%
(os=W`odkw#`Lyhj(w)v?8}^3gZlDI0;7L}K3Ai|6Gu&ue$moo@#qC=q<fCI#S}=Xg=E&`WGlEeE
!ScVR6fg=GF?bT=Kddp=Js^NPPLNls45E3ast8Io>+;-MtwFuoibN8W(O$$?d#tKix2G3a%QeSHM
lu$UT8Rco#|n7Nf(z;oUts)9AzAwlMQ1Gl|Y^S!2I<mTz5mT{Je>Ffw{HJX39Sor{@pN$chhbTO%
0Jm+$fl7XvW~UjdGZI0GKrPvgtIb(g0EFk*Oxwk7gS@<T?Ar*3=KOg`cH@s{k|1MKt-F66#Du;lu
8ac7#()djqH9j;B9bekvL?K_GWr@J9)XjcES;#21wmf}5x0V6RKwo)bPB`#MI?V`)g=R-07_ca9w
!J#W0I)h29jykcTEc#SETRJ;O!gv?Yg>$pBw|f%K}m|N&8M~Y88Kc1?oomGWQEnGYrEt;p6f;!Pq
<#TW!S0dMik_7Qi?v%K`LP6C~5|8j#H3fd`l4wM*3jvTuaCaFb!S#AP^jK&^S&TvKYfJ^t6Ubeix
)giGsLV<OR5I0Ge|YDJyZ2Id|ytohrgs^S@w?y&VPq~6(=nBC8#(aK&-wC2?SBs_51288g}8MN^^
fiDSDEM{lws$|^UA!hO>(&-TKt5j_b{r`T?!0B5|yy?eVW*q}S?+a#vGJ-*W^y@7PA1-&RM;@e&W
5R}3xL(9=6X`6KB%Bt21BNTS((}}h8%Fvop|$`XJbQbS5qN^}tpcYVB`vwG5xmaX_xi_BEV}<IDC
@-Vd(*PFc(h|luRY~hYlr3tDJZGeCo-W%zxriiy|EhO3Y97&#5j6$Gg%A=_26hq11VuvMJNzz-9H
woek2S=afIDcJjaGE<qCDVOCXwb(JOpMy>hr&37Df?`e!=2Ozo%-Pek*E;(mw!w9h3*(8zMu0Gth
6gSQOcHUd=jGDOKpW;6w<YjO|-KKjau!%RS~L9d=*?-CCGI#2kjDsN{@_b-QcBF84;;`xZ${6(+Z
nViNELgnBtm(!3Jq<uN?5tWhJHKXha$dWTbxg+s)lUg5@QpEzw%wo6jq`=p{9n&O{hvMOO>YnUf|
6M+A)($wp*U!4$SASOA5J?fcWVoQQ4&L4R%Wi2Ttj8=0@%l(H`<C$<mk55XAMJRNRTqVzEYU#g#6
UN_E;t?^^f2Xbg7_xxy!yv6>$tYTkkmzh^OxAZMVplRD)iQ70j$Du&%TGjDUn(c>b54)6A@^c)QA
j2e3P9cSi{Sz1m%1?Yb^;}OioGqRJn-y9sx(-+7n9k4$4n5g1GmhyQ-bp1chcfEK<P{MdRdO3qAG
nrMGynUOH}ba+Mqro(Kc80o9xasmuBM9P*sr@Qs>O<|Q-pH8M|2xwlT#(9^G@pqLE2wjNy%MTOUr
W%SO#8|K`Bs~9Ki)ANTQ-K#|C%j6R6N_ueOmkP18uuwgzce?s1dG{0My?WM==5Mky@nTaViB50+#
#xV5V42wJ(D12U!2SckR!3l^jWo-nt>`5x*p9%dbg<grKT9?jAhOpN{;MC=TLWREE3nILp%UIoFe
g%(huA3iNS?yJ+zRpb-uHhA69Svq(axepG8oU@KR#>DvAY96e8B?eIZrgM6pE;8tlSaIU@`l2VX4
x!P0-fIm|WW%r_eT0U&P{^y=WLCW+ic~#raRZ!d32oE}@~9nuY9>%V<{Ui;^k8mtl76j#IzR!e#Z
?)TUFkmVsu;uPXU3H|<JbC`bq`AyB*+|2m{BW-r_1)*S_P*anA(81&7g+@@iCDJ8)$;9{NG^8!k{
8*aSmg1p*#s8HL1kB3z%jyhL;f_=^1e#-kFmE~R$;==B&1V<LThaGh}30|y9I*M7f4Gn>|3Qyd&V
I2#0iSx35#Va*=Z%<^k)~r7tm*j1zkuX<UJJvYI|AyYZ#7fG(2leE*96MGt=Jwp~?5aC1c>bNfG0
oq)xO+Z8WvmVwWxNaMS)XXIC)C9Q?IL%4{(hGQxU9(1oX4ZQ@#5!5n(jhIrrzAwfn&9zAChgDm!Q
mXRx%+E<>Mtf9KW<Zr4$d)FWet}L>jk_60fcj^ibP99(l~UIHT?Ju}v%ftc>Rnek>vw|1uG4Et#*
%&ZBl6#9wR2g-<{ulNh>=IxPu?hmlCpdEBEji8Ir8^cheeW-6N`p(;U8iqvw{mNrFM+~U(wAoOt2
({k#2J(w6NwJqwM0`Xf^mWKoR0$04{8-=qu<Y{b7;Co2i$Z;WbYu=R7sk;pu)VhGf@yWkgy@|K5%
+Lycyd`Q9l3aytJO-x%gjeAAb$<?H-nE&GnwEIV`|ej5G2UrcdYewj0ESz@i<v8LAK>0kppYrkO+
jpjqI1sjIfe&}d9j}!s@P+}i+X`01dAx00>6y0Ty)V|;9wEAQQB@%9Jkvr)f-tBYND{u1BVAe)3R
82voU$CIs0&cvk(v(gR8zU3BaNgUXp1-;|sxU_em>Yrx`TWM>%6-j$PFd(<N)2@BoGWpB_N`A}gZ
t-1#A4+TU&#v&t;A@_!h#b4KKy7xu^AshpMqZ?(+yq1@JhQUhOsX2EWdg^6i<&*&$i&_=h~@EMut
Tf`iZ^>@k5ugd_N$W>gHYT*3kU;4m<4GWaJ2QS3geac|AIaoHdo0WHwq1O5H7bv2U(VH;vt+U7(3
RH;4Q-!`UdwgA_9efG??6Eg8&~xAokYG0HP9;gl(w^_NI;zn#AF>Tt!?Mu0S&=+69Ehf`v5TdFZX
nrXx)_cvoT_vyBL)OlDQcbs)&lAhmdAl=6n4T!;-}~%ok(A?za?}*`S5e=g%b)7Gky8AK78o{Poo
#h?4gC&dds;fWaER&2(-pav3_%TCi7~V0n=4v1FMqm5@7@n?|EDp4>bF^;6f~<DPrq|*J<WM-zK%
F3(qC~{HU}-9kz*=fjfT)gDy68YGQEBmgPzYItnX{@shY4j9&6y12xbJ0L%dFt8met6F!2?{UkD<
@2Cn?#~N$D0-Y^8%Y67aXe;~8m*)u)EQq1sJH(IGJswUkK}n!EGc^7)2S^~7l1$QwgXsOca}8{nj
lQ>ASkceI=F$j8f0*ylcFMZYtV!_fvE7PMY6{R+cZkK5m2Cl#6A8JuM`M*xr{tf^zPeh|e$%{jy@
^)xzg>Ln_v4NDmo$(63hmrwIS;!>*<^$r+<uU#l0;qM=C#b7XTycN0i*X%bY!=4Hj@3eOLOCVuN*
CBB|lQmQxgo{wtMD|gy=DN=*<^&7nS*$(%kCT909qiCZl}6=i92t&IBxo1SaZD>hK|_e`T||(g13
h{)hbia{R@1i_F!q2R!a++1n<9+RW&P3{==-o!Ekr2=}x6#l5|f_m@0e)>r0H8+Hd)rtBJFIRpYL
TKJcUcgMV47n2cIFH|SNk!q!?BTVyo)B*p>+tNCZ3wwM57O|xsdJIpKgi6?NTRTn{Ol+iv!;ctu%
#VA7QLNpVBb<QpHYm=6GqszyFJbJ$H@|;{|7P=uH~g{C4jz-<=8AJfJ32^Tq?Fa!$CPKoOOAM+?K
~QAG<YjtSDW!RG>Cq&BYY32u4y{5r40V7x_^xUa3fh)tGr4R-Ap@1rpQTs?ra}k$1W{-l;9Sa;ss
5pTI_?9p<)|Sp~)1nfg%FJ=?o!po%kV*D!!R5+bB@@<vSihoCC%&_8$APO%4f035eo=DD@ceBbt?
&vjTE&HQ^I?gJB*O{tB0jO$xley7Tw2xt_nDox>ul>pi)K3gRTT)YVI!=~tt>!{CpqTm!sBZhiHU
5d5|$AF42JRAbTHQJ1$aEII+d44v;v){Ygw_5ss4E_E2x$LCzF=;;wtb4J02>bnSOS#e;{&XF3sR
wF0XqAGf5;!J~+V^{4(aaLNWq{r$Z6d~#r>K$bYIu*T%Hf=bp&Gx&tb=}RUg}VLBGpy`HrV>FRC%
?e$q`W~qsN+)S?o*Wj(CCB0l>=|KFpy$STvmb=LaqIE!M6zlVvDz~Y4PTPyx~h7$|!XWD;pN^15V
=DH8E$l=LH-T=2Fy7pxr9kwGkGRNy!c!Y!wQf1pOxR4fspzF67PIkkZv<CFo$vK+on^%QwJIq$NZ
!LeNjx$an7t)R9e{s$F#K`26H8Wgf%HxA%nPA|W7?<u_McC146QA}^z;%2$-XD6}Ot(ba1I4{%D0
zeTFu6-lU2`)RYf$GN)5DIZgsE?!CniKxr&afs1P$Mt>u>zMB9pu#%3!0b;a>v1Ix#F!b7?c*Yh5
y$)TPaIRfeG(j;v{{@<y)Q#eeHT!?%e8r2S738yptsk2Y|0vs3rNzi=>0omK;;&v_9jZb?OJL1#)
6V7BHza?Fpm0z5Bk>V`84TfxqX09p`L3{^|2y4-!XrS+#kIE8YI)baaawuUPEyECD%N*1`)jvvWN
CDrOG^~WS@x~o7*Xr7oBVTd%$FYM~96ERTmUb?>8@YNudx`<tWa-<p=Fl5`I6#Hh#k6C|(6~vIm7
RkO=e{vTW3EzCM=RR84|9gq0r_#hUVJ203ur2J8B(%H#4bh*?{$f`7tH3zkblS~Qh@lvI%q5m8Lx
qdPeqQ&lLM+2n4^s;`lG&xmM)!NG}vHwsfc2%UwleAP9$QRS+^l(3ZTJXcdKQ0-1J9u*>OaPDBH`
$g>IAa?fmzEQ8fgxDX2^<NK%$rFgYbM3nX2%8lSY0wa!EZD5aHwyTGh(!<Tv(K+H713Qa3JG814u
MIGgrOa)T43i_3p_yp0kDh)m_m7v1K4CkE#N4bL;gc@Awr06Za|C%tz)Zn1d5P=(K=m|oS<aSX`G
+chAP73O3ucT)2*ICQEA-%*+njJ(26up!$PRz1&V!BgU~1h-or09G?@nRP8HE#g_|2@Gz6C@J3~U
>&@e%jFWh3uygnjt%Y#pFb1&l3#@i>oFG}GQx=l)8v61oP5C3$iBaDMqhVOzlvz?HPOc1979(LB=
*F@SHbLT|zCXfd4g=*P$VUONBO)2PFb9*2vt&>6gGgV;Vwu*!pT0Ljk({iKFg-N6&M6~n8CaLBB6
f^5Yl#W!L6~B?;JT)ht`xniQ7`=+4l-HgR*%msvJMWt{BNhCQo~V&wjjNmz5N(BH*J@(G)LF~rW?
evjd$YmQ48#A6XK>}0sO-9__sS5}F-li(&92tc)MZcqqh&HGSv}hR1e4+-VrrSrSypDZjr2S69CD
^PXLX1ydPFxUkN|!9S=q)`O%7~I{LV4txP_=od+|yd(k_tJrA4H$mh6A}g#B#8^F3~FOLBGP|5cf
itGhTyC*K5h98ohSZ1SpdyI*J`_i#3kpClhtd7Kv6zgxA50#ulhQsD_&S|8Y<#0!P+&{PE)s@TH&
3BQgI!s6ln(=P~C5}E{u+|47y`}Sj{#6jbPbi`<*%$oCo@GKz>{(lr}FwKZf#-<`5(|Pu99pZKI8
zFls1zocn2ae(rf-G*u2R#^3`l$_8$}8~(zI*AtTQSwfjO2>`J6~JP@>+)Fq@SLZ5Ohk7>}a!x3v
qzd)O8A_x~&4ukMOrTA$hocxUO)i__73*6t7DzWCTw|3YogRpjaNG)e8RUE2JD7XtdUHzFNf=!=Y
jPY`GL8m{Y-Yy5ETAaNJ};o8zCWlN{ZT_^kg&yb9!&FL)J@jQkyj9LxN`4t<(Lwc%qV!Zb1_mQ6^
v?}|$-TJibARa7(4Xx4*2jLy5h#SS3mZhU?}wXF=k?6Xa=N*2@eIFSzOaR~F-7aJ&`)9+#T@o8il
q4tvE;%Oh?T*gv)3kcIObxx8rk_>qZev_uPWtzD=AlWy&XzYWxI-T^v%zQ{rD3OBnqV*?iGy2M&!
wzDb{`Q310B1O{wC|g%rnl1Jt%~$NT;gmq-+>ee_dxQPz$y+7Ts;kM64?Sr!{Byky8O>9!}ckj&X
0!tK{Z2qfx*L|>3T#km?mp3!Ft_zt)Clnb3gF_G9eA9=r@RW0-!Y1vwh3;L@<I}&OKn~dDd_B>or
;kq7n(37gww{0Dt_%dJgWPC+L!<vKvY*@t#$9U@5*XTjBSa=7?Jm+EGY~u&cq9UmiIj5ICFNDXwE
lWDaof)Rxtt2dSQfnn7-PS6G}~bqhPmEMP%C|LNYGq+kKGWReztv%e`(18#WWI77kw9);3jCLYkC
DynxB6C_dUG*YoP8FYZV$#jmF4799ES(41ZbC$@7T=0*>ljXqm)^RB9G0#u3hR#FGt)nf?Z>|sAQ
eo(r63<j1r_O78omAjVk@3;TjEay7zpOM2tBjAx<WtJaT<e!oxEQeMuVXI!WBNt5JW6>QH8)mcvv
vqdPA1K`P0g!(0}z7vx7qx#`dTMGTS`B0%6`|&n7Z*!FJ1uR3??%Gdj8k7Du^fVev*z1)F28209>
gNgs_%V6Wg;7QieKOo{2;}%yeyBQ@-<>6gDmqd3GvVPljg_+I*H?fB7Fwfm~$d%M^)e$DQw$q!?Y
X<*I@FBpYHpoSStmCXYz0=xbEXe=@R3aatcZENHg1l1b~rl3%_TWgj{G`VJsszDXI@ZzZ2Hh}`J<
SoH+T!cA=<p)8rxdIB8H&k?@8F(CRaxZSbymWQ1+QQU^w#_a5+Q>DS^mAVEsyk7x>x;w!${OO)39
iBiIfwO@;zx$Zy-T!4Vmk%_hyeo(-@X?m$cd76Xw^G!p)sY?-JjZTDn25W%NVqRQ<%geV8=alAMh
&duB?A#vo|*Ci3`W~~$wJH;Nfs%MB)q@gJn0~n?CXPoJ5_G0MD3xRm1$DKJ@&;TbY5QLvhxWJZlq
-dgy+EU-l2{d2{U_szieyE#fqLV6skm01OYwBA>JMoR4GTRYs{Q%5EwcO!ZWNJ;oYDg`%G6Il1D*
1_5Ols8tJ)k13);&Vyn+rU5zM8*vmZW#8s0{P%f&s5)$D$i)Dd%&5v!!@n|{2sq|jcPS59jr?4bC
8t>#+H@dcO2u<_*IpMHKK&uLSMh>d52pR5e^HooFe-m+_zZONsha#E4=rfeNHn1wz7fCDn%}^MR%
!uHk$#8*Vwuedjj<q|7hiwsafkCAx9bh}FrH%YDz=AtE(fHY)&JvU!m)z5<0AKmT7B%;zK53Pzvq
J#}iC2sWu7NC^fG=32$4`yGZ6W_n)Y76v&6}QN0_<bYR(025qJy29*4jjlKZ(Oxp=X(d&d2Rp4Yn
RIJ6F6-cQp!2HOQ^5*9b$W7et#3IR9Q5N}1*65ePuL;rzFJ)1aBTk-qMh^@sXr)Q}pHauG@d9KVP
Z045`?ygbgGM2sa^LYC3qq{+RUX9ADQ&qF#5pXab{34Pat1`{Vp(Q%JWpY4XHfd>e(P2_KVPKI+D
K<8~02M%(4*=2&r<V-;^|B=$G>(?{Ji@b=vatu4U@RHurv!ZGe$M>kPJYH>VendLVakAcSDeVVo!
63d*Db_0aO6cl~?%a{elw`775s+#bxabm!t3))+xXCShiAqlIYbl)3Og32`CqNiU-79N%OqyQV$j
|PUfxn(2p^7z<88-|mxM~AWtr!WoUPO-giD@t19gkE-rSJX$$tVvf`!fb8m3THz%MCYsZI@^z%+0
EbPu=Y&8x0a~e!ICLWVcz)iM%5?>_-75N)QI!C^+shkRK%7d0DAH&U#t#4I~5Ecpkfz9TM(XG9O^
QR&EAu^)&Blsh1~bv9|!q*l!$CuK8ixkRJ{*3E%YDL4~6U7iSh=`zFh=E^;oJX0CXq+-o882wp&%
%wt<A6j+ozvgZ}_Bk$8@Tt(Zo@2xDkcN~&qNISe4vIYAOq2pkiVS-#n5^K=wei~O8W4;&n!afzs;
(BJ8$5CnzMs2f)$9cixHxRKd1gJZNAhP_Ip?<wFMR&g)Y3m4KGE0|n4(Xq-B}Y3_ggB_1I|l{;P>
xnWC>}3A$Jf-I>M=J@Nc&c>Pj>MscWGn!{2K@CUPiq56n%Z|V+NqRb?U?;y-70sD~zGEtzBM-eDZ
ZLP7>xN3t%@eg(f@=RR)Vi=;3O{9Q4^>ll38m@4h?q7SzNUG%VKvC3h7i`gV!qdwZ<h=90g;ul?J
lrWqogH+DKL?2xa^R3-M*4{J>ewDR6rD>9H`%J!R-ICf{iFN5Fyef?p6lQ25$@CG3~i<st%9}aUJ
3bCLBk&ZiU{nF<CJ!6uYL8z$>z?j{bpQQf&2RGem$#3pO5CbWVuIl?`7X&9aJnqO2UM>ZMm3t}&Y
<J!G%mP8=P+%?{ldMb0tk)c0fFdlnP!3+F&q8>s7alp-;tXbx=6ZC8qn?$3O;PY^k}SYAN5eaq57
^khyt0zz=;7T&1%pF4sn+eFdk}*Hs62p!lK3g4xEA>iyqk6R4t+Mt<Bl;6Vxf1%P6xlJaK&HAd04
1R%gC}vf&gWIyv#k0vbHMy<90!<$cFV<;RLTd7pT%t+u*9s4fK-gt!E#m9eN7v?~qxav%b1xVgm)
lZvOVHAwIm1CAK|IR54AtZ59l&cHUnf2}K5k!BqE4u85cBsNDdc=By=!@6m>jQNw#L9Wo|o|8d{~
^*~+fT8yP`wp|*XT3k~6utv)An%@s93w)QPtEKBMUOLhIaYGF68Ds+>3(fdQ21jn{@(&!;&>^Gn&
#WA@uP^Lq)cWVsQnMM4OW%FqWI~)m(I14h3K5)7-IpFNJlo|QNK$TG{1`;jXrP;zak(ooYg}~}e4
Z}wGdtSg1~M=U*tvd<O3Ykm78wZXVu^`avq7viGiI2BIP^+Tw7+}x&~DijRpULvtk;QR8OnMxU`+
ggG6<|@%2Hy)5x5^}M&QZ*6SPMDZ=SC&KP6f9A?Pkv1v8(r^?Bo5Bg?<R&g{E@X2>oBF(;v~l_J_
sWqAMCTd6FMh*agkC-u<CpZ_QX=1wE55?4bL*>&>;I;4T<|7}67ET`gc+{89b*X$P=f218v{ll7E
fw014$WOlM*+0~-jgwjpkHm{Ie+-JQl`$^5IbGO<vP(;NamX(-rJfx6Rxpit&60sAbVn47o8wXvW
MGtd`7fE@rMO6pSQWO<;8mej8a?twTo(7$NG-3=Yrlmd2pN`fm3ge&Hs|S8td4XOEyFRROl>I@Ly
(Q!0_-u~{fM57X{MVyKA<M~=ZSF+AMhDA|KD7mU86Gp9KJe*_2qzC$rq=S3i*N~OfxFGxZ};655|
USDWdjf^>-|36L$(NFuh1GTp5>}6p~O^fhuWj&*mHwmm(pX!CEg4NdD##?cgN}w0>Z$ceWyxN%+F
QClO|+2KEANy{$pdqEsyPCf)&qWn2ewND6~pMdlnbkadR3o_dc1tBv0mbH+(nID+}Z+o$0EL*h2A
rH01ckiz^zBh}S1)(#nE55s1lIee)Lo2i3~`bz)xdq=r)#o!)X%$gBTq#bfASs)8HVL>#7S4)7yd
2%TyTzQ3+Joln~wr;mESUxWl&!M&`Pj@%i9K~kn9b?b0ujRquAMIpv97`*hK0sbadL7B<Zjk?|Q5
Jo7wk3*MAKniyg@p&kVFZuOW-MZx3YA&FZQ6=sX*t?<RE)+aAPh9=MlIQQ3I722V834rVkW412nz
T(9PtW%FP=o&qYaO8lPbAS-43;RnH%k%SI^lP9;&#%tek`$_*i9<8&YM9%S?cC?c`Uh!Bv2>Q;AE
OwFK+?&v%GQT(!54GC%3xTu!#bBLv_OL`1?QiQgi-e*p{t>B*a@I4}g&s<9&a&R(0Z`Ny>K51=?N
XQbwykJ%K{W+#A8Gwm20T6d1X2^EejDmW0i!B0q!(VNqFN+xxQWm9A};zyI!9)YiVm=_=<<$O@XM
!_tcXlfCP)eqAdc=w+~wfS3o(~3;TmEcE7#5py$7}Zw9awJt=+CHvQ0Jmx0RK;A9s|6SRyQ|Bp>j
%BBH>hok;IHG-%4fbOPVsnqPf6=j;gXr{(!Ru8*Li~>z8_ZJyiet{KywBp{e(r-o#3e>_F;ePfOI
uX_ArX=Z|de5$pKarS&PeD5h{y@v$Dx%{zD1x9_bGqtflWdrmW|C{7Wb)yJkZN!mHTjoI!2{MWA|
k*Vnwlb?CSwHAAdIyuN+o?aKqI!T#YAm>Zqs<D8tWqRcPgBy>I(TQj+#`~q3|apuykpq;6V%8aO$
#=Y;#+o!W&%v&+qyr#vkILZBkqx6mY`q@?ly$a+kJWXBe781FhOW(jD5WQyzc>Y<euT?$C3Lm^1F
<u8-bGNg;a94~S7+1-V_U7}==JxB%Z!k!G{n~x6Bn`h<hle_*O`_{j=C6dm&6)MZB%&HCtnmvvym
mW9e@(YX*jfB@B$eSPP7xptSoR+}V4@p&VVGI}D@c)wT1PCzGWYK2F=E;4WFtpu@_j|QZ#kn4oXd
djRCbH3l=xQaeTSI?Kwgb)W3t}db31UBND*ER3qc3geE&S)4Acw$x}o}Tfo@M1Jsd3VhE!|s<GA!
P^-OVO*VVXnB8?28qNpBDiKti?@YSGQ^=xDglBx3V4SwL<sU!I;4yfy5w?)6gSC@QpJrwPd`ikU{
4gXrjn@yEI^0<f!??Q{;;j~sv5<&pp%ZHe;6kG#5*Anbl5S0FRIvPMZEYN_GjTxVP-C$GfVnYLV1
Ed7?=?nb6z#Q?yL_8tzoORoUHLLf*M|f-Tbc<`0?b!`*y%2A{Ctj@H0wtw7b_6>#u|EZ@LKE&$hR
>_A1sE6K(7>4{sJc0`K$Q9eH<Cjq8hM2yO-j<FMW2|F-lc!Dp~ggH&667!Yshe`S9#`r57Z<UEPk
kshz|;ipiR1JC6;t~JAFgYHTNqF{Z5&V-&JY%1@^?$Bs5DHR=q(4#?Y_oU=U}MfD<>t*Vx5uQ*)=
z!E~WyH5=UsTTO6oO|lWTNVF(9E`af|pw^1btYkyKw$IMM=3x>4ckA_2V-zA?<OcvUGt#^XZl#_W
RQ%#?JazhZzrQRz14ICKGsR*@5CuLzcY!Ugng$^+h|%W;GR;VJl!ZRacu)4pqpBdK(PVoO%W_!9b
NuH*%sd%GlUzN-wE=*De~9*3-v7|VErXoz)ZFTn6@&}WvwMnFp6(O6>c79w5`@Yq7JTRjzYs9>Np
Cfwg1*IEvDVl##hLBe7iI&yU1ilZia+pm+&{6=xNd#v6sQQ_hgK82j^$|@^G?Q5aB#lIXJF9Oj{8
|weI-1#QdQgzpm_OS?VwEt7?c6kfdXneXo`6s#ERN_&~1mt9d-(pjwkds?U?(~M$S6s%yjFgs8cP
CLFQ8B<PG2Gl}2r+IcMu}=ypO8!s`PHP>~>N^=er9F4Ll~M-^j+*;wxUrOOP0in0Q0khYdNRRc)z
W27nOtFCd=JdxC@ydpEx$|IUkjJX{!J>0&oPRaNQI&<HtG9pCW(;>*!3s|}=$mxEha@CKy{TNkHn
pkDDo)i+rO{cNtGO#l4!8b|~<-qZC5;OOlH2p##Yxh0IBQL?9Gr_rD+(dU2bh`ivEwOdH<)7)t<J
L=fr-aa6(Wd?2@5VHV&zh<I%r37hPbvx;XcrsD<NX~{uMR}-)V&mCQC#6kgIw7VDp(R4;?3Mxbh^
eKESP7ad=pk+(2t38!}(emEWcyqky7<?XB=ZGdXeb38B9^{Z8nvZUYi#FBWBQ9_3k$BhQ_Vi4K`y
?Up%XeLnr3lUyyuj&n{EKpU4_xhmXMg?=`}ExEr4feZRe*hCXzaGJr2+bwGGd^WZOwNiwgAlGuNA
1}@o<%hbn41`HZQ*rEZwPTD`q^wo#*@%Y-io-h?mt~mKUZL<fkptmjWj!Svx7m6LE9Qz71-*P|KV
JcF+C=BUDCE~&daDX2Rj!Ta$aGNI1K%;q$C+auk6vF7v(x;G2nw6{>|DuGV0Z>rM5?<?)u|<6uG_
YGuNiUw+r&KfiY)D!q0W-{?l#jJ#%-s?@nHMTXgHsFG@fW)}1ZY+_A80x*-z4pk3@~xnx}y&#)$?
PRjd?^!OqU5pMQrMvv)wKCfFdEBlFg!%WKy+9ySR4ZOvaHHMkxu+0Hu}pjo62R%v}$?UJnbL^47d
LnGN@4l^S}Z6g#jfa2g|><qB0Yr0nwgoeV4u%-DpTaWv^CrsPKZzZf&kNBr0f2eSOXyS6()*=;en
3oY$%he?yLWcJM3U)D$#PjIG|PWGi`i1VB#dE=D@7Ymq}3$;kgcO>oL*=hH(Eu-FWtOWL-q3}73H
Bqm)kg;ZwIEp41>X(pnyVj7$`EX)8-DR|7nl!`bF7CZA{P<xFTnN39`(COKs2WwGhzajES)kFKOp
U{u#jyYS1ta^cM5y<%mIbP?UwG}h*JT$Agw9fce_SPk<akj5141=A1V7sEA2w=EKRWyi^c&t~3zb
jeY2;!Nj$NS0(TZu;h8A(1u(|ZsK#wzjZG0vndtn0f7-+^gXp4wP*HB{a0;f=k^a=AAMcSAqN(eN
;>{Lh{*^96V@o=8xPYR<`5~c7FKumIVEbjy*U%?+xeVP%{EawEdLZs6mv5z{gYMPANLic)LIi9UM
!||+~i=&2HVyshmC_uvw_q|td-ZyJLlICC62ESd9BH46*1RVmkY7>Y)#DTu$9y;~xSn5@OP#nT;`
n$)L8%C@gIKh{!7i><!5u@GIhp^WY&kP*=N#Oe|g*}s)(U{}twu7xP$1y)E^^_O1MZpK9BU$zPUa
S|4IOT#g`vWm16l?9=eGuk(HLNHE%}2`r^hFKe`Uw99u`~-mmyef)SxW~Upgzt)QpT*0*LeA~?_`
e!>BoNRfL{V7$YYy9$CRBv+KfNAaMrd->BD5s`%o>&Y6f988+;1iHasQtOX7`S-b!3z0q5UL)m18
4Fo!C`+C0eu>U4IQx|2xGd;vD}jJo%5+c^711R{%ib?=fB;jc+uKf&3H%}OSE#(@zpBF8tXM`yM~
)M=pCzWbB;(iM)0=qw7X;dn9&!V2#BB&DBH?3JPGUN|2A*zqf%IH=EhIHShLM4H<DBm}SJb9^}S8
{Wz!pSp|)V9`a$w`0Mf46bgqmU;D!Cp*NT1fhH;9O4C%${dFWjnXF!RL;_n^>Dq768@<5AIC*25d
~VNnu|<}0r%WOYK~OH|6Bz%6`GlrMKe=^L&B4s?FWq6{P1&M>X0bcBFi9AbqB(b<g+Z90%_9hq1h
}YisO`9_ByWyd9gfkeu(~*S+vUIVar-bq?fZ~Xo|FU8?xYaB;7MyZvjP9jOCBqZ4BM*R^umi<vgk
dqzIBIkb(z#Oo($aj)q5xS}A)rT8jh%j;*>pTX=&j!H1b^x6v`)_$NjmXMP7qU79d}DL*V{shA&v
d$pgEHMiq=TV+;D;AbgQNywE3vj^HhElbD-f8Ko?2?ZFm3(<Yq(uwWB6MnS1G|sKq+ydk6?~ks;P
*O&;){Y4MHmX3xksS^!dW18#T+W9bYMN+76*KO%roFKfLmxAPuz!JU+@GF^A}jg1zSE7E9kONy##
ElvQJ0bV#I2f<oUj;YrMLLw-3NByGKPE3y3gdWL?K^f#KrnN=(SYc-6@;FULig>jVi(!1`l5(Hh}
)l-n%cvMR;+MsvJfdwC!STOf+9(=eXAL`plJU92kKkQE{chP~jVbGIMo`<@Am1d6$p~o4i7l?}z!
-icSz$oPcmkv8p716pVYpP@ELRS7z7AO}AQnd#6LM!;XQu6U?Sr%$St$L9AXj_GBPpIE~F`>G%3h
!iLP$M^Jd+3gG}gng}Dqo*p&M+;}*J1z0i^N^IT7ccStE{*Js&UFe8M<mx|$Ckly>zpxAVFs=lAG
m`^}rpnD-o=vFjb5KB7J%42U$ftf9TQ*Pr)4Uvjdx#@*o5m}$$qJ@TL;fsjZvW?DahV|#@{QIp48
PV3@aqq(7gB-Zw0XR*L?9_Df6$i9#WSiQUuk>Q=Obakap8k-xs}cx6EmGhgvw7QgGuI#d57HV$Dj
ev%&JK#uT*wyDcfkOfGdP~Wxqvy>jBV;HY5Ln%64ZS)JDTxj7WVE%UC(FhLV;=Ge>wbNO?f8C33u
JKzvX^9~8=K_t|%3*sDqT0TxPX0$f=)@q9(-=x6?cW;hFLe5B5T>+B}&Kqkzl(loUe6B|Ub<#1Hj
yRKovt!=M}SyhNHhKihP0W!~tdrU!XRaKCz<WGj1w_*LwJq=ZL3RIi9{G`2nHry?muclJP>e6u?B
{WkV%!^RS+VV_vZvmWTyn+`pDAxQKQ$0l1Y1xMASl*EB-7kP1F5l6f{>Htfg)w9|g9h&bJs-AbYU
of>+C~JSU!~=%XEO6L)>G+}vCuo57KFR+idq#3{D`t|fn(;qMZzuT*oJ1gLDP$b0qv8B%n$1g&wS
OB$LpWEkik>GOTWjUYoJMFmPrFR`;VJX)RxDOv;K^Z#4OY$yXmkrJ+bJNjFao3ONt^KOCFV~km=W
``Frre>@PB(PDWH`-DsntoGR~ksy2b>6C`oQRmo^4ks36vH8fOM?lyL^bM#F<6LCK4moW!Lv$3Lp
&ezZsr{Cx@x|_yTpA;}fOoAVda6#>{ZOCv_==a4;*~5UpL&AQj!CPpZxjCPpc*2DUBjr;{GjBSbH
pxO+F5e3ykg#@QLy}A(Ho<*qNYX>KoO5VpMX-{2-e;>7Ks?(-*b5d3^MjaxEy~nxq25B$XUqcO)f
a(2OaAnL-$6NR{spv&%|7G%cSEDXo;DwI?cglRW)WkAU)GP&$=~<G2to=9ds%KMNBGy;T&t$5)Wh
Y(3sh=z6*MCNt=L@Crl6<6qDpSqnmFnz<IsH&PeV6dN;T+K;FUL%=Po~+o^PT4K$f@#1N_DGd$)B
50QWg$x@3@aiJroFaZg2%(2jc^6d87ao(7;TPzpdeqFp_8sWOWqo$9^nt~|%||DqfvYNe+)DWK1&
R9%ELY{={9x}lqD*z()k)iDF}>pxj^u)6G6VL^Cd^>Aw@i;vy8VZwC+F(CY#*%pi0g;&R%K7Tt|R
=!<v^@O-k2F>rmAaALCk^ZY#S(kX+w`qP^yhvf6ECMX#T*Fr~?Ijqj0Jm+aepQkv8hWaBbykoiuV
R1Es>(uHllPW^F#Y=vx)80%njc}r$aIA4S9!HD9(%iA!8JO%aX8=jBB`Zg?Dm+gj{nMK-}*)^6>m
E_ex~*>$Vg5=f6x8g=7w0iZ$Soo1&hYqEP^-q?F|3|zATWOf+eNX)M$tajNEvD?E8A+#;`K0H*FP
>b;fk7lOwxun({Q$E0h3w_d;^ixL+*VL%1#zz%wkb+jBam0CpROpWwEAEuXZ#=%byu>IOZanr=PK
T(pTphn@$Uld;7Fd|45JE@PVgWTWH_6GuMMdk00p6+u&Rf^o)8db-y*v<#^9!xI@Lynv0*X$lNsL
+yn%S;-nOm^ik18DIY5GXKyDbxl}HC%nmSqaIg?WewS724l}6K@xXPuS$6)q?XbC#uMHmQdm8dQG
z?PhmzA*&0+z!ofXQM1Lz~!`2R<TVxZRKH<W{sXgD_E&2SYDuQMZxr#^e797FKjk>F=8qGm`VYX&
TOZlS$QZ*mTVQKwA#q<_-qFh3YIJY6ZP8@`S!>M^7pBYi+bPb%fa&+=?}+%%Ep71U1NAGziUY)q+
7gjPQVchu!bO$te4vV2D@GZ$_YKD3>kS4199Rr*~B>bD-{DI$uNitE`!;F%!y)sw!dBa<d2qs<UR
QcoZwC`$O!wE0Tq*Bzm|=HsJ^G8m=I=5v|r{DVscQxrEohq0EH$1l6&*E`8D?t-mQtJ`%*X@>{j`
d8H@k76mJ-S%ji0#<HHvCwGLTpjqhd)QS;q)M|Y$A=^CE2z9cMYLoT(Ugv*c)u;hTH^fi?*Y5p-Z
R2rFpW$&cAj6)Em>uPzbmv2ziOyi1=tOS%9nUETufo;sD5}wh!-$!c&L6|sT{LQsm8OXkoo@${GB
Ccl|;v4UR%n7cd9!+UOg0TIK{P;DYWn@GZ1{OV{~3U;EBT902Xwy10JCqhR4sL<9r5DS73L$12fG
M!+GgQ>{iLeQJ<O-7$$q+6rZMLB3Dg~sIMf^8g$buSc-H;6Y-7_Gz`?P>4!I<2m%d{4=3r29UsO?
1&qIpNei~GQ5!E^z}3tH?dh=w!S4bF^X^UyExfZMU$J0H{!KHM3#ppIsIBUBG87@m9|pbJj(lARd
b8#Y?XU;O^j2gvHL(ne_vGIO5(-7@pcUC{_(%f(G6d3QXqSg3wWbP-HM`(O#G~trpH35H<n6?dt}
g{pM@~R#gr^c*678A#7<WY@inZ+%+wC&f%9p+=F2D`fCMB4tl@PzxH|Yz}bV7eHI(zY^>7AeC#;x
Kv*gpDCHsFpQW#=C1-)j&CH;T=$hb4a{nRn8ViG&3z3ofuG<44|8Y;#h}AB$D9vb&8Ql`T36-bqf
JQ_a|`EueUHxq8Tl_PM@?vm<wBh0`oo28zI=C9L1sbGaSh*te1q32N<#4^Pl*Z)#%oFENGXrD^r!
sLn|D;KMCL4qSyaSX$yS*vd@=V1j~aHls8K%5Pt}f!*nvFu?sIJP_IFq@p7BagKFY94v1%_ORvXU
|kWHeo!Duvq`bN%~61f#gpt|$P<^*OJMfAF*F>E_u7yCi{jjxP6M0VlJo=vNL>npsS(!X9VFEw1p
kN8-2#{yTJ;Q(3cCP%xrzoMVZQ4BUU(=uw>aGwe(Dy|5&G<yRdG9OVBbUri1R=jVO_HTZWHJ;;GF
)0nLmN4@C|fDR~|BA6jux69D9nLc2W3dDv6b_+{g_;Nr*?Z%EN-dGxthGlFL7cHcry#>dX7Tpt@4
&=d(gLK2yO$vP@?wlTK?~URuK92+&i8#Eul27Q`m}G<*#==AU@RsEj25;?d8(o?7{qgr6GVe!L+y
C^ot`kVK`d(X>S={u@F_u1cC7s^U2PH^Y_ZVL<!0fcKL&m$~aT#Qpu2XM6WP`Sv8N>WwRZLE;5V*
hTkxKg3#hPvZ-Nz7xPt`s*zg!Z$-Vvguixh#X)$43h!$>OpsxFZVZ@xCntJ0X5Q}O}(L2Qs@JOl$
(j%yMlxPmchBVlgQ3?%}FwVKeS0ECxUvnk@c^(vEYeKP~l?Vr6jXw#~nNx2;<fw-H`&BgNMYa8$2
Se-S|ErsucnFU*atK-=D)#T0nZQaKl0JqS1bodj=fbRHh^(Q}1O4uy*kIhRwhr1$vZ%hZ8<Bdp7c
CH)vaiVxUlOF0>aG`}%SLg~*)gYHm}@yNlEsTy|;V@KjVb9nyfJXf86;^wy+CB{s~hq9~xR#)0dd
&ug~i9)&kE9+S}eh+sXr?f-<K)$42XAMfvje4!@R?1)yfmh+K;8Bw_*9VoNLy5m_x+ZRNh7AU9Sd
1q*bjo9osodOep@lEcHk!(-29*!hRxS=wm+!u&(d(ga03Wcj3pdyMXC*3zCdS!!+d2*>oka$U`H5
~_*s!&n|#Re-9m*Dye!G(K63a(M_nrfh}hO3UdR1|9c4X6$}JL^PSCZZTLN9H={(|+qjTlKDWOU9
m;$;)5tm|_@AUx<J3)L{`+=4i#a8g^Kq%WuvN*3<kdm526o(sC>@Kr6;g&E}O4{SHC^TpbeEYX|#
Y9>7e8w(BFS+ZS6wC}c-2&oUnKlexpm51V|{XydQ*(d8J}Itl)F$EA~D^6b2!U0*8i-uH4xM0`a`
xHPi2_HuBkXm@yP=hl^N{0yA(&X$A)j^{8};cB)Ppfbk-&y?mphtc_;eWmd734&%)=3~+LZ0P0Us
lYij45=wUFK*+<)K(4o?;NAF8aaAum(IJ<HC?^3_0NWm6ur9A;YNITBEKYkGomZ2H%S!~)_0m<Vw
>uo>&3=ySEXlIU%eR79$c%u{z|LKL#O3@4FvA@=7}v8J%)BMgON+@D{@vyTU{zLHqBnveKVGr&Vf
60-t&A8kuWh{j_!8bQH4~zt1?X7atw0eHstm_(+uO$!BOo1q-t>aUqK4cTV!Sk%jG8;anxF}pO<D
X?oJjhXKv~ZdQ30jcd)=P%^Y|B!1IJ2Ar{dvdlF9peCxOilsP!H{8JDT#y(6lbn;vS=A+eXQkx>3
qOpVqd!}~4QGG0#We7H9DIw{oytqo`B$F6XLzMujIP<TEWw-0arkBh+wz<vl7)Pe;{?Nd;;B%O))
WsQb3x}Z5^ZBQhS5h~2DaHJv8qqM&I4e2BFdnnowKWp?2?gM`ME0f(SRynbd9@)tU9nvsW;83)Am
Nvp$Pp~5*x&dA`m1f7^aeof@gu3sd|?D4;_o^fOAK~I3G_dJN~D7_Ypnx~8d(6IyTB-G5mFnX0CT
-T$U|Fe{q4ce8rBfdXdnR+>GkSW9IuH=ik7Hjz>{1GB9+jo;LHA-T~Ps4g0O4Me*2z;Z6{nrX9PG
=e2*F*n)O#=aQ%8LukL?XvjrCH{o&S5wHh{8)Oi{5(1tE1couwzfxfl|A`R-tqKdqQEKI%{kCrs|
k2td;)YnL4>n@sU+XdN`wPxI2_#V*CK`gpB_<kekrPGA!5HMs@>E&a#g*zIXXg{|&<T!2=+gahbW
n9*ohabJ26#K3a^`hpid>HZ8U_ri|AZDmXvj+||1;OYuF?eWIUalt`->N@_bakPoNq-X|L8{YA2G
<X5<`Gdg&TyKqCB#gY%s&lLErpdqN2TVsk8KJ`5PfkFu#T)>a*;U)7{xHjOf8#oG6ud=aE;aRrn=
gNn81&#YNYYtLRtxdxq~MmD(Dr`Fsp&VxxB%CSe4la4V-m?x{??fg$$PZaA!CjY=-797+?&yIF{p
l?6pFZI*$$7y_R$YKn&PT^U@-NaVuS^)6RJM*~E6{KP2Xo%)j3<={g*%?^5Thvl3#OB2~3G82=|f
Op9TsPU?S_-x_|;1E`NvC&h%cvU{w3Nt@Bc#=?b#@#VYT?+zUDgaMR0T<eDU8HA_WL|sw|2aKtoI
qLXUn5@;vF3x!@0>)zx$QbNfh-v?{xg~@ml28H7iVdUXWZq?Pnx#bqx0!D1E^R*h0<g*ck=74{B4
AR&A<ua;8_$2>s5g6aR5!X6Vn$pldoD<33@B6Z)L*WDK@<FS4T5~`^9pSfP=LUU{F_(+<UV?_cuY
_zDE(hSi?iQ!m;=0aTP9smA)q@RYWL(Z<~@)LIfk50xMH0|r1R^f7qm)#erh!&UKJr;Q6Zf9iMX8
^v|%AfQu3~q=cj0?o~<@ZwXN7d@YbuKqf>ng=C8ceJ*+BsbI3o}^~V*Lh|+s?6@fH__&bfz%Io_1
!%evtmI~Y!(TyJIFV~VN{7{UnVZcMxWM3I9mvoJkA8?!Fb3aF!D0~Z`_gBaNy}s~ImN9F1Ja*?X0
d&gd!vAzt>FZmGhw3c$tb)`pxnU<e(D0i=OI<|qnKY`ZaM1%xaTIKH3M+;Zsz&sJys-u%fQX0sL@
5SX7zzO-&eUG<*~+Gr!Ez5B?kNn-Y8;3~ARu~mB7&Q{=Yzl;bA8}OFM9T>{PHE1<~gnJZ0P?ana^
z`{^vC|j^GqUEaSompngfXiNHobIHEnfWUAr%tF&15d@%^JbQ{DNxEM?8+C6Xbcb_Q<gejq@*^9|
4+LGoj_jXiXu67WLS|w=ZVm$~`gj`e|PMPYL$zR{B#6<j+)Yt9lGe=tim`5gbBH>2@6SG-+SvJ9t
mT7w^=VC_=_nQ1uvCwT?)c{2#!&6^jQhy%4MHf^ub=fKjDMW)MqBWl09~<Yg#p{mT=sim>dulx?v
(oWN&FIWsD_YF`d!#p`W;X{fQMICyna2aNoY!;NrN_l00_CJbGLcME^B^nBpY4iW#uluNC-?iY(3
S5(f*=c{fF3U~LPRFyF$EgnHefG25(ar!-Z0g|^dhCPp-W6c5Wf?~g<R-YQp#MS%)zKBdAGNb<Y<
ZL-~b*B1Cn5Yq4u&}bNl8(pTDZ)?agOEQwX*kS!d38<v$S3R2&RY9uqh!;-Q?8Rq_2_ngIjK|Bkq
wvxzv9_VFX(i-eaIZO^XeGTwyVdJrCW#e3MghTyM;IOQ?&WHg}}QzR8Zm6S5JHgtEIFNd?s9T*mD
Dsfz5IYGHp`5fa?r>OQmn4}90AFavI_M}E=&h7j5>9~rB(2LZHw<3#7K_J&CBRr{{cUA|}b>FKN6
k$>s><P;{Eno<&9MX*}PNAd(4?P08+MlMAs}!GcghKto9|C4?3cPsVfck1r{^=d{9RmubYcO~VL|
|E2H8Po#gfutCMvtr8SUGLpaxqJ{OPh?)^GkQ}@vLUwwxLD$pLD9Q)s6W%+3z&2wPoVGKFNo|bWL
E9aYfy&HcA#`bUd;-AXe~=>-1RIS(nE|?H;^zs>%#sKIVHV6cNSwDd!9qCH8>uPwrtV=I?=vz`|o
IFp2vw)*89;<-HiPzt`m^twd{c=0+ZJg{j8O73EycP<u%b0R>XZ-gM-!$L68C>(m^mz6^TAg&DKy
5~7$v5zdkp0u~=c`g(|1$oLHJbb~oo`Dvxc@5SA+9oKmG`)MDS?=ctcPFk&oG>n1A6E4-vvP=5C(
KfObYN@~<@E@ueE4_X+Sww-K(|hTAQG8e*zBFZ4qFTr<)sMeViD#t{nnrFZ-5?Kr2&I90+}$FT;B
SlV|DsD=d5E^S<eRbulXZZ!X^W_YKj-_pTVWjIQ%QDVKopOoELOe4gZ8h<iYi86X~JqVveq(hfrg
kNv5iA+9u<?Cl3(A;XgC!CloFeH?k#c$HY`=Oa^%V8JuN_Z$6>yKUkU9aq1Qh3`0GlhqV{@C;qMv
{Kd$Tdro&CQyPm%NNBn$KP}AS<Qv1%rbSw)W{?FOVrz)Hs$4^s+K1U;k?~jMlS|TTFdXdL=bhe~v
A&&-@gf#buxR+m5qNB$*sykYwIU<5xWL8Xe4qB9RQX@uG(v6-N=ZaX)3&p4Vpt-P!siokAhL<M<n
6h-FVAj>z%Y?}#A9Zh*xeK*s_e3zqrFB=@kxQ)mDkno!BWlqqJ829GRt@YlkZ{A)y~kbjl8)Q!w>
f2ulP75?kZ+|!u~@TSvKcYx3+aF8-cR#&3vV}jjZM>JPtZt6Rf*~24o{cR-h02vqt<g~5ne?ob?$
a@&}{v#8)<tDY~s4C9|Q8>gd9E~sPr8rWs1H`|4g*cg$xhu@kS>_Db^qvHyUvCpdOFuXKo0wD#x<
Q(0<xVu<or-XON5@g0!Ysan0rvHr2$D^2?g-D!?f+gg9sAN<qQS_LPMYPNs)Dk^2uSkfS5;n5(dU
ZwpOv;H<>65bW19d!R`(B%*k*+P_g+>&bEvvD`Y?;b2B|i3fiK=bAr$MFy39DPeXw9|sWNY<q^e2
ppH9Tw;T*_~cvoEZi>`9Ff3qD0RFNbv$+y^Vpz)?^7MWR71iGQkD(ceW$=MSX&jY-EstwLXmzCy(
AK6%{`^XtRQoGIH2Z_RYY2XA|Kv32Wb>)-W_|EOK}%`AGp7(a4tD)r>Re8kw*MoQs-2}Wjc`dsoG
@Bkly8ES%V}x>|UsDi96l}6Q2L8RS<b1H>w{j?T2T~bYoA!FW|B7IlP&|<u@jI8CLvf_Dq73jLC+
OC-1;Dh4!s*-`M(p!P*S3khz{Z+vPLfEzg|}RNT;40|!Ip5fLPGq@xDl*-9$FRuZDk4}AN8YMRaC
9!Rr+08%Tg|FVhZ1ehyg4V%yh&={Yi9+k2E_lc-YH!fVuk4hpdefW^iJ|9*(NLNx#ao5Q)3jcl~1
$$^YK&`>6+uiD*8&TyGOKn`gf_$+Ay`4g}?m)DW)8#llaZBC%(o6ku^#h_cG?YYWz5lBDavMn+O7
=6D?eHoUTdUmX#O_Q3LMiv#T=;$ZGZE#7M}3v$SbJlQFm8FUN{m}6S%d~Su&zKI?VF&;@7p_m#jK
usvX!WgO&R*gnPLx>Hcp0+B%gy(_nsRnu}Ojfl2ql#f0JXZ=+IH%`KZAbYlx`^u`b$+x^>X^2(~Z
6+Bhvk7ju_|;$kO(2TA*{9IWP$u#j`ltcZLKIR^#QRS!_q6-k?>+s;mx;=hxZpeB#g819bd`Ka{0
>R|urYIHF&E`BryzDr&IfpG7b%%+d#$dc%B+iZh5tj~v}#mz<(tcdW+AO>G4W8Lv>=7vlfqnDtw)
qvcka{93BFNs!#NK<m8Dm^LeS_jniszOZIQDa_cV_-H89+YsNnSyHwk=9P?ta$!JQ15;DZk<%A>$
sQGFZzRXr-ah>dR}lF1M-YOwnM83-j-&HHdD5IKYL@cyJB@%QtH5$mO$D~`%HnmbP^~88=NgaR4b
T0FRH5beN0oRsBmJiX@ZaxqQ>stAN#=N!xfihb+#>vLL)#Y>ZPMKUBAk0C9MrgCTW1WpC>Q`hEUv
QtR|aK+UQsKKwjfFQ+0flik&8ojs+#E;)(A;$_o^w&ix+{Z!3M&Z$`uuoIR-^dJmXJ+?%nnGz6Jy
Jn>N{2u;r0NRnBx1ouiN>WO|$d?Yh<A`ly@2%paSbiT9uqC^(RcVIUq&ji)wvZyEX3A6ko>_*yht
-ixG0gmq#P$?|Tg#U!XXmoveMXvVgZb9FF1mj-uX(wZxm#qkrfFtMe4iko&DFw1%f!w&K3~?q)>g
ovr);brU=4_)LF4b8iwUQ~BIRADUK?vhkX9Qxg!{EO`+NZ}|+Z>6nzulqI4DU;I>jwH3M@vi7F16
jCvN+-<h=Yl|Fg8v(jH5TeESg03PMY=|t}-DDj!~^f<+6iwv6IbS05ZKa{fw)5>lRiGSnm%X7sw@
?j51vYEK%&i^77f7*5{c@di2FR*11)tVLrMyW@gu`Zoa!(KOjsGOHgq;UfRfQUl{}ZFR*E8p<pQb
HpwMd2Y4DV4+!#T{;5t#=5%zPKei0vBN%7;g}SQ1L?Sr)iGK!7N_@Z#<%OuVR}v5QmI20HY=`Q-i
}#e3wb-vBa&XIr^pSabN{N?HiCgE;6PXt?G%*8J6ONO*FGV}yISF)|03qKnVR+=>tF+n^W|}XL;D
3uskeiyq!>9~ES@Vm?M*1EmcYk$Gpuu}_6P)hXphy2Zv)4vem0A|!Vd4W8+3e(aS=C7Ek8X%X=7Y
bEQJiUi9?U<&1CC7qBF{*`cKFB1@GNb#K)h1BK(6z9v>|~_z)FH_{cNerh{gjvd0(eg8AwvY9eW%
&>xIy10j)_y+!z*ttx<up1&jhN<mIyEGTD8?BXy+iPZP2h*ig57c7nJc4z${kGa+&2Zxvibw$Q(|
5vBFN<~fij6$uZtjO0zn2CQ$xnmd^jag~;6R?)epzV=mGLrpwx|A<rDQyvwIol0}OvRWP|7EE9=<
jPJ~A=JZ@x{07Ekk?90%l(lo^J<@Lk<iTpm<E<0!*w&82~+t@snGljiHlXTPG!;?Q`6M3vFZfqJV
c{$RAv!d8l*ish@NYElDkk>oAYv2J3X6j+nqyzQF5b4atD2AcSVOH$XbhPl73uc<&-QEPH_(YL;+
H~(UNXd)f;~>@^AW=?^n5lmo}*Nu=aUVcebRL!?ec?^K-uoH0}3ptXu3Fxm{i@CX+{T$fJAoNZ)3
FgXPiAMgB4YrD7wf@D^AksFj66d7L^nH7m2uBlqvRg+wS@VTS;uA62x`ieF9F#g&c}UYLRNKG*tf
1<V5%41EwQ8*YCCq(?2)Q6*FO>U?ao2z?{o98@&V0F_3o?n~H}sPGajB7`7y&Sbe*L!v{X9?%y@M
|v^>)KwKzT`P1I;UOR`5B?%!%}?<FG!@XS&f$l|PI1dMaN-kXIR%)5nU{KeeWyei1}DE!kmMjV)w
4BQ*KifvFHX7<HlIDwbe^vgB53{P1BFisjZbk#=H&TNdvwBWlHbIUb#KdHw|0>?HIW?CKOmRRAwy
JVZrdSG3|-wH#*D6w;z{wnjjoT`d3%<opKi^SA||P7{V@IbT9@T&^k4P)A;?d0z`lz05ApRomvw8
i=Or@c`hk^=W=^<Aes_=HP*tPOcvGGgcTblDN@qFT?CnSIgLZPDpMmNIbq+E^IpE5$cTwkeyth=L
5m^6Px@*P9&NLMQW(?{_zVKndsph5{*8M$#a1*G-Z)OzLrRYX5#spn^pO|*n(~|2M^u1*PsCbALr
Ey$YJ8UsX=p8SUVIpJ%^vMY!V3v<)0t8Mf7zj6&GQ)ln900B6#-~Qrw=~9~>|}d=;1L@QNiQT77v
GnIq-oP<%`Zc`h<Ceqb1?|sU<j|x;qSZROuN`3V!ncxJMG8Jht+?krfxR}N>{)*@mz@csA^H|$bl
=)yn{&Eng=*By&CiB<mwq8F|}w{eY^P$=-CsLmYC`B%nC1S0Z}DP*2_IQH|c=^KYKBM!C`iC4~EV
fDY}a<0G<+l=};&Y<qjA?Z--@hA|!dMhDb{Lr73Oy-S4AkPv7Wd8iQkau~^j-tVop`d^x1ytj#nW
RnAtF*)H08LbvGY0_!M0^=$RmC1JB%z%S03qE5m;vg(%?X?h&ADCdE-l&!Y>p3Wm$k-GN_fzy+IH
4j|6))*V?OM3}l_NM7vU4|5MEfG{Rmx?}I1%JA~wiiDyh!CWGjTg=_R5%}#<euYALldf)pEI(E;H
3td>9sR8*AAlpg&g4E$gK*oG#z|F54|rLWO$C+1I~J28IUHv-n?XxBbInBdL~-V%NPkwT_~8FRHp
pAH#O^zkfjknT`tD|Ga{F}N!v{pGr<tEN8>+t`1!qxqe%hrUtmz(j}zH8V@ZX@Vv}d{K^)WvBsz3
1Ynn|9XnP3o@$&qTH-<Ig`f8!f2DS1tW$fhQZ4o+_WQw2t4p$HOf|U|skP=ha#+zJrNkt1i9ZVML
@i2FXRjb6h^jRzBr03njdR;z?ERg?C1Pp4VRO6pH&Vkd^aPwt5#snOqpW>}zj0};tv_u&S)@u%V_
+Tl1Y@2h@*4Shdu%HE0ku~O>6eSn=v4OKd09G+6?gw*ZAD(1_|B6Vb2#YC}Juxi*oh+-^&@3K8VE
=Y|gMvJI!<aY`VHQ(?9{j42A|g>FaR%u1NrC}a>ykT63LW7oqef0?kF)eo3{NnVrd>Hw&EDNhJ=T
cQeC++!*w+e;bg=f(Tq0tNNX}tm*62ygKTDR=BpP)HPmKJ=clxPWf!dUa1&vn1eFFKNptGdp<{*1
|0M8ubw=|dp5R3IRjD`2xQnBN37~4or?@r6cL(7T=RXNd&$74+L`9Cz+_=V``*9U#T-C%=JZ2Fxz
mLg<%Q6Qn=q=#|1?LSk4X6}8SjGIA-iLYpRxb`2|2Luo$;4M13?_|xF+g>JO3Jl&q5i1bR{HV(w4
aOxLVYgm8=zgv&<P6n@6Ivry2dYXiGspdy|MYlmSO-vzcvcMxw8e*Jkb+J<Kd{P@Jm(}oVduY5-J
M6#K4oK4l54*gN8Ut<@6;RC2ZSO9`P|J6biw~r=8(EpAO|osspN+w{{<)J-C$JBQ=#gEKJJO(vl*
;~m{f(@L;v%IIud8ne&d#rmZCLh{LQu2l>iESvUK{+I~hQhGI0oY%HbnP)!59JxlJrjG0IWV7fq|
v1CA%}7Md$OUwxaxJhsqrMWT-L$uC?Q=pC;!9d?e5=InvY72IQ=bX|$1;vorU2%w#W-gy^&MyHJI
i;T*+DK-}JhzE;SL<2BIo$v;dY|a3IM`6GOMswXRn*pbw8zP`4C5XVT8Or3?B;q8PoIF69vp};9r
uDSni5ur}^I9E>Jh_tGnCMDpINgX9xvj$-5_F9<qn)#;4NN#Q%vbSWs+|fS!dw?W96Xa9UPz)=O)
%h)9#!xG^R8L50vigiVQG5@qOIb4e{CdS19XvE<>lazwce<z?ipdW70slLaWFbzM$+{?&|N|7ds(
XlV6Z8&RI@bPdljhN)=(<bXF`ggv|5<=oYRcPHXKuR`1+r0bDRn~gv&$Q&{akBw?s8nr&syu?6?L
ark_ct<%WEE0D;<2XZ{=d@s0l`Gn;(_+^))BX;7fZUQr!Ax?@g5?tu0r4x!vU2hfYA$Ms%)RsAna
Nr23rP6y8_op;SNo`@MQen1n|z<^S~*%SlCT69urLfJxR)}uXqfQo^+2LWTLP*>`Wsx%a>elGrmm
|spFXzKchyUjl|@CxemHj`w9@&7llDm78{?;EJp3>(2j)s3;l!!n3GK;>mduw~M4_^Tbt@ci;>B!
4oFy?5V!x_V1J3oA17DAo6lH9haBjYN)XP?vuybMLmthwX!nf;e~qj3&_}8)vtNV!lbS7sNllTXh
Szee3=Cp+q2r@3fw|cFD^SVyp1UwCHcXpCvDTcb*G^TGtN@{FPN=_@_+gBhnPO|4xp-dRj2E(|y8
ls6WkC)JU6*^(WXCQJ<VZ)QI_Cj|%#IG8qz5HsFNskF0DjKXHWVx(!13kOVF=R@qhh%DI7JfSqkT
k(6$2_Qz_$d}u|~(dVF_VQB7fQX<F2>nQizbF?IGJ{vsRWP(X+KQ8gLc^0Nq8L<O+HOOjEfc;S+A
?4ydx_GIy@SH1A>B-5|5yrHEdZ_wv9^%p#>%%^+slPvW2H--@?<-1zmCgJk)RGmK5u!Skx}?<>e}
uLR<OM=JDVypt$s011*L7KcDTG6Rq@4SvC}1;a*=Wk>hA;1e^xws6&N*R!d)(9y9jxxPc8v=OeuC
oG^XJvCqAd(7S5Vg7$G<>NU6moh1@*VNYWK#7Ad2#{1qsmRcw(H(jiCSJiOk)zozpGQ&n>hOFVHN
BTuK2>gvn*$U{ZFfsDt~ROU;wvZInoJrB&Pg8jeEt6hsr(^+jr=@f3M)vE1loSWqy8_kL~9pdEl1
6Ymt529=lOs@g!u!9qf`&0}I7L&jmHdee|u__QBZkI3o4#1lcwlX-(o@o+&@^AAFkhpnLOV=ca+!
)Q;@J0^-;1;$0UnTzvREZ(q16n6s!!65X~QxgoRKL3MuHfs(WabMUS4McMwnB}Ehk=yl{_3h}zD{
3n!ZS0h9rqrI7CT0T2BC(7?4D+oK%fR$icep)#Spc~_Nc8%<)TtcwYzS5xN>GguEfFh`&-DFn@*|
$4W5Z+=a=o5<XSRl%JL$(U65Ategn^2p9Hy>Y0JxyjsaEJhZRQ%Znuzv;Fpm89ETb&EU(v2&K=z4
WPmlD(=;QYEt;|hcsfErJHE)$X5to(W(o3?-a{Iz7(@5CZom)NIyl2m(jCVwwf0~6)tB8vJ=x0Ns
u_{7dWw&^)C&B^;lD<O&LmlcQ`z6`)a<xflWeHNq*}X(r+^K>1*?}~MRkh~8!+yg^*Jf1FQ*`V7y
c5}zsGkv`DG5pWtzI*WP`kRF*VS4Kt*M<zKL>uYZd&Mp%%!Shc0(oQ3+7x4y`EfHGZp}K)BInlSY
ydHl6)G@>pFE8f4u~MMKh^>?u`{^aIFvW3+AF!RdUg6&Yp6T_3ytx|Brx--iEE;IbIHS2IetGG_g
_wE<&m==`<rycf`#S>#Gi&`zLQcsCk{b)sVOC#%RxgZ{NwPSj8f*D?ccTtr)Hnb=-AWT=bL;d=Zr
rG`CQA4DMINK!6dJI;>{3*SZ}gKCeoI6922Is`wG_d3#OJAJQoCYjw-S&K>NJqfb7Lyi+kC`)*c<
aU%rML{QC=(atEB>*p^}c?r5@dBfOxf$f0lg5R*vP6v5w7=cLMIStP?&6)-{RSHd*!udrmqQ8v`-
8{DiIAJwQQxk7L4@lh<**wj{*hV^JvI=9rd#RfcLS&T4>44?C5qe;-uCGz;<87xX2$eAX+u{-a7R
jMD#wwi+6HvARC>OR1UhWhYo#aWf#S(+pEv|*DnYH#Z6J1gWIsdq1`#sIS0B{e3`(<zjwFD14Dva
@%OxLyYaOe~(MUMptjwP19u1v0qvp0%Mr_m)~52z{pcDhbd*jn69Rh}$|RS;n#H&P_cq_@C5H0!m
JKOC#6>^?0)ul&YpS~SP@<++$6v>^G<A{<sRv-Afx2{{>#nU#gC5}b<}M<i+ASb;dyVLXJI-#d~{
f=~HD3-R=gCkgem*`ut^UQtU0wI}$L`ard@fLZ>4Fx45BElfOPU1m3UqvGzjQ9qz3g56<YDV;4@s
)Zzny6!Pa`A+OVr)*C~Fn>RF-l(dg1hPHB;OYZXJl1A4mnw*fjj%D6O1cS+rOMWIWD9TnM9ICE^x
9#aAyK1c3HH<R1Amjli>WmaK(n3vvT!rDMFM<2B0VwMiFG+*6+Zk_R_*kunG&^zunY_v^{*52!r+
PXCE!@`X;<&_V9&Nf(mDK9el1PRZZ$|9or!s|Ag#z_>)@fq;9m06xN9h0!It#Mj!w1>`YnKaHxFu
J5?|Bw@5ccBQ)V$5UazvfoR{BWqzj(%RA(3K7c?tW;CyvL#V5D%))TlwUK~>E7jDsP9}R><a5cjl
6&Z=}G42qXXsL=Q1pDd;yfHy|z&6NIuQ>t@i6<pNh>QV_AWG}^<uwZ=XSjAhV~$~<8uV#eBUM$(k
+Qm^&MX^X>DV~0!vwP~H%iOwGu78GqJw9(Ej)_E{2#73{(2*OX_6lTco3{;_t-yVN3Mug#=5U>v8
!Q!i!{J5G#a`@aE3CF#k@eFxb~b8zR+e$30irr5MoCCs-+229>u%x3=a;1l8vPJGdz~ns@R)=mbj
wWU0qDpD%=Fci~#v2CcD}?B2{Xfj#Z!vy%BJRDDP`bqoL|s%9)@CQQppN3GLuaJ#1WJViqb(;qNr
%d#;TDKFhN31F}s<qy-pzEX9xEqvYfz1>2Vs0Q!jLU>`FZ@WN$wZ6Nz--w85K3uP;+F({Soz)phj
(TsUhDEzNYiLzZS2GaBE{;0MTjY~mxz$lwtk2XaFH2A+{78PBZ8wTdOIK&Pxf5&9MR<UltP(;zgK
TP0u#1}M0UDNCZh<KWdacrv}pF-2}&z)yF3zI&-xlJ_#(D5v#+Qg23^x!_7qTzBP)s8yQ<B>Vp7w
2YwSm0wPm5eAZDUXu6%;(p|6pM6uK3vFUJVoYyJgssC&~Ts0#t4U5nTIO4$4=8rUN-{}^d(s*X$V
^Q%*Lqe96&pKJ1lvjVW*X~kZ%~9|34!Q`hkZStGI9=|Nj4}Mcn==F(yctbwErQTOX|;(t#c#<z#u
6%ZUGAxloEoRFhO#Pj+64#D^vL%0EHl|1Qn$zufdyJ@w}-P>$cj!hrw18YCqB`i8K_x0d70MhSPA
^Nx~+B$O;GY8=geqlk$cfk0wJ4|yUu5cagw4K5Gzyt92f%3-u4>aRw(jN)lb(+sB4%CFKK16(n#M
V}~tY?wcOx0Gw&oq0m0BcWW?B^=CVNfCO$m5uGf??+^Y^m^F8p;O}F1N)J1?cOfq;C*>7fs6+BJH
1D(lBPX<>R@P2YPQgefp?~gc{L)i8G&j3GQfc>QnhECGMELD_MTC#T8<TS+m!AAC>fb6{rkZtH(m
1@v)Nqot_DpjX&%mPZKQBxI-gs&iO;1`b9T@n_k{-iCc#|oOO3F}+sJ|_?C3Ea&uwL3;CGfQPbV5
<pALvaZdN$<{vW43Bz<?AgmiKz^;M?gOWkd!T!&b9*{<X6*b_7$KOh|tY=pz??j$MMD)lghLaY!K
b-;K)<9tg8_aYfDFg6h9bvhv!3Q~5eA0<;3VlR^{mq#6e>z`G6N8AtdCKczw05;*S$Q0i7r%!M0O
dGZNBT_d;jrw2&abiEcPp2usDXqN&b>LT)xt!wl0CRotqjAfJI(>Ww0$u_8Wm=L<N=obd_Vs5WC%
~eV?>hyUod=cDvaQE=h|T4ViFgCQdEO(y7)|kVa0~malB-^?9s5qL=$`{tJb<z?!;fM8SRC$DiW_
{zw;u_s*8TW$87sd<Uj(kltNOpK^>=35=f!6N?MNlqksqp(g@mh;rKq#(l$;bB<8(On9$7i}G(C>
t{w@5zT6>nZPgNx-Qq}p{NdTv8AR<Ds-+CWkbqQrlvwhif!K-&6r+Izmx;2gG5HpuytXE;yrl#Ra
7*m_{EU^YYDsApaN?pmN;@#UvG!)qc-=S1>d$!D3mAT2m81HTk{o@b_rQKgpy-jV@y77zb7cj5L%
#2|rI+Acr)T`O-+zU81^hbMNFr@$_u+9Yubone&SWDheO+&E9T+B~{sdtK5Ja}lrQUwy8FEy+dal
is7;}5)!eQtnJ@#B+a;?5{f<F})(oJKh1OK4d2V&0-XFl{Qvj_ENFA<q61rbAmvVleZ}&uacbMAK
Qhd7=z}!^3SYCZB$JYYZJlEdv@$l>!%nGpWH0m%V8_MtAl5y*bS_Rimf=*VpL7(0QQ0A1i~3@LFR
Y3=zQj=$F?QTuMkbHx-AP8jGB7=w34wRiQ^b;Sp=R$YBhVht1Dbc95FUrHn|RS9XN~)PrW-z!UZA
wAR++_GbK_tf>maBzPyhi<vE7iVAGwu%|1M_kFvGoBHV$z?ami%|<J|e5NS7Dz%My>wlDp)Z%(kw
}N9@){4+ZL?3o1m0@;J&t}ujxJ2^ko=HL3pqiwneN1&u&m{TWH`mX0pn`D{Q41!*>BRtmq2jcQ(_
R7-|26&ri(~h>l44SKq5y4GDB=0PS%iZJ5JF9qv3WIsf_npbUAfK&#QTGx_D|ZJjVRwxGKbR?r35
4MhK=}5(n+X_`b;J=OE!oBZMiHCZ*ew3j`j%RoLoYKvk9}BU-fSmWic))@X)*OKAQp)UkV~2u5dD
LBlIc8o%v(OCgVIjmgGEXW3S*#%jsZf3oQ|xoqQWf*zMEyuh3DFooR$8?vaF;S#7J9?@(tFTnTP6
i~s&~7PJ!P|A6LPC@P2b80dl6|8eUUoow{;SAFb|J;e})Z*buVq0|p<wWZ&%H-53AFEmlnNW-X1E
999X%cTXnbraKC^lZ6sK4O{jmJ!0n(Yy-7rt;dwwnHXtTNM>%&&K0{9~|hq1uY)<;Fi-6Epd)pTW
N?W=X^7)Lo22f$IwqL_LCa$i12}QdRj9Yq{Zibrse~5A^M+jpLky7c6Vzl7Oh+~yyOYLG=h^umG=
deNC1&}h6Z>ffLqONQikExg!XABF)?=>rR0nb@WYzo&2ITDKs(Q|NozqJEkNs(*HbTpI|AxEM#hd
7A;k4YhGwgkZwBzRT<7WhbhLf?FDS|xiujkuyC>-S(2j9OQ8<r{53QuyREf7aX}y-<sK1?A8XUD0
X<)#X4F-DY70uR#n&=97`t9BwbN>_;@kvH>LG1K~pTzv=f+uUm!^$cpm7Zn4+92ZU9pi=7h}U%I0
FPoJbrI&BkslN#lp<w>_mA%1>1{Pq#M5_aewy4KBu{407*M@W8o_V8-uS8wUZS*KTuJV>|A`{Fr!
1LyCAvKYNxP6nsT#KPeiDO~0f$~ccoU6#<RRk@g!R~5f&Xt(!ls8i*`uWY)*Z{f)s9SW)sD-<?u^
FpD+s)*{sc2k&BJ4DJw3kZNi&CBdH2s1_yhsp1Maji8CNNpcfp{0jsV*7!&zbJ{3n|WPu!DQeh*y
Doyk^JWc-t(6D3fdI@J1HgKD0Ifqg8v+a;w~nfn#h4sixN{I4(S2Y>f!uI;#JoqJM9kDS{)c!LP$
f@_w2$#Ewk3s(dW{8RR5<fCiidf8scR+jFG=>9Cz`*XlVxat%F)lHXW{8(T3L6-gKlx$ltVKVbiZ
9KHD=Vago;C%=Q0ClSc%o<MIA{7V#gG#Ho4z15G3@L}{G@`Z@2kTWSo=P?nu(ACo6*K{^&aH$I2{
{iYNqu@F2AWh%7h9HUX1FA-6slct?<16@wFKlhzlk|;x>zYv>gG0o$wTd3rY>?!eMn^MmAktu<^8
Xt0e$r?d@N%r+uDh<W_S$`>W?%OqyaBa$VdfVu#j29UK#EI{9uWz1j{!#-eZokSM7Il#O)@az6~b
2grku>z?NwHex7-pilV0{AkBYZUW}qNhl?>bD^wO8Mp(}#!WlG4EB$UHD6%Umn7l*g#>mDpk;a_&
ipiMj{8M@gug0~g)@}Ma$d=_S<oV5mt+|ZIlf<);p+->LX@B~&s&ICo+);%8M2J30IK%^tr#(fgU
v-0r=0wDeobq`(maCo^1_je<!7i3orj7<az4YnhRTaXCxC3^K#FT2?%&nL~4Lev2$V3lQwjy~>Bi
#qaQ_BSv`OfQhS?uZF2q&tUT-AqZY|T*`l5Q=m_5_4GN#OR(9fYFIG^IAAT`w6ai0=m%vxja#7hX
~=-ewi*7U~W^-I#t)s@=FDZi<4H&utu|avI+o!|1immsNnYi%wyMK7N(d5lu=F`dGf;@<a@A=Juh
FqoQ)O;(Q!-&7BvtS?5~x7w5ZaAC#EHBp}fkMjxB#h6iF+f8bLz=oNviOzX{mf_3Vx$7rV|C~mb-
<P9zTHeRij@AJgkk8!ua+ZhSp2U6Rx3fzxLg@zLiXL#0r>JatI7n~g#(H(qV|F9v}##n6Y7!*ycu
p;qm9p}E_0<a&|Q1f(5EmPP6xP66BVvb9l|4O!a`87X&{k52#;Ir-J{#;q9D{SXO<VaaQi4-zX)p
;Gla0f=PMEf8rD{pR2`swh~*9h5@c=Xylo8R=jjT<UX+>x;O1~8C1wY!!0FZT4aD?=c03ZW_A*DZ
_(g*eUbdK1lQ(Q@r<Lv$Zr_)HJL1jSgrt3L~3;^>zQ$vCUE#LqC?G4)oMo<%DYpJ#YpX#NYx-!wM
IDUHG9pND)4039vd)-OCi#b|+`Ob?jcdLmMD84F{eER8AC279o(146&j&Lmy8L}~iQSz8+^X6f+H
yK-PW)9LeY2v3wFiC+4|8<=~LGeODue4aOWY(JP+v9pUxa9gbPmo<{UgXp^>1Ci^OZ1`<ZQpf%c3
Gc?w#p3^y9dbzRAz(%1?9bhr@*Lx~xub*Gs*r$qp|1Ns2#?D|5kD%^z!0Djui((@#<X{@|2~>0>5
>V8L;7xa|Mai3)1Twk*-)*o4s_hp9&tB_b4*@iG~)42HI&6K3%}x0_=){hcKB?}u`BeNP)N_k&7d
&Jd40h8uC?q=8%JiBiICn#A7Xf71U*`gp9VQFm|&vEHK!P{<0%JY&)i!djHe%^BmVKV+NiWq%uTs
NZ9IN)0i#KT4Mh3$UMaYZwINzC;7G&9FYDadmK|Cz7gNs}>BlENhUw7LDnXRf#6FkU<!0smPECm2
pd)Q>@87=S7UQFq5U6^(qt)`1XU(2Xr!_40-XVJAlxL(G1`ARE+qmEjTLa-$$@;W}5eX)Cjig&~3
r!STblo1I9H+^SeZYe{Nj}W(j~b{w9E#k5%qs^%U2v*fFn-x0H6us5>}9=R*3`u<CYLRPK6Kj3P+
P#xbWM0MrG3*mkRf#axZ7`s*Lp;k&|qJc-;PPh<I3D^`G+oU+{KyJ(&6V-9=}f*3iobx;N`5dVmm
~}#<7F<U=gp}B{r~4l8Ct;QK%|ICCR<M<1Xw`_-6v9i~!>-uwD4)X-i2?cuURq97%&4GjZJj+Z4h
mC`BEl)6n@2FAAL|Vo^@<ypppe6)38JW(#YzqW$#Si!>6Q3Opl<%zM(8iS8>s^}BM&oHSP^v6<2A
RSho{xeI*`lM5a>*nM?Ls&9^^?sy~U$K79Om&CKnO6SW-phaRr=IgwWYi0&lr&jkbKBeX<fAWp_E
G_y52{_jnRJleyT8onLlo6uK0)8-ezds0cIo1+R6{UeQH|aMb0q;1OEc_&xb`bF){@00robY@m=j
ZqG=K7bz_1K@@py-!Zv+9e0>jCymZ@a^Y3BktGn!|WwHK;!NdVNv{^nY(!91B9omO|qa>ZpXiiK3
A2@D~MN^FhJ=06xby_z^X-50HNZ>@B=_XgyQ>9o&D7a7<9WGUvvB&1p(8+$$*+kU;t9kDOB4)O9|
$0~#)7A243^gqRr?rUqZwFCDE=(aB!SiZ~k98xWfxn>ZZC6P1-s`stWf5DnNSm4P3V`8*mtjF<>O
W#58`&%1HcG-?HdB*Rp2*rG&P*ch$$LJKn0pu)M+tG@Ix<T^1@8t0BRH1iUk1%r50FxWBKUYyti8
<}rRiXd1kbiAF7NO9{?0(u~w>cG2D+73l0oi2BfSwESk({X`?5Pk^C$kJy*;qu9KE|%)#UV`@o`I
AJD{#(ZyND}qctA=9oU%)q0Z!+JxE@kJK!brXM>7OhN#)p004=9u!J<Ji;CAsdn(Lz=QvP%ACc!n
BfePn14!zm}1YGj44X$uTvWtM1DQ{bcoLMh+Yo2f+KziE=zCwz{G&x<{#1l2>hu+n}G7!M-jc!s9
JOMor3!=g!gyPRAhsU;CiBT5JfmS||91!YI3Ds{MtiOv%p&MD~=gOCl|8n=Y;*Sw{5k<ZXyaUz9c
*sFJx?^kqu;gKTZ1vU4tqI!%)*R-_#nO&b6+;9j%h+@g{UMq_y8uioO8CVWW?H0v)FgFCsLL)$j5
QlhqGO=yJ#6YCVqt*q)(D^H!NcVQ(MCD{QFtPQ_KIo=2Fhjn9?Khy(McEMoNpjUU+Bi*1Tt5L8h&
+v@28OxM`1#gbH8zz=u;Z~BxO-~HoETf1alzSAybuh{+zvZ+!)*LPR=>M(uQNzclYJgZSe2OM_@q
+atQqZPk11|}IewQeTU6O(Y<rPo$Z~!y)r%RwIJQ$Z==aT1>^PLpWA|f(;)3qm9jGEv(EkvAOhgf
;;iKph4ax)>p$;_fQ>DNE(|=pds0`W7@g@Bnqr<@6!dRiMuNKbPt*<U5BOw*{5(<TF)G2Amb51jO
S%090UEndf^%)+~G-h#5{h{JlEu{RlL-wc^7z9LGo&pDuZ1vjUKl_xSDKEMjDEE%8hFre+6zM@WV
M}8^W#bY)?=3Gc)^LkdNU!`G80#L2(tT+er<^1XDRq^e1^|ZCpzr<wNTP!-y)9q~i%K0duIpnx0u
7!669J4@pYSxD1_Q+}N*xoM63=g{6gLHtJS9f)_czb+iX)3Qm_YW0LZT09(TvzUOt7<2y`(G&l^?
PEx=<yJO_cD8Ry92xQ#&k+ZAd<584fQ$u%x_EJAV&18m<^X@E|Remx62f)ijlfUXWI1L9TGcy-I1
ZZoXf0Sh*Yfg?G7>*ohCW2r_~;wwiF?Lkc!dmu`6TBEA4iFXE<YCaX4Ra)1#5+fg2_PQc(a{BL>F
PCv^zCnSTk$E$RG@6|`&X-)czjT8DTBhMt1=2(Pd451=~FA7w^<{C^8sQ6x~Sr+H8>(x&kQO`(|(
1vwbtA&axauS2h3P9`AeSG@pVd*)T#%jAFw=o_<%Qu>C3|NF?coM!*bFp*myOr+~?*0)wM8YCIs6
(LG$Pko=W|eg2d~KClu$DYi758$hDd^(Q$RjF#>n%>0xP$spEP1JTrM1L>N;$p4D*gWRVf8`K26P
_SKsQ<^+*XEy;KeGr*6<pA=i2Kh^Ok}#A;NpjJdvtP%qxBiT}<46eAgP5Oxk#SC}%On^7u9&=Id6
y9?+d8V$xGC+^Of0DGu(+zf9(`gPR5J3AVWQNC5%A6X7o;kLBdf@hs&XoV0285-Djg60>1Ty`)xF
sH{7u4Gk0OJ#*}pDx+PKa#{}<vD$m%9s>^i>*yQz)ZWKPA(#LuG@<q{gR1slVC${p?Oot{nYP2cK
gXDx65MIQV=V%m-WmK<Z!TNMcB?o!cVlP)j6vt?p)t)fZ^YWII#+vKc&0o*l(~kctCv6lbY9i%$Y
8k0c95-l$#J{&tK3V5;I2+{!v$PJ*@dY|aknwK9d_otolquow<pjO(hjBUNPC1Z38}#XMZLjH&~?
tN5wn^C0B>iF&D&~>1ApucPV5m?4Nm_Y$1lE5ue*&d>~5#c%WjRYu5Fg6f-``N-wk|3iF3^*?e?@
+_G!)DtVgi!+~{tAze%`mpnjtY&kLGk7)$8$d8!_f5hp%~NM@$1!Mlv+ygPrk0I)pln=HKL<C>7L
?p9?zGncPCZ#qcmswZXbB5-AKK>j`EDMYnubp;l#D;u{<YxDXx-8?e$>FOhbicFcG(=<z{y81uQ%
E)l*@L|~C5=5xvUVpP{vIUhG%T70$Jo>A&3#FN4SV}MpqXG~PhaoEJfu`O=kA-Mc2m6kEF=q_Lk}
MJUiG{ja<JGy>l6I;he*`H`<5*C&#d+e#vYJx5r{wjZ3h|csWoYOHjS=W#*29|=!OuKCE5h5RL&+
hwG!6C1k-UssW6I=RSOT*yWGk9&6!~f!-pk`<90shdG;(VwUhQQ6`%jnjOrTS<?s=v`UAdwfJ%UA
Nw3{mL?TLD;K!pDnUf1E}EWv*1Z!M*Q(xB!x*PV{7$5Bu_O|i*M8BW`p^)+6mn8m01ujKau;%o$b
4+M)kDP+mNGGM_Q0E2FE^COMzZ6iTzf(9yQ<}j)4j^1}LS1_54_r+QgT70UokVcfb`HqFvp{DxXi
>rS36$XqimvDuM*b2K-8hZk*RKR0WQd*}ig-60k;_Amw+g<F4xhvh#5^yoI!7}?Vq~DSH?28BIs@
xXtbO*^AMKso?`uB=c2n=b#1HIy5C7tDS;G_@$S3=eNcmki<#8H2AsKYxAX^4`7k5X?5(6i|PD?^
gi9LRVgm8jZKBdT8=G+g)rIz`kAfcy$krVy3Nzug3i!lRA<+Cn0jEB-eHS;(|?bB!@4y5BAIG62$
RDKGPW`dt<9+gB8-j4r}JP!9!{N{O-?^ETQvA!aJ@2NJB>4wbVFvd(3p?)EfR4T3-Sy~)WaPs!La
elYm}`WSCflDNeE(Lm3grV9VyH!&?W+N6~F`o%BSLDhSx3)$CwRU%Ef7TPxyz699XrdB_1lzVx`j
ZcO)BV>0+vY$ETzkhrV)MhujWxh~9{iX&fyQ=G}h-srT>i89cS^jN@kB&vZquWrp?~hkfJCck#xY
WU8#jPi}@71hF&_mF;wc2CwOMn|@xzln(Ldu2NjOtxEM>pRBf;=N3lgG_={3@Qi$+9|v$fd&x{FS
T}U~*S)c)GXzsUxeYc0t^IxTs9j;6RxAWXg)axhI|_(W{25@LqfWaqU*<CAPtuaGvV@6gD_FHeI|
x2{4Ki3`eN>f06M|KZ#3?$%>TBskS^~u86j<kkc>Lpqe&7_vk_aNHjV4WMMsMA}idJyj*PMmV@UI
5mLc~ba1{=H&OaE!ms1QW}5o?hzUmw<7{;5s}P@z2uYv)CYwTf@sg>dtBMAWjwzjG6;iq$Tm8r#8
rc{+n0btFxqb@rqo=ZeKQK6bH)_`*D0K|nc?>&<&i(M0t4bISgL89j<eZ;_UVLry!V4|?f$57xQO
}V681b?N-^dW;227Ghc-!WC0~(sdBW6)cfQ$B25a3%iK3N}}-^7Re#1U;;Y6~@1)N#MKWa?KMRLI
Kn3S+(qWK3xc_ynmLbo~UJ)r&|EUrrsxFjSaXqc+1^zRb7&<1y5fgF}8z1u@o%TN-}`LkSjd=T=z
&t}N)Me5sVOSrP2F>sEaogU}`9TEpw&CJ3m>*t$k@<U?}Y;r5PtU(ic9&2fpFvg%al8+9nIzc9{N
@u^p`0l~LOxj|}G1acO6s@r8U_;k2z0B6S1SMAfs6bD9k?VT?p02CJat)%K&XlNm4k7<)x74jEi8
Whg;p?=C=D-M>kbNy*`cH5pT)qv*gHgI+qerIjpkH!*=#+(8|>Tko3*8hXpJd3kK<ylc#QghV2Ti
5@QyW5FGYPWR5v!e992;PJb*efGb9`f#r%S;4iCe^|`a7eyr%9Y@s7Z-pU45Gyp`@~%y!(%`|6{9
i}Z6X$kek*K)>57Q&piDUFU(G!e_`tUVkAA%AYlDAVjV(reJ<yOTJVxmrdSKA+R&O~Cd@rtGz-{D
CU|-VhmtotfPTz8{wJ4xj?RVz{wUg!#1}vIA6#f_!XPf87$@E;$O5r&&u8h{U1A;gUIoUK)?J&_4
=;VxK1wThhA3NQt0<vSwd{9J_KZzf>(NBiyILLgTnC)e+W%E*49y}wwrimSj^62Azo?Oza`r+}<r
TrzBBcv!W_E{xK=e}+9IH5CG5G;x_GE!bf47|uuHrWJWRh4t3%cAMER!bf3wnKjoF^bEj9izq#9&
MiFk15{uNPyqE(Gp5ex2eR2De?W&^q~y(wGLl`0*YiOh(U2ecV_QaDmOaTK*zi*pqVH~w5?sIRaf
FQdZQ<ui6W=0MP;@3=Uj<knpVgu^r;z<N@u@#Z#CC9c2k{b(y8~TgD6(DsG{O;=hP`koO5!Ph^nv
5fHp7a)jrccTx9R^{;JMgV<bHLePc9ut=q;UUa$Pcpyw!-?Xuu+d$pg{*RKMwu_gdI88h6L=4SnI
s%LuIkB$b}nyM#YO}>!FJm_oPZ;#`yL=u09RRz=hjWTJHz02r0@Z9cU>dsG1O!sI+hzKDa_cNBi5
k-hnP>nbJCO$?4;lz9GCmJO##vT*air8{BY|yi&reXw1mi<`8w0iTmm?P#A=_3<%&dOn`1!>(Bs7
xl(Y7^?&yfMZwnSR^^&DOjotM2eeP&k=&(i7V*(s0#VNdLsE+{h)v@Qp?h*V?eCKQ0nnT3+CbQ~P
<T=eu3akGdRf`&iT{_twBnP~Fv_R|CAJb*gmrHIG!z#gMP+@n=%5t8d68U9*qFA`WXZzg>EFHp_y
#3s{DhRHjiD`qHjADHWcqQd1lLGl=Z=qo~W;+qJg%7^Wdtk{ubM$Bg;McZncF+h3#M8~IXHEo=t}
`=j3P&=;b2%zA>g=2*kO7%YF`fw$Be!afu?3S+&zJrx^-e|$`zJZlJNQey@=T-vN`im~4;4(DcR5
oHBRs|%l~9tO=ci|(i6L`!31iUqh>WRo(9b|cK@cEpf4VFvdeAmo|PHnxCc@@*D;pMd03;kp=&Ry
=mfB6SInzD|^g82&O}N<=~ln3TEL7dd@;mu@NoXUb4?la&Be^ew|0qLpK*Pq496Gv{?pkj|)vEwM
>Q>OuYe9n|Vg7w#^depTs<(TN$$e?rP3hzI&2aKELWpxb~|!c2`_vdgv%S01XQ4r(8?hu3dnMJY>
F3X9gf*4^2G-@yKJ&yV4igK)7TjdJ3XT{C9k2UaX~5^zWxLy!nN&ZAuY>Y88{>Z4)i5KwnWkC^#D
p||-T57-I1zh~6xjxU`fl;6ih5cnHX{}%8nI7PGfAa1KmdV_RVnMot_n^N|9ihMxTD@h9vuHC}a#
{(J&#zw*!P3-^7HLWcxYn!oIun3IuEzH!4)ChWwET^gD)m#C_Tsm%dS-4NjI+Sl&#1Se%r0*9|w>
SBsS3UAWp@@T&6U7%^^-aF|$gWN`K;Y{|Dz|o0^ZA?#{k*cGQoW4e=$JrE{{qdTquDpeb3eroE{w
fLXr>c3ZTF!~1bulX*ZG~2$w#0Q9U#x$-V^g7Q2WZkxjO@ts`^awY`dGpbLE;kaMx?I7BS|Mr2MU
m9S+Qf7jqEuT%CH;ow2Cx?&r*tZ08tvxShR{xd@^C@W>kJX<Y9kg53}vX<~KZ>)=J-%#^=M@EAgq
UB<*n!v!5V=k27^1D1hz4xp4lVYUYs7!OHB#Mns3YYBVIU9$80epL1n@APR_qz0RtuYfFDPt;4Cc
)pS0^3Z?_1C94|++X*f!^MVEE3`I3g*Cwjq9jA`OUoW7t!i-EmeM|?^sxX%<)nANi=(`PBes9jiO
Ys99aou<|Lkad4t)+W7))upZE6*&w6}eSpmpo6IBt80#vqgX$0=a@t$|>Yd}vT3faW6CDc@@wHL}
v<57M&Qg;!EEDG0>i5Yi_F^J*NVL$&N@ik+DAvB_7(d-#~6ifA}IK(uf1oXqR1ls`C_YuX%RDbjJ
+jjd8<Izyb=N2;F{^FsHH@BSA{hW%@zz-C+5ky)nwKJEPHtBA?&0BVE{%!#y(R|_IAI|;s(Zj!Os
28W=`xHK3)UP5@q(VVOAM^G#snOA|D#zn)G6<i8n@1g$E`tIS$OD0qu*tu~qIR;8RseATVjgr!eZ
OR>@n#~f!cD^lhUH&YQ%KH~_ZX>!j9V6^r7z;QCSd(#SOBhb50c3jt=pg3Q-!#Eur*fE`WwCh8Cv
-O(;-^{8pUnm3UUCwp2+J?z8qT)NjjBydi2!ljqzX1IBR_xtKi})L(YM{rLMplFN6Ue9?_wB)c|I
2YARJ3C-Ic@#`-ZeTc_$C%>;;DQ&3D+xf!@6Fe!DUe)-Je}qU_W}UnlSpga^4TCDjQdF~o$x{hl|
XwV}Qxs1i|owR0FygbWF5%A_+8+U175kT$rMsljXl)$L4W)b6i7TbB8Au}idxT7Q*$S#koHPORuQ
!9|i`3M<aVmblC&(9+X`FyFqYzr4{K8k3Z6bzvNQkSupSBluYZ67Q%m!;kXEyXJ!QZz?d*)W#3H>
Qx&_Q0)Ax2c_+k0}1vPMoqj&o6dQjg!KY=G2%`2DdDk|d9^LH^QLRBBSyw59n=4rVbv#ANsLULy@
S27)fFA?VaFC05@0+_H3Y*I_LuY36S$koXRIF?Rm?NppLQW|m>uvt6lJuF`cnIFWj2VzT(OcTYX)
^BrTX#t<t{!EHLX#J-;#J`hCasL`@*gC>=GrVXg0soTj^$8wh`a-8!6K4A|3eTIsk{2fYVVI5Fp!
G2*H=!Umh>t6J3=J>D&5lo;XfA1#284+;@z-00dsne$pVGG8p6qA1)z|!`_jFvdE>j<qcBE;>a0}
;8Ii*j-25<wd&&%L26m#U-Q>qp9CMXsxGP!==nDIOQt0LplLG2tQ)T=$xGL_o0a&snvj8v-}|V$#
GBuKYA4{xhf1{SbO(&MElTcA^?o^YM4J|WfuZkYkao#X2GpRA%2>NHeR+@F<5>M^yxct!NZ1?8(F
Eh!X7ij<GhB(5@Z+|D>mPE<1E}zcfCGnX3Y!2PpzUyANhZH{i^LrG>G1{;$l0(v*80mT7C~_<3<|
6?9ZdXLD$IIwj(67n877A?AM(E~^uXOHQK*NjV*C3k{^jm%U854uzMF{8{5~uQnxQqnwb=Vxi=;=
$gMUI%R)=yDKP@pHiL>1Ry6#<Tc%%y^x`^-f_Dy3hlgU;-g=<OsB+r7!iP$`t)|SkiHabn=BO=<G
SD9HO_x^eq`@l%<=#IEr5>*SH-|wey$?$nj$E2;tsqQ6y!JvTR5j-NhKNI09VLAzZp6YEmx7aV(#
|F8jH>BuH*>67s9cToX9t1Bo&eI(Ec&pN2)Z_3q)DUUiwDkYPOA8c9U~hmIUGtSRDpH6m>^t(sJg
Zl;Q{;SxA1xQ2@NnNQug)rjYiNH+%(afu9*fVGM#s<%YO>1TSK(rFq#B)XWtG31{XcPL54;|;Q?Z
=kelHkMQLr1y=C~`soLFI0N~}`?B@-?k#3?HSFkSf^RkLrQ{iUy6reSCFj$C$SOQVF=7cr`XsYu=
J|Iao$<C1tpfJMdL%BmvvmA9>_ZHmxg?_umWg^-YG^!?I;Q_Qyd@I7K?adRYs_enG}#Rdxo-2s2`
h2#nToU-#5(g_3osIV7a+wvHageGC_@wqUUbQJ&IYw%j)(aNf$9_V;_U!Hvgp^_QE(W!)|2Qc3Xp
fmStaLYfU%bDfsgM)~{cHKV-flgr9)9%{eWz3`{CqTnW?R(@!y7qN~Mw{#M9lJ4ufj4s2XI)%7c7
X`=dMrwK%=ckL>WWI3!<_a7VxCLOX==t67^Cs9IOjQ!yDUh|Wfm!tZ!cf--gQ6wPShBJl@48~VK<
vTP-=Immr`D`E^AOYMa9+H;Ipj%*k{zpX9atwxZFMTsRWx~9LGSc!8s-Ft}Npxx;6cpd(-fVZh^>
!;=cd!m6neK5_Y^HJ(SAziTVC9_YF)1uM0!czpdg<XXeTV$}*3cI$U^8hZEF1hF#Nn;SlwsA!R@W
I~dl3;O>9^4P<2s&O7~>M1rN0bB|JLW}CGhrz_`kf06^lVt}@N>bjSoEc$_cFlT`hko-(ZDCb=o@
`B<5y9j8>$^kvT^9TVe^{NmZ$*n)d(4O~=d^muUTj^s0o8&Vdeq+;hal48hU2n3`eVG~*kt|N~?m
tB>ofGY%Gk#k@M$U-ZNpH>RkdVEA>kzKsN{M1?-amXcCM&H8R@#Glz_T)h5C7fIjZI>paPS)-`Q0
2=vBuM=^YBm2hz#mXYYZ{8DuOL?+ysGmLYK<bY!{n>)`>kiLBFUo);B#fi|A_qS3b9LCU*1k|4*t
*Jn^yQpgpbTI%3rk?+Ddi_}C)T3>bhfT<00z4&_&iQc&y~yC>`#vI<Xpg<3}PqH<+5V%?rTF$vW#
=PFtYuPBFnQ_wIi*_YI%eZL)DsLg|>Mt;f1lVEhx>Ddw%NScLC#f_;W>w|1aNNVs_c8&qo)>{!&G
L;?(K{|hqJ8xfctyks=t{O~U9kJlzdN2D~#SZr^CFOM4t0ZZwx~K@aVV>OII1M@w>tieAqoo8YFI
GE_sX<623SX4A{;%!HawQ4~LTH8>>@0j*9=lS#kqCMAg0*P@RdO*lf+()LcUBEn*rTjf-0C(*x7V
`AmQxk)*5KX3-JDgSWwA_UjkAwF?90GBnNh30N?I7C@^ES6P*yd0RQVE35^4N^lmrU6ZA4^J#U~E
9VW@aYbx|j=Txd+@Uszu+q$=oc6ZT=McDvxaw;}}yC*QzBA*Ca*j1`&_7jFaR>8osCohc3-NaUCl
XxIj{dx5px#g?$4pjZY)^g>`ofVM#2ZJEDc_eG#4LZLi|VSHbhN__p$qdV=Rpu83pR?c&Iuy02x<
G{MPjQ^Mf0HZsLS?TWoBt5FW^pdsdEa1^7&mNekkTz$35KD^`4bXGgfmLq+81eg_7N^H+&x&||As
8!KZzmP%6KgH=U`DVGa}K~WxU|b3S4CfN)lX@h=WkQ-P)+{I+!lPo7TDCh1kV>OLu?n+L|XM!%HF
C~(5maYJsHbvwp^K*($1GmVr*HXPeaw9I14f(%{jvY4D*%ayx-zbGaXIij977eUyw5MB#wP;%K0>
3ljE_{?FkD+l3!-PU@dDKAnv5dt(p0Q60uL0=k;_$fg|R_hEaHm3<`(}<<0#;Q^5`f&NCHDbZs3Q
GeJVX$kZoH$y0j6q-+~Up+?hAUKe>*%3xr1cx~v9!u8={vCpi-fQWoWTXat4{aRFwfss5h99ek@x
nr~p#S@FdNZkR@18^2#0U$$A`VGn&zDl+)qoWX6(wT*e0z(hbsHmUZR>`GGC2ynPa8dK}IIs7zE4
v==4md#kEv?2Q)&_wePA72pQMStFpRLt~C}y%1%)9G)wym*rsRm*5>Mz!%ARjdt3!0<_+~470wdM
WckwD#FWJ4n5tC1u9NnA-0X@2Koz{?r*u!`Ui9ZEm=d6+=vfXCcmmIkfVFA)>8UdO&(uYcc7+}M9
OI)+_+TMf}Rw&@<~l=I<5(`rlG5$#<?GLh#x+b@0Nv4SJK6=hLa*YVY0v6uIY^gY9&iktpZvQ3~K
5Sy^N-Gmw9xsBJuNHSXR+8vtKnn~}zpv$Shqzji!a2OnaF&shfZ^0Mt9ZvsIh~NpN3NNw>+kxkgb
>aD*F**J5d#d1Gz84aHCpJ$RcNtf`rIhs;31#US`bFf}3Ubnkn$=GlgPDr2+fk0pZ8-0CZEnoYsZ
l=7#WhDFG(Opg>Y6bnCZO}~=6imZLXu}HN7wwL{~_THQsHgRE=eRA5bY)4-0Ct!WK!6#_yj9lH(`
B@DMhrwya+g#NZvrO_iW>G;1?D{ehM_{TDnYlO>7e<E#jeF32h>8ln{E;)FHImSqnu*=Lj<2;Dc{
zh>n}xAE%S!OJug^J?*+Zi3#t1QUnQ~h=;sr5%M)mY#<Dc1))Jj`Mu=yrbdGnDVTr7Q9bEgXe4+x
O+&fR4Vr)^`tXsR?r)WAId}{&*D^;a^kwwW%=9o@qajPo+Ryp(>H!q%U_wXfqe@Z#k%Q)JQ42t`@
G5ql=rS~?ydxEu=4S(|DluBm#EP@Fj%*~9G7#J*DnRyH0L8O<+|mfJln)$_?KMzVJHfINv%ykpP|
+ngSN~4BCd9oIVs04zgj!9umDsH)?NRe=C@ruW2q*-D)E4;_>@EF*XDot_<~VFMb<S9svwrg-i`9
BfzuO<Nd9QBAdw?lPaGWQ7UK<sx_zegZI_jx?2P6Fwa68GnuX-4lh|d7Yh$57C0zrA~H#ccZ^?CV
D214+{mbxg+((a+^lK3Pr(b<(=o>ph@#%AkaeLw?P>7yk&h1%`_B#4j_<XrvZOCmQ7hHn){)R+p?
Y5!HoRctK*ajKY8CQ;7`YAuSqX^I{+@uoebEJU>_AW$UKwi-Ntm`wGIoz%p1vHY^q_&^Q?@(GWlw
Cw=CVWD6`qR&gQV-GIhj@N%lnzqZ7|0NFG>;Z}0JxZrb$w0aCJ`+t1Wt%#DOH`GVwCuFCi}-MB?q
bhh8Njack&2Lhwx(txYQW|B>Z7N0v|TeQt*5aOS68re)?OIvX^H@@w}8}u7-8ZUlL}>oaK%>$UW%
*@e>rp&qhU&vU>66%1+>f~_|*~*U)Q&P4~HuM9;k*8^`SSq+4?le3=|smFG9>yt1Ixtn0NqW>#6T
ZJGnOB_jQpu?lPsWEX7@@qhF97>W0vbCq(u%qO3JCOqX`5zNkqLXK2llH$LJg_2JHPZR_=0<Hv3t
RL6r9&&9zZ$ok`MN`kWl)svX`zUM16%98es`K(v&;>St;pjiSalncGH00Ku;MY>V=qIVq7_ev0>t
q2u1zvRw)_vQHz8g!?iU~n95HTh-p%5G{GcamhjiS&fATOF=^Csn%ZY32lOg!y#UMPotP8g42!(v
(CkKf}Bb<7HkbJYLEm6*#C;CKJNSkj)8B`0Sa2ug5rgf9Z?Tw-^kL*JGuESZ(e6Ul$^13<ZQBoCi
b;Q{D74>4Fs^w46NU(U=ObPi=xeo8205D1L;Ps-0!j1lgfD)Q1ZcFe$h}VX+?AKPjaDTQEW#W3!V
qj2zTPu%$p?E4Ot!u*^k0-?$FD1EAk}R@AP)s<g_{4C#`(c<6e!OFY7cjoFAb|GCXk+W!Ti?@-<m
m&d<6)`GMqV&Qv4Z-O*r?@jf*EZt5lt7-;!8+AZ%L<l9uKX#Yi@Gi0f?Z$-4173VsIjPXN1CdQDw
vI5x4s3jCdKNo>FkXSh&y3G4dv5bAUr7?N7;&HK^$kTW^%Xv6SR?L)Pp{G(Nv_eTv0kOo)s#=1+{
yF%S<2YB|EI*-5i#V?4P$!v`*vB^gdJhfKoAQLjqiU=9NvMeBcr@(2wrDv+Jcuk7uagx>d8Wede$
yjEfrlglT23eS*clEitJSql)`IOEN(l#Ej+iK1tg|ww)>C*p=)vrJpFw~B=`VvR#m2asE>zolVk;
)#H`)T<^AviN3wU9@aJe^A{<yXza^gESg&QPP!4D*-?yz=q9*A9_tFVy=p6K1uVGD7GqyE<n@sR<
Ru7qyT@vXuCLgKD;7+HUOf#o>L(56YUQff$cup)C8IKVGQ!||bmH6TQ^+{vGlK6+jmg$SZCu}UtO
MchIW|CKrKJ)q}yqC~cB2%(D)xgYJ@*kmGtDffGDiO+DT>*j#QuHHMc^H+&NBK>EVUNCy%72)@pT
no<AB?eSkP~R=UAR9oh0k&ST-3?MvsG<gCerWB8jz+`{r9?UhdwlG*LKI32`e?JR}n8dZ=W&B!@V
H$mv}AEW6}>|@JR;G^0Vwhe*y~E7NBvcbJCP}*n~r`2f^1{k9~_>lKhvAMt9TQH0)@;Q_kvwdH;?
Qm7_%GA(1)w&N&oi@rY+;T48cCC7uayFmjqD64i)c{i}|)Eu5{gvGYw2qCWVML5EPU+8j)OemS+$
bE*5hI{i;n<Mn{jEve=sP@lrpZZ?e#9@gZ2^;&o1|G8A8ahmFZ9?b#M>{mucXNl)gbxaV<Ka^8fR
m&}t5MPu3JiT4)O|{qbCZLQJ^%4+)CK`Xn-M~po;02EO))mTWI5u_5CQ#f9&+Oj;w_{lwBkCdbl=
Tc+FExwHh^<+^Zw{4-ir};!=(shRwa~#O7JLI|r1)GU!Qg0756Yy%y$c2#;9~YXq2m|zb6aV^@z_
i@3?|I`%#HC|aa+ai`TaaC#=_Doqo+t{mb#Wsi*`;{#1s_R$!sfC30155o?CLi^1V_3k^De5pPi>
z4x?))2-As45Swq<zU!H;FF=8Nh~iO(l7h9wLLt~-2{j}h<(2O80+n&%_AJk>dT*A2ftaU#@)@wb
ABN+Lt~j;?f5fA>mzc_MVa@a*pF5AMN4rXaO8@iQo31Wp+N}$r0nTwv>x02Vox<_Oh%6FQ)!}uQG
-Pn4Gp8(l)F_8cc!QEDGKdW|)ImPF-r#A8UuYtZq4pk&IR0t`A(gH_FZ&7UAG?U;Gpf8}aOQip`s
(s;Gi>aVEo|4K&Ghc_=!(sXY?LX8^ETQ*E}<>lD2eT2+nSl*Q;M#t3Wz#A%bg+yt%HB|1vcP)kd3
je;ZFYR!!GfDV$fy;sbCA%+FFZwgQuo6mykGV?hheIg$YVP_J3HFQ<mHx&k?e-Apx7QdHDF!kt-n
G&1o>~R}&U5#L7?;hEKe+wE{s{5*0F9O-aibYI0|jDsatZ(s@^c>fpURnI?dp6+k{v?u+qVrM;Z8
_t<T9X4hAYYZ>fO6m!&=iUNNYy$nW)_*9zBG6qkzk_8UC5O*?k_uwk?4#Z-<5EJ<OCbY&E4a5#9{
yul$Nj4@zup<ykcTl>ji|$#BI;j$JlifZ0B~6z=C+bY_-gHfRp)(XP#$^hY-OiBqz$a!caC#o!#3
Xw(=~HgWq~pun84S6TL!eUV70xpv`yk=)!YgjvrSg<-)Z&=GR{^{M)f}H*{@LRJ(t_utJ1aSF!d(
tlk%l|+(N@Pm2Bc&&%=i{32-e|HrvlS?YK&bu6r&m;VWFp{r`yXEcc{w_rrSw?V2=M#!alA*BVZf
XXssHE3JoVU(Mpq=k*^ZL2ZV=Ky$kZNve3_uJNBG%?gu}2Qz_12;A(#B$z-Lgk8Mg}2Ttafxdtw$
jf?YlUKogM9;r<L;V(d;7@=-!^3L<OX8Tpo3!db&&v-@LN?3=6gmoA&`7}#ABqCLvjRpprCtVhNt
w&jRl}KWhzWwKUS-R|qJ%~sdmF7`9$qkTD0yBED53gK-%j+Br2D$jnLr3<&a=bY4Ih>t~5fEsV2`
@+V+hb0YB?WIL*};7jqX~e8x<6kuMZ*n@R4A>Iy$wQI#`MwPR(j8t_1HJ7{+9Upy_v|aE$cbjmln
r+O3*TzU#he%cB~4;_Ejf5+T2$BYJ{8WtJw{GJcT-<R`DIx0P@QL&B=>E3b)x+3Wz%iRL5$|^iK_
u5%Itk*vyjNal5I;_%|4&PgqxSfe(claln!zca*qP<j5UeW7-?H9otV-U+xn6@KQQ_cm#Aqv+hSl
h!HNMoaNz9eJhv(uay6l8?OM)yI1<5ZnF5O)sk6Mma@X8am{W=c07ZTIZBTt>h^GZA84rZr*Tj;6
Xk>YA)IJYUSoDD8lmkmiVSbqZD8=SZiG(`HV)6oh?@jYT+>d-Jf2-Sw%wRIbjB7PWO(-`v?9HOcp
H@`j5m8#e6snVxc#MKpUSrst+QBLaY>Q98@=!4D?FSO`d<Sv98*7)Kg9pa0L5H5sV3VkNa-vGN6u
IPOHCw~?LIj^hTb_ij5DXd2ZttHMjtWOgm{kpuU$kZzs<u0VnyeIkz9FYAU}llGb9HA{&D>7J62K
I<}(55JgOfKwGwd;hE9ldRPEX?F0L6O=zxS-ICic|u*`cCb`;r)q7Gs0<y$V0zVHCl8UX7fL>&MN
J?dWK@PZ7FQTJ2wt6nd#S4;Q8Fkwv;ki;9zfWCkZE!~gHJCi~c`?~%Z^n-2*)jaW<<8zkUxarBde
KSuRgFV|J6A!cmM%#dI{j3o^Il(`s3H=zzjrjA(IOZ*(Bf&a?Y2*VELC1~y@J27%LyINBH=Dmxo|
6Y}MMMHU{W15|`})4yje;T03V|+1+}A#}PZr*>7`>ko{udp+Ul>}zL&c0;fRlE&*bIb*geV5n#i+
lO2%vKAlzp(8b^ksEPFC5Iunmg|a;U=$5!mA_GjqW9h`3Q_Y?)EBhxAW2<}H!1laf0>)plh}im(k
aom8wj#!=XjK4P%W7#cl=U0cXE=fc^~ToFF^gP<1ZC#BsXC)Yz6#W!)r>-=+c#h);0S1m4ov6gM>
Q=u~@kLTu;8fr|WQ#yilL+Hng1wif_dF3i4L_ja*r-gJA(IH{T_F|abmLgW;f+*LlC0wibl2;Lk^
MoLX*0)NKs_)%tS73;7r{H~b$ay@h%hd0gG0hO9JkmVqHDTE)&t?Cs(3OF~^XPC+dDh4Ne`$$s%a
<Y*|39f0O@095v7Z|_%D~*@CAi!-=1t}=*`g>Ooh`+++@Rf*SU={Fb%c-ZaGhHc)C*_wqux}rl^7
gMlUvj#b46xs@`eQ0aHJ_8c_2^#qd>TgfQO#mJP0)Ig=iJ#2MzyIz}#dn2m0Z8@eDE}tV%HW;_N9
@5Taqa@k7NuEGK#dJ$k>L!$vT%zR~%Dy^hGy2l2zV0Q%|MWb_lTiBMS>4di}^J>AU0E+l}fcRTV1
)f?)BO+mtc?!y0DYmYLw*BbxO?8{IiC<ltF<}{$|2VfuoJ4D##MDBKm;QZk1oH`D#%NDsopA+Z0E
)hTRL>xUASM1kNXjr`(tf`-P$oIghV72p1%LneM%eocUZ<V0k{#)2sG9B$sf$Z~wYH|DIgaRk>rP
k-BY4tWh%T<QPeXjf#Sftf#EhqeMHQ*M;SHy#no8)rK)f=|4r%GOxOKJ0wLpChPcoJ2z+#+6orfR
n*&c5+%k-V}2Qf3W|N&~DC3G6-gZroLg{`@tUcn}#C9)1W9+;yM@sGjiGbwIss%e9sVOGXoT&70r
v@aDZRF25xgMSENb5a_oG27fj4tIUCCgu$FxBeV*+dIbx+{tCB|>%Ku8_=17+UrA%t4Swb(ljmAH
P>z#{_>@)+0a(-(SbJyKvT+=&o`}=9G~dz%fFRFu4uF88D+J#*_kF_v_5a(Os_x!46-BHf+d^n#V
pOF(G_S^WL{@_1^y`8fP2z`U(K}<Q9wosv4jtpa-y1Mo#vBIG7U5xG9U8}MLaopCJ;DlcCy(G<PN
Do*gG?yDPlOI)YY*2d*nJ3d3Ec$_&gkZ#isgEB#iu)r3Y!@hvmGlWx+d=pH>C%gP8OLI%c<^gR<z
@yT*M5SYp-%vC^CAU73O32X&|O5V%%1wxYQ_Qn*qWipy%7Zn#14G-<^Jk5=;|VaVJ4%Dt23b&YV1
>DSkOe2lfC(!;NBpzd+B}&!U%DWciZt-)w!<EX=cW@6-upCyB2yV$hG?%fRvSY3!9rq9+uyM;QE8
OkwERc&%9upaSl@F&bPneJi$(vq@i;;J#xdoFU3&mhcAJ7YF{T805`?|67usF3*Q(i5~yhRlZB^O
e_4KDEuIu+hD$B_dPTk0(u^8Jp82N#D}D=wa4damB&&1klxdXCMyrlC!M*ZxgyZq`z$0lny;Ee*I
DY***>1Z^Z*i+vb~As)v8F&KrX&t-AoxaGkWs<W(J^HydUWmkv)$U*Rw8|_yx>7E|JFd?n-^P`C(
d7Ea)S{fysb<Ohw>j%M<>BdY7K1RAB);Al&EY!Z^7Kq;LQZ%zEJ8LSR^&2uQ1CXjZD&s?eFjg|l2
~?wo1g&Fs5N1?#4oA~XCex79yGtTfPy%OrhPte8XO7izQI7Q(BT)ipkFYFT9)_jhPq?`rsuJq$fW
e^N06FVzLBPD|GW(OV47HXv%D>j?@$SobE0Te!Se7p!CHE)yM`fX1}DL5|738kjG+42xJs!<v)LP
fz+qMgX(g?j_iqo0#I8A?LKD(fhE}k$`W2f93cV0Qvw6)1wc;5y5bW<)YQTIucBnKMp8@bgt+dC2
g<eYczP^n0(SspN2CHrXm-bk1jP2cE{Tj=A%a5`|1>%GQtH>G{}wjqz6WEy?iw)HITfmK1WY!V3F
~(Nj)mNo$8a)&6>e7gj>(8p1<6-{7!NSyI<lswdu{8jbU|@0)?~5(w*f5vm3u-R^=>B|Fb!B5Br1
jWM2NE8Cpp*6VnxU2K_GHTcnpDoIbie)(>;I)Y^JdJjW;0lkX!WE`~&AU?nwxf$7TJ=T;CtTHz+t
5v27zEl(iG2U3a8z7Fz)Y;Elgt2&m=XZceGIk7B&9EiuDCz=OZ{acd{^zUK;+F^r_Vjw!p(Zl5p8
@YV(kiE~}w$@C@K6CA~Jc;P?gPX()!`Juw^u_#{O)JIKv9c?E4nJY3Vexo2|Nql%BC6H5-Ljj$Y}
|Y);t^3ZjDyo;@iL2jhBO?+8P~Tli{CN<f+`|E)nB&~ZI}cCw{XNKyr?0)0362yd4()!b_)!n=0*
A1*tDxTNStfpwa_ro^>a7`xl8I#<Ry?seA%ovNi4&QD|@%dYui7AJzN8*;m>d?GEG)?DQtvlNO0S
#XqvJw0kVBViLQ8@N{`f%J#q<&39U?N#tv(y!g5zJQhy!gC48AFo;tU$OtU83&k)2PdP3*@;aMKu
-5=y$P8UF~5x?4d_Lj0e)iP=0sbP@Nb}&eT<ERX37Y1<<kZ2Sid1qpu=dnD6TEGlT8WsCJ1KI5lv
@eA9{oa-i|AQ@J0q=c}lMvwH>wEi%I~SXNN?XWv78mGTjbP;Nfb2VqMByFRR=xe}zY9L&8!XtmZK
{_CVK1GDlGGAQe+Qq$3-fj+{5>MBt20u$OMq|6mtsi>Ll4e1URhloU}a2%(`o(p9EI%G2G+{obWv
EFP}EMca&#a})8|zDE9@&3l!Wzw`g!9$-avB$OR|*z0P4)YQ+Tuq<T51tFTUZTy{Z{BFdG{ed7C{
?ADmVwz8{cRo*d00qIK&*Y1wxDe|K&UG=-U$ZLUVWW%JZ=@Q4Nc1={{~ROV-546};H5AOMK-#;<n
k%F`z#;}C6Xvh%es>{jT``Qa1`2x0XyZ<GSD3P1PUE<0l594y8rD))O#0P^~qEjJzg*C1$;cTRMJ
*<^bmcPn|8(|6q&iVx-iI8q)=+*5E;RYO{tk{1`vNQR(_(7B8QGtF$qp&n`4W`oUFvywR?RTMr(<
NqQ@fSAVHVC1p$9qa0)a7pFJ3dbvh-iCcj(8F=03$5c{aNy5`zvf5o_%8W-}7c(RyQ|hU2^@lrzI
(9jhB4>QM1@YNc(ah`s)v3Tdg9iPg=lSAf{UIN)P^Zy<wg<!Rp-g-HUgH-r?7)s=9=6bpIyEOH(?
`0)LjJbgT*t(_FgO9%RdlDJj*$>I^{_U+B2lSWgvR@e_KH13Z*{fOwcj^T<xK{`n;)eM>{yxPE*S
_h*niaEAufV4hRs5J2dB=o8{$;paJEUSsz#B?7@=qJI}b<=cByP1^(lI@PSUH7Z$||Ni47%5~ip{
IUCEYik@!!?FwhVRcZglmOYz>&}j1#@5P2UB9@79VlxB_@M*%{}$){^Z%_ung%eq7&F&4ZIIQjKH
-)wEz&1C{V@>&K=__TT{D$=O|Bs1>r2$iAm|hm1*Y$i>3GKhv()OM5nZ?8(D-AV$l7U=zp|ToVJ~
h=!Rd|2iwd4m@WY`gP%nWN84~eqAFghy!w_C%V+v;Za{wXVG$L!xcJQpdil?m|hm=Fz|KT(Fc64d
|wt%sN-In>-Ps?dhOhQdsV72d;WL^cVQ|e}|@P#7!>9oq#xRV|E7l<YYPMIQx9`exSoUE=>7SjBm
j&hri)NAlJkKHYI*d6L7&I<zYiH%#;*D~IsLz!fkip;CVT)e^r<WPkP;QnlA+*{EwwF`&T)67-WL
?>!B*_5CmaH#$?T=9~DR%N{QrwD5zvdi+JGa;IZJ`dIUN6IEKC2ujglLXiMKu+$#)0K$1BVGxUaH
AB->k!EbsjGx22xtF1gwhu|{}Z8trLP&(ZPx=*Ndn<c?&7`XoQ=GXn@3W``+|J6f{9C4w9lj<Q8W
vGKc34$rSFtoA0SM72L{-dtKERx$4#+{P!t{#5T%WJ8!K)<1289ChEr7STX`J~+#4KwJW;@hBL$Y
qU8h$_cExgP(<+h6%E&gBGD)%q_#)9L4;IB<6~>&ve$!5xB_Y7`DGuRab$*=rd1@lD>2TAwJy7Pt
B97d$GgJRvhy8tIq>Uu-H}{vhm!$TaT-sCcfDXv5pRc}h$C`vKA$$)ex#lGY!KvCIUWjt-)PEA=y
@%CCyoHK*U|qs2gzwv10~u7)Vq6fe6dj;YJ#!c({%K7sn)<SrPyaNb@#>asRLX*c47N%Gp)*jyV}
u(t)m4KvBr+O<)Lz#;A$O57W_DWz_aZqlzOiWcvX>OL@vzPTc5`nE^j;}<Vmy#BHef+FwKp>x`k$
vEzlf!E*G4iD%i?_qzb<;y={8;G=YX=om)~}A)Y7Pjst{l%)D*I0xK<VB^BmBOr|_|P6h`};l$^h
PS~UR|Sq%eiwERI0ywc%Dc<9NnAgu@i8h2hMV0|q_tF>RRP?AJXawtC+@iD%Irgkf!C-EYgG)1@|
k)ew5d$=Oxmi}2!*f7^siy1H@Ie#qiK5P_L%9TX6iRa6h^>#Guk6<pyvoZI&tk70dNb@+PN2SPzS
q18PTbp`FZAcbLBlTH_p(ZWa^1D-En19^pin>D3(*JqQ1F03lMqw;b6)U+)K2u-N*%s~e-Yu7$J5
@l1Nwh5hYp!%N25zcpDtDmYMHn*iOA>GSEZ-F0KS7Yp2;T4GoRGVZtp|Tai8C_rV%ge>X9~P`w&r
)t=CAB#m1$UEZ%jUA+K0mFcL*gx`7NR^{1;CUx9-gHcHPkd(BZ($ib_Pn@7PKy`bW<6DDNJ&6Y4%
F-oxB7-fz^Jr7(b=7hTHpISSpljdQg^GIV2kdpE_7Eo2J^1Yf?qWlH8ZS1Tn*`=j%n*1?uajZp@5
Vaj{vt=DBEF5-ZI9Q&3g<#ntD_~=?RIG-AX$fnM(6naVvDGCTu2K&I+P2nzIFkzw41P-tE=Q193K
>B5W`>$I;syrC4R>iS$O#nlf;LKPUSXM-8mfrrOjG>PQ9BWUN<Nl#lU$61|Sw}AV2*wXGcQMc#%x
~JiT;l5ifP$&U-?vm0Es{CM{2DLX{<Qv7pnfi6bToIN)ml(G=7<?F<sP<$07IqYsnC-AV#LY61ik
bgt!aR(u3fKqX#5MYcvMEfV2%Z082+PN&+gwe3&YE=<h*-lo#L_(=`8OOO|-Sp1e{@|Hm#Z0?ZCQ
oTN!h0aeNheC_$HZH$}#9K6=W#XBx?ieW(Dv_O(Z&gx-dGlzUZVj=xrU7AYd2y$K?U$g3xVEsO``
q%^GgmO8eKPfhY<WArqKHvO!=KG0O7wJVV6Dk!bV0pOWk!J)R;2LE=^d!8Uq^GDDSbWj-)*^DjBQ
N_#j+HIv{ATDVkT2mhaEtY~TFv3a_vCNST<<=Yo>OuJet-7n<G0AO9WadeO>x<VCZg2eb(9X+98E
s1*#}0N#GABd^0_XL+p!5T=BzS4&&HJGFO-S?J#%ol*JEBVOVZ!my@}oiZADH?l+-E+twh~e~@qx
Gc0nZ6G73@cAQ1)R#c;rnE3_}_NC-E<x^05+G;y_<Rk4>3Ay}lukOQ!r8%;c?%aZrw^w{avW!GaK
Y!l$+7*!WyAK;xNMgBG&&!C@sUiGQ3*NHfBr6Y=wCH?yDhm2#1|iA!#78y;_Q4AmllI}_il$T-R$
?b`x0Gjh=CBJSXm8UI7vOe*9`&=bp>{Ok0JY_$i%_s7@WI!XXl4#W2^Hx3h*xCZ%VH95KQ^}<+4(
5#^oZIV*b2GA|enJE+4o@s?mcalz^pW`~<E^_tqN5k4wX1fd-O)k$?M;`*lk#7_?$6|w2%zPL_Ze
lhF5k_n|1oSf?qR}CAxc8iA4?UCTQl7Ke%5DezWn0c3ud#X3P<0khnd1ss3?W7eZ3sniI?jEgQtV
Q2dnw17OVX$IHgo3gOv<N_GcVFU^KXuoBVoDi{5)0wOT13j{`=*d`FK%wNx-GUjePglb5!+U81n4
h@a^Olz8DBSh8pv1s&iYBO{@nCz#YqSNfdHZ!gd-HqeF=eQ}N!dCiC>Q$VHs&J@z&UFzV=oB0bKC
y9^(e=aZ+81ZubJ;5fZpW1SI1Bk`yjB&V{_TQyI^kz1N@h3u!LL+8d?t60|HBVaVRDL199O)E-i8
Z=^MFsFi*6$G!Y*N8Ng-<|=!k@W(|LaB(a@yLfxxELU$?^<{j<Ka*9EPFyy*gH8D$@5g-+$sD8pX
5Ug!DH)Cuu#$R0T&0Hr+HomPYmsC+ABKw{o&MRpF3fnckzJsN{=djxiLeFZc0DJRtK^wcvSl_o)Q
Pu{V&6OpbvJuLho-?+`F%uLHrz$Q&Rg-p1-HGSh1P8Gst)AjOK}D|6CdA{54o7Hjf<+Ee$PgvCh?
MeHL-m=*DoRr%F?<wq~VW7XB?%lst(+JX6KQs|i6B1ogCx>>W)~cRtc^aUH^_XV}sPuP51=HQrdx
#+W;F42^T|Ar<xOsm%34Gv1j|g9$G;C_0tbT;uS&phLFb9`?F(C5Sb^imoLp)mFf|<d#fX7?=~4@
Q#96n_*qAW^P$Wl0R&_@;|QLgn1q}SCQ}G@4Q;UzM<J1*e<(n;1&CUyxr4hQUkE+IIwP(KjkWK`S
$qg2sTQjH-^FtW0ewjb^o4ZBAULPg4DT6$G9fYg6IQS4(1{0O04$<6-EiDfhb6vanmQmJ_g?&(}*
H(l>1#GwnCrx?v-eX`{!=&Wy~eq7mYV7XLI>lQ*iZoFTvgPE|p6?kwfgGT)e5|_(<Q~p#jUlj6xs
HM(SV0wrAZ2SX%<=2?CKI7W3Cch~;ECmp(%2vDv@!uJOg@QzCq>zR5Yds2_gVl;mL%9DKLg*dY{5
dpzK6JMIYHT|}FwAq_Kq0bay~DJXSc4L!H&v8Y72%sj^GQnMH~K#Y(&*o@`EAqDv-ch&-jy!>M*M
wOQ=2g%UmZ}0@}<WOHLsgs4PUA|q;62H+N#ZWY8K!@hCio)?py^C)3ezm*=CYask4*o0{?J(|4HL
Rh7lE3SBNtMEi`(7=w&~ASR!>G$SWXPpii1$FTEM+sK1vH^!1;#@xpxrf&kpaw7^6_fySu?%Xy#h
wbLEU_bv+ss=;y|D5I}F>j$!t3<V4t76mCQouxt7JO!amnpXe?=7Vf!b?V`lW_wm;k3-=2=HY!V>
@D8tt#f|t%UL!1^bYMc8m9n?HJGC<vT*B1X(p8Zlzoq9NXzv6|+w4xf92a|kfP#5<|z1-lrgI0$H
FpDh{GLRPv)@x}%;Fm%Qi`0bN8WjiwAoFka>YAtxAq@>At5D%A%>)l;8A`A);1p8W3mIRmG0i=m7
Ab$Qxqzx%CUd9nfXtYC_02|KBSDRB^1A|Qe2)m$+4@E<)DQF3uw^5?@BI%->$R%32UYPMAj`KpFC
X!7p52_f5z8DlWe8%CfkEJbeA66MAxmmtJ)k^tF+F|82WwUmm$`dbgl!Os{=s?*o<+p5!hn})bDn
rJgBvkrQeVs*)hg9*@cjWEI)e0cK|82*^6HYl`Fs_!5Y+1NbZ(8int1Vt9u9O@A|G_1VN&2Hc@kz
gAJ#{BK7quN=aAO?<TCzEcVn84EzqPO#;#{X-N&~vZvjL|j}ci9P8Y1phrkd*$bue+*+l>jCFM_a
1u;apjShuIZ!IpE>fu<MputEnhtG-TsgUsayjY0d1^&#H#ZS?9xp*y_eUNyZpZ5&2>3~6p$uV57&
834oqAnQ{CdmPJQ<$&-%AJ1PdJ<l&v3nRb+8HVobkr!V6#2hRO0_~#jay9NNpIKl>fckfZ7WWZ*#
2|lny`R_GP5YF#)%n_wLZasA(?J(Vxgk0vLTtL*bBo-n?svfol^-U%2PupMzLQa#=8@P=Ck$mRrh
>=&@;-JKf#eeyPv0-yqr%sm$2+a0TT%jGLW>@s%IP<$<a3yK};6!U1_jpSQ|ilhyueM=+8d%L*-$
#@89q=%0bQ`&mpXET5K)1S*>v==vr%cXGH<JMsz~>oY5dxK<@q9r9xOTxegr-Jd>rzCx984!ol5|
o45<^e{fB(c2VAokzdMXEVHfCs9)`CRl}Z(mn6&u2)OS>XU~X97hIkV#Mwmz%oe2w;dzuc$Fk&M8
~}92GR2d<iRkczTwGEE;>IPs@zs-Jo^0JrEhGp=gKZ%Eg9^$D%B)8WBv;0(AFRZOHSwEi(ulYa53
cQcVYK?_VAjmai@#xidj(=5VBQ>Y$%E8(KRjYoE+%HjhmZhmw+XyMNYXsuP}2lY;t-B6(%ON}qF=
1>0O?-GM7N24vvW=9B+U)Sok~O(WO7|VTs*$|A6vR>wK`z+m6Rk7tyN8va7Bjm3=pK03?WdgEr_A
p2`4f;ij{n6_^sYcK-VJ9Vf=dcSqB%rnqo#lwt-++<z-?JtlTAau-XgHAX$@EtK+yUj8jFWX-ZDC
WoLVFJpS@qI9VF5-X$ezJI6>S37pISZd`e8q4HkYgE7D>+fg!I`M=WO!qw2vwMe8lzxO76yT{^_0
ou+WD3S9(!2J%pTy#tBZIQMPJvSK&%aHvdGL9pyRBL8^N$CIcG5KF>KLTnYJpJk;pw8+9KcQpCt8
xs+8Z1G_s=k-}PT^7NgQ?9Dmy~BI$QVt`G`J@~K1zYAV@#}qHUzMFz=t;lY1l8C|9)T#b^kgj>HU
8eDOhLs0}`2D%SK%O^9t=;qTsLr9!-phGtZFfSa{+t3@<WZq1ijpLq#*8S88cpd8dl_Qj*s7_Hyb
(GXYZoJwZ&$z*Z?CjQyvZZKc}Ud5f<UkcQTk3c11b7%CuAntm59q=-z2va3AFFvyW9=4V&Rs2Go$
$P#FuElsZ4C!MM-{91Ffq7s(ZYMA<!QVI>mHd?mvxh(R!6|n{?Av?|~FKp<3@_^beH*wMs>emEL7
$_5pWsMukyMK}r{3>6gQ19V?N*jx^RdOGbfW5`jMR~!c4ata5qN!<-V-xY!@h|q|2Ggk@cQ6Pr6E
MpD;iZRb7c+dCW<unbS1_bTk=~^WYl+i<nng>AOb7$aoMDtAj9RD60LlJ-w8WA<Gke{9!D=>VsRp
AnV&U^ko%0IK{ve8u8_2KZMaKRq+5X=l2;66sWT|IffS>gr!JW}ecc_0I<M80nJq*1ewZjl*wTuc
M9f>rKdE_7MN7|W)*eg0$`}1Ar8b1w#W!z@;k05f(()qm4FR@KAAARjtmT?>s^SlPCGT|Ay8obL-
bnh)t8vzzZ5pw#5-W9Zaarv*srSo(-Pm0=9tLYp)<WkQM6Ql-Y{Ct8up$Rr1z-fHH%XLA{)Ngi_j
rcFfc*jlOcjk`TPMd(?>4xD575EY^e8!GLu-M1BwkLfpV3Lw5A*LF@KQq({M<XRj$XooIsQv6T)N
k3|7AsqHew&^BH*Hd05-1xD8?)X#7XovCsP0(BxIBM}jKqu;hS<sY?1jPKk8D*;twOxZ9qz3Sba_
=eN#?$I^=b>HT7U;snxzK`xW+S(L+kXj*jqjwjG`qIDZ0QZEQnv~SvMErYAT5(@a_<5e`Ja*;z83
D6%uSX20QO9p>HfqJ}@Y_K|^Ni6%^W~7l-Tuk>a*A;DgY2{Z6}dR*|QMTf&|z1?n5aet_Ry2S_pJ
gV}|dqD@K+G6*IW&vE30JRccxv(ouGMsSy2@G!g!{%fIblG}nG+svB_&u|<sSGQGCo*bM{T73woh
>+rJ5kXOeBUbK1Zg@FeZ{!F_<<JlZVvqmDX5M%n=FnzpEW75+dSn|W_(a}kRQI{MH#UdtP=~Od=7
P|7OnY)9S?{T+WMm3Q#aI<{K<a67)&9so<2JLH`uyfw6ZqmnX$&01GnNQAo_9?!;GktP;dkagV)J
ONcBApjqU^z1odQA3DxDMps2Ms~T9`um&3$OMg&JIDPhh$xIq|_yf>bSVXcg@YhuJ-n4}_%_KAlI
XK8mwIS#|p3TtRai@<>qOq890QCb49Bd4f1V^U%;Ey6igg>PM(FbgnlDbTP;wiT}A4z0Yf6EfJh=
te#R2&sW9R%VA<{ks63zsLC4j;M0ApbkkeLNR1C0q{p!^<!%KVw_2IsktjUeuVb`rKyL^*=F#Fby
4>Q*%)9xGi6{p@mt3Krth!Yh_|T|rD=cz&o}Z9ls{0$=iJrgy?Q+_<pK#FDKFzD|byKHn08RZ3lr
Z~eIvOIW{Df<7f!F*S2LwI>NuIcc*qvYnP_S|tQbPi;8ogNH>fCbW4=LOAJFm&ms*yTk6eor^DEO
~~cC7^C5&cD_?m)YWF%pYbH1Mi!%1VM*LJ=OW-cf=XergxDAQD<>MAb@MLM`bq);h<|a5<|KG?uj
wS_g)!0OW|T$$u~1#vxXsaTyelp4HQrj!&YrQSBeRRSgwf^=sAQW85_wi#~Cs2<G<RF&?e;bcTh>
cQ%cbmc#ygS(s!+Ad9>ZYEtV)9VOOD#FrZ1jFfsd2dbUa#we8uwp&+wDEKvPcs>zMPH}HToB<{wu
7`LIu!%UhSJdKR0(oNe!v7=6oj2~{R@Ly6{9Jrcs}wm8D9)iS)4daghRk;|Yz;3_41<wo*hH-;&K
qtWE60{U#1?K>vTPS#T{Aa-1QWq|gJUxRIwQ;IlS*De`hNv=^xfa+qC24kNumnP5<1#5XD~t}WHW
tuG0Fz{gJp+$!+?Ou^=ME0mlN<sLwY%YmuzJ}ghUv6;Q^{m1851KTXJ7lAg(dI0qRijlnxC>v>%9
p;d`7j<7bEpdxm&9KvD|myy|f6Pcx`@{?3Zbg81(&RnYRRI2-?kr6k7nfv&voZ4ktQ&R$MkxmA4h
t+TVhOoK{pc-L@;b){&LNURJh`{fuIRJ06-ubv4`d$sI+`>{bm=~EEJGQ>dsb4j^Z=uBYbWs(Uwg
qJbW=Y}Hn<S=wa<kaMwJAvV<0S9-yuK-Dz-pQb=07QBl8j#B|Y4z?(b_k89;~K;xrdnp_3S4Tb2N
Y#!GdB#QB7_=y#bI?NwU6L|iKt(7u)Y>^qeuCSv;q07(99ht@(6$GPSw16PvV@J>5GPm1Gk94kBy
#zbqhG~vl;dx(r=|(?2bX~0-M5hFy`5PnSlGPEWjD}qgW?58{V)*=Z12N@EUX+{08TefE4A*j|Xu
|zzuI`KPDEjJeo>v4&au+aP-bWJ=#gZ1=DT+(?Oj4JVMf&{=|VyZ8h!w(S+Br@suNRqkdy0qI{qz
<ik?+N3d>jE1jINhouqn_a@GuwqvmxTuJXg%qhhhWb+L|4@5l5SX!fciX*4RS~^OvnIBf`5!dElP
m^RlvUx8r;reW(P*d8{CZyvm+61G@%zaW8L1%n%$yC^B6?t|RU`I@#<P9g<6N}|g>s#2RBv@h6I8
lrmYi=k#ZUF7%VOhGKle7KTj`jdRgS9d59TS{#-P{U(^ome}{7?1>j%CJlePqFjMXQXS33Oo);Ug
gTHiIqu)U^&OqVfrLtB|M3KRh=2q6+EJbdbk-I=62RTT`$&i<6=>356x~sgEWL_<!dYm^<!J6jO*
8K1GOdM$+Oy+NeBpImZ~SqJKvYlUP}L1%qA~0_gT4hP90lfDXauG<uxH?%cVP4W4Yx<PIuOKR)W2
utV%?Q1MBk8>YHi7Q)awM<~vB6%|ArPIP$ydwVv46*$<9ssR7nWaEHaSa~bEEp4uYdqguTwN%yfg
5;?pwhTxKH>1{PAEE<7v7<x>L$Y80-Y@T(T2;l}wpN!fqr*}vcZanV_AXHdvj6y>@;`5JHgedbl$
fOzIJX!XbiWuUC*!H>(o`0o!ytWC%r9TUhM;%w(1|zlfyNg^;b5F_yLX{yPYU(tIVfMy19(MRT~l
Q_Nuv*0!CvFJKUrUiEmP2e)o{nkq8B)X<U1P<0XQkhoEW&TV!E2KqK-8TRiQv5BD5+kQDc<+JdJ!
F7=xi}!`A6Na3)Y=KroJQv7>g`|DlfO4C)0~$1I_mBko<+7N&^9NNeK@F8P-+uonwHqV7s7A|>u1
Xf0|Rn4!WJBVSTZ0iQf(>Q%U{69@YwSl?vG<IYeB!<!l^(t<&p)C~+eEB0;YrV_)m)HcGXt=yEAl
&U|?6UZyj`2U^1x~UABj_?@@q#}S4S*nKPJ@7&wBsE2h!$Wsny64VW8u#R^tD`v;^E4G`*qLt`iy
(tOg`FB_m^@oe_1GCYv73%ZI@*#_qYUxIxEWwPPQJPdNvcp`u*)?DM;nqgOubA7G$tI0`5PExswA
vV%UQJZP>MTI&jU=u76_B<e&wcdY5SKwUA?n3fg2so(gsOr9GP^ZP|N7(Xa#b~H$Q<xJGD=KpJlU
VRPO;6W>=2mH_ITgi1QYbD_EXv%3y~7RXxC428BB%MGpmzbnho18oT;dyYC`-YgVSXqWYL<D!`8B
O;`!_)K<7)nRA)F&}e+VH$<^~9T)_F9SA|_RNO$&vwVcyJDzDghbBOayr7YLs^IZtDHBPgWDSv%j
Rd8+r!aQ|EnQ}ymU9>&a#qZmXXmfF#uvMqeWDB%S!qn&%k>pv(^cy6&jJjbQ3)&}R<&AF9D@fQi?
}@Y*3VT0a>9Kb5O`8dY~rfMcO~UCf6I-JyLv$n`OIYW?}yP^Bl94VOv3iq6wzc6Q22dXOVt=Ca-A
SmAk7lpn`ew-YJ*P(4p%F6K1(GkbjR3fC}YJ2F(wu6jZBj`SZ@h<VCMZUvtN7r3u-wt8(t+KLN|K
q1Pb03$9G>fC=M~Ko|2MQWN%ugDAa=K<TuX(fU2sbmVcLf1e(=}1R!^M24^BNAbfi;#D`}AXSsQi
-5mCDOdFZ&<cz$JA<STKR=9?*ltojZO6v%Ztbu&sofuICH#J_&UiV0doYlVnEPCgm2Qw}yRBLB`l
7EZ`(0i?)s8DL;!C(!Nq?H}XM_ZE%isy*Fa<f$~mMEBI*+NZA6pG3akiMHUoV1BfuapH;6ZUWmav
<FRhcN;63Ks*bcbJjNd4;%-P6<QweJBp~hu&ux`bk`48p<~a5UZ<?BzlCxTL*-x-{A~o(vjj|8YX
@ZSi0v2<(-{jX=2&Xc3wUWX0{RR=^}m40Yb|`m!`n;IWc>T2<&AW(4}m+Z&XZsq$VDs+n-@*b3UP
B%^*th;K^mbkJ_py!$$R)YBbE1f6hlP4=s&B?Er{LuP?WPgXtb+h!M|Y8C%j@6M<^G!?afEAxn?k
rdfgo#*0E-PU4yDK*LR5q+xOO%!E}r0<P2E12`|U`!IFLs1iiy(hW$!N#nQD9u~9q2`OS0Kw@sPY
I2ILRE;@^_aEV(Hp}`yhrl{GB%l8UMy@N6N|7T=R+z;7jM7GQYU6d>;E#AP+(Iv&(bRr2x!a7#w~
`N(WCAW6-zJugyfDbWwT@U$=lLgvhkC1b$2Ta|7q@7gJ)E`o*!x)lL-LaMMijDr3!C4|?~ITcLWz
d>C9ij<=m9pLsBC?goqOdm%}g2Qk_To?sI_H-;pMT%75oqkF!nvxd5%0{2FdbFriCbs-R*MDqOGl
$XL7hj;+l~%2Y`4+Fh+I{yF7iXfarlmLw{|7LnXA8P3k+K804uoeUdpC|NK*JEp!AB5r1J*bAD~W
483B5(JyXsCu|v?gY@xTiv4SlR5hXMEsGQe2j>=kYN0v9WJ3UMQH(~k^|d!>1aeYZ5cvA*yXa$p5
I~#A{*)>K>w7*V=^D|r68RjC@#NPt8T+|)h30V+S<X3yj1i)6<WpX1XH$I_5s8tC(luJ>%EL`FVu
E$;-@+XN6lZP_!}y`FluZ$LO<OiO1@OZ*TSdy}CS)o^lFAo?^tiHX@82n~2nj85Zp*uC&VIPheOT
YXHNm{{x<YaY=*51o<l^3*`(-iKNPGmBj$zhT8rt^X$`bp$>UJ%4z7G|R-f?;@Fx||ZKL%rF04UM
<)jcmL^VK!is=FoOtoaUm0u+6j1*G3*8;CsJfYUeTlR!EK0u0Td)E@yVhycDCBzDI!oZ%kwo!lvw
g>5mdv@CIhz(rZ8edr0f7eEzFRy?3fcf7a{2{x)%(t6{qmYLRuutpUPp1>sZi2|#xtoL??k8D&8I
#rX`=Jo3^R@#R}n!ho)As{)2o+STlKj=RTytY3+W2!8d+MCV!T32#iQyS<#9DxphM+w1pIFSXf#S
gC^MAP{)lr%GjrqRHE>7VVMH+av?BUs1t6z%#sP;wz4#u&^MyJuNa-bKd#t{w8qAL|-*f;rAmD#*
cUH+1k9f+g&4Nji`t=!aiyYHuJYpg1U=`7dg%Y@i1~lFJ7ERG_{^*JR?mPBl@7v8R!BVc!L&JS;$
+pT5mc6sm1{kc7Nayq3TY*+Fr~)qGd<ach-}snHX|96`1mzEkB4h3Equ_6gM%1|u>kEY+%n;?ojd
)eOXG4Wrc}gqt8R$c2v8oCvj0CAMYz<Wmvl&F?#OMA6BIA*s1#zg?WI-yVBb9ZdA0_Ta$Xos8j+b
mm1n{}c9PDw7L<9ZU#(mmt!ac&&Jq?6uXX=O-EL*CS%JCWDtfB&ci|(NnQJhAUi89se4?9AA6Jp!
iZ{Q4oHA?XN3qbDj+CnK#L5h36+D+C(I_QH<<Gcar0#M6Hv1b|0<6<gYZ1pSn9Ld8DE1&{u^^OB{
)0vk0K(8ax@ZoXlFW=h~dT=)=6hN*fw)yRd^zu14u_n~a4aN&a94<IdFd7gJ&0`)N_$Q`>-7sX(D
BfnC1nn1}XkKqfD(fVUr8ZDV;RHLq26d*n>f(hfv0QlKHk<i6~i`McP(*$~?qY7P3oZrqpsl@0o^
8bDIkA#0VY|LG*{6|qA*CTXzvm{B$LhCq;XLq!mKhRxJgchKOYoen#D$gyoRUNYA(H&og5G<=4D$
jjm-k`hC1B1^=)PFpsGFa^&?<07=Tr{)-d>F1Ecr6;)J{TffSh}ihc?$9L6L2d3g4z758gq{Pl51
cY>!42315$4?pjT_a?ZyLHJGOhv*8?jB@bWmMmfj3FJafh5%P`H)8G0M<tbyUfu4Ib*P?&|d@sU5
{a6<J#jDNF}+r&XsMF2SeHhUVpizkgl79xq*@$zj<CGmQY%v(fFjv9rKx4Jgt9G6^1|5G|Evjn};
oKtk*_eb=gtX_!Un_=#V}9(!;5ol$2dfG-E^RP~4$Rb1@QSoMK=S2;N`>0~3ZaGLhoaQLu(JWV=h
qo3St*121kRn{M5d6LKLZ_sr`Rm_V_QTIS8#djsvdtZCB>fP%Zy;PRw{at=xO*Izg5eFfjbe`(b-
4ZBolx4s)>{LZ%@y6<f5S;m_kd~B%e5N)4cTfFA?c8d`V=SPlOwA((<ikuzj#BtKkdI(H?656oJx
CQQowU9<5`S4DWvD*Pn|WRYBB%K_9b=HOPWqcS_(8)@CxpY<2cB-{t(ZqM?uw$Eej!DwXLU#>C;g
Ht3m15xc6mTb9wPs2boTxi_*hgfJF+w)@fAcfKvP}(6=wrg?1w_q%M1sKt|Q*NNNjY5JfyX{$%vQ
?Gh2wR#aQ`-fG}H<ZR3DKcMgX2E4D5;^JEzEy*yTm7;yT#eLw@4(ke$YS&r;F{-^X*f=V4JhqVU6
uTG-CQI@+%ned*^w*TMRSi<dPztR3w+&x;nM)WOMhR$L%@;l9G-INcduGc8f27`T&?E4zICp8s@N
o9Eg>CG;LQW{<!j|qE-J%5Xm{6#V|4^#~Pz<c{u{asakG*;l3W~zM<h*XSAbO2!N*{7_~IBE9%|8
6)lU=gw7&G+}Xn8$c!#|#1BJX>0%%1dSqU4u(+vcLm<s#y|WipW<dM8!A!JgI9T5&w`xV9D^!@!g
nqlWX99{JhK#{(n!;16#vkemIOe4uKu9F&ucVf$O-aj%cKf+0h3#^XI(~T=xYD6kM+_aJEvWOtqz
$j`n+PFzB_HAoRIKXS|*<$}{VAZlB)3?M;c!AvSaJxcufIVp<Mu0fR^ncJdnF9H8{x!*Gs;t6%L+
@%xfA!*>WCGPns0Iff-6n1gl7vFyBlHh=n&*}W}PmM{9)qEsH5zA0dn?czN+SLi{%Z)3BZUYSEKW
WH#^fd_tZi*rbFkoRVJ)t6#{+d5t1&-)Q>Ct_vl!EyjC$1~SYZouGC-n(EXclxHo*O=q<@ML^B&4
gTpzJe;XLU&E&jkRk$Y1<Csgr)5`^j(=F!(_ZLwt(a7Mbc8VieP#nQh=*?>`lqT1G*kOJ!q(-pPT
G4@H>%ORH;9o8V`%QX{dKJJ3?5u-$TW+J^V_UbqXyR&x}C39$>R}lOW>y+@RFZYd0^TnqgER-Srx
)gme|fpprYIwW#XC8JR=%0PX!XSxNt0nYzt}D^=>E{N|hZb@c1^4BZ8DYW4olpnUiv;r6`Y{~oHv
BQ(xVe$1#0Je%2vJK&pM(q;0;5hW<j#UgDrylOuu1Mnvl<1p#!!%p}sJz<Nea97kA0-8LSNBs-GN
@T)P%ycp@m#jbg(KIYNv!!A;w<As$HSaYTC?JMzydV6w)?3niYf#e(EZ4?Zfh-*OM@om#r}8k>(i
p~mDDMp%+vA@50wMJI2>roA>n@vCvuCA~W0B>GvOvp!M0WWp6p)021`#Zf@lB3HikF_2nkVjODom
c&Ix3@_O6PaMtHS@R-;M+2nviL*Vqv7I^Q9y^E*OGqFjcl$nN>EX?tAlJy=$Hovr$8Fkhil!ei@S
J(ANO3k1yc>q?K^|hjVeq`HHtzQi%+&gB`ja2AvTN3aSY5BP+hI8()9cJKRJ%e3Aw9fV4vJR>Dlz
5l^*Z5(|k!^YxT#4#h+i<i&Ud#>D!#@<fiV{E{0z0Hi`aX^sq#rn&Fd<Fz^e$}<r=bX@N6#^rB%Y
y{QYRq)yl-7&b+mcy(AErlWc^XKPYymxb+^v5+s{OI>}Z#kIID<Nkk)>=<pA(qklXwHu?S~2g+Ut
cZIk7)79S(mY@0Xh**GF5++n+$PaIq3dgFGjgH1KBxdfihI!w4yI!=~IE%UOcO{7oZ&WiHPJmcDi
V|CyJ&{kNixL8)S#^8Zj(8y}20QUuYkuE{5^9pE}ob%$nd^ZsHn^WRm-=v{$9PTFn7HGR<VhqUY^
?c(hjHOA^umVff;OkQJLVuPCd2Jk&e0SRyj1Tc+z$M#PUr0=-V+F&e$F8JG--`KW9(oJw&HjE3w-
#tiP``Ge-EMg@K^^Huc{M;$(?T10c`a7j-)R!1rcE*NPY3jy6-%1_)9ME`yzl`kpV)0A|6CjvN*K
Eu1?R0F9Dj9K!yWyNd4u_dd6cS&P^&wPqUA{L8L!^;I|K7%O7M^!7v$jom+|M|511YU;*OG1)<Za
;vR)eyi!x_-&kUjphTzqrN#s4L>nh&$LRVzeHvFPCwdk=<e_o4a_Im|GWncpY2ddg*tF8R+?Yy!M
&)5R5*2tFIM-a8x^WyaIB&YDil;hc9~(Td8#aA@j}_8M1*;%dkQsZ?sDO<__89;9wR(`_l!wrVrI
naVVP_GPH0njfV!wz^kA)07IOr(w{1`i4z*sz{SzXSE*lGS!A_|Pw4ZXjAA)%y0g|U>Z0KD*9D1K
n>4sLxngv|IsZjfJD|M*u&y^3*ijr4={zFTgA`(seC`lJBD^n8_rcXj5@KAh=T!~*B9=?fl4Ke`h
G4&6s_7X()Mu$%{+=qtWnh?Pfu}H>B5(1H(tJGi)dB=s`yYj`5AI-Us+SuB;N9Co-~!tYV<Ann5M
t2jRo#o}g4j*QvRbUF_F$*juwbVmgy5%K)%huFB<>LkUR-e6C&Ve+G~EHe@;9g|)3HuB_od1Ib-#
-ws5!U_{i$;=uNm$N4dZMcNvFNm@vR^CfG^dv0Dbu}=w_MrqSOIi%JURN(q;}2^_lp&_G1ABiUST
`c35RauXDv>-DJ%HdW&YYg<QeNsX8WLQKXZlR3s1Z2E5zYjj#qa9Gh2~L&?ATqM6an*ed8XB_uxZ
AH2tS)30ajSO%HbQe%Bu&`TtV!G*2>tAEWbp9$?r&5bfq902)h$GpsBy*S+|aOD!%c_v`t$8gQhF
~OtQj|_8ztZ*h*O#cBYSRBaO#e$AEIat?~K@KJVJ8npj@LnySs)l`n2>=x+t4%*3(;PxtD-}bcp)
!_1b6CCch=v_*dHP)b5;Zv#G*W8RwwC`)MzQu)EQiz()6L8u{gEd%h*tt8BW^#UTbMo)G@b(MgAx
l_Smc~0T1hN3fu$9IHsjfkK-jcqgoCTit(|%`!N4?l3wJnvM^_I*MGI+~=Li~1eJ!-5S(I+aRnnQ
*-aEZW<4dM&&O1r-zu=Anp%@MY4w7(e`pabPw^OdYV;VaS0SQxk7DbL_rFUVkDB}`3`0C~FgIU2e
CL}4nl3<M_{KvOh0vP|J=9~E3YbmuQa@s_C-L*HrlY<MO$UN4fVebtp)lkc7k4CkASwF7DeIMcx8
EiaQY1@}3I?n*-V2jL)Efa-|0grd|&=GzFa^^2tyh1JfhxC2Y5@x+W3>{ry)4Qb@>K*eXxpnz7je
+(4rtEDPDfOo+ewob+;$S3FwBRmG=pn!BVrlbZFEz&bRSd;oEX`g-;cl;-&QE?EQ0WPi^!{~|J)-
i9KhN@m!ku}^OI?SmB^N62#ENH^bP>^12I*`{cj7%(xI1C<Z}?k#you}lMvc;1PdI(YEb;`}*pJd
~YHrHQe`>I~;6~Pi%S_)&GJ}$(jR#hCqOw5_i5TYe$h4lMoJYHrgnOQ+cc&B1U|z&VBHewY-_d<=
Qc&ZmPi42Vl;oowvq*Anq)RUYfAqr{fM*p8n1#^iY<wjBXp4Q|A~fOi)eDtjxLg<y=SS{lE`@bnd
!V|<cqO+h<qi5mT0r_I{85}3LQQZ#ScvfVD9)i8+$CZri5rTuM<}mYI%xds=Rf+w52KlruQy%^#G
5K;v(VtP_h%b#yp(`s5{nSRRjX}`9>QzV+{RCs$aUD5Y7oZ)w|MH-gx)E|0ax!vUQ9;xi`Z-Rqe=
x2{_uC4RuG?2>a@}msNXPRFajy2hj$nXt0TE9iAH3>n!B-uxZfD)1tDJM{(CTwV1z!`rdl$V4XxP
+4g?I$h#<V^!Wy}oQds&V)-}1S!e2mwQk+Du7DlM*7Ef_(sr&a}z6LaAnr(R9IlGj~aTxifZ4O=5
xP;z&cXo^HWf!j!HySTuWiH$?QsD1jXIl(>hIqxui>0!t0Wyghz6|N^6{{M?wR17uipT5$h2sm%J
IF9)lYHiV4aPpk`vD_#O6wXfB9g&a)qjnnjvq&k)R^41#8=d+YGGfDeu%^rK37^+vZ?L3+)jM4zV
j=3KJKo>GR;=(zC^N&Syg2B={%*bX}EVqplkj4CZ=N8>WmCJ;4AJLxFrI*RMWaMz>XOEGoQ&c=&A
M4=<ub430fa4Q?dN7Gbx>cM_!EHX}URKd)qtr>TJ$8a!HB}_$n0l#3+;n?=n0hSQnY~M|@IGc7P&
F1et=^#}8r`7@E@~XQ1=QJei(=v4mu4$|4fyEiZH*#PvXl9dua_Px)>9g~}Wk*hJpuO0rhR!9eX3
WH#;Ho_iB!v?mWs3s*OS24?G!<V71F1oy`-DOj<$mm91M{;`m9JuB=_AR@lQNn~+(6+fqLB3U7_S
!Z~j;IIIk*8{0JPi=BmoOXvJ;c=|8PK3bl9)An%B`BPhkve;rTW4jX3^|>=9K~BgD{d#X#-~`42e
Aap9`i)^chS@t4Yx)X(lg;+G2_`qrf~<SZBi-gZ9oabKIHo#?39J8E~F&@PZy{u-G2mZSKw~YArJ
Cgj{V%=M+{($f(|EE6xxG_2dR!CL|coEARAQjkGdM(_(4mbL9NzwD+y9e_+NCK<Ma%HTq6Hhcn|s
l8ojOr0SAdP=R7V=qxeEoe9XkyHI=UTa};In&E%;<9k0=eFg>a3`t1n|#pFG0uGJ))&5RprD_?2P
Fq72|-oS}<+Qf)-kd9ds;Rv_kw~PHdOwBZotJ4U9m^`$k9y_GClJaw@4<TRFyYtFvQCwcb?c7~3n
PdHR#=Ps%!be7P5gZk*Yj!O%C<>#8$h)Mgv2J%WsObNZkDV4|!z_hPku6%&W~R(n*iNJrkV0dgs`
AA%gFvbGThwSN8rntBM{LZh=WEV;S?InvJa@XF8PVt&m0~7G0D2;}uC2wXnfV*r49tXQxuIS$CB0
G!3VM_H_<$>|iaJngSjDfT=x#`nf@65eF2aBW?{3Tz_#lGP*dO0Cdql0TF+W;wezUe>BeS8@%@Y#
sSyl?VoC(N%=(DV^%z6!=#K?2!6xc5VSIEw4+1U{blog93i)C||oUyULr9w)4<5YsRb@u1~v0Gqv
wD_ETuwJ2CzC6r24qPAJmzN@p3duRR-=*D^fpR87RmXIm^x7#*zK)11mu9b4rS5795dVXfV<@^mZ
}vke=fTCR+UOJ55*~}A^*G#Iwq^Ymdrbclq#<&5aTC~Fztgy-nNus>Xc#xv455^-!Bxl_P&DkWGQ
VR&g9uu`_$%i!d@8g5kzQ0EU%LnFINh9NzTNW^0<mcM;_3v$DBojx0d8Rl3dd*Ph+ZQCJ<{gF<?=
hysxBWQ^uCy;bN;wY#rhqZmJ~#@HKG6870sadMSiE(ZKXi1DEPgA3=6khf<_7OmDGOYMoN|82zf7
;G(Gmc({S#6iiiEfhVf33YnFInOF+a;u@GkTh+0f0nG#c~#ywv1DnpR*(cTvIR=|MJv-J-$w<=JM
^r5ey^%_fnGm`9z(I^RUde23k3{b^D5GREZf7+cKsP_j`xZnsJ1C-9;mP^H{WH7DM8I90M4kD-5X
T=k8WMmi;{G2x?0MRD4{V!U75vJh2YD{5xyuB}KWZYfwm1U2!!Kdn<oL|_#C`ddK`eq>e*O^>vA%
O@^?TR+o9{=OoYs0lo(jLM|fWzpsCI)o!%Y(q5LKU;EUGskob!LEB_ObA15fpatp5^kHqJnOB;^X
K<jy`#f5_*aY6jk)j#HZ@ZQjExnJY^CB+Rsw|ucB;Y+Q^B+6u0HctWBwBX+fo2NDR>JKzRi}(LAO
!QiY2PQ&5E?iEV*!HhI~z95Ewh;(6!{d3h>cxvc8v%agED$p)CI$X_;nSGZE0AOin8E1)LJF874H
%+7QtX_+6rD<$c+#^WBieoG-*dQJm~T&GL@xcu*f{UlE5Lv6=S9YqroX@sAUG~I&w+3tV;cU${*C
RYxWU$o3t-i=92v)4IOw@>xT3J~3bmPB5?>cPPJtMp3cIx&6>I#yT$=K==R-L-%foYX!xcNH39fW
W7>^F@O?<m%gNqEa-NpUpRpo5sXy{P#@BrNE17Dh~HK0biHEksxi8DwQ+t#7{WNFFz=Xx7c9fCUW
(vyc*n$6H@}MdCMHp2N3V4>(a`YzUVXzMoZ9xXyc-{VcQHf`w%PgQF1#l`_r<)xu2L`(n;gSr2;{
=5)L~Da3ubhs3iWi9)cPenPe~PRwJ5d){~lW;-%5|7cae~N&%>mlG;nae$=Ux=rr=lPR03#C*x6e
$~%?7jaUdZGkv6q-3N-Hq0&1zHf4`1#}yoaG&K2tR*@vqr_WIBP3M0{?0>39M7`3oybBo3VKP<?G
t<3c?BWYe-a_J7y&;hCvLNye&GLTpnIQj`61@dpa5hR|o7Ni*7rCIEVBT|G^z5`IP(r)$Gh?_~6W
2aRm%)QMT4@S-PgqOTf)SD(>hic>RK`XzZ@uRyo^-6nn;Irx<m;&9U{%B<%c+852m;4r4i`3WwqI
thb2tal*bQKg3b4O(vb)!3=Ir_8WYv~VxrXk+WLzj37W-KTK*15{(x%$qY1~eaZux=<8+Zzx|1_x
1OgZv%I2g|9W|DP%KToRr<xSotuH1m3RzaHexs8gIp{{3RYtrpRo2k+CCjw%iWkC<Pz@Q4(TNjv%
5oraY9PsH&K^K0u(Q3ddX_Bl(u14qE#>braIC2F&11v1IkT|8LQTsKA{o4^2{JuJethHnjaeD~eV
{NJ`2y|gJSD*IzHS5JEe+698H66q<zk`S!&|O=Pio;oK`fSI!Uk72L<w+(nE3TaRJU1>7h$i-*66
c?WmyiTYXv2H35Wk-K@qr3^GM;vt<Tkp9qLwue^nRJ{eJw&lhy;3hafRTXATG4(#i<R-574Q7EV3
3|oS>&*d{aH~XEGcFi9R(u4HybR$6VVT7N=twk)K{oap4Kf4<KV@jGSRUueXd<c#SD$c|a>Th-3X
9eUT==QVDBk{&88WA%WMs`9M-HC98ewK9I;CU^^1^mt|iO)Qsv;9g}uV@98*rwD)DEI^6Ck^5Fy>
2g!BlhkBm2$B?y2t;8aeVnsk!8aZ_bPu(Q^l)#fMVN0jDmatl)>1_*T_fo)RPzAVjl|L(NnXa8Id
lW}Kfy-N>MLity<bJ?F-0bmgSp!Z>V9z7f%*EWz;9uLlEDeH+3!8({+uQ0OrT~hy<K@%-sgcd0%h
+@t)q9CLX;Ih%g;<Ud;T)1HcwL2nZuF<H?H=-wTBL#-1=rWM;`-7WTFv;To!@lPz%;{myfyrBM2C
qV4-ucUN+*yd&PvwL(-YQRSd_nD&COl%<9g%g;1~U%+Y|GhnjMD2izqen$IvnT^|niCa<tsP+Aa|
Db$>8u{30HJ2w42ujagnkW&uMnu!OvsXk*gyK&z2&_b#t&t0sr&Uo@23p#fNd)^1<jHzB{VpV4xR
WRwV0OA)(LJzihTe%vSj2}<=nU0-rklRaKn-~-kY&f0M`EO{2dIYKYj<?zobbO>UC;y7d9rP>2y>
`f2vUnULDy&R)7uHw#pQ3N@q;|$|hq|F)|Rvqawaou=WhILZfT5KA;t1qk(9=z8<wiY*;pW1%N?X
twwm~(KaL2CgZexW|!mHEyTqCO!9=NuQXJ~sxwyuJ$#3>wx&3?cprMKv43N>)JR;R_MW`KUNR{2f
!PM<P4eg#yAAsa)e;W7|3;Q^NL)a0U$w`jegHJP<gTHyb7C=ng0T?29I5R%a+K)8s5Hx#YOXZqOd
?m-oD@H<0PVlZ1lOmqNKMQ-wwK*6AzUa`oz$%FbvsLs^iG<k0lO1YXlQnzkxi9xbK1WIcSERHlJ>
!H%m$WNJ@>a4Q-2m!XUen{Q(UCNF}tqBuI5G<L1f{73pS-AO&REqlPH4UT?#T%{wnIO}gV4J}j}_
r>Vfxv*b8D90A-lp+(~GYsM*LO@Wt&9@+KxSQaF?YFZBrjq99aPc(z*}D3_$J?=JN$M!*0v+?p7|
7)2Tg6;fkB)+hJhMYFJMt-BGRIc@o!<q0AtBM8e&mA%aqhkOfPj>lFy<MM*@UIqw-53*Smew2L?8
_@Z-?hBHf2YVBb>0La=_^N^cfF;6{rQUde-E89Ry{rO@@8%goWVW7z+{I9G(#yNIhOTElZqsdjhG
diwzv98pP7>2Yx=Wfq#@Cfn_x7`MWh{243z`-#LDr;Z(7#q~bGglxA({uPKxuUw+q@gi0)|O;aM+
PYKw2#KQ;rH`o5e3!JfL{43f>1EE2GD%E#e<<l0-De+4SN$D0i>i&54HoLpRk5MG$B#$1#0Sw7&X
}BuInDFV9-^f5x%k+vBGtQey=kffbkQqobTPg^o-L<pVYa1fF@f~nJSF5ly0Rsv5^W>Q3g@PBa^C
mHj9(zu9ZOOs0nT)a$ul~k8a2;P$W`q8%fMg~$-tLrln5~5eV`O3A{*ih{=97}E3d3M`ySaRTUrH
GT-gW?F%?R84BR`)M4fZrH))7^&Z&6x_kTX$8a%_v^P@tp6-?h2WaCD!gp0M*ZOddOd$wt0s_w68
-yh%>vK+NTHtW1HVkAkGuf3&f4Z8Zez*x#6jA|c&*eG5%oh~qfw)ivN&MPt0^krCWwJoTuvbke1n
>!XNi+uVhYRSa6q$-vXjr9W@6x#I9WvobBCs;Fs*RfoTcH5XudP14Sxq$6c+4BT6}e1bF#X?=>Bd
m{|=8$>cZm^!d}22+f&*J}?-#hxnekYwQ|^4V^L7anwiZSTosKYtz^MHp8@a;igwY3bwe(iw><4d
_+F?`QmM(-qumWGdJsWE|795%{&kj%kWN)k3h{g)5N}wcPu_+vffwn5X-Yq&J_htCm||`2XZgvIJ
BQKq~GK4@yoXoj`uL-hL`0#dkgPN*pxaQ8y;o4cMi~)k|FxWhPK?lle9?mpQQw2i;cQl8lfQtp|t
%TI%)Gc07_I|4`8DYG%IxFw^A3HOYCAf%x~H$&J^e1sVT+LgDd}lLeroCH>O|rkFZZPQ}?aPs>_z
KY!{=p;|kTp4_YJp*8qQd;UY=c%#L5r}xU07QOm+NAP%xBz^Q>_CdkPDyPF+9<OMjc?Pq+_IdWG3
nwkCmPigM2$R!q4$KZJEvQ^#1xb_LGF`#pCVM`*_nt+_2$BeQNFu(GT2OHgigIvTeqMzq0`0?%#g
HXLru6z4#222*WjIOlY-L77iRcDavEUr6M80u?`QAomIlxW(F%Qj(4P$4u8@(d-&Yk6S#YsWD)=v
NL0!@e|W*-50cnt~>`QAyp`>ymG9x}Y_sqQq7)(7>N+=Gs)H<Jwu8mt9`LGyKVJ{Xu)*Oe;<39$Q
*lt(|XEmU}7;Z^$mRPI`h)|Mt;;$<l>;LmK8Fj8vvkpa{^kmm)Jla}x<P=zG~IKlZxcJmjFA$1Ed
@aJguuQEsoqreo<x;>C21I}ZR4TlwylzH^6KPZen-QQBB3Gaurr^{u?3F&WQ?r}D1OWyMeXCQrbj
;VWOy3cI)<u_oq-0s{1{h(moUknjAjETZxDne<TiB`FQ$8f<Y*03Lv;bYTLHgHS9456RvLVX#1o=
(R4JCpi6TN~HY^9@Zs3(KQ9;d&5#{4W)|D~Wt>sz(N93pmcNMrZ)dIFh|}_n;oZYRtmcUFc(?+7w
B9+d{nPhiJG)qrl#Za$!|or9p)mi3%JoBM|r0>4wa3?``v}Xb{1?gRP<%IJCfW!Q|Gn2F+t1i3_I
*ZHWMTj<GN?XhCB#r39s}&RP`;IhB-kxAvy=<0Id=Y*K{J>0>loI50>4D~l~mZ82==vT5(K?wK|u
oR=b=<2x2nPB$uLp}J?g?HN3HNB_Zd{48BwMV{>K8||cyJQ2B9k0GdNh@~m*OHTV_tp4-u5aj-_1
U@NVjr1Iff&g~-*tAwvG<!s5p2u~89sa_Xs1g1xL>8p+pujB0_oHy|QS+#hNod8SCsNqp7xEE0T}
jrQH76Dkg{LQj4Dsffq~|b|o(fcJ!0(<NxR?b|AE*L-z(zaMBiMoN?B$*8sH1{`wp`{R?NvQ9E|4
L9Y91=xktJSF^bV9=1EQRr(oMq<c{RIsvJzF%Yo~hiVsvNC2Yck%<fbQ!e1nv^jwpJlisMFS*pvK
pV5N)J$WjU^<bM)%$Zs%+k42ahR+6BtVH4D3g$K`A=wYOdn}|S%E6*X%XJmv7yrMzprdxAgT>`{b
`}r)+*?S9p#X8)kVM;C{HwT`3yK_37lgr=6g?JIp;}vMN!!pz`h~FEP&et&f8CctSn2G5(1>Ba5L
;gJMvlkM(-VR4_Xg)5{&bw_r4|()mk>FJGjxJp!FUy5{W6sb@XjCh-%*papOxrCOFNkc}l-0SU!$
`$}#~6$*6IIPbAh=+fRZX2<1RQ!x4V6qz@;0^@mZaK&3nD*|#+kXH1;*8R;L^aUcwOHd#EU>sX#n
CNaxcPewoy=p_}vKqv)ANZk_E5=2;qj;P_N7PwRA8Q9&?NSCC}I)tPwhD)3Osyqw5$m_aIs=CHHM
5e@%&<5(lj)RV6&YvSE-X=WEIIk5Aui=WqCzSo6qlCC~C6>gs2$XIe1NbONn5{_33|SAyY=1Tk05
jquj>VKu`0cN}6t0qcQvHfjBo3f6R+6u+$6*&?s(sXLVH0@XX727e)(sXsE~#Gixn=<GRS`XI+ny
;O%Ci3K2H!WsgD6ma@DKlpQ;X{WT-K~!J?&~wGzVHEAnElLUWd|115#vYW2-FpKk@D=EA7V#rwIg
&Ng5vgb`@492z7_7e!z1X-|KD1FW3Kj!(Nv(G2&tGpA_SlziuQzyRNp|(|nZ~<W<*k@S6V;lyvZI
M72DJA{DV@JCa`b>lW0)bEVThV=UAig*Yy0sO&Y0Yb7m$pzUp~KOIV{&x<pC)jhusPv9V9JG!3b~
3>6U5)M(=QEjGSDew~gB?yt~uzVwv>U#pHcfJ{jf%|G#K-d24hhOsY?~5;tn@AUka%(kvKKP6uL%
TPr_z`W3Y(Z|sdj%Gb@{kFJML2s(n!wdx{Z#iy_a;kE2d6xyt<&*`{1n~(|%K{ccS{8V)~N`;E;)
6|Gj!!Bn~lBe<l*-%nD{#-~@i<*+z(?3chQpRrNJ#gjdv&{bmy1&m#gZej3k#4-a{#aExq*<v=Iv
%qH?eIhMnOQNT)-k}a-ac&mPL|6S*wGp)$(~sU>5CbhrlhXlgpusJAXRMTc7Q$*nM0v^icu#8xii
B-pXjqx<%eTz+vjng=Z-j0S0xp-OTJxh&fej-Q?drp3$$a-n5phyg!ik(KadW3qXKJB*Ye)dyMl*
h2d<E~O)c5*>e#jj71c`aJC)Wz$f7S)(dA?DphZk7lm%L+FqZMvh3tWcFFZJl`Iy>jPH?T*HL%&i
s8WME(b>uzIXAt}c5yq%cOE5cc}WS&tp({>IKJ9K`nCHWaa-Nt7#Sy*9zACcF0Pch543W>Si;kwi
%?3}II-E8l7v`)L$lYS`Ksmv4BRFI)E8E7zj6t7MiwfUZ=z?D)ZsJrc%enFI=QecK{3d`UF|(Urc
H`WOd`h-1f@k3S_9vg*-ijZ+v@$(Xo(2BaVPSw#u12AdF2!0A1@Dk^hgGzB(?ES=i&%OsiHJ9W`?
R{S%SW3pJLL~06t))`oruO)Q{gg&)tz!BS~yDr*MXoy}!dSMlMS(ffs3vku(7+Q&OtR{HL*N5f-l
t<SPU|qqh+#2~I5V=B`%A_f(V(qgo4YfoAwg^7cv3L7F7US3mAq2e=7i?MhLf*Fjv+REzkvYgZt0
VL$45;SRlUheFKvI9iyngcSX+JX`;TWmxwy=)`d|-Wv&g6ANIfe$zGGPSB^S7l4a%XB_Y_S2<{^5
c0;5LdGjmGQN~TKc}+A_;;N<{w?arJ3kG1yxHcZf*ZedF`o?hX2No?5+I(7#a>^4LLVYFX?=O|mM
w7-zG~$X<wBRIiV?94gBg<iD?ztuf!@1`b$t9WFufYz8NqSC4cEvHJ9OR8KWgEcxU~t`T10q$K6D
|Vx5v_&`dN1QwZJ4Z+|aUvb$D|^R&Z;f#bJI!vF!zms_iHg7<x9s9LdZjGxngAP9vDk&Kr5oIWg4
OcO@ArXODhnKBiB=c-#E@J^NnZXBJL{!8GNy7AOg1JGYplH&h-}|Ku+Q<b$>Xn}~tqi}pQ@pZ-rU
VDpBzbzQP5>e#Yq8u(sh<sF2;*~S%zD5nGlx|$j}b{?-l{%hCa1_aKNO)wpQzT&$#AiLBB!4cctT
rEKU^RmZZdr137jwG!B75`XwXCX!#@A1pK3{A8}xYvAG-p*#RS+9*<vDM+*E=pmQS)%Ju6#l3F9`
3@Ar1}2gLoRj;m@U>Cr~15@gf8{!VOI#-dHi%!fxRw58s_5pLR{ifjGIs*>yJ^pp+o*u3@(k?kak
4rI*WJzDldt5RcjBAsi$$~VUO3AT7XY3N6=tk<fV&tWSujMLJx9>i2SzTXJswL<|!0jaC|--vW_D
HSV{9aSl!knqX!Y|k>-nYCZDK)9{93uobnr0Om9swi{%0b@c@yZM{DQycp@#s%;_NHJ#@>)&8$?6
1$08LfHVas7EiN59BZHS*7P&n)j8UE05JWB+~Tn<XUcFib@bk+Wb4YKq!Q-14*(UDO%12J3nN<zs
4}5QrNN0Jf<F{kf`>5@0QbjDs<~8Tek)*HwFl4&?SZ*B<LU0aLJj96wNV+N&UGYjc5269Dt7>}w!
P^1MC&9&Q)hvV_+sPyi9B~Kl1Now)TgcR93gTI6~tm^1A+F!4_-hGJc(tjHvqqCi`GTB%(4M2os{
v)%@wdMBUCqgNr~s3`lMXDVyLFwC8GM{YDs8s%Avxs%ZBqML0Iwc7i@cl7B964W~<>%<_MXcQvxk
cmWJItC~n4B=T}9y6crVZ;zm~w-QGMFGf}Abn!C`*Lj)(>m6B1N%(x$I<+AaEwv^TJpi#2rcz^F9
n<QJ&A*a%Euj12FEolR55o~WuzIkVjF;)$NSFoI)UQq5uB_QI<L@bfIA4_a<ea*?}uul>A*aH;6E
TP;3rh&Titj5qVZ9xMP&rh?uqrJy8E}X+Ypbb`Nweo2sZQeWA!i0z)aEE*D!*d-;;&LcT;{X?o*i
Z(Hz1AJ&bx(SVaiTxa|E4v9jEL9Pe05Pk=8;_!@Stan*{|7Pz|7o)RV6~fdTrWX>K;l3|NAD(f0y
)({C14-3Q2)wX&z?>-nR8;BF>e4p=2M-Gap&;?`SbY5aw>gA#VkFREbcIS*VI`Xsi#oCwEfK*#@;
OLm#Pl1-+*-KTqRvmEgSbCLg+_qE_6u6KE_6Qs>8cW{>K6^6yid+km!f8YKZq5S51~#~eMiu;SMO
pb)dip){;!dpuh{N4=_FGM;8W<DGN%qHTgi=`TuEq94bi!GD}bz80Qcwof<Sxd9lZKMf}AjbtBXt
BQZARI>ULeUIyqijwH}irA|;%5ui*Mq^M_PL$n9t5y|Wzi`gD)iP48&}>wTSocbe!7ap}$;bNY0f
F{_;;q~lDj{H2W+m6Vnq5i{wtUK{44i6~8!9!4f7JYe`i9jp5aBOVpDJr%$AVAk?s%f~+BMz-%d+
ua$5e&;Ikzuqny?^Um^K%nJl2Nh7}_~7{>7F6drFJIgF>{s)^Y>`D+#tCradc!IvW}}ad}J-TV|!
}w5cJITP%?k^zfy9c#L)9w79`BK&Id3p(L^TV?w5_?X~zPDNy3)EGw6uTy2lqk^4Kh-g$_>V5+qX
?t#2@FD+6^ae3DgMoNfZrBCldSCuX-ev3c^lOpQ<*a;Y8hIa4mEJt9BBOF%%$w}fRxn<7Wfa4N8@
7hc$S5YaTO8NmpBu*$TpU!a#%K&xPc&{L8A&1AAN`B3tTps~@xA4NA$Pz3RcICc_;5-0h!JM7YF1
F0A)kcS2+%uI(XB705Bj^Wvnj9Uk#W^|%_F!Dzo)oB$6Y&T)@AIq9@{^gB<GdLOFmGJtWw{X0e~4
>V{ml`$H*S*SmFnnbG|WAxw~@(C`t@e)<~@Q}`>=SLM<5U+*~!dx1iVsF{8U2<5vPcaQ3pDsw@h~
Pm6?pkX)UCNBJR=RNz%E-aAM79UB(6hU1%Gj!5M#^4*K_gOzrn|z8)!B0lHe=wR`SF6=9~A$LHZ<
EMtv4i;luW8L!=Hfn0l5*HBo2!$MgOf-c#ws1qRGI@IG~kF3oV>pAk5uO=>$B!AOY5gCJM>c~$X;
@I*banNn(eyLALI1!`sOD_2aA$ZYAvk#L#(T?nA=?zL3N&%|B$6It3i~bitEHtF*)r6LX?+<WM5X
9jahwNu4=9N%b_?aBQTTcFo>ar;ufN~~-AuTnIj=B?xECX-%H!`bUc<;Bz4>@tB*>;ISk0ARbR4y
mH{bwQ?t-j+)TOiHDBB3x-Ui123e0M6jWrJ@9rc5Dn21rA<!STxCCy-j3naGSdZ}2Da?N3DM8c{!
2D(|LAI@*1d(P<%7w2`H=WJXH=IdC=r$?Azx1@ah@gW+t|q{SjJuUOa7lW71e7{TE?ZN*=lW6BIP
rZUk7)smG<2k8{GGOEB#g36!^1Wt~@FmDrgGq>^MaMw_SXp+wtq)B7WJJuk0#t+@jKoP{%4Hm9(!
N=r-;Q|kP@1m-b_Q^iZ$P_l@CjxvwH{qjqUU;r=2ndYp|8xjA-=l8EdR_y*j9KZEba#XGo1xHzBh
@45ROiJkERKAjwT1p$xj%ceK-l0SUqA3v?a1;4_DHF+nN9C^R5o1S!sI0=Z$A4{z{_~l!sPm$YGW
p5R378Cp2}Wl*MM-@o&qXRAV~*-*+QjjaNX3Mbjo-vOLJMmNevbR^)|)iYZI&V4EMucp5p)KXuqd
o7Tz_g%d)kNMY4b|SJm;9AT8`-aF~RU2lqtRgr`BikI87Cn@*uT^yIP;Oc7=x`-ME8)%HU;LHy>X
<;T}b;4sJ*0q@%h$o1eX<fQYstt=|YuU^cD&${~ZQLNz|rHW^s7{Y+2aU=)!&@APox^?HU5?l2mM
LUl<G2VSQU9Pp|rek@t-asQcHIGth%KcpS$jm7A!}MTdhf&tn8yatvYEskVZ6B%spkaE;&2)yoL>
m7=`SIaN5t2i6qkMoPU;$DOYkKvu$M{RYU>jba23wsziCcC@9aa`GJOnczXT%y<v$0^@8r{RW7#?
%ug<;_IwYQ72)_E32Nz^=qr$1NxzbM9KIX+d$R1<|pX55-x=DOuij{W>w;H#T`ypnu*aRo59R?p_
9L<Q0C3K#@_q4%MM58>{(jVnTHE1Tg6vcC@gMgfgZo4CM(e{23G1hJZ44Sl|9nOlK#^r7->#fvaz
qJoB|`aL)?UXXu_SlL6`o!he;f7jcp)Mhn!0y^h!wAHI*SS=V|x;VJUV{pH?HcqkXBJD#(*X=;q+
10|jcy<Ki{acpL#){s$g%J$eV^|^)tgSZHftDlH6mQA{C*m3)L^$Cq3I(LrcY1r4t5n@0-{t4tgG
uV9e<PjU&>D_#+*_df0A|*@!bkt^K6*}}ngoSt&ov?cs1S>pX$+4y0?Fi$55{g_%J>z-U9$&Se7M
|8E}3qFq@qb`>zYO-EEF=ki@TQ}3o;-4Hm)|D#j+JW_Q``D`9Wl$?^m-dZj{qE#H!H6&CxiyjCuI
#Xm7jB{5r=7$%lBVf^?4*WT=)ab9A9kNMgZRM#3=BOva*Z@DQ?oj^X1t_^WeBz8ge|Y6tzWO=m4>
@aCns4MR4O+wH8}u13tK6yN{@53ZKe^xzN(6Xo=<FifQSr&IG885&uQi)lLk%aMS{=q#Z8l&hbtk
kQU`x$(I^(>+k(A*~$p16^r)Ku10V!G0xObs9y3Qud!kqv5C3Cxg$3zBtz)|2Ti!sZ1XE&LaV}^j
6E_m{|5Zjs-FQFdL4f+OQ{w_5iu;HR7;Xm$o^UN+?WW(s~1M6`a^?ki&VPJs!>=ZyRco=(y|$Tb`
c;XWWbci%AF?od@;lBm%9|EC1f$ERr6_#d&tj%Um()8=7%BEKkAJEN;2hkJj`Ryo0s2)3M93X>^!
3t{7}Ky^l!e6CS-U$qWW3qlJAa-;LqAHn%ee*J)K)&1x1`vEzo)&QwLKj_TIdw1kw+<cF}zzBN<w
hBE9NI9Gblm`I(_y#!O2XIEFz=QFc|!#mTp%J0?<SvSrQ;^RHt^P;lSI92_YDG?~5fOmYXBiG%`b
aZYzQ{S@lzEZCt-KM5)={wf50%POAJ#ITD#WKYcr}wTGjJ}6Wu?7S3U2J~!T8@SI@hanTE)v@Q4b
Q88^yb%=tkazeSthl-;bRlrGcQAiT@u3i*{>k{1SVo<h_<1boJx6Wvl+z3|C8Kw?gFxVNSUj;7S$
Y;T#Zg6Yzu0&hE8S{WDLO+pIu8D48<u-%6rg>rVW?qePKIP6=;lFFM^Ti1Y<>v-oD(?C9RDj){JF
S$+9eT3{%;KxH4_CT*u}r2R}OczN^Hss{Bj4hgj!4Z7?d?1s>Z+A%B_|I2Fp!)IB{6nP%E!=q&wZ
Ua4uE4HT5lyX23^U__HcL5rTYwz)vA4ZV|HeutG${$b<9j4w=wZ?#K-_LRmW9LjT3c<HwtLA;mf_
1pZj{ec3PRO#M_=+99$(@MTWI|v@X>wob753)WTWOY<|P;VRglktSM%R)hw(%!GN`v@#>#q@UM=~
4B?GPLZ1eJ>x)$zPwO`nO2oJTc$x`%M~wS2j}h1Fg6?16-h>0_USQ)Iw&fA+rqi`v?9|>mlvaWfy
*2mj2Z51~Qx)qn$2VmB%%!01tB_#dxA|SLzKWgpSL2X)ujPN~R<%cteOk0Y;ksKfXnENLW9*v-!U
VkaD?Qsm_-FAc|eWKGuUzX)N)>tT!*x!YAh4X`7O&v|x~+<*f}o*0u%_BD2b1k-y0*Zi&t_4=o7V
hn6DK{rDAUGH)WA?8kh+J~v^JSMM($`4IgU0PtHaPYCB_qGxG>QHE~^KO6lg#OnNuTkM82CtH<JR
tX2(+h^mJBm3GRgXQ~3+s1F%HK#_0Q*jL7BuM0M?xnk#dDokuperkp-tzgwYnkP_)hkb}F2Z1+Vp
|wcs@gGF`c4{G3o)pqmm>28iKl08(yiTP1thcf+grfHf^+r9F{f@)%G*p@A?{(J0guM?nL1pMXrS
;Z$yIsfIp=e;=rxC>hcxb&7<=GF?eBC;j^U7f2Wkz^Vao}9TVT7fWYF#4i$<`ui#vvekp1dg=g?e
#G}{Rq<ATJF*i9IuIc;GkjQAD#ie%E@EGnO4`&^C<VSA|E9Ec9KwQN00TpW9%@ib4W`_O084MOW=
X*Gdf7K>QK=}}!|_qh3gaf8Mdn*!1K(#&25zBdZNDBnugsb@X<C0WB938x+1RG5bkBX}pJEFZ(ic
@1`j3PJil@12tot8}yn0E?y`9*DJVuGfBL6l--hvDm1L9+mzE0AOo@D{*2}iw=JPl=MY;#!fU|`4
{h`2S{$1K571{W-XiZX?6%gXlB&Rbpu-KwB(h<#Q@mM`@CD929Tevj)Jv}cJtFFgLp@zmB^9l-e7
eUcsmZ(=IHj1?@cwl`g=5ulhrQHsTHCxTbFmk+liS=#<RkFCq^h?QUw2U%e*Sg_zmiBU|x1i9)>5
{JKaMfhW2%=^w^HPc`uJ+HxZQKzYq$@wV!H=ZQE6<Tv&BJvbY|v(BUf={)eH6&6p(+BKy)!E-MeG
qLeGQ2T~2#I^d4SexM!@7TE!LYpde^z@4_jh6M)~;0Y#4&@-CaqP3@%aE%HIMTxV<i~{>&#PZ1On
v%6Cg^%d_Qyx?}7J=B|-TyNx>3d>0^hG!atM5U<<{buP2G_X+H6v%jf_?j$^DIiBRBr&XH`G8Z)2
f<(c^_5^0OLf)OHaQ{l-q{aME(9?Z?yDzMtgGM|C^`JK)x>YA*I+Vbu#h$8(7fj!(=%g!EGx(y73
@9Cd*q5h(jXJPAg%BuI-3nMtVe$^VaH55FDu4jsy4`|44Vs)vdUA6~wgOdY>qky!ZUAG%?p8WjZ8
ss0<wzyUV;o(lV2&Xyf>nIkKg`u%2hYdT{eWH6r;=Bu-#EmmF#V#0yatCeScGuDALM7d}Ci+U_BX
326Fav@UU&Y%cU{NX$N!a+S}t0~l-zm>h50n3<+mmcWsH1@=tNCIVXJ<_V<k(31Q8i1-?TE7mk1?
Xr3ro92QcKaWa#N~^}IiS8x8Y5B_j^P;hF({6e*6((3xl|g+DfOY`3f`8QsB<k<dV)z?a^g!s5z{
V!RS0f~Sz~b3!-rbgys0MGg_S+fpS8~aB$9XQ#2FX*qe-FaOl5X86?ls*MTUd7~?2xv!8?gA>HTV
V_@HY$YG<e^~YFv~+`^$rzKF0*M=GPTUvz{k*$JviH#0EYQ2OZxL^f?*}8Rzwyb^T%W$y)gmibMB
RZ0;z-+w@U}cN^F+%GBc{Hz!}$cJ3ky=-cNcUbrp1*vGyXW*!n0e{bGSA29B}-cWwcd_qLD_N~>V
pUGBh15P19CSfQ1W3t|1X02%+TgCM%%u-Xl_Mz1wRkjTrpHl9g6vB)8nP)UnmL|N~325uF%rTO(_
|}^4D5lHg@3VJI=9D#P+_z-H=$u)ydIG!%-yV^sE$YhAgY<e=9cxlpn@l_y@)XUMCAk3Jy@?p|<@
~yp<g0>65(+8gtUOr`sO!D_;oxhKOQbmGQJRTCJy1<9OgmA+)ny89G|>qX*Vk)|8QZkvntJ4r0qS
ig6TiF0eprFf#hzh8H1_0mxC)GVgu&p31Y{cQ?ODZiF^z4L>*k<f5o3cc?4q_vA62cNBJ4%5bxhc
JX*_HJ(#b{9^<)!F=cnKZ6M1A-3xDEXY|BB@P@l4yF>&~?u(TeDJKANB%KS%2SmeXJgVlqvTv*!|
&f&t2y8F(87byP`p5l-i{qC6wowni6b?pI|UrxkXl15XYMQ=>-DqM#_FUbaB;sz~zK0qS$wAah@;
#xx01gyb4fY^d}@A<_G!rO5eMd@l_duj0PkZ?XCwfzNW?=%Ky(6B_z>&;UT`dUb|?*kG~kp7Hdd#
75;{ZtkwR7pzjM_|Jyc0?{hmxi@A`qtj|CqEy%#c9k0z+PHRfh2<>SI3bXNpw%_r>w<dj-~g~a(~
Uks_nd5;z{OaY+#>*b;)ZzPb9Mff(!i(GE{YP1o9IJ;^ixrTuPmiVaEgYMW7XE!lB)^S6%Kw3d^S
$rtul<A79S0f?Cu>+X#<gXj<_2A{+I&2h$z+=Wz*rA3hD+r0VR#saD)txx$Z`SGEh^@c68tRhYCW
Hg?Sm+2we^)t<xGU;j7rjMqlY;I<@7Q!PDBlOlmXyMqX~!}M)5Shw@Jaq)e)Y{H@KgEbZ3onct;$
L3%}O_92gfbBPgf`Gfp@BND`nhmCRWKxg%(uOtv-g#s{GH8<U!_IVcf<3~?)P4Ol52q?@5m(i%S8
2VhQbMtwoRvb5W^m_nCnpfFO@b&VSw2cn69uaY1bJgogzXzjuZK{{9RbHAnZaa#VIeuN`t5jjYKn
vt$Kk~*ej$5t#RqSf?7?Hdu259=>h@a#TrpzmU^ZMb<a7+_D@>Fok#7K~bk<wp)-<zN4o~9rcuf=
(dFEm)UsuOZh<KZi1t=(r{E_<9>C;1_x&zgV3Y_QK-2kFK28MK)xqfX#7yc^ZFN?C*P)SCGe@Wn;
{wwAY+?qwxq{LOU!U&8z<+xD3<F;$Pa3eAE-{C3KrwW|$^vCy1G9G;{@w<2=GM+AxIE~+(r+6ZoX
TmKIyv}AeHj7U?pHtK#ma*fPOI;>r4~XCrF3v&#j^=^EH_4AbAX^;t8??&xtd$X~%xN4qX8g`iX9
VqhM;cv@L3BmB5zcy?<>6W#49IeaC9)PuP)~r!5KA&ew`fwvzr;QXdmLx%$~XCVP?=fxIuj~GgW!
zcbME3gytfy+=~e?=gS(@T|JJK`(G}haE7l6802(>-NJA7pnmPT-1om-8u35+Zku4w9k-*7f4+)i
8MTHP&tYL9R5+GlKJp-!mRf;}X#%V=%!$8yug>+;~rr|32D#}N}rMuzOjWr5qp-QW1LxsYScenhi
hzgyO4BlCnQ-ot&r7Mc*nnr7AqU5Hy(w)Kb6btZ7E_bJQj&lRLZ~;OeLo<RZl)$D9|AELEm*IC~u
$kn8Of6dK%JITU`K-|`GuhS1IcA;@<qn^rn9i*Md6lr%Td0fqt&G%X*!w=iYZnY2)OQro_T>;qvM
m*H?<(Gd67H3Kb37s3D%jwNE7m80Xd*5y*$nL=0h9i3B0a);K-KKR7n5|jGTu>!Bbg{j4V`$u;5=
1HUx-Xxk@$9o`aY!Js5>~l_Cx$bZV=S^-g8YGU#qj3_1C(4P+;Crah`Fvw(k>g*F5;2Il1hcrjQv
<Ov=77*Sk8ddQnXjXFcV@_X)Ou0*E}IP*n1%<tnQA9qN<R^RIvI#2wDH0{CKm+W-MEK@J-_&oV*q
0Gh>$?tlc2N|P-cGnO?cuOH}YS0NFC4RK4+A(W8v2skREV}&sWYsp?+Xagn>t9*;3ruORFzND6=r
u4<^#R=F)Gc@|DJWKrtP;Sky2PAOUdBZqJ5^JnF$~ge_Ltu&BFL;wE=MxR@N&lhi)|DE34UXJTyp
d>Y)%BoI!;WqlVRpo1)m$V%pr2aWg#77pZ#>!ZH5rA}+fu4tkGmeealal%;%n;%=gk=zR8vBtR(d
ly2QSK5KS&em66Vtdb;~Q*<kWV6NB$6c_m4>Xw98;;O0m3iAd1E^0}HInMv^bJXz9NvS^jR%X=AO
`58?dA6WBzjH{)t;VqC1J<9H@Ma<(EG+)bfcL&?2?j~%_Ju0WoM+hCVpeMTwHFI&R%cLUm)X9w~=
ilN?6q9rH_Q62o!BKvGJo|dJV45Yezb8e5V5nXuDt!+l!QkPiQD5&t_qX`s6U&f=`?@_2aF{h8xX
cRa`Nd56K#1sr8Llue$XuW@ldHqkLf!kNF7>*3jK8z!Vl^HVdnD=WD`OIA1xlFAy=+YVrOWdv>Af
Gnl7|6$Vqx0DDJ*rUz@~nbK72B)<TAWrjd4sT4>A2!K8|Ho^>M+e%d7tU_bhaw0wsN7P_D18jHt-
`ewD-2X^*|y@d*?kK4#1)GcZe^bU0Aba+51`|LB!h47O)8hL);h)cM(^(=!Fm}n_>GT$*uivXLJe
RXFN;XnxHf)f+Kd2a))uhX{fchyd$wZ$pMr?+q&Ii^mY9u*n!l;6KNCmcz*hyBR2qa?22Wj#`%6g
+7F%=KfQ)gp^am9-AvQ{7d>5i$Akf%_D&=)$q<*17rCdXv5y47B!yt%-aFJ4p2uozu2%eVya3Y#h
WsUqL6m1ACN*rpQaU@GwseE3Xh1vxhJ9Xl@P+S=)>REh+~)+~;!}4Lo$%h3YjKl*P+4{ugvl%#f{
dEZ)TsFdm1P6{INi1$qGz1p8ncLG=HjxQXVyLpa<k00PVnanh#@ke7W{aPf;|6ASCId$T^kQtSh{
@k9wm{}W`|*B<>+xnNfk=*I^h0HPGP#snKN_r>=+{0kw_&MH+oW0TWayUpqp|<35Wy%Cn7@z!(>%
=MT}x~&oMLj^qec_6~@siJ!XXd%c2^qsR`lm#khT2Js^u$TA6y3BzWJIE}EMILo{bSbUJA{Y#;Yo
-9?q)5N{4x8GW@){oTld<9ZtKaeI_;+Han$loXb<y2)zyV7MNij-da75ErGgJ7<*w5X@V7esByeT
6qAX#pX9cxeQ}KIScQN2CWyIq8Ify&I8yHq;2$P13+Ca<FfbL@mCDeN}7Qr5$<0u4Y-_ThuP{Zs0
fM4?x)SbA`rCY<0}ve(NLOD+1j;Dc<&TWCZv-K$}<jtiu#zt0};eHfUyV4dMA=x`m<)#sCCFeu{@
zTj;idxdmMWX<=Qq*Q?Tt-bc_HIzd$Gh|C3DaAzxu^WE1DF*YL00`mLyK*3q0?(g4AM&Z%VsKZ{w
GbC5#MRDHuX1Y#`hZ?Z}J<P<b^b=vY2Kt!wDI1ULRoIGMG4pq56;O8f|LkMZbg9G_98Kf3~@p*WS
-Q{c^B*=PZQ{NN1f?%GYC*YTsG*F`&`#yw?9w?ToA~Yzv_q7d(C#e1_P44torfKM)QhTeKbhFtg4
rpf11mu&BLz+PLIaB^7l0;)S!Fzcw54~_O_fmMP#=;UU{I4Ozxlq)aWg+;<ojj5;(yA|RVdzx0KF
cO^kkBS=Jl+UtNK4`Y6x!M*fjzZnkv*DC(SeaxgS9FcqyR$lf;&GPSkob|Ii(2VK;}$Q>6D7@?Az
YsuZwGB1%^{2fMh>xf{|#&AmoG$IWH))_8xnzswD?FKks-5>4SBgb656;qBgdP@MP`y4r0J}Am@!
tpJV|KvA0Vvf2&32!|@CNRuDS8KTY9jv+r-A_*9h0dX1cHB7>N*Sa7>|NPd!Rd;ZBqPhU&SaXWL2
)0{jHijjs?K<J-6=&+0_@LB&pgJcO1?!DdU?$sWk=ytiqEo;gCa&xuBnv($=*Cgk3$}>ULzXbU^J
g%8?<{hJAI~JT%ijw=-nLANGD(97vYW8^Z+BEN3Wb6s!?{~`YR$0p0i-z=75^kwE9@2sMqEg2^y2
?Qxm$e`hWghHRYL4VG=Wu0-dmAvK$SWHRYp&GAEiNtKB!4v;p1%i@$Kg{fQSmaKjB%)?Ywf$Vm*V
J@1J7mdR-!dYaQ)E`m59{8N2t_OSjCeuPu(YVm_@P2mH{SG^aw6lv_|oT$}F(7n|8OLQR@)VA}+d
l_f%eE+@o>oS^=z!;1!nLb(%+6mR>`ACQSK=M+%<*6O2Vt#6X?>ecZphJY2Q#w^-+koF_(&WIDzd
vb%)ZYjJmw99lJEoRL(aryf?PWW`pPlacVo?e{RJ(CQMcOYP&7e&@R!BI5(#{7xPnqwP5W9g0_$O
}Yx7-<Nf(<7jVp1@2k|HY|7>{lLX(sS;>-#^6Jj6yfcz@CqdCo!?2@Y@L)Lba9L*IS0*}iuwyQkY
~bHz=*<n=KIVxR8&GPS2S%&1u>K#^0#-i%y3}<H8JnUMV%cB$;jTldkidzdoC{!={?09d?$YRfr|
;wZ$rFX#{hj!O1l;Lz395}Z{>D42MZ!MT-JqRuas9A-mtSyTH2P}JVMqs1}vhx!+t6d_K8^7wVOe
X$pRARlvE{hUBMQ2cocaYHUwF}RogDt_paC~kZ-NZBPZ3+RwXq)wuufzFp6}A=H}S+)7`lgS<_};
)?L>W$%(?tf)oCr3kVZ0?e1Jm4iJFJ>T8*&(9%&&eukm*`6hb(n9j5~$lu+hyG)^vylWY&Sm{#0v
!R>*u`%IYlXdEQz(~8k##EYvfKKsKnD;^N^^5{8>hy_=zBmQqFb14kTW<&j2IR{ohjdjG>jnp*dH
SF9Kg+EKj-F&}v%e-@%(S}PpTU#C_r?!dZ|EA4Et)CMC2)RoZ!VptP$NYizwYU;`}O<Ejm(OwO{$
236)?YNuHG=#GrxWqcTLEdd`JJ=d)Pd44Q-=gIvGG=*Wa24&yskI$|zzI|8_-UWY$<46fqd<&xZ~
#Jz{ks5uQ;h1BCCWQ+B5u0aW?}?s!vGgKQ&0p3}PezQZwABrt*LY5eIe2?MV{2vXfH6Nf$l3;TGH
mtP|WAw$p|DJK)RAdGJ7Q_)RsOAro0kT9Eg1e@AFp|2;(|G=9v22hdgZ{Z=M(mMKej)<DiXgNED_
uR&=38OT8oyY7}2fWl4!mVd3w80sv20&T>IltcZkXOk7cQ^k9Ibxh&!f1n89wqyub(AxHqsJnSNv
a5@_oe>qv0lyq3j>^a&6Y=$|MfsQrw$VT7gd3-R&eq`l2R-y<3RzPUYMO0PhodG-1D}xewzhI5Cb
7~K&@vqdA85iW7_)%H?lnZ_{aR*yLwk*d``Ia0N=HjcWgcxQ&msU0kIC++Tc~&jI=81$MezK5dZ<
BBb!Rm4O{vmZSDQN2?>fL9WZl8=8&W#l>@XiFa4m8{Z1k`eq8v@Fot&a{r7QF{7nPVJ4vwVQY|9Z
c0&dGCtlwwcT@5JB1!lj%5kgkI!k_bQ~0L@`_9xdm?}>C08-k^5Z!56qT|O)vYttdgaHbUBWNw%w
b0wl0$Nbl(^2Wn=1q%xjRMN@&J*|ZRItYo(Ey%<b5Q%NI<cbRnELVN!SbQuqEi^9@rQ{+DS}nI<2
?8Y`YTv?bbv@~#E53Js0GWXzlB&5fM%wxK7HIg3{QJu&xvmGvHe6i-U{X3xvb+iZb?lG`54Bg`9I
ab!<AC5&%w0kZmg{%4kB08^3?H&Z_zuB{BZ7dN2_j?(1zB>gD0oeF<H`Bqicz)C>zX2XMq^FCQTC
u6Vr<4ws2jl`GPCci4z_*wGlm=^M6bZb!!X!eSg~_gIr`m7TZiW>od}xf}hr>@M|}Vn<oT^8VF@}
@?Ml&K@`&cLYpnn>!MA-ERWFvLh37SmE`GGctwRC9-u$WzM>*{pMZj;@-DmSEFVH0umR?l4YvbeP
q+l_pJ*V-S_5lZbkwvKJ;)-sDe+EOo!U3#e&!h&cKzw_vN|QPLJT5`k+b9O^grwhIlAaEaS@$VrT
QVdrQftIG58T{ES;a>|JK+HNQIkHxSt^PgA;l96y)q!604@bsb5C=5|Xc~vlMkPLEdKh><xUo7>O
HFZB1jW7g0%Z7hmsQ(SW6Jsd$AZGw#ZXS@e$vLRw473`bcwl?*2Qn{1crd3`B+kdD8|RRFWyiD_>
8m~aAEMr{*K8uY|mc^%1HvW(&}11L0+vRsKhjS&AmBR4X694ZOKW`1>RwsbGyb<t)tv1+RGa_&E&
qv1tXo!S)pbV|)T<ot{^pdR-Z_&UNSMVv@xQ9~-3a3!<#zN5cOSNtf9Uca5KAR5yh(v{ez?}6df?
X<G{Ds@!_!1r?#v!br?77w5Ss{AoK)l<`OpF4KQM|zZrdfreG%uSLn)HSB0TMnazePgm+7lJ;fKR
b?bJ^_JklV+B4kvDx!iC|OaM<I92V;g{m2lTlUs+W8TAuSF5L<?X6`_Rnl&T#<bLZDW%r2S;ar>L
^S&@~;}DWh1`tz3RAvE$<ivPA5<96u4OY{Lu`ty(6sN-#N#EKw7#v2`MW3MvOBY`4Lfqs&IP<3i%
>N%d_}cc=%N$Lcnx64ZrPuWVFu)G!cBWS0a%q?b#@;`p-Y6|G0|DoZh_!5phI-~6{z0HQgq)80Ln
_|EB0BinjT@O|k?R%Xnf$3^X)R?yg%p~8_sy|YkN#s3A|^p}L-+_;Wk5<w;i_g+oju;^FWBU!@wW
m+co?UUqj@=#IG;b?3C;%a;(6PgjdMEZhZ@fsrNy&WbNxRb#IO`{&9w#K4<37B0qryVsBCdX)dN!
Mhw20TE)wRd${lXTDJ7ZC6K8SE!dJt>O-Hf^o)!EJPUDg!-01;)&26OayPCC-ry|8z+x9nIhy(j)
E4vVo*8^W6|m%X*B`D%Ak7pfw!%<sh6qG9w^^@`&#IOe)doQu192uD<see`sk81gcm?m})Zug`P6
fLavdw-rgD}TF&Ym&~ep_Jx>&YcNuh%M%B;9(TqGsfGhg!I@nUEjoyKRtySb^xU6HWu`4b%vMg&L
9U6bQ&sz$)XyFH=Y$t4%=>plBeqQAF+r#HlhhibOcQ`v@a_PU#pn^jOr<6IIkI_J!28Uy@Iq{Pz4
jFjzj2(EX<`Ju~1gY;1<p}!D+z7xQZzk-11rF^$AT+1Yx?iErjyc>bx7EpDUX-{Mh&`2E#3~I`Q%
QcBGyf8gcA1qgyT**b8E>R3;c6q?0@H6z>=lg+ls4b+vjpGeA*`4*@ZP&1IB=D@{u_WDdg^oBeLU
X;JxpTw?#Fu;Ywj(NQ6T*WP<{O!|2iyIJgTN*Snu`)!}69DG2U`$_y`xw7%O$$<MvnXxHMSbQA&F
xH_7HAzr_nmQNh?b;|{sp$F(hiiqCAV!3}ew!;-x}42!zu{ND&B&;o=$e@D)GK-{@0F*7e><p_7o
2s!OzL>TmRTg4;7Cu(>!Ku>Hy69_7xwFZ!G46oCh>?`;d24xJJ%xlbrj-4PBvhN*&b-%L`+J@^dB
XNdfo(xF4pT=Me!IWgbR;ckmxJ^vbP%!H<1pCE+-vEn>yToT6i!vP)>Y;Y|7(etL#Ryx<0>9AoOd
I10W_$5_c@6C^m;OKL4k-ZMxlUVO1<%P`yA;;YUrBNl#)T^z6x{0jxOKs6!?s%F;o)L03$YnG)NC
>9=K-pN<;$SFW;%5vCRUIGr<4Y9>JKZ6YRf(7P1F_$;zm-5;U=rbpBK6fSe=uGP6`X)H*tsZ=2?k
x99|SWY$j(s{2k)l9Q1j9rq>uB?*yRkvAo8&4b@qa%KBY?a2M7-8}WwhqqA!Oq)33WN$F{k2V?*w
ET6cKI12r)2+YaSK#nk%nu6{v##CP>SC~483`KCkR1Sjz65k?M3K*^&xmOWl&xHdkw$Zw|JH|1KL
9ssmm)sHrDH8#6uZI3qHdCUvGk2Bjw(X`(h(|gENa*jOfd!4<4HPl9P*0Nu&)0})qi}QKC-zFm<D
^VdH?9RRi}AGE%Tj*R9>t+=_)NGZgroHFw*2Uv>OXZqUrp!iAqwDKGmH@CpndX^JbU$tqEDMF2BJ
P?_ReT-pDvQJK%nP75M4b?D(Kb39^6Aojigo<Z#~&cdwMja+5tmqUC7(Mc^z0HSxX^dtl1nH%KPs
wj?}R<7jWx(-u7Ag#fXy0Xnfv?&iAOToSoAKO%*iboB|Y)FvD@oAR6WDPtiQV5?X0Fc91QI5aK!R
+Yu4v!RwR5Y|G#m)EiF7t~5L-bXg02w7JM#)=E%I=0;kyWCr_yqF_rQA8~+|mQ6ad&#l9<&hH7=q
rrp~Tza`RR}X~jOWrPX5ir2KAmMQA+J<BSS&9n?4^axD(@ETW*Z&fxql7V>(6fdgDwiW4;q)<AZK
fr%Qr^5dp~Z-LujpoB!~CN$1$5)8=th*GrT~gN-0!%U>9FdxZ2Bt1CAW%<*hUDBkpF<;LSXvvnqs
$<6c}&TwrRc-j!5!`EiTS4je~!EZM<O^>;$e>>~Y%@`O1(!1A7l$tXPgM=T<4;+RktBG68jWQien
z>OzQ}nRy`*6N0007Ijli57M8L`RVP)3o(nipvzL>5l!$y-;D2vWcYLACs6)aL2svb3>!Z$F8&zU
QK~n7%F*&*2HQ6Oa7W@AcZ?6VJT47290)5V!?Jg-qf2+|>!?$9L^B3s<S!v;;&!$YPe^W8BDOrrI
)JpmLV>S-q%P!A;zxfnsZ&Z#z@i?Sg(A2Moq*A7HbnTXQ`3uzB%AD$WY*d}K*!V2$++t5Dzofo)H
$AcNo{V1Ii?GM@>+6sz?Ml7Ohs67-n@v~0mJsp)C_8Ps$SM*etBH*55W1AHer>~2D@BK3?bEoFoQ
#dtO=4@62y(F$86av+Y&0}&PHYyVVnDxNYboId#qA~BsR%V`^i!2@2H%__aZ_YzZqSgGeI4|=D83
~-pyz$1NL;uOzSe3f9N1aF1m$(w0%8b)2&OcXJXD`BbI+<C0nj-Hb;DzE+fmxBYAQR@kAJG7UHEh
&Fn*~cj6i472ljBPtF^Peg?WK>b{v;tr*~-oF&|3Ev6HAAoPxC*pE2+>F?{v-Oe)+Ctj}1SRT(n0
rJtW!@0J1$?ExbhK83TpUcI5lH?NNPp<A<2~vv_yq_)T^YY~(E9y_GUTX?5?GAUDQFI&+DK<*gq&
G&mJ2D_Nw!%H$Oqjz3Pu7uBC=bBjgsM$Ru_E(BQJVIa*HyY0_p@-xL=@|bcG5KNDNX@XXFId*=<0
^OCEP+6R8HjD2GrJ2uB}lpwI7Nx|87*_;T&!uNMNu5|Bu1V2BuN^Ty$V~K}^AP$&?~DIi|}XC43?
<MZh_YY~uy%g@@iXhydABg}^2jABEU9(^KwUB$iJ?L)h)1;p*Kl3DpwiX}I`+9+X-+9Dxhoy)cgw
k_Qwx{5Ej|ySk|XAtiAc%OjEMe^H!u-4F;sCX(4@SnMa08WE!}dJ17U3L48GYahJ?s#ff)v3%b<A
>@6YuroAX5^_Q;V2}o~$0aH`kP&$U_FBgbH<@nPutsGKPVE{*H<C<penpVvb90oXUf?xRvQ8I-qq
r1EPp24JH)C#uugNHezy6S@MeS6bS*2d3YGwim7y?fPyx;+HFdK!y$_%|`9Mo7O#4iYv1w121pjc
6U_R3s^<F2lkxYmd0+Thz*Sje-rzQk#%z83=!EgCgD*IE4lZN)PQ>ukB>x(sG0#_2~Tu^;h@X+?E
ch0XsS99Kr1dgKn-m1>m$)YPSp-O5)oZ*8P4CMIAZN*quEOB>Lp8I(j^X<p61*H>fF)Ua&x1F+9j
JH>Fze<!<f6Mnn-kHCznI$9YO06(C){0srYb9<~Bp1^(;Qgs#Z$G$H09TkHrnjXjXNHXgS)-EX4A
29%?AuSJHUgPO6divcn>&_X_Dje@>vP-_g)O3HHE&$Kd8l+?WsDHv*3=3f{v?!C>jFUT>oqY1(xi
N@&Up#Feo+H3riD72>V591bV|__!ZF-MOP8EGuJ7jQ;#F`=2lcEC{V~*S@KLO`RCkyvP+Kms~VGr
aDnicIX4No(Q_j5ql3o4ZY6vYu3XXf|?M8}f>Y&~w0@|BC%Ku49AlxxR6KNM`>H<*BA23dEx?Iys
<nD=dXQpc(+W3)ZXngx%oRw#+eq$@z9TT9cnClpiwaNbef9)y<3uyIr}clCXxSY9CKZ!*+{Bez0C
j}vtOgN52tSY&SuPTonEZtK`{RPn3-oTI32AiU2*{5Fv&m_23=U3Yb_3*ej@T$U&!qm~c}V!bhp{
zQNaQd9^s5^hrswJi<vCB73INQ_~~H)mqQ&oQ<tx>YE*onD1NejI-<xi_95U5;Q?MarE~9WKzdll
|v3qCcxs<>ziH;=`)is!5CHUOSBz@-`ywYIpHOdf&3-k}c^({YRjJ%Qu!tzORYVfK<=j6VHni${F
SuTDVLTAcYXI)7fQr4(8s2UvvEI`Dg!`(k&%5R^@)2Lv1pg_Lm}oVyTQQ3!%o&eB89br;)g}z3R`
BrC#`~q%OkaoW4#cQMT5d?P|aKh1h^6KzJH@lCO-yrvus?i*KSwPcd8x$KnLaR?c6<l-+=p^QtVZ
%1T3}VOo!LvkSArI0OPdY)O=%ND2#a40i4`Uv7A|;a5O<mV<8)kw9R93|f;lzOo^hBacJ}7EbAB8
^_T@1?DuL+&8fd{UMWhi5w6?8`~2H&m~zs$PL7%$__hJZ<d+AZcmH?INmOL+gnLWse|yy|L(j?(8
F}_K%+`_Ql`bY<0DU6U8`lf5CzO0uS^6k!$014A$IVI<WayUbSV%1O*74;6PJo`NZ#t~2^Rjh_k&
>S=5t>le-<(rJi@p~G*1LwaMgAHpsT?+J(DQR4P(T@KVC4r-eQhurHOK|PqJaz(g6BW!Q<Y=gcS;
(^V-ypW12;;GnPlFF9>5Ot?yrXZm<s7cS2?W$bPTXbVA&Kg1LOyGAvF%vFB@>Xs((@>o1drkU{9a
y8ZdK><bYznkIGhV9rGFA1Z~w*G(n<1MfGFF)THh&oFk$l0xC?lD@lPnwSEAUH>q^ATG#nYO|Xb`
I6XznljVg5f6D6uDQsujB`qTL^2}+BPkX;CsG|Fn6wr43NI^Aw*+vTsXB*3h|xZ)MZ^8}zTvmKw~
bcapRR+`f<U@c#^ULogBP9DSDx21Pq4m6X+4VD@=KMRtWGt=Vs1TZXN1^+MV?>_iJ1#~#v%=Pv}0
6Obwo&`<abvnro{lZ4a4y@!b9j{@arr}Yfzu)xwJHSXs7WG5|CZo$GDbEN!swppzPY;E#N`#rqO=
E9u{~CAvZY6nYKy^=@wi*gaDS!Vv|^Pp!nyD7O>9?!u+(PsV)x>;G@Z24h3d5w6Z%{-?whIR}HUv
aNPzJVmMzgQ}I;jW9FkOJOf-HQkU;VpqFU2@r;txT2*EqiEy3iit}3n8k*Jo{vDVE>f63ST9Q`6&
r5GxGrLwv$FbK9`^~+A;7+N7^WR{_7O(*{w;E&Nk4zo`V(M2>X@RjiDHq;a57c|6FEHmd^kFssvU
%SDq%}ODJofX}UT!A=%s*-u_l%2W|BQqU)4lhy)+K^RutX4?HWOe|99v)Lax9?R!7(4mV5z(KTRv
2dOx3#oIF1f-?F-~zO~4OyU%I9~B~7aE`E@Hxn<hxmBqg2&ItJXaDIfk}MOgYZt}%lB0A$VpXY7G
C5bU{`$2buLLXcaznGe6nA%odF0jF7simkeL5G!?URiB&PI4dP?cX0>C6GcQ7sYh5Q_mK?8P^xd-
EovYdF0BWEYa<Eq6TU3HX%Cw(q2bDJlsWdseTxm1Yo}3TNsgO<FB8RO)J?VI_rg2rF}VmI(8Z(X&
g3?0+)Ni~r#gu$3BrTLEoq-NeMPeyxGwiX6tVW8pMSJ%E2uh%ScVsswacism*Ji=G+SVw@hsTi(g
I{1)^*NW`DeQ`e8Y^~h7Bp3dL!E@6OYvq>u0T|pTQRB6N-(OO*hI066(Ps_v01RRd@*AJa6TCVG(
)aMjZ`lv1*>{60FeU9smw3TW1byZ-g&?$K`i!`Dpg?EWIgj4s)VNh}!(S8I^t35KNQGAuSxi=Z4S
!($fffcL-PEvuBT<j}Y7eD?$AjuXD}_c9_Yg-{u{zj~bl~z<>Bqb%JPme&A|BF9AXT_Q)2q5FW?j
Dl(Pe+muA??+39S@uMl`U|DVB3GfcLXDzVfv<f}|St;$okxC-YC<ukNiNIccr1Wt4wec}P#sr>=J
7|)f_IEfrD(5yO!`9-sRhq)pw(sMIBu0^9N;p?JOk!n9bc5{_nFVr*mI8CsofmeQZAbCYYwKx;7E
*v1t8ebrmyN+8o=G01=MMYo+O=@Aq+Y;jVvgY&qUw8gh^B=#^>I-6y|&?j1+VBo@xY>972;+!s6q
=W`YmBg9!dKh0}BW%Ue#wZsSAva`5htne7=0qQbo6Rsp|ARbu+sABII^)y)rhdT{O|1)L8G5E;jo
hnV5eInf@Fn${24c^Z-7e`|8bT7--lL371yJFu1KaQBINbS)F5)h0yuIKncq>F`R9xz-3Dnad_28
G_%IY_8L5{_|RZOE!>ZpDd*Io4$+Oa+?T7Vl(Sm&Q7D;(BvS}LFJS9Ld;Geia<(dR%+tUhjBe^(u
uNm7ng$}ILN8AmT=eFLvPs4di!m8hpqU0Pc8x8;80?m8=Udtj*VF$^nJd5liAXA;ZSq(l)LlS_yz
?@HLQp!L1GTaNrxDkwC>x&{h!^XixztT_+x!(s$jY5aY+)q{w&>3>mg^b&))lo&+VRH+>SYUbMw(
;wAXD+ZhDwu8(yE#FW$yh|fS*rl0H3@9*xGOz#B;axeVVaa5s7m%L)flOb1F$~IsFF>QxA5mNyja
cw~LGqKiBvGxFHw)_E7WH3M5$4RBCqVKjJA``J9P53~>kf2bFa87d29}y%(_{@hEt-34mN}r-p*t
oCexX-`=)^ENHrz046UZZ^an*oW24X;P~a#4Jc7}=5$6BamJeqB?!3aoxAswIbD;(aZRu94Y?3*h
?T?D*24^TGNzhK`E|ES*i^`r%6StI#7E8~*gHNPR8EoeyPdDR^n2C1hjsa)_k`EnjVx{>y1h_=rD
OZDX}K^v20z(QL%zR`KaUP#uFw4WVUD8Y>H$Rm4936uYlfI-6Spk{Mo<pvmjE}w<xyxPPI((n_6F
A_|D7660?8fd^7lC!xMJX+Tr}XuA(FNQzAmLG@M71B%w!n+WO1}PQvcYtVm%48dYO}#f21_*wK<x
pxel_+UFbdVfKp#)714|Q6d0emgxpT$=?i5V0Sq@R1k+)izhyB#9iuv>U`_rTv8V#FAQQKDy}6t!
F6mkur<uQX3;yRzLqX4;!qJ|~#OD{h4v}{Px;7^8);aZ^$TTdTV^?7#_2)!q^vFHTd2S}D+DM3zV
n_n`2iPHTWsrp@-jV&hUd6cbF#w$Xk3^jU(5W;BM?+c8fs*pZ%9^dVfeo8GSqW>+dJ%@WuQCKJOe
2I`Xj$<D8S3uSV%=&qkG(rd)_xj8`o|9??aIj@^heSC2lgjv(%Wi;^w&DUN2eRw;K;%51s*@lKIf
Gg1BogD4~N*2LK>R4@UuTF$`h~1AjUCibwt7~{l96|U_yi`F@P)wB1UHiX-hgJR=t@!Q#`*C1XBG
Ur<B=Y_G8sV<X=tn5Njita0F=N^=FJv&pzmwMkV~jaJupUu2iKCy=Bx{#;JWm%F&vU<6V1MwEv;s
v(y)p3y!-JS$97%(W9}C<-1_>N-Zv6#s!uK6t2-Bpi1S1nv<{b2+rt}ZUrWfbdh}=!I~*>A>=U5;
%AZE<3>z8NL`n=Q;V7~^c<WZFlDE1lTZi<o4-c8{g??ola#{bIeoBZsj2}7o^!C62^eLXjk3@Q22
U$2r`!K!wlT;EF|!&WBila<Cm;`Pyj4s9m>6}B;y}UZH=^W+<`(x2j1Cywc1pY3mTuYN_ZngT1VI
;wtW;Rzz?zQAYB&c~8|T<6+G)zF`|!2>vEug&4uNq?9#8)9!LUHbf-qE3U}q|bb~r^YEI_fduFq8
3&6RjkhF=#ZJ{SxRUAx1(_2albgm_CemvdcJ>1A^JD0F0Zv1l!_*~fF#;62`>%NE~;wmC5zS!BQf
jZ-1@nP_pY=J-G_U1y}yIp!_D``RChbY#>LwNufUOv&!o%}JWAl!+zt|Cn$I!5#&chRil)e@2iT`
ASt#>bKQ~AFTCu9_1{Tel9y5kq2FDaO=$wamig0*J1=zTSlBQ$sG+mP;Dn}h5><-&anW@wwFyKP!
_52N$6(`a=pIj+5(9#QU)2B9jco7`|`BoEzhL2d<DKrSpHppfX8U7PQ(CgT^<RR=VgcKfZAc|{sl
QbzTioo;R#IKsEPW(rA=2l8Xs(4teeNc5xjw`CAjlL%XFr0z=P=-s6AkZCIr#4PXmRa?v*ZNGuad
{eCfdY^kmwC`VmaTe~?-xB><U@CfFcqaQP-YVr%U=?k?~XGPj72^(xQ1UZk@CP)lH+1YneiQ<r89
`OhI}6E#L5d2$v(U9pzgyw!fw@nz<e4=P+XXc1;I|Gep@Ys*ZTKK)G6V9?K+xTLyW%|AtZMt($yQ
T_QTDTj;+I#K}%zEkE+u$Yn{t1Pa@?;bEND@PP6aOD=9nQTP`-7M)%U0imu9BbLa#arWvP8O19XO
NsYRS_{Td_+NYtswE}0`(;+Z%<Wc?&xG;>Gd=nB=)6hR*BL-kc|>A(FaM1XS1KJ-t@#GEg||b>j5
6GO2r3bgVu1`&7O}nMyrQ7kiPL?;p>WwA>(dM$ZR4!j-L(><(-e;8;9t?d=BB=Q^;Ctga09yyaQO
_KTsS28HPI6sq@v!R>N|QcLX52S4|Z!#JjAY77&T*>f(~$>i^<MLSn=Dp5lX7;4nOOdJ*)0$(3qF
^t~{YWN`gF4-~OkbOFx2c?dC!-GsL^y{;T{mIUPyO4Y0C4K?4IV(+xtZT5vpCls56Ur}l~VP6@wd
4Y!1_|wbVkpzn4Nnl1DaKUlNSUq@dXI49P1<k)+23FrsTQCyNe}|a}fwS5Sa#7%BZ(u>FGB%U_T%
P3xHT}>hnqwuK%jVaRI-v1lLI(WRb?VJ#1SRa53W&X@wX}n7H~4ZtLA3V5aX|0$Km{K|5q-N6d8z
6TBcY{C{VGzd&R?p%s&`kvG->UgCIjV05G&1C&W*S>m|->?)twRO4+OFA+Q>o05!?*Y*r-^lwaG<
*0;?I(F8Rz&{4~&5FY-<}<e+t_?0Nu}KdP@ATVcb37T(H)C$#YL-v5{R1DEFGgoo@75rQD>1B~K2
c^GjFp^m{;zwVWUQOnx%=|I$1o)VKs>WA+&J-3muO{vsX|7WRNkQG-jiOriYk4n=d!Wi(T-G_bbZ
?gm^?N5&H>cC0;eVySjF`KO1Ii{!cJ>Y?fdu7$!P(5}#@WlcPq!=9z`E$?l*pv1Wr}`S8H2}x)w(
l@jL=SO7RUvIML=r{Jv;qZ7b`IA%uf<*XmSxUZciwic8@_f(&tgZET`aN%;mn`?v~~@8mb_EI_qa
<di8uC1*uG^`c6j?K!N7w1vii((bCbm_sK9>F6w`%`gk1L<lqK0Z)4TE<Xc7Rw3)v*yE2qUN?kVR
hH}1+bt;{@#Z7o5Af`J|l1-{2#PxlU!5~JMPPPH2ojR?Z!JgRP_0i{Y?+#m;1#J5;2K3kq7A-mD9
3E7ooU+(TqFc8Z}V|Q4LEjXajECp%SSrTeHdVX@#d@pG&)??e%C)oYU03;Y>HYOKeocCH(@6&m;W
#|YYFmnbqmfVz$u?{0q$hb9=`)QAWA&PE)mX-bB|3*q%j6kGez3;b)D$jqWF_-0a^qtU62FUv_Q8
#+VY2W&^HM-dkA@wIM#&;Y8TDHx!SB_!n7E>{;Mi}!3+<)IgbkueB=#pMEKbZHjv9DHX8d1XmH3k
o+PAyglpc07pRiS8o)0-}jJP*;Umg8Ja6fYcKn974-s-_qi4742(t*ZU<CbV;^zQSwmG4n342R6)
FnPf#(o-O9c>xf@dfXDd4C&vY?xAJt7So71!XqgsP1;&1ZXe_w;l6Ml3rK&{c)b`%zuU3MCpKJPZ
S4ji5LA|d=sn!P~mW`vi#vk9%C7kJds-$CxFL0m#H@?{D%_bFc-*I+Hj$%o4diW>BAofWPRe_Q#G
6az@wV9!*#!``h<~!_KfP{@QwIMn9&a!9Mr{dxHgbL87bLY0^YFR6<qVI)1SD&x2?^~TyFGa3T<$
i|RzbZET3y`MH;T=ZnPo|09!$T!9@Ci3hs#9Tq2YO8W$OPrZAT7bXm&^zG!~pCxzeTR#y%Yn)@!l
@faRl?@01v2#)hRJp1pIOh=@7Lq_%{x*7x$Htu+b2k3;1~C{gs&8s+SvlZ)EGA&8LKiOIc@a0Qh#
OOse~P-nT>Xl|Hi>>q}bK_B5EcHWI3X*o^c4+Nrt<M~?Cw94=gZ$IVUlXi6Q`cq1{l7eV3LW!1~W
^Vgw7muJalXYm$@K@z^{qt8Q1ip^IgpJl&jC}x6&552(Ty)YN$Lpp`2y8zpV)m4~jCNKCplo;t=1
hbK+C*AnS6FCg*#O-rc15N6{7HaoM8s{QicZf<FvBfGkaFXP|FU_agJ@8lGN_GAmH4m(0e$v2OmC
_20-zZtKs_!9r2Ra@zq-nV{l&}-Tg@r>N*DIidJD=%=23^_<9#y;CklmYW5Gfpt#E(-+X+#zXFtP
k24JQh#TdsnK2+Pb-BZy{W)PnUHf2~<x;NitQ`!n?xaU$N{-R=BHxo$&EPKnskUn|bcZY4QZ!|g-
DZRw+No&%*WWW2Qw^$8-G=>A(g#h+tAdMLOd*MB347jrh3mO;W%vRlC6mkk&a8Ya|J`4j4pfmjEu
h9A6pz<baHDKJZ)*nZj~1kTaDKpR2OKUwOSe>welEbeNsZCgxjZ67^8z@ZEO?JCS<>U{Z6{@;2b=
Mt(Rn_r7c7@O%mPP0zl3xKCHMwK7GyepB1CMFf;J1E}y%9QzTUTAb!O!nwley%in2UXJ4o}MR(ek
-t_M{|K5NYZKS$XLENWXo38(6;(pd!R|IVmXur$yrAFw|t#M&Nb2g?E9Je%LN_vna|5~$IH5=;a`
LelgP7d?DByg>M$^ims>smQ<x=Z4^7U%xxi9eGT)&T^rpbIk?vEXCGk;{w~b<qF>&}(&;F>jV$)4
ssa4R&Ews(-Ux~LnNO0+mW|rpXeE;W#mFjC;9$Q2o{!bor1F1CxXL3598Kn;UMv2TxPo53XvY{_u
m!a{cf(JS$pAR;ZL=pSi9<x2;ty4kSSDv4{=s6yn740vkifuP-j)@K&W_o_;17vYqR?LA^;+3f77
PD|Hl4|g+?&Jnk!5uNF_?m2v+?bbOBXy^^9y@D)g6s}BJjpHOSb+UhMl5eIE<2UQIF@R6GL7)Pn+
gXnCQ<wkYi+T9M6QdU)84JhTuq}XzDB+`-6sU`uIGnVlJU`dM4Ok$QXYHFi%O2f;>J8s9z>D=@jb
p~nG$<q%+kW(1uNrsX*VI-E7FW-7TqY1Oi=o7gloI0xUz4kQ_5-Vs|$^{$=HWNr>k(^oxw<oQd!&
JT}<#iJSnf@pI1i4%>ft)T(a=~_X1DqbMM&monQ7ZW~T#BFSw}e;Ev@&)qWD@={4KgngMe^vPx%K
*y5bN;nL`6Edz`t{i+0J#Gk#xUe-Vf?7D~$L3(_y@6mB6C~kEVdjS`Y?y-P2#>b%OKG$f1zUM!ce
e)WE?~moKave}T>wd;B5R=0&P`9$kV71b_bT{@J#L7A@)#=fWbB&0nu@cqoAywHPjLqb?lDj*>9=
@HUOz7zh`1=ri{l1$EBK9-iSi4{RozbAfsCz_SC8B9DT?K5};;lLrB|q`U)iX1R-EeXGXp#?)JAN
|B^L>UZItL|oa@EOm5;e-#8=+6yf&5OPKbm&EwQm&!8+25acF6fxegSw0mZp0H8m(KH6tuTB_xTh
BX0B{F5?ReTT9P<fluT=O=UGYJh<EsGpuK#@=8R&tIQR5(K}THc{|I?3zmbc_d}x|<I3dr-xfBS~
2xPH7s;W|d5=|~~le>;wuIztF=VeB8zc8LBzX{yKCbtOcu-k(J-#hE=aVa=I8-~RKyRhn3F1_b_m
NY<r$w6=>Ekf4AiN+08l~ah5Tl`HBSn9V{&hxTAC3RjM!mOrGD0D#u9@`@(3fnkEl-)zkvHoBag@
r;$HW+JYAMPd2D*q%eC^HXVIfUZDs8CbcpM?tSOS?_f;~hNqV~>Jqt>K+Kv$&A_S1H4%4g^WM&4T
Lg%g-uUzQw8(x>2WhUC80WEroX3%V!e%I9IhdJi{`15}C_B9VRsSeKh8i@nuV@p@dDntgLIAoxzN
ZY`blXC__P)%wi>J;Ksqi{oeXg*S~W|#3XC{73t2_VepRB$Uuz3J=Hhk7-$y<O1#_O^hXri`LMoy
GvDDW!2A&Q-XD{kpu+v`Hq>W1!Ebfhg+^>p_NHS(cs2b*RCbyc$DefQ=f_tDA1(@o{|2Lx(UO};A
-7B6sg|NdSO-ufyw%8?-8aDf1j9@D4)rlp-k|6}m1sFG1y8WgFAH2JHBwcJ@RL@q6&n{iOce>7N>
y`bs&ktII%40ts^8>C2se+?pEq$p=NlbKPZDxg#u#OJ^vdU1p!Ir+lGuAq(90-9uQAvB+cUji&Dg
rc+2Ee{A<w<2iYI5wIvGlp=n^F0@=9>maZ9*=L0Ermpol8U%Af7$;meU@hb0&6*3RR^`;UegyV3I
8q^3q^8~%PQeYR7%2f&b?#GEHuCanEU2s>e8JSHaqW=$H5q^*8*A7&vYUX(7Sfrft~&8bXYLMGse
eT063g2szC{0b$1`Yv*N1tR7Jz4bq@wS*0`0qT^w6oh%4x&arzxHa;3B-Dj;364B3&tKmiQ*={wk
ov#ln7T-n3WIJ5)m&ag@ia42B2|#a<To{{Vq%cQzodBF@9O&BxYJZ%x$?O1K$Y56veD;+^bw688X
z%<Yw%ApmgKS;l?=dQuF$-+#vdU|DI;6Hq#tB26{<l2)_s)?9?@8SSLMsL8gcGkiiW=^@*S;xR31
oe5QDcY&z`)&0Rz@GmU~!_15GaQU<H`nt;SUlF<p7VBigk{l|%1M3ICLQj~^D&yDV!n%yDvX@>eD
qhXbZRS{gAE`f+@?SXDIJXpCi6>S&wtf&mq$KiZ2S2hrAZ2<}5x=SAh2EJw9=%&FM&Ph^j~b@>tq
QiATQ*FZPb_hwvFh*m_a-i<ebx!_I2=1klI-EB{<O-&_PNwZlglqh%Y$H~jNU_|@M&)`<n%gSsVi
I#-jVY8Ul4^1zURznKKk4qpH*Tp0EJn<kf1&vAe!>m;>UY-eW2^r0A{&1SCu9ZbWzIiFoJSA6MfV
dyf$)Pc=9Tip6g~k0p<4bTV8}~OoKWXabQ1+DIlm}cy<|1vD?fR{+?pw$L?t5>dh%B>29{#;7;(-
sAyWTUrJL5%PaQFkgG8e+bKJTjNH`fA_a{<5S7z!ML3ver>D*t&e)Vk$Qc$C6%=1IoSj(pPIp;AK
BQVDP+d5sJ-dqxH2%kQ+Pg-4&RH5EDw^EnUQvCnT%=#`l!EFDU%#otH8JQ@e(3iJ{ATi&;N6jUs{
m~}BE07)!GJF4=h{`F4Q<gvQ_zUBV*HKYooQvB!0Y|&`Cr-9pSnV*Sxku}FWEjdF!`)JVGbWfPLN
M{&3ZXYHT9oB$*=5=neO)22)3fquvuwcbfQE}q`FQpiIDJ?4jn9~9@1zfF+r0Bv;)ny-98($?rVu
PM3*--wrFh?tloV6xn+0{>0W+{7&`^tYizq~foOa)gGX0CDzcH<cqwdn2jKd`^hnRvj-Gg2#(Q)V
n42IA4qZI!QcX*yHwmt)IF&-b`ecjDq|rw@l30K9p-HHvV5nV6iMs$#!y0ySbeg4=%`NKfxI2^{e
nVr@L7%aR#=Mqkb|1rZ|AP3H#}0MZ^@%2wV(D2Pz&1D}|8V_TZjyt&2qDH=+2+*u>%(qHqaAe!9E
r7jleKyalpgu|f?kml=C4$0CO<Lw*wfcekcW&NF%MaG>l3ILxyYNM&^G<brP&b%F`%CbJGtBDVXU
k}kCN|^^NYP4LGoank!<E{-tt-7SN26WU$B9w{^V@$F32bhK|z^+t5gbKp%r`K}@*LROD2Hl|IP%
spbH<a75^><R59v}WkwmTO!#%Zh8o)+>HM`}RbJ?zS~J!C?YaoxFV^yCj<#Cav95Xe^1LDZbz;Ju
ZwCgrU?*c01?E9YAfd*Xcr2gLw>9OP%cKIqwtLR^SPV6WG78;B`Ps<g#lKCRCtrbxU<BRcZF3u6V
0&}5+NF2)|4m>D8(hs3b#XBP1ba9L(j{g<~0rrh#wlF5?mz6NHyl99Wjp33=@-fCkTk^IK%emy0v
&zJ=1?I?%lXrA@5h<0*!Prz+0+qTGooP%FRZ?dK)9dz%=<X?HhXss|xxI_lQlnrGuMVvx999?1kH
6BLtIM6iFZJFbwN_!gmlD0WsyAztHv>L2dODTq^*iu^;U%bwExBTPAL`=_*GtA5*A$*%&dAX!w@E
OJaRq|Qd3r`}kv~(y+h)g1LxiW@WNu0HGLZBRWjjTxHUg^sb$F)GKB(?LY+>mA$vmmv_;QzYBx&o
?6b}~nJu8cD1bhE+c_SR(QTb@C}dh|GLPph`g`m1JSba2(l$bwE)ArvH&C%W~p4j1)imd0{S=9>q
3#;-6v_7uA2H$f6xYz2^lizvI!6a3sCHkm!die7X0epd%X4bh~cC)}@h2zBEz6(E;g1(gPxze^bB
)tb+e4-x={iEBf?xW+mJ2&w}-hf^WC!$p9!@32?e_!4Ed+U=-CJ?j;;j&g8#T67j&I9^GIMfV5$%
^hfag|}tV2rli_k6JG|z}+jhI{Z;>uSojSQ|2xiNz^&62$ZEO0<D#jH(R=i-rRpLTj<YnP-RE%=w
UPkXf|!!(@hB-c<v5TGnVINPzBlfXB(Va{sBr3ctOZ4%7Es<Ts;`V?-;B&Zsw;ko`-v+?{nHIMmc
z>y^#^5RG@as{usT74#zLr&GEK&8?8NPHI5(k)_r9`g0i7Sx8bZWYbkSoI8u8s{9=)V?b9L$Vt7e
zprb&<2pRy!qXH;&Wtuh_^%~+l^zm06%VrtXyiTTU@+)DikH0UUs(B?+J3S4}KZo?`jg*20JNIpS
#Dm$x_a6q$hYFKXM)KA!zYf8PWzVTM!$l5nvEgqqVC8cx;@o3J4kB+9M%(v-1%7pUm0z~ZclftY?
gzPy{yP$Rif{8EKOPbMWxBnvmPe?o@cbsMLEqB<hpw$Cc4ZUSw5<L-@w1!E;9za{>+*Jbf$sv-e+
W&?TLF|!8+nCA@^=KpF;UM(n_6Sgt-$SE4s$JAWq*dqZ`u^1QNava4NZGxewL%`e5mC`wApV%DHL
596H{L$ft{T0S}Pi65ag4He*$HC55$H+pu~3tUvrLHQc;G*0nkZp^@z9+=||~4Za5Q)d%m64!S6l
(_V+EY;QcS9_~48Pc9$}T134}($LZf^PBskDD?v{;07~#<FckaCy7LUc&){LCI^xCWc&56sy#w=H
88al0fKq95)TwVpKwBV52W3R$<(kj0(UpB)Yb5(-0U!@=r}G<c__!@X8tXq+`#A%PoVb$e7DvRfL
$s!}bjHU;?co>MPV*#E#%F)z>w|A|hXTKO^BCSc<eUHqSzKiKfNBb(xH>C=Gi~p~Duh`B1=!t5N`
XquhA{j{`j4;ptgG<DvIF(*aj3AJHfNy${h{18&Erm(U2LDM0Fw=}(HZ+$e2Z0Qy8QKbJ#%y1B*C
e{H@MO^id(>dbWQY%KD@FYUMt-jF6jo_g8&dT!ovGZ0RG~_`3uiHTItIhP-8W*d6nJ~mSHRl9^NH
NLCftV`Q8S=u?@EaOCx=3QSfmJXSL}9#ZK)oQx`^@ngYz1opg*3syM!>!kx<#9fmG&-XW8uPQc4=
HnJX5+Uvdj1g6jW9d_cqFRs79XJ;ukjU#eo>+&|XP-67ihVr~Lc?A<U|36%AZjn^Vaz=d}$KGLiH
>_$kYOP(XHwzb$k-~CF?^`GsL7g(Z=si~E2KMb3lx-kjE>EUf|AC8AXz<g#ApA_2+bJ_Wk{J%xeJ
opMq4UM7TEC)P<&*gIH5E#`kh6GsG$|M`tURtnRF|E!5ffjU$<EhimSzwiut<2MUaZ;jOzLv;@*a
z8D+O3tZ`)InDHzDKn1M`qLMXZT-Z-ev8{9Ns#&&?2XItqPH1WeePWIJSVP|%_Lm>$fLi33Y>h#b
{i#T}20e&IU_IiiCxRhl7h7lH1!+PXluJA7;aq}La`k}DS<#|g)nI`9yX?=&VJ&dmUyJm}QDb8gX
liLIOYUPsW4%3(g!hRsMF%ii6lh5$9AhIMmhzrv^+WCqdNu~t9KQku~cIB`07v=Y675(-_lM{}Zc
2_&Ku~x3E+!Pg;K9*Dc*KqPN#S8g2J(La4>!PGzgMo9mx}j4P5j1<MskwJ5XMDwjoNlRRxV(Z!1q
V0Xq|Z^kemCfX9lF3p;(ghBkqdw^HEd=*Zh#g1D<&CY22*I5mkDYdK+37<^hEg=I_qzh^AyPTy*^
d}Fh0sjN@Vf~rWdB4ffWnw_0!jPz?kH06nm8YOn(0jZgKLUOk6v@`LKW-xBP1TdR4pobF~L#pq@k
iUJt~=b9JbUv>FNz-NVNA5{3w?jT6{ME-tC7_@oWLsWv#*J^P3Ae?Ietl}r3eGvgi*S+yPksHhve
3k0fgtxdm65t!uTB0IlMNs<r;ZBZ)Af++Xm#Kbn&UXJ|G2^#|aCkE&FdFH+|b#MJW%e97)$^%nny
p-AdB_mPa@!Ty2VV0*e_a{lwU^5P`yl?Bbi|Om#_mcFD5m3#un_dT3l1@^_dtCEjq@ngJJ55zK6`
-vreEbeCjFpUrgG^t1J(+Ge89uRmyPC$AtQo9q|3dJX7p(V*0A`OL0dP7RzEe>Z2l2VC?eZi1q92
-y^P3O!Tp3`Nfou29o-6Sp-*ZhsSUq6drc!E7WT-fpLhu$qvBipwXVq_hwVrdFu4{xni%UtqUGw?
zmEiGipw;I9ik>2Wvw;Wl3}kO-5gU$~i3F);X`ZdHK1~b95JO*6DGi6B&pEJ{zi6a2xx>AcE?uQI
+q0#S+<v-AUSX7ggz`<Wk3|85_XwfkHPvg)Lh@rOw?+ipF$U1TMCpS?P0N}3t|{<?#Esa+#fh8+i
5)#%XakdE&_vBpSC61C$VWhdVk^kR@QA<8O*4b3G_znxf0f)ZUha}*`nYPIKleDA!}!iT$x%dV5%
YxdVUOU3)Kr3R9<Qw1l6@@H0gt3F{UmW9=()&IFJ<=38?<)PQIQp0Bt~we+#SwmcVy=ZlpXT8b_Q
x<kRuznUGq|Ph9384VW)+uJ?$HNH&SGx#6X(Pu<M~xpKnNt9=-VvQsGc?VR)zCkkK4?x|a)1&{-A
W7fYR;XvwAUGBpofblpd%NCxKh+Pkc3>v6qRE%_~A2&p+b;LfSwDIJ4734x%Y!{5_Y@;e!F=UHsA
$<PITnk&>{JEB&++OfX)Q(V_6Ny;FUfxD1zXS9_W*-I0|5pYd=KJ6yH08V&r<tJR9PWaOsmX9F}T
F~D5ifiJnVgx?7(@7J>c~wFFK49Zv?ve)xPb~rafqzkc@9-*q*TRFjIs8{9$?rbCFF7qU>xj+4xw
9ikx}V*4;tQD;TQa7U4Z?g?!$l}k+?k$Hd8+*~r9$xmbD|^M3ySSi0yZaFd5i_ZFG6u5zT2gb!;X
GBf>x=$!yh&9r6JVT-vC*nof&VtV*9?FQBs3k`CmC)51Hs!8E-#tVLSZ3*OJRTm5drKKDdYNB4yc
u4(4yjj+s)5ohEmZCCcwo#C6fK{(rnPpA@KwST-kkn?^meP)$yEHUaH9k5hCxjZv4er_nj{?<@=?
OZ}Shu$iZYYqB40Jp^_2FP4nrWbsps>LjvS#0b6aoMMAVi|1|1wkjb&PR7d`St@MtBcY*=ojd9Jx
7W&hCV$0#6gMEDPR)dsQ1PxdXXp0ZG~6l->i8L^gcvcz&2IK1y!=HK-{XRHHVYCvp9$oTvQDiM2F
_+RSwGY{+NijB4Y0-0sKIku#%|pj;cj!E_|YK6P0o4<=J>&d>*sF6CCa7``TrV4UliTZJ`tP^5*@
yCePTXCZ=kzEC<Xyx51!ej<L-^q`pSWUEtgLC)T618@*9Vr@_by15XPU)-wPn^qFfzeg|T=8U;n8
*l#ZZvd|V`K31%45S;={ZCW@tAR}AV%s7DfwZ%C1Vj}shU3W@7}4h@&6{ovNl+)@~Z1?xfp5EXD?
k(F)FI%7*%3)t$&`}IfuGM?^f)F8K)Hxh8|$wnw`YxpwZq}H+WN7H~rcLMqaF*!^J0x$6kcT7u7j
l|^y$6}d3Fo}_@_-D-_Q3@Ut9scn(Gc*hHQDLn!s3-SVpyVL&960ajQIHxMGS979E>A8qnvC7cL^
;k>Ecu>GX-q^~NCQzffLqdC0cX{pCuH98o9|!)eMoLQI^+6rag`up<jNTdNNLkFO^p)9hm&U`X8C
NXUnxHheLM2#JBRljNy){PQBJ&nD>5W@CJz;GLt74u2k$w*po4Y(Bnrx<I~Ky{visD`1N9TbfEBN
etOx(|Pw;&1O;k-t+_|^%imPodvkx_r<T!EkSo5m){w2(zN_S$H&smI}1`bzN?SHrS-)$WX2*|;-
uY9LAjmBZ1K98>JwXg$(R7o-{3?}W_O6d?F4@bFi7vB{`gtM*o-b-;3(hm%mcvVt7vrU>m#0?8Fl
8s;^En@ZXmTH5%@E1p)gv}xVzA4)O(c6%TGfXA|NO~+vf_(8)=^3V1%dap6FzJSx6bQH=e;*naqv
e}-^-5^3%@KxZb$hd^6|SkzmG`iJ-DGan!z?Z_!8}*dve6JV+h959o4#~YoJiY@rc_dUWdEn&2!g
fcQExbUZi()byxo9snPZu^=db%M;Z>Nf^aSd=B<fD`&UmUahj_k1T>7)m<;je?$;aYh7g|J`;?AL
rRX0aPdz^&=2^Ql*V9uU9qUs`7Y^OgCHdAnAnI$--{^e#@%A-G*Mf;#o19|4Jy1Yw@#wArwTT&?A
{KKwwc|Uaio9mskz((IHBq`j>NitQdfYS#Nk!+Z}ZD+$lHMk9_vaRLrl`sQVA@L1EK+CmTy^_U30
{C<HjARb#<41ElY^}4QuKv}30*6J|FM=cJ1Bf^0%)LWz%=SUm5(R~aX}P7KMfWft51z($%fA2D68
>iBbT2T|Irmx3gaw36z5Ln3(D`k3_ckE?asE_Wy>CtwL4p)+Bu%}`@5V=_iBq?6s^Ues5-;AhjY3
~XYhp{{g(o*6lhDTf0ME-sXxO=a<Mb!w34KjGFmy#7pawKTjdjJRtbH+mu!*+D(6<XY*t}=H1_Ib
+EC6*RRtMN=nT$eMclcf7YiJTH3x8|}u$@bQj`N8oVO_sld!K7-fcDJ$kK4ek3i&4^&L;<s@(_3B
eh@DmgxrMMpQ7;E4>rD{G)DNk!~!Cz4(elNJ(`#Y?Z0NE)E5UPzq(uCGFXN@E&-$)CAzovNIXS)`
~MITl+gwLDe&G$VyO7=<A==K2DXQ7E)1~LUqMZbD}b&EQCjkA?&}zc|Er=>o$af5X3D(Ue`r6PsM
~EhNbsd#P=}8O+Nk|nX5zq60<0z-^sFewWxTwV@uf;KMYvds3pO!_cq(ShaP)Aw4RPGko)3WoPnm
Z{JushQi+EPSGBHuVCOo*PS+qPxP8LgL<$XIXYdLKTVs*(YB;<b@6Kaqi3obroxrv!9rj{ODe>f9
4D;}apozvriS(Z}SxrpW>zdLsgxm=>xk1TWKC(fdkcR{ICwH)0O*|yBapkcIwK2_d@7C>;r*1Rik
9}~Qa+!Ba{l76^L%(H$71$by!*O8JJu=2>WlZd+^&i7+^Fz%nJZDVVED!*mz%t$S(`=H0m5CBvwp
#bDde%U?%FqDuDknh#m)K}Y)o~#^2*-~pW$LC`zpdI39;bLcT-(R71lV|e;d|$K8O^&cN=;}$Wc#
2_l-z-IZ5QJSYbO=NB-ZSc0L+D7E2X3{86Y%u==(Xp;e=I2tw$&rNkieN9C~s?I3)D(E!)pUm2bN
W^W+~w$2y->o2@)zgUG|x#*zYS(j<%F-nDvwCbpf~5k924SlK{LlUN-Ke0cPMZKvnHe3@n?Lg8~N
WXsJ*T`ZY+QaY&Cl6C-Y0Fb-3^hS@E>ZH|OWhB)HkXsqX!sq=f*@%EXaIR944`Dl;}#;!VPULRT7
+BY9<MChy+6JwX0-51FPR6d?Z2VQEupe1>y3S8_5fo#CtIh$(%_5<>-TXkmvcKm4}P<)glZ=OYpB
o+x!iVJA=?z#`E`%My>$Cqp5>S)i*aNgO%4*+eKcu^F~w{W)%Grwn}C?e9!ulrIvmLq@Z?K}cmaU
>N_=z|c)wNKo$Q6@=3GTB`~ZVuPE`rFhZR4*8Mg<q0z_8Q9%2-2E{r%0K1E!rUhmjVlnRSew!VRC
C;<5Qzj1Nr-icLQ!^3DS#8iYo9tc%xs>5o!EU4#Tz1PhPdVEoIrxx5|vZl*-Y^PLC%3UTkfy$*c(
p{)n>r8BR@yfGf)A2-a(tk{>j!db#~%-lLOeVk%Q<9qiS7Hozh;CQsJbb>pgr3!SlXOYHXC=!Th2
R|lCjcS4Z$0<9j$Q^cW}m-fDHM&DcD7rP$T2TotHL(iZZ;cCLx{%2v8xOJZ^=E%3oP4abp)7t_lv
x-!TmpmGm7;)$C(#K=&ZQuREKLZXkEHF6o<fL&UJ#bPtq+Lo*og}xJ^HKAXuVs9uq|}5pEvn(pJO
z?%!N$JlNB?&H9o}&|oppEqSqe8T#cK8%WqFv&w+9@#fB-s8Q>2{m`36{v+NsH+@g#mS{NF$Qc<8
#`OvUw(Tgh!Itsze)tm#1lJc`O96cLFDFY<6|ihyNsX|#tvu|=?GTebZ~q(0cSwQ~b(-}E(qe`|v
JV^U!iH~OD22ortH?g4V%HaB2+En{U!CWl`Kti=tk%^sg&bi@Lulx%*M_Ysd-UalM|V+;Ruk~Ot~
3!svovEzgJTYF5BX~zuf90|LPf#e#~%wFe<m;(KR9C?a!H7b>7j1T*l7`LwXb$ht##rIrb6_T(Gd
2QlCREqbL+4agptlF4ZLkhNJ_S6{`YPbd{=(?e#rGv$bd&--ImJ$3e!3!WUj1Tp7N%?i{oTK0Okv
p$>YrMe=e1i<n{GdO9KJ9yP5_qE9MU=2~dw*Ms@Q5w9N%l{3AAhvrm-VXfSk${cNz2iHmW6tkhff
s^Z2r+J7DiS&g;P<I*L#%iXeNBv9D(Sm*<PY`=o${%39j6zcWU~i;82G#+TeoN!0Hed?vk{hj(Sl
5dS&fwMN+naC+nLjR<-wU-TGd!HOIVM*NpvYbW?A#RUAvM1m6;s#k_L0{pgtlzr$(DCiSS(2CAl;
#UQZ>E|f7><i5I1JTv7+2*Q>l?O6DMkCJi%r@2q!?SaNE)Cd4gmn_VdA@$*33Fsaaz>&hp#s9G$)
VPq9SqWXC==}>wXu&kv^%t<(j2QnE#tYYSS-XhRz`2|g+39%Y(e3szl;x!XjoZn-FieIYDj}P_2)
r&*__&LH&ti8;*#D;owPj&elTB>!z=#pFdBMmwk2o@+e1Sz?oM?)67C@eoj&=&kLsxIHm}$!MM13
Q1?@rW4rNK;;h|=!4M+%_*D^)bAPit4hd}d^`<HXcg+TsbiKi5WvN~z_P*>JL**ra}~L)mM1XsE#
#FSoG&sMH$$_92#TNUVIiT+YK(#a7^vNwH**Dt)OsXmjhO&usyUaB4*x<|0E?5p1tr-q?2|q{d!^
lef`5S~T{V&dy+RC2Q=k6OIhQrKju)J>E!Tv_wkf$o+*zbI;u`v7ip@D_h3X3om>0U+<i#Go2`VS
0kNDD_(yW&T#~etqb8lRS*!EaFrhBcrLO$Nc2)Y%5c*hN6U)l;dsu0)deLEXo=X;!8Snd86e~FEm
%0?GB_yhj=t(0S+2E=S@N17Wd#yYmeKdQ3Epm8!mkH8^p~U4cu;YSE|LfA3I4%2sOEkLEQ>c(WSN
@S6?A|xK0dDzL#gb?M3<bJ>lS|>2<qcM-CxB<w+9JZENGH#v!~!810G$7)e<fAYrpAvpci;d1t1;
Xw;m;P{=j>$Uh&h82j}3o{Gb`56chi9ZE7*YCG28TsjL-hRzLqeXi?}4mW#K5pBR1*;pH3w-|GKb
{fmdvz`i+6kR9vv;uODcP-R!(HdDqwMb6#3bv6MA$Gj4@QrRoPu#7yK^fK%4F~Jqo9fEq%c@B7u1
m2+xg=R$7Cwbjnl8C||y}^dLbIGzlIRa!q(aRo(53eVJuuwyl1axtrAdTC=Tl0`(6Ysqf^bD*Iuc
P+0xX_m13G=5Xr$3NNg=TR?-qY{Ly^LKJ1KlVtm{18<NdpP2EMQ^|sZULYXA9eZp;ETwm@VBql*8
;nx-@`*0S%p{QP?_UZm@jHWCYT>YT<MTZ5drkR(LltZE*6RToiwdaZ~30VeH7IL{k7{S0Th~@sYs
+Ij#}Fa-ZE83(mYTa*&k}ppt0matsPTE{S&hQ}C)D)5+H@jDns}`V<~~53`VzgvZ=O@QQsKjAz4}
=)2$<rp+sm4&H;PvUKr1N*mw<%?JH*ilsf)4KO*faD#>B6ooUg5J$IxIahpx%}YSCWN@=XzgD@y%
7(tj8n2_Eyaz&2S&5wxf%{JPT2SNF0&MCLLBJ?SaFy^?t77K8R4PnpXzh(n`l*Wx1?PHc<m-DHd<
$dAcC7tmU!-IelYmH&=(P}H%8lIg{z=A!WysP7ds(wTV(h%AWf*TYh(p0>d74)hOj>!sz+@<LyXe
c{)mK-*KzGhDDtJ)3oZ~Ys(&@J@jvg7__oJP#&^57>-Zfm8%)6o=*uI@*GL3Qesba>|BN9xh0hR#
w6Nu7VYQyeiDvpI}9zQXO@t*Y4>1Bouk4wil?NJObsT;^(kJidKE&ak<&iI|1=o)w21lR`-R@G9%
3P(1lYP8yD`9a2p!cT^EeA7_o<JY9IW8FvpZIYUBqpnlfazt3=0?5g!k(F6^Ml%myqPpJ|w`?(Ey
>XWf_&hsMMxpzf-upX}O-&O#MD|xlQ1Yf#Y;POVEi`-&Lf=*v$c~SGxUoaGvc(8B;i9-#WpXd5dG
52Oql5D#+v@*?`*P!eru`K$#B8L~7NZe0@K7zBrtiIU@%!_Usd|44yAsY?BxaLI!^*@_TBT>ceJQ
dntc6DllCu;#>};1MClvorQw}>OzV#vXBZ2W-n$|%I`BIrS?nT_}9Ja5le*Gq3&-?|KR#9U;HM4E
mj=Pq>FB_c%mUs`{+be{16CAtDya-c<4#jXXV*0mq-sih-<=?}w^SLgGHi7y9z{qLLFTA<e4qMf&
RfpY4&6_N%Au8oBwcbUf$1CH`<Fx3SKcCLl61=tU^<^geGIXK}qGMV4)1Yp<FLeoFbJcOctOS7g{
LNw;aywphv5dx&Tx)#9N9P|MS@L|WsGWNVZyB1mzbHfE9**WlmWl@4{1QFCTE_>6mUyB1LNht1q-
lBk?bi*Au{n5-3=UqsQ`ZhG{zyaj?^c&1wEtsv1Vj%ny1KW!dqhFbYD1f=Ma`kICZ%tnA?x0KL=A
n=Bt4Pa1uiD_6WO@1sXEEtyGbF;cUa@;=StiP(x}OEOOT(P{k=}{(E^*tn`9!>+tE$zk(yk)qeTr
o9W&u&L3~xbGf&Il8dVK8sij=0;*+MrmWS|BI7h#$9JgD#KybQlf~2@fn#-8mOen<Kmc_mFmFg@V
dPQEpzCQY5DBt2^m<4wLxGGMm;*x9CUe;ho^=w`V+avt}aOS|)C7=xxdzYI4Z9+01M2t{$_V>zVi
N*UMb={BpG2k%pnVt<qA0!lOIk<bXRKJU?dQF61?Y6y`Egs3gmkf&d&x2&?%psjL&^UkdC!E4Rx0
|2Rc?Yhv3@rvDs_YE_;z>->L5xg~s)JiRx~?byH4^T{jE*V|eB^$~BIq?;_pt*q82_hOb51$1`cY
ME68J0{&Gkk^rt^z?gX~xr6iSR7)HhGf?VwsMVQS_u<Jo1|UkAw`nnBpS6<h25D4|c;M;NB5*dMz
h49X2XO_KjXwU1Mbvia+6NyNzwPB}Obm&WBupWt^p`d_!fXs{B~vY6Jw?wZ@8inH)eQj~#5Q@cfK
%`T&AUdEx20abBF|ATQ^xO0D=KLf7)8Tw$~`UW^rnL~gI)XMn;O&b0~Yzbf}JBG=^;g8`}G8$k^q
N@d0L2SC}1|)4v@fo&IRLk{6m_95CPRolaApw8E_Vh~cgYkM4V~X7iz~fz11WK@lN`YM2*A{5A7%
3WOI_B%mufbn7F4QO+7XLOGpNsM{WIyboN@TtgH1?pr$*URNMzpiwtg?rI74O;Zl#A0O+rlh>cAS
Zu4HEkFo!C>d%YU-=fwl+|)5x^r+4R8!D^iTAu8L*G*J867@^jwaf!*rXx;_QT^;XsAf<lAs1po$
|4r@SdOOMXjY4a2hnRUw~X)G6fZWm|I&A|P^5an9f($PP)le0#~4jwlz7;pmauNYMI4bz5unC&`9
C)KfKgOw*#OsSm4BH-I#i|W%|Ox<JlsxklIcuqCHn{~<IG`Av|E0eH=-QV+9Yg|qaTZ@mOWNSw8y
GfY_NejJ@*=g$xz&DUo|6lKIx^tY6Y|Ovf!So+(ziZmjh10)_h7;hFt8@f1if+XCn#O#rJVe4zmv
=Yz=q(M_TzWyA(P(<75qc{_6T!#|qbLIbDe&8KHWi};I=HMxM=pt!Jb70i#TZ#dY>wH|u5qmbI9V
uGpqi1EzxaFYLP+n`=grIHc>>eOP5B>tFZMa8p5duV^RO=S{`v5z)mVp>j7x<v9_1wyyag%o1W=>
oTIE4N<jl(WX>&B;VO-hYi4g3=j}PCC9pX!sHAEsU!$8H3`b+1M@)&b3zVAL8iz>rjEW5iHvX``<
)=^ixzHHmY28oxn^<iR0pB|EjLh^kCB7_d;>|<s$$Ec6~1|Ijsyy^>^6qnr-w<>m?|A^9s-67oVG
Ok0{Ob0wHv$NED)(oJD_xFRFc^iYe4s|W79u>$b7;8JZBPU<Md~B7I6DRfhz;eNZfG+7Dr?z(o8R
aawVk7ejw4=PI*)Cl3Md50{H+8o!JzYnBMf9sB?9=yoLac3eU*r9}QN32-pk3B1+uKhoUh)IUN&+
L)q|Sv%@+QKBd4{l<>5gr*^%TCg@#YM-nvWucr1KAVrnm=#0P5kmO^W%tYjJ`+!T~++*nzdja$YX
wzKI4Si#6igv*KF2wE2igMB#EEv=Xd-!lU}mn!cb+w@14n*wX`j)P4)UZ=`?WLbJQtBTe`f>z?r3
`P-IZ?^VGNV-nE6*~#iOpwFHTm^=+P!n9qwTvaQn1&J+I*JIoyH~^el3gp)A<{K@;L&gC|8`~2(H
c9b?AX8X<lG?)2#r)-JY|h8+B+89Bs4Axrk>(>$KgLR}{MD(U=A{UUi5+`Z%;Cj|TdDf}CMFc<DT
i!MRhlbz<eZ5orP6%@0)L{{poD^Pw=GhE#}bTSZ2Q5uzjx9;{`6Uogy1kg$rH`{ip75=S3^#dOnU
s6ETC|J$-z+bepPe+Dmu-v^WH(1TkjtDws5OkXd5C7f&)n&zv1(nAc*X;8hh{PhJrx|1&}&IMFEP
v=T-Zb!*T@V2Pyx~#7hcE8`bwt6Cqk<O`j*z>tUMpymRLDQ`4Wy*UlU{kDY3OJnZUMt6=8muAE)}
&Yjs_p?8l9>mY;?Ifd!+u8T$rHGWIa<|IZJ8fSzYWKs!)SlBEc7!GcNv#<>_HAHJqLJ0-uNyNt|u
iM4;(td<jOIA?SaRiM`^=oJ_A>l~VH#k~2+X=#Fjt}%;|A3ZRYfhTkLG=I}<U&ajYnIk=*6gfl3w
ofqRP{Q1c@K}0#BqAsx)s00C{M$)kSy#6Gos2c0Uv2K*iklffbsmDBw3uAtK|#}ZKc<xe(_nwkKk
jCVxAqQd`B?HD^>Ti>z-}II;p!pki_HS>(Vy^7Cgl21O=!$yK#`3dts&OV$WKRv&C1uZGMg~g17i
Au6(rmjxhe@HK|}Z6izvH&cJeU$9G}1mB04DsZo={7+P_JhK&VB2WCz&`mM*A$7naj)BvRK0$uSn
7nQ4ao0kQNrdSDi5b8SDvD_vP%kgw6@^2><@)kA!{9G*=-L-n9|IKZbUcm;991IF*n7<s4^wY4|z
9H9Q+*B$|Yjx&jGhez^ZznPE<zd^c0@qFZYRkg+emN_e<0jOI|Nl4|v=p=>4~Y5Up~=p*xsh7c7p
-0S8$BcmWEkpS6s<EPh2x`mRNDPD#Sj!HnYVow?z=2^u*LOPoJ?{K#M@o8x)vs4R|+PSr$Fz>g|!
@HDB)5zL6A+ys%tCNItb#hoY%8}mM5+3CS1Je!FR<oLLjBjAmMEE-sn`5H=2vqyCt9?x;R7>`MDy
PKI_K4B+}s^u0F<ebxi|$;=FF2xnamc_@OdJ3Vm*tg<?J#rqST&w!2j_>T1ypK>0zpl2TkwEo@lI
@_}xa=+Aqtdo{xDoyH!dZiK-u5Q=kpnY!%_5qx=!i+E;3z5*Tiw$oqje?^p?q7#NCDwVAl`F~%$*
l}V*&tcv%_RXaU&HdZh{U;7}&{jdL%1amN|H!feae_O}DaF5;T74@ADb*ejw|r-m{)#TGv+ZS^VJ
BtH*8JB>Kl!;<`T&D^QSbf$LUY(38fQyh5p~*>{f|LC58+9Wl4972DVrafHfx{SIauTzS}ETHNiD
>r?kp!YafgSx0nXQJHuW8#FSv)ad0;TKh=n=*7jpbBsqF3mD9C}R1k!+eLv5e)mMgOC0D7_<Q<Et
vd%J4Riez?-&CIHrZF|#uPtgYf%Z8GRRI@Ratx^95=`?Ny_-zm)={OAUpbZvty9L<20w8Y*NVRM?
h~iO;V{r(<8TR=c7TwivfDRR#45Dt)--HSY_IDNO1Lg$tBWU;IgsMfxzsUvCnp5;0u*Jek-9T{jq
Co|oic`XP4G=X`%3(x}*9(ae$2W-pC!Jg$GS-aZ=Wf0Pv77U%i-#J@9CAu~iYXx)Qwvq6tSr<7j}
wkt6JN57iL1t0xz*;&e7M7|QjUWR@V<;g(kZ_IzY3YU@JBZaJXIpgL|GA5cSSP1(!E7YyW(r-7{C
#g38&$8nK3WeN^j%<E+XF@`Jwg%6=%pewhg|$ChM)FS95V_h1+>>y(7*1t%Zta4OjSkbOsK?ejth
^KBe&emHnkJ?E9^s3Xq+)%$&qol%R|~$MdULLnjZy;74JxgBzY!15;oV16HXT*0-M%r5R@^5fze;
A_P&@4+}`g@#Lv#u~+*8EwM!gU7zfEuP)T>->!K9uf#g<K@fB%oLj?&yL4=MsuR;}dP#juF`9=L7
fw?a2Z1pt9oPPF))6w0`ATq}f`h#PDPVwSSrBL5$%*{Lz3SH#BZKk|TI&uUhx+nG$ND}D8?jdMAZ
8pY*p-I)Z12NQ{ExDg&R$Jto4*~4t>kC?1y_E(r_lbTv_LR+E0^025rb_tMGQvMpsoiUtQXU-g=2
l&_~mBCEgRIpOnVYoaXlIoVG&`D_5KfCSc(Jt%V8f@#@UWa_|L!9bQb?3pVqf=7c?QIOfQIZ>*Zg
94sprTB^X9}>(_T%6PQBYg_~I~Xl%T;*)~}nMDuIu4mXrrr!8##RkMNmXl5o<K%FLj-_nF?iuP%E
Jc!`>IY8;`{DE?J&o&nOIx^GHA@XU1*Dre-LzXOG>nlj$udk<?9T*RTWTq`M$B|nYq;()2fpsPw(
1|y{Jy~B6{5nEG#urZ&S)EA>8t(W-w?fW6oV2PFaPY)xjrudB0$SAtY1#<bxgX5}5|P0DUfC<m+y
kX#4Ff5WXJf9M08)x#NM4+8-(BKImRwxGYw^MJS?tmX_LyAxUWhss!m`T7GkBqXgbhIvrZaTeH`1
E<2ThH7nEwV*i_KXDIvkyLES7zimeDLaV9RJ;Fjmmb_PB!m?!++sTDGgjkfeu<=uF$yh&h-h7#%_
W;P}Gydygw?2HMc12P#vj<LcwKX3%)RzH|lznCH7x{t9SA2GNV*Kb;f^#ow7dfC-zg>BfrpQxz7)
swN~@Dn9P-Kjv?5WWjn8A2{S@-^O7OF{V|s{KUjA{_-=V;^aJaPiOhXhj5LdN!v(ls$MUMqSmO)+
wvM#OMdrT1?1^!;Az3C)ooU)<+la!(h>X<1$%s77@_Ua`_{)!=P25`(y+%}b5Q9r&Dm=Gkx1bu+H
=pY#X-ia4#>lmtGn{zj-w*n**^h)ZHo!{#-6N)v8g@zo8~*PvSw1pQ}VP7{}8|E@tva<eK9)4Q}b
kG$+lWPQ1TAh>-^Y-{`dLEv6?rnjELbr4XS?rNiW}E#Qv_fh~dX3j3T2o5&ix%05^dC0e8BVC98O
4qsy-XQ+Y;v;K?`G|9w@3h-d&z=(AIz=zgx_@4Y|~KfHCZ@gy@wf7vyqw<Pb;ho#M%ZVG)M@e#UN
p4uHYknT!j;qQkg847tGwKMd(2O8f<gz*Uv;2k#wD`If4;a4PK-iGILh@_S^>PZ4AdMDO((IoXLD
29}*OtLDWXEtdnTozAU&GD^U?${z=SLZS8b9NX-@8I&$=xf3o=7SNiKLek>q03d7yf>xJj1L~Xj>
UvGi`qQkUx3lk9D|hh@tsADV&fY?hKC29yDS`_X#9rI!l*n{fX8iRLO+0MN8Yor4?h#-Rx#f7ilc
dEv3bF)COT7ugaFo({(p@cl78XDVYnhLQtrdm=Iop{UN71zclKCNLZ~EJm@=4?f8u{xOIMW?fpzm
m$wUPE!J14<OnZACA7BY<97|{2fr||1Mm<2$-okcA&?v46S=?ZnffWYfr6T5pb0kI9gKo4@grrpN
qzxTOv@JN({480{j};Z3>o4I*Scy0&&NgD+Eq|U+{yr`fTVvmlg?a=-wNjl-?BNRu`}QvPcZJ=))
`aXDIU-S4^(>B~dqc56{lN>Mcze<p7CiS|f79e!<?G{!wxJNnDzijC`WALo`gqX*d?10RnL?(vgk
7Z`Mw9>@rBa8^KEJ^1lzMH5(ws=JbbnFYXyV8pow`N%$TH0z|2S}tUcm5LZVm|%^~<07y!hfYlm@
i-wy@m7SMvDY#2sQSLL<?w)(zBhf1%_=<?(UjTDRyeNoi@23z^PS=lwy!T?k|=@}4$1Uf-5YQ6Jp
QMxkcdmE{2Q#$kujxD-DXoZ7oJvnXOUbO>of8Wx{pS6VwIn)SaAKS0hdFmPLkF6eOA6l-n*)^qrt
&)G`=t2JHvLQt7T&F{s|HH`Wz?u+>-ku}lo(GZju!C?tIBZM2-mo0C5MdKwuieT%vU(tdD4(=y-*
k8o#<CTtPl@w@&4(zq{Us>S@h#h6&18~@%A7-ocK=!wBcK>{mGO^@z?@}pcFBxlcqW$=*JqGuVu?
ZqDbkeklZed>VX6U4waB6>0L5I$PgY+ar8itL9t<`yVk}RmCYCS7Qj*Co$F`Z2Xpm-HqpIjOgjjs
KujHxZ}36mzJYEKi;`r>l0_qB2@Zlm^LbOXS(THtiVfbGWR!joj-@nEBg9YVQ<*2&4wdi$+9>Jpi
TU*^S4e+C0E{rzf%b}@oAA%Skr1(r9hRqN7=1SW#LXW5-s*uis-vTg{Q@7uU*0Ug|gA9?M<e*0Zx
?{^ci<>KpPP{$MKvJsgw|C$sZQ``8uK}2-c&4s<CreOA+#RTp9+eEd9^WK4-gi~mmuD{nqs)%qM0
CHMzvU;~U>w5T}Qq=E986!;-V!uTaXEQZ~-O?tQ^N_q2_;_$=>giOcTBrL7j($_!EA7yvzuHK@|1
`!7@I{Uy39;#^WwiP&-3!9$id-V(Iw#BhM12~9_Y`c7BSo+gYT)3n*#GPKmmi*k(Am$J=bT(}nD}
pp9hYa&6z2iwS|<DWeG4z_6`V<8N+5`;(zl*B{U&6F@w3s1uf~`mZv9X|AIaZ2UPG4`qCzrOM-mu
cY}T>7;xdsBWi)k&i1@T4+hf+Fxuh1dCIe68yrUxIZ%PPtN6KQ(rok(neOC+NYyq0yYN4UB_9;H{
w`uN_f_~7rj9<-mVuwNWGNxxKuM#?l>WLpEi?W9-bktI>ew19mJt)v{RI$pzqN4DU_W;3jHb+Qz_
jxtIePhMOckXr`89|^&;6=%xV1>`l0w2u+Tc1#23La5Q{dZs$HZVH*v&O!IG-hEH%b}~x`IUu&(}
_g#x!^8ly{4Z}@4VxKrks>540CQ@>or13dD!NT+JuVx(0S6QnX(If@lvK_ZGTWYHU9?WZq*DGz0#
E!dbUpLInjDTGo)I|J5ZY1KHwzl+fX6s7~Q%p6pD89jWF1azYVuJRSh7ACPRMo)v1tW$$;7>9cx*
Zr39H%Fa#;w=96kQFMq(_h?cHQ*W42iWfx}KN2!>jCZE8o;!Di(VFseJ_Nyu_lbt1#oR^3@p*E^(
L-Vf-T80@$5t^Zs?02M+)Ifq};e-U`q9YC8;7V=r6mY4&v`++~YqGs)+ynS^)H@2eCGPNM=~S-?x
+lS$s^WE7&*vvZ>am=m^sVCVg{MUQjl6yey7p^Xohhi=sH=JUHRg(MbHJ8Rru{=cBz&{F-hmIUkZ
LqfvTfFKvwf#>oV_tvNHtHqYq#X7q$1Kk?QNqWa=M_*a8@~afpcW1D)*)dRoQn((s8h3P5`YS^Ty
R?`yMR&?W~}G-HI2{zM1%W!E>Aa6d#k(TB&%Y(Yvj=0$)d60KhA_f>4%X@soc{#l`m|Mm|li3P$^
LK461oo@it|0>qBPuW8>nwSIz}{4MxHD+R_Z`z=-M;K}V=8Qipjm-{oA8*3XhNBV`#B8wPWQFaCK
b6un~Q~~^tu4y2_zy0Jl^A7x_FdFi<4<0yBN{D6B2osK%7BT0~<Nf782E4dl=wUxcFIn5&jqkQ4X
Ch@aw3|t8QxDI)fZk1SNT4G{svqvsAY^{Z<&^h6S3Z?1H$*;Nz{gip?3Q21h*>IDONE|C%Z4^yl;
9qoR~wt5hqzd#+%N6s)+*Pd)|LvoN1fh;mLXyE(=C4(>W%#<78VP;T9N>80{PI`Mwb40!hicF7{O
Sp=4M%kixY~MJ7;4bIn;l|Lf`SXFt_ZHhR|i!_c4)>?O><1qNk;$DK5oG#$t9o`~Yh`^#M}thVP^
bXT4v^bK(QPJU9K&LAKl_C%~#)u9H;GSvOEwio8$`{x7c!bsq5HJy0ZFY_((*hTB{jZ|Y=_Md=T?
S2EvYlA7|L)SO>{$D;yR{9m|~C#Z6MlbRiF!E6X%ELZ6pTgyqgmV_F*TCM|Q7Cg4YO@r5S|KtM(*
)4N9Zz%=4_2I{GEhqetpw}<yg!o_9>-6mIt5!4)9AVgpX124g>tB@MvJ$YRn>8#@T#XAA884k7u2
O_uT67|iu7k*r-4HDo<_1QSUN0dwCj8SLCQ2exPEk;OAnaLH9T~)uYfZB7A>61TD%CskQEEXTTv0
zyK=<YMPr`J&YtHE<;py$xN-N3)p#^vG{gsRPgD=YaZU0z$0=J9RX1e*EknLGIAk5O%urEW5h{d~
jm-zE)P@nwP9db19<kGM(m`k*4H-I3M87dVFKn-n$R}=L9lGPcdFbz`OaNp#Zi+e%sW7P6ZM|Ie=
i9=jcN4Xv4Ss_F8pqICIq)OPso@Qt9$wU)0wsi4TDtp`Jl@)h{XE74h1{@H3WAL}EYkTi5B15aEi
0-S4@n!lL{8Kv)vFc`F!R_Pi%dzmGfpw3*)Nl6}Yn~>u|6CLq>*M$18R+#vMLhR%$(4{S4!Z9wvQ
9tZk#+{2KHY-$J3i>q<VFO$E@{L*56E9~@hqL%l09$>IY3oSMl&;05u1m@40w$cMrzGDo<k$qeLg
ByqL_IkRXVGB?$w^+A{L5vv}`5FlL8@;lkBj{XjBOK6||<BcC=hrcD=Aqm?fUYU40pVRMNliYmB!
|LM^WeEtKp3r0USwB9W}2ASI~xOp2E5r^9>_gv)qau|US3Um);3gNGf+FW1|sFHO93o$qAn!>%dU
tVgp>R1oPPu;n%+SDX3eooOlhL<ew)ZfGT7vSIV9BishN&62{>;a;|&<HqYvYPV=!64YjFFZO#Y3
FeXZ9?r#4|82e?Ee=^bZiQ~axJpkYAz?P(9RZ~Esg*YjBz8;%_h6_rkAYn+bMb8ELX9ry^_eN2!T
^CQr6NdI{;_8Ni6?lb$i?Bp>Sd|1i7_Bz2lVkaL;Z&O+LeU&ph12vWzJP>FhB=R4{)=3W)6H8Knw
sCHVH?ciwze|wopLiv0rPw(y`jmjNp>yWH!Q4W|7ZDF7}S_bMS5y5eoTpbsk4&6!Fqc^MmoWf8G9
(BGHO{{5W(bwgwJ87sQ=VX&5K!a?iRS>^0jB4}M{1%aC08SbHxA$LrYdK<M2lZ(=fHaxWBT7n+Jm
F#wKUvkPb^V2CM&^DodBUW0%^tAf>NV&_&Yz6|0U4CBX=dCN?|fMwX#AccEWCP!f`O-Oz*a>7;@;
MNp**b30Nf`joP3s>`53r?K!;>oqo?jX4eNNpTI<|&BdnR%>ASzPb7LxK0mK?@E!8>3)AEu5|+kp
I*`<jEWGE@VGXg7?#4f@wuTqXL-69%A8UlZ*R`Yb%gaL@857$2GhgkRF|cO!`wN?I;{1087SxZy3
`0fSP+3Opb@X_I>W_wPt-hv{9T?Nt&G;twN?H7r{4EAifv#c8<WcNts5-6$q~l`EoGij!pW;ue9G
TMwK$6ecEc-X^>Vv5J)!Uo!P{!8EO8}6UgbFs_zdFQTH1%EYcO>EhH0xDN&;O*~9{KStS!3Out`~
u@YXk>IDwnm!p<Pz4DLOj_Yv#b_$#Sxd2JI+r7Z)3j{wi`1$$kaPC$mM?!d(Ay)U8uFn1JWgp2ML
2XSZ>p|7X+LiT7s&DxW8cYv?K`;6oF`^Mq31eeK(7b<c2R+zjt!E3<mks-BVn<aunlIZ|U4Kc|F9
6<z8dXoX(os2B+9B7nn^yY0DSF^6S!&DISnU^-rg{lgeCSUrTvk;=cRwvVvgTxQ^yS!zN9<HdH?9
dhY(-@dE7z+VR5WnmVo4(N9IDg#^aiYqHbtAnMzXn^nO_Ot{N{9F{m8`0*iG(nzFM9YL@|tukw2{
~{bl&O-bAtVFts$4Am^Hm<CA~qM2VM8r=w&(Mp*Z`1mhCj#;b@|Ed-YBlF{%py4pE1#k7u8w1JTB
SauheYv2iuy!9prKa81OBlU(31HreK0<%D{oY?y|rj{m17605&r;x%z=2R7zjmBF`X=<~A!FP?$N
6?X$j*vas4~WJ6l2u#9gG|d;IV&*1;T@`vHbE$5Z=h-)at0WNi@D!;Zf%edZIEi%11j$p<wm4vZJ
mk&(}MLSf-gPt*zm(5If0fXf<tk74$I}=@<)Md%BofmAy8a%?+IcKM#De|0^mu4MRk?%C(g|iW&`
NudM3s$qV{-jf}?%krbTsnPSVSso;e?7>q<l08ygXTf&Y2@$vEMYfD`H|sQxuP#eWci(kH^+FTiP
2OUF|N&iWQ@jWyg<mP5FuHG<lp)+cMyTSTkJ4wGMqF6gf(qQ&i!RmuZ86vlpqu%&mh4!Lau7>d}=
aOCPN1iiruO$MgB|HjbY8vLjhL|<h<-TLJCh%(m}DT0V>OwV}%-r6EXodD&INrsh7)YPGmoAk$Z7
C&JNmYqZ&Zqz%R9MBI$xq&3xD7asr#+=-UCCn5CGS;P&=KQCT&2mspmfM%EE%or?X6Hw!y6GVeCj
?Yz)Y>k8_GzeS-o{niBLsn|tA>RAzTH8~GV;|=-tK}Yz!0?HA1&%2eRE-18uQ>#J?11QXkd86-<N
;UIj89bpBz2lxHD(@R{42lY5pwvYR(o_hcjD-^&l2z72X#-FC9~SdMBmg16cXtt9l6CB5Kj%K0nF
0Ll77+7~Ou}bk|Qvmo7&50*}r?$=)+%Fx3Z1IrM$Et9l$~INiDJ8Ohw-Vym|N70CG(Bt0jxzsLig
GQak>&-=dZq00!qUI;jiOyCKr$qGGLonA*xQ*Q9HdF5#w6<)PJ4K6+`WCK)IaNVM9RX_%uH)C+{b
kcO(Wnl;9yifBb?szS1mjesd>d5p(PiS(OG*LT?YE-VT+jK_<t{|Z2Whri(c6ii}qDL8DzC@OF9^
Y1wS+_Cwebm2JKS*Y_@#X7(n9uIaJ}hmZFX8c+<m+tDNUcPeeQ;|gQD8(wO$W1NL<yTZ7(hz%w{i
(RcyNX5c~tVz)o+S`8ZTmozOfsWdc~>wWdY)3h!8G5b2t}OB&onJ9=hly(ObU|83fDoM@bgSrg(h
e_x<cQO{kq9W3(aGgAlT>Jm?dS>ub0{!SA4hpV}ezc6vHs%bUs!g{^e%-S5Q_^o~J$OpqlfVr+Vg
pRxx-&msEKVrtbJU$=DaiSjH}-TMa8yVm|*GMt)iZy*Q}86W<10j3~wsBW-n-NcPyeBP)ZMh2Hv-
1Ldi!h5zyMWQ1`pId^<<$Pqa0j_twe{rVGox9xBhD}{FIvh@G4+&bNa#A*6b)L$r4X5xcF}W5eAc
Ro5aF)3<sw&P|&SMgyaIB03tn-D5HohxVxS$(|EA%~v{i}Kw$n2`-W|v%z(rBnOi;FSfkj@<KO?=
`-Rm^JU?11pL)^AJ8R(UWZ@m<y?`{5+>-LmS055?Hvz!0j-d1S|Go^g?TdIalSou*G@qPKSXI+a1
mCy*sb8qinE(9t(0^*@ZML*7IeAc#;Mw2O8+Zp)d}l2rjt$0m$l!xfJPaNuNgxNfbS_~*JyZ?pV?
c@Dkj|12NiqfOq-Ss1|5zEydp#cCv0Y5>B~wn@Y1M0;G=wNs+hVNsVH-t1KCzWUDazct;IrDo+c{
Rkb?0P^FWym<;SZ`J8Yk7ofd7S0TUUJri$OsT6yd-lR{CmZ%wPKf_s+LE#qRo`R)pwg^Q{<NM`N$
U}IQJ8CCLf9U;#Od4Jp(2m=`S@Z92>V{6FHT4ZkYob+`m_5&NTDtFgBXj2h`iXaeX}pI^9Frj3KX
d?0GJ{)Q}Pv<@nVXI_>{^m49m<A<TM)lTQ2xZ0uBEhF_-JDkJbA`agOs8UQV%B_#rU1=9eiy!8z*
15Aut1%X?=AFtWifAoTTY7R+Rso+<O&Kmu1fyfG%2fa;c?Uw$YKwO&dF0+#SOkXYWw<blUnaxg-*
$Ddr%hS9@9=q;}0Z*6)J)h&;ihP&NH4?o$_brMf<&%!QaEKToQdKrtVx~BNNL{(AOnZ24Y!_GLJj
tXlf`Im*zC4Tclvo`BHu?2?~f^VRpX=N@P@aN1@{=ll+3Uyqmsq&)wX`KDytv>g<8lUV~3ckQ(X$
F&_IMh{#1{2h%Nb&++4VRfBztp-Kp55XKO!HyG45Q+cNsr^S6F(fY)5owRW244PO$D)Esvna>Or#
Z`zZM4>)(81~uB4ki5{gV|%(_-uOv&Rbw{FK7XYb!*h(-Dl(>3yb>NpH!B6M=AK<^Z7GAgkmqrUL
qnoWwL4*jMFiGyWK4@u~2`sv!IW!lszYfe>g{bpCE&do=%qpF;r&e-k4^ns(Na;Odyrc2%<7^m5D
-IADrs#PCV1D*@DnAeUHw$R7$w(9#i_74j`kpvhMAB^7a%Hd|kbwgBdI8Li5Iq{^G4xNK9ujjL{d
E=9nt2islQs(E84;KRi3WIeQ@7_oeQZIyYlFVg{`0SaVHH2>NRdeTR2{Cz$2(|=T@YbM;`KetLgU
hP>?WEG#CT(cbRSuYIS;}#Byjcg0L>Yt^(Eu3k{pPNU{Q$kf4{Dq%_45#8p+ZLF$N*LhKJA))VJX
T+Pt7c)NyYaaQCeTA_bP!NnhrM+R|CRH8sC(cq3ubVS{m$WgK=8u*Uchp-Bl$LYa&;3uc7&Ii=c~
7n>6yxZ7lr%=R`q;QP}=z09=s^nWTN1cxN$~4|RL<ERU-S_<2T-Cnr-Vo|BED5>hzVDuo@Zm<BOK
Crj&lT_<AI5LP_LoAhM<+F_9PLFuk=@eR06fKYBU2o{qQz1dtQNWPI|LunJi9s5@c>h_VwUrQLB)
#+bLI4LS7>g8k(1YZuW-TMQ)5<CM@uyt#EiG1pynOmW8Op~96)e3$$W(`U6G^<m$b+e6VN=)RbB_
nu{{hVA#I=t&soi1$>kV|Dr)_C?%q%TNwKggu(z3{WPO3nH|i4x1#u`4i4%)-m)GCUTJ0K922(dV
GLy^QOX<kCD%zLWJ0Lr$#<^8mBAt%R=pafoD<Vo3GGK*soo?v8z^+}e`qQXCpUU+0fPyX?B>I~cK
)9gGjhfdBl{mtv;E_G*;}yP~hZgJ^F7EFaDjd7+~y_m6Ki#zop&x3!zTk&YvJqvv0ok8*|4KS8OS
!TG)3Y|CZ}T;Vi~Jou4v{BeL0*!_cT>$YPsWxvHhSQU5G=F>3GD4n<hhH#cD3pGHF>3SgzM>{?tq
0H>Oeu@Brv!KgTZv6fcMZAu{o05KBc?|!qGx0`@yzJE2<9GXhmvcR{?giBDptvS(6cL6HEuXQ1<-
;qccD2sT|Gd*70F%Tlz=#krh;-RlsBS45-#|p`r+l}IC6q5G6P`lf2|CG6Q}jS=mu1kh0qCP215m
6=vF^rqOo*<4WcJ~v5fJf&``zzskEYQVWvyXS*u}*;gnRXkk+Mq=wq8MkTU?KuILlAlcU%+yfEjg
m3ucnSp~wNTRHHHp+VLydy0w8%7y8DfW!xdNX1dZXw!%3RGw-PtBIg@v6sRJ{L9VM%2AgZMluyOJ
<fLA^9W?M8-8|Ky<?$JaRVUT>s&7kU96&}z;z{*CpS_K5uR*65a=*@EQj7%N{TA#^G^l(d5Jy{ts
7-K>|2CPFoEAY|_))wE?g<5m%JJL}@t)~21Z4m2Y^MVPm?4v~RSAcKCFNul;;I?YQaewirh=(|f`
ri;HClijbyAheG80Co+1dm$R`6M)#tYx;TXS?hIuuBEJeUPrTtxy1UIEA1%I<Tg$)M$7L+2m}Jv3
nfFiU4Tj6%NtL;CD4P9?sO0G3QIK_6DHB`}odB!YfP8A$B8g4T`iOEN@hY{b6g|0Qr0PxP;;eWsn
j%Ugx)b+fUEKTCiq<S1evfEd0`@}05$B_r(Axf(m>GH}CCa{WjZbXm;3PiC&n^xzS+2Y`vc{`PyU
l!^X#k`hX^|ACdDo&j++TjCpgmVKvOe+0FatbNT=C|!a4M{g8__}~#ZGRm)18@irmDfNEMM2^y%-
jzH)e$z(>_Rg8brE4n6A;T4BYgvc{o~$msLISo8eFVICC4@WnfCqaNbaVClkzh1SO@!BF%T*kfoP
-qiuTly+6fI6;?Ex`l;q+Pd&V_l-F9Vm;mTtG7Lc)kB6|zc#OTcW&1fgRPPRJj800)Psbj*`;18i
*5b`|w@MH_p-0Z=)XGJ!qlO$ix}Cd$hyZHZ5H@yFn+Uk(C8vc9(3R-`*}FO3a}0zBX{ESneHwk4N
II8PnJUN0FcGN|xNI;0T}nLqsUUM+yF^Juy8Ss7Y>-HYxP>ld!GuazcWpe^UVh<Sy`DAF9N3TFO8
!>I74Z`}N@fBa^+|FPz<Z9y-X!msxCf7lkslp8(AKkBF1jOppCz*QYhgU83-zg$n>zxb21UXI!__
+~DtV>RUyex|5zJeP1<3SJtJEF1AqpZaAobbvP9H%1=LdS1^gazRKJQ>J-!>%2jC+7j7ri)i8WgO
M+Q*o$DZ{w^pJ&%3yX<%xjZ+R1pb7z=AJlcEO{$ZAL$g5i&2MgUfDZ5627i=%Ta-y#C%-CvBCIJ*
jo+pI39&T9L8b;P4e4PG&&u%-g2m@Si<@O#LswQ@a>-y(d!byps6_Bhk*>Rnpu8<aY@YqP6kWDG5
N94{mQq`@u3&K1@^%IGW`nTCxEbU(7Jh6Ihb?G!v<;<`5`=;@tr1W%9W9eJ_tZO&HZ9GMV^o{yi+
M_ltd0w=kCHGK{RMW2npY=f&mxBdgUelU`i{^NUK$-%#FPB<6AqX!B(ATY(~RI$Veu()ta?dF6%p
c^?Gk-sL9ebaZ!<SR=e?kn=ESRjSo!TUY#-;x@U^|H@U!AA?4GJstp608rYe3Zi-nF3tfFI4&!YO
`KQgG4zE%99l`z+EhuVH>dV3twA|!m1*&!6TA8&v|@R?HL57gkTNV4r?~L&@A~z%;u3AZ_2`+nP>
m~rpbtdFuOWCxV;bvQyENu3)yD@52P%tT$FDE)<(vZqbly3h*}1CySqJ^*w*!&t$~g;X{eyC*3vK
;iTgUqi`{z~s30fSTg+N!BR4MOL7Z@b9~9$*o$n`0LEE?*F@aRJ7dUaJSAz;OWuH4!2jC9qS*&yZ
ahL`csPL91N66B#;O}S&A!prVu>9;SuraOr9L0IM5@z4et>0-+O^8`Ov5FugRqA?5QcLk;m<x|q-
SI#X0vYOxIxz6DjxIp9LKzkrq51G&jJT}HZF*)qOYm+myvYRr3@q*})C8zn-a5<;b@V8$HgDDRIH
CpYCd#AoI%P0-pnviZD7%7X6O_)Z!ViH;sQo-vFXl>=X>Iz#gXLyuBFkm!L>XEt=YB63rf6sjg5M
R)Nk;za^A5CtqfVrWLEegGenPN66eRsk@9(f#0R-!N_&Vng^k+~@ch>cu;*(*ih=T@=fcuUFZYso
;zdxL*L`fClgZxxas&iyhl*`l#=Ssp@j*_E)E@%qDIlu|F8{1yASZ6W7`DX%^tn?#dK%ixHXSfgk
Ma^dVm$(M~=wh6a;JZlwMS5&htGGUp2mkB395@3J#cQXQcf8_k=?`;1A*zpSNooSDMM~O%FmOPpG
K9g22=JmX&Nn(Z5K4`L?ER_M-cAsc(4g&3k>4MyZ@lw3gM}>mNg-|<R0bJe`+eu`)=u><*&fkck|
Am+3E-cS%CKr;ng_p+BTQac9cS6Qm_m3?%jJ!L6ZZxDj*&k_dD<oIIpe>{sQ_xbX5<QrRxSb|iAW
y}NQ+Sl!e*G8mp%rfic<bF7wJ&_cFEZ70LoO47RREOShGb{Vr2GHC@<ym$C5G#+iFUq6?;zZytO6
|XyV?r2k-y{%u^%u&dlub5O8u0c~RNdZ`P1WrO*ezUOLm!X_bTgaZXPg*1F~y(aum5c@7DRKODy?
I{iffO`0~q+Ce=Iatg6-J5c)Vi{53QuHe1hJ?J6u`5dNS@(to4FHY|?Ro}n<(2@$FL^S??KOIIlu
MIj<%*~riTyVkuTG^+n@~SvUuvvUn(Y@Qe1D;sJOFj8P5o<!&zuCDn7dmC~!2stpEiWY?w#cMpuI
`9<oRu4Q9T(9Umh5`LOQ%~2#7;)P#Ap@lr{)U!+qFfs_7LP*01-DnD<{MU<6z3~DEz59qTgqSaMu
E~ecaY8I?rV!#}?anoB7rwci{OoKw-nTjBR{QAA!4lxfyeF&iL~PQcF2N`H9cUf9#||7cp|q1BG|
x^sp9nEB(!GUz}d6r~_Bxwpx%x9!&O@r8VzI&3^jmEI<lEZSw~>VgQnZbYpuC8K7F*)Wri<!krQr
^$6eua%ad%RMQ0z0ey}q*XWP8uPRoG0=#C!bx5&h6J0h4{#2)i@T$nOFEB5nRpj2-PMz<#fW~2h-
6C-^6dcgWFMZUiiHfTq1yVI!o@*k{N$y|1j4tXdI%VlDnxbB_rS!rEIn}ezr0QPJF|RxeG>OJpX!
dxy;XHg13da-TL`Xv^H6RlVjNsLReSd^@*55|vR|YC@uJk1EqU`zgHHE%MQ(61`=C~`%obksX+Bl
+Oc)Osg3_inrTWZUxs{!5P_68T;f7sMFYX^j#VLogRPq$#I6ZP2l4*Q~Zr%8E;M}aCIuRkv~LEvU
x%wCgAhtA*ehMSE<Fvf*O+u}OLsqFKib~b@BT);WKHVw?bfG`_D5l%j5_HMP)YGsS~;b3{M!OVJ2
PMssKXkEW*JG2p9HXl?bn!@6`HT$l*s@xTBCyWrDz>;ncfiz5R4+p^#*umH}Hl8X*`OX{E7(M5f%
*p^4?P$q=(^$G%vNfd3AVf{jC5wkgcUMXO-=gze0~Q$}62&~;`+$bh_P&4?QcHB9jL9aH8KY^%gr
vZO1pzJBLgZ`4)7hkQ>7|bhe+|RGbs`C-i<QYb^KBe3-3zOfEE1*^%$0<ijEnvdi_7nWlV0X&-s2
2BD1JQR+DZOw_5>qBxUU^o$B%HC<#Q*`J%l_!#H^DcuN7c7VWL#j1{pM9jJ@Wo3fh!{ts)vu2~C1
JL}jvwj+zfGYNh4%n~OAG5VYC9-{<y@=V4^uIM)Me7|^D5z{%L$^i3KaC%8YMw|qy1_6R2x{+WUv
MCEpJrVy%(f*^&W2e}3fvW7^RLToFz<=`1h<6%aBa=ji)LmfZGg}XQwPP!!pNKh({ZRg7haTPteh
Cq)aXUh4Vi)=W_(zj&a=b%=~VmQFuUY>2wJ=?w6gH=_^g;Rj@Exzi=fnN=H?yfsOCnz}=E_V$45k
-4BTLkRQ(K%ios4<t0aP0KD{|{Jg`eslOM3x?^JtIm^lH&R>ek}B9z=r2zL%vf;V!Sy{z<Mfveo?
^W3pzn2z!GnM^7os{m%Uz3+2lZ6>jAoX*RI)|zqLbL1g)Fk-vr*oaPL($Ru>7HTuIV(l*e*V#Z(*
AG!-$D`yIc(T5ZNilwTl@(wa?(Ay*4NbF?-_syQ!CMuv}^E`2V@c2i;%zjAKrkjJCgsO_9g>DfEb
ft?W=cdqG0e1pV8MB|g$aLD2!b5%2%SyGks<96eL3SK_YOPT<~dYbh9%R@Jw_!|k0ewS)|hfXf1l
`}S4`1Am|lg;C~U4bu)fOeml!ZZ7;sm_;pLC8YUAKWw7wPbp2_A>=;#*DUD3+-9Kml$1Xp2hI0wy
0|{AJK&|)!VF@1>-upWt4@=H{QMj5rhT4Nj1b3vv9EmZ<|g8?8SDhqjiUQnR~k%r0~3yCX7o%IAh
6Y8s8pzJYSUp#VZy{2ib~k8)WgneZ308ZyL2G5KRyCb^-$)SXB1c35jJWICa9@(4IFzC5lRKXwF|
CJ#rjk&=bf}^N2l1U#X<}Qvf4J-mXrZ*p-|R8GHhNBpTz_P8Z}zgK`ZS{b8{EM#TuQldCy~M%bLO
w`4{5DS=$BF!T?@@kpMF(A%!Y&99l_z7o`kfhH(F91*>;t=en}A;VSWSj(GF8qE+P$*f`K^_~b}E
PN_;xdP1X0<enzhRA@9QWz;{C)Rr^QAd)0&lWNzJ^h<=Ac*v@b8CpZYp4#Q$iY_{kh>S_#U)q``x
c+HEv|H!k`d0FwoA*rg5EPE3OW$p`WDoDO!JYYV+(OrOgH_k_{*~Jwt7tC3$0J6k?W(h6g-r2qjG
MXQ;c4PbS>n0G`?A>kMujl+FWZuzsa?Jf{#6na34l)5@&MB(F1QW_m%f4r+LOBx95}6(b2P49jo=
}QvET=<xy`G2XZx4Y&9@$A>{Uq9h?^?tia&CJEYxO7M}6x5L*0a@Sxb)_|)gyE8c<@1}y*lCvt;{
JZZj(Ga53=SSEs&4j^z>laYg{DrXGfZ7^}iDEK7h<$Ce2ZSZ)5NE^%)_zp|aGR-cpS(A(L4w&@t{
a8rxrV3qGXoP&N^%u|N$vb%x3YaZr(RNOpn&}uPugiCicMDi~>jLkV6ZI__ASo)T<u`5vz9dEOHD
eFMGMJ@^C8J6MW1fSU;yl+4UW*6!g+ZgJD)R6_xz_@xDAMEc%H+Gm%-Zgw{uuiB+0XEOS-@65)6m
ZBgO)K!Ys4ovfV>UKC&X$&rfm}8QJV~`uK2eYqtiXz<2k$CgDu>7VNla&=QV)KN2}F+aP{upE$OO
HiaYcD<abOoBJ^4b55K(9h?isK+`5{YJJ1sipHU08Rchp=mlR7moxmB}OB%|->kbpxeyoQ4!)YrL
tv|Sau1h-OX_WiBLm&}0=?)a^UU7PZs7rkR5iP~+6zb)THVFrj*T}TBUuZgk!TW>0nSG=XdoUd2M
UsdT?=2X&S1)0vYaWR^imZ}_T;wdEg=9B@^+FS6?uQIrFzAaHaRb3cL_tC?xsoT2%sMhX6xtz5(o
i|XDJs$9<AZLxm;p1o{I}X21T2u3E8dr(IYM?OY;zWQT0e{l@;A?l$A~GvITI|GZUA_iHly({j&Z
$!JY-9Y;*YnDO!W|&$!Pge9c|wjv1YNaAEeL9HXl)`>I@Q7_*|z^*Q&B3D2~Y=%uz2at~sCOe7k%
&eq8&`JL78gAC53vLz%5;Fa9yjg6DNkMBM>JO3<?|%7tagjnD|O8?1%vdLW&TArg1f&hE%E4|Ma3
|Bn@1W4;%H*3-kwMm?vf%2h4cp|iVnx0<@yM0w#yGxN({YtYB@Ej5Y$@>RG5v$%L#$MWSbpg8O?6
X8R#4uOX{W+sQiMDCRZSRf4g%IrvOBF^m47c&9c$J3(k{Rl`QI!roA-H|yNq}1}B4`QLmyD#F=FM
z%{+yEeaEeFm_IJERA9Q$=<V|d&M%_dW}v9~=mr&KpLZ)m<YUD$kig7FG$6&C!-L0qsgUo-hVB)+
S6*zUm1`6yiXFfDURYi4cq*24Li9H~wLd2pRD5GaDEptu%f5th(YvbAK}i?}A+JiHST&p;OqMiqq
U10K-%9-V(<5uSPBESBvpaI|8`JaB=nH3Gk>&X9~<scz13$!b&6HJb7N2|SL~;(YvfAtQMg$J@NA
Afn?1MKC#!A#o8w3t1ykov1kmGMM>qHh0HweVW(DqxrA(dswX=o4iTZiqCS7c`2URlF|FMCAtQBA
};=V{R88#6Z@R{_?33xSM1B%#Q3w51Xwa!g%v}<GZ4%FY#uHSRMZC~H&DZq%=#e9uM2<1!J;xL&V
Zc{C1hSP*obh4F|A+@U+=~xdGb#2B-q^Au_i327o*sp(wq=&#)+ATPibf1YL`~hF`}>->ej8=W|=
f6;Y-`;c0!pjxL@@`P@10}8AjG0pZ3oEhd>%OG@dD*K@%M#^*rR$w9@X%KDvBOlK0Obsef5<<#(1
p%(2qlQ4*#D*sGqG=Hf*N0uS&7T5>nMo1n`>LrqKb2K=J7)F?6;gCc0wi7w>BloA9lWr^g<eH{A+
fp4N17w5iGp|}5u^Ox%vQ8E#;xJ<@-V9aW?W!T-&1_Yw2w2Y3M0whmc3FkYVeN(LgD^7Zuz$zri1
nu$I=N~x3@_GcPtz)u)iJ>YW@<6x?)$*f=p&6wlM^|5U1f1xZ>s7kp+pLGn9(?;}SRHeJ%8TjP@O
I$U=0$(Oc=gO80WShf*nVJ3QGpRhIlgoWoGfhncjTFGn8{bPq=tUzzhH+np%%|RTj^v{;r$&(mn#
Y)743XNzKOXPOi=xlEuNDO>Py=wHXHs0JXXIr-$N4XEm-*;Ulp$KF1=KsvqBem;ZcXCIUN!E3x9>
?9vUrEU+uL0R4m2ce75c_a2^p(V=+~e+X%l66I@O-oJt(Z?NzLP*sZP?Q6!K*WrOj&Ltpz!6%eg}
-Ykr#?P9&3sWtlq6+32N2gruXMv*qANE9kcc-xwfi+|w~RxP6wRb#8BUIK$l0$GWhBP0LY^wr<pX
Qj$<s2ToJp_}3_M491VxcTnqPryEezsLOOVqf*&Rd4D?5pPp99{%_0w^Br0c%uGq*6WE27;Q_Bd}
46FbW~EYgw6o(IVoS}z>Rqhrr#eg<7OINhTyWZ6^r4l%GlO#wwDTn(Q{)%qH_f!c`nsT+C%Ei{`=
DIUjTd_Rd-UOF?}<v+WCZq+E0=*H;%L3P}_PwHs-fUGkt#S8AJ$*@Ll(UJ!wG?rDb<d($TPbdu28
5d|c@9U-y*}k|wJSl8a?gm;?|Jld6uWDlj4y7+fC(Kg>bRP_QXlCJB|gH49z3<QUP4z9%|V=R5NS
S)pFCyVlGSDTs(x$)OxK?HclvOzYujbTEx&h@Wl#>2V_2b%$`fj^gM{Ew4-{rYr4Wls0rv+gSX6f
S1w0Wz#xtR^~0|B4cQ;oTW~>`o)pOOEwpw5UCI~jL|oPR1$11|Fat%E64C{YylrreN*aw1tSs(S)
i((oKFYNW5d0MMMdGY&iIjweEIyiF3uIY@X%qdg(b?=sYNdsEGny0U9{b3W+&Hg5V)?^`=@~Lf))
NB&b8<Jby}N+WGlt-Z_u314B%vkRKUvQFF5A@RR$M^+yVm}$N@v|9cI^+;rmzv@gnJH6Q3HI-cdV
mom%<)3`F-WJTZ;EDU|~kxb}KEP1;SZ6T&PL=4lg1ZnN}od|2jG81k(guC}#Az!Wx5eKQIztCvwt
8uMoQ4m*%kaiWbXLDskK7`C|wKds#0ZA)MZ=qqj_J8y^GlElAz+n$SlGB&v(mG5T!OejTxi#N|bH
sh&u&`>wY_g9Ky+6R(*t7$z69hROi4?xWy6LGio9V+CRgg5xCH6<eT<jTcoCSTlWevbFE|C_|UDW
ydJzf4t2#*^R}Ko(GTy~bgwSnR%;WlV{IUxV_n_G4_W@KIlfca4(NU&1z=<Zu;dKfA?^3IH<PPZn
&39Rf>Pr$yv!^Reb8T!yeFPOJ;vSM2{kr^b9p1gc5pNQ$_|W#bG&bfpd)USszsC2J&k-oZ<yK^7G
$k(G&<yrGm6wwJ+KIdYWJ_J8M+I+M&8WT=~HczAqnt2hbV|BBJP9{mGn)5+-xD0q__NYgB?9|$Ei
l?wMo2x7rU_!&hKf{FUg;CfP}2g5aWQw2?^SG9krwBejQ{L&8WI>p<l3?SW}1!tQ;@BeFT>pU(Zf
UY6GyPJ}8>p%fhf!GjLjga;DZ-`1Zv*~l2SuW#_q0Oy9tTX~l=&<>%4HLvn?io+&K6Zb+T}^B_-A
v%6!TSFd)1;;DdFhHVN+id31HF@K$&BQy?5&^F`J@m>NNC8jHF<HK6UfavGQ_tITkTnVe>`*ybT$
NWpS9Xr?|=fY4#?34(|>aM^T;&_toz?nL4r43?l2isqO*Tm6MC7ME#L<VO3w9`Dopzu8KBBG3H_c
fI(ohaiA?%=TK;+k!Mk)9ijtwbbiYQGQhZ55(j=t@G2I3(8L%rcW&Z13D%OTCFvetK^1?@;B6w+a
>xhVC!-trW3G+xtRI#)Yi8aDNC!Q_gB19Wn%k%n%R_9<v3O;aDH7t?gYJ1&y26`g$2jQZ>C(5>NA
VB1XV*u2@BB;6FQDM!wiV$)9&Kod;pV<x@B|LRX&d~r5-yf^lfuCSMQx!>D1}B8OExN0k{71Q-Vk
B|(T%a&WIRmU~%*m7V?HP2~NEstE?zv}MCqN({sw8?5LlLQ0IkVJvgtXf6A6P$Fr_SnkE)Cd^qT?
FNaG#eP0dXO@FB_&PlkiFU1gdVOCg}3kEjQBAvZY}}MI!p4&3*}6nv`NU^emwdWWG9Nho0ki9S((
$hN1aG?uZATvndH%vU+pRZ?I@NvS1FJfBk|%uXh_9?ip*inu<=IQ6%9*mwff^2~dmx+6&uIHN=HI
Z$xg=W#g>}u5o^l`L(^bfLM%@L1<PC!o=pAvz&F-y8XO@a(Qswc0@oJ*;g&5>6Lk&HoRA%A<Rgns
A7Yww}}{nr*CjvuNOe9vIjgeS$~zp$;MHh0-Rpytqa5RO{_u2GM3SEa95h9Bq#ShD2|QFoIfZ~3d
;N|@nZmwG7VX>40(N<K#EZeKVWr_D@P9-onF<#@sJo84&O7T3H@zyJt#<bS@d<IN4M26su!>?qeP
QA<@?h~el>%8w2lsB>H51a3wbGMIsKndgYb_YPgYv!vD}AHSUi6^AGreH9wae~mgY_7X2e(dfuzq
msf}yKJl7bX-R0r$3UE~8lo7;c-4OO&0dVJPiGlzy5aUjWuco?vIBPSB@}Dqt=96@4R^Z(>k3l05
lC%r^WSSgD*ls@Y%geR$eVOt|3|?hSc&9G;OOE7xR<;N1ZEylT_z)^D>=Se`<<BUH`U;~*O-O7m4
+Ojm1#|EJb(tZQLc0r<wF{wFL_XufyIV0-jDm;a{c1mbjRDa6$bi+gqUB>x-#zUg!*O94&d>Y=bx
<7sLNaR_iQ>MY`45I*<x42eAhs9YdY+0xD_jSx?s=3;9dsY4oIFIvGnROkkbC~Y<%1tDBIzZ>0s!
899r(GGv_%Pff9T{oZ6~Q1#XJn2EzX!)`Uk=?BlWhSqSRfG79}LjOD&2{YLDlABQNiO;3{>h+y}u
9H|DZs{ci^9ua<p9k)!RI9s>=})tEUUybc!(!ZQpIkc)Azs3PaXuqxJra`${DjtQS<E{n&{YoUmo
B+5q>QO5@>u5;cemdn5?@Nlj%q?<xfgefeXt^x&TM=4jJflaHzKxfAgyKW!%#EWJkaOv;~+2nOU9
=W=lc;+cMS^B+C5?BtmqsfwONawQuCA<_I<h*Mp3pZ{qVSZI5L|ILE<J{K&vzW*%<IKF{3<jyO4F
@`LTK87H_xaAm9Z15UG(h+S8vYSv*#`|mkHcx;DjEu?!7vyI=n|Sk<P@b@l!$Iv)r|tibK&<&rnm
l*hI%bOQJ80ANe*2N1-NI);9h`Dwl4@2JgKNclet;sNH;3)?beIn<T`rQpCLKI-xsF4JBo23x#2w
dW6orrj8oTC<+s)q*J=|<!;H^_gE*7P4u`Y%KfF4@67v3FAtTO%GxjI=8viNv9GhOjYMS>W!wX;G
SPoDHGOTo=&w`{3c%*6B1*RX!2hZKHh_l+7{mFFN@`sAl@!h>~(yN$}S*USFyPQrcZ~ui$@3Fd?Y
6Ny82O3dFTG#?D&z&KS4%68fRCRDXHNu}1pZUk6Jrw}dEv_kNP70Ow2iK98PfkB&S$|#|kgG;Bn`
RT5k5lG)OcgCrQ{3O{+f{Pr<ot7jyy*h#**m<?o@vv3$vO}u;WskyM#dvWYCLZ0ht6wXp#q9vQo9
~7uL>^*^2YbWIbIUc0zQ^~u;-u@E&e8hCt#Al=2K&hsE?@a^eN3MIB&AOz5u~GnB#wl6S?WGPZ90
To}bPaF07|?72tmF;4M7oY9B4a$G`%UB(Ju=m|Mle8ApvYYd!Qs^sNSxna&2jt0^jBL%BAW<4Kf;
C62@|mVRT@0ji8hO|VT}f2UwgTbF$Rl_NryN``d4>;%^=<7>!a(}Qn0ki!8ivW}sU!|)qmcBj^K#
WK{shwG^udG{KOOQ*`uXo7E3GapVcJ!1QdKiw;rA$y0RiBlLPo1_JWF%$Inzy4_VzNX=Q&ES{(J2
1SDGDVlCrt+*Ku9Bj`-<~+rWk`*mdEL9SMhbqW*6!7Na;rNd3YvpZ0Ig>A2WR;BP07+mej_I=U|O
Oc7_=qv=Xda26~JXoiFYQp*Gs=I5l-kPJn)y93Vq6Awr8+!u>6sdzmv~(bdbeX$@?65aBB}!7Pe2
Jceu4T2?6LU*|pZ5?R&(rnVL?HUd{I9lD`cynLgG(##<d!lElXNs);g#Q{#DBeAp~<bJ0~%aaA6=
60?N;3A_#0c+^Mh+pl!m;g<vnf_dr0?47*4YucdvQRc5`r*%i!I%6Bo{m&u^E@sS8>IqsH^c}6wb
qgeaZ};5-R~y+8EU)oIisUOMenklx`or0tg{79V?rZ{|q4$d))#Q|7RbHQ5wF2F^Y&+z-c4%kV(b
^+THi;o~s+5>mA|<$xe`L*5n|=C8%>~;L5?EZ9be2I;c1!K(7)>Xjgev!cwbByx5uKmaHXlX|nnM
qm1`Ap!Ed{mC#7?Fd>lv7~fNpMhY6@-Onc#{3^R>D4e#W7AZ+QoLf<n&QE1cK~GxHjVVj2{YHxFQ
tg@o6kM!eu|O}9W0ucbZ>SyW1tJCn}5ft@G$i|Ddd(sbvm@vF{vQhK_T0K}X#mhIpNSYstCLz_d8
B{9GfjX6tFgK4&g&+*iIgdGEZtL?0^VR#z5912iK#jo)J2a;AvpXq{ij}gmg-!CTu!S@Pn+810Ig
@Mpg3^wguScUBZ!Dk;!y49F>YDBE2y6|e^hr)zwM^@QHBD>DV<RgevZR381`D@w~lnKj?+ARJ6C3
caUwK-x&qWb}HJaWNF{)HR42ftfOVY~F7@cLP;o!i!5<s|roOo@M^E{Bl`ml&5>mT1m67e~0d?5M
r^+3mTe??b3PBgI63UT+kQcmtrJsk>Y64p6oizTS0+aLw1G`DP^5BS8;r^ep)RuHDMD*#W?PVAB3
(m#P}%1$B=pEEmyY7VBy*+97KsbEEgmK5^dyq<LBF4GhGdw#na`HQ@!%v&&(NUZ_4~xYN%kPmevt
CpcZl<S_uTV4xmtD-4`bb&A|KBY~?oX7NGLLDz`(RTO9(emk4r8?bC-0VNENi3}s9#*DFajdzCB6
?sBVv$4$>ZBrY9T?f7r*|B@pC7N_iir2Fs1PWewahslX3~>b@TFBIAa-+o0k2L7l+7Xe-fiW!W=B
qp-(`|a{P4y>K<?3J|EIjq#+P$miR5+ynlYyK@h%MB~UKY#n6Zt@5@l-G~gsx4>KJ>W2lvfw#+yl
QhqO0tqj(1lm{G7#O#^q7&jUPUYFaiMkr&Lt?k2r|$|I!DQ=NgPq3Vr3~$R{QdZ8R9GT<pGrNCP`
Ym;fe7<5~L5O(ypZdn=l&Qo-fJOh#Xcdvrq%lMfH3`*@eq!|s5-1!PpNu|j0-+y6zXd=dkOiQ^R(
oanoT2G+8K1izeLbc||`7{AJxT!%#ULCv@PJ!-CVM_MeM8tA;W6g?7eU$eV2+#5pF8XBfg64^;VS
G^g<w0T%2mutN&+mP9ls{6$Zf}`{hJefxCUzV_@VRsm33OSBgF}TkAD&Ei?6db|JfQ5kZtb=4N$W
h8Nc&L89rwv1yKze1j5?i+(=ZAnT|L<r2Eg@)Qg2Xi5WTFT}?Wig_VA0iA0Mdu6$bUP@DY{bw|B4
lb!w*~e-OW-Nw3lk-jkQ0Iyz_RY!?(9y;XO3PKai4H+hOGA0FvT<5EKV?On@M~wXR2WF~d)TqRXC
VZF%7bX1z}>J(sy*!MxMACQse+9y^epNwS{8Xuuh(F2lTcItjiFT+XxjXl;<hiH7M#*b^_Ouz|-b
qws0Ga{;p=qksxi<j>!?wJHEi6PadiSNKDTRl<_2Gq3YipN`;n!4uHkoWq!n80KCZ5fHess<75Sd
LxzOh87}LG8NVGw5OWP_g6zJwM;#t0{f`35wzTknY>`1?U0j<;&vm{6C`L&8)5K1om3u#$g7Kj(J
v-T(h;a3|GBYq*m--7)IKTer|Eo$JYOC%<0P?<I96qO^_jGz&)nSQX9h;jWg)*8n38AH4=|{(C%4
)n&8Ek-=iMg8hDA@N-DSsI2*)#<!0-mSxi~aS@y}IP(`4^+5}M33=gG3cJ4pQ=vo`n@gQ_3o#D<+
O#vxi=mam(-6Ip#m3$0^%)_Pjxf1|EnE{u^CEHH=V;z@feIKIcf(Eq=k#TO>Hy*6G}^3SUafO=0Y
AUuPFOdc}KzhAXG)-N~d3OB^r0h2h-f@WZ)Q~75x`H699J+OeeR7ioEtrxxR&rKi>xMVLzt7&1d0
m7&an+7m5Pb|<X4fCGmxg<{CN`&pZBb(lz2mqZphO$TI1Ek7zVH!K++}Ea)*Bmwvi*l=DO7Kxsft
qe!24}*{1iT_oOc2AHS-&dv&i`pw_}B>Qx5Y~Pp0U%&^irHe_eW@f#os`%4GUgCD6F9+X`IgW)3S
)6KW1^H{5VR7SDOeMCtiTFjd~!twp#X7?r{_{j^<5%*DD7P?A&+zvG@w>Y^<rg^-%$z<0A?(Tpol
A3&ab&Sd7nlv)u|i2(qJ6Ult`#Eb5tx3><CM6PMi_ya!$M122~jFZK+wuahZ4FD1<%Yxlcd#zxzV
;`{l-tSRLue#Dh{(oLp{Ci-4Sj?7K^ClH^xZ-d%&uo`0P?%n2>Y!d_@h_OqHem(H5lLGh~*iNU{i
u!%o<dn0m)txiR1uuVr)L?}q98HAfud!dl((s;Lu53>8a0;`8D0MN|^3-zBf+VBvUkcy0w?bit-i
(_S^z$C{V#eV6pCz5xRA=Ub%AfqOkpivn24MgNa^8jLdOJi%@jtt*^hPav1;kV3S`vnHjZ@2-FUx
oS$XEk9WSMyH1JlE0^ajo|Hx#aGurS7?xa~rk6C~9AimlsCARBC<v!INR^tl<+yqpwjb<4sNbvuX
IFo%~{%0W$~Z1HiDwuLq`O=f^P36XPq$AOtG$JCoKK!gGwRfSb=E!zaM$^v@gIMaD`+~7L^S6g~_
<0!Egqp@Cqx(o2aZ=66P=6FF^C~9Q4=?XC~2FI{IQp$W*k<isUdm`TT^vB754D#;K29bk0Qk9f}=
K3FVeY(LpRjcQN8HG?`nwV+0GFrQCB*7WLgT}cA5+26M7FVBk4_XyOU0PBsEe#TmWz+YJ0LOS3DL
6DU;M&3>O3e)P)WxeiU$wNr7vZa3F-Gr-fF>)%@lCtOLjY*+aA7UwSP1=|W?9$6vmdIK`r;^BgK|
&;imx)o-W*X)Fc5y1S%ef(nn*9H@7r@BQW`M^=m;SCG+2gYB!7T2gV4uqJ-r<jNH0zfJ!ejSrPv8
l1EZlGzdChyZL_3qCQFc6IagLH<dngOS}UMy(_>PX21jC*ItdH|Ns1P0gwDA0WA?Cf&7Ij(*Yb_a
Tj@=xdBUp+;LvtaT%x^Cy__lQrUhzbq1{bqkNlxtq=UyS5{r9+(2Lz#bz-~cXz**m;;Y^h86Hr1g
i4|Mzix<PcL9;GHs|g9&!tE)BQt#(>Tq*7j&k+5-Aj74>wJEbsM26Pkoc9dRxbZq2?7SB>?$^<ZB
=RghVw<yya0+=lsMad$$*PE{V}n_tU+~@@&i>+NpY6}6bl-tV;*LMV&R)b9clwZd6u|v09*o7VPa
cAQNp)b8N%{>3|gwKtclZp?hIxRwuWWo`&v_)_pM$a?zBC()OZA*3-pszsFe+Gek?G-D>@k6V4k*
#5QC<Tj@G?z;;nMqW2+oLko;f1P*1i2`*+V@_M9kc#Z8wlc1$Cmxxgv?E`Vv|1JO4vm070b?@)+_
nzq4dBdf_9`^BLliPw-pQF!9aK_%2N?I{_(9aWi?rivql+<x?Mhg`%>El_@96DOj<%f%AFv;0=Xy
(zbl?ipR6RKnNV3~gmvj$bo}+H<YMJg&M*P#_z`m}J2ay*Xi5srwOxDwD)S1KU0{cns-rJxgos%A
r3gwN~j`OwRS1za=`^h`Y+Hw3K9=KD}qai9tsynt^C%)3Xgaf;75f7y~Dg>Gu<kUy|M1qD^>>D?i
?Q(&F0zq^WJJAQ)>qqn^tdDY6J@DUf>0M8wvn8|O4}q8D*$kX8nL>V|Ti_GLH4w?XN=V_W5HT09-
%Am04Q<=)Q;^a}CXRKyS68Q0e4s5Lz2ljMUg=`mPtvV+Yf8A<>H;y`rt@a10o%pmW3#efq)kqv?p
N1Q{$Y+m$y;a1ylmAL0?K(3<&)sWPp_FnL2bhI$q(iskMZ#by53~eHb{&qCVfFk0vyHIqMHAjj7n
6LMcwhqb{s_6Fw!9P~Es5pucqB+}D$pn!90^IM0j6A=#{JNUDozml#ZjJ))Zy43gC6s3x5pOa0wH
|{Rv6LhK_7{8FVBeS1jp^mdm7TOJ)<e)0Fd%EvZ;8N>0zGR^#Bu)IQ)JksXS|Jf?My&|1xx0=qGJ
C=FilziL&#QIk>2YConrf^yK1`Gw!d@IzI3Yq_J6C0CvUh7leL9()x6O+j*-;3_zsn&Jmg%bMo6J
Y`#xQ@3d6>0TkT~w<t9Uq5JH}pWxB@@Q&r^HGcS)KOPN4eDA%>&b4sNIO9qNu>+T{qy6#m@lC{eu
k!!<%{qJya+rq1aam)#OD$1ud5u3#ALiSmyS$yKm-bk&N|HU1w1gtxq-Q*<H1RWU)lhZX^k5yCl9
PFdhEh{Prn2VdNu%47>Y)72tA#T$l{0GC?j_<*tY&g6;(7S0N*dm$$hOF)J1|gu=S<y*{LH=7b<}
G%{Z9=t30RvJyN>jhYAk<y}Wgots2b1{O>wf?BU+^mp=vlyAphC!k-f{i##8dL@5!B;zD;(wt)?S
uQ`B3Queaxe;pfxYzni1GDUG;!<Zb(EXLD^`FGO9ve0auzd92;88!%y0O?g32J{3xhjwYc>0)}xd
ue?$Qv`>rDyp!#IOub#0h16#RLE@tiV7^Tnbd%##TsF+upj&Lwo(CxaRVra#e8mH`N7lTR#iz6zE
s=(hW>#ypSeIv-YR76l_84*YihU`h#hG9q~Kt59Wt&SBi*_?{Mt0(f)Q{C#j__{rp76haJe5&|QV
A4?Z+p<4jO<nYp<ZZQk%d%(qDVq9><jMH_79X`dR)JAlIZ$$yhdTo5Yr0rTF3^ZJ?Cek+|Gs2$O-
msKh&FR_UTje=W}$v_&=r+F=sUU5oH}0DvxMVLV|OBDbkq>TSu%g%68H4JwP*iUsOIP_>2mMFb#D
KvDie7quVGY{BS)^ny43>FdHs}GDwl-mQZ%A(cTWzCC8gosg_<IkOsufCYcBTiV+-&>fVdkhHfsg
jRz*!5q;3^VBaeTFX-aog#0ZMtuKhC8IpcYGAAMXGDu%eRW4i})u-msV)KzX;@C6Z5mK9nt3fID<
wm1d+ymR+#RiPDq7|rY|{)aLIsV{fE7%WG_zQtm)buSW+>q}~r+R&4xJtObT3~zUblA-t9vgGvMx
yaC&Pow*50~6cH%f1i&|0VpyRc2LR-W&<vR9|%}m1<jOH!45=Aw~T?L(7XWJkpd2cB2M{v^S&#$^
nHw^z6at>~Lf6u=l#00sYvi3mDgui!JF2RFRHPYI*(#Xql=hb1)GIsu?6nRcvU<rNfgzGz%__1r)
e-GaI$n2Zv0^VKV_p2=&86O!OVnF|{Dq_Pddvy9w|8E-m|4RDcg@o4u(7A@LOPQXGx9jwCxvGdk_
mM*Sc)#qb3u(7bhx7lTmhXaMx%oN6s@#8cF#yW)<y%{=HFG20J@HNfQMt|K#d$E0>?m!(_~lHxZ^
885m4Ci<&4x>asaRIbV-=o}3V+sSB^-d0uo(HM*Zw_!m`orT1x!^$opW<>+gnf`^{;a>8I5~>;=I
{j{Sa0SWjwMG29%6b}3f_9MP^`_q?Ne*QGKN&^~6UFWiTc-_9mHF{QPlZ1OgHd);h6)GCUxSq)gC
-F^lqfOf+?AiQ=!VTGxC?3>h<PIcDA)gagy62<-G9;!@T*0XW8aO9_eWw#(}z;RvB57#Xgr$ebJo
#G4S1Qd33>hs4E`o!{LMuMc&}yEYeh&Ej(z)@G7$F+;&SY*r|=o2<4T;e%$!OT?X)g^uC>8*41NO
^V~b3NMI}%#&Ma+*1ya(;M7HEC1?>}X0RSdwF}e5lRGO0)Xlxj3^fnHB;K?>v<X^jQlXl_EYF;OO
S1iH=<?Z%=m_DpKY|REe(}p4n*lbohb1C3}TpVJ58w5=w(b0J!&VEVZ8nSwuv12c0>JX*B9~)A{^
P?3;)&~rzobrd<<O;2L+bkpBH0^%aR_d6#aiA|-vS~2?ZU9P9J3ANf+m6%H=9Ca5OI|qj2M?iOZd
W-7hluip=JjuP+)2mcj+*R1PC20sQaaV{W6rlbSQkz8&&xdJLdbM_3$s-C%E$LY(h#=%ws<n%{-G
ZcvASIdddAq;V>TR|j+pdgx??hg)MQ-RzWg4TSNW8CN$*K~T;W`bs)!?sM{kD9MxG?e|L6AQe18y
i{*jWjX_pFfg_zxIEF2Dl=LK_r1yd{KN<^-Jf~<!7a=~qQU;o$npeXSCv0m6O|MhDPhS#bJkKSnO
^Gd-!$5S^xQ&#~6Ys~vnt-T>xB6HixqI*`F_w1|HJ>NKQ0<s3S9(Iox`(-0SCj!e#=^|_*2+1d!{
rn^WvdYKRgxTyOOFr^%z;nO^CSRMs3p-tCQ(4h#^Ns(V+7573*yXbT(s8RC=R@ggrj4&lx9`Hp*7
MceGecp9FXUxGVGX*qmXZdxmjb5~Z|AsG3G-m2U>oTC6FlX%VbGtk^8&!(mdGWm+c41uCvv(w1I}
yD3iKWii|k^{k~t(7zxR+FGRto-`=W$)K|m>kMz9gHs~QT~dj8N1PSQ4{a=strDX=?Z8Y?euh<GF
K9Bm6hp3LoUCiVY5;iQt^j`y5>X@DwU+E~orP)sXQZ34~Y&IPOqzdj6rT_HUc-sJ<0F@@C4`>Le%
nht?KNMk%45=8c87}7O__Iv~jyA#a5{P&GG;K+c{Zt9-0CIOqbqJkGzn?^W&m_|c)1D>bJo?#Nde
~uk0uUfFJ;2EVNSys}xs^H6r3NG@-Tna4=S1h>Z^bw(J2}E;C@uFiFe7DkAduLGv*`l@&50Ql_W6
QI|$P{ltc0lURag_;#*bbJ-P}(y8iXCm~KI`b280ZQxis1Su4rF`EL1RE%WF^|iLYtmRvqsUc4sJ
gwP_!y#DeU0ZCpTim2c6}ln41X?{LS+)_zd%6VH501w2@^f^430!oXs!j9a&2@_;6>2Rh{aCZg=%
g)HuMI*RmYy>T)+Ah(S%i!WzDM1(;pv9QLt80~_0Q&teJ6)0a$pJ__96ZSS|RC7VWcM}vL=f}})W
Z$g7W*IePp6d)~i96C6-92u^Sge~nJZ{s?FEDgnW7PCLtJexMgqT7T8BJfxXt)ZNZOzzx@cf`IUo
&rSuM@rSlzSmHj*0T^jtUg16l|pYHU?sr*Gi8oWBv#p%%-chgBvG*3Qi4rDEg~m97g#FS`A9Cz4;
oajcE{*4R2D{t{zhjWbL(8#i0$GVlC2;B@J06caGMg4XkrhBB7i}pI*SBVv=)qQKx<}LG}bdIMn3
pREC8HwV0#>+rl|gsCANzdqlZytS{x_O!fzD1L}0%No)9^_dByEKjyA^+v<n&9ctaDTUBnIx6H`$
_7v!v_k=eepc4~k`Q^#X?@d3R0h$SBJ_TKN6a&cI911)5s>>RAT32g9BXMr^zP65jcwxq;pV>-@l
pxdy_5FtolTD%=L`TC77xC6%$hpn45xDl#qzmBm?`YKa68a<8hNB~pM>{cJGLuzB^gztw{4_KdrL
Oas#a$c+QXEeukaN;+)e(KVJ5{y^$oYi3%<Ix3>TqmRO=U3mp0?x;bclT+iv27h*pW#E)?B15PA(
T6UiQ1|dykfe~aZczH?`mXd`$8nV20p;NpeeNpfrEJSQGm#nzL#0nawMPbcO@gq=<&bt+iFkP%?h
M7OgV+}qD5ilNu@h9=U^XG{{5gz2}*JBU-FN})jWqsK<FQ?sr4GL*RjDFQ3-;J3sRaVP??hTW%^q
hvwc>s_Hhc%4$$$z=p)bX4m14>&$7CoT}p?1S^4##=56?=eVGrSCj}0?vJ%Azbz01HQ(%N6#lgl`
L|;BRn^5f-Z$a`p&k+G1o&Hst>5sP~c}BZs4X@$~Eo(;tIoRL3aLBSa3qZ3#4t!1*G!<JjIFr^Za
e$j3SjCcIP$2c-Jne#llrASWhmniy_tAY-FQ~)o!8x3CbvClRx>@33ormX<++ftLpt;=T6NkHIb*
B-lsP^cNB{n3;y*j<e{dnE>b^vgnq0~e=zx8>Q>Vf0{wl;<5ZV)bW&m;=mE={QSJh?+&j5Ys?*#h
_3KGS)(kF6>Cz1rk>jy$C1>G8Jzj%c1HCbe-S37;iN=9LU@L&g4w_VLTnmgWLaZHk(prkkA#Nd#U
*`lt7}m;uZylcUIVb+a=xD>&@yfgxw&pj@liS4g5D2f^k;#9U-O#|(qaMri6^*J%VAXXS$0oQ*k4
{okvcV>o17ng6%9L&sNP-hR%gMM+4+JAvSGtIL?V{!5Tz)R;dFI<xW7%VSYzZI=(Xe|Im6QL!whJ
I-`(I46b3G~F7)MrtyMmN)O&`dDQF=Y6OMl?3Nl5Lt~njS&oQgequ<Yns*sj_iNQD4yWC5POYJ%3
kFd%}(Y@+nm-T$LT#y=)*3^dLZlBT1o_9L%K_<)*n&9*{{}kzHSOXj;GLoE%jb$H&9wzTTp<H2IK
SzI_eNM#q50KQ~@P2)%5SB<X3Bv&Yz+^Jq-+mS|@B-sof`dFUBU3@9MeU7pPJWg}}e(ga}KHL-or
ruqy%oB>*?4j^i2Osl5}gCxD|s_x7gr-U%b<sgjs%Mieq1vFHE-mrz!RXX?Svzn_Ozp3W-4rp&Z~
gRmorGpDF59>O$<x)|9Ds1b5^47oP6hP)4s<{#c(Oc>RHKxN3`=VXbCjh(vV?t-m^c&3473YHC<-
`y4iFEVh}j#6wW;X^j|z2V}LfirQd^=K0IBUlOuFYhoXomyK7(AIrY*7qc`QGBUHt6x>3L6B2)yK
;)V45;+VWUa5LUnTSIJ}!)`YV^$9OjfBzqaWi>m)H#&8>{{mOtQd^gYS}x&ojRhQ1-u*DG>kzXOp
w`#K{$43-{$Dnbdft@`^U{LDVy9fCGDfw*&J6XK1%FC@N(|<5@DD;%}K<*sv3f3tG8VcD~ul6E0p
Hb9DivhhoMDh4{nSzhdTW656>PeSKt1nDwamK=ta2*yz<nS$8C(P26+)A-6#Ic41Ew9$qzUh$3>e
bTL8^X^7x04dlMnm$etAy-w>mzKr*UY%j=)++>QyN=Ai&SZjb&@>rr;+$HeoYS>R8m2(bvP?wkUh
JTEsFhP<4Md3XDSBloa?sow+b>p-~jC;&Oq{JB>WM>uAGGR!&ijG=@6-%*)yHW8Qf<Tr|PvwcF!S
D{mEqC}A5Z+jRg%xqthv$qwpMx5Bup0kNKBViszjRT=5Z_T6cxt&F*=D-cKI>}To9wk&Uu!@dCRR
?UHWe0mm8D=P<7<vKs}|qQOoM09BPiPsU3QH7{Z=nVDN5U-=;x_4VC6Oq5)}EDZCPd}{5VUGu!7E
YTSNm>FU8zmxM%I>iDX;2op{sbh`j@<z0&s{I0u<te3mD9{X5kb&8?OOTQ%D4ccRV_9rlqzJy&+3
f&eNV22JQ@G1S&q)hL~>bF)ScQc(guhwqQa(7<(ew_1F}c?ca(xi>XoO&NEqn<G-1YefWkFd3~9r
2HRZ1we+S>Hu-1id8^&8`702yyK4V`d4Ei{-LsG33qU=3)!e6yc3gwhVMWs#()h+?0pMIHVrDn#2
%qfpUe2|>N#N{F_2v4{YJcXQ@iQmK{+wVtJaC|!tjv1llPg&p!(XVhoc&z!hfkJGwv6K`}t&^GsB
#+=<z2CVEuiPxJghLaRK^X#j(bydQP9Ibvb<8`D}gwKZ1$#kV{2*3TAOH$ttaa+=8qbtIMewMP<A
hNIB_ktEcf>E1(bq_8R-xtbQB^*%*mWOt&o{{-4t=YC|U*(z8*tTmosa5-w41+6kfGP7@8D%&{})
pY8`XJ-N?0p-zg}s?#&q*Otp@P*{HUB=??Hy5YZ+Boo}<K4}YSJ%$TW3zFmve~{E`i(<By3CiI~Y
OZdv+WFW2eE3HtI>b5)-H~uq5GH$#mrb_D@r|ye%Y8*Wr1Nyr@Tu~GTi#mHV@E~N-p-*yh)dF-z{
s}VpHeT?no~Edy%bR&QHg9p71-(ssA@c4BHbO%24Wm<QJ>BU$l}=e&0rva&HxR(?-QbRSp1yp!KB
RzUy5<fCwt>};+QY2oAIJZPR`c^dY;(Pp38Sc;WZ<vhThM&B*Y<s+*P5vTk%<+%fu9~Y8DVZsD^+
$HRNZNS9iHV>nWA-)~DT7b_Q$qoVfJ8%fVGXhe7HLqYu8)2I!B0@S*cwZbNjpkOyKSG`V*rKWPv}
x0%gh6$Mj^9jjX(O!Ur>$1ey{B0w^L0^@6HMen_C41B6fl9qRBIoXdJ&v)t}ZJ6S|9fxQ#V`}eCp
-ki@Y)5&caeQ$_39h2EYE5f|@MqYW>&J}cpIqdcbARrUd8MS6j`%OvQTWmc1aG%RL-;m_Eqb%<%4
{{;6<i@J+ji?TxLw8KQ=_YatZ*}K^A3m)CEYJke8`~o)RY!uv^CJOziZ&>jviRNXcXeCgx^@6I;C
W#<Bwj6#fg&6X;un%*^LF3F4zqE1bi)A%vTM*L?L9?$eeJL2Am#S+yi}ANb|Un-&i)i!s)2#%s$L
5$K65_<FB{C)^?uSm<(CF2IUzq2sKjRD<HX}qGfd7+eK7L7V8*j*%*V1pZP1ht}k^k%Iy@ZR;k4O
vt2aw@flmN1|Oub3L$s^(_`Saof|LF;Bcq_&#Hk=nn&T40^!11$Xmw*Y|{<rXGj8eR{{7UF|QMz4
RNWuycJ6`qSnVA0AU<YqKcBkzmV7i9%u{7Q=EwT*OgM2)np~r-vyiq6J%?GJ_kmYW*fv5SVmErkN
M<uXsYmN+B7?9=|tA+;3uRT`)V7*P<!8kX*3`hGpOby6r$G!_?+cxrKpk1h}w?F3p0cb{elGMD%V
%)M#=(4D`xYN;vc6c(lNC`c-&+F*g7jU>{;QZ4ZJP$VS+@Elnz!RuCHNe%0|nJ8=Qa+6;@xt#94h
O5D~woVg#oZ0=mAh@gNFj%EJwzb+54S$WWF26IQ8|J?XXU<<yPLMy1h58$LcyV&^XSWwHX_;UvvJ
$NyP7$0sW9lgzV7#VUQ(Dal(tB^2~8Gre^2X!_D(75PNWiCt5))LM_!b_-tDm%H8!J(K<gVW16li
+XAHw#83RlJ87qM)`F49f~Tb7WZdszu6#w?ysn;KeR2A<{xI7DZVOyNrl5^Q=o{nT~7H`AiniZ4w
86cnqyUo)J}cGkd-s_M{`!1jyEWlxsF#4alS_AjsL$;b$%gjO}oyFy-Qg^;M2W3jGTr<Ob1Mw95f
b<a-rBmIGx0LzYRcz+=vov7z+V&$8PH8a;IKX-fUN93k&IIQf8;9mcFyy%?5%Dfoc!cq0GORr4<N
GZcuG)ucqL5W<^1nN$5DLGAK0{N3dk0K%_uuF=#RQE|G~&+!OU?xt8-FU_6DnTne&>Xf8=pM3Vqd
zP1()-~eetZ(_=Co?2%{PigCb$ej4TPjL_qjN)K?XPdU_y2EUSARTfy9JAOPCd^{$&>$ViRp~o;)
g1UkwG9Uv9+L^h3J}!D(TvORs+^1}u%y^Ssi8bysFW^RRVq=1#P0E!^x(y}uJ##YcSE&6Kv(%ro(
S`i!C+0N*6D9-0Tb5NeQCX{f7Onutb+axyC+lYen8IKI;X4}!JPpxNj?dfRSwW-I2Q9jx|`X9fVv
4FtF9DNGiCD1&^|X&`OaqKvU6)DZUk^*_r(9eLu9dGw-+}Rwn<N?yv(<=dY{WTJ7c{Sj~M9jw*=A
;MzabHj>xYlJUqkkx<+747{kZ3Kya|xG6ED7F1qBufb(O>$|*-ryQ$y%%RL5E@cW;48Ke{N-3R#x
3!bAJe1dLe`a-4&jCQl#T_|^gjic99Hzo`R$Tuk*l24_aQ~WoA%*lJ?7dOM#z}elbATrwN@`&Tm?
c^pQt3PYNXjPi-^Ii+t4=fdj^dKGm5pdFp@=MyO<2tmpOwfyh+3BLmaQwKl?WmjcfYo|pmh@z%qw
ezNJCfZ<b%|9C=<~N|EeB$B0?+7ASw6qh!G_2f9h9}<yCgzLAYDj17P2Pbjw;qGY;RjH@J_Z3sn4
TadrShypxb%q(&jAc-W)M{at%HLOc9P!g7M?^sz|X2ulu}mYam6}{n*em?5MFv?27B$8V_2c#12+
+7zYbmy9KLu>3mX8(RDD~|15C!&=C#Aryjt)87ZKz|Kn*Re?kfJFbF1(l1d!|!dRnh(NejgIW6cQ
y~M~JHgUkjvDDPRna%~DqKwosXB@JhmM9HN7lq$a8;{2F6qU(XL%{rDnA{CJIbq1olyZJx6^exWc
GK)ST<;eY)6gNvH?fsS7>zO$HA+qZd#*`j#=&?^L`894O^*od^&Oh9eyy1FdWtI2zUK*-(k|ftIJ
&EpJ^9mJhLhE|-io@igfOZ4Mrbp3_S<DS6qV_i<5mD2(`d3)u`Z}6ts9dmBXe8pbVsi=8Z`$!uNh
SZLyg&~gsthEuMW-s(mnyNI%6rU3joaz{PEGXBV)JE5oe>w0b=}xaHPrT_3MiR3E#z?%dsyjHLiV
zeHW;<h%#T@V*0hDyRck+U5tz>aDqjf_R!>dM&%#9dSsiAkK9=05J8cyQ5oe&P(AQ8U=o*(-@2S6
Rk1gpnqw9Y;Vvx{&5j<R6`;Yh6823`tO&7djUkv&mf#X-sr+#DW)LHniZ1Tu=V{oStO9YHQ*ezOP
+H>=o|j&Z4D|U*b*$CRgC5LEMFv2tjBe|%+FQOb%wU9QzQ?<<v1+m{n`Be4C`8%@_Ud-uC_w^j)>
f_k!pFcSda?;}^##Lr;yBNOgm-`yf6{iY9@H2&^ksf(4RK{9YweRoSeJ*Zo$pMLyA`X8({Zzv2F@
^5rzetE;s%okF3e=BeRJZ4ylU0PkSgG}uk4&jv996{ASXF}L($D2N^fqk*aEY#;PM)eG!rL9L|7n
4)3kZGoj^rddZw}z9V9wBClv#!qO`7dqD%{Oyew7Eb3*$v>UY`B>wU?y@$eH3+)+D_Tu3*yk(TU8
_m*yTz)`orW~T44E<m^f=&A{ew=K8O+F1rM$f(_sW8%DFSrMz<6~P6@;AlkNlPanp+~bDGcB(Z;e
FUZ!*Vm}S!Ks&k9(SxcK5-*Dqy~&x{u|84=ExPkRPMS0EGdMV=0o;NI)SC(BRX#U2s&GQajjTCw-
+Iy+Y5li2Ssy7`}+K`lAv?CacCve0Ki+~Cmp>c1<GgJPTCkzb?IUP97|b?-|P?|ZTF9Mtmj8K5O5
rts!kB<njEj*$XR9;>(<#-gOQOFjtj#~K?1f@|KuYX(jrl(`K2~jg_ROtQq5QbK7?Rnh932`5Cd9
oP6QtpX=w7!K1lRVzJ4ItJbrT2YIbV8B>q-Aas1+crqbwJWU}IaS-pzvSA=OCbi0MonJizI%M{+6
F8lwMo5A(}URN>+PC^7cuN12Y6E<1mpGP#oXFG>3NET4P%q#K&AxVH-T)htM5L?MK${cqhAW)a}J
>>YA$F0w#4S<cfMo*PW)F&g<3p#1Gh6Rql+Xm!fON6OHseB*t5wuzb^)CkNsd1SrJWuaSgSb!QVJ
%7x$_z%4KO`quv7%$(&H)069(P&RB2vbFEl4ARBB|6B1GYc7(C+6Xjks=4lmPffW84VY6z8<_+z-
dXuu<F=EUf|QMwnn9&Ar3#>*|Mh;&!M7>c$&I+!=tEm2qvzAfS@wtQSwZnToPuzV#23bxPa>H$93
lQ^>e9UgfU|NjZOWb@`De7HuNI^s3)q*`a?;3TbIqHO352!xdz>ZGOgC=y8{5deKe1e`Mvi##IKO
2w6pat-r|!{<33k%!-nNJOI61AFZZpSUte&K-Da1Wbd%#q#*8xGl|zFyO=f}?-%r!8&aw~-4IMiI
B}5D?S&FZ9Pn!2I4BYJMF(QzPR)5Pr@PZIy21|{v09)|UT0Qc%&PaA;90~;`m*eB<iXWW_#Ok1lJ
4&=+jXd8zr_ea3xrv>C#M#gI4-Rk>V9uRR}G!f7F8-3YS(S;0JyqH;ncFVq!=T7g4cDgu3<V4{~n
4+U4W)iRC`6QMM>Joii(+DG9mvxxtf-M%J|skASyoMV<SXP<c2{<ZeDit`&tq&*D~6okCpepp|zd
(z%ZXT2;Fn62Ls_7GBU{*;twsJZf;t)2q5DxGnU9mOY$cqKn6zoug9kO-)uCPlcsT|6fyRsZ#`v9
Ivek3lrFwLb2Fg7z`I<wj(DvT>Bl<^4jNxrVUdmZ)i<Cv-c~k6+G`zM*oU4fje?%ftt3$QFIla6j
yn%=&JcM~p=M*i00gxjm%N341+tIyml%HjOod)bjU5rCVa*H$?%k#2=?fy7mVL@kQz0T^CVM~G8X
}Wq(Jspj;rz-xlN}b&h+PCY7_`+VekBnCfV*I}hPP3GB?9j4Ge@=cL(Jc3suXh=p?L^5m-eKdzz>
K^ufTheIY9xb-ThcWJi4ZJ&C@`+g<jE#Eg#&I59F>m+ek;pD;(to_OEwm%$U_>AebN`Bld4ph(K~
hm(G>(nJpcp9Vvcp{jbP<6|v%5s&VT4m)1=S;5q>p-oc9WC~;}+9H5<hN8iK8=_xt>kS+JQSBzG(
Vi`(DnH%Fgt3eziCb(G-FF8ik(jRrv^taNZ;B(vwYLxlU1;4ZUTcs#H_)8(8BXfO*Mk2d01yn9Ob
*KQo7ryN^(&-gv_AVlsUuv#xWpK_B9wKdj@-9qPts<r7(-ziQq$qom#$Y_V0~sp)o0nasV2`Fn)F
GwJ;qa-xw5U6l#sorPEAcF+_Vty3=Jk!4Ki8v&X2K||ltmJ!ShqCVOw1{gv*JYGAB`hwfzS`3bYU
rhrV)df&W(L{5wPe!S^k(^$!uFX^wzSqZSh&PcXNx@t(M1yNRjTLiyTg3eI}e()+_Fhf;}lIQ2w=
?3?%T^Q&P6<!m-2z@lg$jFXkMQZF$pniRf_iAp+p)+!ot8lC^=E6ISiAO<{xX40|1rH64o4I5^Xf
9k_&`NY;I$HUA)RFPh?sn+$Z>7fVhrY}f|;7>!TAx?VS2DXtkz$w=x#oV`12!DgYdexPaYHoevx5
4j{7yIwyu(0@%(^&aQ-ePyS`sI$_v{-SIrUX`)WKC$ZW|Ca=(Xy-+3kq7cd(^l#k{_^!)yRtUs1m
_Yj!&rpTGkqrVp$jT_vf%7k(7<y!%)NiJq}2k$C*a+jy7xYf*IrEEMji;S0I$H3R4gQ>L_4om`6g
4P0^k#+AbholK3_kssNme4M31%6ILHY>Oyxn+0?t;NIgrcDy_zDD)H?7W9;dc4U25+&TlIJ`{<PF
pe-;V*J!)L?ty4rPMZw~a_dzM-N=IO3?P14fF5Wgrkjk_LQz~nRgWCj7ZZtXDWS8(w;;dXqUlydY
kp)NZlN+AUqk&Q8RU}NZL6h#GfP`;VFzfZ=QQf%iNqxWy*-$HI>16^YW*6a6E@%Oiq_w&4l3C&rq
SGQin5qImK9vaLk_BbNn9A@Jrd>F!PuJ9=z?RIN{d{?ZEps5IYv%Lis?67^4Q@|p^0L%c`I1$^Od
z!Yw;nxO8(2XTE8y!VG@Jo1$R5IbLf>%-zV688Gu}_!|NKbs^vjlzFQ=+!&iV<?P?CmX-d*I%x^B
A_6J4=ob;fzj(TWO+Rw@8<Ocd%DqpO=BDyI$dvo{^CT*!D{@;c5r;nJ8WoE(vh@l#h27+%r)QxZp
)yCP<L_d_T5jy4sXwy9C}GT{jTAKs~u{6<&vZsaPEwV3XVoI*lon+v@sGEZYjCPO#+od60yj2@A$
wq5#&U>W3eY(2RgLUOrLLb_`Ho$66GzVo@4z(Us#fP9gP2T_pUgJT&(8qdq&&<ArIvxOn;I=$6o8
0s!YoWI!{X&jgq2E=>*xJDSv$%){7*N*A)Bo#R~%Q;-?LO#wMHTrz-6(;9V+i~wjc)?qlV@lTcK9
2;coHf}%mQy`>A%I39npQ&N6kYR}b!@;zySB9HkO;D~JweCJt=uPfMoMwwkj)WoGgi#owh?teq6D
;$Y_&2|;RV+Y)m<FozH-Y6_C%V^or&&V;kE+N!8%(7rFoz4wqD|MCM%LWaB9Ac%$jCU%{BjU?X2~
h0&fB}vP?}Xb^y#hsFA_paAK18)%r~$S09jC%(JXa%4=fxEDh6B=fcPX)pRAChgY5pA+ew<_;zWk
WAJC}qWOn3)AX0ZfTo~ZP#a$ueruf`dbX}1a&gDUBv=5F9u`UQG$+0tTXsI2fDnHf*gMgCN<1`wD
i)@A(TkNVxZsz)c~DO|;LuJUo;W9Nn&k-ajavJcVJOldu?QKxNx@G+g2F(pqBnCDY(GB=%%d%X#M
cNO-X_%<_jJ6u7S~biQp6w{S2Qy=CRvrkO#n`hFb71irVl<khWQkcRPHh`J(`!DjCcN@83KIdO^)
-m$3-1k?R9ptqic2fCHn)PnNoGEP@UvRp`3-(=K;<TgPspMi4iru8)zsfJ`cI!G(5BYSzFTb{jsV
2^NEE^!kUinhOqSgN2Xt^`;AOu%UYk;2+Am&7%aO6oG1<)kg8|v0v`N>IFEAHxdkT>%=H?U38Mm9
cyCUio&gL5GNVAQkO~hyh|BUwXH3_OrbWH;G618Q%k|QbWzMLi!Z*5fJAL&kxis^PQ4Eks<=9q}$
#f^}`Prd<Wlxp@6zZUu<gcYA8Yjkpyg`2Ce&n=yAOrqeY!1$RvDs<fE}{Kd98tlt?f%@_UnDRXV%
;x1<I%ygrbMo!r5UOo({~1v!dtCf$6CDv3dgrM!Uw(}UH72pkCs{8J^j<Co^>s&&g6?p+=u#`_r!
oylG5vgiM18m5<!Q|+$g-m_cOS9H@jsqYf7So74a{|pA5tgtjI!SKY_Q<w(1ZcIAQAT%8=!C8>8^
Y%_yx1!P1fVfru>$pGopLtH&eOyucr0ZSKbBv~E&%?9YzIaO1jP#TxZuimgGefM0d)n=up)RQcwl
+YCU&2A|of$rM(JX><X(!!2)Sly~mXT@U?pdXX7z4fkU@+#p5VwmEl$=f%X!<H4#aE7`vZHmXQG6
H}BDNIa{`{i=PEEev^)t8aO1L_xbMhBvF?FsldX31dzi6$zXkVbo~tbCHC<H#eHFRaH;;xpzTdC`
OK&+y>lwukK2<9xt<9x`}`*!Q^MAc84yEotP|EGyhMj)`cCD+mWvy)3lBg?beka$Y+8EB{!_}gm%
bgS~-wnZ=-WB4gT$PLK7-#Y7u;(u0#hqY80Y_Kr-Dm3I}lcK_1EOB6_&giH^TJsoOs$_IF6QWuhG
WZf8ZPOE_OF+D-m?EDsprNB<QfRg62V1%%h&xjMVswPJ%D=YT8Eo><h;4WJYR(%Nf;l#vE%?d%_(
kMAUl4_tSVJ+*X;qUmOCvE9E+=I^nZaFZ+X?of^s305ZVjQY8>K$8?2{U!H)KD7Z5F!NC30+^l48
p#(PNE6o4`1*JyyT0e|CBKqM2|FM`NZXcBm`c-yHL{d_6y+OB`FAmwwc!4?Fp%O3Q;*wx<s@j=Wo
@tb!od=WY$-B>GZVuw{Ni|<Jp9gWGg@XmbTaa^&acSll#FuCp#gZ~xxF$CpA4TdsH&}WG-sWA@z_
Ct)kiFaQGZsFzh|+<a`gd=Mv{t2{gnJ_4LCHlH};59)|U3(f9v@Mt<5Z}<qErfk<o{?rqJFaJDf|
wdag?CN%x^LcT~SZQ^OmQ*e#@g65N4kkfzY9p4lRps*%-xL|vk>l3-j0DzABdK=8t{2jg^E@Dr_o
y0Bim^%munxPQs+xNHgGsxm)fRbuMuJyp`@`|*lem2S^s{0sM&ZPria`r^LSZTwt(>c7s-6i&kfH
5?{Dg}eg!T8mrY3OtJ!xM000J}tfzP<M#fI+UO0macr~;j@_@x0q{N3yo0>vA*UZfobDF{>6kz1#
W(I9E~Ft^8*&2gu?nJ!iG3^`n#ONOwcGPk?=!Xm}vE7iT!cvlI$1ar5ibS>T5S2N6*|AytI0Ud}C
odf4=K8Pj|p5m#tMB^-huUGLv>jna`Y#4?MEdW(UsdX?;WZb%MN7MA>I?fk&&`Cl_y<z~a-`ugk?
a3fW&}y2S*&fe*#7dcb1Kbq_*6LuAE_xkY7r@piCFn&uRIhhhAa_)92O-+0N27rAM1ml>*$+cHH%
Eyv$kBiWwk2ih_xFaQ0o_BwC#B`W;d&V=&>cUQEOxx)0-O6Yl{Q#nd$G9E|gmxmL$C$y2e0{$LFv
NhY!K=Zf>sNmIindno#i35eS$Th~TGwJjk68{FD!hT!PCuYIfOky9~yW*cF!~oeA8yAEGBP~ib;h
(yoFU0$W<cYljwFJlv9d=y2^ph>56BqJR9@k&N*H<pvYEytb8fGxaviz#(BaCqVrb@GRvo+@C!jZ
ZHCN<Pe)>znOhSDmwe5H@kC4fImOozt|W$Y}FG|jp;6Rh+3{rBbB?r&4x04n#uT~j8sxN8maWwT(
UPEFJz)D9>p7?hRfvr<&%YQ#QbEdOK6Gh4e<E%wHYg48<h>6anqdjH!b_+l}58Ow~Z5d^mLcGgh$
{?lJ-?r)S;bLR~y3tFZwmTEo<X&fID-WxvD!`f}s%9H0<5<y@-Dr>i%UH0p{)mC2C5bB861(Kqao
%y_V!%t}9s`oU|n;(P#;9VbPtRT!`WKP)9=1>o{f=AfFrKp+qaq)(?Zc{xTRbLLxe3j>R^pSrI8_
%R1Qfu~x#&O7HQc9bQWJ@b6Fmv;VL$}Yuqv2KnkXl#YGEY!jW0aeGre<=mMA#ZN58?r-=USlvngn
Nc$6jensNky>DlK;~OZi3xzC|$|BFZCO97cwUHP<M1X9N|8@>vkIw3xkZL2mxAF?UURG{V<Se0Wq
@t}A*qDgTlHkD!sxE3BmEig8PhJRi(j5V6R&jH+UcI>Ry8!q~9m7lGX>N2FpuzB)23*>aptlu#6F
>Tsf@$xgb56R=}RJ7Q^ao+lABzLFQAo_jaRLi_HI;f*pMnhqdHfcd{DKHyvv|1qx4*PP*wJho?zX
9mDt;)gbpkziIPUF4vfk_>CuURi>|Xol+ki&A6gy&8OjZii3jz-p{Ui#6~;Tu)amB%EAzSxl<z^n
jU)z^)T&+K*uye7s6S4~Y?)#goE>Sp9(_V#!s<yRgLgB0`!xvbIX2Uh>5ucqV5&6>&APvVUbsCYn
Xkk-6(JV#LFi!#^uOTlG)6&#-V>c=~dWhD%LkxAAYeQqZt};$^*wUz3CA#x<drq71%3LO+99aDBM
l#YHAyI{QI8e<r3?*!gTWg5plV46y)40lgXtZxj8tdnHZI2sj1<47w5CICFStVu$9H+uKjnbKj4E
IB1)){~cu&)@y6bx}#_Ihz`f^5QP0|6}H28pAp?2jG+tq=iGi@-z;FCHe=OsH{9pK`&<umY!7X^U
*^IWz<G%nv^K|n|49i}j*0hrd8Bl!@v2~T`BX8fEshFEUElZ!wt(8dmv|{_olt4JrSc$}hOwVjv?
S{SHPAZO$c7Yo1;+8o$OGdLo3EdlQ$?b??Xh|MxA4L^(WwS)yb!<1$Zn2RX>Mm$FcQQAS2<2Z9qH
bwQ1kvW+Gjt|yVZ>A&EM<&SE(ie@UYo=>C;c{8#>k)h`8f6WyW6&ewu^^>Cu?=;Lem@^HRkng;CB
%UwA0J`Y#4V8wLfqM}NihQB4u|uEThEmi+!WU?6ykeSMbW7r*B(a}E|;9=F^j*2~=@>2f(&AL#=x
CQk1qv{~xA%bH;w#jrh16AGQ>fq0N~7=EA+%=Or_ml;&bFE$95+hx$Kox+VLT8fVBw|$=RWc{2I+
xM9~Phx)!{(-AX6D5@_gmHjRYkn=t5!0R+!$aS5=PyNO6~&7`eP3g9YXTUk8a)EG>g689s1C48><
bV<EW*wH!?{g9AIHx6Bue}{OVv<uufX?(Z4^w|)6p^8;1J=#8Rd_ZYxFsp>6W&TL_p1ASzf$vbV1
7AH%8!gke0WLK;<(KVL0=EJ1&M~)J!(_`x?twfTXTLlpTHpi}$q0!%;6!IGQY|L)5SQHz$;9pL92
nTsbR}eGu|jDfDbeCJ<)IuDbX)M9|)J>@LSsFZF6}T6>`AFCF_SRNOzp02m4BQ9F@$a@5DMk0sK8
)9se5?Zjy9kwpnRk+lUVu|y)N#8(MOw~cnln&E<nRF=V9#MRP(<)J7GNdNpVnawQx0h}WmV3&a|F
FK5D1mCve{#YhBw@Jn=!9*LmQj}zf=+zM?8o)W2Wt5=xh!e*P+=wV3W7eiI{tq<t>5NSVSp+uaVc
d#Tl{~;Sp|fy2hlVwF(&Z&hrk6$^LpD+Cn!{aYao_c6%s8HHo2(hv;hL!t0Y$u5`ArG{oyhAh|0b
n!ae3^q?0t+El1v)YDr|t30r{PJ16yAmkT0`F;BauI<bWI<EdhB`&!KycHmDxjW0KhIf*a*wM5Ts
p$8Aue^}q-{y#GOL2MkO(HCd$hjVmo%ku`4PJT%vE;@AoXo6UMI%hUmdqx3e(OQTC!RT<i$;}~k~
IWlSd<z)hqnq8&f-a>4R08?)7zUjA3m$JYlR@ln5)iUJenCjoiI{=Gyo8iB5%CrSunRHk1a-<9jt
0!qJ5>%$+VNSbVCbw1_1pgn77_mFxCA#AcErxb0{T69@uqr%jMm>kX%NBK$Cl5pT!Ab>GN)~O9D#
bBy-uel=;L;4$k^8$Z3bayxiA2t?;V%VNliy(6f}lp^27Zc+@O#FqK)}=8&?$!?^o~*zfZkJPu*H
I<8dc=8EnCiE6osd0nognFlkg&cp5yqHE55fl*Ekf*{#^g2FFNHZil33~NoNV(X${5(k0Z@D=Kqg
x&-5Nb@`7-K7QL*nq|j0crh<XB@H(Y1eDGtNatQ&@LkW*K$Y8gdo$h4g|1vV;XtY<i@)^eQfT)AD
c1*OhnO|GMp$UCl*F!)SXi+O&K#EZ6;uL`&8C3LZtJT9kg*cH^oup$?X>=@y|MaH~vo=>=x5$3lQ
15hXIcPpK=hz$I*jiHwdb*NMDt5F@g#*R66IM2EfjIz)gr#&Hd77_b5tdVkw;<&{?N|-EMxogwE+
d8u_VrgO?1t6VM~NC}PY@9P&gjN8(8I#1a`J9v&vA1$J+<GYAgyaa;jt4l*DPfla4;G`qyaiGW@g
TDr>fbo253mI{`ua;zG5)L)uvUfo}9P;=7TCambK_L62C2rHZDq=)_JX-x2<1M@?Y`1=h*>KD!X$
G5aS-Oyxe;LT6#uak@<mX88>$<+^W*OAW6_U&FlJ&wQ3-Q=3AmF=Fi%(Y4%sK7gtmzP7f05!xjsH
aFK8fP*D0}$sT!9?OQAq&>P-T1&C+{XN#KJ7k3?v#Bea7tC~B6LE{9NFa8ss)z-!U`L3OhcxciWW
id#K<QS-gg6v3%>9QTL=jFrMF<R>=B;4x5Q^WCjDq|I!hdEafN8~VSm)%nZ!D&E~F*<J_{6}Ul&{
#N<QsPhDCfNpkH|a3+A6R<st*0jUG3jo%Ip9rHEijIqldntTkR(!xf9blxp-(93^on%q`v2dFu--
a|QR!sAAlc{vJ`o73Y#j576D1l~(76OFs&7)1@8H=Xz5{;cssm1`phhIyidr-a_4{f)TUJLE=I=S
@nxhbW?%NHqJq)-FZo47B|Gx&MVz{GFatvj$>@wQ1$qR3p6Y)YSHe|+6fnMheFYflX!b^T+Gut+G
m9EbQ0&^%Dal8;)KTcLu_CNyongf%L;+3FmRNh0ETz1lS1Y>Yb-^_~VMf>ihpis*fZyDctw=B*2v
-YPrHcl~#vZ>qyD@1*gtiwX}o>w!J!}tiYmta$5y7Nfv&+_6^pD6(CH~@K)n#jFr-~_AFPd_w^$H
Cmk&f2Q|norP*`evc@)NSY+I=K3;72V<XtT655Q0!D7dI<oUN#yRT01bTotpTdZQZOevg+eR{t9)
MP5-f)8kK=UTI99PHx)FOgVR2tbWo}P(u_84+B?8f&(OnOuDVNtHq3z~EP0|2iK{yrLW2{2fES>z
^?w`LdkUI@0RPqp_%|8f>d^Bb5WuzRJ?$oFwd48n?v5qlO2Rev`nZL`RXK*H(epoOS(DK602-_P*
jf_>~vWoyUYx}?2A!=Tj;|mQV02;)8yM><6X4fNNQl!fMkM!xCe`k43LkY1SG#Ak<C=A7xZ;~e(h
j`|OV)$olm>ql5jm2=Q00oXB$8|(Zbgawng8<g_7rz#j%i3_IXUdHKtfiL_YOJ=(9WE8_%3Hva;n
Cj@Lub*mP8lz1ZoTM^5U$yv=x1o1jjGPM=&zc!Nt@4fpl-pzbj>$PNGe8t8El{y4yIhwH%5%pyK|
+XH}9V%P7xXxd+%HoTPiY33A!XZC1E2WD+F3k*;yL~kBz)5-s{OuWoF>8%rQ@Vf(eV`jXrH8<(%^
7k5&5HvUfrQ>k$KT<5rz*#@q*Zf<)$Q_*dB60araOTMaJXnV2xa0RxQjO~Fc6--qwZ=wHf8s1!>N
TeV?Yv1e;R@fg*1^6`lKGhZT6nB~#Um8(K7xK0((AqbH)olZ^@PScj~#gouM&=VRiM1Avy=X;%`?
zhFK=xI7&$155`sWP0Jma$rEcuI{w2f*`(H0Bwc8Dg-76p}#nt;#m~c1Me9N%sV{Eg44yE02*o<y
7OIs;uB}Vh#Ut=d;H>3O`CM$Q`;uSDK+~`q?pF;-Y2n6&+e|?#g`?1&r7)Sd?N+XCKB*61dpi{@P
WRFVpwYZeu`v?aiCqQ^&i)v}Zqa7$YP~2*zi>D#vKI0lIT?Qp1n)jm!v*Zk$V_7^X_LjVgJnrBC<
hYtN>5a}t)D;ow=Ih)xZH)!IU*?ayp3N7w%}fp((rH;s3OaeB6gVWi29s)9&8qf)vP?Sv5*xBR^7
GoiCo{MnWFpoE25W{CxbHWN=eg#MRsz(-yC)HQzsO|Yz|RJ~iNzkIB*-KS?Ru|DD@d8aJh->V~K)
F*&i^CQMz3tI1XweF<>&T!$N7j>)-)whTm67ru=vV1LIMG0ed$^E1GSHu0MoWGGdQL_HtzV5CC-q
cTuBbia~b<W6~K}zS}KZ0IeS2Ym5X`vYp-S$Q2kv6%$67lgrFAm!2M;!U#en6RtzCDo%bzrLF6SQ
fuR4ysNXsC~d`R5EWCa>lOGxhXaXHk_Vkbb`s^WVO8O#PGOg579?--4X|RA?@0Xd}*r__g5OpmwB
iytv8j6xSqd&l*)f?DDCiDh)Tp;CG&`349cL(HMVH|Evn#gxfMz)F^+bGX%m05s%jzxt}X6lBFP!
&c5>f*!wfJh*vFgPA5tnvM>fwEp@>0M3c(mEM!pNkY<(f#o@RpPeijJ-Fjdw0`E7U+MbyVwPbon^
_CrzIvBY`I6M`jIm_>aSD571wbRgKyE?!iDN96On)*t(|Erjb8y}M1Q#aC07IDIV&FT>LT(+ER$$
FFLBI>?7#JN7rW9u%bWw^1^-kV(GOvwy3{GAgAmPHlSoAmV&_NK@{H_eQBIucfquZqCy$By(Ve6r
S7olRDxx}`y#MsaIz7DEC2>3$v?1(mz0m{}MpMtfUt^0C%TWhA`~=g&_s&y^=1y0PJmvpVYP9b?u
A&BD9MCKBrDC=Wx0LFHYO-e|RlUZ&XfdjQtl4^REq?|IF{&2L&@!a1hRMD-O`8&adQ1lsmHeqN&{
e2cq|Au}9k#Sz&-!v}xry7M3skAYidT~$VLWKDNmJlVBM<uX!`4blK0IDE)i71!J%7WHrk^l~-jY
G_IM`@>#h{Js9Z=N5u&D6SzDzU4W&naJt77&ny}IV?J*--GwH6g_bF*KXMCbSYrvgGnzb2n>$AxO
f@2-_PAexQY;1j7#+}4fsJLWO?6nK}QY@+WOA!cPNai%pq5Or~axTFBT#s9F}Q8=tOFg%>hlaJkn
T)I&&n70_7Q-W6&0_{x3YtPSu2{(E+UIqV(0^$eYjf3tf*l62fz#*d?~J-$-Xv-1j!lIhGIt0tr;
pMcqH-{e-~Nn*$Jlz}D}<!SjLbqn+FYNb^O=ZR)U*ZI;$)K8+GGS7d(_ZM&70A+0;8BGbKCXZk}S
mu>}lxV-F&_nbP`D5`up9|9($93Jj{;Y$h46ys3*he<GkN&{6fbb5%}Q8*@_9Q79aM?f<>g(pRms
|uR42Xwa}g~W^o=QJHnH}PMT-8U5c@O)Qkti3upWPbi;T=4~F72-lyMVk-XtLa#TUX29kQ5$%q;i
?0hBh>QN03X_Rkt2KgMT_TmA(jFJUrr7d^iv63gD|JIywq`3Pnt|Vnm$6j*8c%D&JqeuD+^AdOXU
f@3sAKU(vIDtx)LrywG~es&brjKwgnKbjEm}^QkhgsXoR^Q?>{nt;?@adu*X(HoekU@72Y*~xjY+
w8(rh1zFh>HhJUV90fnA~8K|;!1ZZis9(@HnBC?EW&P&&O&z%Ac+h0y;va{vZoWEOnqT_o|X(8RI
h^xPbmc&94@VIGUAZ4UrcnYiaho?(ReeyXCAY~p@hilt=x*(oNdsi7cGXZi*PeN_a0<bW0i2|&VH
&W&G^6CTd<uZ+b)M{!pAf1yFRy%|#%o+0oeA|SMrkSY0x!jZi6(?_1>ef`V2>_l7))W}t{lZE&$^
lf|#AbyFmiNMO*jpI10kHb(*LfZ>W1s+;4j!N)Sl7Y1$KJw5)4t-iaE<O+X`B!h0SxR0B6S50*Q_
xQqm=Jc9qI~{oR9!|S@3mwJuWU#28X|*bJj@}kGC=17f3~%gHe*x_{qr*!EB-MlqY*36}B3-qn9h
&#a<U+Z^NLUdO0Qg^AZt`p7EHuBr>yNc<uS|2RTPdTM@(Eq6pG8<-4-fCy2(h|KT94RZ~M#&@Y~`
p3o+$3gv2xcX^;7Q`tXRQTWOS#QJK5jR63L!+CWWk-t+poOTDaevenf7C3>hLrATacIORyn%=>Be
Hvk*oMk6Qn}jPgH+eVv3IpydRm}*6Ud7X2ZU8*MuGNxm8neNY+O2#5!PEPY1X-Rrn<sIMr^|^1Cx
nrZLV(N+{Q@=xdB1|x)ImMbE6jlunCmnwx@+oX;$3f9&O<3BW!%(`=-RS`1^D@wdE<p`l4&g=#;Y
3H)8f_n_oDzE9!Sa`oI*nLBO4UTv)dkFzK*M0FY)?G+L>9NsI<~Zgtr4y{(39CPl^6IG8r-=Eo$$
%B>!H%+xRfL*Xyy6Eg1;M25hPLEO3tIlgjpjLpx}*`DDN-(>5>cD-i;GP~7VCNizd*_yfVLbE-A&
y!8yV6zHY0NdKpZCDe9<1z>0O4gRUdj?GsjO|LYNI+ONvc$0vR`+v$IpCTCAj-SmZW8gW3zHXwY_
ppb#%`tAE^o*T<s>QEU)7T)fjQMAPU%BM8Ur!m*rhiFh?$8|1;Ll0Ca+`t(DtA}3FqVOUt6w9cL~
stvc{N3r)pSWvw1I4gqM~VG>X?<X<(rfpD~)}HX@CKnMWSW>6oHoboj*G03EzrRzKG+{KWcT*zAa
*zUpOpmpL!>Fo1_*)y<vps8JwUd`|z>0vm)OywC|tJ18`;%1|vN%uFGq#tHA@YrZ_n4`5}5j!qkB
AZ4Ga5MtBkpcOx^ObtV*LD##+SSiq}KX+AFtfXGR}I&~Aj$uN5)?r{+*+w=$k!!I6q6GN>);YMg{
jY5f^)()iDB`*jcA_bcMGW&U(2C|=^t5TRN<yRp8HO`}P{2L3q`skC4eK&DTV+ucFNVR`qm4u`Md
F^++Jw@24Cfs&-<Agr^p3|xU<2$EbL{?khp52LQ^3zMFSD}mj0c0{Xq$fUr-kxQPb}1aaHnsCE=t
zejpN_Sugk**e!?p?AKPz!UZSWoZcTRvOx90{8TROc7y&O~%r#ylc-%Fr{hQ2$?4dqRb(750_<V)
<ZH2TF<ofIPg4XZlY;5J?82oKN=;kx2s$!lWs)B2xlsXnk8PC#2IAzuo7-;9K;?0u+glQ{X3G&ZJ
pAUqUGn0WwXEO&Fuy;_GK>$+r+l}&Fj6WHVchm7UC+}oqKCEqFqVr9K&?Cjy^1{R>v0i8iu9{V+K
P$V>45^KFcNz)^gWg=)#YRa0?V+TOhpyxW{k{>VeZqHr1;~^)|wH=-w8RC!1StJ@?fGS&_R%`dN%
Iwr{%lsUNH{>>?qK1f8aGAf4K&-?$^&wRF7c=F?;;3OEo&;xMGlI0D|8C4=`K$ksp4weQS5p<>q4
U-vTEfRWr!IgnxO=JnZeBP3sB|9Fe>gGJF1a#@>68)kE*)8QzI2+W9noduS|ghg`qvJNX?$nq#l=
b@(11wQk5nriuc{uk0g5{LP~L`<J*Wi6PiGRp^lN=c3{&_a28*Eu@UF*?h#EQpLV>|Plw}UUORXa
MFVNt2n?ip!{NXz#Pn=npSV{=Y8Y`zE!o@*mzT=R-UTRw5OWZ^%*XL9l{kdntONnt6a^f!Pu}q^M
QQ8&~Pc)tB2Yh+29tHo1Mf|@<76TFNaW`L>8eM7eGlrb9Ms@sfq9s9!{v-?=In8AxfLzv=Fp=O%M
S*}8B0H0hB^{di%HH_eiCjG7DyeKKpX{R!%}CT9o{6?GI+|FPstB4VSl!Q6ULGehTo3cqjMr}Y&t
%^SDTCdu*N?F*SM(JvK1QlC{bn9JqaR@4HPUzq@^NwPj%A<*H_Vz`@qcIP*k#Gt1r^OnVyjL?aOa
I4VYHo~6C}5NP!FG1_LFfR$LM%H4!v{7__B+1Rd!P)4V;}+SPr(ByLzU0tpNV@WGjn2H*Kixm@20
W=Fzlvp6|D$#)y|V!7X)i0xMWI6Akh#^<$VLI-62m%X>IAcp;Dz*}hkf`)>meoG_D3aj0(yD4TVE
RyfZOOjL8HbZfMtspRiI2y#urxMw^c3a1>u#{gIIXCTE)Q($s?R}g&ld{mJQTTLB<!OMRZ$KiEYt
<{mthuZKep4EQ;EEBa{3Dk(E2#I@ne9z<7Nwg5j+xSqdD?azWM(+2WR19~u$R$!c734C<T0T4Be9
R#BpUM)+5zFHS+I@(p9m0#?yE^7HZXjH!gf<;!e^#xS5!A|6l5>+_XJU^AMt-?g*VW(b4kfPVLKd
pXZ2I`ak3{J9qQ3{O9>)EF^?px*#3OhZ25Y{V9h%>X_iQdWLypsmj>Ue`yk_QpY{T|nzlB+v5gyr
;yne$UtWB?)rB$Tc6U8c~uX-v43GmqA+~)|GMfKCxLie0vftn=#;+X6Oyz$@OdVyN4m#22t<fdMP
`I)QS<eLXFF+dJ8$_xbNh7<ANit`0$$g_bZf7~tc9vJz8?J=73aJhe>x_c6;2VLg5|5xw;3S6&7_
uhMx{7Cgsq}}yl=+IFNmXu$65S$8{AfIIj&Ora>`a<qLY%sz(Cy2l&6BOT7&!A~Hk78uZ`u~{YFn
iJh;D7b2rJnUL9`iUx)qDq8e*S5`-^FS3AK|6ro#)pw<8vppkn?e0=r6=4@3b__@gT!~=6qT={da
6fkJ4Dwzc!G<O&U`JXQzk5riU&6&7##WcQxA>d)Aa`q$bH-vCY4lHC|uxbDwhOHc9G%#!#I~#pMG
x@{1p46?&F_sP|G^oh<u!?^;E-F6J_kJE^lJE;)kf@)Tp(@d=h0EQuZiaWy3=<jV(9jSEiafCA2w
k^{?uWJt!dg;7t@dW0G;^D%H{teBWWrmVZ8C&+KtE9^gFSE-YJEtxvtfG%_4Y@xf}aI{@Ny9RHF&
?$rYygR4!?(Y7{y}ho=4=z`gMG$}-2R>n`dFd*N(yhJHg7tv>8M(|xPukdM{a}|oe0$lPS%Hj621
i#H?oZGtT{sdlDnP$#V<kAw-S=n<vc_adu0lPZ=q8h|@7s9VI6R~fXi^i8`5xfx1;{;a7KG8b1?Q
%xG6BXFDozU@Y!|!1!pg&mRC?l8q2IIM<@uh5x=mo~^TdtwF{J1atMR-DjDI5VTaLF3xSG&M3hv=
m&>>ZrC;a$iZ%>DCNlO?5%@Z|nHYY2A&g1tDQ!kF(&htGs_aDqArcoiMnspUPr>jr^*6=T^Jjv0D
kIu)v)dK`uyYd6l9777LOx}=NaL3N0KDkm9$H0d*F4ZA6XJ}+rY`%4uatpE!si^hKglCVR!!<XLx
~1R~1lJW|Sh7jz$Cl$$D3RNg&l<1AttD~QONpk}Q}f=zkY1;`=^YS77~FeSi(bAwQL5y6AGFGxqN
T6{YpbL!!`8jfHi942WWWQTP=}mAmbk)88JpRbj^{Aq2kGGt+no{7J@~!|lktqZ-<!^LiGtJ`f`Q
B&F%cg%?1GkVvj2}~h_cVW^0#fE$?2=4aK&g8fngOry+bh5OoUmT{FS*-O?;fhe*WTp-b-<HEkB5
^IpApe>OuYb`L*#kS`$<nm#W=XSH({sE!0C2T@AbJC!UX#W9GJ2UswK}Gpo*NAS<yag%Im@e}}X7
is0M20`q05IOQivH42S{@Kzj6wy>n18SIYkyp%|+1tX-+d24yOfz)@>van-v_c9BcOb?7bq6mxn@
BGtH{350k8}q6EW14opmEvWP=+uEf!hFf3vY3<my7^w`T{*QFelEPk);51a!x22iMzkTF=iq&vjX
US7XPe-=QH#Qo8ih0C8|g77Qz7*V0pi%;dk*8+$get)*UQ-Dkq+B1qdzxUWH1O?5tZHG@*{w+4Ez
MfkkjtjwHp7v3->MQZwzImf?dG>a_0os^=eX%e04glj-kE&%WfpGKE2{ibLHVP=<@+P^cT#12|wL
_ikwyAYRoM#eN|#EZpS!{+E|2(GjZ^p%ZF))enCD@jGN&|!n%xN*VXRnO;k6$S2V^N==;NF%hC>9
>6nPnSJ7V1J%{)_g`;#qoDuaOs%qpgi8*+bZJVJ#f~%WO&22hXz#h$9pA3w*(=O7A!CjNpR3PCW1
>-+Qp=JMGVTmY7(ypShr`jH(%paq3^A=QdN*&OTRTDGEX0@p|>B(T*ElKY4>E;=A!!1pJsRUK*YD
ja=5B&cBfo)<6`^^g7IsVvpG~>tf8OXVYTGJ^XP_VTDp6w%HH^hJdXxVn96P2*S4I!u|+q60FUbK
UKw5(x%1WU6l-hDq3-w$ETJHh%LQHz9X2(Ysww=>dX#>r&lLcS+0r=#61*@X$i0D?~g5$cM$-5tF
jN$MQ=v3d8B7Zcy*tALk@q`Rrdsos$E@b8sWz8vGz5yzwJ+OAAS4_;FGNc85x2@7`F@$Ie7tHTeF
c!6(e(u*B~Eg&dz?6TQ@Uy>Zqs_&W8U}To%GP7G53!6W))=aew$v#6ew(lDn!IB0xC)(L)W=Rebe
T8B0OV6V&>l|r%|0;uI4?^XXaawZG*b-Zox+utzkwqf1VRswe5myvR3b=E=$py?dGR~{Aez=-nSy
}zWshYd=!oFho`j7}1gj6r3`TTd{ZMFMga)FVrC%~Yrs7EIPw~Tzg1O~3nk@<`a$3HkGPpFsh)r&
B<otqFIS*jaz!*P%EfatQ5bizs)q_vwo`0oFg9J~+@(t(KpeOipoO(O-uwyQ}5lYZ|sr6V&CT}S_
{4DbMSpQ+0(R}Tzo_^4Sf(X*1CA3-eMJ|1Sb(#`VWfg!Ahu-Y$ozu1&zhhWrVjj@E$5~Cut|9i0e
O?^RLT5>p!O0F3zAxZ-Yu-{Tme|(A|o-cA>iOaViM8~XtheFGqb%JaB6)yr6z`wKTV$i4v+g6yy7
yx|i)EmnFP1}`<XU#jnWpzFk2d_Jka@eVLFnVoFRZXvaWK=SbqNg5UYzceDi45#|GB<nTTec(C=1
2cX`)Z#LAUvC9El>eS98}2M<y!K2$*M*2Wydaob4MA;MZqj^aVXa|u(uN=*QInAaH0hX4XaBb`7V
LE`~E_;ir)FPTE(%1>HYgNw4+X(MQWr?33`9=TIV<NjVgpbzS8x`0eMkF$tSm$DG!@{2rBnn6)!&
FpU5o@xDeV>Bi!`+3qPGZf^~J^nQVR1xgUf@J?Xo&ID;51#Zfcc3FzTwPn0|eszdS^fp5vh!`3On
hG)?BmQT|F{+n^e9p+l8hr(E3vKaU1^pD##`+$nnB;u^k$So11gvu=6)Ece3gKDAEYk<+nGF)KZV
uzJ6LqK?s=C#`|BP(6=7Bt!kArAJu8F-oCO%DXujN}*`6{<Tjzj)L)H@-`VPTHASETdaq=_1%9Vk
r6zT1nH*h6)fLPL6Q;jMQj@KUTn7wG>m>GLOHn=frIvZ-qOyM=W|O=s>;34D&v$i3Md!(GsHa{OT
9VOyR{{u=PrvDk&Jx2*5%7<$uzgs>@9D(<}S0t&oj$y;=Ita)F>^jS3Ouz08Da+3lNcy%IN_PCf4
*IqmrpXhif5c-{z@jH1B1RQ(%vF}^N!#f5|Cy<tz_xC(#1V<9q@*ckNb9-I6nrt`p9K&mHSJDsI+
rSkM#x=CbsEYmD7$d|gxOfIE0nHp2qFHhY%mq?6Kv8A!}U#C46DorZhGH5lEma&t^#82=<_3(_}`
mOk)%i-j0cB()|9NBjml8fnyD|_sN?XqE`v^*(lV{3AKUVW)r<4RO>RElcqp6*XKbKu>BXXuB@O+
twnzOR%Ox)ML@Gx6U%tuMj>%1P`A(<*&KA5jvr7^ExC$1kd)-v0EU+Hw7z*J_PA@G7P0_r{XNKA&
(kXG9!BI}D=sX32Q85D^P<UO}>0O1FLx^Be-pt(w)C?meBg2sHSZO#!r?Yv@HcX&9$zUd}ncYV^H
dO>0dX;4n`#XlA2kxq_4eGZLE&l!40+{?uN}$15%g`zso>F)*rjRj?gk0Q6)Shtzu3zv;NBx_T5p
JG(b>ej@DBh*P!I{uiq~%Pu&J@LwF3v_7bDuqjNBx;-EB1=#E3Hn4o{r)D%2ooGX&ww)B=hzDDkq
GOAg$^Vjcqt~>m!CFtbQzgj*=_FN>gL4PPVjbsJXbVO=u?`6<N7`nTKBobU0>)XZLZ6o1c>Wq98V
}Nma)oBAhnFPGcztiTC_pPib7mgZBV=xSOItk&p#;a0{vT;9z{rc6P;Q>I-Xr{G=2Sc3si9aW4N1
>``_0f|a1iglDDn1+;aC&xOB$jpa{5bx>T*!Et=s(-CEfEr+R#fm@~n7OhyH|R$~Vhkmq+jEpG<{
t@l{6IYu!GGlqOIiA-;J)a&do&`uLy=OH@4TOW5LpP;sFdzmOk&N%Q9af`Xo40rQmtfNeO-k2y8^
M~X6l*}KF-zk!3K^q67|yfL8;zORpn;eU$MT}PdPG1&y%-%Z|S9$eG}NT~K{XUmySpt~3KmO8X^-
y?q-#Sh1~D1N##ZZlrKeL~d29VznSPk41A?UA<;4st2&!It~(_F+ntp>XSKn;>+-(X4uk9(F}}HX
1TMAeqmyL$+2q{Q06rc#9Nz5So6dl!EtU>VC0agxP+Q)+KYMq$deDV0%*r>;GmO7d6piP=zE3G<n
E<F63EYFSb!r|F@Ia^C-`}1&O=*YNOnJ$S-H@Ae#z(8uY7}E+tJ#O->r`L@Nl+3B*MOM-zE?ja-Y
$z;Da(*w*sYopRwk*#h4xMFFuoQbOQay5$gQ)Q5`W(<XkO@`}IP>TV~JGQXlJ@EO6+#71<AbzHq6
ZWf%8QAP;bE}QI$dsK~ekDLA>+)s+Dkh^IbDx%;+gzQsO;QsmoRlf!r<R*>dHxrdH4Jo>>=Nc-F3
Hq$v6s3y}Z!jQj9JahIzn`K$mfWz0$0v9xp6#?qjflRde~F!r-miqToCLG!0#T0&snl>4>yorcU-
O17G~oU^^UT7i5{7^AKrP;R@r%EnzpUsdIGkA{$F^+~v0bhxt=b{OG=@z}B?3O&==J=u$I^hG#Ee
rr%@>cal14^a|H~IzE1G9w$hl2(BI1R&nKxj9UmY3t4D^jN;Ln-nq~t}0XHA*-rx+5#G_GWe&GyC
&z6`|oDjP-kKfEbAdO-QB5aSu0Q|#?Cdfl6G^7<K{uNfZwbRAo^tpNwN!){vhYCIy|K?=o(uNgbs
YmEeSJHnmNeRV!=xO{IgUmJ>aPV&i`_r0pB8iVs?%Ka=6gZZZYzy6FM*4YYwo}Fv%Iu~$bE3AKd-
`?hzZO?P?{${)<%pZ@<4K+S2-lg0dXS2ODh}o?mZdUMMKAv)OLHLa87~v9NloiFC1+m&GA@v~77}
X(JNfTe(rAXp_jJgOYKb={@_LGM#rM-oKln%7cCtuCFYC~?IgSny$M0}|{J(|tj&|;YbPl#k04{U
u;psoUNQtNqS2WNBSAUe2cx>-}*^RG(4fq2@l?NmhXb|N<n{O{YWcqqd0O8eYZk}7paDO&T^vL{i
2#%^s!g`WL>;Y;$SQ3RzG>79kaOLy>OII-Bj^?GWML*&TZ!GBuP>p7DmIYZ*pesLI%qqY2WDtC4O
M9yB$L-yNXmlZRp^EkTwc;;I%P8pu7itzWE)DU7IVZ?;tTOP|#<3I0`awCy>2ujch-W|{Iy;Wsh3
SW~KY+CuzgYAdRFQDX}k0SvBZ)6j*L|qzoZ;}=$Yz@{#5^yoifJ)pZ-sbg!|HR+*fI9q-oZ((yBf
4w)D9nde`>JoR7BdB)rVb6&FJNQ;<!-5m;U|Saf8F)Y8VNy=!o?;8(yWr}xlKapc@uYK3z{JphRZ
Lv+d}NN!e25!rlDkFq1RpVtxPAr44?mpi%OJw?7DDK$j&tICPLiZv<CX9{5=-B-|?uK*q>%Ak4AC
3R9g&?Dgjqk#yOUE2o!CPtNYsu%*4MUK;JY$MCS(vy_s@+-B}`jK;8K<N+NA6L{;L2n4YCYD6+#W
&nzpxJ+Ge%Ivjc*ax$yuNZ(hYX31v=pl^nFFc-^5<8cJo1Fdl`F+Wp+u7I{9_K6av0EfACjUG#%I
8*qp7(@&h{y=$g{)#>|m&jQH4<l^JT(HraL(DA@i=ElD>26Bh1P|z0fpA*V!;5}7l}hLC6Xrk33R
SgfK2yN=pg~RL|Czk==*)!lBi{F!TIM<D=+1=^4zqGWQ*@;4L0y?+y9JG^6_U7pO98wSZT+~&kw0
sobB3lBPZvs@H2X(oms)Gj!Q;^NC=7L>2+b08@F@`bXKJtaH;AIwwG=mI1r^YhA0l``*;9L|T3V2
>(T>F|+Jc$l1-iXD3>Wwi`oAM$x`Bbkhw!i#L}|RU1t*gx3F`v#j*RuK(2taftG3F)zzoK1tzktd
e=AQ9IdH&f1<(jcM<~E0`;e?Fr+0%Vun0cT%L=cg$2a7g^PDtd!v#XNwU2+%pj><8^EAjM3Lq#J+
6P{30s51nI-cF;m8*gr%xlmgjGR1z?=B~~n87mO&zFvJ45G97u1Olk+NQ!>l8I&1?|*2y_&s6`<~
qjiyOs+Wt-#3E1$x}0fr^}*&Ebv5$><=`jbAoqjiWf&hl9?Sr{%Ey`Bt`!41Uh<J6+35N}0#6?!s
?-@Bfpz*L#~MX7Acge@X}{16bgEd=4>Smx2<J5qwOrW-ceV5!@@0D@5UTmwg)!vqpGfjx>2|%9c?
@hz&j-vpbujOfQ?-oFsm~3wR~$-?YZdQ-2}!+&lRI-*j)fh$R<{84)@Fx5tGBQzuu!jo+an*j+EV
d0+J$tkJBu!cUDq#2h%$dniEJ3Y!7VH|?FstUELb&0+$B8Zo7N%`|vomgVz_9U#-h;Z(H0X1OBr(
AKK)SgJ)3_E9!b`$U+ffTv$aTj+5yP2ghLKVp@^J+5i)p)c!EkRmAr$F37pWX!#&I#RKqXrL@x=^
5uL6XHamJZ~(+ax$%5IvXc9(oZLFffP_oJjIc0g=hjO1GmA7#JEF4m1GwfnXpN<l2%y*qK93)p75
%lm6GmRQpT!tBwh$W`y;K*M$~GZuD2o8KDPH#c|opmhA!Q85To80Ju62bW-8MYd^mb^nDkk;wSfk
bB3K#&vjh^>cEuxuT`Bnqp|XMn&9tpt&*J>3wkk-J=B{=9OE{)r`qJA+*&nzEv1W`q>f21{B4&=X
2hMfQC_W5nPshC&8QSp9kGFl_EqAXXb=R5JITHd;r&eONm?=_pUNR@wP6UnwN0u*&J$Ggz$5*a{q
wH;|!zW}u;?^W6MX8dK0x)DE(;PygR^PTefVi_2DB(`8{T9y3Y&8kO-fz1|tXs58G3419*~w2EB)
NeHRa_4;_$uyk8AfAUYrNaV25oS^(Zr!qt^*|4b*(lED)o^eYsO@)NU3ep!d&7H6GL!*2vj!`>57
hK@^&;h|JvGqH1P+%P*%tMnaj3v&N->`CZ>Kn5lXBLSMn4nO)sypHTycKp5W$$Mc)AY*o1A(XDKx
hii{Y~8T3GG<mJ5mL)Jh=9wO<a)Pi7L$&kB}`OX1@dXeVG96Yksw6q)30KhtEXOQhY2OYtie)f<x
5n=$ARv8e=fQibDa1_(Bi`TQoSyy3%^1J*ndUQ^g*`f2Q=b>y=0K?KM<R9?g%9EG}w%L2%2;KrWC
x8uihRMwQu0e!uYlv(sdZ~LfWF>^H_u9Uk+uxBGM*t-=DCe%D<VZb}`;#^&sY@X6zgPf28Dif1R3
xY4&y<m6A__uj#aKdimB>2%|1Yj3?SOveG!J-HX}F4DdShGs`%lgvWYFje-8mH|^Bc%rq@V`?0(y
Hw3Pywjg`nt6_vHRSiUoP^{U@`wNG+xR8MEqr=#a4`(7jDea&ZXPs>UGLn@NAEhjf$K4x=^>9Eeg
uV#zt}0#*KgyfYSbZ(!4|Rn@^am3tprqMQO_TO26Afh$B&m8Y$^#@1Ye$I;)9BiV`eQpn=CPnX<s
?IF0oXVS*llJO)io6MFy;X4MIhloBw3Mu<9v*(|LQT~-J`!@k|!X4IKvX8FLoSA9srE8AtJvT&?1
wzDaC!UepRa=ae39+QV%A1WtG(9sv(%|Nj8648HL~i>pjO+mzesyDJL4{r+;w*bCSEb^sq=YG57%
&c29iN9rixCZ_;|Oa*q-h;w*X=s*YMR;gV(w7AMtRFMGF3qQjewwpPuzaXq>MJwremTu-`Y{N6lU
H?4S`QqqIpm3Af<NUMcm-6dvOZL-<#3mX&s%p(-$E*f<)(=2V>}<Q3tEDQykMr+IwgCZ6-Me<OC{
^#Se3#8c_V5boC6T)4Yje?cqc!i_7<&>e&=BUfL0TcFv~e;?o_a8a$+7TtwAgxCp{<r{Gv^iOZ76
yv4svz@jk%L#H5;0l#rLpcwSS6Zs<qnC#wvEE&oeWYY1GghRbjhk`&gBZ<}IRy{Z;j4-6Re=DW)q
8KuiYfPl`q?G<)q%amn#gQL%k}Q*lfZWyC&DM_+*4zQP6OblVm6GL?weS9pR#t|QJz_%HI6GdPfL
b8~8E|(~WV^4nU;;}#e{q19;XaTKI%?;KUqHk?h6M^p9L09WKfTW1X@vl#^u*TN+IW)(UQaKB=R5
XZr5>j6#0~|@kJ~)#a>?2EsTk*JlHV183V5AF_#f4*m<9M9xus~<B|Y?$lbL}(sb5SXhuo-_(P|~
RaQC^9$6p8Z-di%^-L*gTKkr|%3od?rP8~o$W!3bFncsyaG~mt9%>xQg<MdZLuGYsv{mHp9mvK3}
{Q-w{rsp7jfQVIeFTt-qU}z`D)};kWKL2FuqPC#s*k^Q-U5c6R5wX?z#d_)_w*GOSl(zdn*L|Kp_
-MT?8#L}5fd&@z?b^${Z9pnAeJF6ttcLfsm=DBkVrE;Pg{WtuIvf7lP^^Q5rqT_9+(pC0x;8}3`c
w}uj*@|-n;)m1CwlyUbS)=5U+~g(9$9sWoML`5c5soPILnGbP4NWJgJ9P?nSGv?rH-%fScr%&<B+
klAF9l!%FAk4h<$s7xg?bTSOw*VF@<-Rxf3K?9**k;S<Wq(F3CXVytMja3aA70tBZbo5VM!|iI7-
wZ{zNO1UWBf+Y_>~8uVA=U7nP!%mVYvbj|l^>#6IV^|9_2Y}*ANY!GASdLZ(7sagZXeT5Kao3gAe
gdFH@JZuO5RHB&5YyOB8=CaRcneZg5Tl{*eD!77Kt*frizL(M>u=4*Bc;X=$Gv|;9u4!3muv-rzE
~r-zy8pDSJIzc)-tmx`SYcB?wp9jSxm85XQc)yq#+)j+R?4-tKoCO>D<!YE+^KN~yMhxGws7V0I^
+99HqQp2pJA2)4y>;qISBg6SVLwHv|gB!MxjO=CeU&hXBX%PaZdo3az`WldB4o&e$Tq5;SGB-C=H
B;Br?oQM29_h0AyCchb^3+6P{Ei2WT)Tej9}Bv08omny!b|Pu)fEH8P?>3J2K&>EhPvqCH)o=0Y|
tip*e$<$WhluMLYx%moT{ItWN+C=AL#UdH{-${~Z9$V(J(UV^#b`EGlLm2@HhgRCdvw!lGH4Cfs_
=Byiav7*}hicHfug(7Ayj(x8U9t3h;FaTU+E6Hv;Cw=3seAC@w)yuGbKM$dNU_(s8?NxXM^mIB)f
<Sz|@}V->;6Z&*dB_-dxf82}uVCehk|)W7&%)-^+;zL(FngusJYR9;>F2^r>>R7T5c;uHW*7RJG^
N0r6Ak^xCFESl%TKV`^62?W?oOgz+skXgtpfb&N{g{Wf{Y<magyi~D$&YC4N6kEGmp-`C$D*tbPX
lx$D8Ai%-3KG)fRM(HC`FWlm)fOT?xI|+(|^`54~d3pFqHF7TXs0y)%Vrc+-j4odIHf8*OljHYG-
@o>w9_Wx=^$SH!#t)CEQvvPxK8Ahxrkp*rP_OTN=OSvx}fhTDv#X8{za5Jcz4j&qMSs1C~|&F`3p
m@jGv&ve)fEJG|FQl)n2PFD9r{T~@9f5Na{pV9hW4T~dzM(ALSk9%YOwi4*$x)9cgI5933-4t2rO
L#dK1PsZ^tXbNz(M2FpCApQ7VdACYx6yOkvIiRFBS<;_ZSI<t{R&%YBvBBq!muj)d3H=Xuw<KdNE
}~UcL7jXB*t?fB<gd^yv;8`o>W&uz>Np)vEC&kC2B)tW`jTD1;T739!C3Pq`}DbU^Hu?59PO5UD@
4gomwMWhzBBhLi!K5g-!lki9KfJ3{@*!1yUO8NI!Y^F5QUsFg(;>f49E1_BC+mq~!kdf4>;g6#7!
YrXHRg-??U_SQomsb6;?N-R}8~7QhYB2#-G!zns#RsulD>=4Rh_k(l+gE^f79$m(K>lk3jG64MW1
cPz}3e&~+=!W>^8AtTjhR;OrHr#C@q?lImMjbX4$NQ1r#^a(^}5{jpbH&~^Yy`FrduwFR`e9JF7L
i$rO^Ww~S0${e_(KgEqEI_{y=Tm|cb-`inT6p?dAef)v7VD2wjDmvr&DdL@sG){sORj_EbPFTBhx
EM*$4V_C@=Ggtk>Y&jowAPeRy+hrT6~dXL`Ep55#>d=B3KY^-8mNMaJbs)Z)VRrXToa?*Y6gx<$4
1BXfd$R{cr^9lK75VG5q9%&}FdcX(V$Qlq*RaW4KkV2J}0N<tF<Bj_wsDz&>PYos7dzIMyG3(mo?
@xDEmn_z<CJSu|4;<g5*i$=wqZ4`|t9xiF;%f=@>(lH7+YAyTLjxe?^tG(9lu*d=fd1Iky62-3{F
hRIQ+n%T;;{*E1Pd~~ae?1iH~m%f`^YZOjCm{=Rzz44LHeWQboJts#YyJ#_cs_PyDOPbP(^{HZBk
xD8W@xUW<eeRjH_)l+=e3j7aU9jLj#m-Bp)#Un_D<w-xJ<4R-bBNupW3QFIB4`_?RA#ySB*OO)_X
l4H4Jz0_NJDJN9W{7~(0l`Deo$?nzt6qGd0O0B&q(Cx4d*UXwG-gO<{Ac12@jEM@}Q>Apw=Jw!4w
+B>3US@OSE2hnrK$ps4CtcTO?76{|P#yA-E7@#8hOelS1V2Ak)WkUP>hFke$hzH$^@2QWcW%csZF
IT7nbVXyhE*H37b^so2C!pMAy*3~2oCaDRJY`pl>CnoM82y9U<a5pU##*+!cBV%~fA4+l!?JWC9v
h)VAIN7S$UXoYx*6bajMjvCFk>_s{yNMEs$YQ6UR)|hrCXWYNXkn<u{;pA|2WyMwI^N_Neg3w-LS
<LyKpo!Dz428!j+X@ElhS_;T1lh|dfZzX!EvQJ!C5;lgAc)-7$eEDmsNM^|PE8ZCd%vMBiyB(CiO
Jz0)q;n(R<9Znwx<!u^h1%*W!rdhYf|z*Js^ly#lnoLEvq_MOd5hDu%kY;X{|Bz?M<3ubEVW`olQ
D)1G3X@GP^vcBnU8{!QdQoXx18B=Yb>$|1(2JxFk0&FQl<4PvSUEYRia}8UuP9;B7`xi;noF%`)F
NK6Ko=2RS0)QN3}2kV4Lw*#&N%(NLmV=6}!`YF;gW)(jYkWdvwPd-GhC@K;m@SwCLa+{=f=h8zRy
v?K=Hj@&h_-J%peaRXt~dzfNPtms^-!%AVtoyZW*9|*b{#tBsy)`e;NBEVJk4ZSzMM+C?TMvYdr0
FSOwKVC{PKgX9oz*>_TJw4cE@=(rcUz~Q$-}S%InepY_FUDWMY^jsxi~wa}&X&D{z7dx$*kgLrx8
QdQcluKreTGevIEOFS>(ukbchZv!@C`lR?LOHG+*#&mSYq@}!h<K7rSA9z&I(r`ZqU}s{~0Klbr$
7z7|X8@<HB2y9}b5Cy%3Xc#5E;WJQ3u<tmkpTI*4-zLWnAc7YKS+P}1(O=8A2E@iEHi|I=oWZBLr
WU-Yuk)Zn4#0hb+IYuth}f7!jxf4spDmY?qk*U&9q-~N8o>V5d`nxb(I?|i@opr{o~kw8x4>f8?Z
h$jm+V;Z*AfJ~QO;KhKO?Wmzh&(E3qz+jvW<8w6K>7OyZxCS^irANAUhvc-7-$faDv-}@y3Pc|v!
B!M#z{7LFdy580dpeCR1}@q&U=u8nRfVy3+(4e_Yl=23z;O{FZJB*?v7IP<G#a;rAKMV}wT-Vloh
}9Xh_<>Yk5z&}o^}IfMJ`(!w!7#D_*O=-t5b_VE>H!B$cu;5AN<?YEr_+#2DX3&&s8D~GI>uVbW5
{ftWafknbFF|_#IM=V?@)ZmpK)*)xYGN+!HVgfWi##IJ`t#GGm(9U^k<#ez3s5Pg@+!L}#xwF-s}
_Cb7%o>uU$U!L5gJ5PG>(ZoZtjEJ|X>oJi<)EmkXsdu`hdn!cIDWS^eS+PHKWKU^X;Hm^2O!A_QU
bu>S0+jpk4b+x=rT;^7KhPzxt`Em!k*E(YtD{Vi3iPJ+WH`w-Q{TZg;MHOdL)@(=m8))*7=D>vXz
zG#3oP)Eew1;)UlyWDwEzFb1b{5e<F+o3DlO9~~4g}MOS}ed|r4uq#i9s!bhs2FiDf*~3)P-d@{8
#_dUTRoZPFYL&8&8ukh*5rgZ#F3TFbkb{Ji6f3YvzT>n@c<N(j}=Jp78#3O)Dih_2NG<ZQfpsh#6
G#>NN{VU@{B;-&L~<$$-Y7z|R`*tFp3@MAU;dFwAJgp~j_ag+4X?(}?l>3=okfTgxFx-5qoP;&d^
|i=p6_(^pTO1A~K~{Vv=wNiid2`Z+E=0`m=AJ?GGC85ryjM1I=_Vzhnhued;An2C&rSEsOYtm34S
mnJ6p1f65>J#|2(*<N&9)}g%EN6l(TY7L%G;7azN;%I9U(&hrKj-Foy!o|h(x*mUMn-G4<vg%}4Q
RP1YG#pI{zOt{Q^hHVmpV&#L=Jkjb9CB{tW+|1X2D!^{YhO+~wZZ6(a%tYZvfxMWj(V)>rzY`z6Y
+Jt;B2pYl~YThoqyw<-7tsfLVuat6&Q0b96e$vxVcV{dPd1`YUxGr|BU`#weMy~xjFsOD>ctJQj2
jNcPy?cc1X1Kf8zRYFq301MII&dT2Lag9BgUIYcf0ycyY0-77>WPuCT%sxvPS8xuwfX$}`ujdO|(
bl$z}mkE`%`paUr8g#t8foYunVg3}A?&nT%O83-g9+Cbe5qsF-&&wQ1(DpGh{TRyLd>rQUc>?9nH
F2wV~l5eplG4_C}f;;X#^SW8*02YV239U6x`xyL#6ri2o@Ut%&ld7#RUXexpN7NfRVffmGObTFry
$ahec>-|{+nizY!w&zi)eiWIKh3Bts|ysY!JvS3mdV#t?!-j)9PnQ<FG;P|ly@tF2(6UAgJ`*u3>
jP6%<EH4pJYVRhC9&xpC%e{C}+mB)Adg#)E#A)c~@2$`5_!_#e-q4%6FpM-wpk`i&fOnCayQ*i4h
Ox#07n&QnEHB$jCdT5d;vi+OGiyP|Re`^5cT`aa*8e+smJY(B(ZKU&%KimM{u8?zF~rqh)Vt3h*^
6oV^}nho})?$G&_EoaT2%CNbJld)nF^ZYG(rJ>qQ?nX<a*B-C4$lZ^n!c&K{&2iV~ACnaNe81=#$
XsoT1y*^A)zmx+ga_g+HR5lrtc}49GKkb6B3lfdBmjD%nEtDc07_U{GL@5)MnegRIl}kLP4B3FOu
nRss`2ino(!LQ3Q7oZvlRbq(E;)_K81Qoq%;Q%rGub_0SC8Lpgu#^n-0|5zPcs(732}UYLA~5u5S
pb?VUt*U2+G_V_GOyn%^!H`u%k#Wt$ye;0(eOpg$Ab-WWVag=qVUsWDVcr8{H7ss$LnzRHg59Q(f
t?_gRe#k!D%q6r5Qg`$w=8(Ut1@Gz?*eHN-N^iJ&qXD46dCeej_llveCe)@6HTKR-Kli`Lu}`(A@
Tm@d9qRphK1IO0R!dIGZYFg0YwZqCT#0=_QlvLS|%*D~&V+)gXcy8_h{)xKXup}q<~csXJS^kU2|
f+lIyXW(tSOTObv@FM@NeYyk_^84c8p{8E${hbypmg6YHxTy~BwSB0T7V96sz1j{7F2zJC`%T#5l
jY%Ua%+<)*@nESB~D;#PBjDSp0AytM)H4wT{U<yEg2&V*^w8qV3vsoM#E<_My?ayb(%QiQFqeJZ)
L2)nyed_^V6fvzKZjj;#DM%Xt;(iBJPFCuUN;ZKZklTp+tN}PW<2@US}J!{c!c)6F;Ilc`K{}qy{
nam_8#^)}N-`$04g)&my~|XOuXNy<GGM3cO567aez0l?$gt%K|V7Gxf^zGd{c@cb;RS6nSfhJq&6
62VHF*QTbsaR6(W!uVqpGofcXNFmHC7h<5f)2C4Xk=Pb`f5<40EB>{2Bd26LLIEF~}1$ysIwUO+V
)RAsNHymOS#qJt7Dk9|#Yd{H7A*ITeMvPL2@o>|HmCr9VzuVg2{WYo>=1*_BNhE%K9s6S@2_h}*{
^+%7RkF`IMHrbJQUl|Vb=nzHD3c>#-gVz?NG4x)G$w)Pg^n(0Az7@vUF9TN)(~4oHMOFD$%ezTVf
3ydGw?&kFdfs5o7@VKBOJjU%$ffm>#<eI?cDBV)B(7Ci(okJeusizyD25wOBd@zP3P8XN<~kwvpW
>Yx4J3Ddu5L%V}E4_F}41{IeC@2eA<Puu7QOAp16u{;Rb0EC{;c0@sA$k2oUInp2zo^u7hc1<TYa
xd&apmmvO}8y6`w&>+j^`b7y_}eG<jUznh|gVWhrv<d_!snu_ulB>IHtPh{OuT+T^p(~G>j&@W^G
wEJpbM*v$<b?Mu(yU>Ucg!K|#`!_ej?s$$IUebp-5uKAMQ(vEUvEUOdt^{|%p;Gr9GR?hOX+lyiD
rH4;v}Fgv9e83~iV$Ehr5#nRMLfr&>ljUp2RY>egZ1CLl?rz<h|f99kOj49Jz`b-d@qITLb~l9S<
<(9<7R(>e}&E%8hnAgpxLR7?}+_6{l0!1?Aa6txEoONDw$mDOdL1WZC@AoPaD;jH(N*Xm@`}5=i?
Wjey@Bn>vXOP5F#sYgJ}LGZtU0VfbxvGs`&(gu<LCBiJx<9J|(W{mu5UJyI~LOqWc6}i`zf(k`=U
f@Dcux!8j_qns&%GhE3d)o`{QZtKaQN1j4*r&AjcFDU@d?$}lEZi6btdgVr$>333b6nQJ(korU|8
79q4NJ9HF{3ycJyKeq|+PTuSfsUYxj;d5BtABs_VJtwh)@8UTQWY*&fu{W@JYe#4Xo#G`xDqi4CK
{J0fH)Z!)Pc4Ila}S}(J${mGoT>*P9>5@qYpa=-M<xT}cSyc3GpGo{Gldk&v+Fzq6Pztemjk>x0-
j}JAbWIiVQQsSI6|P^fMA|R`Qe{}pZ0QRnXlOw(pYpQ8j&gP?7Bs&(Rh%|#OpoelG@f;CH*2#TNN
hOwG~O7Eqe5g5PrHk0Md4y^<&WW#HBR+pW_LT?GcUIT)+I?315gSK}?-NC6fSTM(iyhquQ&AM_TC
ztCy#Sr!%};l`I3sZnY{nFuQ|<%V0Z)HFWhnq_xSsJb6ET8ty=WIPU`l!BPs}Me$JmD(d4Vac~bZ
&tqWrU4BU6!LoBT7rYLx`J}YJ<|DAW38b?nEd2L0^N*!-VAD7qI?bEpHKChjD7zpLe!WZl6ugL+v
<nLgRKe?P_0I`G{VvJkIs?)oNe>Ervum{gu-tI8(I|vJ)|;;TQ*`8(d6LG`<%nsq(cUoW$}k^iAE
OtgMu)`s#?q<tCmj0G#~TZN=TRcT7Ki!Ywz!$pHx%-1Z`!&laEh&96KaiQTR&hEp}{RoiFLvTUIZ
Ahb7d5l!`;eSabDs_vm4CaEzK-dJ$>Ohb=3IaFvBHNtTg+|;hEXVpp^;z?{rD$vjYGnVF7u04rPx
&nShUxpV3-d_aL2^gBCZ4Lx-v?G5yDoX{o(W#aq>aIHP{t-rajDC-NW`4k_}(#x*`_Gyhb+mkJ3i
T;FpYdiVPTv;cD-mzH$Kht~yN2%L+BvZ4+gtO#OvB0@rl2?fUhS9}YE3#>!iWR!4HzWh*n%i1)jd
53uXAMR7IYEEA{i*Xrjx9&v?974lj)GJ?a#YmfHu95-wZf_3zuy#Cy2OKh@Ns$wE4^|Rg3ib)n5Z
f^G1b;#+TwW<bPqTtTy&~V;pSEorY>e$D$XIbSk#inr$_!tEVV$xPVgW>@ABWG8qMx9>V^Dt>pe)
~P52gq$j!TW-^juH&4|Fh=JnVP_98ipUsR_H+FJUw=y!c&N!gw$86ccE$?{{!PKR5iV7M=Y+?|$;
}!bo0#8yKd+;JI2Ty@@0bLnat%t(%PxZuOEIy+N)e8rO0|x9OmL@e^Ik30t>^o1<~xJRNsKkNE7-
-#`!MkMkwz2xT%OU05o0qubka8(Z!o>*_hYyrjV>5u1sF=xdJa$><-7WY>cF{l>SiVF@xC*!2b!l
AH$Qj?|8?b^9Yzf)JKMU=uCwZx>0OOQsTY@?p>k1Bp{~DO1w@VnoEqbhSdLz`%l8x<1em7x{EUh1
Ta^k7BgjXxU!m&8+<~tKaK0_D4;453BQi;dS_W?Rv=X3^h!@e&07VykN9eoU7hTOzMk;0W9e+Q4K
%2`3ySV2UN(gdkSjP(;NCR9+ryJFqp@ZEmp<p;EBu+woxVS^+ZaB2vjw<GX_yw?u8&5eRY%_kdYJ
a@mI5<l5hW47Mie(7zV^h`CMWb+||D@hI_E%_;fIvLJCF}e14|N4fa9AoG)Jtrw|{GI-rwj{6FH%
U*1ih97aY;7WfIURTh=P>)MU<H3)c0BC6PS@Y%oA4)Q`yv1325SwrrrFkh$U){yV7xz;;Yz^obrP
W@U+2t}Jrb54R$t`j$IC6%tQA%|u>67>NO;amD2mbztj#0-BPY?$96)gGnqV%NB}3IE%hfi-V(g*
>uW#YA4i@ow;-k@|kNJL#>{Z+RfbL}?G#WL5l>BSghnubJJ1AMn&(FfO~!vg1rEm;BU43|MOas{#
}ufF!Mwe)=lISiL4fDTiDo2^y_TASlSmcC=du`n`lVucGoHfOwa}S}#kJkYjh-r_*cTs>&qm=3HB
ufR2G|edCj?8O&%;LA`DYUtDJw>Ux6CC?pw!&G_zho}Yyttm!ci4Db!Saa*pTucEtlLKx7006XRh
Vr7#sUpfaq2k~P$Y>eLq%Q}7OR2mX23LO1MZc-TF!TZR}Q}it!=Lcz^Ml$Z?Z<s6eciex$x9#}dB
J^K@alP1c7q2y$c1m6X!cg=A^oe=(Xfz=GyrGd;KnAS4fGKt`X2F|r-LXBF-O5JM%%Iexaw|<pOE
zQGPFiN#OW=rjFNxJT8onbZ6F7SCamf$j#GpE`x*&LLqGc{NY{qHp&!IUR1LHXG7O1U%z{UtxG7<
l^=CsJbrcxyxYR9p}vCHLlFIC;HYErVfa|IvPtYF(}=zRWZ`W#pH^CM1!4&v3~fp42GuAiQMwl_*
^7WQ05GY#2_ruxo>E+HUb`+QS0(LLJ5%7qOu{o7}EaD_TGaud&bs4!4H(Zq%C!KYIO#$Tzu7mv7i
hD?P#Z)(9|xF~UZd`>v}66k*`mw-RlL&#TXbJoTeY%cZ`KUV*tWpN5)X&b-0%6!$PbS~kMjVqTEU
__2RI+MWcrY2&FIiOi2#3&J!W{z07H*14KqXCmQ_FZ61YaUZHEF&dZw?R=Gfg<?n=%4Rxh8Nvr6K
YtI#KdMd8sL}-!P@P5@`r_(a7A=*B}_wKl^&qfgn(dMj0}??D3eITsu(~eHz9?=6so|urqWV$ka~
y1e`q0d!`KBuPXKunW7F0Rud3eZE?PPOg|~XE?<bJ4M~0L$dj&12mU3m=B?OX(!VuC5B$N;L%Cu1
$)bj{92K9<Ey<$>7Sh7E=6I_)#0=X4sA<>z)ov$h{^;nL(NrFt^FpxqU{WI1(A~;}Y&|=R9S_`|Q
jj34YQ1-{mm=#`ajj)w;5NdB^Iu?(6iob;o?6&eKKw_masi#ZJ^`nyMvtZ-`n2;y132nP}UZ(klb
6U%;APiafxY<;zcNIE9vM%N;l1`)E5icupf0(A*w5RR<O*8O>HCmW4n=MAuH~vZNiT7ieAyM3LgX
bTx`JWqdE6}VCg32kzcNw!a>R#M?fD?vQG>X=}t8n{o&()3&rkA5c8`VOE4=lob%oNKR;c^m)Z88
(Q5zdGTp+T!)983^s8PIl<3v33OXt<Y$ZyY{HQ??ZLzb7$8!uqeIA^2PUv~lihwj;4K!5P6p+8#e
ib_6)51kaWkim?oD+8c?^0gm<xYVP_hiZwDAs*ide?(*b1v!jw$`cQm5PO1lt=RDf7Uqz@on(FHU
rExUc<Z_3j1BQqjOk~^RZKQ9Vs#G&Qgc*sJ>yf9<+VCPx7<<a8oBNXd&(lFhfWWl}Wp%9z{i1p?j
}!FTr;%}I^~foV1b+~r2!1Bb_5ki?!<RPJlA{kKI?hBxrzTJaFM7+zGz83`67ZStI3QVRY^x_jOy
Jx|=%yIBP-kUc5Aw%pVfP89j9ib!;h@-a@tBwZNN4<DmHW6NaHiGxvn3Nm9z;Fc%lPtBbnS_IS@q
g9<}jW8usT`s^C!xxvrnfr_jIY{wdzur6u~tXZYt5*eJCnV@D~!QeIZkNF^Y?i{wdI8l5yVjw6PX
jZMlNN30J0*j3Dx0guHa70_eoF{2vX;*0g*Vq^;VOGDK_n*_%u=Qei6wZz7}RA@#N=z(c1D-<>mY
;tKg^Yh+<2pw{Pfu{;jBs0o3NiSZ{iDqL2R#&TUgCd>eI$H1+8ww)`kX%wGz$-E3H!zhHmL=S`Bn
)B;Wnq1AykKu}=n&{jI>X$VUfR=Tc`%rGf^&Ke6#_sHlL^83(_paRaMa9eDzKc(eO)I^Sn38-JCi
=O#6pEv+5)rNrNYFy<F+EC%sFe6=D2c#n2kQ#aC5PUl27u&iyTw8xLY{75iy>H}l#)_Vrm0r)qqd
F^Z9vE;02#8%kn+4~So(jEc~vi>eO0_;+a5*zly`vQm?kz$`kG3knjkqY{%e#l81uPye#+_Mu+dh
WAdf)B-MFd-(CvzsOAxkwr_%y?-|nfXhhFY#5N=LYN|x`#fEOwU=fg$Fv@wpSL-eG7Gs5WAa!VPT
|BWGd|A^Kfsb)MMMWFNDvnj9;mG|K-^)e#Ae|j=cH`HRc_y=m|Ft{9Wu+}+ScD+^^#QKr|&&o$<m
+g&5J=M`KOa&ePn~#t!%M0(dsNlt}VAsXPh-Esz9-0Z(SE+5!7OxP=qg+_rk@6nU(2)3@bvAhTv?
z&eI(XpG40?EQh4WXf1^9vH4j?GRn=2juhk|*N0}yw)Ev}a86=g#B48hFWpN?8>MN^J%tPc*C@eb
T7)cy&7XX#1}Z?BvIz^f2;owC`-U{=Z;q9FXA#gM+UNkO)@*U^}xNYqsQC5x~z(U@FFd3V$TAE*(
pAv@b4H4)7cOptjQRsR7=rmdT1_yNfsP3fQ<5s&l2ld!-kxiM24O~e_5{D~>{dwm;!31{Egjn`a5
`X5Dgum5d2d8q+bI}k}L7U6lO5T)78g(w^d7J3sO?A?6zP0fNU0pk2fs$U-9iY_<8i*jR0{hB1`g
$l+MOc)iHU|_!h&BuaOaO}G06_N*ci&~S@s?6?%yYKAOGr<bSy+`$xxq&+JtG(HMeY!56nb;$Eu4
HljXhAV6e&mqSS3)mRj+wl7@tC{|*l!bqCVh~xa-7-CmiTj2(E=t~Gyo8mZOu!CI-l3Az=|oqGOG
(K@=c<ZEaNZaSYnN{AXaf7hfQ5BL<Jpz3B0cSL6Jhd^zAzMsM!tq1?4#dzjPFWACoZ>Z0Ol#Xw#G
*eV>~;Lq}Nn<)b3td2xtf@Em8ty2zi6`?+anM0t>nQ$8#xn|6@%%(*Ncj~MZw)6$df63CPiNiLvj
^7AkUPA0vKZl&$n-T|Xn{<79n>}2BELmP$2bc?20Q0V1@C>Wo>hmQE)SO^hfR5bc1x>9Dx7sQ9#J
F%qmg;z^bM$D@zdiu}S2TliEgamVt11l8%0%$1T^oHaIz33<s>i|iUOsFR$XK12u*UaTgu|u3gKt
uxwG%)c_5dLpFg(?OSy1*J`F0zxQ7BAO97tmTq5CHIxB+>&47_)LDK*T@wq`ySy?`KF}iE`HW=B~
Z(zNBz1CX4-a)E7>F>~!KXhid#V9+P9sp0xwiKn*o;y|uHEzd?YTziWS8X|Wi2ftxrL$BA<S*>K{
d1J(Zhc)Z3oH$|sDH<X|9eN{Ud`egYu+PM&UX2AHt`lPT=<SETO#eN%}>*Mi<$13|2N&yuVC><R=
_`|bt?QoI<(C+N{82f@AR?v@bTCOMb%mG{i<1=pHoH+Y42?ps$7tR#-ow^f4SZ#m7A4?W(i!S|@s
+piMMwCr}U0i+*3}9npEq!kq;yPbjJ~gkOUW%{23$W_8XdDO1n~JpF8@d+lBU**JjJ906$6dPw1r
ce-M^+hMOM7y~4CzVU75(2v+1gosuX4G)Y=&F(hE3zvdw`gxor}jTlNL^I%Br-Y5<>Bc&baw0hpu
XNZtF2ml+L5jqvu-&=R`zi9K)ItZ6EsmiUo$u)f#y7VxsT6pLu}hy$DZBFzX|0padBN$pOF2WaS4
E4y}^7b(-`A_6abNu^$#H=2yHO?b9e0@eZDP9%_$}oIG+d*((cFIpa0GeatW?3B|v}n9!(7_YuLz
ogk7FYVY`r^|D`QAQ{5%Ufkzo>cFIx8wJIlZt(HDS_>ntor->q2tF;HlA?!R{VI$MUM*7)EW~Vht
!A(4ORA#{GSqaVxu~GrfQ5UDYz0PHgGxt6Y)Ne_2#seNkL@~6vGKmZmOJ*{rq6mq_!Xr1vui#qIO
g$-u5DC|a-cK=K#j&W=6ND3GOM2-JOtdI%Kp;=lU~0L;q=Q>X};{8ACdRD`H*P4rB~f;`U?)gHhv
C}9eYa0u(V+8R^Bl$%E19Dk%U!qLtWn8h%AH{T=*G`pXRNT2;kuUIQgdpld~=o%6<Umy!=kak57~
9gIe?(v3+=z#0B#HCj7d-It`1EIz_$9(*o8k<L$LRM!V|E!+G5aIoA`hTq-Z<Afj~x8DG_}wsa?=
3EyTlRbUC{jAqFWAn@sB-#;hbi*PLaI_WzY%{YL_og0p!!dm=@#x+^_j<Vj1*g-Z!HdRLN!}*M_t
r@^lXq0NTl?s#jdo-enB;V1Q5qqMUK3IPX0)EXtCd=X6I|uO08nP*XP2~In&I#J|tY&#|pigaYJj
O#9ux69pl0fj<6s1C{N#i+xo|PW|H=W<pdmk<@e6}d46M`w!ut1}K`d&kjg>ZB|ry1<MdU??juhn
1ecc)m>SKAyL3U7P}(3L|d2NZ_XmEFdSZT)0q0K76`@xMT1)Tf@zv(mfm*#{7Bq19O{P=^S}*5b$
bRcY5zo3&7qR&^~54;{$aV^L*nwtr-DVvb)<z;@5QU!24rE1qBOQ9A^8EF_5O<(PTznVSp7>cmc}
U8SC`oJ?Z(lQL`J;W*L{&-Ilkqu>r8!UWnO$;bpJ+>wO)d}gSJuj<$iOn%#HX`X{!>u3GmaOg$|G
t43=$jK}(9pr#a+I^6A`M0kEyMt&tFZF9)IZNN!NA5@TBBmg~vbJkS8+Af&94!!?(ope);k*naoY
kEN+SWo`c%BKMl3r58c?7rf)Z0xQqYztVrcLoi7VSOPL1DVXiM}XuD54p~@mSv5td72gf;8;X<?~
%&-Yk!J_q^a(S0-Z>ksNOoIfoQwt{zRxhObS9E?s0Dfa2NL81#=-WOlK7Z_<AZ@490#&H>&HfxXE
0bzb?^e<7n)@?{h8gLM>x!`guY1YsR*)S^YZTZx^`^~UcJovCEDBKh0z7-k9+KXZ8=X0Jaf?IruR
Tq95ph7K&4MmVNYKPyEaMts91hJGUiIBg^93eTJnGe8^r)l>>yRy2+V9Moe&=H2K<RlJLf<YZhda
M^j52;SUvvH~uH&LHMNwUt@CRf1~{ka{TgQFNfGEf_C#?w}28qeCs(I^`ZiS<ja{1STAGD8Re(d=
i8>vVhRlUEHD0ovdqd=`4OfLjN671WboLFMYTi{_n))66pnG+#G;zdc_%-8QKLCb%7uzn7gJ2GX#
pc+OJP>*!1qA$P1KY^*`_iIE|AsV)iWM0>~VLmI^zJT$dulFdZL1D*mVXY7KLMy2Mi6JOmnr$ggt
fa}8@(Bp6_7?uJ%SAIm8*FGz$RgV=83B(+cWlb^EzglKj?c%u~%h$qVE&!r6!apz3o5I1sf);26?
^L3BOjh`o^qU#9RUn(k`FvWR~joYt}C5i*OS67V{wO)%^-WELvA2T74UGlK}9I=BUFiJ7m`c@6b{
^)ADDRmRU*L64c&%Bu|e&8rqe#lzl<l>T%=Prjig3Hy9D9$5CR~rWp-rJ=(Whc!8N|lyZt=!GRl?
7^0eo}dVLn)OUJ;=sCOp?`e`am@Df6ND=`)(Na+n7Z#f2t~*@+Z+V^I%vIr=XV20c<9j!rn%Ut`i
&2=$E1jj&F!Iy+b_;#N(a1-xldyK6U8dqSq{4#c(#Zz%4q+d>peVeQ4YEa=@J(mYNrBApE9L0&_8
~!s;o2i58MKpo;fj6fbxDXw3ps0h<a-@Z7#S*^5)5CB4x{VeZH=$ts=oXD^90R4imj1JB)%nRcx)
$#9ZSfG{b*6|{~OqGb*Q`(V2O|4_++$07k8+x}-7<}Ly@xt=t5`ev_XYMu#$!TeOv%{949Yru*d=
U*QTDQj4kD}&M0w{_6y;H=xRfW?s>y18jp!#aYl`<4--^~z@O4i~K~$mc+tk+sY&vQd(TWKgYLv8
xat9I4-Abt{b;KP2pygT0seB$cFQ0tTU?y+UPkgLfb)4mK^R?#cqV`XRgpRcxeO^yp)iR+O!b90H
bZ?q)Bfe&rrQoQ(|+zfs{DZu(X>VqwscnFqb@wbhc>Gl8RX<)t8BfZ_`4Ll`MxN!2Yw%a>7M5p)a
6IFIN>_14%P1E&w_E;?f;Cr~1`6O6arxFK^TpBH|oy6&bCY}JLF>Kga*9RrG<c-dC|<w-pzo%PPU
UBcFNe&W5zRBAoc1Ej?oK;n{!?o_iT%e_^i!MYwP$Xy?fYe8U!*yC{$x(iFonocAu3bw-$8jOM=8
XIqrv;1={i3wY4qD$B-7web<<?=iJ@5I&zUoNyerniHLpjxmBzJ}6(3e>O8Zq7z#Kf^hhB3!&5!w
H-gMW6g;fxwnhnB?Q`M(?`!--hWkyHqicy;1OCLkBXUeJTdRlCP=<zg;MSiN<MlMGxWP{yPc|`}_
nByBg&@V=>~ZPo;)xhXlQ{s)O!p_>?e!|LSD{;$b^G_>b(4RXF9S69QwTxv&^X&ag#PC)JK?*6wE
}d;9{vVMu9xFUXIwa)4m)CMJ1j1^DHz!%a1q5G~N&Ou%;DJkeplZTQt=(sw%;Z1D=<@-<L5BvnxQ
n=r53;RJ=9-p>GnYa^TT?7uy}u%%|exu;&AkC}@zP+y7f_%U9usCUBl&r+u-jD2tviSarOMYE`cu
wNWNL>mYdc}qRL47hz)7&9ii4!LZN*B>uz2J7Dt2ZmFbq==mby4W=ACGc@)7otKpr=h#*7sN=cBq
kKdJYsDR1Po&|dL#BB+;G@uhGwYFT3tCLQRJW+m19NV{MwubLr>k8ABQzDF`HyeOC_Z*fYej=$`F
I;`aCE3AB%p8;1{~7YGY%qARamlC51|esM>yy)t5Bi)e(JOa84a7^AKtH8u0#C-uxgYv-31{3E&{
PUQG_TutVNj=WjwcQy_57Sp?m%+)-*HmEc%vWKhZ}y(Ef61JswDlVqyw_isuRn*{WLDqsifB&7Xf
>?>!>AR4>aRs|&;r*nt^1WW-`HT32WypNwk3tCsdZH*rop*cIbV#Em-a<SGU9|R)IdKOfMTV~i?m
oH~K5bf9&3AGD7{yL&e1{&K;jKhsw$E{a01!YJ@OWi?LC3D20#Vqox9xyeTVS<YXe<m`;$d5Kue1
+&61^08R*EL3hk$_C%S&gy{c_K<gvt*$Ba2ZDFWVHs0mD3|zxG<lJa`|#xb>kz0r2LN%|A?(VCho
`e`ah{S0(OR7@L`WSm91-Xr)(aR*=7_nKgDz0r6vV2I67`k_!VM$DGyBAeg?Yze@`ntfJbb?)F78
gNLh;M_IWoIj+p5Sop);t&>{=m9zXRlq`XF%ss8;FDiaE)*w+uNYZfA3qjQC!5;GbA1H`&c{H+%(
PPD=`00Wrdw4G3=^gxZH`TiT*EO?(U-~XNtb%m?|7wBV>5&vM1{pLwq?!Q_D#;dnndJ}O_YgGO97
G<8*G@tVSwAI{)G2%uM)y;a`uGX$a(d|O1xu(!%1`{w)A=5Rh6<F_o1x&K9+1!A?fyXD(<22|j&s
$IvE?*(Ic0H&(3Fdlj{i#DEXAh50697mgNZ-?fSx2wJI6o$KgejEb8lwilNZl^p3^B3W-R<4^w8<
FJ3Zv!4C>{<80WpVd98_AomwS>kd>SaJxKV*iuVGeCo3lPvahc4uVwZwO`=r*;V4z^eqJZMFfMJD
ck9>5NU_EZINMe6lzy;1D%+E?u=O~>LPWU;#S|dymabZ~-Af_NuO;96QA^hbwC>?7YBn()LY58=5
lAY9Cuafm-xM+WU#tqnRcdWr)-|&q4c0DWLF&_d<OS4CQ=U@o^DXRVC)~aq<Ea4Ry3)aqyz@_gDj
z0p~2`zA88i3$rMbFNEwQv=3q&HrjOQOeTO*$c$g)@Jx%>x^!8SfdeOFE+B|4l>oAz?n`ECnK+s-
)a{DVQ(`hPP?8<WLksc%(X@dWeLz=w1{)@Crh&WK=Lni{y)9w>g)4uVr~GxKR-M6tuy8>>DjS@1y
^|c&7jo(?zf2y?0q&tsrDimUTeC?l0S*0qCBm=l5fR$`m8}KK<;P@U=MVU|b3oO|%(w<j7FSf!es
WO7HXEaY<s=Q&{@~&TTK<Kf{sTR4mDq_}wR@(9xN5Wa^v9sJ=0dsM}zOk(9F?*pxC7UsXU?iYe;;
17Q2$tSQEX&5WgFQit}<RnqDooXiaDPFAvyV;A>AZh7QME;>=uC~PK=Hm&{Dob#cdDR|$d1THn|m
)V#tc9=@P^ve((hrah0--~mOm=<zH&;C4;^_IO{o`Ve2=;ns=Q)6s;Vp-DcZGA9zNsjp(2>8a0nP
=n5ZIsoe&(yfOM~gw{S+i(V)z`$lE73$|WEoNK6V{1`$!vzMbf;;E<qc{!VOpc$`j4ch2n%XDE>j
N0EDT&m{RWBxZ6v*|yw01Zx=4SWozRaX#hgbyT<sZ$k*hm;I35&Qi@cyhgy=q7SG5g{yTO?3ST&v
pboo~~>%`SA=sOl*o0SA*f=4G2HyGvB#!g?ycBo&O%xGZk=APjKjNU$S6Hli@7^F6UOlbbz9N7Ih
xwu$gdzw0m!UxGjCHSZ7K>PX9O|SIPD~nfpw)Y!ti;@RX%B;&5)Jb6wsbC4EUVQC*aSR-<c3&dAh
$uH!6e>ABcanAlSkCso;584lEmQ~s_??%O8^Rc5-9pOq{m2Ku@7-%~<=Ru+1mHVD;TlRbC4a8aN4
Z0g{h=;l6ewImYkl=KZRm2~dFU3=TG*<KybmHKx1a6R1Xb2#ph$B=Di7xvz~C%DYuyO?Kh@-F4Nc
0oYeX^P(Yr?GcpZT!cyL&jBTl9fvItGsNS(e<j1BBU2LsEprf#e9M)>!}8kL#|=EK>a6bzGjkR=J
S9wS$35=u>mmOE_Jf$(G!z#?xW2~r-f^&=$(7Y~xyi~b||&n)}%)6Yd1iitIsC9CAZ>+1Ai-%DIF
ybYQJg)rL7Gk_`6F6V06sj@WDSv`jxUM4pE^DPICHMB(G6fXX?U2GoJwr_c5c?ajlUvTVyKLc0_W
Y9(X|Il0FjvHmZUtj!F!V6Ss;J$So_3^W`BA3Zy@J&Frm-tApV6el4@$y_<UWBfcZ~m?7ZC|j#l7
SOAlz)^tD@l}5s&|6qB~kggj5Tb(SHK(*0N_Hn)Y${-`@AEgaHZH#d0%$?w!`3<NANPp3jrjNvTA
W@cvR26dS4AD!W<H?VrM9RFb5{GG=uU$NqtSKJ{`>O^9g&lhBjN)>V6C%`hG4d2C+B>FPib}Ji*g
y_-&%g&@2Ih@sdo2?;=R)<K=oM@@croB|`Q6wSCaM?1gIe-3$D#P!Du0Xl1;NCvZ<pdYf~9XP`VD
+G5Mal<FD(YEr<JKFGk;>KzLGW$U!wWK|s*wc?Wcq9pvufyY@0LnJBAs|8d{xinH=?b_vp3w%9se
(IahkNkF$SBppct;p7lL|4+~RiS#zRqemNQ3Ru#=U~A9wf>4dxs}&im}nTe6x7z_0OcHrzn#4{W9
Q=ndxCWq##B{;QaV11?%wo+@(#MCXgqe02EoiP8}(Q**G%c&{ho^_+FS>BfiD+$+wwm>x?B=^iwk
<>8AB-cy1vgYK9(`S%jLdF``i*!qmofCmkM96o=z4=O5D8ZPNF~tLx2f;7fTJok~ie{QquD*j6}g
$D2#wiRAAc7C|-pEdKTDe!$cP4{sADwXWJmq)MAx02ncbrR?ukmehkJjD<Zb%J@j<Pr$pW|7@&xx
p#wTW)7|KviYcZ~9A7j2Bkk=<RlzTOh$677M#>O^ye_FpU%(Qq$#43{`mU3ncKe_UOIfBZtqk_(z
dPww3>1EX{I#e1D)j6xLq-UlvZx^|RXWZx_>ZIB-+!u6L9Q!_Ge;U`sL+s>-JD`Auing+(^MuDWh
6lNc74BamAsM)b04|3QVHMD4WIg+6s%0*h#YY0VS9CB(F48)$pPqX)&Cf2znRD9=>!%wIt?01vr5
c8QI$}HVwy%waNPF_>JaUM1++VVihRgnT*!EtQVOgb5$sX`A0N`XSEF`-K2w+ab?yf~J&Orktoff
_J&|K)_S#`AMXA!~GkOoLm6v0#o~52xy1O?6(VsVM01#v=#L6zxu}C&cpZ56LB%ePAhwOg4u)fQp
XX5h`jx;CR3c(!+!4II=6KBRE83SVcHu%^I%8vapsnYqTBIgqj)$j(Z6~@R_V57FVx}sq;3CMtaT
lL5b867e*6zF^)g(=b+o0(ApwM{xfZhE@upglLev<N;QXU>27UC7p=(sY9!49E+gVfxy_Nr^J89G
$G;j-UFXch|Z`*;XG(b_B*iNjw|gIS2r=ZCyy0ZH{%*F-6$~6=S}jyVO<oA<e8=mePwEjm!;o^u$
&$Iu?!x_vAq%r_q5~)&2x2a5@T>CBhAW*DVa+lU~3OKL<J#eQWfXItiX(KuEYKwhUiB3IfIT{jEp
5RRYUuSTO{Q%Q<wGXqk{5D~d%>NGJDXB+#cFYg`!A(hAt-M-af`u72<&ENkb7DCY`miTj~^deNye
qh_JB5;PzvL+F24V2Aq+-yydG72;W6c>Q7|t0?yv?Jt*@ueJBeXA=Nn(1FXG8|Wz94x<1T@*yZ3;
{gTDq|De>)UK~W&Zvr-ktXTana;ze>GcP72TLf^#L$}3#f2bJre=T_vNBx4Q2<pp@k&EN$tIscdk
(HUI_!0EdwjVq1nk%XJLDo9hY@bsX>D-a4>+NBuZtOlLTLbne)qKV4$@oXxo{vNR;6TUIh`mFJ$P
t4xRZPc1{6tyXaMVX9jgGB=otjo#MGupY_dR-r2DgY8p<Ik0_(7QteA2Aem_I${OlVgfkCPz4h!^
RT>e5X<{y7LL_DFPulj&e#7`#!;fW_d9zW8K0bP*RKIFWd%OB>@G!xsat^Mn5g3!FY9MF;$G%V}T
bz(SHkpZ4k7B!*HVTq?v=1y9t)wyp#Mg`@M;rqoQ>F<v-=_I4#&l40y*#+NOIuUz%VMSW%75wG0p
)n>V-OH*<_rlT-(~qGXb$4e=y{cmvZHZSf2*Dl0=L8(c9=!nmbQLkSuND;@IR^_m9#hhoe{9PiLi
Cz8P{xYrG_dt-op!Klfi@sxE{Yu>0X?w5V}JS(0G!flt}ef16vLh@$az)lQNrKXV_ctF{vVWkn!Q
n}ynMFALwwVfi)EWnAaGITeG05d{5?LQ?IXA9L_obKG@u`V3ZR*DL)-{{&Q{9v&oum)l?qvBooHG
SWquF9bosSY^W%28gBHAa1_1a2o1wFRsN_1scdW7e^H3j&dHb+vM(!gjnprGPHpnuZs+W||3g7ct
p%=+<B{n<MXA-HaXctdVb#45t5c%Mt>{*1$2@bqD*nztpz@c+|cEH{|QOnrQD#rIxMmf+~O)q4z)
(x)L8gR=7ln)zcS2_|LX^^jUXHeK5O_zl=`xTt?rJm4LL~s5)RNG@bu9G?y!UM`|k0g+Uyi=w6r1
&>$ZbEqe>->XMSE{#C<RJ^?VU}-_DFd7V{8G(tf^L%Jw`$y~6^TmZj!Uv4bPCcJr24dvazJxagO=
Bu9UC2;W>rFl`TK^~P8jvQ&s&@uL~1{{IFl~57F`To1;W7PgyJE@uy`+3!ofbp4_7TlnuVoklKQm
HpUv;oOjr+oe3kBp6T{5$B40`uf~sya;>II|aK=zOHp^x(t>~PiV$X=9SL(SUI~SZcaX0mh`6_a>
Co`gSDSUv;AEn~q_qvWtacYDts*i)ELdA?FISqKY4jckt%zMvp90$JFuad$qwZ(PeRDQN4oAryLX
cEqNw}2H@bUq<S{7}tADRFPh(99SmUGE|xmn0ihxnNiYT}6j^ce?vfk+6iVtwBi?9P7@?<KFZ;K_
DTC(m~d5Wsmi;he*i)1oKJ0ZT=Z7`-8@FwswYAj|QU2o2gXD5g^C<hgBQUT}PE%kh&1S5VIe!UQQ
%cgx%cgNWoNV$Lb6NE|RpWL@lvP=JHzA@_CWJ5rN|vlD;4~I8fR?`wyr!Rm%ez4oY?#{K^<JP2f<
C0_D}XMTDuV65A%nlptc0MEkT7c%Bu4(XCioup-eZf_-W9zVcxJRt%oSzXbN#b~k_AG3bnaRy;8p
6nzl<s>wpH0<IKux&}FZ2Li!}(L96E#gBhq0~ue$w+f(Asv$NyFtL7@0-?z0?B7bOH9|Jc?Svebt
xZhSCs0u*zy06Hiq=W4f_fy<Hrjz1H*6>Z=YMU11PyUyYLJv4<POe;Yapvg`jX%xMN*(36{RSgV%
*29KqFq-S+%P3)ye9kL2GgLC%yOdM#pzemNCtn&U-h3=879(vmVkEr=zg&bo!rSnALesisd*C1*f
p%$f-_8V$Hb6lJ80=<-@^cFuqcQ^xZjS)m~Cqe<L1-wNCH&;Db+lY*5T~b8Swa9wK&t@wydk<;ya
LdDiqmX9#RMIX9~7(jl!+b;cS?D(pK`rRMrp%P$H|PfXIw;))bbpE6+)a3G<y5DU-GScOo>JGGqU
%FG$6u%FBmEsc(UgqB<M_+iEK4o>`uk<f*`0r7E^!pnO}2sCiN)ITzxmWFw_+SpJZ<Rd(K|8PnSI
>HiyArYaXSo?&yn_vfVhfo(n%4??}TTa!N<6jE(EA56d)um$g=-$I%G(^w0d=99q{C4g0qbLlH`O
l}d;8EyArCvA52x|(KWrTH)1*7`gVRu=r%OS}VyaeQUN*<BEc$%h|YHkhnEm<_Qs<nJ)@K0C#Y%F
frka^Fvy&6L2{Wqy-S<)5ph8D#Al%?~0Bg~P%X7f>Gx0%2u)N2rtNzjh~5K=s<iT(1ll_b3%6#Au
XR(n!F<Pekv#{}UnhLpzP#AO>Rw#QIydp8A<_@7z}m0xs8`%bde4bNa^>^4%=v%fiX{RF^b!$SA_
3k&he+j(q$yWfn9%9b2R<Zm5+;7~#acG^G6^SoSMEB|>$8L2`n(tXOK3vJ%&3$1ulmUQ$wJz_HbJ
RTuXj!`1^K!364WUZko=3|^&al5AD>ihe`i;^(4x^2Dx|H@G*#$kJkP*hJi>j^0pB~RJ<hRM@!8J
W*-G+$GGA{q&FFyR*O$85*`N*6n}X+>4+2JC1>2*0${GQg+iP*N|2aP~YQuc4WOI-4=$DM??sN{d
N_u_DZOD%NX-{Mo;|jK|=y^j-LtXK1}!nO^J~)YqV}IlL(klq_4uNIAW-4ptd3ds={-A>No4bn;v
1FLT~h4}dksOkk(0IweAtTMDvhCnGx*v;efQbh&X0bw1J%wl{WSu&lwDrxz4cv}sQ?tM>aXO&&7l
H{M>E!cR=Lm!=ESO!lIKJtk1t(mq+H2mY<8S<mthdMUV>%tC-XWTr&lMKo%g31&ckypB)(y7opl_
~z){d%2bB-6>Wljj<ad^T7xZ4c1VF2BGH|?r=JdAq*(D*~B9m5`gh<M(p@nkrQaZ8;YVs1Udn4pT
iqQC?G8-{3py92xKlZ${)Z|+&$Z*m1@V8omGYm+l_Past0Qv)w1kjv=AJ0-oBc!|0Y3lbNIoOA(@
_R?#u=Y<(tkjAX?-A%_N8Jo*YjS8%H%u-zWE?Cj#a9IQ`KsQ5~)aKSF5$BuJzC$4NOXT+FVqgC2?
}$fYy;!YRXv|FN(RsJd<s5d!D=d=O>-8{vrUS~ZX%HFTBJC}?E+`996mJ?f|?o!WjqzF*|fO01zK
JYO}w@}T*)a1#bDILC>9=WSDVO0f17=MRfev)*p4{rrmlw#gLkfw`8FVQ_vNbReVi6o9Vi8to{v<
7JpFcp$1WF)kTUYC9{=2#y?3m7G3URD2)Isa4_#Ar(>tFx6QIS`DQN3D%~4cW7O+F{y_V<~ttNa`
=p;a-&jMZmJ=N5<(TI=0k$JnE;{?4FlLg;U3MUcKU}Cd*u;ZtH|j`$WlR}YSanSe{b!LETCV|((Q
hNm}|qr$+ZF??5(hJxb1X<!hQ$N>@iOdA2tk0cMhA_>ob=Rd^$m`eU8Lk9r8T@FN+Q}NE-;%<VlX
qPlD&FIgJGbg|L5UsK`UC0D$AK&xi2u02mxot8pb=Yq-3RZ_9t|m=lxP^ox*E1w%~-4%SG3w-%Wf
1|NO*JGGY~;z-cw*PG(4t7PoD7?~=k&fJe$+lp&#(fH$hpRZGZ(29qDF)18UdbEdFCO)G>cBa1u9
$1?l`>=`SzyVcEF`Un#xhq}B&8+<&9?pm46H;L-|K_F=UZh%LvFruwj~UZVK>G*c{h$D#7sK+b&c
<<uM32mI9*Ii!_=4SO6Icu*)@b7|yJCIDJYR5vGPf$DD3~wvZJ9uFaloIbQvI~@i3<%18C@qAf@q
`5(w0uvlnwp5Nne)WnDWgo>XH8}Amr1jA*G*#HTAxK(+RJBx4inMVH@Z-a_~eANGcX`Nl*(UANwR
QMM)pg@40x!!i=k0*8a->eZr(0JJA^6;G)N<ck8Be9}k2*TJ0T>`EockgJ`9!`(rC<*asg6^tMg4
<}s8$jRBU|tKkw}vbc*5VTCkG<q4)WJB5Fi88$j!&OF_uih8$MO|Co`E-o9(_s+0TFO0ix8I6|$f
-S?Xs(p1Rqk4@r2X69MKoD(V=^AZhr6fK<cLPK{@a+Awe~VftyvA-bCeYam6R~t1DSo@qM>@NPnV
BhZ4i5++0cV&B6I7>Le({dwF|$)aJ?-tMlb{ZQK=gE@WMyXd<6{zaEh~6(_SD}vsu>7{%yN$)*Pj
8CYDjIUa!92UsKmpQ9i09a7#^SNlyU~?feJyApPHOo7Og3nAvOrd@~!4L-^8t0vbMbF6JaX(oct+
?pC3kQ{1rR1TYCx+gvqj|V5{iO^nV_Lh=xfXuh}Xt66;qkGslngGKIs{^o*vj6>5vq>w*9)hl3Hu
P0R`y=ut^A$<g&Ol=8n;PgeJz_gJztaZsj$!TUY|V^*1+;1kPZWDIZJ*JU<f9u8WV4NolfY+dU|Q
u{-xS!7mXP$?)nTVLhU0ybC6qrGjt@|s9ceE01T`~(7UzBp7TM_^w#o8Kfl#bj1Nxl^OUqXhZo5;
m&BLV_&0yopLyGaY!pC0{tN-_Lu79*0of(1*s08S%o3&LA@Drd>6@-A_KP+p0Y)2Zl;r);6$f*(n
JXUgEq6$j*ifPI1*S;{Lv)0pRtLdhCHm%5SdKF@laAlJq<>EuTjGvBD<Y{!ABUbF=aN?R^?)UFz&
hLaUQu>_=CtMb3wER)p|}dC|gh^cy8Re)oi%^;SN0L4#~ZTh>uLA)^5$nGGF&EU&&i_&O`FEs^<V
w4gF6&)2FOLY!cntSTK>?9aiaI;=V;AJ!;cxZ^Y(Am?#pEmNzOY$!KYRsk`35<Cxo<X=|ok(MZ)l
8a!Jjfl9dj0J`$Mg7f#F-vB%I;!IH4}bE3+BGK;=GYfo%Z$&6IVyWF*iWXQ4^b7?ACa5+U87js*E
kub!lY@&x%M<*GhCd@d|=C;V{uXk{d2^QnFaIJf{Ql{Ipt<d!=*1<c3;{DLY0CdJ8hc)hKTOraH8
r^*~-~vyoY%SA;OELA!Fl}&}~X}P31M!RI*CmcUOPP!mC}uU5G5A7j`};K1F~QuM_xuKNh!`yl<q
Aw9?Widsm~b3kYz9VNxyOC2n>ws84ym>WMKsWzQnmVhOb91CTb6PB|Da_|ivva3C-QdVFR_%pnx_
nH0j3T4y||`2574Fq2b#E6rR;Z=tGqjaRf$Xw3KfCNUTwxlf1$6U*2Px74sXuEm|w1HjH4l0-HZt
Fh+$vPo)~X6t~p;#vMR+)1z&dhEJrYkyYpn|;z|_zqDA%meHGQOY!zX>gWPvwV81Z0N`KH4>YQVz
T@8w7)13Krrta##V^h?2UTkUL4afsgFp_kEt7e@!79Z#(#l8O50RXB-yytiC}8wSkytOGdTg&9CE
LJ>pQfmr}loh&@I(1f@{vvZKKV0&BM*|$Q94~{H)hTU(#PlsG-kg`5o0&^1(~Rw*?HSmn12>h<z^
V2~qSM=etOj!pC2%mkuwXI33R8mW&qIR|ju`G$b3i=O8=rAxnajK%i}c&VPa`S4w^+GG?Dcb9Hk(
*@k#z%t~8qq{mn?IOl>_@A!Q)82|sTNwD2*YVJ^$hfpms0u_}muM-*9e%dn`i1anzJcg~mN8z8Jc
^WNP1UHd^L@ACf%%tJvf=qz9_jT%bfj0kpsW}c(@MZUOtA8O^RUZMIe1e&){;d$Hy2WO!HxcsWrr
8pMM=@ff03HEmzF+?$HYtKq;x^{XuQ|H+ts1*o@ZF5*ZU`PRQ_{&#WJDB)Zv0a1dTVc9z~Oq_U3}
aER<_kEci^oHe-)#V2Jg`gv~)s<0zIC8c~fnPO_GnvfTG*uXk)}NXw?bmsl8dIC+@(vKGOit;c(r
t(v#V-n_WCH?drb$N?}2n237VfSN(o1Yjbu*rhNtx6Ehtztlk0M<qV4#LP%E>KgrT4-fA259hd!z
-sckuvc2M>4PdL9##OqdpSEr>v!{X2{T9}dvxI;yBeoUfQq_$i$Mc8B`YyNKycHD9Ok01~x-6`<p
9IP5>3k`*!}4jLW-om(wN9W!vX75Enf*a&A$|gWB!vQTs7s`<L3EcWtT|m`S6_d&+02)`b#eSp{%
0!vvTdacx5L}sjpE~ZQ*PAAn}Qk%ZhFj*h98}+oF|u*ScnFjwBN~2hQ0t&oC{RBmcC%B_4NX$NJ!
?pq_^(h1xCjzLUWhugFue?3^L>M4=?rUU9Rz?>_$B*A^l$UZd>nPRtav(i!U))t0fOLp`sJSQaJr
^dJlkZlrJaWf1rE;w+13Y%jRP))rEi-ZVD}W+a@ByIL3md;K>f*+N~(g03V_j*JMJoe_%QWhr{~X
dI4O<Z$x0|^CwbyR|N0rLoKaWI*s;U|45$h2+X=y#k&(cKi<R`aF;(}V238}FMQV`a*p$JpQ3x^_
?XN<w4qB)p`f%SPDBgB3_lU$mr5rM*AR)s4Y;10uEgb;zB-WyYN~W7Nv=2-j-`uvQCY_FPFh^jQx
aS~upz2>MZ!0cky;y+<>;@<2L;gE?j7fFfNv#atkLDJJAc~^+_PJZoZ45IcZ}R_s5goC%u3*y^Ww
|aGWiVXlVM};t%^JJkNZA__YndT<zRSPw{nD?HnL0p)eaJ$x@>qZcke`YJ1}Z^g%5Q={b_`iv|(E
I`Ivxv3zF6nc&4{3d0n$1ca*88RyI`tq&}NYP}>YxCVIi9o~u?6|A5!?4Qnoj83ou657Q8jrT=D-
#-#(h`d1+;P~Wa9{vgV9^5jE9M5NE<YX@dNClp3t^dJZhVOXYqoE%;1+a@1PAE+Pm3+}3E<t{*{#
b~wsuij3D1TSTuEwysDk9Lw+;F036pwH?~ho}zDoak*BvyTbot*6_SwN*Ghze9?^@7f!)horwHzK
zE?y0V%&0Sj&O8+U?>R2O|MhkbMP*;wi9H@iA54xC%klWHD%et!XGH;2!MpHkmcc*_<>_Prq<tn;
N-_Obeal8>;v*F&h$C{jfTJ-Yhaf)^pPu9F!eU)`y}vEwGNe%pLA9f%7KHEso_7vqt`9%K}%2Eq0
dGTp2@nT7K+S3AP<New38ota<oyfcbBF<rP@YaX!uB@TUW>=Zn}nvdTxL}a|RyO>$m<By$(U!oA~
R%5zRTJ~OPT-C-WA57SnJSq_YgH0U%tzALW8X|r#zNCa@Htod0XXALaBc5so)93Ih<ukzl>>W6P+
yAWDZYjh-bku<F3Mq{+$0)%3c;qK!_k<a7gNzH$Kr!4ciw$k}vNi~B0nSeE`#NsM@RYxS(W&b|NN
Ys%osALpAn~qvzbq9_mdpKcGa*acmNkl+Q<uzV4!02Z#r#cF3ChiZmRROZj6)Fx2j`8uN|qE|B9s
Xi{$s|E<?{Oz3csQk{vKOlkq)RZAbCH~e88^f3MAHVc!8gLC~PP&Q4d}3sLg=a=h4!oKPj!5pB|P
@1?A<!^6}W8%CpZ=L+)l?d9wG|bdEjWBWwcB31TOCMI`({+<Nfz87IEmASeOR<vd_L8oA{(P`<n(
4$0;TklyyNQ%PDm^nNT@BTmkRILq#OcQzN-xS(kHcHZ@aaWZLz!>8HL?lXT_?36ybiffLK+8t$av
OgfMQ|mfk=n)LW8(#QdW5ZSVb-nn5D1ps!u?H3*kB)XfR1$+hk5Iyzy|TY5PoLKer{67)krQjK`r
+!k=RO53GmAS)BQ%(s7pO;fgm;_X#wtq6TSE;URjQK`l{HUMO}LvwUU&~1@6n2CM3If+hflN3j2n
hodoa+?<JiE1$yMY^Fzwk%wt~$b^~g4Q;r$)J0H$YJD{@Q|1&ZB(@4&{nQWl=fJz`S)b(M6ao|&u
-x%39e`qk>-Er~t1mHkx(rk-FU4c}3T-Lw%9s;D)1g;C@N+J*#lj6ViR=t`nF!Qc4#P=G5T-cNJN
k%GZr!#qGHj`5Uh%=&Y+S^!0(SF53$%$n_EdMW{Vjy*}-K%2Z79Wz_x7^jk<>$9hjCX@e?er&}0P
uwgF7$bIBPWs@b9{Zg-7(c(iIjXsq#Pu*eW=?saTVr^Hq?axV2evkDTk0&i{1l**_~JW*ii+tMPL
1|_=R>*HR3)wG1Jl}JhTRZRR36WyvfzO6(f@=(@50_ngX$M8(OTu;*Qp<*K#$5LyTxQ;H0T&^Ea_
)cKsWQiej2uB8gHe{Zg%y*DoCVnekCM)#i7chO;BR4;1@m%)+1X~KtBT?)h8tg{SmOlPkSW0enOJ
N;!YKd=f!8e@E|{IOvp+^<OqXsUR>(*k*8w8PSzmn7}xMTIGc_9D!t{|K^<+9-RCH=e{0(7aYW5P
1LjB^cOeVak+DlE@JK>uuW6V=VMI+4=+#hJC0t9}_2HpSO<=Uu?tz^itbSWVwCDfRYGmn9204g}4
h@rOmB(hF;Uos#h+Ce|@BC5h)rmR!xARE<0ix@}|53@yZNFt~ck3t1K9_dkH*jaHsW#nD^X_Y?oY
v7qcJ~Fn!$r}MTW^Qe#qR{{|A_>6F{q&B$)=&SKETuZO8w|lfy-(rPNY~b5CvxZ;OLk7InLSH6dk
$Bt8x#SYOFPhNK-cK?L|0;n_c2Yl35YX3lBpP{b}aKStow)!cV41y@;q+ISOE2OUUjmDz491IxCc
~P))^4Z7-{$!Q3xOVonAFJ>dqe2lf%zs|+WQ=uQ>(WX=7$1R?4PxUK`80jL^<c@Twctf(LazZb`a
6uL+Y+lq$|4VEzio^n}f%x!ZEH=0{2+;n3M?~o|VlRdrw%Ud?wQ+R7+9jAAmPitg8Xg<r-%V50hU
rFv4u`&R*WRBc!0ak1lB+V#WVZO2d=fVF`)5`V5Jyso>u#~k82L1xqpyWR<nM<E}{RlxSe}OdNF_
{!meF-_f@aP@$#Fer{rJjA<1B{QXk|Ic4N2y=nA2fyJG^TE_DNHgwqvziJATj8{X{hrCxY-yT=|}
rJF}|lB3*~L|WrGJaT43saO7b_vZhQ<)$saRRMPnMa@Um5NP>1H<7%woGQX>YKAq0Y!e}IsA*v7F
MN%*0=L6BTLn^BX6umFJpd=R5zIuqc!bU0|FDG@-_cub$MGN$M5L15E?g3?yeIs{a+mQ~Knym%_9
3h<PaKnwGpuGLyt-?H2~j{;RcHi6FL6uDa$fCQOBJ;||aAA6fchQN5dlK*>x>`deK{H9hOloqrmI
;W<7lz8m(5yhF=uduZeTUcgF&-wc*nS_!d<*B_NH<D<tdSkD<^qOrWW+y&o_g8p|CjSNf0;SXygQ
MbGF^2idcB!k~)i2(GzGXlQBHfqycxMXE%}Wu!rQa-=pCY@{@K$f?8k~rx)j(J#I?F&dU|`pW%QH
bib@+$x$Fy<(Kf>~}b37|^q1zaKCqjByffL5j2TlcWtSL=OwI%o*INaZaSa=&Ptw2*a#_9SZ6ojB
Ccs}E)>UgYY;;E4lCAB5-RcO7N%M)9opOSoT4%twAP{AIAs6{MZm_SajAS!sT<1^%bC>FVkr8KPV
F*<X+cG=^nq&|1l<To)#kg15w%RL9QSw*;C5Wt~d=SB$25p`x>E;0?(q`<oSUZ2Y)^b6Ym)+7ikv
A;e+o6Ru_Eu0VDXub7gU$4rC6g5m3(X{OLzBzotQ1vDMC-Beq2O9*TattWv`;G&spXi-8P+QVK@}
yk^#2No#5p&v3ezE*k@gUVvsgodo=ndK|T;^5mC986Z{P}1X_IY#x{ZF?a974^3Onw5VFk0{Tr9Y
Uc)`PcH8A9C?sW~*FBvl-2I=){!nvg~-_}hia*H03)>-8waftX-VvBsx`M;9ioRQu54!QJ%Qih>D
d)@wBTXDgIqagi|vzfSR`dk)a}?dh$Qxgx*z@Q$?Mv`f?oipA}v#YXf3Y3N-%u=6V4>uJYajGsKb
>GTd3?E(90b)eQ#sEZYZu8Dv}*dQgQPr1TZ_L0l@lDV`R>-(*NK+zO;mglXdVA{dqA_bjWUq!#xB
)u3RsHF9bvxsz3L+Wqz7Hb#Wvp-T<LdR)?9eQLO(@^0ix2yug4^2;zdbjmq&Ci_+M62t*I^>5UB=
yAw49+?&co2sOLq9x8ci&8$bauHX2Adc+O6EP8Em#wr7$Bp8459vw+=-CxWw^)aKPnNk7rfhaFwL
q67*v17CILrz_xSDIY8#<wdZR|cD3J*v^Iy3_4z4R}xhguTXK@b9ai)<CsbKNN#o8~Clx22Bno`7
mM@WYlJx9YYTk)f}5gPUBEGlAxYjVa-{Hh%2eBqiLxng@q%9ZmXJITN__{N=kNu5^SB3@9{vqbkw
q=8r){hF~^KLbMA8H3i1Ke1wY=ryZE%SQsg*h~LU>26xTc@2dH5}spf)B;x>0)(@5tw+warK)!O=
c6CC4J?EOB}jYWI8x(49?wd~e2M#0rU#@Cf`bDJ=h|r&wP*nT_p;D}I$mL1gr90W1h=U2dG=z*$w
uvSPI>iyo$a+UpdqjQ`8jY%1{mPJt(8KJ{r|fv>mRj@Zr}w;>A#vi8rItQeSZsWZB^1Jd6DPwBS>
*Se`7*l+nQm^SCDD>(FEJeFTLi->vOgaF8gD%+G{4Zq&#*X+oTk}_X;02g$7M18|_DUC)2BItA62
_z}a0as--%hIS;Q)5Fw>FoKnNq%5D-pjH$0N|9$eDR;hohJ3!T4tM!fb2KhWhF-UE@j?i6P9m_0#
Ejj=fH@E5}<I|05VQvk_A?~a;(k-Tmks)mzlm3mzk|N2JVJgIs{`y4LcCQq2Fx*KZT=HJ`b&>i>^
VSr_V6T_d%bjK#&Xq%blVO!oRo3q8HFnH?YmJZ<+T!50?dE)Dz;Eua_^Q9$Sj+$YvLFFvvDBwkM5
2iDaq95R$NS}MjlZUta<Ctqc9N2}=UMrLW!Wl8cD9ffA^QgDU6WW?7iph^wQ#=gPD5!(YJw<K5~w
i8UmIi~Q&W;H2XRW1j<s+3T`zaJ%tL;3D_pDWyx{8EN(I+FQ8zMmgvbymfSmYrlw216Ze33L%7T}
|*WK9V9%&;tOL_>`K1kWjfSjM)2#+kq^0V>W$sZfUdIYB(O!cVH(h<eKqyvT9u?X{}Pk9@g_G)jF
zmK3hcv=Rx_w-v+!_PbMNR($`N#JU@7a=SX9Qp8lq`=uf>n7yIM_u1gYZ>^b=0(SgNBKH|nA_LLP
^A>LEX7!26BrAB`$LApXQmV!$Bb4l@UoPv^%9bgrP1)}6-cA~(<$JqCL|dag~hE?r`3E4o|=QVek
nO%B_QieLpzb=<vS$s&Ja|l)^?cRs5!s(?vEEM0t(44rOuBo`uFGjv?>0lbl~S!NVqFPcibuqCOR
Z&jEb0}@+o|n(nUI*<#^`Kc|+srNx=WtNlBDOSno;u@6Hg^U|m==lPBaK)-O=T+`V_3e})|nhj1?
~3#{eo4i$r*oD1J5rSWuHBnES*lb^srk}{C-XaX^YgE@w1#fJTJ>;KXsDyNFyh*ce_L$=r+l^{RM
frC%k#QKhgn8Ll^m4Xl11PhAqi+yeKKb}4FTA9|=f9nOEgmZ5N>>(yZ{&Vp$eye|LQOmwEWjG-Ba
LRt}PE!=HD%-g;bLZa9B}d5Dtd`2Y%vi?9IKkO@s?`GR-u|NBJ}o;hjoPyM=Ou8Nf1WyD&qX|v=O
42*8xm&j1>=Hg0rIxKW4U<##IS58&($5hm#5z5x7!Cnn#9VpgE^oIJcZ{^s;kJy0C6Y-i@EI;f(N
`0menC(-kX||?AZQV&^He+7|JoS4GzUAmnBcyg+SysPn|v}vFLi@ljtpfP96i}C}?CnwblTyJ&W`
^WYo0jY<X7ykN$o&vPn||`{SmxMH~kM1E*PehvnamQx1#(*Ink#=vL=SCDwFa7u*S2-oO|1WzqFX
MdvI_YhCrvm(i<}HP>%_$9-S)t71Kg$!Vjkz^A-if&B-Nu+96o$I+QSe(3FPM6;Ug;&OPPv12%;0
U6#Gcu>F)AfTTS_hte5%!0&Kn@R&6#UhtD!2`;v84kF)0W9Wi67#NxZPxx3fbk%iBt9b$595Zzxo
dmP0Tzz+Vr+dzXNW7kNqJ)Mgitr$R0BVn0Ewb@_5I4!*Nej>zQEN5d@-VjQxVmLG9qiy?;fsP2$y
tOA8m<fd#XGCq)HY>3SGQs?M=UlQS+ioU*;1519w`)g#9qUmRnJgJJ;4sBMl6)mIPrxLx{vq@)Qf
HT%3r8<k*9nj7LHXnXj1;dyC=CXc}rp18!HZtnsn_W=$gq>q!_hKadZ_7nk6rj-$*QK-HdN21eL>
Pu%qNFmYR-1|LS^ZmD=Z@Zs%&Es#-2p$v|@YRG>3XWe5`JTls1|M~(coFxSup==%))rmZ=%d0sVW
UfSDB1-oI-irL5OwJ7#7sQ9#trJx?;5T{dx?hq5rGr2hLB`jO(ihviy}6^1DdpD;{KMcI+9S1LK9
j}WGmY)zBkijwwK6xznwA@x`y^j`aZ)44rBT!vab~c;u`6$WB;ff-RDcY0c_z8t1#M*iIO1|P`P8
iE><$VjP<H4h@9z2oC9p=wuYXd$g%Ny2c~Zg6><BrT`K)_QjnYC@B?`4NTst&*xIifjynS3v2SDm
^joVIlrh25pKXz8Wfzr?i4y0jTialNaxk_xsBV41x(q&ZP=7(vQ!73zgQS~H0uRbl%(j|1!zMT+B
ES<m)s@Z`f61zGZThrf$YrgfQ1_|;{S%C-%iG1r2c*=!fKpj<QG|IA<qW^+-lw_QHt_Oe);=UY5M
a=y#+OrpmJEV1{E{4oT1R3U}dfrPzk*)JS)-W%HR%eSGCN3rt-F+Hw48iN$*v%dxT<+?fR%rjLO1
{pUm7OzHMhc%&00bssx64FkTQ_83O?;*IQ70XH{Y5Zk$P+{<5jF$heQEx+@0wA)sBsWXZxlAIi<*
!YGn-I0S9!U@uun$tgvW1U5gwcckMGXe@wJiwF+{~J-&`U^20A7`X2lNv=If;>EK@o^|ImMyyY|U
UT}S06Nn?o%O&3#hsntTXt}@u$wQKslVra-nCJ($*4d_2TK_KSjSYqQJMp<tXe>J5oWkr8_!(5`1
O$;XtDTP6jPVFs3<ewNZgRErC5UG%|u<|meps+(VLpEClYaM@?z+rZuhsIe*c{j4rAEYH^ZF~7Uh
w&=+kW<RJ8!vHPNI9*_(vU~iF@)U#!q3`fHV5kKs+Ve?RK&DRV&ubRZN*JD#c;rPyQ;7go1Vw)mG
K>Z!DgC2d^485z6bAXcz5=ztib{|INzqnedgGqIrDIs>~dqQg~b)ePpIN^h6%VbtBkyu!xiR;A-6
TAMnQMfapL}W5+L;@*Y>jwP6|a;ZS*z0F<*<O{UPvR`(Zp=DBk=Rq7C6;xsGm~JWlm4b?9Az>KL4
Q$Ey^IQ&W8dB{2qXa;p9hYtjG)Btvq!G8VFb-FH4__3cDvy<QtmkkCNef5;cNjO!CbwEgE}Nq$*;
pEa0-QjBLpyUdz|M@kvaDG>xe`a>m+8<JNPuYv}|iCRag=H<NuBfQBP%(BKC%XC79>)1v<{+?K?i
auJ6=(+`ImC-1waPs-7@(eiR1oS!#kP{|rIhdso8F!;Df2N2vKkI{HV}InpHP6<GAUgPT^frYALc
jTaP=FL`JXXy`$I{aCo(Ru4>g|Zc9fl=UQ%_T1x61oGhEtP<N9wwf#MWzLr3GDaP*lVzkb!)eOKO
7|yh0;+l3+2_cu;9|GMG;^KEzN6s;XpUoQ&@^C-+x&U_i;}P0RSx6~?oCtx=2M^x5fC)3Fs03T%m
0LL8j`N&NRj<TtOjzh8``WeEQeYixVs@xcAybu@hH9^*iMAsaS(jAgqW0(SA?kmH_7!T@+fEf<X|
DuHGWS|ivM8s!bO*`$t}zWF(<Nfj0%{1#nK9!MffVw(My(3fHTd^v6k)KW`RD;+l9alrg-YeqSK9
#GdRN8Sn)2ySX_?f0LsPuOQ+IBuxz1UJ{RhFzcNc1UJpe3w4nWxEZ$em(Bvpx0K;Zn`7YHVB{RIs
v`tZN(lK+;|k@sAUo4s~#zII<a7!LMQ%(H4V;x#p7H3SOV??_l-!QIKb~2O_g(f;KNpR@<leHsL-
LIq<M-lVR&U*%e{WLD6~KFxDWWxM|Z7={jfxp8~0G}Vc-Tm#f;1cWp9_TFZP=@33Pa$04+nKM%yT
N8*91=IC_I59>L~^9FS0TMoON~l8{#V`!P;PpNCCdQSvR8_DRjnZJy>4EvBFYtBw6qMjlVaml%K|
))QNEk&^qjJyN;=MoB2QkTcaTF4kkc0nv_E8*C5>so_usUFaLsBdwleB&Z#K<I_pO?JU0R-bipcG
6?};C|++=bDQZg*vR+m$#c@#W5@UX!JQnUnM!Q793*8H=&)B$Dg%oTf7rs+6eF;pX)pxh`832IA<
*>X*^nVB)Icl^@1gnmWFY@iTflZd745p6bvoIH*>Ibrac0N!WMmaM^Bml{B*$2lA;mIBMBZM=e)B
-0X2ni{)gz-?`asC|c^n~W^|Aaw12S#}ibq|_>VN8&_)?uHb;&4yya%6$DMmRKEYJ`M_g&fCy=#i
mj(-*5#AOjYg{>um+raKYzdMX9IaiJ+Rz5Rw5G+Ux>`kLa90gIHuUY`L$l#i%7D{R~6Eu_8y`BBC
2#B}lKi1xP=c>e+aI;>o8;o6n>-r9ax0z}?G--Z<kf4{=91m9ou+otw?Im|9LlL}gSwSSlcCLJ*t
?-*cE@x{)KamyQc!^kGi3&C%Sr2Ji;mE!lMDgGl=M|!d+m<C(stft&jDJz@q6Iv_%|WH@j_nmfwG
HrqQ8f4JQWj+I%bfHhl&TIITic=VNHvtjSEom$?%&{+BoP1|A_eVn5ulX|_=E5$ocbH5eN^mphSe
boBE2oKrjQ`=>!+cm*9X%qHZ;P!2yDZ!{6F|WC1VxA+J|#3JGvrYp5-+^O<I@RzUH*vaq-FBzo6+
@xDG>Dc%`o)uczU^rWnPkI}iF`#bh@9v2vq0X=57?wE$Emobp$b(m3=fK}OIXDzBqcFX#ozZT8A7
0-xQWIVE$qzq|n~nP9AHwT`YAtj5`tR9$l@@F#OA&!o-&Us2t}QkvKN=SJ$rt`S|jLdPkhW&`4-*
qQBLVMQFNXfaJL--d|Z3HUwFpE+NE!1lXZG#uyz)i0wVrA22xTtp^5F!!W_f<(1u_zR#HeWaUfBM
QO!k-{i8dpNRg*V+Nj%5A|L$T%H7Q(R^D0CbBVMAFcxbZ!ti)$S2WG~zCr1C9SuT<SnFDn!9mHgX
h(@2du?ydTN<^Lw249I}e5BUXoargMsV&~Y0fea{byx3mlMEk>4pmv&ZM4dZ-YVgCRwZ3EqD9^rC
X%QREFVuOG)7msk`Vb=QepgMI0@^$Se{?(Fbw}>o|C3soJVDvFA98kY&|E9k_3S!jvLbk_^dUHDl
Tn0t98QCMI%TSWkiLHMx&}IW*5WUMDe`k9YxR5+tRJYrGGF4MDA1a?<&5S6dk`sGAho;X=M8%Epr
jl=nW9Umr>xBH`yQ8O7oeP&n1_OoJ6VdTh@~!;u!=`Ue@)1qLhaOt~t)VI2h&y7mJS(jzl(Y9RDa
g2+zWy&=oHbnO2aR63Bb!3w6Dju3hfP6Ly*IpYr>MV^f}%qqz-3iS+y8>TB%G=H_d-QHqW7XhhM=
1mWaJjVxl~pFI%`co7bwDd97)#I)Ahh7P8e1Amfe(u3JXC{Q+<d>>)SMM2WNKR&YZ=sf6%{VT;nG
fc|ACMX~IsWL>c#S97YjXkdWN)JPWXie-}FkUe(y^usSu+(DMaxt-{p?Dj7?B%0PF$W^8z)L6S9?
+{j|;I_uo*?0ey(s=3}kab){5GrjLKfP7eLL)1RHU|z~>TNdaks&dm3%>>Jd{l}`eg798}XYut6I
hI*Kvhc4+qL}V{jk`^~{?PZnD-Qzx@bxaj5LvTC>%h_Lx!lT+ic)94y|$^TC;BuSf93Rw)1s_#)3
AX7h`iOH5mC;2Apv5-?zhA2YgMPH{~kzF`--_{M$Vs;v8JOYo7*7_aW_zizIB|!m*2P~gsAzF@yN
?%nKX8WaxgDfzt}Vw<t&rajzggsScfJxu8e2kY2bJ7Jx;ebxz~Ofld+=QE}~h@q;x5<nj{1rk1-2
rnUltELy|zMyOP9p!<1{F680{<ZWnpYL5vW|S%7&kvw`d_=`XU#K$Vu7W5g!dp9@;vNp&ABX$e5P
kV=CIt|_?xTO2g%Z@Hd3LORg5WH3zS)vfs4GZ_p!D2T(D6@PlH7s`BH?ggY{w1R~3*yU1L%d0LW^
B_V?<oKdPQ-=;%<q~&DZ1%vv41Y72ffi)%6Fi-9jP=Nun(T|e4c`TJi__ui9c1FFc%T!x8g5?esH
Ae^blBd1VYqS<(K0W5-Oftwh+wQ>Ut;#E27uf(O3b<BaEB#;8ivZD>mpa%$vRi6+ed@Z8QM&olhc
rH{QT+z&jnnW@1Jhw<?pgou6j`fr&Auy*j9>OJ7bSChEYA+B}Z21xS?_9d~oE(lcfOBtBz{}RG?_
7vmsp>ZxSt36Th1irU5p8(0>5!ArOn(oSlB0Te9s9Lrig`H-&_pdH`bN0h;w?Ri_qAShGLxbJ?+u
?hP;kDXvI(k?-?3Rvmj?OqSU*Ef@zlPnNSGR(Hrvt7r~kURJQMTm)_9Tyl7a(;4Yv<sy|RJ)Yqnp
NRzS`I9g1`lT^-I(;V}T}j3w2+{soPi_5@9qMt|AA(RD=?vL|F~MR1JD?RKcfiYH2gU@5sZ(Hl=m
XpOo+1_P4~V0Mj(3ZB@_S%psnGn*OyiA14wDQP&c=)oGK}iuTl=yRGM_j(_{|i*BtOk=19q>w#D|
NB)dSxB#OHITsgb3$iVUO%_e{}~QB??Ns__B*nZ@IMp+;A{W|Jawm4f5GyM=5q4KP4PLv=jT1!n-
brRs|=V-9wWATP%)$J-6635rN=N<er$usA65r~yAvc&gvY?zOwsg8u_PUxc*TzT-j+u$jE$Kj88A
--RQ#;UBI9m=6VA$f8B&nome^FWM=UdJ6J2iPDfIsH6gviB#$#@*f}FaOg+1^pIzG->(eP)9$N(x
2K@yMhN@e3sX`9H>c$GbvfwyQ!5jURV7xF`t2V{+PE!-5LjtWN>bn(At;sMBS3badnOUeWQ4DcPI
(+YC)m;-LY&2Q&5b0Q2okAd`OD!hTTDjKsFbXeTWk#e(CZ!y4qjxaKrf&A!PyN8_PWUNzJmP}+#(
0*-87b7rYFsA5;_Jww}Pk#3n2fDIE}1iZtcNW92RZ@*;r+$VGBVs%sg2G;r{LnT{#D<f5?0Y*WNF
+<+_uJZN#Gt=RcCOj>T3<jWp=-o&&fIuw=_(GBlW>om&UkV2=^=+4f_xB{IhFBjd56oc09KFxXtQ
-ni5U$)_a4$q^TfQu1Uu<$AYvH0Gj`I<o+dve56a{767mUKT{xoUSf*eB^Nh;PSP*C336-vsZbtK
}**hTJl_P`W>VCXxUuSox>LX-yY_7o?dYp?_oY+5&M}Qm<@hEgJ4PmFzZEc;`;GHG-1~_MH`ittw
Lf=t`P};#x>z;1V>Qy>%eL!n84+`OLi2@AY{-P(95Ns&5d=1ra}g#y5qmL`>4xlmIy8^E+t3rXzk
<FD(k3nb1Nvk1qXuKdJqm=6b1q@TPJzF1!OEZ>(mvtVlxvavBwdHP3bvTE{K?j$!GNG?avHJtf-5
JXpx^0mF*8sc*va3@upT2jzjS)O^MZN_jK{EEdd&G!pDAF>Hp3~Y)(LAUY7t!<tk4QYzLoXh99A$
OH5O|Ez))1ROS!LrF05YA@VLVTx?R>NEtJnx#FV$DMcA}wQfB66exxu^vTefkCHi80A44IWp@y;S
cK1axa~0m%}wl6sU`S_D`YKtF?nYr0X;ccA-cvD6xK{@!oyKF=n6R^R@}7tI*N3QH4;rBKh>l#F_
TS3C&uu@K-}{YrXi&UVt%JzK27mwa-xGhudUkOD$ZS;ul#<JN(59z#)GZdnZq#OMG6#rRkesL_Vi
jD7GZNfTUlr@LOi7tGLC4Z@mmf|8K{LF>EwCR<NsY@Yu%&s9g^q0^Kr~Q8@M9?Zp4FA#B1=oR5X}
NE&b+~X=%lL|8#fq#p{cC61uVWQqqi$;uJ8+Y<3W3c$alt$1ULMI^v#c7xe5vY77`7;@Yd1jDWGx
l-jiRg|mn-o=Jm<{uvIx_e-#`1-B3h!g4;B>JfkX(x$}57drT0bG^(rtDYMc1&9|F?m4Z>`r`B#t
C{pbbVeh(&M3HP8UqvWKvfMq_Pmx!t{6#D$=<wxKK?@M)A~D<3<S~xv!`v?tnJYTR2{hVa}P|u?*
W%&k2PR>;n4lLO*a#je*YtNvWAljjZcpuZgwW9WkOp-3V=Ys)+rPVKfPDc(v5k@JO>G>g7t+Y5vb
O1GsK(*lER#3in@yX=2))wauD$fV&QRRyjF5bHSGNR_=l&p((c_!YL4}hs*{((Ga8Qu5Jf9A?vO(
PZHA~k)Zf*=>12ZILqMUAki`*=&4vL9WV7SFlaCHk9D1L*lRhPRZT1$;QB%Frd<^x?SG{ndMy~g9
(%pF+ZlOWtxFu;nF9ov^)lu>16$)UbORAr|pU(Yg`u!ZFaH7hyW{iHrpiUI5?GuaoZ3PD~jY~FVz
+*0b)OFTa?qS%U1U!P8Bc^7qXx3dcd26#M?u?shcYT#F>S!XC7m+wVqI|(QpHf)`k7RprXP?|qg<
w;S8*5NBrLEtgjr=7+=Ig4>F8TSSI>(f-f)6|vCam<O(=)iRc~v>LRJ*5Iyyn$DfPvbSj2_7^FK2
E|Kc}I}#N3J>^f4kOx$#tN?k_}W4jl;>?JV`(%55p^0b_fiD>ojSBuG!rT-6g~*oTT9_8ZU~WHcC
g@#W>6ODWK_aR^#%@;nWDSJG=&rwoGvDpa(Wjr~cUDj~!z?=~=ybbxV-`<9$Fn2n0N8aov`N$Y)i
qk=h6jzj#h>y+_OFjLp2A-`^$?f4*4&0T+eK}D-A@FzpW4UwYK>Pph|VU0;Fy%s$2Q$b0`ympV_3
aN~F#<}9MgG9VCS$*2iJMx}5bjw4TCp%uuY@>m_)j)8R3;z&LM1MOH`n?o($fdE{&f|@Ym}!c#*l
aUmy)-85d!N`&w(+jhZ6HLE<nRB_n2OaSN}syIo_yixX4Mt*m=6LxeYfyXod{!ds`BuW-oL=g0g6
O^8@*kmsKe0!F>LCOa}h5oAB$B;Mk-v#<9y{|M`0|?&k^^tc{t8^g9$pKB6}I6@dnmYKy^5XPxu3
&##(W;eHssDyjS3@r7AGthc>0p16F;4X<&jX|JM`2d4J8<jdzF#JDw0V5P<7$ljEP8ZSsz)T^jj4
wt$X9ZKD2k8Z&*CkzJ)HCz>>r6!mPZ2(pQX3!z_2&#Ot#7aA41ua!My_#@^2Jz`1`1M3Y1XM`Mze
{@HE3s^!})dN(DYNRefSGDY&_iTcuHRn@3zaUvvTgbS1Z)ps3Hk(FV@?H?KQ+G-J&1XIh>K^X}yV
MhXtDwANNVS#`!|@WJS8nl=x^l~cobL4}Jmnr^iJU7cl^FsBju;z0QGu#4-<Fodh^W3Lhn>AKs8+
=tT>gC>VUclE;XsjE?c*s2hDVpGbRT=0vV*)pH-ZBI4W16UT4W-TDuM0Nt#@-MURedGdU~g^6UbU
p8Ml^&3kw(1Xo*|Cy7@ZM)3DERm@r@9#vvkWtr7&@s`o>qpcr{5{C2c7i~<1lO$1Ob_eNB5Fkq8>
k<nfp1U_|33q7>XZY;t<s_^TomzQ6XmLP16R3wK@xcI$qv_>6WMutKCng$g(T}1pimiXZxaPg)?Z
(@JHM6@mFfDG>zxv1gW|1Kn=uW3kLvHEaQBrgR<1m;=z+<NG`-byRu929Ff?C-jTmqw7Wr|ckL?x
=mX46Vbx2IR{UR&2DLwXP&0h|68}X0R)pI{^s^JK0(+|B}#^e=tEa`?b5V9vR<@2Y3R=+5I0RHQ_
rFp#Tz@@YaM91yV$0p3uiIAs+4g>}woIJ7PXN_V>bV4Az{IL>~3Ng{rt!mlW4e(L+(6W0NuI|Eh;
H$s8RJKyKzZ>S*Ie?6Hr#MgB7Nwj|eG-bqE$8VE{Ebc#$znjD|9hdHo4(+=5LylCq|nL7AKe)L=%
2AYV179B(4AE#aNazMLWjh=HFPYugP{2C8lG`<JTSI>MV^a%g%0X+{K5Vy?NQX$Hitk%U$K2&UHM
O$%}P4StFvtcGsO5}p-pXyuy@(Ox~{|ZwYqU*Wi5nY^nO`%KsHF}W%sc#imX1zyP7%RnS@(gY!;Q
uu#@p2I%jcYqB#L_xYzk*KEx?Bv;Kh>V*dH_~|+!d3TZj{*gXM<i8Np$05)~s0RV60|2-1n6&jzg
f&J2g4d52_5WKqt`qvJKUFde}@MFKj7){GC2IdwT(MweRH7cgA#1J#mu4>eh^kQPD{mg#}5B#qGN
69O&ifjr60&e3}gtXzbo~G};*82CUFl@nf6>lBC=*6Ss1$+n&_|oH)wAmsSB~45ufmp8Fw6z{><e
if15&p6hj1bQB|(pugQ+EYM&eUu*(C9*jb>v>${R+Z#cAk2BhgrMLcfBGsD~eZ!ke&{lT8gg8@IJ
&3E}*x|e{u_`&%wn5;;FR5;39bQ-wkjPy9UIQ72h40WzaZkDsu4J%PrT&-s1q3YAL96v!OwES*87
?Gw-BG$5AHA{|d0hR%p(*>U>b5Y`jFClb9I&qbwtQq2MkJu6H=BjJkrvR-*UXM=7sfN*aLg+Tyag
!_wu5r=dL;_lHzT$?-(b<zWEUWy2et#q*3n9WzR4DuL#bSn?%%xQD_UX$YjM`oEQ?FHnKhs;ylU{
Jz}F8(kMpL={8P6B4Y4PoHK(sd37694)vPk0^cMawKT!(UTA5*>x0d$+1D0*&qf&*BtCOe~57Wnl
uQY*g+bnfhtfM#NN<jH>%DP4_r%KwO6A4SkK$iRkj2%iUXDi&-%#ho<o{BP?uSVR{@M~|MPh0rX^
KTHDw$HMagh=erq4+$!O#sI^NPm}?{OS(UN^mBW){1_z*T#gfXv|vCzI77S&u@sAw^1qPO>v-<u-
5NrX>6epEp~jp$*5UC@JO0E2?HoEF-ZX6`&RrB7WPuw_&EG)^D8>eq}LVcvS|XCVj(4JfMV1q|3G
PFE~7d~L4vF~*Z9!FrBP%?E3~?a*QPw@;hCOWHzDaOa(i=!92gXO?U#n$mo3BwN!8tP|I}<$0)kN
8+&-LKyoq;D*H@hG26sGr?r6J#>)CpeKfKoz(#j>zvh>;ZrV7_s1F(&oR0?}>TYp)p*-nZ&hUwxT
U1?UnOb|K0(oZ8^&Wf-Bkjx?PdrsHAEJK0Kg&sU{M><%KY}aJVSfs(xgj$fi&T~vh{`SUm_L{7K7
^^-QxY71~`2(7j>Xve7ny{z$@Q)vvQh0vum+7u%EhXOo|70&Pfcmeh+-}fTz4sP&A>x}k6r9sym9
{{MXutUyplsQ30A0Owi~)IgbC<PT4)I|l&;dqs$kYK3_JkB@?E5fgP)G_|c=%!2xH$esL~&Cj>`!
O~?>CCE)oFyX23i*kH2LT4wjO3x#5!S)aS!rj)P{CxX$Qk8=JC_$pUDZ*@G^17Bf%HVlk<k>PzfL
7gw#G8L}HEucY!$(T4+77L^)46SrBi^)?iU$q(UL2%FrN0LrLch_4tZY19eYYEnS<@*bV%2`)otQ
K`Q>nAM4g5srA3tp_T%3<3ctC@v7l9n`rjfO4H{msag8T3o2I)r3)<9>xN}LlRA2UGH$WUdG-1fe
*0+3Z8TAze!N!sg%gcZ=t3p9L)n{)6SR3hz32)<2Og<CTQMa{z1WVne{EwlZGrYxwp+-LR;7W5YG
TqkX*&^!0z*0S-B4^vQ!|E|KVF+nL0AzwJgQWtK5%8{>mE~-G^Ky@!{8NGt!)mRiy$_#zvnoU-Z~
uszwOC|q|m@b-8OGw&-(VSt~6o(A`tj`+5^s-AOA+3ZN+t<Eol_iV$6{+yx{7`ts}jLLwQ)MBfcT
GWJFiZ8PSiJoU?*1=q(p{H2@K}5)Iej1M1R3bQwT~8B5X^uw*enmjm-+>XbPT%F~W)#xGGLv&|QY
Fvd^Co=dAGYS_}Gj)32|c=}to#P3s^9y%-giXe-y4At*es9Jw-?&xBDGNG=dFwnq@-KZaUm6^WNu
uDHZs_p)6+p(fcH_kIs`ZiI1$+N6+*v|3SqL~$P?T$zmCo@<8u30L68l+48(&>Q2evTOhbZR~Bxh
+kPt2ZCLMgD^xC!*;`f<A@j-n<32otSiDmUEpmt7`j*OPaCgG}KY5NI}CR5K*}K+=UggpwEaebGP
i0wmHv#zO9z2SGULjSO=J6xg%aiV{Xie;o+5ad5R`vk(tcK2MU5!@<){)Ygwqy$-SH^>=Krrn8N^
!hU-SODfJThf?EO&PmPH4+-mkHLW1N18{c>t>k#Cf-N$x*H5=0K470bV`#kc=-W$Kb*Fu8w!|)UL
8}WjrKv9$H3pC5;Kh=K5jT<hrp6@*Gfz)+!i4~38Vn!dAp*UZA8@`fc2I-<27#&~SFf$*47*O*1X
kQWAv*S?J>R7=0n=xeXW*7#k-0aA>@@x<jqCSq44!@2VeGn$MhIXx(%`mBS31t;pd3q7O#~(;yIY
brwv-viS^(RfaH72*TR2qs1dqrHK50+UJYaqu3WNBIrvfC>7n1Q2$vE&1gF`|DE*%j*jL<A6}O}u
Mt(2gYzt+PL$>R{MHEFNF2kPNdC469Ia%8IwD_gSYg_3GPbwx$+_d@mGSmxsmJXItT2DhXP!H}X_
Op@ug3a@fzV{-S|~97P;D5ce&iu0sY@W_4^*e8~XW@#!+$RXG9977hJFHsGcj%!zjBR(V{pU)+?g
&sQ{l1NX`}{ZGG>&8p>|TYo?{3WZ;jKx)knRQ?}xVXA9zn={3s^q4oitCpz1;w6`7V@!M@x{iS4y
#Kx4AYMBTI*u;8e_H4+YC^>7CtB%Yf;l=;84G3$-0}Ei(D2l_Vgm2!pSKfAOWt*znXf{`)_#1Il~
w!F3*R-a;3zo0s_3)x-OTWiZ%08iN@RbVJEnCEUUX_ktj;62`nBglEd-{BbedE&S3fmU<L$|dXiK
TW6QUEjD_WWah~XVz>3wLy1-5G8YL}RT8Pl>fyKvmRUREX5aMuB_fU{ok4a%<oE3s>p^J1R+?9q1
T7p^j-2m3q3-cbm^_(*bK<0U-yS0RfIVVZlpr;To_YW{77VwVRo`Cn{)$Ic^VI5H;>O7Svkrxe;C
>4>);a~h1K-FRA}^k|~UFWBt0?O_&Qv&M<r37a?--{6wxXIcfTqJMqHUaWJ*(<Hi`iZ*Qjn#Lodr
E8P7{p8ru?}Sz=5-eVmTX>wUv^iq-YCO>eeG4k>_AeKeV$aMFBG&Y~Gi!Ku7K2g(YLZI<#-PDGyf
+HkknOH~sUgJ3ge9b#b!fk2ZL8=-ANVD&T%T@D3FpcOaw&H6$$=Cn)qgw)r{#6iNwT;6!{_hm4az
psf?SNTcWzw8_kK<uN}7<ym&aZigWb!Q8k8M`xgL)^zr#GTFqt(%SZ`YI3<=O+V~)E$9G$H3&mES
ojlz2+>dQC8FkEJUYc+QI1XmeisB)S=hFQTSOtBp;C}?nQdl%s$@_l)ggVTQAEGBp4Xm7u~&-?3p
LcG8Ik`_Oio%8nZX3+c6UERyEw`=T;b{9F^SbnX*YOLW>0sB;<vzj`XqUV>+N`^wpQyM5U!;s5gw
r##Ik1)Plf)ZpcDQ|~3nO#fq`RUL(MSg#@B)<bVE_RZR#DZ6bERR1@*0A&7@v3EVsx*r4N<ThOzH
d7s49zs((|zpgpmG1kapm*ginjI<^DUms1Jr`L|0LOI1xseE^ZN^2=c3#Y6DRQxa<EDz$xSB;HBz
Uw(FW~>R22rgc3gQUjSy^cuPl0XUA8vyck{NN1(8VrXm3Rt)~#`7t`Ihd4cL8<@1W4GO})P{tp`(
!oW*4eCk+F@o1}NYnqM4B^DAB=!KpSdWVZ20XYW4}t7p<Ucr{(Hr<sB(5DX$@p}ZS;EgXI)wYl$N
klQJ%{7rLO(1+T(H3|VoPvdFS3A<pGs;5VI1E8Z&ImqGB!lQ1aGJPhv4{yP$R3k|M+?yDb0-UKsY
?{*>BwvRaW3mrxkT)zxoEO0`>;qFfU*<8|6<3W#V`<kl_D0RKHz4^`S;QNEnY#0`G0dC%X_xS>b*
h-Xb_+Tokw*gLt^S6iq`3ca;aH{fpgP$j?c%F^CQu<>N+Rp4=jHp|1<nlg0+b4S|Ir6lU;HxBQu=
L!jihQpb?EMwjgEvm>IalC)^H@?CEoha<46?Rh~hLM;dM;eHoq(XIFG7r*dZkmzR%x=0W{+gb0yR
@f*${@@p-#dA?7h6@z22Eb4ahXv$}PAyMts4$MqjqYRIF)Jdn~nWJ_~Iy+?CZ0L;=ri~hUDN)0tv
Nm_^kO>nly=lKA1drZ*@9-1S>gLtvT-{~?IBKtv2j0n%rd;QL|)o}X<F<!yGO9CWfeuQS^H|e%dH
!_vq!#A@Q1V!t?)A@~f{rU)SDWKYyhYGxFYOP&^nn=UwM&nb@5Qp~0-CWU`@8qljHNX?ixCz#?Ct
>-JK>n&QsVP0|aI^NJO6T@}In>G<66Em3NVq=ty7hvLVf)8!Z7{v%(cB~nwrNW`?q>2qLI6zIDbE
B<KH-c#;Y*<itEtv^5v=@OoLFZUnctE;p(TOchwJKXV@o&u&ANe0t4R<3LD=$6psIK_?0i0hs~x(
;Is}a%(CF@sYJ=|AX7`2HoVx|%Z#F%NqzJ}`h>iprM}JB18o(5mw}2MGe^~n0$Bj9Qd`uYPqrPGc
SdlxJBhpdrAt|Y-mVkFtqd+Wuj_`j*L^)o~4`RO}Uo~w|nrbCbFZ+GX5a`yeNy_@?TX*%3G}3?s#
(?POJp}<6Kj{<;cpkIHN(o$F*0cikT=*ydrfTjHSBPpBdz{CUn~><u03rhp5Z~hhY?h^#Nl`?nG8
osIv$sDYzL7GVW3Wxb{Ft}S`@9Clm!_@i$1RurqOFizK_>|C+fW{4rD|+<EBohk?nvH$w~WQ=yP~
Gvi0R62g5>$vr{Fq}eb%jY)Kt_RbqNKY*)6aD#f!hyEJ3CboU^=`(|8ciHqjf`Ci}>fW$B}cn;pY
9@Z4}_WkA$a!D#Ab`znSb(GJzl4#n^HJdj@q`t+k`{gXX|huye%z-3r*vP^dc^4X2N)(4%Ry5_}X
e$$NFHoJqlL(Z_aZY@jA(45(M9T`7^6&nm#kjQ~LR?LM(DIBJ@APh0ECI16=K2&ZMVcTv1a)~()`
;*0@O(N4qJ}y`Z5~;lTsVkk<nRgGbkh78&YDOH?J)0iik@FADKgU7!YncbjWHfO$wboFvHOtbeg@
<CGgym!o5?-fi;q3dxHkcIvB5K-F3yU*G-I*s?64u=+(RY~*eF7)E-x*_$Yn!xFS0)GqnV~gYY<E
puIj-Rnu=8bZijPqnj<PG~9zfb~KFZCID!@p}R?x2{y$tLHI!)YJs{5f<7_bm1NHfQQyv&vZsR@c
l$4_%B`fb}iF&KtJ3lKyAbt_s4$i0scDMXNi2{i7+Lf8pz8{;Grj<wM`DZBJvav=;(!&yI)JFnO=
mrFEAx<8o7iCU~k3=qE~M>zMiOxT`$G3QsghgbosMesH+-3QThBWeI4v7B0N4kO0*^1vy{O0W1cJ
pb4YV$9AINAso&hD+!E2u@3b7pi6;{pPP;WGxQnZY?V9mH0ScHV1HS8E(MzbT}Jw2t|2VKK0Op+}
Ag__j7Zm-x^mQczx)7Es7lt{aqt*6mbfH(pg1_6g@56*i*|o`m0#tfjt-Er;BDnh=6jg5R~a@`5e
x4A08cJ%k20)XqV_$nwr}a=o^)h3pQEi*U$jEIzsZM|0~BPtsE%2rh|&n7{8}LA8hA@{lo1V`fH7
+c*k{sR`Oj?^KV-cg0Jy5{l=SwJyG&uA7z0xYzYyz6?1(doJ4LcC*RIim`L{Xk%kz^ztfd-ow~yX
sks^C?Mnn5^$Q^I<2wpwVF}mh(3_N|e0Vqz>Hw$=v)$=1RaH%8+&+T=!ii)HdypJp<V$e<%Kd_m&
SUNd@I|7j7juMI8Ya!wH8tuZf*s<Z*FK~(hv{_|yTO#vW$_%x!9c`bDO;n~9You*eHl*^gefQ&YR
YlQWKS)&{+Jl!Oh<j=8)Ka5{R3+gUWK~VeM^P%D7z?6wtPerl85jbI_b7%!g=1B)ny$nZj2tzxY0
F0LSz?=p^H_MIU}c_cZ1xBugI2S6ZTNtckE9-2FYCL2XTfyK%jG1)G+U+B=r0MY%5tHpG<7yY8@Q
W7GSK)@yE;A<H%Gg1vEa>Ee6bW*Ir2y8)>U=8Z%Z1TW(=(YR1u8sC9egniitJHBI$%1Hv|<nOlZY
v9FCvSIz5gPN}JSWM+VDEY^1DzhyDu2;F8MasYFwj-!++cm<3Ne5Gm3nX6zP^2O4^I`EpvwM5#g{
&z7>QYHfBdrdmqyZf(SWt$pr#j%ZhQ+C)VWvY^r<=c~APbi|5*FNGAOFgtSYhvL|blA0#n|T{YJe
^5c5K}bVRIe$;%ZxgwnZoHvY%4V$Ld_j+2vB9+hszI)WlisO%-43>c{g|$WVn|yrD<3h%RQSeS0m
7PPUOEWoW%|P4H)bt1h;&_d8Y5kByb<dZV!Fpqfnw4)~XDN>buDN`A`>YbZqP-hLUz@p8P!REo*h
0cZgc+&hxd(pTQu2<?>yWn8{BL`3obF^m{^(NIk1)2Tl;iY+(U|-g0b<%hQttNtl`0aqNJH<3%<&
qP}@d<CW4btAl+)Oftw7*I^U+7@eL9aYc~huLx`)TYR&gB=6W-1l^poGi;Z1l_A5qZ)?jJJHEQNM
gOcNRFjXediyM)vs!Y*nrq?VZ8{$giM%c?LXNhzdd8FE$vVz_E;lhY?K<8>FB*$?g0P9hm`_rOSs
}~>cu7X6<zlZLxi3{@@u{o?*Ehoe`TCc|$5Qp*$@a~xBx$NEXUx4(9AZDn&f88LPUrIXz(6bdj(h
9|e?D~3ZVI{S!KrZwdxS09u#>@niCYsBL~>SQy4D)1nH`+zcNGnx37UsY>;<;zBk%(8!9<MYWg!k
I=``73%a3x-*C8+V&WbjXnsymuljdSq^~DHO)JzUUEO6fP(CY1H=+lQVhKID>k)tq^{Y^h#@4!{|
?sZtzVxkJyqrOYSH)20%OIMQ#9ZF2gVK{tLN5886&M2AiXgIMkZo>)^d-mnjoXbU)k_{!5V7I+7x
_R0&A6mig5vp~fTO)lCUmAH*;(n^%ENc^asoysQLcA7`FoV>)DeM+5RLxkXgb0IF8+hY4-75%wjO
W8Qsq*#!-ucldsnp5Hwa<0cvI43ob(-JUJ3GT2Sm^XG{3K=%P?vfn!U|pNqtqaasV`a0uK${LRpu
V|<+!zLj-Mb%eariB<c<UUv$xjd#8LX5t#7}6v3;KvFJ<sT1oNEc(he{lXa8cizC!Rj(?0S--JNs
^@g{RTpCwe!(d-t$!3CUpo=qhiK^b46<!7tj7DIW8Gzj>t?e1l}-mI_>6GqZtGIOyT-2^@@bVQ2=
3J!PMyIXC2&eC{~!xGKsIX+Dgi&M|8Z4lZIE|^xW3RLZFH`mO(G6F=@MhW>oWKuCPi$23jTR{V5o
g1O_%hY?38`pMHdY+m_{D4jeUC5x}by_TcBYA@$ZjlV??M!k7llmv`3($(10>CkZ9a6Nze<aHeJh
6D}S4U_?I^|hMLuW-)b;;+5#Nl=(+R3xqZZ?gbxKnURpZNii5?{<zfsL}~1GYiSvOzKvJ~oGMBe)
~jlFXQ8f9P(vihK1n8e<_mFIen@NKbB}O)dHHsa}E}6~(Q&6&PN7J@H~`OszoH?4{6J4=Us03?zM
_Vj<~siauUrO{UF7W4b}ofH93oGb9|Ab8JY_x)|;`K~U=Yd>L`#A#z9ob=Zs4*$G9M9nm%Ar)oPT
rBi|^8aMesr=l0ytH?xqXp`M@`o1eR29({`BMA6sv0`YLobe{BS)M1YDa0TG3Xxm_*AxPDrDG<g`
f)u_-_?MoFLnEt9*2+b516}MVFa?xU&k<rl~akD!Ns<Lwk9?IF@X+<O^Oi1`Rh;o$W8U-+TrwTf$
EAJA4XxN?*m=_DJ#R6$`-1w(GdLWaT(Awxa(=d6a?APW^n1tHD<y%79=^~W&Akift|t+ud-CpzJM
1=$<m3k2zaW{AE4p{)(j`pgs<QlC;<$S1nEMP*B=Ad!!aK8jAO<^xe$u;Fn7{IimS6~f!L*W?1ML
fUa7=9-VS8N%V{I&j<J&spE6uVnMAhoY()AuY%Szr`OJK$!NQu>!>d=|>J$@@ipQ&pb@bz_MGM}v
;2i2uUK3E;+%f!#9VUYr@L8p5sy`p7N_(5k-Px#mr<7<uSQE@6_LO)$D~jz6GD3qUc%cVicvRppF
KX@1$FnK3b>>V#3X72>5628>OMLh(!+3Pg+vGP6)XypZxY!#f9${I-d|rR7gEqIv+4W44XzezG-?
pB?NC+=FYI6;GJjfbdD2!U?8Y)ml;x)ZJMMzJp5Al-IT1<ZF-p)i>@cy@f>`y$_tZH8294;ia#>f
U9TK+Q;-N1!r4i1<pvpLSk8i<Wkud$L!>X*va6Z1gMui=d6W*RUy7q&8nxsYR_DS}xo)`JHei@L(
paZr9V&H|B{WCamDLDja9(8#=@0_1TnLMA!vBj?F^+@A%CQH2R+iN~g_qlt;?Bsro$D@KKGpJb$4
D)C@=0*<ROibl4opeiH7LVi;eiM-je{^nG=?WD{Ea4VbK?QjI&DPWd<K$Pb9yEGwd9tsi|VFlm+J
rOX}>n16$Vsw;?F}$)n&Ce^6xrfK`(WbX$Hav%omF6<B786vVzD_b-jMa0HzxH@X(Amqp#*6WB4(
YFF64W$v{&PfMP%kPv`ZE+c03|Iqt;K;n9h|e{(QP5A2Fm~+0iVzkjMCCJx+`W%oy16rS(fCr!h0
c`NgLMYEm$4uF17a`^oZLw$U88>l0)NbmC1vdrZROZ@7QSxc97xzwhtar11uNnl({d6o@7#%f?D;
?#bh!RY@?Z)eN^=!SpkQQVi5e7wJ2DjV}j`VQtmuE%VHPN>DOxk1<P4@hi5$I^gryhb3jboGU5~*
ksRaaGW|cIz~fo7DTUHsqffNH_O%sTir&^yb^84`j!j-KU$F0@+oX9DzE7Yrq0+XRJ*c{AQia1Ol
sUVKC%5naaBaa>NL8tYE$4j~+6>PO@D>+#=C>GOSPj^W>$(LU%Ra7Lfu+>1%8K>8FCi5v?Y^McHO
v_{*u*n%%5OuWIMAc5g*31pzFG%dv3YB>vD&Y#s8c$x)DcQdAT%TY0Xa$9YDb%=>J{PiWu94C8Ya
!$)Rc~RM6Oa+_ywi=WRoJ1a)MO|;;!bv1)O|9PK^YUM5`2hGSjia%!P<4V~TLgvo>)Vg8Ge|vY`$
{H~OlQiuD<K4~aidK{0O~=p+O8r%ti65gug_kOm?VkNzxB??{&j<M|8jnWHDXH-Eogy|m6s$m@-m
&HnONb}JMrsSnD74qO%4lgwXVNIg^OhIriJw8z+kr+j4mHm6-@x($5x|3y`(b+_`i6Wbh)Hil5)$
h{sN$A+Zq+Nh(rwWfal^u~~08@`hp9c-n2$v9G$+!4#7TyNo^A6zb3PK!A+F_F}Tmul{>C7XZtg7
#;W4rp|&bK-PZ3xZEnViu#4UkPFjNl<U9u%DWNEEMb9J!a);;swmeAN!h0jC4ik-MR358fQ+J%j>
*`$V-8@$s5_fXXZGxY``WCRK31@>jxb<?HZ`}zE}9&t9U?7cTmbF4haZxz$5l&nd$dv@|S3t;nSZ
Bqa~-do#3`G1L$-gE;))gb<C?mg&0TBAA{qymLF*4yHXzZ6Q-RkiBtXDFRj4Dh|1FZwUl$G<C0gn
5OtvY9hoi$14H6`M@`=L<4j4{3@PblRj7abk)f*U94t4G)DznYs^_|x%r}{(oqivebjPqIxt=D3t
tiV6$4pN<eA<nop7(g73%XEya0DaaIT~FBI}2P;;vX3e%A#h*5(;PZY`I7G;5OH5A7(s^HQD2EC4
iZ$oec<?>~Xpz+v>-9A^{40Wqnt!{t_bB==PrF=xLv_EXI<h5os0VZ{usVZS1Hi^1$T=)9Hl~Z)h
NQJ46_;qH<l52{WO^_CrPFi&07OTLXYW6n^3K1Y-Hzu53V{)IcJ`j<P>02V94Kz%rwOzanui&HKN
Is{M}iIX0~=-|5gB+FiY=<Lynn>tPc-XiMO;wcc%@OH%vd42~A-NBupCpow+(MQ<1A?b*51vD(*R
haorhV?Y1F$oJ*g4+!_tgSX(hN6K(@zdxfd$I@ezPSmx>nOQ2#Hw<ovVoBlk!(nsyfFsIOFpFAGM
1~g7mZmkljON%vNhEcMDn{oqB+n@w;s%G0)PX50`jVk=ANXJws&$oI9V6jpLwFa`a;A^qCor&wqi
+g9SG&$RwS)1=z@U^;bjS8WS*-a0#(D&*{WAxJu&Dm@{pt2_g&Ku87%!AMF|OYst4_g$q|bANNyu
ee)iZ$9J7jKCupBDpV8Fkg%~%mTK9c^I`aT==6pw^>_~AVa`H)o#j35h!nD)xu1+VZ~SC98c#WQk
OjE8|6f5G|CgA>=uc6%CN;zNscTG2slQZONFRR6Wb76LMR!=xw*C`0>-$=ZlBFg%8-gJk&~HgpHv
7dd|vqz9zb__jJaSw$+gMKrlY6DAg(*;^kCIX;o`B9>`Npp`Aa#r1!uol1H~hIZz2`QsN8?ka=;r
ksOnNr}o_{gWq>Q=U5$zNbb75|CVQ^RO`2(vqY0B59s~rlP#Kc=S<Sc%EG=S?L@Qb>0F^3&XI-nP
gG3#e&3&C!|HOn49g%D*12lj1_xSc`lulcJz0E6A7IaGfzq#hG+#{DP^T+1^WXv{OH4bYyptJWFO
vk`G8Zh3UFv2t(0f@y5W>ulc0F0z%tN1{_T1EfJ4f4G~<;%5>UGfCkKK!kyv8t0Nnvk@o6ZE06(t
FSz6|#be8`@cj<j6mY=H<xE^=)Vx6Et)0OU(D`7%?_Rc4eR)bkFU-_q?>5wl7AlRpZn@HxPze+!Z
vAqW6LR?iAa-5e>1X71W9=BKr2fB54WT~}?3K)psp-UvW4rt+0epXdkrq%6fu#dVvR_XqvNP7s%r
g|CLr<^-bHvV!k^HoMo)qcv$kWTzvTr4~aYH?`!<a$Fo1d>r!Pngsk`*nS{Uk^R17`dzn*e?bAX&
9k+Qp1l3CPNFenCTv`1GQJI;koMIgOy4}s7z_rgcfaDkzfIfoc=TuAodms4@mKrtPEVHR{-%sQ_j
I;xI~(8DjySh1br-`_)<~L+Eg!zm?-On879z|jivlGgK5ZU`J{EJL&EY{mjLq8Cz=hfeN-ov2-!6
`!$MEtLDety^cM80-i$x4S;0)bMcu|8>P-rfyb33H{JG-q^>bI=OUMcf)cgHMxF11kb3;yWcL0D{
sq)nXp66qtsd;=Q(nt!hKYvqvd++5m#N&$boQQK!V?8NFQVjx;_H!b#R%BbMMMygY<1qZHuDwG`m
h#NJXFosIORJcfK*4kN1ov{kAJ=l2xzg0XDkss5&RYb4izCxba<AH!cS5#hkCgi^ilZx8J>(dnep
#l)q@C(3;-LuS_J+FVZ=R<FC*=o%@cr&`|7Ju**A%g9!~N{EA3?M6<WO=x4Add_Viti{mw*AY_g`
O;o?NqC2MN|M#7^h1;3zV^Os94UJxKo5lo(8y7I=FU$l%sWT`XWT4#6HUCe2)Ru~0MgXN*EgP?uF
=6!(VTS-V<X;cK<|G{x)6?bDP{@?lCUQAEwv&K^sAI)o6hZII09CeDUD<;eyqUFo)kGXnRH*F6L8
^>3_P<L|nkLJuL7bbwI%)|M*Wdt>R~gg*Zzx&T0_Kdf?(2yMn(W+F^iNrri+;p#^qvO4=NG)fDnl
SBalgVMTR7+%82#%1Xx^Sn0p)&<4ges0G>Y=YIVZsJDs#J&e0dChw<Oi4)<wYb}L{9orwVLXbOKD
227E{jG&RB^1`dodxn)Pq!-z8&Yrhg%zO@7{${Qh9-e?<`g+4_PDKO}fExG}C-#&SHVuVNF{p`FS
0LRlfb7?>K3m3hoN$lH)<EVWoWh;`%dn>}5X5Ab}|Lkl8?r9={DSHV>Y7l$KdW20tyi9Y<Roy3a+
VbJuERW|Qid1K!*|y$k2-d$}=DjUe3}MX1hn_w!oufO_ztZ=@oV1hRXSR^KB_)=m^+!@#0{8NP8L
4Lw;sR0^VropL;(I0R?-BI2BTe;ah}U#?XGXq`Qp;b?jfx_Z$S19oqp<7cZ@Q95Z_acloB17)XIP
M(%$6Dbo|?lzhgTk%9v08*%GLeY8!dSfhX;YE-P2gFhU=g2?Cm=a8~WXMX1el3$GV1ZE2GG4Bx<E
9#zAI<H|yWxe5JKHeaO)>M=Z}a<&5bE~2E3X2F;FJisA6w1GqlUAmYH%N2#Ln(?tF47ijzjVUh}u
YE&_u^~o|2$%M&iX6&1-TaJh)%&!_*#*g5-pvh<pi<bxe^{f<&}wu8q7Jrq-fHAop(Sy}4f4m>P+
Wd~UJy9XGmx>Y59srYgbU#yWsbbo>0G1iRRxBplC6)|@&GJCjjD4`rY*Qzv{0>bCkS8sD}23fiF`
=hk9o`MvvLgz!EP+zo$6<juzmR!7n&j!ftsNm(oxsY#~ng8@+EQUP5DSCs}@DR0>yu@Neh<yX_R2
}A<m=23G=q>X38DJ-kX9I&r#Mz~H^+V=)}sBR;L`y+%eyldeKSUgpaDYbF_^)ma(-#^QJ1j4a`og
_+%{pdpjkDe&@6{6irPH*|L*Is?dXlZ_bRU1)<%=gvZRUl!WI;wQB=i!E#<1(9s%Jqj>X<Hm>TcO
WM{g~SDA~K36E|h)BS=_fE_N7PFUJ8Kg<7MC+QdsW!IA5ji%e$nSa4UB78+ZDXWXnPhl;-|;mY^h
+Dzj|R12o3ebpMb(G?0E!kn?78luM#|MOQ}-Swh=QzGQAlqsW8sT~O#QNJwbAm>wwN*VJ3ua5eW|
U`S?MIyu3gDHYW7Jy4<F)pm+G6;4phEr?;|e#K!q6MVLW_S7CLy*QwoR!vKrrJyth!WW@1LW78X*
0|YSoqVY`vDrpzxU+H0EJK}{d|`<Ji-De85%zx>Ddp53r!|k<5{M?BM`TGAqWtYABV{QR7Ksjsd-
t9nzcQqumOhVZEQ=oVhm2<Lh{yNZ33AaX=Uk<_@{VUAMkuk>{s{0OGkjAdJSO&>&S+E~hBwS+y#X
Ivp37D3<AmRhy_84XFz1Ki49Ftk62FUv)<m#8TQlR{=CEG=ZC?BkSLSyBdvxO241O*nE(and7%qd
V@-+(EY-mWHH-ogRX+x?uLrp5Ob~r`{7rl#m$`gOSIqtaI&~6yn@iRSfo;`fmphf+;b+u(>H$WWB
L;qszKK50%=ilw`3dYBl7~^F%63m7+@612v)J3_8s-flk@!kyWN^J@@WaHC#QBxB37;b-zb$pvY6
{1Mr067FY#D9a_rHVGP(=r|YRB-c9rLdvmjaIo}_R=sbOb{7zSkxSCH8tFenYNsW=^S=|#Gm}vIx
}wvi-v9ROZ}y(s3=R%uf5ZLRZgaocKet{IPzcwi=upGE3=}&n%5c!cto-rVIg$wshN1yrc$2EH5x
gX-NV8=Fo$^2<WQ0~>5EaV>@uSKFh9XX1v~g2{1OHlOEyCZUfCjtVK|^>s647m=?k=ZU02z~ocyv
rH6UGLjLG(`H`6vk0~E_<4;uHnM>2-j`C)$4V)1{0QW1W|bU~O86C#KC@0qRJ(RpGN)njHxlX7xA
dc2s<9QQ8(f-?~e^-@MmWK^ufv|~z`!<y1<w$8vv(O+JC4>$GChg5H{u3|SLf-@#XstNS!k3T?F5
clc5)t-)KBa>#Enid>Ii9N5R5Rl*dIA;}`FVB};hS;d7L)zxWciF@tKeGhvhHG~GeFfAp^wOGC>U
Sj4PoRB`D|9csyX{Okst;ckz|7C05&pk!XbTv!Qvz&w?@P4e7wq{}Er(#p&|+Q2hp|a#h-Y{kVL1
~K9wLhY(^Co~3rbV+FU`DOHCUkz;Y#&b1E&=Hj4<QO1Sh!nnUdkBEvUUst!p3lO6T0E?S{SiQgkF
tqau$sHtco4rCBxSRu`8SkQ5JKQ$ZLoxEue5YN>%X3*qJ*XJ36ta=&`{LXq7l3L|YM632osNWs><
8WJ|uV)%~+AwsgL@A|4&)lu^|+OQd}uqm>GMgi?Vm~HLT`5Uj@A*zquW;Aw{PtBO=mpdmiZ3ZeZZ
RI#_%y(t;Flj9UAuMHuJOQj4&-yl@az%0@459iCI~x-IQuaC5wXBrq3g?0eMn1|6LX+jC)2MI;B<
{`II*RZW!ER+lv+F0?<Y19Rw1y)X5^nl*KbwLOeOHm@OC({?sDVe|?_kXu;ohA=O@$-V%zuC-u^H
C73o(SrufWL`NoID&Ug{Z?QH9+BplxxuU*@br34?h;yFK_*kh!C|{~KY?T3H+KtgmYJobfR~tD&E
wg&ftmc*^7v5voSpR8maLQC<`wT_f(qXgs-KKq-~OfDZ1<gSIiL^gnXDQ};RcE+BZJ2bTD$^%z-=
y(gxt4%l>OxVQir$xKXLBgF5xwHcYOb!2S3A?op_868R4@g7g)Q#&{UvcgNKAiU_&h@;PVQIjGxW
t$!Z?yTq?c19UP%vue3(Eve|5V?nXf5pjGnXQ1)<$h+LPKvnDg@4D%Y`f%G5ZqOkhEeHwtCq8Z|5
Bdiw+zYhJ>oY0Xr_wLlemvm8gG)a>f`SMV&t`==JJXrqh=6`BWI}0v|KpO_G4f_vSHl5)@GE3eD9
fO^~t)k%x40o>g;0bM`A8@HY@Bg+i9r2{ejBTb-7>Y6>3LF&qJ>_+GCaqRvTe^FC9~a>)^OY;e^}
#MRP_NMIg5+Pi6rNY<|q5&h6!kQ^x(`9{MZau`XvPf>AofA6S;{$FEaF$PVu)(F79n?^PC8MgpUg
5K)K`3ow83P^$vZ!g1addKC)<_zif$?J4JZGhKQ_CK7af-3dZh1fWj=xL3Q0x`GgBEel&MA!L)J<
CrR!Um{SUH7yecn<o8KWMzPfgp683v@PP7Vt{;lGNzj90xSMo$YnG-+{wt1^_aQ}=ef-N$|Ckf8l
c(AXfI~Qyc|w)^}93q84~h1nXPuD)Z2!Yyv@wuBE6N6@V0MqH+K((KATOdn_;cJhH*DBj|wYvuC2
4>GKU-w_+x9%w&o0?^8fQXcC+oVmqc{n55hGXij?_esq%N0lFL^8G`k*TuZ4ZO%myR*UL7HWes(r
lgWXJjR?8NTg30Z62QB7;+VkUen9^wQWL`gkm43_b6%!_kbIso7GI0hN-&s!)@Vasv_6hRRIj3Lx
(2TGTCGsFl%sE8npTS_@sI&0g%bNR)e>*wSvJF8RzhUZf(`)w)Dq`2-ank8$;ccolf6-f<UT%LO(
Kv>qj!{eb<##7RX1_~*Z3r@=a-w<qp>LBJnF<L&<q#`X(T(9vjFfR4fT8yMI62>UKGU1AHjN*o=?
t9dOxZf9;~^BN;f?ERyu{Xx^*IZw)HiMyjql}x!8HqU%ywQGvAhEScU8{&{TzU^H}FRbi9@!{LX=
XAo?0ygQ6@$<{}hgIt<r6{5k*$kJ@*$E>nwk_grsGZCeU7=3bOiABq)M}4_Xq?YhJIjQuJHBT9nr
*d5@1m>9zFvd*4VUqDx^Y=c4I{4NC)kkgHqh+Frt&Zq=?ML$%Q)e!@7Qph5^o4J$(}g@Uw0R6RE0
uyy+9UmnAddE3ee>=2qHtSyyeMk7^$cu`-j6IH(UqzS1UsC`(~ssjNOtQ(H7NRw^R8_ple^N-$51
-xOEh;%48-~r%J2?80lRN3eW|4>G{3fm9qwQ$OhemJr!o7|P160YEA4|FUjZ=2uNonw+oADIrEnG
_Gakf;hEN$?C;u$x$eHMSDuLdxaa2oZ9rqru=#YpoXK1XboWX^wNfe=>OBbF?@eD@}EF3^kVyd>!
N(r}dJm7`^i@Sx8F70<INQU@vSk$9#sn19q%Uj5xI^Bw-fRu4v=3$RxypaQ*g`;>-?7p>i;<;m`N
f6JncoFmZUa^91iD8h#)A54OvzFkCnSL^j#EC**TC(Z46@dJnJCH6de+ydhr$nG_SvVM%V%o=%t6
GMoc|-=*nG8ZY`)B#I}TYFjb*dANHkne%qGuulxgi^_3770t7ohep%CXi-;LB{=bR%y<%P1!)7^m
@QXA0=6-W!tHVlst@1ecrd<saDFT3f+OLYu|U)vc=2Y(njTsJM2aHNWdpHl#u5xLfg44Q!7-AcL0
8~n5IkW&WJ!21nUmMW)Ru@M9=%k?mWEMY3+XHVsFJ8i5pzvaVHJL;nC0QQ=EB(~%wTobRIHwLe{O
7$PKQE?frcR-=_LwlNgiaiju5mj??AIjPJtFUHuxaJjEuXWqgXF{JvDzzI2OL)!w#h3BB!oYLaDk
VLiml@jV~~Lm&A2d68jwt{rXYgQe34KgKD1`K=WTaBBakkBhmcOKt0JA7JJq(REjuKJ)*<nh0!&@
ovc%M8i|EhWse<#0|3&Dg)^jCXr;Y3?lOo{vkunV#f#VF9|h?6YujfA=P`6Guuk*J@uYb{BEg{jw
jIWQ4Xpm@jG$DXxg>m?Y2(Pai%x7HJ~C&KoMDsJv%xP)I(soTemcK+4E^Aw->>oht;Z@Hai+>&nT
~!cACVUKr`Q{b`YDQ{7su>kN*PGr0QkH>>u8KQ4;gM7oDTjlA=w#w-)YkS)5YPWH15+sZUWz>*D{
%_h5{&@1ZyA|_1hv?lKPf~YsS_^up!9A`#i=M^EQ0c_B)DInfkepbu>S<o?NU+?<Od`TY(zYam5w
YMdY@a#Jpj6mxR!inv2OKEO<r^8YS7fw*3r&<v1?Yb3F~GJ2W_F3B4=MOdq{V)ogDn6xtD~u?FC)
J~X&u@#bw$bap%m9<ais6$&kWV#cXMVH?54P(nM}*;S}T$1uAFMhE-oQU2~vs?!myK?rDIgB0Cjd
(`rzbsM4lyU_L?w3L^lK|=thGQJB}M_9QO7Tbn`Ld@D_bLeBG5Tnemk^Q9_;su>Lc5QG0%Mt-k{Y
-0_!NY02xaMNFrQqJ!>a^s}eS1XgRy;K{>@al|GkOt8ZUIB^g1@5eZbR&R`}NZHePz)=d8NgNn@|
Rv)Q+|8cZ&n@B-@|vk9rXfw*O4J{6sSv8PCIl7?KZ|J?O}AD*yd#$O2txQW2$^-CO!O>9-Nh5%*8
)(b&cC_&``5cve;GnfZH>+*+V2?}wS8GIsl?;5=s-@O%Z$B{1tH`67+QhoGRAi=VzJ&6C3H>!~eh
Dg9?3htr}fpk516R8+S3Z47*iV3l#~VG_YNEjvVb#>;A|=)Zz~HfC)YIDKP>;+X`8#_suY<kr_n?
q=4_#tYYzWCrH_vkiIvmXfOZC`a5wtL=k`K61y|@n|&<6KzQS076v{7T)WP99+y5;X*<bH?A7CH2
ZND+vm?3phvT$++E}c<H}y3Z`&v3l>BL8*lbmmP;5?FRE-13QS$Af{g%5%L#Ov5s7IqleqKYt8Pw
%vMpd#iBxtsq!~DfC=yyhiDaL+obsOVka-q3ans$Chk)Ur0zzk4vOWo$^BOYelY5#lD#r@f5h=uE
4#9WSY6z?X`4(V*_@Cr{<gT#KI#St(?tRk{^joa0$<x|Dssyml^C1cy@RgZ`=gRVE$b%6p+grFW`
S))Na`oAEv`T=@3W1Uu7TP7RRiO_-@$6lb=elMpjV-pXSE#|JbNf1_=iXpb$mF!Iot73)dIWDGTE
x(9Jd4=4!qCk9c(Er{FtNR!+$b|*_A-wU`GJY|pIc9|}y5T@6l4pbwyCa}=f(vTFbTK_ggt)}IM-
QHnmewAM{-E-s^5ssCYjr~ZG&rjEzBSJ7BXiy!)&Yiel?+_;dXm_-9m_Kyc|c;qy_M$gUBO~4Ynm
J5b)kI7f*<Cnn~O2As=n=7NA>l4%7ya(NUr_nW8}m3;{*?JPF%PH+eUlKfVT7XB`efhE8S9`>4bO
I`4sq!=0?%L!}-@Qc+JutxhTj=g1Ug$O1LvpX@h%K_MpI{0co{O=(2qf8;CFK=0+1{N!OrKGkyZt
>7iNci)7c)sqMwQk8S10?cya;rCJIk*Ki7f{3VYEI}^;_N;IkI=_nGsN_<_NpP`r=5|z@KFkE1&(
w{`gewr9W)sWGjHOopAOlgARoWEzLGH9TQ-eBigby!=F!S666SbuN2yJ^#xaSX$~<(xoe|CE>S*I
tu;`H%%J3!DgW%UBN6i7D|gP=2oB(T$APmIWn+WS07J&y|`1qP_{OgrWq!vOEyAef>yL;pu&9TuQ
@p)B3Q%AlWGbf=_F~DRp{16R>n8t@IMk*|au8V@`$>(3i+uD?3reR27SDQ{4#_DQ_Q9p$aYOb9ls
|9u)Yzo&moi<iwl&4gqkSj?zRkx2GME8u|RajBeTfFTK5eba!fmErq`jC~29tu~}?G1Z&CygK6H+
pzjo>r0gHI@h%p+ZVQXLGFY}J#~~ctc#7-p0g#U@@!(Eo`3P=#%|GSg{Tb*>Dr>d$fU>67Mwz(98
A_@ef$`JQ+KaZ`CUz4TGjl4PgSnQ_O_xh5W$SlP$22#2M9CXm0HP$ZJH+i6dx#p!v0=fM|JfvTqE
&#}!dp2@2Py;HJtci=9JO8BTdjLAUuaL9<zs@3VoUVs#s0l31<j6PnQGZ>FjHN++eh%XcY=Yw@+_
*28a>&?WOCDK4X+$pZdhu?%y7iR4R+B#$h{O%iL~tHV;$o0m3x19h+%(OvV;24Hjwso0)|xikor(
%;!0=F9z(-5!`E#VfQY|T31O$@l*t7Aeq4O07opc3HO#ln89;(%oF%|_99Vcyp74Q8s*R!IbUs7!
C$2Y1qoP()G`&wugVSF+t9ZBOL4>ixlQ%HjRnaI<2Km8?=@@Cu$0&6)_#bgtFxO8<FFc##c0bT|E
L*SYeK(-ZQDs~?eh<yk+9*xLQXuKJRG3Us!&$9B{7hdJChnD-8|2kljNa$9MI93mpAh8JzgG_Pnv
JIDDO>{C0l?TqN6A@v2IENS#>Om76C5v%Pfa&mvfu49&RRP9IJ2@#cLz0zk*<MJ5fKnbka$E=cZ_
|h5kOy&jdKpU1oB)g+G5-<x7r$B4RCGA>t<$qYdPy0UT#`@K%emnei3ao+z+dX&J>lx5RA(gSjCP
5;WR%_GP)kSAD6;3>=hWwbhXHq{7SPVZnYjw;np-&Y8!kL3SDi@R53fG+sR|{B#Dl8r`;h@oGD3`
)7_7lgX90YtGnWA5C!07j~rrvlbT&*^*>Jev9!{q9xyFZ$`X29A7^nA#g7{OFwpx+w3(;Zl(Y8o8
$EX(B^9Z-9`w-pUDv&LLGy16?yuO>Rn`k$jyV(JR+&k1eb8T}D4TkMUXAWInqK)B>(^5>7G-Uja`
}_8T}wm60@I$#z}ep*;u#5t1aGt%FE10libZvo`k%idxL1P)9>?n!R~$R-=}7&l%6wmxJWJLuJYP
}R%Msg(5QSEv$xUUEoLl*KwkpH~&i=BDI!xj2`%Wm`o$GDJ9B@lhrB0eb2NM*Qu`Kz99lNOP0+N|
{y+ByMrX1A$l#~B?5tlq3iXp3mRp1KCYWgQ@oGe(q!~-KA>WD{AX{`S|h%#2D=iMa_6`R5iq2vO3
51%zKsuOr*+u7w`a9v{bgGT7hUwCHtUyhUg>W1DHUe`+K=j3`%XDq7Och<3D_rlxzfe5uH&wgt~w
@aM@t4pOhXkLIIc-s~9PP)NyN+vkT1NLe<x8<Awu_9vRaxyhG)(M8Ih`Tuox684Ca{=;M3TC}>8k
!jG%w0$urkE-sQqU+$7hRwDh_R%wgigAbCN67M8qKG0={!SBL@Kz9Z*K7xGY^`sI#+;dx|vgrnx)
BO@*Ay+nww?BmA`o%Un^DzZ;T1%QejqUeJ#c4_Ons1mOB(%b;+kaD355U44Ti3eM<1?k8{^Syu`*
EYB#<WC5SlvijHIsZQWn1Id)l|9Kq{$+jMDWg8Il|(X~tkwybjpfYz#zEpd|5GWJ+7q|8B2+q1OK
K#oh8kq5{A$Gf@ACl!>y0x*@TA0N(YUhMv}BUXR4UU2u9{5l+p%zF<Aj5}n^lrKUh!Ka@Kt4=yug
}H?Y!^Vo7NX$^Xo)M<ATGmgTvX$VdUStlR)Xmr^9nq|Yf0(NgDlYyc+eD>Fg#^y1bb6y1b2Rr6O|
fN{I`I3O*P-8MDpZ*c72X}jsw6w@5xQb(x0^g}6!N*hAB6Lvq6Ch<3J&`ZW6AMbYsIptzgORUz`F
cfGfwb$9BJOls<2YX!IN%>2hyV2jX^{iALo2#-dt&@U2lHhRHb4Ih;FIaY><~=-FfIh3P)#eu0oH
bo#nzIkij_Z1Y01Bxw=<8Am7KqvNKe9=~?z@3<TCpD@A7ZDkbb(m06f!t|BhcCO~|<qYQluy9O=N
-%E;0Y>>tiThN#0@XfudORuevii>&5$%znkqtsoJnVkGQ_*N~|&A6>X?nKR@Qza0*>FXgD4H(kFK
p!{K6z;F&pM!CRw=k#wD8WPk`k$#=U>&N8yU3K*$fGpCPzo=aIcdXY(SSZ}w`zJiKM2_-wXDM#8N
rqyypI#mX_~!%$ZzTG@Z3%)+iG7%FjP`ySZ^RUV3~xlv9-q1oZMgbGu72M*wm)4<M)_AMKfMlO84
}q%oz%Ihxuk}SY{Ku^5|#5T9;O%=F`I!UCh&hh{2*&3$6Kf#pVqLxoR=!x_XDA*Z$ShE)xO~i%Ry
KL32z^@_X7Yuo|$524y4Ppnf#Hrbx$pCo`<j^b&SuCWHREvC~MwMm_HKm(v#8lhzUgoeL{qQaGfd
s6r1%A>eE<uu~U8JzWL#2a;tMu3QYVu^p8(J`_2fKNq9P$FdJ(&wB78z&FjVL4b@obTCkIN35T%k
P4IqS}9KDz<AVs_Dir{Rxd3Q(kMhOeDwp7uo3Ax+7n1XK(uS;><NQo`~MbRQgHx-@j9wRq}$S%R{
j)&AW3+$O8~!At9v`r59q#7@O`wb@|XUxdxDRLntCT93rym~P3u?FwI|txwFW>v138B*NdRp%Kol
Sen1dcZ%4@PKXv2pJS0}#7`51Z3GsvJa)+>)!uu$5I!a}{X$XAVXgfhdhr@O|_;y(S|!3394ns4d
b4xK_(Tza>|svZ_>+(9zV!Nbac4!-~Zh1-U>V2uQX00GF`5Rs#A_YfpBvBYQl0ssI200dcD
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

