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
PATTERN_STAGE_EMPTIES = 8
# The patterns judge the positions of a search that starts with at most
# PATTERN_MOST_EMPTIES empty squares (so the tables of the stages up to
# there are kept); earlier in the game, where the games they were fitted
# to are more noise than signal, the features judge.
PATTERN_MOST_EMPTIES = 39
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


def ignore_interrupts():
    """Leaves Ctrl-C to the program in a worker process: the program
    then stops every worker at once (see start_workers).

    Parameters: none.
    Returns: None.
    """
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def count_cores():
    """Counts the machine's cores (1 when it cannot tell)."""
    return os.cpu_count() or 1


def start_workers(count):
    """Starts a pool of count worker processes (WORKER_START) that leave
    Ctrl-C to the program; leaving its with block stops them all.

    Parameters: count -- how many.
    Returns: the multiprocessing Pool.
    """
    context = multiprocessing.get_context(WORKER_START)
    return context.Pool(count, ignore_interrupts)


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
        think = get_analysis_think(settings, moves.bit_count())
    book = create_book_opinions(own, opponent, engine,
                                get_win_sign(settings))
    if book:
        sign = get_win_sign(settings)
        for opinion in book:
            line = [get_square_bit(opinion.move[0], opinion.move[1],
                                   engine)]
            after = play_engine_move(own, opponent, line[0], engine)
            walk_book_line(after[0], after[1], engine, sign, line)
            set_opinion_line(opinion, line, 0, engine)
        return [opinion for opinion in book
                if only is None or opinion.move in only]
    key = get_memory_key(rules, board, own, opponent)
    reach = get_analysis_reach(settings, think)
    known = settings.memory.get(key)
    if only is None and is_known_deep_enough(known, reach):
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
    solver_state = None
    if budget.solving:
        solver_state = create_solver_state(budget, think)
        watch_search(solver_state)
        solve_every_move(own, opponent, valuations, solver_state)
    opinions = [set_opinion_line(create_opinion(valuation, state.sign,
                                                engine),
                                 *find_best_line(own, opponent, valuation,
                                                 state, solver_state),
                                 engine)
                for valuation in valuations]
    opinions.sort(key=lambda opinion: opinion.key, reverse=True)
    # Work another thread may have cut short is not remembered.
    if remembered:
        _keep_opinions(settings, key, reach, opinions, known)
    return opinions


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
    engine = build_engine(rules, len(board), len(board[0]))
    own, opponent = get_engine_bits(board, piece, engine)
    # The opening book answers at once.
    if (jobs <= 1 or len(moves) <= 1
            or find_book_moves(own, opponent, engine,
                               get_win_sign(settings))):
        return analyse_moves(board, piece, rules, settings)
    think = get_analysis_think(settings, len(moves))
    # The session's memory, as analyse_moves reads and keeps it.
    key = get_memory_key(rules, board, own, opponent)
    reach = get_analysis_reach(settings, think)
    known = settings.memory.get(key)
    if is_known_deep_enough(known, reach):
        return list(known.opinions)
    groups = [moves[first::jobs] for first in range(min(jobs, len(moves)))]
    lent = dataclasses.replace(settings, memory={})
    with start_workers(len(groups)) as pool:
        parts = pool.map(_analyse_in_worker, [
            (board, piece, rules, lent, think * len(group) / len(moves),
             None, group) for group in groups])
    opinions = [opinion for part in parts for opinion in part]
    opinions.sort(key=lambda opinion: opinion.key, reverse=True)
    _keep_opinions(settings, key, reach, opinions, known)
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
GGF_PROPERTY_PATTERN = r"\s*([A-Za-z]+)\[((?:[^\]\\]|\\.)*)\]"
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
    return Opinion(opinion.move, -opinion.upper, -opinion.lower,
                   -opinion.estimate, -opinion.key, opinion.book)


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
    judgements = _judge_game_moves(start, history, rules, settings, jobs)
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
    label = None
    if labels is not None:
        label = labels[state.due]
    line = form.format(
        len(state.history) + 1, count_pieces(board, PLAYER_PIECE),
        count_pieces(board, COMPUTER_PIECE),
        capitalize_first(describe_side(state.due, state.game, label)))
    names = find_opening_name(state.start, state.history,
                              state.game.rules)[0]
    if len(names) > 0:
        line += OPENING_STATUS.format(names[0])
    return line


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
        if judged is not None and get_review_mark(judged.lost) >= 0:
            marked.append(number)
    run_with_progress(REVIEWING_TEXT, functools.partial(
        review, lines.append, note_judged))
    return [ACTION_ASK, lead_review(lines, marked, len(names))]


def lead_review(lines, marked, summaries):
    """Orders a review's lines for a screen: the heading and the
    summary, then the marked moves' lines, then how to see every move.

    Parameters: lines -- review_game's lines (the heading, a line a
        move, the summary); marked -- the numbers of the marked moves;
        summaries -- how many summary lines end it.
    Returns: the lines as one string, joined by newlines.
    """
    moves = lines[1:-summaries]
    led = [lines[0]] + lines[-summaries:]
    if len(marked) == 0:
        led.append(REVIEW_NONE_MARKED)
    else:
        led.append(REVIEW_MARKED_HEADING)
        led += [moves[number - 1] for number in marked]
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
# protocol's principal variation: F5D6C3); DEPTH is the empty squares for an exact value (NBoard then
# shows it as solved) and 0 for an estimate. go sends level5's move as
# "=== MOVE/EVAL/TIME" and does not play it (NBoard sends it back with
# move). EVAL is in discs for the side to move. ping N is answered pong
# N, learn learned; set depth and set contempt are accepted (the engine
# thinks by its think time, --think, as level5 does); a command the
# engine does not know is ignored, as the protocol asks.
NBOARD_NAME_LINE = "set myname " + GTP_NAME
NBOARD_STATUS = "status"
NBOARD_THINKING = "status " + GTP_NAME + " is thinking"
NBOARD_ANALYZING = "status " + GTP_NAME + " is analyzing"
NBOARD_ERROR = "status {}"
NBOARD_SEARCH_LINE = "{} {} {:.2f} 0 {} {}"
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
NBOARD_NOT_OTHELLO = ("this engine plays Othello on the 8x8 board, the "
                      "most discs winning")
NBOARD_GAME_OVER = "the game is over: there is no move to play"
NBOARD_NOT_A_PASS = "PA is not a move here: the side to move has a move"
PROTOCOL_NBOARD = "nboard"


@dataclasses.dataclass
class NboardSession:
    """What the engine keeps from one NBoard command to the next."""
    board: list          # the 2D list of pieces, changed in place
    due: str             # the side to move (EMPTY when the game is over)
    depth: object        # the midgame depth set depth asked for, or None
    settings: Settings   # level5's settings (think time, seed, memory)
    passed: bool = False  # whether the side to move came by a pass the
    # ... GUI may still send (move PA)


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
    """set game GGF: the position at its end; set depth N: kept; any
    other set is accepted and ignored.

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
        session.depth = depth
        return []
    if words[0] != NBOARD_GAME:
        return []
    loaded = choose_filed_game(read_ggf_text(SPACE.join(words[1:]),
                                             NBOARD_SOURCE), None, NBOARD_SOURCE)
    if loaded.error == "" and (loaded.win != WIN_MOST or not is_book_game(
            build_engine(loaded.rules, len(loaded.start),
                         len(loaded.start[0])), 1)):
        loaded.error = NBOARD_NOT_OTHELLO
    if loaded.error != "":
        return [NBOARD_ERROR.format(loaded.error)]
    due = loaded.first
    if len(loaded.history) > 0:
        due = get_opponent(loaded.history[-1][0])
    set_nboard_position(session, loaded.board, due)
    return []


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
    depth = 0
    if is_exact_opinion(opinion):
        depth = count_pieces(board, EMPTY)
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
    """go: the move level5 would play and its value (not played).

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
    valued = find_book_moves(own, opponent, engine, 1)
    if valued:
        bit = choose_book_move(valued, session.settings.random_numbers)
        move = get_bit_square(bit, engine)
        value = dict(valued)[bit]
    else:
        analysis = analyse_position(board, piece, STANDARD_RULES,
                                    STRONGEST_PLAYER, session.settings,
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
                   "move": answer_nboard_move,
                   "hint": answer_nboard_hint,
                   "go": answer_nboard_go,
                   "ping": answer_nboard_ping,
                   "learn": answer_nboard_learn}


def play_nboard(read_line, settings=None):
    """Runs the engine: reads NBoard commands until quit or the end of
    the input, sending each answer's lines at once.

    Parameters: read_line -- a function of no arguments returning the
        next input line as read_gtp_line does; settings -- the Settings
        (--think and --seed; None: the defaults).
    Returns: EXIT_OK.
    """
    settings = settings or create_settings()
    session = NboardSession(create_start_board(rules=STANDARD_RULES),
                            PLAYER_PIECE, None, settings)
    while True:
        try:
            line = read_line()[0]
        except EOFError:
            return EXIT_OK
        words = (line or "").split()
        if len(words) == 0:
            continue
        if words[0] == NBOARD_QUIT:
            return EXIT_OK
        if words[0] in NBOARD_COMMANDS:
            for answer in NBOARD_COMMANDS[words[0]](session, words[1:]):
                print(answer, flush=True)


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
    review_judged: dict           # {move number: its JudgedMove}, from
    # ... the last review
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
PASTE_ERROR_MESSAGE = "Not pasted: {}."
PASTE_SOURCE = "the pasted text"
PASTED_GAME_MESSAGE = "Pasted: {}."
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
    clean_transcript) as the moves of the game in the window, from its
    start.

    Parameters: state -- the GameState; text -- the pasted text.
    Returns: a pair [history, error]: the [piece, move] entries and ''
        when every move is legal; otherwise [] and the line to show.
    """
    game = state.game
    rules = game.rules
    if not rules.square_names:
        return [[], PASTE_RULES_MESSAGE]
    replayed = replay_move_string(clean_transcript(text), state.start,
                                  game.first, rules)
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
# The axis is marked every GRAPH_TICK_MOVES moves with the move's number
# under it (GRAPH_TICK_ANCHOR), on ticks GRAPH_TICK_LENGTH long.
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
    return VIEW_STATUS.format(*numbers, capitalize_first(describe_side(
        shown.due, state.game, DISC_COLOUR_NAMES[shown.due])))


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
                           fill=GRAPH_LABEL_COLOUR,
                           text=GRAPH_SCALE.format(piece, largest))
    for index in range(GRAPH_TICK_MOVES, count + 1, GRAPH_TICK_MOVES):
        tick = get_graph_point(index, 0, count, size, largest)
        canvas.create_line(tick[0], tick[1] - GRAPH_TICK_LENGTH, tick[0],
                           tick[1] + GRAPH_TICK_LENGTH,
                           fill=GRAPH_LABEL_COLOUR, tags=("tick",))
        canvas.create_text(tick[0], tick[1] + GRAPH_TICK_LENGTH,
                           anchor=GRAPH_TICK_ANCHOR, text=str(index),
                           fill=GRAPH_LABEL_COLOUR, tags=("tick",))
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
        window.review_judged[number] = judged
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
    window.view = view
    window.hint = []
    window.animation = None
    window.refusal = ""
    window.values = {}
    judged = window.review_judged.get(view)
    if judged is not None:
        # The move shown was reviewed: why, and its better move ringed.
        state = window.state
        piece, move = state.history[view - 1]
        window.message = format_review_move(
            view, piece, move, judged, state.board,
            state.game.write_square, state.history[0][0]).strip()
        if judged.lost > 0:
            window.hint = judged.best.move
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
        show_refusal(window, PASTE_ERROR_MESSAGE.format(game_file.error))
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
    cancel_task(window)
    state.history[:] = pasted[0]
    lines = set_history(state)
    start_over(window)
    window.review_marks = {}
    window.review_judged = {}
    window.graph_values = {}
    window.side_names = UNNAMED_SIDES
    said = PASTED_MESSAGE.format(len(pasted[0]))
    if is_state_over(state):
        said = PASTED_FINISHED_MESSAGE.format(len(
            [entry for entry in pasted[0] if len(entry[1]) > 0]))
    change_history(window, [said] + lines)


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
# The least size is measured (tests/test_window.py holds it): narrower,
# a review's summary of two lines wraps past the message's three; lower,
# the values on the squares fall under 11 pixels.
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
    "level": ("with --protocol gtp: play as levelN, 1 to 5 (default: 5; "
              "GTP's level command changes it)"),
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
LEVEL_WITHOUT_GTP_ERROR = "--level goes with --protocol gtp"
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
    """Checks the options of --protocol gtp's engine: its level and think
    time.

    Parameters: args -- the parsed command line.
    Returns: '' when they are good, otherwise the reason.
    """
    if args.level is not None and args.protocol != PROTOCOL_GTP:
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
    return count_cores()


def load_listed_game(path, number):
    """Reads --load's or --review's game from a file of any format; when
    the file holds several games and --game chose none, lists them.

    Parameters: path -- the file's name; number -- --game's number, or
        None.
    Returns: the LoadedGame (see choose_filed_game).
    """
    game_file = read_game_file(path)
    if number is None and len(game_file.games) > 1:
        for line in list_filed_games(game_file, path):
            print(line)
    return choose_filed_game(game_file, number, path)


def _run_review(args):
    """Runs --review: reads the game (a record or a move string in a
    file, or a move string given on the command line) and judges every
    move of it (see review_game), printing each line as it comes.

    Parameters: args -- the parsed command line (already checked).
    Returns: EXIT_OK, or EXIT_USAGE when the game cannot be read.
    """
    # Text that is not a game (see is_game_text) names a file, even
    # when there is no such file (which load_game then says).
    if not os.path.lexists(args.review) and is_game_text(args.review):
        loaded = choose_filed_game(read_game_text(
            args.review, REVIEW_SOURCE), args.game, REVIEW_SOURCE)
    else:
        loaded = load_listed_game(args.review, args.game)
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
    add_implied_options(args)
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
                level = args.level or len(GTP_LEVEL_PLAYERS)
                return play_gtp(rules, read_gtp_line,
                                GTP_LEVEL_PLAYERS[level - 1],
                                create_settings(args.seed, args.think
                                                or DEFAULT_THINK_SECONDS))
            if args.protocol == PROTOCOL_NBOARD:
                return play_nboard(read_gtp_line, create_settings(
                    args.seed, args.think or DEFAULT_THINK_SECONDS))
            return play_protocol(rules, read_protocol_line)
        if args.review is not None:
            return _run_review(args)
        loaded = None
        if args.load is not None:
            loaded = load_listed_game(args.load, args.game)
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
            print(INTERRUPTED_MESSAGE)
        return EXIT_INTERRUPTED
    return EXIT_OK




# ======================================================================
# DATA (no code: the pattern weights and the opening book, encoded)
# ======================================================================

# Written by tests/bench/fit_patterns.py; the format is described at
# load_pattern_evaluation.
PATTERN_WEIGHTS_CRC = 2634664090
PATTERN_WEIGHTS = """
eNrsvXmTJMl1H+jPPa486urq7uk5gAFAEaAttZTJZLb6R59fxpUZzXaNNIqgAMxgBnP1UV1HXnG4
+77nR4THlRlZlT0zpDZFDaojIyP8eP7e791ClJxrxvQZY4ozxlnFpWQy0jrTijEWZyxlrOQbJhgH
BngpUlopjdcYk6ClYPj7M1bhN9lMZUzG+BdTdKf54Bf4d8qkMr8umNolm128xedpfw+wwt6fM70z
fygcg/lfLSR+vWJsYR4l8Ak0XhbTr2iE9PaI3Zk/5vZpnKWaCU5/c3ojvTjiBQ0mKs40k4x+rvzb
OdiBVOAegI8q8Jeahm2HR2+39z/zg07M9Q3bpCw3ryq1HQ1jW3eL3EGOi3nJ9JWWV9frbKkh3kq6
e3vGZG6ecI4/EnT3mflNytaSS/N89cyPcONGInLzAnz1ObCHGYtY8+HcLblkRWH+yKIVDYu/q1hV
mqXj/uYz/2flH7hl6nXwNHxy8dZNeVP/TNj/SK7dyqfmfWAegvTD3QLQf2Ehd1c5zcjuM2dzzjqf
G0Y7G7HNWUrPxgkkZq9FcwuoZsxyMXO/smOOMvaWBiSzGOKY3v4aXu+AffPqy/pV0v9R+j/iesXo
W8X2foQngCkfaf5/Oe3mmvhV7w/wr84bWqrHo8I9ws9b8yhc/HAmik39VL25rfzbS8FlSGC4vCVd
Eexup2mWa8auktnLv/3+t/PVThAHwO2782N+8FNcWLYR7EX/s+stS/0puJtp0eyg8ts3+oG4vS9D
a5L2fzVxl6evr7+1/+SoTZ/1ytfrELfWh47SDBriitskup/GVoY/0wbp1kyR38W9U5n4cRd+mpfA
1pG2LLF+sghuDteZH14MYtFTPnFrogc+vL3OYuQsx8F3eugeu8RZxn5b6cHFjMbX+agPjExh8BX1
DalltsGMeI8kprw0GiKX5NAI6xsytgFDP5sqFgm9Wgydr6j9rirCkReGG4OVV99oOYvjfzn/B6EO
LCb3UxbBPcJPvgYT6d5NidvECEzqfXTavsi7K/P2EDWGw+D+YrZ3ix9NSNXeexJ/J44nKXEMagFu
eJEfXn+7LTLS7Vk84hP3fr6f05aTz9cUjh0Ds9T1uMGLScxHdI4VQmMauVb8RMzh5/bhj/qqv6fy
0J1J8EA+RFrSLPt1yf92VlQAV6p7fme9P8SJ9j1+1GbxpwkO9rTDeBJuE3+AJ2c/V1IXH2zBxYQt
XjKY/3TsQJ/6gdExZMYnrPzsscPg7Se/0lYfL8vega4aZuVYS+5/WMMWOcTQFCnvumZI8/aq6oB1
5CT19CAI0SP4ZFDiF3v5qurwK4e61Gm3OA6GVvSms3EjQ11SzzhnAHKcg8oJdKgnkGvR0BW3/5VD
CO1D89gtg2rysar2K6EjUKHwK71i3P71WhJ1yQ9wlqdaRSZ/ypO+uvgA09mMn5YtcybANePfF/RH
/rNf8H8Hn3gvYasuaemJ6t7BB+qfAn89bnP10+5t8KqC1c8AilTjy4J/3B3CWtBs5eGF2R5HG9pz
iaozsJps1gEnCTk2kvE7v9JfKiLXfyjvSlZJziWwreIyumVlAjGTUc5gbXR5he+7z1f5lSa/CCh6
rQS9zMsIUAWFh4LNaQjnOJGrG7n4nivj3Ujw+dacJyuwoEYbBFOYoZZi8S/4G7DjxoXL6Gks0g+l
hIzulqVicVzKoow3+N4qYwo13guNz405myUZS0BzwH+mjD3g0C7fJwuZ21VIIGJSx+QR+mXJ2VUF
OCfQ6uqbq/94E6dMww5RQcEVz+7IsaLJvYFCzDhKzIpKqbYePWnP62fkl9AKYQV3189YxO+jyliD
Syjx9p10OIzTPSLRbKeRVRfy3Ztf/A8xu7lPNRms011a4IMKorVqxYprZp1k+PbsoUDEqchwTs+K
kED0LrY2zVynZIrClQVQu8VSBOdV4OTNuOZbVc5nnCVFxJRiWbliuAWVwFfF5KRBuniv8fG7kp0V
HFcj5qUBrOqz3KBnTTuiII5wdmYLZ9q45iAnq/EsigE305FSWVlKBBwzWY9V/gkuAq3bXVXlv8Ct
Urcx2Ze1xg3Ap0DW1sgkvi3muBcsJmlWIY3FliYkmwFLKxWbEykYbNn7TwRT0YPdESgeXkj2vEQF
Jsm0/hSvynv2Rn92/83v/qz9eSB3Hh/hKUqpeYCP9zGqSaIeV3s6A1XNowtLaLIBzAFIi1v6B4Bj
l+B/FeGBFw9cJC3ApiYPvIdu7QwKLrXU+jzUIQz9JHDPVX6ukB639M3bs1/+PfzTd/wjIQgCFhm5
P/Esm+cYv4uKQa1yxOU89NrGw8JA7BkhjaWqjyjyiMYsSzZENYpweTWqBMZly4I5QWTzSOXbxwo8
pdTQHRJESxkB6ABwjrxH5PpeVuFjW04+aCH10C4oRuQO/SJ2HvSA2RVxF/Vz5LPIGVKotcr+kUIy
rS7ggOEGgjlDtN/wlFknsJ4/3oqkBlYAGdEhi5sRlwAvcnAW6j2QhQ+5uJ4ANelEg474OC7jzcTW
Qk5CbpBNfH2GUKC21+u95o1rzWYxFzFL3z/MNFJRSXbS1qkuQQmzy5E7XPxiHidRhbz2CgkmQ2Em
dtk2/vWvv/nNF85VAMy56i3jQQGqekw24EnkFubeuyBVcxzkVBwp+DRaqhmrHjJQQnAq4YBFlfCG
AnKTnIpi7EtBT7KLCXNWZU3Deh/bgh5rhiGbxUGcq/2BFIFUUnvXHA4rSARsJu5y6GzVU8Rye/aH
qAkQ183q21xECl7hy/zEps+f0HPDj9+sH8F4TqeJlvIiYf/t6polEbP2voDP8+6BzUZnp0Kama6Y
RSfYo7MfkR4eRXtcNEL0Q2y5esQMT2Jz1JNv+ylcYpCwYsn+t/tEp/bXwfiWG14RE4TQPL8ldqLo
8MO2USLM/0heC03FVtxcrt08Uo2QFRwYk2xwjXvaPoKs/EnRB6xYahQY1j+P6K3KGi/XXbvXQMSM
nnRidbV3AqU/RSmDPzyjlQToDNPIdR2OXk89rHp427VTnmtt0ZinVP3d2N71FOgq0CZUG6JPYQ7c
xETyCZgu2qcYqz3T7oV+LpmSELP834Ll/qRjrH7kwfttlZX+8pN4Ggf4/z97GMWk9eadBYb2KeAj
vAGeQj76MIRQhxSxR6GXfPB3p4clwyNTmlcXPx1B6C5nL1p8owiXaHgS/DB/kT1hxng0jWagtsXp
0ohfGYhjT023YBWWqiZvKLU1XpZ4T0T3fV88aLn+5zdVpC+ZiGFDwQxkrr/WCdnJeXJWZcZyd8nZ
Haofi68Z/1rHhEZAlUDpM4KlnANwgbiEP19maVW8jG/mmSYDvVIko1VV5RXKG4rMnb3RkRmxyHf6
ZrH8PX+2fhdHhPT1Q5lU5isdk+XfhKjrahNt7s8eBA19HV/tPqLg7xIUzGWMwEKQuffezO8BFa5k
ARLeC2vMjL83h1vzWJPlX+Hf0fLFOlm9uf7rdSQMyOIg8KjAVrEoQXiWAUvIaGIhV8pkAvjDam4M
mZKLhJeRWXdOXhxtrBSAa7C8fIjsJpQ7miiNfyeltTA+RMk7xm747M3i5c35i99fn/9JXeygZCL6
toIHmvJSZyJlhuZjvKLLS/maQc61NWYUqCUKIXGdmACd4lrm5AVJ2I5Fuc7Dcwnwxlitr84zYZwd
cB6vlXwHxbcV5TNp0CCApih0LgH3RPEXm4osrYKLsuJlFa0BSglLylqp7rTLi+ExVxYdCBHhvgtd
WL8H43qG1LGVsYLEQKo4LiyQAEAUUkYvS9hF35mcquT2W67fdM6IiDcSB7vZVhHuhdC6VPoB9RFR
8NjCVTjDHRcJkmCcICG/fMvi1bvMUAguYXaPuOM8vvg01uw5Tvl+8ddV+lffp//lj46746SZtup6
0hxA7fEhiVKlQwzovtqFHBafUU6SsGBM7ftRhg3wVlvcWpMEJhU5NJFgUKjb37UMyEQEccBoHMa0
/2MscmWChFTdJLsuL5uW/KPJdVd4qdFEZkkQhbwrVSn1OsIhcBykXF3cI+2Wy/L+/jX+YvefflDP
vpq9+F/nf/jim5gesay2zAFfWbHCDlzEdj3W6wGh1Q9D4INxJ/IAjOtEzbZzH1Z2Zmq/MNNi3LIY
fFb4nN2p7QLk3FxXDTCBjqSPjAGaR/cAoiE2S1FgUtdUxbuyonRoILYWq1AviPAco4oS6VtPKEw5
P42YE2FGc/qnXTW9ZMk/RzJ9VVvtVV9vsE9fbKtpaDSzQxMDG+lGiVwX/xFDeow9yg9MKPfsuLva
YjmGoWzKpdPZ0kpcq2UQYwFjApn3CE88NsBYgdXRz+rR8gbVkdwJ12yGXCCSzQomepzCeBfKgQsh
6AJGZMc13pUq6qbU+IOneESCA5nEViSv41ipJCNCQjhAyabWhSxoaIkQYlanuaTlX7JZJbJ5hoxb
ocwQ8OqV+Oxv1r/7V7e+pbCjNIL80g81WPKWaxCFAxK5FNpZiSUxRWJXKVRDeF52dnILrBr1qXC7
1AR1ouB3Q34K0aEJ6G2BbqKQMstXSIrBCEfih1D+AeC/V/1XPCnhbdXXbLp8Vamp9lIYOIbQWoHS
/WWuLqI+naoWlXLLluCAIgMwxXtg3s8NEBB+lmq6YsLDJ+k9boJwC6Kc3ih+WX3Te9eH0NblEzQ2
mPqVPqDKBLx3lDPDwVf1hr4YHoH2dsjUcez5+W/Oz5OXMrKOhFQHL3VPPwdKx4EgNuDZ/kU4IOdh
bvac6x8nNlk97sjvMfQ9ysxtFzY5yRTaaz1tcDxg2T+S6QuO/n4CRSRTl0yv+ZAJ99/pBxxtw7Tt
nbT0NptxYPGDsKaMwh/Vp7e3rEgMHLYC2vovtKd8Yc+dahJ5rcY7xnG1UStUL6pJGd2nasVJIJTk
fI+FUvV0JjHqq1GHbN7go2Gshqx6glUP7IAKVxj2GanHN8gUmSgZ5DnLXsh3LnxuOMRu5BnqKOu+
iTL1ri8XPLET0JUmdWpLuOwSjuAwfOTQ2zIz9cKCgYPtjH/xNE6tvUgb2hlAjRpmRSJ/bK7Y7NVP
46EofqRskm4RlBuWXX8cTx3jaT/5T5Im9VN+ijGn7ABn1A2fmHSw1QHhAqHZv5iOzx+Dj07weTvZ
+dEeEWe1u4rU158FialxLqxP+DQTUAD796W2wvBx+mvJxTwPXlk6OxulW0gUUJqpb9hrXRX//W5X
Wl9OD/LV+b9W69TdETvVvfC3dRJIBwfWlCVhZW4mlDdf6c493t5a9a2mcQ8QpD4kLqxCA20h92Dk
8QUFxUBh7ix62fqlX9yyt3PKz7E273sDkL7ft+tKuTJrKbuQMag7H0X7oKt6L4VoNrU0HrbOatTH
+yEgCtmGQr/0ZeXm/ncWgl4F3gXd/aOogu3rlGuI/Xt37aCMcu/5rH9+T5iV7rytqbJ384MrT1Ge
mzu3wWTz9txnJs9AOduujzHRUUT/zAvmytbdsyUin138fZC/vB7jRDCN0+gR/qWHfj0diJQTLGyy
91g98qokSLE/yp0uR+bwwFTOVhb911ZqW55ozXIh3JU37A9n/+3LF0WFJzo3xxD80ag9Ru8NJhd7
qQWOWTFrxTZh4I+IkZGzJ8sGMXmbD6baVAGTkWOAzxN/HOzyUZ9qZJ0H8yTKIRDZmUg6gdimHK6D
UZI/SZI482kcg+YUcaJXwIQ13L/d908ew2CpBD35h1Q7lFVFUClrkH7qFbsyVVS9k4J+8g0JCf4N
/2fmoki8Q46Tx94kx+jabVz599Ymitj7w2fQ8nZc+z+B4r51SLQcRWe9pxE71xwFxyf1XngHS9rG
G5pVy0r646C0G38VkjGYk9IvqOjLt7pxvEi1qQ5XKrHVbQIQTOsRIim7V6L6XIObXZl7YCYHZIr/
irIgK0gQf1BgUEweqsB4XjmuZQxS8ABdRjRrgEqXt7QYCDTPMevj9jD2OSZ6hDXFJv9Y+Hd1Dkjc
9ouRBW1CtcSUw0eyhfTG9K5kiH3Vf9RA6qyfQaXV2jw2CoAvp9Twgkdd30TVy9OJTRI6GyoBp9p0
OBtSFXrlPEn4Wsfxrkc//fWq8/Vm/o11xTYYB95xr0bQ85klORWBlSyUuWdry1FmfdvBtesRwEXs
bbPCvSumA0GjulJ8bh5Vi6HPwDlQF9yVOPvF7Nkvrz7Jlxe/qKot5czzS6DsRtBs4cntE2uXBDX3
OF7H3uqqVEw5LNyLJFWY1PVwua6oHg9dmXv1/lNzaDMEokm9dA5O73o7yINKg7VMEda+Vm8BuGNb
9aIl68KcysUS6YVnZTvPMvecgitvKTvzd8W+pqVd7Qvz0FUbFVwpp4HVIPCzGTJm9mvZmC4bwi66
srIvCzI9KnBPZRZsgkb46HmPxoF3//lLf6nUjxlUOWIRqJgseg+M/JPODemhGJpJ9U8JvWBmrkQt
l+UHt+uA6gKCwUwvPgKW6sGlDYcyxSUCD1sn0RkPbOolhPY1NpPxFV/4SAfu2I5FBaxOy4iNgN6Y
P2K/2/8xMS4Wqsmhbfn13y1zBFS/yd8MVlDRhxTDzcimTE7P4tMd+fn4hsM4SfT1C6mt9NF7IkL4
uDahe0ZJ5TS+atVTajrHoaSKLvCWxAJ5aFR7YVXvsf3SbX3zyGpo8EVXkxq1zsHR5tThVd2jAekT
qQ9qnE6anHP/xRuDV7fsgfut2/k/RKDi1XvbGbZSHZOXE0xhm4DQ+GB2s/AP1NqPaY8ntRrXifow
rOi5odQIjVVkfXJF3O+ac6o6xLYnS2vbO8tadRXn3Csm/+Kv/A+m//7aYFUDeiCL3htwFVE2U8Pr
BF3RdeJdiP3M+JuUvOuBM6g9ZvNF88xZTqHKe2F5HQFkMUwHxme9ANYPV8v0pkcCswZVVjXr7uj+
34B6aLlYUP+NcbK/1uspPHN6nnc8zTSoj/lqys3VMX7MPsR671dmCvsKUaWn7Wr/GoLZuO+iFn+W
/m2ByqlH9MLJHQTaE5R+nGvzJwSEUTTTgb7FvvPS/JA1bPDKTrMCYL+t0g6Da/Y9kHOBDNGmYBiR
nEHoWTDUBzzymSn7oexywU1ZJkbtXSnKA8Hl+3OO8Jp9cVtVxL3oUYI0qGBjtVKed0Nl9bWQq0k9
JG9ULFWLwephHR6VI5xHLPP63ypEyapGcQyEC11BbbfsYAXVRB/gwJXs1NfvnIiCZlCtWRzE94Gp
2RRIc18cSvfGbOrKQG0cbjidFoBj3QEbTK7NnGYTxzr6+PfEnbUtBsSFzZewODUT1jhDRJn6Crgw
FFFCCVAufkylMAylcFQmTJz+ucqTTVB3Nijf71IDZGAM7tYtUEPGO6MW895R9zfkoYPnCjUJXVqZ
PWhqdRj3PKCM7hkgAjc+IfEGly5l83oCooh0kWvXfkegkvpm/SsuZ/Du714H4++dpzTAEpOY7GRI
JY+QZ7oeIexlVlErNaZO6KgjrczBV/wEPQ10aDeHhE5cVfX4V2KwgHL5O5FQu7/+PbvdscR674pa
YKjgTMAIxz6agRcBhK/kNKEJkyQof+RSnQRtw6H1kDayS5QfJBRjipsrls15goFR+qjW08ZKQXOi
fpywjVAM/2TJvMk+fCmOJMWjCNsW/JKHT6Miw41q7GDRSJBJ3Oqss4aIm6hR5C7kS0clHd/y+ed/
/5+/qlw4J1NCUEJC5vCNwa2yrgVSmvgFXmt/qUNnoLQvT0fZpnhBQNNCzh0iGowUAezLmFDiDVx7
U968KbxH/xsvWB18G0lm38XiWkA7cymLlI8IIYPPDtp4xtelrGxygaSognkBac5Fd5umSJqS5uYd
Lia2gxKrKHizrn+ommdFjShx1iqtxasVfGcmR6NSMqyWaP7xBmeAf+RmcmGXHqeddukTOm6lKggP
NY3ZaFVxvOlDT/UJBETc0AlNUBhQlY7wcJtNvj9WqqaSBUuM8c76HSTbk3sQNaOKOgIaWmjHxMc0
ak4dxhRR9gz+41fnBTuL4LPVwKa2Rk3nAWV81YeitflA+LNhhSscVG8MI46qFk/r/arUXfuHEg2f
sW0GW+sUw6hcNXuXm6JzfCnqqKqYMx+k7c9mPUrRVhIszYDuq2c8FewW4Z5yOqSJU6ZXUDZMDILH
URUv0o9fyb9mFxdxdMU5quyCJ2pnai7GLNUOWM7oGKTxXSRi8wQkCaFtkxuaTWKOROzGQClunfgw
mxspSOMoSBWz+14tX2+6y+v8xQCgw9TWJGHdohu1WSQBR3446MGqvGEuKVCq9oxXah0FApwf9lsA
8bpMupdz5MepU6kJ3MmCPLjbpkkbFQE27IuCdUwa+uxMsN3m8z9VUzGRHhZH0PrHVFxDD1tMyx0S
4zFY0F6VuE3M4SoK0ZxIHgaUFO2nlfugFwQgiTfvj4AHG+M5oXD/iK+NPIv48jt1Gz93Hl97enqa
zdwYE/kHiFTXE61dfGh9YZyAu8gT/DRMiFfFSr6s65TC2MColDKPgytJ6jfdlDUEX7I7RZZ8lxv+
4uViykkf52yT6uo1Kozwd59dij/d/Od/eg1TF2MS0VJdeDkNnfPhEsE9o/nAaVGHdz4em0/EcyVC
KaHGg8Fh9JzrPjVAOGHVyUE2YEnJYl9DneaoaTaxRqmcolqWXE+P/CpPfKJsCMBBqCdgzzzb/gve
AzDht8ALlGNLdgl6QjYv2N7Oomi5fPSAs8QFUfPGZjemiOpqeHd0n4TCggX7KE1O4VpVgF5FXV93
8O368DF27Blkz3DjKKRA3ExnXf1+Vfz+4nP2/OMFUKUIvlwgJ9uZH9IemPjOlHPStvKieZLo4Vvv
iRe6ZYJuxiOMx8cYN3dI0cmGv5bdJljNA9VopnXoJk+CCADOPkhPG2CiNN2rQ19SbP5XB57vtCVU
qoKsvKhM5apU1cZA3GW5YZ/f7B5pEYnHmMfkhNlUHV1e7EmxFMAdHNtj1NKPGAY4r2Wb7++cnTGk
gF30cZOjAiNeV2ECO9QQlzuI3GoVxp+zN9rFW6hOnWobLqO70W66ta2gol66iOlJT8rJWNFaaCQs
R2FIeoGxX3M7g7iHNC1uLyXYWAMQqB7iMedKuELcXEhnHSuRHUYFjuvcxuLwMs5zE5MG6iGXG4nn
7/UKymr31euIeBbOQFv5TF1mFDeu3ar2yJBxREQt9lD6Jao5pb31LGqEsL8sbdiPSTZ0IBU43C9t
DIjwiyb8THWAmwvhw3ci5otTOGPm8zbGdsgVgh6tHSG7wF2mbvIbg9CE9GoNFdNw4KACp5PbpbCc
Yuv2VemOc8ZqkItIVEz0joXySvY9+b8AbtXuIvui+sX3C0blyWK29cEMsPFBkTtc11IA/3MLmFCN
rrB/rwsSuTKpIyH5V8omYnOFqBSIba/4TrNyflc48KWERbQ+7To1dWqLGnUp1a5jb7uC8z4J14Yl
3pNvKrhH6BTYKrNVz9I66aIlHlRJxLR1O4hIAk8O79hJY/+mWCWxgQ62pxEvJS7jLctmtE3koGHL
ZVLAJvuvbyJLCdV+IAk9TvWkYo51/Z8Jgj8P+Gll32xW9bzrDRYBHg/QmGxDxyAHC1kDL9i+pPtx
GdXEfCF95pb1qYYDVnoD7F0+Y2VC5+I+ju/j1x99/ofsH78q2Np0Xsx9Qbay1Z2Nhnt3pIl8UGwG
g5e6erSD5uf2keFudhKnrPGS7OGqvDtCN1S1OeCoWI/uITBv2kpkVAMnuOdL0D/LaunHH2ttK4/C
T0E9MEW7NoZv9WO8enB5Cste+MpbFWU5RplQJ7yo5yzKEiVt5o1hWts0jvlv//K3/+pAH7XfEeT+
odiMmTFQR8YMykzyh6pQulH9srVlddyyLFVjPxSgpiSgirivUeaJ3KXSCKr56mqcL8R3yexNchml
xjMF87rORWrCeO0cTYx+qmLt9NICTA6E0MHzpUdzSpkEkqxmyWnNW+091RX9UM9maeaibgX4xCDV
RbHKR8Y1l3ijwNi3c+5MhMqp9BDGljpnmyZ+jFMAtny4vP6a3T0UwmCJHXeRORDsHN+SzHm/8r4Y
tbJB+pwFBmZXDH/AK+sYhaDsh8IU9BcE12frAnTV6c0YOfjnjAcZASFJDY0uDNVzG+LhTPmct4C+
PpDM3qSBmIgC908dD7ShytwruLes+3X2zqa65Jqo80b8aJCepaYUCqAvI+vku0hjFm/LX943Trr6
8EBLbQYT0rhA8JyAk/W6yQarQsOmhnjIdM9786b6alCqmgDId9dNJa5kYRi4dpRZU5/GTYoGpEO7
0LeDaUEWDQA5V7M09QVTUVXipSmrm1wpn3eqmM/qFxC4iEDNfDpZDQCt8ZxDPtOgdSRsOBoSaok7
H7EMxILjSzkXIoFXy1cv1EsVzeZIeBu2XksF5KilRlk0EHrqx+l5/lCcr7mMJTGBwpuAcVVxeOfc
ZbAYz8oOIhAtFIWKED0mFjnSEnX909cIzpU8+9pXmOWmAY6L3aeKelW7kkY8727cuu3TiUxwqykP
ORqAr5UlDHjgWQHGYwTxYeVfcJspYAg5RqIyDcIq/GPjK8CuUR2YiQvvltI7tiD1hRjwe2HTeqpP
6azkyy82unaw1ZUIB9lBuAK4Wly3HJ2NGVtNEd9z6zOB/XddsnYxTN1ZSTnIJ0Iyh7ZBwcbayaC1
ozEpZV0c9e2Q7yF4bGs3KagB3FGs2hBXx5GgBUd6i7X6/HuYp9SUxYVPzHrFeivDI0AlJwcj3DKr
wFMZOUAi9vIgGLycDCWfxy13FZ1F6jsbLdlOPJjcDjXDddr18Int8lDN7FKXxvRZm4uNvxFc7xGe
myQYrZvI9wv20fM5yjP+FoUImfvUq+uP1N3m+h/fDhWK6h/GahxCwz7yGvFRGTNH1FYEBh/HrV1l
CtLVhwQF8Vq9UnjOnX1Gyi6d3vYHEWajVAPXWNUiftUbTOVtGdVqviME0iQE9G/ek4dUhCNTk2yf
amuWju/2WTKrI31wT8DYcJKnhM0Ie6YYhMmSksVnXyfm7EaNLW4wiZ9TwxoxYMsNd9AktVWqqXip
RxZUVhaE6MBS1TKVjmV6ib2esqnV1aqagbtgaOVlgWrZZ1uV6VX/CEknIrl0j5JNNr8/5sq5EvlX
pfjm2d+I61cvlteIMvjFpaw24DCTe3geX0MVp4jnQLTbLYmADEujtwCx/LKlbSu9sbYxxMqcunrC
DfV04vPv5yVjHcO1YaLbqk7W0U6ncOOBkQUF60vKTn4CyORV6ajaVewHa80HA52ZcJCauoYjN2yb
sLi4x/WHhaAO52Yp/nz1kVLsk+/KIw7NJMLh0xwb2qQNTHmvmL400waWDJlp9BEOmu4z9/BOJX3q
WEnn6YpBBU1ThIi1qlGj0DXwJA7N09UxtME7clMbcKt16vWUkOcbbb/lo9ECwoMZBbPUbd4hzl06
RrHHmquZqAze3jkem/edTCW3uC1HoiaTtlqTqpogsfLIHj7n8TE5Ezo3SYmb0k6w1F8VG623IHil
58DKmO2+++pdXu3+6Yco8mczapYSaiTMfOmSzgQE8PrKOtiAyAQHSN+ztxM3H9Qfk/dBhmUU0G/c
5b+81mWTHv11i2z4cgQ2aqYjgewr0sRlK0PAB4XfwLrcUOzKzDJbPR//81FtdGCubrX3YFOPHqtA
p+3xzHBPtxq4WjK2iHOV3qSGF66ijpdShqZOYXKHdu3TGLf/EIZpVjAAVhSZ+N0DP7WWByCXXGKG
l/RhB3d7Lb3vp17nOWv1Q459N2wd1CeZ9x74zuumOJJvTGjed+CCxoTLGWo+70xGECptz6HLgGrL
l+Iq9X4acd58JZlcZsz44RlVSJvTGxc56ZyQfTPRNFsGnsaT+GmivS8Kpx/ElT8p6xmcfenE+DEO
ii3UZFNxsC3iF4bE/xlXnr+Y/eb6eu1CbXXQtSLvzZ2PWdA+wEefdDVYuzLe9E/ah7/+j82oI6pZ
Q9V+jhhoicNgMTAwecC836igl55mq5FtsmVbdqGtZUhZ67el2ZOBvg8SeUPxuWu4onivzpIYF/w9
CeJuFv4PNTSkjqKCq30N7DxpfVWnx/EeDSv5GNoYI1YZNMzqrE/UZrzmZKm4tyydgBExrXoDgvFl
m/z4ODx9mbrAiSWK8wVZK+vszHtz28KZyegh9QivQd+wIvbh01Se9JcFZ8X60/+uXahA0IIVauP5
KGHrHu6O6pHzURqLgoNGoJ9xMQWRe7DUj0tIxtkF6ynDmWZsJC5zCv0kI+ST7D1WNeN4ifjF+aEO
vw1gmKLYQOWlgZdm7VMJHkLAEDutYYb0uWvgV1uOi9d4fA39V/zCv3cP8ddDXerupMSQCIghzO5j
L7zKVM/0r80Gv9JTZdzBpjgn9xQnp85JjM2JRdx7xls0b/NuVc+QZ+lk2+P8wt9VF+CydczA4Urr
14OVKaew1GR+wn++SOSL848Vz16WzBgc+cL4CFFlQuK3dT9e2sHofE+R0pp6L/rFXnp1P567603L
sMwfmmSILMUIXBRtdgV7eW+gAR2xhVU8PAZrGB471Cv/6vrs/JVhJZ+xalNCp0JjnXBVx5WWtXfc
33MlukUgrddc7MWH9R8zBv9p5DgkXZ+KaUPky9FQyGRPv2BBzZm6rF/slUfZ5iQZiOvA0CPaK5YH
GxdOkEyQXHdsjkVgZNFtwzQIF3n6zAz2FQKht/wPL4nGdm46ql8+P/aBqyf/nPkotrppy4t6L7wB
LfPLGAdiWreV4gANgk1D5U4rdCguCQwoeK4r88tb2YJe4edbf3sMwpLZpXnL0gg7uxRnTG8Nh5HK
ZQZs/Gr/dcYSY7It9I6ZfIr/UiVIOb+7vbtkSWki42rrA3j7s60fJYxJ9c5tZV0MvrHgqDYdVt56
0OCEJmHWGW3fsfJ1qsKOMvc9TarODSr9yS991/qgTo5DFg/ecPVGuVf7SDl3xb4Cn/kXslq7gNQw
wlW1IZb2buC72khMdSAbeta+Bvtr1qQryIZZuQI1N75m3Y3KvjrPBFWZswtdZmaPsqDGPozg+RYD
8ac6pcTGAZ4ZVv3wNg2ZX7qAW/BVwRoLj3S2QE7Fanx2iHLyXXpAFdqjDBlbc5bc+t1YQosSNJM7
TgU8aQCCjxmM6xXLohq986otLypPOlQlPgnVSbFm4sGA+XVJwU3kROM57u6r9HXcQxlBxVEYdIRY
E9+gx1EODV70ZnHT1Bs7/BFBl8hiZFlkDywFAUm642jzCVpNud2a4/Yr9QW06sil6ongr8HGhTZG
4bVzr+jfk8oCUrPfl+/+13m8NJZb4zaGfp2lt+Yt1A86OGideUmxx3LlhG8ePNngE817/dmUqzNH
0Tg1FUVtgatGcCb/ADKlMCZEPUQ2m5AI2+9+44twvfNffC9meFL/RhUuPyGISg7Fjf3fnd+psMqu
GjLTbYM14Kp7KOrCs29Y/oMOndTUF2BQPRFD5eYGi/jJNh3We3kVgFJvmy21K4cLfmAV89Vx7Ut3
vWIYdQMC6a9yr5N+bStUBGbweqhrcPr0n6rqC2lf6kb9vgeSVwzWRgvomCwmQtXIM1bwRvz7yOIE
VTnvv65NQhvlis6+cZXx9IMfdt1/ivfaDVlIs6BiFCY/iIJBbYLZ2zsPyR7cIhTfMrU1A/nW3cO+
70NrxzHKG3KfwK2mn9u0jQIaRs1Mgt1rxdYR8ZutCXrBqawl7JRM6RVU4/yMsT9+I+8T/a+3O1Ma
iU4tFYWPKC4UGXu1K027OndqK9RuZjJIEDxvV58E5pL2dDGrWCv6xD7CVxgNekiUKJCFPLBtG6RO
Wdb+Pa7jmV9xXvt+XAujWJGTWYdqIbcL4qrolsg3F/z5xVciSKun7OiANcu21zDkzqJwEK1Y+YwG
kvq4NtRXuWuL9OEZsNCyrPA43bLV/auvtC5poXCrNrqutHaFw9v5N68ly1eGCnVoZeI+TFGYGSac
baQ2hrmWqVR62MRyP8L3CXtbKQ8uDc7WVpPSFKWlZg3v0FXIvow2J6qewU5AqaJmZSLV3UGPyBcF
K+YvIAMnZx92kPUZtSOH2haXcC+k3dlunHy4qOXHyIQSXyW8XFw5/rWqtuyacN/yQsaf/nn76rsT
2PHLCTbNfYbmI1Tn5qfrcRtZ/w2WNihyV2XPWzMpnpCW7fgqcNr9hT+kwlM3xWyIe6NNIeVfXK4+
evEN/95I3MKgHhWmKCl/JqITyXY+zZypjjV7smELwRjZHGXbOnQz2MqAquwhXd06KSpWuTkT0WGq
bEE7Pbz69JymZo6LbP6WNefUB/bImN0LXyS76gA7ZVERNzUkD5T11HtNq/0fClPcqlOkNx5ZXnmK
I+otiTjLTImBohy+c3xgxdMHfHvHWzpH+ESF3xTBzuai3XftaT5Isl+ZbsSpHjUZa295OaP+JSQY
FmVFHSYiH/dgPDUs8clH52ngtNDZTImMnjufcXZGMDMrI7X85C/X/zRatxd6J2+QorgtwSTsDgHb
axkPTJwJtF13h0q7MV5XQR2Mbjc1YdWAQKQEVmOnoaoLhM2KR9LJo+iKe/amlixelkwNHIWo+/Ch
Dpv8CA4HofgyFf+5Dkw/RusQvC/T9vJX0ZOMcOhOERhiD5aX5qOLLmrbK3kWw7pIXHsQyN2RhCXV
Z7hKr7+Cp0uJejlUdUSJhA+hWo+RIm/2Ipnrdol8GCKtoY3rHUCfpJNQrEgEzBo6zH9IWM7Jeb+c
kYYKgmfX88/Vswii1BhjAaFpaYvD6Yz+W1p4KSlHRlEGfdo4kPjQeNTgGloPY+HAsXP0VG1mJcad
l9n4Zp0f2jneHeKOadgcA091X8KIUHSWksmHirUCirQLCFPOZU5WWq74XUWZB+CT8pVXPXgYwEVm
THIndALq27DG0E7FS3UANNiURG3EDh8hIRDNQtU1ogMXEde9FQajX3Ue2MTGxW7TogWlfzSBZBoS
5krFDbbZCDUz4d5re6o5gjEpL5AylYiwxi1ceMX5UioKB2W/uNv9Y3SN81lBrV2yAa1A702Vfuyn
GqQvCAxsZvFmi1ZwTFhHwzUYEFRGwXlhtbekQWuH+bzpeyrXF6Rp+M5btJvQo2VaijJSLrwyqk3e
2kXk2IZ2mgN/j7pVTMEs/l3xTFvRfLfeya+/x8f/11/Oyi+++9t//EFQeh6lsomNLcrBwerGSoI/
gyjJGz+ZskZQ6fxwiTOtEmHzildNBdTIHRJW1LzO507dq2qrCuphJnxlIZ9Ns/InMgZwx0e5iGDd
K95C8mdtN04hd2hw4S6q+VyJulu0oURZ/FLeRx9twAdBVzhFLlz6KIS+KTaQuVM5r4RvuFWZFmw/
oKQEVYExWzQjpLL6tDdA2jl5MXYP1etXgn1uvA1U0pYK7TeG4mjmGFURMSqHXwc+q7a4tHVuXWwA
i9WgWZ8eRiJA0JSjMtJzMVM11G8gnYkc4rqxAm2inik5sjcW3Zr6a21L829bQJ42THDrnmLJqlqL
a8YjV1mRx5EY1l0JUihvHKAasobKoyBltSCXZLlV7PyapTNXtwNJRHNrqd8pKg9KMD2WKvso/uhd
EOE2GPTm59kfU72OMjx/5RTAoa2/OdJTIQvvWq0HXgEwIFyDmnC31rjOtxpG8cYeIFVHz7erjfh6
wiq27EiHDVGQRt9EKEE3rPzi690fXv4Nm1+5yr3LtrMRPGkI3inQpAbWQ42tbmkIb4mDTHJzvlHz
SMSm3e3XiIRUsH473Hft1Xg+CECqD1aApJ87ZdhpESasFy1FWOpVM3FTYXizTVTOfrvZUddD249P
SGm23NmrRLCuuFBSuuYZuraptBibubRb6TV47yO00sdq9Vfa8cbAXV4A9K1TMHwy+ucgbZakFOPq
m/lqJhQle6PK7Tm21qFKyvzaeMrsqFI6UONqpk8WbW5Fp64nWAUjjShzDP/5/QP/avaKRVUmnISV
YeEFYykWPKZZ8M1AMPqET1lbQ5VqRD7pPTsq5GXGWUW3JirKmKxx7EL5THgjk3GxIt9ninBRWJGt
qn0TMgHvnrfnLHRSRM7ewqjWVS4vjcQ3wlcN1MbkJkEGB6SQcyJWUFyoqso5s/niIsOlVkrlmi1B
/Hml71AyJtnWMroq36Q7ogGZFAWeZcRA6Zv7r+825b++jVLkYfhmRXl4FABXQMFLF+MCjs4rqgq/
DoA1koaJ5VE1ZerctM2sXMKXDLOQdFslNv/YzYoNsyWyFQub41U+cbCyII/I0AIaLXTLjgJ1XRDu
7YQKrL1eC+ZacnCWUQM8SvCkGvUc5ulO6pLViaDgPazA2rV9VTvsVSHigA4DjSNjaxFV6GsHH64M
OqJXGvY4m51VXzx79ceL7fc6yk3084aImQYW0/mWa/PsM7Z9r01St9KDoo9XjeTX7G1LSGXe3SGQ
7aekQJbm2KV3t4UpP6OUT6DncmFIU4l77QoeIJbUOY+DLE9Q/bwSCzKzpOVfsdur67Qyw1SjmNqa
q1LNyxJMzNxqwxPzgyB4sYhsofN/yW0pFTD18EwXZx5iQBMAQ7d+smLbqrB1od/vAA+CJiBT4jEg
pvAg4x2DL+Vvv3xcNWY9Jiir6WKnOvJdAAcMRnpvdW/S4DgrlpnsdU2UU/wXgg0H3qUkBowdr9R1
oW5TlxBPWT67jw1EKp/NXv/u2fvs9U7Zg17uhnGdrkY0vUcYruqjy/fDq5/TR00FLW56JR+yU2u9
1V6PqP0WvhFDp66IxX7eDquHsjg1CF2IRjHxbuWmaabTBglB+FKOTA+vr3tOLB/tp+rdnrWUfX3A
HxUfWmcp9xJLu6jPhdZZFfFzD9D00JMNwtG6b2B+9Mcen4H4bqN/6SgQS1TDC/FAtTlkued9J2+f
7NwypKmJBrDKZKyHHmlIRFfzjJhPSfAwpRZ3EIFuGeC44VwLriPu6qOgVqyzJSRMlylOMboiC5e4
0he/qj7/R+99C+tzVX19BWK1Zx7eAMbnSVD5Yl+2h75nCKgaW5PsqkBdc60+uMemkEDiD2fffWZY
5YNW28f5X0bbZ6Wjd7R6fUA8S3ZaVj0rpzjKwt9aKKiG/IsQIHQDJgukrbIx2qj61QkPbUzeztYu
1jFgLwfVSAEY22HTb4D8cDVJzIYZCDAXAONnwZmr+QJBnFr9A2pK4Sqpal7rEh5MpiQgIRHPv927
mXXoMVMj9Qr1I1hnT0GcLqTEVG8PH6NMSKPYh8P7UE7TtK79bDDsQdb7rGVonwmdgUnGRWxqh2kN
Hg5xU4Yl4rygpAohzpavkmfPqpdVOlPJFT40Lc7NktIQDFKmn32CbAe0LdsVCK4w7BKk9xSQMi86
BXDro+YcMzYGL3otaxv7nmW3Tj6TmJwMiWw21Aql6HocwdkdtGmZBWDrTAvGDmRQOFt4rLrJPVDL
WNiiRuPKaLtaURwsT43r2lEAZA+4+ONGmWY9UGofSS4ct6vASku8s9L4PemTPpIZil7jRXp7XJZ1
jczAzRD3qhCTnfUMml7vYoxLAQdv7rXDaaUx874n2efPUFmK9pnjxlQa60Vc+CRaejKAr5MTkr+q
zT2+KthDO8XBQhFu3BHWFs811OYqSaSJWkQcRyQgtIizrfz8dbo4Z4s5ZXgwTm1UdUcrsEG/0d3m
5MhVdxtIGvWaqFDWmAvsNsQ1XHNVe3QnnAp83dhagLiioS7ByNUbp3W7LIsrHd+uZnTMk0oLtWk7
Ftl7TQkBUVHxhISZluRwscFFmd12LriK7JY+cInP0HfOTgzFOlW/yvD+xfyuKNnr96iS//b5f9B/
/PLz//lakdlJa12WyDUSemmJeg0eDvw/0xLc8C1dkiOjdJgDKle7TzWuK3vMMnkB+CsKpa3BpHa1
fDyYUYTiVTy7Ydvb2BrQqexYEOutvC4MSkdiZy2MFJFqBiCsqUGZbh/+7URTG2rVau00m12dJ0fR
xVTkC5Xnh5LfZL8qbfqYrVglWydOQVMYRgptgwTq9J1S14H/RAL4qpwlBWdb5dUK2lx8JBV1ca3H
dg5Lr76I/+X1s0/055VME5vMH5iVwdsZkfODluVwuIg7brsQZgziFG+Q1KblWAnloqxsHG3dEceZ
j6gqp7A9hykCXcW45qW0N8pqsNVw6CtTygBgrVwaWdLidTlP9NWSRTOrd8t4FjRs91zeeWEu5/75
kQ3b5107A2LvM5r0uQBX9ZDFiaYocp0pkNRH9tmOLXdwDvwXV//hjQiTflqWW1/arl7bxtRUjXMG
1f5W9zGsrgVXrUBVh1votYCP6oYUOOO45iNY2XrctanHqzrOvN4vdKu62KD+yMPG2nxtTJLcG4Dx
pzGzXbrFprqhGqCw+ePuk/cv/89o8csSllQu+epcqY3plAngQ2xW/Jx+Z5MyWz5Q1tdW1oxLzdpN
aXeWMxdNe4hnuMZX70XLF2Mhgy0cBLsaUetW/kRn7qqvs5zYOWOjXMhpWQSoigX1KZP3zHrFm0HA
w03BbFhgaRfiy+QX+N9ffblFlOENZeAtlbW1GFykiO2dbE3p+CBZaFtsOGjdMjNmUo1ywhqxOTho
pDgHm3Djas8qat6xKpcbltVN0IZM93Q8E+Mn1QdtQbGANgqsRQnXTcQDgp+knPsG5MZUIA1bdqBW
hyEpylO3bF3p6RTUxNVkz5ArwBQh9O4KvqGNuLWY8Puq2s1+CYu4NEoUv7W5qpxB02Sh4jPqnNfq
XVpMV28T63GiXrHa5qo9pBRcl21SmwsLoHw7ZHZPI9w1XaEMXqferrUZQcSGVcZmJ1RYa04JaZJH
Kg6FsvmdDxRXYIAKCuadjZxG2LE7P1dUNdn4/zWlMhue3cxvZ8zXeh2VFLCrivJOUEdAakOTmNsg
kga0I+5LNSulvGYb+S9waSyj0W5bykixOL3lC5y3YOmX377Zbrb/+Lqp8Zd6PCkdqf0MjZyn+URB
UmoZuSmbQ7s7wdMPadLF44yVT7I8y6axLXNZyht/Fk6ypMmEw3cwarXRc4pQHk8aoYvAGXBKN2Y2
73uTdTXl8t8dbev2X0XPmMIfbT8e704Mj7LCn6RYdp1EqVpan1E0ernx/HgLOgzOUbdNfJPzc9q3
D9S5ddmy0+yiHTG/Px8lb7deYxPyV35Wzq2OkpD6bO4pC6Ubn5J8lNtskOrUFIccHE3mdkbrmmMn
/sx6/zefcvx5w/D1/onmk7dgskw6Tkj5CHQV9c618o/rR9NV7N/DZxcsrwmIqrWRp6Kvag+36R5+
mLpzp8jIkCNy4uwJ5/F06OzAYo5Ixf0PV2LEMKw9/uz/WB9JAE06VJAaNjlc9PTyOrRoLNpEVi/H
4hgqr8syDNsv4rYRmB2GKSencz2kaAwcK9WOez80CufIEb6tDQsDTM2kssePVgwsZWf6ag+ekT31
O23MfaMk0dezQjleHLlXveXX0yhTT+BSMhih3Yd1NEpN8kjFTU6nyoFI8aDjevu6Ph3zc0aeRwVQ
76moytmTD+gTweQhdl61cFTQkkVPm3P04WfETy3jQrkse4NXj3/eIW4qHiVuxAkmHvb540EbjvhR
wneS1ScgC33sdpvM9HScrvhhgixbyiM068y9XSj81UFbAYxvQHdNZsfZi0SQ0CPbdqFj5Z1++i7q
6UvgL4vRcT6OJ+hjYInqHcKmrNbxr4fpd4jj2FedPQmh9SZpr7puOkC0TCjtTdkEU+YtEa73Ytq6
8RXUXS6fgpYhjKaFln4djwhpOKBrBG4d3uxqWKMhOqagy9nowBvt4XHKZz+nufKE1+tnVU6m4lB7
quoelmX7pnwvkXb4Ofj748eLy2LsC9u2NmINXNcT6AlC/pyE96fP/T1LX8v+ufvnKbRx/XM0pnwS
tBKQ1zTxK7MguSu3fDwWEU0hrq9Mvc6l8ZL/SpTtlQjTubctLKOGd8wKqCAs5M1EbKT5wD7YwgD8
vKnEe/lEtd12T0ka33UFj4JLgSZU+AhsmziT7KeeoG6mbrcAXQZgQLvJ2s9K9Xw/m2Ot1Z0YwMO+
8YmfJ9WQXvqB3HletjWsLGO6dvb+0GYxau82UQyXDRBUrkaW3Yy5jyGgz0VqmL46njecwBoH4QFK
mqSabS9at/7k0197HvyyUzxicdx2DUXdq4EjGtRmbBqHnDc3A4iaY196uo0m2PQCfr7q2gCrD6dO
nqYm+icBclif0Vpc7AMb9cFvOvreBN1kKFhx3ghvfd6gC8XzUbOK7X/soaEKMrRNE0zh/xYAzUM2
/PZIfGOf+abVfjJulnI6V93SrQ+F49N6DBPwSU+Ufhi6z925w4fKjlNHatJ5wF1IynrGOyU/CfiY
PW2f+H2MjzXD1XLZ8zFX6qYOSQyLKI1U1hlK3IPTUvhHvhB05DNQbeXbZ8Zyb6OY8MqfgsSC3MSV
1v3vsgBMIDOXL00HBUYtgb57llNBPFRCrqr42cpcp3dsd0y/wsfIZE0389kqtE/dms5P78y/dJ2Q
ZKpGUzQpr3PrphJ2W7SuwZ9cW/cqMm1BSIyYELfc4Wdm0kIJ7pT0Vdk/K63622CaNuHViwTJZX1N
9aa5LjohYriUpVmspOpuLAxRQIlnXjb9juetGhHW4628pilbbP2S+Eplyh8Val1z3jsvf/3dhbxu
6x6Gv+EH+dVyHOy4KF5pAiEv0nCVCX+aqOXI80fib7IdsdCVPqqvl1XtWvKaN/La8TfO9iQpRz5t
4AXKm3Oaiy0YPGdUBQjpOTPXvxN0w+uV6bYg/iFEMi+CUSZsh/SMdIvb9805nP+liPXduzkrb1m2
/iPSOdIz0i1ef/iP2fx6KbJy9x+y+YvnpmEAjR/vx+u0IrgZl88TERX+fG+YvjG7vTZXTGaGtCtK
138ZsY9tuCdP53PVBNOW5rpln7jbLuo5M0VqNyY14sEd0velkT67mG0oMJ4VOHIbD59KaKvtkT/R
uGnvHoyMUUzulHhXbl+vaTxlAa8fHmakCsoXcfWC/z/XyEir218xnSZiWdTqLwXtz2JuLXrPz7JE
WgVnwTRKz/kZUb3VoO+zv2hlCPOFvI9KcVmV83myXJjZP1CKkqm0k6SVqLaiWpcZQo/zq9VNXRd9
6/Fk3TpK9UxDwclxDCcjmapZ45xVS18he6Ad3rhUMXrWlgUNMUmOa1VNSyEf+nT1LC/H3zwwV8JI
GrpVPjqoCCzKle8eUoeMIz/PKa8S5Y9EOkd6NvdXkv3fyJ+RDyO/RXpGusWnV5wlG5kLQL5tmHaJ
dI70THS7kSyN8qsY+TnybeTPSP9I50jPeD9eD9Nq1u223Ty7agMA3ujBlfL8fI30j3RONZnw/krV
GkJlGzpENKm7+g2BFOQxCzIr5JaK07OP2fuc3UKJhz4yUaf4yvycObUCMvbFOx0vWLKgf+7umS1G
oYWpGPIJULFrqqTK1x/dzVgh5qYsOWz1s/cZq95fv1RZHs1v/AmiHBtTnUtpntG/S90UpHerUDKc
HTW1inT8PxWFLr7hUbSMcxzg5vmFPptfb9Zh2y8x2WaVDDk7nqpfDz9D9vXfaRi8nYwOLQkI/p1l
0lgR7T7mIy6As6AF6i5ulImPza/sE5CPPcwcT8P9nQWVwcCatHzDD9zfuvki8b0XDnFSkQiQIQNB
fsVdG+QS93HscKsgiJtI7IU0ktacV/Zm5+9FfiTXrputAXn3fUdO7m9WbSsrDvHafWWYl1lHPJnK
pPU8o6ah5Yvyvk7MJdP9uUE+5kH3y20Li75qME7iARu70N8ixC5EvLqRNpr47R+DzS1sXL8dz2Km
8H5jlilWubx8rvmC3cYXEEfLyzs+zv74eUDHQaO1rd5DZQ/78G8S6NGLNiLsp9pAywnTFB1tqM6l
rNTpmtR42CbZJKUeoAAV2GMdt9oI14ND0MVb3AVbqgDlNRjWifwN+RjyKyvNTesikteRjxKUpvKh
O4Q7hfIX5SzyMapVA1vCn4YyUF6jXEb5i/wN+RjyK1oNI9BRjqO8RrkcU4c8iXzMtJPKrVaL8hfl
rLXOIV9SNnb8kuQ1ymWUv7ZZJvIrg0upYiOeXZTXKJcpQQD5W7Rb+RVCOl7NmuAWwUoq1WPoGa//
sGBwxqRpqC0vXPGj2FY1O6tL4SAK4ivTGc3KJk5JQs6HXeSlMk2vkW7pumlF9u5zxZYQpWsKxIhC
+7IhA9zgPDLtw4g+8XJ+xr77XSIZlWnbfkp0jnci3eL1KGazXb7+OwJlV8UN0j+l6S3ofrzOknL1
m4hl+Ufvftj0AIPYb0lv2z+33i7k+8q3PR5iqsuqqg1S3l7EPblWoSUzbGSo9suUyrN7ZSphCKtf
o7780sAU2y0F8WRm5DKJUbMGYy6QC4J/ZW5wKeJPc+ipVxXKZdSbSrfjDPEkvX1Ba0FydueVzLJA
nIl40mBljvIX9SyjTwHiUsSfiDNRjqO8tnKZKo9mlHaIeBJxI8nl+RzlLOviw3Pb0RPlL+pZqE+h
3oS4FPEn4kyS44sI5bI0Z9nyW6Tb2EOQxHWYHJDUxmpzb9hBRfR/wW+oKURuWObumXB8GOmZ6HZh
PJgobebc5GR5glpSPUuHBuIb5OfIt5E/I/0TnecR3o/XbwTxZxwJ8lukZ6RbpM+7i4olyf3/8WuX
+RdHuZUpGRIwbW8q1sjPkW8jf0b6RzpHesb78fr84U9v/USoRKtqSFofIO0f81N3vALVgj2PtI3I
IODwffACYN897oGt+imqGVk3uTIe/NE+JEcNbriVPtYAsRpxWvq3jXjVbryX+YaAOrOFfnMCR1+z
Ry9iPXKDvmBB3CmZD2hAYhJQ3dr5EnOY43FRC/OE58MOmm53WdrCs8ZYjeftvf9m591V/rypdR1F
xx9nmtYnImt4nPa4B4mD9x5YQOhPSBOdHoVkeIF3ymlD1WHljjAh1bSZCMgujg8ZoW09pWSgpz33
hp+6GOohL/EX/i48GKu5m7Kmmb2vfA8XBBW2mOIL0Vh9R1WiYD3EuvHMcNE2SX9ER9LVFd9LD5EX
QSWqjaZnx/eukswbX6aCMrqWZJcxSkjUyyw+C94bqSIQbRBaKQ+QbOGfoT4UmesnHg9x2H/r0zyX
bm2LKSyKmgW3Wm6UrbdlzRfQXnkuQ0pXY3wCgn5BivK2Q5b13bSVU+3UGPGNfzJ1l5PuUBvNYp/D
OoCpYA3+L8zEM1aMhjQ/nplZ259syuqb9OFMp3v8T7wJz1SMfAGKl2RSEbxuw1YX+W7imKfYIUbo
Ue9BFK2xHYMm+BjJ8lC31FOeU4ey3yXNWZ+xme/6RXu6agmFu1ADbvdhtAV4Ssd3fklPnCHfmVWa
jk1pu2bED0wuVgxWKdU5SVT1Q9uhAqzx9SeGu1DQxC1bL9Q7FJkp+9jctA60H9QNq2Bhvw2IayVi
5e3epBfWsSKI0Zdmts99+edtgJK+DUR27l80C6RYVS+x8LuAP/k10XryOcKm7e6qJihTpWlO4n5r
KvZqeMt6RgLn5xBNagIeSUm9SorMNMt5QcPQgVtPmyBTC/rehoxnnRJn56619ZYHXv2oTYU1StHg
A7qEHYyawih7bRl8p2pboNjK5SzgY3vkuztrCXfMzrqileRlEPB4bjbFFVfZ3ybI1PBt+rp5prBG
Ol956wfiksR08olJgW2FnCZxV47GD3ah1st/IvMU6ow78T1Xf0A6J3qOAa8//FWGbypmX2+ez76d
2VYBq4BdmZVbICIgejaJiqstu4/UC7x6bjbxGrVS9Q7pGekWry+e52zxsIJfsd3sPN0FkU8LvG4e
ODMK/a016v3KzPrqzp0EE66V3wDdJIEtBSs+NhBnzt4kTM+r2srXsUc5IjRbGRVl/PUDq1bXEZPv
qt2b1xzpFLfiE62EUFnMNuviry5vzuUbvm6xCnLz5uSVek/FK27Za/zdjheK/SWV1FTz0jkMV3B+
iyr+ajYXcJVevrtIv4s/XuDiJPxdZg1tUSq04NEGdHl5PYO7P4v3ZT9ydjmI2y46xFbLRGXxp5fj
A/XX+QRGXOtZ3ONPI8cVtKyEbN+zu69ZBemboRwXZ8w5ZXzXCwdkeVs1i4OAPM6SGe3/nWGYa0vn
eD9eP2cx8mfkw0tDz0i3luml1UPEOPJt5M9kchHfIz0j3eJ1qqitEuTnhm8nSP9I55xOEsfrJSsM
f0bCiZCeiW7ZLGV/MYETn7ZU0N3McSMa6nvDz5Fvr5D+DZ3fmvuRP92F7VXjjFbEtpufe9uR08rj
JrPcZFdtTVBLhXx3E88rqqj1zmgoaX0ewRwK5+TmsITKh1MbQ+ouZ9x03bma5ZsbM3S8PZVc78iY
t5F6JUWVw2vlfkDWu5xqM2fX0bWMmfnx1pni2HsVaZaq5OUV4yVf3qn8tZlH8Ru4UNEPi+jLKr2M
q4e/y765CfQLq0d808ZXh9BXr3ue7OoXk6OU1R592ekXzpqYsl6J1g4Gaaech2550nLsE5GP3UAT
jCLbrStmrQnZ8m908Vdmb+LGOF6F2IgHETZxEGsElo818Y5BjqAm/uamReXs0xpjIx9DfoV8yQip
rdnH2sQijKmy7rHS8Cjke8jfkI95eii+8rVTkJh+MACldNUJdzK0bZTNct8ZHU37uFQZW28UfT7H
x9TNMDnTxiWBap2APFRTtH25b+yj27VhnTz3inXGfqAjw8sb4mt/XET3dyZm5zP4oVbtC/y/K1yh
yPpAPhY74GYeaXTLYvGpELp6xhY6jq6W728CBlcFYT+oL/jGvqRHW33Z6h2oR8wnKokdLjoL9OiP
pjg2G1MVo8p9Lni+dtDczisLkVGPJn35zH91HumxKCumLoLXLEUTkIV8CfGnxZkorwuzi8jfkI8h
v6pxJvgRSBc2bAJTzBWUy0r4Lh5UkE8T/pwbPPP1A8nlMpKGjxG/yjx2qFYor8khQBhoRe2ofY0E
lMsof1HOmmG+R74kqUirRjyJ8hrlMspf5G/Ix5BfGaFJ/d5QjqO8RrmMfA+/RD6Wm7VPTJzVYuO8
S5oQrEA6Z8Ycj9d3n7GXF8S1HhJ29etdaCPC69zH6v9fbCt9HU9TeRDHjOPBQSflQhOdXxLd0nUw
jUsuUkbVIW9aDmGLGVPr6Qek54IwWHyO7H8mN+rsim0KVhQXyCr+iPSMdIvXQanF7u32k8sd5Pzd
n5H+kc6RnvF+vM6224t4Gb25Pbv7U6g8WjuPPQ4vgpYh/fILtf3zgr3/xP28svoyLJzdEjzSVawb
TDVAyv6ocOFrkOoaLypb3/N7UxvU68ucd1BP1MKCxv65ZZUmexGZhpTVr1Fffm44k50L4kludnxG
Bs93sgnSIJzJWpksBfIjw95zxJ/CyHErl1Fv2pqmu4gzEU9aXRRM6x/Up8ybYsSfiDMJT3JAuYzy
F/Us0qcEQ1xq8GeFchzlNcpl1JtIs2cScSbiScSNKJdR/qKcDW3iiDMRTxIv5SXK3xfUn+2t4biE
PxFnohxHeY1y2QbifMxcisFz888dPeUuLNz2kDjDr7G2lcjPkW8jf0b6RzpHesb78fpnTCEbscAR
6ZnoNjUd2lO+5Ir4ttl/pHOSsNQ0kFO1w+IHilY0fBvpn+i8gqW5LrOv7gjTMuS3SM9It0ifn3D9
7hJPygsbsYV8GOkc6RnpFq+TQ/rhW+TnyLeRPyP9I50jPdP9D99evvt/Tx41rScA4qNKSz2uFM9m
fGDq7NQOpPFF5I/KrYBH7cp8n768+hH3+THGNHWi6iZFYB1TkxLTf7LPyYelZODMTMZVXH3Erkza
zg9dm2BSeJhiezWTn/tHTTBMOPBesU4knPh5TQV6G6CetslRmLEWPX1D1d7xyEc5S/Wp17AzwzrW
+nF1GeVJi5/sX5kjM6Q572yKOvLg6vHB8UMPOSpPWB8zKugBmI5bh0qrH6poph+7K/JEUz5Zpduo
Xg1oLsBR0x0cioYPJt/FsUd2bNjeWrS/ZohOHkOKP08sojO3fEK3PeWdTcxPXdMun852jufxbUqu
VXHzBEhQtatqv6QMptw21sK0Qwinx65xN5akOo6vN9toi0zs6luHcqla8j+awDXFkYiNsx/zE5QP
BDbUOBJOc6B+PnGRjWJ2GZCFHiqco4ODrZ/6vsNw8kNDV5CHZA9MnoMaESX9FLO66pQ8+kQezfP6
D1QHe4yJZubqiYfwWIRnb+SnIYSg1Zt+xDB482PdY3ljkCFsYCkfvWuPFuf7MwmPoDf9obHD6Wvc
8o3J17PgynvTmwJqexa9dmDmx09YH7Mu8lELGh5mPb6SUNPfwecWI3An+oCketTP+Rh5KFusLAqb
NAk5tJpqkI3rLqtb/wjQWT/tARWY/XJNaxnkWhtzM4DeJ9/G1hjUcDmdllaiqo5Ou5dhP610Vk8K
Zzj2vDkwwqyBI04+zuo0q8PYtGxdjtMJDKdi3e5n/MfkY4uTslm1d/TwKEPHUedZjE+nkZ3HOGhO
Zdn9MbQJvmcW9XqsDvKXUw1VsZ/g89M7Y+Y/3av5T6G+ig9/HvjogRTiZ0wJP/45/3f6iSbO/YO7
4X48mgInpfpltdQQoJdPG7weWd5plVMfYwPp0zOf4kaZ7mSSAYoUe0fDxT6sfsLDWfSWYM9LfQlK
+r/to/S8wY+NuVJP2a7HgQEzw01QcTRnYmwcJntlYrfrasJ+UeRC+YE7zvVtXz6NWg1sEnR0AEMD
Wp+WV+nzJ7CuR+17XP8q1S6DARU/VNSKIX2026c98MJ32//Krr8/9LGH2uKncmpEV/3AqNcoLHxX
euiEm9/GIrKxd96ksQ3JoW5MquWWxyN0qNUQ5+X7uXBUbsR2+v6ISQhCbyesXG5CdpkvLjscAGAc
N9VEhJgwXVrGMPSsOsM0plU+AQQ6queAJ8bUv1jbcp5hB+OWA0fWPG+60IIxxoI8ZJ25ChkdPLTn
82KfOeawCdEypZWGhJ1xF0huEha1CJwmUUPkEDoiN+0Ztnug99oLBIOy21KVTJpG7VVTmHbCIsYD
u+yoLzcd7Q1TAi8J+2tta8A3HQD5EbQxCjPUOH8N+xHU+cI/ZrwVTNDhHieWprjKp3REVaeG9paw
E6jpMMxzUuPD4Mejr1Uf+z1lmyZuCh8Z25b92J/xk/YjfVSLW/IDpHx0W6D9ekV72/iJVnOPoanj
PIXgLz00VT5xUFNsuobGTs65+CTmIJuQ9mazm7L+3adM9Dfpg4DYbrIckF8f/mSBB9vAh7TJXTNT
V+ADDiztnoI+/fWbsIQgTs5IYmbzL2s/nFD+SPOmHQ3ztUyi3j52HHwaxsM/dBDsHlMl8NjDOZZz
UE8wzfUOKDmyeGcUtoK2rpQ8RjPrd8Gb4iNL9yh0hyxEoVg5KhlF9UYIx6j0+84tfzpf+ZGsfsER
ueuN8MSc5ImzOIoOpwyE/1sw0J94jPfBQw92eoWhhYZDq/9EOyZ/1OTDk98emAT1b2GLq9NtP//3
63gaBU96T7WqfQYfNV3faXUJG90gPabNntg1ZKrMdq/pKSL3qKCVfjjDUUucj+jix+YcVR5yTlpM
PTLixylAR6FIPj5CNf5AObQumfWrQbvx95Fa+uOyWzR0IdmeRRD6MMTSExibmEz3RwEqPo1ik0et
1Z6W2/H4SeuV4wvGLuQkMCCPOUbjS6+n0xIMPGE2WVp1OoJXXDbR4DzY+5nqlsFMePf5Lk5btRPP
JvHXDJirKd8b3ID1QASsRPQ4bW0V1uNi2Pi/SE3GHwipjiCrg1R/zN6Xk08WhLzaFwbTvXepkXQB
H4foK2FXe8p+Pum0n1S9sp9i70bA1KF6dV70j4Y6Btqpw2sA5bH0P/BAaF0Q4QKqaaxEl6zpLTOF
qcvBVYYPq+9KbY7BM4KKsm3Tv5lMb3WK0FpNA3hq5J6qvUAwBGv7q1ADvrn/LYwPYw/MgL07Wg3B
Fcnktmz/lteGm4HMNt4Fpb1xzoavr3tzOXiWxQSrQV03lbW7Sg/yC5sPNhvi2PFeI5XXUIBP1lwG
Ectle1D6EFNfHM0e9VAQgSkz1vN2gqM8fQAGqXG97BSfurE7571dn8D8+jVnYn8SbaktaXpOmFlo
uoi4hFfjJ5y7eqs6OAhA5Zu5Hqj1UvRJTqvdLNxdaGoAS4dtYnvCBXRM/MFgYNg4U+8htADMvR4K
1gM/fdCHtMOuqHARATwa1f2g9Yt5XeZB7Nk46NL4ZOGmu8Yg+57I1DQzdBM3SsngIU0HCAfaMlaw
falwrZNSMsVhkm5zt0+Rai3vWP001WyQK0GstCkXtPZDUsBsH6HLbau8pJuoqyuptAN+snP80mKI
PGQLHpuakvE5g2XoOFcdlOICzc4BOl0+uH/SgRWTHaooL+mXCuZar01UTFkXHgR8GU+DArOV064Z
c6thmVed2g7hug8FEdi8n4Y5KLytSsLjMcANuXN25pxXbZrWKZVf5b5oNOv1L7efjct080MUVCQ3
Z+qr5FHAPz0sM/cZdNRBS9g0Aa2OGYZwk4I9ovRxRp5qfM5aTdGke19lj5lyf1OkxxbP9r0NHrEa
ex4392vPe1pRvs+w+Bh1rez96sxNSY3TzRM9P0+18n3AT3xaum7/TpxmFU+iycMBafakjz60GD/C
dkf7TspjzBetFvR86lkuQnl5mrWGiQebTbWpqpMe5TBSTh/xs4MbAsetTzpAAumE+fLxKZfdFXVP
kuBFPQykoewesZHiGA7he3mqy3YRu6fzL7V335Sn8M5LYcLR22M56XuwRe9Qq96odDRKa8c5Ow4t
+pzKF7tNfVoG+nGnYc3rRRDH7Olhppu3edugPORD0drjrzwMOdXkpVc4QDiiYsJTBb7oeoim1qc4
bW2lBTSekZZfU+tjyLVPCDD4lZ3zxWB0yqG1g0cepQ4ZVqmvEaH38BvlE4sOf+okDNhLosCPH+yJ
UFLdS1x3w3kfOZwpHnA+BSSdiJPx4VHogB+ddOHVOKkmp3vLwYZU3bcvrKtSh0imW0elI0zWe99a
jijrmjdhr4+JwNW91dQHDUFDC1QO7cyeWFv7uR6n3mJ8lYXHdju/yWL8V3pcC4AJ29v/lbU0rAbB
AH+Srut8N+3aXvZfmx6d78bPtHoa+q6GpkXNPBtbXRgZYZ3TA0nGujucaHxtBkCCV58g6RUx0dP5
0WNjcvhA9kyxl39N3eYBO/jPuZw4n84NRqehR/dAw2C236QElKOBNR8TH/DhQB58sJufLsHVMa+c
Ep1wwLrscg+hs2Pq2O06/mPdUaoLdjkb10GZa43Kj6lAAk10RVix1zA+WR2zlM0jn+DRnVPNs6h5
CjFxAOePb7e0tobmw7HMEYhASqlgFUC3e7SxIF4PhlIUbSB2PL7x+rjDgi8BqYP+jX1DTNRjXnqC
cjPrgbCyx/TxOffmvu04T6p/dTVOCf0ru97AVGCaYLbBHBywLB37WY3gzpAh3orDOCrvjXkqarKY
WPdeYV76bcJeNsTXXbN17yTxCcURLzx1bD0Bq56ce85EqaoAnAwWO62rWBdjk9bHGMrWZhMUW4Ea
lxN7lJ09zjvZG0vcBfRy48ptT6KkE5WqsiwKgjbjj/cgdEJJx6uFyPropj5cakqtmSfiAtH+A9jZ
+BNND0Tf/huOW0wW+rkhpFVLBKAHenHq45T/g8aZDnMQ1K27DPoMfWCrgCVw9663jYw60Fv+0YPr
/9CR2DoSMPlX/Nh38c6VGx9iCLoiPHPVrIUaBSA9A9VsEgGUA5zJWOQiVJxf+NH1nWqi4VV8v8UK
2lspQXf1R6CwfhQCpUGktyamS1sxMVyT1nM9Pu5DqPbZRnRviJTdWerdMz+kj70cT9u6fmSaFm9a
Vb90q7QUNIVbEmN8uGgLVi+pqXrv2rwF/6vmtF2L3gOL7mHciqCASwWtDAsREG0+b22u8tMpmeto
b/qI4ip9veFNM/EOdb31j8Vh/BDYUsJ3dSQljmrlSaBu7lFH973dUZ15/Mn6kq0vTANcX9utTibo
F4WrCWhrPHyhQLg3vgBBnSOdjG/6nnH2jfZTtm6/e+oUvIqqS5ZuzIVZ0MDXfs7MscH1f8PKN6YS
jl95NRsBuorkrYtDAff/TC9GAwbf0M6jHKhSFp99jItd+rjKVeUXD7qNvJpmqZxF9cbpZo3pc0mB
VjIKavqaVpulgT006gUFrCL6wSX5YQa+6xCKaKr135z7LHWLpHZsQ2ahTSPiYLiUPLWVfWDa4Run
hABNtMSvtp+wakNEKNmb4tMtOyufxUYUQqTBtZCm4KyqtEutFBOC1yXKi7JUpjDVrpaH/mDcr5iO
opAO84ysqPiu1/gLRb+YI12p8mW2iS5xzrTY95lkrxSrVGTPgWD5TLKMuhjrQqolFbrzLJhaszZn
L2UugyUq3vO30S5PPsKh8wK/+lqxr5DaHmzA6OYTwX4ocNK325vdL66yV58oM0p4trBjYLZ5/Y67
I3OWQLakoHtqlBMrmWt8X6UMdzB8L7N93lh+K+VnC/bqYul6WfEKQK4kkdm6YHT1PFZ31ceL8nnB
wYXJSr5mcMdkmSR2c8ttopQmJrQqt++jnMV5n6PWpdDMhsoHFi+/x9VHcolucZNz4kZyTvwJSVe8
Arb+Du8s/viGf7qIFuKOz2nKbFFrpQ/Um/szo0ClmxS3OSX6nJ1RpXZfhKtmIEkqWU7NklSBb7mi
s+j6Yy3v8OWSNneWvycpgd/t8oer+DrKI0paiq1+WrikfNdStzLR0DitLdsWqM2rnXBvy8dM9Ocs
8nUI08LkfphH2Ct31GUZn5C937Hb2WeL648vl3jmUFBllfJFN2TTgNL8Stwo3x23tByXDSS25VRt
MZqxVDnSLjkxoq3ZlNfmzgVxCT1PX+Cp25ofpiYNUQbCV5k4B71lYstUjhQuttyK0OEsb+t6iyNS
9+NmL3ZlxbT7Z264TabYbH32XEQRp57U+M6rtBZKgp17Tjij383rWnNV1fOS2B2dxyZCOLvjieQW
qSjQPilwg7yNoAAAvGRR9GnyICjqDcye8TypONk0MpOur2P6gzppb9hmM3vDqrduZ6NSUBCq9gBa
mdu0ken311SjJEFCydmXCikdSVVafvM6Exvq66vfbpP0N8+q7CqLzASpUa+vAmGwtq4BQkJCfuG7
eZsdKWTpgqC3pRGkYPVR/ZLLjM3ndi1McfkNIvl78YxxXIFFrM/wzJzBfe6Xq/SkErUz7S7NP98F
BC2GsHTuT2LRw3Cpd/r8xU8Kd25u1tp2rl/6ty/aJpSS4i13PFRkly194Qcv1zqwR/oobm4Bie8R
DyS8vig63hDe2KccUJw1MzoI8r/UrNXhPainRz09hLsH6eD3r5j+iL0zT9wlA5aT2Fv24vYIxZBa
Xze2s9AhAWKpublWx68uXjhBLkds8hF9ZQSFGYUNFlv5uYzVhP+BIp3sl6XvybS9dxkq+t589QMr
8PBlC3jF+JlRpZC9b7y9N/bPtov8ym9gEHmrO2VkomCNZoZ9mcHT6M+CUjFLYwpK2JUeR+JVTyfU
h4yuKkj40O1V5HViPKeG6dlHoD+6s3wt8u1dMofshVOYCJNN7iEXZppwN36UPOT7AwKAUUrpES/E
Vi9Cu2tzCGX/uFIWmeHYfCTDUbQLsdZjKf1jlxbVRfjP3fkCn7OemQKgYucHXLW0P87Oq6U+qKa+
8NMEcMWQEGxGNnDSlJw0B+f+00iL2c6xJT/0WI8ahNZejET71rluYi/Hm4pwwi6yfM6SZGeHTT/a
KfD6sQX7qq3Zjxie/dR1T/fVwdE3gArFMHL7u/Q26XgmOPed0UiNZ8HhktnWx8pEY4aXpW9qo/xJ
KBUKu8IMXWl3lknteXctH36rIknsMrq+89vDs+bEGmwTvfKbAn0TT+4WwmtX0KTblMa4iMqmf2Ci
xHtERirb+ZrgM7cy4lw2UMSM0ABQoo35vdMr7rdjRCa5dAnl/NZZHbhOJfHx/KVyetDvYtzo9/Ni
Wd7/8ZzcNlfVjYtpjaGecjpD9YhdPaz9s+/MsR9wbfJZCk5W+bJlGsGigcF8WdPdhbWuVK8jcwYi
EkVUlxgyuXMu0dzGc8xhldmWnwtUhY0imO4GOJ4ZyMdJxVJk2pDsKPmMQv3udVkVLNKEsvW3tHjZ
Ljm/ypfyYrveRC81oo11pSxd48/rynr8FWTxc/WdDxfbOiKPgsAis8BAxxVhF+oKqCcI4+sqAG7B
TBkVHDvKefKC7fTHd2/7NqJ03HDX7x0T9W7uc9jz3pV7gmL0x5taUe09OWFtlXjIvq73mRa7cvzS
6dEDrtGKH/b+HZetw2uvn98e31RgNT742pmn9xhRx4damzHrLbDGmbREpVYNWgIHn1e1crEeb4bV
TZlM6JktuzCMPepd/b0UDqhXJ8u+nZJHNKF9wnH9kCfQWEMb+pHPPDjHgWBX3vuJ7joyWj/ruKvk
Y/wXuocveIMLT96cffyrsM1vJxRBjD+IP+bFUf/wKba/T8cHcNCoMNS/pR9F7bPcDeLVJ6FBcDJf
/ShTlgNDjy0/tKosT/rDrT0HHsgdNfN+4baVrklNj4wQRhdPs/GsiKGK81DrfHX8hfu5iCyyRjU9
7SyLY7kaRsvE1Vmj1eAqyx4bMPbJqBoU4mpIZOi2B2E3RHNZUIcq6q7CLqxGsp6FS9K4WvPgnp0X
p7XZIR9pjTXY+KbeOfBjI28rew/TjsN967rsQ7UpAqR2Q+CTUZ+xRqe1f5flZ9le1iRGRth349ce
n2f+ygOQ2nDL7qKgoPCe45kq1REpxRCXiF08xjD2Cx5YZVExeIjiYJeNo6lxG83GK4HpHhfh3qoj
PK4RbFMyOGe3epqk0dMEI0xLfbqPWXa9tfMifS9uJq/9tKf0H2yojSvbSbpWGbj3reAfyvhuNjGr
RHWtXo+Kv/apkCIsLAmKdYJnvJm/AzBqaDHzLTmslxfk3fU5VYz2R523QlYiN2WUogV3rm0qP1S0
Ool04uOWrFsRxhroiSLpYe/fryt+Voi7YTDYS6EvIjUN2ulhQcVr05gxIFRq8/z/Y+/NeiVJsjMx
2909PJZ7by6VVdVVvZBDUCQGHAyogUABAvQkPQn6ZfoT+imjFxLzQg2XwXSz16pcb94lFt9skx0z
Nw/38Ii4fjOzMymNotFZcSPC3W05dvbznTnaNz0mgyEMwMpwf/17FescHaSEETzE8QCHU/u7aua5
hLJJLsmmJ0vtWR3qU2bebtAfNkuKUoNjZQmeqmadqY0WQ9aKo//Mhq+EMx9TnuvbyU/prbwhj898
H2SEKrS9upoD0R49CIOp4NMztYNzyE+deBZ1PwWeF/v++KYcGUPfJR+HYadpmvsbBCUE4n3PZho1
qmVVuDnGpTDSepQ4frIiztBm6BjseuiQeE4xym2G3tljvkzTcprD+XRIf2NnSPQN1WOvyGVskycj
m3HS/B7CbG2CAfdZygF230bGGPFTZBGnqkemtBnZ2p0L5euohLzsXVWBi+aNwscsPnzSs4t9HtGY
0EIG21Gva0hSzaLMdW8kR/eX4H7hnu4EY8wDnJCebhNQppRtox+i7xRuV/7c4Zqb1qPaLQjloF+r
fJMesfAqNWLJwRZT+5DoPidIteocIEhd9ZIWe1poHRJVemWtVbXkGcJ5K6PsDKlyeEItgLKAXzxp
K1BNT7i0Sexn0pWf+gyABIZaR8AwUKdWj8ye28OOnRBXR/36mEeALNX5mxFPLPX5blS4o7yPa5em
H7mzlg3veYaZ4eOCEUevPvkGcSZRqUZ2HaHGI5Mes2DaRBXWm3IMJ0G2qiM+qsYs020hzJqQ9khD
xSGWiUFbw+cYQBabty3hpvuFk4QBAuw2pg21HkO/XyHgnPCxXhsHLUlU6mAe/rZv6NKNspE/TBSs
eOzbATKxZED/65Nyk5kBh18gnlawhCFg7igfd9qiDiP0IZP7HkAaOSJ59FFvdEsjrWXq7uuZueUE
FaXivxsrxasTk4XN91XtTqHVJ0r2Ljw4j43Ce08boHM48nkXZIbjIjdfb+XPWeITQJq53Xk9FPq2
xfEQVK+x4OK6xamwrRyhe13MDjafDj7KUBlSKCJ7J1LXJavr5S5kUe2RTYSzyf1fbOxntRp5+DlG
x7UL1EJf0GwVv1F7zS8TFMY6TzBAFYMjrkwaiyu03pRMOg2UqhvrAcd44hhaBAa8sgXkWTR1qCzx
LShbtYDZodIBOWt9P4hdo28JkW6ZL/dBLnZ5JbcovfsX054iHxAFMDHLceKtTRYPqg8MEk9Zofel
UyW8ixInkEvovzeAhGcsS4m1TTPgpLYhW0vdNl/pwLPTZSGay3SHCiNnFM8R2bx0DLtt92RbCSxn
uWk2GXuJ06SFfaMhO8WNkPv5Xg0IEZIawSgOM8+bqobMDG7T1izZLK94cXtRvMQf4rg7JxHPZO/3
FZjMTH0W+yBVfndiYHSYp3FcvT32yk5/RdgEpy45DF1tz0SXTj9Ln/6qHgkOvK9+Kx5rtBz4gk7F
d8YvedpPcuaqi9OEc3eORMmH+sVPSn39+EDNoYXxgZbp1EfRE6dVdaeoHPWXUI83W88P/jTdqDOw
fub07ScC6g08EB8YndEfF9U5AgqOTw6GPrD6J5b+JEqKDS2NBwvwoRVT/6ra2egREeyT5RrfOPhI
Bpv9sCM2RerZEPEehJ1Olg3RQ1l1At9ePXDcNTqGEKun7pv9oEkPKmXoxICYPY15NwwGHeLpnSqu
sWc8LGqCPoCPxXcORNJRFsomQ+Xw0xxYnJZ6Y1joWHFoO07Cjo5Qn9i2flH71fGV4WfUueSkikVO
r/wZPGk8QXUM+tjPHoCS+4CaUotPP5R90M3PrMYZfBNxRlibj+K3j2oHfE6j/mO0a6MndEAdnUrV
wUzskfyN0ZSa+mDSsymmx+MoqB/oskMUeNu7GR/hgbK4mn0sObyw1J5PrZrwGqHiE3zStYLb5Wge
o7UdGw8ePvyIKz54Bwa5MNT2n9t80Amm0y29Q7fndFVNn5LdtPcJfRwR4VOMtO9j/XidZAgfRD6Q
1PFo9wk6Hh43x3cHH5TKWnNWm3loZsZMJk48UbWh/QsPW3mdT4I47gLejEZzMNWj4aIxVIiKypA9
vSgmXkL8ce/rX2eA0cbjbiYwgHfHVLzWOzuqDKjP89xhYBaPC1zPZCDg4anv902jJ8k8eYxraH9D
dWINofbzVA5yox/2fVn6eAGNwW9sHzz4PTARe0IFJXrUbFoO9XkeayBRbDn9BN2rk9qFPgfE9RgD
83TWB/4gLvg4UWKH+AAkBto7ZmDJkaKfBwbSZShin0Uycb8PzFV8euz9DMgDTN/TPWgGqMixFh4E
Hj4xnQdFkh63n/t4P4F82Oifote1fhtz0IPUtCVzJFjMWW/EH6jtku4/+rRebw9tuUnGIzur7Z0h
RIxH8gKMSgK6Ne0tsMH2I7YLH9YrmdOHzU46uiKojEaNNYkzr2bkQmgrF1KCTYFC+n1L0pao8L4e
PH97bFx2lESk18fo0w49S34VcpDNenC5OSEU7TnvyontwV0YeGBOEmST9LSwMxP4oTr9FR3d5zq+
ee8Mdjo4lWekw1enj7AecQF12pRetP9uz+DwkccbfGSisv0YwGRz+qmdvTuexbhMITiiN+bQP/ZY
NZ+fJoFx2USvBsoowg4dkA+J9WLCCHvoBF3RYwdET/2ANeEfKFHsx1zS2E8CQPWBhUV9KDDzeF3W
TFiLo80pZ5MVrYnx4LGhNurwSw4xpu30Q3RuVSdcJT6V7+tkLE8PTWL8aKn+iQi+1/0ZfxL3XrXn
AKonmw5cKAeCXH/EmXr0lSYwDmfzWzyqrCSTHGuP8cEcvGntbo3PtvH+MJo7xXu12Tv86PReQ/jA
liBH52VGYzaj+7SZ350BvhrNVvdcc82JdUkP+ZzttLx8tH/3cTTu8huPDTE2/0ef6Oe9G5LTG9kM
qkcBl2gdtZRK76HA5n3JPKKsUJ4e8onbap2RD+TgTGpvsLSpwKNT7UGSYH2aBm1LmF0zQdBf9GUK
GfxgS/bqtFtrxvfKSVeFslGtkzRMRAD6BwvTnw3mrNEgdnOSttlw0wnse2tVUv9FP437fRsSIDW6
n180fJoZ2DmmZkgdLNHaD6yKMXrT9/HHROUEseiDbPxI7p0RR32mDiBjDgNUHhIDQAyamGU7zjBx
e4qpHhhstK3r6/doDsA4d/N2YEZgOzM0NS12ADnCxZpOa8n2aKDK7vFJ4McZsps2yHi/gI+baDPI
i1bxvp0hnUOkDCfIykrkr8Bi9mArxt3O7Y+JNWspqODWw1MA+sMFbRXZYKAwEqqY4L6QATmDAEVq
bIbhJt61AnGQfdMhyBes5lD25DZ39Xr3y6czdHnRKgbJfs4w5H7GLLO4fSxNsAoPbdkQViYxYWlo
IdWzLRWRJBi1SqN7j+Z1i9FXM8haJbWlYpOt8b6w3wBEGWriVu1rG512mFB8tGGsr4eR8eAKghjj
ndqjglubxkNfQsq2hw9U9/VPU4AfG3EQFt0HPWzyli6V3ewJgXosOYJDTAxwn9K5QHms2isNacHJ
5sx9pQWinJRuQQnfnlUiOomGS3SPJ6DtA5jdsI/9UMKG3Hx3yG4Jyw0Mm6GDFIrD/kv7DK5jXUXE
/sTjmpiM793eeURnfO8OgAasFrffvB6gmh86gVrkAdMFrXFbZmrMKUM+YOIZfU4ntqDJptTJnsU6
SGqqT6LW4Hqiu8xEWE/bWl171p6FciLlvqaIzbdd01ZAbJPu/JW9JbDRg1trhntc8MxGYxMrAKA1
Bj7IQig8YpAUmH/7VbWosGy3qR8DpMPZ71BbdeH+/4eD1qe0xfHxFCzmuK5i8bf2wX1Hww3M9Cs3
/TmxK0TypbofK3bJMUFJT5D+QVYDHp1N28MK67DFNEBywZ6okcU2DtnoOAyK2l5QB0SWhq98L8Nk
NLBtHJxqJd3v9GldNYw+9N82PdIjxzS0uCZkTPTrOIZORjvKfrmC8Hgw1o723j3AN+o8p4Qd0cGI
n4yJC7XvJd3/mX/8btbgUfUf208nYG/ZThSSh1xhT/aRS3yg7vbcXG6KmD91wie9iZ+M17A54uU7
NL51+3mb10YgZNNOt4xRqVAYlkV2k3bzww/bEGaKKROTHM7YP6EcrpgLHBRQjI70w4nz6UfTyGPM
1b26AgVTnrd8655VZboaRd/NcQozp50kvPfsY5AdHUz/voPoAr2/dFtyE3gkPgi79DCA+qpdXNsT
oU3qYWD7688jzjXcVq1mxN351UGZ56PcIHhsLJKp+Z/uDOeK6l6JhD18enbKFJVj4yuITnrebyEA
KIHdNK9Gm2oPAD3afJZpXerrgXe+dbLLuOShZM/DO6ybJZVN1ULj4v1w0yGmlEGUPWSPm57LquvE
RvZOJ+WHYC69olHzuy5VmYwPhk/s4Xvd15wplm8rF1gXXCgPhE0SI7T3SHGBLhJEtjvprze1PcWx
yf6ZXf/R5JAXM97NNuqLNBCc09Blu0hY5WBMs/U16ucreYxe1eq0trX8qJdPWQhcrXpH8mCN4JHU
6FgXVQXZRojBXPcp0nDE6ZPn8/qb7Ub7s8/3GNjDvh4gKvoYzcDFbTV6ehgwNP41LW+qNdLFU7/J
stVksJw5Q666rN7cPSQQ+yMZYykdRNvEsXqHbj7L3uXz4V7VJ1wEuBcN46OH6qFz5qgTtXt63v6p
7keOCTPBfd3p5loMCBsEIj4ptpPeJ2zeusPar8zhdLo3t/FZsZ4PrUadoI4kDLPDZfm1H2pCAtzu
VL8sHSpU459iCDdtTl3F4/NrVH+D9JBs5MGPewaVOmDVYnTnZDTrZMScnnr2wgblSp8icfWsmCM9
rY4OdHl8GrZzIEIO6PFcHMMOPGaol2pRq5HViBHSD6yA6ef3JnuzMEK2PLRM7hELcnxe+CDTa68b
gVkm+3RMBmd4uNpm1f5SmF55vJNmFH9gGx/8mC/4gXYR1C0xOQ6AT7eowaemfBG0Tt07BW2oxvKR
ZNeTIgUf1R/QiT+Fj4s6cmpe+KSaj4/r2Cx+ZyMHyD18jv7RCzUrT98ITwxINIGVZ6jnzD1yS1CM
soTkYg5lNGQ4K3uE6dX7YEO73WIP8nFSuiTY+xjznl7sc7ltzsc9zeXDyViqd5U50H2zI+uxi3eL
jjv4Md7XEfYKCnuB+C40f7cnBNuzFo0dZLSSg8M0jysn4i7DMDSBXJGys+mOCbtwzUGiWQfHnw6x
Tp72JjZSadZXMRfe/WD37aErpnuEkH0hDpjeZXzE2l8eeYNlcRiOEnakzbYLr+cxraLTgKNKc+2L
y9up6RPy1IwC4HPbBpgsbi180zEq2zrI+IHXApmAq+YeeFujdToIejd7v3VLydHAl07xCL71XECK
S1hJBpocyyKtS4veDXf5a9wm8r1UbUwK/PQUNfZNFp+rzsrcq5E6Z48l4wnv/a9Hvo6+t3IGGdFv
MeBEn+t1GFXpJgXnJPYURaoBL8F5TObaOQtJDBTXBZI/99Qxc5cb40HwlNNqnqEbhXsuO3xSLbkZ
MktLotuK4H2cnoM2r89oNZFY3fZoWra1036DOW5Ls21MtePRKcF5u7ONaBkXjSQofJjziVPsnc5X
sf6Dmwxlns4KpynkkJ3tTA7Cb79OXnsAIRi2sFE7By/cbUhO76oM3g3x100R8mtQ2Sg0h6gJLOiV
Zlh3DhDS9w4FGHbaMqv7e/VymUIjhw68sfF6tlMuwLqFwdeAQ5JDa5S5DhXdjGLzc41S7c3wFQyr
MSi1mFD8gykuLFLlfmd4oy7dE+nTnVZCQHHJuqmXDNE7HVFwbJ/7bg/Fbsplf//dFi/9ZkBPjGwR
xX/RUtbxrmKUy/YbbszseSSrsXw2dTuWGlozNbRG9N6fGh3w5L11CiahSdoTubm21wABY+qe3RTk
5c+cJZlCzoJRBs0rQW7xXtCchkOCkRajY37Y0pccjw+jY0d+fZ9BGTGPYdRhIa0ZqqJH23iSkAYq
W39E5f02pP0xxA+o8CB2qh0qs+Y1evqe4Pt+OG0woQEGlwGoprGGRAYNEHwkdXlEnvNDb7K2cp7a
PYY1OaVVxY50joHxMPKM7Ben7ZTgFLkGiA0da6EW+KgEO9U67iHn+tXAo9qll2ozHIclRzI0wsG0
vvNCB8dzNgHEbAJFuqVJLjTdxXbtVg8fT/bBUPCCtB1XMjdHZyRYn+MLypWBHkYwMs1QWu02Pgwe
buiuvAkTXzmuAD257mokyUJd1m+7+GXn6/SeVpCATW+Gd3vZ1Eq0xk+vC4tetGkJ6NWI6V/6/aDR
1guBAPJ8fx/jV01FUPtOv/dYVeV9VCT6EJ0zr2/u4qgaaAG2JyjWwl61WS543m58AY94dV8fmtg7
HyfodEpzhFDQpkA2pv8GKvnau/O+ip5sEtm/e/Negenk/iw889oQVLpnfwdITu4Y3BDYeCna/sxd
IUDmubjj8du4ETh2MOEKuDv3bZU6QyuYnwEr2O28uATTiTB0S9sAkJvIPUPb9C6JtnG3KT62E2p6
9oIpOI5W+98UTXSPsFbzhM3+pk2BQXQAQks8SCIN6/Ydwgt0kV06I17lfqQWpLlpnZ2xFdMCGtPA
faTnnLLnRwo3TyLwsu/LpULWh4hNKWcIe8lWu6eEttUzdC9g9ruir1j7mc/IkdrC6+EZnUUGk8QO
qCkGKZphlZxW4vaWvcXvTYWxMZ7aHEUl0ZhR0aKHlNKKaNy0bIT7rjkk8o8D1ckc8kB3VJI5LEGR
EKvgBGTO4LnfSfVbfNuucmsPzAA/TmuTpOt99JSh3RVq00RAS8bG2hDXBWbkxTLXqHnGkme7VlmX
+zSsivqEqlDGAS0/kEwpzkpdSJ4zvHasaJuQzpm+DpLHJtgWnG7rde6PlaPvyqKfgHaRLJD9ieMG
JJbGWOhAe2P3Ch62wimnf+KsCwYuAZ8RxbHR9u0v1dtB5lAQ0tZDDIsT6rb/zVe2YtafLXdgcpge
804lnJjI1I45R2KkubT6JXMkLJPI+HNnpwgTq1jhGWKGtHKiZ+MRMWCM7nnCz4hSjdMcWHevu5CF
5W06VWTOTDPnApPSNnzn9hVvV5nR60L/+tazB9mAe8x3dlA7MnM2D1PKRFRA6h6CWS+lD3q8gahj
lrc4p5QxSNdLSSVDyhN1mpEJQSpJU58fhDeoZt7RvkXb2yepVjTFwO0Iof7ANt6p1iIvUgpdbIUu
CbqogVTMFs2WPssi8RTNgNdAIruhbkexWjK3C+0orTtw14AYJ0QJ1oQzMw37Pt+J2sz+sMag3jtN
uXCTSCBAm7mfZyS5jC49C/OaW9s6Ldy/Rl86Uwg0SEvavnLo4iLBafNsoYqAP/a2bHVLjgQBc59c
kRU2ipLsK7a+RAXZzDY3Py4voGnLjnLu6TIXRfTpbZ3W/wax329u6Qup7Xy9foLeAe7akn7njJIl
Sn4qQjDbMb7fQj/MOuV1yGaxr8y8/oHN6fJnLzaGYelWf1csnxv9vrn9gddrOMObRruBpRVaNC/y
nWYmrX8VoNqBpdHm2axBdNMWLTX1jNaGOvkvlaOASxCqz/JVKuRFtoZt31TIrIPd5v68cnZBWorL
hCpnAOB0mRpuZuzt6uYP8tkVeovw3S1Td7CmCfuDW2nteyHNnHX0hl//Sj7lqCil/Bd+cSOeaZqI
FDJe/hSzn+LSWzc4abLUOKawff8rj+tuyu1F/YevnlP+/Kd4NSe7l27TZ8tF9vo3i+1/ifI7hHVq
f7C97R4guz3yHABzLreQOJfw2hGU8pwd+lVJa7V5usPSULUwBLNs3dONnaZkUxv7sTjyxkFXtMrp
Q+Rdyppr4lgKzxLV6fmORcn53Vw2ttZ6YQkVnUaPLZY0NF1y/MZwdzfW8u6UbktilJIWC5kakseO
LBZf0Zm0JrstTcqRLdNFm6cYMnh8lp21bWirEwEU9spJn7TW2GlhVPBL7DOiGLX+K+0UPTdfR8Tz
VQvr10CVqNXcakIEBp6dUKaaQjNFL20jsZzdz5wNcGfu8K7BbpO0pJxRWVf3NGXiBUmbGVc8yaI/
l+2tUWZ8VhNuKreohGOqascQZ5K5k3azaZrK3ekKEwIAr7S4zZMUL2+xeLXYUDoTrHPuW2KZUwRM
cNy71VfQHdHTjdhZLd6i58CZMSOwWcQvjVtmZiXdGCWVsAW5ofy+87JAUCIddEu+VkFf26mCvyZv
3bFYshzXdLtTljPPySr7k2dE754oK+rFTbPWRUGxIo5cncEJToSKOjFrIbnA8gacX9w2jnHezjek
tlsp0qxorptm7ajH7dmMbIRl9f3dhZZK7mq11Xk59GDYfaRAD+STpaiHF0WH9pNpYQZg1cRIXznm
E3bScq5qsvM6AccsOTCYO/UIB+8R2cdUj/pcJMZ2ANM+wEb1uSIU+2TRBB/gAFmfZOSvpvs4p3Y8
jPc6i4fGxnaUERLaP4c2n9angKwg5UwTE9iDBDrUhknJk212s6K711t8WW92WpVKW2fjG6M5ZZrm
Yr7hupFZMRMmxwc+ZmgL6+4DBpIv+0kwfd04xaC2htR4yRnKqZQM5G4hE72miyyXm/r6F+7gbHHR
DleOVk8PTdymj73Zmdf75JCgQLvjUJ9LKmkbsN7Ni0tnxecKq1+6o/31KpdtP0bSmPtlQxxRFsxx
AXmvloaGlmu4MwWgRgySuRPdumoIN7JBS5HwmzQhK6ceKnABEkoN3tQN43WTqVoUSa6uRefe8Qiq
XW6IcYrDvpDB97bUuOsSiYdQRLzny4iZxOdfsDelNMFVaDbWDuvr3UyMaZyKsHOHde8bZqeTsxg3
YBsE1cEMQH9htI37B7QzynxBK46pK/s7eJqkMaznaBEuTEiHDhkSOIJK3O0yCefRNvOQP2kTL8i8
Csn8PzhFtjaVyZvZUq5Ek9sqxQvGNnRbqTBarVh1X2t1ZUrLpKgr1OheFMcGS7XrBjgP3ZOdIlqr
/F5dyerJKrc78VImWQaKnpvpkjf5/VtUrS9S2ugfeLkDpqD7OGLaBIPFdMzWJE6/AYTV/ZQ5ag1j
xw6MN3FtlsNZ1Y6N2ACZImATTY8r0qxMnOiwNG3eiF1i6RXastXXibp3x92bsMxIujRIFS9L08gL
AWEkp0Peh6Z38zxk3WBKfBEAw0QAiitzy81J0TTOTNSM3eOtNioVaeJ+kJoZpVtgRbWW5Doh83kZ
7f826oxR2ycCz2zPBahV1sxlmz5vk5iU4nVS4C6ydKeHOpFHTCSYPROO7FN0NRqN1KCdFZnauh2T
JVWx5tPALSEsaljDJNJCDQMEYGRhEqDn7b7u3jjZDEqUU2+tqrEmnAbPMhBELmmT4bV254dpEY9e
i/JtUFv2Z9vMsVkr/mvQ9TVvHdSm2AfhoVuh2/4Vh3zyb/J5U7WGmVGRX+08M3d/O2WNgW++kT/W
XJil2hX/+Ga+QG8a44Sv2zxesPL3N69zWWt+u7JmVXI265iqMm1Ik2FNvXFpTVuqWf3+HXeaW978
5Nfa5Mmy+oaGvMGE3t4X+mcVr7b2OquTJVVpzK9qUwA6ru0MtM6/6MxjAl0WmzhR2e4+Dv4siOXa
WYij6iQKVUy6eEl4Rkm2lddgzN0/oi2fYYHYYq5oyTbLEJ1123Dz66TW365IkzbzlCH2XikVnJqY
UJB2jmeI2ZzWzJFI3WhPl7hZUY4ytrSONbNcSGfiWGYzSLd6df36Wi/TpZB3KyFSuVDcnQaQ8QoH
Iz0e2GH9uP82LoFXv0rvWfT2lQZuwELfE6pJ13Wjn9xD+mUKIPoJ1iazwUFLSLKvzaFtg1xQoQEL
O8G++SwORWegaXv13e1irbqsCiciKXdSBtvWj72Xt5nl1qNb48yQCjPoimvC7ZKQVKhDthqg6bcD
Agc7XgFsNk7roGT53qjAKrfAkiG9XkIBPdh9bJkljp1IYMEJd1cJIkrmpLpljKyTObalns2cXpgI
MU8JZybDiXBaLLUcz+ZmBj4XfE/dilbOWmgS8hRTp8Vz7VcN+Ko7p5cgBCiZU6/quIHlTBuhCdN6
1xDsTFRLlTtFjSrSn1ULI++JvNeS68pCvw7vEwd7W0FFSsxIIsZEN5Bvvu5WYo8LZHCAIw8bChuM
de2EGEGZAmfeUAWJlQzOEAHuDl6AxbbOcraiNVWXmUoWLK1ZyDx1oouT+c5xr3zt1DOcO7aMrVuy
CjvD1ak6zowmFpISpakWblmo3TnOtSIypTWhDUOCci3czs6TirjtpYkjHOrsNSWyHJuki7NZ3I83
SebmNQiLWNVP9CRteVJoN+BzGGG+FccHpbInAJFB9dIqNzYwVbqvXIKUyARL60SEZxKOYp0WoL1s
pzEfFQwGPIBJoU4hm/tz5hmacde0qazaGWOFyrAlhHNDna0+R/3iRN0/B9ge5u/s9a1Bgo73LoIm
Iqizd1LZoNAFGFyIzHH55+Ud8geQFZJkoOdhVdL5hc3mUuh8lVyJXEV/NM0rS+aSL7dLkjgS5UhK
Hx0HpbiVL4p16XH+4Gv0wpG1k+h8qcgNNk6PwbcwfMcPzG1lJBEVy/QSQvAkw2zmrnAnEgQi9T4G
OM0gcn3nYR9zoUpShpmPiXg55T19PjwIrIV6Z5Fy/EgxpVUSgGmos/bciWzjru5/mCYUMeIISuPm
Tov5VvDdZrNaYMdac6Kxs4IJ5lWZO1XDGneKsbCO1DOSMKhRxKu5oG763ClCSmeOECRVFMxIyjJW
zxLS8KR4XyrwD5CF4wgid/st1AYrU2ZVvuACFfOQJLNXNrcxwm0h8B6NRXBOJ1Y3GArMFsay2AMD
LncPJQQb5WaHk/uk7y0lWxsz4HDLb1sydJZKsrVSksotLw2+/dhtyrqjR7SADaw4pf5hZdsGaxiX
7FRzd8RTDUj4bnEYDE/LVv8hzkQRTElmt5bp3RylZlDYyWjs7umbqsUyNAYiCY499Tycuvnhg8RN
kMIc9H6RKp20Pdnq0i8mtQCLKIl0ewMaBKgS9bdJupalU25Ysb0Wd2xL06Ce2ndZA95VNaeOICWp
aw1KoW5hgAlB+0bxmTe3QZG6v8mosPeVfZZ8d++2q6Sz3EuaLM2LYu10FKPZ62eOmdNNF+9sy2xt
qOYCPrDfe6fcu7Vhd+EwORU6GuvYnUUkLxVUb86tuU6lqjmETbyF2JYQbdvNMPCCzjzuXL5x54Qv
HAeb//SXiqw2d8Iyv1Bso7/DO5rfvM+yXySOj5bNoj3CFiccfeXWPnhzrWO/moWAgFPRjK7csu4W
81+Qtb1wNA4lSSni1SJ79gu5okzuVk+KTBBedlZfTA+PWXQHVRuwy6LXFXloV+O6bbaHh5m2Pksg
5m917QK0gmbjTeVYgq3AbIvthHxwhngnhg17wLU743Yo9GLv8l6eLyfWp5i0SdNW8GHUF0MaPE8p
oTif1RCsM74vdFB3CFSbwqU44skY36IDO/6FWy0cdxn0Xc1WhcEnVWK0bYLqKpXTWDFOUPrWH5IG
23doq3Qjlbk36xshmgvxdsZRzu1cQCkxdeeDS4hJzNQS1xla0rIhbBd0BMc4ok68UcqLVXbnPSlS
GiYdI5upOd596xSUtHCmViOd4o6y2mnemVRvRX23XNU0c+eetvVfMhAPGaRxdRgv8ohZHujfhlzj
Mmic4A6MnqtYu6hjWM9wCT2dNgjv0PUG800yoyUslLMoTBSJVWKcYS1Mdi1gj7fu4LMk9NDh3wTH
m7mBOGfjOKbVIdEM81JmtKxwvnYybQfyuYQFp2iJ6BLLKvsBVdtUKNOQQoLEdho0lsF9jQPBWOgk
Y5MQmSOOqVrIJmtUWxnU9tCxofqceGbsy14tUGEbYYaYDlAE0IbnDdQHLUBaW2cYzkyjq50/Qqnu
svC8yhNYhfelEmdCm1CW5zd5GyomJSyjM+JamrdOdzKGu72vGBS+S1ziIHoc76OpLGon7TYUMuYM
0YqAlwRm6swlGszdkFLJIuKdI1lHc6kz4y04AINaa2K1fVBMNGSQunn78m2nI7r1qTmF+WItG+lR
/ZomkztQ/Su007tUVHOngShFZ4hnkidw2C14at02V0sq7Y7TXCWO/Rof77SQYi2Dn0hC1pV1Ow3s
BcxSruYEl0tqm/eYZU4jKNdbp5q7KeGt3sh6nVkppOJVXekGaNkpGxZTisE54rQJb1kXjryCFeQr
lZj7rqGlgb5z7tdu28AVZhqbeUwn0myN02mxXLuvnBhzus1loWDDuLUSbmgsmIFJAhpHZphiwh0y
tbzLGdXOUOCSOCZkSvYNdZpIgukaN071UkSvjRIgqQ1tUr+uzkColXJruRaS1YkjboNmtXA2BTKF
apaO6TjrDnzf7nRrltLC6B3WpSqldYLxsb0Lz5cQPConG6qiPVWOoEBzGW3Xwrc7m/YSCqVNm8Q6
Gzapc0cqpOo5vo0/YMofjME4lHr5K5zpNpl1lg9+xrzF5J60skhMvLkBHcDXgTmryi7yA49q5bV4
dEnoT+4/XYnB415GvEPla9gcsVN2kEdn10oU2KvuBRPqmKg4FgFxR57svDvrbth60R3Ud9i3W8No
Ta4K9KVepKfM3I4rL2mrRFeTEYqclAyQMTY7Qr0f20fEfPS1jsO8aWaOyaCsIKUeoqZmQmOfr1kn
6S5/iGWY1rfEZ+YqB2Zsc7TI+qVFTvfQGTi8rpOFZfqTLMEjX9wgneXJ88rZS8YWz0y66vJCFWAq
EJ9AjRIjBOXT+ItV1cpp1HDVJiN5v7iOXhf129nGqYxOqU+yqK6az07YVp4EmAbsHtt6VcjkUp2c
oNa7wke9pJO26Rc5hwBy9vWxWHCAPuG0oRoC9M/n6pu66SfqGllu755AjhGtEkWn3M7Nw8nt7R12
lp1TeWo9RzEQ7yw3XTXkfoEZe9vMjOeZH8uH2cNkN7oElyn+ZiedcuKsPhwbbHpfmUHrum68srq+
R3raLmOcNnWypYz78rfa9iLDxO62puY+S0KopZw6ZXGahRAUOaR5xNKl+uyjgzpf7L9+8M7OGOMx
k/kAVoKjVn0mhFj5CfSr1QcwQIKeKpT4LH3FWLeVvI0XaXBbYbTBuFRTFbyUtNUU1QxtBqqIobf+
4KSQk47zqWOkp+lUf4j4A7fA2nOwHVKXAx2LzJGufXrh64YvnkwUfbqaMQgF+gE9lYP4cs4ZuQSX
wBPus7OmaVnkvPplp57rsUiFJiLyYDn2abR6qsaJZhovfLjTGZHYDobNncE0D35BZOaTZSnuVeeT
w10mPjgEzgDA7kBdDmoHMORr2HBqvOO9yp9eQVYUx8KqHLPUEmEsm6F8ZkhacQibIGfwV2BN4ba9
i/InCIqrfIDeWeOG596Vj/GMoTRTSMpkPd/sEF0jDfKcW5otKS1RnVQ7ifK6aMyush/Clg/UOTej
BWvrBWyHYrwHo8edIxR70DOzTdVdgfGcO/2aFIyDECYG8iYFXVWNs0sb4nTNZKPoUIp2vVlIq7aQ
xvsj9Goj6nVNibKv793Ha4OBkxnmtuIyWSSNbJRCT1JVWSJbV8+RrjbkDJ3bAYqf6mETTOfY7ojp
LuPJHDwLK9ZlLEw6etznXKWtcBG4H06CzOGQnEWcYiM/DDfZoAkIb+OzUUNqQWI1yxI046ImtFwv
Ki52Ikl5JhcEpxhn+EqqO3dClOZEbUVK+j1FuiDuoq3OtYRq5Th8igm7Q6yot4ZA8c+cgVcqE0lu
cbaT95A3Uc+U44uxrvlBEcD7lcZDkWrQoAzj9I6YWLQy05W2WS1Se5mmlqsZnfnYGsF4sWkWkBHP
6qcsN7jmPt2YxRCZ3VcHgC8X2UpDbrMoi53iSiRigaiWmmMMNYrGSPITZ39XdYnllRGZtEv+SO4a
2OnBbg7qxyerxAZS1NrMx4Oa2q5PViP7CSEPnB13+rMQR6SjEnSy571k+/FOn0Hu4ERcJFKzqzuP
OGv0ncbVvLveIMvSkICVWJHjYpLBA6yx2gVKoE3i1OzBt6XBuNAY0wVkHD7G/jUTFmParWoDsePF
xgcCCpLSwRZuFNr6BFDAeZlm+ODEO1N9LV5SGtYjBccf6orV0L5bpgyJzZDvBKI19ljrhF50hg+/
1Y90GkQeHZKpTIWG3Zj9cpCoaW+n8UYfNCHd7w76xJHombDReLTTNEV8IGl7m9sHa+jhCWHUbwlJ
PT6OxOiVunuToI0g77A70I6lJkpBrgBxfJnsZkhSxswMr2qI6sVVHY+QgycUEuJrpp2mKUvlLAr3
f0gc9zqKzzi8NTapHVd4x6ta2m1NRkLn4UY4Z1VTHQsSZWzpvt0fKceKAeNLIaYJs0pAP/VnXFR8
USvq1CenoJFZktO0wfhOlxkEjgYQCz5tYt/xoiikIwmBCovzBKtK0aJpBKX3mEDdhIYCZ6fML4yd
abrmLLdUHHauOjPfSAlUxvPVA/jZR7mbCVTtL6xiEfpWHfocZnWrpehi0CrmgRsTv9TYtGldvZc7
4knWigmCTxyTMal3p2N7+BXrvqRx8PFyM8B4g9QZ40NZxb3G5I6K13LjtAiZpg3ROAEoA8ltnhDM
2A4t3a7RJIe8MmvaW5J+mhEkNYAHwBEMWIQMPCl45raVMQIxyTm4DhUq3LIttOaXudNguRxJvX61
1cGW8+6vIW1A4mTsC20DGDkPstUpQipEynTAwtNG1tiovJm7c9YkaeGUajccyismNXgnTZ43mXZm
D6klhHl8jnQTJT71U1ZR+2lqbI3YNkYiBYnqNM3VE82dmGJOH9miuZsnvs9X7s6vmS3WG2upRB8I
EfQJXvt+6iPWRFVU8dVjlHa1x3Y+9GPrVnnz0bMvNmWxa5OZpD5shmcxMZ7p0ewRXPSiQlkSwa2G
V8k58vVTiGcRbeeLvLZoF1wEJRQFDBQVdzw91yoJzqqp98sw3ngDYO6sx2HVpURtXbQzxZfJF5sx
Pu2CobaHn/gBHnbzqSMsn+hlGvujz60od6K+G0z/hm3eeZPL1Gg7ubmronNPGjQtfa5CPxSQMF8J
oJ1ug77cWV4RCuVqbuq+fLInMaiYQcqzQs6MxHay7+tmiXKQVY3jBHJwFWSU+EYCtkD2/otGHrt2
BtiMaD7yXmMfcVKCGLX2SH/ko77azxySml+gOvMj2KV2AN451zbDABzjLCli04nrt6ltVu5A0aFr
q/pTJswp33Nf97fbkvL2i8koalMfNTMNJWbYVo8Q68FgTV6Lcjn1jokgyQqD6zMRdNBoqRYJmQGy
gJ19k8++nJCaoVHD1d55/gAVKcGtP7xBR+DnOxRrXH25s6x8SYyXmgcBULJBeN3aXtX0KKcBYCjw
iLFD7YvTtl0t3QG2xZfSNxOn9tPWu7tWg/2WvA3SWWdSTdYcnqTBsaBsBj1DBmuYo6X/JOWIb/51
qCKnviKPiGU7i0OQ43fmvfBl+nl3duadrTA0ZmZkLqgzY1dYU5bgRDiuhUl2gRaKkJqi7El2I1Gi
zXnTBGrKICG8viFSS1pLDlgdAQGAOwLHku9spcumkgTxRormC5xl4gt0SkgEZgbTxjrbJgkoSxYc
1zg1KZV2blfQ9uOBnnytJKbYWZD6XtnSooXBuZGxDa87x2ndSKiDT0WxkbOt/fKEbdGhG3NAmdMJ
u69N8wPbMf5m/rmnCYMp4Hyq+kfB64Tt5owYKMynsQYtaxop52VNN3SRK5Sc9UN2gTNHLe+oIxHC
UoClALSlPaq2tQ2e11gvGVPNrPoy22uNqdncstSsIf3FEIE7DDUM+czKSSnxRBpFFTl7qxgpqdZb
DcnPmcbWoFJ594nnVMJxiaYpK7Lks/utmu3UFyNsfsY1HUPYHD/CKyLsPqx7JGzaBX+/3Flmus3U
ddzrgCvX94h6Z35TovXbqcSzcHZhKPS4x2Y1+G63JMEiS9dafDlLKisRC96eCqnyQIxGdAJMp+uH
mWPWfsqrBD05MDmxDV3oRIpmX46wTzWnapl0hHycrm1/Oc/lFMa9U7ohLy74fGtKYjM7n6kWqc1U
pqYyt46HpXaphaDnZqJadB+DN/eM5HbOCcezFBPMdHQmzeky0b4AO4dq2KTRn3Oq+4bXstnpbMd5
iauaJDS6CcC2Z/elY9dUqCwhmJ8XUo6x+xJxk5VljUSDGAE7m9eKdY0bs91aSbNtkOIpks03Sn3B
ve4xTzX6KmRWmwgnPuUsm16nlXHQnzxat/k0x7cNjjCjKZ1n0ARwmzEuUmZb5FSUOEOS8p2TzUTn
lq0oO3t8iU+ywdt1fYucZo4lRHPEDKA+aEguUUyQyum37obE6bpX5LMKqYBeYrSiGt0lszunfakS
Cr/ERaB5xS3WK22ZO6QZEUIy/NCmQIGY2mH1NjUktaxKKkHskqimCiVvCsuiqfQtsslGFVbtU2Q/
t1D2BFb5bTfOgqr7ClVC1xERvEZ2amoHnmO08NwsIXJoIRpnmNcejIMZY+rPO9VQiktXf/P2+c//
7s9n/4mbNz9mv7vg/xyK3RKEbqS6Te9l+m5p1ySv8hcvH9BdfbeTG/PufV7VLyr1FNlVs7vYdg9U
z141QutV+RXd6GV1+W/ef/YN9l20Vu/nX/8Txe/xz16W4p6YrSUoMFlFX86yStFN9n2VzV++IA84
JAPdLxOTf/2jFrfZ8o15rp5lVafRfSWqd39af/P17u3Tvy3/Q1X9zdsvxa/tiX4j8SOpQqXhZL0G
Crsr7+EyiJxWzefss8/UNy9+/uwfn33/5he3v5mju+tms7p71YmX9/R+c4GK+k1OqqLe1uT6nFOz
PfD6Vt9sLrY428xYwedlYpt9IprEtWkMUe/AV6R48f4L7C9CP9Lb61WqqCwDEL666H1rODEeT0Uh
Z/8yO41HNAVGdk5DbxRKaO8gAY4VZqZ0b9OKkPJL6de47Zx5mKKhIdYatRTLJ8aXk2ggtviwJ0Ua
ZvTL6OJ/npFfLAqstxRbpQ1r9plVtfFV+sXWn+Tf5XaSD1YiXdQSpQx0dVMxvU9k0x43Din9zcJg
9HYlP6uQ6lLpLwhaCcJmFZGMIbPyffo8XA3ZAWSQZcvbZ5mmpLiguyl6e05xnTZ5Nn+RZyzbXHAo
5Z8DjIm6TCy/yFaXefVvfyDfXL35xT36V/ga+LHJo64i3pd7pL+A9c0u8DjR/I+vc/nX3xDzLOeZ
4Ctk6RNDGOlZFFg7AuQW0j6wprqesjqApX+1M8j93p1nm/WKNZ5hKR0RcSsA3YElzeYzc629pzNV
eA59NFDdSLlnsE+1ZlA/w5eATLXNJZ14ZwJ9TfD3VmOhs14HCgCVyfhCiKeAgM//7XL7pYiXkU/t
3+g6R1GkDiRb2jUo+vwBdQ/eSO3P8+z7y+XiSfJ1mqyWmZjbOZYAXspRfiUunop6yb5OLV6adH5O
SFHctgtJDbt4+hRdJpnO3QciVXPett8WThNJySZt/jSzTphd8M+aJ9M9LHuim2Wi51zU7uxmiCcJ
h2R5t/UrbOaImxw/h8ZdPOPNFKrOcV0vM/2UzA2teUMWvg8mQJ+jJVfYie2Z+g8iScX9N7z8UoRN
PzmFdYyaDNpAh1IAGxnoZ1ZEqrgpM2Funyz1iws8v6LzdPZktkC2EkCoL1CeXWbp3Ai0mj/F2XLS
0qTc1EtUzAG2UOR4ydM6uv9XHJPU6dbl1yJhs/qSfVZH0B4VjpG7edI8oZBwCsiKVRpBgi+gmzzT
HGWYkIXmqZoiAl547EK7JESmjAua7pygC/iC/6ZJC+5UHvk3S0H4/S/olyFsgvrAasOcpfbjbmCT
MtM0ip0yDhdjvEhfxhH01pB/zHbEbN8jfKsVJIfE1zuEbxjSgKVHmrrEZxXObtUUxveC2Lx+qYUB
BLZ9+eorqZwyinBSYWtUbdMvs8tvLL5LiL2qX9ZQ38H6FYVUFLmx1LzRvtN1ejNFx15jUjmda2Uq
gNY1mnQgYWhDACrRJLu/JVIn5AfxwxdVprtMIDPavS5t9ZP4YM2J93/0l4rVg3/Hd2+WpFiif1Ik
TRhJ9qlp1Y5sn1rH1X5UGcqa5iy3CZlSBmKNEGy12V1VG8ORZQG1AexuLdOGAIesAbL2NiN3n5dr
ta773xm1yZhJm/tGo6wytOnEZWNVCb0stbOjcdNsxDkroCa+PQCilS63pvkdvn25RYQ3hb4zEdK9
YrVCt2/rouKkut9e3d98GT2kBSzTY45tQ9VJuzj0EQGawdrqEaO2kdI+c4Am1Bfp/8S3v0nQ9sK8
R7XkTUX3sCKVrjfJHaPyFhtKbudn6bBCpfR4oO+sfsPU1sgNNxjrW9TBkdjSJqpxVIB3YmdUkcvd
55xy3Ra/qH8mm1eW4hnaUnuRNO6ctXLa6q1cN0rZVFWAdHpnduecGFuoDXEX7l7Wu2tcbujdLb2x
zWan7msSAKDV+0353tzVavd2+0NZ3txPz9Tl0oSyL8DSHJicdqlb4594WN2HXw1jaHP52zp1O6jf
3Gxoue5RgnotcJWBp08xZ2NM5Tb16u0SbwUAlty8sCWKiVCc4JpXl7lRVFIh6Ys3E28456FAyTfY
GlZleuw+j140wVQIeVcbed0ktdht65WSm9Ia2YFqvm5ua4I1V3WjN9vKPBiG8z94Y7hM0krkKSGs
qffA1m7Q12RjwFUCPdncr/HkXBHRq0k/YA6AEBnauWFKqinSsaZMsGpWm6VZVEqzMraKp6gqsbal
lPYSXaL6jl3XU3RsSp11jZ20c5aKQQWtW+BTJ/wMAbBzhnM6S1SW0eRTKJxkBL46wQkmLySFIlPq
Dgplg6uaTJeydtO/FjWZXEe/eorNMwhfkAW7IN/vZQPAjGMkPGJOpmbPyAcIgEONqO2jDLboeSxA
7ulfEHJ5YZNVyrLV6ukiyQDsd0kA7SBFVmSvSZbbZc7zhck5nT2gVFliHXO5MdYJepXP9YI3KUW+
uTOFfiOYiWqbu+NsBCCtogxNxwjqVXWTYw6ZkFt9NkbflVOm9WyXZXXO8TML54+z0Du5wSiTDV9m
csZzwTFHmOMpntySMZPxkhNLKs1wbXUAziEEgUdohq85ffHMN041k4uGaG/geIgJvyfmifowXH5t
X/uWFJpbk7K7/ne3jmU3Pv+pep2g9STjkWq1MAtfDEX4HFdl34msF/SS7/zurpLH1Ul55GxLjlkz
dooVINvUFfxb+bpOkypjb7Gbr3W7qYHJ+l43WuCclZmoAAtVB5zJ04Qd2qjSjTWlE+opuWHzmlYF
pCU4Fq0BlqF+XXF9h6RUK6e8ZGYSYUOrX4J77VvtaCVCzf4DBngTuyHfEbtdMcPFNiH5nCS+eI1C
1A1bp6/kwnJs2M4Jr/xsyfYWOQMY4nlrfScdI2C6/L60ugZodQ/zXVk32bVCssbyDWkKKfVBCjqE
qPy8GG4xwXIUmhXpxZtcSSgwflexttYDefXGsllJQOjpytTm8kCdi63aiW75nnc168bc5cWmkY7l
UQY8uxNixgkcYZo5rawCpnSAEIJVu6rUI1C30AgmV2iTqZUzlIVtVMFDoylPj8xaQxSH7GCxwfwJ
O5hybO1JDOoBRboFaOZaKV/uzDY2nQ/Y9VdGYMhHsfOZ+V60q0FMDonBBhGPEi8wwY10U0wItnwx
T3PHqmdi9pUUiSWcMsLdaOl8/o5plhg1o2aOISsfDwEknJoa6hnnLCI0W7eeSjWNu2SZWEzmM4pm
nGlIgqPu9yk0AdEzdvk9NM5gQ9Ahj9tvWgepHnBFk75GzY0zCqi2lvYNOkNkA+1VYEevBB5qDk64
ejXVAAfgtbHKQBeCN/p1kWBFWWkaY5SCsbg1hnyRyh1Lqwqq6tmVNRU3qtt/SGWDxqu+1sitOi2N
chc3Wispb6RgOmE0xYByzDAIkYYbW67nG0qt5M6sqKVVVeDYeY28wVIaYnkGa2oa3oRkjTXipiS8
sCRzMpKqZsuuAb/YUX6JlsImxslVLqGR5rWWz3wmuU5q311DkXntcxsMLd1a1HlC3e/Z1wszp9C3
m0DvsC0jWnOiM/51tSycfS8ooHU7np1BzxUfenZSEGdOWWSOHIyYEQMtB20m6xqv3ayqgtSMkMzp
Xw1WjDhlmt9pYxaFMNsMzWaIpZipWjLOIb2zplhZZ6c5aX0vJU6wcXRAikvG3JEHT0IiFHdMRJKM
00QkGWOLOZUVd/QihMVWSlkwS4TA0AVFoP/j//yPv9df/7v/+X/9378+xnL+t//l3/9sXvz+P//t
3/7uKKtb6oV0iplTGiuw/BxPATR8x01yt/vMiRqoiHQWkuS7hAI0jIJqdrexhcWFo86C2hB51BhO
dL1olAi9yJ28C2wS+KgPU7WATk5HUWzTMLc/jHdMw4fyfEalDR6MFBA/HKXtrA+H1h4ipWrLCMAB
wBHYLsp/VTB8u2jbfXuFxVmNqGyxXmzjz2vFoV1rzQtoZeGHcicDY7Ghp2IGJJeHMbs5BRjWAgcD
QEsMOWzYp2Xb6DLx83KK2M4riCY0mIcuIxz+nSOteOFkyNLpuFYvnhSrnJHUWa1upnXheYbvnYxD
qwPuEa5z1BS+2afwNwwAdoWHnHPX7TxPXbirLLqdDYqynJ44C/KOyCCuGS8hSszfu71tIviMaqOJ
PLRUbFgrB90peRNkPG1LHO19W1HlFqHxiZNhaxiSqQcGM35gvpkN8D0P/2F52x4SkdTkF5XfOxuc
7MkIXG2DoAI3RYWeOToCT7s7B2+9xhPVG+hBLEOODzIXHhlhE3EfqlX1hqKMGke38ww+eWfWjiW9
ev6jjA7eMaAWjUKiA7PSIwCf0M2mawJNEZIjZcEeVQg1sMpTycOoh6lo4w/qE15TFsms/+r8ljNf
BwImr+805xa/7D3UnHj62HCrRsHpt/FPR/NB+NI4njde3Eq0acBsNTfO+rLLZ3/xw5/xXe7Lx935
ucWoblHZ2mW4aLslWjtaumb0ZmwaNKSNf8u988CGEbLR4LvM7ZTtfXdkuLzd3Fej0J86pgYe+WSy
g1uitrVOesIU0b0p3/VGaILdvJ+y9JuuCnw4C3vsjRpM2dQ2SPCWZjwhYRtOLkFkaBrpGJzK4jOW
DN2kA3zcOi7+YhTP4qe3Mvbp7rU7PG2hZe0jEnbMI3PwYxvHw0ZPx8MDlYYWy0eMfv+wuHQrgf5M
2vF5RL2txAfm0bHg2KMCsN0j8t4i9JkDif5p7XUvOQqon3p61232DBSysdDBHp3FwupGWPMqoKkS
TYgH3WORmXRX5bYdUhofWeMkNFujiITav1e1nCX8v1z8/cK05oI5oOfY3oDEm5N+hUrXIDsWZsz8
JfxYgiMbfqg9UyqHY+4snbEPk8Wuct2P70cLRXo5DQck2iWzrezh2soPopaDT/RDTjjUdmHGzhgQ
yKZ4cHDGBYO2NeEGyaf4MS6S8SJMORfcLwiZFk8cH/PxxqUjWLQz/lQ8GvwUFyK3h2fQQMcdyFr9
YlAnH0FRj9pcdIwbT3JJTfbZ8RGL6xO29hzmSWP/Iq2d4ndhWjVgEQfZ+Vg7IIgMn+TY5OxBOxh2
NplCjj7Lfs6Ns5OWeuIr+SNg+GT/Wg8Iffz6PNoffXqL82Nk/9le5iNp1H7ULuOHmDDpqaCPevFe
f4Xwem6CtYKkwQcitdzPJiTU4N1h97p9jRvpTd14pWgXJVi+r9xv7989oujhUB9oBWPZVcTPx0ZN
M/rEnN6TUMyV9NMvRyuvH8NmZLsCRo1m0a3PJoY8NcZLG1y7+KTJMIF72dP82R6xuwPCOSGD32D0
0acMH/asPPKqoiYy5VTp00xejnbK7mmjNbPKGOCDmAJcIj55hYuexgCm54N9WgCH5lPqO+1rd/p2
dTySbhY/eLfXHw9pxX7cpvx/6cUPE1FOCLLHfHUGj6XnUSTkIx76geL4tNvnkyjbZ4xHeGPJ7suB
+p2Zcl8Oboa/MaM3dO8pbZHm9dlD/ViGY9uW0ANGvev9xg55XeE/cBr1+6g7/Gihv+Hfo/Wdunm7
XBeX6lfqVTF7i/musEZ9c2/T3TuNtF6rxL65W2+/3hBb4YzYBFFeFGmxyzWa4Q0x+EkNEDSGlM+v
33/9rgD/S+XOTNFiUeh72yDmJLC63SLpA87vtNo9/6/oqmJB+yRFI7B7mrvqjbvZc59vi5VZGjWv
VF7cJ1bnpclKdaXBx5KiTCwRT8oriMW4ee1ye/fivXhetsSTkGVW3i+N0wV/oqn+7j1GdZMgfbk2
f30jbWNI4VbiLdHoao3ErvEJbBpZ0LFkCEVCtLHt32GQUkitaz2HzjW+KTwQ7IWz+pbUrZjZWpUi
q33Yt4KebOYC+UQwK93vr41iuiCv3vzJ34nZ3Q85jArrgpc7A3qfUoDu8AJI4tLN7Q7h9TpD2gdU
nXWPeOF+vc6RBGB9VUNDX0OI1cLuxJL1A7jGYG+I6lumIB+IlsIpXnRp3he80QoDTj3HONsg+u73
xnGgGj3dyCUyQkEXGWzkd5uAJgWAR5gK4dY42LeKPAXPk3JLkqYZI5WCvrkY2eKuCaneehGqSh09
OM0AtmG3ktufaZTZOvXwcpnlElGC+1hDbjbaQIr8HTUoLcGsTnUJzg4srLZL6h5dzmCR3MAERrd/
Cnd+01Lxu9sVUc8LdKn0rFR/AlN/b97tvrv/1V//ZhfjCvem7fW9X6muYbx7RBbPrWn/IeOfMUeb
0k5gwFI/LB07727F2xHu3P9Cs4Em4D3vi0jBXckHDcqgk0SbwNQEhXK2xYjdg6xg7SxxfIxFE6pK
7IEfrQVPLoktNsjOFOohsM5gg/CG2o0Bu6SAfr8v+Z//x+zvf6BPKFXuYglNd3jjbgX3qX0qdYJM
VdhSkj4SDZ9ssZp+l8cO+knZWu0lh/UhwH5ZDIk/tKHLrmeVZqi2EY8c360aOaLkyJGIVdRML3k9
dL32USQ7MrRIGdF/aB01fZ80owP3trSy92WXSt25puGMQosG0jcOjaD9fmii+6YNRTJIQoanpAa3
buWudVbZeZnjI4hq5AuFFqRdGrtvdt/t2YwgtYhe7AcFGfNAp2fdFjMSBjQZQ7Hv3D8wWnh/8mRf
nTK+h2hPfmLx9wnep6PiEyoLQZ8QWKzNnsZty6X+KaVxZRjE2KAtBKaIAMRopAd63p02wThxe5fh
fThEn3EfMfbccezUSQglXl9fwol23M9w7nuqtzvIiWEZrBQP98TYZqS0zRqhb5+i+TMglyLdir/6
i9/+xS9jy6wYTAoBFz6K5OEBJ4aUJB/58IDgZnCAzQTLzE7og4J7IV4cmZE4LQ/sA05tOLmgRagP
6ILz4a8oeKAf/MxzYDztTJ1ajcc5IvGAEtXwtI6fRE4Pj36I5UGLYyr7p3OAQxV1Oux/5qaQCzwX
n9hq+mMgmuE/5uUfdnM69SYAJeMdUfwS/dW3L9yad82xBpnlDJ364+Sdp9YuYqT+VWNLfuwuiwec
5J/B6fQpyfVTreFnHIbN0X9zLyY+8Q0fIl9gCk6vrXc6tcH6I03TtWDz/wHIVAtKB5DqJrRYjAkZ
JqYf2SH7gtawJ4kbd8ZGLaGZHaLnpFPsBYbN6ePSZWfV5qS0M/HR1HjcImyc9rg9lMd2fCzxp/A/
StxasAnCP16oNgLUHDiZzaG3eTQcPHlnUS8KE//mexXR9pekndZBYudeFOie6WqHa0Em8A0ajLVz
Q+cTZJQ5pGx7xo8593UVjWqm3vHLYuN+uuv+SPM4Jac6/4Yz2V8/Tx7Bev7/17G1fTDS1DWXsmO5
bI+svX2cFjGBfD5AB+Afpcw3Ry/8XPQFDnD2xWhjPaIV3e2U3q9NTXGfKZgBc9DdvsppnEQpRDpv
Kj55ie6MFv87aw56JEFDgvC6ad2A+x/IygRnc9G0DZDfyi0u1//05i59bnRqni8bjgrz/F7Nt8+f
IzLfzr+pGYGq+ssrpRF78vwl5r/HbO3Bl99cii1nOPmFIIzSp4YitfrJPBFNPn+DUkBIx9hDciSN
3jXUqRyUNd+/VRwaxlq65uhuefHPbC7vuDQc8YvrRLi1r59QZwq06EOVfbmb3e6evcuJk+c3i5VZ
pA2iijH1BAsyM4TUHNJYdjNUz1GSXSnEoeYW7Anxu1nosZuJeyqh+yKqLi8aVr/O//I9oRVFOknt
Almbvjdc55k0S4IWtgLnBXR/pMgyXiMsqScKQiznDbdQRnMBZdI+E5U17s7Ln7/hqAavttlU7g0t
sfbos9issgarW6fH4a9er769e/rTf3y2+q29KKCRsfldjl+Bjz2nOaHo0uOo42uE6yv7I1SXWkuM
XLobckVSncJDLZ4VFYKuu1VqNiBwVb+DhsW/g/iITuxMIsjeVOLJ7416a9SPFHpuaJFuAHZUOE3y
fiUkutiZ5zccegbSlNw05Bbld5bfu0l6gtswlHpVM0ncgkDHTosJpZThhYQIEkYpcbv3DlWSNHrm
Kym5aCyFEBUm8nmi519LtEO1StwN09v7JcQ22b4nKrjfwOGcbwrMrcFEcLc4r1ViKKGZh8fLZ3OR
10xok5AEMfX8Hi0LOfd3eL9jizWe4+zJ82+JQn9WYLRLvlqnf/l29j/9xnhCMuBgbRum8djvt245
DYImM8j4krvQHbdjfKaKpRh+Yxqo8JzwUlGv1JF7jz2cM5+NZRs49/4aXYdqM2Xa2qxBobN2JMmc
/U/7kXMaU3Xg9hKwz7dN9koN+I9pn/2QCKit083rqA0G/2Ll/8W3zU1TVbLeCncvKrFU6yt3uhN6
8VbXd3OMmv9hh7/7/dOf/N+z//wPf+DXTi3J5XvZKr6Ob4TIMKr9VhroFGkmKDvkaFBJD34P/E0N
YuNm2NN9cFu7DtcfheHY6/v2KFTAiCdv3b2a6ZLVRAc7Hs21/7cj167LTzME7daoxUyS7oyvtA8J
OF4UAlcGza1P4rN2EDQw2OLKBiIQDQle7P19rYYuZO6vksVhZG1lOV/M3JFhM3dHHBIM3J2Tf0mJ
+A43bTXzvncPiSGMQOzZWndpZDz8hh5RH4AN0eOaRZewlzhGoRDL6NO+DrJPbSEdVEuv53Xbxdsz
mfbYJ8O9pDN7TANrayZ4Ox2bWvOUzXurisfBQ9a6AfHBntKJHsARiQkffcA4b+mddPcJjcttwgrT
QkyiFEovY42K9XHkCadrn6oYY2xsj1bpGOKFl26huMKKURi1i1dZegUEObtO+ftMWJOE6wi183b2
mALkyDylLHbZ5FSrdyJZU0ZTPgMoeMTli+fkL//H4r//h1i2CEW8bS9u4Qtayb7jJUTuB/AbTs45
9qUhZoVjWy03Zkevx456RAvoaU1Q7mf2+j0+EoqA0YR4U/i6A5sipzcTj7dgH0v2jUp1AjCZ5Jgz
Gp3tqXKS8yRT+RHmmVOdjkZo9ARjGU/wfZnR71p1OBBdTg459LCUEMqBEdnfg05ofkDOHi6ryf5X
j6qBfExEqHfqOWS9GPHUvhllRv8xHLv6kc7IT+LwNqfWSxwZypEfZ/11OV0BlR4fafQ/tr2OzWp2
8fP8An/FBPEnlZNOSHWAmRcUittJz5d2cWIN2vrcB+S849TUc8PPgzOnT9Pbh1Hzx7z4h06BnB7Z
tAnZoSD7eNf8H++InH08n/zs8lMs/f+7XvSR607OnlV9fvH9117bMav1e6x8jgig4pqoVQaVhln/
hiGtUVt5Ho08foZSbai7PRQk1mfD9bphEjkMKp/yEOIeswyxmrFw6Q6JNudImLXqfN9fhYOvuQWW
oCfdqPTYF2OVBh9sqzfDFMJVhfhTtUWymuaRtQ9KnjMfe3u4A8dzNiagBQ1vbnqqyP5ajD+eS5gO
Eb6D4CNTT8BUhsj2b+1o/rUTtg2qv8hBNl+SizR/jJuSB0jU3iN+teBTdu3TB5Eai/4bezVI25PH
8GhFnZ1MtmYSO2o5hv68h+AD7rn5iMeAj9J+yb7M03XMKVE+bDSeVoekwdFjzyu1NFq3B9HBfcam
7TN22SfT2npfggcG016227foJao3f//q/R3SOw/l2CE4Fa2xvy78PIOOEj6s9nqDCe/XkVndeQHP
fJOEA+oJID8MII+6T+SGkn4WcxldJPX+E+Pjok3hcZZEj5GJlu22uKbE60ac7JUkt1jLHvZqeAXk
JYvkrxC599v2Nn7bMfEiXqJ6n+iY7LlrR2iH7NW+OS2t30FeDIywIImFHlZ2195c7Qw0+W38/YOf
UYRkf3SzierW+AS+2W+BPqC8n0BmRqAW27eFvkVFmEUCj2vzj3/fLpS+b1cbnjWLV8mourX9HOIq
dkhTxyAadLyqHfUP0Dawv6dHjNg3bUJKWw1w6+1lHeVWCJy46aR+bDhOmbb7bBoNAMEzH5wMiS3v
8TxBpGBv3+4PyPbgoDY99ddGsKzwuj99qvURteewis2ccgkee+0i6I0+NBnMuDid9kZoovurL+Dd
CSpGI5yiWo7H5+uf0DXSW1+MbsAL2vVVa/xy1Tufdy5hB3/kf/X6e2u2NCwsQFaaOEEUt9WRKzs2
HjJBx9Wjofr+f5AXpKYJqeG6mOzAadiL+tgj19qPUZ3LhwRfH4sszlSP4ct2HmpCoCPA7Pr0fPHp
35geJzn4So6IWXlO2P8kmeD7mCLKH8ySXH+oc4R9nL9GjLA4xMe4xc6ac+T00umz9tt0fYueOO96
OB4yeePe9zxkoetsXC6pTlvyPt8UCl2WrbBDv8LOoiC/Rf+kcOqrHrG1vkIVI560TMPE9MYtpDsE
Ad2uWW6gfBecvdjuXQMYPfdg6F55IZ3IXoaGE8DZ2huaFBtC3M4+idO52kdN2kfM2srKMo2ujnXE
fRFx/URvKYKLRfa80F39Tbh+lVi/XJWijRnEylAHEDpG7rrr3TD8NoI/tx5sgcxdj5V1l9u2LQzU
dypfQWMunWpnVl7vYEjlUUPrqvhwLKwk0c3T3XAWp1OfliCxjHOv8s38uJ466zFCpIkBSfiP2rza
zmcO2DUmTjBI7RwP6Ep3YeWz58td9aS3UOi0JBLDmR6IiZj5iy4jA+xOSoLNdtjOxESo3iWzdHjM
1RCogPiBeQ1nz2QSfJhhkbb/tsEq0huY6Nmq4c11rMMtR0xGDjeOhniZf81jMm5yzN/Ih/dZxmXs
Fup5CkNxpDVrDRV85fHl3FAyc8hVqtFeXIm9r5P3nuhW+2t3B6REHLy75DsC37ornktYkBcY/8ns
4s+/fZ7k7GeFcYwxY+kLH75Ow/r4x/+p39+M6CeKdqyJeoXyKW236Xn8HOBn2YDbh4f64Hg77D/x
N36G0De8PXcdrR4AVwZ7Jx2uoYhZd13y7TJOPBn5CCJxmnxP/I3qBYTJWVH5PFYoLnsUFS5Ykva4
BZhK0nvopWlTFLrt+84Hpf6KlJf4kLSsGpAKDtbNcBi5PRmtSE6Q3LAQirCHxHpHuzNyUjPnp9W5
MQbXpe3x3OGJoyP7+0wg9iDtRkW/MO5pZRy3gvjKjwvgrJX++xw+yTyLFJFEP88rNajfEdCz8Xbi
+PQajtnHbP9VqDpuO4x0fgDaUz90tLuzmPCWnGbyX2scXDJ83/G3fTOPf3ZBLhEP9F/TwCCt40y1
t3D+eq6cefUX9ZubuIfNaT/veJeLsz4+87CGjO1kRbpLdatP09jutDFiekfGE5t5FaeoJxiPTe+G
u2P66mtk1iOvpRnKHXeTVwi/RG1wyAwByuxoJc2J+wxtajPWe5uh0h4XwZrRAuMPcuvrCWp8fyLT
jUdymnucdeubg+D1O//vFm3XcX2K6GTAh+JYdTff74Wx430P4qNzDfVtc8/Z9s1ZTLSi8Tkj9OHF
7OMNHkjYUxiADXj52tVY753UBg+t/ub0s4rRVgaAPtrTozZtvT7+r3Euf4fUf3yRePHn04yEM5da
pMrlfjfB7nDKeG1a4u8nWIZs226CL0a01Nlfy16rJg3ywt5HNXWPyDE6R912qJ46Z4em/ZnA80e+
riN7p0Pl1o9Qd/bOAUddm9ZBR31rHvCGCerI7C/wWk07TQfe81POmcT3gZx+8Kdw7A/zxZ35zW70
5l1Pek4ffGfcVTGYMB5qFRfQbcoPYuAoK8eljvFg8R7jJZMXoR5pFDo6lnet5693GNvIiVI97O0D
Ezg56j+MrUNO+UmK3m9kG9knp1jTu73DH9hC6jclWtABRBTALcNvHCOSvnN70c6L3igwFudwqHmo
xf+NAJ/2L3d326pt12WpCpW4Omywtc6y8lW+ziCsIdday275je1FKXpGr+I+mOntWD8l2zfC95Ia
Ii4SMSn7zu/YMwIx27NYsMGtDkFqO1ya/Z9QIpP0M0KTVprwvfoL/VOwLiEft6VBMGcAkqXnKDst
AkmfvkTU47FPu9eG1EPaiwK/bUsDaAk6/fk/oAuMBfaqKuW21mFeoEfSljYATTvaoHhQctvemKvO
qDcpOSrQoaUNn7WEbRthPPqNCdkw+zhD6yoxek/RyQE77sWJOosL3GDJoY+yd6o7SCgA/XjBHD2o
EPHC1UkntaNNMgyD4P3Ztj5iBF6me2SXfG8+CdpQqG7xbRA8RaE366+JmZEf/v013leVj7hCvl8u
bacm15mJP5rsvbXdXU8q5uHIVGhfr4C6HtNkbx0DiVtL8Hkv1aPETIKgwbY8TE3wnkrPnos2Iywt
rfnvfo1vvCuk8kjMTcvmYG7KRuowU+QPedCj3a94t/W0oAA+8vYj8wA+LcyrfRi82LRuaWkmPBo/
doYTDBJKzdGqYXTo1f+0+eFkL2A/e+oG/uZLoamIM/olJo8Mgz0qfZhOZXYqaXMOcUhHP5VkMkST
KzmzvrhJoDYv4Qddo++u/q9/9+uKA84GyMSEQO1mGrrggjqiSVsPpVEjN7pnbiuApAv804RiouAX
NwkSKaF5R5EBv887avsZ/VnKi+QNuoo2W4b+H+7eg0eSJDsTNOUiRKqqLNFieqZ7hguKBZYgdhcL
LHA//3BYHIHhkVzKGbJldalUIV2Y2dl7JtxcRXhk5ZDEBmaqMz093E08e/p9jyWsASTPghg1Iym0
8/MKQhPZZvraI9oblaesuna402VcxYyEebN9ku15pjp7ziccz4LaGWtgGow7EqAApypjYcVbpKRy
HwWu9e51Qd7rLHGaXh1v3B5+MSYeWOUl/htb8k6jSw7zXVU3EIm0wKprjppGtm1Vm4mG1EAZ80M1
6ww7Rfceq1MPE7FhSH2hN4RBlCZGIaKh7k/p4bK+zmmZ+ZWk7W10T87ani4edb3FL3w2L0mayWeb
1qbqbvgMCnTBKlGd+s3G3pAW4JC3oyuH1RQk+bq9Ob2lqlov66Z5WQdW3NKLiwOMBX6BcCOreSIQ
7Q0PUeosKi0ckowOcLN8AKhlQIygw5qtsKhKE4BpwW9lNrZBWZoxUSt+xr9+/fAn7PzznL6eE7ky
3CPJKuerBdpHb8c5NDGc0VsJ+Jr4qpQ5z2Divcgic2NY7kkt2zV1weIozPPgWEJluaR8cx8jTNKm
qwHtIPkxflizFMI5lIcETx5Vj+L2zKXcI9BSPewmHzoZ2CkhS/wWi1bPdeygyMi+iYNS3zoLbsZJ
ziFOVvziQ7c3hZ7mrRhu8UPlCZLqbJqaTSfJxz5GaXJAfOYDp2fMuaKHEDXj8h/h8ulb8dsktAZ7
hnjTgl2+1zf5FQ1VgGpAQM+IdwE89efJcecOPXDmF0IbiQzVIeO2UYi68hhxitNYWWIWtNn8nJvD
eltHTkHOM4C5srqC3kAqwV88y9iH+z//f78LuLa6u846dBRTB7hxt+t51Z+FHKPFRPeJrp6wDbrX
Mq1nHYkexToXgCD7mrnadEd91biJE0MGJaPjKsomUBBWjLYPmLEu9UPZJFscdkpOJEQ1hTz1KSbc
U9Y4NOH0o8yOP16p76wBAxz6F0WmI12Adkq9o99Qk+e7eLWUHjjiDpyEtbqi6sHToIZHpvuz0l2V
pGUBT/bHeJtUyqY5YMd/eKJBGfxasmJd972jkOqtu/FvivL351+Tq9eCosrJl7V3gDNf7A+HgC1I
vW/2urfj2ke1jRmE6n7bQYmiGQAh0CsEzIhv+O1q1BBrgcX3VlBF8m9+suuLnLqYlc8Fb52GFh6Z
mrWQPeVeUZx0KbUG9CTCshd1QZ7d00dyBvFYv05c7n1qee4n+TEYa5x+vWeqxw/Dl1DuBgIzzv/q
NFtNX8dZy3TQv0Z94IcfX/PeHtDOFENVgpZt8q09VUdDoD1oCy3IkKXB4CiOA1QESjBHr0iWbjG4
dY6KYVbNizJ1CGBMOQAmCNNSLDYpmnWuJTxs6TJBC7bfMwGNIMhWFvcro9h82OhK0t9/JwCVy4zU
tkBAvJQ6hRwxBeW9DLUgBl1lE9ZkIxFW6bI5TEVDGlepkr6EVLlmODK1tpuvIYXIAlXvF3VaeTmd
VGGKoU4Zii94xRhDl4BOqUdrdSv9AuMQjU4trLumWTretqjkGai8ZZqUOC8uucJ3MSq090FUzn63
tEUtObpYPbZ81bFjPBVw8xlnckADsPKslhA511Kwndq/OL8lX/8AZv2KCF4zaWtrzL5ldlKwF5LN
qu9DbUTpHNG8SY2DgifQQpeCkmctQlE1RaOTAcILBuo3bKOK7dn9bu8CAdxrRwq0W2EU01LikbSF
0iCFax2ypShUBWtfyd06Y7xj89eNF9WHSs2YhcpTsprVeAxSMVdOoW0OraKwRqCYa4wTzSqz7oy1
POm2qBzdHkmdZIYeC/cHtpEPnPzE0jNYRQ4t2rKzXSXu5//9vSs6Kw9zJqeN6uOKzyTO7VxZSh1l
x9QImSbIiWzCJXRddHE8gEZ0HXE+1ugEmvi0SRbV8ZizUrb9SQdYc9q6pqIQjXqwL9k3Mb0qN7Lw
rspInUD49x3LbtmbZ7/628vfvl1jmh2vtomN90YNIQqXBb+fFg8YT7ShrSkTgHlUp0jTJ7zz6aMB
7VIh2vGsSUzSkWQlp2tNikSB5bGpDbQHjavlPVUX0mxfy4WoB+QtKNjLp14Z/u+1L4ZBHmoW+Ich
grG9TYZOcS2fmrAn31gwrLBkRsBZ/EddNdTLWg9kDc//tZaLhCEKnrAXVxfngv7y5r/+4xWmtHPN
wHcOwBLMgRdV5smuZDIldGfYWs4l2eCJ4c6/aMMyIJEZB/cKzYVOXVZayB6gmdXMOCs8i37BPtLz
d8l1mjCUYAvqq5XPUaZZjpOQ0oxFMVe7wF3RmVD4Rjtl5f2MukZ15sxPuSmpcAdcXaEXKV8sMp+a
5NQeGZC8RHyGG5u65RvUkdZkxyldwSaNJZKXMiDdldDGWLx/vvx7dXurOeajbTnWFvtMKjsQBg4a
9W6jXSMAl7xEsIIgzppUQ515qWMUiDEFUzQ2rREIJN/UDjQmSslOhEse1OgOwyoJY4BJo79qhJM1
ClTmxR1tM6ljkWjWMiK8c02LAXykWaOWeFw1l5zln8KJjB/KYmXekCtgM1POmYeEucgviV7zb352
BRSMhphLSWX7zJmzRDMBISpbkwU6qT85mB4TMP6o4Ox4byVO9tB3rEZoY1+I3NTbUe+NL4jrEF1Z
eUo9REp9NM93hDGC2sfFQmSWns8JrdAnmp+bw5IEJ6xPipPNrlI5J8QjcUZKPCAw1lcKLABGMfTH
oUVkDe0wzeuEqNeQac/VL88+/2L/OqNGo4eDtft+SyFJiOYAGJzYt3xGs2JdLzZKJFiAr3gTtmDO
cxL86isoaGstBGeo/lMGXTbh4dUlrtn5t8Jm2RFvl4VoXd0mz05jDfO4TVf2UvuiAcgm2goAmaXY
JEyVCCGgj+dlJ1xj50BbaAB7Iagj4p1nFkAQc34WSNvMSgLjMKP5AAzfzKp4WQIC59Xf7pvW3t1U
ZnZgNDXTwzKulHpM/ETy5NwWaR0P4bQo9DiPGL7CGmsFW/2pxnWBgKjNPJ07/PsjpoRuH1P/ayVl
3xMDHUATpoWSrzepEMDehX3VTHYXqsJjlWj+5DoJsw1PFI9MBmz51Fb9kmPKRChRpD3fkHCrwYJ5
AG1r6ZyUCMmNLgI6EA2xsqjO7IvqnjWjuX8X2xrqzpsSMygSVOcXGbS0vTGEXa3NtS/E1+Rj+fVf
vh2izn5r9wOVHJ0sgYQeogQ7LwzMCOq7Fh/0PeupnjjVJUTRe5ahu1vUO1xbONmOkzvMhq7rNJiu
ISek1a+rHFoo1TOUt0Ttk6opsYi3bpJiWsXzk5OsdLWz9+/FSLZ4Z0ef3Dutezi6n2QrjJ+/qKYP
VIaUs9+Lhu20m4y2MHmMfi7anTJk5yYN7ZKM2q99VkfTfUmTjk9Fye62qGNrKgf5pzwdrywDmJ1Q
+Ms6s2CtzB95dEzUNZvg7QKa+HC5mf2+Xm7zP+VXX75ePIclfnap9davTyjXuiB1Tg3zYYy0ekqx
rg0PunNqewg0R0ytFbEA0K6i6B5EFEt+vlQDiMMCkQ2UHvAr606oTjQxxGSUtX+qnVvAGSsLHYrs
aUhTkMSFbljH9ch4QcmcUoYuJhjV72avzIy++W5ysJU9Hf6FJQr2b9yuKUbdmFKxN9HBQkIflUFR
5c1d8FArhgUG3uOLaf0WDFh4ToStMcQsamah9An8sTvZlOKTWUpJp/ea1rZJsKbjS9VBfo+dy+zM
yZ7BAtnA01KJys/etqKpyj4NeeKttmg+VRoakVC4GsCwaAgPgzceEMi2Voc0a/r7Cjq8oHttQRKZ
kPLbj7f0w81f/2xeCerXBfrV6xSKlyP7zyFbJh6qItQuLBJaU8evtlFtiTnqAvPahddguT/eKsqD
MOssFcFoAg+vaIfsmmzKKw8bn1glGAzARmW2zrsFBlfMHef+u/NeRzlb9SwTY6pp61U480NaRDfY
ae49qFriZ3eGAQBXonjpLlqsA6PeLCJVPhTV5tAsndYMLPcLtacX9znVLwlZI2zC0tmAUHFpNzzz
9MRc1YTD+siiKq3QwHlButUN942e5NI+v3DDMC+F2M2yqR2BMIA7nNTZM8oXgYbg+XOfupr79Zlx
O0FFva+cewYfxNUdjqFEzfh7rCcvfIa1wPRm1lKwhIW1ufAeak1aGC/m5z116B/mi8VlQy3KGInn
8N7MmgwLWJwMi8Wq9J3sBDdHPmUrf3AAWOZU/WzMPV33VORg3CVktF0Mm8yyU9I+t5/wqf0peE6j
SiaHF0+tbneO9ujvCLlOrq+/fna907YvkDEQA6RP2Zs7H5ENjzcex7dJnWKST5FwHdSgySpiV5kO
U95MIJLw0gCN8pJawCX3ZCgdWwyo7FX0LeewaM89dao7uULJG7w0AYaFR3kZNBSV+3fMY47NWkPN
0lHb4/kxLYGEnqqAUeO4Td1ejTgnOS7Upe0Jira+yyNFhEamRF9M2MV5AbrgcOSK9kYeOkR9ovZH
/aSWfJj8Mr8Rc+DhFhpTJb3NbcCd/AjVOPHHX1+0yeYAAN0ic486zwCDkifhXChb3jtDuDDFmsfi
t1jpLRmrQsyvS6MgbS/+6iWSfwyJk9IW8ZM2V4mnQ3vT4VGAupdb2tSD1ogAy0jPOx/PtLcaSc+P
kE6wt2n7MA5q9noCZ8lHuFZymNf51xut4BdzC2N13Dkg6BHmOWgnhMWct79lRvgydQOe9VaVR195
1uiKDTTBINGK8XUO91x6RS5msHxIcFOAiu1acqzHJSiK7zh57NJzmOf+hlfIgl8P7RftzZ151bev
gTy6dc3RAoK03x7p09jX0vOol9zFr3JiC5ca7LgYQIO3dX7u+Xni2VWGDwFMp8TFqsKeLhhF9Et5
iZqPsQl/Oau/XJwJgDwCLmH0zWdgjyAgBnPQ7C/dOKvrHq32ed1Vb0H63aH/k11qSQP9nPus/8v2
K1gbwq5zQHh373SfRSgPihUPw7rqp6ipqXCnNemfUx7RjG79qfDMKgzmz/Blf0aKc397oHBb08+i
fhvKPyEcogvegnV1q8phKZ6RUY4dxvOK0P8xIsjyntL1jS9HUJhVlkTP4T32Hq7MIkEc6y3BakM6
ZEGd0JE6RyOM6IDDI5iuvbUYz8siFsh2GmrCHFzzEpPdfmFWbFP99St4y8b7V/se//OnUD8GP58z
t8tBh3zp3/WVF7EzT+0xQ9NtCp97imX+UPsGbyFcSy6pA/yEDGsk01uXpEjSHv/76OJEZlNcseDX
/kVnboXlC9yFBwtkhsHTEKX+MwH27AzhmIg2Biv5v9CS/W8Pb1TNK9QK9qzy/iXnNrRwqVpAbPvG
EYljtBUNeftaRV4ew4Xe+p0JGzTzeeO1TwK+JfVdrpWPbujIQFhHh9FijawxvY8xh5EORron1geP
A/MGEi0QCNd15sOVx5+/VeFmjcAsekuVboM8r9pBKYqJdpbm33v2UyKUGfNnXAO4Gdz5ESvzOv0e
br1f4g5b7xjiv6PJd5cJegZtgFJmqPynUWa6R8jh3LnnGvbVJKx4Hsgl2Q61vkMHBY+NrLl5z0JY
dlr5vN8m3lPrAOZhEagqv9NpULdoK29dwGJal5d+CPmOfsyVe7U0w/uAE8hYY8uoESN0mTiwlJKw
fRsS6icO9hpHtCiVNEF2c60k4gF9lt9VrvnNQwJlzC+Tn0JFmuwB0JUhbSOSyPZz0xsYiyalR3S/
uiGkuhMB2YyEZIhv0WPhWzslYEVkAqie3uK5cavh0kODWk8/Nus8gNhWRTMiPTQkEp2Fn6g1IRv8
jjsXptJ/pyo7+L9N1v/fJaTdVxgEuoyqmevGX6ctGlJ86FTbwxBqAeiQr4C7H9xB2zrria7b22T+
3WjHUoR36irvPu37N/4N+s9jCL7VS8ID4NPb3naHz8/SccJ33tn1Lp2ZNfyfalVyxTDNKGQoBPbl
nwOwt+u2sqR8f9+w71uc/getA/B72LlwCh48k/+Z7DfKrGxdNWPuJjoH50PaHc8AaCfvFQumPpcs
awtfTuRaK1+0wDxFOajq0vPJknTPXu1lUwjGBBr4zp/9AHF/3zBYl3b0r/X+b0SLQnZE1m062eIB
T4cKH6fYF3sdnRQc4Sax09GFFjbEaZETzMhvsEJuCyThgC4Q1dDSWEABdWUa27adYv59izW0kCuv
rSd7tXKLIz94zvQtkR/RhLn3U/i2N+YNsbhBxdsaln3HyVv0rKNwcdUa75GUjKT5ER5VI3iahWNn
H2v6hpTmlx8JVRttNNJ/eVt8m8i/+fhxf0WkENKoLoYCFjAnsz6yUkZJkhCw0hrzMh+upNtKUL7P
DN+QQfoKH7tJaJFtdeXaJIfCNelrTwJpmu/W8C0Zolk0JiLtg3Y7sy66Em63zBhTVPIgc41Rl1Ru
Q8wUc91mSoW8gBR9iQyrbDnU8myw892vs9+n3CnEjEl67mMhvawuXbeC6mZxNd5WblwGG0TVEqw5
SYn3cbbVAnPPCy330mjPO769/eXviSpg4Bvs5OXTBJZGJq08MRYVBNZ8yDFU3yM9Yju/2nGzQmng
DRHJM98CHbT3vbdMjDZwg8UMpV/V3MP1GsGe6jQLEFvKNg/IIlXSvo4lkfdTkApLjhyIvAdrbDxL
Xn/KNFmL15Ryx+FWe3rWjTcXbrv3yiO1pFjeFAXVKPflyGYhi8+oUdx9ExF6duUshE21Y5f3lKTZ
hZYvf7f64tuTI9KDUuQRQZrHZMTIRreZ0Gw2OLswuIrAI5ouLtpjr055f7tfs6W6xGytUVwyGR9z
hT/UCXmPR0ym5MXz/bMvtmKDRw90TSnqSA+iwc/AHjuex33U6XvC/2DbPMHHVpAIwb0ZjmpxFI1d
2F0pnDxOJY2TLx2dRJX6G5V96PeEpy1KA2VekHcQeEP+Wre85Fy5tr9Q8yjl1O0zhnmuDy8WQ1s9
zuroICR0vzH1nB7a6DSxpwqedpnxQZeHiJ9x9odQYZPhqdQg/ssopFzxU+hXHP+7BTZIx3fQJdNp
cmVMC0yJP9NlppVLleC+5harT2bGXlrQ2KJOc8kwu/7MfP08Qd8gl1ff3Hz9163xi/GjpkYiGsJ6
4W0dzkjLYN17iEJ81GSA7fTTiZwdxtqPof1v6dbh9PMCdFnmDhmRXKvqE0TG6bE/H0pRS8LO6uAK
n0gg9LEcm4bALg4g1VGE9dzZIP0x5B2WKYYsRkoPDoG23Lt6Ed3HDs2IDa6G18VU5G2POazfZeYa
eNCznJFydiE+PgV7UJFW+gf+fPJwk8yz0GgHk8EV5xPHQuFki7hZEx58LDdanDsf3vky+dU+z1LI
OgN/E1UOPNp6/m0GKgPfHM1VIY5nhh5K+9u3zdtq4CAJckpKCu2tz/Byta6ujOa3f5Qm0iZu7hER
QICv61i7sE3EjVVQeNKzmQ/044daO8TdoI5Q6+RVOj6j+14H8g7iDarzJWvVGrExuW3ezvgBKNvW
+rKo/4cdE9PjyzLIEVDXApsRKuAwpRhvFhJKPUcRQWXki8PiOptMqlkX+n+eG+XMiPsmEl77HK/q
WlkYi69v1W8pNPyx7Q+sL6AzWKb/UM40Wg2tlv2/Dz1aXNJO4eww5Wtl8/DoUBQ5WbiV4VtSff/M
aMXCEmpSkUFxDJeLVLi0SN7jHSx3g63eAaIE0Q3dJws3/vvNXn37syLsv3/DyN9+91//8udCK+c6
2dckS6CY15jbkOiudPAw1KROsbebtcJxXraKGLRtyBPU2IW4ENSnoltkkRm60z3NKK8GfNRyu8Z8
5IDBqpwVunG1qra8TjINwN5GNabgHFQdzy/nRCPKUWWmkW2NKuZeUImgzpovKgbOzgdleHUhzx+C
SATnF2XxUpY0EkO0S+euwLT2EQmY3G0N7hdFKWsdDuncM+oj/FIQub9Xbz5fktdSWPgpkSa68VFT
xMdM7LLJCMeGd60M7Wqd0XeR6BZ3824WqHVOoFliAY33lBCLJHc1zd6NZIlSALy+ZxNmc++znkzi
doRVl11taustLamvSgj8IvP10/daZ8+JAER+1JZzwcesFItrUpFG7OEGUuevBJvxDDxGNLsgs9wF
zyBxxNXXbTjDGlKxu1Ry8er869vo4b1MEBGtKeU97ij7/FJO8+U7j3AyOXrcLuHSPYbCXMr8oQf+
hMyViULT0cHpox6Zzj2JV/Cox5iQgYBgxep3UMK+1/Xt31d/+/pPiZg7hNf5wB4DzXJMzImKe1SL
g7JBwN7W+Dn2jslK60KgKuFryXtjhkrBXsnPXfvXF1Ha9pNBwY8KFRrFrNquU9VUqKs6bzvkbkMI
wIrz+zVgNv2yvFGIMwOqB7DqCLKBtyH2VEUaZNYyZC7WCv3jbo2Kj2TNlEcfUd0Ine+cAduTIUhs
o5fRcZJm40t63qx63VZimoIZ5jIOzziUjVChI47dNDl1VBn1Hta9LB/aSGMWSWAdyp61H3NQ4wwn
Vpje8MMteUu/NI+dcZenWLcmZPkdAoDT7ePUERlCrNJBLilL3Lp0Hm9mRNm9dZrZZvRGe9K+pQpM
V0B2gJ+FpjXp8AAHUMVp0CQD7rI/+QKC/jiUmpPtFtJP5vYx1UAdH/O9xpVOjHjWRgpIDYnFGnEV
GKgQhjBLTZaUfL+he9AIfYpiXZULWQnFFdvVRjKZd6Xvf/79ai//8S07oxlwAUWhVM7IsJLtBSBu
pcIsBrP0YnaGz+4xImEnuqsl9MJNVcD8MkJnYb6zp3ttw5KaRCjauGsehhVjLPtl8oAlKdhSnlWB
uGqfqlVZvF1a1bjUtITgGVYrOfc9IGEhSoEtZYcqTqUyR7E6oc5ymBl5C/nNKdQ3szLLtFWVqQOH
hnC4tvKUyoEcbQ86I2zDe5W0DFEIhBjNDYWAh+n0OrjirpSJzBb5Jf3dq9d/dbH/yMUGoubVFgpK
sPIUaWOFpDEnmzu1gxBZtxbRFS40pw3G/QNpQ6aXLiYM7SR3aEMA2Eqyu9/DD7rpHMRUigRd6gd3
zhOzi2sF+RYquGtlg/XR8oiwNOedEAYhPs+dWvWUCKMoSF2XSuwKiou8KjOOIbpIIyk5Q5jrv8NA
kRnL3L5DRppgJWxGUALr8/mOFIvSgqDd7XKVcaNLzRCSpYAmKDtwG/5L/c0/sOOFmZROcOD5QzS1
iPL0khAxUqE39cOB/qs86TR1P+zCV/HrKR2QLLlR0mnhkwy4PcYKNUWWlcut5Qblq/TDn7/8X/yf
fvAu40IP48rJ4/j5Txau+TcuOz05YDTBDVqMoCI8uCxFSmgDHTDoX6B4lp1agcG2gV1mrtaNECbD
YlPqmrLPMbvHsKMZWE91yKwaBBJmtswmrdMn2kjdacStjyj1Rw+8S/UYe1C7jO3CGOlG0M/9ZPng
TmFcWYk2Buqnf0Tay6or3fuY9tlGnCkAwoliuo99N21iDQLQclyAIe2hNsdNRWeXqP4ARGuOqMWs
ceexxj2WGGHsU1iYyPR1Dub0PmEp4VDTWSfPycWf8a9/6/zpnIZcCd3jYCBbU9W+0vL9+Rx1Osvi
ZKbR+iFzdragS+HNsoftW7d8meGE8MPhC/SZ8I5LQ7QNVrrTumBPxA+jwKU67HRntjnpbK830kEf
6nHZxScz2ba1JaKgEGl8eIQV5k9Fx09r/Z1+A3wmSCthRo9Ew+rI4+n/wwZFbGbFpMN6nA0vkW0J
mHl0XNvMug4g2bTVjccGpXnTA7Nu+xp5bo/TBT3ItOqYFMe3Wz+GgZ7MDtRhE3NibEdD3bRojZl6
/2L7qOo2EI4cAec3LGmWhhgqxke10WZnCIZmVNczQrl4tnw9e/1y91rovOYX6MnPMf8dnvkDFTaH
6nNgmDrZS0bFkPFsbZCA7amI6FS/Uq9s269L23yS/0yj3F19aM2YLVpPjiqF/viV3QMJAATuZObe
PlbWpcYO+azS5tFpb9uofdPGmTEO4BoiXE47bKQjnCZNLv75QWFTIqoaL7uLEtTUeppsKYREnF6P
ekTLXrcj5gIetNWT0cX1ugVCCwLYzg2gBjtE5nZTzGgUYgweJmcRHKM9IKiZrVoWy9IvnfKcnTXa
l+6eV5ePtuonk6rGFgZprqON047KGMet2Gux3/z6n/R8bsZlIfiSAS5vc3eTj3dPrrk6tKM6Rp1G
ZgkwpCFNjGVttsOI7jIsGihNNsnCFj7Nt+1lluMyWem00jOe7FczqPtKIUCy6YikO0gWNEpGRbOk
thps4oHUmk4WiSX3HYelVB+9SFJ1pj+HCIBId4UkP28N+X9z8Uvyz99+/TdvMiYNz0lF5YDcUloV
G+jmnRjDtICgDIxHF+a1Riumtgqo0j7LUzpMDGOdwoXL5IwBpA9rvH1mBdH5IxLlkUL13ugNZ2Yb
t6kjgbKM6xs8qiHI74TtKozyALQrlj7Uitp6HV35SACgv5YwWm4hLNhm4+MuRpncGw0EPLv1XUFv
rj9foXlnDQZV66izO5G0KUqQnHV0jLIBswI3SEGNjE9VQTa60b9suYZa20gII3sbx6LV79i/fnh9
rn5NZJbAMqSBFSNTUfaM2CxbHTln+mKrbCSN6Nyz75xwxMvVqbzOEC5eE99RRCOkEsCyygRVVwVI
4ZLOYDtqG46s9TgIG7P6hdJNCjh13i8Rss43Rq24OCc0tSngUuS0VyLMhMV2uli418isW0+gA9uD
9WHnHGDwLcyvsdXuYGcVqcy7AJskJXROsj9+/ss7Gsc90NsZkttkhyUGxzQ/oIKqesTJ0HHw0zjb
8JB1rtjAS6JIQ6OmsMHSamWlIsH+BdQIqh3zuL30kDotD2lQrGU+3CugBdrgOjikSkaSB1ng/Mq/
2p//r9f/Q8y/Kuk5kMDMMLDCDdh/b4d+ea0vo247ekyBX/W0MwV1PzmJuoYkgIREllvhUuHjCjSB
CnqDrFurAR1RdS/9IeL9bjhOwdoTHwjpUkVyZ4arW0pjubvBaGUSoEH/Rfyx+enPvt1Sn0ZAB0Q8
ehTtIde1C0RCbUmhiRKqtbBzKrEQbxcaaDkUGW2rFRs5LqGrZ1UajUD4Jmiy7p8WG0yN0wWTcSdE
yp0njndPAW1hmhq5mC5YBOWC+7pRvntb0D/6VgUf90ShFLbwgypKbKEbUhau+oR/lOSH/CvC2Q4V
Ib7HPhgue80NfmGsInCJME2iLgeTP6nWtrOD8BPbY8bwokxAlDCFECs2H0g9oHBhQCkNkGYJplvp
kFOp0ftQjjOi21ViDM5Ohd6xQoVj5gGcKqd411tjtuYpKq451p4ZtaybRr9jYFKKmu7JmSGM0lj3
5h4kuZwxH87HkCMIel3JS3HH/o5hRLSiuliZ46yXi3tyTagRFsk/0LuHh+1v3zTAsoYi15FqOR80
Yv+P+OQRP7LZEedIQHVTAvVIO/gOCw50hLISawmWg2y6Ifrj7vvos3ncCPcRn2eAc+6uXJ1ycA58
ria4BI46FwJPsLC29lETffqwjdfWcLZbrHeRV01Fhq45NOtexv20bqL/0T9xCxM7mdJfb3Cf2GOc
5ZS0ept+qh8obNknf7g/0RKVwNITjDQ2r89wpu3wOZ2sdeghwBn3uTx5/qL7g+qfDdnTi2pCxlrx
liTOhTjyCfxcT0JR+o/12fg5xh2r0XG6O0y0IVlVDUCIEzIOunqYgYlm+5Jjd5+K32u/txZRLIDz
iHoPDjf2w2sSI0+O7nlx6uSH2E4bEEaSU3kLgj/k0QNZJO3o+MGnT+uf/vcg7Mpv0/2ikV+6aegz
sJpH5xXHEXzPMtn6eotlBBj5KUV5nyol9+0gV+i8dYEX67YFX7dPfXZM8D3th/opP0zQrMY3RcW9
Cqz89UXhUXauHnAsj33uenhoASPI6J+Vf2A7cKUet3FHF3/wU/khcS8qQ3zlftGI0JOaPzdN2iKB
3jJoPTrnp/oV2GOpJQKyoD2c0ir6ZcqUL6NlZ9H0WUubwSnrk8fZFU7ssFY+/DmPVJF2jojui5Xo
UG87xzbI8WSU5yfHlEA5UWRNyvYYsLPsANaz6Hc95EYceWnfqav628HGpfkQzxsMp1ZjOMmPA0gM
HOD0xLOxmDLffRpLPuWEDtxXj3Ps2qWjyRh00doR4pTX5v+uFuXjmqbsoyPcxo8awFrs7HHmOsfF
dKL7ptJuUF6zYeaUHaYAdrKa17/tmXeIr3xVCnfX7yYiXY8RWe/r5SP8IeHhLmqVu/ZhZKQzOe+N
RxKHDOih+6tVrLRHufoM/UJuXv5B1u7QUTi/nKyIdnGNLqf6iwIOqvWjxzA2Tk+9br48ZesDbJQ6
5djQidR1oGdaPkzklAz0Z39aVWQV2cj2XcGaoMmJ9De4m2P3TBYSLOIDnY4Gbt1sn7O0oyeMLtc+
0jxZ9IrqiN+y8MfBVvsFmnok56bxdGjLvqbuDBLRrtWgxxRp68903aj992qsdQ720fThXowWnvFP
tKf6pPrg9yVpy9/60FmU7QMZd1GTgVl1oAg3B1fxWbdWzN0vHr/TY82waOKZc1DX1QTmwz1/7hUI
8LiWaoXreOZI95HdIao4SPXEEdin6deWRyrr/hww/TLc6Oz0HmRO8dhAfRxPyM8J+a0lIWwT/BLb
1ofFkC0n4aZFkukw39cgRQtOti7824ACHvrUvVMf+jO+h7QeXxUBbttHTnnj87khR2SBJVNIlBHk
zhCazLhYCpbdFpsCaCgkq/AQbSZJDhbV7JkVmNWxfWENwhdusbcrzy9CQK7IJpBXr+0h7VtQ6hPp
+ZNaspz77+8Q+5QgbKYEBlUHIOg3nmd6vnGIs6l1KPOUFnPGZhVckO2WVG5BPkvIKxKVRf6bHufC
b3GF9O1zRxqnccYbJ7y9spWTdrl2DgjqzeD2aJc9PeOgBqcdsegjbsVwUOP8oGVzPqhmAQn8hafb
3L1CHlRFuH/rVo3cT58+YSbo+p9kqj6POFu1hEV86VbgUMJw4rEZBNlb2Ofc6zx67g6IzqGHQXBm
7mjR2qOOeucwG0js0/Y6YehOm1OKLdcteio7ltHamHnxEv0cUGRXWGMbfNfp4QPrSVi7g/BwM8hu
o5xxoaeYjGrc0cO8vuQ6qdViokWj9QwYvcWG2sttHvGxebTvDtRtiD/SY3LZ1c+sydamysxxmoqW
sTVrTRjmjgBPTrDH2KEuPceHuMDx2ZYHZe3aq0log/JB+X38mZB/0u5PEMch1cxvVd7O+jDm7O4r
UttuwzV5e76nAsID7Eqyz9ZwXYHr6d22Ll7vYKNUWWotxDoYOBtO7s9Tb+LVKmrOc2NTTTPnbJzr
24MKSEM3WYt33nnFA6a5y7FPn3PjQOB479oXukDGR3e4qg6B8khRxsNG9Bk8qL5EFN7fELlmabKq
YrcoQhUX2BJDqZ3qOV9pwwW39hVbTLli5M7W1FyRDz3LSdpcPs7q1gM/Q8SdmTTUUfAHGnmo3kQL
ZPjS3vu4DfnZLahQshh+9XJcATF6ps3hM3IZ5C/yMbvev7V6ZooYca9wiJcWZH/oYY23mna8cNr7
F6hb4MilTG1+pjm42wNU/zPSJzQamINVKHH6KdkbOv8nRAs3198q8idmTT6CBVXkvxPeaDL3/0kk
D+dYRW3o1tDnT6rIftiz6n5rSHFN5rf/YOjc0LOhW3N989+y2fU542v5pxfzV6+wSgaT66t7cx2o
zFD3c5EyeuORL9ZE32FK5R1awdxCNNqRm//8ekG+ZgwL45PFc+c3VJiC+bW5TP06cosAn6BWuX9m
yc2GaVYfcL9UTj5iSmO2JHvLbairNg023cKvwHNSf0RQ5R10fFTsQy1vVhDbUrX88f39HNT4/S85
/8/0L1/SLNmv/pgS/lwuy0CbzKz3MuM5suXr83RRF0h9Gak+M1bembmcp5D0WZeLb6Wh7ZS8eLUv
UnLxTNHLmTg/Mw/4cvYAiAWI9JDkZaLvSfFRzs9JOps9rIIT9cYTx0vPl+pxLSfYWc+Aw9Agxytr
N7mCoB77HFeN0c7aWL2UNXLcon93hRqd4NTr21lejpuT56JIEumWeTz/AnuAVP6Y37UUXGn4+T22
1Tb0b+jc0HOBWUVb8n8b/mz4sOG3hp4N3Vrdr76tSr42fLtE0A5D54aeDd2a60Tw4joz/NzwbcOc
DP0bOjf0bO4313koB4AxQJp9g/eUn7UEegBKZdwwKeTnZtPuDP0DnZvlNvcXkG97G+mkJSSlBwti
1dqchFR+lySAH78zz/9zWKoNx3KINXb7Sch2znwZXE6+vSezC5LgAVkXpEDXreEsYE5+KV25sKDF
V9WZWcAzzZg2x0FcfFyQenX+WiVFvXwrXXNayHtOsJBAZcjT9ztv5CUuQZjXJDsDEPBnUpz9b3Oa
EjO8hCxn70m1KpfP9Ty/LlYssi9o5JE5bLGkkclpa2dCVHpTdpn4pLACH9TKdHM+dC9gQQ87znTr
e7T5s/R/26L0SUnY93dBPZDd0YA+JXxXLMPfuF8Es+8FBgvNihk+do/6nNl3s79mHxtrnwIfC05V
s78gx/Elhu8Z/ua0WUPWTFu5jGftDfArLnHft7CPnW1oXA41b9hOZfgbAs0Cnzb7fu+d2Ld4Wgo/
wYR8oJEqY1Hxtv7ZXg8HyqYZ/JA7CgGwN4ocfm34Ngq8C6gVKxebDzSUMzA06IRTvFdig/2x/HZ/
HXaJYTNoeNvVmbo3x17w+eZmj51GxN0/RTSHyey+NiZZKnM/XLnYrbW6uEyortazS5IItfzwPlJf
ZOTM1+gXap6J869dC+tmOXu96h7CVvZDeA5TFruytexl1oDK9UOuW/9rz7miC90+FEvfBGemdddU
oyETIrTUMU/+yJzpgzPbGP3T6pn7Z84VUmIMzPCruA2rkdcL1AcqC1yTBHNQGflr5KzhYxrKvBTo
n0hARl4buWzkr+Fvho8ZfhXmZuS4kddGLhu+Z/jbAlL0basKozYSI3+NnMVQpuKJX6TPQF4buWzk
b4JV14ZfYZ0UuKyNHDfy2shlLOmuDR+zrHyDYqjKXIgKUCjNf+8QJz2D698b4/eMUGz8Jq9Y4Tcf
ygGxe7pdhHvbugVXbc+J/AG2uka0nuq2AjpfAt3CdZSO3/5CGs0zT+9AEIpIx5Zo6kASLb+HPwB9
mqfeJ/Kf/wiMIQBU+kIbOjeDMHRrri8ZebWV2/8izBd/sXlr6B8iKLoy95vrnFTbPzLvXv3n99/K
HseuvWZy4BP8n9L7hYJ9HdC9VIeF0kPRO/R/eteabNnX1p/Zyq4RTtgd+Fj/Zz3DQGUK/h9rXxt7
OUH7yJLVnjm7iYNCuyBR763O5xJmZvvcr4z++Rx0sJWR10YuG7upwFNg9EzQJwVwSbjv/LWxp5xn
TdVGzzT6JBqZ1MhfY2cZewpqfH58b/RPo2eCHP+qMnI5Q7hNYwcZPdPok0ZvBLmcnRk5G1iN0T/R
MMDMF8Or5rmxs4w9Zewmo5ca/dPomSDHn0kjlyVO1qqXhm7zpvvqdqyLgISC4w8p8mdD/4bO7/F+
CdrH1vBn29XG0DPQLfbSM8JRvEgd7K/F1Hhla1idB9Hwc8O3DX829A90XnG4n2zv1Js9jgT4LVkY
ujX0+XFZkHSx/pNfOo6biMIG6gzrTRcoDB8MPzd82/BnQ/+Gzg09m/vN9a9u/z7wVXOW71o+xNUj
vWn0aaLAkfWc+sco34OP+ajiI526hRdSK9un2LYRJLePe6AOGYyIdKpskEtYF3Y0yAs56MQYCiFx
fzxXe/aA2Y8VNnnYtV/Luo61YNe0vWRbP/G1YYtXLlv1FuzB+8dNuYxUNIfPlZBdBme3736fEpNe
AnaqWgAogF7Pjf5ZX8Fk9ReHiOwmlHnBGK69wgLKf+MY3fkGwbduSeu7gKzIWmOdHB2Rj0hCGHLG
qzHl+tHQN8p5451OMvPJCK8iOZnTmNKORUk8VEVs2TLStAWDcsNFACJnhPGDU9ae+pluOq5T1w04
YC9TNtHF+X20y+/yZhHMwbn3A3nAXhjg+MU0nl8cnK4oGm98ghXw0laqsLan4csmoKEEO8i+avyX
GmuTo9l2A4dOZ+Rnwt355Z4UJY5etDBXNFlExeaCRj033ebtIt/I+GflWYqzWV72+bMej0hOpL+I
P5MTkzYP8HMeZYzbEPCVu14djFNT6fulor4ZDnil41kvojUQLZcS1bxHg7TveaJACTrU0VcAVxK+
+WZC+Aocwe1zWD7408qhkx0M7xwF1vyg4NhH/hdZWX0MMm2uSFUdDDg/Si67hslGbaxnVqdltncV
GQ090rO0wTkpUwSTrh8QIfyuiAb2Klofs49FT6h4j0F9jB5174psbV7QvyfQbJDLYbtZJ3GMxgfq
+AJnPpQMnR8W1mlpJ35uM6QZntv76KkJuQspkblvH5wEmjQaL4LhlWekfgXCENCps53mBVxHsFB9
T/jlnrDtnBv1dLGp7lvrk0obE9ZOHS+hxJyoD6SYpQ9mnxLyFXROgMD13usCO06WsbrBPepISTYp
gg94639b+YkbHan2Ra8r+LVJ+jD/+9/eNkQ9zSVpzCJHQcim2wuP25IS9RWYz+o3pGZ7dVHVYVd8
StMNdva9S35obU+q/RoKIvY59EbMBHgU9Q6eenuBw7+CZhqBcKqaQVbKzA6K/lhFXqFVrlCqldZh
XzVRcrdTgUxWtKFnK5ctfztrXNRDQsrzLgRVkd0/WT3TyGsrlxeWj0l1yAxc+UxpFmfmG76E+ifg
gYG8RomH/M1DE40wFYl7ahvg1r47AO7A/RqVzjVerzIySxyMZqdoaNaOkxp6NnQLjgyxrv/xdwAU
tjV7cEP03xg6B3pOpble/npGFtmevym+OH+HoUZD526tF74p7rJipPwA6vDO0OfO6K36lSaGMwGZ
fUWWhs4NPRu6Ndcvr1dEbHb0V6RazhersPTmfnPdV7AY2fVxg5P/At+xWLvU31v0W994h09mTMRX
APErL8n9GSnm+9BPMPWEEXKkAZUrRadQWdEfdmS7Mubu7ie5v/9OzzV5IckrmaVZMTMifVX9Mft4
pn48e2h7gbFd3HPC9jtOizX5liMktzkB8z1AEF+Q95hjdV88fy8p2XyWp+SSv3x3Xr/JX74gcj0X
txc1OvZFyjWlzEysyq8S8vEn8rANaT+ziMLt4B8OseVbb53r3Mll16L5rCcdGek5B+PL9sj4/AXQ
S63+KZxc1qFHaw+ueQjoPTx9F3FoGsnx8pkHU8089S9c3ux9LAR0VG/OYcPPE/SnGfpXDj3K6Kfi
mqSGPxs+vMQIn6Fbu3lzeTs3xlC2M/wZaL6+MfRs6NZcB/wMmhp+jnxbGfo3dG7o2dxvrm+gP+RX
xBU1IN2SfAntf82a/Cef+BAiwVZjNm/4iPzcnJStoX+gc/0R7/9IyEb6rAlmUb19G+IvUKloWpz7
umLqhJrZ5b0RH4aEt0wgqNlPzDVaRzdpBv/uMZ3AaD/Gtl/IkN0p3F30HqDgr5dkewvngqEjSsjd
uXnzesdWJKs2EDefcdS4jAG6rwFQ+zpP9cIw1Rtv+xrKugE4+JlKXz8jeUmXu6x4ZySMOTzfkHyT
vcnYP5TJq7S4+9PFT9vIvrB2xENbvzqQLdaL/Lfs5WBfTIZ7VmP2sj14YF9wq3eBCDZcbBTExqyw
PzhJk+vt/OSVH+QGVso50Su3jw1zz1vD2luWOkO+Z+d7bnk+KY1cDpULwK/8z0mElmj4G/Cx4A1l
TWEorM8r7OCdOc9KDs2QjVZr5PK3hl8hX5pBYLN4x7x+YfibdIUh9o33IqTI0trwN+BjSA9mdOb8
fMAhmSm/uQQSsRF2c/w/+NEuPSL7ymduK6+YFYhEPMN7zLi/MdSuG6VzfQ7jWF4bObwFgPRYGfwC
U08BNpLXfDuUrOV+eU1uoG0SXd+ZFdC/m1cfFPiCyuf0vdU8M0DOUvUFtDm4xmTCX1bvzP3mOnQN
y2TxC6PzqS/EhVpsX1+/XUf28kNUQWM2fOfLWowdbe3lt1ZdrsjFuEtPzxt7ucvn/QWwo788oKTT
ttWm7XelY+Xa+8yNNMJhXRNjR4O9vFDW7jB2BB2v8Trzc+Qof9MmC7Iy+qfVM0Feo8mRYOnO1gNO
Clv1zFtWn/aPMHI5A2R+v11Cgv4JIMvayGuQy7RG/saAXyXe6tiujLx2p42CKrR2ARqzs3cgfzXF
oMqN4UtG/zR6ptEnQV6/fGfkr+Fvho8ZfmX0UoKooEaOG3lt5DIEj2bK8LEN0mRhiXbrQqg1JELk
hs6hE1WK178hz4RR68ltTi5+tTvzotzc/wwZ8Gu88heh+Jpid9EK1KSlkbRpWmRI50jPcF1JAI3K
jBxWVbluZ8uhoLHOnlrfASNUhj7n5g/PzSpB9owma0PZhs4NPRu6Ndelosvtm+1XL8u8VB++N/Rv
6NzQs7nfXCdlfcmuxPb9s/f/GHcssn6ecxePkLc9TupRVhr/p1GAf+FCNhgSRRxER3Zl1826y0Zd
U/x5yFSWHb8Q+jOB4d2QexkgFY1qXT8EaFiHT8abUCby1RsNXPBngX0YcVzU2MsztI+stDX6ZOJz
RYycXUU+ovszJ4Co84RsjD2FemZl9E+OclzabK/fgH2UYNmG0SeN3qgAJpEYOWvsKYtua/RPo2ca
fRJ88UYuZ5Wxs8CeEnujlxr90+iZRo4beW3ksrGbjH1k7CCjZxp90uiNRi4b+WvkbJCQ2L5wbfRJ
iOfmpZG/VwC/+aM5J0YvNfqn0TONHDfy2shla1ZY49TQ7Wuc1y1c2SHfBj4MAfe88fc+gDW3q5A/
G/o3dP4X0IV1Z67/CvkzdrYEeq6w2QstCT1jgkrg21C/Qg2d20wicx0yjYtvDT+3fNvQP9B5bVi0
NNcV/9bwZ8OHDb89B13qpaHPVxm/e8H0y9eGb4PsWGyBzvPS0K25buw9efuj4eeGbxv+bOjf0DnQ
88vX5nq6+n+eBGjouD7RJueTWkSkjxrGbtwftb0g/2YfSsYzyQ4Edh9VSLEYdwgtHlspM315+07C
E8lGPQmx7b3Z9eDwLZsko2Gu+hRVA/9BWp4Y86biJcD5GxvlMp5u9QSHmZ4Skz0W2vrUmK//bITF
Yu1vwn8UHK/scaTMD/BDsHiyzK2M7hP4aZ+nxwfSw8jAR+OVo59zvgZ15jJy1PBHhICaAe5O2Ak1
jUIfw74OTHkO+7JJcu2nrCCvy0alH3WE6Gi1EXvsYamfhqJYk8N5GKcmDqP3S9FYN5jSJFMdaChK
Txnuvud4GaSSTkeotHePL+yS5cxlWK1781ZT6JsO7Ic+tgcnSbzQey35NJ6qk6CK0Ln7QbVBKkKL
CDUyvwGUQkWkniCBH1eryT/tNHuKk5KSHNuapKIzTl9YyJtz8JRVjH8wCPHRXdZuNvp5ZSVfTesG
XE3oTo9SKBsbI2k6wgbqJ9pp9lj6aK9qbd1Iij5LKts5kvO63dapzQ8m6mJUEzUUZO7xMc2nbjVX
na7O9YE1PKjuaZvq5QEayWzg/U3VsYS6pOFeMaJ93NQpGzJF9p+0sfrQu6wTDpu9Y01HFrPYFmzN
FCBIedJfOPl3+HC/KHOHPaCoBYutC198FpoTw6C1Q+NVI2upp+kbAXFiN95z5FMskClnm4n28WA9
g9dKs/v2bYNJvLINEnXg7DFfs3AMe6JZ5aE8tmoK6+q8AuBT2mhCkMDZbuNa4qLYzsChIYLmpNck
6oSTxsgJAHy8dxjUozhA3Shma5yyQ1SnsMu0v1xJV7FUASy9MyfeO6mq4eaEnCYAmu2gJ7MC3aHD
AJShY2hg7DpTJ0TxI5xQy+E/sKe3tNXT2u1mr1dYle1KVWeEMlUm0CejIfZIIdE6/pW66clm9WVc
2/Nkk36U6yKGbZEtRiB1dBVuk4Ui7MBzkXAprYZ8rWKiS08/AR8+trJM9Q6Ii2q8QHVz6xPTjT2u
WaFaLVhoWOt2gySbmMTj3UinTRlt8lpP0yXoKfrGFNJ+k2He2t4fbcn2CwxmB2YzU4McAXNiVJvs
DAXkehA8okUT2iW8JqewIXaamO6nwLoh5HWW29DTxt1HNylHdpqKFnfn0c9UUb23YXquZYvW8pSN
ypC0GUXd4fRswhT0E5lhPC4N63yK6VsQ/RoeuBvXMzs4gYffNR8XbLr3w4FoTupftD0fPSApPX6I
dE8E6KfhPgNK+mnN4+nwGzFSHNTt7VG+cfQKnXbSikeaS5/EtzoIkMdfkD31KBZPYA9+ytzdxj+J
UUeflKwfvS5sdGAoUlijIA9buidEJ+snWpVP/Co9NEI6bdX1E+7/v0u4K4IGko1X+wBpfDopMvIf
5PO5jbAy1QPFiDuiTlcYJloI9BSG/bjFSkb0AmiovPPHtS3raeXDN4JMbRSnIo/fAd2YIqpL25gd
/YhxLxofn164+aEtc2aoXFcjHMo2/UXA3n74ZnQ/qmMHtnBIU1O3OaGj6lyLDniTIUja8Nvx+mww
LCVdUSEPqK9+LxziOHae3tAxSm31ba/y4yE2VRBZiepU2j0giGRv6VhUdRJTwt6Yy7l7mHJnt2mF
W9duWSQ1BrKaYr9X0cvo+KGUJRYoqWnbXLk/q2AF+2rWxmMy2AyJthcKPdXQxHOhAOXIPDglqi5J
pYIXqKyioS5ii6lqpsQ6O8TDCfNRC9Wg9UQJjdtfaaOA9UvKBwSZip6tRxZcN3gvDQ/oJPggrWci
ZWeKQ3Kt0llN0m2EGGRBcko0Fnck27ugYpfaNCERt9dKNegxaoyFs3qV0lN4r+V17MCZ0Yhse5zR
U7pBf5qN3GrV1qQRR8jwAYYJ9nqK8j9z7Ksmw9C7zNtxMm9pepPmrw/KtqPqDfLpipPMT1PPekjS
1iqn4Ont1MPyaYeQjl01bHKbRDCFfJIh9XnTfeKA2NeHjdAVqa7Jc+ZCUGhXga9TuyoZFtD0ZUYt
ftNmSI+mEeCD4QTCL7vsbZMr67glFYBawXOYf6A6qrOLgdWjdkg7m6besLMhPQJhfhKyTnpWVKd/
Cosu8qFtJqyR6bshhLQQx8piHqwbmDgymlTSCmXqiWQ0QnyFl9f9Ph1l+4e0Y1+371c94tlPMf8n
iOH6U22u4SlzSs5d+bNWzU65Wh7VG5n2dRJjI9kP7EYokG0UsxJB1j79c1LOpQ2jbchALIaM+5rU
UZKiQzpSNeCA6nCaR+6mPsFsl6HZeRqG6rRtesCxRY63aJ2Y0AVLTU+y0k6x4mirGjK+oWa6pUEN
twJzmTSRUlU/ytCjrWOV1I9zQIhPMlyphDopVF1p5kcMfvn48QHGRwF2lcvqkqMz1NxjJ/u5UE26
s+MO0VBGK6V6Ktegsjf9CPSTXS10g+IU35v5UKPmbhlnwtqaqW0rFTes4uPPpV1UWUo8yE0W47lA
syoR1qxhlN1pMsFOOMB0il8mu1rm4PMTqVtZvnIFkQnzkG41SHzoeSATHpob8OFtZjrSLjoaSPhX
JuakUU3rvR/9xiMylAcnWI67HNqX9MD8ETuSarnR0xax05M3GWeM+yHFu0MdLGqZ1JEFRe/I7HsT
DuZ/OoGsZfvt5teHchJ16PYEywAoPCGIIycMjI1//UD4lp0i2yI/STfvejl+WKI2YnJsfSaGg6cL
pbqX9TFlon2iF65ZDxETUbLaGot+6mIY/YR3HTPwNnFPZXZk7gFFTPKOg2XC6tPJhVJ0MkHox0xe
5eoRNFc8xUacQgDD/ICqiVTZ+pI+bZD08APpIyveTlEpTtkcPnB7wRC1Kf6y4se3a8B64MdGyA5z
ZzU2B/0JUx6h8z3p1o/gIsjtaaRNpyx2SHXRp9D1WB97esLJIDb8AvMLYnneWzraW0mfREoD/F3d
W/ZW/kY6LC/YeO0aHVovpyn2/lRG91RdXatb1ZI6SP9N5durqIM7lHY0Z3mUjw1sRrwa1yN6gh7n
P2zkih7ynfVvDr02QvxiOfDSsYpNHZqL9eSJmuKsTE7xCSTeY3Og+/rV+Jb11pDeeiITPh+qGloo
1dmqoR6O1OI2TRCRsu+NiS2wTgfAWZTJrFt6e7ix5KPKZygggNY+XEkhtXDZ9dt6R2b+iWcMXKAy
WqXLaMSWX6P2KRNtXw/eEp4Asnp/Ir3Fmeueqe/98rs+6XiTRvGeEiht2AF3ZPAk8CZynhaoclGb
SFk6xh1aEtHdEYY8J6oKiZwysqvKqTy0nnqj5uQeHishjdiahdrV6unYTafr4RErZ8U78tQFawju
MDpqAC9s/aHuupymOiRp1/Kjhz2TOMq05zakHWv0AAfFoSKgoI1N8NBwpo22Nrr4kXWTRuLrwOYF
Lh/KDE5WTjvR0yaHGKykYxlcjhvTig5IsAP2dzd2TU9zyUZe4ck5ZinwCXjvC/SvOBdragfzLrxf
jXRl9rFuRXWFwa8db5NcgPZKhsiuaqsHIjq6exzB+ZABIHu0W+L9OurXwY8ZvEcRDureS2Vbvqfu
X2mDxnveuOvEwh4f0WebtnCOe9dn7GGy8Tm1HBjOqp1qYu/I2/RR02Hdj0QdsfsUoqO56GMquIVy
ynhhcbHmEd3NJhidCZEdyWi1wWdD3531Nk56VDDR807HxkcZuZryoV2uxrc+dAIS/rVXFjjRzGXe
Igvo+ietaqVH2TeDZo6WG8n226shJUiPyQPeIkvdfhNXHoZAd6c0he2xvr8Pl9WI1ptbv4kp/pVp
w9GkYk13kKa1jVeNAP1TW7YtBW1CPKmuNe8PqGDtIQObUPtnLYOq1O4mOGlIFsKecC0PJKC2WGzS
XVJFPN5T6t2GIKYE7fGFdY1HujpkZhgzW7czkGorethAznHVR/diZB62gQeFVnXfo32Qk9Wn+j5a
dX8zt6Xm/hesnmODyITvbY+DrdILQ9asqmTdt3RCeCQjHCthGQ0FvkskRkbdsY64E+8xXW1T+jOm
Yv18SDd9AALvdrORDaWKMY7Noibm9p8ZWjNGlQPkZ7M5m8rSRZrWNXJrdrXTseSfWxUHM4u0orZq
P2+i0uB6ZVRdVn1lpLSlRUKGdTffml/TuAWBxVh+HiG5UG/gMVp7Jd7tLG+n2crhVHrV0n8A3xj2
Z5syDv1SwfMwo4VtEJDXD4D3lgXUOlxkq97aJzCdCY6JGUjdWEQjUE/g2dB5oJj+ymR0WHYVa1cb
OUHdnG9EdlfGuqG1zwl1aqU+VzaOFww3TZsmAGENP/qZa/u3eVITtprJ38/Gmd6BnMnskKf9+Odj
z7+7OqR9jX4OxEHKkXN/b149zvHFoxySH8cfWNSjfvUDjoX67DFT7kfU956lL7sumSnO6kOuxeV4
Bgf1hFP3NqE+ZEuocZVdj+9y91uX3tOojgegJoUAGpFUkEc98THrWzwuxSQdk26PzT/i43KTTnNP
P8lHj+ljtY5jS52cW/qY8dHxu9mnuNxP/AykArrAIynxj4N2iiR6bHg0Ju+2T6Ee147qJreGPRE0
IJu0yXXLg88PMcvHEN+BzHM6fljop0yZnrY+GkHfme5LwvIRWbj43H33iyqs9VhQQj0OsZKdcpi9
H6cmQ8AdHX1De3Kto69XI5IxBA72Q7rNzn99w4Z5Xh94QI5L4bSHvaajwav2oS7cQ1SYBcUuFNe9
ZVGRL++AbtP4AfWoSCrxTws0DLe9NTwgD+tjwoFP0FLuQ9sUUnkMcEm6Qbe+UAl8i48Nb+XnWg5w
0TqsRjUZhSWJ8wpHVBE1sBp0kNBrUpU1uW85sep+mICQoVDTyJDDLqeDftUAICNPUU42w/n0h1rX
jCqjJV1o6wDRvOOB0ieiBZDGYzjK7nXopXvCY8WAL+gTJFy1zwu7s2a7lVIthppEezlQFT+yxFXF
6uHaE8aawDKdjoyXTFBuTtHJtMccgWz01qPpian9sQPgkBnYKiWaZK2pMbJ5LOxqO+NlOGYpHr+4
cmQYT6h0nqjHnDmXtmdxdZh/XOdWq9Yyf9TTdYBmamre6D8npSIG5tApNz6sHY7xL9bJR2UIaE8j
XSLmHDufhfUbj/Nft10oyvs3YpLbt+lwhjfnrVIvvRpfuP244yUZ/1bVI4HrcFx148B0gx/vJaiP
kZJyjR5JJlsX7RfX0lk0IYtmN65L1MfUniN8eYhYAKRHuX4TURM3xZ0Qlv1UJdmVvUmnio/1PDBq
SMU66zm7qvHwthon2WqCzRgFuQrX2kL3FoYPnhTxaHbFJ/HjP/gniNtDaEMsHrFsbQAbaySZjHfe
i/v0HmR7T+FK4CfwdfVpZ2jsDfJJjPEn9BDNfREJ4VT4HOShQvgA2EwH6NmF6vqHslU4SG2WHZaN
TihnY4O7QvUj50qbLrdJUArD3Ctnbqje7h2qnaZjo6HO8OFRCpWegGnX56JMn05lPo4DNcsIj53Q
vWPigrqSR5o0uI3Ec9gmXlQP2spmQj5lToZTIlz/woB97lNTIoCDfp2Ud3nPxjdeT5hzBLhuwfr2
LCN9o9F98sifINt+kv0IH4/XIiRLfAgmYMQm9qj0vfNXlr23B0XoanyEVY/vhPTih94w/FB/Gq9r
a2EcOg/JhCK7t7q7LGGooUHVfeKSQ3jP6UR6g6cHxN/4eArdnRfHl/2YGPOJ+gd2eYlvgdVkNVRt
P9LglC89vd03bWHdK2Z+1NfgQFfEA0WOMHTlyaYeI/4D8mbfO8x3SGWUPFTjsk+fRQxEH9Nywhms
eqcssMYQhrsj25mcoKbgMNhjdJaxSmTDqvRVPAl6RHjT42JEZaP37lfNItDZVOG8e9SUG7WHtyUk
I8tKj714F8xaTjqgIvKI2qMHF6rmzkerIDYvBz1mB5SyYyovHVdj4V0bjOxX0SqI3jzYKFbVYR1b
jjuxnLKyc4kWXubSwwnkU3Ifj+umNpI+q3hJB7XtoadM03hZT88N63XbIBMbM403DTLp6DIBHktH
MmeTdNZiQObCeBQzut+z1l1Nzor3/cE9wuZZ6lGdnUW8SvsIXit5jRKhQFqCxpXaXoKceJwZPURI
AeZ31I6senR4oDJPw9vNgaoTv2zCF3z6EoZygwNKsFXzlmEFs9+TZQwVzhquLGy3bi/aJI9TW/me
YM9mvMLOQce4dHmhdRYVz7bRv3e5H+EG/Q+xsrv3zsMC2xd2lJOHIN+16wN+h2kz0oced734wXvl
dvQBWxVTn/lJ2lCx8WcNHXM9RowfWelJ4J2C0Ii5Z/8lqS+bhaIup6f15KRHvW+UBSiLfHC5A6AR
0q1VHjGs79uUwX/CeElirIjzD8TWnut28qyhAch5YjDlzYrFWVpqGXloO5yRQwN5G1zgduTe21P9
QNYC8l3NMucvX+8Tslu6EPZG+sOXtqeckGrmlGM4YQ9+B7Xb5TIU19REiiiaYxY+ww15jfcusd9o
TURCbq79MaJJVZsF0AG2ulY1qRS0xi4qsoJHP3ifleS9hEd78m+IvLsxwgjOaaWYFT0SGobXgKUz
h9bdABJYvqGfb+i1XHIofjF8NKdmkPCIxCXOAkWZAXCqQDVF20kXte2V6XV1Nbtwx8rozSo3a6zD
it0sgKIM5d8bqsb2OuKSyAV78XybmAUScPg2sy2BjqBbTTFVl+syt8eOlPcKCmDnVRlMk03WUDaQ
O4M/zYtN+pD9XC7MSHJemUl+oOQHsxoPOOjq4bUmP+x3pNiuH9QfXWeff3FmaMdQ+LNnWrjBLlTE
qp6n9PkMOvbNIVpZ6xqiw5U16+B8qrkzubVZhW9Scnl16RL/FvuKVPcA351/UOSFmeR5St7Xn18V
l6VWiiEgdkkKubiF3sVzFxS5X2il73F3PzywimSFaklsD8GRJE7YC3ZD8st3dJ8UjCSArF4AURcA
zmy0EL1bJPVqZShQ/d337HqZXhquaBtl67l2qBMbcDT/mgBnS3aGx7NnwswUxgRwhNb93ZhCSwkS
QJjFJnL+GaGX0hH2cpMUGq2g15sbTC/MzzQvz/Nrvq3IdeIbpAFsiC7Qs45tkV3cX70lNxVg/O10
OEMA6i27VgjR55BlukGTmxUO7VArYZfqAY2jopx9XJM78evZ1YuLS2OtJ9DcCg9+HjsEEnx8Cq3r
lLegK+KbTVgJFiKq5lCTGc8BK+SZp5GZlxW3OIt5ycwOLi6eJcr2CRHLwrbkzYKQVTuwHtmK8A0R
1UwZtggp+swBZ/W6eFnEpHoOxxFkTmGrOW8rD4dVKfTQ00ySdPvZC8JTw2hzMLQueDAxU695aKsM
zEPQxDCfbYeL2/YJs0QDto3ck2Wdu8pSGhIQ1sR2S6al/BVh7FqtKzgn9gmz/YVmYO1c4vokCaj+
CTYS320ub0n54M4bN6skawdtx1zVjnPybFJwbkO6dk3eKmZWeCfrCnfj3T6piH6gybsqSX/zXJld
mducO+gbcev7KAtfG2SB5XPtXePCaiVaV06Y3VXeBNfkJeHnwKfnSy9uKpTJcs0vsJo9l4YGydWz
bF16Jr/2/nzlKxqpt20r1EaIzwMRQ6Ane6fA0dA+L6SgbHG5jdn73tMZ0NMCZmtvyyPfxTpSn/YQ
iHZ5ugv7wDkRjapnTpzb8pIEHBrnltzg1+dRQES4qMHv116e7oNxGor/rQ8sh5t3/fAQHUgL/9ch
vbf0N9jQz48cqPVfviRnr8mD1XZS2g8hCR/ASiO9jgzhBp7FuQDKHbkER8sdbirehg3r7yp13iyD
00QK20oe1DMYyDkqpRYraxOhJA1+3oOOniDZyD2KMAkXbTG8fI8LsyIV+IEu5DeEn2HVCAeO4bzC
oeDF0vcvPb5f4ufOerEbVyGYWFaQWH1mj461MyKDfTEnZ6h2vtTjeZWy80sodT7ofRa67VjUzlKB
K8iipLFSUpmfl5fP7ra2FZksg+oF/iHEe80oqqxidygUEeuLrHWDg1DURvS6wGYOxgO/FjvnnaDM
FX0lSeOwqtte41XtTMxED5mzzjLSrAt1J2sfsH5udUEuCnL3LEtp8T6znG9F6b5ZZu5VdCM+55k+
YLPba+fBoR8K14Xvu4HHD+lj8wszo1lRvW1tb6qH3LTerVw6+jiQOy2dE5ti+oSyD0P82hhTn3Eq
5Suj8+z94mi+1Y3Vjvlh4IYBb85d22oZsdBVz4rVMUsAm0MY+tvnD+lW+UPkYm4S8KG8Ix6WO+eG
NBTk0GQPrsjSqOMDzhCFfNVMNgTVS8QSMiKqQGZeXeA9K6pSkr39Fal+wxiC2PJnyvU6Cc0l4YDA
En+ZX7kOocHNH7W92eOMpCVcsOi5PacCarlLKAuhdOHPoeJvAcD4tdzgSVNi7gR7+swDwzoh/B0q
oPCn67tbS7T3cixYuGZU2dI7vvIsRc8lZMbtvtA7tD3u/yRZUPawLK+Kjz8vhBn3lbpxtiNnaeN2
PjdPffngUZsYmto8PlbukybCeUsehFuNxPs3aDgX5DMGKLlq/3MOEo9zhTX5Z5IlsqAQmNK6zox8
MtYK2y8tRV3voF68JpkAxarnNYXfX2UFFUbBVqzaWtc4f6/3xqRhUlCz5CCZi9lanafF+f56vd2I
heFV89JKRyxW8o+diSvDwubVv1omTbnHaxfROttYgkqY9Rfp1Grq9brS/A5B+ZZYVofRqPQ1qfSX
tx8/THOcaeeNHw3fB6TQ/nnLeozWDP2Bt0ISz3ty+aU/Hrven571Ij6qFxnJe2+3vprPyOKh51uU
dJRFyl5Mqu9Rvet57oJHcRmR5FV7zAc8d+W4O6sPItrgzvXaBKJhTrK6XPUYcE7U2HbXvfLiKYBm
i96CZ96nNGvCQ/0IS/eB4V2XExytVbdS1pldjEj5uFQNNnpFjq8CzbsTaxySaYgdq0/JNZD9HAgf
75YeLv6R+QvslEQOPiQ0ffXuCN5pnGf3CD/9QCyTuz62lMZVtGw4/jX0qSdH76ORxn9jfOosHpUk
IwbQ3Gyoyuz6fnrQNjrCI/nZfHC7WN/znriLzruRx89pJ/FG7zohx6bfxV6gzOdMDQicT0so1eNR
X92ia+th4AMhNtYJWaiTA2NDw9g2qZlj/Ksawgyh3s0ixxi2PpRErDqCXbAAbrnojVkPx4mbCekD
UVhbVil7ER/JJOtFB857Se7UJxyKiB9u22+TXgFI/HxCZqNnxkUeuTs283hXKY3QUIM5hUeuCP0o
lqiWxABI+Yg1aadz377I0BnMydv62Lm1/771slJa8OHeS8Pqj4MlOPFVYGjpAU947pWrJM7071Om
djy4o3qkvdfEeksH9+NeA0O+pW/yCbLFjOpctZB5Kxi56i/vHIIvXS4z621BQepcg93xWa9IK/F3
1a6tggxybDmO0GnopKZd9Ab0KpMAdbUg+4rQS/LGOa07TKT9aKMdJLJ9WQ+BpVPMxBhfwwZOPyXi
2iw6ZTV6iBnIrxBd6nR2DqFG4WlgoKaOOZzfOmoAZ70xwFwEbHhZGuqqr3Y/Bk+C7vSF4y33pbb2
ixDeA+BURh0Kp3YE8c3UQO4dBHSF+0GD3VHWZHsxN684874X4WcJ4b5Z5naHMdfpwXk8yqYjZr+9
22Wbkfm8TIj47OEdP918IPTVWtz392qwnLXiXdihATYZ4B2k7J4QVH2ow3Igu1I+vLwk3nPd7e2p
Y8w0HZGfrpsjnnSZJxMdeROWGR2WEBXR6bJyHowWz8dyv26hDh1oBK6miuUeeW/Iv+xSps/d+eDu
mLSyZeXAY0d70yMHmOHq1tEeKu+Sm2HF0pzkfCHvx4fWxomkUfKFFuTkEuAsXi6p11cvXhAbdeCd
1ZNH9NfelTTQ0lBlDg0QyZooY1JWP0fuSD0s6LvCLRJfmhzb9OhJ3MKA1Ggmi9fmyNcSJJUgZBgN
T0Zlh5IcQ59VSbxWWxwPc+zGNuBilM5XGXlz1xuuRXTlvvyzjrSlGkVzgkx/096SHW5kiZFe0kYt
s671hYfTtHlA6xx+KPGZIVFk5joKNEPKSLXzL6rbD6SRzlP7s7eLjHTt1Q8SDXJOHu5od8pFozoO
HEOwGhNXJqN6QGR8yEe0yZ1SF4Bb3wry/gswYC9RpVswkXGnjbTgdzGPxQIFNK3uGPHt5+QBOSi0
C64F3UagZ2GXrfrpzinIkG70x+74g0vyk8q7HbTHgiyQTacRPYTPtVvpeu1xdsGteS6McM6Rdhl2
s6IuSKd9gZKsgdL0C4c+pqpGt6FWdsnxg74g6c7RT+1tNlCTLoku+/j8rvZ7QJ+fO8VRsbhuUDXL
mwyqIolPspfODGcXZtUo3yH9Z4TLmvonbvwBNUewNHL5LrbaWRtTSh9gawFxVAZ/y+fmRUYdKVTi
FSz/F4j5p1GIJWke6JoDZtEw/E+V9ZNkup9qWS+IxcSidonwMGuzATdKfy4NCdDdLc0i9Q/fVWTo
s6vquhmAG5JYWG+u6IMY+sKeot7RBjgYSflDmtQ6v6++H7Eo1AF3g3t0rRxghQ5Gw3ocxKh0h88S
7ZKk5ytIvlhaYVjigCsX9RDUuagg2243vIui4+Hq2txAI9w5QW3utzL8olwT+kaQbv70wvnHgp/T
FSNri+sO+79V8ChNWlWH8NyF2RV3wqqopLMw38qF2Fk4NehOUt+8qNUv5kl1a0i6vDDfusMY1JK5
6ZsJ3K1JzmbmXS6qLiGpBAOyutVGg1onKrfr7qayJAL3VtUeS7Y2M6dl9WpL+R7Dncq1uUmVOzBL
0fIZOVFVe77GvXdMeWdaYoayvK61VTujMoOLc0hA4zkjNTxT5+nDZaGzHfn4cJul4Gzdf7RxwpQz
SIFEPz6d0Y2Rrt8WO5sRCk0ovWZtI1dNAThTnQK2DblWmJclGteDeHFuDtHi7d/5XIEKxJphKETN
kq/JjIVIgnVSbTELCVDcAIqsRJwdDWFTR06KIuLZ7MwQxb6qYprTOxsuy5ks8MjOzsmZPktu9Iav
8rU52uzD91TuUXXS0jewvBBnSt2cyd+R2dxtl3WhmGFq6/8+k56FahcUlvdeq1ru3lapMgSlMorq
t7j98iUrf35dfHfARbA9wWM6YraPSJDC4kW3mfojPuUpWu8zP/LNgVZF436/xfi30vHk+FmAVGXd
0d6MP3BzwFE/7gFc9UIaoegtHV9geWgrR1n6xbiLe6y6Kmihg5/n4396GPfG1r15sbZGPW4B6WGT
QY8mjCQTCLs3ZfooWKRDvSBi07o9cMUDQkTRXWv6GIwoOrVlTBuNoBofvDoAOs4meJ16t0Ulb3L6
+lL9iPhMewh06vd4AxOvTvBH6N7fG/CirFkHW/0iWg5aesT92X+kfETcMBufc+Zh1k/6yF69RhO0
RdXGKc2t81kdoJsDtXhTcMy01SmngSHbtoM0OUZSauhPbOBm5WhGD4UT9bSjMnVDZUcjVlMo2+xG
PUmkdPo7jJ5TWZF4zgMCkXo8XdJ2CDRIfaLlHU3GWUO8UYxP1WRCO/F+lOHMj4q1S6ODAyc2zhbO
MSJXtNPFsM1kpA0ZdGVVK/R82Rrwgf7CTd+TrLvCswHsreg5epg9s3HOUvf+ZJONfw07SGPvlhiR
AXTIghzyCeoD7j8+ZNoe/eQT+tpkAwulx9iu0GRdxC6vacczOeDBPy6udJ8Ixp/DAgxfzF77qaoH
Ui9av5VKK41rVJR2sVCv0j1KylT3+zZxSzvu21A5nSDmKVbKDS0vGxTM2hvkVZxY0wBEwzHft5MP
VECsVKF0GZM0zwtjB6reIdIqJkQ6OGY6Xc/oPUf2jKBD/RZpBJ3Y+0s9Sklb1WM7DLKG62YUclzL
mPxJJ+Hq6IPmZ08cyjbZqOjAqjHdiA0Ygt0MMt3vhHPkkB1TSodE7CHFeyI/44OjSyboZ7RnCFgk
kFiy6SmGf3uB9ONW46BCroZMJ9V5UtndHzq2tLLH7Tr99vbtb6m2lpK0t0gMKQy8x+znaEjxtubQ
UwuP7zPvzS2cl7UfT5wMg8W5u23enfJH/0Redw3m2uO96l6We9CZNT2+u8qnlXbar7EhNexCdec1
pWWMVsPeaC6aGpGeQ+mWj1OJ17L0zK9W1ISIjgnM4AK/7glRPu5CWfVItGie3O0cG2VZQSmjaOlj
MMYXZFdUvRk5CAp1qBM8H07VHcxAGIe2PIY5jmeX9ZCFJ/pQaHv/m+SzMnozJ9rKfcj9U4f4TvzH
eaOPiVYerC8fqkZ4sp6ABkjayM6hPKef1NB+QhlnrfHYATD2lmOiSUWF9yr2lajpjLi9lq6OQE4w
PeWwWt36bOXIYQasIE6iTDyoEac14UeAS5RzICjVZj0cij1sQOecDJhU0dLPW/vStwJ8BjnNurPT
1VTXFaWcq/Y4QPvMy44o0shzORvv49WoaknvMCrdafU7rbHuaKdyTbI0ab2Kxnb36Hmoad1xBVlR
oiitJKQqJKoIircrxwNIDNYwyHXb98n68hyfWK0HgupdKGXlmD6j8niKEYsqBvTI5g4tKxMdKz9j
mCSi01fjJiftyQXWE5pJz25d9uhZto10+7S3tEVc/Y6xuvenelyQbf1bOuivfSVnQdZsHBWO0ZMV
RRZlsO96mxeEb82dd/qArqXbBDn49q2KTKrOPayrAlu7c60bb7066Koa0xzS3jj7EZ++3ZCTuuSt
5Aw+HtY58w+oe2NkA1fCgutYNSI+w8yccMaOawz4w1TH/sCB7JN4qU/3j3qP1ZA5QMiox60bc5FU
x+UtrKdWsnFPztgMq2NmgL1n3hEnx0lK9KS5qsdXrad46MRVVdPgQOxLxse1DKHjruZTTdEpvobh
F8tI5nZU+Do5JCHaXeXZJAKsxh8TeThrpqdaznQcaW3n39YcQR46PjgkIdqefFM1yE/yb57kxYjW
lyVOkw/4eAeeRvtboad7Heret1xKhWY9hkpPn3uHfdXjijs97hM8NBk6ZPUNDjJ+V7sZhW6Ay2a+
2W5MosEvV6kGzJxE1TRpg17jXHMhYTVxDrXm3Vv/3RoraPKhs5e0Z2qOwIvIYmNtQFdlMV9QB7Do
Zx6RrJx7w9/MYr9t3nJO7gPd3PdaTc/njdOgtH5+1l3fi6oVa4TO4r5atVRdofFh5VbJyKj7B+xM
qYfk4QivqzBdI5b6K259CGDM1ALAvMLXzzwe4Eo7+Z0gdLdSO0ry1C0vi1CPJepmzrszI/p2ZDyi
fR2XJGSm0aY3Y3O+LMjqu+VZNdGvy5vU5V0nSekBn4YZzqqdU66De0eR1FL5GVLZkvzIPJBdKYlu
Cw8OkRHIiTX7VXJfNeMLUp3GaFZqpmIdlc9drlgZSUaLeP++CWRQOatZRhPq9YGgOnrzp3DvKgD0
FQdm9rFWLY5WX0H+t/lGcUbu50Bw0p+W7MwlY3xckmrhky9297PlWyW0nYx8j95J+eDCoEvFLrQC
pwlRUssXosGBpzwg6IEGm2E8VqOik1O6rxzx1d415RQgsbkWZAvp1c/er3/64ox8cdkcyJYrjzk6
Szx/4QD7kyYYXQ+VpExq4fAtdm+lfF2IRe2EVkp1Uev3BaB0UUY+N0/9WRVbnfLbsxVtOuQqzHlH
1CaLlicddVSMsmRtk+s6/jVYSWhaSn29WgJ46pkH1raIPR50aB+KhouH8jcAp1f2zorwxzdEhwBT
AX9Z8xusV8RfUN5VPn9sb6afv0zJ3CeJvdWSsx0M+NJQRi5TIp+TDZmLYrYJlbbC5YuWHfmAzNmo
t3d0SJvqaVeibjgWb+OZ1oV7V7kjdzKTepZlPqd0XDrRkJ9ZDwhEFtmRM84W0dFcWhHBjanPUkmq
jL1hJGdUdGVcVNhVu0oP6s5iRpWro9E9FltHOJpszHNGE5umYw6lSj8vyeytlZ68JGMtCGjV0y9E
bN7uGy+SmWKW+RQRF0bFR1/YqDxg2XCaLFdLi2wDrywINMnee0GtlHcyZaTiwjKvuIhEDcr6JLjV
mr547k4BrmVDRuUVzX/zcp8Cwl2n6RwkpdoH+BLDMsQcBPmO+J7d/hW2Z5+hWwSx2xeJAzWosBbw
J8gMMRz2K2i2ncg54c8W5U1oN78ZcSlWkQ+VjWtmfrOZbs9Be48Kjbyz4AmdAXha4c9v5adXtfUW
EoEElT7a1kEmn7tW2sD6fMiGrf3YbOUC88hsS/JT1dmnqIk6d+Y8/HWHCS2hvLcJaelgyNtVYmXv
jIe6JOH1K7NTN68Bk9Na6z4X/JCdEmDiKB/BY0ibDjiUhQbvjbMoQfm1WVb2AXFIrxPsnllHW9tV
pTqBHv/r6yYWFLiiw46NY9kXRvF7RXNS3fhb5Ygdx71iEwhJRDd7o9clxsedj7ZebbNqMxIARRG3
DI/TgxM+al30jBI753gKdZubmV9lRd4tMl6WrVGGxbSqiGrHnzrZa7rtDJBd1bCiPqFDQ3YI/Pdz
og29i22nzeFAKS4b9bF0gywq8irQIUEWvFCX5OaFER0fHYnEJcqk1VOTckXoBKejrfIMMXv7zMRD
qwG5V2dLwxrZd+V96wFTsh76k4rdpvyoX9quIiUXklqJIHwQkXUPVNQ1NHpg7wy4FdKd5MFQTCVs
reUcIjPio/yx6DBeXUdeXtUIauaq8TobVzVWrPUJ6n4Cd+m9kda/IQBTNl29WhTV1vIQLa3vgOL4
QxOkPQYXPHl6Zx9l3e4ZxqYIpaLUOwJUCwIFQABzpMKafAhc3c00Dm3ilvEAi8CU7p3qTh8kFiAg
A6vzuzRnzgOzpcrcNs8Je7h1lQLVAAdxRuLel9eFfi7tFB8XWLM/+nQsljh0OC5EgLBgsyWkw9y/
93Ot7T8V0ZVbKZrqxCrEgGi3MBwQUZITu/H9jGyQZst6a6csLIS/WWsms0T53UZK4Hp+dvXl5err
Hx/WuGOJ8rnRhOsGex91Yf3gt6uyPQH0pmpN2CopdjMLubU7tCuJXCO+VrozwpVDnR7PzVmpn23f
FuM8WPTOS9E7x3HvM6sVvO89cN46nm6o1WetP/WhyVb/P3tv0iRXlp2J3fGNPsaAKbNY2cUqWnex
24xNa+6aZtppLZNJP0G/Qzv9EP0GbWQmM61k2mhDNmlk10RmJRIIABHh4cMb7qhz7hv8uXu4w4FE
AsVie5FIwP0Ndzj3zOc73T/tQQip9xKsB/r03hbkj8QLmj/V4sAjWUaPRCv2IhBJ96DiIOlTH+/X
1TfQ4V3df6+N9zFRezDmdffAToEm4+7tfeWROOBqfa/wflNehyXLKdDuIcTZI+1u2e7EN1sB5Ifb
xFFMLY95crJt82n7NXG7+mq1t8vkYN/pwWr0Y0wOlOGr7otoSyRVoDTF1D5FW/r+mJTbKkC7mEX0
VAJCX6QHRg3fq8rUR4WuHh0zVf2JPMReZFU770FMesSg57tJSG2eCDsRc/JuJ/BGtvmklrmjhE2H
k2c7WaaeHVM0qOKDZdkpYmePVJX3v3dZ4jFrBW2dh5QfRtOPytg0H+TbFvvsix6Yx4fBoP4Nkad7
SvE5kYQZa0+b7H5zrabIDo0YvtXa9LHNjg6A0Xwr2ph/JKfL75nSlFjL91zwRzASfdeXgQ6DPzsJ
Cewx4uiB0vr4jsSmSmzE9E0QsL46GCE9DsL4mNrXlsdRPjqQcAdxI5InXRixy4M80aZad/6wflkG
UEby2H3jDjKWbl1FQSuJ4OR9t3dx1SZ8nwih2MP+orRzoUQHgTjayU8/yDoTpEsd6rXu/TXsl/zh
YAcbwAlgAPYYYSdtssA2UVQ2SVYc03ceBl4IHpSKYVu0pg2r32X4vR/D7ab8vwh8yOyGuLphLS/b
9iUBbfVqx9DOB9pOo6w9a1+q8+5RcMFK4EzSbcS4DQ3AY9/wHeK76PScOiT40+0EbzejNhEuO0jl
4QMfyPjAb3DT7YHqwkyt18i3D99CwLXpzz5vKpcJuSvJMsEnTwYaGu2erHaMkTJzLZU0s+DbVgpR
2g0YVIHv6Y776GvZ6jD3BMECmlBCxYmRb+bb1qz+4Oz26Rb7FbWyizCK3fURKA9d/Tit0k23oQ/k
Jo7xXnMgysqOQHuzZExYFyhkvVHW3DHtRnhHzEhunUXhLe5nrcOHG4eq/A32/1HPyT8H/3XLantT
wYhuFk3iqAjtZ4anicOKhZZnlKogYZGK0qqxxluL55AHTNqDoKSL2UPjA23TE23ryPQdKuoVMgz0
//GkxWIVEZo6rbATFPsECWw8Mg9670u607N+PUOdk2N/NGLG37chEbmYRb/1C4s2l0ILrAGApSDA
fEl4Qfw2wPpPu70n6wffVMStuSYJhlsXsHlJ0UYP9gLmAQsCrVDZFrO8W5qb0WSnEAMkfYzGE+ob
IbCkJaxfAgaRH1mSWR+RnFH9jSGh/NjzGY5UW1gs5B7vfAl0HxXbgOB4U17jWk1XYGCjRlnWRRlH
kV2yLjnRDuPHK7O3S5d8BwHSWZ/TRtiZEHgL/5i+ao+gPPBBhkYnrHWZw9nU0XUXVT9EvbSb9j0Y
F9xoWmODFCz3VPj3JpOLJQ0WeAPZZ96RG0xV92rAD32Ca/1LsqQRkJ+rKkdHFUfc7EfdWHbgkGrC
o8XuwFqfiRzsZzhipyKofTvEmCwXaQz7njanOd1LU7YD76WmpG7+pVuEP98pVKA0KRP2qoSziNtN
26iyhb9kTe8JDiNP8L8FfU3Gi5FcDSB+BoFMP8Q0w73hiX0E/qcPaLXWU0Tc7BHtJR+uaptvNo1N
C256tAsf21mEyAeJL7no6182eFxDwusGaCBnW+OM8hbfsVV0bPBwPxBbS/kmqB6DbgLIx2hocDEc
imcH29eqARQ4ou44d9dC5JgxVa5hH8J419nU0TUfeAjcYLn9IDBAK/St6AA1XWO9h+v9co7nDda/
NWSk1SLENltfsAPOHHA1LmGCHKazqGBHxvXX7nUfC3jTmSZNUGrW+RyqoDkYOhS1trlsNDDhLsI3
MXHvuruKLZ/GEx61nTrwLmRR16Rh0uEu2fvY3cASqHEYZUNtDwPsuaZLi0eYNNJHoZejrcHbICGJ
gB4PszAjNKgDMifc9a4K4ZPEb5WlIoCKAi2sBwK3+TNuFHzRuBRDvZkjVRjKPFjpOfO8U1fz7oFr
jdw67yxxbBBVoA2fWiI1uaNoPBedFO8Rb0dBa49dK5VvukMkGIYT0UvtbcL3NeCi9YKSyQTNUyvI
jSQ2byLwZJWTBQPZYnbVQtLI5zFujesDq816XnfEl5GVDqkT687smwQX5DeklC3Zby3gZyGYMOmw
d36CXa6fJxiIhzWgrsVJM3nbvtB1zY94IAAbkbbx6LQ7w7xLSWpOdYw0YHWbVN/aKykp50THmA+i
m6L+hLwNr7gNfe66voQhHQLMfyBcL93WLcLJr3dNoYuk7YWT25bcryIYtHex3mvTiAMYtfWHtlPH
x4T+TtdM2wZcD9aub/6hO1mZhaQiz/U6tFYF5sW71iqgaCJLhm3sCqG9b70W677W1YUGUwl5k4LF
g77DOCObUin9d3UwKpTszokkaY2Iymm+bkhFBLOnCnRrQUULiVYGzmVA9cVC4BjD6HFN9SXnk3dt
wy7V+z09NjVpqlPLcNhGhEtpk5K8rcSYgxJMdTXq7JjELxtfuht5uuLcbTahjM3dkaTmSGcBZtI/
Ieyih/32yEEfBm4I6kd8Tf7ckxErEWpQto+Pqt8WN+iq0mZo0lJYdI94M+7RXMKwcT93dRQypjzj
JEG9Jc0xI5zRux33B2nP/jYeHCwfadxbWARrItkuTkz8fWgh14c/cI/sPUk2XS4TqsRs1BxnkFnT
vaIPj0Rgej9kIu0qAIgUlU8rkKG8jBKn1m/sf102PWisQnsQTXVb8bHLiChsY96ilkN4HuqnGhvW
y8oGLTOR8Kvw+GSWxSM6IhMP5h22M7LCZuFggbDU0QybD9oK7CcgzJEF62B1f61IKbIghzgKoXVo
sYWMrfHUhU55NGabCRmBnGJstSLJuDFmg6pNqVsFPrph7C28ZcQyuDUoY5KCPl6MSZpHGWh6pIIx
VuLFtOQrIv6pDgmI1sO7sNKO1T6NDHDeaFy3XJxi4tUTeJT1zWH0bv2EvIXjGUehm12QhZcvJE3q
Z2lZCIPn7G3dpjWKFqZQJHzeILXM+SYnG15mi5vXFwjWSDFvJsgHKQvTuoxXQGdvCfv1g6bPYSgT
s8nIdxgAEvQFo0Aj46ukDoeZUotujqWKYyCzsCmvzLi8FWOSfXW9RLgF7Apazn7iyMPm7hVf1WBU
0KJA/py9ISMzH61MKjP3HVFJ6ORJY+pmKag6SyRZDGotc7+hXLKpjMFk+wqEjJlPZ+no9VTcWlBz
wEB193iSBWYZPQWaF5Wci9TAGOV4kusRncrb+Xe/fZh9DQoBf/19bG+QQJPoH50lgZZtkpDbN/zh
V+rpiFT32n47naziieU8ScAEin7O6YvQLwdXapld6Xgt1u++DZirzhVP+KvrSy+f/eR+lpM1KAtv
4nxGX/9uuvgb52KfaSJrvUoYWXHqaZXxEalToz23kaIu3iyiRXbPrFV1tKkkuTZTCwdPpCOwMqUd
/SpfWVZMl2nkMNmsWhtg3LCWeqk3KZlrnwB7yOJk8TBTsA0FU6V5yYEeqVmpygjumIQfYPSK/55K
M3pHfWUWJc2AvU2mcFwMu6ikWhSVhAW1MwO32rR2klJjBMZpy7o2xluX6kxnJL2M5+ySUSE1j2y6
diarVkRFypvZRaTXcB9lFuxOK0cSO/o4VVGVSLly2ofehsvbRPMVHPDC34OQE/kMuwkbz7nPLRit
C2tpTYFNmOuLaLNqTEG+rKoFp2CFJo7z2MwdUapcs7tkzjYF3cTLFKas/TvgDEnCVrSSwgjlSqJi
lT9nRkvtrJjFohAO32LzReSwEUI05oaytfTV7zdgVXFYMreiPqbJKNXLeinMbDSJHiZuHLME9inj
qRsVktwmVRpnUUo3oPy42lIDnLUswZ6kDLgwU3SlI6Pg5HiWlGZFX4vLpXYMNqRO5Yx4XREh3Pja
mWjFjaLYM/T1XBjYNjS4BTAHU8NJZk4XCShCMnVmDbfXsMpmlbwzDwKEcJ2pDbXOphU61KWo9DRf
FMuR165K75Yr60um0ir21NraJdo6ITzdJJRHI6ZMFYFKWmXGLNM1SLcKLOjsltxLBtp4poS+yl4T
na7LIvaO1pGqVZoZD7IGxmsMDQ0oHbOi0W5qvSadCDE2WPesc+7hA5rsNvSH49e2YiF/WUS2tZa4
7wwo1Voksjdm17E3E1Iy4+rCATeVcpA0xbvKcKR0ZitEeG580l3HB33QyaKCI4xBo2BZhWj5AGwD
aBBUFabgTEiZsw2buqbVp2xzDWBjsOKKCr60be/HhWMqQRO5Bo4IIluYatN5aV1bna81w25njMOB
a0SZBub1FPRPvwKtgMHJr1/6hWFWc7upqco2eaTfVVVGNyBZ6oc6uK6MH8cIDxmP1nlRFKM6Se24
q5JwrZ1keGgvIJ0JUtDHTL2q0hmauwsvaOJcnq1FZqUX65K7ZTQZT+Tb9dsLPqoe4oIDB8ISRg+y
1g3AgryTrstC4AH+LeQstKnWrM1VZiG9OHTJdt7DAXFqE7WtvDQJq0vCsoRE5apL83k388DNVmOg
r1ueJ6NookPtLRyipV5SOMVC3xYgKkzF86VDQ4R6EKR1gDxF69iDzgkcr82h4JqWRTZLWXyXgwaP
ZWdAw1gEpnhlCx4zL40CxpTpO+DVdA17A7yNIVEIK2TtGgtJaE+DreBRq9SwFW3ihKfyQmOtOFgO
tMUe51RGIb6h0Y/ZW2WNYGdduodvQyBJmWqK2RyoUrjaU+MHkWIPqwVHGS4oveQyJY0WZHh3rgR7
oFuAOzScDVhcE2DdAlum4clksgPnZywX3gnlr6xnko6x+lCEnrtg9YWMEu/APsCZcpd23TJLC0+Q
DB4b9gu23LvWRPRRS3SCNRkblj2rgs4KeyvgaAcDDhUWkGbM2dJXJOFpovNcz2QteLRKtTB1456A
ySbxTR1HYAGRbJ0q5bTORdv8xWJD5yYDpMl4aUcD/5cD+VUutmo0v9Kl3xiZjVljbY2i1eThnV35
mDtvXyVVWYOO4bDqOIlYoEOrJMNgi2fA3Jt3zdF7qjELvPEMU5KaNBg9XsoIzcfIj5KRjRywbkSm
DZF1ATqqhie6mrYQBVyBdSY8i+yDtBkTV7Udp6OpXYAWYIEOMWl2RkpXPGxA3vOMK+tk5YAV4Onx
10nkYmQvc2lBqeXjxTiJmYQPFu7WBgQcMDhT2ZUzajZ+msd0nJtM0AerE7lMaXTH7SgG8yzDPDgq
1k5MKVhzdsO0cTIFOYqLDxpsuaKmSNyz1aZyFrZtNIrBXJYYrtWFJmNaiKhUDvUNPjbeNJ0s0bi3
AV8X1JkQXfUPtOlZSNWbpdcoUNZ3QOogOUpUjdHa0pumvSS1Va2AmSQgnFYCVALta1j1jS+Qw0gB
NoSB44l3oeG4EtED9vyglS2RPwJjxhR9uIw9bCYiVWNRgsZWUzuOQMOwxrP+WHAMbeFAI5uB5puj
s+K6ovfoCtKqQSLjvlxog0UZli4UcxSU6rGjubP/KRnRBUUQ9diZWyochUtoqTGLHPhh+YbH8E/6
ULypagn8a7H6x+VsBIovWBhALzxWbPWyfJXCweBLwynYBKAha2SfQDLAr1zIR7226OSU3NHG4QgG
ysvbsaJx8mr6z15noLfP7Aa73jEh1O29++k6Ihv9emxBnwMDEv0svkVTaDzEFmWBhPcoF6MqkYAW
hslJdV0oBxyTuhJWGPk1jASYNwULjG0QDJxLYeuuXa5P4Whi/qZTwQD25epuWVcg5Sr9j3k1mfBM
1NcXNC/Gq5m2ob03Fct/Hvn6T+egwOg4n1jypigcKqPAXkFJ1BHmjJH4mXMicdWiqa2H7w3NeZLF
rtJPinQKjEeRSy1B2UxuX799S1N+Tevl3AtJUw8mnqKwA4YGhoo9JJEXA/NBqOKusamhGBBpu/7C
BcDt4TfvrfWhgS7QMVrFcDPts4It22YUNj561hbBAQsHOxsEgWdB8gNvNNsCW8sw9AJaFUbFsWd4
nsKvcLPp2o9XdIWtM4zp+50CR0Fnb9NeAPtyur5kd2xgI0IqmqS+djHYifB+YFuCj1wEigD1onQI
HO09nDaUpiyCebCncNopkxrZoOZSBtxECoYo8HF4Euhn0VPgoLESWWKliDSKL5mAQpPAMzMX4gBc
RxOgRjGP5TQTSZ4nZiLiSGeJNKCJCT/JXKzszIkKJBdYl7B7xI8o6newXIJKgpjUMKJ5mJcfcbBU
8TjGqWQuj3NR1Gtd0AKYZrqBEft6lf50OVEPD9SUtIirla3oCOHMLYll0CDDoUYlgmjpuugJIqaj
tzB4sJokacoG7jZcBgbWUCq8jUDzHDeETTuXNGtzJODM2+C29XJU02iSjigYzrlaw/wznTZdO0RG
kiIvlSDpGuwYODcpDT0QQPuAtXTY5V6KDYcz6U0GNM2AxROX2YI5VbLlJIsJqGtgH+WyBkXJpjQd
VdRufC3SbGW5UpIifr6QIrgyYC4MtdW4SYRwO5kCwfsa5sIqb5p6LtFVQsHYvEKCcG2eq/ddDL5P
H+o923PKYH8S4IimkV/bfCuuQPEBuU9gOshSmB+BBA2KPLfNGnqBSamedL5QJFqw9jPgIqButjl0
mjW1dzYRYl3HcCqylCua5UDfQDGeCTBAfRuviLpMiK1rqfXqsm1Z5F5VOcN6wxAtdShTQhAWNDuQ
5zGhl/VNYE0R0xWLwWI0bFVH+YWEHc3keJRfjfIebWOUgGIB5lxexYKVrEyjVeQbW8HSNuPFdCkN
cGbgexAIz6mMXULo1LMVGKCwdVXoA6WML9AvxFc08ddGgrXvVDo3dePQslgYh41iYKfAGHBV3Pqw
QbM26GanBnhwYEC8lnk4y6g9hEogOEoUlNgxcdejebMouVciZBelKLARycWlUnLcvGSzBOPWjGK3
WkUZI4m4lLjycN+o0jla6RsGwpeALNzk46kIIDcXI4HmGkP7ERkPKTlNrTcgfGfBg6PTxL954MxI
Zi4iUHnGQIUgnuLKV26VpSRT67go4wxm6NYGpiwdKwRZgtSHl20MqdBNJ7GvkCKVNbBuMEs3rsVc
TUSEb/MFsCeFsSOfqtk6StZTw+sZUCN1SrOqwkbRwqD551LvZ3xJGCywLzlbRNpWli1DQ2tYiLa8
A9YUZKnwPkKtDogk9UJHVGNDAmwzwpDDehNKcHLTRTBA689rlDlxGmcuBYJ3lwqzCowxk9U02yyZ
KLNLoXLy1MMCS42bAJKGCkwQClticC01ihDk/JUATaEGVTm0K4Azy4sWap9ELMFWBmBcsqyWNhIW
hIDFCBZN7kvGDHZtQ41cU+PMEgQB2oa0ekanha5NAip/fSeXBAjd4nk19DappIZFSikDRQosIkmS
0GIbNKaEhhCRY/ACYGoZCA7e9G0ok9iyG8/z0dMl/Esn6WRquctFnt3b5XK2AjXh7fMixeyNDNQM
io9UlBfao9AKcJdgWCUY2EC5y4EMMpbcFAlGcMHAogxIa8UfQNXwRs9Bp7fJM642GdigkW3NpXtk
pxUlaxbMXOMUvqJpurYUFVgUUmcXP7slabp6l5VZyKKKa/9UrMnV6i578guSOfNgpskM+HcE+nee
sadwkvgINCPmRiB3FI4cLD/JWVHytajS+Bfwwkysokh4MA54mYyfXxRzZ0w0f2rTNALLHrRC9N6G
LjAgn+HggiDHLTTxNgsXDAcYeN+k2w7ASBqbCrVxJ5r6NKnaWvJWhoku5ktlW9ZwR2PrNhUTNVbw
gfwUomtd1Am31gEi0Qtgd4uzXGPTA7F3ijIq08Pwt8fD0cfxnW9KCaM58Gg6litbhDZgHGNkqLGw
EkUCCtCN7excZ0pYZ+GEqUKEAswJs63XC+gesFIgM2EC987AsltiV8AX0YGcvKYsaEVyg2dy4wxb
xsUmmeqL0cOEJxPKRilca0ENqkdAGjTPXEKXCZ+5jSLxr4omMdgvTMjTIG6lYZvg2dE7FJJeO6/g
ySKDnV3+KZG5BdPJqCUSaFy69Wz8oN5xVaQwZY7miWzkJuLLounT5j/s1Cqag4S9tkzX+zX63eGA
lxGKphoOgexy82WLd2hllxYn8G3orqnI3UZTnYMRliZrkOkp4Y3Fb7AEFDQWN76fMjXWKwN8LMHm
cWDG/6dGlPnXPHOgO2JeT4uKYtd6pDeKjVfWmUJbrYK7zlNQ5zJSrfirqlAy1XZp17YWwAsNaCJB
cQN+H/wgsvbAGeKQFwySC5mhdeh7akq3jKxNk0luQ5kjxcgIxlrA3InLDpzlGmwRYBQcOBzqDiD8
aRPIpeyB2Dnjxq0rpPrIBW0D1x6Xn6Hm7A0LGj7onLposi99W84Hw9BB37S87QrgFTPGjTSK4xgO
aUVBJjTrDfpVXq5KePDrpOSwIL72MHGQw7DlzEmBnMa25T98jhE+tOw5auEJEF7Is0MvlW0w69CF
0mT7ON/4RV1tNwIWCzkWiErgDMwv6wLX0WiagaGKrja6MDoZ1dlEo7dpXMcTUM+x9t3T9BX8R6ip
oKAYsDFLiC1BIa45bBkoksggwLKyHs6fBNEZWRwPbA8FHVblQrs7LcYg1VdlCbzWcyc3/q1RPgFb
wIBislzBwQP2bEAgyQzdGM7zFZxrUOMrmXgPegsaQoiABhJIu1KFEmrmUErC1bZyQGMRJpJVYBmQ
RXlnYhVTC8rArORGoqtPlsFTABRUgkEi4MsESzvTGozD2Tsw4GvB4tyBWGSunMwSsJBBKazZChih
AtEGzBZULGojakG1tq42tlKgLLu7CUgI1IV0nNWpj3VEysLkPKo2LkLVQgI5Ao8uaF0q2F+tlVWl
3ckmBOpsWCemk+3WGZiyrWKl0u90MwVqXQeGHWyJVBwphtzLv2V2ZmmqA4fZrP0Wex5JP34wYhSG
s/RXBTlazz0cPKWx56MSjpczC35dtu/hIcPOa5GVQGkmKj1XZ6fO9/XH1G9TL3sQz87weARKqc9M
aluo0oCVt0GFXMC+MWt1j2TB0H41tVtzWjm9sCzJToHk+G1tvKuAY02Zrv1aRDINda5NggT3lVZk
UikNght+M++vYmWkK+/xTT6fTzr07EYURi2mhAediJ8CeepBP6gCg6nwtcKDLdbcb1FBNE8KjdG2
LKdeLadO7IkKvlMbgAcZUSUtUK+aAocmZOwqEaFt3YSiFVCuqkFbAZ6/1nUW667S+n2bvIM0sYeh
uQXFYfLU/TsFuE7YBqAF7PmXduc6idF4F6Io0hTHC00PKjhsqD8ElifcXpItZUF0FkBE+mh1Mn2k
buagymAP5J32iH02EP9utbW3TbISNZvKaF2IDVAdrW0MmkWQAKj5VbSqGLqWipVY1XNbSXp0ssF0
RItXG5pUSURGowLsfXEBcwfFH51ZcEA8qL2RFakoyG164c1Zrat80BZPIb3zLmvcP9r2xXctlRtr
FDi+rZPEg8VZg9KQuTly9iYvdO1SC8fPkbHI4KdHoQp9U5hOXZ/utWDxSj8zzKHZp1IQWqYOQFcM
FPb4VquHCTBZtxCxSTs4nz2sn4OqQEt1t1enSr+oEScKeQa7BTZl0RaDoL9jt/LSVd4HdD/NBa2O
bvJeiviVp0FdIHPpRTVM5nH8gmQjzGiZCkwHez//6qveesC04vDVvP1JP16m3tY4Ny5RBualkBVT
G0+Zj1dPeajH9eEChCNV+iGfCmmimtfyBEyvacFS6bpQFiz0hZNaetBbaCIahh7wKSy8TqXw3gfL
ea13q7eOPz0j2y6bh5XGnQdV8G3lS1+73XOuNWaqwCmPNNiN3j6tHC/RucgVqvvo5xLBDFOCb9CA
8mptbdkYY5S2qbJtZZQPFgUxYDILShM/srXjlZwKDsqd1bCymLUO74o23heO1yL76ch4OZainQU/
2GX3eEVbUC/1Xpq1M7YVZN6cJ+XDsU71URHQ4ATCfH2XIczFyTottPd4FngmwxJsug1ktumPYfs1
9fUHaCIHZN9+9/wxweGOHBDV1F7Ias5sVitn3SqJpnWbCSdC3FaLQgh0E4EWuXyPaOoZGp2UNIo4
JkLk6u6SbtFRwCjdaHSk5KTSm2l8lM/s5V8j5K8+eu5bKHxygBPweLkn9qjNKnqPpFkXZTnf0gbY
2Ay04RLTOsW6Fi3A/KPMa6v2uYqtorFA53UkGCNPTHOQMc+d0ALkE0kjEHdR+lN/UKzcpNa5g3YM
wm/Pst+WFpA+l9fjeRf6rKpRHzKKuqphQ91usQpod03FtWK+jOmjRcF+n/O4ufXTpPGkyL5kIFQm
uAg4xRSjMmUUmcQ2LyX8sfR+si2iFG2arD9sxRKSC4PrCJ3rBrQqDAEE01igwwX9aIJkjM68cAys
toWYj7TMwVb1WZTQyAfTUczJVW7VxCY0dmANRlRXyF99HHzsRNHnDSAui4DRL6ksk5hqmdTO5bVO
GNwAWo2plIyBfXtf8sjwKtGCVVTaiiqx0o4XhWmat2t+gLS/h68gQjgIdRIwDAwdVj3CcZugkDHw
IlB3WKMr8L48XpImCkxj0KlgMczSrlaWijgRojAmHyOwAgPzVcwjdJYKoECO3l1FUkzWAK6YNT4x
1lQqGcMVkMibNQ5DUUzJq+u6IhF1an0Hx0uBQctJUWbTtBKVS7FqiGpEnmLAvSjfx6JstCmRDI63
O4Ba3W0N1QK3oefuEWRU9hj/oQhzWTccwLCa7qgAoAi3nbZpA4LH9qt39hVAoKXc9gXPAsz+EDJr
sNx5RemoAnbOUrDznwpyDJl2ZxThLJt9ReVQ5+382/uMK2CopGmE0PXOs8xsBMaR6vsnMokqyUdZ
aqcoeaagKVu1cBqkKYy3EqI2AfEqFH/axjQO6eWwMoJxB0cI6FVIwviD47oE8Uw3tc5gR4nPRnwC
SmellMFSqQmta2daf1YygD+Nd3snNcY4o4dCql37suV19A0GiSTZQwFDH0irqxL2Eng1Y3RaOBdz
Kfw8mgMdSntNMT4snE3vYtTQahI9waAP8NvUY06+QZ9Nyy558JFxaq68NyWnNM2Wq0qDuiExH9ph
cUE4f6DpeDmdm2JTuzL2JK1732NfUmT3xOp2jlYNIBbsnvwism/Z4w7UdPaYwKYWeFeUIGV4me3i
rVMQUbwt8TLn6TZNHlaT+g5i3fMhgBkRZePkQbli/d2+0npUrrhBQ5Xdk2AGlWKsK5HuPSgDi5Nh
lAC2yCqpzUgZYEPU25WVxXbOztskcQr0TpbG9Wy0suwM/Yhy0FxAvpoE5q2GRV3ofkVGyEq4KHbS
z8XRevgjTpdw6eLgxUG95/59j+rQr4B0ow17gjPFEHPUQ2IEdlDlsuYoEu/AlFK7pPJ4ezVtU0Fj
WUzhJGSssHLSIQskPOdk9YZhKJY6V40C7qntCdr0JUfueI9B+1grO9d1A7CP6p0DvSBk4cDqGOHj
OjCjCjOjh/Ool6QRxRTkc33EuFM7X9VN5DJsitgvnaYIghr0Fyz5Ft3BtLv19H0vmaaMyZO+1Iz7
x1rr8b5ouwwdR3UDdQVc0keuSWSkNZC2MKJwMCZV5KwSvKg2iTA2TtD7ZT2Yjqb0UaQU52ocPyPA
izHRjQ5wtwbpkuKBlplbVr4GietipVRU+ZzTXPgIs3m1v6BabVQkrVGuLt4oatyGOe+Ge7qHa+UP
PZy+L7NTQ98Xa3VerK8CXcy15pDH5NnWL8I3VHpTOaJsYuPIrCK5Ln02jkCfWniRYMhJRDm7iPOa
+ooVKfB2BYe/9RjTRrXBAqTG0KPLEhkE1tKlsznXNfFLEE8pW1NWasy5E8YJLS+44bWv0ypmXFoy
BFb3vDfmMQHHb322xOA26O7NjgzFuULrhTQD4vpAGeWP+XitWQDLVmi2LlXEdvvjwowbRB5e0LQc
gnXswiO74UM9ukRsUAFE4/frBs9oooNSkoAmFvk02HLdTBkb6Jm2i9HzroFKc4QXxGW72lV/FycY
4KcYBQX9ALMWJIczq7FWDaSq1sk9qWWtQL0AzWHjmELvlHSClbDFCZbUssiM4shhUGgK2qYE2W1D
vMwHKy1sM+bXctB8g3+fU8VAe1We8xykMeYbIy8qiaynfFSxypQpdWmlZZo0OV6yKdVlonMZHiKn
BQIF5aABBA95mLYreQ7pAsF4gGGtQf2VVtuQzeQMHE3CCp85WCXQoLw0YIGOVA2mQg1mTRICPaC6
gDlgS+odlmdIcgl6VpRoJ8yEe2Y1EieweIHZaLz0AizfiPrQ90oWsSniunKlx30F1UYIjpwETE9V
3+lEzJ+mJhbwYm2cTjCaJvRHtzT8YR9YsqwiqmhUh/3OL65uIw2weq4614eRN332CJxel+4+EfiL
CUcMKIrdfpkpg00/KXXEA9aEI5UcLoblQB6VR3JlQz3q1BJSr1JlcoyR0sKIYe0iOshMHCpoNwSk
9xeaMZx5p+KmuICRsdBDwaBBDY/xaGnt4uwshRMOeoXA5SHrMN7HEgXDlGKCF+GJjaLqS80Zic27
YbrJIw5q8yGd11ANYG3eyh74mfOtWuzsKaX6R/wAm1L3hBRrb3haWhCZlnYOLqWQQ98uqsqLCiuP
3+eQbCqjQTW3YEVKRJg0DfRRWAOgatDuWJKALGAGjosx+ovsMKj3JULCckxbUxtT80FLPQRnsWUk
LF+BmiaKc5R26muQQlTk2tmVptZsm51vUFCDaMakEJAUcVF+McIO5nGnwbp9a7QJ2prqkf66R2ff
YXsJvxdFwuKgxuMP3C0WX4SwNauKbOYVjxGmx8aq7s0R0Fzg4E3Qmua0rkcnIfP65bBresvsxILk
ByFPudMDivKJYSQ3oBNTrafefs6phnRm2nivPFOxl2M4YA7Y7RbjEDafC8aj3NM4dNKQJx/IW6NY
e82mIx7FJGYiinir13psvFEZIaYCK4RiGV+n0Rcj7HHHOw9BafpOBfBLcnY8ZQaqmm68/zudY1A6
lA0wCho/UfGZda6Bl2XBGo8yZZ7dD/2Xjj+s3SpouRu9OZfbqHUsbkIW4IpSvt7xsmtQeoNtbsDA
Wn8p7YtLzdPGl0LZcrcBiE0p7At3TmnEWDnvyPgJnAbEz7E0o8lOV2E2u2BzOCygk8zZ1fKLETY7
2mJ24Ahj57fhw6SdBt0m8ntY7o53ZQJg0MX0c84yG0vJHLDkiRsBm8kkdzKjTDEp81lM0DvF0rWz
EjFS3CTBvrC1Ox2yZRSOgOW8sughBKMsB7MO+L2UmCiC/lO9ZNaYSunZSIDA1p9VFWn8nVwjFIYF
ccI447ViYBcmAlSwCKtCilWFFQAV7EasjRfm1JQ1yB8wkngtsHrW1WAkqjTUEVnBLKqZGMHPK2u0
N4m2dWVk4b4YYffxU+0OFGm3dWcy9yELSjsH1agPpZEGBr719sRbMNnP8lEGFIsaRhGZci1jlUY2
JSlLPUdMGyyu8Ty/qTXLbQUUeilAWz5tBIRGUIHvLxe0FhWJpSkrGbngI8fUYor+qyrKFRFzkfi1
+KwyKlTc4H8nFVvXcqJ4IpYCZuh8lMIJR0cuc3wJdiMGHJMXxpVcn2JfIfYT6gw29aqGecqs0AIU
bC3gWJMYSzFiHxltfeGjq+uiKNKV/WKEjXEm262E3TOmA046oQkM+WwrIO6gq/xB/2raAK83uKvF
F5kuQoyMaFVKEBrSPZD1ZnjEfXVHlyGJn618fXsmZ/BO+wDSw6uKLKfD36rlldcxeufysopWX4p5
pVnVhNrAWGZid8p5Rg2QrLBpjjnW5+l1IhH80hInOGjSL2I+iJ+ZkWQiAKlaQa+zL+TsC1x5m9Cx
S4jb48YPPCbv52YHqk0Tduh/+qwcuwKBhKEaWy4oYVezOFUaLOJcTRJQUYC9Rt6pWDM1srW0HB3c
+8nJu58ai3dAyFP/cEfZiOaSp1kC+g6wwTKkszlrsqvEgJIi2YVkBkjns8plHeSmRxyah1rlNpVg
LG9E6pnQFO1kJEJaWSGpjEA5ozSJBD1JLrFnvCIV26w8EbWVToP2lfiSSsYxSgSmZFkCO9Rrb+eC
mTIu1JehalQcLO1yuuhE77lo27BXXTF5rvGIVXxdW979fkkgERpGjc0HPqvCWYTqG0c559LzlEeZ
o6AeS5mITBMEJoGfLJdYDMCpsTmTkaQnOT+uTERktQI1BMuAfJlEPsq991QaxBgoXB1bhdUFQA/c
AAX4z73FCHOg5f3GyqSWQvsN6CMsShC01SNEoVtPlWcYZ+cxFm+JU5tS1aWznrnal7c11iJTw6LC
UWn1bVEYLM3SZL3SGnPaq2VWOhXZL+LUxXiEmBvuvvdYS1Yn/u2QudbP70jyPceGJXdEPJzHGEk+
t3xucYGuKpe/3DIQMLeeezHWghr/FbmV9593j1kZcnn8X30bf/V3P7361o+Xr2ffzy9/VwWTAEFE
q3KVLavZrZcrNa2yp9+f1GAxYWxF3MPm5c10qV9s1KW7m1T2etlEZqUg9fzbzdiQ5ypNXt7P1uN/
++YzG08eYSCtn9+Q53+Tjt66nzws0t8n9E5zkgXnnfK3Nl9H2ZL//MFNXz0bLU48sEHdwESfWe2e
vSTze/7N2/LJ6slsjVQe4AJS/urmF5tvfrLkX/+X8ucL8pdvvghhl10+oG8HPti4Vi+BI2dDWOUs
mYLmUoJVwahaAR8YCF/apDmwpqLXSsk/50wFok56K3R8/Q+T5zdPb38DHPU7dzN79zJvtFBCbuLb
t6kq9b2j9Wt1X4qbU6pIKMPTxK7qd2+zkozWVqzVyAi+6Lt8bTTTdWGJvUHoupI93H1+kQwDeS1u
v8thqAhpzaiJ3Ky/5g7h3UGtgFNviVaC6dNcy7dwtu515G0UgqyeJqyvLif3BEP5TNiSKJo8cPZl
3H0OlQMdzLyQMD/QsVeopIWUKoZt8rDT7zmGI8FqSx5gt7Aiu/elNFU6tEmUbizLz+ru60/RT1P+
dEr5aJM67JDOtOdd+yF0C609ZjEjhs1mxs/SvirQ24E2JjxCXmbSWgyroOwaqfybiLOs/urz6thJ
N4y5ILM0YmOVUBFJf5UnjrU9hS1oxbFMk+WTEUs0fZa8x4nREEHGbHlZzS7Zs0kixq+eTfJbxH2k
PirGMWXX6VdPc/KLW/7kYvnNFwypn3TEb/92tq3nG0RLOejgOHiXC1AzjEjOvwhh/xW112mW5mxO
qbgE6bktKNuQ4BBkZBbqfBg7rX25vqlkPNsEpGMBbCCmfd4PnZNae0SKR8iySMRV/Tmn3DOpMfIT
6yT7CbNEWWr7Zp7k0lqszyTiG6eJ0xMvTorjlhQw8xjhfNnPHUIpjbjty20xm2wswQj9GjHI6C8y
/cXo2j26GEOfxgeaPKE+AoM7gojdfE8fML5ZgMGUn5VhI7JikD/+q5Q/v8yn8+S5Z/l8ko6rubdJ
0A+nM5E9y/UT8ixn0Qty+eTUEJ+zpjLeZyJKn+XrFyJ3Ez2hcVY9l9joAtONvKvnen3JfjHmLMmu
o8+aBdW/bHbJ3VxEl3GKEGEjyd0VxfZGoIVOmBtNYh/rJyBe56Px9CwNZypr9SJDFGvHNNhT6ear
0J0FdnwWaZrwLHI/t3GS3j1Jvhhhi3OS6T9OBPiut26YtejIWwaVN/qsDHsbebrKq9t5PHo2GoF1
dxmPJxmim4Zuly9INHphJ7Gbk6vo2l7O9XsFPZINc/pJ5WORgQoWA0VHY0cYdtAD4mfkklO+/AmC
v26eTqsvwrEvJX03pnriKLBnznKpc4T/RKfsNeU8ozXRMy5ZyidZedpOaf58yoR4wvjcj7xg0zzJ
HsBgkgF5799W7CFydur/MlMsKb5JvozrnrU+PdPRsRr4aRv3dhNGGe00Uz+9mPbME/EF5DL8+a3l
/8AVr/QNobfcNGZeQ8EvCX8XYbYe9sqqtRXn2MuuJPwWuEPkbm0EQoHxbeDp2zogd7P0FfVSryj7
MjGpJWL8j4hYPCCUbSlEi9EYQMOi9QRmYN5i1aFOxHtsvQbSBrtlsIRc+Qf07BkmaZ/++ZJ6w0tO
3v4XYlT8cKtefYkZ+664qE9i8Ef4r/2AXJGzGCf5vJpIi5agif+7TN3klMb2byzsNeId9RNbbliZ
K1+tXprEZ4uKnTp6d918gBQU3GXV2pU+hk0uu/o0Z5QoNPb52siS8ip1n9XDWTelEUR/T8zNBKMr
v7elGVWe3VbdNlUUMfUMLVfwh1Wv8lN+mzs2oqEGpPL6niw29vUrrdVIUf773gmzFqsyq+rNuwV9
eLi7vSjefn6qbkwqBAtvY+p6txbG2S24ztlJUPRRn1P/0/b5xecl7e9RKmlPzLdM/yaxmxF7yxYq
9gr7NbZD2Vi3FoqL1/fMO/Oa+TcnH1hYMJyIvyX+nqwK93opDNPlUq90t2qKpJZpj20D3lr3LveL
zznlt1goh1Dwv9P+ZWV9pu8km7nbRJuXzcGjdqmLRVWKaLW2NN78Pn/49sQDH1itgvv3+wd1Q+ta
v1mIpSZ3tvz2ntfBuUTf1MVdfO+qxRv9aqnfVquzPJwgORfZHaGYdxiv1yp/NaQacbVyFyBRBL10
8ok67SIIif7KcrMU79ZUF1TfrytlS9o9belXd0ZvEqzHv690ma3O4NK+4KQar1MusszVBJvhYH2Q
aGoTWT2uSZ7IiJi4TudnOcZhnFepa7ocGhPVfucuxFR06F5zPCXqlH4IJHVFtXN+Wb5dAi9dl9VE
rSutXCkwJ4bymtwVa+C2BdO1K+8WWuv6tGmGOLiE3NdyTSLtopqxuq7UxoWavZxRe/9be6ejWiNC
9AJxxurzhAtx19QHsysC64RumQMWJEdCljnzlNW+EKcTeDz2saV0zYSJsNdEai41ZamigaqJTDE3
t0BUQEHoRV2X8cmcJYUNU3joeztR0qfRKB2NFNPSeImlpbxgpLRcSxdHcfrsQskol2dn3ZuqB0zZ
j9DGA5jTkwUvw87O5YuaGcsDCJTskv8bFaXIYV2WnNnfqrWN3JkMe/KVNSOwpBBjYcQv+iUG6nRz
rPxDxKDcP/vq3ClvSyFZKDncNRIw4BVgMOhJCZAZnnp6TZh4wcgkjeR4/NWEZF6m+VVMMNeeUZPX
Ph6ZNBnPmQalIjr1RGxbGfrVr0lZZYImGUmzOkBUXwbw9ZqRSvlFTGpB4zxXiIx6rjrnegQoT/Zk
JTw2tb6ZODvpGKedkQsTW8sIIVZGU5dEMNMLLM8GIvTYZDPNnRS5j7QQUXRKkcyxvVRoJRALl1LF
AhYl8BuwnolA1D5rs4joiK2ieP5VhKWR7uzsvi2qVddfc0vMPdIkpSI5hx0Chb9lL0Ue2uyWeiLW
wwDNuh5tAgSG9Qt+0N3+0Y/mXk3o5RSBFFmWjUiIVgT4FZhiydhFoBaZjy+id2fOWFNMQESF0Le1
Gtu964qccmJOe1nusOOspJ6+q1+6NDWRB+EbCez9sPIt9LIGG3nEfA70zSKiHDu1KWvjIo/tfiqw
ULDVAVuaDFF2DGYDpaGaTq8XmqlS2NqPObdnJk6AuPeItdscaLqfS4w/sJbc7akRLh2mR2tCtXXl
GGgjFyKJMjZyvMGzQEJdJjqB72UiUDTE8akRviIamL2Fp4l1iTWe3F0IdOBrqlwCwqN0duW+q8Fs
8WBevKutEbbpToWd19AiT7+LE80ZrUaGhV7m/gI5qF6aNdyqNJDKelNVpsLdTLErHBYEJx7RHtL8
zri4ARhBKMbaW0PrwpDQNCeR2jj4iibY72dd8Nek1MrAyzagUweYbGKw+m1dxBuiKi7vlFlqUwVE
dRsgUzFlbA76BBBFLFIqRB7ksiUpdzW2oIoRjZdU2kbesxQLngVF3FHcfx7FPgUSnYodACiPPaur
xp2U8m0f+CUnxczCU2HwBTM6zlkjkSkCN/JppuJpKpyKR34ug7GA5WcXiHARwwGHtTEgzusiVazm
bO6ZnVECAjKSydSgiyqSIxEnkU3lkw2sgXQ64SaWWga8+8Z+DtaB9yJlGj3zUgLFJMg2rWEgl2sF
J2QUIaRUwmBJrjg1NRN2bWJTR8LHkZxjd50GvjnUEOEMLTPEhynHtIGGRh+NowYOKS1lXQuicQ/M
ukWxDaccUZkpzZ03Mk/R/A/wEphtRjnj1oKaShEQheXfGVPEoLnAP8tSwtAjn8FxRaBZeJHEHmSk
MugVs4y6UW5IjcjIjNfYDMMVnlqs5TOYDvmE+LXWVbUGNVgbUNKMjEQk4imVnEYRBglckYOEr/I1
Bf4hpJUBDpb60PViQzNSGnujtIgZXC98NRHYIkjdA88UN46sKmcIF2UJmpsH0vcJ9zoaT0VA+YKX
TAzC1CRRikhbKXAjbYzGs+uBw7DSbYzhPh3dA33NucIEJ8cZvB33jBOZweTnbLwKeg1qclwYdFJG
iJgl9YgnGbPYbRab7khmSlYLyTYrvohjzbwG4YPd3li1qYH0vJSwFYL7KVkxF3PghByBupmUaRzB
ab4HMR7x+xv9u3XhJcliUFbUV6OJ8uamguOZlZVeqwLOayQlaEqjqwtEWdRsLrPKsaKoleA8y4jk
k4sJ+V//t//9//6HWz/9k//w3/0P/9P/8lf5Hsv5n//H//4///mL3D68+vXf/p//x//17b4kT12i
SKIUWVoGagSZUgdrHMrqvY7XGg62RFidSiowGJLQomSSaJ9XilZAdyVv4CGCKhERhDNI2paCd+Gg
smChJx1kCgkdwoH3aOwFRESLc2lBYYsC6MS68/0DCddYGb3ytHZtz2q/Ik2r4Db92Aulwt+BCZgZ
GU4eSKzoTJagT4C+oBTsDS0tQqaifK5sk3LvZRD8GbF34d1RcPZGAeShaM2L2nq76WMVjX+FITRB
hAjksDj4ohFpIWICkjncXlqxQIcj8AJ46WV9SUwibLDdgOlj1ljeOJzDfCLSNH2jJSt0B94XAsOY
YXeJ36imPfw4qP9v5U6LYhAs4wYpmbWVtzFFDWcWv2rwzapAwzq0WTehUQVeLKOmtbMj1U1Qbrlo
NXfhXfMXWN4yafp1o0wfwyy44q1HBDXuBg83PATXtiGyxJnxlQk6rHvMtdIGsUPf78JFuGY12h31
Kh36xllKYbPgqNgoTLyFqg+iXD8r7ziZBhDPSY5rtSACCOyB3zVBCD6E/ty1j3nbN2obpQ8ls213
9KaBM+166YQrDdnNRvCP2ccNyoXbKiP7n1X3QNXNZXNgMPUvlS2K33bdiu69464U6i7kp9WDd5Xd
9foMb+2K7gRt+hHCEypX6eAEbZrWwZ834ZyCwgCaTHAjOeFM9ufrv3B23NoBztCm+QZ5263suFsw
d5AWcU7Nix8gWjafycEW0KG9Pgi70cF6qgMivNzzFXXX+Mes2L0dPNes7E3Dg7fXB99UA7Jxuzt4
0VomhaKtx2jVDbPaIb/2L8udJXL9qaEDF3LYdNujVEUD10LDfC66W4AZ3sZ2j9Q5GW7uNpobH/e7
9q/Ij0Nb9Ivfxc7Z9HjkeHioo91vyME1/UZwsk/z/VdsQBt/sZuj1MuX9DHHMf0UEXFxcECy3WWJ
SOgm1omG9V7k5fjbJ93U4pNRneTsofqxbbhrhJIHxzkOJ4gMKKrHaOxe6rQNTlfMdeoOnQHZxG6S
v0/aClB3COmZDL5xu+vT+2N6qMmoI8v4CNn43QVX79uCfhg53a4YPcJ/6HFK6A/Fs93TSs4PwP2g
AF0v46g7Qjb+Mef0D42uH3mgP4wbDg4y/QGvFmd883GDP/GJjhw9E5K03ssSPmtF2xnsgnzUGvLu
T/+Yh/5QA/Hvm3vaXXnI8PdAdGPk2P7PMf+TXHU/zbohyYP5ZgfdHZKDV9gDImR7LasIyX/Yqn7O
T/RRuyw/4wgl+YP+sI/dU/pRB58/pq7/EXyST31k2A/blHiw4E2fVOXpHtJvn0RjOsVVdRp1pz9s
44nF7q7ZTk8bDjXa5YFNUJTue7KPfqoDzcGdrQMMLy67iVfH77Ufom/U3S32+Ji3gL2UNDBb5qMI
4OOoxR0nG/ZROtU5h5Qe36/3qnP0sRH6UwGQ9i1sl6trQj55SfWZiqs/+4LqD559qeOb26QA2kDh
6yPeg0/18eSP8/MR82IYrPs0+pb5QEpwn+iA/BA+5j/Rya3PWx/7JWnDv3dVywPb/NAZ23vJdNew
pj6+PufAunYZBVvceHpAUavBxX5XTyi7UfUpZHcef/17Ur8h7+6Sl9X44d78ajl9ycYv15Gpvl7R
WXEjauu+ryfk7Vp9d3lLRoW7kD4lPL0vs/UqX+snbJE7e32DOdqU22e3r3/6+qGuFFcg8ldYEa3h
rUtnfbKhVL3TvlA41/tSv5m/JdO3tPGAs009Jja04F15R0IrJB15my999rbOyINQNC+MfDCxSiIj
xkQlE6zpGDnUrgSxqb/9Nwsy11ULMk75uFjliDnn4H8/Q89rHdP66r745et3XDuPPuy3vvCpIVml
EkJHAZL7Dr6uw1Y6xbG5bIMFA2qZokUdHDSYATpD3Xk8IVRaI0xde4xf+JDorw2SUQZqX4XOT+bc
vSNSK/r65pu/5eni1XVoXqgr7tYIYspc6RpEPUKnjrBbuHE5gTvx7SqE5Qk3PiI6w5cu4Z9h+5eG
rOgONg8GMGJse1asecAjtzZWRNTS/ONdWpex1mOM9DJsW7/6jgecp9FGYZFIgWDi1BdXVdvzJNTI
UKz9QmcOk478CW4cZt6nLJ0/YGFgjK2BN0vTuONV3OgBjufGq9BPcu6WP9dxrNPG25IYbg5KJykC
4wt2i72HudLMU+kLRADAeKmLsZuPGRMd3M1RTNa/xBj2qjHk2LIWthw/+IlSotTfYC7DndTln939
07//NQIfR6w9INvy/cYH2PXfhn2Ndlx+bnioY9dq5sKF/grv5+jmDMWrNwfKzv7HZ+c72kmP7xN8
6NGeNDJN+xTMCw2Ne/GPUradRbvxzM826+yeJkd7k+SmsBbORby1XzYUxkZtTO4DcgGQeFXeLf/d
78av7hGyE4eAKdKWle0SB3Cm0FpWebcrhX+oT8r6DXEDl2nDSbf9Lfm+38F2bLcP4vS80hzX+A/x
7mtCzkfSscc1jz5arkiHPkX37MEtMba9TbThsmtMRFtiipvNobsellmT7dFRXd+9rev9F6ZMKZXY
wmDXD2VYE/yjg8CqUi/cNlpgbN/hYLuVNDjU2E5Lnz2H9RZClAfH5UknrOAfZodRepziB49i4tRT
WdtYFRdy9HXnM2IHd8Q/rhvuYGFaGEngDBJLgBUKAQkcMiCgHbnnI7wZGGfdQs6feiSCLyfOs8in
i9A7I6THhv9is7KwblOKgxwMjdYJuRdeEzp7QcglNu0q0wX5j3/xu7/+NeY30AOD532tg09Zx/YT
rPsP8gEdW2T6Y1pZ9D3+WfaoH/bH9iaz4y7gP1B/9o+1D3+grucf7yM+yhzn7zuY/a1pS9s2JfrZ
c5JxFrXXsyFz+DiweP/fKPJjl+6P/kP/SA7oH+iHfwkOiiFYhr0aW+W3akyMrtjA976dkPr8OKug
u7ThTxcCbO2ZrqXED56EPsvZSFu+GqZkxBeibudaPc29X6E7OsKPGKs79UR/oEX+aJ72z9GpJvgV
+OY0tr0/IKB/8Z8fy5fsztIW/piC6p/v4374Xf6/reIf1u58qk95tLmvPr3/e5HunfT193F2/D1S
p82TwyBO6Lq38+i+54QmfWvxdhoVafu8Gu0CFrArjSe35e/fLOYzLeZ2+rxMaWkvlk6+nT2n4up2
/vMHQd5FxCVfbbx3V0++Z9mvHVug2y779jLbxFGZ/wz7PogrLclm/iJhT8vJ+K1gDyQGab/gIBYS
y2otY0e4k1+VVCK6hyRLTpfk6rt4sq5YQSRJp99xUlBSXcLVcJcMbZrZgsgVn/1qlnrKqpgbnhQk
oXK+mUcxhZHldQxz5YsJt1PK+Ys6klWD8J0kN1GoFIxlvgZFa4oh1vmUkIvX2Z+9nYolI5tp4hJS
W7HC5UmsTYgfqxr78WD3U4w6XNwTVpsQ3UqYYaLGvsoRuQCFBkuvCMsqEtmLr18xshRYv6YL9N0W
TJE4gN6PUyMMBtLTb95Mrlfzn/59PvmOxAhtSBe/zekdw4oZKYnCsA76UxdE65T/GltvWnhJ9QT/
AwtuY0QfpEwslx5jFTpxDx5riHcUE/GOolvaLIUI8CJrM/vO8AdvfpNih2YzyrUgRcgTur1OHbl4
IOOHPIRMYn9nyUqNKiLuXIMX67z3c8TQFwEXHBdWY2q0FOOJgkVg1KcctKsNtlfSdQpDRU+vpXSD
gS1hX2Ri/BMskWE0xbqnQl3KMhh7W+JOQo7kbPWQCG8ZnciHiL4xFENacbAKx2nERzWB9Yx9RmI6
XbKJZqGMmAGpzDZs5OjkYgYr8ZWB9WQXBX9+O/nr35ShQsX2Pnvf46kYG74OP1nWR2XN8AgbN3Dh
Y0dJd5aCVhO1Z0rxRywAHfyslnb+77oJpXr9qL7JUa2ylPsBp2nfwUTjAoexLWL+ne54zzDk8l4l
JQDxoq0xSM5BdhQT98AVUbWzd6K9wCzGd0CQJrq1bIkttZ6t6Pz31z/7fy/+n/9vJd/Cmgq30G2k
2mAb6vDQVTMq/5HoWUfkLayXEnuc2h2RJH1w6JTmyd2PKNNCndl7NIdyuycHD+nQsH6TBVKkvmrB
fbCyKbzCym0X9bDczNsW4oJVPDRlZdsUVW8YNnE1tApJx01UuV2ArAXqXHretLzEdaah7GHTzEHC
/1p6sWyX1Ov+i+4avt/nnZyXKDVuqy/s9fBQbM1i0aM60pMejEFqNH2v6tFvEvDFqW+Qpmkncvdf
8skBPOMtxdNminz3EHC+cO04TShUicg21/OH2iOB406xX/EZfqFEjlHYpfepX3HHqCgkpXW7L3FD
hJwlIczGeFfJFnEsfUd9QEbhNYw9+4r87M/lX/4994GwxTYeyaJmDPbQV0UHB5vvpV6fjsA9wlvO
XTdxrp+MnvY4N7VC0af2gohzL6OS/cHHD/YhbNy/iHEOt1s2XIT+C/CtfvIh7pyU409PzzP6/GOC
kzb3IXduuKbLIjkdv4jEFN+OL5Vd198BQ2trcT1/3+BY0xX3yA777aluGPXmX4+Rzn8schP/cgj8
s76ek3+dnw9bNnmSkbD3e2G6QnIB5uV6x3yi203oUsCs32NEpz7KnyFCeAs8cI570X/I4rxfdIZ2
HeYYk/sg8vMfQsy0QTT7fLKd7m7KF/HkflCox563g+6Mp1Dui399PORHCayxH3zizjsrP8Df8K/s
477AI/0f4aS/xGn6FB99fGWOjtljUrT71IyBHqMNd1C72YlCRD8KX20a1Lvgf96QekN//+oNMXVI
wn3XTeQuDJqT8iEoIU35T9MmrzdC6s6Z2APpNKhK2GGvzUEeFhb5oD6Rd933HJvItbhYveBsatSW
g2W1mGetQ7NKtMHU4GLTDYN0mGOWbWEx+ODJQ0AhjX9W950a9HbwrmZBVwd3bboFNWEALPw5jMeB
lH+7nemOEkJxmi0sJ2xAhcEWTFcPwzY2GIBuMOUoPGFK9MJRtzuMTiLQVTflkpA9vLq+yK/YHc+M
mHXIaw9r2D75u86ruRyswKa7S+/aS71PNO7e7h7ReIxtx9AS56sAtkYGiECHXtkO7wsrmnQYxniw
hmHpEN4t7t61ew59bVsQs36h7ig6rktS3nXbtFfNTfahwNxwnR8OCIAc/6b/DEvaD5Kg9DFW0mOd
1YNdblLQ7cF72eCuPY7TzOueuGU3V/8hFo45Mh1Btqi8qlv/oimLIf5NuE8FzrDUZMRaQoKfb7sx
9Kdp3d3+cR5kf5wdV8f9ZP64JFMHz+lxS/ynFsP2+AiP05g7rLgsjx8ifdIOOfaN7mZXHwyEPja8
6sj6kDPG4z5Ev7G7F+izO9rvGZLJD9s43vGiz9pG7fh+7TF5ssv3zl8c/4l8Iq+7MJIJO862fH4n
vOh3RUnRBVNk99M/BbHzO/J7Mkp8+J77Nu6WirZwrLbtLZgAsVvqmHUhwsnQzUdRmIru/X3HinEX
zelJFGNAKdai9VBFo+1oaX9XqKiyWTejnpVFgyf3DNzv8tW+JinadUQmpHUB0yNomXuUsNx6ovYd
ms1ipoSvhwVsg9slMpBt860ybNW8uybdEbhbmu+XZThCebyEfLjpfsD5+6G+CIXRe8ezj992kUfc
0wafPO6+HHd8L9qlK9bBMD5Kuv3SXcMzd+Nh7BH/3n791uRAvkfdBdODi+NQC4x1yWxnm1JiEkqj
3TWMd08llhfTtoCs+wkzmvnuye1hA93B8WcHog20XB/tfBMfkNayG2dP/PmgGnJvDUWXwtEH5POO
cuLhKcCIMZs2Bb6h5/Y8RPfTgzQ2ffCKOAyADt4iuiN5iWuoZwPV+qqJBAcydkha5Bvh/t0z8jUh
Pw8PH/Po34RrkuaZ4fW/bAHT6DVpoMGx0lSEkPSfdCOcD86yi3b4/8+6yfYL/k3485LUXw8YyN6C
J90t8aD7394pyA7uSg8kmjhgO4Y4y3csqROfZ9175e7Bx33vFHV2IH2uurn2Y/6z8Od/ZLfjg1eM
HxM38e4z84N97+lqcvDA5LFzKg6W5ZjQfHKGhD1kBYcFQ5ODCWaD8YTz6A7Rh8wB3ziEzRx1FjHd
le+8g3jNcF/sqyxArHcDnh8oPD9eEGd2sLajbtmHX75XTWIHVGcOVBTG2+/1LgGYx1Pd2s9PO7zo
/nDNu7Flg6Pndu/65eAQNZbvvw9NT/7avXk3gBEgA1fDUP32H6J91Qci/tDicAfL4o5L2PWBbCLH
ryHHL+6n8KtuZsUBifrjNuND9+ue0r4Ibh+zO/g9vDiFOuS2neB7tVN3/Bt3/KrjqNqnci4/zlA9
B6HRfohPkB83CvzxCdIjdu6C+Jcdmyq7TdQHF5ODsNAhNrjqLvi++3IP30+dpF5yBtEeaiD1YO7v
hUZ/6K58eUC09kADOaQEdTD4bsHN7fA5focnvO1u+VvifvfcbV9B1aKTAtnB/t4c4DYfsgJ2cDQe
SNttTQzGHDyldOU7p+jBAzcdfkh1IC4nB4T048mU20E3gT1mvhxcs1e3cI/7bhtKsK2zGrXuv0Bn
9QecXHacH/ojCsCZjo6Ps6ztSUuKPHYY6YCwqwOP4jnuvmN+v0c5cO/iBjK+5ztz1+8b8wekSx7h
Np3h4IqD0W1apGKtDnyM7n1k7ANFHdumTTeGbbO/7qgdzmXZjfB1eL/cFZHDNfSD/brd+lJaw/wf
u29+HcTTr9li4WnTbMOJoCzoEA4JJblWhPxptJ9rF7ltiQ4ef7ZN6B9kZTtS2y61pIeW6lWRHZ8D
azqrHJdz7bIWfgsJfdK3lPs94jLNSevKCbCGiEWeOjdsI7hzbLw5Iaj5wQizdquo98dUB9pxT/1g
3z1/22qKTSjC1tvVkIMX0lPumm2o5rRDOyAm1e0N1SC92p5Se6LHqdmSvQYPdGfd9pCF1EBpm20G
htDJIfMjfiWyCzueZQNFRDgPxgL+XJtG86gXEQLQ3fzp3bnIuWf73z95uNp/wCBYvwiHfHXUyrqP
FafH63UdOchepZ3vTLf/fAeK+POidTVq0jZhkocPd59wCV07lA+vxP5UeeOfPJWAnjNM32GA2g+h
rjMutR9IsH98n0eNq6d/OOOjPx4j+sgzGH0MXXixnzB5E1ckEf/16Y1n2MumFYChirZP4QyYYDwI
+KqBdOzYoT7W5SSiQlDpH1k/OpSpQhCdaOIGtkCXXM86qmgFl++TabHJjqMHhyOkz8BQvdhTLfye
JxHfQL2gWEd5lotNH4jjR4jA+NOGQff2h5qoKW/nUw8a6gzMYLodtX9kYO8TNVbsg/C22ym8848d
ut3FRFVt3P1oT5L8eUIPnYfCH5GoRz/ZwRLugO6ku8/j+/pkBPoqj+N8uSP6HivZsi19qcdPPCfv
6Xx9zLVkdk/nOcFXd4rFSH6COfGdZ8hWfWB8f689Pc7aHu3pFRpZRRzWhw7PQtT5ylkSaD8hz6fF
cz95ej2eCewdDDZKLva9HlkKJ08SX8vuFf1fen4mu6HKmrgdeh1gppndb9hjDZfpI0Uh9H2ULE9u
Lt29WtdE6w+uz6DkaPqC3bei9tR2nGUAeHaJuv0UyhT78NNMaPLjKHUDM+jYMPWHKJbuuJpNj/s3
trmFXWd1zA+8jk5P9PNV2dAfuOjuHH0BhVmo92bvV4keK4zeyUehuxKtu71H8BUthNmf5sQo//RX
b2h3mOnBqfZyyMjdeZqy/YDdseds58mcJT6U5CcG1iPlW+/Kw105xybwx7W/ujpvrv8Kqzo+g3L+
yL6n1V7q3Xta5pxnZ5xJ2f6DeMsncMD0CNz+U5vqzrpjvXyYbuf6lpNickUitmnsArnrIvS9epm0
EoCemRvHdk4PP9gBbBxf2RPLS/8g7Hl/niPFyR1JH7UqYIMuGZTOOAU1U/iPxY6wfzxH/IdrQ7Z7
rD1hgMLKj9mh4fshNsYHc4H6gNv4T7Vc5yUTO+9PL2yn5ptaDHoa0MFkHCnswIdT6+0smHGu5KHu
ofJEMxScd0tCbu3Nm8iGMA73NkKTFfuN6CS0EmFL34YObHuMYrINJTVcj1G+C7yaYBkFNt4JCoTe
NchE940DJnLvSeT4gK/5vZ3h7f8r5lqHjDnYGXZgO9L9Vaase1jXa8J3GZu+/anBVPFkiA3/mOXy
OAxd1Ps36eEm01b/wJQjleaUpaUF5l4Qr6l3TebUPsvMl7pTKc3hTH2InYntjgzI2rVZoJKIzu68
J2tF/OKB1nus0YXsQ+oblxjWsLR+GjPYUf9evaxPK9iOxe/JA8t9K89kFzzkg6PX3JekPsR18p1Z
Hz4w+O5gzE1ytFu1FRuybySS5jDTKkpfbfp2Ix/Ap+vzWHn1XiHqz+BBbp8XHLuPhr21A3reaS7d
uJrch2tDpzUoOMtFE0auB4wqKUgDAxWw+9aeviPfu5++na9WLavTujtcW23ANHrNdt+rHzg4tj1n
9lPM9Q9W+A6awLQNOZbuEw//RHjG7cog934F/keBEvliCB9nzSb+Mff/vX6ML7eGHpdHB9Zk+Nmv
+xPywHbZ6QND/hKzm0uO/u+YOQSBZFpQ6xvpSoxpXcDoubfCBJcM/o87hqhpYTCUtE2TGs4zyWzb
EG7gZEkaP43AEuLmk4IgjBFyjYWwCjyAtW74xG1dUfBm7yLdwd/Fpp+l3N8wT5wJ3/devsTu93rN
gj0WS4Qi3Sq5iMHp3HFO5bdHTz3K0uRJiqCZ73atnNAbuqpH4Tkhh0SRPvsojEA1OHNm2Lyp7eFG
H1Wm/R79Dtsi+cA9msIm1uIE+uEpk52+0S84s9K1LaxaI9Q+etTkueYINtn7UIbDDpRSe5w7NBiS
CDrb+9A5psBfi+87NEjKuoV0B4/Es+Qbnc53WjfbfU+3OPxMmeeiI9aI3900utt62H2EN2SXHCjz
03aqXRTLN9vfxO1Gxyxkxw+h7Zr9oBLxyjo7iDW4Qs27pFNNG7Tkq4tn1/YqE2QSxfAzW9o4uFMl
guH6hrjyQEoiWAGO9ACRj5A0D8d+L12qj574FoexbrPJtG2r/dz2EY8THPMfKH38wWGjnUuarbgG
pkG3EICniZzT/5+8N2tyZEvOxM4WC4BcK6vu1s0m2UZSYyY9zbvM9N9lJtOL9KaRDYccjprN23Vr
zQVAbGeR+9nixIaMROXtHkqwe6tQQCDiLH5898/JvDdoUIRC+yIXJJoAWdp59iIF9qgz7z5kyzYr
Y2d4DOSqn+Te5vrzSHk+vnbRKGrP8DyyYB1TM3dpiCm3wEsujO0LyJY3Wfxa+te6u/LVF9BRCSaN
TgLKA6VxKwQ02hHiuVvScC4pSvg5yvMphCOMWiwBFBbm11UlshKr6Og//PPnEzuoX83Npyd0TRa6
7v2q+3dwpNudYvnqpapqt+5S9edAWtWL7rS/tHP62/ypL9jwsH+/6L7sY4k0QuoBO2VnOH8LfSlZ
/JmsotSJsX6F1QuX9xQsRIdM7m9IfqeczAVNfyIgLvskCbNqcHosLXtwFd9xz5bY6u2UGXdRk1px
EMQMg311AnV4/IbNsIouSD02+VVm0AjgUSl7bxXMy69n9kz65on9ZQM89C/xLDDKnQuahiVYai+a
p82Hv0WoBS2d0pkF18+uxvImabqKSxcrfC4B8H+MyqMmtYAmqIu68/YxSyoCvRv+C/x5PPxbo285
rdBjoMGY7ARiQWxCBqgFJvVN5FydTkSTuBFoJLA+jOJ5TWn9eM62bBzEfChp18n4hI2FsCG4QYq4
lbASfad9eYDzB6FSm3Q94AGiobN403dhsfK5tTb28432gynD3onkbtZ/gmEVMdx+B0WVJVXzecB1
MdZcE2HrWJIFww1v7FdXgtItuid+Cr91Bey1W1vqn0tsN+hYjv3G3q2cVAcrl6I4ZLexOPQxzPkm
ODFuWK8Cute7ocm5tVtwb4cRM0NvA1UVQ0rFon7qM5JkWKO4UHVQ++D1JPDiKBvyySkKX/HbgJbD
bKiIDUHqWNidJ7s4UbDdWo/bpRsGx69YprBXBNdiooIsKGqMDGt0lk53vo4tFqv5XcHHN5zymhX5
Y3EN+xxO9W2Wmgz79Ta9z6a3QtNi6tuMv7tGYk7RLfhQS6fLCsFKD/OzqOXqNQRbs1oJXK8rsm/z
lcvJr66pZ/rXYS4Xw9VIkf02E7KMK+Yqmlnm2SANgTiaIGnECrbNZOmuUo7EBjuyy8YTj+/vlimh
mDHk51ebzt2Zhfdm4kybupTZMlHFYYBMeZPPmNAkaQLLJs/6xkBIvOEtm9fd034rl4TLBbJk/TXj
RZimTqebu4TAMx3hVeD/bwQpjH+WQ2jk4Q6bcDBvwq+2uYg4mY4/XDEOb7Kc3oScVDEhErZ8fDYT
xK0UxodOiCTdL+4lzjxPiDeM52ubrJJZsKzohCSmiGQ34ennadjlwkPNSUsvxfu6zT2S2ET5Hu81
P4sz04UdhKX4MR/PYsSjhL34kswfvZE4nk08nG53MaQHNxI+Z07AHz+FHIjt8p3NZObXw82N2vIP
CZTcVGwVyZ3bBdGvXuQnnewCXWZNbLK832i8xZPyhiZnmXnAjSn1jk5uOVkfGmJG34WwbrRBLoKV
HrWUv2bk95f44V+Fa36aoAteh/u/nTxremC7yZpfh+sj4/2NW1tJ3yazUENziSfPGoGM5eukf+q8
SAuUWQB4XMNJvg/nJT855dFrOosf7Z+/J82PAUSyTITmVLiPagL4AqvchMUcH7Th62/smUqfMiWt
eKx+H+4fTQ+x4jRNi5iueuFLzQTkWQftMXiWxot5G4C4t8NHCPuJGaahRhF8FfjJFdX/m0jbHi2O
8Nd4/V3YxMuhUsGT/YK9y7PBXuwm52szFKNszjS7DotzHz48Lku9eIIug3vht+PV0DdhazCLw65g
BF7+B4dI6U4ZgjGQ/9m6kf6j+NdO7lv7+SOVLv3tGEpxHvwI9WPY6JgtZhgbIZMbC0N+SeinkCYy
lU11yHYC+/2x6JHGU/p5TCwUS94ek02y3ma5DYt4DPf/AiO0MalqIko+hTcHf/+2CumpI6yqaNHr
BKjtkFxzTDwe8Ppg//mUJM/FY/7UT4e6pXui5F8zRyRySUj5DM4kC3FqrdfJ0VvqRjACQszR3ceV
H6cZXRzD7DCsL3qQCFgscAmKRKvdb6vJxkX4IBjhRxtf3wxl3Kw8tbnSHpCqHTL5+x64zI9/k2iu
0l78x3CvoxdVh+guPMSOvBNZI5PeAaPlHY3weBIX44Quer8s6VJaHWHU18s+mSk/j9zjcUJ+U9/O
cYW3N9Lez4Fjf00GZpM99B9tQwO45j8R87//hMTsxnzNsPX3iHoffdB4xk9C5zZlqrwxPws6uubz
RNt8mExQ/UX9/pVdmZRvxFrnpzDIqSryPlBORFb8zChc9j+SQ5VsRGSeOiE2Z2+OABVjLLIOG/NA
MEfuqzaHMLS4Gl/CTx49qzHA657wcqkmq6rJuKKgnGyiGHJ1kkBj9WKUjwngjb//4WMggBFklhku
nRw+4pD4kFMpc0RYLf95M5yy9S37eQBL+T+uBw+tiVYTHbWyYztM+MCaQNrjxKGtuM2fIPJB4XSy
IHkdYWvc4i62XJFhHdRkeR+HfAN+/ocAUSiHXAueE/s7/Fe4f+ZZt3v9MmFutZ9a85G2cKtaYIMP
V5QafsX/i8WsUHadj8aTsaO/j8T80VLRP5O2tav2z+z4z8BG8j+pO3LIbC2H6Jx69ODdKzSF0jlm
ibODUsYSyF1bBWKlAwOFxLjk1KTsWE/ZTVBqTfACsEDUsZQIJyNSLkxjEDnU7ahBklkx5DohlQbz
5CxeyhOyQvY7zHL0lI15YJu1HEpO2vdhQiRl2vPKweGLVUNuXewU1KffhPbpT05f9Otpgwuxphpz
V/l8wWOQ1iYsRz1vbmM1kQ1i4YUdlqR0waLQwf+F24eOsR4uQGOWMIktV1OGzuZ6WqhicPwSJA1f
zqkuSHeliA55YEASOdPz6pOL8JtZfxynfdRR7i7TE2e2YZcFYZhimW+4UuL9Q/nllJiRK1z/ZE1s
9tte/JtkZDY0Bb4pd05PFCsb7kSW0Q0G48wMya1ykhORkw1Yj+8skkkgJC6/WeL/OwDT+ov12ObF
4gLREbeYg3KkE69QNmlPwud2ZM/mBa2gk8afZjnskVzGsudWNl8O5/xqrzyGbyi53U68MFMS3f0q
eav6xLKY/ntGX8Jtsmdo2dAXzKW88shLedaVPInn2dE5TKYdtWhXbEAJmoa8NleC+o6Yd5fFP/zb
gIpYn2i7dqHWlD9PIX23RLbzBKaWf21IUhwyHY+Zv5FOF1z92SvD9Emv66/93BAtKJejFQPqGvGT
7KxHm+HBXjpaL5fPa147G/9j/+4E3asAV7FJcHT2ziu5DUtioqkC5IqxgnABbvPXipKL3B+6JL6I
EWSqI2NZGxzVpy/js3sZTZji1TdiQpFH8jrJylwnu6HmRz5paYHo0zOp1UOTwSd+nEanfsZjNHhd
nL4ZXaSvU5nrbAUFRuKxNxLq+XC4jO+nHeDC4ws2fryMHv/wq80TeRL5YI2yWXPgV3mxE1xLvPws
01OGFYvgxYJ0jyIheLnMPA3ZDjuokRm2/yjnLKhYzdmhZbyB6Xz4yv65+cyJYgrUISpdV1XaMKIo
JsE5hAD0tEhyyBKrlSI8YC/rbKynxWS1jmUdpQnGuA1jB7QO2vXHiezBdB4Ao8yqIh2HceXe59C2
utco3HJwXw+jQbHJsHFuPaP/eEgzBdTGsoddxbrxPqZJoc9DHoRVsECrnezrj2coBHVCC6XTVuTn
HyjhhlJjLc0i02PNIWZCPXPqI8MxczoFH31kSGlETudOkW0+RvtxHCfAmwsjoZqqRS4THt+2NjWT
+RCV+1zNa0SczqfODJCt0GnDS/iNZ9qcEXpw7PercBkBorkmhm2a353E0X4RUvFqd+uv5Dgxz7Gp
z04CC8xTP0OdO7UYMu1nE3ChXFa7dbzC0aK/kI9v/wZRWXkfqlxY7/Y8CR5bzGQmETdyUhbwly0X
OyUf5bNLP1oYydqwZP7Q1O56elBBVTPmtCEX7DOTtMezxWC1SNy31DX41gu2Yx5prkdbfUb8mVOo
lOX4UPZJLFMWhZE+rphLyGazFo056UlYGIh6Vj+EV9WQJ3Ln3IMR8oeesHe/0ZpokkPHghBn9hEU
6UCF1RKJwm7S3FxqTpwvzHBYmHcaNsX6eAfXwOfNghCnZlL5yLJxFYZengMb0G3X3xnh2klehgcY
a90A575nRGOrW/qnn395zLpfPus7aqVUzpGXU1RZJMOskxKkDY1pfYRt052tM+RLTPjh48dFAYPf
dLymM3uWjRgGjIIbaXvQiLClekQlRjlUtmPmKNs2WrVxDJ5UHtR9KiuqPTLrlRQ2Ysv4VXFgnAvf
HVQPi6xJLC+Sc/IrH9v5bj32rA/VpmjfXg1lBuNhZd5eXt6/+eEfadUUttcQ11WcK+K3KNexx5o3
9z6gRwcr6HKslEoV1oepDoLCQCM2g/LMynBl9lKL0YxcGE367Aw0qBg5Cl83Obd0boY+zj0bDtBD
9xMDiqC3R9DCPEZCW2SmnYjK3CJuyILHakqPydl7w4RTz3KHgAY3jg/KSOUcj4bW1iZkOtuS7HD1
3R9pKPt8pdevVszIs1cZJqdnjpAvZ0Ezfyp6uGUR0vu4JcCGdW/Kj//T3YM57OkMVz3XAvz/6WuN
wluttMUnoJnUbRxNF30AdSPlRHX3Us9gD+sGe5EtuquJc+83w4e82uuEvnyGArpKIQY9CBW1pYxb
+oqu3JkjUU6mLL/F17zeI83W3rXrKz7rAN7kdoMn/iwrlPK0HBoYfW7zL3JrS+dX5i3J3pXX/5mm
IF4+F5HPjzINGU+4DQ90QVdQlLfmY4dmdorC1nJYdZpk+1zaP7/xZAtOWUkTH6p+pfuu+54FlTI2
BZitj3v9lVmtDhQT//SIAOipg09HFXwmvz4p+fivu9l/ds9JOHriGRY+Z1mqBWaP1Uy8h78bTcyI
wvrA8x/o1V19RfO3t/ZidiEvwol9AFWR6Z66Wr6mbEiR+QYXKWvyCUIdHbCUs+QCG5OceVaCifES
Zs/uDp2SbwCqbqbbJa2TazivzAIeZPWfciLmpCLrmzXRearki7SaGPVs5sA6DAQ29tA9Q+jCOXC/
IRqazWzomtuppYtHfZdmw0rKblVjWEXoIWciNu9mi8STH46/Ahcp11wmXsAg9KLN4eskpIZJXmSM
idb/pppfcGkzHcRm6bjF43EPN2+T2g/0meTUHzODeYyEfZcXpG6v/9v73FiYUgGmJnNIIqLFq0wJ
JrW1rDW6rAwNOcLWcGehtNqCXaIHwCZTke1GstAwIkg3sFeVt35Dk4wDOcoCQwMh1z6GRVKoc2Mz
QxvVUJJCuPVr41FSDRUhF9p4sCAjA14cD5Y+LGtDhOH557gjEy42rBVmc+oCjcXrrLNX1lhJM34d
Q2qRxsAyGjv3zHy8ggkzz8kYn+7xzsHb0hSvbv4MmlE/3+Hq8eBnrG0ZYm66G24mN/Rug8wfNUXd
Xdls/+4ROnTMIZCkV3f9V5FRo/eHbnvC5IxMJNrEO6vYhPh5v1G+DjXxUDVDi7LExr3Fj2+Ls9qx
sFMqdLuKH3YDbngSpJu9bFh07rxniaXUZXotm1unPNGkMkD3Hjz7lXTIwET/I6EPV/8BfWrOSsrq
5cllbKaEXc0QsZ4Kl8z+pdMRGxo7R5yCoNMv2ILXd9BswmT35LQqMHgdAjxsJP4D+REuf9d+Cf5e
PsRhH8Dsm76jcu/iDS0Io8LiXMxmKk2od1P3xIv1ernu21nKGTGY93w7fsJmxNisnEzequHyGHI1
uUuTHIJnWx2ushXCQ+sIgNkwtn/r5u4cgmlPjGBAcRP6KukFPe5lrlZmNZCcSe0gujkN+xjJeNR0
w4UGvNObToILcSnqFaNAF7OsrWFo0bgrV6E4Wr3c/VX7cipYgQ8uJ8x4TAhgBb4wsbZeX36kgW/A
Az4jNhq/2iM4IogE+cdrWf3py39+35/TBhe/36mVWtm/x1cspoM/H+0evrHlivyb+9U9gCxMUjVM
0g8xVlHV/qu1snJoRj5+i21ubM1atulBGLYv7gYy//r9ChfWs27lCPHhsL8a+99+nf8I9/RNz39K
opoJ2+oZ2f9HIwI6URBjrb2FITJnw6Sst0Vf1T/9soF5aK8CSUgNlSd6LubvM/bmu2/2Yo0+2g00
2EXJPTf+7Qrv8ZSf/zvqj9eGTczC2lRkaMIuMJz0FLwiYfPxbsglm+Tcg7O/CA+SZACnxlef01Rf
+bVLfPiCRv2iG4rk1iqRCNlcArJZ98T/zkvxmiQo+6eNX0mXOtFNzul6HCo55BI6IVE1w4NMhLNe
EyF+lVTtPMGTdCMr7NNlRLJNZHeKVLY03zUakThBwXOMUQQx8GnoZ5hxPUxiLXSOXcgE6s096FGM
B6NX0O1Dr0YO6Jxb/VN+iwd1Sf+kL+YjKmzZCMf8T5t+WcxqiUzDatPhI8a5RBd/sbMckHNmIOno
hGXpFRN/O1SMx4fwNXg6OyE5Zv81pKE3M8asf31d5sDRzpJzIDr1C/wHqZ0lVzKGdVnfjwtyZM8T
cEU63B39DEs+X8SqmbMl53AWVZKjOL4PO5M2VDbZ+TWqyNKW0ZcgCQ+3wJBhelFcfrrI6/h09fWy
P0hOFjvaERcr2HIKskpXLdGvpS2f9+qGhJ0l+yiXpQOzTD4f2mJjPpb10jxGpHSylXrFMR9gxA2o
4Rnf48JpVLsQ00FUpaJ/xI/kyxqo2GZZsK7ZArXuDLrCd9yUvEe1yue6g6TAlT35bVI7UX+ZkGvc
2SxcaYrBVFMEy/aV7OXfP7e8IuxoSnjOL+T8PM5eXrPjzQTTaZYV6Nc6aHSRmYozlk4MN0ysetpT
mPgIKZQFOj97pnR5ofRLVMwT7JE6Og7QQzSB/hxUY7P50zTSvk5z7Oj/NMMhna1bqUX7SDfh/rH0
SU84yYwjwF5VEjWhUS0T+2i9iC8meum39Rk6xeo+haOXwrfqZ5QhNaejDaJUYoK+eJqX/hig2kao
0fz1/WCUTex0usJqzgN/jkc+XH9MIfvqxN1XnEukT7KnOpU0RdDnp/NN48vVtyxi1gPNkTpDfODM
YgVcnFuyeTCkrrCg6APzoHZN7VzDI0hUTbxyIgeHko0522Uf8sNYISOV8YqoXMklZk+Rg83URY/9
yF5a7BBe7xubKCBs9cqG0IbcW3jTp2Kqrurwb3lCtIR8CBxXi5U/rYUbhH/Xq0hDW9YTi97zY5eM
45CcghQZ7jCUg+Y5Qb/0dHVmvq95kR26hrCLcDyekmDrNhhZznDeJwLwtFpijn0mpeA6tOKGldy3
0aV3Ee5FMZstO8sUPdu5G3fWAW/mk8bHpejt2GwN7wiizlfUMROqxYY2BJ0Dip17TYGXaHySmGx+
NH3HXTdCVYGk25Sri55j85P0W/T4JdGbN0EnfAn1neTn1fiO8lvoukcRgwVoWe8auj454pI0YWaq
ShZV2Xy8NpyZ6nJkuOnxAe2hgdtgsqS9y5BLx8XMwIxwOVseauGlbgz39Icu/OMBWymmiJjPMxSd
DLEOf/YNKegQ/92cfQa939FESE9hy17WBxKuPGKqzTr9mjZEyHojLN3HQc+OZzn2wXivA/Axx6+4
g3unbV2Npx/TA5hY8ueZy8kS8WdDQPQZA7yyZNRaFFkRHnlBfq4SLfdL7rtXWHRflRZ1vR/wf7Xf
AufH7P5jQ6rrlpaklUQIza5b/Ny2MHw0St90ZNtVpGqACZkvcL2bZ80J3cVRww/0LkzgHvSQLac3
PnlpM8p9o/MKiGGmGJBsJRN52l72UdQNaQ5BjGsL4xI35TCBiI8qOtDa3tiDe4W/VDscHf8d0RVj
xUH6NC+jjcULkuaBIeSF4ns90Y+TuMwnS2my8qu639hTXGKPvkGyIsmMIwAuYgoEQtdkpfGWbEFo
0aTu66+Diag6ED3Ia7egjr9Vc51rojT40PfQkt516O+j/mC8ZEF5beUy8rdROvSYZoWDMVcDWioS
T9hwAFl0rVUnzLZPIdb2uMF7Kd+t4D3QOdDze/v5g8G2EQ8HTGCvdvvYoqUI7SQ2YbWBnoFugT4/
H4+HDw3JutqCVfCn90DnQM9At/D5/f+iircdzTrydz92PwkEoNha0s46+BxvDw+4VSTn907CM9DR
lUZwZmCSxmIeZEDniPTLbFI8HIe7cDIvNkD//TrC5ywIZkP3VrNy2ubBpmmFlg3yU46SpWM46w8a
d6yxJGcyVSZKQmbnm3mmtwdhgwgMGzRS1JGIQ9W8AftBHz9/rjaoe+//lvC/Vz//Fgt4jj8w8i77
5ab2g2OWkTjQAWEb9pQmt2ntHQd6NluDrTFuMRLRXfBfuHiERf/+orri4u4GOW++eQOD+OHuUTBX
gGLdAPkjb5usuEZUalOnSBJup94EwjyR6xbtrK3DEQlyXFm7yYNYUKtPjjSuJDV9KPZap56DXpoF
oJdgPU0cCPT52H5iZ+nAE9wWPZAE9AHodhNEkrRYVRHOvaOjKQM/ByVcAQkAndOQdN2SPwJ/Bj6M
GZ8gl4BuBXKAg6w5PQDfbnwKqgF6BrqFzxH867cl8HPg28Cfgf6BzoGe4Xr4nCPOgAm+C+Nqh4oZ
aZn4yHFjueXnMKcKk0QvNlaiO6aZdaljh/X+BzPaBj5SOI8cT/EXrMDOQIluXQEFSPOC9dqHBN66
JZnD/6eke6dcUwX0Eu/sCc2sevE9YnhYbms6UtC3vMREu43JDvdiH4yzyvj6WgoM2RqTn2MRAXHJ
t4wRscU5bFWWfyVUZ5wp0Ft270lTCZAimm7NU5vYFyzRA1YGaPKke4j7830zVrLoCg3B5qx4xOmk
0kr3eiAN8C5slfpOZ0q6YqmcN6ZgNYFflWHKRQKjuB8q8jwQhlM4XRdgdxxg30EuO/kLfKyy3AH2
HfbXWivS52YwO0fjpoPdY233IBwS8D3gb9EvYBC94xO1yCDAx4BfIV+y3nfcx5ELstfYdRGYAfA9
4G+Wj4HYKmHfn8IU7uGjrHecCnLPw9K0AWmwSfRPR2YHC+Ehkoit93QZPOeNNbSQsDfymj1G3cI4
vVbbYaFktGBzsQvyXwUdAicGHAPx1bZb+ECxnbmpn47W+14ef6GpQlwmmupOwvW2U6+kmUGBJR6z
HPi/MrsvadzcRI7mApFFovL6/fCMbtqrjqdOhwX71kThbcYJHrSJzMfM537omWPVOviqpFmptzuu
gqpoUiOn93DpcJbfDx6lQf90eibIa5DLWQiJAb+KUWlBvIcjlEK0uGeudUWG8tebGAX8VYD+qW0I
H+Q1yuUc+RvwMeBXVrmwJuGhQlnBFd/6rauCOwHYLsjf0LzCKOFXAfRJkNcol0H+ukHu3oNeCvqn
rYinQFEgl9GOAv7WVPfEFwt+tZ0deOIABDqHEQLdPjmd/9LjQe2531Ofvn6JD3kTVtdXcHFUF5QN
/+gLWwymNdL5DukWP7fF4u8ZNk47snrQqi11cSjlGBHQJ8z9sFHvv+8K67zZ/sSBzmFRgG7h840m
l43u3mHl33fVR6B/XG3xCNfD55wZ9uMd2VfZ/v9K+VqWkE39TAC0ieOqEtqAX91HxEj2ApvuqYh+
Tu3/jj6IFJmJ9fbyDIqZTvl17fyZvmhbUm9fy686ZK42Vp+MythxUv2Yvqyd5artpNU/906Og1wG
u+nBooeBnon6pED2BeQBchbsKQcViB1M3mWoT+I/KMhfsLPAnsLnfv6M+mdpQI6DvAa5vEG4DIRg
BD0T9EnQG1Eui62IPeIKy2/KAIuREwuAfg+Xgd0Eeinon6BnohzfKpDLriY0dxPPkD5LXy9kljx5
BiXMfRH4END5lb3eZvVUmQXpBXIEen5vhSx/gwh35nsBfNsrtdI2AmQW+Q7Hq4GfAw8A/gz0j3Su
FF7f6c8Xf3D8Gfgt0DPQLdBnLbCWx/w+5FuVylfV7Kvgv/sA/Bz4NvBnoH+gc6BnvH774Xfyn3Qf
qrPpQX2617mRpWlr52/L9fqx92N6dN4b+8nFuV4/0SvwpMl8N9h7vwZnOZeFrzoHlYHnOO8rK8zY
6Ojt6GIUZXjh74hwhkaJ9OiCKo82O3IWDiQJn5p5bVkHqxlbXF1hq25qq2l251bQRG9a99YXq4A5
1eU2K2XJkfeMD1bACbiwKTl1zjjY67YQ5Pt5D2fgvje9AovHlVvLLgOmyvZJjJUlznxO1J6PCbNb
Q6dx7Q3/tqjCyEpKfaXmW05MnYRr60R9g225SejiBe1Eg5+Xoh7V4wHSAQqg9ukxgvQIdStiUrRv
QZ9Ae6M8NOtXdh9uYULjLecZg10+0l7HFm6gFgrl7jS+bJdMHIvulZKOG3YDFfQmRe3hJ6Olzix1
/gV36p+sBvQ1PfV14hLmZBiGH2Rj94GR2O6N+6ju6XWPufMecfCSjIy9V0PMuulBUV5QwXCCnxdJ
+aFT0svE3DkhiKxDGqc1hMDQKtKumCY3JJyZTpPup2E5Y83+CM9lFMuJh8YxpxM02ABNmSbcqA0x
JusIYr5tuqW79iSL8maiTDI/tc1fS2EyFvgLXRFB7r8K0Degg2l5YYFr4CBQJempoP9V7hYcEYck
xkuEYR9QL+IHkZyFm4R90WHzunT11Uluo8V4Hsr/ofW0BfscKM9oRX6XVsf6wK/7k2ejlpCLazj4
59ZyMFcx1F65s+MIle9DwUUdJFfm16SOADHbcZ9iosDgsg2EQRZLXGtLDJlkYo+fa+eqADsQlG/F
qDYbWY/SxXdjkWL9xPqetE22ZxiJADPM7FiUAo1F2+WkP5c18y2FYXjdpV1wPgx4lY5p7/wuP6BU
qqok9P1+k0bNulSpUYmvAPajzn28GDR2eY0z7L4nLaWirA6di8sqKrwl8+W6hTefN78MznmeHvC6
xKaURU7yL0Q/gslLvzj5sjUVCwAIirSSui2wGW7sY2dD1i4KrBljoqO+yXzfQzPWgvVtl7N+oa9i
vNPyqxM6QIwholx2YIAxZTy3eqbDXn4Xnorzl/pkLDthD4YMTJ6vzg9IQzDN8beT2ZQ+DWZrndUW
jMdbUprUQOcHu7PweZvbM07d5h5HPH8QKM0tIjKSWvvx08/wk6ohum00/QPQOdLzjsDn3d8acqcP
nST/4UJfOLSagP9+p/t4FDneW3W4RbHelQQjatqS2x25BjqHCQPdwudvfnsPB0WhcilEcc98Q0UN
18PnCdNoXRNnZwmK0jOIJ/yk2VtniBSoOR4z23ZkS+QtPKAHPhfhRsLvgnIOqIaDIW26jy1QXFOQ
6pOu1Fd9ZchWmqItLqzeK45Pv6dPG/P5atgJuWiQDDLCS8U5mLdfwCzdYD01B+vzBif4xSIWf+4u
UBup3sFh11c3dfn0ib19Rzr1Vjzkttmkw/jBCEKjhZCYkUZ+3k42K8ab7p/X2lAvJQM5rq9Gdtok
ijr2vzmNMXT4sBwplQjM2k2D9NIET2YKH+9bK/Aeg4sO5UR7E6qXyvBlSXo+sKBGgVzkhT30GmPg
x3A9y+xxZ7bhBdAz0q09+wrD7Br4NvBn60lsgJ6BbhUSVA32P/Bzy7droH9L50e4Hj6viePPpa3E
bC3dwoCdAPn7ofRJmxTWO+aYUAf0D3RuD+jf20++0hAqpRYA36WBKew5PiN9q7ACzNb5wRisuxrd
mDubdlKSnFv/BLUyQ+XYgt3l1ikt1SYRvBcFMbK26IUUPdV0zxviQoXI56sOvT31gXzmdhMyH7gH
hWS/zRQtSSb+KYnkV9Y9qOk7Ti4lLGaGRPo5A7OAPhD1gZBfNsCDWfuO/Jx6RdIWJPpkEKRN6Mkk
FGYSe1l248qFtYbYUCvZueNxY+0L69py+thVHuB0pqpIRi7CKSr7icTgsN+71jqCRLDlWAKkPrHu
QFZ6xMLC8jfSJ/61IJcPwT5BfmWB92F/aWD3yiX2bHtgINhfFKK2uQLwPeBvwX9J7ZiRkDqUp1+A
XwFfsvsOYv+eBzFixlv0OcfgJVrswPeAvwEfs1uRZzYF3fnIgKo+v0NpRe2WbUhTJQU7LqWfe5yD
Pj1GWgFX2LWDO3xHDk/BcgUO4jIky0sQzb9o+jRgCrc4r8LWxjyKahDxiqYkgiypLapS6oZ2Ggid
fRXtYYcMvdqKJ6eKFNp2NLgkQpsLi++U6X+B6wvLrS93lfyJGaq+yzP13eH24ktqtLQJX3N+Ie/g
Nd5efgjFTXdzmUXR/9MzyGGoRaVByZsFvwZTkyM1bsrlvV5M17lPzgM7unbs3mangB3BHfHyqeou
WBLhN7znetgve4d6prLy+mjJIqNB+CYLVbCAhWVnDATn7EKQy8VF/1igLdQ/LQonyus3KH+RvwEf
s3qpV7IwZeroW2Ngvnb1BUm6tVnTnPaVKBXwJdA/Qc8EfRLkAMhlkL/GqmLAr0Avtapgh3L86RPI
ZeB7FoHwF1c747LAQaTwYEdcWToHet7az9lboBai7vBI8N/KkJlvi7Z0n27BMbgZ6FP56GFmGzsY
o5DObxGHUjl9sDZ7rvDu28OQVZhUOgI9ww2APkE2dT+R+rLY4g52pOyAzoGegW7hc7A8yv0/tjfA
t2Rb/wL0D3QO9AzXw+cwwwwubX+5+cN/osm+u1DjZbB/v0ys9+g2jf5PjstgSLCv31l/prtMTTh1
ly/ax2oXk/+7xC9krK0jra5CQoWTtZfxow8DZD5fx+i1Vuv/rA1jl+SrA2l09jXYy4U9wj4neYs0
U1iGBnI2smx4krztj3ln7SyKSR6ol4L+CaT+G/t4kMtgN6F9BGRTENAnXZJWjVcbsKccPiXon6Bn
gj5pnLEharCzrD1Vg14K+ifqmTBGcgS5bPVc4OigYH8BfRL0RpTL7zjIWZP6zjoFv8ZkKpDLrAU7
C+wpS16fQf8EPRPluFAgl2moKMTDcof0aayMviBPLsjTWDp3LH4fdEvg58C3gT8D/QOdc+yO/gSf
v4WDc+nr8oCe97GBSkbBVAa+bQ02e047C14I3AFYrPwA/NzybQX07+gcTWv5gdB74M/Ah4HfAj0D
3QJ9Xm0uupuq/OkN8G209L+zfrtcAt3C5+g6Yu+BnwPfBv4M9A90DvQM1+Pn2f/66jDVa1DdXvQ6
D2qtWHY/dVevPGVuTgWDznjtziqNPmHRZ+T42ru8aJufV4bUnYVGc8IVCHr1waZAimHHgvEAVz/2
8NqEfaY/3Jw6ep2TKwzjmovrpF6DpM4L3spXvmGFaZxHn43IVvKhP+srf22UpdzCqBS5Z3Mude1l
pDykJ32q/vIc+bA961cnaG13gZEZ/WMSWKLfdPKa195ldtbi01PyC30aedlGKWK8b/DDWQMU/NQC
n0c5r9wjVCXunRGPTDEKzMI1E7XBdMvklTYKkS8Z4RKtyuXVZJP1CjUjqssQDp7MpWnVkynPoBCx
X5eq07UtyDcBxum+rZW58m/U8Aiw3PcC1tFYoc/RqPIr170ipb4Ww46Rrn1LqE2Fz4wckoWwQA2t
n61cOySzbpSGvQYnetER7jwzlOzJKe4yr3zbAu7x9lUme824NYsjWer5pf6sGsvzUw4lNWWnlOta
Q2umAyolGzMPU60mMjnH4CYTpHT1vKVaT+H8mTXe2/jCMQxwM/o1DQVK1oGml0gsW5jxa53B17pP
6IBBC5fyjb5uM4irYRmAS8UJtetmjSRZdRL/In2eI0XdenAZw13SUusgk12FQEzNti0Me8Y0AnHR
w9xB8yzXMeTwDN3/GvxrgXFOC5BYsDHTT2L8XQxHls2dpln0BDWEQpLLZ5OfJeumD40JHsoaFJ+T
Kys+OJ7O32Vo/ydxfZDnuok167bkRRYwn3SnM2dxANYvY23Xq47rXw9Hzbye5r71g70MiiWfbB+d
TFrOjOcFNov8NlYwhZ45ZAkUlURJrfPnkcKM8umZE7TwPweE8LecbdgprDQQRAvtxTFXsrRBl6SR
W9xsE+Hh8i4UOKRRM/2CzpHfwLXlGfNMuKrSNj2EhdQU09UYw2pPDNWidGgbrRqdSr4ycd38GbZa
Tz/w4dtLa6AoE3NGgGAVXbi5O8vGVxSq0Di1f4iYAVCcnTJT1KgXsp1XejUOjKCKyVrKtG92ztT3
n1xMS2lCOy2h9UigsctppvFkCajX5NbRNltoMvlSc9txYGP09dad0kNIdj6WhfX+Zd3g6KRdjIC2
2T3mwPDhbIQhvGYrTi8NFZ7nqpznAp3azLsTqGFixbP1RNzHT46Ta3RyGZ1zWZxeKblCAInlXY79
CKRZVGUoe37KZrICchWtEr6aj6lXYnqsZzh8iQN2K7gkn4gPtlr3W30+VXAEvQKnx4rFAXEMtkin
T9i+hu5Iz3EYmDP51vKBnkLAzIzSvMq8Xk3t/jZBrjJmevspnRqVdOTsXPVqv208r/U6wdPzvi3J
eMHFoLj1Fc4RGypCf+b1SGuFesBU+kri778P/97S6weHLEs1IyOktc554s1LVps+6w7x7jJ1lt49
PfDlSy7uUYOq4AoYitRchTITGjJ66Yopd0Nv0exkZMhnMitIQCRcQq5WlthExXJt429s2MLJ32lv
uY56zOmIPTKNVtAJ8R6fU9WkHXy2Wi5nyzx0UK3LfROZ0faPdGy7j7rxoRmq9YAaDs5cchvNlyVJ
knJBserWM21+yuDVihuy7P5/qW+HzqmXsaY+MGpvDNYbcjTOX030AftJIlQijodpHDoCMCLog9Br
Tkxrq2x0NERim8xQPevLABoi3wyo0OjTHgHt/lc0va6vu6GzbZKH3jlr8FDKmdkJV7BKc4qkLEkT
Toj64vOMQUA31/IkHkPC5DUfl+RH6FHjT2NXkuY3SGr6eYE0fG41WfB4wARNCctMOkHlDoYI5nnB
CusSUVndIuK4BkOD2kzIBhPNfbMMLVqPHTOZYmrPat0pHpH9Fg9oyxuWmReokA7gGrOz1QLNgz7V
zK8dS/9mjFbWoVVamgTq2CXDN66iMLMplAVb5c5hg3RqMdq0JKT+2JF0U+g6LWSMyUpnjhdbYocW
EhWT+mvHyRBURg2vNQ6sZ8MMun02ae72ecpxv0SIqUPbOXt3emc14epnKmOOj3Wm22IXEWPll+6f
grlWUiGpAA+o8bSz3Lo0D37IM9NxWL0pTr9e8krek3rS3Vs/685caEbzaI8XHzZb7+Zsd22n8xSh
2eVYdvOU9zQBWnlmiIk/tJm0DCMhm0IHZYBb2V0n/ePMshssP+nLfVEh9DEoJDEHxkxMoS6R6Xqo
7ZiFvWEBvXCqZpgXOuzab3OG0IVe2qov0O5Z4aPXO4gtOxgoCRFhmC3si5nrEkgTJ0zUo0Y9cNeo
ImyF3+Y0AdBeQM/aT9qIiSSgz7BYTX3Bb3oBlz1DjGdQ0oEqQs+zGPXiukxPgYoRpTz5tYui0Yl2
m4zATFus0yFlrxkYN3qWyb2Wp0D0OC6jm2sqHYZI8jQ6akE5N5iVSUzmlArJunVmhVxvLq7zE0jj
oQyEdxMIbpgK3FKQJFhAEZ3Aqa2RVKe2A5B2FTwqLJwgOVIbROAlrM+YMws24zi9jq5bWzO5UAWz
glvdUuahYYUWnuK2mefrrvbPJ07o0TwnNE6RtBnxbQxcYMLekSYKnLQQgLmS/l5dLCKf6PEvcsyw
00fElzNfYoFPltPQYIA2GbXyk2durNRtFHeGC4oOxpO2MKNbI8qBGK68GdvZRiGqK5CDCoJIRfOg
S65jk0PULmyumVNcxlu/t7ilGX9vTkr/JS7aLJAUnWOV+WQTyskbvaxvTHSk3qcuVng48+GzVIBC
elY6iOHAohQ3KxSF4zILp8uDj+vz5SzX53RcRU9zY8fzbJb7pM2fWlIPsnUDYy84oIvoXmtiHCNV
AsvRWDK0E7Gx4TZ0Z3dYXHip87aSvkBJiTeqXLKH6MndmAQbd+HpLH+B7qvXNF4xy5PkZykqk+MU
akZInk+eyp9X5+WvH0JKNLWzfrX8VTHOPCcJzN/iEVxK3KLzlWHfFKigLzE0Tt7HLUNTWNQmmiQy
KvG8DpCTBYb4IoXBpCqsXt6URTZ8rkpuy58HjMBa+bo+qT23L7F8vinWZRJYwsna0WetrCSfyfPs
Nul1PhpP+rl7HzK2mQyKQT48D2JkcgyxsmmiRY0S1U+Uk8U08ctJVm3aRrMZ61qhsUL41a2/mzwG
rzNfYO906pC2gXiz2naaYrllwSlEJgrVNKgkl0+uSkw7s/BV3x3S+NlFiMXNguz2I0nynXJbs94u
kPMaXq5fQttZ6GJ8mZCQGT7tdrIgbPImtuBsmFcaVd6vmEPMZGYs9HWyyw5ZIk8xdig11Cwf5cFX
hq9lwrTwxzBxsfdE63V+NoOW3Vt39smtDToZphFpmTme1fjvqPNuqsHxuLEgkBH/JyhjOrRAoA4/
krczk52cGaAxdTXL2xRdcOAQCyHSy2l/0owvWjQjxL9enxZBIGGYIoN/VRHEBMeqQ9IpGye+aTbx
TXQB639gxL2w4e4ajk3Jnjm7tVPDAEfMWTJ0xlrsjUgLrqe8v8PYHrt6Ts8dQTK1Q1Vbz+nGbH3N
CZvJXl8Uoi7Nu0j4ujtnqe0wp6VGBs98dA33O/YPVL6NTJ9cSdc6IDwak35OjR7N7qXp6sbn88+5
PlbkgYcqEqaTRqWp7NYj1ksH5fHGph7QOQas1zoAs5UTphdhD3cRxsZn+Tp0Ne38skyRk3oy5Vpb
2jqyoSZggojM52jymCicbFiT61w5N3MgyHzoGHW9q47DlWrnrFUze5YsI5mmcHQLxq4MY3ANeS9i
yIkmh4I7/JwZQtn7yiD6XfBORtFgPHzWzHGokhMVNVoHDBqlfRPqz6Z6Sz3ZAj3vQX+GQfoSbArS
Rvaqu33Mm7lht8NnbUMmQ3zQLmCjTV8Xk0+aiZZbzrkiXPMyShaDlNXylFmYFEsUV3dc+Saxfy0T
wgIAwdIU++gvDBUZ8lj79IyaDhyA7ZykmPoujAtq5KkllfBze70InSRmCxJcwcMJzxtNL7X/aK79
RB9j2z/nqWUau4UxOg7dieQ+lKhb5WqLTIBuQ617I+tuhn3UZnK2DWneur4V4RqdNDoPnAWRaaUc
SDNrJPRKQrboqvLLkiCbI6oGZiyxsh6z2S96WR0MdwYlyTE+LDeI8Ug1b0lTOmP28XxKCXpshBlz
Su8fWaFsWUhswhskm+rC+jEumcltfcxXo9BPQvfSbCfeGOWiHjajQqDznXMeqt/YBXYqpFlDQiZG
HIbLDc0Slf0NLBWmG1AztpzYyDMZU0+yML3YGMiqEAVZQOGgk6ri0l5ckvcH2xXG3NfWU0AKpYRt
EZdfMW9uuEfe9AsFS1I6XbqgAylWEn01I5efvJDwRO/QINnGhUFiwRb+8C5VXpkjo4aOYvI0xL/p
895RROaOiyCQ3zS5Nq01pit9hWcYT7DoniysaRaS1WxFlbQ77GDZWCvYteWlFKN3xvF8m4mRH5dY
CfYWk1FWduQi3RrQS5oU4Zy4wiRMu1Mk4h5zbwEVerBQ/uBmZKIhG2uH+aXZMrCbnkrzhxPuiBPd
tOWz/peTrw+ThMwTqpg461lLaST7tE/t5NWZc57VLLsda3OO614W56z8dMotjarjm8URnuVNZcsD
aYM+L1/idt6t8/c/u4YxB+6TOMugXd6Vajl2w89zSS/+ynQv8er2Ib/uV6jlWPNaH+94rQqF6C+T
S6UiPPGEvMCyZZr89/Cqlqcsrb6UHqXQKUWpaXHNipdKiX6MBGXmXOruLJuzCMK8ZJN1UKv00m3o
meRDl06ReZWhf/PLZqawOQOoORdY4LgwH0VPBSX0r70eYTpazT3Sfhez73sUdJ0wbDY3UDms552u
xTGIv6984Aw5DTDClp0AS+nX03LG6B5pUk1VkLdzboFpq4+n5a2KbsepTXUgAxcKeS4hOw7sBNAK
mTiylqRo1a+Gz+LMh/2v0l/xiTvSLE+5CfdQyyTKXoL/RpdrTU/obHzxIKMSqJnzaiuLj9L1q59m
w6i5H8+yqc7vCmMnz+V6pAxYx+P8WXmSy0y2mXuyBW3DZiWuryxNArZ0hTfthOZgEktz9nX5QnnA
XpOTSdYwe2qVMqpL5ZMQ4hz9iVed20E9P/KXayrpGo7I6izFrA5xOBOLjk7VQz3/jG7Ra+Ndjoqs
Ax/p76KWllidoTtMW7HPzykbsoOXLO4rVdO/3svY1iVJSKdNSyfFwsBPp5EMu0wmK1qeZIcrbKDu
FQyNkBiU0mKQuVpNnnr0k5E3QXbEh++Hh6GbM+RjIBAjFQM8bs9fRZrnMFQPZmUFW2Zp7YQiL+2V
d0FzSB0Pj8vsySybsDqqIs7RNLdJOlGZRik+J6A51GsYoFFS25CKbTqQ4LhECIIToj+WXY3KL5LD
QKe7LBM+pp5z6awR4CfQz6a5IsrCXYkIspFsm+F96e8LNP0YqZ58xZfzhNTZovblMAk6DpAvaOon
tHnTP9FMefs3ey3OzFN9blOW1RmzJqv85RjYzV/URJ6x6K95Fle4HOUT9UuAfn2y0EOxNY77+wQW
atJEwm7IDNSF28q85yB00XQwK1yA61bPT0QIN78e0YyG2A/rxn0kUx+OWcvOI16nB4SDD+QLdBo6
9RGtmyA7IdoY8e3L/NFtozBJW0SPwc2PCzStN5P8ohBfEcYLQ+1TC00sCpVTWdR+O3PwQw0k6eqY
Gvp8qmtyDsVzslImOkBclC8TiV9jbf7AaXC5oLfQJAlBrxBkdKIgNsNrMlKfgjjT/Z27dTYuFnWb
sf4Tnx4xXasQFj+h28Sfb58XjKtEdqf9NLPwOzaZNJ3ks3UTp8pUWtKge+5nFqSLxpEjr2b5UKtw
w5jhb5Y1T7VCZzvYp+2w7aUnmamp0DePnrrjl/d7Xy/CRrVxiAddF+qlLMm8hFnReeq3uSdpcyW2
xpB8bmBsUai0Mtme1WpGBMzUL1uFGdeA/5t7+tLjnTNyeVtPqPobtfh9dGLYYvDBOaIrVuBFvJtO
ZhsdtmVgw8XESuMziXXPWzBqetDl0L9B4Vlcg3IvZsvTp9vIlsjOnKL08dlj2DiRbCh9Wn6oPsuj
cWIOTc+NI/n/WmrnXJwICVpS15PL8ZtmaPZo6qLZjLBx8gI9yUi6Z49T4Wul0/utSYJo1juZTAqb
lywCw+aXAWw2pBaEI9M29hkb202+4h74K57FLApNqx+3YUoqvG+smlUmEu3B6h7+4u9RFbuwR3pr
M+/UxCS3iyOzQAqNVRVSFJ5j4kgBRZ4NfUYP8T6dxzD5jHr9v2COjxOR0i/i1LfzkZJPFmEwagVq
wd+LPSJLr2bwCef7k62JwM7NPxL5W1y0bLJf2fBNoi+SX8JiRkJ8yPz9BRlXW7RhqXuN8cntFmZ3
Go9jJoc8AiRWLe0T9yBeBsqS7Hq/ExvxNYbpc/GcEJ6M+Z48Mlvtogh9w1pB5KUdUZZwm9GURQKu
JEK5mkkIPUl/xbfX/an0d7jut0PZJpifthvft7TsZCvSY98+tqTrJDxlT/UTdrk23GORsekCKU8Y
ClSRo51DI305gTn4UR0lqQ8WTv/4IH9ogFVgjRiSTl6GsB0GTayn5js/CY1phhZgrWCWumhSA7X1
u/gVNNhtQzIZv3rYkMqEQ1jabp81oZc8235twVLGDFTVwdmFc8s7JaxHXChVa6c9sM9aXSjypnak
wlVrsHlpMAexMzFDXb0wGy6zp67D/s2iaUOIkbmgACypBL0Lf7iv2v94xd+238OTbuDiwgRwBmO8
IYEPhnGVrfFFKgYbfebDLhm2TTtsZw6H8HdFsdt4MhaibV1mnRaw4FvrTi6+kNu7p1vJtoraVaUG
5tUQ1lUeH53XBTCme2RK+aPhe1IEcHhhBkIvDwx3K2CXM02rvAP93OLD4CIdQiOoWsA6GtS0//j1
5re3/MY2/7FoahsSa5fcVOEibiH3NzzwasPGGcyd0HbtyS36pt7FagMcYv7k0prfNsRmAecXrCPF
HdGVhv2wj6CYVajtofe5lp33ZpuP5MlsQFLFXrvAielQ8DFrUZuMiMIi2dnRYXS9BAoXzqcARP1g
s42Pj+QrDPAiE295YXlibfMYM3uEvUaUqxu7jTwL4WhpbU3qsFpxptIlxDKnNeWu71UZrMDolXDH
umTonIEnXimbbk540TkewHte/Igqd2YxMzeuvzoyOrzKGbtCDGACuWURtUA6psSDqiv4cesJsVXl
3u0q7czvf5K5No07wVQm4AZJWiY8dlvMdW8yKQNhTpTA8y/brHezRnG8C5z17yyQ/7HFFHvXuWIH
p5ipitlhgMTOufNyNR3wZXEkcl/4+7RxGH2SYEBnUVgB7xLJH1y7b+3jHt3H4hEWiRZHwck/3G64
Vr6dfVWTHhutGFqoPSaRnw6NINydw2Gy/7jAPFi+TbAxHHIqXOpE67bDQV7/xGSsoGnstFnfAt1B
SyKTh6/2ofRN+QbapBlWgkU0rTb1KtDeGXIg3YMXVbYb9A/kr/tK4aYJS5kGeiTmRBsXMLoL25b3
SpjvkELd6lgd8TIQ3MHerUwcL5m9w5bcd+E+Vdg2Fgsfqf95EUsnhvTFJqbDMTyCTwx5E9Sh2trp
+wtyFeDgLrOeHe6GJsRlwpuzhYjPbsHs0vEM2B84mdBQcxXWLLpV69Dfp7IDz+xa1aHlenwmH5rV
OvznOG9OjLNINap5HmTrs/3qR1Jt4ZN38nfom9GRSOhQfRK+q/gYc4Ylj35KF5yOfHz6l6EbqrDC
Mk/8s74KKE98KcPQYGYbh9nbLZoAYJTkgVjbMJrOA20RYz9q4ADvtNL137IjJh5jgVkzYP/29hvr
zBVZcyo6kyZ4DOss2MSnx7H+WeldHdoZ2iAF6x3aNJhEfQQnQgmPMkmy9PFGnSiH24ZVgLnfGUHr
zz4ScE/pceSNwWrULeE363w0oxJpLGdO+jTysN2S1fppySg0ZMEBl09NNt1fzz3fToOXwJcRvUAM
B79T2P3cXcOGkbEI64rMOAlonNXJNOhPsAbomf9YSCdDM1Qe7InrYoiYeq++ACMCtShJQeYicZeU
HWfsU4dPAkf4M/ML09hPqoNljRKPsMNcV1ui2x/a7fcwObsXtx70DO5/DCuf21/9xFvZy2sPvM17
uVzauIoVCtixLAtrCtrPYxCfdRpu6N7BF7ZGNDNeRPWQqmVjb/xgMp9fW1Q+9UUvOYiwer2DVcnD
GbK8njk8x+98qOXpr0XG5NUluZKfuMjgAlFEUEyuh3z+qonJEmYcP4iMLqL9VImaEHA0u14WIPu/
4h85KvGqoJ3CiIkkGeodrvg1k85aBSXsiw2wthQWSpFCVzAAZG4ioUerxN0WmuHGdUQ/eppqQKsu
bJl7zjK73eU9yzNeqquvj1gZhLtY8cwrGPHEXgMrpDrjX/2MYwLVoKzYF1EhkAB6DNXWLV01A7mY
Fd+BBXHdfb5fPgXd5H01cd2PMMpgCb4u+5h3ya+MGTCPacLnZhgoSS9+NyGyKdIIG94nDvUdKT4s
xSRPZn3Vy189qkVncwpPkQ/3YArkIpbjTXF9usXU7xlO1/l6YaDRbqK3aDIRdKMbslO0MR7HbXhz
kQgr5t+YIPbNUhBQ9H0Q/OvtCqeumWS8dCGL87gGQf6EMrDsuZ3c0NC4PZKPkpNVtspJvv7VmHE0
sfSIA8acl333ovKfFKm1X/pJN7aFZZzm26yKW0yuCbYDHSzsAMiOniBfRfUZwTK6TCivXre0gKLv
gAcOk11iK47sFHpLuXn4EC1LORWd3o56kUQXlLxpIGvWVX9i5cfbzGlthR2dKZuPyG2/YvTEoxbz
FY9QS0GJF1IGG1m6Jl24AI/9fK4bm9vuhcwZY7sfeIqe9ovLlk+DPouxdAskoaeYDzf+uzbNZb0f
Hr8mEZd58oA6WNapdV/20Rb/1X0INBR+OehluE8ZFJ1toOOrpG/ssO8JLZNto3SQ9Qo//xgPA/Va
ipUmD1GaLyWO0sQYr8MwisnexOKdKSOQQ+0CeMeT8sGpTRLZocOL0/vQoR5F5nQ2d+a7xNLdDe/j
NMaWfd6SMVzvVN9oJrq8nITgA2JAGq0bLwvvlTewhrDQ+buXyJ9iGccMMb3EmIi7fmB9J15g1wip
oIZjYuPsTZDdTA8ELBiyTMyuEQIf6mikjqz+cMoPjBy2OYZvlN0P4V2Ifsoy/IJ7P7QDnot4zf2T
aTJy0yXP1KzwV3foccmcY64WTV59RSeGbdeQDZCNpG8ZEzkBS+00DN/0riiX5Ng4G4eiM2jUUwQt
wszFEDybUKS7ox4yTXrW5q7FGMcm8bFxPXPqxJyoHCW6ZMk2Wm3mff1I8uIxf6Rk7GjT8wJ5yId5
N/MxjWkickJ/Kr2rUebpp3LGfzWWK3I+T5qNDKC5tIG00M7amw2YxlvYvZkKRSsVxOhz7kHgKRke
kInqbU4IxFgXwMnjFehvpcdhMXO65lx6OV/AeHe/F3RewXNZA4JRgbj23grUJ5VU55fRaxQTtlZu
drud8NXMfLRdekQ+7Lm75fEzPvsb9w+Ou5Zpwv60sKITevati+hwDad4x+3yPVisCQSOsiuerOfJ
0iMbQtwNCi/4gh0y0mTocBJ1HBLznm9jGS7M4sNxss0Oc5HbfmFxDlWigeQYPcTP1UDu2KwJIg4T
B7sjrNxDI+Id4P6HH1DH0D6+5WGELlw0h/ae+cvggJFDH74Zqt9OFWFDpwod6uXUwynW+8nmHfwN
9aKVTE3kKWnDDZrhg6bpnU05ID/EwwchdYuD3AZUwYz1cSg/C0pa64m04Wl8dNQcrlZo1I7xadaP
h1p497bUE1vG3ITJTrvPVH4hQLKpzteC0LBQ6ItmpHNHNKXU7y2GCsikhxCpQdf1xqejO8RXm3SH
LPKRpMkY6Mi9sqM2yT3vQsMJdiqO4T0BNdEx7YQh2YgZyJE86AATppF7i1PH9lFRHVQu1FMEvNrR
MMTAJ8jvUEPAoE/QqIBGHVi6StinBGr4FECdeSKPT1RITxgYZnE4ZCEYdC0bfTRsyKZ6GW16PY8k
hVXMqgc+l6VHg+xclGE3g/flgw+c+hgG2M8be9iO5PiTjbdLaUqvnMWWyHrjsAVbTcc0p55NYTUS
W9SlYwb6eUOlpu+7L6vKNcbLZ3DJ9MCtoxEms5335piEk8dk+ts6iYZqRpPp5l7/s4twMijTLipL
yMGRoHui6zD5B7j1Z24LO42OmBN620NWO9Gg7cI692BtRf4+Vv7G5LcMXUPA5I/GAyPFTEA4pBju
F2V7sB4YhmxJPb651FmZN/eoYG5gYNLieG1EyJPZYWtNQ3PQcXFxC0yEsqYDM4F9xrYyaWTMG8U3
pHDdOGMM7UgZo1RfHlB1FIiy4SmSa+qKP7eDTHYW3INem3fnIUkpZlapyC4efHulrheTl7ldukxx
i9Ii8kxdga3bgU1DrrYYQPqkCh8o9CgQxPX2gfP+b7UfBw1F+Cz0Mhb9cdaBj8YWuxvuu5r2HODK
6obV/820dP2QbX8cW6Qv/geC+T97l7foKhHaC8xkyX2KW6cDFlke1gT9xtSUeefLbUxPkCJXqAyK
vUL21pkiz27yN8C/O6XLT1gb3f6ylZYCGZWBN9/yC8Kb7PhH5sJAVGHI2ll5PihGdeqIsSkxiRR2
QQlYOA/2oH66IubnC/bP58QvT2L582finn5/xOobnnBx1S/51dswvLZ9foQvGsYJTXyXcB2xEBWa
4ZfinBGqyxObsjvjhtvlSZfLkCFmeVmWBzjb2fX5Vz1Bfu0Nui6KgRO++pl2RPoMCnipCeZUvhOj
0i/x3cdNySyzo8M42bNDN2cR/axn41k/drnMKZafJZetQ0FPGOVn8KjXbxLfN6J7pQjdTy4JNgVH
6rNrToCxi6V991m89BQxvKir4+VZTf/McnfTygLJeoTbwT53J6OL5wQsd2dNWi0T1nkBJJX601YT
Dj0Td+6MwZqMtMs2MT1ryn6IU51kn+zOFJ7LRLoQ6QE2m+VtK5MDf1xgAeUpX88MC4xwZCMQNj3B
8Shc4S3BXGSP0ktP8SgzueEsy+NzyaWz2teSb1HO6ACLnJGHzTqx2dlkBzdJEPGE6DALwaBp00Pz
bQdt9hDphbGJZQmilx3kMPhHW7bdTWfYJ5dZ26oZ6of2Xt1KNsZeoqaPppxjx2+vNk232SxzwSFM
XoDskzL0LjBx1eqEAnry0uMp8OD/Ye2AjlZylE6s1FCM9v4NNOnr+WOzjXsWq7xCJr1I/RJW6Wqk
cXaeoi8To4b+mYBBGB/VUvQ7l51c3obOExjt/ZnhTLPnVSkzvyl5eqrOSqE6bYzM6jfGrFVFZHCb
MDKZ6usqeK8mopPk6rNU3SRgHsMmy0/KvtFkoq+yKPzE3Zvn9mjU8j6mehXJz3iyEGIo36NrmQ95
ZxHEaHrqqn5x/esmKDN0KLLZSvM/DLJKfuX0ilTbMUPMtGv7qztyPPCxc/RxFACzv3G5MsqcpHg6
Tw9T8BC2kCDB595nekwmYo52xtgBdF7DvxxUn8XxuATLajs5Bjr5+Xao26ih9sVO0uVmeTWmLupm
8uXD8vGdJtXIXnxKN7s2NNMK4tL6y12mnlnkD7EWQo8RKOkUZMOssT7MovWS8fHtDH2e8bEJy46c
PTSaUL782unoNH+G56kJnbGBIrqO4a9i1mZS8qhX5BJLnWog/QjFfJjaPDtaOmstUELI6sbMfLSW
HfFhkZWvZxTWerm78a0LMrn8JFuF8WhTRVgZt0nMEWU1KI8LixhDt5rP6pMhJGLzklL97WJs8/W3
ZY7xDBBwojZGn9kUliQoCCdScra1P6/16PLe7zGHpOdTSU0+ImJK1Hn9cxcxTAzR5c6OJ3+Rp5Ay
uaSftDbMZ2RMglCtr6aPZks9HbrheuLycn/JGcOXnjjHz4KCM0bHVSN6nBk1dwxpNvqWs49uM6+W
x5UlKkSz4LsYreIm4WDTepAmefORDiTRiTzG62XvQZuwEzW8Zr+gCPEElHImnYA9796a7o2k42fJ
iQNZTupYT0ABbs3iCKVe/HnbS91wMfMTv1sW63RZtV3y9qi5fNrpfRQYwWzEvxdlxEX4Kp+RmWZp
oeRkykU8pWKFFKWLmoOZOCVmKn3F5PHdCwyoHkFJLmszZtwVki4pdjrF2dLjdRTnWEB0jetNjanq
BJ45TVskDC/TclEwmImQHyqK+pst2SUVQ6298+sHdsZbEGf8pk+1WEBKps5CMjOZUfO83ixNMMEs
kl4G8udld5muyzgBWY5/LuIzJ/F2qYLhw85YZHrWl2MnPH3pM14wSrV8Wz4ujzjVuWEdpetlhpit
cACcMU85WSI65/ticRB9GxdKssm8uPMwqB4GnCSQF3Ro6QibmriJctnm7jSJ88HdELNet0iDRYLT
NeomkwcxtA2cntvwDx3CgR7imwzvFrUMFiz6JqTqUI9V+EtcxK96TFBl7g8HSCLXLjEbun28q2F4
wroAMfMwIZrPoeSiVeReBf/z8DI1+SRy2s5mgKUKtstjq9zK80F46DasTBsm6KAwjFBl6JjMJn5Q
EUCHtkTbxWxSODw9x6UtXlE3QvgfpPwTY2ujmlJUZC7oNj07u7AOmwlHUkEed3ZhxBBtNdRkucI7
zKm2N/kXATq6XcdHmTjJnb9r58egKJUXIcIaimvcMESGqbTpcZFb0lhFJ3asZcajtt13QdmXuis6
npEupFnGhC2le2wWL0BLX8NcMeLQGuIaSluhhPBVl97SiRKJl54GHi+1sqIdS2HUsWgfURmx8APk
vYvJfWXOv5a3jCsPRWgwQTBRHJlzgaOqXGhyQb3qlxGx1VQF3MB9qPwLOOLdrSeOpyf58HcF+atc
pI4qEWiCJRSeU/TQZJaUshbfJF6OllLHKe7hWd8zksmY4J9tjTl0WDoCO3IHd6wOx45cHr6+q0OS
sfNWq4F81tELBsT9NObANJymnUwJHBXObB6kvGI+z9KoA/l9tqyk8NTIR6PcZqg/ZEdJB+1ttPGH
Ea8pbhDwzv/q3tSkrKwgrl3qWPsdORK+rbZ13qeGtIQPHPgijIEhV7Z75/mrmdi5PTaGCLnzdIKW
3gXe05FjU9S0uChmLMKRdUUjYI3o6SCylDh4mN01oyKJueSOndgjiFPO6M8EOclFrB03Xiz0SBD+
kUx7M6AIPMmQk10HFttuBKQTmZP7/LfaulD56BozIqMBZXUj09qDs3PrpN8kJkPwigrWhHw27Sua
Nw+b4LoxfZv3iFYl43pxI/vs8GRnQ2VLb7SVfcGMGXF3Yzxq2RtBfnhDbfpvPcOn2citxwLVfR2l
KXGXf8F1DhMuZIKR6XqB2dpWquwKVBa4m+9COy6PiZoNTPuYltDa/2jiVaQTZ74Iis0+KAD58D4q
otI4MK4C80hjrn986FOy62mW8z4J4rRD10dmM0+MhTgLjD9XIdD4RLx94Brc73rHfz8ZNnQ1uDLH
yvJpOiFWPQxAyKQZDZnEm2LJAhYsXaLHMV8y9fvBm3pyfpo5Ia4Hfrp+APET4WSf0A6PiCe2/mFo
2xd2o/PhFtD0iiT3O+YOqTlbMpS0kBuiLzbY/mbqxBh55UW4Rif3HN3c59WLwc/rMOYEyC63eGZ8
zGLkOv2ejr1Ps1qZH+Gk70TNyHtBWD3U0uIwUrksJ/vO1bQvGZ88FfbSudrAOujsIzrgMqz9mkn/
q/w5a44tuwPSx2V6ev3MXQVWTxGmYlnB4Caboc9xpcmYD2/CUq8ysuhuA7dq6m014D50YZizIB2z
no1SrolJ4SR+qD3XEBNTkunw42dbMJ3wOcU+CG5uyqLH6Cr7aMZWe+8ENf59BAXt65O6MOFRE5mc
0gHIW0KtCpujuQK6qiDb+ma7zYyHnZcZDYlazYiQufSPiHlHvAcSdrqXoFFTiBUdsgvmfwBVvkDj
koOadm9GbIapPj/TXd3rtGpEtHyGYFOtTM86xUpuaEFKYIvtV7/Uc7snZliV/Ufbjc+bCIc/lE8z
9BDZt6L3YF7ClCm5fvpvjLEgJbT1BdAgztvcJHxaKE7bAFSp+lYWZvD0a4SidIU6XSSBYuxfVdfX
u+KuYocAlNUl6Rh0QDbIeiMBsrCB/TIYD4HpUR+YEa4hQE2kEy+i8TqEKFEjYDfNBznvVRmf54th
gHPq0NmGBfg8Z/CO2BIWt14NvlKTeIoJT5wCtMVhHBOXYLvwUDORaNWEC8W0u2zitOp/HkZfs4F6
oEboncPzHlnvTeaTT+LyKjqee1wfvRtHALKhs4iQCY4AbAGbWCk+f0ZPM6vLOYY7CiGx/qgN+Jgg
E5SleSA79cb+sOiv6ZaEoQgDme5yrCeZhl+/6zXzgQ3CQWJPuuO0gizFgPqNq8YUyfh4T6e6Y49j
xvJRrJXSRQeqfEeWrK0TWYIx/NEGNBO7Fx1nhlfDlpMk1pOzEw5i3Yy1bRXZ2XQcxaw6M0zVE4se
7MYsa0QndKfNWEpavxbGnLbPAm7N+i74Oel6dM6j/eyrWPYFmuVRbLLx2bKiSZloJicIOfHgZ8uq
Xj4RpYGQuDoVpRJh6AjASSiZAD/POBYKB+5P+0PDZvPc6RxPYn0ZSIFl4eSSt675Mk3oioV0upMh
xKVMjJk8jmai2IECVacoNZvFjqg4T6dACTLNjHuhTeBTgBj59JJ4ExmqBTNPnxa80BnuU/Jho60T
CzwJqJk1AaNspqW8J0M5tLhFCKBEd0Tah2WX0OoxnHudsPcr69ypEu2FDknNXQ+/fdoOeEwW3j+G
Db5LMAki3leXIcKGSLJMVfDrfbHtDVSvXnomcLS3oMT3guHkD08b7IVAEoD+dkIhLNBrEaWN6uVv
G2VTsA1Gd2jo4FDDTZ46Yh2u/ZT/JvRSmOh+SgSv3JtwmPMoGIP398k2KEkdAm8N+cV+e2S9i7rl
RBRfylDrfbGQlmRsiCAbytt2wtcjAhFdCq0GF7mFlJdCDHIB+wDEhMJvLKyD41p8oKn1Vr4cNt9x
ZHMVZuFE8yfrYr8if4KFanXw07vgAmhCdhly6lUfJjC4Nth6DrSBk261Pljed2FNrcLlrLWTtXOM
fOeH9LmG2R89M7XpQSLtk2SH8cY4o6nj1z6lbgO8+9q488VKiyeT++VQJfnDZlB5AQqMsoE5fBTH
NjBVSY7FQYvPtDEYwuh6ryXaSLAsWZbKjY+7gUuuAxXtiD+pN5oUmIXYXWKW3CmW5xCf7D2rB/3l
Ohuod9w4j8pehbp0RG1SsDMG2IPQGKZRUl3aymMMBglP9HZU+wMxt8Askv6jxVP1xqq2QNk7tO++
Vm3N3xTlHuPL1meiUwnQJ5DIPkY9kMuaxdqO2N6n/Op/xSbCmQYj3t6v6uSHuwOZ6/7KUnaCwAuS
CaOx01DXwZyR/HxnJJj2FsjPqqqiI/tLllJWZ5TiiJ/U0YqwPXFlq5eqsS04WOJh6H0YNnBG+3+P
mrYW/RFmaergCcUcmFWc3p7msH0sH6QcRHdKmq8oWcjdK0ID9rJXAGqnUFVgGeRtYiIBvZfOsc+w
nwx6A470IymOd6VrQtX2K6zSWSc+ab5PTAgyKcqpgoibe5VjQQqUemdkgCI9qUSwEP9H4631HocQ
iZJhxbC1bp4WELjOXTxokRK7OwK/wMPyBdFaqEmDWswHBOqhMjHK3WY9HCAjnhfQYhniLjgdvZnc
3pVZr38ZOQztyYTpG3wANZTOOIxE6Xt0wJSlvk8a4bosBgtuD3d501rrJJPAdvT7GH+qiC/LZTbw
Aaz6GNxAbVIx4QgvsxLQsT2Ha3JlvyqTXnjHRAe1nYQ8SL3LCjj+hEKZ+cOQ0ZCKXQWadcE/EUir
Tc5MCBAcsoSI5Gagz2/t9e9cDz6B5zCIsM+u3drR9HWgbVAoW9OfGffgnQjicOdOsW1GZh9z6YKa
mU+444kF1NAhCrU9ft13PZ/idpF1tGq5X0O/ynZiB9bTrB4Sk6uGHlUrb27I3upjf4isYYv242NZ
GV/fGStzQPFgVmTDFGoyVLE24ecbFJmYeRohZ28ty7+z+uHIgPrR7tcmbEeB7/Mic2g8vb5aBqUi
6BIu/UM7pV35bRz4LtJmNKMGBJekvSXtxre1cnv3xYLB/lxbVbjrAp8wKPeRcJNSVpjbUQ0iiCAV
cUClpTE7k9tLTCBot+0hzSXNPCHSdFdg8TPzc4tKC+gusK+wxKD/OOO3CjaioLZ5caE/4qBlB3oF
HGhbbr3ZYKculPKhv6nRPlT0ORDDLkOIZLj/x1IbK/GzC1K1smJ/dAXI7c7EqPAW7LrChF6IYdaW
/2nXIEWZmrV4WgTDid/hLmQVAyW4vtz3RaiB5u+pvWE0I8F8+4F+ha++tNh258FGFFCxqWDiMTyt
czCh4C4fXE9JhQvsHClaubwiMgzID8XjZncgf6Upl0csp8Clr3NY4s2/wFlGxiHbtDIDZidqrBnr
esquU1hMimyh8WqqTw/cbGxMjj3MMGqRYG4ETDlTZj7qb88MZyZE9r0mU2Mg/xNhhyg0BPXzsnC7
uY/axlE1PM3G1VnVcJfFxBWqzrxlpdHsvxb/ureinPHGrb+N68NRM0LJCIacofjpLP6fcUGIN6D5
APHgljCNfF7fFYLn3Q2pt87Vzzvmgyna5JWFGgOSf3JkDhRX/+ahaDtQJ5FRZ51FUoQBt4/EOIK7
NQi5q7ePO0v413TfWE0dDsU1UiIcBPpk1wuUzX+zVT+3iIlmrQOuL3G4m0tysScdqzEDQdxdSPbE
yZ8yarNiMjAUOgcX3PAW5l7wJ+l0E4pLuwEWbY6aWWOI70FDx0SjC8TvAiIBbl3caHKhy6vGo3Yo
mSTs4SecC8Eql73T3lEqGP388BW+akHqtsZmrgtmIoioS9bh/09VmAwMhCJrtPlqGbgqLF1tb5rG
trzk1AYw6sQHL82GHhk2rgImVXiDf/MbbZqHxw/5gyKso0x1QhH+0RpSGdnCiJ5It6GYe4jKO9s9
EPOI6I24rp9yRQVV+W53AQf8O/TU6N11Vv7pgnzUorVqS2OLCVG9KYvW8i/Ka4y20JLJH/hd8Zj9
8fCBosrJj79k5pMVUHkDs7b4Pq256p5q0vwXDWemeyj5U4HqE6aZXpbYJVRkW+wviNTLJbk2myaj
98JVLbKvN7dHcQHPuvknMMByoK7P2e2tKr98V/2fpM70TrFMkop3RrIbRrtMXRx1pjoFO92o7aZ7
ovv8PsvqTplH4CrfNxuZdSTLSzAwc7P5t8sjHJX8WNT5G9WZ9mPTdIQeqXokh5rcMUqbLSl3rDvy
I+f8KwUucc/2mID3BI+U2E2+2rToFzamzRl/0LyRtaQ5ptBsRFlp8ZPI6bE98GNO653FrbuUIPAv
dKfyLM/MRokjz/ekKuqSkmtW0kuVbTa1ytoN3E2IipqsEnpzCebfjiKunlJdQ3JQSTpa00a3+VYf
NUidhhrW7fVTfsgy01a6MzqDHQbGA4YorTdgLOsHKYiAAcv9W0o7RTtTMaY7qR8Zy4yRslSizo3S
ranNh2swPWtd8YcCTlANVHOQwAIxh4N2jAkgVl5hv7aOV92XDNa040ybLa83T5sWA4p5loEE3YOl
bx41w/ixFF3B4HRccc2yjuuC00zCxaW41hS/bEvOSE010hssLytKGCSjOu9oU2xlZ0qTU/nmK+yO
FLo0qAEfeStUJ7sC/bmbDE52u6fbLMvErs0asNe5Fsfi8Q1VXQsbBfZk1tYdGL856+Rho6m52h3V
3qjmEXWWJu90RUmlD5tOaVo0BE4JpQWTsGtHqUVZtwcqHx8VgwUoGjjksLgdVTqHHeU1byh/C0zk
IEDyVsDuj3lDHykXbZNXmRRZR7tNJUh59UCOZctrtqNMiiM9bjadBrsarC7gNsARNcxOYuAZrSv5
EZMvLVMA4cNbih1JqU3Pzi0bQhGDpWqonZpGSCcSnoxrR9HpoH5IV+lkcpdxhVAZRrcKptoqCbwC
dqYOaZQGTQiUUVoxe/471YXoAhU+9aaVxrnA2yjEs9bgqNlOo4GjNVUhZQ+eYTsJiarLgLYL2nXb
vU9qQ3hL1F47hoozCNxH3ro64EdlsLuslPuaUwMLUB+efHC+ld7KVxLBGYXO9hIdbPD4p4aqbcVJ
ewRhYkxBj/f0AQbZaVGpptk2BUUKOJonkWUKnoGhbcU2BTUgDjbNtmtVQWWGIWNpGTq2inVgy0B6
Ley6bfSHsPUazvUdaBfd8fLwkIGqBgclA1FL4Lyy2tyUu7KDU9kW5AFIT6P1kDHTdGCzu4oRx/TK
ppcyyqV/aZ/8CKuFPjfK4GBz1x+gkTkI1I7pR59mpDtss4S75mwkdJdpEGEY2mkv8uObUmdXXQkn
KxcS1DntkHFgRA8NAyZStbAGx0yRY7dHN5GddCfR93gUymyBNUhqtT+gsqps2qK+VlxuBIjm8nNe
dRbPFq5itC2zjYbzIjr+8GVXMVXDUHjBMsFwwRicmCLL4crCZqBaaOdCGoUgqM63CBT9k82fBgm7
Be7VYeKBAfnVAT+AWzvrAcgeK9atRemakmjOuKtKuIYjnMOmgsTBzjCcdUmkOHMupooiKCcQd24a
vBUPReWI+vzFJxz4TF3T5dJYnlpQzIWGTzfCKwZClAiWTAXo2qBG3ABtXVnPFxwEhlq8beRm72vs
WlDU3bNG4OkUKndl+xqG4Y8engbbktfZIkD8WebcUQahczJUv4StUpCs4y0ecErLQoHqUt1e1RS3
ROSgCHFlb0zNbt9u3z7BaSzkNRPa7C954+x0afyKlaAbYrKN1rF6EpS7XfEEhyD7Tud0U3CQac4D
UYr9rpOq3bCm2ux1xvb69mCLY2UOcoXiYGHQBBUvUBmc1kJhCQthJNVXMHBYQSounYqF070EbUIV
+i0MumQZZeRaMoch0Nl8EgbsQ1q3JCbvM1QiDGhLArRawWlZC9M2GaiZEqP7sODqsds3mwsttqYU
G1PW+QX2SYbFf2sycYHq2ZtNAcuaXX4k2QaBvhkIWU2PuWY5CIys1eay2WyvC8pvrMvjoWuybb25
YF/4UymaugMFD3QR0FovQJu5ynR1PGid3e4y0+ExPxLQz2C+eXZ8bGUL2sF1louKbS8pDBPUTQGC
MzcVKCddc1G0qnO5wli/wG1bB7p3in97xGIATJluPz4CX2q13h+oRoHRYsqV9fk+ol6OG3gwB8ZZ
xjXYe+jNkZ2W5gn0AkyVp2gO0rYCQwYpiGolHnnD9VGBagM0SEsgEgOHFZTRfYmcjIO8LrpOb0td
gcYM2qOhnS1cB20TFBBkhXRr5Q/890bWdQNqpNnXObOJPuYoKfIzUNOB1RgEiu4wuexHY/iTrXgv
jAb2DkcIozMKDQRJy+4jCpIDeahBNhW5Yl+az4eL7qLbAzMqM9vtu9OlbFHIHI+kvG7VA6iYICZw
cLRhwL/RpJK2RAODps6wNI1+3NTZjv4JWN0eqG6Tt/s9KIICNJH9noHaJfhxv2Gwt2+z7ijxRObY
K55Zv5/BrSMZMKk9cidQEiTIyAvYaNCTDJ5YKXXWIXdgJgPNCfgnYbXKBeMbQ509gcG4XNdogGI8
z8H8Ph1qWROQIfXnUl7tjJCHyzel2JYXF5XJrXuHsn1x2YoMDIBObnZ1B5qT3AMrYQzENZc5tbUn
l1ICK0T5zsCgAmF3NNstKSp+6O7ASNxWxPDbTqMyVu+PlXhoyqNsL+Q1vbjKdhLEmS2DUj6posSF
1GA0NX0HBe2yOWIMSF+5FF3E4pLW/AHTkXMg3B41M0ZpYheX2PrcWGEHVNTUjuZ5l8U0SRZsamQx
W3jA5aUbWB3yfvY+fbvvawePsJwNBikpPoZlzPc4BG0yt/cVemtAbmpulMSgDQJBM61A4MCrYs7h
R2mIPNItQ1oKcI6C68xlxsksd90TNCYWmAsQXJTaGKjORWuss45f4KTxXxjH6oBP8uJqW5Y3Vzf6
6vINY5tdKUCAMQUWmKn13e56pyp4ZJFrUPo3cDQdBofx8HKZTefLJVB8ZpU0DrLA7PLtJZwY2Uiy
x/agLRwJUYPV+XhzVB3dcHFftrSrGbBG0KHyUuhQh58jMYKmLmMTRpH5whYa3c2axUxin5knzTbH
9Anfv9IeEvefdcPYZAm7uVaFLQwrS4Hd2yuNRwllN0e/B89FJg2c88w2FG5BRezewFegKEmV+bAF
w1zMEru9b1ztUncNBlXJwNDbbcGyER38t4M9BU2u2JGibfawhteX/GPHv+4zVsGdigwPpETFSZjc
IKgIZ33CqknQ/13WpC1I4jqC6pgNQ3WVcr71v+pjXCYkZH9NfWk2h1/7eFYf4+mxPSgLyb/2TGlC
fV4mlhAxM+wyFOoSmOttTUwN2rINsYMtBRoGA2HEgEkbJjY36DXnHrXDytPtJE5i5UJfT2Fbwo5D
K7E0KjvuXPEdMEAX81W29R4lxf/L3ps0SZJk6WG62uJLRGRkZUbWMr3OCBqQwVxwAEQgQorwxgPJ
P8Uzfwb/Bk+8EQICGAIyM9Xd07VXLrH4ZotufE/V1NzMzc3DIzIyIlFVJi3Vke5uZro8ffv7XmY3
eJSIAdOHnvATcQIiCxZbzEVim3qtEzolczw2YDoaQ1kuN7HvqaC7mUI8IhokFI4F8IZpBvLGuBnY
db6yD8QdWFcZBXljp9kP1ujJqpBTVTNUgCe+GwWcvnPHfLQT3u2CkxLYMEXMdTcNTXKAc6JmF9x0
VvgmBIElgay+kDPSYEKagM2e6zb1h4dCWr6ScsrlfJ7OhAaumqantIns8xw0Np1yKYvZO+Xm9Oo8
BU4GNGyD2aO9is+Q7C0obcqD1ic3QHc5kBpTMOMko3SegQLKQYOinxhVTtjqXX5ip1e5+GYF9n6m
q7JwUz5ZoTS6YjqphV0rW/MTUBkzI2GXNmBzTcFmw+inntWgmNE5qeiG8xTmCtZrupqvzhOsZKxP
0P9nwFJc16Bv4f4DPwU7wHG+QI4J/+DmhhuQj65MK1h67mbe0YE6JzAyEOKMCitsTnIO05v4EgvQ
DRkoFA75O4gXY1OVN+QNc8gME4ZzMKctdkfgc42j0DXNVycSjDlY+WendCpPRcFnE9AmgCOCGU7R
+jUJsHP40wKlrEN+NxAjBSvR0mADM5PWCCqESYk5Sx32eTJwioGUJZBuUw5pbAny3mAcxAP1YMPm
hbHW5ehsOa1O1gYM+8wmaUVknYusBuJxRbrQlZokvE6cAuPOijqxafAfC5ZS7G4Pu1PDUZzj1uOJ
B+YK25aCHjG1Ji3glQs5zbMTUCKApMVKlAu9Amm9mVGyhFMl1wkoNxjABDO2qFG1VmAEGmSYQR9z
BFZwCYeuVLmPZWlfAu4KcQkHHywzDIPCsmbwsFSWrvaZf0CFjHKU7bgoniBrR1M4UxzGtLbr+VvK
6vz8zBhdCpuCvqqDcCjWunpp18lzUFJcbZ8lcg58FdYXDNXE1+6JJIN/codeEYorihxdsZegk1Kd
oVk3g8NyKidTFGugr1/nxQ9WzCYCRCIYsNPKY4EoGlp48RqNJ1QjihbHsIi5BTvtC+k2t96yWBcI
e1Z6Pary2fCd5HvORfiTvQbaVrCrbtE0mpTdtANOPR+ITEvSNs6dtOHpmOTTZp0FdX6bBtsmNGbO
NmEcPvWDgFkY1wTvqLfCaQX75C3jdUy9YdQUODZQh6pQ8bdRu73hElgprBNm14mCI2yIWNdgHKEj
A05ByNRaSdC2wVQxN8m6yl4U/FUxfZtlOQxmUyFFUcNAgQCjLqXpgrwsM5Pk5FvVNOK4iWtXNevB
b+JKFXayOWWfgLkuKubKSrvKB3uBYYPtkZlSC1be5LJS1aTcSOuzeEwdM8Xots+Ja8usdkKZbUHH
qu2lxYKWQhsUdM+rVT9Erusmn3c9q5YsB+lkJ0CzpAajs6mwdf4IgB0tdMZQ2U9YWSUBTGH1aYNh
t+AybFMrKi9rOPBGUL4o3UaS3AEXkNLL19osCUUrbEPPb5Re5is9cZoo2AZDVXB0AK/B8Aw+faP8
1oOoI6ikgc7pfXzA4lQDzlJGsoVRwY7C1/lN08mQnbuwai6JB4M1QSl1A7zIwOF3qknNTGJCtnYh
vdmGAilfkbMJa11GjU+65rw421bVFyDDKUpPEdbNxCJXSzEmQXzLVOPQNcXsFTAWUIKVhF/heW6T
zZ7HNEiYjacBWBRGm5k2CTRJPy2cgqGwCJ4K6lZwamCxKAZ+eIDHAxMGHaD15YadvSpPTgtdn0wF
n89XG8588xv+vVVl4qZg6oKg4AmDN4DAsCw25kINxLuKQKuvLLUhp8XUeZHCzpZuXTNhQaeUmBOB
qWScqZzlwEw31hSufMeMtNoWKaiLE/gS77+yXsejgtWwP1haZzKKPv2UbFztq6NZVauYIANCkvts
Hgt25Btrq6T2OexGuLQMCVzeBwvy1tSgB2LIjUxqmU2ZmFcz65RcpIRlIG7QQUeTqSzAIgPDnCVK
VVSZ2q8YB3NlI8E0gaPswwYwZGAVJpT9gxGBvAIE2jPQR8srRW2h4JYcJshXrFwVTMmqWK2qlaYo
4pjL8DiCsk3FNVj09ZQnwT/tw0MGbd1r6xPLQCjTpk8bczkHKweDaM4w7KGY5mJOSfRnIyWz6JEL
5iQocVIBc6yWpat0WpdGg8KkYVEM7p/VwhgL2tIGNATKdA7qF8feW5OQ2yY2yrbsssLcLgorjt4Z
DJFosPqBACaVSvMkQXctF6menojalCCB0+cnXBQY6YZHI1VWvcII9IKT4M0OmcPAfGtXVHBA6qyy
l6TJZvEth6qQnMLQSCgpHiJviqFOTlGTwbZxNUVXLHqQr+DhG1WvvDnIMDrqagPWvIN9nTi+YWVt
Ldrv8DkSlE1C6h1Dq8V4TztjDl9WwULTGk02vqk4uv9Sl4KdyAQc0Km3LkETUGATo/e+RrYIchNO
CKYLNrVjDl06KNdppxUQfLAGlQW4PPMgCEAJsimLcPAZHNEJ6Aj4oBQUBp64iLVfodbBmpNXMDRo
YOv0puRgfIOV7lA/ZqKShajRgU7RcQqG4Rz5LDcZB1lS4o4ABeBRyXLmDUfqvaswFiFgVVYGzJcE
7GOL1grF8wGsCSMFFsaZv5wFEAX432wG1qLJcLlA2VyDXukZJHNtBhLv2ErpxMJjYu2120lzUzEN
hDrOWAvWaBtokK18q2MGN8o1OJAgN8BWqKV6u+QxAwzUM9BdqapWyP8Jf7vp5eF3axNsW4mJnhTQ
mDH84rt9iSSJOcNe+k0wagPcSdQlnBWzL5U9aIx0iyoA7J35/FwE3PVZtk3ZoGlI3EO4IJeqMJqC
jLr07n7cIY5+MucYLfnG1FTzxQrYH7AGhWcXaA8zgVmmDKtcavwCCuC+N8IqfFkQvs547D3r+/46
L/Ut3IxsXlFdA8uUXqNXYIZKAmovGKDUM+RalgbrP9maK1B+LasD53WxzLdFm+j09uXERxYiGIXo
ZCCh6BSx3bMGYtGsC+vmor3tXHQ1YMNnCtQo3Q2YcHDKaKanbuLlMKjkMHfv3wRt/2wNzJIowXy2
EAo5YN+4qSBfQlaI9jKSIasAljAF4xLsybXiBjNBSmBbudMlnylEqYH11xsGphWYEJhFQGZhKatG
VSoxvNt1OxhGI/ol6xSfeA4Q5mhWwH2mVTbMx2xTY1Tr9XBO59S7pkBYUAyjxmwr/JnxDBjE6qam
vGoxJJ0LnNarYP7wtzmmE+aqecpdhXXbp8BcvD8BXSqgZ4Bufwa2Vp64fJIk6ykNGMNh2NTuABA2
KX/a552EBC9c4KK7iTi24DaiFmkapSsMBk+lB/BJvOmIbj8tRMkYlUhyIuXSwGzcjcQsPDCPgXdi
tA1+wEmqcy65yxRYsD4cti03ASqSgYVZUMu8LggDXAKbLlIQZzUziQZjDaxUBJfBfHr8Dxwo2Fju
A+mhQWezkrSTb4o7PmvLXIDEGosGmVdWxZ3TAac2eDkNAfOXoimdhvuDigLDFR49QRsQGY4qXmtk
9Vh+WGDCLlMgS7DUGOUQULRLuEYfnDHArRX28pPYM9OwFD7Vgidg0hckA14OW0i5FzmJ80ElQlMD
j4YNSnR+YpKNABUE9BWg5WyWgY4PigQ6XrGBIm0beDO5g5+BKiNG5LzKS30nPu4Xl4eoekqMQtbF
CseP6whgsNl4BeYwMggQ5V4Tao+CLxtDjSHBmOZEBTIWcossG9KKXa+eG3Zf5FjNCMdZxeg7RXUc
7GpqKw0aQyVdgqAPQ/w6SsYq0/Z+iEm6jU2DBeCKYNaRq2PKdLdGzIHO6pB3yEqCTpVTmKwBDany
bAlUUV6hhsaWhBcYNOe6QFNgF4syqkutUc0w3roCmgaSZ0zUxeTEhWxmi0QtQD8pFNDTWqFm0qQd
0916PdnrFacKoA6DB7+DPRXGgmc5kkhiHemCQLruajkT9omCzoV6BMGGsbj2hdgqARvQ3UoQOuhc
At2KLlbhNWYnv52y2LUZk6OBz9wkTK6YByrI4Tg8N6j6JcaByryGqc71TOJvZ2rmc0O7VYTorYJn
0XK7Ciq0/6ZbpWLSpFeBrmN8REUkDNsYSxMhJ5xze0iikX2gg9QJnGeJWh9ITD1TcetYk9DIjS9u
AJ40KDu1nIWiqlBkEVDdnJnAwnu3i3GJ3vYfQa0TzBA2A9usdvykDChryjUQbBjs8E7wQE3UN5BV
frs5xhDwZHiwMttUnCCD4oHhIxEIy5Zaw1EHuehPGzxI6cL70DR1VprE5Kg2GJtnaYKJT5IlFvNE
WDXhc25NYmUisZ9qAqYSA/3DpRgJpcmmOrEwW6CpiSCi5qnFpCnOlnA0MFiUSD7JSInPRP6gLydU
ClsaMTMc/ZfYZI4jJ5oiY0KMgzYe0RCQsP1kbPRTFx4wC+Pvtmlgj/OuQQlyyM/BYAN1ijaxO2zT
CwqHQ5WcppiNwEoGhmBGV9ZoIA+ZwF0V5RPgyBWrQT85zbzvTpAkA1IWymvUvCjoGXIH61N4gEMn
3uVo3l3laoJJU3CDKJUVmNxFMcHWgFonwYQRE7km64p5K9LZEv4wwCs9cNiMNhRMaRNO4gnvqE8h
ErOFe5Pb5s/UJNwH+7DCLElZj/vRXtyj5eferegkM9y7eBSte8qAz6GwoW+Cs7nrPMKiuGmw10AA
N2PAvCAHZOhdslUGFG5Dnmc2QY2bWeHY5iWqfGqjz0UPNa6jcPYqoxoijYuwi5XQVFZxLOEyrIOQ
hmKdhfQSxM6aSBTaICYmRoGGMmFqc5olnxA5SXItvS6awhmeGH4t2cqBJUbW1IVALHdt+4aQi0BD
lNarntLTkb7mvLabDDhWIiqQ00IwDgdHUYt5hPOUAGPDIK7jJSjjvN0eEIBM9KTSBpinJi0ir/HF
i9br5JXXtGw4Du/gk5pHw8Q2koBGkFKgcvtWAx9NDYYcLZG0FvkUNBFOc4rmLeYaFGclJouDEnJC
LIg0fDIzpkol0CVyDzjQoIWjj6kGO/NtYTGgUWgQx2bN7EIQOgU+nbJUlWyta+YNXJYyphQ1oH3V
HA+2wnQs5iUj95xI67Cg3l5DvUNrYGI+0M8Z6+Kd+MmDZgbkxgoaodObil4vrptqqFkDsaAxe8xN
NqAGy8K7XrLUtkE8jjkBcK65LyacgNXRQufZ/YXY3ksNrDNjwnsWCEP8DsE6hXjy0sIaAAsrgdmk
FW/gKpNo+tK9peIGO1u3ME9WNNUntgs1jaTLpzaUZdiYMWAjUp5xSzvxWYmqlqY2Ao4y7KbUN8yg
Uop2FhZQ6IQtQEzwrKblNNHeVjTdhptdWP9GRS5x12F9N3O0JCQ7MwLzsxgXGuxYOQMJsIb1nFVS
sjqkW8XTOFYn7kE+m2MMm/VmR9o2GrdGq6DtlkJb6NlmxX3mmvNTyxjaSqdTsHc0aIF53XqkYTyJ
eMHQuwcnjqVC+c6hbBV+4lhnrzmLwGeurgWbcZAOxp0Jm5xMTkD/5M5JjJRzvSQpBiF1eZNhHE+t
vSj3Er2LrNJB+ZwQDMH5XBfvVi33ld57JcPYPihnjxPDUQVdC52ooNMbmHu1AXYHpgnG+1ybaEqX
Gzix0k+HW8X2oxTYHYQaxl3wd3gbwXSAt0HlAYse/ZKgZhkGghCeCaa5b0qMtpKJT7SsqX6zvmQW
yZYFbOXYScLX5jqvLLLUa3BgWl1bhfWmTqGXHPdqgk5/zMezFSjQGj7JQO03GedYs6qcgbOdYVIV
cwiyuMIE0QITWGdTge7NJs2Gt7Y3OttDQhnIeW42ILgsW4CaQwzYUy8oyZNkVlKrSnomDKwysTNc
/PVSAWlhuazuHRLXMyLclkmJQFVu24YuApHxqPL6R4DxhoIILMyG4utW3VY0Q55MVi69SRO7+oQX
lcwmoGED+aLnBKSoEFLSHNgnJsuTuZ2y1AUByfVWEIQ6aDA6TVMyz4Hxc2VYCRw6nbMNWCVFyUmi
tFA+IdlpI240XVilQFmiaEOziiZghDSGg7fXlqQIslmDVKuUC+WrOAAnIifDENIGHTUZqHlYQGR6
OCLKdv6ptzCnTC2STJZqAkuzWvF0paNmgzH7FFPnEo9OIGTNbUjwRlXftXp44KIhdRyPqy8cpzEi
qqfaee8dg881KQ0opjOX6bUGTfUaftfEHuHJxoVcHxrINhgP+N9ETRLmazVobb1K6d0wfnkYpZG1
wfBAWzTOWlcUwDmTNIPlMb5uDWS2KzayAkvO5twK0Ii4dTA2uMmYQqaCVPAhWPVZQnmC8X3YAnQS
UF9JStFpSFnjC8UMNwcSvoLTDjyGK4QflQmGGtExqUEaUZjkhtXFGrexBC01RfWCoZyB4815JBe/
r5iE1igU1HNreAGW05ng9QydIeG0o61IhI9kCViHK5CoocQGlHt3iQKYFijW3xAtM5CNmVzO1qpe
KbA5XEYnsPigd8IDdCJEgsG+qZ3AS2Yi0Q5IQHOqzRxmnlnk8WxaMeT6QI4a1qZO+ERtUnhY7XOl
/SKsgIaR4F1ZAelNz7mzsAZAgtTNHJhPtD66/dNDXrUpYXZX1NxgsHK54rTsMH/QJtcUPwEzqGLV
+pgnwh6oXGLOGXqXiJvbNvCP8V9RJ5izM6ETxqbuMadqYmXmtd5cC1juEuZsbInJ9HHsG1f73xhM
crF2ixU+jrOE6cSg+lIsGXOgdMPJ1Rge8rUZVlZgQ5rU55bAQREZfcwpR4gBdsNNBRoTBgTAnFIe
AbjxpsOYmWBgEAjUWayUt+NSBVc22nFAwdLHpblrlaC5lWAy8IyeT7MksdPcPQVhe40PWFbwQ5uq
Xpdd75rRGJv0JyB1ZH3cMxl69nQdtFzHbJcSML24cU8bbotHnq3Pi3DXZrNgla7qiuaFcarQSjYI
ntUG1RhYBKuS0mqry1uWD7OsMEiNHXdRKWVVpXmlUdwYAoxO1jWyfKB2MNxAF7KPyr66hfkFWTPM
N4OZg5pg26IqoOwKg4cczGk45IIWBxewUXKoLUvQWCuQRqasa8yEwPwnlC9gYNWoC9sESF7D3J+E
Y3u9JMXkDm9hMWtld1lwcBi8AAPb0qN7sFg5BYMEb89AhvU6HyQT0O+meMZBtUjkY06ThkbQYKWT
QoMa6FVwJru4x2DKYxBpxlMYp0vAXj3MsSPI4JLXUs6A8XGs2kydSpqvHGYKSZokBOPVDivPHnPK
oHfUqOaAXm+UxCR9hGoE1QIsCmddiHDXkjOaioSYidNSykO9mhlWz3u1cumsyOHXMp+BUiOl9004
9GgKBUZMlks2zUHf4bNcPhVh+6wp3zWA2dqZffLWu1BEeSSbkGch6wiTPPowhjTk0CPrBl3lceVy
O3qNSdMaE2rRw59oulFtzzsLOrVZhkoxVS+rm6NmbOmmEuxbxWEpbzCI3IkKAaMW1q6BQ4qqVpv1
k3BsrI3iNdgzaGMLzaLvu7FEpeOJwippavJK3frIYF+pDE4C5u+YZG7STs9NyuVsJhM3TQhjs3xC
nu7q+J76qJ5i61q+i6YkbOMhEh4hLNI09Y67psCmIo7xx5wkaFwUiwVrgfnxFPPv+Bn2luEiP8uk
cBJGV2HFv6wcyXKHUYhDsxboT1OJl88I0pBIIcG+BL5NwQwFCTcBJaQCzbaWlRKzjDklnHnMKS+x
kQ+YoMbCf7iB8RlRah/wEOhoR9j48gbMJ6s2cMTTunTCHJpy6UAIwIptfCGiTfAoT0mJ/pNJktMK
m5+yCtYPk3YSEH9WC2WejK5tzFAwan+DShc7lh17pY2rVddb/FpfjeaAFkJcDV1vj0rYwI2b0Ire
VOh4zDCzU+SOs8RmmnFUib+1dYJAPMzNK2VkRQ+yA1+ZjO6Ym3VVoU8m4fWGi0rPHEePZg1abVqi
k8tmqHdVUj2yKK7WnFv3QlFdgDLEk9RMtElFnc4xewqLfjVVFUioivMUyBwT0g88sBIVZnODelpJ
sD9shSFMtJspn2bSMppQl200xiqUyyeTUlX58kmMxxC8KJjxIGxcu2pnaazP/SQgXspqc6Tgo5mK
CI3c9tcJIaQCLi+oXnLxuF6RZnQbW21yXmyYQXCatdEFaUMb6Clf8Rv0xoEl5WR5q8/Bu5awnsRZ
rrBnFpdggW3Bxl1dZiYFRRZMj0rp6tF3N8hbk58Zx63E0CtNJluDDlMW3MRxxMQx0/mMTQ4Kqa2/
OMkzPgfOwCdpPcnoJOYXYcZHNrUSwUqZE8lk+iTMOkTlSJOplNIdUG3VxnWZq4+UKd71yvmY+REi
NugSpo9qVly5ApP1iKs1r6hIGdjrQNaSSya5AgN5moLlwyrgPxVYUpkB64ikBx64RlczOr6cWakk
RawpN2F2Ro0DxicxwmGMyGw9o8DXZ1Na8Uw/qlmxsnCQUqZEmawxwzGnChg07HKaYU2Sw/wSo7kW
M8oTNq9rLpP00JQrsLrRz1XaWmmsEgTzeg7nX9YWIRkIB/0dvT+KwzrambAa8ZYe1X+9LfrG6gQw
iz2gmOAv+kFtmL5PtCSbkonjRQBlrN94OKaWM7DbAjocpvk/qpC6UQuLYYO0pKwGcz3L0MsJQjTB
wrIaNgWLFDiVQtCUVJxxKflBhRPhHTBbH/TX0iVALkJl3CVJsFMYn5I1WdcGW5+iN8Zqw9zj2suG
lBRrVvSm0Ai2AZZybZOMpTYg6iKiiRKaOiB4jyAAlt+hpNB1CdYv8jdzU5YuRUahJoVLOXoJFoVf
Mbquaqz3AGtqWhstH3eXXWzC4pJy9cXb9LOvGTGvX/7zZPoViy136px+9dlXTn4FNtXN6Zfpsz8f
dARFT3Vqlp8vTn575YClfbF6+VffJ76DBq4at/XLxfPff2vlwn5+nXz29eOK5WqBNW2XLvumvvj2
s89e07ObN59/k33xrUNgEyzLrdz67dnr5NkPZL64fnF58uqbQ8wBTSRTkrrSr785eX1yemNm+vuz
q+yza9hm9Powop5f/nh2lb+8JuK7y9l3819/+5hT9skyGqtozzabT7/PLm7YyXJ99sfzs0sgt5kA
exFhURYn7+YnV+zi5sez159/+vYWdS60w5ktr19dJl+8Zb++Wb169+nnV3bK6Bk5fUnI2dvis798
9tk34l9e/fDpt9nvXz++du08wHEWlOnG99NFaA1pT7G7KzlKP1RgpfmI9Cz0nhVbeykUXOLlS2ej
/vNYcpnU2EPT2bp+LdLy5M1XG8H+LG6mb78OTXBBBn/Dqn9YGkv1NSF/xryIQ3T4FUHXmCbmrbX/
gKUneoGYe6DdXbdALj/6YmTfKUhrmnJz9ZhTfh2H8YbZP2PAt/TCUvOYrAHX985tfE7KioQ8i0Px
lJtYEn5NzJ8l/Nr82JQUbRn9JUIKITDuDxjs/WfK//SoQZkIr82ILTwinW3y5bZaYIltX2vnGAgx
rPXk5WGPYbhAbwYNLkFgJYwMcNKA+yHeF0L9Y/r7Kek1hXmcq9UdP2Pk5CXhf7BZA/+LTRWY//OE
hFasLPHVKxec3WqZhWdYnyQ897yBa/k8BqzzwOc4+4whKtCvaf6YU57ErckkgjnD0Tv3KTjWVS8l
lq7C/LAuBs089WkKfyZ/Y29ZwzDrE5ju79zFnH+eGNjXv5k/T3I00ZSo5rDtv0p/fTHNJorOT+TF
o/q+6FCNGPdyHNP/Z7ehj4fba2G5w1tc7Fk99f/M6aMqnG0IASHxqYDjeoZYakTSsm0spsGq8Cjl
+J/EMr468MB82+PSd2rznep8YJnGaAB7jgwCfeVn+EBnGSVPcZ0xKny54gmseRoL03iYabNJv/Yu
oeRge7G2Sd/cUzmYXxcekyuliLMU4H6E784EIvtfesf3JFXkqS6314m1/YrdxYXdrBj1/UxiiygM
P/OmHAA+OvNxiscNL5MvArw2IxeUpX919vKL5NOEzS5yOWOfI443yQQ54ZpdZOns5lWayQv9u4Ox
0c/8+oC5eDajywuzOrEnYCmduUzalz4nE87LGViYnzjyyfSzMqXz+a+y9DGn/DL+8Tll4oIlz9gZ
LPrUObn8IqROWnImHMapqH7FpHsls2ezAw88jYT9IiH0wpFn7gwsk1cIwve5d5gCqc/gqzmYGPbT
krqczBP6ZHTNDpLoPS6PqJ+S0LwllHaFIvO44BwZqGCPOs3P2j8EefNF+odTfQFje0bUVPwWC3ox
MnoKmjKqI+4LIPRndD45FAFv26o+A1mE5EBP/BFmVP0e62mRoYPEJ58gA//Mi6qLx51z60H+gpK3
QHBTe4awkZgD8FfRKf2ZRxbVlALxW0vmB4XUs0gUrzhKPj7hn/pPLeef0aZq+9eMmKyggv8+rXnC
Luj14zuxiUf0qK3rNDPaeh0rE8zF2AWFHOXHHpxP7gZfsa2m/4i+L/9GS+g3YFV5vKANDfnfzMS5
vUaHFzB2s/RF3kHhvm2mdm1JhaWdvHIBE8V2LKkm2/ytswKX81EDNNGji0afr7YqltR3u7LYDIg0
6Y5Bh6husAkJMwd3ObaT9k2VsFZmfUMRzDZj1aJxmpDviNWpSrClNzNUq5o+PlUT9FYF6ir1Xt9O
Tzm1DzsC+tAPPHy9jVVt3wpXgsqb2u+Jb7+XbBaRSl8T69HHF5e42yt3cJe/ihEBvAtdS/JdkwdT
tg+84lghbqj7C1HAydPiUR1B/9z4uSyc5ZscSzP+SGqNro9Ve2KvYpTuXbPDPx544JfeGlbEXVpt
9IpQ+xpWEDXzzXUkmO9clc5Br/7hW6f/mRQn7C+PzrGxDuuycfTZ6Nnbyko42MbteAfvodjoMSv1
caPL5GuEBCxhUq8Z+yqxVrsbUpSYqLOK7RKBs3FtJaXfvyVr40DAXh0kbOvb4JEfiNE3C+a+vyKV
00bRxbeRsK85VVNYkuIbWyv7w5R/9ZhT/so3Y9CEfVuyr9nGihUe2OWqouvvsRIZM3auqb22pVSL
K1bxavOc//HAA/+M2fm2JO6b1epbatj66q009exHsvrj11SH+rFvaXWVupx99VrRP9G/8OvvD5t3
YaGKkhbyqs6uHalKfWnyNy24LmIFnJX0lUjyiTml8sUhh2RBQcpa2OXrhVqRsjQbUPdXuqrtUvuk
KLChS3W5tkWpK+eKZVFVdHWYnssQgWeGTVUms/TZmUvrNLUJQ7zPZ5y6oiRzLad8ms9c7qYze4xK
s/I8kFANprbS2IKo8yOqmVOGGWxhliTq0AgLmC5bVJt6dbVYYYuKgiW00KWq1rAjGowqY9eLZQnL
YiuSqcXa6XJzULdxyvtNV2+rwhltnBOkqEtzrTxc4Sk2TPpyuQDmhpWVconIP5tjCLImVfV8Ypnn
NgiduuUWiSPTjIlCPDOESlUfNM1q6gj2caClciozgoFh+yvNTcJQ4cLmJikrzbpmM0aknFwYh4Wg
h1ihI0ssUjCwlCpnSZqm53ODPTiczGTCE2zdYJZ6giAg05fnJklmx0WsPZB12eiGWKW807cae2Qw
H27JqL1N4WyUpau5VQohvN4mBhvORB8sTHwxpcaDnX5ZXxty1KaA4pJ86mQqnvn+redulUcFHXuF
PCcTKrF94Rl9eXas9sUsj6e0l1TVnHfpEb9UAxc5auuBgWQp+t/m1M4lUMf007mb0zxLzzx6WgaW
/PSUnDHG5fy5hAM5SQ8ZzxoBGxHpRCcrPTecylRNaqnSiTu13GECLNA5XSfawZTPck2zZHYss910
mqbTvkZkEpL6Fu8iIbk5ZKdkseOxQUAfxgrYl5eGVsBtXlFhJCkUpqUj0ASZTGli6PPkIBm2Xnhr
eZVdspSkTl5PEKz2BU0UIwn2V2BlOndiOjvL3AyxV46csu9665vyMNtVD5p+uiL0K4NVzW/lh1Wg
XnrtEqxYr1aa8aL9FsTW8jRb8wxOwZLaJTskpKpOVJ3O2a9eujMfIZjLs8mWZxIlxUWCSOUyl+fZ
myONgQWlym+uRvZlBn4b5z1RLjn4nKuSlByT0Ep7TaQwrFaOGaPZJYjBxsYraGaZnJlcE6HBHpwf
0r4uNfBUbOBQGeA12lQS2+vCQysdkGBhbatrC9vEnhugbZIlyXF+bNuUmntcXoxoqe5ZtjQUP/v6
l4P29zV2tUA8kY2uClE7l2fCOSmBHgUm9Tn4b2WyCjZjMuVSWgnS9hA/fINlxcYZtTTFOi2sTe3q
TCGDrWubrxA/lKw2f9wg6iEw9jcbAlJL8TnIRZ4zuWamSBZVvj6ZleqE84leg40pVmBprt7VC1XW
wGHhuVhrBt+zKqHTWY0tPySMmHGaWy6yhJdOIEYBVVeFLRc3ym0qKjR8papiY0tnC2cXurhSpS5q
bexKwe4oRZ2ulil38JtVpUyF0INL+N7oHPROQa1AoIEiI6CowjFPJ8nZSVo5pphJJhzGobElXJpS
aShPheTTLMvEGbewIEbINIF/Jkbm8ySbh55fPmCA/W31GiOVzE5FyQgNnaTfMaFBB0mK2vBNjXhG
IVgP41iDDX96RpOcnhY2m2WZxGUnCPCA+PR6wmyaEFpZBFdPCEzWZNoq0F4454LLU1ExBkLzhE25
JRMzrWFlGcg8yrO0BvGM0KqYzSNC4byGk4pAvBzBKGiO6FLYKkcldSESzlL4T4V53WIijFLkBF4o
yypJBahJGTfUJtwn+GMoR9QIhl4w6ps3TW2GZdVo1YBxV4urwimglRmQpTKqXJd+DAiOyo0VTPI8
BzmawiY3jccotuV2FhaEXlPsnAsrkC9IcYNsJSuVKrmwiQR5pGgO8pRb2EmaEAYrqlnOYaNmCB0G
pCO5UJjlifiH1mackhpO75TZBV2vq016jVCWoNhxmaaS5bmjMI4UWwW5PAUWlKwVExLhERkwykxw
XbNVtZmmyWpVLzWsvYOVUkxPBV0t6jeLFSz5crG+WhdAz6oAAkJ0nik7ZSx9dvIMS/hgwkkyTebA
kc4m05qzhajBPFqZaoEdEEth8gLOgUsrQRdCMlvBk9ZW+c71mebwgCRFhMHshDCuQO6D6o1QBZaz
SZIzJmtKT52uq2ytQO9hSa51xudMbGq6kmWapcpgmwsYjK64xnC8TLQG6feMSVcyRbDgjqZwNuQ0
T4zi79arWZ69+7H4+vLaMjPLzkAyfnb+QpX2x0WZ0dl6UV+uF0CHOSKjivMXF9xOQMSfpSerkl4v
lkbwbHZiOH9x8Zz87//H//l//X/fLenkxe/+7t/9j//z//I/fd7j4//r//Y//Ju/fjVnan353R//
4b/8/f/7X37sMWXpXrwBEc3pGliPyrGVFJ1Z32N0o/NrRLSAaVC3AsWG1RkYIiiWFDlbb7zEQBhn
iS58BjqcBNFdYm2vZ7EL0vRaCxBuwnsXvHjHnkibCWb6iq1bzeX+N9cdLaABLJpo32MKu/cE8Zo1
DQEc5U1wF1t2+6e1k8eqAtb4uqj3b1PfXTpBf1jIecHnFzEO4S2+9SIK4dDEW2zbGZWWNrnlsS23
h2XF1TClR/njneoU3fwBFFj4wZOa2frCnoF1RIFtI0p26LKbeN9kkMrT6GipWbWM8/IxEvSnep+6
uo5iG+76iyVZ36s38WPbxEjjWRMjXNAUQbmbTsMJee69oRsaWruwMGA4XK9jjLHV7FSUqG7eyE94
yytCM4mgqZOwPnlzly+3JCICJOUOzMpGzQzSN+m07G41qcKvIfN5OxQxaz1SfvTeYCcWhmPL/PrM
e/YooxkWF2BgEFYy8fvF1Bne+NrEhVJ9r47ruHdi2+btMqr40mXfNdo2DzqsgbQQWHY8h0FHC2YT
51jFAFocqsk794btKAa+qa1iGBdcdT4Zc28O9eQiDlb0A9jMd9yq/dNSP8I8ZmMVOHg8epdgoFNn
fqsubBtEwvp94Wf3l/i++a7jeRvud8fZo2NZFS3W6/dxzBs6Fmzxbc77i/ms/5wlIeX+MELvulO5
K43/TXef5tTg+cWOOdJNpog/4THFUW+zXrZUSuMnRZ9IVAfDqR0YDTGM7lBZl8YaOgwd4i/Fntu7
od+sszt2POJLOvR/IF5K4oq5kPnVv553OlkNDccx+mHbdIrd8Qwj2bDgF9n+wWeDux4qD0HEFZCD
o9F+1W2iVdx2iOyAXRzgYHcKOoOG56G38cmhLOlVwzZN94T2325BV0V8b96ss8/fYV4c/enFgCXE
Vd1WaLYULgfzYgMvQj5+GMkRBDBclrPRNWR3Yl/Z0azv7pG3IxxdHcCh22MjDzSwdlVn4+P5cBf9
YD8+QEgsLqAcfzB9v5c+5sWPZhfMK/mHRTbrPDMff0syEArDX07i+l8Q8lufyDwb/MaOS5n2mg+4
phnMcTo4F8n4anxseyof+i76cYzwCY/A+7OUY5LqGHnchIqf/fWm45gPS6+7n4xoX8PftFUI1+P7
7jpPcweEr91vg+gBbdxJZOtuaPfu4t7d5Su77w/36KoIGRcK7/kud5cFP+Z6TzCWTqeIO6v3j3zZ
D7bLD37p46ajyC/XI11A2Gt3H3VkPDXyKJuaPKlctg99+zEolOZJN7p17q3Hhzc8d441w1Z9Xt39
8dDvVw0krLtNi7Od55gBE3bji9nNlAnXa68P/Im4b9Kvf8j+c31+85r/p+LF1zR/vTitr3//mjx7
8z27LvXNOidXzvzjFxU513qC6FJk+u7q5OYv56tyyi8nRv8eG1Fu5s78zeK73371g9moFBsnlpUj
KTZkWglnTzcOUw1daJb5ujb/fFGT2dqFQAgv1Ymy3DqJ/l4yx3Oj4C5RkeTtu5wU8yVJ7WZau3N4
ppUnxL5AP3ohsMun4cRNSfGHsil4Ib4f9Ullg/87I/QPC2wtN6/K3/3w9d9+9Ta1FsE/tLIbd4K4
dKop/vJNcPyybfyNJDaFQuj03BQCIyLYX27i09oz7Otcs7ooXJG5Lt1r+GqOeJYr5xjm9NpNsX77
mxuSLspPvWvSVD7LCNP3MXbiAfeZtKSqSerwdm59o0uNYDTUIqQALCapy6ZVANlUpOpj/TgR8pTd
Er1g6KS3ua65Itdf38yMTtdouGLAwxG5WYOpOdWEm/XcF/ZTuH1ZfEabJpK+PyWGzbzJVIP1e+pb
jMAQZow9X1Yp0Qnc7rCPd+bfKoLjyeoMM9bRtk3p5g+LrCVDbCuHkZiu7457YB9OlnZGqNwgZoey
ZuoR3lnTwjbNSUCwramx/9piP5/G0WaX2dLxG0es0cS8wrDbzdnG/qurL//uv+mYSl/z5iS0vQy0
iYejAajfnh/XNbkT2/ndgylq7Zd1t7lmOm7I9T+klOjQAMuR0HTMpyQX2LCadh6f3EULdEPejfi0
yyV2lGi9LTkwxoqYDP2rNeaQYJRxcb36/vdE3hSVaBi8rYhvEr7lQbbbh+VBzXt3YM33vssMxJO7
l1po32esu/xZD3/j9r4Q4zY169wuGpLY07RPdDVys+2D0ngSQ/9QrFrZ9tPrhhV9D+uOW80gq0xb
aWT27146GDrtRS9apGceyosP2gyM3c3ZQY/0ifAjvDC+ETF/Ef/JjnDIfqBLDIiIRtoRpGAPatSw
jgvyVuVWGpIioDqbR8ShtnNJEhfQoz50X2Am1eqTyE384ItTTT6d/+lffHkHlvXhXIQfv6P8Y1ag
f7l+uR7tTLVcL/Oe/RAkzpMIYvmTOM4fuVvkl+uX66d4YZrgTpc/ewc1i+1lVB+n6zmyyifzNLpf
yO2DX+qu/Ponsin6Z/vyn/X1C0v5YJd92v00H2Dw9b0Os7iF4tzuC52lu7e2MQPXVEMH6AlfF+2s
K+zV5eXn51V2cnnxm82cLegnN9MXX37yd5b9evHsb9+J5EYS++vTd8wtn3/6pZj+/YQvnCJ0+sdP
zoopr0+fi2dyzc+xk/bFNCcvLr84/8tzckOoTtNrRDahJOfFFBuZ2mnyo5AY+EpIneRXL57/U3b2
tWDvsKw4/zZ3NYXPWY118B6Mf8Jrwm9o9h8vUk3oWtLNc7mggvCTy1PhnT5ZkXN8cpK6E2r553Ui
lmnAR5wuMg8nmBDEtCazipL1yxNH5m8unn37nC9BZCUzjXjeuBiF5ViWS5MF9rumET90tiROC781
jNTTkAUjnfT9O+HP/KQgzCXZN4RcM+y7XDZGIRbgcsI0ny6nkzX8PDm7mp7/MP/dP07zf8qEwvpQ
8xYh6bEzqEQ8HxNayZfEVNS8nWCpG9apTkJDPl5KX9RE6EK7coUgomSlnc57BqikJZb5sVKT0MXY
WHpViIrY/3rBK8drkeWIrYAofJezCT6Wuh8lRQyphGwkuaGzmmFLvbqhHiw9ws5oumkA6qbYZlgk
pMrRrWsT7PBrMIWRagl3cV9Y6lePcjdLSPaFpa6SLPSEXGbehy87qsKpdwieusUE4drplN4IeoWO
Wb5oXaXYZxoBX+HjKedrKmzzBFGnopRCW3aGbetyxF8TLxn5/N3pv/8H2Rzm6Dx0FFFj4UNqWAeE
EheqiWsNjtr2DLpx6GXV5wDuOG6Dh5U3XWIobWIrer9DoUEpaLOe65bZIICkh2IjZMW3RT/dpxzT
xdSEe2h/UkCkXGw8TsJleB2+xn0d1HmDUMvEym84e/Pqr//DxTdfYb0xrpmOtRGqHUrVjFk/HMsP
8/LtOY/yER2VLWWfWKa1okK53bUKARZryTseyBY7jLn+xslY0tLUivEWTYgVDS0LOohjLGUAEesA
DjXtbiJ8GmUqgwH4CGwDp8FNpy6JHe+woUd4dzpZ5U2t+0O52dhd/Iewrkm6Y8vSrVXb+/8P5qti
exlOeG3V2Nb0Q75t/DrhGSELSR1InBDkFJQtG76ZhppZJsXOk58JLRqsikC4fHr+isyev3z2ZcNw
t4OgEReDfvjZ3EIMH+x6Ag/y0zqtf35u3Z+nI/uoagP3/mQc6zqBmzDEVj7Fvj3hS9MXN3SvNXZg
nJU74gxF4fc0Dk76kyLoX8Jpv1wfwSW6SA/3ZlGW3MUKe4rD8nP3Y7qf7Eh/YaS/XL9cv1w/W17u
juGN9+eS9JiP6LhKMEyIr7f1N94d7eMYlpU33/jYQI3RlG03gHD/D/FZRUR8ap3U78iuy7VtD/H9
wA/bliO1hTyrwe1FnFL7mzRm319F1KlhBbHqLMROFZId4HgsG1XJvW762e4phioHq9n+ZjN4hW6s
FXfV+c3OBrzufOXLl3YqNtA+bO+q/TM5EZfRBrKdr8IHdf/te8l0uasX0kUEElGDTVl1HrjuD16O
05weGGttqbLrLGZ17LlCuOlQycE673JxC1pYDNszqrGloekhALgbgkVaBXE/DE6F7pNNoDq1jw73
TvlAD0HVWY0dQ92M09hfBi91u2lb279N55963xqusB3iffS5YQMWEz//x/5IaBxq4XsshN+89Ue+
S8ZFXIqqPwXaGbl7P3bYrsb1vQykIaN0H8yUMseNcOfH5e7B31J4/UADcwNWcPjS/REemFd5nBwN
fydHiLEjJemDd6gMDDD7yBQRt+/v46+Hamr5XSy1rCMxHIPW8vVgzF/6//6JXKWJCbVcadzxCFVk
WnjJwjTSLe1sOo3b1L1LRlxK2mGw8wjNV0faQ5abEd7ZZRHnYvp0lYTWZLE56g7iZYvCl4Q+SJ1p
nvTBKsNQHUIzUR5XZgf0Q0TmaQcHkHSKnERHADk/OzeCjNeCtQZ17trjwbb1cNOBZtXOq8WPYoOX
0nFVJBucbt2spD2NsX42Mp2Auxic42KwhrKveNiD2H0t1X1KmhaRh6WMi0TSzmJH+IqBakS3pMVd
g+7VXAEQ75QgGCzrL2+6/aM5RC31xhWr54NZyHivHmHOXYJZYPrEnhXrXnWc1Hl8r4iLIAdvTzq9
RtvFSPct+CeEvfCLJgiWXSY+EpsP5m476xyu83j2ZXzXtvme17RF58efRSq6iBTyG+J+n2t49R/8
w6f+j4BX3BLJv45j+H2ccvvV6YAAaDOL7fWHQa3qq7gmv49bOR8QdtvKch7H387ixWBZSJ8VdK+W
KbUnd0OaPIZjrr+Jd7WbO+sTdrpPY/9dnGtLCf+qOVPF+eDHsw617MhlPpgp71MmHQel3PmEsd6m
jJ1s0dmCbES431Ug5kewgqEmk8b/DvEuzgdnk3YW0/m74H83rDfO08FdHy4M/Gycr9J76RVTOtjQ
9iF0V720R3hAftvB+A0jeT6gw+H5+tuBEfF3/hH/glx+PXi72WfjH6l9mX12yjE2iBu3FG7G9fAD
2ErV4MmtY+c/xZdsbnN+DSXIUAC5fbPY8UsYb3qsbtPwj7E47oeQVr/fA48x6A4v2j3GTPbRRt8r
0gPn6e6pJvY/xzHq+IT1ONXpwcbZ/gMrT4dm34G9tx29Gl/MA9BSbvyAfD2+dHeiqDbdvRpnRHX3
7UmjhoW1LMenc9lnX3t9VkOaWcSfFbsHn70eHKgdSnD7jPThsny4ON8i+vrMYO7V+JR/wMnqLou7
8pkxc2JvDvpFD5ydvZtiH/S83yof7e1Ut2fMrwdfbe4yZjtuRAyvdWfjitvODn0/Xjpk+O3A3ozL
5QOba0coyhL3bvAQ1/dimX1Ccwy9kxH71eBdLfN8O1Ab2q++inNsmdV/88/8klwWZXu0dfOfBtiJ
mt6g3RF8zPHUmZH1sZ1fN5aMOwamUd9pk+ktp9J70Ed/ZO0B9+q98JHb5TA1uWxh0MzB02Daqo+H
cuqZcV7ULy1wd2leMnapztOEO3J3jtrUkAfZyV7EN5hmMiH0hdPhskiXx7LTjyqNxt7nqw8LtrTT
gXQgZi4dMbK7lO7Dj+l+6/QTuLB+Sh03y48rPezjzyLfy95ffIwj/UgonN+bhvtiv0DHNvlOXJd5
I/mo0w1bp7ExEu1Il2yc4Gmf5Gjf+9NZOxfllBkOinZ+7PaLLTn8MR2QEBu/Ldl3St3DMIhbVSJQ
HRG5VHtsQ7ff1mWHJ0JvI0S5+962q4c9gHLZccbxJK5WjITZvVyEHuftoAN6ZYcUwUNUPtY2Zhhp
5vgGTqte3zs3ujuO6nHmeTQDVXdhcXdUyMRtGtoW6lnE2mV3z3ftrn9GXP8JbdPktoAzk05S/mLC
RUC1FfaQMnmgj5S7w5HcplLR92PWx6zPQDk37glQDRsvutNPJvGfTp3QDzAkduQmu9YOhLdO7PuT
z4Mu/r0TPY6jVztyfvdd6RH9n8xh+9i/Cut+nRN88ZRIoe5J3mn0gyMyqY93vk9uxT2JzdC68ewd
x/HxbtG9hOYDbJ8+4jfcbhFV7G1K00PG2rV5aJvtIzkCey0qT9W/gJo95HVL0P/pqKhFyLePqPZg
LNseS5l7CLFu1lSPr7GN/zRRx1xWpNbuelE5H5VK8JsmEs4ap3oRXbOaRhwkeij2GLZOh+ewzhg6
XbvD7abhW1R3nLp25BBXLMZz2tl3bKwxyBzXf7sgW/gps38K7ha2MdaGhO373G6/9dszxa4sLlUe
rafBiNp3Doy3e8DqkiOHht4qhfvcKhys6hied5d8bHsU72XHnGW2cxe7ZRSO8HaCjvZ6DGJM3k9Y
KvJNeRdHpr2bTnnzwcQUvcuPewO2D82rKJ5T//wOe9p2kwkwzQxoa2lhvd3e0i76YVSk+3lA3u+e
j0WXWdx3+Hb8+UftjyA/i+vO2kf6MRsnH/T1qgFavNt9u8BBpRdPnHx7TkM4xYNkUsOc4VaiG5Cq
CLGInm7uWR0Pn1AniIwJ2IGSA8ipnXLVQFmKrkTiO9KcOyPhFbZq7jOtQO/e5fUTa3jzIR0svT7Y
8ii8lLbGsa+boAzBNlU8m/1AON1z+Pn2q/15Q/RwN2rRiAmMqBtQRTTzjJ2yUR7Btun5o4Xhey1Q
TtU+/uOoBTaSjJ250Fuu0UNkd+p2p57iHrbsoM6AjXO1+5wsTnFeorOaQmAoMScL3t0vGt7NjnjX
/lAWP05T4zsQr/ve5fbZF8fbumxkzHBoc9oX/a777vEEKTb2CiZJxvvZOSKabLwJ4spPJ88+m83O
PjlJpPShMeFxgfE3tmsJOCKiHi73zaMtFHKDoQ6GbjN/O3c1G7S9eW9Ddiydc3vQ18g3Dm3xkYRN
+2OWvS1oK9ua1sdhptwtjzwp9D7C5UFl9EPK3Pu9nB2eaV+itMiejdFXwi6zfvnao0r/B7cs+JhF
wxrxxmPH0yNfzbfjpONz2A2OiygYmmSOFEid0ZNJdceleED3oCOP7Q9XAUNY/2RxsX7SKXvHcZu4
BNf3faAm70X37qdFEsdMBwwJ3ThNRxQr2VGM78dH90+DsiGbMnfWl59+C/Sedec7TLhqpOcN+Tle
9Ik2zjwdrbiPYxEOcIYh2NoxJp6LNN98svLs4Zrozz2jaIuC4esL5oJG/rzDRsLBaOu7L+InLT5A
+OMkomF0fQWyb1IFQ9v0lzuPbx9mGn4S750OJp9HpqOj2tdm12aDt6f+9mcRCYT6B9IRtjXMs3se
/570p8MaU24P7+U+rdL6wUxheF77nEVnwUm8fUV6aausU1TeJqLuwHOpEJdje5hwdw1b2IpPeINQ
0ZL6rLMXJOIerGhvxU4Ha9hOfDLYU9r/xAWEELG7BXuFVItT0d3TaYe0XCSqqsZVbQf2smM6Nn1p
4McM7qXZEWL1Tl4SeSRHGPl6NfjV9P04L+sPTNyXVdGRJ7sOUEC7fK0P4kX8DE7Tq0+QurKB+awH
n/A9esx72bfsvnPcey0/PlVyiLl3EWeUDM5gGjeF9TlAl3pl/+DDP38dt4YO7ko677J98zcZ2QLR
OZ7DazhmOf5A2x/q3isfOq2OcOOIwQ/YQHDASy/S/VOmI36t9z967XOejb9req+XHuj+wztH/Pgw
3BdRjCZxZZJYlUkHPbpPB5oD6XxlkZOz8yPYBRmMMB3Zd76vpmHIzCcDQ4AP5EX7xrNbFayBHPQt
6fZ/Je5rL41VQrCD7Ks9Keeh9HQfPevBi46vG+bH8du/Y7u/nwwoM+mAmu5swbAAhY8Lhe7t/GiJ
356vk8Fz+PjtJwPwq5fNatOT8bU6UE5Ex/84Zp3pXWTle3q8BzTfKO3kIDJe+8+uMklHmNWnu7CH
+Aft2CkCwbjIX0+RIXwRf/N5/E0+mOl5B1JvbDXMIBY7iyeC7lou7tcDMcHHCZIfcajV+HFm4yLp
wPXiiPEM9bH5YAc/j0vxG9a8etaXnqyj6mfxQz5OLe2mnx6hB571bdKuWTFc+ZY2WkuK30V1HC7U
i4HJzcf/GAJgDn8zjSkyrj8dGsVN5mnsG7pfJJHxTx7q+ttd9MXtMJIuzxT79Sg6wmDZPtMsp83i
mAEtTsenfD54KRl8MkRwetbVM/1o/n34XJSVKMKOLKOAqaI6ehMF5XUHL6j1ruhoR7QjDOb/zSDD
sopk0KLHrCMgkhqI47I/i9TDWYf3XscP2/WpOwxk0wF0JZ2/y+2Tccya1IsYGxoi0r/tTHMHwGoR
B9nq6lfxsUMMi5vOb0JK7g8etYbu88W5/r4L4tYDPX8HCYqNp/kORT/tgIOxAd/THe3i6/6qph11
q4stxjrJc0NkqndxMCpm88hxy4UNdLaij+fffXIZ/44EQF0sHL/qgw+/8mhapE9jw8RKM8gMWI9I
/L3JgseUNB+AL6vHd7Aev52MqLK2A371UNeX0Q+77AwslCj9U/zkHwn5D6e789oZ9nrLCvaUNAV3
ixnRzP1dbsyvtRjgzpWdpdtB9X8SB/dlD2+lx8xv4kINw+RvvBuN9nttWJTydhPFqB6cnev4ojLS
fxepj7YLxcPbGzb4Lq5St8lFGFUdT9DVQC67/g4NFWC6z1SsO0qg6nOANI62jDdEI7T8MqYrFZ1V
HfMa6c5vdJ8kFnHkfx//0AOh2UJvAYV/lfZ2Z7nvLNcjyuQx7rV1d1M6nJYT+87nrMgtciD5sdkL
92P0si4HvUiK/ky7Bvgf4w+GbOfbOIa3cUGWnee4AdMLyDZ/YabyasM3bYVJ/M1/7MhTHeVF+66l
/+S/+vIVuP6BIQV+mdy4c1I2AkY3NC06oYJISVb2mzfzWNPST/Wkh0E22p7VvraC005TajpumorO
3bGbhR0q2WxgZbGe5xEdJcztUok52p87mFu7SMOftzltNqLMS0eqT+OpWI9jaHJ9SyJs9xj0H0Ld
yClgut2vvlfRB/g7VWNWjCzDYDyUtynIZM8pbN0ryS2TcHtfMcx1bcHhRM+QtemOLm6VsIRVZbq6
W+7Vk1wPkM5g78T6jtiG/se7CQudH/p9EBzRcuxnTyfpf35Xwo4jqD4bYQecQUMv8z6QzV568w5q
562UPD2aze61wJ8q8efsiNMln5Qa6IP+8i4JwnxKfNsNzL+kI9vk2MBzxKiVvXepHMsP+Mn1IW/1
Q11uD43dMx/o7jRp6cBH8JhXd+6TJztVwj7F6XBPcU5/JjWHYytP318vOcgN5C5hp4bIGWvK5NyI
4++u2hK98/lyj7/UD80ojqoKZccSv3vQQU4/BONixy0yfXhQygMr02ZIg73sPjFPZsfQ4yiNPcQD
4ywtuwvNHIHvr4cj7GGZto4MCsLxjYe4QHmtvHLDKViy2LiXOmMingh82YKWe/+Ri4Yv1vTSmNBG
reLO2cGs2xfarZPH0E4ghx5aAO+Q0TZAcfSnZuO7TPA7dFBeTbtQqvmRA3NC8Eo4o0ap2oxjRrgB
AbihT3B4lwngjAjDsHxmmiVw+0yYuzPtY6gGX8iok9332Q4h0S5FDavE6X7XEXV2dIgtfeGhlrvl
vO7WqbhRF5MZnD/nVLhVtbCwvsVdJR5YB/rvozbpofP9zYEooG7+UoqomcYACxvFqHDdEd5dPgq7
C/jS4DbT4xqxPO11P5D61lnp+jogDewkcr+dA+T2mWC2ryIO0ob0+Jk03X/I907THDFLdwbmuja1
d5ebBybsQ+xVV6RFvapPbuG27gFVU9vhbJQUiu68gsX/0AMcVI8Pxw1Qk+zuLDDq16Jw0P0rtWUA
qvF/Y6ER65FzZToMqVf9hkpFCKtjNKfG275ZXC+WN99WOiUJErmgLewHT5o+vYxtJ1TTXglssn8t
BOWObRfOHSIFsZ8v2d27dBL3R3RCLnvWZnKLeYzQEJK2uAV0D1VG7rpvO8X+6Ri2X1eNj28Es8sm
hD4v2KqKKAF1P5Tqtm92h6jbHhI9bJ8GDKtVc8LGz0vRudneovbyHtLKEVLEySMYgOtBeNcjqv/w
v45380rSQFag19pP+Xfyvm60D3bph3L0jbCie6pLB95fHxCZEdqG8uu/mVrK3mvov1xdxnPket1n
2UR7Fxu60tSD1WA9+MUf3zOBepBv7/0UnIQ+yYKz+wzRskMmUAsptq1VpX35/CkThCWMX3UUsYeZ
6THTwVw4yh6X1N3TWrcTwvgTiUWBqiP/SE7RwWHem8Xsriz7aHC/H9f+5ndxqt1hKynhO4ss4nfP
mZhO5pkQzf6lW5vgw4EypE9Prvd/zTG0KQe/Cu5LYPti1Od9C0tlD6rU3Ko5iA/yZPvBNn0XGXhF
HBPs6UyZDxTbdrcsQwpUxNxRe0xvFfjuEBkGVx3lSCzw32XCqu2YPERpIzJlA+EeE0rDzxr9mYUC
mo6BTJu06Zr2K3h4tLppz5vVJjVXAzvMxBG3iecBH9658Vm7rYOyiQlFwcZbB4XCeDYoYK0/coDy
H+NOcTXsnjXcHncac6fXB3esbMxhpq+F68Bwjian8lsoyejRm4ecJaTpGka7Na9unwJg6dChMsoE
2MHmfFXHxksGI9wDcUj3QOmOe6s6Pku3VaRdyFT2kJQTcX+W5Y7+8CjXx8PlMNzK1e2dmcFtb9Tb
42l33xEfUhBn57AP1oW9pgdeuBf7xN5jxRoEMNqmLbs7buiD2IXHa9jurooZjRnkfLtMqOIltKLb
B3c9G27E6Or3ZBqu/n6xY4f+YnuftRt+Vh/v36CjPeAeQ0HAuq1ujt1+P3+vuzy7q/blRlaMAj/U
ka8NS6/cw3G2nb25HbrAxUahzm8lbUpRW7WEeSa4K2LsNgqhffMIXvv6ReD832FfmupqabpxItop
Uq5/utCdPJ4HGaNaua+eE00R252vq7hnQJaCISaAap0/o7l75kgfAd8n5e8ouBpBL30JmD1BRILw
+uz9VrKVu78aI3fXndEhiprHp6WxOLH2tWDVwbtoRzFy096ydv+wnSWlHT3VPrzC8JSX6cT5VOcT
d3uTq/fmYk90Dct17YA4dxqKHVmddkv683ucnD0DmHQqcm+T0N2aWXe0j6jl5/89RsNEp2NEvzLa
HVaNzG2s9r0Ju2j1K7aPN6p7PracRI4d82Wa58vjSMt9cNefO4qw7+pK28exWUd/3QGsMLfJZXd3
/xq9L4neQ12u/aydP8JXEfjCV3sUfJzluNuEsu3jI6nGrmzgg4vO4Mq4FDsn5UBrd/kQu0yjbOo6
NYZZ6kfuhfYLqMYXOTxLHPYa9AkjYPeFxj1R69Ll+BjSDrjr2IqpPrWYTlaVugtHGv54a66wQyrW
/U/lHU9FOn4uru51wJSnWzPYqcZmZuPve4iL3WVTzDjN75gDx3Raac8mP8xuHs6ldTybywdTbunw
zTg9t3aWG9DvOKpbcZsoMgeO/jGnnuyxs+hgc0s5UP3cESdXHhz/yL3o5Sj3i6ptamMfnt2Q3f5B
hyTdkYJeDI4AH/EQHaNbHa6ro3d+oNl7Guhxsn7w5W6XWxUJZnLE2ZEDGntPWanHxz8fH4++Fzdr
IY5V3FlxhESig9jFfgRd0f2N04NxdvH96pEpW38c0nEueLif3KCe0iYdMCU22TKRiS89uZX4qvHf
HOOmOfJU8pbN+nhb68Tgg/XvAqPRdqHE1qMC71wNBtDimdsBEmsbH5odcTzF4SPbZ5q/uk1zoKRz
6vriJvh54B9HZr60XhGzrz/E2Hawewn6w2skRthmMn7M2DEkPkKZ1WCmNNL5XfWB6ki+epcQwShe
guvPlEYuGpNLG4xBOhADfTvimLFkgzHI99OR3Kif09U7krvzx9tDK2+P4b3kKIm8u2W0r53e6zLH
kM1go281YW85y+5gLHzgXdtbcnGHJxzPw4OrKu/Qkjtia2j3eaL7e606i9mFv7t3NG4ZB11o4thW
TTb3Nwzczul39/Z7xce1nVyWDJE5uRf9OXl9vweqnFQFLu5rRa79o1cKaWlt6wGRWt0AJdoDjPd5
JHuKmSHc/x40fJEcHaDZOQCbSN6I2ehFW9X8rLrflFeh9CxrqJBWZOHNrR/p6Ml17Sf7iVV5rUNj
2gEaBVUoAxaH97pNgbE7EPxF1Tntun9HF+OX3mpRkC09j62yu9dpYUd+dhd9voU9rDuiHwmuUxta
9BWzQ1S0Baj1QZ7tli4jA1L4Mh7k4sAd7o7n5/f0lBcdvl13yg/LDu9r8x6OMZdM654LJxQmHm7T
etcOoeYuu1x1RhSFDB+RuK7bbcw1TbaCc8dW7KCacSux7WlUUd9nEw7w8w5/Zndyi9zq7tPBRRJB
3We3RG+3IL26DzSdMMQcCP49tduKoBMCojuakO47lrbpdSZ+JIAZtJjUkty3wKdkAzPqGLVzqGvJ
lvhUn9Juj3uTfR3hhjTl4osNJoAcQ0Y8+laT+BxcwbXrcmzWNdacuhebQPA0P/WWjyVNwo+uit01
cnSv0qXINt3KPR/E/837hfh0dDuDgF6/aNbDR4fLdoBr+F9OZEfWmc5C3nTUh8SXvdfawq9vNLnK
FZkSnpOalXxS4uf+Tl06d2GIsJtrY6nW9LLljOjjEy0YDCKRTLZMomK5I5kVe201ul9vpQy1li5h
q44IqeWWyERk5nzgIW3Pmx1Ytax5ogkxbufTkB1wh4qupjaqWdQCDSExuB8nqIFVvA+cPO3R+sQv
aqe7B0yZe+LZxEToyPwSEgGctF+yBnZWtIXk+Mt1V8d2PT6C+mfLg4vWBex/8Gqck79WHblctbXv
+EfQP30ku6liUb0MTdsQr93xxJiBodG2reQ7565TEzTK1jeebrn/41o3Slfti/iBzoGeb/zn9QWi
SBqvQWlSJp2mhGd9VRHoGemWkCtdvisR4APmbWbKuDXQOdAz0C18/vrfkjRVLlHkV27xRYk7G/L9
hIXPm2ddWJKqOmS/Y/mf9TnyJKD2cvgsRzoSic+df+6HkvgVzC3Q/3aSZ1uXI9y3jgcTprZi2IEo
muR2lXi9S2DI+G3In/esbU3JyYB7TxrKqkLKHdBtNcXEdGp1fUacdoW0le9vVJ1QPSHmORaqr19h
U431s6LjwoDPTQP5MQFGZYRvhEiTK+Z1F0noxCN2Z/RdluGJ4BNc/8zrEzMv9WanhWT+3xQOAajn
CNeUpjlWFCRXvHMYAyGfROZ4IJTZ2lmtud3KcbCbdEuKQb+iHbymIb35r7ydZSNTMf0vi3EVW4x5
2Dt2lutvThkeIDw9m4771HVAK+qBRQD8PAR8gf61f0iobjDEAH8GPswCc0hUkP3FtD4nBvi2xbi6
AzoHega6hc/xYScG+DnwbY8UtUY6TxX8Hj5fdmCqkZ6T4GQVI7pDiyqlo05QYjVKbiNEuI5qdbPF
YQPO96rTbOdfymtAJe6NC6zH+ciCFRFDwwavKyOp58ArmA+LvCk4o3lQkjXJEqAHeKINgvo5Jbwq
KQxBr8nSbflr4MwUODAisdN1VCIiFApCQCQkpSSxWzwOsDjFyleTALM3jC43ffuC7MfuGLVtDNkt
A17Zvn1Bjsrd8SfPNLETus+HwfzAeC9KTcdMK2RnOv5ih8KtipOFJQN+dbJVONXQP7azJmFOhdjK
Zdj3UsXjCgL3ZaRC2F8816bXJiANf1ikmEkzPuR7J7SNScC+g1xGOQUaBVkBvwK+5MLN7FDQI4kC
D/ge8DefnYkBmbAWxnNx2Pu13FpGnCx7EWe2ZT08CqZgTSQemmTWWGGWeyBoGoqOPF9gyIqrSW57
ANEy2kgZejp6++UZqI3OYh6E1Bki5dOZe1YsJ7g/LhGRE3qYej/0uE1Sw+/xc8oYt/RzJXiBzxM1
m75515nXTqMZG6M4Nd1Vag8l68vjIk79/ny06igwgc/buO+7UC7tWKzdQcFjcWQJkETVi0Po7XFs
Vb2bmErdeiVB/wwDAXkd5HLQfbtIdS+H08+bDQK5rCfbsQd0Htx3L6+9XDbI34TnV2XUFUEBFQ5n
wwJ/qzpOBepNxqYHF/KlID44quIol7XHeEIJtKLegPI81hdIORdrW9UqRusX0flfRHVt7Q0JoNu3
4aXCd2Hwp77n+BW9RnKuCyCm4yZxkF4O5ys93eqmoVpASag+qXrGdE+QNtj5QJ+YnCaIOKkyLzan
kw3QOS7E5wo+p47I2iShIDu7AfoHOgd6ht/D5xhjfQ50XiTu/+myMzkIuIx7Kpr7yj6dwqcLN6Tw
243QH2n0c2q9E3Gg3bq2kKzT2Mts1O9PW/9nEZGzog1h1jpmkdVen5xEuWwP2qRe+DrPvuwakTur
MD+Qy2A3gX2EIv+MrL35gXKZE5SzFZItzh0O7DOvT0ZLHeysYE+BXor6pzMox7ME5LKIkgn0TNAn
QW9EuQzyd4vNZZo6EuarYFOUv97O0mA3gV4K+ifomSjHEwtyOXhyZn45gG7TbXuaQ9ET4Oe+PT3O
YN1haMrzZ+X5LWvp39OzO2fIpNruiSEijnB2oH4gP3e+ryHQv6dzB7+Hz1cnbzx/xp8DPSeePinH
hcs+jY1VRd24/mhULvIF8nOpgT8D/QOdAz3j7/PF9PwvciSGeH9MgA62areL1b0DVWeRgC1CwYZP
kiAQ7/fArCNtTdIa6PCa8p5DzJsyYJhyKC9sUoxQO97WKLn0WFf8BVHG86uU2BdO+RZAXehSd4uH
rtuZeBB0AwP5N/6cfo8Tr+834+s2wpd7RRxsyQQRbrW5g1O+P/DKH6JkCmwrcyB0nvnDNzukFBvU
loKDUOzrBLwvCkP2hbDtEePsVKHwHRZwPyed3TM1R94jnN0tFdn0PdWsk0YyuVNcpGkn5FptYeuw
aaMYJy0SJDvsi6c9ade6k3m3NTc7MtJAt1aOCOoW3doLQJXcbkPtLf1bpPmDZRem1Si824uV0Zut
d5nItiDn0HZVHlexn3/oWg/M1nHZfrkDS9Dqra6RFHKw4/IuxiPpZ+Tangp8H2Lbx7GTezjUD/Dz
acexmXcGn9weZmjKqLvFUzRYQH7VLB/bPf/CjMc/RXz//sZ36TZYU9mAhgESW7Lb1nQYLguWn2qT
GNU2ry8shb11W1ynG2zbR9vwW4XP3WQ+2ybXOz9/SkGRA42d00NqAaO+gLFGu4y3GgcjTGWdObCt
43wXU/n4EipPK71JRcQK3cLFbw9ac652BFivyPJim4ojo2uBRrZR7wm57honewb8JuYMmPl2yoLo
N/GnRWQOUfbbbgfJnbXWsIh2g9HqjBSuCuDMG6YsPMZuQpwS0UBewJsMdZVNasK+7tUg9OwRoxt7
C262il0z6cK+S1r2N7fu+DzXLd6mRro1nV1oMgXCyJlsWOk1Tlyt4oq7GDZV/p9yn0Rqs78qPBjW
YX8A/1VJ1CdE15RmC4zdMI/KkjarvJyvyYqW6E3vhpF2uE0d/D43jaNPG99sKXFvXcS3odGI91i1
iLHgYik7wxlxwhWLZ6rbNNx0Ahsm6p8hojFpafY2BWCrikQoBtuqJGnUM0Fen0R0gYzfFgG3A1dK
Y7q+8J4fyuM8GLGcdXIfRmKjnm5TT7pF3HGf3GiAzks/qKLBXmn+e5iZAz2bRmuvqvp73GewL6Th
1CKdv0Aqgc/trypyYlSiyb+jJPewzNNIeyfxD7Quq40fjlcO33FvVdV+pHC0gc7hXxNkmevZq2vB
iPOFSblYAf23rFKwjgrUcXkt/SEK2OQLJIay9l5OIFFMCfOuD+CUqxPCpRrfGGsiiVtqXIkRlg2Y
z4W7caSceT2GeYQPdCGZH3+j9GlVzNY9VYC5TpwNRnEDu/eMLCpS5A4Oci18n1IwhFOJN7IJULV4
/glh9Uoy9IRO51eh8oz5BFYHZ4wpCnLNwYZcTY/IENgnOMpWcLiOHN9tgMZGWCYnO2XE3s5inVyM
rivUDgVQN39iO2oaeoeEoCob+CbDc1TbASeNT8o7kakR1YgJdESGOZow2ZN4eg069apAz0i3gUtM
Stg55NsJshegc6TniYHPUW4KgfycfY1SnVqkc1LhTgvhEHObBz4M9Ozp1kaoq08O7Inn52vfwFzm
YhV/D7dfTzqaSnTm4AF4Nq4WoofGMxDupVXwcE98jtscVkB3hCLHgefeYVW2nrutb730DDT4vEnZ
auen0clv6QZvCjHe1nbQKat8HK3s5LHaECHDYGtufWjD+J7JtYYjS996r/GESERuYB0+xu0+k++g
aSL6aeCuYy+zFoj+Tpk7bldPC657ULXBvogu08Cf6Q6q7NYrLtC+HlEAEfh+FV9V+2dNGrW86m6u
2hUcHQ2JdqM2FuRyyMaA41T6GAbuO4/eIBZvnEaLyO8vPiSuuGM96wTksvPqGfAx4FcUO6Aaf2hb
/LftU+N9lylqnPgV8D3gbwzZdqC+Ouj+k9BAPMMjGepw5+Q17WBQdDc+a1zyzeaKqJn7u1abWP1b
CWCQ3mw4ITq5cXzV20HPN6m0oEkUTO+NEWNDNQy6wILVc8cUqev0ek70KY55eSYLHl03zksiTl0A
zEnk1bw5B3xKE/6FE6mZJIKc13O+zUCuOwVTgUbWL7YBmm59OvzyNwdSjPKBE789O90ks6xPdu2k
g33dWxve+HM67osQr69DRE5Ee7ktE+I0BCk68sPRDvm7KJdV16Xh9U8VMlEkymXSyQ/pbsiOP4m6
5r0gl/s1Pq5RpGHEwLdeegbPPcgZ8Kuyfb3B8FnDAeFTc4MapfUx+sJ5ORtiVMCXhI+7gD4J8hrk
sgudrZCPvSUNoCIscw3yGuQyLitGcqsQnRGhx71tZhEU6TKLdqVtWJALayfJyT5Padi/qq2mi0nA
xoZIQI10Po2V/zOvENc+/CTLAXN0Hf0QjwfQJxzeNXM0LWZIaJael0DnSM9fuLXH6uP1GzaBFamZ
/A7oH+gc6Bl+D5/DM2QKhuQPgv59F3GIdexl6v2cLRlaskfV90JcBb9QsK+fE+/PHHHGma5S0P+2
4//c9Ts+I6zj/8H/oL3ctLGxvSAmb7q7wkfe/2m2SSOUNPa1t5dVDN37wB7KZYsTL67jTEG9W51s
z7KPoSnp3wB6KeifBBVC/BbkMthNaB+BMTIhoE/istAmmQvsKbCb8AmFAz2zweuCkVhvZ3l7CvRS
1D957TfebTyhMy9ZQM8EfRL0RpDLPtlp0gOSQnnpO6+AXJY12FmJj+CCXgr6J+iZKMfx67dpM0FP
bhLpM1SszGJ8Wg1KqErPz4FvA3+WzQm38PsSl/Qd8Gfkw56e69q1HKCwyLfxXAIftt3ORvCbt8DP
Pd92CGjm6bzA79+CuDn1ASfgt0DPQLdAn2dTTmbq5BSm7WPF5z6biCHdwudEOiVWwM+Rb/PXQP9A
50DP8Hv4fE7+b/LQlya3Rg/u5tBO7jUMNv6JPX/gKW/uMoxjLiEefOWvH3qXzcNO+X67fICQbqzH
Swy5AKZrpW3u55UsHvqkiPcMwwzpkHfci9n4JI8Pyn30+Pm5rkUD5VjuBkZ+otckOspaVV/vc60e
zymrQw6V+9Do9F6h80MdUTH52dl5o0tx0ib3uJ/qLp82ziTb9Xn66939mM0HAKh94MYOdR/RpUMP
vXxLN6CWdB/9sN3YzAMIKXuvmQ/Lf1p80Yo1qRRiwGzX/XuPEXwfojXoQ4HjdbDpNoTsd8iLgxt0
cMoPyQf0A8293c9r2OWN8Qa83XEYa+lfGGZ7+UCqzz2ovH6gXY6g7LVZBw1EuGKbNoNdAqmSB1ER
7PvpHh+oXcYRi5w7YvWiMQpN203SNAyK3p11uA895Pe8nbVo/KZdd9zlNrGx8ZjX9Kkn/GDsy7am
mQuiWbgtrfpoaS76jviHmOmTwtLa08b7ptPWaW1jHIZvXZ56T66Pe8SdfUBtxIiuTUq7bl7aNQZN
f4/EPibk9hatD5ID7yq+5WBZ6RHEYsZZAZ3s3lzuAxHiO/sqRjUlegQZ38lOoGz3Ke95LjI/J91Z
eLeT/tNZotj9B92DxX51xX60XQG2ZVuiU2sFdnOt6XGKBHWW7HT1oH5N7MfOwtauSX1vMzWtJIZ2
+omwwWZTL9z4wDlFXbL3rod2nrw3Lwu8ahssoJIeemoomKeqkdrd7FCMZB/NmZ5ul09DPRBt44XM
0gnrN/naWR9PF3VIlP7/2XuzH1nS607s22LJrZa+3ZfshWzRpEjOCIZmpIeBMAb8Oobf/I/50f+E
X4wB7Gf7ZaCBYWAES54RRVIke2F336XqVmbG8i3H53xLLBkZWVl1L6spTQeazerMyIhvOd85v7OL
4W2UBLc6r3I8fFuT5sy0gd9cp+2WVoSIrEUK81ZTyJG69Qh4UC3ldwTT4K2wp2Obwvs1yX0Twq8b
sXBD4bk+Qo4uE7sUPHnQ6gv4WUttH3z03tmlYX4v+BmS1E02tJ1nVN0DU4u4/mZ+Bp+zj2JxevwK
SktPSY9HSuSpB2+AeSCyOmf/qvmb4QzDwnQfu0Jh5gyeei/Rnp4yf6S9yB0Iw7cxKOG/fZayTbjJ
jqwI7rHc5V4anYhBfgYLsO/KPGL+YDo5+/ZY1GmKLGNbLm/RHClM1t0jZ/6JXqvDILEeJKtH6T5i
ur5nNRjhT0IBPKT1zr9WsX+OV5nYp4jxhd0a3L11gt3s5spHJqW6hygns7YKl0TGxBUu2wFzvZsh
PnUMAMAMF4QJFDln6J3ZoZr8qhtPO0Eg6og2EQ5yf72YwcYhe2g/mfJcyTm4DzmoQUbhgy7zkEM+
tT51scRtjPbC9TEHm7hLehMfxzqe2J1gFrP3bZw4rLHxtgfmKFmb8Zi70onbHP9pPW0Yt/doLMb5
CZuhOmydIB+klhNa4UdfRAw/FBzoSx/iZzkMubk17GZcYhvO2F24h3e7g9LhBzf7MDgO0ucgUCIc
UApS4ytppNXUO+eD0uh/zWZoIhy01RAHNEoFzvoytnyw96zzBjBygn0cKt09xAQy7RPJB1G2apwW
xw9XSIYUWpwgheXTOjbS6YIwMiGQYMZfhGQd+nXMH5geo0llIpBwL1U2EkIg7cMkLtkm4DhnFNGw
AyMiHHY/jyU8LNNlynhQ4QbXVdNzRawWg3h+bzMxIZajrXgEH3EOfpTbCCpf3PIHmr/4PCKGwywb
ONkLHMYMrqs1xL3zNZS+AJWFAjXyXB3g6CaJuOoxwuye5PLDMgBvC8JUPBiWYqtD5qAPig9ZexlL
9ZJxWFRxhILDlJ0vxdpbCwdV+t3RkXuK2qpzNX53cspdUQI1GdZBvhVPJ98E4spSSTvei/WYPZgP
ZHR9n8iw41T3IQPigxr1+LQtH3E+Oa9udk5vfYZc7kaVz/DBo70LDzqq8JOnaQK0zDnylJ/Hq96G
nqeHzyWclgI3e32qO/lJusIxgXF8X7JjSK/Lq4V5nACPYl8PCqprvCky77Ja+EDwRZqAEUeFifkS
jgzVyiOjH5Yk65bVwSiyirOHbHxvuJln4sepE9KWJLsM7QTvmUB+7FFulBh7eG4zOAsp5v6F4lEU
/2iTSFdqyB0MK8jewx73/bzgjG1QJzjEcD3PEUDvLJSsq9wferVklJ5BAxAU/mUCpgjGT0G5peE3
mU7xA12q7KSsXjOwjaRKEa4TJbFBRCeXI7YRbh5Ew0NonZ/Y58SaXCi7a/tT2v01KmrMmuPNtsXh
K/Hnbd/y9sDENIgvKmhJ9GN0pPNWgM+QO2dO5rr38tBQmywEFrBG8Hz0AMt4kI0nwv645pEz2J4r
CxFbzw2Nus6XJutbPsxNu3mkEYwf/0nGt+4+Q8dwZquJFeKcQMcpPBCHfehOqf9yco889naYYQHd
dl+k23RxFrcrZgwv51xTx5M9Y8PgXRuUVb8FqyOsdIZMBvnddm5Pl/MS4y0zaOSjZNrUIjR4ED//
0Gg3f/rOnNg4XsrN/wrcGfM5h1zSzXpYJMIXIHBwRiAAPICVgHw7pCFOcMszjlN3mngHl+Zw7knM
8YShTu88vqIIezw8wIrPqQ18tm/8qUvOuUndmVOe7fL9oCaw6TmCB9fjACfD+j6b7Fi9OoK03wZD
nNpleCcEEFWL6SuFPk/yvKuZvXOqn1Zx5N3QzVh9TOZnGPYzdQNpHgRrmPNiIlDMsdafMF4mO65/
yFKy/oHNsntm9y44ZsSYQ9t2jJuD9LxkoisdoIcnbMAY9WDKcmI/Vg/ZiROpCeoMyrAntSw+8678
sacAstFWZjPNFs9Ue9xDYIkYK9lHH3lO26++8YOIiSGN7L+rcjgQ4kHDcGmTjIxiDso4Jq958vNP
oONnAJggQLvKFanZgWgPzwxMLcRFdEBwGbU6GxGPo/wCb6ytOnIPNZxRoWwnDFnFSduu8mAsB9/5
CtyZTMteHqXIIz93Nu4QOM9rV9D3yR6Kr83MW/mwHA09xQwboEI9R/dH+ur2zexE+r17QOABP4P1
dqU6yZ1juXAnRCfMDLkDGcH10voKzF0Pi/HLRuoO9LYOJiZmo4Gt8NTkxOhkuZkB28nqinSWD/Gh
nT8TYoJNvbME+lAWkbAVn+Fs/GTp1JFeeC8neiDvjNYLM6UHMVTfzmKI4CUbPxAUPLKMkbtWjgRC
6OjORwbfs3g2H636edci/Up1R0kMHxcYIdznKOvkqhn17BFR4vOJUT2cobuBvHBjyRgk/hXjxTGF
NxUtjleV0mbd4JMDkZePz5scEFAxdi4cXWs5NkfIYLRP3X7GJt1YKlMcI98OrlzwEWaLYoKfYEIj
3rwNgEoeLuzw590E6wmJwBnscEp2XQXglA3kuq+vjz3KjlWHclLIMe/l1XEjEht7Eg7gpTxCzx2q
hDnmfE6bbTfRCoLrEQa1bCgsxE14xLAXKjMdFLEJDMQTwvUp+QH9BF1XtCktqZvRmroTDAO6cfye
2JEpSZg17SyCkZDVGvEkJXca58y0ctmBMdGWzpWxV0d0lFPPIe3ttxOl65jssn0yTsA2R9Yp+qcP
EuFCnNy98l8cPtHlflFLgeqyHTNPx+7P6BGBTkI5SV9mkHoXCaePCSl+joXneJfeiUrBz7MXJdQ2
GkbsgOU2/mkZ9zUUCXnalW+Fl8lxuXXHenIHvJmShkRG9SVkb0QxGa1tzmaZWNzv97xvZiCq4Jj5
Ouh/wsXSlHFfpexKCTqeHBBzy+Aij3S+XCr+zrzPauA7glA2lTB1sER0V7Js2cQDLtMSdTEojqvA
DPKxjahwomxntyqL9jbVASA1hIUeV4opYjT80JINsyLh5KHOlR8btSxqGW8U59QfEhz3vWqYqsPd
ovtRFhST0GSlyvkmaE60FNIlgGdKuJ17rRq17XRe4R96HvnYZhCm3HBnBa2RiZGVRFWGH0VaxdGV
liphT0Hlv7eK/fqEye1EkaD6URaiToRtJydPnfGrB5mB5uwJ9mStqvZRw2jECVPnY4xikj9gXqf0
b36/aZU/6IH9auh7yYY/ZDXEo3yx7sjA4gq9gblJGvsoU+VWn0Ft8JBFFPPTeohO1ukdsjmX9b0D
O+sf1L579gOzYMAR72xQ1rI/husEg61md8U9LjdanvqVmycEPk81b1lBqjsfqcPCfCrqP9caZ262
cKbhj/T5mD+Gec2HAvaJ9BNG29SDblN2QgBHG7OZaS/00SGKz3mV1mUa0TE9FXrsJDpzcc0xO0kw
j3QMe38GYZ+jmz8O27BH/QoedbahjxaCe6X5mYLCnXGbeQsSPY+LnqKAENRoxb4Pueep7rSdH/TU
iMyTeGjmIcQjgor4LNzfu9kVOR7nEBIujGWdV5XP9ybhDyage4pKZA+ZsngswR2bgtOut1/qM5Wb
0wMEd84ZUw8e/LsSmnuyugk/Yej3+r6thlNTgXtR84P4hHjskb0HajN3D+1+e8WB33lEkMZtyYZT
HpQv4/emdc7xtePnWJyl6Z44lu4druBweLvD3IqBVWUyiGwymmlFMjvRIAtv5uKTeGd5LEwC7jvc
cJ40D4a6NXPVPCs1kwfyeWI7Zyf4PKE+rtoyPOqrZQh5GJF6NLSefKBx9/OWw0UYcj/3DgYP5zC9
gXdbBEEBcGwb+NnH69H7xM89nA7eDVPrM+iPJl2/DQ/9VitOvqWW9ZhJiXcgiP+QVzjFgcK68qsg
x40NxMAP26kebqJrGm9F8Tky04bWOgU/ROLiwfQ0OG/8eBzZ29ANn/kg+tOGIliMEeEQS7lTQ5iJ
pxWHC8DfkggffyWhBgeqUUeCecofmmZ4yTksIajC9KEGmWijy5yfajntPPt9d+aoFIl3QuLbiVjv
yK6e+VU7+Go/wDYHf9SpwOm0DEi3GkUCCYtZu80RTmEmTMWM/5AoAeThLKasSE+q6PJ580t1xAqR
TEvz0OgEdyvY7AjZQxQfk5zGZQ+6poaK5rzjOnqjSROaIpBquOB89IIT+VZyHlieIFE5A0FXLDR9
c0emx6CriQ38AQfM8IlNKa3l7jb9tIWDqrwnyhLwEzE0MPsVn96jJ9Ph70h4HgVmfALEzzcR8Hc0
jI7J8EQgYOdhxUPW4jiNWnZYSeEpe9x0ZxZ8X0Q4sGYMVlfN6H+nc5jbOd7URUXmiANcKq9z3yX7
bZbnb62YMHgrfGsOisYeP5AfXZwHXOflrsFDLH4PEs38NPn5LuRqFGo3inErH/Hq7JQwUenJPPET
fsZSiXnJDI874yrtKMKDQXAptDGIiOaw46NY1g4tdRt1lw5Al5Jz6/87Hxza2xQ4Sqai79NvU6S8
XaTD00nhMhoxYg/ZzlYlx5VUu5JWbBuaMPYzq7opDjoOl+ylSCs9TbnVCeu/tDH/ol/uxfFV5iFW
ZFxEoo+K6SzJgrX/chRCOCfxh9U5pi6kejIGNZHa2fgrrxybLMIOBzMApj6Mb7epKMGRtMs2tvE5
AkVu/cL7HpwuV4Ydy+jhY1PVcBbTPKku9VseQjWnJgrNtfcBLHGaG5ozdVjexznrNN5dw0xLDS53
DCgqVfkwb+N1EUh7J0dI0HooEuJPtM9SWbDYIxNf/VozfUMvrtt6/5xauy8SBYs0aIA4gVU3/zLW
Z0D04sY8uyv7IgrmrhpSdNMCqTIFu0DEOUC1IVzGtztQLjSmMH6NSs/PCklsSJseW2eGrVLOkKzA
q7h98+gQAicEde7OwGxoS9o27XTRcYfoDOI7ffNvDbuoIWynbA6jz1mqwJ/vIabA8GixceN8ft/Z
lIJgP8gKMSA3F5VECuWkmFpXmz2T5ub9lp6mdXzPSqdoz5aEqDG+bjazFljuei4gYep9c35qBjfZ
xjn6h3oE0hUZgzhazq37aMnKfaK8rjJiX5OGNE3FU9jPLn5veyN7IOBaDsXjwLbHo6Nb2/iIDVkq
1rV4rdI2OLbFTRUyFBjJPOwNUcC8YrbMfd27wdiTzSSwvdjmWzCZEyg23gKC/+YZRW5HuCk9X8cN
qFm9zFlR4muyEMnZBYTAONdD9rke+MBqfIs1yXqnYl2PYV0ROTbS88KHyLY875CRDS9t5QCIROLS
wx0QyRXrQdQBe81H3M+G/+7SwwP3pBPg2k9+3so6GS9Fe9w0XhxFFvw4QpPh/+zYyNMF0wNxDlwG
/RInlA3sq4LqJAUFoxUCd9OTOsiMRlvxPsfCjSFgL2RkMoNwZGuSlQOe2Yo3MThV1s+fv5AC171K
cr7z/8mxnOmx7qpPHegRo2/A7TtYcxh81YdviBgVH7q+50L2nDxsZRD0XvWxdeKXOKAGopnMpDnr
Y6prk6RnrADvn/4mBovabRKvxD+es3+d0mQUa7raYrcDzuQoJSdSwuqYhWE0eL9Ym4GENX6SzYDE
PIeuO4HrJlYIke4Uk4iIOQdNl9d8tGRCO1Al974AAO9Y/jys77KG4aRNfkY5Piw9ivNZJkNrNrG3
hMZpMtWYHYRRmJFjX/Ta9uJYPMVu7IjMmMW9UAXZBvVkpnayqmoyeJj/1aBPOjSH9igV8ExYjoiZ
zegk6fGpyriNB06Mjbt8bH8RBybUyL5aapLhP0EAlFHxz49ay0MRV3kk00D5t8tzalvAMQPQJBvD
Z07AC1X1d8RYrkGFexuH+gDLl5wkJqcW7QMQ6QgOfQSqaU0YpLNCuIOTEM01/NH1cg6PiC8wy+pF
Ncf+HZuxoPGpduym5xam+p8cb8uVTd3aI+f9A9mxB/yHUiH2ORJ8EfBGyJpQUMZcJymM3zGRxDKn
+mexPFI7TlIVxIJqb5lDTImKJh4ZnUZb1b5/i2C70EbTCfyjWed6sbkTPrpQFCZZPaVO62b8swva
5YB5knMBhqZBgpKDJJSu1kJXs6Fbskz5b4teXel8Uj3/aPqFDjo98Pu0eZnQiaDs7/Hur5KX532S
trh8q/qVZKmvS+/t6kbP/e6fUShfHiWJQydXAHiwfBOS1QsSX63fqDQvYZQJ+5uRibsM0epBL7DR
bDskRyrAwld5kth82B8hAAMnLDVn5vKOP0OE6K5vbymrhdSERmaHluMFNT8CxW8mRKqPaNWCjb/q
cnsHvjaCU7BevdjPG72riREfJs6XfPLJ7fwD1wP6yyLzHkLR0VUeOYzxeu+YQeCAZ2WTe4L0vzhm
ahAzZs3h4HfzzGVqq80nPMpNCoiJyQTlKfPa/fYyPfMrIODh5pb3xLseUnRqVO+hmyCPn3QaCsy/
dDZ27kSkytwD8b3Vg6I+2ETDm8K/ydInfXn4q8O8U3viXbMTgwcFC5Uhgf8A3ZwfHTpPUqcCiUbO
SHG4zuqMV4lzxwnHfYde8NSP8f7A4yKTzjC4v6uYkpNRpruZt58ISQOYrz0ZY0tGNafcxNXCvZ56
xCs0tl8esOEHBZIeEo3gqcTZu/d5ndNQakRp7Hgtef4HGgZMiz4nLMLP8+VNBjqT3QeWd8Xuz6Lf
Duu5c0/FPVN2bGwx6SpAL6JQa4aP/DptUtAjhrEi+YDlBs26g7ne19dXyiqSfeAO8UAZgUFn9OjN
QNv4SfjqKkm3i0SsKpViGvbXg0EpEm+oj/Nq0rx03Kq7DqPryZpNAauYoIsps5czxhA28DVsgXQP
MRDZm3mriBjHDB/dXj7BAO1kFlW8s7mYD6AdTnk//p73Nr3DMfCZfkNslH/u5upGHO1cDDPrPJzy
gfoJE72iWzdQXV3kAxE5KvIEnfPZegygUkvEYTUtr2+hKgfCjTAWj9mkXfPbGsyrTjo2fWmGwziY
Lk4wG7LcueM63AKH84JYJSzeh6CrWjnLtm3uAsXkg4YeLniJhmzjINNf2b7GTRekrmw0DR6EvgD0
hZJTnbb9czdgIFTQwbuT4DCym3sIoMZiJzuHiblwv0v317bVK2vlK340VEDNAmY2kr7HGPNxpmqH
o8Ib3yya0ZmHOcAVtFR3dHbZgBzcKVlFb2+4ZrnYs9dTwyFn0zhGFs0Xhy6AoysNc8J4wP121wiB
ZAe7+SCYDibcrnuOnOoqzawAhoPNoKJwrFCHTStOYBl3RNO7B2rMkRy9NJeGwSmt4XzgKqav53Z2
S9SbjsXCLKccGoh4z7CPI5iTqTE9/xGLy6q/nx+NOHqbQFYzXgY+SG54UafPYWA94KQ1u+1AXtcD
9Z/7MIrgPc4GlgEfBGLaMVdjqS6WSl1BgmekfkYc0aVc3eAQWQ1MMaEs2Ia10BuM+xGKMU+dGgSW
A7fIkBgcM/Uk9MnykTvmoCWxS4x/qgEJFT3eB1c1EjXeGYZLtBppvHBEdoeJ6CZNyg6mcw5aDY7Y
drws1dhRkCxUsJ1Q28GZF8mVofoHWl+/UxeTSV+khTIjG3/4Vbi5kjEc4NBE2I1aDLr1LeJX7Qk8
VqZhtAnDBFa5ZG5qkFdh8Q/sFi5tCu+jL4avIZcEh7pI3FwMtbZ+huEFVI+6oUppbh3PjONxU9yQ
72s3tJVbNoOJ1REmySdOBFEiQqjurAV7CN1MmJewU7YYtT3uF2pBtmDOxoVoMn6KlYgBsCFU7ex1
sBLHAqqpIle6WcNRo5M7Q62c1imtLiyTiPluZxjiabGFYOlQgCa0N9faa8LJN2ZQQno8rywdpfI+
/qxOHmY54tqWbm6A4pU8SxxEFy1i/E2euIsLoFFSzeC992xoHv0pfSOCzHtkjI80kKwPrqA/yRUC
UrYQp0dFGkzBmYKCV8FBk3ur+xBI5lQeFYfZqDT71PAVeHRmjeu2jVJDYqALSyXXvFYLLZOLrCZs
zUOruFGl0RnHWDi3R3r3xUIlecWDFqv0wJrJIyznkcZVxhbexSRyRYE/+3F2J6Szq0OwIBxXsU7m
35Wi28VBSWhUWrPXpANyywUnd5tfZYo8KpHs6WCpRKsgQq6TDx4BK0SocWWLToWRqEfhQ15HxqH6
HZAySAzLjQllytQa31ezEjWyYAOrVDQgGu8NpOXK8DAiKgZNccwiOGHMINeJ+YZdw+DfsXCO/juV
eKHLVcnyVhV/L84w1LN5B8SDvlKDP/ihZHzMeX1Q8HTWgYR5RnUCO9qzIO/s4A0/D5yH7SoeM4zF
vIHiRN/UE8u7PmWeh0fZlmev4lGm8Way9Mfba/F3YIQ/tfSczZpw52nDPK4Q1PzoRcl6Q+vZtT7g
CatEjaJz5blM+8QAc/62u/pP7nqPDeLp+bl0nd1bD/Ke9jBunrtMYNopIWDnz5Ca2/lt+Eo9TBN/
nO9k86hfqXdd08T2Fc0PrvaR3OFhfa3OsfO82xPHzykGyY+Z6OHYusA4ofDgZ9ngj2ZixJirY+bm
mXrX72Ya4dnlVgxbTXiQi9gxtaeZTiwfzPc8+XVYpVsdP3gPotRm/tzyGSsQOxbw2VX1XwzLGM8z
FHc2WHrnfF8NlOw5zHbU2Qkz4yItUpoo8Q+sDYkQs+CF0QdLAEcFND8ThYoHsJtTOODAfdgZ04bx
1iFYLcTVRc0loYsDK95gL20xmRl/4MjPFUqTAzsclTl3xbidhmKnB+bQK6TwAPJ0x9XYP0BFSj7o
8SAfMMK5uOYsUYY47B0hToibmZ6Hik26VMy8FB4la49WQ4QHSkoQR3qoHSU++9ZI5J3s9zu4sl64
tXOv4A86e+9+sO9YCIxSMgVBguS4HEUiH2RTrpLUOKhnxY/ZUtyEuaoJjWYT2XcQzHlQM81NKC+Y
1tX4V8MHPvO/umAOzH3WlYED9YQc5EehyLHd4jMNYuYWatqe5pxdtzNSsTzmG9/ME+OwrV55fMyQ
nSGBH4TCs/Pk3LRn4nLmhKmDRdR9NJSCCdTuXsYni8ljJqTjjzqhJ0xw8iGWt+EDx2stksOFB2vj
IFEF3Bm16CU/EkL9YN51Hl9ShwOAx/G8oZdTPBgXjbrrjO43Z7PXJ5R0Y9PHRcAPIvWFF1b4pGOh
1LH2lV1SmJ3Y7bpKlvxgUQbRwYPuZGpkG1nMs0YIBlolj6lrJ8rFd/7hgzZ/pQuOGD3oihj6PIG4
f9ngcISiB4XwrrYzaODidATxAy5NSfssdMqUsT1WSKHlp3Uk+XbkCuffywW/T4I9TJ8p5388qIvF
pt1Bjwrx7OQgOmV/mxJS7IQJ5z2px+tqnseYwZMPGuRt0x/7yVp3IsDNK+Dnl1CGY7AVxiTKUob2
mcSxeoR9c9CqDPgInhl64Gx+CsxjiTlew4/ZLqZqa/OQ87A4BY3cvO5wuCx9/NZqlrJP5dHCzD38
2CmfgGxoHzBnnrDRgxJmOne7GwcbAQziAKZdbM55xQM93U8mlmEarXGOAectk2FOfNWyx3V7ecAo
5osIFPfO9J4eMPxoiObpazsphCbmFywfV2WdlZSHZudDW6+0kPTW/OktFw8iargfDDx0hCcCmfkj
KH0+093ygzGfZ2iR9zuDmsk6Cj7HZVyfzt1QkPZoy3n6p0ixg3YgK0Vad1C9B6cYVC3aJort0m3e
pHU0HugIj3ZMkkR8LL/Wg6PXWWaqfFQPpE69ZnBgX8sYH8tGWJ+ZRB0yCq9XnVMqvGuoVmcp52LB
+6JSUcIm4nATcaQyqo3GQiDKeIS7FJaPYqKW91BqnxQzyPFxB0qO6NWMUDSrnVCQSwwrtUOVeWxU
i9N3B/EMA+wXy0OJsaWLHUtDlhNfz0G1VRVNFpqdV4xzUPTsoF5pH4go04DlQCaEEd6N0emS3chl
LKvaWJRlbshAyUPhbb4mZ3Z16AEJBnWNPy+gR1ecPD5NKJMgu073EQxRw9FAAK17uXRZQAUwQbAH
vFfE80yh3mPjTpsAMz65XMIw1Nam/k+6BEtll/zWytrZirJ5fOgqhBSsxTbmFEhLBU+6n1+NJUqX
Z4RvWYiu37nMwToXOw3bIfn57AkRXRxQM/vTpLfIiSmTj4Vo4byUNeAOOwHplKdATpw1LWwfn0s1
9WzUbmnwTas1K+9uP3S+8FQq68shOiLCc2BQgSWf4d1yGNMrUi7B8YQXSyUxYt3V4uo+U2jvqIZQ
e8M6AO6O6o5U/4XLUW6XiLY7SiIRodoTZQa8Fn06Le4NFzBEsoOvIPd13o4ldbKxN8sdVKxio3T+
7ratKqzIxCBliM9PXySO0Rycbt7rRJ5tczFIN87SMGzYGEfpQtKb6scpaAIGtutU0yzES4sZ8fxg
5yNQCP2zAxB0b38p6GusHVIb8MgK951ZYaS78WTApqiZm65WnItBoS6xN+e5gqOYUtpnO/h2+Eo+
qUkLc/jF8VSjTNTrtTsP2vS5H2KidHJfBhI3kJYPaUFw1SfyJEoTkJIYjKfw3TChjKnDmmDhxzsv
9H1aTV/Pc4gcOgLFfXudQEKWvrpNEqozwJHxpCQ8k/ZZmAR7mgHf8sVUowxtk+op+ufY/eDOcaJR
4VJ5q9djU0PBquoY7h06jHoQcgYBL45FkE1NDTKR4BndhKMHid+n6s2Vpu+LvqY6voqFQkR22uLH
+J3nB0hm/BzHRuWH1TEf8LRU+dIr/uIY+moOzQmnGvqIMXscs8pDBCs9QBgFwU6dZCccFjxSlBl/
7o7VU5i2aADlYrL6nL3sxL4PCpKNVp6P1sUOeyT4D42HAa8X49URD9T3pn7QYy17xNG43OuUIjTN
bH0nze+GZd28hNYZ2cJtfntIEGc+cO4QFmdbUjYD3n5AssIdsRmLhxpS3FS2EGfImvS8yNW5qAfu
tYYNCrmPlQ5xlFvkvbtbz9n7JKtLlosMVkrz3rwa8+btwUILxFt2NH2uD7o3DLIOU70lxL2jseHn
+UopRCLrtQFxeCwOotPF1IcserXuYLflqF85HN87ycrMqSsa/ANsDmLesiCPHo2DHl9xPMvF12XM
xZaTh9kEXkKxMis5G3SXPX7eVPISqL4k54BrxlFpKXJVsELtZUILPCbQuwkTH1TW5FNpYA/cKbwL
94Ag0LPO2abI12azxUsxfwbKif38amKEPzDLwzGzfDFRwIsECacG9m6ZNhPRlk/+aAZvN+PBT/N8
s/i5bSaisZWz1NVTf3nM+MBSjtPMGnbzuubxtmaeU7qJrBUn3UMHZ2Q9vTm5S+VkjEeLMrnx5qo+
Pmrk3xFsUmVpUrHWb1wU4NNqdXDEGHL4SXEGB5h6ssokvaduZH1GCgyltXU1OMeO98bOSsguEPRI
ybWjBU4D/1w8AC30RNLVdJbDI4OcXLppEd4zOgDahh12mJw2mrnH/MzP1EBr+SgL+NBT2Ff/8Bms
9j4Zfpw187dy0LwlsDo8nvfB4/5mwj+LCXsq4P4BTjNoOO9MDdMSZ4eFcIB1lfhPNAhth6eA86EV
hh8xGY0fsAwsXwx3yZcB4jYPhq9huzr+qJUX/EG/qtkgUTs/7eQcN5mXfaVRcepXcPyTIoWdDF8Z
bEGniOZkicZzA1zh7EO5PzD7PPZktMEaMaxb7pK91gzmHIpjBPH0XqeaDDq82GRn8YVBhE4PzCdL
IFKjYtzi/ZIe2wmpi3T/TRrjOv1wkVw8K48ZBk77yIyDHKjyEdPqiqfhb21JD9dRW/28Vocxrs2E
f3eYKoECW7pBNGnJhojWTAJND4wP4O2PB1ErF6lBiZ4o+zJ9uJmUWAfZ37CbLG9QkKzoD6xP17cy
mfjnIkNi9vgYsWSTPCmbhifn+TQf3Dz30umBWR/e4w4EUdCUDiq/FWkT6zQ2HTsXmKJvuuI6Vcpo
mkpyVrA2Y9tk/bWpRQn4mil4MJzp4TVEqedGI0slO1wqIXbbwMvM9B0hePx3LGSoR0civyCXKM0i
Y7BMEnJNH2kVGW8j2G45WhZ7yZqFtwxQYfY6MoXNHoSBPXNZsnZ7EuWocZD+kQ1yje50MWIbrRGu
741iozFN8bjtarKFMdI9+QJaVn1gJqEjCc7JNOGgb6r4BOC+eFrhgyVVImzvCGpqyz4Ym6RKsKU3
G4FjlzhlUdvaLEsHmh8toS9h0JaBrjdji0SeMpeg5/C4SHqWXY+BO+mlV839PDagJsVc4SOClvGr
LgHZpXJOBieewRh4GK1Gwoo2ZKmN54X5oSCDrtgk9CytHc8gT3+4gVCHsfvUzc3FMfPe6rigGzT/
dQMVxvg/RChXI3hHwtrErhzmgLeptF8QTeAO+JbJzLPFrrkHGwfXHoi/+hDL8QNZ/DBxuVzvhoEv
52DUlOpzNDGRz/uqeSyWiNtMraNuBDvW+k9MnUQHWJyrw2GJg+yyIwCtD568VYVh92hTfKSocu9C
YscNg4Jrz9BgildJS82D4Zh79eqLznQg42Ppjxsia9N5pxZjhsQThIi+PRkBQwiPtGOXzVCImIGB
pX6/T+ANXnfnz8+bwRIbgsplp4l32OYqPVanYeCAX453feHHdRlCVmRPm479PpRaq/l4/7wmUAzy
o4ajHRJ9lVSzMuHWI231xvZQ7x1nOxmDc4YZOsEHzMY2IpEaSpmBllKPgzemro1FGaHIq24NJQnW
Kut69PS8q+yV/u2UdhMUiV74jtyf+Z1aJpMcHyk1sXtRZ0sQLHZpyQfYhidv3YHpw8T+Wb3/4cBO
ogYHzw4Md6F5aNunOWuPqH/Z5oklpypk3NcRHtZscaklGKT9RhSnuV9/F8X6YkNt0SppGjhcI5v3
PdTDv42BVkO0KnivIT7KihHjRHxovXG9Cu3OECaKGGUqC++PRJE7sJQdqhyFRz6cNTmTPPqfndBv
yl1wLGrhkfbC21cRUGWHUfHQGX2DYM2pBQ9kfhUugqcI2AKaoppa9+7UpPDaKholG8RgVYe+Uv/r
rgcNHbFG5/HDqOcoSH25xg41Ne75sgxt0IBYlgdmzQLpxf3u/S+npcm8rSSepGqia0SuH0+TX74s
bSDw2WTebCTg6GXvKb+LsWfdSPZ5aGQi1x2WlzQDejajd01rbgvTt7z3PSXvSsUz91X+y4btST3M
GqI+4rN2gXvAoZAQO5h4jEOdWAFVN0+2pV2xHNc+k7JJNWeuqYwVEjv+45UkX+gq2C+kZ8N4FOrg
qBR8xRr3PbMxe+sROYArovKqTapwpXmL+66yl77IKrxHxkLlOUCLb/d99bJU7VDc+HVYBvuBX5D3
CEEiX1pXnn4VuysWGY5Kyq/A11XjIMswPu5M8Avl27Cc8bEFNXRL/MvlgdiWPtmG5JIBQe24RGai
enI5ad8sZBfs8Tpn/LlhW6M8gxA6Zldlwrpk85B+PAhmIZK7kWE1RNQJmLp1bNzZquu8J1GCeBe6
qJOksa2SbFnz6tW64lwaLp2H5wil9yorqMy5q1M7GqD3rl6zZptE/4tVuVAclFKkhK580UjkKaoF
Xkve6WrtQMxQD890Vrla5h9evhJ2y0PCobgRUSwDiSDv3l+yRiOF29+yHOXJViE15rd+w13Bve1N
Soh9CzktCw5DbtPst7IQAVs2iIc3SBQ7fXXNfvDmevnXuHgWv1q0orFG1HqzwynKCyMK7lD3cLVz
mu1cs9zBaoccEy6tu6jpVKxFtjSyKWF56yNeRbu+W640ai47QB6vW+duKDCjwENiFkJktqmqPedc
cKiQce3YRWP34ErXQgtataZqBeSVylEJgsa2rLi2tqgUl43ka2S8RuANAFXJFb7hfdOCKJR1MpfK
LPmqAipSt0DaM1e6yFe4epu6lnopSgErI/nCbNpioYUpkAQctM7evREOd5y6IAIrSt4iTdvWsRrq
9hXblULqSgnuuH0jXVl7G1LullZqscGZIJffZ7wh8Edmbg0N4o12g1ySnJkOqQJqdmNvF8qAFo3c
ZUXDWs5VJpUlvyuHhXSZxY2uqJwf0q+rKYVfI1DEJdY5jtnhnolcX1UcMp7lVBwRCbjJVC5KHzC5
xGFKbRpphbUmX7msLVyhhKq4yV1hiYSqzBYk85jJW13h/8GlQJm1URZagY9bMSR6bZVDfmBNxgoh
GlWqjOMfSub2Sl+BVFKYvNH7KxwU0rdCIC/11lZWKu6spsp8CxAotlv7hqoConByLTI6qAtB+Xh4
rMqc1DPg+72VTcuMbSzO3pqWGnApIQqBvIfOPBdCK13ajcIjtLoTjs5Gk1lldC4tV2btnDQSFiaH
5drxnWoUjsYJK6t8XyhnzYZmhCu0dbi/pIO5WtJitrvoVeOa+i8gdDFtjDOVZP/AdSbnKPAQoukb
vknR+t3HY9y4BM8Mg/CzvYsS6kajot4iq2opYNQRa0ntc0OYhyOrhCWdyTmXxbDC2jeJopo8zqNO
HGLqIIbn35D6wXNLiAbwTssDP7YWn4BH3VIHWgmZZabeh5+8ARyC68KlkPHeyNB2gI4yRbpZU1HD
Wrq5hQDAuUmYxViBZ6uk4p4E2HFbX+kAg1vrZZPBfWN7amMNvIHtTWHlojWi0TvNFpK3YELlWuQd
RQNGWZZzTkX1wS0DSKHAAM+HNRShJG1O/MurcA3oDHkn8iNn8QTlDbJc57sHO9hzmyHCapBbc9jZ
VwikpfNdJiG22tLar5DEU83duD9L0gtwKI6CSYkPJR8rINMhRQ9iUiuVsYz1YRMudCTwrJeEoL/P
hSuFRkFvVUMSSXjphFLF1rj42nCdUVmbFomc0gbwVNvceHzRENSjBxcwqEdqEcJK/GWGR7AlTItD
4do5k1dGIYuvbC7rusYt1bQsskRph/jDAce3rxTKDIPnB78OsR+4SLSfIQ6fW+TW0RKFkFP6/sPC
z5bjc6LvGVxcJViB994gb4xeHLcABUj/+C5VUJVN3siEIBHZCS5dSJdvfT0HKbM8dHkP1hA8JbH2
aQuR5klkSgjGGq+36k0KqEcIwJcCT/MSyUaxRW71KlIU7ZzB1VPCP0eCQzLwtbJh08bt9tMiMQvJ
oUfrr6IiTv9JhWi17/YMpUfzVHzVa3GWVgT8HheZyWVuoMg5bAS4hVOQHDy0AILEhjb4IcKvaJ21
JDu7Qj4l+JHYqGjj6q0gz5BnoWxGJAdiAT7hGfdOgBDUCkbIRmV4rkUlFipAvUIXkPlOrxlFheCL
RRX1E4SoCH2s72sfRvV+ETVUZAzc6xYbGpBQqnSNJbLHmSGWyV0gV4p/FdDizvpGuVIpduUWEqlm
rzQSBpIhDs3bpPC+BR5d7hyK2wXSxlLiIaPjgdtf+kbLV1mGIgJhEAoE7xFEAUnmPVSRLA+JUE2x
xLFxFBMsq3eAwk0VG1Gv7p7rGhmdsQgESkOAkuB15WipFmIFVIEDlxFZCkeeS5sGUcVAeUEkDaDx
9IQPUYwukGMjdrHRoGYgBAG3NmoolQ+cJxzmi8HinldAUUGGhXh8OvMVMQm/1Eh3PmoH50Jb1ZIk
A2KfVLbZ5/WATpF+miQq67qU4PHMObVSxoNqIYV8sdwQjTeNUFtaJUbFoz21GG9u1jjtVFegoYK+
uPBkMtCkQ4GBzJ87nip5I4sJjTpg56K1uvalr9suixapBrRXjgFhClSZyXIUuSgPVbE2lqaJoErZ
rPHiBY+3RJalskbyzmUGUfCF2lu4OxHIW4vgAX8kUA76BpNrDSSByL6pFrSYxKuRnaMCleG64xB5
ChkBUghwDzjSXGGjRuj86a19od5oAIgR//4TEU0LLpj7k9jqopFN0pz3KVS8xQ3kl7iINVgdDa0R
mi9d6HTvCZU2ifoaEYvxRYqtpwTj/41HrwUbQsec1NS2XtgGSRgyR73MufEhbLiYNUPBgOhZ2na/
kdeZrVO6lksxieAO3WduGOlE1OMFUT5oCxKITQI/sBAM4yl439HJH3ZqPxp2kNuJ8UqkQIe14Hxc
66voPWXJ0DsIA4hVlpP8soF1I1mH40LWl1r7h4hk1tPeBZQNvJpyPPfc16UYRxB6lEBr4paOJ0XZ
2rQa4SFZMALhGalsAW2+RjiYfT/jV1atxFKR6UWUgLvOc0EpZlYag1qXx3ddn2Rc9isR16TsugZx
Q3yaVKumdmIhEBSRtrRkyL99oB4F5DcGV8K4C3KNGTFKPYkpQYtJBTwYGGkPzJhdAtDlfMxSmbJr
FFc7YrIIholwtYBlb97g+HHBxRoccTLO14s+j6Ud+RDZtYjsAnkniWrU0RxBdhS0G2LzzPt26ASg
kpG3uxrESm4XKsZfJYgkSdpwdrTKW/ffuc8mk+NoumwcZTswHB3m/ivPIfmxyL1pgMsSep9+d74O
LK5yEvNQJ0fbKuWgrKNlMd8EHbv3JJxylXQvOhGtvOK9YcCOz8UFuHAQiuxysfZxOIh4ULomQ4eH
Lgy1Gulpm3KdBia8zTSccpCHZ0Squ4k8QlH2XvBvKe9JR3GnPcvD/ypEjA3qKjuhTublqcgSxEKl
3gx2XdCxBTFG3qEXPPcFtdggg8VniHSVVyAQpCqyhUWKQyDhGgo/zq54x5EYThZxhrSqFVmeiRUh
KF4O2GAopKn6pFdcGtRSCYUYa/3Q1UIQS8wpUPW1peVABRcFr9UZKmZ2UzcoDQqV71EaCDz1fBty
V332WkmHS9bURWCvfOlKlHeotssEe5fkARO8zo30TJjArvQWHbeTIbMLwvGvfO0DWht8FrAIbyjB
kCO6B/D5bIL82xR2YkNOj0AwCJ6/lKSs08JkAYST5PLSikaYITug7GCvyuIEV0KGDhsUBez1nQUv
CVsQZstJ/KF+SpCShHAwtCMDdOD6SCvb+yY8pbBguV+kgyopY46m7Lj0NjvSCRpv542B5t5YjY9U
CD4atbUuv8SBFqCEyoolKbKofjgydBmxImc1UN6mbMoUTb5MB/YqnRcVjcqAUNl5zWTvQ5zwf0vG
vfLIigXf+xh71MyRfurXlWg58TEKk7CIGqVn/tx37JZ+DblX/0IEdmyPxkGl5JorR9RVkiTyUITe
Evx3RGbWjUrb4ZSQeHz5u6LJ9AaKwhqEdnsUKzLG25fIABtSg5UjkaisQur2284zBcKLfVSky+g3
DI3F8QzigkvCztqiVpOTxkRHISejAS49wmon5T7fNULjtJqAqbrwPOm7JXjtTw7t9sOw4W7fBgc8
flRDFCLHSsTED26Taf5NiqGaZlMMY3sgRlsdRrhV0HOJuXqyZrDgYcy19yn5ZL/o8axSrkHVe2oh
tSpK7nPoS1ma3l/qY/QFoVD8cJfcSx1c2YWMY8rBc7ZFHsjbS6R65QrVmRq8RcFkZIOjdFbNYzLd
UfcipFidioy3BnE2HiVUEB1rA9IQHggFHx+gOkrmhty4aTjmYWDS0ZysTlJ3Ni4YpRfzaZHnrvZW
JoTmSLkckRYdfO6GScy+ZyIPcgv5XZdmvk8v3Q8C51KIgwCy65NSjsrQIuNtotowMMfdft+g4n5n
67bkIagvrD+IfoSa+E8KpOch2d+f7AENdcqIiEgWGSkP/LlOXw3KK/HkX6YBFQMw0PUZaWKTHsdj
D7u+TlybwlUl9AsebVPOwbj/YD1o4OhiqBHCOh8k7xG9lFGtUGP0zmLwSfTSdiRa8bi/0xZ5O743
ab/MADCQu9wK38ZPNLlr18Rb9rwoHfGl17zPlGno2CAHM97xIZtkMOm8yfLQOej2PlQEDwmuj8bV
53RqQt5yBaRWUdfKGlGPU2TooqNKQIKAUMy4Jr+H6BNRQfR0GxahTauZJQjBU+ZjHYEovIEYRKFC
Sy5vysKdwnHadSGVUiQFURVwJuNaSt8FhzVr3kC7sN6UCbxRyIFl642ByMiD8cCIGLxRJXwLWYOv
KaRsmWpxM4XVDQlWm+NX1SuXV3hCrmW7rWtUl0Ve6R1c8qxZOLkXao8QvFjIQpgaNrbZZlpVdaVR
4y+N1lqwvUFGvxVkJrwsOUdMruA9tskubO7WWVYDX4itcbeGmxa5FAp8WeYZbrB4bWzlXA2q2u+2
uCGqtqjCC+Mk4ZB9jpjwmXCGCW0bR56jBQ4P1YNMFrkqpAFRgds7tyq0WHOVIcQR4qXLWwsVbS2u
qEOyQcLP2JVUy1xsyowaConWibq4vMJH5gKXZy/hDk+/Za3e4dKU0uuBOTdG6jdsV7Aaaf71tjVt
e0O6Dd73hsxxwiAFtrI1XFgJQhgpDN/bSivT4ug0sRNVopi2ZMxTsIXKWeNavW9a3bTCcnypEyCU
QdSDf9GDfFshf+GmGk6EwveS8F+BPJ7p3OFKbXCmPLgohQZUnUrEfjklqjmmEX8tGD7KWTxgeFuG
+EcB/uOLEqAO59qrEv9ff49g3R20+C4cJtmo5Vp62zjuoUVxgZCAZ3kuCeZwtdpArcT6A7HhpI/x
FekGghUXywIpCkkYX3njDC6LlpAbbitcawSwCAoqIaTFfSQfFO7ogviE5z5OGwpFb5a4XPRBq/Df
FuwGsajShSxxFSSX5IlHOs9x9ZEB+cphbkV2FtSJCTwhFsW1QTWZy01ZFGvRAIFj/GRV4gIjaVSA
7H3Hb8l+7fmoFAGAZXwRFT9nyozCOqnxFNnzFSgJkXNzb6uRXhlUghCydaE1mHhD0BpHhxPx1jCo
K3/GnfecGdtWzDbAqhrX9C4pKdRBClV9VJWJXaDm9cqFWjSZTxfkZM2N3BiP7D6IfY70Ahb3p8zJ
Vo7nLVssU7HIPfmEkYKURDVCm3InnWmDf0ETqidOf8e9q9DKNhrLiQllDbI6pBHlBaCoQt0h1DXw
SFoTYkk00YRBgsb9A9W8djpjmpQY1zTUCqvZusrg0ZGvW22M4KoAq1C7UQKhP3h9hOe5yVUmCpzE
VlD3YdKqyJTTCGtIE5EUnEthnZ4jE37immsEIgohK+6iUXjAyOpnW4XUiepKS63bkIL5nr520hXc
hQoVnOx+uOU8KCCe2/EOQDXklREplkmKvIsfC/4XXCvuW3PhFJHZ8iibvP8tg9BS2CEvrbxAAIcD
bxpdE1zGAy51iSoC0nZLv0QmAtsa/0aO0NYVQn/l4aYkfwsqCxSq5sNSRNByjS+lQmzKCiQ6CiLO
rWlxOZFFoDiSiAfxIDtTGci1a4k/iEu7kSEsEEK6qZdqxrvwWCB4PH6+nxo5SLggFJeRroUb0ziv
dxdvyIRcuywp7gX4Dsjk/Aj0V9cEtXw0DMr1bC3B64KZ5pnLUz4HnhGNd+E2ITd0dY1MS/HgliC9
e0kLuw5RyhS0BsGZRnEO6/dwQtRqxZXWyk2Ih0cisRlOuORFgfIwU0UjiHq4FxIUuOKc/zkpnmQs
ryIGwOkrnF+u/Vco5/cQMYbxIBZXGPU4nLpAiUiyAzSeGCRW5xkw+THI8gBZVsFSZsgmUIcv8YDh
LQ0L/IN7072PVlcoSvBXkpUNOcyYliSBIJT9EaGMARCmssTrPSgwRZGjMrUiL7jMya4rOW49Gbis
BdUitRMHVpkTosgJgPMYbSxLOpXcB3VpCrYglyUtLG4xHSJPsVJkKhbX8Z6AFZ4NbzmlPisrJDdl
CNmRk5UOvI8T97VYyH4HDae2eJLOKW0DsrLceTooUWEnP7Dvg5dxrkvrrdBr3BW6EwWYkgXCALjI
FTG1zHj9Emrye2Q+1N7iCW6lMhrylShRO6WDm1OMRGuyokSqzlA24CMMHgJoCHMSH7siKznPcVN4
VA20xaNRZCiIue+UjqzNOzZw53G7ldesnD/kIuv0uWmSBR8ohnh/k4kWyYujLmf5qOYORW9kgUhw
EbaeBCE4rT362nhjEYMF9Fk8QPzBc6PQMTco/l6W4EoALgN5MhXSAUWepB4z0Nts+aE67JKHAlK3
EBgEpvWpmdLUFslpyVNxuQB0Q32hPfm+STnVxIhIi8cFd0ARYpUfIK5fjQp8g1MuWolaIEqDhgy1
UamJAX5dGSCXMu18lge5TxvvVkFpjsyQSAYcRSaROxga6xBMILO0KS4XWPQwlTF2lstBexq3JS5k
WAyMKgZl7oK5KBh5cxIZQevnLqnueZez4z26tA90Xv3RwW8lDzTT9dAhsUleMpRFEpFi5kOeihTc
z1MFQHwWMQPvLGuk2jpcJGTQxO9Qv7gkIxqZLJH49/iNIA+j0W2hF9oAcXgLndFA+VAMXCDRmwi8
P4XLZBMQRar3RbENkqaH7IvMQ0pGEwr0tcqGmnWIAXMNb1AOU8BZkK2rl0kpp72zgYgMnQRHEWl8
VMrYt81ZpFyIZPqAGJjnrTmO5SnPktzEyEyh2MhMW7PxyhwdFGl33n4j/D7SG4l7Nz6Zw4Y0VhR5
CIhRsnM6ihQWsnR45Mlm6bkorUuBc/BZ7rjeW6JioVAf2eYuABeUwQhoKNSgFYt8gRjWLnhmSdMj
9K7WuLt47lZZTgnWuMaaUUgByhxGEBxZNKIW4CvvsydjL4Jti5xAicZkK4SlyB7IFe5INtVKI2u6
UyhsMoN/S3L+IVqiUoTkKAIwvN+UEA6cDRMEvGCoUjuTtQ/r9bZr8kIjwZJ5M0MwFj0J3tKAck5G
/2hQ92uFOmvGtqhPoHrk/UwF2VdBI1DgpEviPQjhuFwSuhVlK1HUIiYg8yJBppx7B5VPa8rcfuEy
PGyIEzhpXAYxNGW/lxlDHUdR7nnGKlETxlHGUlwKkHC5FOzWsk0whnib5veCU42L1EAp2jYHFb+g
C8inI0aQkn7qgz+4nhiWVPILdya5vfd8oyAKHgbLZTtIyfX4D1z0jsAlxF0AH1eD//4gWGlSmhAn
qco7r1rrRXwZwGFG4amFf3OR4QhRk8vVMND/0P/Ch0UGYjoIHDgce+ccp2MiSm+p58GMAN1kvZmX
QAmQkpuLQiEzAdBWG1SHCRuU/mwSf0Zurms868hirRXvhQocg37gK8+8hLca4Td7okB8AurxqC+7
7ZJnWYYA0Qen4G6zO61lLemoouaVUUBlZpkNzlFPtNJbuwB6f9+2CxhIG5h5HzT+kFQY2mRBSMzh
53uR9lR7EctTeRVBth1EnKjZUwQEqZUFQWJUtWUJiD8yx33IL98LpFoK5MnJWNpmGRI2UDKsJIGN
53iJQBBQn24FoKZFhjJLugQCEcIHdV7gJ8Itd6httoDKhUTFE5Vjfed8OGZOeZ6UN7PnqO8Tmi59
/JI34BO9gff1kG+PwsE83EZ8HRky8hbUaRGbUahfY4lpbGKAEglE1lB0WdBXUyk95Mf4R1Y5yGSN
HMopx1P/A4Ke3KuCoa9eRmY/EQEDPVDAIIMryBiPOOko0+5R8rsyRBWdqw5VjbbGr3JSbJESlrCI
v1QkDDUbtI0PwVGRhjUJT19oJmBaGGXcx5gZ5Ll8hZpP5jofNITgivD3DjIvEBrUIE2LOuJCI/61
VNaF1MeYZUchZjh0rlo8ipn0AMrH97cpbMD7UGhRTFDfvGzLcdNdyBEkuIpUjGc2I28G4Iny4apk
3MhlLgbtI9wgMd/b06RLhtMmt8PyQXpQy6FrL8i8uUXzGAhEIp52j8uugED8xiHI1QshbYmQkRek
XxcpW74kJQkxWUZy2xtuLnxEwxvgKZEcktNfSAgtrPF0tYIq4qDuTSaLkudXFF6GtCnI5MKRlGTJ
WdW48o7vmNuR65/febKRidsAa7uUIbOkdQFfspMTpm7ykbtg4EoAtU3z3bEQOtMZqyVp5DyEiZKa
uART4dHitlHWW0uS3dj1HBVS9AUbVAYWk0IaZABR0f5MxM9hUN6BGoDTYka27/bkjETaozJY4BWT
NtrbnQ0qFW03YUNSXZjvUE5nJXroHGng0fPodaO2pog5qhPc0ii8w9p7lSlsGDmOlWt6rEIQU1KQ
pGhkDjpD2kNU8x5qOcSUNIWttkpQwmpMj+JejBqePBqGFk1L8AE5FCUiEFs5VG8Fao0MIQkpTD5U
zAcLtqiiSxQFbVvGHKJpRYRhlI5KcI5Pku5jlA2kSCyyNUGXchnyagYuNodaMxUMNAp1YsjKlvoT
IWfGI8svUU5x8t5SaDjHs86QulVRpOMWeUsIcosdF7n1bhE82ZkPJrtwyLkJ/5AIRnVFGbJ8mbzN
YIUaZM6LlpOK5mGypDhgG1K1Y+3CWwpC9Ce3QW5fO+YDqWi1Q9JVhNnW85SSU0i2peI/MeCzjiFB
nYJG+cRBK2lc87rkFJ+Kj9oSJUcTEyelXisS7CufMIZflS5qeRCMNL0HAZ4lCYhjJ47snb1e75Bd
JhNKFHJrSbbGg1lBgQpv4ilUopsDDDJU74hpk4mFwiQoe8ZA0FpDjrdNkSpBpoewN6C4a0bOYtNy
UoJyYcg/QMfL1W1tpSlIEC5QMNO5EGVNbzatK3xRCBTOSKL5qtWMzMQXXsPgHRcNiUxeKcPfKgoE
8lGLokAMpEStHfkODM91bXJVUEof2T5FJWROWMaujNQUI4zHl1zKqJKTdW5NmXccjwmuWs1kzRAk
QcOVJc7Dw5LzhdcNsy6uR6FYFHswbY3YHFE+yvo3LMRrgUpBXzi0u5VFUeGnkAlBjTW19i0QFXV1
x6PJye6Iwkkj3LC4xk5nVc0lCm/EGyvDWzKXc2FQ2d/j59xJ24LXzrn3BQhV6cK1mp6Fq5JTPLYL
Zr0FbxF+2R17wos2xG0tf6lvq1f6DdJRzdobXbXuTcznJb31lc5f66xFsqmctqI5p1AKaUVlrXKW
PydJXyw1ZZusRfFcyWecr1m+zPL1Jl/Aai2fcsra4JQR8sCb6sUWydxR2GmjG0SVFD4sXInCtzE+
Nh//gcZY5062ByUz0i3qYmbX+KhhZIVIt8gaqM6E8jF8wutPFP/mT6V40hmj5uxaQx4KxIMGzzKe
nSJHnicl+PRTcVF6dKYyhRpISeJEnRwhqqCtDeYXPFiqVAinc8pfQm7m8lyIdYbiEHmDKMt8c7XG
P5aFelrCDi5hC8h3mraFhoKorTH6thOQNbC9xZNnWs8IrduzU9WIugRAAcuM6R1hkExKxbOBP5qc
yMQe8dzgGsNTTvmVj07XrN7ub8kNhIojcjwLprGULeJ1F2hxKVB/1LzhpBgZfeqkMFoRD6VMS5ZM
S64kFP8aRS5ZkEgI7fcNWF41GS8o7NmYp5zyTZd9z40hWx1yYai9qgSpxS2y1AaHpRV3JYJj3p6q
sFpBDJhvyPyr25bEDy6XsL5eNvedpalejGCtzWRuLTGNp5xyF+KIypsuyDXVcGkbHsMcA63iSmhk
umT9h6w43d3YpSJjJVkalVqoCyFlgZJ+VUSjyoJAxRUIJdeIuDZqwZ/0LCOGaB3yKkE8R8gF2XMp
QRa5lI/T416HwpUphJVlJlHgypOV07R3+CmfeOYUQU2F0EfnhXI5C2E/zmvgsFKmVGT4yJR4yhkj
4cWErQr1BuSuyJJzpspCIHoi7FgSJUuylCKbLSVqPLk9NUJra+vTiZyRDlVhKVS+QIadU8AwFEos
cIYWxUCeMbF8b4NYaPnEu9zrFy1Zp6EJlepbfWB2I9XYRzo5e0ZRGu6rdnh4HZtP+KDOTv0hpds7
TL11Miufcqa3ycZSgd4jg937CkOwqxoTdA9F+ZUIz62RilyLbW2a29OTDToysi9kXW5HfjREMHhw
niUPU8Ng7wyibALmDfL0/dNubzRoUOwKYm0qQUCBKDzTz5ONxVd54nlByYEIoXN1cpchBkzidBuJ
qhkpYsglSpZTWFlURii1TF25q5xiSd4D+5QTdik4retSZNJCwMHu+YgF4kDnidGULiU7Y/g6/qFc
yPv1RE+2CfmkQkpD1VCsjnWo1TAf7GSvOcJLCpZSS3KHSbAK8OyRLWMN5Aw/NcLc2zE06YGkTTAt
qFsBFb7ga9KbKXKbrP0+MQXlg//jSaGIFsLjEK0pg1cAUi3hLWSzoAyZJpC72Aa5r0ANiguLmILX
cJJsjKUiJw6VVtQbyXyMerGmTLhFsXSWb1BRb3ymnbGoZllteaOfVCxPdckQZgWczUQFnz55w2pZ
3irMPTsmNfw5G5S78HXOMgqoQZ3yaVUpH2dBoUx73JMiX67IDpEDiVOOO0txbxZZtpZti8hiRVBE
n4IiPhiMHFJ4iDUgnMxUUWpL8SVLQXBVtYxXZQUE58qrVWvgiTE2on0tfEmJxjUoSBEcZt6NYPky
gGwK93CoPlO+J8M7l+T/O8W1UO8Qnl+DaYXwQWRtnSE/WFMoIng7GOIfgwengMw0e37TPjHHTn9Y
W7UchTCljDgLvHPtBR875zIjH7CsT3VRHcRjk1AX3g94WIGJao2SAsNyXNulgqdVHqvWBjX2hW5u
fS69ouiyV6hemNRUmnw3qEHzHIUJrzN58jC/6tCXRcpwobsdkol0SEKWdZVdQfNyLyQXpiktf8op
tzFBw9ugr5Fns9zHPuYxvMSXikUOrJUoyeAJ+WIhypO7HKOMyHG4XsrVAlWq0tYyY5tkW0aSKbjS
K7YWIs/zTVY85ZS3/dx9qFNUhnOe2SEojbEvgf7FmUcmehamWQCj7B3UzOBJOfYbqpjhqxSQKe5C
Fso4Ss6TVFqL8g0VUD0rZ0thC8WXWizyk8rja0r99vHCqF/zspAm48oI6upGUR1ke+DOaOuofI2Q
VIwhN097lsleSeEeze4VkJ9fWk3OyRJ1RB/rR13+jGY6z1HQyFrrIjvZHEeT28QSUK8zQESHhMMX
XBR8mVPpDEbKCVlZHHmsEfq01gfxPuH1clAvurY+xpg66HI+8Iv5qN/UD9JN0PeMCPD+xdT20xd6
CZU/FlEKpAwmYE+sLd81uwY1ZacqhBhCyRV5eshuSwG1VKaSEm8tt8LIDD9dWHKTZif5oTQ+Qcqp
XPNCIn7hhRJWUNwRFdX08cf7hqwmPCfWcM8a/gHOMr+lfFHemsaiLqEoFgSAzmuo17gCjpqkD4fx
cbSUAHOKDhvEcVT5Dsyt1RRwnzEo8YwI1ExLoHh1CrvnVLXEkBPDaafaJ0VfDcnPas9AL199+fHL
yx/+gxG3n/3wb8R7f2cpn8XX/7lmv/z4syz/RVPufvMnv/zkg785aT90obp2ft189Wf7H/3sFxn7
qvlZ9ZOf/gZBB6rHizXjF03z0y9+/uf/WV29cT/58vlPf/mkmhRrWtZW7JUrbm4+/cdPfvQZV29e
/vAX8PEXOZc7SvcmR+OXH36RX/8W1O7rj353/elvTu6yvaMMQQ3r6puPf59ffo3a8evnny0++pJT
DqA3mxTs8+99vrn4veHV/vIXzz/43dOavKjcBHkNMvvFR3fs05cIJeoPbp9/+vvMF9d8psijcPvB
q48++sJmN9sPXn788Renpoz83QtcKOvPP/nqez/7zOZt8/GLj3/8hVqJxRVbXzJzoe2Hv/3+p7+S
f3Lz+uNfXP/4s6e3Y0PfHw9M5LqdwY+aDnjjOuizH8h8XIq3IzWlZ98FGDGEPZ5pLzwjLOFJ1Yov
fcQfDu+mpSRqAdUXTP7Golrx6qukIHzj4PM9OU8/R6HGOxfH8euXwdbH3Jecfe5X8zamBLomCa/P
U1MDHw6F3PD2Kaf8GYtxNS8d+CNqUp1x3nmRX8d97z45xbF/k+b1NbMvO0wLg14FIQXYEllRW09A
+PekZzklILuK6Z3yOUbpEz4g7IasnN46V7DTrXo66r1gMTj4mddbpK+FHKIw6VkbEtDr9NVTTrkr
LPMJDvD5oLR3wX+Uqoh3UeXf80NbsdNWkc7uF5uOfxQXCX4OMaRjk5bt+z5N56On9VYM2wD4cjzR
QoW640988gKCrQWLxbI/9qXTPjmJiD9Jf1z7Xpkrxj6moDT+CZPPC18im7PnqEZfs4+UuM5lW2Qf
LJ50l88zj3VnGM5fw2nzl67zckDeFKXvPyiedjpd7aMiyY4s9ee4TmNfs1iLsKSgIXYaEl9PVIwU
Qc4vRP+u8N2FDyN1TztlMdwCwY7yplEXvOyeB5bDB0JfwyQY7TNINQ48Z/uTZO1nf6wXf5tTMejI
0z3nCr6FWXycduRT/Pcz8fxSf4Sr/wEsrtyfJTL42PNWxfefoEK1gWumTz/QeXr4ULL99/EvTWkX
C7Jv/9TfgOz6e46JD1DH2n8omL0w108bBfXDwR8Wh1GqD+J+rH6WwgSfi1jp6WNk6Jdd8fHj15+k
0/pRRsIXf/ZB5osPSvGTsNcZu8QTfEHJ4x9TlQaUhzn753WpRC3rENE+sPpdymNt/J5ql39EuUDE
YT71PEhk2c/SSbxkMWOQPrmvM18+YN3Br/VROsJ/DgNg5pnap2FN+JPGirw3OINwxYqMf5pUop8m
3vNRuufHsXPEKabzQfojPYd/7BcCZXr3wA9YqAhGD8S1WMCTErZJ8rPr1dSV6Jy2sj3HXjNtTD/9
is9Ztp/k8v4UMt3cpHACG8Wp6zSprvxU6ul2lqlq5JyKRqepTebx0u/R123fgyzsS+fRt19NEEt7
xvh2MPiDbq1uIvBwXceiKj3CK95P7F1mqVkLtKl/EUzOqnsXkOSP53qZiPAf0176JiMuJLCH6/eJ
DL9KKtdpm0NYlC/iAyG1UnKdyezzuGzut5SG6WJ/y6e6OvvsL5jP3GWQjDK2Gs8CrxdxOnDaEBSu
3wVlicdVxQl+2b+LisoCa/ClLcmr10+uGNJUX82SMZs0ETyLsOGPlfz/wbfZdX4rK18q7iXugKKq
E79IPPZr5itsspvPAvPmL0888BcpcwqJ1uxJFHwR12j/n9Ni0Ukh15v+FRnBGsG+ecop/10o+YtH
j8odAc/q3zPLV9bal79J+X1fklUD6XD/hW9tKeHr+04K2bd+A+ZGW6TrL8igBgy+/mWqRPc7xm/l
nRLffMbZ7/LXPP8vJ2UKdVTYMr6vqjp7o9XOlnYrX9bq1cYbGZ4zC3mtrl15yVeXgl+Ui2enFJ+9
e7WlAE6zvbm9ozLwe2DZ1laG3wFzmWBrnGp7R6XwbEPBnXqv4VTIpeX8jqLdHLRGrNyizMr1hSjE
YsVWF1IKxNXUDIdveLmSm/cWfA2b5SlIUicQu2Vw53AA+o4Ja13l7rp+9KiG54UvKbsi/rHMTh2q
2tk7vdvp7d3L/Z2tdL0XHPa2tVWtMvJiZEzu9nc7Z6DSvJE7A1CfShraAhUQQZG3fWH3OC7thMx2
jQHTcl/z4oKr3csXO75jLXk0a8rYO5UntU0cpmLNbqGoiQXnLeA/7nliNbgv2QUXhl9ycXGZrYpT
hgzNcN18p5LK6gVFPy1Wz9xS5RkvqVUSVd81DimHZTIr1fu4mvnq5KZYXVnbcm2ctqXIeb64XkCW
LTJYlJQss7oqNK9gIfM82yyQHPPL5VnWLzewLMXqNEPLqi+ncuF5cXnSN9pJImrLqJCDkdR4QfYo
nSfQiJ/sF1SQBtfzJaVk7+41BHW1m1bLYk3FhODatZe+ZEGwijRrppxApcYizZ8dBKV9+2w2bnSY
TGupeKNFbV2eNDsLR9Zcipe1ebZoYWU3Ll+VeXZNkfbsoiCbO4rsXJab9ZIrtZCnHihZyEJ3SLU2
N0sjCls2C5vZ9sJRMOQlHmWjjTI55+sCqSAvMzhTnuqBnOQHoraIBg3URK/4Pfp76CWGW1i3VDGr
XFKTNG52oZJG6DVbSSoVu3Ki5SKHm9MPTJ0deJXvM6PwV8a6TObPfF3Zwh/pWmYrWCxzBRlfcnOO
QfJVLEbhM+hk6haXaN7bEUMn5HsUtCr1KL+l8hGV9fGUlFLKm64J7h39Q+UAieZ1W518oE15uFS9
fAPPhMDzlZV8IURXG4SGtxTvi4x8BXlxfTJCcvjdzoLpz7KdUwROOz/e+D5zvvV8VWW+kRKDylix
h64Nxx73HMUyUiITyLFlZk6Ddh/PJioEkyurKMmdGyszV3VdZfeIrBXVOgBRsBx5ZnGOWRXfug2J
H5QBjYda29GB6uswFCcPyi56jcWe6sI5oWxWCCcE1XNxsYxSA1Lj2QYrRUax1ouTCji4O8oI1Xe6
qTPgVJpZtG0FOWhHiiJNeccaacQNlRrdQVGYSigUf3sEETtW1azlqlleGbeWZeF2ZrvdfSNlta/q
W1Mb0zoq4YNisF0ucrNgq+cXzjCTUVplUS4hVygXdkD+bMvFtoI3iGH4rWntzubL2taVe2Ob1rnb
/c2butL7vdm6u7ZxNdX/2zUIA2y9fYWf2JaSpne4tNpcUOA6lbCXGbQovbRYcZ5vsqtiRWnglD9Z
oiTWUuZCZKtrm6kFsilRLJW6UhSG77IcP1lurlhZ4ExV2iOkr4oy8QzFSqHY9vRb4YQYrcte30Kz
RXy8vdMo6a6o3CLVdUDNb5vlK8bLpUXq2SwWqfI/LbltET8XC84b4ysbIQW21PXUaF1TIQeRZdQO
IhN8zQtr2Mb4+qc+wT4vVlrxUoTC/qlnBD3aPYcFqtqU/wqKc2rVZRqzx8fgQKmmrsidRJ5aMygy
qrBRC6pUWiwWWqAYlaGwnvDAwwkKg85dhvSOvK4SoeeiQ4R5o3GXkfGIV1QDE/EEUR0KFIHUnstr
dbVEab26ulrk+wgF2TeUt2tcKs2iCMNARfW3eH2LG+5kJnkuG1bkQqKwyQXV4Wm1wk+UyJS4srz0
UisU/USESmnyJYgLoiJQTjaG3RbIEkS7bfZCCrrvSrMsp4pZeDb4Ssm20g2XuZS494bzhUQmLram
Wuf5dl/fNDvObKkKLewFflLB13d3YODmdvvi7jXiQ+0Q9TZ47tZqA1K9v17jRuPSLfLsYnXJF/kH
mwvgEpGfEmbP727rGoxV9RrHuhJUxfBOGGmQQePp2yF4Fb7k7UJlOGtj1JojTYnamlziChROIdks
BaWBtBuZ13fFVltKzF8XOhOXRVnp9s5olN672r7e3fn0X4HrnAuVmxz4Yp1tKDOKOhfKXJWQqYtl
abV8sb3brJYvvt5//gLxjt2U13g0nr//TLfw9c1dma+2N82L2xsUUav8AqXv+++/L6HcN+b64vru
zry82eLhXeIhYuzZ+9fsf/5f/rf/8F8+f2Pyy+//N//iz//qr/77v/rBkJH/D//uL3/+6QfrjLXb
l1999o+/+sXf/u3nQ8eq4X/xnxCaPaM6xLvmz305pQui6Av2d2J5h1w/p/PJqsto9vaCuzKX9c5H
ClgqiBs9q3Q+2O8FaNQZ8c5vPJAQoe2e995svaVZePn5ZhPio6MhsvBftaEkTPSFJvtVTh/WXsYG
G9sqVkBHKESGN+tlRQDs6zSxhYeCL4JTdRnrfJf0z9e+XAL7MGT9LqKF/rf+Vd8k+LP05ZBEj4WJ
jd4kuWSTikB9ihgVMgmN05dJCjXJHYRaexg2spb9D62gGE+qgUsdPoq4FGS52bOhH9T6h4tUXS/E
RHupqHcJCOOvvtwdx3Sd4ef9eLORovmN/yq4W6/9Ufbd3XUIjrjwY/5cjtytqyGAWsfC85o+F5ci
Ds8ll3q3X31vKBzA1cjlvg77O7gaP/ULen8r0j6GSvBdkfvSB2IGcHQ1si4rX/WZqo2+H3oqIXNn
7sckSj97mdqthKHIFPjT5dKVA/zb15tP325ZX4vOr5l9M6MqDf0nZmIIFzPuoCK9axvO1AjZtO8N
fi7SwOa8Ciote9clo3mI8/nNZKgu/WcVOwb4T6iKDFk9g2fgjX8R7t1esOpP2QIisbFEuhVFqyUH
9cSR8qD0SZj/pGtZ9ts05pv0iRhosXW62SR7xkFkQTfym2PQ2EyI9vwrm/yh5+2X+6MD0/STH6cf
PUs7/mFah9SSTl+m31I7Uzl6ae1nNyipGL8KPKEMLbPSpxdpomJAJPsZDaOckNZ67AcbqrftQIU6
UIleTNan0wN81aXRdT0qmjh670SBPuV2O/EJOfLF0Z08cq1mOMM5ru+Dt2v/+cXkCSkGsG+iJc84
R3+40JDc5wJov+wiLcI2bfKBpnYx2FPv1I+bq1L61Ir96i8mDvMungnmtymfV/qXZyy4Pqk6HxD2
5f0mhiPxZfyMT57yEn94/3M5v/IXf2Sr8QSXOsM09U/xOrFxf87qMOvFhHvC4D/l5MjMWXguB8ab
A7HS8cMfMvanPmXh6ogt5wiJHnCVdf9keyCOu2t5TL7ob28r+R/s5jM5yZOdlG/3kt/q24ExYN9d
T3f9p3RYnIfOboD59UPAVTvwBrztZQ9dskd1k0cT9u7bWGf3B7v57U/cu72ad7Rfb7POfzw8xP1z
ZyCWfXc9Kf55XNki80957v/1QILuNP1dEffazOz7UdOcEH1v+QPpXM1zJDv+IzsPuP4+3W/PAMmd
Lvz1hCB92iv7FYO/v/7l/3Hxv3/9727/v/J/rT95za5++fWPzM2/+W11+R9+K1832n2lzDfZzd/8
2S27dF9mzn0PT4X+1bMvb//0dS3Y3z7bs7/4fMXAXjv4y9/+7Y///etvavse0xuqaBu6PN1cMfd9
WqF9Hhfi78H9+meWPb/T0pJZR1XNJ9SBCkIjb003tcqv6MXdl5+49od79hF7Vf4Dhfev2faCuQ/J
87OjpkzMFPTD+t9oVvQWHXi/dU1Nvvr3NPsBpbzeXd/ZD37z67/8+5e5rzFSWvJcfp+wDvWCv2Bd
CV1qIeti5EnHAeSKfY5fh5ZwXl10EBqLO5uHVkD9xrSoIi6p1PtXZVTzmp348l9W7LJ1G78f0lCm
jbcuuUH9SEbVa30V8cy3AwhN6rj1plIqHeLanqRgrC6aMvVcQjJWBLh4wTR1Adk3V8wudvjAjzkl
nTBuDGUCURHzuzU91TO7XfM9X/wqJn+ZRvou2z7iKfbeyH0XlYu6FcwtqONS07UJlnE6laAoGorw
LCX869fSJE5KMWjk+xua1FJWhoH3KSXLN37aw5/4tgupnOZKxLbs1CHqZ9ROMm4KtzfLxreWxRVr
4EPSY16s9/zTL3/5g7/WS4YEiBp11/anOzOmOXa0IIwjzoJGLeAeXvh2YvgfrwZPz+YlBx8d89cw
OPluqHPrkX4r3wH7f3PLXO09fMlIYmoWapOGKvC4m7cvt1//nEIpKFRj5s196vs7txG0Z3DPM6Ch
HS42vGPpqN9CJtlDKOL4MrbRa9N29wHmfGw96frRU7zIgDBEWgnPn/sAQTcxkw33Mp8x9BwuxUtx
gJ8Gu2O7Vixn0Cd/GzPToylNpTHnA9vft3hl86TnSyh9W/a+iwvfcY/ZZTahnxAPIY8Y3GDdwiJ1
bw/zQ2ywYl9t/uGPwlr9Tx31fmfI++76r+0qkrwjVA/fnbsnusR3lPfd9c/dJPTd9d313fXd9d31
3fXd9W0rtQBv/5zRI8gQcZ+X7niNOf4u4X8fcO46AELdt6vK/OkPXm2K//N/+re3V/LX/L99ufjR
//2z/1Gzn36z/PlvP1x+tkKNZ/X/SPbih//d/yUu/vpfiG80Z+V7//En3989E1xlzYdKl8+Lkn3x
/Ect+9Hdv/pXf/sh/8KyG1n++soX2Njw6vLjvW8b/vdOUtxHfulW669/8OmvxPWvJPcFO9g3eDNn
X/lWgi2T5NdSXDmzZeyvV6tCsZtn8Ob7/EsqLFW8uLpY+jlVz7OvqBV5zpeCl3+65eQp8zNcsPdD
Y3uWLUXDFI56+2dFw97/3U/W/2/hHVYFdUfyDhje/JpReUnBv/b/j3qe8W2IKhaa9PorC0ErCxnK
n9O/FjUZR+ULx26oFlTW9P5civl1Qn22yBpfB/Tlcn17/Ze/y5bfqGxLnhfxDfeGWx7cQmFjODVh
ZPnNAolGsYy3WcziqMvceUtdpXw0jqAcbH1g/yoDLclbE+2qloqk49+r//iM8sNfMNnmbO9Lcm6X
1KsYf/EbTbEz24+ZxglKWisRrN7At5zlwfZmUnODJVV7xNXd/f/svVmPJEl6IGaXH3FlZGZlVXX3
cHo4Qy653IVWlBbCPkjAvkrQm36n3gRIz+KDpF0IkhYQQYicg+T0VVdWHnH4YYfsdnM3dw+PyKiu
6pnyadRERribm3322XcfWHUK5Cl8p5RjlbrOUjsbuZCd/iQQqeDzSleIN5k5pam/3q5uiA1ssUov
lx/e5XJ3FDC3TgPE1LY9U/OGymOFsLFaYnEFHnW9yRtlsU4qDFZLOcyXt9e//E/YxnAK5KTt3OaC
4NbRs624mTspojkyaWjNH7KyH+2Ep40d0zvbCt9UveeBq44+TBsdwve9AnTA93A4VgUOLopv0IYr
/2DlJ3ar3Y0qpQveqn6icLvBP/zi5X1WbX2PB2EjT1kwHB1+6WnRNNzTsad4omAvxT68gx/adsNI
FAsgLAaymUpTkKRmjkFgmGp9quxf1Hta5OmetWEP3bDFz3WxpLRnzruLBvWETWOLuFyky/LgR3LQ
rIMPIyScYgw6n7koSLjB/WuIJy16EnrObOeDXXh/lJp0zbVSla4fJBdBrtwjatLxLMySCB5zAnkL
pPjFhSqD8gX+9SccQP35+nx9vk6joudRYUZfYHtCIwHmUiZVpefxQV6ODlPPWkx4uY2OYPCTgPLn
6/P1+TrD9fTY6k/fZfs5mOPz9fn6fH2+Pl9/aOrG8G0nmGhEtxA+OrskXrtiXb41jpZASP33+jcI
fEVzbxkUpoA5dhWNgCsIbaqe/2NQRMgz+wtTPLv97kd3g68Y8MrpVD7DaOsULT+gLxrzWzcg7s6w
+QDdr2HfsPdtScvVPhJ/p99SBT/9zH2oIhHNv+I2ql5l3jgHTQ3wuN3h3wdTvXc7YWYq2osCQWWw
vx2sqiQ6xZ3CaxMJXtzCmb9238ddO+6CydOBAcu2Jgxc9SrU11us7r4djKA2bI/M2+tibai6lBr/
LvHoBnHjiLe2GBr7XyIBlEUfKvc6PryDfkXlSQdvJHXOd4r8to1R4+PwCOAeJsXAT8eK6f6buNFt
6VD0dwEmvG4/ddo0TlMt7qZB/lCLj0k/naa/nbb2yArfnJTX7RtiRD32ejVtUZ2TMnJzMQyuGBrp
oQGnO/DWH4b3T/EALs790v0nr2D/7Unz+V30zW8sEu6vEJtrfpo6V82lJcjijduIVFiy6fnIn7iK
Rp4Z3ThRBLtaox6Flm2sM1VPt5l6HWqjK27zHUP0nrlqM4sIN/4kwmd/YG8cZHzhr7k+v8ugzlsn
US6JhI0QvHmX69nbkiDdircHDGtDSVnrHbaFDc0Nvkhm3N3rmfsJRzD0fCcmO9cOaFkXhvyXenAY
wNDP+VL/lOkPRRu8F5H8gNwyk2FZOa6CNeW6igDu95QMky//VNYG1BeufiwM5jMLAOWnWrifTC7v
1xF8PNLWwyQ37NLceXwzTN/+RVQqkETAjAoPwlgiStwS/sRB7wtXZHIdbQqLvvkLN4J/+5+6D/8a
2EPqf3rppveXbnr/CoB/mau9/i/c2/+dm7/PNf9L9+G/dLX+1hFqjbDRnwdSurm+dB/+XYSrfuQv
goOftIH55TAVfRlRVE/KFu7P18foh//WQRtGuBEpGs31PJrYL+wc2H/rAJsHW5lEJy5v7/JXw4x1
ooceodbM47J4mRsfDVOAo6IBSECjOiduCuSXDtqxurR2g8T1ll8E99C2jJQdUqzOeK1PkogOGlNQ
HwCJ6L5CDC/ZP/hnERAuog984DjYUyDs6ZZDrMD+N8MiTXG87sDBcc3gpshR35+km1QD511+/z8O
U4ARzffX0Zx3w6rZNgIUclwJT4DG7lTL19Byzl7giE9Q6I5S0/hJt8X19HZ2l8X/PLwpI8PuBqDK
+2b4xPJl708apxje5bP3YbyfsMt7h7ju7bAeRuxvoyPvDVwjQNg5AriNBvzn4U2p+hASRLbTD339
c6DgiAH7YXw8/2nADhluCptA9A7af9gnXP2MtxXniWaWcYp0ECyPATDZIcHjiYg0YpD8308iDmKY
StQRQaaRBYZOmKGHyf/kbuDRSw0M3/XZ0P7ezcFT2v+gb/s1oA+0NuPXNu4aToJu/48C91aEXw08
BafJuGhYMjvFbcVr/jGOE1Sl2EbPx+Ffzis88Aly/VPn8mOWQSANitE+A+cnV/g0Ki3NTpD+f4RJ
jgq+lPdNMfnRz5f/Qhx/Ej7sGTjveiv24U5i/sFw5idaDuUCfL6GLnymM0uhzTOmuc20UymlTnbh
HWsO6mIX4gMl+oWzwKI+zcd95j6R1TPqYQlIxCyzVxSBw5LrkVDLz3jMYfP/nJ+DrImTqY3o/Xsl
embL3KYUptnnYQPMVEDxKVQJPuEAINOolDet6UAUthJMQcAjAHzKpjz5Sqafb3omiSU8jPDA1mTK
YIQuiM34bMUPdXYNno3qkSmo8lEktA93wQnv/QMtgIbOIBBORRQYhq/9oWeX8hg0k1EonXAE2DTA
a/WB1xT8sV0VB5+vj6SzftT3ip8yvD5lLnPy3P4I0mI/J++dUTT+47k+imHpqeLeBA01pnB7rv0x
XGrqW6f8cGvvcBy7iCbofqNhVZ1hrBlaGWU9Uxv0m+HGfSeiW0XQmv4gEKCDFz8oEZ/pmAhkPAW6
1wOYBeuGvdEHxm4knsbVRfQUFyfbMZ4iY6APrlagJpDWgplZ88BtD9qd7bVb8MdydaIbBjpot87N
T1q34Z/qFvzEwTv/ycwUg8/XB5Vchhg9TYGuRolnqZZNEKBQ1S9UHeFWQbwVbvNI19PMJ5SYEBNl
BxfmG9zLru1JF5BqLw0N7hhal9Dl2Y4WjWGLC6oXLazE5VNaxbRxYhiKDhxH5FUBfVVDKX0oJxhu
Rh5s93SaFgD7913oUoDptKdEW45SV3Z+/YacS/WBTYKLX4BZQsm7uyw6dSaPOji4iTocn4+r2ioO
r+s0NYcMfg+xIJ1dfJomBYXOOoIAxYtx519ckznGDJML1PzSX2mNQJGdSclz2WflB1AZpxGHD2zs
gCDsUcc9ikvN8Y+nCw0+jPVnVWvaTIo3pTnQHwek0Y9iwesm8eCBevN/0OKhF2nGUGv3E17g515Z
/to/saL4mXTYPyrjyY8HnJ8UlOEZTzcC9PPZ/nz99C/os71MzZBSFzfAuiiBV1ieOcXAZN+bpH6f
iBqm2AtTq0F3ATGCy6ovZ79uU/kL/VSHa76IxF9/5P5cvygJMsT92b4MTrtoM+Mb98HHoF7pwef6
KdT0tG9UvM6AoG0T8GUK/DRy90afSs/cNz7U0NfxkO/dIPsrhfabhq4GtDXRMBQRNDqur5hlzl3x
EBqt4i/dbH/n3jV3N6yDbbqF/dDII5r4V3qYrM9mgoOtpEj928mvxH03xwgwD8eJsMJc/7rNn4Qu
JiD0aKs+VQoH2xTipBjWvmC0lXiCOBhXCInzjp9F3yTHcK+42Mv5jGn2+np4c38eHKtfzFvj5MOv
yD9t+vgAzu3IfLLUG5cX+B8cSIeOXtpXl+ZZhGOJeySPNvdn0eMgMsfDYf1nxIQxUjln5JHZ8K+r
k1AdTThWEj4ZDJ/CIyclP0kAhcPnaz481XAV0498PizPi5PUsL92z/o5jGxTEnDzznXt2OvPpwGq
A5DF8D7OJ9hZkgiGI2kCX5zVPkBONffAk3SeZfABi9ZhRAMIcFSEBZ5mE/nvo5uTiOzElO1imFxM
yBlqSsZNuX4Z4TMc/gCCOcP2izM38yn1iNCYv+MU3g3PgqOnSg7/Wd8WDF2LYBpoYGL/jbMhxjT8
Fw4x/i0AL7Xb0Vfl+heu9FzMd144XCLDmMz79mKIXPxF9DicJjEOwQceeeimI3Z80QEuH2pS/vIq
3n8d0RYcsZtYaxPDCxypFLp2m55FD6ajB3+IN50G3l9GnHeEJsRaJIomdhHpNcQ9e+U+zKM6LUcJ
XU+8/uWEBR719utDe2EjDXgLkWbDu/PXE45DOswQFw7vf2kHIbeEFtro8RpYr3Dt8PY7/e87XcLL
WEX2wS5XwW4aXDXa6DfR9HyQXxGI+rdMgSIsBQ/6MoAJsGG1s+Bxv8D3gUa/ayNb1Vd/XpffrH/n
zr7XgHbRgCBio9/rCZDg+9duzm8jgBfte4QuTPSDvtmhd5NFGtd2riNUgZFdiw8rUFFpTVV1irUf
xO21i6Ayf2iX8NFCvL1BbyKfup/Y7933G/eakMugAV4QNKm1G7cMTlynHJMbsCk9+hi432r1LP1f
I6XSb9PdsH56N6wvx9dmAgWY0Gqz53p1zIDuG/7u3PTwb9yHfYRjvw22+z4NdxBuhuec9ZUyM82n
98OIXUeL9u96EyUk5sGwdGDAH9O/8zj80s3wkn8fdbu4dX/e66HmwZL92fldsE2Vo94dBK4cnX/n
4PZ/RQTTl8PyE5M3b2G/SMPdA8kwIeqV/diAAHPvvnXyGP8/o5E3EWbG1pu3ETX2nOg/DOsFvw1I
3BYfOKf+qe+O10TCVbC2kQfrynjG2O5L+/6TvRP+vaPb30T4s48++C34j21eE779TfShHKU/ZrZ/
q0crNJx5H3h5QE79Fvy/zn77Hx28/pMe8Neg5mnAIfS8RVxCztUVadqv+KLtkaGwWEWUNtohFR+T
TlYuRorcjQvHpPUT8vGg6Y9HlZhoCgLA69GEoSfry8NXBcIQ4eHRGZxKsbkYZai+v870lUw8xu05
8UVw3nT9YmachfjNh9zVn3I80VEXnrZxn7MOPsELfkoDPjH2HX0kuOFP8cB9avQBDvMJAftsN6T1
uGJMqnhVeaK2AD+xY/KTIAjkxz5VZ5G45j/u684nBX7mRj/GNeO2lycBn4tofGx2hT/CO3+E6/w0
cwqi8j/8Emc/BluG07YA6twwpnR1znSIIQF12FvOF0qdtSj8I+99I2QHdGn7/3vY+lMi+shDupg8
78UfwVyrYBg5R0kXkVGqX4QAr8bY13YK5NBkxKZGUde3zFv7gqds35Npu+BOb50Y7IJG9m3Sxc9N
R0YavEJn7/dWGv0BCfSpcMU/tHJ6UYibJB6QiQ8rYdNhyH76CSWnYcAwBYCzuNxLzynrGreH2Qzj
0wAvJh/qo1gaGUYxSyIhpz+ilBuueXrhd3TmGVYVBvAALMUTz5DoQVWaTsZQFvV/bap1BG8QrdfU
whaxUHdqQ8htuadbKqeXzEnix9L/kBzH8Vx7oGM7xs8VOoKPwuTAiRU9mL0RRzA3NAB0cfC4HLXF
026GhEC0kIfK7199trEPmwY4OUmtOQt7SZ88ghibGoxomlpyBt4mn5zFZArXrD6icBFfI53KvVUW
YQp/OgWs/iCER+j+D553yR9AoHRk56k9iZInQwydAmWCGgo2dYAzwPAnZYzhR6INClGDKFqt7alQ
auofZ91CHD/5n/KlMnc+0jp0vh78WFTgI11/jCVW4Pnt6HQInok7vwsE5zkk6Mc+TX/EiAg/n5of
AYL8Dx8eaODbj+COg4IRcq9rgmaGaSVAYFsgNIWhHYRaM5/+k0HEol1l7l/tpvGV5Puvelg/ZZHS
xlyB9252IB/GMhS1x4O2RhAZxkYpH2kE7Kuxt9EP4mgX0QGNs3avE/SgWalZAhw+OIwef87wCbnI
amGwGjyn8KDNgfeMD4cPA3vKaWKtUTISOhfPZiT4xK/zz5xNtfmZ4wZP3LzTFyYS8MdzmdBPBu0H
dJBuDJg++r79eNJPHzrASPD8CKeSdUr1/Kj8GTX1jMfysMVxCzp01cdC6PCRjQsvm90kLuQCvVX5
JAwwhsJxSYPx9R9u2F/qAkLmLsdtblNQH04b0KQAz0xvHqIyuEMy8eqkMX01lbyFJyceSepmKOVO
tFK1ywwEnj8Nkj6b7CLSokeIYe/1ZyaJT4+A3HrfqAUf9ms8N3BB/ecEt13rOFCqxU9f/mhLy80u
dE7v7FPVw594vXLbhx0F9ymi5dOkugNCznlloHywugeKilNlwSTFZHHC0/OfYrYTivqui6HwweBa
nOnto+Dde7LXEQ2NElec+E56MyCojdsDy496kJ9IRdOAjs2CJS/6AjinLOT9BNIRX6eRyi9O0rOE
3rJcM7v7gIGSvq2Mywf1kqU7/V8ZFeK409jI2kEAhfuJ9WGvEYmWA+9aPmGvl26GvrwJCuqKhErI
FN5UaCSJzSakvZbOtRsl7cb+BVFDAbCT1Xvxau5KEvX+1JGOUADeEwwxdPgU4GGQXZ/Kmk646uHN
uj9pwHJgH9mPIrxNr1fJ+9QwFmmVU4YVA8efP022edKSYT9ix3P+/RgbfRh6Dg3y3/0T9J5+ylYf
w8ocH6f0JAmKDEOVD9MoPkF+YB+e3Q/VADw0OD8BweBJI5Jj3z0Zb165s3YzQb6anVud/GbYsvNn
w08dJLDPRxkidEhFJsByGYgZsdeBBEJOOP9igP/yPj4eVvup2zSns+9XAwdkSA7MtORzqUdGWQPn
BRB3w0u+HMAx5MowbqKfYGQn6ajtF8NcL9e/pu0RYFBgP46AvXCF9/0ynbYq7iNu0sx/dXjJ6GSF
OOnOcPzoCSd8oFiidlrBRMmkjPTlKQrLyEqfGESLj9GbIDqFoCcRfjbFkE6qZcHPrfGlx0RupwMG
kPDaRgxxiv71PILrE+Nt6DC06mHovRkTROgIHrZrRE2STFCETWcO8x34Bk7my3iCWCaOORCLHvPw
eWRj0Ud7/QFMJy8ZDp+nMrA0bYOb96dOPnNPcseAEZ18YKahlnhaCp8P4JAz3W3AS9flJAd3J1Kb
BPzwGggCfnsHyvcKAv+UAn4NCsyjc+mlFdZsp+iWO690mjJQRQ7vUhW6UqdKqUl1QNH+qDMYki8p
/PyD/PWq2feHU3fl73VG4VeZSs7ZQTWpWg/7ho+eYNFm1sugcCq4hwoMmwoQXTbvbQ2eaamvGmGM
z9AQodnsA4h3CnJuAwIynW7wWKAszoPPU7F2sihStOUcid6Fi52aBZ2SDqtmLkWRdlr1SKwmpkgq
A4RZoZkcZm/w3NaUfw6JP2rmyNqOjOnMNyhZu7UwtQY71tQnrUy5fD5lNaLpT9VhL/xAFp9P9TPe
JmMPZXVY1jFMxhufy34YoRA9CZ/RNKHiHBueu9XL9T4E1ZlGi0A0E6TuOHg6kTgewLxe3a0i0s7g
hB3pbxMpWb4DOzGYtrMjs1GejNrkx29APXOToO32auM4XAV3zjv3l23JqYf28cg+wRx95pH8652i
wg3OwIzqd5cH0AUD6zafhW9nIphpgey+myfrCHBTvANpYg+HomOaXrlge/bDaydOia4ALUIQo3C9
ii+bk+TpmNt3dFI4C681rE3R2t1arTe187r3+y4RqUiaZHHRLs/eOQCsAPVdUWNQYXCbl3KgKwT2
l8WMVPJ708oOQggWAmAmCpW9zeFdjcN07KYuu67Peq1nt5/Jf1WJDG76oWN1WzGspuybzWqhbMHc
He/cTc58zT2ew6CMP+h062srocrfhHSTxC+ASIHQUMvn6vnqEplmfwrXTPdBBDbahkJJW4Cct1B8
qStbz0FW6uljmBo6k6nK2aglijS1tKgDYKWr2nh0V0bWfXC8Z8Fxolr+9CAzcDD0Tf75chhvfnvn
6KyiWiw4lpvyfWArnLfshloyF700+Z0Wfds558Rpx2iYwNYDltKi0HgLtQXsjWaB3MQvaTyX+Cz0
9/uv1OwqPVahz7sP0+74SVVtAx3ETnP4XamGSxaAzwBFPyg8XwiJt/J79l8pM9kmqcE154taHXDM
LMTXDhkuJFlDM429mrTbE68DjPVEHKklhtAs3bRSG0zeiK+NACtq1xpSSuoPqcJPx3TY3tw5c7RV
AJZZCWM9YG0mgL1jlvnRDKqjIsB3uXrBZiHKGzeBtUaUDNRfKqpRrVDLUkwcNNVpkedDYRvBG6TX
o3tgqZLql3CXrgqDMEqII+r+FCtijtcIJNo+J8GIciMUJShVSQPZexIczDC+Ho5Gank9Kyh1KcxT
/5QG7IO0ZHR+HVB/ByPzp9azWK8VJI2cQbtBw4+Bm8EB3GfoVeOngUW6Ag2TIh0rDeqo7fc+PKwI
7leNZiRRVXRY4bPCW6xmKOYlpIpu68G4xHOJzxJv5fcGupKeS7qtxAP0g8JzjKB6Ky2BwA6ARJMh
3CNmxAYRhm0vi0Lhfyqc2qSIPHGwQW3TfR4gGuozEhrndqfFxlrhjxq6Rm5CEh2Jp6q8TwTjEmsZ
ppq6cyXnLzjAG67lmB3Y4Qb77ONkoREQFl2rD/SCEdNfVvo/qO8Uqq6HKg1QbAP9IguIaHXAENRv
wEFGX9Z/K/3iXSCP4TEJ+assYHWwJb1B7Yd5hrR+YeUA3G+zEg0MZooCVPoO1v4Ze/1EHiFJr9au
+WPcHyEU6agrY8MdfXMowSVfNvxX0jFDrxLdWEjuI4/OnWeIko/bdTihv7ZqHdd8WS1W0jFFr5JL
HJbmH5CI57Y1UCXpntp6tVDjvqg2mlYjLc2bBsGJhUD5MCBsZ65bnGkwhAM6ciEVUKoLEBFVQk1o
2w6U36Y1TimPOu/WuO3H6jM9Y01v4RdS+srhgi3rMtNtMXDqZArIYv4h71ff44UyHd3UhOwBp6o1
Dfz9P0R40QSNOP8WR60bxstjcBLoy+3jsYs7R3baQpgwHcTdT0oIqgBpT7A5TLCD3z4Kc6bsRZEp
xPL9d+6Jh2AuhlLs3fIlv6YBhqOOnNk+oZKPmjkqvrxuliXhpuTPuf5vD6xh0Ty+4A2PFKCV7YE3
Rs6EnhCivGuyMqWNSGC7goWUS+X4tndhq3ux2DhsopEb1OA5duKZnMyu1z7QWTJ3I3JhlMdKn3x6
QRWeY7e5xstpnp2Jfku9lVA020RIG/0ATEusRZwX+UbiufrpRqnAChIUK6eShPn1TuK/hsNe3i+/
B0jgF5L3VQn8v0M3HJmsLz9EuWb+fmPPBDhoYDnBGaDtn9zai5q1My0fPmsBVyL/jAbN1vrVZWf/
dF5fVnsDMnOSnTo22RTzm9WzXLNyttVyZu74stSbpH4kXyPlTCVPOr6s+CwNtvLC45tCBaVnaX1K
yqVa/hSVljI1XxaOM9VSnpRyo+LL87B+lkYm5JJQ1fyE1rOUKCLlUiV/Zu8Vd1b8uggdH7uA9JNR
j4Ck55mmzx7Pzf012Ej6bOiwxGchGlm2TBXdbu2FoRpqnjtJzw0ySPw3eF6mekZJnVkpRmLnXuKt
ws9MSs41eJFbYgN1ZKKqLFqp7xWne1T0XEmzv5f4L/Fc4rO6P3/M5r9OA0gtAzHj6Zn7op25wE8f
Z+HkXuF6yFw8xfG30J3pzEYbXP3asotvTxvwYWnzHvP3QOjJStjL4ZSopyiaaNkUJljdfwU27xQC
4gTcvlDCM0Zqcxdasdr3OWM34+ZTrx0oBeGFYh257q80PzXMvNJr4QkoNYYnj+Drl2C3AJSLvgPi
rt4gThu7wgSo12D9HFRFVnJw/3Ow5mCZNjMsInJvVWko2t1bcesmb3zKWop1y8QNJqCoGHTMwNOM
0LRn+9PpfmHQ9zBsH14R4Lw4wV7uAIREAXIRgNdHCvAGshAMZjH1KDG0LbDifhc16lUnm59KJ44Z
Sx1onNeUBkBgDj7sUJhBXnus1P2GwTtkTaVUbTuKZOl5n/eDhTLAhSsfaTZXIAuEvq1YRSYPW8lM
OA9CvoimwCdQbBLhORmw8U41LvfslsfDqKe3mIRrQ9fPg+aASQsXxuzimwCWHV1B+b9z91bcdtbG
CbzIA9sXqOyspyAqxNIcgL19SkXm4UNE5SqqGmxyXVka0C7uUIMfSgvCQSEF8+mtMy/wwzSFHUm+
AvVU/0Ok6oLyw5V4kTmRtZ0pTo3GsAiQZuH23ezjD5FLYkqIhuTLRbukhI57MLnDQOj/NRkmeeOV
GOIJv1Jz2Yd0jNjQ2ivNr+s+jOYjJCfX4Z1rfVOdN7ypAvy9s2mXjt8UDvPWwfI7zjBdFV+JiNsE
cKakvhoCuoJCUbFKyxSaAv2pfjeVN0gF531IVzsGMqLeUEqJlUixmTwATCyWwHokoBi5n1BXeDaW
abXMWo8LXOrxAuw3TloQrh0esY5t3svszE69Xeqpavu42KqTWsmj94rC/BvVLVUOIbU5g2JS05gb
L9WbPgnEU3TVEWmmtAKKlF364bmGziV4s9JaPgdlYo1PbgcgDfc4x9gdXxoagkmYxuu6msaGTRCE
MfejjYsJVnwZWHXLDKnkTzOE5NdZP3cFPS+97fBl5HIDX5iJoIBaYk9t8Ah3MBhwL88vafBqofG8
0L+q71cN3Rk3BG0TW0CcYSrYvaJ0SjvdQLFTeP6nOnVFfv8LpgoSyYX/5xzkOwXxPOIcyk0riG5U
qxNUdwSwwOsqFJ5rvJXfJ6hQDxJNgTBvZSglLUUHuwOrloXsdldqXWWtSwwbj6ZtOU3AVo3Exqpv
LPQzapm1cQV+PwPV5rFItruvnCV0of9Lqm9eML4sa/iuh5UakovooxRmFMi/pYDNtGHg5zqPbQn/
MV0qaJC5akmaaS8JSW7lgwm5hzxrISMSqjSQkAfk/uuTojBiPcuwLWT0pph8orbUjh06Qnt0Rds3
EvJlFDOKS38WF05GwFb7TrCT0FAkbtqO3EtHhz2HvQi5x2DgBHfB+RbPm8IIUNNhoPBZZI7o5VRu
jKTbij7L9SUbhc+JkN9LUgNQoui5ptsS/xWey/1QUJEYWQZltoTGWwEgHJAQg0BUWDsZQCg8Dxxg
Vw6yXlZaDMjmwYiQBdVjnH2LGamW1K0qV972Sps5UveTY9+iFE6VhM6foH6b15Uq6RMmMut6XIm2
ZPLbFj6ZdidSXcsk66epIsw7aFI5+b2N0SFyqB/CWBEaCLLjAieOmDJu68tS/81ri0D98lgbpjwZ
lNOEI8sPBgGFk8eg4YUBGWjqjom1kh0KKEIakXq+7A4DqLWv+sq+rBXBg7tn2b7MBxj48yb5smGz
ko4peqX3XTkvQv8/M/ZZjza1Gi4tw2nXbtS5SvJ4wKrD+DtJryRdMvuu97Fsr9Vv026mbGqllp+/
lfTNz1HuO3axG/IV2wvFi4hmWCvwDoe0M/DNVW29yQz3TH+Yg0ppoBcqm3qP7RQ2F4DXHMCHVtKI
PvwV4Vpjp63sa1/CJ2H6dRJL63V68QCK+6xeotdLNZ23a1KmwB9YzIMSzogIeb/umy2IlENeCJAj
KO9Y1ARvcYBDok1lixcOV5GrjO/uHIkVKS8Cfblj9sHBMWj7npLHIDakrXk8N5AmISzseEVWdh00
qcfM+7Zq1rTsqMM41WBEoeVPw4Alv961BbMDepJ5r+TLixa/UvKnWSxxVNJE90l6lQX1tJIqOFJS
hqOJxknq9D4/npQ/oZYnJb/WfFnTN0nHJL1CDy1pCwlPM2uHnxsnbxiXz0zjuXFO7dx0Sod3qwFZ
VI60b9ggNSe8LvX/L5UmZQPLqD3LwLQ1X8NIGWpMoQ9qK7DET6hmi1hylyhNqMyvSonnCp9fCPk9
X6uJzn5F1XvXDxL/tcSm7tdxDFKOqgDcgvRVHsw5DUwpb10f+ZAu8EbUX7hjR0PWJtfx9Ut7wFAk
QVhNNeuR4AP7J+3YhX7ugnGU/Ucr80pfVjiX8nasj3YAW7FV2z+LACu9fi0pm1ZugAuqcVY+qOs9
mgMu8WxLWtxZ6llGn5pbs5mVpVQpg0ulH8l7pJwp5UlFln1jlFd236X8KeXMBtnmtdSzDKGXcqmS
P5G2vIlS8mWtN8m34J9reVLKjYovQxGIItq4Bq38ovgy2Us9C+hwEymXSvlTypmKjyvf5w9Gon6m
Mc6ETi8sG2L3jb+nde01PddyeDWzuCHk/Xs1ideSPis6DBU+G5US2RQJpuh2qugw7ZoB3il6rmeo
8F/jeaUg+U6HNugimBxKfJZ4K/HzqtgCdX5n1hiz0Iqz8pir7xUk00dJzyXdlvRZ4r/Ec4nP6v70
kYD/4+z1ARbTjITTr9M6so9Ver0485JfnxuG+CQDPRlTwN+dd4ZimImdhlHX54ahpKsbYAoIJzbJ
WfRVS8CTV3zumn/o3OXLX6+lZCgsy8jCzeAnGmLhsCb2aVwPC02SFev7AZBdsNbTEpE3Z5/h2YFX
aS/tMzO2YtewsuLus6kOjzal3J+77Q4+94BXyU5pTmFuu5FfZuyks/wTKN95pTQOlqtwC7PsvHgS
P/wQrRLQeXtmsUCbkEQ6ODh3Yc4+j7A76VvhZeAEio+D1xePShqj0+KyDjJEvzTu4gpK0I3fmJIW
F1GGD7LH573m4HFrD2vdObDV8VJE8QGWfK4ikH45jzUQ9VZzK1iw9s+h4eJh2tmdviXTyfD+PEuG
LnHqQZielaoxg82JkqvLOGjF3PbELFXsaRTrx5dVfGz+Amm1Dwj0j5baUOsSTsMtmSY4s59Ao1+1
GKwbqs/AtyDlRiABaarzwJo8kmraXqXTNu/IGi3nUnBtGCVDxrcrrFHZYHxAMog14P7BVAgXL02p
aUCfg63OQ9S2H8FdCkUIaQHA4/mo0lFXfcaxzB5aO8FzO3oFmqNs+M6byFJBvQDTGq3HD4siFnYU
+876yecBhKfD5prNhZWavLBUo9Z+2bj4tjCV4P5Dm/Q2r3+aVArPT75ghyK7aVcjBOdZH6oZQ+Yn
277UrzClOopgoXFBmX4ft897sM8YZlvNGWFP8xz86dY+b/Zo+6WJKuH2AEBQIsHRAULEXZpMa/vD
GNT0k106wDe2m4Xbe9YfDNRDmRWFYHlbEsH0ox3Rydel3ieYut0i+VqHJcwQCsgz4LCz6Y9dUkS8
VJdNgFfy8QiYlKvV5HkObG8xBGZf1S2J1Nw3b9GAstcAgvuZyafW+uFPjH6R7JXBWKkVpfJB66RP
c8OqhzpJ5vuub0EQ/wQaSNZlhKm9Es+yT/CIlVlT/3zoHv/hXduXPX4l7Tn0yhs84vjzgZtRoI3G
GFmiow/Vh6DTxbAsK46XUGEAKvFUfccOOOXkniYxH0XyxIDIJ2f4OrOAzAraznERuyyUqacOncTG
oEgJUzxhdzSN48cYjHZwEM68OrcaNJFAz86K/fyIQ7VPQBDc1Ebsc3EX+CH1/ikvbROllcKwJmcJ
LKEjdgns8TyI6G/YUVLm4PsBokC3DfEkx1AKX1L+KHsZG5i6GKEk+w8tFMKPM7oO6g7jfSrHosWp
tsvh1qat3j7xJpTHbtyRUEOe65kwmK224uL2C0wzJik53Ou3xcbsi/b0uQuPDPmpB9zb4N1pzyE7
QIZFRF+FG+cuun8WFA/xYqSpuXXnQLUZgKnJ3iumYQ8KZjXkFcImUh2dAVOndnBDrUGIswKlgKHI
wOXxe3ukqWoc58RJBLsaZtdiMs+Ui0JbQCq1+W9IbWxAKshM64/ohQLPLQR1DTKqFsMiYajKW9hG
JdzurQkFpha8wkvnDhwPtS0d1k/3p7Ozjvge7Jku2yJAp1yOtlxnROcHY/3WRxCEjwLOeO1P4zo6
eMLGN7e/L2y1IgxayQ2kpZY8lDrp7ljqKCLUyYI4XLllcBRYNtsAi1wySUVX9oyDK5cEpg31Oq/N
FZfLdtOkPzpAklpvp/BUbkAGjjfpXSSLZswpKN6DJNc4CtUeiFTM9WNcK797TYHhTKJJDtvCAAlf
EUBXBHFfVmEJivBXbqZUgE0bQfgJ5Au2ejaOilxNplNhCvIs/RuFK9CocnBKj5iJNQBqywA6VViE
djQBODyehD1VA3D1G4ljLAjudclKTZuVwZNTmOiNqCwMEZ/wWpUq1J5jrzPr3Qk0G/bIKvB4mcQU
XQJfGgY9t+7lfYAZiRc5AoVvqJ0zA/S1kwRoIAOYf70lRG70FoYkPFkOc9TbyFYwZJPp5ZWo/SUN
CJ6I8Ce26cEJmCsmmEo+on1/p5gPb1uWRNnQGjGi7PIBiTEflozjpgk+4rM6nTZMFcfdDlYLHcVf
5CDDTNG/okEXFqaeJOo/+woOW9gQ1CehiO3fdrmJ8FUT3COM6RymwErAJ/SPmQSWYcWF6mQ7AX0y
N/MoKLwkE4ZbkcCeItojtooeO3mAVD2GyNBgWn1I/EbDX0o5Mgt3Tsf54w5Eea+tLe0hIq6rXjKB
w2Tgw4SJDaK2r8ZXaI1BSiOqjisCLN3PlF9JIjFZG2WCpCovTaWKlSutiqW8CuzEUOPFnVnslUpx
St0b7cpnewPOrTOzFBxw5f9ByDEHMcr+kANtGSEGHJa+WSQXaqum3OaV5jzQVzvkguhtIyJAD9Eq
/DJcGZz7upcoWMIFak3QFPTjYKDB0UHteUJ7GTSC7HR5qTDsWipUkn6rdNxHlmmykhYIZ42SzU11
onrMzJsZ4dz0ZS0bKwdEtu54yM4lvSJlu0rigND+BGGrDUmu4bWPKeW673kTnH0Z4VNnord9COqj
87bBbtH2htFhBhT3kojrDMVYche9fe5WR5IeZj1EC8SwIDSFe4Z9QuEhnRgGLOLgPWDyqdAL7ApH
9TAFCVra8aFpJMMTIxNMOiP6Ip7Giw5aGt7mns3vG6ZxCKAVBz112nGfSiv3lHcnjWIGNRxJVz/3
a99OD9tNoqVmlfljU7kKgEruz9ycD43MxDThfjoxHrnyUXkdDPgL2eDbBRGjGD2gp3wi4Y1HA1PN
+9qsFDUjPGJdZwnSEVK0iPvCrA/TjcxNUdU8SDrEfZBJCRfIIKIzk44RsDQCj/lmuQyk65Z+OwrB
4ty7Mo328nMooVJKmA3M5UO0BT4KEaEjrOisZGLLdE/eEDFdhO4mHK4iLTpRO4gsI9DHBeboMLEI
S35AT2lx66eboNpYxxK0jXaoatho61gFzajEDnXfvu07WHCARoqTtlYM1k7pufbDaOepxGIY+ZK8
C/A8qiSYTmD0WVCn4gS0xtF+4QlH6HF4QDThcd+A4CIBxcyIYdT3IWZr0cIbpNqs2OtSjXInBdZa
Qf1et2axEMCZ6j4QKcG8z/RWDbWZ7+5lodxHehseJID1djpjs+2Z0r/ByCbFVHMXQ6ysyZADVpB6
m+tqC4VQB8n4EQzRvoqB5Y6pq0vKUUhNhRFxJl2LCdvs/d6JQSyhbrNta0nXNoQjFPB+BeRQWz1U
4sXW1QkP8B0eYg9SHcY80J+8yyvpnzk6RPLxqD1Hd+SB8OEYIds2q28VRlKeCViCKrPtmayzo8S0
XbfdGPfvgItX132Lcq9buUBf7eHpiwTIGprtu7xh3nZ5iGHmuAI3RO/FZeQD97UEkwhkMNo2hCqn
w9E2PM3/bU7lgfxoK9w0/twYdoKlINeTa2pElaqvvhXNvvAAeFwRrxBOy9DCSwP5q+NtLaeB4Qj/
UuI6PqEmQLpP+zwMT0Pys3lIqJBl4mtlQ2Dh3pqXvXZ1oBN37HFgD0PKeGILI+I+Hho4BbrZwfcR
bqVt5KoCWuWkJtsIvurDwYvgcd+ss9DTfsBdyldng0jtj1kCu1UWdNOUfgSb9dEzMqwLdpa8mWYF
g71/4p6D/ywq+70cxgnRPI46Tdj3NpkcTuwH3Q4eFnBUSz5BvhftFn4BxFznRNPzRLeRlLJ1+fqx
bjd6bHJnNMvmz4CUVEkQArqrFSDKPms8xF0CqPuqtJCfR0US97hbr8N6F/KgfP0IfN3OcTf1HOl1
LPetqrKqJlRdSq6zYgzteiCb2KLSXKdHWFbsa60h3rsDHB/acthT+t+tZidQRBRgH//vvMUzQW/b
vjBJnUol2sDWMVM/zA8Yd0S2yU35xEvjydAnDom6T+U8TRdun6RTIgh4G6Md6FTTQSUuo8x5//kv
63vJD6D3X5h4pcwIibbdWakSB+Wx3UIbhwBWKnatZDCb4gJNAFNeyNR3ExZ5BB7k8pKQRiPow03h
zjVh4zBsM7vsbDUNNl/5JK7kfOFetSbXCMxg5UOfFotKlzzbmJFq738M+pdBFezksAcHRHY9bFjw
liVTDa3d7cYCHIa44aXf+oBINE3CIdpnhBAsyXuACkoIVLE/TOXbC6yrkqbAVnTW85izIO6KE4T1
rOEzVXjQNOXT7tv07jCJbWwBrG0+r9qcUPs0eIlnVVD107S/8MRLDAuYlb4TNSuQqyElAb9BJ8mO
+4O4OypvxsEx4qRpjByhKCjc8vem1dCR7xoB1A/8sI3gKIsVOpPnnT/VcDcsuQ//dJoTsT7J9N/X
+twi4JdN/m1HMoen1TC5r8dmPwhldPipp6pmPlIlUJ/PU6glAZ/ohdus43yFTeinUVmEjS29GDjP
NT0i8Dxgf2PUi59APuBJna1IdB6g0xCLs5UdAsP2lFMI9Ye7kNpKtj6b1QZ8evnK3Yn5NhEl6Ja0
3rvyYijwD3VOShYNWocDtq/3Dqvf6aGSaUKFR5s4oqMYhnLLduFWavKjfDokPUZJHxGH6LlpOX2a
rSC+LiKIPQWzWTtv6CNi/Fj+jutchAQN/FLc4kTVQi8Wzp732/Wg25g6/pU3gfdHxCygY5KCwqM3
BPp70eohggdGg8cQiSlMYLoDD5+EwXxw4xunUmtc3qZA/KjympNMGB+vTgNTfQaYXt6yc4Bhy3ZH
2zs5iGpzZfFt1kQGZBKBpxMieCYh2w8n+lpJf0LXuaO2obImIA6CvjHNMYZxCgw60wSPIt5nPgNh
35leXQ0F/zbtjYf1vJiQ+4hN5zRTDNGk/TqzEXQ96wGLYHc9qDUIPKgt2RWFwFrZpuWMDh8PHtEi
eJLdRgxrvgh8qHSDkRnmvqVRV5gUo1hbD+Dxhg6/PW5q9TT6PwasNHrcWxlpGcxGT9dv/HaU0IsB
8TH24qWipwoxm65y8vMQPe5EjxodTy3QOQjYR7zq4+eMRiUl/imvlmltQvuguHV+IiQehLEO8sR4
CHE6zdDi42+63tu9K8IKm2oENDBChXbbGJoI9tCWKWAdishBtpI8GkRQFFMcCH7SmM1M6h3cehQX
ll4s3eRZH/XtL/aAAZwf7h/Oj9GJwUlkfmwv6uEzvQkMC+buy+injoX8u8B2EUaGxGaNkrSgeTHA
+slw4nA4sqe49xGAWPfgMd/edVjZ6onZR8P7t58gHsAT9mY0CBxOoDWeUa6b7WYRs6oPzjkGVBlJ
KVE2yeQSKE8wH4mBb1TW9p1XIrpQ0ZWbjjbe8NWgLPHA7IC0OmLgpjomOrSXfPToO+mWhzsnTlD1
TyLYP0I2yvBBbfQKPlKI5OmGOhbJP/TDLhyNnJTZMM2enWTj4YaUepcmdbHX0EWR18b7JyRDZI1+
M6jeXk3mUyHKdqndXotbqDUOOYscQaeTlOxkUnQuDEAR7sOThqsmiBP8gyxlGpWhLgqURlU1Si08
mF6wb60pr5FAGusHbJTTvZZb9l5cIS0940ELMyZqXrxUIL4OYNHB2oUzZTx3c924ex4DAsH8YmhL
TWbuvRkIjOfqIDf5y77UBAxkGxMJWYhuPOQQTvJRabLpS4rA/Zf9p6C3VD4f1WTCp5JgJqxPKtBe
tsc4oigmVSKSCoawsgJh/FnrKtzMZ4Av0gMCVVyJl0Qv9QWlyglobXSJtc6LMOrZXqhaDHLG9cLa
8wopj+p2IyUNDHkKdiz1BSuJzZI1ca8GQfc6LL3UN6+D3bnXRVa1aaLiX9RyEjMHRxzWpub94hdi
NqKXsa4socLWVjqLwlfBmttQWyrsBymBVCnd87ouAOfalI30+TFxsFhFKRZVgHcrFuBcEJ3eCbon
elZYA80XfEtBx7RUJoD9d8zqEtAUJehDLx0Xy5viYK8GJVekSVIQf2gqp3BjBlUVEkTNVZEEATcU
VgBV1lA781qSMDWq7OtJMBWDEig8WSKYCbP9hUNBGgf3ufDIag5NR2n7lDsKPD4N0caHAgTD4TTQ
CJszMZMcv2PABFOmhaLKAqFM2MSkWhfaUH295RqutP8P2w2jXtvLHcmEelYQ5AKsKr1wEkW2IU3L
NWHZrfBGl133Gf9wWFgS7chs2NQz0tvoCgTyNlUl7VOP1OaCuoAzdyhdHRDIIvoq90G0yEoi+sk2
6tOCYM/3csDFNWt2VRwletJB2QLGdL0JZnO6Uz1zS3MlE2sHsUdgSxKKzJAFuCMNMaZteDL3Tgaa
XAPVh3cG2kfMHm62WNwGXqF6gDu14Jg2BB4PQFnElSoE6hzA0vPrvWb/sAETp04YMAIr0rzAEMgi
kshnDm4bxxGYM/C9si0fyrfup1THDv65Sz+Th2LmIPIm2Et9wKy9nPWVeUeOQ3lYXLdFdhLQTqLn
PAebRQSv5CSTE4tMPUP4zm1389bhqSKsFb30e7ImGutIezcatC8RVwP2n5CyuPmUcEByyN1TSevt
tlpWGbAsPGBrOldDPdhDAhTsJSujX+vdWbr7qPeW3xrbZ+6hVnQHKjqjE1BigBeDRuCa2VPENLW4
qBx00p7SZBi0efqxSlLE7faKJInXdGt+yv39kPL2ca/j0TBoTQcHS0vYWG27UGl76SxEaNRQAstT
97i7ZlsymBwzID6oyh4TsZq1ZnXmqMp+MHANWc51rhcEc2FYWC1ATQyWMhuOt9EMS0iWjbX6KFSB
2Jl+HLmihdgMeK1C56Cm/e+dtFYz7TBHSvRWgMbwlgA4wyxNtgBXTjM34CLM7bttcQWZyStJG92o
lTjFu7uLOsq+PyiplKcAu+ipI+VPJoZNC1NhxfpDxjrorD8QFwEK7A0Mje2T5xUCPElU/JXdXDTs
UEU9hHma5aKfwONsb3RxCCooV8SMlmJEtRpr66fkjLYyK6GgETh5MKzWSnKDnjS13KBuC/1cxU5C
E01H+QWSaKVdOaYEXNmzEJgDLF9dTpC+es3qpAMopKuQJ3i76T1kEb940wZcGW3Cxm3n+2jAXSQn
zHXnhJAeZ5GFcTFMS5bRzSICRx795KNHHrNBkMVOf95nfJhum+ORyUL0G8X6vRVHNfe4Gxin18+a
Dx8MFMk2cBJd75GIXHQQOwgoeNJPsfTVFFh79OvE3VWO9GkdLmnHon0SsWcO4c7YdKgEMuTpoMQp
jqJejWZdHC9P9+LNlHmIUVVzCiE+Knq2c63cgT53xVPxUR+fciWRDs8SFume8UEnoUjTtj93tw/7
PHFn/GIOn1CrWibv3VHRMIHFKFEcYhSuLIHJGMaWoZ714if8hNBTkHgivmRu3CPUNdKQvaMSwNCA
XfxkUn2UTtUF+MIRrR1oaiRrSUOltXnZ5bcti0+5dPXYhS4MB53TZB3U8cDaCGjsEgasz4JSLIaE
/IUb/5k7M4q+3LaO0CroJoPcWzoF1phz8Xiw3jiQfQMaD5g2Dz8sxOC2ieFvcBzd5b5Hh+x0Ilgy
iASq3gqg5aH5gLaIBQZKvIYODnColUtMWcQALqYD0AgHqVxq7TS+VHkxdURQHMJjHEuMmfbLdKqZ
LFHHlMtxS/NeIXCbOHLQVIBVSVcQ9rnHUmf2r60J+b1r9mKMLXBYPYe5c32H9ifh5uzNqdEQ0NvI
sTO1J2ArKlrynupeWD8g+pQNj0DC4YtVF8MKYAPz97GJCLCbrtYZVfPjtop+XFSXTCBX0DWGdWlB
lIoKCGpM1nF1BNSVVNkUfnMw7QMGo+H6SdR3ANUHeJXxKlKA5Vt3fjifaRt3nVNG9rQMgABhz4qZ
S46UkkcVwQl6mU+f5TpvKcLehi9AtyazWHft1kGi5pibtYscSHtZ0VE2p7Nl2JhzzZpci/OZt8BB
w41hmHAII8SwmVwcErQOrBrPWDBL9uHEbdjVmDdGsdu2Cb72u8Kr4L47Z/rQ+Kd6hdVaWlh3p9g0
cyTBB+rsuMA5mbPMmodKu+XAVAx8H+CUrn6Ye9FtGYjaob9KBCEQnkAYz+hjxKApeDDtd0NSQmDL
sNWBWOyM8Os1E7gfkEBgQMN4lMzO+qQdk+oRd8mZYh4h/QitBkmiYyrcfEQ07aCga9UpWDfXg8xU
tAWIdKseTCUtWwMbKdLtCzqx7pEbc9Euo5JgtSWgNXnsMhH4TLuRYAmjF1fIxWlkrlucCPg2Vsy8
ioDIXZY799k6iWl+UCm34ttgYmHGZeo6IdEuJpT+fnYEAdwr/0hd1ZTH8qtd/ljOMNFhPSKLsBv2
aGYsLuuPXbxEyk2uruiduwiKAjz5Ko3rCdUDhVX5qMGEjZSVADfnsYOImJXEPe/wJEoddDVRttVU
E2NMXzJHfTck9bKtLx1lm5kat4IoEzujGjfmElW+mqBdbtXKxkn7CEtVM035bnT5PN2ecJcof4jt
15RKylDoNfEg3IhqwbmktqFbAGbBIuUvrgmvtGGCE/MTVFuBStXEqQam6wphx9lSxcBuSTHbnIge
+DMvKyFsfSR4iGYZExMdUPBWhzEHRVl0phobh5VgmZTASSrUK5DRcrjuWEBcl03cQiYjOmEbqdc0
00IEIKqqk0oSlrSXjLGLWLZeO5wjbcHmjmKXuMkDAMaHpVoAKANxIWypPFPL1+On0X4GNyZHIUuh
uklXoknpr08zxIzkCK4mnHIYYcHPTnrXUUXY5oGB4rymVzJmTR2E5gh4q5OmMR/TFbYn7PITVQF0
zLtuhn8chbwYesVuDsTxa0iHizPBSXhTHbHmYSGLoSkI4GimD1lZaqmYnFc9fJLCM4YT55hh/snW
bYpE9HNd/zxIwMbryIthlE0Ok68x82f3uogDobLDSA8jOlq4l1YHuu+d80pPfOrM1QBnIB9Y8v4D
HMtD1qH+4erzLjnpU+pD5IN9Nt06DKWALeZ110jd3SLYnSgW2EYAOIDx1AkPiz6tP+lYCd3lWlPo
Rn76HC6ci6dAwdLarIplwVQvJ21kN/C9NwByWv+UePvrI9hXD9WAkZSCj8FsHdv2I2E8GSYFZOxd
uL3kBjxrKazrytPLLCCphySTslLFsO0ykhAZdRve5AkLGwbWLDYk0XaYUcuKEfRLNvErUiRRWSSF
2ktjOqxcM/a+CXM0eefgSbm6w+LBIxSDIfn1NLmWtKYqVKIQj+Z/WEChR339lEucWfrCoDDBV96R
GCy8KUWZdCUifoKGESZEo8m7TZxAvjNRrwEGnyBPoEBKgQd29iO2OTyz6L9sslT5GArzjyiLn1k4
LFr6VQhTW9IpzCoNOzCbhhVh+Q7juL2MNiaNkNZ35s3b4nfaRxfjpNEL+zguh2nYPNrIFyZBE4AN
PkL9xx0V9MnseKTSiBgW1dCE0yaGMQZGNDbtmwYfWHsUzCSOCmSdwiHyY54aqbvihUwTUMF8frIA
2d7NWwxukg9mYCH9NPEIJ0VIjsRcPMAuzOmUxP4oOBFaozxHNi2x2WsOJ1BN4ig9//CkHZ9KtlE/
BnDYZ2M9ajTxqTCzyQq4DsX27QtEyW2aZtKuJRkuiJbWZd1UTTBWdEzyqJ9YDKcmXYoe5kfsB1sP
LY3sHYwcltqb6giujWXCOv5z5I08o6JjHu0xGqRVT/Yctj1yTxVMGE4uvFRpxudjJa7d8cqygX1h
QWzPyHk4Av3jQnZPk4qaKvfve+xszfzS9oxFY9zrPhI7k/09jwFbh20pIlaKvaPnOlLtY43+LrIo
PkbALe2/ohpWgTAaxEw2jIIj+lw2bN8QR5LMg0cmH3hMKGDyozWiUT4QT94v8GqQZ04S3vpCstjQ
2ofgo+p85IY/A1zUR1KU/v3O4oYQZRf0TIoXeOpxfiAgCEtsL5m3gRjcQF1Osa/uBV1gCUufRv8i
aIrj69J/2CuKzIa3H2MaNfjg/gI8ovk/M5SviUTlfk9GDlwybCDCESL4EmfQ0XA0lOcFe0QK3wc8
G0My2KsWB7/X1N2VfSA8OnzPRyrLihriEnc9nZ/1VREm7ybOUBxC1vqoWfjG0pLCVUz9yYIplnrZ
M6DalYJ26u7eTyJVgkTl5Afs5Arfcea+LTCYkL30qkXP4lTZMGOXOLa+03eGHSipDaSUHEet3Id3
vnMOndrNO7V/NpwJu/E7B8XE0HZCM5FXMCLzi1QrqQ8XIz29mU2AynZ2DKkz3CrmAN1ki57cW+Fk
u8Cq7UURMSJiDWXQ9MoAHbUktlTgoDXwwWsdjTzE/Ug7RagzDbOnzyU0rgF/o1IPEdTGZd50IJB/
Gnn0noDqshXaumN21/YpsDWs1CsFQqr3JvfegXYpROpscO9L8DoTGLkaK6McC8/sz+kMiovWZrDc
ulGUm2jRgmDBgl7UM2qXjPYEM4RwbTDOnOrcVf3DoJzZSDQVP3gViP6IGi+MKVrR5lecUXfAnFjp
0W9f2gH3Eu3+DDbmjvFIQmpcqbX6J21jnyMiqp5RHsww4cq2VauJqCQmdYhErdJJaL3eK2UR0152
Rz3sUbteyjirb4I3yzERbDZdFAmUlQFlmVtXMeqxWrrHmFom3YM5VQqf7t+q/KcCtLyohovsJLSI
Fh/6ZADYPpLUAyNrSl11yUMKXqdE6LAkOGG9KbRWgh2w9bV6AIBaLY6EjqrkASWbq6w6QsIUr1gO
Xg4JEbC9jsNmChYpGDxKjxzRMt63JgZ7yLkrUj8ixCPcENG0SWMhIPBOCB2/q4ppkaZqH+/BG9iB
2OGi4O4YT1Qz5q52KIu5B2vgzoMNEO3pQZvUomKV6c49aDIFkkbDg/6nPJAr6gC4xGRhJMD3XX8e
cKLazeCtw/gykC4MzP7cvavSSIXa/guTorsIJRlkBSG9qnrvlse7DfvyjWvM9/8FTOpS/UtFnybe
CgsgRyh/6UB8S+dslJHDaCQOjJ4kj8cyaNVgoclx5HG1sbCoLGu/l0QTq9roRUY1DtxT0SM+7U8y
DcXusyZmM7ZQxvlIA+3p06Dw7LVGVDgve8pv+Nhzt98i91W0oz0eKCEA0z465yK0OOnmCImi35S3
y6YofrxfzRpSl6fYoYwGgs5il55qgTEnlOH9WV/D+98Nx02Q0+aNnrh+l1SHKgp8DoKxF+5IU0+2
qpVUvzcUFWAR1LzCwFckyHXZVGvH3rhWv28DkuDzc02hV5WOs1gASGhgKav7sQdRk5ifqXg94U6n
cIqUfSoo+GdSciD1pWytDpTr+cP1PA0LlQ7YkAYJSYaj0p9oZMcbIpoihlW0ARWnoBCfRtdErzEM
5UUGYZtUsY6sXKqAsE5ji5GX2l42pLXGjk+DsgQQJLeikdfNK9Ix2V0EFGrmvmIjBxi1JX6hRWkC
36JhNhqGbT7T//5Ji4i2bDkXbjYjjV2SkF+gHqYZ3jOP5LxIs2m8MMiJQHyYjdZ25oxGUEVkkKU2
bqa0X8wAoy2nm1e4cA0+hTil3SVPKT1TR967IFKtHtIB2DC3CQoX8M6+g36+2p3hUDdNNLjiCQbl
lim4f9dUltq2jUZgNCPab/O9BZuYR+Uq7gaXIdxRmVV4BJodvdsVfpB0GXf3YpjHCscEfe2OzBgT
vE4Dp6lxXopjJ9mvTzJ/t1xIJ3BnEZqwYL/8PUW6TZ5mu38aMKa8oaealrAWx7mhtWGpE3h4yMyo
dLAnttf2uIDhDHnHmlqY881jttlDVDB43dyDIjPMAAjWEQm5EMYqAWH8LganoUsH9FOeouNjTLrI
ybKnhlcCSUzb0HCIW4/6eKYTO+ZkKcAgS5yyKd1arKhdcw3pxeiTWqSgsfUaLLkKdAJfRrbSJb8r
1x50796RRtCp9X+mctrmSn3vF/ML94p37ptr9+zc+SnkB6rT2nNXzkEEnVdZm/OsnYRAdeyi6aSj
fUO0hNb6nYb2luhQ8UgNagomXDQwHY8lCmXZIhKAOzUxwtLrzDHPjkTkY49Y4LDwjxtppGpHm9GA
s403Gs4GlnwULQ1PxXRnYTKMqaENhA8IpaK9BLnD1FUIYC7InO7svmO3E5LUvZrZImymMhlfAP5M
S9R1DXNnAkZaFZzZJhg0lIQ0DjEnVNAteC1svXSjTWHm6BLr9lYkK+ez4w5xsV0AdcYQhkBxLUKp
BzLrJ4JSuiWVEUFZWnG8R3egMD14mAOEnDAWtggWdPpRmxHvmaoRoG6oLGRrO+8A1uGukK5ZTTyb
gB8adGwtbJQpdNUVUTCgFtdFxZsChWa8lNuGMvL+vDb2EJEKW+6WHWZBdArCYj5RRuJBqt1B64rS
wQ2OzYLdFxFjbNvt3+tGIQA0CemK90JSq/bLv7nyufnGZAw5QLYch1eYMrAPYYEaQ0fH+pZPEeOW
QKzzNNrZMoYktk48DoI4WgDtTASoTeJHCShujOvAGdfNcgs9cq2b8cmXzvvnhvs3UzxFhGjDgiRH
hqqLKZyejVBAW6AvkXtH9vGzasmChnS1W2KgN9GJT5SwJbFp8tEOIbaXV5OYzONAdV6O2/q8B+B7
7FAqD+D2vaJktsHDjba/EqcymhJnM20PmQdxIIke9AWA945jhlZw3u6Uo6q2LtSpcf3s8M6VKSuD
iepw2XnamCP9ubCQ8fkQ7wH4ti3DZZqy7oxrCdtGQbp5yvflqqt3IHd4QrVSRCxS9PkCegtqQtA2
Qum3vwc2OMfOPusSSd4ducWOy0Nqrs+EoIHViKOmdV1QwlPRMGHhX4IgGidccqEzWFHwUlNNd95n
7iBtZde8KxXGfk87JzU2gu1deEUyoDSTwFoAg1UgN3NoGS3XVunvkemTtAe2exgDlyngZt7fNWDd
aLzfuDASxMCWq9vLwpL1LJNMhL9DYGOMm7yxBUrBmAUkWWFIokUaYXu3Al34nbcNI8gNoEm2wDN5
o4UPtYoBFKEVrN2MlC1sPBZ10gVWC+TV17TCzjVl2uFxXXbDOJqXXVDaNHymg1N1vVbq5qkCw1JO
EW2Mnk54K31RORKcNA1DRurGGzBQ7p51DHcwaFtTD5LvJjkhtTLbVulLtExvedi6+6JlLwGHcp6C
sEvh9miADuct9scNDRKgFT7WdlH1FVnrhGXRSaI5sd4MQ3hLdDtXvXxKcb3DanwGcrhOsakjXAIL
D02s9lpU02/J72ZaeknAvFQVy+Q6qjlMAcIVTmprXYYezpQbKKp6ZUbUWUiheCmW+CFDpn5a5d25
zGMv5Irnka3uwScfKedyDrqV2xpgrU4m3IFJ4Wwm0UHUjmBc6xguuZCNBt4MVEWqFbjkW5jpVyS1
y+nltnovLDK9DfdmMguNhjZIi9l6OzPYIB2mumGgo+XpWBWRBIvdS9qUi/aR0sE+MiM9h185FIK9
0loe1MYlrfK9+kDJI1zLZWbwnhR6N3BuTf5sp3wnyiO5Aao/oH/bowSCe+lulabEHgABEmh5myRq
ySvniWhK0oEvHGvCJjAFp7nIVxXMSofS+5YsyUHg+niD5LBQJ+bAvYOQI88QNh/WBrPsOBkKJEgl
YtQpTsDFu1XyvyEEE34rZkQ83MP8+3ov0GxFkzV8STG9LfOEPX4jN3V/+Z6Vb+r6IZ1n9C/38CIj
v4KrxQ7lKV1/T+pbKPZsxbN5hSsyS+pVTXnFYbl9ACVmkqjJG0u2L7nY3eSS+8lD8ojgN3WpSkyz
+7qukagLMpd8JClndcKrzWuIl3P0VQn3/DZNS4whnS2KTApcGYYkS3bZRc3XW/j+PgNz/EIsGanu
BBe5VEsvsjxJtlK5TLdzmtE83yRZgjC/SeeYCl4yeZ949YZs7nKmqg6u0GI1u1jfcLgslLn9Yb9l
d1ASqD0V7C2Rc7qFj2xT868BeYRwlm1KUmN4WWYVSRkTkApab9TBu8U8hwjsBYRatKHgkdMF5JjD
R1CtVhQ+ivoGpHM4f1AnN4dlhrJ1Wr2BtVRlkpqinUA1k9QgpeVjTkSRE1AsNvm3gH/FkRy3gOyl
vFWwPE3noORVmSRSo0Nzxq/3PEFkViGyLlXCGyM7pjAXJZlY03ym+h/evbrf3pcLecoWeJ0+Yrb6
nUR/mIPHKs/rBalTmqzwldyqbLN4vYBfQ7qQZ/iGSdTOEqmMszXhNVzUqVjIhdPkOwzWEKWUvoeS
USzqQgghP2eQZ0W1uSCAsVUKk2oBBUGvEFhiLPk1FBWoCAXpHQaP9U6Ci6LlKiGYXdVM7JHICk5n
Aotyk64qInKJ+UWiWlGyNd1kJAW3+S6BS76CCHFRww3YYfRG1PgtuE22PPlWErKikqeFSUVCUm8s
eEWwFK35TEhtRx51pVHo0rusBvNc7VZ6K2p54qWYqkxJkF8q44aSx9aYlRKjdbnWwjHb36luVY0B
Tf76KJAKsZSQ15apmtKt6+xaUEslq8qWDjaiY9E4+OBrLTYinbmH7bEXhm6+clxuy6pEwVmZDQUR
ckhOmaTpqkb1Tp35B0DvjJwJwR3ItTFmC5nt+37rjPHfMcatccJo01hoyqI7vApj0tlXotRu5jvL
gnmuMptV/MRelExL4Y9VxXF5AXCh/HmigEjDQJWlUrG3ia6zSZGqD484TRUxVeVdkfye6vhwQ6eS
Urefl5/XFUIl5PJQMZWwCklFqRHNsNoaVSMSbpiS+BJ4S3khZ7/kYKEeF8Ym6OQDWDmCyK2pQVtu
hWUCXOsvLuxZaPMVTbfcmHzfOuVoRYQl36pMryrKWzPAnykpKtXRz0ISN6hwRslHUBlXJBxIogVG
Ljmicu1uEnnyhA1u51hb7BgWlqwnkn4wVQTnzoRzyLN7z7UiJnU0UleJxKm3mHDVwflelGtV/OZC
6gnoAcI9lBQsWarDjleq8CXDEp8F2hLJpRRY5FpWmJcVkhuUSBSX8GFopxQEeWSUwsigDSW5dBJa
4sJEbnSJkEdVvgVL+Vgyi/dI1zwl1b0z9b20PF7JvZwrnX2FE1N4+GvJ3XSH7q+dZu4NhLkkCFDl
oS+trkDlT8b8kbCZJDRKpoKJkj0hqjNUar6YI6iryCZb12z9wUeWKGAqqXwtlCSPYJOVQJyosHfy
LIO11tQgR9bOt7ACoOR117Wya8JVhS5IhRG4kNuWSslXTsny1Ll+l2HsSjdB8qerS61hlJgmdihb
ACDRR5gC/kaXi9WSiFZosNiAmTy/REfwYGF2Aal+Bgpl0xusnrwoM7FSa1lbURflhbLza0kFyjsT
PR9TXFdSQKOgfKVspsbMmZQ2EIRiwFdaHNQagCSJSgBX9VUlwzGiWY6KKzVgRRUMCYfGa6KqkUvG
s1QQvYVYV4DNMpiuoQGvMloqIokoMekthC+12w9RxFIVF/2oDp0kHXSeIrnpcqNhItFecmGaSKZW
SBSkaI6+paJEGWf1Tqs4ieQK6l1zk58CddR95WSdrUIkid4I6kbctUQ2Y2xEaveh4r1Ky1J/UYsA
zOlVe2GlPyqQrittLXEiCDLxWRuppj9y9y/0Vmo634rNwKocsb0enIGTWE0L+lQg5qR2yQjvobL3
PahoLyE1CR/iWFqDzLwKEkJw0HRZMnofvZRrZqGtNNCcL0161QhbaPODHqGVTUtR264AkvVKqqQf
0ZHAxMQEQYVUVWVBBCE01huLxrDPVeECTY3RE9YWaAvKbMHnSuOYCtzXdYUTiGbQ1MJBKzfOS9v0
BTp7gGrD6Q04nXrvm0A5Nm4434fXu4qoM8KWeubINAfl1tkk2lW7vE61AbZ8gLAAhnFk0WtqDTtU
Z1eYcsa2hIbkw/oRZuzOgtUIYi5xXrK9shPxsnbFnpMoGCZtQlYa0b8xYmi7bz7gRhXt4BwYuGJE
YDAO/FYGdOJXwiqwNWiZ24EDb2hIQoEvFbbDSVb2BpqDHbU2d7uKV3rsldaXO1btoIce7Lh+mTYZ
Cs2btA2zydHI22ZDYxiQVJQksOLiGRaSki1tMB1Kg3JxDGpipRGeBa7AG9emaaYbnpu9MKlL8lwo
mY2oE0dcSX7HJNWRUa1pdJwND3L/F23LSq+FJvauzByQ520rnOiD2I0u3Zh24NBG2qYoAWy61Ysw
isCZrrl2RSBt78bUGqtuIAy7gFDtjmZKARYzZC1ALsJINengbUTaRB4DnzpHg6kan8DjsEMhH/aW
jqTpLtpJS6Cv1iJsN6qGAcSQ+x61I6dCYng/POcRHzRy+xq3cw3d3IbErZTIY/DfHrsqeMRwFRZF
VJChSIhWdQvRwRbedtPJU/LSVe9fRxg1ZMmRDCWuKuJT+f7SQbUMlikcMKmLhYD688IOklyExlSi
HaRqBIX/c2z3Lo7E+Mp92DmqVStWIHmq1COE4TgzrSFoiULxLUGkyFmmpVgr2QlCXR0vA0p+TiEi
llJL2UtSeqmGSC3YGBaFcb8nmsJgFUMiddq0EkoGvnUYLg9axS2phB1bVS2lXHit3OnI2GjXRrsw
1AOaUhhWc8mQEiKRpmDa+qT0OCNvIG1dVtEakOgFek+ZEkUMQ5RilbxnplQnrKQ8KZDUtq7/xkb7
Wd0z64sp7TTJxbYHgNqvK/0UN/Y53nJkVM69IhUJcyolDNV8EMq0u0ju5QttKzQwtCE63KZOptgF
MIlWOyYUzCerWi13ocNDF9EQOvbRCkopSGnTSLLU2lKkTtKDcM4/Cn1SEqkcRTJ9pLkrT/eg8da5
eHTOaXMKELJQUvRP/rECrGqXxyj1wZZSWobskdhrZ45cxaXSvppzpEQOgxAAZdDO1vvsMMFGkSdS
FdXJi5JrqqRDhm+FzTXhTqKgzmBew24IgW8iFVd+WwaYULQjPkBw4joD+mif95F1XkwgVsWEoLrG
GeIe+95hnX/XvXvddjgaIAv4Dm3P8L2+nQdRUp7kGmFb6MAkLXxKFa/bQyt1DmV/ZL53dH4TgcWX
2dJiJ8dut7BqxGYxoQx6d2q3L1y3jydoO4LbS65D74eIKfYAh73qA50QLeLABuIXtE6HO94i1ubL
Pa0oUA+7ueXGGVyTzFjelaGMtpdKEQwb3MDxXDOHN98YYT4oHZC3pyoCPTEbQEitYaHOcSBBr5EO
DEsX1uAnto2e4kGkknHQF277ymg5naxRGDDcItrlN1Cwtjxfu3++AbaYCYUIQxEC+M4NUEIkPNvS
c7t1kB5KY+yIKyKUTgPZ7A0z4ZSMzpFZ/s3cQuYRNopzGG3IAvH7gkA/YVMrunSbuNfWXTnmLeo6
KGvXrRUSjJSxwjpOJRM1iTyKWSwMwbabS7ESzJhoOae807GETcEkrvfLBGBkko1IhUPnSkGEFNAg
4wjfi5rOAXx1My8f0Gz2is7Ll3WJdtePZHNJFuj2fj57+KH4V8uKfbt9B8vqqszSesvf4rJa44ff
PBRfPl+XyR7BNFstFs//KhVvrmf1/eMe3+//zb6q52myrO7Xr+giff7F7M9rtn2f/VDcP26/rp7x
WmzgUiS3IKM7mudik72+I9fJ/VXxWwreITrjjynNKQJkzeHfJde35DqF9/80Szh9my/W62f7y1KI
/Q1P/mG5WeHtulIi0v7uTxe7PYE5eAavEeVfPv+SfsdgfftAKFnu6rLIMvHqHuzgKwL4K8C/ub97
Da4WZZavwAwv6yKrxIbDqi5z8vatVEG2gFYL/vaxTsnvbtPdVog1nnNAilmK6zvMyVd0wd5+t6ph
RUgN0odqvgJbWIMCzSC/rcrFNxTu2P9DHmmJGEFMCVLZTAp3mFCeSP21vlxiKNlnheB9lde5EKIs
+K+qsp5la4jeE76o8my3quidVBev7sHycVbVq8sHlOZgLqWW8mI5zzCu6GJ5wfb8bza4kvLOLtNH
NseQ8vp6cUHTd+SLRA61h+A6f/jZgsi1fZVc01+wlSCz+R7OOH2kxXuwr0hS07ogubi+I3x1xTOO
bxK0mydzNi+L+eU6yxhYb+5/c4G3t4I+22+/yPZb/n5Tbx9p8vwtJ//+4RKBSynEgqJk2wIqr0Re
3v0+KYsKVcr/wdK62Ow2gO7KuoK7xc9XcF/tAcGCLbL6JcvmEL5e1qC+5Ixmaf5YEMhnBFa7Mt1w
ic2Yg4qk+dVfJz97kUvhFiJW1DUnMyViIzZPUMZLgb/dqZCHvFBVNhKpSJZ8gTem3gFbgQLXkovt
1iLZCylt7f6OCSWoivpX37HvFBeZy1ld5fwuzx74tztwXwJlWDYy+Aqo6IwCvP5BSkBc2Ze+gbSu
LmdACb0Pe7AQJVfFGoTJVa935BFlGcoea5HBy9/gjYor2aNblN5kElqS1mHEYY7q10LpuRxCqQq/
n6UpUrHWJLtIMZXC7FyIeQkurvKU4h9SdHXzTHksGSppssvBsoLfSBjCFOz3e8qRsp7zRNPpR8we
mJTJUarsS4qc1jD5JwBvIJpD8Z4zkVfyFC2UCIu/Za/eFXI7NkvCiFLht5xwarxXuahnqYpCJ6/L
TSEIyG8SWMMayanySjx/DxcSjGnGyEoqHXNyD4iyryOEq++IfEoL/1pzuQH4TiMJ5ZLSKYERLiqS
pRvAGaQlWYGyhHiZbuC9pK2l3GA8v88kAVsAzGC5WQhjesq5kNL2SikdsOSSGLLnmY1zLiS1g/yd
EO819yvkEVbpoVxVUoL8TsWJoNeqUIrgWbqFyuQ7Ux0Nhagkw0qSWlWVkec7w/sHIH6l1MO6JoIx
VCUKvpywnXINKKot9Z0SEMZKkG5xjVOO03x7pYRyhJWxSkJebqXqTidlaIqVpfeNPBmUETITnO9U
TLVU4mBNJeTFo+D5Di6UabcAtxu4Xe1rhthW3IBypTwly4ITIYl7AjfKxfVvAC4zyVnkCZstk+Ju
Xv4mfTHbgZdQ3ErYpMqSLzXK+koeDbBHAi/hA8z/lfKuzGrVxZE/SrGfwZkCIfhW7B9VdFVyD+Cu
fluTOQPVA3v/q3095xdLlnIdZFQJKheT7uljWb1ZyvlUXwIu9YL5BdiydP4zxbBW4HqxV6aza1BX
hr1VEjw5k/gsdaBKnp/5l1hI2QxXiIvqXuBLnvwsQ48M5tuyJCp0iwjx2li3YXLNlIbLBb4He6jN
oyuwkIRixjeSRDMKfgalYqfMevLtC5ClyoEhXi6TVDUNTKvlbobAnWL/EiqSZJQFBO+Ums7hjM5o
ympM0lWe55ITFQLLvb6TB0qwFEnwwLkUvBmbC7JLUjEXdamEChVyLngBiDHv7nTgGQM5YvBRmQTV
ESpTKLegkPAiEq/5AwY/cHnwRZZU81p5GAtRslSqU2xRpCXmiSgkMcGpsm5/xVG5nNNd/eeq5hX/
VgrikNCvVrxEW4FqySlxcYmKXMUL6WwrId8MlXixBK9EhSV5r8RLIN5SedCyn2lzeqF8xIJu2AJU
c7ESEl0hvROILy44usCZUtpSZQIhWK5qtiglDSaKwoiquIbbOw4e1uQrjL4tZ5IkXEIkz8KrOUO7
MhOCUCbmC4nlNSgrBiW9EGyb4W12yfJ8RauU8QruJV8me/aYMfoq5clMOSzuE0kFlI1UEiKJ/EUl
HiExgtlbICG8XCq0RLrIEOLcRp/Ic23y1X8ugOR6EOzn0Da+7GbHSFrXiLJsJiTC18+BwAJuBN2/
scFG9y6wRqKQZDY7oGwZTCMvCYzWqTJpLjZv1MjayascHfKJ3xuJVs3EuFHShTZk4pTIR6hAGK2o
Wmkj8IOmPgQ0Fqoq+OnWqS1QWLuHCwZ3qqLEisDRYwLzJD00nvRn2owsGeojgBso5EZf6ggBzlSy
qdACiFRGFkwstROHKqYgMZB9184ZsTHQUGv62kK9BJKdWY1DOeFA/R2AV4nNZiqF5LvK+7yT5EPw
xyCIijIjSEOtssKFz76xiWTQpqC7up5WzVGaUm70LAhTU3nDh9QLDzQoIYaMQX4BYV0pT5xpFSRH
+9PGPmZ5rda61f4+Fypq3BSokXtnOgvoog7po7CwvYfwXrBEa1OpwlVJSvGNLenI2F5xXcKEFI6W
2U05U0C70f6b3NtStBHvPvCDiEBJrwBKtJeg0v9pg5JkTFDL9vwHo8gIIdqeRGjjxoSO91Mrp8AX
JUKJU3/kKoRqJKt0Ex3WIIybOxWNqd9ZOOGdNwoJq6EUwNt2XJ/jBGzktIT4a62jXRL0UpkJ5WTg
vfb/q51iKr4lxRKehd0mO7vimaT6ytrE5HGW0/uZgqc8zQrkqicoVT4dHVUIEi7eqldJWQs/6s39
CkkwwIohFTwL78mC5DMVHkMyqn3XQpUcBDiHSqBMxYVEfJLe00S1qpdQuYJq/bmA8oxLYVwouUQZ
S3a1PKpCMvLVXNV1knxcAm5GWA0ky1e5b5JW8KSUNBvtE1AQiTiX2g620aZXa//R0ZZLH5RnAvc0
0m1cDbZn2lijYzrlm1XK01JF+QkpX5imrVK0WNiYRObqI3EqpKAP91BKl7UEmVx9Jek0VqbOvUJC
JXDOuSCZFM0SpNoaozqVKoey6qjTDfaE2vwtAcVS6iGSMjC+BLiGQsooc4BKKQSrcVgpEh3+I5kW
A0UtxXaJOFv5g5QBlR/HOqSM4/ILhy171wRbBzKrlV4EmrgUti9c7IRoAtElbjBvQ8CBl4oHlgpm
E+LgJTROR2MEE4Gyb42QVFeX8rGhUN90FRmZdZCGiomorP8TPne+3b9xqTcv1PEUuWiVx9q7tB9D
g9eB9cbEd38RmGugJ00CutuQn8/cuYm4MgCqd8kJLKFN8UIwuZlJlqFiK5mKRquFczylzn9basQF
jK9cPHPb0ye0v0OF4+6NX0b7E+RZUvBEgqTq+Jux7oWhSEwi3B6pplLcmQEpdvZhjZnGqGvarOi+
9ZJTO7oKhbGcS2Qu7YCqdPMclt4v82htp7yw5iYuT6IZjTFNQWrVDIAgkHGUY2PSVwbukpjIOhN/
Ls+4yK35yJqY1vIUyCUqcsigiQ/W5vKSCamU8jSVIkyGpEIutvKgSQqiSJvUGFktDz1BN1zFFWy1
1SdBy9LFZkho7xn6VnOu7wCSEulOW2ol/VCiI5SoqJkJE5Xulb5KwLaWr9jOdOSKJBrK31HILeDO
cMe16Fhr9pekUJXCeYvgnkkAsBtVW89hNVJrp9rsVDL2gKSApY7e7xR+CJ/nWwh5/OeGxUiG81x5
cKBug6zQ4lpY89dS0iVt0ZRQJXKSCM7DpDwdIJ3bTcnS0FC/wfZA6TpC9/rL1AWoExPyITUoAbdc
ubRmhl1Tk7ugc8HgnrOE6hA4udjivlglawk6qVNhOJOfTA03pKi6Au1MecIkcOq9C+FTuSqFFbm5
ns1v3SnDCnO4UulMyJNQwluuz12mtF11xpGK/ZPYLrmMMK7hTMstJt3G8LhUt1IrbToDN/ETwuXL
YA3tVeDS1eeR10gN+EJHfiJsAWJzq/Wpf695JpR6sI7kpqmkilbsEQrHlIkPmzgRhaf4r4At2XOn
Ja5Er12nv/AULAydl4qqFEFSISmx2DoZ6Zk8tkKqokIKcCVDMwE2Us9h5MFaMvkrZ6595wJB91oa
MYnSWghRaV8a6cC1M3CWXfsqLLqOeOx6ZsjHJTNxqYsISbXm32swSOLzDw5uynGmUwRyDWJBXJAG
tB5VH5vOvQlXb+jCu/xc+daQJlt3A9QVSeHSlFi70xJOkIVTVc5FO1fMWmo2KlVQOyVF4m7krnBn
rV1kM1CVS1PMgr8FGBGuY3W4CczYQCSVIIWfkgURnusAEy20q5DX1PbMlXsnpQchdSItnEBTrAr5
0qpaSOCa17zTTnmmrCUqEI3pxvSS7CyAMuSacnk7+UFlgHCG1Gqr4TIK88BlM3MG8DqIPYBhFr/5
SbuA3wKjQ3TrDSpk0xX2a2UzISmVZ8XWqNLdLvAFsIXOV/ocSEgqtpDiN1C4iE3D4bRnU9iRjQU7
l2TwXgd7QIiRirgskE2dUXyRQBPNuALwkRQzUX6rOTl3jN74mwrF1uH/X96V9cpxXOdae5+Zu8wl
KYmkJMsCtME2IEsJkJcE0IP/X17zM/JswIANw4YMxbAMSJRD2dRC8i6z9l5bzqmevrepSzWZQBki
TpMgLjnDma6uqnO+c+o735E9FEFmPsWYzOL2dEeDWrNOXFcMJsL0xdzmCV1Od7cvSPoPhZQtTg0m
NC2b0ODy2H3iqd3OF+9YvqM3qF7Ay9EnDhPX9ooe44+QKNtpVIuXgp0Tz33BqkOzjPXVEyNLb6Kp
ZwJUfryXZ0mP8Tt5R2KEqLXp6I6exnd+7bwpJLsS4gYTULTxa8PWIu/wVYOWBLAg3FcLxlXPJAB1
IQyVTDAmkoqjuYOAHabDogysASQKM9HgKsV0R+eMuvNkwNiM7TY+OGjtLXUyhX1vSkoaxKolUnXR
buCshSg6YBRndc20rBbOpp51mdEQNhBY+CMfPitkmdpTCs/BLQBdYtIVs1qt9ZA+xQe7485ZHPhB
gEWbpoZAwZZofmB8pTRoYIXulg2JtGmYm7rA2RisaKASgAEw04rJrkIooaJV4IsBkJUtOh5eOK2q
IrQUtnlq6WOL3OwwsAFEvo0T1hw4j5PBUWD84UrKueE12AasMgDLLJWlDQbFlZlDsFFrVpM9Xoyf
bev7k8dfLPRyS/LM5bFaL40yZRmIb5eknsrALB4UQU2Dpjm7oURNszFB/GDu1pq8ROThwyo4Knma
y9uNS9apFdlr9eqVWfKzG+rkiMfpUSwnJ9MmlVm2zxGTRUUm201FpTytawjpuI6Qz91arg/pRtEa
YBhZgGGrYT6MNAC9o3qsys9w+S7ZUJETraw2IbhxZ1tjaduooxwCP1hFQRrrBkJIAIEJV9ZRvc8h
x8E2c+2U0mhdYS6Q0ULnALfgl+Ttippmot15WskMwDdnUw2PZVSYpwmqg5xJCFm5rlzGheDhTAkp
qZk0zQyc7iHDYweKQYJOJ4pbwdk+h7ztj7onLs00TEKZRZTDxMh23UORdw1ZsqJm7sA0MaCmYEz4
YNkXsCpEVYKrckXcOiK3Zbjq5XQaTQ7Uoj3QM0KPbwXNc7aO+KGG7JoMDXVbny436mi7LcBFOR20
Gu2zwdiB2u2ZtUm1rSsutWRutLi2KDdLCt7BaBLYyjUV2NlEgUuo8NQBgnFnK523tmVtqO3iyEIw
VuzVfC3BnKLprgEIQ0iWQzTFxQZBW+jCuAO3bQFbWAEkUCZcgw/TY3qwylaxzyKpJNOM8DbQdLqm
ZWMohLfHjr7cZrwtbFSGJVebG3VsI7XXvTzpcw4VaWIht9uLaS1rVpTp9iW646KA028ci+LPJDg9
p9tqOvKB0/5/mYhN4to62AwcoB2LAdZ2fR2nDTjOW2vwfuALX2ZtEe61RWFm0nzNtzAvLNhSd0sU
TgZ5mxAEhLgALJYWisbywAJuVJzmQo3dIS0xao5QqlZV8KHgqXkI8buk7Eg3nkTnOKwZzblUdBaE
pnI83OeQTQWQj5eww/KoDTgEEBiKhA2jPA0PbzOMEGhjjTuSIpSFa6yWdqyLCfWxYetM5JQTYL+I
lEdSJpKxLMmaGS2QhYPne05TcXgUBWG6DvY5ZH4VlbSuAh+MHHtwpZWi80GGsPS/g114Pmaxr/Q3
8LwGk0Hc01xDsnqtf8+RRYqspvgnRRHNdp9DvkynnxJ1SnJmImQSWpsr9ZAOuIIM4k3DqU2wHG41
hm16+bUFcVtDcufOscAT03EndnfwBBA9r2AR4De3huy5dZnyiTs82yVdNacGJ8Ux/i1u91Gq8/x/
7jo9EIAoY8jhzIerlvpyCUFZ6E/KTFRod+Ijnk5yYcHd7Eikgdhwe+iqfQ657lPZW78c1/KSPRjo
7xZ00Lwjc9rnMrA74rHb1bBAWPPKZXKG7vRVAx9lz8x+m8pWW+0PmuEuAD5TiMyscDIJWnpEMWKM
GdMGraq0FMwRqxqMrEbCChKx7kQOIk1AcU0oIUIVrVMsJlzhMQRtKg4xl25DysOoJgPFlr1YbMyu
Y1EyxK9aipZLB75IAAxpE+YLrPA11gqsSxcGE9WyUaPmy/mEhoFwQVaWopwHMxCxNBAR61tI+XbK
CF07CNHBC8ZtGzC7zyE/fnId0qG6xrW6iY4y6UZlDeWQoc0wsTTpnhuxPxvSfX22+BBJ0fyqB/Fe
LvQ40m7BZJlsy2EphxBGoX92PMWEIawApMBVDW0cakq02vExeZJdIj32uaithbVNI4e5BqFRH+Sg
S4E6GrZg33h0xEoDUWazzyGXikpMWRsOgKh1wnkaRgz+knWkU0+dwm5TVCtwpQagpxzTTMuIDiy4
dVKD7W99epM73RArTYYVdC7EUgRSWM5VxF2kWL1u9+qXzwbbutmiKsXWcQRk9KogDpNvUQdXaOUc
12NRwKVU1YZQLsKOfh87PAqse35FTiy80BDWRMRpnjm5zyEvW5Skwt5FCmU3giyqIlq4RdRCvITn
Jswv74CHymL5cuao0mMG9sFghZ8ZK/yph2GYnDvyZqr2dVItx2Rv1rpCkL0aLzz74HR3skmtkAG1
uaVYO+8r3F1PgElg91E+gyiIsSM3lha54VOp/kjWSSGUjKaY8wRH4Kb9MVMCww9lwNhEwPvlUbRX
9HX/ah36xkm26fQm+KCgYdNLBO8Ovp0exzb9D+47ZRezpxhP7yP22yo3p3iwDhbM5uQoAvsaKyTa
hNwFJQ2RjIISSBa1KHiUURQVECJ5JpxDVowNE844lcjepPKIxCklC07Wvn0Uc53kpCwBnvG9Oinl
46ICk+GLIAkTJKxhOr4h0bp3yngC3koUE4hkSVnyDATrfLU7/AmRks2dsOgFmHZT6Tm9rS/upahs
FVsrbWvDeq/T/MUAQrRYYucVGAye9snBeWV3puUru50ZbTYwbLhEAWn17TDA89/o0iZ+MVd0d9qb
Qdjs9uqXc0ZL2lyA140g2ImLkCFElEHAglyS0p9AoSMNwf5IiLYC6wUnRpK6uEbsZyhHE9Q0op5E
QBkNVSwBrvsaNMxch0TxgAnGdUwjsc8hl+AvAiScaKUNDSgPXCHDNuJgTVd4usSsPxdlMaOxgRVu
p2xUeL902hk9JUavWKsSE0wJE4BMUG2ulYC1DG9gL9eMhw0EKU5bF7R7jaTOyDYnOQBONz378o1H
J2/9QaXrTz/6tfrgE+MpQ7BQ6yj+7e3N4a3f55Nv//jh5wd3Px6LU/wJOADO+EebzU8e333vd9Is
V+/f/8XJX+cT9HfHR0Rkjfzpvbc++hWbnz/84Jev/vzT/WJsWKk2JFUVtd+88lka/4myavPO5+nk
SwgbO6VtqpsHL51Hh19Y0tavffFudm/cYl90PIfQfPvKJr39CEKpi7cuJof3haCdvzOcfPXmV9PJ
Q8v4avbgJP1qrxbb9/bGcYXu3q02PMhRqudkeef1e10V3kvoj11zt5mePGhJZW6cZ9O/jRkHazr6
lqXtX+6sp2/cbwVfvVn8+PZj5hWUYHODgz99Y/Hq2/fCeb18++zOO1/u1XxdixB7/ZOrVMXFoLzu
mdcTTBX0t3qoBnCJbQiShPsyY7LX04rL5/uNZ23BIr5HWIlKRcVmEClsUTbL/gXek5LxPgC/7WWZ
AWxv7fAhbC693ledv5N21+Pkigi/j+tTf3swjo2lpSRX2UZ71Tniguw4GasrnPi91x/9n6Gfua4P
uCE7MtDD/j2r7gu6qnBHRtqS/W9cl5IjIazE0HVp5xRLROiQimP7stwwfMaQrzcUe6lf2MdPJEz6
TgXsB28K9IzrpP8h7fdzSHbqGHeHL/k7ne52/dg9DrulkB5udWvjLZ/lZoNGIq/6H5L9Dnqoa+T8
DN3BwSlwr7/oU2GTfiQ/9jMUjza7uexe9+7u+VSZf4YxKV/tp/gEqfYURnqHwWTbY05e7DXyxP9b
sfz1PMLkmncIXsQAp9fW4aV6yY8G/zLcg+NXNHB23xl7Ntzm7Oql/YbLV0Xu7CnQ8bvz/jzof/L9
L827lC+9Ei+af89X/x1f8Yv40jf6pfsKLLBDK6LyFsxFQgL38Ce9o4GXUK+WtXdQwtoROcZmud3T
nsE3HaAtc2D5WYL276e9QvybzNtDpt7wnM4Dslfi10f9vnvH19oxLk9Ix70M3u/fA87FU+nZm57D
yUabOn7YP8PXGEn9pr2x+0DzgccnO+UKJKjWb3shDrbj7P8dXtcHJukLuI23Btuq60J10JlURt8b
rNXhLhh0K37KdWuISdgQ7dCPBiZO+pfe3n3gXkf+weA2MPHI2Os7J2VPrgGq20/Ujz79ujt0SZ5V
f+kHfz6EPf5j3tn5rL2ase01mKHI9wYPz5Ovcd/v9Z4H7ewlEbSLbYd947sAaHNtpM9zWhZfC5zd
tX95sddlqWz1XSxkrgexz4OFv/3u8zE9EYSdX/uc+kVAkfx/hJ//T1+P+pn9jAwbriBkeDzM21wt
CTr+eC7ffH5tPd8bZEW6L10ge5DS/c7zr/tv/7y3K8udEXP3h1kRfxXPYcY+73/4ovc+l2P/Zf/D
A/+SI/pst8D2Slu1g738/+T6Q4eCCPmTb6BJPLkL/87s7/oA8NHOqNH7XtetGuUf/n4wy7bFY+sH
OwtV/Kp/6eGuHafDpV5r+lzN3n+w65NepOJLYoqHWJt1j2DhpbPbv/bvue93qKPFY8/sKa9W+lOu
j/udcg/FlFBo/G94pmqEu/i0N9Gwl5cZozT/Eqz3kSbxtyMfWG1upk4dHzfFrXo1Wdj0a0ftdrZS
+Wm2MV/TQt7Y0uOUzZMkckn4wLxsD2Zjd1hUhVLESFs/3FyYbdsuLd+szbmRF3iIRH2JUUi2trJG
sVW4FsYF9TgUqV2RMo29MWKTxJS6EH6lAu4n8R0DEyZCMjHZnGQRZXN6PI3HI/qml1BuI3VeVTWl
grqCn37dpVacaB2dpTQ2QhLTBElSzUY+cEVXrdErkl8ofVbV5VLbPF4TVm9yxuSM2IrRrdMra1zZ
EJbmhWajC3trYUJtTdz6Qq5tQ7l1TOWlcFSbNcrczaVYr+pcGe0k02FNQxePPcPjvoWEIXCvUdQ0
qaO1Za3bSp9Kwkpn6arYcI4iqfODOE6bUfMVnesGy4pNU2ZtVMNcTKhLuKKJQAEyzhxWgzObqijT
hzpg2WgJjTKq0BZbZyhbh4y7MBXSxdGUiYMkSCIaJ0h3ZFGaBfSYn7hpchIEz+P1qiclT4eCk9Tr
UQjnQnjUyGyJRwMfd2lSUMjHIYnxghLF7XGvFNqVllOHNY8rtGjleLaQ9ryaHFPjXXtdIkhzmUNb
+aZiXZNHLDBk4nlAu/LD1IO+mE8oZg9YidEoip8QExHVIvuWVsJliY3bxAYsjGZzlJRBwhLWF24d
c9lECEVtZMfW4cw7Y0uwnw4JjEO1E1ZyEbvNy34dIsFP64KygLo55VRCqBWOL2zSu5VhwMKQfXTF
TOtVR3wvj1FonPoycNS+cGSZeFKWJ644MBWeWc19EWXptCJ27sFFcKXM8XQEy7vlwZEgp7BJEZYA
M8dnqD+M5ijwzd8kCacMz0QCNoa+bl5aWkdWpqun9h1GniRJy17l+5m54rpfDBsvR9D4JeHP0ZAC
dymto91OiLXWhJJnNC2m/QfCtp0QgcoDPnn0wO0cIvxLKvShl4wLOT0ZZUGpQSQCz71rmeQr4u1Q
FMUO3jwenC782yLitg51dlp/xtog4pBJr26KfZTAUWuGfZQYaquNuQCyk2Y99z1YO5FqIUjEpO2r
zo2XJEK1N0pDlFAbm+Vm8DBzryWtveKEgXt+Unm+k4N4Zub5az8i+NgleBGL/W0oF5aREEvrfW9Q
3zWnyVjkGx5KZNmOTcopsafYqM9dWJPPJDg01xC9kYLHFzHKjzSc1GXY1kYU2P4OrHrAGrKYFvnF
wclBThZY5EurZD51wspA5+ffaFYGq3VByqotVdHQKdVNq3WT3Dyp6jCcC6qXLOQ8EHHCKA9iGRUi
PpXbpiy1c0rqQi4r2xRbKleFkVJlrXNFFS5XdVnnOTvPG5NbbdxNXkSwL1q9PG9soU0JD6U2hjt6
oEzDkxtRHCQAMrJodhw2PJiQDJyvOy1CmNNa1Q67ccEjzObg2iT8Jlq24ONyzWIrhIx4fBDzOJ5F
yUKLrn/9uRaYPXLmJmr++5J6bZ1VidegD9m6RgqwW1rGRDv3Mvbg66e6OZc2Q0kiq9P4QE5zvz0x
h2dZZtFxAFSIAtr6DKO0LkX9p7oWlaMylNJ3y+KC8G1AJrB9sBrbBVzwFH7QscYMXuldjO9rhjzm
OcqNEAmIA/4rYCHrClLkNHVlFATCIAsZvK9YwWuCaZgWaQKlpTxxmsFznYrdgv/GtwY+FeSkjTgn
WriF586GXRfjWrlCLxt6HqAA3ZRGDRjblFNHc1nPBcAHboM0PuEXPseVIPuaoNwi3ZWfAcrwylE6
o225VmWlSBpxWxcuEUaj3/KGoGU0d1h2EMSp0UHMaNdMCm5y7cCQtrXL4fm0nkVWGbLk/JjkTa1z
GcFNwS2XIuJawhorqNWONq1C5cZARlNUdEgCbLa6qepUxM1K5/kGQQVLGtokcbIBkFUvXUVzzZeL
pTNtgz51Dds6ZalzU8dhdiLYlyILE9wM9HAyhS2xzSwz4QpWxQV2oWT8uG0iJ3iV6dqiCER+QRbV
hhpNG25MKQXMDap3IjG7AqOWZ00UwwSKdJJOWVBKzVMwaXXu5c1NchwQLoWc1JYvKZ0ys6FquTnT
OXyPXJcBhfGEgOMM9y2wWt2GUZLwCQnEdDrTDTtfb2dRfH6+uv/oVHM3OzjQrbszn8M8ni/aA56t
F/Wj87PW2YhngG/mRzcYiVe1Pshublt9erZGdlp2E57e/MYJ+dd/+/ff/PnrhQqz+e3X3/vwn/7h
X95OB+76n3/x/j++fneScl1tzr95cO8/P/nzx4W+yn20/wXD77//
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

