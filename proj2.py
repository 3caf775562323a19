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
#   EVALUATION ........... what a position is worth, in discs: features
#                          on every board, patterns on Othello's
#   SEARCH ............... alpha-beta, ProbCut, iterative deepening, exact
#                          solver
#   PARALLEL SEARCH ...... one position's search shared among worker
#                          processes (--jobs); the workers' start
#   OPENING BOOK ......... Othello's first moves, with their values
#   COMPUTER PLAYERS ..... naive to level5 and best, each (board, piece)
#                          -> move
#   SQUARES .............. typed moves, square names and numbers, --position
#   OPENING NAMES ........ Othello's named openings, by position
#   ANALYSIS ............. every move's value, labelled (analyze)
#   SAFE FILES ........... a file written whole or not at all (a save)
#   GAME RECORDS ......... records, move strings, save
#   GAME FORMATS ......... transcripts, board strings, GGF, WTHOR; --load
#   REASONS .............. why a move is worse than the best, with the
#                          lines that show it (why, and the review's)
#   REVIEW ............... every move of a game judged (review)
#   TERMINAL ............. lines read, echoes, problems said, progress
#   GAME SESSION ......... Game, GameState, undo, the loop, hint, words
#                          (its words save and review use GAME RECORDS
#                          and REVIEW, above)
#   CLASSIC DISPLAY ...... the course's transcript, every rule set's board
#   NEW GAME ............. create_game: the Game every front end plays
#   RICH DISPLAY ......... --style rich
#   MATCH ................ --match: computers against each other
#   ICS 32 PROTOCOL ...... --protocol ics32, exactly as UCI ICS 32 says
#   GO TEXT PROTOCOL ..... --protocol gtp: proj2 as an engine
#   NBOARD PROTOCOL ...... --protocol nboard: proj2 as NBoard's engine
#   WINDOW ............... --gui: the game in a tkinter window
#   COMMAND LINE ......... the options, the modes, run_program
#   DATA ................. the pattern tables and the opening book, encoded
#                          (about 330 KB of the file; EVALUATION and
#                          OPENING BOOK read them): no code
import array
import atexit
import base64
import builtins
import contextlib
import dataclasses
import errno
import functools
import itertools
import lzma
import math
import operator
import os
import random
import re
import signal
import stat
import sys
import threading
import time
import zlib
# multiprocessing is imported where workers start (PARALLEL SEARCH),
# argparse where the command line is read, tempfile where a save writes
# and statistics where a match sums up: they were two fifths of the
# start-up of every worker, which needs none of them, and of most runs.


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
    # the [row step, column step] lines run in (a list: left out of the
    # hash, which get_rule_moves' memory takes)
    directions: list = dataclasses.field(hash=False)
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

# How many positions' legal moves get_rule_moves remembers.
RULE_MOVES_REMEMBERED = 1024

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
    """The board of a new game under the rule set: empty, or the centre
    four filled, top_left (None: the rule set's) on the top-left and
    bottom-right squares of them and the other side on the other two.
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
    piece next to the square in each direction, as [row, col] squares in
    the directions' order; empty when the square is off the board or taken.
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
    """Lists the [row, col] pieces a move would flip, board unchanged:
    sandwiched lines (get_flips), or the adjacent ones (CAPTURE_ADJACENT).
    """
    if rules.capture == CAPTURE_ADJACENT:
        return _get_adjacent_flips(board, row, col, piece,
                                  rules.directions)
    return get_flips(board, row, col, piece, rules.directions)


def is_rule_move(board, row, col, piece, rules=UMBC_RULES):
    """Tells whether the side may play the square: empty, on the board and,
    when the rule set's needs_flip is set, flipping at least one piece.
    """
    if not is_on_board(board, row, col) or board[row][col] != EMPTY:
        return False
    if not rules.needs_flip:
        return True
    return len(get_rule_flips(board, row, col, piece, rules)) > 0


def get_rule_moves(board, piece, rules=UMBC_RULES):
    """Lists every legal [row, col] move of a side, in row-major order.
    A turn asks for one position's moves many times (who is to move, the
    status line, the pass check, the marks, each redraw of the window), so
    the last RULE_MOVES_REMEMBERED positions' answers are remembered.
    """
    return [list(move) for move in _list_rule_moves(
        tuple(map(tuple, board)), piece, rules)]


@functools.lru_cache(maxsize=RULE_MOVES_REMEMBERED)
def _list_rule_moves(rows, piece, rules):
    """get_rule_moves' work, on the board's rows as tuples (a key)."""
    return tuple((row, col) for row in range(len(rows))
                 for col in range(len(rows[row]))
                 if is_rule_move(rows, row, col, piece, rules))


def apply_rule_move(board, row, col, piece, rules=UMBC_RULES):
    """Plays a legal move in place; returns the [row, col] squares flipped."""
    flips = get_rule_flips(board, row, col, piece, rules)
    place_piece(board, row, col, piece, flips)
    return flips


def has_rule_move(board, piece, rules=UMBC_RULES):
    """Tells whether a side has a legal move (by get_rule_moves, whose
    answer the turn soon asks for too)."""
    return len(get_rule_moves(board, piece, rules)) > 0


def get_side_to_move(board, piece_due, rules=UMBC_RULES):
    """Decides who plays next, which is also where passing and the end of
    the game are decided: piece_due if it can move; else, under rules with
    passing, the other side if it can; else EMPTY, the game being over.
    """
    if has_rule_move(board, piece_due, rules):
        return piece_due
    opponent = get_opponent(piece_due)
    if rules.can_pass and has_rule_move(board, opponent, rules):
        return opponent
    return EMPTY


def is_rule_game_over(board, piece_to_move, rules=UMBC_RULES):
    """Tells whether the game is over (see get_side_to_move)."""
    return get_side_to_move(board, piece_to_move, rules) == EMPTY


def get_rule_winner(board, win=WIN_MOST):
    """Decides the winner by the most or the fewest pieces (EMPTY: a tie)."""
    winner = get_winner(board)
    if win == WIN_FEWEST and winner != EMPTY:
        return get_opponent(winner)
    return winner


def get_final_scores(board, rules=UMBC_RULES, win=WIN_MOST):
    """Scores a finished game, {PLAYER_PIECE: X's score, COMPUTER_PIECE:
    O's}: each side's pieces; when the rule set gives the empty squares to
    the winner (the WOF's rule) and the most discs win, the winner takes
    them too, and on a tie each side half.
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
    """Writes a finished game's final score line, saying where the empty
    squares went when they count, such as 'Final score: X 37, O 27 (X's
    36 discs and the empty square)'.
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
    """Lists a side's legal moves as [row, col, flip count], in MSU CSE
    231's get_hint order: most flips first, and among equal counts the
    later square (by row, then column) first.
    """
    ordered = []
    for move in get_rule_moves(board, piece, rules):
        flips = get_rule_flips(board, move[0], move[1],
                               piece, rules)
        ordered.append([len(flips), move[0], move[1]])
    ordered.sort(reverse=True)
    return [[row, col, flip_count] for flip_count, row, col in ordered]


def count_perft_leaves(board, piece, depth, rules=UMBC_RULES):
    """Counts the leaves of the move tree on the 2D list (perft), board left
    unchanged, by Aart Bik's convention (also magpie's and Egaroucid's): a
    pass is a ply, a finished game a leaf at every later depth. The slow,
    readable counter: --perft uses count_engine_leaves, held to it by tests.
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
    """A rule set on bitboards for one size: built once, then only read."""
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
    """Splits a set of squares into single-bit ints, lowest bit first,
    which on the board is row-major order (top row first, left to right).
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
    """Converts a 2D board to the engine's own, opponent (a tuple to unpack
    at once), the bits of piece's pieces and the other side's: once at
    the start of a search, never once per position searched.
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
    return own, opponent


def find_line_moves(own, opponent, engine):
    """Finds the bits of the moves that sandwich a line (every grid game's
    rule but the simplified one): an empty square from which, in one of
    the directions, one or more opponent pieces run up to one of the
    mover's. Each direction grows the runs of opponent pieces out from the
    mover's pieces one step at a time, stopping as soon as none is left.
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
    """Finds the simplified rules' moves: empty squares next to an opponent."""
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
    """Finds the bits a move flips under line captures (0 when none): in
    each direction, the run of opponent pieces from the move up to the
    nearest of the mover's own pieces on the ray that way. Only the rays
    with room for a capture are looked at, and only when the square next
    to the move is the opponent's (see Engine.square_rays).
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
    """Finds the squares a step from the bits, in the rule set's directions."""
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
    """Finds the squares with no neighbour in the direction of shift (toward
    higher bits when toward_higher): those whose next square that way is
    off the board (a guard column, or beyond the first or last row).
    """
    if toward_higher:
        return squares & ~(squares >> shift)
    return squares & ~(squares << shift)


def get_ray_bits(move, shift, toward_higher, squares):
    """Finds the squares from move to the board's edge in the direction of
    shift (toward higher bits when toward_higher), move left out.
    """
    ray = 0
    square = move << shift if toward_higher else move >> shift
    while square & squares:
        ray |= square
        square = square << shift if toward_higher else square >> shift
    return ray


@functools.lru_cache(maxsize=None)
def build_engine(rules, rows, cols):
    """Builds the Engine for a rule set and a board size: the bit layout,
    the shifts of the rule set's directions, the move and flip finders
    its capture rule needs, and the squares the evaluation cares about.
    Built once for each rule set and size (remembered: every search and
    every board converted asks for it), and only read after.
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
    """Fills in an Engine's evaluation squares, worked out from the board's
    shape and the rule set's directions (nothing written for 8x8 only):
    the corners, the squares next to and diagonally in from each set of
    empty corners, the other edge squares, the axes, each square's class
    (see SQUARE_CORNER) and the parity regions (see solve_few_empties).
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
    engine.regions = list_parity_regions(engine)


def list_parity_regions(engine):
    """The parity regions' bits (see solve_few_empties): the four
    quarters of the board (the two halves of a one-row board).
    """
    regions = {}
    for bit in list_bits(engine.squares):
        row, col = get_bit_square(bit, engine)
        region = (row * REGIONS_PER_SIDE // engine.rows,
                  col * REGIONS_PER_SIDE // engine.cols)
        regions[region] = regions.get(region, 0) | bit
    return list(regions.values())


def play_engine_move(own, opponent, move, engine):
    """Plays a move on the engine's bits and returns (own, opponent) after
    it, seen from the side that moves next: the other side's pieces less
    those flipped, then the mover's with the flips and the move. (The
    innermost loops of perft and of the exact solver do the same in place,
    to save a call.)
    """
    flips = engine.find_flips(own, opponent, move, engine)
    return opponent ^ flips, own | flips | move


def get_engine_turn(own, opponent, engine):
    """Decides who plays next, as get_side_to_move does on the 2D list.
    Returns (turn, moves): TURN_OWN with own's moves, TURN_OPPONENT (own
    must pass) with the other side's, or TURN_GAME_OVER with 0.
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
    the last ply without playing it, and a position reached again by
    another order of moves once, its count kept in counted, {(own,
    opponent, depth): leaves} (None: a new one) of PERFT_TABLE_SIZE at most.
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

# Two evaluations predict the final disc difference (the WOF's score,
# most discs winning) for the side to move: on every board, a weighted
# sum of the position's features; on Othello's 8x8 board, as strong
# programs do, a sum of table lookups, one per pattern of squares, the
# tables fitted to tournament games and kept in DATA.

# ----------------------------------------------------------------------
# EVALUATION 1: THE RECORD, AND THE ORDER OF MOVES
# ----------------------------------------------------------------------

# Positions a second the search does with each evaluation on a core of
# this project's two-core machine (CPython 3.11) while the other core
# searches too; a level's budget is the think time times this, a core.
# tests/bench/bench_evaluation.py measured about 71,000 and 52,000 on
# one core alone; tests/bench/bench_search_speed.py, the patterns'
# search at depth 7: 70,000 alone or with both cores busy, of which a
# game's parallel search makes about 54,000.
FEATURE_NODES_PER_SECOND = 60000
PATTERN_NODES_PER_SECOND = 54000


# The search is given its Evaluation through the settings, so two
# evaluations can play each other.
@dataclasses.dataclass(frozen=True, slots=True)
class Evaluation:
    """How the searching computers judge a position."""
    function: object              # a function like evaluate_position
    stage_weights: list           # each stage's feature weights (the
    # ... pattern evaluation: tables)
    square_order: dict            # {square class: its order weight}
    nodes_per_second: int = 0     # positions searched a second with it
    reading: object = None        # the pattern evaluation's PatternReading
    othello: object = None        # a function () -> the Evaluation used
    # ... instead on Othello's board (see choose_board_evaluation)
    probcut: tuple = ()           # by depth: None, or ProbCut's
    # ... [slope, offset, error] for that depth (see search_node)
    children: object = None       # None, or a faster judge of the
    # ... positions after each move (see prepare_pattern_children)


# The order weights of the classes of squares: a corner is the best to
# take, a square next to an empty corner the worst, an edge better than
# the middle.
SQUARE_ORDER = {SQUARE_CORNER: 8, SQUARE_EDGE: 2, SQUARE_MIDDLE: 0,
                SQUARE_NEAR_CORNER: -4}


def get_square_order_weights(engine, evaluation):
    """Gives each square (by bit position) the order weight of its class."""
    order = evaluation.square_order
    return [order[square_class]
            for square_class in engine.square_classes]


# ----------------------------------------------------------------------
# EVALUATION 2: THE FEATURES, ON EVERY BOARD
# ----------------------------------------------------------------------

# The features, on a board of any size, are differences between the
# sides, positive when they favour the side to move: mobility, the
# frontier (pieces next to empty squares give the opponent moves),
# corners (never flipped), the squares next to an empty corner (they can
# give it away) and among them the X-squares (diagonally in, the
# likeliest to), the other edge squares, stable pieces, discs, parity
# (the side to move moves last) and the tempo (a constant: having the
# move). FEATURE_ names their places.
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
# Parity: an odd number of empty squares left.
PARITY_DIVISOR = 2
# Stages: STAGE_EMPTIES empty squares of the 8x8 board to a stage (0-3,
# 4-7, ... 60); another board is in the stage of the same share of
# empty squares, its value scaled by its squares over STANDARD_SQUARES.
# Weights are in hundredths of a disc (WEIGHT_UNITS_PER_DISC).
STAGE_EMPTIES = 4
STANDARD_SQUARES = 64
WEIGHT_UNITS_PER_DISC = 100
# A sum of weights times the board's squares is in WEIGHT_SCALE units of
# a disc; half of one rounds up.
WEIGHT_SCALE = STANDARD_SQUARES * WEIGHT_UNITS_PER_DISC
HALF_WEIGHT_SCALE = WEIGHT_SCALE // 2
# Each stage's feature weights, fitted to games' final disc differences
# by tests/bench/fit_evaluation.py, which writes this table.
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
    [66, -83, 931, 621, 497, -234, 931, -197, -143, -138],  # 56-59 empties
    [94, 15, 0, 651, 651, 0, 0, -15, 116, -101]]  # 60-63 empty squares


def find_stable_pieces(own, empty, engine):
    """Finds own's pieces that can never be flipped again: under adjacent
    captures, those with no empty neighbour; under line captures, those
    with the board's edge or a stable own piece on one side along every
    axis (no line through them can be closed), grown from the corners.
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
    """Lists a position's features (see FEATURE_MOBILITY). When the fewest
    discs win (sign -1), what a side owns counts against it.
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
    """Judges an unfinished position for the side to move: the final disc
    difference the weights predict, in whole discs within the board's
    range. sign: 1 when the most discs win, -1 when the fewest do.
    """
    squares = engine.square_count
    empties = squares - (own | opponent).bit_count()
    stages = evaluation.stage_weights
    weights = stages[get_evaluation_stage(empties, squares, len(stages))]
    total = sum(map(operator.mul, weights, find_position_features(
        own, opponent, own_moves, engine, sign)))
    # Rounded to the nearest disc (halves up), on this board's scale.
    value = (total * squares + HALF_WEIGHT_SCALE) // WEIGHT_SCALE
    return max(-squares, min(squares, value))


# The features alone, on every board.
FEATURE_EVALUATION = Evaluation(evaluate_position, FITTED_STAGE_WEIGHTS,
                                SQUARE_ORDER, FEATURE_NODES_PER_SECOND)


# ----------------------------------------------------------------------
# EVALUATION 3: THE PATTERNS' SQUARES, AND THEIR PLAIN READING
# ----------------------------------------------------------------------

# On the 8x8 board under Othello's rules (the most discs winning), the
# pattern evaluation values a position as Logistello, Edax and Egaroucid
# do: a sum of table lookups, one per pattern (a line or block of
# squares). A pattern's state is a base-3 number, its i-th square giving
# 3 ** i times 0 (empty), 1 (the side to move's disc) or 2 (the other's).
# A type is written as its instance at the top-left corner; its other
# instances, its images under the board's 8 symmetries, share its table,
# so mirror-image positions are valued alike. The tables, a set per
# stage with a constant per number of empty squares, were fitted by
# tests/bench/fit_real.py to tournament positions valued by a strong
# engine and by the exact solver (see load_pattern_evaluation).
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
# The squares of the board the tables were made for.
PATTERN_SQUARES = PATTERN_SIDE * PATTERN_SIDE


def map_square(square, symmetry, side=PATTERN_SIDE):
    """Maps a (row, col) square by a symmetry (see BOARD_SYMMETRIES)."""
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
    """Lists a pattern type's instances, its distinct images under
    BOARD_SYMMETRIES in order, each (row, col) squares in digit order.
    """
    instances = {}
    for symmetry in BOARD_SYMMETRIES:
        image = tuple(map_square(square, symmetry)
                      for square in pattern.squares)
        instances.setdefault(frozenset(image), image)
    return list(instances.values())


def list_pattern_self_maps(pattern):
    """Lists the symmetries mapping a pattern onto itself (a row read from
    either end, a block across its diagonal), identity first, as lists
    whose entry i is the digit position the i-th square maps to.
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
    """Reads a square's digit: 0 (empty), OWN_DIGIT or OPPONENT_DIGIT."""
    bit = get_square_bit(square[0], square[1], engine)
    return OWN_DIGIT if own & bit else OPPONENT_DIGIT if opponent & bit else 0


def get_canonical_index(digits, self_maps):
    """Finds a pattern state's (digits') table index: the least read in
    each of self_maps, so mirror-image states share one entry.
    """
    indexes = []
    for order in self_maps:
        index = 0
        for position, digit in enumerate(digits):
            index += digit * PATTERN_DIGIT_BASE ** order[position]
        indexes.append(index)
    return min(indexes)


def read_pattern_indexes(own, opponent, engine):
    """Reads a position's patterns square by square (the plain reading
    evaluate_patterns is tested against, and the fitting script uses):
    for each of PATTERN_TYPES, a list of its instances' canonical indexes.
    """
    indexes = []
    for pattern in PATTERN_TYPES:
        self_maps = list_pattern_self_maps(pattern)
        indexes.append([get_canonical_index(
            [read_square_digit(own, opponent, square, engine)
             for square in instance], self_maps)
            for instance in list_pattern_instances(pattern)])
    return indexes


# ----------------------------------------------------------------------
# EVALUATION 4: THE PATTERNS' FAST READING
# ----------------------------------------------------------------------

# The first diagonal type's place in PATTERN_TYPES (diagonals come last).
FIRST_DIAGONAL_SLOT = 6
# The fast reading (evaluate_patterns) takes each row of a side's discs
# as a byte (bit c for column c) with a shift and a mask, and each
# column or diagonal as a byte with one multiplication that gathers its
# squares (get_line_gather). Each pattern is then one of a few layouts
# of those bytes' bits, and a digit table per layout and side turns its
# bits into its squares' base-3 digits: "line" (a row, column or
# diagonal from its first square), "edge" (an edge's 8 squares, then in
# bits 9 and 14 the X-squares from the next line's bits 1 and 6),
# "block" (a corner block from its corner) and "reversed block" (toward
# it). Mirror-image states share a weight, so an instance may be read
# from either end.
PATTERN_BYTE_MASK = 255
EDGE_X_SQUARES = 0b1000010
EDGE_X_SHIFT = 8
CORNER_3_MASK = 0b111
CORNER_3_SHIFT = 5
CORNER_5_MASK = 0b11111
CORNER_5_SHIFT = 3
# The bits a row of a corner block takes in its gathered int, and where
# a 3x3 block's third row goes.
CORNER_3_ROW_BITS = 3
CORNER_5_ROW_BITS = 5
CORNER_3_THIRD_ROW = 2 * CORNER_3_ROW_BITS
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
    """Builds a layout's digit table for a side's digit: for each int of
    the layout's bits, the sum of digit * 3 ** position over its set bits.
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
    digit_tables: tuple           # each of PATTERN_LAYOUTS' digit tables,
    # ... for the side to move, then for the other
    row_shifts: tuple             # the shifts bringing rows 1-7 to row 0
    column_shifts: tuple          # the shifts bringing columns 1-7 to 0
    column_mask: int              # the squares of the first column
    column_multiplier: int        # gathers them into bits 56-63
    column_top: int               # the lowest of those bits
    diagonals: tuple              # (shift, mask, multiplier, top, length
    # ... mask) of each diagonal instance (list_diagonal_gathers)
    instance_slots: tuple         # each instance's place in PATTERN_TYPES
    get_instance_tables: object   # a stage's tables -> each instance's
    placed_steps: tuple = ()      # by bit place: (instance, its index's
    # ... gain) when the other side puts a disc there
    flipped_steps: tuple = ()     # the same when the other side flips
    # ... the disc there


def get_line_gather(places):
    """Works out how evaluate_patterns gathers a line (a column or
    diagonal: bit places, lowest first, a constant stride apart) into
    consecutive bits, as (shift, mask, multiplier, top): shift the side's
    bits down to the line's first square, mask its squares, and multiply
    by a number with a bit per square, moving square k (k strides along)
    to bit top + k. No two terms of the product share a bit (so nothing
    carries), and the other terms land below top or above the line's
    bits, which a mask of its length drops.
    """
    stride = places[1] - places[0]
    top = (stride - 1) * (len(places) - 1)
    mask = sum(1 << (place - places[0]) for place in places)
    multiplier = sum(1 << (top - (stride - 1) * step)
                     for step in range(len(places)))
    return places[0], mask, multiplier, top


def list_diagonal_gathers(engine):
    """Lists each diagonal instance's gather: get_line_gather's, then a
    mask of its length and its type's place in PATTERN_TYPES.
    """
    gathers = []
    for slot in range(FIRST_DIAGONAL_SLOT, len(PATTERN_TYPES)):
        for instance in list_pattern_instances(PATTERN_TYPES[slot]):
            places = sorted(row * engine.width + col for row, col in instance)
            gathers.append(get_line_gather(places)
                           + ((1 << len(places)) - 1, slot))
    return gathers


def read_pattern_instances(own, opponent, reading):
    """Lists, in a new list, the base-3 index of each pattern instance of
    a position in reading.instance_slots' order (edges, corner blocks,
    rows and columns, diagonals). Written out, not looped: this is the
    evaluation's hottest part.
    """
    (edge_own, edge_other, corner_own, corner_other, toward_own,
     toward_other, block_own, block_other, back_own, back_other,
     line_own, line_other) = reading.digit_tables
    byte = PATTERN_BYTE_MASK
    column = reading.column_mask
    gather = reading.column_multiplier
    top = reading.column_top
    r1, r2, r3, r4, r5, r6, r7 = reading.row_shifts
    k1, k2, k3, k4, k5, k6, k7 = reading.column_shifts
    a0 = own & byte
    a1 = own >> r1 & byte
    a2 = own >> r2 & byte
    a3 = own >> r3 & byte
    a4 = own >> r4 & byte
    a5 = own >> r5 & byte
    a6 = own >> r6 & byte
    a7 = own >> r7 & byte
    b0 = opponent & byte
    b1 = opponent >> r1 & byte
    b2 = opponent >> r2 & byte
    b3 = opponent >> r3 & byte
    b4 = opponent >> r4 & byte
    b5 = opponent >> r5 & byte
    b6 = opponent >> r6 & byte
    b7 = opponent >> r7 & byte
    c0 = (own & column) * gather >> top & byte
    c1 = (own >> k1 & column) * gather >> top & byte
    c2 = (own >> k2 & column) * gather >> top & byte
    c3 = (own >> k3 & column) * gather >> top & byte
    c4 = (own >> k4 & column) * gather >> top & byte
    c5 = (own >> k5 & column) * gather >> top & byte
    c6 = (own >> k6 & column) * gather >> top & byte
    c7 = (own >> k7 & column) * gather >> top & byte
    d0 = (opponent & column) * gather >> top & byte
    d1 = (opponent >> k1 & column) * gather >> top & byte
    d2 = (opponent >> k2 & column) * gather >> top & byte
    d3 = (opponent >> k3 & column) * gather >> top & byte
    d4 = (opponent >> k4 & column) * gather >> top & byte
    d5 = (opponent >> k5 & column) * gather >> top & byte
    d6 = (opponent >> k6 & column) * gather >> top & byte
    d7 = (opponent >> k7 & column) * gather >> top & byte
    x_squares = EDGE_X_SQUARES
    x_shift = EDGE_X_SHIFT
    three = CORNER_3_MASK
    three_shift = CORNER_3_SHIFT
    five = CORNER_5_MASK
    five_shift = CORNER_5_SHIFT
    second_3 = CORNER_3_ROW_BITS
    third_3 = CORNER_3_THIRD_ROW
    second_5 = CORNER_5_ROW_BITS
    # Rows a (own) and b, columns c (own) and d.
    indices = [
        edge_own[a0 | (a1 & x_squares) << x_shift]
        + edge_other[b0 | (b1 & x_squares) << x_shift],
        edge_own[a7 | (a6 & x_squares) << x_shift]
        + edge_other[b7 | (b6 & x_squares) << x_shift],
        edge_own[c0 | (c1 & x_squares) << x_shift]
        + edge_other[d0 | (d1 & x_squares) << x_shift],
        edge_own[c7 | (c6 & x_squares) << x_shift]
        + edge_other[d7 | (d6 & x_squares) << x_shift],
        corner_own[(a0 & three) | (a1 & three) << second_3
                   | (a2 & three) << third_3]
        + corner_other[(b0 & three) | (b1 & three) << second_3
                       | (b2 & three) << third_3],
        corner_own[(a7 & three) | (a6 & three) << second_3
                   | (a5 & three) << third_3]
        + corner_other[(b7 & three) | (b6 & three) << second_3
                       | (b5 & three) << third_3],
        corner_own[(c7 & three) | (c6 & three) << second_3
                   | (c5 & three) << third_3]
        + corner_other[(d7 & three) | (d6 & three) << second_3
                       | (d5 & three) << third_3],
        toward_own[c7 >> three_shift | (c6 >> three_shift) << second_3
                   | (c5 >> three_shift) << third_3]
        + toward_other[d7 >> three_shift | (d6 >> three_shift) << second_3
                       | (d5 >> three_shift) << third_3],
        block_own[(a0 & five) | (a1 & five) << second_5]
        + block_other[(b0 & five) | (b1 & five) << second_5],
        back_own[a0 >> five_shift | (a1 >> five_shift) << second_5]
        + back_other[b0 >> five_shift | (b1 >> five_shift) << second_5],
        block_own[(a7 & five) | (a6 & five) << second_5]
        + block_other[(b7 & five) | (b6 & five) << second_5],
        back_own[a7 >> five_shift | (a6 >> five_shift) << second_5]
        + back_other[b7 >> five_shift | (b6 >> five_shift) << second_5],
        block_own[(c0 & five) | (c1 & five) << second_5]
        + block_other[(d0 & five) | (d1 & five) << second_5],
        back_own[c0 >> five_shift | (c1 >> five_shift) << second_5]
        + back_other[d0 >> five_shift | (d1 >> five_shift) << second_5],
        block_own[(c7 & five) | (c6 & five) << second_5]
        + block_other[(d7 & five) | (d6 & five) << second_5],
        back_own[c7 >> five_shift | (c6 >> five_shift) << second_5]
        + back_other[d7 >> five_shift | (d6 >> five_shift) << second_5],
        line_own[a1] + line_other[b1], line_own[a6] + line_other[b6],
        line_own[c1] + line_other[d1], line_own[c6] + line_other[d6],
        line_own[a2] + line_other[b2], line_own[a5] + line_other[b5],
        line_own[c2] + line_other[d2], line_own[c5] + line_other[d5],
        line_own[a3] + line_other[b3], line_own[a4] + line_other[b4],
        line_own[c3] + line_other[d3], line_own[c4] + line_other[d4]]
    for shift, mask, multiplier, low, keep in reading.diagonals:
        indices.append(
            line_own[(own >> shift & mask) * multiplier >> low & keep]
            + line_other[(opponent >> shift & mask) * multiplier >> low
                         & keep])
    return indices


def build_pattern_reading():
    """Works out the 8x8 board's PatternReading; what a move changes in
    each index is read with the reading itself, a disc at a time, so they
    agree.
    """
    engine = build_engine(STANDARD_RULES, PATTERN_SIDE, PATTERN_SIDE)
    digit_tables = []
    for layout in PATTERN_LAYOUTS:
        digit_tables.append(build_digit_table(layout, OWN_DIGIT))
        digit_tables.append(build_digit_table(layout, OPPONENT_DIGIT))
    # The first column; the others are shifted down onto it.
    _, column_mask, multiplier, top = get_line_gather(
        [row * engine.width for row in range(PATTERN_SIDE)])
    diagonals = list_diagonal_gathers(engine)
    slots = [slot for slot, pattern in enumerate(
        PATTERN_TYPES[:FIRST_DIAGONAL_SLOT])
        for _ in list_pattern_instances(pattern)]
    slots += [gather[-1] for gather in diagonals]
    reading = PatternReading(
        tuple(digit_tables),
        tuple(row * engine.width for row in range(1, PATTERN_SIDE)),
        tuple(range(1, PATTERN_SIDE)), column_mask, multiplier, top,
        tuple(gather[:-1] for gather in diagonals), tuple(slots),
        operator.itemgetter(*slots))
    placed = []
    flipped = []
    for place in range(engine.squares.bit_length()):
        # A lone disc of the side to move reads OWN_DIGIT times the
        # power of 3 of its square's digit in each instance it is in.
        powers = [(instance, index // OWN_DIGIT) for instance, index
                  in enumerate(read_pattern_instances(1 << place, 0,
                                                      reading)) if index]
        placed.append(tuple((instance, OPPONENT_DIGIT * power)
                            for instance, power in powers))
        flipped.append(tuple((instance, (OPPONENT_DIGIT - OWN_DIGIT) * power)
                             for instance, power in powers))
    return dataclasses.replace(reading, placed_steps=tuple(placed),
                               flipped_steps=tuple(flipped))


# ----------------------------------------------------------------------
# EVALUATION 5: THE PATTERNS' TABLES AND VALUES
# ----------------------------------------------------------------------

# The stages (PATTERN_STAGE_EMPTIES empty squares each) and how far into
# the game the tables judge (PATTERN_MOST_EMPTIES) are given in DATA.
# After PATTERN_TYPES' tables a stage has one for each side's number of
# moves (MOBILITY_TABLE_SIZE - 1 standing for that many or more), then a
# constant: at MOBILITY_SLOT, the next, and CONSTANT_SLOT.
MOBILITY_TABLE_SIZE = 32
MOBILITY_SLOT = 11
CONSTANT_SLOT = 13
# The tables' weights are in 1 / PATTERN_UNITS_PER_DISC discs; half a
# disc rounds up.
PATTERN_UNITS_PER_DISC = 8
PATTERN_HALF_DISC = PATTERN_UNITS_PER_DISC // 2
# ProbCut's calibration for the pattern evaluation (see try_probcut), by
# depth: None or [slope, offset, error], the deep value being slope
# times the shallow one plus offset, with a residual of standard
# deviation error discs; measured by tests/bench/fit_probcut.py with
# round 5's tables on positions of the 2000 tournament games (150 a
# depth). Below depth 3 the shallow search would be no search at all.
# The fits of depths 8 and 9 serve the deeper searches of their parity,
# which the fitting did not reach.
PROBCUT_FIT = (None, None, None,
               None, [1.026, 0.04, 2.74],
               [1.031, -0.37, 2.69], [1.050, 0.38, 3.52],
               [1.047, 0.06, 3.72]) + ([1.039, 0.66, 2.75],
                                       [1.026, 0.85, 2.68]) * 7


def get_pattern_value(total):
    """Rounds a sum of weights to whole discs (halves up), within range."""
    value = (total + PATTERN_HALF_DISC) // PATTERN_UNITS_PER_DISC
    return max(-PATTERN_SQUARES, min(PATTERN_SQUARES, value))


def evaluate_patterns(own, opponent, own_moves, engine, evaluation, sign):
    """Judges an 8x8 Othello position as evaluate_position does (sign 1):
    its stage's weights of its patterns and of each side's number of
    moves, plus the stage's constant.
    """
    tables = evaluation.stage_weights[
        PATTERN_SQUARES - (own | opponent).bit_count()]
    reading = evaluation.reading
    mobility_top = MOBILITY_TABLE_SIZE - 1
    return get_pattern_value(
        sum(map(operator.getitem, reading.get_instance_tables(tables),
                read_pattern_instances(own, opponent, reading)))
        + tables[MOBILITY_SLOT][min(own_moves.bit_count(), mobility_top)]
        + tables[MOBILITY_SLOT + 1][min(engine.find_moves(
            opponent, own, engine).bit_count(), mobility_top)]
        + tables[CONSTANT_SLOT])


def prepare_pattern_children(own, opponent, engine, evaluation):
    """Readies judging the positions after each move as evaluate_patterns
    would, for the ply above the leaves, where a search spends most of
    its time: the instances are read once, as the side then to move sees
    them, and each move updates only those it changed (as Edax does).
    Returns a function (move, flips, child_own, child_opponent,
    child_moves) -> the value after move for the side then to move.
    """
    reading = evaluation.reading
    tables = evaluation.stage_weights[
        PATTERN_SQUARES - 1 - (own | opponent).bit_count()]
    instance_tables = reading.get_instance_tables(tables)
    indices = read_pattern_instances(opponent, own, reading)
    base = (sum(map(operator.getitem, instance_tables, indices))
            + tables[CONSTANT_SLOT])
    own_mobility = tables[MOBILITY_SLOT]
    other_mobility = tables[MOBILITY_SLOT + 1]
    mobility_top = MOBILITY_TABLE_SIZE - 1
    placed_steps = reading.placed_steps
    flipped_steps = reading.flipped_steps
    find_moves = engine.find_moves

    def judge(move, flips, child_own, child_opponent, child_moves):
        total = base
        changed = indices[:]
        for instance, step in placed_steps[move.bit_length() - 1]:
            index = changed[instance]
            table = instance_tables[instance]
            total += table[index + step] - table[index]
            changed[instance] = index + step
        while flips:
            flip = flips & -flips
            flips ^= flip
            for instance, step in flipped_steps[flip.bit_length() - 1]:
                index = changed[instance]
                table = instance_tables[instance]
                total += table[index + step] - table[index]
                changed[instance] = index + step
        return get_pattern_value(
            total
            + own_mobility[min(child_moves.bit_count(), mobility_top)]
            + other_mobility[min(find_moves(child_opponent, child_own,
                                            engine).bit_count(),
                                 mobility_top)])

    return judge


def list_canonical_ranks(pattern):
    """Numbers a pattern's canonical states in increasing order, as the
    encoded tables keep them. Returns (each state's canonical state's
    number, or None when all are canonical; how many are canonical).
    """
    orders = list_pattern_self_maps(pattern)
    images = [range(PATTERN_DIGIT_BASE ** len(orders[0]))]
    if len(orders) == 1:
        return None, len(images[0])
    for order in orders[1:]:
        image = [0]
        for position in order:
            step = PATTERN_DIGIT_BASE ** position
            image = list(itertools.chain.from_iterable(
                map((digit * step).__add__, image)
                for digit in range(PATTERN_DIGIT_BASE)))
        images.append(image)
    canonical = list(map(min, *images))
    # below[state]: how many canonical states come before it.
    below = [0, *itertools.accumulate(map(operator.eq, canonical,
                                          range(len(canonical))))]
    return operator.itemgetter(*canonical)(below), below[-1]


def decode_data_block(block):
    """Decodes a block of DATA: base85 text (base64.b85encode; line breaks
    ignored) of an xz stream (lzma, settings in its header). Raises
    ValueError or lzma.LZMAError when the text is damaged.
    """
    return lzma.decompress(base64.b85decode("".join(block.split())))


@functools.lru_cache(maxsize=None)
def load_pattern_evaluation():
    """Decodes the pattern tables (PATTERN_WEIGHTS) once a process, on the
    first search that needs them. The block holds signed bytes, weights
    in 1 / PATTERN_UNITS_PER_DISC discs, checked against
    PATTERN_WEIGHTS_CRC (zlib.crc32). Stage s judges
    PATTERN_STAGE_EMPTIES * s to PATTERN_STAGE_EMPTIES * (s + 1) - 1 empty
    squares, the last every position with more; the block keeps the
    stages from PATTERN_FIRST_STAGE on, the first kept also judging fewer
    (the search solves them: see LEAF_SOLVE_EMPTIES). First come the
    tables, entry by entry, each entry's weight at every stage in turn
    (neighbouring stages' weights are alike, so compress best together):
    for each of PATTERN_TYPES, an entry per canonical state in increasing
    order; then MOBILITY_TABLE_SIZE entries for the side to move's number
    of moves (the last for that many or more) and as many for the other
    side's. Last come PATTERN_SQUARES + 1 constants, one per number of
    empty squares (the tempo changes with it). Returns the pattern
    Evaluation, its stage_weights by number of empty squares: its stage's
    tables, then its constant. Raises ValueError when the block is
    damaged.
    """
    data = decode_data_block(PATTERN_WEIGHTS)
    if zlib.crc32(data) != PATTERN_WEIGHTS_CRC:
        raise ValueError("the pattern weights are damaged")
    count = PATTERN_SQUARES // PATTERN_STAGE_EMPTIES - PATTERN_FIRST_STAGE
    expansions = [list_canonical_ranks(pattern) for pattern in PATTERN_TYPES]
    # The two sides' mobility tables, between MOBILITY_SLOT and
    # CONSTANT_SLOT.
    expansions += [(None, MOBILITY_TABLE_SIZE)] * (CONSTANT_SLOT
                                                   - MOBILITY_SLOT)
    if len(data) != count * sum(size for _, size in expansions) + (
            PATTERN_SQUARES + 1):
        raise ValueError("the pattern weights are damaged")
    stages = [[] for _ in range(count)]
    start = 0
    for ranks, size in expansions:
        block = data[start:start + size * count]
        start += size * count
        if ranks is not None:
            # Each state takes its canonical entry's weights, all stages'.
            entries = [block[place:place + count]
                       for place in range(0, len(block), count)]
            block = b"".join(operator.itemgetter(*ranks)(entries))
        for stage, tables in enumerate(stages):
            # Signed bytes: tables of pointers would crowd the cache.
            table = array.array("b")
            table.frombytes(block[stage::count])
            tables.append(table)
    constants = array.array("b", data[start:])
    by_empties = tuple(
        tuple(stages[min(max(empties // PATTERN_STAGE_EMPTIES
                             - PATTERN_FIRST_STAGE, 0), count - 1)])
        + (constants[empties],)
        for empties in range(PATTERN_SQUARES + 1))
    return Evaluation(evaluate_patterns, by_empties, SQUARE_ORDER,
                      PATTERN_NODES_PER_SECOND, build_pattern_reading(),
                      None, PROBCUT_FIT, prepare_pattern_children)


# ----------------------------------------------------------------------
# EVALUATION 6: WHICH EVALUATION JUDGES A BOARD
# ----------------------------------------------------------------------

# The searching computers' evaluation unless given another: the
# features, but the patterns on Othello's 8x8 board later in the game,
# where they play better (README, "The evaluation").
DEFAULT_EVALUATION = dataclasses.replace(FEATURE_EVALUATION,
                                         othello=load_pattern_evaluation)


def is_othello_board(engine):
    """Tells whether the Engine is the one the pattern tables were made for."""
    rules = engine.rules
    return (engine.rows == engine.cols == PATTERN_SIDE
            and rules.directions == ALL_DIRECTIONS
            and rules.capture == CAPTURE_LINES and rules.needs_flip
            and rules.can_pass)


def choose_board_evaluation(engine, evaluation, sign, empties):
    """Chooses a search's evaluation: evaluation.othello's on Othello's
    board, the most discs winning, from PATTERN_MOST_EMPTIES empty
    squares or fewer; else evaluation.
    """
    if (evaluation.othello is not None and sign == 1
            and empties <= PATTERN_MOST_EMPTIES
            and is_othello_board(engine)):
        return evaluation.othello()
    return evaluation


def evaluate_board(board, piece):
    """Judges an 8x8 Othello board (PLAYER_PIECE Black, COMPUTER_PIECE
    White) for piece, in discs, as a search with DEFAULT_EVALUATION
    judges its leaves.
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

# The searching computers look ahead with negamax alpha-beta in a
# principal-variation window: the first move is searched with the full
# window, the others only to prove they are no better (and again when
# one is). Iterative deepening searches a ply deeper at a time until the
# budget is spent; a transposition table keeps the positions searched
# (reached again by another order of moves) and their best moves, tried
# first next time. Near the end the exact solver searches every line to
# the last move. search_node loops over its moves in _search_moves;
# solve_node has its own loop, which first tries cut-offs by the table's
# entries of the positions after its moves; search_root is apart, as it
# must name its move.

# To the evaluating search a won game is worth its disc difference plus
# WIN_SCORE (a lost one minus it), beyond any evaluation, so a proven
# win beats an unfinished game, and anything beats a proven loss.
WIN_SCORE = 10 ** 6
# A score beyond every real one, for the edges of the search window.
INFINITE_SCORE = 10 ** 9

# The transposition table's entry per position: (depth searched (the
# solver: empty squares left), lowest possible value, highest possible
# value, best move). It starts again at TABLE_LIMIT positions, so memory
# stays small.
TABLE_LIMIT = 300000

# With ORDER_BY_REPLIES_DEPTH plies or more left and more than
# ORDER_BY_REPLIES_EMPTIES empty squares, moves are ordered by the
# replies they leave the opponent too (see order_moves): a move search
# per move, but far more lines cut off. Positions with fewer than
# TABLE_EMPTIES empty squares are cheaper to search again than to keep.
ORDER_BY_REPLIES_DEPTH = 3
ORDER_BY_REPLIES_EMPTIES = 5
REPLY_ORDER_WEIGHT = 4
TABLE_EMPTIES = 5
# The exact solver hands positions with SOLVE_FEW_EMPTIES or fewer empty
# squares to solve_few_empties, which needs no move generation; above
# that it orders moves by the opponent's replies.
SOLVE_FEW_EMPTIES = 5
# The evaluating search solves this many empty squares or fewer rather
# than judge them: a handful of moves gives the exact value (so the
# pattern tables keep no stage for them).
LEAF_SOLVE_EMPTIES = 3
# Each stable disc of the opponent's takes STABLE_DISC_SWING off the
# best disc difference the side to move, unable to take it, can reach.
# A flip moves the disc difference by FLIP_SWING: one fewer for a side,
# one more for the other.
STABLE_DISC_SWING = 2
FLIP_SWING = 2
# ProbCut (see try_probcut): the shallow search is about half as deep
# (PROBCUT_DEPTH_PARTS parts in PROBCUT_DEPTH_DIVISOR, rounded down), of
# the same parity; it cuts when its prediction is PROBCUT_SPREADS
# residual spreads outside the window, tried only inside
# +-PROBCUT_LARGEST_WINDOW discs (the evaluation's range).
PROBCUT_DEPTH_DIVISOR = 4
PROBCUT_DEPTH_PARTS = 2
PROBCUT_SPREADS = 2.0
PROBCUT_LARGEST_WINDOW = 64

# A search's budget is counted in positions, so that it does the same
# work, and a game with the same seed repeats exactly, however busy the
# machine: the evaluation's nodes_per_second and, for the exact solver
# (which does not evaluate), SOLVER_NODES_PER_SECOND turn the think time
# into positions at about CPython 3.11's speed on an ordinary machine.
# The clock is only a safety net for a much slower machine: a search
# still running at CLOCK_SLACK times its think time stops (checked every
# CLOCK_CHECK_NODES positions). Iterative deepening's stopped ply has
# searched the last ply's best move first, so any move it proved better
# since is the better choice. A search that will try to solve the endgame first
# spends MIDGAME_SHARE_BEFORE_SOLVING of its think time, and at most
# MIDGAME_DEPTH_BEFORE_SOLVING plies, on an ordinary search, for a good
# move (and estimates to aim the solver's windows) should the solver run
# out of budget. A hint that plays a solved game out may take
# PLAYOUT_SHARE of the think time more, however many positions
# (NO_NODE_LIMIT). A searching computer's solver may take SOLVER_THINKS
# times the think time: a solved game costs almost nothing after, so
# the time a move over a game stays under the think time (see
# tests/bench/RESULTS.md). tests/bench/bench_solver.py rate 1-19
# measured the solver at about 340,000 positions a second on one core
# of this project's machine.
SOLVER_NODES_PER_SECOND = 300000
SOLVER_THINKS = 3
CLOCK_SLACK = 2
CLOCK_CHECK_NODES = 256
MIDGAME_SHARE_BEFORE_SOLVING = 0.25
MIDGAME_DEPTH_BEFORE_SOLVING = 6
PLAYOUT_SHARE = 0.5
NO_NODE_LIMIT = float("inf")
# A searching computer's move in doubt when its budget runs out (see
# is_search_unsettled) gets UNSETTLED_EXTRA times its budget more, once;
# a settled one starts no ply past SETTLED_SHARE of its budget, as the
# ply would hardly finish. On real games' positions this loses fewer
# discs than the same positions spent evenly (tests/bench/RESULTS.md).
UNSETTLED_LEAST_PLIES = 2
UNSETTLED_DROP = 2
UNSETTLED_EXTRA = 1
SETTLED_SHARE = 0.35


@dataclasses.dataclass(slots=True)
class SearchState:
    """What a search keeps while it runs."""
    engine: Engine                # the engine
    evaluation: Evaluation        # the evaluation
    square_weights: list          # each square's order weight, by bit
    sign: int                     # 1: the most discs win; -1: the fewest
    node_limit: float             # how many positions it may search
    deadline: float               # the time.perf_counter() it stops at
    empties_to_winner: bool       # whether the empty squares go to the
    # ... winner (the WOF's score, the most discs winning)
    table: dict = dataclasses.field(default_factory=dict)
    # ... the transposition table, {(own, opponent): entry}
    nodes: int = 0                # the positions searched so far
    best_move: int = 0            # the best move at the first ply so far
    stop: object = None           # None, or a worker's link to the
    # ... program: a function (positions so far) -> whether to stop


# The analysis keeps a Valuation per move. Its proven values bound the
# final value (sign times the disc difference; +-INFINITE_SCORE when
# nothing is proven) and meet once it is solved (see refine_valuation).
@dataclasses.dataclass(slots=True)
class Valuation:
    """What the search found out about a move's value (changed as it goes)."""
    move: int                     # the move's bit
    lower: int                    # the lowest value proven
    upper: int                    # the highest value proven
    estimate: int                 # the evaluating search's value
    depth: int = 0                # the plies that search looked ahead,
    # ... this move included (0 before its first ply)


@dataclasses.dataclass(frozen=True)
class DeepenedSearch:
    """What iterative deepening found (see deepen_search)."""
    move: int                     # the best move's bit
    value: int                    # the deepest finished ply's value


class SearchBudgetSpent(Exception):
    """Unwinds a whole search at once when its budget (positions or time)
    is spent.
    """


def create_search_state(engine, evaluation, sign, node_limit, deadline):
    """A new SearchState, maximising sign times the disc difference."""
    scoring = engine.rules.scoring
    return SearchState(engine, evaluation,
                       get_square_order_weights(engine, evaluation), sign,
                       node_limit, deadline,
                       scoring == SCORE_EMPTIES_TO_WINNER and sign == 1)


def count_search_node(state):
    """Counts a position; raises SearchBudgetSpent when the positions run
    out or, every CLOCK_CHECK_NODES, the time or the stop link says so.
    """
    state.nodes += 1
    nodes = state.nodes
    if nodes > state.node_limit:
        raise SearchBudgetSpent()
    if nodes % CLOCK_CHECK_NODES == 0 and (
            time.perf_counter() > state.deadline
            or state.stop is not None and state.stop(nodes)):
        raise SearchBudgetSpent()


def get_final_value(own, opponent, state):
    """A finished game's value for the side to move: sign times the disc
    difference, counted as get_final_scores does.
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
    """The evaluating search's score of a final value (see WIN_SCORE)."""
    if difference > 0:
        return difference + WIN_SCORE
    if difference < 0:
        return difference - WIN_SCORE
    return difference


def get_unwon_score(score):
    """Takes get_won_score's bonus off a score; an evaluation stays as is."""
    if score > WIN_SCORE:
        return score - WIN_SCORE
    if score < -WIN_SCORE:
        return score + WIN_SCORE
    return score


def get_last_square_value(own, opponent, square, state):
    """The final value for the side to move with one empty square left,
    without move generation.
    """
    engine = state.engine
    find_flips = engine.find_flips
    # Once the square is taken the board is full, so the value is the
    # sides' difference now, moved two a flip and one for the square.
    flips = find_flips(own, opponent, square, engine)
    if flips or not engine.rules.needs_flip:
        return state.sign * (own.bit_count() - opponent.bit_count()
                             + FLIP_SWING * flips.bit_count() + 1)
    if engine.can_pass:
        flips = find_flips(opponent, own, square, engine)
        if flips:
            return state.sign * (own.bit_count() - opponent.bit_count()
                                 - FLIP_SWING * flips.bit_count() - 1)
    return get_final_value(own, opponent, state)


def order_moves(own, opponent, moves, first_move, by_replies, state):
    """The moves as a list of bits, in search order: first_move (0: none)
    first, then by the square's order weight less REPLY_ORDER_WEIGHT per
    reply left to the opponent (when by_replies), highest first.
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
    """The value a table entry's bounds settle for the window, or None."""
    if lower >= beta or lower == upper:
        return lower
    if upper <= alpha:
        return upper
    return None


def store_table_entry(table, key, depth, value, alpha, beta, move):
    """Remembers a position's value in table: exact inside the window,
    else the bound proved, joined with the bounds of an entry as deep.
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
            # Bounds that cross (the evaluating search may disagree
            # with itself through the table) are not kept.
            if kept_lower <= kept_upper:
                lower, upper = kept_lower, kept_upper
    table[key] = (depth, lower, upper, move)


def search_child(own, opponent, move, depth, alpha, beta, first, state,
                 node):
    """A legal move's value for the side to move, searched by node in the
    principal-variation window: the full window when first, else a null
    window above alpha, and again in full when the move proves better.
    Raises SearchBudgetSpent.
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
    """search_node's loop over a position's moves, with the table: the
    value for the side to move (exact inside the window). Raises
    SearchBudgetSpent.
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
    horizon = depth == 1 and node is search_node
    evaluation = state.evaluation
    judge = None
    find_flips = engine.find_flips
    window_bottom = alpha
    best = -INFINITE_SCORE
    best_move = 0
    for move in order_moves(own, opponent, moves, first_move, by_replies,
                            state):
        child_moves = 0
        if horizon:
            # The usual leaf (two or more empty squares, a move to make)
            # is judged here as search_child would, counted alike but
            # sooner; its value does not depend on the window, so a
            # search again in full is only counted again.
            flips = find_flips(own, opponent, move, engine)
            child_own = opponent ^ flips
            child_opponent = own | flips | move
            empty = engine.squares & ~(child_own | child_opponent)
            if empty & (empty - 1):
                child_moves = engine.find_moves(child_own, child_opponent,
                                                engine)
        if child_moves:
            count_search_node(state)
            if judge is None and evaluation.children is not None:
                judge = evaluation.children(own, opponent, engine,
                                            evaluation)
            if judge is None:
                value = -evaluation.function(child_own, child_opponent,
                                             child_moves, engine,
                                             evaluation, state.sign)
            else:
                value = -judge(move, flips, child_own, child_opponent,
                               child_moves)
            if best_move and alpha < value < beta:
                count_search_node(state)
        else:
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
    """The evaluating search's value of a position for the side to move,
    depth plies deep (exact inside the window). A pass takes a ply;
    LEAF_SOLVE_EMPTIES or fewer empty squares are solved, depth 0 is
    evaluated; ProbCut is tried first. Raises SearchBudgetSpent.
    """
    count_search_node(state)
    engine = state.engine
    empty = engine.squares & ~(own | opponent)
    # The game's end is in plain sight.
    if 0 < empty.bit_count() <= LEAF_SOLVE_EMPTIES:
        return get_won_score(solve_few_empties(
            own, opponent, empty, -INFINITE_SCORE, INFINITE_SCORE, state,
            False))
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
    """ProbCut's shallow depth: about half of depth, same parity (Edax's)."""
    return (depth // PROBCUT_DEPTH_DIVISOR * PROBCUT_DEPTH_PARTS
            + depth % PARITY_DIVISOR)


def try_probcut(own, opponent, depth, alpha, beta, state, fit):
    """ProbCut (Buro; see design2.txt, SEARCH): beta or alpha when the
    shallow search predicts the deep value (fit: [slope, offset, error])
    PROBCUT_SPREADS errors beyond it, else None. Only a side inside the
    evaluation's range is tried, so a cut never passes for a proven
    result (a window at won or lost scores asks how large a win, which
    the evaluation cannot predict). Raises SearchBudgetSpent.
    """
    slope, offset, error = fit
    shallow = get_probcut_depth(depth)
    margin = PROBCUT_SPREADS * error
    if -PROBCUT_LARGEST_WINDOW < beta < PROBCUT_LARGEST_WINDOW:
        bound = math.ceil((beta + margin - offset) / slope)
        if search_node(own, opponent, shallow, bound - 1, bound,
                       state) >= bound:
            return beta
    if -PROBCUT_LARGEST_WINDOW < alpha < PROBCUT_LARGEST_WINDOW:
        bound = math.floor((alpha - margin - offset) / slope)
        if search_node(own, opponent, shallow, bound, bound + 1,
                       state) <= bound:
            return alpha
    return None


def solve_few_empties(own, opponent, empty, alpha, beta, state, passed):
    """The exact solver for the last few empty squares, those of regions
    with an odd number first (parity ordering); passed: the other side
    has just passed. Returns the final value for the side to move (exact
    inside the window); raises SearchBudgetSpent.
    """
    count_search_node(state)
    if not empty & (empty - 1):
        if empty:
            return get_last_square_value(own, opponent, empty, state)
        return get_final_value(own, opponent, state)
    return _solve_few_moves(own, opponent, empty, alpha, beta, state,
                            passed)


def _solve_few_moves(own, opponent, empty, alpha, beta, state, passed):
    """solve_few_empties' work once its position, with two or more empty
    squares, is counted.
    """
    engine = state.engine
    find_flips = engine.find_flips
    needs_flip = engine.rules.needs_flip
    odd = 0
    rest = empty & (empty - 1)
    # Two squares are tried lower bit first whatever their regions.
    if rest & (rest - 1):
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
                count_search_node(state)
                left = empty ^ square
                if left & (left - 1):
                    value = -_solve_few_moves(
                        opponent ^ flips, own | flips | square, left,
                        -beta, -alpha, state, False)
                else:
                    value = -get_last_square_value(
                        opponent ^ flips, own | flips | square, left, state)
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
    count_search_node(state)
    return -_solve_few_moves(opponent, own, empty, -beta, -alpha, state,
                             True)


def solve_node(own, opponent, empties, alpha, beta, state, moves=None):
    """The exact solver below the first ply: the final value for the side
    to move (exact inside the window); moves: own's, or None. It first
    tries cut-offs by the opponent's stable discs (the most discs
    winning), the table, and the table's entries of the positions after
    each move. Raises SearchBudgetSpent.
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
    find_flips = engine.find_flips
    children = []
    while moves:
        move = moves & -moves
        moves ^= move
        flips = find_flips(own, opponent, move, engine)
        child_own = opponent ^ flips
        child_opponent = own | flips | move
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
    """Searches the first ply (the side to move has a move) with node,
    keeping the best move so far in state.best_move (tried first), so a
    search stopped mid-ply still has one. depth: plies (the solver: empty
    squares). Raises SearchBudgetSpent.
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


def deepen_search(own, opponent, max_depth, state, best_move, extra=0,
                  search_ply=None):
    """Iterative deepening up to max_depth plies until the budget is
    spent; the side to move has a move. The move is the stopped ply's
    best if it found one, best_move if no ply did. With extra (a
    computer's move, not a study), a budget spent while the best move is
    in doubt grows once by extra times itself and the stopped ply goes
    on, and a settled search starts no ply past SETTLED_SHARE of its
    budget. search_ply(depth) searches a ply (None: search_root here).
    """
    if search_ply is None:
        def search_ply(depth):
            return search_root(own, opponent, depth, state, search_node)
    started = time.perf_counter()
    result = DeepenedSearch(best_move, 0)
    finished = []
    depth = 1
    while depth <= max_depth:
        try:
            value = search_ply(depth)
        except SearchBudgetSpent:
            if not extra or not is_search_unsettled(finished,
                                                    state.best_move):
                break
            extend_search_budget(state, extra, started)
            # Spent once, and then spent whole: no settled stop either.
            extra = 0
            continue
        result = DeepenedSearch(state.best_move, value)
        finished.append(result)
        depth += 1
        # A settled move stops where the next ply would hardly finish.
        if (extra and state.nodes > state.node_limit * SETTLED_SHARE
                and not is_search_unsettled(finished, state.best_move)):
            break
    if state.best_move:
        result = DeepenedSearch(state.best_move, result.value)
    return result


def is_search_unsettled(finished, best_move):
    """Tells whether iterative deepening's best move is in doubt: the
    stopped ply found a better move (best_move), or the last
    UNSETTLED_LEAST_PLIES finished plies' moves differ or their value fell
    UNSETTLED_DROP discs or more.
    """
    if len(finished) < UNSETTLED_LEAST_PLIES:
        return False
    before = finished[-UNSETTLED_LEAST_PLIES]
    last = finished[-1]
    return (best_move != last.move or last.move != before.move
            or before.value - last.value >= UNSETTLED_DROP)


def extend_search_budget(state, extra, started):
    """Grows a search's positions by extra times themselves, and its
    clock (begun at started) in proportion.
    """
    state.node_limit += state.node_limit * extra
    if state.deadline != math.inf:
        state.deadline += (state.deadline - started) * extra


def solve_position(own, opponent, state):
    """The exact value for the side to move (which has a move); the best
    move is left in state (a fresh SearchState). Raises SearchBudgetSpent.
    """
    empty = state.engine.squares & ~(own | opponent)
    return search_root(own, opponent, empty.bit_count(), state, solve_node)


def play_out_best_line(own, opponent, value, state, line=None):
    """Plays a solved position (value: its exact value) out with best
    play; returns the final own, opponent (a tuple to unpack at once).
    Each move (0 for a pass) is added to line as it is found. Raises
    SearchBudgetSpent.
    """
    if line is None:
        line = []
    engine = state.engine
    turned = False
    turn, moves = get_engine_turn(own, opponent, engine)
    while turn != TURN_GAME_OVER:
        if turn == TURN_OWN:
            # Tried first: the table's best move, almost always the one.
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
            # Some move always keeps a solved position's value.
            own, opponent = after
            line.append(move)
        else:
            own, opponent = opponent, own
            line.append(0)
        value = -value
        turned = not turned
        turn, moves = get_engine_turn(own, opponent, engine)
    if turned:
        return opponent, own
    return own, opponent


def get_search_valuation(move, value):
    """A move's Valuation from the evaluating search's value; a won or
    lost value is also a proven bound.
    """
    lower = -INFINITE_SCORE
    upper = INFINITE_SCORE
    estimate = get_unwon_score(value)
    if value > WIN_SCORE:
        lower = estimate
    elif value < -WIN_SCORE:
        upper = estimate
    return Valuation(move, lower, upper, estimate)


def narrow_valuation(child, empties, valuation, alpha, beta, state):
    """Solves child (the position after the move, [own, opponent] for the
    side then to move) in the mover's window and narrows valuation's
    bounds by what that proves; empties: before the move. Raises
    SearchBudgetSpent.
    """
    value = -solve_node(child[0], child[1], empties - 1, -beta, -alpha,
                        state)
    if value < beta:
        valuation.upper = min(valuation.upper, value)
    if value > alpha:
        valuation.lower = max(valuation.lower, value)


def refine_valuation(child, empties, valuation, state):
    """Solves a move's value exactly into valuation by tests of the
    narrowest window (as MTD(f)): the first guess its estimate, each next
    the bound the last test proved (the table keeps what each learnt).
    Arguments as narrow_valuation's; raises SearchBudgetSpent.
    """
    guess = round(valuation.estimate)
    while valuation.lower < valuation.upper:
        guess = min(max(guess, valuation.lower), valuation.upper)
        narrow_valuation(child, empties, valuation, guess - 1, guess + 1,
                         state)


# ======================================================================
# PARALLEL SEARCH (one position searched on every core)
# ======================================================================

# How worker processes are started, and the least searching a piece of
# work must need for them to repay their start (see choose_jobs).
WORKER_START = "spawn"
WORKERS_LEAST_SECONDS = 2.0
# Ctrl-C and a hang-up (WORKER_IGNORED_SIGNALS, where the platform has
# them) reach every process of a terminal's job: the workers ignore them
# and the program, taking them, stops every worker; SIGTERM
# (WORKER_HELD_SIGNALS) ends a worker as usual. While the workers start,
# all three are held: blocked on the starting thread, so a worker is
# born with them blocked until it is ready (one half started when its
# program ends writes a traceback), and on the main thread kept by a
# handler of its own, lest one that comes to another thread (the
# progress line's) be lost; each kept is raised again once the workers
# have started. multiprocessing's resource tracker, which "spawn" needs,
# starts then too, with the hang-up blocked (it ignores the other two
# itself). Every PARENT_WATCH_SECONDS a worker looks whether its program
# still runs: if it went without stopping them (SIGKILL), the worker
# ends at once, quietly, with ORPHAN_EXIT_STATUS. The resource tracker
# knows none of their pipes or shared memory, so it has nothing to clean
# up or warn about then.
WORKER_IGNORED_SIGNALS = ["SIGINT", "SIGHUP"]
WORKER_HELD_SIGNALS = ["SIGTERM"]
PARENT_WATCH_SECONDS = 0.25
ORPHAN_EXIT_STATUS = 1
# With more than one process (--jobs), a searching computer's search is
# shared among worker processes (SearchWorkers) that start with its
# first search and live as long as the program, each keeping its
# transposition table between searches. This process leads
# (principal-variation splitting): at each position of the expected line
# with SPLIT_LEAST_DEPTH plies or more left (the solver:
# SPLIT_LEAST_DEPTH + SOLVE_FEW_EMPTIES empty squares) it searches the
# expected move the same way, then hands the other moves to workers as
# they come free, each a null-window test against the best value so far,
# searched again in full when better. A shallower position of the line
# goes to one worker whole; plies below PARALLEL_LEAST_DEPTH are searched
# here. While it waits, the leader looks every WORKER_POLL_SECONDS at its
# clock and the positions the workers have visited (each says every
# CLOCK_CHECK_NODES), and stops them all once together they have spent
# the budget.
PARALLEL_LEAST_DEPTH = 3
SPLIT_LEAST_DEPTH = 3
WORKER_POLL_SECONDS = 0.02
# How long a worker may take to stop a search when told (it looks every
# CLOCK_CHECK_NODES positions), and to end when the program does.
WORKER_STOP_SECONDS = 5.0
# The one line a worker that died leaves; the search goes on here.
WORKER_LOST_MESSAGE = ("proj2: a search process stopped ({}); searching "
                       "on in one process")
# The two searches a worker does (see WorkerSearch).
TASK_SEARCH = "search"
TASK_SOLVE = "solve"


@dataclasses.dataclass
class SearchWorkers:
    """The worker processes that share a search (see start_search_workers)
    or other work (see start_workers).
    """
    processes: list               # the multiprocessing Processes
    connections: list             # this end of each one's Pipe
    stop: object                  # the shared flag stopping their searches
    progress: object              # the positions each one's search has
    # ... visited, shared (see report_progress)
    lost: bool = False            # whether one died (then none is used)
    searched: dict = dataclasses.field(default_factory=dict)
    # ... {position: the connection of the worker that searched it last}


# What a worker is asked (see serve_searches), and what it keeps and
# answers: records sent to it through its pipe (pickled), so module-level.
@dataclasses.dataclass(frozen=True)
class WorkerConfiguration:
    """What the next searches are of (see configure_workers)."""
    rules: Rules                  # the rule set
    rows: int                     # the board's rows
    cols: int                     # the board's columns
    evaluation: Evaluation        # the Settings' evaluation
    sign: int                     # 1: the most discs win, -1: the fewest
    empties: int                  # the empty squares of the position
    game: tuple                   # (rules, rows, cols, sign): while it stays,
    # ... the worker keeps its tables


@dataclasses.dataclass(frozen=True)
class WorkerSearch:
    """A position for a worker to search (see _give_task)."""
    kind: str                     # TASK_SEARCH or TASK_SOLVE
    own: int                      # the side to move's discs (bits)
    opponent: int                 # the other side's discs (bits)
    depth: int                    # plies (the solver: empty squares) left
    alpha: int                    # the window's bottom
    beta: int                     # the window's top
    node_limit: int = 0           # the most positions it may search
    # ... (_give_task sets it and seconds from the leader's budget)
    seconds: float = 0.0          # how long it may search


@dataclasses.dataclass(frozen=True)
class WorkerCall:
    """A function for a worker to call (see call_on_workers)."""
    function: object              # a module-level function
    arguments: tuple              # what it is called with


@dataclasses.dataclass(frozen=True)
class WorkerAnswer:
    """What a worker's search found (see _search_in_worker)."""
    value: int                    # the value (None when it was stopped)
    nodes: int                    # the positions it searched


@dataclasses.dataclass
class WorkerSetup:
    """What a worker keeps between searches (see _configure_worker)."""
    configuration: WorkerConfiguration  # the last one it was told
    engine: Engine                # the engine built from it
    evaluation: Evaluation        # the evaluation chosen from it
    tables: dict                  # {TASK_SEARCH or TASK_SOLVE: its table}


@dataclasses.dataclass
class BestMove:
    """The best move found at a position so far (see _split_node)."""
    value: int                    # its value
    move: int                     # the move (a bit)


class WorkerLost(Exception):
    """A worker process died or stopped answering (see lose_worker)."""


def lose_worker(cause):
    """A WorkerLost for cause: a text or a pipe's error (its type if blank)."""
    return WorkerLost(str(cause) or type(cause).__name__)


def get_platform_signals(names):
    """The named signals' numbers, where the platform has them."""
    return [getattr(signal, name) for name in names if hasattr(signal, name)]


def prepare_worker(parent):
    """Readies a worker process: it ignores WORKER_IGNORED_SIGNALS, takes
    WORKER_HELD_SIGNALS again (born blocked) and watches its parent.
    """
    for number in get_platform_signals(WORKER_IGNORED_SIGNALS):
        signal.signal(number, signal.SIG_IGN)
    if hasattr(signal, "pthread_sigmask"):
        signal.pthread_sigmask(signal.SIG_UNBLOCK, get_platform_signals(
            WORKER_HELD_SIGNALS))
    threading.Thread(target=_watch_parent, args=(parent,),
                     daemon=True).start()


def _watch_parent(parent):
    """A worker's thread: ends the worker at once when its program has gone."""
    while os.getppid() == parent:
        time.sleep(PARENT_WATCH_SECONDS)
    os._exit(ORPHAN_EXIT_STATUS)


def count_cores():
    """Counts the machine's cores (1 when it cannot tell)."""
    return os.cpu_count() or 1


def launch_workers(count):
    """SearchWorkers: count new processes running serve_searches."""
    import multiprocessing
    context = multiprocessing.get_context(WORKER_START)
    stop = context.RawValue("b", 0)
    progress = context.RawArray("q", count)
    workers = SearchWorkers([], [], stop, progress)

    def start(context):
        for number in range(count):
            mine, theirs = context.Pipe()
            process = context.Process(
                target=serve_searches, daemon=True,
                args=(theirs, stop, progress, number, os.getpid()))
            workers.processes.append(process)
            workers.connections.append(mine)
            process.start()
            theirs.close()
        return workers
    return _start_unbothered(start, close_search_workers)


@contextlib.contextmanager
def start_workers(count):
    """Starts count workers for a with block's call_on_workers; leaving
    the block stops them.
    """
    workers = launch_workers(count)
    try:
        yield workers
    finally:
        close_search_workers(workers)


@functools.lru_cache(maxsize=None)
def start_search_workers(count):
    """The program's SearchWorkers: count processes, started once, that
    live until it ends.
    """
    workers = launch_workers(count)
    atexit.register(_retire_workers, workers)
    return workers


def call_on_workers(workers, function, works, first=()):
    """Yields function(work) for each of works (a list), in order, each
    computed by the next worker to come free; the works at the places in
    first (the longest, so no worker idles at the end waiting for one
    started last) go out first. After a worker dies (see
    report_lost_worker) the rest are computed here.
    """
    import multiprocessing.connection
    answers = {}
    asked = {}
    handed = list(first) + [place for place in range(len(works))
                            if place not in first]
    given = 0
    try:
        for place in range(len(works)):
            while place not in answers:
                for connection in workers.connections:
                    if given < len(works) and connection not in asked:
                        _send_task(connection, WorkerCall(
                            function, (works[handed[given]],)))
                        asked[connection] = handed[given]
                        given += 1
                for connection in multiprocessing.connection.wait(
                        list(asked)):
                    answers[asked.pop(connection)] = _take_answer(
                        connection)
            yield answers.pop(place)
    except WorkerLost as lost:
        report_lost_worker(workers, lost)
        for work in works[place:]:
            yield function(work)


def _take_answer(connection):
    """A worker's answer on connection; raises WorkerLost when it has gone."""
    try:
        return connection.recv()
    except (EOFError, OSError) as error:
        raise lose_worker(error) from None


def _retire_workers(workers):
    """Ends the workers at exit, before a search still under way on
    another thread (the window's) could report their going as a death.
    """
    workers.lost = True
    close_search_workers(workers)


def find_search_workers(count):
    """The program's count search workers, or None once one has died."""
    workers = start_search_workers(count)
    if workers.lost:
        return None
    return workers


def close_search_workers(workers):
    """Ends the worker processes at once (they may be mid-search)."""
    for connection in workers.connections:
        connection.close()
    for process in workers.processes:
        if process.is_alive():
            process.terminate()
    for process in workers.processes:
        process.join(WORKER_STOP_SECONDS)


def serve_searches(connection, stop, progress, number, parent):
    """A worker's life: answers the tasks on connection (a
    WorkerConfiguration, WorkerSearch or WorkerCall) until the program
    closes its end; number is its place in progress.
    """
    prepare_worker(parent)
    setup = None
    link = functools.partial(report_progress, stop, progress, number)
    while True:
        try:
            task = connection.recv()
        except (EOFError, OSError):
            return
        if isinstance(task, WorkerConfiguration):
            setup = _configure_worker(task, setup)
            continue
        if isinstance(task, WorkerCall):
            answer = task.function(*task.arguments)
        else:
            answer = _search_in_worker(task, setup, link)
        try:
            connection.send(answer)
        except (EOFError, OSError):
            return


def _configure_worker(configuration, setup):
    """A worker's new WorkerSetup (setup: the last, or None). The solver's
    table is kept while the game (rules, board, sign) stays, the
    evaluating search's while its evaluation does too.
    """
    if setup is None or setup.configuration.game != configuration.game:
        engine = build_engine(configuration.rules, configuration.rows,
                              configuration.cols)
        tables = {TASK_SEARCH: {}, TASK_SOLVE: {}}
    else:
        engine, tables = setup.engine, setup.tables
    chosen = choose_board_evaluation(engine, configuration.evaluation,
                                     configuration.sign,
                                     configuration.empties)
    if setup is not None and chosen != setup.evaluation:
        tables[TASK_SEARCH] = {}
    return WorkerSetup(configuration, engine, chosen, tables)


def report_progress(stop, progress, number, nodes):
    """A worker's SearchState.stop: reports its positions visited (nodes)
    and says whether to stop.
    """
    progress[number] = nodes
    return stop.value


def _search_in_worker(task, setup, link):
    """Searches task (a WorkerSearch) for the leader: a WorkerAnswer."""
    state = create_search_state(setup.engine, setup.evaluation,
                                setup.configuration.sign, task.node_limit,
                                time.perf_counter() + task.seconds)
    state.table = setup.tables[task.kind]
    state.stop = link
    node = search_node if task.kind == TASK_SEARCH else solve_node
    try:
        return WorkerAnswer(node(task.own, task.opponent, task.depth,
                                 task.alpha, task.beta, state), state.nodes)
    except SearchBudgetSpent:
        return WorkerAnswer(None, state.nodes)


def configure_workers(workers, engine, evaluation, sign, empties):
    """Tells the workers what the next searches are of (each chooses from
    evaluation as the leader did). Raises WorkerLost.
    """
    message = WorkerConfiguration(
        engine.rules, engine.rows, engine.cols, evaluation, sign, empties,
        (engine.rules, engine.rows, engine.cols, sign))
    for connection in workers.connections:
        _send_task(connection, message)


def _send_task(connection, task):
    """Sends a worker its task; raises WorkerLost when it has gone."""
    try:
        connection.send(task)
    except (EOFError, OSError) as error:
        raise lose_worker(error) from None


def _receive_answer(workers, busy, state):
    """Waits for the busy workers' first answer: (connection, WorkerAnswer).
    Raises SearchBudgetSpent when the leader's budget (its positions and
    theirs) or time runs out (stop_search may end it from another thread),
    WorkerLost when a busy worker has died.
    """
    import multiprocessing.connection
    while True:
        ready = multiprocessing.connection.wait(busy, WORKER_POLL_SECONDS)
        if ready:
            try:
                return ready[0], ready[0].recv()
            except (EOFError, OSError) as error:
                raise lose_worker(error) from None
        visited = state.nodes + sum(
            workers.progress[workers.connections.index(connection)]
            for connection in busy)
        if (visited >= state.node_limit
                or time.perf_counter() > state.deadline):
            raise SearchBudgetSpent()
        for connection in busy:
            process = workers.processes[workers.connections.index(
                connection)]
            if not process.is_alive():
                raise WorkerLost("exit status %s" % process.exitcode)


def _drain_workers(workers, busy):
    """Stops the busy workers' searches and takes their answers, emptying
    busy. Returns the positions they searched; raises WorkerLost.
    """
    nodes = 0
    workers.stop.value = 1
    try:
        for connection in list(busy):
            if not connection.poll(WORKER_STOP_SECONDS):
                raise WorkerLost("it did not stop")
            try:
                nodes += connection.recv().nodes
            except (EOFError, OSError) as error:
                raise lose_worker(error) from None
            busy.remove(connection)
    finally:
        workers.stop.value = 0
    return nodes


def _give_task(workers, connection, busy, task, state):
    """Sends a free worker task with what is left of the leader's budget
    and time, and adds it to busy. Raises WorkerLost.
    """
    # Its count from the last task, already added, starts again.
    workers.progress[workers.connections.index(connection)] = 0
    _send_task(connection, dataclasses.replace(
        task, node_limit=max(1, state.node_limit - state.nodes),
        seconds=state.deadline - time.perf_counter()))
    busy.append(connection)


def _search_alone(own, opponent, depth, alpha, beta, state, workers,
                  kind):
    """Has one worker (the last to search it, if any) search a position
    whole; parameters, value and exceptions as _split_node's.
    """
    connection = workers.searched.get((own, opponent),
                                      workers.connections[0])
    busy = []
    _give_task(workers, connection, busy,
               WorkerSearch(kind, own, opponent, depth, alpha, beta), state)
    try:
        connection, answer = _receive_answer(workers, busy, state)
    except SearchBudgetSpent:
        state.nodes += _drain_workers(workers, busy)
        raise
    state.nodes += answer.nodes
    if answer.value is None:
        raise SearchBudgetSpent()
    return answer.value


def _split_node(own, opponent, depth, alpha, beta, state, workers, kind,
                root=False):
    """The leader's search of a position on the expected line (depth:
    empty squares for TASK_SOLVE): the expected move first, the same way,
    then the others by _share_moves; at the root it keeps the best move
    in state. Off the root, a position with no move or too shallow to
    split goes to _search_alone. Returns the value (exact inside the
    window); raises SearchBudgetSpent, WorkerLost.
    """
    count_search_node(state)
    engine = state.engine
    moves = engine.find_moves(own, opponent, engine)
    least = SPLIT_LEAST_DEPTH
    if kind == TASK_SOLVE:
        least += SOLVE_FEW_EMPTIES
    if not root and (not moves or depth < least):
        return _search_alone(own, opponent, depth, alpha, beta, state,
                             workers, kind)
    key = (own, opponent)
    first_move = state.best_move if root else 0
    if not root and key in state.table:
        first_move = state.table[key][-1]
    empties = (engine.squares & ~(own | opponent)).bit_count()
    ordered = order_moves(own, opponent, moves, first_move,
                          kind == TASK_SOLVE or (
                              depth >= ORDER_BY_REPLIES_DEPTH
                              and empties > ORDER_BY_REPLIES_EMPTIES),
                          state)
    child = play_engine_move(own, opponent, ordered[0], engine)
    best = -_split_node(child[0], child[1], depth - 1, -beta, -alpha,
                        state, workers, kind)
    if root:
        state.best_move = ordered[0]
    found = BestMove(best, ordered[0])
    if best < beta and len(ordered) > 1:
        _share_moves(own, opponent, ordered[1:], depth, max(alpha, best),
                     beta, found, state, workers, kind, root)
    store_table_entry(state.table, key, depth, found.value, alpha, beta,
                      found.move)
    return found.value


def _share_moves(own, opponent, moves, depth, alpha, beta, found, state,
                 workers, kind, root):
    """Searches moves (after the expected one, best first) on the workers
    as they come free: a null-window test against alpha (the best value
    so far), tested again if alpha rose meanwhile, searched in full when
    better. Updates found; the rest is as _split_node's.
    """
    engine = state.engine
    waiting = [[move, False] for move in moves]
    asked = {}
    busy = []
    try:
        while waiting or busy:
            for connection in workers.connections:
                if waiting and connection not in busy:
                    move, full = _take_move(waiting, connection, busy, own,
                                            opponent, workers, engine)
                    child = play_engine_move(own, opponent, move, engine)
                    if len(workers.searched) >= TABLE_LIMIT:
                        workers.searched.clear()
                    workers.searched[child] = connection
                    bottom = -beta if full else -alpha - 1
                    _give_task(workers, connection, busy, WorkerSearch(
                        kind, child[0], child[1], depth - 1, bottom,
                        -alpha), state)
                    asked[connection] = [move, full, alpha]
            connection, answer = _receive_answer(workers, busy, state)
            busy.remove(connection)
            state.nodes += answer.nodes
            if answer.value is None:
                raise SearchBudgetSpent()
            move, full, tested = asked.pop(connection)
            value = -answer.value
            if not full and tested < value < beta:
                # Better than the value it was tested against: searched
                # again, with the full window if that value still holds.
                waiting.insert(0, [move, tested == alpha])
                continue
            if value > found.value:
                found.value = value
                found.move = move
                if root:
                    state.best_move = move
                alpha = max(alpha, value)
                if alpha >= beta:
                    break
    except BaseException as leaving:
        _leave_busy_workers(workers, busy, state, leaving)
        raise
    if busy:
        state.nodes += _drain_workers(workers, busy)


def _leave_busy_workers(workers, busy, state, leaving):
    """Stops the busy workers' searches as the leader leaves a position by
    leaving, an exception. Raises WorkerLost as _drain_workers does,
    unless leaving is a stop (a signal, Ctrl-C: not an Exception), which
    nothing replaces: if workers died with it (a signal to the whole
    job), all are closed.
    """
    if not busy:
        return
    if isinstance(leaving, Exception):
        state.nodes += _drain_workers(workers, busy)
        return
    try:
        state.nodes += _drain_workers(workers, busy)
    except WorkerLost:
        workers.lost = True
        close_search_workers(workers)


def _take_move(waiting, connection, busy, own, opponent, workers, engine):
    """Takes from waiting ([move, full] pairs, best first) the move for a
    free worker: the first it searched last, else the first no busy
    worker did, else the last (least likely to matter).
    """
    free = len(waiting) - 1
    for place, (move, full) in enumerate(waiting):
        child = play_engine_move(own, opponent, move, engine)
        searcher = workers.searched.get(child)
        if searcher is connection:
            return waiting.pop(place)
        if free == len(waiting) - 1 and searcher not in busy:
            free = place
    return waiting.pop(free)


def search_together(own, opponent, depth, state, workers, kind=TASK_SEARCH):
    """search_root's work shared among the configured workers. Raises
    SearchBudgetSpent, WorkerLost.
    """
    return _split_node(own, opponent, depth, -INFINITE_SCORE,
                       INFINITE_SCORE, state, workers, kind, True)


def deepen_search_together(own, opponent, max_depth, state, best_move,
                           workers, extra=0):
    """deepen_search sharing plies from PARALLEL_LEAST_DEPTH among the
    workers, if any; after a worker dies the search goes on here.
    """
    if workers is None or workers.lost:
        return deepen_search(own, opponent, max_depth, state, best_move,
                             extra)

    def search_ply(depth):
        if depth < PARALLEL_LEAST_DEPTH or workers.lost:
            return search_root(own, opponent, depth, state, search_node)
        return _search_or_go_on(own, opponent, depth, state, workers,
                                TASK_SEARCH)
    return deepen_search(own, opponent, max_depth, state, best_move, extra,
                         search_ply)


def _search_or_go_on(own, opponent, depth, state, workers, kind):
    """search_together, or search_root here after a worker died. Raises
    SearchBudgetSpent.
    """
    try:
        return search_together(own, opponent, depth, state, workers, kind)
    except WorkerLost as lost:
        report_lost_worker(workers, lost)
    node = search_node if kind == TASK_SEARCH else solve_node
    return search_root(own, opponent, depth, state, node)


def solve_together(own, opponent, state, workers):
    """solve_position with the workers, if any and enough empty squares
    to share. Raises SearchBudgetSpent.
    """
    empties = (state.engine.squares & ~(own | opponent)).bit_count()
    if (workers is None or workers.lost
            or empties < PARALLEL_LEAST_DEPTH + SOLVE_FEW_EMPTIES):
        return solve_position(own, opponent, state)
    return _search_or_go_on(own, opponent, empties, state, workers,
                            TASK_SOLVE)


def report_lost_worker(workers, lost):
    """Says once, on the standard error, that a worker died, and stops
    them all: the program searches alone from then on.
    """
    if workers.lost:
        # Already said, or the program is ending.
        return
    print(WORKER_LOST_MESSAGE.format(lost), file=sys.stderr, flush=True)
    workers.lost = True
    close_search_workers(workers)


def _start_unbothered(start, stop):
    """Returns start(context), run while Ctrl-C, a hang-up and SIGTERM are
    held (see WORKER_IGNORED_SIGNALS); one that came meanwhile is raised
    again after, and if it stops the program, stop(started) stops the
    workers first.
    """
    import multiprocessing.resource_tracker
    context = multiprocessing.get_context(WORKER_START)
    numbers = get_platform_signals(WORKER_IGNORED_SIGNALS
                                   + WORKER_HELD_SIGNALS)
    kept = []
    handlers = {}
    mask = None
    started = None
    try:
        if threading.current_thread() is threading.main_thread():
            for number in numbers:
                handlers[number] = signal.signal(
                    number, lambda caught, frame: kept.append(caught))
        if hasattr(signal, "pthread_sigmask"):
            mask = signal.pthread_sigmask(signal.SIG_BLOCK, numbers)
            multiprocessing.resource_tracker.ensure_running()
            # Starting, the tracker lets two of them through again.
            signal.pthread_sigmask(signal.SIG_BLOCK, numbers)
        started = start(context)
    finally:
        # Unblocked, a signal waiting comes to the handler that keeps it.
        if mask is not None:
            signal.pthread_sigmask(signal.SIG_SETMASK, mask)
        for number, handler in handlers.items():
            signal.signal(number, handler)
        try:
            for number in dict.fromkeys(kept):
                signal.raise_signal(number)
        except BaseException:
            if started is not None:
                stop(started)
            raise
    return started


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
# The most discs a book position has (a test holds it to the book): a
# later position is looked up without decoding the book.
BOOK_MOST_DISCS = 19
BOOK_BITS_PER_ROW = 8
BOOK_ROW_MASK = 0xFF
BOOK_KEY_SHIFT = 64
# The computers choose at random (with the game's random numbers, so a
# --seed repeats the game) among the book moves worth no more than
# BOOK_VARIETY discs less than the best.
BOOK_VARIETY = 1
# The encoded tree (see load_opening_book): the flags of a node's first
# byte, and the offset of its value byte; a move takes BOOK_MOVE_BYTES.
BOOK_SQUARE_MASK = 0x3F
BOOK_HAS_CHILDREN = 0x40
BOOK_LAST_CHILD = 0x80
BOOK_VALUE_OFFSET = 128
BOOK_MOVE_BYTES = 2
# Delta swaps that transpose a 64-bit board (row r, column c to row c,
# column r): [mask, shift], read by unpacking; and the same for both
# boards of a book key's pair at once (no swap reaches across the two).
BOOK_TRANSPOSE_SWAPS = [[0x0F0F0F0F00000000, 28], [0x3333000033330000, 14],
                        [0x5500550055005500, 7]]
BOOK_PAIR_TRANSPOSE_SWAPS = [[mask | mask << BOOK_KEY_SHIFT, shift]
                             for mask, shift in BOOK_TRANSPOSE_SWAPS]
# Each byte's bits in reverse order: a row mirrored, left to right.
BOOK_MIRROR_BYTES = bytes(int(format(value, "08b")[::-1], 2)
                          for value in range(256))
BOOK_BYTES = 8
BOOK_PAIR_BYTES = 16
BOOK_PAIR_ROWS = 16
BOOK_CHECKSUM_ERROR = "the opening book is damaged"


@dataclasses.dataclass(frozen=True)
class BookEntry:
    """What the opening book knows of a position."""
    value: int                    # its value in discs for the side to move
    expanded: bool                # whether each of its moves leads to a
    # ... book position


def pack_book_pair(own, opponent, engine):
    """Packs an 8x8 engine's two sides into a pair: one int of 128 bits,
    8 to a row, top row lowest, the side to move's 64 above the other's.
    """
    # The side to move's rows as rows 8 to 15 below the other side's.
    both = own << (BOOK_SIDE * engine.width) | opponent
    pair = 0
    width = engine.width
    for row in range(BOOK_PAIR_ROWS):
        pair |= (((both >> (row * width)) & BOOK_ROW_MASK)
                 << (row * BOOK_BITS_PER_ROW))
    return pair


def transpose_book_pair(pair):
    """Mirrors both boards of a pair (see get_book_key) in the main
    diagonal: row r, column c to row c, column r."""
    for mask, shift in BOOK_PAIR_TRANSPOSE_SWAPS:
        swapped = mask & (pair ^ (pair << shift))
        pair ^= swapped ^ (swapped >> shift)
    return pair


def mirror_book_pair(pair):
    """Mirrors both boards of a pair left to right (each row reversed)."""
    return int.from_bytes(pair.to_bytes(BOOK_PAIR_BYTES, "little").translate(
        BOOK_MIRROR_BYTES), "little")


def flip_book_pair(pair):
    """Mirrors both boards of a pair top to bottom (rows in reverse order)."""
    data = pair.to_bytes(BOOK_PAIR_BYTES, "little")
    return int.from_bytes(data[BOOK_BYTES - 1::-1] + data[:BOOK_BYTES - 1:-1],
                          "little")


def get_book_key(own, opponent, engine):
    """The book's key of a position: the least of its 8 symmetric images
    (the 4 rotations, each mirrored), each a pair: an int of the side to
    move's packed bits above the other side's. Each step mirrors both
    boards at once, the pair being one int.
    """
    pair = pack_book_pair(own, opponent, engine)
    images = []
    for image in [pair, transpose_book_pair(pair)]:
        mirrored = mirror_book_pair(image)
        images += [image, mirrored, flip_book_pair(image),
                   flip_book_pair(mirrored)]
    return min(images)


def is_book_game(engine, sign):
    """Tells whether the book applies: 8x8 Othello, most discs winning."""
    return sign == 1 and is_othello_board(engine)


@functools.lru_cache(maxsize=None)
def load_opening_book():
    """Decodes the book (OPENING_BOOK, last section) once, when first asked.

    The format: OPENING_BOOK is a block of DATA (see decode_data_block)
    of a byte string whose zlib.crc32 is OPENING_BOOK_CRC.
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

    Returns {book key (see get_book_key): BookEntry}. Raises ValueError
    when the block does not match its checksum.
    """
    data = decode_data_block(OPENING_BOOK)
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
        index += BOOK_MOVE_BYTES
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
    """Looks a position up in the book: [[move bit, value for the side to
    move], ...] of every legal move, best first, when the game is the
    book's and the book has the position expanded; otherwise [].
    """
    if (not is_book_game(engine, sign)
            or (own | opponent).bit_count() >= BOOK_MOST_DISCS):
        # (A position with the book's most discs has no moves listed.)
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
    """Picks a move's bit at random within BOOK_VARIETY discs of the best."""
    best = valued[0][1]
    good = [pair[0] for pair in valued if pair[1] >= best - BOOK_VARIETY]
    return random_numbers.choice(good)


# ======================================================================
# COMPUTER PLAYERS (naive, random, greedy, corner, level1 to level5, best)
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
          LEVEL5_PLAYER: [NO_DEPTH_LIMIT, 17]}


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
    jobs: int = 1                 # the processes a searching computer's
    # ... search, the hint, analyze and review share (--jobs; see
    # ... SearchWorkers)
    repeatable: bool = False      # whether a computer's search has no
    # ... clock and one process, so that a game between computers
    # ... repeats exactly (--seed in a game or a match)


@dataclasses.dataclass
class SearchBudget:
    """A search's plan of work on a position (see create_search_budget)."""
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
                    evaluation=DEFAULT_EVALUATION, node_limit=None, jobs=1,
                    repeatable=False):
    """Makes the Settings the computers of a game share; a seed of None
    seeds the random numbers from the operating system (or the time).
    """
    return Settings(random.Random(seed), think, win, evaluation, node_limit,
                    jobs=jobs, repeatable=repeatable)


def get_win_sign(settings):
    """The win's sign: 1 when the most discs win, -1 when the fewest do."""
    sign = 1
    if settings.win == WIN_FEWEST:
        sign = -sign
    return sign


def choose_naive_rule_move(board, piece, rules=UMBC_RULES, settings=None):
    """Chooses as PART 1's naive computer does, under any rule set: the
    topmost, then leftmost legal move ([] when there is none).
    """
    moves = get_rule_moves(board, piece, rules)
    if len(moves) == 0:
        return []
    return moves[0]


def choose_random_move(board, piece, rules=UMBC_RULES, settings=None):
    """Chooses a legal move uniformly at random with the Settings' random
    numbers (fresh Settings when None); [] when there is no legal move.
    """
    settings = settings or create_settings()
    moves = get_rule_moves(board, piece, rules)
    if len(moves) == 0:
        return []
    return settings.random_numbers.choice(moves)


def choose_greedy_move(board, piece, rules=UMBC_RULES, settings=None):
    """Chooses the move that flips the most pieces, the topmost, then
    leftmost of equals ([] when there is no legal move).
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


def list_corners(board):
    """The board's four corner squares as [row, col] (a one-row board's
    two ends, each twice)."""
    last_row = len(board) - 1
    last_col = len(board[0]) - 1
    return [[0, 0], [0, last_col], [last_row, 0], [last_row, last_col]]


def choose_corner_move(board, piece, rules=UMBC_RULES, settings=None):
    """Chooses as the Reversi blog tutorial's computer does: a legal corner,
    else the move that leaves it the most pieces; ties broken at random
    (the Settings', fresh when None). [] when there is no legal move.
    """
    settings = settings or create_settings()
    moves = get_rule_moves(board, piece, rules)
    settings.random_numbers.shuffle(moves)
    for move in moves:
        if move in list_corners(board):
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
    """Converts the engine's bits back to a new 2D board, own being
    piece's pieces (the inverse of get_engine_bits).
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
                         solve_empties=None, clocked=True):
    """Plans a searching computer's work on a position: whether the exact
    solver will try it (few enough empty squares for the level), how deep
    the evaluating search may go, and that search's state with its share
    of the think time (of the Settings' node_limit when it is set, with
    no clock). think is the seconds the whole work may take; solve_empties
    (None: the level's own) the most empty squares the solver tries;
    clocked False (a study), like repeatable Settings, leaves out the
    clock's safety net, so the positions alone bound the work.
    """
    node_limit = settings.node_limit
    sign = get_win_sign(settings)
    empties = (engine.squares & ~(own | opponent)).bit_count()
    evaluation = choose_board_evaluation(engine, settings.evaluation, sign,
                                         empties)
    midgame_nodes = think * evaluation.nodes_per_second
    deadline = time.perf_counter() + think * CLOCK_SLACK
    if not clocked or settings.repeatable:
        deadline = math.inf
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


def create_solver_state(budget, think, cores=1, thinks=1):
    """Starts the exact solver's SearchState with the think time (or the
    node limit's positions) the budget's evaluating search left, the work
    shared among cores processes; thinks times the think time (and the
    clock's safety net) when the budget is the think time.
    """
    state = budget.state
    deadline = budget.deadline
    if budget.node_limit is None:
        rate = state.evaluation.nodes_per_second * cores
        seconds_left = think * thinks - state.nodes / rate
        solver_nodes = seconds_left * SOLVER_NODES_PER_SECOND * cores
        deadline += think * (thinks - 1) * CLOCK_SLACK
    else:
        solver_nodes = budget.node_limit * cores - state.nodes
    return create_search_state(
        state.engine, state.evaluation, state.sign,
        max(1, round(solver_nodes)), deadline)


def get_search_workers(settings, budget, engine, sign, empties):
    """Finds and readies the worker processes a search shares (Settings.jobs
    above 1, Settings not repeatable, and a search deep enough: see
    PARALLEL_LEAST_DEPTH); None to search in this process.
    """
    if (settings.jobs <= 1 or settings.repeatable
            or (budget.max_depth < PARALLEL_LEAST_DEPTH
                and not budget.solving)):
        return None
    workers = find_search_workers(settings.jobs)
    if workers is None:
        return None
    try:
        configure_workers(workers, engine, settings.evaluation, sign,
                          empties)
    except WorkerLost as lost:
        report_lost_worker(workers, lost)
        return None
    return workers


def analyse_position(board, piece, rules, level, settings, want_final):
    """Finds a searching computer's move and its value (the Analysis; None
    when the side has no legal move). The level's depth and the think
    time bound an ordinary search; with few enough empty squares the
    exact solver then tries to reach every line's end in the budget
    left. want_final plays a solved position out (the hint's final score).
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
    sign = get_win_sign(settings)
    workers = get_search_workers(settings, budget, engine, sign, (
        engine.squares & ~(own | opponent)).bit_count())
    cores = 1
    if workers is not None:
        # The budget is a core's: each worker has as much.
        cores = len(workers.connections)
        state.node_limit *= cores
    first_guess = order_moves(own, opponent, moves, 0, False, state)[0]
    # A budget of its own (Settings.node_limit) or a solve to come is
    # kept as it is.
    extra = 0
    if budget.node_limit is None and not budget.solving:
        extra = UNSETTLED_EXTRA
    result = deepen_search_together(own, opponent, budget.max_depth, state,
                                    first_guess, workers, extra)
    analysis = Analysis(piece, get_bit_square(result.move, engine),
                        result.value, False, [])
    if not budget.solving:
        return analysis
    exact_state = create_solver_state(budget, think, cores, SOLVER_THINKS)
    try:
        value = solve_together(own, opponent, exact_state, workers)
    except SearchBudgetSpent:
        return analysis
    analysis = Analysis(piece, get_bit_square(exact_state.best_move, engine),
                        value, True, [])
    if want_final:
        # Playing the game out re-searches a little of what the solver
        # did; it gets a share of the think time more.
        exact_state.node_limit = NO_NODE_LIMIT
        exact_state.deadline += think * PLAYOUT_SHARE * CLOCK_SLACK
        try:
            final_own, final_opponent = play_out_best_line(
                own, opponent, value, exact_state)
            analysis.final_board = get_bits_board(final_own, final_opponent,
                                                  piece, engine)
        except SearchBudgetSpent:
            pass
    return analysis


def choose_search_move(board, piece, rules=UMBC_RULES, settings=None,
                       level=STRONGEST_PLAYER):
    """Chooses a searching computer's move ([] when there is none): level1
    to level5 are this with their level (fresh Settings when None). The
    strongest plays Othello's first moves from the opening book.
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


# ----------------------------------------------------------------------
# Clocks, and a computer on a clock
# ----------------------------------------------------------------------

# --clock MINUTES[+SECONDS]: the main time (above 0, at most
# MOST_CLOCK_MINUTES) and the increment (at most MOST_INCREMENT_SECONDS).
CLOCK_NUMBER = r"([0-9]{1,6}(?:\.[0-9]{1,6})?)"
CLOCK_PATTERN = CLOCK_NUMBER + r"(?:\+" + CLOCK_NUMBER + ")?"
CLOCK_MAIN_GROUP = 1
CLOCK_INCREMENT_GROUP = 2
MOST_CLOCK_MINUTES = 600
MOST_INCREMENT_SECONDS = 600
# A clock's setting is written as --clock takes it (CLOCK_SETTING_FORMAT).
SECONDS_A_MINUTE = 60
CLOCK_SETTING_FORMAT = "{:g}+{:g}"

# A computer whose side has a clock (plan_clock_think) spreads the time
# left over its moves to come (half the empty squares, or the moves a
# byo-yomi period asks for), keeping CLOCK_RESERVE of it back, and adds
# CLOCK_INCREMENT_SHARE of the increment each move gives back. A
# searching computer's budget is positions, with a clock's safety net:
# a move may run to CLOCK_STRETCH times its think time (a move in doubt
# gets its budget again, a solve SOLVER_THINKS times it, each with
# CLOCK_SLACK), so no move is given more than CLOCK_MOST_SHARE of the
# time left over that: even the longest move leaves time for the rest,
# and the flag never falls. An only move or a book move is played
# without a search (see choose_search_move). CLOCK_LEAST_THINK is the
# least a move is given.
CLOCK_RESERVE = 0.1
CLOCK_INCREMENT_SHARE = 0.8
CLOCK_STRETCH = CLOCK_SLACK * max(SOLVER_THINKS, 1 + UNSETTLED_EXTRA)
CLOCK_MOST_SHARE = 0.5
CLOCK_LEAST_THINK = 0.02


@dataclasses.dataclass(frozen=True)
class ClockSetting:
    """A game's clock (--clock): the same for both sides."""
    main: float          # each side's seconds for the whole game
    increment: float     # the seconds a side gets back after each move


def parse_clock_setting(text):
    """Reads --clock's MINUTES[+SECONDS]: a ClockSetting, or None."""
    found = re.fullmatch(CLOCK_PATTERN, text.strip())
    if found is None:
        return None
    minutes = float(found.group(CLOCK_MAIN_GROUP))
    increment = float(found.group(CLOCK_INCREMENT_GROUP) or 0)
    if not (0 < minutes <= MOST_CLOCK_MINUTES
            and increment <= MOST_INCREMENT_SECONDS):
        return None
    return ClockSetting(minutes * SECONDS_A_MINUTE, increment)


def format_clock_setting(clock):
    """Writes a ClockSetting as --clock takes it (MINUTES+SECONDS)."""
    return CLOCK_SETTING_FORMAT.format(clock.main / SECONDS_A_MINUTE,
                                       clock.increment)


def count_moves_to_come(board):
    """A side's moves still to come: half the empty squares (at least 1)."""
    return max(1, count_pieces(board, EMPTY) // PARITY_DIVISOR)


def plan_clock_think(seconds, increment, moves):
    """The think time of a computer's next move with seconds left on its
    clock, increment seconds back after each move and moves to come (see
    CLOCK_RESERVE).
    """
    spread = (seconds * (1 - CLOCK_RESERVE) / moves
              + increment * CLOCK_INCREMENT_SHARE)
    most = seconds * CLOCK_MOST_SHARE / CLOCK_STRETCH
    return max(CLOCK_LEAST_THINK, min(spread, most))


# ----------------------------------------------------------------------
# The best game against the naive computer (best)
# ----------------------------------------------------------------------

# Against the naive computer a game follows from its opponent's moves
# alone: the computer's replies are fixed by its rule. So the best game
# a side can play against it is a search over that side's choices only
# (find_best_game): depth first, the move that leaves the side the most
# pieces after the computer's reply first (the fewest when the fewest
# win). A position is cut when its bound cannot beat the best game found
# so far: every square but the computer's stable pieces (when the
# fewest win, the side's own stable pieces), and but one when no side
# passes and the side is to move with an even number of empty squares:
# then the computer would fill the last square (and keep that piece), or
# the game ends with a square empty. A table keeps, for each
# position searched, the best it can lead to (a bound: exact once
# searched whole), so a position reached again by other moves is not
# searched again; it starts again at BEST_GAME_TABLE_LIMIT positions.
# The search stops after a number of positions (BEST_GAME_POSITIONS,
# or the Settings' node_limit), and then the best game found is proved
# best only when no position left could beat it: its bound says how far
# it might be from the best. The best games found are remembered along
# their lines (BEST_GAMES_KEPT of them), so a side playing one searches
# once a game, and the same position always gets the same answer.
BEST_PLAYER = "best"
BEST_OPPONENT_ERROR = "best plays only against the naive computer; {} is {}."
# How a BestGame's score is qualified: proved best, or the bound (at
# most, or at least when the fewest win).
BEST_GAME_PROVED = "proved best"
BEST_GAME_LIMITS = ["at most {}", "at least {}"]
BEST_GAME_POSITIONS = 25000000
BEST_GAME_TABLE_LIMIT = 1000000
BEST_GAMES_KEPT = 4096


@dataclasses.dataclass(frozen=True)
class BestGame:
    """The best game found for a side against the naive computer."""
    moves: list          # the side's moves, [row, col] each, in order
    score: int           # the side's pieces when that game ends
    bound: int           # the most pieces any game from the position can
    # ... end with (the fewest, when the fewest win): score when proved
    positions: int       # the positions the search visited


@dataclasses.dataclass
class BestGameSearch:
    """What find_best_game keeps while it searches."""
    engine: Engine                # the engine
    sign: int                     # 1: the most pieces are best, -1: fewest
    positions: int                # the most positions it may visit
    visited: int = 0              # the positions visited so far
    best: int = -INFINITE_SCORE   # sign times the best game's pieces
    line: list = dataclasses.field(default_factory=list)
    # ... that game's moves (bits)
    table: dict = dataclasses.field(default_factory=dict)
    # ... {own << shift | opponent: the most sign times pieces it can
    # ... lead to} (one int a key takes about half a pair's memory)
    shift: int = 0                # the engine's bits a board


# {(rules, rows, cols, sign, positions, own, opponent): the BestGame from
# there}, for every position along a best game found.
BEST_GAMES = {}


def answer_naively(own, opponent, engine):
    """After own's move, the naive computer's replies (it plays again
    while own passes) up to own's next move or the end. Returns (own,
    opponent, whether the game is over).
    """
    find_moves = engine.find_moves
    while True:
        replies = find_moves(opponent, own, engine)
        if not replies:
            return own, opponent, not (engine.can_pass
                                       and find_moves(own, opponent, engine))
        reply = replies & -replies
        flips = engine.find_flips(opponent, own, reply, engine)
        own ^= flips
        opponent |= flips | reply
        if find_moves(own, opponent, engine):
            return own, opponent, False
        if not engine.can_pass:
            return own, opponent, True


def _bound_best_game(own, opponent, search):
    """The most sign times own's pieces any game from here can end with
    (see BEST_PLAYER).
    """
    engine = search.engine
    empty = engine.squares & ~(own | opponent)
    if search.sign == 1:
        kept = find_stable_pieces(opponent, empty, engine).bit_count()
        if not engine.can_pass and empty.bit_count() % PARITY_DIVISOR == 0:
            kept = max(kept, 1)
        return engine.square_count - kept
    return -find_stable_pieces(own, empty, engine).bit_count()


def _search_best_game(own, opponent, line, search):
    """Searches own's games from a position (own to move, with a move)
    reached by line (move bits; changed, then restored). Returns a bound:
    the most sign times own's pieces any game from here ends with.
    """
    key = own << search.shift | opponent
    bound = search.table.get(key)
    if bound is None:
        bound = _bound_best_game(own, opponent, search)
    if bound <= search.best or (search.visited >= search.positions
                                and search.line):
        return bound
    search.visited += 1
    engine = search.engine
    sign = search.sign
    children = []
    for move in list_bits(engine.find_moves(own, opponent, engine)):
        after = play_engine_move(own, opponent, move, engine)
        mine, theirs, over = answer_naively(after[1], after[0], engine)
        children.append((-sign * mine.bit_count(), move, mine, theirs,
                         over))
    children.sort()
    found = -INFINITE_SCORE
    for order, move, mine, theirs, over in children:
        line.append(move)
        if over:
            value = -order
            if value > search.best:
                search.best = value
                search.line = list(line)
        else:
            value = _search_best_game(mine, theirs, line, search)
        line.pop()
        found = max(found, value)
    if len(search.table) >= BEST_GAME_TABLE_LIMIT:
        search.table.clear()
    search.table[key] = found
    return found


def find_best_game(board, piece, rules=UMBC_RULES, sign=1,
                   positions=BEST_GAME_POSITIONS):
    """The BestGame of piece (to move, with a legal move) against the naive
    computer from board: the most pieces (sign -1: the fewest) it can end
    with, searching at most about positions positions (see BEST_PLAYER).
    """
    engine = build_engine(rules, len(board), len(board[0]))
    own, opponent = get_engine_bits(board, piece, engine)
    game = (rules, engine.rows, engine.cols, sign, positions)
    key = game + (own, opponent)
    if key in BEST_GAMES:
        return BEST_GAMES[key]
    search = BestGameSearch(engine, sign, positions,
                            shift=engine.squares.bit_length())
    bound = _search_best_game(own, opponent, [], search)
    if len(BEST_GAMES) >= BEST_GAMES_KEPT:
        BEST_GAMES.clear()
    moves = [get_bit_square(move, engine) for move in search.line]
    for place, move in enumerate(search.line):
        BEST_GAMES[game + (own, opponent)] = BestGame(
            moves[place:], sign * search.best, sign * max(bound, search.best),
            search.visited)
        after = play_engine_move(own, opponent, move, engine)
        own, opponent, over = answer_naively(after[1], after[0], engine)
    return BEST_GAMES[key]


def get_best_player_error(names):
    """Checks that a side that plays best ({piece: player name}) meets
    the naive computer: '' or why not.
    """
    for piece, name in names.items():
        other = get_opponent(piece)
        if name == BEST_PLAYER and names[other] != NAIVE:
            return BEST_OPPONENT_ERROR.format(other, names[other])
    return ""


def qualify_best_game(found, sign):
    """Says whether a BestGame is proved best, or else its bound."""
    if found.score == found.bound:
        return BEST_GAME_PROVED
    return BEST_GAME_LIMITS[sign == -1].format(found.bound)


def find_players_best_game(board, piece, rules, settings):
    """find_best_game as the player best searches it: for the Settings'
    win, in their node_limit positions when they have one.
    """
    return find_best_game(board, piece, rules, get_win_sign(settings),
                          settings.node_limit or BEST_GAME_POSITIONS)


def choose_best_game_move(board, piece, rules=UMBC_RULES, settings=None):
    """Plays the best game against the naive computer (BEST_PLAYER): the
    first move of find_players_best_game's ([] when there is no legal
    move).
    """
    if not has_rule_move(board, piece, rules):
        return []
    return find_players_best_game(board, piece, rules,
                                  settings or create_settings()).moves[0]


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
    BEST_PLAYER: choose_best_game_move,
}
PLAYER_KINDS = [HUMAN] + list(COMPUTER_PLAYERS)




# ======================================================================
# SQUARES, TYPED MOVES AND POSITIONS
# ======================================================================

# How the other games' squares are typed and written: numbered from the
# rule set's first square number (1 in the one-row game, where a square
# is one number), or, where the rule set's square_names allows it, by
# Othello's names: a column letter from the left, then a row number
# from the top (d3 is row 2, column 3).
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
    """A position read from --position's text (or a record's Position tag)."""
    board: list          # the 2D list of pieces ([] when there is an error)
    side: str            # the side to move (EMPTY when there is an error)
    error: str           # why the text cannot be used ('' when it can)


class MoveRefused(Exception):
    """A typed or recorded move refused; its argument is the one-line
    reason to show.
    """


def escape_text(text, length=QUOTED_LENGTH):
    """Writes a piece of a file, a command line or a protocol line for a
    message, on one line: each character that is not printable as its
    escape (\\x1b), cut after length characters with QUOTE_MORE.
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
    """Reads a square typed by its name (d3: a column letter of either
    case, a row number from 1): its [row, col], or [] when the word is
    not shaped like one. Raises MoveRefused when it is off the board.
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
        raise MoveRefused(NAME_OUT_OF_RANGE_MESSAGE.format(
            COLUMN_LETTERS[len(board[0]) - 1], len(board)))
    return [row, col]


def format_numbered_square(board, move, first_number=0):
    """Writes a square as a player types it by numbers, counted from
    first_number: '2 4' on a grid, one number ('5') on a one-row board.
    """
    if len(board) == 1:
        return str(move[1] + first_number)
    return SQUARE_FORMAT.format(move[0] + first_number,
                                move[1] + first_number)


def format_square_name(board, move):
    """Writes a square's standard name: d3 on a grid, 1 to 12 on one row."""
    if len(board) == 1:
        return format_numbered_square(board, move,
                                      ONE_ROW_RULES.first_number)
    return SQUARE_NAME_FORMAT.format(COLUMN_LETTERS[move[1]],
                                     move[0] + 1)


def get_board_labels(board, names, first_number):
    """Labels a board's columns and rows as its squares are written, as a
    pair (column labels, row labels) of lists of strings: letters across
    and numbers down from 1 where squares are named (a1 top left),
    otherwise numbers from first_number.
    """
    if names:
        return ([COLUMN_LETTERS[col] for col in range(len(board[0]))],
                [str(row + 1) for row in range(len(board))])
    return ([str(col + first_number) for col in range(len(board[0]))],
            [str(row + first_number) for row in range(len(board))])


def _parse_numbered_square(text, board, first_number):
    """Reads the square number typed on a one-row board, as
    parse_typed_square does.
    """
    tokens = text.split()
    number = None
    if len(tokens) == SQUARE_PART_COUNT:
        number = parse_whole_number(tokens[0])
    if number is None:
        raise MoveRefused(MALFORMED_SQUARE_MESSAGE)
    if not is_on_board(board, 0, number - first_number):
        raise MoveRefused(SQUARE_OUT_OF_RANGE_MESSAGE.format(
            first_number, len(board[0]) - 1 + first_number))
    return [0, number - first_number]


def parse_typed_square(text, board, first_number=0, square_names=False):
    """Reads a typed move of any game: 'row col' on a grid (see PART 1's
    parse_move), one square number on a one-row board, or, where
    square_names allows it, the square's Othello name. A square number
    or a name is checked to be on the board; a grid's 'row col' is
    checked with the move (see check_rule_move). Returns the [row, col]
    square; raises MoveRefused with the one-line reason the line was
    refused.
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
        raise MoveRefused(MALFORMED_OR_NAME_MESSAGE)
    if len(move) == 0:
        raise MoveRefused(MALFORMED_HELP_MESSAGE)
    return [move[0] - first_number, move[1] - first_number]


def check_rule_move(text, board, piece, rules, first_number,
                    square_names=False):
    """Checks a typed line as a move: that it names a square on the board,
    then that the move there is legal. Squares are typed by name only
    where square_names is set (not by default: the ICS 32 protocol reads
    numbers only). Returns the legal [row, col]; raises MoveRefused as
    parse_typed_square does.
    """
    move = parse_typed_square(text, board, first_number, square_names)
    # get_move_error asks only whether this move is among the legal ones.
    row, col = move
    legal = [move] if is_rule_move(board, row, col, piece, rules) else []
    error = get_move_error(board, move, legal)
    if error != "":
        raise MoveRefused(error)
    return move


def parse_position(text, rows, cols):
    """Reads a start position given with --position: the squares, one
    character each, row by row (X or * for black, O for white, either
    case, or - . _ for empty), then a space and the side to move. On an
    error the Position has no board, EMPTY and the reason.
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
    """Writes a position as --position reads it."""
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
    """Plays each named opening from the start, once, when first asked."""
    engine = build_engine(STANDARD_RULES, BOARD_SIZE, BOARD_SIZE)
    start = create_start_board(rules=STANDARD_RULES)
    names = {}
    plies = 0
    for entry in OPENING_NAMES:
        own, opponent = get_engine_bits(start, PLAYER_PIECE, engine)
        moves = re.findall(OPENING_MOVE_PATTERN, entry[0])
        for word in moves:
            square = parse_square_name(word, start)
            bit = get_square_bit(square[0], square[1], engine)
            own, opponent = play_engine_move(own, opponent, bit, engine)
        names[get_book_key(own, opponent, engine)] = entry[1:]
        plies = max(plies, len(moves))
    return OpeningNames(names, plies)


@dataclasses.dataclass(frozen=True)
class ReachedOpening:
    """A game's opening (see find_opening_name)."""
    names: list          # its names, the usual one first ([]: none)
    number: int          # the number of the move that reached it, from 1
    # ... (0: none)


def find_opening_name(start, history, rules):
    """Names a game's opening, the last named position its moves reach:
    a ReachedOpening, with no names when there is none or the game is
    not 8x8 Othello.
    """
    engine = build_engine(rules, len(start), len(start[0]))
    found = ReachedOpening([], 0)
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
            found = ReachedOpening(names, number)
    return found


def format_opening_name(names):
    """Writes an opening's names, such as 'Heath (also Tobidashi)'."""
    if len(names) == 1:
        return names[0]
    return OPENING_OTHER_NAMES.format(
        names[0], OPENING_NAME_SEPARATOR.join(names[1:]))


# ======================================================================
# ANALYSIS (--analyze)
# ======================================================================

# --analyze values each move as the final disc difference for the side
# to move (by the game's score): exact when the solver reached the end
# of every line, a bound when only that is proven (the solver ran out of
# budget, or the search found a forced end), else the evaluation's
# estimate. Its budget counts positions, not time (see study_move), so
# a position and think time give the same values however busy the
# machine and however many processes share it.
# Its sub-sections:
#   1. the opinions of a move (Opinion)
#   2. the session's memory (Knowledge)
#   3. the expected line after a move
#   4. every move studied alone (study_move, analyse_moves)
#   5. what is written (format_analysis)

# ----------------------------------------------------------------------
# ANALYSIS 1: THE OPINIONS
# ----------------------------------------------------------------------

@dataclasses.dataclass
class Opinion:
    """What the analysis thinks of a move (disc differences for its side)."""
    move: list                    # [row, col] (None when not wanted)
    lower: int                    # lowest value proven (-INFINITE_SCORE: none)
    upper: int                    # highest value proven (INFINITE_SCORE: none)
    estimate: int                 # the estimate
    key: int                      # the sort key, best first
    book: bool = False            # whether the estimate is the book's
    line: list = dataclasses.field(default_factory=list)
    # ... the expected play from this move ([] a pass; BEST_LINE_MOVES)
    exact_moves: int = 0          # line's moves proven (the rest guessed)
    depth: int = 0                # plies searched, this move too (0: book)


def create_opinion(valuation, sign, engine):
    """Turns study_move's valuation (search values: sign times the disc
    difference) into an Opinion for the side moving; move None when
    engine is.
    """
    lower = valuation.lower
    upper = valuation.upper
    estimate = valuation.estimate
    # The estimate, kept inside what is proven.
    key = min(max(estimate, lower), upper)
    if sign < 0:
        lower, upper = -upper, -lower
    move = None
    if engine is not None:
        move = get_bit_square(valuation.move, engine)
    return Opinion(move, lower, upper, sign * key, key,
                   depth=valuation.depth)


def create_book_opinions(own, opponent, engine, sign):
    """The book's Opinions of the moves, best first ([] if it has none)."""
    return [Opinion(get_bit_square(move, engine), -INFINITE_SCORE,
                    INFINITE_SCORE, value, value, True)
            for move, value in find_book_moves(own, opponent, engine, sign)]


def bound_opinion(opinion, lower, upper, sign):
    """The opinion (unchanged) narrowed to proven bounds lower, upper
    (discs for its side), key and estimate inside; sign: get_win_sign's.
    """
    lower = max(lower, opinion.lower)
    upper = min(upper, opinion.upper)
    if lower > upper:
        return opinion
    key_bounds = sorted([sign * lower, sign * upper])
    key = min(max(opinion.key, key_bounds[0]), key_bounds[1])
    return dataclasses.replace(opinion, lower=lower, upper=upper,
                               estimate=sign * key, key=key)


def sort_opinions(opinions):
    """Sorts opinions in place, best first, equals in square order."""
    opinions.sort(key=lambda opinion: opinion.move)
    opinions.sort(key=lambda opinion: opinion.key, reverse=True)


# ----------------------------------------------------------------------
# ANALYSIS 2: THE SESSION'S MEMORY
# ----------------------------------------------------------------------

# The session's memory is cleared at this many positions (a few MB).
ANALYSIS_MEMORY_LIMIT = 10000


@dataclasses.dataclass(slots=True)
class Knowledge:
    """What the session's analysis knows of a position (Settings.memory)."""
    reach: float                  # its deepest analysis (get_analysis_reach)
    opinions: list                # that analysis's opinions, best first
    hint_move: list = None        # the move a hint recommended in it


def get_memory_key(rules, board, own, opponent):
    """Names a position in Settings.memory (side to move's bits first)."""
    return (rules.name, len(board), len(board[0]), own, opponent)


def get_analysis_reach(settings, think):
    """Measures how deep an analysis goes: its node limit, or its time."""
    return think if settings.node_limit is None else settings.node_limit


def is_known_deep_enough(known, reach):
    """Tells whether the memory's Knowledge (or None) reaches as deep."""
    return known is not None and known.reach >= reach


def _keep_opinions(settings, key, reach, opinions, known):
    """Keeps an analysis in the session's memory (cleared first when
    full), with the hint move of the Knowledge it replaces (known).
    """
    if len(settings.memory) >= ANALYSIS_MEMORY_LIMIT:
        settings.memory.clear()
    hint_move = None if known is None else known.hint_move
    settings.memory[key] = Knowledge(reach, list(opinions), hint_move)


def remember_opinions(board, piece, rules, settings, reach, opinions):
    """Keeps an analysis (reach as get_analysis_reach's) in the session's
    memory as analyse_moves does, at the deepest reach known.
    """
    engine = build_engine(rules, len(board), len(board[0]))
    own, opponent = get_engine_bits(board, piece, engine)
    key = get_memory_key(rules, board, own, opponent)
    known = settings.memory.get(key)
    if known is not None:
        reach = max(reach, known.reach)
    _keep_opinions(settings, key, reach, opinions, known)


def _merge_known(opinions, known, sign):
    """Narrows each new opinion (a fresh list, best first) by what known
    (Knowledge, or None) proved of its move, taking the known line where
    more of it is proven.
    """
    if known is None:
        return opinions
    proven = {tuple(opinion.move): opinion for opinion in known.opinions
              if not opinion.book}
    merged = []
    for opinion in opinions:
        old = proven.get(tuple(opinion.move))
        if old is not None:
            narrowed = bound_opinion(opinion, old.lower, old.upper, sign)
            if old.exact_moves > narrowed.exact_moves:
                narrowed.line = list(old.line)
                narrowed.exact_moves = old.exact_moves
            opinion = narrowed
        merged.append(opinion)
    sort_opinions(merged)
    return merged


def find_knowledge(board, piece, rules, settings):
    """Finds what the session's analysis knows of a position (or None)."""
    engine = build_engine(rules, len(board), len(board[0]))
    own, opponent = get_engine_bits(board, piece, engine)
    return settings.memory.get(get_memory_key(rules, board, own, opponent))


def remember_hint(board, piece, rules, settings, move):
    """Notes the move a hint recommended in a position analysed before."""
    knowledge = find_knowledge(board, piece, rules, settings)
    if knowledge is not None:
        knowledge.hint_move = move


def recall_hint(board, piece, rules, settings):
    """Finds the [row, col] move a hint recommended in a position, or None."""
    knowledge = find_knowledge(board, piece, rules, settings)
    if knowledge is None:
        return None
    return knowledge.hint_move


# ----------------------------------------------------------------------
# ANALYSIS 3: THE EXPECTED LINE
# ----------------------------------------------------------------------

# The expected line after each move (Opinion.line), at most
# BEST_LINE_MOVES moves: where the move's value is exact, the solver's
# best play (play_out_best_line, at most BEST_LINE_NODES positions a
# line), exact; then the search table's or the book's best moves, a guess.
BEST_LINE_MOVES = 12
BEST_LINE_NODES = 20000


def replay_line_bits(own, opponent, line, engine):
    """Plays line (bits, 0 a pass): own, opponent after (a tuple to unpack
    at once), own to move.
    """
    for move in line:
        if move:
            own, opponent = play_engine_move(own, opponent, move, engine)
        else:
            own, opponent = opponent, own
    return own, opponent


def walk_table_line(own, opponent, table, engine, line):
    """Extends line (move bits, in place) from its end own, opponent with
    the table's best moves (0 a pass) while it has them, to the game's
    end or BEST_LINE_MOVES.
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
    """Extends line (move bits, in place) from its end own, opponent with
    the book's best moves.
    """
    while len(line) < BEST_LINE_MOVES:
        valued = find_book_moves(own, opponent, engine, sign)
        if not valued:
            return
        line.append(valued[0][0])
        own, opponent = play_engine_move(own, opponent, valued[0][0],
                                         engine)


@dataclasses.dataclass(frozen=True)
class ExpectedLine:
    """The expected line after a move (see find_best_line)."""
    moves: list          # its move bits, the move first, 0 a pass
    exact_moves: int     # how many of them are exact


def find_best_line(own, opponent, valuation, state, solver_state):
    """The ExpectedLine after a move (see BEST_LINE_MOVES). solver_state
    is None when the solver did not run.
    """
    engine = state.engine
    line = [valuation.move]
    after = play_engine_move(own, opponent, valuation.move, engine)
    # A solver stopped from another thread (stop_search) is left so.
    if (solver_state is None or solver_state.node_limit == 0
            or valuation.lower != valuation.upper):
        walk_table_line(after[0], after[1], state.table, engine, line)
        return ExpectedLine(line[:BEST_LINE_MOVES], 0)
    solver_state.node_limit = solver_state.nodes + BEST_LINE_NODES
    solver_state.deadline = math.inf
    try:
        play_out_best_line(after[0], after[1], -valuation.lower,
                           solver_state, line)
        return ExpectedLine(line[:BEST_LINE_MOVES],
                            len(line[:BEST_LINE_MOVES]))
    except SearchBudgetSpent:
        exact = len(line)
    end_own, end_opponent = replay_line_bits(after[0], after[1], line[1:],
                                             engine)
    walk_table_line(end_own, end_opponent, state.table, engine, line)
    return ExpectedLine(line[:BEST_LINE_MOVES],
                        min(exact, BEST_LINE_MOVES))


def set_opinion_line(opinion, line, exact, engine):
    """Gives opinion (changed, and returned) its line (see find_best_line)."""
    opinion.line = [get_bit_square(move, engine) if move else []
                    for move in line]
    opinion.exact_moves = exact
    return opinion


# ----------------------------------------------------------------------
# ANALYSIS 4: EVERY MOVE STUDIED
# ----------------------------------------------------------------------

# The analysis tries the solver from this many empty squares (level5,
# with less time, from fewer), showing the bounds proved if it runs out.
ANALYSIS_SOLVE_EMPTIES = 20
# With this many or fewer, every move is solved exactly whatever the
# think time (a few seconds at most), so hint, analyze, review, the
# window and NBoard agree.
ANALYSIS_EXACT_EMPTIES = 16
# The analysis may take the think time ANALYSIS_THINKS_PER_MOVE times a
# move (solving each costs several searches), at least
# ANALYSIS_LEAST_THINKS times (few hard moves need as long as many easy).
ANALYSIS_THINKS_PER_MOVE = 3
ANALYSIS_LEAST_THINKS = 15
# Every analysis's evaluating search visits this share of the positions
# its think time buys a computer player (the Evaluation's positions a
# second): 29,333 a second with the patterns, as before budgets followed
# this machine's speed; enough for its values, so a faster search shows
# them sooner and a game's review stays short.
ANALYSIS_POSITIONS_SHARE = 44 / 81


def get_analysis_think(settings, move_count):
    """The seconds --analyze may take (see ANALYSIS_THINKS_PER_MOVE)."""
    return settings.think * max(ANALYSIS_THINKS_PER_MOVE * move_count,
                                ANALYSIS_LEAST_THINKS)


def ignore_search(state):
    """Watches a search by doing nothing (analyse_moves' default)."""


def stop_search(state):
    """Makes a search under way stop at its next position (any thread)."""
    state.node_limit = 0


@dataclasses.dataclass
class MoveStudy:
    """What study_move found of one move."""
    deepening: list               # its Valuation at each depth done, from 1
    lower: int                    # lowest value proven (search values)
    upper: int                    # highest value proven
    line: list                    # the expected line's move bits
    exact_moves: int              # how many of them are exact


def _deepen_move(own, opponent, move, max_depth, state):
    """Searches one move a ply deeper at a time, to max_depth or until
    the budget is spent: its Valuation at each depth finished, from 1.
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
    """Values one move alone, with its own tables: the evaluating search,
    the solver in the budget left (see ANALYSIS_SOLVE_EMPTIES), then the
    expected line. Only its position budget (or stop_search) cuts it,
    never a clock, so any process finds the same. think and node_limit
    (if set) are the move's shares; watch_search gets each search state
    started.
    """
    budget = create_search_budget(engine, own, opponent, STRONGEST_PLAYER,
                                  settings, think, ANALYSIS_SOLVE_EMPTIES,
                                  clocked=False)
    state = budget.state
    if budget.node_limit is None:
        state.node_limit = max(1, round(state.node_limit
                                        * ANALYSIS_POSITIONS_SHARE))
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
    expected = find_best_line(own, opponent, valuation, state, solver_state)
    return MoveStudy(deepening, valuation.lower, valuation.upper,
                     expected.moves, expected.exact_moves)


def study_moves(board, piece, rules, settings, think, watch_search=None,
                only=None):
    """Studies each legal move (see study_move) on an equal share of think
    (or node_limit, if set); only (None: all) picks a worker's [row, col]
    moves, shares still among all. Returns MoveStudies in square order.
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
    """Turns the studies into Opinions, best first (equals in square
    order), each estimate from the deepest ply all moves' searches
    finished, so none is favoured; bounds from any depth are kept.
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
    """The strongest computer's Opinions of the legal moves, best first:
    the book's where it has the position, else each move studied alone
    (see study_move). think (None: get_analysis_think) bounds it all
    unless node_limit is set. The session keeps the answer for asks with
    no more time, so hint, analyze and review agree. watch_search (None,
    or called with each search state) lets another thread stop it
    (stop_search); such an answer is not kept.
    """
    return analyse_moves_by(board, piece, rules, settings, think,
                            watch_search, 1)


def analyse_moves_by(board, piece, rules, settings, think, watch_search,
                     jobs):
    """analyse_moves on jobs worker processes (see analyse_moves_together)."""
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
    workers = None
    if jobs > 1 and len(moves) > 1 and watch_search is None:
        workers = find_search_workers(jobs)
    if workers is not None:
        studies = _study_on_workers(workers, board, piece, rules, settings,
                                    think, moves)
    else:
        studies = study_moves(board, piece, rules, settings, think,
                              watch_search)
    opinions = _merge_known(gather_studies(studies, sign, engine), known,
                            sign)
    # Work another thread may have cut short is not remembered.
    if watch_search is None:
        _keep_opinions(settings, key, reach, opinions, known)
    return opinions


def _study_on_workers(workers, board, piece, rules, settings, think,
                      moves):
    """The MoveStudies of moves on the workers, each with its share (see
    study_moves) and going to the next one free (see call_on_workers: if
    one dies, the rest are studied here).
    """
    lent = dataclasses.replace(settings, memory={})
    works = [(board, piece, rules, lent, think, None, [move])
             for move in moves]
    try:
        parts = list(call_on_workers(workers, _study_alone, works))
    except BaseException:
        # Stopped mid-work (Ctrl-C): late answers would reach the next
        # search.
        workers.lost = True
        close_search_workers(workers)
        raise
    return [study for part in parts for study in part]


def _study_alone(work):
    """study_moves(*work): a worker's study of one move."""
    return study_moves(*work)


def analyse_moves_together(board, piece, rules, settings, jobs):
    """analyse_moves on jobs worker processes (1: this one; started by
    WORKER_START, safe beside threads), each move with its one-process
    share, so the same values come sooner. Ctrl-C stops all at once.
    """
    return analyse_moves_by(board, piece, rules, settings, None, None,
                            jobs)


# ----------------------------------------------------------------------
# ANALYSIS 5: WHAT IS WRITTEN
# ----------------------------------------------------------------------

# --analyze prints a heading, then a line a move: square, value, line.
ANALYSIS_HEADING = ("{} to move: every move's value, the final disc "
                    "difference for {}, best first")
ANALYSIS_LINE = "{:>4}  {:<16}{}"
# The widest a move's line is; its expected line wraps between moves.
ANALYSIS_WIDTH = 79
# Guessed moves follow BEST_LINE_GUESS; where squares have a space
# (2 4), moves are separated by commas.
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


def format_disc_value(value):
    """Writes a disc difference: '+6', '-2', or '0' for an even game."""
    if value == 0:
        return VALUE_EVEN
    return VALUE_SIGNED.format(value)


def is_exact_opinion(opinion):
    """Tells whether an Opinion's value is known exactly."""
    return opinion.lower == opinion.upper


def get_value_kind(opinion):
    """What is known of an opinion's value: a VALUE_KIND_ constant."""
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
    """Writes a move's value by its kind (see get_value_kind; a bound is
    never written as the value), such as '+6 exact' or 'at least +10'.
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
    """Writes an analyse_position value as an Opinion's, exact if solved."""
    valuation = get_search_valuation(0, value)
    if exact:
        valuation = Valuation(0, value, value, value)
    return format_opinion_value(create_opinion(valuation, sign, None))


def format_analysis(board, piece, opinions, write_square=None):
    """Writes --analyze's (and analyze's) lines, no final newline;
    write_square(board, move) writes a square (None: its name).
    """
    if write_square is None:
        write_square = format_square_name
    if len(opinions) == 0:
        return ANALYSIS_NO_MOVE.format(piece)
    lines = [ANALYSIS_HEADING.format(piece, piece)]
    for opinion in opinions:
        head = ANALYSIS_LINE.format(write_square(board, opinion.move),
                                    format_opinion_value(opinion), "")
        lines += wrap_words(head, list_best_line_words(
            board, opinion, write_square), ANALYSIS_WIDTH)
    return "\n".join(lines)


def wrap_words(head, words, width):
    """The lines of head then words, at most width columns where the
    words allow, each after the first indented as far as head.
    """
    indent = SPACE * len(head)
    lines = []
    line = head
    taken = 0
    for word in words:
        if taken > 0 and len(line) + len(SPACE) + len(word) > width:
            lines.append(line)
            line = indent
            taken = 0
        if taken > 0:
            line += SPACE
        line += word
        taken += 1
    return lines + [line.rstrip()]


def list_best_line_words(board, opinion, write_square):
    """The words of format_best_line; where a square has a space (2 4),
    each move but the last of its part (exact, guessed) ends in a comma.
    """
    words = [write_square(board, move) if len(move) > 0 else PASS_WORD
             for move in opinion.line]
    separator = BEST_LINE_SEPARATORS[any(SPACE in word for word in words)]
    ending = separator.rstrip(SPACE)
    parts = [words[:opinion.exact_moves], words[opinion.exact_moves:]]
    for index, part in enumerate(parts):
        parts[index] = [word + ending for word in part[:-1]] + part[-1:]
    if len(parts[1]) == 0:
        return parts[0]
    return parts[0] + [BEST_LINE_GUESS] + parts[1]


def format_best_line(board, opinion, write_square):
    """Writes an opinion's expected line: exact moves, BEST_LINE_GUESS,
    guessed ones, such as 'e2 f1 e1 ~ d1 c1' ('' for none).
    """
    return SPACE.join(list_best_line_words(board, opinion, write_square))


def format_position_analysis(board, piece_due, rules, settings, jobs=1,
                             explain=None):
    """Writes --analyze's lines (no final newline): the next mover's
    opinions (saying so when piece_due must pass), or the final score.
    jobs processes may analyse; explain(board, side, opinions), unless
    None, writes what follows (--why).
    """
    side = get_side_to_move(board, piece_due, rules)
    if side == EMPTY:
        scores = get_final_scores(board, rules, settings.win)
        return ANALYSIS_OVER.format(scores[PLAYER_PIECE],
                                    scores[COMPUTER_PIECE])
    lines = []
    if side != piece_due:
        lines.append(ANALYSIS_PASS.format(piece_due))
    opinions = analyse_moves_together(board, side, rules, settings, jobs)
    lines.append(format_analysis(board, side, opinions))
    if explain is not None:
        lines.append(explain(board, side, opinions))
    return "\n".join(lines)


# ======================================================================
# SAFE FILES (a file written whole or not at all)
# ======================================================================

# A save (save, save!, --record) never leaves its file half-written,
# whatever stops the program (write_file_safely). It writes
# .NAME.RANDOM.part beside it, created only if no such name exists (so
# nothing planted is written through) and locked (os.lockf), flushes it
# to the disk and renames it over NAME. On any other way out (an error,
# Ctrl-C, SIGTERM, SIGHUP; SIGKILL cannot be caught) a finally removes
# it; the stop signals are held while it is made, so none comes before
# its name is kept (SAVE_HELD_SIGNALS). A save first removes what
# cut-off saves of NAME left, and nothing else: a plain file of that
# name, this user's, that no save holds locked, holding nothing or what
# a save writes (the writer's openings; for a game, SAVED_OPENINGS) or
# a beginning of it. A save to a name of that shape is refused
# (TEMPORARY_NAME_ERROR). A new file gets NEW_FILE_MODE less the umask;
# one saved again keeps its own.
TEMPORARY_PREFIX = "."
TEMPORARY_SEPARATOR = "."
TEMPORARY_SUFFIX = ".part"
TEMPORARY_RANDOM_PATTERN = r"[a-z0-9_]{8}"
TEMPORARY_PATTERN = (r"\..+\." + TEMPORARY_RANDOM_PATTERN
                     + re.escape(TEMPORARY_SUFFIX))
TEMPORARY_NAME_ERROR = "a name kept for a save's temporary file"
# Ctrl-C, the hang-up and SIGTERM: the signals the workers' start holds.
SAVE_HELD_SIGNALS = WORKER_IGNORED_SIGNALS + WORKER_HELD_SIGNALS
# Tries at a temporary file (another save's clearing may take one).
TEMPORARY_TRIES = 3
TEMPORARY_LOST_ERROR = "another program removed its temporary file"
# With os.lockf the temporary file is renamed still locked; elsewhere
# (Windows) an open file cannot be renamed or removed: closed first.
LOCKS_FILES = hasattr(os, "lockf")
NEW_FILE_MODE = 0o666
PERMISSION_BITS = 0o7777
# What is saved is UTF-8 text.
SAVE_ENCODING = "utf-8"
NOT_A_FILE_ERROR = "not a regular file"


def write_file_safely(path, text, openings):
    """Writes text to path whole or not at all (see TEMPORARY_PREFIX);
    openings (strings) are how a save's text may start, which marks what
    cut-off saves left. Returns '', or why it was not written.
    """
    # Renaming over a link or a device would replace it, not write to it.
    if is_not_a_file(path):
        return NOT_A_FILE_ERROR
    folder, name = os.path.split(os.path.abspath(path))
    if re.fullmatch(TEMPORARY_PATTERN, name) is not None:
        return TEMPORARY_NAME_ERROR
    _remove_stale_temporaries(folder, name, openings)
    made = []
    try:
        mode = NEW_FILE_MODE & ~_get_umask()
        if os.path.isfile(path):
            mode = os.stat(path).st_mode & PERMISSION_BITS
        _create_temporary(folder, name, made)
        _write_temporary(made, text, mode, path)
    except (OSError, ValueError) as problem:
        return str(getattr(problem, "strerror", None) or problem)
    finally:
        _discard_temporary(made)
    return ""


def is_not_a_file(path):
    """Tells whether a name is a link, folder or device (not saved to)."""
    return os.path.lexists(path) and (os.path.islink(path)
                                      or not os.path.isfile(path))


def _create_temporary(folder, name, made):
    """Makes and locks a save's temporary file for folder/name, setting
    made (the caller's list, read by its finally) to [descriptor, name];
    raises OSError if none can be.
    """
    import tempfile
    held_signals = get_platform_signals(SAVE_HELD_SIGNALS)
    for _ in range(TEMPORARY_TRIES):
        held = None
        try:
            # A held-back stop signal raises only once made has the name.
            if hasattr(signal, "pthread_sigmask"):
                held = signal.pthread_sigmask(signal.SIG_BLOCK,
                                              held_signals)
            made[:] = tempfile.mkstemp(
                prefix=TEMPORARY_PREFIX + name + TEMPORARY_SEPARATOR,
                suffix=TEMPORARY_SUFFIX, dir=folder)
        finally:
            if held is not None:
                signal.pthread_sigmask(signal.SIG_SETMASK, held)
        _lock_file(made[0], True)
        # Another save's clearing may have removed it before it was locked.
        if _is_still_named(made[0], made[1]):
            return
        os.close(made[0])
        made.clear()
    raise OSError(TEMPORARY_LOST_ERROR)


def _write_temporary(made, text, mode, path):
    """Writes text into made ([descriptor, name]), flushes it to the disk,
    gives it mode and renames it over path.
    """
    handle, temporary = made
    with os.fdopen(handle, "w", encoding=SAVE_ENCODING,
                   closefd=False) as file:
        file.write(text)
        file.flush()
        os.fsync(file.fileno())
    os.chmod(temporary, mode)
    if not LOCKS_FILES:
        made[0] = None
        os.close(handle)
    os.replace(temporary, path)


def _discard_temporary(made):
    """Closes made ([descriptor or None, name], or []); removes it unless
    renamed.
    """
    if len(made) == 0:
        return
    handle, temporary = made
    made.clear()
    try:
        kept = os.path.lexists(temporary)
        if handle is not None:
            kept = _is_still_named(handle, temporary)
            os.close(handle)
        if kept:
            os.remove(temporary)
    except OSError:
        pass


def _lock_file(handle, wait):
    """Locks an open file (os.lockf; elsewhere an open file cannot be
    removed anyway): False only if another holds it and wait is False.
    """
    if not LOCKS_FILES:
        return True
    try:
        os.lockf(handle, os.F_LOCK if wait else os.F_TLOCK, 0)
    except OSError:
        return False
    return True


def _is_still_named(handle, path):
    """Tells whether path still names handle's open file."""
    try:
        return os.path.samestat(os.fstat(handle), os.lstat(path))
    except OSError:
        return False


def _get_umask():
    """Reads the process's umask, which can only be read by setting it."""
    umask = os.umask(0)
    os.umask(umask)
    return umask


def _remove_stale_temporaries(folder, name, openings):
    """Removes the temporaries cut-off saves of name left in folder."""
    pattern = (re.escape(TEMPORARY_PREFIX + name + TEMPORARY_SEPARATOR)
               + TEMPORARY_RANDOM_PATTERN + re.escape(TEMPORARY_SUFFIX))
    try:
        entries = os.listdir(folder)
    except OSError:
        return
    for entry in entries:
        if re.fullmatch(pattern, entry) is not None:
            _remove_if_stale(os.path.join(folder, entry), openings)


def _remove_if_stale(found, openings):
    """Removes found, named as a save's temporary, if a cut-off save left
    it: this user's plain file, unlocked, holding what a save writes.
    """
    try:
        status = os.lstat(found)
        if not _is_own_file(status):
            return
        handle = os.open(found, os.O_RDWR | getattr(os, "O_NOFOLLOW", 0)
                         | getattr(os, "O_NONBLOCK", 0))
    except OSError:
        return
    stale = False
    try:
        stale = (_is_own_file(os.fstat(handle))
                 and _lock_file(handle, False)
                 and _is_still_named(handle, found)
                 and _holds_saved_text(handle, openings))
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


def _is_own_file(status):
    """Tells whether an os.stat result is this user's plain file (any
    plain file where the system has no users).
    """
    return stat.S_ISREG(status.st_mode) and (
        not hasattr(os, "geteuid") or status.st_uid == os.geteuid())


def _holds_saved_text(handle, openings):
    """Tells whether an open file holds what a save writes: nothing, or
    one of openings or a beginning of one.
    """
    encoded = [opening.encode(SAVE_ENCODING) for opening in openings]
    start = os.read(handle, max(map(len, encoded)))
    return any(start[:len(opening)] == opening[:len(start)]
               for opening in encoded)


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
# A game on a clock keeps it (as --clock takes it), each turn's seconds
# (TIMES_FORMAT, in the moves' order) and, when a flag fell, whose (its
# Result is then the discs on the board, the winner being the other).
TAG_CLOCK = "Clock"
TAG_TIMES = "Times"
TAG_FLAG = "Flag"
TIMES_FORMAT = "{:.1f}"
TIMES_PATTERN = r"([0-9]{1,7}(\.[0-9]{1,3})?( +|$))*"
TIMES_TAG_ERROR = "the Times tag does not match the moves"
# The moves again as one move string, for programs that read those; on
# loading it must agree with the moves.
TAG_MOVE_STRING = "Moves"
MOVE_STRING_TAG_ERROR = "the Moves tag does not match the moves"
# The people who played the moves of a game loaded from another format
# (see LoadedGame.people), kept so that its review names them as that
# file did: PGN's ? for one the file did not name, who is called by the
# colour. A quote or a line break in a name is written as the text
# allows (RECORD_NAME_CHANGES).
TAG_PEOPLE = {PLAYER_PIECE: "XName", COMPUTER_PIECE: "OName"}
UNNAMED_PERSON = "?"
RECORD_NAME_CHANGES = {"\"": "'", "\n": " ", "\r": " "}
RECORD_TAGS = [TAG_RULES, TAG_SIZE, TAG_FIRST, TAG_START, TAG_WIN,
               PLAYER_PIECE, COMPUTER_PIECE, TAG_PEOPLE[PLAYER_PIECE],
               TAG_PEOPLE[COMPUTER_PIECE], TAG_SEED, TAG_POSITION,
               TAG_MOVE_STRING, TAG_CLOCK, TAG_TIMES, TAG_FLAG, TAG_RESULT]
TAG_FORMAT = "[{} \"{}\"]"
TAG_OPEN = "["
TAG_PATTERN = r'\[([A-Za-z]+) "([^"]*)"\]'
TAG_NAME_GROUP = 1
TAG_VALUE_GROUP = 2
# A record is read whole, so only a regular file of at most this many
# bytes is read; its lines end at \n, \r\n or \r (and nowhere else).
MAX_RECORD_BYTES = 1 << 25
RECORD_LINE_ENDS = r"\r\n|\r|\n"
# A word of a line: what lies between spaces.
WORD_PATTERN = r"\S+"
RECORD_TEXT_ENCODING = "utf-8-sig"
SIZE_FORMAT = "{}x{}"
SIZE_SEPARATOR = "x"
SIZE_PART_COUNT = 2
RESULT_FORMAT = "{}-{}"
UNFINISHED_RESULT = "*"
MOVES_PER_LINE = 10
# What a save's temporary file may hold (see write_file_safely): a
# record opens with its Rules tag (see format_record), a GGF game as
# format_ggf (GAME FORMATS) writes it.
SAVED_OPENINGS = [TAG_OPEN + TAG_RULES + " \"", "(;GM["]

# What a record's tags may look like (see check_record_tags): a seed; a
# result, the final score or UNFINISHED_RESULT.
SEED_PATTERN = r"[+-]?[0-9]{1,40}"
RESULT_PATTERN = re.escape(UNFINISHED_RESULT) + r"|[0-9]{1,3}-[0-9]{1,3}"
# The tags whose value is one of a few words: (tag, the words).
RECORD_WORD_TAGS = ((TAG_FIRST, POSITION_PIECES),
                    (TAG_START, POSITION_PIECES), (TAG_WIN, WIN_CHOICES),
                    (PLAYER_PIECE, PLAYER_KINDS),
                    (COMPUTER_PIECE, PLAYER_KINDS))
# The tags whose value has a pattern: (tag, the pattern).
RECORD_PATTERN_TAGS = ((TAG_SEED, SEED_PATTERN),
                       (TAG_RESULT, RESULT_PATTERN),
                       (TAG_CLOCK, CLOCK_PATTERN),
                       (TAG_TIMES, TIMES_PATTERN),
                       (TAG_FLAG, PLAYER_PIECE + "|" + COMPUTER_PIECE))


@dataclasses.dataclass
class RecordFile:
    """A record as parse_record_text reads it (its form checked only)."""
    tags: dict           # {name: [value, line number]}
    moves: list          # the moves as [word, line number] pairs


class RecordMalformed(Exception):
    """A record's text is not of a record's form (see parse_record_text);
    its argument is the message to print.
    """


@dataclasses.dataclass
class LoadedGame:
    """A game or its moves as read; on an error the rest may be defaults."""
    rules: Rules = None           # the Rules (None when not read)
    first: str = EMPTY            # the side that moves first
    top_left: str = EMPTY         # the top-left piece of the centre four
    win: str = WIN_MOST           # WIN_MOST or WIN_FEWEST
    player_names: dict = dataclasses.field(default_factory=dict)
    # ... {piece: HUMAN or a computer's name}
    seed: int = None              # the seed (a whole number) or None
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
    people: dict = dataclasses.field(default_factory=dict)
    # ... {piece: the person its file says played it, '' for one not
    # ... named} ({}: its players played it; see name_people)
    clock: ClockSetting = None    # its clock, or None
    times: list = dataclasses.field(default_factory=list)
    # ... each turn's seconds, on a clock ([]: not kept)
    flagged: str = EMPTY          # the side whose time ran out, or EMPTY


# A move string names no players: a review calls its sides by colour,
# Othello's black moving first; the people a file names, by name.
UNNAMED_SIDES = {PLAYER_PIECE: "Black (X)", COMPUTER_PIECE: "White (O)"}
UNNAMED_PEOPLE = {PLAYER_PIECE: "", COMPUTER_PIECE: ""}
PERSON_WITH_PIECE = "{} ({})"

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
NOT_ASCII_NAME_ERROR = "give a file name of plain ASCII characters"
CONTROL_NAME_ERROR = "give a file name without control characters"
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
# a longer one is refused at a move within it. A record's moves and a
# transcript's are read no further than the most a game on the largest
# board can have (MOST_TURNS), word by word: a file is never held as a
# list of all its words, and a long one is read only that far.
TURNS_PER_SQUARE = 2
MOST_TURNS = TURNS_PER_SQUARE * MAX_BOARD_SIZE * MAX_BOARD_SIZE
# A move string's text is read in pieces of at most this many characters
# (spaces left out); the longest move's name (pass) decides where a move
# ends.
MOVE_TEXT_PIECE_PATTERN = r"\S{1,64}"
LONGEST_MOVE_WORD = len(PASS_WORD)
MOVE_STRING_SHOWN = 10
MOVE_STRING_ERROR = "move {} ({}): {}"
MOVE_STRING_SQUARE_ERROR = "{1}"
MOVE_STRING_TEXT_ERROR = "move {}: {} is not a square's name or pass"
NEWLINE = "\n"
LOAD_OPTIONS_ERROR = ("--load takes the game from the record: {} does not "
                      "apply")


def name_people(people):
    """Names the sides for a review as a file names the people who played
    them (people: {piece: name}, '' for one not named): 'Ada (X)', or
    the side's colour (UNNAMED_SIDES).
    """
    names = dict(UNNAMED_SIDES)
    for piece in people:
        if people[piece] != "":
            names[piece] = PERSON_WITH_PIECE.format(
                escape_text(people[piece]), piece)
    return names


def format_record_name(name):
    """Writes a person's name as a record's tag keeps it (see TAG_PEOPLE)."""
    for character, written in RECORD_NAME_CHANGES.items():
        name = name.replace(character, written)
    return name.strip() or UNNAMED_PERSON


def format_move_string(board, history):
    """Writes [piece, move] entries as a move string, passes left out."""
    return "".join([format_square_name(board, entry[1])
                    for entry in history if len(entry[1]) > 0])


def format_record(game, start, history, finished, people=None,
                  times=(), flagged=EMPTY):
    """Writes a game's record, ending in a newline; finished is the final
    board once the game is over, [] before; people as LoadedGame.people
    (None or {}: none are written); on a clock, each turn's times and the
    side flagged, as GameState keeps them.
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
    for piece in people or {}:
        tags.append([TAG_PEOPLE[piece], format_record_name(people[piece])])
    if game.seed is not None:
        tags.append([TAG_SEED, game.seed])
    if start != create_start_board(rows, cols, game.top_left,
                                    rules):
        tags.append([TAG_POSITION, format_position(start, game.first)])
    if rules.square_names:
        tags.append([TAG_MOVE_STRING, format_move_string(start, history)])
    if game.clock is not None:
        times = list(times[:len(history)])
        times += [0.0] * (len(history) - len(times))
        tags.append([TAG_CLOCK, format_clock_setting(game.clock)])
        tags.append([TAG_TIMES, POSITION_SEPARATOR.join(
            TIMES_FORMAT.format(seconds) for seconds in times)])
        if flagged != EMPTY:
            tags.append([TAG_FLAG, flagged])
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
    """Writes a saved game (a record, or GGF) to path as write_file_safely
    does: '' when it was written, otherwise the reason it was not.
    """
    return write_file_safely(path, text, SAVED_OPENINGS)


def get_finished_board(state):
    """The board of a GameState whose game is over (by the rules, or a side's
    time ran out), for its result; [] while it goes on.
    """
    if state.flagged != EMPTY or is_rule_game_over(state.board, state.due,
                                                   state.game.rules):
        return state.board
    return []


def format_state_record(state):
    """Writes the record of a GameState, with its result once it is over."""
    return format_record(state.game, state.start, state.history,
                         get_finished_board(state), state.people,
                         state.times, state.flagged)


def parse_record_text(text, path):
    """Reads a record's text into its tags and moves, checking its form
    (not yet its moves): a RecordFile. Raises RecordMalformed with the
    message to print, naming the file (path) and the line.
    """
    shown = show_path(path)
    tags = {}
    moves = []
    number = 0
    for line in iterate_lines(text):
        number += 1
        line = line.strip()
        if len(moves) > MOST_TURNS:
            # The game was over before the last move read: enough read.
            break
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
                raise RecordMalformed(RECORD_LINE_ERROR.format(
                    shown, number, problem))
            tags[found.group(TAG_NAME_GROUP)] = [
                found.group(TAG_VALUE_GROUP), number]
        else:
            for found in re.finditer(WORD_PATTERN, line):
                moves.append([found.group(0), number])
                if len(moves) > MOST_TURNS:
                    break
    return RecordFile(tags, moves)


def iterate_lines(text):
    """Yields a text's lines one by one, as re.split(RECORD_LINE_ENDS)
    would list them.
    """
    start = 0
    for found in re.finditer(RECORD_LINE_ENDS, text):
        yield text[start:found.start()]
        start = found.end()
    yield text[start:]


def get_tag(record, tag, default):
    """A tag's value (a string) in a loaded record, or default."""
    found = record.tags.get(tag)
    if found is None:
        return default
    return found[0]


def check_record_tags(record, path):
    """Checks a record's tags and reads the game from them: the LoadedGame
    of the tags (its rules, first, top_left, win, player_names, seed and
    start; no moves yet), or, when a tag is bad, one with only the error
    naming the file, the first bad tag's line and the reason.
    """
    tags = record.tags
    problems = []
    rules_name = get_tag(record, TAG_RULES, UMBC_RULES_NAME)
    rules = RULE_SETS.get(rules_name, UMBC_RULES)
    if rules_name not in RULE_SETS:
        problems.append(TAG_RULES)
    sides = _read_size_tag(record, rules)
    if sides is None:
        problems.append(TAG_SIZE)
        sides = [rules.rows, rules.cols]
    defaults = {TAG_FIRST: PLAYER_PIECE, TAG_START: rules.top_left,
                TAG_WIN: WIN_MOST, PLAYER_PIECE: HUMAN,
                COMPUTER_PIECE: rules.o_player}
    values = {tag: get_tag(record, tag, default)
              for tag, default in defaults.items()}
    problems += [tag for tag, allowed in RECORD_WORD_TAGS
                 if values[tag] not in allowed]
    problems += [tag for tag, pattern in RECORD_PATTERN_TAGS
                 if tag in tags
                 and re.fullmatch(pattern, tags[tag][0]) is None]
    first = values[TAG_FIRST]
    start = create_start_board(sides[0], sides[1], values[TAG_START], rules)
    if TAG_POSITION in tags:
        parsed = parse_position(tags[TAG_POSITION][0], sides[0], sides[1])
        if parsed.error != "":
            problems.append(TAG_POSITION)
        elif TAG_FIRST not in tags:
            first = parsed.side
        elif parsed.side != first:
            problems.append(TAG_FIRST)
        start = parsed.board
    if len(problems) > 0:
        tag = min(problems, key=lambda name: tags[name][1])
        return LoadedGame(error=RECORD_LINE_ERROR.format(
            show_path(path), tags[tag][1], RECORD_VALUE_ERROR.format(
                tag, quote_text(tags[tag][0]))))
    seed = get_tag(record, TAG_SEED, None)
    if seed is not None:
        seed = int(seed)
    loaded = LoadedGame(rules, first, values[TAG_START], values[TAG_WIN],
                        {PLAYER_PIECE: values[PLAYER_PIECE],
                         COMPUTER_PIECE: values[COMPUTER_PIECE]},
                        seed, start)
    if any(tag in tags for tag in TAG_PEOPLE.values()):
        for piece, tag in TAG_PEOPLE.items():
            name = get_tag(record, tag, UNNAMED_PERSON).strip()
            loaded.people[piece] = "" if name == UNNAMED_PERSON else name
    if TAG_CLOCK in tags:
        loaded.clock = parse_clock_setting(tags[TAG_CLOCK][0])
        loaded.times = [float(word) for word in
                        get_tag(record, TAG_TIMES, "").split()]
        loaded.flagged = get_tag(record, TAG_FLAG, EMPTY)
    return loaded


def _read_size_tag(record, rules):
    """Reads a record's Size tag: [rows, cols], or None when it is bad."""
    size = get_tag(record, TAG_SIZE, SIZE_FORMAT.format(rules.rows,
                                                        rules.cols))
    sides = [parse_whole_number(part) for part in size.split(SIZE_SEPARATOR)]
    if rules.size_fixed:
        good_size = sides == [rules.rows, rules.cols]
    else:
        good_size = (len(sides) == SIZE_PART_COUNT
                     and is_valid_board_side(sides[0])
                     and is_valid_board_side(sides[1]))
    if good_size:
        return sides
    return None


def check_recorded_word(board, due, word, rules, square_error):
    """Checks one move of a record or a move string (a square's name or
    pass) for the side due, the board unchanged: the [row, col] move ([]
    for a pass) when it is legal; otherwise raises MoveRefused with the
    reason. square_error formats a refused square's word and the rules'
    reason.
    """
    side = get_side_to_move(board, due, rules)
    if side == EMPTY:
        raise MoveRefused(RECORD_OVER_ERROR.format(escape_text(word)))
    if word.lower() == PASS_WORD:
        if side == due:
            raise MoveRefused(RECORD_PASS_ERROR.format(due))
        return []
    if side != due:
        raise MoveRefused(RECORD_MUST_PASS.format(due))
    try:
        return check_rule_move(word, board, due, rules, rules.first_number,
                               True)
    except MoveRefused as refused:
        raise MoveRefused(square_error.format(escape_text(word),
                                              refused.args[0])) from None


def _replay_record(record, path, start, first, rules):
    """Plays a loaded record's moves from start, checking each: a
    LoadedGame of the moves alone (its board after them and its history
    of [piece, move] entries), or one with only the error, naming the
    file, the line and the reason.
    """
    board = copy_board(start)
    history = []
    due = first
    for word, number in record.moves:
        try:
            move = check_recorded_word(board, due, word, rules,
                                       RECORD_MOVE_ERROR)
        except MoveRefused as refused:
            return LoadedGame(error=RECORD_LINE_ERROR.format(
                show_path(path), number, refused.args[0]))
        if len(move) > 0:
            apply_rule_move(board, move[0], move[1], due, rules)
        history.append([due, move])
        due = get_opponent(due)
    return LoadedGame(board=board, history=history)


@dataclasses.dataclass(frozen=True)
class SplitMoves:
    """A move string split into its moves (see split_move_string)."""
    words: list          # the moves in lower case
    rest: str            # '' when the text read is all moves, otherwise
    # ... the first text that is not one (MOVE_STRING_SHOWN characters)


def split_move_string(text, most=None):
    """Splits a move string into its moves (names of either case and
    passes, run together or spaced), no more than most (None: no limit):
    a SplitMoves.
    """
    return split_move_pieces(iterate_text_pieces(text), most)


def iterate_text_pieces(text):
    """Yields a text's characters but spaces, a piece of a few at a time
    (see MOVE_TEXT_PIECE_PATTERN).
    """
    for found in re.finditer(MOVE_TEXT_PIECE_PATTERN, text):
        yield found.group(0)


def split_move_pieces(pieces, most=None):
    """Splits a move string given as an iterator of pieces of its text
    (with no spaces; a move may be cut between two) as split_move_string
    does, taking pieces only until it has most moves.
    """
    token = re.compile(MOVE_STRING_TOKEN)
    words = []
    rest = ""
    ended = False
    while most is None or len(words) < most:
        # Enough text read to tell where the next move ends.
        if not ended and len(rest) < LONGEST_MOVE_WORD:
            piece = next(pieces, None)
            ended = piece is None
            rest += (piece or "").lower()
        elif rest == "":
            break
        else:
            found = token.match(rest)
            if found is None:
                while len(rest) < MOVE_STRING_SHOWN and not ended:
                    piece = next(pieces, None)
                    ended = piece is None
                    rest += (piece or "").lower()
                return SplitMoves(words, rest[:MOVE_STRING_SHOWN])
            words.append(found.group(0))
            rest = rest[found.end():]
    return SplitMoves(words, "")


def replay_move_string(text, start, first, rules):
    """Plays a move string from start (not changed), checking every move;
    a side with no legal move passes by itself when the string leaves its
    pass out. Returns a LoadedGame of the moves alone (its board after
    them and its history) or one with only the error, 'move N (word):
    reason', N counting the string's moves from 1.
    """
    split = split_move_string(text, TURNS_PER_SQUARE * len(start)
                               * len(start[0]))
    words = split.words
    board = copy_board(start)
    history = []
    due = first
    for number in range(1, len(words) + 1):
        word = words[number - 1]
        side = get_side_to_move(board, due, rules)
        if word != PASS_WORD and side not in [due, EMPTY]:
            history.append([due, []])
            due = side
        try:
            move = check_recorded_word(board, due, word, rules,
                                       MOVE_STRING_SQUARE_ERROR)
        except MoveRefused as refused:
            return LoadedGame(error=MOVE_STRING_ERROR.format(
                number, word, refused.args[0]))
        if len(move) > 0:
            apply_rule_move(board, move[0], move[1], due,
                            rules)
        history.append([due, move])
        due = get_opponent(due)
    if split.rest != "":
        return LoadedGame(error=MOVE_STRING_TEXT_ERROR.format(
            len(words) + 1, quote_text(split.rest)))
    return LoadedGame(board=board, history=history)


def read_record_text(text, path):
    """Reads a record of this program: checks its tags, replays its moves
    and checks the Moves tag against them. The LoadedGame's error is ''
    when the record can be used, otherwise the message to print.
    """
    try:
        record = parse_record_text(text, path)
    except RecordMalformed as malformed:
        return LoadedGame(error=malformed.args[0])
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
    tag = record.tags.get(TAG_TIMES)
    if (loaded.error == "" and tag is not None
            and len(loaded.times) != len(loaded.history)):
        loaded.error = RECORD_LINE_ERROR.format(
            show_path(path), tag[1], TIMES_TAG_ERROR)
    return loaded


# ======================================================================
# GAME FORMATS (transcripts, board strings, GGF, WTHOR; GGF written)
# ======================================================================

# Othello players keep games in other formats too. --load, --review
# and the window's Open and Paste tell them apart by content alone (see
# read_game_data), trying in this order:
# - WTHOR, the French federation's database (.wtb, binary: see
#   WTHOR_HEADER_BYTES), its names in WTHOR.JOU and WTHOR.TRN beside it;
# - GGF, the Generic Game Format of GGS and NBoard, any number of games
#   to a file: (;GM[Othello]PB[black]PW[white]RE[+2.000]TY[8]
#   BO[8 squares side]B[f5]W[d6]...;);
# - this program's record (its tags all RECORD_TAGS), or a numbered
#   transcript as PlayOK writes it, PGN's way: optional tags such as
#   [Black "name"], then 1. f5 d6 2. c3 d3 ...;
# - a board string (what --position reads and Copy position writes):
#   the squares from a1 (X or * black, O white, - . _ empty), then the
#   side to move;
# - a move string, numbered or not.
# One game of a file of several (GGF, WTHOR) is chosen by its number
# (--game N; a list in the window). Every format but the record is an
# Othello game (STANDARD_RULES).

# WTHOR, little-endian: a 16-byte header (century, year, month, day
# made; games, 4 bytes; names, 2 bytes, for the name files; the games'
# year, 2 bytes; board side, 0 or 8 for 8x8; kind of games; depth of
# the theoretical scores; a spare byte), then 68 bytes a game: the
# tournament's, black's and white's numbers (2 bytes each); black's
# final discs (empties to the winner) and theoretical score; 60 moves,
# a byte each, 10 x row + column (a1 11, h8 88) up to a 0, passes left
# out. The name files: the same header, then names padded with zero
# bytes, 20 a player, 26 a tournament.
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

# GGF: a game is (; properties ;), a property NAME[value]: GM the game,
# PB and PW the players, RE the result (black's discs less white's; :r
# resigned, :t time), TY the type (board side; a: fewest discs win; s:
# synchro, not played here), BO the board (side, squares row by row,
# - empty, * black, O white, then the side to move), B and W the moves
# (move/evaluation/time, PA a pass). A value is matched a run at a time,
# escape to escape, so a long one costs little time and memory.
GGF_PROPERTY_PATTERN = (r"\s*(?P<name>[A-Za-z]+)"
                        r"\[(?P<value>[^\]\\]*(?:\\.[^\]\\]*)*)\]")
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
# A result in the list of games: final discs, black's first, as WTHOR's
# (difference d on N squares: (N + d) / GGF_SCORE_SIDES to
# (N - d) / GGF_SCORE_SIDES), and how the game ended if not by play.
GGF_SCORE_PATTERN = (r"(?P<difference>[+-]?[0-9]+)(?:\.0*)?"
                     r"(?::(?P<how>[rts]))?")
GGF_SCORE_SIDES = 2
GGF_SCORE_TITLE = "{}-{}{}"
GGF_RESULT_FLAGS = {None: "", "r": " (resigned)", "t": " (time out)",
                    "s": " (score agreed)"}
GGF_NO_GAME_ERROR = "not a GGF game: no (; ... ;) in it"
GGF_GAME_ERROR = "game {}: {}"
GGF_NOT_OTHELLO_ERROR = "a game of {}, not Othello"
GGF_SYNCHRO_ERROR = "a synchro game (type {}), which is not played here"
GGF_TYPE_ERROR = "the type {} gives no board size this program plays"
GGF_BOARD_ERROR = "the board {} is not a side, its squares and a side to move"
GGF_TURN_ERROR = "move {} ({}) is {}'s, but {} is to move"
GGF_MOVE_ERROR = "move {} ({}): {}"
GGF_NOT_A_MOVE = "not a square's name or PA"
# GGF written (see format_ggf): place, date, result (black's discs less
# white's; GGF_UNKNOWN while the game goes on), property, board, pass.
GGF_PROGRAM_PLACE = "proj2"
GGF_DATE_FORMAT = "%Y.%m.%d_%H:%M:%S.UTC"
GGF_RESULT_FORMAT = "{:+.3f}"
# A clock in GGF: TI[main/increment/extension], each [[h:]m:]s (written
# m:ss, no extension); a move's seconds after its evaluation, B[f5//2.50];
# a game lost on time is RE[difference:t], its winner ahead by at least
# GGF_TIME_WIN discs (the WOF's 33-31).
GGF_TIME = "TI"
GGF_TIME_FORMAT = "{}:{:02d}/{}:{:02d}/"
GGF_TIME_SEPARATOR = ":"
GGF_MOVE_TIME_FORMAT = "{}//{:.2f}"
GGF_MOVE_TIME_PART = 2
GGF_TIME_OUT = "t"
GGF_HOW_SEPARATOR = ":"
GGF_TIME_WIN = 2
GGF_PROPERTY_FORMAT = "{}[{}]"
GGF_CLOSE = ";)"
GGF_BOARD_FORMAT = "{} {} {}"
GGF_SIZE_FORMAT = "{}"
GGF_PASS = "PA"
GGF_EXTENSION = ".ggf"
GGF_RULES_ERROR = ("GGF keeps Othello games on square boards; save FILE "
                   "(a record) keeps this one")

# The numbered transcript: move numbers (12. or 12...), tags (any, PGN's
# way; Black and White name the players), the result (1-0, 0-1,
# 1/2-1/2, * or a score such as 33-31). PlayOK writes a pass as --.
TRANSCRIPT_NUMBER_PATTERN = r"(?<![A-Za-z0-9])[0-9]+\.+"
TRANSCRIPT_TAG_PATTERN = r'\[([A-Za-z][A-Za-z0-9_]*)\s+"([^"]*)"\]'
# The tag's value group (unnamed: the pattern is used twice in others,
# where a group name may not repeat).
TRANSCRIPT_TAG_VALUE_GROUP = 2
TRANSCRIPT_BLACK = "black"
TRANSCRIPT_WHITE = "white"
# PGN's tags, which make a text a transcript (a record has none).
TRANSCRIPT_TAGS = ["Event", "Site", "Date", "Round", "Black", "White"]
TRANSCRIPT_RESULT_PATTERN = r"(?:[0-9]+-[0-9]+|1/2-1/2|\*)"
TRANSCRIPT_PASSES = ["--", GGF_PASS.lower()]
TRANSCRIPT_COMMENT_OPEN = "{"
TRANSCRIPT_COMMENT_CLOSE = "}"
TRANSCRIPT_ERROR = "{}"
# A transcript is read word by word (iterate_transcript_words), no
# further than its moves need (clean_transcript). Tags, move numbers,
# spaces and the result (when only those and comments follow it) are
# skipped a run at a time and end a word; so does a comment, { to }
# (its } found once, not for every {). Other characters make up words
# (digits only up to a 1/2-1/2 glued to them). A word longer than
# TRANSCRIPT_PIECE_LENGTH comes in pieces (and is no pass). What follows
# the result is matched an item at a time, a comment there holding no {,
# so no text sends the match back over it again and again.
TRANSCRIPT_AFTER_RESULT = ("(?=(?:" + "|".join([
    TRANSCRIPT_TAG_PATTERN, TRANSCRIPT_NUMBER_PATTERN, r"\{[^{}]*\}",
    r"\s"]) + ")*$)")
TRANSCRIPT_STEP_PATTERN = (
    "(?P<left>(?:" + "|".join([
        TRANSCRIPT_TAG_PATTERN, TRANSCRIPT_NUMBER_PATTERN,
        TRANSCRIPT_RESULT_PATTERN + TRANSCRIPT_AFTER_RESULT, r"\s+"])
    + r"))+|(?P<text>[0-9]+?(?=1/2-1/2)|[0-9]+|[^\s\[{0-9*]+)")
TRANSCRIPT_PIECE_LENGTH = 64

# The board string (see read_board_string): squares, then side to move.
BOARD_STRING_PATTERN = r"[XxOo*\-._]{64}[XxOo*]"
BOARD_SQUARES_PATTERN = r"[XxOo*\-._]{64}"
BOARD_STRING_LENGTH = BOARD_SIZE * BOARD_SIZE + 1
# Telling formats apart without copying the text: GGF opens with (;, a
# record or transcript has a line opening with [ (spaces before either).
GGF_START_PATTERN = r"\s*" + re.escape(GGF_OPEN)
TAGGED_LINE_PATTERN = (r"(?:^|" + RECORD_LINE_ENDS + r")[^\S\r\n]*"
                       + re.escape(TAG_OPEN))
BOARD_STRING_SIDE_ERROR = ("a board string ends with the side to move, X "
                           "or O, after its 64 squares")
BOARD_STRING_PIECES = {"x": PLAYER_PIECE, "*": PLAYER_PIECE,
                       "o": COMPUTER_PIECE}
# A single game's title (the window says what was pasted).
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
# Said when a load runs out of memory (a game under way goes on).
LOAD_MEMORY_ERROR = "not enough memory to read it"


@dataclasses.dataclass
class FiledGame:
    """One game of a file, replayed only when read (WTHOR holds thousands)."""
    title: str            # a line naming it: players, event, result
    read: object          # a function of no arguments: the LoadedGame


@dataclasses.dataclass
class GameFile:
    """What a file or a pasted text holds (see read_game_data)."""
    games: list = dataclasses.field(default_factory=list)
    # ... its FiledGames
    moves_only: bool = False      # moves alone (no tags), which a paste
    # ... plays from the start
    error: str = ""               # why it cannot be read ('' if it can)


def create_othello_game(start, first, people):
    """Starts the LoadedGame, no moves yet, of an Othello game read from
    another format, its sides named by people ({piece: name}, maybe {})
    or else by colour.
    """
    rules = STANDARD_RULES
    named = dict(UNNAMED_PEOPLE)
    named.update(people)
    return LoadedGame(rules=rules, first=first, top_left=rules.top_left,
                      player_names={PLAYER_PIECE: HUMAN,
                                    COMPUTER_PIECE: rules.o_player},
                      start=start, board=copy_board(start),
                      side_names=name_people(named), people=named)


def play_loaded_moves(loaded, text, source, prefix=TRANSCRIPT_ERROR):
    """Plays a move string on a LoadedGame; prefix names a game of several."""
    replayed = replay_move_string(text, loaded.start, loaded.first,
                                  loaded.rules)
    loaded.board = replayed.board
    loaded.history = replayed.history
    if replayed.error != "":
        loaded.error = RECORD_ERROR.format(show_path(source),
                                           prefix.format(replayed.error))
    return loaded


@dataclasses.dataclass(frozen=True)
class FileBytes:
    """A file read whole (see read_file_bytes), or why it was not."""
    data: bytes          # what it holds (None when it was not read)
    error: str           # the message naming it and why not ('' if read)


def read_file_bytes(path, limit=MAX_RECORD_BYTES):
    """Reads a regular file of at most limit bytes; never waits on a pipe."""
    shown = show_path(path)
    try:
        # Opened without waiting (a pipe with no writer would wait for
        # ever), read only if a regular file.
        handle = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        status = os.fstat(handle)
        if not stat.S_ISREG(status.st_mode):
            os.close(handle)
            return FileBytes(None, RECORD_ERROR.format(shown,
                                                       NOT_A_FILE_ERROR))
        with os.fdopen(handle, "rb") as file:
            # Its size (no more memory taken), then any growth to the limit.
            data = file.read(min(status.st_size, limit) + 1)
            if len(data) > status.st_size:
                data += file.read(limit + 1 - len(data))
    except OSError as problem:
        return FileBytes(None, RECORD_ERROR.format(
            shown, RECORD_READ_ERROR.format(problem.strerror or problem)))
    if len(data) > limit:
        return FileBytes(None, RECORD_ERROR.format(
            shown, RECORD_SIZE_ERROR.format(limit)))
    return FileBytes(data, "")


# ----------------------------------------------------------------------
# WTHOR
# ----------------------------------------------------------------------

def read_wthor_names(folder, name, record_bytes):
    """Reads a WTHOR name file, its name's case ignored; [] if none."""
    try:
        found = [entry for entry in os.listdir(folder or os.curdir)
                 if entry.lower() == name]
    except OSError:
        return []
    if len(found) == 0:
        return []
    data = read_file_bytes(os.path.join(folder, found[0])).data or b""
    names = []
    for start in range(WTHOR_HEADER_BYTES, len(data) - record_bytes + 1,
                       record_bytes):
        raw = data[start:start + record_bytes].split(WTHOR_NAME_END)[0]
        names.append(raw.decode(WTHOR_NAME_ENCODING).strip())
    return names


def get_wthor_name(names, number):
    """Names a WTHOR player or tournament by its number (#N if unnamed)."""
    if number < len(names):
        return names[number]
    return WTHOR_UNKNOWN_NAME.format(number)


def read_wthor_number(data, offset, size=WTHOR_NUMBER_BYTES):
    """Reads a little-endian number of a WTHOR file."""
    return int.from_bytes(data[offset:offset + size], WTHOR_BYTE_ORDER)


def is_wthor_data(data):
    """Tells whether data is WTHOR's: its game count gives its length."""
    if len(data) < WTHOR_HEADER_BYTES:
        return False
    count = read_wthor_number(data, WTHOR_COUNT_OFFSET, WTHOR_COUNT_BYTES)
    return len(data) == WTHOR_HEADER_BYTES + count * WTHOR_GAME_BYTES


def read_wthor_game(record, number, source, people):
    """Replays a WTHOR game's 68-byte record (number: its place, from 1)
    into a LoadedGame, passes put in where a side had no move.
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
    """Reads a WTHOR file into a GameFile, names from the files beside it."""
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
    """Reads a GGF board (BO) into a Position (its error if malformed)."""
    refused = Position([], EMPTY, GGF_BOARD_ERROR.format(escape_text(value)))
    parts = value.split()
    if len(parts) <= POSITION_PART_COUNT:
        return refused
    side = parse_whole_number(parts[0])
    squares = "".join(parts[1:-1])
    if (side is None or not is_valid_board_side(side)
            or len(squares) != side * side
            or GGF_PIECES.get(parts[-1], EMPTY) == EMPTY
            or any(square not in GGF_PIECES for square in squares)):
        return refused
    board = create_empty_board(side, side)
    for index in range(len(squares)):
        board[index // side][index % side] = GGF_PIECES[squares[index]]
    return Position(board, GGF_PIECES[parts[-1]], "")


def replay_ggf_moves(loaded, moves, source, prefix, times=None):
    """Plays a GGF game's [piece, word] moves on the LoadedGame from its
    start, setting its history, error and board; a pass the game leaves
    out is put in. prefix names the game in a message. times, when given,
    are the moves' seconds: the LoadedGame's times are set from them
    (a pass put in taking none).
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
            if times is not None:
                loaded.times.append(0.0)
        # After the end, check_recorded_word says the game is over.
        if piece != due and side != EMPTY:
            loaded.error = RECORD_ERROR.format(show_path(source),
                prefix.format(GGF_TURN_ERROR.format(
                    number, escape_text(word), piece, due)))
            return loaded
        try:
            if re.fullmatch(MOVE_STRING_TOKEN, word) is None:
                raise MoveRefused(GGF_NOT_A_MOVE)
            move = check_recorded_word(board, due, word, rules,
                                       MOVE_STRING_SQUARE_ERROR)
        except MoveRefused as refused:
            loaded.error = RECORD_ERROR.format(show_path(source),
                prefix.format(GGF_MOVE_ERROR.format(
                    number, escape_text(word), refused.args[0])))
            return loaded
        if len(move) > 0:
            apply_rule_move(board, move[0], move[1], due, rules)
        loaded.history.append([due, move])
        if times is not None:
            loaded.times.append(times[number - 1])
        due = get_opponent(due)
    loaded.board = board
    return loaded


def get_ggf_values(properties):
    """{NAME upper-cased: its first value, trimmed} of [name, value] pairs."""
    found = {}
    for name, value in properties:
        found.setdefault(name.upper(), value.strip())
    return found


def read_ggf_game(properties, source, prefix):
    """Reads a GGF game's [name, value] pairs into a LoadedGame."""
    found = get_ggf_values(properties)
    moves = []
    times = []
    for name, value in properties:
        name = name.upper()
        if name in GGF_MOVES:
            parts = value.split(GGF_MOVE_SEPARATOR)
            word = parts[0].strip().lower()
            if word in GGF_PASSES:
                word = PASS_WORD
            moves.append([GGF_MOVES[name], word])
            if len(parts) > GGF_MOVE_TIME_PART and re.fullmatch(
                    CLOCK_NUMBER, parts[GGF_MOVE_TIME_PART].strip()):
                times.append(float(parts[GGF_MOVE_TIME_PART]))
    problem = ""
    kind = found.get(GGF_TYPE, "")
    sizes = re.findall(GGF_TYPE_SIZE, kind)
    size = BOARD_SIZE
    if len(sizes) > 0:
        size = parse_whole_number(sizes[0])
    position = Position([], EMPTY, "")
    if GGF_BOARD in found:
        position = read_ggf_board(found[GGF_BOARD])
    elif size is not None and is_valid_board_side(size):
        position = Position(create_start_board(
            size, size, STANDARD_RULES.top_left, STANDARD_RULES),
            PLAYER_PIECE, "")
    if found.get(GGF_GAME, GGF_OTHELLO).lower() != GGF_OTHELLO:
        problem = GGF_NOT_OTHELLO_ERROR.format(escape_text(found[GGF_GAME]))
    elif GGF_SYNCHRO in kind.lower():
        problem = GGF_SYNCHRO_ERROR.format(escape_text(kind))
    elif size is None or not is_valid_board_side(size):
        problem = GGF_TYPE_ERROR.format(escape_text(kind))
    elif position.error != "":
        problem = position.error
    people = {PLAYER_PIECE: found.get(GGF_BLACK, ""),
              COMPUTER_PIECE: found.get(GGF_WHITE, "")}
    if problem != "":
        return LoadedGame(error=RECORD_ERROR.format(show_path(source),
                                                    prefix.format(problem)))
    loaded = create_othello_game(position.board, position.side, people)
    if GGF_ANTI in re.sub(GGF_TYPE_SIZE, "", kind.lower()):
        loaded.win = WIN_FEWEST
    loaded.clock = read_ggf_clock(found.get(GGF_TIME, ""))
    if loaded.clock is None or len(times) != len(moves):
        times = None
    replay_ggf_moves(loaded, moves, source, prefix, times)
    score = re.fullmatch(GGF_SCORE_PATTERN, found.get(GGF_RESULT, ""))
    if (loaded.error == "" and score is not None
            and score.group("how") == GGF_TIME_OUT):
        loaded.flagged = (COMPUTER_PIECE if int(score.group("difference")) > 0
                          else PLAYER_PIECE)
    return loaded


@dataclasses.dataclass(frozen=True)
class GgfGames:
    """A GGF text split into games (see split_ggf_games)."""
    games: list          # each game its [name, value] properties
    error: str           # why a game is broken ('' when none is): the
    # ... games before it are the games


def split_ggf_games(text):
    """Splits a GGF text into games, (; to ;), of NAME[value] properties
    (] written \\] in a value), skipping text between games.
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
                return GgfGames(games, problem)
            properties.append([found.group("name"), found.group(
                "value").replace(GGF_ESCAPED_CLOSE, GGF_VALUE_CLOSE)])
            position = found.end()
        games.append(properties)
        position = text.find(GGF_OPEN, position)
    return GgfGames(games, "")


def read_ggf_text(text, source):
    """Reads a GGF text's games into a GameFile, each replayed when read."""
    split = split_ggf_games(text)
    bodies = split.games
    if split.error != "":
        return GameFile(error=RECORD_ERROR.format(show_path(source),
                                                  split.error))
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
                                 _format_ggf_result(found))
        games.append(FiledGame(escape_text(title, SHOWN_PATH_LENGTH),
                               functools.partial(read_ggf_game, properties,
                                                 source, prefix)))
    return GameFile(games)


def _format_ggf_result(found):
    """Writes a GGF result as final discs for the list of games ('53-11'
    for RE[+42.000] on 64 squares); any other result as it is (? if none).
    """
    result = found.get(GGF_RESULT, GGF_UNKNOWN)
    score = re.fullmatch(GGF_SCORE_PATTERN, result)
    sizes = re.findall(GGF_TYPE_SIZE, found.get(GGF_TYPE, ""))
    side = BOARD_SIZE
    if len(sizes) > 0:
        side = parse_whole_number(sizes[0])
    if score is None or side is None:
        return result
    squares = side * side
    difference = int(score.group("difference"))
    if (abs(difference) > squares
            or (squares + difference) % GGF_SCORE_SIDES != 0):
        return result
    return GGF_SCORE_TITLE.format((squares + difference) // GGF_SCORE_SIDES,
                                  (squares - difference) // GGF_SCORE_SIDES,
                                  GGF_RESULT_FLAGS[score.group("how")])


def can_write_ggf(game, start):
    """Tells whether GGF can keep a game (Othello on a square board)."""
    return game.rules == STANDARD_RULES and len(start) == len(start[0])


def format_ggf(game, start, history, finished, people=None, times=(),
               flagged=EMPTY):
    """Writes a game as one line of GGF (see can_write_ggf): the players
    (people, as LoadedGame.people, if given; an unnamed one left out),
    the date, the result (black's discs less white's by the WOF's count
    on finished; ? while finished is []), the type, start and moves; on
    a clock, the clock, each move's time and a flag fallen.
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
    if flagged != EMPTY:
        result = _format_ggf_time_out(finished, flagged)
    clock = ""
    if game.clock is not None:
        clock = GGF_TIME_FORMAT.format(
            *divmod(round(game.clock.main), SECONDS_A_MINUTE),
            *divmod(round(game.clock.increment), SECONDS_A_MINUTE))
    squares = "".join([GGF_PIECE_CHARACTERS[cell]
                       for row in start for cell in row])
    names = people or game.player_names
    parts = [GGF_OPEN]
    for name, value in [
            [GGF_GAME, GGF_OTHELLO.capitalize()],
            [GGF_PLACE, GGF_PROGRAM_PLACE],
            [GGF_DATE, time.strftime(GGF_DATE_FORMAT, time.gmtime())],
            [GGF_BLACK, names[PLAYER_PIECE]],
            [GGF_WHITE, names[COMPUTER_PIECE]],
            [GGF_RESULT, result], [GGF_TIME, clock], [GGF_TYPE, kind],
            [GGF_BOARD, GGF_BOARD_FORMAT.format(
                size, squares, GGF_PIECE_CHARACTERS[game.first])]]:
        if value != "":
            parts.append(GGF_PROPERTY_FORMAT.format(
                name, value.replace(GGF_VALUE_CLOSE, GGF_ESCAPED_CLOSE)))
    for place, (piece, move) in enumerate(history):
        word = GGF_PASS
        if len(move) > 0:
            word = format_square_name(start, move)
        if clock != "" and place < len(times):
            word = GGF_MOVE_TIME_FORMAT.format(word, times[place])
        parts.append(GGF_PROPERTY_FORMAT.format(GGF_MOVE_NAMES[piece], word))
    parts.append(GGF_CLOSE)
    return "".join(parts) + NEWLINE


def _format_ggf_time_out(board, flagged):
    """A game lost on time's GGF result: black's discs less white's on
    board, at least GGF_TIME_WIN for the side whose flag did not fall.
    """
    difference = (count_pieces(board, PLAYER_PIECE)
                  - count_pieces(board, COMPUTER_PIECE))
    if flagged == PLAYER_PIECE:
        difference = min(difference, -GGF_TIME_WIN)
    else:
        difference = max(difference, GGF_TIME_WIN)
    return (GGF_RESULT_FORMAT.format(difference) + GGF_HOW_SEPARATOR
            + GGF_TIME_OUT)


def read_ggf_clock(text):
    """Reads GGF's TI[main/increment/...]: a ClockSetting, or None."""
    seconds = []
    for part in text.split(GGF_MOVE_SEPARATOR)[:SIZE_PART_COUNT]:
        total = 0.0
        for number in part.split(GGF_TIME_SEPARATOR) if part else []:
            if re.fullmatch(CLOCK_NUMBER, number.strip()) is None:
                return None
            total = total * SECONDS_A_MINUTE + float(number)
        seconds.append(total)
    if len(seconds) == 0 or seconds[0] <= 0:
        return None
    seconds.append(0.0)
    return ClockSetting(seconds[0], seconds[1])


# ----------------------------------------------------------------------
# Transcripts, board strings, and telling the formats apart
# ----------------------------------------------------------------------

def read_board_string(text):
    """Reads a board string (spaces anywhere): its Position, or None."""
    squeezed = squeeze_text(text, BOARD_STRING_LENGTH)
    if re.fullmatch(BOARD_STRING_PATTERN, squeezed) is None:
        return None
    characters = [BOARD_STRING_PIECES.get(character.lower(), POSITION_EMPTY)
                  for character in squeezed]
    return parse_position("".join(characters[:-1]) + POSITION_SEPARATOR
                          + characters[-1], BOARD_SIZE, BOARD_SIZE)


def has_transcript_tags(text):
    """Tells whether a text has PGN's tags, a transcript's, not a record's."""
    return any(found.group(1) in TRANSCRIPT_TAGS for found in
               re.finditer(TRANSCRIPT_TAG_PATTERN, text))


def squeeze_text(text, most):
    """A text without its spaces, read only until it has more than most."""
    pieces = []
    length = 0
    for piece in iterate_text_pieces(text):
        if length > most:
            break
        pieces.append(piece)
        length += len(piece)
    return "".join(pieces)


def clean_transcript(text):
    """Turns a numbered transcript into a spaced move string, read only as
    far as the longest game's moves and the text shown after them reach.
    """
    most = MOST_TURNS * LONGEST_MOVE_WORD + MOVE_STRING_SHOWN
    words = []
    length = 0
    for word in iterate_transcript_words(text):
        if length >= most:
            break
        words.append(word)
        length += len(word)
    return SPACE.join(words)


def iterate_transcript_words(text):
    """Yields a transcript's words: -- or PA as pass, a long word in pieces."""
    word = ""
    in_pieces = False
    for piece in _iterate_transcript_pieces(text):
        if piece == "":
            if not in_pieces and word.lower() in TRANSCRIPT_PASSES:
                word = PASS_WORD
            if word != "":
                yield word
            word = ""
            in_pieces = False
        elif len(word) <= TRANSCRIPT_PIECE_LENGTH:
            word += piece
        else:
            yield word
            word = piece
            in_pieces = True


def _iterate_transcript_pieces(text):
    """Yields a transcript's words in runs of characters, '' ending each."""
    step = re.compile(TRANSCRIPT_STEP_PATTERN)
    # The first } at or after the last { met (len(text) when none; None
    # before any { is met).
    close = None
    position = 0
    while position < len(text):
        piece = text[position]
        end = position + 1
        found = step.match(text, position)
        if piece == TRANSCRIPT_COMMENT_OPEN:
            if close is None or close < position:
                close = text.find(TRANSCRIPT_COMMENT_CLOSE, position)
                close = len(text) if close < 0 else close
            if close < len(text):
                piece = ""
                end = close + 1
        elif found is not None:
            piece = found.group("text") or ""
            end = found.end()
        yield piece
        position = end
    yield ""


def read_transcript(text, source):
    """Reads a transcript or a move string into a LoadedGame."""
    people = {}
    for found in re.finditer(TRANSCRIPT_TAG_PATTERN, text):
        name = found.group(1).lower()
        if name == TRANSCRIPT_BLACK:
            people[PLAYER_PIECE] = found.group(
                TRANSCRIPT_TAG_VALUE_GROUP).strip()
        elif name == TRANSCRIPT_WHITE:
            people[COMPUTER_PIECE] = found.group(
                TRANSCRIPT_TAG_VALUE_GROUP).strip()
    loaded = create_othello_game(create_start_board(rules=STANDARD_RULES),
                                 PLAYER_PIECE, people)
    return play_loaded_moves(loaded, clean_transcript(text), source)


def read_game_text(text, source):
    """Reads text in any format but WTHOR into a GameFile, in this
    section's order (64 squares with no side to move fail).
    """
    try:
        return _read_game_text(text, source)
    except MemoryError:
        return GameFile(error=RECORD_ERROR.format(show_path(source),
                                                  LOAD_MEMORY_ERROR))


def _read_game_text(text, source):
    """Reads text as read_game_text does (MemoryError raised)."""
    if re.match(GGF_START_PATTERN, text) is not None:
        return read_ggf_text(text, source)
    tagged = re.search(TAGGED_LINE_PATTERN, text) is not None
    if tagged and not has_transcript_tags(text):
        return GameFile([FiledGame(RECORD_TITLE, functools.partial(
            read_record_text, text, source))])
    if re.fullmatch(BOARD_SQUARES_PATTERN,
                    squeeze_text(text, BOARD_STRING_LENGTH)):
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
    """Reads a game file's bytes, WTHOR or text, into a GameFile."""
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
    """Reads a game file of any format into a GameFile (see read_game_data)."""
    try:
        read = read_file_bytes(path)
        if read.error != "":
            return GameFile(error=read.error)
        return read_game_data(read.data, path)
    except MemoryError:
        return GameFile(error=RECORD_ERROR.format(show_path(path),
                                                  LOAD_MEMORY_ERROR))


def choose_filed_game(game_file, number, source):
    """Reads game number (from 1; None: the only one) into a LoadedGame."""
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
    try:
        return game_file.games[number - 1].read()
    except MemoryError:
        return LoadedGame(error=RECORD_ERROR.format(shown,
                                                    LOAD_MEMORY_ERROR))


def list_filed_games(game_file, source):
    """Lists a file's games: a heading, then a line a game, by its number."""
    lines = [MANY_GAMES_HEADING.format(show_path(source),
                                       len(game_file.games))]
    for number in range(1, len(game_file.games) + 1):
        lines.append(MANY_GAMES_LINE.format(
            number, game_file.games[number - 1].title))
    return lines


def write_saved_game(state, path):
    """Writes a game to path, GGF for .ggf, else a record; '' or why not."""
    if not path.lower().endswith(GGF_EXTENSION):
        return write_record_file(path, format_state_record(state))
    if not can_write_ggf(state.game, state.start):
        return GGF_RULES_ERROR
    return write_record_file(path, format_ggf(
        state.game, state.start, state.history, get_finished_board(state),
        state.people, state.times, state.flagged))


def keep_record(state):
    """Rewrites the --record file after a turn: '' or the line to show."""
    path = state.game.record_path
    reason = write_saved_game(state, path)
    if reason == "":
        state.saved_history = list(state.history)
        return ""
    return NOT_SAVED_MESSAGE.format(show_path(path), reason)


def is_game_text(text):
    """Tells whether a command line's text is a game, not a file's name."""
    if (re.match(GGF_START_PATTERN, text) is not None
            or read_board_string(text) is not None):
        return True
    return split_move_string(clean_transcript(text)).rest == ""


@dataclasses.dataclass(frozen=True)
class NamedGames:
    """What read_named_game read."""
    game_file: GameFile  # the GameFile
    source: str          # the name messages use: the file's, or option's


def read_named_game(text, option):
    """Reads what --load, --review or load names: the file, or else the
    text if it is a game (messages then call it option): NamedGames.
    """
    try:
        if not os.path.lexists(text) and is_game_text(text):
            return NamedGames(read_game_text(text, option), option)
    except MemoryError:
        return NamedGames(GameFile(error=RECORD_ERROR.format(
            option, LOAD_MEMORY_ERROR)), option)
    return NamedGames(read_game_file(text), text)


def check_file_to_replace(path, state):
    """Tells whether save may write a file: '' when none is there (the
    write refuses a link, folder or device at once, as save! would), it
    is empty, or it is this game's own (saved by it, its --record file or
    the record it came from); else the error: any other file, even of the
    same moves so far, is another game's or no game.
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
# REASONS (why a move is worse than the best, in Othello's own words)
# ======================================================================

# A review says what was better; this section says why. It replays the
# analysis's lines after the move played and after the best move
# (Opinion.line) with the rule functions and names what separates them
# as books do: corners given, X- and C-squares, mobility, frontier,
# parity, wedges and edges, stable discs, tempo, greed, and the course's
# computer's known reply. A reason is said only when the lines show it
# past its threshold; its words and evidence (squares named, moves that
# show it) are one record, so a window marks what the text says. Every
# reason speaks for the best move, so none contradicts the values.
REASON_CORNER = "corner"
REASON_X_SQUARE = "X-square"
REASON_C_SQUARE = "C-square"
REASON_MOBILITY = "mobility"
REASON_FRONTIER = "frontier"
REASON_PARITY = "parity"
REASON_WEDGE = "wedge"
REASON_EDGE = "edge"
REASON_REPLY = "the computer's reply"
REASON_STABLE = "stable discs"
REASON_TEMPO = "tempo"
REASON_GREEDY = "greed"
REASON_GAME_END = "game end"
# The most reasons said of a move.
REASONS_SHOWN = 3
# The thresholds each difference must reach. Mobility: own moves less
# the opponent's after the reply; frontier: discs a move turns or places
# next to an empty square, else own less opponent's such discs at the
# shorter line's end; stable discs: own less opponent's there; greed:
# discs won now beyond the best move's.
MOBILITY_MARGIN = 4
FRONTIER_MARGIN = 3
FRONTIER_LINE_MARGIN = 6
STABLE_MARGIN = 4
GREEDY_MARGIN = 6
# Parity is said with at most this many empty squares after the move,
# of regions at most this small.
PARITY_EMPTIES = 20
PARITY_REGION_MOST = 5
# A wedge is said when the line shows it within this many moves.
WEDGE_PLIES = 6
# An edge (a board side, both corners empty) is a side's when at least
# this many of its discs stand there in one unbroken row: balanced (the
# stronger) when as many stand either side of the middle, else
# unbalanced, open to wedges and stoners.
EDGE_DISCS_LEAST = 4
# Mobility is compared after the move and reply, else a turn or two
# later (the mover to move again), else by the opponent's replies.
MOBILITY_PLIES = (2, 4, 6)
# Each kind's strength: reasons are said strongest first.
REASON_STRENGTHS = {REASON_CORNER: 9, REASON_X_SQUARE: 9,
                    REASON_C_SQUARE: 9, REASON_GAME_END: 9,
                    REASON_TEMPO: 7, REASON_PARITY: 6, REASON_WEDGE: 5,
                    REASON_EDGE: 5, REASON_REPLY: 8,
                    REASON_STABLE: 4, REASON_MOBILITY: 3,
                    REASON_FRONTIER: 2, REASON_GREEDY: 1}
WHY_HEAD = "why: "
WHY_SEPARATOR = "; "
REASON_GIVES_CORNER = "gives {} the corner {}: {}"
REASON_MISSES_CORNER = "passes up the corner {}, which {} takes: {}"
REASON_MISSES_CORNER_NOW = "passes up the corner {}"
REASON_OPENS_CORNER = "lets {} take the corner {} after {}"
REASON_NEAR_CORNER_OPEN = ("{} is {} beside the empty corner {}, which {} "
                           "may take after {}")
REASON_NEAR_CORNER = ("{} is {} beside the empty corner {}, which {} "
                      "takes: {}")
REASON_SQUARE_NAMES = {REASON_X_SQUARE: "an X-square",
                       REASON_C_SQUARE: "a C-square"}
REASON_MOBILITY_TEXT = ("leaves {} {} moves and {} {} after {}; after {}, "
                        "{} and {}")
REASON_REPLIES_TEXT = "leaves {} {} moves to reply with; {} leaves {}"
REASON_FRONTIER_TEXT = ("puts {} discs on the frontier, a wall {} can "
                        "play behind; {} puts {}")
REASON_FRONTIER_LINE_TEXT = ("by the end of its line {} has {} discs on "
                             "the frontier and {} {}; after {}, {} and {}")
REASON_PARITY_TEXT = ("leaves the odd region {} to {}, who plays its last "
                      "square: {}")
REASON_WEDGE_TEXT = "lets {} wedge in at {} between {}'s discs: {}"
REASON_UNBALANCED_TEXT = ("leaves {} the unbalanced edge {} ({} and {} "
                          "discs either side of its middle), open to "
                          "wedges: {}")
REASON_BALANCED_TEXT = "lets {} build the balanced edge {}: {}"
# The course's computer (NAIVE) plays its first legal square, top row
# first, so its reply is known in advance.
REASON_REPLY_CORNER_TEXT = ("the course's computer answers {} with the "
                            "corner {}; after {} it answers {}")
REASON_REPLY_END_TEXT = ("the course's computer answers {} with {}, and "
                         "{} has no move: the game ends with {} empty")
REASON_REPLY_MOBILITY_TEXT = ("the course's computer answers {} with {}, "
                              "leaving {} {} moves; after {} it answers "
                              "{}, leaving {}")
REASON_STABLE_TEXT = ("by the end of its line {} has {} stable {} and {} "
                      "{}; after {}, {} and {}")
DISC_WORD = "disc"
DISCS_WORD = "discs"
REASON_PASS_TEXT = "{} must pass: {}"
REASON_FORCES_PASS_TEXT = "{} makes {} pass: {}"
REASON_GREEDY_TEXT = "{:+d} discs now against {}, {} fewer at the end"
REASON_GAME_END_TEXT = "the game ends with {} empty, {}: {}"
REASON_EMPTY_SQUARE = "{} square"
REASON_EMPTY_SQUARES = "{} squares"
REASON_NEITHER_MOVES = "neither side having a move"
REASON_STUCK = "{} having no move"
NO_SIMPLE_REASON = ("no simple reason: the difference shows {} moves "
                    "deep")
NO_SIMPLE_REASON_EXACT = ("no simple reason: only the exact endgame shows "
                          "the difference")
NO_SIMPLE_REASON_BOOK = "no simple reason: the opening book's values say so"
# Why lines start under the text of their move's review line.
WHY_INDENT = 12


@dataclasses.dataclass(frozen=True)
class Reason:
    """One reason a move is worse than the best, with its evidence."""
    kind: str            # one of the REASON_ kinds
    text: str            # the words said to the player
    squares: tuple       # the (row, col) squares it names, to be marked
    line: tuple          # the moves that show it (() a pass), from
    # ... the move played or the best move
    strength: int        # the kind's REASON_STRENGTHS, for the order


@dataclasses.dataclass
class PlayedLine:
    """A line replayed on the 2D-list board (see play_reason_line)."""
    moves: list          # the line's legal moves ([] a pass)
    boards: list         # the board before each move and after the last
    movers: list         # the side that played each move
    flips: list          # the squares each move turned
    ended: bool          # whether the game is over at the line's end
    rules: Rules         # the rule set it is played by


def play_reason_line(board, piece, line, rules):
    """Replays an Opinion's line from board, piece to move, while legal."""
    played = PlayedLine([], [copy_board(board)], [], [], False, rules)
    side = piece
    for move in line:
        if len(move) == 0:
            if has_rule_move(played.boards[-1], side, rules):
                break
        elif not is_rule_move(played.boards[-1], *move, side, rules):
            break
        after = copy_board(played.boards[-1])
        flips = [] if len(move) == 0 else apply_rule_move(after, *move,
                                                          side, rules)
        played.moves.append(move)
        played.boards.append(after)
        played.movers.append(side)
        played.flips.append(flips)
        side = get_opponent(side)
    played.ended = (len(played.moves) == len(line) and is_rule_game_over(
        played.boards[-1], side, rules))
    return played


@dataclasses.dataclass(frozen=True)
class SideCounts:
    """A count for each side of a position."""
    own: int             # the side that moved
    opponent: int        # the other side


@dataclasses.dataclass
class Comparison:
    """What the reason finders compare: a move and the best, their lines."""
    piece: str           # the side that moved
    rules: Rules         # the rule set
    played: PlayedLine   # the line after the move played
    best: PlayedLine     # the line after the best move
    lost: int            # the discs the move loses against the best
    lost_words: str      # the loss as the review says it ('about 14')
    write_square: object  # function (board, move) -> the square's name
    naive: frozenset = frozenset()  # the sides the course's computer
    # ... plays, whose replies are known


def _write_line(comparison, played, end):
    """Writes played's first end moves as the game writes squares."""
    board = played.boards[0]
    words = [comparison.write_square(board, move) if len(move) > 0
             else PASS_WORD for move in played.moves[:end]]
    if any(SPACE in word for word in words):
        return BEST_LINE_SEPARATORS[True].join(words)
    return SPACE.join(words)


def _write_squares(comparison, squares):
    """Writes squares as the game writes them, separated by spaces."""
    board = comparison.played.boards[0]
    return SPACE.join(comparison.write_square(board, square)
                      for square in squares)


def _write_empty_count(empty):
    """Writes a number of empty squares ('1 square', '26 squares')."""
    return (REASON_EMPTY_SQUARE if empty == 1
            else REASON_EMPTY_SQUARES).format(empty)


def _make_reason(kind, text, squares, played, end):
    """A Reason whose evidence is played's first end moves."""
    return Reason(kind, text, tuple(tuple(square) for square in squares),
                  tuple(tuple(move) for move in played.moves[:end]),
                  REASON_STRENGTHS[kind])


def _first_corner_taken(played, side, horizon):
    """The index of side's first corner in played's first horizon, or None."""
    corners = list_corners(played.boards[0])
    for index, move in enumerate(played.moves[:horizon]):
        if played.movers[index] == side and move in corners:
            return index
    return None


def _count_corners_taken(played, side, horizon):
    """How many corners side plays in played's first horizon moves."""
    corners = list_corners(played.boards[0])
    return len([move for index, move in enumerate(played.moves[:horizon])
                if played.movers[index] == side and move in corners])


@dataclasses.dataclass(frozen=True)
class LineSquare:
    """A square a line brings up (see _first_corner_opened)."""
    index: int           # how many of the line's moves bring it up
    square: list         # its [row, col]


def _first_corner_opened(played, side, horizon):
    """The LineSquare of the corner side may first take in horizon, or
    None.
    """
    for index in range(1, min(horizon, len(played.moves)) + 1):
        if index < len(played.moves):
            due = played.movers[index]
        else:
            due = get_opponent(played.movers[index - 1])
        board = played.boards[index]
        for corner in list_corners(board):
            if (due == side and board[corner[0]][corner[1]] == EMPTY
                    and is_rule_move(board, *corner, side, played.rules)):
                return LineSquare(index, corner)
    return None


@dataclasses.dataclass(frozen=True)
class NearCorner:
    """An empty corner a move stands beside (see get_near_corner)."""
    kind: str            # REASON_X_SQUARE or REASON_C_SQUARE
    corner: list         # the corner's [row, col]


def get_near_corner(board, move, rules):
    """The NearCorner of a move beside an empty corner, or None (X-squares
    only where lines run diagonally).
    """
    diagonal = UP_LEFT in rules.directions
    for corner in list_corners(board):
        if board[corner[0]][corner[1]] != EMPTY:
            continue
        rows = abs(move[0] - corner[0])
        cols = abs(move[1] - corner[1])
        if rows == 1 and cols == 1 and diagonal:
            return NearCorner(REASON_X_SQUARE, corner)
        if rows + cols == 1:
            return NearCorner(REASON_C_SQUARE, corner)
    return None


def _say_corner_given(comparison, end, corner, taken):
    """The Reason of a corner the move's line gives the opponent (taken:
    as move end, else open after end moves), as the X- or C-square the
    move is when beside it.
    """
    played = comparison.played
    board = played.boards[0]
    name = comparison.write_square(board, corner)
    line = _write_line(comparison, played, end)
    opponent = get_opponent(comparison.piece)
    near = get_near_corner(board, played.moves[0], comparison.rules)
    if near is not None and near.corner == corner:
        text = (REASON_NEAR_CORNER if taken else REASON_NEAR_CORNER_OPEN)
        return _make_reason(near.kind, text.format(
            comparison.write_square(board, played.moves[0]),
            REASON_SQUARE_NAMES[near.kind], name, opponent, line),
            [played.moves[0], corner], played, end)
    text = REASON_GIVES_CORNER if taken else REASON_OPENS_CORNER
    return _make_reason(REASON_CORNER, text.format(opponent, name, line),
                        [corner], played, end)


def find_corner_reasons(comparison):
    """A corner the move's line gives or opens to the opponent and the
    best line does not, and one the best line takes and the move's not.
    """
    if comparison.rules.capture != CAPTURE_LINES:
        return []
    piece = comparison.piece
    opponent = get_opponent(piece)
    played, best = comparison.played, comparison.best
    horizon = min(len(played.moves), len(best.moves))
    reasons = []
    if (_count_corners_taken(played, opponent, horizon)
            > _count_corners_taken(best, opponent, horizon)):
        index = _first_corner_taken(played, opponent, horizon)
        reasons.append(_say_corner_given(comparison, index + 1,
                                         played.moves[index], True))
    elif _first_corner_opened(best, opponent, horizon) is None:
        opened = _first_corner_opened(played, opponent, horizon)
        if opened is not None:
            reasons.append(_say_corner_given(comparison, opened.index,
                                             opened.square, False))
    if (_count_corners_taken(best, piece, horizon)
            > _count_corners_taken(played, piece, horizon)):
        index = _first_corner_taken(best, piece, horizon)
        board = best.boards[0]
        corner = comparison.write_square(board, best.moves[index])
        text = REASON_MISSES_CORNER_NOW.format(corner)
        if index > 0:
            text = REASON_MISSES_CORNER.format(
                corner, comparison.write_square(board, best.moves[0]),
                _write_line(comparison, best, index + 1))
        reasons.append(_make_reason(REASON_CORNER, text,
                                    [best.moves[index]], best, index + 1))
    return reasons


def _count_moves_after(played, piece, rules, plies):
    """The SideCounts of each side's moves after the line's first plies
    moves, or None if it is shorter or passes before.
    """
    if len(played.moves) < plies or [] in played.moves[:plies]:
        return None
    board = played.boards[plies]
    return SideCounts(len(get_rule_moves(board, piece, rules)),
                      len(get_rule_moves(board, get_opponent(piece), rules)))


def find_mobility_reasons(comparison):
    """The move leaves worse mobility than the best (see MOBILITY_PLIES)."""
    piece, rules = comparison.piece, comparison.rules
    for plies in MOBILITY_PLIES:
        played = _count_moves_after(comparison.played, piece, rules, plies)
        best = _count_moves_after(comparison.best, piece, rules, plies)
        if played is None or best is None:
            break
        if (best.own - best.opponent - (played.own - played.opponent)
                >= MOBILITY_MARGIN):
            text = REASON_MOBILITY_TEXT.format(
                get_opponent(piece), played.opponent, piece, played.own,
                _write_line(comparison, comparison.played, plies),
                _write_line(comparison, comparison.best, plies),
                best.opponent, best.own)
            return [_make_reason(REASON_MOBILITY, text, [],
                                 comparison.played, plies)]
    return _find_replies_reason(comparison)


def _find_replies_reason(comparison):
    """The move leaves MOBILITY_MARGIN more replies than the best does."""
    opponent = get_opponent(comparison.piece)
    rules = comparison.rules
    played, best = comparison.played, comparison.best
    if not played.moves or not best.moves:
        return []
    replies = len(get_rule_moves(played.boards[1], opponent, rules))
    best_replies = len(get_rule_moves(best.boards[1], opponent, rules))
    if replies - best_replies < MOBILITY_MARGIN:
        return []
    board = played.boards[0]
    text = REASON_REPLIES_TEXT.format(
        opponent, replies, comparison.write_square(board, best.moves[0]),
        best_replies)
    return [_make_reason(REASON_MOBILITY, text, [], played, 1)]


def list_frontier_discs(board, squares):
    """The squares of a list that have an empty neighbour on board."""
    frontier = []
    for row, col in squares:
        for step_row, step_col in ALL_DIRECTIONS:
            near_row, near_col = row + step_row, col + step_col
            if (is_on_board(board, near_row, near_col)
                    and board[near_row][near_col] == EMPTY):
                frontier.append([row, col])
                break
    return frontier


def _list_move_frontier(played):
    """The frontier discs the line's move placed or turned."""
    if len(played.moves) == 0 or len(played.moves[0]) == 0:
        return []
    return list_frontier_discs(played.boards[1],
                               [played.moves[0]] + played.flips[0])


def _list_side_frontier(board, piece):
    """piece's discs next to an empty square on board."""
    return list_frontier_discs(board, [
        [row, col] for row in range(len(board))
        for col in range(len(board[0])) if board[row][col] == piece])


def _count_frontiers(board, piece):
    """The SideCounts of each side's discs next to an empty square."""
    return SideCounts(len(_list_side_frontier(board, piece)),
                      len(_list_side_frontier(board, get_opponent(piece))))


def find_frontier_reasons(comparison):
    """The move makes more frontier discs (a wall to play behind) than the
    best; else its line ends with the longer frontier.
    """
    if not comparison.played.moves or not comparison.best.moves:
        return []
    played = _list_move_frontier(comparison.played)
    best = _list_move_frontier(comparison.best)
    piece = comparison.piece
    board = comparison.played.boards[0]
    best_name = comparison.write_square(board, comparison.best.moves[0])
    if len(played) - len(best) >= FRONTIER_MARGIN:
        text = REASON_FRONTIER_TEXT.format(len(played), get_opponent(piece),
                                           best_name, len(best))
        return [_make_reason(REASON_FRONTIER, text, played,
                             comparison.played, 1)]
    horizon = min(len(comparison.played.moves), len(comparison.best.moves))
    if horizon == 0:
        return []
    end = comparison.played.boards[horizon]
    played = _count_frontiers(end, piece)
    best = _count_frontiers(comparison.best.boards[horizon], piece)
    if (played.own - played.opponent - (best.own - best.opponent)
            < FRONTIER_LINE_MARGIN):
        return []
    text = REASON_FRONTIER_LINE_TEXT.format(
        piece, played.own, get_opponent(piece), played.opponent, best_name,
        best.own, best.opponent)
    return [_make_reason(REASON_FRONTIER, text,
                         _list_side_frontier(end, piece), comparison.played,
                         horizon)]


def list_empty_regions(board):
    """The board's empty squares in sorted regions of neighbours, in order."""
    seen = set()
    regions = []
    for row in range(len(board)):
        for col in range(len(board[0])):
            if board[row][col] != EMPTY or (row, col) in seen:
                continue
            region = []
            waiting = [(row, col)]
            seen.add((row, col))
            while waiting:
                square = waiting.pop()
                region.append(list(square))
                for step_row, step_col in ALL_DIRECTIONS:
                    near = (square[0] + step_row, square[1] + step_col)
                    if (near not in seen and is_on_board(board, *near)
                            and board[near[0]][near[1]] == EMPTY):
                        seen.add(near)
                        waiting.append(near)
            regions.append(sorted(region))
    return regions


@dataclasses.dataclass(frozen=True)
class RegionCloser:
    """Which move of a line fills an empty region's last square."""
    region: list         # the region's squares
    last: int            # the index of the line's move filling its last
    # ... square (None: none does)


def _list_region_last_movers(played):
    """The RegionCloser of each empty region after the line's first move."""
    regions = list_empty_regions(played.boards[1])
    found = []
    for region in regions:
        last = None
        for index in range(1, len(played.moves)):
            board = played.boards[index + 1]
            if all(board[row][col] != EMPTY for row, col in region):
                last = index
                break
        found.append(RegionCloser(region, last))
    return found


def _count_regions_closed_by(played, side):
    """How many regions the line's side plays the last square of."""
    return len([closer for closer in _list_region_last_movers(played)
                if closer.last is not None
                and played.movers[closer.last] == side])


def find_parity_reasons(comparison):
    """Near the end, the move leaves a small odd region the opponent
    closes, where the best line leaves the side more to close.
    """
    played, piece = comparison.played, comparison.piece
    if (len(played.moves) == 0
            or count_pieces(played.boards[1], EMPTY) > PARITY_EMPTIES):
        return []
    if (_count_regions_closed_by(comparison.best, piece)
            <= _count_regions_closed_by(played, piece)):
        return []
    opponent = get_opponent(piece)
    for closer in _list_region_last_movers(played):
        region, last = closer.region, closer.last
        if (last is not None and played.movers[last] == opponent
                and len(region) % PARITY_DIVISOR == 1
                and len(region) <= PARITY_REGION_MOST):
            text = REASON_PARITY_TEXT.format(
                _write_squares(comparison, region), opponent,
                _write_line(comparison, played, last + 1))
            return [_make_reason(REASON_PARITY, text, region, played,
                                 last + 1)]
    return []


def _list_edge_neighbours(board, move):
    """An edge square's two neighbours along it; [] off an edge or a corner."""
    row, col = move
    last_row, last_col = len(board) - 1, len(board[0]) - 1
    if move in list_corners(board):
        return []
    if row in (0, last_row):
        return [[row, col - 1], [row, col + 1]]
    if col in (0, last_col):
        return [[row - 1, col], [row + 1, col]]
    return []


def _find_wedge(played, side, horizon):
    """The index of side's first wedge in played's first horizon, or None."""
    other = get_opponent(side)
    for index, move in enumerate(played.moves[:horizon]):
        if played.movers[index] != side or len(move) == 0:
            continue
        board = played.boards[index]
        beside = _list_edge_neighbours(board, move)
        if beside and all(board[row][col] == other for row, col in beside):
            return index
    return None


def find_wedge_reasons(comparison):
    """The move's line, not the best's, lets the opponent wedge in an edge."""
    if comparison.rules.capture != CAPTURE_LINES:
        return []
    played, best = comparison.played, comparison.best
    opponent = get_opponent(comparison.piece)
    horizon = min(len(played.moves), len(best.moves), WEDGE_PLIES)
    index = _find_wedge(played, opponent, horizon)
    if index is None or _find_wedge(best, opponent, horizon) is not None:
        return []
    board = played.boards[0]
    text = REASON_WEDGE_TEXT.format(
        opponent, comparison.write_square(board, played.moves[index]),
        comparison.piece, _write_line(comparison, played, index + 1))
    return [_make_reason(REASON_WEDGE, text, [played.moves[index]], played,
                         index + 1)]


def list_board_edges(board):
    """The board's four edges, each its squares from corner to corner."""
    last_row, last_col = len(board) - 1, len(board[0]) - 1
    rows = range(len(board))
    cols = range(len(board[0]))
    return [[[0, col] for col in cols], [[last_row, col] for col in cols],
            [[row, 0] for row in rows], [[row, last_col] for row in rows]]


@dataclasses.dataclass(frozen=True)
class EdgeShape:
    """An edge that is one side's (see EDGE_DISCS_LEAST)."""
    side: str            # whose discs stand on it
    squares: tuple       # their (row, col) squares, in the edge's order
    before: int          # how many stand before the edge's middle
    after: int           # and after it (balanced when as many)


def get_edge_shape(board, edge):
    """The EdgeShape of a list_board_edges edge, or None if no side's."""
    corners = [edge[0], edge[-1]]
    if any(board[row][col] != EMPTY for row, col in corners):
        return None
    places = [index for index, (row, col) in enumerate(edge)
              if board[row][col] != EMPTY]
    if (len(places) < EDGE_DISCS_LEAST
            or places[-1] - places[0] + 1 != len(places)):
        return None
    sides = {board[edge[index][0]][edge[index][1]] for index in places}
    if len(sides) != 1:
        return None
    # The middle lies between two squares, or on one that counts for
    # neither half.
    middle = len(edge) - 1
    return EdgeShape(sides.pop(), tuple(tuple(edge[index])
                                        for index in places),
                     len([index for index in places
                          if CENTRE_DIVISOR * index < middle]),
                     len([index for index in places
                          if CENTRE_DIVISOR * index > middle]))


@dataclasses.dataclass(frozen=True)
class NewEdge:
    """An edge a line builds (see _find_new_edge)."""
    index: int           # how many of the line's moves build it
    shape: EdgeShape     # the edge


def _find_new_edge(comparison, side, balanced):
    """The NewEdge of the first move after which the move's line shows
    side's edge, balanced as asked, standing to the shorter line's end,
    where neither the start nor the best line's end has it; or None.
    """
    played, best = comparison.played, comparison.best
    horizon = min(len(played.moves), len(best.moves))
    if horizon == 0:
        return None
    for edge in list_board_edges(played.boards[0]):
        shape = get_edge_shape(played.boards[horizon], edge)
        if (shape is None or shape.side != side
                or (shape.before == shape.after) != balanced
                or get_edge_shape(played.boards[0], edge) == shape
                or get_edge_shape(best.boards[horizon], edge) == shape):
            continue
        first = horizon
        while (first > 1
               and get_edge_shape(played.boards[first - 1], edge) == shape):
            first -= 1
        return NewEdge(first, shape)
    return None


def find_edge_reasons(comparison):
    """The move's line, not the best's, leaves the side an unbalanced
    edge or lets the opponent build a balanced one.
    """
    if comparison.rules.capture != CAPTURE_LINES:
        return []
    reasons = []
    for side, balanced in [(comparison.piece, False),
                           (get_opponent(comparison.piece), True)]:
        found = _find_new_edge(comparison, side, balanced)
        if found is not None:
            index, shape = found.index, found.shape
            names = _write_squares(comparison, shape.squares)
            line = _write_line(comparison, comparison.played, index)
            text = (REASON_BALANCED_TEXT.format(side, names, line)
                    if balanced else REASON_UNBALANCED_TEXT.format(
                        side, names, shape.before, shape.after, line))
            reasons.append(_make_reason(REASON_EDGE, text, shape.squares,
                                        comparison.played, index))
    return reasons


def list_naive_sides(player_names):
    """The sides the course's computer plays, of {piece: player name}."""
    return frozenset(piece for piece, name in player_names.items()
                     if name == NAIVE)


@dataclasses.dataclass(frozen=True)
class NaiveReply:
    """The course's computer's reply to a move, and what it leaves."""
    move: list           # the move replied to
    reply: list          # the computer's reply ([] when it has none)
    board: list          # the board after both
    moves: int           # how many moves the side that moved has then


def _get_naive_reply(comparison, played):
    """The NaiveReply to a line's move, or None when the line has none."""
    if not played.moves or len(played.moves[0]) == 0:
        return None
    rules = comparison.rules
    opponent = get_opponent(comparison.piece)
    board = copy_board(played.boards[1])
    reply = []
    if has_rule_move(board, opponent, rules):
        reply = choose_naive_rule_move(board, opponent, rules)
        apply_rule_move(board, *reply, opponent, rules)
    return NaiveReply(played.moves[0], reply, board, len(get_rule_moves(
        board, comparison.piece, rules)))


def find_reply_reasons(comparison):
    """The course's computer's known reply to the move, not to the best,
    takes a corner, ends the game or cuts the side's moves.
    """
    if get_opponent(comparison.piece) not in comparison.naive:
        return []
    played = _get_naive_reply(comparison, comparison.played)
    best = _get_naive_reply(comparison, comparison.best)
    if played is None or best is None or len(played.reply) == 0:
        return []
    board = comparison.played.boards[0]
    name = functools.partial(comparison.write_square, board)
    corners = list_corners(board)
    piece = comparison.piece
    empty = count_pieces(played.board, EMPTY)
    if played.reply in corners and best.reply not in corners:
        text = REASON_REPLY_CORNER_TEXT.format(
            name(played.move), name(played.reply), name(best.move),
            name(best.reply) if best.reply else PASS_WORD)
    elif (played.moves == 0 and not comparison.rules.can_pass and empty > 0
          and best.moves > 0):
        text = REASON_REPLY_END_TEXT.format(
            name(played.move), name(played.reply), piece,
            _write_empty_count(empty))
    elif best.moves - played.moves >= MOBILITY_MARGIN and best.reply:
        text = REASON_REPLY_MOBILITY_TEXT.format(
            name(played.move), name(played.reply), piece, played.moves,
            name(best.move), name(best.reply), best.moves)
    else:
        return []
    return [Reason(REASON_REPLY, text, (tuple(played.reply),),
                   (tuple(played.move), tuple(played.reply)),
                   REASON_STRENGTHS[REASON_REPLY])]


def count_stable_discs(board, piece, rules):
    """The SideCounts of the discs that can never be flipped again."""
    engine = build_engine(rules, len(board), len(board[0]))
    own, opponent = get_engine_bits(board, piece, engine)
    empty = engine.squares & ~(own | opponent)
    return SideCounts(find_stable_pieces(own, empty, engine).bit_count(),
                      find_stable_pieces(opponent, empty,
                                         engine).bit_count())


def find_stable_reasons(comparison):
    """At the shorter line's end the side is worse off in stable discs."""
    played, best = comparison.played, comparison.best
    horizon = min(len(played.moves), len(best.moves))
    if horizon == 0:
        return []
    piece, rules = comparison.piece, comparison.rules
    after_played = count_stable_discs(played.boards[horizon], piece, rules)
    after_best = count_stable_discs(best.boards[horizon], piece, rules)
    if (after_best.own - after_best.opponent
            - (after_played.own - after_played.opponent) < STABLE_MARGIN):
        return []
    board = played.boards[0]
    text = REASON_STABLE_TEXT.format(
        get_opponent(piece), after_played.opponent,
        DISC_WORD if after_played.opponent == 1 else DISCS_WORD,
        piece, after_played.own,
        comparison.write_square(board, best.moves[0]), after_best.opponent,
        after_best.own)
    return [_make_reason(REASON_STABLE, text, [], played, horizon)]


def _find_pass(played, side, horizon):
    """The index of side's first pass in the line's first horizon, or
    None.
    """
    for index, move in enumerate(played.moves[:horizon]):
        if played.movers[index] == side and len(move) == 0:
            return index
    return None


def find_tempo_reasons(comparison):
    """One line, and not the other, makes a side pass."""
    played, best, piece = comparison.played, comparison.best, comparison.piece
    opponent = get_opponent(piece)
    horizon = min(len(played.moves), len(best.moves))
    index = _find_pass(played, piece, horizon)
    if index is not None and _find_pass(best, piece, horizon) is None:
        return [_make_reason(REASON_TEMPO, REASON_PASS_TEXT.format(
            piece, _write_line(comparison, played, index + 1)), [], played,
            index + 1)]
    index = _find_pass(best, opponent, horizon)
    if index is not None and _find_pass(played, opponent, horizon) is None:
        board = best.boards[0]
        return [_make_reason(REASON_TEMPO, REASON_FORCES_PASS_TEXT.format(
            comparison.write_square(board, best.moves[0]), opponent,
            _write_line(comparison, best, index + 1)), [], best, index + 1)]
    return []


def _count_lead(board, piece):
    """piece's discs less the opponent's."""
    return count_pieces(board, piece) - count_pieces(board,
                                                     get_opponent(piece))


def find_greedy_reasons(comparison):
    """The move wins many more discs now than the best, and loses later."""
    played, best, piece = comparison.played, comparison.best, comparison.piece
    if len(played.moves) == 0 or len(best.moves) == 0:
        return []
    gain = (_count_lead(played.boards[1], piece)
            - _count_lead(best.boards[1], piece))
    if gain < GREEDY_MARGIN or comparison.lost <= 0:
        return []
    board = played.boards[0]
    text = REASON_GREEDY_TEXT.format(
        gain, comparison.write_square(board, best.moves[0]),
        comparison.lost_words)
    return [_make_reason(REASON_GREEDY, text, [], played, 1)]


def _ends_early(played):
    """Whether the line ends the game with empty squares left."""
    return played.ended and count_pieces(played.boards[-1], EMPTY) > 0


def find_game_end_reasons(comparison):
    """The move's line, not the best's, ends the game with squares empty."""
    played, best = comparison.played, comparison.best
    if not _ends_early(played) or _ends_early(best):
        return []
    stuck = REASON_STUCK.format(get_opponent(played.movers[-1]))
    if comparison.rules.can_pass:
        stuck = REASON_NEITHER_MOVES
    empty = count_pieces(played.boards[-1], EMPTY)
    text = REASON_GAME_END_TEXT.format(
        _write_empty_count(empty), stuck,
        _write_line(comparison, played, len(played.moves)))
    return [_make_reason(REASON_GAME_END, text, [], played,
                         len(played.moves))]


# The finders, each (Comparison) -> its Reasons.
REASON_FINDERS = [find_corner_reasons, find_game_end_reasons,
                  find_tempo_reasons, find_parity_reasons,
                  find_wedge_reasons, find_edge_reasons,
                  find_stable_reasons, find_reply_reasons,
                  find_mobility_reasons, find_frontier_reasons,
                  find_greedy_reasons]


def get_reason_line(opinion):
    """An Opinion's line, its move first ([move] when it has none)."""
    if opinion.line and opinion.line[0] == opinion.move:
        return opinion.line
    return [opinion.move]


def find_reasons(board, piece, rules, played, best, lost, exact,
                 write_square, naive=frozenset()):
    """The Reasons, strongest first, at most REASONS_SHOWN, that Opinion
    played is worse than Opinion best by lost discs (exact or not); naive
    as Comparison's.
    """
    if lost <= 0 or played.move == best.move:
        return []
    lost_words = str(lost) if exact else VALUE_ABOUT.format(lost)
    comparison = Comparison(
        piece, rules,
        play_reason_line(board, piece, get_reason_line(played), rules),
        play_reason_line(board, piece, get_reason_line(best), rules),
        lost, lost_words, write_square, naive)
    reasons = []
    for finder in REASON_FINDERS:
        reasons += finder(comparison)
    reasons.sort(key=lambda reason: -reason.strength)
    return reasons[:REASONS_SHOWN]


def format_why(reasons, played, best):
    """Writes why Opinion played is worse than best: its reasons, or that
    no simple reason applies, and why not.
    """
    if reasons:
        return WHY_HEAD + WHY_SEPARATOR.join(reason.text
                                             for reason in reasons)
    if is_exact_opinion(played) and is_exact_opinion(best):
        return WHY_HEAD + NO_SIMPLE_REASON_EXACT
    depth = max(played.depth, best.depth)
    if depth == 0:
        return WHY_HEAD + NO_SIMPLE_REASON_BOOK
    return WHY_HEAD + NO_SIMPLE_REASON.format(depth)


def format_why_lines(text, width):
    """Wraps a why text to width columns, indented by WHY_INDENT."""
    head, rest = text[:len(WHY_HEAD)], text[len(WHY_HEAD):]
    return NEWLINE.join(wrap_words(SPACE * WHY_INDENT + head,
                                   rest.split(SPACE), width))


# ======================================================================
# REVIEW (review, --review: every move of a game judged)
# ======================================================================

# A review values each move of a game, both sides', with every other
# legal move of its position (analyse_moves, in the think time). The
# discs the move loses against the best mark it: an inaccuracy from
# REVIEW_INACCURACY, a mistake from REVIEW_MISTAKE, a blunder from
# REVIEW_BLUNDER (estimates are often a few discs off, so less is not
# marked). A loss is exact where the solver reached the end, else said
# to be about so much.
REVIEW_INACCURACY = 4
REVIEW_MISTAKE = 8
REVIEW_BLUNDER = 16
# The most exact value known wins: what follows a move can make its
# value exact (see list_with_hindsight). Just above the exact boundary
# (more than ANALYSIS_EXACT_EMPTIES empty squares, at most
# REVIEW_CHECK_EMPTIES) a move the estimates would mark is checked by
# the solver in one search of REVIEW_CHECK_THINKS times its positions
# for the think time (or the node limit): the move played is solved,
# then each move whose estimate beats it by REVIEW_INACCURACY is tested
# and solved where it holds, so a mark holds against every value proven.
# One ply higher costs several times more (at 18 empties 2 million
# positions proved one bound, adding half to a 60-move game's review),
# so there a mark rests on estimates. An estimate at the scale's limit
# (as many discs as squares: the evaluation can say no more) never
# earns a blunder.
REVIEW_CHECK_THINKS = 10
REVIEW_CHECK_EMPTIES = 17
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
# A hinted move a deeper analysis (analyze's, say) finds worse.
REVIEW_HINT_OVERRULED = ("{}, the hint's move; a deeper search finds {} "
                         "{} better: {} lost")
REVIEW_LOSS = "{} {}"
REVIEW_MARKED = "{}, {}"
REVIEW_SUMMARY = "{}: {}; {} lost in all."
REVIEW_COUNT = "{} {}"
REVIEW_COUNT_SEPARATOR = ", "
REVIEW_NO_MOVES = "There is no move to review yet."
WHY_ANALYSIS_HEADING = "Why each other move is worse than {}:"
WHY_ANALYSIS_MOVE = "  {:<4}  {} lost"
WHY_ALL_BEST = "Every move is as good as the best."


@dataclasses.dataclass
class JudgedMove:
    """What _judge_move finds of a move (opinions as create_opinion's)."""
    played: Opinion      # the move played's
    best: Opinion        # the best move's
    lost: int            # the discs lost against the best
    exact: bool          # whether the loss is exact
    hinted: bool = False  # whether a hint recommended it (then judged by
    # ... a deeper analysis than the hint's: see Knowledge)
    limit: int = 0       # the most discs a side can win by (0: unknown)
    opinions: list = None  # every move's Opinion, best first, for the
    # ... session's memory (None: not kept)


@dataclasses.dataclass
class ReviewTally:
    """What review_game counts of a side."""
    marks: list          # moves earning each mark, in MARK_NAMES' order
    lost: int            # the discs lost in all


def get_review_mark(lost):
    """The index in MARK_NAMES of the mark a loss earns, or None for none."""
    reached = len([threshold for threshold in
                   [REVIEW_INACCURACY, REVIEW_MISTAKE, REVIEW_BLUNDER]
                   if lost >= threshold])
    if reached == 0:
        return None
    return reached - 1


def is_at_scale_limit(opinion, limit):
    """Tells whether an opinion is an estimate at the end of its scale."""
    return (limit > 0 and not is_exact_opinion(opinion)
            and abs(opinion.estimate) >= limit)


def get_judged_mark(judged):
    """get_review_mark of a JudgedMove, a blunder resting on an estimate
    at the scale's limit being only a mistake.
    """
    mark = get_review_mark(judged.lost)
    if mark == len(MARK_NAMES) - 1 and not judged.exact and any(
            is_at_scale_limit(opinion, judged.limit)
            for opinion in [judged.played, judged.best]):
        mark -= 1
    return mark


def count_discs(number):
    """Writes a number of discs, such as '1 disc' or '6 discs'."""
    return REVIEW_LOSS.format(number, DISC_WORD if number == 1
                              else DISCS_WORD)


def format_judged_loss(judged):
    """Writes the discs a JudgedMove loses ('12 discs', 'about 5 discs')."""
    loss = count_discs(judged.lost)
    if not judged.exact:
        loss = VALUE_ABOUT.format(loss)
    return loss


def _judge_move(board, piece, move, rules, settings):
    """Judges a legal move in the think time; None if it was the only move."""
    if len(get_rule_moves(board, piece, rules)) == 1:
        return None
    opinions = analyse_moves(board, piece, rules, settings,
                             settings.think)
    hinted = recall_hint(board, piece, rules, settings) == move
    return judge_by(opinions, move, hinted, len(board) * len(board[0]))


def judge_by(opinions, move, hinted, limit):
    """The JudgedMove of move by its position's opinions, best first."""
    played = [opinion for opinion in opinions
              if opinion.move == move][0]
    best = opinions[0]
    exact = is_exact_opinion(best) and is_exact_opinion(played)
    return JudgedMove(played, best, best.key - played.key, exact, hinted,
                      limit, opinions)


def _check_near_end(board, piece, judged, rules, settings):
    """Checks a marked move near the exact boundary with the solver (see
    REVIEW_CHECK_THINKS); returns it judged by what was proven.
    """
    engine = build_engine(rules, len(board), len(board[0]))
    own, opponent = get_engine_bits(board, piece, engine)
    empties = (engine.squares & ~(own | opponent)).bit_count()
    if (judged is None or judged.exact or judged.opinions is None
            or get_judged_mark(judged) is None
            or not ANALYSIS_EXACT_EMPTIES < empties <= REVIEW_CHECK_EMPTIES):
        return judged
    sign = get_win_sign(settings)
    nodes = settings.think * SOLVER_NODES_PER_SECOND * REVIEW_CHECK_THINKS
    if settings.node_limit is not None:
        nodes = settings.node_limit
    state = create_search_state(engine, choose_board_evaluation(
        engine, settings.evaluation, sign, empties), sign,
        max(1, round(nodes)), math.inf)
    played = _solve_opinion(judged.played, own, opponent, None, state)
    opinions = [played if opinion.move == played.move else opinion
                for opinion in judged.opinions]
    if is_exact_opinion(played):
        threshold = played.key + REVIEW_INACCURACY
        for index in range(len(opinions)):
            if opinions[index].key >= threshold:
                opinions[index] = _solve_opinion(opinions[index], own,
                                                 opponent, threshold, state)
    sort_opinions(opinions)
    # A check cut short is not remembered, so a review repeated says the same.
    if state.nodes <= state.node_limit:
        remember_opinions(board, piece, rules, settings, get_analysis_reach(
            settings, settings.think), opinions)
    return judge_by(opinions, judged.played.move, judged.hinted,
                     judged.limit)


def _solve_opinion(opinion, own, opponent, threshold, state):
    """The opinion narrowed by what the solver proves of its move (own,
    opponent: the position before) in state's budget: whether it reaches
    threshold (a search value; None: no test), then if so its value.
    """
    engine = state.engine
    sign = state.sign
    empties = (engine.squares & ~(own | opponent)).bit_count()
    bounds = sorted([sign * opinion.lower, sign * opinion.upper])
    valuation = Valuation(get_square_bit(opinion.move[0], opinion.move[1],
                                         engine),
                          bounds[0], bounds[1], opinion.key)
    child = play_engine_move(own, opponent, valuation.move, engine)
    try:
        if threshold is not None:
            narrow_valuation(child, empties, valuation, threshold - 1,
                             threshold, state)
        if threshold is None or valuation.lower >= threshold:
            refine_valuation(child, empties, valuation, state)
    except SearchBudgetSpent:
        pass
    proven = sorted([sign * valuation.lower, sign * valuation.upper])
    return bound_opinion(opinion, proven[0], proven[1], sign)


def _check_marks(judgements, start, history, rules, settings):
    """Passes on each judgement, checked by _check_near_end."""
    board = copy_board(start)
    for piece, move in history:
        yield _check_near_end(board, piece, next(judgements), rules,
                              settings)
        if len(move) > 0:
            apply_rule_move(board, move[0], move[1], piece, rules)


def get_opinion_for(opinion, piece, viewer):
    """An Opinion of piece's move in viewer's values."""
    if viewer == piece:
        return opinion
    return dataclasses.replace(opinion, lower=-opinion.upper,
                               upper=-opinion.lower,
                               estimate=-opinion.estimate,
                               key=-opinion.key)


def format_review_move(number, piece, move, judged, board, write_square,
                       viewer=None):
    """Writes a move's review line: number counts passes; move [] is a
    pass; judged None an only move; values for viewer (None: the mover),
    the discs lost always the mover's.
    """
    if len(move) == 0:
        return REVIEW_MOVE.format(number, piece, REVIEW_PASS, "").rstrip()
    square = write_square(board, move)
    if judged is None:
        return REVIEW_MOVE.format(number, piece, square, REVIEW_ONLY_MOVE)
    viewer = viewer or piece
    played = get_opinion_for(judged.played, piece, viewer)
    best = get_opinion_for(judged.best, piece, viewer)
    if judged.played.key > judged.best.key:
        return REVIEW_MOVE.format(number, piece, square,
                                  REVIEW_NO_BETTER.format(
                                      format_opinion_value(played),
                                      write_square(board, best.move),
                                      format_opinion_value(best)))
    if judged.lost == 0:
        return REVIEW_MOVE.format(number, piece, square, REVIEW_BEST.format(
            format_opinion_value(played)))
    form = REVIEW_HINT_OVERRULED if judged.hinted else REVIEW_WORSE
    text = form.format(format_opinion_value(played),
                       write_square(board, best.move),
                       format_opinion_value(best), format_judged_loss(judged))
    mark = get_judged_mark(judged)
    if mark is not None:
        text = REVIEW_MARKED.format(text, MARK_PHRASES[mark])
    return REVIEW_MOVE.format(number, piece, square, text)


def explain_judged_move(board, piece, rules, judged, write_square,
                        naive=frozenset()):
    """The why lines of a JudgedMove, each after a newline."""
    reasons = find_reasons(board, piece, rules, judged.played, judged.best,
                           judged.lost, judged.exact, write_square, naive)
    return NEWLINE + format_why_lines(
        format_why(reasons, judged.played, judged.best), ANALYSIS_WIDTH)


def explain_review_move(board, piece, rules, judged, write_square,
                        naive=frozenset()):
    """The why lines a marked move's review line ends with ('' unmarked)."""
    if judged is None or get_judged_mark(judged) is None:
        return ""
    return explain_judged_move(board, piece, rules, judged, write_square,
                               naive)


def explain_analysis(board, piece, rules, opinions, write_square,
                     naive=frozenset()):
    """Writes why each move of an analysis (opinions, best first) is worse
    than the best, its loss then its why lines (--analyze --why).
    """
    best = opinions[0]
    worse = [opinion for opinion in opinions if opinion.key < best.key]
    if len(worse) == 0:
        return WHY_ALL_BEST
    lines = [WHY_ANALYSIS_HEADING.format(write_square(board, best.move))]
    for played in worse:
        judged = judge_by(opinions, played.move, False,
                          len(board) * len(board[0]))
        lines.append(WHY_ANALYSIS_MOVE.format(
            write_square(board, played.move), format_judged_loss(judged))
            + explain_judged_move(board, piece, rules, judged, write_square,
                                  naive))
    return NEWLINE.join(lines)


def _format_review_summary(name, marks, lost):
    """Writes a side's review summary (name such as 'X (human)')."""
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
    """Yields each history entry's JudgedMove in order (None for a pass or
    an only move). With jobs > 1, positions the session's analysis does
    not know yet (see Knowledge) go to that many fresh worker processes
    ("spawn", safe beside the window's threads), given the settings but
    not their memory, each table at most TABLE_LIMIT positions, judged as
    one process would. Leaving early (Ctrl-C, closed output) stops them.
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
        known = find_knowledge(board, piece, rules, settings)
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
    # Positions solved whole take longest, the emptiest most: sent first.
    empties = [count_pieces(boards[number], EMPTY) for number in sent]
    solved = sorted((place for place, count in enumerate(empties)
                     if count <= ANALYSIS_EXACT_EMPTIES),
                    key=lambda place: -empties[place])
    with start_workers(min(jobs, len(sent))) as workers:
        judged_there = call_on_workers(workers, _judge_in_worker, works,
                                       solved)
        for number, (piece, move) in enumerate(history):
            if len(move) == 0:
                yield None
            elif number in sent:
                judged = next(judged_there)
                if judged is not None:
                    judged.hinted = recall_hint(boards[number], piece,
                                                rules, settings) == move
                    # This process knows what the worker learnt.
                    remember_opinions(boards[number], piece, rules,
                                      settings, get_analysis_reach(
                                          settings, settings.think),
                                      judged.opinions)
                yield judged
            else:
                yield _judge_move(boards[number], piece, move, rules,
                                  settings)


def list_with_hindsight(judgements, history, sign, end_values=None):
    """Passes on each move's JudgedMove (None for a pass or an only move),
    its value made exact where what follows proves it (see
    _find_value_after), so no mark rests on an estimate a later exact
    value refutes. Reads judgements only up to the next judged move; sign
    is 1 when the most discs win, -1 when the fewest do; end_values as
    _get_end_values gives.
    """
    read = []

    def judgement(index):
        while len(read) <= index:
            read.append(next(judgements))
        return read[index]
    for number in range(len(history)):
        judged = judgement(number)
        if judged is not None:
            value = _find_value_after(number, history, judgement,
                                      end_values, sign)
            if value is not None:
                judged = _judge_with_value(judged, value, sign)
        yield judged


def _find_value_after(number, history, judgement, end_values, sign):
    """The exact value (final disc difference for its mover) after
    history[number]: the next judged position's, what lies between being
    forced (exact near the end: see ANALYSIS_EXACT_EMPTIES), or the
    game's end; else None. judgement(index) is a move's judgement.
    """
    mover = history[number][0]
    for later in range(number + 1, len(history)):
        piece, move = history[later]
        if len(move) == 0:
            continue
        found = judgement(later)
        if found is None:
            continue
        value = get_exact_position_value(found, sign)
        if value is None:
            return None
        return value if piece == mover else -value
    if end_values is None:
        return None
    return end_values[mover]


def get_exact_position_value(judged, sign):
    """The position's exact value (the best move's, if proven), or None."""
    best = judged.best
    if not is_exact_opinion(best):
        return None
    for opinion in judged.opinions or [best]:
        if max(sign * opinion.lower, sign * opinion.upper) > best.key:
            return None
    return best.lower


def _judge_with_value(judged, value, sign):
    """Gives a JudgedMove the played move's exact value (loss at least 0)."""
    played = dataclasses.replace(judged.played, lower=value, upper=value,
                                 estimate=value, key=sign * value)
    best = judged.best
    if best.move == played.move:
        best = played
    opinions = judged.opinions
    if opinions is not None:
        opinions = [played if opinion.move == played.move else opinion
                    for opinion in opinions]
    return dataclasses.replace(
        judged, played=played, best=best, opinions=opinions,
        lost=max(0, best.key - played.key),
        exact=is_exact_opinion(best) and best.key >= played.key)


def _get_end_values(start, history, rules, win):
    """{piece: final disc difference} if history ends the game; else None."""
    board = copy_board(start)
    for piece, move in history:
        if len(move) > 0:
            apply_rule_move(board, move[0], move[1], piece, rules)
    if get_side_to_move(board, get_opponent(history[-1][0]),
                        rules) != EMPTY:
        return None
    scores = get_final_scores(board, rules, win)
    return {piece: scores[piece] - scores[get_opponent(piece)]
            for piece in scores}


def review_game(start, history, rules, settings, write_square, names,
                show_line, note_judged=None, jobs=1, naive=frozenset()):
    """Reviews a game: shows a heading, each move's line once judged, then
    each side's summary (names: {piece: name}); note_judged(number, piece,
    judged), unless None, follows each move; jobs processes may judge at
    once; naive as Comparison's. Returns {piece: its ReviewTally}.
    """
    board = copy_board(start)
    tally = {piece: ReviewTally([0] * len(MARK_NAMES), 0) for piece in names}
    # Every value is for the side that moved first, as the graph's are.
    first = history[0][0]
    show_line(REVIEW_HEADING.format(first))
    opening = find_opening_name(start, history, rules)
    if len(opening.names) > 0:
        show_line(OPENING_REVIEW_LINE.format(
            format_opening_name(opening.names), opening.number))
    judgements = _check_marks(list_with_hindsight(
        _judge_game_moves(start, history, rules, settings, jobs), history,
        get_win_sign(settings), _get_end_values(start, history, rules,
                                                settings.win)),
        start, history, rules, settings)
    for number in range(1, len(history) + 1):
        piece, move = history[number - 1]
        judged = next(judgements)
        show_line(format_review_move(number, piece, move, judged, board,
                                     write_square, first)
                  + explain_review_move(board, piece, rules, judged,
                                        write_square, naive))
        if note_judged is not None:
            note_judged(number, piece, judged)
        if judged is not None:
            tally[piece].lost += judged.lost
            mark = get_judged_mark(judged)
            if mark is not None:
                tally[piece].marks[mark] += 1
        if len(move) > 0:
            apply_rule_move(board, move[0], move[1], piece,
                            rules)
    for piece in names:
        show_line(_format_review_summary(
            names[piece], tally[piece].marks, tally[piece].lost))
    return tally




# ======================================================================
# TERMINAL (lines read, what is shown, problems and progress)
# ======================================================================

# What every front end at a terminal shares, the game session, the
# protocols and the command line alike: a line read from standard input
# (bounded, and never a crash on odd bytes), echoed when it is piped in,
# a problem said in one line on standard error, long work shown going
# on, and a list wrapped to the message width.

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
TERMINAL_BYTES_KEPT = "surrogateescape"
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

# The widest a message may be, and how a list too long for one line
# (the hints, the rich style's legal moves) goes on: on more lines, each
# indented by LIST_INDENT, breaking only between the list's entries.
MAX_MESSAGE_WIDTH = 79
LIST_INDENT = "  "

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


def show(text):
    """Prints the text, unless it is '', flushed at once."""
    if text != "":
        print(text, flush=True)


def report_problem(message):
    """Says on standard error (never standard output), in one line, why the
    program stops, when standard error is there to say it on.
    """
    if sys.stderr is None:
        return
    try:
        print(message, file=sys.stderr)
    except OSError:
        pass


def run_with_progress(text, work):
    """Runs work (no arguments) and returns its result, showing on a
    terminal's standard error that it goes on (see PROGRESS_SECONDS).
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
    TERMINAL_LOCAL_MODES), when the program is its foreground job.
    Returns the modes before, or None when nothing changed (no terminal,
    a background job, or no termios: Windows).
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
    """Sets the termios modes of standard input's terminal (those
    _hide_typing found), unless it has gone (hung up).
    """
    import termios
    try:
        termios.tcsetattr(sys.stdin.fileno(), termios.TCSANOW, modes)
    except (OSError, ValueError, termios.error):
        pass


def show_progress(stream, text, done):
    """Writes the progress line until done (a threading.Event) is set,
    then wipes it; run on its own thread by run_with_progress.
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
    """Reads one line of standard input as bytes, without the newline;
    None for a line too long (see read_raw_line_start).
    """
    return read_raw_line_start().line


@dataclasses.dataclass(frozen=True)
class RawLine:
    """A line of input read as bytes (see read_raw_line_start)."""
    line: bytes          # the line without its newline (None: too long)
    start: bytes         # its start: all of it, or the bytes kept of it


def read_raw_line_start(limit=MAX_LINE_BYTES):
    """Reads one line of standard input as bytes, so no byte can make
    decoding fail, at most limit bytes at a time, so no line can fill the
    memory (a protocol whose lines carry whole games gives more).
    Returns a RawLine: the bytes without the newline, twice; for a line
    over limit (read to its end and dropped), None and its first limit
    bytes. Raises EOFError at the end of input, or when standard
    input is closed or cannot be read.
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
        return RawLine(None, raw_line[:limit])
    line = raw_line.rstrip(NEWLINE_BYTES)
    return RawLine(line, line)


def decode_line(raw_line):
    """Turns input bytes into text (a byte not ASCII: a replacement)."""
    return raw_line.decode(INPUT_ENCODING, INPUT_ERRORS)


def reads_a_terminal():
    """Tells whether standard input is a person typing, not piped input."""
    return sys.stdin is not None and sys.stdin.isatty()


def read_input_line(prompt):
    """Shows a prompt and reads a line, as PART 1's read_typed_line does,
    but safe from any byte and any length; input that is not a terminal
    is echoed after the prompt, so a piped game prints what a person
    would see. Returns the text (see decode_line), or None for a line too
    long. Raises EOFError at the end of input.
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
    """A line read as its echo shows it (see CARRIAGE_RETURN); its words
    stay as they are, so the echo reads as the same move.
    """
    return "".join(SPACE if character.isspace() else escape_text(character)
                   for character in text.removesuffix(CARRIAGE_RETURN))


def enable_line_editing():
    """Gives input() line editing and history (the arrow keys), where
    Python has the readline module.
    """
    try:
        # Importing readline is what gives input() its line editing.
        import readline  # noqa: F401
    except ImportError:
        pass


def _read_terminal_line(prompt):
    """Reads a line typed at a terminal after the prompt (with line
    editing where there is readline). Returns it as decode_line returns
    the same bytes piped in (each byte that is not ASCII a replacement
    character, so that save refuses such a name as it does piped), or None
    for a line too long. Raises EOFError at the end of input.
    """
    enable_line_editing()
    text = input(prompt)
    if len(text) > MAX_LINE_BYTES:
        return None
    # The terminal's bytes again: input() decoded them, those it could
    # not read kept as surrogate escapes.
    return decode_line(text.encode(sys.stdin.encoding or ECHO_ENCODING,
                                   TERMINAL_BYTES_KEPT))


def read_player_line(prompt):
    """Reads a human's line (see read_input_line), refusing a line too
    long with one line and asking again. Raises EOFError at the end of
    input.
    """
    text = read_input_line(prompt)
    while text is None:
        print(LINE_TOO_LONG_MESSAGE)
        text = read_input_line(prompt)
    return text


def wrap_list(label, entries, separator):
    """Writes a labelled list of strings, going on to more lines (each
    indented by LIST_INDENT) beyond MAX_MESSAGE_WIDTH, breaking only
    between entries (the separator's trailing spaces left off at a line's
    end). Returns the lines joined by newlines (none at the end).
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


# ======================================================================
# GAME SESSION (a game under way, and the loop every front end shares)
# ======================================================================

# Every game of PART 2 is a Game (who plays, the rules, how squares are
# typed and written, the words, the display, the steps after each turn)
# and a GameState (the board, the moves played, whose turn it is). The
# terminal plays it with play_session; the window, the protocols, the
# matches and the review use the same records and rule functions. The
# words save and review answer through GAME RECORDS and REVIEW, above,
# which read and write these records' fields.
#
# Its sub-sections, each with its constants at its top, go from the
# records up to the prompt's words:
#   1. the records and whose turn it is   4. the turn loop and help
#   2. the moves played, undo and redo    5. the hint
#   3. what the terminal says of a game   6. the prompt's words

# ----------------------------------------------------------------------
# GAME SESSION 1: THE RECORDS AND WHOSE TURN IT IS
# ----------------------------------------------------------------------

# How the game names its sides: "you" and "the computer" when one human
# plays a computer, the pieces themselves otherwise.
YOU_NAME = "you"
COMPUTER_NAME = "the computer"
NAME_WITH_PIECE = "{} ({})"

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
    answer: object       # function (state, argument) -> WordAnswer
    takes_argument: bool = False   # whether more may follow it


@dataclasses.dataclass
class Display:
    """How the terminal shows a game: fields (state) -> text ('' for none)."""
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
    seed: int = None              # the settings' seed, for the record
    record_path: str = None       # the --record file, or None
    clock: ClockSetting = None    # the game's clock, or None


@dataclasses.dataclass
class GameState:
    """A game under way, as the loop and every front end read and change it."""
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
    # ... what undo took back, for redo: [moves kept, moves taken back,
    # ... their times]
    saved_history: list = dataclasses.field(default_factory=list)
    # ... the moves as they stood when the game was last saved
    own_files: set = dataclasses.field(default_factory=set)
    # ... real paths of the files the game read or wrote (save may
    # write over them)
    side_names: dict = dataclasses.field(default_factory=dict)
    # ... {piece: name} the final line calls the sides of a game that
    # ... was over when it was loaded: the people its file names, or
    # ... their colours ({}: as get_side_name does)
    people: dict = dataclasses.field(default_factory=dict)
    # ... the people who played the moves of a game loaded from another
    # ... format (see LoadedGame.people), whom a review and a save name
    times: list = dataclasses.field(default_factory=list)
    # ... the seconds each turn of the history took, on a clock
    turn_started: float = None    # read_clock() when the turn under way
    # ... began, on a clock (None: not timed)
    flagged: str = EMPTY          # the side whose time ran out, or EMPTY


def get_side_name(piece, game):
    """Names a side in messages: 'you' and 'the computer' when one human
    plays a computer, otherwise the piece itself.
    """
    if list(game.players.values()).count(HUMAN) != 1:
        return piece
    if game.players[piece] == HUMAN:
        return YOU_NAME
    return COMPUTER_NAME


def describe_side(piece, game, label=None):
    """Names a side with its piece, such as 'you (X)' or 'the computer
    (O)'; a side named by its piece is just the piece. label is what to
    call the piece instead (None: the piece; the window says its colour).
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


def has_legal_move(state):
    """Tells whether the side due has a legal move, by the game's rules."""
    return has_rule_move(state.board, state.due, state.game.rules)


def get_next_step(state):
    """What comes next: STEP_OVER, STEP_HUMAN or STEP_COMPUTER."""
    if (state.flagged != EMPTY
            or is_rule_game_over(state.board, state.due, state.game.rules)):
        return STEP_OVER
    if state.game.players[state.due] == HUMAN:
        return STEP_HUMAN
    return STEP_COMPUTER


def is_state_over(state):
    """Tells whether a game under way has ended."""
    return get_next_step(state) == STEP_OVER


def run_after_turn(state):
    """Runs the game's after-turn steps; returns the lines they said."""
    lines = []
    for step in state.game.after_turn:
        said = step(state)
        if said != "":
            lines.append(said)
    return lines


def must_pass(state):
    """Tells whether the side due has no legal move in a game that goes on."""
    return not is_state_over(state) and not has_legal_move(state)


# ----------------------------------------------------------------------
# GAME SESSION 2: THE MOVES PLAYED, UNDO AND REDO
# ----------------------------------------------------------------------

# What undo and redo say.
NOTHING_TO_UNDO_MESSAGE = ("There is nothing to undo: you have not played "
                           "a move yet.")
UNDONE_MESSAGE = "Taken back: {}."
UNDONE_SEPARATOR = ", "
NOTHING_TO_REDO_MESSAGE = ("There is nothing to redo: undo has taken "
                           "nothing back since the last move.")
REDONE_MESSAGE = "Played again: {}."


@dataclasses.dataclass(frozen=True)
class Replayed:
    """The position after moves played again (see replay_moves)."""
    board: list          # the 2D list of pieces after them
    due: str             # the side whose turn it is then


@dataclasses.dataclass(frozen=True)
class HistoryChange:
    """What undo, redo or a move (the window's click) did to the moves
    played (see take_back, play_again and click_square).
    """
    changed: bool        # whether moves were taken back or played
    lines: list          # what to say: why not, or what was done and the
    # ... after-turn steps' lines


def replay_moves(start, first_piece, history, rules):
    """Plays [piece, move] entries (move [] for a pass), all legal, on a
    copy of start. Returns the Replayed position after them.
    """
    board = copy_board(start)
    piece_due = first_piece
    for entry in history:
        move = entry[1]
        if len(move) > 0:
            apply_rule_move(board, move[0], move[1],
                            entry[0], rules)
        piece_due = get_opponent(entry[0])
    return Replayed(board, piece_due)


def find_last_flips(start, first_piece, history, rules):
    """The squares the last move flipped, for a display to mark ([] with
    no move yet, or after a pass); arguments as replay_moves.
    """
    if len(history) == 0 or len(history[-1][1]) == 0:
        return []
    piece, move = history[-1]
    board = replay_moves(start, first_piece, history[:-1], rules).board
    return apply_rule_move(board, move[0], move[1], piece, rules)


def name_loaded_sides(state, loaded):
    """Has a review and a save name the sides of a game loaded (loaded,
    its LoadedGame) as its file names its people (none for this program's
    record), and the final line of a game over when loaded too; sets
    state.people and state.side_names, and the clock's times and flag.
    """
    state.people = dict(loaded.people)
    state.times = list(loaded.times)
    state.flagged = loaded.flagged
    state.side_names = {}
    if is_state_over(state) and len(state.people) > 0:
        state.side_names = name_people(state.people)


def create_play_state(board, game, played=None):
    """Sets up the GameState of a game on board (changed as it is played).
    played is None for a new game, or [start position, moves played] for
    one that goes on from a record (board being where they lead). The
    --record file counts as the game's own.
    """
    state = GameState(game=game, board=board, start=copy_board(board),
                      due=game.first)
    if played is not None:
        state.start = played[0]
        state.history = played[1]
        state.due = replay_moves(played[0], game.first, played[1],
                                 game.rules).due
    state.saved_history = list(state.history)
    if game.record_path is not None:
        state.own_files.add(os.path.realpath(game.record_path))
    return state


def get_last_move(state):
    """The last move's [row, col], or [] before any move or after a pass."""
    if len(state.history) == 0:
        return []
    return state.history[-1][1]


def get_marked_moves(state):
    """The moves a display marks: the legal moves of a human due ([] on a
    computer's turn or once the game is over).
    """
    if get_next_step(state) != STEP_HUMAN:
        return []
    return get_legal_moves(state)


def _find_undo_point(history, game):
    """Finds how far 'undo' takes a game back: to just before the last
    move made at the keyboard, so a human playing a computer takes back
    their move and the reply, and two humans one move at a time. A
    human's pass is not made at the keyboard (the program passes for a
    stuck human): it goes with the move before. Returns how many history
    entries stay, or None when no move was made at the keyboard.
    """
    for index in reversed(range(len(history))):
        if (game.players[history[index][0]] == HUMAN
                and len(history[index][1]) > 0):
            return index
    return None


def format_taken_back(state, entries, message=UNDONE_MESSAGE):
    """Writes what undo took back (or, with REDONE_MESSAGE, redo played)."""
    return message.format(UNDONE_SEPARATOR.join(
        list_written_moves(state, entries)))


def list_written_moves(state, entries):
    """The [piece, move] entries' moves as the game writes squares,
    PASS_WORD for a pass.
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
    keyboard (see _find_undo_point), keeps it for redo and runs the
    after-turn steps (the record is rewritten). Returns a HistoryChange:
    whether anything was taken back (state is changed then), and
    NOTHING_TO_UNDO_MESSAGE or what was taken back and the steps' lines.
    """
    history = state.history
    kept = _find_undo_point(history, state.game)
    if kept is None:
        return HistoryChange(False, [NOTHING_TO_UNDO_MESSAGE])
    lines = [format_taken_back(state, history[kept:])]
    state.taken_back.append([history[:kept], history[kept:],
                             state.times[kept:]])
    del history[kept:]
    del state.times[kept:]
    return HistoryChange(True, lines + set_history(state))


def can_take_back(state):
    """Tells whether undo has a move to take back (see take_back)."""
    return _find_undo_point(state.history, state.game) is not None


def can_play_again(state):
    """Tells whether redo has moves to play again: undo took some back,
    and no move was made since.
    """
    taken_back = state.taken_back
    return len(taken_back) > 0 and taken_back[-1][0] == state.history


def play_again(state):
    """Redo: plays again what the last undo took back, unless a move was
    made since (which forgets them). Returns a HistoryChange as
    take_back does (NOTHING_TO_REDO_MESSAGE when nothing is).
    """
    history = state.history
    taken_back = state.taken_back
    if not can_play_again(state):
        # A move made since undo starts a new line: forget the old one.
        taken_back.clear()
        return HistoryChange(False, [NOTHING_TO_REDO_MESSAGE])
    kept, entries, times = taken_back.pop()
    del state.times[len(history):]
    state.times.extend(times)
    history.extend(entries)
    lines = [format_taken_back(state, entries, REDONE_MESSAGE)]
    return HistoryChange(True, lines + set_history(state))


def set_history(state):
    """Brings the board (in place), the side due and the last flips in
    line with the history after undo or redo, forgets a loaded game's
    side names, and returns what the after-turn steps said.
    """
    game = state.game
    replayed = replay_moves(state.start, game.first,
                            state.history, game.rules)
    # The board is changed in place: the caller's board is the game's.
    state.board[:] = replayed.board
    state.due = replayed.due
    state.flips = find_last_flips(state.start, game.first, state.history,
                                  game.rules)
    # The game's own players play on from here, with the time of the
    # moves taken back given back.
    state.side_names = {}
    state.flagged = EMPTY
    state.turn_started = None
    return run_after_turn(state)


# ----------------------------------------------------------------------
# GAME SESSION 3: THE CLOCK
# ----------------------------------------------------------------------

# A game on a clock (the Game's ClockSetting, from --clock) gives each
# side its main time for the whole game and the increment back after
# each of its moves; a side whose time runs out loses the game, as the
# WOF's rules have it. GameState.times keeps each turn's seconds beside
# the history, and a side's time left is counted from them, so undo
# gives back the time of the moves it takes back and a saved game
# resumes with its times. A computer on the clock thinks as
# plan_clock_think says (COMPUTER PLAYERS). At a terminal that has an
# alarm (signal.setitimer), the flag falls at the prompt the moment the
# time runs out; elsewhere, when the move comes.
CLOCK_FORMAT = "{}:{:02d}"
CLOCKS_MESSAGE = "Clocks: X {}, O {}."
TIME_OUT_MESSAGE = "{}'s time ran out: the game is over."
# The least alarm set (setitimer takes 0 as no alarm at all).
LEAST_ALARM_SECONDS = 0.001


class TimeRanOut(Exception):
    """The clock's alarm: the side due's time ran out at the prompt."""


def read_clock():
    """The clock's reading in seconds (time.monotonic; tests replace it)."""
    return time.monotonic()


def get_time_left(state, piece):
    """The seconds piece has left on the game's clock, its turn under way
    counted.
    """
    clock = state.game.clock
    left = clock.main
    for entry, seconds in zip(state.history, state.times):
        if entry[0] == piece:
            left -= seconds
            if len(entry[1]) > 0:
                left += clock.increment
    if piece == state.due and state.turn_started is not None:
        left -= read_clock() - state.turn_started
    return left


def get_turn_seconds(state):
    """The seconds the turn under way has taken (0 when not timed)."""
    if state.turn_started is None:
        return 0.0
    return read_clock() - state.turn_started


def format_clock(seconds):
    """m:ss of a time left, a second begun counting whole (0:00 once run
    out, as a clock shows it).
    """
    minutes, whole = divmod(max(0, math.ceil(seconds)), SECONDS_A_MINUTE)
    return CLOCK_FORMAT.format(minutes, whole)


def format_clocks(state):
    """Both sides' time left ('' with no clock)."""
    if state.game.clock is None:
        return ""
    return CLOCKS_MESSAGE.format(
        format_clock(get_time_left(state, PLAYER_PIECE)),
        format_clock(get_time_left(state, COMPUTER_PIECE)))


def start_turn_clock(state):
    """Starts the side due's clock (on a clock)."""
    if state.game.clock is not None:
        state.turn_started = read_clock()


def keep_turn_clock(state):
    """Starts the side due's clock unless its turn's clock already runs."""
    if state.turn_started is None:
        start_turn_clock(state)


def check_flag(state):
    """Tells whether the side due's time has run out, marking it as
    flagged (the game is then over).
    """
    if state.game.clock is None or get_time_left(state, state.due) >= 0:
        return False
    state.flagged = state.due
    return True


def get_state_winner(state):
    """The winner of a game over: the other side when a flag fell, else
    as the rules count the board (EMPTY for a tie).
    """
    if state.flagged != EMPTY:
        return get_opponent(state.flagged)
    return get_rule_winner(state.board, state.game.win)


def prepare_computer_move(state):
    """A function () -> the computer due's move, on the board as it is now
    and, on a clock, with the think time its clock allows now
    (plan_clock_think), so it may run on another thread.
    """
    game = state.game
    choose = functools.partial(game.players[state.due],
                               copy_board(state.board), state.due)
    if game.clock is None or game.settings is None:
        return choose
    think = plan_clock_think(get_time_left(state, state.due),
                             game.clock.increment,
                             count_moves_to_come(state.board))
    # The player's Settings but the think time (the same random numbers
    # and memory): the game's own stay as they are for the hint.
    return functools.partial(choose, settings=dataclasses.replace(
        game.settings, think=think))


def run_on_clock(state, work):
    """work() with an alarm that raises TimeRanOut when the side due's
    time runs out (on a clock, where the platform has setitimer, on the
    main thread).
    """
    if (state.game.clock is None or not hasattr(signal, "setitimer")
            or threading.current_thread() is not threading.main_thread()):
        return work()

    def ring(number, frame):
        raise TimeRanOut()
    left = get_time_left(state, state.due)
    previous = signal.signal(signal.SIGALRM, ring)
    signal.setitimer(signal.ITIMER_REAL, max(left, LEAST_ALARM_SECONDS))
    try:
        return work()
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


# ----------------------------------------------------------------------
# GAME SESSION 4: WHAT THE TERMINAL SAYS OF A GAME
# ----------------------------------------------------------------------

# What the terminal says of a game's turns and of its end.
BOARD_FULL_END_MESSAGE = "The board is full: the game is over."
BOTH_STUCK_END_MESSAGE = "Neither side has a legal move: the game is over."
PASS_MESSAGE = "No legal move for {}: the turn passes to {}."
STATUS_MESSAGE = "Move {}. X {}, O {}. {} to play."
# The side to play in a status line, when the side due must pass.
STATUS_PASSING_SIDE = "{} must pass: {}"
STATUS_SEPARATOR = " "
SENTENCE_ENDS = ".!?"
FULL_STOP = "."

MOVE_MESSAGE = "{} played {}"
STUCK_END_MESSAGE = "No legal move for {}: the game is over."
SIDE_WINS_MESSAGE = "{} wins!"
QUIT_MESSAGE = "The game was ended with quit."
LEAD_MESSAGE = "In the lead: {}."
LEVEL_MESSAGE = "Nobody leads: the score is level."


def _format_rule_end(state):
    """Why a finished game ended: a side's time ran out; who had no legal
    move under rules without passing; a full board; neither side able to
    move.
    """
    if state.flagged != EMPTY:
        return TIME_OUT_MESSAGE.format(state.flagged)
    if not state.game.rules.can_pass:
        return STUCK_END_MESSAGE.format(describe_side(state.due, state.game))
    if count_pieces(state.board, EMPTY) == 0:
        return BOARD_FULL_END_MESSAGE
    return BOTH_STUCK_END_MESSAGE


def format_last_turn(state):
    """What the last turn did: 'The computer played 2 4', or that a side
    with no legal move passed.
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
    """Writes the status line: the move number, each side's count, whose
    turn it is and the opening's name ('Move 3. X 4, O 1. The computer
    (O) to play.'); once the game is over, why it ended, the score and the
    winner, as sentences. form takes the move number, X's and O's counts
    and the side to move; labels is as describe_turn's.
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
                              state.game.rules).names
    if len(names) > 0:
        line += OPENING_STATUS.format(names[0])
    return line


def describe_turn(state, labels=None):
    """Names the side to play as a sentence starts: the side due, or, when
    it must pass, it and the side that plays instead ('You (X) must pass:
    the computer (O)'). labels: None, or {piece: what to call it}.
    """
    labels = labels or {}
    due = state.due
    side = capitalize_first(describe_side(due, state.game, labels.get(due)))
    if not must_pass(state):
        return side
    other = get_opponent(due)
    return STATUS_PASSING_SIDE.format(side, describe_side(
        other, state.game, labels.get(other)))


def format_board_block(state, heading, draw):
    """The board drawn by draw as a block of the transcript: a blank line
    before it once a turn has been shown, and one after it.
    """
    block = draw(state.board, heading) + "\n"
    if state.turns_shown > 0:
        block = "\n" + block
    return block


def format_final_result(state):
    """The three lines that close a game (why it ended, the score, the
    winner), joined by newlines (none at the end).
    """
    game = state.game
    winner = get_state_winner(state)
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
    """The three lines that close a game ended with quit (that it was
    quit, the score, who leads), joined by newlines (none at the end).
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


# ----------------------------------------------------------------------
# GAME SESSION 5: THE TURN LOOP AND HELP
# ----------------------------------------------------------------------

# How the prompt asks the side due for its move.
YOUR_POSSESSIVE = "your"
SIDE_POSSESSIVE = "{}'s"
SIDE_MOVE_PROMPT = "Enter {} move ({}): "

# The words every game knows (in any letter case), and what help says.
QUIT_WORDS = ["quit", "exit"]
# What the prompt says when Ctrl-C stops a word's work (at a terminal).
INTERRUPTED_WORD_MESSAGE = "Stopped. The game goes on."
# The progress line while best searches its game (minutes, once a game).
BEST_GAME_PROGRESS_TEXT = "searching for the best game..."
HELP_WORDS_HEADING = "Or type one of these words:"
HELP_ENTRY = "  {:<12}{}"

# What a word's answer tells the loop to do next: ask for the move
# again, play a pass (the one move a word can make), start the turn
# again (undo or redo changed the position), or end the game.
ACTION_ASK = "ask again"
ACTION_MOVE = "move"
ACTION_RESTART = "restart the turn"
ACTION_QUIT = "quit"


@dataclasses.dataclass(frozen=True)
class WordAnswer:
    """A word's answer: what the loop does next, and what it shows."""
    action: str          # what the loop does next (an ACTION_ constant)
    text: str            # what to show ('' for nothing)


@dataclasses.dataclass(frozen=True)
class HumanTurn:
    """What a human's turn at the prompt came to (see _read_human_move)."""
    action: str          # ACTION_MOVE, ACTION_RESTART or ACTION_QUIT
    move: list           # the legal [row, col] move ([]: a pass, or none)


def play_turn(state, move):
    """Plays the turn of the side due: its legal [row, col] move, or []
    for a pass; keeps it in the history (state is changed) and runs the
    after-turn steps. Returns what they said ('' for nothing).
    """
    piece = state.due
    state.flips = []
    if len(move) > 0:
        state.flips = apply_rule_move(state.board, move[0], move[1], piece,
                                      state.game.rules)
    times = state.times
    del times[len(state.history):]
    times += [0.0] * (len(state.history) - len(times))
    times.append(get_turn_seconds(state))
    state.turn_started = None
    state.history.append([piece, move])
    state.due = get_opponent(piece)
    return "\n".join(run_after_turn(state))


def find_word(words, tokens):
    """The Word a typed line's tokens start with, or None (also for a
    word that takes no argument followed by more).
    """
    if len(tokens) == 0:
        return None
    for word in words:
        if tokens[0].lower() in word.names and (len(tokens) == 1
                                                or word.takes_argument):
            return word
    return None


def answer_word(state, word, text):
    """Answers a line that starts with the word (what follows it is its
    argument): a WordAnswer.
    """
    argument = text.strip()[len(text.split()[0]):].strip()
    return word.answer(state, argument)


def _format_move_prompt(state):
    """The prompt for a human's move: 'Enter your move (row col): ' when
    one human plays, 'Enter X's move (row col): ' when two do.
    """
    name = get_side_name(state.due, state.game)
    whose = SIDE_POSSESSIVE.format(name)
    if name == YOU_NAME:
        whose = YOUR_POSSESSIVE
    return SIDE_MOVE_PROMPT.format(whose, state.game.move_form)


def _read_human_move(state, read_line):
    """Asks the human due for a move until an acceptable line is typed,
    printing why each rejected line was refused; a word is answered (it
    may change state). read_line shows a prompt and returns the line.
    Returns a HumanTurn: ACTION_MOVE and the legal move ([] for a pass),
    or ACTION_RESTART or ACTION_QUIT and []. At a terminal, Ctrl-C during a
    word's work stops the work, and Ctrl-C at the prompt is quit (asking
    first when moves are unsaved). Raises EOFError when the input ends,
    KeyboardInterrupt for Ctrl-C from piped input or at the quit question.
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
                reply = WordAnswer(ACTION_ASK, INTERRUPTED_WORD_MESSAGE)
                print()
            show(reply.text)
            if reply.action != ACTION_ASK:
                return HumanTurn(reply.action, [])
        else:
            try:
                return HumanTurn(ACTION_MOVE, _check_game_move(text, state))
            except MoveRefused as refused:
                print(refused.args[0])


def _choose_computer_move(state):
    """The computer due's move (see prepare_computer_move), with a progress
    line at a terminal while best searches its game.
    """
    work = prepare_computer_move(state)
    if state.game.player_names[state.due] == BEST_PLAYER:
        return run_with_progress(BEST_GAME_PROGRESS_TEXT, work)
    return work()


def play_session(state, read_line, resumed=False):
    """Plays a game from its state to the end: the loop every terminal
    game of PART 2 runs. Each turn a human types a move (or a word), or a
    computer's function chooses one; the display shows each step, and the
    rules decide when the game is over. read_line reads a human's line;
    resumed: the game goes on after undo once it was over (shown as after
    undo, not as a start). Returns the winner (the leader after quit),
    EMPTY for a tie. Raises EOFError when the input ends before the game
    does.
    """
    game = state.game
    if resumed:
        show(game.display.restart(state))
    else:
        show(game.display.start(state))
    step = get_next_step(state)
    while step != STEP_OVER:
        action = ACTION_MOVE
        start_turn_clock(state)
        try:
            if step == STEP_COMPUTER:
                move = _choose_computer_move(state)
            else:
                show(game.display.human_turn(state))
                show(format_clocks(state))
                turn = run_on_clock(state, functools.partial(
                    _read_human_move, state, read_line))
                action, move = turn.action, turn.move
        except TimeRanOut:
            state.flagged = state.due
        if action == ACTION_QUIT:
            show(game.display.quit(state))
            return get_rule_winner(state.board, game.win)
        if state.flagged != EMPTY or (action == ACTION_MOVE
                                      and check_flag(state)):
            break
        if action == ACTION_RESTART:
            show(game.display.restart(state))
        else:
            said = play_turn(state, move)
            show(game.display.turn(state))
            show(said)
        state.turns_shown += 1
        step = get_next_step(state)
    state.turn_started = None
    show(game.display.end(state))
    return get_state_winner(state)


def format_help(state):
    """What help prints: how a move is typed in this game, then the
    words, as lines joined by newlines (none at the end).
    """
    lines = [state.game.move_help, HELP_WORDS_HEADING]
    for word in state.game.words:
        lines.append(HELP_ENTRY.format(word.usage, word.meaning))
    return "\n".join(lines)


def answer_help(state, argument):
    """Answers the word help (or ?): the list of what can be typed."""
    return WordAnswer(ACTION_ASK, format_help(state))


def read_line_or_pass(state, read_line, prompt):
    """Reads a human's line with read_line, or returns PASS_WORD without
    reading when, under rules with passing, the human has no legal move.
    """
    if must_pass(state):
        return PASS_WORD
    return read_line(prompt)


def _check_game_move(text, state):
    """Checks a typed line as a move in any game (see check_rule_move); a
    side with no legal move is told to pass. Returns the legal [row, col];
    raises MoveRefused with the one-line reason.
    """
    if not has_legal_move(state):
        raise MoveRefused(MUST_PASS_MESSAGE)
    rules = state.game.rules
    return check_rule_move(text, state.board, state.due,
                           rules, rules.first_number,
                           rules.square_names)


# ----------------------------------------------------------------------
# GAME SESSION 6: THE HINT
# ----------------------------------------------------------------------

# What the hint says.
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
# Against the naive computer, the hint also names the first move of the
# best game from here (find_best_game, in the positions the think time
# buys at BEST_GAME_POSITIONS_A_SECOND) and how it ends.
BEST_GAME_HINT_MESSAGE = ("Best game against the naive computer: {}, "
                          "ending with {} ({}).")
BEST_GAME_POSITIONS_A_SECOND = 40000


def _format_hints(board, hints, write_square):
    """Writes the answer to 'hint' from [row, col, flip count] entries:
    most flips first, then reading order (easier to scan than get_hints'
    MSU CSE 231 order), wrapped by wrap_list; NO_HINT_MESSAGE for none.
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
    """The game's Settings, or fresh ones for how it is won if it has none."""
    settings = game.settings
    if settings is None:
        settings = create_settings(win=game.win)
    return settings


def analyse_hint(board, piece, game):
    """Finds the hint's move by the analysis a review makes of the position
    (analyse_moves in the think time), so a review never says the hint's
    move lost discs against a search of the same depth. When its value is
    exact, the strongest computer also plays the game out, for the final
    score with best play (its move, when two are equally good). Returns
    the Analysis, or None when the side has no legal move.
    """
    settings = get_game_settings(game)
    opinions = analyse_moves_by(board, piece, game.rules, settings,
                                settings.think, None, settings.jobs)
    if len(opinions) == 0:
        return None
    best = opinions[0]
    remember_hint(board, piece, game.rules, settings, best.move)
    final = []
    if is_exact_opinion(best):
        final = _play_out_hint(board, piece, best, game.rules, settings)
    return Analysis(piece, best.move, best.key, is_exact_opinion(best),
                    final, best)


def _play_out_hint(board, piece, best, rules, settings):
    """The board at the end of the game after the best move (an exact
    Opinion) with best play on both sides, so an exact hint always says
    how the game ends; found by the solver, with no limit (the value is
    known, so it only confirms each move).
    """
    engine = build_engine(rules, len(board), len(board[0]))
    own, opponent = get_engine_bits(board, piece, engine)
    sign = get_win_sign(settings)
    after = play_engine_move(own, opponent, get_square_bit(
        best.move[0], best.move[1], engine), engine)
    empties = (engine.squares & ~(after[0] | after[1])).bit_count()
    state = create_search_state(engine, choose_board_evaluation(
        engine, settings.evaluation, sign, empties), sign, NO_NODE_LIMIT,
        math.inf)
    final_own, final_opponent = play_out_best_line(after[0], after[1],
                                                   -best.key, state)
    # The sides after the move: the opponent's bits first.
    return get_bits_board(final_opponent, final_own, piece, engine)


def format_best_move(board, analysis, game):
    """Writes the hint's last line: the best move as the player types it,
    then how the game ends with best play when the solver reached the end
    of every line ('Best move: 2 4 (X wins 36-28 with best play)'), or
    else the move's value for the side to move.
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


def list_best_game_hint(board, piece, game):
    """[] or, when piece's opponent is the naive computer, [the hint's line
    on the best game against it] (BEST_GAME_HINT_MESSAGE).
    """
    if game.player_names[get_opponent(piece)] != NAIVE:
        return []
    settings = get_game_settings(game)
    sign = get_win_sign(settings)
    positions = settings.node_limit or round(settings.think
                                             * BEST_GAME_POSITIONS_A_SECOND)
    found = find_best_game(board, piece, game.rules, sign, positions)
    return [BEST_GAME_HINT_MESSAGE.format(
        game.write_square(board, found.moves[0]), found.score,
        qualify_best_game(found, sign))]


def list_best_line(board, analysis, game):
    """The hint's expected line, as [] or [the line] (BEST_LINE_MESSAGE)."""
    opinion = analysis.opinion
    if opinion is None or len(opinion.line) == 0:
        return []
    return [BEST_LINE_MESSAGE.format(format_best_line(board, opinion,
                                                      game.write_square))]


# ----------------------------------------------------------------------
# GAME SESSION 7: THE PROMPT'S WORDS
# ----------------------------------------------------------------------

THINKING_TEXT = "thinking..."
ANALYSING_TEXT = "analysing every move..."

# The words that ask for help, and how help joins a word's spellings.
HELP_WORDS = ["help", "?"]
WORD_SEPARATOR = ", "

# The extra words a human may type instead of a move, and what help
# says of them (pass only where a stuck side passes).
HINT_WORD = "hint"
UNDO_WORD = "undo"
SAVE_WORD = "save"
REPLACE_WORD = "save!"
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
# load FILE N: the file's name and the number, split at the last space.
LOAD_ARGUMENT_PARTS = 2
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
# load asks as quit does before it replaces moves not saved.
LOAD_QUESTION = UNSAVED_MESSAGE + " Load anyway? (y/n) "
LOAD_CANCELLED_MESSAGE = QUIT_CANCELLED_MESSAGE
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
# What a terminal is asked once a game is over (piped input is not);
# undo there takes the game back into play, so a finished game, a loaded
# one too, can be stepped through with undo and redo.
GAME_OVER_QUESTION = ("Type review to judge the game, why, undo, moves, "
                      "save FILE, or Enter to leave: ")
WHY_WORD = "why"
HELP_WHY = "why the last move (or MOVE, here) is worse than the best"
WHY_USAGE = "why [MOVE]"
WHY_NO_MOVE = "There is no move to explain yet."
WHY_PASSED = "The last move was a pass: there is nothing to explain."
GAME_OVER_WORDS = [REVIEW_WORD, WHY_WORD, UNDO_WORD, MOVES_WORD, SAVE_WORD,
                   REPLACE_WORD]
GAME_OVER_REFUSAL = ("The game is over: only review, why, undo, moves, "
                     "save and save! work now.")
NO_MOVES_YET_MESSAGE = "No move has been played yet."

CANNOT_PASS_MESSAGE = ("You cannot pass while you have a legal move "
                       "(type hint to see them).")


def answer_hint(state, argument):
    """Answers hint: the legal moves with their flip counts, and the move
    the strongest computer would play.
    """
    game = state.game
    board = state.board
    rules = game.rules
    lines = [_format_hints(board, get_hints(board, state.due, rules),
                          game.write_square)]
    if has_legal_move(state):
        analysis = run_with_progress(THINKING_TEXT, functools.partial(
            analyse_hint, board, state.due, game))
        lines.append(format_best_move(board, analysis, game))
        lines += list_best_line(board, analysis, game)
        lines += list_best_game_hint(board, state.due, game)
    return WordAnswer(ACTION_ASK, "\n".join(lines))


def answer_analyze(state, argument):
    """Answers analyze: every legal move's value, best first, as --analyze
    gives it (see analyse_moves).
    """
    game = state.game
    board = state.board
    settings = get_game_settings(game)
    opinions = run_with_progress(ANALYSING_TEXT, functools.partial(
        analyse_moves_together, board, state.due, game.rules, settings,
        settings.jobs))
    return WordAnswer(ACTION_ASK, format_analysis(board, state.due, opinions,
                                                  game.write_square))


def answer_why(state, argument):
    """Answers why: why the last move, or MOVE in the position now, is
    worse than the best (see find_reasons), after its review line; the
    analysis is the one hint, analyze and review share.
    """
    game = state.game
    if argument == "":
        if len(state.history) == 0:
            return WordAnswer(ACTION_ASK, WHY_NO_MOVE)
        piece, move = state.history[-1]
        if len(move) == 0:
            return WordAnswer(ACTION_ASK, WHY_PASSED)
        number = len(state.history)
        board = replay_moves(state.start, state.history[0][0],
                             state.history[:-1], game.rules).board
    else:
        try:
            move = _check_game_move(argument, state)
        except MoveRefused as refused:
            return WordAnswer(ACTION_ASK, refused.args[0])
        piece, board, number = state.due, state.board, len(state.history) + 1
    settings = get_game_settings(game)
    opinions = run_with_progress(ANALYSING_TEXT, functools.partial(
        analyse_moves_together, board, piece, game.rules, settings,
        settings.jobs))
    judged = judge_by(opinions, move, False, len(board) * len(board[0]))
    text = format_review_move(number, piece, move, judged, board,
                              game.write_square)
    if judged.lost > 0:
        text += explain_judged_move(board, piece, game.rules, judged,
                                    game.write_square,
                                    list_naive_sides(game.player_names))
    return WordAnswer(ACTION_ASK, text)


def ask_after_game(state, read_line):
    """At a terminal, once a game is over, offers review, undo, moves,
    save and save! until Enter, quit, the end of input or Ctrl-C. Piped
    input is not asked, so transcripts stay as they are. Returns True
    when undo took moves back (the game goes on: see play_session's
    resumed), else False.
    """
    if not reads_a_terminal() or not is_state_over(state):
        return False
    words = [word for word in state.game.words
             if word.names[0] in GAME_OVER_WORDS]
    try:
        while True:
            text = read_line(GAME_OVER_QUESTION)
            tokens = text.split()
            if len(tokens) == 0 or tokens[0].lower() in QUIT_WORDS:
                return False
            word = find_word(words, tokens)
            if word is None:
                print(GAME_OVER_REFUSAL)
                continue
            reply = answer_word(state, word, text)
            show(reply.text)
            if reply.action == ACTION_RESTART:
                return True
    except (EOFError, KeyboardInterrupt):
        # The game is over and kept as it was: leaving is all that is left.
        print()
    return False


def get_review_names(player_names):
    """Names the sides for a review's summary, such as 'X (human)'."""
    return {piece: NAME_WITH_PIECE.format(piece, player_names[piece])
            for piece in [PLAYER_PIECE, COMPUTER_PIECE]}


def get_state_review_names(state):
    """Names the sides of a game under way for its review (see
    name_review_sides).
    """
    return name_review_sides(state.people, state.game.player_names)


def name_review_sides(people, player_names):
    """Names the sides for a review: as the file a game was loaded from
    names the people who played it (people; see name_people), or by its
    players (see get_review_names) when it names none.
    """
    if len(people) > 0:
        return name_people(people)
    return get_review_names(player_names)


def answer_review(state, argument):
    """Answers review: every move so far judged against the best (see
    review_game). With all, or from piped input, each move's line is shown
    as it is judged, then the summary (the answer's text is ''); at a
    terminal the answer is the summary, then the marked moves (see
    lead_review). REVIEW_USAGE_MESSAGE answers another argument.
    """
    game = state.game
    if argument.lower() not in ["", REVIEW_ALL_WORD]:
        return WordAnswer(ACTION_ASK, REVIEW_USAGE_MESSAGE)
    if len(state.history) == 0:
        return WordAnswer(ACTION_ASK, REVIEW_NO_MOVES)
    names = get_state_review_names(state)
    settings = get_game_settings(game)
    review = functools.partial(review_game, state.start, state.history,
                               game.rules, settings, game.write_square,
                               names, jobs=settings.jobs,
                               naive=list_naive_sides(game.player_names))
    if argument != "" or not reads_a_terminal():
        review(show)
        return WordAnswer(ACTION_ASK, "")
    lines = []
    marked = []

    def note_judged(number, piece, judged):
        # The move's line has just been shown: it is the last one.
        if judged is not None and get_judged_mark(judged) is not None:
            marked.append(lines[-1])
    run_with_progress(REVIEWING_TEXT, functools.partial(
        review, lines.append, note_judged))
    return WordAnswer(ACTION_ASK, lead_review(
        lines, marked, len(state.history), len(names)))


def lead_review(lines, marked, move_count, summaries):
    """Orders review_game's lines (headings, move_count move lines, then
    summaries summary lines) for a screen: the headings and summary, the
    marked moves' lines, then how to see every move; joined by newlines.
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
    """Answers pass: ACTION_MOVE (and '') for a side with no legal move,
    otherwise ACTION_ASK and why not.
    """
    if has_legal_move(state):
        return WordAnswer(ACTION_ASK, CANNOT_PASS_MESSAGE)
    return WordAnswer(ACTION_MOVE, "")


def answer_undo(state, argument):
    """Answers the word undo (see take_back)."""
    return answer_changed_history(take_back(state))


def answer_redo(state, argument):
    """Answers the word redo (see play_again)."""
    return answer_changed_history(play_again(state))


def answer_changed_history(done):
    """Turns take_back's or play_again's HistoryChange into a word's
    answer: ACTION_RESTART when the position changed, else ACTION_ASK.
    """
    if done.changed:
        return WordAnswer(ACTION_RESTART, "\n".join(done.lines))
    return WordAnswer(ACTION_ASK, "\n".join(done.lines))


def answer_save(state, argument, replace=False):
    """Answers save: writes the game's record to the file named, unless it
    holds something other than this game (see check_file_to_replace);
    save! (replace) writes over anything. The answer says whether the
    game was saved.
    """
    if argument == "":
        return WordAnswer(ACTION_ASK, SAVE_USAGE_MESSAGE)
    reason = _check_typed_name(argument)
    if reason == "":
        if not replace:
            other = check_file_to_replace(argument, state)
            if other != "":
                return WordAnswer(ACTION_ASK, NOT_REPLACED_MESSAGE.format(
                    show_path(argument), other, show_path(argument)))
        reason = save_state(state, argument)
    if reason != "":
        return WordAnswer(ACTION_ASK, NOT_SAVED_MESSAGE.format(
            show_path(argument), reason))
    return WordAnswer(ACTION_ASK, SAVED_MESSAGE.format(show_path(argument)))


def save_state(state, path):
    """Writes the game's record to path (GGF for a .ggf name; see
    write_saved_game); when written, notes the game saved and the file
    its own. Returns '' when written, otherwise the reason.
    """
    reason = write_saved_game(state, path)
    if reason == "":
        state.saved_history = list(state.history)
        state.own_files.add(os.path.realpath(path))
    return reason


def _check_typed_name(name):
    """Tells why a file name typed at the prompt is refused: '' when it is
    not, NOT_ASCII_NAME_ERROR or CONTROL_NAME_ERROR.
    """
    # The typed line was decoded as ASCII: other characters are
    # replacement characters, which would name another file.
    if not name.isascii():
        return NOT_ASCII_NAME_ERROR
    if not name.isprintable():
        return CONTROL_NAME_ERROR
    return ""


def answer_load(state, argument):
    """Answers load: the game named (a file, and a game's number, or a
    move string) replaces the one under way if played under the same
    rules and won the same way (see _read_game_to_load); at a terminal,
    with moves not saved, it first asks, as quit does (piped input loads
    at once). A file of several games is listed unless a number follows.
    Answers ACTION_RESTART and what was loaded, or ACTION_ASK and why
    not, or the list of the file's games. Raises EOFError when the input
    ends at the question.
    """
    if argument == "":
        return WordAnswer(ACTION_ASK, LOAD_USAGE_MESSAGE)
    problem = _check_typed_name(argument)
    if problem != "":
        return WordAnswer(ACTION_ASK, NOT_LOADED_MESSAGE.format(
            RECORD_ERROR.format(show_path(argument), problem)))
    try:
        chosen = _read_game_to_load(state, argument)
    except MemoryError:
        return WordAnswer(ACTION_ASK, NOT_LOADED_MESSAGE.format(
            RECORD_ERROR.format(show_path(argument), LOAD_MEMORY_ERROR)))
    if chosen.refusal != "":
        return WordAnswer(ACTION_ASK, chosen.refusal)
    if is_unsaved(state) and reads_a_terminal():
        answer = read_player_line(LOAD_QUESTION).strip().lower()
        if answer not in YES_WORDS:
            return WordAnswer(ACTION_ASK, LOAD_CANCELLED_MESSAGE)
    return WordAnswer(ACTION_RESTART, _play_on_from(state, chosen.loaded,
                                                    chosen.source))


@dataclasses.dataclass(frozen=True)
class GameToLoad:
    """The game load names (see _read_game_to_load), or why not."""
    loaded: LoadedGame   # the game (None when refused)
    source: str          # what messages call it (None when refused)
    refusal: str         # why not, or the list of a file's games ('' for
    # ... a game that can replace the one under way)


@dataclasses.dataclass(frozen=True)
class LoadArgument:
    """load's argument, split (see _split_load_argument)."""
    text: str            # a file's name, or a game typed
    number: int          # the number of a file's game (None: not given)


def _read_game_to_load(state, argument):
    """Reads the game load names (see answer_load): a GameToLoad, the
    LoadedGame and its source when it can replace the game under way,
    otherwise the line saying why not, or listing the games of the file.
    """
    split = _split_load_argument(argument)
    number = split.number
    named = read_named_game(split.text, LOAD_TEXT_SOURCE)
    game_file, source = named.game_file, named.source
    shown = show_path(source)
    if number is None and len(game_file.games) > 1:
        return GameToLoad(None, None, "\n".join(
            list_filed_games(game_file, source)
            + [LOAD_CHOICE_MESSAGE.format(shown)]))
    loaded = choose_filed_game(game_file, number, source)
    game = state.game
    if loaded.error == "" and loaded.rules != game.rules:
        loaded.error = LOAD_RULES_ERROR.format(shown, loaded.rules.name,
                                               game.rules.name)
    elif loaded.error == "" and loaded.win != game.win:
        loaded.error = LOAD_WIN_ERROR.format(shown, loaded.win, game.win)
    if loaded.error != "":
        # A rule's reason ends with its own full stop.
        return GameToLoad(None, None, NOT_LOADED_MESSAGE.format(
            loaded.error.rstrip(FULL_STOP)))
    return GameToLoad(loaded, source, "")


def _play_on_from(state, loaded, source):
    """Puts the loaded game in the place of the one under way: its start
    becomes the Game's first and top_left; its players and rules stay.
    Returns what to say (the loaded game, and the after-turn steps).
    """
    game = state.game
    game.first = loaded.first
    game.top_left = loaded.top_left
    state.board[:] = copy_board(loaded.board)
    state.start = loaded.start
    state.history = list(loaded.history)
    state.due = replay_moves(loaded.start, game.first, state.history,
                             game.rules).due
    state.flips = []
    state.taken_back = []
    state.saved_history = list(state.history)
    if source != LOAD_TEXT_SOURCE:
        state.own_files.add(os.path.realpath(source))
    name_loaded_sides(state, loaded)
    shown = show_path(source)
    lines = [LOADED_MESSAGE.format(shown, len(state.history) + 1)]
    if is_state_over(state):
        lines = [LOADED_OVER_MESSAGE.format(shown)]
    return "\n".join(lines + run_after_turn(state))


def _split_load_argument(argument):
    """Splits load's argument into a LoadArgument, name or moves and
    number: FILE N when FILE names a file and N is a whole number, else
    number None.
    """
    parts = argument.rsplit(None, 1)
    if (not os.path.lexists(argument) and len(parts) == LOAD_ARGUMENT_PARTS
            and os.path.lexists(parts[0]) and parts[1].isdigit()):
        return LoadArgument(parts[0], int(parts[1]))
    return LoadArgument(argument, None)


def is_unsaved(state):
    """Tells whether the game has moves played since it was last saved."""
    return state.history != state.saved_history


def answer_quit_checked(state, argument):
    """Answers quit (or exit) as PART 1 does, but at a terminal with moves
    unsaved first asks once whether to quit (piped input quits at once).
    Answers ACTION_QUIT (and ''), or ACTION_ASK and that the game goes
    on.
    Raises EOFError when the input ends at the question.
    """
    if is_unsaved(state) and reads_a_terminal():
        answer = read_player_line(QUIT_QUESTION).strip().lower()
        if answer not in YES_WORDS:
            return WordAnswer(ACTION_ASK, QUIT_CANCELLED_MESSAGE)
    return WordAnswer(ACTION_QUIT, "")


def get_moves_text(state):
    """The game's moves for another program (the word moves, the window's
    Copy moves): a move string where squares are named, otherwise the
    moves as the game writes them; '' for no move.
    """
    history = state.history
    if state.game.rules.square_names:
        return format_move_string(state.board, history)
    return MOVE_LIST_SEPARATOR.join(list_written_moves(state, history))


def answer_moves(state, argument):
    """Answers moves: the game so far; where squares are named, a move
    string (to paste into another Othello program or --moves).
    """
    history = state.history
    if len(history) == 0:
        return WordAnswer(ACTION_ASK, NO_MOVES_YET_MESSAGE)
    if state.game.rules.square_names:
        # A game of passes only has an empty move string.
        return WordAnswer(ACTION_ASK,
                          get_moves_text(state) or NO_MOVES_YET_MESSAGE)
    return WordAnswer(ACTION_ASK, wrap_list(
        MOVE_LIST_LABEL, list_written_moves(state, history),
        MOVE_LIST_SEPARATOR))


def get_game_words(rules):
    """The Words of a game under a rule set, in help's order: hint,
    analyze, review, pass (only where a side can be stuck), undo, redo,
    save, save!, load, moves, then quit and help.
    """
    words = [Word([HINT_WORD], HINT_WORD, HELP_HINT, answer_hint),
             Word(ANALYZE_WORDS, ANALYZE_WORDS[0], HELP_ANALYZE,
                  answer_analyze),
             Word([REVIEW_WORD], REVIEW_WORD, HELP_REVIEW, answer_review,
                  True),
             Word([WHY_WORD], WHY_USAGE, HELP_WHY, answer_why, True)]
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


# ======================================================================
# CLASSIC DISPLAY (the course's transcript, every rule set's board)
# ======================================================================

# The terminal's display unless --style rich says otherwise: the board
# and messages exactly as the course's transcript has them, for every
# rule set and size (CLASSIC_DISPLAY, a Display).

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


def _format_row_numbers(count, first_number):
    """The lines, top first, of the square numbers under a one-row board,
    each number's digits stacked under its square, tens above units.
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
    """Draws a grid board as PART 1's format_board does, with these labels
    (strings) and separator: the heading, a blank line, the column labels,
    then a line per row, every cell as wide as the longest label. Returns
    the lines joined by newlines (none at the end).
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
    board as the 1D Reversi assignment does (its square numbers under it
    unless first_number is None), a grid too wide for CELL_SEPARATOR with
    NARROW_CELL_SEPARATOR, and, where squares are named (names), a grid
    labelled a, b, c... across and 1, 2, 3... down. No newline at the end.
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
    """Reads a board back from a _draw_grid diagram (rows such as
    '3 | _ | X | O'; heading, column-label and blank lines are skipped).
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
    """The 'Valid moves are:' line: square names where the game names
    them, square numbers on a one-row board, otherwise [row, col] pairs,
    counted from the rule set's first number.
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
    """Before a human's move in the classic style: the board and the valid
    moves ('none' before a human's pass, which the turn's line tells).
    """
    return "\n".join([format_board_block(state, CURRENT_BOARD_HEADING,
                                         state.game.draw_board),
                      _format_classic_moves(state)])


def format_classic_turn(state):
    """A turn in the classic style: a computer's move or any pass, on one
    line ('' after a human's move, which shows itself).
    """
    piece, move = state.history[-1]
    if len(move) > 0 and state.game.players[piece] == HUMAN:
        return ""
    return format_last_turn(state)


def format_classic_end(state):
    """The end of a game in the classic style: the final board, why it
    ended, the score and the winner.
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


# ======================================================================
# NEW GAME (create_game: the Game every front end starts from)
# ======================================================================

# A Game from the options every front end gives: its players bound to
# the settings, its words, how its squares are typed and written, and
# its display.

# How the prompt and help speak of a move, by how the squares are typed.
ROW_COL_NOTATION = "row col"
HELP_NUMBERS = ("Type your move as the row, a space and the column, such "
                "as 2 4.")
HELP_NAMES = ("Type your move as the square's name, a column letter and "
              "a row number (f5).")
HELP_SQUARE = "Type your move as the square's number, {} to {}."
SQUARE_NOTATION = "square {}-{}"


def bind_player(name, rules, settings):
    """HUMAN, or the computer named in COMPUTER_PLAYERS as a function
    (board, piece) -> move with the rules and settings filled in.
    """
    if name == HUMAN:
        return HUMAN
    return functools.partial(COMPUTER_PLAYERS[name], rules=rules,
                             settings=settings)


# What a side that plays best says of the best game it found, after its
# first move (see qualify_best_game).
BEST_GAME_MESSAGE = ("Best game against the naive computer: {} ends with {} "
                     "({}).")


def say_best_game(state):
    """After the first move of a side that plays best, the line that says
    the best game it found ('' after any other turn).
    """
    game = state.game
    if len(state.history) == 0:
        return ""
    piece = state.history[-1][0]
    moves = [entry for entry in state.history
             if entry[0] == piece and len(entry[1]) > 0]
    if (game.player_names[piece] != BEST_PLAYER
            or moves != [state.history[-1]]):
        return ""
    before = replay_moves(state.start, game.first, state.history[:-1],
                          game.rules)
    found = find_players_best_game(before.board, piece, game.rules,
                                   game.settings)
    return BEST_GAME_MESSAGE.format(piece, found.score, qualify_best_game(
        found, get_win_sign(game.settings)))


def get_default_player_names(rules):
    """Who plays a game of the rules when nobody says: {piece: name}."""
    return {PLAYER_PIECE: HUMAN, COMPUTER_PIECE: rules.o_player}


def create_game(rules=UMBC_RULES, names=None, first=PLAYER_PIECE,
                top_left=None, win=WIN_MOST, settings=None,
                seed=None, record_path=None, display=CLASSIC_DISPLAY,
                clock=None):
    """Makes the Game of any game: its rules, players, words, display and
    after-turn steps. None means names {X: HUMAN, O: the rules' o_player},
    the rule set's top_left, or fresh settings for win.
    """
    if names is None:
        names = get_default_player_names(rules)
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
    if BEST_PLAYER in names.values():
        after_turn.append(say_best_game)
    return Game(rules=rules, player_names=dict(names),
                players={piece: bind_player(names[piece], rules, settings)
                         for piece in names},
                first=first, top_left=top_left, win=win, settings=settings,
                write_square=write_square,
                draw_board=functools.partial(draw_classic_board,
                                             first_number=first_number,
                                             names=rules.square_names),
                move_form=form, move_help=help_line,
                words=get_game_words(rules), display=display,
                after_turn=after_turn, seed=seed, record_path=record_path,
                clock=clock)


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
    """Whether the rich style may colour stream (True or False): only a
    terminal, and only when NO_COLOR is unset or empty.
    """
    if os.environ.get(NO_COLOR_VARIABLE, "") != "":
        return False
    try:
        return stream.isatty()
    except (AttributeError, ValueError, OSError):
        return False


def format_sides(game, piece_names=None, place=KEYBOARD_PLACE):
    """Says who plays which side, such as 'You play X; the computer
    (level3) plays O.' piece_names maps a piece to how its side is called
    (None: by its piece, X or O); place is where two humans play.
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
    """The rich style's two opening lines, as one string: who plays which
    side, how to get help (when a human plays), what the marks mean.
    """
    first_line = format_sides(game)
    legal_legend = ""
    if HUMAN in game.player_names.values():
        first_line += RICH_HELP_POINTER
        legal_legend = RICH_LEGAL_LEGEND
    return first_line + "\n" + RICH_LEGEND.format(legal_legend)


def format_rich_cell(piece, marks, colour):
    """Draws one square of the rich board, RICH_CELL_WIDTH characters wide
    (colour codes aside): piece (a piece, RICH_EMPTY or RICH_LEGAL) between
    the two marks, coloured when colour is on.
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
    """Draws the board in the rich style, lines joined by newlines (none at
    the end): column labels above, row labels on the left (none on a
    one-row board, whose squares are numbered above), the last move in [ ],
    the pieces it flipped in ( ), a human's legal moves as RICH_LEGAL. The
    labels are as the rule set writes squares (see get_board_labels).
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
    """Lists the legal moves as a player types them ('Legal moves: d3,
    c4.'), on more lines where one is too narrow; write_square is the
    game's function (board, move) -> the square as the game writes it.
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
    """Draws the rich board and, while the game goes on, the status line."""
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
    """The legal moves before a human's move in the rich style ('' when
    there is none: the turn's lines then tell the pass).
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
    """Makes the rich style's Display, with colour codes or without."""
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
    """Plays plies random legal moves on board (changed), fewer if the
    game ends first, so that a match starts off the usual first position.
    Returns the side whose turn it is after the opening.
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
    """Plays a game between game's two computers to its end on board
    (changed), without printing. Returns the seconds each move took, by
    piece: {piece: [seconds, ...]}.
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
    """The mean of a list of numbers (0.0 for an empty list)."""
    import statistics
    if len(numbers) == 0:
        return 0.0
    return statistics.fmean(numbers)


@dataclasses.dataclass(frozen=True)
class MatchGame:
    """A game of a match, played (see play_match_game)."""
    first_piece: str     # the first player's piece in it
    board: list          # the final board
    spent: dict          # {piece: the seconds of its moves}


@dataclasses.dataclass(frozen=True)
class MatchScore:
    """The first player's results in a match (see play_match)."""
    wins: int            # the games it won
    draws: int           # the games drawn
    losses: int          # the games it lost


def play_match_game(names, number, games, opening, opening_due, game):
    """Plays the match's game number (from 0) from the opening, the first
    player X in the first game of each pair and O in the second, and
    prints its line. Returns the MatchGame.
    """
    first_piece = PLAYER_PIECE
    if number % GAMES_PER_OPENING != 0:
        first_piece = COMPUTER_PIECE
    players = {first_piece: names[0], get_opponent(first_piece): names[1]}
    bound = {piece: bind_player(players[piece], game.rules, game.settings)
             for piece in players}
    board = copy_board(opening)
    spent = run_with_progress(
        MATCH_PROGRESS.format(number + 1, games),
        functools.partial(play_computer_game, board, opening_due,
                          dataclasses.replace(game, players=bound)))
    winner = get_rule_winner(board, game.win)
    outcome = MATCH_DRAW
    if winner != EMPTY:
        outcome = MATCH_WINNER.format(players[winner], winner)
    scores = get_final_scores(board, game.rules, game.win)
    print(MATCH_GAME_LINE.format(number + 1, games, players[PLAYER_PIECE],
                                 scores[PLAYER_PIECE],
                                 scores[COMPUTER_PIECE],
                                 players[COMPUTER_PIECE], outcome),
          flush=True)
    return MatchGame(first_piece, board, spent)


def play_match(names, games, game, size):
    """Plays games between two computers (names, from COMPUTER_PLAYERS)
    on a size.rows x size.cols board (see get_board_size), with game's
    rules, first side, start layout, win and settings, each opening
    twice (see play_match_game). It prints a line as each game ends,
    then the summary: the first player's wins, draws and losses, its
    score (a win is a point, a draw half), the mean of its discs minus
    the second player's at the end of a game, and each player's mean
    seconds a move. Returns the first player's MatchScore.
    """
    rules = game.rules
    wins = 0
    draws = 0
    losses = 0
    disc_difference = 0
    seconds = {names[0]: [], names[1]: []}
    for number in range(games):
        if number % GAMES_PER_OPENING == 0:
            opening = create_start_board(size.rows, size.cols,
                                         game.top_left, rules)
            opening_due = play_opening(opening, game.first, rules,
                                       OPENING_PLIES,
                                       game.settings.random_numbers)
        played = play_match_game(names, number, games, opening,
                                 opening_due, game)
        first_piece, board = played.first_piece, played.board
        spent = played.spent
        second_piece = get_opponent(first_piece)
        seconds[names[0]].extend(spent[first_piece])
        seconds[names[1]].extend(spent[second_piece])
        winner = get_rule_winner(board, game.win)
        if winner == EMPTY:
            draws += 1
        elif winner == first_piece:
            wins += 1
        else:
            losses += 1
        scores = get_final_scores(board, rules, game.win)
        disc_difference += scores[first_piece] - scores[second_piece]
    score = PERCENT * (wins + DRAW_POINTS * draws) / games
    games_word = GAMES_WORD
    if games == 1:
        games_word = ONE_GAME_WORD
    print(MATCH_SUMMARY.format(names[0], names[1], games, games_word, wins,
                               draws, losses, score, disc_difference / games))
    print(MATCH_TIMES.format(names[0], get_mean(seconds[names[0]]),
                             names[1], get_mean(seconds[names[1]])))
    return MatchScore(wins, draws, losses)



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
    ('B: 2  W: 2'), then a line a row, cells '.', 'B' or 'W' separated by
    single spaces (no newline at the end).
    """
    lines = [PROTOCOL_COUNTS.format(count_pieces(board, PLAYER_PIECE),
                                    count_pieces(board, COMPUTER_PIECE))]
    for row in board:
        lines.append(PROTOCOL_CELL_SEPARATOR.join(
            [PROTOCOL_PIECE_LABELS[cell] for cell in row]))
    return "\n".join(lines)


@dataclasses.dataclass(frozen=True)
class OptionRead:
    """An option line read (see _parse_protocol_option), or the five."""
    value: object        # a side length, a piece, WIN_MOST / WIN_FEWEST,
    # ... or the ProtocolOptions of the five (None when refused)
    error: str           # why it was refused ('' when it was not)


def _parse_protocol_option(key, text):
    """Reads the option line text (None: too long to read) for key, a field
    of ProtocolOptions. Returns an OptionRead: its value (a side length, a
    piece, or WIN_MOST / WIN_FEWEST) and '', or None and the reason.
    """
    if text is None:
        return OptionRead(None, PROTOCOL_TOO_LONG_ERROR)
    word = text.strip()
    if key in ["rows", "cols"]:
        side = None
        if len(word.split()) == 1:
            side = parse_whole_number(word)
        if is_valid_board_side(side):
            return OptionRead(side, "")
        return OptionRead(None, PROTOCOL_SIZE_ERROR.format(MIN_BOARD_SIZE,
                                                           MAX_BOARD_SIZE))
    if key == "win":
        if word in PROTOCOL_WIN_LABELS:
            return OptionRead(PROTOCOL_WIN_LABELS[word], "")
        return OptionRead(None, PROTOCOL_WIN_ERROR)
    for piece in [PLAYER_PIECE, COMPUTER_PIECE]:
        if word == PROTOCOL_PIECE_LABELS[piece]:
            return OptionRead(piece, "")
    return OptionRead(None, PROTOCOL_PIECE_ERROR)


def _parse_protocol_options(lines):
    """Reads the ICS 32 protocol's five option lines: rows, columns, who
    moves first (B or W), the top-left piece of the centre four (B or W),
    and how the game is won (> for most discs, < for fewest); fewer lines
    mean the input ended. Returns an OptionRead: the ProtocolOptions and
    '', or None and which line is wrong and why.
    """
    options = {}
    for index in range(len(PROTOCOL_OPTIONS)):
        key = PROTOCOL_OPTIONS[index][0]
        if index < len(lines):
            parsed = _parse_protocol_option(key, lines[index])
        else:
            parsed = OptionRead(None, PROTOCOL_MISSING_OPTION)
        if parsed.error != "":
            return OptionRead(None, PROTOCOL_OPTION_ERROR.format(
                PROGRAM_NAME, index + 1, PROTOCOL_OPTIONS[index][1],
                parsed.error))
        options[key] = parsed.value
    return OptionRead(ProtocolOptions(**options), "")


def read_protocol_line():
    """Reads one line of the protocol's input, with no prompt and no echo:
    its text without the newline (see decode_line), or None for a line too
    long to read. Raises EOFError at the end of input.
    """
    raw_line = read_raw_line()
    if raw_line is None:
        return None
    return decode_line(raw_line)


def check_protocol_move(line, board, side, rules):
    """Checks a line of the protocol (None: too long to read) as a move,
    'row col' counted from 1, as check_rule_move does (MoveRefused).
    """
    if line is None:
        raise MoveRefused(PROTOCOL_TOO_LONG_ERROR)
    return check_rule_move(line, board, side, rules, 1)


def play_protocol(rules, read_line):
    """Runs UCI ICS 32's console protocol, exactly: prints FULL or SIMPLE,
    reads the five option lines, then before each turn prints the counts,
    the board and 'TURN: B' or 'TURN: W', reads 'row col' (counted from
    1) and answers VALID or INVALID; a side with no move passes without a
    word (the turn reverts to the mover). At the end it prints the counts,
    the board and 'WINNER: B', 'WINNER: W' or 'WINNER: NONE'. rules is
    STANDARD_RULES or SIMPLE_RULES; read_line gives the next input line.
    Returns EXIT_OK, or EXIT_USAGE when an option line is malformed (the
    reason goes to standard error); raises EOFError when the input ends
    during the game.
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
    if parsed.error != "":
        report_problem(parsed.error)
        return EXIT_USAGE
    options = parsed.value
    board = create_start_board(options.rows, options.cols,
                               options.top_left, rules)
    side = get_side_to_move(board, options.first, rules)
    while side != EMPTY:
        print(format_protocol_state(board))
        print(PROTOCOL_TURN.format(PROTOCOL_PIECE_LABELS[side]))
        sys.stdout.flush()
        move = None
        while move is None:
            try:
                move = check_protocol_move(read_line(), board, side, rules)
            except MoveRefused:
                print(PROTOCOL_INVALID)
                sys.stdout.flush()
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
# a clock. time_settings sets both colours' clocks (the main time, then
# Canadian byo-yomi: so many seconds for so many moves, again and
# again), time_left one colour's; the engine keeps each clock itself
# between them, taking off the time each genmove takes. A colour with a
# clock thinks as plan_clock_think says, never more than GTP_MAX_THINK
# seconds a move (what a player would choose).
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
    clocks: dict = dataclasses.field(default_factory=dict)
    # ... {piece: its GtpClock}, for the colours with a clock
    byo_yomi: object = None  # the GtpClock each byo-yomi period starts
    # ... from, or None with no byo-yomi


@dataclasses.dataclass
class GtpClock:
    """A colour's clock: as the GUI set it, less the engine's time since."""
    seconds: float       # the seconds left in the main time or the period
    stones: int          # the moves due in them (0: the main time)


@dataclasses.dataclass(frozen=True)
class GtpReply:
    """A GTP command's answer."""
    succeeded: bool      # whether it is answered '=' (else '?')
    text: str            # the answer's text ('' for none)


@dataclasses.dataclass(frozen=True)
class GtpCommand:
    """A GTP command the engine knows."""
    answer: object       # function (session, words) -> GtpReply
    word_count: int      # how many words follow the command's name


@dataclasses.dataclass(frozen=True)
class ProtocolLine:
    """A protocol's line read (see read_gtp_line and read_nboard_line)."""
    line: str            # its text (None: too long to read)
    start: str           # the text of its start: all of it, or what was
    # ... kept of a line too long


def _clean_gtp_line(line):
    """Cleans a line as GTP says: a tab made a space, other control
    characters dropped, a comment cut off, the ends stripped ('': empty).
    """
    line = line.replace(GTP_TAB, SPACE).split(GTP_COMMENT)[0]
    return "".join(character for character in line
                   if character.isprintable()).strip()


def _create_gtp_session(rules, player, settings):
    """A GtpSession at the start position, genmove playing as player."""
    return GtpSession(rules, create_start_board(rules=rules), [],
                      player, settings)


def parse_gtp_vertex(word, board):
    """Reads a GTP vertex (a square's name in either case, or pass): the
    [row, col] square, [] for pass, or None when not a square on the board.
    """
    if word.lower() == GTP_PASS:
        return []
    try:
        named = parse_square_name(word.lower(), board)
    except MoveRefused:
        return None
    if len(named) == 0:
        return None
    return named


def _format_gtp_board(session):
    """Writes what showboard shows: whose move it is, then the board."""
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
    """The side due by the moves played: black first, then by turns."""
    past = session.past
    if len(past) == 0:
        return PLAYER_PIECE
    return get_opponent(past[-1][1])


def play_gtp_move(session, piece, move):
    """Plays move ([row, col], or [] for a pass) for piece if it is legal:
    a square that flips, or a pass when piece has no legal move. Records
    it for undo; returns True when played, False when illegal.
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


def plan_gtp_think(session, clock):
    """The think time of the engine's next move on a GtpClock: over its
    period's moves, or in the main time over its moves still to come (half
    the empty squares).
    """
    moves = clock.stones or count_moves_to_come(session.board)
    return min(GTP_MAX_THINK, plan_clock_think(clock.seconds, 0, moves))


def spend_gtp_clock(session, clock, seconds):
    """Takes a move's seconds off a colour's GtpClock (changed): a period
    whose moves are made starts again, and the byo-yomi follows the main
    time.
    """
    clock.seconds -= seconds
    byo_yomi = session.byo_yomi
    if clock.stones > 0:
        clock.stones -= 1
        if clock.stones == 0 and byo_yomi is not None:
            clock.seconds, clock.stones = byo_yomi.seconds, byo_yomi.stones
    elif clock.seconds <= 0 and byo_yomi is not None:
        clock.seconds, clock.stones = byo_yomi.seconds, byo_yomi.stones


def start_gtp_game(session, rows, cols):
    """Starts a new game on a rows x cols board, forgetting the moves
    played (boardsize, clear_board); returns their answer, a success.
    """
    session.board = create_start_board(rows, cols, rules=session.rules)
    session.past = []
    return GtpReply(True, "")


# The handlers of GTP_COMMANDS: each is called as handler(session,
# words), words the command's arguments (as many as its word_count
# says), and returns a GtpReply: whether to answer '=' or '?', and the
# answer's text.
def answer_gtp_protocol_version(session, words):
    """protocol_version: the version of GTP spoken."""
    return GtpReply(True, GTP_VERSION)


def answer_gtp_name(session, words):
    """name: the engine's name."""
    return GtpReply(True, GTP_NAME)


def answer_gtp_version(session, words):
    """version: the engine's version."""
    return GtpReply(True, GTP_PROGRAM_VERSION)


def answer_gtp_known_command(session, words):
    """known_command NAME: whether the engine knows the command."""
    return GtpReply(True, GTP_TRUE if words[0] in GTP_COMMANDS else GTP_FALSE)


def answer_gtp_list_commands(session, words):
    """list_commands: the commands, one a line."""
    return GtpReply(True, NEWLINE.join(GTP_COMMANDS))


def answer_gtp_quit(session, words):
    """quit: an empty success (play_gtp then stops)."""
    return GtpReply(True, "")


def answer_gtp_komi(session, words):
    """komi NUMBER (no use in Othello): succeeds when NUMBER is a float."""
    if re.fullmatch(GTP_FLOAT_PATTERN, words[0]) is None:
        return GtpReply(False, GTP_SYNTAX_ERROR)
    return GtpReply(True, "")


def answer_gtp_list_games(session, words):
    """list_games: the one game the engine plays."""
    return GtpReply(True, GTP_GAME)


def answer_gtp_set_game(session, words):
    """set_game NAME: accepts Othello (in any case), and only it."""
    if words[0].lower() != GTP_GAME.lower():
        return GtpReply(False, GTP_UNSUPPORTED_GAME)
    return GtpReply(True, "")


def answer_gtp_boardsize(session, words):
    """boardsize N: a new game on an N x N board, if the options allow N."""
    size = parse_whole_number(words[0])
    if not is_valid_board_side(size):
        return GtpReply(False, GTP_BAD_SIZE)
    return start_gtp_game(session, size, size)


def answer_gtp_clear_board(session, words):
    """clear_board: a new game on a board of the same size."""
    return start_gtp_game(session, len(session.board), len(session.board[0]))


def answer_gtp_undo(session, words):
    """undo: takes back the last move played, if there is one."""
    if len(session.past) == 0:
        return GtpReply(False, GTP_CANNOT_UNDO)
    session.board = session.past.pop()[0]
    return GtpReply(True, "")


def answer_gtp_showboard(session, words):
    """showboard: whose move it is, and the board."""
    return GtpReply(True, _format_gtp_board(session))


def answer_gtp_final_score(session, words):
    """final_score, once the game is over: the winner's colour and margin
    ('B+4'), or '0' for a draw.
    """
    board = session.board
    rules = session.rules
    if get_side_to_move(board, PLAYER_PIECE, rules) != EMPTY:
        return GtpReply(False, GTP_CANNOT_SCORE)
    scores = get_final_scores(board, rules)
    winner = get_rule_winner(board)
    if winner == EMPTY:
        return GtpReply(True, GTP_DRAW)
    return GtpReply(True, GTP_SCORE.format(
        GTP_SCORE_LABELS[winner],
        scores[winner] - scores[get_opponent(winner)]))


def answer_gtp_level(session, words):
    """level N: genmove plays as the computer levelN (1 to 5)."""
    level = parse_whole_number(words[0])
    if level is None or not 1 <= level <= len(GTP_LEVEL_PLAYERS):
        return GtpReply(False, GTP_BAD_LEVEL)
    session.player = GTP_LEVEL_PLAYERS[level - 1]
    return GtpReply(True, "")


def answer_gtp_time_settings(session, words):
    """time_settings main_time byo_yomi_time byo_yomi_stones (whole
    seconds, a count): both colours' clocks; none when there is a byo-yomi
    time but no stones (GTP's 'no time limit').
    """
    numbers = [parse_whole_number(word) for word in words]
    if None in numbers:
        return GtpReply(False, GTP_SYNTAX_ERROR)
    main_time, byo_yomi_time, byo_yomi_stones = numbers
    session.clocks = {}
    session.byo_yomi = None
    if byo_yomi_time > 0 and byo_yomi_stones == 0:
        return GtpReply(True, "")
    if byo_yomi_time > 0:
        session.byo_yomi = GtpClock(byo_yomi_time, byo_yomi_stones)
    for piece in [PLAYER_PIECE, COMPUTER_PIECE]:
        session.clocks[piece] = GtpClock(main_time, 0)
        if main_time == 0 and session.byo_yomi is not None:
            session.clocks[piece] = dataclasses.replace(session.byo_yomi)
    return GtpReply(True, "")


def answer_gtp_time_left(session, words):
    """time_left COLOUR SECONDS STONES: a colour's clock (STONES 0: in its
    main time, else the moves due in the byo-yomi period's SECONDS).
    """
    piece = GTP_COLOURS.get(words[0].lower())
    numbers = [parse_whole_number(word) for word in words[1:]]
    if piece is None or None in numbers:
        return GtpReply(False, GTP_SYNTAX_ERROR)
    session.clocks[piece] = GtpClock(*numbers)
    return GtpReply(True, "")


def answer_gtp_play(session, words):
    """play COLOUR VERTEX: plays a move for the colour, if it is legal."""
    piece = GTP_COLOURS.get(words[0].lower())
    if piece is None:
        return GtpReply(False, GTP_SYNTAX_ERROR)
    move = parse_gtp_vertex(words[1], session.board)
    if move is None:
        return GtpReply(False, GTP_SYNTAX_ERROR)
    if not play_gtp_move(session, piece, move):
        return GtpReply(False, GTP_ILLEGAL_MOVE)
    return GtpReply(True, "")


def answer_gtp_genmove(session, words):
    """genmove COLOUR: the engine's move for the colour, played at once:
    the square in capitals (F5), or pass.
    """
    piece = GTP_COLOURS.get(words[0].lower())
    if piece is None:
        return GtpReply(False, GTP_SYNTAX_ERROR)
    board = session.board
    clock = session.clocks.get(piece)
    if clock is not None:
        session.settings.think = plan_gtp_think(session, clock)
    started = time.monotonic()
    move = COMPUTER_PLAYERS[session.player](
        copy_board(board), piece, session.rules, session.settings)
    if clock is not None:
        spend_gtp_clock(session, clock, time.monotonic() - started)
    play_gtp_move(session, piece, move)
    if len(move) == 0:
        return GtpReply(True, GTP_PASS)
    return GtpReply(True, format_square_name(board, move).upper())


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
    """Reads one line of GTP commands, with no prompt and no echo: a
    ProtocolLine, the line's text (see decode_line) twice, or for a line
    too long to read None and the text of its start (where its id is).
    Raises EOFError at the end of input.
    """
    raw = read_raw_line_start()
    if raw.line is None:
        return ProtocolLine(None, decode_line(raw.start))
    return ProtocolLine(decode_line(raw.line), decode_line(raw.line))


def play_gtp(rules, read_line, player=LEVEL5_PLAYER, settings=None):
    """Runs the engine: reads GTP commands (read_line as read_gtp_line)
    until quit or the end of the input, answering each with exactly one
    answer (a line too long to read gets GTP_TOO_LONG, with its id).
    genmove plays as player (--level); settings carries --think and
    --seed (None: the defaults). Returns EXIT_OK.
    """
    session = _create_gtp_session(rules, player,
                                  settings or create_settings())
    while True:
        try:
            read = read_line()
            line, start = read.line, read.start
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
                reply = _answer_gtp(session, command, words[1:])
                succeeded, text = reply.succeeded, reply.text
        status = GTP_SUCCESS if succeeded else GTP_FAILURE
        print((status + command_id + SPACE + text).rstrip() + NEWLINE,
              flush=True)
        if succeeded and words[0] == GTP_QUIT:
            return EXIT_OK




# ======================================================================
# NBOARD PROTOCOL (--protocol nboard: proj2 as NBoard's engine)
# ======================================================================

# The NBoard protocol (version 2), which the NBoard GUI speaks to Edax,
# Ntest and other engines: one command a line, some answered, unknown
# ones ignored as the protocol asks. The engine keeps the position at
# the end of the last set game (GGF) and the moves played since (move
# F5/eval/time, PA a pass); a side with no move passes by itself. hint N
# sends the N best moves of the shared analysis (the terminal's hint's)
# between two status lines, each "search MOVE EVAL 0 DEPTH KIND" ("book
# ..." from the book); MOVE is the move and its expected line run
# together (F5D6C3). DEPTH is 100% when exact, 100%W when only the
# result is proven (a win: at least +1; a loss: at most -1), else the
# plies searched (0 for the book's). go sends "=== MOVE/EVAL/TIME" for
# the computer --level names (level5 by default, from the book where it
# can) and does not play it (NBoard sends it back with move). EVAL is in
# discs for the side to move. set depth N is the GUI's strength: hint
# and go look at most N plies ahead and solve exactly only at N empty
# squares or fewer (no earlier than without it); --think still bounds
# every search. A set game that cannot be read is refused with a status
# line, and so are move, hint and go until a game is set.
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
# A set game line holds a whole game, names and comments too, so is read
# up to as much as a game file may hold. A line splits into its command,
# the command's first word and the rest (set game's GGF), kept whole.
NBOARD_MAX_LINE_BYTES = MAX_RECORD_BYTES
NBOARD_SPLITS = 2
NBOARD_TOO_LONG = "set game: the line is over {} bytes, more than is read"
PROTOCOL_NBOARD = "nboard"


@dataclasses.dataclass
class NboardSession:
    """What the engine keeps from one NBoard command to the next."""
    board: list          # the pieces, changed in place
    due: str             # the side to move (EMPTY: the game is over)
    settings: Settings   # think time, seed, memory, set depth's limit
    player: str = STRONGEST_PLAYER  # the computer go plays as (--level)
    passed: bool = False  # whether due came by a pass (move PA may come)
    game_error: str = ""  # why the last set game was unreadable ('': ok)


def set_nboard_position(session, board, due):
    """Sets the session's board and side due, passing for a side with no
    move (session.passed says so).
    """
    session.board = board
    session.due = get_side_to_move(board, due, STANDARD_RULES)
    session.passed = session.due not in (due, EMPTY)


def answer_nboard_set(session, words):
    """set game GGF: the position at its end; set depth N: the searches'
    depth limit; any other set is ignored. [] or a status line saying
    why it was refused.
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
            # Redone at the new depth; what was proved stays (_merge_known).
            session.settings.depth_limit = depth
            for known in session.settings.memory.values():
                known.reach = 0
        return []
    if words[0] != NBOARD_GAME:
        return []
    loaded = choose_filed_game(
        read_ggf_text(SPACE.join(words[1:]), NBOARD_SOURCE), None,
        NBOARD_SOURCE)
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
    """Answers a line too long to read, by its start: a set game is
    refused (no game until one is set); anything else is ignored.
    """
    if start.split()[:NBOARD_SPLITS] != [NBOARD_SET, NBOARD_GAME]:
        return []
    session.game_error = NBOARD_TOO_LONG.format(NBOARD_MAX_LINE_BYTES)
    return [NBOARD_ERROR.format(session.game_error)]


def refuse_without_game(answer):
    """Wraps answer (move, hint, go) to refuse it with a status line
    while the last set game could not be read.
    """
    def answer_with_game(session, words):
        if session.game_error != "":
            return [NBOARD_ERROR.format(NBOARD_NO_GAME)]
        return answer(session, words)
    return answer_with_game


def answer_nboard_move(session, words):
    """move MOVE/EVAL/TIME: plays the move (PA: a pass) if legal, else
    answers with a status line.
    """
    word = words[0].split(NBOARD_MOVE_SEPARATOR)[0] if words else ""
    board = session.board
    if word.upper() == NBOARD_PASS:
        # A stuck side has passed already (see set_nboard_position).
        if not session.passed:
            return [NBOARD_ERROR.format(NBOARD_NOT_A_PASS)]
        session.passed = False
        return []
    move = parse_gtp_vertex(word, board)
    if (move is None or len(move) == 0 or session.due == EMPTY
            or move not in get_rule_moves(board, session.due,
                                          STANDARD_RULES)):
        return [NBOARD_ERROR.format(NBOARD_BAD_MOVE.format(
            quote_text(word)))]
    apply_rule_move(board, move[0], move[1], session.due, STANDARD_RULES)
    set_nboard_position(session, board, get_opponent(session.due))
    return []


def format_nboard_opinion(board, opinion):
    """Writes hint's line (NBOARD_SEARCH_LINE) for an Opinion, its
    expected line as the principal variation.
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
    """hint N: the N best moves, as the terminal's hint values them."""
    count = parse_whole_number(words[0]) if words else 1
    if session.due == EMPTY:
        return [NBOARD_ERROR.format(NBOARD_GAME_OVER)]
    opinions = analyse_moves(session.board, session.due, STANDARD_RULES,
                             session.settings, session.settings.think)
    lines = [NBOARD_ANALYZING]
    for opinion in opinions[:max(1, count or 1)]:
        lines.append(format_nboard_opinion(session.board, opinion))
    return lines + [NBOARD_STATUS]


def _get_known_value(board, piece, move, settings, value):
    """The value hint gave move (on its scale, exact where it was) if the
    session knows the position; else value, the search's.
    """
    known = find_knowledge(board, piece, STANDARD_RULES, settings)
    if known is not None:
        for opinion in known.opinions:
            if opinion.move == move:
                return opinion.key
    return value


def answer_nboard_go(session, words):
    """go: the computer's move, unplayed: the status, '=== MOVE/EVAL/TIME',
    the status cleared; a forced move as '=== MOVE' alone.
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
        value = _get_known_value(board, piece, move, session.settings,
                                 get_unwon_score(analysis.value))
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
    """Answers NBoard commands (read_line as read_nboard_line), each at
    once, until quit or the input's end; settings: --think and --seed
    (None: the defaults); go plays as player (--level). Returns EXIT_OK.
    """
    settings = settings or create_settings()
    session = NboardSession(create_start_board(rules=STANDARD_RULES),
                            PLAYER_PIECE, settings, player)
    while True:
        try:
            read = read_line()
            line, start = read.line, read.start
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
    """Reads an NBoard command as read_gtp_line does, up to
    NBOARD_MAX_LINE_BYTES; for a line too long, None and the text of its
    first MAX_LINE_BYTES bytes.
    """
    raw = read_raw_line_start(NBOARD_MAX_LINE_BYTES)
    if raw.line is None:
        return ProtocolLine(None, decode_line(raw.start[:MAX_LINE_BYTES]))
    line = decode_line(raw.line)
    return ProtocolLine(line, line)


# ======================================================================
# WINDOW (--gui: the game in a tkinter window)
# ======================================================================

# The window is one more front end on the game session's GameState:
# the same rules, players, undo, records, analysis, review and messages.
# tkinter is imported only when a window opens, so the terminal game
# never needs it; what comes next is get_next_step's, as at the
# terminal. The window adds a view: the game as it stood after any move
# (the move list and graph go there), while the game stays at its
# present, where the players move.
#
# Its sub-sections (each with its constants and texts at its top; other
# messages are the terminal game's) go lower layers first: on_click (6)
# asks the game's flow (2) whether a move is played, draws the board (3)
# and window (4), and starts what comes next on another thread (5); the
# menu commands (7) and board editor (8) do the rest, and building the
# window (9) ties clicks and keys to handlers (get_window_commands):
#   1. the window and its records      6. clicks, turns and animation
#   2. the game's flow, without Tk     7. the menu commands
#   3. drawing the board               8. the board editor
#   4. drawing the window              9. building the window (run_window)
#   5. work on other threads

# ----------------------------------------------------------------------
# WINDOW 1: THE WINDOW AND ITS RECORDS
# ----------------------------------------------------------------------

# The Window, shared by every window function, and its records; the
# others (GameChoices, SquareMarks, WindowCommand) sit with their code.


@dataclasses.dataclass
class BoardLayout:
    """Where the board sits on the canvas, in pixels."""
    left: float                   # the x of the board's left edge
    top: float                    # the y of the board's top edge
    cell: float                   # a square's side


@dataclasses.dataclass
class ViewOptions:
    """Which view options are on (the defaults at first)."""
    legal: bool = True            # a dot on each legal move
    values: bool = False          # each legal move's value on its square
    graph: bool = True            # the evaluation graph
    coordinates: bool = True      # the row and column labels
    animation: bool = True        # flipped discs turn over


@dataclasses.dataclass
class Control:
    """A menu item or button greyed when it may not be used."""
    may_use: object               # function (GameState) -> whether it may
    widget: object                # the button, or the menu of the item
    index: int = None             # the item's menu index (None: a button)


@dataclasses.dataclass
class Animation:
    """The flips of the move just played, turning over."""
    squares: list                 # the [row, col] squares flipped
    started: float                # the time.monotonic() it started at


@dataclasses.dataclass
class AnalysisTask:
    """Work on another thread, its results taken one by one."""
    kind: str                     # TASK_VALUES or TASK_REVIEW
    cancelled: bool = False       # whether the window no longer wants it
    searches: list = dataclasses.field(default_factory=list)
    # ... its searches' states, to stop them
    results: list = dataclasses.field(default_factory=list)
    # ... its results so far, [kind, data], then TASK_DONE
    taken: int = 0                # how many results the window has taken


@dataclasses.dataclass
class NewGameDialog:
    """The open new-game dialog: a StringVar per GameChoices field."""
    top: object                   # its tkinter Toplevel
    rules: object                 # the rule set's name
    size: object                  # the board's size, such as '8x8'
    x: object                     # who plays X
    o: object                     # who plays O


@dataclasses.dataclass
class Editor:
    """The open board editor: a click sets a square."""
    board: list                   # the 2D list of pieces set up so far
    due: str                      # the side to move in it
    top: object = None            # its tkinter Toplevel (None in tests)
    side: object = None           # its tkinter StringVar of the side


@dataclasses.dataclass
class Window:
    """The window's widgets, game and view, shared by its functions."""
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
    better: list                  # the shown move's better move, or []
    reason_squares: list          # the squares its reasons name, or []
    busy: bool                    # whether a computer or the hint thinks
    generation: int               # start_over's count: older answers go
    pause_ms: int                 # the least wait for a computer's move
    layout: BoardLayout           # where the board was last drawn
    interrupted: bool             # whether Ctrl-C stopped the window
    animation: Animation          # the Animation under way, or None
    analysis: AnalysisTask        # the AnalysisTask under way, or None
    values: dict                  # {(row, col): opinion}, position shown
    graph_values: dict            # {position: GraphValue}, the graph's
    review_marks: dict            # {move number: index in MARK_NAMES}
    review_judged: dict           # {move number: its JudgedMove, None
    # ... for a pass or an only move}, from the last review
    review_reasons: dict          # {move number: [its JudgedMove, its
    # ... Reasons]}, worked out when the move is first shown
    review_lines: list            # the review's lines so far
    controls: list                # the Controls greyed when unusable
    path: str                     # the game's file (open, save), or None
    entries: list                 # the move list's entries, as last filled
    dialog: NewGameDialog         # the NewGameDialog open, or None
    editor: Editor                # the Editor open, or None
    text_window: object           # the help's Toplevel open, or None
    ask: object                   # function (question) -> True for yes
    choose_open: object           # function () -> a file to open, or ''
    choose_save: object           # function () -> a file to save, or ''
    choose_game: object           # function (titles) -> index, or None
    clocks: str = ""              # the clocks as the status last showed

# ----------------------------------------------------------------------
# WINDOW 2: THE GAME'S FLOW, WITHOUT TK
# ----------------------------------------------------------------------

# What the window decides without a display: what comes next, whether
# a click is played, the view, the dialog's choices, pasted moves, and
# what the board, graph and help show.
#
# A human with no legal move, under rules that pass: the window passes.
STEP_PASS = "pass"
# The sides by the colours of their discs, as the window names them.
DISC_COLOUR_NAMES = {PLAYER_PIECE: "black", COMPUTER_PIECE: "white"}
# The board editor (WINDOW 8): what a click puts on a square in turn,
# and what it says.
EDITOR_CYCLE = [EMPTY, PLAYER_PIECE, COMPUTER_PIECE]
EDITOR_STATUS = ("Setting up a position: {} to move. A click puts black, "
                 "white, then nothing.")
ROTATE_REFUSAL = "Only a square board can be turned."
EDITOR_OPEN_REFUSAL = ("The board editor is open: Play from here or Cancel "
                       "first.")
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
# Going through the game (the names of their keys).
GO_FIRST = "Home"
GO_BACK = "Left"
GO_FORWARD = "Right"
GO_LAST = "End"
# The move list's entries; the review's marks as annotators write them
# (in MARK_NAMES' order).
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
# The graph's margin in pixels (a margin or padding is on both sides);
# the band of its move numbers, above its bottom margin.
GRAPH_MARGIN = 8
MARGINS_PER_AXIS = 2
GRAPH_NUMBERS_HEIGHT = 12
# The Keys help: a line a command, then the keys that go through the
# game (not menu items), in columns (KEYS_HELP_FONT is fixed-width).
GO_KEYS = [[GO_FIRST, "the start"], [GO_BACK, "a move back"],
           [GO_FORWARD, "a move forward"], [GO_LAST, "the game's present"]]
GO_KEYS_NOTE = "(or click a move or the graph)"
KEYS_LINE = "{:<14} {}"
MENU_PATH = "{} > {}"


@dataclasses.dataclass
class GameChoices:
    """The new-game dialog's choices, as its menus write them."""
    rules: str                    # the rule set's name
    size: str                     # the board's size, such as '8x8'
    x: str                        # who plays X: HUMAN or a computer
    o: str                        # who plays O


def get_window_step(state):
    """As get_next_step, but STEP_PASS when a human due has to pass."""
    step = get_next_step(state)
    if step == STEP_HUMAN and must_pass(state):
        return STEP_PASS
    return step


def get_click_refusal(state, square):
    """Why a click on square is not played, or '' when it is."""
    step = get_window_step(state)
    if step == STEP_OVER:
        return GAME_OVER_CLICK_MESSAGE
    if step != STEP_HUMAN:
        return WAIT_MESSAGE.format(describe_side(state.due,
                                                 state.game))
    return get_move_error(state.board, square, get_legal_moves(state))


def click_square(state, square):
    """Plays a click on square ([] off the board) if legal: a HistoryChange."""
    if len(square) == 0:
        return HistoryChange(False, [])
    refusal = get_click_refusal(state, square)
    if refusal != "":
        return HistoryChange(False, [refusal])
    return HistoryChange(True, play_turn_lines(state, square))


def play_turn_lines(state, move):
    """Plays a turn (move [] passes); returns the lines to show."""
    problem = play_turn(state, move)
    lines = [format_last_turn(state)]
    if problem != "":
        lines.append(problem)
    return lines


def cycle_piece(piece):
    """The editor's next piece for a square: black, white, empty."""
    return EDITOR_CYCLE[(EDITOR_CYCLE.index(piece) + 1) % len(EDITOR_CYCLE)]


def rotate_board(board):
    """A new board: board (a square one) turned a quarter clockwise."""
    side = len(board)
    return [[board[side - 1 - col][row] for col in range(side)]
            for row in range(side)]


def mirror_board(board):
    """A new board: board mirrored left to right."""
    return [list(reversed(row)) for row in board]


@dataclasses.dataclass(frozen=True)
class SetUpTurn:
    """Who moves in a position set up (see choose_set_up_turn)."""
    side: str            # the side the game starts with
    line: str            # what to tell the player


def choose_set_up_turn(board, due, rules):
    """Who moves first in a position set up, as Othello programs decide: due if
    it can, else the other side if it can and the rules pass; else the game is
    over as it stands.
    """
    side = get_side_to_move(board, due, rules)
    if side == due:
        return SetUpTurn(due,
                         SET_UP_MESSAGE.format(describe_piece_colour(due)))
    if side == EMPTY:
        return SetUpTurn(due, SET_UP_OVER_MESSAGE)
    return SetUpTurn(side, SET_UP_PASS_MESSAGE.format(
        describe_piece_colour(due), describe_piece_colour(side)))


def describe_piece_colour(piece):
    """A side's colour, capitalised (Black)."""
    return capitalize_first(DISC_COLOUR_NAMES[piece])


def get_editor_state(state, editor):
    """A copy of state with the editor's position and side, no moves."""
    return dataclasses.replace(state, board=editor.board, due=editor.due,
                               history=[], flips=[])


def get_view_state(state, view):
    """The game after its first view moves: state, or a copy if earlier."""
    history = state.history
    if view >= len(history):
        return state
    game = state.game
    replayed = replay_moves(state.start, game.first,
                            history[:view], game.rules)
    return dataclasses.replace(
        state, board=replayed.board, due=replayed.due, history=history[:view],
        flips=find_last_flips(state.start, game.first, history[:view],
                              game.rules))


def get_new_view(view, where, count):
    """The view (0 to count, the present) after going where (a GO_ key)."""
    if where == GO_FIRST:
        return 0
    if where == GO_LAST:
        return count
    if where == GO_BACK:
        return max(0, view - 1)
    return min(count, view + 1)


def format_later_moves_question(count):
    """Asks whether to start a new line, losing count moves."""
    moves = ONE_LATER_MOVE
    if count != 1:
        moves = LATER_MOVES.format(count)
    return LATER_MOVES_QUESTION.format(moves)


def start_line_at(state, view):
    """Drops the moves after the first view; returns set_history's lines."""
    del state.history[view:]
    return set_history(state)


def list_move_entries(state, marks):
    """The move list's entries: the start, then each move's number, side,
    square and mark from marks ({move number: index in MARK_NAMES}).
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
    """The new-game dialog's first GameChoices: those of game."""
    names = game.player_names
    return GameChoices(game.rules.name,
                       SIZE_FORMAT.format(len(board), len(board[0])),
                       names[PLAYER_PIECE], names[COMPUTER_PIECE])


def list_size_choices(board):
    """The dialog's sizes ('8x8'): the square ones and the present board's."""
    sizes = [SIZE_FORMAT.format(side, side)
             for side in range(MIN_BOARD_SIZE, MAX_BOARD_SIZE + 1)
             if is_valid_board_side(side)]
    present = SIZE_FORMAT.format(len(board), len(board[0]))
    if present not in sizes:
        sizes.append(present)
    return sizes


@dataclasses.dataclass(frozen=True)
class ChosenGame:
    """The game the new-game dialog chose."""
    game: Game           # the Game
    board: list          # its start board


def create_chosen_game(choices, game):
    """The ChosenGame the dialog chose, with the window's win rule and think
    time and a new seed; a fixed-size rule set (the one-row game) keeps its
    size.
    """
    rules = RULE_SETS[choices.rules]
    sides = [rules.rows, rules.cols]
    if not rules.size_fixed:
        sides = [int(side) for side in choices.size.split(SIZE_SEPARATOR)]
    names = {PLAYER_PIECE: choices.x, COMPUTER_PIECE: choices.o}
    new_game = remake_game(game, rules, names, PLAYER_PIECE,
                           rules.top_left, game.win, None)
    return ChosenGame(new_game, create_start_board(sides[0], sides[1],
                                                   rules.top_left, rules))


def create_opened_game(loaded, game):
    """The Game of loaded with game's think time, and loaded's players, or
    game's when loaded names none (its side_names are set).
    """
    names = loaded.player_names
    if len(loaded.side_names) > 0:
        names = game.player_names
    return remake_game(game, loaded.rules, names, loaded.first,
                       loaded.top_left, loaded.win, loaded.seed, loaded.clock)


def remake_game(game, rules, names, first, top_left, win, seed, clock=None):
    """Another game for the window, with its think time, jobs and clock
    (clock, when given, in its place); seed None draws one. No --record
    file: Save writes the game.
    """
    if seed is None:
        seed = time.time_ns()
    settings = create_settings(seed, game.settings.think, win,
                               jobs=game.settings.jobs)
    return create_game(rules, names, first, top_left, win, settings, seed,
                       clock=clock or game.clock)


@dataclasses.dataclass(frozen=True)
class PastedMoves:
    """Pasted moves, read as a game's."""
    start: list          # the board they start from ([] when refused)
    first: str           # the side to move there (EMPTY when refused)
    history: list        # their [piece, move] entries
    error: str           # the line saying why not ('' when read)


def read_pasted_moves(state, text):
    """Reads a pasted move string or transcript (see clean_transcript) as
    PastedMoves: from the game's start when legal there, else from its board's
    standard start, black first; refused where squares have no names.
    """
    game = state.game
    rules = game.rules
    if not rules.square_names:
        return PastedMoves([], EMPTY, [], PASTE_RULES_MESSAGE)
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
            return PastedMoves(start, first, replayed.history, "")
    return PastedMoves([], EMPTY, [], format_paste_error(replayed.error))


def format_paste_error(reason):
    """Why a paste was refused, reason ending in a full stop."""
    if reason[-1:] not in SENTENCE_ENDS:
        reason += FULL_STOP
    return PASTE_ERROR_MESSAGE.format(reason)


@dataclasses.dataclass(frozen=True)
class SquareValue:
    """A move's value as its square shows it."""
    text: str            # such as '+4'
    exact: bool          # whether it is exact (the board underlines it)


def format_square_value(opinion):
    """A move's SquareValue: exact, a marked bound, or the rounded estimate."""
    kind = get_value_kind(opinion)
    if kind == VALUE_KIND_EXACT:
        return SquareValue(format_disc_value(opinion.lower), True)
    if kind == VALUE_KIND_AT_LEAST:
        return SquareValue(VALUE_AT_LEAST_MARK + format_disc_value(
            opinion.lower), False)
    if kind == VALUE_KIND_AT_MOST:
        return SquareValue(VALUE_AT_MOST_MARK + format_disc_value(
            opinion.upper), False)
    return SquareValue(format_disc_value(round(opinion.estimate)), False)


@dataclasses.dataclass(frozen=True)
class GraphValue:
    """A position's value as the evaluation graph shows it."""
    value: float         # the value for the side that moves first
    exact: bool          # whether it is exact (the graph fills its point)


def get_graph_value(opinion, piece, first):
    """The graph's GraphValue of piece's best opinion, the value for first.
    """
    sign = 1
    if piece != first:
        sign = -1
    return GraphValue(sign * opinion.estimate, is_exact_opinion(opinion))


@dataclasses.dataclass(frozen=True)
class GraphPoint:
    """A point on the evaluation graph, in pixels from its top left."""
    x: float
    y: float


def get_graph_point(index, value, count, size, largest):
    """The GraphPoint of a value on a graph of size [width, height]:
    position index (of count) left to right, the value up for the side
    that moves first, from -largest over the move numbers to largest at
    the top.
    """
    width = size[0] - GRAPH_MARGIN * MARGINS_PER_AXIS
    height = (size[1] - GRAPH_MARGIN * MARGINS_PER_AXIS
              - GRAPH_NUMBERS_HEIGHT)
    x = GRAPH_MARGIN + width * index / max(count, 1)
    y = (GRAPH_MARGIN
         + height * (largest - value) / (largest * MARGINS_PER_AXIS))
    return GraphPoint(x, y)


def find_graph_index(x, count, width):
    """The nearest position (0 to count) to the graph's x, in pixels."""
    inner = max(1, width - GRAPH_MARGIN * MARGINS_PER_AXIS)
    index = round((x - GRAPH_MARGIN) * max(count, 1) / inner)
    return min(count, max(0, index))


@dataclasses.dataclass(frozen=True)
class FlipFrame:
    """A flipping disc as drawn part of the way."""
    new_side: bool       # whether its new side shows
    width: float         # its width as a share of a whole disc's


def get_flip_frame(progress):
    """The FlipFrame at progress (0 to 1): old side narrowing, new widening."""
    progress = min(1.0, max(0.0, progress))
    return FlipFrame(progress >= 1 / CENTRE_DIVISOR,
                     abs(math.cos(math.pi * progress)))


def format_keys_help(commands):
    """The Keys help: commands with their shortcuts, then the go-through keys.
    """
    lines = [KEYS_LINE.format(command.shortcut,
                              MENU_PATH.format(command.menu, command.label))
             for command in commands]
    lines += [KEYS_LINE.format(key, meaning) for key, meaning in GO_KEYS]
    lines.append(KEYS_LINE.format("", GO_KEYS_NOTE))
    return "\n".join(lines)

# ----------------------------------------------------------------------
# WINDOW 3: DRAWING THE BOARD
# ----------------------------------------------------------------------

# Sizes in cells: the label margin, a disc's inset, the marks (a legal
# move's dot, a frame on the last move and the hint's, a ring on a
# flipped disc; none covers a disc's middle, where a letter may be),
# their line width, the fonts; for the one-row game, the REVERSI bar
# above the row (as the 1D Reversi assignment draws it) and its gap.
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
# A reviewed move's better move: light blue, unlike the hint's yellow.
BETTER_MOVE_COLOUR = "#4fc3f7"
# A square a reviewed move's reasons name (the corner given, the region,
# the frontier discs, the wedge): a purple triangle in its top left
# corner, clear of the disc, its items tagged REASON_MARK_TAG.
REASON_COLOUR = "#d500f9"
REASON_MARK_CELLS = 0.28
REASON_MARK_TAG = "reason"
EXACT_VALUE_COLOUR = "#ffffff"
VALUE_COLOUR = "#c8e6c9"
# The best move's value (and any as good): yellow, as the hint's frame.
BEST_VALUE_COLOUR = HINT_COLOUR


@dataclasses.dataclass(frozen=True)
class AnimationFrame:
    """Where the flips' animation is (see get_animation)."""
    squares: list        # the flipped squares
    share: float         # the share of its time gone


@dataclasses.dataclass
class SquareMarks:
    """What the board's squares are marked with as it is drawn."""
    last_move: list               # the last move's square, or []
    flips: list                   # the squares the last move flipped
    legal: list                   # the legal moves to mark with a dot
    hint: list                    # the hint's move, or []
    better: list                  # a reviewed move's better move, or []
    reasons: list                 # the squares its reasons name
    values: dict                  # {(row, col): opinion} to write
    animation: AnimationFrame     # the flips' animation now, or None


def get_board_layout(width, height, rows, cols):
    """The BoardLayout on a width by height canvas: centred, as big as fits."""
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
    """The [row, col] square under the canvas's x, y, or [] off the board."""
    cell = layout.cell
    col = int((x - layout.left) // cell)
    row = int((y - layout.top) // cell)
    if 0 <= row < rows and 0 <= col < cols:
        return [row, col]
    return []


def get_square_box(layout, square, inset):
    """The [x0, y0, x1, y1] box of a square, inset cells in."""
    cell = layout.cell
    left = layout.left + square[1] * cell
    top = layout.top + square[0] * cell
    return [left + inset * cell, top + inset * cell,
            left + (1 - inset) * cell, top + (1 - inset) * cell]


def _get_centre_box(layout, square, radius):
    """The [x0, y0, x1, y1] box of a mark in a square's centre."""
    return get_square_box(layout, square, 1 / CENTRE_DIVISOR - radius)


def get_font(layout, cells, style=FONT_WEIGHT):
    """A tkinter font, its size in cells."""
    return (FONT_FAMILY, max(MIN_FONT_SIZE, round(layout.cell
                                                  * cells)), style)


def draw_numbers(canvas, layout, board, rules):
    """Draws the labels: columns above, rows left (one row: numbers below)."""
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
    """Draws the REVERSI bar above a one-row board of cols squares."""
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
    """Draws piece's disc, width_share wide; lettered: with its letter."""
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
    """Writes a move's value on its square (exact underlined; best yellow)."""
    shown = format_square_value(opinion)
    text, exact = shown.text, shown.exact
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
    """Draws a square: its cell; its disc (lettered on a one-row board; turning
    while animated); a frame on the last move, else a ring on a flipped disc;
    its value, else a legal dot; the hint's or better move's frame; a reason's
    corner.
    """
    canvas.create_rectangle(*get_square_box(layout, square, 0),
                            fill=BOARD_COLOUR, outline=GRID_COLOUR)
    piece = board[square[0]][square[1]]
    flipping, share = [], 0
    if marks.animation is not None:
        flipping, share = marks.animation.squares, marks.animation.share
    if piece != EMPTY:
        width_share = 1
        if square in flipping:
            frame = get_flip_frame(share)
            new_side, width_share = frame.new_side, frame.width
            if not new_side:
                piece = get_opponent(piece)
        _draw_disc(canvas, layout, square, piece, width_share,
                  len(board) == 1)
    line_width = max(1, layout.cell * MARK_LINE_CELLS)
    if square == marks.last_move:
        canvas.create_rectangle(*get_square_box(layout, square, FRAME_INSET),
                                outline=LAST_MOVE_COLOUR, width=line_width)
    elif square in marks.flips and marks.animation is None:
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
    for framed, colour in [[marks.hint, HINT_COLOUR],
                           [marks.better, BETTER_MOVE_COLOUR]]:
        if square == framed:
            canvas.create_rectangle(*get_square_box(layout, square,
                                                    FRAME_INSET),
                                    outline=colour, width=line_width)
    if square in marks.reasons:
        left, top, _, _ = get_square_box(layout, square, 0)
        side = layout.cell * REASON_MARK_CELLS
        canvas.create_polygon(left, top, left + side, top, left, top + side,
                              fill=REASON_COLOUR, outline="",
                              tags=(REASON_MARK_TAG,))

# ----------------------------------------------------------------------
# WINDOW 4: DRAWING THE WINDOW
# ----------------------------------------------------------------------

# The status, the sides named by their discs' colours: at the game's
# present, and before it.
WINDOW_STATUS = "Move {}. Black {}, White {}. {} to play."
VIEW_STATUS = ("After move {} of {}: black {}, white {}. {} to play here; "
               "End returns to the game.")
VIEW_OVER_STATUS = ("After move {} of {}: black {}, white {}. End returns to "
                    "the game.")
# How long a flip's animation lasts.
ANIMATION_SECONDS = 0.25
# The canvas's least size; the side to move's disc by the status.
MIN_CANVAS_SIDE = 100
# A menu item's or button's state when it may be used, and when not.
CONTROL_STATES = {True: "normal", False: "disabled"}
SIDE_DISC_SIZE = 22
# The colours of the review's marks in the move list (as REVIEW_SYMBOLS).
REVIEW_COLOURS = ["#e65100", "#d84315", "#b71c1c"]
# The graph: its least range (discs either way), point radius and line
# width.
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
# A tick on the axis every GRAPH_TICK_MOVES moves, its number written
# under the lowest value, clear of the line.
GRAPH_TICK_MOVES = 10
GRAPH_TICK_LENGTH = 3
GRAPH_TICK_ANCHOR = "n"
# A move number ends at least GRAPH_LABEL_PAD pixels in from the right
# edge. The line marking the position shown stops above the numbers.
GRAPH_LABEL_PAD = 2
# A box's right edge in a canvas's bbox (left, top, right, bottom).
BOX_RIGHT = 2
GRAPH_CURRENT_COLOUR = "#e53935"
# The panel: the graph's size beside the board and under it; at most
# two grid cells each way; the padding round the graph and a button.
PANEL_WIDTH = 220
GRAPH_HEIGHT = 180
NARROW_PANEL_HEIGHT = 72
PANEL_GRID_CELLS = 2
BUTTON_PADDING = 2


def get_shown_state(window):
    """The GameState shown: the editor's while it is open, else the view's."""
    if window.editor is not None:
        return get_editor_state(window.state, window.editor)
    return get_view_state(window.state, window.view)


def get_animation(window):
    """The animation's AnimationFrame now, or None when none runs."""
    animation = window.animation
    if animation is None:
        return None
    share = (time.monotonic() - animation.started) / ANIMATION_SECONDS
    if share >= 1:
        return None
    return AnimationFrame(animation.squares, share)


def draw_window(window):
    """Redraws everything at the canvas's size (keeping the layout): the board
    with the marks asked for, the status lines, the move list and graph; greys
    the controls that may not be used.
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
                        window.hint, window.better, window.reason_squares,
                        values, get_animation(window))
    for row in range(len(board)):
        for col in range(len(board[row])):
            draw_square(canvas, layout, board, [row, col], marks)
    window.message_label.configure(text=window.message)
    window.refusal_label.configure(text=window.refusal)
    status = format_status(state, WINDOW_STATUS, DISC_COLOUR_NAMES)
    if not is_state_over(state) and state.game.clock is not None:
        status += STATUS_SEPARATOR + format_clocks(state)
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
    """Greys a control, or makes it usable again."""
    if control.index is None:
        control.widget.configure(state=CONTROL_STATES[usable])
    else:
        control.widget.entryconfigure(control.index,
                                      state=CONTROL_STATES[usable])


def _format_view_status(state, view):
    """The status of a position before the present (see VIEW_STATUS)."""
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
    """Draws the side to move's disc by the status; none once shown is over."""
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
    """Refills the move list, marks coloured, the view's move selected."""
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
    """The scale's reach: values' largest, at least GRAPH_LEAST_RANGE."""
    largest = GRAPH_LEAST_RANGE
    for shown in values.values():
        largest = max(largest, abs(shown.value))
    return largest


def _draw_graph_ticks(canvas, count, size, largest):
    """Draws the graph's ticks and move numbers, none past its edge."""
    lowest = get_graph_point(0, -largest, count, size, largest).y
    for index in range(GRAPH_TICK_MOVES, count + 1, GRAPH_TICK_MOVES):
        tick = get_graph_point(index, 0, count, size, largest)
        canvas.create_line(tick.x, tick.y - GRAPH_TICK_LENGTH, tick.x,
                           tick.y + GRAPH_TICK_LENGTH,
                           fill=GRAPH_LABEL_COLOUR, tags=("tick",))
        number = canvas.create_text(tick.x, lowest,
                                    anchor=GRAPH_TICK_ANCHOR,
                                    text=str(index),
                                    fill=GRAPH_LABEL_COLOUR, tags=("tick",))
        overflow = (canvas.bbox(number)[BOX_RIGHT]
                    - (size[0] - GRAPH_LABEL_PAD))
        if overflow > 0:
            canvas.move(number, -overflow, 0)


def _draw_graph(window):
    """Draws the evaluation graph if shown: the value after each move for the
    first side, exact points filled, the position shown marked.
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
    canvas.create_line(left.x, left.y, right.x, right.y,
                       fill=GRAPH_AXIS_COLOUR)
    first = window.state.game.first
    for value, piece, anchor in [[largest, first, GRAPH_TOP_ANCHOR],
                                 [-largest, get_opponent(first),
                                  GRAPH_BOTTOM_ANCHOR]]:
        end = get_graph_point(0, value, count, size, largest)
        canvas.create_text(end.x, end.y, anchor=anchor,
                           fill=GRAPH_LABEL_COLOUR,
                           text=GRAPH_SCALE.format(piece, largest))
    _draw_graph_ticks(canvas, count, size, largest)
    shown = get_graph_point(window.view, 0, count, size, largest)
    numbers_top = get_graph_point(0, -largest, count, size, largest).y
    canvas.create_line(shown.x, 0, shown.x, numbers_top,
                       fill=GRAPH_CURRENT_COLOUR, tags=("current",))
    points = []
    for index in sorted(values):
        point = get_graph_point(index, values[index].value, count, size,
                                largest)
        points.append(point)
        fill = GRAPH_BACKGROUND
        if values[index].exact:
            fill = GRAPH_LINE_COLOUR
        canvas.create_oval(point.x - GRAPH_POINT_RADIUS,
                           point.y - GRAPH_POINT_RADIUS,
                           point.x + GRAPH_POINT_RADIUS,
                           point.y + GRAPH_POINT_RADIUS, fill=fill,
                           outline=GRAPH_LINE_COLOUR, tags=("point",))
    if len(points) > 1:
        canvas.create_line(*[number for point in points
                             for number in (point.x, point.y)],
                           fill=GRAPH_LINE_COLOUR, width=GRAPH_LINE_WIDTH,
                           tags=("line",))
        canvas.tag_raise("point")


def show_lines(window, lines):
    """Shows lines as the message (if any), clears the refusal, redraws."""
    if len(lines) > 0:
        window.message = STATUS_SEPARATOR.join(lines)
    window.refusal = ""
    draw_window(window)


def show_refusal(window, text):
    """Shows text, why something was not done, and redraws."""
    window.refusal = text
    draw_window(window)


def place_panel(window, wide):
    """Puts the panel beside (wide) or under the board, the graph if shown."""
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
# An AnalysisTask's kinds, and its results: [RESULT_OPINIONS, opinions],
# [RESULT_LINE, line] or [RESULT_JUDGED, [number, piece, judged]], then
# TASK_DONE.
TASK_VALUES = "values"
TASK_REVIEW = "review"
TASK_DONE = "done"
RESULT_LINE = "line"
RESULT_JUDGED = "judged"
RESULT_OPINIONS = "opinions"
# The move values are worked out again with more think time each pass,
# refined while the player looks: these seconds, then --analyze's.
VALUE_THINK_STEPS = [0.3, 1.0, 3.0]


class AnalysisCancelled(Exception):
    """Raised on a task's thread once the task is cancelled."""


def run_in_background(window, work, finish, pause_ms):
    """Runs work() on another thread, so the window never freezes (busy
    meanwhile), then finish(window, answer) on Tk's thread, the only one that
    touches widgets, pause_ms later at the soonest. An answer after a new game
    or undo is dropped.
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
    """Looks for answer every POLL_MS until it is there and not_before
    (time.monotonic()) has passed, then clears busy and calls finish; drops it
    once generation is not the window's.
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
    """Starts an analysis of kind on another thread, replacing any: work(task)
    puts its results; receive(window, result) gets each on Tk's thread, then
    TASK_DONE.
    """
    cancel_task(window)
    task = AnalysisTask(kind)
    window.analysis = task
    threading.Thread(target=run_task, args=(task, work), daemon=True).start()
    window.root.after(POLL_MS, poll_task, window, task, receive)


def run_task(task, work):
    """Does a task's work on its thread, then TASK_DONE unless cancelled."""
    try:
        work(task)
        put_result(task, TASK_DONE)
    except AnalysisCancelled:
        pass


def put_result(task, result):
    """Hands a result to the window; raises AnalysisCancelled if cancelled."""
    if task.cancelled:
        raise AnalysisCancelled()
    task.results.append(result)


def watch_task_search(task, state):
    """Keeps a task's search so cancelling ends it (at once if cancelled)."""
    task.searches.append(state)
    if task.cancelled:
        stop_search(state)


def cancel_task(window):
    """Cancels any analysis under way: its searches end, results go."""
    task = window.analysis
    window.analysis = None
    if task is None:
        return
    task.cancelled = True
    for state in list(task.searches):
        stop_search(state)


def poll_task(window, task, receive):
    """Hands a task's new results to receive, every POLL_MS until it ends."""
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
    """Values board's moves (a copy) for piece with more think time each pass
    (VALUE_THINK_STEPS, then --analyze's), a result each, until all are exact.
    Raises AnalysisCancelled once cancelled.
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
    """Unless a review runs, clears the values and, if shown, values the
    position shown's moves again; a computer about to move thinks alone.
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
    """Shows a result's opinions on the board and the best's on the graph."""
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
    """Reviews a game from start and history (copies) on a task's thread, each
    line and judged move a result; names is {piece: its summary's name}. Raises
    AnalysisCancelled once cancelled.
    """
    review_game(start, history, game.rules, get_game_settings(game),
                game.write_square, names,
                functools.partial(put_review_line, task),
                functools.partial(put_judged_move, task),
                naive=list_naive_sides(game.player_names))


def put_review_line(task, line):
    """Hands a review's line to the window (review_game's show_line)."""
    put_result(task, [RESULT_LINE, line])


def put_judged_move(task, number, piece, judged):
    """Hands a review's JudgedMove to the window (its note_judged)."""
    put_result(task, [RESULT_JUDGED, [number, piece, judged]])


def receive_review(window, result):
    """Takes a review's result: keeps a line; marks and graphs a judged move;
    at TASK_DONE shows the summaries and refreshes the values.
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
        mark = get_judged_mark(judged)
        if mark is not None:
            window.review_marks[number] = mark
    draw_window(window)

# ----------------------------------------------------------------------
# WINDOW 6: CLICKS, TURNS AND ANIMATION
# ----------------------------------------------------------------------

# A flip's animation draws a frame this often; on a clock, the clocks are
# looked at this often (see tick_clock).
ANIMATION_FRAME_MS = 20
CLOCK_TICK_MS = 100
# A click where a computer moves, before the present; a review stopped
# by a change of moves.
VIEW_COMPUTER_MESSAGE = ("Here {} is to move: go to a point where you are, "
                         "or press End.")
REVIEW_CANCELLED_MESSAGE = "The review stopped: the game changed."
# Said of a reviewed move that lost discs (see BETTER_MOVE_COLOUR).
REVIEW_BETTER_NOTE = "The better move is framed in blue."
# Ends a marked move's why line when its reasons name squares.
REASON_SQUARES_NOTE = "(the squares named have a purple corner)"


def start_animation(window):
    """Animates the last move's flips, when animation is on."""
    state = window.state
    window.animation = None
    if not window.show.animation or len(state.flips) == 0:
        return
    window.animation = Animation([list(square) for square in state.flips],
                                 time.monotonic())
    animate(window, window.animation)


def animate(window, animation):
    """Draws an animation's frames until its time is up or a newer one."""
    if window.animation is not animation:
        return
    draw_window(window)
    if get_animation(window) is None:
        window.animation = None
        return
    window.root.after(ANIMATION_FRAME_MS, animate, window, animation)


def advance_window(window):
    """Starts what comes next once the flips' animation is over (so a computer
    thinks while the window is still): a computer's search or a human's pass,
    and the move values.
    """
    if get_animation(window) is not None:
        window.root.after(ANIMATION_FRAME_MS, resume_advance, window,
                                  window.generation)
        return
    state = window.state
    step = get_window_step(state)
    if step != STEP_OVER:
        keep_turn_clock(state)
    if step == STEP_COMPUTER:
        run_in_background(window, prepare_computer_move(state), finish_turn,
                          window.pause_ms)
    elif step == STEP_PASS:
        run_in_background(window, choose_pass, finish_turn,
                          window.pause_ms)
    refresh_values(window)


def tick_clock(window):
    """Every CLOCK_TICK_MS, on a clock: the flag of the side due falls when
    its time runs out (a computer's thinking is dropped, and the game is
    over), and the status shows the clocks as they count.
    """
    state = window.state
    if state.game.clock is not None and not is_state_over(state):
        if state.turn_started is not None and check_flag(state):
            start_over(window)
            show_lines(window, [TIME_OUT_MESSAGE.format(state.flagged)])
        elif format_clocks(state) != window.clocks:
            window.clocks = format_clocks(state)
            draw_window(window)
    window.root.after(CLOCK_TICK_MS, tick_clock, window)


def resume_advance(window, generation):
    """Goes on after an animation, unless the game changed since."""
    if generation == window.generation:
        advance_window(window)


def choose_pass():
    """Plays the pass of a human with no legal move."""
    return []


def finish_turn(window, move):
    """Plays and shows a computer's move ([] passes), then goes on."""
    state = window.state
    at_present = window.view == len(state.history)
    window.hint = []
    window.better = []
    window.reason_squares = []
    lines = play_turn_lines(state, move)
    if at_present:
        window.view = len(state.history)
        start_animation(window)
    show_lines(window, lines)
    advance_window(window)


def start_over(window):
    """Forgets thinking under way (its answer dropped) and the marks."""
    window.generation += 1
    window.busy = False
    window.hint = []
    window.better = []
    window.reason_squares = []
    window.animation = None


def forget_review_after(window, count):
    """Forgets review marks, judged moves and graph values past count."""
    window.review_marks = {number: mark for number, mark in
                           window.review_marks.items() if number <= count}
    window.review_judged = {
        number: judged for number, judged in window.review_judged.items()
        if number <= count}
    window.graph_values = {
        index: value for index, value in window.graph_values.items()
        if index <= count}


def change_history(window, lines):
    """Goes on after moves changed other than at the end (undo, redo, a new
    line): shows lines, stops a review, drops marks past the moves, and views
    the present.
    """
    task = window.analysis
    if task is not None and task.kind == TASK_REVIEW:
        cancel_task(window)
        lines = lines + [REVIEW_CANCELLED_MESSAGE]
    count = len(window.state.history)
    forget_review_after(window, count)
    window.view = count
    show_lines(window, lines)
    advance_window(window)


def set_view(window, view):
    """Shows the game after view moves, with the move's review line and marks.
    """
    if view == window.view:
        return
    left = format_viewed_review(window, window.view)
    window.view = view
    window.hint = []
    window.better = []
    window.animation = None
    window.refusal = ""
    window.values = {}
    window.reason_squares = list_reason_squares(get_viewed_reasons(window,
                                                                   view))
    # The move's review line, if any; the line of the move left goes.
    line = format_viewed_review(window, view)
    if line != "" or window.message == left:
        window.message = line
    judged = window.review_judged.get(view)
    if judged is not None and judged.lost > 0:
        window.better = judged.best.move
    draw_window(window)
    refresh_values(window)


def get_viewed_reasons(window, view):
    """The Reasons of the marked move that led to view ([] if none), kept."""
    judged = window.review_judged.get(view)
    if judged is None or get_judged_mark(judged) is None:
        return []
    kept = window.review_reasons.get(view)
    if kept is None or kept[0] is not judged:
        state = window.state
        rules = state.game.rules
        piece = state.history[view - 1][0]
        board = replay_moves(state.start, state.history[0][0],
                             state.history[:view - 1], rules).board
        kept = [judged, find_reasons(board, piece, rules, judged.played,
                                     judged.best, judged.lost, judged.exact,
                                     state.game.write_square,
                                     list_naive_sides(
                                         state.game.player_names))]
        window.review_reasons[view] = kept
    return kept[1]


def list_reason_squares(reasons):
    """The [row, col] squares Reasons name, each once, in their order."""
    squares = []
    for reason in reasons:
        for square in reason.squares:
            if list(square) not in squares:
                squares.append(list(square))
    return squares


def format_viewed_review(window, view):
    """The review line of the move that led to view, with notes of its better
    move and, if marked, its why line; '' if not reviewed.
    """
    if view not in window.review_judged:
        return ""
    state = window.state
    piece, move = state.history[view - 1]
    judged = window.review_judged[view]
    line = format_review_move(
        view, piece, move, judged, state.board,
        state.game.write_square, state.history[0][0]).strip()
    if judged is not None and judged.lost > 0:
        line += SPACE + REVIEW_BETTER_NOTE
    if judged is None or get_judged_mark(judged) is None:
        return line
    reasons = get_viewed_reasons(window, view)
    why = format_why(reasons, judged.played, judged.best)
    if len(list_reason_squares(reasons)) > 0:
        why += SPACE + REASON_SQUARES_NOTE
    return line + NEWLINE + why


def on_go(window, where, event=None):
    """Moves the view to the start, back, forward, or to the present."""
    count = len(window.state.history)
    set_view(window, get_new_view(window.view, where, count))


def on_list_select(window, event):
    """Shows the position after the move selected in the list."""
    selected = window.move_list.curselection()
    if len(selected) > 0:
        set_view(window, selected[0])


def on_graph_click(window, event):
    """Shows the position after the move clicked on the graph."""
    count = len(window.state.history)
    set_view(window, find_graph_index(event.x, count,
                                      window.graph.winfo_width()))


def on_click(window, event):
    """Plays a click on the canvas (at an earlier point, a new line once the
    player agrees), or says why not; in the editor, cycles the square's piece.
    Ignored while flips animate.
    """
    if get_animation(window) is not None:
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
        forget_review_after(window, window.view)
    start_over(window)
    lines = click_square(state, square).lines + lines
    window.view = len(state.history)
    start_animation(window)
    change_history(window, lines)

# ----------------------------------------------------------------------
# WINDOW 7: THE MENU COMMANDS
# ----------------------------------------------------------------------

# The menus' names; each command is a WindowCommand.
MENU_GAME = "Game"
MENU_EDIT = "Edit"
MENU_VIEW = "View"
MENU_ANALYZE = "Analyze"
MENU_HELP = "Help"
# The view options: [its field of ViewOptions (on at first or not), its
# label, shortcut and key events].
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
# The new-game dialog: its title, buttons, and its choices' labels (a
# row each, label beside menu, the buttons under them).
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
# Tk's names of keys and of the close request, and a key's event.
RETURN_KEY = "Return"
ESCAPE_KEY = "Escape"
DELETE_WINDOW_PROTOCOL = "WM_DELETE_WINDOW"
KEY_EVENT = "<{}>"
# The help's width and fonts (fixed width for the Keys help's columns);
# the padding of dialogs and help.
HELP_WIDTH = 440
HELP_FONT = "TkDefaultFont"
KEYS_HELP_FONT = "TkFixedFont"
STATUS_PADDING = 6
# The How to play help: the window, the rules in it, the review's marks.
HOW_TO_PLAY = (
    "Click a square to play there; a legal move has a dot. {}\n\n"
    "The move list and the graph go through the game: click a move or a "
    "point of the graph, or press Left, Right, Home and End. Playing a "
    "move at an earlier point starts a new line from there.\n\n"
    "View > Move values writes on each legal move its value: the disc "
    "difference at the end of the game for the side to move, with best "
    "play. An exact value is white and underlined; the others are "
    "estimates, except \u2265+4 (at least) and \u2264+4 (at most). The "
    "best move's value is yellow, as is the frame of Analyze > Hint's "
    "move.\n\n"
    "Analyze > Review game judges every move against the best one: ?! "
    "an inaccuracy ({} discs lost), ? a mistake ({}), ?? a blunder "
    "({}). At a move that lost discs, the move that side had better "
    "played is framed in blue; at a marked move a why line says why it "
    "is worse, and the squares it names have a purple corner. The graph "
    "shows the value after each move for {}.")
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


def may_leave_game(window, question):
    """Whether the game may be left: saved, or the player agrees."""
    return (not is_unsaved(window.state)
            or window.ask(question))


def replace_game(window, game, board, played, path, lines):
    """Puts another game (new, opened or pasted) in the window and starts it:
    board its position, played as create_play_state's, path its file or None,
    lines what to say.
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
    window.root.title(WINDOW_TITLE.format(
        game.rules.name))
    show_lines(window, lines)
    advance_window(window)


def add_dialog_buttons(tkinter, top, frame, confirm, cancel):
    """Gives dialog top two buttons in frame: confirm, [label, function
    (event=None)], the default (also Return); Cancel calls cancel (also Escape
    and the close button).
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
    """Opens (or raises) the new-game dialog, set to the game's choices."""
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
    """Starts the dialog's game, if the player may leave this one."""
    if not may_leave_game(window, NEW_GAME_QUESTION):
        return
    choices = GameChoices(dialog.rules.get(), dialog.size.get(),
                          dialog.x.get(), dialog.o.get())
    reason = get_best_player_error({PLAYER_PIECE: choices.x,
                                    COMPUTER_PIECE: choices.o})
    if reason != "":
        show_refusal(window, reason)
        return
    on_dialog_close(window, dialog)
    chosen = create_chosen_game(choices, window.state.game)
    game, board = chosen.game, chosen.board
    replace_game(window, game, board, None, None,
                 [NEW_GAME_MESSAGE, format_sides(game, WINDOW_PIECE_NAMES,
                                                 MOUSE_PLACE)])


def on_dialog_close(window, dialog, event=None):
    """Closes the new-game dialog."""
    window.dialog = None
    dialog.top.destroy()


def on_open(window, event=None):
    """Opens a game file chosen (what --load reads), if the game may be left.
    """
    if not may_leave_game(window, OPEN_QUESTION):
        return
    path = window.choose_open()
    if not path:
        return
    open_game_file(window, read_game_file(path), path,
                   OPENED_MESSAGE.format(show_path(path)))


def open_game_file(window, game_file, path, said):
    """Puts a game read or pasted in the window, asking which of several. path
    is None for a paste; said says what was opened (None: a paste gives the
    game's title).
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
    name_loaded_sides(window.state, loaded)
    draw_window(window)


def on_save(window, event=None):
    """Saves the game to its file (opened, saved or --record), or asks."""
    path = window.path
    if path is None:
        path = window.state.game.record_path
    if path is None:
        on_save_as(window)
        return
    save_to(window, path)


def on_save_as(window, event=None):
    """Saves the game's record to a file chosen in the dialog."""
    path = window.choose_save()
    if path:
        save_to(window, path)


def save_to(window, path):
    """Writes the game's record to a file and says how it went."""
    reason = save_state(window.state, path)
    if reason != "":
        show_refusal(window, NOT_SAVED_MESSAGE.format(show_path(path),
                                                      reason))
        return
    window.path = path
    show_lines(window, [SAVED_MESSAGE.format(show_path(path))])


def on_quit(window, event=None):
    """Closes the window, ending the program, if the player may leave."""
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


# The commands greyed when they may not be used, and their tests.
CONTROL_CHECKS = {on_undo: can_take_back, on_redo: can_play_again}


def changed_by(window, done):
    """Shows what undo or redo did (done, a HistoryChange) and goes on."""
    if not done.changed:
        show_refusal(window, STATUS_SEPARATOR.join(done.lines))
        return
    start_over(window)
    change_history(window, done.lines)


def on_copy_position(window, event=None):
    """Copies the position shown as a board string (--position, Paste)."""
    shown = get_shown_state(window)
    side = shown.due
    if side == EMPTY:
        side = window.state.game.first
    text = format_position(shown.board, side)
    window.root.clipboard_clear()
    window.root.clipboard_append(text)
    show_lines(window, [COPIED_POSITION_MESSAGE.format(
        DISC_COLOUR_NAMES[side])])


def on_copy(window, event=None):
    """Copies the game's moves (a move string where squares are named)."""
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
    """Plays the clipboard's moves in place of the game's (a new game if not
    from its start), or opens a pasted record, if the game may be left.
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
    if pasted.error != "":
        show_refusal(window, pasted.error)
        return
    if not may_leave_game(window, PASTE_QUESTION):
        return
    start, first, history = pasted.start, pasted.first, pasted.history
    if start is not state.start:
        # Not from this game's start: a new game.
        game = state.game
        rules = game.rules
        replace_game(window, remake_game(game, rules, game.player_names,
                                         first, game.top_left, game.win,
                                         None),
                     replay_moves(start, first, history, rules).board,
                     [start, history], None, [])
        window.state.people = dict(UNNAMED_PEOPLE)
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
    state.people = dict(UNNAMED_PEOPLE)
    change_history(window, [format_pasted_moves(state)] + lines)


def format_pasted_moves(state):
    """Says where a pasted game goes on, or that it is finished."""
    history = state.history
    if is_state_over(state):
        return PASTED_FINISHED_MESSAGE.format(len(
            [entry for entry in history if len(entry[1]) > 0]))
    return PASTED_MESSAGE.format(len(history))


def on_toggle(window, option, event=None):
    """Turns a view option on or off; a key turns its check mark too."""
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
    """Asks the strongest computer, off Tk's thread, for the human's best move.
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
    """Marks the hint's move and says what it is worth."""
    state = window.state
    window.hint = analysis.move
    show_lines(window, [NEWLINE.join(
        [format_best_move(state.board, analysis, state.game)]
        + list_best_line(state.board, analysis, state.game))])


def on_review(window, event=None):
    """Reviews the game on another thread, marking moves as judged."""
    state = window.state
    if len(state.history) == 0:
        show_refusal(window, REVIEW_NO_MOVES)
        return
    window.review_marks = {}
    window.review_judged = {}
    window.review_lines = []
    window.values = {}
    names = get_state_review_names(state)
    work = functools.partial(work_out_review, copy_board(state.start),
                             [list(entry) for entry in state.history],
                             state.game, names)
    start_task(window, TASK_REVIEW, work, receive_review)
    show_lines(window, [REVIEWING_MESSAGE])


def show_text_window(window, title, text, font=HELP_FONT):
    """Shows text in font in a non-modal window, replacing any shown."""
    tkinter = window.tkinter
    if window.text_window is not None:
        window.text_window.destroy()
    top = tkinter.Toplevel(window.root)
    top.title(title)
    top.transient(window.root)
    tkinter.Message(top, text=text, width=HELP_WIDTH, font=font).pack(
        padx=STATUS_PADDING, pady=STATUS_PADDING)
    tkinter.Button(top, text=CLOSE_BUTTON, command=top.destroy).pack(
        pady=STATUS_PADDING)
    top.bind(KEY_EVENT.format(ESCAPE_KEY), functools.partial(
        close_toplevel, top))
    window.text_window = top


def close_toplevel(top, event=None):
    """Closes a window of the game's own, such as a help's."""
    top.destroy()


def _format_how_to_play(game):
    """Writes the How to play help for a game's rules."""
    return HOW_TO_PLAY.format(RULES_TEXTS[game.rules.name],
                              REVIEW_INACCURACY, REVIEW_MISTAKE,
                              REVIEW_BLUNDER,
                              WINDOW_PIECE_NAMES[game.first])


def on_how_to_play(window, event=None):
    """Shows the How to play help."""
    show_text_window(window, HOW_TO_PLAY_TITLE, _format_how_to_play(
        window.state.game))


# ----------------------------------------------------------------------
# WINDOW 8: THE BOARD EDITOR
# ----------------------------------------------------------------------

# The board editor's dialog: its title, place, buttons and texts (its
# rules without Tk are in WINDOW 2).
SET_UP_TITLE = "Set up a position"
EDITOR_PLACE = "+{}+{}"
EDITOR_SIDE_LABEL = "{} to move"
EDITOR_CLEAR = "Clear"
EDITOR_START = "Start position"
EDITOR_ROTATE = "Rotate"
EDITOR_MIRROR = "Mirror"
EDITOR_PLAY = "Play from here"
EDITOR_HELP = ("Play from here (Enter) starts the game from this "
               "position; Cancel (Escape) keeps the game.")
SET_UP_QUESTION = UNSAVED_MESSAGE + " Play from the position set up anyway?"


def on_set_up(window, event=None):
    """Opens the board editor on the position shown: clicks cycle a square's
    piece; its dialog sets the side to move, clears, restores the start,
    rotates, mirrors, and plays from there.
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
    window.better = []
    window.reason_squares = []
    top = tkinter.Toplevel(window.root)
    top.title(SET_UP_TITLE)
    top.transient(window.root)
    # Beside the board, over the move list, leaving the board in view.
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
    for label, command in [
            [EDITOR_CLEAR, functools.partial(change_editor_board, window,
                                             clear_editor_board)],
            [EDITOR_START, functools.partial(put_editor_start, window)],
            [EDITOR_ROTATE, functools.partial(change_editor_board, window,
                                              rotate_board)],
            [EDITOR_MIRROR, functools.partial(change_editor_board, window,
                                              mirror_board)]]:
        tkinter.Button(top, text=label, command=command).pack(
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
    """An empty board of a board's size (the editor's Clear)."""
    return create_empty_board(len(board), len(board[0]))


def start_editor_board(game, board):
    """The start board of game at board's size (the editor's Start)."""
    return create_start_board(len(board), len(board[0]), game.top_left,
                              game.rules)


def put_editor_start(window):
    """The editor's Start position: the game's start board, black to move."""
    editor = window.editor
    editor.due = PLAYER_PIECE
    if editor.side is not None:
        editor.side.set(PLAYER_PIECE)
    change_editor_board(window, functools.partial(start_editor_board,
                                                  window.state.game))


def change_editor_board(window, change):
    """Sets the editor's board to change(board) (Rotate: square ones only)."""
    board = window.editor.board
    if change is rotate_board and len(board) != len(board[0]):
        show_refusal(window, ROTATE_REFUSAL)
        return
    window.editor.board = change(board)
    draw_window(window)


def on_editor_side(window):
    """Takes the side to move the editor's dialog chose."""
    window.editor.due = window.editor.side.get()
    draw_window(window)


def close_editor(window, event=None):
    """Closes the board editor, leaving the game as it was."""
    editor = window.editor
    window.editor = None
    if editor is not None and editor.top is not None:
        editor.top.destroy()
    show_lines(window, [])
    draw_window(window)


def on_editor_play(window, event=None):
    """Plays from the position set up, if the game may be left."""
    editor = window.editor
    if not may_leave_game(window, SET_UP_QUESTION):
        return
    game = window.state.game
    rules = game.rules
    turn = choose_set_up_turn(editor.board, editor.due, rules)
    side, said = turn.side, turn.line
    board = copy_board(editor.board)
    close_editor(window)
    replace_game(window, remake_game(game, rules, game.player_names, side,
                                     game.top_left, game.win, None),
                 board, [copy_board(board), []], None, [said])


# ----------------------------------------------------------------------
# WINDOW 9: BUILDING THE WINDOW
# ----------------------------------------------------------------------

# The window's name (its questions' title), and why it could not open.
WINDOW_NAME = "proj2 Reversi"
NO_TKINTER_MESSAGE = ("the window needs tkinter (on Debian: apt install "
                      "python3-tk)")
NO_DISPLAY_MESSAGE = "cannot open a window: {}"
# The file dialogs' types, the first shown at first (Open offers all it
# reads; Save writes records and GGF, not WTHOR). Tk's patterns are
# case-sensitive on X11.
RECORD_FILE_TYPE = ["Game records and move strings", "*.txt"]
GGF_FILE_TYPE = ["GGF games", "*.ggf"]
ALL_FILE_TYPE = ["All files", "*"]
OPEN_FILE_TYPES = [["Games", ("*.txt", "*.ggf", "*.wtb", "*.TXT", "*.GGF",
                              "*.WTB")],
                   RECORD_FILE_TYPE, GGF_FILE_TYPE,
                   ["WTHOR databases", ("*.wtb", "*.WTB")], ALL_FILE_TYPE]
SAVE_FILE_TYPES = [RECORD_FILE_TYPE, GGF_FILE_TYPE, ALL_FILE_TYPE]
# The dialog that lists a file's games (see choose_listed_game).
CHOOSE_GAME_TITLE = "Open one of {} games"
OPEN_BUTTON = "Open"
GAME_LIST_WIDTH = 70
GAME_LIST_HEIGHT = 20
DOUBLE_CLICK_EVENT = "<Double-Button-1>"
RECORD_EXTENSION = ".txt"
# The menu bar, and the toolbar's new-game and go-through buttons.
MENUS = [MENU_GAME, MENU_EDIT, MENU_VIEW, MENU_ANALYZE, MENU_HELP]
NEW_BUTTON = "New\u2026"
GO_BUTTONS = [[GO_FIRST, "|<"], [GO_BACK, "<"], [GO_FORWARD, ">"],
              [GO_LAST, ">|"]]
# The window's size and timing: the canvas at the start; the least
# size; the panel beside the board once the window is WIDE_RATIO times
# as wide as high; a computer's move (or pass) waits to be seen; Python
# gets a turn to notice Ctrl-C this often.
START_CANVAS_WIDTH = 560
START_CANVAS_HEIGHT = 560
ONE_ROW_CANVAS_HEIGHT = 220
# The least size is measured (tests/test_window.py holds it): there the
# message's four lines fit a review's two summaries, or a marked move's
# review line and a why line of two reasons (three at the first size);
# lower, the square values fall under 11 pixels.
MIN_WINDOW_WIDTH = 560
MIN_WINDOW_HEIGHT = 560
# The share of the screen the window opens in (the rest for the title
# bar and desktop panels), and how Tk writes a size.
SCREEN_SHARE = 0.9
WINDOW_SIZE_FORMAT = "{}x{}"
WIDE_RATIO = 1.15
MOVE_LIST_CHARACTERS = 14
MOVE_LIST_LINES = 4
STATUS_LINES = 3
MESSAGE_LINES = 4
REFUSAL_LINES = 1
MOVE_LIST_FONT = "TkFixedFont"
COMPUTER_PAUSE_MS = 500
SIGNAL_CHECK_MS = 200
# The Tcl variables Tk's own file dialogs and message boxes wait on: set,
# they end the dialog as if it were cancelled.
TK_DIALOG_ANSWERS = ["::tk::Priv(selectFilePath)", "::tk::Priv(button)"]
# Python's thread switch interval while a window is open (default
# 0.005 s).
WINDOW_SWITCH_SECONDS = 0.0005
# The lines under the board wrap inside the window less four paddings;
# the status, beside the side's disc, less the disc too.
WRAP_PADDINGS = 4
# The window's colours, besides the board's (see WINDOW 3).
BACKGROUND_COLOUR = "#eceff1"
REFUSAL_COLOUR = "#b71c1c"
CURRENT_ENTRY_COLOUR = "#c8e6c9"
# The window's grid rows, top to bottom.
TOOLBAR_ROW = 0
MAIN_ROW = 1
STATUS_ROW = 2
MESSAGE_ROW = 3
REFUSAL_ROW = 4
# Events the window binds.
CLICK_EVENT = "<Button-1>"
RESIZE_EVENT = "<Configure>"
LIST_SELECT_EVENT = "<<ListboxSelect>>"


@dataclasses.dataclass
class WindowCommand:
    """A menu command, with its shortcut and keys."""
    menu: str                     # its menu, such as MENU_GAME
    label: str                    # its menu item's label
    handler: object               # function (window, event=None), or
    # ... None for a view option (see on_toggle)
    shortcut: str                 # the shortcut its menu item shows
    events: list                  # the key events bound to it
    option: str = ""              # a view option's field of ViewOptions


def get_window_commands():
    """The window's WindowCommands, menu by menu, for menus and keys."""
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


def on_keys(window, event=None):
    """Shows every key of the window (Help > Keys)."""
    show_text_window(window, KEYS_HELP_TITLE,
                     format_keys_help(get_window_commands()), KEYS_HELP_FONT)


def on_resize(window, event):
    """Lays the window out at its new size: panel, wrapping, redrawing."""
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
    """Handles an exception raised in a callback: Ctrl-C (raised by
    stop_on_interrupt in whatever callback runs) stops the window, to end as at
    the terminal; others are reported as tkinter does.
    """
    if issubclass(kind, KeyboardInterrupt):
        window.interrupted = True
        # An open standard dialog runs its own loop until answered:
        # answer it as cancelled, so the window can stop.
        for name in TK_DIALOG_ANSWERS:
            window.root.setvar(name, "")
        window.root.quit()
        return
    sys.excepthook(kind, problem, trace)


def keep_signals_alive(window):
    """Lets Python run now and then, so Ctrl-C at the terminal works."""
    window.root.after(SIGNAL_CHECK_MS, keep_signals_alive, window)


def run_window_command(window, handler, extra, event=None):
    """Runs handler(window, *extra, event=None) unless the editor forbids it.
    """
    if window.editor is not None and handler not in EDITOR_FREE_COMMANDS:
        show_refusal(window, EDITOR_OPEN_REFUSAL)
        return
    if event is None:
        handler(window, *extra)
    else:
        handler(window, *extra, event)


# The commands that work while the board editor is open.
EDITOR_FREE_COMMANDS = [on_set_up, on_copy_position, on_how_to_play,
                        on_keys, on_quit]


def _build_menus(window):
    """Builds the menu bar, shortcuts shown and keys bound."""
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
    """Builds the buttons over the board, binding the go-through keys."""
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
    """Window's ask: a yes-or-no dialog; True for yes."""
    from tkinter import messagebox
    return bool(messagebox.askyesno(WINDOW_NAME, question, parent=root))


def choose_file(root, saving):
    """Window's choose_open and choose_save: a file chosen, or '' if none."""
    from tkinter import filedialog
    if saving:
        path = filedialog.asksaveasfilename(
            parent=root, filetypes=SAVE_FILE_TYPES,
            defaultextension=RECORD_EXTENSION)
    else:
        path = filedialog.askopenfilename(parent=root,
                                          filetypes=OPEN_FILE_TYPES)
    if not isinstance(path, str):
        return ""
    return path


def choose_listed_game(root, titles):
    """Window's choose_game: the index of the game chosen of titles, or None.
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
    """Makes the middle row: the board's canvas (height pixels high) and the
    panel of move list and graph (place_panel places it). Returns [frame,
    canvas, panel, move list, graph].
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
    """Makes the lines under the board, a row each: the status beside the side
    to move's disc, the message, the refusal. Returns [disc canvas, status,
    message and refusal labels].
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
    """Sets up root and its widgets; returns the Window of them and state."""
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
        refusal="", hint=[], better=[], reason_squares=[], busy=False,
        generation=0, pause_ms=pause_ms,
        layout=get_board_layout(START_CANVAS_WIDTH, height, len(board),
                                len(board[0])),
        interrupted=False, animation=None, analysis=None, values={},
        graph_values={}, review_marks={}, review_judged={},
        review_reasons={}, review_lines=[], controls=[], path=None,
        entries=[], dialog=None, editor=None, text_window=None,
        ask=functools.partial(ask_question, root),
        choose_open=functools.partial(choose_file, root, False),
        choose_save=functools.partial(choose_file, root, True),
        choose_game=functools.partial(choose_listed_game, root))


def _bind_events(window):
    """Binds clicks, resizing, closing and callback problems (not keys)."""
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
    """Fits the opening window (its widgets built) to SCREEN_SHARE of the
    screen, the board as large as that allows up to its start size; on a screen
    wider than high the panel goes beside the board, else under.
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
        # Wide enough that on_resize keeps the panel beside the board.
        window_width = max(window_width,
                           math.ceil(window_height * WIDE_RATIO))
    root.geometry(WINDOW_SIZE_FORMAT.format(window_width, window_height))
    window.layout = get_board_layout(side, height, len(window.state.board),
                                     len(window.state.board[0]))


def open_window(board, game, played, pause_ms=COMPUTER_PAUSE_MS):
    """Opens the game's window and starts the game, without waiting for it to
    close. played is as create_play_state takes it; pause_ms is how long a
    computer's move waits to be shown. Returns the Window, or the one-line
    reason none opened (no tkinter, or no display).
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
    tick_clock(window)
    return window


def run_window(board, game, played, loaded=None):
    """Plays the game in a window until it closes; loaded is its LoadedGame
    (whose people a review and save name) or None. Returns '', or the one-line
    reason no window opened. Raises KeyboardInterrupt on Ctrl-C.
    """
    window = open_window(board, game, played)
    if isinstance(window, str):
        return window
    if loaded is not None:
        name_loaded_sides(window.state, loaded)
    draw_window(window)
    window.root.mainloop()
    if window.interrupted:
        raise KeyboardInterrupt
    return ""


# ======================================================================
# COMMAND LINE
# ======================================================================

# The command line, in rooms, each with its constants at its top:
#   1. the options: one row each (OPTIONS), the parser and the checks
#   2. the game the options ask for, and its processes (choose_jobs)
#   3. the modes: what each option runs
#   4. stopping: Ctrl-C, the stop signals, an output gone
#   5. running the program: the course game, run_program

# ----------------------------------------------------------------------
# COMMAND LINE 1: THE OPTIONS
# ----------------------------------------------------------------------

# The program's description, and what --version prints (the engine's
# version, as GTP's version says).
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
VERSION_FORMAT = "{} {}"
# Other names --rules takes for a rule set.
RULES_ALIASES = {"othello": STANDARD_RULES_NAME}
# How a game is shown: the course's transcript (the default), or the
# rich style of the RICH DISPLAY section, for a person at a terminal.
STYLE_CLASSIC = "classic"
STYLE_RICH = "rich"
STYLE_CHOICES = [STYLE_CLASSIC, STYLE_RICH]
SIDE_CHOICES = {"x": PLAYER_PIECE, "o": COMPUTER_PIECE}
DEFAULT_SIDE_CHOICE = "x"
# How an option is written, and how messages list options.
OPTION_PREFIX = "--"
OPTION_LIST_SEPARATOR = ", "
# --start, which rules of a fixed size refuse with the size options.
START_OPTION = "start"
# The protocols that make proj2 an engine, which take some of the game's
# options (Option.engine).
ENGINE_PROTOCOLS = [PROTOCOL_GTP, PROTOCOL_NBOARD]
# The biggest --jobs.
MAX_JOBS = 64
# What the checks of the options say (see Option for those of its rows).
SIZE_ERROR = ("board sides must be even whole numbers from {} to {}; "
              "got {} x {}")
SIZE_CONFLICT_ERROR = "give either --size or --rows and --cols, not both"
FIXED_SIZE_ERROR = ("--rules {} plays on its own {}-square row: {} does "
                    "not apply")
PROTOCOL_RULES_ERROR = "--protocol {} plays only --rules standard or simple"
NBOARD_RULES_ERROR = "--protocol nboard plays only Othello (--rules standard)"
MOVES_RULES_ERROR = ("--moves writes squares by their names: it needs "
                     "--rules standard or simple")
# What a record fixes, which an option may repeat but not contradict.
LOAD_CONFLICT_ERROR = "{}: the record says {} {}, but --{} says {}"
LEVEL_WITHOUT_GTP_ERROR = "--level goes with --protocol gtp or nboard"
GAMES_WITHOUT_MATCH_ERROR = "--games goes with --match"
WHY_WITHOUT_ANALYZE_ERROR = ("--why goes with --analyze (a review says why "
                             "of itself)")
GAME_WITHOUT_FILE_ERROR = ("--game chooses a game of --load's or "
                           "--review's file")
LEVEL_ERROR = "--level takes a whole number from 1 to {most}; got {value}"
PERFT_DEPTH_ERROR = "--perft takes a depth of 0 or more; got {value}"
THINK_ERROR = ("--think takes a number of seconds above 0 and at most "
               "{most}; got {value}")
CLOCK_ERROR = ("--clock takes MINUTES[+SECONDS], minutes above 0 and at "
               "most {most}, such as 30 or 1+1; got {value}")
GAMES_ERROR = "--games takes a whole number of games above 0; got {value}"
JOBS_ERROR = "--jobs takes a whole number from 1 to {most}; got {value}"
PROTOCOL_OPTIONS_ERROR = ("--protocol {value} reads the game's options "
                          "from standard input: {} does not apply")
REVIEW_OPTIONS_ERROR = ("--review judges the game it is given: {} does "
                        "not apply")
MATCH_OPTIONS_ERROR = "--match plays its own games: {} does not apply"
ANALYZE_OPTIONS_ERROR = "--analyze plays no game: {} does not apply"
POSITION_OPTIONS_ERROR = ("--position gives every square and the side to "
                          "move: {} does not apply")
PERFT_OPTIONS_ERROR = "--perft plays no game: {} does not apply"
GUI_OPTIONS_ERROR = "--gui shows the game in a window: {} does not apply"


@dataclasses.dataclass(frozen=True)
class Option:
    """One option of the command line: all the program knows of it."""
    name: str                     # its name, after OPTION_PREFIX
    help: str                     # its line in --help
    arguments: dict               # how argparse reads it, besides its
    # ... help (an option left out stays None, so the checks can tell
    # ... it from a default)
    companions: tuple = ()        # the options it needs (any one)
    companion_error: str = ""     # what is said when none is given
    allows: object = None         # function value -> whether a value is
    # ... allowed (None: any argparse reads)
    value_error: str = ""         # what is said of a value refused
    # ... ({value}, and {most})
    most: object = None           # the most a value may be, as said
    excludes: tuple = ()          # the options that do not apply with
    # ... it, in the order the message lists them
    conflict_error: str = ""      # what is said when some are given
    # ... ({}: them, listed; {value}: this option's value)
    sizes_board: bool = False     # whether it sets the board's size
    engine: bool = False          # whether --protocol gtp and nboard
    # ... take it, as GUIs configure an engine (--protocol's excludes
    # ... name it among the game's options)


def get_rules_name(word):
    """Turns --rules' word into a rule set's name (see RULES_ALIASES)."""
    return RULES_ALIASES.get(word, word)


# Every option, in --help's order: one row each, from which
# build_argument_parser builds the parser and _get_option_error checks
# the command line.
OPTIONS = (
    Option("rules", ("the rule set (default: umbc, the project's; othello "
                     "is another name for standard)"),
           {"choices": list(RULE_SETS), "type": get_rules_name}),
    Option("size", "an N x N board (even, 4 to 16)",
           {"type": int, "metavar": "N"}, sizes_board=True),
    Option("rows", "the number of rows (even, 4 to 16)",
           {"type": int, "metavar": "R"}, sizes_board=True),
    Option("cols", "the number of columns (even, 4 to 16)",
           {"type": int, "metavar": "C"}, sizes_board=True),
    Option("x", "who plays X (default: human)", {"choices": PLAYER_KINDS}),
    Option("o", "who plays O (default: naive; human in 1d)",
           {"choices": PLAYER_KINDS}),
    Option("first", "which side moves first (default: x)",
           {"choices": list(SIDE_CHOICES)}),
    Option(START_OPTION, ("which piece sits top-left of the centre four "
                          "(default: x for umbc; o for standard and simple, "
                          "as Othello starts)"),
           {"choices": list(SIDE_CHOICES)}),
    Option("win", "whether the most or the fewest pieces win (default: most)",
           {"choices": WIN_CHOICES}),
    Option("protocol", (
        "instead of playing interactively, speak the console protocol of "
        "UCI ICS 32's Othello project (ics32), or be an Othello engine "
        "speaking the Go Text Protocol (gtp; a GUI's clock sets its think "
        "time, at most {:g} s a move) or NBoard's protocol "
        "(nboard)".format(GTP_MAX_THINK)),
           {"choices": [PROTOCOL_ICS32, PROTOCOL_GTP, PROTOCOL_NBOARD]},
           excludes=("size", "rows", "cols", "x", "o", "first", START_OPTION,
                     "win", "perft", "seed", "think", "clock", "match",
                     "games", "position", "moves", "analyze", "record",
                     "load", "style", "gui", "review", "game"),
           conflict_error=PROTOCOL_OPTIONS_ERROR),
    Option("perft", ("count the leaves of the move tree D plies deep from "
                     "the start position, and time it"),
           {"type": int, "metavar": "D"},
           allows=lambda depth: depth >= 0, value_error=PERFT_DEPTH_ERROR,
           excludes=("record", "style", "gui", "clock"),
           conflict_error=PERFT_OPTIONS_ERROR),
    Option("seed", ("seed the computers' random numbers, so a game between "
                    "computers repeats exactly: their searches then count "
                    "positions with no clock, in one process whatever "
                    "--jobs (default: from the clock)"),
           {"type": int, "metavar": "N"}, engine=True),
    Option("think", (
        "the searching computers' (level1 to level5) think time a move, in "
        "seconds (default: {:g}); for a hint, analyze and review it buys a "
        "number of positions, searched with no clock, so a busy machine "
        "gives the same values, later".format(DEFAULT_THINK_SECONDS)),
           {"type": float, "metavar": "SECONDS"},
           allows=lambda seconds: 0 < seconds <= MAX_THINK_SECONDS,
           value_error=THINK_ERROR, most=MAX_THINK_SECONDS, engine=True),
    Option("clock", (
        "play on a clock: each side has MINUTES for the whole game and "
        "gets SECONDS back after each move (30 is a tournament's); a side "
        "whose time runs out loses, and a computer spreads its time over "
        "its moves"), {"metavar": "MINUTES[+SECONDS]"},
           allows=lambda text: parse_clock_setting(text) is not None,
           value_error=CLOCK_ERROR, most=MOST_CLOCK_MINUTES),
    Option("match", "play a match between two computer players and sum it up",
           {"nargs": MATCH_PLAYER_COUNT, "metavar": ("A", "B"),
            "choices": list(COMPUTER_PLAYERS)},
           excludes=("x", "o", "perft", "position", "moves", "analyze",
                     "record", "load", "style", "gui", "clock"),
           conflict_error=MATCH_OPTIONS_ERROR),
    Option("games", "how many games --match plays (default: {})".format(
        DEFAULT_MATCH_GAMES), {"type": int, "metavar": "N"},
           companions=("match",), companion_error=GAMES_WITHOUT_MATCH_ERROR,
           allows=lambda games: games >= 1, value_error=GAMES_ERROR),
    Option("position", (
        "start from this position: one character a square, row by row (X "
        "or * black, O white, or - . _ for empty), a space, and the side "
        "to move (X or O): the board string the window's Copy position "
        "writes"), {"metavar": "TEXT"},
           excludes=("first", START_OPTION),
           conflict_error=POSITION_OPTIONS_ERROR),
    Option("analyze", ("print every legal move with the strongest computer's "
                       "opinion of it, best first, and exit"),
           {"action": "store_true", "default": None},
           excludes=("x", "o", "perft", "record", "style", "gui", "clock"),
           conflict_error=ANALYZE_OPTIONS_ERROR),
    Option("why", ("with --analyze: say why each move is worse than the "
                   "best, with the lines that show it"),
           {"action": "store_true", "default": None},
           companions=("analyze",), companion_error=WHY_WITHOUT_ANALYZE_ERROR),
    # --review takes all but the think time and the seed from the game
    # it judges.
    Option("review", ("judge every move of a game, in FILE (any format "
                      "--load reads) or a move string given here, then exit "
                      "(each move may take --think)"), {"metavar": "FILE"},
           excludes=("rules", "size", "rows", "cols", "x", "o", "first",
                     START_OPTION, "win", "perft", "match", "games",
                     "position", "moves", "analyze", "record", "load",
                     "style", "gui", "clock"),
           conflict_error=REVIEW_OPTIONS_ERROR),
    Option("jobs", (
        "how many processes share a searching computer's search, the hint, "
        "analyze and review (at the prompt, --analyze, --review): 1 is one "
        "process, with no workers (default: the machine's cores, but 1 for "
        "a game whose moves are piped in, and for an --analyze or --review "
        "too short to repay starting workers)"),
           {"type": int, "metavar": "N"},
           allows=lambda jobs: 1 <= jobs <= MAX_JOBS, value_error=JOBS_ERROR,
           most=MAX_JOBS),
    Option("record", "keep the game's record in FILE, written after every "
           "move", {"metavar": "FILE"}),
    Option("load", (
        "go on with the game in FILE (or show how it ended): a record, a "
        "move string, a numbered transcript (1. f5 d6), a board string, "
        "GGF or WTHOR, told apart by their content"), {"metavar": "FILE"},
           excludes=("position", "moves", "perft"),
           conflict_error=LOAD_OPTIONS_ERROR),
    Option("game", ("which game of --load's or --review's FILE, when it holds "
                    "several (GGF, WTHOR): N from 1; without it they are "
                    "listed"), {"type": int, "metavar": "N"},
           companions=("review", "load"),
           companion_error=GAME_WITHOUT_FILE_ERROR),
    Option("moves", ("start from the position after these moves, a move "
                     "string such as f5d6c3 (Othello unless --rules "
                     "simple)"), {"metavar": "STRING"}),
    Option("style", (
        "how the game is shown: classic, the course's transcript (default; "
        "but rich for standard and simple at a terminal), or rich: the "
        "board after every move with it marked, a status line, and colour "
        "at a terminal"), {"choices": STYLE_CHOICES}),
    # The window has its own look: --style is the terminal's.
    Option("gui", ("play in a window (tkinter) with the mouse, with the same "
                   "game options"), {"action": "store_true", "default": None},
           excludes=("style",), conflict_error=GUI_OPTIONS_ERROR),
    Option("level", ("with --protocol gtp or nboard: play as levelN, 1 to 5 "
                     "(default: 5; GTP's level command changes it)"),
           {"type": int, "metavar": "N"},
           companions=("protocol",), companion_error=LEVEL_WITHOUT_GTP_ERROR,
           allows=lambda level: 1 <= level <= len(GTP_LEVEL_PLAYERS),
           value_error=LEVEL_ERROR, most=len(GTP_LEVEL_PLAYERS)),
    Option("version", "print the program's name and version, and exit",
           {"action": "version",
            "version": VERSION_FORMAT.format(PROGRAM_NAME,
                                             GTP_PROGRAM_VERSION)}))
# When a command line breaks more than one rule of the rows, the one
# said is the first of these options' (the modes' and --level's before
# the rest), then the first in OPTIONS.
OPTIONS_CHECKED_FIRST = ["level", "review", "match", "analyze", "perft",
                         "think", "games", "game", "gui", "position",
                         "load", "jobs"]


def get_option(name):
    """The Option of OPTIONS called name."""
    return next(option for option in OPTIONS if option.name == name)


def _list_options_in_check_order():
    """OPTIONS in the order their rules are checked (see
    OPTIONS_CHECKED_FIRST).
    """
    first = [get_option(name) for name in OPTIONS_CHECKED_FIRST]
    return first + [option for option in OPTIONS if option not in first]


def build_argument_parser():
    """Builds the parser of the command line, one argument a row of
    OPTIONS.
    """
    import argparse
    parser = argparse.ArgumentParser(prog=PROGRAM_NAME,
                                     description=PROGRAM_DESCRIPTION)
    for option in OPTIONS:
        parser.add_argument(OPTION_PREFIX + option.name, help=option.help,
                            **option.arguments)
    return parser


def add_implied_options(args):
    """Sets args.rules to Othello's when --moves comes without --rules."""
    if args.moves is not None and args.rules is None:
        args.rules = STANDARD_RULES_NAME


def _list_given_options(args, names):
    """The options of names that args gives, as messages list them ('':
    none).
    """
    return OPTION_LIST_SEPARATOR.join(OPTION_PREFIX + name for name in names
                                      if getattr(args, name) is not None)


def _get_companion_error(args):
    """Checks that each option given comes with one of its companions: ''
    or the reason.
    """
    for option in _list_options_in_check_order():
        if (option.companions and getattr(args, option.name) is not None
                and all(getattr(args, companion) is None
                        for companion in option.companions)):
            return option.companion_error
    return ""


def _get_value_error(args):
    """Checks the options' values (see Option.allows): '' or why not."""
    for option in _list_options_in_check_order():
        value = getattr(args, option.name, None)
        if (option.allows is not None and value is not None
                and not option.allows(value)):
            return option.value_error.format(most=option.most, value=value)
    return ""


def _get_conflict_error(args):
    """Checks that no option given excludes another given (see
    Option.excludes): '' or the reason.
    """
    for option in _list_options_in_check_order():
        value = getattr(args, option.name, None)
        given = _list_given_options(args, option.excludes)
        if value is not None and given != "":
            return option.conflict_error.format(given, value=value)
    return ""


def _get_engine_option_error(args):
    """Checks the options of an engine (--protocol gtp or nboard): --level
    only with one, and the values (see _get_value_error): '' or the reason.
    """
    if args.level is not None and args.protocol not in ENGINE_PROTOCOLS:
        return LEVEL_WITHOUT_GTP_ERROR
    return _get_value_error(args)


@dataclasses.dataclass(frozen=True)
class BoardSize:
    """The board's size the options ask for (see get_board_size)."""
    rows: int
    cols: int


def get_board_size(args, rules):
    """Works out the BoardSize from the options and the rule set's default.
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
    return BoardSize(rows, cols)


def _get_protocol_option_error(args):
    """Checks the options that go with --protocol: its rules, none of the
    game's options it reads for itself (those an engine takes aside: see
    Option.engine), then the engine's: '' or the reason.
    """
    if (args.protocol == PROTOCOL_NBOARD
            and args.rules not in [None, STANDARD_RULES_NAME]):
        return NBOARD_RULES_ERROR
    if args.rules not in [None] + list(PROTOCOL_RULE_LABELS):
        return PROTOCOL_RULES_ERROR.format(args.protocol)
    protocol = get_option("protocol")
    refused = [name for name in protocol.excludes
               if not (args.protocol in ENGINE_PROTOCOLS
                       and get_option(name).engine)]
    given = _list_given_options(args, refused)
    if given != "":
        return protocol.conflict_error.format(given, value=args.protocol)
    return _get_engine_option_error(args)


def _get_board_option_error(args, rules):
    """Checks the board's size options against the rules: '' or the reason
    (rules of a fixed size refuse them, and --start).
    """
    if rules.size_fixed:
        given = _list_given_options(args, [
            option.name for option in OPTIONS
            if option.sizes_board or option.name == START_OPTION])
        if given != "":
            return FIXED_SIZE_ERROR.format(rules.name, rules.cols, given)
        return ""
    size = get_board_size(args, rules)
    if not (is_valid_board_side(size.rows)
            and is_valid_board_side(size.cols)):
        return SIZE_ERROR.format(MIN_BOARD_SIZE, MAX_BOARD_SIZE, size.rows,
                                 size.cols)
    return ""


def choose_player_names(args, names):
    """{piece: player name}: --x and --o where given, else names'."""
    return {PLAYER_PIECE: args.x or names[PLAYER_PIECE],
            COMPUTER_PIECE: args.o or names[COMPUTER_PIECE]}


def _get_option_error(args):
    """Checks the options against each other, before any game starts: ''
    when they make sense together, otherwise the reason (for argparse's
    error, which exits with EXIT_USAGE). The rows' rules (see Option) are
    checked in stages: companions, then values, then conflicts.
    """
    if args.size is not None and (args.rows is not None
                                  or args.cols is not None):
        return SIZE_CONFLICT_ERROR
    if args.protocol is not None:
        return _get_protocol_option_error(args)
    rules = RULE_SETS[args.rules or UMBC_RULES_NAME]
    for reason in [_get_companion_error(args),
                   _get_board_option_error(args, rules),
                   _get_value_error(args), _get_conflict_error(args)]:
        if reason != "":
            return reason
    if args.moves is not None and not rules.square_names:
        return MOVES_RULES_ERROR
    names = choose_player_names(args, get_default_player_names(rules))
    if args.match is not None:
        names = dict(zip([PLAYER_PIECE, COMPUTER_PIECE], args.match))
    reason = get_best_player_error(names)
    if reason != "":
        return reason
    if args.position is not None:
        size = get_board_size(args, rules)
        return parse_position(args.position, size.rows, size.cols).error
    return ""


def _get_load_conflict(args, loaded, source):
    """Checks the options that repeat what a loaded record fixes (its
    rules, size, who moves first, the start, how the game is won): each
    may agree with the record, none may contradict it. Returns '' or the
    line that says what does, naming both values.
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


# ----------------------------------------------------------------------
# COMMAND LINE 2: THE GAME THE OPTIONS ASK FOR, AND ITS PROCESSES
# ----------------------------------------------------------------------


def choose_jobs(args, searches=None):
    """Decides how many processes share the searches the command line
    asks for (Settings.jobs, which its Settings carry from their start):
    --jobs when given, else the machine's cores, but 1 for --review and
    --analyze when their work (searches searches of the think time) takes
    less than WORKERS_LEAST_SECONDS, too little to repay starting workers,
    and 1 for a game at the prompt (searches None) whose moves are piped
    in, so its transcript never depends on the machine. A seeded game's
    computers search in one process all the same (Settings.repeatable: a
    shared search does not repeat), but not its hint, analyze and review.
    """
    if args.jobs is not None:
        return args.jobs
    if args.protocol is None:
        if searches is not None:
            seconds = args.think or DEFAULT_THINK_SECONDS
            if searches * seconds < WORKERS_LEAST_SECONDS:
                return 1
        elif args.gui is None and args.match is None and (
                not reads_a_terminal()):
            return 1
    return count_cores()


def _get_display(args, rules):
    """Turns --style into the display table of a game at the terminal.
    Without --style, an Othello game (squares named) shown at a terminal
    is rich, with who plays black, the last move marked and the score;
    output to a file or a pipe stays classic, so it is stable to diff.
    Returns CLASSIC_DISPLAY, or the rich one (colour where wants_colour).
    """
    style = args.style
    if style is None and rules.square_names and sys.stdout.isatty():
        style = STYLE_RICH
    if style == STYLE_RICH:
        return create_rich_display(wants_colour(sys.stdout))
    return CLASSIC_DISPLAY


def build_game(args, loaded, searches=None):
    """Builds the Game the checked options ask for: from the options, or
    from loaded (a LoadedGame, or None), whose players and seed the
    options may replace. Its Settings carry the processes choose_jobs
    decides (searches: the work of --review, or None).
    """
    rules = RULE_SETS[args.rules or UMBC_RULES_NAME]
    names = get_default_player_names(rules)
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
    names = choose_player_names(args, names)
    if seed is None:
        seed = time.time_ns()
    settings = create_settings(seed, args.think or DEFAULT_THINK_SECONDS,
                               win, jobs=choose_jobs(args, searches),
                               repeatable=args.seed is not None)
    clock = None
    if loaded is not None:
        clock = loaded.clock
    if args.clock is not None:
        clock = parse_clock_setting(args.clock)
    return create_game(rules, names, first, top_left, win, settings, seed,
                       args.record, _get_display(args, rules), clock)


@dataclasses.dataclass(frozen=True)
class ListedGame:
    """The game --load or --review reads (see load_listed_game)."""
    loaded: LoadedGame   # the LoadedGame
    source: str          # what messages call it


def load_listed_game(text, number, option):
    """Reads --load's or --review's game: from a file of any format, or
    option's text when that is a game itself (see read_named_game); when
    the file holds several games and --game chose none, prints their list.
    Returns a ListedGame.
    """
    named = read_named_game(text, option)
    if number is None and len(named.game_file.games) > 1:
        for line in list_filed_games(named.game_file, named.source):
            print(line)
    return ListedGame(choose_filed_game(named.game_file, number,
                                        named.source), named.source)


# ----------------------------------------------------------------------
# COMMAND LINE 3: THE MODES
# ----------------------------------------------------------------------

# What messages call the game --review and --load read.
REVIEW_SOURCE = "--review"
LOAD_SOURCE = "--load"
# A move of --moves refused is said as a record's is.
MOVES_OPTION_ERROR = PROGRAM_NAME + ": --moves: {}"
# What Ctrl-C says when it stops work that is not a game, by the option
# that asks for the work.
MODE_INTERRUPTED_MESSAGES = {
    "analyze": "Interrupted: the analysis stopped.",
    "review": "Interrupted: the review stopped.",
    "perft": "Interrupted: the count stopped.",
    "match": "Interrupted: the match ends unfinished."}


def _run_protocol(args):
    """Runs the protocol the command line names until its input ends."""
    rules = RULE_SETS[args.rules or STANDARD_RULES_NAME]
    player = GTP_LEVEL_PLAYERS[(args.level or len(GTP_LEVEL_PLAYERS)) - 1]
    settings = create_settings(args.seed, args.think or DEFAULT_THINK_SECONDS,
                               jobs=choose_jobs(args))
    if args.protocol == PROTOCOL_GTP:
        return play_gtp(rules, read_gtp_line, player, settings)
    if args.protocol == PROTOCOL_NBOARD:
        return play_nboard(read_nboard_line, settings, player)
    return play_protocol(rules, read_protocol_line)


def _run_review(args):
    """Runs --review: reads the game (see load_listed_game) and judges
    every move of it (see review_game), printing each line as it comes.
    Returns EXIT_OK (also for a game of no moves), or EXIT_USAGE when the
    game cannot be read.
    """
    loaded = load_listed_game(args.review, args.game, REVIEW_SOURCE).loaded
    if loaded.error != "":
        report_problem(PROBLEM_FORMAT.format(PROGRAM_NAME,
                                             loaded.error))
        return EXIT_USAGE
    if len(loaded.history) == 0:
        print(REVIEW_NO_MOVES)
        return EXIT_OK
    game = build_game(args, loaded, len(loaded.history))
    names = name_review_sides(loaded.people, game.player_names)
    review_game(loaded.start, loaded.history,
                game.rules, game.settings,
                game.write_square, names, show, jobs=game.settings.jobs)
    return EXIT_OK


@dataclasses.dataclass
class ModeStart:
    """The position a mode of the command line starts from."""
    args: object                  # the parsed command line
    game: Game                    # the Game (see build_game)
    size: BoardSize               # the board's rows and cols
    board: list                   # the 2D list of pieces
    played: list                  # [the start board, the moves played]
    state: GameState              # the GameState
    loaded: LoadedGame = None     # the LoadedGame of --load, or None


def _start_position(args):
    """Sets up the position the command line asks for: the start, or
    --position, then --moves, or --load's game; --record starts its file.
    Returns the ModeStart, or None once a problem is reported (the exit
    status is then EXIT_USAGE).
    """
    loaded = None
    source = LOAD_SOURCE
    if args.load is not None:
        listed = load_listed_game(args.load, args.game, LOAD_SOURCE)
        loaded, source = listed.loaded, listed.source
        if loaded.error == "":
            loaded.error = _get_load_conflict(args, loaded, source)
        if loaded.error != "":
            report_problem(PROBLEM_FORMAT.format(PROGRAM_NAME, loaded.error))
            return None
    game = build_game(args, loaded)
    size = get_board_size(args, game.rules)
    board = create_start_board(size.rows, size.cols, game.top_left,
                               game.rules)
    if args.position is not None:
        parsed = parse_position(args.position, size.rows, size.cols)
        board = parsed.board
        game.first = parsed.side
    played = [copy_board(board), []]
    if args.moves is not None:
        replayed = replay_move_string(args.moves, board, game.first,
                                      game.rules)
        if replayed.error != "":
            report_problem(MOVES_OPTION_ERROR.format(replayed.error))
            return None
        played = [copy_board(board), replayed.history]
        board = replayed.board
    if loaded is not None:
        played = [loaded.start, loaded.history]
        board = loaded.board
    state = create_play_state(board, game, played)
    if loaded is not None:
        name_loaded_sides(state, loaded)
        if source != LOAD_SOURCE:
            state.own_files.add(os.path.realpath(source))
    if args.record is not None:
        reason = write_saved_game(state, args.record)
        if reason != "":
            report_problem(RECORD_WRITE_ERROR.format(show_path(args.record),
                                                     reason))
            return None
    return ModeStart(args, game, size, board, played, state, loaded)


def _run_perft(board, piece, depth, rules):
    """Counts the move tree depth plies deep from a position, prints the
    count, the time it took and the leaves per second; returns the count.
    """
    started = time.perf_counter()
    engine = build_engine(rules, len(board), len(board[0]))
    own, opponent = get_engine_bits(board, piece, engine)
    leaves = count_engine_leaves(own, opponent, depth, engine)
    seconds = time.perf_counter() - started
    print(leaves)
    print(PERFT_TIME_MESSAGE.format(seconds))
    rate = leaves
    if seconds > 0:
        rate = round(leaves / seconds)
    print(PERFT_RATE_MESSAGE.format(rate))
    return leaves


def _run_analysis(start):
    """--analyze: prints the value of every move of the position, with
    the game's Settings remade for the processes its work repays (see
    choose_jobs).
    """
    game = start.game
    due = start.state.due
    settings = dataclasses.replace(game.settings, jobs=choose_jobs(
        start.args, ANALYSIS_THINKS_PER_MOVE
        * len(get_rule_moves(start.board, due, game.rules))))
    explain = None
    if start.args.why:
        def explain(board, side, opinions):
            return explain_analysis(board, side, game.rules, opinions,
                                    game.write_square,
                                    list_naive_sides(game.player_names))
    print(run_with_progress(ANALYSING_TEXT, functools.partial(
        format_position_analysis, start.board, due, game.rules, settings,
        settings.jobs, explain)))
    return EXIT_OK


def _run_perft_mode(start):
    """--perft: counts the lines of play (see _run_perft)."""
    _run_perft(start.board, start.game.first, start.args.perft,
               start.game.rules)
    return EXIT_OK


def _run_match(start):
    """--match: plays the computers' match from the position's options."""
    play_match(start.args.match, start.args.games or DEFAULT_MATCH_GAMES,
               start.game, start.size)
    return EXIT_OK


def _run_window(start):
    """--gui: plays the game in a window (EXIT_USAGE when none can open)."""
    reason = run_window(start.board, start.game, start.played,
                        start.loaded)
    if reason != "":
        report_problem(PROBLEM_FORMAT.format(PROGRAM_NAME, reason))
        return EXIT_USAGE
    return EXIT_OK


def _run_terminal_game(start):
    """Plays the game at the terminal, then asks whether to play again."""
    state = start.state
    read_line = functools.partial(read_line_or_pass, state,
                                  read_player_line)
    play_session(state, read_line)
    # undo after the end takes the game back into play.
    while ask_after_game(state, read_player_line):
        play_session(state, read_line, resumed=True)
    return EXIT_OK


def _run_from_position(args):
    """Sets up the position, then runs the mode its option asks for (see
    POSITION_MODES), or the game.
    """
    start = _start_position(args)
    if start is None:
        return EXIT_USAGE
    for option, run in POSITION_MODES:
        if getattr(args, option) is not None:
            return run(start)
    return _run_terminal_game(start)


# The modes of the command line, by the option that asks for each, in
# the order they are looked for: those that need no position, then those
# that start from one (else the game is played at the terminal).
COMMAND_LINE_MODES = (("protocol", _run_protocol), ("review", _run_review))
POSITION_MODES = (("analyze", _run_analysis), ("perft", _run_perft_mode),
                  ("match", _run_match), ("gui", _run_window))


def _run_mode(args):
    """Runs what the command line asks for (see COMMAND_LINE_MODES) and
    ends cleanly on end of input or Ctrl-C; returns the exit status.
    """
    try:
        for option, run in COMMAND_LINE_MODES:
            if getattr(args, option) is not None:
                return run(args)
        return _run_from_position(args)
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
    """
    for option, message in MODE_INTERRUPTED_MESSAGES.items():
        if getattr(args, option) is not None:
            return message
    return INTERRUPTED_MESSAGE


# ----------------------------------------------------------------------
# COMMAND LINE 4: STOPPING
# ----------------------------------------------------------------------

# Besides Ctrl-C (SIGINT), the signals that stop the program: SIGTERM,
# as kill sends, and SIGHUP, as a closed terminal sends. The program
# stops at once and quietly (its terminal may be gone), its workers with
# it, with 128 plus the signal's number as its exit status, as a shell
# reports a program a signal ended: 143 for SIGTERM, 129 for SIGHUP.
STOP_SIGNALS = ["SIGTERM", "SIGHUP"]
EXIT_SIGNALLED_BASE = 128
# A terminal that has closed fails every write with this error, which
# may come before its hang-up signal: the program then ends as the
# signal ends it, quietly, with 129.
HUNG_UP_ERROR = errno.EIO
HANG_UP_SIGNAL = "SIGHUP"


def silence_output():
    """Points standard output at nothing, once it cannot be written (or
    the program is told to stop), so the interpreter's last flush of
    what is still buffered cannot fail.
    """
    try:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    except (OSError, ValueError):
        pass


def _is_hung_up(problem):
    """Whether problem, an OSError writing standard output, says that its
    terminal has closed (see HUNG_UP_ERROR).
    """
    if problem.errno != HUNG_UP_ERROR or not hasattr(signal,
                                                      HANG_UP_SIGNAL):
        return False
    try:
        return stat.S_ISCHR(os.fstat(sys.stdout.fileno()).st_mode)
    except (OSError, ValueError):
        return False


def stop_on_signal(signal_number, frame):
    """Handles SIGTERM and SIGHUP (see STOP_SIGNALS): ends the program
    quietly, dropping what is still buffered for standard output (its
    reader or terminal may be gone); the program stops its workers as it
    ends. Meanwhile Ctrl-C is ignored, and a second stop signal ends the
    program as the system does. Always raises SystemExit, with
    EXIT_SIGNALLED_BASE plus the signal's number.
    """
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    for number in get_platform_signals(STOP_SIGNALS):
        signal.signal(number, signal.SIG_DFL)
    silence_output()
    raise SystemExit(EXIT_SIGNALLED_BASE + signal_number)


def stop_on_interrupt(signal_number, frame):
    """Handles Ctrl-C: raises KeyboardInterrupt, first ignoring any further
    Ctrl-C, so a second press while the game ends cannot interrupt that.
    """
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    raise KeyboardInterrupt


# ----------------------------------------------------------------------
# COMMAND LINE 5: RUNNING THE PROGRAM
# ----------------------------------------------------------------------


def _run_course_game():
    """Runs PART 1's main(), the course game, which is what the program
    is with no options. Piped input is read by _read_course_line in
    input()'s place, so no line can stop the game or fill the memory.
    Returns EXIT_OK, or EXIT_INTERRUPTED after Ctrl-C.
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
    the same. Raises EOFError at the end of input.
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


def run_program(argv=None):
    """Runs the program (see _run_command_line) and guards its output to
    the very end: when the reader of standard output has gone away it
    stops quietly; when standard output cannot be written for another
    reason, or is closed, it says so once on standard error. Each returns
    EXIT_OUTPUT_CLOSED; a terminal closed ends it quietly, as its hang-up
    does (see HUNG_UP_ERROR). argv None means sys.argv. A SystemExit
    (--help, a bad command line) is raised again after the output is
    flushed.
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
        hung_up = _is_hung_up(problem)
        silence_output()
        if hung_up:
            return EXIT_SIGNALLED_BASE + getattr(signal, HANG_UP_SIGNAL)
        report_problem(PROBLEM_FORMAT.format(
            PROGRAM_NAME, WRITE_ERROR_MESSAGE.format(problem.strerror
                                                     or problem)))
        return EXIT_OUTPUT_CLOSED
    if stop is not None:
        raise stop
    return status


def _run_command_line(argv):
    """Runs the program: reads the command line (argv None: sys.argv), sets
    the handlers of Ctrl-C and STOP_SIGNALS, then plays the course game
    (no options) or runs what the options ask for (see _run_mode). Returns
    the exit status: EXIT_OK for a finished game or end of input,
    EXIT_USAGE when the game to load or review, --moves, the --record file
    or the window cannot be used, EXIT_INTERRUPTED for Ctrl-C. A bad
    command line, protocol options included, exits through argparse with
    EXIT_USAGE.
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




# ======================================================================
# DATA (no code: the pattern weights and the opening book, encoded)
# ======================================================================

# Each block is base85 text of an xz stream (see decode_data_block),
# written by tests/bench/data_block.py with lzma settings chosen for its
# bytes, and checked by the zlib.crc32 given beside it
# (PATTERN_WEIGHTS_CRC, OPENING_BOOK_CRC).
# Written by tests/bench/fit_real.py (Edax's values of the 2001 and
# 2002 tournament games, and the exact endgame values of 8,818 others;
# see the README); the format is described at load_pattern_evaluation.
# Each stage holds PATTERN_STAGE_EMPTIES counts of empty squares. The
# patterns judge the positions of a search that starts with at most
# PATTERN_MOST_EMPTIES empty squares (64: every position); beyond, the
# features judge.
PATTERN_STAGE_EMPTIES = 4
PATTERN_MOST_EMPTIES = 64
# The stages before this one are left out: their positions (at most
# LEAF_SOLVE_EMPTIES empty squares) are solved, not judged.
PATTERN_FIRST_STAGE = 1
PATTERN_WEIGHTS_CRC = 1478121302
PATTERN_WEIGHTS = """
{Wp48S^xk5{}S0j0stWa8~^|S5YJf5=K+530R#X7fRRi3ct65uE@Gh3VW}>-An_turo-k9;mv6Y<&@H
APv9FfwF?U%VPO~3yFLd=8j+Q>YCbY4U^&+g&(5qM6YTT9eYw`D_p-j;c%kE@$6jG~Q2@l^e@ZxMoAl
LXLZc7!q%QWID9T)eMha+LO7b%Sl&x(`q!wef5)9>F1Zo*@mV^}+=2R_oZeR188e4%*SK|NY5}RXohK
~gc2NQPqpd#aaOFfaZ-2JG0?zn?9=u;ldF3&}?^<tMworpn5Ysp4(7cHf|CH1dgJzaE<p{8wpp{f!Qu
r^CO7e<4o!NQxMRMX-B;F${S_zNw-$gJ*KHHFSNGd0X!(12P<c4dlmQNsR#A4J4}g(f*9y|mVG`F}U%
OcS1kHlu`>R!&7MO@<cJo&d%(`h%kAkw(&nfo;%K<jH*t2F=V(+(JOy$yHMn${WRLTA{`z#{H@=s{iS
yoL(l*Vzyf`DP+x5*eB}$^Ged}kPt9pLg|JM@0_V7HED6Ip)6)JR^Zdv;-Iu*21uI&i#5j_=dQ;VmOg
SPg%^{7dLO)~dn1`|d63M2vqxkfV+Fr8DvV0FxKUNYI7{pBh5Ld*G5IgIZgKbb>BoZzm5IE2&x9A(W>
S&yfqMxxEPQLrz9OXMx6C6)peO3x;{XGvVQx?Y-g2_Z@p|Tj8Hw1#RP$lQ%$ZC8gq_w;NWU0(d?x^pB
CMaJbE`tpEau!r$FJ8l>pWG~q}$C1YoVUd$m~lh_3=ru@rp(X5~g5KP4+zNq=3JpwNHvk`XRwub|U?v
dffZC$vBijkSh(r)&`c8gFfhI0R>9mX;9*hjqFk(uX3tC3Mx~Zk2)8JzEP%wsKua@wEBZYAz$In=r7S
fmdWD;JqtYnpF<*n7D^r=PNasGX4H^n0{J(5+O!*`q*8`Ky?%~Q{0a4TEk(l@4Xn-E|CNPZNhFE}89;
20TQe2Ta&zFIO_@4!rNoi9!3{1|D`wMv@fPKj)0HM3y)QA*p8fWDP_prbSW>a!dPGjN{M`S<{N+xP=4
X?ES|YI%2Tea8f;E;`z8fHXkIu6#|5pfwCv!|Afd_jS#3uIBU{uFyS|co@w;C7({!F%ueWRbkuGqQv4
}|qkzFJ?0WTOm8L)$Yq-$}Krf!M-#1C?6u0@WJxWDSy{4SEQ{^sOYp)&8d$;~VTnHmWy=cf*8xN{%7F
ndxH1hbAZUZ)&Ls(A4To9Dg{!)HA2xG>B?%qb1Iw!Ek`7aW3Gc%w?|Wly8qIPwcyFZ!5CsLqpOgt2K$
C@1S9Rk`MWLqtGbMpC{zAUttqdx2lclR{l{?R1Pi<=*4EYH}Jl+oGOh|v>Q=1Md7F9pKr3&Himdd>kE
$Q^YnKW2;^v5!{cC(!M<KVly_*#t~DiXRF{!y`v3kAJ7Kn|3K-BS2ks(ovP=|GpfK~r!Rk<fa5jCQ8k
r1W8nt!V-6JC??CryQw7+^i_x8~7<4sI|t=n;@_{82Bj#$9@(u@niJc&8&Z1xo(CGs*j2L0fd7vA;6(
`T`AGf6(xN%)F8%|!x%iQQcn4S<4S72yW#a=EM~|8<9!Ot-MGju-slCb&e*R~%+Oe^E2E-F=(Iw$+Yv
8TWl;4GkTBe;z~~eZ5%#sYh*%w8S9*L4#WHrh=xG)I8zZ2MsE`2wLhy!TB#tKO`dvTd6W8;5c5?_sU2
9;(9$QpI0bT-49qJOc^Ug)73f8haWX38}Zy5g?pNY!`Vn{^N%s<J7qUhGJsU4TLl_n0Bbr~Qu7foFL!
}E7vYU1))H|Z8yw)2HXe{6*4qs-eY#@3M^g#CJ4a8BHNQB8Ul|irL(ma>nPm%AX&9rpwIK8QRNKp*G2
UbXE*h^`go}fF;CWDT1E24eSoW-I3MBdyL~JH1&PX1?U{IAXmC_Nv&>SEc_q(g!MwHugW`sk@y{!E2&
t_vh%2M1vLqqM}f&D(Z$q=?@G{4CqFyV9tJ@@WIvaBpUSi9UxBbUHIu`EhFEzoK_W7lY`gg26`SG?#;
qnkjr*qqehzz97PbZ*;4KOF%w?pN*1cq|z#pW?aJoFRO%ACB}{QI?~$>MMibA^m{b8_*Yn7dZR?zHY7
f|5U%nFAVf|g5NOE%{RCF<C_IF%PGu8kTq&e)ar)u=B%)h{)tCEJFxR6bbRD`T<l2cF=$WQ-{{v75y7
Z!r=Q|8GO2zb5e$~_j0n+VsYhYU1$z|ujcG%6gHp04JVb31cFl656y~0@ase0=hAiY}5j1~U*tX`<lu
EwlLa9*vq&`sMFy`Ph=d6=Z1SPcvbumRXr$9%BKyXi3EJQnoQ`U&o5oE5nOq#m{S%wu)@g^PB-q4hku
K=w13Qze2+4uekVIA5t>w}-|Dgo{dFiZS$!v1iavQx(eHf}0qEz=~sfFuE5|9w>xET2zLNmtww5?GQ&
(=sV7^?OTO29ICXjO;#ke3>$3h&!x&Jd1)Zw_ay#j(~aHh<b@K>!o8W9PoE@N)#qbE%@VNE?vW8J=`~
DNAcm<rp>MFOpa<#zXIN$C2mGS`fe!_Wq20<N)<Tb4sh|<d1TTmUG8mlZv^^7aBSs|&ht1}-ny(|J%p
GC`7z#$P?b`3+(R>vS7^U=n;k<agt3@3u&hjVY>r`@UA&dU+K@A~|8}f>RBjKCE%V}*fA4|1r#mf-vZ
58rnQSBbEK(_TlVEXV2RNMGPb&$Nf@V`tx2OFKdG&%`m`{ujl6cddmdW>S1V=H1>E1!lb>&*Je-iNO(
+dKfqXRKd35`wjc>!_#z>&HhVe}8{O~Uq%{mgD#X|Q0Xd39-|>(4)9;|!U0+8jn%9(GdSeU+xMmXMPP
QH54x!S>KeoS62p;D48JlQ?VIT)oA*`Q-1k$F7&nCOW-h6eB1JK%db?LMcKM2={UvhF}&W&wW3v7>Dc
K%!KrAEEl-*gsNC&iWOO=TBEADl}StUvrsmA+M3_h6>$qbM3*<DbU&E~0H+oej(GnS!+?C|85U5g-+)
+>)Y057;2S7!&oJ6FP${l+(=!MviZ$X4xQEh2H$)tI>k1+i=S+qCPNA`x2qM+r1J}dw45=UXn6x8%=r
Djde!OxGMVE7P(3*hp(dPQ97~?LvrIcVRs>!iKna~Z}8N7(K0gECwATX~1JJN0x?llQ(cx5s}KT?nY&
JqKxY{GX;PL?Vja63DnBwa>s8H<c$V)#!aokD6<=&x8<+7LCjJR$`8vSS$KZP)6qTy<>?v5&rUqUJcm
RxOv(a`kDfsu<(yw?abwSfk0Xxd<+7dBJV+o9((pWb`{PC5a1?dBqR5EG@RlrlEk(*(A0XwY=HJSm7$
0--|9^D}gtoa5yNoID7$tY2%Uo%^knm3+R0HTt3?e#&^NU%09{vGCAZIICyofj*8AL_=ejX{dmeT-oQ
a0NglVQip9oGv=^=71%nhysi2{)vOuW?7f9CWib__hvJV=h!lT#`6+Z3tO=watt5J4P;dLSq{_F=#+N
B{`4mZnwc&n&qMpI4#0G0)c%B}TfpGBx{K;@WaNl^aif9`VlE4+^a{2-Mv!Ycn{De6Vf^%jjN#`e^mE
|?H&8-6U~%@Ys~8ZP4?hkX;T8TJqUwDTN0LjqCeK@ovRbSp?U8(EW$tb!dJ`PRAkOY}u;;E3gaJXx`g
vQwkFD(B4qVMx6ymg$i~YUiT56-`q0p{c@%oz1altEwQ*%I-0$;S4i-zA7?$^gyIL^Jez;p;lFnOpoO
+GusA}3vC{xQ#Yhr6j!g%Z}P6vXfO#}Q-$Biy>QcQo=x(&m1i|#9L95S&{oC&_U)e<IgFoN;dze)4Yk
rew!^Nj5e}Zgt4{gf9ORC96OQD;A0;uYO)U914GMpGU^g|j;hO`Nw5E;Dst)54_Z;P7`yNk!O|x4(2T
H$bcy6qupG^|uWoef3=8{FE<1fKBtvMJa;IUszvK^8JpqA$0%apR7(=F8(>;-alMi+GL_r!#>RNnBZW
o4A?y{CxpTzNpieu#|U>kOF?jlqUZ+YP!Le{633eKFy=`D9F%IL{%qPZ{YVmww4q0bSSzk2CbNMz4Xk
bXXH(b|L1u%hS_=3%+zUSqY^Vu5`!-qImsIqjTjori)4qOj$h~3Lfsl_BdbxLr#nXE&jrtlK#DsMC00
R@QsJNORzeoO!4|#DQ-IR!n}L7xS)7q+f3~X=VqXAM>J^OHy6||-cu#}r+0T<Pd%xZGJl%$hv)wqW5}
X^rtwVu<8n1?08w&{M7MY>W@8HiN<vL)ixwwW(%AU*?Wm?-6o?z*>{)%M@}$OJxjpzD@%PsV>Y6<Pq)
e#6JT=-rSb?H}UPJ?}4c*w0qxW}arHve;wG4GX2ww`6p5l3<{+ovhPn<zOoSzRPdZ@6!LSnhkSbezui
}`icv;0L&pv}pJ4&_UL>9PKQZDqz5Rg>T2>Q5Y<c$cNP6%vv2bVMm5^Go>?(wb-C4GD(Oqh1(@-wDEF
>v!lDmX%BO=_cFL5-st2X_@}Xvy@WWt?|T}1qCqw+PvtUqk>S-cCBI^qNHH;vcR}7B^?G{at~_phkdX
eOf-VuAedunjJ4%e9Shn4PQl#fMB(?s5k>@Sr1f0|QyNOraq1|j>H;8Ou;i(CFDTuJtF!<MUFxzH-BC
y>i@sU?PT_eSc(!d#NSU9@D$Ob^Gh(_*sE4l7(rQc$Pi4}@+d&$#9>#UMFgtRC(S?t%a$~bOMn0UVcM
W0%I;Vxx0K;4MLyRr=T&qk%VzLJkaK{+{KQK3br_}CvaC$|1O<+~!(Zw%G^1l*-q~muG%~)EIf_M=*J
IU7?sM)Qq>XF(7vlApCc*;8Rg>n0sDQ$d8*Wh&kC@yYYbOzvc9Yp;t6B!T86R>aI0p^3NWi<8Ha%^+_
+Cz~1+N{Wlvs{&jB0Yr^+y=f$Mw^Ou%Lgj1Yp4(|047w|ymM=}lA=IayjVF#B(SqmHwsZ|iJax1Za^B
(BbG7+T3t7ZQGL4nvC`|OWa{fC>&w<KFL6ADW*n0K?R_0;8YsXcj}=KcbL#vsL@TAJ;ifBuFa3ao3sj
k_UUKJ`{&Ul_D{8jK_*r_y2&1}$_2}2^`9c<{2Okjv4@>zx8QeGM<mfcRr|LHz*6#sGp1}g2fec5Gt+
V};BRQ(udbc5PVx8!s90J(7raZw-N|OoQ`biUIjq0=ho#k75E>g7$&bvTREsiK~*RAjbZb*u+<w>%UA
V>WIqv$Y`X7A_dbnRs$8Rm87m;@~p$aFw2+Mi1^MTyJbI%v5DY)*argRUHu0Jqe$m9xa#Ej=EW%~LsU
!2eRk76OnmMm7x8wF7J=XU$?IK{cwG4z%iJp{vBu9U}uHs`BS;WTdOBWhYO^Pmx@y?g;ZV%3|x!Ri3;
WP<bh9O9Ig2=MBGk@o?PLz{fLc%_rDk4EI8@W9IcRCOpvyZg=5a2XFEUpnD8^^3!;83l{C@JD6w)1<`
1Z@7!dVnbVd??wv9fDg>!U`M|#lacdI^0!m&K&7A&>JwdR>xfq9TeMa9%Kgx2MRw@^ZzK0-MtNqX`lw
brNX)AfsI+~Kr-ciiSU)gESFCo6Pl7+`H#mGp5IV(H{IPCjAf*gEajMZ04z0v42bodH_7D$Q=(oN$HI
oS>fG5pjPq^Wy~A(XBroKl=U3jHcw#spZXPFx~-q5z*T_1(;Iu#OFyi8M-g@VB6S$(F|3AH)5A!Wh4+
A2TJ<L@Pk?Hsq(U>cH|GsK31Qq846Oifa0R1a!=?RN`%;!8RfOZiK=P0A}HeqV#(!$$%lSbZ${#VydQ
9jkm0^j)d~-fNJi-5%#I$lygfwE};MOLQj=b^nzJwEG-OI^RubpKb}Ed00SZgba5hvF$Re)x4p5!HZp
MeRO@r%qjpv|D+x3L*yL`_aHJCbtorPC8b9&R9+u(AY|l6V0UqQBN`K6reK{248EYftvEWF7ya1ekKw
DWqij+mgZ=#7N6l%bb=QCntDFCWvO~er$_<O|Ur=UJ}qo*LCjyrta(-c17v8iXAxSZt5nHM3t9CuISN
gwCcSnKIysK}-X3|-3eYN8knblHH8B%J}YmfdFFa-s%mCaI&s9B7N;zq$T>M)+)A(}ERrd?IP$Q!!{n
I!+NwuQly6l%r?Ym5xi}$;$%9dTvR03^4(QP8X|iKoSZ`?MX;$HopfOj?UHq*d1|QJP>nu#PzI<2;f)
aU41>>McLT#mBJl88?Yus`(){hVuyfKU7#k(2PgEfe-y7{7@VeXbwn0$8ci_Psd}8~iQo^(mT1lcxCG
+~We-viN#}p^Tpj+<cRp|CnM~MB;xjxw0couagyAt`>Jg(OP4bz}yS@u&AquA=JvcoKw&##89$W*X<e
K8OFuH{-;P!Xf-U#sL7pq<}aR@$KfC~IA<!{<Dbr@9J@VH7#Q-FK~7LHMI&`rYS4;!jl^QNR$SKgFgZ
Z7p^M%SW=6<rJB{_jxaISzQYFDmm^3Fh1=4i>NSgHV16%CoH$56F5raa<8p%_pd<67Cm=?wYHAO*D$L
{$X||j4;+sbL@vm5vd|?yVs5WTX+7Zov6t3vPx<}V7Yh+r5^!jXglTF@9SW~g#uw^giRFg>7?hh!ZSc
Vvfb^n6Z&s2eNL9-q{6OvlOLo;KzRzi-PMwMZV6Brr+%Z3cE%P`Ia8AmHBR!Z=?PnwU&GV3II6Qa=R5
X6R5##uFht(m#)l4Y0>gPo`MSGHiGZ~&CD`8yBn4Sj9=J4f5KoF_W}iF~4$582oN$xSa8I}L3Za;&w(
ZSxl}BNU>2^zW^TPK0Vd5MXKw=C%IkLkoiO1bH2&j`ZG*}2B?c8i;g4uVtr7*5(0oh7p3SCf-+;|<Xu
E_%nc@>026ilBR%tsG+PWB^ukY&|<FU(&|l~LG~TB<<A2Gfy%7+3hVUZ_ZzHlSjPG?LY~9J=>^8=}Ah
&)EVRb8JuBg+5<3I%+p>MrKrg3FzR8+cMyItx1LP+*F*1Dg}KPw*530TLyE?b0DNrBx~l@Wu51L4j+^
8=+_fmSUALxT?M!Va{wwxugI(AxVx0<^^?F?(hkV|5Sl$t`RDC^z6#58M6`2CSb_5rFK!{QG=;KQ`Gu
9J&At-EL`Djm67U;S=+B;UB$!uP)#m__oSE-n(J}Uh>d{24>cLfI+f1p9^o&Tq3Nk4!VaTUI=&wn=Y$
v|4YU`EHWf*=gF8(uwwJiliZO47D)4|PIf!sUMf$AgEa4)GbF-tuT$0&ma_Q6#LobfSMGVtSq(qx#fQ
X@(!C_)(ZuJz2m=4V$>hqi+`E1$k7!%tc2>M2DTD5EP?$>;&%*qE6xK2Sg5td=K(lwwI<^{kFg&*dG@
f4;~vVk`tReE+RCf6WeSeNen=d!1(-JzN!>jo0km{TqF?-K<JqAR;g`ffQ!bCa|mz5NRFje_8B)ZJ=x
ZPy+?fB}UQgGOpW1jj@C%h0&6Hy28R~e}si+KIIoE-=l<Lmp#xqf7vb(G_NsD<%z>-N}Zw6f3J1yjkq
Diz?*3#Bzvz;2@dE7F!AwRBRXWE6x2vLtU)P4yNMQ`TT1u6k`#9F`-F#yQlw8-8%Qv<@~*dl&$Es&{Q
$W`C00J4f6pFy|HLXs!Ol~M%d}~1glQri^IKEtJ7d?r&9!JDYiM$B%5mBv>7}(W=1m;KNrqhlPvg7$Z
MYD7WQa8PD)@so!8R_e?tox#T8vJml?yh2fHhG1L?}izEE=@5&jkB(;3O(WT6<)mkpA9LpFb9X2Tg2I
hM|8PHzJtam24!AP$j*Nw(Rz8Kc4P2HOSc1Pu!(PxDlqZM5=~aFj28*F=WC|t=EM6Y2`J6-?Lc)oy?z
RE`^BJ@V(8OlnMz6M>XWWKkAk&RS1W&K;fx>Hy|#bXrTr2Vdt9z{YTa#+@B8kp8;Jgmh{}ji;`t&hug
hS)-fOe{P9SYWiw-O#jyIE)j$(}Q<EHkdWh9sl#1oFVAQNO6p}1N-wm|49TytR)2FxjQ)GeI==+}}02
PXtkQ{H_2!b<79$J=q8~9JD%9pwwuz4{D)ju-s<?jo&|E_vkoV=sJK?=51SKwD9mT}!@(RkiSHcIi)d
<xIiCZCQ|81uhO_1WxVL>V<Z&1twO`5+sB+&=5Dyh#4FP$=sGv!D=C^)|8Kt0IV+XN;2#Frd<v3<~Ji
mFX!)!cvA`RJ^sLQoWJJ=03o+kR8x^ISlg|?6W#4Ea><4QNhp}syMf--`av!c{b{5l<|dax7^0(RutK
7$NMWu!>9FOTpeqCQA2e_?H+LHe*^*{Ob=&n<**hAB5p&YlZkwKA^8%FU_FurZ^=fS4?Xkd4*8B|T#i
0|3jbAmmKJ^Sm6Ly9JWHx<1HwoQ&4W}pHjW`bci|S~0py_pL@;2NRt4=urjfWSHdr(cJ%O3W8110*{*
N1;d-=y5>slV$MT*`U&LoC&vbWYP*-nAK;J_UQ<<77cXb9?T*sEq>S@K9uZc)*O%0$>0!%VzRT~fFEZ
+)Yz5Ti3AY|syC8v1=s!nc7V=pnPDKYv|%$Pdh+I=1X#bV{y9S54zCSSe8h-;$fdK7tl-+C}l8J0XVJ
USXCxd(bu5=as?uFTv5wBAe}i;CBJlFHOGX*W!^y_%_lh_v)gAp7nLg{p81`F4baKDGFe1Uh)Onz1{{
L0qh)0TkRf%g0n<y4?@|&jN8MogmMN<%TLW1<$M}Vj1B|oRAFaT3idB18wjQa-tHo}Px+v3zuVw<a;V
`DV8L}pG-ky9s{Cpa%Z=YhS+^*IBHEXTA;P>*_}QkW6*^WOwuX1H6=?##zpy&NG#R9S=k6M(_axoO(A
j^(v!H_~@*$vCI3>J0Qw<8M{N-4GvQfg~sruA^b=e-@B0s{9;x?CqCB6MDK02+(rDbZWZ(~Uq<F$mF%
M9aF!ZNC=|IVQe9>7$}sn`0*UGd>9KN53jbRDBiwE4R4+%I2PAHZMMO#Ocv0O{=nVJPAIm!hgm_!<8F
ip9L>xRnNt1FZGpH=}^ykFCQ6G;2XPLD^G=zjSgt8Da|ZbAMLuX3dqbS)j3lU*Ljfd`2Ho&k>oa_!PL
B)9?M;uL|UrF^y2qBA*kyC}FEgsOm#af{Uh)NSC7C*q6{x>I*vUA3-<n7^)ycLu5mk>G`vyzsW_U@+b
h;W3Yu!<3nr$FKT#Flo*_1wzfJ5hEi>9@F2vuTY46*K(>2ken_enst7RYKHO#IU?wA_uCXrzcZ|<jPs
tc1DF{{xqg{4UPl}!-I`BPPlkq+Ub}{kH>6Yn^S@42)wIEXZz10$I^QUZrTfOSI01>zBw7pIy0X4nw_
y?{ZwmK+xDfniE7Pl2I!yy&az*;`Xh$g=V=IQ~!t#W@YN?QcR$m{(!UKc%7&qOFzL)$Q!MQ1%(c5eLb
xL(swO}G49WCfQq-cC1(_z94e==nsCU2ixBFUxqkhM_;j#LKGY_!za>OqBc*&T5?Ld$V5uHO1`s_QVY
{dxWVO3JZ8{bwW{2fA~mv`qe!2hiD)c=jeCAHlVAqHx2n2fVLiVbAfmpS)J;F@;5PtX*fEnMFj4elvU
S>hI==vZ%6|>vyJ%DoJjm46MMTkdb}>rclp+lRnyNNZ9Us8|5y`ERACTl@1MqpyKOd=Qewp4r$g^qID
W@tyf%%P6z+5$zw&?Ersl@CsM|teFULhO#Q_tp;i~PSDXe2{!Y|#LHdgE|q)T^X6cJ+2>XYoVQR%Civ
_iPKMAndRBXwTGm&t`+UJuE491K;H=(vl@BR=zJI^c6XkL~!#D~}e8PKID?bxbn0%v%ilK5*Om_3<ZN
_X;?3+Q}&|l9zO^xP+|k56awN#Ks!$FOqkvh<Io~18lwUIp55r#yAv0Q;d&YdhoS;=A^=zSa*p3JQ}P
~kRsEi|ENw8NG#D{!g_?L9rHObsk$2;nGVxzp5zNYuWFm2crmjshxKT3Z*HG9Ri5ght<H(l6Fqt9G~F
W=?)YZlL;+aW9{)zt9);O41_Ac*S}E~Xl`iq7@k|cG<oXP!ne8r*A|JfjTMa8V7|Az2lo#y``gI}=<P
M&(5@D$XretRfR)w=Ut|Q<vMV|#z#e*!y&B?&v6(j}dk}%=pm=@1SzGg&SB3y^nr70B8iyssJhHa&Sg
Rv5CEmGf`%=qi4Xp(T;^7|&oyxqA$9>gqsoSQ*O>cqGsF>{;tL7Q<H886Iy6Rap>6ml@?!)1~!U@9~d
+n83@ks?2i@aX7d`LAOQ#Bl`!#?QE;I=|AdHa#XPp0ayuFcBh-rcRm9Yy>Cvk5Mq>LAidzrY%a<crKb
EUxzX}CYBn?V=2$FG*H>YS<RVO_>db;q=f)OZVQIfv{>e$FZ6hx9!5PfI6s9t&1OK743c&2+}(>TI6%
tktINa>$h+&yr#0K<JLhmXnuH-Nh?2~jK$Ufk?L(TyIMVNZJhb-+fPtcnu@zCo25rMw`8HFLmMVbHus
+-cg{|Bn5)!9N+&UKHB6+Y3dmQp21!ssCr5{ZF9*op%z@J<+v`6Q<8RqDX*vXn}<i|msLA;<V;W)nOC
B!E$L^E36Z$1^>PY_0rD+MaV>F(w)4rYVY&%A(!Ehm>-wCv2!8V)fRy|C=HDY0>)(>6i%j*cDudk|$b
kVC4^W-F5ertNlPb={1&2Mwa+brwF3yJO>T)?YJ~tC>PJ;wBPnSsadgEXx6}UA!D|hqO0S%bpD&xcMN
(=Ac7b(fHAz0_=gQ2a-m=LqM@b(SzZX6=9+)y9A0CxXkB)*}P0|D0lu-B5xt!^Fsb%g6vm2qd=B9mE$
a0nYOVC=wrnp)X@v2S!u~wJxY$Z83>p51=4&1gmJ%7y6Z(7PtTX+rNuRz0}XnwJ7>B7+kBg@Ji=4!Y(
~U$*hSdr5fA)yg_oZYqX}MAsH@;>?d^0k8JcV!D2c8ZMh%=m3b7+PP(i%ImxFCOB(ZP%qapHlKhfSgL
U5xO98~?XMJByPObN+>`%}dLYN!UI(&lU)K^6>`G+(EEs9@wuHLPf4^YsEXQoa2)5iLTixI)yF*a{>;
{UE~)zAjh!{4{;3XrXlWiR21X#ds>9HImpmbwQU)S-`3B80M+x+n8dn%?|r_*jNZ-^<|Q)gwsQAL*uo
FKH6OM@EzC9Q6$c%%?YgF*jig%yt*Stq;*$oaT{|GvP=|8Kr$(SF`0Hq<Lu)kxj8qDhi-`u7Wwpxn88
ZjcDI7dJkR(x4tu*j>!v>Zs$YVJcN9~&|NYx^t-48VEh359MT??5a2|{G-i<C#Ri{Kp+l#*&8xakndZ
BKlBIGJuQYqKLCEuz}??~P?Qwv{DfET`@T0VDbUDJ3>a9=P-o6{g`2Ch4)D^9<?b1D&+zehR5OM(+Rr
?DM*b4aK~AXxHbsC*F3%qLCcU>JGnOsI4OenE0X8Pl|;y-5G+9pj1CGv8fK+^jdK$VcE9o;`=bx-1Wa
JNKbWzeMVB8_7!N29VB@)8d+7oGw|nK-mXlV)*ii$VGp`=2FoW7_+vtpLDV<wEGXJ+3-k0lH%UHo!DF
cEyfG>*#3l7z<Et(OM@H|Sy-MNqO5i%FbM}&JwVYS?ni}<)6^w!sRL5unJ9p(wLd)<7S-mjl>P$$M6+
kG#-?ocQ{Lioz>8r0pm=5G<{LahE~<Z!6Tti81USK>cQ;31!jX@`kmI-Xz40(4uPKY|0L4ybEKXd>ut
Z<x-GQ+gq1OKR54es6addq)-fs(ncB3k8$1I@~I>-PZ>2&Hz985Y(yI~id&w{A8^fOxfnoibM0G0<Es
AhyjvbF`tJkER=?ltV~I3~N^F1c~@_+lco4|4^-VJVG#jJd(nWHkVKb<kUQ%3L0o(0BM1>qecLnDeu0
bH?yS)OFIFS-{cCTK4EW`r@Vr!Y(velSDK=1*6U$1)N5cUBDrR(Oz8yXvPg`?gCG0E=paTXEA$`lYY$
+>RYkwo(~7;=RbG_%1b@?)#kxILSs*|iG!F01PhIu35Q@-^zXSFyC7xlz|=uRg1YT&wzi9%-mZdKD09
?}@2<r5FA?T>F44Wlqt9ZS108f1-{&~XEap(q0rxWPG?2OB)W|*tVjxLw7;>5r1z>i^85!yE1jB*Po_
B%U%<)gy$81X_GIPEk?IO#a>$yaU(r@7k{=B1n{e=+b{EEkMpWYeZ+1q+RmCv}f)m?cS%7po>;*H7y3
cPxn_!WPVI)iCw(<TpX>$xX)L%csa^Q+HuXlGx>C}6F{qUjqz)Q9AQNsBCk6V1PUlN2}a2|gL;PN-;y
z!{KN0fC*B15LKZ?Wl!p+Yoay$ipyH++2ew;3!(y;Fql#o1I*@-`}AMJTUAejf+xXbJv1keSEnRt)XV
}?K0xz7cgr^nj}Rv=-EfAy?rNQ<BcXW?I}z*kAELHB)3VZ2ZWLN*nJN$2hB1xs@$0%8vCP>14UcjJ$_
X`B3%{%Gfy?=x%L*d6cAUHn!mO5gUdy8>#DDYpUy<j-F&%;TQX`Rs>%xdC(c%6di%q_oca?m=lJ1!&E
N)G`(ff`g6s_Tbz?_ouB%9u7o6;N@Xg7N)K11!j~wAPn9Q}#j>WaxzW>F?71k>wPkQx~JKn}?1T1(s$
rDU`hnT}?TxDa~l~{CbDH@cymY2EvnN{L&%3V4e*Tocb7$W##j;WpdNJl!RRO%V<_&FV?L;XN%_;f;z
_lr3$SCGSrF#U~Qsq7pu!-M^x)Xt1g0M_=E>Tr;b0vl(Dp*%vzlUCi(p28HXMqb-b(}ydPZt}<f{MI0
|sA^{YT2I98fyHHvEs6IhAn|x(S*CwXsw%oCkA4f#p4IQb3!HRek@caZC~XTmg(T%uF08*QoVYc2jhh
!<K)5_hYT>`PNVI=^Lt2OO5Zcf}a1$iggYCC4vl^%U3j<r(94Kc1-&d8{o3bn+2~$2IKjNXD#FT(~fs
Q)^%WG>&Xk_81WYv$`Y}AH1H?M_(Hm1A=pqBvrYn(b`J`h8zBt(L&>}4kmly44B)#@P1jw`)#EQW}vb
4vVvm5B=O$K-I2!(t#XxQY^3iJmo+knGKRWL)?(*I)i3TWly24twk}X|S}51yQQxt&l@@7<%?}!dE6e
hB^p__A|P#yumI--OX`BJ+c)7+X|Xh(o=<$X*F)xNF{5~LD%Q+U6+|Am`!lSZSz3`=Re)q5yZho!_t*
TKwLz1H7QKV)gvUnIV{Vg`W&YCi*i~yL3?Xi+h#k&*}x47=n-`mL(p$@FE&)UNKMIHt_W7_<~qt?@Ps
Eent}s`hP-A796v-De&dkHZ=)QJGb`g#uJn?sFC2fdrn4fPc4&1JO9=w4Ehs$VSOFPZ*%^1PaaLP{D`
kk;34Jqo`xi_)O2bp7%tQ7iqX(sOiODB)mFmp<M3b8MZt?X67MsI=t|?J{1#lr;)Un3%@xjH;4|<39y
d_~wB~7B}C!;&O83M7s3IV?Uu_kkR>p-7X=H)0mQVBpCjE3&vsMC%U23ixp$cUR1vAv|D9SP|8GW&Vj
1<_2ygEv#j|7syuvY;Gs%l40H`oozQq&3OF-<YP5ED%}NymM)eiSav(@lg8Nk(E$`jug1#76L>2oJtj
LAS2_{C$5!Y;D*7&rMn0J`uBL9vD6FCw>_dWEv#)-)D7i6V}y8^_3?c}+84K45V0-=tRACe;-{-Kfhk
)3k-%JXXwzZKkXQ&3DnW_dqkAD0gV3E4*{Q+PF{l8cQ8qaEg17xOwJ7vdQ>nZAwSqaYqK$&#@Ca}P;Y
C*<Q*`Ql_4qvt6*QR2l|v?ooT9{bRX|zBI77^dgKrtA#Wd0;@7f<0mhI%d(2vWF%*#g&CG)M+lLF%0q
(d3n2temaK&P=jOt(7yGBY+7Eg#N5{W}U`8+DiJH5)d(X?jGKr|jj;=<ZXWAWVsTUE%T(_DhH(RZQT~
Wdy_*(He$V<~zA;XjF*V_xL?hoTY*`7CI(sO?<Y^u8^;E{t}VPyXk+SQtb3lUnESTz*!W5?}EclSPS_
I7iCa6KPIp{wqZ@d*+;{|8VvMP9tl}`Q|a20*7qZD{q{}%e?~IT#XU@)4Xw2vBW4}n<=Wj-qn8(mY_^
#q$Zm%*NS3i=L5{qC88V<vfsb%=nV^a}36%z>tZox${6<~E@BFzD3a)cg0Ry{)fEi=X{VMM?xVC;R3%
j8f8*Cc|Ci00rtd+!$;HXh}-&OjXOI7KE8e-dpLt$X@ecE=MJtO$)`;eX|+vr7sg8XIL)$g6|XKH8?x
{{8K^Sz#^9mduJ9uhr=h?9W%rR0mDD3zP6B7lX$$f4GUkASIA1ZQOW`!S=_5yG0h!wM$dzcOQ|*H={S
DWJ!VD>+zFFeWC{Ov^?)8qQtICT2v0voa<5<AUtIKhWNhcb_umgi*S;|NG!EL*6YTPVQ$|f#;qzALa+
v%3Jz8#5K+kGV5<oM~2-~_KC!SmEj*Qq~a!KHBE(liS-?cf~qu1rpQqx+K8l6aE(BatmeXgEBmH)(cn
~gJjb!pf^Rd+qZxt;V<NWpk7xvjA^Lb`qvZoCJD8@mbP-7=NDVG_P{NU9?DD%b9%{z{5^!>0F<!hXaD
#p$h@uXZ+_@Y_MUr{nGuHBqXv+nbo5N2!TEnO_4tAbK3G?9vLVVS;q%4ytm$7KW%5u~deY>Z~H}SRP4
TPX;SqZ8AVXZ~Z^(C#xG&YqUa$CB;r=EYbrc1Jb*E$ibHo|~!poW<M)G(r+!hk?g0LkV(IX%7<7n$JV
B)h1NlrU63`a*hV4>QYUScfUF6uSg&doLS=!YsbD!TkjijZ93ErE^v<*Q(emCHVSUFhtYRw5G)IuffK
C^%JqBA{ztq2KjdI;<nP9o(Z_sgjSoJ1#7Z(M<+CaC2IF@$x0r#UDDNgMXa)JIHAO{dQ|ZDyeF)`UAA
<;Q<>%GUI5>xk?c;3#VYMNlgi}~Ge4OExV6{ACC2^Vy6#ayT6S(*ve=;`-L7BVjZnN<NULu_C`+_nJ;
dzsX={?OdGt5av}}%lMbj2TKG=?+bV3R<CALH>gctRX1+Q5bEX@C^`oWx46KxciL23=!GYpZC!fF&-4
^LOxWO<KDtEIxSpSEfsMg48sdA2YR`F>#lV%NBJhB#>85fY5@s)is2>I%0y2c{3v^mkpy^!tMzo`s!H
KKp?|Js(V5JFbI!+B2D){S&Sznj{Ydp7{tbK^3`)BhK#Q^vPsX+sjw#Z^kmbk?}uyp`t6vSUtnI$aJQ
SOb0eRf0Y;nFS$gF%m-j;l*2q~BeRWYmlLnZf38*mEtU7^Cts$BPacU3uU%OU`s8<%IrosJ%n7fq$N&
}&e%NH2{992M_y3T*p84FCY<1A9p#_egzx^a)ox4Ip5;ouv)`Tb>_*n)QQ#$@ZZ*HrmqrD`S&ddJnB?
4r1%ge=rQkI>TUsbxleDrVz=T%(xD2uTd!gRi2`|#S0m;BoH{|++07mG_KrdEae*4I~8s^wXdCehJ$r
}AR^X%@{cFlq3H)Hqsk3ABE972LK4%b$&JQP{pnc8@Av#g7D9Ezv`|eKAzJAWd=)kz)8HLu`=}s*xUi
MhcNlT-CJbunLmh1W&-1!sv3$yu;w)abw=E{4MtBpZ2>;q-YTS_Z{)0Uf84?UAKEpHF=&1@;YMMbwPe
!ymY%)%;5!cCtva+;Ix>0Iky@dCbm*sTh9kp+1pYHAr5+4crqBO;ZSh>+Uk3BjsV!9A&kzF?@X*Gbbu
KjtU6z1%G#HMljAR&=%a*UW$ZCz%MV{bvz~;vLI}S{E)!WyfiV5!nRgLU^a%pJ|F~yP^Z`f=72yWHfw
mUQ=rV-k-*xijl2&EVJL8RZ<J9vn)7)x+#XXee4Je0J<3a8?`)Red<E-oFrUc25K_2oN)0tQHtYLR71
vl7CtAV^lL#xKdLfdW#09REM3W0X;TioZ&7c&MO>7_8nu%n2*0|IW#CGz_Wj;vJ^qYGr`f57JD6bZvn
&%Wz($P8{zQ6A6E57cU=Zh{I`lF^8+FsVD#>tZAB<k$l|TAS4Iqdi&PF={y1a0}`e6?QUqoftnq3%{q
fmFqU3!7&fy*Gg%zWF-l?h`M|m8;MzxiUs8+<YaGef2I12N|qzm1Z^bMe99jp$q&A+%--?;!yAguN*B
|W=AK}8@bW593ue<UFWtF)5S>tkpiQ_8PDvZFAA3ic8W~)72lPDA4Jh>(C5XWaN+UbJE1oty)-Ud1l=
zs7pr2cE;N1uTCM-TLRX8JwX(SO}!A-ZfJAv_&K!=HWwSQ)c1N;mepv05)wyc!vq8WEVK+17mQLL1Ob
6rv~Mjq{!dsKYlzOK}fCBZOtHW)CRRANT>JY$EWbvC_ruInlzAv$s2+2PF}%OL3xp6RfP<e^qk-uClm
Oc%*?4#__KcxOUO#9_r=Xi2odEx~gB{tuCM8%7|&@8cCQ;~bCN{_XYeKGEvmO>Szo+=k`?m5e?g8o5J
&{eH*Nr7zv`^#}pK1*;Yu+!wf5KPUc-_^!V6ns)vkQmppe)sllIq<f`g%!K8)49S68n)z%|UevJ~MpX
>2v<`!tqrK=9CVzm30QNe2&YZ)=v)dedHEvTQ9rW?+nl!k2MiHSZ<s+6k3tPf7`S*$sd-G26??;v-u%
a9ip3GFKW3j90UzL(gc`#v33smJjB$ma4{n#ncH;hg~;+BxZ%d;Q-NB%o;{xZtC7MI^0I&RCTafeLq`
r1>`lx$L}l|&BBqf93vpZxoa)P2oz<RNghfET*sB}*8c#6)hsxQI)<!@?3z*P_Fi4lOq+_iVyz3)P3o
H()B1@FKSufG3=Ozg;WRdFw!w@q*(c>@&(Gget1V-Nfi(mTPdzG4fWFSMk6zzGrH!ITJmUK~xa+oyR>
nk;Nb}1T;fSI~Sj(q&Fe<Sh0<n#uWM%9)Vc-Ejz8S*=$=($9w#LQ?WvO;a(Jn8Pv5O((1v8@sOU2g5d
enM%K^dhOk1+XJ3Kw<#ft;;pKeqR?RU&$VMxCG=e*CL*7a8d2Vz8*o9T!&dgM6{d6(fZr_4Dwqo3na<
|6qBu5%Z>DZOmGH^8O0kHz<yEcJ)eq4f;i(m#XK)TICC9>swuG(&+M3bc1CpMX#jX|_UM`}p`Dk3BDu
t0z~M!5L%G%R>#7HR<4hg9p=Lig9XnxvU^G#kGmE|lJJx!RURyJ;dzD&x;wpO19)WN^(kvr>A;Qz~_l
JN+$K@QUV&KkCIfBYCkors{yZwf_$swu(NZE@~E4!#-ZVqgKOPAB;Tq*3-z1g$#3fx~&<BHCvFKFcoW
!hgR8&T{!Kyk2$m?ro|t1b!XM7m<5WVj7zMXgywUb!c9xkc>Hrcsn*%~TA}0tGBzbNlp|(^I(w$wp`F
bT>-fLHkT68lx5Qz2p;eE{+`Q)JbK1v(xMhd&vWKmLdW4jap1D=TZK8jvE<WmR;wtETZ38+KoiE$mp1
yb~Eg(27IS5NEn0R2=Z|6_eaUxOt%;6`gEm}8s%Tfq)td?__aR1pCwLV<~=HPsbxBlDzKMQr`3}u$5v
sf(|bKnUV&ej}eZYNSK6xwiy$sU*D@4^^)_EL1=iJmIrMW~S|q_BMbEXIYxeAs5M_DCc~!^)2OF(^Er
)H6>!4MSc@n5)wN9C?9Z)ItV0HKT6`GK${P>nDk@<gp+4Oc?EFn09gI3%iG`^otJC!3fU3%xUrOoljZ
_EGA!Ioz#=~6NQi5#pZ0eY#AC;)1P%6s2{2;N(|G0I|{PUtXIp76u~K(FTnT$fCAMO`~^jID=`Z<EZk
%?dLotd(1ol$2UiHRsAB8ng`wLEwMxg<LhY2pVTd+jy|R}Eo>WnH&vES#j<3<^#ipuTS1RpzYsa$|9v
x|4B>`pOEZIo?)BG;V+Z7mONcLud-M}mGuyF;<z}`pK{Cgo;M{1b<%t4Sh3-O~qbq(jUy%h`hk)HH||
K2XaST_u*LeXwYzDX;_$>j;cPeIwd!{9x%gckvt7)#>mfAbWWOFJ(fmFJ-pifVS&&%6#=@_-3693s<W
_jPM)cgBn_Q~3Ft5~JUoMC`>LEi0iRieVu#Cc5Z+i_SBg?9NA(xa@2*@6=>lU^K+4yWltU`cKP1wT|h
R;CaYTu-M7N>Jr2EmaqN43T0*PTUuo)hvN#Tz7W*N3bGf6dL@4{3o&!LK)^t1I|v`z7Dw7#68?Kj<@N
P_(dta+93+42UZB6G9Mmah@QGEfSs#p;vLh(|PB*<u(Uj@E`yg#7D>?Xs=<;WANiu&zpKqYmu?d@iW<
lf{b{x20Ai}q&Fladc(3PPkQI(=?z_X#tC8Y?i#W9ljN3qT6z%*q%S?z=Z5cpa++i_e$cS=a}3gSiSg
3;yk8YGV!{$^?u3Cds`z?95@E#2+W4qSam;~F&p)aq13|2aTe+t+uA4dxR7QW*Df<&q6ZZVol=Ur!#Z
s+{_yaGixZ=6L-Z<Ab9+t%qHFY)SD@Pt-GO)~3XE!C4`^rx8-(m=h1n6$aPfTwAO1rc=dE6_=JqdJ@D
9UD|}AzLze}vE%SU4~c26?cJ$yl8ATIfuWKxP*E);1{&Ozg`H@mn<{;#q%GQ(D>?9^ukyt8$D$cOeV%
}_$%a=(I9i3BQ|w|?AxlKTO{}lLB`pThMa*>7^N{~tSJ#c<Y-EKxgfrKc5m;#yi4)P5he(y?j5t1=lk
NgkZq8NwbdSamR&+p%qRwqK=qkyLtcBUyherdZdK)A0sC_rXqQfs?WU$x63rBeK5jDfoR_8~r6T!Er(
feD=hr)JCZT=822}aG=io2pR7BQu}NFNF0PXhr6>dmTZ^mtd(HvXA-S5tx8E?Y_}$x0Y>T7zRJvp<K^
Df;u`v7XnH##fn9bmODAf-0J*L$EMJh0^HAeZtmzybXUT0uE*ESH5l8;c*vWf$_;g0euj|sZFl4k^{D
FH{}YwTPg}DLHvorWqY1Yx<iZsTa}AJE0`nKZl8MOnIR!h>ZWv@qixQ#M<OfYe`#cpM*1@a0yPde9UX
j&NkA8YN+}{Bl~xsP^D6N2(Zf+Vw{^dLBD_+8>P?=8@V;sjH>Ux#m2JdZ%-$3Hv`a8fkQCjb-jNp(fL
)31OdxwoQc1Lk4(aBTfde{bruL>7L@8JdKME|!RiF{Vhb@stUgkL+fviOyvxv^~0cM{*GG|GH{NdHj0
ofDoqi}A#e%;7Ou|INsPiSS~*+6GuLAc7=rMS)c|9oJn_n|TQK&E`q*4mQmI9Jn*d~;%wW3EgpirpG*
UK^XRE1?y;>+UmZ!q9F|yC7$kWZ%OLj3(>HETkMqc9W?S<0DopcR!7EiI5FzgN)koorY!M&%go41FZm
xpn77Q^htUHP7=Sa>CjSo%_bN8*T$U)W32kIps3W+Mc}})YQXmnzmu4di7T`!QvBm_5*6e5v4YsZaV3
M`^!iR{y7&%dERRV&oa9CERH+0{pSc<9dOkXk;2_@zhw{-htVg^RGDfesrO|mfv(w6p{r4z_IUwvc`I
UX56gSkt1ZL>OFd-tK!%P3qcPDm$rEU6mmMobx_ew5Qe<WT8M1PuiV6KgPr@~BEA09K!yvIfJxc?(GX
8aMfplWPoWZL4!&<jvwWK<2?vXIKJ;?=upR5WbM1b<40q+76ar_K0l)62gjj5Z@Vx|OzqN|t^<hrbcp
Fn<76zZ38&kThh9hYnC0QfbdP!<ifew3a$`vj`k0MPczge}E7Vy$*E}1N01;2Kb>Sw(2>vXYWz%+l_q
(Vs<On<mPOJlk^2jAzm`NA(RU6-WTE~gxQGyn`4IHnss%`{JHtG%4?F3q?c{%E{gARscv7^jj)gRTyS
9MjZWc9r{GF4EYe;HQ{>Fyl6;!Jm5Om4|3|Qh&ojC#rjz!~W%4Kx7c=B73Ov3knG{y6@+ouX4=^L}N`
NYNW+_hh1t$UJE@qiuUVe*KNq~fb$htiBr4y1_sY-U7VP=`O9*abM_tyLyh7qUV{`i))%SwWVddq4nr
31po=m(+Mt%0$?a_h_d3ODVBtqb{@cHP+|ZqEGsb1-AAs5{}mWlu!oTC5vvY>ln2*ayYR;AyI@4*Ft6
Y-vESy7IGp|D}(~?o3?EIt<J7NzKosOlAU`4N-d0g<IvE{C9A$S%V5ci-usRPS;aKj9VEmuD9>H$VuE
hT@lucf^O%n_3I_QGw2s#*T&vsx`n}DCCqJ8UGfGQYaU4yy9FO#5vwdkm3iT<{aZ=Y{N_LxTleX>x33
P7a{@t8LdLdq-bIG3ikb0<H@^`Mm-4MUsZd*Bmjp|_u#U~ov`O9Qk*vjAj~b;r(J7WiShI+^xv5CC$X
Q)=P#jQVW+d3=n0Dl&QoOlP@_{mn<0%kEOe|OaI9seFq%YZv&<MlzdCu}XS1t&S{rv~VDK~WP#bXsJ5
z7&}rqy3b<9~0rS-k}esaKtQRflP;IpH^f*`{k7!y@tc(){}x^td`t#4a3SyCM%dMNS^DJATJ0etc;n
JgqvX3ogO_J(mbLja;jP;RIauA#yozdTGWuu*3oIu~oi7rUkvPNz<8q9&3mvomyA%+B&tsG6?SxFYSN
6>LKb~me)2UGroZELm5iB@!iOzLc2e`i)!ve9KW!%=R27B--K+KfpK|iKocwDxNMmaf}XsEn49l|L6A
}8`?fmduS7n9guPY7P}2+4=%hkH#K)NOBQb(G`*dFfnrfdoQS&~C+(^X(WZ~I$E-m--VoR*O$f^Qi;z
Vp^WkzP_S~eT^8*m7Ek(j?LTTdO~f)~J;=J4uVk#h4v_gf2tNra<vQqUoE=y<MiJ?Pc4iEkoCKji~Td
N$BMJ@{g0azq%pV2|Fd50xJ8zzPg15PZ@9ir!jE#}yZ2xd!#BtL<7d!$ax)m^>p><PHaqLlLH5A86e2
4)sz?kbu#P{v%Zg`66f2`bw?-`;GP5rbgVr`KvsOeOw@x%WDDP`~Zfw6Z3w#B}a)GXyq70F2S8}2qxv
>%3=xf+%k@;$E8_XG@htR=)^lHwD1-tC}~{Er*=t|PR^m?gJ`nV%02F`jnE+f>o9ZIq=@Bhw_#SyMV-
WBZ%K<Sq+)Z?SN`rp+cGRMFI<Qa3AE+5GJp4)Eyj&bRf<?81`kr8%I?DmQV8$E2{3G{gwn3PbW9CU?N
HDEyJCdK_s)z(sh*M|um}Z2=c4*8!$Qr6(qo8Oo(7+s-K<~46tQW|0p{L!zT5LZ)k)1roq4j&`7NwQO
gBjoEcR|YPT7qLAL53i?*6Fth|B(Kh+E=UO(FhpS?p)yiJzZ8JLw0nELti^(7jU}V$jm->5xi(ZtDK(
>G4HHysz5?N)-{GJ@yW!*aLZ~3%W%7=3&jt%SU6C-XcySG}2vn+v^0pBlrcZQVpJDqZ~|DaYCgClgZB
XR6_5vVCA`oK0=8q0(bX5%;NR)#?K;=m#^kt49NewU*WQN&m3RG;G(!>b<BXtU5rU>XV2Z>rjD3oXIx
bgmbcUi!c5<=Muz5Ud+$ZXS$&q(i6A-r8auOjeu?r4_QT%Mw}x+vrqUa7`tA?Oscc8X8{y~&?3hr}mC
E;8nyw+x1GkL5Pw@(sKhec#BvLpO&t@{5kb#B(tyA#5E(<qz{!&=XfaR6`OoJP-<sQ5fCj6W1r|z8Uj
ca|m-kQ-4>Jv{npL$soxIF%LQ8w9JQ6@H9rwV;0dt=7+C#RCTu)liHh#J0pZwcd5k-j9LTUmL>-FZMN
pmBsKRJt2_m*De3A*3M^Ifarcsx15i79vyw1#blS5CN;)MiD8E>zp@F-icP)`sbaLkSXiwz1=e89fDQ
js<5@}`ruR@&T3~XWBQDkmTZ<h!ts0!Ji=U<b=U~`B}FziyVMXC|Kx5s;H0#DGFnoL=tN5Lu{P`TeJq
I~=aEb%%|>Z0@C`wzH69t<ALD!txyfwizlXDVD%vXHi@^)-f(tNa`6Y;F$tx13>3KR>$6~~`ZdkkjO;
q>o_>eNL6gdJvN~z(<{~>Obh1|9DuxHaeYTd3*gn;_W7iPT_#kR(WeINJKlFM{~_?!O<AXx5LW89jtO
?w^v_fJn}sH-}h12^6#avPsx7E|G3v<7lhV+J&J*kW)aUvU<FQTu!}t=%J#6rSCJW_Y0m%eZUckt*{t
cPmyy$dTvn^MoKWvZ4jyPh6w!)_lj=D(EzlEU^6Cry{8E3<tx9%Mc($>R$S;HU}PUbDz8RQVa@8m0c%
wLV3Qi&-Pm5Je~5i107&uj#_0)9hzTzbGhuU*q?CR;4S34vN1F%=cqkYyfnS^-aNG&Y$SfFCJP8gSdO
cf|HcXR#RLzyC^E>|w>nHhV*!2JP8B0&ielG!k@KSQ3F8hI9u-oPhw?1;)<_ZPdl3}T3;JCRWhF?%mh
GXHTp4?gA$2WAuH9Hw3cHu?c7zf7*KhmgMJLAC%%qUk{@9hi&FrE;X!KwLW*Q19={&pY-hwXSCwl1lo
6~E7`RJ~bef@cJ`YL?@WId-Q5>a`GC=~6UlMz6iwnJ-d_rh7PHlmI!#Q>OWh(c(!$j3SnpSEJD(zZR3
-k_IRr--QiSY@+PCGeu_=Hl+kg0Hs?78HLkFF<rzR>T-VD5etYSA30CRWsf3oOPC+8W6RC0<|+jxL*T
G7^oiq6inzQbeJ9#HjFXuYlnU1l6ZPL-pE(FmmQ$SPCbS<b*(rvn$uerrWnj74WwF+WzAT)_2IK8@wr
Eb$KE>L2T2p%5!pLoc}Oal0D*&fPNJ)in*`dFUBvsGsK3+^uqTdYl=<0;=U|5L&g5y!<?I<Ii{?<|ul
sUQd`}SA^DHv@QE@&&f5~}sG)GjZ2%PF$jKjWHRx97J{;whGN@5ViqcR()HQUkE`r+8oy#Ea)qr!}47
<sC9y06JG35F_Tkz7ySaWM5|h*O(!h+UKYq+^Ke=Feg=veg<9{pAf4X0{MTo_CcJy#BbmRT@AOiYL_5
L*uz-a;bS!?j()YxLYtBEDTYTQbILsFnn;qgwFV`2c*{c*X!aiZZ7E5EO~8}tcw0dIo4uAR!I4{t`g2
`9jg>9e-kXTzD8h)W?R$`(ZoQ0;~?U!G;ZFo+fl4%ykx83a3K%ln%P#D4}tg`a|_#i;i9!AgSE@#2Ky
9+yxM?OPiZ^ksTG*{-M{v3CSgK6kxfzuRO(<7W`qE>+M!}O6HQQOw7WIt0}B!O&k-W|$=}K(WIPgLHL
vsaw2<H87?-gh>@7H#KL;qAkoox@&?eIl=&aL6K`v!7C-t(B#?9Ck8qx>J#npKgGdx<edS+dyZ$+j^U
*;F=H0+!OO~vI2<aNaj?Uo5XKOuARei0*hRF83^rfjwPu8uH@{k$rhhEs5{wO~QP<f?_mm6IA93(?@d
`S1opV9*vYETph)x7|h97P{vF4#U<#&1N#^Q3}s8`be&Uu+ZBTa0E7GULMxrJIOkbbToQ{>?MDLAYfL
@oUqR0Y&%d5W^Ku|H>nfkX^{GMkG6XnxZtN&pma*@eNx5)(t(Az468Fu_5FIO^3d--+ge$)IpPpX2G~
;WF{(fr;q{RfiO^@J*~WwbUs@RVr^OmuDU>cH(^1TItqjG}qleNp0PVn8)-`y&IC;QQ<E3-=uI8MHZC
vU*Z?t>fO-ix8<k#b|ff|lamJrfWU^;BChizk!L8J4vt%u7&R%VZ4FlC&U3FmmeHUk`uYV&hfag6DBg
<;qUW4*=M0aL!4cl+*ZXHmbbd@zC;`46g8PCW%vwi4ZkF=~+L3c){e<Nk$bhVSY4oeXhNP5RQ|L+&I&
Dt4*g<XW&piU6{_tGb~S%)*5#B*1xZYxqjE4KRFI^o9_!MjakU+v_Wt)y%Q7=s8g(%67U=Vyc)AM%_*
`I@^hvK3cnkJnNtQUML5h=bsmNqm)sG>)FqF+Wk}FV|LcMPF?So2_1$+Dj4*hQAuA3Z{V8J+g+|Lb~d
7O>_dH(#3hr+G+-*zVoe^YPG$isP=b!*dTB`v8XJb0?N+`TYu+PwR0qk4ZuY<e=c?C}c5W5~AF;;67}
&gSTlbI80BgR!W7&+LHwP;?Ba-mSf7=VhQ$0|lc#Bi)qeSKa##=)h18p!#V0i-Hs8NI~eV(J5G7TW5Q
tY3D#fwXab(<8fKVy5)c1rz-{s{ZNM0;aqI|bskQ-XbZ*z5Zqqk$YT%b=lNkf1_C=;HGBXv>M9;Rdky
AKImT8@9f*MuRc2`xu&73^o}<nj}?@>?FY#L`y4NCga#znwjpPWeG7;aJs*E6^*X-DixD{iCKTYmpsR
_toLaWc(+RR_kV2A(!+!;D@^xSKeUt(c5mGu14adG+4BPADrN|@feu}Ke)7apr3BhO0`5*@<&`|_@MY
%%6SQS}aTYounaLwR)X!!)hMh##xhcSHm;C(L74AH}l87eOu~5|d5}@SK0q6_1O&`0$_bip2dnH9zoD
q2keP%`t_xscm$Q;rS?OUjoPIjdB?zfH}gb#SCT=a8lR%Ds!Bx$pZy*mtdCez14{ZgU)-AQ(fC5m$X=
V~C6AZP7$*YZQj6_rX)4wl#YS6fu9R<Ql#OCvYTv`Sm%xSHqHuWb)t@tdl7kXiVAD$%{^9foiRc)I^t
Jb$YYQ>hHGmAv1(U1_=^-LNCtE9Wj9;<5qOs545~EdGqbg*^q*1UkkR?g7=X3%RJR_64;8d*^vKh1UI
_{}I0n>p}V+CQc{!E^#O=Ym}Vg_%vlKa$HS+K$nFvU<Z*$-wH6=lrjICYa&Cz(P(#4q>atZ$i8FK>r`
T$XW&zBL0@w#gDi{HL>>0h5wgq%wGYh$;SzU<VVHu_w&D|y3M^oq7k?gzweF-|2Co|MKGETkUiaJGJv
^6144sGjZI=vupSt$1;TFSBsb(<c`qbuoX=dfxo)Yqm{(SUZUzad*@FfIifu(;=s^2}L)C!Mda^xxf#
jMkajfp>793pXjNP=Bie}DjR2<2GkeJ|~0vtVA5Tsk<EPS|yBk1F`aPW~hNzZFEZx0h-FuSG+U(0}i@
61feVmSIY&^U+T?h>m^}q6AIxso~|OSu(Bb9|FaqcMd6sfp3X<+T&ujNT-Cc%ioTTP)<^VCL683FhYP
jmp!~)i6sY(8*e7@eE@vbAul(q$V25S`yQ&m(Y{liDvhPP<|w1y3lXgBEjQ~ZyJn^Y$n4qQ9NOa`0<Q
}<LR#cc>|Kna)Q?#K^~nN{X=Y#Sp%%~b+7%1BnwTX+KYqqmdW5dJlCCHrse!jKuiGl;6^KT-QyQbUGp
JGk)7b0`IFKJpQLIX|lqa0q>1kW!r4S^62Z5Fbd3uGd(W(m|IeirC{7$B6J5($Gs>GbmqOWM-Zjy_9w
HyK%)8Y}n>|c=*r*EdUxdt4hJ*FK7MH70dx6EGB0G}qgeCh2Lo%!VS<VXd4YdTKRD1~EU_z5&RIx_5F
6LRmE1N2ZN%@{f`tRxAV!Ot~Mnoo+J=<O?CrR+hda28+2ed;MZ!7yJQ!libq3vfDTz`GbJq5<Xn`JR}
e@PCSvvX-8s6=ZVol32$~bAs*dZGK*-U1T6%kbpq!Z3bnvIdh%ur-PvlBnLVi&?2e0QfcFs(ky?9NWS
SJ74#?|;ZPD@hOpa_W=Tc=1yTqPI6<#(2OfHYgPm!}4R3fN4BQf;r0YF2Tc211BuR9TXu5mB&iY`7!i
Cok>nMuTtB5dG`EsR-7jVCaOpdq_cd*o<AyuL7hx9t331V9M&<S;Wx$xNJiP4r~b1RQ>62VnN0Ztw6Y
t1c0TFbxTM~~m=%LJ~gTO<pPC&29f0{&oSBV*?|mv8Z<<CQI~LJtWD#Xi?b_uIvQcjz&LyWw>O_lK|=
_{?DJH|Y5e0e==k;loqaJr2X<lb7@lsb~zUL8JnP&+}(K;Bh-cf22VP|F)wlot=mDnB!zdoe>6*sMz;
j{i2vb<84NUtAN=55>=*`f;1lY4c=gq{;Ol;mV4tA{ouV|G^ri~fX1DLk-R466XzpT|7@3U47!{!1-t
%`W@7DW(v|adWn>&%h)&(mirXLu4{XQi47@&pU4qDB`vMZ1)vDvZS*fj!vUP7)JDB7wrsy^RJxz2f)V
Db?ISpt~KW4V>XEd}Et(yhqm%CtxtycaT)CRvN(wWJ&>*{|$-i!CxJHsz1Dor=Hn$PIJAc5`h=a-Vp!
y$TWh0wC&*|+%o-I1aE^97bVSq%54*QkNPA@_bgvP6*iFQ0eoeVw9Bk2a?V_ZqB}qk`?4olUBSQ!kzL
gE9*MXWAa!nio-xEE}!e$Mn+_gr`Vbh1Y!iZ)RD0K(ARLGhgcHn%(CW6=~^OBpJPZsi<r~N5L2IP+iB
@O=rio-vnuGle?YezOWyQ4mZCSGkSt~eJA8~8T(O@shJ}l1ekS#Ti*DtWwBmrVYGtkwx^~1GF(mRvUa
;&Jl<lD&e8u3Sy3H^W|a`8J&z&Gfy3amXR73On8s=-@(QDaJxJyPBiIgqY$>oaJfm3h+P5Ww_Z9NWP{
LR|vtu{ct|1&K#=^_<CUW`zS+J=BrZ;EHJMTBmn@h|L`sD4<99S4}6Wb$<@kt<!9N@hMCW9ZD*^6IrJ
FOfwK)HbGUFrz>yu_EbZ6qeac!BOcnr%7T5@+^EcnTe(YYwq1sn8w=TrwVtZWwKG8_zfnO5frlaLR5`
h<O3@70rZ?Ok-8RV;`j5h;4&;Zdv&LEMsJ=O@(Daj8n$4$mR}A{e*iRX8|^r#oePl)T~5#sMuBT{9xw
1>6l@Wk+BDZZ^W2Ae;d4H*Y@p+apX9z;nSZZl$js@HBC;TqG7}IRR-!Dpct1E$DfeKDy-fN*IL!1&=3
A!R|+&CiG{Z_6_T?ABen;7?M)>4T3M!Q*1b6i*u2k#j!Si-_V)2V@<R%I>s%H*qzSox0T2TT5qWYZ1k
eidGLp5~o=ZgO$(xiRYpPP>JbF3KZ`J4o7`wSq$NM+il*yjOEa4Bay~Bz_=e6+JJ3_&1q^gUj8CTd2h
a+V8KjQ%)W}uI5J%Tg%0Q=^!1VEzHcms#v>?1=<RkLS44SPzJ;BSLuSpwN{y(fty5bzvd${=F^6C-Af
2&IY`EflR!%mQTXPNSMdJG|E_jLrX3d^OLWKQoaF?Z<vSVN3o`iAN%rUFu_M`u}<FP>9=w<C0F6SC6S
%cA73=_X5*50xP>(HjyvRTocYy3asG`CS?pW+yoDvjgCCEdKN+Ay2|jFCjMk54!Kn@qX2lf-A6D|H<Q
V{bQ{osisRhq+<;jSRZle@vg_@csshy5Y??z;Tz9nuUpK13$a_Tf%^0bYI~_cz7!Tk<uE>-VASnsg3d
W3$Tk+278bIgL)3@Q|;V%uk&3Wcq<dXcJM5hPuFKg_bNpWhwpbhY;&5<h%g))xx4=SX%3blSDfRKzcJ
@=@y6T4VpMLl(v-9a0MJ>1WNo^Ok!%fm$X4~%{x89=&}^<!LZf<yYnITX%(E}ZyU;O>!+XpO&GjDym?
>RD87<(c4Tx)13~9u7lhj21e<0O8ml*V0iC96!D$Hy7BxqYIx2C88B_Bg)TIn~3^Z01YD-O0Hl!4ekO
MYp3DGfiMYFuZCv)lG3xw?^%#C@H7sOe%T8!Z*Pn$D^^ymP$6VTBQ73b(Xwa2CSA)+A;1qK-Nt+bDhD
$%G(SY@?@+%F@M>O{iowlZogkUHwvb$N(BcV{MIh8MijSV9nm`c*#NsYVcY&Cxmd+~g%rK`hq_UysT{
?gZN&E0uZLh5SEI3>tzKutY+Z1A*i)0vK#THlxzVVV9-(<@r$w1<xKRk3mgb4eCRCZWdWE%A@Kw|hD=
s{pR<!C**YYro3fiq}YRT)N<lo|OIC@D?HdD;+XZ1~I+^JXDyE`0kfcbyG}Q%nT_S5te2inh2=3aYWL
L0#GD>Yf|h(Gy<VFO0%GzI_CYD3HuT%_TR!lSnwoD|FM9$pm*nR{2=L3emV8(;A~SPaqRiD;;qDnTCo
`jpkE_Wq4g%#zv6uuU2eGpn^d&-By<I@LNI{7^+@k(04YZ0mfCa+5`nEA^<|SxG$5K_@ztoBXgV@<=~
O_3K>B0+l%Qr*i3sC6p+wUO(=F>jN+_I)+Xpr3q8stR_#ifF2ogYZvhUO@Y4#-7j^~C49}ca2Aq%Qfl
vp{GN*gFavbI%nEI*^Tez{HH8l;#h#;G7LKgdLnk{V^MB%H*w1&Uj(#1xl9&U)vO3jl8zh#@{>Lm!2q
?h`pmtOUj8rwu{z;4EPc&?I<BYaW5=Xw95>Qi-M*^kUUO*7i{Rwiu~GG{R-u)|f{-1Dq*x#O(RZ$x8w
DtGU5pEQ%t*_hL)y%z2ER4&R60XZMezC&s2RImj~Jc}ASfgjr=;%mF*ZD<w$zjEu8k2x`~!mQF)8{s5
|S=Dzao)M|G6DogxjGXi#Lg(bhlFHBv^S2!xS8)<)-c?ZeXztcbmGKEP&#8(<<$|~O)|8T&*lIBd)>8
qEWzIV*JsEEj{`t7-e0nt2>NoLK#BSCe3hvrjyBQ_xp;%zlyUfc7mZGdj74C=}WE)_u{`#mZ8L2|ZQy
hOgti9fNm^p9t8mk79m2^JWAt7XdlhBR17ynD{oL<9@Q_Eo>23-I54mu+UY|?Cys1tS}AC)K?_BUCiH
f);}D$HHah4mt|409mD2F-9_@?7{QLM|I^ZFGN)4qR8cnV=?50Y}8kM7Fs5sj(cXy%nPz!2mYHa@$FF
%J7;II^-I2*E?auP5<GA*X+`Xyxh|Bf*1#*L7?bX{w{fg=~=8mKGsvLa~{SsT0u3|!khTsRD~(5dekE
4q>3@MZ;ypi^%Nf22vSt*`JGcAfqI0nrn8EOW(4Bx<oWicM`h#2hajXh|By4^hvb^;h5fGK<)c54d{F
s)2O0>ls{ExoIc&H{u7F2Fx#n}CNuwPYM6(IcnYgoe`4`Pr(2-Dq)az7U=urt~6{qSVs-a(>H0o64V*
45`$tA6W**By4?aQ7rutIcjf@SH<jAEncM?DnVNm4qC*X`S#^Dqb8G&j$CEWzzsf<H(6vgjdU#Qa0$X
^xf009oD&JnT{fTxn%q;{Jo^u*afS`peLwc~GN|wn4uNu-57YJ|u;;>9*(<TAw^V|2<(*1k}N#Va~Rc
rWm+I*_JgF`f*2kFUUDxV1ne>90dUwY?bsxS>pPBCYr|0`PDl5T>**yh;D4m1_=~6BPM4NqS4-q&zoA
ROI@iq!x?3qlaWH0&X_|D=^A>S1q3<J%$Ob>lIs>rD(Amp76zQg_Q$es;!5~vTMc)yLUw`UgK(c`ALR
(kmXn`C{u8QsLS9h8zq%dzXjzkJ)j7JZ$$?G?afZ7uG@qY$$m$5i_TXaqw@-)&=2{YqRFnBLXWzU^B2
$T9cn6iqP$9)Hg!yNkoJY$+0lYi#SjPpE0%+~uR6L3`?!hUF*d=VYRu6-^lo)n^3nW-s!d-5R_|u>a3
mE~*ttCvLq$~7dq@eMup93}@L!j4-v~3(uD9?y7f*DhDg`n48a{`FWW?xz2HQVWby#+&4gCC-L!HW$s
Y^CE>H6oBrx749kJo6Ks-uJ+R@ZT{j6_YBDcoLb%qdU_|<0B>@_DBdvSM$4%(U;8LSceT`so#Cbj-6p
=@5~H{W+sfXyNp=gCR794U}rj)D?Hf66%{*ZN{wLV5pjgk(BE`{kYMg^Q6R@6+ZcI4Zh+lVE$GL8LB?
VaFjl-j;mFKkK{+#;Y(K043JB(n9p?(8uh3VFmsu=UHEgYy&n)^{*D0WIkF|VF=n0TM{jm-CZZ^w^wg
LwccnaOAp?hdO+Z_i?MH^s4ne&?&vp54RE!p;d?6H2N5C<3{L5H3$z~j7vplB$2GL>iwbdxY@FMS*Ue
>THmfOf;j-I4Bd&!E|wG9yc&BB9+HRe347Gs<pWU2Is<eF0hDdI%*e2H6zoa7OCb7cP^*De|oyfvksC
gpnohxm7VIeaJfhO=J|#06p^u-8j4J;tQ&{VcDHN>GysXIuA`K5r`D6lSxs`2{6@|x^Hk;2;vI;sb~}
Q=#~C((gzi`p|cVExtuKL;D!ZOHyLikfV-gbmmcj3wfZJpjo9RS8cVY?O6p8PBmLMbnsLs@Lb0oxJ*g
YbD$;jyDcNr^h2t3c8q+}`q9(B#89#c%z-<t@=06oA$4OrV8*RnPL+Jc?vY*)+NOKr=-34eX=KNq`rL
z{ra{b^_B%1kf#!Uhj0bu}JVm3c=H9C&cwJ6<_Ybx?Jq4iYyhYuhwLo=%??_zesr~qZQiAmNae?ETC#
`?VZInmFce(YXaP!-&t<)C~nI;PwM-A7!Nl(9Qd{A^0KDj`fa4e(gm;#fEbmm{{bY*I^sj!!=!yZhP@
mEIe1#P|LSlPh42$z~@WB|y**tSs+FLY8V07+`-4-{-MztWXi3&}b?N9|f^|A4gT>q|(Nm?<q}Z5f53
pvTlh>rh+w?wt#tMMB_#-kcE#<C5Jr&e=f`-b!FRJ5gc%RN_$5FCEa6Qs)C#V!)W?)Z>*&E7pWv6esq
b2J0ml2(D@}+lnQb-RW74c{p31GTjIi#Gx~pL<cP2vXfwXn1srd7z+9xx%c}U8mjCdqyHUuGvy}KMt^
<>=WFdaLW3tP}yn$wA9jHz{8K4EDPpuW~)6ry2pr!=y*+3ElfIg1N3)!?4-+ROYK#zu}e&!6T^Rx_uM
kb&e{T)11FHhRF%8<?cUgZ}E6Gf$v;`xloWdW21f%KVZQK*J1nn<Qr!pk2bnDaytJ<n%IzJ2%=%}k;m
y5pbD;8{a)Z!TKc=07#{z173a43*t_EMvr25YYtTN>ob1^RFeZk#6_mJ3QYG2(DRjiQwuni(XVlT}6f
9a6>YAWL>jhXi(|J*04T4u~rKBkO|;Yxzd-p^MAsROvD*<{r)*)ES3>v>jypp%uDfu%3&)b$WR9k<s`
+&{Em)<)e_j>O&9T|O>t&zzlnleD)+v#3D|AMMtfR7b~_m$rzre;wQ&%KvvK8L?_#ko`)$8yT~6`qi4
ql27%HnP&E`e(x**VHQ{OPP>2kU0y}9??`}Hf`_drNjteo*}ct}aK*30X_T|JWMrmIMBo`>qQX{tb-4
-h7sYjY8zC)wS1odlUB%Mt5BN<9^O49st8s1xuRJVgCvpgz{oEH$+9Xsk!(0YSGBd{q)ZP}QC-Mil^s
?`_Z?Pt*d!NW>h~8u)cA)UspTS^iQ5{zU=~7l<DPe!hu0h-bh*j<Vd<pW_IWecTIXOzZIg_Dl!5#gk$
*AqZzMse4!;_nuQKHtZz-xk)9C`xrbo<URtw(IFQ;0BKCgZ;OjR@t4eLheRa6CO`i=obp^yF~+W=5my
E0R+bYMG7aAzuRT--OofsPv63cUXTX&$hj`#!E-S#STGu}$A}8xkR~jj3CF6$-M2O<WQAY^8<=-Q}nd
DNaIkSCE22C8G$GNXZy$G-w$yT98GjVHD|1NZ3=AkgQTA*kPgmerFJbnz|V!DQbA`x!W3FSz&z*=d9P
@^W2Qxx7txQ;Rwte(*fC)YhFVi&$h$b<-BQh%ELI1A9ZxG>RtL{KCLS)U3tz@G#v{i--h4p*JgH6c$S
AsW}4)Cc70)-cBzt$R)ucX%)keomp)`NMM7W03TxKMIwg6}YL|X&ixT3G+=#l0_+}KZ$z;;MHafXX(}
F5=}e_?P~p67whjGQNYi(BFCVLPdGmn;QOB$4ZQhmc&*4gRv0aQS}W8I4sY?lK%`cpmvyot0FCm+uGD
b!Mfbv5HJk!cKY;*Ik|1G#kch^-FmnILV9$rKmtZMjiE%ou>opSY&r@!o?>u27V}#Xg+qH>@bNH64${
KX9>uO}4cLw~_t$L%6@(?f_ihG#nrOUG1d$kwFf?8w|KuW+YbhW$m_u1W|_QgLPqvpsFsi%zd;(VPh-
JcBTF8N%r>|G_6|IM}lFF}i%VF5L_iOj@@xoGcY6K~bkSn<fd`{4PGKrJqTap1d*by&If)X;!URF|Cd
l@P55G6qepi2S3mye7H%g@~~1Wc6<fwl+U&6Uz0(IF-c?=gyAZ=~v6pfcIklY1>u|8!_tBeg`|8`sFN
>lLhJHL%w;i5bm@kvvZ8ZeWtp^`%Wwh8zZaMt=DCsf#+-7C1avC#(UynagwEtjoSU8@skgnMSj}<NMk
~xBqQpy`n|&u+roq@44by@u>)9lzucjAYjRct_0B9vAHnE3x2H9_>;1U<$cEMQOTu^GYrkh74$Q?w*{
9e}N)JuuKkO)7IvTj&N-0>j@&ZUB+sn`ixD6sQUI<D=gtm*|JAeEJ?beL)iQeqDiJwo3;}Q_0i>gU6R
&7aquF*9qLJwb7=`nX}6&toymt^OdM&4t4dzF4HcS>>pcUG`Me~yX2oa+q?c!cLeq02Qy8&O@vOU{vJ
*La1#ZN-!{;^W_uJPuhr!~c_fQW1ur98B7OMI%Byo>X-W%$Y>xh)Gb#BfeS#A6>!Lb~D3+<tR`s2N0z
21ZSt2O$doPVrXoJjDd0HvNNopY5et>?}_AThhZkced;xzgdEWh5P$HDRFqt<X|iX;DCo%5`!{N#%GX
DT_mind?Q0aDMQ~6Pn%zCs+_a(UR!Zyf%Z&@eg@rnLzij<>etz@ZFE8$Ec1;<r(RD#3X+TCyerE<U%<
Ews5a59JlAqS<y!mO|9wV0Ssatzl8=_GQhTiOM^Ypr6E?WM?(X(ADkvK{_4-YIF>-X&E#c4w{Ga9#wS
G)&ceBE0cAD^khcg^0pXo{+nU<--r6RvzmYMT*yG?q?(PK5$ovR1%MC~RgUI*XtS*)%4eC@L+lHb#L7
phsXlI+@99BNNFwHB2cYgQtUp{e$nLTTstL113`)&y~<j(Nj>_pBbLW-$G|<gH@Z&Y+k<jLs;44jz;q
aStO}~dD0XU#d74}`o-IzEe)r2DdB>T-RPg^(D6AaVIYBy)P2*f80*OM>NbWly@!FSXhmYo0X%-Ou_H
T$;R-B#dC7{MyeW7+hp5Avh8Nbck}9+i=*dF!tFx$~0X39`m^Ca%Bj_tY#21t1?chCe992f=IggO{my
q-ot+^%%eOWAlrp~LJN5D{QnRqcX#WpdR9nMEQxL+CusKI!ZVf*3bypV>lvyA~v9XJs{NAw+kW!5+e2
q$B>5;;S`&qA*ht3&?{1-R_gw#3C+5=P=#pK6Rl?k>l0rovRb>m<Ygq=wlx{d1NAoH<`&<R_E$Q#sSr
sLuFCD2dXuY=5Ane#T5>2xuDn@Cc@`6HuqAYT?!|StY$_0^V$LvX=jDrzm5moNP5|gN6RIYu%}ys^N4
9q&W9HadeiZT|$Ig-?Ik5;)N~e?&DNP-0G`GYsot;)u<syG`E2|c3;PR2|;X7u3q};@E?A1FD4?kJXf
!z(TxQ;HbA=UHo8XiAyJ`0JS?NY#<^SLgI9Jr#IkJ<jlNigfd&Hn9z@aW9sH89jCh96RjD-e>r<s=+K
I<rrbb6SvijNW{&0d+9E$|Af309;!G;y=kyBd)E=n)&0X07O&B9Wc|D^%}VVntQzv!0^GSeBUslt3Si
zSPudjWsM*KFH1I4pb^)KS-EA=+z((`^=NIw7QCcik}T;~9siH#OCs1kwY?5M(+yd$u5#yGq`yS)oDB
i9oClbMUx@uoiT#zT3H%tO5apsNddH0P^qj<u=NUgBhG=`|2vyEPQ=j#SzbU7_<Kn5k_N#V?lS9sDm*
EVU@W!iuBQXmj#j;ANC$w*{SKub+y=(th^p?g8K*bDwM>Sr1^0@$-is3{wcq{QAyQqF(s2R{<ZlL^ek
5+Khpdv(9>v0-ad$A!Vb*tnaV)nQnW75WzG+U%Nv~vQd*f+%3i0+&u|~UQ}@is$lI^D(txg>K%aCsUp
V?3sL#@h)p69sAm*K3qpPI}C}(^JE**{4))RbW_i2Fn2-bgJy#Pj)p@vIDJQf`)m2u>?Ejf(PFsDN-9
H9g?{C*3KT8@BvQL)crNBsNI5~}PgsvUhYfK@Ewl~&S#(w8y$F!`d&&Z3Sfaf^1R4VY`KtW!Q7=%9Kq
xn$ql2N(Ae#CyLJ%VRqQcJy8vNUa7qh+iVbzU?~DT`pXIcvpL$n)#O*u#pd7T0tqUd5s{Yk>~v9BOej
dOADk@u5@ji%hyLuv5~rpY6GBsT7zu#O8ktW1t)0}o?NQp@e5@VjDB17kdF8Y#b>;Vg(%8CgFBIAVaJ
Z@I!~K^2|t7)YEP+|4b(v2#Zs{t`3Mx;DHxA?!~mu%L7681-`h^v?2^>zqF=^bZhdu8vtcoACieKgvr
Sof*rLur_350#Tcn_TGN-mX@_mLY%PouxU$_G}9m{1sruuD5R;tSaiyh)Ci_MZnR@4BZ)ZVc8X>?c>=
e+J;d6$!MQWCwao?4p1Q-u!5>fFVDTiigsxG-k|Gs9qgMviDuj@zPMzXa;B>2}jdg4XIa%4os1FWI!z
CL|Q-mA;Oa{TolH9suJD-4GGnkIqR{P48hMvr8GHUl+CksEU?@Zw@EhY!i7rNBUTI49NL+pQYmJT^pa
N>1S!avl7dh3L(Sf1~CVcO3hNDFz>(AhK>_Z*}f^1m=z?Hl`uhC_Ihs2(PM@C2U#M2q$bB)45HIeg1N
*!bVBgpeqwlge*VAU84CFe#}7B*L9bVmxY)*-+>b39xtg~x@rnLnG@DfT&KvlAX3N~xfPweE+&4&pir
-_+zjVo3%mxWr3}JLE?+V(WTtbxTp-L&_M=AMJx^*68d%Sn%s7s_1AG2F@vA8?Z$i>bKV<wqACCeYp3
`4hW_mM}!Iq)^<Z->_9>)l5Hr5-!887JW-w@RwpjuGopNzz@Q1Ibxt*Fh}G(ap>WpboE-Oml_cp7dbG
A8~SJsIlb0j`>lHuPJ|1@T`{0vUkTOfXKWrw<Hwf6^t2m(6KJrZqmlwa=LqiXV^FkdTUQd_xKc40TT}
rh)EEx;5p|c{#9V`tH$^ttLdIxl250}r-;tsOkXUW>3Cut7=NbhrtZ?}$x>2%$Lb)T!q^cv{}Vb<$j!
XX)-K4RP;1>E>XINsaub-Ji@&o8G8&Ulg9mCt1vzd3Nt6gg4pfjJXEAt%QBYACFo?VLfi%Tu2gV`hp1
0y1racd!{?uZVpj;J=(-t*O@y+01C6T}GjNsZDNERai@T-Nk4Ok2W8`C^Z(+oGweffdV(g6ITU=Vu@L
1HRtK-SxgR+zp%j#%AX8CI#7T_z$T#Tagn3%JZ%RERmFWQ-WsKT3+1`-@YjxAB{@tLLkz!(VMm`1sN=
S9J}-p{|h8Xj&i_6P|1#*c;|<4}gXy9~L;mDe}fu4=;c-8t({bm_425>!^#j1N|^Ik8Q^=@D{=P554#
K_tQ<`y&PQ7^)KabxQ;CV*Y(RH=dxhJ>lQ|}f577HIi3Mju(A_Q_kxSufKfw(nUA5s-8CV)YJ05(86c
Zx5p0GWM-gV%I3uA-Fu^(4{A}{Bx%{Q1T#PWY8d&ODO?-01NAWS?D-C^RacZf@YOsT88uI|fox+Aci!
)uHUT>OH%mFg=d%!*{0_;vx$p`gMqSRnvR+u^O>N042qpqStEbvJqXtu^Mw=4+3bDTCjN+?k}bd-SYx
LyZ!`iS;uu(S=#)VniL%tSI{zUG7Gzm41q7QhvxrK6=!D;vW=b_Ul`DGVypc<6igH3oPcpoJ_o-KP-T
+`nnB>~T%Ge-F}$KF<|d%IEdVqNbhVh;BSy6J`qkJN!B1(^#&XAhSd_)TI(-Pk6o+_8x};85yIEhF>d
FV*y^Xb0URoTB(l66!!XH*^5@l>Of2uAoVpoj_P1hT3uxxC1GSXYUh0G!FR{@FQ|>5vI06AZ}h-&Y_k
RKiV_T4S0a%wreO0M4X8XmhA+!V7*jm*7f(<44BOrItw#1c%~Wk(DneBv-(}koW51UfIKy|vslr$YuJ
;Ex>rv)xB87qnx1tXNx`#QfEXeFEq#ra@$VCv`3@xHTc!RvP3|Viw!v9EesXrjiAv2rfPtFxkq6C(fX
!h%MLo16Y;V#^RWEt?)nX?k-Y?A^_K8pVMnPdVVPeKP0S%0kcQ`{BQmbNMAgXZ_@fB~L<-c?I-p1)Wo
x4Sz)kn7f#dEhd7ql*D0M)rr>x|+iBsvccLkBlM<cRKCW(kJ=;?J3ChK&i;{op_JQcwRRSdbB@}|BL=
SA;*D!yRF0AQI6paa5$k9b%3k^!G))TY?`K8#h`dQt&|$XeO<9Bpa7<<vD{^Qur6m69yed{nPae6!?*
9C@^7RHXcNC?)Pb%T$FjX6)IoJeajwhm1~t3md`srBk$7f-y!OmPnRd!nqb_xScT*bVBKQM<h}JCZva
_BSb!(!eaynVnG0~c7^}p?mE{|f#6X|Wa8eCazjD{gBx?(MsiD`LU%8P3e0p#26X>ee#^?iYT;?-Sdw
?E2c)h6F+O(}+V8DjTxN4r!@g%{~bJIl1~fjDI^V~;Cn=_J$`gqzFt{WH;q8L6*TP@YR4T!Tt14O%Z}
`xi*|{u3mu0(^M+>a1uU^q_Sf+zOR^u*WFH<iuljR^5kgf)IiG=4k94X<M@A0}krUC^Sop&kKIY4P9g
({3+ICAQ59BrmK}IIqtNT^P)uORR`D8u)QpbHGicrd+V*g%_wDAK@Ek<M{M_?NJoxXl3aIru?aoxq2L
q#^$O+7e?nX7LmmXJ9Z<s?v&NCv?_;M+&%O4gkZ%$f3{nn;9buD|9vT)D)Vn6bfTasAhMm&?x_0M_1r
Ih_VQjRv-b1uojPH7_#%71K-V0k#GV=;hz;?-H9e0Q4@6KEh7R+Yfz&9m}|J>?_2@hd&r^xGo8^`?R5
SB;;{gLr^E={|OgsG-7f4#FGvP{y!l54T_?$mtpHd|JEukTejUU<Z8&lG$}w$3IS%5pUmoBSYkON$nU
mgW6&e#?GZa<bnU-&gNdy$FVPFCbjKGE{1}<vr%)-FBbI7OkRz`dQZ5rFL8&LPd`Rn5IrA?&TY|V)7Z
+iOuK0D~hi)#dJ~f48YkA7#X1ey;V4m*D$e5k{%?j_5l-gxU`zr;Z}|p^Pdq9mO-J87Ig|ObM<~Dbg;
jri^ZF{Ac_uDMCt@~JYI9j^Ce=|lV=)}uzpXTmCU0~cbW=RZS>UmoO*J$1K{G*=_cnSTYtgz!k@27cM
NoSN<8=n5RA3k!Ea@P8#kogfpd;p-s<k7RGq;z(GV8<AHVaDv%yC#un(lo&ll!!YnFsc6_;||2ux*Uo
*noSK?R!7#sD+bO)^?U`mdXzwf8g0WR#R<+DqH?s7x}d^5V;Kw-;!R7ZJ9WeP1lK3fwXUj7luM=}@gm
GvDhKekxOT6}We64uw-^dlkuGF8ETBR$gV*$ZFFJf^?J|*V)pjl+w=!BV#<(1+wJ~ofH{C?(ZJ>=K=^
$L4vIf(Ru^<-SM~3(8rWeQGRn&{oQF4_ps^^)+jDP!7QAN1Cyud)9g{ICV?II+#372OXYD>h3sI0=8z
*5Hda=x3Inx_#?wR~USU>^AbhS`gO*t|du{`zwCI6>>=?aGNHTOK-QkdVP^HDW4;}eNC+HyJ-aqqSEV
-{^MNbaYVk`IHFwYRJ2+g$!bA;I$qy?;Fdp+M<+Yx<`z2zYj#$Ha;Zb9iK@&=K;D&WHIdAIAsz|5eTL
FVZP;0>_!+%@V4+Jxh_?)2jn`Z|+6<Svu^K?->-I<-FI_wuK8OQTq{b@6pb;#?7XFJfZ6hcVhOhx<J_
Y_KNWM&!xni1aAXZwvUN#&D0HJ=;|0>EO;i$HTNTul+daC^`xG@ZehS0!8e^8|ebC2D~=XyXOWPD*SZ
D``uqyj|+s%ypJH#-$^$nRWX&e9xJIzv9VG6rJgLkZ48GCQVX$H(#?2k9zs}3a->u*OC_imvX4l~C?-
~sY^%mqfReavHCGU>w2E?VUX)=|;O!S1+F$P8!Gohqg>$=SlF&|8!F(%Uu%CM%ki2jhS+ww>5kE~@Q<
(*<3X0Pb;;{Cc6Pq6CyF}pi&-6y9>yE@Ov}ji!7mM>Uet>WJ8lA&p_-5B}q;Ni;62?Z&?6egR&+&GMf
key*-4|Wsip_`sD@%xd;Z0h8a_U$G=Gw@HNx#!UEGV0ylkWDNrCmp8q@yx6_u7zwNA_`&KM9j_aaAXL
%rZ_Z2dVh-dy2b@PImJ|Es=o$#PNv+QWcoy%UbYHEfBp7KI|65`5`1z=_0(h8i=0BMVg97Ys`$Oy$4V
t?7R)%g5RJEk?-)7$`(6)i^9l*zXx<q-drt2(02fmhGEUWxp}w3<&CT>1zwW(ZyIC3+1^9E6@gt1v(T
b@s1ac5D5$Z9tb->v&$6PI4?zQXLqB7Xd9LT&bS%CgMBce=-6h%W3I3;VJ)7m16Ymtpmdz)MxXCyjV{
qf66}DHd@Uru=13uJtC*&tTmd9;|Qfw3x&eJJc4p!}k1W>5d-r4c<fiNNfX4VxEfpB~$tO64jfgm&Hp
oyYpBUPsNw!&d7r1C_G(ebbq*zjf%giErGFZy`%!Zsxc!alAM?xE{*7su4^rhWG^6Vf<k_>t4fMtv#}
2QQvv3@U>9Ldg{Y1IZ$}-YzHa!3KzT#$$zI)~;_G;1uG{3B(E_h5$8<Ajew*iaM3<bvVq%bys_|X9uX
qlL(a~{`shj`58`^NB$%>JC$zr;BfJu%tKBNu-$>yN}n*dJjv(BmICB(f8|RGjCirte^!&2n7S40Dqu
&3n*a^EcqlmD0bH5UZYntIi08yB4~IIBpcLNq{?YN5=gaQ(0|AG4=h0u^nIB5LLxsUox=mtPbhExZzW
qbm4iE3fdb+=YNVX=?Gh+iVc?1zx2w^}?cbmjYwZ@ea;?kl^8y6|5vMETOA81jf;mg;499tqaJ81(SL
ZJ+`@!b!AE@$}yt=Y*e=fDCh5tN=BFl{NoCh1l0PZh@O0xUSB<K-}NxujCDKN?oT8vdX94vSVxjd_@b
-E$<!*|So5;;ugJD0$9u&<)pGS!~LtLVm$ZhwRjTSdnziggml!VEhncc9*<L+$u-d96<mfp0s2l`E!I
LY0%{!%8>iYb(OnEJtZ>Ixpni1Y80m+U8*}niARW(ka`b6kQ6uHEMwo@E+1PD(PB>U-tbB?RUV;P6g$
G7BGP>cmMfw3gn)C)YF#h)>t!*wu={t`tL;p(OG1;OlExX?urmAiTVAPI8lBcoJy{YOCUeOBYNREsI_
JSaXspV6G7aw@vV{asKC=?twzFYC%_&dUPgH1CVcp6H?!_c#3YW%xd_PQ|$L!LX8J~VF9?+W*@t?X0O
$f&3;86H|uW(n^2~TuPOX%#a91EhSCZL#1U^Iq<9ueg;IhOFRrKFrGe8J8RE!~s=kBD!b)syWgPa0RO
Hb=UQAMxJt_n&yHt%Mso9g$+Gbk?xdaP{)J5%xXm0Js8#9>@MdnhG_i#_fo&DTlJdOybpOZPVyQDe$7
Tljy2Xq7z2{QvI59@=HS0#8PuO6`HvMmLb_|<ly=c6H{*+A+;w@FQ$IcDnh>|J?oq}x$pnumFxvofJ%
<b0<V0@k!*);BQd>}$;-0bUDM^SXxWl|%8S|Ziw*6X(-1r1>xU};Vq^cT6@#%Q4L1zo%@|279+?EcsS
=L#x(k-;<^slFU4|9j&(+w-W$F15#u7C^)A^(Z)~a!Q+<G$=?+3L36L|ixaEI743Vy+2V1)Bmpf@nR{
OKbOwsR3QYf*hpYwsPF04c|bhqO^Qys)vN3sG0S6j18Y(TRz|bQJqq_BYYsEYMLy==cGdWx|ibHd8X2
_-BSyb*p*9o!4zKYnTTd!SE5f%Df)M_EJ{qp{%D>kS_#k_g#vnB}V{Basns4agTsU+VOEmgRG|(Z5#i
ASt3QO$&CUV=|a1m*u9*p9q?^YMz}gu$B2{>)+9i#cM2eATGwG|M$+%uQn=4DJL#{!M}8%^&<wYmX4m
fc2~}Ry_Ej8$N9d~F1QRi>o<0%A>e4rWeyil4A_`RcB6B0|kq3VfSDDr+sP1R2A?jvS3cc02+(2wD&A
Kg8ak9&h+m@of3RG3hXxod6tJZn46qSb8{_6VmVEGukuf@_<+h~_`1!(@^OM#OAthl?+A6A91_y%MBD
}F{{Q3KGNJA!SzXUP9NF$_FdvOeMiHL28}*y>ykVHW@4QCLTSQ57H90*V|plYbUchO%e*Y!+rC{K9Nw
I7Ua|p40GXcc@fY7BQiUy$h=Yb_KGCe`er#e_L}nMr*BV>5zPwWYj%p)Y_3K73h66Bxpa;Xc|21z-%7
#toE`)Ll`-aC&tq^j7Icw#0lL~jG9&vI+!`znYdCHyLG%CQqnz%2z(sjN}BXJPzMvS?XdId&S~jyBDb
{Jcd44Jmo|7wO5)^1jm_4t3hLJ!=&pT&&@={DAl$tJI5kRir{k9k9|!O#Cr{S2^_w}^+b>Zsd?=`4fo
Ku{i&jcREUrwSS2#nBt~`U{s|N>NY}nts>y#UCUS5n3d1yb4@3@h)CuDTqTp*n${sAo41VlgnA4>=+o
3Gg{c~2;GWD|EN@5t^7vG$g_QV$;yzn2hZk8T%nsPtqQ4Mt<^)ywlK?yLT2i%GI!bC01hjsvD4M(^vC
S}0=dwu&g#`4=tAT;{Sr#!3uChP4TjWE8SF-;LP2o%LB3s!!)61UTaktoklC|Au91)&fgadnzNMu7QS
;s}+k+s*MjN`X!g{L})L2?FH~Z7=ykMW6FSCeu1V99>xl{w?uuI?*+;8QNmM1Sb*cONo)R_u=bPfvR<
d^gro3RxRssqZ_J?<0voE1z4WgP72GB)jUvlOjOUe_79+wcu~RT)o6JxhaYeoWY_M!`WW$pRN`HM_nR
KG$*-{&@cd3g%_b@q^F*qC6nXuB-5oagyOu%(Zv?z=6<$$-2?M`ShRi_z3{%**3FkN<6gD{^~LNRw%S
J>Y9iJTB>QC(4WsG0KQ-V{-cTMQ&;$2v<|{lACewg>WM11S_UW&t!GZIR+}+C4MAXh;fG5i8u6*PBSi
VeSZHUI)<i$eq8e({zay<L|W^QK%&+@DVaR?CdSc$0z)2OdsPbJf_qga)~08|1(_ou<V)d6&ci5N5n}
t^;zS-xg@<gkn@ddepxG=rJp9^*EIAEBzPD;ooj!zwJGN+oiBh-@>UijFR;Xw-|3g2Nar!;Dsl_cLC{
MAkrv8!6((N3MGt=vUzVP*TVcKE4EfG?Kk@=1ncxt;@J>I^4&il=lCXs1xYs>(4C)j6=^j-jKU;Q2ZW
8;0Ew<~NrFF0zYGUHo6|9jSkE?z&)n6FVu|j;N;(+-;FwnCNIKH5>AbItS?r9sdxgnTqb`aRXc{eXoM
-)eg*Wv625317nFF*{GYsga!Z6ZsRbYxf`=|u67&UHSa30|YtA|rm;YuC#MJOHg>lM5C$pa^)nb|yk0
tc=HHk4F$7Q@dxtj`B9S*Ena$luFb!pvg=__>V)`it<>D=57b5$Y5uMq;Ffao;4<E27HbY5yYW#=_9q
e(`{+rLE9p+|JX7fLnke{t)ht~o1lI=K7_TAH|-x37B|YKCoKs+b`+)d*@A@-#VATdtR(ca0;Xj)MP7
yuX#CoWL^_+5R(2rLW^lq)pulJaU21#8fQT?t8iLcM%TddtNPMy`En-dWVAvpiO<Pu2n+pNP3E#i*tP
r!Hk^xLOkPpcsX0>8{$rpHxgQ^$1X{Uvj#W>VQDN@(P{+BeETUo@e;N;PA*b`c03u;ZcWHxB*MgXNsS
mihben^dC41%spiVEUrm*?_@AXtXs8i3{|Od(}gLFI7yVg*DhP9yup(peO~y)L0rA}>74@y80LIn|jC
)0g#w6=+`dz}!(M_oGqgyNbai;YaXeZY$hP8qPfs7;gGsofLO+oMg9dP{MmFYj}VizE-=dCGN|XBDWt
nK1((l?BTWG3lHWmvT7XieR#HN<1NjrQTcO*m4P%A<28^HHpsY)Y58%VgqP!P6RssomKrm-3ZLj$b&o
8j_A+QdB6K@4mB8Z*w@yO;C6Hc8V}lDqgxl70De0efOkJDMtupCnQ`+>~CG~%3h8kL%IM}WBuugY|Cy
Aw%wJNM)kmn09LO>@x3jpcb<~9PR#c3uc+0*oo<s8TIc_p2L<dY21C0cBvYdIFV1#I(Rd2F<Vr1B@dG
*PGLLzNryfeakf8CeJ5m<4u~LPb=Zce&^BsJUQwmVh?z3w_L6UG!HMs&(Kqq5ceg9qW=E0R}11oOOXr
mgRfobMkfGJBBYOh>57^5EG3wJ4e3+fdUI(olxj*aoW{5F;QgeH-J|7++*qk<;fx<qofUr+fQv3;&pw
nW1yv3sq9uoA!B5dD$I2Vo{ZNlim!WM38ImoC%GAK-bwk6P!Cn%#{jL;@#@UcZ-z=e5$k)t8>Uol6>y
%}w0gmzT0qhDc12oE5YRmGl!gUp1h<Xf-5%#JhG0Yk68<=xRUaD85zp^AOgUk8tXVc*|MT_)v+Wd~uF
BWq$TpTY%cBd~(F*;HJ&Fgn^TjCx-;zrde6Y0Y=hb8q)e@PiY9V5wdmOL`*s*KpM!a5x)nc2or_Po8`
yuD8q43MNrO)_PvfpjG&39QbE9j$p<~RMYtb)ZMO;9ak$`?%6u4|Rr2ZjtjP1GxN{}L}stAnDtMQ;ZN
lx=QNP6NnSOBQLd<Xp2#t5fptk;-=+26TA)6)o=EvDU+ifMUHLB+&8PxaKT7^=0EFH4<aY){!LYe#HJ
X#?F!*2_m5*B-P1RH-ha3zFiGgv#41Djwoiie!f>RIw{SImIdG*8OzqE-n~?fK?IoksM}d-!X!t@`pk
mgBI)=zXuD{=_I_1@j>&EX=oSkK0xbB+U#3MhuFC(v&CL_!j1w>A7Rl78lT8p!J-@Ei!0^@}`!JQdFS
>9y8n>q@`x880X|@(^QnlI={2`T^vW3Ht8DtAQHnJ1VN;u43JV{0KC$gN(B7mwzRuSFoLa=lfHL1Mog
03@vgPCM8H<|v&{|0SNGNjq3Y!@NfImXVs(F<N2sxf6L#;X7aIpuY#yzSQ09ZF_AJj*Qt$?>Yi0pXx+
s2E`(HJ-Rcl$Ywj1mFWDtS1Dfd^(t?z*_tnn{`Qs^0>fSp<@pV+sQSVqLYS7f|Y1#k4a!nS`_t@vul!
?ngCfGim>irm2f<bRPAIw_U;}C+~A`(BW%C{qUJvUP&=1;hc@h6jk62^EDyyF53uFIIA^wnv7T03Lx!
6(!2zXHcpjeX^R?+2?FXY7h1yW!As$ce`p_rCV!s3M;yVvRsnGk~0!FIGfy@k(>{Qzctq)sv6!PNH0#
)-W%Eyzg8w@h4<O^1w=!0t~vbyhJ+B*v*z?hq{9Z0Pu?xDI-03)j1pktDRMb``N0uHrW*o$<!2ZayHn
^N8m3MjoP>GnCr0(CsedzW*~AqhEEpLxzNP1s#}W#QuOKQo%X0~P3Trnwi)u@FLT$@mUgRL>l8S}Cv?
?U0xjuiRwka7njxwC__t0f9V~c*ku+z>9i6k2ET)LS=VkFU>6V#mhV_s|*6WLD~>a3MpYSxGV_GNE}^
C#i{cA8|nrobW%SBL<{=3(dsC`f}CG-b6<=kz|h6Wm}a+(Ejvu2HF1!g6U&EXab_d10;Z+7A42zpBgB
A?HdFg3_7~-c0q5ju?VwJ`o{Txn`oM9o_#q{+;qHstb*Naw9HaVBCf-En#j_GMP{MMAIf_~p5*bN`Sk
zYL{hgvBB27`?9oMuJiYUhyWA`ROVymFIx~<bEuhCdw83AR(q~>RG5j+vGnX_F`-|TB`q@1!NHUE2sk
d+Fh+$WU`JhiIEq}ALZOnb2V=7Z{WyRer!E>bOSn&5p=sAryIh6Tvxo3#;9XKQgHVCU2t<lS2J6dTli
uAnkP*Ob`oC>aEvd}CU(N@QZ4JWi#Y@goR;V||YgK#QpXN}c=2@P=0Xq^-%d;cM0`*9q}PdAX)Mup?5
_rqBa8g)$%Mbve`Y9;?z(t@WP!9Y{BL6i=N3+4T9D(QnJH{aB9Yp2DtI&DduR6~~K-VtP6{_OX0UDcF
2_!4x5@u-Uou<?lL{eW}_r?2KQM$T+*{f^S=eN7e|T?RhspQGTN$&UuOK0hSpoT$VcREU5?xFcr7auT
3_DI1r0HIn~f7r*!t@QXCukqp<h=Z(oqR+#JS8=&~|~{-m%P%<sUzXP{2%KadRI39=18n&dlO2)a3}R
l1Gxq?4)8AQ#n+A=sY_5amumpg}oVvU}FU@vR9CQ)}4nVSr=Xwo`pjkJUwM7uphHn?Cd2nlzsx+3U+E
H4;hEW<@6NfFqpGFN`+itRG|3Qw-R9V|x^pAu#u9Chsl6i$_d26^yllO7a^9u>2aDvI*utn_M1-myWD
orEMvv^3L#r`D8F|hX&5{$^3EwY9Ll&&p~kLB(*>g?BE}M%LYu}wKlo@Zjv$f(IC3bKCQq`Gq3a#<WX
D~l*FCsg++|+!r1$m8v!Y0le$G~r>xYdcvo#G0Xnn?R?kpUeL5Rbdl~6{=Av>$<Iq`oLU-_#$vR$`%N
0gLu9JU-IPl;<Aylz~^pMiaL|5ZqxR&H-yYLbX1@-p1Mlj1wI^<B%79?EoEa}{aRTvVY4MC?zk7q3!X
27e5@K`Rcl#5j4Z1XE`HTk4PHyX_3Ed;cxtf#VGb$bRs`f0n^C>2i4-tNgP&kUc3-=F4jZfN6f_V`xi
RI!Jl!#={|`SZf>zuPp%3r4y?&q3ND-cw7qe*E+;Zr<5*6eN|ucERGpL34&($R&dBA)_is|HDGNEGU3
Iu9(7@40TzUIuI&r(HBZ-?)T_qy@s;yt1s6M58JrC^2&&y1?H;hdNefYMR}Gbl5}VX>2xK9G%ziLtio
<f4iy@3B5d-6U=Z=>wN=}G{4oJO(z5@2@Dmo=M|Ug~-o6x~v_c~(`X3`IBgJK@qoU{Bc-KD``Fz`pv5
O`bfN=xdu>^SfVG|VPhHqZ;1n30zVBj1Pwt2Bl6bV>YUyTQ=iW9h})H_>LwDp~{sYiaF#SnIP*`GlWG
ZT?(Rbo1qi-&NHP}K#Z!0m^sRwHe>`uIP==k{s}moJSHj&wXwLUKbkO0-*@`!n3MHg2>YxZ+GmvPw;a
qOPEY`a`$d%isr;S$wFNx?HT=@*53bl>{zKH8y)+`oW}jkEAnsfiw0}Le}#(pW83ybtLq=Wis!0s7~L
u*wb+Z47Bt|eMuetE0DRXa_j~s`OO_Y9^|mYBS^Zi-AZ48L-&$!B>MrzkJcxK4QPuDdCV+Q!mjIXYuM
$CRUu75;nQN<jOS2z3_eF^cg#ES_tI*Aa0lGQ=K_=IS=Cy*3p~Zq@tDkm{Ab2E`hyd|Uu*{l9rl7NAN
8=om)68QKJfB`sk4>BDo>Y?uXyx0pFpK};5sB>Q|d&n(VIB76!~7D0<Po;8B9^Cg!(1zxV(+8RCkFY+
4SmyhJQw{Afac@sbi(?({V+8T{gdfKUMl@QzII_MFxCVh(p^R(S(9uR1CZ)J9SwW+y6xm)AE7+G6s`&
K+&MxyoC^BsDrE8U!B=FH;hCurTYh0Um&W%g5xU24XLb68?qx|-IKa;Sr9g0wL!@;@9b^FKGxGe!+>a
YO+5>PxXeyTebxkI=LPP(eFwh(l3>GSTK(H5i^v}Yo-&5cn4;Q9H)3!WveBs2r!?^)CqlK`hED#<AXJ
p>>+Hnm^nN~?h6{E2F+e`-hPh&<xK-Hi3ITFTj{TJ;rkEVe7ta2DUBvf}H2a@eP@T~RPrqS2$B+V@C?
u;l#_35q_mcJpTGKgpYU=NLc(E|k)mPYk1snI|Kc4$%>NNbHpODjJ-lbU9<`Z+cX5?na%FJ>08#Z-1p
!AYy78vXdU2rFh26Z;fRr%fv&|cslTIdGDR%OYr8k2c1Q;#NFD+LS0+(?FU;ZmU<&naI6%)Lnd%Q16;
-&VoLoI(R%$A#yUxzS6$5|Pb+nSteRY+(*2-c<k-;i!IGXi!(GJ`<sQgrmGP&agQb$Ua=jRIhmiW;vc
zmH<Zi6e(|>r0pU_9Ia$ME6-|1N;XWND{hchLqL&hB(liAc%+@|1*p~INoX<omv|u3ST|HUc-@&FJvM
&BL&t#1$<|M7$(LGcY`sFZZHas>l0jsM(+yHD?{BC@%^dD~caCcwr?yHq28RCwobG+|my+cYDdZSflc
&ki6t}?m4R#}C^5<{Pm{@1q2S7b_E@iC`omPdu?-N%g7}DRUW1IMkW<-P@mkzd7B$K{t+!$EI45n^yE
!>016%aNfSPyD8uWfwf5=Q}ERU!e-@X`l|_^*_sbi$I*kAIYM<-TDEgI%vIPjhdVwBr&ZyvVtYG-&3Y
{6Rh<=fVVE2w>r7idWHk(pQ3je!spgZ@jv0@Pzr3du_?em?^8-re<vmuJMj-jSsMMlsew1X_s@>xP=@
I*@L{$nKa;WOIJlbhpOjMdf7*M<o@BD>rdaZ7|G_pa@+pJ*%2PIAO);p$D7CQ-9rh1*@!hkOTn;o7_0
Bmp&~kXDL}?*e$<Oc`<c3ZG+r{J&;*;-kxR>w`BAz(l%KwahfLlklUS3Kqb+`L&nWj!DP9uhEHNJbVL
3&<ZMy-zWy{Bu*`_Y$Kt6gSR0smX`zLLg(4u4SDpxEnED@>z@#6sb&&W|lBkvdDk3M)*>#ojY4G)Ox%
QXYWn!(VSds`?=<cY<UWclRiIw@ijZ}ZYhg{6KbSo_vQ?faApRe*>R;{Mg;$7`G7if2ZzDSd-|d$^Bf
D-kDG1;+u>Rf4UY0QkB%wYS|8+Nx6Z&7u_aj#S(o&o=n?8$STi1EVCEqaz(BPAEdBg&>eKLBVsSzxms
^Mt6?sM**eEuIptgabT^NrZd3dfXjq{r}5is$?8<=6WxLa4%zF@u9UqGTY<!uTHR8qbJ`J7KU@@yoN$
9d_Y`ZtuyZF{Il+52moD&qv-)_KNEi4?4uTa-)b`}g(8*OPuRXgKD$aX7%*=w@a>r|T>+iiP_ZCG+=c
bf-XP~hmdCmFLBloC5Qi8L)i>vGP8wv_SGaPMVY-jv}!|dw^#ZN!R@<2ATr=#S@U*57%L{rMrnb2kgV
R%B_#}_KSYbn>Su=6|msf<i$2BNJY_A*Ejk1_(y*rd*mI#CoCUjBYS&$Z%?UcYO~P)t1zqiG5YO+xsa
(&Aj|U?%=8sC^8=@6ZI|dSC5>#=?v~<aO1$Pr$ZsWPcOUrC4~bXOZ&2fsFfY0@M@=4h>l~QT*j9^_Ev
SkFu8;{Gkxco3Tz^)n3rJ9a>3?1|_`uuyKZKKi!{+LqgP;Y(H-VfZdiH{WWcM9YXi33hXQ9%f!3i`@}
m?o7c?Q#)F{f+9zU8DUfZ%)oH4rUR#c+Uj`X*wafm)k2~{S)DE}UX+5k_x>{9Z57@(H2h$d$&_j(Wz9
rprwI%feb6uLO_XK+NPp5?%_FF&_kbyj->q^yuYL!Wp-?8(v$n1W|4;&!xpin1WyW<V1vX`Z8zD>XLU
@piKN9Fu}+>}LtEUoSWI2cWpH61mx)MlX8fAaaUzFkTltn>e>#ZxY)?b)@N^|FeExQTPrcY@QqnmpT#
9Ogx;!wB(jR4hRemEo@0?gp~U#5m)`?}<4HPp6-eHSzofXkj!y^d$N0X$do-bcWFNLHI}8nI04M?{Ex
IKvEkieSP*DEMg_#pUtpZclX9@&!3Af%eo?YxK&u;%BcNd+epZ8N0RJ9$H9bhNmeFGSgd$%|C^j!o0g
j2HNJsTN=p6+0eh@=6TQ(7ugKC~3|piS?Sw+#0ZI@}Z;v&giIQi~IRS#U@)y;0%*la|Z5{xqii><V$-
E2RlQy7P#SqA8RYY8fs_h6;YY&>ee$Fn5b9De=OsIdPrWXx5*%Zt9ty8{$SE7pee`PA+-U}5*Qa&efN
M0o0&P1oFdNlrSbr4n@R_2Foow~nSIU)l2ZakiQ+fc`ovwAEOKk*I<$#y-Li1`<dO318j_;9E*{kRFv
%x{>5Pt&GlOn@1c*odwE3HOp+O=(;Az9Uy~)wVkjFI6y{Ta4f4lq{7!i_)s;|Fu$)wG?j9yP?e6(){^
6*O`o!>T%wo{ZQehmvn3U*?Gw>OSMmkRe=Jec_>)-#a_Hw$XJJh<~%`@e$Om<!_n#&_p#M_Gt67NvM`
$bJR;3FrQ}|6cz1W3;y_`lBRSXrjLN!gMZi4c6j{{#Sw!v;84hvwh-ulD+9Eq-*+q#Dr)4qr_dZTi@$
+%M{R5I+9dOA(N?F_afhePWHt!fW_#Y^TBI2e8B+G4<T-2lfXpNR&4#lhF?q*k}k@3a%g{&(Pn?ZEMT
Fc9k0PU#s<(qr2H*n6*iRzFf36!-rV2flS5UPIFOYOc*d^^CpmAYJm9N<tx%y}Q-&)q^thu+#PVKFD)
6}JlJ;C4f@vKL_JkH!?5p0`kZz?&bs2w(rs{jpuBwLzu%E?6r)e2C8<eZk%XEeG;dq?tENsZtb)YoEJ
wV4N)O^nAM`4Vfhu^BUJeFZ;ykYL#37qbcR=Y`n)P&yLo9`|uQ7UW5O`MPaS>9>+vNEo&a(cvuCMv*=
0=bHUSzz~PXVN~Eon>$)m9sWXNOB@^X`$@>?h9zKjf0Fh{u({-H2ILYhfxUT%W!8ZS^cgMZ|PoC81Y+
xt=-~w?>4=eXb)Td4A%PH(%O8Y5NYLj>vyw#_}Ocr-_T<AU3JEEG~J<W4ny((2k(Tb9b0=1RQK_VD>g
!$$hh)*G6C$6IMg<4beNa=S<#$R~!s#T_*IAPOZ+&JlWK$^RiGH5zrjBX-V#lh?#ry2v$N}V4K)~_V}
YE4t>phybep3f*p_f4VSMKz;_y&&p>kB={rQ^#&alS#&Ck@|lP1*@oA49yiS!cX{(o<#T6@d6m6I!<B
~Iw}K{ei;+hHFV{*61zmHl~X-tKM6jK7#GM=JUH(D@)B`jZE0P^m!`i}oe|<&Njx);U-_`yJW5;KeUU
q!q8<|3qfX2GMr@<$a*EgZSrQ_liGGo$ML6Vo&u3b&Nn&7@1P7)Kyiv*d+^rt-CWAgTw1h$r3GGY^H|
a^08kPdfULvmt{k61|ict(Q*bcrJa?M!pw$;O;u&rPMiG#z>DAHGC+bMjo>OWceys9Rm*qj+H<g*n&p
L)$){ngJuFU77vfLH$YHB-Vk=F;AK8ZBB(A#o84<tw_OxYmD^wRQ)yQcH~ict0M&{t@hT3?Ys$iShjW
EgW0;A^LthDbOqxHuGs2D?hQ=TJQDT2FI|Big(a)rj0<gIPZQTnTh(LwHkv1IP3`!)>r_wACqB<MIRW
1^>D?0*TQXA`JE@K$8@NF3uTxB+-8gnHxhws(%Z-bLdh6lF?kI+B6#!8=>1&l^z!P2SrqScFPnl+Zh=
|@V8E{3*;9MeUQ%y9;6#&6<{Uws`l|hhF~1B(!kMRea_C!6*zA5QC#Xx)(40UW%LV)MQdHN|1(LKB^2
i)mC}+lY$ImH6L#xrw4oVglaS5=oUn>wrtCt33gzPva2;6-i`<g4&+Z@Y}UFUnM@aTK8UQu!Q#!NTMK
0JOHODy$xIU!0l6|9r3X>w=YMAwEO5T1rp#&W)!o$dq&itAScTvHu_;P6LKI?i|DZ0Aym24h7W5{12j
&|d*rxoV??TLPOzJot@H>cpKk<6}dyfn|+s<rzpUBc#|+tB=1?<f|woZgsIUU}NQF_8K$VlB<{~9r)#
!ui9RhaxiLkRK)Cy8M%$l)C*?+)QX_|ciw*wjJBBb#s-vp5I(XDQY%TdC2l`E`Hhd!tp?8&8ri9og`u
D{<rc`Wf7h$!ngdCot*QSBNp;JcFzXk)8o|u#$6L`y;e4dc>)YsnNH}uDqxo4>LLz{y+GyVRXIR?gSv
TvggZxdN_vArn67YAb+vH6%>^V8uNGk|-KwhH<WlZcm^d4`Cqm%Lz0_r=JL)``oZ(EItpws2v8Qok(I
tb2N#JWsqJwmmrP~k>YiSjp&oTC}5%muYUPN>p68)oFIofHL~1CeMXVCEH$V#dhCNE7zkWC_QoDZ$J9
_J=UtWcspuQcgl0*xPnR2g2|6AFS&4{sad+G@&1g$=4#Lj<TG51Gq4OwibJmztP9@s7SayJj0p3()j%
naFp15X!iFGQE7!`c5Xx#bNrs`EB+aREmJHX%b<imiF0h>OZ~at_GiESj7bj?+(6LX!a8bmn)AZmJHl
8;1K}-ru{kwI*%{V|TS4p}h^OXRq@;~02Yd=3eJ1e^e+DLql=<IDD5%r++Z?25K;<#>B)p&Sii<EB=x
t}~$3|p6Lv)a}#A3s{AnY9X*{0PJ0KM1JZ8~i%q>o;<x8YoF-Ax1+<GZtY2m(PapGS@{varu6ICpXfR
sv6o$|(cWEVR+e<WLMK@*bLi;zSJ<{-&WH@6k&ia$LGI3!H<~g;wvlZ;Da`&m;n4ql_T^y$eU=i8n^2
c=D#2WC!Lu17ZK0QBzqKS+)p@V8xw`r9p|rYolL2@L1>OP99HI>{vOzCZ&qDuKPX4s2iHVo#}wLLzc?
oXNsdB(<VpqPagFpQ0u8-9^r#swi@mYB2+?Z9n09q9in@3(m#hz<s*?iEqw&`aJqbKCUmR86)dHjzGo
Y9a3(y9S}L3Nfl`gsE6(^>3v=3L2Jp20k{TZfp>nF&Z^umwcpl@UKF)DX1$OC3F#5i>uOvetJf=rb{1
pvUun^~#+B~ag2W;$fHSxVkz9t3YHczEBJoV^zNN?0vpAF8}NIZaIqO-n<+uBjd;!7_Mfdo;9nHT6NO
%=xWNt_S@@3v%IM^6bnpP&O&T1Sfuzj^D*4Nl1#&iR5YP&V#mg2ZC~3p&$hP0=F36eT|YkZ=B!HoB*_
lSt=ppQ1TIYfFH7(V_A#+?@+#W3e21%g@mzVkbL5f9A?02Mm-BZT_2Fl`bOD*yneSXqo-U6QI?v5zZw
5O@C6A?#6y31H0z8%4W>4mqo2b?63-+QhQ}$XoNnLy?ckMsMHe-X+EiaWx~}sQn2}j66PvYDX8sV&7<
dLsn*+dz!ZkJ!|0><k6IY@L0-UH*EyUC^j$<uZ+@&Mnj$Zxw?~|i;*=K7(A6No_5etBemO9OB~-LIAS
?AHk2SLD38rBiFz~p_+-WOc?PMr9&j0XO3ylBpx725#0)M|lQ&A`I^^LJ?RltEaiRa3<`pR=NaKwwBZ
0&ZIYznfPC)YCyLxh#D=cxFC`%@&Kj9j5R9iPh1IFhb$;|^vmAjhfrupy=M$16+%;%37yX}1irdO<P{
^^Hb@OPl%netG~0MVS*@IH-As)qzOe5ZG4QXjs?Ci}`BSA=j!om-U8pwouvbHiPNZZ{8iQ#5~almO&j
EH*gxTgbc+K(@+ywP7`u-nQSw@B-5tIqM~y)+J>aY<GGUl2_5tjecVX&)g=mp?9h<2cWC(ZZ(|<Au$Y
84pu!#6h5(hW$^{UPP-zzIFy(KqaFhDE({Iz(P%@fkA*bDm6{T+OM<;P-m|t^YBZ5D-?VI6`H-h{`-k
-zd2G3e9`{iXJ2w(sUcN5Ue^*ns~uxCuphD76}M=RX|b{#5@h}kE4JgV&%;;iSkPI8-Pf8u4w_EcKkE
#Kq4>6^x8`tf%RP@bGsSTAg?CFD0`45K2iln)n@E~h!g@7(Hq^lR*U0JY|EpAJC9VBSa?(O~vxo!2*Z
<98CpgY#{rk7r`PCMi|qSQ8as_wNnUBFT`kcwgB?WC5e?X|%vF&LJox5bA=D1V$~el1j7^IjI=ie6nS
+3TK${5m6WW-;r-v_N8E+&;9AS9<?(&f1Xr$S^vDxzShO#ngo8QIr_zJ*u%ud05V;WiMkW9t~%aQx%}
FQWaD+hM7H#si9VcRL&zggm$Gd~4wKv^zf6z+A_yL!lteA}4m}gNH7aiJhqpf)MQxoVN^FL^n{MA)P^
H$Gb5PaD3gpxTu5t$4`Vs$R+A6aTLEBRvaN6IAl*o)E#G5xrjyTd2%-*0tQU~@A6n{&?j<LYC2F;}H-
lD-fV^^v0pCzVhki-<^r$NhxVkZrjrAm)93&bE6-piV?u@o+sv<FfvsZCw&(n`JThb6H66uJ#~?}kF}
925u$p72Ol<KJh5WuSY7T4SrJd32dZhAW4Qz=TAnGbfqB5uR*`D&k$C6sbfc1BB!m@?@f~RQ8hJ&Z*q
x-g#3d>X|iiRGPqgT$+}4HMZWGjuV09?{dGIMfmj11|pbPIbEODlab1h$A&_GT;T0`;QQ(NOfB8~N*O
hFZ})@-36>5ceS;Ue`z<7XwzlB}+4*xWYEPJpAt4&dzLsjL10eO_A2kKF8t6e1)qCZj_9qUJppi1=pM
umP+wr>>IHx-HJh)qpuWjUsZpb<S>vDPW#oyrwTPJeXV|<ku`e%hRzYC)b75h5342v%?$*+6UU_o|?I
5Y3&fI`aAA9DNwKU2TSk{`$Z_yka%eJp1@e$P*%ax%e^aJ%)c;lcdxyx7Z(qR%?$Meh^3uG|YOPQahu
9Sihd%ec+l#<izyy$X82D)DvZ+)y%)Q@WU-ZXYv?nj479YO@npe2uNcpOlt7=q*OH?M*Ga>YE57jFE&
;xmUpUIl;)5OUETm0x9oq3P=`mfwaLmVim}j>B*#CJ&?-Fwy0wyPi3YIAFDpZwAUCvgqC|F%&c3Mp5O
<b61qk^#f2?L-mc>9ZbwCoE0V0|NWvK0cQ`NkB>@K;a#Y77T~>D_2FNyz)F=~x0zoeR^wG#w1V~$KuX
`NsXZwlt$c>9Dfu||wDY$?bjWTu>T+r~%NGhx9LAM~uyr1(qP{IcESy1im^NjMhQvoYX7j{XNXR)dNa
r<`APu6xj7wW(gfk|9OOg^*<7rT##hP8D!m#Cq<1LaSe+4C6{j~r$j4J5TT1x2#7xYOaoiqk0z1WB|8
LRM#JVV)#xB#4_pZZoGZTp-v%_5mYb;CcKVEV8TRNefX`U$slD*NJr)V65f(JQXaJEmE#C1&4I|Ts(=
uO{y2oOPfVTP?nI0_J_qS^`ltIkU8G$Yxt?nFVZ*WskJlvv;*@@CrvaGy6Ua^LvCwWfE!VQP^O;s9`J
$M)_2S`U~y@rU4Nm(4o#0`hVx?(R%voC8U`rLouv0LcPKnXjMrP7oO=sGVthL_@hvCY&P2kwA}rB)%v
ftto|yjxQOYey?RHhTv!5Xsm|N{!pKihAED2o4`%DcBqZ8-}zm&v~ZtP7e5p6GpRSj%00O}#*<6k=Sq
pV|-JU#=Y@K$l*Ui*mK04lE(K!8|Fb~;-a9k7k8G23E^2LFqq&s_;9XhX1S_vM-S64QT(h*xp;dc^D5
%#BE$*gGPmeN=d-*}-MP<FB+w3x2aE6u+4IkF-T}?IEVqhH7k}4j<Sr{U)n0=+BD8Z+)0xlvv|s<SW4
f5%npeEYCl~DK%g-s9Qti;~kb0=lQ$KK+&8G#Ml~hh~&T)pQR+CQo@dOaWNdjT|Gsq^=2{r^aw92Lb2
w02L6qSPXNlrGPqt{iiLV=s4fHfq^+rh8JuezfT_2@JL?8+M%PMBKT*87n?ui?AjG9;jO3~9z&R1iFH
@9{Gl;magT0I5%(N+l^?BHa)<ka{QIDOZqdctVm)m~c27SE#JXB7u3#aKbKmtSe&kxcM{|KQ!xaP6N+
>3Gfa$BU(tJwzyLiE<Uc#D+6v*zc!buhOd6^cHf&CFnZ{m0#XKg=;L_*(HO+UdeBA7qc^#77J<tq#mr
5-K=6OnQ!i@7ibzBm5paw416wcN{$k5oqNR2P1SSPz$N5rJV{h-_>w=U9}Tg19kGN90=f(BM5iF7RDk
Pgo}ah^9&dNn=D*b{%5*}9_|NzW&$|wV10~6BcN|NlGkk+nhhPPL6W$_4@Twx=k%KVTXe5cxR=uDzeX
Gh-MCHFF|`oQDVM>Cm8G1L(a!fmO_mHb9SWbLmHDkLscyU%4`mgHb+XNaN0#*;dB2E39CFuVH8xwIC|
tm^0ELM7aoPjujyrQO$NAG}Y!uL@FG=S6?C*W%obk(@l5KyY{F@SOuUBm8C5Gh}wG#nsn=IWNO(xdJ(
~GXyBFcQ0a-yJ|e4SKAwDL<CLGnhx-wgeC9KBf*BzH0$c>TqlTtL)U#89g;{r-h8dlgWDp2STObZo`S
_-w<cooe8W!wBZNY4^nx1`-M2qlq+lkX-_U(NCtCAGNhIoJd8o@m1~38D2*5=~aB?#P~C`26LNAuH$q
W@S*-O)ZL1m(KjF5WRga#(3+qg!i!<e*5QnlOll~<&<MUOLdwqJW>h=by~g00I0)VJYf=7O!oB*7{(k
1urXx)}?kj-x(X)z~lK`{|cP>~k))hEk@CgFMX={eiyI)9Z_B?Fj$<iI@Ea#8=-iJC24=bHf)vs7s^`
#>uXI7&B`0XKP`oRC~F##(T6PwR)AziSZXWtF$H-+y>xOjm%Dri?j6>8aLPkEjQ^f|2eW=(Q)bv2PL@
fxzW<jyP=_7$&B=0hK1Vh{^kNUC!E<s(BHRXr>NZM}ZAE!H3EuRp2SGK_^*t#saI45;)8{MWCY0xRzQ
rO=#NZD8KiNLsmmvccbidF*yKwKyqVdENfQg#UL&-=t<16!N>oc8SIQL(FH-SS$e_V!!)97^l^$AMP#
2+lKo5f{R^z+}v3lyFw~&kvSiQ`NhkwEsszJ-3O>A={hq%FD<<y-<e0l*+_NmboBhswj)C`n!W@243S
MW!<0r@D8sPYSV1iJjtZVkWZ5Uxh=mhF5nTB_bN!yv6pM5uQXut%jE8{B8~uW)I9yTCKuj%8?+x!nH5
bfXa%@M_y*h%<b{6jcJ3Y6DbV!62&Zhr;!>W8E8!P$pD6tHBwl&$f_Q2Gc092TfHCQyuz26Aa%v>9-g
8nYG;L1Hd0<fLGLuCtJLXf=|qZTUHL3Yrh>B)i1uT>L!RG83ka62iD@@QYK>aX@%YhqK36*oZLDCKhJ
hF{V=at+J0b6<D9_wVQLG#2zk;{bc&%vf9Y8#)f-cK#mpzvbNWRkw3not&M^+Zzq$eWtS>XKn=yt*Yq
U!#7}HLe1}(ShM@c=*_nU>qXWoCPpatLTPNcjt8qTzFot|wtvdehZyAt?4e4+5_;%E=uA5FzUOUlRjX
_diKXN|!xFqQ;2i(Eul=^PChXM0YoQjpg+@i3bJY2(Wv9teDB+-KNNuZZ_?r|pBZAl7jDPPd8XvnOwq
d&q52x4vOoP{O!9{dTkw@#zNIA=Tchll-n2@A0`p=w083C&On?$#T*s<%~5|DPBMsX!(=3@4;^5dw?E
;(*}fU2aZ8`RaC7i7Tw9nJ#+80TxfvtLUZ-NC116D>cA496-E4#;jJ*I*NLQZ;AgoSBv4*@~9woxqvT
!kKyzvzT-v_M7@ktOV>QiuaNy*=1oJUBeXWs0dig*s;A04$iO2c<!Jchsi$3QAVRc`FVAVYx~D}<(1g
oa?Y4dLIUT^0`xJohM;csV|PvLq9YHB|CxI?#lsMzPt>Y5CWEF8lYD)c=|qub#SOH4yU1(=Da&ect+}
q(7T^e-S1teeNIZExkAmW}et^+R@Mov2bSntN(pX&)@Alf88;+N_O3e3Kbv$bGKvSzD3BzafbGr#&qk
w$40pRWkO<vu2w}L2F3F?tLj?Aq*!4bx_e2MU~8qm!vviI4LE}7$}Kb7U`Qx~g16}>GEh9>d5oa(l~X
Y;@fe@AaT>!hq;%Mx?*wl?7vCK40}(&8u?Yjo{O6o}Yhck!3@o-@QHdV!HW$tctx!o1}bZ--F`4l1Z#
duS=$4(|gA)`GkBOdFFz26$|I+C$q53x-P~Caw*ZS2aiTo@E=v@Q(hC{-^q<`rE&iz0m@(R?w1+g03j
0yswuI<aZez<J6jW34cc8guuBm%?1_V%L}pK-Ufl}a6#8s;m7nhdFD{Ky9m>aoKBDBY?pvYdY8W_8+d
-1L%LR3_IcHs9@v>??tcXu2M73^q8UvuEc&4eM(_x9@%u=ZavXX~GRk0qp1fESG#z3!>A*340Wr&9O(
0rzvBall5k9`{TI@f=)mzU$!G^welxa(g7}IDhc>q;*-i8l{X(ye-*Z`NZ<<E$M`E{3u7DAVB0mt;*$
`y@p2x{vgMSbw3qc*{gIovNV`u*VyI4s&te!Ih&QG5~yAe=|^Z;7q-@y0(4dIO{6?Z`o{P3HTE+$?Zf
Jsz$gR+LErX1csRZrX5ocsNRH`{Wfsn>AJPZ6;thY6RBA&6@TS6T9<5i~&o2%~%edu&JZ{q?X2AiA8!
QXo&H-9RRvn!V<I6w=<G|t(4;N?z}Q4oxoWP$^hdg0UVoyAo`u->+$#x=~Oz14v&zieT5o1p^6+-c+c
-f@{W+wM<DV+zsc@PVT*5~v?szDBN?xc51+k@CU3Uo6k?{$OsKIWGsXw&)Bi~yx~t9`iFeQ>gs?TZwP
|cTEA67JQfP@E*34*8B&#CkkYb3TTy9;>u}Bh<+tag_YAI)BNjhRfzrsI)&2}o3AC?0QRcQ$6ln&eZ7
i*}d5(n~R>jkc8sm6ojgSyLhUMuuy_x7kmN$U9cwWHTKwP-Ty+*3_zGo7&N`u;cqQM#DsU0E>8c+7`E
jon5uiqNG^n$FxLh+f`@<b08d0q?Z*S#twy-k$tP#^rbt7O2dyV!1L9n8UOu+QxQTqJnOp`@z}TPEvO
LM@;ikM~hM=VHq94_lQX&QfQ>YN12L9=55$o{=`l)<}sOn$vFUKPfkzVy0&lO5%@8WB7g#hb&c$gN#K
@K#84d_hzkSKMVgqxEe(g<j}Bu0V^c8)CNd5s7s_Gl!m5Pn-*?c)U!U75f)llky<iV#glona&m0nShk
ZW$tL}$`Er)5qRvzo?4nM&8ZLap3fXnSL1qCW~BhTN?Hmff#^!tT)5`lM&ujwj^9Q?e#3DO0*K?^pyL
{M^W2sJ$>c%2h4)|@KpfhCsO9LNx=XOh5VL?=D7RQM;M7gfIfy-Eq#+8AV;I4Px}ExZ7osr)tYZ;PE#
rpDz=&7ct^`~HNMH~l+h9B#EQU(+l$PtA)*tfa{?G?0~r@XoG3^DAh?FY<`;cguw%?P>Z`inIQ`Do`}
>3`qOG?eX@o0ikj(r@*0z!lD-ZwhLs`YF~>1G3}(ZFSEA6qS~xzA?oF|40P|5L_ED}Mm5gX1Pfaen@T
NUjZ~RIBTjx){Vc@7_WE=MnE;M6Fe-P`5RpB!&}*T$?FJ4=Mfp^qfPqZ6z#29z_}OFVtPVHjZ?|U56V
m*=W{Fz*AkSV-#KhWLA~@v8ZV!CO4ru>7mu4p<;zQ((!(i!Cn|oTT<~M+4IBW;}a2=KKGuuZgMqr}WW
wdcsUuZ!B@VCN+xkh#InCK#O^bSp)tCIKZDxzPm9{!6Zt7q;plAafs<bHT2NRo8bA1!6LMhuG@Cb_|}
`%=2@@8$2cdan-f!CoY8&3A1xr?}^LiwUqC8|q!^+%SWOW8_`>Pp1su)gz9yWSqJ{af`JS;C7@mA5@e
>{Cs==FXUOpaqJDo?D>7M61HrSAXPYxB<y_Fl|Gd`&1eb(Q<i13ku|PHmhpRg{tTN#=&@Sj76x-9>o^
wfqy8xc%DQ__baz2Z_Nv}@iG*FJyCtcxh5mf)b^Ae@6vD7<jaGLyby^#C`m5`l8xk~{eC>jNwhZ=Bx~
2$M?Y-0ro`K`YslIS-xjVc<_k(ec&Y}sk)Pi~@f++Jn*NbOJP@!B0M<0kHKci;h$L!kK4kcIj4h8gs@
ggyhtkKpdqz9IPSQSG+hsebg!jc?Ht|Lu%eWRN7%t-pMBV}G1%}|wX8(MC%2QSp}^8dO8ixsDmF&vf%
OXjjFT>93nXwq{*nF3ghe|KVP&FX5JX8S&^YdS~<Dla`{2x%QzCY(9s>36bHqw-;geAlf+A9-J_BWZE
m$&5Ge2a>~Rd&qxw-oG6KU8!Szz(rdEd>|x1Hl0n$;Z6{oV4Xn|<5^Z5fs+@XDb636u-&J=PF!QRpvx
=u`dhT!bl=>)W(ACTL=m$wFIoPcVd$!K&oUEf8UyHtCX3Hw88wT9jXz8@>#}eH;PXLDkaqO!V{r#ZpC
Hi~<=k`S!!MN3vOeG;WWiP7tekTLBfznOAN;<qDYjZC6>58Qbcz=8^seA=nb=~VvMZ+|f27#nmGdhGe
&li&{J90qvav)GtCqIX2AXwFZj5gvm_vWVwxL5Yw6M-xre^OdBc3_kNTlG5eX5(5!6bFV^l()4t1l|$
&YCk46L%%>!QyuSQakn;>B97z?twy~a<2_bxeg|H;ti1%z%a#f3Hez=mm7fEgYkIIiZj%`gSj7`E675
-s1?O?RkKn5&1gME^9<GXj$eWvh}K*a_B+<P`qEJe>_H@-<XZ#iD{#XD57NPVjO){O<U)P~k;_)6@$I
qaDh#@vKi%~L6I#UREGqF;Ile|7+$p?R=^;li-Rdl)DL;-&f}QJkU&Vhbk}#Y)opjyl<_*B3J?k?t=n
Ps5ZO;79Z3_4?OY_7hfI@-5|Gvj6$d3qmlM~ZAP|(VeED3E(i_$k2N^iqsgds>^F0)Kgt+u6193V4}V
*{^b;JN~4o|tWjlyIW>1WHIl$V!i`{rQ*kex+Xvmmr}}rYCJi8$Y}i!&;4d9nVIRbd{}E-h|hrc^9>7
l1I*dR;`k=htVclRzNi)Yw4qHl_T6~?$mLSdjZhf7YEHAok#8xl#}Ui87efvjK-9V8qTm4-JykWY%`0
%`&)+1v+DHH+NI3Rs7`PG@`Sbe$K0Hm`CBXqJd<&>npA*(G?l<Bz-ruAcDbm9C}S(4Kp3Uhbjhhonf3
NJ(=o~+C_S-`%5;k4@)#hIn96Sx_H~DL$|idHrB5I!JxIQ=39>g@u2zI*xuD1K$<_n~EupQ0j8&;vsO
UB)gb~%SSLAIxX=S7q`ec&-zRilyA!e9kMWObV`vO8hnZ4gk&Hm9uDK<BiNViSVqt~toz&3=VmQ>nf?
v-vmqU`b&st-95$}Outb^0&CmLH%<D_1z^{$PssP>4vSR$2EjgVSdhC=X%7Ot7o4ATC=i^PxQgx_qFt
?)tLI{14fZV2ie<@XNlKC*imVgCvz@Onhz+-`C>QanfABJ)4ZoK=UHhT&fvTBY{Piw5H28Mpw-!(5bw
t<gLIm>VCj{QH}S8hvsRb3{q!?$9pDCeR?a=8)r`ih0k$%F(7?n+F<SwMp1dTQvS$QZ;WwdHx~R#F>A
{TH$ne|l%4|#>6B9mK0PH9_kn~E9GSm-$qn^5qHHa?Cz{U5gXHM7Lw3a1Q#02fCoD>E`Vd-U{TP|UTp
VF=DV(?v*47A+Z9Tk8;9xaedVGr{!_z`2iza-|3k?wNe+HMc7rAPG_6)Hj<g)x9(~mG%wlJNan%39lU
c>3KR?IUtbZ8nLgbw<pe#1wgR#VIl(g-jm#tHtHx?<+u0DeS&Le19fILavW!hsqDy$fMdCX5!0{PB0*
J^)JrQ?X1*wH#X0jc&VC=4-3Uhc>+;aBHcC)^`KMwW@iRI&6>zY;h3!RNhdJSXEqH3nnaEP*Epw|4dW
iB|Lf>c%+D)C4<4PN-6cX!)tH>s#UgRS?K=8)ntjKGJe9DW0Jl6LyTYFky!FC+daw(iNrnAR}b$m8}n
ix4FWek&U<4O^O^pL@w@<;(3Ljf?%tV%E5~BUNWxQKtN>`Bh|{~_0{pa6i`BHEY2i{2DUZt$N6CTr->
y<nJ#;is2%I~t4xNVUgu9lfe?fu#7^fLb&2erHE{_Mzi9y5(Z)pw@%W4mcLG5GSqq-wY_A;;lFbM4Ez
Nqa%h%8ZJm=F@1k7K{p<@st`AWOI8ZW%l2vuVahPbMtKfI##7ivyF%9W$RW@iv;lc;~WX;VuL!A*P(_
lc9`arxZ1Lp42cH_S*;+261DLO=#j}u+I~C$+H@Ef8$MVN|db=aX+b|AJoJ@vKySv{~0Don^pkw?|V&
r^UyJqc<`u9U1&80n#|B&PbJ?wix5T{8J<ntpB8EAjPlfaSeJxg&YAR6TZy!KU$?&<muN#ona-bl<8i
gCv3Y<lnC{7b_|T6f*J1{|6QUR4<<r0kce;POzzR6`nUe)=y#l2_x1gxyWihD<{=1j0y+<XS`9eK|b|
*{q<aJT<N~~mk(D@3h<RQIX-|rTMGS%IA?1)JKsH-Y9sH6|CG}>iKGB;WfSk?3@OZr+1lrcywRE3cI&
0544-d76fZ@;THw*6AhP>qr%mIvY#whGm;Sly9v%zr$+ET_l2XSQwDW0wh0*hl>{GGH7{3>N|ZQNE>5
!s;LF!Wh;K8s>GEV=qsvGmC|^0D$kX8?l@52WRm?$7v~ohTdb5rg7#OaHpYxRgIIM52tjyW89Lr(qiM
TjG)bZHQW-NWVkTj>ONaks!<}FYoV;0r())Xn#i-zN|=vsJ(tbJU75gdSY#b=Qn*;RlW@~+HpRGkAw}
IoZnU!Vs4bW(hWy1W+CDX>L3l~NfPd_;MnDt2&TO$|r`87z+?AJ}o0tRpQ3NZsP0V#hwGTwtSey|QRr
6Q5@>Pw`abxk3E6;I}B7M61(emG1CVNIp>ZM%x(6K`3y_)(OYes}8<d67}$AgFaTkxz+!pRd&%iRdDX
%PDoihKVzHB{nXXM*$Yib|ct60FhLMo*2cGVW9Bt9ayD(IVsM$*|IIo$%v_J((#tt|2xr1h;WN(Czv$
<8JO7dvX_wLmoc_8-U?Y1^3JZFY$t-a;pZXqL%T1ffPCUHR8XqXXXXuZif0JaSS*_DUqXvLUQ6J2b$J
_s@ZC?Q^qOB=Cicoy9WosG4(9M4c3$4dI)9RuHJ#%@Lbqv2?x{l)Ep2iD&`meGE^m$j59M^klwMJ_Qk
+Hg88dEQ}&=eRJ@HLgUg9<#gU0&-%j@IoZ_vB47ZgPl0<QGiN+4Ga>rm6A2KmYPwzkQ;`{0M5~ddHfK
BQ;mv^YnO^Hjdo`(^K!Lto?kup}cDcTw6v%y+TG(;`TdL%+ZI*hMkqC7klu65(W?RnVL&M;up3ZuQ6f
KN}{<pN3<BgA2j2nL9ZP9f!U;{l{jF_Yq>q!$%Wi#z1olG>%1N>8~N*uKU0$P64erCeW~v?JmDnqaS$
2aVEs)3;6JyeQnEKM!YpuUjbPETAE<a!GFmFKG+KU$3@MLN8*Rbb$Qqb4*uYo3gX3{1_)wq~vm;wDLl
D^a5nAV1~Z9R*->Zm}&HsGBj74YOMR`oEaT4L~)hH2em{lwFf3h-m!k0Mv-Vghs5&v(l3_(6YouKB}t
2q!YyARXe;`$Tp!kYSObXmz_LkCx3IEEmp1n92y(6PvTKS+_~{>vu&C6;S<?PJ+hq*h!;vP-oOWDJDu
pr4XhHnjYZBxP8DJ>hm7*KbC`3%)f2@X4+R+1|YM@#$^wRGXSk=obCMArj16bv0Nf9u5UPyo!ex2kMT
f`SP9uM;&R4Dh-MZ7Up7DuI$C#uNTqZ5UbRD2an6FC8w%EqJe_|Ipbm`uz9foJC*$lK;Y8Ve$mPI<_?
yD25;+YRRMLbgjQ`pA-?mvON%-9o0~M~Be}nf;^Z%uP6z?ofJrQ!SGxZ`P=Tj<FXlLW_+{Uc>0c%A*l
v%cJ?($87;U_awqrRjHB!0l+F!j08YOq()+v%djR*;Qtt;vm@O0PSwiE)c~BY<&`Di4bnl0x%hZ0vPr
Ej$3TXMjaEtO*?b_#m>Ry~GWt^H?R%{5RD2nvrtWkmu%(+*F1$eLO?syyoiniv#Z4`zT-}Iud)XP*nj
|~y9-0L3DVq{A$IP_>A_4n;45M)z`FOMfJX7c(te@tjwA1wx{^hV(ehhw27x;SkY5H0no`k%Enl^3)s
qOo!zv)UW_zV>Y8Oa-GFx{?-gE3cmMLCM)BM7?$Oc_O`Er3>+U~qAMCz!QOU128YFqe6AdA=5QOx<Tn
-0w^RpQ7W&VXIAeaqRnDLK-e?;c<5``fI;VllkwPEe}jqj4_12=+Y#D$pxd}8^Vyd7Th01r>0G>w^~q
u1FmmF9V}`oNPbML%$B73j6fg^^Ow&UU@=y9^yh4F;2DbVy~DD$h#^Ej!<fI2i&0a#3~z2$%^EKTzai
h|wTQSyQfl_Gkp}Yfu_WD?F&?=v@^88S#idklaDENDz3K0^l)S)77ErnSr>CmYWtRNASsu26I2tPZ0`
YjKMJ1PnUr)ay?{3LKIxD`zm7D@0KA{B7ugaerk?Qr7EYS!#2@VzaO3NqYl-t~i+e3J9bOa~!2`<$fm
V;5ly!GPGXv7vqHd0FPlOf64`s$}=Aa2`jo|8b;Wvq#1jSMs}xK#%Np?+3nJP=xwm7r0bR-BOlfV=K&
Zc%MB=Ai&w(aTt02Hc!IS#5F+dUm@53ny)sWId?j@G=bPLMoS}<e2mTe^ypuf6^J3y0E(_Ls1jIF$is
CDR+|*ac9qD$3BX5`3Sa|+;A%WRYAD_{!hZBCfW|ow*+$gW}01=doSG4wBNedhsY^F%m`eJrkNxzC4u
695R$g>vHE_zeW8j0_8|~ID=h?WfO6~FCHcOR6|$w{$Mg5q|7h20UlZ({|2U{Q+q$cs?_fHMFvK0bQ+
`KdmI4nLb>N;yww~aCORSC~(9m&P-G(R0j2R1=gmF_I)cxdcG3>25Q`V4D+VKMMisc!Su(1KW1N4#c&
c1BplC=i!e$^P@A<LaoA|f+g<L*J%;mfPq#TZ6mDLu%m5u$?x?bJ#ix<bd~3W4gH9hp;s>DRQoHfBrG
#{pJzQ{wU=;aW_)-Kcaf8%b$Lz`k?7(Yv<Jf%a*K4%?gEEWTQ>gS?w1fVShtru%d-^r0lWMd)QNL&aX
zEwrqoPwJaE4gXQppl$pmbRf&CMZDTNfjhjD9i4o)E|+yNkx0jc7=4e36`CZwGxb&g=Xb|cB5BUCblu
~mY92;CD51$K>v`PM{`||s+@|2Tdc>rT#Bq%T5Wk}IO;cUJ)KhpAu}vePGeRK~2YOTJv<@ieisxh6wK
z6##DG_I9<BLrbb-IrV@;SccuUpw<r=(X%e_2rKsgV4MKYYXPfeRn@&ZCf5te3tZ>0e3#kvanXdRi4v
Z1oisI96*gZLE}np#xi+n9{I#yZ($t|zV*>FX@N**XXtpovX`tT)%FTf1VZK<IM}j8a3(<HA+8j>c~>
L~Sw{iN1{?X{nldM=UMv3UT_SG@q5Y=NcNmGFTm^g%C%@o|R0G=cjt`>(4yM7sCE`7k%fuv|iNW>`)=
fz0f$!ZJg4y?SJM?81D+F!wnr%?uI@zXd*O<Fpi_oNtQ;3rF^?~AwRJ9P4{vZNLvy=1s)*I8rJZ>wi%
%ljE6S;m)w_Q;24(7*xDjrx=i0Tm&RQQUyx8^*0i-#2}iE@-SI;)xx%%t-u{vjt_x)TFHM?{f7$ym?j
+NG&}e865d%0t5caf+z;W}!+v8fV{VJG;EQDZecaasn#f3iKLy{_xOIvDnwX9E*8ZIXrfuqPzUJ!?NN
xYvOG;mgnS=eS}kTYJ5ln3klEEfs=w{6@uPMlUVZ$MYqz(1PyQ-?xL^VXuD{O9f0R5q>s%?8Be7G>XW
4)#q}Vf5JM>J)oNTC71MhmOG<hIr+{Xhq>v%FjvqE_+mFeoUHib}MAk@6f_?3vQOeY2$`vhMW*3pcP%
HRw&EU$<H$o+dZnbO0gwh-^%yg^Po@vcO3W)>AU^Iah<;xJiOWk5EQQ5VK?-xJLjMW>E$_?DF`>Z>}<
#UOIbeCK0Vi51PfC(EELQZeptL#2>S4a7Kw13NY8;dH$p}0@hsC#BGm2Y(5*oJdnj(Nv#Hen-QrwRQv
R|Sel6=`zKE%5x(zTny-YS!+1Ulr>;d@Ym!~ap6BBRck0<ipKk`+}R!{kLIl=bO99sJ(FX&>lzsV9!w
IM@p8Z3LH6Al1B(dC&ST5n_xS3tL{s!GmKCd-{$GF4z_)Eq}P0UH`xHKZJnXgHpbT3f@m{5@Uu>v~WY
)M(*8*!vwQAW7p2hT^4)HOeP+dCYMLjl*m>=L+@9;kmQlvxs^)N0s;Wd|-lJRxt55wptX#y8~+P9^sl
?dx=3UxFy~d?zU5FBxB0w0#|7ghkc^j3KO}5YMTmo2^~oMwIwXRHdW2AAuSw}ETGV|Wr933kGASOi<V
Hj1p~rz?(rRPMsuLAWyhSHmMrQa0%(zoyWPiH^5}=L%wtiPvhyJd=M;ksQohXCPMu#O(Gc<&^0R(L2?
rTSrZ$m49Eo8mbDZb5)4WreKFiAwb2W_y8i5@FMQGw!78BPK-+mq6LGl7M`cGZz5?z7F0RZDW$rJE}`
(`_vlY2HxRoKq?_EO~a7~tL8hHBO9;5#h_PHDf%M6>jevWzcf9$tiN?S-8g%!mFAPD{0FUkY`|7{FHE
nH;YB8Q&gU*+xR?Mi%j%HR@ZwG4PuEU+)^~cHBuW0zXd?#Zba5UJw^>!McZt&b2@KS*oEN&M`M_FM!;
H`*q$@wyc%)1Yr9g&J%tt!xUC{CYUPlCXfjsk32x$nk`v&_3#kT-l-jhwIt`+)|Q6(Htc4I7j-!UN)n
PDi1FDgKEYUHo{y&50c%HEmdz<Y7PUDMf!|wN7&0(vwqkgCZoa1k=DgSQp}*W9+nPS)8Ra3f$FJ4ufJ
gZHG4rGO?qcUIBW+g9SN3Sia|iX&*j~<_iK;zXw!JhSmw8S4^bz7XP>=_IUu7||^z0zJ>U9$!e8xt<U
fIpbDwkPM!VckEAhV!T&0sv;Agh8;2+5EX`QnZ#H3%#DCI?KtkIdw!>J569G!622NCuA``^kFN`-`Ci
W)uVqXDI}lr<8+DoVbu4<NVeS=lp|r<T$aUpI+8$)j5Z|tT&(5yq+`0x=mC<wHQt=Ba6msB)I^&mFk&
Q<{*l-*~|!`+Du!_cNTHM!S9#$@x?(GOA>uZ(f&u3z28>}V0bfd)(~2k5%VPobULh6jU36J&DpL9Y#%
~r^olmmW6P=zLpqB?lwlZrMcxd}iiaT$Ya4etJl^b|mkvjCjZ0ybkr7Dbfo>tFJ0J_&2y$-U@blAR*%
aocudZJn7SDsbmmc49!|Bc(>M`1xL7N+iXA&SZQ7N{I^A|*-q|ClF>_`91Q$Q3gf^{9dCThaMcjaa&#
SD8{0%jH{AjjFXk$Io87@$4ooQ>QPF3p%Y=8?yqk_SezYMQE(C&`}})51!*)h!pvxe-&tSAN=vKt3ju
MH^cwKs%qrvg$h{%4W!Zv==|VfVVPQaAAv>#b8Y;y=>oeZ)JaMoB^Po8{sw-7;G?z1%c0fzs4Fl&GB?
meljA<m`>VwY*r3&dR?O0t5Q-6ZSD+3Oik|S)r*fmb(_V}4@VyN?A?e`k}@w3jsF>dJxCr}JQqsy8o)
tXR%927I=qur@VDi4qVzF3-;m-{S?Nj3{g5VJVK9Xzzb$Cs_*0CT)#qQB!?ST1e%3Q<!nv6Wz81TBMj
<eTa87dm$o0z5)xuRxP=4v9@S&C|0(1j<er?hwR}_*XVqU%=LMj;5$~X9;>{V!M$su2je(VDMRR40Sw
tLzcYA1p~G7cU!A?-QDMb~=hnPt9pOPDhsq6i`|KZCYd)@cP1M2~J`ia<a_1_`&Uoh0f)rjBWy8dJQ&
o`EooB~wh<ApR}XS0sM#*8f<VeL|9*pYEj}R*JB$r4^R7Zo+EZK2Ce)%vcfRtqT}h^Y3s*a=t^>n0BL
Cw$UYh$M#W?yQ3<3M<OwVja>(?NDL=(uWUY!qOSj!NL8`YdEVwOy-9IMJFN(@LU_oS%G6f0)P-+n$(H
OQrXQBxa_swMluk(&9P*XP8|NE7SQdSNsPwH{0O0oepCQElA1|mucZk`DBRo+VaIGR1UqKW@*YZJ+YP
xRK5zlAyFZedMw*)JCYs&|=QuZ$lnB_h(Mpz`hnK;Hu6No>86M#iJ<yMs9DlkTFjT(v6@eVBn!tgdU;
6tp0M0Dp$fWrZ%J~)*NLckz84u8L062Vepgegbj7w;}{oU0b~ZyfJ!2eWNEK8lXBf0d%0+Q(VaG)?D;
kVzX11)h@VNGp$d_SQExVx*7`W`gt&&0@nLaHan<mstVCBda#r_arKvA`h8H1y#s)U+>b|g{svyPfzF
_7VYd{al5KZYUpYD&(!A8)FTZNtfZQ+2Y=T)L@59x7Zi#xNm4UhVgPfw*KL==n5L1MXcoi*_d?2*Z4d
flXkvmg<F@nOTgPo)>7?71n08;AtA$#x)Zf<QKak8B=Zr;=RB?P~GROqBH?O%x?^^GUin;OFkC>){)c
Qr*r<ci51k*a~sWG2x8{uT=)^?w&MdY_{A4TSJYzlGsqGfS{4o*OmI7FX>=G78ujIEs1K6VG1GWJU4o
z9WpFT7n{sR?=4BB$?qYKWjSZK=1+k~k_h<z#%G?5$Z8#ACD=qbVY|Z;FSCt!U*=kz3ri!56bbiDvBS
Btq-~48}akIw=%9gYXSu@~+@xyUPy}o`%}4PMrS^I6G#?ro)X8)-I>nPlN<T7$FjL!Lm5dC*`S0Z3^z
AzS2_<Av+nWaQWmN;&Si)@eQ;9#wXpxjF_S`C27m?>=gX5Ol_OQd$D({3&Zs_=c{?V*hFFa8rb^pV#U
;SC{qK7D8TEXw*fb;Bw@rON{7TD20bCk<h2_UG7{Vw!xnGia!ICLkfztY=5kI`<T5Ah^Y~f~EmX_cgz
-`|YNeVR<mJ{)x8T_Q=Ht*+lOea;8}F&-=TOx4ssR9aAye@DVjIGF%uL){iAWZ*FrNA|OwSqIEQ4%YH
;oOD7HUN-U#!w6e)Y`r&&$-+2J8A4or`!=y%FuI>C!nPM4=Fz40l}I%U<l8FKWq)nUPY0tt6hiVjbKC
QiPKgmFC&Q`?bQA;x86)b&(S>)T+IPfX%p;RNbHT8y!-Zjq?C{JDGC{G6uy{LH>!$l=X-y662{Jp%>G
3PAQLf)J;MO<|me{;~5;Byc5>h+5WIt1X&QlcO|uAMyQtdj_>bleD6|_l8%g!IbEv3HW^#v7EL@|j<&
AQTOgp7CYmE7)N?n)t?)CGP|Z<^!HrMUvqhvJ-8a%1FDI3Y9I%X4OA;`;ke)_?N7UN?sU>uXMw?hpOk
gn~kLN2M)qxa#kDq0diK@5b<$)hC>S1WZ<IA&+;zLg3+vWSHDf3FhCVIHFvE;gLME1}`AFCV*P<(-j3
wMK_{;)^ihb53pUy?aj^FMM~<mE2RcqL`efc8;3VR{mpb5|5$+;8xfsS96ttx;Mngq-GaJ+~9bA6;Xw
WxcJ7M6OszFzKw_;ap(F$GR)wyaRE!ttVe|^S{VGfB3Zj<L?1pM;bc46F+y+pCfMa(8Xo*m`8%Ul5U$
syi+`})xNPJOoSCPz$yrr2K>5dOXf2O{~B-_W$~HPi}msqUWPpn5h2d=tO$2Bmmnkpf_?k>grD!NHC<
;H*KfVjeCe(K<-BR%=Qzk%MJa|ry3f@pqO`pLwK>$0kZW^T6J@DS=VQftlw4WR6@Ad=)$-3!HvPT|M=
0U$EHJ@SSNfQ>52`Xh$`YfRx8KfCX_jo$b*ZcdM*Rt7q?j*K+ZYm^=!I3EP{b=|KH(A(vLxmCcF|_3!
*fZVDTP*(B)qNWV~I8LOvQN~=M5q1b!@p6`6@x^WACpW^4`oL-xiVDELXaK0O#<ZNO(u9Yax#ydLBB#
@N{)v#4u7;4jiCW4DdZ9bQ|i?^Uw5OYoqEa1mb;e+KB;8R0U)5+s-f{JqjO~085c-LBO;%C_t^gVUOZ
d9E91zf`b_gEbzE;cPV6!Nw9^U23k>Er4gyW)<(<SLilQv{}_htCH8U;FA;=a)vkc}*lD{e;XTD#yk8
(FTxyHz_rM$|x3+{v$RP+M0Mstr%mLN2Fuw674&<|wj1YOJDG{zKCv(S}ZX?S5*5yJAA}YasyeiUV*6
eBRLvbYQN{cB#?_=S@!l-t?a#~fRx61vw+LQ>%)f`F@G%X;bww&eDI347tYZ8=TtRaDbc^m`ZLnXJsn
#`hz-&|JiU|Xl%dL?(KqW_vSaF0$2*P`dE|I1oj6<Q*lm}_J_aZ<>uNNhjK?exx=FG{jX5-mL!>9xlv
+@^Hn^Ocm^U~s(Zc=Wq}Ty}BPJGGGdRhEZoCpb^xsH*v*zpf&mn<^WaDFNll$<M*95QuOz9z`}%wQ%V
Xy!lc|a26HZkB;Q`L9h=*w??k%U3=76B>MUrA5M!JS(L7*I%begGigD^T<4-1gZ4ENTiKfi$sP7)hn*
UF;K`&aSHOHT|A&MywEM{2KHgCs+U#oWc4Wi3qcJEp0;h;P{T07UTSdQhohNRt+1To*MwPN0q^@@3{p
=GcAwA^?7=dYAEih0Z$Z>*fQ(PMc7GQwgG{~$05JB`?z;h=>KTO40S28uy;%4JTz;dHg7d?ovg4YaE3
D{a}47~~<_z-Vla~K8?Z$kk5{{OTn&kVR55iZ`R;6G!Z?XPX!o2gwZdBUPLM@n145sq^5WtfULIz2X}
k2W7*Z87KC=zq9<7G&Ftzixr)%gZzfmHmUBa63>vv03hvSmI|GF)mNqe$!vx5jII%MFZT8f=SnjkU9D
&p3VLT&IT&lp><-<+_~)=v&SS-r*BDmX84T)m&WDL4=~QP48S0nA{i3A2DQ5}0Z$eQR8#3S^Dlg7(o6
Q)?o?QOC<KTlM@72yYvEJr=F{PWO18Xg5GpmWOy#Jg$QpX)#bul{z+o(1jnFeM$e>nFnQ6Rg&{Eu%+C
9#VMB_QjXr>9(*vbtsb;0Pl^FXfI>DmrN#<(A2W&nCsZIiLyo5PJO(oOZh{f`xeX+MT_!NW*o_W*Ui8
^mjKf=?L84Y;KV&Vw)Ah_HS31DY^jcD1HlrP}aHe+}90w=j^XbJmX|M2>H3r;ZF{8PfNc_osgbgo!a*
NNo-#PXuN#U*I;A*8uMKw(IN21Q95KJkWN7GMg6?Y||h9t4O+czw<$QM=BMlb$;wZ6N0Prww6=eNqmp
FNXE(PGD7B|X^(lo7umb0m|o0AlzL0lLF8S}P2I})PA_QVRrQ>qo6d6YSaDraZwvLGIl!6sFACeHjH|
nev$wL8l}}h;_{B3%)v&^|sHoAPJ1Tb+ygi8l1+YWQ2>u*>%cZ3^2tz()zQ2j6%WFitZlh`V41WR<8}
w4Tc)fS7=_8{6;j@>JD<{m+h+~q9o#iPN-p3(@56JQ0mo+qXv@q+d=_ec9q{!pA$vTAg`<1lh+11A?u
uF2wc9mbZwLLot1rTjDa>TYEht5EYHGgtp7%8*O%(wL1tp`g}1`)wI0G46caz!EaajAG+`cva`qRcTK
K1R-Zo{)^}=b~R%42X4F%g}Ym`YoTC#s{q^)0AV};LHYjQ6=C0oZznrzGqc7W<fM|uQ&(Kaz9m-Y1KL
&+d2~gx9Mc*X_Dk5dfWR0?-D{M?-JMSllP%Vrq;Ll$!&!-9FM%p=P%AYI~2eW+1!81`99XRyC#e^sSv
t@IJg`^HA#ioWe<_9;;nkQct4|6GYKF7h5l!H{6^i+aqUK-82<bRZ9vimGOAKRp4X4-=zHVu&rWL~bX
6}L-=l-;5Xhy*P$<w_nPyl<!-%!0@9BGuq(GQ<-=cLvEz%3NQ<s2*^XMU6{WG?xTyufl(k(N|NBv0R8
;4;3-L9T66-nje{c(d53UZUHYRXvKk{VhmYV5HnRS{p%il%-v_LPS1WVEwWuz!<2CcXH`Efu!5&0mwz
fD85B)&d73;>XRu=M1e3;FbV&>u<-QsJRNykE{02J4h7i;JF`kHmz<S_+<ssa_4c)cS`77G87j%M0cC
M6fwMaBP`_HASAw=+rk<z<oG{{|0yy*vrl)LH?DR?s6(K%0N(<J*kb#rBdwLVV~N7Z>^cR{4S+hsN34
gTkp+-7@e{J@6|d(-lUlGw8{L+3|B1ECOlcpBmLFi{Btrt0B>p_UQRdbyQjQq!aEwN9h&P<q+2^|os+
|bXYpw9Ix*n}k@#SSGHVNtYUiif}{sq`wI3{%cKEzt$nE!_2I1t`m&)&>GKFhRaCxUi|8VY;~rzlxrb
#}RCvsN`bmJ-3r!W{9Gtfbise+p1KIc>cZp}k*C^TbGX^5u`<zOqx+438_#slHn26gnKR9US*-=+cQQ
sp^s)adl*1mHH3Zh4h0R)A1k71h8|z1kgZ4i#~<;^VVGHLEvDjFx4h^jz}C{U)M()0v~KJKYI7CvmQ2
3aH?ax0>bcaE2ZsN%zxAfm&Di^djtjFCZX<6!`S-0Sase1+jyk5pk}oqYS+1lV~1N)KJW{wt(jk-_7W
(IiAq3IDw>b88tuYuu>^tlKy*BVhl>_e%}W^Rd?%A|GXPuHo;dz(5EhJn8K&plW_V%P=2o1}ZJAXzyS
FaJXMz@xWgx=Q?Wn;wc3I!!AvzcrTw4Aq^@QV5NAcp^{o({OY!_fJ1<BuSl22cCMAJ<FF(M&E3JbHQT
t@jvW>Y)17DtwvH<zL2k4LH^>HVcfXHA`B7^1>JJf})_SxOq-U`-i;Z~0k-Yg|7zMWjgzTLT;es;nb%
BFY@BHQU4>Qb*6n7qt)BlR@hDxuW3EGJ4_nKL^zpZ+sD7nG$K*02M~d^ALm9#<;H6cxn)q9YZbwiH#U
<_DpHmPr2He-1W>%iy`9;2Ia1>BJt1z=Qm|lA9U;IM_f`K56`1L^N|v!Ok_0KwxNim<XaBc>N61Q&Z}
0~aRH*%Zh8Z2&(7!<cj&M`>a&&}RHHg~-X6dNYA(31(5+WmUo(>=egV6_@a#oJBA@_(c<~-*elvK5qP
GaS;IALwbY{r6VCugnr@&&(JX(~2bY3Ilx5e$5U#<kSuBsfHbT0v9o_=f5I!3*efS9d@=j?)AwVZ!xN
+84#9$`LJ#H5z4lJ^7*N!q_1(*RM3xqg-t9XrU8-ie7l8I<!tNtRY&1EzhUyd*h{nW|#9^;4Up+Zdvd
ry7wfoIb1XAmXr2mglI|63&*_qN2`CtP(>bFns)Av0We<$4>>$f0WLFizljTVp^y}`HLagIRb^|oLH&
QdI_fz38#8~XMH?I5hsexYdwzw?~35w(nUX_lYgsOQOC}fffirSgl6fknSJCp^HF=j|0CpdDsN`bDS_
0G;929}s{yzmxBCfY_x5pd(vc8dAVbtZ&s+rpvT#Q(b+0d~L1_b*EGUVc!GE_%tl5K*rW<Y_3n$h@fF
rT6-BJ&kGZWY<H#a;kI^@Gtc9LAev$e@c0w=Glk{|iYg-b{;dR_Z?GgT1<j(^2dwTYxoGK7Q0f6uef^
y2UAqQ+iDvM)h(v%W1V=LS(;u7^T1>jELC=}Xy%CGTd#QYF!U0>Wy5k4dgOktY9sWx_VZz+s~!Cpm)B
*2adxFR#I?7+?_9H5<c>JveK{*;2DJxI`^rogT&Q|2widJ}q<W5#@r!N*#KX0=uP>f;i=duc-~gCB$X
FbYhOK&4O1RN{TmT>R$oMc<%kV9w)1mae7%U=s6sORm98+5>><OOBxq(v>Nn#IG<HW)b~q?T+Lh42BB
=)7xY+B^VeOo^Txt@YSb#|;kY_~-K)y<=UYuf(TaK)GM*<BS8oq3NFj{kiI-uR0p*qDgdA(F%;J`nzx
`R9>DE6jgLNSUiu5VZ!9rO6Al@dxFO3~<T3sktIfe>3BgtF>C0Fp=0>H0HIPZA1s1S6D99`*1ect_Up
PsTP)j^&Z?^x)`h0vQzBZ2rWc-ylfv0cgLngmEK!eh@V=u#njPs03(s-On3K}2I1gsqe@pR370(IHMl
;^g7L+Gm1aetWRWwlx!zsAHFKE}=Zt0d5Nd%-BUVP`=b*ZoX{zCme~{(?ryJJZm*j5Q1A93(Sc8SYRa
v|2Gq;GM~#A!&Xc)3~K&p-6q@#j$y9#;Ry<|LCEq;pi>BW*Qqm%D5{0Z{L8=_-HAdfX|j_l@l4L%>Gk
0l*7EAsq+Spnn)Ib1k>=6=&9nN;q2lxLA_T8uN*%?&6e_ZE1U2slIh-&!bf+|S5~`0Ab``>q6~KfmjO
@1p8qBV=pdhcEE$a>_!O=Fxu<halkb)+IBA_Rkz?o;GdT`JNhOe;3()9=KW5<$t->b>&X&Fk;-<5G%P
Xzx!X)_9Z)3K<P%*m*GxPkeOgZ@vZy_IGWX;If4FtnI-xd_>4<8Ie$HC@B{!%_Tyspxuzle-ml#`aRD
Jdq=u!|H@7iw%YNJyp;ptFuHc1O{sn&Z}fr;w#m}B<K-4N2NZ-6UfzU{|JD4%tUzNxvN8ak#MQ~Bb+-
YeX@V&7e$#0)V7!02eyI|KsHT0H93?Lp_aFYnxu4c&;nF>grrePS!4OZO+=>s?z;fJ{tP~RfuCemDR7
(p30gJDtlMF326)=(Z_@Kvd0UzMvqU+g`~W>BL1Y#$^o|PoR(4hC&~ynxaaYbfA9lG>++aQ9sBYxG0O
mnt{;?tbc9cMDu;qVO@ZSH1ip5o!`WY?<btk@O=$pJH3^#J>Fpup#2Xcr&Xpc12*tnQ+K$+m){Vh0@D
pO$JAZ>~dLsM=|PX;B6a2=hp#+;l&%Iwn<e^s>YbL7KGA7Hr!8n8KZSIjee7+SR`d+lYYb{W{ab@)@}
0x>>UD6J_UP~PHB>8>T?xh=0fChGoB(<+N~Jg;*%Qd$oBqc+L%)VR?h7-=lnN_G^&Fh4$rz^D|61As{
+ATZ_@zb#dPKx`z^{WbA3vh|TpG8Jcyf(M~@5DQAZ;}gzY^wNps35#mU4E2kHpwe&AXdy7CV^jSC8}b
on5L=pEf-^uEFA*ZiW1b=rr;qtuTG7wmEJC>VPQ;#<RVii$eI~<X5x!3l5;^(0?$%gBoHa**F+aq8wU
Y!_(72d+#fP|I&odxz4(lVN`=WvG)nj4Y@R8?J>!vmktf{Lcb2%swB^2c&WzsQD43Op|keJ3cYc{~f#
=<gWt`V|6#fTJIAjX~a1tG#_-|j=v&BrwsEG+#7K;^Ry{~6i3tS++{J*cgTI<ti>;v7|9%W6_hl<^*D
qG%#agM_BsH5`cg2Fc5R|CfH<NYJTge%C=WoO;1P9>svG+MX3^6q<<T0Rcl4xGRy#MV_~{5KqBPw~fP
T1L=Os0_DUMYx^3g&!V1D8C{iDl}U`mb=&uBLdv*fNwqM;5wsG#iZCAAmy349=hI~}tB~<_X@v-+5Zw
G2SOHm%LXC7;$7QxVnmC23u9OSdP4vn5Dstg6E_jWM25rm3>U2Gn;z|5z>db`kLPDU+pdg!J)_xlN1D
jO@wBEo&H{pyx`*?-^(%<5NW^OcSg`J9j9rU_R6Na&K7(OE+ucXGXuYWM=T-UPrwDmf`E)-|JuUqcJc
p}luVfD7M1%x<d;(s9Kp1gZ2IfN;&>Vy~!Sz-SE_YvssHA5px%#vt}JRUK;2@|dr^9Q|{jx7IOONbVA
r-9Ppy7nov5`nI-!Apb71cY}}=Oeqc7wOqRp(DiV30_QBl{tqR^M$?z$E0;64e#)se(jwyUY?cPb*<1
SRGHYs?`)J}n}V|l)UoMS@QMZ$j67~Dcm5(=`Z7in23at)fd^iTE6whvSy6c=kJ}Y*|I3ufNNA}-hU^
i|w5YB4ke%kf5e-wyZS0>!3(@*gBIk)TfG}2_L#~<?8T}qws*S{+P%-3>t1E{<6fid;^9UL54zfDNz6
5lX_hWKjf>onSrzISHpg2`EAUGPF-xuGce55GNL7prDQXG0Lo%NC}l4w`mA+n%R2pYT}lOMZf)$62}Z
0{{pD4Vjhi#L=bTo<DEy{oBjxHQRJG{^#F&1Sem{3W_OB?4eRYHA=_V#DDGxPnk(Wf*+r_Tl`^#TRew
sMbEQ?-`Y&=7y7SJ(<DXQ3a5^8+jH9<l83)eH^c*#n(y5cq7u!-?!vcIS6A@hKTz`CtXGIi78PkPs9T
MAg`o0xBRqJb10rN2m<k>EW_pz?*2j#mDm<=rZ(4%yIe$&LSoM#i@?7X$e2|AE0~vJoBC(I2gi#+CqZ
EymE&$NZVRMOL;uD=-!kvi6PL^9tA9p-wqarFE|gfy>qmB6<s<8ZElWY_E?h7gYo2!sCRWbn!VGn`ak
leJ#Du60+i)&m8dYad0GlL}_NHgmz>^V<$F;T=OyzgYE6nlAxvoaJ1_kW6<uoTqkx`wKK`>Ynx<`;J6
L`h7tObQ)Rle28hqY3k=;GaWVj(g{J2lFjsXayDx6&wV9_dG8s<6$#RN)gU?F0rVY7H9slSV8-6*N!N
v=^^xu2cjAM-a?1BUxpw^U_HfA{UYNUc&~y$-+(bcq-|g9lXGQ6h;#rw@7Px(1m@VwN?}c_%}hy;$(Y
yq&VCdOdO3GoO-tc_YELhtI*DpkE^zqTj`%4Q~?b3=x_&J)?gc_2>XTZ=KrK^ZdRvq4H^3MP*>PaC!o
p?7a6vcECF8PI*MKfRIBS#?`+gh&c69mV3nZ_mbCOvqs!L#johai2@T!fYRKlmfH<ccyvp939tV1*6T
X1{EgDd70xUT9YMl_M_pUy0jLa(QZw!K)n1*-Ks%bv@oVomAwNT4CFaZZhhojkAP2Gi?QZg?{t^RNOO
l4fexv#?hzjTkZfE~`oz$U&vGO7B7$hdq%V-bgiVhVc<jSpLxoSpJCBzyBV##e=^1woUkXi=Jy!^<u^
e4+^*Ly3}Y@o-O}*EZ7P7Qo#)yS1cFrg_Ah!?s{uz@O0XCHTIslGY2x))J1PidfeP=w~3T-stml9s3A
(-;LhM&SSLk$cG49_X|c&z+{$>&$Gl?y_OoGEPzrkjbjLd)lr`6sY0!%c95i56Z-JKa|3&SRx7>2SEO
l|Xf6M*#{hKNQ4o}Z2*V;W=I4=R?1lJAgxNE5^pUw!OT5%hpcr~CMF|5s%WMo|AwhE{c}Z`mfG__x)z
nk4kEBPmJ9$L=YDByd&ty~on_=m(+254oLbTV6B?!JxZ+1Y{Qp@SC>_xu2(f-9GV35EUu57-{R!fBln
k2vV8s)nkj#imOXEu{-SzRgpITi5Q`p$3+1%;%F<f>sR$|pj$9*6qM7S<Rw8QVx-hxOXisxetNDViWO
J3_XKg!4*g4Og=iRf6|7n(eHJ89JUqbRfY!5VZ0z2S!jg3U|JlZi2PmxUZ$}4YQEN=}Z{o_Mth%0ty(
H@seru4dh-@46`=@huUf1>8qHx_jk0V$~B+t+^vmX|B5+J_Wc%gU-ao4y;Zxp<8Ig$XtKegnz&`!2=@
&;wBF7hPvcV+V`)nu?H+BC;Bk;_?ue^k7;ungRQd{E9=+;guA~EKZ6WoLWogVVfA>j`JW3>1wrrT|CH
8!<MTM4NC$<)?^Pjw*fe~9bWg@e~I7;_I8tcnHuz5bPQ#P;{*mtbKh>`<)=Do;a-`di^Xa<?L|DF>;d
q`#|Sx(@LL1N&fz5XZoFmLMgGZu^2hfzmzddr{pJMg*O6y|EH9}V?y&1q}0S_iLEXLSSaI&leoJ{T*P
15Vvnm333fwLT7=eQ-k>eyrW^>FKFj&Vi+*+my?d8bAGL>AfuB`^~E~J1g~Z$ep;%l0a$hf;GvZYp2%
$<Uv0`urd=;!Mx3MqE7al#$&jTSh2h|hz|0-PR;NYyYobT_?paq;E*K&flBUyp*}K>`<iDS7m8+=uIC
K*w^2*v0?1{X(g{yu(N~7_M7;@)hoi-|HR2i~fI4WO+R^9;8TiC&F{!922x1fr>MSeK^oo{(oLtyg*6
3E2w7L-cqeJjh2B|W8R3Xys4aHGJLpWfcpNI83tgkFWd-*}~?M{C@71A}zC7HhF`bPiuaYxKf7%Os1U
hG~0A6|o`p1#85{FHNXB(5*IA+HSd{_Xt`vAI^1zZLHUq5MQiQ@ivFaa6zYHsS3Pa+LZIqL2V$!qRi+
!aYT$1ROnrk_^Zi!F8>YSL{!Al_JOQc*eXhY}Epp1`dz;!o`tpYPZ1C3GF0+s_Dj!v+(mj9YCf4m<{(
utJ*<rYY|xEuBt{jcA?mEyDpj)8!9m+y*bGUXgJ(XbDJ@O;5;chQO{66%zm!e{Q8j(<GqN*9XTSS?A|
1zosLewSA=cW%e%upYl6(W6y)VILkiPl=`zY07=_0v^VOS(Iwd5#(@tWRw)i)-gHfAOI+iSJ&S36pVH
!9^@(1`=b_^+QnREQF=bRy9(H&w3<c;Qa=aWYE;W0*nW2HIwHfiL!wbbIQCtC}@qIEf)k}sg(yQg-P+
Y(XBEO?^uhDlVr*~>ZQahyKXldlKas0weEuwciiU?|5k{U;ksmQJ1^QQN1uB|p~*Ooof!z$OP^YXjm>
Ki2eVjk9)Cq-7tH{mZASOUho(fX*r~+Vb)!rR<;VYnbs%MR9bOxqV+%Db=73I|)4%zMTMqubmp;)z!V
v;pjliTit*@%bq@t=u^%s!X!oiOb7e<kXon`W@h}XJd~MI;xVUh^W&>?5Ae0Ve=T(W<2`v;!a}EYJ8u
u@udM*~R*EXX)oBYz1V5*8SNaXNGqZ#dYTtbVbAYuGbBglcCu@A8MyWb{FbG+Be9X>PX8OXXW(Sz3Jg
<Ry|KDv6jlhOPwA3+2>)ZKZUbNS4b?|s^|1i!Al%tHedUv{sI`udb`af)Xg3jhrU%wgk+q(0jvb?TVU
Y%2!CAgrz%+6s;XT1_{imH+uI|oA!ujeA+#>TmiCidv}$gxhFRuBKv2?*aAi0oEw=1(zV+A!KQ&7HF9
gJC~w2niwREzm3ftL!Z~T(So=4VNQr`q&M)?i<9Ky934^g}f|Ik6WMguor)g#Z&{qdq;X7pjJA}6n&R
^m%S!6`XWB$Y;-YmP(X80i|}VK-JOOh`X@Y1vJt+`<cgkBHj(M}V6|gy{>`WkllMNYi^6)0x@^VsPrV
cEytt+~%by{Zm1{J6#h&i(n@$H@NxAB+y-JAJQ?wtP(B<rb$zBfyAoD?Uu*|HUiQnRE$8YG$zfF6$)8
~~e9GUFkmO2i4*)&NkBHo9yveKy)`=fh>l3<<{CVvIF^JD>SJHTeq2}!}&`8Qk3%cug3efZn+Ts+z-a
udM_-gOzzOZFPNv`Jz#DzDho^sh`Ui5E$gqJakIFfHgX*hzwtCcKM+Nnc8Kis3uJ9z8>3CB~nhNr}d%
nMAQrcs_Z%UAwI<MHdzt#wNm?$vUZhfx{@8^vd!gh2b&@tetc#k9#*s6CA=J>N3xkSCOXGf$tWaUbN*
c;GyAlJeAqV-WwbRXV&8wwU~Et`&AF8XQC%~fY;RyJFhIX$Gb;Qq_xm#DG)7$B`y<7mEel8E?HN@Np@
EMa^mO0jorwaA49!on!E*Nkv`p?jR0H+IvqnNkt=eNMr1#$;H~}&wmP8C4IU8V^7K_$bOs5b!?ngy*t
Dze#=nVbuDFN*W!l25!zaS_n|!V%7UBVzdq8VDOzx{#>9U5#1Stm)o2i+_EJp<m;{g)>BZ6Odj}ejKb
yYF~nSly?HP{Ba2!gE?+NNq4RWKAeV(hX#lIhs#bQ-4nL4aOfz@Y^Pz6%n0xjWOgFlrnd+*VJD5i*vW
ZQ%lLe2?r*J9u94g8Wr0nQMPcFEY7@t?#ld4-l#lO`B^Kl3~an`;O8M#mXv3FJ<*uJuR^g{yPwPdHUT
Lh~o&v@4POof7FN{)>1e|7pivjLvKx9Z;KSA4KK@gW{NmnkYLI0qcC?-tuqxCqe+5c3STH~cAPsOvO5
U28bRL`6JJ28!DSENcvw7g@_&|>QX|&pW?2?K+>MH`KBoKSyF|1GGj;)q#;Q(LY#jO--u>7vm26saFf
5#p*J5m&$>ZH`UoJqXQgV9$@PotEpK`PQPHE{Sh70(<p7XOK943u>kV9~lnV!Mv-&AX;<;f3Vi$ZOt%
?FIR#-j`zC_|X|J4LSkK-lnNkke$%jwvV`#X`!F#Vq+oT6*D8!`~XR=caSEa@e%^nDLSz2HvOA>}#;P
;jo6T?9r1;sl9=k-&I)OKAX~%9XH<i7oAZ{_;tikx#+)zp_1<Fm`Zo=N*W5oiX`bt&jZt({z#+E`;6r
0+~;LZn*mp?xO-ZjBiDtuswviv##$>8c)|Ag+0~KXy}hoZNN&8!kiVx0J~Z~H_gXEzi`vJ&(g0YoNr@
0StXwbzA>Xbmxas+*)ys{-2zA1i>6ZJ(Tx6(6n`5)79~q%R#5ZL3yP7`%oj_8l43s5{-ZrJ>i!lT4*h
|wX*)5@iOt-GTjb_*-chC%Oj_jRDxYWHS_RRn1#@6ZbO8tbGo2_9LROFXOl``Ljw(<Q9mR#cqh9cE=0
rFW+MLMql8hpNdW~LCk!nc`KSyolvMI{*|G<+?^>8KMwMX>nO8!V09-{Ge*T6Hefy-vwZAFAJ|gM?5c
!^3Q#5aUBV6o_|LY;`8EVTT4EG!&%+U8+{xKu=>|oyJRe?+(U^DU8?oEx09)G?&27O~yH}lluuni!n_
ZNrW_(=gE=%16QgJ->^0Y=i__I$6r-HJ+~W)yB{9phN>ii5>$XXn*BBa&(@-2;|mL>wk&!?WnHfZK-`
ECWLaQCZ+2(N{{9L0_5MHs2Mqw-^l|+?QJdxpA^Gzphj;Sk2B4@xpunGe{~@|Z_a|5QK#gq<S!nB_@M
MCfBatW~-+s&UrOMfY!GmzB{7GAl=&Xped}(cxswQzbMul(jw=n@Gs=8p-Zn!jIsNx+l`Zx<U;|nm`g
{eEHt$@z1tmlovU?;7TXcOGeQ+<!5qK(zgV!XPG(Cd1XAJ#b~#Clzdz`~sl^qpBfqX&bM<XI8|fVlL&
U;aAhL!R3GE9fA|B=;{4pf`eEBx;36+x<c(X=Bjz%zU)4J`qy8gmb<3>@ln$Bn1GDXRl}nr{|Hqq)dC
kJdfOqKb-Y0J)KaXp51S#17EL7#zHYNv}jC(Odgy2%^7FeWdWbJv$xX2H>FM(MZcpKVlF<!u-)O0v1r
B!IS0PMlOriiW*Q83#aDM|!$M}K4nka86_0LRQffMn6#ZX=3SCotkjOa8#8P5`Xj-?nSnNe)-82;M?5
lZKWlSV$mDBRvyBSno(qVQMP1p=zsp^{Wbuq2S@L)+tl*2pZSZJTivG%hSiff-mrh}@pyy!?;b({K>&
aQZ40dIltQb>cc^K@c6LBJ#T%kM-Q`s0{>NT*(GR=B}_z@_!<6JY1O)a)1G=T&_8j+L`)+;dv$*RLrc
0NDXF;e(6lw|zbZ*>sosUDVWEViqi{FQ02yDF#yz!?L7K)V@KWs#XU8n|qn@`m=sq{R5YUu6N!Ccl|J
7c!uQdL9|VGRKG=gFE!Vv)(CO@SVEN3BqR#U=f2nj^3`+wZ279C{7tAO_m7atEQslbK!;7NF7WuHn$D
q=G1LSW9qcH?+gVz4k+AMe3`y?|3wCQc6fIc4)4i}laEI@AXl)h))T2J(rJp&M%+Yza<Zf$ubnT`eZ9
}*|G`Kr2FVFQq2X7O{V<0JCVo3t(c1iTDPk$A`o}`v2+M~6Z;AXZCpkh>Ez&MdR?qBw+gy`&l>KoxAU
uk$ISkNr05T@u!ZiZzV3ahL93)ifJP*w+M<&;F7i~`WN$|38=`Zq(~_Y^P%r$pgK^^@pSX8IefO23_^
>X&G?#HplJIy$sTtTV7IW&KMEH5KfH>BfB|7WPfAvtyMvH^+a25lBdx4@1N6?ow%S(4K{sM8x018o`Z
tm|M0;q<(~M6Aozj^}g*HcTJ-4bFll+FgfR;agV!z`%fm?;6(LlhT+De|88dmBd`4UZk|;t-Qs7pQd#
*Y-71?7E(1=FD6KkLeCk@-&36_W@vWKMwMgyguDPPDfcr`J06h4pi4wN&{s56KRdhRknZcF7(ACl~OQ
K-{-?bCZM@n7CZ-IaXb8^$A8QMA1$C);VTo2OuG=R_Hq4_>f)xt$;)5&%!&1GI4NLmyZw^@s>4rZ_Y1
bB3qRAA6MCj`=Zs`b5)UxYe$%u;6YVl@HQybsi(8hT#j5E&}#csfGHIB+H8cx0aV1s7WGjRNilD*_Fr
W_cvKKjZvo;&_Hu3o@@$s%KwztOc7oYFi9K`xZ06x|t(KOb1qKAE{v*+2`6qj1eh@Rz$*FEv=%DV|co
~Jx-fKrrFGK4OdYD?7f@^whx9|JMYg=dV~fkq!VstG0<~vsKHycpNH1e?XC4IkDsN-3bh+P6Bv=V3W=
^0>c}f!=SJJEtMR{B^_$?dji0s?ntdVY)w<glb@{jY+zoMkG%9rq0*^fdH<gE)t{1ldV$dn)U4xny8;
|+SO#42h+<eSnH!q^V-k0M3wSFc5WFc!8th?M9Q!#;~yzWK0*Y2Zn^W-#1n#wyElKG+jyDizyIzjC<-
-ZYxm;k&JPt8-p<kC__IMY>R?VUt5)YPJpH(6dIOJtReu&ICZt2XbqkAxZ7?_@?xC7fz)NFQFVHoY?#
LUaVm$EJkc!5>5-^w)`L5oGIBa`YV;G4N#A5x{^02=bp+-Q+nVekOyf^?8JSbVkVijK}>4hKD9=g!6L
WS%xdRk_hg^>a{(Qb?aD*kG4s0-0AC(0qwxp<3Jq#IOqeC)XfBh$<Q!wuP`h!Lmb8kWZ|N%($lgWH8+
xZg>z82nMG``SGSF_l;kI_Rolu|kinV-y;dDq#y)aWp?`7Ka^)z}Ce456{FjgxidtpNB}(}`Hdc6pKF
KlYPQXr$+FG>9IiLtz4cOnUv!bC!CV(SAoYB~p)p|LK*GF38(PGWqJOJA!^f{4ucNjINZgmQl#ZG&e@
S9O1l|$XeW37PnBbdOM;?@~0mqiWvoW9$ZMR|${lLGx{_JyD=)aS{L|H75VP!B><#Tjs^b5t8oz2kTb
+3_wqLRC@qUa-Q4S>WV>zQG3=deF9$0h|8loXzXq@m-_DG;B4eR^6iPTj-xLTYiL?f)+ZOFTl{MVm6s
}whnQf^J$I}JZ$V#{4q-uU=$zfH(F<=-hdkG{~N8^LyG~_(We^y8u)TxR*ijc6_7K*cfuUYxQ@E-L>?
Y6RJ$y7jH4Vb@e8bbA@0Y{UmB()l(&Cv4WQb=kSK`*jdp|ha^}_>8IpG<Ds`N_3I?8Wv3G+3aJ9*mxH
>F*Kq3G6h_(H1C(<J6j-q|3LOazAk9ROtbMOQ`dkF;zk4cK`_h9Aln-#5`!Q1`8uhb|AI%)mFiB%1Jx
o66~`#_3)rMZ2xv4(?bRt{3{N@D2JKkoe1ZkCV7WL1iBlMsy-5ww||zhLkvrT@3y(uCXEl+KTXS<!u9
Ajw6f>Z@H}GVF7lk{l}z&z)E|_Qv_v4Yd!F)4D<Lu@9c_qh%j+Ma?k$bcq1k?%FuREjQ1LbTK48d`Po
0)2$*SIWw)!vZ0QC=$%%Th`pnQEgQH6sIe{}YuXcoU-GWeZK5Bhi+L4`k!e^)W0gy(Ts_R=<}9gY4u+
N|I<H{qw_pz#xPz&-vI^|)Y_5$r`jsl9=OQ>GX<SmdSL<!3%H#}@j&`DC!YSt<A03Co0CqsIJZdU=pt
AyFAkdKR^5jBK=)Mj_pSGIdpgcWjdZMSqz``_Ph9|9}@G#GTP@V-#O#&$+V+%xXx#84B#aVbY2v<T%5
hxpZhH{yZKE=Rc_=KvV8Ol!>MIz&BkrjYoD%(;9`ot^iP6;io1#q(o<g>N!13w2$Jnx<&aWeFRmkc}h
{vG$Y+m!<WDW%t5qBaD)Yp>|mjOw>2wHX2izSP6a&X{KxtgEpYy+fOPUFSsL(!=e|x*{j-g28r-0LNB
bi0xfycf9NO6exSFpZhCbP<v8~z1p^T{{~X)9f-fdhC-&n2K~R*(>7$|Ujcm{Asg}K7pF@nsefK^$v}
>vf2|cbhfC>_IaEX%lz8tMKm!b$qG&T<4vin3YG{q%Hu*wj?0UH1w;fZ~J#)pV<^1;ev_|c?*XP%b-M
gBzbTh*buaZ8d8)VOH2zquY0|-54>463g`wtC1AnWL~{olguT%51IB2hudw8>rc9D98(r3V!)b5!BCn
VXH<+o>u{9j}6SSo!LeQ{cAy^BL1Qvn>C|YYRubQwEM-?%OxC-EkUehGz0$Er};9%P1>nB$>pEW31p(
ST!M}YnlIB_m`T@7v~BGS#a2Zpvo$UqQV5g=4DZT%+9^903B3ZbfUldj?1m%*ifpy4G?5MzBAPOroC@
?V>{KY{U(n?&{a|^Ni<;WgZ(;X0&Az~RPAg{T;6A?2#h-AnpwnGRmaITKbt7%WOtgvaFG9#cg1iA?IQ
9x8ry2<j=9;7hdW$1c36_iD57WH4zmhTKhF6B=l(ou|Jyu<D(1~QOnFd?hl0CwqTYx*Z3XxMs*alaS@
%aOavM?*qDmSAw+?Kirr-Tu%?QF5vXGoOgV+xnE$=IqvXsC)kUjOUp7eaFt+!maW#pI1S`&MUVI#{B^
gB+}af;;W5gD-%O$M&8rg*p605U}bSuh03rkkbj^uCPvf?@5}jIqcHexW!?6N{iiLqJnDp7<fN>fuqc
JE^qn{R0_snmW?!w_Kn0*x&-D?r&lA#N3g()%=9n0?4~tu*=&?s!?{@24k|tF3W{Ms;h^}n^^^xpG$>
PN0CC|4y61CdnkSH!p=BU2K$mIV6)2;P=WyJo|{pVHC&Ez2LI%8m21&Y7J|NC2++#qgW7f-Ny>bmcZ7
<S;}1m(2W%s6*062&d12%RAEKUPEy8Oel(N{3JBA#r=sb}YSH%)t{{Cy#JC)95!ND{2j<+y*9f~K2Yl
np{M885;zFP62fa4zP5t;Ntr3mbbnmJq&zaGjlF|YitcEhVAQorcg^Q%71<!_QIMVwnd_R_27g5tn_#
5f?qkSi)b0)QtY*_X`Cw?N3|waSmR_=J$l5g7AQy6<=v=peOd{`>;wc4y~Md?FU$BF*d(*{*-hN*`lz
?8OgK*&a+XtnSE3sX13Vy{Av8_494ai{}3)yY&IY7)K3^qE<oQCAUD(Cnrai68eISS<)88VXDaHwf9J
1J?BZVkc{76E(GGtS;fEkgvr<lJmJy8$R@S`!s$TD<mHYx6Bv{N2}~Os43A@Z5gI?LEe|hwM6R)0wh3
#I*V9h%9i$G9t<|t_DSML=+yoN*SWxKFo2`xD98|$HpQSDL-~_DHE7ilEV&60{1YL8Nj)UXVSbyVfS_
@m-Fa8yv^yxRFse|}3w<61tBoSHXF|URT3C?!rIOq%HD0JYpbOw6TZ9ShkVbZ4iYQ|XJ+cn?1c0aiQt
yTTYL~MlJh7d)KI!`#uLqkcCN7~}?ggve_?TqSsg`L`~WaCQt@v;^07dJc^cVUsK3|_$7<SH!9jLI^i
#uPAGOR#J2-X1ocWTthGC$~!&1EEk$dP(Kb^|<&&{^RuQOCrVuQhctefPv$EV9RV?SpXe!rg7>Myh}2
j+d^t$w@cCJ`@%f1Ohnf}jK}K~6oA-|1287B5k{;ITI&MKX0icDUf+y+l4a44)rOe%ytR~*uL4Ng^!0
Q<@I0xs-_jP)#W&%E2o=_X`Zx1M)SbUU33+@4Eoz1a52(=cuEcLO5lpc3w3)#TTF2lw+%lZ%iS~Q+I&
1RVozb%t($q5#{l%Zuj|NK_^4`rj5DMA~dhWEM!{b)vhW_W=e9j!&=Y|=NxCD17Lv!}sR;r@CffAwrt
YA}8W&|)fkRr4nIhlY$?PkqD6#TZJ{T5@4CZ2LIKRuh+9lgUk1|Bk^qWP%bhpHA>Yn9Wrznj89fh)hv
m?Q(P&cRIM#SF2%K?UybIKk;uFRu6{C6IvgLPo{IaVR@8=7xkKlV^|&vG3qq-f^96(1w;|iz)t5@s~f
9m-YC__iI_g$bg%(;7qWfd-xo(SUlVa70N&OIZT3~ol+5Wl`2(a9{Xx{cDeZi<$_VP2tR!>^6xw*Q<j
U!$-ja?HR`%%U;?f==zrrLKA{P9lc@q%4C#IA%s|h_R{#HAfS?~=Rilt!31ZY)HMdvU&klNi?y>%PnP
3%TTLQ&uf_D#X9G*Eh9^Ne(oiC2>t-KzZq>jQCE#L2Aqwb24K>;)-roMfHJH&I7&qt_zOlk^52tPN|z
s`~>T)3QU#}HA3)wSrOWX4Cg!jYb#3+Cy@l}$tfMqP?oG94DQ-TMosh_MB*vT=VRI>TDBGn_d@Rv(l>
$R3Sv12xRtLL#GKB2FZc(B|Lk=|7b0za}K-xI8``gM%N&91W9rXeER2zzEh_&*$4HlX`KQkJ(#p3Y>d
6@I1b)BnSi3i6{L;J-8-?WAa09Bla7J2C|d;F-}>fLeFRzdm7N3s_V!N*(>F7>}0J1mjjtrniL1%xw!
F(sNxLsUBWC+c_&C*JWO`}7<f0cHjulShl-8cMbQWHWrmg?J#J9b5md{BHBQN`H@gs)NP)bcPX7p5Aw
IS(yiUF!guQ0>%B&XR71(!Ny89vlamz(gVsM(+DYv?KD-{oUPN8*wnekm6oe&sV!I1x+p8Zm>0K$RRy
2?+U`w#2^nGv`F^w4#Pd->CxgXv*nxKX?MqOwY%u38W_sP)K1vluYMtl#zGVtFBsW1*ii%HKcJLWjP&
VQDbxSsju4STvQ{cq`py*94#7^w4wUx8}{=-Amt!x<r3^iUgL4$AzA<oS*m7W~JG(j{&Esoo@MZzmfc
m42SDPFVwou;N!GxgkvgX#G%e&oym@BJ~NXF_3~)e#Jd-sGbYxi>2SjuN6BdHF$LLvMKGkni!3TS&*3
MTti9`$U3V1DMBYCI+w0RJd%+|xv!BIF_fOg_?u#I@Y^gzvB7oulkJq~c7P13UIWn&1TNV4+<RsxCE_
Dd_7CA-Wdpbh&Sa}PQSos4QU%Qla6s=r3VngfBZRxD$pp6i5q<b;vaz34w<)cN#-XM_2d#FOjfX!DoP
W+f5O;jL@CyFIl*}(`IXQZ+7?Bn%>y<Mg7seFJ4Xh4WncIm`HKp7x@d$0J(nE_&wr0T^o5k(9RM9ZKi
^xu8j@p`$CU5(vsV%!xHMG*4xcwSWvq)<_zvq<eEN!Yu96fq?qvdN-$_?8e+cnE1AqwG;nPFGZRysh4
fq-i|NRx;ZNNW5q$XQD<h09LbpQt_M*%_G<vFEO3K$jhC4xnH{7FA<IFESL5MwwewxfJ;2H{Naxx_eA
wKmOznH#iTl4(Y1vDj_)mv-0}2zboo_ICo5II(W8F=^C?@Gvu=`z1{1oxcqLZ`?CS4jmE^D>cNry$tG
n${#%U{2s=08WqI!Y}7Eq}8wG0ve2uomXK`{vnbj6#%aW?egwNqMj8mv*OM%H1IqtRf#4YBXK3SVQZ>
c;u{^V1@5mF)y1Ir%+o2LU3?$9=5)107C~+b>^NA*{=aqyU#cje`NR-la^>cj28KQti1y@X&_iu!97G
nc$;)`0doGa2?*qjAWXxZ)B<zmaP2$TH9VS4h@{0)LET{j%+ON$Nybh7<t2O0{ZM*2*+xs&(;}kE+O3
UK^`+!h!9v*8nd~TCR+AHhLnx^CU-YDY~rmc&lisk3%2QvL>(@cS9mluOR{^Z7se&dR751xXDk@l>Fc
PB{gZgee5pY?D%LMphI%%)cBoS&RR8dB#nS(SiI&ni-}JOwdDpY-XIBXuKcR9_tMy(|;wb>UbVD5mIc
4Gt5^v7Bg19I)pJ1h=pwWTk5!2C(M$jPPDDhGLs=>%=q?)9@gcX?!p$2ttQfd$SA*|*^oP9d%*GArBn
a+Dj*R<1KVIIM~!(N#sDx5UhNHfP1Y-P=RE97{fPD~Z~!6b!7AqN9g;yr?A40DGvu;ODY@wXARX?eN?
Ua$O6g=+{y;R=rYTpo{q81PUWH=AQ@QVt?^HwXMrE(Kny!xRnkz#N@fIK@{?ugh6x&+ORy#7`FSEwJf
OBdpKS`6_mj<Mr4Ymj4r9ITELSC9Zu&k%r2OTrH)S${E??rj~mM6B=ZdoTmpSL{4jkiHwr(CH)Rij+f
9zdoQ`yuyc@l_Zu@jLW2$M*SW*qYi;Z4UyYOy*Lj?KOWk+?fAYVcUry7-K9=(NCWu>LewsEK9Op+y0t
poL4Bywj_HRi?FWPQqT8=msEiP6Z)n-JXV|`rJr%fcPLS{0aw~X{OTYNJuKQDt`S>3pvFHI#wScP#aI
stU@l{RqJYjllQg485C)QuL&d(EV_-XGS}a#RYnMv8<ixMYSR#?g5c*c6G)3UH2~PzsmN1N8!*M-mC7
5yMQtp7wi1TtJ|z^Qq38T;{c~|0WS9K}0Q{g>Y{=h<{HK{c#1*4<{NI=~`OklZuU07REL{HN^?}TA?U
z<dh$?c-C(vGZ~(ohuTqTh3D~5%E@tlb(fHFj>a*N|LUz$P{ATwqYJ>BR%0S0xIzg&#c0GMLHS-4h%<
Wd13vd-bNiC|hwxU1>?{=Ew*7X!*-O0c0$2w_RP8+n+_n%3_^LN4&PZ*G^QHouo8W&_j7}&(H{_@s1B
h!@)Y?D*LUxHKWG!oYj-;fl3t*Jk)FlNZVKk2nh~rQ8VR@A*ilDOu;3k@FVvYj2hz8McLRV)=#9fwF@
ZUP4>uw**aPnU=)dhG%u%rHC_`+6TB<no0oQ+YtA_7)O2zClb9J$@v1^#8|O-txkP|>;8R>iH`G&vy5
7{7p;PAMMOKzh(%cF^U4np;U=DTHjna?hJH@FZt?&Ry%w`piH0{ncPhgHe4=F85nx%?baSI;=D1Kx&f
lZ`?n!=#@vt4*V9MxZt$opCJVmp_l*{#UU6&wo@jS8a-|_TOfEtbsP1V(8S*kcH=cqB3wsLtw!j)^H%
3%i!oF9OJ?f%AuRWNuREf(5QMd=YRPtvKE%|0S~uZ*y=ga)a+zo{9ofmA9~)uk@2k}2CbQvhGtz@~pt
a-rmgI%K$MS?``}3y(tE()gyZ#J8g~(m0ap=2nPyDJ`xbod$0e$scpbXjl1sHY_+UYQG{slm>?YstcA
frqQB7d#5tK|orMRA8wQl@>Jr%eADs5Dmmc7+D69q4md7OJtC5l{+UGrxzA3{V1#<(V8byDE8(85Y=^
MC2NcQZrS1_=viQmEV`j(i|-!GgRE=@u7A3*%X}pr^6AReYa~Nl@^>a$ZejI1lr&+rq33WUpx7m_3?h
?_vrebE)x6Vor<-wAzE35aOkH-3i{7mo9~}F&LX|pf^6~ivM(X(YJ4pu$xhO?!CFPnv6RJX#T#q~;m7
z^PeK&4iv*v~j|Wf|vA~z*<umM|_G+dPxI@VnRWBn*snUQ_+N7bxnU1q$IV}KM9b>P6YoPzfyFYO%lw
Ky?Jz&XHvb>}aWl7}j=b(G)R#aw+QB8=V*TnH1zMoO{edgqYpP5&PQ^hu2Q<bN#VJAm1SskmOEN-~Rw
gzSECa8a~6Pj)`OneT*N6uGG$(!36OnaJ3l1YfNQhK!d0bKgXnW#<p_c%)fMa;{-vYhrCkj1QN`(4f?
UjC)<eT~fQ@(ybigEo&)IeZX=mX`H@XTT>V&(hR~<XQe8lIMgDEC{|YVx-1KMEA1w8*zlk#yv!dO)do
o^y<w!R)b31dWiJinQfKGwIj+f^;uBpzlZWIpU|r!J9RZpBLKE`skAVc<JIl7gB!@1!jcrN-hJ0mV@_
A_4rs2Jai(sWZX+f}J)Tt`I#O8V)<q*7yzmZ7yaEVrrtgzg7IeXPW!k)|WqpRHR`*}Z)k|LzB92t%=i
$QX^IP1%XV^os5`eK!<$x%i$RTpB9Dj_@rN2ze#2EH50~7#1T8_xB@<8wBi=?+gjoDTmp@>4)&p+LDa
*k%O<jC+mxu#Kg)o<Mekrfp!b3xXg0ru9P#R)|4*=A=3uXXmn$M%NxFTzQn#rw35$@2U2A^_%F%K48a
MM><TME**5mNg!%$_}Uv6vu<XgEby4!y36RvZdAf9s~UoFikWXQ(fNpL~jZ9krhr;2ukb4WK(;O+b8~
ArneMy=n2%`$h4(S(w5O|-@%EECqW1fmxdq}a2@Bn97$@e(Za%k$ec5()w%Hx<6y-CsbYq`9735E`d9
omA+HAA<9<_p;>&ly<P#M687KHJr!hVd0kGN1=;M8RwL{{+{-aSvl<h>@OlIu`A}BVPaIiaUmFHZP>D
7~C=}ffVSjEt~(-#>dHhQZ%r^nYMBQOb25^W0#@9VZZ<;L|-yKBUs42#vo2ifB~-!MTk6PdK$CMRQq3
a0!Rf0?OY5dK}rdz(~wu5NRdU>y^{p^6&(%RzF69+r&vW(r`}JamHW`<JS6x)7WC9qn|=*ISy(*xCZf
+>!ZWT78Oc>E_H`B2~$&&=vEX5X9aFk5~^7x00N$NS@NihXUo1`MxjL`cJTj4$<_U0kN7`G0Q4YFtHH
K+pR6?)7{a;s(fNq+F%7vt5$|>#7$Bhr4uLu;bkyl!Pu>$Te#THgZeCEc+uc}Y|ZITdgp481LDVZy!I
M=e~K#J0PV)AdSe?LqAZn;^)Y)OU}Zkm-HRYNK~dL@l}2z+t4hyes!$Q+BH{EaqxRkz)Q&~XBMK##d^
IR*I9D;9-JgY99xBUa+xXxY1_tL7#AP}w-`lMJag2eiHMo90$~nb<zfk&yF%vm|%pv72wc}qx&WNMLK
7U*Lf>1Ak%u3IQ{aM9Z_<oJ|L4nk%`x{1=x^yQ_S&TjDfnMW%0XEM@DLcx>!RIKFkIJ;5+9n2`Gx%J4
=Z>Wp2<JVvtoFeDcJ7{nS{w1HlYUmvmB4sg`g!0hZ9J<g>Rnp&kVR(w+ry#j^xM^qCR8IE+#|_^rJ1Z
t`sY=bafcdd^YOOmCtj=umtu%j$=aS1+971FPf)p(s2>8BY)|$kBP5EQ>2Mag>Fi4+9t_QH1E2fc^kp
VQykOIyWZiMrDlac}CCH-I8jJx%o-1+43k<-&AjB==(u+qj7uqKPi27^sW<03FMiIKV7(kITH2_I~%M
XtuGiRydHDZ*9dXqQJwv8>aA0C5a>YUrVEykF=A?*LKRrc)Dk;;NC-wnLigaO!<)PZNZZX3oK*bgHJu
_7EIqH8{rp5b7KOAZu!1#pppClS%`ZpD}yt%wzc{Wd$i_0|QjeWR!>fvPV(vvevu*O%p_T0hW0P^C<C
{4pet<OP60NZovK_~>Vt5%F|x4<-l6F3RZKPE>3k@*#zGeU~rUg9tUcZYE}b0IH)dvQMk<-$PBc$c8g
biMsneo2jU>8-2S~gSWrF#5(D_X)N}sL-J){<gj*2b~hN(sls&thv^`RknTy-UGhR1R=MXEPb<d6nD)
*E^j!nql5FW67#sLTQFVmnm0zQN?`U|pf~a;1i=9=!wZ<Y+?|pn~M)`^iGd+PpKzsctcu#2UVd6%VM@
?a81VGX~{?zm<+BW5Ej0rnRUvVpsqO#+=jBxkdNWTpSz7Gse{62QX5U`K=eanAg$a$?)Lw~~Yg22k;`
YluZ(tlLl*9Ue>1dvnVpA7F_1>1Ce#*l<=#K0Uv?gy=m*%*5r<w^z>wS%{MRfYW=E)cbrj+ly%E^jz1
K^Y?TLMj~R6Q1_7a2<=3#e(7WRvoS3-8Jhop;qNv!HSaa+g`dP&!w=!7auw!dC$zSiC!oB15-yWf-&{
ZFl_@m&`{P5xmNyrA?ozh<76{Dnf@uiWp09rglknVBVdGC7$3_M-X@L^IN<${rJM$i$;Em|I(H7F63v
Ey=FN6S=(hO6(t|3|(w0@b76L&SsSe4+wFGw^#&jvA0X2wr#?BqlSc@mri`Wj<_8&M%o+M`kL21!w)b
V!;c=({r0EBXuQKUg%4I>CzXsUiLo}kWe*=$oZaUFsG#R$um_uA^Reg-!GMZF4GtsA2rSSh3kK!;G0=
?TaVp95glmrHvf{>iTUz8F3crn=TywXVSi1}HLnXy$kX=MYyyTG>7TWJ~<ePr9z}>c;Rw-U__tE8<%@
cdxg-MKVj%aGtM>_x=5Q9(MTyiG>AL?R=$L#GdP;@Y_&Am>K*>qq`P+nx7da7TZ2V{k-2$fT#)`t33x
kb9u6R&#mG^I478v(EWbcrmBy`iTI)eO3X@$+p6@<7XR3J`X%k4N!qo7=ew&c+g4Vi)Rk3ct)ss7l*7
G!U+z|f0Gb&WsdHp*_wiBFxaVkre06QHW7R5=1<clGodEAu_xQ6}-g{l7S<UEcpq_pHYDdDVK9skT_=
_!61MEGd=I}|m+MVPf2V2w#ec!S?Xly&P9B6|>`f3b_8elyyjO-cJAJ65V&&^e~7|-73>a~iy%R?=q3
&(%!89E(Tu>~v#=3Fdr`BWoj*u2BA3wp9URDi0jVV3F;sT=Pe+zp5ODyH4s2TNg${pB>n0G|t$RmW5(
w)Jm@g>H-D&Z6Pbd!ZRUp*IaY4`)^~{e{EG_dH4QBuN0qyZ<JqN}Q21zZ&F(j;k(zS2VmkDi5fqXQ|}
=7>mm<oz~zp5OB7V@3T`CWH4S|-VQ}m*$60~!lna1{w51nlbFX|s1j2_^_(cjB;LjG<{a`>Lq|(H+&$
Gxi$;5o&-0b&8}4UGY^Nh;WbXduG0;m6HarGN9Fh?(1+uWn;u{iyc9wZ@@r>q5-#>!o@qvbvB0r;$5V
8cy_&l=x7&1J8!huJEj#`f7?qNJ24O|j}88D?#du&!czN~#WJ*GRxT;@{gdl~A*6vY?hw=GItHB%vPi
?Mi4A1awSeM$8ES1qZcL%owMl_o1wU~4Mh!Z?>K4RQmZ*Ofl{#y6sJ=KUFVA9YD`F6q#Bjzf>V36Ow5
b6&()Z)y!2X{gqy{Ow0^aUG>3KmgJP`Fnt*xk9Gxw$<T`)i8WJ^<gqe-e=16_gHp9D)n^dWvseTcdka
(Fr)PlG<7_XBPBlA|HPp+bQ(=d<&J8-lJO6ffK~;_4r$qi&eZ%YCFoM;&}t;vkRC8hSd>^I6Lc^oArH
N>Tzo-nCZUOiR_fao`kU}na-`dzy*~&lM>Lw|*;3V*GqMvjy8$8*k&ghIEG|MycsmSzG_>E(wmk%>e-
=^Pp#g88W2rrW8&SUv9oJ#5P^Cwsr4m6w3_7{tmN|QBn6(WFNHhWjwHj_=-apv3+(N*wv`$_!OsYRg&
Qyqp{cs5`RNmn&mo-oj_#F8m7iP2aPci3`82so2_4_Yn{Qbr9G(^Ja<EAePOXmg|8OPu*<5##8&A~kl
1%NYC&Z_1ZdMK`GjszbCq;1NEc1`9mbqkfFmu<r40kLIG-XHo*S5v12*BxKGc@tWd-o>mpW}X{+Gq8H
ndiZ^LTSC&&uK}LVVpU~bkJ43h)cWfou?fTh9GmGG)qgp1F8UMAd_fk*qFd09*NBr@5E8-e{9Qfp@tF
?auBHBbMwwL-r}PmH)FS{wr?VQwH<=~yKtV)7=`*#4{_?4^E|xz&imKmDNELZRh7ne!zG-2TjF}0=p`
Z|Lh{VT=)H;I0o6=jULcbf?BjK;LHPBAz7|7Gq+y!*Jebnq^qZ>#GBWyieLI!E=jrg$)k3mAd&rOVXZ
`okXtW5xmv>(r8+#A>>GlT<mrLE_Ezcv*S)}yg>(9mRUH^w+Av#6Dnaz|C3@x4N2Vy>bv=UXed+(yq&
;w74n32Gipv^U6M`d2eHonlJ?APaLKajT!%lbj8$s6F}45Saj%zyH{hZ{N|wg*D}YA7bKPerIZ<sJ-X
sc0>I_cU;Tr$#aU#A*eF=zUGaBiP(8LHl5F@ViXI!FjjfEtn6sg%Bas${epAS=N-q}KmHqc&#0GLt7o
W4e}~fnsy=4<;G}a`5(|bD$@K(r&A<hg;oPb(N(npbo>oCp<Aor`u^4sHJLWmO%r`9)Dt98uiybxUCl
t02aY3Yd+m6;${Sr*RE<D~n&Zz<@a{mo?@r5s{lI4gWzO@deMCyE~C%tG(6|M@H#@nsj;e_%NHdZZ!t
M)uF4zt5>Co`4V)v|SrY)KM-it9MdB<Wz|+Wj_f^Ab@0J9>(zjcTN%{J|N6Dn?CO+xg{)>`!)LIbrpF
>`0zZBxP0QP9dJ@`@OtSXK4VxUyo)gY`AM{gJO6V43r@fKdUODKb2@xry;MW38wMfS`&H=10>P<697P
L*;l}8R-^d<mXJHF_LmCq@+_0Pcr#NYEXB1HvZ75dO@Nj9SJfk~YCRvZzT%@53O~{s2qQ0{<+4kM*Oj
n?A4p08Cv9oGvO-}mw;+Y*@Yd@9`8tr-Nk-;#0Lpv;V1lb(VM^7q^-L{h$#FE)g>*LgT4m#ntlfiOxw
A_zX_nBD6F$-nV=4QR2Lpp1g-Yo(%ONs2V0C`T`cyAp-zIiiTTrN}WuAO?ntqPDQE;Bde-fBfN(Ph&U
_Q!h@!<eUG-qf*()a)PjMH`vlGXoIG_TYWxTR(87tWRwq!_HipL{m`e5eYHKv*v4!oXF@1p67Wz-+ih
bP>a}AsPGpiZR(t0U$*cMnw&N@kvg=mKI*JkKPpbWs+1d7nhH*Al`v+P$bY=o<C07fU9}vqxi_cpU7t
gy%v_7&$VqcnRD&zU*;X$dR;^maG~8TLU*uuyg@n{n%ZeU->VB-|Ac}*bt}ndX$e9t02phlWkG|ttV3
Uzye;?NSCvtN<bZ%@LI?oP8z3IwB8Bm~^XQuIn*ps&L#TS(CPfnjUs%l8{wjPvQgp^sY4>X<4_pxEej
-LPHc=}QC?*Jzu){vrS(-j7(bU+~Ik8l}POTMGR8rEqlSm-n*yqh*OLX>zmZ!$-*nmNPOO%=h8f&>eE
67L2Wc9H7UdvcIX_78|j-&ky8P!lo74E`KF+Q-e{mRnx$gix7i(iSBZD-#`;7xg7*yUe+2aZO98<ahq
Cvy$&a{l|lV=QaQ!)Gv|*?&V9o3D=C37InYxWVB?u=eGgSF?0hx7K-vAWWyD&^!`bG8D=5M$CM}+8kC
smWSR3IdM71oNp?g;JPjvOmC17&1Kuy59V55`S2Lg3oOuo07|yOt)5*S;TpAjx7=+&PA)<1Y-@I&IwK
p8B+JloBLba~yNAsWfHl~Y>_U1ybqPHyLMLgGQll)jb4KuL8-deRPJjK&ah97qS&6%gwEO7xpf<!Kj+
$FP2Qa+x)9O5C1V)fGEoK%`Ajyi8cul)Kzk4rNox#7$28LZzL+2&voMBUCF?@$s9R8J_Vj)O|>73aI7
oYm2brNxw06heove5`!U5RLe=xU$y9Pm=DtEIgI;4&$!l9(DgNps6t21od2qOx9|5e#y2%V2>)|G5u+
BQs?Gy+d09*U(r`_dKgdBx`d`dgV4n=!SW;>etK9PYpDxJN5X)0dvj@wiBE9S#A!wl*_fMh*IBNgg5x
WWw3;E<?J+SXp9F^p3|Nr$?6iuA}7zia8vVS6`;lc>1d)?v_!$bsZd-sR!T?KOY+(J5ASmU2%&+F6>5
;1{fvr97!;|e^yY3D|FQO1E}P@B6=5nO!F;{+evkef_ckr%215nEQB#~^pzc6$QA|_Iq(dM?RPNRIqD
_hsCNi)h+6}?AMI_~yC}%-I#wl8pCut33#Clx_aWs+&Bcx@+5rvOGu27@k|FlPtLzKrb`>EwoPIZ6>t
PO#ir>R<qvG#o}IE@76(E;yC|4f<IGP>|85arV@ii5kNzE1joLxpSiv_c<|<rZ*4odZ6Fpbq5<mpOZ3
#^<^QhjXIA?SKP4s|TEZQGP_rWSz~_DW$$&o$KG^zY)-2NxDRY2gel_eR)nx+F>bGbcS`nJIhm>iFAV
FV4_hfD9OuC2aPd$jhCRt1xnNsEz^(Z(AW*EVVDDf#~2mVxgSt<4A_oUR8xISb;%^ob#LIqa?+E1b75
)L@y639cb6gS%~fa3llBSRMYNv(!+9s+f(nAYvs8r{qC2+dHl1%}*E=Hws}#BcSOSv+Ih}@hk8p2ijT
ym)_n<Q@G?FRTjS&A*Lg;+$33ClvtEe!6FTu^FfErXdY-NiS=Kv;I931eF>OYKUl=dlrPz;X<gN)FQy
A^cL1a})pv5<%b4@INJ2bQnhwPxxwxmW|L*0xPqbGK!V?P*i3GK_<99^r$jaQkG!9qQ4q>+RLV$zn!A
17PWx6ud?AN=g#IXCk12$00gZeO;zkIr{Y3{U}jlwKQnhJy?T0<FJB3W?gXxEeuN3`|Tje8zpdq-1}N
F+MMEy8-jf2M9ZmC#m|CMgkcfv_eZ2`G+xpQqgYH~9`*v6EVSFy%a8Cl;FPDTkk1!)*5T6&*Js?Os<Q
SHPBFu~c6|a8^+m32gL|qN<j!Jm+Dt#Gs~gPsD5z>W3u;B4_@0-kM?g@IPFu6xT@1UO_1?rp%bcEKMs
02PK;>*Fs(g$;yZ`Ob-haM4kXk9|30Q4DBPififzkgbW@gyvAwoBbcznSk?1|FK@|BiPdO@{spl;j6(
Te~=jGX#6>y@-eDD3L<RBs+&Xu(lb&=xk~^C9@IBUER94}+td55_!n+i;Qnx8yX9EFSNw-Cp7(J4>K3
JC#}1x*bjZl<Q*aY$(J8=BYo}G;eZ=k9F(;8QHlWn|t8g==e|9*lKHOI;sap(A!HINK3>Kg4rk{eSC5
}4vqmgZ@DBYf$w(Tg$uvP*wBwy@pHIlkO6R%2~bZVo@l|cIO>wU`+_9whxDost?Q_*Rv`hmhUPN$Cmr
W<jP$1&6!bDs99#(w2AXs<u5GZ{sGo}p+T);KM=955(o1Wjt?FJGHZsXp|M4gClwBDx&bL2yq!8vgJ;
cZP(&G+W^`kBgQcMtEC3jsJ#mQTOo$F+w3@FC?$ICb-r`tsVcclyQ9+?A5#0Hh5KkkALz_H<1qHjBPD
kGv<e%}a4H&&VjO9h{K9iNSXStdnq0F(R=!MobcZVc}>2&)zU*6h8evZ&L|ak??mvbfU8kQXXEEJIM%
_PR~W?Pjgttjm#*`xHM4(ZVsHUjWnL)0g9x1O;O<8;{o#QE|&CA$#_{WM!l_?3|Q5kT08#p#!2DVl4_
pIVoh+GPEX_BM8UdM><V@&`zlDbAe{-B^uTHe9*$JZYs`|CicSYz<dB-uj((#08iKhHhLr6+Gx}2xTe
r!wqZah9r<E7@+4M!<X55h0(`1=luZ>XKegy6ui?~^uFD31S9*tS;PJGyH&3#W3lGxF@p0XO!Mn2?B>
%dn_>giPp1S0>`BIroxLRX9+vfud9;}K^n)`(nU&;k0D*j`#do7$JD<zK?HnzZdH{K221}+{%m^}%}b
&$|+kIBK@$mie*z;W(ywMR`dxztSI2&U!LwJ#;%)<FH3RVA&)Rx&w3;K>u;2cR3}uk>_h!S5J5SHvFE
pk_|mpmWMs$Sc*dB-^ZHY+14wmpmI73oNa{5KC<hFaSB(U#0uK`Mf3kz;>z8@b){51it6$vLott$$lH
z??bd~ma4Dzr*;r)4ofVd77>u@@OoX-VtHe@inK?%#Ez+mlvyogWS#@<Gx1i908*|Yt9FE5GeKJR$he
paN7mrUruGn5S8X}g(Bj-a*?rSn{CJG3P{-cDzN)Kd%bzUHBceiVqroE1V6vKAd?rE&FIS);E?-Vyi2
E0{y!?jse;(UJFDh8h#*$m_u(vDVn+qnq#%GP}SH)MEeuEH2>mXS0ya1R<=AZTh=BD08*a6EjKX3MLI
O4wYyt7-U5gdwAQtn?c`)=@vx|aYUMUr%SI`tCzEmmlLI^`h@d_}wM%}7ZUM)>T0{CE;xd99Qs**Ea9
(wm2D%zzSTxs-RG7t5>m@V--ji}`OzIOgBSE0N`>azSAD7y(32T><Jr#G@HqLnrZ@8E{I!#@-o)BSop
hSNgaIQU4_$V3%iM%$j8fVL)r{ttm*CrVwa*HHVHEHR5?Ilw0e`;J^XfB{r6CloqZ*?YhPEt*Xy8s2)
U~?@fkUW=AX*-qNIxI)K#tTI1@vrUAGvNe>gDpbO5fbw3~V2aPGj?D2Dxe+6Jx4m}@Y?+5WunC5v?A#
US~F3w*FQ8bu72=1C495b)&xvn>XFxEz-E8lnP>1o`UmJ-G?$gAbOCJ@qF6!^S<<NhUmkmge%7rb=P@
UOK)Ln;K3rcdAj)BJ-7tsE5hfLu`@rl2_se2RlF%iL;R^<{9T>mi-*;YC{Qh-!P7HdoG6ba0mY_GBHB
&!l{3B+kIS`j#55RGcR2R$?Dw;lbG|CZ^OY*+c5u_)93=Az*9fyrXn*ddzWca5T!qh2O32<nxugG%S1
)JL;PJUeOL^Ynw(VONRj+jpAKW-USVTiAF_m$;lNzWtz`Rx~a`Ne1N$OotzHbjAYcTCy!Z>e)u(Ho#1
o;_aqt<N6_AXnm0K+SDoiwi4avuq#dLXgc|TSUJ8Zkw$qB{u$J3$fpdEQCdJ{v?)RqGle)fm1k$_1L^
O3o&<9G;Mr)Z?+Q22CI@YDeSVdy2r!C;No00xu#~_L5!`n+HA{s0Xp1Yoz#VSuBeyb0lUFU5J&7iAZl
*izLoxB(DXW+K})hbzg|3(b?>fk%Cb!*Gg2kOWlBZxxY?1f@`*W%Kps}lO=9h#G28m1S{UbR8aw!{Nr
7_dlYzeg>3pwu6qi;uy4ZleY_;$wr%nuXc(rT3H5NR%AzOg9H)L_4{h@1ZG3yRaN^j?4!h5h*C6xii^
4v7W^PLxDG3+3KxUw*-~a$`kqILlVHiBRGO5gkFPvSv5y!&Tfv+hHR&LV!}QIN(9=cC{Qb6oL*sK^>u
7jX0!GQ5Ciu=IDOh7-gl!k#!6BLZS|2m0ySoM*#KauVXaeQAJSWI>y3fRPM@}{rj1hOe0*Go&7Bfc@l
*uB`X+_AP`%ioi|roWc4YeCh}4QXfZdCKrQn@F2sgjzFG00Di7wICDmHP@B)GLS^}d<PWp#HUn=OPru
ZS-hMQ~w0t}^BrdZeDy7fzHor8eXyt;<Y=*iOeJ);M_N0_%s!15%2_ycnEBVl@Dz{pinFB?x@K_3r0R
A5=&41r7f3AVdr_PBzA)LosYM0Gcy?atoij81cTmu9^$=ycT~B1XPg^zpJFfd>R5}b$x6t8dw+oQmv-
Jax%Ozl0IO3DI+olOUoFhu+RNeK30rkjP-XDJ-ryIhHSRa-)WdclB!<z^sDlWUGM#yV-P0}V@eVv>g>
dN+C_rl`t#wf2v>GT@D7=Xo{wV5{dQYr00DSbxU7MHu)js{3GX1J=6mbt`1+n)hd7{TEQX56dbiBj6_
9C;I>FQDoPDP5p2&%rc`oe_U9iKI&1|awV8x)l-D?uOi1KucdY<ZuST>EF!ZZlBq`>y0tb4GTQPvY6{
}|1$_ffXHE5E}gzga%kQUAXW1PViR+Y1p5R5>)fd82Ly(_TWraV;%O?B9OKFHnWErA)T$oh!@v;xabb
_cnJylnfMl5;x3Mv2J0los+MuXc+ezBs`<E2uOnDc7k<%d4073Q+Iw1&`=4FW@<3?y!2>EFsc=i%2gL
XTuraSU`0A-k<o~LgwDp2eiF}QZd*KP?3Hk_%)T&iH#C5fTwvo;f;RzbmM}ehtu+2`9wKfnOxa8c%Xt
$PE8*T67cV#g6jIo+%0v6-;?UPK20rj)9^LH<t|B(&#@A_cRli+@yY23_9FTD0{iFhWO4{iPRN=C^t$
hQF)c=xOfV425%3qU#`D5)xT;D3x4Gwu|(23PxQ@wrPy$g=?;vntw3s8Nvp|Xo+y%mbJ`=M$V7F4}jD
mzazFQL%7{e;a|7C?D)ajoz&J)mABSii(&QNTusWOsz_&eGV%BV9)Ed?UepGwFIWTGc?XLY_y&=9=&W
Vvla{yM7#V{(qTWX^N$70~UUUeQe2@wT?Ois3K7)FIm|H>$?v*d;F*xlpTMLtrNEZN=b5j6RgzoOezz
FS$V->a8uX5UO1};YT~mbcD@FFQA*ps2?8DXcP6lz<O)>D$@D=Moiaa6aRMiiB<g+Tr$knC@Vdx}522
JM=Kk70-n|P!%9;nQ=bC1;)fB%<SNYggYefcXbJZyGHKjLw+TBR(T{1lf*V5Tl-%)If=@1608}{Vv@}
a7+!)4E%uD}h2s(gHYodlGfX|6f|z=QXoiPJa|%RJyZ6f%+32-D+`<11tRrMnF^F4cE!4iKOd=mRr=A
1+s#YQ#2SZc={MkV0dXl`$HSTAbbr{^bI~F0U@xg9fP_kNXji0q+xD8wIR{sy#mN$I}@?^w}ZkaY_3;
KXCiQqY=Uaz2OHQGG9;8C4uLTcsKAdrd0g*rTfru73M<)Y^{}mZK&0u2hP*|*H>IBL(9H^J~<N5z`}p
*|EhaLNim6t8>q@L-&FXgV%ozHUgDK+UzhPdfV!!fv@_{SmL}jYE;Z^$N>RwBHzjApN&#A<vUPvi5JH
gRz()^$a`llR&;o3C6?#@yJ9B}_1K)OQZwVR=P0weRSZ6}|7C*F1k^saAO(rLAcJDw2Fp1Z*2y{u(p`
U+@a+oL!FlS|zjZ*@RN-`vLXhTy}7hU^JMK_M!4?YJj-qW78#3ZLnkeA_d*98dJzmvVz*v2pw8U1f7B
@x>YB;LhnU{;-Xgz05)_f^ZHe9MUw^^|QGk2RQP@Dh6~7^HgPG$p*|$tK~sohR{5B$03BPz-4uRRw(<
jm=?n)XQ|!%1713>4W7Vd}WmKvr16WiytXBnle6IvIZlNvp%k<#>+9S(2{Be8B*HXSQ&H!49Eus?4tj
0`Z_&5S%X8%a^bzN=*-pG5a6Y)3HBi4OV53VWumVc=pq=eF~dT$`h1;RouK}@-cl6(o70(cjzsVoOWf
-Y`V_C#vA}fTP#QA=#ym8hqO9Z+sEwe7FTb#L{`ZvSg=#P)sCX}s>;xwHh1hH5IYR@7B-!-&X9v$juZ
fw1;Z9xy>eG)&(rAeNUtmFMob@(itj(c?G|Y#S9_g#XbJlyF?1encYu!_sQ{}iK-8X+3pWmXiZwt?ZN
#7;n8R63DhMDBeRC43-8fYSo1azQjt<7~s%s*f#Sv2>Gc;KWb)>N;YUE(s;0o9VJA%#Or+3rR}`3*#X
TX(@S3yI+F$gr4lRSH%%N6((7Mru;>YbIIEKq&VkL&-B-ytg+Lp`^_EiAp#s!h8m36h@~rXqs@fcj%Y
KlNJ_;ns5>rPZiKaH%#kQ&cfD@=*F52zwh8=Qi<lEx-AmmxJyHzeCnI1c1b@~PLrT|9!D=N5`PjKfph
15ABP20e8gy<Qc?7Rs5xN8a#;VR>h`k8`G?g+TwM|zMvyF|(HtxVj4sX-Pv^781&XE*E7lJ)w!;h9(S
8{RCXl|Hk18dkdd+%#az+UBFl6FNpMNDB9GT$r`QOnVYX57vOjT;4vsdJx_I2osl|-?FnVvdx>P+q!Z
hJZlhjPH0BbyEc5;`SHVMv^--(U-}kd<|mdGpW*tn!69F8!%_aL-})Lv*SxrG38AFs*cq_T%`txI3oo
Ab%PN8)256v(L8R#D4G*`V4W}H=un8u^Rky$1SyfKv}K-XoJFb%NNDy#YWyC+XVp3KDh7wff$8}6mRi
^p0|=znqEK|aprvEgT{qbu__mVlWPsniO+rB;8@@BzDSYG1>mM5K<Zzw5uK#ln=X6z<BrX`xGk%C`o+
1e`~-7UdTrg6(@s!!t--wlx4cTuT-H^1I;FFUXMwBf<ooJ4>vz(U9by|Y9Dg2itdChV>wdGzsi5uxT9
j~}ba=d`Nx?A_)GE4ht(rCZxoH`;Mn!Ye3KNh>tDjTM#M;hklxrzArd5mE&Q4eTW+x&sURCoYr}NjY1
~{@>x}ZDuu3l^iBlVp86WZUbf<w?D&>e>TQ(NIZZcquL$E!94-sXVf=NxtP4LJy&pBRS1P?}cR-?!bI
uvIpZqvbz`?$-rB)18ntKvP#MS)v}l@%27T;uQO+aU{ZS(+IcER}*s(X3gHR>#N+@*JLH4@9PXMKg$T
Yk0(NJp)v<{3eCQVp^6CDz%xXMM1j=EB}5tde=Nk_U3wusZ|yfr&V@%!nrX@KzXx`VSN4OnGpb<i6;$
?1e(FXXASnFW2GfmI4PVKuH;yeWg#(j|kXJ6waDv6|*%WR#;6-E@Yq6F}SDby!>wS22ek3(I-%WO{+{
mlv?m7v))$Jd1EziK0TVj_$=!;dCOh5YU>^-n7y{;OPIGC2IT8lVOa3eUuhO^B7_e1;mF^2=|^QW5NR
gPL5KPq?n80@u1W06CvRT>{JG<Y4zn;n&$e2i^G5Ig$aixT@zi%WG`&50oMTd_Rf=>bnxLEVuuCYPQc
a7D~#_)8DYmXPWk`<rLpXoJ-KoBvQHLn?txf)ee9nBB9et8Z)kVoKbqUqOg3$gbZTg7>Um&*cqW%CTD
rfTnK6L<8ALthet_8Rh;fEISr{W83TqX_R1BF(HFuO3D;T6o8o`Le-OyTt?<;kLgHmd>TY4vgW|Q89L
7z8`+OF2nOz1g?TuY{-$FwUJ4Y>QAf;-n2hmeupA)MEg7@}ubvEdO}8()Bycy~k>7EhGJZ4&t9z`L9n
R4{GF19{6e6xNHa$~_tx{YYnY}|s(Ix(ovr{9FF1Xzl?Tc{6alnqBLt*H?&sD)LxJwN&5(p!WTQL_V=
<?Y>Grgh;_9PDpcXQ`}-9u0oJ**a&MU|4=Ww{7MjMy`{x)IlokkSlsm~$dQ#t=P0qeXRM2k-8lX_w85
`7U0*x|Dx+0Jmg8G0Y_M{=fwD1!x;zyRQQqYi}k~O9y^;R9bPJPEUjaF;D;!5^<HpzLbF2`UqN{UgsW
1yV9GrgocqOKx%jOrQOR=2s?eKBBfT~r+3*qrv4KjPDRb<va){V5)?<9l2YWpnaj(2_!5mSdsXgh#JG
_VI8|*I27+R`NgeUcETF$g2v%7O0|g4w4p3hdeu3YmA;0?AY0zmgGzKb%vtV^obO2v(77}#0*gqdkY^
|6q!?W)+1-F~84uOib5m+(?o~yjO_A$XNWNe^@7BCJqZ%sC<@aPi$u&FFU>QI35nfW52NHZp9G^Z&NE
3LI+D>IF>u5J+|Yd-y}^{@Hk^3uu=AFifFBNZ9`fKlR?WYUxS<uyAlsWH`K7yEL4I`N!??Co%FI>5=!
TOk=*;>SpT?gKj|AsXH21N{cAIv-bHNUF)4`98JHO^8>?!Yj`XbjXlvH`g1HSQD;(2hDAd{zmL;gBEE
yQLBClvCTk17lG_OClxNTdW`)ZoSa+qN&tengjj*^MqLP*Bt|0*VcczEM152Hc$pzxUXKM*2#AgdDtY
#Y#_B+|xXL20;;&FaEe1T(>X7SP_yt@=@(*4xe!4FW#iWz7<e7KgoUON3QvYY4j<{@C62cr)pTEfsWN
+7}L8N+%2uEWmRkicgVsKB+s6)@IxK4B7#Yne<q0x!AU5E*&S+b39Q`WvaGq86M$NAD?9#|od{c|!Pu
6vD78<h)}`?{WzosQIsje;tNjx5lfI(Las*4+gPCE0cEiNmjV+KUtC{5@U!pkQ{YERHpy=A8VV?H8Qj
GaaKE0Lsb(uHg7A{6QT2g~fS9j&xtzgui<5CG7Fr4OY9{FarG72=gOPX>Lep-E3$riq~Ck)fA1c<c@?
w+DZqA?UKQP61lP6Nof^otP6Uj<g&`6MSMPyZ@`!1uSgzZ$oBG3pwy~9Ojcn+z;ZrCQr);uElPwmZvs
Zxb!yMIP#aB^#EZu~la61^^C!J9r9_f&forx<d}?32<tA|!M+x`W7J5``>#sX;BtXPT&T(%-+2`3m1U
K8C`mpd&o#0Kn6VG1hqguqK#U3JaJDP7a3H?{7zzlUp600Ptdeb+;vk(<C5ayxbb;=ixaK9`FO(bM_@
2&yPX6QEy2EZv6DIUxN^GyYp-ZkueD{YAQJ^1_rct=job67TzCaAnTh5x=9f3rwcJk(Q#))?369BxJ`
#=L%ywRr18yZ9_s+QqbMZVfVR*}XA;8vqEj%D(VMChD90|Lx#|Zd|BLMojxRX9=!J+9WS*@prs5@sD1
=6}v=G%*^e;KVARQa+9SNP6J?$II@sf7g9w(%5ssA%Zqs$rEN*O2%CGTT{wrF-!u84sJ1`IHS%r?Hq_
uXgKwku(SaC)#|gcmZNZGMms5lCo1hln>!K+wL`NE0Fd(@|=%v>`o`m=@kk2?^y=nJRJ$d{ig2Mp}83
Qo%>c4p5IT4*6tI3?*LwlLV&j>kq_11LXb`HR@BlsX1_PR8G+-j#Nre+_REPTKp3ybF07DAghJbGqTK
=Qn-0}TiuPCqwyhCY!A(e{w{f^ftcO8Q$dy+sq`UjDz5(y;xH?v#}(rfG+*d~2K*SfNGC-B{{p%Ii=T
;BA5l!6v;qJj?2FXap*bzple{O2&G++!sTrhs#XrgX8eyg^8sTu_4R~^;S<rgr={Oyxi7Rolfk-Ql~y
V!A+4PmJM=yEbyBm00%=KKAYAll_T^;VW)}@<Mi2V?4@~7Z*8xZk$fFkvQP>U?<~*kRvx5Hk4{r1UrN
JJ2<McS<PLJF8RG-7RAYChE{gAi;wAbQ*f$`dt};XyLk{!p3!N^x;|}d|G&NJ7KZKK#3Mt^jcY2yP`3
5b#gYn!ZM%mNy(grn^<<kT8mly+1Yca*%xzco%4ea}J$l^^CcJFW2eGkZtoSVxB3!RVqgqJ53*N|2L`
V(Sva3IXB9*70Uk^LhQOVj)GL=x3OazG&d5O#CeYCZ>pDV3joJn^Q2CX@iCHxL)R2NlDdZa1Q*5*^$U
D;^z1c4ilXq?xQMf}BZN+oAOfO%zF{o9V63dal^W^u7Z+v#TE|%7JfH9)fykSZnx;0giA$HHe|8?+Cz
w=6}waV9jF;Cr*>{lsRq<bx#R_>a@9DhNURQJ%+S}-frT5az2klvP#0O>?Hq#r<Bs5$TG6djATr(&H9
nS33K`$440~nli$0-BrEN7xH*hgBwbtOb{fy=91f!%jv60zSW<M#(?D@%ZXVzu-mx9V)n$d<m}y+~H=
BtC{L+Vgx<2GPV343Kx4?;p(U8bT4o)h^MaWF9`hwRTVolQg>MikQdxPhcDy0sDh>BW?v`1Ny+t3@2<
vL6mA^luD$mJ}I&vYM$f5YZ&6<%T9qZ2(YeRYUJGTo55Y5<~xf*EVU-AM8S_;M{W7)wXMC!lA}>|WF`
nwc~xwITngkla(SrzxYZ-KZY6nO`|vE$bu{3Gn&X!#4x-?bBu?*f1>p2$ey6fA^On9|4>U?-wiLHsbE
#up9!%qoJ3z^mWjKWbzMr1Lw3_fW_XfT#y-p$^uH6<_|TjRYhG;Uly<xmU9i&V%xrP@KApg#U5qPgNS
sGZV#|kB1sz+fKjtyExUp*o+p{%?2=(o2GvVepAmRLhk^VbZs%Omo{|f5Do*e@OW9ZaVnQuy=f>aaE<
<{pS&Mrf86vQHA2&9SMnAzJB%t%=Lh>KG2SWC6xBK0GBgsK$f&BddGoO7~)nU5DxyQK+gtfi#h9|H%i
L(Qg(r)chm|@)7$VeZ{^sx7|1ci?;jls*P8MHEWkga;^`&9h+GWCoLyz9561Xqpj^XKTbL>YFwUFb!4
GRzu7MXd(xXK95?*Xe|V5!ukQMsE%Ed@i@#=|oBX!W;9Z_|2LPr<r*h?3--+JD54j4tZ}*biH|Wu=eK
ulwpa?M5=8sB_E3bpoWkoCoOG4XIu;zZmk-q52S{%x0KPb<q5XhF`;!OmY@KEl>mD&pO_Ae-%LtE<DF
ZU$O%51^f?c)VvAd=*t1N078D3#aOeB&!-xiv-;EW{aGu!tBtEaP#kMRD_L%DX;b+a*XZoD^_pkK0fL
p`IQ97=MQi5o3GE?4xL0+gmni6~7a&W|L?-q{(KK1>@e6G({7jT?jr8hqI)}w$1HR4j_i+`<GqpH{`!
mIVE|8H~hf{hS9YgtDH=`ygrQeK?f4srV(38$RxItggIA84T8soaytcL>g#Ohc_MSgy}XSyA3lS?gx@
`2M9-Ux7hfco8RY%jlqC_j!u=@XQ-onW?zfWO9|y^9V>!7I!yu@DIHK)?tW@!cwfs&KD!Sk7GW;R`WX
=!4GRA$b4N@+YSa{#$oVZRpm|d>Kj=BqNPPos2@}rjp54tN@J_{{Nq!@<%tf)(A;Ti8WqPs^+&UDA_e
Pg-^|eK%ux)ONy;wdJ!Br5rKyT0wKR8gxU9gO&3GS(m6vZp1B{8dzof7otPwSv*njq(#%^>-$K0$*>#
e#+gX898)O$?+bZp%8WOh$9!qWoWFbu|%bjdPA`3$X%dt~O?`~By8{58wM+@ES97V8UDT7f*#t)Oh95
1+9f?bA8{A*y<XN-86RW6lzdVhc?DNl4ci$V3#lq_W1K)3&7~xCDn4HSOke=}4TiX`i<RIH7k0$(>Ms
?<}$}XDX|dv5}5K#^NhGJe9ltDm!Yj_uk4n<NLfixT(8KeL}zwCWq_C8BWq51#wu>dT0KaCf4=r@#_@
y$sb(MmslUaGNIATOu~cQE)l5nukFH}t*$^kBQQQpLj*^l%lzAEah7U=OAvr6w~LkCi{W(%ZNI?3Au3
E9E5$%AO85Y|4fvPD2|2+sOshtk2D`8hJ;k6kz9=8<pzAjB?obG?D6u%%bp1qVBzv@}PK^*UKEKRG@m
w`6$dt8iGJpjEI!Ej?fLQ}K%;SdIA(wm(s8<$t<7)YMVtw!qiqX6!`8%eiyNxEmwSMUof*SEIu7g}K@
E)}@hY=3C+>43ScUXmT@&3vmvm$Qcw@{R_+Q#Sog=U9uV{hD%K}B@R3$9xirVsv@v0WzEg%1+n)!#dx
yY<0yb!O9OhRGVUxP@V%fk?~s5U1dQBR>+j441F#Y*%7n#JF>f)f38)8=dRq+d?T$sAqMKDvS_^y%RU
PP*nu7Gj|?2nqEIwc<=n`RF(Pi*N9Cf;+_WpQ?R;8Zz+XAY8aPfRJ|A6;S|#!pn8yOuj6w%?82_Su5_
IVF*Z8BN}f?F@RWUAlBiPs^<{AWMR&qVzxms%>X+mg=JAybSR66<m0B8*<()Iu58NCIkq7#$k9k9d8V
gKqYx1yguJzy;Or8>c0RbE8ROR5UhSWO_dK{)X(5ANRJ&MkLVc^j*^w&rv?AqF9a5$_T%nJw*tKb^yF
IAo{Q*D2ZZHG}GQ>SLYS7-dVmJy-3&jGV&vn7{POqK-8eYP=V*5bJj*1WWP4=)-mY0Rzvftma7bqT)+
pUVj?^`Iz>*2S%sBReh5pwc_ly7!=B2QbXhd#nuAB>H4}vv#1yTg3C4xn7F~#k9vfD_%>@6eS~f9492
S0GNl}U)EB6r4}CvC3>BC<#r83>=oavPhnxGz-yZ@-ci#%^h(O;AlifRV^YREPAtnUK4KqiFtqjA80N
I5-lJ}vWgnUhD2*hLgBa1zadq);@|(e+yQXzfDfUi~v_N@?6@?f66<C3*>z6qyyWk`1?It=MF>U){!9
Qkr>?fLwZD-??UT%BoiM^s9KviIBYL$*i*w&YqLTus>nsxg5Vi4M}!ba&Z*7h%bi5!Zd*k-`aGg_R;F
#(-1$Y`YmQEy})ar_3c<uWjnWA+V9lw5vqHD<?b`|d{oHM-W)RM^lZbI2^ztm9st$rNu8MS@Q)2nmg)
Q$H?m!xuJfbr)pXNTZq&188k5H7j7ijgTcBCaP1qITdV^pK`ToA}h&C>24bDFO<P2)YF~I)Ic(DP!&w
6ftiBaH|?jgynl03y#9|3CD`GR->m#ObDX8@xWwQy_oJo2(fs5x%&w&;#cUSFr%MIKoywzwA)b{(qGR
%#3QwSYfC;t=93LF;DRt;ZYE}p*saU73Wa8Q(bv_jnS|d%q^U-($3`KbntyQvBWtI#-TIOU2v;7Yp*5
U7i)&&ox)iho{uGtf|!C$@>7qjP`HgfH^+_Lx$cFR~mozMIByqV(i?fJaP*snnAmg~M0YTXrD(Qp(US
f4qZkbvaIwQ<YMIV>q}Cl;MNFQ#Uqjf=!&<K$R8U3R5Y+GCN9TQ~@#q^WYp2Q!jFdYFbIj09`ImnF!%
fKI^^6gm8)p1jRwXGEJZPfT|CeTx^6zw?=q!9n(yx#hrvn;BJQnOIxiS>}M>wmPazeJt;53N59pq&)3
idse!$T@S)L6mfMT5v0<vb<p;3u}=T0a-e50jE8V#>eFB}4v(kVy-d?MZ~*JFv&>>Y)y*tGzmgBy+N<
<yhG;H4VRArIi@h$A6yW6I+~u0lpgBwowindpt}CNg$6kH|-)&08^jEtizAt1lk^~&_yGHSwMZ=UEMJ
sTTGDs`Yx?eMofhqO2a}G^8-`2?_mOL!jGM|j|*MhK?R(;(A&MQ1KM<JtNd65rx?EIIsNKo{Gdau$7m
Mn}}%|(EpB_=78ekaF)%{2t~tVFa(hO)0O{=MeVr|>@k86bidf@6L_y^O=C85)9(BL70s14;sh6SNhT
H}Zyn6zc?N$Zh}mV*ymmZTX$a4YHoM;AlQh?*#Q}P#BeJF91WtP?NefaC-GB`4y(B@2&dcFfTeCwO)+
KU6ZAKQRT;1%)(|}woeQ=D$_e)gCpI?(DWNr6dn+8m<wa<jg~ydc>VpbN{`QZ{M&v}AIBCXQc5+~!wF
Ke;7d}Rj0Loe8nG&PKXF*1sXrSy7g*p}k#BZtKE)8Y#h@#>#Q87&O-)tCO5_UkB&`zjbbKzcw%LveWk
?Q@tPTgw>byChi4?oRUcD8C?2z!ITpwdqWOqwtEtE<11GEh6Ve{hlyVDiC*XitV))?%0`z52;V<gzss
Uz8>b;vV}UY?xm&Q6_}2Cs5Rvj@vqXTH3K2mbkhdWpNG?G)TD#M>s>g1X#kUXOq17Ieso^tQX<3dTZ<
sn~<Q4gG^&6hUsdMa#~Q^l1`=NvOopITumqxcPe%+1YDgwwioic2MPC>PriCH~*H%`$+IZXBBEWnK}M
Vv+fEhtqYEC0zIEr;jekdcF1IFEVaXJpC-ovHOC>@02W+Qt+sr$PXAj%1BE&NEowP}FU>6|8by3Sf)Z
^#r4`+-;6Iq%VJ&0fJrQcr5L}K7L%Po?_ZmSX)!SaP39*3x1}F=l*w$t&#^jhqDKW?F8$nnIxl}^glp
I?|G5Ys(0ZP#|jaPpOml@V(vt&f#+Sd!7M`huqIMzseUyI6s(bUmO4a_4;?~k_U%v(=X(K26|4D6!Ps
`ZP;tjdr8K&)ZRbsG@u9`z?d;j?trCmh0&^*YQZ33em9L2-mA1W)pnHtMDzt7AQV(8mRmKmTBL#53+Y
eO=p@|L*52x-I5U$lYla2^`N17Ln)3IU9eQ9#k^i7UT}-*Hg(v3N@@NzG(>Z0<_yZwFPL_<#&bcyosb
EC6$3OUF)z?{DlR&bYoy`+bazGPTDc_&;;Wuhilio5FAx{t_;oNX`jc&GU>P;=A13#@G!!|90$ZM-(n
yx{2GUMG~yN!p{$pnGi|*Jn6nwfS8D^{>O9(tUc8QQ{uqed+-$T1v{KLY1+%}G-WGgP&M8_{P3hVKTc
wyFfUMyxmI{j$9oVOS$`GVt(()-Jv5OFVM>o;n$g$w!(3qtu11s+ft)%0SiN$4n8bHvOf7_5cO(~7<W
IPN?zS_r{E)&02n!}XjvJ=PqA*`S(|Ksr;`*PNenl#71u_NX7lp2GPJCluoY+oXVjRw4{c9Zs;0C&`k
E80??y^R(5_me$&2N%FowuVDUMwatkS=|48zuS}(Sg<p4Mlq*jxzsjxE4*O~&I4B?e+#O;NP^!?V7^6
M9IufLkC-6A+nA*q6^H)UO!wA$D=t;m@oH&+0LjD?^5HEOL%(Z+4E^^tk8jZ>ny$Yibir_FtBsi6V%t
hC((M7lcH6ecg*FU&M}YZ%o>FwXuxYOqenILP{>6Dh$~N|)r^7NFs{S=7wT&-QV-`+n_BUR96$b+Pcf
~DjVEh#(yYeR>%4X>F;6RlPGr(f!7y*G~g-7lu$o2R1BwuU<>pM|iqU$sN3=E7?eAY<x*h=@%o%XLx#
rZwl_7I-z4{i5^_hylBr47LE@p9irX>gRegk~bXHmC{UABG(I^QqI?%vsJX!AfhyP~pN^>8qlRsI>Yp
;^*7=xfc;EfQ6LJ;18NWq*i(Z>5XCG`g++>yh(xGD42BgUC+*rl5`ZfTvR_t2UIjVZLIY-GlR~3z=yi
9fjo`-??3N2CD%K&McVDM4FtKXa8Apg4>##@X%Z<!=-E3+c!MQ7Rj)y#I^p=kCv94G!S0lR*>{ByHrU
wX&!$;5EHA_s-U2Ejg}D^Z_6zWP5>ip&fWix|FNF{8M2f)L&&X6frO2I9s13uC*Q@Kw(sj3NlkiK(Ak
$DPRP*#&4lx~&{g{XD88)|4)fC<U0=PHUPZ$wh3jMK<u+=5%JhFU`jPQq0f~kFjS={En=QpoK3k!0o1
h^3RkF&mvk;aopMJX6j{7UdApHp)a%XaIR+(6!>ke|*+z?-hh0&%>SU{1LlIy}Ane$+(Je-jhI&}SKu
>y01`z#%qk*xUyPXM;LOjg3r6KbuioSqkV?&F+=KfM=Slbu6mXMLID2A4Byv9mL!vnkVNP<?6<*GAra
7lkfsYaCd+(WH4zix#ByjhNo+GhQC?SGv*_UJbdEls4Xq*ZLWuD6Wg%h>1&Q7kf-yvAl$srlTW^|YXb
)Vl2oUT+5U6^T_VWEhSyg%BbNmxr-cAkHI(Hb8EfLPJhs1ODoM^2T%WyY=RW^f;X7>;cUm%SEaXPph?
;+Q-D(t|LWouIwr%)syKh3|f7+EM_St{Og5*u&1V%zflbW36dR0Y>d1tK0BaicBu^K*xSC7;@E|@vfx
F2W;L;aZSZldbyY+Fi$n!o)FGbGLaecI0k$TWnrokA)bL7oogQvcQ<3&tEpQ3hDUiN5>drNE#L&p+P(
zc@`PUpk8A9WBe~-3b^$+7AGD*>8yvOm$S(+oZiD-dkLBB3>UFM{5ramt<cbPxR|1z{fES;#6MpdWMe
GLrxEVpR=AD^r^O;5bwTzNM)G)=DlXWtl$z+<ihq-sFaC<KCv35aD}5meKabpgtv~Ep`q=1UN?t*V$j
eghoI;>bGSL{0Ve&VN2uRI%c{h!x`Y|hE+NGyo#)0(Jd!+&J7lHR47zfpIs#4t_4aQ~>|6}sW0~P*MH
7+k#29B2##&DoYX1ujpg-XHiL;kk3!PX5*^BN_KC`5Ue`eHToAD#r&uM1q%6oi(f}mJ?QW+`Z@qB~J{
8@wMV)(KwhJxlWJXH}P+Y-DIJ>&4Q6CA_1mGL3XGlpGWj($@d`+S?EX-O7apM>se(GS%`_d$0A3+ZdX
vIgyxE=7khF%(m+A|an{g*{4>!$d_Yfvph|QP6mW*PY;wj8L(ZqEBi4q1~cZMq8TY{l&xizG6Mf7;<%
{+zHR4O{vOvk<c3eHI;*4i=*LCI?k(=ISA?jc~8!?HWCnU^<16RbZ*(BvC0jSHSYw+<UHwA1JC+_q{*
fai^RdH5XWEoEd7!RG}-m$O-xrt{LV}_vo$$am6P_A0?dihL$g4`j|qc(7yTq?6d<qh0Pc4H-%CX*Hr
Lk7nFbKt2NV^e&NOX-kEtf-T!r}~(@0nL4JljyR-u=hh)U``k>_Fv^j$GwC#<BjCasa1cc1cJVFbX8W
A@>g^6rmub(I&+zYDPW6On*K_}*_-J&awU?GjTVqxZ~=#iv5>N##BU(ROCi-)A)Te9n-NnQC8~Q$zxI
;{cpB&}SGTXpHDYPEty%_xH`!_ml0ZyjR;37+)5l7_k_?A|Zz7n#%u*E$ndStXG&|Q|cw~+SY#AGYV<
fwc1lcO~%Uh*GST$qrjcz5xlGB;0fzWn`<l>nk50yH7oP5&6tKZA$61}xiEuxV(D?79>S>Wea3wnd-3
Vs;xL0C2oqquYBV1u4SMVyH-ytSg64?o#!vOg@V6Y04sK-x_>+dXAe5O8jX$qvO8Q4--?jX9AY);ofz
}?rvi}MXnoI3YDT00me()r?GLoe`L|nvqu9N0y=ykI>p2MIOt)Jyt{fCHd<b(q~mRi7Qf`uFyLL^*z+
tA;lXTN;YNI5mkz$S%B0M7>);qbJeE;!87>n4o7nh_nmlKTcv9+xzVr!KDv(e?@;AA;+xy~I@cUkcs$
YKV?dvqLg(H6+y{wVDm9wfPCH(~S{Y&N_`3T3?6{KqXvKsFVB7>s@~&PyxJ1ON=MiQ-u|v`ziyKnhgU
VC8UtRsuE_=PguhEA{b&$LxhRzM8i~E79H!PkWZA1wCWwUf?BuQ3qWz@B9LK>l<<0GPTqcEjo6enZSM
2JRF?YB%|)Yh)X#IDiPFR*41MbK15^n#SyaAbAFA{admLj(@f_IC2%pE~`{*2i{feSIi-?C7f<rFYl%
L*qBmSG8dia-t&Ok?4tST{&h#AF90GF_2?+hCrWT^L^AS(z&0||T@wkTvxw;D~Q?9ca1IWXH${^vLUn
wS7w!Oz~b@04KH@&1)L8}#crhhOZkilWtMlRA_)oJc<iWMg*ZD{!6%!iLI>*Ip)IQC(@I8YA`As}F=e
v#Bh!6$BV@JdfxheuyvkvVagPiym`iA<*d?>I7WiP@Y#l*}rS5?HA-Hhv1{ztDW{MwCf8Lgcj{q=eg`
P`J;-qXEAt`$QQ!-bWYn5TB~eHDEglj%C32*w%1s2l*aQI@lGzGR*ifWOT>~wjK;{v6_bfdBLb2XH~>
K)5qhFX2Q$Y7?2nMzThG*eO2u@8XZ6`-D>B0<^cKHZz&DH@g-aGzD;kEG@ndbjbqbW97W))aSGPpUAi
0=9EprJRNZ_y<E6)5rcq;b4&kn`e7+|#%jyFd!5RCg5Fuf_FMlqfisaO*Xl9$6kZj2Tz*+A&4|EGmtx
_F;E(#QnfKx7KCEVc2Gw2aLJILNhXtY@EP>Qf7_{X>j4EA!}}pmK{5jdvoED&!$gt8-ykG@@7o=tXP@
#U)^^c>(<l6DEK!Il^?qt`NH;xD*)q!}C$@4leOYu7U^DjGw<Hb%|Bdyi3fVB005|*Tf691|p|;EQ5n
l(o+SAfcZG!PThiVTj@IM9c`dN+(A#@a8JICJSbfInUpBzJ(|9Xz|T){RN1p;L#~~ZQ&_<{OW_h7h>q
#P>I9fYX4H6(r;$aL*SGq5>dOqD6JHrQyKKpXrS&Wr+~~6dl`eB03f;ZeimEZ_@q0>Gs$C<g`#rKDs)
A$TMboLNFv_u_aJ?KQFrvokjN})HK2y?TNH#-Dd#L($BAdU1g_N(&wg2VjHD=oI(~1wEJ^KBjjXqG}9
IYyvJbAa_uH}SPXRH_CgwAg_aI<zYLpk8w`9D@~qqH-*S~4{Z7ZfyGf-pUiI`viL(V>9+WQoH_DK*Wj
gL9Mbdm=|B3?5;}&?DT{T0Z8xqs^+P-KtR<8EBt~uuq?y4wSB|E%10*Wo|M;x9dY)X55=Ru`{Fpi@w6
M$}g((#AY4%UTkbi7Gl@5$N8f4nP_#Yb^^@J^Q4%#9jw_yrG)@S<v%ZVYtSthscL@gw;p0Af;l$+y5-
*5Ja}>A-EMXefslUrQz9?nlX_Qn$6kt^iZD83_J4u`I3W+KHLfVN8f}`&Q=pBnJ}ytM#tD@AJ-nph6#
!LazMTO7_td5>!Ed8Hh|!TSsJX(?*1@qrbK05s`b}2w^J~(jLNZrK?lTo^&oYgC;V`D@XvHr24%j5xs
9{OJE>ZSd!BUoO8^50Z<p<N$W8A(1##Rdj$iA%<$B(mTwJ@B>6Evg&?r;asrIuo)QqoBU)CR)pIr?5!
y{MoyffW7v&R6?gAYABNYU>=d><8WeU3+Uk#F$@BY2jY5)I%nsMb!KOW~Ab7Fn+*~)ucx&)vE-V1ORL
QbJse(a@KvkPUuG{<-y2%rP_+JAUcNzC`6pA-e)sBf^u(rN$`7j1^sDtsC%g0Vff{I;U>f+c6nQ_@Aa
%-*D=^oRH_sL{IAl!F`@jO9>{9Fg$YEEU0r{(?^eqr=M=oWr|PZ)Ba*9PhCqFn5(Qy2;`9m@W-IhhJk
sh*G&xvYg?`?MW^dFvv6$mcx3LF_bOpdFSgwzdCU=u0Dqa+tU8G6<^N*JiW!c9c0Zg+<gUV6u9fHgWE
|{E1dJod`tHx0ye}|1DQZC=Y8t~1wsKGuceK7yiVzQMV=`VV~i+XkD<5y@XaQ2?=xMY`AqP?Fnu%YcR
<YB21v+;VEqu2(fXYS@Gu<D;>uhS3CF9C-wn?;bLK=^UwH92jG$XBfl{{C8&(5JY37}W&AOH!*cra%q
95}3?9YX-8yXQfcoJQ+B0Ru0Vwm-Aw$Y=yX85$1k4ON=7j*bCKM5u8a4bOebyQ}7>%sNH0=B>1SO3O|
#7DdNYK8mG^}fb(z=LaCly78Yz%jJtABs+c^a8i%_K>X4*d^g4n#IIW0et4<=(#xLpNWN1gKW-7J@GB
v4yrG5oM-|<AB5z7=yj5=DzOE8K2B5$<M9Eb%A8pQFX)^FBlK};W)OEg~cZOreHRaG)I>sUAZc!d-1z
=eKZN`44%1D0i13$ORd0Od+TPfVq}Qe};9dS`Mh?W`f>9Ct$eUTooqX#c-*DW?mxggxT1m=W4-j62cX
5Smu}C0|*?uYogpPN~HWV!p#|+J~9a{;R*KnAqwxqq%Yx-xl_51H=ton3(|lSe;CRf!Z4NUhO}fhF#E
*APLq(4WKw{nB@w|BHX#lvacuD$bAVjnP;N7Hd#=H06W4MSFaMOMgD6oD!eex@JI*1D#Qos1caVEz}f
po7q^YqEexN*cU~CF4KG0JBqWr6Jmq+hgrG$Bz(qDqSu|UDJL{;tA(+!{oQ@f3n!W7i*F>J&?4GAWhA
5-@VkbV-8qy3(p(|C@X-ZewGTJLDgddZ$iqprZ+UN#mHj8$AtqQ8-M!5<x#RManbctD`D4inMQIy*GN
LJb#)8e#<v5p0n_c%s#;KwP-C2wqpvwHox2x_0q#yby0wmR`z%rf|^hT`fy30fSYNV@#6RKEmU+58Ss
5vUr^aAry={awPiT;w513mS`Uv)^nru*W)N>uxgGRwDHzYH1{LI}T-OMvC7bm+JC6G`T;T@t(KxDsj9
4XuWK0REHUYn-qzB2sv28&&-uDna6AU9tA;19<ZhtC$XPBDuYB4k|ERG+lZAuuZn`xOYC1SnjbXl8j^
rhnp9On*K2XvWoTr~x{PsXeAJBA>w`uM&zVY_nD|Xnd_*FGeY@q{ZUq-Y<ehy#)VE>Em&|#p!=8QQ<B
%<y&HT-0<Y66;0%~EgEOpV(|5sk*v2rxWnI_o(Rm5t5P+ewN+ifA|dFpO}cTCbC2By}y#XC9p8!V(QT
mw`_mu;}{%VL97&b*SigibK}4xK18YWt>VPEG9xc`~6;K4g`;Si#@-KGi6waoIYg3uXe4)nI4|m=NQ?
=m*!=TK0X{I!BRA6EN;|cr<^K&NKSxm1Du{B&0b9QpC-jm+petP~f+B|5ankN>eVrwfdfjM~bt&>8E~
-R3@{6kHeL?;HD+TOY>Fr%~Y8F_}%nnv~{j>>h$F;e?KnmvXESxc+eG1Jl^m7*ww>z{5=d&k?j2NZ0;
SXX7b+#fxBS%j{z1=SekLR05{pulA4vGHB#0nvApVCK!7PyT3Rv55l$hQBcFUw(+{;g-2(=TVsBkB(4
XH7Kbxqk#)N!h(`KwAk|}Ukm;eF#5UX!^cW*@>kD*K^TnCU#%@FkTE0i2A04*DXqqqHzMi~ZO3$C*J(
?aO2g^6>3Ar(vwxJ6ieQ_)$#;nJh_PB9#HrMQseL;pA((#7faL5HP3gn7-6_H=d1RP|fi1~!)VfGvbY
&u$1p89Oz?OtP1H8Ht0M%xDXF{j|!Vg8%tdTvuV5$R_3U1ypHabT+KkFy4QqJp;`YY@npv_N=YOy=lq
pckkK5U5)>!d&;&AwWy|$BZ>_f$WV7h*W877IXM{Df5#ucgUf2`pP1~(ctSJ816(Dys~|eup<W8gU>U
cfR;CT2LSF=zKvgOjogwavnnY^m1%=~{EU#9t4|{o`R&m0tI7Oe)dPO#EWkg)vtC=7XC+{|oS8uNQHJ
9T*$}5u);IiBDW>oRbL;|jMEmg#n;ZQq0R839GpEcE0;UY<nL-C>mF+}Bi3Pfc(w0S1RQ3mD1Dc<cIw
+{OP%4<ip3@Zk4$=BphXI9A?kSB5|2`tzW5Rafs3SwwG>H@Co?qjH~1+q5On7d2I!oVh=DG`kaPR5~}
E6cJ=UMAg}yuPX?23^;+^;e!<x<>q&yRiOalfy_*epD^pP?K0MNOfAZv?Pt?A9eA1d(9JjQcjOlK?2_
timISrqBsS{9Xl$1P<Qbe74Vly8aB`0pI8JANRDm8+6^(dDaV|Q?eL}fZN7QKq71WA2l(miN(@J9b-a
<5V%E`k4#N<TT|YNejtD20C5WDQ<9t?@TFURJFy%TA`Cy8vqTxF(4#oG`a2f2)fQ|f21*UBx>1d|gu8
tH%!)#*@mfL_V8u{ACn{CTq0Vrj4B0iJ^;3(nhBMCO$xVMGE2d?+EG{VH;QL&WLu^5!Eq3yhiVnb1V;
7u#VS8=wvaQ8cnKBKHvca;}3sM7N<FuNpRkhAP$#be_qLX%6Kha5Wz4DLg9X9>g~MDM?CTdGlT-<jgv
>NgpmLdk4eHW{VJX64V^Kw7Ln<H79I--Ym(G9LEnS6+34EB>caAity>C;u}98l00f1a~E!ybmFC^$+F
#5$xZG`j72@0boUR*4i`ve5CO0g_C90icwQwtwWQBq3MfT!)nKVUABlhCboqdxHQ=%lPPMAJ=hbXu$9
Wo7FGpyU?gnD)A?r2XkaOXLkUF5ROsdF)BQqxCoUte-Et+_BOjMlg^S)}k2A&|TDH2zn!Odgli?MD?P
}8piRb$j4o>YDpxJMxNvE4eAJ7(VRgZ(7!ZqBXq(~Uz!FaO#oqVGSTf>MEm8mkzv*oJXD*p`^5G|3B*
_UvH{4rnt{(CS_0t~3eaFoTCd5{+gAOmE7t>8sHFx=C8h}3J|LYF72XdL_wQz&x7Jlzo&l~v%@_$$(r
cXdms+#-wAu0p?4b4T<odRcaDTJozyF)a}bX!%RhdXCTYQ-cqVq7ur`k_J52Zc7Jr5h;YOWQ)-os~&2
O>;v@pN|v9q;_9pyfmq=?I4ka~j}ex}A^`(NGBB3@s*EZ&`R?yZ_VZqO%jRJ#6ydT?nUAVjn=Xy+bJH
f*5UxXnqr>z%ydkd6Z1bPxkb&jH=EB;PU3XBNVQlw8xHo(B1CHQaI+tjkD7JiF6r|njLI3@^zBWpG^-
JsNq2>^h+XFQ_fF9aYK2IHvGyP;|3=5K;5jC)<d&GKrPZr4CPx{s&MN*ZMW`bY8KYTgCK}*PK!~oiq*
vve{l?k8Y^xE};O^i#&A2U5vGnfEnl@KbN$&n1GPAbG|d^DZg<0+IP=SkHZ4s_R2j_o8$;d3NM&MRsK
r-J9V8LLDcTF4ZUjESyA0uZlDP^g+F-}qO7c&Wfe$P=SB6ew>r=7n~dAa}cIIVn<4d<Y8>qinRs?p9$
qFRka_&0IFXEHBZ9O*A^S17mz?xx{9tsouFR(HTPrZn=9aDrbe6$W$n3uHaaJU4)UV<f9`iOoox?9S!
2vah=s@r#TO$2C8@Q1V?k0*&o9P&TFB0LJ<@G1`%6Wn!9B-M#Pc{x$2Iqd6qgFK*?w0Ngtc>9l$&@C)
inx5y-jlI={XthB~L&$Mz7dVI{7^2#7`~3jD1|(YlN3=&&pG5LsaeXTv~gGicsq&sj$TC<2;8{Mj|eJ
xva^D+Hp?y^(WY6Zk#wU>XreGIdK?qv4r#FRo=nmDSn%pBe&1$TrDk-8U3{{`6)Co;xu>Jo(VL0Hdw}
(*vXkv`3EG;<bEy%XsX6jZ;V7fV1U%zj|$3Pdpg)pLCd!yw!m@#x4`ES}0Q>8hGi_HpQW!aWGU5vE1u
=C0!13_myisbYAfLX4`asbv=cIs_Pm)$HYM*Zo#|2(-^zL(54R!pet#0)Mca4+0|lx#Li`Mp{O$l13m
7P89i-8{&fh!;$Z8QAlrH~!<Kq3Rf)c3{3<pKj`zA_ew{dcD3W=AO>>nvd`hCN9D@@5_=V2vz%ohZ89
mK;`)@JV@}5zMIXK~$IwLGt5e;QL)dpr7$4xA~=tS;BG2PG)Yi#xX+#N;(b$Nv7QsX&mfPeoAim7n_2
1FOOL~=<vk+E?Dk&2}36Dl{{09;G#PphO3C00>y1QRKpw2fvJankli(Y6#bw&rm~lBa7T(MK5YkVk}=
hXA|CmQ6c!M%uOdKQUsa4!e|X6+65NAFk`06_EHtYDT%Em?7FWp2#3ZBJ{<8^>3BNaXUEB3`5R^G7f-
6R-($<c|Z_PO``D{E#wWMaO87Gf;FFQfV>Yl8@zPcS4QEh=v(dJY7eHREc?bqJ27d`rA~Xylck+VI_n
ewWOA~mTeZ`nsSgAsR3ye6X*5Z!h&i$whQNHO95A|SbQIPVp4$L@ZyPswv3|kJ-^CE8Xtx_lKz=+IeX
UUavq9b5_d-xgC*AWByow%I2_QV=>GZ{@lW2_?LbDvYFMS`>86E~x#m?pX470+y#qzTYBBEAg(t0v0M
}&$kK&z$o(Z5V?yq4_AkU{2VR~z~?!WxT~73}+sqi;|TJh$4R0*&TJPc_G2if_wSxP@QA3Jqx)J_6ji
pkj$RSi+_SQYi!;92?>zSU}A61pKyinQKhHZ~PMnE$2uPjD#ITr+lOUP`c*|dTgH@J`?ry15p19CtQL
0Fni+Sk>pnguu|?PFqp5j?;4<%COZyBwDGz_PgSu)=4lu+&`lfEu51AxlGJUT__PdD|K&USQ{t6qFPs
9KKdONYU4ehcOuEx=L@~V(I{mGd>l;F^=dQRPev$J=jJY=r>x(Cl_5K$jXe5q?0~Y?QBYNj9-%;KI`V
zg+r`i9fZlf5$za@}fyk88yO~URnKIUkoF}(f1f%oibb3R4_Px|48Bh>}<@xJax^Y#gS1dTY8cfUeA%
q<w+qKe77lX*5?PoHL@QE_=7+BE7Iqv@ZI#b2<#l0v=>PEuf^_VrIESovUs$pt*}Rs10zV6TOD7wTP>
TWH4zf;Z{d3gDEE`x*<Id<A9TGw6MTHRIR77Hf6|O2)y(>G|1%2|r2`Q3PO{xlvI<n=8L~QN|YQpDD~
Dw08N`C{hFZ#8&Da|2j2~Bo9xPI=JKWcQG??cQL5Opm`{SU-A}+Te3V5bCQ{zB1uTbN<}dG&<yf~gcl
&~_~Un*gA^;d?tstp6KYhEX7dS~A^ihlZP&O(PtOo%*}4N1xGL<bOeTlvY9?BJ!tJ$po#O!QcjK(AQG
E8q0^%BY3y5Qg!y>#CtwXbJR*H%E$z1>BOB2Johe>ur0{Zaw74?cU>Kbz6@$OSSd@yEF@2habH`geeM
l!SJmO!`o!_R^5Wfa#e7i>vR>8{)hM=&AkCe=14g8?*8@qbFwX@qm;K7aHG4ctm1{LHUiN_X>=@=~N!
nLVf*Ir>nBRdF~;j`f)3hCTD($W#?9*}@xxrOdByN3wY|DeUE<9EGs3Om@VJZ4l!HS@9?fj&*us<sQX
B$b}uz4qa`J9V(z+!RaT0`Be5Sa$wq%+Y6DH;%B1~4TXg|&^zi|*!<`$UUYHrJF&19X$<+&MOD^>7FJ
<(9R?o3RYwLtU2$Ud5)~Gj{4f@p!!BudK)YkCBvz|^f{kw%CW6{Y9sS?Xv<%|Eubs&_-bq*wYVXAr-7
IsZ$5oHzSwu%OGd33{Th&pI3(9#^C3JVJo!;CMLgGF&2)Kn|7z7ht9*%lxHHJveV0JRIt=j8|$+J%*t
uca?ra#?sj>Sqv(chYk`W6U*tW@<^bdj^ALOuxWRz|m|qoG>?&;sFpB#M%CIPi(!d$?T`vl7W|6S1=f
85>hv)7t+>2gxv*k2>WaQMc_M>pfDfbVcM6m_xVJN`q8Y{|BW@(7QTj_JH2Ln$!zwjHZ9~^8K5pG)iu
UJNYL^h6nb;F+A)(q3SbsTQlezUSXL`Tb{aud)%&+U!yNN&*JZ-q9lQe*D?T`8FeDuc*d>6@oNbEc#F
L`ZW-_2lYf7gGBzy46=qdyCzZ{+`96?Kak?{%Lhj?RL{2oI|CyzLIcdW(O8p2;Bofq;%2P#AQ;CmO>r
tV!D73&KEWLa0bBP1mAO`7cC^KiRdGN<>?rM0Uz~~WDa<ehG9mQ3bcG~&~ak(%8RcQI>TbV4f*iurdI
M>-~pAyK)y6h@Ft|UWh*VVnolnxoD1Am_FGz2oL<19<27eTdGtAu+pzyBl}LmdYhA5nWCV3=*yKW;I5
<eeMtTpJc*reZ;=xasuX>O~Hr|JF&RAL-8#fSUR;K)J{8WuEM*ZCh!SkK+aVAHwU;Fn?}kyObft3)}1
BCPPgQvJZn?%#THg%sjheBQ#4sq)pk2HWF5=^14TywH|c)SqoL8BaU3%aHMIjiox=iaQ&Dh$t6`EDfu
KAzMesb(~#XspGA?g8Yq7=A-xn!|KP7otwBv0c73s|YB!z&J<KC>Vj;ZYiC5#T287CuVa~0IId{A(!9
xBcukEXUz?<xDVn*4w56bMqmHZ>TjdPM@g{_N>?}jac_S{=vbdS?qW5*%ux3>AX4hnO-b4hE7Izy>Wo
jThc+~LaeH8=E4fSL2e7wC4z(XjU*QAF>DG`OK?dpDwWj=TBp%h`F&{@!^`z4}xY&xnb5uFIvyedr0b
u)}o@ero4O(6@9$l=FF_X57e)XH{Pjxty**sHV&jRkIM<;vRtAg=)ewU0xmG?rqf(b{Uw&(otBVVDfM
~oK0i1V)QaRI>pbP4%t#t+N`%a;s>)q;>>Lfe#C2f#N>vxw%~l#=$;~L7V4KT9)6sv1DkJ56euPFxDp
wZW><pfs&KD$-eHGjd>&qFiKdB|?^EhHkdENI=P}~Nj3DrGTKa^B%+k(LXCl8}Vi#Ud0+YVFwGA>Dy^
lQ0w1^gp)A2m472{#!nr@2l+?&y#{e>zKcij(p)`h_3s)0%}X`7A(2f;wlG`LVx{~v6AwfQku;%iT>H
t&!nBqOKnUst1Y&ZX79Z9RltWCBsRz%SyO<mL0%I;L}23d9eVUDuo37Ekqzt{e!$6pGsL8rV>~Lsr{+
wwFwbZkrN=-glV6uX~@ew>{#pOdB&7eO`83>&7Oh^woFfUPL_h_E!$lWAzp1Ggpt7+YIK0@Is<+RQiB
j96nzM*-h@OMDjX&TV!EJCsE_B<L2XM<~+S@_fzu-($_Ml-X-vy7Yho=&a9m@hQGkvNW3{8E@oUrBBk
Ula)<CK{ZHA@uNV4ra{83!k#Sm?xD<p}%aFYHApbxk1H=4B)Ro>uJNS8F0d!h+%cB{4PCT=pI^cj7ut
<mnLb2N;KzA`9rTTa1bdwd*UKD1^O@7K7p;P=+saOn3`@MC1oIlrTr&eL;wVS!}KJgSs6+R;XME1)C>
K$J5J7~|N?TY_WfBBKK)9Q-m8*jzU0lHSJ6=~y@A}2UV_2Xr1MmP9&DcH&J93emuW#$i};CH_mIEx{A
;?*@^Il-|i)REQ0Ql5Z<x6Zgk_!>4}QqvWoE*2k{a$vcL7V1;zjCyp7i=<2S0#cRtMZO5(9N&q;F`ay
F@8}0rcq#RI$Dql-)lam4vpWlkm_nE>4kPSf$=#?I<<C{PeN4*8XkypDePc8}Dqt}%-}?BxM<bcLDV|
zR0{wcQ-U@G>l^>^txpKPa5%3i3a~to2Xq#d&Z)@~>+}X9+qdx;{)qKrlYgap$tmI$shCoA>BJu0=cu
dq!j%Kg)=-P`>Pdn3%=~k=}t2d~h(Xu8CPv+x+P9<t(AvtEIId+%%I8pXsX{XoD&5;>D+pP5_b3Oy8s
(8D|%j`-{Z^Y=?mCFo)0YXtD%A2g@G^sPuMrfTk=X*t;^gYBs<TH%O?zaFumPZ_Er$g`T+xhp0`Bm4j
k*$uhoju}Y5WPr_;&MIO|5=Z3rMlboi0LadT$J@$yWkV*w^~M5)RC(7hCROJw`$8>GWxyS3~-Q@U`*z
O9lPTp?tJI4LRKVto#>rX5<PK#eic$jyXWVaSik?ihU-Kr?4|(2E4562$1mHwPpi&+k8?Y$8M_(7fX|
(9ou_c`PaCOr6|jYgvIB(oSSLdHXbOEPslsHhtmHy?`Sk={D%oXB&Q~hA_r}z3FBYP&;)CsEuI3H2l1
sXl+ulydTNTD&IKB_G@Wd@;DPwsN$C?k^<k>m{5<<aiHj-0`7XMKp>=U@|m%gXpX6MYY!KP>w;1RNKM
SWbeyj(eXjJCXC{A=M({e2&3>@9=08T1=iMltlzVw(Lg=@#4hfVUmKxb>?MyX$aW0|t;A1a-zA1&_TR
J08J4i?Ga~<oS&^OZ?7@BbLurjFl-8?2hD+%(?yTG*-Xb;}v)VX7g<D8lUa{c~OWH$~9EIY5@ETtca9
sUbBc|@ZX9>Vdd^v%+6e-sTO<sw)bg_jUGV^hWu;l13IK2*ZK|a_O--ij)1rQ61h*lyQK-G@hbMFmt>
Q1z3AzXaC#ZCGqJ54^KLp~d$_OS>(shnr4@&(ywYuTPS?@1%3k~{bk>(EK7+gH7`LIJxx$a_@)qEKAe
52%xQO5D-}XMl_?oV1DaOqeChGF36Qu@~-i5C=b?qFbZdYlDvn)0d9>C1!T_xUCXfXn<i#bO-u`a39x
zP4b4+cfaejqZ{(s{jVgA|%{*Ev=@HkYt4qpNY$5NO(S99IA_FwMQB-(PI(M7;G?;f=}(2+q2Ca+;F!
OOE*Wc$!;f^Ft|4)w!kQ#<Tb3hd@V6iy)93DZV4!;aC+VP`?i-#hU*>DdJ=uJ)>oziLfrhSm>rBux9m
94r;gVuj)Oqa4W`N7Tl8J@1L@mw$TlUJi<z{9#A`>0z{;CKx#bVatsR$z$X&!z^eE7DM?GS?a~C;(+H
}l%6_l)QdfA~qVYX|d3UC7b*)g~=NX**l$M+;vDBtd%^4OW@B>-b(Gl$U`0}BplN9Y?;hXQj7Nb{c?M
jzNp5eOU2pDNw`ApG?bZgB4l(B^E%@{>0B(zs%NxA7xNO!2XFbv|_Y+x4jS70wwP-ShYSd--Xw1Zu%W
RIv)1O3<7mt3~+y?V~LpQvNmYxDrvTwVG1f=dv-sRv!r;xvAma1ZLKsgF^AJ{y8U_<;Kn>%1{|SwWjD
N|t;qFlpqn`}X!6L2`XrZAdoyerfDpoVv3aP%EgXFUQ$E7m)rG`-i%CT5f>dMU6YD|B2DJEvL^L^Tl3
8LW>j-UN7kLl|m^MmGo6dF_%=BUiu+9EJ?1C!Q+{a1&Yn3LMRasgK|?>j<<rmR9aL{z+-eOMpr_+bSD
F~7OAy}SX#){T=%jW0S3RGBhx?lVd}|~DA;<B1`3j;YBPmPqKS>s@OUGeDY~ct{i2bYa<!ieD`Dj2=4
J2K1Xa9JLLS6GdJz<QmJ}>jIbn+q+(zo#@nvJVxi9s}R#V%%ohDDVn9n{8Tzi3E0I_c=xZ6<6#Im<*v
77%;HLVtR{|H#sBRtd)FutDdL<N=rH=x({gc*)7U=OglHX*3y3ezgjx?=o>I#Si5`41nY+O-88+A5)a
c9YbW@g45ZaNK!M0u+#0pyWnKH$3bW?^AkWeNH+}xWRq>%dUrVMfjq#adW)Q2!y5%f2mn&#z@xGJ2}`
Q6zJKCuk=WT)Mz<)!zU?ab2-*z3saJ5nd(1QBjvJVZ;UBKk|kp1ZX{Rag2lNhk&_a*%SyQL3-<>&*B2
9!*c=O)avDxs&s6uRc*5`d6c(j2;cJK5P#i{<L_q=_kypIS0UVi;^8Yg#ZW(I&S5;@sV4zho-I+{*Jl
Q745uY+GTUP(>&+o=q=HCNyM?_L&{$#|V00%x{nL>5{Aqe84Wr*jf+Ao+d*0OskjGIEo9hJ`uMbZ&r^
o_Fu_#u-)ppTcr+-#dpLTq3Vk|Z<d|HA_KK6nprjwivF1E?Kr3T)16OG--n%6nZ|@+Qe3f$~TwePq2E
>4o{h&U^J$nj~)f@;&hzHe2kqbBuq@Q@}ORmKJlDp}OxJg=Ya~!}%sor5ds2DUVR(Ad(wHm>R-RvIQ<
xjMqX%-C?!LnRUu;9+}n=$zZY(NjcmCe<6jT8jTCN+^5B6m3)#w&u})D*xfkwt}JF(2=Iyc>11e}27*
g_%}sv%&N$PO$T+EKU5o=kbxB;xL-lv6DZU4+GCirSplO5H3Rh=(AcJ`nnpX1$Nw4qIS91G{o_LED+3
3r*!?Q+slsm@;R4>B~v3iI<RLBp%9bN%PlF~1-h&>v!@)(@~O)|YJbNro?pLNl$F__}}zdoRfE{P6zx
<;!%zA%zsCR<-5UkfJ(RBX$jl{|0GIbK4yQ6#$go(QtgAl{$*nYB`()|kgCFILg>BF{Jy7-gK~E@#;{
f_ss@b{x{ih~Ne;A6|&NQzLVG&XU8=Qg!$fAeYz2EJ(j*E$(LALzGdT+xQz{Gi@x^Dq-L%Yjq`!=~SV
vD!+!-tL+0VEjo}i$jF(-6V9%mDpjv5#WmK~GKdpz$RNqW@Wm-s?dNd#)N&zsls$iKCFhSRdFCB3%RR
&U7B<+7hb1$2Z6eggW=s^}%W`{tA_4(^wwbCZfZR+6hF4-n!d3}ys<YTpmO$O(vy}gmnLa&p65qxp+p
fe>my4S)1RY}%<T$tO8YfhFKE^NTr8;nwEy;3kSx7W*69GknCuvc(VF3v8KRTYUFZwZn$ha=+H9HT~!
6(V0OOoyoli(YS<G0Vyq9$N0d{}2+X#(3?G~gLB<gM-Z!FQg}5zg)=Al!{Uzt#T-bj>9|31jWxlyu{u
s(d%Y&<Tc=QxzM!9lSXGXCk*#5mlouOO!bKWp2kuZc4xGag|nBN-oFi$~{W+o4Bc{dGoz8;pn-XR;ye
FLNYxYRA{MIfzu*DwJGSz2`&?Oa*BICU4Q1Iv5I>C<fR1E2Q{*=hhGE~kM_#S+AG2PHO7|s8TNMvKZj
<TWa*GpKj?|IjXNf^Y2&f3#8^P*y+NY1ClUhA+r-AMH~3!zDxqhzUOMW?M_oDOOBPJFTAkeUXw4$gks
<-bBy1HsD;`BZrigu3(GUADV`e2z1nerJh>vNPeNmW^s4ALRqX|)d?2S7Jd%<d!BV+agxbLJw{#&CNB
IJjb>nA9c?a<dLgAk=g^3z>id%4{_N_ZKGcdd@(jAXz!<lq+AUm1u}J`-uATcOhATFV+w0tRbhT*(;K
=KSD$ewc>fVt>M@kL_0j;P#tj0z@2L_L46TjmF94Z*DR_0B>^o2xgcoP3TPu=^-2>ZjR%P1^*9veKbY
4Ama^erNR{<9nlRr(G(__o`E$v+mU<FhZk%b`byUb=3ZptoA6NWH+E@d4n;_}UyP*#4>aS}DVTz`o11
C_i0fr&`w^;!O%IAMG)@x+PG>FLYOy)h&;f@5KKOMM;MaqgLJ0!q>XMx1CH}yaN4GIQeQ;^{%)W4%@E
(n<l_|6mkoF@Coua@*99-?(s$82`o!b}v6Ax0r*E+wJJW4dupGf^$OcHutEp*TrB*|ZN8MNE^lwddZf
4Anr{~PsIXzNFKxd~)pJ5fyznGEzNbCVLp=2KosAYNA#MOg7wOYM7ZeMV$(EI1W&>oc1*I>+>RE;!1|
!Y$$WGbmc`OEJHO;b~}Hsf&W8wPm?pk{kxxx?fo2qdUre2HLu^OA}~}uQp&2BJNOZMcpQzOHYVdQ5+P
J@zAVlb=!@uiRc10_k2T>x8M_bqntHuM{?$X9BL}<kHWJ9cV$=!g?)}GFx3a^uO*jP?zg&I)c(1Tsri
^-DtwZQmbxh{R2HZ!<rB#q(<nmM37PEaCM-na6C6P+dD_&~rkUCK7^26>4`U3v!FxZgTf8Bb?#bYc7q
#etSnok>3fqk%{vV@EzcF7ewf|)#LWxVLtvHuceqrCU0iOroe=*3CPkNMthw6BTm~n{sC0X(JCtOYV-
JP)h3d<V<<k15-s)SDz`*f+iL{xsHTF`ZbLDW2`vRV_wL8Y$BBdG$`*rYCl3uonUm%Ik)jBqm8p{Axv
7}T$u=%(moK+~C+W3>K_@VvK1BB(V@9n^;tqP6m~S1G711PFuZJWUUe(Ykt?I~Ia%N#Ho^X9CjVaiQD
ZL7{?sdZ+;dBYXl6cQx`(`2P4A2R79Q2F_sQ-SBFmbni-#O7RuDbSmoO13*=<3S@ky7FWuB@TEhIn};
vAj0v6hk+4@{n7@u9;N9S2OEgau6P-|P^=6`(tfEb}f{*8TM!@ge{ccX4&6J0nTmPta*He6&7D$^DM<
ZvHMV-c#Ms*c?e~gKa%mzCnnV8C$eI(*Y8I<rOZIh%5XMIaKH(N!%l_64u<(Uj)Zpyhwcl0IWEP(Ef;
G1)@EX{I#h8wBI;$(#SkkfIa4VP4zLcR3(_K(w=7IsGFc{MJu4O}ggD%AEAzW`ABT6E`Cw>B8hv4odQ
>Y^2qcuP;C%gPUX+t@p-)=kp9qd!;uSk?#|X?udtXFiClTx0O+o^!6tb1S91QnwDVuDKI3X+7RgapUL
V(&uIymn`k`q}gW1(Gv0Xz*G1J?J?3M7E*RP)_`bGxrUf-`JTEn&oXs5EsuD|yWj|9IY0anqrzv!LDZ
U>Us!>e4VNLc!lq11B#6~65$)RKnF~%`YxmThQ<L1ss$=KXyRq6`fc!HE+^ZGekd5<!v1M*oTlV%8YY
mT9gqln43@#{?o6_2ymO~9WxPi(3BtUhKJ5Q$M?p(9;90?All(bt_BobP-x2@7l!o@7b|Ku&lNtk|TF
A8FNbV-QcluA1=AMv|N0nSG&GPHFpDog~<)qg{cbkt!@Zno%z)jsEOxbb}YwHdcp-9Hp!2f)9JgSA=O
gg=*JTkad+AbKchjqA|`D5mQlSeCs~OYxN`IZ)Y;$16u~R-5OuwbXUby)+n#XH9M^7rw4JxSo+$N|+@
T-QK}Q4|jw%gJy`i<ZR<ixt~gqFEgss0uS_t)?*8J6U^lbt*SG?;gC#nB}zdf(}48IIPOL@fc{{}BAr
|<O1e(MU0xCoKFCL+apZ*oy-t_-<dUfUq>L{&Kd1-AO6nrEk;T6#*SVMd$24tHB2QPyN`3=zJf*G?>a
CyOfNq9RxA~G#qZ!^}2+Su5=X4-`T4-+PXdkW<$jlZ5q&jNdtN>%bHi4z<%HZMs@V#WtgEJM)vqlgZg
W{3-9-uFx2NI<le`v=e`PMQCP7RE8Sj(-d_AXKg&%=WHnx`d}uLqc$tx_Bm9B9jy$NY`Um1y_^?MX*I
y?D*~-ItY8a?c<XmJ<Gmf3t~9K((awry3Mj?6Q2s4wK6y;+fL$lV@km!P%xZ8cV+>=u;9~<~OLQrike
szpkEsAko;D2t8y&H8xkS0RfNFqtWC`3N~v)liU$cY0A%BZ%i@|R&4<8Y`U7yjY?<<Zu7xnWga5P%&-
Ekh{zp;;QnMBwH*wLQP<v8{0vAZsBs<8)`^%mFrBj{NotAoZb4fhqdyY@!|M>>(lGg_FFIvBvri+wh{
9+`+9l*i#o~j@%W(*8>jDq4;EK32;X&5_rr%>D)zm1y^)527X@?*^05Ue=I2N60G0~oLd5K9v3>SSVv
r!tk1D`=QPeZVU5))X`QV%6jquW7YE_qsN8FH3ISV#DE1?p`oevEP56{8nSwA?gpN}HnnIHNM?q!?1}
WinZ<eNo4Svzn-?H4A8jl26oUXyyz<){LUQ1T6{=R^6lO$+1>!wauTmJ=i9H;8enU(RM1#w&U{cVUqH
Vdy9NBxq=f+6^f5ZaQ^S@wg`!Sua);8u!TdOYb6AQyi!iyO4Ck3wYh5{@!}S=y;+aYG-&W9>7IqlJy=
>hU)6Fbw~pCipwfiA%9w_~C%09FOYC;PI`At7`vnP$kqb{NKUT1}g`=_f!GBD){SL+BHM!{9KOs7V+o
G#4LXaC=82>jlK;_1wfSJu1$l^m2iWy1Z?-le1?iHwozayBS6B$_S#rNwuPy_=|Fnd)U8S!R*55$yJB
`{*7#V*d0UjKyp#6*O#q+vIy;Pzf!6Lc6zA_HsZAFAzrwVb-Rs?wr?*2l|6U-7ixr6d(?+@sC(xzLD`
ey~OwL~6eC{K3gaYlb?Nvv|i({1-GW>@fPIV3}1|UkS^jb+u*60N}a6#O)l!?p{r9_wK42;Xpm8X8N{
76^*B?yHZ@hVl_pUHO_#0Y5)V5q5H}tQ#^9c&mvR<M7~%78pQNiD`Fq*UClof$9uPcNWrWI&dYh}yE&
7Zs#+jol^yki@g}R^tZx{cSUHeErFZc;dAq%8T)!<pUR1P#^-SsjawsIti`;AcM5@HANih5H`nb)e^A
|qm259D$>aYLCZ_K<D|29c^t+w$%L`sb1(BU_;%i3v)a9GxKBf$7VcZq@gm2z987y*%-h?nJL58yl#M
ymJ#ifKO<XAeEjWSgT<S~ZR>c3|w^%w3O0M_|+(C!-Mnhg92X1-NXRFk<<^cv<rhboHhLQ<2=$1eM-r
r=G%~_r5sJxx5OUuxDeFO}B=&#l}^`&Sm@ZYzIECCS)@$FQceSlxOh>)j8^!S}Ql}>KA7WC~X}LZ!7%
fT)p|*FSXVL-M_o^)A_@`?dR2xFK{zIv{CD+<~<S|Ooe|?MYGAU3^{0``n)bKk_jd6USik`U0MO`LqM
J+Ry(>*Uz%{0LU%3Ai@;Ry3L>^l{U-C~s8p2itMgMnEu+5&#{4g9LiJ_>m2BkInmzL^CCpuV&ES(*i8
a<l?P6Jxv-<9f@_y^E^s3|06(jJOD>VX6Rx<!)9svWldn9!_d04n7Rt@8N=k19}0|)t_woQTM_H?*2e
0g=zU5iN%xDcp1zoUi3={D;aT0#<7(8C<`afG$TN~ECef4Cf*+CiUhGg>mkUNINSqp43H{kPoAxLG^X
T{ijoN!yy5Wxsd9{K%it_V?tt%!K`D<K2L3*Cv<;_4>-1;;U5iwN17VJ<GUt&Vu1AK0VQ$-E9>=^G$#
y$StOuR4dC!c3+XTd*N$3!E&y!M4TF5JhQ@pV)Hlro-AE!e&00{?O+OB2{65*Q$>G}Jb+Wpl9SY2W2}
mRO@;ODaaUuatvnySGlq6rrHgofuglKa6sGFTX=rQ03CQ`Lf^#>oG+rA2y%pUpP=(>VLcX|>=R1X!u~
`qkkJ<K(_wJvOc3XInU2z%*{JD?@mVYUF`K66s8c)*0YUyqOJukIiqJr!rvs**OKPL^W<NjF@Wsvc%V
(sK+bv*g=>@0QkUff0buw9vcoP&h3JWr_@Mdj|1$X1Y<R~*XMIebY1QwInkKp6y4N-WuQg0ZiCQ8~j6
v&i`Nl5bhn9?vqL5zKotpS@3b)Y{I#kIZXX>-!~|U6Zo)Wl?VX1G78X)#7eIlLM+%-I6PZ>xP61-An?
6V$TC?8Gt@8?&HRJE6#2(dHpb7@N88Id3Ma~Q_pvD34W12*^m)!`lxXeUbV)=zw9P1^h3*OfKONRuJ@
jeUZD`82Y88C#qswXASZ$O7Mn5gNKrk>C=yfXRS2OIH`r<!95BE<l!7o>LGQ>d#Kz&WjFgRyNkAy(K-
oj$6aF$UibTy1S9SQALGABL#b~U6QNEIZQM@;C9K({YpDMctVJrRYJ;zTDqxF9!bpApN!c%-B&s*$p3
C68XY3ea$a6IuZ9iS3=kMoj;dqTT2z#tgXAVWPbe8bZQwwVxltVom=+{JRwA^GcDm9abNl@g$}p5@0d
V!~i;Wbq+0i4k}_3>Elx)^P}hW&oECey&M02VBYsDhum_0wT-fNm{yJ4|}dNWVizEwHsB#@&YmR@$8w
hGlbfdy@Oh|TeckM^NyqtnSG{7ERHn2u}&}D9)NgiX9k;^*~j+me&S)}W*Ksdy`pE%(_M1AcMvBelhd
!70?;RRg7Z*dIh@rG1>y<mN`$$G7^~!&RJXhAc1Q`_7YR5M2)W%r<uz^Vi*4sSq4RPn6l2pi_f;5KPE
X~a&}pA=Ds0MRXS~C%f+j!``uf;G8++_uW5=z#sMTnQnITfydod4~<(6CS%6PDMSgg?0p+;dDXtZX)9
6<ms&L{vHB>sqZd8?|Wr<x*)$Mf|fP{|xb()$P9%d2RIo1P5!0JToaYS~#S(?&jjey)U|2eHC42&z9c
wcM|sxeDqov<{f-YOzQtcaG7rhnm%1&(0;6o@C0YM_gYc43jFE=M;zi{wc~nb!=Z&@|o;xU;`Z?z_e)
l339U*veo@Dga50SaTC|snzT@NsF9)ho^mKocn!X(%ikgy2jL-UA8zLiIUS-!$7F;-sLD6)Zb)~!Z?E
K-XK9kc^)+n=X$=9QkR35VsF1FKVC8^?RIE|0Hj9`Dnq1V{nO8)s$W0*|ycx*UhS8#LvX7BMS<~^GP|
MY@Fs=ky^!F-MdH>lo;@So(AwYTiv>P7c&O{QR#qXly8y}YJ4&dyai4fO*4eLbByVGWP)B3unlSU=*W
y{))N0|7o<U?aN76`yUleOwD?+#sgz=-QNgMH=|b22Zmcv;f&EY-j^nupKa=XkNS@=#{Z-8HK-)GKW4
Pa<wI^X%$Xy6eS?dtfP}I=5Yb;c%oMZ|#EZak^_%vO)o_y8B;02<kO+b3Vl>7NV$9A5mFQdiJY1Awgt
d)l^P2&qzgzuArrclImK*7OHi^4-D@E8It1`SMurtZV?5waG91-UU*6;0*aG+0aUPp<9-&-{H5QD0W;
-0rEUpjoLGGN+0R+!c&QHtyh%p><Q<L0liDI8x9k!fE~9#)ru36fS_f$Izh^c?P<>g|KU6V~kB-+NR0
gfM?j29moYwpiA!+qULG5%te_-X*@(8PTA!YTR51>7i(wiXYbtBR&@1d-q5`l^!6<NWhUy+oUub&ovN
4J=2_CwT*R)Y?=Zt@Nno{#chO2)yFoAC5a8AFDWvR>VA9i~<oqhV*F7UoO~7G&<U#XnPg(Jg0yVuD;y
@IU?&TfcC2yl8n|eEppTnKv(1Z4pZMWah#?s9w)cH**mfK^@x3SoCN2>4nuRPQ4w)yd9A}4&?LTKV&O
3DM(4Hw@{Uv)N<m4Shc=mnH{(8JL1jM>90RGsV_ScQ?Rb`LjN2)5-Cdh+8%~Ia_*+?=(jYxTbsKTprK
(Tsw1fcl((irsS`AlyMsL}y)d;^3<~oU-OPCA0-j7XY|>7Th-=_vVE#}^+V~<tAdx~=>=y3z>Tp4Qa0
0K?8y=(o#rqj^xBHOInY=}{4zuu{HOq?Kp7qrlkPQ^vZ+T2jMV!=%I}EhT7kD~|mLG%>iVXi!N;|@V9
%?FMf-?eIGM5&g35V#e+l1;R*1<*#rJb~nLuO^-0s7(ere5pbd4tO*oFDJ%snG|U9n(%5IZGhU^m|vQ
v7Xa#=(>@#$!&?K<|qiV&Q5`6CIt`1tuB``azEgkhZpp>5v#tvM|fzQeSgeZkhv71CCi4ZN+lu9%QqR
s^n4^kFPp~QjWe{dQ2G?X&)?E)r`Cial+ozcjbyGXfsf!6)Y-ZKx|2%x{k%=SRKm}R1&RZ<TRs~Bz;D
xPoqwT_@v39Vw=-PeZbq;pW>8TH+j!+u2qw++qVyuD(FERfNERYZme&o~uoR=-Q(j>r8+RSO=pO|5Ju
t2ThI1ihD=OW%T&>L?kZD^K;v>XN>nnMxV(fo+)<34wAJ@T|#a^A*_hcKoxeR0_>*`0Qiqb0!Adad6o
mhS#2Jo-CJ$*Axb@6G^8ak4|;Wm9R^~yJ3cbB3oS=fZAqYb0=Sz`9Nbj%Z3urkLUzt5J@79Rwh<j^fq
^r+2q1u-dVtdFa1Cse{Rt-lo|`6QqVruk`{sN9t(0Y41hmA5!K0m$_Fm!1m#8_(E{4wwnsW~gIF+x(`
js_(_rq5P}ekM`YYMDwkxQTr)eQ?Az=YO}JGhlFBU2ZPHm?P6GqDjbqbdCe)cf8mb$*M<)y5~!+En|P
<S0|AoAb>c}-kEw!2a3sjQLDl>pD6COdUkmKF5-;Zi4Yv<`Bt!7Q(EyYoB{<uooFi0$qu@9kHw+n>Tx
PA+eA!Lj39~}^RmRa5l@N;j1=J^48C&T}fgIkS^`JvXsQB4VS#cm<Nr~QaxMfPvi*g%B<XEdq0R6I66
<LuLW_N}kn@}U#O?dlHy6(WCd|fU9YFr_4yX}bO#Dvh{M~G~ll8FBFKjB=wO!##HWE)|l=R6(%!Xah-
5Ow9%M=a&TNaLzncQ+PmdHlN>RZSxyzb^Q<9S5BwPR`j0g7OMK8s&sI47K62ij3)F;>U{>-;ETok_>T
m=!BAkqW#bq6~?aEJvMENcC-p!%B~~Of|EGQ#0rxFq-i!~CJBI{?(NNj4KU69E*bJpFajem$zH;}(*|
YG`ahtNGQ*RWB#G8W*${Pj^sX2W^>Eq+s&B#rV$e73lUJmXIjmfvIi0Rnma=~PKT#@jAKbf<^Dv?!n&
0UJ=AJ=?6Pd49oe%GFM~J_|lHXYBNw6?b-&0)yVh_+Z8}dR^!Dt=W`A>)`fp{|-#3ZU6zV&>{px5sRu
m;$;h|=n>Ft<q$!M}H{1O%isr9J03w~g}(4;zTPwYBcQr!6%BTtFR*BN}ap#Ddi~4Dafj3T;(G@KNGU
BKd_+qPJ7$8Jw$YgOZHM;p`>13IBmwq_!R~;^8u4x)@P{OrMn-IZw>u7dh>b4#_pec?e}ZK}*=s%jHI
>G=CP>c36QM4K>73iWB~FL;KSM<6VdeuM+`4*j~P=lYh+ww1L&G)2f)jgg05U#-Ec*QOW!hOHg#LCWA
39+mrH}r;QxIqNJwMWLA$E7Z$`3P1MFnaL{B_OL@7*N+eSrrY~c*J^#wVmThHUm^{d)+$)12AA9{QiQ
7=5&P=Ay6JqQqUh|XybRQ#};r(O<dhtE3D`?jzuQ;2vAd>9sU_TJ0=tY`f;6)|m?I?4=ME7h4M>Mn<4
a#@OYh$w@j6GSNbgqb<TEYYaus3X2&^%bq!o&cov#b(7w}3(S{GXNN0XZ{)tj|*UaZA<3NV<_D5JOWc
4YPYj+PK}6J2>0A0Qr_$6;Yl6DX--aA`;`McT2+(ns!ypI}5m`|6d=Q^TPZoCj|9<@$=Gq!cwMd45JT
E6Dq!P?a*_#vow!1j@sfFB3!*%boc|N`%auJ1;3@F3umcA1>Z-Nqbnw<PXXDCY)z%@bqlH@Ynk0UGWR
nJ0L~!4Q2z;a<-2tLYtD@fjsGVq(3H&a5Go8UL?5&TyJ+MWx-Xv7^XG%tRX$QEnEz7U@0tX(KvK?gGn
dmORyGZycKMd#lNcPB7UDoPwdj&YM-j#(y(E`Eg&E(9jX0_A+?8_u$PW6rD9Yf99DvW<*GDL@k0Pm$0
3&Q>1p^h4QhE37Tc1NDDnTz_oqT&%U6rv1TtAuF*4(L8w7ajp2o6y<jXqBjh1L&F4PcqV5%rskk2iEI
z9^ZEyK$3F{%8(1byP(({!BesNspTCO+r6}%;j!#28kCFPjJO$NjOeY7~g2}7cf%PLkCv-*&p3e+?t-
|h7WFj_p~JcDFevuR;M8D$ez0af2gx>r>HtbD>3Y326p6O7|EU6VUkC*;(0b%_^5;HuEOj?z?+RFoRf
i@byn_rTvP|%zN`0paw{kFrcA<<s&5nfD^^vdAJqgbI)pVgZ}ZjDQeoyqi)D}X*xs?Uu?`dhnfX%g6P
WyJm9!){#QQ9G8)cAQ7Ii%kpSt@bvXy*b<KO@wiBfA`S3*y}ZhDTjCY+SIS0-k#Vp)QqF5}nsQNN-^y
Y$eOByN|)<hM|R2zbSrD}vtPsv17`b9xr3Pt0$HK3_(2dDBGoQ-oe5RSl+3!cuUL_Hhe}8*r2rvW9_k
2?|V-U;10uZ-w`nT_@%jKj+HCi$_4S{vpP@e&(a}^e`wYa80lSq=Es5JNW8-5vQ`+hWRVrSYiRf;cCR
w-AlT0r~fPaNKrSesBVt!eVlzD(Xnt@6)HE?ymg|f(b<#v^v@hsG7Q{rqrkc98QIMuhb%_r3fKrga9~
>9O?6{EJC~Z)`~#{F82w->nX}xB4eP@R7S$JcU72<Qgrya(kG-lfLB7%6*rquOA~Fw4Ufd`(r4#)n{4
}QpKYd6ojNO&2d(rJjuEC(J;0!7V#6aYEkE8Ojic+KiTaQt#(73Zcb*Ps||6`XP{ZSD5J3SQsF1P%%x
CsKDUZzp7n+-#7T!Y9e^ECcU1=Ix`#U3FJ1Ls*1Mds|kJs5=*u_~Fzp#6GN3tXQBK8R3AmvTBYV(mxU
TCslx|I-N~KS_l%Ik~uOT6ntDgaay*Wa1=>Z;EM=f1|oYDn~kS;{8{wd1x)|;1we6!t7j;kZu|YDNYN
WIphUxEGBPvGh(#i8^~p?3(lzl-S?a0CH20Vk~`_tq`|=sWJZTFhp8z|k5=}&N#AAm(Pp^2?r1>VE=~
E7Cl*^k#{1cci1r;+kLu=sALrgg_%h<yQo#PsN6QeJ&;qZ7PkD@)r^@p-KX<8o>MIc-66RR194g<aq*
wnG@6+NHRSjCPdMA~)6wh=Ym~&=}5gMKaY3)drFVB^*_fKc%l$MGe--|*1)yCyiMe^7d^V1gNL983$0
ZWtm8@#@nMn&6cNe#p;;BDIGpzD|OfvQTsu`U%rE{6<JpbMqevx;2DD6Nad2jHkcSDF5>|JhzwYOFFF
r$E|G*PwKO-4>3LG`MmJ)Kdby+Q2vQ6V=OsoO=yJkC|c$h3|%{UTL?s2{K^^BQT8zhGDI3IbV_J6chN
8EsTnzGL(tj?6+UITVUMueeQOkDrAgh8wO=j6@gOMZ<^!1OY8CfTo5jBWB7XwxFI`m59C6yDk}9JxVR
C}CyPJb*Iqc4#-NsA0bL)a-5rFJ1rPJ<^xv@m-7XoNPmYIXW@M6#LA~T@oXp(?lH`CP$tsk1@Umq(?)
fP}`eL=lCVIN6KOS2HDEf%b#PX6YTK82{4v<&>?EK=715%a<vy-z{Dv3`(V7F6Z<@L)EgHQa`AIo)Hz
=EeSIX1;$WCHx`P0+|i=Cd<95~ZBqEtC7Xiyz>h(D7u6yttT(ME0_;E7<IVk7jLj<bd0uAJ+R+f&v!N
z^g{6mj0ba6PoKjlyqTi<jUBNe0|{=weVYN`HINHwad=}0@VC~AOXs+vg{X4T~+D)#m>-vUq^u>5jz)
Wt{>;LCs-H_)3!846n*-6xF5>6C*I)WHvx*@0ANuz^8qwTdeYJ6o$$ip27Ch2o_(6ij3b6Ghsu9;ofZ
;!4E@X*`H^LoAinmRsylsGs#%nyW`ODt`z(3(cq#F()2PvUgcHC!UJq?Z^ZRS%O9|wG02)cE1=Bf3y5
<8b^)k6~!QE09d+Tf3N%~E=it>L!;@!P~sel8IM(?kKPNwg4S9}M_hPg;1BYe3X@)9kimt*dn5G0PCZ
Ng&8H#Q&)_t+k`QKgR032~z_)lGngs7$JX2#vF{ag^0wR~!d3s$21=kmMD=5u6*l%#5vyWB=MF;lY*K
;ZEKLQElY<t(<p5NY+jR8PVKA*i+r#N71nQD&k;bKS)Tk$B-?j$x6MC+`uW<yNJ5RQCvYJz22N6LE%b
QC<!`(j}Gq0kJinZ&Da4b-gi1C4DQ1p{Nb`{!oX}GZ#Nq~DM(d_q<ZX_ibBOY;oUeByvJZWte{4d{s;
1fnmy0<tDi1r-k5Vo=5}_6w*JcsYpCU)rH#~xw)e$NqWH7DLcB`i9P8xKXG$!Ldf2J74ekroNOr=cQo
LV^ssm0f85S%Gvz31!@51pT7X3Y%8JCrdcZuSP?1(IzhgxX_1iyh?XCRNCTy+dk;htWwas4`IV++M{R
>ESQRJWh3^v(YQv*2I}y>A@0l`=zQJkPGx2uq0-tc9+O4i@2<{wl$@!!=7#qav=kFudR43=12l*9Crn
0~f#dLS*W(wCvSdZef5X4wiudQKrrCaO3mYg;vl6H};YAc@Y5H1)|>^O^PJ^<XuQ>db1qWJWfrGOwl#
P5b(-_SJ>?2)jAAuYDFuPpGm}hmBZ%sx*uZ^laSXv*lHQlBAWQcxme-7EsQ)M<;b^O&C{!i_*}(7aS>
aq`r|zl%nH;f*S1)bm4na{8d&NYZgGUv=;!@VbcOXoHTC7L1!x5kq)gk8W5~!%7f<n1H9-49QZW`(PQ
GCH<-ENaR6KNY5oVCy^NtI4b#7S(<96>KxRl_8NWWUp?k{XSg|O;Ib@9<pV=Z;vKK`F9_%s$C^Cejm0
Y@9v3{N%@MY%=CIh#l})_^Lxgvx^J@W&{Yu$v{%Co&jEssuJ^g`)H{gOuNKiJRq^AX8B;ihE}pd*QG^
0OgIUDhLr};Ji<mmBR+9njrh(h)(p-@`AJYf%wG*$tXkEE;iW(025gZOpm%9j1X;fC!(2Be!BTgyPBM
S9@AkfKZ<K`xTaKSkWfCZ??lEyKmh8ur(Luq2{4Y$4tX2fQI#{gKg-@q3%HY&tAy}T|3C!|U-0`EX+v
b6Ak9}iJt${na6}8?5+q5CLxfE~R)U*>19C0tL>EVGSRVd>DJZmXwW)<xqa;QGKYnDr5a-Pabi`i{h@
;1@U8F^TrJIU>RBZbH?jf}&j4X2vn`-2pddms+kd9IE{N=WCPy}YqXv7)`Lg0@*^tT#b)bB2?W7?)mw
*+zF2V7Dt2~W&?e!j(0L<?A-S`zFAq#IHlKDGG#<cQu(sS|W2I{|zl<9A9TYeJP>#-*TsoDY8Sm&(X=
Jrz0tFfD3cYB7oB_W&t3w_MBw4e|oX+9hMfg{Pw`@&;!<`CgWT_Zk2)=m54{kToxZghBPOs*02f{H5}
T<1eoPpGe{JErbAegS2Z&{?#Fy{)=)|7T+A7AtM>?r)A2s7P~ts095RY{(Rx-#C{v9$+%}&1yuk=S^2
cvh~=#v@s;v-Sl;JZj(QP7lls;f4sp$gC~toMng<k5#~ngnUUJeLEaOyMwO0)$OE)j#j<UywoVlutVL
SplY@iq+b#v%E=jnDw>Sl|<Wu0)KG9q7SrW~JXPp9%(emcF*0!?-9LC`!nU;t{(DuKl=HRBEOLL_~OJ
8D4CA5ncm3pSdIF`5gLuo7o@wW~4n0OI5(aELL|o|qbDwe7!>>*s1gL>sdE(trZ|kpd3vFzkiXxIYu3
Ld0(o(ytnRgfYuUnfwgk8~65ADGXB_CDz57a7=(FmFRV0-#)kyqEY&MYHk|0PcjgyuYk}BM#6v(acZd
lC1*S~)=qXJpk9I#sl;gW(RKHJXUlTQL}ElM6ax^m%{}k8layKXywk-Iq}k4bUXGQ~vs4y`=qh+C=<L
WO33dNzyr-~%j!~Tj*5rk8b`Gt0?u~AKf%90a9AcBe2|q7JR)$S9iRtJ#VB||v{OARQrp-rn@FGeRt=
0WA%&35+v@u6RV+hLf9wVMHqh*TACPf{;^DQUpBB9A-_j1clT6@EDmwZ)zC8N`|l}I#|D5u0r&-_lSV
oieo5ZL@thY%B6*)G_7Vx_N+a=&3`YDz)}plD(Xc$|w-qdswqZ1PHwKkTuKG?ZBd>%2?)pub5%Cfb`e
6z$N+dk}t>x2lWhp#GiGE~#%D(yU@ZQZ&!xl2-rqF&$)1d43z%iW`;phcZVTEO<^p=3fz@0M-VPS;qK
c00RJ)OuQOZue^Er1!O5qA@HES!2s`(n;)770Q|xxj`oI}*1MY44xa)ZnU~^8Pmq10<E^P^LZh)fxXY
U<x(`#n%Cc$p$g(j|mx1vXCz%H-P|<<Ona@7Ul_LmRVf;o6xVH{(?2mN=OovB1O>*MW+lIhegRl%;rn
uF7K}9K>4OvU68#Mre{$O;|@7Ux`>HGdCr_Se4;HpL{@Z886XSfl!gH$P8f&=HK=w9y!OfIKYr%h(!d
1cb^x1HOJL8r-|Y`#E-DShGRDr67hGq>D3FQ+{W%*x)~MyFfd&8t|qf1xvMK+I`B@r4?KKBf3^E*?I4
HJL1Sg_T|K54R1*LRP4cScJ@r+kKZP+9E$+dilge>`^tQeGJ77#p*NTbw;=7J<8dCUO;x1LH&FBfl;w
qZBt2AfkNZ}tTBcpo)P5`@Di%YU6<7#>X`Bco$FSIPI&;!qtcG;UGvyaMy#v{OdFY1q#ajl*et{KtHH
#kX3Fd=wZsy!ls0I^1XMKhi4{q3?cm59tU;rap9Q}=f1Qs8zQWP~6@I<Y_HZZkO}d6s=03~Q?DP?jHA
%}abFL^KT&9lYVx~*}UYkJIN}fzX2&fD|oXm?lI0jysc!Uo^=gpltZk9?B#lvIFi4ls0r~WWBtcWuoZ
>Q3g8OCnbC3Q^qiaI4bac_l^^ljPX+xKUeILTX2zttPvRR=<VmkTGy>P;kPP{|FuKAyR%<Ip}8g$_q?
?w|CXHqRtAFP(Yihaou3e|{dgPkS=FGC3Qw;CTXBR5JeO!9TB1*1wjxvI9&(J#iqppQ-VuvX_ek74Ue
@5Nlw_hUVWWRMp5JKo05(Wz@Irdq)UBRHw%e`p{)U+R@^*f4z*{V&aK#{;&S05Y=w_;&`9MYwr_~^*=
w)`Lmf^Lrxw@&NWyN{Qxvm?GZb&EIoe8tkFlj4mh>O@UW!o=zbg(Ewa_ypu`5$>-`es=ObT&5`ia9A|
drnen-B7KJd@MhQUQG@WUr=99m0<JO9L$9r8s;NT@D5o7@1N;g_tEs*<?B>H;$`(AZ7c6l}|x2mU7l^
i-f?LvTWE<kE9t=0{-OJ6FMikl7hPh;i>fY~wy0gqW<hclBGk8xs}mx(woMcDYj5Q}#2jwx!%VV7d(y
B&JnPmyp+g-_U?N&HIe;&}bX+?^!!=6Qf)(xB-{G9}671eXC^8oXbZIsgEwwo$>v0y9q+Dw^5K;+xb<
sCG;9%!PQQ6ozCbN@l3(e>k#9iiPnMs&i%@nPwF8}iQ%X2l}|GKm3T-o)^;%MSXZN2K8_S4kV#%V6BB
@d@UU(3xmCA=be!eytWv_{2k|xYn{#fXvjrw+``Lh{1y&ldXmY`G;R0aAi3?c0I-V{jqhp}e2*L(Fk4
;XQ*CS!Tf&vrD63PBwbF)Zicn!8)_j>KYI?lNXg9I3@3mi*Z6M03}ak5#G=qK_r8H9h7Zl|~*tMxI8;
s*3e@r;xPv<CzgUUxJ=I<Dfv9e|JX=W~)&B-!!SE}XTok*Qax&xOC7V@!HqEopRwdX)1Fs2merkw@g9
;-v+)o^%=)XB*RreM?0XmIA{EbR&P@UWF$bX7|5Aq1Mte{8Kms3hSbck)Y{U<H^`;@Ys^?|5Y`eD3}-
TsP6Gah#YnH&|+PY9r86&dK@rD`ljbNHz9p*tRuY_bjvx)V7sWF+<(K}7b4Ng6~JEKt9|a`AXw2KWO1
UMe|)U!o;Er<kny~s^D>!}5=FU*>^kH&w&LWC(ath|#ns~a#VH>YGZ!D){W+Ee8XZ<bOOb{r-nEREjM
Plj(q^1}OFcp_47F7ruV@@$dZ<o~EBg8kcLec>rG$c3`%{ldi=br&^dBgos5g6XX~0St0fn;jWt+#GZ
t<+1`<~p_E(ALA&V}Yw75~))sz7fn|EU|4Qys*6z>D;2T%K>ZJ@r_xAom8~Zf}$C#h6!sI+3MW7jOGX
C@V*>4so>=^c0#YjMhOND_PNH++38xtA{31{ryUsV;64iu{?&sf6pK^HQU4;@rV+LP_cGROTT`}?tHY
6B|p4^l%A3q&)DFv&{Iuj9=nh-LO-NoI6qILbACmDIwcmHwpIH{SEfY>z69J;WUReh8r$)z=}40`(9&
{N@<hcV;(T(*D0$S2BpG$>J>Hp9iY6xxYDVyRWEo&?hvQD<wC7siDfl2>HcIqb31&WN@Uc1$wgQPpPF
yvE3R{{KBJ5310p#;1P~*@_C1_L|+^fGzF=Tw6=hhzGo(GGlET9=f%s*BNn@4|N-tc+}x5+~jZu6P#x
8D);0cdiBzrZ8bvcUjL1~wXZCXYMfIYMy+y&*vhS@il(=C~f8_<uO7L@4P%o$1J`#m4a4MkB*<SE3LS
S~+p_?$~3<!^o5{o4##F99Y}Z9T%pAWU$hl!|5s@xu%E@TkD4_z63vXTFf~Xc_bQYlo0KANe1F}(BZ7
6`TvH+)fq>&2Nj*>@cQ_7;d!hIKcjJ<%kV{dx(J9+j8;#Dl=nThtkHH<^RLisuW_J*cQl64M?9FLdXw
Kg7il2l3y(m}YZ&Ay0lQMw|F;F;R~B4Bc@{aoZC$S|;!kQNq9C&_24DbyBYH+3oO^SXqY{v#4*y!{0f
bO?DMpnz9@Avs%VYHHtN4T&LgG7vvKw3SOBM1k1a-3T`rdV);yo|)G?E$Ay@x#>RwbIDTca?oIRye`Y
K6qDbq{${1yVy%MS0-kStg2~dVF|boAC2Ye(QTN8deA%sS<R?Z5;e2RTGhGK+H%G``Ch58D=;KfuFf&
MJRfVHHl0!149*wLzPA~s;VcXh6bM66{j(?dQ&~`Q5537f)fB*h8R0G7Hg3E<+0iygSLcf2}c@9{H6@
v7<16RH1m86`OuXUev@zce%f)LEgx$#@U%i592UJ9wdlV{pH^ReMHt5Zt@EHBhk9nbnV~f7i0DjUF}c
8A9v&Dy6j9C0CTew^;$$_e(Mrp5A*S|%h-klpy4<&PfPmE!u+(<99mxA|pBd5}Ts@=FFiaTuRJ5^_c7
Ud#q=euXNan5-3@vn`5rw>ctb40x8a9=vM*l5#Kt|dsH{qBBb8?dzS4&qE;;M#>_vF|R7uo<k1zA4jR
Ld-~YlsMay3qQ!a}Rmav;T-&)_}L|80oupYrIYASPo}gaq+ue?8X+6#doh)sKabbc7B@gO%RX+&)URW
Ek&%uFAHhR8jHlb9Aj~BV43=kYBd8so;FM~AeMa=5S?;n0@nFP3^^#8Eu5CJ)}{0|Y$Yldg!<pQnuLV
tF7n!PJ%H_?pm@!{u+^>B2Im&HaD96rNdNSrzQ*xL<3G6i)D-$)G}6D%(1D8Uo&mzdgKE!#jfZ2{ev=
bc&9x;ndAVL)B?wSY#+EgG3?9H)A~T2)MOO0U+D!@GDm!=je`a&CJu^^+f{*pReod2u&@@@j_YMFBy~
_jM(#@nKDqLwsG1Kc~5m!&CZrmxgs1h(c0MdcRe!rA4wWGZZ7}&+<6x!Rwej@~%icskVEVPLoalSCbO
9#r!Kdq3=#EKABOwxYT8c`j)0cr;u(vlYog~&4<?Lh*sW`6--D}q+{Lx<u@N3Lw%$FlN;_qpKa8*PS!
(rxg;S*5nTDOK4?D=chZiwSU3JYb$AvT|F+Uzt{!esPa>OaraMe=&P*ny#}wJ+Mm!L)R3>`RN)xpPc|
D%Cj>0^PVcp<l6PVSf3tg{kmlm5p5>cETmD8N`cy0AOt_7==MIt;buP5&u(B`Pe}gm24hiT9IIh2T{I
2zJ|Es8hI7qY@zl>OtRsJ|iqdF~U9Aw#X}439r4XhFJMdhXMRsxi*$&Ict17E!c{3QuKSHmoO{R<KbS
ft+%6swP5hTpta``^MPW|qZUk@AXKAL#0Vs$Tm%CI^yo>jNI4x!dDngprK4mw-WZ&Qz|n@-D@8}c;PE
E9cgl@X;z>mz?raWhgCOi?sJ{<8~6PW^Ib-yEG)U&eMj#>I5et4H@%kpR{apU@gh(_o5w7|@iL5a?oP
q$|So9Q%nRIH~oURp2jl8o!a)D?KAPM)~qI=8SRA4u|O%cP$wWC$Km1$9i<iz`&pcFvlU<$=$HbI5+y
uJJ|&ah&PFL>%a8sB5^7V$AyY}@aeT%3g>P%n~!5nYjS@*jps~k3ez!O0FOf;i71zE3eHtXVh_~&dLN
j;byp$~ph{oxd#2Kj{<35^8j;?)|0;mg2hICK?2Xz-iW{YWPTlOE@ZfSoSA5)g`$6Oj_sOLKn<!!s>6
Y(RoSs<asG8*sYT*KxP_CQn8F5<t4pZD6T#l(2*~B<wdxZwJv+Zt*B*gz{luZfE>LrG1#GQK$GyQUwD
8=6?nQW0gmXr*c1RQ*&gT0$E#1DPmjYS?MW(P$pjXekT37a}^1+g`q9P&+`RSthCzqx-GhILu<KX~22
&@~{LhiR5-<;r|2K3~hYaNhOv_iJIHBlVgRi)9(*px5FLDQ##Eo|Z9#QShk!3~;GCjN4aqDSq(vZ;*{
be=TbNyW@CbBP)UM%U<GcFsj0{VUDy?k(aNJ8spp1PYkoCpo{AQMX(vm=+={qi^hYMCA|`xz=6Xm)v2
u4Oz4LXc%eAvGRVf_js>gcG;_X;vr%!1Kkz!57+9P8zg&|F<{5GMB={F!g}s#Vn(cyK4UrwQ(av?;(;
mLPR>=FDAgx<+6tr}N0CTC+U@%@m+D=TMd&>*UUX!<@N#LC5Lz~IC=~r>mxgVO%gp7e9{wv+I=s|5cS
!ktkb+)GNF2NAl3=!Mk1;>9x<%?EP|86KqkLkNX;7FnA^fL~PJ&gYqTpq51;biZrI{FTX{R><tt!d#~
UokjVcG+Is+jCZ1yho;eqaD4FQ_FhEiHVL-%WTv}1=InoC9Vo61DLhznXUHMGNqJbfNqfm+T^t43;J+
)bKl+;Sl7aQsRJ~HV;wNO^D95`$T3^ZA5P$;tE3{I6b^n<cc#BtAbvz-Mm^=H4e-QDUVyjg1Mh_BxUF
+Lk?cH)N13?IjsHKcEm@_g{J>ha`o>`NPr6XPI$CHD;ZbsxSe=8Rw2sW_beI%ATh>%lSPHo4Xh&j$-#
wcJMr$FS>)*O`2SkLgY;v3*8+*(NdXv>Vw+6&nd5D~GvP$fk_j9q-f!+C_--I5CBj#DAtDc%By(y~)>
0p#wahTjmMF-l@Kjl_}2q-~!Ta45nDiN6bMD?-y>9LZYjB?#K>2Hxj;;hplJ%LHF3bcU@I95AO*eaup
7;+Q3R8K(hc-86UrLS)7#h4vc@pj6fg0(cPz^MK@P!g_AeA}IX`L(m&I&DfV+UgybqdIjh)^tPrz@bx
0QfEyfD}D~$C@>0AKhbL-4I8*|X65x#U6EuRjWZ8?WvkvtK9Hs^LUkWdNfD+x`+7bvR<>d4CeAxt-)M
0iPIgTihPOeL7k~|@dBW$FE01$|=NO;;-=PiE(6^~74sL}4kVpR~=^3q*?22fISjz<!0^CA8s<K7}kA
H;F4p>I1qX^_qgR9hkU;KL-#Q0jn88AeVLX&T`jKv7_q)Txd(Y3HEfxQ^@tZq@qpMflie@8UQqBRL;l
BOnm=;@kxrJYLDyWs31c}M1}WC80GbFt0o(Xn=nPmmvZEM0<>I%2}}P1lGWU%i6}Ie666DEb~>QrOq9
bvI<nD?Vka{${|QemYYVWryjN{75^O@>Q1KG`$~lP2W<~Msjgg<~KzO0W!txXF9K&;4RlaP2B4Y4S3+
Zjf6bT$-jF1jf;x1ovV>rIS8*)Q2}1zdm)751Rh%TJ39Xo1hq-a?;}z~Ka~)~LUeXvlnpiQpN(no#6f
_H=*Rc$iu7wOe%6?oqYQsL@q0unZXQpT2m!7(oE^lupkaKYg)L>S$F960$v@n%Xs}1Hjh9aNH>*hl0(
~q-hHf===tV_<I9_~9Gmn#qcyCuC@}EfRra4yO;CwKYOi<jRq66So*3ptz<9$f8NP_=J*Ef0>t6od%g
Z7l_^F)89^f4A6l#vxe&m6Cpf?Y2;uhDLk@u*aew!mSExlb~=$H9SO^a|GG;(xxEN_0s6iQdYOt+G0X
{Q!N^UsrY+j_`;0!z`2|03G*gRa+dR3|-msscEv@$VR}RU-5YuIOsL}pERqIROL05Hw==WH3kDHK&<+
O1w*jdlj{wxOaQj7pJL(^K#2~Zmb_92-qZYKI&RQ3_7X<{8H2Hl!+%T5vWu1q*BHvZcYSPaxPYu&Zwm
ssQ)e|qOr4oujx(xv_l)P~GnYMq+2<6=bghS4%e}{%Fi_3)+>ciflaT;sRBo5Ygy_;gdij#LeU6a9;T
p*ZcAwU<h}p#F&D~WEl0lwsZ}>1kw(ulqZEpgo*jaL{Ia>q<E&#Z+0Ar0kYbu!7PP?n@E)l2pDA(J~s
^m*!@)V;&r04)P_W^VuekN}Wcb@_gg;Q2<Zy<)>p^d_yht%4h?NV!VH&MP4(!QW51=O7^{_uyosEpi!
vL1W|bj6cV$i<vq$|c}?qGYv_b2vjl=x?OTmtNUO5SXm?rZpxciTc0`#?0OO?FG?nH<2I#O7xp~lTi9
;LjuTog1HI1cY%i8?esVaVqTwQU_X4Z9NgivgC9b~_ykc-uYSNg{Zw+;1{s#5@y267*#O5d2XV20+($
7)3PhRX>weevrr5!5M{|SzrUeJ$NwA-+KvdPZ=+D)P_p3G8O?vZYKHaK!g&}%rGK@GkgJit}&(yj-+z
1GEi8r6zD0eK}7lbBeKwXUGr?!)oS422O0=-nJ){*(zqq7iSwK`@f5sL*v&x|3|Q2MvY`>-_^%pPmFI
@V+(k_`m!<=(bge2nTi4**kI+8_Jif{2ceRNU~*njwPv`;^3?4w^|t?gC1J&5cvIZc`GBgtvX@gfiOv
Ot(I6ppOQ4@+G!%ov<YSy`-r!pJ(VsZS4%T{KpHKDnn6xh-+P5(K*aEcF_rycxBN3wAL$WY27!_2^4U
y^H(a|YG9C2@&e(kKq}lK{1|uht|r5=N$Jpv*yO06x2@ysfu{_ao`zK!el(Y;#f|?=Z+pGqudUmjlB{
AR+uW)(kR=tpGc;suVVcA4ridskUA2VOyv#CR##Y_o5`^F>PF@Qty>w%8uZRMz+uB`2koTBj@Y9H@M2
uv8c%U@QToxwk?bW0<pbWsd=QziCBVEv7QcZpENh?K_+oYzEUk8=O#`pD?D;Q6piPBOBZj!wbZ1M;5J
S1qizZC|XgyP5T5BK_kxDx1yo)3{)vYLu}bs?7;T^tX0R+rbmuz+4ecxOK9=9jO03@sM7xg4>`<f})+
R^LN^6O%q4u7D^zI`)rxD=8JdhbOG}mm3+djj6+C1F{E4Qj46R!V=HL&8cuv`K*=P)b9_QOs<V_z}CS
M!?={rL%}dH-t3=SMU%Ppy@6g)Pzkp^@OP6OzM!%_l+FN}G`0@@bJ{&sbg5x9#3tMdZ{K$ieWS^EAC%
K&y<eda)$(rD<6}Qe5`s&QoS4KDJN$6Kw)gPmb6$v9m+L)hTk3R!yPJWWoI`2I((b9m|H?(;EN?z#N8
}f5wOPs$d~&7wemUCn=z-B%P1q><<as>=y(I;qt)Fn1#Wxeei^pTP<ULO-);si4I!<OD=?fYH@rqLdy
B->eQDnf~z?CJ^$|J+7J?547)ybNGi5@6XJMax`Xs}~oWUA%l@NDccG8nRd#%qVSUd8cv?dfc<lq9;H
<InVB-zz$e@$%~>*IBaKrI-I>1$7}PQ0=tMz{w|yZyJwmLsjVoz{hT?pa1?RcolH}<rEM+io=ozzCjZ
4EQ5O@>Y0fi6Zf@nZWM?x1hyZ+w7dQSCG1@?5>BiHYuVr#Cp+WtLn(Fny!QxbHaCUo`P&&qVJU_WMuP
VugS?dOUAe>@_#m47!>NxT(^z+(aD>+eZx<|r8KWY1F+y6{ZaL~$*+uq}TD6r2%*#%s8PfTpb_c*?K8
0~gmjOE6xn5)rx5&UjL0dDWV8Yf;3xVa^*hdR&Ct(GoVE&7ZgNdqp*=cPQ8VxtbjHUqjm~XEa3L7JRw
I;SEHp|@yqZDq>34e+Rs;>HbQ%Q)2ksQ;f{fW32dG;e4vUOGp3yH1v5%rCACatGo4tFk(&FW5|;sQ&B
b{B{ChT`uqaw-xMcJ)mEVyMHXV{<J~As}F$Xvn|SAj^}GWya%VSjl}OB8D%P@<cii_+D?h0-sZMlSN;
;rHLKNB)s-$Ww>F<o072<!la<+Kp9dNQQyXrxvF1PSGPRntM$6!{3iWbAAkrObe+;6YZ}v*OQf9%qnA
%nZSyvu36rm;@urn4xt4u8rQ=0g^%DWXq*C?#J*?L^?7&0cqUdMwdHs`RWnwc3AAGHxtS0{Idy!3C3U
F0l)!Z=_#VUj@r+3VwpmV64JrraGwn{9^6#pY3E_y7Wvb+@K5hoQOEg?`mAGV0(FM`7I;Y0RERACOWG
!}gZ_ZGwfJwGPaf?Sws?x0*b$1>Le%ZKeq2_4=8ob&f1$yyFc^w6WLG*w$ktuU`Ei<7MprAOIlC@AXx
PzF^|0zOnB;Noec&GgKVNILq$CLqw7E{RLew!+lD3Pgui>b7f33<~2w;FX**y;O!g%D)yPV_6qZ@#!c
fGhx|bq2<f~*y(LK)}c<2o=t3W@xcEYfUJKh?#Mo0Xds-rL85a2^sQehc2;@yTK7hu;hmNc+x>&8E8s
n@jO9l@3nf&cY;7xp3EsXToA6~JOWmGzYT1L!fG@^5!?J9qtt~#W@0bV)Fun056O*&Qlvs3L<d&|_dH
fKpG%F$128-H(Ti#S#z-A_9PqPHXKcXv<jqN~6q-~33nWv2*y@`8t(PwT;Www5t7i?><qDTdm#V!a2+
C0q2dn{0{$F;nc6{#q~Q<6I=uLO$(;--2Y3?_-T-+8f<FiI~|nrIHL04&07uMZIp>CPX+s`oTRUvn|?
oyx5rCEABwUWwnUaRMa``t@8x@lAa?WJN@gFG+F<q2yTny<OaoA>ZX84^S~t=z^bZ@ZfvlIuY<T)472
0up?}K9_EdBgg7y2I$jZ4tlUJHVzzX&98aafTMDR*U&MhPk;cOxY*xPR8^`WYkmbyH!Q9mn!O4gUf8S
z(BZ3PdWXD;D?F)M?Tfj3bJ!WQ+IFwO6!=Dy~t-4*%%ptvK?V$Mf50%g}KzL>?GXVl-rtn6<)Ur%5eH
tuE>HKKXtr_1WUYHafV{rWoO7i3*$|m*JVbG-KZ7xb$Wcjpn{eQVAJY!$5ABmW^lO>=`zN}%nBt69I?
`?K)-+7s}w?pNh;O$W8yrgek%Bl%w+B>Dh?L+y?v%Cd0t|uWBgRZX3Rc9)Wf?kp(<AQ+Q#Bn?wRo6qI
nEv5TNunFq_D=JQZCusldL#3Nt~!hgBM;d0qfA{_e$lE6eQ2LH(4qhiM+MTje(R_bojr}{=-~>gbgNo
mgflUJW)PCQR?Ubched*TS+A2TI~;b<#f8ld;BIm{^3dKauum{lWx<SW9+u6{ps`UR--A3hIrH@(*B~
J)xuQo2gO9)HMMwptoaYtIi3KSjWNgd+fzCl_s^3nlB}QOLD9ARD#MK@35W`*K7QoUd{O_y@FuwX}`q
>Uk*5TQK=3YI!`TUiYOI<Tt>aixhGR_WoYs0kVCjaoVDqZ2m2+G~gD62bBzs!gpU!EPrihs8<`tf6D&
d+<T`nk~O(fPi<d}(a(6`+~lwO2h*`owv7`mOEaLfv=rI;>e^r}RwnOO2)i#j+-3cUlQF8zR!mHf+B(
L2u##`M>U;KL0=fL}FOQ*=kug2HDdmW>Yj#))TTaU6mdY>J(0bpy>K;s$)h2dC<$(F#~V8JMMs$2@k1
KW8PhB^cPFQR4^Ex!`>_VqD!=+46!2Sg8zf#cmnyPel=|BqIF;+_{OsDcunyPob<*1*#=<L+&;c<;!!
)wYBc(zH4)(<_SHqf`z|XC7#lY+n;76#SdGP!j!@I!a%a_>5=aG;5(0!99!;J_tS{_c#975B!<ILuUp
J9!>P_s_YD#TkcNBK%L!|Pe*2Ra>=grktr$mN8AC0m#oP1guk(8twpA?fat`hdH*;b<Qp5#K#%%jX6j
5mD#5(j4S_Jh1FJNt!IQV#zAjAX^Hyz`n>wbq7sjKq&99|2aqAxTj{TBQL-XQ<-F{|8^WgFvcBS}^Bu
^2J&`BNNwMJRK#iPYdR*^i1w5s4pitf*0ehMeemI4%PfxhF}=U)ZPQfet@tO^`&si={j0;zEBDFNYDX
-mI<6{)g^dY&<?-AG3_ieAMD61#bW<9VTyR4Vs|u)MrHmAJvYLxzbeUB1q;1`BcZmwZK#<PqmZtHaWs
7~CO3D{bVHN$)m|vYJvAa{$wTF?^pzp_<yG`5`RAtPVXGSuyy#btQ#gGT(khHAN@_Y-0TL8F;-MXz)4
;(P*1Sa9=){F9o|^5w9g_?bx0WnrkFPce8}T5G>vREn4mG0)s=w0?a*c8tLECqbUS$Z=nF?r+7G|b2H
t*JTrxD8~WWo~WJbl(W)5&4d+)+?XQRN>0(_LAcC2Vtgit4SjLEP@eG8DGt?|{is6BL})wAuCMOOI}#
DSWi&nZ~S+VON!zZtD{x!Io$6*@?V&dv-$;L(mcD+GyS2g%c#~qW^R=_Q2VkC!-tNa5h<YE?b0~EiBZ
@Da}<lW)J9gBKLpp^iDRhO@_k+?dN4@I?9t<q*^c&ww5n}6xJS%NWVDN{)FVx_rbgNQ2Cu7`bMbKWii
3!{}#1&n`4QvWqfBBFAWw$;!b5#5$$Kx>FzrSX9`y6;r3E~Q8c^3%&oD@b6PEhN>{=a4y2TRrJo@Jsc
NPqJ6gM4j{(z88<JTvF|v<&S`Or?>$Lnh=ztU?i{MI`Njkde)H>$XHmu&PDDn^aLV5)mXM;qZ>WW76v
cPS@X`kg6gCAkZP#uJFQX0pCaASSU!+R&UekWc&^5VgZErX0{JN2U(Dj1Hb6mp}&3TB$RT1L2=uqc>q
hrn8lrGjz(fs`|zD2lc&i@e>`mg9x7%K>eg{?CL^V~Vv`uGR$tcu-g6VO?L>9q&>Wal2ELxdCq9LkVF
?0Af}1av@9kJSUWWZsMTG@F|9N*Eg9J=9Q4|Gr^p2eGuWA_03Qup_&VMJ6OjcW}isz&`Mzm*lUK81EN
i6JJ}F^ztUM=2*Pzq4KRpsl+4EYz5!O2U&uMxz6>40^Fz;?hdNVUNaOR5Zyu^b*Lu6{#5$11-cvY*Zr
1}Ffzo*&%M9SSicExUJwIt_gmQ#hgyuO!b#yfRrUr{^KeX!Gy;Es1TjG=(JZus86tNG9vuq1+{lIbDC
gau`kdZPz)=HiI>tkcKnsM$VK#e-ri?#2{0d*BVym8Um4L*K_PXTShU4h0<iWBmnw!gP3v5Gu>?Z|gw
zpkms+y*)8CecCyKmzyJH?>ygWI|9@G;-NVC?_HlxWsC|npdHMdL44`y=+?vc(-S6%675PWe$^2klk7
9{0u8;(%k@d8JJkuqsx#m#=Ow2fD<{fx-9Vp8N5}fJz$DC1b{nvWzYO5Z=yo1Qb%0tFj_{+5o8&+(5j
%d1Q=K=HCb7MZ&QbC+>$|K?P<hOOlYF9f7bL?oU`ioPaAU8;c$=^`hFa6RICcxG_>c9ShuQf(g1_F8T
(fume&V05x#l`wXCT0v<fJ}^<ch+ooh&m*I_Q68cxBBBctzrVy;{r+jq{RMU6@u1}{qc#5Q}!hWa#sE
yU02YW=^v>^=~xnFDcG7h2L?URd@t-y;~rXOK7ZaYWPL>E~pH4F@qEV3BWW$itYEe(@6g@81LbN~N{f
e*-iiITbT*^~^6}8vXm07jsZ5ksrI@7RnvAmqUbb@|4m1K~-R&-^zn2J|<+00Ws^8&uqFI;4^GuDO~m
C$xv9n#IEYtz7klmJhyu+7(Hwb)Ge7-=SN-yhyp~1sOx^~p-vGkyvP}80IsV@&MSHGZyv`ZZ7uaD4_K
ze<Mtd`M2>&^?zEVHgF={w$N&gR)=yq_3b+40;jyEca(m~LZ-z#wjs_tYal&ag1VUO_S{a)m$S9YES(
l84Q4Gm`U18TzcTE92vdSZ>cP!Si6F|)&{>3*~8x)yE*NQ2na7t9lFSB-<8XT{?j28v~H+aJH#A6OB<
9*nq>+0(PAV@22DThsWK?LW~i&#n{seI{Z8^VN;h5})ug;kjzkx8wtPIZ;clt$24ch`e|3GCP72WCVs
x7clxEMDysYD)x2L^$NNpp(GBvYXbC&`JH=g>K6u@aE&&f{B5vQBKV>$Vld^#nI(~O`-=pG203=3r`<
U2siV_5(d^X_N`rdH!*#sGse2!ydV0`yX{Ehs{V(!mNB2-09G9BsF~$U0;G=&_k#mhBjKcj5ETp>KOy
rNK_FD#ZWk~xqv+sHamvn9XA#RHUKdi1AExpBObj4gIO23|Kn(~SDueg?F(`z^9dVg@lA=^LUo-U6K)
ye*YdOweNwwt1GU6N5q!?P1In-*GCCC576D;v}qYq;Q5{mk*OpI%7?@%j9D=aJjv(TK;LA;e6jKfoqe
#IU)b8t}A!Ld<)MnPg*oOz1BDOMRpqQ-Y?8$J(T=Gm{<+*wL1deV*Kft+*-?(BA7V}KfBMzzP7sK0GG
FfVi@ZZ5W<w$&C#7#?nlgD;Z-!5C&h^sQnP+}qQD110miF{O-&6eJdq<xSEcK(02_;y3T&1B@Aj2p1t
>?lL%(hNjQOeR}9s>yvlzcci#}m;T*5I%o3|zS)sah8I6w^wE3@qllChZetOdhBlo#m-=5Y+mvvz?as
j?+t25rx$wdFpTl#)Wi{Frsr`6c@7;q_zHfeL74EvjY6qVMbORPhPIX!A1EdVC#{b1}UhXEqT-HESfS
jR$y795i@M6GtQYw5zrTQwxCn?S9)G%1{c-%lSaS$hrpb0Pl=K1EG?oWwfL_R7QV>FX96|@w+suT3FD
+?OkHF11q4wyZCewnZ29G6?_E$$12I@R;A97JR7T;=VhlHhi3x_VZSt<vPEvrfl%`VYY}<_<N52cv~b
7qXoX7q<NA>bX><c511*jiq{+2!I$u@)B#Ym9;Qfj`>4qA9un{`{UrZe#+IL36ef9;8X6P%+ZslmS_$
Le)f@6H|~)rw5oCQy}QRdclK;7eVN|x;WKb)P8YZs_4yeNXbvJo>YvWqZ_o4-ZuepQZ^K}1M5-&B=XO
H**^&<C7Pq8KF@-f^rz`r@Xz5YHY=K_ZK<+SCl~gvK6S!++%`S()F|ndq@!q@zT!5%KlbwSxzxu<BmW
L4rG*NVk{y8v78X;VTJ4Mkx3H#9Q{|wAT@6iuWx)6aLRgf7JYKS!40`<#`%q>YmnQOZz)>3@pjJU_1_
zh^O*#Q2`x-!FFmrcw4G5A$qAApjVDI+>?*q}fjZ(?;D4Jc5IlVN9)7)5ETolp6=MedNop5ba%yLhXK
yb=br-E-5UFKmc`P+h)f2R&79r3yOY2kJV{|H5!Z*O;eVxio%-gDeutK;8*T3wGp=-;!1zHVTd&65?a
2_qXu%@Gi$T8y&RcC7)D7zU<USv5s3_N*AmfV+&g+_GHg@`<c3J8J?u}v#t9C`YKj>0A{+&6y!(^NlJ
Knil^Aie;Oi+9YRr>xfGpKeh?R^$358<aSu&g?leC?WW(4)gc$}3N2&?luGk!bK$;wpX=;mMNR($Zhv
|zUDR2q5|9gZW+;D7z%QY?&J{lLUYhxjuz;|b-J9sWiaDQ>@_20x!)ML<@$J+GdPz~WwZq+D`+l@yK9
m20Sd1KH!R?~1VlUALz{6TBm`S(l%H<27%T$RllsOs5p8x+(m16vVMxknrBGn?0jx4))~Uf6@y;i&+H
cTauFoc88PS4gZro^KUn%t_kI0OuVb%edC=`avpP%nTUd53zZmNyVZTr!iFcE{@L-Ps4-CQAIW55-w2
x!VEdPcW|!VZQkWaJ(Uni#ZVPg$zv}?we`+~R0|J*?HyMNo0*~GuU>TwnT(Z<fl2bMZ*4o*RpBVJ+Zn
ghtO`;e1U|;GUOroPUdyO`SmE>~!OGMS#eGq0(uFL}EEW!OTZSVJ<jAX&@F}q64~qxnPqtdhY%6C~z=
6QL$|f>7hn4H{Qg0v}=S&R>S(TIx34?uxTTU-x-ie(OboOt}OtY302J(x4(O4Z}FnGW-&dX7Xmps-&B
y1FV)!8WG+bEY7`%Ix(DwC}knwfmsS`jlfpnzqVj|_H<loi{0$ym9T*Wve(+o(xtB06{HQUEEj8!`l$
ofaH7BEd6576gtQ^OM)<c#2jiqegb-JefEEIvs9IQVN(`;c{q9<+gJo5)_q)OdqR~Gghric}hx}9jl@
=)I38|Tt$+noilpMQ`76r$pKjBu)Q=14MWlIDV8Xb^Xp?~-`Y1us7F&;iu=0)(y7=EF{IQnJhdRZsMo
n1(SF~Q2D$}!pQt_$FId`yOlMdNP(-~{1ly`m?yR;822Q`!KT;380LvuOP_Rk{IK0V$>$3jyJy3nv&c
;23vN{zlBGtajh&?mt8kAA9YEA9fk=LDW9K?mGPU=#XTW<`s^o1GncK^YAYyxJPS{UIJsNdg_lejHda
)Cw1IYnSAn%+Fofy7mfY`0_z{RU(K<GRLG-vh<+Y80B1k!`;=kCxF5#7~fa_DIT_3@SLrU9%^Uz=qZ;
QRK+aPKXGcK1sC3*^R^OIMC7(KW!4+K=f&gzfu;cXvc6_GT8kcD})Vb=mfT4(s4tam$Y-ubI%~Eo<wE
f^A%$io<w#X5V^1*yDt)Xc(Th*CKAqF$q8^0U^j#|m1Q?Dp<53nq<Bu4M%>l4B#1^{`qD9b6_Xc|LyL
=AMwh1vXL0l(XsouuJUUM!jLU@+!&bpb(U%!#erm%3ZX1h@8_zZ;D$Z~!%|d}=)G<!kG1%>Cp+XGb65
E<_f8KiI5`x`$3@H{83`{8nuOTLLFcHmmnYALaKTLf>XT@nhcdH&-H{kyrMDNd}`IZIhZ&^sdBimq;<
3cE`+`UGTQ@c%b9BaWg+wMdJ!AQ}$AJ>10C&UI&Ac-^ThtF9G6#IAUDl**hu>emXFPAIsi82}`5y}_@
K4>O1!qQiHqb>C&%0Cau1fjI~)chDtTJA-Fv`5W=scVJJSrSK5W?;F&1=&3{x)uP!$e|ztJ<{<UFplp
u>&ADsnT^xqD718zcF9e$BkWVdUBNAR%7_h<)_;7bp&Xq1cX<FO6;wb!!c+em?||tvMjdlYqP4@}0eO
;yvkeiTp+PT^?a2Q1E=bZ>0ziakDJ2(Eo%Pd>u!Sa^k4UB!hh5`{zVS}fEgt!vxqYz@#APu!|JwDoJG
qw!cwlEqyz%JsvYx{~GoBZfAFm1`_C{l!>z_R-B~hh8H?#HK@?_STL>HIl&I8L$Et+kXEtggvV13L<!
iQj=#^7b3Np>+TtknQ%4tFx5Y7)L4?51Cnr$OF#JJ|gI1FUXDdzV@%A8lK}51YPf&c*yISV3a9IYu32
QUZO&O&ds6pqpNDo!*IYIa)0aQUF_O75-cy)z04XXN085-`9ZJ|6A7%c%1u7PWZDV>YvrfKvX|&p7A-
{zu+(A_Vha6Be%G%b}ug70&p|2)-U^ikHY9<3t@QM2pjJDA65?W<bJJ0a(>VUbk6HzgF!KhS936Azu^
xB=w|okB%EBS@*6o7=^-VWl(VViDSYu-+wPkTOshSr&nTx_G<%tVt}1UY@NfPjEqF6Cg*XoQQ@;np_j
SrK;?MTSgFhd$iWZYmf#HjC9u7W@#2Xy{-=bH{h(G~A$pbhpT}j>~Vj>3qMWy5e;x-MGk<HLybclb0D
C=f7PWnwl3q{&$Syv;G083VIvg?@SeRveI_w|*(wlUh)*7x_!dPjqfQPj&Os*ZS$xsPIg1t}D(sXld(
aCA|V)RbD$Lu^+6$uA1?R-pxUKU8NBq0)rfHkAUFectA_?&&rJ^^FXhl7tSYYkKkB<o=#}0bJYpHhp~
Awq(Ws!MYK-9=&?#0@BY+SlJ4SLOapjwFb~ofXX?ON1gbK#~uUrHxqcG&o1d?g6lAvR7$Krh8OScE;a
%C>rP|3v^v0k&F3&GR!|8Mk0+hO{i(F@Vsu~R?yWdQ>fYZ8qc)Oj@mkiQiG;imn9^*8N6NLas3Q`_CL
#NLiL(dC2uzmB4NwHE)l-6Z%Z!cIZ99(eW>^z9^W{=LmS_@EJXEU6O<S5-xM9|~A>1O-t+7>C99`wO{
(EG1e9e!@B;rx4T-T$c^V3WzShRN#b+-uAETN4DhZ)?}C5zfysxL!Wxmt%{zVj)F*E^wpB}S{r+<WWj
sd%qD1q|0;X@$Eky(E(OXyW@1DmOv(s+xu8`ve+bxg{S`Za|Wp|C*?l=7(w>dK+TpED&?)uqP`Rpa~)
kR@3jb!=TI*7ws~D*F5_ObrS9wJvVyTJ^5v|ei<Q~^(&=d5Pzu)95N=;%{TlIba3szBu>n-Lf!Vr3cU
v2f{?2*>)XOj^YM*k@CbIcq*;TTTX<#eU^71go{`qS)K}B_Js)atkr48Db0crgvjKf-q8RjGBBig{H<
onJ+{}plXL-UXM?R#)1+$U@{`}eUI;FWYb7nh*sLH`a`=d&GFl#b2!Pd7NB2*p(5n9*2LBSP(&c_cpH
__dX&>>Z+z$?zs>P$fe&bU{FCMzn`JC=8W0Bv9|xF1EpjWj1aO`z4&*<aed>C@scedP?jFCQ^`M->u4
^Dd1MtlKuL4(7U|n0Wcmz4?@xxeKyYVR1w|6O%p^e23N$JpN0AjOiocmiF*k3iv2p7PW+TaZ!81KcR+
G79lB=CDR(%HanSjl>{UzpiFrDu(aJmErtwSsu?Y6tCsUp(}x2X#=<>a=|mFknUZn%7jkgc?-m4Khd@
=F+!|%catwhu*o?GAxGAu>dP7A&ynH<d@V9h2MUU{%0tg76>WIuW5Dblg$Q~7Xqx>=2z98tSk8-Kgfg
g2`G$;fXhAhNnYhn4vRz6^~sQp}es%7rR`6n?y*Nnu@f~7)CExWWFWQ$<Z4gA5$aQOndk<Y7fW`ZuD3
;!wsL32%kwKfsh=`iL(;*<Xh_NkNB-mih^hJ0sxC{-tKY8DQ?h8JW$?wnSgb9J6Y9GYnqU4smv>5hM;
haU{UZtK}^mo!I<S!jK2CMMM%IFr-k6o-V<VUwJm8I^fF{Avf4d;*`lYp#N4<rnXFOeNe{|GFx0PFX5
KZ4{=>4wAdnK@ZR>^%}&4M-$y@w5&ktq-*LcB|vrFi<VZ-zbue82W2E!@sVn0n~TK)UWo1@t>M6D{0m
pEWmr%p0_2h=pzyd^7sN_xQ<KoFtK?gf0ZKRi7*5*?Fu5_FFf8yzgdehDaSDKG)(;890|+l@e*~ODE}
#gbe9|)F()B})pEcZsJi^%-mD-)n6)mr@CQGgpYiZf|a2DhgL{Fd`Wp*Y8iI|(KN}sKA^OUg&ww^Db>
eTe{9eV2%z+%Jkb>(edR|+jjxAdVu*3EBdW{T{)^O6&uh<1-pz49m$*Q|T7jtf0})%#EdE<EU>th+Su
zYlvV#@3O=(%&wRl_jh3PA-<$fJ<~z2N(ZrOPjrFb;9twn%UhX3fdhQ_XE_Z>_a2q{zJW{u`Tcj>IeC
=e9n4MEo`|tB|anL&9!V)N|BP0N=9w<xEM(bz3O4rC4f)+>PcUQgDn&!bBWj3w2Qe6**8A$oCg{>sCz
^%^8lr$T9zGEpPc7?A8%kPazzL>&XjaHmyoueA^a<0*jk_u$I|t~!}Pq+#Dad7p(|M1bD=n^s$3@+dW
fY>E=>o>kHPue*ln$*>oc~`p3Z20ug9HLXA5&;OS8yja=SgJP9Q6|f=?+)2dO3AXV1O;5b0M8bCtnK+
=>=wwWwXy9}X*o*|9b0VzXsQDpzFE)dH?xo*V9dY!zj368QYt+}24=xIXfxn4r!xCk@P1;)C_IIY^gY
1XdT7Nxajje?5%viYv{79vKuK7<`<fNmEV+*Ru~!`;p9MyR9=Vtc2=ZkaKwOJxo?2Q2%D@e>1<DdgfL
x<noC*pxu-VWvS^3EqfGktAk7M!xUC5pw;0XPDo|2S`KtTCzg%l|CAlK3o5uBHkLEJv<+1w_NeU-@cX
D_X{@`Y{kvTUx>?7y!d+(PC0Pl{NIw5FILrcZ{BlM4!CEWBVr#?G?zslL#;pd+r5v(%?=t>`eXH3KDf
7&q8rN)+T)M9vUqIsS+{ov)F}tCEfYCN(*|UsK^Lb|XwIYUiM);`$H?Dm9WxPX6pxNRl(g#yNZ@$JyW
jv4epLd90opmfwz<qM9v{mx%h6(5oTV4<i$-C)clnKN=rh8t>eaL{=mij_S9Kx@MDJ_}kXJb;Z(5#rn
A8BY!cA5?a#6hQ~crD=0N07k2YsEFdG3^a}Lt`aWq&)Y346TlbzH_c`Ukc11vRokJ#edMi&r3b+4tV{
93)a>!K103kE`&dzacW5Y>ZhKX71G`JyQT+wpe(|t9^Iu$SYiiwM(%IRdZ0rLOB@lLd5@GXSP#}aju3
MXilau(_NU1~0bCWLl+xw+P{z;PmyIU|0y{brehp+?Vk=kv(Kmc)UCPmeI{x~5h3FC76%ZP=8&2(j5j
QbS(D)uH7x<W&bK=oH4j=_vY`Lv@$Y<W^B^F#6qy3ho#qUwp2Ow}cl~G#z=R;Hp8&)KHH4{?ehb<qQd
)REVHV;%T-a12z_i^})AWICr?@S=gLwE*-LH5a$asF&ftNIKYmviV_6>{JJ0XnRg!PAocI4|5Pn*0B;
?cL`kvE+K&c4VD)vO=amv51G=Wb)Obl1|=$XU+K-*1D0Co8~L^^dSJ>*!$Z~@R$Ug`Gc^rZhBZ!<!Or
w+-9aWDzkxIj6l(2z#f$`RhW=>$0gs!bMniz7Mxc552y91uLx<3!^<`c{_$hC(c*&Q*;Dl^<MudXi9D
PV-k;u>M5~++UI>FYKYD7zlW4*s_|G%P=Ak%{xxNy!iL~j26!%aj6<It}FUu0t+Vjj>N9G6#`tq~9kx
Qh3YR2w+A5~U;Wi?5-JpUJoClhYy1zJ0sNfy14<}&8Nm~Hwtn*^@c&!%YmcA0&N9Xxy5%Q;3V?<y{9x
T(aiXPIko{QW1`B$$3^xOK5Q8q@Y#a7tv)v?y6Q(PhO$315tY3M~zJNL<WSu^M5(pag&8?jmSB!tVG8
zrUnqPHK`EC*gN|D%UoUIRgUX+oAq;bS4(06|X@q8eyw+eebr9noE!2^<<*{oC76+Ksxym2}^*h1e-f
zC2KbBZK%jxOx}_jQR_@bNMx@Z1@GSNEG*@&C*L)lAk%V>^vPZFGW?6~E*#WMm9uax%26D7&qu?a4EK
mCrVcw4Vcej<h&Zv^HujtXPS!Rewyt%YC}-gmK%ESN%hi(LCmrQpptgs-P|R5qVsLlOcaBCoNS#>Ht8
n_To){&cvIY0?C(TbUu7|k=ySY%|oN9Yoi$j3Nz($Cy*njz)UXhLf2JmF?Jjk8NGwYxm51$SzP80@$f
PEf*&jNXB%H7yZh<0vPnu(so;<oQ@Mw!P3Ds5KnV^lPH=Q7a8=Z82H2K~M;-eR?Fl6z7H*9E85BUF3R
c3{-}H5N8|^^T>kQrKWmQfX5HFMo_&IS!Sh^?Z3Qw?woCfMrb;!br)e-BZtnWl`8zprV2PK4(taZ$0W
oxaJY+l(3vfnQwoV1zt&wE;_zzZ}H+n#v!?AjqFVowZ!q08^%OsoFLbleLe-e$u|fOHky|TQzP>`^V#
a?i|O7^ORe3a>;VlN9pas2?L0es`kd5=nf<@`7ZPa?3@$4Vewb!bnFVGrgK(FlA^xAadIQTh;s1{2t(
i=~%-A62xjk*MbVLr5DVTIfCqoaI=)i+u#XGZO42yz9=aI0)L}DW-RG&QTG$(*D^*Q2vNVS?*iMC!ui
<4<10}5qHpL%<GDurSQkWHU8xhS8xOkfrB7t^_#xX?gN$aR&PfV|H)DY6T-cOUzq-w6Jg$>86XuAct7
z#VyLTZ~}<NC=RT>$qDg3{t|Oc_r)<WYKt6rHXmXe@@W9n7p?ke(5@mhsqLpAQ#0QG!g4U0UAK2ZHV}
)0S9k`(5Nn!TC)^-l_8tMlV$qKn{a@9Rt1<2Sefq;i*yy(?Z#k-D<mtWIoysw+r!bz4s4rcX4j;3yp7
e@y*p5X?siL6Mn<y}YuHN8rOA?62LPpRX|{!p8a*w&&F7a1mKG0gwp~!)on+9-dn7VJ15o>CpB>ulK}
z;t{O|_L6j-7TIm~}u4RAPO#PbDk?o@*TVlU|(+Ej9)$051+Az`85JfWPo<F6aN{Ils*>S6elSssJsB
R_z7xHEek36A+uIf{5Df1eNVk~MCs&UH+NkH6{+B!N`d-<J#1iZ<4AZY{WK^($vjZcXD}pVEOfbwm;a
YO@z#ZIlhd)p>d#X6ip*3{P{XQOp9MrLQqHBU;OlVfy$I|JR-n6r3Q+k=Ry~no_BjS4O~>L>=*CJ~I)
>2qUuAnpo#hMoCSkeBn)mshRR;Z+z^%7rct$#_gpEVg}3K0(%wPISP}G<LsUy=ff|6y!P+>@?jExMWm
nklzn`xk<puN((;P60&DLz{+RPHxAiB#I*7ryGlJA7x-$naDNDq&x0?Wv^Nz4#%EMW-`g~B_{wH@f+V
R%{gGmC(fb}FCj~1q-)sv9h*`}L4F=!w<@Ofz@K+WIRh_jt1m|uZU0gJGeOjC5RhBL3Wp>TstgOi-F4
DQM*$*aJ5$)~O67eRt;`+BwNbO%|K2SrS}MxP;BTn1rr)GhCzNwy`b7dI^&6&-(ifoTlZubbpv(GGfL
*Z}Js;mS=NHmx@jGT;Y!AHC|;#D&%6aP~>~WE&UnW!r7%M@x1eYDARXke5f}(q~r4<+)e(<IPWYHr*n
xJTz$sFpHM-x>E?Lm~S!VVE&uvm~(m6*1&Su7s#4Nt%5r96xa7?D}?^8DuHB<*l6P^&$3!>6ISA;zaE
mcc#ABr%&p9i=IAe^Q{3#9%H2uBf|aRT{_FCh%vlbo;eJTY{a|o78q3!-_-PZxH(sVGhRa4Jt<L1j?B
qlPqr=%jKL?P0!~QUv)L@s*`B6}D=z3y1rZuKv29lsG;QARZSX0QjjY70YT`Y#o=;+?0a}dr?%(^C-0
G*8%ECvkdV23vf1NAB&Y!26fcP?j|Dn)F?Zv}~7vozXbVH1B4lpgjfv!PvFZ9Yx0Zuk5u79n_rSSbxS
8PFff0z!1VClvo{CB~*!Cr;Q;b28_7wZ5UQL@_`lur!~0?cTHXgRhe+QgP)098a4}fz=!Utof1|<JO(
j6UPDk(feq*ye=Mc<8`rf>b2dHWE-@^UL)>JAWiPfE2ZRvoDIvuJ(~FLCPW3iQ_`a3I;yIcSAV`Fg(S
hv-5k-Ie&k8*Ctv!a@&uWGWIp%(j-Uf#TTFuBw1+9<CY^}ZM*IvSOHKs9>aG^qgCzO{kdI*|Lo5jj{9
7_rBu0e`F)&4>NI_9c-mFOygruX{3z3x#1VUvUq5qHVT-|&e8)5Ns`4}n0<O&fqv;G1>!r7+ms<=)U5
iyvT^-L=MEx|Ui^h%sp;f;1caIns#nvH0;xyRSyHu;2ODsqSIIsIy?RahW6xUC?}vCKBCsjOc#vbC02
iw8a;Y|u;yY*+6GZ+YtgLlSfet_;YE>re^dd<SA8cPY849Y8eFgJV6ix2hW!7o-dpj2mkO*~$T!t?Fw
3_X?wo53fZJtcIAZ7uLTiYVg~|1mUfFZvnrl@C}O&jBr`4=IqXm#}M!yXZ=pYVSScjujv8ztG1@(Ua}
no@$R9ShM&5O@<}1-C*Jcy55KE`N1_^1IcPRd+(qy(!dS-^4kDC(+#e=6mj5CbpO>#*Nbj71o>_KPW%
M$%6c6L<NxbOvz|aKwjj#8WVE;2tLN`nGnu4+fZkvZ*paZrLRsVSP!vyqzr&FaG%F(@@HB}nblVk+1>
X)y&+F;{Ef+*B1!eIBh_AQyqjsZ&18;{NH%)){*yCeAwFlU+?R5rf-jselr2+pDc#wRB5g}8w3LN;)@
dNNDWlG!Pkhli7^_&5bk$G5aP0Dnul)O7C|I>%D`aW2bOPQ@8N_x{J=K<pA2w(iiS=2!j~+Vte@Dz3f
Ph3_L4He9&lCXNSQ7zar82B8S@H!rMwz*4M5aYs*h=-tL?6){>)X6&A+O>yo^!L3<%j^nrU{fxvHZ=K
Y-+%8DzXsa>VE&_6{iz}Uu0!>18)oX5r5iqpK)cP~&K(XnS2nFWg^Pf$-(T2>>#z2V2R3p(S208dd)c
1&qTtK~^uq15ar>4dm{8OiXy70U3HNYZ|Y^vgsCg<ejMBPRib&yz9uV9CURh3_w>>vnvP)>3a53UGQM
vSsG3^{SlN!V>2+A+Y(mKfN~8gOeco}GsVlXu7YH1YHV`F+sdQn%s+MTlQ84p|o0h*bmN01KsCy%_RJ
U*$mJI)9A_PZ1`X<)q_&x*t_(WuG%>OR}X7NR{H~;L>bUS(F0PYC(tlzLx(;Kc!yjx~0&6o97yid>IZ
eV8{zHJXjKpUH!GhY8tr1T8Jj#L~?S;`KtVj`i=~%>$b&4w6QL?-=^TyFIPC0<hQJ1GTVsjdxCf<*1Q
nYOPPmp=6V0CIsk_zUZy_6Aeh_LTQ6`<R&Wz&kfgY;knI(N9_yLuD4d$Wv9Fy|SkvNqSQ#3EzX?AsMC
~5GzsLZd_z9EkTMx)&r5haz9&5X5&9~jNJ%7NlP&A+QzWerCAbtR$#ACLUF{H==RQQ6dY#ap2!dFy5$
dE)IhKRhJ%$Erl<N?Zxw2{^RF%o(onvT|Q!JdW^(y`g?mGV_K5g4;9!hEgX%lgr!Rw1S>PpO{Cr5b6J
cb7@;0Jbyad&u@@kGHdmz8uDy#?mjM>|6Y^!U$B!6c9rzLc-va3%C98)|V&^NevoJP|D9}6`rv7^1RN
054ZU)d~pT9DgW(|@ddNWs$bDwD<2Ah)FNN|X6kYMicnkuX!k2c6JE`DkAabcQGWxr?fYs%PvI)#KM2
0nhYt6iw4rNb=N0s900dn1ooe&SbfMXI*Npmu-ZeK@i%aMSzLQ4jOil>zTeRrDaOa-&1@D(8I3l&b)6
9GUcqUzAv$l6Xu2YPp?}H+^Gc{WDYs{MYP`Rs=4UQaFZ}bhcr-xH|Yy}R&N{Q_U1QW=<BxljgQPUJn<
)PoX088F%?xpZ=^bEAtI}Jm+&Q;kuWre{UzUM!lpy>zM_EX;pr0ruwgd|Xc#}2MSzOI%>$3xyc0;$!3
I!XC@fR^g*h{=~y`pR(c8ibCKYWoc+;o~o7u8CSafpE8GhAvQH(3FCRhpB*etjRZIpWJ3>Rd*y870YN
Q^FeyX<h=pDFq&oAiA0bJ9ddTOF{b4L)hPBYM~co!bfx2KWsN(5{vkrrnT}a3sKq(S4t`eu7K)rOfGG
$ykA=VI_hakP=qisCLnm%C@FVBeZ4xn0cA=jyjAB+OMAYP`Tebo=zRBFw^;PQTZoMsNItVw-LSQ%qEj
a&oZnZeA@P{?T)|3HWI7GX<XErC=w3c+9*7kT%fURdwS=aMoXp{M=1&o2Qd))R;{u68%e?mISrGFp86
SyoNjXSqR-}AgWeS;Rz>k-ZB70jKj0dLQf+1;!1go$3#yG}z8GtHLM`WrRqSX;574B){vrRBQQN8~gb
!4@%}AAl<0lz^9xhKha!1By&@bMWiiVAI1J2d1i!wp>Kkd4Ic2*SG?zLyDpayt+f6+sM+l!E<$IMtVM
2`2|`jb!0aFT2E8z_iDbi35AAY%-+)!<C(hNE8!0r)ev$_@VifX%tvBx{lN`UgeC{rvnMiXVu>|=MTp
iva@h(0n>P@Ip?@4H>QPmKKse@NtTU@I!+x_Lt6lM_FvN=uoijcKG_zH$tsVihjVkc?I?rxj!?JAiy=
`~f4XORJ5ia36wD$pl?jVNW&N_EfBB5+qJxSOV)CW#>34D4X$oQhLG^Os8h9UGtldOT#IKsqEK!?WjO
;Wzimkl)%hM^L>{j|_k0)AA<1ryNgL93+Z^qym+qB&As37|IVPo<lN&~}bhOwsVt_dYdmhIG>J{s6Kd
(Te)9Sux!4SRd$8Ss0*+tW3x|+Suf@ELg=Oq*86;FAA)v4Bsgc5^jJ)2ps$9$+wvL8jsd4qiB4+V%-D
>#V=Os6M<o2=3^ScZu=JY9;6f~qkrHbZ_VP-7ey5Tx3?(g$X48iUJe+xgq^hseG|Z>l4x{2$8gWWI#}
AIlcv0|rA#MAJ<C$!qjWgTjr1{PJnJ5g7(Q%ow1s_`XLJpo>K>03sp}8PcMU(X<@5S$KKTNHr}Odx-g
FokpVL-OU}?hpr|SIppy8l#Mo52ritf7M{NZ<DMB^!6nn{X@3yMR~QvEmjeVAZzfzKd&MCz$93a>1Id
Ps3tXvnD)K?8i8ne22qp9dhHwc<d-UyO;}ju-Fst>oqEIOG<H_@;hYZSU{zx*c}$Y24IJ$q7Rnmfr5E
xA@VLj|6OgKMPzpZfn@}$0xOdVsOdila>sZ>{L^0?sdV8oJc-_l8&e%kzbFTzqdPyO`V4h-hvo-V?zz
UsjnpmYX_v&JBbOn;NdFf2W@j#>S4Wq!W;7?k2ar_IGFFw0*UM`5=3<jW~15fzs=nIWHX=j7KUbEhE^
EHfR6?Oe7Qr5TuRY=6&%%11etkT&(ODv-GOtGZrIU;=Zf6splx3<I*kS+ABS1r`uVxe<19J<&eB#&yS
)LENc;KDi4(DHp`p<5waVW2&XfdI4Q0%!P&|{;#}e2u@QT+KPjCzBRg}d(Z~>$Q{A(QMoc*@B1#Z$g?
BD=f)E`%nOz|@_+N5;=YN-Q?%QU&R2a~1SREMWJL7Pfuc6a18%G2f`fCE+1pxZ)U0IdmP_z?$yAm<mH
$2WToRfa^;6_3sSy%9TPfy(c;gQjVEv>2WEYne&OJ52A7QG|*%?(;_=`vD0mKfT=vX}jZhvU3|_yMBp
=3kpPeJJbqTv4(VlMQADZg-5t0(!p3LFCEaFzZHD~Vk=vkV&83JNeKAeR__to1T_vcwrV$MN%hF&b(?
v+<VyMZ?^_5abpGLj|Mt$yKf0*cj>JF4VC(n5mJ4LJTADk$R^*#ju3qtf@$iS~oIM2isNsWb-a<hKz*
_}-VH=a)z(fNVheSw=r1KU&9aPI(&{%8HyaBoyn@w@3t8Y25l2@}=%5zpt#Jb!<0wo<upU0zr_p(HGv
fXML&|9+lYN+~8fJ(QknX{?vR8pQ_w19UYodsub`5NptBh?2@{}K^evZL%jW)yd|g1a#<TGp+n*l4W-
umdY@7OAT1L{n7RaZX0n<SDfQ#_Gzlf!;+H(XcuB?N?#TUh&hsE?X&hV<of9!!1fug9E0C*%;>YM6$=
y5bSQ0N93Ev19P*SgX9$Qk^H>(jB-kbT+*L^0F4jXEa!Zc$z%iCEuTY+<5Ixj+~lRwlqy3Q<{CiMs;K
BrH$Ldh#)>VsF>0z_vRw)Bf>%nz@r7o3tLWn@D$02xO?e;u`S}kSiaW99<TcL735_E*HxDoV6BUpE7L
e;+nY}wVAAp<RW%bsuwa<RPK{AUE+y^sDZwU|Qi=q-mc-Rdot!W_{>S(=u!NC3me?FkGHlIo=4Q0LLh
4~dEoB}bsQ3=dnK4f&!WPA7bHEEYm#cEJrx2dnFmfUZ3WMYt4u0@8K{5Bej7VFFZr*K1l1(XMZ+#>`0
GZ8=hbrCdn!ft2Q!9e|J8?N*IxNnZlF|Ulx7`y4lN4OFvy0w6lzB>TeB@!_^C1R}f-32Ppl!#1E6jQu
&`1Pj3LsUZ$5{@=%I?XiIqhcJPqB~WB4HgFj2R-uV|Je+%e;y2w%}@RkgtfidKjQ5d{`LM*N6IH(xGl
aTnx`aH8l2}9RfM@;IfeQ)hOiU3Ss<|SBHiu<kU=jjBMQW+d-;Idp0y#O?=L<4G`7X5pQx6`Wlz7nK_
~oo@MkA+Nl8SF0Xv{{Zu!n$6Y95PZMo?kPcZ1LM^!xq{mxx0h%~cuec*fz*2AEHe`2A)<W6}K9#}NXN
o~2*yk>;6aS`szUszX%4cDOQ$SNZ%9@ooLXAMBnnTFd3B__vKaDa?n+q%1C+z3#i?@Vd_6*Fjr-Fuk3
qO#StrKivJ51cGCz`NQDY(wKG0XqMF=1o>C)TGWHqYBH&iDKk)dhfzeN34C~TWNSAGaWSwp9#C7tGTP
O_%c886Bhw&V><-QKtzWiyIkQK|2adINe7&*z+3u&ti&BNKaaZEOFJ6y2~1w&q7MTVe6b`_cJY|Dw=F
fMpcJ#Sj*(aPLFISMhzq@m*C3PT5>xd@kpey|At5*Ncfa4Y{Pyjjp{ZxBzf}!|P1<1H9k&5LW3I51BM
p;9s~moSE>ecaPV)36ks^pkO@`64SA<G{MtuJ#)v*od$^4y1iJRV^>7h-)uQ0%+GKQD?p4~AKenGzFM
&gH81#+9X3&+AYe|n6e=mQZzb}=EAozj!SFaH&P<_Z_B7YU;T!$gQ=kVb)mO~VdF>+HM^<x={%BBYE*
iRua=N8V{j8;^`Y|Iu5!FdPzNT&fWtq32GUbB>`KomsI+Q<TLy2umZoXwnqCJ?ZfQtGeoEb#qm;!b&W
~;ls*8upeGw+b4v&Tw;Qz^WyvOKgpyE>2(N|c|E5up_C2o0W^=li099^TN=F-?hgw6zK3rybf}m2{**
#hn&QWVV_M&*@oH{Zlmp!!lR)j}TJKBq0mr})jW4d6DWUl|Lp~*#ZrrG1u6PUb-bT%^6i@-6*bvGwK#
#7oCtSQ63*~R}bRO|-)f@Sb9+Fjp)z@F|(sdiz%Z6Sk^7z%wb+J_dxgNW5V2$m;CqaX}&H%^z&)AX<1
lZaT2o$h2)}DpO?J=yjMd`KWKU_s1w^ivtF|j^^!lpJu<oZOt=b4wGLFpGjeQb~1Bbx-5kcHfu(?0H}
&f6jGbNFF<^DY`LA;3!F+wc9ezGg7p7gpX9qL;WJjU43&{g5Qux&2JiUjIEfr8?6-ah6NU_oiBeU_c5
-`tPPAr%5oYHTt$-gZ`ErKRy~Q2ffnvM}Olx$dTSks;3o;`bEF!5sa`|DxI}co=Dl+0)%UDma_~OZOv
Sr$=jA;A`w~d9OZwGH}D}y571IAR~zDZnwcAP`(SFu9%y~)m{*GkY3ROh%<0QDy@Ce4xnhI@gRwmfPF
l~eI=kpM!q0D9(*^Asy!31-6OPeLjx`Mgg7eJFc<XNZ8mwrtL#X8)zmEUH(e0yY>rQ)D;lrG4V0NfcX
6v(1WScj*bHJp!f`#Qd+b{l`z{i&Sc;ttYljB)?95N{@XvVYmkS8LfKBfO9RCeG~QvOqDs7+5<5sIwO
;FiNziu6DMv4O91C_j(>XgPNj5hSU`+Xy1;i8~Q`&ZlG6Y)oymu6)}Xm6|!dR*VZyw*(x&ehID$Oxhs
5aaiPavlZptneycmqFN9;dDZ2u>EG>*7_b51#WaLBW)Rp7l8f<UaQ%CE@Zv}(Ms&+rlvom0m0|^h)^7
(TCa4A->n1zxq2&3KE4>9r1db&{WQ!)-`8eCLET=WXHiDrU=N0BWg0VF(puWbMk~2mX@&qODES}OV1z
O0TR|Q^9d-&O9>uHH2WBNDo3Oznge8gkd5#!5vS0!K)u)B=TIvch)D&zDLLz`$}B~K79a<Y6p(FMMfg
vqIfuG{nq;XE2bzmGTzM$8hkwFpP&lX<`TL+B#H$mUB8sqn2sL37%&LpcZe)WE*RDzC^$A<BEZgyAQ^
y?1t*?Y8DaEEi!bn56v>ec|Gk@RPkU_4Pj9Sv0eQ9Nj`~kal>Nxtbl3>H38>Y=ASe^qzg@%!T6w!$$R
u0b>x9<6F5v3c7Y%swEcx*L^$Iyr&KE;Q|$=?dL<pO~%hLuI1TCm{A>gM!Yem8X!<u6TlV(A_rSZIuE
`9CPv{-we?{|?r4xx|BnFGA|T*P4n@}-FnCzhB<NZRRfm7wLl(me6YpqPgpiUhNV#bF^FyTM1xO<Tir
|6Eg)Xt+G-n)-qT=VNLM2?;#~cPkrb?AkK?3_Ro2yq;;yi#Q?cl%1qm)mtZIv1%ZDDJJWnU&^rVsgg@
4KMswYsbL#uDwqIRC+R8&KueAo7ri{2biZVQuH9FH(>BD_qFH!n&JK3dOHA2m?LJ%dQ%J4`5C4EM`U*
>z346^5jSrkJVv*Rtc+maX_c<SW}(jf*CFV4Mj%=0Q|R=$S)s_DH8i6z<4tOZM;nkK6Cl0t}mI8zhJ1
M4G->s1Q6kG18ydm^D$Y&y8ByiPB;`&&r^u9TA=Aa?R_Rno<XXjG^|(J)$i<BvQLX-k!rK#$(_C;(9S
60ry3;#r=P222yfkBaB{f&4+YPIEzb7uw=d8xjAnej)P1vhTQ-F$%{zWEPMOHwpQ1FLu9wiLAt1l=tY
U`bCYn4fB{HOGY0G)PkqoUGTD(%PO}^<TDG22`qQAb8#$(_`3oR2-IL<rDWWw680ytwc939|zE&F_?F
*tdVSlf-x0XD$i60{Wdmk&{?C8)3L;FusvgEcD(%LXuc^PB?Y`)GAmyjwEYj-a?~5TL|#q;bd#KFoW;
^Do)I;)(ox$24~CJNYy71laY4e^Wyp1wL=bSmkq^xQTbW-bl>f<nduy4&R#P;h2iO^qf8aQ!qWI?Gbm
e6KgCo+X9r{crEvyH?Oo_&E{oNrp}cJlBdPDwe@8PjDjGX7)}DfLikRxu17YrFSb7-WacFriKGVE449
fDKkp7@RbMJH!E^jXC$U8k&rtk&OV|7|TDcpgL}Ft~+1bz9Ah&ONHGCy~W|+?<CGsjef#4fhXcr_33O
wY88*)K`G!;x3O9RkLzVOkwS-_eiHBoKuhyo<96>FNN$}(o9==2D1ydZ8;S9Qome#uHF1(rdUze`*gi
SJ3t`zMHZt?bNP5l@(0DZ8OzS|Z8Yr!ki~5Ne|QA6G}4x|Dwz@$q+b?*s#=fRG_L!yv_!-H}hkV^e}#
GkYVF6TW^jL&o)SE#t$gGg~IKY~3Ha#Y94dYm8@dUfQWV^RorA@G)N;Yt96I<W0I<6BXkF`|yH2C$ks
^B5XaPXojdCLMag@R38^4I=~6GLwS(`3e%)bVB>${CAuNHDxyR=E8eU~Ia2&xERi`XOnJsrItlL;2T^
<HtKibO-)reD3375o-(~^n$p=CUK)~51UM`OM9dkyhPD;5s@Z}brE{lpe&KIzf)o@s1Z^-ae0S#|)m=
s4Vr~m+(#p}Nv!{tm529_2pzYDqS1+sR@oTv+VU&DpjLy9F8tX0a|=N&dVPq%3gWXGTp>i|a@h>I&(0
h1r#dz3W+r#^M$zpaKXqa?|o8W`nv27>sTA{Cm__d&Uxhu*&A`hx*8axJ(H05$H-UpELK@i&ZM8yp}?
bUubB+0bnX{}6-1p-O@*yi&BkX1G^`dtXntpvLKJozC6jO9G-#m`KH#x&f_i&EO~p1KB1T><7*Uegv8
1F)B<xPUO1CuyWs1h=}zAaVW!xcJ_P=`9)Al;Q#qKSTcjah}EML0jFrdIU`Os-U$3SR<<t~z3s_Yit>
^ywnPHob}R86HpQ(<n-248aN)V%ExU43N-)@3W-^?;9aB0ErchskL@uJ+HqK*Umgy-4p$2jMq$=XDzo
N$UBy_ACXytPH8_5Gq^v8*;tyv(YkX}Rn7L2;m2BhAeSBTR|lQgJj^p5hFvZa|=@h_SLf8Pru#1QvJl
;eI2E5?>q;kdGK(uxG15w~u8$a3`YHl<%Lj$y0_>RM!PTrCM~=>UF~S*?-mXDe3ZmSVCKa7k<G-SavG
;8JT<Qu}d+DxwFfWnCx@inu9@L5y~D!sQ7>Icn7gy_yi0E{;tr?k3D|Gj*NBe^%O#P5#WzaZa+%gyAa
8r?R-V`jTCMr&zB1bcxU<s2YGSS2-oy=wASG)04=0U~O$07mzbxUtjt`D=Ga;;1QhV?z!@WC*U`0jn$
*THc00Ec==Z*Gg1u<7_r!Ftp51cpvZYMrcwGS7(5shK=6Y#QShWOk-rHaGDBs?LmyxgHt-XErP&z~@i
9uj6R>T$ayc$cx4szLF=m@33+5tA#+WVWH2Apr+{MhV4b6-XgT4c%joW<#Sq5Yb`P3n|uJ1v}>n=11m
Ni<(YJ9GfiU!&%2m4<tIKJYl(ea-C4OfhNmrPC0(o?eAnyOa#iN}ZTg##U?3US%fWFNWk)?2~c#DaF4
b!5pnF(a$(HdJ<T(sz*u5>uB`+bj;Pc(q>1x+qnHQ+(HdyDL3fK)l+MN$~WXuV5Vi>v=~6;MpDi7BZS
Epzni`jip#t@cj<(^B2spYfjSHNqeYI=(>?C)uG++vVwl2FTXulB3T0~R%c1i%xk;+Ab>@)U*{DN&lW
5s1WW%mN+>DAp(`o`Xj0{O>)HeH6Pj0QOm@&J0|cEnhLB@amQK7=Uy`>1!`uvzva`HGFT^2{BJbyv=L
3@$KIZbtU6`{mxh1*+P;HbnKY6CEqTHS&W&TGZfqsg)(0vw<>|uG^R1v&~bI5_u@z6s=BJT8~%}%dx*
A~6XnzsM6e#`Nl3}TPo|1}X1$6tB@=-bNB;iuF2XuJ}>y6Tk51Ra<g=bjTL$3hIYm9U7^v}2MZ04l?g
RMA0Pk1qUYJ($|G6xU4*%&G1Ej9RzK^=)CLfBpkQ?RQ+bb6j(TMA;nrS65Mk2CyEHNM$TL2fDkuTU>Z
MBW~cs*}y3VFP|;|^8DXWixbo8W3u6P`u`0UkQ?7)k@yed_Vu1tSeWOhl<7>ib(r2rf<akpA>1+MdTF
NYURWeDw-qTYl*B#$%}jM!=Olna%s<1jWRsdODTzST!f=mY!3IPoT4JjCx(vz$!=u_hwZsr3wu4zpCe
)->)dxeGV*GEEf=1e7yFjDDP!Ulo&73mZ6Mbq{lj+%hYOLWAqIC|G(U%b78}zkU8_Ezi$!6VgZ{5_d%
Fin1SoY`D=e*mzz_hY@Xca0RbktrxYAc7-32_1{Xw4-RWXr|t^#8cVKtt5ts7abs6=EU!ucRr%itdd*
&SrRUFk~f=NMvOY5%5?_$w$fX+qQT;Y{y9YPX+9SWzm273aaAg9@yy&Z97VKw}Y+3iW}ZiH)N!P<$Ee
qa(NpuZq@1hhHY;vTR}6YSaPxWKFnoVk>`ykdGo?{!zJM>hBn4$V%K_y$72Pbi`w#)#m)4)I7*UBf%m
@vKL^vF*@mu@njakGZaxDzh~lx{4?1J({zq$?$o;_zJdJMAJDT1IxUR}N-~&R?duq8b*6YUkyLCz~pA
K`@%aX<W)$kX)@bkfUY-YZQIVLeC3{U45{6csA?BuOA0Y&=Bjq5ddYwne8Kx@Y?NS$_7lN(&f5#g+Mk
K`Dp|H>d^x)|1a=vla(F9sh^n*7}V<&34im%<3Jtyqpp4t-)NdD5Ewqf3o|+FT}by$^z<n-VSjU55X6
Fr`9DgQy9oKpTY~feXVnr=eCS_;m=DyZJsYE13~y&Lx`L0P*k-6_$_=FYma(G7~5}+omLRh-}(>Ugte
@lNblu#l+l@_nc9+%bQ)-5(T|RXHw|=aM8Q_U$K=litKpOnVc3#EIeoEY4)ddv5nFtB5lg$%|r}05f%
<%N@U_#%(=wa&`IS8@T#8-+CTEbWN{kwXF$VN0*u;Ubf3LF(LTTfyoX?+NwxkVs0%N8$)Z{zvPlptW?
~Fp)^PgB5Ldca4`gBsX1gn3<Yt5c?h<$#v-sV@f#t%0_Dt&1B;l^Y{&NzlO?!dwJH05n;kpn4?kMZ`F
}E0c&@nzT?$5RbT<enJ5IBTB^?hCe8BZR?_e@YxTp$=d4wR`7injaK();4aiV05%BMjtQ`-E<u?9q=m
LHHREkw=?zD)C)%Wbv<TKusOJ$(Q<<C9DZI=2lGCAlX1Rnn7Hsd~vf5@(Z<s_wI%FN}gU0{SfN?3?>A
-asef|$&YFE-YRS`Ezvie#;3T|%aY`K(&%jTU-zW?y#n#uNzcJH)s&3oCt#xO@<`x8+yaiSVQng)f$L
7Xrqg~?Udr11)cZQ?Bz3a%h+nnsJOLJD`|Qmg;0UGZep_+ZS43SSVmJVW{Tmmf0JZTmCY()A$HF8UhF
3ZMPO0kaR6Kle%&d{UN1Um$9ZmzSmC(bP<Obl2jF*g)O|rm*uWF@KF=Op`X>K~ff0}+T7~xqGl&|!|N
@#I??k~hErE}_K?dX#mfcyEc#yE)^NxOJ>_>gabJP3-rvQF?0X;pEp3_BMG3%vOn=v$|6fxgW9d;F)X
`%BUMkZ@K%ea7j7YCR9SZaan#m%guRt*d|DGOqkudmHyqMNJq&s>SChgylyb)?gBAg~m@KvtJ$~F?!0
qsxg3I`4nPW^U^Vrk4rDw%f3R|TX!4XUe+5NP{&)*+C#mjTgf?En}UR{68=Rm@zG|1qZGAfJ1d+np!}
vS<2-E6RjPu%^h>plc%<nHBS95C$}jP6NrT=pC>P=R;$+Q9{QmZm*><Q=sFQwRtW_pv?GVTVo?z!For
&D=b$O`=1LW8x>@?i{F(s3Ib^O2<LR7IOnZwEJr6NNB_Fw^b-_K#;p`f0vz5c(OMfJcfGY~Tro&hIuU
op^c@a%GuMaCLHucx9l(Q4p&u7RNtvZr_?RuRxW--)|1p3<7cyY+*L?Gbl|h9@MLulmQD6$Q51ZuYn5
xeV)2P;Re~rSjK9CAoST2(kgN;ytwKv|v28a&w+0?6<2RG0>h*L}fsq#-8r^4)djisI*2vp_v!6@ml9
RdlHZ@=ZmlLZA{j5G{$yy73~AF{1EK#*;{LHg?Wt80JK1a9(g1>Pn<~kzo;>za7@LVs5SrE7xWYP*UM
Z*W!_tkmJDzDdp7_hXdq)Pv{`8}P5V3+EqzfVg}bq&@)Yx49uGH^!Sze<GQpe35e3TbzhH#q^ubodv$
`4IY(w_>s>Q?ivqLzuoje6`>SwY*dRo8){LLjLJ_YGijI1OY_T2C>V(&pX8R~sM-oHE47yc|-q@NHqW
>=Q^sa8szTnMbEgH;81k9aFCG)8uZ#dFJ$dfr*KB8z*5aE;ckhBcC+%y1;dqs?cKWwvDWor9R0vA;~t
rRS|~$)e;~#(&wmsnJQ!^e_cbb(r<8p5f=8Lb66mqceD=P-gdCHFnrOAKZh1d1aN=OYA=_zkyxkQ2hW
2+kD(#7dQWf(vvH3iQ^%d+AABk`KdLX1jMF|KuAmrAplb-m*@K1;8`DoEqR67ievWS1oyaX_w6jnri7
2+@%9#LQ1vSB&b$lVplaP-8S6gk{G9W_VK`$T*Er_552`K;`^LcA!_USvCNEXv$CvxE1ZcxJS?Y9e3$
}dNg?0B!VaPLqO`9$ApMOqSUj&=@#4rRSav7CJB)h>ICqkR)TqaHA01E`U9aSH~@xrAC2M8_`==!{0^
(0uQD18Io3Rx=rJI-qt*v}qGyCE4oo2PlPwm<U>7DCAc3<a}`g2<2B;9e4M5LQokF+^55Q{xGmiaqct
lKNf;h3s3^3KH8VGP%@W{52Z7i>*JJjG<<_R~Q9!gWbkI>9Az%I%#m$=PT$QUZ1S%B90>P4h#kXC<sJ
<9;ehpu@~40Rm2{Kc7~{jjZHEvU2!RzgR=BVd5kEL-}!XTYxr-&bFF})u3&?Ns-oDrf=E;b$IWvLbIa
bw5M4e=v6m^81W#bdp#7^n)_a~0t>f(nhb<J3tb`Agw!1HqaaNF=_F`z~96O2}l=e8RNV3~zD>k_i_h
EwpgICboF56lj(b-IO2oo5UjT|92wNGX;)3hP5iQrKIY>DI&I{K<tI^W)hqWbQ%{4;%|XcGCs^eDfrG
aIVxFYf?NJ9rBG)Rq+VS#&Qm0m^f|j<aqUx=$6{1Ei^eID&fjP8A?WYlh1w=?~=pq4hq(ZxsYK_|2nr
@eGKfJqWu2@P<KhwTzIffwN!fBY(iDnPQ*G%{rAZ)yEpkwb-dG)3)!73Z4Zr1?9SGrxhy@YkWN6?k=~
#hm3E{3Zjl21c&uIVM?gY8}<sMU7_R?-5l?2p@p1&!Amw7Wm~B6`K5~S5z-T30k+wEs#8s*uZk<vHtI
aXE->)wAt~CT(4~*Tb(&uW{c#;oq0*nZZhc0|GwFb;Am<TB3T|1$q5L|_#z;Jj#(lqBUaCLv3nL{)0&
bk#EbB>`$bF)H?<cKe!DFDoX-aO8jmt80t~lIDJL}Bkei<fw{_k!4`wvaOS1V~o*CK1Yf6=IEyAr&kl
ux16ZgMLK?W~Hs-P{#H<K?QHSWKOOAxOM~fokk3A51>?*xze?_bD{f1!|nqRQW>Zqo6o%G%r6Z>xr|p
Eqetp<#e)bIx48A+rF+sI;AAm*&_ib3<kI^9(Uk~7)t6Fi{QCmE}M05Blff0uiRNrQ>3UML(YZqf7s~
1GHG#Ps#9DlPZ>2`qymQ{mq&3+{VHj9Q}=ES8WS6>sB#qyF54<R?li*Vnv<h_GdsD)ZP*hXWHYbODG6
IncU`cu@IJ+><@8?osZ|k0wsF9WIuU7JR;5+W8{osK<N=5xG#f0YqH397zm0hA@MP-iLYkvG#af96C2
c5M9z5e}%apU+v$!O;?}>o*qIS1h6z24yv9el%GyeAzT56GU8~SMjYoO<Drv=L`?}BO+u#DDAG7D4MT
hH9>yBX#H7GCrlD9-8t=&qa6>{;qkm%sQ_kXH^icetrD+4m;jdTZBdM1wJZLk+pyF>p@zAUeA#3hhZA
cBcr0R{8G}PWqUrfD!Mt2q30|1Xnj!c{-%_FE*gg)QdfH>_)d2fmgi-YsC`!5(^@yI$O{{w#T6(=M<F
6<D6`AKT!8nyYmM@*q*mlIK-go4~(i=swfL+A6~sa&n`X!A=azEqLmOhm_hb2bz+Tb*9WBI?0&w+QnS
mo*o>IraT$MH33{d}KO(J__$5pqEN<T<IN&kaf5y2!6B_<Qvf9#yWwr4HrX$E>+~?e)HkG_}`%&Oi_L
nDILO2Ynl!(^PeCk<QRRPLy22;&KfeMn0{~cQ`ac~YsHvz|TSxz^+)t$ykM}R=X0e!Lf_XEACI9GCz3
|ifXY5d=%&o2XHo*RJJ6<pEmy#e&Vbyu(ajd8rXA1WP&XdSG3cu%(r?@Ryi*VM=2+fNfqMt@_wGOkaB
<oI-JXf=#v?nYaQoz=w6^Cf|J`Lo|~ytc}bVE09h%ok?RvS0`l{U=R5fscKDV!P&NC8-)bu-54Pd1n*
n(m!7Pc^7Y2!~U)b>D#sO-3H}OO%dACYiCZCjXlN7f75gS4aNuxVeFMyALaJ9bX0~COA1~pFJyLvwmv
W!w!N{>fu!et)-wxuwHSX-Xqqw7+i{&Sv)S>Wb1|s-!9RVZ<O}`jK*?!aAtIB1hHef1#d<-j(W1i_JJ
<340|TRR7Kyne?C=5u9-`M7?MR23f6#mJfKek%1DNS1^f7ndkyDTPda%rPQNY{bYx$T}+z6ZdH@9y2(
#p&K2A;E~KE)+0&P!v02|l3#t5I#`5CLPA{?lX)K5r8(HIYYg{X8HkrpRV}Y6th0sQCKj_)*!ZPRt2Z
kD1It9Mb)ss7ky*3F>h&5Etw|QRgh$9aL*TmF`N=25!_EIH;yXGc!Q$6S)Je_t+ZTkGZM?dYq72{W|_
_M|=L*;GPkp$Y(G~`A9p!k=iVT#i2JV&2RCYY)-#l<|L=2_wJB&m3#v?5mo#$0(c&-Iki!f(_!x3^1J
8KEybIJTeqM$+BnVFqB9iYUDVh@iIE8P3<eT6KacB5&d4WYXBub9&(id4V6z6g;jw)Sr5(qcbODTp!5
%9V*aCI^Q1uxO^cYtFROd!>DeNB|mgk0%&zNA+v|V8bmnc7D-J6y;As2fuQ^)M+hRtyq=Dp1eY~7TH{
qN%)jI_@+<WCm>kY!jegy1nX1S>%^#ididJ{x;R^ug9Q_9F<$A!z)9pjrST>W;Fc@NM6MQJXCniF)N>
_8S<=MC=nbC5t)qQelk*A<|IUvKG9f31$1#XaDhlfMrF4HZQUCsD8lJ)yIb)ET=7M@W>S|j{IcKc&9D
-Z!#Ku(<iByCaP6FZ;HUR%#gNmKLcA!q07}LZ)iQ$F@v-EEqy}mMiK^-6E*3C$TU~7nX-#NC?mI^{h?
q4P9hf&yjV}7d;vV$WeRBG6*;n}PHHykvfzj~hSi%6$(UtyiqW&MyuG*A^kz8<kfBVVOt!z&zIoDRE%
PP@KZsb&%Ygx;@x>}w$+s$)FYJ$83-pnucZ&_82*&f0q{cWASXpPxZw5CGm#Wy5BfQ~Xp9Q~y!3Bmk{
ZW~PYwk^S(+OGyC1&67KbZXTcwOd*G4a*7lG_`a;Y6=&ND9Dwp9unbu&-$~#aCN|vq?B)tZ816P)5KL
iJ%OMV0_BAy>n;kXSO2)-><F5;L=7CG}COdOUbCpn%vMq@xD<;4PEX+SFX92S@Ji>n=$CZYMS6u>R<S
mkeo1P9skR=EGj|qMrF1cwY0@HwpRk!8bk7f?ZG55ojD0M-0Ko*Us|&ZRjPx+Gc`tNPj)7re-dWBnjc
uLHbTEhM+jsv3yEKh_aR{W8DNg_MFBX0%iuZ_5u{u{?6O30-P3RK#fxU`Hw{MV)h+LOp&dN4cpz#6mH
OHAjfQMz==&?T=1?%Lg9&NC5fh#2oQ?A=>UaB890Vrv)=VaE8I0x*QFy11JTkiLjKU6iRyd{D(iXamX
>2qpfXeIXZ5Cn1zC}*-WY=C3cvN5Hi}k2-{#PiChE3S%aCu8Xko1W2;X8zwy=*1L3}rgNT=46V(kTwH
Y7<JXNFt40$xk9Y{0)FHDsz-fv7CaLyrWrBAc|<HQbxQ&;w{Y;O+wGDe!)vxalqn7$8<JJMo9ppE}??
_MR8deD_tcocLU_gB9vUiU5NB_ACbSVu27X6%fBN-YbpM{vObHZE+$9i_eOH2PQZuU)Bl4nROqmqDkh
*aARP_D_iJipgyR84?N;Hl39&3y5;7LHW>d^H2#7h}!F=k7>H8mJp`wMi&(R!W8GRC)wjZQYIX~&})3
lOwl0ZsFwOb&OuLvG7PluxvC#4;FFWR#r@xx5*@LS3Dkm8Cj4UNjka|I$$Udx#2eO5#pHxT@3AKYsbw
^P{<e9>}B678G!V7~-&0juC$KAiNWM_vq1nXMeM2Ryqr^2V$5E9V#~5Xb~sp<ynDZBSr{fvTvB@4(HX
$QzXJlm<R2P|}kGSCnDNAdywz_-nSu2NY|Z6~|(tav4uLqLsHFN=JU>@dwW@3S8A9F#rvaF}Ef7pDHi
=$DOY9-{OD24Or2eV967&=HNY`6R=I2ebxMpcR3~!kKVYYZ!-E0tiy8yJ(^x>{Yj!Ww_GHq0+lt;4%c
R3W9c}`UGtHkfL+*VKIW5%n=0se&nA$F`3%J!bCYc~Y%%$%?>tFpo54egi5@>Kx%*sy9N^CYtql>YI9
!ub4T>U9X+!5{Q`D-?#BCu9y;x&NRtLDkey+T(2k$EdM(cu(8Upb+y`dZKuS93JV|uoOCd1A;!6b(qW
utQnmFJw2^3AughTUODi=ZVqdmjI(ZPGLifwZ_!GOu8~;Ck~r`Pel#7p$F<&G=fTn4`QB;aAVrfd)1*
v6(Q&v25ihL2cfL`UK+qA(SCAelZivqq63ZWI#I$R`{sG$th}Ig4;bT2EgM8w=<!UeE~km!Qj0snKS1
vzQZ>iAnERvt?l*`DjE|hxO^*-;IPLkk%i*2n{angy;O6@uSQle)jmB=A(Bw}cJi7n>>OiW6uC8M0{9
B&kC~JcmP@KE*VBt9fnU<(-EHyH^@=A0?Yko&nM5i1O}wM9LhVYG%2Ki>(9LCZkiABG8^LrwJv;;_*s
OEWX~_ff$rXd1`mXvf@6rGpjrkTOoprGNUj?bBYPaoTtQVe_sb(9&5a(bz%j?zoCkpdQSy?C$4`9nM5
vVE8?j?8H3It5zsR;Q+cd+WOC5zYanHKW^<@3%u-{KE);!+z!eU~(cH$jF$NcoVXd=isRRYG#TDN5^z
Ecz=&R;qk%1kJi5%iSW#rEXO`C$TTwwn}D^ovM~V9#&V>6lGWF6!iMx>Y<|o`R(K=9cO(^P{aPfs85k
LiuUb>igmQQoKEpm-|+6psG7O=oVF>c;UjErV9ZI!pyWH0@GyK%762I3C!5{z_qpIIM!^Oso1eD6k=B
}Pv1f8OXjD*8KU+9yH@EOGDYb+WHdqu^jpe-SB*SHW`K2T4%_S399@GyfE@FWpJx?$^K}%#<eIFpC1w
1$*2^JyAAy2`D381DRlSdw2m9CL)mP5#f7Xg7cqL<uh)jxa3>{ZDP8bEd8X_;s3`~>>WcP03H#U$d`K
(;4*iWkZ}v)+e=5V0P{AV+cL6u%Ru!<zsu<?UR_GE_O9do6yJF;5Q>j4)<0S|(ng57)UskapFNClkh8
Mih&A={n+?A*d$-4G=Irc*wt3s3$Qx1@#8!6{n%GGxkcg(ce?0ac-Q@jj`|cx~a|NP0yIrnibm&{_Ey
7!C~=DGLBs|6AgBzFxJ#`j9p3Q0La#(7rtY7U4R1glLdQEoW{6eYtd0%Vf3n}Rv8f0*pw?$+kWqu(_l
cUFnSq!g|j_|WQN38sA_VF4S0?+M7N(L$5fb#5Q|>w4rB*4P+NMEj^(9QTuO>tAh-mrx-E`wkp)zSS0
7x@?bc{$x1s~<9zeXy#{k8517w@<JvFy9g2F0NB9h|0N9$rw%S=V*-R(@S<>i<GVhh(+06IStFFeDgg
1v&{shkg8;!$1xq)T!Vk*YHex)u<KtUU~?E}tyJksNDHJsaA#NbWrq#<Y-N)tMsHyMtK^0?-?TTVoyb
1YIzc&McbN8+nKQd&+kM2HRzp9IA7muQ~`OO#^fS{4D5uqAzsbKd8c|uC>YP1T_%8i~{(rujsdoc=uh
IK8WOkB0`v8S^UN%txSxQ<)y>y-q~QsdONa6!&3mQnb*-GEuVYu(GeGPRL6DsVpIw1A^w6}w<wwy9(G
-52c|EssXiUrqpshx!bhVqiw8DO+qJ%u{@RDYY9??^7<2=A%Ha%evfvCWU}H4wq3fm39S5fkmky)j!a
Nx;fSqcTgH)qMd6?oX09tn0ro2hgi<hRUc&+51&_Qrp8XuGU2_`{w3p^bOETpsD&I#M1jDk-#lYpQIK
clYMuZ-^gpV|L7R5{Xdkk3P_$27Lv8EHwg3TJN7RcI^<UqiCj=3Ry6phi)h@2t1Z%(TsZ-`(8f665AB
+#?YfKm8$d_p%9K(|3484Z@vW;Y0i*mc#Zk)KFT|BwPDBjS3K98zq#{ONkFqc82o4PNYiUCEjR(8u!K
^?mo#%{aE2G-8yGbF(m5hABEh-{pBk_=a&KM7YBsu5~Mlye{rp`&xRd+^sn0P7jG$=sc5tw%e#P0U;!
H;L`&*bHXA-3c!qbI63y-3bO_{Z&mNfVX<9G@rC7u|w2-TU@CjwTqaUFgWUpFB9KNGw!SRMABJ0dSxW
zA3T&WF~9`cy(#o8^MrRY`SXCJW1xgh*X612XZyMQv|>a|R$NDHs?@8G~heq%1&MKB?`AJzgetqYYkI
;f}ZVKfMj%-lG9Y+v?NENC9C%xZ;*AaR{rp=iKSQ<()2lJNq{qb^sp8zo<(ls0@dbYy+^F=i#NLHGWr
9J=lgPnW}@R+Sm)m&|#er6q0>0sJ>jlPCo{NW4#0S=;Oy4W$3hUa(0C(`V9`60MH34N5cpPm0k^Zz(N
(qI46sXab}xs$P_GY%DkhI5Nn5jB8h${vsG(YIpRtV;*D82HiIDo%^;#AqL=pM+MzM2E@oXuB<R(>QL
3~HFx@=IHwBz=;m!-X@$@3c||UGS>d!(X1|cLxM1pNKZ#8i3n&Cw##DF(sb^tko#T3zHZ+lVxn(6`TR
(~!`7Hw|rP-f5s9yWs8<5eBU+q!Y^wxqi&2m!_t3Lm+R4EvvvSxNJ*$YLu-J>>0^<TPr0+w?ET1AzYm
%lAKpIyJ@pmiRKYEX~Hzd0kLV&=~3qsW8{8~B&Z8>$;~lxC4W2~y+@(k|bBLPUSe`qF@n_qMDr%AH+!
J_%VP5HuI*mJd4YS}%*iLeK)p9s6fL>Zr(5O(je(yrL!|f5`wIDfz#|F})V%_Drnxi<MgBZ!3dz8KlT
}DsL18bwe@xpnChN{SpJQ4LHhx&#tva+H5u#>Snt-cNNQk=724-k3`oPH_2L=!Nr}YD&ONp#8zS%Vs^
_op|#hA+s$aPUT33QXS!Ii>Q(UyWtjw)(p=|lkWDPry;WAmn8enM$9!Q?L~CCe7H<0Lw{Ip3gvlAjY3
SGK1P@shX%vmXvDid6THJI9NIfPUc#%2D3$y6_`x!k8=y~pEvF}cgCIoluIi2^8*^}URo#HHiNxXnwX
6zp*!~b;air2@tGGC`~OOvrs_y)VvSRlE>C{l}3W<H(@DHbd9y8kG_hvX}O=f;PK?pCqD!yNpw)cPUV
B6OpHHmF}h5p{kmM1^8_G1xS~InPzfSjW3h0{WLDjG0HtJV3{ekU!VBb9t+dAri%4^+elj-Xh=JsmYa
!jTOB3(E|XDfYEU;Z<ER;1r$i!m62w@WRQwp!0QQOL;NM`v5!>U%50PG`t(cSCdPY8CNRT<e@}sIl@W
J7Q~kRPd4yx&sb~fwh_B?b>V`_}Oa60?pmRp4IDjarnNX)d@jqcrqkd@%g76XF<cm0|+!QH$0;>pj^I
aExOjTcFlx>*!rdm%GqNArhD%ZBxP&pxxDpuPH0zgi?%#B-V;{6t6-LAzcr=sm^_=7g;pV4?sghti4r
#*h)Xbgh^OIIK@ssS4GWwD@AEB7#6O2V8n4QmB}tIkH^H56Z$1O_JU(*J&-6W@GdWFua$MAXvSXfj8x
3WFs#pWXkv>}z99@jQSQbX~GtDPG>x<j+wKDOW)e$L*dNOQ=b`(kP5cR{QO2GS^!Iwo(%mc7Z^b@dSm
8msg7vqJXez>8E+CWsDqPumSYy|4YIXxL2EYc1r79@5%L<+R6x*nR4rpg`=HFpQ?lv0^%f@zd`UbJ#N
q%D9^3g=G{In%Os(ldFmEmiE?$q`e_4A`wXR_gdD7fISceN$b#}B(1o!1j@NZjyCIiOIvv!M(KA3RLN
*Sp42x@f>-AV$|GFa+8v9rPZA325TNcH^U^ZusMDSzW`2-Z@hRPp`DJXmj8Tm0q$V!`{c1ba!a4M31P
$T<RKf%6<gXu(r*eSo(Fp6~sd|Hf87yu$=(_<dq0;qkv9ugsnk$+*xF^$j}Xu_+ePH#ZZ4%DX5?xZJg
VUZb3h5v<0eabFHhF<m(IVtS&Y;$%OhK4$K(Jv*&zWor?46L=`l@Vde5Ab+buwYHVnTmRcDF3RFcfL`
pUy9%nqB#lKa(+T`vlXB-wBIqyK1Q#oyyaQlDk7a&k4P(0WntXXN@o&4J3r)c;tc2Ex*2KIccQ%Ywz#
D!(FP254oI<l={8f+>k7ntrSZy(k*~r8Cu&jmUHfn@(BlwV#(1b4@+r;oQafX=`@}5>H5tk{b-x_;XF
cG{nD|$#6+t_3ma)^4RMjV^H;>mTZDzW7yym2WUB2GSDCp|XCbZ24tIc9y3KuWV&|Mpw+xOCq%D=!Wz
#{Z1h3cVpn6XoC9gqoCGs&{yH+93vf8qJO0?BjM=nkiQ*}bIwxX|wTyd*3JL*#+EbpK-N3#^JL)V?r)
5Th0Hrq*ed0o}IL{sf(ul;xTaFJG#`m@p~6ZK7?T=pX>+D+M_*B-Vy?XKD8|_ApsgJlB$zB1VT4KBRM
@m%x=eTieTK1t+;S_@S$;HR`<z4P4_89fVG``W3oGbZ~1wMXmKMag0{J1%9Z=m7KLG4d#ysoV=;aq8l
~uFaRN>{8HykUdc3aGwlm?TC~$|!WyRSV#ogLmwj`Z>WFQP6a=x|tJwQjG(t3iUxp}UhJU{;e}zg+x*
|NNKzZAdb!N@Yf@BT3oJ}6~#%@@{Tua$o818*fbSw%NN5{dw3(WN^xVYQaFmx>nxwUDyZLh*bS(Fop=
YxS~`gdaZ?=Zi{e|6Hni}WoTdG*)eYdaQ@TV_5Q*s13TU#lSKe*JaU)rM{+vr=znr)7>Ks;XTaHB%D+
#rnkIEMsAqodb~qGcP_OVRU|*1KxWb<3em4cxKh{HoW?5+i(=$Nmr`fcQyvvT^wEE;2p1dvuToD1x*h
t%UH@=J>X69-1#oBXTFGF6hWSYLzscpSDD<K^6?`1Miy79UFj~XD%OJ$Wa5OzrM)DNq_9It2Y<Z(sOt
#%5O1Fro(r;ds*xNf)fvq>1kP;?4CPJ}>bLtzHJG;eUA58`nglexxW_*IL@thmU~RcIc7KO*W{aF#;m
yrHE<J>{$b|r4<HR5ND6jb%=1kkG73VcUqw+~Bm1}}}S?YP8RQM=J!}Q2X%5X((OpW?=H-vF`)(8?h4
8kA_Ff9G6#2Y^?FiClH(4f60&;G{-4nZ<!4QTn9k}E<PI{=*H*ZRDsdCfI?dIoq}D=lM<2u#`H+U!z}
-Xg(dc3?0Z_Z|lWb+^vaNONi`j4*?tDcoaCY}U|A%O9d*)ymF<^aTm_exZzal=#EFoW}TH<~-_b!mB&
6pL|m-zKVr&MM}&<95!per^9gdR#qdz$6uWsJJ`ExTyccEU(f1iWHC3PeCxh>$N)tGy!KuEiK&lq6A5
Ai+6oZ?1BUjAnXmOONdB<fJBAwLv`rB0Gz(<uN2-+?x2S)1rnA?#v1Ab+m4#(b^(s(z&srNH8`e-%qS
rV|G|Ry?OF1a=jsh461~TNkO#nYMPd_%n@gK-mEZM;IBH;O$->70|9{yFI+np*GB4b{*P+uerez7{9B
~LF1SlHT6Z~rnnAp_IaO2t%rYwkJTs#|ys5^8#(KzZZFc|x;?7N^xPpLWr$`(O4-2>M>!VO=<ZcuaP!
CW`;muju}#b0wqX7)<V%lExw1*eC|%Ui8z4FhYP%7WMhrOxXr%0(-@f_z7Uw8w)hjZ`dWVOgLH>nr8A
*WA?Fv#KPFVwv2_R-U}U+xaSg&*iBVq1xQuF1|ma49MNi=Ku#-zjQ3T!6o=htW#gWKsaws{l&Lj4Sm<
w+(oY1-q8hB!c^m+nU_eb`yYS32teX$Sb9-Pe$u9allH`cP!C1(Spm!;lRF}}uxNEQn+{W}#Fb9n7S5
IMz88#pDtYTZ(KS4TTazy~^1FbqKDtaW5pQ68QIK~;8GG5<_x4%>ajgA_$0<Dw1jRN>3lOYgk_<IGVG
zdOnj_SIPfu@Acz+unW1R)%q1cAc2KrqP~`6=l6OMrdmOOSL6T`EU)7}&0_SQ%K=KscdSsZUA~#u4qa
&_sQ^i0t?W`y;XfD+@w{tR_WYIs>1j&aewL($OwlIRC^WK5hr+Ih;oWTNTxQFvb4R#m!bawZweE)F<^
z50BDHvi1>77%vEf@*G&9ks~bm7@tDNS<@wW2Khr}q4wlj<#kDNM!K5U|A<4kd2APrG@}i@l~o{&zir
i~?IspBjVxad{G=!rf%RqWLLT7$OKI$MaiO&)dU1H8sZz0qVuFR;7=|3=0Mp&3--OTiKuxK|c~f%zNX
!r&VoEA*_A3R*kuAw@p0#)BRgVXz6-=vl%}4@lIyw~lW`+dBdcxN#?$04oW!^2j{jXuY@IVYw>4_N3;
!*ItCNphPCnZ9YmgEYJ&9_&kB6xy&;KvtiHTC4A;d*fm+~T_kqXTQpnx+BcYvc2%^^jsy{<Oue_~kD5
6&4*}GzeZP!qA?Dg}Wk3^zC6ZHri3%@MgfvJMvTpcA2C38O{Zx2nZb+Km<Lky+XHVUX)JBTOD<6tV(V
Qmk?W#+bW*a7Q|p397ZC_PFwyUtbVj$jLYgnP5abz!x%OUYj+})3GzpjrD9!N;9wwE8-+wXi;nHDB56
mmhel>c>^@7`HLHuD`~!CsM=llCbeqTuAY$o=+2T$~J0$39QEmq$EaLvIe=NFLdK!`FZt(4Qe?gKHOf
^7KHr2^0SAtSCOh%JU*B92jrp5%yu6{BQ9x{nxdrQEaDBofW2PHz?ZV%$IQM_$@Tb2+Ia~Vy~tj4BVe
>Vd+0joL!($x}>p-2m!27+p})to$8Z3~rk;c<KgOq?$G_wq%D9%A-dq=m;|au7oI!&*x3HZS2KL&ev2
yBPE<g8`!&69hX1Zv@zX3gl22t4Ed-c>X~OX+bjLl`)X#)NJysN9lE4w!I7OUQhX%R;Jov{8-aI*vE~
$F0sL8gGcT*G1Z`%>q@lZ4l@m4MYOUZ#nPfQRn5lJ<uLsYd}wDhzh?j_hs9d>H8U9_>Lc9I!;56Tu=g
KzV?9VlSrkP2nx}&W7Tc!jw=xh!WR97iJly#8<Yz(^n}b=yZ^V~5_b-OB437OgfuS&F=3J&qSi9>eK)
+3{K^}4TLJmv3^h43K8@9mim~2L0BYR7UobOQp{*Z-G_E3itR{#gu(1Ccoi{#wL67-40nQ}~>r^?=^P
TY29CDn-XpimMX8Azs&yVfYWItk~#V{i^TM+ptG{2VlWL2J@WLuB%E_1_@SLjISKDlrze&7t>w3*0j`
SuSOTWwZt_oJ&@?zN$e>D;<)>&K$uj%mESm!+c$PBr4e3VOjHlrga1&q=p^cud_qwDCBF^Um%sE5&!x
Y=5eR*_~FQsPu<YX+Z;5^+smXhTglA8BJuMCd4cb?tgL+aAAcT;r^FyT*fdONx~zpJdr}FHfBp$`5dX
efBotT4M^s>SxqOsV18d_QLZDyNyBbIoMqGxH&hWn9I!k_^V*%w%syX*|C)@J0?~Wes8)cvQBIV0w0-
D%ATEEk^){YN;_kUCb9*rzyA`72)RS51KWpg;}q0PRfYWL(Yw=u_q<%>Zl4ZZ)aM-m{{#tZiT3Pb)Hp
p<T~f~B;bgkB%2^*${C6OaRP(}`nA6Zsv(B$;V@Bc;JM7wb|}pGB=87lmov)VJ$L7_MN(9(B_f#c{&x
rLnX45?JpA%g)UV=n{?KPF`VjTPLU8c5aF9qtyZZrUhCH?ROQYRCX3Jh}Vf=GB-mkAX{>0JR0rP61@D
s(^+(_8(+agBM0}dOaKcaF=VnC!O=)Tx&weu{!$X2#3@<mZq<E7+zJQ5dFvbhoYOwsI~2H7HJ6;%_Rt
p5A3sgk8Szq3#PVJ6;VEwp@_N47HHlcPRyM$~rg?h~$t0b#h%T+=Po6Lkx&$H8*&x&%a7&VVBG+0J;v
2zLt?+dqA^C*#nR9Q#_r#pYj7vWni5cQUm&fZV;quFWo4M?E88Z`yhc|c(zGD-t;7m`~8Bdcu(_Q+2$
rMDp1lfu19BxAcpUW%uxD3q#n912dir&zsH=UZS=@es3?or>J5<F~(H25FZ7Dll1pvaF5Aza=0Gy<^B
@_!fYppIrbJXkY%(6^x!Ff|H5$2l6eA5t-yM;c{zWlR2HsdjG<<}y#^`+jAv(BOi^7Xa4!i<=1uR1>$
TzFCDm0m&cq=_2GO`enxd%AXtj=nmbKY;{Ms>Gw1$YW`FIlTVaI-1(NY`1$s1ta7;bA%LOCPrGmV2<`
_|nGnFLXkW%0=EwI3N!{&ocZ@7OzDQWKTKpeLf8I<~IX9c<hfNFfOnVH3DDP|JKI=cz1NeV?E)Gtplh
`5coU(w7mgPr|3bjch!6F}PoLl>FCpgqfFuTmI)&5eHbPRhJDIc<v8bIoDXQUE*p!WQv&f_cbY%10y(
?jcD@;o#v*4Lo4*gm3sOKfAEeFQbVCv){P5#wCjDh*+AUz6kv*hClT=qeIj?A07&pz$GI?CRSyVN{Vm
v;LHk7QOe3dz=MIN5-ao&xCYO*Zmg0Gq7!PAX$3UHfn!2ij@m~(Ob{Gv<(T3Bw6I1jz#vsmrq5Ox~=9
}WR|vY0(Y}HW?l4tr$8;eSe2~L!@^3J+bY7xV{B*PE&jKC068D;Ez45`cxaaC2jtI0in>TogKu|d-={
&ZR;(bAG&A5sNY@A9AjT%b0nTlw#Q`}4Gx7}e;g{loN&H^@sW*hE0mA#5lTmXvG~jFEzu6J^@LR>T{t
otcj6FkQrz{W`=2xFEW$0TiJg$-$k2ND}`fN%OSRAaj^xGM5q{;bx;bzX4&KUd0D?21~v0#k8?=T4Q8
|W=6z-|#}6Yx@ciHB2wjz|7f<;gmx+%RY$CH(q<<y$&;iO-h=F2{g_Z6F|6&7GxE%-dh@;JSkoMu+O^
ChVj6U!Iw%erE8foFz?nN&;2GPlc6C*1)d9ibPUaw^)0s2jmMpjR*A@$+0hnX~KivA8aJT5%4k<y4o?
c_5Z`qtag`lN)EvK`jgO>lgUlcn(r3!N;<qmYi=;OV3@yOPbpL@J$E3`h91Z5^;B<@+>9YyfsU=Lz5x
m35W6TWcHtr}Ymo)uzEL2oByTq3TBp!^coAq*^<5&sSf@I*hWTXIBI?=$P^kQihThFJ$p*R16+1kyd_
-Ms)ilhdR>_f%=?AM`iaA%(kUJ>!C5BMlpbS-?Qzzu`xXoQ|JOJ<=t6UWk0Ux}+6>?PcEHMxYc?U4_T
<;-8?Xoxuf%7H{TmF`;B~OOPUOI7Y*5F_ae*H?a?%$Zgvng#x#+|ar>}#j+=b4HGv$=7!fQLg(8oZYm
3}|-vcC`s8eG#qfKqZL!#bhSfL^7L~vu4%yVm}LXe_Q9!*>!rT!LKqy1b54YO?TxOp=7x?5j*PgP{7t
jjd^2{gJ0)(HG6m%8imcfr!)_9lTC-cfb2U?KK)IDh%t+ER54w|WB;Y~DhOsu9GkF6j}gMvtuFAVOd*
D47pr912IQJs=llYBd+cK&PVfZf%QxeNS}*0+fpRkU3Zn6lpE~C`09|1QH=ny3inpJF*0Om-(7rw^0+
amH)B-v{vbdZr(PJqH@YsJ4S=X6P1iV;v1^_x^P{amF8b)<Dv83Yq`*$&1Vuaf^ZI`JL=t&@sDfQ+y&
3Xtn@72ZCrE3|LOt-5La@aiT)$LP}i_KN(PMDTHH%RU7#JP{Uj6thJdeOFeq$<_@UG_)7X})Kw3|ts~
zC4{83<zz}>&hl}*A_`&4X6T-`eUPY`&kZ~>2n}28VJB8+guKmuFD_Er$_Fvbd65oo*JOI5xxV7wq-M
IY=|?eyTq*mgvMlW-WU|gh#4K7F!r?av+sgCtO$vw`;2Jr46?XM0hT~UMnx=#o*4|F$Wl%<)QVFnA*E
2f1Ed|>|4-aIg62_`z-r8IPOfZ8&oscr9=Q#H_RK`U=m2Fo5{0LaCV3xK4A?hbsCpe*h6N!uc9uv^b<
V1)DXwDv#rBBGk6fD4PQwp&CgL1+I@G3LXdoHOQ95SE*bZ(@ecl4lfF9ER-&ix#8?iO&?f42^eQQpX_
6dVwn`COf;XSeQqCq?rM7ReaxO`Wc|AKTC!=Mix=zscux_WvLIFS6@a&n14jwW*G{Ws(V%iz%0;7xp~
#flKr$eD%MS{H&tBv2H1&kK^sU?k=1@W+?Ly<kAvk-6M5lEX;4Xw0kfs;h@jai!~pguaC^Acj3`mBXQ
)R5Xu>_7Kd_F?RMjmV%0y?&!#j5uuar3o@4&{B~ym+%PLtS@r~ne-M}Gdv&L2Eg^CEjB9|(-_4m`5^5
~NP&H7d;iTehX0>GbF8H%rZYvFZp?XQpF)*vK>6NN*)~3}#tjxKYA`0EZqB*&9+2E~lbDJHQYuPp6Y@
L&R@e8k>sqVPTbO$DUo(oNwzGrkKkZ*<crPv|{kTt3M<I7?c#uWoa#IL!z>n%il`&B7&^03U#RwS;@Y
q&`d?5~=$n8Ru}5;i<^ag0c>(v292s|i;JpvmJNIZws}Na0}1d^iS26Ou8AD0B1~$ztP5PYy*Le#((W
_+b?eu?fyFTimCS@rp?=_X-y}sC0CwS)Rv{HO3?8i%nl76k-2)I{I(*aF!R2{uqKw?Unz7PTxW$Ejp`
E!nDMvg5(JdQyjC9^dSc1#X3A~qk<GmNY!fEPTBEh%lKP<hTGpM1caTh*KGf<$0lC!tlGSa0WsyPEjC
1$+obnO*wCr=1YpL6&#()>WO4Q+=3gnNeTQE)2$OAc>3DwO*Z>!?#JcCb>SqXdt`jjjN3}_TMP!M(T~
l;s`!vDX7fEU-*xBKL5HJJ<`D?rO)V(U&`Q}p9lbTg&;`g(z7mY2G1QdG01mnfdPe6q7Z8@UtW0>v;%
!rD>Mm7QcZR}b(vTW$w0DGa=7HdL*WD2MRgx7~+Ji%4F|D6@JBBX!^LTmbGsDnI~?&-It4pd8=QsB@#
sJOdrhf<6VP(Ok-7ILVh$w2OQBe>5_x)S#lm`!n;eEaX>_@L8SRwS}M1K#ISe?j|EU|jSB7%1Z|*cN4
XR*1VkNfa?<BQPFlw1GYkm!)nXmNs$%dN)5e_W@@<Lk8b5Y|j~g)gk{V7v)^yq}cP8%BF%68xYsl)&E
(OT-C1}c*UlqX{Y!^pInBGdXdjE+3`V^glj2UXbO~<?E{&C{xq^iFxTYE-Df;Cz;s-K%aoeUIeOG}6{
$(CQoQF8R1&GQ>Isylf5~D1@~~8FB!`=#(2m29mUyp-n1Z)pGsrAHpy?Us>MjwrnXm9e5X&n*v_tM<w
;#TUN!N!CwrHN9lMbX+87~w#Gt;f{{wLtx%uF9cc;IuuV>lSnNv<9C32{t$9opHkegFL{HRaD`Z^0Wd
ugREp48{V^?GQg6_-dku(2T3gTbk10qW4){VJopG#EiIXeivwGxv@eCg+&sK@lsjAhkEy(;&U`Ktm*(
*r3xHUCECUZu6Pm)Yo3~9Lo-H_gy@oL$Vv?ip~rj!q9{@Yoy2*(T^T|H8_50bW^dQEv(M?LkEVLyIW}
x>Hiuh#8yr5j*OfGnrQA}MGjNz4!O`iP^|Zv=6AK>FU#2w4@Lo~PRiDy(FBQg*h+VAgjz6BJzVu-~H=
NVMgQ0(=_hAa|HTkB#s(<`Ay3!BT{jeq(5M#46^E2XTP}8?Cg4Gq@j-*or%}iE+mM;4-v3L~(3API5G
!#P{XskZhuSU;etIfMeN%xB$m?>Ar`SY1OM6&`17f#j;KW{atP54<bzDfhSH7NB98{yQRzsbizt5(H)
E9w6!_Jd<&w>a0JSylQ_q0zww%}dHU&4YNK!NBpQuLYdKizn`$;q6a=AaWT`JuEmWriNYuD<U5aDTaN
;d!vJqMz%-!3}&aO1cj245U9wP_PH9)LXZdVdDxrA%`5kK2D&vC)_RXl#MRdP>U3#Z!<lXEiJ!dpO3u
2dhyjnZNTjS27;m{{X#r*7{5GI$$jT8d%g1X%iReST(6R~<2o+qLx{M->C^QX#P;szWN(PC=$Ov#khg
hS0^)0X7X}G$V7y-4jesRH0_<0Kz;lh63W5pz*Thq-_lBLF%2PZ}{nvTOCt95LKZm~UQlCr?tDftF4%
Wq$a(&<Bqy-gy44ghj$KWreR656x0XJS(vV<FKmd-hM2>rGCZuSB}<nk@5SPR;xoXmC_b{rDf<x0yMV
vv~bHl>0YqqnRrshk@}Z{eO@}d?j;8<Wq}H2Pxm2oNXTxh``dc|NCA09L)daGf48<Ynrrljw4Bxb``5
T)|$w>G2DB7c^aC0<dr}3#J;X$lw?QEI4~VfaBN^6@x$WN^^fP23=`bjo%3HKKv+u3N8E)@m$cZccJT
fG*IrGN{Ebmr+O@2uFx9sEZ||FI4s+{65&iRcL;z_;@*i&Vw2vNhCnWC=L3;JheT3FX1D3%-*mN`Se)
a-wvb8J=^EMZ@Yhf~U-!RtlI1Aarl^T1;lW=a3NAw5$C5gwSzhdFfxSFZ?@rls(sOqgqil(m+l3(^Aj
aoPv&2p+Bx$A=ZN3L#xKM%U#&8o_3VS+19KTQhM!F!w>#VdiB{`t^+CM|tDJxVmIy|fCUdG44Y#gZH$
tNVl>S_z^fuMx{<OCYnz@PvqH$K3j0RtU8v@Wln`N}e&>p&>#J9>g%}$b7>!k_ooCs<MWBOdpOGaJL)
M_mnBg>TP~=XFq1NDmAl53$cUG18t`{qYtcq2;7Rpvvg=B!BDb!URlf&=$&{@63Jim1q)DUwln;-H@w
gJXVV6RQA<6Z6^v7MZ>@FL9C?WG3X949Age5g-G;{+qB^n?;lu1M0GzR1$}k|AQRN|I)$)72Oa=3nYi
^kVhvz0U%k0Z2ID*^D{M%E+iNC||dd$lz5*Ss)SQAEMCX&}roL*~DPkda1MQT*GBBgGeAQ`@SZvK1T&
~CBYqp*JLSliS3KNfa9KHFo>902d^Nt-#9*fRMTa9`=soZQ%)bKX_6J#~G>7$lm8!|MY+Y>Ilfy4Aq6
`Fp#64!l-6sX6msE1MzACUW(BbZ#mGQZGASCkBYI+B_3n(xXGx0y;`V9ll#*0^mV?BO<etH~l%by7!7
5{@F)!oY&=k7>b`7`QAta|8gJ!?dvfGvaV-ZpiVn<V`e13WLKIoLn^M6q~;?(@Q*s{IP9wgX;Hh!KM2
p`8rIpLMdBzM*6wnWeBYmCa1D6Rgk@a^cOydv7zRumnd?FHft+CT`pYzfa@AYt-s2@mfa*gIbJUwD@9
Z4eT<XxGq8DB_&Uq!u4oU$`54Okit6r?Ak@djWKb^xq(ZeM{=MlJj5b#bgN%Zp5-SnWmyEwS@()Lr%c
M4+pfW#_ed^-xA;8!<gQCqny%dGa*xDpFDQtGeA5MHH$coUkIY$$s|*V2PwGm)I_531cr%r63NlD_gM
nNw+PlI7L@zoE2<Hg<x9CeM`*O%AgP44SPJ=O7IC!T?eJ17ZPe#{NEw)(vglD%k5CTEQe3^4msO8<Yv
bBkqpzBO~-=X2sAJldUpKZvc{|%>>EBj<W{jV0S=flDmjfTeCYOl(Z*CcVMH>UdMjI70c4he<_mvl3Z
jzB=GdpZ;!+mX1pn3l!&`~_UhqmNz!rvAMB|X-0gut_mB+s46S&dW%sNfN#6g!)ZPWs$Ez9MeDaSnfD
#DUq-hlNf}j}e;qgkycwN0f7N>!ye0Xcd#NO0b<<}DLa2=q?S&;Y3Jn$%ufyhdO7J;=s8(tNpOj)_?F
IUx8k74)L-8V}QC4s2oI5c-49|Z+3Hp(hxdyj9?sDqT4Z=$(E^`UHF@lNF7NKJhoq13-ozmk=9-=Eq$
lxvNEyoP?iU^1fnzs1*OsI7mRv`Ulg;J!OVB>!UXgT;DgUcNzzSt*1&ER62Y*K|17__ucEoR!-v1i&B
>nofVZ7Lk*{*t_6olRTDC1!Wl)vjexbn(;RSvhq`e4l{8?9p_con}lsl=*Z+ogPCY1OnbG~vW$F;Kk6
=hmi!iKkGAa4&rLl6aE9W6O{=Z$JNa+wYLv{ksuF$+@6qbieLzaUwPJ6`9+pWI4Gn#1VZ-WwZH;f88a
tK^N*npshIWH|ra-%MGYX4m+I6tOXaM+V7q7cIg<G6OFg4$56p>i1H~TZ{Gn0{$Oh+<rGSW9wHVh}i9
B(|&!{S%gd8jB2e1Z5oo$227Uc?Y(rn85JC=@&s&iu*J;$(Xr^$P;dYArnK(!VQ@W6air98)MJ1ZFQc
na6Fj7tEV5MeJmhW*H4~yXIKfb)gnV{6bP1!Qq*j?IOhpddnumx5D31#+M(Omn6prQ~4GkO6G>~)q9O
=bXKH-zt?b`Y<wWB_!%mgeu>VYH+(fGZ@Zy2{rxlqi;_o%Vlp*xw%_)@joK>?D%m*uAx&$e9t~(T&*;
sFN$mnzeOjffhx5r-3OwBtM5=5TH8<Rvwrm>D;MJ{Tu2x)zZxy5}@GZ#)l3vQvt?%l9S0l)s4@&m4zj
YW`#IO+(vg8h;w53p{I7v&C@7Jrr0(Co&Y#0)L2D&(r1wticBp>)^H(Fqbn|bMhmDC5CEr8BT?bbS0H
gS(Se*L>~huBHNx+uaOLhTvncq&tmK~yTVo}pr5YMcM?ZTe=8>qZx_(#UUI+9ET@CugS_*C(g~p0T5?
TycmjgggwWJgGA$+4`nAu(f6rMlemobOIlT50_yln`F~DNga0%W??!k>6q)iRV7Z4nVP)8FvyR}l>7b
7bfohFdo;8?F@hJjzbnA4t&a+m=VoBpa|~po*K9~?V^-xb$+D*t=mZB1UY1+{EK5oJAa%m68GK~AB`l
`XYNemrn6Z9-o@;^4Pyl!QY}J`fL8@v^43l#xs!Q>cLdV*a6T!4Jk3a=<!#)9s3I(1InUQWaUe$a^_-
@+Gy3X&?h+pO6)cK3EIDKG0Dq$RMM<JIJ{{B!XSfv)mZn2@He|xjg)w?E)?;R$<XVhsQvZex~d<W5Gg
w84T0bExOz=L=hY;R56JZ_WfJvxl6Ox8sDK$<P|lxi8YA8LoMo%SWg+4tHwcjkbWeC{nn8TpS-P-2O6
)dv0?n);Q2qP17Ce1tu%(f;V5%1^0_;|rRtiOc0I9zu4dq-ZCH8sQ{rVT_}6m^nB2M=yy!Mw3VI#&X*
=755-Pt)I~?<H4gD57Vo(;WN>FYNTs+Q9nFDf(gt1hkH>TgMxO9Re>VpaX)c=*kkKcM&>w|LPAHi*gl
mX99w$Y;hCc@S^7X6Bw6|h2m_LI1B+qYi-m6(q|zV4jz(PVvqfuAu-1JpeF(WRcP$VWNNw0lk*#lly|
^t&;Ls5F`6TBw%u)=AaE1J<p8;gI0(Lm{Jz^PRf=1}NO~=A`A8{n9Pgb|O-Z@8c4#9XGiBl20^v6yIu
-yitL1GSE8#WP-9$5#^@wXy}P#)U?&8Qpu1zVu`*-Xy|meEe^b6KpaHM5SV=%iYoU~FKNUEKhR%!o+d
#lx$`<dqiMzR^d1=@Mp0a6=SI8sY}{Ulcu7Cs0$sBeXN$w>O&Er0N6d1rFp2?+Evr;=GxKm2N5ZLGp)
6CZ|#Hme>#T)G4^@JXtR%J531<Ttn~KCgK0{kS(kfWkuy@o<?lMy{jdU?bZr4Ri_jiJy6+T8f`{VA1M
fV<<W4M42RY3cQHM8VOUDXIM1UMudn4x;>7KU-5HgWUf#XV`N;gpF*}7rxi7sumDxxU*FE?Q{v`9_mz
VQ%V-{@8C{?Vq5gZia^KWuk@IqO47)veAyq%R3<Bn>>(-KVmW*@Hep<XhuwjP4%F#pnfgTpG)WSPQi+
xZDc75B4HR1%8zMmhM3Mq1o_*io!K84ot<v1W;Kyfd-fW&ABJ$Ksd-+yTOywk2|*sEpo<X7$5P{!CqB
x;iD>e1y83qc%zK6Yop|gcl{IAM5n4<8Ju>E>zDja{7^t0214*&ej&_yw8(9tJyWc4G(pQ%~MaL@B1H
Uddlnw_}jYDF+%rFb0h=Y$<0DCPbg2ZXtWhFd$$=KU|AjMwzPun%JKd%<7wUBNWEUNxUxH5*(W+<>hH
|1piNI}F?J$wz?IG|Qk*SheRl8W)U`EA5C_RR!;5|i5P#plDaq3yt_t~mhoY{js|=!3f@w!)S<-Z;H1
Cik^L37)he@?1ChH8R9`tYn>5J-apa^}YheMxzO6OSeo8%_?Kjw*1TB6G*hhu2_yB<J<|8q1TiQspkz
0}wu*_8X1J-|)q>1jWfAhU|v3KUcdl%+8p|47a68#AFpq71^A^w*=#bxJaMz#+`l<tqG7KgWc#@obKW
rUK+Tld|zZ?F0o#wQ-sP>`5(SNo3o?{&$RLn2jC`xmwoE^C$X%2|9K&9xolKQ?(-j_~N#PUkicU-BeN
1n8_T#7=b#>e{bA`hoAE|riV*PndTWC|5I3$Mq&<_r1dboGu$sl9a6G>vKo(b7uGBv3m9O^c2j<t898
+sGbkTC3>?<W=WN8Nzf17P-j?$>Fp|hyZ0<!2E>vv;su-$da}HB##N^jr!UHxLNbiW$L+91tFa(zguq
1-B_Xv7k2)c#xmcO5W3ib+kS+FTK1uJ@;%%!MXu+aSh)}swOW$0PB_upXl*mCL2=(K`mq^G&tQ%!@G9
{ipZy;khS+mEnFjxp=HJWJ-Xb)QI9?@z{V+f7?Ue&&YlJ~D?iTSvBscP&l~Fs95Wo}Y8gH2JY!?QIMi
X!**n6Q1%pS`EnEW+~O;2f<PkF74Pl+xAoyFoT0ZPGPYGKg~!K#c)Q?2Xgg++OhKYJX1TZC%s!PN|P-
|b<y-h_E=Q+fMR$V74X$q(GLNBvJ>qS8L*_G7d`=qLOfzYc10MzTcHnB6cxq|>AP|d`Ot;Pa%iL(<{v
9j&gC(O=C^BB<Knsvh34<2ni!~E5$_3XH3KE?Kk-XNWKA2y+<SlCi%+~HMy=wqLt6u}{S)NA{iB5;1S
s=r^?^^Q_$P&g<O^nZ+L$pxe=&o8j3R^J%L$l^*jI&}&FDO{$so{O)2xGyT+NNa<$CK(99xZl<zG)!Z
O)GzHz|1o{C`r;CTH=wYsJMI3EB5?nrd7E)2busy;uVs5BX+%cz!{@Fvb1chaWWY|8?fA(SSz1xhL=y
{-3jOWZuUoD|XRY#dfVpv0|$zU+ji>NT31(uU2cPZjk(Sec#ag&V_u=x_K#OY&q@w3r>tC(&Ked`1X#
{_ZsYgwwJeh9zie}B^@`YD*JUY{Zy0Na!oWMQQTp*eTh>mIIeHrV=Z$jLsT13<T4`^M&YDzH@d1LnVJ
Ok4AGKRSy+XLL;^-p0Q<UVciKk9-r3S<6DQ~u+TPmETzK+#$)E^5A%wG@tjB3<25P<xsR@MUM&!xp?x
u2R!<Yx7Ej)i;bz(6;t<b}NyD#4US7Ae)Qb!5sBR!R;k793Y%OY2e4n*9=UU`cC@-`MNR-lhcFqKgJJ
}HXYFUN*uE(ZE=@;*yfK>S#0t$Ji?a={i|(ki#srQ!p)m(W)?O6_ZsPtxDX#xDL|?a5Gg<(ex-r+1f;
2GD!!>P7$s%OT9qe^ewI+6or>Lj(BLbJH5Irf#&~n%{)zOz%TD-z{z%NJuz#+3MyXJm~U-E>8kFh$=z
YPf?GkE*vE10O6k%ZHh+KFSbf^Yhfgw&>%k#CVug)5W)jP3+7Ivu)_DzM(sM?`>X>hHjPw21|^dETH7
|AskVR2M(jC9!dlpxz7hse60X!`ws`h}Us_>R5(bvHdXR{^55pPr?H2G+l{kxxMud<>Z;Z~N1=z;kul
TFlx$t1sw5Umu6d5>fg(7aontkU+{3NBc)o?dQt$WARG4%h=*ROn{7!jGXj-3|iw)fU1GRQ`oZ;noHE
xk37$S|=gLnG8sZ)yMT8=3~jvMTyZ$)H4^c`lXouaJ&ireQw@RIb|2Pjf4uxG93m=Fh6ra+Rv~n?PW{
4UGh9YTqbAuvce)T*gADh6eh<H&|Ox@)wuLDG04^6<rj^=g^@tW<|I;nJ@nu5$kdQBo-b##w{qc3rf3
LP*9r$XlVK<YAs<0=fR`Ie5y(_D}*$uEzXiW6|+rm)>|<)#*9Spa)QO12BVaax7?OGbfuzMi(!#f>au
95XPlf3Sll6@kDs3PNc=q@Ah-7I4UgcUIjg<iE@eRBgp`s8rsJDjmPc%^O{be=n6-Y0=DAAV6(dJ$rD
9fDjm*Do4}Z(-s<b{Z&FJrHe;|yfv(xl!gUA287AL1<(_ldfsv|p>bq?~prjsn4AfabD@-n$Z%S|Qb-
VG6(Z4T0=y?f#(F1J*VwWsN#h8p{8B1&8d21AUd<i|urcTt?=9{}2BQY%#Fsh6?hz_qeJQaGGc*;={d
3SlldJ-vZLL%|0e($;rd#`Z!7-bNGk16(bZfYPEst1b1s5woSI-L@E`MkbOYC_(xgHKMR~xz*z!coAO
NoXbKUQI<u_TI@OGb{8DcW;c3kCrp`xm6aEY*fA6l+!ldR%yxVf{11=aq?r>J(jm*>=-hWLHgvprl?=
@J$=vBW4Xs%5PD!gen<ig)cgcB*fAAQJaGKu9w2{~gzm?(3ec7Wz9`*E%!&BlU?ZOOl-Pi>?-Nm<Heq
p1>x}t!d+8I|OCYO&zjnB#F9<9Y0x48?g(_I3kk$a>zPM!o8+$Y@~!gqAcZ<$>@TYWol>z*`SQS|Fb5
<hHyH*U~i)E5(B7K&SZ5Z4R-1j1!q$4~LLdacXe1`o$Cz#=xjg8_@K#PwU5+&ocUp4JstJnLFi_#AZ(
?o4EJPUTQam)2l`7jQ~;vS;f!+nu<&sRfWd`fE-pDnggIP@It>z)wXTfa&K*)@YWE)@UG<@D{<m-}q(
;Sh(259PgZMz)B5hsOO`jMiL(3?wGovE%sTC{Mvtfj)gY%t-z5$o45jKlfZbRiIeUx8Z1uT)Y&0G6-w
&<TvpIwY^n}P0dK&2P6qK4fW7Tmt3yXr<!Vam9%Sg?ckxDQbehj-HqPAqD3`iuiu8vQ+?@waIuE-|b5
%i<_sb-6d~lB3q;5t@<)hS`7EZ)iI~bcxnLRL&k2zTIbD;w6nnMgD`D4m<hR^_?fbs$|*u<l4g|l-UD
a<G6<G#>y_RmzWs{IDZTz{K=@YcFl?f-4gFOF|w^Jp|OuJ?cOrk+T>(yaSO*-YrsqfOoW4O}G@4<UM`
uie2Nx(yuZ1LkHt2LKVr$ul^jZm1&inj37=ZTB#A^L3kIcPOCkyMEMA7i)oDB1amYM=X288i^fh$+d{
tZuCMeGCdx-uNnBnoN1H|3CzvR;c)d{a%y?7isI+D%X**bx;|7Inf*j4o2g=eOMVZ<YAS3+F(tKbh4#
SO9`7FE-Q2c2XR+>*iQGaiXUYGRIWDwGayKhvvP3|%)3!@=UCro)0V9LRWc)wHA2ZaD)6+r6dWzZtc_
7xzsFW9XQmP&|dzH8MqkA8eL7Si^Z#hBiQJW%!)3+^Vs^Nngr^>?ME@IWsGxS)kxgF_|JWa-P^$=H8j
M2ua?O#Xa^&|he=dq*{M}06AbwXr>UKm0?!ssetA8A$xig`2dmW;bH<X;tELo&ggtUaw1xCO=hX7Z2@
jdmAFiOZ#IGn2pzflh)kQX}rz>PwckRq^vrA7P#w!~|+VTH!yfwHM%ellyb1$DtlU3dsJ9RANc~0&&r
Tr`jX8Fp)sL*l%zqwTRNbXev$JVDJH(-Y#7ROFq3DYjp_;)<UouPV&PM<$gf4I`37hO+Ci95e^l49Br
;Cy*UECq`10MeDdS?NyxyQ`wCea*bG-v@Z|m77kaKjn<n2QdmP#a`UB87T;s*VgvAK^9jYyDDco#@pN
+$0v{{5L!!I1^S_PcIzjU>|ky*-#@>8oWmBaq3%4GcxF^@RFma|M*Pf-~a(lH9A#g4V{lG~!IfgvY%t
E$QI`q`oc{dCfw^oQ9Ir2hSi{%U-U7o6^|<<NxyuwJ>}j<CVk=4T0nx;4w%!oC|2W{o>_xuEQ$bVqB4
gUiX^hncoOrrImEUTc1!4I<dR30`bs-~YQDHls}lVd<hKVGm7kl6lF&+KpZV0;g^fj>aa!^riEXt*}Y
gzk?loH|OYYf)nX933z;d;h@1zC*BCxzr6&gZK^pgM#Yre`X3=Sfs2d`i>--fi=B-EOgNrbfJy~hn(Q
kxbE#HM$Qp1TRxML8E^#{NUy{D%n)|96_8V)47hN*wm|fh>CZ4Qe1gNsDeG9Fs2;u6VFmqO5qM#zosh
SmIA(8m1Hg^URy0IL0L~kQ%Q_-K!Cz#IfKqD@P)q2<i8Nt{o#opbxF*!KgGKt*OrlcO3Zg<&kV2R>MA
|>kZ@Jfp4Ypp6Irz!HVvE#ms=@YaT0}TrG<J72tSWMWcX-Xhjam+a1xVU5GyoScfU5zNL((veWza~7_
nd~-Brb7^I)2qG)A@@prLJHC*TlLFR_HjKPDCQ@RjHn37Gr)Zu%c)(tXuIfjgEue4xPwaL9RL^Dv!tI
93VBdHs#_aUxs5h=^;l46Q&6|ru14|*UQqIwS%Z&d>l<QskNUEL`Ukc^S(_M>wnj7cnTn*d#jCtdv54
N#IesYNr2K;yz#3qJWE{KoThykFDvRXgtiZ>oE9NE!3&MhBT?y1HEzU^jO9s1PLCi+|W%I_ivjwrQ5)
(%_EV*hOr_KWR(d9#j!AmE_(2Q4mg*a1W@(>{4%JIT7GU1s4&9ZCtGcj*+?kh?e?%r<vCWP}Gz0{*^5
3RYOt-U8w)nVqQRl?1>)F?~P18MW53r|n4K$Q}j`oIZ*K_h0<BY`>xrS79+=yzfIO9?BsS50MjVw1Ht
`MOV#faEFDkI1e$&EadVS;jmJ0!W&H%V>9s;2=~6*KvaL4#~PhaH;yo11+L*O{=W9p^eA)*$&#py6n}
rg-&YjMF3BO2@IsaHMRvLjvH*RXW>8?w1AQlRHm~sG3_GzC~N9#932JA(Ogzj0u)@-ks;%Ci-y7aqCV
Wn$M%*s9CNINnCi!pxS>J(XV>YqA-rO;7NIgl^?!BtEHJK;BR8JW05bLu(2}GRVwSBMCB?Wtiv>N7re
}D>c`*=)P>9w1(N{c<)~jxB(qt#}Nx~ARkjhPex%zt>+6>8Vlp`-`k2{xU%wIJ<dIg^PXQJ;vn>N$E&
C&|8R{Q272Dc+~!SpL3Tz2DW6t{7^g4eP;G>|)7WnC_*HydORC9%!b>N0M!QM)l+R(yW-jt_Y-Q{{?}
8eD`7Du`&S5GSVT$LIAqn;E%c2EIOBue<G_E7U=l2m!j@xFOvX1L*MJ9e)VqluKvxIEQWSf{AGdh%Nq
Xi&QUn?va%mx(pg}-komd{v4X(HHP&jbR?#YiuZA9Q4U6d{pgi?fh=D(tP3(&b%!}?f!<aceuA*zQm_
Z%+9O}16+902sKc2CSmE=0&@y0NH}_|bvIBbI!J2&=r49ndMsFS2BYEMc2lEE@9_@*Jw#Y=)0SpUy6=
;G5;he<1mVl8l01rp-fdNOpvp0GO#9Qql+vv*veP(HKO~VKCHko6zWD~Ei)Uxf`T>uZK7bEXqx#fuN*
aG{1xUZk&X2Wx<pq=6u3KIxJ$_)?JtTgTvk+dEpObUKD&xJZ6o$#h%@o}b_yTgO$b$>ii1Y6tSko^VA
!h2s#@J8b}-r0mgMeC+OZ~_y$!Wp!ANhz_jXV2dv3GQQTiK7!Pg+d5H%;Jqkh7)V!Ts3ne$wsyH<QH)
7=^Y{;gBO-*l^>M#Flm+33F;`p>IjO^y#I35M$k@ms(2W-^>qA<8DA+MX%Jr-&8Jsk+(Qc5s3A9!Z-%
@g{3}>UotCrXe(^ox1op-@5Zr}!<`W@m?*lOo_gnkaRUij^N2WhkOBR}X0`~BPsn5Y1NnbRqNj87+wy
@!KrMK`k543Nm(EF(?Y^gX?Q=1w(6aBDC4sBcp?bOGT74)r_i?4RF*I$Y}?d+_O%qDw``ds_P$|)&1=
TYMTT6z8PJikQ88C`lhOuV@h+%6lemaR^%hS!ARmdD$vvm0VUrle11V6zT^>wNVVY{axvdM3Hnty2%A
?3&y{@G)S(SPi(rp+@;{IqvOFhZ8#SP^6GBn`t+xtU7Y0UO$xDU)Dozr9st0QV}AWHF+`#F_K!plXoK
ciQnBy24t$5CZA&uq1f!@elA(AzZL|nQF)X^JN!}`;H_4x+q5={v_cEp)ikLbJ0N+fT#shPyl^&^(Z1
UK5!#O7{_25~X05}0aZlbmc7y}<I9AXuj6jBCZj{9Zd=JcIOMav1f(qadJYiWTq$I@a3Gmo?GB6f*xP
>XEEg&|1CC1+U``_(~iaL?r5v?!!lflYk<t2QUBZVNuGL=-$q0%gw<!pCclON9{4r@^=c#cMiLap0uA
8{qQah$gV?aV4~IJ#}QD^$yP*;fEwO-`DQYls$o|8#m*;Kr-8rqzi<B!qnz?A4@W3WIA_&GZ<uOALv9
8L&R`JUsY3x)86*d*LbR9^_J2yZ3C<G949qla-3X^XJ~u$b|*5l;0d%!h2S9xy>z96=+s!LGzlqaW2Z
<ioft(Dw*jh;^;!a0~3@V<m;&q=#JUeOi9S-8Jh}pfZ&nHgzw%}8x52QZpMm>K5_j^527wOk!$ncf1I
gsNQ`grkw4{*B1s2+ssxUBilr!;k2TyiB=lK;zc}RkdCL{tJ)RmG*(EV!i`#8!`0ua+gUrQ)av+tyFH
ppFdMM+1*G$8GOXwEvrq-R?Cyh){n#uVu&~5_E{~`um#q~0VVROIL|IVb=b2bNkI2B0Kh9{+S>1%NT`
SL^89jc6p%^x6Q!)~m&2SpdH0kKH(;K)o48HP}sg1RfI4^28U=OmgF{4PDgCiyK6P_L+|viI4gOMkc^
)6n@#(3TQsdD~`eDv;tM351r1WBhltG)A26yI^n`)}L^tBIf8-fJO^a1L5`d44Y2bp4H)LpwJkFGJ70
`c;!OQ`aK$7uUdX{D;!!IkQ|hZe`FVj5UI*wiDr%?h*2v+UvPjGa+tJ}QX~9=vHuJS?qF%SjSG1(I-i
;NVR*2@l<CG_+H}M|gFGot1&TbNQcV3NFh%kDu5x#Bfs9aFGrp%Oeh5`D`c8oanguj^zdu^i#{tqq<k
B)qi#AfjmMn*+1{7(52JDC7f5QmC76u*<#Zwwe7A(g~)kUhU{*8dSUQ9tJ4i@#Z2XJq=ogWK9J^n25q
%E(6I{naPFF}NhYa;6T7luMT$4f{0&B@E_<3&p?R`x#QQS|y6R&h70I`lRakmk}7U@LeJ-D40FUlel+
B$1~E{Mk~N*r=&VQ^!z1k5UWOCw2YXG#6em`1S?F6r3wlJKx+8PwgJgFtwHl?cx+cVQvKy#_v<VC$6*
^%X{o_@arPbG~J*r>O}uY#Fm*FvJ668sB*y|XQ}A-C8-jey`##&4_?)BF+ylVR*Ws>1+dnFR_~N+yBy
D4*=+d!sNMC#%gHBjif?cdMqf_s#$HW~XVQv7pJGy4#Wyycu(K>dtORypygAkWvVc#*<bC9&CuN(Jbu
MQDT6yK>4I+4Wt4BPoMpq{r=3rOpR^-8|(DBTf+MBxg!ZE?U$jx~Kp4CFgI>Cf%Q6?YOH_ujmnR3d6j
)7Eys?3}et?I{BE_SAl3uz;m{7pMM8fTH<M~Tm*Dy@7|d0Wk@{G)rec2PMTfg$2!1lLQbu4AUwJdv#s
YbYuY08j<YgU;j)xM0q6-ERotPI>2nyOP;+j&?xA?_=4Ch%-pzY!MZ`v-CB#4Y3LnZ}u$VRQtI1Q!vL
>_iae9*)scty@*BFS&wfA2zWpKc5+&EjjD$_wHPk8GW{GQY<WU6Iwt3%UHPXMqVrEbdK`G={z)sW;WV
`SzM!pm9?g6P$8U2>h&_4pWeYBFl0h~be+#QDr%xu;*ZT?M(k>-ERSml}kU7{}65YiN=iF^A^LmoZv(
CYGbi`w-j?x3%@<`+4=AFn6Mi!&@UG>jzatBsCdwod<h>vC*aj8!Zt7?peR!`YZj9z1Z6?RDutV+j!{
omPz2C<Yop0{cPD_c+$sBfcRDhu;7K}QNC3_LIi6{mXmX#+3IEarv!K<I!musS>~HN<nEYAd`Ss)9jw
T17(%X%x{nkU?yfrey!;)2K~S-F<hH(l>XR-&je;02J$hQC7hNan06vTHNa_pnVkNIAOFvy+}O|%t^b
rIcP?nbxiWk6CcV57M&I?_mKA37T~oQm6I0UY^vyZZ|ma&O%)X?+p`c1T7E}5=rB)rk+&`4P5?WXaVk
X`rgUIVv)mpqqRA{%qat_8H^z8TS}641@_iTV_5Lg)mg*j|4aXB4Y47xJ1F`zq1aTXN#^AVYLmOqr+o
=Nt8Bk5~qDI&DYWRi9L+`fnPQHTdKx)w(?g^V8Kqi2i&6bxZctY&d%{l^3$nB>0tTy*!OHBw)0;cO$T
%OATj;+8p1C<usgYUe$OazX5<;!noL`-LUje=!e!;=WiP@I3gt}i|ker7|+8t4b9R1rm+XX?%d4CsS?
&)aQr82?ncBdbdV!d)D06h1-{kYrZ8-0GAPxPUb48mZjhI`sq$ifC~s8D5FVup=5ysSO)Vdo(5`mcD5
CjOq0dC$60tkex0w8qh^vw2@JXD=`9-x3Va;w;eDp&_ao=z8BzG9{P6n_bYe7{4Dm}0(g;PG~6UEr9D
4PYRJb&W`=J?wiT-vLw7xnUjt`O54n;bV<V~1F^OaU^DQxFv;II8PiG;haOU@NgxouZertUS$#ykd8L
%y(*(b{u12ts4HV6qdpc({Sr2~;#+{><(XTi4%$f982S8-7@0gCqZ#7rSrJ{+TQd%bcQvvFcRtDjU*Z
BwIKVV5(INg^~A{K%{@jO1=aY;v@%#BQF%it%W%>vJ_|PLXM9X?|^Kb4)r4MaZa!+0>2R8Z>D-UXBaW
cej8)xM}vJhbX=7)cc+=C6Z!$sX5^|DA>`6fyV#ylPIwS`i^|Qq%qJm2S=Sm9u<UL{oTE-vbtcWJsz~
WGD(0=ZAj9Ge79&M*EIb};K|&^Hz!{tnY|G5shUBKrzRn5msDzud4%;j4sO{8L}Qgn-1a@i7i$y`$J&
er0Dxtw0U?pNhvS>0OOMg%O{`hy#0Uzi#IS>yD=s@!a!AuI#uHBZ<<l4O3e0YvpPiW@w--qb>9V*ogd
+-i5-6|<W+JSR1W$8Uyxto{=f7WFPoICeoG>Y)aCugw%bcvVP(~s(t_KT+Vc@ilTtHrMn3m~{m#8rqL
QDnj!OBbFV7(siB~^$`Qq;)H!B1g+DDl3fe=-z!v){@YrMsoHu`J-=WvA;TAya(uMj6AO<;e5Y2&t7h
7`-k#ghSU5Zj@lZXq&YWio!9x+XSU<G;L<C*m*;KhP$f>6^siZt`iVMUOqc5cn-`FFhar}V|v=hE;dE
mm8g5eZ6K&dam8i7Zx8%qq=nly7Z-d$tUAj{^(i^ZNSa>$NO%7Hh0kc3LKGb?F7(CUKpsE1T@jKE?N5
Ap`AYt7uQ60haqrv|wnjY;5O^H@bnOL~oH|ncbXr>)E+vYvdfKNYQ(#iwUXE*+64dgE=P(*p<St}Xh`
v@ltc$13+ke6Mmk1Xgt^Bfm<apP4>5VcUO~0%Xl+by3RpACF&OcqpNxMb>61S5u$%qDZOKQb^sGrCPT
<2V7?=@jIq61<6euWkg&zO!><|-rq8H23E4rHbKm|Y!0>_D(Q$9HXBC5SL=Vhr34Q7CG3-Lp0x=%8h8
t|HRp5heSx{cS4P)*F8GekT%xo$*Vizn4S(L_KhAvYx<AK}D&+gdMT@a1eLxs;GCYJNcSG7KO$Cy|b2
}^2Mq>%GnL?ipD(rDqoe^_tI_-tqt)LDpN3YLLa1&%R^jSdx`+OUnO-|Kv=^k{h+@kRL)x={Y0ujE{v
^Yri}y*_iXZ(4!!z%);jfpTYExEt1^MZw(wZ~T~7&|i7$-`RNj)jTj}$i)uy_4#0OK+!X-1WGfBm2&9
yFe!+Ts7LsN?1puh+RC5(4s;}KG>p`6<tUMF>{gb;E=-ZWiTh(^Z8x+a>RJy6?ZBGl10C2TMF<dF=85
qkc`nF=>DkIwPx2052ZVbeJdHF;lZ1PDO&cH4QzZObz~;H@o1rbs;v6zQ0#6V+06hJj!pxm-jV8c8m9
*w18$b|Vb{$bz;de<WLky*Lr;OPM{?c=pykk-jg$9|7#<+A7Qk*gJ`R-H=;zL=fPckrfS*$%EsCwJFh
2N}(|Dp25k(5h$kg7(S1DlL`HB)W7gydjtw)8kntH7(N%Za~#+$QpOrGxo1n?Vt=p%l^j76J&$+B)J-
qnW&8l($)J9f39Op>y!a>DQE))slQp!g{dFHWUuaR3PA;}=B2FqhpLoU}_Y6(aHOU9He2q>iZxdFe0I
{?B9OAHy`;ttmfK_d~#$!bO*ynPSi~tO9`-;mN-Wdz>dQ62_no=<u83ALwyDw&iJE)W}O1q*;LWIU9x
OHoR^Xt8Jw*Akt_4A3=FW(XOY7M0Fzz(AAg2r5SqBzMLY=9cZ{%A(SGsD=}7{Q)#>!!k{%u@+}r8*<D
abhaoIUH?0Ap9cz3{&DRZ`k9ll)iO#j|9*xrN<SMBo!zo1SGt(icideEte9%U9B|0P9xH|lOaSS=~mT
)h<3q18CJ<W6^0h1y*gMva~~@uU0!4cYR_9fh;5ez=`u$Q@&~34Q15i7YOk@w5hZ^A-FyLNK9~lw{lC
kgGrfXn{g}~d5}a;dh3YRL(vXddp+wSNbT3`4D7~upN&ZoBPEC2nqStb~ZEq7YYbtPD%drz1bD7MKxD
1E$YpoJ)8O1W^MieF(=akXV1ayTm-87Xx#SE+Gz0<h|R@DwzPaSj)qAVmD8gwz1A@x+Kub7$HT2h_*g
O`{ybOdWk?BvVULUo=>a!Kc@9WcpE+wvTgQCH&a@FeJLB~|PLy$!MtC`RB_=R3y{@GOG>l8q`9>)BHt
+w(8%KG=bArRp90wGgxgH_RjP50C`sImgx4?RZlUNh#iBN25i_1^J)2X;=yMOu%Vr8i?-F>Hl(1LozF
dHv9DcW+Wuu_J%krN>6mCEwS(Qqe_>?nbtaTY=y#0Y1oCtDwBfwD=pc|`)NW>S^THuWMX>|m~)u_E75
1eg3~9;r|TQ%W;{y^{+?;X)#BY)nv_G94)Pz1t&ufI)(m-yW-3cDiil}vrf$gPhDS^kqcmyw68W6m&D
_){o9ru1W5FocLuvYnQlH81=G!Pxkje=}QMA@nQG-wh#mkUR1&7SDVA{C(eykGJhoPB(-i{#-ddZiZp
!o_mdH;$AL5ogLSO;-1j<_*hii3X8d4Klvk)f~p_C>H7Y1Me^p-p7%(ye`U1V`kjDk$_J&Vk{cq5qpG
hppe8olIWkL>i-h?K1A*9t&(7HTV%efdQ#AcDN9ugLm`l0jLZTU`q*$1H7BpYrOBZ3|Sr{PbkBR`z+9
(nZ~zdKb5}dV^=aODDD+~=c<eU2vFPi<<g&E))$;;OHf>D24ss~0&*q2weYNU1JtNP>rgAgF(mVQIzX
4jPtj|i%9*myg7~~&=eznXHU`7Ng>R|_Ad77=jhZo1SP<hd@(eXMpFJtSTDh5eyvE7o7n=B{58t7e3s
}zp<IBJS?}jQwxve4&%uq;bK^7*jA{^f8{^6}DY88<MqTIDclJ6+RtAl1oRH|738+Sh}=81VB>XSvFW
Ou|sO{zKJLhsS5@0@nnbXIuQPOdPi<;a>-VrOS^Svd@Dj<jS<zZT;Fe$E?smQUOFZU&W9)^~OwprGW7
sv)(I&&Q0}e|9Ec8e%3L*+Ag)NSjwpe4DC~vbJz*;&W3xDyer$)I_*vH?Y|P)C7=*lRK#Y>qu$FE458
pcI(<|YLkKiOfK&Ip0Vz!Dz8{`MiJ#)L0dsG=n;;O9Avk9NO^#s$F7o$4-q&n0XN(5n}ue{jT593W^a
IcJcM7ec&~<nH@$`cyl0nF&J1AkO3pzrF&N8e%5YO6E5rla!UF6~7EJRABt0$3ND(<<goQR{BUE&>u~
?(BWa>)>81t-=1b_1b1FmD!l*C|ZmvPhsz|BS^2W5m53P6pwc0S$JC^EE4gr(NmbNZxb0PVq9&FO46P
FAn%fdxxFkpc2&q^N&Xtvt{HqIiDec1H%)>V2A!MFc*-Gvjau_oYUa-2I)FTO)E^hNc5rEH)$TgF<g)
oyLjW3)meJU6M0t^^Zl@yBeq<8=gi?jNNuf)dG%DrQRhVIDzU%R=cmuJq1)_Ns0e3H|!9?KUh|rvZ^2
JuOr8xp&IgV2CvXEg86_ihX+^dWj0{f5UjB<Jg~P}0>V_B8!VNjAg$tb#p1074Jg2d_mtT2;CN)xhDy
AK9ucfQeDljGWNZL1DFk(1_nHX&!9%mSC~v$Q(4Uo*%RLbQznv&P6aM3#Wy^%N_`sK5x9`MkyJ#beBd
mUqJVg&Pl-v2IHd)SoF8#KyIw+he%9m7xSI#tclVi@LFnl>m#7p(@=HJBZqj7Pw@pJYm4wSIr0LcnZM
xjMVxTpDV3CyJ4gP+%r4Oeg{P!a)?)?9i?fdEm30^|YR#@<UIiHRJ@VA*bT4_%)G(=C<$&>3N2g|O48
6y=(UdC{sRctTe(q}l7!ymHN??#>Pf-<L%g#Hzhg{ZDY77hoQ?7RMmvxi0sZ^yZc8NGpf`F+)LFoG{m
kEC43c)b0yRX8~3tpz?8eBB{(XH9z)LUAS{(_y!j;$E4j_2N-23Pa~3nuE6W>IUylNwoZf-&K4)i)Im
(DIuI&ZyJgJ*@;6gQtQRtOX<e1p1d{BRy)&=MQI16Ysp>n6ZYUUU87LI-Ltmay2|mAo`$9TyZb5(=V&
r8sBiMH2TK@lt^lf3P#v`!3v6L+-Q-&qYF~vCzGmZvH%4!tU3Y6@d%l+Y1{d|DQuU_JR;5XEq#e}M^6
7%mFk4P!Dv5NaXsgq+o#P^e~vLcN_?*YkyGY2qIHc&kXv#w5{!jA8z!v>M;1*0Pv(*QkUe>aIqM43KC
YfMFTNW+EiXpn@^o+1B6l3_$^Tm^|^u5xR;QqgbesfCe$KwajH4~*V!s(YWfiukpVPbXjO5q^bVFsE6
iSh(K;*i~h#ywdd@Z0L=|M);CzJ4^TXeQ59gM<zFzt!LI-Ty(kiyvtI!!gJ?#8TE)vE8^L~rIvgUtz}
S_NydjA<m-^c6)4A}!7QfecRAEr9{+drzWfFmi%1uPM?)&$GdWvg8xSS)Kb?}l#QKf&_ebT}#cq=sWv
&Ud-c$>CjnzVnQ0!r9oLMyUxdBRZs9!za$?e<`5_SZ(sLMo7PIYbL`nY48r7EJcGU|QMAaJ-5T3kp)_
BiSItJXVse0_zviZ%MRk=DVg$nW)tLau9R(}_;ZnoaD|+e@)3$*T9@ZKIh<^L+BqX#1#zqvCT&o2xkr
jQU=@vP?Vp`d!tsNh0T|Q>3%J!c+fdD8~;jZ8o>-sJ!fvV-tlj7)E?LGg7ifoq@M&T-RJ!bDajJNKMt
a)kLQV#E-bjZE)EAUSQl&w!$W?>ebhE7dDg<cnB-=25K8RT7-)s>~*uSH{7^~xpPn6Gc0bQ0HeHG`P5
pGr9<&eskU3&bAiSeA{t3V#V)Vdqz<)S>TX7LsmV~z#oiT{US0|1-u9u&nu@@%Ole;ODnvK6UfGdM2S
^=$4Tqf>>I_0<G+)Z8^B=Tn6!%7|?`8&Zqh^gk>GdaPrG<lpsNPB}V;7`oLXN8b^Q}I=RV^x}9iX-ID
La9jUhLKvAlIAlCl{AwX<amj-kY44z9}ix7S7hThn>a0GNzbhy-!(PVT=j1Os7*T{GD2-&Vk;~D6d1-
jut$rvWusr$^&IzI9+hr-d;)LTJ&qV@NsBY@b8e9Ojlg#7U5N0tq@R|Hwr~;RAR>i@!A*8gZMbv0?t$
hYw2V2g8hQxM!CF(rk0<i=*wId-A(%hW1yRop9$H3@94a=r}WA<^blO;B!n>K9)|9U%2yk<JO`@ZBZk
J>ySNN1%vUW1pVnd_sVu39M5G<@(QfCydA4&(_Z`{s5c?GK2X3iRHVQ)IeCk$s&QDA=OY0awJ7VQYK@
|KSjXIX8@<&)UDRO|C(9>P4TQgo004ibb6OVbr$CnCF+h+L$5^oXjf`+I7(YhEub7_Ir9rh-)B#*Yey
Ib9n3++-(P&cML_1>5hB9!mD{Gg$GN={?eG&oghPfw)QJlsaS?Sl0hfm_Ad>Zbr@JGv`Xr@si-K8foh
AwX$8>-RtkyQqgDMwyPx2SmUR$!~}4AoOYEZDQG4W%iO)_@OqMXB3IXs-n@85|+gPUXGD#JKlT+L!_$
Miqsk4l;_h}^IX3ZFh5x0`*Dp4CcF`qL$l)1)#sehz(fC&D3QS=8QI`rYzzyV510%N8eDqbNbi11wQ4
;TKMi#GFRM(&qr<7RF^}}NI~4c-_pm-s9gKVZ)o~G%R&=JkNf1TL596f(0bN0+OO_Mb6zWo#+$@>2<z
0h31?Tj7o;S-JW=Yfn$Iqm^w&v0Yx2#Tp`V(KtuhXaZn@+b1fVh^FJUMTX6ds0njmr3wCeF`}C4GnAc
e=jneT7}wFrpEXd{ChOuuL=Fc!-?2Qk<V0{JX+|-ht~r5Ix+J@Sfoz1XO8A{e%FeL4eQ+L@padFz@zs
E_<Ybf)cH!U)FgyOck8nd~R<(tRzPXVT|=O#63ZLP1hryz%vd~E4pX?r2mUFjF;x8mWAp3ISQMHg_dT
0){u~57s*QphdFnYj4rxZbc)9x=hwh3R5RL6vf%g_OJMY;Os&aN8N?%Qp?klKO$3*(q;38I^!Dm9^M7
<9mCxQ=bvkG>Z#QH4kLaols+=CtK<1CzL7o|*kE%(QY{84e=tHWmEZACzhlX3&umgMiew%&Hi4|#F6V
PSK#UvOY;=+KFk9hgu*aOS1#CCyS;XY5Zr9Y%2NQANJV09@iKnk#dycqToJJ^W&jmyu$P7}L1eGfTm8
NV*xF8*a^I&JcNy|wL4XH6W0jJnPc@B02;F9rvh0i2(Tf6tEmr`m55^F?-tz<O3dxHIe#n@GduZ2xi0
+feKWBcZBb5Rjqm=Hd{RlB*o}2*81Nj$2QtFz-)&E4}wW%~;E0{DJS`ZvOM2KxgQsqmVIV{tET{$M*r
ic9oQHjP)Gnvu^DIxSW-K-fcCMiXY_+(GOmZm|VD?dJ!nE8(%6M#Q4hXs_XgTvq(zm=W!%~^(@FM)e{
c8M#uTVya2D^q2YEXZLhK)$lrs#r{Bxx3A2#gKu!}o9;(gJ5MEuNxwamXloy?EZg$pktJ$&SltVfLX2
~Ibb>N5Z8OH)r&u+a5OohAFK(eyM8aZNaC778MLUf5k=7UgxNt#H340_%*Qr#-yTpt!$AN$H~53#Ato
UU#=vVh-FJC3z*UNUw!L;;&|8~~ivu1qq~g=Q^8ZQ^%toZgU^`{TTYsShx}at@%$T6sWTLkmf<u3{QV
WfTU-$OVNd`|D?OO3}G(5>xz0eppigHb9akIJs|K(OpW5W4XC)Uk5Z>_Nh@$1Y}sx2d9<^uqGZye}ym
-eW+=)1Xu{2?MeM_FGS;5r=*7vNhsI1h}<Dl;AS2sN?r=@2cE08=v{hNM1lw*trUWi8j#4oR~xoTjln
t>gzmZ;$fk9WyeC`c#m_yQirG(SjrTf=%R-L)BtYj`N#ThLOCu_09BFyMy1+ril*q;*W?e+G7#hT{y+
%@D5*G^Qd+xGuHvt0HIZ%Nebb}AX7!bMU-4o*8l@$V*2@I87>sG@uwQlu8{uQRP8_%|%|D8!fWc&$cz
XGL=lFoba*db7a=F>q4uCK4><Y?gW46kB5YjK`;evH1LOEq+ihdU}gKA795y=CT8v9RTlWB?&^fy}S=
f?Ng{SvJG3Nf*Fk=d}JW37<0qr`;#U*L@W<E)e-M(Zd1_zN0E2j(I?DrUp_FzA7014qzMopa>d*vyn1
C-|0Q>K;mu2M2Ec))%yk`2JXVH4WO8Z4*A7TMLysF&PMw??Q}c+dx_pkJKoXZv++K<RgXxE19*W&aD+
wt`M7-aM;kHVL7JSxEhvg!K`<x;J*DVqb5sh7^R@K^-5<!=A%j01&V0#mw<}UHI=f@Kd9TmhnAF2Qq0
zx7XIKFqwi|=OS+uvQ9xnt>!4dRJU9x(08xx=~c4Ovyj^xiu-4TM4+xPNz)DW}saMc>!aPbCJ08{8M&
h;SzL)8s~7p^Zv?zEgT37_4$RgG-?=Sgt*6H(t`IQ6WXbj5J4_1_-uAkhyq|NeX7Ie8?BWo>gPZBpRI
sC^UtT&dNQbeIE=4cc3>5^NTAj%qH;jR}$ODIL(<X0Hq#60}z(hi=kJ5GG(-L03k~0PZ1YdZh#EYi`L
RYD)=MPaFSpqX^gty?}2Wv0XUGMPs1@2s}x+3G?=p5riF4H$jGeK0jw)hE_FH^o9I#>%8#s6ffj(Dv{
w9V1appdOWD^E~uLgj=C`-k0WEIdqqe5+PKF2rxk!{EWJjv?Q0!?MaegOHAT`zqglMD?#3xL8nu9g^6
Xsz>5M(pAHjmJWDRygIfrJl_j<-d5p0wuH<7$7cAH#|j<Vsn7GN#B;ZneG;bAjWRXVx+y0LF7tL>U3P
gU^ivdmd%iH<N2p1u@$*J5){HCr7+D5b?GXm|bpd>VnM2bdMH^kluk7rG-%h0_-T59PA?*T{|y2tTKc
Kv^BLGdIFcJ@1GQ_XSEa4a?11SnK*`i*xAv2vAX!P!L=)j|3qEQ32P}1fbDo5hZYee0M&?H!eH|?493
wv<)Ua7XO_Pe@Z&PiE26?33s@?W@a(d5xo2aB46s*MoxT;FpKpTZzvrzLyvOX#SJ_KLH+j^DYL>Q_rd
v$ws}QNYSoU$8%LB80-|{(`OZ6<6jgqRJw<^lXbvJ*0K|l}V&3k7g_63wlCmJ41F%=2n9J|h5^=!Oc@
5c@R&cwv`{xhb2s=GKz-glB`X>s(hE3)zfm;J0P>tF*<s=GUaOW)<uP++8Bx@I$CuP6RXBQrFSr2k6J
-fWNte7=a`3@*nz7`L}S2)UXS*>9T@H?4^veX&WKXo^BX80+#<B$HFlQgzIjC?_A#BL5pCWsc5CD9=>
ua>3YKgQ(fLnM~x`juUEmI@@5RE2X#N!v{Zb}xir#);LV!vgEO!rg48h7r?|lNQIAA*PifvT(%$G0Si
F05q>6d_V=JH)k1~QoN~fKE>j7nA<~Wo$s@qo!vyCHR|26a?jQ(!nRJ{7|SXGIzc3I31h+=7SXvkQW;
5T7TXi=vSN}TgWG?Z>p*y!hkax0v?$#A+-5S7`k1P=owLf;esH3H#?5#t9*hm#1Fc>`FA68<z)}`UnO
ZxLm11f)U{80pZ22^Y!P=Va8D2B(F<Y*Ve4{=g{V9*L1L#^2(pcY79H)lHu$2+fx&4{fELLF$cqLNuY
F7t!AXn$(r6OX%Jaxp<<ymr(5P0o7KUazTvwGW$JQ;Yi^FGFO>Ro3MwGv8#U--i>gFw{XL@QOMA3jNJ
du5J+QrfY%sc2s`LI*-(@S?^L_=Mc**Q700DxlEbDkr_G^d?+VSfBtm{jh#C4PXl^3Vd`KQ*Pcpsjet
qHA42>w#kKyiCBs{izrI%P?#gv@go%ID`|fkZ;oPt>8xFwcOTa@Tx*Vt!|C}Q^yNU;JeXF^ZWV_%_#s
B2?Ai!?6m&qe?`W~w>U72|I`#HWN9Qgis7!Dti~$?Hf@(AsGKJ)bxu5z_oq;efufPV2H5sLfhRIYc`W
2lVgzD=@u)Y4(?bbs+Q8?tAX)H?iFdPyvE6Kn6=Gr%sMMfdK1-(l;v)D8SIHTl|)&c}ET|hKN5Lb{o+
-uxg$3kt~9wM(zop0+DG_~M`1k+qfjJk~~d^VLIL~7E0vscJV-pCmqcso!;R>|#?hytd?MBcZv&u=HH
6|?8I`ywgoP?STYOxi+gX(b1{aublVsz41$>%S;h^vS_&kOFt42Ex*UkA&uc5n6f0Wy#Pc?AGZe7zbr
a$qB9v3Q94^g(AmZ`yd}3ObJuzTCc#1GCAE}l+la%`DN`G3^Iamv2xkEuYG>`zt_(r<H$!sP{w)dq5c
PB2_RfnBMtz$kQW-{zbg`xy=3dcF++F<^VhbkaS*p}ARBn4A`7GPKl)H`%itk#!@O@qbT{C&8G<g1X0
t9)Rlu8M<IO>W2c3cMVJ`Q{oG5gn!$?%IqZlk;5ZIZAce8E_5|Do!DP}cyJ$&{#-^Mt1=z1kVx$_cGR
&S<(Hv=@!xJ9;u@P9QS$Tr2J7h|ck%q#o8_|%8wVToTB+pWps8@&4`9KWeOLt|z=__x^)={b(38-Wvo
p1Z0eHbh@mi&oi7a_pen!k9eY&k)3J+p--4Sz;NQG)kIo&9a<=Py5MQ{JP<V-%Mn>_)?(Z49AjjuQ%9
=#ujZ1@M#>FWkFJw5Yi+kZe*R`$KTR1`i_a}tw6QAdN6}<9kj5HTYJKBu5_#qV%#SA#At<0y%iug3wB
4Qv|oE-+#D=9v$ibMK(d5Dik>tt=}33|DI^QQk@oQYa|aOwa!Q&A!GS8~P{txa6x#DNGoX8OK8J9{jd
t1L@AMkuHLBP5d08+Gb#!i8>&A$q-W_UeyBt+*GOw+ZcKznp;tzH3vD0l4O6k<hpMn>Y8r4|h4t*Lu-
WZvs7xR`6TfnIwQ#+dw$hSb)k(=esXYOxjdJ+8H4r2kaRKZnnvf24Gbd;nuOanW_T45mnPbLqDxA(Ty
7Vb_Y^11MykMU(@dvH5;3v;9~Yz^IxI%mgr3A&E4dLPH=I~t@}wTQ$h0Zt|d{X;AcfSlYiiidrh7zYQ
Q^Hg+=s-+R*rm``-A3oPG+s?>stbi*oO&nr?ngBGFkuL~+<!FoP>oL^Wb8-H$$cynRD-RUsS*Nm5Zbu
C3t#29yVU-zIJ@E6G0$h^aO4xsaZ~$r=w%(B2LPyiC6j~L+fT6G;9f?HNtPgYk2+968r*8FKwawWK(9
v(QsWS60Z)mA)k_NK-gps|T-Ajykw`tDmCqG0)1m)(jM==iE1k;Ksi&Woa!v1E^;i^aCI<*t6=vCrKU
Ei_~C27WDEa<mHC8gA=Z4j-srv<!PlDf%X6T|(y#3Zxb+!c>O5F<5j;3Ao2^1#THr`?V{zdqWm1WMBY
04}EFujpNDWl)0*09SP_X#|(Fu)Z+MSMuBE;U2^i74kP}^PdPE`@U(&xjHRj&DU$a(SjzXK0B{=rMqN
~V#PrOun`S?EbMwKWFEwool2s0nQ|Yyxv}H-G>}wgFt}+0`=NKHJuvb{!@LKKp)lmnoZi&IIOct<UW^
@bs+g5+Av`w3MhJ?>v-8I_lH*+ep$>>k`){t$Yw052r>J?-H5pUfY)lKS^z@q}P@4+%YCpMbdd@ylTa
CJYGE9fgC5=&rP^D@o2VD{L({RRxwKq8;H7n?lTezI$#S|%rUn0D}x-rI4Tt-=joLS@2eAsUzlo~5op
-FE7G+Ssg_#-=~El-EPP%XVGIjHzyCCC_#X;;eLr3-@ixC~D0r@A4)a9Rq=87512^R3J<)FO#(a;@!M
*tpGaUH*+_=5Vt!hUs&`D4{Fi5tWHgO}BesJ#w?Xp<DF7X7lfXy^__K*T_I2-l^QQw<0v8pN8ml|H@^
m2R~Q=HIsry7Wls`hohSs&)|yQ7dLm|>fqj}4`XI8z2J!{RGgPyo)OdX0jNcBt6r%sf}hixg*dqq(oi
ttld%dWA?7KvWnXZRGBI?8+faJL4nh9m9lg_NNhX8<VG&t#*+%-_jO$$9xR~S<f|ast`8GMhntdf*9Q
-aA?Lfc_dMSvH-m8)#cmbh#t+`{QZ!qi2A%Pa}mXU(~42i@RdJ;Mr2GXW|-SFhi2LtBv*^`a68#yu*w
o<+6LE!6y#`J<#?JACc^K-_>NZq4AVzxZDY;HdJfKi1(Uuep8$=&de&1leL1m&V(5`562IZi3k^wY;%
ywe<Hc<H?{w*}u}?0)~`NTYA(9u52xWK0%+EyXlJ%JgVs-y~R`vsKO5ma9+mm;7(;5v%gNFyM5kXqD-
W)F!4?Hif3Aqn6=>-5*XW{TvMHFy~M0I9Ju(3rj(Oh&s3{h-|NGX9mlzj-zIbxlYKj+b?XZ)}Y;AqUk
4h5TFo@8E9OCcGhEK4^vi{WXt?h^(81(WDOkyP3bAc{mEyFP&JCyBuS?(*R*L5j~(U6$p6kR0MpKOsP
hZnD&k}(-1VqTj`7CwITG=wW547ArbFWRcBG?l?_XF80G`YPdS*}(L)BzC8%AT@*5|*fhe4b>`@^Y!n
XO2&^9fs+>uK>+(>c^}yZU}f+l%TO2)%+N36FYQ6>iF1Dynofp=%NeO&b(BQ#a&%z8(iWv*ZW;npSKD
ijNig0K(#Z8+J2H!{&i(S&So0K-x#6zO`iMO4LbjF6ChhmC;R}Ti7WHzAI($W2ObNP{4ki%e1L2F)}J
DE7RpYFjMw}9LJ>wigT&`-leT=ks1Gcrzkl_R<j@d2&;5XVrv}e20C)Xd}{B0j^io3I#~t2yA%K29vD
bmeB8am<Z7#<j!2eD1D7xaSv*nNZ<0*0iuw{W$_qP%3#x`q^R69TmoKTA*?8@gphK$rUaqO1w7kEO`8
o+62dBa}k_<4{{OYKk5+6@ThtmsRP}N!U${D$L`FPPCzvd3a%+d!J*Pq~5I{E<sV>gklWER1eDgB9%A
ubb?71j;&!o37>ObqDyVd}pdpMlgHP!;?ihFH<yjoNlW_l+E7_vP?%Zq>J^22=<-d$VA$9d;Jm@XwV%
KK2v&%B?1OwzW9vRR96#C;r^#6MW|A0QnVA5qx8;R6{9Beu?|71fl>{kpk|dSYz61?Wi+qZpX0uY*X^
V8gTM2o<^N0H_v9O6S`hz=P0dB_3jt9SkPdGj)Fus`Q>s{_}FW9p!d9d#IGu87)|9&Rr!fs=@;?{fLr
aIgZ20EZ4PIV_6jz)@`D|Pplzk7T0F^{NCtp{YsD1oCa0Orl8)U+6Mo6mY;|1v(x<jD^PUqGP1>Ufm_
|*_ZA`>*1n=I_aoD{oCD%H-7u^(Q1Zgkn%DZpcfK~u}roiG*G&o3-r+tR*)tFC?f}7lCsnh4=9D>MAM
f@>TO``pNq?ZHpu9g~TKZvkc^UG?<jMSxV&YCTMUBZ(>Sis$53GOU0=(Hwa4DTaSWg%$^>&)MEk4Tat
iTruk8JDLaQ`}kn{UM{cjs8+j({?f7xVEeq9=R)uHIlk&B_)RppR!?~oaNps_n&n5Hj!FcWA=DB*#&r
qyt)_?h6yO+yy=ndT30Osn%QFVuC|z(#rjE})}w^u78a1_%BH)yKEWCJm{lqcnkea3JwAU}1{0zbboF
k>L&o$<382C@3(fQ$3L9YpQ4~()FF50R+~ifec=L_-SuIIr<^4UN%WgI^z*N6uUiUpi_DFreJZ>phxL
gEOU1wM%%4ru1CsOWP7>3}Lnmaf9!_{bT&Z&V50UIYTo~FDeCzXl{qgfII%38YUgL=zgbuKG&mASm^8
k-8|FFvXdi@T6?!Wst3riYRbL!^5D&8f+2GU-@+xT>^{rA!(%*+}NAHF#tBB6?=aMuT#Cv2G|o<bGDJ
+N#!qEPyj+N>X~mLZ~9dz}86n;SEq%J&#S1f_IRqz(oV?ggWM$U5<n-Btt6p8mD8o#xvv*JbP^}HB!r
go*@RSUjKe>rXqkj@<NP;6(iqXexE-jCoXuSa0%<+#A-Q8KEFufY)TAC)@7A_Krnxf>?P>ZNQmDzWlp
iT0pnxkV4ZUzv@V!A)9?>Ek@nks{Po6V7rO*#(73j=M|fL}l@zQCEgnSXx2ON$;*R1+IbsjcUXoB7U#
~&f<>Z8O6Wz`6<)&J&GE{bdZ6J3_W8J<XXg&;Rc#707<uGEg)YmP$N58(`y6*_)TSguiRn~Do9v>B)m
Zwntt_{c+bioa$rC;Yh$3P>cKx{(Vxyjr68zK0m;Y#!~Qc0a07XUxFu=qDfZzQ>q^p}0T8(s5r<gn4Y
@Qt3{w)|i$+gN@;=<NVcz>!1w%JG~t);&)bxSXIpn=ZdyPU1-F^FZ))F_S!_t!T_xmX>V%yvWg5zyNP
YrOmUIp>uXCWrgS3+}@JnIb-lYV9iiKBF^b3)J49$zyuIqH12b>01uWK(Lk*+!7xDASJI%Jg;`d4Y(T
ICNI=x`p@`R_QqNp-$GPUKSqLWa3je$&pCcM)=tpgPbiQq~Z_L0!>1FFd>W0TdbHr@1DBO9O8&hrU(a
6fXd#rS>3ShzOyvDFMe=0*nU9+m!nO3FX&O-^6<YG7+k25fz9-)Y6NRVR<KfrunlcKodUVx55H;PS#e
Tj)zY8omaiyM!bGu1V&W~QCRPxib(e7Ko6>A{@1<w)6TlXTaD0A@Zn6OpEpAow`N=(*|iGQ(4RKEYkd
7sOvoAb-}!QQm+c@YQTOosq*XTclngQ<kzzl1n|i`8?NVQ=*eJqGC9Zh2iPC`b-c2UTS0G$t8iSHs$!
k0<aZ*?Q2;<7JR0qB1KqHO*C=;1a;><!v6L?TH#X6PHu@|!l#s5XRZfa+Vsw|d3@q%4MF{pTi*No(Cz
^IK+mEIEtD~Y<S%hCj~pfZ1C`m)JLv;rE}Ov>Lb6T0pa4TW98x&^vyXPRqw*MXDOMjzMdP5n6h{G%qd
xCdfid`2ka0R9Gzn>3jH}#N+Cj;)$0Zq|*aW3jC*#Ksfa<%~K59kv*q|g;mA)^WcwS1WC664D5<xg~m
%@vV$_sq2Iq4$smq31-QH_F$Ecq%=0L6B8a_-ptGMCJkt7}mo50bRnx<RnyNTzWB$)a6#Y+x)u%aAB|
SEZ>=GBSFg8m`;<4J_sg{Tu}i*`?M>@$3cU^hsbs4%wxN%uT>kgtv>BZF(kUZw5kAs@z?E5hZ;Es<X)
X_LHkt(j5o42TDxf+YJEvS!^+cr-<Ws*PQ1HRUb*S%GBLto(>~bAJb-fT2Pb+c>##X)X#)O(6w;C_-$
EVp`iDeVmTsZ*)8!ReB_OF+sP&GQ~cvkLN74~#4MFsKUwMaxf|wC*T3h-Rz_9Q5I3H5%IQ>)!nT<CDp
6`%p>0x)4{r|eez0WJ2g`oIv>aHqJx(j&jX<sxbh#SQOlr769N^5Gj;gJfRI{L%uE>`ICXQv=g3)dtg
v(z@WOjFUkr&Mz$*GDto+k1(-mUudC+hTv4-$ct^#eVsaBG4uhfub*?U4M)-x+jtOMFsuEu{P_EpenT
2YYjF_5#ioAlFbsD3i}MXEr9iNJSfF<OH5`L_1q`F+=kS8VAU2b{(viZf~R(l(cLSO5L{o5Hie}%VD|
^{p|}t-w?*?rpm&)(^zO<ia$Zx0rL|gO9Y_Unsqx@v7Zd_H~TI^7C(!Ky3&|tIX_@gx(|ByG|QN;KE5
vW;XJ5BPbM*;;_S}2<}^MnT+1^J8O?x$6cj{*igj!J#roC{?h6_FH230K{a0BbJ2#c&f_pM09c8dQJf
ctI*d)Hcnus@w>_8~n#reMmF+swwoPBx}Wq}%sQVg;)F}j@5J1(k!i6zi2c!5YVcAjxaGpt`?jT@T8{
qYdY9wd3!cq&iI*od+N=%i|2MK8r2kn*fAF<Q{<n`&OBS@m1pvW{qd>4qkBFrvJIuw<9{Z!eFCgqxIb
CGkOL<5iNN-v1?eE_?PKHKP`7BW7)?!xsXHJ%hQ{>b^(6YS}g97u}7HKSYg;#2CL4?eWCcm<UTeXCr)
<Z=~d%Oeh6qlPb4<aetbRL_6^}E_C?~64xjkAg1$$*LPC#hEUg4(twS>7$^}Che-&qxjTumUhe!?e`t
zy{_2na5VY!PocJaI3C-X*jvfimVmohevD+O2D2hitNMc+WMGN%ZyzE+Xej9qcdpYJVYryA%>vN8-Z@
*sJUfT$9$r_|nnQXdyIL|xA=-6MHyX0DX?(;2|?=CtnD-CC2v3)}=jKzC_z3(HUpOnrQUg8tDn$S|Hb
Ep?Lh^F--ubZnX3b>gZ$aVK;R9C-Re5;q{nZL(3`>h-$!f$~r=r_StDmbrrE4+BVl^W3$T6@JRUXFns
aKxX?Ljj$VeZh>97`3mKMrV{CLHqN+mE=S?p;6LrAP34MecOrP7<Ak=dA*uMK(fEB&K#{n|HH$0(z6;
g@@*6`nt-h?R@s6MEhXN33zI2fXMC3uOR;t&-D!>UQ+i)0aLQKH9Fi%9sC7f-Oq_cx`HA#9qGkFKbKX
jqsJi<0!a9&n85K1lp87I@DRsDt<E*IX;+tO7^v<*xnAe^rh>jZPM3HE_a18Xj;W>T~_vL2;mm&}{`%
@aTJj;~1oI{0@aGW70f9c~r(oY?8ISYV%oC{7Vb|kB_Ebr^dyQ4{-Ro_bQ$rj#+CdYFEJ@KKkP1m4>5
K*2<l0%X_vx~6XKCtO^@Kja5VrXVp3k4*gBbG<p{6xEcWk|J`w7pzrD>mTt!cidXi6cA{^NqJe(vX3i
21^}tK$PW@+uzxFoN}}?M1rk1^b`yhCpndVic_R2{1izkd=+kJLJ30;KqjcXsqtFow?&LAaV`$8)G-)
R#d@dP;`C$@+>9lSbhw0Pc>cv9?voj*`a;sViU28ON0iGed2WIi??WQ_3dnuoiA^GzkeZ<wUsBLp@n*
u*YK88e@!WXu8c-d!egfXMUqUyb22V^fa79v59{I;)Lx*&Wcd@DZ?DZAvORUpn#u@l;fQz$kEg)!OE_
o>yN53jHMtEiyVBeBfMHn{UmuQx5z#ducALPhr_pL45EW-(-HV39E6^o@LjZE$|(vw-rb!*!neE3m90
J&R9Y-Iv=I@lN|ZX;9^7y3cC^fjoUH}f_mYPj_fv3WIJCc^&od?G&F%0qz3(03rsEgpwV848gUL<0zf
!vttLe1F7@4BqSGXbPIK){XPdl)mY#%ykr11RXQjV<$@fOti4TTZL=H984O@lX#?*n;>1x`z|ZV2J3z
4PT)v?Pg%cF5^fxv86I|FGy+&vLec438VeWqm7&iOv06k5W0PiOG~-YSyM=`}zytT85q{VSF@{rFclu
Px4F~G7?2g7&%}3RN$Q@C3LLBabWX)6Vdpfg?-DW-b9tiiy8Q6jXX$0M0MNYhe{EHlCS(HA3VZMpxnd
f0)#o7+aH?G&5pso?PMrv&0Jj?EqqMB<ti(V|aN=ivPyqS;bn|$XLh)9Qvg4LcCFeB-u7K|#X%28SCi
)*}<19C3;;q9sT`RS3c_kS`L1v!`{M#l{a{jH-7l@M@gHK?F>Z~sg!<g2q1e%UWsXIggO@0QY7x1V4H
*Za{D9LrOhW}qnv`m=xm952e*a1Y6^>*Vz8n88iZ3B7)K9X}0Fj3{df2ktes5;*X&yX+7Eo|vKPu9|}
8Sxv=Jbhd8q|B9*&2(~Kog-lEyz1}WC9oKt-JgHxbo?TPJ7;|`hCz(WcI1p0whkss?!;%n(k0*<_ytd
&qZ^(x6m7+V1<qA{MrxI~8AtmdcFwGLIP+A*4>bY}Ir)hj3F)d5?N>F3n??v8OaI68!Bqdp;PS6}*ih
&l6znLhSDpH*J5JTE!D?INysxb|?6V|S|Tbb=1i7x}kwJ26;Th?T|h>Z3K%k>&oq2OP24xaSFc6dw7a
-z(`Si_&2dDp~TH%<mDjISezZpVYQlz&L(7ye$vlvc<c0`Rl1WF~P!*8QK!-cGLuS|0~X<gh`Vu&L(9
`tW47B^vG!BShwh0RH^bP@eUzqpg|7>^5ZvNm5Up`86#}EdX+3xd!jMiBO52RBM<2r;HU<3k~f&fzTG
PgE*Cm4=O5rJy6=w(sc+Zy$ssn`Q!;=65)eOTnn?$T>1bN)lsHEwy~^K!xY`oRz_Rshag(+B|Cs9tSK
$9*EZi?p5qcbqhqtJWU1Q*T_XNR%qr!>>!#NOa^c~w%<9aR+cm2}m)&I8X1bxk-Q(#ZAdZCyveCtd#J
_0~%#6BzfjDJ~i08^3E^E@QON79Q>$;c7=g&}jK`aBWduGP4djYb#tbS-4#o;;$Iu7q2!BQm)$s0!uj
EEKS2y-qhSIks(Y-p;fMDn?E7RwGs6biN)fHw78eZ+r0kbX6K0}9m9eA^h7*s0VKgs$aqMh$es<Cb}+
Uc_S%P{TDIT!epCb-I0Eon$>r2eHg2`%8Z|lo7kSgdmTL1#RWyksrr7pnx`AQO7Zx)Z#5e)|v41gPA)
nSE2je+THXuWpiN?2&gwOc(rE%ne;B;Jgt5Y_$P!QapJ!pMAe9#6|Q?bNDN?hUY<K0Puz-N3X#mn27C
^$8aYmXMU&#K|7v^uwJ-7nDcBOgzFR*+&q$JBQ_<GDn$Ta<AQ=q%0o5jAGnS38oiUBjnYYA_r@QxXtg
@f%M^=TRvy{LB$FJ2iz4d@Gk?4;m7Bgc^Vhs7LoyNQ$CkIZ|!9aqb?LFn-!U!+yIGBaW6*32Ylu_{qj
!~g;jM7jdykOH&U1vZw%4R|aT{8u$(4Ic4^B-Cbb$(S~F!a)9`c!LR=vdAeX2`aX(Mzq=;e=3)@eeP}
>^UdQ9uz@AzlPXpfJ62YGeNvofi@E4cNR*mUq#>HY&C#(h*YunV)2WZqKC94!ZcXYef_u~&BUb?!mMY
#_m<CxZ||SxOwSF&4F5ddUf)dVnK3&UF|u@?;qvZMd<~4e68XXc-5z$ya01`<Pj{u%$P?YA9voeFvEu
@Y6!i>6S<!o@l8N&0Q$(y>2w5bCa*g&4BaNv!xkh~`$HktuE*`B(xnMC@HTDW4doO(C22;Vw>e2bPK(
-T1LBx?99M_HIbI}<-vg3a}WF})3@N9a+wKn2Do8hozkY6aV1VX+R#MWY<ReN}1=jRgA?UA)syFq4)j
gj(+PB1Ocu1%U!;gLWXh9}ycVc3f27Ihqbx?^Ppg4nm;9m4ao^2@(yo0uV&!EgclFVi^j5KTg#IcKZJ
sVK=Mni<h?&$$M8bFK))HP{avd?v(h?=7T^oz9D*xYy?ET$3%NyNp;nU?^C<L4_*J6j%K?>U19QF(G%
i%+RZ+k=9ExIk&K=&BZ0p_M>V^UH?5E1vb0U4>}tGOLI70#dBSUxbX-D;1=DXv<CC^Fz^iPt)OiG3~E
rOc9IkEX(yywe8Gpll6ZZB<dX%G9YeH+?4pSaq!J9`M?U+!2ECA5N^k_wf`2*}HHytKAvnoQh*z47Ya
s@)qn!$EXWdR+{_+5kICzX-L6iOEF|9l*e;dq^O}Vo;$iF+OpE$Wlo3y7N1_{=k-Qwapl)Tc<e?aN4y
c)Y{bD#j`w^3}JZoI!?Fn&MvEb*s~af*$vh|{2_SvcSN>pgBA*YoqMSm{Q`A!U;j8^*2Y<J_f-_?Ze!
jpZN45hj#pR*G>{Xbe!r&ym3eqKpU)?}y9&Tb9GQi~iT@WdcX$rbSUL^-^==7r&TvSX#VfP8KmaDt^W
i=A{R>joV5ZegC1{yA>6G!nM9e@Z1aPIDPnwWf)tUFGpe_l-&N(>N}90eqb$lkh5N0ytFNPg1k1hw4V
|k?5Vu>F2u|0PV`o`J7H(2<Rw<q=Y}LJQE6)^9pzrC!=7K!wt!k8SdMzI;B@945lPoXDX5-uS)ansY}
Yqi-TKX@2KB!dgA7_WL_LrdVpAgZRVP3*o0O}uFy8bvqlRQ7Qf5IgeyYK><S)T~ulW<~0h)F<nDs62B
(gt22BUNs=83U7>i9cwiJL3aIH+@kL5MM4v+*{bN;5Mz5OrF9F@qhwa1|J`w3;ftF*mgX6f0c?i26ZM
9WUtn;AVkw@lOlI5ZX^p1bLKNW9~>6ErVEy6s9L_paK}v<;fvEy;)GrtmfW$x?L5GEhFCq(o0uX@$L(
JA_98VK=R?bqofLgV`^?iFwg*fdI%?lO-bbQwPb;auWWj1BR9yrOVvc#QT?BO>JMHDhdIap+rGJ=c~d
e@C_4_cg!yuS9WNy3Plp#~%(*ohVbIoxP`s9wa^!FV6c3C~8cOe5OZ9;J_V3j|#NOnunt3kPw5Or?6s
wb5T+7k=rcV>t%z70acaivFzOU;}H`ERuT3LmV)2Bk*K8Go*SvSR(HQ+9ZMlJW(wqM{(HO(Qy5P%SG7
_y?>!yDkJ8}8&j(Fhd({fW(ye1@;Tf>Y*dasF%8_YKQn>s>o^E~VUB(R|$vU8G3XGn1)wd9P={jM!0K
^L@#NrD_fd7+|dNqY3x-tp5>n=kd$vXqsD~#Zl1x2|6QgZ$RUJXel1~>mj>9P$RPqAzgI#tLFj-=tf&
eQ?l$2O^c!A-5r9J?UDt6r3GcsG>~szKM7w)VQ0YtQLtZwrdr=}W4cIhPuZ)(8|z6q2qUSfP<?{!ez_
+lR~&@Yk?d%IBYPB=ssu{CM_1#gWnl1b3x5IwmT-`g6sx~juIp@r?s#i<7u+F%?r`exO<coGeRoNPMd
vm<+m&N75qTwaf&oXPiqL=aO6-rw5f%M&Q-Ps+j23s55VIv&ldi%?^(lG$`5B5lpHa*C_QV@Q0$fEcl
+W%wt$g}UOk5f;L3Rf^3>$>ny`<epC$6O19%2|^_7>7(25vA&u9p5NK35dW4Ys8|@X6MZyAC(*JVxd;
AjuWwR2D%u%sY>0FtfGy4qDr(RliBjG`P{xGLsIVsS~G#547=I2=o;YK^!`&ZJ}KVQ7aZi_I(8KMjq!
DVxuM6RtLL%1c&0~77SW4g$k#fWvIp>>D)IfE39d^t5l3$BiF|PhZ7PqJ;a|#cL|N7k4r%?{iBMv+}p
2R1jU_T*-pbMxb=|N{9bv|mgRPX&BCkq@jsDAOJ)juYCDY^Nwzs?rcJ9)bO<z9-HxiuER^~j6~t25K%
gc;j89n*PRIB@)%+<Fg6fWFO<fxT>)X}_H1L{W74zH;xluast``baNr$t5b`iRL9d}&gQUj2aR>|L_-
Y~Y|kI_=dcPiG0sg(2g@!uCQ)lf<m&}zUD{alUwLCu)<*BX-Rf{4}#?K#$snpU)rg!>Ld)y~T6wj(i<
lWW7~?;A=N`I0h+wEH;^=nOw`_<7qzBgr71Zmz)Sb!z;3^6#`%P=s0N<t9=Ag>D$I?Ij={xlk`rsKja
B%-3v5xO+T~AbDDNVc(BdPAX=xVy}D^WBGJCHXoqo%L;+r#usLcr(Z@lWwxE1<lV6;S>5lYK}e6T4z5
T)P>@GL!usaeiP;$HRUGlODAL}~yaz)v@&qx*CE~>}dvIfmf+><zRENn4jetZenF_~Awebx_A{Q=zGm
9;^>z;tG7KFVu2~;FvpD)`Wj#5xt_bmNJk;EDY5z;A{iu6?l_kiwbD$}K17bTl5U`HzCiLf+GyZ^B>$
?@;j?jN=)Vqt@%d4{V5&&bgcrr0Fgk(P}vyUp=RDRV|PvvDpX$;i^RI1~qCfc+2DjRdj==y*y?@M)g<
oE9Q7vHKEs@iO39S*$-|WP|YVc0JHl2=p^d^mM7pUfCm13g@-&P1m0<Jmp(%H8eCGeWs6kVp+o_gDQP
q#t9$vXy*fZWo<0q3b^aw3MEDpj}9D*Fjr@6dLvy!f$=5dR5f_3&YEB!>Cjmmpq@6ZdosWKyo;oOO5G
)3h>ab9#Noo&khg72NVPX&2wNT8Rkbj|qZ+UNs$dI$vDM|+S1^vn(LzPV?~8u_`O9x2<%t~C4%nv`UE
sGbmBBlRcTiULu(`vpB8~u?&)}nPQ5&b*D_kq0*Sn0f4BJcz=|={}>Q3fc5}*atY;H0FY8}4fk7wYAe
nY2{QX>Z1@@_u=orp^k^bxRn&5ky7%h#ct*&}IbOYAtyeCFK$n%n~;7q0G%E}4Pz5<>PS#AJ&(6z!a%
k1){`8MDL*(ujmgEFNQ373Bo^?o_j+{k5rlwUe-%)m|3Qe{x?Wj=scr;K<&?{@stX(-rBW%7FnJcSf?
#eK!|!Xy>P?_v?tM?6l^4iA`D+!-Loym`YW_+Wol~Q$6R)(4aAgnHpCwwbuDa;^gs`Jy<jSzdr$`!)O
bYC{U{U?R*VQ9HFmsJ0wzpLKLs{f^-@UaDEarIG4~C`k`WFe<GWOR!7oC(i+?&T~m?)LF1LgGyGPL%f
h$aVYmIV1kk1I+!t}WzjwS6j+%;1V507i2(ldvg8z5L9o0sS#}MgaP@cn(g^I1AmdIhyGllVsR+8=xV
U_5vWR6?;_G0F6>V$jXxIe*0PWX&K1Te+zoHoq2L-}+2<9hU~0ScgIclVybSev8V*_AZ%c4E`_z)|%)
+%!j`(}lw^WW(CbL24FPwrZcqWxE;Oyqj6CVuhaT%msp5iL@1t1ECw~d%bLGtj;3>4A=w62((0wOlS~
vK-{BoejuNRuxFMLj^1CN6Myb8_32)upXi?d71Uug^sj&xy(`GgB(B*nYL*cD_Z($A9vmPv7Z)S-d|p
p|@e>KgtGKdMTk>egbZg6v>ZQOtwn4zwztJbNqiXe?7k%^DazXbUg6!5k#aC=c6rLM_8@ft}xb#Q_T!
y36RrNxGk>3FuK{tKdx4-iuOFmq^V|y+a2~&fYS8}1(sq*vlQ70jhmR+m~1<?+pl6<(L2p4_ncurC$H
m%a&l~i{CtXs+B1@x&ka$I{B{FV28iI|gmV68rgA0b(-BvfgaBcm#;==BWMUFajW1n|nN+^~JKy&e7K
*zS*zSQWe`Wz&uHB!iOg=I5@!#fSnDry4wnv%FOql^>3mFK?lJfyIfsOo)ua$`Qdh?|4Tg)2iBjQkJB
Q4ej9vRH%)D{j1|x+i_?G#3EKMoQV06D~u*S4I#CLvfC8Jf1jY8prCP{BW=%*sEuH#E<XwhHJZFt_^k
`hvR9^a_@uuI;K5@x?i+{_AC`Y)R&kKDAx8s3Hv>zUw2Z8T)8d@CCGk^IAttoyVQKGOJ7%kj406eGL#
DrmWTp<iYd5+gfYVy60ba+cQGzY2yG1_m9N(}d3~)I?@nbqg!7!VrGHUK-71cLj=5;L}59)Ti1i8jex
e46-FjfZx5qVrwc0K-434&Q!uMcb&=(Q!15)t>LneLLH&BenIngakjd@h$#wG$xyGr3Nf_-FmnHM8)R
b#)_HqbB9A+-?R|W}5h6TGFq$Z|QT6UjIGz!Aq|RB1V>Wo;6E_09bFw(s@o=CB7VEka6#Ylhs#fm}ci
dZRxiYIR%jQG-LvX>rLowugRPqXy~2Pji)X+V$QLTBEZo!Fo-jp7wSCB={&PRGU_DR9ji9u-K~3Jd7n
^p>tGITi&{ih2ng)lhW(?=k7R*iG;~DtkO|&G#)_!hk4`33yM{h+LX-Tp_4heGlsIKKD;RMZpCD+L_X
UibS$kBtyNer!{-v;Hktf|vuLQ#|V6um9)u&$JnR<m}Fsu-~I=8nm998UA_nJ8B2<of9vNjm_AE`zm<
mW&bj8PDES&EP?>fMHn0PG6l5&M6yWPxcm-ngFtah@4ei6S1}BDS_B4iWg>JOztrrKL};9n!2q$@684
Bxz5bj)fuSUgJU+Zy&BKdd+qpu+6h>kU-2a=4dsBO4vMR=)*IKMo`x|#PcA;KP>^NGTpE=NmwbLD!1j
)YekYQ7OUVI{o223lBkB*EOsfhp9^!%nc7A^Ej<L)>EqTuHEVxGyRv~bgZ_*T(~PA8``nag-+A^6GZH
k<;I=@WNJ(<@6!a8hZ+eNX4SI6)=0jimvPOa(0Ir9}@dY39_Fb{ZQH-0GU^BG|`@p<~d!><frVPEpyN
2YKN<-ye`qK{Yp>DWc-$?e%q;Ca0N9ds?H~xvcywtpuHZgJJW^@hxbvHFJLPjah^AbHF`x4mC`M<lHZ
0!*z(wm8SGVJRms}23T#$#}8Y?5b`S?@(_)<$bHW?jgZ*}$Cv#7ka~wasl8J?pMXmw=hG9pFwn*~mrF
u_pX=tk%tJneU8zrIvx*hVxBE1?M@jX9pGER$eUBrA`_Au|J6LauTy_GYD)LopAxVdtMUzpwfktwdWK
hQK=vs%nt5tI&FMS3D%+<oYm?TU`sOQ)CdQMn5TCjZutXghj@08N#jSSCO^M94UP3Fu+9jrZ%*Z`2x5
)nsW;YWQj7i#5rM&{uP`e>UmndE|0>cD$c2eyo10?J91z`{+4S(+gwAlUgjwQ(f+D>Fi+?-MkRG6uw4
T8<5&^;ew!8QvL0DHP!(6FPJ3w{S9AY~_S}sOyZQkJqPLJ!tLEP?H;Um;~NAi7Vw}RttYQS((q3j_0k
m~^H-#l%HdL{ArrCgb<bg-iJb&f1VEClyns=&Y{^YeHpOlnT8>@T9q!dDa>j+fv$J>Pi80Etu1M7$M;
Nee5NCi3?yDSK49iH^Q&I=#}eDIacVcU{l4nDQu${B8}E67;FVBH&2`I@*d(hYz-=<7?x#$FU0cRO%p
jU=ksBr#OR6pWccH=MyILJImYT<2LqK4SJihA1xm`F~r~;mYIwtg)-(GA(e0mL_f%7<Y0aM%_F+_JiZ
ubRcg3AR<TJ9uct?fu$AW#uEx|3i{wk!Ye0YMY<TlpIbbEk%YE^~>olaLblGi>6C)%vG9qN!LB*cnY8
fAHbxH$>MVhSW4^d(gUyAf2ne5?mHdp!DFtj%mN1c1PRnao9RFL)`7{<_PKpE{OMxj+=NcC=zHd<H4B
ny3}wjSLPE?jjyZ1Ww5Er^8vccgIlMsDznKPPJ9(^>@dmcx9p)Oh%pg!7yXLF<7O&=x3AO0YmpA7q9O
(q7)?16sx&YtH@i&}NvLz>ak%lI(6lzcgVtM@IB8xo|bOpJFQub)5ka@Y;3xBP1wtT9vw@Ql^64yad&
d2C)R*x4%n6+8PVSm~qx{wXMPxe`{JGHuZL<5#oq8IV<7_Unj0V7x@HgT(!uAObJFxX-84jE|H-TlM@
iIzmrU-73qu|qm{8C7l;7QMd=!P=O-15l#qd}#dEi3u4^nEfm~MWU;46lychNJDfzCLbwtB$CJ}`Dw|
LVS+j>H*(pfmcARXgqfVABo+-rcA;)6lY3$MpGH}49oxjR!F*_+4faHUFbs^cr-1Hz~oBynl>l$V2(j
TRKkmOcGn9~wPGmm*Z+Qo@vOEk(HU9GUjW;KHZ8=lTCdr&@q7F+ss!eTd5g;<g1nOMdm0S(O-w0tn?h
r~4ov&}f<8y0F-29CIlmj)KbbJTJ-vgX8oh{<BjXQ5R~k@jQ425{E49&P3&D-_3kx#UZe!%J)ZFtg@u
FeltiBUsn#8$`3P&*+M9yaW6zlh>v!Sa-0VXiYp<Z<h4n@*)*ghELf_=tw@XGk9sA{cWsEAJ6MpP8m)
hR<sLpSfnNqofOnps&AFB;(krlq$d5~PRts3NG3h?%*;bpqO4i&8BzAQYMOSXskC_=c(r81u9z(EXL`
wWQ^$3{%2k#KJTcVHcJ9YHvr-_=^zBFw|kBK4OrmNPLl|!{Ih)J#L$6HHseG=ixGpL6c1Yl`qGRK~N-
C&2O2y|FzuYFE}=#;j}M=6E7Pf9}>?|2$HUP;5&H&SaF^`ml+w=1AM{STV(FM=A&z_zij=JB1)4-BZ-
B0$V?-<!Hzonl$$`*bE+UM{0qQA?M?ZDJ)MEJqI|U?Vjqc+VGIOt|ULU2?=Tw6W0oGv+U3Rf?cx>KQR
<X}JTh6%ZL1RyiJr#2IQLVNt^}F9Zx50Va3-z46$GNUZ}=D?n=>;Clht<}jSXvzp3|2H!U6RRdPpN52
CM<?^CI3-peeE@r9IRUUhams+xg6W14_4P%R;Kv$}ChPdO?>a_Bvu(H^Cq*RIB^HU<OPTwwZ<D}1r|4
s7&9)rUH#SGqPKO&v0ZF=}-rZKTp8|2O21AC#6FV7&k7pZV#>P8~yGUqE*T8VaQT5Y=k4L~*1z3A6bt
4jLk&b~u7GnIpb)tlLGee^og7d@pJsQxot=sueIlA>>-05kjnk~a_F`IZNmkyW`C#fV+2dT^#7kmU*r
*g35^^RC|!^G$VO|9@KE^<4`|jAV9yCQ|^U%|vztQp_o{oJTo54d3%4ND{kULlto)_PH_Qlb9jwNbzv
<?Sjh*0AT=<gv8ihaLUSY{}1Y)NKOCfLl38p?D?)U^|D{&XgAb&q_LJ(+n^g;(-Sb+LnARReo~F4=?8
}6VA9v>|MR9-2+zM?bQ)^yXDhZbXXl+@O}#>VL-Y^1rd~v-tP3nO#5aHU06|<MXaS>Cdj_LPI4RStSo
eY#W%?M!9U_PLqN!%Fk0FsrO#wwg0VYmxz1;3-Kjd-j_YO1^Uxv^K){Sl$B$xO{r~w(`3X240GC`9Rb
I#Bq=fzfgp^HMdw#P7B@)SoMIT_M$jLPqXI85@jv+L*3&5A-jn=5!Ub9qI}9*b11i7@)ZE+s(kb0_<w
{W7APab6@kBO;59xI3>kauBy|sJkwB#?<S!N1>-}0!UyTLmDlM*pF&zBf1Ulu?=4Q=r_X)>)veOoEk0
jV6rlBO=0b;r?1&oF!LZ%8WNha<Rm|R*F^0S<nA9BcWO}~rg5W?B4gj&NYsA8N^DAYFdR`}0MsPqc9a
QoM8{r1+f2H1=|S{YBwCC>${GNmm2e{rDAqh7ERV4@LUzB#D%Rr7)VwjoAXAPEKPx0uE4CX6rfE-L2F
)5Ds(Y4Q)Z!H3`I@1{#PVZe9K^!I;HuR=CS)2zOzsr>&ZwpdWM`_i>RvB)+{CEm=XnJbVkthRXG!(5N
1YZ(XfhIW$rHQ8DBcz|y?TK1UiO*FZ64ibl9qX)h!PPpe_@YZM`Vy9K3w37stvaJXrI@f^Z%PK2tdMN
6RdszwO$ajzME`hGir%Mj9a5Ea14fvy)qP!V$C<u1|j*oN}>-1Rzj#a0uUm-%;CU`)WMDWVn8pSv`=2
qCZdS}1gy&XQ4A;#Dw&%T-Rt)TS_~RFy5K~E&&340KWI_A52)$dQHdxcAo-F@@K&G(k-BVi|CU6u+xp
U<bg_@)A5tFIrUjsJ@iXTT=Emkih6(n@<^xWHoD$m;0JEj=M5_LmGm@hw^K}ugx}#^n-%HzeOsWK*7G
`+v^`k-gXS%MCYoLl}AQ$<Rn#M{?u{q<7oR~keX{4^P{$M=c$5ELDL~b})MjDdHQSo?h1t6HaQOipD2
s<Ul+wn*K@MP)>D5t#NIq@@|LKhD+w}QMXwxFgycm#+?>i^z=p)bvDQpl?1UT;KVK1{mxW>MmE7U`%H
bQo(tR`Y3w_d=dxxWrVtn@61nS)32chp3W;*dxjM>=x85(}Ti&Fdz*`!P6<-g;3@!V8azN@1#=BmoQ3
yhuXcuBolP+2W!XB6>JVaSh08SUgYsziSoRJ=npzmi{6SAwjImNJjF%$+5R1CtiKVvn|rBJGX?_ts4H
gKgve1{$xht0TX@^bXM_uq9-Yv+E$J3w?lFEUlm`+w7l^C7-OBVEkN&`TlT9<%nW2=M^qu@Y$MMPkM3
+3eyZBT~o4NdcXIpGd9Ces;=ReqBCuhzdeNy8);NzoCd7E1<q>$U!pj@MwJbOG*^6B4%C}`)dAgzzBe
=<7$pPu`_R)*SFryNz~_wnEv+_%EambQ5?o}b_HWZK2DSU9a2I>w&}Iw5wG8tW^C$iN{1n}1sA{X-Nj
xWK~3lB<*0xTI=Lv{X6$Qe`7X&|a%~Lmxw7GkC!kAmg+M@db~b)JN<;!4@k09t@7@5a#nT_|>q;X>3_
`1}A`y(Yvp?(l5DnXl73@9HDo)7PPms@mwi?5{s!zZ)u<EZj!WTeVX+}4`<$S%VTspnlPcf6tv$&bCQ
mcR7zE@y<IS%xS95J5@CrF_f3>dR{CPF^Tt?&Y-fkk#yM01+C|#is&P;SBX2uxB)SV5eT@^V90_vFwe
OJ6-`z>ZBp;DiXVy|7x9Ct>S9B2^++byFE6ZD#BU&lYJ{F7OPF=BKoHtu&Q5k*7??3O>nf2}2>8)4fv
Ba($X=h3nM+~3ZT2Q$fM<77VVT#mnW1umOWJa-owpFw35=e=SO|g`>EAfW_akF`$5i=hJzDE_LH9%Dh
A-hLX+ZW{KaFA*#1o*=jmJIA%m5*e^Ew+m5?3mxSNCV<7HOYs+)6ZAN)ACN20ueUTd0$yfIJn3~9M5)
r?dEp(Z03LktBuX~9ar^<RDP!K+9h=)1`t^-j#%Blm1D%QiDU*=u{0LmCUHKD{^c#ZTFX7remL;7>1L
Vlk3NXqtf|@CS$l*)m;!0lF{4u8J!r9^VjalArWK4mPUFsPu4$40gu?Jic12>SSu^C5u!z}?$k5ECD8
FTR!2B>BgzF@!XN&_YoS>w)tOS|dQssHmCblv_()OJOA|+~~?TUN7p}G5HQ6?O8SSpI>`b=5>1^Fod9
W>SQ!dBA_dSv<V_`|zqfTo5ami<@h*l;^1GV+EeQyWkWjAs<&o9C+?HvY>Hixm8$bKTk!X;)FY#I<I@
y;Y)@zl64j-_p?+N~P$fw2#ro2dm$Kqx4l-eYG-*EUDf*@PX4&Beb43?p%St8!^%loEuP)U}H@N4Crz
Dxj@>rOyn@To}DbWF+Dr@c)`G=)y?*3(72&Y%?XCY@pkPid7TP(Tk!H-{h%`oQmnWc51gwQ;$FO{@&?
VxU%+fwKf0spNK-nsSMxo_j7K7YQ&#F*)m;T2?u=cNR0@--%wtBYdkn7}73t>e#w`K#!I1_n=74=@a!
6jLxLIc=!&nIxnk_!>;LW^WF?oT#x%A@m&vQB!Zc(P=(fRA%e*l8RWJegXWWBkDtX@*EUn~yENfX=~5
6HNaHp-?>H+lQt<00w}sIt`A+FsdQT@#z4I7F8-Gae6Sfyzx_%JsO$XuY<m&c3H2y&?`MAy51NN&f%>
@;bvAeBr~i*GutfTY72#mlvs2+?!bx5HP*Vt*cJ|eyBAt6Qr$vw2^|u=Kwlrvi9sEEFO{@`I=OOPRSj
GH;^CX8FuE3!#}OIPah#|Fp9<^x)YqL<hMb6j=qLL&r&(8T=Z^Dvxq<or5JR{SMLmxW&vr`=K$UuY%O
9GPeAdhPA;Y3kH@D;nQq_EJql&Ck1hZCI<wQVs*S{dvw?67g2JzFujkI;5!zLIOUy}vnNt??VQ|j{Pj
Ex86f?HhN5Kq=$sk>dbj7bDY@il*Rnhm-23!4%zW{s$!z>4e1xug%3~hh?kXlK7XJd2s<!g1x>ZbxFg
jeHWDAF-V^8KB-+c|$l!6o1(UDCutA@5~lx<)`-Wi@rcg)wC!g=H;7wE(zARr_>wZ4{>4;80kDQ*Bn2
{DlY>5TX>XuEb<}?SJw=%(+Z~D-pZY=e1Kzf<MvcREW1^|13bDzn)p2SACfZ{ocjfXNX#KWHF9R-O&p
E_7kG>7U7s9V$*j4%+J7#SNi5Lo3T==xKlAHQJ2H?O-sbJ1i(@L8geey(uDbjfV_mR!VBG}?crf}Jo0
aIk*GJ8u`K4v(4{!7fN2^KA4&-J70XX}^fFkLA6wk6UhPs53<?#cjZ(VN;D4#7cxcX5`6C&-%n>H>!`
heo!nRCyqEj8LI|o!Mg7&=>Y{x7!ehFwMWLca!L^nEo8`xR)K1u#0iXAfW?NO>=g({^Ul#YT(0e@Mhd
GvD>8c!mbUo{`$Y=n8dbNvqqPtTkcp%qa%#*5~@UTVJmrZFP4ZSa-lSyL|k_{C&sMaBgK?8i&X+(?7+
%<v`Guiq;hWtIgjGRM$WlMgODg)8*^>?>4`^iL%hJMHmT$RB|(Z)M>N*v><=j~`gO^6(4Ge8dfQ^<&N
r#pX~f>nyMCQ)EZK7g{5BzxG>x2141#8RsgJ1>@F|S_8yMwbBrP_B&)q?U88VB#CaNPll+mnz6J-$4%
dW4eJ9CyB%jwni|!*#a6(2P47Q-if2`eJ^z@?w9_HBusc*B(AaSJB(P4%Y@VSVrzPwzCCdCC-4Ehj%|
%DIo5asv7_#f@Vd+})ggajwu@urz)DH)ZDeo66we?RykF6=`a&xgr?}(OtE2rE39z>&JS(^Y?q-*DYK
V#lg5-$mXTl3FJ2htxNwXgv?l@Ve4ElC|=+NfBnJNT4xU)S2VV1lWX8P#tVoMqC?tK+6A7qbsN5;@UE
nz)CIcz+`7T|q%LR{0-1{A3%;TZ2}}g#U+3()Xv48o(K#9B;&U;GQyN$4ja&%|ULrZ6a>C@=H4J<TP)
>gQ}GmIr}Z(V%uCBf{LcQWr2wKTb$;vkjT++DHQJ>V{KAk#wGpJ6M^F(3KSLuNfx)*f3`%r{(?=mRPM
;7M(5r1&~fXaiy4(!Xn3lC++SRJ9K=$UJWoC<zKf0k-$(+gH#*6V{CJj}q(M_0aRe4i$MkYVDw6rsBD
wQjYjb<RCvK_^z(~1blg#qrnPhH}l?!w8h6fEMGbMs)-pNgpy0Cp`st3vQWu;r$DSR}~#!sifxj6^v2
15*aSf3Z?cE<)L;BzyD?05Sf;e8L+8<g_`ga;E4Jifg(BO`ne2(8Re9YvAUHwI3lW-3sDErJms<=pmc
SQfGFzbXbU)he<gT}`9~xurY~rWXQHcZn*tSC>iVWnY>dImjN?|L#wBIaA2-_;qt|ST?t7y=b#nr!9R
vb*Ax3c++HHpS}H*+4SdW3X)AM%r$uMk5N_MwJLEJsmekoILM{o3cnj@ptucgdao(6ERox?;~tV+-Cf
BCE+fQr8Ild)3rv(QsAab!H2_s;50^zB2`TL~my;blGDO9NFxJZg5PNyX7C$P!Cb=WoH5V5PD2mTL2E
GUGRD}rqvyRl=0V*6bYwqPFbgN$fH2b(Eib1B_Rq3_D1HM@qw`HI<b^NcbP_t#Rq$TT%Zqxg{t$@W#@
&e`bI6<oGinW!k5kJ||YHI`*9~Lr~rNk`S1#1C&X)YPP>VV|C+9T!F{Lx%dLKf!;K)WKq&?BPcK?*CR
Y_b~t;S6TQ02QD^y*%&nYeAbPr!hA;sN^n+32(JHs2*Yexf>|Z(}AXt?aks6dHLy%{(c#o+ITAolHt*
`@OBdDu&=8u!$;b~ytAI0n%?kMjcMYV@YnJ}_lYGCJ&~{*e?UDKlLJp=`ZN<Z<XW+F{O^kjs!vFI5`A
7E^mA(7NO6jMM*@+hyS+vYPy09Cjimb(OTjX>QSnD&)@`f)C(LNp0AB*pY#2;M##q{`QJYV*&^T0kcb
FEO?agH>)pYmmM9*Y9`7xP1p=BHY@DGFybhGIAZ;%?)@$|C*Pk>bC`f_<Gw125UH`n8sY~^h+*|x$+n
Y<;fcSdCXIAMpCq@D8wa_+JNLH#EhDSS9T@KuOd1X6}V*5CgIhHwaDw3T9%-kI2*{x*zfiJk70Ey}+a
__i0wOe6GPg^-%09cIp>6ypQ~I!Qbwp^{Sk-W1|oZ~=KK2uln>*h6}*9UJq+cF8z&$Pg6zba%$&H-uD
9*^<E!VjmFA<@`FKG~+@tw@49~Rx#3@;<mF>!ARTC3>{XSAGVDsmj0)RT2DI~G7gE8pf3ssiAXl7D-d
9mD9=Eqo(UwJKNRQ^l|*Z^{)|*YO`k55k&@9AxkGWJDp?kB$lfA6a`WvX=?R!kAjH5FfIe;c)Tsj-Oy
mSg-cC5-bP&P|S%6U?5i&1@U~csS(FZqkV#1x*IwLls$)jwc_Zg1A%Z4hYta}&9{t=U7sYn{>fO(8K@
yS>S5@tJ~(jAkr&&=GoiVN%8HzZo5iJ$4hkrr|5TH<*1`JU{kWNbF~;>ENo;Z+ldmr5pVhTR732EJ@-
YhH;pr-KE(!yM+I_Y=}Oc*Wp^BRE0{ywH6!yR=IV3%%bMHDhbjHG@9JH!(G`u%_#~OE#MOuRbuBm!Au
`1D*gGwRa}n9TJhqYu*R_DrIuhAMGXlVaY;pwzSNN_+FDpO)nRp(a>Gu08opBb>~c&bBz!@4gJ2OC!3
u$`=r}|9pHyuSP<fPj?!S&Vq<^Lx*WcIaZTnBhKU=ulj+|!yhrVU0=?|6ApI1q5bm+p-X>T-hwgC&<t
3$Q$q?8S_C&$zvw17b=W+k)@?<=n2PFV;dO-UjQ8Yt`3U3mO(TWDP{dncDuOAIouM#3*pb|!q*8KE&p
hXRN-E*|-`c{}_I39WPIW(eqh|n~``K<di^sZ4BBfcagWP=7(I3q;i9%_vIs{8Zf_V`WrHbTn@+Ung5
%<TqAeyg*C1JfCe<x%QDy#geMRk@rk=-Q|W<qf$Bk{%iL-MH#HZI?+0Mg;dm?i;^MQ;!S{kv`5Y?b_H
ql5v&1<~UDC1u6Z*tDAvmS5PKzH67ebsFtL#5$u4z5oU{H`HfxR(=z_fVL(B0{$9uUD1YJJHhuK14(L
Phn-oCTqoA=rbBpHG`uY$g{f5GDLb$_j?qP7jH%jua?FPBpcf!>g*PdDOw?u|>^;yzFxK-uaCN2@2Fy
3edi<^PW^(hh-iU_gDITdwP-fTrT@{9B0+36P=8zV1U*|p_wdha==Y-ki)JBq9vvlKxwCb3s@=IprtG
EQNbn=_s7aoO%Jal#6kSO|W!ied0r09-8(wt@bY_t{n<fTp`tW>s){&yschG5-eu(4tTv#dlyE9;!eq
h-e*jjn8iZ6B>zW_{~nJP^-zx28t#lK85blilDG|$O*FU4)#FB_c%PL7RfKZHenVx*jx#thCikh%Aby
;(T0Qtj~O!6lwRRE-I|00I(`n)s_YIc(R&Z_eCXqc4_7$#c1rY<bmV`z$?<a_r%#6$`Gn#M#g()F?z2
U}n-ZSnafY-oVTFw}S7l5%R|{k<4eAj-W+!)JzRvc>>yE+)E(Ds-O!yMz;dsxzbg@MRs8evAI20gLu1
H@|&o!vnVX|1-q!i)#NuPGcDz8%$<aq*9huIx_2nf|qO1aj9U+K59)3YyB>E12FZ#XkEjLGrTSFL;Ir
C|xW6>ds@aXEjpx1$H{Bo&dzQv+uoDSWOuKcvZLINMs>#}+ADqm`K*6I%V;HXh3PZ%tu4x%KN&fP$dO
=l(sj{%gF0GNXd-56P8;mBV$#3op>_GCGjo*1-&ot;z^Wdce=J*~ke7l9fWbPx_F@BTgc)6)h80h<6K
ZzfU4#%{#5%(455Z)#ej73srns06k;1Cqob!dSM$T7G^ZlGoFBFMMIAXUq<YPHN+o_4KAAfZhpw(64U
wXDN*H`XSE%|_6VAm{}-#;P?K@`D%Ubb-inNIE@4MZ@fmmuG}FF8<iN(um%aLMm;q%DvldN<7S2zUSy
uQ-n9U-z8M51@SF$wW&y=rSGHkuwb}fs&W64y{Ev{un_tr(XC$@M|aVf3U9^vd{FYH6y2Av6yQ;afBb
E5O(x$!Hy&c5y`lC8=%8{LgF&BCJIfXsgZ#P7$}NQ-tu;!{<XmlhHG&J|qFS`@F;1xRMgmn|S_+5fhY
(}0gZKD#<}fP?nCr9=g%bw2wJE=n|Y4#=fl|3Q@iNO;DD1l+92KV_}MMuewGd(L9y<-~4n!ZA+6Td1Y
P|Imgpq_n|03vK*vU0gu8>EiakM@u+j*DB2L%E&BK_CpxWzRtTEp{hsQ${n9%Nnl7O#LF}DG{9Z35sh
vD*nVDPck=IRZ4$`{?$|3e$9|c0TJ@B94!Q&l&DnKC6e9quq=XEb9I^iq4V{lA<fT%IVc37eBnnEICo
Wl&S{YTYq~EXOn!$kA@s>=)DdDd((-HHuqb2EGH62<Z9s#I6PG@{Ng1<te^7@9%>VD>lhw@pqXqau*N
9>TwroEwP#-I5u3YbDOlfVmtoz2F8<+E391Hs}=JxI<@PU+wtUBZ+x*J)`~aC7+M;Kyk4g!*OSe<Q~0
tJ?1DLn+q7^%~+b_XG72WhNc7>(r;?@YdE$bGvh_;Q#6d!CRQ`w4;0r70>aY*{C)=V_+O)z~TL&fVU6
LGJIjOv|t#<BetNonp7#s9oVqeUqOlE{FYpg5(1af$7SF{h27OM4*wT;@@KGob`f2h1{{7`w#AsMfTy
xW;FFh@@T5E9pSJS?3M|9RBFGl*K<_fnv+N=Z=KxYD2(<kn?b+uE$2FB<I=s2WbGIH)0_bF0N!_~Rr?
nGC2_TQ)kGt6zzt{pJAc$=7M>E~vFw`w>Bj7Yn0KM~EzZ#=N+%Di0Z~~`c3!~W0pCiQ;X1}e`&)>Yi6
)7lL%>P=Q&JY?mj*40!aG_Z~Oe|th0MGNb9&Z*r%iU`Z-pgpM&p&pDp5ejJeCWOJf;!ozm;f~AabMQ!
bvXZc>Z=EGqLVQw<Yo5|uKK~f&K>}em(+TbOJgQj<|nLaP!$tG+7jXq!1fGIVsHv_Cpo*UZt8djr?T}
Q_eUo5F;<&r4#=<O$Gtc*)qLHnU+A^EUZ{*DquO~#sgEU=4<Bu$!#Kti5rWFO(Xf+9C;$WInlVanb5J
`u?pQb+hIh|KXdheKV8>mA7nEcbqQH-%Tf_)&j=1|p1M__^^c4()p0%eAX+@_$8tOd%vcuZw2z>`g<j
+xHS#Kd<CV?a8yEV`wJo>&dGPj{QC9n5LMTKMHOMQIg3+TH%HPE(8H#XSNd%M*A?vw$BTJzqL@B-U7o
2hp*a)=8khU|O(cyemDqG>=w!2|LNg>_$Sw-~Nx&sFnpQ}y1IcWc-pCKAZ{44~2uHT$2V*mo<jUvpEW
&S_K<+6dy}nup74WU^qR;=$cTO{>#4j~@Ksr!nwa@?2(IDKM@Xaai896Bdqld3RPeyoEO7RXIUjC-)4
q>9OYb8oTQ$#<Q11gw(vMePvheSWizs_#zFZRx{OgW~p_*b=i@eGt{Yt8wb3SN>;1M00spl<{&2^jw}
4I5&_o6{`yt~qljbgZNOS}$<T!;s(!s>M_)7-<*1p6@5_vBbIyl<xe917%HH^-27XN#7f_ZBRXw`ROT
XNRe-NSXESi-6WmOm6x|Dhgcdmpg?2SGNICNh$ofMXA2qEe8*Z<Ci#`;n={^P-V?<JC=O(x!0y#R>5L
=8jUn=)xO>3}4QdVI8{{XcXdBjK^s_B(&UF}~uX^(ghY!^sRcj`Ko}xlDTJgcOfGQrFm4R*?P+yFL^h
XfP4Y$WnJCyuV-VW1Mi_vowgeVs!{NWdn257)-NW6+e9-APK(I+wSqc>&f%s$4dC)i!cbL7w$j~`uTG
D?d*|t3Ys<zFg1U9Y6}&7O%A@W3nK8%f1dn193SX|MXa4RD-3vcMEF3JTAD=&61#xlZJ~s%VNjD}JoM
Q(hoW}RkDnMO_EaK@NfWP_M5-%MI)%Mk7HKrAtUF*Rioq&FRq9e)`M7_)eiH<^+i7yy0*W@rStR<sH!
l$vO5%m^5Uq2qB<3@Fxlc~m*+5?o7UN9|C80(d&$(Zz8c^KOBE0~!6XK4Rv=p{}-GAU^!85?4kQWE*i
!7+n^NEIMe1PXXEK|%*(_dluw!)F#2tyPJW-@4-fbKaw19bn57H*6nYRqXc#$&)d<Vh_KFNK*<+bL>n
-@wAqLB4Fn6To^Qu?3B&Br@I%5aV<ebgmXCaYJOiSL%oo=Djzo@rLtp0_)O_%wJDHxFvjZ0g8@Lygt-
9i2*CE%Iq{#k83u30d>PouU<cse<qfP-J;Uuz9(C8URsUUXpKo+YH~ug-xj@og6ydN8{Zb&#nAyM5Rz
M;CRH$=K(=TIdP9~ae?aPvfj~l5@X&J@R%9ss+VMo8QDBjQvTGe&cJ>Dgs#*n_%};TILpZ<6!ZEfILE
wru_m$P&Qi<GH=6a*ph=Z+9na%}{lE&E5k7!BC60ZlHD}Z}Bw9(dmXq4pQ2sXn-aSb@@W24&k$MI>S`
6N<5HIKs4XeGBuZi%)c4x`#Xg2Y5ySZWV2k}HiH^Qxy(q`6AyugANrlFOPXDpD|svw{9Jc4-3wi^6DF
%c4V1aS&k6A8Ai-c{=c?E)_IB?N9*T-oxg@HB7|!|8ae<?08siVKD+NKJ9!73y+mg9}pJFlwGbMPo-^
oiPAHYAp38)qmlmtkbF{xO<#kxlwH2b_;0}AYwF0u-2-m}idw)k1ihUq$_hqtHY_kt3~fN|C>I|KK0c
2s&d^+>OtWw|(Jft-aL@fL65Aa6`UluA;}7P<hQD8E-uy?kGsQSPOXNOcolfk(R{}ansE!r_=D_vYfT
v{KAC-}SB0=%Wh9Z{S*ZH)t-Tv->U9fRY`ma&2`b2iFnuXi!s4IEf8e8SxN)E@RMz^QB0HCj;*?p#$T
2|^G03tg{;H$*I&7k@{vJ$U!q3G%V1M$-JlP=oWD<q_0N)rSYfR=Z4vK-G4YlWI=#&wk9+qP)1d`57q
d6_+_qf^9@jDP`4Gm_SygA!>8W%Wzs`KpFs7y0h(Z(I+2iFzP}lliucUE`|a+1MW$&t}hW;OYcIap_p
fO!4h|vwN7)(-w<CJvujp@7^dQQ~n{sd$AyO<*c<6=(Ew8XM(7SMy^csJVZ04>@q~^c;;BURh5g$iN{
tS+DKE~pHsrqw_sZ`l#~D_PkbwmrG*V40;0Z-!AnrpNpjY^UmF1;GJ1%N!lnn0dGEG8P>JR<1u4DzyV
vtWku}_6<<QJmG~r=7oSZI$VC(t_m0iime##XkLJ5_{m_nH-!POVyQJ4>?kKPe(LV&ws4>=B0m7b=0c
hTy^8+MkM)OIDetGa;a8Ynn~r##Us`-bIq{;5yYw|@J`dAL3l<}-gXNT}GNf3Evyf|Kfwfk@M8u+0fY
uIC3Ye5{xgOg>hIS?LhppVp(nzf#^BC4zgQ-e)=ky}6F93*U8n&UbQUyo8w$vFlra+@N3PIy`!T%<Ne
DJ{|14^6vE%n9CA=j$(m?mJ}ENo_o=nT!7uYS3uC?&))AKrsr;t!Zx}>bt|5+qCbd4m=9C`1CGErl?F
~=rM8X$h}4$1dh7HTdQD@#B8Nk&IriP%M>?0vQvA8m)XDv(5y&%6Eqy8%|Ejh?tdgYFeBY3J82$}OLd
PW0hH~|=TME5WQ`cZwH*#BTln%+Vm9qnW0%+A{W2oMw_xv-ZdYW|&8Q3;!;4I*p(_6tMoftGL)FuZ${
%_0mGT?b)Nf^GS8%dCi-tzijwyPG#{DZ#t5uQ~cr|bP5qg;ap)V=?FloPT4-xw0j9xT~jrq8~LQbXjS
{hP<&0*9w}H8(+q|K^k@!A7(H_Hk)y@vNYMQ5~$o4I;2{t2R0+>vm!N@^~{UirYvgSeOhbh6XZhK3jb
$y#;~}#!L$d#KEEx16Q&>DpgUW1CNUkkathue!3dzQMZMTQi{J4!{xo`n0<2(fQ{miJ$pPTJ-dWI`7Q
fLR}-YZuMX)<^xj)@1LxUX@Q<L#l5>$-jXwmD<f|4tIf`aTln>9-sn~ZHbw9ESLRea`ixEe}#-?7a5o
t0c!Zj?r0VLpyrVdc0n#oHX>Tf#a%-5aIU{{rpSuaW!vX>lws(6DEie2`Zba<9A$?3g;wv~%pnRbFtG
Ly?=LSfA0ia-_ccBgsRX<O}t;@nP;g$P|Ohshn!j_S653k>^NC3pR@v>AmgaDd)wj3Cez(J1s9^cDmg
Gv|5|x1tN~E&{Po7uY3yaCL*vefxIKwF?GK1+{5Mj|wSU#N*>Md$RxKRnN8+6CKQ9Y|;mztiAE)d$d-
sh|7lVY{qy!FSK+iqjZo+G`gQV2uf3}Zd?e=(>)~*ty#A?U3|D$Jm=dCCP~%{uN1w}s7gu6w<^xIq8!
ga1o68N4(*8{XIMgAAZ;^Cobz~H7%42-Gmg2Y<kgkmYfreT*K6mXXc<>)VR?RzBL&>oDnGbxk7@DK<$
r6hf0>-p-t`DBzTHx+L*vw~EO+Uj4FFqQ@NlXmk2N+QlBGrubekq;MtW(;zaS?k@I<-x1!Z=q)FKn1)
cgoR$T*bIVg85*qof4q4Oj{0;`G*dTNwbXbg})R5`Bx_tsV99ynvqEAFDLOx)2+3?O!587o`(1pOYYy
jN{!(yeJ%v4{t>Jl$%!~VA=1avVjcPs?&&3e2tjVp(+6Y4Ng{WLg4l5-MSZ{>EF<u@_Vbd>{ZhTyPNQ
_qCkgjH9f04o$eYDf`35_$I&?o1dC4C5JV0G)#e_hIYzBNxN9c3Ipf(WtQD%Qd+K@4LZ<?Pd9T2*!;`
RwM|C54DD+d~RJY{0%~-=v@adY^*XY5#D;;9_`F`je&Z+qPML6|Lyo)0-DS@hVVptI~4VT;4tj!9An^
*^pc|_pUAyuB+eLW(6E^oq`R~Q7!ekExmK*_J@*eXqjBYxTH5Ce<(!dJF6PI(VtKW{(%(CMTdDw%HV2
4Xl1{TBg<iQrN;5K-%vRvoe0D44^j<WwG__Z}W;$z!5COkO0i*eUW#T*$?-$27~^{xXjow-R1%VUM`m
a4Xf$+zH7QOGwL;{C+yBhV+K-uicK_fpsezb)tQF?}$1CTvrj~JQA*;5}ImrM+n3M-dzKNzw(*9A2+}
4RYu(TM;<RL?$f_|H)3k0w+BV|3jvZF2t{z|P<Wj=v2aqaF(xYGRnBJJs@2AoziJS-5>?3Q5M*pa)RK
1`ZshZ99*v@=<sEm+JVEi@ahUT2x$7l3`^NPGsZuG-g8!?QjCjzY3k=fpaXfUi)Nw5WXas~@BCSiFw{
NiWon@ygpx=sjpF|?cgIpGAXF!Iyf!t?6n@I&Mn+USlZ<E9@NS#AadfBs?rW_z6J_Y~WrEn3bpZ%<ps
B9W68hVuoGxJRo6c0X<tkLG=k2>n7#!ucmvwO5gPhdM4HlAVa8wS+ggfvcvKrGHcvUXfrFGcZ2G(I<V
U4x^#{`HT?vlrQ{GIRQ981EPg)|ySbP}%Wsk7hh~4nC3JOz3OaSxOYQNA7YO#Lys<rcdOu^>0_dg9fz
iT(dY*=@B{eiGLs+AM=iF_ev$9DnM77nen&oDQRiV!G{X@AK%a*H=B6%628KCfx>e?agbBv>^W?<;;O
3AbeLJjXp551yblmS1C&Xw-kNY2^Lmq@6zjEIy28cSht)J9Ig4yB``bgBL-oBsv*z3ZUFD!p%O27#>*
{E*WDFtJk_-D9oUL*2x~4~(3`n!Lt%umNVrV&6#ivZezI1A13`NoS&QMok;|a3btDt0Gs8@=al?Nnk`
Jc(|V2Z=JHy`JU#;eeyW1~{3&{X&sf#=pw8MV-jeTk&&4Yp*avI|b|{wTe!JI6EvCj>?bf2ASEho<`c
{HzjDYBkIWFgqy*e~fw4D<~kDE2wW(qE&9jJAJHLMYZ~0B?!?-4^`*1<iZb6UI4g6)M2jD0r%>?oARB
BaP2eB@hV5`$;=j^-Y322XMPa}^B+{N6z78DiBz-DZqd(p<U|-kK4LG*e-1OuR678p67F7`4DJpy2Hb
6FwF|y2^X&UQ#zXSZmbgV_mAf94xv)oC1qIK-)#A>uW<2J3q1DelOxJwPxdn{PiAp~CM8Kfxck~ikrB
Ci$j@C#n@jo@97V!!VxgZIeaMLICy(@%+SV<*=pvPu`QTwNq)gt}Y_$B{DgE-Kq;odWp;E;c6iG%N?(
cxD)jvkxFTC%(9r@K91Q5J2R&vmb+G=W5@f)S059z>QGc!@UAcy9)B2BM32==l&uvEHxKy;38{0s*yg
W7t&ekHclI(gPq~g=iS{K0RoNN0ra`ZH5cW`EP%qrU>V-WoW<&#*fH#{LcAtXs#cb&Jl-ASnJ{F@rY@
LU8gP=-0(}}D}!iO-+2+Ca0)`--p)Zk4AH6UGeIZA;i#2@gNB-LpA9K~Z;qVgpc7uSx|!##iKM=K)>b
-(uY?#?1)R=vkqHJO`xvM-72hFAHPaTUtm6PF(pRXebohYlkwC1}Xh<!`3jyg*!|m+H*125rm_%}(l7
h}&X#?^WSE!ZNO48)|OYOIhNTtWoVAH>1AECdvC3)ezmfxw+EV-gz@VL8pv8w@4+15-6BLKaJ)f54>w
X)O-b9X^?IDl_ecAa72F8wTJpbf$M>mRRA>k&o~wnrK)J2V0ZmK&5N+MhmGcel;e=LEGYLeW+YR||c~
Cn@6^z1H68dv$C|XFE;B*sKqyR&M1n@l&1K4&XCkkYUJlwO#Mm)#o05P5!(S-33}sqb@}P0Z4q7Ijp3
=)_i4qrzJu70;I8y<!v?jXBL4xpfJjpNoQ-rB{WlET355(0EBrrR0>O$&EWjl9_IkoTGS4<jVi1jBEV
cK$HDZKhs9#`T(Z*A%I_>5pbuXH&wWg+;P%<9YCl^pmC!+%leatMz?fcQLb@oGO_jhvS8eMf-<Vxy7B
2w+y^-4Zx8UIoMa6WOim#_<Az4MhI5!FvY0Z`>2pYFixt3&d-k-X)M2AK08AK>f?G_Mi7<3!DMVzzXZ
$eg(5E?qRYw1E_JLi;dbS@DVj7MBfFMi^N-3+B9i+rk#Z}-Erl9xsgYN*ZywZ3K*?5BZ#1nJ4JfB7#R
<Cr#ED77~USj41br%CtPmNH4F=E|q58`4?)XckfJzc$-Q2G^-&DPt9uaSEOuTh@n!a=Hv&#fGJ%AJ;>
*98YPNMpr@=*ev7eIS>vCjOJiD6ogU4_;_M|50u!S4K1i&1B%^Nu#KQHh!BOFA7lzzVmkB}CHEf4v^k
V)+)@f#^M<_pAU-9=7TKXhR{Lsn8<gG0z`&qEl3TfBjHA6^qZ^fsLJeKW;o=Qkgxs)M`h`kuUbaCc*2
m$%=;LLdtVo%d&f_Y0u~v{NsnSH>AdaS`sTt#f`B6sdNI@avM><HGWjt?YA9n}95-myAx@>f6k`l?;U
=8S8-rOv>zRrsQ#U3@4ftQP6SB@d&1XL@5)(jR6MM1Vq0(!WU?wku;G4dxi`q~$DK+;rJ@-a2YXVwGT
&2+ReSnoSTJm+6OLe;$id$h3SU9yk5fger1MbOP~T3yfbv?n%cNVqC{jb57R?lh5frZ1p3?_8B~lOy1
DW8aeC*FQUBYyY|;yM>LEnxU)Dk=HHd>7=~=^n9M;jB<8l2qc*l24nB{|80M*RItGKZK44Gv-64Z3UG
9N{pqY9`~xPH-!679C*f$}W=GU4PS>r1tFFF$%7cqg|1qg{8r7|TTcr{VcQ0JISvo=_Rke(BoO4gCdI
tG+^}d8ve$0>&KP)Z2Wtr%=ybVU02mn<g!ejN8V7^2B*k7GX*E<}ghUX#7uZGRDD!zWGB53wvu+xLaZ
Ar&J*%ZNFyvvUVx}Piync6Y(HX573<LG?6Q-}#$4hknE6kJ=*zre<+XJ&Wa6og1ON1cAe#zF4M_eNc(
zF?mD4puDqJEh~O&4^aEPQiS`fi5pB@{dfM=wqLOPrC}quU`aW_DU5=lCACdAF*A|8O=J_kf#CK)*l3
|l3LFVfQ8|0a)CmN*3&!s%Yzb!D=F}+%i+*}aa=t)mHi`?9pCo&V<Jt4)qK%z2lCmC-_S6+-%gl?KE%
U3Pz=Gjv!?@8fT$e_2qYFv3|X$^V8YRqlCbCT{m$CS+?yOa5xselclf!5EvK6J`uLL_B7|c8_iVZ*W7
6p{yqtC)=ibZI6eW0jn?ZJeI9Y|01%{(bV0OeHW+xc+Hq?5%MzPVTg4B%<Uj03u^YQGc5zRna%Yz6yO
E`~D6fN^~dBT;P`S)b}`arEd{zrvA(W`)<|F6epu|hSv1YIL(AlC8zn!9)JZuWrV39kkwwu0m`{xoJC
#Mm8j^zupUnb63>5CeOCyiP0~${H9uVt`xWX<@{kIAv{11`GgnU1ag{bjIJqdE4<ogxLjLWj}F=DOaf
yK26;)GICY5h!Je9+^UuRzeXhYYSF>V5&#E=$63fVGiT^a7Td8uJ$<Hx5qwnNu!KYrpa4~vw&Bm`4Xi
!Ox<uK=dT9IdvKM-?G!1_jq>WcX|5LjQ4m38P4;EnS&#|cTF%Wkju&HD<gtRNNIBUT+J}KN@sJ}Gl&L
FZ*VfkO=5z|{V7=@wqvD3GP2%WOLXYnQ}SDEk52^^JE0Imi@S<>VU6r?v4#&e=j2S>4^)N{)oY^%1rQ
8ngVWi6nzViT0fs~+fmtf|zOSScnWO*@u(S;;iwK<=`d%jgRt1XDHPOM67cZmLFw;oq9rq}oV01#U{>
nAh06HgkD&wVP9h1^jM;NM=7^-uW-`1IF8=S&;Zp$OYKg|0qwn7E(az+w$1vyU91wSIsoz?%vh$S;WV
>UGRJl>PjG|$<yE*_OrO=ppAjyy&S^Xb|<W8%T;T3M<D6DAeSC>W|>PGj0As1wjh$CcW_~FLB(_g$^+
O;{opyh_zy*L-?{QkTlr^V!S_UKM>Ia&qBAueSKt#!^ib=hd_cIo#BL|67Bh1FzO7cLSbAnAwbJg;?~
n}=Y1|m>BgNV=?K==fq#>g4JUG!gSqv{dc{v^;yyEJWw1093W`8_c>8A?lkYt@yBl-DFg7U?iWcVd)>
D>BrwYnRnD>c4UqOwZ0aB%zH8RN;aY4DBDa^UPiU?Mq?Q99R6Q-e4<u8CR}Bz`5~kq>OOmdte+M!ltn
IRTE0c&~1F>7b*rymNAyqa!O)YTc2~<U<zD%mou>a+(+_{aU;0bJ{>n6b;}xm0f?Rr8e-^^>$e69rzr
ujrctjSSmGGR#2oMM!_po>1egFi2XtDBC^t{$B<=&&Pg4OQvjg(N<sn!GzzP_<!<<E7DrVL68-;<bt!
giGZf?egNt(Pxd1tJaZ&gERGM7+a)KW<BTq@4(oHW-M6<>MJzPciySF&CFpYa_fX#MuV7SCLN%sly`W
m=gXIrJ|c-ZZAO-k?WWZ3~8D>@uHr$R(j8q1&ZEOi<Jj>D7y=7d!@VY^uWz|<sWI>qyhS#f<8mFwz5O
H(6Is3-Zo52niJ^P0bY0ACwU7DY?+^Q-6LGw17rY%KZPXa)8D?_O$6(x;9`Z}_<?;y$qg7qcpDk=5n(
gmtwmHSsa1u*||wKK9+F@9KYoGwb?uaL0ghIpdU%JdV);oQ2(j&1A4Tt(vfVq?cEI+fLwLdqrcuZB?V
+98YWDu&6DHJuqp#M%X!m&;SW)GTtuThbOM}xnYo<HGeET93ExS*=Se@8;DA@05YNKA&c=d#L5l!j}o
6*t;Ds|7{A*Mf?(HbO}7joBy^qpWzWluGd{M??klDdDqhc2Nbpkrx>AiUl)zGotK1dFO1u&}Y*0_txk
b@0gs9ozLqH>UkQ>zJ4Zbe$7xeg5xBwkFJfC>m`JE)Tml#mlxSZ5m5{3Cm??+X_WxvE%$Fc-r;$Hk8b
dg737e}xQy45J41@7Ol#IxN;Sa8rU=Saw2YWkM6{hkOBmZQ3&=8Y7KS7+yu{Ije#LMGe@0MF<G)PQrc
Ksco4wl7t4LP~XNIL0otWIMwL+4v2Eoi3AK>oTWcb4v;^@?Jy(lCJoCfe5BShu10G;-NzSBoTE9>wYa
aJ0IP+Oe4JB9W<>RC0?^g@p%q#t(BuoKhblmWtHcq<n)PF%_fxLw!*AC3nwafEb#Dx--R>sM0&%-{>B
`-xQhMe&UWaF%1yfpqw~JWot%*T&yjZiT)5EfbDVQ+VfJILpHFW$$EM;oVvXqkl5AW(0X;|YM;!@0ei
AJAjvN@o;ub57cxO_DCsqd=3PcAqC|XAdMvg5nlMxV%t|M-<14X+7hhTOoM(t*)bqMa;XVb<=vxaT6m
Gyff^|@JaMEbl*je_=-xj#NaQ*MeI@v>{am^hvCPQzFG^O2s4dmq-oO_kR9R&<`CX90hRD+oMJic%3n
H?@<}#4|S}0L6YVy`S)mKYzgg@TaVu32e6wau}w{G_AK9wuuE=g69vemGfcLZT7o(lZcJ`LV>m~4TFO
<&qaF}=aphS{AOWN`D0}&2<WD9Q*bJ(?!%RS8yZM=(H|_62xu8WGde*|W~{n=E+x1IZ3x_uHK~0Tj-T
DpQ~3H3XhgcnNTw(}3R5Iz6C@xrZPKD!EWkMM13?%TC%!&pSkuUdwx_b89bCczyopmmp7@$lrJlk;%z
rB0vwGO9F7LR&(+lnAaA+SLNyneP+Hmc#FenE_l48^EQ%YeRYbyZe0PQs!Iu1-=H@R)jWX!W`Sp@ZU?
9X%bk*=yF1Z6Lm1MrVD`+B1-k9(F4-LCqzWAJJM4dKPBkZWWlb>m;TLGMZpCseZO=?sVxKt|YVETnO(
vSdyQ-dp;!PDmZ9hIQPK5sX01Ar0M~j3=De6}h>!ri;ymF9_|M)nR9IV&Ul<XCv6byFvtd4|9||!{_s
^DN_1F!=VhA?TW2=WfcNCS*Q&t!Vp6Q`UGan&Sj#6iT(qbpC029TMshcv#qwwh^1oWB-=XPb9*rlF#`
%d&4Ja&6SDGU|7cc1uhj$^EV4k-4vCb1qMl$vdVO0T>$7ZGX&IVU=5*2xSEb%dpA?1F)PF-ReNm<b;W
&nPw0=a)oVao*#6J+Jdn!)ADpLwu2exGVssiq%q2X25U&|NEg<_UVVNIBtYGJXM%<#$lleO@F*B#6r!
=qm}EI-F(@W_#5N3H+XLuP6!UM||A&T}%jBqz_hpMYT0>fDD^sNFCQR!TE>`l8xo62;$d3P5;}tWo3D
X!vY=&S3SA>ZOkx+Njx~oIy!<gDg<c0H^k(4p8cX2yz={$XJpQZ6TQnm`o)7e+uYv1RBc#vuiTtjqlb
w!GT1Iwu%@s`JYCAloHzN%aAa!12`%l;NdaMjqbEP=r!7T{sgL4F+p%={`Sf5+>olobvB+sN)zCM-|j
^IV4OF7<{cZ+5z%IZnnaXuaid{_J`dD3xsupOQ2_l^pcCv(^ckPVJHSO%h8PKVKJP(q%{=-ZX~Sj>Jx
13(OoMq;`Eh75NBW$JqidLVAl98>TY4>t@QX&soqQ^cYL{-2hfJ6*5&zg0q(gWOoeyPupxU!0D#H`+o
)Zga?M*!t(SJFTZry&9Ela+caKP&aI8_j9XLP>-YSr<r$!3e^<xNt_%m!-mt!R39iJX(ga@<ZbxeEu)
QpzU<1ayHrcU9u^<i2TOT)f_?ehf$NL+!=d)D<GnDL4mHNsO95B)Lv>a>o$uSW`o(<mg55v|G2Jao>j
-1he`IAK}MJoPJDz`+$<hPQ^2N%jb-qB>!Rs0i*6~i}<92nL)cY(8_oGTd{vbJI34v^6{YJJ_w@t9wy
u$Qfw;Muj<WVN&GOG88~IBl{=(gHe~9BfwZ}tHeKH3ZMM6pKu_2@>NA~8gv<-mV<2RiE$muSxzJsTGv
W}LUI{vM)gUhUlb{VqqI==RGSwHT5>h;junxU)hdWgfnY<28tViad`dDQV2Y}#e&EA)}kDt)!8xz9r(
By~;vXueOxl4lim;(Qek*bYlG6Rvm_Pa-D@&Wbh`TvI6n7Hcif8ZNVfj5ab46nzd?BADaOtLF=h=L^;
fOQptgS~+#jRM@gim8n#y`;gW|3(bG986@ZZ5C8f*6yAy0u^2b8ovK93AuqyCx6rb#uTQ7ezCJZv-Hm
BV1c0?v=c(Pl9409AOoG|7|t{aoukGob&X~5!JMj&V!6R32(b6$9TEWG=-;3%0F?d1O4r@y%w%K$t#q
aj6v9)~Cqs|jKl}!8Zq_f!?j{w!<=BJ+HjUXh2t&A1B5-Iq<fl@kEqa|alx}a_n&erWnS5}<LBtzDGg
51^i(^cSKDUQ(9>?OsydfSh*a(D>uxA@9*8&+57m1TbFMph@gZD%uan#cyO3T7xI~*N9WvQiQOYpNvB
MFgNcsvqt{x#X$s8x(cZm&?yUl7Gj80n7<vScY#g=N?s)1|Gh<i^I;{VOrD9-ZQgIY};oG$c-D#2gCI
={8Bt1aPJKV}=2ti`O+9Jk>*DrYkpA#dbw>LZePUB>2ns!TuM+{XpL`P<E_VZCl#iL@V+A=-h$2?_fd
T8e*RBUwFOq%8>JR;wO0*8Dtwnov*~$@S^}SIuNcj&L&b{V(75~RkZsG@1-d0$u~3V1d!z3^cjqvYw|
7ZZ6Z?Fzgn7*DZlT4(Q7=)5?tY`(Jy*zBb_4SefCsn+MaSwC^^KnD{1pS{jX^rC5`BZQs4uZ=X4zy-l
@7Uu?Ij=;7DPZc~{j_k3c573WPSNpRZ3u4fb!<ixHES!6r9<6k}<_v$;<q1RYA@RP+ed8fopb#6!-xa
Z83K&JxvvUmgVBWTK?%nY)WAZ{4W{<b-uznlO$Jmst{K!DJ|)gK^_O5T)o`Dlm(`-}TZ_afAo$Ex*6F
LxP`uunQ~u!IAR5-}Y%W3yppY;JvxzBI)>v0;H&o{iuXA0-C0=lOIAo=X|+=Dl)}9cL0zr!YbcfqBgQ
M4P!veB+I#n7k+#Y7g2YCrq75;C`^fbvX60VP0Lfp5N5{R#7%u%@7W%m4=5Zh`&=FXEFfZ&HJ&yOMhj
n6ZK0m)5wW9#7=9fwL+;)zeOiA-CV^!|r_LaANEeH_${YSo^V20l(nz3SLM_`fPGyNWgYG@i^{@Nluq
T7^$_fiVzYadjpHHud`miVBB5R{j@U}^wlx$b&Ci}u>UkF6vc}Ay+8A=iv-%Q>|SYRK-)`XV+UA?qIk
s=j~m;?2)hA9sUajR|>s}%X<@S(OFO17G-f;vZcTeXWpeWxO>ZOmjhG7FZ6B(Y~aC6aqroXNu`?d3%|
=RACn1*`}0#|J{`De<czx?l`%TKRzlDYd8;O(3?g#2fw9=;q?PMf1KC?b1(>Rl{cbJT-R)rOOtH%lY0
kon-OM>gATsouO$s(Ry%-Kws4K&TZI!iVefyp78gTAKv^hzi((n*V<z1^QmS*`;|aezLn8{zn_sIKJ!
QX<R5JIGr-C_H+?F1R_s1D?)@4B{O{nDhB)XiePl{$o9cldyD{AL<E0)0j3Rt=Lp-98mdd%V*V6OZG(
if}2Tzo*3JZ5eIjH9!Or1)Z0QPqb;efj_%Kxgra|t&wCpEhkP(dE-(dtg{GE{g-VAlbdx{o@S_t<(`g
2-KM74TK#wa7+9<uFo`R?`XDX-*q%0Rf^jB5msu8*f8rQOkBi)VJE&gMzv#f!9vyYPUi`#dVM=d_p7u
CyK@%Q?E))BVA}$D~!jFu$b4lLp1zhU@{DgDsyJr{i~v5Df#%C5*@NuesBz0rUc8T_OK`3*I1J2$E%r
H9P;@R{j(Jb`u8y4$)xcJChWH<IjKICPqNl)#k?Y(f7nF;t+BNEao5NF2OCPudWzCCplE~Q$gqYg&@O
odQ6*@b&Oah$NSj_jUYMJYutAc%W%<k~%ZPDtbSi@rp8+Ltf0pKX3}Z<5deezffX9Uy?fB^%Q3!@_Lc
lBwZGw|M!6;ULa>jIQpP(525c`kNUiP+H;Ul3+UA)@R+~k@a4D4qcLnu<tUPzHOrg=1vrZ0mm_wz$w%
68axv}e9+6L6`LIw~#(XX765NL%douPS50az8+7lPtZT`f*2ULLv`Y@z{(%CoxH=lN`7XlOOA~Bsu`5
@m<6*aYY8iJ4cWDGvBqDh&<A%en~fqD{K^SL#z+r#J1KC`h`DvAH@-~qc~b|NgLu6)Ur+3QeU*CfnJj
~c@1}{3Zeg0OmRPbM1|RFMmexKf$%Gn*ECDzeRpITXQK9D^b73zeNK!^hcCn%W-lFU*%oHvhY~U^%6h
MPbmW@Q%%5Z=Y2y&LF8f~MvG^UQ5lnQ)LlwYe>Fvfl8mTeh%Zlp(JuAes0r(fZK^d#r^7mu#yKyIRG6
b<bFf|ONaF8mQTX8yZ1<^l$JQ7=qG@a%Jz%8fneZ3KfI-#^{!S8)Kt)RMv+oTHH0U3_9-T5ow;w5dtZ
#ob_krMw(f7iL51aS~SY%ld4f%*mmo}>ROX-Q^qN1C=qaBf&bVUi_-32ke!!`lA^P$uAjl-gjqZaG#R
%ZxiehGF&>RNl~kb(*pdPFBP+ud@nV%FBGXeb8i<s=5&lP2j=yaz`Lo00lIZ7!Jvd=q6kD^ZvE0Y-?$
@M@wJUyL2nKp1Y&@_q#_9Ka^Snmtv)+z!gQCXI3;P6GhChhFh<6Akk#3P$uxF4|XF^0*aVo<hmQOtl0
*u?4s;zc5qn>R~|?QiPa^9sQ*}ivWtv7*+&fRk=T!1b?eLjC!9)Xu0Yy0-Fpd4&qP`URp*0|mUUe8y>
LzrJlootEPf!l)Q5eh4t*5!DxRYQ?1DBbdZ<7*PE?O=n-)}ym^5uQcP<Y|?!LDb_p~>q$i4stcQSX=H
2X2=wC)8G%afUxTkgGki=c-&%LupNbMTc%w>{G(2oT?ienro2AdK2C&BEtGU-vYMIm21D<)foA8B8kO
svrBOm*cQCe$sa8;YaXB?)qE<NfA?A@lv<}QCy4$OSpgs=dM#myiFRf76X7#1ZhM>;~OOfvQhIhu_bx
`_gJ5YX)IT$bM2a=TX1GrSp>aG*yqb!(IjsdZWEt>_%r+3y#u+MsqUeLu!ANOx<(Z0q#^ug^jXxWq94
bo%Z5ZZgCg_m?OYTY9hiJGR|BG7aeCVsP8Ilc!Xme1=w};=GZolQhHU&kO`)S!yI3cY(aDQo+ZjQL=Z
7C}?~{<prfr9kiG~Zz;7sOJ@fa<j6{NO8gVZc;*8oN(Bz>C)05tMxUd1J~`ZV={3lj>XAu!=9A(RazM
J!4QDg_1eHmr@N{PxUyfDwTn-lwiAwwt&4`y%80#}(AA8hAs^?o3(Q3t!$cs?P&AXlzuq*v1rJyOHJJ
T%H493NiK!UM`Q^k?c9Dn<+eAW)aq2)Ko7{{OCXgNI%|2wrtN;)M9<}@_bh!z4}7*$Oj7&d-SihlssE
DQn`9wsQ5^|3#sjVnt$PsNIcFUwr!1~x5#zXmVGoLhR_C$`mnmKGj{^*m>`8duj^DHvcjOCsw?zM(4V
}ZB5rxIyYdM2_ovD*Y(E(pUJe>Ho$<Bnj@=gH;X-Oa6n=)Ma}rPHB3WRsrKtG1h&I7$qtr?wNsTS)p_
zOEaabInd%XscvY0mJ$b02iIl*s0!NwXi;_p|1#{oh=DN}-8YZFX{(dcS@t(rnOiF~m;h~P}KsX{T3`
zAKR+vQNWtZCJTu}eX^qPsB$Ee&|xp={l!Pl|UiG0YTz!sQ$?CG2=d0CxnXfFarbdsMKLeWn7_Z!g<h
{#Cv?{8O?A6Lbt(f_u9Q=~QmXB0KK`p0VLWk(GlH?Tn7fw4()gN26tI3d}l4o6Lx_Q7{Yx)%8xe_?l%
xLzk&#+*|-Ch<yA`*8YDZ(LpS=W43?mk~%b(%Kd~o9*}$PxDoD&ln{Ky3s&ZgkP#NBC}m`}aV9$`!(%
oV^(q{<`kfue)N`E(fR)V@Wo9Y(2Lzs{;g<v=hFvIyiXOHaMfEp~N}dzN;}H~^C$v4Xh+M7Ltgy<AHT
x`>2|nV1{?ZezQR-=<MjGUn&D_4)T$Pt&zvz1NG|;i@on;xE((TtI*&iAsf;OEE2|7QJ)1kS^@v{#;O
19CYLeDf-{kUt8b^s(^?LEczx?`ij4jOTipI!u^?UqM(C<NPQbxO22C`Vg_zk~b+I4~L0iQL=M>A1Uf
_K2bN2=NX7{dx^!Py4-a1|oA~8SD2->Hj>#AK`lZC>v@fqveq}4lS;LrG|bA!r726^fj`@3$Y#`5D9E
PU7~j}LSE<Yz`asgi7m@WJ0QET=H!_t=j0STLCP^zNDzq+^{;Pv9Ob{UZY|*?W$Kx2J5cE->C6jBZB-
Q1Q0>YI1B50y3r@irQU4)ST)w{X>-GqFQlg#>zlC#y=+J^C88@e}OqtYG9;{II$vTGluDq6f&NhJrTP
h-?bquv~_M1~)Ehs`=rvIbZrHWT-wu*OZc8EU5tmDsx!JMC|Ym>=9g1#MN*%nbv<MN}l)eN~G7|O9F0
Ie1LT3)clLS8QwTaTRPThtrlr-l*q@D2BYflDi?sF#MHtRQv>e|l^?wPBV#G3CArYp46<O&e=f30v?A
(RXKHzUHSW`Es_R?~Oi<bDZO+32B~!05sitm~*CYLwnSH<yu7Ns#GTR9X(a(D%BDsooq^W4eByUF-vl
|!qat@GCpL<ghJtsR~=e3qWg<^tC{`n(asimYvJ#(GD3gufy0^h9bxt@B2BP7M*p%w0k>rZ5qNQ7pj2
HCM%g-SiIx3{)$m5FC3WQT%W1UC%r}D_0a0Vr1j(xWG9FoZR$nKN0CRA3Ua#_U02&Vr5X}ixgs9(!4S
~XIYfB>3*GKdhZ6krrYd{X^!^tJ+cqBXqxhr6)!-?kE2h&h~`*R!lWBD8!#D+J~3<|^MWv<0lI)Mwi!
1Zs^0pXLm7_QDgu;t*M{S*W->Z<e%d{8KxdK_aFf)|TPM*bd68DaMJYaNh-3;&;bSGf-<2kbGA1^mDw
G+YOkG{IA8FjlYmLw83$opGNEnvd)A&={d+E-M5%KhkzN_93YE_x%`B)xbfKC(l6&DP5fsn7I;ylNOv
}Xz@R*8k#>+e|k?n<MB7SRNlIZnxb-$dv^V><n17UJvXT$ia;Qc&_pHVsA)0zIfEIw6`ZT!+u@PlCf+
yKs!U@rs@>penE&paQlw|`x*)CWjd5|xqpnbdvH4;}VRviH9)|gPv+kUK2U>}*w+V!t=;-Z9dX<TtpF
svzKKQrSsgLmyK=a&U0_54RDPYk^iShmNfSZU0ixLVO<SZozmLm7PDEh6WT8{Vsao%moKEf+uZS3ikg
6FMmu;%r)pUKDI-xg*Q62EXt(p}Q?{#XFV-NgmuHV_74#2{rrA<?gHeynbH3_@uox!k1KZ=zBf4|wxG
HDr+Y8mGNtU0Q8>6t6FT=-c*Yn-~}II!d>5)kv|weRZ#F%s)$Nj-=AQyc>(0yJzL0yCAQf6gsJ*&WB!
^!&K9L&r(->Ltx(m<TDtG{9Tbg-=~l1hGj`YQKTW>%zZ)P^iQmaK2S^nTDcn)AF>Qkd{pMP(Rc7cM4!
VHWDwnsI+2q8Y4V9`5HRt413qm#XMw>5lL*57*OSf)WP&ADV0_@o`S*8TR1s-;TsUN0kaR)kPp@HBf?
ECHh7Bfc$<q>o(Ha^cf~X6Xm4eD6kiik;@?h2WsnIN4g_K#f+mgW-l=U>haV;URo?G)POb?21er&-Nk
u=f!qiG{a%>e3&%ReEuXWYbj<lT}Pgz;EGBPOK*QRr#~;hbVCa_e$^Fzz(Xp;*qq@=^>xM!(eg8k+uK
puDP%1)_m(H+T)-LRn)$s>qXZ2w_9#aUFry8%l0;T_hwy+3$~EIt`O$-~nWdTeVU2xhNY?Tvs^g<qVP
2%Ip<T0#LiuOr$#1m!dQpm~D#lLK6N|QR&{QGz8Y(CJ+DV8t8=)iDJQZ1$uolVyJA6#_RgDvlt#<tYj
W0%?7fRdcgG2>w#dv*Z0GK>gh}na#hiJ)>+Jd1va?Seb|wdyX+{A;`b@5y_j2{4}}{#o%e}I!e*haJ*
0KRe*CG0-xS(qEUBjeb8%UX{m*J{>TxmKdpwR2?KIV@xA%Q`EH@{oyI*XI#CEFQ>%!$|q?>PhYdfcmX
GzWNlXI{n_o}%Cdj&w%n5X6JcTbaMn87|2y3E^gc<Ql>>z@9v_B~*Tuehw)HsdAu>A-K|C_tS&&)jb;
b4Y(MXw%_ysc}|nc|87S!>k$U7r4B?$mc_5en!~hsju&FRQpLCVFGJ^#XrqbwUUL723mpDBxxvJn#1>
hyUEEv4_WN!c45T)=!=t?TGI+n^YnCa(H(rTb(nJLJoGxM)PYZ9`RROdgB)Dh^2LcC2bNXXS%z@Fas$
cOo9P*a!Iz*kwO+GQ@R;MdTr6t|z5ZERgrCPM0a*!xelNJijW48uceXAm+DUE1f5jLOpc<X;UNKR@5?
U;ZY$<&SO#ab6Na$CG@^@LPS8eO2h+FJ5$~9(Wq_oVi=A@*?XLO8f^!A*M>Gi#x2b#Tn9_6`XJHR`76
<u|Yd~sb6>96{ySZWBzB%Ji9#$>s$+jtaG9Lux<sM~GbE&o3)1~iHZ3fS^?IP@W0V5-IUuMfPb7l7_U
`lNtlJc<hN@{73emikSA`0Bl)z-nAGa@!-g|DYnmQUh-?kU773ROC9k0Xv4xZ|~qu$;_a0`#1{My`{$
6#aunD)#C|)lmO-l$=e*8WZwQ_qUIMj4f#)N-Gm@$B0ye)1Fpo4>u#4y@^?npVT>tlijVS^-Cq!skme
7m0=@-g2+>Oa%z=knr%+!dHR+T3=8v4x+w&7m82h;xYRKs!f(dDn(2Edn+$Cpw_u%);LP?P|P}0dMmU
j;*go(vVe}Ut|>(ik`Q8Kskbsi=VFr)LPdeU?f@N(YscgH%8HFd=`b*BE`433~!J+~>-;bA-cK3U}$m
v;&5XEsf}&99PKzo4o12wU?Nd82YKEsF2c(emPylK0P^u`?M?Qcj3gEi*|-n$xa4zUfeQg2R{;7#)sh
eYnNXw}ol-_XAQ<kNL6H;9R@0LRWt8W$g1gVsGw9Ur}-3SO7du%~wb)G<Yyp@F(K!D*bHrX0Olp0qBi
d4DN73V}qEalt%E+a6G+GBfyN<THh9c%Va-JA8hk+#0G|bn(@A+D97b-zmSzWgbhOo5m(QiV5i$E0ce
j>-eGZ$4!I8MY5Tr1y_{=Ma^AnHlKw`A-4SfH(V3tZ>P&_d#AmE|naFw~H%<n;NyJ&s{MO(crf_jehA
XNwl%1Dqh&Lp!NTDm&HUx&rSc3puP*R6DrDL|ig7e2tG`+iItQO;o#eRv7k^o#+(1{|kF)Sl1?>9_9$
-@pr<i(Y35!RNIaRYT$zbD-M*_ZPKM2QR7s8i1Wus@MNRm+6~J=qLSb-X6)*_1E+)tr~fqJ5hM#(R#>
fFk9BPFXD$DvCkAtt`jt5&gibhRS{sX|q6mvC|o5zO~ZMj!VQy?Npb!mYyVEvoHO2kWz@1lmNJB=60T
GdX6T!UR|5i13<|VpZK<7qa!^LU-5?OT;4tqDl*Fmc=pl4B%ZSE!$_)}w&e2+%rbC-dlu(Q9&B4s3(M
`1(Y-HTs*%R|9msS-A|w+4RkbRVngwUI^_D^FUXl~;vTa*W09ROGPI@?+of;SREKR0rMg;Jh>Iw*o+s
I@xmmJt~)cWQh^+T^89evE``9@=svW?PEAIQXB#(&q0s=DgRIroha0H{HHQy}!*06^gMXZvqBXGDk%w
XYco@RPYPZ+#0-)9n~qvgk?8Nv|);224m?tdc(t$i(y_#36Eo=y}2bnl6VUUFEw`i({4#vM^tfZ`@QZ
4Kuiw$g>}i40wZbrbjbX)1lOX;$`=Kcv4X+-iB0un`Z&H?wz(!8b8QjY{j`az*B0|K9_owQV9Xp#p{M
vp!6O-zw>`N?)0hXm5}xA+W*1KB|M@#q-n;Q2=}vU84UL={`BgHS9ir&FtSP<&KTy!{L;zr;ec<NkuU
;J6*URXcw;&*L1;FLU+@3>3cZ9`;ggL*PM3Wg*z2hLo6}SD%9^64PGZ)k2r}?L!%J#E!pxz|V;)1RMV
a!hsQj{bqX+DeU7>##o~osOY{*O}#kt@ul$muZ+RzxaqdhbqREAES9;%jGV!(r%p38OWx3@snOk^}t-
yx8WM5*M=)Q2y2+C?}JWBL^JVa{HW<pI7GI@TmTT7Zd_#+Zt5_S5KiG3^J)*esVL4)aZ4M~%tND;-4H
tUVjpt=n+Iz|aGF-cnIE^xY5qP;uu|DHY?QZANXR+GS+RJQ?A`Ftmy@bU7cUH>c&?A$JWdG&+C+u&u$
oV(jGr911)=vP%2sAmx;GK4VG((PHV{>1kH?R$3#JWx-)Z!%P_W9Ccak43sK~_Al9M;6EeJ?1437Gl|
UjHSn8kYgr=o<i5OKzy2x=47aN=qrx^aXr@Z_h$32p;lEs-%ZrgXYtx(&cqe0l8xJO)jK|SPNayRfPC
qd<h9}hW_z^Xo2AT{^O4dk?Gop6=Q%raCtSs-7&Oy|d+c2uFH+&B}oC8=OwiDpp|AD#LNNQ;#XHD&^C
AC^<knu?m2y9K`nK7Tsn6rfEnL7L%H{EKpRdTtv{E5w7gGzCAHz^~<D6eR+;WMDNJT&a)^_2|<(|Zk7
oR5v=KR4b2aavY-{sUNYbVr!%Dz7bRm7*0U$%}Uo9bRvX4n=~EZKtV8iD>D^Yl~&eKl+Hd@P0Ea9tVY
i+Pmu!Ox*l0cT9Ze`Fr6h%Et>Yx><Wu#?ty!K&wc~*w8O;6#6I=#+P=d3oM~*+JYT7@~@lG=uIm5RTW
>((><k2_p0<<bGPi8T&<X&oR=Acox{h;vm}nnIJny#ottnm{vO7Uv1Zixf+^4vdM8sYL8go6iHjVY35
^hlN)ms)aV6lqO8lR-_iC6_)WZ(mDp0#op#jG6n>Eis$g9bcfLjSRsVhA5PYw4O4MaO|byd&Qvp1-;%
TbUorNy9#`<QfkC2BIEswJ0=v9TP_K2~%=usxlqDes>wqcjz<>KZ5*$Z<aG1((>2g6wl_=O)>yWgl7{
rPCT3PXx;(^7x5wqj{Hdw%p4>AXR?tO3C9}D?xFg?d#9IS5>6l(D=OpRZVEjJ|{c9q0_)kSl|l0oj&P
C+$g}D`Em&NH42!^RI=kvvF#nXiw$qg+-zPkv3&YNC!FWQUIa`c&SG_wg4&NX*qU0^DOT~VUYhzx#?n
-r6QnQd*uEj0|Dq5IKt5R@?W};yC{=7x%s-vP<(LUf&deO|odPtA-;{F44d<}s=w#k6(gtsKJW|~^>^
xp61xbIrDK~g763ZO$D2{X<h_5EpLEQ4Dsr;5`>I+AtU`Al-(lJtiq@latM8Fq8Xy0+?sMI>1=m$FdZ
c8{1t>3W&;b`z2$qcf$p-UQIh`g#8QemhnXE*+|iT(og62YAd)VbYS2RAr*g{3Zm`y@E`fJ@MtoTLZl
Rrm_<Ow~s%9_V6nDrQRQ0y8)*x9Ro3#6O$0pUf#=XgG=lhU8L-i(0X{l2{09tEPUvHfLA4)H3WJI(-7
n*+el3+Y^p>`7-@ow<f_n>wzo9+T`rV^8Z@@pJ&fPFQ4lsn0ek=$vqm}H9S-1C2$eX2&a58!P{`>pPT
I=bK?K)((xLBq7O#zdApr>!J6b7M9t!D4NPJV*eb5gg;Bg{IxjY+Zb;Vx)J*#Da8Ugw^z*=ybE0Y5^|
999VhP)XK-Z7VBALm(Xh<IyjYG{X28~yroVRa_Az$Z`W0IN~G#!e-Ue37dLW;$;k?zjnGkInn&4ZRs*
ep9P1w7un)4i&5O%k|&ujSFBaJmwNEn3WV%D|ut@(~H+w8gW*-PwZ=n9q&;W)e8&)}ylYyVmmr*`oK;
$ZGh_O23T2$Sy@j{Zw-cLCN@f5eB}(&?w3)fc%U=hjUJ-gJ2Qn><c_ogd`|6sLC0DECXKo??=>klL<~
CE67=0%7K{6VBHKFru{Qp3~O!&_r@uQMkr!wSfrO{{wDX3U)exDQ(e}mnZW^gij_xUx;#B>!xX0l>=!
LRif#NEf%()I#eYSH_QN8B?=|=hB5q|+Q5$*>``fC_u=7`ZJJtS4h|6D2xz*#-Jf5-(vp$uGdyK*&X*
n&K;%_#gqYn?zP15~~08yLLw7k|<?TX#lS%u0Q)LD=(?OYRBOkHYdZ_|T7kH!rTRRz|*KL2}ZV*#Ioy
RokpMQ2AnZo3uS;WuZeSQjbJ(OQm{clhlcbBHxgb&ZKxpYrk>Yb`J$Cno9Leol;OU#Kn(BEypM6noj<
96jI#Fd@;H=It^73Ba^P2_;~N8B<rb`@9Zry=VLiFj_U0qS`q?D85rE9aWl@>t<PvQ5uj8dUxu0uQ~r
z$cv9cf92o*QmJJb{V4)aWL(7m6m0TRAe@YN6<lV`NW7tRWVgh!xK&l$`5>S|YX~)AXEehC;YTp<UYw
z0#hthj$`$F>r;tz5rm>VJ8G3E+SEk(9?H6&gQF#~T%3wSumCG#=+(=;#6Tp)Oo~@HW38`l*uKDy+Jm
K~))2Zb!qOq5%PDX%bCM*|2vjd{5n;{g4y+AEaa%$-4ogE%@%Wc7e-Zdm}fyt-~=^$=yRims{+ai;U+
?cnjbS)#Kuo)QJpz#Wl6CI^<#B~3V+_iE{kqL}vE;Z&lO;r^!#NqSs@b6;CRw4Banop>6JcCgbdPY9w
kMYDsnyTs){S2@Mga}I=4x0D7%pw}B==han_ssaYPEqDVMXNiC1}9JR-wj_ks53{$Zfqot8f&-ccGx!
d8CtP1P>@;f9lt>)(GlVK5)#&mvjo*{@4Xlo#s;i`5y1RiheZDi2rqkTTZR3|Y-&mN$!|_VPJ(NA2$e
t@IX3!{?a9IJ2$s9(mi=Mu1khy?z9>dxjdu^PKKhR;0N9j|0qQkL0d@eZ`vDb8*s2+Y;VAue-RCjspa
Y~Mk8Fm+d-VqI>dSHFkQiu897|fMNM62$I%zxpG=nH30-?^hY9jCaud>$T!IHI0(!ae>3;k2>wD8Sr=
`oSJhKB)TmiW6dKIfhR=&`r+M#>bvefze--$!PrqU0&b#bXZG>+YtTIsp@ujG7Yw8$oxpF!;;vO&j9M
z(Ns*W3`;Ocd!1dqHm}nJ#?Gy>L11}Czj3m={o4(D(dJEIUqq;!)BdH`|GQ4_ntJMX=^p^eN!UUk%#|
JXp|gr#9(7@Oa!E_k%Ui9$EHIeIDBF4=eQ+gVZY<*jliL@XGb&r@>+?7Zg)Btw5Nh{W)+}yW4QbqL~d
U?V-7QjBcrowye++Ku$)nSv-omIj&O_8rC#A5;oT5uEizIF*IqG=Sl!2E{cz!e+wWnGi*W_+z=PczW$
-i&*LG?7jaKoK^X_&TiOO?9jZ(|l#(z=J9P<uzqv3*23I(p3Rw>?|cF3ZTL8W&x^`{>dxJ3w0JAk-M=
UqGlWXLFyuPmqpAd}@H)L|3zq{W1-HzES4{_r(WxSXc*_(k$dtrIJ8r266WeCRVnDK)d1vlC6ahZt8j
khEmomr~G83gf|bIsFT)_%Oh-QvcV(_vLgfHg~hSGGBhN1NV$Q+Ds^ZBGyp|rPvrgvBI*<E9E2_wHs|
4t^575@SJDd=Aw67ye_t#VnGz<acUIjbish(D3ZX2G^f+L!h7ESaA`7r=IKwLRNEuBjJ!Zz_TNtOL2k
fxHfyaae|BUYHM|lDzBl;)OG1VY6VGCu%xRSMKJB;2zYo6tA(S7^KusZE<s+PZ(6CRn43K;AR-UA$Zl
_3vORE(vWfzZNym>Q<v37Ue>+RoOC-*%|LVlMM4PNRD;0$V~^cxK;`tz=3??NyTrn;!pkIxbXadX3&m
Yu{%R=Y~VpV?I=4Fd|Fa|jCEMTzS$;Fiu0-=<<KT6lR@F&HsGQ|p(GmA(q+d$c^huOB7Aw0V^a!}Xd4
x^Wn0B#9~CqJuie2uHWPs*t0C#whf#17<xrcj?ed+xh@nnI3B!Qu_q9jY(orxry}TJ|GV}glQV%obCS
E)u91TlKHA+@iKChk(u%Au`7K*3!#3Z0t`hU;BKeZ){2PSOXnryAC>`@TZK_}Hi9p5)%VrJC2watCZr
MrJk(af2hE3roqy4A7kut?D1hN+{iw>&ZKF?2AeSc##l#muqS?=2lk#aNqT}6<8Sr*3L6)9-Z2s}CaP
`D|+q}w^Q*!hS$c73wj+PgwoZJ0eY;J#@Nsk!ZqAyt6JvcxeXuk?6JAX%}B>*=XxK5ygI30(6Ubej1j
C8~cXq@dy?QWY!YhXbtD@~!*(>AsQv%7!h_CIm(#{3Deo-H~)?Tj4^8UDrs8<{R)8K{*EB8y=-XQ?2G
IKuAs2Pu#$@z;yG{V@q702p0JGfSGsyX=-sAv;M@USb8y@FQzZ1`9j7rC5}IUeFXO1Vk54IAyIlrP9u
@diG^XItRO7ET(d8JxOY;l;)$ZYBB+~8KHyX4~3?&?@cG)cX{D_>DOn;Vei(bdMI<U&?vh_^($^Va$x
*G1OA5z<8QsfyW~aN?XzJ0qN6p#EK;a=a2`KDcxxlND{|TjfdqSg-W0}q-JqVacE>t{-J|U~_MwEJ7w
6r519`@EvrKC&pAO9K9<1A)9j9Tzr&8nzG-lieT*$sg0j`jZge%;>O-50Zo<2;iNmjs-h$xIQ8h*#ax
G}Ik&UArrmtawo<S`!5XNySRS2GZ%MN8Lq5G8A|X2AwB){cDe02NHf16_CyKWxdIfx?78r3f%7QiN!#
cxhs<18c!JPpNllf|B#9!dz<79<9_(>@eDLA+d);Q`8zuvQ0cnPX#$WGw;A<_X1sftF&01GmKJv);k~
EbB)ee;X4NAvI9*t0>3mXR=5=b>DofjJjs$xk21Ha14jw8l~R87+BIncXdy;-v`E6|qoK&Aec@&2^6J
+I2argW1cH4uK45sq0uI>5M(a=&mbGbfYewi!d>IA4dko(QpmRw!Gjm8(K27$selhoGc9@j$o=FnY&k
t2P6ztb`%%^E&B1i%Ppu<{nrnDU8-}qr>lF;1F2x&HfAd4S2Ev*F6rlyH=v%TR%ThqZP=rd|;G{#!e?
gT!8Hbe&1Mubt4K6Hs`v+y3nv-ncHs(@+?j-u`s&1!=Hh#3S0HwMleG3rz62RU$A7uYdTED$UuDFQI;
^EGwSC@$G4xXYLf<B#={QqYBS4M`O8z_zg}<hZ500_yPTwO11KP)5luQ@xBK+>W#RMjAF<BX#rV%8!V
J5vH#>4j}=N;C0FY<MzYs`MCK%Bc~66@u6&45#8|imh8;JT-aU<D7!rC_FE+$GEGw4937u%uBWd-&C-
=LEJ3t^b63o0?v`@Tm$Q)CV;#w;<QBSUe^GtHJJ9<O0`e*l&f`;&P3>V@<XHut6mX*F-~tJ-5+7{~oF
U15A*fv!B-?i--ry^uo_v>pD%!c`f%dvAHJmZ_`-AZf!Q!P|k;<u5>O^zwh-rA!=FHoe=}0X&+fm=9O
!9Muexa#@7-M;IbF9pQUVZ4r+g#?{;swXmBreN)N=AjOLw&+K&N0mZLeO1*=m|xdG=LOp>s(9j^?OoT
4hf)h17<!XzLgXq7wV|nHR+{;Yx0sst$9Ldf0$v8_m{2TT;Se*2rrck+cZ3DEw<J%Q#@xq?9I&G{Plo
EIeDv-?E|N4^Pxj1rEqWPO{h>0$1=A9w&J`B6*)tJPJzQ=OL>igk|#u2nrp}eX7PE><v_hmM&~T%tHs
s#m@d31ygR(cwxla=0G5dQgu_%-Rva%F;NdEnuZ$_@i#SRJ91sFXz`Zf7Rb(cvW{WoBO&i&eLs$|x?%
Q4f>9muRWv1&p)!Sh9`*~te=wvMyy6a8#w0}scC%wzD5%FX(!V*~`4#xX_75Msj&})pQCj#n)MkF{d5
}G#)Vvp{O!jIw>FBEd4(s+W{Dcu#+D3T=ceFl*Ph-pPl`}`<?xP`*>=ele<-%KDyX&PAmypSQ^fB2Ib
pC?hI-7Kar2{3c|+d4ymz(J9>2&qXkt0sjMJJTIQ{8Ix6JSl^^E&L-3K+jswD9?aVfQ9J$vTf?zED3s
@f!40Gr^pttO-R0jf<5#z{J~lBPC+aft!Db1A_{3_MB$|KD-UL&TW2>RDPltPMr{mS_bG6Q>mLAKdhw
bURT~(tSG8-Zp%L=YN955~^18EDRA#~XxF2c$E6#Qg>@B<(U~9_{me>rYm4~+=s-*>36kvAFe(?T==e
0;pG-Txzlv_Z0A?<Dxw)b%3%bX{3r=9DHsBp>plH{_9q%=L0W7H!U4`B)|lD90JUSyr<@YA60ijrB6o
%mB^uPb9<+6!Tdj}*1)9kLVQQlxF^SCuqy$E1x=lJ{QPOU8UoX?%ckfN;xaQpR#QZ|j#hQeHbb_OCu&
p0TYnizScrO4ah#?eRbC%wd~gmRm5pJ41p}V4d4N@WW)w?twcS01IU-mk!YM@L1`^(m1`$s*qwcb2k5
@+3qD)BF*Wp&<i+J0L2VfN)TldYwfxLrvlF)b1Ua##|T(;s0u0AL8wg<OvtN_vZXRIX6T(g8eQ3>k5g
P&^>sNvK8}l>{@O%(uv{(M-Z{3tN>KXsYmwjJ3{WIg?%61X?rUKM7@wU0rptx`X|uH~g!c|$b;^W&dg
Q$>XQ(4_hW@t0Q;-#UwvEsEV6HI0`FVcb)F_*4oSa0S?I2Q9>Y6_I?bp{v05oY>Ekk#D@LthlIh?oOJ
`}RJ1oQ5!HPPTy$O?(i;SBS8>c*zCehXmexIH|kNi<DeMBi!YyRj+7AH|PfU{O(m&%(zbAF=)}Odff#
JHtM+(QxRO8?W~x@1*(-1#0hyetu`gww@^H9CxtQE-qH>2w`GJ`^(M3)Y7onYT(*8F<r(_=T-yj&93m
Wz#ZeA#I2DWIe$koy8S~yrBF-e7Aj`i;%SQ)cz6;yaw;apqjT=P{eY|R=MjK1r;re$NyFRJdt3*Yh37
S-kX~e+D=ivxBZ=LPRCyX|0bw|X6_6&#M%5qQO}{8NKH2oN-`H6TSk;dXZAG$x2(()y94apl#q<zQT0
NYnjqh?E^_3LkT#T8xF?nm(H3^@OfI!Pn`ai@*1~}5S_7Tqc&e@Yy8hb(rh|h(3N8vo3Ws%LN3Fok}+
fGq`Y_(B5x3Yi)=EsBOJ=Uqrk}lWoGhOL|$Mo=;*%_VM`{g=VFx|~$q2_U!1fc%Wedxqce3j6Jo%0FV
88ojP!iBV!{mfwEX_Rf{<vc_oDKFYzPRD+bp}6TQVtO}09_M5dKZLPor@eZiEFFOp3ICj^G!};n8tF`
rvfBHkFWE$Ze^axqRWs^Z-xR#8V)4ln5+I4Bf7qwu9{}LIv7EUK2q9_bQwP|!x?wZN+c0zqJWO^S4wY
184TR{83>gQF)D#eZZhMtWBs}?jq1j8ukFttAFEz6+HCdL>`4Pzg<yx~~T5K{KJY|IqBtrG&R)my@ls
&ti_bc3%Ye~QGSF`P?twn6j9D~JbwHM?a)!Ou71<Z!2rR^>wR5g~T$H^4`?p88y=XTl^FM30~$dNl}5
YS)L8Z-%n`UmdF&~ZokJ_S}T{^%~UAPg<<At>138m%l4?mspq*j`A+Riq+|6GB1}2hSjJh6I;44MaHH
tEd7*l0{Q@K;P~#Yf4Q>cThf!1TkuH!%*0`F%B*vkYBNR%*MFW59=Is!QM2f62_B1k-pP1<P!u*@_T{
!t+(XJu9V+C=(L2Z#VvuR<oZ|Bg4G~EBRfXhX89xk#o_?>k}Hka?1Rud!2=WB=lVITEi8!6h^!E?^}8
U)8Wx%Y&2is!Vq(9uD~d#I@b3(S^0e&v9+l!J<>!sxV@0-}vQKE;DQ?#`JCARo7!Wd>jQkJLatEq?vT
u^%h4MLJa+jP=8TGD2RDQh|pfL>w4HJQ*CXeKha#5Uy#W`A{<3IFrw#hodg@uX|crilc*B`kIoeZutT
h~1fx-z$#p`4dpd67S)&B(Gn#Rs2Q#F==uf7uU%8e;pcPwr+fj_|IF{#HxX384VtA<Mn%A!C3N&f%r|
nvF~#4vly=Lw|HS?teP8%W2fdU`Gw)?Lp_Cq+o!#>PAG+)V#gD^0}s=+qeUD3|){tdyIA+^oQcqh_>y
8f6432kz(2EhgjIVVH7nM=+lRpzWo|3ZezJuvZjyD8q$+#Lrc^B&~E=_kdx|-^5>K&!SO~BGYo4tjRm
M&XMg=D^nU&&plZv3NSB>(PRxrK^q7Tm7P#^9k`J#hd0pL{${w>&zo8{Pndd`e{9{BU(4nY^+8bH(^_
QLpY*1x6KgR2Vi^GX75c1I)==V&k%s2dsW*`Dq5*(d5Ok>`(`<1^u)y|C!g*$-4x~K&>(^+yMF^CUO<
0_LB;{R=IkShG&YzSPrj_O&~k8mSQ{}%TOz5%8ZgUsqZ&Z^;weSyD<lwz%|Dk)k$uX^5@oLj#xwtH%m
75z1cS<X{HOGc3`OQEiZ-?<z3w*NPbf0@j~O+G$~%SCV*2_zvBkmL$<+YNp^xhr+jQFARFTP!9=d~oc
np*|^s2LG`oX1RmOH)pfsH_lGlSQ<j^4#r=Go`nS1H%$Tq${cm7&Rj!W@gu*!tvmm9e_R~~m1Oh^rnM
@KZ5B0Lge+E!iy-=A)5M0HVnbU19x@EScK5@}<%a=yp?ZKuSvG6h3*Rt$DTCKhZ*J*0gm6tq`--Zy@e
;+S_scN8Bf#BfH@I>*%K{zwc#lWH!Y{2&-fd)|eZ9B#aL1JON0j6abP57vbDG&du4>AxPCkkn5F00E^
lLze1nCk|*(9}Y(V=2xv=o$^TNsQ@=6rXXRq6m1J(SOpR)YYjBv_p7``!$u#$S38@1mrH$C0${I4vII
s*k(x->IU-1gG!sl<(>U_|j$Rnp-ng3vA7`gUjtREuM{dNH~o#=)&YHoq_rlA36R&5((ez%tmxld3NU
dc7Zfn2KC`(8Tg`{ckt^cT=5DC4@niVx%7)L3h)G37kVH#Q_PGNkmJNSaQ&mPTs>W>1K~KO?BLUxd~&
}>x5lMKuMs>>h9gtiCn{t84$D{5TND1e{&OKhQ!&E?xW_rUXtj}(_Xa}oW?ekCdS0Ym8$1V^iW!sKQ2
w<w7WsU}?_*)epPYsX$_)~>ktm998}B}%vgAYx^bQ)~<7z}Pdwq<4VEwQ-Fu0y3la2^k%BRWlmm~Oi>
IU(O-05FL&e6DX>@&1z?f3W^)!UWGFe5!fcF3^Mju~HW;yt<r_oXHyhIsF13W(TyHzHKeFPhv!^NS^v
UL_Cn=qINbkx=(#Mm)F>yJN}(8Ia6tPK$y~P;0+f!-u{(%1}?mD%l5UBc@-1k;X??f=b<!>|K%OG-4x
Z9sZL{E%Qio;4^hBC~DHzKjR_KS=0L;kl=?TCCh$Ew4DAIxXN1&Zo1>0qn)oT2+Z)WP-_YDD-qwUaWA
ZY2>r((1K$N;sOP)$F?J}O2C%AV9r_W-H!t_3S<D{@)-aOpBVZEHF72j7>DQKDn$LypH9cp(>xS|+y)
nF@E*SdG)nf6uk4#m~dTYX+5HQ|4O!rFXfs=_R`qx1LzyAIH2YaqffA|*HrBMrCk*eKsvVHb3?nuSSF
acMLShb`I&X>a7|JbQOKT27WWZp9fT?lRWHnJXJ=lDw%mN|v_c)5~!aKMe*sdK0DCr1z3ELeZGvp6uz
xGlYXVuX<uS_7_`#Y<^!F#SaBqw?ny(&kKcy8;Ct?QKPZy|^i_`+bM8iyxVFZH#yO%ptbS*r|4HoLmW
?gxinMop5W!@T;uflerh8zZ;)zsXXn*t!hVobCqaKxbv_Gvu0Z!Q&JDnSEtG<Uz!X^7An$DaNwa2Y5z
csgq-tIovK(|t0AVB-Ijr)Cx_@#crm_b`swtit^39u(_@xYY))hUN;RjF2HY2#L_{7|J{j0`O~|O$SD
Bn4)EWLb{0yOj?+(81rLb62vcq&diq68^Du91b3{zh0I<WkIDe{dC6o*mv3uRUWE8S<1m$WO9L!aka2
BV&);$D0wy^Q`rhd*qbc3<OcZ&I1~3eE0&BLwE+4}HlC_2SjhDA2n)1^vQ|VHybtd8&3kaWFhLFb|5(
*zdnV^qf@)l1?hoHW8x+$%?FZZHT5EFV>P8o?lMb_CryEV|`iy8PbL6Q!GzS@ErY}8LkZWcJ-iv?WUU
FB~drj#ag@GiE!F6eAJ=3&@^pi*VU5@L)Utj&@aWa&J<y(<M%p`bo|pKiD_vfH-ErV$h1kK`jeTRg@0
&m{A`#~W9@}{aUjm!Y98*t!y1z#y;Ym<vR>qC2uZVtylXb<5Yc^hM4NqL^lfUMGk0kb|I{Ko1=&<heO
#u^b@B5D=HV&#3SHLf&J2m&Y1(=3QA}C)pwL!$w!|ja+s00MC}W%e2cJp_W(MY(=)n&kS==0c&2<QsE
z?}~fD1qo5p9XUA7f-)q#d$9ytQs$#AVgd+Ao@{+;l({(lpZut3~R!FQal6ZJi;19?<(@(jBha5|^s^
1k~h0g5}|Tlk)@RKnr-iCmE5a@Vqcc99_O2x+mJu<+mVv?G9|N=_Mi~1;6elG~qf5xt!F4h>=xHoTMH
fixX_k$oEltN`W)`9)QD8Qv7#e(1m~X9Gg}bgrLW&1RCtbG}W)Vc0j-Bl9M3CnPfZD(Q0?W*LgW6lhL
x_AAnEP6b*x^vK0#I))JOO#afoQHgzXl5+>(G#gIVkU{b{>vZ`%~{0U_T&{|d;%IV^JVjrSf0;=9Mg%
++WkhV4+n}!DhBtd9-*X-ey9`y9IMd*U`GJ1ZG;UXtKa{|OUo<h_syTV##h;K(!E?l&My_A0Jy5d0X)
V&dKGSR9up0dFp$c%9_?ireQ_I`~L7qKsUWE8L|(Tsh*e6`+r6-uPiIqf#Xt<kB`nA}HoBo!>)yRr=+
tBZhoFmxL-XZB_<=j1(eOgnt;;=pBJlbDb~MREV|hH@GPG`?5>c!ZVd>8;={grHiU(74_l^)-;D-7nP
`+m&E22R}?ZP9^Fs`I*3(hz~cfTCL2*%M`_!Q~8pbOKDP>g6PLTbOZVLZm}Mb!+$uX`S7~oc1v>?v-f
;u2Hmr(P5SdpBk@`9@O`s}*>MM)0b@s|K+g*0twHCkt78b(Rj`yzOl~ws#xt96fq&|BLs&ohoLnNaP!
AvKJ6Om|tz0Lktx@8X6$iwgzMLVo>TB~jW*XVt#4_dU?iTU*hJa3UKj;D_kCTB2P)CJ~^CU_>B7un<G
pfJi<lwhHqw<%xQO0P?F8K!T!-FoF*g8fnc*`BXlwbJ(o}YxkEBJ=SA9ZB=4}?IS=eTw?|8KVH0P}Ag
WHAXNo*3pLzMBc@>FmY2LOHqeOG!-MWrPw&4ah_r`CcD->OAp1+~@;e$3VNe|6ri_yeLi(jW3qeiMzH
uQk*p1s0$TziX%H8LGV};tV*GuJOO1GS?&NEq<MOY*HB2z#Zy9(0phq(88z$>p2gL<-pk8P9K(%wR1u
dL<PYz8$wCJ+du^WFQ%Y1Mt7tI!>poJaEvG}ng_+vZi0?X4w?i!9+XUL=JtZwZYCw^;f}HTyrya#D;*
QH}$Ece;H8EP@tP-pN`&=+X0*pIiqcL$-gQ12JWD`R_nVl;D(aM+kAFIePj`qG=OuTZ1D;LfOc|WnUm
8_d7nHMu9xmap-98>mYfN~Q$1uNx5HO-v38ek<AdX#eQXBwmWwwGS~0)SWb3e0yj?8(rSq!$@+$U5NH
?$~CmXf&b&vpV`wj3yL2!_Owhr8gD5-}SrFRLDf?zA8?#po>Xwmsdq#1zRyWidIJph#Q49nU${t9o~^
KMXGWjUe||Afmr#u+`xvz!q`s3*fez9U{xTQc__l+y1)RcKA8uVA}?lOLz)j51Fd(@L5XF5Ci1Rk#<s
{35SD^n)^iOz^(SCL(%rWGv0uiX5_;2jl|m28J_}Ts0X{_fU`e;fkX^R-Snn%`aO0FGBV7_WGD*8q=*
}fH;XvyoBSolaPF=xwLU=HCmFO*V^wLl4mL`xU;TJ-e3d=OgCL=G5$FtXLM9SekEm{+N1;L1s^_nT)?
-y~v)nQl63?s5YWT@X`a(wmEG%p$-!$ubSApc--t9>U9Y%TGWl}3WDZgt~SzI<9{Vb_6RyX?L!T0<|&
7Vh)ACKrMYjWXn0`m&YcbbOas`1>Yi`#%Xo_`hb}@M;sFlCIvOau^8}4BE0NV&YH>X6p1C?@s>U7S2u
|N@|;+CptJNVAfp1qihf5D|n@SGQ^1@Hckso5c@wYVUI<EcMbWS4y~|GspDLGV{v5y(PjEdS*K^=$0B
xd5+nI(4E)+}<MG#(ptCSDqN`ly`MXBV;pu&gJK-B%byp0=C#DBs3lIPt=E=pV%%$}xY&;TWlk?uMXO
eJE;2ItHB(u)itQ~MN1uMNKRz?Lr&bZA|Y(v>?zDV?pt6DwQ!}=gIfy4RY1S)Cl1PrHTIFRRY`|FxBo
_Ed|I&VqUFk=A#{WgKAuY<FJS{ZOmYDOeW5cfdc{?|s)`Y3)e!gJx?P^2vtI^PZ&JIlbL*2mKLnx$*O
u7rE#+2r<8+u5uGII$qjYF!6dNZqeiB~(y^a;N5!k^~_*lah7ee0wenP(;?DL_=zV714e8tlnWbSdcF
UT$kWe?oQCieXRz-=F)c^Z#<Xp<HB9Oha9(EG5IQ=T=Q?Zny~VHyq|*B1lYpfTb9E8TS*k5yw@Lx^CB
Og+n}mt%ujqYKKup9<eO@x-H&{itzlxM<OU+K(4LR?ISo@k!kV=eQ=E(rSHdNG*nIVBn@hLIhar@E*N
@*^YWg0yxSxc<CdMp}{d9;{d}nBB0E@zELG-y*E2_rhj4{A7+w<X0#w%gjNSoy++Hq67xksczo%NroG
;KkW#Z=1?0&m?)BP96XCnDltq>PpPu@X{xVs+jA+hUyKxQjASyhY<(JjL<{&7eBkYSgoA<9>fUj8%t@
vSPo#JV_|XqAfAF2`^)N1<%hhB8hpArVrlwbM4gb3oqoM>u4*CDyOyQD&FZhsy<JSncmW5!0%nTAMg@
b5*|%E0ZAM2nr7t6BJ3-*ImH}$_;P3xw}2U829fQ$-yoKp&ZoD_NxT214Xdy7>mb$)Y{9ij4=Q1%|1M
QJX<Zau=-~=^%Qhw9J1Y~JuQCD9Kqw|l@`;p-f|TE_OpTHycxFAUij4uJ@S97YK_8VA3u#*4{D__{mI
mCqelAbzz@3Reng~7~@)^BW_VZ4-fjV<)8}4cc|HKnD-&Re$p}=oDK0SZbRpy+B07X4WdA&Gu-_@7QV
9|NUJA~KeUt6ZL%62(><&y@U{jsrfus(We3#PV#KuC!MQGNK9&|Ck3{}9|>_r8&cL-OZ^?RIra&+qe_
_b^S#Z@x}umK@}I$R#c`qosF2N>~e#FV6&I2|okFAigA$?)&H8a6Y28Y+d5B21+FA84HJk^f1A`s%eh
Fz#lw=i$VMf4CochrD4RL5NLBnpq`FxZZUao{snN3-=@RCFYRVMge}W)qKj)tUtlMM_Jm;iE*FQAs$H
|c4PDacEd!r~9mPv}9o6i63%<s(KVUV1Clc|!-t4q~-=*GXSaNC--wlx%&BE_@80-Ni??zbdc+(HdF9
PWSl^m5T;v*H9I}nn_A7l_lx)RK|YQaO3HF|6eJ8rw+!^(J9<*LT-`g6nb?3AG^@ZtRM3}{xELDfX!!
||<Q&QF8Ahm!^IKA_;N37R)jHW1_>nI-d#jW3AEL$+0O)-3qO<NkwF<}){0aF>YZ)SpdJxOTVe0w(iM
LxAh&2ENzJ`cP9F-)rtBsVhIRMoz+rM4n{$&QkSNeD|hr4p~Gn_Qyb~aa&Q*X1~Wls#Eka!(Ec;eNEA
{wR6?!O(!&pcvN+$ApW2c8zj4*@>9$8gk>J@mm$)d%EO`W;UW9kL?FpVwf$HAQ9v%G&n}?(mvKW#6H}
~&I!M&7{gWFx&AR$VgA00ITz+;l2uT^ozwzM&$qX1nD*WvVZRK$=+2Av#6ZIfG*bcLZB#-+VQV~=}c?
xTKXeo<^>7*DAzRqiv7Hx}*C>F@eI6hdB7|JQ+QCCz8_aaf(GCUCTdWOU3c5Rdez+bsDsHUJMe?q{Gi
HDP-^9w=`+ZQyl09BWFuW7z%OjvLoLgN31d0>)tGSCH(uE<o(-@U7_U^u{QNy|PVfzF!hLet9o!Ai!j
`O0g)6T@p*4-!&~4+<P59g9|1ljVeE(qK~bMgW>(i)nLs<^3BRVP{+k@;a?<KCDna8+(A4_z07|*xsy
J!Vbs4u)_<$sSKoiKD0<z$!^H)MA(AVNNq9>xL(O!K`FanOw)$Z9w@Drt0Ot)?Hl1OH&K&>(<iRMgf-
EiCt#R&zp@qLC5m<rb7LPu<8E7YTKI@2II?d2gGXjrbg{QvEay$e4XgOJRo7-8N@%0k;n43&T^OMe`Z
*~wL^F%y#K}1C<)9DT<gHbP!PZkH*YG}uJB36YVYXU6B!F^pi=KX^-OT(qTU3MYSJ7J!f2W?y0<zR-x
iOXq;;XqfK1pr@Cl$Vj$!bE%<si&If}3Q1{`d-O^iXF-;J)Ij1&6@<)p{*LK23FlT}xo%<Rh@Oq-|iJ
BrN@JSFLfMg=mO``Kp!fcC>YXjf7}-X}zuR2+^IiVsA4R$Iyaretl^S6_@2H<F^ErZQ&r)gSV3P0HDk
ZfIzx0C-i`A>XQvNu&(isX)n*`oiGx9RAm;C$9~HX?kBi_+(3HBtQNwWR}QYl9r+nY$20GUlGtUdiJ3
{j40Eft+j(!9MbZw<N$Kdso*I<^Sji)dUi_1Eo!`(S0X9R#msnCjB0<2ji^ym647N+`#1Zkv?)9997s
hW6b=Zw1WWQeyE`)coFitdnDh)C|j7|-#G-8=(;^x+`Jyex)g|5Aa@MVFGpzEX9+vVUdFk@$XF5}Y{y
$%P|&j4PpRP2WeBpXv?;N~n|O*2o<a?Z_9D%QzT+Dx{<>A7&Uf=iRcUt;ggpzr<;v1jvPRp`_H@y(E#
&=$fwrDJ=U1i5i9tgk{ogAMI=83FZW!kW;?B@-(p_#;F}Ot2@wOnZph>6%)Lst7G5(wn_yX}`A_QF9G
y^eLgf)7<dB&oRtvnJ^I2lB#b`AP~k*Abe}u_|SNSD)^|g;FBvZAnmScB>5x2G<u~yjYEF9I2JQ4?KP
!fQiv&?B4Qt)v8uq`TJ*eNThSjF@vT<%b4RD)&FRS6*W<{)hN+mUa3E-&ooHJ5dtlZg!u9O&_%mAUDd
TxWvrsH63s@MkNjh~MY-L!|{~yD8sU;((X|KCoeSn<?mG!zg_-sQhtu+#BV4l1<>%A|sIX5t{?d!_Kq
P6)nC?;FL7pTfID8K@j=CYCr%bZC(`ASgmci1BrW`{+qYe<<<q}fQKqQJ3*GW<nd8vC!3o+n^cDKbS6
h^o1kOoZfiTir2cd47!WiOr>C^=A(-0;QCCyW{bi!JZ1f1D6pt)!#NGTM~gk7j~6xLZq|*@^4{i0+zE
zRD5SPDNL_i65{zgWM*it<iRwwvVYySD&ro$wla=R%wq0y)Qo7pbO(pNTLpw0TIr4T`yb1HvdgWU;qe
C!c396-K~}-Zi6yV&Z-vK7EEj-vVgC9aPYY~dZl7iKIMj!8vWpivuqdQYzJgg5K<U^*W_LinuCpJ^tx
mOe@9dTX@3q5=?!SC>$XXPVoMgamk=6^HhfNum=5oOPOWw^Pn&YJjQHGXkd34Sxw4V3V<}Mitnl+4dH
amH23C(%=82v<gW~f1C(*Lt`lQFL^#&9ugw=$1yXz*i|Writ2OE2=R;CB6=I8)!Z+y(5Cp$$+FN1<h^
la7}#dO}h}(_I56Y0scp6mc!N><zte*~E9OEf~{+vi*3?1`S7L$0DhdUH!xksyKD$%x{CE;Q_RW4MXf
R`d_^f?}R!u;v8`bOLH5+)XHg02!C3$)0T)|b)yo5JaIk0j#G00i40MbjC%ra|7}?*p(7iqKaiu@4!8
JCh4Tm*&EH;W{=gy_`sWb3)&}Qdzq)H;=f)>l*;U_g8g=N@g5AR=5xZX5@<q60W@pOl?D2akD@!kTI<
KzDo(T1~%utY@m>J6&xfJea36}kgppn7uP7%(>r>E*3qJyUO*1X6?`s4xp0;zaWk?JXT*V@ZV#C80!?
K7ygi&tIc&qZ>DBMMb{<If2)yro>@0t?imJcG0_tkIDEQ9o<w8P*^fFgAcHwJ$sMry4Z81*;9ST)Xg5
nwZ#25N;SY%-Y8A6soqgB7j5)^h<?|`D^n-gNr@!lu!k_YLV?=I&v(;K&8Icyrf%<vfEMv8VwfxikI~
$Zuyfp{+lp{wfJpmp;neush5R;;azv9Ad6?Qh{lYQ8jvNkRoAujvf_58NxKa=gA##D#XX;gRi>H8$H2
pygCDBiMR>x7Vtw%u(u(iH<c)2GBFOCIc{=D>nwO~|;=T@5ezJD&9J~=xIP$}d&uPrN`M*^>egT<HKu
dX38dTxz%PlG@%=(R$9YQ5doD<!CH;fVQz$u?Z%~o71waL0X8Yavu%skiZ6pQFqjxv#&v1ShPU|nL~J
5Si_Y-DJmOoA>g|6U*MPV;f`AiniHaC3q1Qg$0aGI)At)(8vQ@)$sBRGseFoh+1?__ZJ$1i}$^Xz2EQ
zJ~__y_E`*(lLkcoWPHhJ~B>?agTC>y~yISnmK}=T3kAO<Id9E2NGAtKai0BKG_@Pyeu0Ipc1<4E`$!
XroO5GyE7@OLOYU$1|HTyPYC*XSEc4K+?_4!c_&r$&!ZA75xDB6q4v{KWI>V*NL69DoK!cl6-G5_f!{
)SLS8)p1^G4EUMGfiEgec~!7YZ8Pof|ID#dp>vXFT;X1A!dK7iilM;uTjsfwj%*%<$pCHk3^@fgQAHj
b#!$x4hyMuQr#NJoLY>PH4|^{Jt-L|<-+F^;i-eiqCmgdH%eHZG4<vV+m={2nuvH7gmsiqhgEfRLdwB
(Mma7*0>9o*PUBKP5R)k2SUMdA?kT1t;s*&+jcTcMBTDL9A1R9`y;N`wloVF|xxc<TcqF<~1M0y=xSA
$nS5v&eDf7!O;XYCOnMgRyZi0ck=&Wze!?)yjTw0ckzHuh*5L?XWn=l1G`S-XkpW%dY`&Sjted>db0V
6*edr#lHc)RAp!Uu8Cbfk%$mBvy+0(qCbDj{y(nA|&0DC4%Tw1gcD#K1r&j~@9wejFR*kWPGHXS_)y1
Cdu<w4`T_#Ws6w>cyx-YjRQ47Qf^r8ghB}lHhf3ON;(xgJ&b)^5ATEoj>2_Ldj$0c$Z#76%B`=BzN_J
5}JL|7W)J_;v$3@wXzv*9KY<Ua`gi8;HF{<(NTPMh^4{{K0#(1!i2$FB)T8P~Lyb@FqnIrQ&)THEcL$
S*->NMEX`f(x)D?13wy%<<2I&2-El*k`_+q4#q6Lo34<^pZ~HA?yG2^=P3-A{7!FN#fp`P)6sz+a?t?
pm(_)k@0jFTcd6hF~gqa2%%c+P48A>zF1?XiVTkJ<hIV<P2g~dlv^bM$!SLp4~kWxzy#K&nY|NMXZAr
uV!I?)0P7nHl!lLOy+f(mw%M|DI`3CSqs%0#?W1W4IvEI(a*b;I2{~#rck;UGmEn^*C1%G^ZtjPs8$Z
}M>I%CmwLN|gxdKYKbY8ol9<n8{j>zLiknTe@5_+y!YnS%rjdv~Qt3_7?$l1|eL|&de9CXzvg&_crsU
SOO#?-lG^N(*etTJ?5xSYI7dX{?0^;(-g@7KN(P(N(YKJA^P8KH3VQg4;w32h{Vb978<sDb?4I>mt+(
xvmWC)5<X?Bo5>!-<gKN<9G?1kT8D$K3EF4=$#+As`&^|08ZazsYcg8A7Jk%obw@@~C$KMYcb?d-qC8
oIk8+lQ9QO0ZzQv79|*?_X?LfxTs<Bymy9F-D03iJ!n|jgzc88M^p?U31Cn|0(X3gQ`xb#)FeMj6PrU
@1iEtqlq}l;GV}8mX&=H}l)fV5x(r)_O7%&PxC3Ug9T#8505|5p3w{)LeNf3XLaBT{u0Rd&q~mdn%wt
qza@2M5l-fvSf!N%*40p(CVhieZ@@8q~)w?5XVQAmVN-g9Ti5DSj23XpyAghu3V;Z09Y36bTd`VOc=g
xK_F1j;Dd>zETMrv9jLpoPYh}_bSZ_^i%u~}~7PJ9?t`S;>2OhJMZ>pnEkU-O!qA#xC+G-rjU`7Kokg
%g<Z_ECh(^*f;7^M5EO$``J&KJCE|E=Br1Y5z8od#Cw+yt?sF9<EVFGZx~ea8IN*k(idMSK(kEZm<#0
!>^K*-4a+Nrp+|(I&U+6&t^9eKO?qi2b9?XB3wf2tc^UO(uM)%0$Oq@lY#T(2w)3R{+Z@Pxetad9i%j
%Vt0Cd=^rrCT|ii|zkviZ83LQ^O3v`C`hkQ}aL6~lu4Dv@n9hE0D+Sh5*wus}6l^)cNo1*$NBt$O{wK
_ADG}Tz(XZX@ep(zaAZn2=VRN)-es}qWIGiJ*fcglGpwB=qj$ooUQ^Q$R1E^lwy*wZ=YIlTGkv<otB4
^f?EeG3!zNs}7Rd`=SBbZK0UHob-s=49D8dYb&QVVWG(gM-t$!J%{vC&>6*+ilP`xKwtcsG+J;u9&44
|ec5g$#+5DrL)^>Ij*%^C*LKso$g6Avp7D<^lmz`*c`FZuh{btwtw4!drBlN&dH_)T+7nt}8{vkx*~J
b@D#$icJP#E|Z|Y?*)R%&k?y`U3Pw4YSU3b&fY&quGP)i-W!*mXc}4shUC2kAX?I}-IeIJsXGOW#RvE
iCyZ!Eey+aoUCZ*+@t!bSlTN^YRsZeH<%=9Su~BKUTAVgQG|-#ad=i~>hW}^_zYW{-v%a>@`-%!b!*f
;fID&#K7V|%MOfDZ5I-q@<l~Hu~vj5)#YUE4SBx9EZ)lf|zE|odC`)YdLyOM(|JH*5Sezw-#09O=89r
wIIZQ$#(x+x8uP8{5{LbG2+bE34AJJWrW7oh(co5ba(W6NlXf*ZXzt^^Oba32e@r!LfU+NRLETQlEz!
GH~{X8Pn2>PoBJ1<Fn&)!uw;+Z|jisv6^r?4hMi>u@2{6efqLFML7fH%5D?!P9Kf4BZ4hL=JwIUWiNc
So@+S^v&yfMTTsNqs97QK!=?Vp9-+{AA(?b>G2y$1D^nRMEBdMd`UR{N-gTK!}maRejOAeIPD98rP#=
gF+-whB%eSUR&HIfvCvq+HSspL#I$F`Ju}n9k1C##F=d}gUFm(iMdoAj88ISG$aXBw$D6JPl&t(};ce
5`ZEUgkGPtffXwr18Ud_s6?S{6W)$!6d0vID$^P-eSG-i#r&019njn-?a{|%B(iF=S6LjuZ@N=I{xqU
-C_U|+_!Z}q7ce~1cmJQcr(oi~pChfc;WYyL|?1W884amHU<HbWAq?%q2L{Fel;cf{ARjM53c;xg)&<
g07bmrJH;5(d}2H06c5D^w&jA!@m5OaX&?>>+o;J>r~COfWOgX=J8m?r;O|t5di=EE>KCbSbrrqntAR
cAboEsSqRMc2crPF2g^|T=EH6!LO5Ac<<x9ZDDc^*rVnV4#^PhK=Y2V8YDauMzcoX&xUWAf-wYjF#n`
OGk;gR4)4lR?GjJysHolalqR{+qENty+@NXJGdE%ML?{GZA#^u&viO%&xD|j~J_`pZ%)5%$<R-O&sP@
umZMkt)e3x^pLqUcLU8yvex_whzk_$5!wK@@+aDoQ!qn=6^FXOGRnPKhXVxV>S*%dU^0owT2>r&LH@7
Ncc`S*#fi>E{YGJ)@ZJ1-{#3gP61E?G^Y8a+5~!5N|awdV$UmtN4HYOF9N_TW)ac?;41)p6TH>9xu6O
8d<&t+%<mA$5tDwTlH9kie(WOQMHMRtBgR0_EI(AHMlF8d;NEL$s1Rv=<%Q-Q7iQCHpg>TOwP@1cM7h
e^*JS@v<hx3QHUg^INyV$LDq_+;yM3poo@)rTiM{7x|y&{PPr}s*4F<Os)|<yuzk#X>fe*G78Euj>-_
gQr%v7zsS`)u;p)yN)_A04pc5~f?-?c)Wtgt2s)TR<1p0&Fuki`3mM}0-G+UVG)ohNrm5RKi}U_sQqF
q^!Nu{7-=4m!a4FIu<;~i5L-jPEo_6i*tlD#BsaTFfI64k9ChkV-IL<*BrR5hOw*|vw9<ZD*xI-wp=i
3Ycrw6RPHT7l-z7kH3Vgk7SM6t6DkXKH*a0w<qEG#UoBWJxw*z3^(vYI}NrnxkAK;Z~~tds5xJL_DBX
{elkLWf@)81*1Z611iXtRSgJQf`&M(6!wP6y<rhv>4R~LFQ8+$;61<@3MfyDhns^)FYvQ69|Udmg~<&
H(>Os$SZ&-4GC@I20ns!p*c9{2~qfahG7!h0~)|%C3W>_xT(2tmTHZ<`tj=x-f90vhX=z*KEtQVSysg
mg*q30?SUQ;hH<qi^Da--cxm+vK3ZKiKYk>zWgkv0MUwJVpU&_gL1}%=6PGc!9m&{l#ThSsM7E^1%Ca
5ie<sprMxfE_JB$#h@<9S*>$p$eN9(=<e)iZ;TJS+k6*-O}%(<kGm<)lU<BRpf)QzjQq@Qf@4YR2{MC
kZD%IS)q=5@|?Qb8S@h+LO&{IXKq|J3;91XCn?!jeM@BO3Bl=TL?TX<*Kqvl|}j&>aM}$&5nGakWpk+
06FgyfALNbxXI1SnwJ^BQUz<JaX;el?}O%Bw4S)Cn;tSZKhPhVdGhCJmClfgJlo?oxjea(tYp!`3-{b
bU)_!NTfh$e4h2|Jw1z$!Q6z>)lT+e1oA7cJ!;B@7bZWUDaKAN+ZtYz>`u~lhd){xlvK29dep17Jj2l
!h0zCpLHZTy`6+9*QON7E6&_$olqWJmV^&i;Ou2{TcDiRIcfeT=eL))_IxFFIe#;t!G<;g#kOWVsP08
QUIRsY*XAZKsh|}{3l8Dts4;27Sz@^JCH7l1td_60lqb=OzRS?2_KJN4I(py3V%BVLU=kW^45@OK!d#
`(Db+s3kUMxElA;b!13>U5Q(6yPN>)m)g64#66-x?g}IN!sHJ3M5bT7uN;s$=h|Mb>R_sy8e)!?ShM8
$)8sZQJagFxn1-N6c58c+Vrnn(JuPTiiqjL4hXkshW#^NPPJZ*4I~xxoPwN=@3X#qb`5^=y-`xrmACj
K-NWSa@7uKQ;`SVkSj@SCH63<T*X{%RZvWj5P8~f4d#0jT<;?=ALBM*6|vr>6@H68X>7dvXT?4)%uJA
*q>c6T{FIB7O-9<t*=Q|mu)Ef_X9QV#g};?Up6`k$mjr=uFltVLk0#?P85qc6F$IPkbSQ@S-t#*z3gJ
vB4E+X6;AC$dzBLd^AJz<=`-BJEhZ0DQRrT-EP2~|Anv!(u=mDPuJ84`>(qLY%@KAA%544IFL-umkTl
I(p#I=#~&}e(F^#T@J!Ins<OQZ43DKAo*q%)BR=y`7@zeK=QDd$zNLEPTp(verU3@@0+Yy;CZ#SNSXO
a!-_i4abIzh{qYnx%XNKm_Tb<}TSm7PQ}Rq=$yK(ABCvj(8p*%f7EJP?p*b0a1mRGzI2}M5^Q4&=nFL
AjfxkP#13w(dZFW=T+D3v9Tz#KSeS?UD29$S31k7N3VM$Ff?PUP$RbvK}rkb?D{Gvg_J_R;NbcUD>=y
&{&~3JI~`qM99o!=B(WzN4y?6@!98@%M|z-HP5j$0Zj?mIHnOQWBYSq#bKiy2TAASKYZCZz9gUiQv51
+(l<{ufOXS2*Q178s2q&jm{o06$Q-v2tHNV*I^CGXN8|6OpWrMQ*)fCPQzc^T-CQZEcb0;?~jO>{63d
3kp6429l8w%(`r2y#n48j{OpB2<?03)&HB?xfJsBYsFGr+I~Mo>%Klf@?y#E^kfpObHNHDr0HAD&Tx=
>PR$2Rie^@`dfqfu@q7j!nXcB1?!8l#QX{twFyWxftu6X0Jbr(r8;#Iy_)qFSX|#yhFWgmU?6xofAJl
PW6Zm@jek)dzakF7ThG{){8u&Pv%eQmaZ6IA4Kpm#-%y}2GQ_9gx<{^IcVsOeo~lv{hfIV_aS=f&eGd
atgB;X?-?bti<<#n?Hc2tk4{!5N5n+kGH8cl>3~6{1qc(Oj|vzLvc>c8#|KrKi@6%s&hnUofM9S#nVW
8oq96aE{EZQu5(F&A|4X|nbt_t~PHx*~#E{Qjh~N+K=lr;)qCAjc1c7J6-Zq8es{??YLxHA<BvoFtMS
SKj(7M2szxkH|72ro6l>X>x(>SYU=&{3a;ia6lU~ovRIc?X!hl(_pONfo^VGC&99+4}0^iS2AV}}w_d
EoL-)pqREaFT*&O(62n{n@L{UuchMl!oy2qVmeJI619|u}QiK?2|3W1}LJ}SVZInGBk^~a>Z-kNs$*q
PwDoKs0F6yDPAS`K4ht>-z0z3G9w|vJ5>Ddn49VMHHxg0*nx?7`FV7$W~2@KbJlb<tQp$-0~otv+jPj
EqlQT}K4$L*+Kqih^EXA7_Tx4EvgMr>KxUsh9}H|cd|r1(;@nW76bYAzSA;aBaga#mv`34p@L#Vw5(n
bcx_7mnD`xCX)RJiR1w`nq5qM0)ak_otUxBH4JIxNuP&xRdVd7Or|IX&1AA^hsKM2~)DBwZ_z8P{Ti%
_wPF*N;_)2rgWo_zFB80DIYsdLRNt_>@&ouV{oPHaT=wiHJ*3^<UQSEv{T>SP8vAdGnnJY)!CiV`+jn
kw&QGD~tn1rl0n=?PfCWxTmV$op!X*Whg@x{a{Xkcu5nt3C;4D}&9##pQS4uxpk7f!g$m|J%mRX9#+T
SND5%s2A#RGGTr^QIw`M@twCGDQU@@<BNMVr!c#*B|bo*gF@?kN<&>q?tygA>g2p!#6k8kpEtX5!PQE
{*N}68d5uef62GDSHV#CDnYD#m=Qm^gL-BVcG9#@YUEA<af^=mtbhY$X^vilxB5FFCZR(#1^q(QUYgM
tJH(k6S7^$MEA~t7oJ-Nh0CQQ0JQtgocP0mC^rS&^s4*U80Vw({-9CWYehdJd2e>^B=LaK8rQ^Q`Uok
wkbo&1%f7TldvRY28KdeC7HInB*33TeOtEiGN!M>g3fB1s@QGi}rkM#eT;^@Dqtr>(e#1sq`E`1mJ!$
Y|I_w$@V4_4{hDNtyL-+|Z4^7yz%N9%{46I#t6qWpC$rc<P(MU9%j@GBy7lKcdMLJY+F4a;}wOk2fpM
BA=170(IHpmEa8tQun*4!*ou0>E=kClCF&%IL28E+a@^8_%Y?s22`9CB-je+>Lw^{7`gPSZJ-%lV0>C
vZ;)>68a;b<mGrxOaB^7M07j50j(cIotuxf%jU8?P5CeiJ%cKSd#3Xyr=}cc4D#u3JxFDJ@Up}380=E
E2>)I?56+D>})_yK+g*C%&GhJmm6dvR8$g9xO+ArA{4`~DCt2H=`O=sjMTA2?wxAJBQcjd#jw%RO-_5
@K)rVnRk1cQljopw0B9T0!lM9XIhtk*13`K`bvH~KSk^O)?wC8YKLY$^L9k#k=%_8<96lF0wb6*5L4i
TrwlPr=YxMpEz)lG}P!j#dDIo?7`=i9uwOl5jq4IPl~6LQ|k$OZ{?*2(5>s=ZY>3fGO$+S~?W!P<R5u
;N}2Naf(nVxZ-EQGq-H!?W`$2Ux4!{-uHgY|E<5mLNfN=K46Aqi#-={6RMck6DqUp7?cM%Ks9ekE3e<
DlcPiYVUe~;?29xq8Ua=|{x@-LbI-Gc#|kgp6Ifd?=!5(#O7d0(|AfG3&<<s^$$QBH8iV4g&0-pwM7f
vT4Ie7fLp^9_#yU;Pl81YD2uYB*{**ZYOA>~3diuwDL~fFxZx^FZv-0Lt3({&@J2ml}L_-A;_15G<E%
PPKCtIQ}b#L<9+@`rCk6(qhw@4{2Gl9;o3Lydb#f!FWojoTSun+7*R^Yr)chQ#=SKs5F*0V;)JHJFkP
gkB6lsY3SZF$=f`}|7cmc$;&EEYZhEtC|nV~5TBx?5pMQI})IGL6DD@Dn0@V{3ZwsD-`yPBVWzV+E3F
y?Wzfb|=W;={~Tw)!nS%L#-7egdfXMgxo(?p4CQw(~g{|(`QwDh9>`>#h_`&K=~`yM**;`To5~5=;`(
GmIvolHe!44BDI1#B!6$>5t%VAMDS32Uvh^tk?H@k@2V#Es&Yar%>=aL9oYi|Lh=LZuDZ+1f9S2yqqO
+cX?hc_XQQlVtAUNn{|zq<UuZkd{TAyhasFW)nyjz)v9w*_c2_Tx!(q&K-0BB+cWj4r$%)tBrz#1~kM
$w5rFALRR)A-LUD4QmVPyxu`BM$u3QW{X0Zca}*ke%tfOocwQTg+Z&22hYwIfmvp@ci+#Z(br{aIQa^
VNBdwgZ$ChBzOESOdjC<GV^=%m|?8MIJ@DD^h^ovR8`;BjE8b+cVaqyrUJGRi}+rR4U@T#qB}ub#)Hv
*=$Bn>##>g64!W**J!&8GjX*f`o=8Drj<SCX8>J}Kmf&{ZO6<FMC0f+PldOAg_g>cPvtrj9M|xi2b7x
wgkFmrY|NKuST#Ga7Y!g%XO^Ep;ujWAfn*sx#l6cLyT!Ft?2U4%prs_Px+6^OaWl|+k~7~9|Iz49lw)
*2%m^yxrzq@JW(~=SNes`dU&u%&L5cTh6*bj-mVP@(1ZM`eozda=p&zYqt+t)P5%CDVSd^{j)$g0N<H
|bBpSC0ajIQ80#Y#uQrf;H)QYbr8IFk6(!XF}UY%+e~{785<hkz`^dqc+Qbm;L80w+%com_|X0%Xd;S
)geXM<%On$$5=;Wnjc(i_S&xI9Gi;(QcL!yspTOX5e#!McM$RL;<@d0}?jkQj-DaeQ>B1ZG}VQJLA&s
5gQYH!=OVvY1}nzW27bqFp(~x!F1mZ=}E$7(cko2I~YDO4c0$7B7&|Qw2tReiCDPH9Hu@3D{B1N0~A1
(r+vr&1DT7$8J#EaHHdQ}lb8f9)5Rr9$l@+2N7RtEb<l2N6H?mdXdBiOVumc7V#MH7irR;FG<~oA!a$
|MLHIjJ9@eoBn>yAYBnNImpJyu`o>6~J$|MT2lmor3eEwTfj?9-obou>naw8}fBgU2G&BYSr7wo!YCR
$BgZSV+7iQ5CqzVQ8Gv0rI$PeoNl4&Z@BZW6Yad2z#H57|cLFZIkLbBH2`a+PA852LDxKq-uj=1_tS!
#HA&hGx2ir+y*2(E6~|^DOPfNcblOmL5M->UjU<(pC3O0l|JcLfi8t?&(!Lr#+oM?JI^9&2`#Ur2cdI
&b@xM*2?@iy*?{fJ%I&Py>GC?HhW5?PS~C9Kf^aOv=aErUDt>j0;Q1n0~xWon3^H&A2LY6%_zi@mhVM
B<RP;`LCA^+Id?*Rhf7u~7wsp}Zz@MW0GPhU-AAZfR7l(d4OM3|CGUw>KbM_hzsYrqAvwPGDy=y-Dex
usPJFF+M5qTHEKS>6SR?q1|H(I6&*FGKdKA@vo39qnw@is+(OFTKuq_%XrPq$)$w{zBSQW`8=Y(WmAY
2+_r>pjN$>y_JaB(#i+0KN`MQ;vsz@?87A6~bwtZ4-0w(U~B2vHhiX|eJ5^fwW!WjG8+pnUC==@ffSm
Ze~8k(9H5DF**o^gPv69M&NVzfknh1dorqXv(oQH_XV1%Y&v8zQgUYiyF9T%ijh!Osgo%jr~qFK#+@^
RG9pNN^z0Tk*MNL5xt-&28Bw<suX{EBR-{yQs_p!f8uH;9Av`w3h|hti&0QBo%2)Pmy&B*E5$0#exX0
6o3KTSUCGr4Szo>025E(3;70IBy?Wd89^K;ah{+oRQ&t{|l?7y*iEj>7K3V95J%%VNau#;8Hj%bx3Ue
+cyw?P%#0MwH!~^Yk8=4fCt58eO3EO-8d|(xF=+)-mS`s}_gy6}od?rFAfhLpv;Pw{~O;XrMF{QewGl
Kn8^T|97-4~Y;3fre8|MM>U<__SlQCTC@P`-=HA}V-R^sRIuC^s!7YBOY<f{;c`qmz4r#H5?pgt`KmR
E5Un)6R_1X!l28<2YXJtB_i3(I?{fala}HSp0|nCWGvm*5N=7J8a?%vj`qhuaO=E7T%HZ?(#vByE{wd
3V4(^L$5&45g0XWBD92g8-Assl3uJo$@MtbG!cuBDafjclzh&oo8M9h{d~7f+tX^d8tc98&{y~P8!OX
`IJxm!wlH`%&ARyAxEJ<I*nfEfjb3Ciay)usnTK1vFD=*24w$qX3<#~k4^WTT!|`3Za0*)gxC^{P<yn
pp?>OTuvP7#sr_$2aSuu2fkTdz&NUaC;MH~ne!nI>%n&Cs}3B7CKm_@h7d^i+K>WHgCQFvQso3&SE$t
$^0h^V8)b~!e0sql!Z%i#!%{!bF3oogrw<skf1mr&pOVg<<GbQmirT48!<um2-DspgaMn*67#T|P!qX
m5`*X$84pW+&NzQ*#dCfu;TSi7jCp^s=a-?hsfNNIJ7c4-EG9p<;=!FlI~qN*2|T!-a1oTYb-zE}is|
wY(NdYZeo!gbA&*WIV;1hn8pz_k#FKyIdfpFT2wz83u%rdJ5X{1y=}?(FWui{W{>rZ@FYny<G+^Pg_&
11*%?KZ1Oa0eZjb=d*k+7@AydFHxUI&mH-zlfeTtI{taV4H{k31Fdo>=azEd!wk+^INek)vVa1K5#Cw
3FVpQ*sya{b@fkADer3Vd^#=y|}v8Eb{iXx5vYheOEhPIV*7PDkv>HrQI<f_{|DLr#2^@Fk^7YV>E5)
}=Fu)#O*3D0yx9T5=~dI08@k2kCTcxR1+6}QKye>0o*4e<<>kYN{Tm(xScn~x)0x$#i0Q78t!M*pE^O
RU4@6<TIGNL(MOI?(!j;t%GR8yLhlRWM}Wo(*!i!h%ltjH4<EgtVhkSpDH<N((*13tC0r8@2AU;=&m5
Ev~UA>arTvj80#CN<nkreaH5br=2)pXm6xL9xIhN-tH)Q@5Hh<8X-N#i*G0xHmO{cJtxkm0_*Y7qVpI
Mo)88lXQ+ZhS6IkS&$($$v=YSyT<hKvd>Vpc5^10TG)Rraoj<A8<qs`x{c4u;a*{$BNj4r;34olyX47
nsEP<B@i5HemuNjtdF3{<o>i}NRIk~Z6O9%5^ntJoHE+G+VH<y0%L&wx+fHV}+(48l0l5(sik=T~!;z
sHUWGmDLC$S$7d$qUGzsLu(BF1$P@&-I{Th$QQqx>Q7Af=EDY+FzLC^f@??#4FWSR}tKdj`jI!kgn1L
hPXd&lEzz(3vgY9Ho3V?oc?VS$)F29kN7=JaWR8Yp7Rz>Zd>2WkW}z!pZiSV^F>YUfdU-qU0lVUHfsN
#^s$;%!$b_Hud}utIj)Nb(m(8PeuYvC2!bBEGoEL#S#n!9e1<x9$u7rH29$4MGJR#r#uLjps&V3i>!U
-hTD^RCdP@eZlW0(lQIDu#arS=0%Jw1NMy#?f|QYZI`4|yT01IOy>Rv&1qz`hO@P|kH4%pmH6Mo3MDU
=3kaE(GYYXW0PUbj0lGytch#|Z}ysN9RO8-aKKfwTs&DEViTegy(7&U8Pk{G8{J|fDg!w_&TCYuCvB2
I+(MJ2|0!Zu`utVD}L>i?;J_af2s;mE<UtSxwy>>?RuR~|+V_x1<K>2k*jTi-zrVW6*q1|Puto^1s!1
bi@N#CJ1yO*7mz7h`o3IxIRYB7UKvMF)$jO5r~m&I8Iz0$$9uTJ$ri?u%dK=a_A05bf}&Ji)t6xGNL6
0HFY4jnnrP5+Nmt;l)C!dcF*62Wo697>C+Lwzgh~<F9Pa>P*G(LMRoOqPV}c1JZB4sZ^Haba}_C#~sw
$cIM9_aGbsc>E;o?#ZlEAnTu@9rW1NfvkL!wx5wKwYfl;(%$aK2=<qJ_?}BN7%SA+fzeolAt6ylO-ho
i-19p%Kuah>1j)mTz^GPjU@;!Wjz~&67+$YM?Jv#sgZpQ8b(F9><m&z<(((_W5Uq_4+MK2k{KT6phT(
sdMMr`U<oPl)Wc_sk|8Q6tnD+!Ep=KA4-Q766q@z0#O&FGjl0cAL9!JmdTpuU3z&$#LD#7`aMU<g7TH
`1;MrY}+<dA3jLqO$iBndlK)TWJg-Wu%BIS&495%%b|w`0se7oolv<ip%os&igP4#X9(~e=x9!sroG=
@rOpY*>;Jta6PzCEKDFt6q#5nNK@i;8wl9|VNhI$n^UpIw;D!Nyi2f7a#)mW`0JWel#dLqdaDNOtIt|
iJcv3{ma2Cb8KmSP_*nu~`>Ynw;w30E^HI%YAYEA4m><oXb$Csfpo@Y)HcVsE5oQWh{Ymgq^?R5m$hv
fp=KVF{@P4(xeFNfn?q1?188x-V03+Gd6(JUMa37F7o{_dU{HJ0oB1y^FSRM#CWz7z5v_{_e8?7>KXz
NZ@ow<y(!k`F%CH#nTU`SbEhb545B?Z(>J#W5O3+07fY1QE1ndp882PBtnNW7Z|9xe&&82Bdm>mB?v<
5QI#Epo$f1J58+fA?<(7SG5eFktb*@PYHBy*k-WGtO2D!6XqfB;ES4)eDY5PnvawuH{EEr5$i#$$Q&)
iwmkUYJ)JWE$EFI#E7zL7Iy(lyoxd>W+2^<apZa_G($TUu2VHH`TY#itJTt}DI#P!KnmkZ^nF?8DEtx
t5dS%}`uOCNQ9JA=-iRFk3x0tC=0r*UE#6&r9!i7YI#Pi+-y@rsOL}iL$1wB*AbYI)>|-DlAZ_=_gPE
w#fb5cN`g^y#D^!ZAzM>+RoduRc;Q9x;+#Jz;?fml;fHQ_p8_hR39P?HGuZrfA*4os64O`^khl|GTh(
x8|qSRHvTWi7G+CzcUI!7ooQ=ZIWHT36`Y9e>I;K;HQr~m*qf`jNztuynD$Y7V820s)V^UVkHMdvZ}3
ygG3f{MrwU;&UET-}t@=2b}+Sij@eaRov;j=~J;xT)B1oo<u)?Iaf*iZ{#0!q0yCspKD}4=tI4XUF^h
IfHR|F;)-Vt8m$ON!m^2R%OhN7b7;3h*w2Jn9@+6kna1l!@-ujMOr_Jij;E@1|1Z6-D8@mMTA&b{NW$
C$+TV|4@I8YNXYy$V8CzukZ#dtJ3fGpAJR1UFN@_8Rt6Nwc=_~>MY~cys^mRb11hzOYpPpu<ImHkVIL
DC5@%kI$b>X*xQr`Z5<5Wr3m2KOW;A(}vZp2<WAvm~k%t{cLNZILZ8A0;wtEQ&wkF1H!=3Hj@WR&F8-
oyQ&u4{L^L;3W<?79ru7hX!p=NMka=<WgY`W(cImN(Co<9dVUIOMptM=qzJTY`IR$G@DHxMHuqaQ>eJ
J155mb?yiCOv}A`g?ciZ*Y!|tim*S^T2O!gtc7-3MD5yeMgFjwvh7&^MG)AqJ5T86@(h6e3k&cuxxG~
<e3nN&mAoNMXOZC==aPBhJO?l&iYoApBJx7E)^#-6Z{Y6(jaj^svb5e)CV3+-W6f>D1rHTOhTMjD=Sa
6(l6ip)4)|!yVae5gba>(vXXCJcYFGyh|Vx^StPn)kq*v}vWByb9x78uu5gUAH>3Uxg59!N>PyEkmw_
W?ep_KfUAz$DVrS|Dr$jh~_{i8=QX?RVHX$p9NA?tHkX};k!uxAD4@2FfR+7Q3b+5H+BW`L668qpbC2
sbB1VD1+A(g^xq)~U#A%P3Pt2LF(TvJ-g3xm-~g<w)?xky4cbi+ErQYlQJBq4f;Ub#M5zyS(V$h1Ht{
kqlKF4Nq7W9a814Y+>HWAhT{e)Fa%bv14;>ioiDrNe3;hMAUP(VhST065F#ZJ_U+80wNwHoVHP*{q#m
37#lsauKYkK%aOkso1nbux=d5r}?inKC8C3zAwM%$I3};sf|9OS_8<HmHx$z-X+%F1`mLijqPHN%H)r
^A~Jtiw$6E3PYl$sml7yuG)}svXj!_Abe}Lp^<i^~Gu)p&HR3$|=z(3`e#@U0FP_Qc_Z`DghHT}en-8
vYWCcg00tt%KJTzoSsgAahKD5XXfUJxvs^2*V9TaPeJ7>oX-N&KbLa|RexiI8><JHu_4LoXjpDIwTh1
Y116P_YGTqvL7Qbgsdh2c#c`Dx${UJKQrGiM1Xdcd&2B7WT{GuM8I`sF=Ww*lBHVwHn%Z!Kxh71zjWk
LB<J^{*Ebw8=$;@%|IW1#p+buX;0xmWu&YqDhUtHLxuH@}x)x*}=flUw(Z|4o}?yb5LSqcxkMzy890)
I0Fe-p|2IG4~=F%FNn8;{h66-jcRCo)7m(T1%qG>B8!=u%~hzgNJ1Wihm(#U(V%Fg0(j%-BTBB7$4l5
)(yQyEJ-fE3{majQIV23jmB@^I9w=iW?Yg-L>d=m=S}V6Aba>2^feTQTzPhX;uE;ULPzuDYJ0>pS6)O
Xk<1SInviNLmy#5UH2-JmbNse@QpBK}112cV))cVE7Dkgj--e~+Cb<Yd$Zf#~jatkUxjmdFC)=INAz{
}eTwS~)^HwT5y!rm8FIlQaAsr7DoGp|zCXjNz!vOI3c%HkikM#@VPT{78k_BcT9?!E>|YH!aKd<wMB>
5{2wX!>6H26)5@c;Lp6Rgd!AZ%OsL6|{@^a0|X43zf*#e}G5ej^79FQ*BK}Jg=Edq1(sD=JL&ia`xCN
3kkJB7rRzRXTV;dORu!zsn<J=IdPY|@#U(_V=FK{C<~$3vseC8ED!u+iy!?gj12*>^nD+c3f)s+S)eU
gPi41!gxm-d$fTrQ)*qz#csyb2v@L+6J%<9!Y|*x|Vt#4O8E-wPn3xX~ax8J0rd2vDk<t^^CS5G|=ty
8LgGYGz<iYR2g-1#7{F@typ22dNnj*CN&dC(;q0IfaH;<u{Q<KBetn|Q&K+7RhWWE<PF4<*PxF8t|wd
&C)!H8SCJWJ{75PuQULK!8V(KvcoM~b#GV%U*Iu0WmL$Zn&5RL=H;!ytM?iOl2RoCpFaLNdtrHX&D;6
X?w)5)3UcTBYF2%8akaThE%S$>uXq4y$REI~R&xilS1C4cs+EHT@=RFuH&oW}ohcjiUzqC&v484IvB!
$a_dltu11NM1qUpRHY*`|KIafO_M~EQ6w3jxOpL4(Y`wa)IqMSht8TVRp_^jRbeDneY_GkIKlJh`ok#
GDW`t)mX#Bl4)J?_oXrZnc9ch{Q=aFXE#!7>?)U>ngqr89Uk#<D)eKCuSE^}Z34)c&^PWRM$gQd$+2%
)O!}erwvjmUY_BZ_W-@o?o(KQE@nwf|i>eGc2(t|0&NyC6v<;$_CdV*jgj;-O@GxV~bJ#nt2u7#_?>i
B^ge*Slreg=`!)pfy-OPv&Vq`fm13w}@p+2Vlm@ZA>Vb=n@=02roU!BHyka#;p?MTI4vQ(g}D)OLHfP
7T(K3`3vjgTdda0RA0D`Oadziw@vLHy_3S>A=LOmUts0Ta!~N^kCr8(kIPsMs`5g*7NEZd7sN8crs<(
Ku@p(W(dmk{#QH3G|W5tcm}@s&R$pOBpf2X^<;Ddp!zLz=nbBVU=vSn#%tseHdN*$g)Lj?Fih<U*8tP
EDbUmLQc%F}Ll%)-(|E=uh9qs&XNo*OYzw{@+7Fi_iLi&*(kFGN%x43^_e09F?MxxX{$`$-Y?wl=(0B
QQ#40KESx?el*~A=QyQQhuZz)JxFOy&CbcORh=-TO9loBEiT}KJ<slNxmL_;vg0Kjf-^<SR+?AG>-f=
P2~z|A!v$p_hc<+lXIR|2{F_>;nBsF67U{4?4Z6*M)NQ^wHom{qO?16ID6VS|1_CoSJXs&?%u9^X{vA
O7%#$sY!kw3Zxo0-OmJFDpE?@1E$uXO_S6a@ee+qo^TRzyN9c;w!q>VWq4>&d#)ruiZ$iD=2Bktd2jo
;bFu12I?|z+vC1>1b~psshNO=5Fb5p+!6?J=W`>WZc>4}jDbV(zg>o8T!TW9mh)R-%McO;l}ZSfD+^a
FkF)jV$g7pD5>c_Gc&}+9Os2lY#)aFb3|$raG>WBMkA)bQIF}v&+v)Zz%8l}wF2D@p&9S=iFYmrpA63
QP@YnY|r_I|}kwvw!|C0x)6tGj0$eSVj**@9A9oFYSGa}!iH9a^H^y0qzprzuPo<y#K_XD@jh~kROY@
llpqA|b@;mnT&Foyus(nC{R1Xl2U8gn;K;P^XN42kn2qJ$e`F<m*Sr-TWbMxWn*<iPTK^{q5|-l7e(D
^%4_sM<d2Pr6CwL|eC3bOydD+B)GVuSs$>Zq%pplYcvx=W2R-4$$bSGPc`LRj$o1lm>+i`f>UXtp`V-
i$Tzvo?{mCQVInYQS4;5Q<samm>~L*S5H~i(_Oft)np%dK2Z+us_A-ewthm`)m@RocY7uXDbPwgOK=&
+8!)jSc<!qsN?Ev#@{8B~oZ}7L-2-Pn1P!`)IC{$tW4&WeTwZmkQ9KopnN?rUG_C^VB}Wy6!XFdX22-
nbEn^ze(fRhVqezzdQM-n59rC>9kW8aHy7W(R=3<u0Zb|Z9s=<c-C5>ZsZH0>|pFr43(zqP~J3$bfQ5
e)4_9NqrrVf`(`6^p9yc+jm<|x+WZN9E<>TLd^4V`&vz8{gVG<3D?v<#&fGEv#hhv$KAIEV=3EL5bVJ
F=$OWbJNKpXtiS6w(s_7yWB)ijNi4F|c1B@`2vp`U8y;-uC^z0gK@qtsXUrj9JePULEYUr!8K+jg9=2
9vv{}9NMwdq;;>h(59k2lg;k?KCo_X(EF~=z3Y)UUmBn#__(@E0<v@8*-WmIuC7Mo>=ID(Dq^dYo_Wx
Z67wndRXpwU)5-)jRyQ;gT@x@wBd3#k)zX3}JRBr6l(AF!003V{s<UczZYiI_+qj)|PYlzcGXfXZb#X
u)T<N{CrG4FtHEhv9bq1z@R7`S9{Vqo64>wV%{7!R^;$3o>xib81QDon?NC1ue5`@y|HZ>(7bCQp~C<
K(ASU9Ir_jbyAR=tBsAC+>5O6Zpj<em$OOug%IF7a{~0UPgvWSUQ=V})>Trb|_Sq;(B950gjlX5#Wds
Px7~>8QwR7Gw(<0`8W%$a|q#r5mKDAG2%Lx*L~(aMestZvr1JdqB|{tk+_6I(|oufD+Lf$O2m$wyr92
`f?OEw+0D5vt#0WkVfI5FxgoCAG~JCs~%sZ+8ua4arDU<zF)%duE%e51YHSC?9p!yn0O_+)p(JZm<WK
0T$fmz<dh@A=lb+rI4JJOCl(svU{>)@=%&Rbq`$K}GsgB?CoK?k`YhDk2B?hu^4*TMG8o;2ac)~k(SZ
lew`4|^5V<Rwyn;r^=ExH6*Yjv$qCt#j)mS6o-r^*^D`im7cpfWwvJqWW-R6@^iR^QGHzAF+voO2v_O
eEs?Vyic3f0_DT<fo?9mpvq=LE|Nd<Ijk!zL{G+@nf6qeIjfY8=K}iOTR^3QW3jVRX+uSy_yeY4?ao-
%-JQZ)<}rR#g;J=qJOkJLa1xAp)Me!-K0jfMZ}bZ1HZ!YlHM!MIx0_ej{R48YDM}g866-5CbhGO+aLV
x>yGW@yk``MiV^_Ya2Vpqjn#Pt{eR7YFF#bRGgC$fnoosKhWmiy(Qug&Qbd_CvN*AOwey}fV@W*dM87
$oq%E=3#V>$-G`FZ-hzS{x^pGo6Q$?KXM~ck6G!XA(}kA_MFZaqy(RwugtBIK_ag`Dbktt&`Wqxm&Nj
@vO3K_o<`2t6UbfggWEN|h^BK}KiywvhM5lsiTdD^g_MZI2h`NQ)^4J9rB)q#{^Gza6f9&NehL&Hh0X
#{J>oaS9E)v!PAUeq!FR}U%y<N8zdZd_|K1DGst=qokT|XXJHIvUMg<=^<)x)tzYTW%E_!KA*EFUt$0
w$4~&rtg)9mIgpu19C1dynpt!zP$73&C1)bgetCSsR+j_IM1FQ1}acsUz^z`-|8`8juAMVVs-?ids0)
8AOX}*hdw4&RYv8cA0$(ldylWkk`%q?+ZxbPD?R+4MSWsxVCZmV#s+{`eiP91I(+(*_I<Zwv37i=iMl
xJI)S6#}C<mP!es`IQOYiv>^;P_R}&VoI%Uj95(8T)3M~g*hF>0pltQNYdHI<JDE_OccSkBZ?0yUU=;
)ps`^!_^Q+9o4A(TlDu{rcnYedb+uV5kmT0Qh24%BM!XL5;=}F^IpN^%<a4t=+#R<HQ5V_n{zNI_m^0
jOtAJ8b(No?!Hto;*rRql_1^i3A)(St;SfpKBrjn%en!*zl=v!wDHBmE@l3%R7w?!RUm#X*VBv@nc%e
ALHu7SYRThSgPFbcsB?mUqhX$n#bYxC8ktG^tdqar+ggZ5*OLWF~ePgWx=Y(k7kQG0g^2QTDDs-Ox;G
1`TrejSx*xWb~_)Sl0_aHla9h!##jeX%PwL<7~Bn{S_*Ee%gf@bH*H}|KMtfH1U+Dw&VvvH^)8UDcg<
Bk0J}__AWi8FK00sA;-o^ZboQP9KY`6lBFq&fNF!qC(ZezdJN%5RS@Nj`~F&1*=8ZkprFr<@1zV6C}E
ZJhAkb{DJ&%7(G(6##-}uwQ7G=q`|ZF`?V&M5O7Z*!c(P^>$P>u2R#n=era<R(K{J29SR#6dGPcrM*f
RHFeG8cFo^mn%0bRW~2KM}SgMQ4}l48HPkd5rC0(V*)j+q<quuf2jf<kc1xebT6qe2HZ66zQr*Zv@GT
tV7wF=`qPW%#6=-7!S=T&)8m5%&kUrFIt!SJ!7bF_rn3MRP!eCPwRs>8{6&0c5x-mQ+7sm0}n9cMO4)
EDz+63Yhjfm$(A5k?ax>W9ikxDn;kFHd%qtSB37*c$iZYjGtVilL$6@=`TpXl@FNjMAMO;QdbHD_vR4
VtS+by);X;sr|vvEE{h0$wbaF5&h^h!`|P=jPb!MvB3xd`lzX=*N4Wx;@2-etz9V7EoxCCCIu^h>oSy
sf|AdU+-s_x=l3dwYN|YvD0922jcDoc!smC+jeJ-XZH^xc)N*ME0Y#RW!$)yXTO?gU&u1Ke~udUUh&g
r;7GR)|8*)3CUI+%zZQO9QmK>P5UN2OX;$B_WXM{4dUXzQS%3_(N)xL&IFy0nGV2JvryxU#Ez9XQyxd
{8wNdK*V}?78PfYUPht>3!$2333x|6f?~B@CcznzN$0{Q|QQF3Q0&Pt$%)ejRe<KWx|7LmXh5SR$<OE
>~jDh7D78V_be;zqz!VfEYHmosTmvi)9o%TKs((Zg@1<3az|=UlFpwXK+9lCOlu}dHfdEL>Y9`aE9nh
*GL4$nO5hQMCMIsv`Efagf}7nDOW^Q-m=+Ry)<uFyDs0R$LH+JIx5+VsX1!hnb}j%}6ht<ZHD-dz)#5
#1DV_S5DZDit#d%wY6!uIA>U3Nh)ChKbWbT-BL3%nO_Rm$GM=O%+3%z1+AsyM*MAqF8KpHj-)k4Tsxu
)#-6N$Y?q?lC|<t=Sgc;G>>Dr1d>F`;cR?pwDG4S4sPO>ul3>H+W*;nFqv>wwcv6n4iw*s=b}@i<(XD
;mOUi`5nnij2Arz2aXay(C2u`Bu0$O-ZSB5F&$(s(QU2?ouWAoDDOxbngA5Y_-mJyz;$)5$sp^-oR9m
!W5;!Znt`haX>U)x144yBF~sM`?na$)nwkn>{|lP%MTn5e6C5yY~@aIVDQPbP75^G0cENOue2<^Y@rM
yT3%eY$_32tuupc}m2XEAFZoKyjhf??pzaGVJ($xz#JD@%4!UrC8bHJOwd02dd??)U|D55DkSgs>the
RBAEQHs{DoR(Et@2|W3?YYNr`e;p3DibKbB#u4dgS{IOhr$#~<?UQN?4I9k`(6Q@FphtZxt8eOZudO6
>-;3vu+w<$*?E1rQu}74K2F8NIu^op_*OfH@@alReyHT;=sSG)2BIgw7hCpHJLZ1>UX0{rP59l!j)o0
OJ>)Klv~YZ_)O5epdlVj|EM+bmGIPsa=F0OQ=OZyZ$oD>$3R=t_+Y}Oi)G>aLG;ca+6^L>e`VZ)oxM2
u;{*LR@U#<n{n{W&OsfIiA}`+!r%eO0O~?SrOV~NoCBk!1<~v(qA0#=*v(0#^ZqlttYeGS=a_;N#2t|
z26;}1@fz<5`R-zOy^<mBPD^lPNE+4P5bhhE_QB7%5=<`jG9gA2MGzXNZLfR9qgX_Dt&gs!!H~vs9QS
RBFEHQ14C6d>D{N^<XexBc_6BQ=y&b9Ihpd<M^tLUrB9e~UUFdIva*{~zqY?bTj=`N9#LwBbo-K0F@6
8|?r&q8sStI0d9?zORdDu}tkgST-ah_$eMJ`dr!A^XVWVkHGubZ9;p#ey1Dr<MKW=DF3!64c0-o$46j
q=fL3HIDbJ6(s^oUgrD-&20LAcMicy_n4x&vD??LYqMyA1Mm!cmU6V77KK64P<XQEj_aJb$r-{!}C(7
YY#75uq?U$+JH514)AyX9<(W4u0RZXOw=(!eXr6O6%_}eVg}Jl@FI2}a^?wt$)w@$pbFuC=P++NpO1u
}0GKUWGO3qe2U6Dj<F`ZB7Uo4l#>qviz+IxnQiTqyaWdT?h#iLIn?lAQF@wf0lo~{1o02%DHusKgK-z
*K@^_@?Hs}d!=&$ka4D&?(e=(rB)XOXaxx`%7*izI+&q=10Ja==<BNi0g_JzCc<Pp{*x@YM9B<DK>pW
hU_V7yYKn2t*U8rzyGt4l3SqFo}b#2VTj(F(fS$KNn0crKkp4&OkYr7hg3aELiHB`>VptFi$w^@Zhs9
Pq!;^oXzUHJ^Nj&w<0=Cvg`AxxL;HootdXcO1sP0eb>#4k)ec)msqhkmb*6pL-SkZl!&}ZR-JJR|wDk
pCnJH?WJB-gU7FkQ0Jw`x5xYK^!OOl?S~rsv~|}O%}svo`&yfZyyTfA90sh&Edg<216q!E?6eOSt_rh
*Xge9Rjw&*#+OQ<UNAm?;fwY5LEfHN$lsu#{S-6YpL6Cpiw2_)A`+G^M6?O$VL`;?W>M=ZIR8vYA$DA
i>Vy9*-rgDuIaT_2g&kUmC4dH{!?uw>Apa|a3%X33=OA7jc#QgU!CPKifF#G<J3@pOjSeS1(Y8X+MDU
z;vwp&B1YhtuCV0s5}cpIv}#Wo&3Jhk8-{xy4FYs5f$?;M<JcBRy&cp5fX36kg{`%2s{_{0J2<MJ|S<
ifY~Dv8L^t%wE&Ndmr&*Ap?o1?D8`@fP^|a1e~iwP?D<;G+>Bnz*}gjr+XU@|{?t0)Tpsi{Tjo*;GzE
?5n5_>W_-a{8*^Yd-z)sUzZakq4tI3CrVkv7j+)TviFKgVjX|jcq%@Urnoh5ZO!&2cb(TgPH2B0<VNn
*p-(}A^>NyoXqYKfnbF8)CJ!&R_B(z($2wyKwA0|l=$1c=Y3Prte#*FR|9?VGTN;bAG&)v0>CK`(wz*
B>l0wc3L0gR8=t$)hpr+{+N26xaWk(ijX$&rXMVjU-6(XoNAg8$8%-IZeWeGT~#c;lb_27d2POzl|fW
u$vXz_cM%gkz|l$p6P;jOWcSd)}oS72>I@|mEhRXq?4GP(#Or}$Dty3jYyO9V;=vl5uM`tN=x&vr4R0
P+;H>#Q6A3P6y7cZMf%@<e;`TEql7FE#4lv>~TQpaP+pisjsslq+(0dcAzY>{2gA=(n21_cFd3Z>wW`
FWjW>uk*k~6E7n5KkiK&g)dhQx$=d;wcPZR4EQ5Xe)G@^Q|tbFOe|JP?JMphYJi~JDP{{^I!KWewrN#
fHBR62U76=9vHC^e55BrK#s-7dH;@`dU$T-St@&BrN$G#9=--uwVL<&rM@9tXwuAGeNk>!dY~Of!UNh
MhHh}`mC2Oa~3w=tA<j_<ZAWFUtRRG~=Xw7E?a`^1Up@a4ZLSh$lHUV(P(?iffV~x>n`iD0)Ollo&03
7F9aGbAB$x_4gEe1^?W!HRvT9c5&#Ot#V3*c}0785G;ju{R(E8!7?Y_#<V<bVx|PHy;2Z%kRM&g{izt
}KmzbsD=|$S_ZQ2nG?}yNzq%bh3WV0vYH-UuygnEnXJRM>N!zxYQ4vsxlN-Bs->o*XO+-OZWpf#cn+~
D8u3!+6bnlTXgdfZ%yU>fgYXy>-SF1AxJ>hZF0s+o<=$8C6+k9;>{w^R-@cL9Of_1_pMhDzA~(6U!78
);i97Er5A$*EyWUiNgqdD<`)XjZJ2eV(~JNVfnrV<_=ZG)h7v8Q$ORT0JL~k2k|H-XjnIW5*>&465=<
kFxV1@*^iu-_KAlT5WeZ;+PnEQja?%o*?Ctpll1v03;pW{?`y=7@3QW96wIutmA5~|aufhmmS~T_3=!
ld;6U5aQVEp<3Mb*#po~!}jf8#)Oo+Ol@OTZZxW<q5);@a%u8|X9euMnFi3jp*)^lb94y8J*!bJ!K#O
@Lsr=Q#W<p4MEGPM!qeb6lcNL9vU&wQo>7ijtY(F=8ss-Jg0}oGyD(&e(asP8S+*>k@A;9Q>p0YSUP6
4Ksew%b6`>_Cr209N)k-ck$;eQw?_CAD^q(<Kyp{d0V5m$NUJff`Ac~+;HqJIAUq6y^XU<OOK~NPlR1
e_GFLeX7^N2pl+@mP?Y{sTeYIGNmyNiaym=a_xi`9#xVkUymq82;)JEnrCvga19M0w;)m-e9S14<q}4
1;A4ZNIOiEs#i_<rkO=Vc|f&Eo2?O$%=rw^c#d8{pE$0;5}VN=oID+1yONE;WrN$Rtc`5X_L)w+SE0>
*BCScQf_VY9bn#rV!)rJr1BLBlA@yiw$tDzHW-*Ygbr*c+e)3Xj~?reR!GmdTt#B}Z_%k{D^E{q=-X5
?L>c1J>VP&0N*IXoaooD}aR1qF|f*uD6d<gU*?kAkXn(8I%gKimC%SvmRPYaiiOzoDZY}udMpTRJI>Y
;)v9^p2%gEQtq-N0Xns>C+DTcy9N72LClTnX<Uf=B{vG~x|R8V_)=La<caC~$)LT1KUkx?YAx-*MxdE
FER?55RX84Qf$8Ia!+NG(<d+d!k2ZS&-W*W5fLm6)_0<@0t*fp+gc+*6N!~O><h^=E7iUNyx=t9RO@=
hCn_Cq(yxjnrp*Zy3I7A2OP(^(aZ#<($;O+h`J@&(fqhGpiSr7Oxfg`U9#cYuS6?<seEjRc`IG$S=-I
hd2cKb8VqJGexG%6u<blEA7vg8=(K%aFqJIImHs~w6}#6TwlkDN8DSnzw6x_K2jUqSJQSmroP*D~6yO
X%dWj8@ia?<Fvc+oK&5+JHu5*)EkP_iSKp5<&)%_mxOT3^VmfM-@(AR&+wJW)kIiHqy&(P_5p~)LFeM
VBt6TL_OYnEoHcAa2T#9*tQZk-x>A>u976sDvjB>+2LcSW#zYo{7E@q(#1nJRod$ioov*^!(@4TMa{Q
>5rg2(*W+(Lvh&#@LeyawyMmd%zO|ftBB^?N!BSNj!7)p9C1lWZ-!>)`8-686O!HbA%R*jGgTC=>7c7
wrxxHV(a%c=nU)z;<7JSt4=YEB3r<!YkF6ohN@nz7bTp&M{+~kDNc#?lbK@D_!0?*Kba1z`1yq=r9#?
ssWWiUTASE?eOb9%0HpCGmg*RSi$hg$gkEN~<@oy;<!(~Oi^%tCZpYHuK>#)lKyA0%6FD${Rpnjji0&
@ItuvF<%Hn$sRYlPk$}Q*L^I1qM_nJ4Xq&b_y6Z|8;$DUc`3DgfH4meB{;ejKG}6G$s}Thw4guICB<@
ZbHOdt&;qy0<jv|@>WX4cSworD;n%<SH#n(RjW}P4)CUQ?b`lw!B>6c9n4m!m-;|`)f+F;X!zM8CEoo
UNKq*tqO(rMPAAYws?P5LeBM3iK86gh{;oe-U*r9evRv3-?EFg4k_7rT8|-GZUOm!2pQSvsi2s^phR`
VCCfaI;Ti6(UDLl5hADfgZZ&umpS4GN(8qI_qz^X85c^83x;th0G7UyC&_2%?VonmnMvV`816Rf#>K{
C|-qn?|wO|J<uZMpAKUoFzA$Ro@`%5biUq+!sk!V^nC^M-=`r0lpX0{$=o@BlI~r7GyF)(;x=5qDm|j
0KR=A^JfgF0E@)T{1dtQ6t$Zluh$jsSTC1O0u}<qqveD1YN>~W@<B-q%I(h0x&XXoIo}<?+9-l7S0P!
+#&~-wtY!ifcy5b+faN9_>9#AQLKZHQq0)8EY3GPECh!3*wTaMu%bh#+EQ$3BBf0l$w*dKklyvA2>su
EK5Zqs#SnVY15+G!OH`Y^kMyh$9!on&wO^TUN7b8ZpDQI%wGB0AfXE9#YrneUv_k>mq1BiSFvkiyHez
J()eIQe8zcbl94j+nUuw&OgPJN;p{gYh3bY$g+rTFd9!V!8a4Ao*zd$1cy=C6=Gq(i?+1%Y@g68}KFl
M5Xgy699;GYXh4g>b;4aI5L{f~Al>%2zE+76#bu6~(D`xMR5qjamPNb7CSHZnQ{rlTw9KL<aygwQU6L
@m$1B%4h@tO8yXq#t!4G8HG2-6BZtaGYSIX;S+lJ1|yBYu9+5hm$g49dlY^L)BOG(-*wA9Y3enr7_B$
@Vp%sd<?ej)kWEoDfYG2_5r}L0)B(<05A-O4#kTxz5t{UH@y&*+u&|wb&V)07Mb7Rjh=6xE91qHa?as
$WiRu!Imzna#QHjIIw;q>mv}eO0EX2WBhj#UuuCD3FKFZ(vIIKfB)c{yV}KtS!qwJ>jw}@9oQUE#?6j
HT11Gq;{`?F^b&d`E{WL0x8Y}Emp)uu7oQco1w#(mzjbh#`f2+%4=jZ>V5X?RSC01MphcaHqz2Y~EZE
B?(w@^*KNr{lgy!+sx(5uy~bm2{NF|v(m78N|fsgER!A9;-1rIXSQe0k-Ybb<SiOCzhJRuZ03E9@49=
Te1<aHhrnp=(VsAJgT>$Yck-CILfN9OzYql|k4FZz+_Df{ImP9Vge<<wQ(ojIvZuwb&`ES?><Av+A^!
YJ_a|7L`|%Hu(EM0OnHc!~=G+u}d?~%MeP%jO$J0AMS_u6lI%~58}6G0h<_g5gsE<KuP+R{iGwRhMe>
XXJa_5-db)iXtIX$?tbonoN?+{*9Sz|C6{hNjsTjq#`sNgmZy2oszdS!-<(LxPeyU0buemUZ(-aYQLX
mqp_ou&9iWT6tMkFoQ*6aJT7QSw=8B9a?Mqrd(7ZD|W(r(|cN=*t#^y4wtHs_-3DK&BNt8M0bO-rz@4
<o!S;^@3=R4LfSB@6e{*`y=+$x!XwE;7NY`kmefT9EM2Ulke<F9(`JouK?N_#)Ip0T}Q7+8sPp6VR_a
1DVaSE^+8iMOywZZk0jQbutJ*0&|*cgwL<mFA9Sq2|_KMO21jEbhyLCgyg++ofQixZ*HI(0xL*pKWkA
q9e^S=mbleE*Pd=bST6Ab{H73H=A@?#5H%sAQy>YoWy?GjNY--oG+w~%EuPV%Cm$sb;^he_2o}iAbm~
x%Bi(&g!)@E9X|45!+Q11GGSGb1Gx{K1s?BKdb@(we<#lg{zByiY4A%Qc5t;FeMO@x5Fe%eQ&ewivCK
PWgUQN`SSl=pwC)=Ii!k92i4nrkltqs_QvLwl>C%$H;m*i*`5l@50=yO1Mt?%8EUMfY8WAEGowq{Pi{
Bfe9s!$Q*_ZsbdPvu_tDZ!%QA^+olbdN3q$`1vZ7hlkc$=0V+qnEj#VeUCJ9XG4h3a!yjANvWJ<dEPD
L{`Zs<^tEEsy8<41b>8=LQ`^Ez@ZEH+FjlYH*IA5_w<Pbuy=rwW*42ae%+$uEjkl^-f>zlkLoha->S&
IEqAU*AE3Y<QVP67~jQ%;kEw!=btN`CK5GIzTd;u*U)9=@HSlft4~uiQ;u%Wy-hw`B!?OV6-5tVXxJL
sVEd%iG>bMmGQd4If{#D$Q^?aMs3p8U77Gb9R|&2NZ|q#!ykjCMcQ7uWq<RDF3P1Ms@b`&rqV}xC&rd
25KqT2W967r8G)Kg?U?+xFK+jWN!_%{D)g%=9HL53SX<$<7kvVf((&!-|bo2lEc5|{PlSr(%fl(jA4L
^kn%T8*wh@ZmjJSMWoSQbSI<clm&?YHD5Kq{HF8umoLfq=#vdH<8+XVGPYh7b##t&)q~4;O4_#4odsJ
hfVl|HJRFAezx|N(9kB4RBx%B>O*|b5^_c{*1!r{u~^_Ez<1sgSfImE0ht<0;a5a#7SB?kpGI7@zvXS
#&hLQJ)b}F+_a!==XMd=W3~{;YJCwOu2x;4?Go)+EaU4YE7$B>Wpjog%w}2d9hwU?!tW202=1ra9oe(
7rMysP&I&XQlBv?=W3G9EvwOa$SK(ryVKlGat!MmnDJm`bG{K$9R#w2;eM-+xEqfas4~EINXYksEMlm
BRhy*T2+t6uG*)-_e`wI3s{zh5(zMlG)kM-MxE?RTP^JnEw!#!o^-2V;NST9Q;jp=5rEKWJqz3|7J43
Y`S2H{m!2#|LEh9|_^sBbKyAUKzY6Wn*H5}^Gpv|S-o>CM%BSLdz&Nw4V;(cuJNqxa3^{j}LB6Z^T{j
X@=90Y8M`Z~AuW#LkWgr(tv95b&?4-n7{RPqq0I>|hxFqN;{1RPut&v!d=+^+!})Z#ri_Xz&Go)c~Bj
xTeBx0rPkYg0|+t7-7}iD3Ve#8zZeia;~{}KN1Zbwj3%F1s$bY>&VE2PAqNnyu_B1mJ9?hJi3>I4~7+
Q4gfAf4@BS-RBH`NH(GPxGd8>_kUX7L4Uc3{Amve6GCsJ%B)zco5;MLAOLu;YI(nPVZ8i0?wfTa!>%h
(pUTNZ!mO-f;nntzh-3l@1_5RKn0rIuD;NUC{F!-$d;hPHi>*=;dW(psqCePLBF&G<|blzkM`6Af`v6
(+a;K>n&>@6lbC%u5Mfrr-w)dX}&+vO4ctl9(^MSHn>&spPn)8H!?bVGW8kE?OV70)GV8pkW6yHtdt&
n#h`)kVL1PK8QAfL^=YFCAZgI`DS*)P2@8W6(~kv<0SC1kQ8;(NRg*OMX6b%VaX%+HCbQ5JA)x9jh^^
M8kuvgT5%*#H5ZB5!MthV&1L-#TbVJU&^j=ldjI<{6%VBM#rn7Rkv*nsPb$j#g)oCKu(Tz{#!TClV!3
g`RQJ64@kYOZHGrrTz(6WP(P<tKr$ZzF-3c{j~JO(^TcaAW+VI(FnfUhP;K$BI1<6_6zNV-6$ryamD_
AcXnQF!m)kX0@Me%q9h&ycyS&MFj4>jQUq8^OEOttW@R^kCm12-XI2K+SVU6BL6}$ttPFYzvkmSX)z`
T6fQ*1v|l7X|4sv~5iMljrr^Hc^^1;qQ8q0_H1;Oif>CCg6CS^(~X|C55?JCm!?H?jx+TJjrIxDLzyD
mQ^d`G8>IU|v#R(Jzo}o}ID&3!cDT9d>a33J$vb61XXq2E&?5V+fR}OZ?s=6*B(^SF@Hli-DNg2khUC
m<{!<DEvu=XbKyrpGn;hw;h|xG*YxZTMMun6YN!{TBdW53bn|&Q1F7YDcM_Z;{E=t0|VYBY3%pPsh*d
X`ITXX_q3xQSq<dun)h0Nvb_7<r^E>}Q;ST`1RQjEZ!H+9{)PFly*NTKAt5XQ#nE9bhO$PntLKM)Q9P
+@c}ts(B5SAzR7hwmjaaSaTx-C?$*0L0K^ssb3Uf?%M4qaigl);cP)ZzP9jAHnoM2#`;UvA>&bo@?ge
R3_wTQB2IZxgW2bcMj2z>{4I9}DSpz=&E*mUu<ZyVr7B|7|bN`h0wv`#4W!n}e_efjZYF~aNL%H#!vK
|EdHuX>ozwjR`FjkFNwNSx;;1KdMB7`90tY8At?dvh5arjjoDc4H9_5L3$i(+k&hsj4(Fj-~%R;gX;m
fsH`@Sso5XsZ8<z9{{e|NcqjCn4VsSusd4nb<-01Acvr>t(hpb>{;=NN{$dAyd!7{EvFEGJ~Z;-TgNR
-;5rArAw<9t?9wliK5q1J!$+-Ex=%-*r$yK(`s0qp5DYEPQp-LE?b;^(lbO>|jWULC?!S>boXMos3aK
ogIs?56+#HoGx>w<<ZKOE>)zkh$aW;43SZ8M^%PuXkxgC&~g8C_g-Mn)M&)b|s-zCTVydWQV8l+(HsK
y0YcTUZPrsxZHy?Ai_U&_JmK6EHq03(l{ZS}FbFP@Iqs;GS>fw%sRTi*|)>#oU(_E|UTmL_FI9@5P9A
O9;#BlP{G(o9I7Uco3@o>WR>Xy=CggoqTc%qFUFd$*9_aud?@IhRNm&vJ1*+ae<DztfkAIR_ez&v93n
8EURvIHMc0!gX0EfYos+rOz$X`ZMpw7}*EK0s}UBacql<JjWl+_(KixSw3FydUZIjXJ>Pg;RHMvNKPD
faww})_rUlDm$1jC|9%#Mm?ym78#r&P*V?8BZX8Rax3H4tgy+@hMerPwA_(%*U2&(b`#h8Fb%lUfwJj
SqeuL_3vxgC_ObZTTs+jdRL38H-8^6P1?G7JFnwc)kj1JMhKVO5!|BJtD$S);V83wjPtt|1=+M0J45u
IJ0SS2NwS7=8}UTY6%mfpvzsIRjql0;e*RmP63iLAVY5fk>ssOHv{^0Su!S1ZyKmf#FNR31s)MI_|8X
{U^x%-dOl2TJ;Nomx{4Uj#SEfD5M<9^1@2?D!0OYg`3Z`%HpLap}G0$L0gX+zs5VyTQ-t-w7$uK)nUK
ww!fzXLebf@EBJhpLE&lwJN-yh?;6YK@DCG5e8gS220oET!VHQnd0YEwVJ*#7I?9rI5qlU4uTO`XgFU
y$=OXc<~)oh<$OG))W<fQ$uurZK(_&@aA{vAAn{A$#UD(k0<)PanZs4{Wkg70N1GvipHVODIP9D8v?$
1{RdR;~RzBksQ1k3ubIXFFx^KJC@;h*OoT?!pXz>~|Nxe~b@MX-Rn7@6)LV7;cvXVIER54$eupkvNIy
4>c>l{;`eN;yT@{f4K5z&hds32emU8b4Pc0qY8`i&<-bhIoL!D((_Sc&5M;#Oc1h~eyAW*om_(@iOG7
{S(iYh?xkUm!~P8nC>3PJbn&q#S$fXPBs@pe^;`vXp+0LRL;yHKIJ?UL4$sIMJOQk{m}m^?%Wk)~L8d
YgEl3EgSU6KZ|4$<K8fRxd%L1k;*GeHl5z~YbZs{YV&{9^AlqI?0F=*<RkgV$AkpKfq3!63sp_#9T!?
OdrhgsE&$C?Qy#CjBYj?hsFmcA;+xF?ykscf-Q-Bj-rC!`-C*_BnV#-SZP71<K<>miA?`0<_fN%RW}2
j<@fH&rwjQoI0dW<%MkWEqFityD>g6`fQEUngBt;o1=V1N;>GC){uaRS+e0c)u6l4cdJg=VCM~YwARR
(Rq;GZe0Egj;kX-obhV=`{S3_rnr>{CqP8?|o;N(`O>*&nc$vyP)gST_mXVOIse9_3kl+5O2HlOoTq1
5!A9I2m-PZSNt=Zkd4IAo6gRkt@nB=t8d!OeUqDB&y5VwjA3Lxs3<PY1X(8pKRs`wBGx{pMZf!VN8#r
XH&H~H5g1_g~O_BM)XsGK-RcL#p~e8QsGuH`I+BYeAcBKHZTIg7a}x4gzYJT7bv*7*L@E29Q6tsn)yF
Mr%f2m6n_OU%#1#wjZclTwVNnSGl1JhmS+hcE817>$RzQWOtc-Kf_Q+qrwaK#zk~uWG%rB-D&uo)Nbm
)=%!Eh%RI04IV1F-+zjJDUq2Xt?{IDA4kf42`-(KJ<nnAhXR$I<~WIm{`BNX_U7NWyqI#-G_h-?{t59
<e(wN5{xcIm<t%Wv*FaU&!eX8fx{^Ql$FwCL-HrQ9EG?bmy=AwS@;?)E_7U6yMn1MF!F=Wl*R=^X8|c
KjrDN}QeL8EppU&3i2v3l;&C89NdL$x{Dr(ifZc^gG)nfwF}(ztb+qG{3aD>loGpMR&&7Q~Qd(Xb^;5
uI;PP$m9ru!7JNn4%j4z!(ky0)p%DOL}-GF6y5X|u>IRJ$H!?ib{F8Ev18ndsHAIfu_jEOsC~`OH~ga
rtL+JCtE;41E|abk{ow4Wuk47F&+JNLRCI=tN3UNMu?}Q!@YDtT)Zs~#IQz5yYjmmj&R1VcVyNEIbWD
Y6CD%R_jO46y2zHv}!v5Z?%aD?wvhMKvs!NV-MqAB?jB%n1bdCAMgZL3WtV^&n0p=8hEZr{oD_?QXNZ
A~cecN5fp}v*%mK%&&okI-DUfXPCfHutyslP}z`IlJ@{qc{>ExMJ;Jq3ugt8hJWp5=S2)pdpe0}8sm=
SL*+S;Y<GYUiM5^_0{tI%@km_e%35lUBN5wMKf=3x=cKvIa6b-ZGwcED~$C#$tl%$nvn9M?OX{0b1~!
G=6_0N61o!jvv0X<AJ0z>tNDs_&ZU+RKZ&d7QU(H-wm@}ZGXdyHOX*Z9ZnHpMhfh^+#GN=HAfFR&9<|
=xLb3;ZGNz-)@UUvF$epl=efsmB?um9VPctiiQt32a2W#&Ea(c2Iq23nu#Wz#;TUlLg5&gDc$vJt07$
FGmVZM*7OZR_UQcFGgge-dZJ;Rx^ACcBx-S@6<AO1w0u6F;I!(L_ESbxJw!$$ZV+ZR8%tvmZPLA$UUD
?p^=UROT{K9j=B0c3JU)?#EPIH9N*m@n6rFFWh6zo<5DH{W?KEYUR2*}ZhK)i^C8;G%17VxK)MTu+my
+9^4b?G2_1u4oVMtkP&$0sYihhrx12tX{`+TT}n)U!B;`5Q?u5d=chl*TBGV{x#(E?qaxz=aa!d>l+~
tbC=tq3b;lWqxQ8j*O7vMOyJV1oFZO+PUX&YoP?OJ37xtDyE2bIP=V;_l48J3`bUJOj7Jm!|G)jk)9|
y=rx%&oyHn(zPbDdh;?e4@Bev_7Tf^{yhNvc$sUOM@-7SQZv9N18d&^I?7hJe4_HA%Ji*r_4c5K}L5H
i%h1fD~WJ#@oly*l|tY6C<x+W1f_7r9Q7qKATxJ+E*y~?H$r$<h}!lXLE_h1v*#Rwi^)@A=^P%st4dO
Azk!IJnOK`>A?96JMtVVG~=iXr>SvWu4a)6Xt&iNz?3dZwnNPKF_+i;N9ic=9c@IVy4GZVqr)@EhYxA
fh+O%!zHmq9ll=5dj-#K`!^Bmw<X5ezStAbiGuaPK}He!6*Z?e5f~CJ%74L_H(7Z<-@%0&1)>iXZ7Hr
U2Jk5nurTjZ<<}!`EfY!0ND_g<8xE*jMR@~SAWRh?CkZ^pGzdilf4+ioB^+HcJeJ78*i~~CE-PXJefv
^hV383fQDlb(4pCYtz5)i3Dp*^kw>9-V_4sZG#dC~=&r0yk!M_i9186L*SbR-|HvFAKw_ni?Y;ROPKZ
l0LlRXd4%HeW*xy#j9%GzaK^FG}8kU=q1Doj|<rr5_$4g<?GMkVD@XDLq0K2H_fNdh3kJ3ddx)^JVj8
iRE{>vKUH~g1#!nfh0cO()Es*0<-4^|?KnE%c8hue=(d&#|sEY(sC`%m#&RO@gg{B#oC(-TJ+?Ap4;t
PklS?-U<A8PTfaH@~3RiSHWKW9#j`nSlxTdZb#MQfL~r^YVtDKB^DUL^)dS!Z#Cb>#rkL2aH@3Hmy}A
FvH|$v)_5b{J4MLV5YOZsa8?i6bTx|z2AKU7NPuj;0Nm!&9ZMT{)7$Mll~*tz&9m;>G=inT899jEw?E
v*1{tTIC+|fXrL{jXXw>4^UL9?K~yb}()a$mRX^=vIJ9ZyHpuMu4(xW6r9%l0w-8K&G(ABFq8!?3a0H
KSSLjvu09EuaYtAf{?#;5;tAhEDyUxBWq|_>kBdlngpI$2vwg7c2xR52#F<-VdPZePY|H%3ih9;Uk%M
DNL*A>rC{at0>o~^UR9Bc`TQiwf&P>QHwitlfh79($u^osNk7s`zpafhl2E@&fqTbu|l=J~2Pvwr+&e
n}XblZUft&fSe6d?r{G5pv`1OYSOcr3zxt6(#WF)NF}4GfEk_LZr7CUvre$qPZgb2C)5keDm+Q3NC6?
b~-qv;6p2}?XlfGG>Xe1Ur1%R8_RQYniIhAVs!O4nNz7Nl|SfOZ43z%utao#Ae%4INId;<kz8rt1f7i
2+j17)Gw-2rNVR5K90sq5i3lH^y|+m=I_=C<ugSl~{)w4Wn;rJGB}0|FkoLu|QW7L4rsP8knuf!&a}2
z7dN5YVtvncFIjOilop1#?Jq-pY*Y~vQ>;43M4wh2I@G)$Qw97%zz1fe5zQzx=z)mX52@Q#ZQ?(oi1;
HooO&b{(Rj;T;Pn%Z1J&wmP#5)u-G||>L4~TW?{!zuxhO}NJl*Y`g`VWO~=*JidyOdH|nBjx5<GsbNh
CWbr{KHK)C|WwvFSxscs$@}mm3DIpq5T>Ah}7{&eSQBc2?$WBfleCPUiduZ#LxD7&{#O~JGIntc=e!k
)*73%UJuw8+k-lfWay&6W24Tu>&P9#*qoBute3GSap>!)Ed*qyt!GBgshl6LDpUD%)0}Wnk+a#bCM->
>dZB|;`_jX&IaxhXBlbrJnoXg8UWR*EJ#=#BbDX*$&e*mkq<%L;4KZHSPNbB>%_^vWL-?i@Ad5Yp&~*
TZuk23Fm*B8m)II-7g9Z^wXFXZ5p3Y`=w@Yqf5^l%11ifo<H>;Wn4s}bdbtLQvUR@__ghhmsCzqj4`M
oSbJvoU+$+7I{|KO#5{1bITsJGipNM==scQe+6X>GL*8EhB2x9I(C<O^!vg5r~XhV0cNxsX8RHpe`O*
6waXXs{Z@@U%J`Fug5whud}a1-6$@i8<OkRnWDIbFE+LgkK)ZnC*D6=`ui^z-3zXhM@<@pnMfrjPMX2
H1V6VL)-i=BWi}*w$@jKqP~cF)jJO`99<JbZDjciH={bBWDRpFk)9GW+grEIQv6p@k1;Gc&<!OS>vQ{
PBL_jqWDE5nG0#l}f;-TjU)jC;`YU!{wUF*#{l<{)fq#d`+Bm?(CB%Yhl*5f3ivh)KaPYrzz(xX7KAP
Q3X?nrWF$~^J!okdk!6^jiw)G{h+L{x$upTRib9rN+sff3jFd`gMaG5|Z(2`6sf}Z!C`YQfx^$H5HY-
vN=@G<KwK5O1j`REy}iZ$na!j!Au^m1Mgq7-J@4i*v^Qit)QK9p{aW%jONT97k~@B<p86{(E9SOWOsE
E%AthP2J*U>2B5?|Qb1R_q|e1plDHUhhi3i{&}kIOO~)Zwo;!M!0gAZCGwro4Qh<nzK@-VKuf%Gs#I&
#(F6=7rx=Nq$(y*zkz4SPoR<#uKpSZtvucR>0Ou7Q5Uf}(zjn~-!Q@cKLr+V&anVFVXaW5f%9O<x5_?
XUsaCOM^Z<qo!CiW#T&v0q2%}LI=)j+65?s*(urVKd@e$q9{q4a0x5pL>I*6Kn%mxebx9)gFKra;whY
gl>Z3aCxz0QTKfll#@D1nd_y!{Lm_ewY-D9TdsalJTF7JP@RLj=S*$te53`2s#akC*;xG5T&_pFCb5?
({JCsc2*v8~XBKsobRYDkOSF#n-Ulw-n!|BTK)J*#T!RVji3qx|nkn25&Q<nus_r|h%jqNHjHn9C952
pGYU9tDF}IhMLBx~CN8Xzv37{~Y8p5t>uFtIvu=qmvtuBuo*JoDb+@9OYBa#05EegfTHiS8LAyE3x@@
Wkw`<Jkef|Lwg=Z69h2;Z(|S#xi|dcPQf&s5FHnVcPj`HHUU>GN^#y?a*J<@W=H>Z<SV^!H6LmHvwS;
dil;gp0{(H~^rnS(GW*AD>X{4y(_cD^3WdBsU-wc3tt1|Dq}Dkn$K-5I^-FV7kQY*_Ma$SzvgPw{ByX
_(^BPq69W7wRyEK&R1CsnAbVvuokzLr$KUF6kG*A1Y{d(&lxX-VW<S;QT$a$8G0+BD^A>iF*<1E4IMX
s)ub(51zO)4^nz@J#`nZ1TQsV%;3c}ca1FfVC#tB24~+Pl9C-Ee*DwS+iuq%Cb;A3H2z>iQLtq@M&}(
R1CtzbQtBrOtw38(-)-UENPUSjcu<h_Tt$kDVyY^F9i>+dA5tJqG?nEKpb;ITP(oLQ|TSfhmU2*30ch
5G?unZjcYn50Kb|S1@_(L#2bBbpS_h0R!(PZlRj3O7AjyMZo3~yjpz(HuLpYm;WE=4Bj8$CO%nPibS~
N+uwg(1KB8EmP5BpO{nb+Z2cnj&lAW&Oc0_?{exmPvGAtLFGNkx*s8XdXLZ2?hU6jd-M%proP({-TB!
eXRWakl007Jo@)isE&Bg@!n^X?Kdhu^kJr-cxi@@P6(+-`e*zOgu_u|X@Nbi=8gE%8<vYR|15pf$7HM
Q&OM{RzjJ9iXVv<A27E>F|BiWGxwTh1%2LLXYiDr!|oGFVk>>;H}rCZSKJddy$K2;}qDs8ZX!lZT>=V
`$f@gh-CVT=OnI$C4r%U4U7{#tL9kD)9Mr57hKPmVeB-Oaz(X6wM;F)R+uTg8N~qu^E%^a^IzwkBuI<
{Ud~t`Hdw&ED^Z{Rn>(|;FBccTeUI?2iJP<TgkcE3LL45vq-PnC_rd|xI!k2%Zl}{6uV{ldea^3{+Cn
QimQV;583Pd5`N=-AR|GM%56+@z?;A{t*4wO*8X65!+ho98NIA3mScxZ2F?WjbqF)HLC_i#HAEP6P3F
f&=Bh0HK7{ag2qLg-hVGDR@jAA4{~GxSJj0H|{D_Iq!5Bf>xHe%}sDrX}8iAy|yz<K^0TFnaE~gf^n>
bsukY26etC~{TJnA{;p`38V`D()GDO-C|0yT^Ssm@k11@acB%!E_;FXITz<U+%xM)btdBjz6iWW3*H`
LghBSF-$l@h?Nt#Dwh;<92$uFEGy(Pc=Dx#KgIIIdBtU4Cuux2#;8|LI>y~R2U>;lW(Z?chJ-FHKSI=
fFaz#N{dv<u(TnVznA>Q3Wtc|B47a<PHu!159gHz4Wiu?n%rsMe&luDAN!L!ryBW%)a7}<XX)%e$;4I
*>Kp}Vv1OZHt<n4WQoTofiv68OQKnz6j8ob?u*2E>7>K;V6FT0L?{981s~I3qQX6sTS0xAcw|C2?Z65
Y&gRs_my%}Fz9kib}DW%;dJ#(G<f>`R5IuJckp6Bb<`GNJvbnno0MLT9-8;HgySZC=xWTx!D3)@7K#s
7QvJVv`uq&*oSDxbh+K(+P)ZgkVNI(4Pmju$3`hM*7jA%9+!^e=ujc)!}Y9Xbr3D(}W>*Wl0w;a~*oK
QN)Xt`}s|hx}um#grksi*TiD1{I{|FY@ed*H|p*Aeka_C#^pu325ERU{1Tb=?I@(t&=BqWl3{>ofSZt
I~g3A%GZ%Xyy|?l5HA*V5&gJVH++PZE%AhgDaQ^Rmz7I66uIc&gW3oFW*~kr)U67KcnMh^@99h`Q{^0
u>T;0`$Z5UtX2TRK5DC5l(P$}m;KUS%38*g;<Ha-r&L066JaLan?qX?AaJ#?dS4OsU$1x~s?lWBidPb
d}KT2{B)iFI#y1?F?OCUHNSU@<kp6&1iJ^S`PDZi%X+PW^ea+I0g8b9hZ(MHNY*l^V~|5!O5h;$BdHk
jc++{_u|e`}m?C_7C8S^q-C#CO}!)qm;0dD?yv2sWS=iVGs&Z{V*F+1v1!oo19x6v+N9`&n`sgky+-Q
fy%XDRO<9jylWp#i6^h6|l=#hJU#ZFJ6o<<JOEkaIVvFW84KoqPTv;2Sm*!g~x9Zk9mz77Q@tU%I$qo
P`Ko`bv;N&Ozsjptw9ajpw3G1JZ$Wj3B*ZLkCqn}0gCbvd3y=2?%73!uO3N>!1<Fa(bApnw;bII0WCv
_Iqc;57Hr^JYKHl=jk`h)$7ipH-A196bB)gt7*YMWxzt-b7!BsxCVd}~+!@m(@j-^@MwJ5$fl9xr-4z
{o$@8vGDy5EXnra%7JJi!!RUH`w@ex?YmO~dUZPtP=8r?SFfPG*W$6==ycG`?52SM5~IX+BX${PbdOc
hM^WcuXf5FAz{E8lD;Z`gM7c}GvMGDN9)6Tl?ZQRn-K_VY`M+1%P$yFpMZC_l?-N&WazOZ3|olR$aM2
_>P^OO(?zqGYBv!cZJ>9W}AF<;T=L4|e+tO6zNrJ5Z!c-7-ntUe>hn2fx6s-aixW-7q5o1jcddtSJ;-
7+kyH{kf7lwJ=jo5Bs*rj(v-jaaT0&<v>>UQS7@&8|9~WVG(9khO-;-bc*Bz@D;;^RDjzfqx=g9hE!;
dZ27C|_DXA+ZsCN$01p+u=o}!+Zg)n;!_zPUR4UJO$<YVqGXdZZ0(p3*jiwpYfi|Q8MTkATvfI~;|LI
#7<}^^?dSzxbN@&KYzJwrnY?U<4)iUZNQwfG2biim%vQ2f?@i)KByr1z*V?rw}kB1nGSkf%SVvNN8dr
HHa6ncpVwdttc{GY<xemmaAUdHwovy3pF_XSb2pUT>)iG3G!w>0Y$R-B=Sho<;!(|3~bBdCg{cLc{B8
fG$1$W#O4<qN(@o_*@Kyl$gn-XeSrz7Xs2K<6aD3PSw*T4rq0&bK~)*7u<hRpzs5^#-EPuVtU7hXo{#
wJ!Pd5%Q95UbyGG%gLhsSmW(ekx1<EeU58Uk(RVAZA<Ip`^#m<Sq%#Z&Veo&K}Fm339NPtQSl;Wk`)&
^FX)n!8ZKI@l11J?sZKny->QjQR>pl#PC?zG@@QxE((T6YjWSm|41^j0I?vzH#h^}XW1y7)=R+bxTHL
r2$~`M7yiqJKvulDyP!R+*U}`WpPY*cPm{?-tNZ3bGqO!mJb1dS1<g0RbHzIu!*)>g?VmV}M=;=%qz*
z8Tyby6x!PQCmX{M=O?R>q`Eu_NbCbRO?H+%kQWQF8+_a0D9W82{>=}x9ym9p?EVKYeIK&BA?HE`@kF
_g$*<{bxwMq7tM-RpG$dPb)8(MGz(*{jxpu$%sGW?U267~6gv`?z1;7Vj>q3C)W-Vqw^69UzMdzV(P&
J;ETS?e;0cSSia8h|dwaE7C8{OPve}Iai_NTmR327f?G9sHCRd7kaT5G*|CGeLd>CUBd<wQHT0%LIJ!
@n2@aIeI6i#)c+aSvR=iI3y1o0+^&wx0F_s$jQPbUh9en-XX2uXx`AL>d&qU(ZUURc-u(9XeR!<uWyZ
DeX#hnp7#>^g+}(|#PUv0cB8#4RG9R=WiF&<9N2UtKZ(v~sWOKRS)n!rATjD;o4oias^C@VxzmOas18
<CEm4K`L$Z?%^NA$|POYc;%{K-w~sc#R&81~LO|Az_&R3?(?>}`#t#UpS|7hU2<4Gw}Uo{EjSE$!VdN
e3j>(-lXb__In79q?{NC>rHL9&w)6en>=Zhm1xR72MdyEkyNUm7nQG`)d#9lM7Dr*q&zML_0N1%G05^
=E@!E>a=7d2wXwZ2zISFN`;+Nf0tS8U=Pd;V{1W4!{XUE_DlHcGz+@jpoZ!DrJW=W2Ah$U!YM0=_wNW
E94yN6(O0|8=#}#9kw<!dr#2qV)=rN~e?-$Ml=6Zu0O57~foMpkx+9A1{51!nXTZzFE$qMEU%4a)8=b
;?k5<IM=OZOVE-@Nz=7#9o8iN!bBQ`W9bFe0R;y`*ZbIT(@W^K-&T6fY#9vwcP4m>qeI1E1Gvj)WB;!
ACX+xRkM@0_-C7BRTDz7bx}8<82C@Bt9I@#ghFv`5ORe}*V1pyDO!5sMJx5Yt9{PQcEOJg6&<C#l!{5
f12G_H@`F?52a$PJPLowL#wLAab*(tXL}Ibd#65mHYcsrBBu(>UX<~+<)~4Y<leUo$el<hiI7y-Y&Wp
``ik45e2ydS>_f$$&f=n1nlBT%7^@?Z{O@TDT~M1uwNydMSrI=!e9vsdlCw-i-M&IX2L$lGq@(*rKs|
VcH|~a=ixqx+WztD7ZWbh-MT&D(sw26RuT$T-}m3t-oKBvM|2`zm^1X?RUJCLe=R-AW4r<!QiD|sQ{n
T}sh1>qBHGC%DPq&xAN82|&DP!$=pIzP;tD^ZkM|26$AqH<d0xB-RhMT<`VAypfQ@P;M1xDzBZm$Ruj
u51I#AM0$OsFj(Yf$@dsrdMTr4R{7eywNM&%^;fcWqX@g)**716`(R_xDYkA27KrW&3<ai2%+UR9Zx!
1VS*4yK2=Xb$-^fsY3@JF>dHxC!sHpTZZa{oAIX<}2_z#$T46#y1zRpd_Kx1|(y1EQ>+hNtAUr7#l4D
3vB5)rU|e~h#<j%9*=krx+9zGKFHsnT)VvW_4EC>Byhy!hp2(c^Yw*S9*GQ2-&#VuGu!;=Pt;6OZjN}
v#gHkr0r8}D8F+gqgg9$A@WE?<cLyXD$fh=DL~D;`r?xL=X7seqXF(#Cbl-P-Fk-22D?8Ut`9r)=*T=
8L;zrJAlx3>;#n4XmL(IAms{|s<j;#pc?(2}gonYiw(wQ7($2qW?5whOc$rgHEM~f6!l{l#l<1gSU9g
VD2mYuAMMaf1Jb&_YrKOv9w`qVI<jP`4rKhGM8D@5&QRBbA)BS0KS3{Uks`A&6ZHf7kmOj{G>{J=Pt1
-O=vO2!om!gl*sj`J%QO=9d(Moat9iC=X~DAEgjj}WYckp(|1A?IDZ+MQtZOG$vYOlu~f+VFH(QAl^a
j&6m%r%GbDRY=0@zqUG*bj+-9Xvd+bi{TB6R~~0+`g6_2lOBGaybA=p@Kdhy*cz1%xd;JP`EC(kI!T%
~KbwM{{Dn}h&{c6h<`hrNT{5|5JL4t-7;z!qskcv0vx`TfUmB9+^i=Qt`&><ezxgJWN<vu3l>xHT14O
%zPw*~f{pj{kwYoiskJ1c)fp15Za6^H#RBx4XHc<l9-*|%!3*m(}<dgj2F%Gx~0(CLS?$sNYVxInpKP
4iw_of-BAgzlA#sGya52alODe$9t<?y&VUa|=C5nuLlgNcEn%ngHIm!m80t1`t43hPuH<$_x#Z>?5=#
g3;}Vl3@VT`95ECQun!0bm;JS!v50&(0=4dPx$=*t)fJok8G>Ddc(JI$Tkw&DNS@DV$?mo)i`AhM3NK
B@gKGFD;#Bf0Vg>#~`tL2}M`!@d!uM4=SsaNlXMyrD(7r&uCB2KYAq}k~u60iFJ(WcCd@kZmqu$lZpd
Qv=C$)LtXo%?%;CDmDNB7g%<9;HO@^OlL6PTsE{wbrR`yVoC~xN!!iDQK|b!>4-&xBQl$mDYH41F*HS
4eg+kr5h~2BMyQee(_LrROl5#%GQ_GCF?9W8n&Tq0CQ_oJk>AmV1GhU$IV8hyW=*PQyvyv~Lyzf;mtG
}z_u&oiBXghKB-w-v|OTfW0SYsT?YQ%^@?ci>nyQZsK4;FY&pA)lGobj~~&Kwy|)a6s6{ex6G>=?y6D
HZO0at19I39v4$3_s~h5aZ07_()X1&*Tl5=#ul0yek`iX5{`Sjiw5`oK~#SjzoJXG`c0eC~KUznBsYS
g@-@gj+%*N`I$A)?&8$CdYc7p)tZ1SF=(J7rw7tlN4U+}1VsmYdN6)OetjcmUVr?rwX(_LlW39O#JYT
gj9W?hSU-R?PLk@+)Qy=we}Ri`)p73!Y8$H;IWxHjpV8)@w#ho6+K!-Su2eXR=F6=s)aniiDWfPuQuD
<Kyl}w=PvBRyEx$?NuWVqL3P=BYN)W5DR^T{yC@w(?U2tw#^Hzq%q1+o6*T77H%Gs8JfcPH+99mTw<V
evzaY?K@2Q%!7q5|&3xzS6N5!c|O_)?H}QOjq3y{l54FIaYP)ve;|x)OGRw+-Qp8(%uOw?EauThlq_B
=3=~Tne<dh9tX<P=kg(z2b{bQYzji%=&n*ZdBf>dWSUE+0oc5dUbIJK-_zz_+^D`5mYoxm6ud+_pHV_
*kKXf)W=gXy1+Xfng1L<0$ASY;k5?OSbw;cVby3mWUa|<sFEVuZvdT06s6HpiTNo8Xa7?b`mE97o4Ru
&AP%D3x3UXo%RQ|D`f@yXNWNk^?;rmB4QoVMIm4$A4y5ofm6U9q%yt~ne}jTFjETwxZSQdx=B@fjwt>
OI`<|JlpXRfwoK|L`AqH-kiwut4Cp-rI=0ZS;OlR{Yq$tS<%V@i)+bUPXvu*Vah1UzOO;%Jn_Z$4D^O
w!2Iy(D4(D1QGY3PqXhQPLEDY``Kd)4%K<t?WNzAbB>Tvx=>#5O8K78H+3U@XDLmAE+Wei72iU$qbZX
PT_ACXIc7hle6c=C7{OKLU8H)|Um^O|K$D-mGvj8Q;C+FxHogYCuPpj1E%wcHKOefDj*rmkJTEJ+Ome
t?1)zH?$V(`@tbw7t)8?fV#$B^Qp+5jM>S>MNujadTYH?O(_-SDB*&@-Cu?)Pkg@-GpN!LI5j^qcWdJ
y0zoLjvA)6mNJ_a$<-@vS?_ML40$qaOgg(19B$3I*E~nfMcJT(XDoUrx_}>+nfFD;{DOS`%sYODmw=D
z@$C2qY>_}4fR2>*m3AgJ6|6{jd6ZMYP5*0xuJ;>*r9}XUw$oycm*2JH+Q!1GbfMVOG=fS-5Z1vDQXJ
)i<Fd=x2uOOK%971*X3!c7Y9B_U{DrX#kFX#Q5gg0>g<DSb<0qipTlBLTg)`k9g8O;n5P@&V?H^%FJR
GBDhIgjWik->w#&5Cff%jcJ)-kZ<Wt0sG;_B|jOB@b5Kxcc(I6r6@Ao5c<lNV(eL0Ue0&t1s;!@4H!j
!b7FN1rBbd+%LtZRW2lfW`-CVZMgEOE1}XCdci5}p&GE*!PAoRp;wZZ%~R`h8X+WXSHwagA~tDoh{1~
q6q#aAR$l6$AuvM$bf<uG?Y33paZhKKW$jiV;=p?W<4z@g(3dq~an4U)uNAHoU7Doi0%0(&3-d-a6D}
_RGbn|7@T(}0>4G5h&hig~U_|KRLP!sb3qL{ut+mP*tH2i!@1(cCcJB*aUh!8r#@$6=8Qa_P`ba3<Rm
<v65V`*0ndLK49^2|z!m1t1UgxR4ACqi<2S25<jVE@k<VaFC#*(vMF(BR^8yi<ggKhJYr0<~v(G+Nd=
^AOT7pX==fKr+Zspw4Y6>4l_fqfZq?F<%yAva}+iI<KgBGyG0*v<vg?AJ)M3???R`Fk6%zl&ed=4E$8
R67iQU*MM(aBwJ`04l`3iVL=3y+42Ko)m_5Y?_Kuna6qU^;S~S9XAw+4F3}Wsvmfzu>ee4a9TnQHfkp
RggT9x{--G0uU_PLO06XT#)CnFq^_Hq47+9}(B`>5Vj+<p+C^y!9ln=9=)f!G6ml>j;y3A12)pkp0Vf
MHS4XN}?=9v4D{3M$RKR@tl*X8)!`5n9nNE-}2nfQ&hUn`pfFtm(=6btizRap4Q18p2uX;U7OP53w%T
gk9SPrOMOo%$ZS<|j6X<mro`~JUAK6Pf3FIV=Bx$}z7PDgsJJdxHUjZ+4NE)<t5uii&qdSYd3Ieinwx
n~|P=SVJa{-1fj9`{4WFct-OA>PoHV0JyXn}~hbVCH4gLkm(<Uw;g3wQvkBMK{jjfj*?*ok6HLr<0P)
R_RgCT}hLIfiX)kmWza6uz_Y|@UR#I%@~%$Bj%ZC25f|(WfGx7=eW-(_jQ7C(>imFefWHl%l}2i*z6{
luv&t_$<Z#d&!1^y8dU_IHpb=ZXm@^N*D{SEIG^$4jg%8s=s_1D;z!I9;(Pbr+=m13pU5b#%ZpS^!jd
`S&Db-x)d@A2UB9JUQlasuq$?B)OmIQ8SJty9X&FA(Aj^Cj#4mJWIL)!xQJjM;+OHbm;eeO{qKUi&V%
vil-sSghaC9*0bu@Wza>zm(`CT>}9Xl)l&RTT+Wh3{<F%JWaG7~sFBs5P-NbnPm6;fYKton-}qPkseY
of*Ej^O%3XHtpf4)amWW)vGEpFEl%9{|E_V#S=i3d_vm@S<qqG-YC7U1?0pB_MvOc~uOYIb$91v;8fM
nJ!!<`e)r>qJDHF<tUA+r<F231E#tSPh>qJ5};aM^^|2NMUde2u6Mz_+%S@vNDvwAwb?i6;SpoGp|>B
{6v_G?i;d?hrQ^=00je_BmNq0kKiX|&gv*EO#czU#>?)dOr!9+7KOuY=dQ`Tj+mcp<dB24KDJsGxAnA
on-ULk>B}B_0Y<M9twM8M2{}>+_8?+KI2HIg2Z;(OYP;TdeK|94MXe8KcM(u)cI+}3}hrDXFrjgRIW(
y}vHQ)6DCv=hxFq2|+IF&Ys8DWI~G@3E)uVoeDL%qnuKUIM-N!gabFIV>$gpOJJ3gBR&lYokDza5KTf
^#3JOEJ|x*i)_r$yn;J;Nq{d6RF!(Emr?BHIz<}CZCH;Jw?W#*}v`Nk(wANty;d!2AkNL8gmre3%!$U
2};F<R*4Qv7{wrQu13ISw!L4v7sXfiAUo7uK01Uns;k_t*5r`IWyE?<<6@1^nicu>KW)$y?EKG#vGMQ
*bhP=ShWT`{JtLw`SM$s>xpb^I4&-hpoA8#HOSavwHbJli=h0*$gM=@vi4a-M6sVWF63AN}MvK3jpns
}RSdJBQh%HL;5!@f!p;Q+wdxC#cT{uCTstf$T(<qPWV1UL<DCOkI>hh(e{uaI;C;n!lEG*ux_T4c~Pe
pE$9_T3R!DznWS>EKdh@_E(P_FDDcLiu0b2BZ~Bqm7$_lJ33P(*h|Cm*bA<f6RTl)$+*^@dFt7~nph;
A2|5|3p3_LB2Unwo5^P^KqcM%i@ZFg>Z}z>9%0A)cyQeNz+dl$-}%u)1}5N<MtJdLU$KJN&#KD{Zgy~
tw`(mS_n#ElC)7%WRm)VKk%r@TVxCI30?x*5_!-$rV~dgaGi?y7_heSa3KPyZ(?$adPTq_{lCaY`0KF
^S~5r+FM%IY)E4)+xT=DoHhx~qIx#J(h(7u__A{Xlrvd~NA<()S=TqcBxZmOz3N0kM#!{GR%6(8?10p
$i$L(aHqrxT^c7<y^vbh1J^%;P;s9+EpPO(%dUOYlmja>lwI};__SC}NJW!|mYObTf04F$EPH&qX|mA
^Gg&vn+4jJM<N{mZo9Z4dr>*OA&2lbbRqzCD?Ie?romc2yE~uz+420-SA9^-0r;slxWoKZmByugbJq@
e_zEHyOd7GR<9%Z+l#B&7%wJjQiHDO1N`7YSGcTgC25aWYksx39fd@LYSc$?Z`@~vALp-bWb)}{CZ1l
Y>%M`!uf-#2Zw?rk=}$M%OafH+A;l8UrxAIuAxZ1q^$D~e6bTs{9HcPB&211q8#yNPjwWv4)0PZ;|i)
oIDA*`b^^K>&FV+$j;2}>|Bjyk9#J7%#qA+<`*BIsMX#v%su4R<{YOu{;95&2lUbO#aOVeXT~zY{J4*
lO(fYvoQ>;tMT|pizn>mgI<)v8gxKUaZyW-u=w@HiSD%#s<Pe51n{@no7I|8yYp8Dm2MQGzjBL(N-ZG
(JZfv+7kR8VJJAZP*+u*^6qk%B)$f}>}?&yyaIphBv5YATNIQU*jvhS`Z&<EJN8{Wk>5SA7B@T@g3+J
yc0508w2u`h%0akShdj>JG0l829awY-)N%@jetW;b(u1CS@zSxm>d?_q_ap^+;;_(&zZ_4hQS|Ko9%~
1m%`l4LPK<Yt-1?Ab|~5Y8=FyCvIiq@!__idQWJ3xlON)ILKK}VZ`a)hKk7+qav*lsrUCj@Va;9mW6`
KtKVx&nB1dbmo6m3x5W&C(N}ILIc~xR!R6z~hh*=DlpQ<hg=DeHXo0D({Vlc?_}{uv+|xJk`i6?v9F(
e-?ScSss+X3?SIitsyb@wb8&TD(r6mA{Ea-nv?{ZmAug%@Cok>uai_WG15(@rRJ&?#?(C|22oYX>48a
qcxYjvE*65^VhJj2p&jZ9Bp&nWp{f)#j=G><vZIGlj#+j9(fwqIDqcDE^L3EYGl_^#3}iWx0nRjuJ81
)izp&&2-0^tVDx2Pj@C4?~)97IM<_w`14vOH=fqhH6t?;RNhOY?y?y6vzRAe85^*2)kIiU@3oHEBi0l
G8x3RZ{S%3DsO&bPzQZX?f%rvabW;}zt+uljr`HIU25trDp*snrS%L-=1L`U9#j#WH>#>+vmV_7;`i|
n)0*3zPi7JNFIePRIH3OoVyv^-c4SlcH(sbbAhU9W>L7(G1|V~%O|!|t;}dyF73LeJmt^uQ7<XAk$B7
Mn2`UPuOa^Kzh>v~~%?OwMZOy@~ys+)J?qo(r95VwWOLj2WiFI#d^R0A7o;6Ix&6;^)H|i2=7LKzLMP
7}q#zxQBYg}|BN{%INrGa&()e!%BjT7%B!3{y#5WxBC`NRY(xHx-dSxir~WQgQHg#+ya`b;%v`T62CK
15A4WR(|9JIt{g$M_O>>XyWFtpWnrmx@*gOY4)8JZpbg8`ERC>naAQN4~LKnsHBC%<Y{MgXpz*ksB6`
_JTHQWHJ>dMLd{J1>FW|(+F5ahqr%lknBx?dq1kLI^pm4gkdQ+ut|3b^m`!>#_O2NCqf3ua-)#(63|R
D?`eM%21AOJ2vaG!8ufTIbubM@Rj)F8-jdB2bX%odLNY!-XF{oubL8UNiMPcH!pspytYFZqveH&?;>s
K(nq~5Kz2D?<5l9bTnq!$%m_w*h5Ll1`;n5seNclU8COV5i7(f+L@ugT_1k#V6lA+r0fWq+VD=tT@$J
zG7>7iF^RAMxyO*-96WA_q1%Hs$V3?|btgGPCO=2Z<{y|VWfPab8#Ow%nX@cTHT-_&J52<xKX<{0NJ^
KifBiYmQ)_({_L8O}pXX{Ia8r&Y6>9ZbZ{1YNV~`7)pb55(NiL7fMci7A?cLKF=wNwt<IJ-lv%ei}L1
9L^)zQ63|iTjPBzW$X=5*B{yx+!9Mc?}}kx^+*MYi2b(ZRra_e?%B~at2jn)Z?4)@-8>RPQRi>v4<75
9TTS}r&SgY;GvJe6Zjexl73lSy@$>q2Do^;^pfY7P0t`G{tM+p5-5+=|4@~4fN!l>x8(I{7zV6Iv>d9
wlW3lrNuKuxmCPJ<miHw!{-g>ezkunx$>uIm7G6qW|6=I|sXKk(YZiX><#kHcQy0uzFBwk8LeqTf|vt
TT%gKzG*M%pk(F@Jg5VIBL8EIlWK+OOX5jOm7K9tJuip2gT*K5<rVvwVcbKawNO>V-#f9)$%QGxh#dE
YNk@NjLEmrihV35VJP2@r7t`ws(}?{&t91SW4`aQw_&#97S|o?lvN<0t!s`FP-ft^d6)Os_kY*wUt0)
mOdL|-yfb`)5I8ZjZD)HyZ(h$gA<s&a~JvRW7nEA*k^ix`&JC(0PlfHO!=&x3I#6*ZNEIM<tK_o_qFo
c+#GmM59N^6AcR^=*^!~H(|Jo-A&i}D7-rfb^-z^D3yj0cV}3b2d2-Vuo(+r}nXs-HA_vIEFSM+7g%e
FiID~>-?HCRBHEuEB-zK-D9|hr}AC??YP2&y8g7me_TVEr}M8m5s0Y3Sa@G(i*B%f1p`YsN+5g|^p7-
=0vhq60j6Zn+w^a7YNbodrhMDVuOB~d=rs78ImxP*W~iD=46KoAP5of~NV)zof+)!mV^NXdPCo6Se10
3yLn%<Q%BeE!g?LNu)Q1z4xSZEYrQB*907f<sw1JMz-_zD>z`AIp<?&%1t=ywiE)Ce56u*R=ie?EZ~!
_EifNDs@-6D6ExMy3MU9Mf;5~(aHRqbw~P!V{G8rj4e<l0+K;|RTqXe9i4kGXmkW0>)7^c6Pq=tIvY#
JEGU+MZijM<Qk8yq3|s*J%rC2P{oiZQ53f1;wn@e|wm7umD1pURMp#zbfvg4GWiU8=<6x6aPb1(FX!(
N8`O^<PaL&EKwYAx}6Y!Wat=|YiwAix9v9xZ=4a9?SY9+Xe+&e32|GlteXWQl~7Jv+q^?KO!b}bvBIE
ZdVqmIp!chF3Zy-S2YB=n>*O~t0TfXnjN3lmc(SfYuI(I{K)rvWj#3KUBz4~X0HC8K@v7P|j`=IGzPN
bNxv+7#0Srtti5m@+Kg&rG5Wh>cB-15ii;_;a@_a|ICZU(I!y&UZABh4YnhTGdd!q}#Cce;39cw!gj|
zFZUgPer*{YsnCcz8FkcYFn>B!q$lyki17x6|i*7m{e?Rg2tdUhQFVN2I#4Re;5BLqAHq<IoRDbFV*p
7VM@S=ce^`Qg<Uw>G52yif|ZBTyfxcbXv1)NePOR*xSY10YiQ_8i|sUrN%ZF33muFdh@Jt_E&i<FG@y
0P^Z~FG6(CFxh-?EyabERlcg9p0A=Ha9hPQH#BpsQq!a@p?P%>&#2?*z>n9_bT2wM3%J-`2aXou6NiN
rB-*!Sv-@B7pfG>(%v6RrIv5tCVBgE6birbsx3dxhz$ChH2eL0Ej<to@&Yo}EHv5sjj(S#I4I_r8;GM
@D!6L@VnjR#se__hiyHw~q&XVoG_80=fO_`ZtOVh1Ccw=p17?P{SX$D{7i!;gY04`yw4tv%|)9uOw3n
;ru0J-|j`~b7Ge-(|vl7hu-Zo70!@R@@OGK^8Shw2j)W^VR2&f%29;OHa7NO{$c2n;TGOF7R^H4fL^1
p(x~6)KFBbj69}7~jJh$s>Iu%k<GzgH=S5{dw^Mh|xc0(YTprfNOnVW121||3_x`CLHS35YF#m2oE}e
N)OYkNkc`cW%oQ^P5F^RKXTzqQ3U><VbsKa8bSGKt~DUx(5$(oIpwt{C?<^<%RB8Vw4tN*Ydx+W|t6H
P_+x<hKGQQN?nhZcg_FR~=Tg5KKm<6=mARI>j?(t2z>bsJXvm}`X@?TX)f_5uieDm$%x=8O1wX|+t_)
JWXvR{zpAf3nFM)C2YBP<$zIZYqH~3{}H~$$-{r{j~>;?H(tH85N{V@USH5A~_HIq2yT9FPHISkko@)
auq0J8mPN3L`v@}=dcnxO|Wa0?W2*&a41-(aiDmrvh(H*0PVUXjO!pHed~+x2IKOc3!18!2B4mlH;E6
8q`&#+|5<g4JiN1YMk%{spnl;=o>)F6{;+rK5rb#%;EA7|XY4HZ--WT-f8g-Cz}I9K7^^DQaF@GElE=
>3h|%92D67UTw5H&XfyVvtE#VAeY+psQ;NxPu(F!{H#Y(~I+-*+~c0E6A$@3A62$+bgB0dc$gN9Tqqh
*`@)X>QJ;NE4Z^~Zvwm8-X>N6F{9j7bOG?$e{OsbpM6x&h&)l^AAK=hJ3yeltU6W{5(3JQor;$srKIO
)Mrw>OSy8*A1=CTnW(pfNV&d3{MQTUfEFQDnouZl`3~-qi-%!Cny*9hW;wWy*zv(Q~>ZfjH0Y%`YNUG
f^YV`kr@1~h2pvc%nbGJ#SrT^@`*rXX;s>As5j-EOM2dn<YsB&WKa`;ly#1*xk;*D&3gctEAk5-)?uf
f-bFP9=U^|Y`yD3(hDz`*=Z@*iWOVyyJb3uP2f9u!Qtp{%qMAgOmB`r3{}K}TO5)g=)24t{Ccb|Dco3
*fl0yWCUxxA^2inbzqFmrVo2M|JPCFMXIwC^%f!ai;ECk;ACzaIOuU~W@U2V>oI0JqLs~SbT##rgo4d
I-{WLRCKR24_7&<@=%&P-s0smJoYEwTuL_Tg@7`8foUke8LLv|`kK3&W8P2#nUEg(H*2c&?kBI}<TZP
)~uhsJ1JEbwra~1fJ6^Pe}11!$(prsthOa@-P%6OT((yR$Y;}Rduo`gt1`_MT@NCQCwMjdsw70EB&tS
jUM3e*|Oc9+}|*ttP}>}sWGMwrZbqw`mE+#0pr+Vx-!_aWQ#xtMjH23m?CL@x2tOM<(`JtKNCp~kHMO
8)i3JL)4RY{tUv#vAr|k8*m^_XIA8S<73xTNXFQ75Ybnt`pdM%qQ7#mB%2QL=aOs|b)53uKB!}!#{&>
A3*>e2=Z;JYvrZU>!m%xMJ!+3&YZy2nwo1Q$xw3X%K%?rj~_*%|#PUi8zBK7e4_I*3!xVHX{J-Dez7Q
wvCpUAY!GHYwmjBQ6Ojc)nt@Q(OMHbbEY0Enc6UxE5DhXCe{xw<jO7hC)_6}L^n_Cn+<y8ZT5unJfbz
LtJ}wupxDi+ojkN+s)eF7x3t?Hrso7%AojZ_JkB+w9Fx5N4aDGy|NO2LT+jCuER7k{KhdAq~j3zNU02
a*56g(t>0dh32~C3e{`Zse}_8&?EuWEQd~@NeJqmmAO_vpQAB@yb0kqh7TT#Jx*gf@x#f7c@ToRcuG~
oe|xR<*M_d{#U?c)*x4hTOp+in0p6Q^BAOn&OV?63+T6TPb`fOqoQgz7f-okWZ&T5yOhY~H`_6x!l~T
QsIVk$l<PgNr=v3M_v}QcK6_*R24ob#?7^x`DJr+sp)bjeV<!uP)tQmj@1hu%iF=78sD~q9-G!l>h5e
vik67l*i%}3~cif9FWw=xsVxI89ND&#I+tLK{|iFDkgVY_7A-K0IpY$ehtZg3L>pWm-D)g^?kbY;i<i
;E-XtRkn6T(=|7QwUK}difR+247D)+_atqCFfO9<YupSwo(c9Q~H&}jW{ma1ueY)tYR|3Y{REcwi7dM
kf5Y<>s$@1Uw%ogXcRm%)`+#&!oh0TfC17gC@+OVnREl%B2hy@==~OBH}5hCNCD!cZF}ss4Nerq1Nh^
j_wEmGPdok`|0*`2wiR4p7U?P^<6RPm1|vpQ%tvMyr*2aiRE*J}sE5szd^xar`Rn%KNNwk#+*T?G-?z
s$|0IV~h=d#;v2UFj3+FrD2$-S;48vdHTOjoi3SKW#ot`QVe~*w;V2Y$T_nX~Z$cVA<I2Z#|U4v$&$r
KU_;_$%t;?|F2z{DDT{Z7PrnhTag{}JU*<sDg&-RkO3A2!e@IfKP+%E?;WMROIYfK4YUJSSTHLxyCYo
XGb^RT~U_#M4&V(X41>w|0m2pz#eSQBpKMXh(P5w>E#AAC5|D-ZVOg#Z5(d-0~6sxy8)j*)oHFBsWf3
#JSFuX$mSz$SKbtN|AH+q>FQ*P8?umwhuuy0fI-(2S~}{FCmLjeEqHc=OrPR8!tSsYfbId+9Wj9!~wR
0C+L8>e#Ty{ywfeUGp^{o%34J{KU!-G@vyjI@`b^#p?|h8rob8!SM+P%xOGlKKD1T1J`eI;*+KCO*&Z
h_;Q9~-8r&`^3~`*gQcoc|fSt8R{tTm#GQ~~Kl-W$E7jcSr50%+e0Esk}0JGJ@)yKhZUuWGKr=z2AbE
^=^T31<z@HpszY+f3EN0{%WRw1EeI1d<Yk3I)b-Lum4UJ4K2WvMa-q*`@2a3=65EX;NE2-99SfAgO+{
ZpQ<(k#Y8YDl*J4bfR0yQ<=6UlWqW=Di!$iMhE!{KrX^aLmSinH%vuIYcF_bsMLGLrLaLIO2R(rQ6RM
%o}>3FBu>*Ik!$9Z$j#rTytf2oOXZGgnQ^&&45Gx+X=h`oQY}&3TKLk#{L~&8hb+&&J+8Yp~#)BGTh>
gpn^T4Mz&(fC-DX{BE|@m*IZQ)GiY>D+ncwQSlb8L`g383N_5X1mpUJb<2Rkn%-I6CCxdC{Psx;Ge2F
Z8#?IGBe-Syui<Tq>2isy@^)5GJuDuD6gh8-(eR<<z;(N{H7Uturgr5d2tSI97`Gj&vJ=r=x#?;A8n@
^{$J^~dVa$BV({DVAL#w&cdRQz`!3LY37hoKOWA|zg7Bbf7dnh0nGyrNXJLt0X59X4+a$!24e9zM>;8
&qV2z&}Gghj$^FBM%+Of+KV$)tf(XM-kmE>B;jrSJ={#A>qd9c?aPNAsnXPN`M!p`Jxq?256J2HT1~0
-#XCY)98gNx9Z*ua!56MCl%606AJ><w~yRwiy$kiV6Usl_$98}qm7viwoA}6><XYOjpe<;^PSTTZ6Fe
4nU>p3;pcj>SDo%vjtad*J_?D7`>dZK<r*xpl9R2^7o1CesijM@<jiA^EbLg^Jueqy9r-D28$2hB@*+
R=71u^0`Ua~aO9f8S_lbiToeps&dr0_kWV&u8MM@{^ex8DLoru*Nzp1qT;v%|Ch|Rlb&c1O|79U<Hmn
n9{d$9TPfIP2%VYJNSdZSOS$D$BCJq3VPx%W*t7V46KVA9u29-c?5#;r9Gc3~m~IK-=nqBNk4gje!D>
IVTSU!R&VbzT@gxuuIe&oF8`elh@wzjKC>M_`q08r{ejIwIL$+!qNi-Jm`YQw}Ua+m`h2_7XM)&h1^c
O0{Ia?T>)lP?i*qCxU67DbZ~H1x)+So<XOQUn<^3JDror<1u7fUU{HI$7viBUj$w(O}8uiy3ayV$T%g
o^Bz6)HiW@YGAh3V4Ai2pYws7g?Fe|fH~cy`GUfu6c91j2Rx_zK(|ag}4rVbwLk+w@eUrSQQsaIE14l
s8Auh{g2Jo@biTG5_Cm2@dW!r1p`VVG9ZfY+NhG*@^V!u_xkD~h!>#~CuM@goWFBfSZfe;(jxNueudG
&VLv4A|(xYV@Hparfn$_5mS=NdTDWpzhee<Zw5y2kIBz{HTzyuvs6h5O-!F7C=x=JQ0U0z`cMH1Sysw
K1+aMTKLhSx#(E=7(!uZF_`JyBnXhHBKMTWx9P<#$lQ9JTj?{1)(Am%00Jvpt@twFw~?ykydV#JE{PR
JK0cF0iM{C6{QW8B~*j0F#;LqT8+|XR7a4mpkqxaU>EmCfXW0&=irN=1F>yRJ{9bAVsJS0g^_JHmEf`
BT^E}wkVzfmGaGz;$UfTqc41?IcJ?6m?UsVa;bz|l1Ps^+rK!HwT9&t-6l2x6sxaRsKqI~xJ(!9bn_e
rzHP9ffFmsxCD@po*a>vl(tALZH*R|dWE5<{}t$A#Kw~iq!LQ&`3p)=erZmeDI!yj7_*;^vazXlAWB|
pHav4tqoUei)sJuWAiJ$RM#EK1rn{3jDm8lBMz-eASLh1s@p`Zqe0b<+}5PDw9sOy0$o)j+rD?UEAWi
8`Gv1Eu}{c`cEPUDMddc)s@c9@(YS4lrHh*7SA+Aum$IHfS*0w7Cv4*8@$a#zjKE=z+KIV&jP+T_URv
@kDll>?TR+hQ5(V;_}V;PTI#V@#{)<>(_BMust-lKgfCwTx`NCpSbuq|KJ-HEBkOYsDEus)uzphki<Q
Odm8~KQmg!9J8yjT?HazP->CGGA=-{^%Q+UHzN7kUj*A)Kwv6y1W9>KTmcQLEl9R=)rSYqn%P1R{Vll
;<x>}{&;UiT^^KY;#daMJWCRN)`!n!rL&S{daO<d=c>qO+lxo3Z1z_~dmOc+>HVp^R`;;^AnFS#wa)D
BTFYOL;d(olo3O(k7!%ia%v^jD)E6do6V29R5-eLg-PEn9$5aH)(_n7Bvl20YIEsn3&Z#mJ%MEh~wRX
Z<&*_u%OsoG({+d-s(0n_Nqi$!MDKkIMDgTgih`q`)Zb|K1#p=I2+KtyE*QOxLEV1TdJTq858Yco*I-
`}LheSaqLVHU?!y<N(4D`sAH-WqzV|kvj;wUj^l2A+eAxA)=j1%&pEZ4bvhc@>-0?cP~32B}F89GK<1
gDuXM8b+;S2XGoC98BXJ^BzFXrvQ;QIL7M!O3&RU+%ASYH>)xuRw8+ePp;^U$sBPF{_z$f)MBjno?vh
0HI?l^z*o}*DQq0cO#<^xn*7~`Vi7y0T2(u+*|Arha(4I7`>+Ln;{Ta#+&LM%M)WIu$w(M{vVu4|;Tv
0suKzufhsk{+{_;?OE*Gq#m;P>6~J<faUW3yrr@|6RXENrqJr4!FclOl)Q&?gt83obW7^dSvkm8HcK{
(;S9ur}A#Gq@wq8hG)Y0cTNL^81KQfM2k9`M*5+>$K6PpSHB^!Zfy6jsX1D9n(zH7TOi5^N#wv+>>^A
N3BVgCgXh<k!%0zRc{T%xiAT_zY4u3EztPKIJs?^1lh6fz2E$`;VoTbXRRqFp`-Wfuw|q~^3Z@2XucZ
xH?<7z##DtCtYFw~C(8#r@m~YhD`HxB!Yzj=8k>Bn`UW0s6FeL_KAmCyA6%4RKt|`jb5M1z`OB&*804
S$xmS)bfvn&Kho)jnm7EjFvGi(8^O;~%s`5eH9k8hPcJ>u}7dvDN+fBN9vAJhKE!UqM^PxtuppbF<q6
;WB9gdCEFgS1qxq$0E%9vC7B#buLZNXeVD4`Hi?4kPN37Un7=80fqk!|C$x?nY{w%n$>>JSt@Woly(v
y=9Z2}!acq!)fJw&{Fm%~^5+gT2)AYYQ)K)w;c~fIG_q&>_M0=c7An<7S2WBm=aR4|LZvsHDp(0=cw&
mjtqIeF8y9p`t_0(P&+b65nfk*(_bxst}In)Y=MrHt58RO;#q;sfbSpe%t6ZAg7Y0CphhWT{vN_5AKm
OPs#uQ00G?j4*aNSsTez&r~nH50ssI2003E9
"""

# Written by tests/bench/build_book.py; the format is described at
# load_opening_book.
OPENING_BOOK_CRC = 4201327272
OPENING_BOOK = """
{Wp48S^xk5{}S0j0stWa8~^|S5YJf5;9V3vXEp#pl*{31{!H+A|Ctu>#iPC31=MpHn9p0}r)+scImWc
^s$Z}6G%j=WLtWu=<*)=!7Y2-Bt_3<R(n8pa6E3xmC9+6O)|?*mv?*SFwP%{?9(@dxlPj6YJvdh%z>`
S$TPb(j00sKI#=|;QrDl1?fg3IaQSLX8W&#c4jV2FQZQIs*5imI;aiws$94KV9B<q}Sq1Q+g5V~mxjV
>V&L>JPNBM89-6wpT-w^_KFl$l&C*c@v5?rKF>66Df^W`P%f08AeVv{?AYTu_H9f+zL{r+(LYm@)b^N
I2}$!A00Fln-VzYQuuN$Q$e6X6m<j5L-oKmm?ris3=gxf!iE}i|h7ua+Pp2MWe}OMGVyjSZP=WLDEy|
iAlL29v#art5jqiXIb!%y8%(-NFr@cP*XPItTa7tWEwdu@izPTF@YPIS@ow;?<S5q?TyLs5hzJS(*a{
phGuh4cfw`s!?O`<{~{>rY9jHX{)@Ti%&NbzE9GfnUT7^MsHR4)4L=}`+5NvMK+pW?9>Z3hoqtl2Q<Y
I)j9_A5G^8<hfpXg^YP<a6f6O%9f=-1}O1`J3PYT+zvlRq}rWU1V#t9n_2p-pe_*f)8j(sm8kno;#fu
1k(*qBw?G9fN{$}Z#sMiW=dQ$auReC8qCpERz%$H5F_DO3ckv5XpjPI)=3bPhLNWvy%M(q_E^@5m;T(
%jjZZ*1f4&$<6?TPet$i9v6NTmc)id{lfN$A2DJi6uFOx(5y^XHW<pQX3Ny$KRlacI(vw43PPQ#_z%c
m*x2pJCRUeZKRFq9(q9$-}PPHgq%*r6nGal$hdHN-0)&2<L#W^!W-%}`aO+OWY;r~9|asuEOQB>VvDu
I!C!Q2yI;ptv|(o0MZz(@yC>8c_SZr1vcee6V;~b*a92GjuN@17y@;?2AEI~lCXKjAPSqS~UC@O`Hg3
q8S$Zyfh2VA3g>yf-R2>E9B|&7FrN^l{+<7Lx-u2~E(CI(|s~E(gl4%(xVCL;zuGrqN?oa1WxQ{Tv{)
re;=v;|&tNp1CLN)Q|Bd)^8s)#%ogy{vH(M&yJ7!w9W{Jfp#V<G#<3IzRm3jU~rtDE(VN5I=_QASw(m
XzWRbo0S&cWD^Zu=EeQWU7xsWK$&GQ$i{+g*~B3IlAo81FKYF=dWCMok0U6_zqQa(PYD*U8q=n#WHs0
7s`MC@4zJ|U5sA+VCk{Ep%oOsMt6<#v~zCEOxN}1qT$2y+;$}Rv!4cIbZqTC4*Lx6x*0Q{#qc8P4b6W
YHoKE^3;|MD+AxIaRHQ5UEoUyI4>-IEVbk2S^Qv^rcn`7a{PY>wc)#JYM<zvwy}tRw%@Gb0bK)jSasC
#tASB?~beFbeKHdYPCsSI?*RE1%gkimrZX@bhkUtM?n9a#xr2t3LA=4X-17Al!9Vf59*;`{J3WAh-wr
;WSGyH?bK+}_?HFl1x)GF;1cUog&(C7v)%@vTt2{b+0DnDl(WN?ZD8k1@vvFD>3&<VU~zWi>FsJuPC$
S9vi?SHx^=8JcoQJ2=~xJkdVs*Q>tNM+XdNP6g7mKhaCZc~G4B9U{q+I(-MN4J3H4Beb4HMp++o~FC(
DTU-<#|$YjPSaT2qFqMZP8+A@ZI_gQWUO_dff$JhN1W&91o;ftR>O*Dqj;2mCo|o`fjx#sBLkEpaO`u
g0)h<EJsM-m)e${V`o#=3L1r|7<Xz+d=Nfx?H7Cb|pnziSyd5q)ZX6Eowe$Q|JCH>f%YEWTD1R8W9`p
XisWb+0@M6u^RcQx+h<(6QA=bg`rU^-Ul(Oju=f_Q!bAo~S2qGm}mb9<I{eZnfU$7|tq}wAK{A9+G$*
J|whEo#2OU@<o)a6tey+5Dkh+=_wnrr0%+|Z4l-2|o=1iX%F9>Wkj0&Ni|WAD-HMpeUMqo63HsP9=N+
SUF+@*;M6ouYgnjWI{@d*QJvO)Mkn|65>EpaHX%c7AsG3v7f+HyK$?!z)CrcSgVPfuC^l_MKein9TMp
7a67X{e|Ql+af&|xo_A$aSL$-0U0GPq^Sn=`<~fZcnR2~kCU`0-r5Fs0m#g;+Pdr@fU>H^7}-RU4h}U
`p7NtPlVZuXCUF~^QdF0T$x{5e4#gAm=Al&MK^nYeh&(6VMIo7tm~+~g6&l!p={hwI-^dV21WBcKEuv
fYIx$%7PJSaQTcf@3TvbI$231b<(Jq{6kRMiIg1LEX94RY<P8jbLCyw3rz!&D_5eZ1flPxm1d)$&a{i
t5&mp!<2k<=~0eF~#Jac&^6sS&WRquY`Aif1MNGx-GoXL(@Pm|8y;MUeDmbet!4_lh~zJL6AA6l_g34
yHpe%Uf@M>Xa?zqc2Y3wW3LKcn#F#@XM$kOoLPtpG*%TA|De#Qv)4Ab^{O(#9+JkFvtYvv!X$k{6*ci
A}3MBYH*gGd%u$IT_Lp{QM$bqL2bOvKm6)%v}`4^xtj<81wqvp#EtC7zq*yRR`GRP^b~0AabdI&-nN1
Sl`G8jQX(*nsyiF}t)bj>K4P0GB_~XTFG0ZM;%C5zVaDi55iz4OLqK7#3-%!w`DwGa!wC|PX@sD;zvC
l2IQ&^hH32C##`tn!3^babFxW)3CK)U3j|b4sl2MKQH!T0y(5uYw1lL__sLB@s?M*qyyNDDq6o#t@Yf
6U)PFB}6%0@aK(NB?T85;7;-|@x_u3EpuB!WzmFjFc!cdL~<j9w#p{^Wb7cG$HPnWMfc2G!3|#Ge+z+
wUgXq3u3lN&%OS`1MR0M0!~WG;@MU<^0!Xb-pOjt=>><KRzzIu8(Xnq$Gql5F2=Rr3M*SY;8tN#WI~J
(wt-P3iRLhDd5nxsV$aN&;#y!4U`#$_r0uXjwRfY1BV@fcGTu7;~9;A04Kcm0@%THeh0%?$C4clqVl{
;^Sh7I&X66O7QBn#m2?5EW3hydhsoG~k|<$aW_-NgGNtkj&(lwi49N&zf|>rqgthv^$Yp=~vakfmO?!
%{i%*O;=SW)u=CR51b<hjXwHGlV^-unO_hO+a5B)&1LHHeQ6^-?niaeY{d?ln`D}80IYq+shSD2%dcv
$m$`7a&3&pb(F((Jj<TGRY4+Da6cDbV&(*QO}Y7TRfaji~re!P?~dyq<#GncSO94PLfNG%(yViQFOH=
5Bptdb(#9hU9-b^hNJIP3(4)KoXddnQ4yW3Xh^iSG`9|#r$a|>2Wk+U%g`+lvs!)Y93!108tNI(KIHi
O1e&4Pim@s&2>wbm2W2d7=zcZM6+3D3c1CuMjvAiLz^|rpw`;7H}agpeNgcy*sN<B5haF<{^B12#=M5
4KP^W7TdCruQNclYhV@WxO~3BwdI_%m5b0rLSvLcHSp;7Eg+dVbPeuKhojLX43!jrzLla}J^FNu^jIZ
4|vpU5=te~$gEm7CT?=fbXVI5MKks>_Z^X{?PWxQZ=j(N1cPwTG1{&>FzA{{4h5on^2^UCbhW#BbZqS
bDjNne)u(5|Pk8YMxti!yW*9qT&Ymo{iZwPYM7&{Gb;XSJ3L&}vsLt(lh#P$=&9{eJ4}z{bVv6a8{6Q
XvEK1{AqW?v$t+MuIp37ES2stkqn_aBgDgaYF7CFP|Kha9iz^DWM_hR6%b-FyLuj?@P7nCQSs#D`=4V
{S&@?ur=oxgDsp&R`=A%xc<9zoKx2YG5AGzcSI|}xFWX|5|XWLh=gG5<ENYwQdC)pJuqt8YpxM?D>nv
%?<`_<E8L3HtV7qRm#1}?uLEHES~{urs*~~a=aK5m1$ej`2RMRb#FmIT*wbnFDYV4sQ~S2Vs4$SFrv>
n0ihI{sR35v%YN7&v67IK22-7Xo`lh<^tY|#Fz*}Ff$a1!VR|lh87)NyVQZ-ELOs=yF=bGlXc3?Fj_;
(}D(nm5Tm=~APrLD!~6$UiM(BG5@ej(>thD`E7G%?u}k)N5irug02*_5wBN;4m&YaiBMU-EP5-<M>!C
`w?miRD2}^_<o=yOY=LzZ5Uw#rjJWT^JY|+e$#(n05}61zmJ=eAxJ6<jr4M{ZoJ1f8Y>IT?+K-aV)q<
qk?84ye7DTK1grmT<Wa_Xh8IX6@iO^lqjH$sF?WvA6nwKhdf?BS#og*p--P{jMT<9NkZ!_vFUaOod<X
EXD2uI-48HtgTRIh#qmT{8>b@22kH9~WYziKbe`dPg32doieL1ydsO+)46TmZ&kq1=pkl9@!ZXn#)iF
flu1HDJP~04~7m3vT;2Z}ZCT*9x)dpm=&n!=|5SKOa!SK%we9GhPntH6laQzCf%PyZC9Ig{bbF(n&R(
IgrU3Cl%VC%?y+cp4lpo&<oZ;7NpAG+TjnVO6#GteC|8W8M;-*XxA7K+csrRy+q$67bbo24h>(_E82w
w|F@|LVK})+AmW)Q3gLMwxm_FfimH?4YB8@wu`iNu3fk3~ccDa^Qmse-MN!&~j88d5)6);2Sn)JFJXl
V|@h49QS|jLlH~OPwZGmx?5s5<Us+En06~wc$rolpehrY)<L*O@0xczKbUauI36bFmNB`~V(Y(NSbRm
lfU3XsX3jhK%fA5`K}2!Djz(uhKjbo%7vhfNOlJjVs8R}|04p3WHj8!kL-?L(oX-Pt{I9k-{RSAweLQ
b=I@=9y-AW84t$iE}IuO~2GvjO>N&k%DJv%W;lbq1;f(?=(`v^h`2nhOVB2@;{_R8v4Xdgo?Ty<NHm4
j&C0nrmkj^esUk`2OI;DPyx|H`1ez1<Fhh)R}&>gTZ+J+)Hm=_HnBoUTUWdLw>gz}_DWfaDV|8#w>18
WxqY7F@@B8~z4j(S?IlQp}TmuLQ;PZPVhTx>JHCq>Ch_p?u+CK$rR>7nr<PWTEU-bkyo+II2O$_nGHQ
fqq-cvq|f}x)7;WBM!PE)8hv=Mi}4Qm8Lz7h=ssJByg-5SKrjbyo6fE>yie|JiZbjkTkfI8~;=Ec?%<
ueFKwV8duQeM*%S)bf2G{sx1;wEUh^G%0|AluQK;TCk_atzOAJfFfRWtW?3xFU3MTuV@bkpN&jb7J>!
FuT?z}cXo4yHw1D^(s2XyN`_AqMhS@_^ea{U;=_bNGEi0Z*;AAZ;W2P>`D}$XPtLW3-zMat2YM)v-T3
nj-nM0x5J!;#ps_K0}8eRc;7$@?(=(v*5*r-0Wm@q)Hx$qv^q*5nNk`fBdopHpi?|;&8%-X)<^Gz9t>
G&OkiOgECJ!hOOr~FdAahd!Zu)Uf@tu07oCb_Hl2I>`sr~9Nv%^Gf_<LEa<^csHqZi6vbZS(9NLv3Z(
oV=sOFba>Qeg6<EEW~Z!xw!L+qhSUiTW{J?qz+?Voz$%|yc-eZ%9~w7J{pBEa1}ZS?6k==@VmO;`R)l
q4R6f=i?Fo*`_P6zGGXP8J)t%WEgB9dvQ5v;NTehE*+q)oT%&Qg!RZ?+z-KTph~WbO?Ss2&&LE@SU2@
kPz$A^3s%B0T%%BF=hn^6Qb$5N(^yqsj(QlW@rc#+3mY^2MIuQ~$)JN(b`I=s8D%ldA2j-znxOD4gzh
9sUubhNnH2M*l^<-N~5FMDN_AWG-H=aXzFZ`|1y5^|ZUZx&F6%}m=?GtnTK|TiQ{%m>O!(vlNMO^47L
HI~+aTXajL$v*EGH+7s49MRDK|QxX@U;p^di0ceX%nmkexFMtcWXjs)tPGU2Z0Nv6F9BKA>lK;B%uC0
TZ<ACF4{~Bd$!5_a6h4fG*^5c3qg@Sk9&#XP$CT>D&-n&EZQ}e(045`T&u#G3h8tq575fCbuiu<7d{=
`9a76ciGco}h&g=Hh|*X4+6x`n+KCFv0{dr)N{BU^Y;apks?&s9%PjEu86Z-K-7vt$mL$jEzni?QXsm
~v99bjWhOC#ivCXq9xXxE;{8ML7Q9WeBUK%2Jg9U(7oNXS`^-}t9Km)nxgJna&dnR9#m_v%kJYXh?EK
#3(sj8w%#7v>>BTZL~PjabV(lLa&PL^lla?UM23b77n{kMifLM+M_y$R#iHC7z4R<JHFacXqC_9-dea
G4L*@{E0^EAtccOE}fS&6~H;=@4n?`bGC|bX~ab@p3F)-+~4Dn<PNnyVt$n+@2bni(H3VMT%f>TPk@*
{5^o5LDdbs5nk0*Ky?@|8C5oL8-P?pru6hR&6U|*8yo<pwA3=hZW<uwq?3V3eSjMh(&ff=81fG*KIER
(R0)P?9Up;Usi}>wXUt7ukZsGXddhng;~r#O>srTYY4h9gLuXwuJn6@;^H#B`amkmuaaa#|0t!wIq#O
Nj+&8XguEjM0qf%ClbZM>fJHu;*9^*BJsNWaEiVz`fb&=8+cHdU1wvebqaAF<j_$>&2vI8&@0f={t$t
~C~s|<lR?zK+K{zP;`p@0Wg@7R&Q@2LfBqJ6un>TjZJju5w@`ECdi5@A=@XNkrlck@(%oae_480x|N_
rDOy_@v50YkB8KUXT6_5g*9V=eF3^VkpPmSgmm0rGiF76fbk8t0CV!KC+Pbi1$w1w7eti6?G}AQk%~o
6-Dt}6aM6GpwU@;Lk-%MhlVwr@fd>4Y_45g@#dMrX!%VXkmB(~InqjhOGw44Mf!LSIs%Jn{8`9HJLy!
z$m&m%DOc)iNfms+sX9xlfZC1B^c|E`;$}2N6MTb+PDkKe-xD~cTT}cqxmog#mkz%+bbm-`bF{YUPYV
T4MK<;vgc?kCzex^`0`i0hU{$H|l*~A%u=|yYiN(f}JKsAPEv`~gFeoGS?e}ZlA<*vD25TQV)8dyT<x
Q8GIP6Y<NZxlV7Q|kB8m17g6XE&QxypBi*!g8MEll!&hqk|_Pr=C6U7QoW6d2q0^B{_7@%2ByvN+gS*
G2&O@D7$~_U!WLwf8^|JH)Y~g_cr`MG9Nxx4;PLkYluC7^O2Au>nZ%1KP*mDLnGF;Q*;v$8(V-wq#Ec
oxx%7XAc$j;F%0rG6fCe5OTMa+R}dIlErg?urRU9HPS6L?TJ|acOdkU1~W-2@RUY{Z}Zu$mxRc73KkF
KggOMrn~DDQ&~3b#WOQiFjUzI~ePI&YP+B9{o5v!y5I$ImXFBdyuMs#;?tZedfk;ui53$#G9p&8w^|H
=*>OjW@4X6uLG(#dm3&F|77ZwWF+%3`+ubZu(HH={7N?g^RmAKVpz60aoCs<?}S=nM)lCOP6hYHmM;5
Bv2@}uXn&`&%#?-gC%DP2qIXx6$&Y2mt#eJj!+ks}^V&@<tbD~;-sq{)K(a2|bu7!{ZGm^}ib2%<^++
0ND`|3a@V&MusLmEx{7CRkPI)I5CkQ-$$RD^ck0{;0F6H3j)Srvot`9%E^IA^}zeHQ!pJ`Y7B&9-KN=
>ciJ6Y=R!ojijLUhe>$gQs!$~=n6-!=YGe_YlxYC=@4~JL<7j2wmUB-ez`QfZ=|;(%BZPDmH95RUTF}
khVGgUwqC!j=7-m42v5b34B-7T&0W^h5XzN<Ry%QN4S=xWT1PZbEJns3A2Mn4epzg}d;O<D{GYsU;0O
zE&aB^9RIvHv<GK#<wCx@m(;-8~yVUVa(eyY;<KiZ|vr~B!uF!)sx<g~#*6y+gew~a2M6|Bkc)kfpSL
4z)(ECwn0IH$>pr3w(pKqGbbF?%fURjrY%n*vMBvr)e$9hZiY>A!gr%YDgD9g3=n>$K9<sT~XiNa3vF
rybRFSjhn45Lk<Z90Xf_$914xyAd@ObEUwMz@4+PMI%53-b1LVUx9+!vnu+m>csq2|}YF+-f%*E<tJU
{ibnXBDX6t`0e@=EbU=<V}Bm0TH;lk$`gN9_&M=gUoiDt)iB-39B#4#sT)z;%FNQk<?)KY<WrLBfr?!
a@`zA)J-0^ii4VvbhLl-DMhx!Cdl9y^{abD=_s2T%!zQJzn7FS;rGS#$85ktWDhJ|;)+>eMpZlVWc^U
>yplI~w(Q7Q8s;~8w9qm9L`t&G}qM#eZ>hQiKAQ1p=zFZe!HMkAcrw#mZMTg1O3)mD6mh53Jt~<?H8u
>tf*gd^s*@dk-b~haygZX4NT>K4l*F?VRG+7l8&4l2$_fjXF|BBjOKmJ0Sv#<;T5q_uxaF9-0b@*(}o
gj8pvmy8}0BL`w6Xw>HGYC8-+<IdBVn;c<x4h#<Yc%20n0krcrUW1#St4;51!`!D!B3k8hRuCy>QH~W
Mfn4u`oX?{Nrv}0n7RL6bo-AKe64+-3k^os?G<V#=_B^{4j1Sb*wpSSTPPo`#>)KNlVr^XgJVBm`f|c
ChlnNU&xk;}*iI-XF$!%wy6}_!IM(R~mfCJl`~ibi3PWNpZW6ko?WX1CGD<vh!b*_k=Y$z{=PywxRVD
|JF_`3+o&3kLcu1?<K;(c&Y!o;*9ooYMnn<2K_(vU^1OgZV96@|-dd{bOdV#m;ts7Amo2EEGRkqt{5+
`<SZd2DILp?0)-G7z4&?0!LVc_tNpP)}qT3?5QQnRf%^IB@&GSYoit?R8mC!JmC!PQp09<5K92hCr}b
sTsx>}hRwLKhQK9y{`q9wZb`Iw<QTPR?WSY?=m(BciiBFt)s@tgG3lVmSv*rG0~UbmtHeGP$Zsj(>P7
Wt^twg~}<60L)@*T5aCOCfQlpG9a~3b^s^^iueDvFEW#LB|7fJUdCsb#itwET-=}Iu$bP%?U@<FsMcq
5)+eRstbta%ZJl?rxg3y>p`~*#DU4BOkzXaro2ygj68w0aLR&QDsgx3F3VblKZVAPuN{sF1WAJW&Er_
(io|ERflT2!qSvegLBX3t>C{NB|v9zdRA$7vw@gYY}@dlm+QGzFL!JYRVxKt_Aj#QNZXCSb@!+raZ&{
n0WYWTbmJs#=`zBIahNCNYgh!U@tbIAP`ja{rN*WlN7gj_3mNrk=h%3BmEt(o4L0z+1IG(E#7{n@j1g
2WuE>Ofo**54YlUBK$%uLV&#^VQ4{bw|m}ZY*?@gfCP>a{FruO{P+H;P8pU>@BSoh5qTG0en8oQbyj0
XTP%13NIZXq`~{QxIb#nXH%ng_P9@)N1_Cn800v7fApH(h8HYWRH<!JC7D+hZ1P%sB0Fev&!EKvW65e
mM1O{Pl6AikC%ijNB#G@DB>n$wT-|liOCCj8pF@z|=n{3|csb7(3xaYDqM$RhsQlI8yEGA+Y*_$jlNU
2*g!HW`e){A7Q8D+Zx(&^kH@@M2es!^Z@Q3}E^EROIW_zZSa}6Be+vgYN=Y><9oz;zh_B{aLRSDq3(q
~c{fYi*@iaW5vuOu?vCV^HfawXs|EVPb6$Lfr6S=R*W!vmrjiE(-s6J6R%MpGxZKG}hwig3iO?eRVgG
Pu4zrU2TYd`rrRvmQA(U#_y-MA;YCE+Fz0EiCBKhY>UBFV(y<yqCAP?d;~x1W6*@z!Z{olb*SqO5-(Q
G#PE~QaL#1p^6a1MIdZuI4>Y%Qy!3#mi{O(ysc9)eT++nLEJ8zh4p4e2fS|jJ1)ENFLM)%5CY-V++GA
pC-D_{yFyyw&n!HZ0Lm|O5Z<Ttc>->e3H%pQFPdng-5w@bFw?z#&ki!OT6MGPtL<!?r%HnHS<b77%f^
ZQ@yDbNTHt;#NU=>MrOdan{Al#fk_P^1JVJbjy|WE@y4+^+;zJYJXA9<@ukMds9{y_TauOkXxrAf;vL
7;&(6G73lNHnirm}*E&3&xZrv586-b3lESC10}MsRw;rsm;tZ2&C4+GO{c71igZX!v?0Q}M<YRH8h-c
+@G|C7Ax!Qzn~YFvAS36$k3WwolK_)6%2mppM{4s)Ah?jXnn4Wslb{A04!r0*<{do$P$_I{Wz54)4*f
?DtpE!11oU^r}z}tpVMo{y3rvg;D`xEMhw@RzZsz+K_zPQMmA(ha*q5{eyG^!H-DK%N!iq#0rkS+EpX
@G>>F&i&sG;8?Sz~3$87#q#QXsbd`@<?H`*i=4<byuWcd^wA*sYzF9?<5f5|1n-B}+JeQ*B1#pB%8fg
%=j@!6jjt_YY0c-ODno2~$Js^oiqJ>n%_+hmR+J|I)FFo-7nr*~!mK>bp-+5DFXa(AL8&L5Fl(n;Egl
vaoHcoo;xjN)bl1_>e&j{Q_R0;@mps*DPb;M`ILKv4=WWe_?Xj^#wg&F4|e6eaNoi%~)Pzcyaa7^(-p
#6p`vZH1Xm53FtBRdENJVu}dGeCAp3IJM%;Q|0wE>7RN>e7c`DAbsQpuVY<5!4`|1C|B@p9jOVsH@?v
H}!b|VOm^&GPv%{IGY@QgRL?|oiFP)oRj}z4fspOl~rFibN(zEm^pa6+$N)FCe8b&EH>c`hb?`+=fqU
*Z_2B+Li}Db=FwaJ+f&=W-}!2RW{v0Vn4#lG6_Z%<;l<ey^Kme{KEm0vubr&*eht%N(|4>MFPE;Jm<P
$a`7i^oRoyI=kyg#BCGuLU-Qi8&z4-PG&1OQV7ZlOmaalE8$@Y&`mRlE<E(Owbj?JVlXv>%#ebg^nzI
T$9Vzqy1aDiJ(S-4I`Y*-<St?{fNIa`xXR$N3#|9Go$@Ydn-h8Hj?(CQOG={#UTBSYX$oVmw@(B+X8V
%|9CgC}+Dhz-*06<ud21ZikiQfe6f5ua(_e}co;lJ1ScI3Kl3|M+I_YXSoe`Kj{9tkuJ@6IZ3gO`Gu-
5cO?d660M&(D)7pV?=RED5B%&skovVg`-$y4-TJu8F~$<g|=J;f<~Cy5HfXqXMfS3T00nT*Q9WeJu_w
s&<nIY2cC@Xn61?o5cMTs@$rRTeWaV(iuLaCN!eetVI)Yl+W$tV@X*JG;{qyq(Y2M!i)0J&Qec3K4xG
}3l!m;DStxjhOh)&72sjjhxLggOL}A9BbPpgWL=!MEQ4$iiSQE>jjtc_t`YlgDYR)579EWll;8lX_?E
w%#P7>K>h6(3H|Fhj-M;0hccM088IRyyHe53AiI*}UeCl?)F#E0d{{x<sBTTC#56Oqp;Ry&^yUXAaTq
t@moY>_gw6Q(viAG$QC%k@q*lIGZEDV#$S2a1HinOL9l4TkMGZ2!y-G-N!Rj%KZLhM8#249)6d+xXU7
du8%G35HVe$UJrE`cvCfA7Sr527MTn{z!kFyd#a!zg6;2Wa5%4Br<#ncL<-VyW*Cz@{#9mtB9bJ9Frk
Vnm<j_5Ir-&XfO&x6NkoAH*R-tU(ugJvRPm^u<EhIO^`a<z7m}^9jv(a|MaV;eJ83mUTBzpV~L$4LEo
hpm9BT&8!bhw^yL`$%U}4K6ky_YA|F?RN%(2FAk}?@LnMSPPiXF%Am?~|T=zD(L7Sh8$*)=NxSF|vbp
yIo-$q2#rfe+mQlwa*?$1<~b-i&_tqEmQffl}*w&tKlM736J3#W*C-ebHXCb(Fqxuo?YA4$F`Rims5V
aU8}_f9#86@fspYNp%pcgw|sK_RD4uj$=ybDw}hG9w>LRv)loa8~n9qt5Y$IITokzh!RRnvyS)F~`W_
kTrE$-`0P}1YV;c>xY7an{Uk!4TPg<^=AI0Yq?*HevO0{I;=iPsyUieB1pg%^jUJH@sH**3w_S+=E>`
shRmUhPD*j?AUw;^Fvb8USY2wZ!oHsE%HojRT^LNo>#-HI023a+1g=SK9=DkVVE={(wIm01^ACWd2Le
5{j$Cz$-dw%koD}YOzIJ?p*|BF5j#e2ciRLZRY-!SV+U@f5MVmpvL&cF0<M<b0%Jr_!sKG@D9u;A0-z
8I6%0$-!Uv34A5)W47JimyFUB#$|K-`oF45MDfLpC$9Uj9g^`P3;H&4mWA0a)kakU+#m)L6a{_#jp-d
mrH#p$TTTY6i>|{@#<*9pVDdaA@CFk<SvG)CgboImrA|FKp2ks*9O+IJCP}De;PFPuLWZaEio|Jx}-t
rYUDDfs%r#;nu%-h~m##KKx(0q);~0x&uY)rWfZLm(GHgV4v%5e8iJA;qTAhxSwzzHuaQ0kRhmGnV@$
*Qkp#j-wK_q*^1;&<8McWLCT#O>mg1D8*xoaGTid4{vy8_9x;ug+R^2)Pled?X-ft0OR*&n1G69~8mk
$#1S4M=R}w*@?$OsSEz-y6aI&}8b}JdsYZk~GA~rDZ6`#5%k1Y=fLfJ-Qp*%ai|I?xn+XO{6Y6CKyaO
2z1)@{OmjB~N<b9ylGUDIEl`H352FWGVHI6mN}1LAhCSR!77=U4X4*;iWCby2zLi>UoO>ws-;0GCkDt
ULqS{R%0d$J<+mWE0|Uqk==2`bYn(vm9pED$yP^4TKO`e@s^b2+Oq4U*d7<_4EB(HjEo?H-Lh6o&-o9
;moLQXmT&zcCdFl2u1klDzVXwyn1ze5c;<(9xCK(Xo_f2FMx|>`==RhI2jNKpYx{S6+$5xvpW?Dqj#!
a-r4+%YuO`dK6dbP#g$eo<7p;2X&!G|_GyN6wfiEA^BefvDq(v$CL3jZTo|fIYnmn)Z#}+S`Dib!?=s
ei0#v($0^`A<C?PF(S?If9A)^{GTgPgLZZp{XkwKuk-mLt#JeT-{8S&Qj(34*5=alF&X;K642impMBl
-~R1mp`@_mR`dMn~Dovq|HL1zf^<59Vlv4fx|2%G(wGXT|^on+ghJ30_;peq&L**n}_^02~|SyU+bw=
Zk%MEQ%u7xj|Z8zxd(KUF1n#S=Nhe1Zj>AH`6&96nP%pTZD8)?<PC)#{^a$q-ONzLi;Sd938G0H|Jmp
kv9v&@nw)tJtbB)@9Y#*OZH%iFXvr`3i*kDYapO8?YT}<d#u=8NYaLGj%%`?3;P-LrvL3Szr12dzOA9
sM~B<27KjvJ<+XZZdG6CJD?G1!FP>Nd=l@6w{QQX2EG-#zvKatF3t}yfS7>+*V*s29IH@|phL5;<eh?
$Snm@V2?<vLP#0hnq5RXeKjI;Op9M#Y*9pQ|6Q3&G;eOP<EB6R=Qk;uAz(AcFL6sX5+juDkV?i8dgy2
`SDW4A_j7r+@Gck1a|>PK>&s?oh34Qy@lrLCB&vZBc4j(=@`EaPjkFe|x9RbT#@VnqbYSI}zLCdT@ns
Bf)AjUL*|9kEzDN86B6UbjHrSl4Sd5Qp3|W&l_!Mgu<=;$7(CPeF9CH|2x#^a;X=%nGL#$pt$#e<UIP
fI$N){zwZ@DGoq%A?B(Tt5!g~2K(_2qxHPYYA;e*EkW0bW#>Q&>`Zqf!xxfG)H%D5z$;E#&wl%+G?XR
gV+ptX&Z+gXon}Lr$^mxiaP}{jPD|-pQfK3jBK)pLk(&{Pj2aDp#OT9?I6v*xS8V@pVSxvK3Hpk)Z2c
1n@+i?bS1bCnJ68=j5+H~a{EE`epe0A|#XI)f{!4#lgy^d-c=9uR<3kO7)r~`$pRZjzc$XJ*BmgG~76
<3ywEE||xC>gZ_&u)czuESJM|FwPxin|jP51zMaoJv@u8weiNW<CKvrKi{FQ;6<#b8&x7KGScr40*c0
ArON`!EbX#Sy#2Yc$4I3>T2TX!WNg(%6v2Ob4uwi6i*my(P-9;gx0YaY=`TRvZ*_n1YUgh4orDs#_AN
rdXH*5n1iZKPw_j?uG+l_K1=o<>srXdxAsZe9iA)Lemf+Snalnv_jofJu_aSzOZ$Cyov6dnl>76YL)l
`_W6AF&AzUA5=gOfe3$f@Mq`vHB^SvBV4zg9vgra6QiqyfzPjG9==lkcs)Ik|1Y{d$i)%YjRXcsy={V
(+BA0pTU&JtIu?)-hW@}eS)~(J)#7)fE6VDh%77k>W;;LU*1e}=Y)o(`tNz3Y8SGl89U<J%EdGk+o|E
BDS8@Mn7#1!01Brwm(_r#uYpi5N-ISlAT+7M~I^XiK8*a;4+BfMA<Q_gInSs7otziQyd38c%6dw#vhT
9|45rb48^72Kxy_XwOS!MQ3p1u~RrbCwrF2Zg3A?$g7UjjkaM)V`#k^CFc=HpA93y@aniBC4IiE{@7B
d0)kMglaaoHiCcYN@t+g`5&dFLapR&jY<bxufy2fL$~P3af7;1Z)EpoGD&(nriW5R-$|F9<Q|H?6zvu
;)<!-Xg7Z{C(cWn7T&#lR=MLeaf^dD;@*bWECM#T1)L{Ycm{?yvD@r$5un-885MT#;LbvCz%oxNSu-k
r!JOl;pD@_u4W(k)ANcsz&C9BV=xOk;h0LG9tkw$ZpxC-came6nlQD;=B&8!ktr!Ie28twP;g_BoAvC
C-{d1KZfJTRbKN#tTCf&{4@F>nyM2rf}Kpj`S}%xYjsYTXDOxYUa!PUwL(&pMD{;*)6vpg*77-<TDA?
SG2lG#rS0iL2>vxcZ@o{E`Z`r1Q_=!hYeq=@ZMMgDWX0==S`|F(dB56w%0$u|O58*aIsaiY=+mHJaES
;iwKkGIm;le7A&=zmII@pXGg^aN==O&}Vx{cqi}v9Id7o!>jyeoUR;;LB-BB`+<!xxSx$S7wGRy0r6C
;MJW#{Daa*>)H`o$G(5uvjS*g-cVS0v+PNRl2D%ddUF((gY^sK#|Gge;<XR&-w4!X4R7tf-p4kMdA=o
d_Tf^55!xv#Ck(RGT#LvdMf&r5XSt<VQ(dSEnJT;Z8%Qs$7V(1Mff~unSTE<9*loMswsh8rmia8kGh+
Lfq+qcou;uKq_@(NfMU9vLPOoaj4-{7-2;1(37ak<2A{o$TNf27)Ypud@;$)jrPLCx6@!SQ_<rvSy+i
wGFkiX;)ELSKxtGkvYr_or@L>WH#{T8aIql1~yR-zTu&c-<^RSb7OfGA6fXObq53n##A4<FW$p>{w-R
ps}n$bi9+WMz-~MpJeEzm_XqG<t@HUP#=F#dt24(1!)?gP>yNObDca@19B(LtSI6ZyZZ&nE~R?|;(37
bWPRn=7k_}{Nz=ijE}7UwzS1d;$b-$+_fChL8ass_V_r)W(ti-ms1Pj_gwC<3s%&ksO%Pc?B~OMIna!
{;)8Cj*YhX+%n4kyi9kIFLA(-^fxK<vl=W35l2pa6PX}?T^iEk((5Yb?OqtG@cF2A^~Rmt2ZcNa@5(l
_U6hi{Ak@GNYLk#{QSNX4pq#w_LokOIucpuI(pJu8(vEwQ!UZfW|MNgour)=EqTk7K0g)(lchtCnbgw
Jd*ZGb1I4UGshu?oxa+^8=(MQ!6OpWe?mZm5PswJtLnC8Rm)?&Uc6E1_dkt;#009ljEX77F*#K_SmD}
<rti-^1<<eS#O~<stIjw?)FthA~i4L9YNofiZ_l!C1tg=9s0WZc(eh$9&}Pf%7zu{J)Ol+#S9dom>(}
j3r>VgddBJ2G~N1dZ-vik$w3GnjzMd{?^E%e5vLED*Wl8b<=a&f&<AZ~jH2Q*pqG|dg{Kn@acup%7)m
xm9;anpBHu&&u7J;HMhCU=bTiTSbo%$?h=zs(d8BnaCHG{T*lRVtNxj)F`ga1mA9%Y4Fg=Gl_;1_&6a
`-MFVtv{*H|qxa67ug&lc*~NOMC-4sPM9ko(H+Sztq@ghKMO){PX=of-+F3Z{I2(JBog@UBZQ)G#8Xw
T#WNlg<mRgl22>_{5oWune_Abif~hU--vRCfhwdr3G&%BLm~@b{!#?wNlp35$Tn6R@{&i4Rm8*^Z%KG
(S_E<75ZH55f0Pj0=xc+vj%n};Y8=HTt5%P9uR~D9*wt7=yn0SC!w1a-%_~OiDR}xOW?4Vmbu->iGn)
fS1>I|6l!gC(K|o;?t4wupuP9ou^lo?Ipn;b9k(EDY2ORch~hf@*KK3#AQQn*M!#OB0N_cv%n#6=bOG
bt61n4ts6;z=z>wFTefO5a$d`L5I$Dcw3|pJ)bcV(j+8=>W6xNi!Y+I7IDNbKO6{NPwGJ^VzUP-?Z(V
4;<DbCj!XYTA|(ndVDLF>7)^e5Bb72j|U{tZ($QaXCCk-_qwLXSeF`ZC^z-UWVgpwZF@mhORS_%;@>c
)sh<KRZ0MWE5M;knrA=1riRvu(3kMHtAzgu?hhZma#CcR-njLqT(ggKTCpl?)cn7bPEz2nUIN54OUyG
0<B4x*f89bR6dWUi}Ktspehx=^9nm%ntjmK$bZ$!(>Q0FVt&wB0~)@4(f|_qe119n6RBJbKq@JxPaC8
O;O@)~l-sJxv{Lv0Y=%Zq)fWrk)jg=&v%&^hmnd?RdFQsNl~H8gwQGSJP|a?_;&<T~nb^jldS)Z&WW$
(x9VX6{Kap0YchVy%R|5<>Zk5JcPRL+cT@47DvLfCI0Oo!kA_6&K&+k~}KML0!HB1IR&XVNzi8$6m4@
(6x4aSkBi+T`fz*z8H7pA6+M!bTpu(HQR33m<nUUVN_o+PkLcQN+(fpPb;1(Lk(dPB~FBpfFGHUY%;E
gVjR`?i-U>AF!PnaCqx1`g*9FPG2nbboy0dmI9Q%tmDRH&65SdbqXNGmNJaNihJS6wu;=0xK~oBBqu5
geeE6@^=c3_M<|`Q7WF}LH`EI6sUJyclqX#W&L`6SnsoDaNTpUjgN~_ET1_{Cyi5kBGFCuN%>bq?Sk7
g;B=DD@cj#4%a3A&i}Xd>lGXubm(eG!*__Oe%$lmnbLt>3VK={RxGeYT+`TY5Lo>$wkufgqz{yiRMYa
ICqD>(_l;Uo087KgzD>&;NtsDt5c3);zmf+1QT*@d}UbOa9nOdP_dbmn3BqZU?ci_|(PmbpN=v2$w4h
Kvqf7FdPXJD`fPPZSbt(enM(|(b06N6B|B77gj0HJ^@!OPcMpb?B3)sIMG(GH={Ty5zbzJ_Wmy*Xv7t
Gi@9232p<#lh)BC1i9~PeE(2prz7#d0i*P-aKErKFt1+3OeF?3{bM<bIpwvxP22E@%ei8sjAUSD{=Wt
#T;qj!KeFzpGL3LJ<RzaaD`m?jU9rsWsdDEeziUIw+ZYJPL`GTveBrrRi5|t6xB_5R#$gjKBI2kea=k
J3iII{cJut&{`SLEad=uI>;2hA^URP?W~VYgFa+caM)l=zUYvk1B(?@5md3k2^)5i?_na29QP=}g=|w
9b%Cps9aTotOJL=&mx)Iy91AZYV4M|HKy)%WMaGYY-a5hd?BbCkDx7J0F&JbAsSk&e@wbSjm_V&SC-_
|>>Nj_wuHYYO;D~ay|a9q60so>PCWlj-*#zz7)G5{C|wBl~MU6fNbX+XUvSbov7izfs|d4K8zeiXNii
5fgQn?Qc-AQb%>jY;dGEi0qoh}p-3Z28NqM$awkVso3$2zb>H5|2N$atnmYRw#7!zzeKP=L#Im56o^;
JB)eAoJc-sa;0tVZk>uW>GbLV{K!a3-FE^N*+vdfuO#JNtIgB|&|OpTm{~-^7*y7DyxRe`c)#K=p59C
`QV-j*#TqEyeT_nl8LeE{lKpd_-rdMDVgp_Hvh=WH*p*;BUCPk7w5o()-ot+H^RT7D2$=Cr{A^oJJs=
lGcK%HhujN&(n2Zm_$9Ark+y(_iZOc7Po%hEE2Uk%>4h7sC2j`(DeSl^OE=e#d3~W_~ZaJ6n<Zu(jL$
wq@y$Wkog_PgPW^jIjEJ~xcFktlfldUn>>I+pE-efgQg$Jw_Y8!Otw(PTBTHY(TyfG@37^J|VAPBT@!
07-|nyp1&<&=R<C(&}JjT5c$<lI=|{5}kEr}KHa4*rK3@fd2<?Bqpl4WX=iR(#gMh!f6Lz)-vMaTi-J
K~wG^*C@~G>0aijWtArdf*}bi4MLR*VGebi9Eb;@t6w=0xjXsJ?&&0+C?T}skp>8sqce}Sh~hED$PJ>
0<N)n1^ZW1r_WHgerY$tyLKw3nA~I^XRrQ=2_!x&m1vd*Nk@rq)sv)&pZ*)UXclSlthg)Hbd)eyv;p>
8GI^h0EwZ9fDiHA$Eu5b3+&l-vo*)fSTES%j-&nK6ZS#2<&?wGE@Lz_4rPY(>&b3L{<bHZ2lOOCjj?<
6|z`&igc#cJv}%3Wy9+c08%LA>C!86)^X0iSnOZXWujpRw8`JJt%~)=2Hf1H?eV{M3kd)S6tkf_^q$O
HQ$|{q{P#ubtN8$O&~39e+v0XiyUk;2UBW0trNg#s$O(&LaAyl`sQqRd0<FR|Kt+!dxQp6+`A%?9nQY
8|zgOR~J;~`~TLWRD6!Bu~JkXO_X`hR<r@I=R3W1H-RWJq&X23w5&&mBm3H=YxJb{y0G<jt;?o66IKl
{lf@MGNws#DKgw>46&7CM=x-6trk>@I2^PJBDn2La-jEr*G<=)}dEd{{re*T%eH%)iBYG9?_{@i!|Bt
6E*XmMdimA2YyUk4}n~^KpME_BetOf$}7hcZg>kvm9Wb3tgpvGmT=6tjQpyhf>f~HYh9%MWa#H<~)iI
b<IBXRH<>g=&OGi7VHC?jJGGJ?5h_HNh!&e+G#D&@}ee)9njSmlE8hlr?(tiCXAAsort0rL52P+gbK%
7SlvgtsbJTu*i|aE#X^q+XI~^BJ>LBaME<GxqMTGw9aIKaSsSGAWX3^HE>f4d44<MEhhqY)#SeSlYMF
w)t2j*|w{A81!!%Vdc6x6`7kYL6dK~H=l34|3cvu<Ob2{W1=sd=>*s(T$gflJ+`;QM-A?x{rw*eV*BE
@xPHZXbc&Tfu0n#G)e-%3*K>U)TorF(VPRWwt7Eh3SUfHh(i}=}^cTnQPPLUWLjLAcSZ2y1C+VgKV$G
_L!OAl}%+tT+-q)^&7#X_uM2N%>!7xDqymnWhr%9$MRC@n#u8FkSxZ(g94THdhB!vc^w3M5|@xiKSbd
>sx0j`1dgQ>+e#(V96UYSOVg{OX{Xe>bpv$5*?CA5;%A8Mm<RU_49O}I#X!)J{)EuGuf3<f}<3gMl8;
9{xg;h9vHZw$u_#Y369vA_+mG>7r!aSyySMWq&2{O;nF(pMm2)<sqkiv41hypBGM)}E0JZM{jhrS2yQ
|Cb(|j*KvJb_bSGO`qfKGK|+#c@R*gfEJnn(Cx_0OQwVZZ7Mh#yEftBGwX%xR;wJ!1RLyj;dqnjC-zz
)l_jO9U%=PQ5e=T}>0NiYJP1IuZbb?H1rN6loZd;@p?ynm6w(2-FYNsPkP6}g)+~rTLk1tMTwtgS(nv
l2dr?=Cn$$eqV87HvvCP*homTQ|VeMV@GE5fyxCI9@sr81VZ3h>q4<pY1>Tg>eIXKRPdML50MG1~&Ak
|WB`=UC>d9xveaCCf{7}_qqzvAE`dO|P_aWQ|9=MeA4P-_Q+-MCjV@>anT;u^P=ke%`c&^V8*r;Q+(I
l62Bp6=LqQiT0d`nXfiXz7FR>LHFz0`O6&x_XUtvLz&VriKN-sYi3?@GE!VF^m0wcsj6>tz?m<lzt1q
!QIoLU>655+<n@({mS&!frTJXsyZzd>S;e-*QxAN=B8GuN??6zbgZyCXIQxCK8`TV@J|b{$Oq}j!Dm@
&hjKjC99f`nI2+f7>bPuxY}MB%_2d|of-wL+Wc6!D?}%~VB*mrWY8Ua#N{#eJk8BT$zw+i#P~U`)_#?
}r*ND$-pGVO(c3J-KqX4;8f~S?=+e!t~488djXrCFp*?N`=CTn=y)ZEj8Qj@zKX6%&i@m~tLu=u^{(i
}D~$N#NIy4h6=gP0r$J5ixP%2mh@zeSR39*rpvTB_jtHzxpZ7#9Y3neLI!8Tc|~Y?+3i7gWtb_yhQ{s
xG17J}oZm`QKbVR+qd1Dnkzi!ZZWjCyW`j>ON6=Uujm!5!|cgZ&fJ1XDfDzjK3>v_I5lRJ`P_QC_Y~-
bJ=i?BbbE%0paW9)V=znMdtN6>Srq-#jnh=@9)iv^qHv|=AH_|cso$=(5B6+#E9gQdzsClhbE3fQ}3R
XcRJ?}YITS8ke$wc!oNjGEWs+xxHT_?3Nye*`ABc5f2O%tGrBy;@hwtNXS0-+Tv&0eeK+?8zZ>${^3$
C^Jp)n#_pjRKxa7_Db{8fUR1wH`5W`bE<2b1IZXg+rubBT8ZfJIUORZ9OmbfIH1f5ZRbmXO4q?=UzWw
O-(64Cw`C>Hb%wSzt=y_gIfwxO}oX!ds^PmRpKd5sq}s{MfWhDtM@0>BMyK0672&1HBNcd9FjRj~tjz
wr(>?S^^{vtv=}XM(xjb!$tXD<=?)zqc2iq0Iz2AGiD_><UpmsJWW)n&%VznEQWO!(jHKq7I*y@EC1<
x|u5MNmXY(s2BhM00H}WmAU}{7|rf3r~nH50ssI2003E9
"""

if __name__ == "__main__":
    sys.exit(run_program())

