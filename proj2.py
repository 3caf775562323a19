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
# (PATTERN_STAGE_EMPTIES empty squares to a stage), were fitted by
# tests/bench/fit_patterns.py to self-play positions labelled by the
# exact solver and by searches; they are decoded from PATTERN_WEIGHTS (in the last
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


@functools.lru_cache(maxsize=None)
def load_pattern_evaluation():
    """Decodes the pattern tables (PATTERN_WEIGHTS, the module's last
    section) on the first search that needs them, once a process.

    The block is base64 text of zlib-compressed bytes, checked against
    PATTERN_WEIGHTS_CRC (zlib.crc32). The bytes are signed weights in
    1 / PATTERN_UNITS_PER_DISC discs, stage after stage (stage s holds
    the positions with PATTERN_STAGE_EMPTIES * s to PATTERN_STAGE_EMPTIES
    * (s + 1) - 1 empty squares, and the last stage every position with
    more); in each stage, the table of each of
    PATTERN_TYPES in order, 3 ** (its squares) weights indexed by the
    pattern's base-3 state (mirror-image states carry the same weight),
    then MOBILITY_TABLE_SIZE weights for the side to move's number of
    moves (the last for that many or more), as many for the other
    side's, and one constant.

    Parameters: none.
    Returns: the pattern Evaluation (evaluate_patterns), its stage_weights
        the stage's tables by the number of empty squares, 0 to
        PATTERN_SQUARES.
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
    by_empties = tuple(stages[min(empties // PATTERN_STAGE_EMPTIES,
                                  len(stages) - 1)]
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
PATTERN_WEIGHTS_CRC = 1635292061
PATTERN_WEIGHTS = """
eNrcfVeTXEd2Zrpr65brbjQaAGc4RppVxJrQy/7/931QxO5KOzuSOByCIAigXdnr0m2eNNeUaTQo
KCRtzQTZrLomzclzvuNFO2UE1Qg1urxFCCOeMLLIUIokKyVCarogFSfpi5YjJMqEY5QgTQtC2D5i
hO4ShVGDEKIzGqMKlWxfYIReUUTRo7kdqXiObiNsnty2pELwiv0D+6DwOkYyJTfmYoakTKQUSGNc
tyhh5ip0XbwvE3SDOF2WG/MgUu9vKvMigriaRXcIxYhLskNEE3P1BYkZihBuzdcItUhppvdwMao2
EtkHxtftJUXN77fNnDS5+YIpvm/NXCKEIq4R0iiiyMwSXtGglczNN2hhv2FkvY+2ZoIT8+slzAHe
cv3PNxJxnVex2KFmiuw6CPixEOblSCa7B1pTiuJYsXQ/vf7h8veNSjY/IzRLzMqs5/biKZLEjlAU
65/hAT9T1JZaYBjJvlatmYWghXn+HtE6gvEIguB1BRp+KrwuUWkufqkaZh/4Or27lw+/rx6T9IEj
890aCZ0KYR5BXgqB0BypOcJmrPsZLW7WdVyms52KsYS79ypvS/tkM0zSwncvprCkDfooCmqGt5Zk
YcYfw5eKmsvMc1WqtHl+kSN1sW6m+GWc3DKYy5qsWzMdZHcofHL7T4LeIVQ3qE7NqjKUTWpSlC9i
QeFHdj1jdit34qpEl+Z/rd0ZszFNrNQdUi8Rfz0ThVDmWzErU7a5vfzAwiua8AcnME4Ju9fCc5Gh
HlTbEWDF3TWbcHE5vn1hDsTRZ+//rbtvaPcu+0+M0Pm7zGASu7ZwV2xXr9T+XhmumQN5mFMEJzTc
rvwIuVs8dJdaOkfVbXhpGy4Og1bDAdQR/HM6mGBsp9C9IkNk0prTVKUI1yjWyNCD+cN839QTaR5+
i3aqhBvwsppyfPXq4zdt06S1OZUvxR9jjCytmidL9y4zVwF7vVVHq0HCOJPwh/mmnowvCvNhDTzU
7GwRafNn9LBZUP+Ebg8E8qsQdc9P4AFl95NZsfDHNCw01bANHxGc/INPtxfdbppDeof7bxR66uMG
aK68QcA9VJjykMZ+RrHQ/UsMPVxS7i67R9iNKI2BeerbXU10mC/B9vqO1F9181JS29vWfl0NQ5Ri
PIsU1RjeZXbQP4GQyA1u32zNv7fIsHbilj9GG5znZluLQOfdLITyZGa5Oyx7FI745Gg19GAx3UGI
x5Rg/xBuq17a6xZohYk4PF9pPDp49oHZ4XP8jg+/UZbf8m48pFsNXsJDsDmJyBKwERbf1DvlhmEX
Oer2Omz5pXTTjJv+Jb/wwwbrk6I8JZ7wdPjnvJ8pXLs1lMk3ty8RDltsZhsHzrNHI4aVG1kkBy/K
Dl6dW0pAMzPZNGdANm6KuD0aJ7dX1khXtdka4Pq8vY9IC/JIwAnK0ebGjt0sl+H7hmhAaFq6AZix
4tW3+8WU/B410StpBnmLlSb1P1/8pdV+j+ZWLBCEU+ooLd5L/+rYL74uLOMyXy9HQ+unVCNSSnpu
tYnqOXbJ4J8q7GC3kVH4Yxb+KMJeRGP5hVC3BzA6fGpnh5xZ2feukNRHQxdjqUXCz0PyujlDPG14
jhpfnNjv2eDg82xKa3QRDtDFEfVe2aXBqNqFN1wOTrAccGWFTsiYDWq6kTSjNcQMOJuwy0vsYNqX
YzbR2EWY+N3R3RZo/41/j+MbIjJclI45MD1mKWYFUqB5wj53DIvBK647dhre7gigCn/IwY3X4cSl
gTxmqoljhLEgR9TyRR/9i+6yh3REiuRzzAeNsdmYIPs/Pvv59tSX4kjui/FLswGH7zZ04i9ev1Aq
B9rgOffLG9uHvkQRZrDwuUbXWf6qndYGG2cIU5Tikg22dWLX4hJFGsCz0WP0gVhvj1YDeD4+sVDC
/tEM5vUKNdn5BcEnFqL57DLi5+/08z4xYx2kacd3J8OnkROPx3CXHzqL3abQJ4Z8/Jt8Bh0ujr6Z
Hc/C8HztThM7CSZPEvYvX97BZzo4i9HRr+pLHlWc/+l4yr+vWUtOH89/q8/B6iXP2Fx0BvyfZBGJ
BQ9f+kDdoZ7o8xf/vlOcEXpwcA4b1QZdYDENjJf4gfEHj8dxQfvRYrvllHZ4Hid2j1p7MygyijmR
0504Pl5AZt/uplkHhU0HYbE7ggcsHCViHyAtDjxgX91BW5NDlVP7IaN10xMth//LMvfD2PsRddi4
eRysKB4Te9WrpXR4Mu5TL/Uk4JwwnqBifwh/7GuN8wwxvQ5s43i7S8Qd2Sf8kLtgdYLJyKNvcrtZ
zYDMsDD/WZIeXvnD1VGgU6W3dunkCFn2lFUc0i1xQMv+048Ma//iG+L3b6O9oi3Oy1wd1nlmN9xc
/88oImMe875fVU6ik+oy6LmOlspGV0ipnhAGHPJIrjfn+Ux3bR2IQP0i7vEEpNn/y5BPOebG+0Cw
+NhE8LzBt+Mpt4Nvjl6K1+Hk/jDNPk7h/OJfBPzkL1pV5e/V6P/3z0OvaCi7NfxY4q9Pii0+kin1
GaAABs9wGT+CNPvBglefG+ruGZLxi6AI90+T3E0GnyDWeHych6PnR6er7M6BPj34ZECQDXKGJZSQ
s4Nv/9X2Xcb+bVHTqPERbu3wlR3zLsJ48NPxDrIggPQRteyPzqBC9I9lfw0+xTc64WKESgpUgXMk
qjU85KPd+aEQ+blCWw579C6s+lZKc8tKy0dcbhpt2MUHsd9R/hehqrmQE/NIhduHmiI619tYrmdK
5msxiRBvZVomJeEznsx/3k+QNiqTlihSaSLNO8ot0uneTHyyxG383Q/Tn3AkpaoNfeOMxnKFoirB
iL4Axw+bMDdvFjdq9m6Bb2Ut2hkA7kniNbRtLcw2wBlp0QO+N4u9w0JMaZnzzUI8vGgVQ5GB5kwh
JtWLTCZcmqk1qzK/12jl8Jma82S70ZZSFW2W1xXsSfywW+7KX91H2YRkcADFNGLknbkCPEDJEuUV
SMEK7PzpnW4upqhZpx1P3+wnGexDmpaqAImICc2m9TZ5II/mS+mt//V7s+LNG42yukVsm5Tz6f20
ff9Yftde/322+DCPa32PrvMVN9rIpFIpKgqKl7CJP2X1nq2L+ff7VFCzVKStcKSyHdruVJZvdIq+
2TVKaAEEsks1u4mGip5CFS72KWI3rC1zgPnv8o+fqGiS1T5TypqeGVmxxID9yTTa1clj87uVem3G
qzbogVfoY/4gaWVWmBqsiQiniFkln06wtQqjIle7uX6ruRagMhAS87Lea3AywMkhXCpOMOPo1qAy
bJ7/mseMlBdgcY2jJsvBzj9EEzoRhu4XmO/q+CfneyrWmyxGVKnK3HRttjDLq6b5wdDdRL+7/w14
ciJ3wJri3eXjnwszfFRH9fY/PwikpL5//Hb79m8eUOXPocSn/AHWIlC16OPFGDngAZPJlNt5jcWQ
eY2lp5ZjlUOxh8+JepAMWGh3zMUF7FxrsCZFkiEysRgwKMN7VOrpasAGacfoKUe7AhjHfoqm0Xbx
smr1EdNXnx3JWHRY5fB7uIQRSgzxtXFl+EVVG+JCdIX49aO6oXeL8mO0ZQ9r/PpndLvN/up/Nf/3
z/eveWII++N9dC8E0kbHyVZKCliefdSSTzr+YSPC+s0rh1r0STbX7I7kRJg/EdYbbG7fxJf6kbND
yacCgdWsl0RyMlQmUHZlCCWAbQFrKAlQy0mZfkIEC1UX7JkyZd9Lh1TGjZMXVpS0Owk2UBhEi+jC
/CttgvzQGfzD3hVFEnZxHTP2WP/uQ8s6HYm46Wb9fmOQQWCn5eYofEIJZUcWEwUOCLC2ajBzRBv8
CEpRXMJ2ZF7TxhOZZopohSN3Aip+rdf5Nl6C70VYLTQO687MhjaBjhIUXbAz+EOGv+zSC81TeQ6u
kALGsWdGwYnRy0eY5SxY8dih8SjokagsdoPTGZF6QF+TxAMXc14N9ajABYK4LWKULKzre++feZ2T
q7pEE+S8Q+tKdoQGxKMGw6VfDYEsPWRKYKi9q4AqFNtRJEPFuOIIBJGgx7bBuTkzpPM+qgxF4J/T
YMDQhrkvhoqKOebEkSVr6Tc8QmnkT5BZzOhwjww7zeyuG/mFZx/KzUykKpoYjbYhU95MzGKIbGpP
oUELCSJZTFDmEGNVoFkW3xmOdXnxKyyb1PC+X2+q7/Prq//52++QkUDWh6HsaJRT/8wZSQamm2js
iCEjc5boQSNP5PsRh2s7xkeHWJRgdOB71/3B14dfseAZ9QgYr7zzeVcPvQSsGtCHHjNk5bkNTd9k
BLhA3Nn+4hEMl0/qbydUaJ3pZPEZVRMGc/MOUf1AtjX8F/PTUuMFELDQEpWrbvBATc5DyU4JwuPR
Mu4Xm2vP20uKV5i42bnV6ByA6n4klciTtkjtAjfAMva0iq0D3RRLw0XpUPLx52m7Z7/CbhcH72Le
h7oxKkzOASdmEoTm9MN/DKX3WZbQZ3I6NVq9aEBa7Mjafs5YZH8Cr4olFS7CED1FtTQ4vagQioB/
9fW8+K/Ry+TytwlSwKP0NJkZNQGEogj7l0BAGPXifzyt4ovsIDDcTz35W8Z82nz/fM/WEKlS/Uvu
ev4uk/MgR0Yj/ijH3D9ArAhlX50Go2detznvZ1z54Sr8JQY+/UxfSvPcgbeft/hZ2tiNllefNoqq
EtXL/wgs4hc4vc4sacTYB5af8AA9ac9M6Ikhd4uqEnJy6+HoNiDprg0DxxR93z7W4G2BwDUGKAu5
iA54uIRQPmuuEbVfEByeQ3vBIjteKSVWWbRzU6D9UFvPC3VnXU8NHJjSfqbshBiilq0hIkb6Jw3+
Cw4P7aI5hI9w6LQA3p0MeG4M/ueNRrrVapLaiD0YSgv3yCGj5gM2US3V0OIsR+ZnYhG6tLfogdUz
eLrCTrRBASdK1Ys1eiH8cB32O7FLsWHa+vjE0gOrvN2O+jS7BuVT+hERSa+SPvqo0wbQINzJc27x
pHXdmj3W1kRsdDghP3/qQXYV116+4c8cGRLmKHW/KnjMcZoNYnIku4SRbzYC6T7W3Fo07uuU6EWZ
bv9DIBFxeiGiJ9hGb4ylBwwJo18kir9ISoiO0Jlyevn2H/XuW/Vvs2Zfxz/D/kOQivJO/Pb45B1H
57GjxcGnRRtWjJyBqWqIgtspup3w01KbHVqRpP4FWCc9I4Q1mBCTI1BOgqBUR2cj/yyCb+E3eYas
tGdi60zzxddTFL5ss90MiduQ3Qi4xkblMFDVXPLYQEz5SeZwdy0jDka+1mx8TXWyO6Vm+29wCAoF
VW8hnomMWohpTsEUUSHWwrtqI+3AQhOHUGtYzFa+QGhGZRBH65tHnBgmvo23pQaTxu5Bqepxd5+o
RBoJvaz3xWZPf7PDs237Ol1ckotIzvmqRQ2hZV63Nxdl8u17Yok+yx+0eD/HXBd7KlNyYaZUs2KW
3Hx8RdZ5qmu+Yc1jgibKaE7tJlN3CaOzeMWiS1jXlzudvMfZd9fxT1EK8QSCvc3ApkEeCFkbKpAw
7stpRYr0xetbjUodcV6UKhKtfkTXHyRrcFSrOK1lBfGOkzprq2mxThI8A+UCJUn6gpTRrGZ5ROYt
wncxepdKUV99il/dZQBvVIRXSVSj5YdonmaU6hLtZgzQDURwTwVADHy1e8e4JYGsadB7kqipebf5
KYI42TRh8VQU8Z0i5kHoGsyh1gnC8bq4xWi9vNrcTB/M9k7y22S2Wi7+NJl9T8SnhiJ2+b8xAzKK
bmoRTfQKdnj/G/PSisXfU1KxhqDsYW8eSPmLqGwrCKZIsr2IwKBs/pQRnjV8qFjl0bbQD/iSROSK
YMMPsmaxXZWrgt/NyjUSUktecKzbij5SZ8wvv21YkQJNTvmc18XNJksUzwH0yZ2hUM0NiiMRp96J
qvJLJqdkv04n5v4803uuhDkPeAvmXJFrlNaZ2XNBF5K/uWbTi1VMV3eW5Jaf9ryB7CJS9Rhoq2PD
qXL1IWcR4vJey6pYLZIfLxYrMMWbA3dlBrE3b46RuJCEXTSvsk+OffLqbXL9sLlu10wvp5LPV9eI
zL5Jrn77Nv3bT4e8Rpn3uMA73VlUzIlOC4VDJI3e9+b9ZsikPiC9OJK2IBOyAwQN6HT/oJD0kLE+
5QG3d0y1M3WtzFGO6R5XhpR32jFELgLPJ8LA7tlHF3se2CiPY4dK/QTlvazRh+a/cRnYlXCcvQrc
SYtjH7yy3oDqwSab9cLKZmQwnBEtr0iLttnDBcsU02s+4Xhb4fgRF0y8Xq1vzQq/Jder6PL+5uaH
bx/f/+O03v8FvflxxcXKKisGrvLYTlabk/oJXezfe6BKgMEqZ4Xwgswscd3xx/Jo0SZhOSP7Gy/2
5vI65o1bhJGpoISlIuuRbreszRFV7uI2csMYBeyRDC3RJF89RyHdoIxlz8Uyd45CtCEXGHqjVOOk
V9ybGWpriYYsxsgJNkgVAkKE3B9NK8N2+Sr9xMv76H5r17b0iySNRNA0qFDOrQeOU0iHQWQhiMub
wfXUzn0cWUHNf79GP+aqDgsFiQeIbFKdxahJwbzoj2nE3z5M6moZO3dn9bKa2PgR5bbGeilVAfpV
guXQsRYgj037kCOFu0Zw9k8tMvZqEoM8qMurOmZe5stwMoPOGKIXYZatDTTQKNl5+60zww1SU2aO
UKRXrTUOC9JZ4hc0a709+SK+SZt5NZ1gu4S6VrK/3A86kjZMals/EYL+hdgfJhTt3udOF/dHEnJH
NmhuXmuYGLdSuEbJgtx+MuTQWSX6gMKCmb0b+l2ZTVhgIYmIOSMXDwkfjpp1CsdLZkbFncHKbQBR
4JNosqSXKrreids3tMK/vr/Kpxva7LICxbM8qmfAV9AlvX5hHtUWqJpCRIl57U69utg0czK7+VWa
vIqvv2nQklyZlb7iv/tTBExLxdKe01TYDYIjwro0J7dItV1+ph2tM5iMwMqSHWwVxuUUvAu4dy60
jkSIORNOk+WD8Bi20J6LS8uzBnPlYU+p8/i59eWR0OY5oIbRU7b7zPxkB0fDqbTewcw8OAp7bHaj
odk7MjDCmf/F6TbzC74bAnkmR1bCJKQPdKwn9oxP2SVSo5OmEntBa40fWFXmgdOYVfMt/bV1Rhao
aY9UjMQ6vvTOkBQsAtYIBxKfuKDOtLc5iCOyj2GO3IqgUSqQ/j6JnFgyqA4eou0iN3bQ0i/i2rqr
knPq7Q9hWYBoc3I/UgjO2owlW5mFxJldMd6etKTAJHijWjdmb23hvXKjxuYBcyHHg5t1pFq7ns7M
1JJERCtOow/sjMPnX/CZfvaR7ZebRU+5mkePIfpQ1OWHTwXRy10UhRNFaMC6xykSjlQZaq/QJzcd
j3/wiNTBX08Na7J7Bo5DAe4vQYg9TeU8u9wuwNAVr9+sLjM8kd/kerqFBzUX9iVwMw48GwjbDG4f
BEhvH0364zY41UcLEhd2GLI7Yjapry6qJ5x74sAgwMdH7bSP85ydpf6X0s4X6s7sjEWcSeco/cLc
UfaEekuOB3iSxg0wFRCkDutIA6ekBMDS2Ab3tU1kfP9L3Bn6CYdUrc54/7oHQHCKJJvrZ72zRv92
HzWgBPFUfIF6pkcH4Ju3lGmopsDPI6c+n9u6J9hzPEexPfpaI869d+Xb/BVAos12Aua02pq79lDT
IY6EZSCUJS6Br7GRV/plCqUh3OsoiT3Ud5KoTxZXZI/dT4zPevno/DMdvRrduFRoLTdeIKYsouJw
qRr3zYUcrrQrGsLccVDT0bQpw1y7UJ2ETdXosE4BRTlZRbdOk2L+ipjmG2Ktg4TSI1nBo54NDCQu
SAfs1E6j4R0nuLk1MDjIxqIYQCFqKl+9+jnnYskgp2Wj5FnTM1eDFJL2AGrn56VeNELmpbWhPQLU
2EQ2K4UD2zDvtlmyFO9qo/6S7unw8jp2kXKwAREoHPnJgw74EvZ+MAQpGyd39JBLkqaeo2bOmzjc
nR5RqFWqBL8LVloXx2eJFA8Jwoyq3WcVLfKBPJLdA+G9kB3O0SUrXmbx6iRT+0V+1ecbmY94evOE
o+Sz0fcdE+Ck5yT4zEFP8tNz07/Um3xKwxs8p272wUQg52/e2HhJHghUnXE70V/uED+FGwqlfsGm
ROjfyUd90QpwC59moPfZtELV72/gv/VQbOi0eY6/jvY/tU9fOt2qnmYVjtozQ0+I36ivIKHdzHA5
PA9kdCqHi2h03XZktPwln86aUCOyfp08ywmov76TZlyhaMgrNsIDacNyW0Af/DMrmBp1Y7Ep/bQg
FQRpfub4CRUzq7Tb1ftWnPeSMtIYOLBHmLZQiEsgLKiszPHfKy1IY9GAuBMkjiZMYGqZiSTZrqgn
ON3vIewjVmsDaX/482P7HfnjbVRBITKIggarJewr3pM2FGgC7EsjRBbIJjd4+GsmvwsmjX1AGDsE
2j6XrQigIgprFAo0KRaq/WxR+5GC2YXo1l6JVThGTW/miHYVygg4mgI/hbgOAqkDDhaoifYckzMV
JfD0jA/VHjU88O80lBGaIYmVdhHQwm8xZf6qGDvn0MA3x8OGbognyor4ajPCOmlFQhIkKriSpWMp
YtaWWZTDUft4Q9Dr7bVa48LWTIvwCon92BYzsbPXFka0doTpgDIjiNC829phMSaMnpiJQ08ptSaD
m2D6rTf35sZfqe3WE5ssB+DMrkCVtK1b3AbCD+CxOMw9Wvm6OAr5ODKXEE1QvQ+1ldIxY83G5bnu
7aaUNkoYMgQQw0cS3mbU0onLVYG3Z99bc3xhwKo9hiKcy58E2ic9h4KcJbmB+myIvLNLtDRfpvdr
pTbXOxnM/KQdjFCPJJoZTzuGBSGUp2cFP/mzcKg8ksPYaD9lpkYwQgberg9MI302fl8JahDJ3P9b
jDUvfYQL/gwnC92hxzo4aJjWI/sd2h3bjTtV8+GoWM3Gh0tDDPRHP+bKoduPKJewNbGyUbJrdNvS
Ovuvu6uaNxEM8psPhsao9kV1vM/4HoJWEVFtp46oIP3IEUDAR5Bjac8IsQNw128bbimnXJ9SUSO/
U6wLQVDjELwu7WbT77tPRtfnhUIbKMRckzw7erTFPnQiC7u3o3W38m5w+7GAzWC+kIJkluJT+OUR
ERYZTq+eAC/4SIoPy6mJU1CoHBQs0j0BiAOwZAdDiGhXnr9xecaJ9nwcNj1EhjicygNbZEHVaeiq
nrQ8PYFTk/ModxFQuBE9TTJC5Po8jqZfKWREnEHdHd9QoQSiSwq5O3MxOpQLp+2xB59r+/91mHJ9
fg0NO/jBmtA3SG0zX/7jrYKQkcyuk9Moi/CozjBbvlEL++YGX11aHv2Wlr+LyP9EuzmvK+cuUlPr
M0lcvlSM+nKFUDUV8iSpswAJ1DkOdDo2Upm3TBB3um3IJVKvQ1zqREdOOUraNBIGUWnsg+zlixDm
2lkLcrvCUwT5ZM6IvbFsvbZ/X40pysz0ftYbDSJbKCMcQ+Vk/SWjmTQLtW6tQDS/TqfUHfyuzlpG
enlaW+tAGYh8EXtfBg4u+cKueUqrMqpdobM7+0sDcEVoVw4Ug9/2Gk3Ld+p2/o95mSVL4Mct64s1
dWuo8aaFSemtfyk5klbXQSSxwpYxkaOTqLglOkZF4O8uYjSOvf5IN566+vocruqUef4bpK+hkJLo
DkWOuNvnjNEhPJuidnJop8nZmBLMi2ONXtvnXHzeciyXQeg4tBrbJ7pY6a4KXxaKXyXhKMUEOLZ5
SN74semsjhGu5g8T7B/uEslmHkQ5Z6lzn8HK2x9lV7FzGqw6rAdL1KWM8YBtqqNTOeTYD+Q00+vq
vXT+1+4nN0Jtl06OXV4T5+E99SmYdw4Xc18IiPJecTTHhkHqSuo8lLJ1b4xrmwOotOer5uC8cBHJ
5qVG0lH/9piYV7czRGyqsb4wOxOjolW5LTgcIT1Lp7Dsm8m1XvxV9G29XLyWRYENxSzMxk1Rk2p0
I2t39H4j5cIcvUSmBB6OLY+a2UdpTQXgPC/amhXQgBjzwGsFDhrz/5xLFyT5n3NtdIa00TPp6/OE
xUwS5f98EVYysyUHFwO5zAifuGiBQ2FKj+Vph95n4UX3TNwHAPMM05LPJp/aSD8om2lBEoVip/D+
xBLqJ4hcoh2yWtLWZdTQUjq89G2lDR++xlVI/zshVFwBtNzONB+I7NT+pzuGZDzkjf31s8CqRdnr
Z1iuIstJ4mdIvfQIOsT4tNnoUqN5D8zZOWulHpR16niLrZwabdUhVpmHrWzGMEZgH82/RHqxffF/
L2E67BRA+td2zeTJgL3acqC/C0glGeCiRT4CXSyszzdHgEwHVfrY0rG0dwHLRe1HDQwtQp7Pzk8h
ImZDLqYyszvLEutoocInn9sBQjjmha7mJftBuV3wO/KrbPLSFrBNVolOAHH8zTT9gNBvv78X1SGm
DWMncgzUh4LjuBpk/Az7Jxuc7q01nrBwXjJFDh5YIVeOtVEDPY6cN+46Y0yXuL45khSPfpw3D0dD
XZ3A1b7sQ32kU3R3rS19qt5tcQI2N4FsvjPosdAE6UdrVKQMXlran7q73h2B9HJ8lndm5TWAYekX
58S7hjp+rbVND94ew+bdmD1IO4zHM+bw/NBWnD4H2NchRPM52Rw4LFSXenUMyOuo10xHemVQ3kEB
lymDyhgq7Ut++R1rgqDu9lRaG1c64Gb0aP7upg8obY+0LdV5p8Ko7jVaW9R3O7aPDesQ/BCoqDOt
NudTl6pBqZOD1/aRF4AszOlIup/fxX4N25BI31H4e0QcwXX1R9vwxF2gxNjS0i1aO2jzCcQoROTs
Bgv+DtEHAPz87x/W/+sllIHn9BoS1XJxX+mV3cWeFZAiMrCYvNjbd12Gqr8wYopLCMtax2HRDcuU
472vFDPPTwo006z5BAN/4FhhdLGaKeqJZ4l8RebH+8CuqSvfoeqwrZ2pSglfvjgd6INjDPjVPt9x
0LcMb6+1j9zUdiCGQ9+jqSPFtYwPbPy7FPSRGNz1vo7xFi3MxVf08YtCMeIjb9+BX3Dm6qqMPw9H
RPjelrv/XCDA1/kcoI2LLhBgcDwnYXbVkc+THg1xF56gAp/8OXD7dTieVZA4t+F4fqjFn3/byxfz
zUrRA05r/jCQOztRq/WZMz2UlspS5K9hYP4IV2HnVn7nYhZiE1kQTKEWHJI70DwwTLnsCKC1JeHl
EYQ7DqsxXOLexjc3YVm4dol6PcMv/MKSn95HVmSQhwQcHNWu5fbIRWi3Q8KVrPh+RTdyRH73JK0U
fmzqFcaPVid8+LBts/a7Nsluu+NpHc7cNZSxpzkMUU1R3JRwdMI0JG2w301MoGoAKB14rqfp3FqL
aQBv1MtuCPNmnWMz51qmUcFaH7oZb1TrOWJs0JUN7OQuTpwRm3APg9ozqHs2JDYf7sGgiloWk4FL
fYxXZ7CS4LspduoqUqE+ibl6Z/S2S94wb3FPwrO7Qv06FBPdW6MSsuGstvKXfQXjRqsBNm2jfNnO
TVtDFSBIo+I5qTCYkBJ598iv/1lcQp8Vw1ySy8ZAQlCLMPTrQTt42bJA/BKj5ZaGnWNeWZRQtMVm
WMfhoL5i0U9qzA8wttGtaJFhYZOgqzhOdjT+uGoCyTfUYboIgs0gK8QFw6gNcrYafGjw7KIqM+YX
hs5b1lcKN4JSHMVAOCKv96icGQLh3AZI8pVHlUOlaesMUaJdBL+/XdVycF3EQ8zFst2o6xoVzGfq
fkLZXFWr2NaUqduLGu6crGe/Its/rHrYKAdVCvCYL5PwrhMQ4EBrk5+x+brHZ74KETlfYtwmRygk
R9XN5QHddr6fiSe9Y79upztUYFlL6YuHjh3v3MRV88SQh9qEPBADwPTZHrEY1obXXtGxT/8AGpfC
Uzm/R5B71PJ1Wf6X99E/rcssBtf1xygLo/xJhsq5hrh0LB/uyUhqpDamuzwG8NGBKxu7pYKuSRE0
DoKzBZuzW54yyJMjbTU/xs51IIQuhycyqMj6iw+R0LHLBp+wTJzH2FXv5Q1EFXUqjTUbgfER2nHw
QQiiFzyJ8mQ4M3OIGvRHF68nRqf0lIZWq3a09+kXiMjNsROoQiSXkLGoP2sOeN6bmkOwNF61pF+/
iJyOa/iFH/w0mCrC/IDYtBjO9OybJ1+9Nnz7xKrR/qA2Sn/OMBN9gfcsQUpKcDjwJ04Acc/M+kjN
SbOHPdetK4w+XleZjQ6zygoKwRhZTAkqoL3P9uEtun75d7/9+dZmhjiPDEohQBXeA5oEU9LXiWqN
TKFpXwA3CWkp3B4isO+CkoIi6MejZYgOfHGAyFPt86UVYXhe7FDwaNtncs2gkDO0Wug5EXfBiJ6+
VTBDeLJQbeK5NJjpL18foHnoumJ047TEdk7zRIj0fTbNAu8loExiiHyECE1Xm/VFD6ST4PNy5lUb
A2ALiUBy0Nb7NmKoBzXdG57cHG5Y7JlMhkjF0N1ju569RRu1zzFw1gjjKZokgLFY2PsW/m7RrvG9
l3xxIxHKo1ujZqy7YAbZkkMeYPlSJpHP7TfarOT0bRxwmwQQwcanqo+u0R/awNHrUSMQjAnu3KY0
J3X30zHNquBzx2mOsggW9JNlbercea0tmx5wCBsH7XNqowEiKCBAjHZymhhKS6gAypPxFGHoa4gm
RnlYXD1c7G1lxfEJUm7ZegFtN5j6DD8UasQE/RrFcVih5tC0g8+yOUDivLc9nfzsjvmLGj+VDRw8
ETtpB4StBH+SUdYeEX1TX/MkDYwUlsR6nZitwlP3YwZMkY1iCqD0jQqzs4ATknvZImUTyDrHc4Wb
zKxRBriEtSJNcr3I02KWMJTr6np28V+auZ4ls4ganCxFHF9qHFHIfWvNBgHHuqYQ0ZY9ioT6ZkXm
NS4fNkus0S0rSBDPO06cdtNrEtp6ag0BS0IUoMQL6CBYFp9aqvpiRyhJvVcaDElt3+YmRt8k49Uj
A7CdB9GpX6M8eo4VPjbwm/FnCpV5eKThbK7skSVhw0PNgnLrRkOXRvus+lDPCKsiRam1a+/kzygG
evnVIoraD9ffbZ6ASF9utlgHmPcMU4X+jEY/Yin65MjwKL7qoNVQOjyqzF+Fjdyx3etIBV0CU5uU
/8xJDgpequFIYkptce+T8pZphjhogJebx3+afVvDbienrUWdivOv0n+AnKLAutON/fwX52eeeRNf
FBGcpRF06YhPWUZs6dAdvOQy2n4ELZqt3IX4hJr2SfoKRrYhYQMOLexDOoyCDpXcM8NEfB2R5U4+
PFYT3VcHu5qSF9c6SsjHtz/tPkGliz9c/PqP3/3823/6eH4lBjmEz6DW0KQgQR9OHowRbVQQ2vGI
+uT8iOzJobUIYjCNprJrzpN869QId4F+OCcdfMlVCnlnBREnXY0nPmeMtfJQjpzCpRrlTiKHpXts
UXkx7Vwgqi/BZXESCcoIdyaQk4Spj5wd+qRXG4cHwsh+FuSn9tQAj0A+ecqVUh46c57hocHm0EdP
l+x7np22JyVBp/3OYPuuRx9b4uLg1q1Mo4u3v3a9//xYWjSy5NLOt94gPo9x12ImdoBSHW21PpmH
q4Lw7gsDE5vFzqPTyxKF5WGJdVP4Z2B5uPJdxJRB64SeWd6xk53rKA/mkx1g0TWcqsDhR88oybmN
S0d7HZWp0UHi1lVkwaTjBIblRLtHZbMU/vnt9P38N+Lb39MXEKh+lVyS1w97m2EG3QIwcOuaTlPJ
eTUBuWdNxfW2rznMDFPLen8TlNufjgrZpTZswiAfodGusk2Eo6mZ5MuHFNWD6t/cL6hBYk3tNiXz
Y87PMHlIbI89HEzSf416VWBtbDT0TwJ8B4OZ55K+TqFLJI9c2JJtKD7CNrv3On1j5HBEuUDQIR2R
q4vmA3r5c3+WMTnDklCH4p9R4PjkmI84Nlh5q5EseLolTfU0NnAvIWeRk6NxZvu7ZiTqBmQNpDYb
69Cff8yS8AmOHbkro3tybmys1RCSVtlv1snv+41hJ3GLa+Wuvpa/KrROzBNmeQ4FbdfOBtqpO2dq
lx1hvpnm1hOihtoWTF0GnBQ5FjWwYWDfZxR3cmLTubAxiuLL3mRVnkEANrZibjCicI+p2cRI6gis
ihGdpFNCdhHARrRt0L2YxEi1/jSyKBMPPCIyWsXtsk1blK/2Yr1pf/6YJnhmVnJCM1B8aAgGNkQw
bx1v30KyquIpTZYVJ5CzUrQzbC1YMoHcEJzbFBaYntRcSXCo7H7GzPvok5W0Ne4Va2JwVWwvoBgN
XU2bC3O9rRo/wyxStoG2uTLI6AwTiMJsDCFCCoXkLooA0oVyqOdmh+bzOA1SzEuzd3MSqpDsWrQv
R3hbAw1n7WWOJv6glImbMIu8NsxE23QNDVDDIUo3tpEFZinr0HUhwHKZ2KPSzhe+H2vcbs1zJuC0
2bl6tYKX+c/m1XmkWvV4+dv77AVvm0fIRp62GmpomBWssLxAD4CjFDa6PLchh/bILKx9aaZj+l45
6og5qyJ30hWaVFwP3ZRNa/Q/gTNKcmV7BSFa/HBbJ3HNMbqlHvXY6vI5khPhhPHEQGYzS2m0aP2C
VU0L+A+Gz7QK4ESP7YaK5N6W0fqmCTEqip5wXdjvPMeCXXJOsjJ/A/euWhY7l6UeIBwM5m7BnZMU
xQYq1vYMRMyJI3YTAk6jHHFRtEZW1XZHoz1tLkue3hiACbUEl7CG+SIpFy37760fugwWZwiy0tYy
0zlP0kjHUQHk8dElBGm2dOULX6LDgrfQL0SPjZkWKIy5vQ0aBlTtj66o5ics0KX3lWHXkaR11vik
A8ZNj4LBiGP7tYenRGrUj8GaqdgDNkT3GoVO5W14/zJooVvxBGCEPhFo0PrS3G8gzIoSIdBW69DM
xqbEFKJO5tNb0uwzc/pq8te7Nv80/U8f37x/3KE7c/iuPt297zKI1YOrnmaYeolEtOHNQca59OeV
6mEGzSHww5arKk1RUkXaZfytQWf7u8iXDjguE0L5k/ETyhFh3xc4tlyV4OcYy+/NMjVf2shPRaiR
g5tsxTVbGQwkyc51EmvDbyU26270T2lIvbYdDt+DZyqmfxEnHAX85OYa5YeIA0mdHAIyo8AeVfoO
8Y2ywf0LYmUwcVwL9zsfdqAZw4FKfjUY5wrepF8xLCU670ByYe4GOvvDl2B/oG07gxFI1WPTe/G1
fEencvZlv7/JmIrNKKp6MopvPGddiW2C2HmtuvuD5bvB8xQ/b7KZU+CqJKENRzlWTTm/nDqWqAiW
r3pYxTkq5sFRajTJ+ypNqqxegqkBjLarNUWzP6z+5gM3K411UktQaRIjBKkGc4jBCHVkOUKSsBZh
JjUKaRTmQLS1c6rSibmrINZYHiFCklY5rqaFsukbRgHjYYto6g0ncplI/aIRsUo06G0PohSpjSPB
iYh3/baYDUnilcNwmwAFsIwspyK57rJ85mjzcaoTkDnWxYKrygX/UusLngM1zVqBNX3xDW2tA4gZ
kQ0MCwbl0tMJNVok/LSDZns0gfRmITwthFIqtnl6QP5mURSD+uYCI0Gk09Kh5BuztQjnrEpsI65M
Yd5WyeV3ZN1eWMq9QXIDUES0OWJK2Vp0qG3LlqDiti7z1tGQVYegOj04blLU5xYQg5Cg39BQz9Dc
ZR2hd4CToT5nwgCBvLhX1FUIZkHvh9xtiGzaYx5SXqHU/UMa06RzRty3vEuc8aw7snmass0Pyoxb
e+cw8xjGrGKSJD2pTw1B+cynAbE3roQ+DcVNkhYkgk2zjrsDNnFPZWjJEorUwtmNlAEwgq8g8pI2
gBABbKSaczmpJ7ULAmd0aAB2Id4+FEACF6URb4eBoawzHgPc58gHWKqofniiqqbuhVS8MHB6/ZTW
KMMtXkxo6kKXwVLi7JoxHTGdsVkkcjX9BxCxtZJC/wELbIu0oBRiHqik6d7WcooN1EwgzgJU2w1i
pFZMaGKDLiQ29MuIQXL3fe39PDFYM9JUijjlBMdpXpCKJYTt4mqZEUoNpKMqonRSIjaN53N+WZu9
5tIckmqTx20zM5CyispaNbay7jVN9QqJraBMFRIb/cOoOoqpVJqthd5OSWxEQOL4/5bkdhn6Tblq
JjGFkgJGdUn3IB+X2Bx+Gb3fNrbCloZktwjCzVjDRApFiZxKbemGWS+JcsQHhBvnUDaaUEw7ro+p
ts4/Fh0p8OTAVKIAHNKtEp1i/2RoCaP1PkJ1iqGD3CQyKnnkIrIyYg2qGkGJDnPNyvzly5s2EvPc
UGA2QWvcuozzi3SB0E/5jyWzWvCwS41PAMC0S37bQKVSOuz9XLhOY1Hfb8L5RGXZhlB/OSbmwQG3
BRoyoxv0KUOMnMRitJOStifZYXSGGKEnNvS+9oarKjzHdbvKcEyRLziws6ygL2nCy5EdpuqfV/pW
W+ooLxk9JEnsWAqjG3eAtr5QSwH1ZuH0qpSvxKt3MKiXDqNQeeL4tzL9xaanz2ES7LsbuiogxMDk
2iEkPVD5Lg4dEMmBx4t5lSVTB4557v0+TNP0QVjcQSYyf5AzATHq9jBCFFo50L7h89pp2XT3QGK6
hb+uXNzbAlUKfI84jqgNYGhIq/baMFExGFWa5Um6LF4UdX0nd3egas7efNzvrv/h08CMeBbTPYbt
p830Od7Rp/06AOaY4rPbNiKxlTdswlLDfTPIXe3WOZctLNU2Oi6ISE6CQDwoXMlOiI1SzjCavL1O
jwMIun1UobFBO07Ui30x0H5LLIIGZk7S9iD2qk+KiXz6RgPByevlAnJfahHZE1ieFlIW0umc0if8
FbakTuXH0hNJ7UyyzlDk0qcNHRgpI6NzIRrDZK32GS4X+Oy74302XqJznqDr4auj4ohr+4ULWctQ
J0uJp9TZodtMGZb76AMeQsaGNCJIZI9/2xJsU0Vk6TxeTX+C83pI6gZOXob5YGWPYWBd3G+KMicL
NxqT8WIYaQZROUiXHTMyQH+dVPYudcZJCQlN9gWeiXXicODni4/sLweaExs/0C4M8cY0mMCeolWl
6rruvPxkeL/uja88uIPwIbJaQd2a1rqzrEdrC6kWLgLFQLNt+baFaOcP/+Of5I8Xf/3NmwuMvzWc
+5viRTQF/T2fpXmeOdi+yqZpNkkbpmjrYmW0srmFGcqSHKWKTZV2+w5xa4kRCXQwYrwSmsXsKsXm
A0iD3qELWaHlIy1BvZBNOjC/pxY268ZW7hVgFDZimaih0Osik6RK0MyqjVC4JyXR5KvLFD7bg0Xw
ziz4DvqczgwXiiOdoau89sAHlyi/H+cWt7X8iPI9vdx5bR39ubhsS7T8zllOtOeK9IRK7S9Qs97M
ws4f6r6Q0qCF2bFjtPu2OvvAI79Rx7nxZ12wR/6doTBiXRlRKFavWjRs9jsac9VzseZsHM2DzxGB
r1Iy+hH8q8rljZGPKvuQgGKdXliQHocOsZp2XJdE1u6ofmHYqjzl2DIvm3B9C1VABZOhpPyjrcFj
BNSNVA5VuqmCo6GqekgcWzuNZRtdMzSFywnxa0j0UGQ0Hp049Z9L8/9lEQm0d/1TCNNHQ5zZhY5T
/AFfPQr6wI0es+M02pJKQhOQIsFNKytLM5DQk+NMNHvaAt9ON812WxrJGu3wBsmYGywz+/GnrdyQ
P95mypw+BqtrQLpszEzKmbWG5GC4815WhXIb22ZglvXTqbKLnaHKB8fl7d2dDY2cW+4mwfjiwn0V
s7W0OCysv+um1evLOiNVdhSYY80Efg03NtfMcCFXD6dJICayb2QkrUsJiQmKcOsLv3T49IX0MiWP
/consWwYehXvilB5IDHqtwX3ReDLSTtzvJ9ZzB73D7xXWhh+ZfZsD6zE5ZFh2/fajHjvCpWI0F1z
bvW7BWq0wllru0lEdfRmczGr3wxy+Z2mKkXrFPWLBtDXC3RHZV+DYmiCZSH7bNLaxAc8DsyMbGdD
8HTGteUwS6iHjlKOWi0s/tFZRlwSqe0IBSPJrNJt+Pc6cJEuBFci5vXuwKGNttwA4VKC1i76jxly
uPJCVQWBUNosBPLr5T9apn/ngqhJNDvEfl00HHWaotE30xjsAzMQd8TVM7uMG9csYZ8ICPdDqAu0
SamWjbvR1+WbEb5CnHz7wxMBLfXgj0yetm8csMndM6qjDvlu+1SwjeOHQCTeqGfVSHlGuzrsLZaA
xxQ0OIom1jS8iRypTOiBRnRCuNidyg/8D31FB3fZwo7riqMbWziIBGQ7QbywEfufkMC2Kc8DmS7j
VzfZPN2sp6yx2YW2CDKBtZ0ZbuLD/Z0Ai59jwdZnsipwF7xvFwoCV3W8GNylxtubBPjaRYuJp3Wk
M6E48ugvKED97HaDSdQDaRcvHEgrJeelUh2msQrN5a4iiJSNebuM/Sl1Ia8U2k56HMOC2L0OJysL
NMH5sMuQs+ABjbyx512fUkSHMXATxYiNqVocUdSg/Qq87BJhZ2WMQxGz4bq6eD5F7T7qIP3Hz+l2
Z23/nOk9DhArimkwmHTgwdtTXf1rNI7acGTX5U9c2L3bAG1gR05XhXsxSEoXs3dtraaVQJN5/q3E
VaBGyI3T7qbe4vnK23LYL3NKHRdPu/aB9buLYM8F151d9FJ5C8csHPBlnBn1QI/AKO2Jf6AFGgmV
Dd5SeZKL3EVC2I5VFLFi88ZetrScaKPNc5KTzkCG5CsJGQqvES1KIu3JJLmRxWZ4+oXd+sTG0lxA
oX3ImYUpgAxtG55fGvalUV0XUPeSZhGbcfXH5NB1aJhJNORmyiEpR5BHPjEyJsioK96AhrZBf9ZC
FUQY5+22aQcV9LtQyK5VdnjOKMz0gC2zyIclstAGoTkaWDTYZaBGUmyOfnpCBKjwzwgNE337ef36
VGYbn/oxJOH5M0QvVxCydz2wQiTjYUhrUcXoRNtbetLrecYa1c196moocfEad89Jw+zwkKVoW0Y7
PiWOofhqsDIJfyqls1Y66ZnaieRjIQhWEcKmU1duBbZlFozAZGyWciXsAhr0OBCFSk12FmAfNqv9
G/vwYdSstI57ZmvrFXb03yRwzVX+Z31eyPAxJBjiouhIqeL+3i/r3yrOb9xxKFhyxJqe+MzCZT37
Uq4SL/6NrX1i1sT1lG4QadPpcDyOUCd2SnHmkKTWxLMmOh5PjvhF/bKAXUghLQ40EXmTxEvwTkCW
0x7RSbtdsFc3+E1z/fpiVYNmoeKC0JkereEFFGQgBpJf4BDVP6pY7nyR2NygBRQ3UOT0QnUlB+eK
VHCi1SXygTlDpNegw5YYhZ8RGZ4dNrhG+vV/qjd13e9p85dnU8INFKXxcpmEd9kIK1WEA2jW4VMD
cLcjvyvSoXrfrO63KzgiN+i7OtTdwYF9QudLN3HMutiZzJp1u5qrReRooDYb5/g5JFiDYMddT0IR
/jkNpdZedrKsQtfWuduxpnP2I4pVofzGurBGNjjyXTHJm8ApOrGeB730MgyF2Ync6P0MqvvaiN80
r7yRwL+iJb56AAe7HZg+t2GM19s2bHdMPcamtvQo/tb2aVoEc4Cht8TWzU+ggSPIhyVvZ1v++A2w
UGoJGSOaCH7AeJ2OVf1L+2CfCmrRLPfnnVpeHX1ruxz2/i/rcHw9h1mkfUUg5VTyLPWLfaVctVKV
E7q3RhTDvR+UAQmt0ShbF04gWY2alztzmtSPTW7o7VNrPX7i2+SI71XIJdwQgonTWWIodwMv3RM4
PwwtXkcXNukziXd8vzc7olXjsz5fZfS/EVBz+PebuIDqo38bxfcS/25zK1Np62UZqpFul9cVcRW0
IAVq6gops23rKl1rFCowO1lUca8ARuCtR9dkvXJAa8DwUxdch5LLjv+r+NNir8PaQrrrgIfX3g+A
7cSb9yGN9j3KmHAnN2+TLobBn+WVjUnErikJR+WEuAFsA4t/sKVhN1G9l96H2nVFwnXj4PQk8ChD
fGsxkCkGHxT+tiaovK5G2b0g7bgcVhumcIva9wzC39+ai6fy/lLeEMIksQhcVBnmY05LbPZAPSiy
ygMhJD/AOypIGnJyiExQUIc6bGN9WRh863CxDeqAf75CdbpxDYicqd3JiV1p0ctdwVxFytsEPUa9
Ad8Gq3PLS/rQ2AZyXw1jr6j2AQtmSM0nV0QIhygI3zvz017UWxjujMXOGR3RE5kottVNPLOgxaYa
V65V5GXmGWxFfaYzn6F6RqaQZesZoYiUhHwyvUWPe3t7Ii4/yeTi1WOrIDCwRGSQD+NJcjPQIi68
kGo74LHye6GGQuoW7Y9RrhzYTPw3GL89gUD4qcg0u7hnFEwyUF6cr644EogP4amt73ab7ny/dv0h
gJrKx9W2Q68XHyEZ/jimXvP50f41JaK03g5fT8ctnS1koJH8Dq0fbOzln6qff5i8maNkFc2tvZ+t
EfvI+MCiiJq2sMVdJrb0kZsyw6ci5+Qp9fzOqte2OXQZjh6Ek3xD1+S83d/VAGysIbHvzlp3fShG
q6kCzPvqn49dCHNY8+kYtJ+MKzLI5IM1Cq7C4N7yl/cgfcg+GNlWotvQNljxPQei3kHYRYvgUviF
fQjkJW3HlgrRMpDctKcQYRdc7ux53QL9i9V6RDx12KlBPWFsNT6xx/1ODBu7FoPNrQNr7dSx6Oh8
ueX6FQzAG1HSrT+7Lio5hn4cvqAltuUK7WpJd8Y/UH8wS5s87RYTSIKJ92FH3tnF60xqFBo9QCav
efL3VLzPofruCgNh11AO97CKxycMRtmpESB4GCbw3M+7QKudd4C0gCWggQVJ7PRrtqOOMTYSKFmj
zcoyDkMzmzZaWcdAl6yfqqkrSLNHXSYrsrU59INd1xqFpplgU4fyBwrEk0uFwP+7kasLa3+2ftiG
itSV/B983vr+FNl6tTdX/kjEnYqJjusare/JCga9uSUS0usU+R6r95zWiH6wEbCXiN2923KB6z2+
SyJeKbMRnz6stlr8aRsl3GZGsXbSokZEiELrGtwYMH4rYZo6t7EzQghv6zT6jBLRCgq9QpPnUjdW
UgAOYJw+fADLiJm6QO1eCUsAE1fX0kCF1GvjZYL3dFt0ctieySzRno8U2hNiU2Pa4hYtmdAFquMG
W9cCuF5sq/dIpHPbDltv0HtwxCTM82zdVkzZVJFG1/gK6iw0alPidppus64tqNOodo2bmjTs0f9k
S68XGG3SrogSdXUquOShagdpeRSX/Irn7WMkkdggaDC7geqQsjKwEgBou6zoPUVKtHzVTv9HsvqY
K3FvqGEi1dwKLG4IpcJbmHfOYtWald/xCXSchUqRoQaCrkTrTAqhUCQ4CctcH9txKtuRxVYk4U1b
r3fLegORkdbFxqHsY21jf635jHRdo9SO6aKCvi5FKIWfR74+PAT5T7IQBIWnFeQzfYSSU20skCCl
5zYGptNKJ9DKR2DUXtS7BGc4Ld3Y2j3Z0APF36h4NkmQgokzkkSLpEKtnZZBVgzHZpAZJPzYXAND
3dcrowiVzn7zetbMSmpmYJS7RLHlnUJVnsr3F39e3fx4Ql/TY0O+zfrUZ0POaC/+AeU8Hl9xOtub
tl8Sx+aFCOlqG9NTdpCByC6DsI1DUAlfIRx9rBJxGvu0x8bE806gTp+FPC5ukHBkm+ZCMw6L6aCO
2hzXFwb5c7RYqwxdJsvp/Ef07gNLkKAof5DlRw84u/hDgEj7e4Tz82w6GRpBWHNyhPC8KORTAPuV
MTofNEq6ZVN9SaRTYQQDQyN9ZomISH1ZskRoHpqPVlt1SKhFpR6XQse+3gfEnYPDnpQumfOjnCRB
xjNbgdHXKYYCRT+H5kzgaY1x/yoC/MDFJWmbFmfrClJUrxL0sE3cOrUdpA7atwHqOpgsGlJurNaH
e3XF7zLtdg/CmJqhUTeicmgfFH2rkNa6e9EJDyI4goinUZztq8KxoaaLCRgZJojLZTO8QttyhTQe
kFJia1HGethdw5ygbXJ0HBrq3RsXonUackbQm/obd5jAvGOEYyh3k6nBXmlXe+8ZETDPcOyGz9Yr
Zih0vHBcSPRLBQ76OboFczbp3zwgS5qw/qTgpAgjUxzaiHpQb186ewjJLjf0qvqGUto6VJokp0jf
6W6ptil/hm+3jFC9Sh8elAEg0Cq3pB3lFZGR0YVzgEFyS3z54q3RoCFp84UsoyX0nK8fab5cXf8R
dwOKhqshwjHGZ2zHvrECynOXpWAP0myYDQekY3N1SXhg91suzW6WvVXi4cC71ymkDEz6df9yhxRJ
SMpRqacHoAW7fPFAx/LOG95AZwsDyQxq5zXKtmMWd74DNTlwJgzNcMr+pzrnOepumwR6MCAlj/8J
C2Wka8iNOXXDQJM5ydC23QyhpPVpe3Lu3ZqB2Go/Pj449WBWEKkLq/XGFaOzLmUvIOsutqsXFuAE
AUysuniSo0XqFN8KSqRCd76LvB/yZySyPU99SaGYuoKvflQQE08zyP5pwkxa8BQJaMji1ZGFZiQt
1rOfiOPEB6886qGpybEjjB9aPaKT6bBnIcyXfro2jmLwxQmP8ol39R3f0tQwHwOEse3cbv6xsgmk
AOn4AJmAMS3Znnb9kEEnhkmkME1lVBjkjRWPbPp+ZWsaRGSC8PTFjEUJYeq3l4v/xC8MeVwm180W
7eSSTTExGj1jBlE3EvBckSASEc5xXliTJenMFi5odzakoYfcAO9Rm7t07q/XimkbpbEEgMT4jvva
jGwgBcojbBPavpzg+unQOKH1qbWm6DCm13bsyPXzd/fws4e0+kjxULE6NkB0lYlBKlfX7bwGagSm
uABxWM72G1prCQJeWhqBg6MZSqjZftllqMSuqD3rzhXhG99sEuIObPKUrWl5RyX3PlExaOxBAtBO
POMzAuivhz57Pp4gjt1EXHOvRNomIw4w3IdyzE7IhGgZniNczUaMk/oDACmdiyurTxo6pNmLHQrF
lphZibQ2s8ptBhwij8nAxgjFrrc9Gs8xxDq4NBRpG6bY5ZjNF2TJjCi9LPc2rheEftsm4egalXaN
jIb1Ym3U2zf+NNlVmA8eP8AkRmVpvroxLfSVctJVGxWY4Dkg5eTG1lAEeCpYRIbNqTU4SJrY11nS
8dQfiexKxbiNnRmAtWYVQKVv/NlBCouJADsTm0I5ysIg/JXthKcqwvEhstoLVcN0N9xAV6PLlXLO
U4g3TMAFCxFM8aQBDqMq87pbtNk2NhXBxQen+TfXr/9AjD5R38u/e2/0O/7fJ3/7lx+/+5t/uJ1l
SBjOwaDWPRj9W3kLFUkMYy8jOtfM4Yh4m7Zo0ngzFINOKL6JbEsjFei93m/iq2mIyiXcRxzjoGYB
IVki/nkSbaO32Zq7qCopdsEcYUGX1e8MH5N19Gpb1a2VKNj6C5lPTFASPFETo4E70780asEOBnrl
+03u5170tXlU2BoaJX/UubzPS9tIUFrTN8EtNdQORis7gMiqEol1pKqR2dRo7LCFbjqxJZQaiybe
5XKnsHNGajAVuZjbyp8basYQg7H6sVp/mkv0KhOuVGbO8+AnmESRtt2P+NJsrmHEURtizKL1EIYk
Q2fAhUIPKhu5LkMBRMOwK2Ez9ZRMW0zvJGW+BoYO6ozY1ShVSU0URCVm7hzWGcEKlanvBBMHcdy0
DMkAKAzboWKCpjiYNdyQQiYhIfsYVTDcxyK6k98iRt44s7vhTS8OT1zqs54y7Ur/QWvk3Z7YiVBA
NcR2dDWKDLRZKdE6nRo6xkGWETF74JBm/cMtX+cXNjBG7haX9M1W6ZMg0bA0sRuASwweJ/o5PaU9
zOjsW3YCCN4O5FQ9Ueh00SndiyY9QOfj3jbaG5k9/4OjUMQnfRBW+YSfbhqjGOTJcmAbTpV1tw6C
Z4exFEQMf6mG43OnRxi4Jxuj0hph0OqWzoQ3mFRVHHTf5navKlqg++/aj5d/TXMDpiBTlM4KrX0n
6b4cjQGQK3Pys5j0Ukz0byXDWg8P6ChpKPM5QpMaPdpsmYcMItWZEaT6VBRgow8qNEyfwIexGsj/
4qvLFMM3tCtoqNAqHFaD8obkxWE1RsEXLZ1Yr6aVpa5B9SSLf0J/2JHMYhJwVlHUpsOwsZo5DUna
UrN56BYbOlK340Uw+NAwrsaosSwsv7m/DRgcxJ4zxIKUN1fu2AfEyVx6aKMP4z9cNXuMrJXyHEQP
GQPewuVNleMIDBpC2gpqBO5lXQCYyHwxAbTc136IVv6vOOofEo9cmZ0G8172fWRQNLs0ZExds23Z
uc24RxOVVM6RgXgrH8mFAVVZOJ5dc+4Z5Ebaet8Lc/T0PNl3Jfu/KH5Vj/R2l7hrywazWVsjYlgu
VYIkoH6WEIXJWWOowTbvKBsDHioDPCLM+kDArTl7FDqami2LbLPMG1sGikTNjPpSaJp4q5q+94ia
lVYyG+Aqy7v8BfwBxlDzELarDoMSqQ1GoagxIEg+NLSVC90Kg/QSmecCswnOCImjBqUS8o8JB5No
zIHg0XyHoaQHxjhmXEXRlppRtHUrSvnhU8aFuaWZNLY9Zg7cfbIz/0p5TWLILuCRkVoI79e0pU1s
A55w+yAM0UbSphFybdmc+Y/ieqvyVYxt27rfW1IVjur20F6BDVROElPxXWWkRwZVwXh9hz/5eu/7
YGaCcg8ciZa7hn0xpHxrZdO5GpdRWGGceC9Z2cS6TDFJMneWpkqU1iGxwA+IlhPQ1DNNbymL6Ra7
1uWFUSWgUBFjO8gpNm9ZbgZRuAwXGyQ83+TqRwbgCIJaOHZxyvUDiQXGE7zfIQk+zFqFdruqeI3c
UUJonUA18ghNy+nyT8nu7a/SErJhHx9KW3AXL82pW9jcGzRJY1TfFeW7GEW+HnxvpIelTONoXzV2
cUiaSf0YD4uIP9hxa7AZvLLNeXXMIp7f//rjbuLyTGCeBAKxRZPHDVKPaBo5SZQoYrC9iEuMQ6XP
XDdtEt6eujMGFY5EomjtSpVBSfq4Nagk302l4wH5o62Jwj8i9iuOf7hOE57wGQxyouvMTIgFPOk8
6baz4tWj1fE0UXHzYGDa3Jwls7Uz8LyYUdgovx2VE/ZeXz0UdfPROjyZYcsLvM4SUezMtjbRT+a8
LpY0Lv4y+auPshe3x5xxHcyg1VFMBz5ljOIhrOkzHxAc/LMqEh6ZpDFoAEY4xefMYoSe0K5Fb5Bd
yyJ+0eqcHwMWddIdIdCJ2JXBvPOCGOBR5GwPzX804FqbcGCwjtDgZs/Smt6VRhmQV8n0ov5mqW8q
8UP7M4K6PF2Qe6xD32knRbDFk2eMYWMHyuMoFLwc2b6ZvYJbu1v2pJV7jN0a9TljVpT9siJVT0YH
FKh2VlDx9H1YQw/mMO1b7QwNjiSxXU1bTkHria0eY/VzGTCbtlQiINIhDnXKdKSyLkToh7gLw+kq
p9QQ0YiXjxDQmlFrjPdegYQqizfrboyTrJSTipfo48bnXKP0cA93urYiOhQziGfksKRqT8XBMX+i
8bQOswJQFWFaKBpwGnN3Rq7Xq9IjnFNi3eDWO8HEsI3VQfI7Vg7ChT6/GQ4FzlBCXMAJRzih05vm
datVYhuENUbkt6IzA9UezlHDGCK1/2UwVXfWuI7UC5j7hdGbbfKiLTDUusA/e1KNimitA1CR77FA
HHa487G7+IlxGJIrdK9sAJ5ncuYc+9ixIN2MEImd/6zg9W8akkxsrf31XB27P30uA5HKwk7cRpNd
VDRLyY1WyzNKlCoFXTqyLSKFqywi5MqaozGl8azRBaeE/jorKv3iAqWTZE6Xv0lf/R8RlDNrz3aV
LWx+rpR4vGrpAPJVgLDb8S5DgeMIJMozjjMr74ymuSYt8mU4EuWNKTYStXeJ0Txm7esDSm59RGr0
CQwyMoVEZIaKXQsSKnO3lkCSYQOt7rQwp327meX1gH71ASAf8Ya6J2Yy8CcPhBsMcSfjUxRmr2OE
QOEqQ+vRNOUXRNMEqklZob5omsOYJai5ZXRR4oMNRh6zA35HDx2s9j/pWPn23ojsx9o3Xe0rx0cw
6Gjf9SGgEr0GPzAN+btW7SZHgQd2FCTihwWO5FCFvbRhY1mKCqNQ75qXLhpQUi/3h2XHBEq81Qt5
qEMQcUFEok8x9YYE6wRMEz0NbzNcbw8U17hWi5m5cckiHU2S1w8DBHLaw5HZ2DYh8BnRmCCf5QF2
rLZVwSR0pFUfRRyc/Wm0X1F0QNaDXnHR0RPZ0Vqz8PjMOtIKqPmXAFIEc78RahhXFoxQgy1dHEko
0VNQ27XJFlY1fMy2FCKD/Z3bYpoNwWtDQcKAQVTUUhRS4ybGgk0SBXH3lEfxJGFLcr1UNw2bXFNq
0HC9z8uicqEIj4o+WuK5ogWmuNpFnYuD+sbhhmGsbOmWrjACFodF0NHElceIrK3OGoMio6ZLqW8b
X34EsoWbxrotlCXtDmN6I+kTDcuk9y2AlbSrqX0qAkX3MR5k//BccXNt5xkTw5gTV0zFhXfGUJVZ
2YA3VDc4opRYO4Q/39vihfmpNlysciMsoObJfvn3vHGOWkGhKFzsMF+CzK4g+vtAuDVSlYFeHdDO
ZAFlGDuCbK00iyW5b8uNL58aVoMaQeV4P++7K68wuUq47WhQBqsgPUD6UGfOzC0lnRZQuTqDnxRy
vqhdD4uXLlhFs44bLDrepBkY5MyUGygCRxbS+pyh5AaLMKviqN0L77cddCtzYTONYcg+F5O6M/Wp
P9jcqfWaUOuqyCqDq6DHa9usMYO49JZlHNIV1iVf7JJXFbvR6JpDpJTRRQgRNjJgUGujtuGwZPf1
m9DUMgkL5RKh9lOzwFUtp6nvS8olZdqosdAKKrCRyukxOxW7XpNeGmSKpy3ENVCU7SBCqQWzWu4B
XlpDBeMmTpLHOjfvwYRpCvkNc0mnRyHVO2dCv/8pl5K0dFmWWCY5gXKuNLKAjhdtfgtHOuUlSdEu
U7vo0b6L3Fc0f5MbVX2RfPzxvrk1eLr4q9e/03//p1f/8JgK3dJsohrb2AZNIM4TDCQ62e4h1aMV
UE0namgGTEI6mwZBr7eQJdw6S0Zt+eGsNtIDgjqzNeI/eWimA7TJLcmCZw5Hu3UiSvojElt0aRts
Pr6rfY/eXodbkjukpstbrugWo1gKyx9dwTkbVw4G4MYWbKH72AjQSgso6HVnz0CZ5oFnG0gIwEni
/R0uePNmT6wKarYa7jb8AGNIGG5Ii70SJ2xdZzMXdF/ZzCEDS2y2CuG6P8sRIyV0BkzWGHoWGO4Y
uyrIpbIluEvEdR2XUB+1JLrk+/p6On2lcMEgNDRPYy/0CTiXYtjx92a/MFWp4szbqFVAe6njCWln
UVALaCBu9mwygCeKxdJQ5iso5gppMVujp1RNcb/IbVEAndhwT2U22JbBj2tFKwvoicKlwUDvxd5o
woUzyEwwlOiAFHzYM7SyJfrBwcE4zmzvBWXNCyQYOVkwNdhElhKXkv1Mf5clF65GIqezNrsjhwqw
za6aMClmSuQqbmOzWtydIXPWFrZNyB2GGHUcywkq3hhNQSSu2tmS4ruiqWUzi1DNVZpA05tFO3k1
/91jqJ6uPEyuevlCbEF9G4QfaSMBmER9RbK4B/9Q98/aCmEokg+BSoS6HAIBCXSdyqtgaOuIO2bd
YHSivpwL/MOyLZGrD9Fz1OQ47NRm7HfLlgxUQc8SkwyaV3I1hIccDMixZWJSdomzNBBc1ptm6ubI
bGSLe5MlFKUwp55ESmxszGNjdE26R3EsFpPv2h8b6GDO/6Sn+uYPr29u0tnvzH2/mS7SnaZRlNIe
iT2kbzTFWcZKaF9j9DgVhEPS53eKbrbVQWluoV30y4UgGbPI/6csNSTxYpu5K61diSAlDep6tAZ8
Wms+zMxN4sM44MPPwhb6iL66TNk21rR6v8MuKAtiPFlEUwrk6XNW7kCMj3QNtuEt1Nr55h41Li7v
L5NXRsz85k+PAnik8oV5iTVWecJOB2VkIJycbQg0v1HAYR2lzTpHjMsExLuobMSBvYxzYvHGo2w6
o2sU6cSc+wVnrjZKInC2D6dJBR+8AzDp09G7HfyGCrqy/26sa0E26A526huayM6UsrNKs6HBJrJF
3vaxPQVGtkJfTmymsg5rKvXopZGr5evcgdp2+obSRxz5XsPKqkMSrdfQeiQygu0tUWJyo65J8tJ6
fplMrLpMmC/6Cms4tbH/UU9d9ZeRUKhwq7MhP0wLSeTWgrV044qV8jgCA7ZmPrpZGa6nSV3jCcnW
PqQ+jXFk0WyDur5mDcgMMLZABk2LfpCPP0LVSzNMrQGczjCJ79A7V33hYZGSfMGIrCGMx6i2BHIQ
x+5SQgBF0qqF8k1KPm6afbxmODMwu+YZSaMqTXjMVYQ1Sd+1ahuxvY5df0P5U7ut95yY++SuXmRN
ZhDRx4dHzR//z2Nf4Wka1qXyDOFfoZrtv4+PGnjJtyHGWD7d+Pp5D5wdOQuHiXviyBnw5W/5jMWJ
9yfixCfyFdVsnYEQ4PpVPtEJk4D/7+hZZuwR+FZH33zWNE4Dil0drTwf/3Fzssgh/f+BsOlAoujP
7u/Xk7rZV189fcYwcfTpfDeP45NYD45ABUbp3oD7TG/+3pJQdH6E9F/GLqLx0+T5YR1EDlYDeq7o
508WGvPzm9MOk3/XHzKgcBcZkQ+B+7P9ZpdP2Lz+ZQFBJ3212kcdn53OScKyYmIvB7tcR/1knx2L
Uj4hCNDZXq+/lAMchL58iWNT+eXi6oiPEfRc8j530KZPYOF/hc8vxkz/j7z3bo7kSPIFQ6QuDaDR
gs0hOTP79t3eOzuzu+//x32AW9sTdqtGkdPNhi6USh0R5x6RkaKyslBAg5zd92rXOOisrMwQ7j+X
4U4tSdOKwb+2kZPa98xLcnSPntw75xdbtCO9xp8sK/oLyG15UBaQl64bEEXSsfQ6w970nuOcQO7T
wUZanUyAV5TLKXkeh9OBK15XJ5F7LpgT1lkcp435qSN8dXr27EQ+DYsHbn2tp4jdeovvDkbZ7D8K
+iJdjvf2kw8yFD9OFWZP3UYunx/Fr/SQrPxloFf0Gds6v5QcoLHy0P5YOb6jhyjcrFzSmxHvjcTr
Lap3MtadJsrE8JrLU/ai94oDt1w8JexE29ncZTXfRhteI5I0CHAfniEhj6FXbOd/ijx+fT/mU/Yy
/QWe7L1I+eixcNbHsWO4+VUSdp8oniv3dP9PU0lsn6rEMJWxrxzncz61RW/rLasOpXZaEuV9wrBC
h/kteznpcHEs2hU49NxSd3+m8qi9PMQSk97q1LWb6mq94UHGVocgT09GCFMj8Rlc8Gl/J53D9Hry
5+64QKIvQQr+Gpous1XRsOCQjwSxqhZQV/bVj8r97pPL5g1PSqLBmV2cen85MDO/lVPGNen4zmHJ
4jsd5Bj39tV/WsA1umjaqib3NR93eHEMuz22mEg9xyZ19/EWDyLnXSy6eJHgNJVI/RYHeC8hvsN2
k+ry8YdnrGXRw9fGE7bqDio/um/c/l5a6yhvt/b9BayA7IB8y4/6T5Q+kMj8fdu3eNuicJ34URH2
7KXFbGV/w36JIoZf8amPh2dYLq+qxM50JcMXqok24nlWkM2o4iZdvTBpY+Y5ayvG6dPmsN6k2NTe
P6xQi0HNgR6g9YkpjJM2CDknqxcuIms9emL7T8D/7k7GddEhaLfFejqR2Q0qIDpG2JhRarutlNZC
LLHuxGbc2u6ihdgPls6rZZmcqmDLviaWPWFrz39dwhZYFdOKuRFydKFHG5NtMKrWGzCOvW0cQQE9
hmy1sygT0rlusM67X8uwQb9itqnjBqv85hSqOS6YiiOXsgOaZ2A4ekPqrtKxff5KYzp2Pt9UeQ+7
Mj42wrLaY+pVkn6FWWpkrsiyPfQPzds3xdPaC9M3K13XJa+EF7NF6/E950F3I61vGg+2LExNDc3/
263fs4nOTvBy1Hj+YOncr1WU6ZCSmp2IBPMn7/862zVoFbK+mSFhb7XAClvnB/ufczK1vbyud/lj
LfM42SaRXa6MZDpsE+oFv09Ff/K1juE1+5+rwCM2v4frzhS14SP0gkiiiuxwgOawgcPa/bkezPBM
gc1Et2aoStmRk1vv4WnFB14txaquGJSZYuJp1TOsaPDMfULpar059Unb7awfvsv0DRt5ZMpVpxaX
FApe/J0mfkeXzg/uZi3yD0aNaQ/7WPuxb7ulocVREq3L6wGOGbxKomoe8kVOwpScbLGetu2/14t+
rv9fzSt7QSC65HUHHKCof/4Wy2CMNcgmJDm3A4bxPI6bgY1IiaVhJnjI8WwH92Gx7EtYyW/GNMDr
5raZJFfjP5GVzH1sAsjEXVujfvghJo3EfGzZFxkpy3TnUd0Gp2gl7m+7y5DviWy3jbeVvJlq1IoX
SDmj6oqILSKB6SF8FNyrihPLPXuqaBn45owHUIiXknjC8dDFgpRXGzrOjNXJyU3CsWYT25BirvvT
31MqWzIuaMy6qzAeWbkGbxcjkqh/Nf6D92of2m23UTJzhcnh9HU5+jJKJCcePnEdRE2yvm9tDPu7
6xv7SJDXRi7faDYAvLrs2Z71H2e2NBfIZV7jmMYl0D+NngnyWsvlCt80XvXtxWpT8p50XrZclCYN
sKomlVUMCHglBxUeea6fkOrNTS8Qu3zNLB7WjEJ6BrqF6/98R6ZrcvuWfMkJ/fKPke0Xhklsa3zR
+0p4fQF6BroF+lx/X8bXfylTwBmSPd45Vz8BnQM9A93C9c3//mF2Nt4S8eV/+tb9LzMsFr/SFS5S
AtexoRlsKp9dkCnQs6HbL4R+DByJybVS1+KZViUr3Riuk3eecxY6rosH6i6R/i3jU7he0ST1HMG3
trs25v6mpl0FkiU8domtcMmaYo9FJsjynDwutFAbfwqsrPEt022ro5LhZkf4Cnd9FzAWk9UmFxM8
GSqXP60mZP0d+fEfpPhIrr934ukm+W/k7jsh3uJ28UsLnj7AgULxzvILDnR45ePGY3EDtvGukOav
sFK1ytIsUQEp3wnlEnHGFiAOL964H8jkbEfTT/CscsrILGAJdbgozxx4xtubZRvtjK64tWKa9bTl
cePFYZa0tkb/NHIc5LLb8wiEzJRDO6Zmg51l7CnQS43+CXJcV5Qp2QGRNuhJbZ19T3vIX1jtCSeS
6v0Cun2vcSNFZ10mLFPB9n3Jm6c8kL9+wELOCeAz0D/QOdAz3A/XL8n/AfgMOIxtaySsggD63Hok
Xm1GZQa4XTX0ebwDega6hetl6D7+/RzwHHAb8BnoH+gc6Bnuh+vnc8Ophp0l0K2Jnem6cU1J+9K0
haRepRW4d4DnGreR84DOgZ7hfrjOkJYrpIXluZKNoBxb89NYGfDv0kbbc4TBay2BbyZkexZ4GoDv
dJpiudB9B0G3YVPQt0umyP0llo8N4V3bqt8KcOPDJVZbuM9I8j3Z0ZhNrn3iZWT1OC2Db8hvyUbN
zkkwm862ManaysAwfo70sQ2Z4GlwVhcPCpFTR9grTp3jndN54YprrHqpHnbTyRl9cIHtvxn5jvq2
XLatDXmyetDOxjT61qJn+YB9sex7h0+OJtVn4N3a/jVXbfeuci8uQo8aYrTW/Iq66i2wIuBVYKlX
72Pzq67CzacaAHWfYo1vpDr5APuOcrkkIGcBx1Z6aWDfYX9hH2sGB3wDHOP6aJ9uyOtttLw25AX4
ZtZQlzhdGbkssY7cFeAV4JLed9zHjoM3aGJC1L4I5DLgHuAb4Ji+EsK+m44Pke4gUM6Rmp1Kz79r
N4nbpM1SwRQj6wtFSE+romccVbg88UnqYSFCULsL3bPCBYYPnSgtUnMToNmM0Dk+TJe3IeNgy00d
e4UHWbm2K7VdwaQXGoN+yjcPRJTy0btZmtoR4v6fKo3ITO89SDerwjk53I+VnGYgBUn8m9U7FxDG
272L5h+acwH90qIibb7b8sru2FNlM/tL2xT9of6WWq06c7r8YJb1g17AzNoR3qBuvbIEbyK7flUR
EGvRVwF0XSUM7eWF7aLyHS4eqXTgerN2tXW8rhFMF8Q2ljjgEuif5nRggaWTcCpXusUg4JVjHUew
EsvzirR0gQkFemaiS2iCXAb5G2gcA7wCXAL9U2l9EuQ1yGWQv4BvgGOAV/A4ppcO5HiMBo3SZ1gd
wLGVFXlIBdjDzxz6iACXhJ4P6JMgr0Eug/wFfINJAl6BXgr6J+h/IMdBXoNcxmJqqKmUP+mRG0Ui
1buwrooEb4HOgZ6BbuF67oEGQrYO9iJZ+mU7QgHXlW0lWZAd0DPQLTw6n+PBLax6hBROGN8CnQM9
A93C9d0ZJW72aUbSS7qM4gaMlG7HlVvpGFDdkh7pc068ckKy70WgywPGH5DOgZ6BbuG6B4rH+i75
XmEl6uIL0D/QOdAz3A/XFyXd/P0FWf4crq7KljW6bWHb8dBC7f+MrV/I2NdgL9f5E6uyIlsunzby
PNO6M0N/kfELabKVqV9hUlQr/w4x9rLjHAha1Uq68X8u3M1O1x5Lt1ttX7tgL480sxg7EfRJM2vd
d6Yx6DZVa4tGJoCdlWlfKagHoH9yPOwPdERBLoPdBPYRDAf0TNAnAdtBLoP8BTkL9lRVYjZGPRP0
SZDXIJdB/oKdBfYU2E2gl4L+CXomyHGQ1yCXjd3kYdvQK9AnQW8EuQzyF+SsHREWZHGxYgIz1VtA
/oKdBfYU2E2gl4L+CXomyHGQ1yCXTWl/T08T6HZmEWNMYmW3O7O9dVaV9sU8pE0wg3Kg/yV279vB
/Q+66AHgs64uhvT8ST8O9Fw/IePIAdw2Qg9TZC9Rq4LrsH/pRAKeA24DPgP9I50HFO6H64/ercFn
wFugZ6BboE86CQWs1W+rzGjAYaorqwPdmtPhLt8CngNuAz4D/QOdAz3D/XA9KP5c7+VjVbmugu7y
qcSHX+3T79s+q9juhdHOwD7T146mVqAtf9kD3VZAVqWNOre3glftnmR7TeM5ORR5Ce9A06eYWiy1
EuR0IGFTWXKHPExuB0zStK3AoAaLj3tEsfn44lhAE+fTOHOmg/PhibHVvYlT4KY00VsMbLW6wLOj
sS42MT12kqazhoFf7YUogH/Txxb9pJ1GsdmjXUW4bs4gmOLO2akButdpxOm0A5i08dvIQ+5+Q7Gf
1bHgQtz08iOeDbbqvpysXmnUdTU6Ol6rnO6RcLCwKpUuiGyaj3d/Q93vaYtbH0/hZdDTUzXW8muk
Vbldy2DxvMB0zBBNKDnth8eswazvA3pe6s67nta335LV7r5ai0RqrxlM/K12mITHtq8+yUIVgcUG
PTfilarTebVNBUDFwjkWgfbJOtHeqp0O0RZYPsAp8bB9k2kL5Jd/i2a0N0Z0O3c6J59kxGplgLZU
68zS7acTXMItPM8ydroL+WURcF6Dg+qQOjsFVGRD54zYbu+pJcju0T92nHrPLMYsbH6YRL2+Uwek
bKXMul0KKyO/xQmT1lelnlyNvcmolfvjMKyPnFWTPpZm9aYRHNuxYxol5XqK29iaOPDQ9aQqeanP
WRw7WbjV3Gc6tuSp0g0kmM5a/3fWkxPuvgVfDKDzQarW9S1RxvEtcUbijY+GJCr5Uo6OhKGUrQbj
kuKb36AdScEUjaLZWVPTJ+4OyGut+2MLx+rQ5JNy2euAh+pw8vOUCFE/x6nsQb+9j117s35LeIRE
16aOgM64g/9+1BTwQObrlqHx2NqpKYnnrdGYhHCvCucpWJFygkMCxCu/1XVTHUKnZ9NFCtfBRhqh
oVHS+R8J3WzJRTwSdH5PWo22qc6M0A+8gYE4uhCGS9wv8B66pXzHNfZtEM8SIwoZOsFzPQ8DTjf2
4Gy2Jrtb0yjDtEJSVcnnN3rK+SWOf6Yf9J5cPNotRu5SVXYlVm+0mNcWfms78ZqwwUbeLnYI2b8h
8UefuWjJNLR0qVvWKFVmlPMvfUJhFWNvHNSXQNfyHomzpWBFjQLtaZuTe63juOSivCLiT2PQT9yx
ntco+ye9EqXpHa8i7JrlYY3I9dz90W85uNIWQfKW/gny2shlg28LcUxIRR3CbvvgStA/Uc/kKK+N
XAZ80zh2RLnloGeavdtaanItLuXYJEKCPgnyGuWyQnzDcTq+7ECEQ1pV+EwxcWHyQ9zq4Az6VUgC
dK5rxOB12PWRfhlA1RlZBLX2st/5HfYM6VbrbDv6lz/Cw1c7on7+F1/8BHQO9Ax0C9d338GzfJr9
vP02TC/0JOimWiNttuGYL4AfgQIY0K2mz+3N5XhLpilqE84EC5hsgZ6BbuH6h1kRBXk2fkeK9J1K
sZCEDkPB/XCdoEPuHDtQkSuThGn8k6Arndue4GOy/cwxNJxGWDJZ/l43L9phq2vxe39PqeF67kZu
zpYV3ASMsAdg0i+LkHibO/FpuQ6Yd06u3hYidD/PpJx8ufvd+R/n3tq7reNkeu/BdkAp4MaFS64T
dBwCOSw98iX9yQ/Q+4W9N9zxo5L3b6LJ2H+f+EXpb94xWXzvgrXOgs+ei/7EHfZ4n0T3cUiuL8YT
IuPv0x/b4sAUh48O6pBexxao7Sy36YDFNHwdSD5hx5M9vNrOMnW2K/3TJm4n0o5I65mCNHI5H7ZL
xtrO8rVza2cZx8jx7UfrIqgPDRWVWnKbt6SMqUXvVSh9D3g+xXC0Avo/QzDJ4H6BeLIYYW2QC0/T
M9AtjOkmJen8dkwk4DbgM1wAOgd6BrqF64Q5xXwEeK5x+wHoX9M5h/vh+o/oWfqg+4MBiD0A3QJ9
uqghCkUuO8ZHkZqam/g322o8vwF8BvoHOgd6xvvZ9lLeJa1V3+SVw9xrSTVTCbfwceJ3lVwOZ7pz
Z05+OifqfhRmJDivTDyvbdwk62wXkxEj5eaGyJzp1iRAkehTjSgA8AVWdaKC73SnW3hA7OUkucgZ
VpSnQnrnu9sNOZcknJLtiuzEt0DVztTdpjnh2BvA+GkDLNKNhBKJ2Rieks6WF2pFmBtySYOA7348
S+8Ycybx7Zv8T2nLvjB2RNzSr07SEljHRS3a9oV6WhV+IvMGzeS0ti+sSmpqNonkUAze/NDpxd8D
C+Dcqhnw3M+8+fmsdTZC2BSXGq7e6F/FmjywUYz5A3nmpzo2BjgGeFWxs1cdlI7tAwHHDF551f62
HCZvrUYKYpbEDrZ2wRRowDHAK8ClDaLsDvYxrQLjJeAb4Jgub2S6HrpIbxelDgAtAd8Ax6aoWAWw
75/0HE179HvPVCU0GuZ9YkEYTx/wCi9yXO0Hqa+fmbPtPmoyc/33DwTx0ByAxzptcw6T9D+SEXUj
X6qyyYEhAp/oMl372n/sR87ezonHHF2i98sVKf13j/ekUDJ7v/3jhoA1KC7VX6+wb59BsaI4d3VO
H8ZYApbB/bmuHuqwRP0wWrtJGZXq4u23f5f5LRUikW3RQ5XdWbCjjb281uQLdkS/U7lr/1mDHlU9
P5RldDTmPgy5f/ZNjFUrWciYt1vT+pgUq4vKz3Ou7WWwi8HugCtgRxT2OWBc63B0fYaR17VrsKdJ
0SAP4BLon6aIIMhrkMsG3wDHAK98O8dz3WyQ60Ch0sWRqF0FIGqQv6YmMzAh4BLon6BnomB7uAe5
DO8DfAMcA7wiTe+5LyCvQS4D7mGZfuwh7Fzp9CSQyyB/Qc4CjgFeAS6B/gl6JuiTIK9BLoP8BXxD
pt396CFqYnFakOMgr0Eu+/iGCHBMMyDOF9bwTWbKO+EiTMmfgM6BnpFuM3L3A/ntW2RC2Gj/hwW1
mjnc/9u3lUoHjPf3ZA30bFAgysRyjI40f0c2yskdhnQusLwrXketl7KFv6Ve5l519HWPVsSB9B7e
Y8GEAujzjNxvzqMZ+2aMj7z0ZwToHOgZ6BauZ/GNe//vxTcfw4Twx/8X6B/oHOgZ7ofrl/F6NpqG
29Xkp39rq8TZ28bnADxUM9hP1j6pT3PX/s+3ZGX8Qsa+Bnv5zGTdcxsDbekdojG30f/T/oSWvLB6
g1M79rBUeWyqyGoS9ca4O1NuanpXpfpEoYu6z5pXgF2s/Z/xmqQh+XTuoG9f29c7sJdnGrTXJut+
h9PRiSLEyFllj1AVuv2fZyUC2FlMtw8FvRT0T6XHDPIacBLsJrCPGMb7COiT2P6RkQtsVEDBngK7
CRdtcwd6JuiTKK8Fyl+ws8CeArsJ9VLvFvRMbBbOdyCXwW7C1vHEAT0T9EnQG0Eug/xlrG6Pu8be
b5jPGoO8huGB/AU7C+wpsJtALwX9E/RMkOMgr0EuZ6SyMzO9Ro4Ntgbk4dHSfKmBa6yva3ESAp4D
bgM+A/0DnQM9ByjYw38gAvAZcBjwFogP6Bbo8x2GxPj/42wBt7HgJXOAzoGegVKQh0VOHnaA54jb
IbbfRTonIdwP14v4k8FnwFugZ6BboE/PX8WT0H87NfgMOAx0DvQMdAvXixUJd18AzwG3EZ9nSOdA
z3A/XB9f/+OrH5LNjisWXxH+eNYnfe1hHPlsXvuJ8kXaGxNHcnvS1x3hMxK5T33gS+px8OHgD3vV
Q8e/6PnlZ33oUVZpzsiJX/ZVL6Prl/90YDqhsYXocGTrdd7zFR/2yj9Sv8pWfc1jxWtTQ85Y05pG
tVeAvTo7i69ZKO+5u0yHF0JnQOty953l4slLhZk8Kg/Zc+POsgpa0teixfr4W3l05KNnSAeijseZ
fpUP6+1S7SfZ2H+8Fuy4rz/2V/8EVid5vlvqP4CMfT6IUfLfRQHVZy8clSbGJj37BRsONb0WHZ5a
qcQ7evjytA1uf/VIp4ODfRnlytfOkNu81oP8fQ/cQej9KoGw+w9P6r9AtcxXAe8X9eV9mq1t+Dqr
91O0vLOaENw23a+PPtD5D7yxlJDqYFE7bBr+woz3XPWrl13zOtTTVoy3ssPHvEf3YojSnusbKA4A
PB/SG45h+vMU+r3iM5Kk7ISh82FpxF/PkiqeJc3UngCUA3Pdpq+KY+IXrxn8Skg9aiqpSbcu+tAl
qCPsNzp1l/e3vDxtePLr4Grv0xiI+bPAgZFc/XpWwGu6Ehysxpc30xTmWKtD/jN+Tl7sXXu76SEc
FK8/jPQpXun4bV5b8dFSOJcmi5oa4Nt2X7U5JCqcAfgv7K1PcmD5dQup9vfiVJtAsa9ljn3zaHyC
8SRP3rzyF6jsmjuvrMMGz5HUz5K32WsMT1cR8V57FekQ6fvk1/z8p+ih8bf4OL/iSv/tJOHYvl78
J1zRly128D8eM7Bfc0fZgL36CyiWR+F1bslbvEi8iMNSRfbVjfad2xcZcE9an/kpP58dtof2xzs+
WSizYQXw/kWkNRq+PxmcqpQd9bIZzyOZ1fay6FHaWZ1yyZ4zyhM6t21HJBWvZqSf+PE6pOaQA8kV
LG1tdxg878kHp0Ib0qfJqfp2WX8XDfvlnBMwqqh4FQ8vxs6ARyNvDWh8IjIQ4ZziqtFn557pETrA
yt7TuLPn9nmLdWcwExV/PTP5S6pumGw60yrzM1jis/zwnuTt56t6buVwoe3ZDcm+P3WXm7UqBieW
2QNaR+BcFw3DdqweVrjWFS6q59b9PQtzFsye4SxPwNhtnXWCD7RpN3UlTa+1O+VN1xl+SkFpd1Cd
4Y5p8N63JJtBTjammttN0GE00RdRFrqeHaI5zgo/v7JUftr61qdDhmE4IH5zRpljDZ7oxQac6lvM
Hp5b+3pDmPaI7hS3Q4YnyPHgGPkGBoJt1ptTUGGn2Oeuq0jQg/qTaCmwdLDVbVGQzIfv4uMejaKH
poOLJPeXN+8DeqEPWVL1SJ+jM55i8Do9Kd1XTqTdJPlqWuTTH8unB5p+JHt04z5PIU+eMltGev+W
5Imcm/IX0FLwpIyq67IfYJCytRryJFbVp2GO0F1nSif5h2SLQr7SEeTU//01+yT9iurlEEAkr2K3
ixf5A3hXr/iaYYyOyqmyc5svPPK3+gRftaAvt3Do2D1mFOx/Tu/r4HVoWOxtv9nS1HmawsWzTOLm
cfEQBznEkT2lzu/MnDWAlp+EEfQ0s/5hZ+ZTPrHjoycA8/k2JF+Y02vG/jEqta5YWSsVpadqN4aq
VqFrnThxmwysTm5XjalDQ07x/FehgmrDqfUENLvqev195r19o0OAJRpcrkZU4ntz//FenraI7GSk
ffWzBvenuaX4U9Rhb3CW8UscXr+mezaXwybEi9a3fFHIiA1vuNODnK9cn8eTnX3djcsHQIX9LTSR
v/VnXZ3KbBYiP2mbn6faPssQlMN06+VPC4ODDiDSFNZUR5SzJwZYvFKlumdZxcc8JidrMNl/l8R7
pAPKxhQbEAfYfJiq3Zd4Ymhvv4JX3ednWC75SXLu+b6mZ2qm5PkIQp8ppeI9HnaH+f6IXeYe+uYU
S6A8bc3EscmrI/tT9taUVuOjT2Kwd2gz1FEOEifQS36ydCxO8EOZHMDg+KI5QxRWnEL/fgMFLwTD
6XPwRw1sihwGqz47j/TOnxOVygM3yBNos9DjmJ8GLcFT41GH6YcO/YbbmQo7Zz7AurWyrUQ1kkQX
dta/TBsGwAY8nUG9kZY2mJ2DjWQV7fn4/ik6eSEIf9PhlU6lX9r+SxdZqNMBm/qP+lRg7jc3B8Nb
49KKjuXoUM/5r5GFz1HX+amih+kODrC4WEWNlparsHamrmlTmOPI7IhNp5pTBUGnws0eU+cvMgqP
OGqrohjuMPe9TPY+02z5msw79hXKNyNi/axBHgIXaeo5P1NTeexjsnpaA/p6N8DahHjDE9enaiBU
F4zp79X2ZDWM9wtJn3LUj/Yk/oN9sTjBGlsA1N8NqxxOw1/pofW9tzNuk/Seszbq0bIZKhaEyTrb
RhEinuHfabeaMpXBjkVD9098HJOF6yd1ZnHs5/3xmtJe4wGNhj/FvXlDkpXqEj6n5D5/Buqp/jNt
b9LOc/bWZHlAN9jEuPuOGLKtj469kNU2pfZlz4JNpxh+fLC/TacaMF0WvevtuBkhlrk0cWOToYPf
yQ3XX2e0vY2mBp20rYZwxNI+a9569Cgf1EPc7i5P2htTHENEvi9BYWj5KU6soDNnFZqwQWdz1lVH
6qc9QQ5J9/apMLNy7k7jE3lMmrknGMpPSaaiR/R6hFxEgSGIUYcs8jZrjA+LWyesKof77RWVZBcd
QI+ix2tBXJVhx+vh4aaozAxFd+hqkbcDX+wOIAzfW5K+feQ/4DhnimE/PYfqZ+qOpImuc1nKqlB/
k4ZXQ0zJTE2wMuqACQ7HPdj5uagqTVsqj8mMv2sDLutzApARPixqKYuW/Iqi3rsWo4/3UK/cIxuu
rziLwOCQi+ZFtR0MRsQU8yZtacJVC9KUWxQbU2eUWtMXu+JED3XHdNYXkqzxpIL49nN9QD6vSzin
exb9yDH0nahqGKpnQ6sOmXf7mVZpErRaFkpkjMXO6cy9mx5j2Jd8dcSz0zauE+9UvxJ9kbr8OIAQ
I5Mk9hKP2bDDdHjOoTogQchT2trLzIB+C5U62HwxnFmrhhc4OqYQT4d3WQ251xwSD6/8S1T6UU8Z
8VrT+dUqi0y/7ue759ChmB68Wfe/GJ9gkX61Sbn3uL9t8TeQAWE9UO9UjOJH9YiMvGbJsJfVFhw4
NVFa3HjN3LpweBv7+skv9zkwJe0BQ2Sg49Pdkl9J2HzwtvJXCOhVCy5zrqnZ769PdFw6FsPzYh2d
rfcIO7vOYY5ysD5H2YKBZy3MegBKxNkhi7Xqp9Nan7irMMgTtBR1iObr2MeuOJU81DCtekcVmL0B
TKr2LSUdRivZuvn0j3+CdiFeKYx3BIOKAREpsHHA4IqVR1/hPTXl/q9nLZv5Bafw+mJi9tSAO/qY
Fe9HSLQ8gX5e/Mm/7ufsZGI7wn5FdFQSj09/njMsu7M9igmeXtTj2pAcpMNwEHtH+YEfFgeWVB5y
Wxx8r+jPz5aaErpmORZsCYpTPDgdkGH9BXSr1yWnUkeqKzcqNTyZHkTQEziODt1s9lKy5ymcr53L
cuwYOX+mu6liUkYGupKUnZnenk6+L7Ni+VOsV/Y8yawEjPFMATSnB2xyaMm4/U/Yk8/2iKGj+86L
1zAuTn+GrCGT9njde8rjwVuqPj0BiveOySitGOW2INNhz4791agnesTR7U+7X6nuXmDPLFKmchA7
sj2Xgqw6rfOjcifole+t/2538TZPZ8NU+JW6inIH1cKoGpWo9zHv+oC7VETNOPkA8whz0g3vyfqQ
eNXaK1kY6hLDYi834yyG9a7pMNtGPTIU+knYSfalHOWcrOkdY79frMTDERVj21skGn+Vf6g80dLw
XwGUj6FVD5IC0xqTvXCVX5ao6z1D1v3in7IPic4x3H7SjdL4K5mgxz0o+LSWQVeXJH9tNxmvcDW3
guIpgGw7DHUc4YmNHtdtmK3gaJLJRDOlJke2HNIk1JBIocetSn9f+urPjVf5qhnVDY10szqf7Gzv
39bnnRmEGVguKiJIWlIG46+ejQR43O2xaGxGacJqpAwkoXUtTDqk6JZxfynK0/WszoKVKc5qGQz/
jrdAOO9qLOHAFsDIv+1K4bagr9fngZBHvTbX9sqqx2KxZa9pWzfofkY9ANz1dBLVfWBE7t+yQa1J
vcimjXpewrpr8NZStvRJeNEZGB2G7HlvDfsCsSaSrb1024Ob0oTj1+tzu4puzz82siskGqVCHkfs
XIfV9+5Z2K0r7LYIwtWWn+hDC+yvJj3urQPzTk/0BS3lqk1lIfk/076h5JCvAUunJwYySy2B/cNP
8nV3/CdJPf60icUP+f2qlwZmUL3z/eI0WDiSmhe1uGg+MMIVzaMt5fWqnqaJuD3R6Txl2Ip9STx3
SRTqN5oIfbHt+X7K52r4uiwMNkSi1hWAfdQIt3F9bJrNt6QU3WOyu6d9mRf9xVHDlp/YV32nuh23
Iithaaq0q8UPkA3+unWa85gGa/qEUvxD7QFjgv55+oj4nAcsZLWkLg8QNvW6Vu7RTz9D+d/MI902
zsSag5ZNn45S9Olojz7SEywH0/ivaOQHy6eN06Fafbl462PjG9bNUyr6s1Bk1oQIxaGZ0oMmdD9q
/1bbyenEGZNvEJxDZvJHGvYthUkj0YvsSG7wkFoJWQxgDtVWNSYn5JpYOSLtTP8217KxyJW6IGko
R+Wuoj59xIP23Hy5nk8RWroysiDpzA/7EevyqcJeUXb94Hd5JhsNP8Fm9GTD5DetVhW55t83laaR
phqlTMHZnY+brip8wuo//BCqF8QJLF/ewiMeEczuWpj3s4W3bI686Ve/igtrfZzbJ5t//p64gWXX
e52VUbTsFKUHHGvyE9hssK4Sj211hX0OVbjotGo4+zj6tkrVolNSTHTPZpO5R2jmEjYmUquSN7qv
retWBH9VN5G05LWqBs9dq1TfTbAaDfzt+IYg1tuEUEHuOckU9oEd51VWekhKR+4rV+b5Y1rUqxp5
5EvRYe21xGWEFVYc27lO06rlPYzwYUR8/YiHq4qZxDdoWQh38xvswY2fGaGfkAGl5YwyIKnC0wjF
Gn7hlWNUxxy9y7FtrbwP5hs8qOF90F/Cz3V9eFizlabZXYxto0ufOCOSssVOd5MMNJvC7lHToNZt
JKTxsH8ZE39baYzK6OKWoRRwxqjablEEbrt47Io4G/2EFbkTDh68T0g+Ri57OHtbtezkU/i2Ptgl
XaJ+9Eikl34N1t3bv1JSVy5QniW/FN+A/XINMW8pG7nEczAV7OGePOqktJ0g/mXwJxgzBZbI/kWf
ClEfHvItkWfkYQu/pSNNnPAcFJpazl3gM9VEpebEBjxwEZMV94PKO4RDmeRg2LjG0yXF1E+JwRx4
VDgm5RTrdwUpcWFAGFgmyWY9ntzPA+BnjO2GG7ad3pOc4tdORhjfvClVAixSPH6J76N7WFR4FLZL
9edaB7QrPjU6rUgc8vlCzlaP48tSuefJNFH/+oXcXTE3xQi+uv35jZP96epnZ+ndltv/+nb0e+65
JAxJOPNSVSX+XMJckH1JHHjEZx8oieaMOPcOJdeuS/2M3DyKNwJXnMokOsO+rED/S2f3/Q+T6WRp
ZBtfZJ5b/IQG32i1c//+TJB349ttfn6WnwM5+Gx+iet04ZbePSi/MbZq/GlHPFgcLHwVqjylkl37
5NZSHd1imadKzRKqICYgK/OtX0TLMnc/wDbukoRgR+uN4EuCAHWjJnF69+cCaPXn9eg3ixlRdPYN
dnKgcroEOoTZ0jeAv+lY88XsuvCnIizGhGKBudkdbsVneNRFlSicPE7vhSZ6v1h/OXunU4zH2joI
/UCqP6Oh9t4tydkYOyo9rEPY4ItsjCOH3Ssp8pryqEqpLhLhRorscuKDmgAUmsp7Ht0yzR0cMcO3
JbnroJuJUsAagU595hDvGjPsVnxTJWCl5A+fcZxrJa8licPfTM9mozeug5apoq7uUV8/Rwu1SAum
C1sYbPFvWAujiK1AhqUpycWOODs8elF686lPFwZdBPEK8g3ViAj8XgYT3TRbKOrN3yuPrYlGVLX2
fbhRyIqb3dESEywVmPGpVGfOFS9zL9BremeydN2WScBsmbn1IvKvGDw/9sQKMz3/+PP1SP+KZuLT
oxZeOeWTN9+4k4CLEYrsOR7aemvUH9eJrAcYuzwHGVrMWjCVP2Icb002zSF2XuUtFgsakQ/v3YnH
fGOqRoU3z4ibcPKjN8KUd6CayULk3ns/+YCqyI7k7gT5c6NbUSstcwQnkxBRP18SvnEfCb035wsU
Jt2HE817+O9Jqc9nYdp6iA2Nf//RDR2M7v1FbmOm/jXSRAg6oEpvc+/P6dmfChX97sJZsPFIaymj
zLSOiDREz2xSmqP71Jf6JTCRs4z8WZJ/IvGj9RpxrS1nl34qyEfCZkzwt3rlXd3x+4F8IZL+f2Db
qJmG96hkyW/z1cbKGmGloW7hjSyxsVorrNHdxjR9NjSMoYCDZ13rEzRn5nTDuMnNv7f1BKVmhuUY
Yc+0vAlbuShe1yEwJ87UPt+xOllqr6ysiwZ+vtWFa3YVU7ClVkJCo+2oypT2kc1X9lRvNVSA9aSs
cF4fuyP5Qg9mgQC01WzE5QEjNzP95R2t1ZGq0KV50KPuyhGoCv6AREAE3n9Ef9rI0W6v6ZTbnauf
uQ3wXX53LxqdUj/a/EQ2WlEV2wNV57OeciIbx8soxDRq+Sby9TVu5oH6MTDOhd5cVEI0kYDGRNIc
yK405SsVud9Uy+y2HPAp7MKfMS1danUFUUVPYfeA6gfQzMaYjwVZpcSbngGPgXI3F+g2mWw1XzDS
eICZ/vmb6ogmkESVnZeS3LcHJgute74nyPDW1uVaaXH/ShxtCQiM41fiVO5QoXXrCsdOqYvMJo0z
pdSz4rUHkzcdIfOBINz7pBJd2LzE1jhUgY1Y6e+ijKhFGUc8gD0pzdoxWupoEa1axyM1neEDZvrk
lRrwkbTPNeNh3LhiPXcMggHhA5WumFAXVwYsKJ7zgN4bDnEcd20OmLiVl8CZBMankZuJvoOp5rj/
QpchDQ6HfzaC7vTt8aSoPaG7Ne56QLXGBBspHfecrC8od5bY0R20hYKaVAbY0drdkuhdu6C7p11D
QmhVtSFiJiTnKTALo28/47/xqd6ExY76q1zanzqVGQNT1IZKsWcZLtpTG3aaJ1tDNteVs9qQvNBM
ExixlpICqPlxxsbBzDwz3Pr+uEbBvDq85OFpM2/vAEI24JODBb5w6qHNQIIro+drxCpxH9NoTnZg
1D5Y2vBKfTwiCZzUgtxGIwfnEn6QZKDQrM8pvvIa+IOUrOsdKyqblCZ6WAl1UL+Zkas758EzJyji
WFN/DNolzOAbFY6542RAfou3npmIyprFdAtdxHHOas855pAvycYp99gpoMT8X0CrjBnQo270kHxU
magZ3nQ2k6BOhkmFvnPHNN1xVWkGv5lXm7qcVPGUd5//3RW4b9lPW1stl3YiiRG5EX8w9b2c7V8r
9xnNJp6AVbj9liNEUrKaR2EUXi/UIhO771AEjbfCA7J3eTpqcq2Ehyg6v7N7yrlxGZOLxz0fajE9
M4gNwsQQQ5h5swyrAJfT34TWrTAbYT1sL76eo10lgvOx0pxznm65DyYHMl+KVcYyx9/pZsX5LH9U
Ma5q+fDZ8qnTctWlenWvoxC9H5G3JQwD5mrFw3uUt+uJCgSotOVkSvN5COj0rijdhYRfRzEQHEyJ
85CJsFrq8sMPaGU8mDQa5u52CG0roNWlXWg11vDnut7YUeQcZqAS7Vqiq62f3WCxNnUxZ9IQtrsA
neQvl7urYCAh5CDHbntuMdnzs62Gg61RK7Di5p2YS94L95WWnmUvNtF31KtDSap7ER+b6BLnx6P8
e4OX+672sjcMrxcZcXvhP9BG/kXnX97b9eU9xzGtfHnHYjfHvMBy35Pt6ze6Uvaf5w9F+juUIPa2
e7efbt2ORDD7h2c1MmflLjVJSLuDaY82xJNRDLf1CrGvJrDeVuLQPlTq4WsErJ8mEtWPXKiXHnHI
nopOjHohEK2xld5xP/jLYlG9OfPWa2Y152sKypxeXEq2FpEdDLbb6t5HB1r0PNverX4pYy9Lgon7
gRU2nB7Ti/k69TbR9riwez3bD5L5z9yBvDUM2TnrqXMffHR7+yfkjxyMlpUHvyqH5s3yrHWPcbDY
K65/4CdqiFOOHD1oUbjY43hfHwTlBwc3vPFs73/pSWzh2q2tAeUDEh7YanUTkVE/UaA+lcyfE35t
hBQ+etwngDIo1YGorSZAuT60HrFFctFbVX2zKPsnJQX5Tgv129b+yCq0p2W1w6LWse6EdB1M3Fgj
h2juaARc7iVHRGhQuO/deU0noqUw6Bd4Tg8NRA+u2sXbJQovNCFEdwecahob62ZHpo7fNeFiT+ct
r+0rgo6AzHmLciYWP0zwkLZenUXNPKf6IZtWkklhWzNEbV1J7BELz1qU2T40VOpuzH4PjStfChtC
rabYSbEj9wqpeR22dtQEH4s68mXWJKj1qAtvMIs44wcC+8wE9JdEe51R6wIjk6t71vCgHMKqHH0L
Zq/VnmQsu8zLsQxEBednrbXUy1mGJssK139XBkIPzBzKM/4T2slz6CXOUOPTP3RML7AmTj2dt2jv
RsScbtCe4Ji4DyQJNTXljaR+Ik2CtdjM6+JnURE/PYz9tNqLyoBWIgyW7ZUdkf1EsxB/h31Wcr+i
Z2Vbn3BLdfV4PJ9sdDpy09lnjN4IpOpzkuigFmNkUWwv10v8mQ7QxgFp8rB6xKmCdtUIofkDXxFG
TBefwIVD1yWY4ZQ0YXraUobgH+vqXJ1ztUnOZ1U0i+iiUNNqEUurKaRuyvEUV6Y3XF90Wuc2uDnu
tqux2IQSRF2BTSntHycjoCRtCI9/3uWMXNO7DijXbVz8aF+TYe7ePiSN0he0uJYOKAdYkQwJTSkY
/VTt7s7hV+HqoETVgbc5TPPRrx4e4MakftBsBYYZ26dD1wnWOwsaxgtYpCtIoIBOYDUmmfsz44Wv
bg9LVNaXttmRXBvDeqyrl/WEM69PImIdllFYkAUX2lXmsVQXb9MryVoIVPcAMI6HzLg0s67Q5C3Q
reubFiSadNt0/+yqpHzc1UDuP6lTsAF1/jmmHa/jwg/+u7yCg0IT36Dylx7WhvY/oxQf5LXGM7Ov
S6wA8snIWSnAEMkPPy3rbGnUXok9FWX8xHCqr8TMR3XPwRwH9/04DiRwp/EK3tXPcQG3EksYyrzL
1zxbCHRRjMnhc+uRzqjLrQYRa4T6QcOgDtcTGrPSjdYOZiLsJzXd68VSe+ffChMuwdcV+h6zpk4r
X1T7t9eU7CcvrXSKSG7TeqdaSUgudP6KziT5gSynxpeu74zt0t6hoLnO7PNHLXDQtXoWnRXNOxb0
G7sxsR2JmdGYfNr0/Halzk3mzMRnqiWNJ9XG69S3dGMzj9I65OyCrMWNCTf7VL9VxM/IJthRp1oB
PiaPHwhfYL6AAN3bGUViv+s126I3XvjTJa9eXWuid1WbhfwIcf0uwE2ZxETY8aQ5AboS84IfyOJa
tXsXGjiOXUMMW73CX3KSP2iyExYGOLnS4Y572eaIyrVMAxzfw6VesPcYOPJGZ3OX5DmJdXikmJJo
hyd3xj9aXGRa4ETNSSmXdbXf70lTNlX0jKwZEWPivEE6kZvqV1jo66ytmNufReaJYdyHjQumM5bj
pnQVRsf036MFSsKDvhsWk7FOKwKN3tQJyt75qVxtyOeV1NWHFLkQlc7JLPQ7I326hzWigbeMazy/
5B/0CFgkctCvGVyQwKkkGr0gSbIiD101k+Eq7HTJNeFv9lU67YLbwaovVC2kqUX78qNmtoVKepXn
+AMJxlqRMJR4QYoZWY0o+eSRD9t0RWZfPovvNJ47OgVL34bJHkAvP+6U1W1qPkVlCph/4h2wc+rx
XiwwnEQpsp4ua8bhgTfpz4+fD1VtNDgXH5BFo/Y9ubnO6/Q7FtIg6Ms3YaifMmJjfMUcsQ/1x5Xx
FOdYUC/kxJg/1LLS8kZHC0nTFtJSJfXJsRxjnZBIQrQ6dw4jIQLS7Pvc26y+bP9QT7k2B0Tp60S4
Mu9oEhRj3+FPOD62WxozpFXtfsyZPrlQbEmJaqsDll0Vii0/Yhzyg7/RcdhoKhgl+fLbRR74BcUI
UXrmedoYGvMyqw1Ar1SY7uuVJN5p0NMtXFDnTLSe6VrPGTcnPdolBDlYeDk+kzrwh6F6mia3TlaM
0tTcSsta7CZEIVKMR10fOqbVjnSfsdEslq4Obj7opQ3ttlNydiFMBKh1PoSNwxzsxmjhBEtc7d3U
Z3xb0BtvKzYOBzntfVmX+baMQFqDqSdMhCAPyoAS5883aYKyukxNzy1FzkeBJ4BI3DpSw4XVa6vk
Grp0vomCb98K8t3inlblGuPRNAUauvuxtFoZ2JLmMOBoBhvoeG9LkmlywsQzpbTCci90cyC2C4SA
nfONUj9BmczP3bGz8eG6U6ZpCdP3KsuvuHMew5Dwt++CLQ7yYu5uzt+Wzu4du7/3MIp/9nB99ufH
CcjMc2e7c3RGJxiKk91Vdun8vPbUOZ6hLCJSyFFBnPkECHAxzqYhmEbUSlKhK4ruDOc8kjcs3v5D
FM3CgDouXWk56xfLW+/LP6+f8qQ84TIddu6S4aBA3gvKv6yDyWL4q6ECGhGJ1YvmJYcD3UfOFCaW
V4z06Vhbx+pYDX6zGXb3qd4weO10OFDy7em1d54fR9CbIutJ9Jwwgws8Gc67vxj+VX8rR9bMeFl9
jyO0QYfNC2fYSc4Gn3asqNSLSMO4V8tqROXByOqzHMinlbuQpMmDeTKU5bWgQHRt8OP1VtnAauUv
qfZ1pLgyPzJ81fwvL55Am33P/zPLgzlDw3XJqzd67LtFzpq9LYeGdTQ09pKyBOkwkq8EZlale24U
/aLsScP/NF53el+q5xBijoPyfXnijravdby29i6qWocknvthz16TbIjcjuoA7FkrPPRIyxmZO0yQ
Ne3Lk/HQabEcO7qLnn940OXwHvJDvlMbU3jqOJ2diD9A84Yg1CnwJZ9WezrIkVWDL7r30WFJn9tV
3B1hWD6omEl/b7NkOMgQ4hROS/dpKT3FxZk/B5Jcu4reM3UmG0Zph7XhIc4zD5e+3md08p3e07kc
/drznUOBNm9WbWpq0wF91j1m1lqD5Lg20xnP8jCt9cc80LDH3R+3PjZqMpSdfXW2zXo0HDZjWsor
cXPeTkc5dCw5J8dk9+7JC/tsUKln8/DUTdZtTFb7dKiqZq+tnJq9biJDCSGUNp1yX4W0TzraXg5F
SAaJ9iUn5kVrSPQkfO32/mBPa+sH140eEsqKn55p1aSY+Kfx/XFzqXLOmohnNYr6LONJgzpU3as8
7eZTvQK86ZfSFxpBb6nzli/5oJeCb7sKANNzzlr4w46aZvUfof1Jnw7C7s0wyi+EjPWhDm+/ikwn
w4S3yqm10WR2iKT27PTrPr5VgiLyitZv0Zm3D2HlISp1SKeXDamK9z9t/w6YgaQsBskiU/uCXZHB
kmSN5PD2l0U5OoLWdNjNhyyXYFiUeK2f5Xo0ztHJlsOqIxtQ4bVcytvXGO5U0d/ZPRC5s2sqWvul
j/CNfs1Oyi/78D4+npCFyQ5i6NTSqNNsA3PRF5bpA5emxFHUendTL0DakGebV/nAHrsdxArMlag7
OG/QBVDE+yCSW8WbPQmHZnHMUaBSZ6mNj7ncnlKDi54YKl65MN1T5aGPCBVs0qFTt5j9lX3YpV+t
9JOFzZ4mP3sYR73EBXdIkFZFEbp0XJ6ioGfkcC68Rs7rCnndFoHoY3r+4a3vLDJvBlE26+6SY7TT
osN3vf1iB/azevK8zdjiSanApQ6Pqob1Iolpk3dkzphOA0uSlolzPyxnnH0YlHs7cX+oNGv1R9kW
SFVTyLTH8HvmiMe1W99XNS3wzLySFceMEpPqEWSldX9YSI+mw8pxLQJu7Lf0KUM1PyQ1xv3JY0G5
p8jarvvlMD61zoRWPuir3uCjvv5KB9Eqe3JAR7Xc/ieyz3EZuVqcBF1oOFrNoFfRp3lXMYwb9ca7
phIUz9xhA8rp/dx52pvM6kZOzoEt86yFGUvZQ/sBgRxYeyKvOiu21rBbGfggQrKuA+d3R6dwzGAb
VvSjE4RO9hyycdxB6imHBSprj7RplKYjgHUWk99bavYs/fAEUVRz9fyJ+M/hl/31OduT95wWeqZK
kldXOPkQgfBObvPeHfGpZnh2oiqS2v5tmfVy/ks1MPo1cHTievMe9T1g9aFW8PWEz3H/ACVHnJbj
xoNn6wx0KPLQrvu8frLz5G6wYWW1Og5QEJnpmIE6OvoTooPSTKJ1JKZYV+ZDw4wOa8PXOBSGxKnZ
Db63S035h2OrqDoM5LQpJ9+bjU5nkywjly5LiWqTgPlVJg8IjsQSf75HLfTAGTx/z9/q268K/ZwQ
c+iqaYz1o3jXm1HXY1faIbrpTdtkcjl1CXRdwYtZ9kxJVcrNfG5bc4vP8Yee3U9/EBn4u1bSWayP
scgWMhkAhv/eT9Fb8sFuVdZQMs5toaezwxf9deZZ35fY1zhmu8rrkv+GsEiXUuH7UjvzrarsmoM5
y3pSSdUetNn1xwj10ZW+chvgGv7JFrbyhqFgbYeFZaO6wuNhjKdjXJckBdqGYPYu7HJ89kisH/pO
kAddOTH4rE8mFA9gBEeaUlZYm7MqofZYrWppEczdKem2ymwLO+WgOsZQC+WHKUkn1d+l2Q9pieeP
ZK3L35RADGVQZlirQNb8M2D3y5BMrRfOPcciMW390N1UXyGIpEQu7AL7mJ+s9B+hYHyHW5BKfPUt
D6rBc7cqC6OsN00iTciCkjgiEe0YSJqYcQHiqayJEunTwSzlQP+djSu9xNUKgKi6MyMqxYXMIxox
LJ5GbFW9Pbiydg6fTvGO91j5pJSBX8tYdEsCZeqya2B5pPnIzypTAwtOUbLhWLBhGgp6gzmV6YIU
u+0iv8LD4KY6Yf7I+IqkHi+Mk0imgZ6cENmXcDfHkkjVro85WGCB9j+evaHkTVrZdmc8C1PPHRXa
bEM5VCLFJK7ZiPgeK5vwCfnZXV2lH8/p+4vPtSCkN0boRlSvfs0ODlUc03klIzM3Z86GFKJgWsh7
JJ9/xM0Dwl6ln94VxAltlkXkOczEimZFtp4u0Br+tLy6TJi35o452SIxidFZ9Zgp1+q8s30DoK2s
MlmfbZePimSLWqSUjDwU2xHBdM4dGpbnqzZ7/sxyEm8FkPfnLftmOiK+X5FzOCyEdZUUcwqJL9Nk
5bYgR2Ks6gt+5T2Q83M9WmNX0yIYn+vDm/6m3I5mCozQLCZh6ARl11PLu0Ig1xsAFvW/auWpfaa8
7UFo1E/FTCaxr60lPPdWlx/Rj5Y5Wo35hmxVEBbjiTyg5BddFYbVxbkpHg7IWjdk9yhntvq41Cdd
hCuyCdCF9os+OqZcjboAkDsrb8i3jue1lOVyR0ZJW/PT53d0HdZsl/kxGctD2lp8SNPPq4qQjXPQ
kK02hXwhpum7710yBzrQ1Ke2hzz9e8dPRejpI3eixrncrxKkcywKd5aQxTlvNK7A7tqFXryRl6OR
Fzmx2+ypIO66JfQ26Jr24J+lT651oefYrKFLph15MomdTrdQczT2EQ9I0kJX7TMLW5SrP+uf3eZ+
9O2b8TS88PTrRkXa0VpEW49JNZJhPmBG7nSHidadxR2pdIZL4p05eLpOV4cTxsX+B1QGCmCgSJJg
NgZc//a/0iY0kVqc3GvjYvoX5LxZuDYzlD0qNGS3bl3fdRU4oz/cj0lgR+8Do1mTLutGZALywGuE
04+7tEvC7AjfmCui+ZWrB5Dqw57oo7b1inTRsx/zPdW/F0nm42pHPSs4ZNdp1SbDwmY5tGtehJZF
P+k/VjkBCEkv8SCwEYsyaM7Jqp6OW2rYGFv/Ak2aE8hm8H9aYqAu7uLBXOCVZEpus6rE01y/hYZu
x94oTRugjk8vNSPBELZILNnTnrLEq02J667zdT/H2N6wro76PGKZyZB5JFjoQ6uU0PSA5870/a7L
lZRBpXOQvZP1BSZEyNJhesU8TRKyPmlHTSBCT2eDBod/wCAX+x6wnJzqMHfX+14kfsjBFEihxiQ6
Z3WxaLXoWSJywIbsXWcmPKn0Qcfer1P7CgD08hFM55yoDiyynnhsPFm1obk55CMzi+fG5X70jjd9
jvRi5ZGDJ1rOQd4nlTMrKQ67Wsp2g82WyWiqhTvdQes+cZa0RqXU8WVFEixRhYMDkE2481dn+Rzr
P37yjmTYhhfWJ4MdqSaT+UR5+WZ83C5uAWU5bERXdL5HsDRrWZ+P2EUd20s43PvEuutHo9QuFKu7
5HjE1oaoTo3QvkFsjnYFePANh3VtSQutDg1OAqMgukqqn4Ppujz/gZYJ1dLNl1l5ABwQwEZJ3oFV
Fzar0Q93+l1bnpn4YEgbbnKa6kP4b6xOSUEBF9mZKTxs6dAhzia1DdyqVYo87Tlih7lMtRx48Hnr
7eyV1UWFBYrFMdZbjIjyEaVup1FwkYsxH2fZiOOuMyxMYOzMsFatcm3JR2tuncVVbhd1iz1aT3yt
5QOTbCdm6YIyviYxHmJS82+wKqdmx995INhnyy9VCQq3Kgmq0rhq+HVuymzk+qQgjBiGlVReiNyp
CW5PpjmjwoRfnLrdH8iPErey4J6rh50lZfrm47tpPks3RahpQ8VkWmkBSlb8YTaBJ1UNE12jsiSx
dLJJq3zez9rrmzMBlkZRKMp0umIg82mpZaMzx7wx5nNSjubnTJHx9svtsH+vzefpAPzuqSKTQ6lj
4SEHXHLZWbEaBBZdX2xBmrMf2x7GytbPWZfq3N4Djco4I/myh4hFeMiLJLrIb++xyVGV5Qtv2vX8
Giu7UrEdRxIS9puOc3E9PK/E0jotemJlOJ1gam+KWRNHwT3aFDc9W2Z8QrQi7jV/qV//cCB+Edt1
rntkKDXqnIKt25hM7CPPbQ7OF7sM6wNRgmJIVYjs/syaptWm7vG9b3XXRhqXTy5hxwlfrY88pkGY
zztLUYqTLBiwkNn+im9s0KexqXpdcvrOdq+oIdluJSp6jqQIa00EwK9fikV3sCr0QEiGtvu9Lbzm
t1T1w5RFq4mrWUYekfCd7T7iaJXc0jzP96bswO6a447bjZ2b2ocJn+172IH1HvXNqGCf65eDbuDB
i58KeQ58VnZUQT0ANRxSoDXRNlrxmB1uDzWuEwWk2SLmG5lSHVYuDobBi1Z6V7UYnJh2bhH6khG6
/KXQlfPy6myFauuPquvtORbya1UbC9tf0uHorS7nnrojt3TaNS3F3gPr1NZ7nCZa96MGqIOWf/0g
N5g607qomYUQpV2FoB1shHaxyzaf6t2IRNWknvXwwTTsJG0vVPOuBAfb7uxiBVA61n+4bozqcfa/
LFTU3FWVC3vsa5SMsBy38gw0uhJl185WkFCFVgnFQeRxxtrbGIFeXfFMRFEulotZ0SMVx1RZHpPh
vvHMCOqwRWktw2TT04X1GFnmVtIAZ7cegXIaBs337l4kq7KPsWNeHWQ17uY1r6TuFauo5kDxQlk1
TQLtMrFsA49fgaYdtR63V15p1ISZDqDxg51p1vrqkmD1YKf189Zn8tHS6laPuylsTtjbVlJrrho4
jDQ8b6xSwfR+XFS62eNFu3NT0igwrnaVxHb8dYmzKxzbtQiq4QYPlYolql6GqtnjgHzsioFNSJjV
tzy3ImzgzVAnRl13lQqz4oBMYw0QmJa5JTcKp+DaRQQafTB1PPIqIavOIsNC8fof73wycSuc1rVY
w7HudxPpf34e4VtqLW5mIxHbB+xOgY4mRa5GZFNW5efNuHxbJEO/Ab3ANsWpDPZbuVV1JcYgQHij
7J0TOrckZnpLuI2aUZoC2b5u/ltmD2OkBEmqqv58rOnFaeqKVDh0RoI7vRsR4EspVFUPzdHxEODY
eFpzGrr7qJUOSVDtIZgJKsVSAVlC/hiSW2qNQVY05zR93KKs3RzZ7fJKKE33Gdg1fqaDtCDxdtGj
W5Wa72H1Gd7ysagk+eZ6uwm3pH2wmlekPCmIg85wfMgaIzC7ERC39irxMNnp1lOwKGMZjcgaJH6g
WV4G/lLJtroYeORSNzyGVfok73Tcg6RiVfifgVUKiT1YqEpzYWEEUC7a1ZiAvvHzdRuxnY3KJ1j+
IWUq+3aqf5bt3p6rwIQSbZIfsxt2Afv9Uc0qjWGz3Pxp4ZK5erDEEUk/0BLFeSyySxxqDgyzAcjd
5vN8C3oxNjjwNheKzHKWxflk6o5meZxKNp66LvnDXz6N31s9Wi9hnFxfhhRE4epzgmlvniO+3DO+
kzcca5VlBn88LKaPq1ZiPfxlS69V/Pd7UtodSVO5i3veN1V2wMXC7PBIFfti/FwnBAvujvBXq5vC
u8B6k7tWHolJQIjbGgFWVCgoLze6uESRyxEWl3OAreSbv8PUVFh6rJKbyJX4U/fYm+DSxcqJznz3
f99RPD18u7lfK/UP7L4Ft/U4Tb3nndeoN6Oiq1lplvE0jXm8oU1ltSDelZIGccf6ZAiS6A3ZZG8c
6VJZtTvxC4QoqsGBtZQRV8dfNlLziwAAnDiqOrmItaB0P/oywSE+5Kzz0pwYrucZuUrxcEawi26p
YixdVkKGmqm1xelNh3unZz2joor+tBLpMjO7gXIEUVUAhIPl4tJIOLuyEsXjtF3H2sbQNQ+UIHxF
YMqeUNCmPpBJTW+hcG2xmbXz3m2ZHPifW+NvQ8+YwMHvIr8oS7/4gmpnE9cqqttHpiBhI2di//s2
NsCCRFrZ90FhCutVoINnHk2RH2XagpAseng3xvr27zVVFFHuWO0J8cnUbUVLNyQcxFdK1LUJ1zIe
2mQ/0CMmPnalwFYtBRndo1MJgNq1u7LOH36vHXcudbaSJHckp4viN0nlFSmt88G3435rgTc2VV79
GlOrLgumd97YNhI2bb98Qm0rpYYT5pXgU6ldL5jn9h0ulYmzj7QiUNRdV7xKndjhzfePFtFH9o+5
xpgLK9VNZeBb2uQ/ZPpmeOB3JmVlVOkbuh7s5ztRWVih9ZasC8wJOaNbE+KroqcBriAgv4leqC22
INog2utgJ7wiwD5trlMUvSOAwKh+hiUKjX/rjSSLgGQfsD7s2UIvX7xzfPRBA1WlceXECeFXIZlQ
yfRK3XOy0pXazuGNPtlRYKE0N7GbDNWh/LwTNvKnGGqHa/ebasowxxwmOVtuyV80HawwmlRgzV6m
a7y5JH6jl4FiMTEQBsSkGyAIAplj6LaUgEIAO1XRSTZG2tiuLCBKq59ucGFQS7zQe/iIOsnanzKG
LX3e2eNLwaVe8DGqZoYYsnu0HMtUd02cE4GFm0Zww+5dFdzYGT2cY4U0IJuOST/CkFcxwe7EyUVi
iKGYEeCL7f1Ny0Gmw6JYPo6nWCJM81TmIdncd2v76s6Vun8Q2J8a2N5PSBQKsPWxNFodVNOrMTMt
6iQ506ChSjRmN8UnEWPJnzwBoZQVulT3SLfMyzRhRw5ZrlSeP2L7nFKflvJIphElugQ9KSAXwjTb
hQGDpHIfmrw2WOEPoJn9Nn3vk2vQNnTjY+aB3F1ly5+xkFyuA4WMG3Z9KHVe/KhqqXirNfKVh7BR
VMfaM2oipl66zTCjCKkLbj7zorFEpf3R5njpKXqK5DDU3/s+J+GIzD4SZ0L/DdCG5d/yEbLNtRBb
sp3hXm6rutFIujAZ73qJXaRj8k/LFR6l+S9oRZ2X2POS/PC+oeOMLM15H2MYMAmah/jOcd6nW1/c
pKgspUW4Ssq/pF/cSu4L+x+dnlAmYmedqeEOppzMgj3lApPlqPC9rZPr5tG+Qxb07hLNZd4NTH6L
XdSm5L0Ahc/UoJv4XLjxJKFvWMl2QIJZFshxVBLXv843xhz6Cd6bXrtf/prC9rjkTGVvg7VJwS9A
//zw38LFvC4tFCSu0YBdq35NQzWdzzAwGOfCQV5ZZ+M0XcvdH1bkPtcNNz0Sb0Zo084wHMjfTNKq
KlYidAgfLW1XV9qDCZ9jsyyQUkFuXzIlAQDp5C0I1UeT7f9ZFwj3qK4TBiv3Sa0JvjuQV6CqJm82
jh/snDdo7mYp2P2wMH4MVtTPiXWqrUnoEjclBaz+zWQLaPND6fjljzPyAVDlokRSyiovhFg6bCxI
pjc+joEv/b8jieuDJboKXTklb72Nm8hLObleJSu4j9//DHvFnUx5xbokEnQ7GrsM86aCRwJETX2X
UFmauJQfy1kcelgNdAej14a7N70EeFJzGqtHACy+2hRGAKTkt94IoO3sf1Nivckd9+zbMPbGij/s
1refHQ5E699+mk9vnInrX7qPyjNyeet7eUmmf7nPwmm5y53/az29pN/8piDfut+N2AKM1v81oBv4
HyxIuATS2LpnD+xOn5D0bkCdX5HL2fnH6S53vRLPKDzSRZp5+c1Ps3ypfEWmXygYi6sH6RfqbMyL
dHZxr7CEJawfycf5x8nSpRuOJU/x2MzCy3fs9lzOJ04gcB+Dt+Pv3rwr37/ZbiNJljmZbM/VTXTJ
Q5J+gIdMz8eXo/ghDktQzhcPTsDU3ej609Kfs38n/s0/+6tMUCXeOEmeigdkjPvRQqzuFv/2x79+
jLaflsvbz7NRGv7G+/bd7MMipt9/iD68z+/vJQlKOo0l3dF1LG5/Mkb3bn0mbt//z9953398CN6k
AgZ0l4zmufhzcPuPVjUqrbMQe+Wg/NnWqoTwlQzFA/pm34CGG9C6e8ooA/HJZq4SGcjW3PXLKGk5
iEs0/kiRmW5Vnu5joJXz3wk/IT/6KybjOF+vuberOv5hx15J2c+OKIpiRZ0Jo3GdDYCNXDyAWopp
YJEumF45YIpwezbia2fncEnLpTeaU2ZSBnMRiDJzH7zyLFVCumE+bacfR8arSuF/cN514UCMSzte
uT53UATPRMCrCLhMaQFkOAnYDox30K68xCc+BbsFEDBRoet7ictDAQjJaKnOf/duTXNZzArJwQS6
DYFkbmNFQ+X4oevIiNO5xOZVJRk5Ds1Ch3ER1qVcSk1hma6GnmCxwZHKdAVtxj2Zk1QVbulwGl+w
FY3mwVUwWZSUZywGJvWADWlOhYK3BG3TqDIVQ91nspRZlZzqiZJxSZTaoV2nQlHu8FxXrNHXHYNA
VRsVjWGeyQg2xVKHchyQMhJIQuABUSm5vL6Ipv46ZChly025FSWfbldpsRM8Ewq0/vMbTlW5yjMJ
w/PoQ4FMyEbYbRpb5a3HIqaCRu6GAkLlvPDAPPmp2KZ0KYvivowTUXj57UakZRpk7kXqCmCXSOaP
5Q4UdV7A0swOmQCq37CmVdchIlPa9rqrklmPcpBp3D36KW1OQeRSuouKhCSFanos2xbzQlJz2jgs
9pJm+mn3JtltBFsjhcq0C0fZMgMknCyk8DCByxVeOQqSTickdiASg/F44TeVkJkNQOk676Yd0KgV
vJNhWHVpxxCAJA4QNAfxBYqjlyZgEydl4KjNRip/wwAxUtCvAuD20Xg9CuHeMKWXMpytdm4hIwrf
MM6IAzcmTpUHIg0szEE6KIrKFivGYLI4sqRLNypF6mIjZZ7dgmzdSLmTPAVpmMhIxjkvwdoMOium
zVa5n9Sjz7TnUavU6YE4BtWpzFPlN07GYm8r3Nycf809JVyw6K88fwsqo3+xO/fLPNV5Fd4FNvfG
ntm5xLRpOppWNdjQtZWTYAOCukTWJWFaUneL4THpwNQp9bNgRD3QrLl8K2USl0rCQggueKlcdwxo
R4s8d9VBOiGy47SmjLC1RGeJOaBpO9VreUwx9wJW0jA+V8NRSu0lLavUxkCyMbtap9dgBI8es6aS
VuYVCI/TAov5S5Z0KzBl3UhjUzCVlw6o506ZY0J4rJrjF5ROpALB7LjB2HlXpp7Xiw/vGiljt9lV
iqLTqbDnYzrBRcltUBH9rH5hZg3GEuO5DhErT3eu8KVfzqjKxtEoDBgDOgfdhvCrzRqzn1MhXJfC
wNh6KdMyTktBsyIG+laj1tpJE90MdUVyz3EutEEcjsJytd2VYA3tbsECWJKtl8LkWalmobtLkq0A
qKSlu044oEedy+c4TXYH/tetuFRhDm8Zszr+RdtpO4AYwoj0GRhSXJVUZFMJhp4IpGktG+macSC2
rjgdAVKNIgpLWJROSbwiBHHOMuBlPiZ5ELOCzmBdxTLzBGUyLXjpa0d5TAKWeAWaTKoYrZ3pnHJv
xXwwB8ZMpCIWmSjcPClVDuKLFyyP82ScpK6Seb4pKMhrwpy8dFhUAWjV4qbQtALbhrZGnSqyxTlO
d1xlvkgxa9ax5524RrLgcZTqwiVM8rzVTK/yQmXdTi8pLct3WSgnSZl8uc7eoCbgG7pFXxiX0skE
mFpeKd1x6bs26cGcY8Pe5lq1EUU78OoW7ngD35VZfJljJ0/Um4DCgR6vNvkt2aZ+HIRpwoJ4IUiT
xGqHpU+BOIxZrUyGDlqzLE+dDD3C0qkzv0rs4Ii+04zCMnoCSE1VSWAOcTyTlF6usWb2jgrYf4Lz
KvmfdxsO8FRku0JMM7Uab4t1LsHUcvMfC8WjMKTLR8GEFwdeqExaJvEy3fVVaUmF/YfyuVySwIf9
3f5YAJewM0ofAMY2M/Gt2Py0gMXcTeJHxUXuhmCKCU4v8nEkZK7qnOOR6Sig4325OSGkgWztBkTb
REtUglI8NaIZWvfOBB0QBuDCQjmbdVa8QcPLLWKBHbMAAXb6IJHunBlnj8VokmbF7W6bwgRzl28C
X6iQLGTsgPGTT7b0oRRg4e1UcU29LFHeGHRSlSkwyko5N/1sxvCuHE9AoO61cR0/zR5zuCIyqa4B
8hidjOChsMQBX+RZEFNOQ0fxWRE4bMadKoBESY2HAW3OetWR1HEDvRJmpGMopquQyaV0swydKiPR
lnAGyZyuJqKdJSLxYzWX0xEqfMXblpM8YIignESbFXXzsggMPtOdrBOw41wHzMu0fnIkecipS5UP
igCsRwC6yZkOqFNsvuOENI8vRKLG8XgxzYo5MId0gsJi/nrkpsAGrMhMQgHVmY2O67hTGmjln+be
rnC12xpPvKAzXYFmF3Be0rEAQTpma5p5qiBOFmDx3Cy/YPHIJZMk8gsZpooD8DheFICEZT4oCA5s
N9jQTiSVTMrI244nRV7SkQc69iwImDNnnpxIOVLog1I5rDoVbsiyCTAMzLXkWRg5MgxW63tSTFiO
DY88h4F0oiL3FU9g+Whe5kWhgFqwmp2cWdceIW+pTrtudYoCXPMv8LgMtS1iI7AYfZRLlDtzFxNg
4pylxJtzUFOqBjYzUtVpUWWd5xIkgHM8pVOZ+4vNfLoSO9/38yhYalpxHcX8RBZu5vFbeCvoyp5w
mQgKMOVBpKKS4mQ5RdJ0QSd1xhj/omzChApGTsH5A0CfYLD9LgtG48t3F7mid2Uu1zQFE7BIEjSd
jT1HaU2CeAgJ4+vbKqRpSJzCL1jl2uY+Vdhr1SyRo48QshIjSEE3cdmh3cyKasHUDLghLCNOwuxj
zgGtmvQBLpwxCF5Vbn1PMkCccsR13jm1ji5pkn11OZjaVZ4qFc1ETs4nSIfMY3n+wdzMdxEAm9pi
QExeAKkdOkbvmjBzo31xBgqsxOMkO83mhe0MJm1bd7CWhOdmTDku1bWvPVqegyKiz9Mpqgse0HyV
xHQOtp6D/b6jKR3Nt/mDN5+ScLwjoaR4IKY8424YcHcUZyrgXh4EsNUKxsusklTqstg6DiEmudA6
rBOy3diPXSp3intACKr0fwZjWWyVFyZgPG5LZxeO4XtQTrfEr06fsur/S43AefvoJVXeCMW+NFql
dAuTz5JjTHzujkCJA0RKpfSciDuuyZ3jmuthfUpTJRk0Vt8v3srHMHBWLHMDEQY7UpxHXhZ4c7Dt
Aqa8dSQ8lQckD9OJeusoMA+jfJLr2ta+40kwgB1Ks0yBkemsgUHD4hE0qjDwWOgUAYi1fOQFpUen
i5G32HjEjdDoUIWTz2aBW4qoqcKf4JiALWEmORbPd/wmukZJCKyK8hBZGEYrqvw5oDjPdwKYfjHK
QyEEnyQ2jcdDZ7/TJJOOMB+tUo/XU6WSchZnF48feDAa+dxib1wsGZvMLnLHJdst6C35rFKWNNHl
dQIjRj1p3UvdWcfr4F6ESwESy0nG5u4zQj7kwU++iJP8Z5CZZ3EwzkdME7BnDvfZ6l8myUyWlcLh
uh4st8udqiegImnRTmLTP1rPKRgphcelCnXPUZWg9Aamj5iLpAyKoh8CsMcrOXV2SrIVE7naMleC
aknO3NjllKtzUrhOlgHzyRzlhfDCQmKn7ErLRY1KjbX+L6QvgcNAD3VAqXEvk2TNAaKDLOHSm5e5
LyN/EjFQO9I82yUkCs7FHfwzBLxgOl0IQ8NuWi1bktMq2oZqikz4PMuFu+XG5eExohUwfYzILyUL
SblBRwvAqVIprTEBKIOhkMJenWBHxW8+JGvn+qOKC6bymD/IaXAW7B7hn/TS51QAasU0SO/JrRIe
vfDEKs8VsLnuUOHgvGmqJQl1GZmJZCW3dMWA40PhRGUBuw6/gvkzRUV65iXe2GVUnOd5CJo4n53D
75yg1VAZNHZeqyDMVu9ydR5rqXXoquq4aKo96RSSOba0QJsaHbSZvV6XLXSraqeg4qTVISq5i8ti
l5HUn4BYgh2dNuqLnzA89FT+5LKMpuNHqd16pLG5K3OKWrNPW2uCgmh1/cxEuwNTqlDfUo79DRsx
IdLMk5cs2eRVN8VOO2sT4PaF9YEkhDqZ7n5lMupzkadGePHMumZikm5AlvP4ATRMLA6zLUEdcPn/
z957NUmSZWdiV7oOlTqrq8VM9ww4wAKGMYOt2ZrRaPwBfN43/h7+Dv4FPvMFoBkfyDUulgAXg+me
6e4SWVUpQnm4vIr3XHeP8BCZFdXTU7VLo3d1VQoP9yvOPec7WujKQgc4NUT9WEieZ0TiO71IWVwO
41TldMJY4C+zB8vj8hERssCMZz57qIU9GVZr5nPV5FJ3neFY29A59m/UCASIHWBUjTxeBtyCFMvx
VRBOV0USxpLceRZxUrzyzJyGRltKIFr3tPiGL7UbLbfCTnvpU9L5KDf9w1xUC7Tr5hHGw64A6vp+
1Zmv8DKJBTQDjsJKBZQth35p5md+Qjzfo4XzFtNFSvkgxAylRFjhiALja+VIp/aUgYgMoorURSDp
eiCtHlLqSoKXETLxLdhYoFILaKqYWF1UxhU7I1yIQhvLEeuiYkpKcC2BGWVVGRSEvZkKH7et1gqr
HlUr8ES2nqtszbUsAGlbeIP1qbZcQK3gLMCyaa4gQoetayV6sg0ZE3Joj3zMVkQYr4xwsKl874nA
8CJEdVnWzE5JQLuhpv8glrjqFcWgrg9q+2h+Gmpij9btSnqGiqXF+nXo+E01IJm8G5lQTYisK8Pn
oWx8orLRG3r+cO1exqGPI44MAHFIybYzjjRfx2M7Rsqa4odlrQQOUGW3y05WMntyh1Lk9pkrAz49
Sd5UmS7fopUStQ5iPR4orv2h7wUjJmfKWCZl1RwSBRbk40KjmOKCsMqRFETxVe1sTdtUzTIsZgc1
lDXDhg9YGWNsFKHIC+lJXge5gnjDExRxo5guGUlKgy2ohyhlqleislQkfMv3taiRJy2cldDPIwiQ
PlWitJC2lhSEBH5r5Y1w+E+WxmL20PesCiwLafHV0t5k95lgPxPY/lbV2h5M+2jPcMt7qfGHlgz9
xM7NR8nIrrwf+NTzsdBK55LE48/HlIQrY4GmBXxWmtDCK4iqTFogRsMk93mQC+PjoYzqHFl9UGMp
uJ0ktxo4Q4kZKuNzSqy2Pay9aB5EYWBIYRmAlZ+WqvHRJYKkeCqFQ2ysa4fjtg9Yy2VneMl3I5Kr
oO185D0g9kTzlG20DDU4Gr9oZXd++1c+CJQ2tvinNSd54jq26g+LBxZa2/slrdc+LlTAV4zWVgd1
3xrsJUc+0NijELu6D4zr4GzL8SC1xTrwpWJkeHQRSf6nz3JnhDdoDtKflykVW5Fil8tbuYTNxWmh
2Huf3nLHWK+My0fzVK5G25+yJ8BhKmkywopjh3jsCTBPfLedtldvYABnu+urGydocLBK+SNx8XkX
Zr33qxodStN83+X/TFTfZC6G9XzsaT40KZNG34O2mbcxkYl5Z6wSmsS1SVaG8KOKbzGj3vkqJNEl
1n4WimRzlokgoGEOI0RYQn7uXizvvTrOZzm91LnV6rm0WFH3j43xlF9YTUJ6AnPMCvWe+udtEkth
EswoubQwn2Os+WZTTV4n9i7flw8stcqtPrqXwrGVzsSHPLBLGtw9AHqTJcCObgo0tPC0bAO8zDb1
RgK5ijZA8wH5qLu8KS8qtYdDY5XCyIjMm20iP3WNwkKFujIxpQuZ5UdVuccaG0NDRSUnmooHvB20
a3RWKUhmKKxmRn/uWR1FNlSa+0p7QkMUV7Vad1UAv0AUiOXiQVFlf72sI5kfPn7VGsgb0KNKQ2qR
CaYsR65lhNclfhm5TTi2+IyReBDVsmL6ZzyhrR/hSE4GbmCnSAjiGjn2WaVGG9fhsTLFm9C2tEeB
wZKKtiOLm0NkEY63RJ/oCmVBIUYQla9LuV2X05RCO7BUnBZldiQdrpKwqCMI7fRSFsXrBtnYWGWB
Wj0Q/AE51bfs4WeAIj/pSj1iWSyqpNQhMidbB3P2wLMm7UyQo3ua1ZGIoa7oUJCBN9rCopbmhbOa
PZwHsfkTynCGPcDx4Y/RzsnhvlK7fP6iB2KaNI1jWpn40za84RK1uTCb5VAocXtmf27005zokfZ7
25/q9/zDuNHrGsug7046543tvTTcL1Di3alY1mMLMijHXmRZWEWYN4mI7w/PhjiM/BobhnXkYyPs
l1uJGmv7Ilg4CVQOvKiQ4bScmloWGC9ndYHoUlEvGNc1imJP0qnKjLFyqx4iq5RW8vhdeZRx4XUW
V1eb5gmhDTEHIX1tRYovIr/UFol4VchlEQSXiI4ZSxcZIpRgRQTWrkvaY+U6zSZ+ojhlKwNtSlOh
sSZLY0KcWE0ryKWiKSl1obU5H3oVrs3RvV2eJt3yCFC9c92hrszNy938E1O2STxoSHn+HjHRsXV6
1mSJ+Whco8F2dFfMXECzi/auj97lIxnne6B44/AYhdjSIjWMzllgIip8FhIw2AqvjCPL17CiRHoR
sQAZszbFpTwQouXq+tlTVCRWLbRngeJlJnxClAUmKMEJFqf6RNVDoaraoFpb6cf00ejriVpI66oT
Zg+JbG+6yufcLorV4KuJBfkz3xMmRyHTAZdBDNnUAx7Eg0RhjOloNIGwHE5w/1G4W1UBlmYw7puK
8VMv8y20zjFmaKWsfsw5cBPjBTUbMot2tNGS2fUxhqmf0ELRf5IAyg94DO5Wc75DQ8vumZ4yr458
Xh51D7TAI94extiHvDQXkGfYx26PtpEbdSINoAK78F3lK6+Jn1VTjZXL6mILs9PS/QlFPdLIlSJU
Cx70z7JGZGpfBy7pOsXJ8QDjZ9Q/nEBmURUFKzAB0Yrn/basVrNIiVV8hgHTK7Y6lg6NH9BoDj4R
4YvJRY8IORsOmYZlZcPRgIqfe/fMsRSeQOKUG1LedWhYqwwAFJv8MHOsGPXAj1QeEqgV6hWHszfG
HzIdcsR+M7HL7zZdAqSVs5ASpwZF4lm+RL0bUuU+1yziFOVTyYJVUWglBcV0JQJmsQh+pKo6uMJZ
oJfAm8qiFppgoTC/fUgFIQvMfagT6wsGzklqaq2qXAxDreXPfpRlTnsFWXYaeOYElyrnL/O6tEyE
Z5SkodUh/RVrKnbZFSk54yEldtj5wLcYRz65wA+Q9sHrITHFwuIrSXghoM5w3cgOCO1QDMKcrRZe
Z8HIyjFp3jvndYXMfluMJ8ahjrWqWQbl0qUR5JJtW6R5gQqXZyWJOj1qV4D6h6uWsFnZFVTuBu7p
NtJUKsaO1wfYT7H2bC/ODIY/VGWdZA9D7hkaELqKfKK90CgIooSiZBMSYU6xlcnzS8QZJk9Z/yFL
DufqTjGVQFIBn1vsigmllCmIVOGS8gxHplIGBWLi65odT9ml6hmtgm3djPUOm9iarO7/JEAZZcLi
IuiwQVhUsrA68bg9xjwZFiXUSBmlZ2RkUSa1sCG6AJWCexh6AViFyrn7Nu6VXCIxL14thVS5Tmhq
V9AwYhmBwSgnXr3UtY6JZJCVLiHCp2DCUrWWCv2XeLEjGu0+rtEPHoeP5pNOK+StCpZrtNy2VHjL
WDn7u4UW+dENIY3dSzdbwnctGvbnnnPZxD7S5JNNWbc1AtEtBFBs/Wqetdzm1qDV0dttvMZyu1QY
6kT2rwk1PG5FNsefbMpbg8o+UFH/UEs7/3Cd8Oe/CnrbpMlhka62WQox3sgrEGXZqvZwftzzKuIr
7uoFE1GpnY61oihzmGmmcaI+1XlWeISJs6IzO0HRt20RogdWSi0VvS+isjpyl7OMI+UcWPfY50G6
TUN+7YjKcM5o+ckI2zuSeH+SB1w9coiAs1WfaJORIAtauCQyKQerLWzDWTaqhRXBqiqG8ii1ItZm
ROUIsvot/MjVaot6yxJXlauSkaVRLj7VJq9IOHBCaiTpiG1pN4phRSCOlGuP8iNHqL2ADzmUxis9
Tbd8UlnCTcQHgGNEkJx9OtlcPWov2uapR3PsY6VZ/unOslSeE8dCILNT926qU8dkrLJMjo0VQYWB
gNZGI95p9FuFyHvhzkyEaPqpZswsgVVuyimFdhNbpipaccfDpa/5sbtMTwR2xV+UnZ+3zfTGdQtD
aXQoRfFjXT/7m3FPg5FPWGg/LvqqaAAuhjz0hFXvCOf6bDSinNivMu25OHNTGJ9Y7kPNScmVCd6z
td0pqS8NsRodno9rLTVrg9NREGhaGaF0Kc1kbDFJzWv5SXY4F7mgVrHFt2lgCLMa3lr7IV4mpJZQ
hsbHAntH+VO4V4mVYhVGt5IV9vN6Xe0QxdxooTKhEfW4KEX5yYTUz0/Zuif18WN4Xj7Zh/LPeGGP
VNwrWFBV2IBrwu+sCz41FpdwiymEqjnGXB+jBXgqtViT1djT3KJYQzBdn1rPi3KpKqU58gJhuDQf
f2Ohv5URkvAV5WVkBKOMt63oQR2Qlt7JClPsjQNtMDmK2+REYohbhMjoyihOaDvhyKqhnqp1LmtO
Lb6WZ+qTeSuO1uHYhxP2k8rjp1OXoQ4NAcCkrFontuBBdQmB4oCnhNHyzQdYRVauEGaGd5r4Gkvs
TTkRE2fe7Seb8shrI5mDV3voy+IxF7fMxPG7zMqEuUKi1L9A49Pd1Wja03t0nbb5Ka4+QNofhjxk
0Piv9KotnXGpbpleeD4xHuY05Jt5SSMVwZIxTySIUU7oMed8Oa08jDOrdlIxAKYHa9U8dBDSQius
MK2lr/B2GdqPaOoTNOVUYl7RVx6jtKvaDY3LYlxpk1vRhS58SbQ6xiDpE2lqSFImxhcRJl43LS49
P4pxjVODdWQlhArkpyPsp4MzG5sJ9z/MKuI/YkvR/ed6n2S6xM8o9/PAQz7kmPeDrgeQs8cwODGU
hwhT+H0qMuxaUM4LSKy0h2RmRbmim8zpsxcBNZCFGA8E0nhQf2w7duZG+KBSxbnwPZ+qkPB4Tdio
5lZ4WcWXsqA+TaE475PEoMGDWaMaJ29ySPnBmf2JIZD9mEMJwQp5JL010giLyIwswUXzaTD2fVFc
TF6j9BZqcOOI6Yc+QlFDifwFsKZFxvVRHa/sNDILT2nsmqvlfCtZg6Bru276zELtSJrrVx91pt1p
u/xmFjz/p+f+d/7sDzO/Wviv1kufntxnPM/ChTeeTuNVMJy+F8GVqE75dJaoeCBFUorrxWS0OQ6L
cH4zNHxSjT9/Vz+T0fjuk5i7/OT18uKu9F9EI5mjuws8bVo/E+gNvHhA0yJ5HY6qGV1MntzltZDy
Lpar89uxPw/P86G/TLzirNv98dd8+EV+5qUo+YP6Jte/nX4Swoai+pHohSOZ3Ymsi4If70/xC9QU
lUHrfNXu2iiMzB/4H3Om6zCd4Oyfg69+uNSvluXbGVmI+E3WQf4ZeZdjQeNsZaoQvS7FU5ui2q4V
OqM4H1kNsn6QhYzqqpdqdFNI7NXeeDbM43mUq2r+SXZ5thSzSygtl+NQDJcl3zhNRK1k7KmTeGh1
SjMz9L02WE2QntYq5IIO4hnUN5xHnWiDjo30P81PKElKhW5KkqnRp1MrIoHWMV18gxwgkrVLnCT2
y/jYRAM86PrTyz2Di3T+EY9WJPCijy2kmp4+zyfB5bn0KC0/50FUBn66DtSM6yL1hPGzsRjRNBN6
cZS4h7QFYgJchFipTKoNYfOV9MKMjZdnvk/U/FzMP+58O8Fx54kBCZL6IlTlYGoVvwaLGIYmUVSF
KzlYJoCWi+hJR2GTYQW1+5kqEyxGZHJiTJRGFKyEPoPY1Sjy1Qk9H3P9eamuI/SrT2a6P04pDNDx
SkDwvowlH/3ElNQ/4Vofy2+u1Nnn04nVD2W+pPmdtwFLPKpoWEs9u9CiPuHMO0YLECdRRCbQSt7o
sB7kEd1IolC/LVixGpdf55hKEX3cbLj1y2aSlwP8+QkbkTMc1GEv0TvRc+nPwnF17jMlsxN+VFrT
WK/MCRbXauQvaST9Qdtnw2qRn+dZfnbhe2USCnQZfP78k+VJodOf+4FJ50mneza9TUHBkKGPGvc1
4Sg6hY4dzz+ffHUenJ/7FwN0eYYHp5QHFoWaAUHJJBqdYDzG5yean8okeEqTGnYAhodjfMK8E4J8
EZ+xMCDXiEWu0vbQMrEhD8/kF2fRCREn5KNOeb32PvXIWRKdhCjAw+toMPab9CJJ0fWARme+GtR+
NEKejPynzH1rARafKHTqp75PZWo8hhMaufcRiZ7JOiJCUfHNZUKMuMYV+v/MRSBrEIrSUnM4AxjC
dwOGPqohKIWkMrVCue9pfR7TieefBPyEJXFEJdSdwAwN2JCf0GDA/Gsy8M2I8afFTtujU3vxeOIP
aDKOTwb1oAucsFOfjNH4jI5j4XlxQuWYfVSOrTuB7HsiPuV+zDCu+ZiyBNqxcte4aEQDFFCFiTcY
QPRt9BRhNxnnMTJDD4mAa6Y1x9TPaWTPMjjRI+gaX1eECCZ/+/xqhMtf0U/leaz2VMZ9Jamx2h0f
pkUfDQNhfQD0UeO+iq7Y7Ezl/zyZBnr+mhfCs/+t+RCeRjUePxReuVwpBQ0TjsLY91X9LkqLoV7M
B4q+ioJyTb7zt1K6rCqeBf+pfvDrN59kj/+QF2+R4oGWZyrEpaoF6mrJleGgECscL/JlGaa1wUcF
+kyFqnQ9IkXFSjZSYtCWGIN2hDiILTiJ8R/EH28Sv7z69hOyWPOEhDS4O/tHi1Fz5M0f1fX42hmj
7J9/mk5/CHwZ6zusUEIIZxjRwk1SoVQxSSbmFtfCr/CToW6ynQPJ6weBpaDFdLbyfLmi5ZpPmELU
vMjoQ34hqVhQsviYU16boKpcLDApmb6ry2UUTOk873Zqkb+qmczqeinVnC3T/CmrSBbU7kNyxbPX
ssqMWWT1TC4LnErNWQh1rKR4sG+byzQP/EzMo3L6ycia9uPsNlaRWjStAEvUlP8zRzpojifXj8qx
bztq/E7MX/maevQF0yrUNcNdKzMkta5JYdW8uSpi3xCdPgk4VVNcbTErM2wyJl9Xi9hSCJmtFeOq
lDP5sBRv0xKXIuXyo+7yQ9tUrn5VLd5QlkZ4ikXpz+1Y1t0HsV8uSbmks0JoTFNzoDN1z2yISopU
geqpt5gaseDpbJnlLC/Z6hUqfYWFLO/Im7lazMl0uvz2tpqm4ugpr8tkMbzr1/NQzx5xFHOwz7pL
Xs3xg/3qHs0o3XzqnqEXlSgYVxq9laki98ciu4vKgtMYou6LseE9TFPNziWnniXo0bA6OTu6+BU5
qH+22KarSEiP9I3e6aWiRakMqurFoljlG6j/ovw+42iu8Uz/UuQ5frq6gWoQlbiPBgvfq73Q6hYZ
1aRX++htMoFGeDwZaSNrRejRasXaSQ2TErurQXZw9HuuealLltWaMlHW01zVbd905JMimc9VVQvJ
67SepSQ7CorQ782KGMWC8eWQyFqKXtzbSYUpI3hwcg5Vp7n/wVEEh7366oOFvGbj0pWijTL0fbCh
QwYVe98kPnV2jvrE946kwSrhInQt27R/qYr+Hmg/qbMTp4aMz4/PxC6OsNW+b9bQKLlAhouEUTqI
2WB8kXh+QEgIRj3GGLGULigPQzWIzn1GKKf8qRFuFMEsXQTe1POFprRQUM0br+GKySmecTyUuDYF
EkebCPghKm+/Mx/q2cLlgxrEejDhoe95HLJNIbHAlX32jR6EIhrRTHOO8HHqLQ1WeUhr5hkVa6yE
ccXK3ayJX1ScZAyfoSEVwv8pOY/+nr0Yb8Dt0QdlSYl+gPjyQRqb1RY8+J6yufHtZkxMWRXH0qHl
XSU09iCG6mG8dRx+yWiqzx1y/5wOf1pRSvEoYT/pG12P/tWYFHGUxUnFLU1TQ/E6DVO8YSj0qzCQ
CUXYMGKehFx+A91mKC4IzTktfK2Vql0ljWYoaV3m3KSIVuPPVVHq4wlb9P8lj0uwo8jmAXMzTugk
hDLHPg08T3Yf5NTHUSBHA+/kPMF08FT+MpTG95AQhix4KT2smccLT2qL4NQCfkutmnLvEUFMRkhB
allBz489SYS7OVT9g1ySHzIn0YaFQeE2L9OrzEAqhLQI4mqf5qs9bI1KbxFYplJIxLW0MqXH9YZW
j0IQkC8fOCd8uXOWde/BvZJ0mT+mpr5TdSYtXK1N2RsG4VZmGeIxVi+RP0u6d4X7/Bb3WZdHZv7Q
d7tYE7o1C+6F8gR+9XAq2XmydZ7Nxj6FakimBv83FYQg4zHDqYYWknYXKEwsptiDOs4S2x0h4hTK
60OKa7i9YA0P91TbBRnqOxI6jAvuq8AzJwP7HWkaA9XasrGQpojQkrGr8xHTJmk8I4e1FbEN4G/G
sas5jnOebv1KBxm0kgcv8awebcFRuiZ5OwSdo9YD7P8wu8ntovvBKswYIXoT3TcydV4TUlNeyBlH
xt9pVCd8kHNwjRoDIRThIIX0M2gt6vmhryCMjHkVFlALAvOiEphyST2ZYKgwhV0J90QjF7+qjCCR
gQ50dal5DQWxzRKlXMmIKhJBtWlvaUhlF0pHFrCiCBMtIi3CWmsBFdqUgBBJmSw0XiGrtMtQyyDE
xgpMwWSSJGaZjTxjZKCgoAqufWV5l6SU4ST1aETOIujdjWsEZgNM7bhdu6PkJkpu7PujgFq5LQy0
vkNY68XNMiuGNLQghCAG5Zyh2gaX9s/qhpsQnw1NwGG8dhml1VO4ZkxasIdTZelE0WVdsQFThjFa
WIFZC6O4Ngz62dSqsrjAY3jAmT+M3U8lwyrVliUUBSOKKkaJZ6XD//Q//6+/Ww3/4r//9//j3xwi
nn//P/y7vzjR99/+n//wvxzUaTwaTo3V7GMj4pffr3DE3wS/glY2E6TqYV4geT0hupoVox8HVvc9
sSNBJyjjgSjCAiJuwjezsYv7+5ysEoP9mzpYvIQOgPV08M4e0lvtqfENlMhG93UMJHmF8rqa1tHd
SKVJeJmAIC5IZNkg97G0zKuJCcUnN2/HyDvN+ZezhYdGWJirh2ksn9HSZ01iTkF8q8apE6Tk5SqI
0GdQUE6541dwJl42tT9mZupy2MywpBMkr6biiyl6ji4R9EzCIZoMEI+9b+FTN9Ni5XhrlaP7CkPa
jZDwk5NoZka3GfVOEPzfBDqKk+9+rRAlufYt59ZN03LmdATOby9QoYKbeqIURwPyEFxmlxdvrn+j
eXDzyq7WIJcijWpkpXlk+X0Tvx5k/wR1975D49uyljFD3mBxDj2kUMWhSW+C8sL5cv+WgQXoe76V
l55p++Ds1PVRv6PEPnkYzf9IHn6ZvAviVwuGTtUNX+rZr9Uzi+7Oalffb6UuvbkdcIz4V+ncm0XD
FfGg4WYstR/kTUPg6rqaQjNoqKK7Avt9hk6h3luhQ6tsiBhcnmQCIe5W20iUeG3vHBMeCX5d/yIi
tyazK3Pl3SmzfLmtM9qH/gBhTS9QsCSosCxFxJV4Xk3Os6Hrfp6jAvPhO2L3KzfPFpPP0DfQ68WV
c0Yzg6Yvz9kVqofnWcIquybLwR2ni+8v35i90seLypXOR+ilK/XkI6btYXf9tBadV23RpUaV22DB
263J6TS5PTwBfexZa5Jc24t2uPq7RpBRK1Vi4z6S1SApLQtpVxvcfu2nIjgvIAJedh9/qUUbtieD
hv+/DMCjkqLZ927sede43n43a0Wl6gO+pv1481n7wamTfyVanm8kDh1W9jm6gB6joaR2dcD68gzV
cx8UQone1alfC6TO0kuk/82v3/3yJrNsy77uQvwhWKErilKMvkeycXFNCFOInMrFfsDhtDV0tYaD
oCnWs11Nb+qK9mvXt1zVYBVLoHUPul5VAbSwhPX/drMFebMnTveA311oCH7kvZ59ssMlY7WJDLSr
9m2vUtPmWHVYZJ02+2pThf79qsLKbYV9yK+NhU6gZK66jMO3HZD5J8TAAgJnoWk1aLmKGLiT8kfE
Gkrg0C0HhS+MXLk0AY0uI5PDVtN1wMGmJ4axkgL+LbqSPyPI8nYF3dbqrggzILbVteoqNRHIkwsA
QWi3y/LK3U6ATnJ1OdEeGvLW7LOuhvq3qj1pl668L/TAc8MI3D2l3NW5muscta21vG2jO4L4CeEq
ngPlexidoVXUUjqadPc884PORKqad9VAn83H2+V9pnYrF02awo2oGjSNsu28yNqgLlwrGToKWwB3
rdQv71NLn7/oPv5Zd2qCbqzfuAbNBA2zP63g23ln643av/nEbBoe8fbAyma5aJw3y6WqVF5YWW3/
AH1isfZmAq3e9kiUo+KkY0N2UwZxC39RW/owbp78uT0sjmCuUJNvQvctWo1Cv0IKR8qzQ0AVtVqa
Ke2tAwEniKN3HjAz1ymSoNMxtWR14XA6dJVeyvSyPAvML1F9fQGdnb73LFg6/d+S34WsOS/oCzxu
6NDiG9ftmDcLrhr6cS3OT91e2Dl92WkG447RBm7CEQqHknjblp1L1E48xhuSSLEKe216/c1p2rWS
BG47FGp7OTcHim47ZISbQp8tMLTZyk5JgXJmS1TFbbLiRtx0YUvZoC9anFNjvRdXnXRYpwXHrdXc
VKhtFLW+vureW20WQaABVwqSJLuf7FLvs/bteafnsPV5v+60ZtMtAtk+v87ovkneER2FN9evvJVr
62zH3Ejh+sxvj/W4gwS824VJN0K22Qu5FrqQuM4tPRPcdrBr712zlOYoc7dNODzKrDOEU2CaYZ/0
vG2mOzvNmQrcANT2B4Pu5mYAA5VZtOwhtiak5wfNLo9c3r5760Muvle3jT1u1AkfNwHp3jDoEXys
OWUrvPvkX3eT4h3b4T3qbU+le4XsTfl5WxZ+NlLlGGi4xrpdGc8t+AUKIgyxKJeWyQz4r2en9wJd
u7cyLaPeaoxIw8PBBj5G+bijl7WNPdkzhMLp3j4ZSRcxsnZwNKt6sdUb8udxJP7spZ+SLmFR9bgB
7h29g9eku21d5px2ieWxW6qejMDqkGWZ7hmGHiPIyd5P4kNEe6aaMfvofRSuj/P5Hrl3wXZBOnP0
u/YDN88f/8hw2zhp6fw3Ct2ILSnzpBvsY1xkb2V+AtFG29ivz68Grm06Oi4j0t+MKtyhv9NuSGrP
2n/VO9SrlnGxF9BxGwIbAgQt1qYICjoJVL1qOZpZ9ExpdQljXtt8Z0jFbmVu3ZRAxBvGQPvC606l
q24wTbJn3rGRuIE30WYd4l6IA9mmDRftotD6XT2k1yeqlOyACvuppm4/eiU3+pdwvURfjlcN66s6
uNRVGCze9Uir3Ca0h41hst35ylF6GapZN5i1qzrt/p62A9ZQA4DHqoWuLfzbi1kQzbl+U++yxkru
nqCDtcIDN8eip9BZdbRG86o7lGvds57AMton3HSDv3VTFb3DXu/RfNl1knOrB1xo5dbHNP0J3JJd
6pZSb3T7hKx7hTrkbyaOqpuGxZamv0OYbjOMm810BNtmhGuda53PcpfJwkJ6Vh14m9o9y/rxvg47
bU0U+sDQXP1+NlX08I9+wlv5yJVty4KyY7z4A5nkel7V9hf2gT/uncpZRw93qpVib3j87hRIvX4f
3qOHPUU/hRVXLfEcpYoW6FNe5idJmY1HbsMcdMPkzR4GuDm0mLjeAqXiEehQOdzHtgkA7XHaB9RG
W5HHSSvfAxl0r4/bBx2iul1A+cYNjfZ7kte7usNm+uxR3Jl156xpFay2jFctYaebE9zGx5LHafXP
F66veLvPN1mhtuXFvRtSw7rfBbDIrEfqpNsL1iP+d1YAbR/hPoctejv4Bzelu2779s/O+uM3IRSw
XSGaG6VnsEOZo82i8bu553+Xo0UOovxFRzPTCmynKyTfWanEoDzmG1bZj/2u5FX8w3KgaVS+rG9Q
XIkRyQfZ/ZUUF2/fPavm6m7mm1tB56e1uE7fntAUTNV1wed1BG6rPH9ThKlGtBqM74Lf3/ziJveL
WVQbXc0MjqmFNik0Iz1F5LO6iKAjMQ+RMng5/MPp6Y9VIqGOOuflIEmvJQqqbFpp5+18SMqp91Kh
+3cc3SZ+kKibqMw/L5DUJkIm0eizIvssu+KLMAxSeV9ezzSaLZ2B1YzlncTL8b3dj/t4Tq8g0i2j
795cvMq+TKk38uPQoLJG9Qz/Hg1Xco7MZxcoSuWwimd5QtDwDqMJQfn9wsWFmSkNF8vxZCkIisuq
GoLWiD1+cZW9PHkrazRJag0NsS3SeQ0tFZ/ru0H5R6TfkX8JwlXJV3fyW3n9j9HZmxlL8zmKhwvM
czKR9Jn9rDFfg2qSXla5P70e/rhMBK3oPasXxlPe1K6hir30t1H+1bLMR+UMpxLhOU6vtmNMcF2c
Uwkdm8ubAUC5dPxuPkjryb03xHQkTM3f0tf4WUqRyZ5Nv41+ePfFu+wbO5x0hl5X6f27qNREyQT5
GSIJzesoH0ArXh2gB5eQMff1cuwvr1QxWekBieNhUaWL6M4ee8FREaeBtstbFP4Pd8Qn0f3ya038
MEWQXRVhNBwCeY96PIAH9VygMS8XnN3i0lLpIljejGQ8VtOlnegzS7/1NV7MfhwwJKubxV9ZHb1q
EVsVvhm9eX3+AC7eeh7+23c1wgs0v/vl4nd/NcVzV67+EJMnp+5ADaUu0auvSV/2s64d68wurQuB
Ab8brRHd9FzDW6wI621VQUXTp9GJQ001WeI6hOfjM5QL+0zwJwgf4RPnN2At3+O8Js+mbhisBSkd
82UaTV0m+osJSvyZ+o1al5VZ1C7yzY7cOyALiZNLasOCe4X7r+GvHxKUUnxiySiP5rRmQ1TX2vJo
vUT1WVpcBPJr/TKsFiajn9+ot9/7v/02/vv/kD3H0Qx98epH/H1Vo2rEEEslduGHkgjzKvRvb9fC
7hl2etFse2k6xqd3QsnzxtmCBEWBK0loT7lcka8ebgDFOoiT94KrGuR8M9gAaDq2FCjXooSfIdfE
xS1EDW8Fg3JgtwabvcCIRbGLpCohJT8WQy2cBd8+Tc89E0D/n8aCqi1hK991EEMrjbk/Qmidb0hM
0JomGKKBAvF4FzMvTX/zRtpFwA6+Q5U90LdC0g03dM+zNxRMFPhH6JG13nTwRzpPjd1i6uwxQxOz
4R/RXYhCFRWgEp91um5coEisUD4HhdGUdmGusSK33jUQivJQ7aOkaDdtzNq2J4w+1KHkCVufEN58
hTd6TNwN1bNsfMfA0n0HJTfHkYsSQqWg3rMlWPcHbVxIc57bv0gPeii0SFa900khbnvdYCMYNLdi
oxBt/OFBNzZY9dDKNTDfV8Slx9u5XYXk6zwFp5d7yFz2fElqo9qDCsZ+FvQh1wbABKlCtFMp7dO9
1B6A1I8tLTw0c89wBH2KSFhYgSg2eOyL9cBmwgUEAT8jNQ8jNWo9Cis/b2hrzdF8oH5YqmGtz+TE
Fd1teINCp5rtxQs5ZlmMrpQZp2Ues1Dxy6n08smpKDiODbqO7au9JAL/14CdEeQ14VP5BMVU3+t3
/vXor5N6+OxCoy+WxXcnn331D7/+F1h6IF/HBgRUbQT3qfTsHPL+EcSiz8s+0xvQv56Rho+92AL6
1fpMb8FQeMUI92Gr2VPN1qAN6FC1JNoMZdpaJdOSboSa5NWjAkB3fMOcfx5BISgZtOaY7f6gxRP2
PmCBh5TVAQrPnrA3Vu0QLr5DGXupl87jxw9bCUDM2BmtU/eoW5bGS8R2gfhhhbfRhWS3kI2LaOr7
3Uq4XK+6/U6+3apsTXa7lx0IK2VQN+dpNXNdWCdOfLby9tXtI2wJj2wB2VVErMhueFRhmTKAAo/Z
l6R+efVRa1P9tMt7n0a8tfLvz0PQ+DHDyjY3cW05Nj/yxK7lAhzo7kCKLjRVQ7t6e1/OOyPvxAhJ
rShFXyejv/O+SNQvT50l07IlfkrQSDUcuxkSCMuAWJ4ZPG4Yf48peOOEmHcj1fVAf7At6WmfAfqo
Kdpb5wh7T+vbuj2dP38FxWOXLX98d2YHOcafYjAa/rwOkGrHPKrfMwy7yH6Jlqf/BbCJPwtJHubE
AUf/6poDHIOtanTAMNUOuWfDrw7WpYZgWUtRMIyTAcIFk9+uXmUWEThPMJFNXw1q3LGg1eqhK0RZ
9bGoM4zq9rTAT6jkjXMZeypgkJ6RwGR0j5Ka0aqOE4WWFi5IPxYBHbRR6yHCldfnGe40RjXUibXf
l0X7iAI0PQMVfrsFMI3XwGkaOHAaPbQGI/wqcaNpkwo1YM5DorBGq5Hu+00xQj3Ptuts4FZAu7/9
DVnz/rGt/VYWGJrVSQGBa906anoQvoBiQx61bi+3Do44zFRX1SbdzGpVF6Ev+ni+mVFEKr6hKOG6
rXP1hCwcNjq0VXhr51Ik28PAm5VrV9EOgQ+ebVy95H0CATrPAUzFHaOm26yyXKJYxP2DhDmauaqi
08Tca3jvAjPMxzmpf65D++ercyUeZbLBEz6MtSTK/S1XDd1mqX+iwMKPbNf6sU0bSfvKh3+t82cF
epwv/f/Xz3L90J2h+gBf3+UH3hNif8tPBsmP9WGCMf0HqTGaW3546DBkfFfK7fbSCA7DvkeA+YGj
RzpSj/qz8FuOuHuFBwH4Hn2rAzxuPUaoyDuEwoGfzKu3bMfEOu9zt6i+Vaypkx4riSqsw0OwZfG1
DpztGJwOFVG02mS5dhYA04buoqBsV1tQ5F/29/jRRoHgIbLyArok1eIOGQkhEisd1NDUmrBeRUkF
8iYI2gcJcXuxikIrS+74jAgwAZd/ZIu7+9lrnnyZYTVLordedh99czseP1w8w5djlkzyMbFCR7Kv
VbJE46u7s2+UmQgQWKezc/zmtOTDkb40NR7aZSnOT/nJ+MeL6GE4WBbsnZ/dUU0NueWoOI3uK9/7
7CoLQWosk8/n4eVdFH13cv7d5SS14k2PX10N7gziry8IpVavhdUYeVU9SYKTF2empKf16WTBvOn8
4o+j6ykeYBzSKlieTTLk1fHnt0NTPh89BAkKXY8+roYnOCUJiSlN4sroRYVuE0tfn78a/+pB+nOO
iBDLAN+Pn7396lKQicQLLeI5FCiw8k1Yqbaa6Tq5e+EHxp7SsclHgx/lRJ36OATDVQVQ4kyEoZzE
93GUW4kfUuyHEPgbYhE9mxP08pvnbwdQe5UPB+/i4f2zk+/Hw9+bCTj/9OX/UVckQpV/gQ2PoS+E
ffFkpWXJ+XfByctyKX15G5gZGtZnYQatwpnGl3+ckmwJh3tSMM6lXflNbVfN5qF+8K5MSAa5MBUa
iue3Rb5M6jeRWMaWZ8ibSBPlzYZSBj4KvTn+VRpCOjsh0TQuxPWXt0JO1SUgugDVLHpbsKiqByfM
V41599kX/jAOUJpE0zP7JFNWZuEFKFr+XyzAMjThgPlQzxZHXv3ltT47uyPx3dwDFvLVw4wuWYkS
UW44ypINkwBdZ+8Sj6A6u/em5dnN1ejFybM8UTquKnFRVmRl0K3ni4mSV+f1yXC2cB6FKPt/xt+k
4bNce+Vnca0u5yeInzzT0S9u8G/f6o5jdefNMjuIm7EcLHcFLSx8LazefxmITMwavc6AVOcb8d5w
pgo99LIU1sddmQKMa2YbNdgTYymZvmskxgLte2sWErguLdgKmOmNppjgW1WpFE29RphoXbYJixEZ
+Wb4BtFFvsFfixPTmE9bppEv3kl0s/zvaNQTFZcQXlydKDe+iexYtgauM4fJeZFzP93aebD7bQHk
eTrguPyGLMpbPB9iXiv0ds5rPp/WfDUeptU3L4RlQOiefjVlVw9//dWPJy/+8J+9u/R7FH/34n55
51h4VSHRZMPNAp3do9HNO9aEU1EwZbn8RESDZswPpZ6u0U7p7QKhqNsdz6GedLCwM/Ez9LoRob1e
V3BcFWI8N+4N1wBXvdOTWt9DMRW3cDxweQ91L5TCtyQ/RvFVvm8v2OfGt8jPo4104E9GDd5W8FIM
wQ25scREjWg+F+CHDYSgLk8iU12rt7rQ1IF4K0EiyPiRf2RTVS+9t+UKRl26ylCQWWQBf+CIrZCe
cavhciJQpMtonMfSTdlfDfFbu+5nPSRS0hBxdip+PwJuZqWaGNiFs+eAzs/4kKJq6BvPOaxqv7iq
//NskM2ufdHQ3mXOgEvnbniocXeJAYyn3rKyBXD8tPvj9aQ/5HxZVjCC0RxQml3gOUT8gqZ4Ml5x
h0XaWBEXFNWFHVLZxFDU4LAK7YckRr4T3T7o01A8vqdrJigqAH5VbpG0xPaY6U5ewtPDMQsEPFCl
fEKuInWxOBk0ZYsV1JFqn0RIm5/nK9cn4U2hd71MThJ8EPgwDfG7o5NNL9wJsKAutluiRTtGOmEs
k1baxKB6fMW//yGf+Z5sUuRqugkGhxbe5myj39J63JWPpxrSpz00D9YhV45sLPE8QwPKRiO7AS4V
+0E9dPSyCxTnfOgF8VK+9hLhXc95UkqZV0ls4mE0qO2m2U+O7QISxdFIF+e+O2rlHbkcvaqj4Nno
NPF+xa5+U6JrMzm9+vqvsl/94xjmXlDtjjAkF9qhwlZ6WJFmdWBJXGqYXW6qnJ/PPhfSX+xhrlpU
TmUeQBy+WjRcz+6V6FYYt9Op1Ia9e6dFipwZRzb8kUQ7GD90tEE760rJ7KuTgCC1OhA5ZdEcogRX
drC0A7lOXAUADbqXYnf+Xq8jCkGO272Opl0S3LSPrK3CMFgbUaddGoLa6BVdkLC2q/fQFELfwALu
+KfkbtVC4DVjxNN4UfzCycHnSGUdEPc3wBwiRmYrLBq/jt5YBEK6qyLLvThAMGW536+21QrzL8Zr
3gXMXLhUNKhuBTcorboJDoYIk61KYFcbCvyuG6rvsPKytwIZ4r3t2GIsCsNQcIwaN405pGoHLjbA
8mc3M+Bvom0I0z0V962KtEnWbPeQeo5JGbtfEkHZFMXCJSrSAb352fu840Yne9JarN5rB9k3dPVq
LZBD5tPGehh3UyZ76l7pJOwKaviw5nGse34/BQmh9QbYU6U89H83ZKQbxxfeVVAnRl6g2h4SoqoB
MhaS6yVxIMJyRP90AepTFS5OV1cJHpirM6u82G1jxcSxEa6aQAHaPBAIm69qwAVuEt1RapPheE91
xnsuA428JoVUdSvjzrZJJ6sn7OxyR9/dWvzkEevRYzawj1PDDx+yyps+ccW1x36CM0q/3z1CDw2j
Fx/lW+isrLLRFjJon4mp25L6WL/LE1N+7GNGpR/grKDvt2YapMz2URWHRn9RkXfHrfKna+y7vYLq
qZEIdIxtChZnmxjUe11HGGl2pP8TlCvf+YTpujDX194FpFqINAZYXVNhoGJEZQW6Txx2oHE479gD
bNwXSQiWItYwknFf7kQNM4H6PJqVs+ZXVJ50fIA1M8NWG2xOtJAoK2kql5g5Qo4oY2KXdCrhHEAD
hbsFtlzT7+buEGm8Qw6ebMvoBmhstrZl5DLUJUSoEMsQYVsIbibDeZI2jRwwo2rLYqc0Upd7hj+H
UNladbYIPdwzZDWejhAFpjWyScHLq8v7kNBTAyGKaW+Lve1980hTpEhvrO58k14XHnQ0b5sYdTfM
3EytjI8y36VsC8c2yiYjjuCHJYQ+4u79cH/lybXsY6z/tqj/CgG6x4YBOfiuWlLf7n9Y+afIDLV2
r4DA1+HeyfUaX9XMxX9FLaBq/jfdHaR5dZV6NcZBL0BfNWFZGLuNd1iYnPjR1944xQc58k91vOKf
ZqrNn3CUvNcDrjppIHqcleyfcbfy/vjRZKCffAVqj61ssqtE3u2QPH1+wiFt1wHUCD/mHfIOGeHV
hzjEdxySoUL/NV9PSbB9cls5HjAmjoXbg6v2OX2xnSpbHENsHMkOz8nGSaofiSSYFKYvhbaqsvYe
j/2uBEL5sy2RGw8Wh0jK9Fge64/8p3YpkB0tFojUw/dSpv4zYZHlFhpUvfCWrG2mg8TcsjtPSf0U
xrBD8zTik2xtgntoVqc3r2JTPFYayHuAFinw3dlTJ9Gv3iGIDHYNkuzmEEktaJxYoaObdgRWMt6W
GA0j1zMExmaH+npYhiheZSjNqVFTSyPf/e7W/DP5jz/SqnoFplxZUxeFPkTEc5EFhasuZQcU8lqe
oVIALilcIJtdlXdDzxnizBKRKmhM0VDzalTLdzmYLULAG7pzZdc3sKW6cCQ7h9yi+uUEvM3UBaL7
KMjKsoliKDe2bl4X6Jqw4jPCXBu30ApxEEssF41SQJqC8wlYMDR2uQXDlhbxXT/b1W3dGwXWxhiJ
l0WbDFUjuYBVjd4ambtY5VkX+8egFuFG4tsVv8E4J/DehWkLgCxc+C3zxC2ssb3TG27096Z+50qp
RkCouwujvn648jMSgz10GIgUFdxJ3nVdAGlKV0DMrjyZOfwUbygeUoMStMjcBMd+ZvVMJreY/r22
C5U7bLFqD2IxtRP5a3WXQ5AQ1CiQLoyFdA6IFBnReQw1dHeVISwIbKXFcmba9rmDO4aN7aSoIYVz
9barYrToiczaTWfNDWau4Jq9L3VRKRaJLC1+3CXpymGIoAIjr3Ykq35wkahzN4sQrR5cqKKdSGr5
ZgjbzbvjkKH5C9g4yDRkjhIWbHGnf1ielEvXAhGM1XJXYZp1k5q0xtwNRrlF25avLoXcuDHM3Fu6
1IZ1BjHtm3gWcgsorsvRrAl70S33Ovt13ImevFvMdG0DUe1ttLt5HS20fsVrNIshxW+1DlGamcbc
uOZN8/1KEYsNXGpvW2/NjUsk4cjMXTkv96IVEfCRd84dEaJq6Wr6KTSXWe3/Xf710iwZt688+1e/
lKKJe007BLVAsd2yQaXW0qzq/nlotzLoBcIjjHc0XYhUpy57sdGOQnEfAEmSe4R35Pq3qAq2Mf6d
m0LQWzHTTTndkAQ4jwtU7zcI8DdgoF0lu2LR8FiZcqdN7mjmAl4HM1t22TfTFtTBA5vAtnln8XiD
IHywdNpfU5DtDmHPRyd4QfegzN4XUrd61oaBBN2U1864mbPclt1xED1T0cwJ8gi1JU9L94f6Rktx
1zLnTYjCesUG2/amp+EA7epEjfaAx445y0dDoQ4bP9RxJq31FXdgQzxqNwpPO9KJNIqTBnYFTz/f
YS/+syCQunvR/gjfdUCigXorKH/XrlVwQAfajFa7iQd71EL2Xm1v+yKEipddBs2jIMs+/8aD5f8j
0i8H+sQ9bFnUc1dQsSl7xV1CXnN8uhI6JPvcqunUg9ddfFUDtfyuzH+DyD/IWUyyudtZz4Bf10f+
0H1coKXfDbZu2s9r3BS/GrlO86FTkpKeW7VyVdqeoYdT94RhuxbLb1oqrSMXtxpZvb/yQ0NKe7ja
lLryM9pGoOZdwG1T1CuWmmsge99hACgP6sZz5vKWBh1P5oh+72io4RCnbo889ynsSp3AsBkUbaPo
tinPaBxputgBUK+x25vGRX/WdNxN2krUgABRGdGWPNZ8LEDgygqhBiT4gxmwizb9MyXaldmUFiH6
MJex/I6+Tf41LIdRAgeh5hZ9EleccFMToyJL7TYxd3lu16htroo3hPT1tD2k3K58qrYOYwzQCNoW
UFnRduNgfxLKB52xYt4yaPpMR6jd6PaQPkf5GfwWOscVMDARdVG3MaN9rH6KLO21Z69qz3eY7Nm+
LVJ6vm27ZXvnuStogJutHLrhJc4u47dJgSzRLfO5BC/t1tGjyExQZj8yrtaHFxrRFIM/DhhyCBbF
QcsnR13Vo8iNMXJDdRNTg46zJWrXR4Jdw4MxeAeyPpJZX/2OGGFXYdzfCjdoP1V0X7CepUm7xpXM
LdSg467Xa1XUvn+79Oi6LtY5Rs3xOR+4phMoioVY06fdRQIFJ2PlIHqTTOe7t6ROsY7cgsVQXK4d
rEfavRu5Fb5E8hSTr93TJvZnHH4b+WoME8HD0YUdP8lH1yz5rfcsP2VfrwZAz+bymkNdVvuKKySa
o/dXSPgY6CGUdOjW3P59TeEtkJMIclO0Um+Gvt6LzLzS4Pwdw/qopmHMv8UAhJ7l4kq2eOOzlm36
EQTRwytOu0UeOBhw2ZPLCW5ttr/d1ic5lHHdvXbqt3jgKCezQ96dw6Yll/nHHCilzlY7Vk2xvspz
hwGYG0Wvgi0BdGFEczYHVQuBfplyK/Q/K+4il7vp78mvRmFpSB13nDDuRFXS6biMbkGF3L292ZR9
A0C4IWP2+bb8Cg85wjy34HhP2OG+O9Zdz/YsP+yAgcKdBQXZlqjlD7v7U/UO2nIb8zciAFs1R7dn
dtz98LqjjX49K+n+nJZNiJE+Ww7/3u2U/z7k8Oe4LjqXfOSWhmzydIHU19fX0RZG+qxb6a/2bCNF
1/ti2oHqnuzmDUVZMnjlkjFwt3X7Vfiqli+hX6CAdv7fxpR91RIGcNklPL8aCnbrwl/WbPDL6Oo3
bvcn0/AB2K75qyvyBqFff/v6h3Ljw9ghm6JHclFPL2huqbdxL+uY+X7mZr5Hvf8C/hfEu+xZ+7hM
sf1hOJCwmPdsVn0evl5M7V5RkS2I20voaNn7m/ZXFzfd6ak3emU7BbwhY6N7mD/vKBz3/CnLLhSL
dkux/vh9R97rqlPfouz7UW1/cu83mTtwT7091Jvu6zfoUNAASDHdxOzIQyXO5nuO7bkxrkDlbL+B
1NQRW+zeKN1e656Cs6NzeNtPFh0RHlR8ZE9dwtsfF4+HtY+7I7Ou7Kq3X/rgKpaL7Y17t/fFvALP
0ndQREGXLdW17+98gG0l7cI9p8ZtEdcdFZhuvz1F/t0ePaedu1B3g19pS8nw9Q/bxoc+bfzYrckN
aitdLDuugPfWUPZDrLa1WlqvLa7GrUBYde/6PWcN30nrdpxiQ+q8KRp411FY0e30tPdSCd+mtbPj
/uhMmk1B49KN3B7bP2AyBZOR/seXxbdfFGAA8Z6BxSzRs8pMGazkejErGY88dGbi1E15DG+kjdBk
bOhSpTbtYyZ76ueiZo0hYlgRM4exvdNgB7uoTmRXxP6iO3E/vO1EngsOE1AWo5WAm+pVECwAc4l6
krGBnT+7TPm99KBig6uXhdvi1U14BXnpKtfAUis/3MYBr84B7VAYM3Xpimjhj+34v2L35d4x54+w
C7RXRHRfelptbJ+TvN5jLKuukNp+WewPuqoj/JQ7IXCj7niGvSg40x2idEdX7xs68K7dRnV3pf3T
xNp9aVyhP3ay4I1Q/+GXG7HlGgfQnePZpJZ6PX74J/pqmpTuL6ApQLtUaWfLe9fOzq97do/Gm5Z2
i2bP4RiiAiwSWK6n3CRt1tvLS3vrzHvM6kfe3xouUcW3gwjCdjvEzQtgMncIvw3Bbpc5vRgTe6aq
e1Q1tbh/XKBbsaHVAtTnRGmzVFYO+jfaFT17VUuJ/mXF5wbVTNhXksqVRFcIOhvBKAPaVJBwOgwv
CuS1AaOEoTld5XEzI4+5RJ0TqAuvBoMJ1f1oTNjzKIP7oPPcyu2ehyKDqF/EcdRaYpMUs0a6ijmz
SLT1ECFoSEPmQRuBsGhUR7Y5DtgVNaGsphIybqhnVp0Yk/0aTudNsCVk82bPPZI0TIuQJcrTKRpp
lzAMMdV+F2cR7Do6oR+odMQNI4XSHDjXyPeIGQSw0G6EQd4eUdg/cECJiClirNpB69dpcfYyfzZ6
g8H8Tc4ULRzalegzqGoHPCMeojqiKJrRSatSMNkEoMuY2F2GF8/VGgCzV9t27FVFB25pkjEujQtl
nLCg9Ac/LFLVAUXe6HkehDglUEs7cob8uQsrTUOje7wAwoYcycYM9GEnrexXo5RhV+xXNmVP6m0Y
gttETwBUd8PQ8v2zG0DkOJerTbbzmjGO4VuPnTDclFDMYctg86eszRUvPChXa4cT1ym+lmhgDyNu
RDgf6ocMWMXKZPm5pUhvcVKMziZv/uahNp1aVvdqW+NtlGO/HRePsswtuSSLI+I74H3OqUXkLqjY
4pcgXby8t2oNu8AOGvXLiLJOJzB7IQaD7tEPsNWcx0uXedasoct13NRwZk8rdDvTWgENg++Vr7q1
SNqlS2cEfYl8PKb8HoILAlncK/23U/K78q6ghQU5d3xUL5o3vsK6CaLCdr6Uqj/cszVXyzs52Wvr
jfZ449qK0YAsO9EkAXCXN/p/wfq3eptNrXelmX94+q7/3DrXnB5ZitxSf+H6ghwjdyBmo0Q7dgyC
ekVykUMDeaRQvZlN3o4lgJkO3BxCpGT6+7ecdRoAbZ+lDqXwVML0Y3sOly9/ZMLzvRsgMoTVuRUS
st2+x9OGjsvnrh/Z690fayCTP39Srd524uSNIzsyfaPnwSnD2Rl8tBT2sluaZkWkj9L3WuWa7T8m
Gosgoyg8GcsneZxr7tRVECyNny/BPqtTdoCgVLy1bFmYcBBqwcCethFM5c3sZfr867//ixcmBi+L
lQP2uGtvwVw8FIcgRK7V2/ZlC7QSAYrJmkyCxvjtKpKigRPQMVRtAx1uHWDTdUDpqhz6TZFwC3eY
MTy6b4tzNAtMFeHAPCEW1fEvr2XSZNNuRrltsHy6Na8oRlvoUZyi+vwKdGPdt0pBx5eKQPVUYHxG
5d40hJ6KTWsPDe4QDIGlcLodlFiP2fK6pGtN5Y5k4mJvXOEmbKm0bEnT4iLiDxfUxcSiUu+Qbe5S
7Kkk+vVC3U++Q7cWaboOGx6S4MciVvEE66Ez69eRy2N6s+q2u4kkg0IdrFsSFrfchc72CIa0UGDc
mZXt5uq6pr9nTeAjRQri77f1mWzDE8xsq9z5pucnwZyuRRqJ2XzdnKfcO6cad2o15qgIIez3Ztke
m8Pe1tQNurOea9oMkO4rX8PIyvCNlIGKMcYvIeaKTOK2xenJ3HLJaIanLNm2OG/6CdVr4au7Tdzl
SMYFWcZNdo4rvOMfFSJpuoIbu8Fn+wxlKxBoj9fxvpkmOfgQ+I3LH8qUPQUXEs1jr8VcKa4hLIi4
5RtuJS4FXSPiNauo+8Jg2K0FtrI2tNBiTCPRCx4MpfZZaGWjHw0iaAM6PZsM/7Y8jU7ZMIRuK3Q5
9s7b/idAn5fQAuham7xkca6DgWMU3ib6KPLa6l3rFulW/8CXW5R93vWcNxlJXH/gcwmRFKMfC6p6
wSJDr1ssuimI6EjxS3ZYCJNu9d0Xl2hwCFwUB3ZZHB2Ueep31lTWeyu4R8OiM+VGqKSlWivwnqXr
TriVdWuiOLNYzrt9/uJOPgqY+O4o3w8WKscWHrVwer3jE+xWPGRPwK+dt9P1Uzpal/sviw4CJPDg
gcmcgEl5xKC77JErz8wjQSQ+8+LWGHIgngQCZMBR/+xW/u70LzOI+mxH5r3bvXnwZ0QdB0e3u2r4
iRH4Ww4Lxrv93HtwUgKnstDrzEvvlvDrtmaRp/YZ9rIDvvBmHwJC25aCPmIWwrqqg15HG9Eb9Ifc
jpGuCem5gbUfIvPD798UPwLm/Rv85e9f3P/Fv/zw+Er06rt0lBTqpxauaOw3bw/vf1/7sv/eD2aI
rxW7wKzo3gniEIDGitXjJC+bZXE3LOjdQbvfupCY9sFvmHhbNkL64d4+tavkHmBKFoGMumztVt4q
pIbhWkk26QEnadpJKe9xNqO2kLxEh+yTuNW7HR55jfAbc1Bo4j3DKNFPwvHH1Vb0yNJTLu05Jh94
3vZ8x5vXaXOx8WBSlzez6m5O4LYiRyGtXn4ZirbedlcV6tBGg00t6tku2oB83UFQs/ncAdbZDD7u
x+371KV3mWP0r9O1IMR7MMd0bISQPY6/d3Nj27cYF3ehqFNjmURmEWTWEdOW7lQdPlEW5Q03stcO
ShQBfG2aHCafrck5RbS4nwlXxfjld+H09Gvzl1+Fl9IrLWZOqqu7IulQgBOcsr6IlE/xGVhBfbeq
ZbvB/joIeR0PYE/sc7zLU324zWLChQsFiS3vgMKrJ5sIoW5wEOVFoWD4Gu6Rzsi+r+rJ/kmL2J+j
np0SrRkdQnmdkjWKEb0E4WpkG6wLWQvb3ZXENOAXAFjAHO/O3iSq5C36+n6zd0Q/7uRYc5H3Iaby
OGZHLa+ZPmpV23FuosfrKouDlojHbmsCw6yapvufwD0Oqd9vpezve9vdiq0eZUle5GRsBb2MUcm+
amHzI+CuCb5CvcxL/KdRy9qyF3DT9CjVQeO8hJpmDb7G3UKL3HJCCPPslxNtjMF98ecYRK84XNJt
K13LnXXhBMTHyWbFlH6Ca0+qULq8ycAviWW3jGHCXRBaREjhoVMPClOge31ml7DpWwkaNqmWc26P
6IIZVoAv5WEavr1jL37wiE4hYSIeQpOLgAiF7gzVnmDx7DU7c3wpWlqefapZGGYSYlEjOqyThzkq
1MBqopUJobuaqxdFTlKt9ZCg/Ps6yK2QGNhXp6OogrQXms8hZAq639YDng2W0SSrHUGfMXsOOTBd
RqtVaxHDVEKGkKgTPIdcIfAuZ2AvsxpZS2JV49vlsGSXS1qwgXfaRL3qeqBuO20mQRelMyTdoyAb
nPDEGSAJSqWrKEMBw8E4BCOybqujz8AiYVVLJFyhZbxkDygmbURiU5xJD7zarvZyeFK6tmzaN5nd
pBAGW7ruxPZhdXJrnzcIrLI8Pf3VjA9LUUBTJm+wEgI6sBORl+Ir16kCKb9C3MRM4dhFsI/q0mCo
0OC9DhtqD3RWDZw9yC73eA5C4mRz/GsoduQPuIaogQFEFfqvX+XhoCq5WRJUaRo1oW3hELmdnNe0
SKjVfwOiMmS8U7PSft2IZBl6Hueu1M0G/Fculqf2LBpOG/ncqPbcH8ZQ/K+ht9gRsf3QAz61arRn
PFCNo1qqocsW7lG4RGCoy81qTF2jao/LonYxZnzU2BT9zzFEMbjIFqHrEQ1DP3UnK1gF/peVxwNL
9kC9ye2p/dhzWo0J+XdVU4jDrmXpiDgVEGftlM22EpBnAkLDOgIZ27Qr4IY8b47s5xv21Si1WAq+
1Ru5KdeLd9gheNxqg9dOqyIf7ME20wa2lNJkqOn2qKsmkVl1XL7fc7NCmGTIdMHytRYdu+YNh4nU
j2CJ+myybIdSdz7MC9aONhcHhIxoYAcPEXNwsdcGcQHFJqUqUVFqbqdJncXN/j1YTaPhxZzPVmAC
LdhfYsGn5//m5vLHuwwtwN81f/ti6dIrrNjVUy6bFVqm9ny8paJjf23kJaQRQQo2xUD6Gz6ndrxl
545q2NK+lBZhW+0Mof+dNKptHO2JCa6f1BZNw4jrdUI6h9UoD+Zs78YuQSCQbNUAjhCaPilcRNdm
wcAB1T1bi2kMedK3y126WMFNYtFS5gTyojWDlGXYnDuHEMm367aHvWeJQwDDVChnsguvqMgeXIDn
WN7tjzZDCjv868hA33dBUBqy5lVJdVl1Al4ewCSwbbPsaWnsf4BgdpvKwp+xnyF5XI/CzS/Czlp5
TqziY2fd4nN9GEPBZM+e9OB80CX3EE0PVATdK5wLGLapkrEebUaFH5+2wk8pgri7jUyyfkkb9fgD
zxwAIglTEipVlat4EDbnzkobcYrWHmKCPG+z91H9boUu9LiEYlNQIjK4zThK/ts3f/f6BCJecVA5
fBeaABwiLpqY18MmpcvnKwsyaFNbwRGSL6dzp4GDsaXoTKJjYPXUSmfYSknsF4kraak6LdG0Wkeo
w7AexbXyUwFBCujWSmMH8bH0K/+hOZFwACE3hs4aEnFFBn273Ez7q3ZiF43XCpMJqh9GPoZI6S8b
3kuaE8ZdKH8EHHtYE2inNbKjhhX2A64sF4c6ZHVTa4X5ZOVeXRFmOST07svKZj0XWgWbfKJF7wxi
VAuBLMrOOWVNGQmr45wkkNAU+/dDBVz0EuNaLILkO/auOHHIdpJxJ7lJPLAPx9QJ+7zKC4xOH6zY
VEEvrMI0NdyaHkadI1e0/q3NsfC7wvoQYGZcSAIHqf7snYWhkWnMFM2oiYldxl5mdOM1o6F9cnkf
+Yi2KZi+eZ3IFhZmHa1SdwxqfRJ1Pwk6ycK3I9oMUpXH/BHUQAigQB6K6wnZpIasj14zrqaWq314
nDX1GYvNQfGal4B8PXG9gE+a3nDKiCLn9w7Lgw8FIDrh0UpWFUrqxhbMeB8nNDW3WiQkwcSscW6X
UPmb8bAmZoOsXRKunJOX3R5jS71HLDF9X/sTthFc9yUJqaEdXltUcOUdsm5379qUbsFtGwHXWuG/
qQKHGXlplZOpQ0XLGizNxqKtoAuOKCz0tsCHGurce4JwT/sWWRrRXyjQLjxcEH+oqB8Q3wdLCvVK
LS3k5Ej4J+bWKgv+g8RJNDrPL0pMvDoslAVfp4mz4foZKVarHBgLuiCndk3Ug8DSjC2ug0N1qo12
RX3ti4MQZG5rSZniBndvdNkxCrwAergZUwUuGDmOxtAW4vVdg75c3hl3Qr/yXOCXYbQ7GOAPDdyC
nnXSSCojoQDGhjhcH1Q7LsYPcN1dFbrSwsvUkUVNCM1Lq0H4HlRb9PmGJH3Imm+2t5R383jqWlu3
MZKRhO5lowQYcYMszmLL3pfRXdHEkWEmkz1pJbrvbxsjedV39BnkcB/eUGBTaFQ0pSzDXTTXWwkI
ksNeELogprXYUgfOsmMQo+6V6S5SUltmE30oqKFnUWnW/UTSoOufJZq7irXJUuyZhFu66TLb1b75
5g0E17h1npBF88ISvOACAnJ05GC74mKlPvtHHVq51gF7sr/jTdEG9Geob0OailxrZAkRAI21kvRB
xbjesaL3HNq4V2hozCM35a6aYrFeaIpMMnVFqEr0XMUvTGwgOcJFM81U557cAMihbtsFrtiAphRp
/dw1p3VBG81tnDkAnGEtMmJUExPQpenxyYARPkruLLiu5i6O4/Ob3Fz9x1d1s45a8sft6NWadvLJ
e2HsagMSWY+gNmQCiUWMqHBZx6RJI+LnlBDLL7eyq0LlIhwWUT8/mrTy9FGTWZtj4R0EnCFG9NX5
9TaX7z/Cam3N9uliK+QLysPtbImbFQj6KKI7UN9sDpkVd22nnh/Rm+jEsjpFVVM6sto39zWHxsOS
TCh50hEMOUftJHsNQ6W/A9l1A1bwgVYCbTfN4Y48JQcP1pa5NTvKx0kapwDzeoO3QEcdnhWP1wPW
aI9q9pzJ62uOlqQLG2kGru1J1aPVNzWnHES1bmp1kGqj8GLZc3rYxUanXTgAgYQSsV661ltTGpRS
6uk2+sD05umkAYT6boJCFmFJgiZJZasTU2+Xlw2Mb57udagy3yKh/EnNie8b0SuaN/QDwRSlQEsh
TL1hwzha39v4MrItz8zWgjcrMIWirMIZkTR0Vs6gHpHu0hL+X+7e80mS5LoT9NAidZZuNTOYgSAJ
7hrt7suanZ3tf352X87W7nZJgLsECWBU93RXl0wdOsLj3nvuHiIjMyurp4GlbQIzUxUVGeHi+Xu/
p+PgNkSz/dv/8s/FH65++6tzy9J+Bdd/PR06bxY+ltA2XKBiQmVz5xSAyzTyJNWBblPqIpvep2UY
DIqM88rtVtk95ZVHbEULAqko9Vz0QuJfmxs2vvFXFMGlObUtiWrNOzzP5FyRrxgCyzfo2az3cFQx
DFB0ep9fqPSwyspmDgoMRVubPdALPB2buwembDISYm/ctkc+3Nwze5U6sRr3T95lGLI33wqXcinV
XH2Hw0MVGxwfTjbNOvDA6LhljvCl7PgY2zr+sz9ttxHP1JNiFW2iPWVWOOAeXbJSIfOd8SnS7Hhv
+Ld05F1BLTYbqjVL64VCwsmMTwxb7W5PqPDEIyYFZL1COVMfKN8DyHNaaI3B9jAYMUmUwCtJtsRF
Z0VcLaz3sJsQva5Yezmd0A/k2CmNriyYUES+4yeP5mjF7Lsc+Gy24b1NuQjwCDtmkQjuQpmtjpOa
aZRElD1vLHgUFrqWWlEvBMhXGCEz391n4az8/Ue/P+5xTduAyOSpjyg68W3vAybHrYb5nKoabHqG
tzynlAtahHH2eMo1EdzhZlh/DF7az+YExZ2xvqCKPZowaANU9gp0yucMdH1qRJezAZpwUrfMFXuI
ThX5zVIvFkkomv1IJU/PvHFAMnNko0ILjzAvpeJ9ycwZinsjDTAty2ycgqlZCqMzt6U8GBtFqpsX
/ge79MUKu4asPeEHuGE9lhvUoGdA7rhiUPUWhsc+mlkuHDTARAZkAohFXz0t6bMyEvZmj8U6/tAb
IDT8ki08LU8LdqmxnpGZJ2xyHn1BVbNekE9cJ99HlEe59L4lGZ6Ou4uEUdaRUMnxNVNyd/tqgrBT
pWMnWosV9V3g8dRJYcMD8uK99Ghr+PrcQI8RZq269pSckC7lmYOoPtHMCBXGxGdWapQUzyVapmM2
pC1iJryeKL3SJyU2wQIJizl54p3oQtjfCirLBifhgpu31NS1/OrkD31cs0UPFXnTMDy9DHstrraU
6Y3sLEe8BFLfMNCghzLeEe7zcuQlS5EPa7K5jTdXgr+vaWGc9TFRN1wT7JuaxfdsU379bbU2ldiu
xEykvm8+ahplu3VNrHGbw6+OryHAd+tJqzZ8fqTCF2JsoAY86DKlegti+61MCxI+JtmGqBeAL0zK
JGtT5vm1GYFdtMVME/cuXMGPdPVrHZIr3nVJ9b6AgMc5Zr36TJtrovaueaUlJ+ihKPwTHNHcnLxg
l3/fP/Fv01MtCbF0RvmKwv5ias5CHdfhganw2GhPRV6xKkJ/206PcwyrxppiZcryoiFKxG2eWml1
cpmugovyjtwp27RRitD7fR6FvHJkoHP3yM+0CrRTZdbUA+1GPRCJDPsdoRqpqgI+RU5fZmXfMKi8
Nc+kZpZZqjaxo8s5e5TmgzU01NtPYimKHF5Z8HxRmsBk0gZpqRXRqfKGocaDycieaSRloWR32S6e
piScSbSnDVV1ppPaySiPj4jB5VrdbTlTm9DrSEpRePBFthmrTf+yJ+Zaq1CWpFn0CVpUmcVXDxkV
UsRWp3tKI8FCfMzLRGWhgcjFSkREj4MFZ9DHPy/YuOdNS2up4B4W21Hdk6saLFOyt/FWsZZnfLqF
L6bCSsbiPu1cRAUn4SpWXeCmMJSIuiKwAt/4XkJ77W1ZaQSFWzXg9Kue2jKVnlUQCwtKUI2pDfzw
at0zaZ3JnvYoMlR26YMxy8+xA5p2wqxJocUTzP9wLWxW6jALdBDiSJo1t0eWDdzkihSNBcvGhrba
jEEG9UvfWePAtYFt98ZB9E9ftE8cRfpJIFbVffK55IR+5whP1cEWZTbdRnmPok2roeLzGm1rtsR6
TBUyn6hnVokOW+VxNCYKlreGMaCyeQl1yFn1cEdWHW5TKcDf2LizI30YdO7hnR+89ky5rJZDV9Sm
Cgq/2pUnQbm5JJers8ysyw1mTF81njxqj1AcHZ3tSG80O7LS6hgPem3DJl2hevgsfKEmNpFlsZij
Zu8rNfsFL6w2bxmouZcyq0XuaR/2y5DcUlSpctRMmUqcLfGH0p6IShRcPE1oqmV7XuKlJ6Gc3ani
RS/qVkzYA2BAT3ZpDGYbzFhYn60c0NUXHmLjif1vB4ymza8vjHrFqrpYTeSg+pbutRn2Dipn9hGq
32TXwPZ9+g2aZGqhxC5800sE83lBHkdceXdQmxPRime60hmBGSsWXT9HWxCu6lBt8IhIHfSOy+TN
hTBVcVkc7wvdnuJZtv0I8zsHm2hqXXypvSqs4enGIeBkjAwpKXI1/TOZJjscqrNbFeczFbWIoRdp
ETTobetUZkyE0bILRyCcYoyB5zprFI+tSv00LZXD9qH21J1mWxb02ITvV6839Tktfjha3IwlS8eX
WmowJFv5RE0qpwIXYePovVaLE1IKM3y+irB/4dfsf/iktRvoj9SEwyUvRWYhC0rshZDQ9K2ilcgy
ke034lylzNjUFArI6WvlglJFe7g/aw0DVnKQsS89ZE92e4RuB7NhnktaKpexrNVSga5zxcXOFQur
ToGhnnVZlQ0psWXRiAVj+iM8+cLvZ7IUUlmFaRYqN2GxQsVClSPWrzaSeDwmQpbgpCCKg7P8DUfs
N1bVdXIqdP6QIac6y/HoX+VsuNTfXYKA03sKC/eT3Gj7S4ehgIuf30Mz0TB/jxRkk+jE/mWBrhGq
lSd71APm/2ZCpf8kXMXug5zo/0JxtXOq0jZg5Ymtk7mQlTN2l8MPWORpQyG349hYsvAi0+Fb30bo
hnikbi6gonUnJgwm90AkBejW6LkABvhNKQuEYR0/Npmag4jsEtZGv95g6eAglK2mfunp/ydV+Uv/
NQgmeNj/wRjfpPovs7cBJal6WOQ54+TsWZF2qeOeUjIsHgfrjoyLM8U3Yhnjz39K2IMowp5iJYue
fpuU7pLJKl4rOr8W5bGZGDofi6/fcfP+ItyouitAG4HiloF6C2W0AiUsP1KriRv0cXgiP+vG9hLC
6/e+8hSb7L7EcHhTR64Dy7s2y6W04askAh0TgN478UMu6puwB+X/1+G4l2zeqCcMk72h5V0GImyR
zfr8jkoAz9X5vqaKzQtyKmQNZiVK5cA7f2D5vY3Jsn9w2MM4frzML3WdF3S0WR47sIZ5sxJdTkpM
0YgiqPKKnG99+DNWVSlqCZi1xXpCNhCTyRBw9A3nWOz+l8zQFuirSJuppukj0Tl7MAyqoc0WFtsM
cOIiAoG6V0pbpalybDk1AO+xdVaYc2Ij+JZ/ZlSw14xFpVkMz8ONDJbafYjn2ie7ScHQrJRsVVvl
gldolqslxK4zFogYzjeOZG4Jdi/C8WwmGrBv2Jahq6qWafktqnvlHZuJYhZ8NZ0VvZPzu3mEUUJx
XTtLCxTyvVXbZJC5nzc8yqkq5dRoWyC0uU1Xp9Y7uMUyZAkyrYVkWge6CjoRjYqMxp999UxLofdE
/dLvvPQxbRt17d6dTLzRbhRNiexskPB35T6zcPa9GkB1/V0uZER2j2Yw+AGWsgiIFO/WmJo/Z8W3
6/U9Lk75w/rh7WB6jtwJcdyoyB919tHMRg0IkRZCpvhcZQImKtWSK1TPG0dv67MkzG4jsckdXCQI
hP5Gm5kduLJQ6M5WCOcnlUBUKsnX7ZmWsC135Wf7vKXXmiK9vY1d+7v9Efh5H4+uifxXCrtfr79e
Yd1a/YZ+jzCtkqnYsETs3b0oZsRyOMJpIhi1WkOV9XynaGhGrQcypZs03aMzsouW2OVElni6ZTkc
MKtG5vgcvw2kMwkkUt45KVVNeF1dr2J0KyNGq0qYzP7BB5wYIBklrsxma/GtvKgtVBicpeHbZ/T0
f1TtReDXWXWEqSuqKLAf0rdFpdl3BIor0ZZjdUT0yjge+1NkfHc6gpHfa8Om4gN3V0d4DlxFw6Dq
yPgUT9adQna1kafANAlQV0PqGALa82JmiM6na45lw4GtBomMc7jJ3XeOiCkpxZVV0eO0QN/LXjMi
zKQEeClCLjesCNUWUIIOxgG+J0gO1//fong3waM6p/TZRxzYeMsL+C+KCz0ukbj+xPIHnuq5m4DM
XeUhElXwDvMqiqzUv9Ws2xSbad+WcpqPHzZG5m3W7CMwqw0u+831Orb579aGPqWQjUnaL9nKTZmb
WZZmrlZMf+T2xmJ8pKPnOQZhb7i5T33v/LA/58iSRoaW6RnFv41BHOvM3jx+GIIsyfE8bLKMgG5/
I4qKagtTtrJLh+amjD1fBUH1E+0ceCkONyhZQkEiaAzLgtIs0xl7lSeJwx5dKiwEKhnQNBpCSifT
B4zD8cs25bu+w4phoQuiLQY6VYtyWeIkydigTteLlb/y7ajAKEfG+0iRGEMGOMRAkzL8FtqCvI0g
ZIZjs6XfU1jdACCTZWydxwCtSETnAQfYlb+yVpsElie+Y/M0Es17WKkxHc2lqReZD6zQYLneZv3/
cra5Z8n6x4TprwKQqgYxwSgLtBn+2HP8ZQxqUJj3gKdgQLSTSrAxCBJR1ytBKzhSUQynInJ5U7CI
Pn8J49dsRcHPRVyYedy7D+9F9YwCBYCJEQRa3gPgkxl5MpJhzkU85QNQmVKtZ0nqcxzRiRl9Aanr
S7+6ZXlmEDD+zolyjGBkhUH+LeHnsJM0s2AgCWzK1Ahsa2i6pVjDJDiZ21sGn3VBRfNZBCjFgRXm
2SDFmnsU/MB0KiSlFR76lHI4RSk/n7MEjiuJ2uEkHua+XlA0OS97gBZCy+L3pz/dnb3bEQkm313W
zZ/0Lb9qM4pOr6sexzozdpQI2W3xQIZxVC+uRRWyiiHTqeTYeQtvYDsnzHtirYovpVJIyX9mP+g6
u98M9N1uj+ygVQhPUSOHm0Ji50RgeX+T4yHCxk948G2SCw/44nzcC0YF6y/hTyeuf3b2B/67W83B
3NjJu3L1KKXMQkn9FLSbBSiwzlG1KA1mhTsjkEiuunlzinwrXqzVsa1eDZ/W4Smnine0KLG052V1
KOlKbagbCchZtanrreCMTFZ/fK82jORPyK5DNKwTI0VWZ6FZAJuMYAxP74dczgP1ZzeoyUbmXeAQ
fErjxxTQjPNg02d3kc8osS0rlZ9AV6bCgZJxgwvdfMTimFycnpBZerW6jU6+hukEvKhRiKOXTaNJ
rGKW0NaALRx3fdA5Tj4oNESPVtyyQI6sRV9u0hubBi5bl8dQM0rDpgpgdk0zPuF0q2zZyDZsY3Yy
ebjywvgFyA1cAMtkF/GvRGc4xC4lFncSkyb0RjniG2zgbjeYcP5JHTd9NSNllQ3NatdMCddSNBdy
Q6keWCm6xxZZo0B520tkeIOaY2CSnNRPtCUFVG6o0BOF3pzeSc3FnrBx9GvUBHuEzcwdHTZFj0yH
GdOy1GxUY1fMH9oz6+MSBEvscF2V60EP/ontFNNTEGmCorgzcN/nIOGnbPCCs+GY+OxG9998vPw9
r+ZgN09zwVg7PsjZZgyCxHreRJA7CnujB4fEbClfVZ/woskC+wVz7oI6NG/G2k0YuSIP6gG3qLVF
UdjEkuUpbZV2hhb81epNE14WjspsxDA+RIhfABrOw3SbzT2jfySv16dk7dJHxi7vNgoXz1SGF2b5
/6yDVmhLPbwb65kJ3nEwLnRTJZWD3N4Y+1iqUzaYchmWTaGkACqjXANf8Su9zzaqb1AudmLTnB3d
rPIIc7V5eSeGLFW/RqibaSI66KmYsnynfBeuBEMtlpPIol5qP/SSoq6R01jkR2Tsla8DUQagylAK
/pOMgRvdfeiII5c9WdRwLykc9w0/30IQx+U8uo1gGFNzPUGTOkVDAnaiwsepK7oxV7SRb1GY8t9Y
suaHeD/WsweF1MemUFwDMEgns6Teyb20HPS8tMREr1/2p78Nr0qunYxMDjpbOTVEsx9KnCsoOQmZ
ZQ8wY0qdirp4ZNQkoeUA9IxWDtJ5ledcMpEYI1oF5QkGn9m7wzFbfrOhtSeFs3WXbu2DEe1QFs6e
kTSxC5XK9c8iBb00UuybvVqMyuQlS+eM0Z4Y9sNZL+GFxdE8ihYrStkzKDiXFamidscg+8ikfnuh
sg5xLygFkfKp5yYcZQeTG1lRozfSyP3alZUzV2N/2wyXrlOKG8BWZFBoWCjuNY2BJqky2yki3lQH
PRswKzBbC2lVJhTOx0oD7KfjUVQwmW1kC3tAxIbSvPKgq1OLTlzq21ednIFpiKBw4ri00xGi/p5b
ehoz+UmYMPQQYGBUTqPFr06cnr5wAZIPb8232nnRYAcDvs2blafvM6YbK8JUqyHrzaQwzKEFy6dN
xdniVCnLcrZhXKq6dGmiCBlRQwzgzpFFnFc8i+ger5RrZYZnkeheFLBFiC1lRLx7iW01t4/XRnKC
xRpoLEDePEx9Eetoi3TisZthiE0ZZBiMd/MYwctVTWN/Ojp7+RvDAzhyq/0/H7AG2X/qf/Pn+2//
93/6uPYKTuWZQWvhAxQyKx+RHjPzYe+0oHj2eONEw4x5qey87vGFJTclA/xKNcZxp8OMD0anmSRP
nnhYP1QZooGWDMyjR+3y7izP2G0v48LmoGVryrTAGm+DBbOo/9kMlC/NPNkEjyD0TMzCx2qvFHRl
BayEw+OCBkyBe2Re58UCw+evCgEE70YgrEXwsHNGpekTaxWONreTwsTdopBa33BmGeAydF1Qu8xN
X4TnYZaFnjQlpx1QuKak+xOdQA5L3NQtszJTxd8MTYptXBJsQWalOggGoPzZ8uMMFMmX/qNJLZp7
7EJB6bFhI1kwbDIX33sgbRNF2uaylpHi9qrZ85fwzHalnn5ZtagjqwS6PzTPcuz7zNBlt1OABkKt
4fMYK2tEdoJxBX0B9Wc9DbZ+44hKulXXQMB1lpFVmiawPT50JsIhlXNiAkSH8lwCcZCqFBj20vsV
c8xXCdbhBFWj/CLbQiO+KZDTNBqjeUpDK8986ZHHWbLxPNfNW7Yq4AiEbHVyqjm2LIpp5Q+695Y2
/MOcBeOvcdE3WnRyab3OlrI+RdkOEisA3tZgFJQ7x9grOBqxRPquIHlX3RQ0xFbkGIclld60b+it
cHxBQU327ulNFbDFtdOGnuIX9rme6lWte7/cloEt3Dyr4+QiGnzaUj8wz9MCpt7jcF+hJyalDHKB
hHWqd1Wu0hUwhthj82+d6/Pfep7hlVgNSu9NImfbyWIIdcPESJXd1a+8+nrSAWKxL834g5BFMYLo
u6zQY+YujBY9lZWtyanX0GqEKOwEwXW4g8ufVfXiuI+uATsV8XkNQaZ1c+6MbY+83bLU6MkIeOf/
UZZDh+o959raknJHxc4BN8KG2vg/E97AW8a1jhvOEmVvueFXsYkmF97ZgKm0T3o1p0ZZmvYWaGpQ
lancA/LhZr7TXEgbYTi1V1HTjRr3O60bxd6dWDrsSNzvMewzYYrRn6/SRnQRWxd1TWxh3Rt2Yow+
NIdg9gZs4QkTMTwulmSjWjInwVoXUCuOinsAp2MKL2Ay2U1GSHJDKE+OqOrkJin7FAfNTu5QUkDp
HLAHJgpwXTdC6owYwcICF9YLUiw5Fit/yOdTtUe0JolgylTiwSHr1GtRFMJKhspeYxZyL+wPkn+Z
sSFY4sZKbk6GWENoQtXNCyMNt+NWsegupfOC0MzubCcrpplRRIBJSlgN0+wVlpYafqyhFbVY5wYW
dLI3WGQZkyMsdjVJwsjg8cLS71G1TdI0jowP7/1pZHIrHbkZxtMaqE0PMo1zeOBqMsJsiVEZgG65
TuPcDWyqOVluNiWwAKP0yFgooKINQOYkykbhRKeCVG/IyC5iJtDDFhem62HRqoxiA4xh+q+rLOh7
G1i1cPUuX1AqLcW6SDsc41lZpGVRPmCvPwvrtTnAF5mpJ6LNjVNgETRBl6XLMxPkxYQCdjK/6GHk
aD6elnNALi5sI+gOZRQFzNy4ERHxK6T4AOBgHMpCFqOVMuLGsKj2YMbSTKTfLNMfGRbIz4o1CznV
HGJJxO3MgrOZAGdYLbGN21TZEc6vKE1QLzz+4DL97NG17fBs8i/2w7uBFcL884/XwsAxmMKUz5iO
2GXq2Sx9X67fuwtZJDqsw4Px16Gj28lGiFB7xMslKEW1/jjXJZNbRqPCRBvtqHSYu7m8Xw0IG1Ef
ZY2jZ7EwkRnemP3Kf5uc42yjoixEIXbH0JLcCWTEjujJDGBzAF9NerZdXAtbhmmB1qH1mLMWUZCD
sI+F3/gj+cj+eD4BFaP0YmH2lUGBDUF1Ta7Nq3tEY3DSYqfAfu6DDEBlSNZKA70j1GWGWVN/qZ0E
J3FxLVpwLHRj6C5cK3GCEdaduYuYdXHhhMZ3/S/veN0JvBsaEAuLyWorZzZhu7KICS6YR/kW8NgG
y+cxH4tT+2TUfoKdhjrN2hPT2hena5Gb5rmZ9CtuXgZqNJztyvxpg5Si49NxARgX+qRnrNEMUbBl
YWM1bCwQkBUIhUd+NLxBcLOYDs9eG397Fk6vH//IV6i7pZzXEjZvYrp+EW4z6nSPIeG+BViCVqhr
LedWgbld2VY7sDFPSgndP15gHF1Vc4A16nabR1pXirhR2xe50dZ+h3jN4HYxEqg4JI+jD5hfo36/
moE3vIWz4igbBTeqVkh/toSDtkFHMQV866MPoLRpluG4lb8rxHQIrjErE+klcO3MzheDOGbGY9Au
ktvgURseU5Ie98SEDb8QprGSdzeImrKazfGM61tsdRwzcUAcdZP6j1buIJ/YTFGXEYaubNUEOPaW
FTAndzOXYtbXVFouoLoV5cTHrLTd0ymGiEZ6irdFpa2HYjnNnElf1ondL6taXs//cEXYlbUpImvI
mZGJ+qQGdoSJqRIgTLoQHb/IIYDlnUaUJcSiZrCPtRV8Ig3adlxtwhK0iQKryVQaAxYjpUbAOfON
8jcR4kVc6Y9OlvHdRl/uapltAzzSAzbI8kk55pmWGIUPNFny9JLCoHS7xEyZN06RXWmiGgnw8jRB
InEu7fEqfHXG3L51ys9+Y5z9LiLcbsiuIzlTFaVMnults7vb8M8+pNLHsKhZN9Kcneqj/ae0Ounc
2tzwJFzXZde1QjoYExkzK5nj5dDI0pfbioxQ0UErwpyP1GL+ZgPwNQyBD5IBksvKgaQl5qaohDPE
4mR3nl8XFTbli3ZLGTE4awuzm9uklO0OGaj69Ti0pIVtaq+zjYuN5AQbNVTrPuHr47Q+Iea2JaJL
JDO3OursVK1b62Izab+shkxvX95n2/zPwj03C00xACDzKxQ2emM2nO/xNRh6mtd8NNsSZB6dgwDN
3S7Xp2l4JbV6veguYcacNFWdFDhiVo7lP5uMWpdGNkomhf/Z7KTRtKUk+7JYHexucIH7PrD6kVUX
EnF3+k4shMiGke/zrlhqFdANH6kz6T0ZMeJs22+P8OToW3v6LCePQBwusw2DDOtmHMGgEpELh3ZN
cnRmOLIirJylIq2pCLG3W79NXgOZHKqlGORhma4xSPWswCBz09RcFw6rngITctKBNZ5kL8/4Fyw7
P9cdLWHlg56N0V5bZsaSDe+p+vGJOSpgl6RLmpODWHJhVGTarWH1GsKoCabSB4ybT6ZO6qCQhvNH
rnxLEStSgySpKGWTNrl9yFz7YByHJLOdp6qbZ+exMk2O3Z0TogJLx+IGRRv0lYo6U9DsHKc57Ghp
nTNRKyVTJAHIPDl7r7mk74SZ+UoWfgZIajPLN7TyjaQEXJ2ly+sR94EJZlZNVzETVaP1IAg3JSvb
VUYyJnLpUNeXpWkfmTOVaSiBInJ9Jy/S0WQj4cmaOpqJkouVxUrpVvTORqBJVTbaKbEGGeb4lwuW
pjoCD+zKCywrZo6b2SZhbWHltbdALfaZDhTXQJ2xvK7/nElLfuQyqi7AV6LID4+WJYVCRaaWoekf
Lq4fzJPr7JXG3ixCX7AakUTd5HUx2ZOL+c/sx7tTQZkK4lPSIe1jLe087fmCr1kJnFzNL/q+Wblf
S0ds7YJhyH9ec78y722wcJnJ+iFimRCQWm4oTrwSlkjH+Lhy0oce0INOddSczPM7AQwLsZWz70cp
NzN9hB5Et0eU09MjcqL55RDbqunaep14xZ3G5uN7alTnzkrTf9UH8jLd++UmmIcG87/s/539/p/O
/tudyeLMNO3NCuucAK/3MA+ihElO5zMNy6VmWG4pLc2eX2bXmfSley/XWCY5FK1jRVFKN/EiG2Oy
+jFL32Jh5IQCsYXw9SjCaIMhbE784JSRXqRaaA9xKzfJfWaJqGq4Q66PZ74HwdKflzlfA5YyMxWf
gRkoS6IJTrUuANmTfSEXfkhCw/Fm2AxswjwV5pYh7F/6KjPZ2nD10hElDArU/zPQuLSYFaoKIMfE
H1CrV3GWmUKK0uGLa5UP3ms9YlqIuwCoGiKZOlUJCCxriCbI2NjgqHOHh5phvDROTzLmGqjNOAX1
/3LI3F1khFmXZg/pB3ZBl0C5UMJuIn4HCsvl+pyxIh+ysg5aYpap98k4OgIwbzu0mFjee7yxgH9x
IymxvVFBi1Y4oFvZReEmpMObpRVruvGocVsrROo+SHIzW4qKU1ppMarnfEIp9UXkZzJcKOCijJcw
6dLebfB4emYAy22snK9dv4xpkKY2vBitOrr9kICRz0tX532gJ5s/Um9AEoj6CWwbL96j0oi9bHts
9GW/byYOof7ypExDk4fZYuI4sBORxTzHG0Unb07/bpNKQsokr9xUvoFCeK8NrJxukNtdsUqTV/BB
U7LHIG7DdTjIURtvlGK+GeYZpTVXhh9X8FBPCs+0G4BQSEsezgmxQtVbTVeyIqs5NGkojRp1ebmt
VFlOKKOj6oCTyn5AxVk5azRpwfn7SsIWGQpVc5e2PmaTWOvRaeAzugYHJNI5pnn1zX9NCrR15vm/
bIzwi7+7fPVyMkUH2W96V2ZoWhRZGddmjS9jh73R+oHYgniHqK+K+uEZa7P2KBPwYsQdx86R795h
VD57FXpCBaZYSBm/dkMCX881UblUPl0ThlazGyBSQ4af3eF95ycqI0ooq8vIAQLQEVQZhcqAf9+N
Jrmj2lbpyUbJ0e8Gb4yE/eaflhmyuIwahDP0jRtVJJ7T2EenMLiL9f8IOYQzjXxAfgObw4GhXL2w
yl5E9TvE1yW0Q6nGq61yCz4c5+U6LUQcqpGW/qYd4iF/sNdHttE1mNEivHIrfAiHPsF2gm5S0o0a
thcl1hSAMKNuK+igwn0PqzqzS6UK5KIkUm15qLQGjcWBqp2OR8+UJjfSrrMAnRWWwdJ3WvZ4/jJ6
E7hXpQBIVAhGI3EsuW5xQhxg3PQCWz8LgRDRAs9cZSDNi6h0VuRJgpn2x5TU6BsuBb9kKcC8OMLW
B5XHOSnc7QqRMe6XwX1bZDb/OZ/9iJPA7h64vazHy+Qd5jTjO66NgutXNppCkcFmWPZ+09Gx8aTo
5UMIMI/zD5swsReGNmFRbFM8RtyzMTaEQj3fA+qx+rwsDbJDaN8/bLLMsR2uJat7y3z0QKrfRZtC
W/7uzrMb1t7FoGZEw79ENdt/H5+eEvGhUmFDkRz3qVOuQhonTPb2rEjzrLG8gkqWrGMQP+5T7rWG
7DB4xy2xF1Ypk6Yonq8GY32mJTX3mQhGNd+Pj3tCru78Xlh9Dxo/06YgIYPjdWPBtwy/ws5/rui8
JXzt/xUIe9mgKk3ZIbla1W0VVvts7/U/+0xKdiQwKNVUQiaDlCNFbI/KBDBjMqbCfs7BuyWisncS
tllbVI81wneuNL8O2lq2/1xshV5kDXrO7JaL5MCn4ufn7CiP1r+rT6Ai6E1VN39EP3tPWAuDLRvj
l3+pWbc2OW5w/mSXD7J8mqJlDFQi3EmOCANvOCv3IpkaAkuvvRJMW8ff/pQT2TQFl1silR2ZN9h5
Zqw0rl6DjzUMcLiPBduWmpvj5PLZX5fan9tc9wWZTjj5K0XCypV8CFa32ZKY0X6Wst8rUxnpje4+
zhsu1ieZrfVZj8q0U9/PbTTzqqTVXdurccBk/azPwW8VrTUsntjWI6RAHHbuN9WWOJ0hmUcs9KRd
DLP5GZQ1eXxGuRw3qOeYRK9BYzUzmmlPsZ28IcjmirR82UFgr1dI3zOk3qeSqfW5z36mCPueqUaV
agUKdcO0UXn1yU9V2HPTdu95P28CowbgLtunQjog2z3mDpyXsElpWv3wL3cxq2pBunpWs4rj8hOn
VTwpl0sllwW6LA+hQb09v0qOZ1dqaj21A9IC2+6s7ren3Gi4XS2mUfHn+S79KDjEpSJV8bem/0B2
pOf7BVP+TIEl7g8Hlcm4rdVu9j+nQVdNS6dIIwmNo6XYHh1x79ZrHb3709SPRoyZ1CPyI87caWcY
yedmMnp7LVL22Tp4cyV/M7WggyO+NW38kLXoJGEdBdzYuY/WE5v67Alqu0/OqCNE3tPDDeG+KmRR
X6r66PEmYW9lpitWvFXrlR+n/VWfx2cKl7JUzg8ZUS4pTVdwXGucMvHzhQL6UecIhWq71Qgjp1GD
SejLVQeCbvkyY5e+3NzYsiFsTjp7bjbwgN7WR/LKnkN6sdkFIY6cJLfryuQH5FSinnnfINd0iw6d
vUf1gGF987kPdfW6HS1ITXZ8bQZRkF84gwIT9aC1tIRksgonXZfmEdmWsz6I608+ev1n0LNO9Jkp
WckVGaBgpmxkrPkwarUvK5t77bW2hjdEo924Mj8OBMZqpYO2vvzcj62o1O7oy8Keed0uk/sknN7s
aT/lEGHftc/j2baJaKdVROS0tlRpYiwha+PMZ+pTRccaU6SsjjvMny2XuwtTPqrJroluuWpFmrFk
uAeQkwDylICTBfUzOu5ndPGRfc6PyKzYwmEFQtz4gIzTVWCSXUNicX/sN2wsPKjR8idHBVcAuyoe
pY/+51g/DuCoKr3rpzP2lWjWibX9w097YJ+CODF/KmLJQOJzLajbYQgavirrTQm3DlFvi+AlH7qn
GqpMYVr3UHmLiLVtMvkOIy0K5QTzYSQjOn1GvYzW5weiEt1nIcydKgtbFN9wFuqH9U3Gti1H4gB7
8ujlD5h2zXRFz/5Bg3ruSZFWaMw4lagSzt6F99hrQMf7xnHIWc6VIQCu67Rf88HTbLmi57pNQLJX
got7X/1V6Ln6nCuODRvxwUdpqYwYG/1Uiqp+zHoUBu4TFz7PD1nmhncsIeb7AJP+IOkU64rPVptK
qS+Ylm0qdjirXWQ7eL2t2APfNjVbh1kz47tXLVQwEJ42mOO/1wqVyaZmRGYRoXAx5uuD5rlSJHsF
FG8+wCqO9zmWmfKDtungsn57cBA4BVLZqZ0Fj1JSm1UvE6Oh3LX0Gyqrxb6BuwLR84Cv770GjQm6
vdiyJuz6VPwc6H/SuN9q8Geg56K12EdRqFnT+f77vZ9F2BNF2ECsszHysZLOtSlrG+/+vGJjTeaQ
zUbapjqqS7bMFOPbbFhIol0XIf+J0eGniTr3lBWQyDIfKYWIq+IJUVW3Zk3RX5eYM5tmMfZqOTBC
v8W+m4zkraDe3xBtLwbILGdyvw6F4iwUn0cXPG7wYiqB89qVXbwxI5FRx901pScXLWvEQf2yV7O2
TZ8ii4hM34qqdGwmxrzOD01Z1ZdMgpiJfJRSxJ/aN6cNPqaf1gwZ9vFDw2I/b5jutYMopZ/XfEyc
/exUgudK+iZaWytJHL7flF/J5YqPiX33n6WZNz4Xqo8JVq46R7VUIOc3LCyU2AISv/0VJZXQICNR
/o6+BSSxdmpavQKccMKKl9d4qEP2YVwYnJ2fsM35wDnhcD2maQcF++nVOxaXGzsu36wc533FfH/M
2d1vA/HABDvrzQaKGd8huOXGuhySuf1s834fu84aItuW0U8VAygrM6lJjFu0xosp0ftaNEIStfr7
Eq6wRru0ywZ3lC3MWTijWKqZjQFe/og25AVL3s+5UzyG4pt3NyYV20pY+AIDQsOHqKohZQE4Pikq
y9KPkzQhEjthqWAZRvrHEWn2v+Ct2vb4BSwejpQw6KWcGlSNaPBpL4dTNtGAkH8sTmdNaurH9UkD
vvST0lhAXgu5PCOcBPzqq47WW+kgTiQJE+SySAYCPkY0kAL+vBIdwj6QXHYlfxP8apf6kjBFaU6D
bCtcmHi1IKMIQsqEkfwq3MKZlw2x/0DbB0dj5svCzjHuWgJ0DvQMdAvX/3XFBrfsQ599KJn7+F9P
mOyLBPfDdZjj38hj8hboGegW6DMaBsmHj1piBkCgy0dn8RPQOdAz0C1cX//nL3954ieF890/fOH+
eoyJLJSZCvfD9R7rlbC35rjPenfUUQWo5oZZLykYd4U5UH4KkxAs0QONwOq9njLbMsweLtgV0n/N
GETvUfrNTrKU2K/ooRNQ9l0hK1qnP5qUCGHCLuAXAIHPx1RY3vihr7RvQ3myXNmFx1rMmD5jdxZb
nuT2iqV3CWihmw8sfffD8ozdf8V+/A9F9jW7/nVR9Gbr/1T+/lfB4pJsjb+S1MIdxZmG/IV1k7GP
PSqVj+aReW/J8iF1k+hrK71Ywosnp5HLuHlm2Wbem54AMHhzvpzehBrgfNf3pyMWO05psNc2y6yL
6L3e4AACT5aKNeX7bbmVngW4VOBPIcdBLlcF5OomVlghBolHC/YavUHPEvoU4FKBP0mO50ldBL0B
V4q9KCWLK+pdK55qqQmKCb3VpPDEPwDd/o2yhq2o+P1arcaHssZDS/Zn4OfAt4E/A/0DnQM9w/1w
/RX7v5E/23FENAN0C/QZOPDzzI0C4NvAn4HMgc6BnoFu4TqcqOjve8DPgW8Dfwb6BzoHeob74bo9
zoeilS3RM9BtLLkw087qzoFA58KOqxJuV8DPiW+XSP9XHOgZ7x+uDBaFCrh+pCpxjpqXp5Z3Tfvu
TfGeDxLcrobsh4KVr9mNx9KBZmFxQ+IlcBxGLm7i+Zg9OGy14vyeZWesBzzNsxJZBr9XWmzxssd8
a1ay6BW7tSPHXzDDydhNMSy+eqG/zKPMumTWdHQ+F1VMRIr4coRtGZ2LG8zT01ZqHz3koxMsgKsJ
lnsytIzvNGYOzPtk+uIiWUwAifxyahrG38S3Tf0ia7DLxUFpPmz4AoTe8Rt1/Qev1i8EdHCPCBSr
Uvr1oGnLLSt5CvqvzNJIBB5r1O82m3a9RGkf8lxKfaQR41yq4EbYXOBXfdWqD/axskUv2k3uYH+F
jeuSXrA2JR9bYw2ZG5DLKH9hH2dsSWsu9h32sTI2A38DPgb8SuprhjOzJbgDvgf8jRGdAD3Avgu5
DHIW+BjwK+BLtO8R7GMLorpVHWXsOnVC1Doivgf8DfiY6OAK+57SUH16322/lohT9nGtlkwUKrAU
FNFFfTrswIVLNNPwNurbC4DhhweNrYE1GixesJWDSfmXIEL6K322geuCl4x7jJPC5dIbB3aYGbXN
WqdGjA51T84s4GL/hvDyJEOK7N+683shfFny3+SGmkROJ+ylaigYawXcD9c9p3A+Mu03j+NpFpq9
zdkX55fBrK2WKhcKJYwrBg16tDjYIpAV9IhJ81ut0gSLUDH6qsJhrChQNDgQvYUkMqiYe+X8Gxlb
6pbQ6ESzd/R9a6hf4KtjtAvhxVPlDP1GDgP0iMpeZMhtArAwY21hhOLYkHwM+RUQxohR+RLkvdhd
hvgb8DHgVzYdW+HcSaYyloakcww4E/Ak4EaQyyB/4TbgY8CvgC8B/gScCXgS5DXIZZC/wN+AjwG/
wt0nkgI5DvIaFxZQl28BH6PDlYgmTSB/Qc7SOvWBL+Hoh4gnQV6DXAb5C/wN9gP4FeBSwJ+w2iDH
QV47mFWZAX+bYO8hpNu+2Na+9D5Ql8ZboHOgZ6TbPlZsKz2Wj1hhs7mZiSpNiWii5NVOtITdAz0D
3cKyula8WEv2hXi7CIDOgZ6BbuH6wxQB/vqEJa/Nj9ai5aUoVTJyjjR3S7gZ6ZPpQGzhF+sxu4A3
bs4SoHOgZ6BbuJ71mLN4iF9knsEm+Vugf6BzpOcv1nD9y6WZ/nrKgh/HH/4QNIDrRlqiWqhjjyl4
XfFHYRcS+jXoy5ZiB/eqhvJaNQSqlMLMrP0yMjAg1MfEV/1A2oVIv+YbBeIHlUdAJSSXWgfYFE0T
Af5y4T1ei+T99b3Qr0FfFiFtnjAEjSn9WcrfJG5Yy4rG8zzSs2zkyiEIYsCfQ6wSEIG8hl9BbwL9
CMl+yABP4gTP0A8Cchb0KVNU8/vAAGcCngR5DXIZ5C/oWaBPgd4EuBTwJ+BMkOMgr0Euk960BD0I
cCbgScCNIJdB/oKcrTTOQBigMrneIH9BzwJ9CvQmwKWAPwFnohw/GQq5PFMZFjkF/wt72kRJZnHY
qdd93W4G+DnwbeDPQP9A50DPcH+MO3AD/Bn4MPBboOc1eYXPdLZJ2anXA76dCcelgfQMz4XrsILr
gQb8HPm2lQD9I52P8H64vvJvBX8Gfgv0DHSL9DkdO8xOf/u1dIedfWFS0xCgW7gOxDSxU+DnwLeB
PwP9A50DPcP9cH2Y/iFp8N6irDll8bNDzD6X/dmvvfGGIYk8bUYRPPczUl4kIOlHT/5AucS3nxx8
IgQDLFlYyS+ssZw2TTzXmmipKbpyJQf89G/YTPQYTNiHj72YegtimRS35bRfHcgGaCsmyUz5C+AL
jwPkEsA8QPZ/sWVOf753M42xxDTikwQtR2YR7HSwGvu816rUhMbuEnLiLJl/ew4PHI6oO2Svjqvd
Z/yW87Un8ocSWXRW/e2h0RidyGZRKMJxuKT2JUn6pXkkPeefhbBHalXGjJmy2pMsNVotV9VHQSz4
h4MR9L7q9Hciup7TUhh4XkKu+P9PcMAnCspiXTntsO2dajUitfSxKynirLW97aH3XqWVTs0PhkBm
9ZSNxHZTZaXus6Sx9iAyevT2Rhx9tCvcRFlrRcEt3ZMKwu/RzrO6W0lcAF89o2NuXuLgNPdQzEIp
q1hhl418gwi/dEhhKNuv/k3Dbm2MDzwQ1IpICo7cdK2S2S4WxuF1Cm9BeNzAWaCbYMAu2kVfi77Z
JL9m3VxBtzc7fLxdj6FV0b+gc5X18PmLlg/UYE0FFaydbGlLG1X83KnpXHai8ZViaFQpw5KxuIfD
eQbEIYHlDmUpFXH9vq/W09FYP5Vk1QhtlXzV6KkSR5aYBG9QYdO1HVyIjgqIpnOvGADmocJWC3aI
fcEpqEq3lQNd6NaJSCZ4UKIKfln20ZJPPYUBbMwOSqJ3TIap8z8V2A6GbDPsjP1x7rcWsFoNa4fN
lj/pVyNYeEYQ11oxo3ROQUEcWxEC+/IAKE4t2YgPB3l1iZR/ybRyYA6H9qjBx3jDgdVvRH3cKj62
kpRWPCGXaVfNlq3baNU2LpvsvdjvNJZyueJjpjQde2IfrR3hEvluntUm0ZBJnDmboHX6kkZ8gYWl
STkn9nd/Ln+gsh5hT0nVieqgqjIyDFAY42Ekljf+Fc79SmPG2fj0/CNczxnWquZ5Vlz9G4s2ARsk
43fRxYemcanoeyqaYr7BsqkpkjTTv2NxPOSsV5iwDNghMBiqDp8FGkg39IwHmvYHT9VNXbDlB9fT
mAxd4kzW5zqn1Z2/osIfdE5eknKxof2FVf6jiKAT7UhUHFym6LayA8NfIzLhmqBH9Fl2ibVz2Ffs
odfPPX6/QTrJaZH5VBPRTcOMbcy7LvoaUouslEUOsz6y4iUbPrDiwYMV67tkoqDO5DFWm7lkf2Dz
275uW9ovaJcn8/+P4jfW4gDnbt6jii4xux66HysmdULyt+KDwJce1QkDeS3ksurefkhIWR3CciTz
0gF/Is40UV4LuQz8jfjY+qCQ+iCO1FhxiKEsbVd+RBMvOqJAXqNc1hnwNzx6epl3oJGnSsgbRK4T
2rK1LvkYul3YEugc6Nmn68EvkFDTCfojz9j4Sk1qtB2CuLGJbvFdYVL+4R/RU/9HZs7/5KXfA50D
PQPdwvXgNy7jjrW+T/6+b5zTOpH9g4jPkSQ0RIvadxhxs0L6ZIu7yUBjgyV1nreZA3QO9Ax0C9ev
Lpe+EWzcL2BXf6XnQP/wfVIWBnCdYQcAiwqp/BgSVfsq1MFVlnxQTj+Amg06fw9jkjf/wKzXuN2x
xopfS44jAqF1ou0TVWlUm7P0jliMGzg371nywdZZNnsfvt/MNce4ZIvTSPuGfX/RB4K9/4/Ony/j
995H4QJRcglVB9Rukthiy4jdLtmSs59s9sj/xXSZ7rKPwFE9/32ZLl/0ppfTyzxNwtHjV3rs/rJX
jrVR/+0r66WOSKO/Yefl7cpm8cv+FdPvv3L+7DaYaK8hl52G2mOw7b2s9KwBOiy0So73yaot9KNL
9UC9OvcKE63thvNcptOmQp/KWvjTolpDlQjzBZ6M5JVkV0CCUPNdpWclfbwtaNh7Zpf0u3Cpp5Pa
uTalake2Og6hanVt4rlaAj+fYJSdMUBbNTDXDdy/wh2ZXGER/sGY6BnoFt0TMcuuri04dGdj4M/A
JoHOgZ6BbuH6Ir+Kh8jPgW8Dfwb6JzoHAVTA9RlbEH9+AH4L9Ax0C/SZOgsa55eNbRGpbFWxqNhG
WvnAMSfbAToHeqb741fsNm0AhrDEQ83pZ0e1s49oEbKxBOSUEOoTL4fLPzhY08oqWA9YCjUvBgCM
e2MTYk/fLdIN84HFr695zh4tOqXmGElkYrE8pIo8he6nRh7E6ZqzmVc85qcwkXhl+yw2zlPQHL2C
XbxgG2CiwS88myW93uM8Yc4wVOY6KlY51VhqFqcXScLSwXW/uOOeluj5RDu9j9+dzd4zy321nJ0F
f5w19AuhRzw08NX+iKB6oUQgwqha36Z+QTQ9f1Z+o9kE0CJF4q7SLxTCPyOi15JdmoIgzHHzedST
67Sqn6mcayFFCwjnMu3vpnLQnCM8aGH2cxULh/y8J8mL3vsDyOV7+hrwsTl1l0B7i8VhHwuF34C/
YTDTSyHlGeyvWRWVvED+JpmHOYZ9d8jJD1wb+BjwK+BLCdUbhH38iI2tYE5r4G/AxygECcPWYH9B
jgvvAPA94G/Ax17gbCzY9xXNS6DNnyzZju+aGNFGMYgS22FLA5GP/w98uvhCFDcY46KPacon7M/R
CfYFYpSe8O6FgXXNvmJrx38z5mZUW22k+m/GLpZzXjbjF8VuvLapPgAyx5sbZmWXN49YDep+ugad
cVIw/dL6ANcnsvZs7J4YFodhl7ARE/8a7jdxs0rbnyffaOvThwkonnbvF68fiwZzjBoRlKAvPCqn
CZxKoS8vaa9Bjxh08MaF+jWNK5o3tsBJrsvfQY9u6stNQK510iCWTFRxRH1ZlysmZcgtwWB7wlCP
NlAvBr2DkR5hKgBbijJ2KtJDZ7VzjVFOkBCy9G8N8OcfqacCyGuQyzrxN+BjwK/6tN3U+QLltaOi
xYCPAc4UFnuQyyB/xYqhGC0eAX8CzkTrwc17lMtBDvwN+BjyK1NNNfmAAJNxDADK4Ukx4EzAkwnO
8RHkL8hZ4GOwA8CXAH8CzgQ8CfIa5DLIX+BvwMeAXwEuBfzZwxHqIK9t5OHA10zgY5zVyVZ9VV99
jlL1LdA50DPQLVz/8CX7xQWqZDcDpv8Ce5W4KsfhFxeSNjwMklkFFGGCeSBeMhuivWGYMjMwV3qB
dE67jNc99OeVjhfYgzR727JWUrygSpM2HlE0x0CfJ+xh9cLqudMhO83ZawM7oNwDPQPdwvU0ubfn
/5K98QC0s+XvgP6BzoGe4X64PkhXfm84erwd/vEfm7ld5mWNsUH//Tf1p98rRbICrpX984qthF1I
6NegL58kEmCUznZEeWjKh9/tCP8IJCGX0i5ExwGOMsgCSdguO9GpbS3oywR1NEOBKLQL0WEr6QCC
Xkz2z2CDG/he2IVIv05BX/bUWStIfRC4cU7QfaF61kTosZXymqptIzYEYWsRLgX8SRXa9QH2Z7JB
b9JIDwKcCXgSdh/kMkZ62D7oU0MsfKYB/gScCXgS5DVWo44N0LNAnwK9CXAp4E/AmSDHQV6DXAa9
CfQj0D8AZwKeBNwIchnkL8hZZdW8hoMDOBPwJBwAkMsgf0HPAn0K9CbApYA/AWeCHAd5DXK5IAoa
Ez2n1CSITg2s7fyaDmxEKwD07NH1a7xzAvwc+DbwZ6B/oHOgZ7gfrv8tALyvkA8DvwV6BrrFOq4F
W2vav56EwLddLGmJdA70DHS7Fh3LogL4OfBt2FSgf6RzZsD9cH3+Pah38LoS+C3QM9At0KfdK3N9
6H05Lah9MvBhoHNYTKBbuB4DyM/vgJ8D3wb+jGaF5e+AnuF+uD58/3999kz/AzHNjx1L0DGfk8/t
HkrGn3nKP0UHrI6f9DE/5Uu5fsBWufm8Uy73m0Y/reqI/0lLFe0npUhhj89igObs838+rQLJARv3
wGDaUEWncPMzDFFn/14+e0ZSZtEpLAkVoGwr3J/ovf3shR0L7TPTm0FQsZm6+zPr86X7CSv9ROaQ
HHfbsXzDG6CGlL1kovsPb1oWP+lj76eQT3O+Zp/Et/Vmn8LtEaIKRTmYZoskvOst0+rPpqlcGQif
V6JMk4EJxTM41MGPo1ai8wCzaVwedlZ6tftpA9V1iX0OVoiN29xPYi5GRwY5SlNZWRJkd71u989n
U5PjGrofvxpn1Ij5s3ySWurJDKDRdpnV5WGi3YlgTg/50z7xYzznxuxpIJR7Ki7Bjp7JtJ1dbNh8
zon62YK+fB5PkP81zqj4uclmeYj2HVok2VglaKzyqLPcvU+n2fgZEsuqyM34LEQTmFOdGT0kc0qs
eVBDmm2f/i6X9XYysPJzl91df64Hqc0ohkK/R2Kma0k1ZMtrAV2+Y6c6axE0ctg3f10ofvwnTnzl
XdrSdNsVoV5S56TPpPWVz2Bu5udepsRk3ph2GT3UWRU+ljWStml0VrplBlgcxl//Ez7+EQwMnW9R
e5R5BxaKP40WtdwxpIVtm2cC5/txl7zW2uLGVn6u8jiR1C2rtZOFb/Vui3epyXLIg5bJsbCotyFv
UTTuadbRDki063p7zs9SfGLZrYsdkObhjuPBD39FDLJzECwSMR41rKntUhlInmV/l1RsYzMscijo
vm1GQjtun0Y0OwjYskpgHNS2iufoX0utBbSKjowJyCttsvU6R7RcNpbPameh75SGwS7hYf+MpgAH
Pvef+4GZScB9WIo9KwxekHlahXsruqETrpnbemDaYBvUQ+torq4dVyvqs7d4iSXdRqzO1g71p5U7
3Td2cZGcfW7j4fP16ifAgIm94o0aMxW4jxHaw7qafdbklfoeswM/bleMjs3gM0hd6ynqUER1Hy9h
AhF/EEDavHDEaXSrKvZaWE1Wb6AD8xjRuAeMiACs2DiSEn8m8Onsi77WWFrEMvo8ZMkZcKYyZS+W
TeCxxcWUP011sZYrq2vWQpkT0p9LiE9Mjm9TxlOMUwVMas0mKU8qbc4R0+jeM+iQHpbQTVrT1vdz
r1dHqJXac+xsw/2x5p72yVvwxNI9a4Pz52vYh6nqRKk+84Oo4GhTFVCLtwW1nc52f5rmGz/n+OoH
20D/Jbqb7fykf7lHPwcBYWdiR22Jwf56n7++vqVOiG3L06Z/+srxI+GS/Xl26Wjb357PN8RHtd1A
Ov+EEWmfNIy/5mdl7FXAPu2Mlx0sVFZg67PMme+FVUd+XCrWeIVPKp5vZ9i5MGW92byt+nY23Hge
bzOeOivhQQYvJ/ilGnRHdsseaiGpn2JAd08tylJWnsHPpiEN84YcdFRaCjvO01V1EbU7M3TVkzvP
SU6VCIvbQGjFppbKlJh3dKAkFfewjcn+kd5qm0/DicpOstXhpZo4pmKNMPu+PI4DNJX0rU/lKZx2
aI7vIZGSgjzFlL1Wu2xxJanWuaez4VFyIPDU28JGk/WteYVMP5oh1oalXEWKNpWnrIV2okVnFRt5
aHhXjwWvDfae9i4MWNZqGS+r8D0CrQbMmm4zuXzXGcZ6zn6HDDreLT5n1vxYzKUrjZR3hZxSDPSc
vez8VbzBj9RYaXbfpHGaM1G5pXQwU4ZpWFaLUW/4UnYDZiugA9Nm02z3bHmTZdCzXtMbTrV9uHA4
Y+Vvj9QDimrDymAnaMc/5nqLa+7DfglnSWxhJDbVacACO9hv1FPnPcqpwIkmjgE/JgQgZJ5JNfMo
aciW769q7FmKSuIN29y1LYKnRzxe316+TJGSYbNiWjQARNJcsYI4+SUxqyC7OWEuJ8HWk3kk9YcC
2ocmkY9D9lf9KR3NZOlArXTlqTmvzWxatTH3NPhnCeoB0hPvgHad7eoT12jlKRf6HVkmEjTqVf11
HbbZyFUaywIHYr200nprDGiC2QH7i9sWlFrnhrUaSE8+V91dPL27R91VVzflu+xDQsUrXzMjNze0
KWeUhlbgl/HpHw1voQYfWkZBw9TVEkrr11aRapO5F+olxXYvu5r+S/b9Bp6wrqaRD/Yqi/X2vUeP
b7ZHr0xJiFV5Q8surzFFzVdRFZGerqulqkx50za+yRudoYJGa9fmIBIFgJpCuYI6VZNQn84kXP92
/6Zdd/B9l2F7+5FW0kmKLuSkUqotxlYNa2ygPBAunbSPVs13n3QMLTrX7Y7xQUSAY1k98xB4LTuU
uW5aC5/mpNufsSomiam2rcU04wYCIdGHEtxfb5PLctfEqwYZegMr5aq81kZ9BctYRdph60GpiLJ6
kXo71zpz7yoWmx1nnZNk4KKwxpvm39RqumULyx+Dh/u7aEzvaMVYFL1sHLNy1xlNj5Nae/Cq0eno
QTdzzB0YNJ5vtuG8177oPfViGvyxpga73Q7p59jyBDnGfKdGmbUbDy8j/ZBWGj1bvXeON3k8reSW
P0Nr30soVjE4kxnfkkn03BpC5I0s3kd6+X9V+Hm136K7JVoKFToUKUz8AqdrF+j8ahYnK7fWxqC6
SYuOThR11niwQ0XeW+x/bYwKo4WiDFPNU+4CH42UcIiPwJyWbmydrjL5oh3h6FGh33vMDOdylu5+
L8yA/exPXp9LkxWGMboSONPVsCSMjttpUeq0KyqFS0eIkaGjdU57oW1RuVMv/G2ZbXOUItlsSQxO
LHIYM74cyHXwiQCMJik6epf1mphh1Fphi9WV7ZrwtyjqQcrljLDocj7IZ+sDCLJzlIOO1t9V298+
hcMPvGWn2bBahduDRih9j83Ib1/JmPOxo8yeH2FpO8B7eodZ+h6TWbmf562LvWto7edtm87NZf3D
/dNj7ixdoR6Q7JgL7/K0TzAjNjhRop78DO5tdSS93aDMT3Bn6/xn8JHPZ4Q/AI8OvCsNGqLBegL2
5Ad27nnicY/atIV5RGfW5tcnaYugDrQpyfaaCxNRUfyZu8Z3w9i/yMc+cOD3n57kELHxLYh6DM4a
fKaQSuNp9MU+LZBE3/+ugCrlNBdQil3N3EvYlpUeQ0j7BuHsEFTro+a+nwCe81lTKIjePe4HC/Tl
VKn06JdoW1iqt2Pt97Q2Mnxjmxa0xu4XR7x76xWpppa/GW1IszW1xguMNjeqVLOHbeVR71oF87bV
OaUkkVm+ffTSXcSS0yk1OkxYEGJ186TzRVflDp+1V+qcGc6fJYFxp35L2ThCwkay5ar4iQJcu9dz
1jcaBp+tPfUavOa2DZ4PJCmv1Fssay+E49Qkpsm/X3cgjSjdTmOTcfZqCFlvF8Y/bUsanRmD3fIn
PdAittLRHnElF4dZmdUgX03ygGQfGuyG3lVlnRptXXMxzRmXf1olTarIDjOnXiCVuP/I07Zda3eT
p05b0raAbbWk3J6368hdNtLacij7HrpyFVKr4zKbyzX1lDjdBEwb4a8P2o1LhrzADsXkU52lhrW1
bFeaRIqcgn5s265GmDdYu+Y4OzmI3Z5MUrCoDTotZYL21QJp6l+uJ2s6UxWDatXwcTy268XaSrfP
lRuOy+rh2BtV6zNHVN5KmYyxTdjx8qArqEzzeFBZFMfmOWMpDCzBUeRTFru6JHlc2oJaMiEHDnbJ
sSCrRJylSNV0sWD/ImrPSi1kZuw/apVa0RESB5qV6o1e0iF6SfRDtqKspYMYdI/RFlSlV4/ZzfdI
87zNHMKW2hQfI1nVDmt7EMKRyo7G0uXzxfoWh+Nis7DmnfG0V76op7mtUBY7AVHZpMPwZ8e5xD4/
6cq4JhNu9C63RAkdF730ZVtoVwPZuHy3rmK1CBVOY/zYnK1TN+iu7rxoULurvpmoK5biSwmJHq7g
ZNbR1pt+FvjG+I5VaStFgzgKtZln6ruqEiarYpc05ZttyrnS2hZSgjFN1bAdVUNYa5rQKR59Z2/N
WKuZ4qRxBky9HuoCB7ODkbzRlI00kcjEiNgjvKsRX8wVIxg2ac7H2d2q+m5V6wdDtaDOjGcYZ0TT
hxLzO+9qzoX/WZ8iW9ttb+bKrNpj/hdy2ddqVfGA/GeWdG1E/c5R1NRSX7dpyaoqiqNc5URd+g3t
s90YyUStSX+/AMlUFo9fHxCEHn22/K5sgfpMbEWyzUNPFJEIitV7WMoT7gnUCEUY207d4K7YFl1X
gN6oKqhWtlcjqsWrTbWfiobhesG2rehFU8a0LY8/KEo4UWzB5Dj4kcXePopNTwWsZFTPkVxlXlMr
EA+fp3KzC7XltlpH7Nels8je4RWcRttmxLKjB8fWtu3a4RQBMmh4WBrwgAZitpwtegc1DMRS5oK/
RANcnH5hZA2CoCZBpaxkPhnuMLrxitqDJE+bxggbDolun221LaD1za3OCcmyLRuOK0lsU7FOFNu6
qCiQPi01O6J91cx5Kqsl0TPPuaaFGLNNpSSWdPRDlUP4hToRVLxRGPN10alHFxJEch6DCi+8G3UU
PZNOA2/wUp/5D6WIxMIErTH+mIi3OzXfwGX4DkAG9j4SdSNxYIYGyHHT3FpdHGpnCx9YW3LPZYNH
vGvMdKrBFmo+VdQ92/AVKMHADPNUBAFp9O/SLbCNkXhNpgMlpAIDqPUWipWxC2IvGFZLNop6d74t
RqMLA2OSJInYLe3JEMc603OmF0sHfqSyjboZi3nlma2WdbHPUlw2Q5gcwfRGMIzB+STfJMBE7CS2
JfswT+BZVmHJqgyqbGOG85WcvwzTPIB9GcRUAYPuPIfFHsytHhczK416Ww3jJbGqOoILO3QUgPst
I07ECXUF98nrveqJHsYsTGHmWN/+A54umtdQ5uNGqiIseZja+aWdOvO67QE36Vva9/39CGl5jNWx
84mOsGNjdeDhE0fzGFdCfMh0v3tg5kHPQfZJrl1jv7cpyGqjyvGmbv30aS9M9/Pe2m3h1GRp8X1o
fu9muod2ea9TK1QksKtdSrB/XsZTmsKOj9fJJ9bVUbPLz1ygK91PG+ef9MCsg0CO+eSjnQoLznXq
HFK3imPt4g36+dypQeZnfh5K+9pK4x/7rgN/8jUiqc+XfPVpSxgfYp76lvWm/KQHNljl4sln+Nto
5RML9B34dE1aBUYRwMhLRxu0TMx/yU05IIk4/8y7vJ8n5ELLcbQOG+y302XLfWTS5RLIzoO8Y+hQ
uUPJrkdme/uyFQ0oWR7P53dxO6uSvavKTmeqNrj0/Ip6h+rRZuPdfNfGGazbZ6ae1uvK/szYn6IW
PV/u90I+7D9N+v4fsnYKj3hXjgh1U49w0jkOTr3QRce8s5Peggb68gYdsdzYOb2hhrOD0TLhEcqT
eQR0PJUjzNTG7q5YUqlFm47o9/dASluVzg07BsnzRsi53xEB+6SA0dbIdtpb/CMY70weqwC4l3iQ
62+v3qxGMs/4VAcv6wj1zDyCFzzTzrtXjO73WHtcKgnxdC95YeChtdeMv09oa/kBImVm3l7MT4tK
KPhe6bkfE4+WvCfejPkk8oCSwaNeSWt7TM4+MIatyNRU+Xp7U3KKwZ/DA31mJNF+GNfiApnzxM7O
JAdeHwMqYmQghapapzVtWUpDTEq1F9RHWzt42sT6mGpHzS1OI333GhnQjxO+His3R5wv/RA27/Ab
aRRWamn95bpKU6FWOT2CsqmndrlrhIXV3PTbFrkUhzh2ccRdy446qe1XwMc0z3AkZutXj3XRsOEZ
yrrcPJlZpB7o7GBfq6bRrL3uslewF8Po06KxF5/GzayndJxtixQdOLthORdbs2nn3hqdM+zRQMs2
xPHVV4qOZr1RK54qUbJROcK+MrCIvpdpY5uE7PY7ZpZiD37booOluqG68hXN6yUrZnwv/19unbUM
h5e1l9XonEdX3961qM2vY2o1LrbX6JjlqxN4u5+X20dIOt3Zqcvg+RUGUq5WzsI/bZpgss7Za5wO
vguQkIOsUBWAoobQkg0m1gpx+SyzcYEiU62fvcO2Y4k1CXfwNLl3Z/unrFBKMasfF5Kds+29jFoc
LD2olewzLWj6EzpRc9dS/S9lHOjShpqo5zDlold0xiVtOfEneZHL/UIs157zrZ+pL3e2ZNjkSO3s
zWMSyPcd53K3AbDF/T5tdp+x8IgI1S4ahCCKD2va3jB+R55Kf4+EQLViVeUsZzytKVRwRFmlkLOe
Cv6XFgK78SqxPloB/OG4Kkp6i/eWnW/p1P7UZjcOZXPqTz520ACC0SEMKx/kG/I0Dms1viLsQsyu
3+S52W7BseM82wewhlazcr+la6k/frRtndLvdZ0YCbalLH3BI7fOwmtcF0cSQ6aqEgYNowEKUsfW
RFaaI6CW1cB10o2v2Bh3GX+rOKSl53I2+tYZSeJdRM73w017PxtD76HBsslxprMf23Iw3W9VG3cE
a9i5Gfb9MVFnoP2nasR3Csmc7AfS1ZUr9YRKlfmxw2oiKbyubVWSg3ecSVq4/a3C322sbIqhvtr4
pdqfsToDC5W5ovmsd9Z68ibfPZ1xYw1vrF1co/2Zq7X7c7ltHVvS0blP1j11WrKOHK7KIvUQHZV0
lvPDsIe6ZatULKVjO4rd3ihB4TLzFVV13SiWcKAWnKUm/aIjbCc7VAY1d/VStyZxHM85+++pelm+
3Kat9AjD1C51TxG2zC3ECEL5wKhi46lAmGX/CCuHGoc/3qsfOh30EnfGQxAEdi6tLpWd/Uut/Sho
v88v6+3dBm0jlxR0YAP+6R8lo/N9nKlxRT9gf6k2jhb8VcZitxCdBlcYlJF2YGr5bM1uREMw0fRg
1JvhwJOooXOC8RIhs5yghUvCpzHdaQcFG1xOu3pVHfuYbYs9mjH2Ve61jeC8sZZZzfSweoS9Vqpi
3sq77+B5S3zHaGokEojMmGzbHU1MnSLrUjGPfM9Z9hrjMTrkFiqk4Kq1q27+gVVS0lXD4MQPS+x5
SQb8Wbl9ZDWpyuA/XlMA6YfAvMj9Tb1K9zSjkfxWKBpU4hPdCx2bT6Z+i3yTXTrstD6T+4171SLk
2yKylp4UearZ/oTknuXxa1ihDNN51aGWsRf0WKfQRKiXqYw9+R7UpKW0Sr4JIjJnskiXSWud+bSn
cZ722crR/XwVjOnxGYX7dSReThPPfdWl2SAuFbXIHWtHUDkGrr5jNVla2Fi6nLI7A013FWKHR0UG
Lqkmr0zh/u/o+k07DeGc1qFZRtZT5+KajpdYhY+ABwKkiBslReeMfa+eb6tOryRZ1iM1jJGaeCQx
hqk1rmzO8OurxgmfUZtdTMB5w75RXntY70DRgEbjEfOK8Pkr54oZdJ5Lg0VjajtUyrj+FUa5owls
mbBoiIQqooQ81vtW2RTcvmToAmXcs3XSk4T/scT2MdjiWoZmPtwFyNNSMg2kAzZ8lJ0oHZZ7IhEA
Bm/J1ZNlW/Kswhuwm+uirtaC0EjHlskg7wyPDUrWyxnvScZ7Y1H7U/jrghU5+ZgusXtr4gYeu/pK
5uLzn4a6wzRFCfhyjo2k79csiMdlD8N1bWFemDDt1S55OkPVx6YmrrC2wQK1oJKzUPRhXuPKhzaz
QEz1hhzY7JDE2JBF2C6a1uVS8WRbEsvNmDmPEkzqYbl1lvUT3Dt4qZkNHVABfMWsHpl2JxMoljlF
9KbsJmT8lN24L/H8IrU47MMp3qNNBMkYP3Kkj/OMXa+y+MW3DfZiDQq51DmtgaHA7dy2AMFq4xwW
e/OQXxePcCDnnLkX02vgYwVbmMHvS1aWQ/1XSbox3VP2bgHbmpaYw0Kh2kqEXLhwTJwLlo1GEthq
Cftz0bdkCCIuthfBd13YGxjPR+u8FzGBrLBMMYywH8EDnSWb8POcTB9ptBqdPOhDNxvjE+zAX5tA
amYhHsrix3GcL1bzUnv4Y/J+cM3P3YUoEZBdcASRFMNpSJb6nqxZszfRMFycjrRyeHUzXrJvN+z2
5oMD9AhLe38/8OM/PXw079wPWfAfrs5/FXtmOdCYMc04rBQJnDNA2xRHZZrunWG80dnExw2B0/dD
zzeBHO5X6ZUAj2U0AqYfwmqf3bPob38xOB0UOtGBefXRcCOKQj57nPF/AMbzVf+HefJmEJ7m7sA2
vRNcNt+0/QC2fMFLNrwFKjKGCTMD1jfWGqjXjy5bWpUK4jDT6YsTV1KEcY9IY9NznbWV999YLF0E
QbQBfShcoUtss2C35Ulgz743rB+mj0nv9ckUNtZ9RdHd+eSuoGpY7IVmsyVOvm+fz3BgZlYwDyPE
reu+ppU/wQOvJKsrA3MumMjEnD8OMdQ9J8CCYkfj848YX/Y1D4oJEooTzIZ93/YT4OrUuTsP4MA6
9kUc2iYVytD7GVuksJLs9C0LbvUfe14RE9Ac99f32NJdo5lKeGbQDxNMwALuDs8cvmcfjeT7OI5u
6EBM2fWP2AL+bsM/rlncv5ycvRqdWCZFgAMYHKsYVEnZl1QY2wjOz6VkvPwRY2sTakxJnXaR0Xr0
3YwDyU16LvvaMnvEYYDPT4YUUqcxLTMmIB90DIPsX3ypm1PsTQsyeL4a+E5BMdAk45zXM0d0nzbD
YHRq3Jp5avuCCTroOByaDaDrsDFZBszMOXGvEcSEKbtdwPa+v/tTPyHuep/9OSTGsuDa+M2XI6dn
2Tqu/9ALvfyEuIGTuBJAvacD46+HdC5ZVhj/HQ90At+ulGzLXElYZzj5Fz125uWOgPW9TBvPKcTz
R9gHQJ+sZxnned7/ehr1sJrLB5bDofQNL8z6oiAiQLF8Enk2S8x+eMe8QS/RkkeTZF2BpfJgNYVZ
WGdjuD8lSJtfYlDV67/pjUHGB+w78/H7Ef8TNfXVbOe7OLjLvJ/i13+IzMmXZ5afDfvEYL2VR3DF
Js5zJoqzRdQKe4h23yHh6/4j+z6N/7kM55WW7dkDzIxwADn/ig2QZY6Udz1kyTL8yLh9xy6YiTXq
NsziZfHr2bJQSCUmZOlRbIaoYbVS6IpT7q24h2z7pUirtBtC6o6+cofB5VL3/1Yp2AvicI/MWCo4
B4MLrtC25Mpo6sdUtVKdNGywAXpVdIEofqHkxUcVPcIV2OiLn3t4wmOpwMGCY4WTAY3/jkvD3Yqi
flIadGxKUJo5bB4LdZ7NaTn0CcBNbHJapGxOnYjSBPMUtozchF5w4rGwNNq1yWLVQ/d6Wcpcq7xk
ocVm/wGPa98RiOKUGxJfVlQbURlY91SfKANIpiCXkpWFjA8X4eYi96CQdsWAvhKXNW4Z6siJildW
TJvpMUSeMI2YnS4JdVNetnh28hNZUaYYqxgTJHgYMu5hb5+0MXEQ7KC/2D2izxHr/R5WHY97fMM0
ByETj2nUGYssVpxN+idM8whyDpiTSfSaN4q5wRfZS8BfEuXqmJyQ4cqIvMdb5Yd9iZq9LXRLEZE6
R1ZQgppaoG6kKb1kwNGn464m0s2N9QUs8h4pUbQRaSOiSwWs/1ImQdXNKRs6u0WraatSfZEojbdC
UstjUfLAEMAI5J75ap2OLFuQ9QbAkzagNNthI+at7+FOnSyRNoodPlYcl9iSfoEnBf1uc1n0y56g
S3Ut8HwCT8ajcHbCdC0b2Xc6AQDD0hHZ28p2AKd75KZ9cWRSZAnn2ET94TSLcoosaLo09Nq0eMPt
iJbjYVqqoAQ6w33maVz4FyPDdb5g92dsWD5wSs9wMtlqfsSKykTJCeGc6OmhmAXxc+HYQreJVDwu
LwrKYinZyVsSdSglT8so0+4Bs5tCcvvKbsOlkUejMD0FLPHhZlOX3WPqzyOxZA9m3cDF8QT8doSJ
StPjMcD/U31sSnOCFztWXzXgUE/WvZT46rplSU33RNJgQUa3eiPoU9ZQfKtEZkkLGU4uAOAX+SOF
rDDvjU5JOuyeL2LjnGwj2a0YUMHhaDz4wcZZ5HYBo16SmcdEArNY2xAdMpsTFdkcsynznrUG+OJj
P6sNlubFYO0N4qm0eAWEhMgOlmh6BduADOQxsatNdWzcmtPpyJTWCY6OgxkI47CR+z8jOOQ6sFtw
njG0AyeeG72UZTOcslvSRsLwRmegxNv2KCBHDRudA0rlWK7PobbTwPEuQ3EsN/3cIWR5+dP/OIGF
gD999yAMk1na8NL4aDm89360xYCyG6n99sOxRal8X6UpVUlYut7QOFuclFcrvv7bSV4wfRm4Y7IK
jQc1zvAQR43vpKE9g+GFRGn9oGGfQnaae76yVfTE+php388wrSFAW4WMYLOxjSUrZzfnWA2zdK58
/IZnjmA5zkNclH4vcE7RA2xjpppuLcbZPNpgVpD93fuJT6Tm9JBmc9G/ht7+4vf0ksW0H2muB4ug
PSTGEpROM50W+mMElGqAFtMfuRNQ/xM+xRxCc7bpRbbOfN1kgbKM5N5vUByvZU1KHRQKWM3YGfKq
FzpsHGXluNkLuNLnvRKOAY6ofFyXAR5iC4gJJpPT+l/BlG/fLB/ud8S3tI1ODXNPtt/o5ChUcLff
TzpsMLxy2HpO1LnHVr9WlUvXnbc7nRgPvWPQ3gp4uGAfbjt2+ai31/1hVKWBlXgqzJZR1sFafR07
m7M9wp9S9pbOxo161xnvWK09OXK7eNpGzTq+rUh962VlNZLADs7pvkKnohv1bu9A2gj4YdLqpTOZ
JLjNzM/VPBLFd21mhGbAGk3remqfo9o5IFPJ9O3wjx0OsbwTPukpBFLUJJHTQ97eaAdDBI7+2A0a
23LoqcoI5cqsqU5I1CoF0DoiEsPeFZmw7xCduDu9Oam90xWhPx1vEnXNzWbHE7bLsSJieB7UhiX5
3qiLWhrsytYy9oRgFB06rCZY3gmitJxnRdV0jow+3+PHPxBgwGqVZ3uteY2u0u5KHBUhlDT+w5un
9hwpKSftwN6zyfxALMWwY7TPWz/k7VimF+KBZWNYeoUkSBdyOyylctEGnZNr7wu22L1dcqVMU+gs
O+Z1IPZJl2Z440D09Gaf1PNqdIzyHgbuqKXR+9q+I2zs2NuKxrT9+z5AbdZv0r60EltBR00BzZcE
YLHqnnMul7zuu6XV9Z5pIHHanbTJ/rf2dgm3ZEHLgPRiJSLVQwxl0zyvpLWVW4tndf2wO5z7W2XM
AHfOiJmcVNHeLxpES28tssaTNyQjzA7lVEVk/k2qQqsCddVG+BCNkBbx/2fuvZokybEzUWi4Cpm6
RNf09Mxydpek7T7c//96H3btGs3IJdkz06JkqpAeLuBQC8DdQ2RkZufQaFU3SOvJCuHuAI74jsZJ
IMVlkH7lub/CoC2Z9u2KOqQx6RVf//N8K03/LnwEA5uHlZhXew/TjL3gVP1vJz39N/1k5bYHXAbm
Ub95VOw2N5AZ3hZPjUPcB+x1rXfor82ENPFD3jmxnTzfHsFd9/x2m+iyuQHzEItFo90t1qaPQOBO
pITAjg+5tA//j/RhEcqWqfOjTnwoOM682/CuO+mbBSg0EHJ+2sfRR33bInjg2mlJzdkaxf4tYPBB
7QuQFLQmOR6CSvRpU1td3W7DKITbw6Qh3TqFhp0YE6Bv02r3I/Ott6UnANL3VeNHprPqPEC755l6
Gr4KW+jk9jp8RJdgdQrm2+TyrR5Ux+hg3R3irrdi32dL9BJetjUJoQ9rCxG/28uzaV0KyHrA7Hhk
hiSeeH/BeV+/bzZdGK7uCWYS+qiA0E8sVa3Xwqv1tjHQ+vB5VOrIZrSvx5z1/HvpNeHdd2Ax9NeR
Fcjy+cnNJ0hIO7G1isUOwicPA9wk3e8a4fBd0WY8n5xQH/Zzv2gnUEdk2+J/10jRdo5L/MW0O2q/
iM2Jj1BetM99B9QEAh4qB/G2rKFCzQyQtrbDtIBeHOpS08Nt4yfnetuistvjwjQkxETu74tQMvL5
vmTgz+BO7fPhuncismgfDjQ+owA+yPirD0V90YlH8zgC8RUcIbQYAvWXdb64cJzGdg0jmn6l3tPk
n/jEsdGiR6Z+0gD2T7WViaGrW9xTZKLzepAcwEJCzvnb7plX7qmSFb6xCRyo2/16wV2/GNxuhHjC
5eT7fSnQ7G8C7PAUOk798+7HAKurvnPmCuiKRQ2YxNpnMiqGs76sxeyqNuK+/sDRHwmXG4rw8z1J
dQv62e49riP9ub8OIXEnoltKMItk3UBRbCk5OtZyiz1TFT1mKMvHEPn0cQhzAIHVDMxfvaHgI6Kt
eTR62qoQzSGKehwgYzAMDme6Oejlx/YMAuPFY8SaxikQjTuQ0KCD54MHeRbc7C1THyYCJ3vwmjyG
qbuLXniPkOZ+UNP4dSaNIXIUliDuww8j0CaWNK0KYL1P2njp5vfrU2iVGKiHHoBJ62Q/rsOJbIfR
OaPpvwekNwwhYfwXaABdQPAJ9kb3/gyaInjObb8Oh1q+6O7v3JOlV0N/DY+Y9MQR3nf3u672sUqf
YH0T2uxsg0HeQXwZpuCEH/4AblkgziYo8ZXtGMld8I/g9rb/VdIz2KDLeh5vlaZ7p4Q7IpNBx6Gg
Om/6dCYUbheB27J+aP/kVdhx1C256rUACNMwrJd/VkgPolR/3p6phqAUvtNcs3loyykNRtLJ/Hod
hCIZA34F7n7wElrQoM31kFW+XxnZuyCUfo0IDhbhQN/veWmceRDGuXRNah+13cbQB0WGuQfO7VY3
c+DUjhiIqCt42UpauwJRqKyZ6T1fxGdSBk7Ojd/JH88Bvw5uoXjHOV+CkPpzsc/vpgUVLPOHeD8O
JPnWZ0PBOM1C/y1z60+wRB796XPA7nqRMgBqE4rIabhg0sq3++5M3c7/PYA9n+vjQuYhKE4B/s4/
GPvXDqp5G+rUoSDz0C4tQhAN4M1xUOT1yCdsODqIp224yT99OzBIjEHjOzsZeOSZ8iES6jGwA082
iMriNf6Ev6zBe2e1bRw4kvykDSadAtmHMxkLSRrXAG06esG9AonbvoN8r1+ceqgeRxAMuT+eioPU
N1cFJAPratFsoOmWU3dyexKI3hmrp+LYAkyI9cOuTiqOug1tRGc8L1+HuYkXuMvr2rPaaCE3Q5+4
0Cm6M592JSYY/JyhVyuxBMP3c/27jkJ9k8DgrxREeZz401xsAz39Hz4S4IO+5mktSsxg0vpnvBf+
VUiGQ9x+tJ/X73essM1Sxh5FAZQ/omeyfYowLRCvw5ULv6W0LxA51HawtVUC3AzUUrodSP3oMXLr
1a2f16aBCm6L3HTfmTtO/mXexSRb0lF76mRw5CRRR/a2x6m0cPwXkh/i14gsm/vqn4jP7NrrXe8I
VXO01wEbdhOvvL8Kh4lbczKXHrY5GEG3VDw1oxrwkjvwVN74ZToJ17l+zQ8rd4s3zfoC1CVIT6wk
oJz/6YQOUxyv6xjUp5x6y4X+Y61WPQ47QfXKoWuQXoc87psgzDHHDnPzUH5GgToNsoTtJiOWW4ci
AfkA1CPjzMGmXYgR5t7J0WSN7eHUU6+ksbdsx6P9E7VpG8n1OcZptsRRqG2cOVbIW/v2MliU099t
TGhBt3P6OIoZVA7cRn8skzB14+LUyqES8B4smhnMnDyf/qUuZcAGJ25drV0FxEjEEMh/mZVl4nVx
5e0iH5MZgCvmZ/fRd70IbxOf/Dpou2T4Hpxl/LvYgLdXN73je5Oi+h40X3409wvqnllIZyWEZ7eD
aWyWhp8o3u23T3TS4cNPdcj2onM6nuXWB2Y9DY7ufWb924vBd8VE85+hKoxv4+a3zEeLa01W5/Eq
uhyYEAGcjnl+dkJ4844tfxWApmDy1/Xle+157xVXbumlPxYVjfLZ5nS9/ETr19YHvv3IwzNnJg59
4Gp6Ulm6LTVRjROSizD9MlDW/f0reVf8gUUYomroo/HuqoORLW6H1/9HvSTd/ej1kkGUz/hF06Me
KM/0THumCdvf5HEvOjN8tXw6118+7dQzT/due6bFWdPbQQI+fNxnxp2k8Le9xI/5vo686WmHEtU2
d/iRQ3ly7+OnfdzoydY34Pe96iqPIFP6dB2tfLo33uunizOO51CdBRFPjkYSvNAJ/x8rutxra6Me
qBj05DO0njD46AM88xj100TvE1rKPlfLHtP+o4r+mVf50vXDJ/j8WKQke96wI+L4D7zK+kmOwP8h
AkBPl+tuR355TNE88HX/Fm004Ikw1OMv/vQHm3CV36xBfvluHDeqebUTy+ZvCC71r6u9EcwPiPuZ
nV88HSGVHtr05aNo3/HRF02hvylA1znVHzvB3ZTs6OlI8SNcGc7m1D4d4X1sB6MjauxnqTuz1zxx
ts+fdrP7xt+gHTf/Aa1a/3YBIn6JiFV7ezh/QpHF/ft3vR/e7sGDqHe3SXqwtxdPq4ntnl8fPWb2
dBTvrCe8I/wjt3mGy56Szd6R1IeLP+sDMd7hFXW/2u3aEZPcgYO2hrtSI/Xw8QZPy+BRv9dRH2ra
JsPk5EVR6UfUA3ocxe1yD8ieBvIGu4gBPabs8C2rDolw/9qTxw/FElC/fZr+LNi173t5HeU2SIuf
xr2/O2KWuAXW/rib/qZtcDNe9gEsrB4KJfSAV/Sjqzji8Kdf+xmRLwcz5G33KFQ9ZxyjQylm9rQU
33YvuO15NZjh84NYNdgfNudbYaunRfbBrVbho5DO97zUeWLqOGkeSJxk29z35lg4+6znPvkmPULd
7IA4/OP84MtTtkOI2kKhY0n4PJzKH7dXntE39VPC7SnzDdbAlssjAbvwJ9Q7YewR4dsnM7jsyH+d
h2ctDpdM7NPQ6GlhY19iBjb9kuELCNsXPIflHFmR1bHcwnvSpu9m8GDm725d8dEG768LYvsyCG1e
sjmE/EeSy17SNZG/QKrU7axr38ne7m38w0mIh+IGb8HS+rdF2iPbYcDf0DcWPd1pKdptg37AGWaX
zf6gBxhSh5wVhYMMuazLdG/fkr0f99W+/svzPTYtw/1OfwskReHe08TLgXVPBlV/r8EekkF7Q/4G
e9CUH0qS/LFjnYeHMUea+goMl+Ue9ApO6Jpup94/ZMODY8JeKW+tN26769Cj3+KjU54cwZXi6NC3
4ZiS7ZEO9EkFsv/hM5ruJ/Tw7jUOCIr4wpYgzdSWqKNeDIs9DuIP7VQV1oXvd2qty1k6f4Febo6I
IT8CpU3/sOP9Axy0K10ci3d8zLBbcAt2x5GDeC+xrXkgAdgzbjvyCAOr3zIWVP03CKvd+NJDfWbs
3mjmZyz6KDxJvLuWB+RDT67Lw4kgBvkistpHnkgrzUcPlGYg8U3bWRhhQA9blKb2Ee7FBz64wYPd
DHukkyeJ1BQPN+KXnknI0xmoaGsrwm4NqzCD0hcv7h9Ys1XZ8AUOUvOIvYYf85q8QPviR+nTPq6E
5AtcwX4OplT7VNdzwQUOuXi0BZRhyksFqufp0/jYhAWHLR/VY6m1bUvZvR3lT7O5fIy2dTAPMXgw
VuxQYNhjiS3cwdIjYNAG+c1HH0wGouyXiAjyVUFApM8Z4Wb/XdmeezuYMaJHSK96jE852fMQhXem
ofMwfAA8MmD2/Sb0pS4GZjsts2fwzt0vFqcXgoZtE6vtPsVdRYh9jHRpKw11PwUi6xNXUXeCS3h0
lA9H/qjwGOnhfqCo/zLfGdfAl5fiqs2/MtuDKjoNZo7A0t6OJEFW0kY95D06ftoAT/ZUpHwC+zVH
zqhjPHRyZOw7UfDn8wPtQI7cYtGRtxA/7etR/d7dHAnz6eHdORC6FwHHInP7xkSBMTlADuQJNx3Z
W8X8yDjaznctNPhw9RvuK9u/Pcye9MbfbofxmYdnEemHAGgTvjzNxLjf+4sj1FvtmZW9F9nuU90x
nyqPYNUDVhvsVhH3T7ESoQPR52etxn4b0/6Y1kdyXj3YeXl007250n5b/973Q3gSui1e4OA4FiEX
4Ekbb+u6r/6Wnud6q9yXj/p7Axq0T5pdD8gn1Tuit9ERa9LuN+RobehpzKSfcQ/3/OnVwYstqWgr
k/79ySU/cmTsaMcDgzT2mVgQ4C95oNOHi6NPe36M3pGshb+hyHbghHQMGVKDxAsjCJXdt1z4PhPt
EYB9lHjZ47dAL/UR7CWVzftdXLVM0w9TeBSe6cOjjPcshWPv4tbtI3fu5YdsLcI7SUjjOrgAf+SC
rG8OD38zcNDbP81DO2Rv97Sf71CDJyLiR/WZ6piMDziG7tJzQUiPC0p/B7r4QXM5Hmse5GE3phI/
YOXtCa/TJ89Q7PNRGO2qdxdoDs5rCNrWLk5YTzgK4tc82MPjhse+51/vgSkfPMRWYu81AD6w8T7v
jSRIQyw9DcbF1vWziX2TGrSnBpsQgPAIfbSrbcFAV/3m+9ShZOfNuARm3H9UhWPcK3wTd+EZ1uH9
ZurXf9I9zEFgxR4EBdTWBxuHpCMJDozHdt6uu+P1xCuLUb8WuefDmZ/sJgtH4Jd02CVaRbdAHACL
qAkNXHx20xjAcw9jVnDHyS3pnrn1/9D7K/wd71U//cJBrF9Ci7q4IxH6eexdTL4JmwTXAZjOA22/
OZxg++A12N40BXpw0I6+HoBb6904q8jLQ7dLcX/aXzDYBCJlCszCkGUdcLRoFkMg2naYTjjQgW7T
xorWwOiY392qNGAdAbU/D7reeeN2KOLE56YW7zqy9n230z3ccg/uJDAn3hmTeYTve3bCYyh+JOlT
1n0BJn1pUftJDqLrrq2fcOb/HJhRT9jc78EqnCzVGQ/2veMaegZu+ABsh1G2z663beJf+1QNTkGV
4JFV+84A3EthNIVoIkGf/G0vQDzt2tTMItmiopO2Sxjwbeg+++HCQK6xPtWjvu28+3B9ZD1G3S7o
aApigt/4wpxqGeYkm7xzS+oGfGTeLtpEtsk303qngK4FuOeEYWCwo6kbX3l0Au7s6qT4DGns8Kil
er28Z9E61Ej42orGHVK6FCCKrbJLPvdNc/qTvSBVjLPA1WffA/DWsRQ+C14qGctzgJvIy2jfMdAv
BgjUuvju70ZRMBNu4rtPi7enaMQ3rYZIncV50zKyT3maxJ04R15bRAkEmOoYD5qGqlugVTf3FoLb
8QmQt5IBPdt8OHf01jes0AnH4rpr3ESL9Du3Q+j9zfx8VeKcYoAH3k5UvgDpdp+lAmv7Ovv1LJq/
WYWmOmQPxXvyX1ogB6QXyxiCe+mgFXFcVeRIg7P3vXLxd//CNqDUTsTrhYp/PyJg2CdTsUMEcrKn
hDz4otAzB43vAPxpsKcAMeVuyf4WdqPHr4Osay0nm3O+tN45naybil750r/iPciSLNKOalg3xLvw
jTkOlGoZMCkrwZ+bFEHcNbNRB5wnA5KremCTrT3w8SGV2u/PBvfTD4jPM7fao/p57nvsDdLUbRY+
CgGYQ+Z2pJyEN+ON35B/3lPn8oOng/8TNOUXAP6fCnBOWtKWKyAm4Dpux8hUpwzwiNyC79HJxG4R
cGXX4ETu2hZ0nOu4LVfqWrMZGNy0NXqhVQd9HCAw0xVJpG2nxzSsZjuQPMjF2BGJuPg7BGKMWl2E
Z48ZBOgQichXviyz3gMPjqLbfvtL7mRklIOTV32l7bAnFekT4sJkciZ88fDIrmnXA8Yg92zsdi90
OK/bZjA+///DSKx9y/S42VP3/r9L939jjXbGMY27qqhl7KupZEgpbR9blsufA7XmGqW/vxzQwTlv
xxvp2cHWyR2NJx63tJrcXWUOsut9OET1l5anhuC/gZFDBBnvQL9TVg65/OTRCH4H+NhXljlt17x7
C5eyt39ve1Ke90eyLdf9b/6HnjpJv++m3/3NnuFSBDFb9wi57L/8E2irvMwWY/jM+pBLnXR6kNe9
al72fNV0uuZG9q4VGk70KsR3WECxRf9R0RPF5hDj/jG8g9f+nzxsXOy7cYYHIzvHS9k/c/sMlylo
C5CmvWNBdDOvDyKRrc3o2LW9TmJ2B7/sK4/aJxS1L/hd/xfAEzAJCZpN1j3hvptg1l96Tjoqt8GR
QhLw50O3wscZmJldMV77AQ5VVSIG66abbD4O5Zgo4U0fXklAW32n5r02v+/Ddca3UVJoNwlwZ+sR
0HUbXnemZLEOP8dtc19/NObX8MedvyALzO+btSYTp5fTyyBgIUiWRzZa0sqNXmq462ThfubI9YEA
XYdqI+lPP2lF5aZHgKR1Z/uPeOUV6eARc1A+jBbZQ9PoGWcqmXfbwePdl2HR/+rncEEnPPDGJuAs
xaGFZIiOvem/v0V1SS+/US++Q2snn8bcmw7zFskw3zbNhtKvrVXC0153Zx0xXCi/GIZky7F706WL
nbhue1+Fk/U+dIV2lHrsIkk7p6F86MvgOD4w9tyWvKKeAx3ZdJJ61QD0cBZdJyDxcRBftQ2XDdvz
CXZm76ZfB1loLIPE8TVNiScQlYA5B5/Q3eNu3MfN2M1v5us+ExcTPedbAHk0nEwRVZvsmYgpbXvj
Hpob+FHnU1goP0yThNs6aA4Kz6ND7iD1eAk/9aWOpN2/ZFhvOrGn+nywwltnvg8AbHu5K0CjIyZQ
4b5DT2UquL47P+u59c3NnFBdka56ak6IY7vN2TsImxj8TD1L3h/P/sBtH8U1bM+8waFPPPbDIstD
34kmhZ88G/u2Be1yIjW+Bh7Dj/2ToNZJmmDiJJWelG2LszQ27cbipug8VEnfLiwKAzoYcDY966ES
7oHSFim2USKcVi03reP1ZQdVVBb2Rb4tQagi/HUQD4ZGDBhbB2O0BGk5zjuVGG2pe9NOYryp+8Py
JXpewCam3BoeQUYK+t19oEHajBocaucb9VHqwPTJoCeQL5d+HM7w80fg7B13VqjyppSTv7VALAig
U6xDgxOm1uvw5BCqVSsJGhr3/Mm3W90dzaIIJabbYj23r7E3MNwmGxrSPdeyLr579/uxHuS6Qjzk
gtzBaUeHsWkbOfSAQ3f1YA0IhXu1X+GuqRf8GLZJR9JpxxxRzE37zCbjwWbF/NqXuk0wqKf8AkZg
UNwsnnYt2iO/7ODIkH+Qb3wFHinV2H75cu9Xm8sD4REfudy3cD8/ep6zoyuf9hBov0jngXxi3ftW
NC/wUfYDWLc3HffZHtveo+/blgtJX2G797rrNUca7R61enOg31fmYVhney+1lWD9d0a9BJFwB/Qf
CLaT/qNtc588fEPc6OqoeVvcb1W8p4GjDqw3/TNvvZV1L19J0HAiP0qqyPrvfNf/ioOEpZv9M532
yGvUH/hJv/X3u3EZn7oYWa9+0/7K06PYyrjPjMv6fQ1NZ93OfLrTD70wfZeL5xy4/EiFFvLJ2NLW
YPgf/aHqxruW9vkm4t3BKvIwiHNrup3ZUvgWIOwbXQ90XXLXPeQ2ffpk1DntPNqBPYwPZxh3Xl6j
9gq5H0Cuuiu0A7F7/5Rswx++svNIN+9CNttsWgZCd5NAma16PJ7d2P/K9NJ84yR1kKidTey+0XMK
pw9pq0ZdXPI+7k7Ip1o67RqPBkdQIGa/HZbZNjFmW0d1GDSzejSDEUa9H3srLdAQHqRyv+2vM9qO
cdlFcyqwyzwUrUd0T9LaVmrJQ5H2O9pxd0zv2kSzZuXtIeUdw3cPpHPSHZh9Bovt5ZyQ3tAYtWoT
HoV1dHsLX8PetDgOgqVC2ODdkR5PiG+RUOJVQNeh5XzLud2oTPeBffBzuJPYuP3npPsTbEJab8Zi
HZV7wzxbBgmUnbQ1E3JXng126e91+8XyoZgnoVj/gT+642CVdTGRxgcMikGskt3OdL1oZjsPxZb4
Yuw7PdjUcYxuuxz1fTREyAdpHvB1p7Yy2HbskH0RZhb7OLAgrAlqgR0AbeMldAT2ZpQBdKClcYsq
aZdV0W6NalfeSlF1rPZ4Q/r7JIDcDPAuxO5TDKMngqWS72KGbbL+BnXtFm7Z06A/JDe1Q59lv6vS
o8Iwh0n0GKBt69TfS2zny4xBlziB9vT7tsHFXfi7nUozBrHb9389zPHo7g3Gl8GsngSFsop2xtMp
gFe9/Ev7hNoobKmD36Y/yEnwh29CE/jwOD67cxmmHjuRubgHEuyGuYz7py3D0EkY/giZJO9rJ2ID
J2DVLdYtIQww8eX+qk3ii8C76MB6c89w03ZDPQVRgNev3e77sJsfVP3X/mjbjIJR0959EIcabkcu
+R34ZEMoqhd2SQw+BKLxg2PCveK6vYhtaj+8wWsZ1QU+3nXzsCMbCmKHwWi8yQ4mFw/7cVb5yjeF
CSMtwI0TIuJzAiToAq/4JBzdtDt3b8zarvmbGYX+Z8nu4Jq2DGXkt8c39i6DJ4AAmvdfQz37J6FF
hI87BFbIvAWQSbEY9Qwog+k/6KST6imz3Q53sNFN0HwcMOkj8fq0I4/CGYYYVGch+7rs+iNt69UU
7YR5BUsnlywFsgG/jMBHEoHGBxKd7jZoy6+vPLVK0T2ET8spAdwDdecpoHGIJ2DGje+nHQ+BiBcD
QOpjq7kG9anvykGDU9uR3Oo2X42XD8C69D4/txeAyK7M49b/Z0UvwBr6uhETb1AIR0wJIGgwAHMr
wLjw1LIQ4GNZ+LDFlmwUODMeJpdW3tPrNoTZqHsLfy1S5T0PEFgyw37IPWN+hOoloOX+GNfyv+Rg
r0FxfIvWr8JUg8qur5LwFZGPB/FJ6DkdGl6yrRq2tLpyCulUXckuV2718V9HGIzZXauWJsAixUKX
XXhL6Xf+zre+/QoGo1Uy2TjSFkNwKpLZwGmQOivq/HcsikldQBihE7fMf3n/r9GVe55tjlm8xh9G
c4ghqK8rfzoEffnobndnbp1q1l2zPQBPPrViWiv3zq1bkO58Pgb9oT4UwQT59koO9dL05HWrBqp3
jicK31LJHCVBeK6m1FB0EaKcP+r0MtqzYLzzu815bdq0sE69+Y6Ma4BK7vfmdgVGgSB9ERP5wX1M
TW2l3bjTK+xPsnUH9kaoQ64evLLp5n9XGXWUML9rVoC+Hd3aMIikN2Jg4AIWMhGcPlu2PfkaMIwO
E1hSL2+i0H4k3kvF5wSgoEjIIQZrA3KZCHkxjiY+gE3+AyuipnW95Zc888Nu2uZZnaAMk2scelBT
L3Hr4HLLRklbephaIDTQbSu5AsRzMHc0jvbyZCs/M4aFiUyfl9Dh4KxOfhloxDbLzm7jAbbjw7Sv
/X9mD4Z4Iz/ozcIDf5mveF+Dx/vltjil4wyexzxBsLzv1dd+Syd+0+ylQKw/uYPjpJKOjdAn5qQ1
k3uW+LLNmqjn5oeoVdzb5ynbmXRBM/jl6QEtrP5oP9VgpZui8+80uiOyQRmEUN0bYkDD/QRERvyg
JUlCAAVgPG7VO3ba6PPj9TORX8aZ7jpbzuPZaYJj4yRTyDbjoguMe6JFrb9V+yY5cQjDOZaehWP5
lciM02V4MN8xR4D7tacfZzYlhvkrnPToRoPINP8z3M7ReKmBuAaLemj+tPqY9xiVhHM+CX988KS7
brliFhRfOuhEdxUejoWfTILs+Yl3Hg/jFRDfJoqQPUdH49XZku0pr9l5977yXg6vxeKAQ973JUks
xIwy8NO2b88kqMmr4GcLGR1R1QMP92CtFZz3Xue2N+xV+LvOdgamBHei/Sbquu0MuLc0NAaXaPkl
rOVDyzxZCB1pP1XFu8rcA4zC+JL+UEdDULhLTGrZtWkOJBs+Zc7ICwHDSeCUKwqmYzD/3seoBja0
fyxlrH0ntCUEm6oDsokAmjmUWrWhrC9OGoU9+l56E7Dyc6cqFDbxTHj13AKqbWqrU5plcJjffQaL
EHN2JJw7uUBvqy4Os2ytyDCRw3u6p2ARWs35pkH/CCTFrU18EzrI5Rm4CxtTQmDacQ0Tv1tu35Zb
o2DYC08OysofpbgKdoj0jTsXNHVvylNwWvv91xCQ7wOEk6Dso0uLz74BrdOVd4GxnV4tHK1koHwT
2q4y35W/bYjlxwGtp4j3jVu5Z0YnYJuxd12Ul6HiNAbyBEwIyGVbT2H89J82eDt87W5TLpxVGZZJ
w1C9H4P7TIRGwBEEQ4fVfoEKeSmZTz19vUagxA25aOZ1h3Rh0tXVDK48jTlj8Ip13lqaoY/yvduA
denMWEcDtc+RCx3ccrsW4ZSdkri/tbXa8Da119FG6psPIwMmr4EccXxh2z6cOAwpBJ88neJ+Euzr
CYjeVpOpr46Ry1BME4F5fTOff6llWGnbjnEAEDKqAZRvwMCEkePgJswc+gtPfXsKFkSybQoN3aab
TMwS1VZDDhxyvWTWbHyyWmiDu1VePxBgnVX/h8Q3EB2AyXc+1P9LlgEpMuVnloFPZr4o71hIjqs7
wl66c44idjPz4+40+KflrZ9h/crTdkZB9Ue1+h9v+j6BsVOKqyA7dBeZ0xmH+I8AD/NVsbkVgbJv
h1LQv1QfSyU7z0bWOWRRQZ02K8vbzg8UzwCeNdmBIaiIe7QKCGVpbioc0gZPy6leTp3Ydwzez0gK
tPE/SwX4AEQ4CbO0vcqHsI7mg9YP6UfwmTiWfOoJbibXrcEzSxwFfImL91Z7o/NUyr9L1q0/d7AU
4M0bdz6277GVuEWUXviPunbCIEGAvznxqymkOQ1thKurQuWb5T83QdQZrn1zY6cfjD2jxAB4nuVN
GFVGSp8bFW+8+4X42VmAWPkdcE+GRvDcgsIUfi7BW5ydSjD6/Zcc3L8PhsnGJxCYUFqeuf+8u43L
MExlWvk7bs4ETlgTT/04JlXlvsJbYKWkO/I+lnQPRie1Q0Tq1hlYJ7cxGL1KEQbXU/bG7dt3CfkC
/Hwc6KeP2BVBw1XdQrh5XUcg++9geTp0hDDDkZqAK/QhEjLRyU+1wwM1IHeLAaFEKTacq6aJRENs
gR3/pCBdLhy1UGicad62pqS8VOM8jd3mV6U4tYM2tXsQOashddq08nmdcyFx55d8N/CgYPyPNcp9
I7O3348qQgxfLFeLn5wq12Bw8yEbzh12I6PktuyO6S4hPhfkx3mTxdUGoH/LL07y0zcCTOh3NBlj
MPhjlNdnmAE2GC+EKUrw5ma9Co519sWO6E3x+uzsMs43ioautdfmtNJc3HzGzQYl9xTdOrwK0Bxg
bdMMljpL68I3WxYkVDhOp7cmshb5WCrH9xe81tXqLGLTiDb1oAAJPv/jxC7fXC4S2sjFDHCZoS/R
iaS2ehPdg3EWn2RltYkUG9jTZXTK7c3l8q+z0SX4XyC7/v+S2dzdxZzgTSlaHTKbnFa3ny8//vPs
NAW3803+8fdny9kV+7so/t2ozn53Sk++17eOzwcVyJYb+FFvTuT7X2JvzLD18lWxuviHP8a//+Eu
uSzhvQFVzi4F+nN8/f9iyQp+R1SeOKsNaUYwHMuN2MRW1usoflfCE0Byq8SS23uj6ogP1MBtf1wy
iVipl0OQrqtG6eHAJqg6aWrGoYPfmrO7mg/jCfT5gYhYcL4ucnVrCC54NZO5+qIFszUDq0anMvFz
CU2cMrUWA70cpbYWujERj2tmOJhVRuZxbTanxYAjvUkEtTfFOhlWtVkrpmKIGzrHNSLRqLivnd2I
yaWKJ+eJNQILcherOCZDpFEypkn1J0CHBSh1BDlG15AAqSGSGknmi5sNU9N8ZQ2z1Wq+vuXrBLLX
WVwL2CBdcY2czUhYHSFmlLDRuTOwStGsEqBymciqXsGkUJBV6PP0qioae59XMS+WcNGsmIRySUoU
W5LFJWE8YicM5ExKZwYkuokgpjBN9doiTAuGdRP7JBtHpTlqtEheXSg7dgoTshGooYOUhFO5bqKs
oMNL8yuLhjyTyBbQwiQhGZKpsZHJhnDJJBmlDmavCvZhrfnvlc6jEYB0zcUAohoXuNDMVHVORHle
WweJIq2LE7ys8ErCOLZmKSVN0ZWYZpESBokxsTiq1xLkzZxbU8ooNDpV9ssJZplVRK7dTq3hWhs1
XCw2onRUgD+wAtNaKtjcqaaWRkZ4UUJvKAywAUmEkNUXs9k4OGxTsboAZ7UazNLFeqX1GtXFAoja
VHFz7x4SxX40loxjiuTAWbRW6oxMdaPjlBa43jlevZJMZO5Hb0UJ3Db/EG09ts+1rp2+GLUtOlXn
b2ndiD6sEzdI5fHWHdtjUdibPrdZ6DjvPokbiSJn4fvothNNBm6NL+gbpzKnJGbDNYCIJrrsNREU
/eABsdWXs9bcY5NysGbKwA8G+7lTVreBHtOoKK5rgqgtOS4LANVZ2U49dkYQV63/m7Tdjp0dzZ2k
wxjQmYzabjk4B92Mu43TxR6C5K3TXHnPnuHMXZGqLyJ0dcAGhr6tG2iYnwp3T4q83MhKxvZusXD6
QLiVCkkcsoCCNaocWIacDVyNtMmKPK1BFHPUOD2bC6dBsRM37n+g99pbIi9GGIzowJx6hxW3EmEN
TY1GTVFSpxghEx/varsQ9dJS6y8LGRBSN6i07ok2rYcHqtw3PjaLqO/yhHoPumNToFiw00MQCam2
+YxvZQ3lRfBxp9WgEHZa8Ei0FIPW/UA8G4L9fm8dJmGykdyZEQ3hyzhbODEdncoJKxrluNHjLbOh
3NEjb9agdIIvTuxdDRKnI9fKJjxbxuSDwOvCAqSKxhmS3gVovWGCuRwN8BCVhluHS1eLwum7Whhr
dCmsGmjtlu7kjfGJG/65okK1zZNwCmMP7YDbHNyG6hzz25kY0abtU7oEomvdxXUxQtjTQJVEaxMm
Sfrs+wu/WtZNdQ8WSaB+TDXNSGCjTVzKs2xmwefGIqi1uuwrn8tI+gFE2Vrf2KFtULproQ5x64bH
bRtX6McDdwb8aIoaQTXDuXIEKrA8z9bGW4cqW0cCqWGTxs4eiCvIYjbuAt3XXYuRjZ4ELoTxJJZt
99bVSvCowVhy450/g6weNF3Uw+ANDpnrYzqMIcgw49yBZzUa8wob5cAStrk7/itlz6Wmhtjm7Ioy
wlDk6B1BiJab0rEPllK5LcGcOOjEBfSduIkUK6JsNaGO+NxCmIYhzAql5RYBMeSjwRkEte+cy1gh
S8hmTZ3HWuRoEc8UhXwoRslgrYsC5tA6ZLla2qp0AjdwqtG08+lCo/ykSYdBxLiVQp8Fvc+ptT6O
QkLJ+407TJ80r5LG0bt2RvcFxKhpBHGqm410s3ScQGImNj47pUl8aMje62iIYgMH2loKneSHVPBG
UlMqBuyplbFIJB25HVS5u53TL+vae0ffjJCfPY4cb0PrjDAbzYppFIuLFecJjbMmd1LeNLAhooF5
cKsrnESVOldwDJ2ucOjGCmd7pKJBMYGy3uAIEraqysswyAUtxRlUxqKCoWD85haL2ZfzGz5LkE2d
oVRHI3NyZ5zgsWadq3xQTIxJxs6Elm8MXQe73QkMNPCjA2OQCj+VzYpmnKuls3Y9iPh1UY4xJeWX
MirlOHIowU+ALDRonLlolHHgVSFDh5afEXDi9QFz0MhZyE3pJFDhmDF3R6Sws3aIdc9d/suVw8ly
oKy6bJzE/rImeETQeVaaX++WH+t6RqTb4ZWTHDGU5cI7cVkS6aHyQsauHFv76rLsbkCC5BnJuYKW
4cjIws9GJA7zsFo40UUdOiBaU101Nh86SozBNHc4rQFJ9WE11xFIV+RMF94lLoie/RrS7PPb5b8v
FwgRXa9vjDxzaGEA/0W6fRt9iOu/GIQihsz6xklXd3J4GZI8RrFA8dgpBUxwHCk4gc3UrOsfsYrK
wuZ/MaHFLlM5NkM9GrwTd+tY2/UkKyrpDITBcCpvldUTmWRj8atTpfASSMemIzCJgMOBnknlnFrQ
Ol1VQZldF8lGfqLAiAbAjScSP9Mlj7gzrqwjRoywamYOmvoSEWoLeVs4xK/Nxpx/CmmsjgPKmsRT
cAeWN5V0GK9GakHTBnH0OlLcLTVHxTpvimtZ38rqDg6bVe74cYx1pSKFma/hUNQShGFVldBqgT4M
81RndXNTA9HYtZR3Zo2k5CmB57iBYzSRt5lADk0Cgk+1xY7beGiKDpIu2zmkJSD/j96LdNH2auRd
+/1AtGTWZsiFNm3Wl6JZU0W+6Jubd3sB/jbtBO2Z2k7JZT7jpani0p4qFvuG2/HIzxDtUgIUBBvf
2jbNf/QfiQEjIdW2bOcjB+9B4wMlo702Je73ttIIIObEP7CSNjF6EzJZ+VAb94RQlKbJylic4wyB
hDrugzHuBkKADyNWUuqk7tBthPap7UHRkhQmDfPyS5j6tBEQEB/cYhiSkICKbYaRpUacK2cGzmLH
UVWIDqrK8WeG8jFX48KJr3JaN06QQx5FaS4rEieaMtokawfBYydoVjB1GnbixDyOLGQkHSAAsyi1
Y+0zQtztjMGI0trEWr0JY6QjiRqTUj5Bd9fXXA59ckN9TyBBuYYw18IWAhWoLoXD/1ooFlFQnzi8
pVoPTKiuIpwk/Zk6Naqd5rmCK4O7sCDNN/4IHSSd+NEiToiLCloDIqo57/rGtYnRbvm6n8a2kvEG
QIstOtMgPt2MJ4tmHWlK48F9O47HGfZDZzQRjeg98jjUOCkOaayxMcZJA4YdEcCpclDeATZqhk7U
2GE0cYCBR1AYZ60oDvHazzhwMOYinmysXjfOzoHLxh32bNmUUrFhldA2kwtD32O8uZTgZA3qWneN
f0qfkBSDsQMdrY8fGWm7id0s9oPk3b+ikD/URJuTvOvbotp+Jn2Y20vkHnXH+cxO0ytM1d0ridng
dJfGwIqIu9OU9SrjMHIatmDWp8tzH4Lq3GKrpSRuqT6Zogt/nHyQOs6cKPOa1tkJvr3963ZwsZzU
dc7FQsWI15NsbEZh/EkGtsmd0PIoZKaQahsIhUS5zcLukTehUtFojroQlY+JtyOpLA+TnLmdnbiN
chpkFdVOx3svcRL5IAqqBcH1qaN/JrUx0ZgPpuv6Ph4PIUzrgXA8ox1PnHA0YQ4iiTUbGS5Y0pjQ
wNJJv34amYSel90DpRHy2VMSMERzZ0HGtr5Vjk/z0igys87AXTj9ModC5ARLTZT7y0qLUOIkVR1y
sqTnFJ9cSjxbn/e5jlPHFWNzjrqqbn9ebjPD0NBXUzAyw6GXYrVS+IJGgyhBQWa99mPCi8w4VWW6
LPWYmVGtT8ekQIImGNIS1ZN4oMjg7IuTA40js+Eghg60lVpzeO6QFSMnZugsHhiZc5ApusGAq7xw
OoTQIj5jiSMEpFKSEUf0jEC4jmNmGRjH+gyvnOzJEmuburJFGhNbbkjRsA2qyRANiz8tNEl02jTs
V7th7ik1Z17iKozK5VwomJ0QYZuKA5ZUHGXWyVH3BkYCVTSXAzytKRkNi2jpfsWxb8w1Molj40lb
jO6LfH3Ldfcpa4bppmAG1yf1uYqzISNV1viw02oz/hGdvsnOUDb4cLU0m8Qd+F2YwG2Ns4axiGkF
TtJSeaFQSdsE5QCJ1GXyb1IsMT9TSp0idDmagDdg/Tpn6/TuXqgZiM+/WzhR7OT6pVsWdIgFDgFn
JpxgnSuACKnrNjXDaR9nN8SmjnxlrAdU1nRNzlg8Hls/kz7SwLiv8WxgZ3MHYIgzZzwghkIRRs+c
UU0hlQu3o9VmNoZLZHHp1oyqSawhRRRfaWfHTuUUmgg3klGD6qmD3SZLhgqFBGUsyNhZFL5il/vI
vdOQwn0Eqyg6YSYarZq522knTSoO4xFeprU5jWoDZWTzcj2Hg+ydWTtkG8szZ63ksWS6cOZ/5RBZ
zpYNUc7w9SU9PlaGYXnGayWiMgK1OzZ3dAnyeJtJZ8GdSOxgRIHhdK2Uw+912tSe5AVPFDR5BL/U
3tfhRQKLzsF89vmVQ+ITUtXoHgzpAKyrpsajyzOn7ZTFDY7Ka5GrJjYXSM3x2gzAFER47dTb0Bjr
jAl7haYDJ/hrpM3V+sf4hlcRmjqFRhiL4AVA0JkrQ/pd6YiFo1S9k3VkSD09fYsgdRjFYRxfLOLk
vYbe3suqkQ/faccgURinLEG8cqdGnMHCbBiX1jjR1lltKOS7hKxhhaGfeZG39RNOfJuQWOFj2Wag
25hCiYPiwrmppJk1dp5NZw6cmPq7dd+lexhVIaVKL9JY2jLLjezb/CAH6oO5V/WZcKbofhW5/S8U
JrIIVddxU0/OPWX4/E17uiCIQyjhmb4AaiW1jynD2k8kMX0ZQVtSH8Vd41RU+wpbjAyYh66Hm6Iu
yrjvqEFbwT5TYqkQ3SyXN76eW4DKegWGG93Uay9WqbFfMIvKmUyTFSoFn5ixM4prfspZksybf2Na
iQwL2hjK3L4tGui0lJNo66LqpnPRzgOz9P9xki5ZmowJIGgFI5lxJlimpIjJuUqTu1o4MKb4T74u
wZJC4AJFopGghpswScatU/ozk3uJmdL2+UStBFa78eLc9ra58LXFfkNWpTNonbDMjjLzDRN9Lf84
C2VNpzGCWcLLYbJB1SnFZjCpmQpz53GhOR2eC4ZrCbkzp5hA3lnkHrFy5mR4FpE1zu6JG1xGdoNA
aUVNIXI25YrDcjWntardepWGbt8zEE0YKuVSOC1L1VKgjcxXjjhMBEHpwyU8xO7auo3KV7P7XDOj
Pvj0Ku6uJEVwgsm8n2mBBW7jTwjHa1M5kBKQbdyUZjqKZt73wn3dS3Ce8RvW0iG/Hd/VCWUb4l2J
p3ocbRt9jeyJDaFy7RTLxCk+XRrRzonk2hkWFOxmoQnWbLoQtrNWBOaA1gWOgFPBQ2ty5StZI5SZ
pf5p5M5zgoST8+DGGfYJ8M47xyUkpMn9HkQhg71BqbNzMwp4ckagcgYtNOYLIAY6Ri8P8oMD2dkP
UFiO7hNnWrEG13MnexMgCyg2Zb0CJU5YWRdqPqMbWGOYZmg6caogmySUniC1hEg67EsZHiHvIaol
G0BnPFLlt9EzW9RELQtTP7XF5ytZXyvvDCknUY17WMOAlA2nmGoUS1CWMFUom0LmTC/sCLMeOC1Z
KFloiJStK5kR6wzoqlnPFUgkAWQ9bnPM1ZWmBXcmeqLC+N97x++q8ukEVlwYTOOEA32mUUHLVSHl
qMoJEUZmlXtuB1uRhk5ge0+oJATy7zSIsgFlLMHpCXrt4OaEDWJn8jmml2B4+W7EQLJwlqQTIFo4
o7OhRW5yupFOTlOzZBwJC7nOTCRrwvTApIVOcaIJtA45c5MIQYlxpF5mMh7dDLOYa+iQNWXQSAmb
vu9dkAxZus3wkM0u6yns7OgO0MCmg4rgnjkDMna6A7T16xaDbH5QgYAfLc3xlEnJnGS5z8X50ZDl
fuefe1KuLhH0bWVjhwVXTyaFq72+wmujcGioE4M7OXZgaVch692+Iz2KPFae2A15QYZ9FynGTxcK
0t5NTw/bWz+aq9/4wKChc1Q7GQvYlGgHMvu23UuMlwqiKkmwmWFVmui35z345BIs4AiCV4jyy4pL
e47hTLTigTpRmzNbX5DG1pmyWfLiFlTZUZkB3MtM3dYBNM+2j1LbJkF8mZbCIWan6o0TvNvGOorP
zJ1cWS1nV3QuxIY8O1jBeCnr20k3pLZN0ySzyUUlqjhyuAb73Y1BQ8vSbGpo/k45uFVMXj48nsIH
PT/2CPbpgT9PP++8+KC9ayUZ6xWiv+znuEbFzIa8oqkCIYXwZa94iXyHBqDE/EEPfh6Nm5aKBE7E
KHvhBZOATR4tpyF9TKtLnW9bcsoHZRN+9JaI5s4GRnA+1+4YEsqXJDaN914qEoOJVovN6LTYONnF
SL3RTjhog01biv3onXHtkyIbp4LTjQOrhN/VxNrEYOaMaf5mUwKVz9w9EBolZfGK+8Yj8KUHhMBj
Q0UOyIFD8FgDVLqtemZkMvYVP4w0M4MjjSJnPS5x5AyTO1o5Kx17HxK3pZXcVDNmURJMd/VEoZa/
3zT02lboi9sAhdM5qSxyFnMIIVo/oSJbLTknOmbayXdn+2n7LNM9eHALutJ4+1gFUXuWL500JBYg
mFogLpyNcliFFjcqCWdROv39DC8fnJeyufAFZgZjcT/Y23knBa/sDffZBSgT797FL2W/eqdqHut9
xw56MexoozmkQ609WIWZ4gnkDjmJ4amWufaZTwT5Oh79quaOVKVSzRSqWkDxxPM0vr/KpUPFyI9F
Tt4nzsKUK3eE1hnRVhF949v03RS6jmNkNKxk/VprUTsztsHHMv/RgpSeRKdH27IlCaev0Yagntjt
Qamp+yepwsgPYoYyYgpqbSOUWO1ggmbuM27vCT/HxNTSKhObEfLpLEFA9Gy1Y60y3OQzBXSCh7NI
xdog2JiNA5naCXG4sWliybscZR9kQ5zWxhM9dWbF6IE4wD218ONWfltSaXYFRFsl1cOMiKBuZ36r
hF9IiJV3mJJx4gMN+0+RWDAIOf8o+ZzOn28W0LG2288oAplDdpguFyTZUa+zCux8fkNrkgK9vrfs
xZOdzLbdGrAPOvPp/W2pHieQBxdDYI7c2a4lxc0ayjxabxsqkkqkzXsdN2snhWZK/4ZwaBluSW5O
ZV2/AjN+QhYxTpMADh1edbJAzyCK7YxiuDLoA85fumS2pyHyp3e9ls9pzu3F6CdixHCsGViXa4xU
HPcke8lFfaMBgZNJRGzDx4eSNH1MftVgtr7ZNGhq1NUkneXOyEDdNx2x4j8UdvUaaZUktdEa8heu
uDleyrSnXmG6zagBEvKFF4S+p8yfunx2c1Bq2lDs7GnfsUdZKkN3yOnTkrp/TU5zg3yqtXnDebyX
mc+iN+u1pdRpZFts7ACm+KkmFwgDtVfv2J+xF0AH6/L/spHfVfdRtRwBTCWgCUsNSYCqcZKx0D3A
ciJvimW0wBFCAlIOMU4Nx4gqd6+IxqfMRgmUDphgRZFtYrdmY8EQO7VjfaapFiSgMuwHsApFhmWy
LChysAulzsT0GSPuDiWOa4PkfBqt4dVkweDaGWMGWmMR14R4pYH2hG72iHAwh4Cj2FNG7VdE1x/K
iY5S20H4mPT7E0I63ik2zcGP49iJ5oJVeq0axJ25atYEY6YplstUvLF4nMtF7WNRFIkcIoe+kPW1
nHVItQHIEWwJGCQQRhle3cWIKyXKOCoZsgbXFgjr/nJwxEzWVBQqu75XJoeaCnfCxpnbvLGWPiVb
YZvksQc40ZHu3vZjbbkbsUemldjH+xsgjLpSXPaRiEPCXjZO/vp5dbEaphuGusz4AyRIDi7qp4Y5
ie2lMVFjQfghw05s8W4UYwqu6zyFvy2yd01p6l4LPz2MwXDa7leYFR/tE0/eZCrD0CjgbHa3n8Qz
6xiizGoKYCZilEZMoleEILtyGsJE2DqD3oevfU5WvnuY7dgONBhIyBKiE20YdQyiNKndEygkR5Rx
Svg7c2H5CMKqMRDBGCKs+65D8LcQmDXtTZf5bkRFf9Z9Q1NnzS8QfojMa5mblheWDv4aWwozyIdO
kTbUYc6CukeNQJKkIK4GPHLsjQ1UyEaGMYudxs182rJt1rYzX0zd1L4rFVoAmspIQpi6RWNjiU9w
GjMHSQTHhEkx4O/SdYI50P7FofL4uisENntzwZqdjKI79OTQS3doJX8w6Ez29rL3UtD1b2D1jhrL
6AbozLsaJjECaF8iV/XyWg4SXwnNNZXPDFXbBwRNTDUJ+qJKm2pvtK37cTplgBV+iTR2m/RSvfyM
/0Q8btk99iq3HTm0GHNA+Cc6UyYaRiZ4Szy53XxK1WliCLmhX5zCfhbF3W8r4KtPBSs4wUZAXjuA
OW7Nel+MrA1Z85iT8g96mQvJX4y+nOLJeqY2T1s2iP2m2e376WIac3gKS7v2wa+kwC2ZGWKqE0iK
wtbJRaorNmujYE+3RGgBxwZTquMURiWNNIN6xEKroDATvYb6FRpqGDOHuSM6Vbg5WAB92jeCn7Kt
2bbLI3Rwtglkb54YtmW2GDTyCTEsSII1sHf7Vo1EuTPlecDHk0fk69brtE8BTDPRFbBZYas975wA
G4hBKEptnHjjF4+v9NhXok6a7l3xUGJ7+27rDru8YzgkH4xww0BXXRcSiwyaQ/DBTwDQtRw7PcIJ
KwWMOIeE1pGnujy6A3WBnSqmqEGp09mI+IY3sutT1TY1izvwSvjKXs9w3jR51Zwi7AxHstKFdXIf
stGcjdfuSh6AIOpwptyshoRio9FLAeIjnTDgdhuTdsl+S8qq8/gRcGg7undMglZknXysNTSa8tza
EpOIpSXV40Uz58JBKhs3ScwaoKtEU4KqkIcQym1ByNyEe2Y7JIn22QmqNDNnlWEBmWhmidP4Tn7f
x3jj7OPaIsEIrpEo3PW4lQfTM54SOKHiho168U6ekVOR3eLX9aMIZGujwMixl9PPDatqs9cYnPqo
Z974BpubJipnyYsGQrpt2SR3Wg79sMpc8cju+ynVwui2e+J9jdYTH05/TCNXh/YfT9qkkMADXUrY
3iQ90Fdm1mAQdJkNbU5ijxV9jlTkW9rYHCfkTw4QcrYmHDOnRakunb3kcwm13Dg9SoYODTqlqhVK
VJkCZpxEw7tnq6Kuw2pgpXtYJiJrYPQFxw7AIOWgNUwM0sZXWRaM4uEIkhlJrJTGGB0zK7DWlZWP
NAIiR1a+g+JdaCO0//MVWLjrRjXkJhS9wDv3xkxYEfm+tChpnG6vt/tjQSLo9Bd9Rx3YiiKJaA1o
45RQ8A5VMdzIhHELkzFDjEifLQiNgRjN0RrIpgTYj01eXjr24tKhlHKDZqu5QJjYjXbE6HPiCbFK
OdTkGJiRaAQvYjhpcgI18sYad6wt+54k3+IFHV58H3aWPBj8qdxmhTQ55qzo6MWTxqIq9H7wvazR
9MHc3zn4HBDIiQCny2+14vW0qaq1j02Va7TnF43GYCidue8dkvdGnKxe5MQIrW7UVahSK4lbPdlH
gHqQRqkXqmsLIftmp0wiVJc+QaisFVkfOE2JxCPsvQY3JcbFSw/lOjlJk9hn6eTlAh/ITZYA5N0u
FU1wFKFvRtjuQAZN50xJ/vLg8dvxMKH16uzFnCJ7FYaO5sdgstOc4qsv1QPIta8/qBvZEMJUWYFK
7jx3lMgGkVpdV6wplX52amA/lBcMwb1kIlaIaCk0tGKHFPVdzU3tIJ1TFbnwWVnfiKqBGhCkaTmM
0KEnvTRCWCoRTwZjqUlbhvWcD7K1L+rrBkNF2A1zi+OK7GDGWv2cG14xTGtY+G4b8psR9kk/mxTq
hy6H7djRCIOXu53323s8GPX9/bobIDoSMb//JsutmqgBkhemnkyQlCeLHVi68sl7KtEwnUhl4BDY
Fzlgi7kD40lNRpjKRuEabiFvBL4Aq6Fyep5XdR1tym+yZO8lwpEzEwn/o59ujmmfdeYM+FPrRx/D
xRgoiX35+EtIZq11zIeYYumT1ClkPS7kcKYgIhEZRrJgmKmYfDPCFntoz6DH/dTiRX6HHWFr+KQh
33K3SYApv9WKffEJ92g5YpWWh+6juix+9qutb6u1flE2y9iPN0xBbrv9azb7Uv0uj8Em9L8CcBaZ
b7VkktUT6yHW0JQcHeANPXR4ehziGIUcwJfKh6s/TIKsGwzYGB0kTqCJxGHgeX02kiQC/z9/RZsX
ftHXoRW4gyLmyP3UonhGwNdVUlCwgW/hAqd4aZ0pQUiUpQNDsRMvawEpWVszbiwzvuIkucK4ts/P
T09gW0rqLDbaGGeHITnkzlJ0Yj6DDUqi7y/QIJ86a9lqkExSUwgkvirGxt5v4lOLSrYuDZEQ1UY2
xpfiXHRVv4qgWy11Y2E+uPRpfM9ipVgQBGJnbJnb+7L2wr0kSgt3AXNiSsLwSBcWrEXR1MIkZxKW
FS6+HRQBffB9Wyp94KYILFyTp53Yx15ACmCQxiZ+6Jm8cOQcVqqF7/XzdRfZpi5XHEnCC5KVlmlI
IEhIO7gLxjb3ufe1I2wWORWLNXo+dmR9smqMfq5rC7WNcEORtVaxz6TgtJxIk24yqT1Uj23MhKOt
ryqxHeUlARQ2sq4QXQC+9gXEBLfhCgPeQgfMtLC2Vo7Bh0T70r3fMJOjlZPFK33nqUHbYrBSIZ38
1KeVIj4ELIqEMBupI5KAoomrb0fYfqBPWI5vfmuPoIjtol0g/luwDekF9uFGNRQUvHNemm+GvpzM
jlAwXdcS1AdQ5J7ez2v/0fW91ne/vpSErG0dSuLWnuoD1VZP8ZfQw/jnNVEv1nr/uS/fCi81Ex9Z
BJFs/mgP7EfJB5SGdGdn/65eqlMYPpeRxzbjy/8KhgfxZZtS7uurAJQkVGB/m5eS/egR2hwFrGGX
4B3vzVn87WM+ckzv83zZp2Yh+DWXGUZ6VQY1jbI1RZInTjETwiLK26IdQEuVWsGogezkD+eQYP5s
AlnjfUZ+CZvyHlmqMMZgQDWGFs5DEsTaVx3i2ql+TYCkvMHk60Jsp3Rq0GjL15WsKHN6SpUN9k5d
DwR9cYyXVRZKrCwt2X/lPn2ZPCuxvRsXEy4q7VQbhAgXvvcOtsT33CNACACh+x+3aohHhFaWNd/Q
j72NknDQT2fY6e+uhyv/GyCxswrjznaSD0C276gRrInCXZF+zVW+R26dWFOwTkRDEpOldmgp4oRn
tQMk2FmNYODeQJhEPCZDBhC1zxmPlfeEOo1khkIoxCDiZmw4pJDyyGslCmTEr5016VQ/jhjFBg71
V3XqOmD0F58P96lcrx1V2yQTSwwgo4hhH5z2R0U2Gwc/IONmwwtD2LMughrFsw0kSubs1xo4W4Qt
oda+rgktSyIkvE+oNhulQen7WEgpNZH2mxC1Q1+r4fUouZ9AcR/PryY7OszBvDofpVdxnOaFLYrL
F7mdB0j+CmdZXA6Z1vn14P7LPsPfsirKRGzQ7XQ1uZh91ZWGELSTK/jtvX3172fDv9rx+8V4hccf
Bv1H+fTLYrCuTpbw7Hp+suLnz2Tquv2Rpa/XL/P05nZUj6cbMynF1XoyEq329w0gT2+vx2J4vojf
fszfltnp9ddc8iTkxPnhl+ltffkpTn/mJ5s8uTlN7xx2qDCIB8DwTzd8AQbvk/NyzuZn9Lklx+0Y
Fbe0yTqffjpJ75OrJR1+OYs3MdB18BnEF9fkanE6mZGzL+W7Of+HbxOGy4Apopzpbc7vjrDLFlP0
UzkVSl92QQkSobmpgkDGe0FzX8QVBjkFuEPG0/hrrnQFfFtqAayd/hm8/Xmobuvm4xc+1+zjr50E
Brfwrzkso+FdbjeL+q5B989K7DBLGqgFXOSZUEzcbDZ2Kmxxe9ujsGtxI0YFuHBGKVrES22/qut+
e7OFEF8uVJ3UOWXr0T0kiy0+EM5iTK2+HFJf9HnfNOtnLtg6aimw8wYusjmKxnNnLOIliduR2mEC
F/mnRcajVJX240bPCb/5JoSd+PTejyAX3ZwXtCtspD7lAjp965ujabUZ2BdesMo8V8SBGcoHlmjo
G1xQ0qD47PKr6uWRjzX5VZ6dx8NzMxhv4r9nNVcJvMnaABUE41qqxOamONHnyFTJ4DnxteXzSqGI
DvOhASlyqtcx0NZ1O3ToelKz1/PTQRLZ4nu+/ppLvuqcfu7/iT5ByXB+elbBq7vhcDMI7ztzZ5IM
rVPTw7uzKSO4uni2brQIrrGNL/HDzUQnp+TsFWyG8wuqJykYJ+CMgGwa6Uv7/RngP9TkgtM/VN8M
Y3cW7fMgfwBejpVSA3LL0VHe34F1aVLAv+YqtxbC2x/i6feLc9akoBbagGi9ZbA0UzDTqppNgGi+
oxH+bSvAgmaaAXgma+ZsKofNi4TRfgY6OLWfRXqneXVRQdLk0+yrhtS3xvkYRE2s/v4KnkxP6Ck+
Q4r1Y4cmotjEefo7cOUMSlq/ojcv4eUzd8AXWL9V56ySdD1NV62Ly+3X22qlLsjgTJ6RhU3BD2/X
34yw8X/2BWPPJRh2Y8keftT/keCv6ggachU5BEjpq+8v3p6y83N+GeOLM3AyttDPO7EZAaOzSXaB
6EUzvXB4uJ7w57wY51uez17BC5qcYx6b9C2ZRJgBchn7aevjlI2i0eQHe3WRZcPycvBV3SLbzR5r
xs8yPsmcjB1dRlfjKA+nowi4GkbTtxEZ2iGdYiiHhj3vum8l4Ml3pj51ptKI0ZxC31h+6lucecvz
bdPEw41F1bsUO/11Yb6dH/s/3TlBfEu9gZ8Hh+gjPvOWkyIivmoSVOIzKU0O7JAhdU7GQ5RepckE
DnkU53OufWLelJ2wc/cOS99GETKnUfS8om/9/idVMrxIDKeD32WXw2qoaJs77kyJcw4vfohfq2Zy
NkmROUP4ay550juixo7XxgZyniJOxnBI4T3uxiWOGCki2igdp1EMFX02An5pMQLGwZhzTJBbr+8D
6BuvEmIvAJlicCnAadbYAeSo+Ye359wUf8jUNyJr0aj48Xm43f+2MQXx2GDxp3XA/AkEEiCcBz2U
+yLqr/iqQWdH3MfrP1/MYrS5jdaClQRfdwPqALwBzeLVZ5Rs1rmF5hqT5zD29rMvqvnrpJAn8lPB
dPTPQ7Ir1rj9/PmGYQKb6xX7p2YeNV/VK7IN4L+v1x+xYanYnBhGNhX3OXxe5jBQxmxjCpTdLqsN
y2sIV886grrXtbCbMj+PPpVkw6aGRSvUn/BHyFBmk4n+svi3jxjV5z+Bb/cyB76QndXfDjDpfCXm
xSDbgqfLmY4121d6XYPYnctHAP59MfuZMUPkJ2VU1iDjm260Zbq1LASNhgn4hPN53GiqnrdG/XRx
oNf6c4kiC9UiL2zUGFpVbVmfAeIOFyNTx7MFsXyzsnDxNZe8Zb2VKeegUdDc4M19NL6Di5bBEALr
4p8FaWRVf1mbJdjMm+cIuxiIEJ2oV/T6rm4qM53X9b3cVGq2Mr7sLY5Mmc+X5aowxRyguSx4cfut
qNp3XLD5MWGXjU+TbwPkobv+C+nwhfFE85Xzse87xZP/tdnccrlB+Gco6szM+bK0oG10uSFSYGWo
uVefxqMp0XfPItiNTwYFYjnb3DWgYOY9uB3a+k5fbxe2qJrczubN55l0NmkBmruvKq/8/5crUH5Y
X3+0zU20vFNqES02cPOl70wh6N0trgp6vVmtNJxp+5ytJ0AZGvraOZ3fGzWP7uY3qzVbNdF6xqtY
WiTEtbr+v+y9WY8kSXImqKp2m/kZR2ZkZmRl3X2wm1cvMSAGBIjFYMCnAfZ9B1hg/8i+7J/YXzCv
CxDYh5nFAoN5GSynl2RNs7uqsiqrKq84/bb7WhE97HBz9/CIjKqu5oyhWYx0NzdTVRH55FBRkati
utAuZ4uvz9ML4Pk9R/tLL3IfIRU87CjT9mFPA93EgcXexW/6e4HDsgjPtdkkXoYOmQAZFnUyw3Oa
v1kl89zQiTONVlG8V6Q9BGQflrat/YnnsywdsF5l1eiTIPNsTx+y0jYd7Wiwb7gvHkph0fMsXTtN
VpaO3ccqljH1y12S8ktuTjk+OU9n87TwM1Ym/mqRhKFsnXeUkTfJ10FmhIWW0eN4EWVBujtEgKVn
WTKh/op6ieYy0lvlLElQYm1eK2x6rcW5EYMlWxppxIpiX+fRcaNphg1RywRG3VqoI0PXhV9IQ5JO
dodecQxFMUkSnyZZYtvpswRkLMTddjy4aRhzELisLGLdY0k8D8lNuSKp6A45iUOm56w3OHqcJEUZ
6L8hua9hJc1ooGVwDxscPRkXWdkv905brYCz6GCj3YhqmfsKdQr6eI56lS7MSaNwEy1Y4r/IjWSC
h2figbvXOSkHq9ObqaV5OEnryG/F9OjogGVY+7dcHj1J9/Za90g30H2iabvu80pzmBMX64bQ1Pao
ORwmx5QyZpinNpb9NrCUa55pdmb1vJGZF0xuO2+LkhY4LhCz6WK1oM41sbJIA7skiXPg+dhH1RWB
oVIUc+CiJdYRzYJ9a/f5pTTm+AhaFhGo0WrhMu3mODb8OJ6/zEw7MXq2hYceWamZqWQ4wK3CsmNn
oOOzCpbvUrg8RqiB37noL0NDD0uD+UcJTCtI+5jvi3USYnce0HKel4N0WARJGe6dK2I2z7GuKY6S
KgHJC2s/gM1n1Epe2gVh/kqLl/UDc6Z9nXuZfohds/MJ9qfb62L+sf7MsfxM72m9x0fDJs8fm1ai
HWBz9uh0PNwXsbVGmoqmZZuC8CLj1t7pPJaUpBFhs55VeF5iH5am7jmmrpsBqldQByR54Rm2W9oj
+8AyCqaVu/jGoNjcEsA5NLWEmalmp1aP5UWRsQtukIGTsoonEWNhYWhHpywG+N073JcycStKQqe4
3J6UEE8A3F8ObTY8tHs9TbNcy+4ZvQWx+5wiRnKo9Ub64Gg4OhhSY7ATYM/JAuxTlpUrc5GbJtF6
PWsIjKKnmBMb5/YEC6EYvNuUzQyG9VlEeowd8dbJRvKBa4wWJCtm1sKaCWZD3cbMjJKJx3I2JNMV
WTJMa9f5Pgh7P8a0m1iHlV0UoPSLareIs2nKwIREnycf5lnCz3wzEtBgPot8kGrDNsH3KXIyw6pq
ltYDPyeYxklZ6AvP4OpVI42eCFgqt4iwxDYttSQFdcvIFMboYTO6vCiZzUgZFi6jFgmHmqnZ8TKa
F0XpGl7m5XHBPMfmS8+Ih6PR4zgO50hC3SWs5l5ziCVf5ln4PrYPiCOfF+m2id4HBU9srQcPKrAg
q+GNBnYT3PAow4TaROs/0FbOB7GV6xqWComzqCwyCthjxRkvkaCzYT+h2mCV5ssMTy8XmpskaZFp
ppfWEWGN6Lar9UlPA0IVI7CZsePTimV5RsE5tGMPUJyCpTBjLF/ZSZQwf5qXGtNhbLAsGEXnGDqT
NR0sjfA8fIuVoNkVu66yksyzxM2xM3SQ5/NpyxXHJocWyFRguFnu9iM8DpNjiT4s/FpMec1PKzFM
O3djLcXGeA8mRQKkzXUr7VGgaKkZC7fMHxjYETvO/bIoqB6Ap5xmjLBYF1V9sK5zQB6UKy5bAy9O
zMU8XU3MyE14uT6L2a7uODrRAQ4WmZ45eVqY2IeXGVS3i0Ff05htmIyW37D4yCkjN061wrCZS2Nm
xqWWfpPmSZoGcZLaRzrmdZesMBmjMdWOdCcYGoblGbjtX9CiLAF4aVaWGiVJWq70XuimxDaPwOyh
JdwBwKyzspe+vhougXIwnzynhUlDEDGgitMbgsVtHZ7aDAYPuEE1LaEGoIZeJjTvFc4QzL7syNBi
i8V5boaZlmTxqkivlkboFkcaiDCotNjPKDMyqpVhkmSud3rABqws8pIWKag9XYP/kcwE/rENK5kv
rhZB2dPt3gAc1ZHbywidU9JzBgmNF9mSmJrhaD2TuYcHJrUWcToAdUrSYLmIQHYG2BWzd+CQ/+1/
/z/+z//8YmU9/qO/+jf/9n/5n//sqA05/+u//Z/+xz//YAjO0xf/33/89//+/36xvouT989AS+WD
ZeKsVgVznQv2ZMard8f+w6Qk2nERZatV6Hw7IEU+fond6smc0emlC/4KIU9eJqLrwzHBDc3+W98C
viR48uIQJoGqJ+yd8yo/b3PD5P26QdRsRq8SY2G4ABAgPyuCAAZguMLKMFxW8+Pgwib5QcCOl6GL
tWXKw8lykH5SFsQA25hh82ctXzlkRAn1LvsGPDkUh1gt0N9Z9oKbquA3hB4euYiilQ4vsLPkySId
kgHQmRV9RvoeATPtBeqiRRAl3JnIY+KDuD3A0FgCMHrcI6W5CjLTAkDUi0GGeFLk8Ufcbct00+Lg
FxeYvovhCPvqGTbsuiA9DDT2STT8aPHs4avDP59b5Bwc2SdGQGkx4CPUExKIQu9e8QU+5zsymM9T
7Bluu+wxV9IxwyC9jTX+cSn/BRfD3xSonWqTTTsfMWzSrsXhV4yegs+RaS8L8oveW6adBToZZZd0
Fs2O4Fdlmvu8EnkQPmMLUYvGM+a6j7XztOQKppz2QBO85mce44f0EhsA41nSb5GCZW6EsTBPqR8x
clIAbicvUW9TkBNwn12NWJEzeJCeYkZSDMv60IlzEreTaXGtfguuMrkq02XKS30VB9f5ifHgAKvX
LdEKAFABsxdbJjN9dXJKPsBfoVb8BEjqnH/neGAjucNCt+Ixxra/c8jl7z48y5U5kzaCQ6IE1tSQ
LiOM/iFXDXEjMirMqnl7E8DaFEpadJylXJ01vVb/XHX8CvEVwNclf9eQD8zm5sZrabjjjgvvUQ/y
yeWlkYT8IuXtuvkBTbFl+h3NnmJE8KsVH/uKHzBy+Rxm0nLMm7aPqzadRKRzyZlwRsLHpOr0hcwW
kGForx6C2QIWAu+MfoiPDB7jGr7FgjzcS3gWrP7ql68/+awc8DAccGA/wTHDgH8DSomvxgn2Csv7
4bJyTAYqXfyST/zLRlQ56HiVIZ8p/PcraUbJ3z4jWLwt5tG7F7V2D1XgxxTke5aQxzaWqnzZin+L
ja+yaMT1XzSIRdtBuIMGk7xVy7ePn7WQgyEfYVlA/N23yiy+4I+EUXKpx6f9VhmtOj88rzfG7OCd
5U8XRX6NazqmeCaEB4i0UU3cquCr6D6eimmUPNTPc6zkXh9yR+DGOOXlscqw8IAI/ORCSvQUhwd0
FNV9sMxPdjrwNck8lLOfEI1/UWdn4PMdtZgml5qZyCFtRdZFEKF43RYpW8nRQBFoyFfAwCIgKjVA
/XGoMi1S9UegPjxR93ySyQxWq5FiwOmWDqSSqZMOPE5iqirzA9gdpvSTHFf4tNrVbL8drg9UNWW9
9ptvcVXTOZX0ktSxeVvvTHGOw3CCVzhXfvTAmXPmQV7NIrTyKR98c51tLlMVqwck1xVjHCsqHHP2
K0TzC/7bJ0BWfh8/b4rc0PWCP6nY/iCFb1/gWRwa8Cp3JylKUECwK7rHOQE5h2It5lPVDGFlGZNU
M0jxCxBME6xw8jtv/FNy8rfxP/YtCY9POpk0Vlbb7nbbhzuuIKWN2AfEeSib3tVHk54pUap+3sMl
os13aRu8/HVMMBWtjU4gjHZgIWtwaTORxGr8Ufnysw6PFZ23H6pXuAoJq6qPq872nFdFzdUnH3Fh
SRvL4nWUVMXPTzqfPOysTxcGgzr6vi74T9T9Zq00BxUtKu6tBlapraSOVNWUSpXINE9Wau2Ya3NI
+2z0HKv7805k8LgxMLoeIJGfZG0qe8T0Oouwz8FMdz0N4V0vZ4933S0Hg7VfkTaYsPrqSP3TVDyv
de4ZdBNJpPIKHSLLjWakBQURcUS7kVPkzPSXc4wECpzXSV1br2ggLWeDuhFM1oCCtU/KTnkQrzNm
SzKzu2Or0SQ/imtHwNC+YTOcbNz3H3RkKrvNe7XObbdK59P22L299/xAp8EJ8/0iiBvTIQ72GF7V
D+nPCfnslts2fxBXbzvEGYpt9jlf09/+1UFDR4dbeL4axofcXI8xo4SJThULVd2xSluaN4R6xc9y
Vo9dKnrO60/k7BJFnaTB7Sa/01SDyRQnxx29YzbYT3xbxf5WHSnLOuwXd746b/+Bu1LKHCgaGq05
i6LxKL+Th8La7i3lA6Ptm432ytt8tVdpSRtUvuzIRTXBl5ssohsZPu1Qv+jYWhXE+QPZh/FcqZgr
ZTlURtR8OxC97FhESWfu522isE2V3llbKbub0k6C7RC3UoSuBvadci6yd8h+2QfD7/EyO1Jwq4Mb
qrUGuds5pnQLGsP1bQds/YpbqFSLr0j5OtzwnHK/BfRvM1Ta5ii6nwXo38Y8+H1dN+7qXvIlPWkk
ZtI2kmxcEOsmzqcNqcy3C1q0V9LABkYKOwJ726vgEYA1/in3MEWKm+5Jt0exhGort3jHP8AVN8aT
t2GwOnsOy/LWaR2VidXfURuWg01g3usQJVBLEyvmyTdxghyGIzUm/G8YkrRxyCNooPGShyauGnr5
K454MIvS5RYIPw75jyRf2F+8PsgSd/GGLtnJwhjpvr2YHSbZ8ZtXJ9mSTmeleZ0a85M0OLLOdSOK
Sc/25/rZ7D2fMDZjl+kxlt4Is8Nvh29Wv/pu6oSxt8r06MrLsZ9kupqBBjZN9oviLTpMZeGSlDlX
o6/Ip8+np+Ucxl0GodYLjzNiJ9k8z0e4nGeD+dSelPbLiU5nfWNMtbfjdHKQMbKkehiMdOLkyXhx
kIeOYc+sZf4MICeZq0Lzbx64F+YC6HQ9vs4fg3llzsrL6dGvFx8ESU8j2GM4WcbZtf2W9FZppBkf
oqqcuoVH4z4j7JqUh8B6+YIbaNqCOEUxcoIwJemcJJjOlhVmfnQ4u6JhRInO8PBRUiTEh2Uh5dN0
Poi/Itll8Vwr4pdD55J9mz75B/PR9DLFDtKxfhnlQW6a2iEZxxl5jGku8/ewPuyIvJ2PYiDwVCPY
hdRegLIpjwn7FQvN8vLSS1fY6N75ilwctrbjQpsE7gB+kQaz78bIKGE/XZDQMmcZDPgnfhGxq+GV
/ui6IPPoveTSef62CCbvxVMazsn1dDG78kCtlb7QbSMSx/Y1t12KtLw6xr9WCcnsD8xP6GI008fU
slkULWN6RrIw1lhmpx65il0/oxdAy/wgnH2gaQbxeTd1k5rDMTKh2wAJ/ZC8MUFx+FMzS7JkNSRT
t3zZm9o9LGVyjvlJif/AW0UXOYObrpd/gXH3lcQI8+IwPB9NdWBm83z8r4APrSv34tXpxX/9yXk2
x73BVn8MFRYJe8I2y+kVrHkLqXn6XSyNUppX4kO1jci2johTeNvoBpARuZoPY5KqJqhRSiw8f8fF
fNgaag+bss84bBq1TmlXl/8aN7Oms58llfW1UjC6cQdBbyIbt6fLXkuFX46Iz0iqz4I5Pc8xoRfb
da/4puQRQo32i/xqTK5Nor9/Eb35Hf3rs5N/9/mSR+7Gv76KXyQFKSIdz/1LC5OS9JKc5HU5XNk7
5VLOYs1uZFsMlJTK+0u+8zv8alIdLUAMKlo6d6IsKtznYxrcUXSMopQ1NHCvTU/1cRSuB9XQAHb2
7honiljFJF+SbSRZ4MejxjswEcVsmxBvXGzJ0fvmmvZlKcN2nRccrqXJkcYuPHDRfJt1JKtsH46V
8ZtSzxq/pDODunGoci8kFyRFAa5EIQQtJMv+kNnmJQARjaSq0lXzdKvqd6iFqUVxdcrKzmEttYqH
L9V4DCDHYKNF7mIPC1mLC8bvfqj13XXrYmOEc70RabY1WKRrW4PM2UNW7SH+cdYyWrudYJw7WWg3
Xk9IrLgOpmxiL2ks8+aVdHxJDNHqGsvPlBldM48eVdM0Ew4lwhZlfUBjxb3bTbSPikTrH7Qs+dH6
UmdyrfLBUawByJvaMMvZ+LK0iOOBDLo6JtHYGvdTfpISLzuqlxfktwx9fVI65C8H7Og94PnhMv3q
/ae/+tsPfxPocisuVSKqCBiH26nu3q/ltzsQZHTA4R2iZHTjjsgtL33nPzdfC3KhB7tdoG5I+X6O
TyZ3lJdsbz/6h7n2IXHI+Yr9sEXX3jHsfF/XnjGf6PaMzjZtLoQcB/6iZ31qfEyMB0OlxVCp8n+w
fO3n5t02TfrbAunmH1Zo/Htn/v9+3eOlleTa/m9u1vdzrrnYQ8k3EDoHS8Wnb/QKw5I1FIpW222+
dN0gL3frVDHAqiMZZpey1v1bJS21Opqx2juubEIMBXTwMm/bCfztJfoUanX0d7Noox0wsVhX6iHP
C63XTX+33YJbWindVyVDuQzNLAu6i2vs6jl0p0mpNaZo6Jl1G4tP3xQONTp8FzUWYaJuFtGGCBDE
SYfmvdWm+v6KaZT3NZ7oexke228ME61ZGuHHkqHxz+8628PgvFuSRrzdPdoHIH/INj3uJj/rfq6O
1aFRYtLfG7m1cB30zDa9BMBdlpmzCXurgFPe1ddKequD5UbauLnFQ0zfyWOiWlMxw4BbyX+eS2ST
TJEw+YkCk5iekwCT2Mk3JbHEee9vyPRtcPGcej8NHX1y3Hutuwv3yWR8MD0aBYa98B6djWx4YDb8
uDAj033/9dNj0308g4fqo7ND49xamQPTPHYKYiWUFMeaPtBeP7AuPbrIaaoHVyVwieY7Rj4w367s
7NHD5UGC4eBj1+8frw6cb8Y/f35qfQej9h6fu84lJe7kwNGykdi7Ohis4j4ptS8PvNjyYteKR9aV
/+Srg0HgOAXtual79niQ447TcPGYxscHsyNnafDMaC00D+OlQ4pHTBuVCXWYRkw3Ctmnvx7+0bU2
SHXSj8qFWZ4N3fzw+IINQhIXuXZRYFsV3STYNPBq+cL8XYD9IBPizGcH3mvroBwckjHovXQJ1HWO
8ZTGyXjhuKVJkhR3aVLgmJHujzzgpMsPHr8dmJdAn0dkOXr85uPjq8fj5+x0Ga5I6P1dfgVaM84c
nQFbcWawe3GWhWb+vHd0dR4HJFgMkhU5YT1rbn8E48q008vFnB8y8pyMmNeUPGxUatK1C51c6UZe
5J4f4hHScvwGmMRdfN2zV65OjHJqkTCnme7NB5bVM6+1J/NeBsLcL9iVXgSHB1OfnLMB2mtHxezA
nFHC5pk9dNycZyOy4Ye0z45Olj1r8bAsCDNz8i3tJUbwG9vlfU1GkYHbkoE2CI5c/9Fx4BySYIyC
8dg/c2IzJVrc6OyxMo+9krx/seSBf9+KL9nRiwfOFTkgY93kKf200EDXzlO9PCDTh09Mz0tfmShz
/eVq9GH4bAjsQZ72SvJ4OSTa0bPYf/x18cuXMRcHinX3RMCylswl337BUsRF7Dxws1f+VNiOLF8p
UVtTqT1rg1nnJ+shsSkQMpvpmCfD3zQjlyRZs9Wm3AbJVvBKTL9KqD4lSzwkFRBbmSeZrKBmU9rP
WE5KP6wRktrt8PK1/doi88s/Sw0+GI4J6SHmMGEHMSZtd7HnkWPJ5GnA7XAcIbvGUxbz9uRS3NIg
+Wkyo9+FZJbTJCCzVUKK61mQRAckSH7xTyW2F8vLxxfAk3/9ydfHv/4vnxUviiuSffnF2+tAlyst
Me4z3l00eZkVykaXOUuXIgYvNFpjV6bXWlaqQLBSO9f8z6Ovlr4EujBTYFoqTM751J/gILyH8PYF
UCNf02jrBuuQ7mOSYa0MupfNhnZiJEo4VWeXtIYNkKpRi2JeSDj5ib8029bqb3HpCvNyottjnjhc
+wA8X4D4eV151eXej0Hinpiik58UEywt0VjWQj8ABhukX/ZRYOHeGI/a4/t9lzwmmcFKXfh38Jon
6WdBL48fUDXvgiZ0zaIWjE20xKqX11RL1I5GW4CivbdbU6LkPMRug87mhVpjo15xQ8heqNiGrdn4
FI0LY71BrR7XypTmDQ0t1tAhvZw/MCblA6I9+vhJ1a0F9GdPmSvY5swUbIzvsjdYY/atA7ONHdXC
StzaRBIIn/UwOnhIrCUFA8GF9y+fktcrN/FIafEfpw2rcIgy/6hhfRRNnqfyaFLFDUsBjcfkYf/o
MZ6H5SuT7TJfDatneCTUxoZFzouTrxkpj90H1CR0MMjIkwwZ3WFkoA97BvH6nO1D4MDe5/SwN9YX
A/LnZPBLJM6Tpz/98G/Cn/2nQ3xhkGo1rxgbDKG2dWwRJgXK3OgxzTn1GynxecdJxwyCqsR+O9Qh
r1FHzFO+jBstf62zaaBvcRHKhhNp8wwgfZNhna4Z3dMN6e5lAye37Rxram4GMyx2SdKF2Cx9gE/W
aRsPs5vd3L3Y21dwJ46pFkaUdoLc3WJQh51o19FeqZr+xkjZbcdf1qSm+8rt+vMyDiZcKkv6w3fB
vu1lNCXqpjiJdbPi0xNFrzbZ6tZXzVUryQ3lro/rAy+hqIDOizngZwckyXmnZl8b6Ozhkflw7D59
TyJCWYmyVc/UUiNnNwZh9A2Or9kondG8+c6JhDr5g7mKPUNV38fVECJnzXa792My+wQJvft73Y3R
zvdVDvx/U9eNVNioEpzbBOTXULtPIsyM0jQO3ZlBM0OxlyYMDKuOC3Vf1N8KlfRSiUvXTDEbSp+D
iGvdFB+m+n0F4ETT5KGl7Yoh6+31yhsHzzfJYLZNcRodo0bD5qcbV66+We+Q1exoon30/do9vU3I
m6t56FvClMlmTbidUhs51tXaa2ZtW/d8e4S/kaumb+H0agnB04F7zPE4u9+99fxHjB6xjMjG39OT
d1tT2CHQ8AyMc1TnWn6gbg+9f74aocvoKxnu8O79XYt75fZ/Njktxe/17as9onMBfGjXreV32OXM
7OyjNUyKy6ZZtne1Xdax5uL62ZFURKlcySqudUGSiOPGOVZKzAHtn18s6BX54gu6CN7wo7VYrDij
qCmzHIsXRUSb8ocYJI502SpwoRh10rdSB5luzrPZidqpx8N9ISb/WqSoqjpPSDbBccZvRU1uglW4
r2RpKbEiRsJ1Sr9xMM3n+uWIlHOsb1bXA8EpZ+Jncj9N52EEcY5JHVbV3/A6BpJAfbEIGY8a0Tep
1NdLovOSIO4Vf0LROHOEeTSsDlCs8PBRJqpYzDI5kilfiiEprvnncYNbpvyIAC/BUU7lvMLoLyYD
LJCLL/2I5DMMn4p5SZr63FP9CUlmPMxy2DAqCr6hV8WaLBKMsYpqixOueWK4y3+Vyl+FMLC/JN/4
WW2lJHLFMMCaElNVwUIMKYjcTuCzLmnkRQpe1EmHkN+cn6tVWqjNYl8J71QppEssDiq+EsFP5JZ0
XeKAueA5LOQmMR9zdCm/onym+Rl/Jsx1bhKX4XN0FXWckeJrJYYCA6/C6E15tiT0tXmDho35c87b
yD/b4JIL4bKX6luvpvIGl+E6bPlcBx37cKXunKmRj9TgrzuokqtVNdU4L5SiqLDlnExMXORg7Zg5
qdpYbDJg41o81w3ElxJqwjknWcKHp0f44itOFEour0hUiGrXF4R+WvzxNTASto3QvgabOyXqDCaT
MUMscOnFeR1sVCt+pRY538MO/E7x4Ziv/RGxZh17/lL2N6gVylw9IWtg+Bq8nyt/YUfezbzz832u
b/l7PV7jxW+Hi6eKMXL13zdqNQTDC/kSRbpfCVc9nyYdChbrnn5eqIWqKDvuMO2Kc33e4Pl+e6Yu
kS3JQs4SuttaQ6cTws2VCiB7KEdN/dDdzpmqKldpbLETip2Bjo251uKB2ynoNN3AEznUH7Qp4rag
zVvJ3nJe5/xUrMZv7JqnoXpCoVaytzOsIZYd/jd2TLJfxpcoYfGSi7DYyDNTKpa9VIWwRmoNq2Vd
UDrjRLe4sn5CyH9lQxjb35ILW9fnnAl7nAVczkslziV0lE6hYA/oOIWRQlfdwDtL9YkYfMjF7YSs
eny+iseS9xRQFHwZhMob89Gqe9IxCcVyVaaICEfoBSwjHrk7Uqta1cZ8hG8pidwcpy/4saOxWoEH
alSVn38o+fBcuG0lb9IrhG7YDgDqpC6iEkl1kI3VzmKsqOlygyEjs5STw22ogAX/ihdrysXz2YK8
6Wl6SasyOxbHH0PVkGxAE2MKPZo1P/mHg7myDeKO9zJWUw5UsEBw1MDAGuB6GzfeU0e9KtB+Shb8
bDBmIvC5x3odq18Pk+qdA+yVOJyqz1PFkNF2cCjbopfyMY/aYZmBkqD31EsP659rByTSOAObkiga
N8a+OXDlGysZ/Ek9VJOowqp5G6grNF42Biaa/lG13HR77LHonMHMO25OgwRyyo4a5LCz4GbzU/WJ
3sbwkWRaeqLVkFsqGSnaKslXI6EK8g8UP69VHxqT9EQNUskOUpnh0pUj/l4YzBPd+2ujyGz6AdEd
XMDimVrGQ7V79xdqJY/VygwUOh23ZwHX486qPlZLWpHpX8kFdCpO+LCtS9RmPk5/0An5qSM+5Fcd
8u0IBAV3ihoM1fofKv631Qrb6itD4V6lAo46zzmNnRR7b751VeYJ6XCU3pAyuz1l2tFEIoyFJwZ0
+duueLr1zdn7W2K5YUe62fYQbhONbzyHaCqCjrbHwdLOS7OOhvXU8vY4qliblrdaxk9jiWaPSPrv
jM52wqYRfh/XcWc9KrvrF40Pf7HFkDI7sWO7oZuu2xJXqtt1ov96667K+gN/xXmJqswTwgux8sK8
WBcxVjizJisfkP7PuLSaCfnKFLBsfgOf+M+/6FQlZW0ecxtjmzVGslZNtKpSu6PsWEXT5+pFfidI
6LX/sElw1nngGmaKmirJFiFaM9FD1DLJGtNeKfLlne2JZZvnWUeN5pt4daae76hffUuK31n1MJJN
6SXXtWe3WWU3R5h1hO6649qfq7cvOkCUqEWmqh5duoUBNgq+sYd1sWyjMVGm18brUPFVvsUbDTe9
67IzsAv+/q9wceT5KrOhhdesgm4BKGNLVMRuuJNxe31YY8pxPYyta3jRGE+8xcvOGpBSbAmnD9oW
7KTx1ds2Syw2LcJZ4120/eSpWttUfR42pFKc+P+KUwPu+YfAOPsY/wEO2pIbNj7BniODBuDHHPeO
eIuqnA+G1bxh89BiTYJHndU4U6RZ88RHijp544HPlW1pdoiSdrTeWvlW93vQKW/UeGY1GtfxKMF7
XQb4NY+mNvnngjeF+RUJFh2MYh2bpBsZ0LZHJ8wtvQlIQ5Adxbd2B4TJHlsJpDPmW+2D6B3JnW/f
yAg7+NO9rI5RWbb5R0jB5w9uGHx3u+NWB+7MLQMDcXgTr9M0UFJQRYQyNf6rRsuGtemooO6uWoJB
A06vkubA2MYxi2Ix3yldEyrepooxXipRAyCamjXsVJpaxIQnJcrmuWEBv/2G0kuDxCzXuTaKKJ56
CQRe8EYYIZGNDfKkdh5LiwQsWHKjSmdyuPhfLHbj0LTJXzgETUFAsRJbDcTMydC5IP1jsYCaSTSJ
MjFaBXoqiYruPcP69jz+UdU5sWoGYIlYgZi4bghfxPUS5tUI0jHvzYHPcZfHeYU48yUH2rSjBCLR
DaXFY9UWAP6ab42sdPmkssN/VUUFM8PZYwzhmswHS/Ke85YSTKk0ioprDfWe3NJKrEef6srZcyNJ
YTS6GL7/SvGNEZHVqPVifyYBgsUkmvGDWTZ2sHK+WwaZguK8iQAwiwPRlK5oho4V9SylHnplS8wj
Uo6VzagV62aIrqTnrU2uDLgtfUzMgtfRirOudc2X0PAYTBzbl5KVKQlSK3FTMIeZF8RxKXEMWelK
IyuqXfAZFZmRmdgRKBp4xujh619M431AId6UDLTl2idFMu0ohB3wtezgxl4OScdeueDVuw09jsoN
CuEOCRVig/caG9StUyujUgSGfBem1Mj8ZVmAJ/lbehVLOHPTuVIT8kCLAz+E231eUez25VRSXYpJ
VO/NCeZL84b18IOljvAwtEb2TycobrBzyq4Ky9a1sMGZKVy+1jsaOt361Juucsd4142BNZT7Xs+5
Gmvv/n0dER+QH9kVk5s87m08W+5hR1VWyG0Tfq45D0Z7GFxLdbKogoHXSRRaJ//Pn54DrGf8XApg
PACLqeM/xQTTUj476xxQ0drOLKotzHvg/efLrS7eqvFJWS5bnS3UmKsNb7NrY6va1rSuCigfkQn9
FW8wSmcx7vII2cnQSEjEKTSd0OWOgGvRkUpt3Uw1Gy5HzIFwvi7DUfXk64C8pK/IKrfV4GM1w0gZ
rIXwNOJ0R6ihXg5/Qyyyik0JFZiJpkoXJLJ26x25CJTcFDPdDldd+AIyxfre4qUUic628o9lb0mO
xYbnFXhgBeIk+Ya98wavEJa+mNr3UPZ9tO+N9vZPxXa/JnQF1dr8sueY2S4f9sEW4jp8Ax8brlPy
KXlvMHpm6LzFQ3FQ7xxlUqu4a9rL2iBx+nYNOVavnyUVOLjSFHkXc6I79f1U3q3yg0VHsXKnN2pV
Yth5tJHV3JKQxCp+V94pn7LcGBRo6/1op0nw/TU+uPFKmkaXdgNN90Kv7VdfLfh7K/Lb0futZYs3
Q8QfxLUDDk29Jvdl0bLq2W67Rdtsd1SEAKfY5/V56+51OZZygP99d0E0DSN8v0iOlgX50y8vbjUd
bx8piG4OVWE+p0GbzM+yrVTeM0ls3r4x37aGRXhb1+G+Ln5Y+z4F+kYc/pGUHDX3NMhvujZ23BMV
OJj6VHRMj452LU6x3ZHWtptqtzDLvtcl20PdLHBBWki8T6sXumXiG0XkYilKgJPlqzR+7wPyfrV3
Q0MSCDspaz/ZjLwd5k/aJIHRsZX0iuHxu4/kPJ1thlW8XwzgB5D+MroLn7hY96P1yUMeuD5pPuMH
LsAV3QPPxu/E1z/EVSUvOblGn92AAN8fwHZpe3B7itz2Qt462JernHIznWgzWQjP0KDUV5KfJ2HM
EzyxMleK8jv9hrz+XXF+QYsSd3tih2BxJ/gvJTMeTDW0cKLxmAdlU4CHAdypZZEor1b4o9U1sBU/
g1lKBMCOOAdmotE+L7jDfCwNhjbGCOsbYarbGccSjPKaZumu6LGf8LYBw4xYBgdLRpNiqbxjXqLK
mFF9ht1dkO5JuW7glVwEGPaZLYs+YSMhqjoZFTND6msPS60gR70Eu6ZvaSYXCEpowE8BsNQ2+K94
zuGF+GOh+ExEcmAy0/Yh5RL1WGEhOwxDMitlTZ0KEC3FUfCuPDdZzGbWh0vNWglUTVbTSFbiKUqV
xCeYwNEtNsB3G2kiF9ea2zo+UHO0QNX2iQkr2sygaTY6ED2SwMwKjmZonvVPZ6mV+zzcbuT8JXYq
9rte5erslkGoFhsWb/6Q8BFmjuYS5slQA1XGj8XnHpc87JIbzYpg8lFVhZCIBMn4sGSmpvNiFD14
ptvhXu536OUJL6FWJn4UzSa86bcrCDCwdbkVWQSJUYzKnjFaiWhcoRujlGL/a4/Xs4rBcywe0cIz
jX8ZODy6qit5jWsQzIRvbTDZyhBWI94Of4Ko1Aj3BcZQtCzPt9vj0yrmIOaVq/BptgWINJTo9bqJ
lU4ycnxgrFfzyBk3y4qdjmEi3h/UQWjWsplheZI54UKo+jrB04aB+G04WWFSqn5gBe71sw+/jF6c
zfjKPFpeB4GU0AaGfw1S3bvMW6ta9Zvgw4y243qqtJyveE3UBNPfTA2luNeSl/Y25bL2muyl9bDy
Yyl+jO+Z7H5BJl/TTe7yFR35wcbGKWiUW/jATVRmPl8fFCJ7ku4RzWpFhbdpLc4b1sb0V8V+cfOg
aBHE8EXQMR2ztiqb3t0732KION9fweMbgpaGx/bhiO9hZ9Da5ojpau3FkSvQr/29LNNsPwtD27/U
vYhM2nj2dioOo5Rb4q1my8SaF8Qw+/W6znCT9V8/f/LyoRRiU+NP1nBheSlLVvuekdgoxx16+fAp
zyZpZmyaPGu+KH0mLCCrqbQ72MLOHpYRY/MqLFmo2xYKoUORhu+tFoIumpIcU6XDMUtYsKyEW03G
I/umsr9cR1LOhydx+nnkMAKjLMlNlfijIyJqRZLoHdJn63YvperPqBXAriQVlfxK/U71NAuHeJ4D
uNpL01VJLsAoS/kR5Az7wmDccYiJUqVCDdSST7OSyZq4zWG5yhhYqWFk2+JIBq68ONJYFikoskmu
npTXN4ty/eVK0a9HqlKK+JVd+r2tjTSZtssVkp9hH2J+Dluyt23pnahDQW6OoVk1eGIyUNTQsNPp
UJNML5+sW6i0HeNqnxjMULW8c9vCU7Z6IidqoDfvBtyqCE7WRHWRsiM5YbpfKMwRvGjyrBPdyUXr
qh7OolxbY5VFNdQ7FtXBBouF8qenBp5Jz/u48Rc5jV8VDg3P0S9YGe4hGz2JTpk9DsgQD6VmT4eq
qFqpHmxzFqBzTW5YYkFFa+2ta8nALd9TZgbBMJaKw1AYT9iGjvGi+AxtQVMXpZHOze3zWynIW7n2
+0TVVlzD8yO9clGcjJ/wzuD/DKUZXe6zX40F4+w8YhrsNa+k1ih7ZB3Ehl7cEKSVFXYNJW3vWOnG
Uv81G+bBjSo7VWZeuecLGssBq2+HhqLy8X/wWir191syJd7DZGlbp3aNeYM1oF61gShVESE90HS+
huU2zytVnMLE83kBEKdp3uJQhZVtRbVSkiO1ixOxqKj1JuJ46RNwkh//7utMgG65KyPa2Y4SXZxc
7XbF5NzHajK6WKh4wxrhiPT4ttHvdNvmhQhZs80Hue6+G2LtJ1OvgWj8BK91I7PReyzPle8f9GTb
ef5u/e+SmnXs/WXZvJ145mzDYlvUW+70GbftC6X5BptIFOh19wte07XOPsUei5lucGji23L8dasP
eHED2enNWzY5r7PBK6aLVP15+0EaF+bw716anz18/FAHBfQE/n16dE1VjDtXeLEq8YS31Wglu3aY
xW6MuJTlZRpQKZOowFbXFI2RsbyXchb9BrbQPczb/CY+uMerR6RFvl7mj5KqzXKX2LlyEaqhfk2c
ZUx+lhoR+e/Xu179PWAnk2Uk2uHu3ah634bHbTeADPtu9nPZCNMN9obigj+W6kr2WC11UhivFLML
A4bHNA5i+NYg1J8TrYQXf5s4yzL8bOV4h04c48lyLTKNBJ/eS3UfkXflZZecargjO+vFVSTKJQF4
UgtezbmnWm8flVgdyMItEmzQws8c6cJ66fG+cxT9L5xcGpOBhh3xGkGVy8cKOBYkFZmrBSn40WDt
kPVXvFLKgY0IBot9cFRb8pdcxecJnhvqNaymQ503fOeOGU2kRZ0TfUQudGqIRTZtkmvE4FWtM1GN
ITOJSo8NvJrr4IZRis6qxQ3MoVx50xBGe+HEfDBhKs+c6oc41Kck6FP8FWD0yNA0XXvwfnHE1wTQ
+rEmSyVkCpEP+EIx/q0Y4ZivLuP+u6gJoynWYRYSwGhHFCWL+KlghafSIj4/4o6lwx8lbhvMcr7H
xAYl4eQGn9oIeAExm1Cmzk7afLvF5u3HmTpCdYxNyHFeWEAmeaCXkg9nfJCnhXUudgx75LP3ah+t
5M8M26bYK77CfVIcq9LiTrl+bvpgxKb8dXamf8bLeq6UInGxiUr8iKf3XzMUgCMn/y1833/utJVd
0+/LlVI1l9y6zmT9k6Zhed6WOu+esKUZEmm06hBdQDZULCmpHH/a8Avsal7802fS8Y8aVSBkPnm+
2QcXrxAwS/yOefxA5Co4+F+HD/WKGGIYh7xWzIqwA75jBZT92Cr/+sh+9B0ewp0AKUvk3oyf46vO
hIrl1eltbOW1GE1jR6PlqXds6d4mx+9gywPX6Ev3U1vhbbI+Bh02oB2WyJQt6zXmIogSxq25/zSj
xyLNjv+kVApLzL1K+U4bvckq5k86JrsowzgkZrXzJZ5YcMgyVeIEDOGRR0rf4CWVNEE1VzFh0TYv
NTXlkfqDNazYSWPKeXsRHnUE1pIYaIwbqL52j9NAP7FDbKgbDoq1jPh6bZ/yAfAQe33QEqvwkWys
jENQScdjo3qF3jic/lANwOOrZJDibmk7WsdzUHUPTE+NSuQ06IpY1UIxfio8OagBgawlXLUZvrli
gk2OOEek2NZBMfYDPABC+dxZXVJpgziEHCV6JAcSn1CaH+MUjiRlWclEDdjSJE7CoyfvK1oPS+uS
DGAwbtE7Ij0sxJqOTeaG5hc/VV5JtxAQbbDxWreUavBHbc+wt2lZMrV0ScPcajut2UB9Mu8spiqP
Vr/UbPNhwg9WX3vEbjB2JfLVcz7Etjc4Qnd7ZGBHrMPqBOGPGhMvtuw7HKuleMzIKWspRLp1dy91
tgemsu2gWnbgvdexUgad6ZiNGiNJW2VXL/2ojRJuow5V0amyWD35VK3DeLuvbrbJrfMV01pSWT+5
1/lVpPitegVPNAMgvdA3hO63aqKyw9j7RyXuXIxitUVR7o9gTfg6xFkXawK7VtgqbZC7Wswn6o+T
Nt1POICIEzRLtWl0IJ9vCxMFHnLM/E9M42MknEtRKIqDRi+AXuMVw3b/AtpmiVUbN8ztUdlSsd+A
U39No5ltHMs2RyrWWaKLS8n2XY9Voyzz/sSyO7ZNvyPUFR9+2kFRMeUPyVVPE9tnG2LoQWMp1o4I
WeqToM3hIDgfbw+QNnn7sdYSxqp0m9dZzKoy8GFnggcdmhadl1alMzxR5pf/ylRwuuJ3eoruza4Z
160JagP1t6UKEB00YFlUr/1dY4KiYMvPqbTGxyn5tYvvOmyMubxvD2Xb9YjLCo9Myrc8UXN52JCC
X7Th3W1gbxONYSlG2DmOl7yekut2e4bHjTrSX7Zt/u4+yLIZfeb8OVavO5FcYWq8ojhvSckTNPEQ
p+SOPyLan4lSVwZWf4In/LIcA3V+pn0RZlgFd8yfqfNckFW/Ig0TtkGpGgMtGmxcyAgMWXAeyhl+
aJAsUKNN+YyEtckkqySC5S5JunqKX83V7HIlsyu1DqJc5xMSnWv4ronY4xBxWk3y/aVHRF0RDUvT
44hMQ6LdspA3XyjZCPnp3c8x4CyncPa2VcJiovBHFE6f8Sd9q6gCM13yTpMVZr6g0n02cynXYQMT
PD7gFT8H/ZlD3hj55UNNlJoRZUjjVBS5rcFzilVskW2KDie4nKe8BtdZnVB/omTT0xoYVZA/J2bA
X6KrB/JgTiHA8G0uuRG+inhHVDut/Z1SrXkinQgppzPODJZwvhbytlyxSq7I+oIvzIC/K92kFzR5
rEh2oz7A32KlLL1RP3PFHysKzDLehPK4Xp/iNf/jTVVzr9RhYE+jxYTXUok2ebWpWoSET4S2y/GF
bcT2FSGyDuT2N/n4efvnXXN33kZs2rinqQLitobtOlBXbZ3SM5CBWdsWzbbGE2pV+1Xn7VdyRwAZ
2OVzfwEz4qA/xUqK8Fv6jY9Lh6XgL8nXD70nOGWNM1IhPrc6BmdvU+VAo+0Rb7y6ZTyXfGK/RNZr
LAuTG1XCMMtk+1FUQ8EW6zG7aUPr3a/XbTuEbG71u379mgzX8mC+5sV5/gYfmKVtNJ6qJ1ypDhQY
Mw+l5Vkxid7+1WVb7wumzRsMsGywDfx9MUBGDRqK224bFaX8Z2p2Ivt2xwLRO39oTU/Kqblj0cid
upDJ1lKIqtCKUDRCn/6mYzrOG2PQ+DhNVWAwaEdBS8xhQO6gFnm+6P+Xp61WzdWCTNpI4nVCQ3te
5gbDVdZOP1OjvWjPYqlkR+eBx39KUKyqPbuqbuGl0XK7BvyrvF3nf6ZW6VyJwN8R8kWJKVRn20eo
YqrAP/jsLzmBkkyOTWDpl5xKCa8XlzXk3eDimeoxzOXriCxDvOclzSbE+08aLR5mDkx9HAH/pKM5
vNvC9HQklMZWQm6Bz+cY4e+X4rSeGdNFkfAIF2OlOK12koGE9ExGJq7kFlPZZFjZzKgXCqs7Dskk
LBs90VG7SKM9J1GMhNUt2a3Zx34MuPszpfngANnF7XGGZYaFezhFyut3BMA1Jcl0+ciRm4uiAxqm
3/ECB9M4cHJqhyvNjrhSC3ReY32EJd2MBmJHYsVF7S+zxsw85WcULGJTUdHFzEiR9PVp5MCMgKiL
TIqW1mMi9kfTDM8boOHxOjj8u1GcRWUSwEOO/Vxpshi30HDYMJ7zVUyiq9wgonqAGUngGqiDwMli
JRasfE7SshWFzX0pEQnQL5sJ+1Ar8/I5nSk/0FAt5UqnZDrVYmnbUO7nDMsW91lHkpFslVDHMdwq
Ccu0MOaNBFZ4rsmHrxOlNpPUDrhFSlJrhgqMarzfENwzMjs9aHROP5IyE0uri+L/VRlbwT96yH+c
EzqLiY3Tl6UVUpJ6zDBTtKtKkpt8i0cn0ejr2fDbHQjQTN0MtqUL3LlkQLlv7up1Z0zeprFa7SBO
d/uY4k4kKbyY7KlY21OTLcYb10Q2OUbGXbXfbolYHvwEfbMY5M8q6bMnnxn/AaU+Ew3T2fowqoLq
9574dwvkT+7V3rh9uoC1c2zrpUGjdVoWAtHzZWVUqNKHuAgu2sVGZWnxhl6L5jCLDv/wumogmnEz
8ty8J232LxhZejuHvaqqpLeiwerQdbl9m038a7hTPDX5R8LxaKUyYFkhB2lvsuv2LyRSdIr1UOVc
UJEBX+D+fsQeNpm23wpI4kB6Eea9m5viq7e6XAW7ytMsjf464fKSmLR2J8WEky3H5LR1+zdbt4R9
ksm00zr+DDr9UXoqXMLJZkukZtCDIqey8KDFHHEIQqp+sasMett5SnrUam6Q9RMW69eAOaca0XkG
q+FQ+/hnzx9/Vm4XMroHmA/UDwo1270ywTSyOt+3xfdoq9TbTbEKuK9cx/2cBlF4SdDRlJ/Be2c8
Kjto0b3ijsCylLjs5e5lTfYTop3u1MY3+Hu6nMFN5CZ7zD3vxKbfqSO71vYirXK3TnhkiQ/vraHz
H9Dl3Okr0V5XQmKbVJV0Gx2ecflpcLA0PyTFh9FDz0vHotKAJnuaNCVl9G5HKRx1JHtddifaj58o
6T393ss5rqSls71+nd/oZMC402SsCaNWVwmr0nzpHqXe4IMDYwsO7gEX1f1sDw+hldqRgQFgUIWo
abK+qtmOUIO51QgsaZMutMnhx0zmUFmR9cLWy/aYU3KDX3Bfl8buJPNs/eOBmmCzALrA+aowSBbL
bbcVmMQZ5h307K2kLKoGnSWWDN9grQyIIdwicF8zesmPydb5Pwm2qsLs05S84QrxXxrehKRPfrea
GcWAUzQuZG3Mip/7nuzdPguJMHsqfJ+pewyrSRTq2sWh4vuLpkrmQUWuIBBTwKE+TDQMqoiJpCVf
lRg7Q60kfWdiDf1klUuOY4rwbCXX3G+W2heZGCqtc9aIDZrcPkyHeTxazU8OChWfjWxA1ELpbh5T
MhssHuVrdgKtlLxVB7imm1DBUDeaZ2Px+NmKXI9McqwLNtB0MqgK/WdygrCYJnztWButCxnpUjQY
lOuM4oWSBQN48hIHxTTe1bKcZyrnqVDPDnMiqtBGHa+tU8qdWG5b9HRis3oFxIj0vPqF/FMPSTl8
QpjdI7bIiCu89fKYh4JNLTcELyDBaiVFQniDx3o8Qd+e8uobsARf22i0v698iZeH+pT7k0GZGwav
zZJaPddxnzjhPo5srloa3MYa3O0r+3vf/I5HHZPGS10885mQjhG45Zqvx1uzrktV7811L7h9xfkG
EGN5Qb48fcwIO5TpPoOCbbXet172LquJdZYsrhzFjpn+6pbLqJMf4JLVjvfXXEFee+JKr+Iz/jUY
gAo3MF2//diqHRIPY2YbvZik7Z9QnqNeXzwwSjuKnnkoo2TnNpN4/u4qx3TPwB3ZHCS0E3J73lpv
qVzslA9/XkvGGU9BM62tUx59bxwTrgmlVZftKCsRCHnn9bXQ27QFAHZrwdMmDTR/PWgCP71+er07
hFfJS4JlMlweTScJf3DMZAuD2apyHLNcK5tU0vIjmx9TTCdkOsf3BFfL9Mp4+bXzMNaIpVseHcJL
SjQX+3qZh+7Ajg95mwmD+o5Q/0Vi8LkARViAbb37GG4Qm8lkzHs8GhoolxjfTGUzMl7kAmO3MdGG
WpV9TYfZC7IqxYzpdFVVQe/VsfksKnPfyVnUw2eneUQMLFjACimegyyWpQGobTAsLxJ7Q57elRiZ
g/kvydgC9qNC3WTE6s/O0+FqmFX2or6aYNSTqiOAoTR78SAN5XsBNh8MbpvwGrFEFBAR+CKqF2GL
FB+hQk9NpdiPVeKzmyP7PyDmQPMfDf6Bzv8pyHGq8Zdv7WtZE3slO5mTEyBBdkbCRTGDx5W19tQA
nzVh5oukNazNpWVkviwbCq3qlzRfXaVkxtsZp4TR0STr675gIzHPQs9cTDUCta3zjGl80bHI3DDI
Fa/e74R6n9GAs57TcBr4cyxDHTHhp5qIrgVXNRT1OZNMAk2PD07TWWTytWbk8bBYP2y25PM6TFZj
JXlRB1wsiZq9Ex1WFAzE5VKg1ErY84bG+ExHwJ9s3GNx/pk3nO5U/ryc2k6Fbe6MRu1pYuT7hynM
moJ3uwJrvGZf1HhSdiyJrk5h67OV+zbce6jTX3ntmac9wB/GbdHi0Uj/q4dn9PMkvimUamXvGsRY
80nT4Ic4Vvk9Gijbg6L9DVwl2ppn1jovss2B9GJTzH6Dqn9lrDNInK8xcEYeUDJz7GRAWYfCdI2V
6IbBb9ySWLvGnVCDDORYZbmlzUS4yXvYz7b0trNWJB1P6tARbnulHSGqoCMnA37u5l0PWLP23Esj
Hsj3lZVlIumeV/gCaGg83eJ3mDJPqv43WwOHsoYgcPhV7ndMj0U+J67PYvtmc44BN6oeGlitFjfU
P2GOnI1nOY89Yh+KhFISpT5qZA2tuGEaPMNm3/qDcvFH/uHfx2om2Q2kpG0hkkw6u42V2khMKtZw
pZ3qXy/AiQ0jP9hCuNJURt91LMWx2FAfRZ7diZGGsU/ZD485vL2PNpqhDasWITTi5pTLeuWDd33d
emGyrND3cwrvdCQt3/lFug9rsK168qbAcefqgYQVlk7DPYtWJfu9gP0BbAXYVf+nyYbVjRqu8Lpg
m5sMJapK8YiN9UwW2pU8K/7pFMZg9uzh8nQU/kxI6XFRMLO35o0KJnOWd481rSkh4Y0G5cvwDqbi
La93zm/JtrF2uZ3nZx3RyAuNa4eJp4g46MgwbXwSravaZAukM7rnBIq7bEewvWNS1rbfNqyfpbpN
375FonELpdzZlRgLi7c/NuSd+oqz24CEc3LwOT7pcLbmY/wgcTS78ZpSIhsvs5itwd3a3sjNYb9Y
wV4lO8pty7+ENSvssqJGtmF5VypTGEvlaC3h0xWEOvzkAyXLMIgyjM+bifRuyJAe4NEbRidZEPD6
fUP6p4S8OPz7bzUNACMt/BBfgtZnIhi91KNYvcUHvtYTz2HncmhG7yBbw/IMm7EVFMyeOutpRSLV
OZffoomqpKhsDWa5Uc763MzAyni2fFejhgAMzGZpmfDV15Kadbqyg92De4KC2ZqNXW1u8HMclBwM
daWr9Q04tlpzWKodBWPD3gWWoQwwdTbqjCsXP6FKfoFy+jPHOch1URmGiZKYbhOIqIlT9CLNrTdy
W5Kid/wCrfEZVaBypSoqpVwch4Emjp80y06eojAaRVE24vw5/7YottuQ1QOqkoq5stobiH2gFJyo
T1AM+AM8S3tsZx3nhLtQhSmq8XuUbxU6Iv4i2xZmXKfxQ1gap+NQE7/KDSsWg7X4THnyueNo2smD
P430rbv0ZblmeGh7KqBiu3F+F+88r9VE0UGNYpv7mGxgfjGadF+dYO18XL0CxkpU5CFht+rui9SN
ebbWP4TO2eknfWKcpnjcMLHr3hTLtvv/WPO2ZYcZjY2yeWfpkyRTCrpQo8bFf0ZstzPFijN/P+XC
NyxjsZ0BpN901vnqPKZrTPaZhYet/+jFnG7JEGtuqPGieSHZj0F9JQFZ21Ztoo1ZckskVFZuvgGE
hVo0lvdYOM5SS5DsdFhoc68z2MM6TbbuL8m+FfDOfwKW/JlhHBJVOqt50l9XHI4pn7Z5bzNu1JmM
1kBIVycyNDV7md+rV7+KtxXHpJustqovayXdb0OZZPm4FCG4jUJkKInG/7zC8xmxqAls1cxW1U7X
NFBoRFsJrPXJig3HNtY6zMCOeWkD4aZhlE3mf/+twRqUiLR79AV+vFcVkPTUH5b0I1bv+OSnhPAG
PPI0XLgpDrmQjHG3Bc73BsCmgGVVx94J76ulKzVh3d+SbnZtvDpam+7nHvXV4P+e//f1zt9VsAOI
oHstd7Kpy4sGqjf5vLhlVPdHflUliZj6w2z0qHqHmN6P91KVAOsIzLmiZyXMF3d68oqz4lqVktvE
5/YLC7wjXURNAzkibW9AuPn+H9XlK2oeKwPL2uN8hKPCGN6uoMH9X2HjpcE7S7TfpuBi5/39jrEm
FMbh9yN3xt2U001KJFOY4ys6lh2neE9V7b6jfH3Pl4fVRVAkmTqSr6qn4udpW2DvVnmg3Kk9i0a0
7yZpuk9j+wk3ZJulpZ42PLKiYSzB9d69qsj9ba+cdHbp7krlNV1w3LY/m4y9z1mupzsQ4PuxZMoO
vt1I5UL9IcySkZLxaYMWYTvOFm6IfW01FLONyLY3m957U3WjOR6zHudI7VLNGqUIgz0Eud826ro4
ebfrsAHUmx+l3Wyur1n7ZvuTQfuU+hpNd/hZVzsVHN2lcMvbCuNOLF3vINl0NDJFVkOtobYl9KV1
BN+oVyar1ifYFDpbqb6om65I+XM1//P7o22m7Dtcua1GTttBp2TnMm7iH/FZfFeTeJu4bGjL+O52
V8XYq8321Yar0qPjzRGz+7x0NU22NzTdiNhn6uZJw+XZjQNPGqgy2/Ku/jp1iluR4L6uw032T8pL
OMIfiSXtDQvJp6fbme9TxRjhHsGDHat3didbNO6sICMy3p1vnLLVXEla5UvMlV+s/Ivs4W3PIe4D
Mp5iAHOdIftb3Oi+gtltRoh+y2KOzaq/R2oxizWFYt5l7vflP+edP9jGd+z9vkCpxYBPIFVLlyg+
b05sehumte7JqBJHZYVIOkZtLtaUtvBzq3OkVpRHYJ3AyrId/yHNOjx7TEdvexx39perEot2x1/+
e2UE3spf3hH/LBrGUtDQy7sx+6nyp0brp4fiO6NuuRn5q0PG+FV6H3p5oTprl4pvq3IZ1nYNMlbk
XfPjHvFRne3N/PtcsSJrs7xbjpJR7BD8omPhVvc3WVR0T7ckst4xeP9GvTVQqan+PSnc+wp1uoR8
q5bl4in5CZ87L2B7xwhT5pOIN/FaZsSnSt59ENJom18ZrK3HYA3nJHW+AIo7LFeHjOkuBl810W/c
NtYDBRpYM/YxKsHVu8WvXvck7iSqhEfCiyWN5lt/Mtqo+aKWDdcnxTWsHGaZJIEcYbQnRLiHSFGD
w0SpTZse4jcNKThQfE745zISeLjVKqjXsFgnJa1wKd0MDt4Pws+k4TedqZk+7+MRqVgOo8iGUjUw
nyTjOkbk7jSWey/k6uNhal++wkf+LFkT0dImIXZ5yqlSpKWyb7Xt2mofaayqOGJuLU+mD9WgrtXI
q7p9yR7uKqasJKRccg17gjXdLvkLemuMPWyA+c7YwDUfkoEIIe9dcca53P0zo/HkT7i1JSAgK5qH
7gXfHu0xrwrPDxSfV/f7DX7eH6Wbvcu97xm7PbUJBVO+tnm3bymJuyY9VGlvJZnGg6IyYN7CmAeS
PS59UozrAZqZsR1XQ57/KJeRny6V3DvHETJ1N3zBAFe9TJQrKXZroi3X5+KtJ1wKLlwk2fQGT6KG
uJOqeY1aKFu1ILeqAxIF7lNbLUsy2xL72jBcziqU8n6Br+WOcCJWwyqzfUK9ftpKurXtzG3gWDas
8RPo+G3DqxU4drmHq5/5NY4J8hhSz6ZR2Qp1karg5MrKdvkfRYVjueRM9i5qtM9Vs+g3sRgj4XhL
I7Cil1UVXBjY6hTt6pWsD1xXHJko7hQ4/4CE2EXoFHGujMiX/VeYG9snqyPmPLqCzwWGnZXk8/ex
Cl1M86v3ZuyoLgf6OibFQ8nSGcmuSSm6v1OUmrfYdY8afZ6f9EiWkd5s09LaMbHEMhlt8osoceLJ
soEJUnk5EaESUcnZQM6cS35wus6yiv8HM852iwFZjcnhmGug90iYxJnjfyNDZstJRnIX3xSMsKxM
pK2anFP2aKX9v8OJT7nkgimXWjax8uQDbqA8pVGLj3uEJT2pgnppKc5xCFrYItQDWDuLvaRZ6pP5
9eABly7UXgvoa6GXr7lAAl79RP3qtOOgLzO5FFO1+peK1X1VXrnw5VcC38p0l934haJaWX8qfwD2
pwg5hh00F6ZftAkhGOfbCSfZgh/z1vgnQ/IG+Bz4ecU/f0PJ4IpcZiTRiWN+fqL2nuB++Fznbba4
rRICPwPfAn9GUz17cWWuWJIQZzY5sr8FPgd+Br6Fz/2/OvQcvUz08/9hGL9nVc234H743Bb46Q0d
ogM/82rk1oLoQ/75Bf8SW2axWsmbPz0EalHRU+uRCfwv+NkksirEUvb/nMTcug7E/ywhQcj2Bnl9
8QBn5HOu0EpyOiRTDn0WO3+gUFosETz259JazhJuu3yjk+X74fKaeF/EUZ+8/oYkz3X/mMyfkotH
pv8JefUJPTKj+d+Qb/L4m6ecDz5UkqYKjnITAVgUhgDDwzbFWYYHo+EtQL5RkvZKrKR06r4+JH36
rMjy7Ahmn5HHj64PJjqMapEYpz0LCzPm5FEPM8o/yJ/rDbf0uKFuejv93MrPArtU2J9Cj78VTmgr
1CBJoTXMlO7JK/CzhD/lYB54qfR4OG83lpKInd288c79rFXbHBMi+7mpcBgeCHz7QR37ujIUDgOf
J3pTh55xPE8An4H/gc+Bn+F++Pyn5P8FfAYcnmNGNAG+FY2ZUsCz7BJwG/AZcBj4HPgZ+DYVIZkP
TMBzwG3AZ+B/4HPgZ7gfPufNUjRhlQE/A98Cf2oMV2d45HXDjZnSQwrPS+T/R+DXTfB+hD2p6Vyu
eWOzbprgkGnagGWb1tbSBYl75FubGB+TlzphegIseW1yeDggmccLD530yVVG3nxH6Bui8QYeV30m
jw7AGBzOUgPi8zWdWpGhz688LGuta+bPBmYBRIpH5Egjg2/t2sYnY14NfDhYKVKs2Qi2SsJONetr
eAE1IuP4qFxoLjHzhx+Qkv6CToOGf3HdsAJ32xt2wySeKktM/Pd1r+FfiPfnHfuqmweg2LdcNiOK
2Zp/IV6ZdRI/w5qf08q/VrdH4uamYT5Rsgx49YDLC7fRvq0CCFftZA6g7yEftc5vAHCxOJ/o2Ezq
Jehl0L/wPsAxn6ODx+PyQMemFgUcA+YQUwf6LgbSqwPcA3wjnE8K7ACTCr1cYmlRH/AKcInTveB0
rElgtYzkAS/Xj9wEuAf4BjgmYylGFPE3mdzeuDqQexwoKSReKgRbKfY+V5QVP/+YP/M1r/8vD2yS
GPhmxRcke01mAwS40SHJ82VxMVk19wg4M5RDQRo9aZD7iu94GaVwaFeUXMAb7WPtNTx1QJ6Gq4xz
mVX8WhpUx3ycDrGcSqJTuB8+Z0VxOCfuz4PsSXqNNeue9R7nVw1TpBnB9nlcSK5hJCd54cob+h2X
vK6KnK8zf7nGznrdEapuHFhHtOlajPJaPaSsY9TSX/D5qNwqev6J4l480ZeIh6hfhZp6f67i2AH/
I1YeBOAS2J+iNjHoa42XRYhFpf0Ep2wr5w70talUEuAY2JkT0V3i/RD0L7wRcAxIALgE9ifYmWBP
gr4GvQzvAHwDWgBe4X3cgAM9DvoaSf+G22lUiGcpGv2A/kU9K5jt+AjsT9FNE/Q16GXQv2PuwgBe
gV0K9ueCFzgBfQ3z5BxrA44tON86YspURmh6KBqXwOc651v4PCyw7nF4hOuWFFlRe7n4eZVUk5EF
8PMR589ekk45Kx9E2PFWs0rk8x7yrfgcO1gf4jQutctWXMBe23fA+k/An/C6pUHiB1Ob74os+yXG
Qh3kW/gcROv0qtToCkZzlP4G+B/4HPgZ7ofPn74i/ifw7/PhN79ueulJY+PJuikUXLkwqwbi2jye
KfzDSwUFVV533Nn5rt4ymvNF6/N4UVnPm1YFjgwZ/9kzQVbEP0ttKuNFWSH8a/CXNc6cYocC7Mmf
84mv8MFusj7AZlRkCf4Uw5LAr8H+BAsQ9Djoa9DL4DeBfwSSCnYm2JPYAe0B6l/Qs+hP8VUA+xPs
TOQGIUVHGvhZ4E8Bm4Ndyu3PFPQ46GvQy9xvWoIfBG8BexLsRtDL2Jbr4QdqOLNIKLTqhGJJ0c/q
peA3gV0K9ifYmYgKNAW9nHMcPuAUAb4d8YWdIL98mzWiBwJMJsqAHPJe1cdYLPQS+Bz4Ge7n3QMv
AJ8BhwFvgZ8pBxbHxGKSB70B4LaAFF1tJYoikzHzAc9Rtu0V8D/yOcH74fOzj14LfAa8BX4GvkX+
1MaeZeZ/+cdqgM+kPZqdw+cEO68VgOeA24DPwP/A58DPcD98fhR/lXZYtJDwdcf94axjbrxj/ZeH
yt0fqHqrj/hLeneNi7jK8ceDJD258Yu1rG9dqbF2IlK1WsJmHXKhHYoOgW2M4pPJs51ZmR/JbwtG
5pcuFoYbI9+xzgas2c4UuGHzRrTGXtgSeL/AvdTXd5tyfWAhJOcUZ/aYkRyL5CUb18fqbp46a/+6
4I1cjYDolybMd3TC7xiR6a7tSr1+hTGswdNreIjoFOf1CwsSVGCuSaUmZfly55TvvZT8QNkXVIUi
PT4cs8E0Xlus2E0bNFfKfGpa/kck9JWVMlE8NNx7h07nPboy1bHU7yyFKD/SkzCyKzybE0M1KM9y
3kpI6e3YbQXfciK32m5g7KWaBXbutomo2/MCg1rxWSaFxFdtbd0+Du5oF0cpt5yBfasHfDU1ixuN
eXtD5eNmuGAXWQI+fr55WMTaUEP9Mub77GoYfFNABiIssch6xdhF8/F6y0l0FN/mG/Z4O0QkVQ2I
4LJxf0mC6L4Z+5HiAQ+9qn33Zyo87/Rtxy/89vYEJaIp166tobEKFIPJ3G/YUQkJRENnLE6ryXWg
dfCisU/F7MYC5+2NC6MdaeehL9wByEKUrZQX3gnXOk11Np40RR2DJM1JL3wZcuettEucp8Yl4WRn
U2iL4/kBn8AbWcrDsxDnL8WWh96I0dh77PiwTsi9oegfiHdNeV7WQ/y7gPe5dUS5e5k6Bw8Bxby1
JiB8yS0f2tyg8Rvo1DwfV6VY+1tG1Rm80Qmh4I9SbeN2cLaGe2uL8FHt9BluTfeajm1W33Gs3KhE
OFEnKaZj5JshF8wj7rZ/p7TSlSOfkuIbHU/N/VRBsaV0RDkmPq/fBKbD5BN8y1NGbMszyFtf1nXy
wf6NDp7DL3kZ+9fnD39brSjfU0yU3gE3cgEU7ZGRQ8I3JAvGeUlZiq+1T8hlT+VczEnqy3r3S06+
V47SPyZ8YplUFhipHfoB5+flE/xDhLOOyMVb1bERpvziqSzSF+CUW4gt7GRbrXbMM0N0cNRGxPyI
wm/SYzLN+sTSwwRFJm9kCZY6OSjJG29Dnr7IiV2SyOUdXU+Jdw2yPIZf5AJneiRwyMTngP2cLCnu
btL3OD8eT37HCbGksnuhKEDACu1zi7zRG2GNSUPoAJeWvRpQZu2du32uiv9LyYAh2p98aTIq9fJA
4pixU1LmKpCfKeMkE7h06Yp9A8L1dc6HyqEkYe0WvQZp5yxcKv4Ev2jEYWeCazgHPgd+Fp/PHfxB
MUACWWQ8bCTzrEX4gZ8pL7UaL2jyn/8jOkEvwM88M/Ml8Dnys5HA55OnLqGBnQflnzzUHhgtu40q
ecSgTA/4GfgW+HNGLs7JoU4OLzn3pcQEPkd+tkz4/NHJK5JpIU+SeHQSl1iWkHFlcUh4ydaltAum
HJzlQYPkrewte4FEf3XlYU1IX8N+0+c/Ic5jEn/IbziMmuwnjvaPOO7hTJcc7wYkdoj91RUJExaQ
y+nV/Dvtijdotw9N7Ql58cgmkTn5WfH1UXg2umzlQvFi3Lbc4dAycvYSBWKlk4C9QDhxyPUShf23
rL841Q8eHo+HZeo88kGDDw4OYDQfmy8/1Hg7Dp055HFZILc/Mt4n5OzUKZz1jBXJkNYmjZ/W2vxV
ZZe6cvfEE3p5qJ7wQNmTtMJm2am+3qBpiFWcqQasDfszJ9JvknBhSJC0tmeNVFbzrHFKJWoEDhdD
zu2i5ALvU4KimuOSRwNSexNTNQKD10EFPAfczjj/W/yAxQibeQwKcgD4nHO8BX62c5HyTOhoQgHY
LA9DvcQEPgd+Br6Fz1fkfUMfAp4DbgM+A/9zPu/B/fA5I+ccn5eAt5e4E/cJ8GfE24/puJtkb8l+
yjmev+J1003gc5gBvx9um1Ql/WHcLJSHgHwen69ScBG0jySVl5hHEZc8SSQjM9D4eRnnpPDk+lOq
yQVkALXfrNA91MnLLCrm8Fs8vFDm+oWg2TLm4pvnbrLKlzQGCJojdTAFhizHfVhFRq9yLJrqHqML
eJ0wENG5TS9iLG91WdkOGs9SwVis9ScWJUFwnZNvmQbE1Y7JRy/y1y4583TXWvgfJL9dNfwL4Uf4
Dftq2/W0Ya/mio2FjTRv+BcCL4Q9tm/iUqfhoyMOQOjSv+A1rx7w/5/QXTa2USVICL/jQNkhOd8h
Fe7WlSdZhIfx/YpdTnht2ybbDEjd8cHX5B+8G+kM9HLIiQc4diWq8uB2tr7ibTSjyp57iMIgMs+B
vqDHc6WBAN/ElIEfgO4uFpqZ8IefAV4BLvGSQnOg40wSaAn4BjjGyY0cAvQFPZ4ZAkZWgG+AY8eq
iOBCHZmBwby0UQYzbnQNyPWi0TX1ihc2NLgmPVX9hY5EZhr/qi/3cb6bHWKDP8QRm3xzitui3sdk
ZQcPBiuWNoxCU7r/DjGzZllHT4LUKJJEccmblNip/XZK/MD4xgrPeMEz+mz8IuUtbDwcfzoaoIY/
kiQ+h/s99Hkzqvvhz3NtdPEelrvLfkrfNk9hN10qEReSo7Clv5xwTgU/YtSxN7xG/EdyqCpeWzVI
PaeSt9CP/njzVuYmf1kn8gSuPEJYGW+XfKwg5OBHizMU4jwI+BFjpfO0OmxYb81fqiGJbgljzrQg
KWB/gp0J9iToa9DLBsc3wDHAq0HjkBro61KpD8CxTMWkQC9rfEMN0IhL4wztTzHBr65QL4cU8A1n
C3dU9hdapaaUaRQFUC0Z2JOchQLUv+Qx4BjgFeAS2J8Uz0BR0Negl0H/JsgwFPAKW2HJ3eZUeNzc
igsAx0QdKEMkzh3gHxmPbD8gGfA58DPwLXz+6hH51CLXB+QCWO009/gSCVb/lPeME4fFPiVlaHO+
9ch8nETLt/DY44S4S7LUc+RzbrvA59xsnabw3zEjwde1G11tmKgYyhSbeqXAn2AATh7mhhn3OBSV
UQ58DvwMfAufx4wMpl/OPwlMg+jh58D/wOfAz3A/fM6Izw5Gtv/q9OIfSYPcbr/mBPB/v1BfvVAO
XqSslCr+eUpiERcS/jX4y9hAqBGTaTJtrksb4rqTLlKqxHKOYqzpX4t4ZszjP+KZfE8Y/d9GQFOJ
kCU9Hc5rscfjRQ9kH/BTUZeRJ/8QEcoAe3KkDhp4fK0DmSmBf4j4yVIC1wX4U3zb4hXYn5Tr8TO0
oCj4TeDtYPglIGBP2lwvJ1zPgj91wFs9gv0JdiYs7suMu1ZgxVg6+FPgN4Fdyu1PDfQ46GvQy2DX
gX+UINBdgz0JdiPoZdC/oGclCmmfLyVXnMV8txb0L/hZ4E+B3wR2KdifYGeCHgd9DXo5U4fv4A/g
20+5rrHwk4TjNuIw8PmFI+n7CmntAp6fYvf174D/gc8/xXBQAp8/IzPAZ8BOwFvg55QXb3JytN/e
HFHAbYdTD/gc+blKYKAF4DngNrwE+B/5nN8Pn/tffwnLf4T8YwA/A98Cf3raoyh5aL5/JJu18f01
4GfgW/gc6HXOfMBzwG3AZ+B/4HPgZ7gfPjeX/9e9lzLbUQDh+k4PvFulkR2R58WDe57ybPsxyLvt
crH7XiiHzO93yvZ908u+28pv/8qPJQ/8aNuU3Htbz5VH7L6KfmrvXuskIz/6K5z7qODcO/JP97r3
AvL3vv1B8Whmy1Gk3xuZsx9wFXfw69EInevRuDvXOw7w3uvb3PvuLTf8o6LxYFWRef6jEb57xodU
bb7QjZsn6n1GR1+EmwTNIGy2nR27hdazm3k6cRvR1P2vvMMkVO2ULRz5dTMxVRB40XjRbMfS7y38
ZUfv3Gj7Yd2SezrnGdcvnetq3629lr620wSaSCpE7YgTrSbi3JtBtSdja5ym7rZ3sQ6PFfEtLUNH
8GqLUOX+in3/O7X7g3IcbOE98kR8J5wt6hOPnPPSsDG2Ls2GW3ae9xS0/Yeb3I/2LNVTTPBWxfE7
Wous3y3Z1VUVzrsVfvjBzTTF8SlPs+1x8oiO4hUqa17rfmPjounttU/2OYr7e7JKV2qoviFZdmRf
bBQ22ftgdHfvb6NL9furM5wBmfo8rwrPvxesUTVZ38TZ9dnv63dwZ9PvZS43wojYJs1ad/MKPKtN
qJgFLfBJ6oyglpf3ehPT5p0x6So3qNwDyM0OOG9csTVlUXZ0UxWuYaOWEUU14petoYj4/wWfyaID
nlq2dYL7QPHN7K36uWS3fEW3fqvF91U9NG8ybmil4lljjPTHXQ894bcpmmZjYqqDvS1FfcSPBBKy
OYMqb5CAT9bX90C2Pe1Mfwu3xLUTSjkcZVnc6ArH31doLe4qt0BusEmW/HuSuuZ1fk+iXltfop2n
6PQCQzEytDGweU/cGh+XpdJZJ0bS+Nu5FVuz+2shcCebIG4uRHnzuHOHzjYhYkZ+PC7nZuuUoTD6
tcZl4jC4RTvqSeRvVPVftC02cokPuHnFelI7GGRvl+r+ODv30/+fufdqkiRJD8RchY5IVarViN0Z
iFsczoxmfKAZzch/zmfy5Wi4I4A97O7szHRPi6qslKHDBV2ER0ZkZFZn9QxglwbMVmeGcP/807KS
7ytwbkRO/dI1lsJhBJGbH99EDvyBn1bqPqsIaahd1ub4t3amOWn6kath8y2sK7C9UuXBAizYQKAN
pbV/OlWSUbR7pin/H69ji/A5Rhv7nGjYPukN6xcOo5HL4qx37vzbn8iFGvtFIyvyPPes7el/kdO8
vgB0z1JSiy8Sbaw+q+XetLk84P0JJhN9wX69EWKj0Zq/DPXFc7QUdl4rQ+Lsr/8zD1X5Nf4RpV34
p1ntb+VAbsCTFP4fDhYtagPwpTFNNMI4/u9+Sr8W/q80QTin1bL6t9UU4P8cJPORoLM6BP3ic/+c
Dfzbfp5JI7o3VO2eOMjqy04Dn+Wj1Vhw/WqvvP+0indSVvtWneg7BvSD1q4tzyi16/Ooc6w5ursR
pRDrJ/1ov9lakZFbA5yPmgY7F8gmPKpxSCwcGyuzOrBOLFiPxm2rEa643XI28iPUqG20WyHw381d
5Cm3A9AXu/6xZMxGNsUU9Ko3P6sT2z92Ix73MLqm7p1IdUqIQ1V1EFpHXjUkYGzmPOr2HmSLVY0S
GqG6f0zIZQI4bRFLHGlf4qAn4Or53IIBnozezgZPLnpJR+2c6uawZeXz+gowbwLe6/3nRb/tjIaY
rvpUcwlT4E4H2o57Rqw0wJRuDNnyyASpHkG9unCjHeSAcM/zVwquRrRhXptYr5PxeczrWqId1/xa
4nx6o3499NaxINgxQJFqi7M6qcwNdF8McdswCHauwBGPgRlw/rdniwflZSVjpmdLN9hQOEQnIKCA
VzM6bRpXva5e6PGxbaiqGvoxAb+/TCv1iWdrRsrxIHC7rXwN+Ppi1jvguEfBkRZtVdlgKI5/hh2l
K3aiOwKCPUzjthGVzt8fypdKcYWFLvLnjs4q/KwU9u24kz46262XphyMKIiQbKgCXeI/moysgchy
LNOkLjllVlR25+/0LHWk0la7/mweqHbiQBGM68kVqjAKkvfl9IzW5A3/8tDxTr2xpFThIaF4t3eR
coc7cfBUUqR3+jnHHR9UlvYkltuKwAJcAch7Py0bZ2MfVpCJE+GuQCk6p/i4IPy9cYCp0zw3/qyp
wQ+bIUM7bwYeHvIXlbxUniQtobsqavZZD1HswLOd9vBF11ivmxVVWSZg4DO1L+4mXAS9wVvbId/Z
2zXBnnRobEO/yh6WXFzoqG3+cF6JfxxR+bhmTYzQuDd4/cRwBP2QWnitivLW/rS0J+ejAbxQ7xX5
GY9Hc2rx2fBiV+tsEWgLbc5ZUnj0U3pGt7lQ7w4s3Dw7Qqfz11K7aoPEL/Qvv9MRl1Vv+/tTp1NY
HoJ6v9iMfbGze5G/3RQDrN2P1E7e0+iGdjdEozP1nzRl6vYVpbafdlSv49s+flpotuplr4/TZ3ML
T5knBwzn+PANPmq/N3o0uyDwgS445aF+hQm3hfBUQ8wd6sLukLN4F7z4aJK6BhqMzrBh9pt6BsrT
x0yHeFOI3r/xk9beZTbvM5yQnwur01/pl5icPf2pPnDPUkMNy97MO6c75I/6MP+l9SSI9Dxi58OT
V2H7jFqY+cYvPQXCV+fMOqHo6TPow9gV7TdoKGGbEZN7wkNABmoS1IIAhmZLmHcI36K69ZOEkb0P
X+KLdckxw61+PxzWFIYa2Yat8H/zDOQxPiH90qaOvDt9OIKaw/Yegevkar+qb6WvYUiN9sBUoFyf
A/NHPmPH6o3cE2KwZdhsge4N3QzPxmkAzqLuAOElXtWRboOMBssucR9W+rUeaqrLPFXJkFSb8x7y
D+eplvSkBhviwvK8M0SMlBNygduQjNjL3MJi1TzDedZhNk/PQjMe82Z41gJzzi++w/o9O6uhxeeX
uhk9pzwcwePlwk4cngPPuYPIBS455zkS1j209xejn/BnTJHe2+seRsEv5gi/TnJe+KFf9NsTEj/l
vfObnFCbj3eKPrfnL0sB7POt6XDN2XlpG38JxEvd3P25C+SnWde/yycC53nlF+GGfgyDl5HVE9B9
rqqEP6/T/XuFcZjhQLTPbT636V8ZcAlO7OeS+cW/FQhybbe5J3QA/qTFtP2iYGx0xvsIzufKJOiY
wfPn2M398zOYWIrerLShAUiKHqOKe9ho+javT+FzAibNiCGRIS1SM88aHh8lO4NKzL43sdItaU8c
9p0h1Qg3zL7eDL9cyCvftfeXVk1Z2Y3w3majEQdAbmto9z+fHG/MbJyRvjgbndAMnRV/qXVGueel
AfOOkfLNgP0ftqMbXN8bZbILqH1lF9u3BK+OyaGd21tfQOidOF70kPjNkHybs77BQw5zMoJH0XNM
4c+Jyo3eFwRwY0fwpD3EclTQmYkzYlNxoKpdxnewGHKmujq15vECZvRzuo099wVpFd2GhEfTFqDX
LqyiozGCebtCZN1Mjxz4urFv5j2AoJbbZn5jlkZ1m7Kjj7UxW7tSwUnvVQ2o4qgjanocfe0tEQ3o
IvOOZJw44myH0YShVYL6DKXlN739O6cFs2q9VLntIyQJu1lgya5Q99eX220HfKX2hewZ8hleHHTU
jVUVK8rCXijXxX3sPfmw/QlxJ5+zr0G5GdpJcXsezDsvtyrLYv1n2GFH8ILyAdHISzzWbfRAEjMM
jnRnaQ0x1xKBw46XWh6dTNQqANGYnthZJa0PeXKGT1weMa6eb8mQk3pU46k2SZ99MzdwhYlz7Fvq
OEnxhHn3rByPk5EibHwU5zWr4VzXyqJqM0TUAxA8fkrPOt5C03mLZxa1TTtc1m8p2TvLwhKAUSeQ
2btty5fp/54TnZk9ByN0HD5oBt45SYqezVT0IkGh3Z4Jdvg9pOVnrIDaOkMC+3Ch0TtvemZCqYeE
niJH7h40NCnHa7sxx6ITFEoH9U8xwES0Yg6KFvRore10CI7iDnGPOfj6/+V7Vk4LqEd7DE3Xlfi8
oTquetZs27CD9IBXarPboNdot8Phq573qdB1f9+0FdCd3lLI9//vvUA6GOk/0GKUCm/ps/nrkOvB
UdBNn3sF2h4+xw+cPUlQ++GWG4AbBYrlUmMSWvYIODjBCiKLJLodjxpTodSvrG16ps5Oh+rhKWsn
Rcdi7drXACIHdWd37CsFoW6tJXqIO64Dguc5y8YqzR3ONkjtDrvA01s2TfbkvRK1VmSsb1p67ErD
wrrTBdpF6i2Xzol0gK/Nd9dDZs0HZC/IsbOMmHwYB/y1Ot4YPWnseSPO5Zv1NebAilkLpbTHmKHX
8ShxoFJ7Qv3nzyYl1QsnfTGG4eREsZe98dWQ1/Kx79SOzsAddePeoJjPKjen1W8yoB35VN/Vl95a
HxhUBDLVB8Gbnvs3AWUFusww7GjDS08uxvaF0rCVsP3LqbWwvhad6NbW93LPVH4Z6I2xu9HCdaYK
WOLUJqTJp5j0Etq7yjtQ9zCW4tm9dilOt5oZuCD1db9ZTGtIFabOSj+XGMqAV6UDn4/UboL23ZVN
R9HIN+A/hJxoq2yi0rgnJD8JHl3DAxSCE+K+MOwHpq5cj+nC5uhNwz6J1Gc9jNQbsaNYjWHyX/BK
HgIUjy43tqmD3qhCHZ4U+Aixq25pdBNx1TB4VrEby5Vu5DdeSTAcBzJ85yvQ5vPkhy26vFbhr8zw
Aaed7nnQWzwLkUZ3UgTgg2oNahqF4327X5taxp/SdFuUiFVFq5exf35Cj8rAl3iJ2QXuXjbS7cgX
PfCJDEHnvD0nzueYFV/k1qvO67odN79/TiyA3XyJmj6ujpkf9LroPKDQF3iJ6VPu+eockoRPqej4
i5CNneXov7UDnp4XKckXPZCf94E+kbTwRHFhXPzGW/7NKzbRb71A5P32VaW73/RpXxYoKM57ceIv
gur+KSVo+4Qr5JzrXjyH9162ZXhuX67RaP3f7FCyS1XCS3/6zaN9JirN8Al8Ek8d+FnY5yMGm/9a
UMVfdNdZG7pzRBDQtozvNtUPN+Ahy/WsTHRGD+WWx46gWMb2J/nkPw4x/Pa8aH5/Fvm7dgkHAR30
Lt6dckQuQXYQbaO2q6XFttSuJ/8cvpW9JA18dWw3V717g+E7vQuYITyP884F7Cu0Og8+jJg/oRFd
W4jVdu9Paz5vrd0EbKZc/3PbMwYSMDYez5FeR2r8HEcKLxDZuT2UTuEcM7CUtkf2LCnmWdhxfp4B
wOcoUl/0Yec5SGSBqPLXxGkgqshC9vy3PintvN9EgWm+xDl+nYmpISwfdHUWBo9xTxmgFy/hkJ1O
z7F0jay6JOmSjdafMz1Wn7erBk9Ddme42yLpE1ElLA0GPSDg00ahYcKuVVfQkbVRWqaRjlD7nPD1
gWguYHHOs+Q5dD7rIB23zbwk0WlyAcpfksy8vUgr2Qz+58lPoLidp4OOJm2Fd5uLBmk7/WOpnlAd
HauNvj6PCXF5jLZfRsr4UvCDnsBp+wFNe9w+s/RYj/QbYXl7V/lb9USJ0BdnQ/7v9kRbadfZhYV5
7yc+FP1saFbAU+ocOo+QfMQXzdycl7pE7eiBsFcQNKKss0LmiaYozfCPftFdd0J7eHzxwwXIXz/H
hPUtRzJtkfplXD7gZe9d6BQMN6d0AKw7+kC9ENijO1cVQB+owARotHCs6YhLpCNayM8LOP+8T8Yy
NP44dAS5R2aghlrpfx6G5XlzEuGzsnJ8V/OkMfxrzDt+lmf6Xn85sE9EDv+iJi/0wmX8h3edGGin
1YD71880UN3P6VC/ScOJ31Ahnba0Qnvcxu2DBfXIpwsI707jnXP4sSuuS/vD7fSUT5Ahy5Otv5ZV
o5PHh7c/Q4KJAxKdVvFdsA+MTXMZDs97hpn/NGI7sOM1YnRU3Lx+ccEr4Rdi7zkdjQHC96TPWiS4
A/Mi7wRsY34MTG8IYBUQpvyIt16ftXY2B3Wuao+WXLRX94t+OnYjsPOMqLF1r8VIaJLRLR0QPow0
h6x32af9gEKTEQxTu7zkcyawUaXK4Td/PrULoNIhPojzqVd1eQy4LqPikB9Mjl1RvsX4tRVOof3m
wQrdctaS6qFnCDrr9uqU//sRdT6el57vxbGgXzcGAnxiNwRHxtneXu6rIzND6tHRlt0Rc4Z2ISu7
ITY69zsg7lqtj31WxeqYxuIEb6mOtLhONfq/TxCIuuqVXKQFNPt0VoW4vLlb0XOWfuqw3t6fdaPu
XWCG/rEL6kGgVYmc+Kx9+ESZlTv0hqnptO6QjntMq6vzw5eosPbVtXfeos/at5ISoPrS0Av/Ir5+
ooBL7zLKbXMWrDNaBT75HHpeqRhvHbpnzQqdeUUNxJ3PqrAXSCHnABb4Wd1PU+ly0uOH+QkLaGOe
yyyx7e0+0Zm4k87+IkebcA+vKEE7xLxtfhPbi/cjXK0sjc8O9OWP4NQ19mYjhDyeSG+8NHPg7mxb
hf3IM1q3c0TVc83Lrs+7XcZycTVCkk5ICeUXY1K0POBfpVAW5/F5d4aZN4T4GlAloKXZDO9Dp+qh
btk7i34tSDOiV2EdOI4VNNDAbqo3JlRl8BZQBGhxe9FWu4wg+FmnFzlvaboaDIEaudk+UU11x0r0
79rjuJIw/BdtQi71MNPGos1C79/vaTI+aEdQp712+VIk/YmpR21b3NrIc//RVruQULkpFq2XLP3W
CtBwyCVea5jgzk94rTb5tnfN1rZfq74H/9iLDux7aJ076rGNxoobsAzC1i4WOdhBBaXH9nXe7kqt
Deu1Zlzdsm5x0O06qEyiASuguhGNAf0v92BTqndZ9Cs+6hmiqm0LBvx3AD+CwGtpwbPnkaMWA815
IX6YdVXELQV02OsjtV+qOzz4GgShPYhffIlE7fUGek0DGAKc7QIQvm7V4+onV1UCbQ/kXzsAL8Hj
Bjzur/aOkj8EtB0M8jct2uAhs3IJaL5rPSe7e73+Su1DwWMHgl2LizCJ1KxbMyX5G3VBZUZ9vrGU
MrHs6IUFLwfs47Hw9Y2qqTKWowFiZ8B5bNGGAa5wj4A/b0H1EvwYfKtT1oGy6NaRel01N5wh+FSC
BwbeyP+uWRXd9/gPCm3spmOwf7QaoDcFzVTNyX54rB/xJ7nafdBimkSn93j3PxQBJMH/4rlbdO2D
VaXQBtuUzsyyv1dCJQ79AbCrsMXPFQf/TQdeD0VnytAlNQaTPfizHi3SpSsrN6POBoY7MOHfAB0w
gqy5/v0ju70qYSLkcWYLL98q8m7volmSAZSvoFv8ET4u1uDNq7a+4B5kuTyevM+f3+uG0zQs5Skb
nvThmilKyB7+9UUmQBSB9RrKU2/24FH8KV3/n6+j32etiJw5yJkbNytetyxxqkdgT5IAxLVCjRj8
q/x+q8e7dnLotRr8Lk/5agX4/3EDAqmgaSTx0GrL3+/VCl86YPutxPrY/+uu8AV7JZKbkmk7kSxE
pGrZHMlPwW2mvKx+bhx7peSVmdRH3W6igUMU0hu1HykvuOFmcO8Gi9wR8qQB2z+W1V6tLldwyTNQ
N3c5yN/X4NPtdlXeyrNPYzfUgVeMcU46fM6VKI4dE/fQ29QNFx8TmDkDucRsK4VXvGL+XNNXK7tT
zD+kuerMI5GDqqfOsqVIJiFkIXCQfk8FtsSbTChPFFkBXVG41WVG019AdQ9/EhKPmHZrLCSduyaJ
1LMDpO710V6DdzVQ0+Q94H8CfxX1zwUotxpuE8Dfq5Z4u4/g4yOob+6SV9/OYouolSLZULNB34q2
v1PqR7mwmnW8VKKjlIjWKTBClQhgrboWemjO94n70vDpAvhCW5CBWtitC2IIVxJ/X7+Z4utE3slV
NZyvFAQ18tWwoteN7Z29/RhO6VpusTE/STJAo/KzmSZrN/JD3S/fb1Zeo+ROkT4C0x8v36g5vZKj
/8yW4T/85ys3LCNoHC1LCXcjpPats0AdvX5X0PIkIeWgQaVDOrbXLnUvlQHFgvg0PKg2bcP6XYeb
Oj3auymv1BFvTDjGDXmBue5QVoRAJI2S3WVEVkBchSkq9m7rG5BaZWW4SHJQBnL90DwEtxFUv8s1
ku36BlRTtXjsuWtRLvXAix8pjH9HWEDcBHBdrohj9cBGM+FF3xBE4G1gO3Wt5dsVFFH3ykRvR6oM
c/A9SAI1X769WBouU2//oHl4aHwumsHgRM3+a93ppf45BoZDKCjsrSiXjLpy2h5lxAZoav1HB/Fl
azC2IVa5+p+sIrnTgmYH2KNVO+Vbqm/V4GPTSFMKjsp+H/SsY3njf7IhpL+z37+zqgjqTa+bDBWY
V1oZ+KD3tbOBhkSPyInAvtBPhJ41K6AaPiQ/P8st09aBH+pgxmsKHvVPFLaJ2FVPXhg2/9aKrQod
FIZcgyvQzUyBThnJI3D/d+B3E4A10k0osNnGvSgnVkviL0Q3KmRqVZRypNUXR24E3TV1M1SIJ7V6
SK0kknrAC/OLIw8rLABz2vz+SsMg00UTOoFb11WtgDfXRQmi10oK6WwaKeSwRvUQhD9rkFNQrzWL
o1LqtWVVqxA0kwR+rx5iTBcp2orW3O4tXoL9b0Bs53pLGnb0i1g5NFvkQlRWgBZ4ZoZ4rX5tNOOS
93iWH8qjk88pa2s9Nrp7Jzl4ZGqStzxC3VgrPaO22QX1SIl3G+PCCk17WV6DnZlML3XQR0XAGcAm
kFvLt1xneQKiCoYBKHMQMhHfqP30bTlPDbgC8RpU8KxryOQzhaayGKvjbyyuElchCcHqDAJNdt++
kWCl8+nO9cwZKXGlQH7YBSWBtWDkT9dErmll+uXWJxyitGVhsD0C1DWa7fxAwhRe1P5UqkW7lyBZ
laHhRGg5w4ZhHQwr//f63t0lDhnXmrl2+ejQhkkBTDO8az3KfOc9mJq9NpEv7tu32DCXtEer5Xmb
EQz5WD+z3fWhVtnakYJXcglz8PprPexIz34xLR+P7D4PZvoll4eL8GlvtfpF7e5eVbLVadR2kZx8
JYlUbZXWb0V0qysf03sNoZpDuYv1tFpyNzWi0kVGaPoj2KfALTSQrirTxNiDtCziJleub7rSmSe/
NBMHsOJFyLAUukqOTFFa6ljNXyHpdhhr1f+OLKL23KguTwQIV71WzCbi42LDs5E8QEcfTQw1yTvq
u9agDOVr5ZWvxEQj9nS62Gm08AMy0/ei643tn6y8WX4CknebmeHUf211f9Y/Gb2OVVKbRvKFmd0q
Qf37/UxLhcV8X2hOsgFeDCbwa3D7Eaae4gGkucdXpl1pIIYG7926JfBSklM5JGXSOrRi07NWod4k
sbRYGi7ecKxVKIXhG11a9PhWFygRMVX8CUwwgX7wWlUvNSHYusrx0+BaikaM70VdbhyFsN7P+STU
K+QJOvIUv/hn47vX6UNMtTz89J5mDDiluIqC9wquUVi64X8WcTMv31e3N5L+44c8ynT9JeSdechq
1X/5H/veQ1XpGsDtoauoe637wxGijdCtFASmugpyqdn+bOBClXGlcGn3vTruv9+8XX2GJDqn9ICW
x9H2rhr34bxL+XXvG2cycKJ2CtVRVmfU82LRkctr3Gidn0/bCNo1rNIRA8yd4+yIzv3UvSu2sN+j
wUuVv2Xkng2T48DTe1tE06kr12jk4bQSyxsxsPp8nLEeORu7BiMmK6YcWJ/HgHJGbrRe2Rc7uuaT
3dQ4sOva++pe0Ba24TM+COP2rqEjd/r1aKfeOa9fT8R3oZYr/S4Glj+cd/03F4hEdEpIHZ1zbI+p
8g4rjIevIOdjq+yi2PHI9TmqjiO8PU96acyaPh3+ONDOBSt77PJ1nmjL5pw/wgtXecSj2gNz6CVZ
CE9ckn9J2H/MZKLzVHlQTp5zzOPbvzrPnzvsG0ODHOjiGPkLi3t0tKGupUwAhokT5MBk2Ehp74Cw
HS3VvQiqo3HbqDonkZ44d89y8SeOcnseZ45RNbDQQU+hWHNBXAacSDBAJ8/LOUWXYQvy5hQk2Ghh
bIirfJyt7owaB3l2CZeQaTZqg33JXWQUq8Fd5o7dfmg57azdHuuLiZWWI04Px5C93YDs5xbhCbVe
i3kPRbX2GCcaZIk+pr12/SxsKX5ooTnt3SW0WcPsu17bo/+2XSFc2JNQXgIdsOinAUyHnLbSt3vg
XWyBjusDpehXIJ8fDuXhSKZIQayXmFwdJMhGi547C7pen9LWWXEgzwew1oGhjipfdKnDdpgItg/x
7WXfjwgKDrdzhJSOddS0mgNVXzYKFG0p6gIYg+Dguax7DzScZtJT3u6Hasa87TfCHYvk04MOuTLY
bliKowcBI7juPbCajQjMGg/bbkrB1ahSptd2Ax0Rvq925B14qm5lkAMagUffrrBLD7Z3+/088eKI
zfigsEMRFvZdSLSzaRw+0KhJ3XbwcXfAFKY8UgfcZH0VFNmJGnmvk8wBdBp9r3yFDKK3tZ4LV3Uw
67NjiVFfq2ZkoLkGOVML39aA5puQvq0INE+x/YEO4qQv2jAccgPlTFYXhxZZ4xOKub22KyPaQnty
In2pYtm3oJ334Hi12UHN2UFjxFtw05MpqZOeYZ6uAejQqLENsqDZTgRV8sIvuTYLOkFq86gc51he
Va3vbgAFKy8Km4khzhbyhrRj6/K2JIPlSzJws1A7D7Y45HAcvF56OI5vOGBvFZ2PQqUdTqZH4Ji4
8xYaVDU9+UFFv6e1ipPBk76TIxUmGGZm1apBYz1U0ArLb8RR0YDfMu86U29gGj5NCuoGQATbVSVW
CPj2kZVGXmV0K8+fefTNkYBiFsLYhtDdQxrbrVm/22IC5P6PkjjoIAOdjzJoNk/a0EfVnEdC5qSC
aY4F7kDx/atvwH3tGoJ4ohVcJY6fI865vTg4bnIDh/xQt4aDK41Sq0OO0uE6NLwF9aUcP6MKDccQ
HOtxgW1yXwD29yryCLxEM7+60c/H7duxoUFz+1pdzg1//nhg096R3vbG5gY3R1w/sfOM/6RalZRd
E3Tay74OtOKRAEptao2URw+k3XCmjr+qtJkvNJOpLE7oIXdph9+kk/hthyeGepIlu1UIYWjgb0CD
rSSV+ioX7Z5yFaDZ2WyNg+PlSqPsxERx7TOLIawn+stYY2poBX2u07TKkc+B6UwgCgp3lHljyOBV
pFpCLUEbdmmZsGNiDU52Sls2DnKuX03nwInAWie+ZFCdnH8PKt0jBpkekuZzow5pDrBBwV96CajS
4MlMePkJs0K0dF6tLE4+KpmYZrWpUm9Tn/ZAd0m6VX3bVLLMgXQ+ajQzTZCuwYPkEqkOUEwtj5u2
OSQfdsfKuRpQr6V/OtMH9VI3WZLSqAE7B/gf2owRlT55A9Km58T4swLCxnibF2YleauqSQB+d4oF
9CYO1xDQN5of/tR6bNR0tJeg2o5Kf4UHuH+sDJl9+Ua9ZBWaafysVFTJaFAFUu+4oZSOp8kUurD3
a5UvaYZ7lVfsz9qPL7+RkpR/8sOwDRl2XYIiAZbyrf/azn9SuGo5SDJpFxQPNOTB5xUD0QQwbax1
KYBVldelKARoI/l5q8t6Qqd/zU9wxsSQhJ93SbONJaGVcaa5wZi5Z1G1lhgT5Lg3AtK5Vk7D6rpU
m1lttVfO7fPjvQSoCiZ/OHgv/XZvOwOfJ0did/3ikHWblrUrGfRaPA4YvbC4wcBnuibAA50+6k2q
jnazWnUCG33SEXevJqAkaWfsMxXDBGLi9oXB3q/APR3w/rqnVX92UL29oFKjltVe8igEmZt6/8J1
IIOYBDm98UCP/4stOkMja1/ey501G6kcgxpLne0H3ROcdHCZq7GT3tJDpY5PVprVOa1gy5hSAoor
sCkUkdYeyJffQv8mxE0VeiC9gpqY8B82Es9b/jWr06UHpvHiUQdFHb2S71WMxfGIb4/dH2adNb0D
lLiwk6j6ycrKvPZ24Kp2yygY+hFVBpPu5BqecOm9MvYfeQiNNRFKCtgb2+D3uvAnfL0VJlO4JzMW
WHW+zP9GLkAd4Vch5DdKkxZvP6y1Syn5E0NlSzmFRaHya7V356cPLTY79NpuZtoZnCPHQEvU9wD6
RrwHmUXY7E0jGT15+H9xkxE1H2gX+ypzrASNF5PmsYkw9UeksfGZbrCXF7OHElv0gfpA53PJoKLG
ewdzpKWRtZLqaVAC8ehGfqEbhpMbqeomX/mFS/JftIN1+hf4qtENTa88bGGVSlJ1CueX/X2UIaUu
OBKk21cqEB54lnzskB/VWG1b93Snx1u2Yq76Z7pxQKg7Y8++Atvd7f6f+FO+lCecYF/y0x4chy2e
8HCC5zj3LvHOVvZF6XmXtMOecKad/fj084vfXxACOCzjPKdClwabD0DQfW63X+DGds77QdH56ZM3
FgV2z8ENdn4hTzQQezX6pvPFbYMvgWH5RT/hUczlCWf+8C7nue/an38FSr+EUhA9f/5f9ik/H9tI
zgvfZ31S/gxyuORQPPAbf9xfFUF6Kq7X7UVcwLO95ywjGuEAfs4hfwXwOfg/gVLpUzAsrYX6jPDH
l8X+nPMHF31Ot50/U4w+8dmd9cI8Vdvinw+3/jsU3P/mDQt75RuoxVhviL2pTT/ojd1uDbeVNht7
UkN1cbWxgLPhs91IsnvnGUhso1wj9kU9cIif7YaIxCzT7gyxabsFThGIvZFfbUQpucZYOrLEj8K4
1z2kZecRu7Fwnh67k0/gHLbgYCM83lsAUXpMMs0IRbB9HwGOGKkHfLhmOGJKE0tH6xFx3Z7HcPFF
nNY/T2lzu8aXow3GABenmIz87060bZWTJ4np2HF/RhetL9R7xTPkjbNoD88Xx+/PzhP8uL2JsDco
8nVtuMvepgtEYIdRJup52Yf8Wn465vi2suDDSCzBdqDEkzDvOakPSUWa+8bktFR5er7hF/Nn/qwr
y/3oHLdtu7KLP3Z/fG75qJrmgPr7a6dhiVMSnxy4vbhcPYh6nGQ6hBh/asusYyAjCQB7fH2A3q/O
88ONVYiiJ8/Tff55Vr+R5XuMUTX4lY+pTNoK/ZyG3pwWo1+mqjXgGfN5nKf0XnKOn7ITS2/jHtVQ
ypuQ/a5ncOCeLVYOH4h7ok0Hbtr0j6NXHxWe+xpFTXnmpyHNRj3MnA+JaNHTKDoqWPUWU474symj
5MPn/G40caZyD4OtnR4H/e4U89n1kkIjews9L1hFD8OLIQmPrYAuJSwfkhTDBxp7ghR/GTFYppOE
GnwIxPco7rF/lE4PRPggBM3bDiWIM3vZ9ALmXB4aIh1bUj31iZxwZLYlzOsxu4BjXUt/HoaQ3xwS
Bg6HkJ3X5h2rfXJytsHOUx2hv8i+rdzjIxHsrOvjcJdpB+Aem/+rI/6j86LUlln1tHJ1iDQ4w00e
5Vl6l/rj6Hl/VDMilUMv5fN938apv+3QCzMfCRzL+M/Kk82zbLsL2kbiZ1x78fRnflqlZZpyiWhF
DlHb+bz/aqofQAbPoScX1wz+5X5WixMjUVPru+CAgsI+qcFTUqpLbiFDJI0A/jBXKSvrsluMQ7WV
lrGndKrqDM47pzKI4bljjY/Mon4a1gG4/vNcL8e+QHaEv3egGpl07XjiJ9xRakZQ2+jUOU4Z9i5x
lJ1QL4OuTXf7wIW1wE+l+j+e0DjoRTp83VNcx4ALej81w7P2zmznejQWDYATGlIOwB9nA5EdjC7u
3nU3ku9j0ZbaA3sYsThnCIQQbLpJZ8l5LiFRbuoO1Et8Zhl1z3bgvQ2CoT/hE1QZI/2fKD7reoXB
WS9oN1rOhceg64imm0W7MgkDga1/V3kNfLRl3AGqGGLC5Az+6PRjfsSI5qOLPcvtfrqACdvpogCO
LIp0JDTqkfJ/VCf1u7bJyXGKWI/aB3R+iXV6c97LJ+xfKuh+sUFUip6X8IwN+8Rs96MGdCoxoP6c
18l5jmMVXiRYd5c3eFZZAxZ069FznjTATn7Di6eAfZF5O33CEzSCfHN4cvU5QXaQBBbaJHuGzclG
x91x2it7+vhM/cVJyOEzqnR8CrqNvfjRvjY1yO4+tQE0WgYdvbT7ho8uDg6EHvXBQMacH53UN5xz
+uAlnQypZSHdeh6fY1bk5/WfZ328ob/2JNdE5/GXn1d4D2MR7EvYgVLm9hreoqj4PDV5FheqE3yd
Wrog5zU0ZvF5eSSAal1M+kZvR6NLbdpZXOul1zr9zTYTVgUUkcXkqU7wu2rlEUwsKuT6yfHhdKoH
lRipvlQjIyNlYi+srd2NuXEtXZc94dJYCKZuH0gw008z/W5+jtulGs7QJeLK698lpr2GekUA3rk2
RRv/eJQuN6n0BJRYzy3dvlKv3vbOwjxwztoZoJ32JTXHe6t4/GRKGFrsJz/CtsnbLgXvuVqAS1uX
S3PeLFt0LV4nCtZ9G7kkYKnbSayl8A7UeXWHvePtMupU5QqpXejdObCa2OajEOQkVmdn8ZAE+vxD
1TItr2EW98jKB3x5IPID17/TcvmrjsUhBaheKKotIeHA86FqJhGNENk/4QqO7U+73rREpHF3YrKg
JZh3+qyjA8yqQB8RVu3lJ1E7oR5eg0++LWDeW5qxWf2g+kYtQB6cI3Cifzxoy7YzLHYcfFV3vpQs
Sb2kzZ3e1A2DB5LOdP+6pVaD3aUDF2nYH8QzosWJfZ8kHDNmlbhgCXmndantU/An1d4M1DeCF8u4
pxa+88E7qFCuYEBcqV5eOw+s2e7aeRDS2vMY92C9S9NIgLjaAWqa/7iu6mTmGdMJ+UqKWz9Xxzyv
sACJXDtuBzTE4hWrDe/YWv4REcM9sr2n2NctYPznzU9/iAArI7PGCRo4da5ayDca9BOtKQoX4YKD
YtOXVG89qd7+Ilfo1vrhB9aJGdpn2mU49UTjKT5RLdfpi+LjjCKnAXN1RIUqcPrUl280lrhZyNs2
S5BP8uAgrYYp/bj7SqJP1TjQTDjW7c0+Wg9VoVluaW6jdRH9QRVvuceqsXlO3H+yeq/uvUvjanr9
b/7AmQb1+FxQ0YIuXvSjMPfE+UVnr6taokTFomL2kV9/PQVZpNr/mJKcBpCK9bi6zp4musSienAC
aEfi8mNB5nXbD0FUqsbPzUHfANTygI0eUllS1TqR+yCZOre+DaRsz/txImXrq8z9QoHin/u6wUqh
28/6HVLU/68zQSL8lTUaVhOw1dPNUlC/wSqArtxXt5OO2J2t6lBomHE9VDNKdVA3XDVB0XuZe33l
ZKhA+cgymK7IKbNsOLdPlnyxcr71dETcsNH9RUORDsPkB0gBFXu4VTI/jNkBINODJSfMcSj7+IoV
qC17LbSGlupeoV2vhfc2pLWKdJdhP2BDhUh1nhxipuTzdhKutddZe4ZBw9rLIIzvbjA+yNjlSSel
YeCeBexcvi2+Fz2twyU/mrO5An8At1R3p3AsijRKhin8+QctJaQZJxG5cZ2VsOxxbxn13mJVNybm
SteH4l6KVGRVhbSnaTWaCLs65/f2j6WGOLZN8DOj27xS+Dq1iGKCO6wnoPOWuNr+WreW3mb6Yqy1
1kcr17Ya74KeoVro/7syfgnRdqTXzabWJse4b7+aek9qaWai17zXkMrwsXlyNCWn7o3meeg5Q5Be
lZFWEp3lo7bfqTEhieps0yv+6akizKpf76yCvfpWv3oBPg0Hyn/H9eLJgbHO9ek86IV2hxITtYvq
a9cqdbBoV14Xw+Evpp/qL4npX/fuyMxwVO/C9riNJ80EVmBPtfhF/2sPDq3bpqBybqUy5VvWPElH
JqQ7tCs5aIdZ894oydAiSWWVGOvkKU1Bk9u7ONI4FfX9SWRgr9QWdQtwymLkPbumHGiA5gbcn+7Q
GU66iQmV7GOWySf8p23beTDULKDlhva5bGH341l95q0ekNwcwLG28cKuVVGHJLOqLZNYW1Cb0o2Z
hVSNjoMwR6koQvdMG2vA+KzT+nApnx07wb82DiMHtfEvDs9aznD8StrKEk+31RsoMEXXsGSDeoMa
tXPduVPG0V+yx88ouEc0xp+MVF384U1bxP3U59nZNd5Jfwa0qLvwXMAX/6P6uWgPS9Qtwtc21NJw
fZejsXWpuT/XP9333GtHgwGmilkxDaH2dBKqalgWuu7JuEc+ojAGNL0hzhSG4CNWSpiUXsSAtB4q
IgvmG0TaYLQ1rcXduucp5cYgMuKYBe1bMZuvgJdoKOwswhKoRycF7d3hIaO0blHTvbPmj86hm1gQ
aJjZTsMHv7EhLxHVBhq7sOhUlYmGf/Gi5e4fAH0di+kMwGVjzCEXe8XI/9L22Py3zqVnp0NE9ICT
hWGV89qYfKoJpKeNtaSm4ojaHiuF+mj/cVJ1NQdQd9wg6zaIDoWuQ4+ZbcrPokfDxQWYIu8ImcxT
4mKXm7TfHrYHW0drJgZHVKFjsYjuptMQo6xNHGzQoUFWax63vc7s5LyGauyJBtSFPa3kCKRqTPEe
B5xw0nIHbFpg819sK8KXzgwE+Jr9pTofMJqNSJmMJMiRU+7lKUdrp138bT/amwyYhztif479fswq
rkbey9hGASpwHHzhwydPwLQcFd+m2QmvVjbUpxe3x9cYPug5Jzhcl/Xx970wSjlkBc4ocn3wylob
OLLwnY6SVDcjyCSj41kSE7QSbJR90HXu6U+CmrSiv2sHkZx0wWUgO5Ue41m7wLVPlkpI2kekoGMy
ByAUlqi7xkQt8G6txXNll/pi1OpiatmMd8DDnX5s/pB/iXDw8PHpWH2kGDu4C3vwN/aPgKpm+wNq
co/RprQXd0Xl1QgBkp5L8AjU840tjLLHT9qe043gx+8KPTDSRkZxItJu1u/2DS1RjQKE6NTIsuxI
pJPz4QbY0+f13354PgTVfbHR1aGS4rrRw61ryZs2xwtyLoiBdKm/3lBBWZ9EEtugLepR7lHg7OsR
t+mesz8cJTqyhCE460+/OyAkPQoJFqN+L9c20+ruyPk20Plzq3CS/ht5by5M70gfzBXuob+Xxute
g6pitIte9oiwPCE9IhCrep6I/d1abLu2L63aqR+e5+n/5cdY0iDkjFz/wQCkcDwiBZ065Xqkl3rm
X+EJpRWe+CY3r+RmZ15f5TubOzXBx0qo56n3NYqmlA3t8D6DjdTC0QB43nBzeBQyakDbEic8rywL
y2MCpegHJ6MpI1qm/gEPm6O3o1664kgZSCzYaksygaFIaGXuRPMieKCmqkNpKUrmrvEItU/v2olA
LZE7f0WoejCA/6b/+dqSg2MvmGgAzbRA2S7U94n9ftETWEXv/LgWTK7lz55GpFftNlTr2Hf6n1L8
LIvDvUKrK27nubtS79oD0x7oz6l8qCk9X7QLsIndqkOIsEcQ9UVSo4yQe81E6BzwuG1dsldXqg7q
Hyzz/tZgSAlUQTZwsHVmPj6CX2aDswktDn7ofLm2Ew2swUq/ONi117y09EP1shAEywrsiIJbd+qR
JFatpe0QoBo7CqySjzP40Vdt6ZneDrxr+WGpzYWmsjh5rWJPEPSyPmLATHBjqhIzaw0opk8/W1o1
8iBhlaVzUC/V2BE1ENbtU7Nr/14dSBh1ocyNxilP9ShTM+UsL6093UBK5UIAVhABewqwq8btBjbU
WyUKbeRz0jn4N+qCda7osb7nnl6Ti0HztbIyGhsYzu35dsHBKAG+HlgTTnCOJwYsPuARWJWWUjoS
xjUwNkEeKZ4rt5azvAjeDcLTju46oWdcGh1Y++4UML0rsHZUQ3on4KGjXnpNAHSvudbM5qmC4eNe
fGS/qJR0y3OdvUIG5b0M2MOtEnR7Is9p6Wc/lC5qXLWeJr6P3I05njr7nSS4tKdULP+OHsibgukD
rV4ZiO4yZ2oisND1fC3fAmgPtRUvuJyr/v3wZStlvNWn/35HQK89Vu3TWverbkroJLwVx0SKlMoN
aoBRA8FViTZQnifwa5B/H0vLvoqs7+7H7X+NVeDqkMaGkx/gR6XIsE9U9UlL8v/68ybBZbJbCtoO
/VA4ZylJSEm6xD1aY9AbijFslDQVKphdmwupN28Aqk4mbmjg+6SlWOe9l7+e9ZQmV4++5pa92q/X
akcrCKCfatWxYaSzKFQgIlDt1deldod+Ciaah9sYR+VADVCvaMArV26xkTQjrmv4tlIj+2hf3CAQ
6kk6RCv2Qh+ufFzaI0+PKbImGnv9XmjKJYosTkwFNA/WqZIsUIBaP75SLyx0EDi9NdFbMfSQQX3M
LFKDqT/qb2JrTce6eirNW2TyHgGtfdVyu7ISTXu1I+37+rhX8+Dcxv+ZgUizoFJlqYaiN4a51mtk
T1obSKEGlEw4HJrOTzjCsi705APHlRjFTtabDfOUm7W2U6tGNQ/6Rc9OOuRFOhYn0gpPp4PkFx/M
20TTw5Avibrwh/pnHcAqWpNXmKUHenm8r1M5ZTjUsirQDsL4zg6FSZX1U3+A55OSOob/CWwW2lNU
G/FLC2w1AWrVUo46xsa19Cyv1Ki6ELhZt+steGfK2qTZFKroJOq97w32X+nYjzRVzbsE96Z34ENu
5X6gJY3uUW+mt7RFuoXWEzyvlcvcytCZGnCmBP2HuBVkaii8zZFnPdVCh//kTla+xXL5f59eKLTj
GlIvdbc1s42f25EL6sB+VK/+S211A19LtTvteyHqv0FqpZ684746eMwM6ps+qGsbvHU06TZgZQbN
PBBgBpnWDpDnWSijOzMqygfdC8ysNszbWBUNwUsf7LnqEm/41ZToztjJ+v2RTSQRcqbQ8UYNBmqV
KDwH7/4RBFNQK3KWvF5hDelFNIDuwSUvl9x6r5fxs9NO8HpZgcnCNE2tDb++0eAymSFbK6SkVKuR
yh7ZVHqEpw6FZhzce1nRVl1sZhKQenqGJM9QwbD1p+/B/neSYQsz9HDFNFRnegKPiSTsNKIswLWn
q2vH45ITUOoIQ/VSU3qsOpRTlJQ6ragxhCMVtDsNjZ9bXUkCOZO868Z2PkkVbqiZYI7CriRSCknp
aXgTperwXc21QGisw8TDipfKV9aJ7k8VAXQLEg98bDOgIFhpKMujcb8GFc+3DdjFreJxxcC9ZiJM
Mw+5lyQG7nsljybALUKFXy8oqAULX9G3lp5a924FprfARO0djev7V6C4Ju+272mt+/pIRvxQVzob
REIhSzOjHOMYLO85aATUB5chleMipDxo6uSFmjEBXuBIq7ZwA5Y7sCsVNkys4+6VcSWH4L0LdtpR
PU3A8mHzYZ9uTXlo3XJlRGgqeYrSN2Ffwvw1svaOhlE6UyP7eIzKaVvoEC+AmIssKQpT+esdvCMv
TQ3GwjXN/sTckTiRhXqsXitkm/f360znfpWWqpeBHuC23u0NU8XiA2ntEM7Bcgb24XXVSmkfclBo
eHaTS9Akgt9o57BUM81Qt78CmLMfQEbpzjBNReNawQ1rrrM6uB1CLSXd5ii/lftp3mkl2jk1Y693
i3I737VJLR0TAeDNSui5Rq08C/X8yNrLtXLS5qMlyIi9fropBsXWnf0V1dRIyBdWEi52j1IEEVAf
EhNVuy0zBKw9KedhX/9BvT5bYhJrHHvxt0VM3/38/1Et5fNasoI9UThFZxA32h+YqtXDmcrjam73
u1sr4ZJGGobOe4CneMolj6wUsO/cRViC+OpeAmevWXTnYYzBXKLEf+E41VzwNpUrwMspIL7LdT8u
mjWpxC+AypJ9skyXgpmUo2+2DCspQEUg8QLGrkBB8TJ4LTd298p5pw9Cqqt/AX6m0ulbQk4Bk4Qi
7bivX+TvQLmGEs6IpjFHNAf/3Hiq+eK8zKT9ilXy2U9wt48pQLxu9PxRhHapC6KGkqJpR0aXMAwq
5fC7qQvJ5zQgphkiXCHto1RQGslNDi6EWEu4u99J1Voh4nfR1S4ElVehdP2RaFNis5qZFLHI69LU
3+s5eP6P+wyrvHv8KXsFtoVqC+7cvlFdmf1vopUfqLoP7+aTpvdJnbYp2/fQ8X9Mr2ZXX7l7mlZ6
jupbZwZDQPcfi9UnBH7096ly68Q6Tls48tQrRoQOtTQe+B2k/kSCXDBjt4ab68kqTkFAssW1NFde
6XDwd2C9+Wbx4cpd51JFp5LsaqO1fDPbKQSZLYAaHNl8e+UV4XwGf3pZrHZYgB9AuP3nJF9NNDar
rJq9Wvgj98BuefX4/xRS8/VB6JZ/e/vj/lbMquxVsoqmnuQ4dWWyIdA6r/fb/Qy83Zm0UJ++rtn1
d1fJYrIV0ize3oCCwa/r2U+zx/9LUOcd2r6EdZ2zkqTN1HeEK8g+8VF574O7Es/LfAlTtgZiT5eu
dxOL2wZv4jQo/JDxNCzDtagwcefAZ/gKlnt3XQcVC4ptxmZOQiYQkhrV3jVbvacfsojSxfYTX4ql
4IStwz13hQ/QfV1S4SRec++gYhd8fVtvUSP84JbjMnBT6kPGaoctGs/JEI4fScZ2G+Qka5gHGGIW
7t17hxWYXdOHPYz9SLyEFN3AUGRxBbIJgzG85kU5n3h15sGY1BEqpQ4SwhRv1RC3mvGQSn6AgEfE
9W5bVC8EerdJG7HzAL6bsBRjgeVFAvp5zJscCxRXxTb4ZpGXFRVl4k12y3q1wirtvOC7yv349Xy7
odl6WeAkf3A2NJVPommwC6WdleBtBIrAdxK4T4TXIDgTRcQdH175vFkwFGaBJ3J/HzgcOe46WNV8
ev264R6pA7zAsHaJBMUU8CIATuzMbsTS8wiGUk2oPCgIIRFmE+bGYDFxKk++V+6PrpmzeWTkzkvp
bURz/AB3CeeUS4ZZ+Sj9JDzEY68uMbh2UDUttgX8mLtCyvQHETqBc135r+Uj6H21YCxBVZqxh+oH
VnicSWHK47him9ihE+iFdOtVqTyoAuZxvn2oqYORuyK7SmoEKQEr0WwzXrm42sBIKhhTaS37Evck
388eb8Mq8GaI7l41t3URbkFIKRU7n1WPWNQ8n1YbwSGJ8Q2/h+4dxFUsmTkMq4Tc1LSaxP4744WX
oNBs2gEOzTXfcMi6cwkEbWXewvSzN64sYdy6pjmwmpnNK5OG04qzzinMWSs4PiStYZN5TV1jp6CO
GtaplO2uUoRgJg9fPmjrp4YBp20lPcDWTC3KzsV03/pr7grtSyGr2IPKNyVM13bOqDwkCmtB1tx/
yPaU/b4qTZqIV4ftRPdemx3XdJtIV27rgXtg1mOZBvo6ZhRglSGcEU+nqaQb09IVVy7HUg1OJR0z
HfKrl82yBg7aftqs0ceGQyyqBjHs4NLfK/+Pg1lFiog1SNSIEZegbVOkZa2WuBAgF3I3Ko22rptr
gIXrofoKKHtfamUugxvC9YBrWOb1tFo/UkZrlkMkcCoST4KhpIxV2Be6peRWmYu5PoKH26LoOc/V
AWkFCKVSOGqTzkXgETFjgK2qzXWb4u5zhqIKeW13dLKz/tVa36U4sRS/TlUztHMmTKJ3NM2TjFNc
CEypmpmndBVRgUAEmFQftlntNdSRi+MJ5TirSrXfED5WeM9VaUHRYGayk/ieEf+KLRL8NZEkwQTk
u222FnuSMwHoJpM2qcSripUVFi+lEBVcaa5SjVMJI27InK0uoq1UkogK8ye+I5HJEyThqh/nJ1D7
xvQldRZCNTqXST1qK2UabxwJb3Cra1WwmW/QdifX2A+xbkxTCEkI9zMMJVOtE9osJGe2zT5obRwr
tLnnswq6gU/bn5htLAodcYSQvtys0maQBKhKGoTNzctaJ3rUMMO1j27lnl0pckAcJc2izRNJbd0g
u4OmjVqiZtOpoQ+Pm1Ki9qSCbBaprsNz7rFWt5IqlfHu3nqqIGAm9SwHgab2pPpAoDyviWTtjKR3
oFoIQZAj6EwyMBrCIHdil2BEixQT6HBlAyFVuVSSOCSSKFjEyi2sqVC1EGo+RGNLXwQPqDSiQhRQ
qVyrWdcITQWhpKZNwgKlodYTydN897aGJNokmUCUSQWbPq6bxywxg9ddxq0XJJeP8bTB2hCjS3zE
7gN0KynhRBv5ZBAqGzIrpnUjSaRi4FUASY6pZM6uskk+SV2OR06VxjgHekS7cvhDFE1x4ylMx5xj
6NTSNg83e+BArpoeTZmUtFVeIyoozyErmfwTv1Jcj5eSjGKElOdBUkYk3zXRddkehGkEy6bBkmW5
cOk00bwWfL4ALE5iqRxTp8ppk4mJN6mISqCjNEeBcByRiRe1KKTxXZUzKHjU5Hvd6trdotLbbKLU
Wc/um0ACyHWiMi44yqnOWlHnINm95DWkfFXH97r3lryzjNVsxADMd+KlSpyt7t6rvMgSSS3tL/cN
9skt2hSoqYBcqrNvmyNLyNeQSZuhgCWW4m3ub5ROWM+LOk1gygHjrIIIZQBKtWUvJYzKaN3+9KZq
CCccuT51Cf/4TvAbAq5fcrJcbdcffYrk08jOlVvmudg3Cj+v1Z/KOq7XOqTGBd3GppYnWt5LqaRE
Xaa7P/BkXyepPDSCQb7whACoEmA7LeVf+OXSU61K/P0P23t5uPEGTCqquhphQD/9RfkqxPbjw7/t
1h6lq+32rXC+ueHcZz+Fdw1eFH79VioQO7Tluwe0T2hJdqmeGBNOBVzgSOJGrdJGq4mob8A9fysZ
GG3A/i0osu9BGKY5EnfT5OZFtpKCYp+94JVokAOjpK7uuZT3lCSifKdmoNwBUyV254C0nOmwVA1F
O1ekoJGSNHHK3moiAAWGkZqVWYK1E9QqDMo9F+JSoBwvtfdLtfqvhPGAxW+5SQZYF0ggl9YwfVtK
hQ07+3znJ7urcPodc6NYcs8CFDkHn2hSxPkGf43eL4WUVXrcVg3QNsuwmprrSAtM4nkGt/Anv8aN
QMWDPOOcrYDUQz6QbZ5LSrnyK88lhN1PBBH5O0LQbb1vvMBHgdqFCLVp6/RSrFWinTCJ0Jpp0L47
NbUWMWqde6IBSTIKxB8lBmTWQbRuR40zilSGwZRJJtyy35rZWGj9o/aYh0HHtSyL3upHTvuTHxs/
02721vVMoc3C8wlTCRRKi69u1oDHESUCEccXSMrE9vKNSIwDZ9aGjNyVjc5WNgq7MPlsPgh4y9Ay
bPIYuWS0OkvGeWF3myJdDuBAqZXXSqlxqMcbioLAS/PUcyNOkdtA3WUoc6QWGkg1BFc88oscy4Vp
lhI7IBatywMqN5BiFwVUoReplXkwbYI49vjqUxpQUbs1+Kjkq/+jpILHFBUZ+1gQvhFNziARKlNG
UnVtW/5Faqcq/mHSWkq707v+PKnMTL6SwqA9OFoKWKsK8BufDN19sLSnwRUroAng4TdSXXKK6MV2
51NpM3jxg01ice72kELJ0Dek4rM6mjGfeJUe31eISp+y55eQ6d78gquwnKofTOS2aMmlEc7qWVFy
UkgpDAi9Em4TMZE/Nku6J2z3E6GZtKWr0JHwizDwpIiLAL0rwWLj9tDY26tU7L5nHBbU+HSCqWIm
SuWrHZ2/DOdbcpSkU1sS6Cbl4e3jVrkKmVeriIWnhu22dy3a+iip6mFNQaqCTIVqQsljW+fyx5IH
WLUBSWz4wykU38DWNccAhxyb9bMXGfvRkZzgjjjkyk/m9dTEwyMbxuCCtFkUeT8kY8oZCptO4XAb
wKoPMfF2zsX6hdnvu7jS6iPwYkO5gN8GhXJSQrBCOEhi96vMcaNIwNJhqh5bOcim4RX3vNoDYnW9
kBYRVBqQ8YnlVfeu9puvbeY63Ia167ge2RZLjLnwI4YC43YmyZ89JlmqH75bgibN0q3fFI5O9Qzl
WnQKbgfw66rLUJImlsR9aWW3sfKdJww0r2/aaHiTqaZZEs1vnRZH75K2zOG6HT2hlFLJsRZYvhGW
9JqUEzr1hbcAsxfxR0eeKwTh7MZRGqcfw3wm+IPI0VVdmeyYbzDRaQuukxcmD+B2LnfPXECuyFWB
5lKgR+InOitR7k/A/vcRjubNgkhr5ZfHtIyDCNM12FdODrAfNL7E3gghEVLhvav3ql7Ad+mkVpot
rQrBmYteeBWtayICtwqkAaFnXyzqoi5LqVZPnakksqTa+eWkEnJxSsiLSLK5KNGZ82q5v6iKTMgh
JcGSYRSsYvR16krpEyUOVOGGLfPesqsbFwZu+NNXzAFeWMRFZGay4xRKpSnIwTTasVSaiGWtW+U7
BEehB+APXibc6MYH3HeSlzdq9oCUYB6aP0qFK3Burl5vxRbsHfYi0tnmaoy7q12iDGm9ShKLniyt
cmWRVNEjKDFMs+cIBA6Ehjx9PDMaeZhJxQ7EUuXbKLJyMClUZwe/BMiPbtT+ieD3QSMK+oidXYz4
PkQTr7ydSE0G+uEbr/BBIqQlGLmpMw2Z39yxdNJc+aGq1FRF2b43aytiguuNPndHnrFqveEnJIqk
unblEP6i2oPKIfF2XjYTnHGv8cXjbvPnaTz5FkSNIzX7Wa2ilqVLpdaeAMhjOlsXEeIEkpdIV38j
Xt4weTJSueIlp1KPpzHaqWCTklzXUmIELJ3xqz0sd4U0faRCoQoJhbJTdhF6kBxWF1iREH0d8BVi
RSBuUVoiF8U+yiSH9+m1f+OpsDUJ0Isi/ciW66l4TdjG+QnM0ZQmaOvgeEoJU+68a3jlCwIrgMqv
0h/xvdTm0Z0bweg6cPHrbRXAmXNNXj/cfC0cd8K/LXkjH3hz+3eYkEmEtsovwbhTEwk21VaPByZA
R/a6AEctvrTJaaZ9kK7TBP2yHe0gQboDjCjbkBdrnY8qQbJtvhWVLYYv68LBWyo+TNxVJTGW3ua9
3DWT5RJiPV6KSX3MxpvFcSpgJxQCrLWUEOyEZ5LS0XVrXeL9hJrid+9rQUCCvVRXm9WiN/LhkLHS
Wrs49ms9gfEH7VdPQd5YU9Wx1QdmAB+g+3XqIqonO8PIsPdPtcrbkfS+9OU2tveAp3TP0TRP3Edc
hs6UX8f3pJ2KnH0PN/FL6mSPObySmDV/WIuyr8VRW3SmuuMyl2Y6wLNzEHsZer6gHyXxIexkvjoW
5LgE7kSRi0YqDk2Wv6S/oD3X57Y5SGGJuabDVj1KiT9SHbVMa6XbTvN53URakDNpAa5dKrsBTjRN
xezhSlrMzWaB94S3qb5T1S6m5lBsg6oA87JiZTtjc2sP9bVQ6IKR8FmrDfp0ss3JForN+420TdkD
LdlWedB8N942rHm5TqE0tcqfQrZG8nw9M6jsutUZijbUTAPbS3fyA8F2vKue8k5svSbw7P5cgM30
ylK3/pd3XkeqWwI1MNR63GLdolLyEX+SggqKEBZSx6sL0XWdwXZ6p1S/K1XuDQ01mZmI/SrTQnns
2oNKfFhlZoW6z3foh6Shvror4VKHkGxFKppuLnWxJvAbqT2pBPBt3ZLHHYgN5kzmkVHkvQnS7Roi
T+KUziLtGqA5h2wW8KjKxcF+5hmC3WCoCTNCqVATLaFL0IqyD5Lv4+1EeK77lVPs0fTFzJmgggvS
To50Qu5TsqlBkHjCZb5UoU01DLY6tsNTm47bIuCMMyS5M9hk8VriC41dqd6oWjnEonoqPlLmRxVZ
u0sp2R6l1CaqoJxSmxb0oKKxqpkia42ici4VdTUA060608MOiX8NuMmrvIVqPpKq+ooq3b+UTCT/
A7mqfS+6zCUJw1u/Eonv+yiGDnK+ozjGzovCfycFFGq4f/OCTGunjqTJ6EBCuY9gvHuQWi0Ei5cu
4IoQJTCRCbr6hVJ6U+jv/BQ80InPldJUUYQ87lTUS+pgksQ+RNn2Ub5SZEhNYpOK9Y3jNh8lOSYg
hXqUKhQFj0SbyQLK1Ye6vFvermiKpZm5j6TWAAsV/H2pUz0XHrmRusz8fXAzaRFEAF+rgjjsuuJL
plLzRzWATyz3WflQpBi6CDSirND+kHLwHv1TUS+x2yAUFxjEWLscY9PMWpUyVRqzFCk2XjcGUORV
xlMRo5dfESSNQ+xOQwH+gauYEYVSRuIrFSfdMXoXDjqJ1HCQd6UTNzKdiASDeaUYodSPKc7Rqi8k
WB67zKOENHXgNWKl8rsknUXNpAKRQzmX1CoFPMqbvVyj4kl5WTpbwYjvVEKKMCj1DyFEFUkb39nV
FcRctRDByBEQa52nKmzkWajp66aJoeQ279V2Jb7hXYoa7CWhg7k00TxPrrSIadE0tV94ReNxHHuY
KQek76LjbHrLmqNeijRSSdHbaeVLY0lKJX/p62JUnRrCs3AuESfwwbRpeOP7KTKWtM58xu0oQ8lz
E8ViZyxzEFhUpJKSQ3AR4Kyp9kjUL/UuKG9wGlW04k2DXDetSlEzX1pQ74EzRVRqKkraE5/mqqXi
WiBYe2XiVlQaThWjNRXIj6k0D1EzdTP0ErmvGvnWmksmTQO4KOt0hqEYDd0dVEHYjCaB+3n5yQAX
iJ2miyqwuXC+C34AlUQJBrzZWnB8KMxHkm7zvOKFB5JovwsTeknf8Qr5GBWLhVQvKpQVwitbqxVK
zj8rHObGDqo8WNN5hRMrOGuTm4BOFrUyNTPAncNxvYrJ4oIVybDqZ+qmJah0yWgZqKmJFSGVlZ7k
IRQPjQORJ+mSc0xcb+dNWc0FpJm0bmYs3eaSKajRQg6pMlpCIlRzhNpMiNRFxbc6A6vSk91IASvB
9izHEMdM03DFQgpdzp3ycVH4+73UNVOhA0duXQYY+0KN13VGxSj9Y2ftn1K7BZFvsoiF1lKwYUxC
jVeWlJCDxm0EPfTg10+U6quQqKxbFRBBpjMQlE1I45JBr4ZQ3pALachUKCqkIAzTxnUhrXEVALqr
a6nwU4nUKrlZ/qfRxThIOX5g44CaZIWPI3kxrB1alQjVDKe8rEWIXLab+jBzSrIiosSSlgEuS2lB
KGNEDezl3BKu31WKHH/eyJ8cX6fxQTasc1Yz9pCjy+OdJD9TTdwlpavkrEIaBTvJsD3ESAkhHlRR
N8yrvTh0C1qlWeXVI9eheowqTu0VeLACpu6WLq4omIUg3c9w76Vij7JPKHZDiXnVLEaQH5UY1b26
ksIWlQJSkthRowUClU1uq+fNqErcJrUiKd8Yu1Wdp0xZsVSpYCycaUsMkpOUnr+XOyUsJMjJJMJE
Ud1IJtwIkC84pzBKaKiCchTWmNeUkUbo5rd6SLdKxoM2NKgGouJQSrjak0w09wFt6E7wkEpooJLg
DXVr8inlWKpGUqQyJKIM8wopF1Efj2OdGq851QfSq7F/IQ9Q+EmihjnS/gmqthiZXoVUjNel8RXq
f2NVXaDgI9pU9EeAVgF3EVZJEEBQKHUqxDzGRKZ0JyaNzf2ceKWUQwhJO7ggiCKJxBOstFGHu57K
6jcHNxE1AjMYv7sO/UDuGgMiNRlSCcFdykopS+9CMXe9WZb5OyhpD0Fn5vhSaMUC65Q0MVfb/IO2
ndpaJOzyQREZcqF4QIYP1ezg3tXSWwDdoUmyhlwM6gGPHdqNza+MQilQGldumsTzVdegXQffIYFh
oo7TF/47p4TVUcIvCtv+9AeEFCjOmzmImIoePZRSNoftCkjB4OPbx01Tu1M0fU/C6olhz3W/FE55
BNqMLHlEw9JQVShPWZv2tvvQKwbUYKEHT3CL4fIYmsbHzGXEZTGRTNvJEUCxhGyV8gy7TOqpcCNV
6/1Rgrex7vihNYNjvMFS8vrNjro8DaRehMqZPGuBlPIgz7ROpSiU5g7zBGU7JU7+qHHlqZ7Tqn+X
1/ILddCroSRTXgSvJerOIuIdd2nrIy0nx9phsvIoja5LafWLjLIV/qqdEoF4kLJNFE64f4clhvPA
9KQBUvtQ/Zzb2gmRh0LFwnQubVE2eNNkpcCQund4VwYFL/EUVt+DcCIYW5RiGzkMhrykjVM7pjmq
zvd2sbAd5vNjRlur0FwH8CY2dL9XaQp8JS0z9F4l6bm42FwyeERKrmYp/OZFJgHjOq7icFWnADJp
b2A13rOOgST7SZsY6fULADAY9HWNYjDzORdODUQdUDcO/sE0VY1AEbp+s64Revm9m62kzUiUn0YY
9nqke8nTMeeDdLs5iMUcAzPvsCY6KUZ5tGqVOF0CT65MBW3K/R0SuBFvnHCuRj6ikuXAm6tIGpcW
1RYs/R0uhV9zRJA0B6jU/6Qmybk0I3zhbmPcuEhQKiArpR2iaHux52TFq1DkdQk9KjmV1KBqUGYi
ronIYeDRBrvKC4pdQjdFLXwpMfhb4jQcvVjrBGYBXcaF8KCqYhYejvKuYclMdwEeHjQ3Y9eFtgSF
p0JHko8WNg9EYfVOomtYO7GoSz/USRI6gWRn5kHKBzoZmFWojOu1W0OSShKrBWxCaddLkQIZw+Qh
zgIC5nuJgFD4AiNaOoJ6DINAXKNMVCKqAc6EZBFRg1+58WTd7LAI9vEuTVy1m1o5wisqyYFQAth7
Wq+qIF9CyjB0eCOVTcJB0HDYgKkUFbRf6WJGDk2BD4eNSbrmUKDe9l08ylsBpzmoRcXrM9Uzo1n3
CAduM1VMhEjeN+gRk8tDkgJHKktJJU/8ZaVNOszaJGXU1WjQznslTbvtNoE0VJULczTnhd/63iRG
0vIFTO/uXk0ckqfZIoBjHfOQItw2V+IVlPqmEOszSmnvszfttLCZsCeFkMSOShds+XsKG/khbgN9
V0gbzmkgv4YwLISUMRFbiGRBceiWyG12vKAQMVFXjnsjXyMPm9XM0l/XPNpNQo6dGIEJp44glFNp
sQZS0Q7oVcOknoXuKpUX4Pos1tHcxpXyJlLJXaXqzdRz46HclGq6h3pdCb697rxXSZ1CsVHJPTA4
uHTXQpAGzDJo5AjT1YhG81yuuFAGFtxLDumIRxa6daACTdJ6XDEkCdmB2PW8mM84QbOU86oMJLOm
LokkqsW5tylEUvOmLN0SsP3Ghw4t6yij2EkTWHhC2vIBM4p3cE2VBORhtZOGTLzYuAJJPYUzgVXs
H8l3Ss5YgF6vMbn9P+oaVFFoZBYaqtKW5+2hqwZhGAIG+2IZqbqA+tqB3qH0aQ8U/yt6zS4e7QBv
yfDENimbqxkQ09oL3NmBITt5JbZlGNaNiwN+nV4X/YotNKz45V5r2yifopfrBjNFvGHSLoVaUxYg
FsWChJQ18jR8Gosd3P3hia7QuDOKoS8pO7FlOUPVqozbuluJzmVTt92YFMkwV6p+wjTPfQHyMpKC
WLLMt04jKd8JhV+tcCnhF5Aqpj5wlNO+foyjxJdcqCGVh0igfatwdlRjZgaU/JNGQFW5mj0CtwxL
EqUQwlSkPoTFzJUSwS1qyWMST/LWBSlZA5F/2jNARsJ17oIJbOl7aIlUOqwgNU34CkycMzMczJR2
JOWDGmztMDzFJFL9Zl1aeR6DUopJ3j2TpkcsiZvRCsZYKmmle03nR+LYoGQtpZIbS2pWuFlK3KVS
DUfUxVKV2xJaTRH05FE6FfJIIOSL0EKaE6T0m3b+H2fi2PYv98IyMiOQOD5ZRj+T6nX7k5AyT3xq
vd+TbFRlv2o7VGeSyqSOvydYUlBQZ0h0VcuOKioPytrZJJIsdm5QzMBZpil63QEcJk2KJDaggdzv
7GF5OHvuEKiEglMRCQDtuGlnubzo/F8zEGdzW/K3cQCu0FewZWOqVyu0L5cHfqscdkJHoOTXL5au
SprzQVBxn8KvCHC3wmVCHqOTiqQSjZROKlVVWo/K3Us8KEmgSedewSV9596ulIBrSEOVa4EjqLxd
OZQPhDGPWz+9pFlN+ku4zZ2y5jlniaBCmo9VxLCPUYXAY8jWjqRf7iVIsMKHUrLy/5+9N92RZMnO
A23x3WPLyMzKrLpVd+9mN1ukejiShhRA/huAP4X5qfkzwLyIHmCeY96BkACCGAiSiIaEGUEku/su
1beWzMolMlbfzWzMzN3czcPDIz1yrbq3DPdWRUX4YnbsLN85ZnaOaSasY9kvptVNsmppuaTC4xNn
MB8MMpTQhTq3I1MxVUWTRAhhz2a8FwDBIaTI5cZzkXFnlqvGmEXTMANLZNpoaTkYxOnKnXmGF6Vi
MSe2DBAL/syTJQjBYlkkVlnpHFirOIULZBBKEiPieMf2kE8yo5dRI15yUJI64gnZMo240kgQOaV5
VvCwUqxpvvYnt0qDgS1SWbuR54r9iMXOUiPNMS/J41FiiVf85BsW9SIVtxBcgKa6uyITE63ErJFX
dmTZcDjmQGaJHG+ga0ycclc7ydIosdJke05SWCyYmDEIeoEvwt9pujANA5alPx3uBl9BGicpiycX
xmrav8JiksqCOImWO6N8G81YHFjCmUZiFYPZRGqpol5gZnAVMha6xadgyrJzgz+FMzma9/f2AnhF
HQz9YNiPqGXts2NsD4cmcWx5CeMQCzri0CPBzOzte5ZJDWxwHrU40MbQYMBOhdciIuE274ZYAxu7
NtcenFvepZEXoqknom/YgCkMLY4neb9IJqywiWDvKLEj7k5CZHLgibirZTJumkOJ52QSBbRX6iZD
UxOpERimmWZCS8kcu8hOCmOYcaAukpe9Y5zB5gnMzs8I7qeZkxiTALJkzkGhg7hPQm2XG+/RxXAC
4ACYHCmlKYIJhjEHSxyJmGnkOjjknxxTnMljacSdUsJ14zkjyykLgMfm6XJxTExx+sTh+gmeG9FB
RkYJVyaJOFLPLLkRRmZ4MV2IDRe5fZQ40qlFkM8Z5JTtXmHybhtjw4uYyoIqUw6qXuu/XeAT+2Iq
csOHYud2xyda0Fp4kvn2v0Jebb2392yG3WM+iwdHcfTz+KHHagnniuss4qUp484gCrI5WVbdyI4x
RinjOJSQCaDpslP+x4yrf5v2GXe+DISJsazs18pwuUlkGA+SdMqxESOPMsdcpGILi7SUyA1TDnqr
qRTOAXIwpiahC4qr8h5bG6HQsDzftMyAOy+QlrUW4XLAsOF5Xs9F+0thvyzwWG15dMrsU7nK+RaY
J3U1PJE7TQA4ebm1KPparI4ZoigV17UGxrU0Aly9GfJwf5JFjMweVIDFALgXkhBrltGExKs4Gqdx
TJbyvHkobA0Io5SmJI6NBIZRxsJtoncB3nKlxN1rjMIUpIQwmnh8zNz17MmjycKAncxolqVpZhg4
FtunH1qWRQQbxAFDqc24PQl9K+YGgKQotxQiL0lEUUoxhDjLuN/HtvXQ50YMCtafnL4K+ScMFpnH
HW1EkgNxHgbghE29OOZv4GaNGDFDKCKPxdh0H1symSczA+jV3MPMQlAuUaQEb8notdZMAyc/Oyj8
ykHNEpkHKRjKyIVLXjx5UMYWcTeLWBwrcOWEHDOFtifMpBPBhdhUZyYA95mINyMCfZ9/5Ah820pr
WYuErRLiMJRgbHLdxbiHwZ0Sw7EEiIznqSEO9Hs2Z7HMpMlDDllgUSygNwlWxHIcy0Lm58gybWii
o6IwgkG5sjYZw7TPud2wtirYkOQaQpyuZrZrYwvwG0zHMiyxBkPhC4zwivBXmKaDfMYRjG8+nspe
GAXQS8B6RSarWuDdQfDSBAYSqyNyhEgj1CH909QDvUdCX5TPxoCSJR8zG9oBTjRRNlASr04xB5Sn
F0FGFtc+DAm3NwtjylJR5CReLOks0uP8JysjPhOb1L1z7pzPHmXEtgihmZ4vSj74zsI0J3r0ITGI
SbyA4cyMLKsTHxJue4ef+dQnjOAe7vvVDsOEUKMPbYj2CZf3kV9FWR4WdWp/cmC5llLSVPFkkVHE
6IqxRU7XHMWZjXXPo8BBhlyIxzTEDznS4cI+ApN9TD1rwT1JZBgW9mzEP2GYMrFmExp2vBL7szlB
hgOQIBtt09jYGohTU9wvT1KKbH4xMnocY3Nf7BkmyZF70APGqp+J4snQ6w9glFrkQWV5mvQZiU0w
z4ZpjFyRq83hvjo30HBfnEKEIYN4scxwnmXOhwyaDG/V2KsT0yUhBBeTKEF8xNQMmKyxcCS2QTL3
9SU5T6Mo5PztOFyHU4c8DhRR2y3MQpdRY30/SDGkpEiM28Xoh5ZYchAxIry+dtxDiPqcXZLXI9wb
Paye5oprjgBiAkMbKXWpzz1502KuFwA3sn6GMEs5SqFJAk06xOK8FNuKscXGDLGodcpxTkwShsm+
WHYIsAtWFAVDauIzJ5VLgj2RSzKrNpQ+lNYyOQqi7hKDJTIiZkUm94wtiCB37jlGGaRgOUtCzpIB
Ar7gbyNDW/2UPjAuODJfkmmIIKSMWTFnbCujP+8REqInPY7Ts4BQGhIrSyLCvdYYPFazF0Uguh+v
LeG/HRTRQrayZH2uzn4aKNIFrGesJgCv1NIROXxg57EMTM4WzBSbbi0kKsZVoWUz88J0koAEGuTV
BBjTSZcnY8OLVhGSy9nRkuJkqe1YALM+njvnmBox9y+z1aPMMALW2APMFTXQLGP0OasKFYjUib0h
3BcH3jkcsWK43U8ppg4SOPD7w33uTmT+XootbduHgQfcsURLTkX+d2I+xoiFFUkmEZnnyRcJZvUt
RibOz2cwF7CLzmAJIdMqa7bVNAByLSsosoFAlD7kUC+MxalYrIXpgCWW5Rgm5urM9RwDWuKwNMJc
79AotU0WG95nPldr7lbn8UR4CxiBOI0nKbfhlDlkmBLXzAyBpAOLO2Pcj86owzLgQYBCZG41Affg
PMZvidjTNbdBbHmAO4mLEcQD00JfkfwEjk2WlBFXnJDDe4i7fOZ2fGi9FDl7bRqIDB4GQuKkPDQN
gGNPEJeMgJUQlqIsY3jEkQp0soeHIgWREwqRXOqN51zF/L7OojHIc4lA2wdB1wcbGc7T2nMfYkPQ
RNZbvwQoe1C7/H3GTsET23SiJVgZJnQd4AzE8S3LQwOCMnwQZGLnFmSYWZa/z8XTYvY2BIti2zAY
MBFOYmBAaFEPiwMRCB1P7L7hc72Iw/NMnoVxOQQjnPMflLFfm8EJCIjx+zgJEwyh62UTPxXrRcAg
kQcQTQGLlhkyKEaEcfmu7yTdAFy9ZbbnkiBZTGIolnxTC4olfi7e9HCG09koI7MV96RFFZ49k3tt
VvzAsqyMiwfP8av+0Xe2aXzjnx8fVyGCAExPXvjDkZ9Y4Pd4aj+ddor1JUY6vvrj0czt02m4/GTx
dqBMHjNXE/vi0+fYSy7Pvzg/+HzxkEOOHXESlMKQjH8ffnK2f/QS/uLN1VfT4fMTMxWxde7srMY/
nD1dWF9Owf7F6S8mwy+2DTkAwVyWMVm5378+WI4Op+zFYvokPRxN5TY8YavCT169Oz4bP/8DHr2+
/GI2/PTtg2JMBvItntC5iF98t+9/6z47mzz99ujZ9y6HlgwMuUEe/+PJ/uUQfus/vzrbe/XC3VaR
OzG4MkoCcZBqNT3+/fPeP/lfvkqffP9ieOZxnT0CTh/gg98FT08OR9/6/+xs9vz70S+n4DEan+uJ
yKQVqddXjD3XagrIOEanQFBfLM/wv2C/sb1JzLXcyuRJvb3f7z/kSM9lJvI5yEL/NPMmdLmIs9ev
BxdZOMnPNXIA+Tr95uxy2u//bkovX1mA4O+2QRFZuYSzzVlydTZObMhO0tnENZ3k5UQhsHfwdWRc
zCkRCdPJIvGvHnLI36gPV8P4dS86gWjC0KKXuH5Wctu0l06449PnytszYLRk2+xybs756E4ZeuVG
MANn4qAOh6ursrDmJQmvYtQz0pl9tQAzb/rDI8V0wZy9AqQou4S15UVKcv/CCsTxyMVFt0KAHNPE
plhhlDt4IMHVbUi7BjjWcPCgRqoPCpd2/yikYwN9AfZ71gmDRhT9sbIpIwJsh1oRfQ4wHJmHvW1h
57LkkBWCPnKsXjakKbbxGNhl6aIxBHMaOv780E56Ef2V/6CrFcdKdw2PcfYkNLz4yJ+5R/GL4+AT
cZxekOMQ9x3PGFuLF/6Yucvn8TYsYhtC/EUZ3CAlXzqHB+zFc2v59OK5zQ4csO8ImgwPnOTzxa9e
zEefLb2R0fscPwpjOxXgpm0oXO6pdA3QKQab5n9QZhm1WMSamQBbq3feRytjOmMAfcs46hsOBkOK
j2E/Ud10OZJyYCiOLCdsiAMWdViq4A8k6R6SH2BP1Nm1TRW+/4RjHw9Ajx6IJCTooKoY/BCtjEf8
Aoud9r3D2TNfpBrzwVwU7JMT9IJ33gb0M/ClKK8SPEera1c9hHLgGMwjQCS3z5O9sNLSi1r3Q2b7
xj8jxE7izwZn4MfVmFHT0gXvlDV5MXAeVpTFGXeB89En1jPvBRg/Gb0gB73j+RPLGOe5LBxwsOeM
fReNrWPPcK34S7ItqPtCfXjqGJf+yOmN9u0ZIVyCRIYEUUABgmPPNbizAdDT4TA+ZJ8/7PJyud37
K3oyODbZPnjqGT0aHxGrDHE+CYHLORDET4DPMcXTZbgduOa66xdDYFn2yAJ7Ms2RC8AXQOx8dhj4
Ao7Jochj/zwRNWpHm+u233uDYH0V/Q5MgGMBdbJLpR5TjC2YS6ICBrqv+NxJO8rPEopUYM7ySfTF
KPYPx3Df8gAZ0UzUcsPgUBwgSXsT0ENWZoEDvM2qlMtLX0LQH4NoAuBnYmgWiJ6rn5574qWcwUa+
x03eC/Cg68vHBdgEzyEOLRwB9Ix3hIBjVuwVwFCMIikSMGYGyGywTd08FamSxMVfMLFc2cOWixK2
5Dr6h8+5/4TFig+HYb5FfGD8csCmIPl88Ggrjym0Wrz+4pJMF9drQXteXDADOl9r/yBFnB9vOtt1
3yKce0AwOX0WhI57AXB8AjG+MpTP/D3JrmR2g5VIOx+m2ba4Tel//WBm33BV5dB/JNwFm/QBLc35
K/rutVilSn4X03CMHfCgIQJDgcc3AL8+ANYYcViADDIbibw6+awvIJ3NRK31V6JSyNJK2DUuWb4o
kIiiONg6vbKB50fjLC2DKa8JBcMk8bIzAq7AbMnOH4OvtWQWRc/jekjQAFpBynvwXB+uvRKHIPmf
4MwIJoAaEfgOilI7IYZXaQGTloglI2F0fk9AZENnLavLBkNvSN5Ipi7gzHEJxMZkg6YXOUVF0ABc
9EXKphORvwAsyIMCzpKlphhezEWS+m8BSWKuWNhSCXsq61hiUSRHJP+52DopU7nBcwHSCQ5BLDYQ
vQqWEcPLLD5XSHOG8IKrdUq/j7nEUCP55lG4OgSgvjuAtOi6FHzg7bs89y8ALw13MRI17r6dISQy
/CxnKnnglBscUc0L/JOsB8SsaCtjZ/lUci38O1lT7lupGBYgK43bH2hCEJuD7FsjSymdGw8KOGVe
jHgJyEn/amLAiCy/nweZxQJCy3j61KYvaWpH2RlLVyBmP2wLBE2pGK/IIBctvkP+zIkuVywIKcWz
hUCYlBHw9nx6Bc6svYvp2fkPF99g8ocOmlUY8WfZNByZEFgTB6XhonKNXMB8z3PNHgDLZBnY27BN
LP4TGGP+OplmJIqT9CmYT2k0WUJltU9Xi0nIAorThT2P4nAx22ro8/PhIKUp69mW4wz6z2jGlZ7V
y0+7YZBeXVBn5Bj73pNDYtgD3Anci8O8AxLL7a8R90bgTJc4OrCs7Jg/P5pBI9vWw2cio5O9Sozp
YjoNzSSDDHrBMkmWCZsweoS40p3E0zB20xhROl5dZtlk2waeiTx9GCEwT1cB8TPqUndvsTCSgC0Z
iJjVs8D8u+UqcpLYIVl/OcPpvNNiq0g26COSCvdaZGap5VQGrpXJkmagtwww2dbDUBwbyAgTyWwT
ZBmpb+GfZyuMlyLZC2dRFIJguUipg0PfwV6yIni5DXGm2KMimhtEiyQxBxiOHfezhDh4YQcIGgBx
HB9SnGEHG6PB3mGaGXtZvwNfK0esgL/rWwwnB9UlqN/J0L/OyIL8EFyKtNTpO7Kws/I4wQrA+DxY
Ei6A2XeWT9mbLg98yvmNMjxw+yBz5weuth2XCyEd9fBe7wlOs/jpXga7qh7YZHblEirhEKeQ8Ta2
yVh/AIEfsYyYoWkj5Pboz0kAzNTwD+jA7HOkEp4nMeR6x3dGvSjEOEbXRkr5FEzfLZZBb5Xa2dxb
xKnIsMEt8kRWGLXCy3C1Mk0jZrMAZtOunlQSFd52nhkJ1xkgzIvU8ufDbbM8CsTt4hz95SpDZrqy
nAHmQAnGImNnVqxWXMXMC7Ft7PVj0zMWxlZJEVMRADixyTIly5hbrVHwNlqcArsvDBWBYMHSSWws
FxnO9ubTNGNdVytoX+Q8YkVs9lKWNFMjpiULGHArPqwISOjUZGCFU2CsFm8TMq/4EJrTxFpcjbj5
XIZc3dAuEU6RGP7nzs8xfpaZe17vs9FnVXg/A+Oe4/WPD1O7z44P9/yO6ssGrDzxGteDOKhfdWC7
MzqVu0wRiMkPzLS5HnxqM8fv9Qdk4MnbRTAwsFxgON7PRz3HWfUdY6u2YSLMJc6Qk7cJ6OMLCg96
Rho4kbOU6ZrFkWR/luE+8YD99BjDvpF2DXEa4ohWoRMCSNo9E3NrHDuSJST2EhND96lvcQWLXZuO
/T1TxkwGohrgCPk/9+2D/d6xY4JRNtjywAW4nInMhmSZzRNjYMI9a+8zljk26BHKhwpias7e0Bj1
sfjVzwjuMyvZWxK2xwIUZjTZN1k432PeynMcGIQJfs0MarIsoSGLDUazvjFPMWH8BoSIacf8ppDL
i8VtNsQBo6aBSERWDMwM8JrLGjeJJjebyVXfxNyOoCRkJ+lgFc6jyzCmMSEWuwpiEtGVg66uvGE6
n4fnV1HCQWOQkkUMU1FC2JsBss//NkDa8w6C2DbA0PL3kcP4rS47MIdGaHCPwYKWdWBTYrom5xOT
6759DxK2ItB2DdccWCm0+I17GRdRk5ppAn20ojG34n3gpI7IoFck1YiSUTJfsXAVUBuEacqChPVF
Xmzjc9C3U8vYO7AsGIAUegM8YozkBQxEfNECbjgn5uDKOMAU7a/g0kp7FLJVGFJCOa429iIKIUBe
ivvG0lqN05Ry6EUYZnAQZxysoMBMDJkrzuSoRxSsGsSfi+x5HkjCBJmhEeAZW0Uxg9CwYosrZsOA
CDKyoAbigwsmEcAmxAZ2E2ZatrXkckBSL4EYmAmEBJkiHyz/Bzmivin2DNIJTQ6iEBqRH6b0nCar
SSaKkMpDdga3J3ueLRaXlmTQt9zhnlnkiDHAyQmnD2cTQL3lMDYck8IVSL3U592LCTW4t7fnJRjY
2HQcYB4MucLFqTBSpmFQrw8zw+J8I6vHisON0WQF/aHYsA3mY5Eqdx6Y0ZzGg4QGPgGmZbnIcgA2
XGwF+ChBjpOI/U8U8adYaDQEyPAtyyTwfJmN+05k+qISgYvskMQwshg8Z+npPBQEDNA84E4tibM4
oWkK2Ni3WM964vblyiCzDM5UXooy13KJlzBKfUzNjAbEAW4vtDiuDiF0ltSZr6a9lcFIGnCchkVu
fgooMsw+dlar0O0PXddgGBnYZlAkSbCwAxOWOo7lmD6lKOXsjUiWxknsRVZGnXDKDS+/m8UxZVyq
wjilImztUDMy+v2hh3ri9LdhI5GMyQQu/zMzr5Zp3+5dXS5OLqaZBft744ymB8ODjKDLiOx5e8so
vFhdUQvZnmVZePj0yETOIszG1iAl2fTqMsWwtzfg3HRwNAT/7t/9X//33/3DaWSOPvn5//SXf/2/
/dv//a9ePKlUzv/xf/7b//XPPh9ZZDU5ffn7/+/v//Pf/uYbPaTXoy/eBIOlM56m1jKygDUC6HAa
ypyU0VgUghlzFlstInPpi6D8+UowVAKHlz8AeTrmqagWJdL2uT3pWp5FmKxkzvJQ4opjzLXoKdcw
DhdkeT5aIBqbISdLZD/PhMFPMBS563xp/It90zD4JylgEKSRLbNBDdE5AH/k8A4YoUwSgQFXPOAJ
ApyBOBgeiusrZX8pFgyFhh/Yoocx/J6/eo5Jyh8tlTfHT70YWDKv+FTWeM/rYx9KfyIZCAtS1AAR
FU9E4jpuQntQ5PWOpBP1QtaiSGyRn5Y/cEIKM5sZwhBIVbU6lPQZHS8/OXrj/unckZtKRyAxDZGn
zREF4ot9HbZNXouLg5wsBzK/nodEmk4G6UA+JywWeEUHXie1ZQJT4uK+BObfmKIbotgjBH8JFtx/
CUB0IKAOmsqk8QwkE2GREDe3c1FbKc6M1bncI4BlRWIP+IYD3sr0VFxvvpOvGMrk3gMwg0CUyHNF
erRwLmLeFAP6Rsy7MNtX8tV8aMduno5QuPWmqImxfkCeyErvXN8YbDWRo8M2R6XiriFw3xULn3Qm
x8W54JkhHkskrPwTAVnZK4k9/V5B7vP9ixFIvxl/F6xH8YsPRKUjG8sk7fueOEfo1SKjBVuWniWQ
k9s82l+CvfKn8sBFuUWq6QXP1KLQDyrWmEhG5U1FOGBPXXxAwJf1V1wqTP1UFumS4c/0uRjUaaQA
jjxbD4xZEWxfAzmu1nmTiFDivqS8p66M8soq8sO+JEUi7zJl3PFQvIshGeLnD/nkJfnzL8BX/7HY
z4LEgq3o8/cAvK7c/Txx0CLVFtnyd70rsg5UuKxJ54Ea6Tf1CR1oqXum9fnSp3Kg5uWN5mGUP5Up
60WURas4sbbQ3tdYYq6+TZRQbAfgOde9yGuAqHcBEbErBv1aveUHze17XmckuYpIv1IeoSc7n99/
oHw4SxvXmTbXMD+4rV0siSASXH8HLscgL8pcUClTLPpSvWsiXzcf4wEqUwKD0sh8oj70lataTqWh
SA0bS+gOIN/XCbVff44Wv60Sf1iq1BuqLV3KIlHV4cGi/VFjATZXEpbsRr6PvdSfQy0AmROQk+4r
o7hr7Zq9uncONimQLs3TCFXfssjyemVI/mcW3gPMgw+Omh1VMk+MqF8niwfwsu69GWoiHPVATxG4
nKOReoLZztV/UhfM72S4M/FEHwZSgqby9pHkBJnPtzbv8z5aST79S3G9+O0b9CdfgcHfgN+80Kix
Ftgv/T67A1XLUMC4JZpy47WqYfsDYaPz1+776G9JnrhpdQO3d8Ouwmnre9+MxjXHknnW1rtIe6Rt
c3RsRwL2GiYSto/U6B6kq2cavJPmdni73aFj+0okBzfqhg0+4GY1gqjZxjBzl1C0Qiae0jlrouco
YT8S26aWhpxBVufMpM5aN94qZzcCR3D34XygrTnS8fvRsYck70jTErNNWn2jJXJupKyeqNH9KQD/
8b1kiVtSHoNtCXjI7tpm17e38DN+0+D5tNEr2vimud9g1fgA292clbosbuBD3dRS5Qa2vXSnbQ/l
+s+y4bGirUs0bdckapiLdmowjQhk06Ib2SREiwbB2e2U+bS986cNgaWKtkaDAUrAcN7ywM2riu18
ntVRk7FpToP2279vXH+hoHuT66L3TKWQW+iBu9IM29vyOmcf56GG5eMQEN/op1vS+bFaKsVwsEmW
426j7t5i8AG3u9qQOX/UUWQNlYsaxqW0C4F2DWwBZk397Dd+Snah4ZmyzquGPTU11b2oD4dIi4PU
90zGVXj7DUanw+9ej/CcpN8lcejNeodg8hTO9mZ4tDzZT2cggAaYpmj1hUgQP5fkwEN66bxb9sUi
yhUK7SfiqQsf//YIRL/8hysaw1D05vdRUZXiRKRQw+ApfimLzvNhXqXgD/4E/Ou3V7Yc/mCyXKxS
SfTMKEDwH2j8X8XBnHBps/kwwRS/G8y+4b86qWfKukQcJzAjlnpl1kuYcyGHXNB+8SXIi43NIY1+
LmgT7MeL8X/79lfzq6NiVn9YAbQQk52mOJXfnSulml4VzliWyzcFhMlNjAyIVMvyMBQRFW/TBYg4
WeZlkkbJFmd7haG/8OIUxCcj8HuQTD45BW6WEZkrLFmELMrr7aZZoUSCr0HE3xteUBUpE/vwoLDT
jsvfZdAeeDkvAAI5Aemo5sTPGYjyZadV8goLjTW3QDAj4MJfOE4kd24u+5QKbyGJXURMwifqXJ6Z
4y85vwIXY1FghShOwhgwKhN9IjN0xKMPRHTIZMA7pyEBEb91nqU5m6VGsZvwPE/lyRVaD1x9Kb5x
bJGVBDqg56+HyJCRh/EzYoAYn8A9QJA1wwU6fZXjKAtnYMbpvySrpB/r8nX2C+OdHPLiKUiOHEl5
45tfvv3vf/z2KqBtKDNVwNd81fXAZkdP5GIjql7T85I6X4ra8trDUd1EqhEabN1uGuricu5j6chd
2to6zKLljGoTOgYbhnfu5bYvfrcUKCNGeelXIbmRKCJMrvbA2VBAu+Wn8+m3r2d/job/QdVBeRul
5+uuqKkCg+sQ/9bBtaxtmNq04mm3oIO/y4tvcM43qtuG65yFNVMi85ZPwGyJD9uRFdYt6Uofn+sU
tlVbPeEcNFoAcTaW1gH9oHysmqARV0H71wQQkcWKcHx7M5V09KzWzVFrD8YHxO0mjxDcRVNe+lCs
mK/1/hEinHp8PpMeW27E+1Ibhy3Q2gdWbanRYl0WDn7G39IzO46UG5+cT44srvOmopaXmBhBsn01
ib8WHFwjomNGmSe69lc9i8lasMz9H3vgX/zNn/2nH1U088H5ZCeYu3ys7iY/oakJf8Js+ZBCbCrf
+RfcBLljoXqGitGthmt3u+aDj+1jey/ilj/69oih4+DDoRL9KBs3pUZ6B1KWPYBbcAO/Zi2YnK8c
ff2RPx6QD8lHybz/hj+S4MEbfO97GNntrsLN2i3y/qNNVobVDVCsav6Ve9qvzgHMguUbePBsPjTZ
i/1T275Ix9PxwavPvJTaC3//am94ClB0eJhaQWx98Q8vovlef8ZVjz24OuidhID2UbZHLTDiUmI+
MV1ssLHx2qIrQMmes4zyIl4O8J0VQKsXXuxTsYLRA8TzVsfkt+xX50+p2Ali228ssMzAniVP/ede
/P6Yvx3Aw8vhiP+VUcv8xHwNBu8AWbyQ28AzyA4cEXbyAPkSpI4Z/EtAesXQzU+J4YDFnqjtfgGc
lDtW44yBZ387fLoayEo7jkUMEGUJQAYb0gsgaprEkbTwmUNOAcFhQAJRhUaMIkyGYOqKCCQYgCJo
7vviMM+xMQsADEA8HJu5Sn6i/LgnznKf/SMf0nMn2Icvvx5eHj57ZTExCebkypjQGMSxwx35wo10
nIQP3V69GzCDe/e8fwMYc3r5aeYcWTJSTqcyU8/c4UQSSbe+0OZ93xdLcwkB02TOB8FttEmFZR5N
X/fEGZQUGDa/hw+IgOQTsQj5LrXIQERrTFOsjM0MNyNuNJCLAF6WyTyFJhE/D3Ps48ltofYBMQuP
l1Gx9BfZMdsv0E3oiVXE1ALTHghG9rgPe5Yl9uH+zDeeINwIYoiDAk5ytie59cmSk/dVKnfWDApp
yjw3yneID0BgfIpN8GyZx8eTbHwwfQ7C/hHuGwQ8gbyXX32dpP5vva9+oMXhA9pU6aEE4HxsYSrO
6mZvy4toGRFfc+iHO+xnjXSAlMiyH/rPb+SzZXlGQTEbGO/yIOamGEKQruMt2thffEK/5cOagbNc
i8j9NqI2HOVkKvPS6VpKlvKbyjOlnGUdtexrVJMifrJAcIKvcnSXDwAm4EKUdWaL/nIpb185k3Tv
3b/69X95+pvTfy/Dfs50misZPQb4dzldltU4nF1iWE0r/G2u+gKtfCtYHynVMLTfLUjT3fTcAHwZ
G8I7SZun0CTNpKDqyT7cEx4kyskStb2LyaQGhX0wwSi/Euk251heeeard2lrAQeSWEYZT3XZfGAD
NGRwG9+j2uS2N0usilu/ve4ydVBlWlLbrtm9tklg2+OEB9v2GPraZe7QYsy5Zk7BvSflNdSkHMpX
ldIARyBBjrcxRO8JLOJcx9rNW/eNzopuDwwckI7lBodRfzmA7j7wcPGyUpd8gmQ/RtVdvxs+WcmZ
/ct8j7D14i8A/Wv7k7/3bgT/HiDR9wNEm7csnyUdpq27EmMtYvMAqLv7DjQP/HjaTzCyeue+Hdpq
ullx2JTjwyOHKyE0Pm4XYeN2jloXw/ExFvqx3TlvTT5S4aHssnkPmjv5OFvdPLv3pJkt3bzlOv9D
ZfyHG78ZAfOnxmDuI76bfZTvB2r2h33c/GPr2m6gfuObIthpVwf9DiDzosIzV1xVc3vzTWhw0IDf
vT0FwZW0QFfyClemOc+kKckD3Ct5rClPy3Ou+rpUkGPtnO9I1u9NtYvLDwstscYFAGdm7ZpQmcWX
dfrsq8O87qZcH0vt9vylPW3IOU3nynnKo9AOiMuSfz/Un0NU+Tsg8XBc3i7bO0CRRsxyyEcqqQvQ
Aq3nspMHkoYXkiz8ydNf0KF67M/k0SdDdpgoKubd+DUg5dLCsj5kX2PRZpBxLgOYtnaoKj9I8Vfg
9UR1OFWckJ88wnK+gMqJFNWf7KkxrmXysQCaK6ufKU4g6s8rTZpg/fas1YilC8VaRHHFgYITf1CB
5kDRuUTmQWOazsJzIuqrXL1uvCuqwxcq71rWsfi8RcAHm5KVNRsnXRTXHhi3KBlbvXqukYU1Jrf8
qaThqjGcd/Il2aaD57SDrmvWKZipuV7VaQLVWekQRH9QvZoswcwiNoH5vGOZNZnImUo190SKs7aZ
3qoJ/vYF6nKkr+r+DtMmZS0FQbYVK6UNqr7axclKd4k3/bbxrjJD0X9tDPB1XWMDbS/fN3JoewDO
dzFMRrsrBFX3YQu+72v8c9LhxPauDm13a9t7pJDR8H1yXcMGtaGmbK8lxU6+cBfGjtSZ3IWSCF3K
vlQf1oKl30qDrnfmv8udfX8DlkPJ7YfSpJYis5aqqMzFoa/ZIYU9dCxlS/DgyXctGzCr1BKenOVx
XVewPKdfw6126r3SqbpQL+U/ncvTYX6DFOVdvyjQzkmiafXyYNSaTgCN44YDTVGHiix5XspUqbKS
Ma4UlKoAUlYscPc0+WLy9pOGLKOG9lMHxk1DF+RsM/+Uiv2petHThhZ1GxpyT43LaARMuhymMzXe
KIczGlbfbI9T+Nrkeg2xIpJQXzc4al+lJLK0UcgOn4/aAzVhC5bTlQ/qIMLG7UJefe12VJev7SEO
VGfIgUIOXh2C6pNLG6ZNHwWq8085nC/UE8o5VTJr+/J1+zLZ5p+7oh7ml/LiHliVLx3VR8q0FJ1O
48OonZg/b/x0pDhqrzFf5i3icvcRfD5q53Zb0b9pUMZ1WMjbL5XcizTTHSKc6DrbtLeLG8xn59PO
sTGjQ7SM7WL+Dm8U+nM0Taujfbi1Y/9ae9d/eLwQ1Kh9RE83TeK14G2occKaEhho5uZtnXRb2i9b
vrc0zdbcC/YryfYHslxh3v5YMvmfgTffKS5FjRmM24EZ2+oYdg8lhQ3ubar3d+3PWW2CENsNR7Rp
XLTDcGbtpq2LBuOEf402O1nN4YQtSsbq5hQkjX42rQzqAIm7rLXhDqSzO7ANrl/Z5BbWLSaZz/L/
2NSxqL3zUfuQT9qNeJf+kJaYw3b3/wZttfXJN1hCKZNFrzYZu3IZXSQsGldsY4KqMrVdJ4utOfu4
UoPXO8dmI5JcuiezFoL36gxA6oydtVjh+7M8I00czA4S9N8a/PNW0vxfqI3Mt/eyd23dU349wBa4
Lqop3eWnVKPzrkGb+2jLu57KLTZuorkwUedh/4Pmj8fKG8pVTWm/LhrEnEv+J5rv+VYO9j8BCBsh
waQR5CRqIE1QWtZ+Q7vMoAE7GHGyG39vUbbQqOZihaqRTncyKu1TTNqVZxXEICC2RRYYryEMbvUo
W9xJtxoOvNVBcGqyWpTqzRZJg4zLrS7Vte6i225rtToI3N0TUd5xuwjt63ep/OBkmzT5+l1UTVQm
ylALTyIUvJWtoH1nGu19a2wdCscdgk47NdJBfVWCQgA+SrnSuVK6ZiP33kaxQ7gOG1g70nvoWbij
loGPbd2hePzmfZyKjiCnK0BeNTTVSuqxb7llQh34oONpJXwHi3X47pA964zSYRdAhNu74xQ2LW5/
skyWCHftOdgl8NIaNqHvj2zfyjJ2wUr5QK3s/MemFW8qlPfdbMCOhvuefR/2eX0KPsgt8R201i4w
8oY5/CD42HZrXJde/MT2CKcq9nVXhyxou6LO1G+wQOGXH1nuw/WkbohMPtjWRTF8VLl3qJc6hizS
fRGq6rdfc+dnbkcfmtN4+5bd7eM+toeewI+t1sq1CZt7jSGFl0tTwexyl+ZSYiJ9G9gq1/FO5Z4s
UeGj4MrqiRmzzcL8Qc2FySPuskJJCqpNekTUhldub3PPv1m3PriDnDqbdrxA9Ue+puCJ0jGlk4XE
62D1bFctPseqM2l7XCLvYV+QLlyz/HoVPD4+WZMH0MFCbjk2JQRM4+pinPfQNMQTDpPqdrtyDEUn
TbsKFGzZ94XVj/k3x6sMqtnQ7krUP1kbYmovfExwq6qsfFkq+szpFzg5ZQT/NGMMYoOVY+qb1fO9
CStYUV6zip6giZNvZKOAqMESMT+COie2BRB6ur94NLhyP4CTtMNLLKk6BSu8SyQnVtOGW6FIuHat
rpyngn9YhsAbkDwdiuoo7+Q0DUBEGg78XK6FutE2L2lLK6+JKmZD24MkqNsDbz516A6iNJ1Wiqvp
sKXOeZyVHNLJJhvgfnn/4Vqu24ePlhPgR+ZEbhM+kasTDH6wl70bsRHaoA+FHDNYifMWxqUsFolV
cdCBHRKwhkbscqPCBtOPG98wUK+NtW3JZVf1lSnSQSUvtE2rIUATQNh0bRZKuFLd0/Hk2pYtjrqG
zNJOGjbd9N67MtnsTvVDvfXX+BeJtyGz09HbDRAKvT/acMcokXF9mr2bKw6nYXIySfC+BX3wdNQb
Z5ld4GnxvXm/yqtyHDpd7IL3vW2BNLgeW0K3Sczdqr66WscHlgJzs4+zi1TcSmtFc/CBNdgVj5ON
KjDsoOrIJsbofvSMKrONOALJxAyPgB9nYA+/unMc9jFCfkNX7cecKepjDqx7b+E9XC/jWtes1FyA
NPbyOZZgFtLmrCNp7nBXeNnalrux1XuxtYTsCq4LR6NZIkEEDscf9esjTJzzUxp315iEEj6yxaxN
W+CBAj+IO9QnsQi6vszmB6KSiTiSMJCRcVp5x5klZdmXxxhP6pIzlE9z5F159HZP/Vmmpyjd9gEo
irP4SkHw1y3lSNQO5elBo/NlRvoDeeWIv9QqeOK5Bp8SRb48O1CZuOBTFaHYVzpwXPRwYSt3wzCE
mrXlu5jW5/zEUFQPc3yijhUPFGsO5Htd2Y1Qfj5Vys/wBH1GahT8mn2K0wE48Kvgw5eSsK6mMQdK
7e+pyRrUk2Z7a6YEbdZr00bI4DNt4hw1nJwIvvbhQlEsby8aojhQF+wpyoTqdQPV56eSJaAky78/
rqHcXotxGamJW8luhPXB7otVADEdvBt/J9d4QmXhxpIz9+TY87QtX8mzaRb4pkt6ogB2tdT3oYxC
zW0/q09m6afEjR42e/JczWwzMVpHN9ZuhMh8OSlWUc1EsIepBM2XXT1Wk/41AP/KAcOJuD7fH533
8LcN7XYfWTvudh3/PlIid3nmNswUV5NSSCWsOGHNbOxpYn7eIJRdZ4knSiserhuISpOUAvucFeEY
S0mzyna44ZBvv92sW9qwli2dT+rP2SsOixcsROsPxNpwYEtUZG2r0kBqtqz+HKK6x9SLDqUqY9pw
/qX68EWdUDdWDv76JJfr1NhXQ0OgwQDakBcb41ybZE3f6qCsSX55bGvDycfysw6dH8veGlIVWEik
CrGLKaBQdYB/E5nimXp+v5mMU47UNR4ZLaltm/iZsvjN3Rq0XaBG7X7JsIPeYA0l6TQI7rbbr2ab
NKaANKb74HYRPLM97BO0e47lUWu4KR1N2lnBmtfdslGzGfVu5E+G7aatTSUeNbrR1+hM2me5e8DN
bNEbQEv31BT5TL2ufOnXhbSG5o3sF7x5TOvm7U4Ckk80QpXn8btE8wctgtaXKhcq1KQf53fU820p
7792maXEytamkmp+wZreILuYY2fTYPPpsttnB9WV86NgG7ApY1IXjnrWYrYoSPbVvVbjyU5DZJo8
ZjRCTIcd8LbT/qvTMi60aci4/a5egzeOGqrbaCxnN9VXrD0nUzozrMt4pPKHBA1z8ytlxfgU/AaJ
58MNwPDe2742TFafQU+jYb+z+hooNVvKctYwiBPlV/rdjItd56iDBket1HyVdz3V/OVAOY/SNX43
l7n+9rRRzLTn5FqoTDCrgy5S70aqxnuqXkEbPF8Chn/k5JW+3FlDQC6rEKXovwHoiZyLSHP2ofbk
rP4ufeeeUWe2KYB8LL/T8q5E9R0exqYNGKfqw2vFEiU3vlIDjxtCNFP0L1NnvwTg3ZFg+EBxWqoY
zNMgTR6vsBrWfKgYibbbr3Jc83p//hJcpfVrkBK9Q9XDA21opYNw0PIuTw0QydtzYWnO4Gs19U/b
gatTVwXHWlrdfW0KMvmupB4HyB+YB0POK0kR3PEXwMjLJwebgN+1WdnBJtAYtcOn5iu2IMZ+O2Yz
NQ8xaunhovGhzJ0+rUcjtzctb/zmUNVSZTFKJRmTgj44Z4Dfqifw6f4v+2IIyvwZQbsBwi2mf7tf
2Yz2wI1eIRRPe6ceuNoQTG4LOdxju9na5N82aJVHmf5aisNaZMBuaFpzE2sZ15GX1OkMtW8Cpb2n
HQJud7WzFtc1rT6cpAPBFy1BQldpyHiTOJyrh/CXno43Y6QmYrzz7a1XDRYliiaxhsqWWhhZHztt
jP1KfZk0fnqjXTOtm2OzfXLzZYgzaQuCTHBRmUjwsqFbzjRQcSbfwm/PJOL5AZgnwP578NbsVfOO
64beYsU2tNAoBoc3zTutbGVxsAPWcSbYBCGm2TW8ixQvidM6EmcjpHqYZ0PRcqLEDWjksOosD0Ll
VEaAwtAoTGuCi+srDqftcB+3BFUstGpqtl4xfnlER5bkQOCNfwEYocp+ZOqtLKomfirrt+N236qy
X8uimHtFXvUvnPBxLoshywNLy3Y/v7nRt5oNt3o7klzZPFMjkVgosks0bufT9w6zfC5y/ke4NRpm
4VbmL78xGZvrriQRHZQni4pqOLydiPM2YTI66SrzD1AB+jYt6ayxrbt27VGHUI4ldmM/HcXDD26H
3y3bg23ZyHYAT7A95oo7BCSbt2IN7mb9zQb3/veyZvd3aqhVUghAbJ34TcB8b3lHIrTJ1KLGLFOj
85y2N6J5kYPOd9lqbaOvsRqrk+Wwx1U01knnYTA1uPETXmci7ctTkxvH8Q97L99/oUfgQ24fN2ze
Xeuyocp+6Ejqj71lrQCIFYFQNOx520X1tkkrnXt2v9/nltbV4OMNGb0HB0x3A4D2zgzFm1/CrymY
fLAMZt9IpksaOx3Am9lhMhIVbmpCoxUrrGMe/bZxFnbww0IIbrClawb0vBXJGkxPjC4iuAu4M6+z
ViIyjlFHkNPBsex0rC6uHpg8TTfsjL9pw+0sWJ1cMApLgNtnmXRATTfrs6zN2uN8bbU/ulxVpEwJ
SdY6s5ZQDwao72ow6rNpMWD7Q8/vBkXu2qMju2DPuzrgwW7Z4xtp/nJlc0EAGWt1eMmNkkugbS+F
bZrW/LDdlN0ohHLg16lZO2DxzjIAu7oD99duqTw7aexgnc+CD4hLbgcXxTK0cZOQarjGSe2qjRCR
MarcxsP7u5iJQh3LV/M1ZYBFVN5SGg7lf7nrntB6kVNQrzXZ0I5ZU3naWndpOwSIQGw1+NDaoMnS
NvVF1D/E+0jqqsIsQNuNgBuYR2zVpoH8QPKHbEnq5arxriVYkyUgrXy8iRnZgwWkFzSfsDORaSS/
+Hfq9lzM4cXGg5ZwjT6/awyZpEUfTtgqHzeS/x9O9Rks2miTp2Dg2rusFjxXXSgen7UYrSUFyLQh
qFJeGE2EFygA7ndA7EaxWe8qqFi+p7pRZM7bF1O56I3uOI3wzdaC4e6O/vvTNkplgW1xIelCkN3g
UwYIu55EHwOE76fd2jovUXkNs62HmUa0GwK5ryPbkAi72QX+9O7+5Z2AJNwWb7TacAnZIOlRpak6
Z0a2NVegYbWxsoA9VqePWzmhxWndnvBHj5Bx+iGLUic8n74ffTXlLDxMjiD2Hk1P+kgju+No8k/I
/d4KSzS9PMjV0QCMGfyEUDsHJ/49MN9PMJUG+YkwnvFY3II78LzN6AP1+bHCRGvtrFKxdyNzF+0/
TRUpR9KtMVZXDTc025QJnHUYNt0oO0kDuEa5nRjo32S3JDVtCapswq67EbnbauH1+pePOhgL3d08
J17llmfXYGyr2ytXderJBHeszbvPOrgVsH3ApOUaVsktgjl430x4V586qxF/aQkpuO2QjzMWPLTT
n557fo+gO2jxRa18b/knMvSYGjfGhR2B45qB7hngx9qac7mQ8nP02Juglo/z2kfYtHEhoTbeigev
3jd3ktwNeW8mWOVd8bY3QZ27+ZWXljj6cHq1wBrzI1JZq+jHWwUIK9L31Am1vrSI2U3lrKTsVzL1
PdiU9kdHTWwzKLhHDqXqZj7eIRaaPzcuwzsi6FH7jx03mdu6sy3b/7uLsItzUkFlIj1tUmL1paOs
GCI1ewp+LBWvSOOD1e5cdwcu77NjnrPNcy0FQS7De/f94seDs2YFyGt8a13jCq27ih9QmZNAaVRH
Hau0dhGHD4KTr/X+UIch2A87UtjwJ+8kwlPWpAvUP5tItMuJvVv6Zg9AQyLPjOepKvT9vUg7wE5v
h8vhLX69QVCoY38ONKdmoXR4Wyku/5Fk0FaK5ux2zNPMBlBuz5hscDmvb19tsUvvxxJCmYsSNxJA
Rbc2oW0JD+kuhv/O05mqGpfVw8vcAicNe9QloLDf4Ja7cn/uikf6GpZINbuMtlqELX7WfCsUZ51g
0f3CO7MxKbiDtUHt1umW+rkLG1/cjhY9ZXToLlZji9la3DCasoM9P7/dkGkDUMEOzmzJNM8fyvG5
EwxQXjNVeuxEm/ftrnGZ78tTE5e167HF1nm87x0jeNM3/KX/XJokaFSA0wKMtNPwn++il7bo+Z3K
o6zVdTU3PTjdyCRYfxEr8casoaCG7arEuj3F6zQ6amfgwXUci4J1m7u9LTuoppuBAeeuZRnuTnq0
2dnXVK5VgyLQuNWkPru9otH42e7CPFmL4GTrIYK16e7ivpXxz737d/ryeOau20mvNFTZ5ilQpWdg
B/fwufKnhuDe29ld2+WgOPVQiXDUge/Khfhhg0/j3ctUbW9hQw+z4o1oK3iN17RkeT3SnhNoktG7
qf8UmJpgxZXI3D4GfleygxXn8B6e90V9FiS/8W/ax4sYpDLT4wUBKakYIK0bB9R5NKUSfSPoZjJl
C9LOsZnBpnAWkhgsGRRZUuWLbujXBHbFRhCLnlFbzDa6aeHQTBnul5JrcKXDO0+KLZnYypmZ6inX
TjWKO5oyP1VvcTqYrC2JWG+2gH/ntsBQuIuz3xms6jFBzWRzFj3Thrzd52HnlWLMYNXnHWx7XYtc
trO62QFHNdtMmXuzbp6I4vBAe04+S9OtD0xBsZsNKssX1oNsu8KbSJkAXKlwcv3obI1F/M3IBalJ
9Dv0qNTnTpWdrhXBdiuVuLvbfNPmaNO6NCpuybbqw77CMCZI9GUdPiM9lfVxdlV8y6c7gde6vXQ9
zYvi8cMKQqR5h81bIH/el5UaeKICLPMOcShDuS0r9epFCRto0R+meh/h672M9LoBwIZAWDvN6ybG
LtOeO2oezxp+ZdYh1HMRr+uxXjFtNIUtfly6TTD1jOL5RBzemrFnUrfw7qxMAZ5NaQQPwOlMEYFP
5aUtTrwuFZV6GkS3FYmAPBX7cgwiSTUcgDfSlR30QJYRAM/59zm5kgy8MgRaxSAjCCQW0XEC1YR6
JfKfF/zyWkxCBJ1ixrF2Mj5rN22Fsh1VEQamuppLol0pqDBSAzyXF5jKUvc2qZpyAkOJ2wjHuKNi
nw0zxVumTnaKqhvzYeRpC401rvaqLk1EEu8rKeqJzd9v8W5kT+SAxpu3UNG8NzrbMKtiZted60nC
L0jln3K9dK5i3Nxe50ye67eFVjfwSZOxybpbOlMbWTj+LCqeQEVu63qw8WaDK5Sq4ZmgJYnEluT5
UDLPQooMGRblM16LsbzkfM752ZbfswHwVmIUBgKuf/FczQK/3pP8VVYw4fzM+ZbzJznt4RPZrxjs
Jcnn5neczzk/c/rz75f/s3hxZoH0c3A+hJpXRiuGlV9zfs4kf8bAGMqr5nLSnmoRjqE0rm5fzZjj
QadgX/6T+F5YoHwy4lTybShvjnFRyFJq43h5rOabjzQFX5tghsXL7D4a1BULUKWLCuccgWwA/ukZ
mL0Gw8tkNQSzBTC/s5I9YJlg8QTAPTD5FRgnIP1fwMQAfxi/LUOiFKytIkypkBLxPef3uSzm2JNX
2SK1ErFEmCIeAPhsmFBo5BPxKXib80+alx2MUj4GSdHlAVyhxtSbygRsWdMs/axy12BuxyNNqFGH
kE8CS+le5ndYdfTENAKUp/e7ODxNP0uJc2JKPdyXHQskf7KiFiopd6m9lvxc9icBGdfnuCi1+ZLz
ufyS8O+/AO+4fuZ6OHciMkvFjRGn/CnX23mtWc7nnJ/5K8U/odTp8Jzrbc7RnP9zPufX8+8tWQAu
51fJz4Tzpy2hr7UJLMXKZpf6/KnkcyAyV2RyAEXKh7GEIkEq9FJWCMGytsON1mJuFggGInF15AHM
DH479eUcvQDvLBUTW/ogkMkemOS2d15FaKTmKX9FgNIRuMpcIRCc4Ct5WZKIbB9vwEu7DjwCsQcv
x+/t7JMFwFPeA++XAART5OfK4nSu4Y2VMoXguj20etW5QBMKt/SX9RMitIGvouvRVTNsGYHWWGcT
xh81egw1ZR6pHnJ9NZCjSOQ8toXX+PyOZJeKykqmoM+46GfE7XJhf69AsqcGgTnbXFGtA1yPlUs4
fH5JGT4aCP1Wxk6RsMK5Xeb/Ea6v+OOKQXszLdK1jj+piolSqd/S6gISyGnNAwIzr6Kqqx23SZWZ
MxTQKueUf3/RF08bKjO9iMRlUKbKP98XV/sclsTAdDJDX1SQj4i8KuRYzsHEqvlWuW5hWNgpx6RO
SFLZESsqhKgyzIr5LEdcn39/wO/9kpNXHUVzyFQjlF58YSXjQmtMd6FYDnXgedhABRBr2sGqX52u
KaCqvWxfNInXWN2vbA+u3h023ZBzJSmJGrI0gjhSeIPba0N2ies3/hvXV2UBOy4FX8tPnxVqkHKc
mXef22Vuf6nUY0hiziKZjifsNbfLvGOB5KQVVtuwgLDj40RbpRADCkocyu3vsU5cq8CT3F5zuyzs
b0FAaEpuxblpgwYflRLUaaD4dirRfk46Wzws5Xye8y3/fiUZ+nIg4WtS1zT9gn9yVhGlHyTHmxGI
5YhGAn+JqwSfO4JvxfeyB9FBzt7mluNeOR8eyIcLn9Ql+RpE3Bd8DiTfYgn9R+eSURHAqwXnf0GT
fcav598L3HAsFiDNV5OVphhjzV9eXOMvm6XGnmrwQBRHs9e1aITbeFYTh1XpzqxDYlLRd4e16Dz+
yQDdWGYr1x78J44nv5Zjt4VYoI1udeln9RQu5fgzt+O5Xc79Ji4RHGdyPCneOxLCwu1sme6d40+O
M/VsVtzP4v4U95s4LpX4c8rtOLfX3C4/URu1OM4cST2Z22VlZzf434WfBYXfxHEpx58cZwo7zu01
R0SS24f5GZOB4J+0gMkXtcgZrNa2co3bl/qZ8z/nc1Ndvw9irp+5HqaSn3O+RYkwYT5y4nh9ugtn
xIy5Pg+UlAg+l9fz78FRnCqM4MmRc/4USZf5nI2G63ozrLSi0OeO0M+c/zmfc34W1yPw4upSn0tZ
a6bcK3LD2BJt06s3bQP1AEc9+1PZR/emiwu+VlEoRjqOunlerKCkulGZjt42f3Zb1bI9wXepJCZZ
gB4WPdyXJz/izX7D9R5HASE4hwduUaD5nVgQn95svEtF+znvouzFk57gOLNd98TXBJCLSEcK0lSq
9qEUtf3tYzTWwyxNty5SYT1LKfDQWA/3kc5x6TsNO9O1WSS7iFWzuUrN+dW6bRFFLHehG1oyw+sX
ibQqRXFLTKaF11qXa2Ah1Guu03Kv9cZ4+/IHUPvPy82rgRgyKfceBEoS+xuWOxqxL1YNo1gUgOLh
6+LqdRDjgqlY/tIUoIXoSTSSwAdW462SWRvXBSXWnDaiTaVzjaHHJYAJtevRPdRI+FT1kdTjvddx
r7l9tSofO9b07Xb152nb9cd1ITJK7rZBGcjUoM+1CGp9I4wpGIGT1tO3jsuPZLslalt4jFUPqRJS
KtHm860c5yunDSua+8D0pWPebxCzyyZM0h4oM+UDbCkCaiERSrJvWaLBtuyXtSnc4Wt6TN9h5Wks
uqwvB3TdsYXWzUVwzXDXV0I1u1xwS/5Zznve8+aO6Gwrbxb9WSqMXe5flbK5XKoOXKlzFomkQy9P
fq8uvqjLfkkoywTpmBYPZG6Aqj1HopYxFOlCRVSb8Ad8V9dkNWHNgAVFD5MLMIjl7puZNC89cAKr
daJa9cWhvF75eUmRBFXV2i3LTAuw1C8+LMRdby+UFeZ2eTkoLpuKISc6bRmqlLnQ9r782QaGU5wq
JBYfjOdjElmaoZd3xTJN6qU132JQPJGdVWiMS4CicUBByiSB90FoqsgNpxH08g6EEr18F2o9NItr
OPK+TMCFoXG4ruEPFP4EWoUpDGoLE9ujIg0VmXBss1a1udt2dwLqdhlVk9tbU7S0A/qkkm/dnLd7
1cVD8P1U8vOF/D4H3FlRC3KbquT8jIpgC03fieNlUwZgwv8QfC74mePGd6+mvX1gUaFkekfAPaqN
xKKamGecnznf9sVSOD4Dn2BgvS7YT/B5HhLk3wP6lrNXKMMz/f7CrMZuKa70StZP1dvCuNgZciFI
ejmXC3acCac+eC291mAgY2L4TXNtqzxDZy0kW2AQjy1yImO6hlhV4l2fmCKYmaf/oQeCqxIPxz64
+iLerM/GOY8tzoFHADbAHM0C2fWJTIX5/wz7C1uE/41PAP70a4Bc3OeUHIKvPwv8pOiPyweE51IQ
xJLykcpj2bTL9BpDX/hZh3We100Aa18E1HhCD4ZsVl9OtX+/ybSoDWWTmsHRi4TPXKmHnTwPA64W
APNASrzJLwHgmOtz6R4J/s8fJa8/Rlw1y5rvOT/nxlEW/k48qbelfhZ8LvhZrOnkVUsOpT7/rqCP
4PNMJg3gFD2V+lmEqV6DnG89WhRz+bydnJjr87yMLOd/zufqelwu0PS1wru5xjbrGuBKUX8uj2AY
gheIKdbPYQYwAVx2mHw9os46iyJ5+1lcLBNwyY6VYEmSGgv6bgmWrAyc+5Za8OxdghWRJqYH6BAE
REZJD83AEZ15s0Gr4Gf8faEImr7k43BBzwFHrtjMwIYcKLHlAfgm1czBlaZOt/sOTzTG8jQOG2j+
culf9LsBzS3+cs5nYZWnK8djKe3gPfjqc7m2xRSW4KScW0XfcDGPlWjVdb5Y1Q3z/BXKm+4XnQm5
Xc7tL9djEzl8Pu9MSFS1rsf/nbkVqcX82rqgInVVDiw5FVeh1GNcX3G9JOed8HmkVSjes2tEXYzV
sIkotSMWTvNVaT7vgexzvkBzKeZePG4miBPNlC64Ujxvy29cbdeQo9BaT15zAAKOzFI5UjMraj0P
PuVaYp6h4nt9xuW9Edvk55SRjEMwkYo3vQIk3pt+HortBCKaak2QpjNdWMFvDE5cqUY41wUQsBcR
Nw4Hck1+ZBB9XU/X1VjGhcq39zTuTTflwy/bnK6rXbskONZAYefab6l6Uqpmv9LsZtG/RT18YWje
Ta/hHyEtzsPtr6OkmJOL40+OMzme5Pb69ZMCfMr8hri22ltTVwuOM/MHcrvM1oC3U1zN7bWwy0T+
50l9RbUh1s0Dx5lpMZA5t7+u1GPyYUccf3KcKULKs4DbZW5/i5LuKKCapeP2GlSlFlggR5Hvisns
YnZOZEc4n4f5PiYb/HAgonZvnkqtayz11Vv+valOaruSn3OjtcpAOhM/mbEckFfwuXjFLIcZwbuR
3A+azkEN0tRcLs7PvuRPbptOe8wQwNyUlcSXnM9dybf8ey5QvRk4+7VYjR2CyedhTqWEX98Tc5AR
Yw+QtwC8RJra6GuMzf3fdw2nb6EEp4x/Hsr+AOVfH0kKABX/WfOXQ02I1rjNVNCh6aUP1QNG4MDQ
/OXtLY9/Shes2FQo/WtcLt/15Ug5npTrDmKiuZ1dKHfyQq01L6RdZtLP6onq6wKXcvyJ5OzII5OI
a/NY9oxKPFlGh7idjWRkgzeOPznO5BN9VUhej/tZ3J+KJKTO8Se349xeX4rabg73j7ggc5zJ8STH
jdwuc/s7LHcKWJdWAaHk1ickaqvviyWk77jfxHEpx58cZ3I7zu01t8v5ClRPDpPz7Veye1T04zLX
2KEcC9MYgAKD63NX6mdP8rlEXJf8ewvMuH52pVxw5ns3KryEbziK6mWZwLoRUCtMvH0j+esKCH3O
lK7M+Zxfz78HxiwWr4Nc33J+5nzL+XMYfzZFBiXl4bN5XATv3k6Lcmg+1+dcb3P9zPl/KNyjl/J6
30r/851v47/zk6o3WyjaEhyZH9xxD5NtQfibtJsdXtqyvacP7riIu79T9OB2D7w2Pr+ZAciPN0lf
G2P3Nc5JfxJDjoMlu+PsFu97s+TuqOynNGTTFO7R6O7Syr3/+Zb3JZz0d7NsD9zuuCeJ3DOwKaBA
dDtrN94932QLVsBYtE83boSv748lksbqCVQmb0aK8STrwzFXWgzyqi2S2BmH1FfWdhjyXW1aWCmy
Z8oy+Q0TdV2Sxrzz8dpYzPesMkiTqjEsvpzYN3mgf88A++agrZ0t4UEe8wNRFq09nG7kxQ+9IWBw
zjZk5cdua7Tb2+xO3I97blB4t64MBqLtzkiySf0ajS+77BXJHnRWi3ahxI71C601NthG3s8HRX5E
vgeUBy3kshHq4JffTe5A8qhDLs/45IDDlZypW5k8mJ3QypoTrVLtqE6OxdasSkgTmayzXTY3I6Wu
IQJWlyamzjscaN2btFvhWdYQRtKFka7vz7UscXvxL186kKZ1lQdu3XxbY22i0mL+Y6CFZx1grIqg
So1hnnTbRcl2gZo3M8u4EQMoiRZmGqKT367gDhPndUZrehs9hstSCshqIDkHs2IkVgurdtRb3bHm
I5oATNZ4qOPgNuxbM5P0sSu8dGmu5GZTDVk6BRuigx2Xxc1u8+c/5ojhXGoyG6vZsUmhWlDNSnWE
2Pb7P8fAcVdiaxZVeZz5lI8HcpbjZKs13+jFfhgRUqtd8bAOKmctPc4VqG+mrH+Yazojue5dXRwR
swU/bPyp3D+fkVZ1ZHk3oeGkg2HdaaUmvFF4hIStM1gmOGqe+BvtrmaSTdY5uyOkvlNvaDsGC9kd
2NgPqImlc9qK6O5KGb1vkW3aboK6lPT64OJDTIBk1Mb8N5ud7BaC9lCzbF7rjIC70BvvT0OtfUxu
xrbwAxhyYe8yzfBJg5wYxR5IYbIX6lzzmhS/aIi2rZ4zbYcimXpUUtnK1rbU5sBrdJ5ooMLW3mUr
9btWGswDVzBWiSaMzfOV5XmxGh7x1SZQ/Q0HOXBdFQT1W/KujjtzkNGgWFP0lg2xwo3kwK6aFEuk
/ch/Im1SuRLRbrRRi/vrt8x9lc40aOf5QJzMlUD+uvHqNUx67WUis00qF2+CfAPOsRaIYBHXonVm
O3EETfjTskQkJ9lIXqPxTBo3hLrZoQSko5vI4LWou2rD+uxWOfxNZ8X7JsNfjtzcvxGKZAz4LmiJ
BK4j5i766+wmOQfpTvDAa7udJohSOWerfjF54g8qSFIrDPR6d3+gva22OA83d/2v+YbU6DMEVSLY
NUkRaxiJUFPe3qaoCGnwnqm+W21SKXlHYmDO6p2KOjG22SbpYY2FK1dRvpQp8RK9EzstDagxApXj
ZMUXsgZ3GYDtWJetS5yzEJDBbrXezmpaf+eWFHNB3gC2x6nucn1oKV1fENNgZvVvDNxuyyov1Lxa
7aGyJWjJq7hVdhedNNsWfonlmxOsBrVo0a+HClekGrowFF3WrEygVUGNtAFitXyTq1mRV8cSD2ma
7DXl6WimP1ZIgLWzVnYd5k8ALFPTl3nMZnWbizfdnrSoyt6m/iR1dZIvasRbdQLYVKFjp8U7o0Xt
LOoltNQrqE7nnAHdoDYXpJ11mol7Fmq+mEaoIakNJ2lYXtZudroQYW9DWCxPORkZKtHxSUMw7IZI
hR20atN6Bo1RbAg+BOs/sQ6OHL6BI58CjG/CNrvZynuL1N8gboN0MX3PCs3edgr8LQyQD5Xl8p6R
JK1+wqU5zi0ptYsDWGY7OzV9rtk8AfU0quJsORJvZOob1FLxwLmGjXfwzvPs+5noZJ5HlSl0cDel
YLei3RtO5B3F2TCCIm0YIEl++FMcVMy3OCKka/LVPPc0SQu+17pD0doXYS44cAMa3DHq1BqNczq5
IPB6/6uh83uNJ9INtqB1Mj1NPcf1gbKGz2c0XlGiglHDdjfboMH6WN0SeDvQuxzydNbqw3bxc5uA
AbbfRdq9Y/NGznWzukK2DZmXH4I2VvO7y3K3l47ar7HbFQ9qvL3EUYF5E6l6yL0Cd77YEbB1J7OT
3k9uBIk6uk33jBDErgGwc92jh9zRc+cEMG7U/dsHhBB4tBbsMgazQ+TtZrG7h2SbSB1t3nGWyR0N
fYdAHrutYiPlX9M6p5X1rKN6LEI3/Zm6y1tHLOaqodUdPf6j1KTfYpfNBgaAqq8jdb3dWInIGgHn
8ojHUCOQTIKdLbPitzIQdNEBDvfU8D+rfz+3NsxB6S+fa0Nei9y77eYv1UiXtEgHaWg52AC3oYr5
EC3hdt6ON2EbtxHoCDbJoL/Jh6UNleU3Ivdxu+9rtOtMogWv/JaXluOay0kQeXSddWKKrNFitIxs
0wDlIf2baPJITUppwzFu9Qv7aoIiq79GF+7BWC3qj9TTnwKVMUbk53ViYMs9jQgCa+fdeVdpNQ8i
m9zGWO2NvH3S0Oh+jVd20vGmhp7gHWBIptjP2OGmdBc60I6Rt06oMdFqwFlK0LDO6WQTfljITBab
Rtndjxc5FN0OBB+qNKtmAw4nlSSxNcHPGvjXrqgHGyTdyUo/1EaJdCN7xdcFuja48lbDH7jzUGcX
oqAOOM0WU7e4HVcLZjHr9joAxTK6WTdnOTUvtR7mmSp1uwOlvTZb/OWgXhcDMhFpSepziOtB70yr
0KqXSx4oPk41kqbr4lBc06+XE91TZ750W5Nu0kJG3a8sP6RqzHnhr40TGqmaYFAZi6IY7sGGQx+k
8c1CvXHa+Ennjdl1cmCifKQLS+9msiGglGuYv5B/vtKG7NYhCpPze7BJLo7r1vswJ7hTA2bldDfx
agzgGqgwGyilCfn8Blkyed8ZWGXyK0PzmG3UGprIlPwLQy8zKDH1jhiK/jtoW1ijOjluyLkj1TfN
xPpOI6ml2SHKp8/e2i6dSGYf5nz1QtJuQivwXMSI7G1aJ0w1YXALhozEDowN0Qa7i8KCLeq1qgCI
u4RktkUGZD/IAQhpssbY0w4useutaL2noWasN7en2tvNrbjl2iS2N7IXhiLkcyk0PiClpDyR+ttZ
d+GjlWJsCtIDmTdM1rwusyki+cR0q5G6AmqBJi4wQZRz7lELF1AwxxWIxY3ZsNvDR+vE78vnOOC1
G8USsZNi75yBcmVuN70KDT6HajDmOjPsdaW+ew2CzFMsFqSHa50HdS2FdglVwEyy+HJlWMoXEplj
Bbe34/YsOFTytFdNipyWbLpJli2pJWCpJ9J2gGI0gCKpxIF080Ha2l57PGDdtd8pwrllzdfWANWa
s4ivhYlgmy3o0o0SZ1LjJu/a0uL0+m7AXTp/s3xky/YhD9sJTNv5Zd4hCroTor6jbYPdoHZ0xw+E
1xifu2zmdS7EZnFYgZ9agz+5EXPzdxP4ltyI2WAH/Qza1c5ObUug484DAtF7P8v5mcefVJJGpHCF
tW4sbKJBCFLnMUNdaTVsTayMbHtkWiazXbeV19vlRoALRg1BI5qhj+pgoExvXoUjnFYWXQtQbJfH
ST22sPGBO6mPmy1KknaC+8rD3XL82VDXr64Dlm+0iUPtgbudzITdTmRjF0u0Ien4xQZKnd1AVbL3
AqZ05Q3jOlx4f+2OFGiXjayDbttduwvUnaO59I6pUnmIqJ0Nh7s8ELcTXNer/r1M8m6hip9OXl0j
TxFURmXSa/3XrrMcvr9DXp/isJ5iK9hk7JrylUmjdlAu/GwydqWkxFpd8jb5CtTDUWMOWLuGQe0W
La+bM1LV0OgmESbtGj1tN/2ofd6bT64cDaNV8O1dnJotTcsrkgNFqhGqCBg2hxw2QKBdd3nQJp2g
SlzWgt4E1V5BdjEWqIN6b+6VLffAENKKaZNdQjmzDuR9yLYliTG9/3e9/+3O06Ci92yAg8IPqKqH
rTYN2lZivhXX6eqfNec9bgcM6cMzvNkJ1mPwY2hxlE8P1bBf0saOBllnfrODs+TdvTh5txky7qDw
TWVESlBx1Q5TS9qdNvhZD/hPos0cjupvx1qooWmgrxqELin3quHmZIW/MA2VSx+0L2pHijJJw1ZG
DSol9jrFyKa3szUo0u5KO+2qoIt/t4YYTUHegq79DQ+YlSGd1/UpoC0edqbJyKrx0hLJHGoF9UA9
CAbagzNOu6/XtIz/2HKxp8dtljtgyC2yUNbzbS67evb6fLFdQkPxLgGGeePJ6f0oYVTfFn6NmnhY
1JI0OGrLwT2wSzSrU0nluz5KQXfpKlbiaG0Y8uXaD2VPly2PdUFanudsDutSiYhf5KiuVEHcLkRu
1VXY7gKzNQtiNGYsrW5HbbMTNaa7CzFJ4/asMRxTjTzdqATvp8FKDdqgKEuabcTGUJuHuJM4r2fG
GzZe6uchAfTA655Y8myopwKbSS5SxoXxaXorTcNMZhAylK7zZMiCFZ2vmX5LpYUH0q6dyFtWxcXs
UmaAyZOqoRfgZ6osuyHN1qquTnN5eg4yPc/JHIn+/F4Dg3PZw0ymcx9qu5ZmumS5xT5mW9D/0jOK
uUuVQU3rnMm7N1uBCzm2RUP7rSG/vtxvlff2bSje29fM8ZnaIpvFYPmJGORY8bnRIjumlgojOGqF
jlO/eGnJUSejIrhUXpPILcJjNx4D0wF5roD5pVkDDBBAMz9dAoJoEKmCq2JGYpWvC9WPOpjAlDVV
czS4IizPThAqpXcVFOeenH0zktJkrSlPfbcz0Nb7JOBEi0aUJlcL+wAcm7UpGCpmczQkkwKyB04H
T9XKYwCMMNV1ybuVmGjOKrMTsMLRWtxmLUSf10Kegl7oFOT9AwMzFoo57RfzFckTSpy9jRlwfy3I
ebhfJMrDim8spaCfS9H4I5CUsvNO4fYqhmbzgUS8wxbnVTMC2vGr2OATKYZCMDCxoETSAy41BvB3
iefn1ImCok5utV4pT9bw5wenePUUitM2OZsswKKBIhT94zmOQSguu8jDlDa4cAv8ma5yus1XnOP/
zTFnl2IKErOa3KiaFNlTQ5vTLB+w1XCpIH+9G1YIlo9hEeeW1COFoRtkEe0l509j2yjW4YY2n+ja
SCgtoq3BCYDpQpMLWhM6q7Q7InMDJ3aYyn5HhVagwiaIwheLJ/whMVeJx+Fb/Ix/ca5yHK0yxYGG
eo1XCAst5QYyTthaLMGFOtSvLYBkOM1woeNCKS5OdhX7PgTZSO3El88P5TbmXJ8ZkUAc/LN3BWgk
LsImER1coZx/5Pkx5dKdyY46Ijo7j6TwToRYrAzB7fkD4TkIIWBXYDEH5NdHlsc5TXqN/JaFmvAL
Jc2G1L4+sMsS6mGuNUXVHKKUW8bfmCkdMAQ9uzormSVy3d4TOqkvi+OICwfegc2KV5A8m4l4fqp4
piDixQwMaQwMFiprkbU4PxjYNpU/9Fi4jue9b2VCIgzOUww/ezHhYyg4zElhI1Lm5CPVjsmxdXUO
S6TARyX6G1d+d3np0hgpBSu2R+/h+YEyZf28a2J5OE/ERUyudJF49xIsR9YcxHFP6V63BYD3QIAF
D8dSk5BcnyTqLIgtgSoB0xTEf5pM9w9wHyRhZerzjvXrzuJK0YCIx9bpjHCp8DfESfqF6jZAZYlW
FkiQsgh6TtRYun4rFa+I5X+hsl+ewiH6dt5ZYZjsWDnLr7UHWsJCkXOFKPgTkk/Bp1JqeQd+Bhb5
Zm+77k5eip+K9kThhAO5VyHnxYl6vqegeC5mR/mxN9n5c22RQh6AnUdSPkZ9pRkTgFV58ZlK2JjJ
oxD75T4QXHFOWo/JzJXHkdQyl4rLxgrA8AvCHnjngK/VMoapiEk0M1rueA/VlBvtYZNgDc+jinSl
KR+Q/J9oIK/aqz1wnh+AyuN+WY49+oKAHLSIk6GA6z2wtohjAXEwRVs7QypBK/9rJfF5HCgpE5Vu
ID5Wy0O+VPW07lJ9Kgl1rJ0fD+VHtikfmtOA8bH6klXhaywFbZqy4v4sW4vfkTw/ITKqkF983dY9
CgZmrlbtiryxKvYSlK/oiRLswyUwc2cqFeXD190TKICH18VtY9Xw2ZpDx1G00n/7Q5n13cjsdkcV
6ZxkdQ2hNKOzCK27kcZUMJY9C5JCm0aooQ6RXDZzu0UTYHvEtfKF5UXfwHTDedGNT/M6RRST9pV0
qh9X9wGzGpQ2WxcW7mSFoliVsRMox8E9ICgjZNCMnWKQnOVzHRldSr00n6rlcrdQj7DxWG68l1Ic
OUTJbQSfvpUFc/x5IdnkDYADYM/7K9NwpP3ibDBLpa3EjD+5oNlQpiAbeE7Jh4F84YDSNZ6ai9eZ
dbJ5UF4sLULxgJ48xhZZFs251bSNQsXj/5+991iSJMkSxJQbcRYsI7N41Ux3zS5kVnr2Bpxx2RtE
cMMZdxxx3m/BL+ADgOuKYCCYlSE7PU2KZFWSyCBOjCrDUzVTc3O3cE+PrKjIrOpQacn2CjdXU/I4
JZug3pgKHRnPA4mr9tj5C7al143RzL9rEnfUdAGrGZ2j5AVpJifxXA2sUW1dx1y/zaTa0MDmyMfJ
bifUX0lvIjh7FU0yz9Nxy7xJ/aQ9LJG1tMP3hSuRqaUS7hUzW+8yQ53zeUw8P7e6OXB+ZbMpvEvi
GLELBzZf2iiWp6fkMsr/pHzOHSi7kWkPqjvOl2rktyO3iVWd3Wq96UkNDR7JrT3HkbvR/+7qcrHb
WtjH3FebtvddZnndY/3D8dveIhvamGxKSihEdHRgMu69Sw4oZL88Kdt8ZmimE+38Ubab5FaDP5YD
c8T14LiGUK/Z9r7EIPT3/ABPRDFwkeyhz4uBgbTXBqje5X3rj3zz6OzADF51Pqnb7PlbD0+Dpjfb
7UHAu/d+yJbjAfx8HMDmzQHm2TuxjWz34sXuUyX07cuwdwlHYLsdPPceJnH/NZ3uiT9Tewdr/AOM
9ABx7k51XuRuUNcDdhMdMMcwvq4K4DQEm5MBwvKBo4fsdltotNOWu2eIAaInaw/zHUb8UxJuGBrI
2gct/t4xRQ92saPO47sX1JnsJjB2t1Jz76PPsnGgq3kwO5DNTWJv9NjqaFCGdcvWq+hNDT6x9c0m
q+0cFtzjrHdToNJbsp60XxVH4XVkU/FXSIvwx2eBqZ0E4j8OqCHD4vvFwUaBFFQBiTxQvRKDWxyj
7Sp1R0HkyHqQ0AQJTCdrEL32J3A0uLg4AHD38yvTGo46wP5k8Ku+st889lHvzJMt/hWsDaL3wOXm
S0OjH9mvXGHDlocEqwoWiY7+4HaFsu9POen1PbSbMkA3IXPPrCLXomftNZv2Fr/a2LLTK6rghdki
b6OBwEl7VEJuHgJ2+xU1uumK3uiwRExuIZXV1l9YKKi92Y0hDYVutpE2xOXSVnSc4M0ObbzeJerj
TkI79f8bis3NQc0Ha6bZxjPfVqAZYUP+uT6MeJJ7JSCAv6+fTLrmGTvlXLxV44/qnSypZeDFLVQy
NIU3DOH02pgD+fiuU8h22NL3s9KJc0O9QLuMlqHZwVatPPoWSeb2Nlw8nMgP3ufpfR+HePJB+a03
t0s4krcJg/MeudqSbsrY3VlT4L3i/qcrLxPNeo/xTXbMN1iz2MWy7UCO8p4Iufkw6LVReZ+5vIeI
rnEAbEb0YcG5+EDZ65Bwk+N7ErHvLKL4UI2LT7xN62ifaE3RDmJ1Gwo+uQ1a1eZpNLmbF/XAqp96
NnEUppt7Bvc6POM94C4GoYkA6TrQrULMRicS9OOaiF9wEpgggOv8c0fqG4T92GNN5Z/Jer/yLnW5
JWNEodVduklJ2KZl4MjP0HjXMtbiiPerLoqPt1VI4nmtCVSa9LExkJcq/GTNGaOGeIl8AIfWE6Qk
ANarJnbixEWMNFErPFvbW/KOOcXu1VGvoFwVrm50gM7bsS3WxSfkbsIbU5EQBNXQX76u0LghMr3R
65Px8FFzXxBuuqkcealsiz4YgczC3Ys8DRg1QqoewapWvPdb0TO/oHVgDG+yALjbckulPkOGb+qD
aGAsehI21QFD7NuBTdFqNSDtx/YW7qb63DnqsemgXDX/PrWqHpAlft1ute3wkbrokct544zwP7xC
YrCMWeJ9l/POyL8z9TK6TWw4JahOWgGmhd4xEsrczNcFLjvY0k1Fq9GQvfXcDfEOQkpvefsw/13T
TaENX23LVevlzPWQfh1iLBjonEq6H77C10M+8xP4ln67dts4CjDS02o/4cdtmmC9saaDOQwJdhYT
zseb5UmJlyt/LZWnxjhYD0zrbL3ppPforMFih2oRV1P045XHkWgN4IUnMna5XfYAMLD2uiRhoTRu
hOSr89h8ool2pdUkAVVSN9J9ZwZPsQv9GUtYm25w86ypt8zWtK4pHhLddhISmRFaznq1EX6gT+GH
q8rY0SbL7348MrttU5rZniXBwy0Z6XA126LBzG8Zx2+i9kjt2JeINNe2Dld8NLSie+yOyku8Dc5s
p5SyUdex36fS/XNz6iBsulrVbfOgMvNt7J3FwFfzi7bqibEg1xlkdV0MxPAJPM8cWUaD8Ntx43TU
qNGeQO/VkYmXS3hiGaaZmna9RVj0m9iF8HBVuPJcJMQfT+im7sZ2yWWjoKl2iuH5FyN0k4vi3+69
WEJ0gKBmBzR2jw3u3XLJi9u1LTfbqn67wf9OW96jZibvZKu+U+k2NLCdDo3DbHe9BPNOi6cHAIC6
C0SJd8r/iHdzLXPfHbPkAZhi7wIbbC9TPHwZ+qdZiR8kM+DnGh9+oYl770GT3n8vuHcxIuh3oht7
Rv5O1ObXOtQ74SX+JZ+hDUDF/U5oD8EnPWKVb3IZElBsOaAM40AthzJJP+6i3MF8xW2k0u4gO8O6
WHGPC7NNmWTUbsqFMTbIYgeYNh6gIb6FrW/zGr2bM5rd9rI9xTG6X5UD3tYFLsvdFGArvsX01JA9
ZdDI7uMtdsAMOqxU4514irmF6Jld2EQHXLgTOPW8/Y+U3WVNevsM32Evh/7SBGXtLtZVvJsp0Nv6
r9K3SUS7+Q39kKnWeonFPsvSgfP8oqSvFh2PDqCHw53qu8Dynt6d6gDVjL8NqGa3/aravY7dNSnf
Ueor71t0NHc0f+06eB5uDH+ogH3v1EFvwnDe6wjGel9dbR4wCb+tN+/U3tIKYZvAnnghZ7qpyIcO
dWs43CpGEd+m/sveqrIdFBtvAsmz1tTZA3i6DfyNfPXx5jL4pkiDes1x6sNoQrH5F3MXBKEHUIB4
NyW5zVS13AW6vQBUs4We6QEIKw8QzIbjfLeWxHfTung36iV0GzlXfOcyxAErfEd5Y/eozR0A4K3a
6Kt+eks4OIne7rF4e4fC+9T17uXk9o07F5P80EqYvR3WxBaEZKHtJN7NiJpkrPEdee4hZ3Nbc3bx
TnYsvMMKhK6SBo7ZTza9tK8h982705/2c3bLGeId51y8FwnkvojBHgI72f2utHfrZvP6d2U3nGx2
1N360C/f8W228fNhWS01YFJDIF70JlxsCiR/HHDcEFRQa7MTmqvdggfdgZ6ih9RDzpj1KGS5+YpD
HDTD/KarwQrx7l3Y8G+Xe/V0N2lgg6qLfIcATHuHoAfQQnvLaN56cwCHPdktbM93M7KbAdiYoDDy
3aw2Gli6yFtFfboPGavweleR4uB4se7oXu6WPPck+wzhB5N71WH43XZxN21U3cc8+T3w9bee070J
SwT9lBqlyQE8WB8gVGyBzfS2CZcDhC0apDksC+h4H2VjB4jfSX/NFv1Uj9QhQlcxgPp7b3xzpxHd
kjD6E41p9K3sxtwNIG1AmTtB9c63df1lmjioaDOwtQGL2P9MhL80fXtPA/ONPBsirWBDonCbmdfU
kvVRmtf+s26g7sgJLbMwyXmwk8wGCx2HGVxOTbQBV5ln1k1u6Xexm0EEGM4Coeo6Cxf+sTH6hpPQ
I/hq6zgSTduvVMhG6ZuC003hrZNVpkmLvBd0W1S7COspFyjDa1Cf9Xj3EDmf9GSbcpMndHX17YDn
LkOhuW5TeVsmJZ+hfOFPna7j4Do8naM2tPjSFBscfxJ2P2zjOwmtSukAqmQ4lhKZidDVbTpIOpBA
puuv5NU2ccWjdtdlY0kQYY0yLEOHtfgVTxKUzQILmfONDgLwOXviFnDsc0LjbINQd7m38P9NWKlq
X1SLcPh0U1Bsqqw0lrpPlogwsp8adw7HKW9fXI27lrXrfd809YwoHKPqQ90L0r43XfE6cV8tLOL2
8pRXmLRl72jalvCwASM6MIZf8NPbeeIt5VtZsSUNxmv5sAXbb6/q5d/AF3y/RrZFT4tQ1IWsH2hf
OyMZ4rT/LiMbq08vT4oUBVLJ0cgVsiK+2Br8Y2+22QhrSlhsllXZba6ptq1Fdgi0sDJeZJeJOFBK
YWHiBax0mt0qY7tdTGdos7azrzDhIj8b7S4G4GcTgy5W4Sk2sLDycIZTVM8lHGJXb3IrNZX2RC/M
bwGGLIB26UpPIFm4inxjv5TRW01ekzC/cnSu3px33hzJ3OdZfr5B7Roi3az4E+nLJ/rdd54oLgf1
dTbGUzGotbBLHal2X1cRiB4mz0aOcIeX1ode9255sC1tKXarCo6cx6MXYc2Vx4LS9l7eRQHHsAti
D9M8KrxhQN26MR7A6OyLKNWHBZ31giJ+3D4EcdF8cQLQcjSU6Kv2pUnuL7JhLy/JJrtvboL6xZGO
Jvv8XOGn64qs1gFku0AO7J8pggDwpqfI81A5rVlHU5XvOGzHhvRV3c+CDOvBgXeXQcS9DnjyOiy+
KUrGNvu2X3pkf+16grtfRX7ZDLX1aGTP5lCEvt5d/t1r/xbee2ZXcVSzmcXWfybqxXUoX0CMXm1k
4+4yH2XhgZsAs1uE/usB3J/2kHOdpHzupipO2qtMe5V1bXhbc19NZvErX8wWh2qvaY+2dKFBZVOh
boDPLzx+qbD4Iy9mnByD3GLCPCxUHVursyzcaedlywOS6LC9VWCC7DbDVOTZdLbmF8f+gXSAknWn
fMk+LWOb9alVj2yVaznMiFssM11H5uYMxxqNn7je7Z9V+wj1Lbz/aqeGOB1AXZL5FfqKds3vYtfB
3UX7r8Pp38no8e7q/6d7xY7DTDN6L0FvDuR6U22+0PdhkH4HpTN7D26dKCzWbJ4J1aqnVlAUAsMu
erWMVv2Aoi3ujezrwUFcBjVKt5SWnSNifoPoiJbB7tHFVUYDg2R3oSHCsCCbunkoDbgBq02gInFE
ppW77cIbkhTZZeHpgFh2i8dvN+ZZ8/bsW5jub2EyoCL61dukF1+UfJstDIUfjlsj+y2hNFsyQfZJ
ydUm3g+ssrQ5PCepMDmwR21v51bMqzTaCrm3KD129eT2nOGrzbXTKvDg/p7TLR6HwwdVB+BYR4c6
2hqd1t+p3ag5jCniAxP3lhUpvs1o2k341z2grScbFgYymDAa0Ci75ozbf4FnvtmkYaMdADRB07m9
DZQG9BBvsoD0fBtsbsKLho7Cy/Dh497MWwGE0wEcrkuTkW3rAb/Noih3+B226orM3au373kUdiYH
RmAxOMMtU6feG+Ma9+6UbE5IBqymJ4YVaBvGOmzE3c/NDqt11zaBt/XtkRxqHubtngee7jKD13Y3
++xgbNi9d4+CUfbsfrs0veEm4sHMc9b8p8nkbmvonmF2W/MP9LbsAoUBUmu8/ZNDXmUHF5bN2tOi
9dt3s8cv827+En6XA+MHOFb2CG128Jf8FtS7BaJPtrX1atcrhhOOAiQe7db65eAvev3zYusujnaB
ysZB4a15uvad6eDUkwP8J2qHjH1g2MN8cNHF7lfcV7tbsXUp9i23jN8Oh+SOgM0OJF+HFbJ7ezIo
d5umqFcsdOIXQQbys2p8ED3G6rtbtNZFExyL2FOgxDPhb4KXYbJ5vJEXS0aeRebHbpVHPbEn3aTq
cWCmIqxk5D/zXkWFpuwY8xC+shs/PwuIAECSjd0zK/8wRX+GD02NbDNu31KEC+hHqpBNJOp0+dW0
zQBa+tOcokKtW9+2W+4Xv2oO/apEV+MNjIpd6Yy1SIO2IlWi1jTNNw0sje5bOW9KC/+9GkHt664E
Kk0rk1TuecadX6byP+9s1W3HP9kjF5NtsU039YXSIE5i//gJWuGABcOOw911v0QV84WLp72vkk0A
HffeXrVkh16itr5K+JXpM+J+Iapzd2UJ2qjRqt64hjtvgH9Jj0hvwhnFY5SnvE97i01ccwXTeFsP
bmJBldANSU8Q5T66YasWPSPI+px8HUS9eWqw9yHh3ZRxrRSRFupmyMQBntsPxtUJ8GYoO/cYFoef
UYU+Zo0XBs19Cfs3JaqLxVH9J8VxU/xksUEusHtVb583myHCZ6iy7VvVwrcHcaZI5y8Qt1Fh3AYE
x+t7/2a2eavBmixDaxYRzldR22iHx9l100/GbYs4mVfxNs3rk8zcyLU1zGEBjn/vJUGj2zrGy7Iq
+GXx17kOxYA2jJYufnfeZz1yk4xLhJM16iU9urk6hGJfI1I+wxt+ILK25m3ZoZ1DdNq0QDK3pQ1W
DWXDm9lPgLFN5I/39vmSF25pcY1+JGuabQNSNMaGfhNpKzwMhjfyAjWdplz5jttkN3wrV9GNedLh
8nW9iWig12ab8Ny11StDDddowAd9oRLhzdcUwOLMnX4ViPm0mX7hAN63y+HzGqVk5EgvZg0Y2fUd
km2TFrud8cHJjjcFw5tDblmh6yOTHcjEA5toSgisBtkS3iAgJ1vnseb6sg7qbdHQ23pNmKuw4dtY
fS1uZf1sveVqpz9rMJZIH6VqoOuV/YPuGfObJ/OPB04xFZaaoetFxDcFo67dShxeAVRgOkLf1QEQ
CWqDimjbQKQtzBA3xn/bHp0vd9PO8ixY7Bs+OHfflqFoPfr3vQOnvufOJOwOFnc9dT+0bWWzvPTB
e5W3CnZlPL91dHLRNbRttvSRl4gu3VdtLbwzf1B5uWEQmATZCY4pDbTzxl3JH5pi910+hXOsMgc9
p6gmSWvGicIMUYAnPWvdT/NgbZjhxuMz7+rE2nBbSrR8dk1ONbqeIZ2s2QT3R9Hvv7YM86wCQznx
hgngrJM2VcfInth8vUn9qMdqeHIVCv1jCmQcveEgUVQewrPEw7R3hzmz3qRtigSvdjEdTS8VuZYT
zNTPL8LOpugJ/OWv0PzjAd1qYk6U491Zc00CseWx1Ajjdam2Fhe/W+s7ywbWdduzpWlx4b76Ak1c
Zy8XN9D+bYV0cNZ0WhsQ7CahwOYtsD39HLEU/aHZS9143/xnEbUNwNYOLOOKuPXhJko9VcCI5aJB
p2OQN6irVKYGRicbaOMVb/EBcGbunUxls88XDimd99CirnCjMuh7f9PSmx0j2llt5Rj7yJMZmtTr
W176vR4HknZ65FqKwAFkUdsSOk1dXbg/XNkfs01liKEb2pZf67fPuNgk2OVRcwPY8NbCO3Etndjr
qW8iuKUXbTq+sokHkVGPvqfVKl9saZ6XbTnPqikJZWK8DoqI0OuhbrZpZ7RAwr368dr3txZNCy4h
/0TLVT9zrokjIrThzGbbFN0nsHVP37H+6lLJ6mu2GCp+qrxFtPxxjDeEGDrUEKOmHrOzYHuOFoXD
jNaCfVi4Qb0Y83Zh6lkrA9qxW4cAKe4E/3D6p9oL100HomzV7LtRznjlZ4b7/BLp06LoG2Q+Q7PX
/qIk7Io3rpnPYA7B9Xapcwan4QDls1B+/AzFFhVXz96IKlJNK9gVACbICUmG173GjEc3HheJr4R3
5LzKS9fF26DfckeDZxGdh5f8G8JLhv7GQd4i/FyfoykQ8z97UHJdutIj0LkK9f8p7Bj0qKqicC+1
Z9lFEjXKkRYOU9xGmkJgfjejBtGZUnAAuBFKHPxNPk9w02yhJxj4YpAOGQ2W/u3qZjaZjGtEiybe
T7wuxMDk1kbuXYOE7M50wvgItuMj/NKnT/vSD6gLL/3Ku+5jqCyT4+8c8p36s/d7+zFKgHSeJX+2
q5cG/YDbRqTu0CwoVzWcVTQKcrULshltxLynY2dQBx3Hct5wsBP5FVzoCb3oQLTD/lMxalj+2Yg3
IFed2Y/Mi8ouriVrDEM275mzaneI174RELUvsPArJumEzsd+1vNW8lG6Uut3XZMSXdwEYW2c6gSe
G1GlFTpJXCPUeobiF2z1f6oaz7E8jZDK7LL4vvr4jJgxsNfjIy3n02vEqJDlFV/W8zg2OI9XI0p/
i/hitLL0SVwYmS7xVYpLbo4LcTVJhbwUi5ITDHytuOHLKWe4jjHWccKyy2JVMatO8lf2BX2BZ9Qs
xQIk/ZiYSzuva2BbapEUuLRH0/qSFNOb9AvOq9gokZoRVjGlOE5lksxuoiKOrgyZZTGO8ojX08v6
z1NreH2GbUbSkzE9wW9k7GoKjstynlo8wk9ldnN+jlUJurq2CXM9QEGSVtcA0z8A+0jzXDPmQzuz
Fbaf5iMUw5280YjYGmfCtVuygqqZjGrrOnKdFDJ7cnZWZiCzU4Hj7PXqDaoVQE02KVxtT5KvZK0W
qkZqLm7KOT2JbB3X6bVOYp6dGnlEhWDVKaUrs+RoOZ3XWp5wU58Zx5lquhAZR0dqLIoUBOU0Ecom
VkXi2LB6RCIljYXn5GtbT6ZoIQguSTFiZgqnLy3G9RSxyJymRFOdFzoCxE5JCl9T+MFpAsp4gYux
Q1c4kGVE6peCK6VGORJmZhPQX+pSZlYoIUmZIhKbo3we4bOX+LmrxIhLJBekqF0fLpXFpSvuaUyZ
qJrIE2GXsc7gPCq94NzEpZG8SHJcAVaiVcyKN8bGasUcMSGY17Gr8F9gVCaUJKAUxnRcrMg0rusb
cb0yTstbAKC9Ioyo61m5iEsWjwiw6JPoFEBG1KtrUtlIz6R6Mx0lc9LQDYG3LYp0sSa6Zks9MYMP
Amnd6sJmYOBt5+4EztoTS1eUuKo9JpK13OK1RuNQsyEu+cps10tha+Nwu1hD6kZwyp29AgtEe3Vg
XGyqq5iYAMEwk2i11HyL3JBNZyJaR3DhIsgYNPCibqm0ahWWZcg3DvOVRLW9Z19EjjjZEt0syXOp
iOUga7EowpPxpZVN6BfBKUoFQB3mVJqirlZL1rarlQx3BormtJtevbXzuWDX2lNHLM6lwaakZQmb
J6xEpJ5jrI5AWrQ10bbkRyxtD++HsNVTWW4x+uKq5RplOOmb8HAt26srhAhXqTYPCphUu/uFt1O4
zgJnI0atRac8ceameamwbtUWeRRJXGGFypyPOeWlKUyt/QkWbpdWM5RnRSMVFu1lknlay/FMcoon
bGwZE0TOUV43rUMFySaGMQkqawHsOjmNky2PoW5NMpYEqBW0bS2HTcekNs3iAJohkpHynX4HG0BT
CWtFLSMuc3dzpdts6L4a6SYUQUTSgyh6ouxOD10HY0xSH8NZeqFtCvietOsgKWOgPGMUrRzzF0hW
cXtNNurURxw+hBDZhcO4kUb2iDTHG4ev1mGvOG4bebum7q6f7siFg3h7O/Y1qimc2LE3dwOriQjX
BZkB2Nm6QGw6bWQAguSIiorPESVWyZqli8uueFG3wtQGxdRhPffa6FMt2FwVQLMx45LCM44EOKtd
Vh1FCYEJ5y/NSzhHe9y0bQ727db21XwIp1vgNmKEDr4CWt38Dviv8NdJqWyt9bZVSgwN95y7CwPs
AIkOzw2KMdD6eaHwCZwAE76taj1ZmkJIm5QFZoZm3E7Gkwbon+D2Llx2QdM5XTPVeMkLXSOcThL0
OgcFKpPq/DiZoMgHB4IiUUlVTwnoM9VTg2tdE2ViYK0oabrEahQDfruGJj6ak7sOvo6wMps8x811
jarCNOGa9YSypqdS4dqmA7zPi7w1I4gWAIuopWaX1ZsGQVZx5qyxRAMSu943ESaqJ0d5r+FNfEF9
Y4uFD3oC+TQjHSRPGhPEZQiqyOqxbQ3Jool9pa4urdvF4s3Sm19ygsXcHB1HoKLkwQrxvKld75k0
rLlQol3G69KH9Bi0sE04D1KkRb2FdT4O+BVQG99nFV2J48Zyvioba4ZdcpcGglH1KrbO7GPR/Mos
0wW+1ssbDFqGALYPl+CN/HW1rD2/WyxNGolClHJStdbMpuqwAa4vm9Nc+DNwxeErhLEdIbwqhPOt
pLp448LtU4WMBHnHZqO6rOqUgBBdmYayMthpy1dqoNkNResqS/Ox8gGcmT9w6k5PBZhvbbMUsSxF
I4JyDwkOj6wzw8MCVGh3uVSuOzMccX2j5UrAs4v5FwmoCUaA0El9dBqAaOyi4fH1xfFkgV6zI+BU
rT87d0k3viOAi5XlC3wZA0N2W14Cr80KW05WF+PcwRXGWCZeEgAZwNZnc4CQerr88TnhHKttCpuv
Hdbqrf7lO7mWq/XP20bB9S2hHUFuCTlaNhDzYXJxPaDhAd3XLBIPtLOuPXq35NSmu8Ibhg1repn1
fOuZTwfxb9QLZrCBMp1LEnFkM6el2LmWdajhH+GcuBoTSZmdOSuCFYP62L0GTB7raZOqVgqXTSEJ
7Lowuqmx4Mz08cw7gstVTbMS7t2GeOr15SaD8xkmXQwPvKmm7hsisF2u8Dg8ngLDobDNyJQLuNZi
3EXloddAeLCbosm7SD6qh60S56FN8DS8vo6uDegNcYwWR86PIvPMaI9flBEL+3+ZI/VjUrgC7yRq
DXlrf0nk+9oL3Iu8UtuxGZ2xYMzWnuuG+u0pqqPWkVJ1uRmC0h348e5wpmFNg3VQBNm4fd17OQjJ
zbtOwwwfD9azt4radqCdMtvYHG9mlOoQY+Zs3SRvIOTkemqdq689uThqUgdi1pZLd4sB8diZrEV7
8nYjGMZsCUIgS0Y+ALPpZmWp6Qz+dnTR7LUiSwZ3bdIu72QYiJjsjtCIBs/Ei/bjbweX0sWCdq2U
k8hMtGLRE2NsOYa7ZuvMhXQBQhFIbywiwNilXi/srPsQbuWLcFUnQlQWVGRJWFZ+NOdan0dR87ZT
LkD3RoaNOMiHK1BVcc0MVwmPaR5zRF3PuDegk7ioAJG3Jf7x8aQ5fFDRlCtoj2JSG2+1P6vaAO7Y
E6AJslM2asQKphrJXHdeq+JNC/US0MvY47xIoo+AyygHAK3umei25ACo5U37s1HAIiFcnqQzKoY4
XKt0Qw9Pp8dAGpzLIx55eKMnoe+MOHMBC6BOHIPurlUCEJUEXHneAW27sEJ2ei72f1ekCThANA40
Chhq2/pB66aZIK8mzQfswvLGzr8zDq3YMh3FwJmIMCdkfhFNP411PLISrmA6dj5g6ahfhBEHiTnV
aX0NIhyIgm35tFm4XJGIlUfABIH45jD3dBmlOaGIxNpEFC0X0XjJGhl7asV8VlcXUxE9E45an45d
qIHJDQCbgF3BKienlU8TxnEg2hOAF+R0g5iJBllmwU+QSsdErEFjGheNl6OuWmpkVUMZRkQ0iVcC
f1T7nnIxzD2q4Vr4F5YvvkBWnomRaqI2hMl9DuZsPGVHoCdWx4UzXjpLE9cAiM7Ay2KgVyxB5GLm
KbmampSeAfGv2fGUoxKT8ikoa8jL7fWzmuYvl/ls+ilKRpP4QoaW9CFeolFLN8hX6LXibBQNmRK7
Aw/ZAPfZ4MNiTSq3iyVGYa49/dHKAYs8CsS9GnC0MhDkE9T2Tv/e68G3xnAu1zOPt4Wc22idDZF7
W3znZUh8eOEfgXXOFxcqqjXRb0Tt4FqJP3cswAIlIWx28apYzDCgVnU12GA5+LDSXHi30htUVl7L
DstgIJm7Usm2uD7LQbeqlny+Owh3j3e82B3bR3dHEnZrvo5l5KwcIDp80bjMM7RmRthJVS73tslZ
7bbc1UmOOuNMOH/QRkHMAOyTQRi7OWr5Z+S6OAH1jt48HxmJKqACNha9atL9xQ9L//UiUbtdbEPm
nkyBk80ToiGTjG4kzpgueIBsHq+4JcBgeKrx1ppHAaWKcB9n6yidIQ62iwVCUG4CkhwEpK09Ykl3
UApvubl9y0EXXKc/5VbPDKpyfhrF+IlYtyzHrmYFLI9MahrjRK6jgIbFq3sNvARJXL2HGDdYZnGb
zYlwPZVl4ZNVc4aimgE3lE3ual50QIu3qA0JfsduYVfD48XbEND1s1u338XtamPCxlJMuZBCwrlE
DACANra1qY4cUzI2xiUIa0qnndf+bE0c1hSzoRi8jFeiukQGH1XGQV6KDV81LeSq0yPLbaoTfpEQ
hMuaJvEfZ4ujp3NdUUXqI4D8slqx5Ume5fzIiH8em5sfLk2B9SjOFHvCplVEiuT7GxHp8b+vTUGX
PCaf5Of8bB5p4DA5jVZAToAxwbvp8RgtRphZDgf46kd5qdAbwLH8IluVJTFYK6ppDd+DRISAN0Yj
s6itlTIBpq5qu+TCJjaSPJrSSsW4Plo5RbwmN2fAfSj8SubanFkTlSA08Ckc5TFhK5Kwp8cci5F4
xrWRtZI4ktPRuDT5RHBtBWuBhdR0grr4hAyOfT5ydu+r7xYyQhO+MlUCF5LXo5fO7UKBVTsWaAum
VGJTTiXTFfmhkC9pXZDqu/kii6PlNUi8N0uLaq1zUbIbvhq/UkTXhDAhtDPbYIuxwUs6VhOkKcER
IxzkLEopiOGcmTqtnNxkS12xifNjylLWGQgTcJOCMpNKA9oXIVFEYmIjzlNuYd64joRdJizGGARM
5joqUU5YTC12BmXrNWatedSwygqd3pQj3Ob8wbELQhIRM2ym1oztyJ4t0RTbCMl8yT5S8ph8QU8N
nshSqxrkOWoQqwhI0KDypiD+TUBysLnmiMARq1qzqqozXUkpr+sCDqNiuJbWGCyJjkCWqbMahMki
r1WlztNRhM1ktrSpSQiIcukXk/MT2OxNhLkua10QEFZqmE1rbSteylJZOZ2p8RPN8CllIHpobHQs
aCWLCJk/FqvGbONDldoUQjNxPf9WtG1v+hIQvlQMx7FB0hUV4rKhJnJRIaK8SB1VgPG1uACdoEHm
eNSSGiBn0vcupCAdWRu7Ns24XtCYcUJik2bYRYg4subat9GFVvgEflEyUZTXLM3XhBr3k9vWhgmX
Vm+mwJVF5Gy2BePOTQVXWKCPnNX4VJF5guCm4lrLI+vsrU0gct14KnxdCbTsd4kTWe0kRmXGbSMA
05b6SdzinQRpmE1KTnQ1ApaPrl0eep5HC01ZBagqXLAhqyicoVrocU2vayK15VxEFeZGMSWMWoCI
TGVVEQLYh20J/wIXdeaCJTaqsI1lzvJTZ1DlgBbACED6ZcpYa0RUjDVgiutpDMTf/b1WiZLKzius
Qdq3ZMWM9MHsmKyQNjtyAeCHPumALhERMVV8BpcfxxZO+wa1SWW16xSpkNEnFS5jSaqIsbYzJmtS
3pGZYhS7BvYxrCqlojJwN+6lgH91clXrZSUUbMFZ9Qws2hqgaZaUsNGa1sbOSwW4zC9dd0EiQI+h
RtDyBCnAEF4DkJa2oNZIwFhEi0IXUlTYlLGu57awNxRuVRdYoSoDRKpqrY6iBDiBbS90SolqyZfr
Qud1tcQZFtRoYhnANTPATgyfSh+zWhm4C7hbhuyEci71NDXjtaS3KX57KevaIQVbxbReOQuAKEXF
SkMq71PTBNOUYqtXI4yKeVkWGTw+zhXy4WrYyY3eptKkw7mIQ7hlZxGZ6FpGGfkoNfiEYSIZFgKg
mmJpLBB+YxQQcZEXuAB98AivQyFlG2HUiRlNprAAMNeGA7EG2udcVbhweOX5dO5gG1BwMoYru+G8
UiNimZwC1+GFguuJaJZ4nYrAHQPBTDKegN4bccpxhDSLQMA2keU4EzFc4jTCCaOMWg70wyinQBEX
e2J8VJoxgBLNOh0eagmXgPIRUGI4KIVpDZIG09IhCwZNy0ZAZniqgKmYCccYgFwDrT6h/dasKXCU
0yaT7I1jXpU3e9TmaQVb9R1AOewQ6WkjlShfYgI3phetllQZGWHmBd2krq2WAGzl2OfYqlclLrCN
E6NiC2gmAbZhCbgqGayJCG2skJHgJbPwlTIqM1XlQrHEkRVoDPwBVMjR1AWnShYR5RyoXI5YYpAn
QAbmyrGqcF1iwJlJQo9O03S1ZCAkmdJqGiW4rkph4EyrwhmOuPXFKoAaYcGbGMhO8iyciVQQe1n7
AHZspQUVBwS4wuXS4cJR9lRHZWWPlm5JW7Ui1+J3678CNdZQC9fMOKIgDRRa1sZL1JVvxmpAWJXc
HS+SavG9t1QEHuGcnGfujt2ba9NScIxHC1w7SsUQWRGR8mN/zsL7XdSNQaScERWvxomOKrTl4V9r
pV3E7Jy/WgDLQEvvFAKhqgBRtrHD6vBP2uD/an6pEfBHuPgFpzXwhprZVlugF86yjmNknNwDyt6E
AchwkYI8FmHHGT0wF0VhaVbqObEaKF6rVrSWFtWqpX5teIHIwkflwW4IKXEtPDfJywngAEgACP4M
GpmubIqcCEgjkNd0KXzxs17THdu3FwRFg/KmPEwb5FUHXalsi1GxiXDh76yyjZXSk71mEtpphQqB
lIJLlAm8AqGDiVpKkdhaX9oxax4GjqOAhDAuq4kpClMZYFeTCqSZwtn9SuoCbqmYVfzEHIHUBAom
6L81nRtT1QhEhAnQbpbhbERS+xkWMxCzYmkyoDeC6KwskyWdtYp5q0Y0zG4z4l42xie51gJ99gyg
z9JtpABwsMYRtsK5rcTePFHb6rkUxKWkTjVi1JiYgQKhm7hEkE+Ms+ppWMJqgpIpBs3axxgwatcK
lMOdU7MOrJ0AhsCFOjtVvTB2FAlUNUH2kYglvrK6evJZOr8hp+VRW7pv1EfAeFOL5HHCGU8AUxtP
qASKIpuIdTQBkhjBpRNCnRAwZRJj59wcceGJnTDsgnARuymj0i5pHa/kJRHKWkaRrYHZaSyxJTjl
IF3rMXEE2sWkVBV84fKMeCFUiUBocTlrrrE1/cgnVWCQDoECMqAiOSvg5RwocVUAYWQSWNENSOvM
PCkZcFIQc2MJFBHA3rhSQtWkbtW6pd9Gpb0LO68725dte/2UpA00BgJSBceBJsptmfP6BGRPLaaN
cd7xYpd2Y1nbzILBHusMyLC7QyGURoqBqJDrfFoKwVbnbAGS0ROHJlLLCksZyZKWcA6V0M6zkkqg
yobeaOAJT2IiliDBMVFO8iICNQV+RYBZ5oWuy6SKuVkZfZNjsuRAUGGzThnREoR7jJ/CBVvchAXJ
0doW4+pL9tLecx7iRbwLsdc5onEV2llBL03bGx3tyDXu1Zk0VPIEubBVoGXA2s56xgdg08g6MHJq
i0X/Hva7bHL33FpABI2C5QGIr2yT8zXo9MLHDBnQqVDxjPj6hnCPcTl/AqoewjNqSbaKJqMeV6Y9
lLM9o+V1/T1lmurFtlO1Z/VzBQy1dvYsqxqT+8on4DNYCeK8KeaJc+4tNWICSppTaiphATIBOqe+
GtdHkjvKSETNBahksJ+cxJ+0JMDZ0Jl/5XHvYJ1UZmuWgbKdWZ5n3Ngqhg1GxDFrkjiP/yq2kwzo
ItB7uG6WJ8iF2U1UFiw9N54NvAk2D9wWiID95E0MwSvnmnBurbaiy8oxuJsjOGR0ZMomRAQwa+TI
EXCzyEGNCz/ADPR+Rok5xoYIDEJLpC+FEJLwcZKOhPdZWtAzU6uSxIIaHYOympolvkAqdTHMi4SB
GGHKKq00SJFXQiXpVDsOTqbYxXnRyqSGJM5er1eOnEcWaKMjrbCPpdXObUHiSoFgnoy8T8aZPzX9
vtKVy04DUjHyLkuJkusltWqUhJypCLeglfrqT84+PwE5H7RvkIkcxwbiMG96VfFQplWQS8c0HWct
MYhqI5KPUcJIZjEGoSNuLeQu2wegVehS1cKMktFNK9u2tgvc0JzKay6qzaUAxSdPo6wpM3Be6VHN
Xd6G+0WsVwmdMCpUSkDCoytMv8aIbWZlom3j1YKW2ibKKf4uHg/ELrwZGNA0WAbZii+YKRM/GZWv
SgFU9vtaught9RTpzOiaRtR8CwggFQZxuloxLUYglZUjAnTPherG5VgwXLHaRAZmnHJfWT0Gdk16
BvbGGud0WH8IuCi5hdtlkYosoYxQiVanMapLjp38yWHxMo4UVxgumVfrTcZh676aqk91dJ6aGxe8
MLK8zRwBCYrUa2pTO+sCOp8p+sRGKX2i23OLPE1kTZSUbeKjmIEtVoVWoMbTyIprkVzlIMy6kBrr
6LyMgJHKmoFGYRlIzThFZz7xDyQnTtryeqcg19eJdjYHl5BUAjEkEcjYsoZ7ZLBpY+VYkThFubul
CHRTINRUk0o7e8RCO8FSY7Ntkq9fraNMfcTmFEV0O+is9SebQE/GSvyzr4pBe43JdUiDegMCoC8G
C0rUOM4ztAJeIao8oU08o4uXcAAMSwV+5MyXzGi2pzVhGeZ3hg7HZ0MMrmuk3gSqObQCvQqUNliW
zeOUOSmNomLqQ+dPe76ltJwFh/4N0PxKfGKdTuRvPyarXtbSqcdcFz9AUQSkVzhLy4SiiUhQ8gnX
MeEjkFOszks6inXuJVTAXsoLkzlCD+oeXJC7y8wZgEDHnONMyVozAuqZjqlz3MMWmK9NA9qbIqB8
IbUCRVKeEDg4CQorLuZMLJ3NUi+0LaWZzK+wUbWx3OqjwhqdkULVJdLL2/jmMOSBrfPInco8KGsm
xUkCpAfbrhc6zk1LIjzlcRyzBvJm8hLVOB0xzERK6hotp6Bt1itSceOsHmlOBVvweARKpEgA3am2
Lg7XNVCpHOng2gLaSQWHVS6RuUYMqBaJDQWMBX3aYArkAgNphIOIiywlGO60BlQqyqwCSoPonFMf
7mHJKlgwmqWqysdqjpyugGguYJfe/MtxwnHVkjmfCglMQgJJiZy23fA4n2185RJqmqqKmDZn5X4C
nAO/Mt9eXzowrl0kWR0fj/vRFiKXtJ4WtSkUhdXW1HkqzW0uMo88LhsciGo1llNeg1qLnggRimrC
9wnhVQniYXVqzc0yXQJSWu0rLPNeIl4bz7bohChW1xdxhoqUOmQpI+XLHrur9o8an2qGgB4BIcku
AXojkPDNko6PSrQATVPMgIznErMxSVcoSgRLgMYAe5M1qOEgUxICvxYkZXUsQIleRvlUu3uEO+NN
fCQwdufcJICAKYgXmoBcdqOliEBullNSwq9AD53WcP3AWhMuS2EqnaAqws6sC/Rcg95NGMUAFbl2
5cQqX1Ru1qXUCmRftTWhneAFojtIsbkPYSkxoV6ytD60TFCiAd8JVbpEV/NCWg7/q/DLIgdQL5Aa
OQmeAE5byTXBlUvgM8aChEwql6lQ2zFm3IVE4cJVz2MOErjMYKGAKSyPVJk5pxWZMyunwG4A1CNR
yHJuF6PcGWFq5huTopiDAmIxNSnjsNWjSk0iCi92ZSwZgL7CAPLvoTVliYpstrziz1fZS4MA5kCQ
vW7FXA2qC6gpil6uFoJrRuXqrZn+2DNVk8xAysQYn6bTZ047dszEJdBEFo+PJeMxmZH0JBWfPGid
xMxx5VeFXhSFXJkalHkgtDXAX1VOXNneiAPz1NLZdEEWtrICGV3Ve08val2aIwtECnCEAJUnGkQn
UJhBepmaqrJUgxprLejhymCu6ofcMig9tXX2KVtbKTBALYioygBKSOxz1gBoCXAz0PWp5WltYIV4
X9r7AhQTM+baSVOW8wQTnjjjPAdlkupojMSXOXzEUSQiMnaeBpryh66G2VBJLcoXq6uifuVicO2r
62ij5+CCg+YLmj1dvfj96tWBVZEooyo+cmUfYf+glPc5rygqEPwiZ3wpXCn0BxxXsAnmFL6VuYEL
slUmWVrX2iyrJANihk7xSC1LCTdf17YyOUB2safAFUhRrxdMVlarEktsAFG0jSRoHEU9ZkRwNtOR
flnWzl9R4ZLXpcV59ZBbdjFiWhNV19dlzUCBVQqzCsi5rFPfhyhx1vmVxMo6195KSo3kvhVqalel
gieqVyCqO/JngPE5C4hKQcarnBNOJXUNJEJKUJ6ltLhSD0uru0AFhdLIMpf+SZiuxqQf21o5O6VD
gSq3pcoOwxeg1Ednf3OiEEvqk+NoHcAwXaEZ53hCBXWtDL6aRQ+55RWaFyAvOpcrsZRxAgqQMoxz
n6scM36GU6cagK5rcTJ74oyAel+hYiDSyhesBogxMcWWIh5bxikFVsAoSZwinoNq4pJwRToCSibo
gzbAWaj62rKqPNI32gjBOQjDJyQGfkLwxOlyxyQBUc7A3xHnnBDMI7Zvy7ISq6X25WWY5UlKhTNI
RHHEuABKHaGvaAEqu6PYIL2fgAIXHVGO3scwKaJLZ65t00O2iW/4IA7vLea0sLrpr8L0BCSyUPPB
2WS0xWIF4rrTXOzyIXc6S32IP6aFMQZUHXRdaxC86I1RvYiypCyQWRGQEF+titua4G3H1/nCQ+US
hDgxEdqacgHqmg1uJ9B5X5YqXypAkeS7utBXD37BzT0gFk2jSFLQ7JMaxz6Eqqnop0H0ElykiWFG
xE3PkV0jlIVXgL8VGc+q49RglGI+5TNfktF5LrEsiUkTnnBF6uMTNX0vgO0NgIY7sgN8pdwS9L0d
xIUWl8CxD2v00FSshd84O/3I6dadx8W1gjoCyT0Zg5QCuotOHnKnfDleodcpkSbPgchQxkQ0YiIG
7Wnmdeq0pFQXoJDHxnJXxCzidh/5IiwC3UyBSFJUNgFKjYniQJSBJx9rVBwxXjBWciUUYzQiKXbt
rh62ZZmJvb/u2qBlLRIGWl4ywT4BYcpcdZha1qSsKwGSGMWpaoOydg8GgqumOWjsq6IC2dpSI2qp
XdWVE3Oc12r0gzTfcRefLGtWJ5LaCMv3AddYY+8DU8pHbaCyFUXqtuTF2h2fuxjcPdLXWoHE2GVG
uT+AfE6Mr/JHbZNLo11FNv4laGU/nFL75EGVR5dLUzEFGJxVjJEqwhFT2PICRwYdmehvYJVCSkps
iXHFkTVU7ruUSx+N7EL/VrQ2IKtlVJw4r2Bec8AWoiaI2yUtXJ08GiXMSZ3ygXvxTSNkx+OoMnyJ
pCmYiqkEipNa5bMaYeNlviwQobkmUyNryeZ4rzg3foWk0hSk1MJiLUHbjGBbbI4+sbrQaAYahy5y
IBRScgWqBaWmfNgtNydsAHFXYzv3AQY4XtXTNRUFYeJ1ZAh2AeS2ZGJ8UCHnCjUxSj7QkMLHepOe
ZwyBoHmBjq3Wo4fccFMCDhBYmuVNTknm7IMlCAncebCpt6TZMsFVqZyXAV0ViFXmraKIkzwTEGAk
kYXV0aoG6mgCcMS0RC5UkNZE8porVCweWJNirfvapKORYlPQA9gEn9D0NLT6JjaKOI9PMMUulkRE
ZL/BoY1YA8l8xJ9wF/e1UpiYMakvmCtGA3NyniLghXDWCTCyYvI+KHbq+j++rnR1on2Rc2abEBoS
YqVsE8+vqItme1vkifMjeNla8GidMRD3SmEBpUxUFNogPaiJ4Dm1V6aKgFmMqYkZrARPRzZJhTSJ
dJE5R64OjDTsjOaUj0EJxsneJjfKxVNZ5dIESwWqJ8Gx4ArghDBps6p0OTXOcuiif2TkGmVEEX5g
4rV65aoPm4oqHbtAcVLjJsvzmXYupxMW6wWsLOK1dnnIMYr3mp0BLX5vkM25BU0kwtgwHEvNXZxo
imzhHWa4VpZEzpd/zKxNoofVl33Smcu4W1Akpap9HYP62hxF171dAJd1YVfOYEM5owdUrPUxqCOQ
16gv1VbHSS93rYIjdRWiXXktK339gQccLwv6ip6MFJHXUQYyZWSd94GKCCA8UqBDn2hDJsBgMYWv
jyNNmTB0L19WrOlxRkwNBAEzm2JFNdc2XlEGV8qtVXVFXTlVwp3jWsgH9VZco2TpQtKuS2UrYEPY
2flqZF3VFFgNiP5G6NLUxBm6NR+rXuPFHVs2hYozsaoXpgShE6CDkorAmUmyHBVJFT1B9dWicjGW
lkwnCqC+fFDTvS9jib5DWTmhz5+uqmf/ZIX5x+OLyck3bA381TdEHJWvlYr+gZTHn/7rPrWi00bj
vP533//HL81YLL8bxV8L8RFCz1IXKcpG+ZtPfvjd09Ukeb766scvP3nxoHw5dnfmEl+f/enFb6qn
v3lOPnnx6m/R6ec/CuMirkEwzo//8O2n0eefXqCT19//bv70q1f7icObZsLJ8k+frUZfleiL4vvz
5GPynIUqAcV59k18OUpfWPH89cn1k6//7SG37Opt+QRMwq6uf/PH86dXY/X9m69uPj//YUxdGMOX
zqN28/xT8+n8zejkh4vT//Yb8e0+uhUZ5fyhFp3fvPzyT5+N/mn09T+++mTxFf3zBFkxcy1u7emb
55++/pj8/fFvnv/42X/98q+/f1ClsZMPw7Wbvkzhx5vw4J0s7B2Ed6LVszDxujC+D7Uk+q8eVBRp
9FmX1SvfcKVO+HWtfnAB1bIOW/wTWl74xPOXiL+xBhff7JnwG9Ie4LfIXnhd4rl29sG6V0rlm3Cg
z1ut5kGlr38MH15R10n5xi9M+pV8F776Ptg0Gxxuoyh3jH9oGYH7VbPHC69DqV5I/WtfiFi4Plku
3uMEPSjF/i4I0hVaKVcYbjW/TQ1swL6p/3xz2Mw8KFZfdm6MnmmxMYNO/RP6YYMIqmDVfRqpJjn5
3BW5culz/zGsuekGO0Xks03cvHV0dUU+9x0ipqFKD0zyu7Vh3E0cuwoqLl36I/SgQna3/lPvkhhF
fqleyPxat9TtY19TCNb5lc+rerp3hcdergRIeFoh/OVoQu1vREot/Ap9yXTTXOYJOYPpPtL8y7g+
QfOPzt5DrAjqpZDnuxX/yAO4OOxStmo16ANo+wPf8rNg82FhkV2zp+6Zc3QH8no8eMVocx4UYhcJ
etAogk69+SSUYlDhSrqvvgh39PXmT3aoUO042fyAfcTatJvBQ8pvPDTEZI5+jQN3hZt6Ssnsfayk
qWp9o+HAx3xSAcf4jbuNmqHxvwvCEhBq7BPxvvQL/nKvJtVxok9R2yHm04DRTdtoo9d041PfBXz0
sHy5w7i/9ZwUFvOV3ol6n7RncJCF83de/Ue97lpfeVpBGlD36PGZed/Ap++bStjtv1gZ3qLX4sqB
HQ7vazwLH34T6MzTQLq/DCv+apPk0rdZiTvAbsZ8E4lQrxobuf+Tfvs4CW/+fADGXRmZPYV3huPT
HhgXYR4d8KJJkv86PPPXfuozpD40uB5W3j5IFDE9n+U+o/dD3zJtDVagISLp+5hctdJQ1olhy3Uq
6IFCuxt/cD8s+7/qJsw2NPF1CZqHGd3FvUBMJa2q2O002HbWmmZ9W2vj/ojkWkNsqNMPa91844Px
HzB6WBa1JiN8G3Rv8zvJn/3gH2Kswv5czwkPlH/sWQbCM2Uwj2zw6128CQeav7Wf7rovw0tf/4zH
uHNc9P+j3kDYTkbqPM2H+ETLHm9qNvvfwl+6XuGdI+S/bnKxhxlZXyJ423g/au19j39qmqt6SsI9
t7gaAGTZexg16Ra7x+se/DTNG99sIpEnle34+9Zk9KAxnN+Eu/sRZXK8gXFiQGn/fAAZ+9dgP3gF
k/seQd8CRrgkbvnCtTBzdS7+rUCVCwTn388dMlmV75kwdURh9a1jHDmi2BKJ0qrSovzzdY7Ip66A
P+JHNTn+q8SeRGktBeN2HzwWzt9bwQKKi+VKcVeM35LVCtVvcu7W6ZoV3by8yipS10Rlo2VWl9f7
PY+uSYZx5Z80TsacjUdnX2olmOGRTVztVRYpmxsx4/ZInJ4ozEfq0FuuVVYUrk+IZqMavfw0kEof
35JwfQ7wogs2W+4nirpG5AbZ1evsJmNKcVzNikWprirymuBjRIXKflSlTHTGjZlm10TN1X5RxGWd
w8XkVaFjlUd6Mlpd8TpvVAorYrS8uM6KSC5jRUbLG1xf78OUbwMZgZlvaMplaRDJb6JY8Y53wL3Q
U4Ur6tLtsTjZKztY5+Z29WHUwigrhBrzk3NVJHQVJb4bFK5QvbjWNqFyxPlUFpxU+4xVpasYX8TG
1qhSJKXVjPEnteRUCj5KZq4VECpzpMiMoOkoeVpX8f6w1Y2q42ot3pk2m7AlO69FK8CjKRqxg4T2
C2pfv3m+qPOCorxewno78+xLwPQ3dIE1EK4Lo3OyF/W6ppAUVak5mYgzVw53ylGcBt6Q+ZpKfHR8
ijRAWLJ850SDteB2PO6x0r32SKqIQppKrN7EWZFaxFwpgVVESnksJvGYnmpUvZESE0tiwVCxHJNF
vF83YZ65r+rlYkWLYqJkfHVh5dKIqQt3wohmhlwvi0JP8c3JTS0rbA/dnlxTT7O5M6HbChiwuMLs
WyGpnAgNkxR1oZBQpWCTcV7IqnTxK9rDUY1fZARJE9nRdKmVqwm+e/w5GP3eVOiq1KtyBMQmXyLp
a80tfWLmNUHzBa8mtVqeXOOVmhxkJXYplITY0GRAoCtidHfPZNJJTSRB+7a8VpcsymJtChdPWS1v
qq6VrOfUSqLrF7Fz0BC5X9vrOofC/2bT6HwcfQl8JNZP9EfdhCMNCBdPpycnejQ6OXt6cvxWkbiZ
mYTy8cx3AOmfRqMTJgfIS9j3jUpRxZ9rliZC4LGJYqpSffZXfgbl65MkxCSIz1AcFXzG0/0ydtND
Fi1vykglkghXc8NyNGW+T7qrnaslGXOugEGeYYni1aGWTuu8dqfoNhOc6mgdRfuRWfoSJCU6Nbnk
DI9FOhZRNCGz0bMTbyFxVhEd85iPor8+Oj6Jp2RaH+2Z8JpcvUSCI5MrWcmzSD3j8UfWTAU6sSp2
pVZjvMq1ilMmjnh0rO1silN1nF9UoxOSVmW54nWUL5PJ0VxECZEVLfKjmFFa4OqmKE0pbRxnytVF
SXSt8CguV7ZytdK5JiwB4sTHQlysrkvq6ofkMbq8lAXNlME5GbHv6YpUl+Sm4OVNmV+sinpVSUwX
Ra0KNWcqn3OclVmxXFSukK6SJCuxVejkPKpJcowKlpCifpIqEtMYhIEn7ChCtOA6RampbK2psJzP
ZsaImPJkmjCun4xrrIzCIJPE4/HM8tFpPD0+xSuMz7GmlpOaAkGFKZikACCldZiZADGI8vJGV8XS
9cIokNKLSeoDTZ+48muYzmZ4lLguO+m4elrhxoRljnzDc+5afI1Af+Gc8Lq6HNW1yYqby1Vda2Vd
WrXBINgJaQmycVSpYlUYZlwBrLTUmBtKmo4jblrsksgqVj5xnVjHsCyNqdSgh5YFiHOuBDH8ojSU
CUZ0+T33NTN1Vrh671xUXAEeRVGOF9cIR5gWThYkFOPaUlhLUialQ9QrgusqT/JLbZe8kHa5sibT
RyCAjlx4ZQws8Sid8YiKS5JOZnwywm1n0hhd3dRU62rkqtJNQdaoKdAjOCdZal3UrlwWmqWSaVcC
BeZDU99A2NZYCxrzdIJxNIqSVFNlfH1RWZeZTD2RKZ3culxSnKEKkFYueWWFS68bRYjFMY8kTyjh
R9HSLrQijLNIPJ0gmkwjuEMxz+WMAwGNM7hPweCKMwOMnc/r1cvL3K50lksQipFWWZVf10sgCLN0
aln8ND2NuKv0P0vjNBkDjJwkE3lM4YEUIwNHVVoeuxpAla0SNMo1v8SKYSbhVuqCYetKRhpFGecY
gA3kJw1AqbFKaWKA8DCaxCNB9crVAMJxNZaFy/OjHOWqHtcjKUmucEwSmGlVlK7XZVUvVQ0XEiOs
WXKqIyawsjpOQB4bSY4no9hIdjEvj+Oji1fzP/9wIbE5Pn4qjfr0/BNZolfz/Dg5mc+zH64ujCBx
MsaCn//VZwyl80w9HZ+Vubq4eKFAaj85M8R+8tkz9J//83/+P/7vf3m5QunpZ3/zd//9//if/uf/
5X/6H5525tv/7X//X//T330+ZapYXL74/o//+k//79//P//wh9frfjD27/7LdYLOJ8tS1BcS5TPE
ySV2PqXURxQ5e22GskuNRl1rDk+b/+iZVUxbgpp4cjhCea6dtEIbAwlueM5LUFJPqc495xx5nTU7
QvkTN5UMfbZj/1Xe82r+3v8rnKLgvsVH9luMPo3cHz13drW9r/0ztCvQ0jN+LL1nrPMQUvTcFxda
lP6ls64wP265X4zoZVBl/rhpiW/K9TcC0WmYkHj//AzpzL/rOJidmh1xb1YvUTnxHyJkxpMF/WRt
eWrqxx/7g1qGNectyjoFfeTfNfHtqbmTftoHmsO57Floui0n/ic3/lsVHFa/c6Wj1DLUKZ+3ZYrI
wrddKoIVAfD4T21rqfYYJ8G6wIN56fNW78G2bYHlKmq+8acEmmrWihKuw+3Mr/8saFF1cF1ueaJ9
XVLHSxN/lTRY1Jp31WEZF2F35+FXjQ2PeusUbOc4auEwR9EnrgLT99c9GyfetPjeBBEAxLcYrx3y
fSvaxabR69O94kYfaBtp4+XAZrZlujvqGSmrYNsoBza8zvlZ9OzWatO896P/LFB14XfaNVen9T4T
XWP4EcZpuiIsHvesRNZDUezl8c52/Kd2UzQLT44L9PUz9NnztWmf+zV/04PP803hy6uO7buGfoZh
/ux00+ban2covy0GhjE+8EXEg5/Xg5nRwDUn92iIb/O6mF6bpm78fgA/1SYu90cDBrPeYc7CammP
nnSe6j9vAslm04bmeVfd5w1SnwTVf6to1io8XHoK9toVOVrHGkwGH5KBp2Fovhj1VvjN5lfdzKfb
B75hE6Cbd8EGt6MHTsjx4EJHg7XhzbtI/Ys+eyir5xDqZmGzvRZ5TVvH9nxW/lKuN0++xwvolhXB
9g5QvA2M96hFo96HTz0ZmfmMtDScs/YgcbS5sPMebIiWK3Uk9zcz53z7l7+7u4f2lz7EXR7uIPbo
J7s+Do8Ho/e002ifG/JXPpK/vC3LfZakO3/VFIvd9e2RZ6+RJzvP0ON4uDH5y9vyrAeTh0d2DOMI
DhlPerLf8w/yNH46dzAf5L7+ywES2i2ekJ+2zfIuasW9j3d76R5hIztAszPvFQgvd9wg6enve3jT
g0X93FVker6D/vzmjpz6cbzzWHyQq7K/unPGu2nL4/j1jXRA8/FtJgL60+jnTxl5kBb0AfpOn1xU
fp2dYt4Erv4LQr9/Vq+oq0X5D6Wxfic358j3X6v+6dyxMGLRwqIbb17Mxu2Gf4zqpo0Acw203N+q
GH6Ov0+dT7sRZtZNg9u2SehN3UoCc4suxs5q0zHoa+SDl3orhHn+0dWrcb7EZsJX6Cr3Rx8PsLIU
jfnCdj2cjGgf80UUnSHkOrnRydV35FXWX9iW+CW3/9L+f4WyUOix39nV+pVXw2DVMPPLBPZbXCH0
XwV6/h9u1t4CdEuw6QoO0+9/FPWWY1oO24BZFi5+WD+0DIaAN7aVjl4FJ9N1aElos5ZKL3vn3L5L
oznbAPW02Xlr/3d//jxYGy53i1jPkW5ei6nrYuAWL1zbcNeTYYAqmLcmeucR9uZGGXY6Cvbquekk
WJ35LztT1YuvzcovqODtuf4oaPVU/tPHRWkPEEYvfwYUPSwDdHIX8/4hNCG7vx2sAuRXA92kDuDR
gkqKfiiQ/u1bJJL3YJRjH7y0dNuZv02ZdfHZKjpI7io2E335btAachA+mDYl6N4L3B1sdX9/Sjx/
b2+e7JZFuw/ngV8NAeDdSvOlHd4cENX6JMhLnw9AiIeT+3Lwq89dwxkH7L8NfzmZunn++fhRxH4c
j+Nx/LTRcLXp40E8jsfxOB7H43gcj+NxPI7H8Rcz2C914Z2RbeXj+CuKvqTXCVp9dGwS9ApFKEbV
3+qZciaX4qk3/2CuGdLn4+tSoqetsdZ8RV8aRI6bkuPeQPRx4vwhJ2RJTd38pTM5Tlz4rJ6itsGN
dH/Rn0+ReTpv1KnsEs2cDbdJ6Wzt1nHiDIw1jWfeDiQoOmuN0FlXSG/mN8SQnaJKVPXXznfTmv0+
d3mcvskEahJHEKclov9yjr574p/R6bqeaOfxaQv+xW38eRWMuzIKaaZsbbTDM/eHket24NbBRev1
6MxToCaeSFcB9mwsT9TF17PXiF3jtr5SEQcTaWeob3wfqcRNiKztKZo6OA8L/7gO5s1+jPdJ1DyJ
bmTW5Do1PqUxgUU2aUPrkN1zb781LsnFNmseITvzHWXJej2m2Qp2D5uwObduGVatw1KDSQ/H7ZlV
pwizusm0d6k8nxM6GZgSqZ+Wu3N10HHiVrjtuODBa+ej10jUQ78v0YoiyY+Ry4Ombgm/G8M2L8ef
/4vY4QChPSw43KkxPjwP/7Co6Cahs/msBo6YzicytE3rW5C6iaPXnXfxEKft9eDhDrCjFtLaZ/pe
rKa8yhw+GNng8hv048fiFZCM/8svlpr2tvrugb8PiHZf49udx3PLGR5eFxd/8KQbO9N9H4n2BEDZ
bTTaHk+bCUcHwNixxz621/B11/icg72j9+ygOT0saow1mBx/OCCwfS3xHVMwBtc0xMj08Hm6V096
//bIWzO2gesZypPWJ9/m0HzmqP5n59EfHuXKhxnq8Qgexy9sHOTMf4IwpkB5otP3sELyeEmP43E8
jsfxOB7H43gcj+NxPI7Dh7dztXGqjfG6tte/bxpT94zVjVV2EjwsTWmvxtzamdRkmKGzv1StitRW
2u6Pbp6unPbLkHLSJWN24bPdMpoHeKiwzntfpZtL7Q+6sVk3Omt8Y1v+PPS4Q73KQnbzpYNDc+NV
b+/9D5/fFqHffHUeJkx9Vfgfwjk0fykH/biapX7ZcwB2FuMknPae4iTdLrpzbh7+LSpvNh/oDhyH
Q+A9qOhGZ5vsvBOjwTWpTRXa3mZOjQYr7AbbhJ/GPbQKB9uHn+YD2TyW67D+7nYaaDnx1Ul3DbX7
utWOU00PsyfXB6vrvHdQajfUDUe8A7+y2473EJt5vsPWgEP9sT7IzQN4XwSIDX0v24dZuNO+SSUL
ixzu604W5myAFwfa7vXbrCrv1rXzEIeOHXzoKt7842AXN7sXXIXagwd6kQ43w5ID4Pnq11tm6hc6
ftZ09UNg7PseER4C267qN98N3OKNwPDPqHq24ejfh7a3jqEL/TwA8J7ihMnucBs9QM9DKtXwAVqJ
AeJ/HR7YU4bxnaHicsCXFz2AaUrMFZvCkth97/ieoJT3LmUXgeKDD4eM8YHwPF3vNLojh92DIHxw
uVv3PkUX9JdMZ+50F8nB8s+tg+7Gr493io5sHD7/B5B1qVtwdE8kDt1FXBnf97vufZADbrnYfafd
ePq+mVp63xN+mOO8p05+aFng7D7gsLqnxaQHkJQ9y9CbRObYFYe+g0Z2yLvuNA4Re+6rDNq7tfFE
Pb3g5x5/yeVt3+1SbnZD5n0d5vVdHv6JDdZ/CpVY/WzXV93xCu7EjvU9wc8HO95NIhpSG/kgJOhx
fCAiVvXBn8bqnfD91YDaNzTzYaqKPFr2DhRq7z8ID78d1B/gdsQd1X/7tvPZ8ytvi9P4VwxF+GdX
++9KcjV56ABSix7H4/j5x/jxCB6Inv3CSmHTd9nj+3r7L0gF+zXx50f59+Hla8Ifafbj+BWOxwSt
Bxz14xE8jsfxOB7HBz4eZevH8WuG7NskkWGvgWGsY/626emHqrm/c1eBXcs+sATODJ70QvYeF5vx
YvjR/W22SXjZE19k74/IvZvNnB4AMHcaPtJMqQ+0+eQ9DLEDPc39oVhxMBu0vTXNd0+4+sDO8FHb
fRyHsIno8SB+/uFzRqZAP/gvbul3ZFoP4FZ+9Fw/jr/gQSdHjzT7wcZ7q5Uo/sIOmj3WpXzAET06
aB7H43gcv87xK1QRzOOtPo5f12gCViv0+ksv7k58dbLmj10ZKxr+04SUxi7MdRaMnEc9GbKRnJ8G
F08n5ZwF8bKzG5+EgmNxb8Lmmc443JlrvgofkjBD0vsVCvM0P+wqq3wezMpdw5ov/b/Pej/nYcJO
4O8syV1uUVe5q9vFdFNNmPi9N5VJ/hy+GvmZ47CeY1iGQm+euCe7+tjTQFj0YDtpb4V88+g6m9BQ
iOy+GhZK+tveQTWjS5+fhCd5uJSod01b83Sjq3KwCLBBBsuANf9fpxsntseZ9XHvV1s6dhyuIAnd
TGjvfMpAopu+JL/zf/kM1ckBWFC+Vxw078QyZzvuPfkJK9llaDzf8XYRCtDNfLmej/GaAnR4cfkz
nJj9cGwE7298tBsr+wWFLnfYNOwAu/HgMPkmm2houBwYDXYt4/iwjezKV9XbyzAd3TikSMtbsWnS
Q/xqgAKmt7stXPs6fPhsrcvfj9Q7BGM8wErTYxzdh/m7sv7+yHq7oIF7vnWc+AQjHApvnvrf4sCb
aGBkZPN2OpIy7n3A7u81fR8SuLzL5IfUS9lr+Xmf4/x90Ey5G7sPYTfvZSS7WW1yF9j4S07luHdQ
33OY08DdZr5VZV82foCSCPTXfpV7Nng8UFiGQ9xlQn6ApvBuaPUT28Ye/2zHuyd19GkA78ZBE/8F
UInLAdM/hLGS3QSHHnDOpGc08Kuy156G2EH58Vv17rqHBWYgxe16+1Bi/Mfw2GL3S7vapC838eVW
GYnephdsjcbikfeKhN9pZLtPY4960n11gdCP2JGIrvD7Loo9ui3ssNp9KcNDyDYf/h1aznZMqA8T
89J30kZVuKnjAySiONCB4Q1Wu4XkMthk1Cb4ndwWKvmhpa6T3UyB30WBavZ18zNs83qAv8M1vwaE
ohuP1XdRGQ5RSew7CV2/6JSTf9nBLz77GTTEQw5KDpDxw6/39W41tOd94H8bnLGfbcvFXdDhkDB1
c5eXHiLqL/uwoTfITrx7Yd95eGsWY8ga1P8A583fiRY8oJ6S37avQ8S2Q+Ks7iWd5xC+PPu5YXfv
NZX3M83dxuqd7Id70NAEAYMODr/zKi5aKvQLK5nzSx3Ck50Jih4j/D5sW8q7DbxJFvjjEb+/8cFG
Pu0xHB3dpm2ZTfVWNaQ9qh6v+HE8jsfxzsP1Vzp6PIbH8RcgmT2OX/jQH7RM94gavySu9zg+xPGY
y/vzj62Y+cOo7uN4HB/6MB645/Xr+532cH/HO4gm0/tZo3w3CvoObyebn3F0u//yzTudyZvdX1V3
v46fZ8j7lUDtHQDvnhM4HqWgW++C+JMXj4b7X+2oByiAHw/lUTVr4OAeFxA9FnF5HI/jcfwkGjLi
JEGPds/H8esa2eMR/AqHul3O/ksbo8ZS8EHfzj3KzI/jL2Ukj0fwOB7H43j7GLK/y5YJrdupG3gs
WzMR8yvMqG6HDQeS+twir9m1Nb5+Ii9PD7BZBeXx3Xy57+gBbu60KQRH/RKbnJrTezlQti67dC+i
S3OG//oTphC95LUu6YyGp2T2qwXsn0ITfoljPABj3ILk/8/emzRJsiTpYbb4Gmtmre91v57p6e6h
UAAKREDBhaAID7hwEeEv4Z284q/wd+AEXilCCIiBgBhMT8+87q63VFVmZCy+2kI1czcP87BwT4/I
qMysKtd5kx0V4Ystunyqpqb2xSZLuNUO5wPuavT55+gj3Fl78eTgXnzWi6ru4VwnmadH7vtFfBHp
fLgzfSmPscTT+NgXpUIb4lAbLK89kj2bXj/r1DxhuLqpPrE17P3cNHZTAuXvz8FEe+opAPX9WUZ8
8uyVXtDdr0+6ifwJN3mG1vgfzML6rAf+9bOX5dDBk3iAo+JfDsQ+3DM69WnxQ9v5BHTzsNsvtSlN
DDBt6ELFah546iW2/AvehmE91ERMXn76Ob04jBemp6HRV0PmnQ6wO3/9iPN+qo3O9QJRYcazNH97
tnNPP7WKGTDduK/YTx8gSDtmkJi40IXHt4POixcRZyyG+B2rZ+8qLi89xj3l1B6oN95eaBzxpack
c548BAm+fBxQquk/P+De4BQbJ54NQP77S9vl8izuKB8ROJ7H8K4+d88dkGb0yocJMg5PG5+LKv6h
lnFlrNW7qD7+5kaBsTOrrNzlNTZjbQ48Gxjbx9z4Lex3pluws6a4jGpkgh6wvbg0zaGGV6oosec9
6IELRyPxc8Ns0sIkrENLNN+/uITSeHKSVq9vrA5SC5jdmZqB21PG8FKUXPqBlV3O9YfS0rfi2LvW
A+xXanruroM83DPtwMjn89uLwZYXd1vq8mFmtLy0fu7hw137OLP+dk4MUi3bTQLdQnA9Kam1VsvI
ALvf0bfZp5EUX/P2nSXRcljriIniVkO0Ablw7uRDOPuU85gnF/JYpRESaR676tBIxX12+eAugg9j
KYdC6g2yy8mF5p1opUT123fl3l9boLu1mXcYltt431nvWF39wHDLynCwDNB7/TlYVlfuxXRjbgyO
jSluz8WvWn6uOtntJHtXOMPNzLhBLxKx/ya29G1umlE1bX4MljePXE2tlmvwyTTT79IjeC6+D5O/
VxEYq+S/pwbcVMiX9/f0mC62Nf6dhcdKjT8be51Y4+P1uu0uJGr02HkeUHBph64K95V66Jj+LHUH
36IM+LziZ1ZNV1lP0+sDVdDmM+DnJtMm1FXg1wxhpkQS+Lx6EXy/+QtV3L8G3geeyHVL1Fdm1qju
/swwm7QmsxqWONozWGyYb1Z9z1uTstHzC43ZZeroTG4GMPvG4nmLW4L2sg5qc3ue1L34PUF5qVqW
6tdvb9D6VX2/Ule/VhymHniFkutVD4KT1htTLWXztkrxdEteWNI28UWP6WPWh20bZvT4Po2fRdt4
IziRxxjpfBdBnXr+RMRxXNIDfUVupJhonlo61oHsDcedpzkB+P+1ZW4mWj8HmlWAn28Mms3bcodZ
fU89cLFXmuoEC8Pnvv7elht5VihC7ieR25qN6u5wHdQqnLgid5hkaoRlYeY51ve9MEYT3pIbCWX6
lT/STl1XIBECxvfrnu7m1XgUMMF/RpsDzqTD4iK/cSd81vKXK/8isebUG8Y0eTfGbmxBjceCYU+U
53idohvAoF5ZBn0Vmlm21yM2jjGdGca405+JfRLutB4H0GOVvprV+iwbZGzCenDwnqMKZM4GotZ0
/GaYIQud6eP6aZ7+m1rsMjsGLAOjTzy7pXPVmKWZolvT1jWur5vM1SDELgTpUDGcHEPUnhpY9Ute
VA0j5SA3AEadv9pzNfX38ODgFE6i40IHrHVn2tDD9rRH0h4xFzDo9q+ppaib1Siu9RLgz6qNYK+T
DhXZHIH90ukW2OVqZPJGAxuFpuz1r/eTvJu3hTo9HnWo2ua5U+mrK160NYPnaBv3fGoASslkrwq8
5k1z9b0S+V8qxKveS9ts+cu2k2Kgz7zNxQtZt7Dm23LPP/I+x6fiT6kVDsZ144X5CfiW6S4tSP2o
/FbxfyWfcP1CXyd+IdSdfD8I3MR5bgbgYfvkWWE1e2P1lJ7iL58U/xziL/fEP5lubWT02Nxos7jX
LY5N13zr6MbKLoPfVE1rah4BdplVdtamq5YbBn4W134T4NIKf4IdB3sNdhm3MC0ZGC5p/Cxvjz9x
I3qBbrBANd/iWq5vewJTMz1KFasCnxNz/VTrZ2mGpV6dj9X1PhJ5d5Cn0efA/7IeTHEgelS/Efiz
GmTmdzOf0edUP0XxOTfXkzxwbCN5gF+GPkEixNQYk4MzrM9+0cxynXJrwKMHxI8bZsC0BQlOxsf7
Dorqlkp1mYpSZ9o837jAMN2pr9g10hz+7bmLSCvL0BNeD1/+gJ3a3+iuqQ0+RhFWOf9XwxdoJi1o
4FufZccagXwCKHEEEkcXEqvYeBZXRoqxwdhNT5dtPnzkjsd7QOVyyjnLo/ZCs2+4QKOv+nGV88st
w9IfhL8bHBMbrA9J1SpWrxTkS/QKdQbwBgV1D7ofOmazx/VJjpnZy5J/ljkQvfDbb083GTCVMysa
zO8byUNf9PRIe+2aHXLmmclZ0pj7qTU+wNLf9d61dKZgYuTu4tsuqIMRaC3GYoDveHy+Gi1hRy/s
6du1O3i2VJZnTa7f0mN5e3bFeWyzMwpqY3WZonxnGrkx3rR5QckdpSnRYXx+pq73DOqQkh7GGM3o
bWlvjqHUrVDbqzXk9PZDtzekWdu6etZYCGfIsWGV0CjbykAv0I+3xtegZov33HK4DqhxoG6i/Vv+
YIL5k8OGtcZn06vhX6I/Vb2AcRE+1y0k2p3cHlMd1DjQRxVLarPNlZHQJhCUW7fws7DioUGk59zL
Hbts6bFzMhS4Ncjyat/lOfqx4udcf5+Zkb83FXbWChLW7SXig9R8XjSvDdCwcJ3i56wOCKgQY6QO
9i309769olu9q0pEClDpdWM2rFlX6Lcmnu4gqqNzqYkY7KyFIe0z9u2t8URn+C7v0Kt3NO/V2LQS
UR/xaKoEMNZuroduF8aNXVaBVgpSoGRo+mbShoj25nMWOzBsiLVr/Kzm4O8zbeT0uJ91NMJ9EuI9
5meRhqWEWcWoNMb1MbvW5mfQvnmlAOf16e7V9bJiL9Ypj3XWJPD5wfdSzeXKdDCwu1vWergEfq74
tl7YuEeQE6+WCz+odXUdzuSmwb41/aJjJOf7Wc6rqCY1k0C1nob/9ybH46vCGgon6ghDBd1JXJ2w
VQ2L9czyJSpZHV+80fdm3WE527B4sR5MXx+Rh9F723m0LWx/rvtrp0eF4y/fofuZdri/3PgXDR7r
DxCmLViYHsjFrfmQWsxWzSNvd8ceysLM3Y0lCC+1Xc6MHqvG0KtiwqgQndLaF4Gp7HKlxxa1jx+3
jdWR4J9nQZOo7iBvpKUKbMKjdst69SpTTwgL6/bSUvjYcPhMC35uplKq2d+8N3zSgPaZXhORnYoo
v09VlrRufJKEZCmgMapD36KEdlgibqEUFcKdEC2V0OUg8Peagpk5nRpkm/p7lMsPm9FJPbuiyFkg
psEvrCuiOelD754zpKG5MTDqy2hDeWdwJui+lWPeTopK5Bb+PCOYZoKufFnrmbIWHY0/4Vew15qx
dyadaWV3kNBD1vI0f1Kr/RsdFdkt6w1ieQXOZ+idfvfPor16O2tZsant5ej5yXuN1r0IFvg50lPs
Iayng830OcbwGfgcab71dfu9Nbr5phqT9XKvOJi3rppTBXj2LDoxkY0mBeK9g3KbMWninwszBd81
5ju6Z66PUtEdL2pqmDTxnyHAuop/4tbbBbJ00dzoscb+gp2VprO56UczcuBnrfde9hrtS2Ypv2lb
aQaz8hjoRs7uW0tqoH6FP/W7yLb2m6h+1/sKT2q7TP29S+TGvgT4WZU/BbgU8Ce0SNtxjvVMRsZ0
At/GZr3eRzgzvLdpY78QYWAtrPXzQvO5FjQM32/RDvRz1X3gZ2nc1JXWA1tnqlc13kikw/X6+kTf
7lX6Fl4KfAv8yXR7+X6BN2CH/HgL+hz0dqDHZaknRV9/O0d/vPjmvp6pPA+TnLdDocfS3106VnXx
UioXD5vPL73P4+L7woJLPzD5+kqRT72v7hA0StHXdvJbhL46opVGxF/VLGefQis+Z2LG3XPsc3zX
ESK08eEBd9wNWzI5Cf/gsww073gpwMtbE5t2m3o7wB98BM1wqXwbK6s8OXT6hvnCvAM2eM+Vn/cb
nQwQYZfYaHfzjEV4X5yQ7KM9feD2Czq9TjbRwEvgzvXn0GVvH84p+32iC0K0J9mxvhc6P7ciWC3t
NT3doHwW1CzQfD3Is0IgTcQytTZ12rqdtRVaE8982dZw5JiRcosBylOs7aXmosl04vNDN3x7zJzh
i4Y+TlILFw+zXNXzrPHjpEIg3LVOBxI9MSpo2W/anqVdXjtjHpwy8tOzkPNMPGXfN7ZYWeX9j0DJ
LyaUEDi67Esn4QSevWPnUL9t45ZLIfynIFxzNUmH88LnTt86cf3iuU/Tg6e5G/cKx3eW9/nv2/ZW
2QPrIC10wQe7MvmA6IpwLuYdYODKapg7uUP8RdcwrboN4hnm7OF3HfOkyq4Hvj79af4xrZ9fqKkP
7HKTI9Hj4X6RBzKW6Ktbnfk6CXcrGXmmcnju5H2N8yy+tg5Lo/xLK7FGw8uwMQqZ+ckFXS8cO+IZ
W++u6Xy0HsjaRqHHofloGbuDcEFm1C9zmLbxHJJ2dGWBMtltkoTVnlWHCTto6vfgC8tDc5y1LSPS
caQzaoCn3YoodZDwO8eae2YoJMJd299soHjXEfFw5z1yxpA6Y1iah98rVC961Q5xPtjhtbjdi2Zz
/k7Ul6XBYQtvrMbTAdqvmvF8iKI/K1p02k2L4yAwQP4GdQLxlqPx6hPokQdHJIrz5MLwFgt7VxHY
0zuND6wE7rp4ufPIpkQhdhRRN2scmTp3y1J2oUGYOvq5m68tZOUNdVwuf0Z09KhAqNj/r4wbW+y3
9ERk5lB0zeggtXHcnRlwtuIJHs8wOMW1cGTNjp6mcB82EywtM7FrG1beAUVSS6UUbRmMTXoJNdul
sFNjymWywOIut8BRz5r4zFHCTaWF1GFw0eZkz2rSvScABscGPG8/OW5aQk8LCJzk5vRcPLdBpqia
xOzZWVpPWN/HSNtjuuHGsXLYqVHDTlFWaMBdwREtelvdkpvR3HRpWnaayJCHGRd+CvD4IuM2A03t
RRj+C6bUYX6rwpXfGJ0DXOZ3Q+6VM5iFY//hXaXfmqP00/eUdsCQxSd4l3ehiMxFVq5JowGo9cBu
CHBe8te228G8FAUDvjlVA7xqj3PZMTzy2IA1evXKGrpth55/4+Bb5tiL6wFD5zumTZjvpcNdWbc5
aCT0hwGD2aMkh9zlLjORh0kGP8tZGFIW4LyGsQFgSQyIyfRQ3u3sffGWq0RfHS0/n6Zeiv3mZ931
8HDB0y8YTL4ixhaXAzafC3GzhOGeJ24nrE4dsdocM0ATCy0XjhVOLZwwad/uLoBOrJ9Kg2R4++FW
kShTxcZqvGhbpKyGMUXTjGbtZjfAPfeN+zAEk2+P+Q5hh3JwlzakFXTKO9CFq15cXdGcupIb7JA7
kyK7tdy2w7q9HKayXp4StpcDMFvZDXjitjmOLCzqjmqPUUg6VO6pGSzDqk7tK9WcAS/tRUC/rbXK
s+wG/2QXuyeVLx8WFbl4Vgw5cY4z9IR0WKY3GMCHm3tiD5dEVrQb/7i5fHiQjy8/PQuMdCb5D2Wp
1uFTc0uTh8cCDnk7MoCPIVas73K3Ts6MUKQWSEisuut2CGLnIJkmGyR3OJwfdYeN3aema57pUVid
HUNbz+9Sg7ijp4K2+jUfIKcbc+gVYAvpzBd2QGAzCCtnuskxwHPQiwMQyNDac66LjgVt/oX++6PT
sLD9xqNgbGFm5I3VZha0RiN3FGOxxwDewbv8zvDGft4XTlOFBiN/NLPcmtDgftNWn4Aj99N6kspz
c3dTZ3Zyh0nKUzzQ1Dp81n6Of6zBorNde1qTcwJcJ90gLx23qVniFXLXsu6GaT/Z7T4M0r2Du/xA
ajtrCTInnRFLFVx142ozOmLpFEWI6w9+l+qzJTVoe1WyF4FIB4OQgaN6n0Ur9hffD12b813IAFN5
/WDv48FSckQht3Hm/dLT3eZd733p/l3tlyz7GFt26ech/XKhfc+M7u7FMSfetbDQPL0fCd8/AT3x
q3WHes96VznP2wYiHuYdu3R36WYsun8s7mXQYzQb4BOFp8zXeXRzFm98qfQVLtB8hb7xxTMz00ur
L4pGejh9dZlQrH0OywGobpBD3uZM3lGJwrOgCOlGRMIpJnY1AB4E3cYXH9NRxAlNVC3cdusxeRYf
3D0PLuzRAHOjb0iv2vGGaZKsFYXoVF/0aQWv6APH7y+K9D4DGs3Dl0K33errPGDW441evFJLj/55
MU7tY1n850nYUVTrtnXgx+wFc5g/07r/xTHXLLMgTYMKDh6eHpO4vDajnfwsBxiihq4Nnsm73Umv
2wCVD/NThjDApzMXs+6gAXM66+4EpO1GFr1dptaI7drf9KjK88oTuaryqhs59GKT0SUf6fMgcpi+
meMvFT9/xVSepRU/6+kW3b2wK1eIdoBi02FBqPWcj86Tt9Zl27Jl3xcOXOHd1hN1A5hmoeedY3eo
eVGzzbPoxiQ7B+2Ibsu7636Om8FVDjBkeTfW8k/nZ6JScOs+Lwdwb9EN5xqIEnYPVE+Nl57GbwZg
EtE9zi5Yld0A7zyBHZKpyE9xA4dAmh6ex18xNGJP2/cnjZ0Tw1PxEV2UdQnIkFUYdwzf7dVX8qmd
oyF+CR3AEkOk+1LXPBN64N7/YK+xLxXgp2cxdj2JuTErJgAoE9POFUKJ0MdYG8vS1ChrIMTKtICZ
n/6kw+DRXgr4nV70mVWndf9GPflb88CpI+XVu162a3S8x8qcfW8u8UzxCt9MR1PXIjFiOLfmy1Pv
uousVNi2UhHNP1cS3cUt8Sw6RlmhL1H/unHYeGMZDqFVQzzASDUvLa86BYQZY+RZ2E+0W1hhgNcq
IkQMGCiKtiHz9k3dbUz1/n55xFoNVtxyZ56w3c+gegXR9/7Kikf1dzmw2px3ADN8LAZycILSvu9m
n0/uRMFWpjHb2/rh9/qVhWanA5GnptGZqNspKLrTLPir13WJHpc8Z7cXdnImI7zvzsGZC5msm7TG
BzxTcNN5Jru1zW3PZooTLG1mWqUOsfrv1bSRUx74wNq8ZTUv853z1TEFjU974aajBzojOgWd5gtE
fjHUQEhLqOXpFkQveZtqQLG6JTTKkjlgvDmJW0e2JbdcD9lpMzA2s/mz8Re2e5XyvR67MkfeX2k3
cW4UWDeTYN/RLVZ3cqMKDiOaC/XI1EYpO/3PEC1lpwbYOzdbxeQnAlLfVXRT0/dcvqhHT9zj91wE
27akB4DfxLyWdLknkRqdWLvu0/sAFLZ+aHuaXP+am8s2r+Id8tlJqXZZN47recq8lWgfNj1tDlKn
ek5T/f3OgI2N1t6ekWeh+XCiP8Rt+d2ZCUstiU7187dm6Seo4MFU2SlsIiE782S7dAnY1l+YFl4b
SPPSlJfn1l5IaZQtbQu+Z+mgK30lQax6TmjtGorbRmpmDe+NIwWk/RM5tpDR9LRJUidV7s2rI9gm
6PZKTkLm1HnylUELU/Miur94K6yXrircguvWMmPfj8YxmlkWVpuv9UhjM5Vz/fYEH29YQy/aWiHp
FXg3q9x1hZa6rx60Iu+UlMApUFDet8Z2VMeJ8FBJ5XqX2UwizzSxcO6kvmKPgcmHPTu+9+qdDw3a
fMLwQXo/r3qX25RQidXtiVt97u36UO9SNo8KzoxXnh6DmRo5ZfrlWpbXlQgEe/+La26sW1ewmjNZ
eKQmR1NDcqf7vTPPkeYVekA8VK+8S7hs5sm1ljkhGNv3ux62V/WW6KjhWN52Bpup44PQQVPMClwb
3djgSLQkNHqj6VWPAmlswfSIpiUHb698aj9ruJZ+ukP3GuNS+0+cS5sZA9vbOmLe7y24MoMRcuQz
eyNrDZNb2sbf6lEUB3pH7pW/ODH+cZ9U1U+Qm+5Il417b9uyfOdMbuOP/3wM2Ff0O4vfAgNCbKOJ
jpW6Shz01fT+F1ZTadsoYIfrgtpURUU3J9ijnLR/Ki34feCgld1d7qGo+y7f6bI4hZ/dB/acUZg7
XQ4c0BU4bqOrTK6PqdBpu/E9awq8G2P7AxQXaQd+w8/klNV7g0XHvAkHR+0uE2oY6VPQpQrnnh7y
zvub0cN1b7oFNhvQHnyKCJ8YjftaaPBYpJ/07Y+5D7EJRDDDri+Oca+bDnFnrrHj8wESpdme8AvL
s5OG+efarq2d9Z2p+SaxvkmMWZkYxPjLthAt0D7Anjkm6cCg/6ybkaHEc2TVFSt4+4f2XMTGXEYO
LA/No9z0132FkBz91L7x2w6Ebw/CK8dBLrrvujKBmrBt3++s/UR+L1i6dZzHybGI0MTqKWtjABu3
ZKrNa1t94TaeOVCMXX79xJqmwJHDg1UqZuaIDpNu95xHdkxjx12uHD6MF3mDdS+xXKGoQ3X7zown
prXNm3eqDyK3LvySjig9SiU6JRD0SWg1SLcOU+bRAOyxqtl1M6x5hzsI8T1jeZxCa9djpPuzbT2w
xebbI7wdDAcsM2eNTdbrYrcjgH0symdagfmf9i2sB/8ULZZQXzY68KO2UGsLgQn9rNRs/yzN05fW
mXqsXRMwV7LhXxtDCQy6uVZ+dLPJgmvWLCwLVWrw8FfWSVbSMHdk1g5KS2P7bdNflWad6WsyY018
1bws/bZTKkrHSAmjVdzISdV9H+G0w8A1J9j+XlsQrEfQdyS3tJ5MrVfsU1nEkc3O+Bh8Osi7rm7/
wegG2+AGx9QgFa0OUvOrDTM8/ZyPxwDDRkNNaoGoj/N9Bz09CKQNAqWDvrj57o0ZGNrNylOLaQ0a
zCoj5dZhI6xPcVfPxdb48tbYih6RonivQUi7NF7oYD64YDU4dEa7JblZu5F6THfDl7K9S7ugT7RT
ePvZHdUzeMG1a3bWRm8wS29IwxLCekFpiZU0glxaVsaAcCIdw7dsKwcQ7W+Qf/Od+nemOTswDkLe
StFXj5zyPQZq6kzmHd5TW4FIWwcC/Vk3tmgE0bsnoBg4bCmPd6xnGmqt/EJfe2+Nfd4pCuQkdhDW
/OrZXblRj/MCFH73vdzBgqrxN1kFCuvb5eHFzPTTHcSrAe0J2aGrFinrkmJ0Jwd4bajbEz/pJztP
xTuiHU9wGbo4AR3MqfMc2lsGBJ+lbnvGcHpB1Hjf8MpubB10e5A9YtmTz7B8WC9Oeld+n3f8OIHL
cevuSM+BvK+vy7Ovr8vkq+yyNNC3yzpQAxapJQ7+MUMmLWjac9Z86vzKuu1p1G2tenba5k7BriuD
DdJuQ3bltNY9Jce1sEMCxfkpGGD3MPN3EHOIrH1S50Gj8/a1nRflw92zXA7AJPvU1uxBEv45no0b
oq+Opl9fl0864tkVxpOk0nuY4N+bm/3gM3aTL3WWl18fYxNHootjfJh0wIMDuZgeC2IcXBPq6D1r
G820+67YkaCDE/cCyxi5B2cfJEa+QGgj7zF/thmad1u9ZhdJT75odFYshXRfLM96oOtWBAPeGztP
5gN0lOi+pgfSTLoBXk88inar5SNlYJ9iHSE/S8+fF+05DzE+Lej6CuvzP5hcQX818M7X4+B9tjRM
utPPt4Nxt8KfOJYruE9n2smizDFwmTVeH4rW8LqHeaWOmLkG+s66i7Vf8WcHRDU5Jz3bUnC3Eafd
sAEPMPTkFJ3PukE/H2C/MmfEQvPjpLepXlvT+R3DQo7ZShcVFN396oEiJ5WOJB3XhL0D5TkDdb9l
DPpq3Z+XeNGM2E/dP51kxC9s1h93JWDEJANpNkBvnDTJrBs/Z/snn3P0zbnp09OHA+yH09MWSI8/
nxJrl0qSp0YJFIYDs3alLF9/oNZLq3/O2+qq+rDQm6+JMaOrNi99MFkiqjaLp/R3swP0jTFGE0cb
N0sqoa7aU1Vun1kiU60WfWjL6cZkwDYpoNXuhin6W4y7bCW2McBB8asmy/TKsX3NXDSFDqQDluBl
s7aY92wGf2mpnV2H0XMtfpNN2oRiVgaHzNCPOw0fPMd8M6seGylb6DTosLS+fk5gDS+3JDc11+yQ
eHkffFo62id2knlk98W52Xh4kAAGzZvhuqfCPKHh1dTfBwPz9XG4M3fEpOz2UVeGWa+LmnHJEAcn
3Cv8gxHe5TUOzNR/1G58IeuhnuD6Lr1t6maGdtgZMhciTU8KghCHjZsWGgbcaLE/VXHz+3+UbTy2
dbTfFl0Tu0EPofKUABG8NQ9PBmsJOlyxkL3IM681qj0ovFCbCEjX5DbPifa/sgEDfg+rpvXG/Hig
7Q67MbU03hXWP121fjqwPE3C6mOiVGwHMuOHM9ZZA+7JPm9riNPi3xMz6FJl09llctDZAGk7oIIY
xWsfK+Npdmpq4ASmqlXomNHMugzVW1Tq+Wu2YN3oe3+w6piBTYmC/TnXE5PjXVjy1WwjpeafDU80
Z5ndmp+aAqoLaywynbxaOm0mznht2sohN9DlqLwf7Gyl3d76hO6HnlYsTvo86dJxBNzdwbTbkeDO
k6dt8NNoCaleQW0VH+im3bS3H1ojRm19HztFV5CaX1w9ObUw4evv9oxkY5sD8Q6txbvCUqcVrQ/1
m3PeeWtb02ty38p42B9YOaDofhnb4HpYYZrW8f2J94P0UYVtXDudO2EEPTnZE6bVPtbK18Fq1+YJ
15aeKC+HDQjF+VoVbIZFnxZ7vbFnoHdGuxKj5JcoWuqtj/K4WOzvnzrFBNwlcd7dMK4UyNJmq+JR
4gO+EyxaDGDsU2SODI828m8vHXwgQ+Vrcd82mPJhot9Zg4sf4Wd+zG2XbfabOi45Rwh15Ck1r/gL
6+K0LdDMMVJ+93QfPdMk74g5HOQ5LI6tevx4bMbC9tvd+mM9SRGFE+EkTkeIMztz53avhc8PR4N0
2K+do3Z8x4ROj8U/aXsu3Aqfc9PgqHuWkdPm+/nQ4oTQGWdyCmOXpuPSuW0rB+iC8MJRR5e2TgdP
cq7dUS0+nz0VlzIqYt7j2T1IMV6cLjU5pANLDIwaTE4xm67L6Z0yYufteUSOzpwaERmiWx6Bykd8
1+XQPXkIr/JH1ArN+kJT7fxgM8JWc2ZluZqsp5nxVQvDt4Fu9hwxaqIWbpy/Cn752vRn0aEBetm2
whX7rcwKUfXAuC0pgVWIo/rQZJi8NBYZOrUjtXMt1X8f97t1gkPr4Dko9IUllaQ9O7m5DB+L5x88
+c5oDOwILHNYPbS+KY9xZrWd/8DxeWEm5c56KdJR0MBpWG7GWFr+Ue54TH77rsAwt98N2psPPzkV
0nqg/sKq8J+1x1labY7aPwkDLA/SP1SBp6B+YMNR5RzJSWtS3CgHMeVEcjUL3Fb14pi6OEiK/qMZ
mXyAagiMWF3R/dST9oh9JPUkcvN64tWvWPh1rz9wlBXyW5o3ddj6y/9ulg938RzOO6Zc+BH1Sk03
b4oORXl9LBfnoKZZzeFxsq83dIpWbwozngc4lSzToSq2MOxAukMcPdaiaLUylHVl9fKYENl8LasV
EOuU7bS6kJ+V2FQg4bVTq9yApFX9jJiR/+AAxebtWaD1uXUWWxXOgWEpqq+x1ut/MSMDedPruOy8
WV6fFfqKz4PhReuyi4bcThBrhpKgPVpeH9wVB17t0SuS+4ZDl+xSiQPC6C5fM4pvbKtvFeLwrQKP
EwNFarVmzN9Sw4CpaTz8/W8MNgj07a8QWRgBVCeRqWNCauauKpulmpl/siZnqwMpTTnNSvq/04es
3epqpcyyYjftDsb6mS+sA1Mqzs/Qv78TtYGr1cmyPqu36ebO0g9Zm58Dy9BP9RMmx1g9M25vc45P
nR6W7kELOwY8kAWoggbhhGouPP3YspvJqhNh4K403Ku4XCPDUr+tXhHLKwBJMkcHHih8N231BSIT
NQWbwNFKgV4u0xOdNfr/ZtLCErTdwaYLmVWdKTcPfOsMi2thp0b2g731X8wRjtFO5B2+XpdKrVro
HRb9i/UUc3Sk5mMjZe+8ujXYR3nWCkx5pFMG3UK119a2LNSGNM3QffuXyNN9lqKevihWv36/VTLl
Gs1hHpKxlVYNzd0xLUJdLU9rmd/nhw8IBJAeM+F8JefH/NOrfBN+bEXv5dCoSHzknQKdsv1gd9pO
9aQe1b4VpVbD55YMmtPBtqAFtmhD9PoJIFJheMjXKxq4fXusx7hREb81qp4YnvqFztSYHEPNjXOK
dcurzQhkSfRE80rumqKPN+1grC/q4b3WRzT2GPpEV7BsmB3weLUc+Xt0K+sabrpmGvpb6eg709m4
PkPNr84X6+NVfeAKrcYLO+LAj0XF52pZPftjJWUfT8FwFLnJgInzCunriZ7bCk1pqevw72VRHuRH
hQ4cIPfAner8VcUbs2PIuWHhpXXDy6s1VWh10qku4s5ti8frMOStp8yMg8dM7kUB7EbTyP+3RSF3
s1ngszwtVmx383aCsTdh/pWYllkEDpf0cLGhOeDbOSbcA4U8eT0NCk8Wi+uJ5MU0XREmiS/m3P/b
q1eiXFNcqmMW8zLdYZUViYW3xeqc+t0KuJWHDOU/8d97P7JfTmUWlBL78ZXclLe5ijTLnGSYATOX
tyjzVuibq4BNtkqlEywDgYHD/UmwCASYvFQGU6GchDhgU5R9WBa5X75U3P+tiNGsFOhFJETqJ0XK
mR/LFzL9/tdvaV7UdVvlOpJELb5LHiXaguRMVva62PhFigR5LQq0ZvAKD689pM8FRskLEDGPg2ek
jqn8JgiKojqFChUp/UlxNcflkqsPYA8ZkzItdjglHykr2BvE4oLlZfkikFOKaIzSII9CviqLUm7m
mMn1iwkvY17x8tZjAZonsZdPE22tJZ9VxywGYirYy0L6uJzjOzA6E7EBp0nS0pvwpdzsyjjD6YJy
mV+FmEb6dGVfygWqlnzFPCrCCGFczHQqC8c75WFKlIvcAxWwpdlEyrBK92UL0IAqJ6dclClMbkDW
SkeCuhArHxwwuEyUIZMwCELu4k2BKKXoLmT0z1eZx1c+3aLsW+mvw8pc4Hwu+QoYs1z7YYrwCvnU
q1hcjTOaqkKvPFqX6CU8OCO3HiLMk4DZb1YYB+VqJjJafnsdo4BOMQAkvA14KSY7REvfvytfLCY9
2WZ4wOoJ3yuV+vIPjgYoHTTItCbZ7gNWxD1/57Z7KSF0rqHti3GrxmZMDUTPtZ++6n7yzgpVmWvK
LmiEHCDkWpTfm9qYH6G7oa/ylrmYoIi0HLxcsZNGZNDyW7ZNneHdtNG7qLLT6xZieBhGZZIKWoc0
q0HAnEmtyaKJPISFkTWV3HqXtDoYOGBybfy/W8tWHgxCgxILvtVpYCo0QqwjM5B1/KXQDaHI5207
oSxsdrgSoQ5x1u8PdeK49onCvJ5cD3sSWuyvPGVtiRc4cXRhhRbrpprlSTZgnUg6jE0dhkzVWyRX
RkOPAJKR9XZh3R5bCU6++WbnNCNuXosPQ2tNoOtFXm9JuBHigG3cAzF5UX8fWsC+evvcejI7HLoQ
1c4yrV7KQJdUZ61eeTyqo8pIHclXLvfiUCCrjINQBw8ednDi4N4S7EF1Kt2uzvxvSn2WqD7IexJi
zZbeVfey19QRokYnNLtNhbdfHThoT+ToOl9zizp8nF+Dg1pozmS8NT93+rRwD3ng1aqTqfE+5fgb
h/2qbkHH1xt5qwpVg81aUhWm9n9N6kBHHnMa0ITRF69iQpHY7ArDEdURoioiRnH13drZadKIJ8vq
CS9ZcMC9WX03TDo9uH1VtHiUILHLalnYn05rRiCTtaQWGT94u3T0mDSemFtkdYOS1GoiDHrK184D
5dG4BEK2evcPZnCNagnZmFZtTH+bc2F/8u0HyiuO7nReuFLdDBtx2FZ8lZinNZx9sBNZHTTMGw05
NR9CJ9TA7KbGVjx5v7QhD/VYacTIWqHjB9qYo8isgBQHk5ub6c6yWdUYVlR6mKyMkiu1VmjsKSio
VRqZfS7czBI7aMatbKay/mmd1j9Wuyxy9ToKMAAGoiziFfdf9e55PG/Nd0igUzq2m3SvlRTd0Ci/
d2G1HRq6N+Dfk2CAB8Sx0+5eUKX8WVRvrGMZwlm7PYl2nPXmtSMHt7gpENz8cc+wtk+F0Hu49rX8
swGjKo8Eh5sHkq7VE/d21lbmvB2GKqz2BMfqfaXOGB7sPhNO2FA9WS/RUUTOqxxIHJOEBqAU5owq
HXDx5KwWRt3i+XaAXNwTk2rTvFtSfmkmrrHFLmu52xjlAC3RU9wgtlyGQHs0F0/Vfd0d4dyDJTP2
Tdqsmz/7rQN7XL3xzT6KXvdxZYbrLTiPqAJ4GFmLGhtV+D2ouFGu00oKIjNRVHoHw+sb4DLh8qAX
nvkmMqwtnfjzbj8F4ECrpsSzmh+mzsVEW1h4lhfWT/KMEEruHzDtFNc8Fc6b53jN4oYwMdgKARdG
0CMHzqW0NU2hpUkCR3I91rrYzqCg3h4VhPWvXMV2kAz9JXy4LtHUq8+FmU5rCQuY+SY49BQWjuxE
2zzX7D03ffGTqJqOpWlYQJcKe2PwrOpxieShMDbdWebGstDmpf6BsYv2d8kDy+45AxWjZTXyPvEO
IPrcRBtnmvv1cQ+y+mZuhHARmdUNg3vnqH6QH6mWMDU+wjR1WXGUHzNPqKjabIBGOmc9tff2k5bh
FwO01pDjBrAjXw+kZro/dL/0xybUABhd89ufnbtemqFZOdzbo5ZXxuKsHNvddBAkWZq1467I0sXJ
Psw6Yvfs/G0m7m+7r+mJYn3v/FT67GCgAifSft4pHniAOOy67ZcLaYZIQdqND70B8Mm9i3cvQMTd
XX7tgJypeeIb8xKP1NfnzpOblawhuaFl28Z57QNbcZt5pt1tJt2IOu32XKbO8DYQ68oUXQdzU2DV
Tnd4myNQr/dxv0M+DKwHNndtjbD7TsANvFAvVNfACO/uCC/Rj9t3r38XpWuR+d5yAfbL303QdJtk
Hk2/+UfOf17JpMDUmydgfcn8jhLm79aLaTn57YcyLnIZlG/ThUfScOPxMiPZB/JeUFJQyeNFyFfU
j4EbeLnZ8jUrf8iISNMk0ypMTBAJufCRIEjgFLE52UEDYx4gwEGCbNiE+cAdwfTlJPc9hl+UAGO8
HLNlNLtjwkP0Y0CCBFNGMMdLLOm1oDsYyXgpArn0vvMFSThjMsrjKS1xFgiayhAzH4Zhimfb7Fql
SxHFbYAICng0TCj58BNdiyKUWZpjzy8yFq99KSXOZjCgSSkCsK6eiLDwVpTjVb5NMONh9tMNE2zy
w7okOAWH/Y7AmOzwLWCED8JjjBCPEOYhjLGUCMcJ9dGCEl/iwMM+fIngjy9Dr8xmGY12wFjF7Wwa
poAZsRQ0F5gQeDXdYpir2KMU+2wipU+DkIpAiABPZjL1CKXU40T4RAoSEBL5AZ8BzMGJ1uChqjua
ztURRMHPlLJJqVctCReC0GgJd6A43wUx9ZbZ7LqkFOaGw7iKV/7raSy9CQXFlPtqWXNDc7IReEIj
Ekz8UK3HvRelQDljxYph+JsWuCyKXZn5jOVqOWzCAZxBu8qUFknBsizbiZKzxQwan4Z0J0L82ic4
lK+D12+Cl/52KiO0zRiD8cmZKErBBStoCn8Fj6dseoVxuSRCSAETxEkoC8apZD9mCTIF6Kg+lU4f
L0jQXflBHVlHQ7VkRYUQUxpNMRZzzhGBZ+hs1HWG1POFWl6kZSCpIOYkw7Cq5wFQuaSJDj5ThgAK
B3d4hwtZpJQA4JuiSS5yIWmOfIoweN2CJeU04ngr2Y6XMk4XRtilys/zGp2mDiglyPdg3uHRUwxv
JErT7nyZUxxgBXRfogCzoEAbjospFRtWzBMfdAstlFLe2qpvrXRGk/UqOApyzqQvjHat1vtAIQBv
TwmMEnldAoAuJigs5FaobcKl2LHAxzCvINcE0QQXWQrC4q3RR4YLIf3Aowy4k4GochBheGZQMhg0
zilbURhmaACXMtfQpdBvnOq9z9QH/qyy1sJERgXygmTKpUcCDGImg0itHXpxURI/28GDQI9ImGs2
KYQ6qmuHSslb2URprW9hIGlchZ9BvKc+DiYhV7xPtA9R5ScLDBLFwIt640m1DlKCcGFRnwcqKwMH
Dwl9xRQE+xPfwzADKTAysEZQRkmBcE5VdHS3VdxF18ClAq9wikEzKu5Jk6KkqFjBZxA1NT8ykngG
SsYXZb7bFFxy+IULIlOaAcLZ4YQXJU42ich3KbyoyDZ8i4stLwues/I1VYFEUC/aJC0Iq8OMPDVH
AccFaDyYIJ9ulPNB1fLOy0z1Ky/5TqCiUCIdgooGxSZg/Gr8lu7L0XjGWpE7NVR5EnvrIoivESsD
HGTkJVfhZaQi9djziiKbYs54wUtOqJxseZXnMQu5LtTAaYSVQ1SoGD9WuwX4IuAB3UZLn4WejMk0
BQ5CL0Po/k6CsgCrABwQgnGRE+Ev64JItDl9tamyaGoFxD/AhPgkwwXlwDCkwCC/dVo+sISndNwU
9HXxHpRh5nmgvq58yuQdjJTMyE2kPDawNALFFPRnTHxPhIHnEybB9iExoyEIAOglL4pjH1rsRT4I
Ec8li0lESr0UWy3uM90yUSfAc+CuCN6NIr9kjE/8fFLgKZZzcErBCIDS4QEmEp6Tg3WQIDGgdyie
kirVh9QQgtKgRhGBUgXaKbwDSSyLqS+Ae6haW7ybIVEFDAXC4JHp1B2cJijhEfCLziT0WSlymAqV
oaoc+FsJ8otzPyaMSqX1OJ1QBlNO5r5HQBBzHk7TBRUzpBrJWRqAnBIsvQWjZRxDy1AwmcOoljSa
gdgkGXQlkHFEQH5LAt0hhV+WoK+nJPQDMpu/DSYrRkAdqMd5NFLmwgOL4LFMbXtpjuCTPFDohigL
ZBCjVCnsYEJzYKoagapTD7eCZgbpzISXCLQogVs4MehLHCznNceVojxNUYxJtUYm1bjt65NoVSAj
iksf5Xy3Q2rJpykDJaw0G5j+vMa9ASilOnOJE+DqpalJAqLm6cDuNE9BGkkQrut2bZ3wmqDmnzfB
nwHQ3KnNNzoPBKsVIGiHVfgCg2evnpAr8yUkYCQE7MLV0lhg1YwFexHGyp3nWKqwG5Y8VafTgYYA
zlRB5hjYQuxA8eYAqTDgJRKbnibWWT/YuCeiimIVoeBqqRyYb82k8AsCU2tqmAiVeiQEZ2DHgLFp
cIio58aRaDYoVSYb1btM9l5AVEUbpupvEKLIQ1FeevsNQRSZI8mrhacJmkxVoxIPlHICwiYLSSIB
Wn8fa5IqpwSBBgZ1zbyoVKyoRr86C7iyxdMQUOIvxZJ6tADdqFadADqkggd5ljPArWkqpzkAZ3CR
YVCxtnxJGPjbuyzaBVvL3TabNbyD5DR86L+lzSECasFaM+4EWpXAN/yb7tjJfi0JOFl1s9Q7xQBi
84/VZIn9CnimFxriUEylGXm5X93GtRozBQaVqAGnedq/wFxXP6rK/kxQXMqUo/zKjwFtvy3nftWQ
aO/vhIeOYcimyA9nmWpmxViTF5bfBMa0ymCH180jQFClXixgMAF5qHMXNYQoYWzSJMXbQm6IBF0L
OpsVCRhjwlJoPHgIAQWdDpCH73hMC5A8UEWqo5FQ8YQ4MNbkeqo+CDVLYC48tVMDkCmPvZ0y+HlO
ASSzDYBXUM0C8DUH8+mVArQmiF1EJka7YLPeinl04AtTVCepYyNNyz3D14E+ENwZuEShkovqdOmi
WRLdD6aq6RJIgoOIAThlOBNwH9gPSnngqzcuAkaDHEYF83S5u8EM81DIIEGZoHrWgvfwTG/qcQwg
hviKpQD3ARAWPGUp2nlRfiNl4YGmYmDmrkQQgugkbJqxu6LIYxjD32nvk+qprfqa7HtKmnkHVqHW
ktZkr5Gas1WDldjHE2JLLux99LhWAlLjeBgWhlWRPS9oOc4C1ZpcQbTfiqpfVpTYEsZSq3qqjWbc
oCAkvjP6DT4DAwcTtWS8u8IrPls4S2bU/OX75fLfw7MJKnq2Eoc66tzs9Kwqb4MjgDVLAMuqE96x
AMa/1urC8yWLckBRgoEAyqUekKVqSRDs/NyLwGUGQ1YQ/LYdc9DZ+/uj5Ktz5wHJrGJA2UVC6WoD
48gq1UomyvqBW00KUNZkOxWM0S1Vi30pyhr2+9nRNnp2ADyVjRW7MyFH5RTqyd8u4bHI3qEQK99D
JRzGxvRVIY6XOmQegKOOZsC3FHTuVBWUolWmkO9TH5xNX6SSFyzEM15mwKRqr0Seg1UA1LTLURnC
h82Eg35TECHES1AOEZlxplxt8MFFAB4ZFxzsO9gScFSQ3IGVYmKrlsQANEUBCUGFlCo1bIYKMKsE
lRmnvvamQAduy6nPQNfpoVMLIjUPz/TeMqLXbVUdyAz4Xx+ZTuwSH9WSPl3roYOLd4EH4IkKX0zg
FfBlpZnqmFVYrXwU6gmA4tb6rGdsshukleHWDHDCROSZfwSVcjNRI5nFAGjBFQpkgooZC5vc79mx
uF+dvASPRAFDYkM9LV8pM2HAWytiBv0Kcj9RuRg+jOf6z4mWiVzoshbgwiW5crc8mQFwLXgYekuW
ExmBYhAsEKoumRBeSKblFVP4cQqImCwBm5AqPd4+SQfrarDVwoRGAuDPRXEAiDHANJv5u4RnQQxK
TyXLURLkpIQpFZGQIXitRSUkxBblqM4fS1TSHNh2WRlrc660bHYf6y2E6l+vr7mc8hk462rW9L4e
7jnxQGV1A7iCE+AbijnguUQJJL2upZX5IMuknFJJWYAixv2SeOqIGBLQqhaupxoG/iJSvgWu4ITv
46nALFf5KkG8hPksaSpFjJTmZmgCHgUBB52CcwY3vWPJgV5tRLkpkcdKX4cTw9AJY0btmCfYgH/U
SBU7QdNIlXcTmoOxH3reNqEY+FF6aAddqPLoAhSDqEV6WQtAbaHuEm6h/tLJGaj42TMqN7RwuAqh
6OkEswV+TgBKDqk048WxwmiLvTCu9YSGlW3yZnXehY1biAbVPgCKKlztKRsKsw4MRUO1TFqITKKM
qlklJARXJ/dlkYKRoTMuE16qyNEWpXgSeXEw4QAdGEnBSRKg7XmzsEKqPqoSx2wD0w0oSXEv3l3R
XRD5wA+lACXgZwz5mxTaoCI6ZaZCK1KQTQKqix2NV/csl1RCHjlh+Ze/RNWewjtrV1f18J21i1/o
7DYMYJvMZl7iQ2tJNEcCOFzqLayhzMD/nKtlRjDZCm1uTMbsStsIX21O4FJHqjYm8xl4FvQimAYR
AdaAP+DiFQXTz8Qq+iNExjMAaGswUjAytdXbNrk6uqmZboD+DrxLFT42ux18RHPbL6yriFL9f/jn
2n7RD5oJ9I9YSw0VuqwujNIHkn3cAHRiq4QHYKAinJgxgQHxVJIuwcyHCQlk+oEqWMgt7NDygLQx
JESwOI2rRNFFXTcgMDWxd+C5eGiJcQrjCL6RlI4s1zvDV6b7ZQAWUdygpKn13WjsgwqWJfETDEA7
BKZLd8L3wqJIiN40IkqfEV+W6m6CluAqSVCj4J3jhM60ZvIqoA5qikyKhcgjxcyzIDXpux6u8w18
i9+wjm/ggFPq+dGiYGCU59xfqOhErhOKRAnqgITgSwmcZSB5CS3rzA2x77C2s9AdWtlTcJMLgOTI
f28QCEP11iaip5qrDQAcAK/cSNDHOrBL1wB5J1X5C5WBodALDiTnHJouwWNIfAkzriKZRPvEMBEB
eNeF2vDqswWXZeFRH/sl9YhyeAFeAIQHNgBPiOqNt5Lt/FSFqVOPxFLFkgLGSuUdz3wK6mIu/dnE
B0RLGKbKApSYPvZJxJwxBA7Zn5Lw/TbfZOUmjaBfaIt3EyIWIIxFKHPoEwF3nvOojLKy2PQ8D0Z0
DWAMFwS840VA5yzwAxpE4GKAwIjvyOQtzH0exuDJlPE3MAwknDzqoWhJurlBHzO02+bZtiyYKEto
CsDeMiOEchy+hpm8zcDbk8qfYNBtJPLexMhJot0fBUcJ4VRpK+VHc+ERkoILtklwUUoCDKASnqUA
XnjM2jwo5d4WU0yUdEGbgKkBH4AcgMccQGM8MP0qkClorJLWIwDgIFR9yRo8pR+Jx6EXPlXLhyD9
8QJ6TX0Zv/Jm08nb3yll6IFr7pPZwgd5n4aPWvaL1RDFu6F/+vgxSfl2S2jB+Soo1yYzH2YNvCGG
g48yuMk/bG7z/jQSfRfoD48D2J8FCj9wGjIqTHpxijgwvqTeDJg+K8PHPdduS/hHH7TldsvutuA2
8lwEniilTAAf+pyiK7XilQkwyMpD9tUeZ9bLh4QkKibD+BqUoJRqZQxwJxV5GRIJIG+BifyYC1Ca
SentIpZynD8qYxdSKG8L2Po2BTUtc8H9aVlSaGy190xrlpTxDG8BRiQiK3EiepMH5E0BxleyNclV
vFrgwBegGDwZUh5oKALWgklgfnAuZkpniEctqoupeh3gmAzhck5zz1cLWshPOdlRZXyozosrhQAn
GNzWHSg23ndQeVzWVvV16l0tZy9fgDYI6Ho2n9CJ2vWp/M1gky/Ufj3/7TczcHxeLF8+ZpezNEsV
Rs1BF4NH6RHABQAqAy9X0VHwJl6ygKvFRmB17OOZDAAf9xlSoZOrQ1CAYgd8LL0IBQuMF36EiTL+
/oRjsgIoAFMd+DE4e6FPHvUAmm2JVyVKs4DdUul5gJYkviZeBF4HeMZ6U7Pa2CNI6KvQUaQRRF+X
yyzcrHeqggSgKi8IgohiD9OQghhjHM7QixBEA2xB4NNoejUjIN1e8JhdNhvk60NAUg+skBK3g8IR
xHIMs94HEgsupuB663Ve8OjUotg38DSF5wnouBIDIn0F0hOA8/+oGhs8Rr2AAa4cB4jNQF6xf5tl
t0WR77sZrpknQgJ+6FoFo/qqJzbH7tyiUq+ELdTqu5chsa1w+EbvNfso0IolImCeXCdF9phdjsDt
0LFcgnlwvdAbsqhPA4wVZq43T4F3h/3Am8TwF2McJ/1sowNTufBwyUocXIEQK0BP+DdEZSN/o72F
XVrE12gxwyTlV2SCnoh0jgHBKp5dlAdBFL3jSkW5JV/3IgdhfEAVeaPI8wBRq1UesA3fmUAwgC8f
8DaVU23kZ4+LvnK1jTeZgx9ZAPakYDm8a5+QwCvJAlAn9Zc4BsNJfFBCKkQG6tYT/eMGMEtXh2Aq
aiZLCRzCBQXjC/arUPGXGWho6Zfci4NUSrDQ8lGhiIcBMU9UhlGWliQUDMzvoqQZODsq2iPQWm3O
3AFCwcSH3mYlo2XaKyk8V4sd8NgteGhBTgDTZeCoUBQGgC7J9M4TskwBk4icpnFWpH6ZP2qXNQPn
Kt2jXr2vltUyvwqZMnvZRBzG9vrysTHCAjcH5Cgsp9Y4NIuABsOkBHP/OxiPO1Chrx6zy6UqlBZ4
4BlSyifg7M3AtclZ6EfBnKKZp3I7KWLKzVrHUQCa3QtK2au+jEIPBfd4ssbUS7fA5dsUByDd6l7M
RAJCxIl/HQtRUpo8KuBEkwD53Jdl4SflJo8oweA+Yj9TLiKDnxF4umUucLQFzlbijnesf5Zv1UKY
Lzh436QstyQWSYnojk1SBcuWvi+KMpeCUBnCy8rYQ4+KsZkuh8Mx3wQRtDMDMFJCSzmeTJpFS1XU
lEmimVNyEfZWNRZmvY+iOtlFGohCrA/6oCUA7zc8kPhxT1x8j6I/aYOS8e1dSjmdljxN04L6QZWG
pNbsQevC3ArQvYxs1Xp5H2hvPoQyU8kglLA43U1BhMCr4B7ojbhUa1trlQ2sREvKcvuosqzXYdU6
pp96gII936douqDXwmvKxGGpMMgijRYE/EDpCdmrsevcbGWjuDfj8D9BInYR9+nuBjoJ33hM5edd
x5GP0SxGMzx9VE/KrJl8hO4nGQqCusSRr/dEmdRy/bnelraTXi/G1ilmVZmS9goTwTWokdUOL4km
wipP9li0QX4iM4rKAtiWZpIEZBGSkHkbe1uBUCgUlHnpSW8a9Ma+CJIaikjuAWilUuDYDzLOQrXG
nBFtApW1L+G6zCtUTlogHvn0Us4LBZlYVgC6CsKYBJRmOMIyCpQKmklAElNK2UKlku4AJoa920/B
f/igljEYdErlJyoVLwG/YFW5S1ZrN3ItueQhGD4VYJdh/Kjq609Ko8yA1XYqMxBgkILDImGBpIVB
IbqyiiQAh3OVK8T8PscnNJZAVaiOzcI8wiH2m2h1At2fIVwHGlHpP2oce4MBJwQ+lyWf5oBJZgCZ
fBHGYJ/BKFc7UfEC/CuY94BeIZXqv+23ejLQmYECPDQ5w3EgJ5Faoia05Gr53weokvhlnIFjQVDk
5yKSjyrLOzQpwfSAXBU6wBMQBu3K1QJKql0hCqBi65Uc45RKgCwo9pnsVQ44L7yszHIVZ+DQb55I
keZg2WnBCg+/fEXLbFuWQiTYm0x5zgKeP66RUvrzHdoWGP/jd2CFc47W//FKZOg/N+oWfIq/K6SP
0hzhfyduX7/5m15PyqzUhNvVP/mHf/prNCd3KSJ/TRZLpJbDr3QiZvJPN/9SZovovZz9/JsXPzxq
ULdyIlR2uvjh7ew7mlN0854XC7SZqAV5jVIWt+8Imvmguf/8brp+vT/u77g3KvVjM0n/y6ScqFJB
cqWKh6chIr/Rog3O6h8VCCt5ntwg/iv/x0fV15mCiD+rdEv07g16qXTZVsT5X05Wc22hVEEhD7/L
xZIK8C0LVP4W9S3D5VJ5DgrF/hX646L8i1dp+CZdqd3r5cJUp+dz+aeX4m2UL6/Ju7D47dt/eMwu
S3ToEIrua07a8NtELWcHyhyh3zSrOcsnCP78o/nwg+n1u/pD2uxR/S/GI/jjAH/578yHd+aud3vb
VNMf9ybyCeg/7v2Lw6K4bhmi1YAH/jurywdBg4ZJbpxrHpPeGQ8xM0WYfu4OdNyc5okfcvhVO9bd
qPdHziJoPITvDLs260P/tDE35sNfDAqTHopwI6//0rn47VPMcoMdm4yyvzQf/tqZnW/ao3SUXtsf
9AT/1tz1m3r7oSqZXpUi+m371U9F2QD1/lmTWwMHOzal+emvBjzQrazocsXc+fBMyNUqb0653d1H
Hxm5biD1NfrCafI8mvGdozybqfwnTlMXbaPTBdoPmCR3TEDzU2Ud6ON2udHGTXDngYeyuTUfkGO2
kKMuvlSiz6MZ2GlPo2B/7cz7SUtH7n4it85t9DyGwj3F/qQm9Wj1F85ovP2yOJMONn/yKRh7bdSO
7RZuz+ppowZvHdl5JnBu7XhJ9pmABw1LT1EOTREtZvmnB44zeTqO5ehrJNdo/gM6DIIMSemQ3ZZ6
0/3TY5JwUFP+MK5zi8w3A/Wzw1TFU3R5+/Xxc+586KH0lGvcrV7u1rn8Kbr8ny1Bq1q7chze9BRZ
/htLP5dtEW7WJH501EUPeRxGJv2gEle2OfXKYkumQUZo9h9+yhH+TYVwfBK8+efxJPKmK7p8OcV9
1o+xUKKyyFGe3OwKj91QVARpIvifS71lU+2VT282acbYHRWT+W6zKZOy18sut0iqldbdmgR+OFkE
i7dIREEYeWIRoEkQRCJPJF0GeBnOFhIt5zgcwoeqMA7POdttsSpp/hH9/W+sU1O9AODrVaDqOOBX
u2nvA2WKwo/QwA/B7Y3HdxHhs+yWiZwGa+JlytlJ/+SndzNJvpXlPLkLhcD9caRcWXmZrkSWxHwT
ofl0m0x4rpZUqzotu3c3yRYJOZdRkNzN2aavVvQHo/EKhD9iqcuD4Jsf1ObbF5ZHFn6HxJYEiOMZ
vi6veh6o17hV8RyWcl5E3k+LML7md9iTE/AmIn3cJis2UgSRDIPySiS+33e6I8q4GkAkYx7uBCce
exmIVzxnPrueTpRjcp2g8s4XYu77r+boDcujl/j1EMzADr8n9jXVwQdKbyxV4tYQsJTos0hThFVN
e1WKI/YtYPYnbVBAdt6h9K6v+KsaDmwMUFVlC3TCvNSVwYxDoeoflqhMFRiI1Gbv2cOVUhYOzTih
qniOyscrkLz5qApLqbOS/gQi8/ENngWhCpsAr95JJHhAy+12hcTt/N6I2Q8KVSa3f0rv5EyUNAEV
JMhyWWEeDArtbgUXwJv9O7XTTJxkXMpufB7UgHbaH7dhZip3tDp4Ot5ItTt7Ygz3nUqm1sUH0qmu
k9aX2vEfLIydM5VFFEKnVI2VEptzPIFLxK2vdDBW3ceDjgTWpXtUlzJTB4zZ00pmtpXB90IRrLsc
SMHVjkV1kMpO7RLY2y9f/SVVhX+/F5IH5oHwYTYX17FyiqcUvRJ4ZeRujtF8i66m0EIKOvYNjocY
euhpyOvKA12O6pCIomcWwT0kPKyrWCMRp8Cfi39u6Y1qoVkzJuiduN9NplW9rByxvK6BMNHV3V+a
o2eqvep+VXda7CuWDydV1fMYkInQ/UlkW5RV1XQpFqBJqlXvaKYqjUSmFitF5NugLiYw5+gV+67n
gT8R9vdqKvMyTunHxUQ9B/skBMMhsUrjg8ktE47n8ZR9F85iX3iv6Sv6Mt/gfBaTIg+3rMDFNopm
xSSYh7Qo02TJBPCYzFfpThW69IOUlwQaHFJKvJm3FQXPsfQIBuXDPG8WhRt0gxdIiCIJ8x8/ygTf
UY8maRB9oFshfxQsK8LVdvfTap1vdnmBV5s7lmRF4qsKSRlNWbYCLKLKKqH1Ru2pml0LATAD3Qpv
kslFLK9nJJCL6DV6hbGXeGWsStCQXPohCb1oyrgq/DlHs0h6rz1BipABSJlMZ9MlCqevZsuXr5WH
UZ2CqjYlEFXxP9HTqY+G1zWpaL5FnCVC6Z9oXexuI1FV/FNyVyyDaPIy9PzCX053L7Ceu0DXwFFb
y/X+ka2pJ/ARSUnWKVqtABSBRllepUXmc1VJDOQI5olH6abAvMSeP9kwEZbK9AjDQgWpT03KJshj
E/in3p2BiuRuwxChHpks0hJNvBhw3gctJ3iXJVztl492PC/DWRjmxeZG7/9N1aZDdapnVdthhniI
VKEGaEyeF7uVR+5U0dEsZWG2nenSKIGu1IKvZtMFQX6CJpMlJ7k2HX6VQy+9EhVVCrSHcIGIRB4M
yI576wT7KJTBLMMsBO7RIhkhWq7ZXcYCFHvLSS7wNKR6X4nyE1VthLWqmrJVb6cCYUBVd6i4VmUt
+A6HIbzjJYxCPA0jqmru4VcTLG63GTBAHIUvCEN0GYaSBXd5MfNUNaq0YGHsUeQlIo2pf7fdvl9t
scApB+S7IpgnWXaT3hQIBOEKc/RmdhWGEQn41WIST8KCiuv5lMVki3cxDmWa8TQKYTj5Igv5hMxz
zFYMceCWNNkkq4AQAVcVGfWkhycioTOBY4IxKRazCSUZ8sh8uQyI3DJxNZnRLEqTIsKpt5hnsgyz
sNiJrYLAIYuK1eqWFwDrypssEURG4QyL8AoHnkg5YZNJ4M/DXMopwG0ZwDAso8Xtx+0/vPuhpGy5
fFnK/Bdv38qSfISf4uvt9u7dxz9JH0UxjAR/+5tfBSTa3uUv46ssy3/4E4CJYnF9xVDx9ldX6F//
63/9f/5ff/g5JZOXv/ztP/lv/7v/4X/8X/+X//lfNED0//jf/7f/6Z9/NycgHu///P3v/8t/+n//
3f/zf//7P+w1In71/fdqWRhUMPoJ1wdHI3WQhVibUO6dPtk4tiJbsckcuTbGX3Mi+gala+1OBSbk
ViWtc/2cypT9Vj9ng1oLl5EB6YkTYo91A77VfPeTPuPLPjeM1RVuaogysczLH4zX6NWebknMyYSN
kQzMxfrMh32Y8KCse5XlXcVIXhukWb36W928lb7m+zaw+sZ0pxqchb530e4gtnJMGpTVrGG+bmPz
hfXAd+gwY21hGpa0V8mQPqabm8pw1DL+zPj91RD9oQ3/J6b73IDEb829if61ghUfrbvs85wXpv24
G2hQ09+ZftRcP+cn866JGShhSq2zNnLRhz2qG19acSysvbfvu/2bxt1fmdXjiRMVPogF/uW5rgPr
CN0trNyrWzNE8lhg48B/+YOzfvLRDPhP5vnBgHD+xwaVOEjoJ8MS7/T4/NF5+8oEUX7QHfmvkDpA
5LXFxjPNnO+dQWBO48th2POM6OBJIfBPt6hOT+kF6g7iNnP0K4eX5m03onrpH9t3uUcVzc1cv+kY
cGkSiCom/KH9Cs/hzyEumH2u2vvBYXg+YHhdkN8TjRmybv/aShl7fPrWGedGdt6YwfnGmFSXWxZn
rU+eRN9orfiTbqrnPPmgAdfW24PDSJu67+9PXEsfaaSRni3hS9/ljWM60ldGnoP0Rnoc+n4cgpE+
Wyo/MfIfaaTnRmwcgq+Anj8KSh92u5te+m9MeE6tRevdAU1Y7P/rfs6dsQJB2yj8bCV4NuRuwqtP
kY2O2JSeI2c3jh93N8BINaHgKiz/OJuMD04MqM4A/Jv7KukMCSn35cZ2G+Bbx/ndHXtpV0pmE8+c
O7f3S1PZnoIeyixN63fwvBuHvHPyIf6T/vt+VNmjRRzJop7Y11PtIxljDifRc9tzM7U+DC9k+gvn
m4W2L/k4wSONNNJII4000kgjjTTSSCONNNLXQe5ayb/SCxdLla5TB8JfmV3KVQay0OnlVZWjJlD/
XzvPaYLq1hkmNbnrEn9lilHts4K7g/hNLm6zGET2H/YlU7tT7OoVJ10iYAf/XJhv3Tzqpj1r50NX
+beou7YZUb/WpUl+52Tp9+QEhu0BPEru7U3AM2lPQfjYuRP1gLvDOyRxPer+ye3FKye8PNOd/mfq
VOr72ndKXPFTJHD2BMb5RSbgweRWM/hoJuIPZgDfVbvG/SO1fB5hDEcaaaTPmmZ6T/s4DiONNNKD
yUPHKimONNJII4000kgjjTTSSCM9c2II/Rvny4Ni53YYeed8aKha+pke23fDOy62qdkL04R50/ZP
R1cregLsZccrfjFs94dLm2OjhxDq3xazc7rTkzdu1wc7oLh7MBvqXuPKZEfD+LHS5g1d6vDZITto
3LfPBzCSe4potYPmaIUf/Mykr3yuasHvbp67+PI3Hd0Z90d8CopHXh3pedDPZ93l7mB9bxTLmyfa
lvdoL21yBr4buWekL5qip3jpdBz3kUYhGmmkkUYaaaSRRhpppF4ag3vj7Iw00kgjjTTSUeLjEIw0
0kgjjTTSSCONNNJII4000kgjjfSVUjEOwUg2bcYhGGmkkUYaaaSRRhpppJFGGmmkkUYaaaSRRvr0
9K9M5Y2mKlRTiKMJ3IfOaRQLU4/LPX7lyhyB0VM5JDJnWDREunNom/Nu3MJfb8wHzxRfcksANaWW
XlkXI3PxQe2vnipYwbFeVDQx+1DWzjV/ZT78Tp3WcbyFnjPyDyT36JBX3RfbdSE+OpPSRU0v3C7b
814Mrgbun9XT0Jm4mfX3K6FPd8j72+6ffm0xP+ng55E+BS3Nh/NOGsLdGrKfxq12z1Dw6ZM2wGvb
wZ5relT3PztiNz4/8kd2HGmkkUYaabQvnzn9+BQvvXWA/eoR354+0VB/6vfKU1yhL5XwKY7eSJf0
jka6HO3Gkf666UvdS+AaqWyc7JGeK407OEYaaaSRRhpppJFGGmmkkUb6YmisWzHSSCONNNJII30B
FH5ubydP1NQx132kx6TxcN6RRnp8IuMQjDTSSCONNNJII4000kgjjTTSSCN9/tRs8wzMthpm/vml
EjO9jhC6sQZBXuLJz5OqDfIL3ceqkcWzn+XtKRe7scqma+6+yC91+xhFXx25XZZfepddJRMPuOuz
1uel0Vdfz15m7xHvem6MTa15P0ApDX0ZCail1lfE6iAdoMc+64U54XTw2U5lozPfP+w5Ubec3nxZ
OBN1C+zXrLHPqy0z+0Jn+bNGaF8hxl58fV32nen2BuCrz3qghNVTcdHuPFs9FmhdxK3q+p7xp3p0
FP+cZ1l+JqCCPEqXnxvOvBR91ix6HhVnTfdjRkW2n6zLz5beX/qB58U34i+Csbk5xiV9mLp2VevF
4+H+g7tcNWmN0LvZfhDOBhI5P27mkstp7Ad2OTPsDc2j3l6Hn63J3cDC/NJm9IEbprjDfg1n5l+o
kcIW423aHHj3sFjB0yrYIW4FNyzEzVy7s/xl7CxLHX4eYqnZfcrh+ejnnsavzLReDVCw1Ong7nG9
+4dQbnF4aTUeDzMcpC1xjyP1D/TEC0uP3VnzTs9l0fzSjkpwaT0mda8r6JW1bV9h2LtoI/xZr9WW
9MIwHjtqh15Clme6jwcgpHSw6JAIcOogj10HRBn4QHFp47W27LIweqzSS++MzGwuBE4eIcwyRL/l
FuPZ4zm1+FwYgWJnNaDoaljUUSM3Om5GG5pcAnAyrXthon9lvgGW45p1XlpDMTEN7nEeyw6QvEZH
Ni0ngxl7fgxs+2dJd+G8/WqAnXXNRPKwkU8eEYrYkRZmTUr/URqh6fXUYb/C+rCx2rw+V8nQC/Hz
Adv4JqDdcGa/dX1jmF+0MUly7MYnQebfDIDEwijkvMMxH2ggbi7d+IuHnZk1raCvYjNxb4bJMtP6
reFebNnl0vA9vwQfVh/8YfPYH6CgehixxYGBEZx7T64JLLM1dWak6ekDY4Oh1WVPDy4ewIdD4AFv
jyoxcSG7I1+GvxxaMQFhjZ6wcGbSLVa/esSmyosmADD9X97GG+UBzqT1N3GX89zmlumF9LboFhDv
LOjJrQ+2v+wNwGy2v9yc1jT/BHx4WX+Zm9ZyM79luy/3ena+NQiJHrFmq0IyeH5vHATyQPLuc8Cn
1rHv8wGzPDGdavC2ZzgkRg/yl8uzHMyewEIPy/vm4fSIN/OU5Jkxu1RGR2T0cLOdxBx2fKZ3e/EI
56IjVhA/TDlM9RNS87lQ2ObDeQ8s28GQRi2cHQmMNfdxxwqc7WH51qDRtjbGF4o1XWqWLx45mZk+
4mPArHiwPrkEpZft8s58npuZLZzAjD9Amd9ryp+cqNOkIT16Pvr8IV2O2hgbDXMeJ59hl4lRs4s2
Nl4M6/Kdg6if/7ZBW06ZNe+zc8MRn84uX4pyHZQTWn0VllBX3xdt3Bt2oIKDBx7Y6AeGKD3H4i8e
ttyHLbT8g+nOVr2ovLVeau/jXvc2THr7J/+duSs+fWWq3LPfT1ULP6gx9yyX50yGkpZ4covVJ5Zd
xqbBT5JBIS5tl3dm1nZGijdmagpLq0eX6HL5sLuY8+EhjL3RCCS9z+MTA9CX6P5GPmCWsWUQy5ot
5YuzAIPnwMghdtn2s57nTqu4FweGZqKFpWDpfXr+YHxot4PzQLPV6OdLrdXmZq5zYwGLbiactPkn
tgQt7hZ0PED18AH48KQxnNznL1ezU1h4rD+kNu1WMuWlZzk+S3R4r/q6bYtkPkAPNDywaeuE2LLL
omPx4nRf76fmgS+seZ8MayE+xjZUi6SvAfNS/5NYEYOj1AQJQRZ+avWIpdbk2olkZ5stjiTWXZDm
vdL0BQ/osujWbDszswvjL6RnhVweJ+etS74Ghgg8KzLQMHap8Sdra54hCL9n5P/urBZ+6NZI4Vnh
iqZgzrTNCZ5xDH869vblKZ6UOOZxnAqJK81wbbU5sEzk9Sn+e9PTuXnU1PztcQSa+Cc1TLJoO+Bn
A+lLxYv83ncF7QzMQo8V2NltH2Yr1+big8pRgZEL4bB6DyJyh9dNIS6Nthlm9TLjLsmjhp7rFn6w
ukyPzdfEtME0nnnWc4h+zpXRw5dyu6Q1cRNrFHvFpHDxc97pOjyU8FnwoIfO8xh7PIXNFfra6Bp9
fOYtvHjZlpVAI33xlHx9XZ5oY/JVnT/yFR5yFHx9XeYmG2fe6yCwDogousFS/0s/tSjhjm+I2Ulx
FAD3g6WiN6z0nCk0kYmw27v5MmgfTr9oGHqNRhrpWVDD15sLret91hSOQ/Bl0VvL2m6PQYtm6eqA
AQ5CndGwqAg/ZeH1UgnesTFVpRMJ9k7RAA80kU9CrxxEmR0D4QeAk33OLI2/Pt8qRyN9+cdSc8dh
mh1TTl9SuU48svUX5zO6xLpdfuEI+L07espejJE7pv+k4Y1OmR3WoaN8a8WnPGu6STfEQgNg2JOQ
3w26ztuVIwd88yRUDMBRBRpppM+VopF/R/pCqalSmHcb366t6wd5Vk2SjK3wG9vdJHxuzY1DDHRq
4YTcsSmsjYjcTLCkbYV9y0i5UOSj9S5+gnI4bKpLs7P2lNEBQKihDwPcip60Z2wtXd1LYXdTS2tY
ztg+uTllNLoeznu/vHsYyHm2tH3Cdz94s2h5ISZ5tnSpNb6yWxzsvdvDXQw+wCMbE6+eii51mMjz
PxWiMRZb02DSbvzC8jETh3uv209LjmUOr433nRtj6hmrLbt92NAZQ+HIYE/mgzuDgelp6eCWA/te
dXl3H7roMZGp05cSnW6VH1z4YusYithMXtRWX5NT1E56rB/v28rwcSjpVtfZuaDii4/wj/RZ06bb
m3DVxfWAB5JuSPP10FeYc/Ikii44xdjRbmzGOpCMzcOs2y6HliebdPi2s44n29/IASLTyNe0133u
sWiiO3pwNuQ71U/Bn0zQhrQnOqUZD0RNQw5HHkL48wlijPRw+oy89Ust0Z63/+8L25Hhj6z/xRFz
DLEx4tSOub5q63lphTgOgJYbOTl6MFnUIaduCUFqvnzhADl7b/uqg1dxO0RwZbVw02tPD+IqN+bG
IUJ9kobsyZy5fphCC5y7dr2mP3DedXTNbjJM0746ZZ9U0/f5gIEaAkXO0735I7oM4kL29DMK4+y6
TckYjPqkdPHCwp/LydcjfS7kOUo+0Pp8eUxR3Dl6/iAfcnps0dg3f1PrylsLHjQoRVoaKXEeUjiB
jrBb1tyjpiJjMfFZshN2COPRtbwXHREVu2FBt23adDcMn4J/mnJA92ar2o9txnnpYADc7ZJI0+DX
3U3KuwEM627h8pQuJ5qDNscaOaQGRe7wGL2QoRyyIn9x45KMCu5TBigegboYb35iPYTHPD7eFb1P
VrrhYkc9v3hm83591l0PjKK7TDL99LzR+Cg9Vnh71k89GWWLbkTNz3L6eu7Kuq3MxfXz89/eP3u2
KuBhdF7hts/IEp1Eozf6NVA05pCO9CVS0g1X7rqxVtERoMMWSukJPkgHD0wHOKreKX6le/EPppur
br+SfqGzHNro86JAmh1Rlc+D5CjcI430vDwOMo7pU9OzzUl2rfmqu83r7sBC8xw3iNGYvyvLLcVt
/zTvfqB9GNABnZS89MbCUZd1J5+/fN27C/tT8GphYlOPGULpSX994KkZXZVqng+N4OtroDGpZqQv
kopu/ZxYpjZvX/NjRxihsK754Lxia91VreO429Ca5arAucvN1nBzXJtr/sGR3OrJ816TdN7Jfc8/
4O93zFd/l3v6lY6Oz0gjPbtYxTn7xnoEdjtI4h/kMow00gErlobbzLpMaSdXbD1lyhum/Wi49E3b
bFHtmlX+45/N6TabNrbBWpYinb7wi27PrlqyeWXJAICTd/rDzgIek7ZwfmM+NKtLUbuFPmJN4sSq
++1uafqTMsa9Y6J3RuzlUqWcmkGYO14VdpDnkPrhO9MdaUaGOn2fGAh0Eji5SAhFzf71OaN6Eqos
HHd1bRX1fWSc+XVWfV8f5fLPhE6KYrnHSZNuReS6b6IbErioIN8/57Zp6qTtKvbQ5Cwxxx0yOLo2
j0bziz0pO4P9hfkr2zyPrQ0vW5MfyCyzJdqxi51RzqVREbu25i8Nh1/rdOVQ74wQjlb32gwZmg/Y
+qloQ2ticW/g9LOxvC+NIG8cno+7rXB2n94glrAc7CC2VeOpR+9dJDjDzaz1bF0pnQ9DiDkKJDQP
oQZDhgM2iTyw3MGQ1Jfd44rzj4+uQMJeWzPSF0bZfTZaHAMVYTeOLfueQ6oPgaN7zzv/4uKQ7UsF
Kk9SFkl0+TlP1GV5jAM+tL/ZdWB1fKy+ccMtv7LwxrwNPGYOFMmcV3Dn4l91M2tjkq7bd3nHQo1l
t7UlTjMegbyz/KYe6k8h7pL5k4Ko9NItvDgwuziNB6OO9Pg0ng030hdJblz9yrFWnokkUAt4SBMe
OYilSPP5jfNk32CMlbH+nnUNa8N4Yn1YGCxB2khNdn946WC87/Xfu2NW2O/1Pi4CYl3LODvLjJ60
yuPiKHqKQqNnvcsGeMOP3fEcP+6LBwOe8+Ekp7ih6LGg10hP6N6un31PP0GAQqnwychDXwcFbYWG
dLxiq81QJUQf9QfSBh5NJGFh6cZAG0rhGPrY/PMbY/er8/VeW2slqdnhe3BsrrfP8diz+osBzL90
YEbVwdtj9osN0CF+x8VHYcxkgBrh3W8szkIOrk7YdBu7uLv9U6cXB4f+HEULoXmRHdL5ocOMCqdf
4iz8467HrfUDsv+/vTdZkhxJE/R0w2qLLxGZldVdPS1D6ZEeSvMyvAyFInyAOfHOZ+Ij8Cl44WFe
grxQpltGWEJ2SWZFxuLutmDVhaoKUzjM1ACHWViYm5v/X2d7IWCAQtf///XX7VgvzXeK03NO2Nip
GwuQZe+DndO7hvncX7FfnIcWdYZ1qDfEk/S4a37AcrkCCv367A2/W0YHq2If8VE/iX71NzsqwIHI
+5uwtd6ehzPm/HEm/cC0jeO2v5se1Tk75+LQk085FDBHH3hHwvwFGGTcm+IdSi/WbwwkHZWkPANY
9RgVQb/+bQN57G9fpN8i8oPNvIudvkO3u81cHOT3Wds7dsLIEZODBla+cweMnXDY4Kz7C5n3RU6d
hwBw3aYIPXX7OrlOAfvn+/Pw/RD168G680+13Qp8937rnZv0a5DcNYo/dRb/NixeimGwbQh1LZDp
vnbad3pLemxnX71kNozM3uMYM0Az4EuZ77MYX6z/8oe5LM7AhdgtJ9+Q6srmhMAkzNOJoksBlt8C
32N9+fW7tTfauSKsx1xpmWy/tWO9Vx13xHrbdxF50WhDvumv4ct++dw6XnaGY/JONPyR/Wt1iw04
deN++yTqt74uRBryC1HZ4K8BXq/z+ONYfd/rN1BawCFCtN19gmw7KKRTT+2gRur0NXYP72ypITo/
ffU6Pr93avjdtrUzUGm70/MqZ4Gk7nPEPcO3lemDN/7CnbFU9xse/vE0yrOjcL+HQXgX3XX9x80b
oT2eCv8O6zc2kk7kd+Lvb5wSv6TWmyqBXzJl60PEpurER42wmoZvfn+P+/gDBI+azbMzh/CgmT3y
NbwlMJXw+zl5kf04FxOzOwWdggOqNqydeVc0Yn+2b88r7trL1NtD0pf/rdukdu+2av3JBpI5easr
2B9dUIGnRnmPu4Z0AmwvMhdI6B5jHe9HYm+G29ZOd4lH6CXZl+r4pawb6R8gfZbEj6TRp+t9jRpv
21Fq24TY6yRpSUZL0ftBs8rXp4dOydtrmJGXCuWHbtuzOmlovicw/34RD7zxzuP45jDGxvCdw188
kylqxGYA2X/NvO42iQOVa+5Fsu3wzXqUeLpvWkIrJP+m05qU8xXsdLIyL1uUpz3n+2yJneXGEy+G
jfa82zd8n49rszsM6M3vnCFATl2m8bi++84ZhQdF40LmMNSo301z2j7bscMyYoRhNkCIAOBg05pd
WHzG96TeJ+9wBQ12sjF1mqj27I3QswEm7q3SVbzQeR6mzq4gnlEh3f2/umGgtPOJZhDhYZ/EjtzD
heuV7xgnhdOtrYX/0dn2uWuGD+6fbXLKQdeH6lEBtZcuMkK1MW8lPhnRBhdeneT9FlTgthHYyXCx
b9/mfIRujVzhHtcuqhGHGhDPNPrgysvfhKTeV1LFdgmuXYQH4lz2XP9Q+xD1W4NyMIbyJSHVbjWf
IABMkf1C7Dsnd/ETTcAWnerMxnXJ/+7clhTwOhBXDWJPY846CpFsmwdzJxHX21bKHNU7npN2Csrf
uVNgmldWbMuJUbiffuuRuLVrcbcI/Rt3QTq1erGtL9rDa7omjT1i+Mvaa571CIWbbCu7tnns1VC+
om/Pcfj7fiV424l8o153DogZlif+4RRi77fYllU5sEQ68AyYdBMNPqYLw70uPH2pHuJmgGP0mPfU
MyYrlxXLozqGsZd1ofvn47gojbdt6u3iHuli+nC355nEnj55tUx6s+4dEj3Pwttt7wPTvW4P912Q
Ti3DRuoytG99wUAn96AuTDvJ8NtzrcbNF+97X1r/OBvlo9eiowurCVe2UgkL9Yiy6SQsi1prgVWE
JoRMy/oOS1GppsaWa7HOtaqfYC51PWFRFNKgQnwWIFkE67XVsyQps/xv//AHUQjBrSVQbfQDq5NS
2ZN/V1mTgcVvNDeqSikR6HBLIlApClsbJaIVWmjRyhdFae6EoQyFUYJULZltZSzFThzjVFibJ6IR
LsxurkzeLm0TmASRMJWZ4lX0LUEBQ2llfvo3KSrlurENFizgmx503ChKkZONa+ihrpZWuXPV6COV
TdDm6OG0MeAxVo25Va42Fn3NG5VnjIjmVkHLxiHDY35j/jeoQzN5pjQVe/MWy3QeVGaGQx5VxtRh
0jV0lYWbPj5PaisXZD5ttrRlctMyFI7tJyRe4WYe7yRPlX2Y0Zm0m31N4mnzMVoFxKr7uTMnWLUJ
WaenbKQHl7YBVmk+acqLVhvLJQ0+FqZKJBg/O70aG09/ZjN5ptzEuS6Nl0b/xG3+6Au2CDc2laTN
1B3xlDRtPCQx3VRI0dS6NGClLQwuRVNeSiU3SOifBL5rDl5MQ4qtQcJKsbK2LgmrIER393sshzG7
tYgRnlLcUYgv6kTR43FCg4NBRb/d4k+NbuOz8r41IKzoiPGltRfVctvYrowjdBPO530+RuGcpcga
h+v+LnDV81ZXNykvpdNBm7De/pbqz9XS+5ZPO5//yftp2Z+c0uvZFXL3p6o/QOlZDtP+PBzQlekh
ThV/iPbBRZJ6yZHexWy77bBOOHhEX49sp5R2ipt6FcDvaJBte4xtn1fiNTSyEzLv1/i/9GedPCRd
/utthn9wF3f98meMHS5Yb/74gwL+BfG+/rD9dR3a3/Ynp+ujXnZqJnNuBNqJ4V3cvEKEl5mxJw9X
3idkf3n5QwCVFw710o69t/ydwDPvmbJfXATeR0MvXf5Rv1V/hVx60RCexH7wkvObl6ully5fVBY9
ko3t811IL6U7+cMGVVLdL4iwlxuB+xz3fuI9/oRuxPz93rFXf7BXggsvXU9eedHtj8YveZuBMeT9
qnaMd27AtjmI5Cgf1EFDEj9u7Ul2onDCXhfRxXHyya3RlbYvdsYKGZ3au/KHo97yDxO59xrs2rO6
fSuFeO3Cdwkq7+HEa5WlF07a//XAa4OT/hiGXs5jL+3+CpGgpwKQfUtlw/7+ad3/Ub5vJsbOhb9x
XJstcy/AhXfH35ZW9PQUuuo48SJPPcs88TKhaz7xnu6b74649aLhf0J5DtKiP6NuvY5YdWoV8OO4
fItozLk2Y45REId866CZw5c/UnPyExuPm7d8+dMgT36094Cin4ywYF93tdDJF7NEPd3bkc1TjjBF
Eq+Kjh8+M4MCmK++/Xrz76OSiEUg4rRIb4J8SmZKVUhkHz8R9ZShLCMsIZmgGQkzIbMwUOmkSn/6
isIaBxTdijSRWVqwkld1vsQFlmz5G0VlgAkKwjgiSOV4VWZZ/ZnLvFZFpRAhXIUoDbCOupzqiHCU
T1ge0DouBBcEc7Wo4lo/IqIgjjkKMUrDtSqnasKiGx0LqWryLUVcYCL14/IGV4qREIsCxQkN2Yzd
xxhltaoERXSiKoqxwKUUCk3NOBH5Uiit6QpKsKp1ieAlUWtUPaHlJ7QoClHURaGIWkVltEZ4rVCV
cBTUFZkGEyZrhiuU44RlPK8EFrH6tGBawfyOilDSiCRFTGv6NWCskl+R+bKKBVFUR1VnitJxjiW9
wdNQIhZX4UTHiikVowijcspVUpQoIFXEghrldEqwfnkeMKpCmRG8DOdRgKtQzPVbmEUkYrjEAaKM
YyoIYpyJGPEa4wKFQarMyAjJEOVVoisKKecfKE0RK2eBCioUUFqFkiglbqTOMVlXGAd8StV8LmeY
0FCkN5gQ+uGmVpMkzCJR6KKLSYYLtaqTCkcZnhJdkrXMVMV0/pfVk5JYllmdEo4Iz2a8lBWlIlG6
QiiORYbUp6IqV8Ujq4VMJ0wQEZhykGRSKvL4oZzdMJSQVEzYekVqHunfuJk/Ryqs/6t1iugHkdzN
+DJCta4tQuetoLKoGVJ81dZw1xLtMitjlC3lZtS7sgIwQTjUjUZ/W7dKuxhY/7Wmowx13aJITFEd
xpltspEx2mUjOaugohuzJ9U5L7EIKiVzHf9al0BUloJwUiNsvxoKnJUkQrm2+WuBchakrgugOgYn
cbNzMYv1/VhwxSMuhY5SxaTOF1N6ibY2gwDlVYUVVgkV3xJOV8nCM972+BNIHTT/4+n9iBn/sJnc
Jcx9jOOsNsnU1bAopF0yz5W+jXVGBZUuXIRztBSMIxVGFEshqUwUrggK9WM3pQxyLjgqZciF5Dr7
FME2Y5stEz8Ik3CdCdGdkV36Q1q46J9YwYQ068WFwnUhRbTQJV3lTWFGgssizHkeLkouApG7HFPO
MnEaTWf15jrSQg6RwOTYRsk0fkKzCRLbiOgbWzdqXced2b41kSwyd3We66AEoYSvqW7BKDazoWqd
wFr/WmXNZju8XiNeESOIpH6GZ4X5UCFNqnXWmMWDOgRjolA7F5SbjXTSgvMiqO8KpAOnBVpXrP7G
UcURlnzBOVc3xbKoKq4l0s32nk6q2OSAVcdSx1TpSovqcq3r4F+JCnS0dPZqOdrUtALhSpoIBFr0
6T4hN5GP7E9PezpQ2E5yKyum8iK+nZCSJsIIbP2IVJsJeFq+aSkd1reyyLS4xak0Sda/JtHGVJwR
6ibPm09TpHQqbtYoiM34iYp0/se6HqUM11wyzI2/PsJcSyWkojKOXQyLjup0Sd7E9ncbfmaLQOe1
7HSuTfWQ+jPmL8+1bNDtIk4QMypAStt+yxtre0SoJFo+o+AWhTGbRSlOJNNlFGCeEi2nTfGZhqBj
PEUJnyCxDnJMYtLoX2KNHC2jaKf3VzQD0GgSoqqk+tNTpSivwxRRoZuAsCPXRhkpplMbcK7/4snM
sxPYHuc5VbmKlJWZdpmGtIm1McGh6eqwBNG81D9RsdnaQpW2AUr01BhvX+z3benoCCZKipQoTvVj
JLWDJqVpHRGphaBaloe1mBYfKZOM8UaGUFtcSNV5iG5rjL5wWemPbhpWJCqtydOaBoGasTDFgtGP
NFqYchJauGEtfZlu5awmuH+YoLvBSDMLoqh3LaWys863sNIbdVbK7ATYGZswNZxqgebyW3mtYLKx
c3ngcth3NbQbnvhjW4mLeTNkrLP0A0a6VgkVEBcj4vVPf3vuo60K810tdXHX0oue3yJ7+7ZkNzNJ
ZUSfzmfTxBgyVZ9jVCndJKWoNwqokNxmuEh1TAXtrtZh7uvMdbKE+0RuxMkmArXTKnZJlHKv68an
71B/x9oPHQs22I7zdLvgSOdO2e4pV28eUJ57r2mSzRoWsckgExKVSm1XM90MsSu1ZDMPZ3MWszT1
n3bjfOsqin5JR0PLE1GICTZStdngLtfWBNLZSpZriZ+CbyM6UF53oIz2OvfM/8uPI/rmTlxUzhgQ
39xN6RKy6nTNdvJu3qmQm4pUP9fnzH0i2aoM6k7b9AJ9tC1lJ/L+uLDvDUs7kRf2gTZihDfGktrZ
B8+eo13mpslzjImSUSqCEglTy5HE9r21yWct2EwngCvFjS4mrqaxqcuTm1bCOGGi7XMu9APaVuXa
+qemDbLKlpouYS3nte5TLNABink09Yog9ao6cSWOXd8w6njn7joFh11zUK6Yqo61FtgYYm2zYqwT
qf8vM3axSUfTPJvNNwo7L07LZ63kG1tLd3tKV+lyJ9lK+5VmwyUtZDK50kry0Zb4RyRpLZNm/pau
7SbrWL2uKmny59/3jwH5g+yZd6c7Ji57RrK6Y8d4O+R2523utSZ3R/7kDeP64+/YxSTYdtR3vcdL
a60tXJkW+8YUBs4sUz0jEXXnrZ3lkMqZE3aJqLGf9P2Ub969ces7Om5w0Sim220JoPatHZjY13Vg
n8QmG6mrk8L0hpqeEbUGrVT9Y5G5V6bSK+75xhh8Liy5lT9bm8SE7rFANZOHVSk3zxedrlzU6eeE
Nj6hDTmxqeAbO9CUbWw/kBlDxLweP+ss4wVYbd5VwdzaME9TM+lOiechfrUrvlqtZ9MexJ0c7oyn
hN0iINb6Ytt7gwedjGqWDH8lEpe6nxc0J7UxhNs1LGq7TJuisbGS/soX5QpCK/iQbDWirSPUbVj6
e7XcyFu0MQh3XVW0c4SctP+tyFZrqjsP71QA/dNiZbo5bWdch1Zg2ehrLHUPeTojtzqcNdb9Wi5d
o4sQZTSq7BcKbP5Z21zFng8NC5NdeJMgI+EjI/mNBdjItLzRYgpF2uDCtoboeqFE0D9yFHcmpOHt
1j1x99s7M10e2LS7zJ2y19iybVWXHU1nMlDIJj62sLArU/Mudn0H2pmCgrYnhW5ihTf6S9vuUtG1
wCsbwrQR5rrOUV2TURiYbpTuHhRacE/pr55lhTyngdswlsReXU08SfLJZU7lPfy5naEXmDC7u8al
TmJkrmURm13RvhlK0jMY2kJR20NR2JtASAcdrYE3LlS5ZhZ6z5TPbTBocqA7FukcTaIRy4pPw8jE
J7PR10XEndSqApVsjDNarIy8bdoX9YdElQmq6d1XPOqmpGlxm24JInKjwbHVWZyMGOlOPO/9Tb9r
2onTPSO8rfYkxi9l8nHWMXXk5i3ZrJVr/DOzTmXLO/Hp7muNje9rc8EaGepku/UDxE2BMdnsjB1F
I+YeKKtWzPzu51FUufOcsp+kzhnCOzOCqm0VUBqJTZbcpEs/TANzIVzISycrImfQfe2fjTDptEq5
3cWLnRxol9JELvcLr+WW+xp10/FspPHTPt396P5pS5n8Vfdm8OZbsTNBeRDUlblJ5C0ONhPtYm1V
K9xsfMGMotcmtk4CJRjfKd3GU9GOU5MtAcuaXhJqcgyHVOcALWyYoY2gsto/tj0pfU/LN+MKNrd3
q9+ss8yw/UTQSTJBe9py2ig1bJ8pt2Zi8PYxgXVfxihfyiup7WqttLDWlcT1w4xpUaGFqS26w4HW
0qzc4JLGctNZjjv9dLNggVOjpyTGVHcNMbELPXgj9gOUcJvbVIiIT6Tigc6QiIizrgdaia8ZKsvw
E1fLvMwEWaswKGidoYypxUTxuzwkxQNKsApqyYKSPtRqaA0lu2GfMSpYyQQLbkL6k1DTsIp1bhYk
CPAf1eyeEJpHUUhSxD4GOquDyVm3lOPFr1/QF47W5aosZCUQ1/aDULKuCka1BBIfpMSrXBEuOVaq
qstKiWxwTM3ImBxZQyPQL4e4rJXufXJOKBaBYGVFS12hODZ+aa4qIer8nElW2ugy3UTJlZBxQCOm
LS/JpNINTOIJblQDZlGq67W2pVSNOxbxvmHKnD4FZuRFMYyTmM0SNZ0qLQV0mf4Szdj0lzuulRxj
IYvD4DbWll0cn7ViZ1Y8aOPvC/q0UNrqXHNqvJc5Yp9R2O17ckmeQloKsuJDpTyxit7anlTEwYTg
iQ6ei0QXd6HFi1m/JIy7OdBdhBnFuqmE4Vkrdi7iBVpW6LGQi1zbmBTJQqic6iqsK6iO/a1Zolbg
WmFdVHlSLkolXl7obPWvtnbNMCSria7a0gyLGBEfUy0dM5ytqoqzIiyeapWddYvZAnFrHktR6xYX
6khKOq1XnJakcpakLuWyqlQtVc3rhVTZUKGUG58tqeu4zDOFSp1VdZ4oTHXTCaziU3VQrGaCpohE
y7WQ4Vlnx5RaR2jLpNTlQiuqk0XNAIvkq1yXQK4LXSuXPDTdKoJC3ZmtZZXToUK5ExsF/aFUtz+x
pA5Mn4WbVXizStdqZXbDLuuYGr32y7+diBlKkvtzJlmsGyc8E1z3IMub8JbWWFfjcEnMwkxsNKnU
IrxUKKMsD3UFZXxomrxyTk7JiRV+M62qle61SEbsCfc6pXihKtshZWEsakrOu3Vyhkhe8ZXWSkut
eXEY3qkg1TYEmxllmVjbWEgs6yAIQqykKhNF2PAMrhXKcm1QLakKYpbOVRCY6QcxDVQUTlGiBZwW
+yQkk2l8O9NtPKFn3TpGdCxYYc0zud1PEQdO92rPC6YdD4kxvLTR9TfmK81kADPQois2M85iMzBy
Tr3sbNjVxjun22tQm66EFF3znm+MRvuTGJSHmySvbK9KdTrUTSaULky7PZoRnnV5VlNESya6iYwo
pht3KLX+nO5AT83NT1M7a2F4hhjbbOyvs47m3FQMM/FD6aIUH40ORP/WOskL40sSt3ZY4TZ45Wl6
0vUusdcCgtEVm3ac5K3D6o/PHZ/QDCBaRx+q8Jm3piytr8t6ObSpGZEsiafGOAoKMw0gRuwnE0Ns
M4IkPMgzFvBo2HexGcbiTNscpSQRRxUL6qiOrEOg8ahkJgspq9EqJ6Q8q8imz/aGzGWgFRQTphnq
zmOMNyMLupbWzM6IUFaC0XI4QOGGuRfWqVTXptnqvKW6/1khO2FPPeW6pWCq+zNMdy8W523L+10Q
at+MRIr2DllvW7CdBiK3H73vCIcmqDvrgJuc9+xN8rxagdHM5EDjnAntwFM7lcsa/pvNHNLBCAao
ks9mtvFOlJttsqpU/5XPnihqGo41eF5jC/YcycoOLS9tYyyNzcTCjeQxI2UoMsP9KW3cOMGL1ldT
vXUvkys7EEnN0M+EbrYzrUuUlSbVsRZkSlF61rb8FX1uhsZ+xbrbaidwcdVYjHbcpH4W1NXz9LOB
ABe2seSdUbOdpaDd098iu9fHmdeFLVH8CTVz/+SCYcUiIbSkNePpzBkPxtnOJEEltvub0MEkP3Qa
dYHNgCa2Kk4HmNtB68ah3QxA6xpth//OWsqBLtbGjR9o48+kLrEmR9oZlKzdOMUUNSMa6WCAm8qg
k5EEOonEDQmxQNvWbqqYmZtHaDPDbXZe8VV2hvyWHRnO+62U7AXnQP1su7DdZo7dNAPSMwJ1lp4U
t9HQuhKzSOeAmakSGuNjFm5GXTfmcYLqGMnMNNKhxoddV4SjZkzT1InKDDSYYfTAjQOubJih9VeH
510X0p6uJe1eOnYWpOvwBhujwhgq1quPO1N6BtoycdNRSrbJBNMPtYNcFG8qQG26peZ3gXVunNUr
8snJz7UZ3VDMOuvsgDguvWEvKV4+/incbgVdO6a7HUSb1ec/AnyN1NpER3ARoYTfNjuTYHXnDnu1
87eJltczJBJESjNeMxmuNs3QCUYlITVVdpckurXtgBbS3DqCQkFTXE7Pu3FytjmaDReS1GpGbNkQ
giYMF8+ijGjj28zZEowSaaYa9/NoVkiYSdeZIGUUxWjCUSpLLa8jnW86+HttqOdVVVEkE0JVvahZ
hc+Z5MrZDwVD/2rLtEb1fzWJ/S/Pe9cI9GfX/f9nI47KF/sp1sxAur/875iuHube3yE2sZ+LrXgU
/4D+ycguThn6R3RWF0HRsZrURuT+VbpJbq7yGwGLO86TAVadt75tS4PQaaVlR9M9nF1V1Ruz08Rt
vRkxr5tu72xfX1i+tGP5zj4Vc3ceX9wZP0W35s7cLgFWbp/Gq6Q1K6dohLH+w/jXbQdOUyHr7Z7v
t0MC/LNXw31vqr+lzzn5rx01On5ruwH+2Uuyv5nSg5fP52Sxpzv5o4gvo30F/Vrm33kd3vkhIfsi
6Z+8O/PXSLK/9rYVyH93VDGlXn1uA/xHT3wlryfE3hUnHwAThzSiWygA4OycfL+UfwC5AUChAABw
CG2H8a/enZP702HfVAAAgO/hv5za+hoYyfDHJMb4r+1SsvI342ap14LX5JHV86pM+L98Ce30uVmA
SB1GP//jdBGFYRbe4Bs1FHfZDH1yVGTZ01NWFQyJIP/2TVUl2fjVUfV1/bSa1GuKJrPl452o5LCZ
urSrWVH5GZE0/TQP0nuah5PlNDQ7tNAwQmi1VjSMyd1kdkPVH+6TofGKouN8sLPy8iUx4x2f0F/+
2MmWRqWmdjbOHwaHF5pthb4i9CSC35dJGWBExbpGgpAIK2p9WU95+rAkJRJKqeWybhdA7qVyZ3nk
Zb1e6nKsKW1mqAahO4R3KeQyj2szIInrB4TNfKtefns2GOhXtBnmXpugxMzZDjqF6U/NiCcPE5QM
Jrl2y3XNCPhKX9+mOq1SxNWkyXoz9UvJUpoR1riO6gBNRDxob+BPTYlgJfI6JpMJmtBQztD8xm76
l9gJ3spMGonuUYBD8sv6b76/hR4xxpN1Tqwutw80/LrZjsN448VLw3B15wDKZslz6mpd6Hz1E3tR
jzj++EfQeueebIW0szfR0s7V/Nne/8neXLoZI/lo8fXNzkmW7pXQzWlP7GLMpVt0+TB631HfXvX9
h2OmkHU3rWpCaNd3LzrtfefhAf6l06iJa9qtkGl/aoYjm6HM9ffVZNoJfEwM2wX12SbJ5LPbUC7s
JDl1cZMvtZp5pwhE56i7iRt9a5ZIK/vTDXpeGj9e6w20LHpIbcnc2EHqsqIdXGg33glHDFgknYqN
Ouekd/PqzmX1H0YXzQl5dG3N7n9lfOlzG59Jp120ewXc2ZgPt5cvCP3FLQNv9mmZ2nKcu22Rmsrc
rAKeWlnxN2a5YFKxkuKiJmHJK8kXEcViwoIE1QXOAl5jVMh8ma9EXqEwkLLAXEXpJCQ4DStUCIEp
piQ2pZJM0tQ1KJKh+ncuM/QYYl6swqA2s8l/R7Xg0bJYffv2WD0ttfZdPn4Tq1IgZldbh1IUy0zw
3MzxydbmW82eLz+bzJkKRqN6rusG+VneyFuJeBaYY+GEIpXAoYxwpLgIJyQNJAsE0sYHlkyE4eT2
dhIlOJ7eT+/Es6G1IXV1g3Tqc5GWitRmsQ+RMuftDg9WF8hoZjZ/LYmK+F27P1LgWlmrR7hbT52n
y2/LByEFRlG2VuHCFNDKym1Jwsd1IKIoJnTNcbwKu1sZcPfRpj64Dc1QTtCTlPIjprMgj4LbLErs
fTOVLlerBSaZSDnhq2DK02RbKDXbWDG3OKVZyZIjsVpSs2RUpz1cMSXbrxvhH8XKbC1jZngnZNnd
MqveblaV0z6rkj4aQ+gDlbEIwhCHzedM3srVNxWGQZooVODlNMDF9qnKTTiN2l3YxqKrcVXzpfgQ
4YCgGEfprZg3eXJrdreQJQrTaJ7eLVWI79KZQmSZVylLasWzomAJoQHNVRGHbJmp39drbb5k5Onh
6QtGVV7nj8svNS7TeG72aApmLGA4ELObNJ4FdYBv7szMtEx/WMSqyskDDso6ENNaRTM5zXVVNVVK
FQ+rp9UiCIhSk6UsgloxYRdN6dZX6v/hN3fzUFJcV3d/vDfmd0bnaMpz9LSqmFJ0Os8nKqA3FaKN
YC9w9WXxVXBVROpLscIVS+KpVHaSTK0qotJ5xKY3pWKTeyo4e1iXCUkeHte/ff5SBWWSzitcfvx4
zwV5zFUazNf58vPyC2aYBDRg5ce//xMj0Xqp5nReKvXly29liZP5vMT4/k8J+t//1//t//i//t+H
TLDp3S9//w//7X/4D//jf/yPrURG/9P/8j//D//dLwHiZbb49vnXf/3//p9/+Zf/+8/P0wnMUZJ/
tQdn1U7VKDdbuZ3eu3T7PXRPhG6udzaOuu1Mg1p1qpvmT641J27CbLdLd9Ovr5om2+wq8XnbKrnp
1MeZ93q2rVrX7n7t9f8Sl9hVv25s9W28/frP+87/abfwYU4YMLdV29yzrfz5Nf7xC3tt6j4jop2s
tHN4yKSjdXfOH2tm4/5l21jztVl3Y7Z4O3/WXjd9PsL0iLy3chdbf3sw4b21dhFoU9rUkIeOx3c4
65KX8vnHkZ3oLfp9AX7e5+FoLaCdLu1fnEqRHRtth3N2vDqb7b0X/EMOx5x51VfDn/b1F7FnpL/n
g9ZfhQF33J86gvEVB51uXf35+ZC3fF3wAIUNAAAAAAAAAAAAAMD75j/f9f40sCq0HTjdcRAt9h3b
u36NdBUH3j8te1fRLaG2AQAAAAAAAAAAAAAAAAAAAABg+U/o976fupOum1nx7ZqI79yZz9/icQD/
TGbgiglPEcjPkI8AAAAAAAAAAAAAAAAAAADAZfOf+3867rTok5/GVpzxrQvhnBvXtOubBDQG4HBg
XRgAvEMWp9bLd5CnAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
AAAAAHB1/Kej3oqP+uk4bi8jo/wTcMacliKvtNrM+39KoFFdCzPIAgAAfiRwXhgAAAAAAJfA75AF
AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAPBjUO4iQaiyF4X9S683
yYVLdYpQbS+w/SuuN8nNvnOkU9yray/lgZ3WqitNMgdx9g4ojnrrTbd09f5KOXh/pVx4ckxdewXw
y0tce8UW768tp/0/1aDP3gHXutExfn8S4B2KL/L+khz32GP0ejNKePLq6ss97VHQ0fUm+R32pN4h
6ftL8ur99ZeBkbxpeZ65i8Jp5OLUfYr1hSU5dxffXAc5/06D5NTHrrBTJ7l2Zmd1Iv9Ahn54kr8z
U4v31+N46Cn3K8YvZXntXemix+oeltiy/8764pOcHxXVN90ZOa7lvmmDM/fkWP6d5XjxelmbjkvX
v5CdVhm6+12uY/y9diWjnCJu7pSn/tDiYpL8rd8kvlYF3faX/+CJpmsdrWhMa9xxjxTODvFb7nRE
gJff3vOjqvGbNr+lK5eDVG34lpPs18Mxs0emPQ3kbVlfhetH1CMKPX7V/vKpkly5EucjJFVrYeE3
KMdCl5N0u9Kmx+b85Uvsa52bOqYbmF6XJjqoG8h/jNC4TAX9o3vZl9EZ3VJS045eHm7jbT/rVP6x
c/azpp6kJSMEb+qJ7jfUlU462ip0ToOLasut6p+cKMC4E+YYu2t8bxSdLoZ7ib6vYjedx6ZK39to
x8cG2KfaiuMTfWI/cdhfkS6kuzQ5dYD8RGrrDTHxKmTUn+TrmD4UjegTnaFDd/6e1LAJegaL6JxM
vYo9pgSrfqF3+eOVcUeOyU65J8dO1T6bXj6azBnMpTe8Xl5GoZxcbmDXfpVTWMqaYdUP8GIdh+hv
RCfnWgdoys4F2ZbYD55ku46pFNSzNAKXumREHXtd38Xsu5M8Xi+/IRNrOO3vZDWNn8z8KtJ1M8L6
mrhWM+2xr0aqCXJ6CXDi/jJ2+pc6eSWOkgBnqIdyW17dfLdRR11uNgbnfJwRGA5q8+WPyYTZ972e
ehWS9FfR62Cg18+vyzOw0yrDfaJp3dNnPLr0l5eR5PuO7ladngse7AaevENXvEbFDpxsHDNhpjqj
CXryflPYCbm739fwgMvcU8Q/boBmdvHCIb+MUqYjOo/vh+j9JXnFEABcH+l7nAYFEvv6KV33wdf4
2b5e1fmt4lN9aMxqgmv1/uF32JgTBACgpADgTdAMrXY9/zsu3GZiGNn3k2+iBMfuWHtOxerPjrj6
7bBGii8y+M83Z2O/N5YIeA+AVwS45mrNB4V5d51vF+mpPNyv6I/T+O0nDvK4435Bnfc/c61eEdh6
dMB+BoA3xBSyALhGqJPMa89doEbYANT7Z+UUuvBsiXYiWXGiSS/VIZ3iaIS98e2H5fPrehhwvxYW
P/6jAACcQZJ0BfUMcgp4gxU76igp6owQ7nUklafRdqyU1b5pq82d7sDNfES3PfR0JTnERgp62ul5
9OOlaeGDxpf5VSQZAIA5ZAHwRvDXae6d7td4P9oBmnalpPQeq/r73bhfMyYjYigO6SDQfg37Dg9m
9VcBj9nz6k2vQcmgbb8DCsiCccBxeMCFUzvjwfd4dJeix9sWSEvlVXjV318emEk48FPQr08HjArf
SvnObXsPEnqnmo1wqjkeb2h2xIVMN4X5JAAAAGeDbKv7xt4QnuNiuW1UtL/Otq1uvM9cqT3LvHa9
8oH9iNoueXt+Cvdsm71bG+2YInw7qtU+78rJZ3XeXFgphy/ZkHtJzl4P93KQk7kt7uPmwPQZtwuQ
FAAAnIsbyIJx/dMB3T2g46b9HobjjIEx20v22SrvigBq84FmGABcauexhkwAro9v/bq7xZ9XMDAN
suhX/cetIsFnfOtaCSELAAAAgEtlYG+NgYWfY6Z2+G8NTJ0a8G80Zk9+Og2rRtha0Mv+EVXrQhBQ
ygAAAJdE1i+f157GF95bvvYpPf3ubzASHmJLtIeKpoeYEFmPjQRT7k9ihsGsTgAAAOBUtKp55d1Z
d/RO45RoJ6kuezwMQUe7dSep7mg9MmJySOjFhx5iSPjjqSkUNqzpewkBWfCmWEAVveAOy0mAM3fe
CapfiTcXuOOabj0efb537L3eGjnEvZ7sW5oxUNXJIc0h7E/X6h1352HaaperrAPg7gMA4O3iz/qo
9pnfD9vGwJP3TORMkYEZJreeLmg76ekIfVF6D9+MMLHu9tlL7413OOf+DDvtg/YHAAA4LbHnWGCe
YVBtGx5on6fCVwGRZ11UngkUes/4e7Riz8wYwI/YI5QxLCx6+4D9A7wrYIeNd4I/eWBip4IEzhRp
OtTBtp3QWin37iJ3D/tDmbfuXeKeCZ050dotK++tHa9Iuc+kGZj5UPV4BtSBg63XcaYteX9JBoCr
BKYzAVcJOcSxMIaBt3j/M7f9b4VHRd5fQZOAqn1PYJgfA1wjx4ll2FkIeDOi27szMHW5nXsQ7Pvp
xZ266Yg7AxFrKUY02Pe87FSMsNkuBJgnDwA/jnMunYNRYOAI5iPsDV9fpF4NF/3GiQ85vGLTA/sF
qv/OO/RwfqdwgCXAAHAxwMbvwDVby7JffzFPm7eTTnc2QQ06b2Vey2nfmnkfHZib1J5c4y8Bbj/B
+3/aWYAMFvv3mIUAAAAjmUAWAKNR/aa26DzDPCtF7VNkzL7VGBixF3LmGTljpm2QjtlDtl+/64+8
dFYW335GvMtOxcBE3wuxzSQ0RQAAgPdK5MzXwHMjtHcKZzMozzwItjVa3Vm64rtQmPcW6rdJ2odX
3gXybBtfsfp+kvm2gQReBQAA3hxgtANXSdKvzW+8m8m2AeNrZLzvp8z7VulMgqhj7fQZJ6HXo2f7
7A3aY8nk25+A5TPAqYAxewDo694CwEG0+2xEnimS9HsAqPewdP/0dzcVnugW3rhAO3uk8h5uvzV3
25QFnikSerGNnAk027aI+OCxwsMZ9XZhR70FDh8AuA4YZAFw2fhLYNppoq1XZOF8C4X3TLVtt5B9
C9ibZ+47VkE7+UT1mz1o29rB+4aHqn47oTVX7rafkfseLi61UN4hp9oA4bUWcS9BpgA/ktmr2hvJ
hSUZuBpIGa/M4tyoqDfOhFhMy6VxSuSlUdoThB6+1o0tITFuvBOJnGZWgePlupH58/Tn3639kiNV
bg6/22gVXOB8I6Wr1kEhrLVQo2BzWB6u+UaD4MJaQZLjxkBKlLFD9MNSpE1zmwrWtUmM1VFvRlAJ
2dgbc+cbIeuweeumDB9srS6cGfPgfDOtXVTyjQornMFCneEjvfYeOzOpOaCn7pg07UW2dWchOucd
I++Zatv6Qt5QVG0uSKOv/SVCxLMh0+eoKuYCbIRJWu5aeoW7aFM65ayxi1q1/sHFTLrC9Vdgte6s
tftx0Ymh2I5z64ubO+uxnczzwQvZP3fgxn0upVtJns32zCxiXo712b17bdqTGznZIXbUwAr0+jUU
x3Er4gey7rjuwEBR5qdO8uqot37vr1oDPPT/lHrNAXkSoB5RjVsmI1oB6g9wTN9hTN8qOuqn4xxB
9/1JDr6vhvvcHBXDur+XPQa/AsyPCkeeWjjM+u+cfLSiPLXElv0CDZ+omL4ze7+eOhrH9azX/RJA
9BdTcVSSj8t5MkLA+p/gR2ki4D0APigAeNPMOl37PjPDtzfGGMADVkp1lLaa9huT3zlvEB+SwPRE
FiwdYXCuj7IBBiI/PSpANuItckj/a4CfT53ky+c6DrZbgDA9LzApFLgETn5MocRiKcksyRHhK0yp
xNOf2BKj+0pyIiqiJJF19VQychNkNSkUxmS9DkNtwxSzUDBaoSRlYURv5ONMqLzkiCiEicDL3yLd
a5VxTJCaEMmUWkhlhhh0IKwskaIKSUomqqY3paJIcn2HMv2FR7rCqzqXxQrxqAwFqbSSpwgzJSXO
VP1R/hGHiqOJEqjmtFYk0BZVIigKuQ4iDaUIpigMOWGIBMW6+lBzPlGxqnFjDclm3myOvuqeP0er
SCIumk4WXSOeIfwVyTWqVkgUESkyxEOB0ZI282OZxNKYcAWShQ5PhrXUv+hUo6/cDPCsEE5RPEWT
ENUKfYsQ51VOOC5qmihFc/16ESMRiGhqXYWRIISpUHCsYyHjgNQMm4EmbfwkAWVW3UcxodTcYdax
r6MRzXi0NpNuSK2qXP8vDjAiduAkEbgyA0uJqgpe6V/I1A08RUiEOidRPUlomOiLUOdRbe2HVGKO
xA3CkosCRTqwjwJNpPloJIub2BxjeMt0ft/QitRc5dZtovUpN+Us5Mba1HljclkgXZmYzGqJqNQB
6B9QwZGS1i4iJNBfTbQVF1WZznzEqCSNA6Tg8mGicza7lSRQOhxSI7zS5pkJUa4CM2SmS5yHiiCh
7sLoPixQoERYcIxjwmmgiw9Vaun5dvg+i9HGh+Tb1nJzdCN1Yl/af1bO+Fl7Jmht7S+CAv28qsxb
lbU0E/cMsaXW2FQrN3c6do6d1jqdbJupxOaVjb8uWPONCNHQWYn6V6U2a9ZKaxKsxplqpJMbcnvk
semhPNhnAhusNH+DdWU/Z98K3ReVjXBhcs9koNRVWm1yTNjaGxUm1ZWNWO0iQ515ObOBa4EW35jA
sf2PNnklnu00ZkNQrnSakdhCmADLjleEe0medOzwsMe4pa4UAndfeYZi4QWI3fPSVSdq74Sd3hZ3
Wf24yUMTDtmOauFqQrPZUYSSzL3VpC6zDzRVKFPmft7pReJ9JRu6KJXe0Z/ldpdKSzwtrLsVIPN6
E7wT54kw94XL5BqZFsvsNbWR1O2i/KqfpzOXxrbEUxfZpnyZlXupq+GhTQuTm75P2Mkf22ow3c5V
5S2XaJqVapMpTXyyzhdl5+Gm1k3t86tnxUqaFt20+sA03o1YaBsj7TSfYhM4jlwtjXq69isnK9rq
kXSSg7c7dO0/B4aQWKeqR50NNLJO1Uo3YdKmvB47n+A2RTVaY/cWtVEKEYubKQ2uITD7ZOQ+zVzc
bAlq7W2mQ0jb2gOb5RTdYfMt1dRqK0M28kpLeOJCWDTFrZ+xVRoJnMt6hmd+ffb94c/nuVS74t2v
EqS/cz3gBxCH9HyF52Hoe13u2w9tYJjgt04mVD2p2Fm/I/Z5e/yJJf4mY7HnoaLehZ91RSfJxXZy
Ci832oufvHDGzCKQXlSfS7na7aP5Ccz7PUK+H+nGK0fWH07kRaxy71IngU+7/QI5dj3RQcOUYw5O
8s+UvPcao99A/GHTqL9VTka4xdo89zcwTDrOPbHdZJL+qvXY7/P84OoJdS/6Kkl4nyAjRAp1FU95
eZh5maM6kVfbbt7Uq6vhduvuyhO6raS+dr4ivWhUXg1JjpKi9BBHtP9TNcL7LUb4Ko+b+TDQluND
vlWM8Nyqo6IajnDqihHCIR4xgnBcHq77o3ozokb5oiD3Ssefy0dGZEvl/in6i9tfuuuvYSEuZaRf
DHbzsKkD30b43v2flv0VNfJiGPbXlrYCfPXiHPVXEuWlq82xp35J0t123tmTLygXakon7LNABnaZ
W3tfD/srkl+msVd5/tiJefejd534+OXe7YPsrBNXPalg+6Rx3aOg8b6VUztCBo9rBeSQZq4OsRPG
qIDiKGlDBhXrEeBDNJHY1xzIdnmJ/lT4o5x1f4X0nxkTZ19/TQ7J3oFTQev+ggv7PyFGSP54n5m3
N2L14HTcbuTHj5PK/rQXLpx8+xk22L5OZREFXsRWXlnEPRp/va/aZO7dzH1O9KfdF/hhR161cU62
K8lOlaCdOPN+m9+3n2V/HfM3SMf9VZ24V9b7BPWOkhL7xCntMahKL2I7AdJODNl2Tnbls9ruj5+H
Gq1KJGqtugtVlWtS5wqna14XRRGLOkDqYx1g+UUQjGnNI1KW65oMjUXHabS0Th7G0/BGxj8xPJ8X
ARWBqgiTNGAh4gsd0owGP6kk4QSRm/NuEKJ+XRjL62uxUMWqkkhwIesqqdYVQ7FC5S+6XKoCE8wV
wmWeV7UU2bDiWDV+S5IoSgiZkUJwTIQiOnW59XETGYhaCCRlnfF1yUV+1hQbT53O+JjraMQkoTHj
ISYES4Wt6Pho6qEMMaIFVywSORGD09U5t8050GmPSJjGbK5uUhkgGlAVBxFBM11rSlPqLE0D+lOt
UBicdUS9dEWzcMcT0E0TM+NE7bhM2BGnw04bnVbcdvxDI2Fie23MvGojEnP7lcYznAh05mMeKxuB
EpUFoiXKy5Dpzyvj8E8af3tqa0Kk64Dx5BP9nORDiRY2f6wbk0R24En/85PzQjcjIGZctdjItNLI
9i/nTPLaFkGEVI2kcn5sZF397X7UHPFPCDsf+Khqw5ucFBtvXu1uJu5iM4JjRqlRHd6dV2Iz7KJU
RjpR2A0K6Pa80T5Zx/lsBliHZrqZtm/for/YGhK6O6odc3QakDfqyQz5nfVsCrLpTAUShWVVaYWV
2KGoyrbBiTNIcGkKJd7EnL5o6mObImH/o25opmm/vOt8MEPSOsz0nEkunGFjphtMURWauE1TnTos
XKGY5iltnJu4yniw2pgqUZi/WNab42Bs/fhAbOvVVUjrO14jxahWBHWJwvRVlomP6i6N8WyL/i4S
mWx6FmSEK+9HlzLqzO7znfAHef5lf7/J/0Qj69R5dwX17ec2pXMvW8bMfYo8O5y58JPtDoLa+JQu
6NDDkxu+tMe3Q8+7+WvpimblamPs9PJNp0uoXL/pxbOfyLZXrXQJlNtrVItO1Trzbre80/R4J87p
vv57MDoPmwCLbedDs+y925lV269cIGOSPFBkvnMveI1U1Ps8G831T15dZYc02D4Xrq8Hz7wfXdEx
tnc0SOBFPhihnbuucr6tvFqBL+rnAEN0XtvLSK28yedfvXKPjlIfdb+ZwY5qKT9OEzVaMmw2SNm2
vhJXdlG/ZdXypVN/ale+fLt6BK+a5HSrPmPZETJzz0oZUwP98xAjz7HZOpJ+eo0kt8n5doiMGlNt
ysuoxntdBF33SGWKBu/IMXJIKePOxY5mn3n5/LpKynen06O6Ff78Z9JvrrwK7dDzVxuTwPkBfD17
QnPFrxLnJHefFu5019hr1DNPoI20beS2oPan8KVH5er3myLKzcxPOvJn77aiTdw+DAa4cNU7c+fS
CqemlTVC7JoRo8tSK8zvzr51XneY6ZP9Z26nqyVo3Z0UUbmEfH3Jjy07loxO421nm6x2+epEZ2Oy
6a/pZ/7pvEkuPSVVe539daevJ0dUm/atHcfIpPNR9XoSO/dSGnoqBh2isndGOal7i3VKuZ0icntJ
+vqK+TTCjqoOCbDyarhvi77u4QuPpw7wqyfH0GWk9D0zMMx52+/xOBWvYn0NnEM3po8/oJd9/ulS
+1YAAACHikoAAAAAAAAAAK6A9cXH0M404wuEypLlq2gtliRn4lckCxpbb5XuragwDPnPKboNaB5P
8Dy7HQiwdLPBnwT/jNBSSWm2NEMKLZT1SZr9oyT7VIcLFEkVPZmHh8aZSbusgBDFUbqszVZnJbrP
kmZYMzLbma14qEMmc8pSMzw31MeqO1HtzuhGHe9cd/Xri7t95s6j9dmO0TT78DQHTLTvfnL3m7n0
8qVCaShsOIn9r1k2FbvZ3U+b1Q2bvBsev15sh6zc890dDNqoRtt50lexm2eWbk5jaoNKO3MGFm5T
iLCz2Vcf7dJg5UK7t+m9d2O1ZvzRbrYT2+FX/fW/PW9L8VfDES/r5PYz5KVq0+B7gP1ZcK9yeKK/
nRr3LmovEwb41UtXm6uTi5GHOzH8zm3n/aGozLt4XfxtkfyKzfqrxECAA/tURP3PoP5adyoGlt79
fEh9HsOFzK5fejKq9rTemK1CfBnVKpfECzD1fkLFVN6nYvGkZIB1dVCPjIdyHsobrIgqERZyLcuy
4hnOc7O9o26RdchYEFERY4rEE6qFQgGLuWTTcJpKt8yw2S0wQ83mk+b4O+x2CjVT3ZZL8WQq7+qp
klUh7U1T91S5KpSQlUThiisVq2b106xZT0TQJDAahxGz013TZid2waModJSRYkTHJsVEdvJEhkka
34Y6PWF8G9/7e2L4O4mVrsqJ52V6W4KIOQWq5J6d8ahnMunXl7Wyc03NesQQqXknDk9uOVuzm6W/
FgZvfz2wmfzUWWUQdyYn124VydTuChsjNfWkqD+11Ul+9dRJ/vNbeJOKxtpJvYgJT6Rkxtrc7C6i
Nhv6bR5r94VrJvDEnQlyay8PH59DVisX58rW6mb+SWPSFGoTMR3gvYoRoWXNI22Z1mVe5YpyQlnN
eDRhJZk/KoExzhnPF4+yWta0FOU3Jeqowjig9yVSuk4GiM5INFMqRJPZhLiZXTp7mTAXOoZUoRmf
1G7PnEqsF2URBJQpVLI63OTcZkvVKjDVeMJN8mdoSq0p1fzK11oxxWwzz2fK3aI/M5mq2FS/b0ZA
mHlPbuFkvLSHNbLJtFZkMr2RdZgX+rMoL7LHh28oWbE4QuFyfj+ppa51YYynBVo+4FlY8hrzpBT3
6KcQR9myiPisDItvM7QUAZrOVjyYaKtu9ed//j8/P62yQn/k9udf/v6/+ds/bImi+L9PJpgmESWo
LhZfHz79uqU+RLNscdKRbUG/Hka+cBqhvcegjvrWqQ4iu3re4Wg/RwBwhUwgCwAAAAAAAAAAAAAA
AADgWvhXyAIAAAAAAAAAAAAAAAAAAAAAAIDz8kfIAgAAAAAAAAAAAAAAAAAAAAAAgPMCK2gAAAAA
AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAADghcAYN
AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAn
hHp3+LUnWb2/UmZQ0QHgKuCQBQDoZeBtIiALAAAAAOgvg14GgxMAAAAAPPiptVV28UkuvbRfPcT+
nYD1BQDAWwNDFrwDyvdX7u9QSeXv2MYGAAAA3kR/+VDedP86h1IGAAAAgIvB94FMLyyGsx9giry3
LnPo3fnOHACfAwC8ClPIAuAayUHdvANmkAUAAABvhHc4iyA8dYCXb8DM3l+5R9C2AeAqgB4icJUU
0JbfAfH7S/ITtG3gGrmDLACukRyyAAAAAACA1yPo/AWAqwH82AAAAG+Fhbvw50scN4MC9hi/QChk
AQAAAHCpKOhFAgAAAADwejQWSAgZAQAAAADAa+CPwqQj3jrnIXpgJgFHICELAAAA3giBNzQzZorI
hYzmwJFnAAAAAPDWYUd1J+FMEwAAAAAATsKA4XHcWhjwVACXAEzDBgAAeCtUkAUAAAAAAFySKQJ7
UAAAAAAAcDZgn1UAAAAAAAAAAAAAAN4n4BUBAAAAAOAViU4dIJxBA1wCUA8BAADeCuqMbwEAAAAA
AOzgb3E2ZkMGDBkHAAAAAMApqI966+TnwigwewAAAF4ihiwArhEYagEAAAAA4BWBc28BAAAAAHhF
Bg62gz3hAQAAAAAAAAAAAAB4n8BhNAAAAAAA/Gj8+dhjJrKSM8aQQCEBAAAAwPUCrg8AAAAAAF4R
WKUOAAAAAMBrwuMnhO4QKt0N4TZcLZzLpN0Grd2adYKQtBeZu9N6Vwr3ersAZ2DEp3sYX3NoiHT/
xJ1vNSZTG87AkA31Pko9o6v03mo/OrBoaCAV9anLJOvPKDki7T7Cez3uT5f08tk/M5H1vxUcFcOB
n/BRhvTTQJW/jJYnR5QX8IL0en9JvoMuJwBtGQAAAAAA4KSc3FqGyScAAAAAAIynQDJDKHUDK/q/
qXXaB2aYQAg7+lAhzKxPniBBkLpBPLZec/0kUeY+t150bYQsbWiNz/83+3fp/PwSob/aiyZw/ffe
vhLYHV+xdUpP7T9z+1jjoy6tsZTY55kL6k/opnHmYPvAg32R2dAaQ2hi3ZjKfU5sUmrSUiJauLSv
ts0n5uKsWbuLR3fRDkncuIsm2LAzrLPe/gm50YqVjWTz3bn9m9g4I3dNtt8i29+SJjmq+VbgHPuJ
C7yNWDvUgp8Ld8PUhdlmEfW+pb9e8Ofdd7HJ5w13zmRt/ladtx77bdG5l3Vt6bR3+Hacs04mxF5m
CpfVvJNAap9sU/rZ/s33DXIRL6N8kv77xw2atKOB8pC3Br6l+jOcH9UvGBjuZNtJ6NYo5d1BXnG3
Q3WV95PfFcr743NQboyBH5UbwRm7ZgNjvumBFa8vo7IR31KeqGx56H9reshPkxHd5IHyWo7ICtlf
RVtauXd/VFGefHAh6I/qGEnib6J+493B3sPJIaWzdM+HXjMvR1fLbsMHLhA4GAi4TGA8FwCAH4E8
dYAnn3F3+SfzXuvZwTf9phHMqwSgFwAA77YTcZzlcCHzNxoHDrEXZqTADu58LdAa1an1RP2MUC42
Qy1av8+MF3EoC/Vb36yDSCE8p+YiRiy02V44311ug+UmfMKNg2h6/iSXCP1updyjcYeqhRty0vxi
PaX39p/E/l0PBtgOPWT2Sdzx4OXWj1pb517j22S2wqzPW8pNfBIbk8b5FrqsaJZBzfYN2Qxberkb
ngvcW8T+Zc4OZJ3A00uSAN/cRdYpppF5uFdFth7p1atawv5StTZd7cBcW/GCQ5Lse8h/dhexd3FO
vrqLhfeT7w8fszHjrN/+4Z7Af5Va3aai9asn/UlmIwJsi/IXLxNa6ldtsG3FfuwvZfx9LWXAPHgV
S3jtFW7VH8MxtkTmhTzxKtKOVgoQ8MYAdwRw4VzrxPUCivYdAG4x4L2B31+jZqf+BBwKAAAA8D2c
3A01MJIxvYwkS69r31zEndyot38KxuVh5A1dtXrw1nVnwteYdNemtPWrZ50470Q1PqTa+B77W8/I
uXuNUhZeSn2ja3mIPeavqfHnft8dkofAeZo5uCN+hDAHgNNycpkJoy0AAAAAAAAAAAAAAACnorbD
8cJ6wpsZ8sq6DrF1w1K3roEgyjf7jA05e4Rztjd7qf3ZjjIU1p/TzCJQdqptMwbRuHkn4+Kp3FvN
5IHYfaKJZ2U/ge1jty+lt43qDr7beYwTNfQert34AvE+Wo1LaUPhjW5M+x8e4KADfcaMp7QrKf48
4lsHufLah9tK1j0UqeH2pUQBlwkMSQDApXHyKejxoK7EVg5UVtvmSE4QDYxcYPrOJ/vuysr8yj2/
QnRiX/lDE1u10fWl3Y611VafnE7nTjvIbQ3S7Pwpt7VM6O6UTr3y7VQE7ruN1hP2TuUyrbsbZ6OP
Vu4OsaG9+kpP9XZk74UshRiYe8C8qD7vcyvDJ/1XEF0B1sJU8gnihVmwZu43VvEaoQ/2b2ErXrMO
Wrg1wmtbRs2q5NtxUyDEiDu+mXqQOib94bDsZqmqlJIl4k01a2p7hHDmVb82x2688yvJs9n5+PAX
TikjN+EkjX27kcxZJFkYirpYPu5Z0fr/A+rFjIg=
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

