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
#   COMPUTER PLAYERS ..... naive to level5, each (board, piece) -> move
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
#                          (about 350 KB of the file; EVALUATION and
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
    """Converts a 2D board to the engine's pair [own, opponent], the bits of
    piece's pieces and the other side's: once at the start of a search,
    never once per position searched.
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

# Two evaluations predict the final disc difference of a position (by
# the WOF's score, most discs winning) for the side to move: on every
# board, a weighted sum of features of the position; on Othello's 8x8
# board, as strong programs do, a sum of table lookups, one per pattern
# of squares, the tables fitted to tournament games and kept in DATA.
# Its sub-sections:
#   1. the record (Evaluation) a search is given, and the order of moves
#   2. the features, on every board (FEATURE_EVALUATION)
#   3. the patterns' squares, and their plain reading
#   4. the patterns' fast reading, the evaluation's hottest part
#   5. the patterns' tables (decoded from DATA) and their values
#   6. which evaluation judges a board (DEFAULT_EVALUATION)

# ----------------------------------------------------------------------
# EVALUATION 1: THE RECORD, AND THE ORDER OF MOVES
# ----------------------------------------------------------------------

# How many positions a second the search does with each evaluation on
# one core of this project's two-core machine (CPython 3.11) while the
# other core searches too: a level's budget, in positions, is the think
# time times this, a core (measured by tests/bench/bench_evaluation.py:
# about 71,000 and 52,000 a second on one core alone; the patterns'
# search at depth 7 by tests/bench/bench_search_speed.py, 70,000 a
# second alone or with both cores busy, of which a game's parallel
# search makes about 54,000).
FEATURE_NODES_PER_SECOND = 60000
PATTERN_NODES_PER_SECOND = 54000


# An evaluation is one record (Evaluation): the function, the weights of
# the features in each stage of the game, and the weight of each class
# of square when moves are put in order (a corner is the best square to
# take, a square next to an empty corner the worst, an edge better than
# the middle). The search is given the record (through the settings),
# so two evaluations can play each other.
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
    children: object = None       # None, or a function (own, opponent,
    # ... engine, evaluation) -> a function (move, flips, child_own,
    # ... child_opponent, child_moves) -> function's value of the
    # ... position after move, sooner (see prepare_pattern_children)


# The order weights of the classes of squares (see Evaluation).
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

# The feature evaluation predicts the final disc difference from
# features of the position, on a board of any size. Each feature is a
# difference between the two sides that favours the side to move when
# positive: mobility (moves now), the frontier (pieces next to empty
# squares give the opponent moves), corners (never flipped), the squares
# next to an empty corner (they can give it away) and among them the
# X-squares (diagonally in from the corner, the likeliest to), the other
# edge squares, stable pieces (never to be flipped again), discs, parity
# (the side to move moves last when an odd number of squares is empty)
# and the tempo (a constant: being the side to move). FEATURE_ names
# their places in a list of features.
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
# The stages: the game on the standard 8x8 board is cut by its empty
# squares, STAGE_EMPTIES to a stage (0-3 empty squares, 4-7, ... 60).
# A board of another size is in the stage of the same share of empty
# squares, and its value is scaled by its squares over
# STANDARD_SQUARES. Weights are in hundredths of a disc
# (WEIGHT_UNITS_PER_DISC).
STAGE_EMPTIES = 4
STANDARD_SQUARES = 64
WEIGHT_UNITS_PER_DISC = 100
# A sum of weights times the board's squares is in WEIGHT_SCALE units of
# a disc; half of one rounds up.
WEIGHT_SCALE = STANDARD_SQUARES * WEIGHT_UNITS_PER_DISC
HALF_WEIGHT_SCALE = WEIGHT_SCALE // 2
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
    [66, -83, 931, 621, 497, -234, 931, -197, -143, -138],  # 56-59 empties
    [94, 15, 0, 651, 651, 0, 0, -15, 116, -101]]  # 60-63 empty squares


def find_stable_pieces(own, empty, engine):
    """Finds the bits of own's pieces that can never be flipped again.
    Under the simplified rules, a piece with no empty neighbour. Under line
    captures, a piece along every axis of which the square on one side is
    off the board or holds a stable piece of the same side, so no line
    through it can be closed at both ends: the set grows from the corners.
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
    """Finds the list of FEATURE_COUNT features of a position (see
    FEATURE_MOBILITY). sign is 1 when the most discs win, -1 when the
    fewest do: then what a side owns (corners, the squares next to empty
    corners, edges, stable pieces, discs) counts against it, while
    mobility, the frontier, parity and the tempo count as they do.
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
    """Judges a position that is not over for the side to move: the final
    disc difference the evaluation's weights predict, an int in discs
    kept within what the board allows. sign is 1 when the most discs win,
    -1 when the fewest do.
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
    """Lists a pattern type's instances, tuples of (row, col) squares in
    digit order: its images under the board's symmetries, one for each set
    of squares, in the symmetries' order.
    """
    instances = {}
    for symmetry in BOARD_SYMMETRIES:
        image = tuple(map_square(square, symmetry)
                      for square in pattern.squares)
        instances.setdefault(frozenset(image), image)
    return list(instances.values())


def list_pattern_self_maps(pattern):
    """Lists the orders in which a pattern's own squares can be read when
    the board's symmetries map it onto itself (a row read from either end;
    a corner block across its diagonal): permutations, identity first,
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
    """Finds the index under which a pattern's table keeps the state of
    digits: the least of its indexes when read in each of the pattern's
    self_maps (see list_pattern_self_maps), so that states that are
    mirror images share one entry.
    """
    indexes = []
    for order in self_maps:
        index = 0
        for position, digit in enumerate(digits):
            index += digit * PATTERN_DIGIT_BASE ** order[position]
        indexes.append(index)
    return min(indexes)


def read_pattern_indexes(own, opponent, engine):
    """Reads every pattern of a position square by square: the slow, plain
    reading that evaluate_patterns is tested against and the fitting
    script uses. Returns, for each of PATTERN_TYPES, a list of its
    instances' canonical indexes (see get_canonical_index).
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

# The place of the first diagonal type in PATTERN_TYPES (the diagonals
# come last; see list_diagonal_gathers).
FIRST_DIAGONAL_SLOT = 6
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
    """Builds a layout's digit table for one side (see EDGE_LAYOUT): for
    each of the 2 ** len(layout) ints of the layout's bits, the sum of
    digit * 3 ** position over its set bits.
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
    row_shifts: tuple             # the shifts that bring rows 1-7 down
    # ... to the first
    column_shifts: tuple          # the shifts that bring columns 1-7
    # ... onto the first
    column_mask: int              # the squares of the first column
    column_multiplier: int        # gathers them into bits 56-63 (see
    # ... get_line_gather)
    column_top: int               # the lowest of those bits
    diagonals: tuple              # (shift, mask, multiplier, top, length
    # ... mask) of each diagonal instance (list_diagonal_gathers)
    instance_slots: tuple         # each instance's type, as its place in
    # ... PATTERN_TYPES, in read_pattern_instances' order
    get_instance_tables: object   # a stage's tables -> each instance's
    placed_steps: tuple = ()      # by bit place: (instance, what its
    # ... index gains) when the other side puts a disc there
    flipped_steps: tuple = ()     # by bit place: (instance, what its
    # ... index gains) when the other side flips the disc there


def get_line_gather(places):
    """Works out how evaluate_patterns gathers a line of squares (a column
    or a diagonal: bit places, lowest first, a constant stride apart) into
    the low bits of an int, as (shift, mask, multiplier, top): shift the
    side's bits down to the line's lowest square, keep its squares with
    the mask, and multiply by a number with one bit per square, which
    moves square k (k strides along the line) to bit top + k. No two terms
    of the product land on the same bit (so none carries into another),
    and those of other squares land below top or above the line's bits,
    which a mask of its length drops.
    """
    stride = places[1] - places[0]
    top = (stride - 1) * (len(places) - 1)
    mask = sum(1 << (place - places[0]) for place in places)
    multiplier = sum(1 << (top - (stride - 1) * step)
                     for step in range(len(places)))
    return places[0], mask, multiplier, top


def list_diagonal_gathers(engine):
    """Lists how evaluate_patterns gathers each diagonal instance: (shift,
    mask, multiplier, top (see get_line_gather), length mask, the type's
    place in PATTERN_TYPES).
    """
    gathers = []
    for slot in range(FIRST_DIAGONAL_SLOT, len(PATTERN_TYPES)):
        for instance in list_pattern_instances(PATTERN_TYPES[slot]):
            places = sorted(row * engine.width + col for row, col in instance)
            gathers.append(get_line_gather(places)
                           + ((1 << len(places)) - 1, slot))
    return gathers


def read_pattern_instances(own, opponent, reading):
    """Lists, in a new list, the base-3 index of every pattern instance of
    a position (own read as OWN_DIGIT, opponent as OPPONENT_DIGIT) in the
    order of reading.instance_slots: the edges, the corner blocks, the
    rows and columns, then the diagonals. Written out, not in a loop: this
    is the evaluation's hottest part.
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
    # The rows a and b, the columns c and d, with the first and last in
    # the edges, the blocks and the lines.
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
    """Works out the PatternReading of Othello's 8x8 board: the digit
    tables, the gathers, and what a move changes in each instance's index
    (read from the reading itself, a disc at a time, so they agree).
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

# The tables' stages (PATTERN_STAGE_EMPTIES empty squares each) and how
# far into the game they judge (PATTERN_MOST_EMPTIES) are the block's,
# given beside it in DATA.
# Besides the patterns, a stage's tables weigh each side's number of
# moves (MOBILITY_TABLE_SIZE - 1 standing for that many or more) and
# add a constant; a stage's tables are in PATTERN_TYPES' order, then
# these (their places: MOBILITY_SLOT, the next, CONSTANT_SLOT).
MOBILITY_TABLE_SIZE = 32
MOBILITY_SLOT = 11
CONSTANT_SLOT = 13
# The tables' weights are in 1 / PATTERN_UNITS_PER_DISC discs; half a
# disc rounds up.
PATTERN_UNITS_PER_DISC = 8
PATTERN_HALF_DISC = PATTERN_UNITS_PER_DISC // 2
# ProbCut's calibration for the pattern evaluation (see try_probcut in
# the SEARCH section): for each depth from the first, None or [slope,
# offset, error]: the deep search's value as slope times the shallow
# one's plus offset, with a residual of that standard deviation in
# discs, measured by tests/bench/fit_probcut.py with round 5's tables on
# positions of the 2000 tournament games (150 a depth). Below depth 3
# the shallow search would be no search at all. The fits of depths 8
# and 9 serve the deeper searches of their parity, which the fitting did
# not reach.
PROBCUT_FIT = (None, None, None,
               None, [1.026, 0.04, 2.74],
               [1.031, -0.37, 2.69], [1.050, 0.38, 3.52],
               [1.047, 0.06, 3.72]) + ([1.039, 0.66, 2.75],
                                       [1.026, 0.85, 2.68]) * 7


def get_pattern_value(total):
    """Turns a sum of weights (in 1 / PATTERN_UNITS_PER_DISC discs) into
    whole discs, rounded to nearest (halves up), within the board's range.
    """
    value = (total + PATTERN_HALF_DISC) // PATTERN_UNITS_PER_DISC
    return max(-PATTERN_SQUARES, min(PATTERN_SQUARES, value))


def evaluate_patterns(own, opponent, own_moves, engine, evaluation, sign):
    """Judges a position of Othello's 8x8 board as evaluate_position does
    (sign is 1), by its patterns: the sum of the weights its instances
    read in its stage's tables (see PATTERN_TYPES), of the weights of each
    side's number of moves and of the stage's constant.
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
    """Readies the judging of the positions one move after a position, as
    evaluate_patterns judges them, for the ply above the leaves, where a
    search spends most of its time: the instances are read once, as the
    other side (who moves after the move) sees them, and each position
    after a move updates only those its move changed (as Edax does).
    Returns a function (move, flips, child_own, child_opponent,
    child_moves) -> the value of the position after move for its mover.
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
    """Numbers a pattern's canonical states (see get_canonical_index) in
    increasing order, as the encoded tables keep them. Returns (for each
    state, its canonical state's number, or None when every state is
    canonical; how many canonical states there are).
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
    """Decodes a block of DATA (the module's last section): base85 text
    (base64.b85encode; line breaks ignored) of an xz stream (lzma, whose
    settings are in its header). Returns the bytes; raises ValueError or
    lzma.LZMAError when the text is damaged.
    """
    return lzma.decompress(base64.b85decode("".join(block.split())))


@functools.lru_cache(maxsize=None)
def load_pattern_evaluation():
    """Decodes the pattern tables (PATTERN_WEIGHTS, in DATA, the module's
    last section) on the first search that needs them, once a process.
    The block (see decode_data_block) holds signed bytes, weights in
    1 / PATTERN_UNITS_PER_DISC discs, checked against PATTERN_WEIGHTS_CRC
    (zlib.crc32). Stage s (of PATTERN_SQUARES // PATTERN_STAGE_EMPTIES)
    judges PATTERN_STAGE_EMPTIES * s to PATTERN_STAGE_EMPTIES * (s + 1) - 1
    empty squares, the last one every position with more. First come the
    tables, entry by entry, each entry's weight at every stage in turn
    (neighbouring stages' weights are alike, so they compress best side by
    side): for each of PATTERN_TYPES in order, one entry for each canonical
    state (see list_canonical_ranks) in increasing order; then
    MOBILITY_TABLE_SIZE entries for the side to move's number of moves
    (the last for that many or more) and as many for the other side's.
    Last come PATTERN_SQUARES + 1 constants, one for each number of empty
    squares (the side to move's tempo changes with it). Returns the
    pattern Evaluation, its stage_weights by the number of empty squares,
    0 to PATTERN_SQUARES: the tables of its stage, then its constant.
    Raises ValueError when the block is damaged.
    """
    data = decode_data_block(PATTERN_WEIGHTS)
    if zlib.crc32(data) != PATTERN_WEIGHTS_CRC:
        raise ValueError("the pattern weights are damaged")
    count = PATTERN_SQUARES // PATTERN_STAGE_EMPTIES
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
        tuple(stages[min(empties // PATTERN_STAGE_EMPTIES, count - 1)])
        + (constants[empties],)
        for empties in range(PATTERN_SQUARES + 1))
    return Evaluation(evaluate_patterns, by_empties, SQUARE_ORDER,
                      PATTERN_NODES_PER_SECOND, build_pattern_reading(),
                      None, PROBCUT_FIT, prepare_pattern_children)


# ----------------------------------------------------------------------
# EVALUATION 6: WHICH EVALUATION JUDGES A BOARD
# ----------------------------------------------------------------------

# The evaluation every searching computer uses unless given another: the
# features, but the patterns on Othello's 8x8 board in the later game
# (choose_board_evaluation), where they play better (README, "The
# evaluation").
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
    """Chooses the evaluation a search uses: the one the given evaluation
    names for Othello's 8x8 board (see Evaluation) when it names one, the
    board is that, the most discs win (sign 1) and the search starts from
    PATTERN_MOST_EMPTIES empty squares or fewer; else the given one.
    """
    if (evaluation.othello is not None and sign == 1
            and empties <= PATTERN_MOST_EMPTIES
            and is_othello_board(engine)):
        return evaluation.othello()
    return evaluation


def evaluate_board(board, piece):
    """Judges an 8x8 Othello board (PLAYER_PIECE Black, COMPUTER_PIECE
    White) for piece, in discs, as a search judges its leaves: with the
    evaluation choose_board_evaluation picks from DEFAULT_EVALUATION, the
    most discs winning.
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
# disc difference. The evaluating search's nodes (search_node) loop over
# their moves in _search_moves; the solver's (solve_node) in a loop of
# their own, which first tries to cut the position off by the table's
# entries of the positions after its moves; the first ply (search_root)
# is its own function, because it must name its move.

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
# ProbCut (see try_probcut): the shallow search is about half as deep as the
# deep one (PROBCUT_DEPTH_PARTS parts in PROBCUT_DEPTH_DIVISOR of it, rounded
# down), of the same parity (get_probcut_depth); a position is cut when the
# shallow search puts the prediction PROBCUT_SPREADS residual spreads outside
# the window, and only windows inside +-PROBCUT_LARGEST_WINDOW discs (the
# evaluation's range) are tried.
PROBCUT_DEPTH_DIVISOR = 4
PROBCUT_DEPTH_PARTS = 2
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
    stop: object = None           # None, or a worker's link to the
    # ... program: a function (positions so far) -> whether to stop


# Every move's value, for the analysis: a Valuation per move. The proven
# values are the final value's bounds (the search's sign times the disc
# difference; -INFINITE_SCORE and INFINITE_SCORE when nothing is proven)
# and are equal once the move is solved exactly; the estimate is the
# evaluating search's value. The exact solver solves a move exactly with
# tests of the narrowest window around a guess (see refine_valuation).
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
    """Raised inside a search when its budget of positions or time is
    spent, so that the whole search unwinds at once to the last answer.
    """


def create_search_state(engine, evaluation, sign, node_limit, deadline):
    """The SearchState of a new search (see its fields); the search
    maximises sign times the disc difference.
    """
    scoring = engine.rules.scoring
    return SearchState(engine, evaluation,
                       get_square_order_weights(engine, evaluation), sign,
                       node_limit, deadline,
                       scoring == SCORE_EMPTIES_TO_WINNER and sign == 1)


def count_search_node(state):
    """Counts one position searched; raises SearchBudgetSpent when the
    positions run out, or, looked at every CLOCK_CHECK_NODES, when the time
    does or the worker's stop link says so.
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
    """The value of a finished game for the side to move: sign times the
    disc difference, the empty squares going to the winner under the WOF's
    rule (as get_final_scores counts them).
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
    """The evaluating search's score of a final value (get_final_value):
    WIN_SCORE added for a win, taken off for a loss.
    """
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
    without move generation: the side to move plays there if it may, else
    the other side if a stuck side may pass, else the game ends.
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
    """The moves (a list of bits) in the order to search them: first_move
    (0 for none) first, then highest first by the square's order weight
    less REPLY_ORDER_WEIGHT per reply left to the opponent (when
    by_replies).
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
    """What a table entry's bounds (deep enough) settle for the window:
    the value to return, or None when the position must be searched.
    """
    if lower >= beta or lower == upper:
        return lower
    if upper <= alpha:
        return upper
    return None


def store_table_entry(table, key, depth, value, alpha, beta, move):
    """Remembers a position's value in table (changed): exact inside the
    window alpha, beta, else the bound proved, joined with the bounds of an
    entry as deep; the table starts again at TABLE_LIMIT positions.
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
    """A legal move's value for the side to move, its position searched by
    node (search_node or solve_node) in the principal-variation window: the
    full window when first, else a null window above alpha, searched again
    in full when the move proves better. Raises SearchBudgetSpent.
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
    """search_node's loop over a position's moves (node is search_node):
    asks the table, tries the moves best first until a cut-off and
    remembers the result. Returns the value for the side to move (exact
    inside the window); raises SearchBudgetSpent.
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
            # One ply from the leaves, the usual leaf (two or more empty
            # squares, the side to move has a move) is judged here, as
            # search_child and search_node would: the same value and
            # positions counted, in less time. Its value does not depend
            # on the window, so where search_child would search it again
            # with the full window it is only counted again.
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
    """The evaluating search's value of a position depth plies deep for the
    side to move (exact inside the window alpha, beta). A side with no move
    passes (the ply counts) or the game ends; depth 0 is evaluated; ProbCut
    is tried first. Raises SearchBudgetSpent.
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
    """ProbCut's shallow depth for a deep search of depth plies: twice a
    quarter of it, rounded down, plus its parity (as Edax chooses), so
    about half of it, of the same parity.
    """
    return (depth // PROBCUT_DEPTH_DIVISOR * PROBCUT_DEPTH_PARTS
            + depth % PARITY_DIVISOR)


def try_probcut(own, opponent, depth, alpha, beta, state, fit):
    """ProbCut (Buro; see design2.txt, SEARCH): beta or alpha when the
    shallow search predicts the deep value (fit: [slope, offset, error],
    from PROBCUT_FIT) PROBCUT_SPREADS errors beyond it, else None. Only
    windows inside the evaluation's range are tried, so a cut never passes
    for a proven result; the solver never calls it. Raises
    SearchBudgetSpent.
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
    """The exact solver for the last few empty squares (the bits empty),
    each tried as a move, those of regions with an odd number first
    (parity ordering); passed says the other side has just passed. Returns
    the final value for the side to move (exact inside the window); raises
    SearchBudgetSpent.
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
    """The exact solver below the first ply: the final value for the side
    to move (exact inside the window); empties is the number of empty
    squares, moves own's legal moves when known (else None). Before
    searching it tries cut-offs by the opponent's stable discs (the most
    discs winning), the table, and the table's entries of the positions
    after each move. Raises SearchBudgetSpent.
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
    """Searches the first ply (the side to move has a move) with node,
    keeping the best move so far in state.best_move (tried first), so a
    search stopped mid-ply still has one. depth is plies (the solver:
    empty squares). Returns the value; raises SearchBudgetSpent.
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
    """Iterative deepening up to max_depth plies until the budget is
    spent; the side to move has a move. Returns a DeepenedSearch: the
    best move (the stopped ply's if it found one, best_move if no ply did)
    and the value of the deepest finished ply.
    """
    result = DeepenedSearch(best_move, 0)
    depth = 1
    try:
        while depth <= max_depth:
            value = search_root(own, opponent, depth, state, search_node)
            result = DeepenedSearch(state.best_move, value)
            depth += 1
    except SearchBudgetSpent:
        if state.best_move:
            result = DeepenedSearch(state.best_move, result.value)
    return result


def solve_position(own, opponent, state):
    """The exact solver's value of a position for the side to move (which
    has a move); the best move is left in state (a fresh SearchState).
    Raises SearchBudgetSpent.
    """
    empty = state.engine.squares & ~(own | opponent)
    return search_root(own, opponent, empty.bit_count(), state, solve_node)


def play_out_best_line(own, opponent, value, state, line=None):
    """Plays a solved position (value: its exact value for the side to
    move) to the end with best play; returns the final [own, opponent] for
    the same sides. Each move (0 for a pass) is added to line, if given,
    as it is found. Raises SearchBudgetSpent.
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
    """The Valuation of a move from the evaluating search's value; a won
    or lost value (see get_won_score) is also a proven bound.
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
    side then to move) in the mover's window alpha, beta and narrows
    valuation's bounds (changed) by what that proves; empties counts the
    empty squares before the move. Raises SearchBudgetSpent.
    """
    value = -solve_node(child[0], child[1], empties - 1, -beta, -alpha,
                        state)
    if value < beta:
        valuation.upper = min(valuation.upper, value)
    if value > alpha:
        valuation.lower = max(valuation.lower, value)


def refine_valuation(child, empties, valuation, state):
    """Solves a move's value exactly into valuation (changed) by tests of
    the narrowest window (as MTD(f)): the first guess its estimate within
    its bounds, each next the bound the last test proved (the table
    keeps what each test learnt). child and empties are as
    narrow_valuation's. Raises SearchBudgetSpent.
    """
    guess = round(valuation.estimate)
    while valuation.lower < valuation.upper:
        guess = min(max(guess, valuation.lower), valuation.upper)
        narrow_valuation(child, empties, valuation, guess - 1, guess + 1,
                         state)


# ======================================================================
# PARALLEL SEARCH (one position searched on every core)
# ======================================================================

# How worker processes are started (see analyse_moves_together), and
# the least searching a piece of work must need for them to repay their
# start (see choose_jobs).
WORKER_START = "spawn"
WORKERS_LEAST_SECONDS = 2.0
# Ctrl-C and a hang-up (WORKER_IGNORED_SIGNALS, where the platform has
# them) reach every process of a terminal's job: the workers ignore them
# and leave them to the program, which then stops every worker; SIGTERM
# (WORKER_HELD_SIGNALS) ends a worker as the system does. While the
# program starts its workers, all three are held: blocked on the thread
# that starts them, so a worker is born with them blocked, until it is
# ready (see prepare_worker: a worker half started when its program
# ends writes a traceback), and, on the main thread, caught and kept by
# a handler of its own, so that one that comes to another thread (the
# progress line's) is not lost: each kept is raised again once the
# workers have started. multiprocessing's resource tracker, which
# "spawn" needs, starts then too, born with the hang-up blocked (it
# ignores the other two itself). A worker looks every
# PARENT_WATCH_SECONDS whether the program still runs: when it has gone
# without stopping its workers (killed by SIGKILL), the worker ends at
# once and quietly, with ORPHAN_EXIT_STATUS. The workers share nothing
# that the resource tracker keeps (their pipes and the shared memory it
# does not know), so it has nothing to clean up or warn about then.
WORKER_IGNORED_SIGNALS = ["SIGINT", "SIGHUP"]
WORKER_HELD_SIGNALS = ["SIGTERM"]
PARENT_WATCH_SECONDS = 0.25
ORPHAN_EXIT_STATUS = 1
# With more than one process (--jobs), a searching computer's search of one
# position is shared among worker processes that start with its first search
# and live as long as the program (SearchWorkers); each keeps its transposition
# table from one search to the next. This process leads (principal-variation
# splitting): it walks the expected line itself, and at each of the line's
# positions with SPLIT_LEAST_DEPTH or more plies (for the solver,
# SPLIT_LEAST_DEPTH + SOLVE_FEW_EMPTIES empty squares) left it first searches
# the expected move the same way, then hands the other moves to the workers as
# they come free, each a null-window test against the best value so far,
# searched again with the full window when it proves better. A shallower
# position of the line goes to one worker whole. Plies below
# PARALLEL_LEAST_DEPTH are searched here, as with one process. While it waits,
# the leader looks every WORKER_POLL_SECONDS at its clock and at the positions
# the workers have visited (each says every CLOCK_CHECK_NODES), and stops them
# all once together they have spent the budget.
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
    stop: object                  # the shared flag that stops their
    # ... searches
    progress: object              # the positions each one's search under
    # ... way has visited, shared (see report_progress)
    lost: bool = False            # whether one has died (then none is
    # ... used again)
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
    """One position for a worker to search (see _give_task)."""
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
    """Readies a worker process (serve_searches' first step): it ignores
    WORKER_IGNORED_SIGNALS, takes WORKER_HELD_SIGNALS again (it was born
    with them blocked) and starts a thread running _watch_parent.
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
    """SearchWorkers: count worker processes started afresh, running
    serve_searches, leaving Ctrl-C and a hang-up to the program.
    """
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
    """Starts count worker processes (see launch_workers) for the work of
    a with block, handed out by call_on_workers; leaving it stops them.
    """
    workers = launch_workers(count)
    try:
        yield workers
    finally:
        close_search_workers(workers)


@functools.lru_cache(maxsize=None)
def start_search_workers(count):
    """The SearchWorkers: count processes running serve_searches until the
    program ends, started once a program (cached; see launch_workers).
    """
    workers = launch_workers(count)
    atexit.register(_retire_workers, workers)
    return workers


def call_on_workers(workers, function, works):
    """Yields function(work) for each of works (a list), in order, each
    computed by the next worker to come free (a WorkerCall). After a worker
    dies (said in one line: see report_lost_worker) the rest are
    computed here.
    """
    import multiprocessing.connection
    answers = {}
    asked = {}
    given = 0
    try:
        for place in range(len(works)):
            while place not in answers:
                for connection in workers.connections:
                    if given < len(works) and connection not in asked:
                        _send_task(connection, WorkerCall(
                            function, (works[given],)))
                        asked[connection] = given
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
    """Ends the workers as the program ends (atexit), before a search
    still under way on another thread (the window's) could take their
    going for a death to report.
    """
    workers.lost = True
    close_search_workers(workers)


def find_search_workers(count):
    """The program's count search workers (started the first time, then
    kept), or None once one of them has died.
    """
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
    """A worker's life: answers the program's tasks on connection
    (configure_workers' WorkerConfiguration, a WorkerSearch, or a
    WorkerCall) until the program closes its end; number is its place in
    progress.
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
    """A worker's new WorkerSetup for a position's searches; setup is the
    last one or None, configuration configure_workers' WorkerConfiguration.
    The solver's table is kept while the game (rules, board, sign) stays,
    the evaluating search's while its evaluation does too.
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
    """A worker's SearchState.stop: tells the program how many positions
    (nodes) its search has visited, and says whether to stop.
    """
    progress[number] = nodes
    return stop.value


def _search_in_worker(task, setup, link):
    """Searches one position for the leader (task, a WorkerSearch, with
    setup, the WorkerSetup). Returns a WorkerAnswer, its value None when
    stopped.
    """
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
    """Tells the workers what the next searches are of: the rules, board,
    Settings' evaluation (each chooses from it as the leader did), sign
    and empties. Raises WorkerLost when a worker has died.
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
    """Waits for the first answer of the busy workers: (connection, its
    WorkerAnswer). Meanwhile it raises SearchBudgetSpent when the leader's
    budget (its positions and theirs) or time runs out (stop_search may end it
    from another thread), and WorkerLost when a busy worker has died.
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
    busy, so each is free again. Returns the positions they searched;
    raises WorkerLost when one does not answer.
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
    """Sends a free worker (connection) task, a WorkerSearch, with what is
    left of the leader's budget and time, and adds it to busy. Raises
    WorkerLost.
    """
    # Its count from the last task, already added, starts again.
    workers.progress[workers.connections.index(connection)] = 0
    _send_task(connection, dataclasses.replace(
        task, node_limit=max(1, state.node_limit - state.nodes),
        seconds=state.deadline - time.perf_counter()))
    busy.append(connection)


def _search_alone(own, opponent, depth, alpha, beta, state, workers,
                  kind):
    """Has one worker search a position whole, the one that searched it
    last if any; parameters and value as _split_node's. Raises
    SearchBudgetSpent, WorkerLost.
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
    """The leader's search of a position on the expected line (kind
    TASK_SEARCH or TASK_SOLVE; depth: empty squares for the solver): the
    expected move first, the same way, then the others by _share_moves;
    at the root it keeps the best move in state. Off the root, a position
    with no move, or with depth under SPLIT_LEAST_DEPTH (plus
    SOLVE_FEW_EMPTIES for the solver), goes whole to _search_alone.
    Returns the value (exact inside the window); raises SearchBudgetSpent,
    WorkerLost.
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
    better. Updates found, the BestMove; the rest is as
    _split_node's. Raises SearchBudgetSpent, WorkerLost.
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
    """Stops the busy workers' searches (see _drain_workers) as the leader
    leaves a position by leaving, an exception. Raises WorkerLost as
    _drain_workers does, unless leaving is a stop (a signal, Ctrl-C: not
    an Exception), which nothing takes the place of: workers that died
    with it (a signal to the whole job) have them all closed.
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
    """Takes from waiting ([move, full] pairs, best first; changed) the
    move for a free worker (connection): the first it searched last, else
    the first no busy worker did, else the last (least likely to matter).
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
    """search_root's work shared among the configured workers; kind is
    TASK_SEARCH or TASK_SOLVE (depth: empty squares). Raises
    SearchBudgetSpent, WorkerLost.
    """
    return _split_node(own, opponent, depth, -INFINITE_SCORE,
                       INFINITE_SCORE, state, workers, kind, True)


def deepen_search_together(own, opponent, max_depth, state, best_move,
                           workers):
    """deepen_search sharing plies from PARALLEL_LEAST_DEPTH among the
    workers (deepen_search itself when workers is None); a worker that
    dies is reported in one line and the search goes on here.
    """
    if workers is None or workers.lost:
        return deepen_search(own, opponent, max_depth, state, best_move)
    result = DeepenedSearch(best_move, 0)
    depth = 1
    try:
        while depth <= max_depth:
            if depth < PARALLEL_LEAST_DEPTH or workers.lost:
                value = search_root(own, opponent, depth, state,
                                    search_node)
            else:
                value = _search_or_go_on(own, opponent, depth, state,
                                         workers, TASK_SEARCH)
            result = DeepenedSearch(state.best_move, value)
            depth += 1
    except SearchBudgetSpent:
        if state.best_move:
            result = DeepenedSearch(state.best_move, result.value)
    return result


def _search_or_go_on(own, opponent, depth, state, workers, kind):
    """search_together, or search_root in this process after a worker
    died (reported in one line). Raises SearchBudgetSpent.
    """
    try:
        return search_together(own, opponent, depth, state, workers, kind)
    except WorkerLost as lost:
        report_lost_worker(workers, lost)
    node = search_node if kind == TASK_SEARCH else solve_node
    return search_root(own, opponent, depth, state, node)


def solve_together(own, opponent, state, workers):
    """solve_position with the workers when there are any (not None, none
    lost) and enough empty squares to share. Raises SearchBudgetSpent.
    """
    empties = (state.engine.squares & ~(own | opponent)).bit_count()
    if (workers is None or workers.lost
            or empties < PARALLEL_LEAST_DEPTH + SOLVE_FEW_EMPTIES):
        return solve_position(own, opponent, state)
    return _search_or_go_on(own, opponent, empties, state, workers,
                            TASK_SOLVE)


def report_lost_worker(workers, lost):
    """Says once, in a line on the standard error, that a worker died,
    and stops them all: the program searches alone from then on.
    """
    if workers.lost:
        # Already said, or the program is ending.
        return
    print(WORKER_LOST_MESSAGE.format(lost), file=sys.stderr, flush=True)
    workers.lost = True
    close_search_workers(workers)


def _start_unbothered(start, stop):
    """Starts workers with start(context) while Ctrl-C, a hang-up and
    SIGTERM are held (see WORKER_IGNORED_SIGNALS), so the workers are
    born with them blocked; one that came meanwhile is raised again after,
    and if it stops the program, stop(started) stops the workers first.
    Returns what start returned.
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


def _is_corner(board, row, col):
    """Tells whether row, col is a corner (a one-row board's end)."""
    return row in [0, len(board) - 1] and col in [0, len(board[0]) - 1]


def choose_corner_move(board, piece, rules=UMBC_RULES, settings=None):
    """Chooses as the Reversi blog tutorial's computer does: a legal corner,
    else the move that leaves it the most pieces; ties broken at random
    (the Settings', fresh when None). [] when there is no legal move.
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


def create_solver_state(budget, think, cores=1):
    """Starts the exact solver's SearchState with the think time (or the
    node limit's positions) the budget's evaluating search left, the work
    shared among cores processes.
    """
    state = budget.state
    if budget.node_limit is None:
        rate = state.evaluation.nodes_per_second * cores
        seconds_left = think - state.nodes / rate
        solver_nodes = seconds_left * SOLVER_NODES_PER_SECOND * cores
    else:
        solver_nodes = budget.node_limit * cores - state.nodes
    return create_search_state(
        state.engine, state.evaluation, state.sign,
        max(1, round(solver_nodes)), budget.deadline)


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
    result = deepen_search_together(own, opponent, budget.max_depth, state,
                                    first_guess, workers)
    analysis = Analysis(piece, get_bit_square(result.move, engine),
                        result.value, False, [])
    if not budget.solving:
        return analysis
    exact_state = create_solver_state(budget, think, cores)
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
    case, a row number from 1): [] when the word is not shaped like one,
    otherwise a pair [move, error] as parse_typed_square gives it.
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
    """Reads the square number typed on a one-row board: a pair [move,
    error] as parse_typed_square gives it.
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
    parse_move), one square number on a one-row board, or, where
    square_names allows it, the square's Othello name. A square number
    or a name is checked to be on the board; a grid's 'row col' is
    checked with the move (see check_rule_move). Returns a pair [move,
    error]: the [row, col] square and '', or [] and the one-line reason
    the line was refused.
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
    """Checks a typed line as a move: that it names a square on the board,
    then that the move there is legal. Squares are typed by name only
    where square_names is set (not by default: the ICS 32 protocol reads
    numbers only). Returns a pair [move, error] as parse_typed_square.
    """
    parsed = parse_typed_square(text, board, first_number, square_names)
    if parsed[1] != "":
        return parsed
    # get_move_error asks only whether this move is among the legal ones.
    row, col = parsed[0]
    legal = [parsed[0]] if is_rule_move(board, row, col, piece, rules) else []
    error = get_move_error(board, parsed[0], legal)
    if error != "":
        return [[], error]
    return parsed


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
            square = parse_square_name(word, start)[0]
            bit = get_square_bit(square[0], square[1], engine)
            own, opponent = play_engine_move(own, opponent, bit, engine)
        names[get_book_key(own, opponent, engine)] = entry[1:]
        plies = max(plies, len(moves))
    return OpeningNames(names, plies)


def find_opening_name(start, history, rules):
    """Names a game's opening, the last named position its moves reach:
    [the names, the number of the move that reached it, from 1], or
    [[], 0] when there is none or the game is not 8x8 Othello.
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
    """Writes an opening's names, such as 'Heath (also Tobidashi)'."""
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
# in discs too. An analysis is study, not play: its budget is counted in
# positions alone, with no clock (see study_move), so the same position
# and think time give the same values however busy the machine is and
# however many processes share the work; a busy machine takes longer.
# Its sub-sections:
#   1. the opinions: what the analysis thinks of a move (Opinion)
#   2. the session's memory of the positions analysed (Knowledge)
#   3. the expected line of play after a move
#   4. every move studied on its own (study_move, analyse_moves)
#   5. what is written (format_analysis)

# ----------------------------------------------------------------------
# ANALYSIS 1: THE OPINIONS
# ----------------------------------------------------------------------

@dataclasses.dataclass
class Opinion:
    """What the analysis thinks of a move (disc differences for its side)."""
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
    """Turns study_move's valuation (search values: sign times the disc
    difference) into an Opinion in disc differences for the side moving,
    its key still the search value; its move is None when engine is.
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
    """The opening book's Opinions of a position's moves (see
    find_book_moves), best first; [] when the book has not the position.
    """
    return [Opinion(get_bit_square(move, engine), -INFINITE_SCORE,
                    INFINITE_SCORE, value, value, True)
            for move, value in find_book_moves(own, opponent, engine, sign)]


def bound_opinion(opinion, lower, upper, sign):
    """The opinion (unchanged) with its proven bounds narrowed to lower,
    upper (disc differences for its side) and its key and estimate kept
    inside them; sign as get_win_sign's.
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
    """Sorts opinions (in place) best first, equals in the order of the
    board's squares, as every analysis lists them.
    """
    opinions.sort(key=lambda opinion: opinion.move)
    opinions.sort(key=lambda opinion: opinion.key, reverse=True)


# ----------------------------------------------------------------------
# ANALYSIS 2: THE SESSION'S MEMORY
# ----------------------------------------------------------------------

# The session's memory of analysed positions starts again when it holds
# ANALYSIS_MEMORY_LIMIT of them (a few megabytes).
ANALYSIS_MEMORY_LIMIT = 10000


@dataclasses.dataclass(slots=True)
class Knowledge:
    """What the session's analysis knows of a position (Settings.memory)."""
    reach: float                  # the think time (or node limit) of the
    # ... longest analysis of it
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
    """Keeps an analysis in the session's memory, clearing it first when
    it holds ANALYSIS_MEMORY_LIMIT positions; the hint move noted in the
    Knowledge it replaces (known, or None) is kept.
    """
    if len(settings.memory) >= ANALYSIS_MEMORY_LIMIT:
        settings.memory.clear()
    hint_move = None if known is None else known.hint_move
    settings.memory[key] = Knowledge(reach, list(opinions), hint_move)


def remember_opinions(board, piece, rules, settings, reach, opinions):
    """Keeps an analysis of a position (reach as get_analysis_reach's)
    in the session's memory, as analyse_moves keeps its own, at the
    deepest reach it knew the position at.
    """
    engine = build_engine(rules, len(board), len(board[0]))
    own, opponent = get_engine_bits(board, piece, engine)
    key = get_memory_key(rules, board, own, opponent)
    known = settings.memory.get(key)
    if known is not None:
        reach = max(reach, known.reach)
    _keep_opinions(settings, key, reach, opinions, known)


def _merge_known(opinions, known, sign):
    """The most exact value known wins: each new opinion (a fresh list,
    best first) narrowed by the bounds the session's memory proved for
    the same move (known: its Knowledge, or None), with the known line
    where that is proven further.
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

# The expected line of play after each move (Opinion.line): at most
# BEST_LINE_MOVES moves the searches found best. Where a move's value is
# exact, the solver plays the game on with best play (play_out_best_line,
# at most BEST_LINE_NODES positions a line): those moves are exact. The
# evaluating search's table then gives its best move in each position it
# kept, and the opening book its best moves: a guess.
BEST_LINE_MOVES = 12
BEST_LINE_NODES = 20000


def replay_line_bits(own, opponent, line, engine):
    """Plays a line of move bits (0 for a pass) from a position: the pair
    [own, opponent] after it, own the side to move.
    """
    for move in line:
        if move:
            own, opponent = play_engine_move(own, opponent, move, engine)
        else:
            own, opponent = opponent, own
    return [own, opponent]


def walk_table_line(own, opponent, table, engine, line):
    """Extends line (move bits, in place) from its end own, opponent with
    the best move the search table kept in each position (0 for a pass),
    until the table has none, the game ends or it is BEST_LINE_MOVES long.
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
    the book's best move in each position it has expanded.
    """
    while len(line) < BEST_LINE_MOVES:
        valued = find_book_moves(own, opponent, engine, sign)
        if not valued:
            return
        line.append(valued[0][0])
        own, opponent = play_engine_move(own, opponent, valued[0][0],
                                         engine)


def find_best_line(own, opponent, valuation, state, solver_state):
    """Finds the expected line of play after a move (see BEST_LINE_MOVES),
    exact as far as the solver (solver_state; None when it did not run)
    can play it out, then a guess: a pair [the move bits, this move first
    and 0 for a pass; how many of them are exact].
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
    """Gives opinion (changed, and returned) its line (see find_best_line)."""
    opinion.line = [get_bit_square(move, engine) if move else []
                    for move in line]
    opinion.exact_moves = exact
    return opinion


# ----------------------------------------------------------------------
# ANALYSIS 4: EVERY MOVE STUDIED
# ----------------------------------------------------------------------

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
# The evaluating search of every analysis (the hint, analyze, review,
# the window, NBoard) visits ANALYSIS_POSITIONS_SHARE of the positions
# its think time buys a computer player (the Evaluation's positions a
# second): with the patterns 29,333 a second, as many as before the
# budgets were set to this machine's speed, enough for the values it
# shows, so a faster search shows the same values sooner, and a review
# of a whole game stays short.
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
    """What the analysis found of one move, searched alone (see study_move)."""
    deepening: list               # the move's Valuation at each depth the
    # ... evaluating search finished, the first at depth 1
    lower: int                    # the lowest value proven (search values)
    upper: int                    # the highest value proven
    line: list                    # the expected line's move bits (see
    # ... find_best_line)
    exact_moves: int              # how many of them are exact


def _deepen_move(own, opponent, move, max_depth, state):
    """The evaluating search of one move, one ply deeper at a time until
    the budget is spent or max_depth is reached: the move's Valuation at
    each depth finished, the first at depth 1.
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
    another move's search did changes it, and no clock cuts it (only
    positions count, and stop_search), so any process, however busy the
    machine, finds the same.
    The settings' node_limit (when set) and think are the move's shares;
    watch_search is called with each search state started.
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
    line, exact = find_best_line(own, opponent, valuation, state,
                                 solver_state)
    return MoveStudy(deepening, valuation.lower, valuation.upper, line,
                     exact)


def study_moves(board, piece, rules, settings, think, watch_search=None,
                only=None):
    """Studies each legal move on its own (see study_move), each with an
    equal share of the think time (of the Settings' node_limit when it is
    set); only (None: all) is a worker's share of [row, col] moves, each
    still given its share among all. Returns the MoveStudies in the order
    of the board's squares.
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
    """Turns the moves' studies into the analysis's Opinions, best first
    (equals in the order of the board's squares). Each estimate is taken
    at the deepest ply every move's search finished, so that no move is
    favoured by looking deeper than the others; what any depth proved is
    kept.
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
    """Finds the strongest computer's opinion of every legal move ([] when
    the side has none), best first: the opening book's where it has the
    position, else each move studied on its own (see study_move), so the
    values are the same however many processes share the work. think
    (None: as --analyze, see get_analysis_think) bounds the whole
    analysis, unless the Settings' node_limit is set. The Settings
    remember the answer for the session, and a position asked again with
    no more time than before gets it back, so hint, analyze and review
    agree. watch_search (None, or called with each search state started)
    lets another thread end the search early (see stop_search); such an
    answer is not remembered.
    """
    return analyse_moves_by(board, piece, rules, settings, think,
                            watch_search, 1)


def analyse_moves_by(board, piece, rules, settings, think, watch_search,
                     jobs):
    """Does analyse_moves' work, the moves shared among jobs worker
    processes when jobs > 1 (see analyse_moves_together).
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
    workers = None
    if jobs > 1 and len(moves) > 1 and watch_search is None:
        workers = find_search_workers(jobs)
    studies = None
    if workers is not None:
        studies = _study_on_workers(workers, board, piece, rules, settings,
                                    think, moves)
    if studies is None:
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
    """Studies the legal moves on the worker processes, each a share (see
    study_moves): the MoveStudies, or None after one line about a worker
    that died (the caller then studies them itself).
    """
    count = len(workers.connections)
    lent = dataclasses.replace(settings, memory={})
    asked = workers.connections[:len(moves)]
    try:
        for first, connection in enumerate(asked):
            connection.send(WorkerCall(study_moves, (
                board, piece, rules, lent, think, None, moves[first::count])))
        parts = []
        for connection in asked:
            parts.append(connection.recv())
    except (EOFError, OSError) as error:
        report_lost_worker(workers, lose_worker(error))
        return None
    except BaseException:
        # Stopped while they work (Ctrl-C): their answers would come to
        # the next search, so they are not used again.
        workers.lost = True
        close_search_workers(workers)
        raise
    return [study for part in parts for study in part]


def analyse_moves_together(board, piece, rules, settings, jobs):
    """Analyses every legal move as analyse_moves does, the moves shared
    among jobs worker processes (started by WORKER_START, safe beside
    threads; 1: this one), each with the share of the think time it has
    in one process, so the values are the same and come sooner. Leaving
    early (Ctrl-C) stops every worker at once.
    """
    return analyse_moves_by(board, piece, rules, settings, None, None,
                            jobs)


# ----------------------------------------------------------------------
# ANALYSIS 5: WHAT IS WRITTEN
# ----------------------------------------------------------------------

# What --analyze prints (format_analysis): a heading, then a line a move
# (its square, its value, its expected line).
ANALYSIS_HEADING = ("{} to move: every move's value, the final disc "
                    "difference for {}, best first")
ANALYSIS_LINE = "{:>4}  {:<16}{}"
# A move's line is at most ANALYSIS_WIDTH columns: a longer expected
# line goes on under itself, broken between its moves.
ANALYSIS_WIDTH = 79
# An expected line's guessed moves are written after BEST_LINE_GUESS;
# where squares are written with a space (2 4), its moves are
# separated by commas.
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
    """Finds what is known of an opinion's value (a VALUE_KIND_ constant):
    exact, between two proven bounds, at least or at most one, the book's,
    or only an estimate (about).
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
    get_value_kind; a bound is never written as the value itself), such
    as '+6 exact', 'at least +10' or 'about -2'.
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
    """Writes an analyse_position value, exact when the solver found it,
    labelled as format_opinion_value labels it.
    """
    valuation = get_search_valuation(0, value)
    if exact:
        valuation = Valuation(0, value, value, value)
    return format_opinion_value(create_opinion(valuation, sign, None))


def format_analysis(board, piece, opinions, write_square=None):
    """Writes what --analyze prints (and the word analyze), as lines
    joined by newlines (none at the end); write_square(board, move)
    writes a square as the game does (None: its name).
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
    """Writes head, then words separated by spaces, in lines of at most
    width columns where the words allow; each line after the first is
    indented as far as head reaches. Returns the lines.
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
    """Lists the words format_best_line joins with spaces: the exact
    moves, then BEST_LINE_GUESS and the guessed ones; where a square is
    written with a space (2 4), each move but the last of its part ends
    in a comma.
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
    """Writes an opinion's expected line: its exact moves, then
    BEST_LINE_GUESS and the guessed ones, such as 'e2 f1 e1 ~ d1 c1' (''
    when it has no moves).
    """
    return SPACE.join(list_best_line_words(board, opinion, write_square))


def format_position_analysis(board, piece_due, rules, settings, jobs=1,
                             explain=None):
    """Writes what --analyze prints for a position: the opinions of the
    moves of the side that moves next (saying so when the side due must
    pass first), or the score when the game is over; lines joined by
    newlines (none at the end). jobs processes may analyse at once;
    explain, unless None, is called as explain(board, side, opinions) and
    what it writes follows (--why).
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

# A save (the words save and save!, --record) never leaves the file it
# replaces half-written, whatever stops the program (write_file_safely).
# It first writes a new file of a random name beside the file it
# saves, .NAME.RANDOM.part (RANDOM is tempfile's 8 characters), created
# only if no such name exists (so no planted link or file is written
# through) and locked while it is written (os.lockf); it is flushed to
# the disk and then renamed over NAME. On every other way out (an error,
# Ctrl-C, SIGTERM, SIGHUP; SIGKILL cannot be caught) a finally removes
# it; the stop signals are held back while it is made, so none comes
# between its making and its name being kept (SAVE_HELD_SIGNALS).
# A save first removes what cut-off saves (the program killed) of the
# same NAME left, and nothing else: a plain file named
# .NAME.RANDOM.part, owned by this user, that no save holds locked and
# that holds what a save writes: nothing yet, or text that opens as the
# saved text does (the openings the writer is given; for a game,
# SAVED_OPENINGS), or a beginning of that.
# Temporaries of other names and other people's files are left alone;
# a save to a name of that shape is refused (TEMPORARY_NAME_ERROR).
# A new file gets the permissions the umask leaves of NEW_FILE_MODE; a
# file saved again keeps its own.
TEMPORARY_PREFIX = "."
TEMPORARY_SEPARATOR = "."
TEMPORARY_SUFFIX = ".part"
TEMPORARY_RANDOM_PATTERN = r"[a-z0-9_]{8}"
TEMPORARY_PATTERN = (r"\..+\." + TEMPORARY_RANDOM_PATTERN
                     + re.escape(TEMPORARY_SUFFIX))
TEMPORARY_NAME_ERROR = "a name kept for a save's temporary file"
# Ctrl-C, the hang-up and SIGTERM: the signals the workers' start holds.
SAVE_HELD_SIGNALS = WORKER_IGNORED_SIGNALS + WORKER_HELD_SIGNALS
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
# What is saved is UTF-8 text.
SAVE_ENCODING = "utf-8"
NOT_A_FILE_ERROR = "not a regular file"


def write_file_safely(path, text, openings):
    """Writes text to a file so that the file is never left half-written
    and nothing else is written through it: into a new temporary file
    beside it (see TEMPORARY_PREFIX), locked, flushed to the disk, then
    renamed over it; the temporary files that cut-off saves of the same
    name left, holding nothing or the start of one of openings (strings),
    are removed first. Returns '' when it was written, otherwise the
    reason it was not.
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
    """Makes a save's temporary file for folder/name (see TEMPORARY_PREFIX),
    locked while open; sets made (the caller's list, which its finally
    reads) to [its descriptor, its name]. Raises OSError when none can
    be made.
    """
    import tempfile
    held_signals = get_platform_signals(SAVE_HELD_SIGNALS)
    for _ in range(TEMPORARY_TRIES):
        held = None
        try:
            # A stop signal's handler, held back, raises only once the
            # file's name is kept in made.
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
        # Another save's clearing may have found it in the moment before
        # it was locked, and removed it.
        if _is_still_named(made[0], made[1]):
            return
        os.close(made[0])
        made.clear()
    raise OSError(TEMPORARY_LOST_ERROR)


def _write_temporary(made, text, mode, path):
    """Writes text into the temporary file made ([descriptor, name]),
    flushes it to the disk, gives it mode and renames it over path.
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
    """Closes a save's temporary file made ([descriptor or None once
    closed, name]; [] before it was made) and removes it unless it was
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
    """Locks a file open for writing against other processes (os.lockf
    where the system has it; elsewhere an open file cannot be removed
    anyway): False only when another holds it and wait is False.
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
    """Removes from a folder the temporary files that cut-off saves of
    name left (see TEMPORARY_PREFIX and _remove_if_stale); every other
    file stays.
    """
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
    """Removes one file named as a save's temporary when a cut-off save
    left it: a plain file of this user's that no save holds locked and
    that holds what a save writes (see _holds_saved_text).
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
    """Tells whether an os.stat result is a plain file of this user's
    (any plain file where the system has no users).
    """
    return stat.S_ISREG(status.st_mode) and (
        not hasattr(os, "geteuid") or status.st_uid == os.geteuid())


def _holds_saved_text(handle, openings):
    """Tells whether an open file, read from its start, holds what a save
    writes: nothing, or one of openings or the beginning of one.
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
                       (TAG_RESULT, RESULT_PATTERN))


@dataclasses.dataclass
class RecordFile:
    """A record as parse_record_text reads it (its form checked only)."""
    tags: dict           # {name: [value, line number]}
    moves: list          # the moves as [word, line number] pairs


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


def format_record(game, start, history, finished, people=None):
    """Writes a game's record, ending in a newline; finished is the final
    board once the game is over, [] before; people as LoadedGame.people
    (None or {}: none are written).
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


def format_state_record(state):
    """Writes the record of a GameState, with its result once it is over."""
    finished = []
    if is_rule_game_over(state.board, state.due, state.game.rules):
        finished = state.board
    return format_record(state.game, state.start,
                         state.history, finished, state.people)


def parse_record_text(text, path):
    """Reads a record's text into its tags and moves, checking its form
    (not yet its moves): a pair [RecordFile, ''], or [None, the message
    to print] naming the file (path), and the line where there is one.
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
                return [None, RECORD_LINE_ERROR.format(shown, number,
                                                       problem)]
            tags[found.group(TAG_NAME_GROUP)] = [
                found.group(TAG_VALUE_GROUP), number]
        else:
            for found in re.finditer(WORD_PATTERN, line):
                moves.append([found.group(0), number])
                if len(moves) > MOST_TURNS:
                    break
    return [RecordFile(tags, moves), ""]


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
    pass) for the side due, the board unchanged: a pair [move, problem],
    the [row, col] move ([] for a pass) and '' when it is legal, otherwise
    [] and the reason. square_error formats a refused square's word and
    the rules' reason.
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
    """Plays a loaded record's moves from start, checking each: a
    LoadedGame of the moves alone (its board after them and its history
    of [piece, move] entries), or one with only the error, naming the
    file, the line and the reason.
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


def split_move_string(text, most=None):
    """Splits a move string into its moves (names of either case and
    passes, run together or spaced), no more than most (None: no limit):
    a pair [the moves in lower case, rest], rest '' when the text read is
    all moves, otherwise the first text that is not one (at most
    MOVE_STRING_SHOWN characters of it).
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
                return [words, rest[:MOVE_STRING_SHOWN]]
            words.append(found.group(0))
            rest = rest[found.end():]
    return [words, ""]


def replay_move_string(text, start, first, rules):
    """Plays a move string from start (not changed), checking every move;
    a side with no legal move passes by itself when the string leaves its
    pass out. Returns a LoadedGame of the moves alone (its board after
    them and its history) or one with only the error, 'move N (word):
    reason', N counting the string's moves from 1.
    """
    split = split_move_string(text, TURNS_PER_SQUARE * len(start)
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
    """Reads a record of this program: checks its tags, replays its moves
    and checks the Moves tag against them. The LoadedGame's error is ''
    when the record can be used, otherwise the message to print.
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
# record and the move string. --load, --review (read_game_file) and
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
# A game's result in the list of a file's games: the discs at the end,
# black's first, as WTHOR's are (a difference d of the N squares is
# (N + d) / GGF_SCORE_SIDES to (N - d) / GGF_SCORE_SIDES), and how the
# game ended when not by play.
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
# The tag's value is its pattern's second group (unnamed: the pattern is
# part of others twice, where a name may not be given twice).
TRANSCRIPT_TAG_VALUE_GROUP = 2
TRANSCRIPT_BLACK = "black"
TRANSCRIPT_WHITE = "white"
# The tags that make a text a transcript (PGN's; a record of this
# program has none of them).
TRANSCRIPT_TAGS = ["Event", "Site", "Date", "Round", "Black", "White"]
TRANSCRIPT_RESULT_PATTERN = r"(?:[0-9]+-[0-9]+|1/2-1/2|\*)"
TRANSCRIPT_PASSES = ["--", GGF_PASS.lower()]
TRANSCRIPT_COMMENT_OPEN = "{"
TRANSCRIPT_COMMENT_CLOSE = "}"
TRANSCRIPT_ERROR = "{}"
# A transcript is read word by word from its start (see
# iterate_transcript_words), and no further than its moves need (see
# clean_transcript). At each place: tags, move numbers, spaces and the
# result (when nothing but those and comments follow it) are left out,
# a run at a time, and end a word; a comment, { to }, too (its } looked
# for once, not again for every {); a run of other characters, or one
# that starts none of those, is part of a word (a run of digits up to
# a result 1/2-1/2 glued to it). A word longer than
# TRANSCRIPT_PIECE_LENGTH is given in pieces (it is no pass). (What may
# follow the result is matched an item or a space at a time, a comment
# there holding no {, so that no text sends the match back over it
# again and again.)
TRANSCRIPT_AFTER_RESULT = ("(?=(?:" + "|".join([
    TRANSCRIPT_TAG_PATTERN, TRANSCRIPT_NUMBER_PATTERN, r"\{[^{}]*\}",
    r"\s"]) + ")*$)")
TRANSCRIPT_STEP_PATTERN = (
    "(?P<left>(?:" + "|".join([
        TRANSCRIPT_TAG_PATTERN, TRANSCRIPT_NUMBER_PATTERN,
        TRANSCRIPT_RESULT_PATTERN + TRANSCRIPT_AFTER_RESULT, r"\s+"])
    + r"))+|(?P<text>[0-9]+?(?=1/2-1/2)|[0-9]+|[^\s\[{0-9*]+)")
TRANSCRIPT_PIECE_LENGTH = 64

# The board string (see read_board_string): its squares' characters,
# and the side to move's.
BOARD_STRING_PATTERN = r"[XxOo*\-._]{64}[XxOo*]"
BOARD_SQUARES_PATTERN = r"[XxOo*\-._]{64}"
BOARD_STRING_LENGTH = BOARD_SIZE * BOARD_SIZE + 1
# How the formats are told apart without a copy of the text: GGF opens
# with (; after any spaces; a record or a transcript has a line that
# opens with [ after any spaces.
GGF_START_PATTERN = r"\s*" + re.escape(GGF_OPEN)
TAGGED_LINE_PATTERN = (r"(?:^|" + RECORD_LINE_ENDS + r")[^\S\r\n]*"
                       + re.escape(TAG_OPEN))
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
# What any load says when the memory runs out (the game under way, if
# any, goes on).
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
    # ... the FiledGame entries, one or more
    moves_only: bool = False      # only moves (a move string or a
    # ... transcript without tags), which a paste plays from the start
    error: str = ""               # why it cannot be read ('' when it can)


def create_othello_game(start, first, people):
    """Starts the LoadedGame, no moves yet, of an Othello game read from
    another format: its players a new Othello game's, its sides named for
    a review by people ({piece: name}; {} when the format names none) or
    by colour (UNNAMED_SIDES).
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
    """Plays a move string on a LoadedGame from its start, setting (and
    returning) its board, history and error; prefix: how the error names
    a game of several (see GGF_GAME_ERROR).
    """
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
    """Reads a whole regular file of at most limit bytes, never waiting on
    a pipe or a device: FileBytes, the data or the message naming it.
    """
    shown = show_path(path)
    try:
        # Opened without waiting (a pipe with no writer would wait for
        # ever), then read only if it is a regular file.
        handle = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        status = os.fstat(handle)
        if not stat.S_ISREG(status.st_mode):
            os.close(handle)
            return FileBytes(None, RECORD_ERROR.format(shown,
                                                       NOT_A_FILE_ERROR))
        with os.fdopen(handle, "rb") as file:
            # As much as the file holds (no more memory taken than that),
            # then what it may have grown by, up to the limit.
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
    """Reads the names (record_bytes each) of the WTHOR name file name in
    folder, its case ignored; [] when there is no such file.
    """
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
    """Tells whether bytes are a WTHOR games file (the count of games in
    its header gives exactly their length).
    """
    if len(data) < WTHOR_HEADER_BYTES:
        return False
    count = read_wthor_number(data, WTHOR_COUNT_OFFSET, WTHOR_COUNT_BYTES)
    return len(data) == WTHOR_HEADER_BYTES + count * WTHOR_GAME_BYTES


def read_wthor_game(record, number, source, people):
    """Replays one game of a WTHOR file into a LoadedGame (see FiledGame):
    record is its 68 bytes, number its place in the file (from 1), people
    {piece: name}. Passes are put in where a side had no move.
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
    """Reads a WTHOR games file into a GameFile (each game replayed when
    read), naming players and tournaments from the name files beside it.
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
    """Reads a GGF board (BO): its Position, with GGF_BOARD_ERROR when the
    value is not a side, its squares and a side to move.
    """
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


def replay_ggf_moves(loaded, moves, source, prefix):
    """Plays a GGF game's [piece, word] moves, each by the colour it names,
    on the LoadedGame from its start, setting its history, error and board,
    and returns it: a side with no legal move passes by itself when the
    game leaves it out. prefix: how a message names the game (GGF_GAME_ERROR).
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
    """Gives {NAME in capitals: value} of a game's [name, value] pairs, the
    first value of each, spaces trimmed.
    """
    found = {}
    for name, value in properties:
        found.setdefault(name.upper(), value.strip())
    return found


def read_ggf_game(properties, source, prefix):
    """Reads one GGF game from its [name, value] pairs into a LoadedGame
    (see FiledGame); prefix is how a message names the game.
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
    return replay_ggf_moves(loaded, moves, source, prefix)


@dataclasses.dataclass(frozen=True)
class GgfGames:
    """A GGF text split into games (see split_ggf_games)."""
    games: list          # each game its [name, value] properties
    error: str           # why a game is broken ('' when none is): the
    # ... games before it are the games


def split_ggf_games(text):
    """Splits a GGF text into games from (; to ;), each property NAME[value]
    (a value holds any character but ], written \\] in it); text between
    games is left out. Returns GgfGames: each game its [name, value]
    pairs and ''; or, at a broken game, the games before and the reason.
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
    """Writes a game's result (found: see get_ggf_values) for the list of
    a file's games as the discs at the end, such as '53-11' for
    RE[+42.000] on 64 squares (see GGF_SCORE_TITLE); a result that is no
    such difference is written as it is (? when there is none).
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


def format_ggf(game, start, history, finished, people=None):
    """Writes a game as GGF (see can_write_ggf), one line ending in a
    newline: its players by their names here (or the people who played
    it, people as LoadedGame.people: one not named is left out), the
    date, the result (black's
    discs less white's by the WOF's count on the finished board; ? while
    finished is []), the type (board side, a when the fewest discs win),
    the start and the history's moves.
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
    names = people or game.player_names
    parts = [GGF_OPEN]
    for name, value in [
            [GGF_GAME, GGF_OTHELLO.capitalize()],
            [GGF_PLACE, GGF_PROGRAM_PLACE],
            [GGF_DATE, time.strftime(GGF_DATE_FORMAT, time.gmtime())],
            [GGF_BLACK, names[PLAYER_PIECE]],
            [GGF_WHITE, names[COMPUTER_PIECE]],
            [GGF_RESULT, result], [GGF_TYPE, kind],
            [GGF_BOARD, GGF_BOARD_FORMAT.format(
                size, squares, GGF_PIECE_CHARACTERS[game.first])]]:
        if value != "":
            parts.append(GGF_PROPERTY_FORMAT.format(
                name, value.replace(GGF_VALUE_CLOSE, GGF_ESCAPED_CLOSE)))
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
    anywhere (see BOARD_STRING_PATTERN); the Position, or None if not one.
    """
    squeezed = squeeze_text(text, BOARD_STRING_LENGTH)
    if re.fullmatch(BOARD_STRING_PATTERN, squeezed) is None:
        return None
    characters = [BOARD_STRING_PIECES.get(character.lower(), POSITION_EMPTY)
                  for character in squeezed]
    return parse_position("".join(characters[:-1]) + POSITION_SEPARATOR
                          + characters[-1], BOARD_SIZE, BOARD_SIZE)


def has_transcript_tags(text):
    """Tells whether a text's tags are a transcript's rather than this
    program's record's: whether one of them is PGN's (TRANSCRIPT_TAGS).
    """
    return any(found.group(1) in TRANSCRIPT_TAGS for found in
               re.finditer(TRANSCRIPT_TAG_PATTERN, text))


def squeeze_text(text, most):
    """The characters of a text but spaces, read no further than needed
    for more than most of them (all when it has fewer).
    """
    pieces = []
    length = 0
    for piece in iterate_text_pieces(text):
        if length > most:
            break
        pieces.append(piece)
        length += len(piece)
    return "".join(pieces)


def clean_transcript(text):
    """Turns a numbered transcript into a spaced move string (see
    iterate_transcript_words), read only as far as the moves of the
    longest game can reach (MOST_TURNS of at most LONGEST_MOVE_WORD
    characters, and what is shown of the text after them).
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
    """Yields a numbered transcript's words one by one (see
    TRANSCRIPT_STEP_PATTERN): its tags, comments, move numbers and result
    left out, -- or PA written pass, a long word in pieces.
    """
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
    """Yields what a transcript's words are made of, in order: a run of a
    word's characters, or '' where a word ends (the text's end too).
    """
    step = re.compile(TRANSCRIPT_STEP_PATTERN)
    # The first } at or after the last { met (len(text) when none).
    close = -1
    position = 0
    while position < len(text):
        piece = text[position]
        end = position + 1
        found = step.match(text, position)
        if piece == TRANSCRIPT_COMMENT_OPEN:
            if close < position:
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
    """Reads a numbered transcript or a move string into a LoadedGame (see
    clean_transcript): its tags Black and White name the players.
    """
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
    """Reads text in any format but WTHOR into a GameFile, trying them as
    the top of this section orders (64 squares with no side to move fail).
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
    """Reads a game file's bytes into a GameFile: WTHOR or text (a file
    named .wtb that is neither says why it is no WTHOR file).
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
    """Reads the game of a GameFile asked for, number counting from 1 (None
    for the only one). Returns the LoadedGame; its error says why there is
    none: the file is unreadable or holds no game, holds many and none was
    chosen, holds one (a number then does not apply), or not that one.
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
    """Writes a game under way to path: GGF when it ends in .ggf, else a
    record (see write_record_file); '' or the reason it was not written.
    """
    if not path.lower().endswith(GGF_EXTENSION):
        return write_record_file(path, format_state_record(state))
    if not can_write_ggf(state.game, state.start):
        return GGF_RULES_ERROR
    finished = []
    if is_rule_game_over(state.board, state.due, state.game.rules):
        finished = state.board
    return write_record_file(path, format_ggf(state.game, state.start,
                                              state.history, finished,
                                              state.people))


def keep_record(state):
    """Rewrites the --record file after a turn, noting the history saved:
    '' when it was written, otherwise the line to show the player.
    """
    path = state.game.record_path
    reason = write_saved_game(state, path)
    if reason == "":
        state.saved_history = list(state.history)
        return ""
    return NOT_SAVED_MESSAGE.format(show_path(path), reason)


def is_game_text(text):
    """Tells whether a command line's text is a game itself (GGF, a board
    string, or moves, numbered or not) rather than a file's name.
    """
    if (re.match(GGF_START_PATTERN, text) is not None
            or read_board_string(text) is not None):
        return True
    return split_move_string(clean_transcript(text))[1] == ""


def read_named_game(text, option):
    """Reads the games that --load, --review or the word load names: the
    file of that name, or, when there is none and the text is a game itself
    (see is_game_text), the text, which messages then call option. Returns
    [game_file, source]: the GameFile and what messages call it.
    """
    try:
        if not os.path.lexists(text) and is_game_text(text):
            return [read_game_text(text, option), option]
    except MemoryError:
        return [GameFile(error=RECORD_ERROR.format(option,
                                                   LOAD_MEMORY_ERROR)),
                option]
    return [read_game_file(text), text]


def check_file_to_replace(path, state):
    """Tells whether save may write a file: '' when no file is there yet (a
    link, folder or device is left to the write, which refuses it at once,
    as save! would), when it is empty, or when it is this game's own (one
    it saved, its --record file or the record it was loaded from). Any
    other file, even a record of the same moves so far, is another game's
    (OTHER_GAME_ERROR), or no game (NOT_A_RECORD_ERROR).
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

# A review says what was better; this section says why. It compares the
# lines the analysis found after the move played and after the best
# move (Opinion.line), replays them on the 2D-list board with the rule
# functions, and names what separates them in the words books and
# teachers use: corners given, X- and C-squares, mobility, frontier
# walls, parity, wedges, stable discs, tempo, greed. A reason is said
# only when the lines show it and the difference passes its threshold;
# its words and its evidence (the squares it names, the moves that show
# it) are one record, so a window marks what the text says. Every
# reason speaks for the best move, so none contradicts the values.
REASON_CORNER = "corner"
REASON_X_SQUARE = "X-square"
REASON_C_SQUARE = "C-square"
REASON_MOBILITY = "mobility"
REASON_FRONTIER = "frontier"
REASON_PARITY = "parity"
REASON_WEDGE = "wedge"
REASON_STABLE = "stable discs"
REASON_TEMPO = "tempo"
REASON_GREEDY = "greed"
REASON_GAME_END = "game end"
# The most reasons said of a move.
REASONS_SHOWN = 3
# The thresholds: a reason is said only when the difference reaches its
# own. Mobility compares (own moves - opponent's) after the reply; the
# frontier, the discs a move turns or places next to an empty square,
# else (own - opponent's) discs next to one at the end of the shorter
# line; stable discs, (own - opponent's) there; greed, the discs a move
# wins now beyond the best move's.
MOBILITY_MARGIN = 4
FRONTIER_MARGIN = 3
FRONTIER_LINE_MARGIN = 6
STABLE_MARGIN = 4
GREEDY_MARGIN = 6
# Parity is said with this many empty squares or fewer after the move,
# of regions this small or smaller.
PARITY_EMPTIES = 20
PARITY_REGION_MOST = 5
# A wedge is said when the line shows it within this many moves.
WEDGE_PLIES = 6
# The mobility compared: after the move and its reply, else after the
# next turn or the one after (the side that moved to move again), else
# the opponent's replies.
MOBILITY_PLIES = (2, 4, 6)
# How strong each kind is, for the order reasons are said in.
REASON_STRENGTHS = {REASON_CORNER: 9, REASON_X_SQUARE: 9,
                    REASON_C_SQUARE: 9, REASON_GAME_END: 9,
                    REASON_TEMPO: 7, REASON_PARITY: 6, REASON_WEDGE: 5,
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
# A why line starts under the text of its move's review line, and goes
# on under itself (see wrap_words).
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


def _write_line(comparison, played, end):
    """Writes played's first end moves as the game writes squares."""
    board = played.boards[0]
    words = [comparison.write_square(board, move) if len(move) > 0
             else PASS_WORD for move in played.moves[:end]]
    if any(SPACE in word for word in words):
        return BEST_LINE_SEPARATORS[True].join(words)
    return SPACE.join(words)


def _make_reason(kind, text, squares, played, end):
    """A Reason whose evidence is played's first end moves."""
    return Reason(kind, text, tuple(tuple(square) for square in squares),
                  tuple(tuple(move) for move in played.moves[:end]),
                  REASON_STRENGTHS[kind])


def list_corners(board):
    """The board's four corner squares as [row, col]."""
    last_row = len(board) - 1
    last_col = len(board[0]) - 1
    return [[0, 0], [0, last_col], [last_row, 0], [last_row, last_col]]


def _first_corner_taken(played, side, horizon):
    """The index of side's first corner in played's first horizon, or -1."""
    corners = list_corners(played.boards[0])
    for index, move in enumerate(played.moves[:horizon]):
        if played.movers[index] == side and move in corners:
            return index
    return -1


def _count_corners_taken(played, side, horizon):
    """How many corners side plays in played's first horizon moves."""
    corners = list_corners(played.boards[0])
    return len([move for index, move in enumerate(played.moves[:horizon])
                if played.movers[index] == side and move in corners])


def _first_corner_opened(played, side, horizon):
    """[the index of the first position of played's first horizon moves
    where side is to move and may take a corner, that corner], or []."""
    for index in range(1, min(horizon, len(played.moves)) + 1):
        if index < len(played.moves):
            due = played.movers[index]
        else:
            due = get_opponent(played.movers[index - 1])
        board = played.boards[index]
        for corner in list_corners(board):
            if (due == side and board[corner[0]][corner[1]] == EMPTY
                    and is_rule_move(board, *corner, side, played.rules)):
                return [index, corner]
    return []


def get_near_corner(board, move, rules):
    """The kind of square move is beside an empty corner, and the corner:
    [REASON_X_SQUARE or REASON_C_SQUARE, corner], or [] for neither (an
    X-square only where lines run diagonally)."""
    diagonal = UP_LEFT in rules.directions
    for corner in list_corners(board):
        if board[corner[0]][corner[1]] != EMPTY:
            continue
        rows = abs(move[0] - corner[0])
        cols = abs(move[1] - corner[1])
        if rows == 1 and cols == 1 and diagonal:
            return [REASON_X_SQUARE, corner]
        if rows + cols == 1:
            return [REASON_C_SQUARE, corner]
    return []


def _say_corner_opened(comparison, index, corner):
    """The Reason of a corner the move's line lets the opponent take after
    its first index moves (said as the X- or C-square the move is, when
    it stands beside that corner)."""
    played = comparison.played
    board = played.boards[0]
    name = comparison.write_square(board, corner)
    line = _write_line(comparison, played, index)
    opponent = get_opponent(comparison.piece)
    near = get_near_corner(board, played.moves[0], comparison.rules)
    if near and near[1] == corner:
        return _make_reason(near[0], REASON_NEAR_CORNER_OPEN.format(
            comparison.write_square(board, played.moves[0]),
            REASON_SQUARE_NAMES[near[0]], name, opponent, line),
            [played.moves[0], corner], played, index)
    return _make_reason(REASON_CORNER, REASON_OPENS_CORNER.format(
        opponent, name, line), [corner], played, index)


def find_corner_reasons(comparison):
    """A corner the move's line gives the opponent, or else lets it take
    where the best line does not (said as the X- or C-square the move is,
    beside it), and a corner the best line takes and the move's does not.
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
        corner = played.moves[index]
        board = played.boards[0]
        near = get_near_corner(board, played.moves[0], comparison.rules)
        text = comparison.write_square(board, corner)
        line = _write_line(comparison, played, index + 1)
        if near and near[1] == corner:
            reasons.append(_make_reason(near[0], REASON_NEAR_CORNER.format(
                comparison.write_square(board, played.moves[0]),
                REASON_SQUARE_NAMES[near[0]], text, opponent, line),
                [played.moves[0], corner], played, index + 1))
        else:
            reasons.append(_make_reason(REASON_CORNER,
                                        REASON_GIVES_CORNER.format(
                                            opponent, text, line),
                                        [corner], played, index + 1))
    elif not _first_corner_opened(best, opponent, horizon):
        opened = _first_corner_opened(played, opponent, horizon)
        if opened:
            reasons.append(_say_corner_opened(comparison, *opened))
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
    """The SideCounts of the moves each side has after the line's first
    plies moves (piece to move again), or None when the line is shorter
    or passes before."""
    if len(played.moves) < plies or [] in played.moves[:plies]:
        return None
    board = played.boards[plies]
    return SideCounts(len(get_rule_moves(board, piece, rules)),
                      len(get_rule_moves(board, get_opponent(piece), rules)))


def find_mobility_reasons(comparison):
    """The move leaves its side fewer moves against the opponent's than the
    best does, after the reply or, failing that, a turn or two later
    (MOBILITY_PLIES)."""
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
    """The move leaves the opponent more replies than the best move does
    (MOBILITY_MARGIN more), as a reason in a list ([] when not)."""
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
    """The move places or turns more discs next to empty squares (a wall
    to play behind) than the quieter best move; failing that, its line
    ends with the side's frontier the longer (FRONTIER_LINE_MARGIN)."""
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
    """The board's empty squares in regions of neighbours, each a list of
    [row, col] in board order; regions in the order of their first
    square."""
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


def _list_region_last_movers(played):
    """For each empty region after the line's move (see
    list_empty_regions): [region, the index of the line's move that
    fills its last square, or -1 when the line does not]."""
    regions = list_empty_regions(played.boards[1])
    found = []
    for region in regions:
        last = -1
        for index in range(1, len(played.moves)):
            board = played.boards[index + 1]
            if all(board[row][col] != EMPTY for row, col in region):
                last = index
                break
        found.append([region, last])
    return found


def _count_regions_closed_by(played, side):
    """How many regions the line's side plays the last square of."""
    return len([last for _, last in _list_region_last_movers(played)
                if last >= 0 and played.movers[last] == side])


def find_parity_reasons(comparison):
    """Near the end: the move leaves a small odd region whose last square
    the opponent plays in the line, and the best line leaves the side
    more regions to close."""
    played, piece = comparison.played, comparison.piece
    if (len(played.moves) == 0
            or count_pieces(played.boards[1], EMPTY) > PARITY_EMPTIES):
        return []
    if (_count_regions_closed_by(comparison.best, piece)
            <= _count_regions_closed_by(played, piece)):
        return []
    opponent = get_opponent(piece)
    for region, last in _list_region_last_movers(played):
        if (last >= 0 and played.movers[last] == opponent
                and len(region) % PARITY_DIVISOR == 1
                and len(region) <= PARITY_REGION_MOST):
            board = played.boards[0]
            names = SPACE.join(comparison.write_square(board, square)
                               for square in region)
            text = REASON_PARITY_TEXT.format(
                names, opponent, _write_line(comparison, played, last + 1))
            return [_make_reason(REASON_PARITY, text, region, played,
                                 last + 1)]
    return []


def _list_edge_neighbours(board, move):
    """The two squares beside an edge square along its edge, or [] for a
    square that is not on an edge or is a corner."""
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
    """The index of the first move of side's in the line's first horizon
    onto an edge square between two of the other side's discs, or -1."""
    other = get_opponent(side)
    for index, move in enumerate(played.moves[:horizon]):
        if played.movers[index] != side or len(move) == 0:
            continue
        board = played.boards[index]
        beside = _list_edge_neighbours(board, move)
        if beside and all(board[row][col] == other for row, col in beside):
            return index
    return -1


def find_wedge_reasons(comparison):
    """The move's line lets the opponent wedge into an edge between the
    side's discs, where the best line does not."""
    if comparison.rules.capture != CAPTURE_LINES:
        return []
    played, best = comparison.played, comparison.best
    opponent = get_opponent(comparison.piece)
    horizon = min(len(played.moves), len(best.moves), WEDGE_PLIES)
    index = _find_wedge(played, opponent, horizon)
    if index < 0 or _find_wedge(best, opponent, horizon) >= 0:
        return []
    board = played.boards[0]
    text = REASON_WEDGE_TEXT.format(
        opponent, comparison.write_square(board, played.moves[index]),
        comparison.piece, _write_line(comparison, played, index + 1))
    return [_make_reason(REASON_WEDGE, text, [played.moves[index]], played,
                         index + 1)]


def count_stable_discs(board, piece, rules):
    """The SideCounts of the discs that can never be flipped again."""
    engine = build_engine(rules, len(board), len(board[0]))
    own, opponent = get_engine_bits(board, piece, engine)
    empty = engine.squares & ~(own | opponent)
    return SideCounts(find_stable_pieces(own, empty, engine).bit_count(),
                      find_stable_pieces(opponent, empty,
                                         engine).bit_count())


def find_stable_reasons(comparison):
    """At the end of the shorter line, the move's side has fewer stable
    discs against the opponent's than after the best move."""
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
    """The index of side's first pass in the line's first horizon, or -1."""
    for index, move in enumerate(played.moves[:horizon]):
        if played.movers[index] == side and len(move) == 0:
            return index
    return -1


def find_tempo_reasons(comparison):
    """One line, and not the other, makes a side pass."""
    played, best, piece = comparison.played, comparison.best, comparison.piece
    opponent = get_opponent(piece)
    horizon = min(len(played.moves), len(best.moves))
    index = _find_pass(played, piece, horizon)
    if index >= 0 and _find_pass(best, piece, horizon) < 0:
        return [_make_reason(REASON_TEMPO, REASON_PASS_TEXT.format(
            piece, _write_line(comparison, played, index + 1)), [], played,
            index + 1)]
    index = _find_pass(best, opponent, horizon)
    if index >= 0 and _find_pass(played, opponent, horizon) < 0:
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
    """The move's line ends the game with squares still empty, the side to
    move having no move, where the best line does not."""
    played, best = comparison.played, comparison.best
    if not _ends_early(played) or _ends_early(best):
        return []
    stuck = REASON_STUCK.format(get_opponent(played.movers[-1]))
    if comparison.rules.can_pass:
        stuck = REASON_NEITHER_MOVES
    empty = count_pieces(played.boards[-1], EMPTY)
    text = REASON_GAME_END_TEXT.format(
        (REASON_EMPTY_SQUARE if empty == 1 else REASON_EMPTY_SQUARES).format(
            empty), stuck,
        _write_line(comparison, played, len(played.moves)))
    return [_make_reason(REASON_GAME_END, text, [], played,
                         len(played.moves))]


# The finders, each (Comparison) -> its Reasons.
REASON_FINDERS = [find_corner_reasons, find_game_end_reasons,
                  find_tempo_reasons, find_parity_reasons,
                  find_wedge_reasons, find_stable_reasons,
                  find_mobility_reasons, find_frontier_reasons,
                  find_greedy_reasons]


def get_reason_line(opinion):
    """An Opinion's line, its move first ([move] when it has none)."""
    if opinion.line and opinion.line[0] == opinion.move:
        return opinion.line
    return [opinion.move]


def find_reasons(board, piece, rules, played, best, lost, exact,
                 write_square):
    """The reasons the move of Opinion played (of board, piece to move)
    is worse than the best move's Opinion best, by lost discs (exact or
    not), strongest first, at most REASONS_SHOWN; [] when it is not worse
    or no simple reason applies.
    """
    if lost <= 0 or played.move == best.move:
        return []
    lost_words = str(lost) if exact else VALUE_ABOUT.format(lost)
    comparison = Comparison(
        piece, rules,
        play_reason_line(board, piece, get_reason_line(played), rules),
        play_reason_line(board, piece, get_reason_line(best), rules),
        lost, lost_words, write_square)
    reasons = []
    for finder in REASON_FINDERS:
        reasons += finder(comparison)
    reasons.sort(key=lambda reason: -reason.strength)
    return reasons[:REASONS_SHOWN]


def format_why(reasons, played, best):
    """Writes why a move (Opinion played) is worse than the best (Opinion
    best): its reasons (see find_reasons), or that no simple reason
    applies, and why not."""
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
    """Writes a why text (see format_why) indented by WHY_INDENT, going on
    under itself within width columns: the lines joined by newlines."""
    head, rest = text[:len(WHY_HEAD)], text[len(WHY_HEAD):]
    return NEWLINE.join(wrap_words(SPACE * WHY_INDENT + head,
                                   rest.split(SPACE), width))


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
# The most exact value known wins. A move's value is made exact by what
# follows it (see list_with_hindsight): the next judged position's exact
# value, through forced replies and passes, or the game's end. Just
# above the exact boundary (more than ANALYSIS_EXACT_EMPTIES empty
# squares, at most REVIEW_CHECK_EMPTIES) a move the estimates would mark
# is checked by the exact solver, in one search of REVIEW_CHECK_THINKS
# times the solver's positions for the think time (the node limit's,
# when set): the move played is solved, then each move whose estimate
# beats it by REVIEW_INACCURACY is tested against that and solved where
# it holds, so a mark holds against every value proven. One ply higher
# the same check costs several times more (at 18 empty squares 2 million
# positions proved one bound of a 60-move game's move, and added half
# to its review), so from there a mark still rests on the estimates. An
# estimate at the limit of the scale (as many discs as the board has
# squares: the evaluation can say no more) never earns a blunder.
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
# A move a hint recommended, that a deeper analysis (analyze's, for one)
# finds worse than another.
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
    played: Opinion      # the opinion of the move played
    best: Opinion        # the opinion of the best move
    lost: int            # the discs the move loses against the best one
    exact: bool          # whether the loss is exact
    hinted: bool = False  # whether a hint recommended it (its loss then
    # ... comes from a deeper analysis than the hint's: see Knowledge)
    limit: int = 0       # the most discs a side can win by on its board
    # ... (0: not known): an estimate there earns no blunder
    opinions: list = None  # every move's Opinion in its position, best
    # ... first, for the session's memory (None: not kept)


@dataclasses.dataclass
class ReviewTally:
    """What review_game counts of a side."""
    marks: list          # moves earning each mark, in MARK_NAMES' order
    lost: int            # the discs lost in all


def get_review_mark(lost):
    """The index in MARK_NAMES of the mark a loss earns, or -1 for none."""
    marks = -1
    for threshold in [REVIEW_INACCURACY, REVIEW_MISTAKE, REVIEW_BLUNDER]:
        if lost >= threshold:
            marks += 1
    return marks


def is_at_scale_limit(opinion, limit):
    """Tells whether an opinion is an estimate at the end of its scale."""
    return (limit > 0 and not is_exact_opinion(opinion)
            and abs(opinion.estimate) >= limit)


def get_judged_mark(judged):
    """The index in MARK_NAMES of the mark a JudgedMove earns (see
    get_review_mark), or -1; a blunder resting on an estimate at the
    limit of the scale is only a mistake.
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


def _judge_move(board, piece, move, rules, settings):
    """Judges one legal move: its value and the best move's, in discs for
    the side moving, and what it loses, analysed in the Settings' think
    time. Returns the JudgedMove, or None when it was the only move.
    """
    if len(get_rule_moves(board, piece, rules)) == 1:
        return None
    opinions = analyse_moves(board, piece, rules, settings,
                             settings.think)
    hinted = recall_hint(board, piece, rules, settings) == move
    return judge_by(opinions, move, hinted, len(board) * len(board[0]))


def judge_by(opinions, move, hinted, limit):
    """The JudgedMove of move by a position's opinions, best first (hinted
    and limit as JudgedMove's)."""
    played = [opinion for opinion in opinions
              if opinion.move == move][0]
    best = opinions[0]
    exact = is_exact_opinion(best) and is_exact_opinion(played)
    return JudgedMove(played, best, best.key - played.key, exact, hinted,
                      limit, opinions)


def _check_near_end(board, piece, judged, rules, settings):
    """Checks a marked move near the exact boundary with the exact solver
    (see REVIEW_CHECK_THINKS): the move played is solved, then every
    move whose estimate claims the mark is tested against it and solved
    where it holds. Returns the JudgedMove again by what was proven (the
    position's opinions, narrowed, kept in the session's memory when the
    check was not cut short), or judged itself where there is nothing to
    check.
    """
    engine = build_engine(rules, len(board), len(board[0]))
    own, opponent = get_engine_bits(board, piece, engine)
    empties = (engine.squares & ~(own | opponent)).bit_count()
    if (judged is None or judged.exact or judged.opinions is None
            or get_judged_mark(judged) < 0
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
    # A check cut short is not remembered, so the same review again
    # repeats it and says the same.
    if state.nodes <= state.node_limit:
        remember_opinions(board, piece, rules, settings, get_analysis_reach(
            settings, settings.think), opinions)
    return judge_by(opinions, judged.played.move, judged.hinted,
                     judged.limit)


def _solve_opinion(opinion, own, opponent, threshold, state):
    """The opinion narrowed by what the exact solver proves of its move
    (own, opponent: the position before it) in state's budget: first
    whether it reaches threshold (a search value; None: no test), then,
    where it does, its exact value.
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
    """Passes on each judgement (see list_with_hindsight), a marked move
    near the exact boundary checked by _check_near_end.
    """
    board = copy_board(start)
    for piece, move in history:
        yield _check_near_end(board, piece, next(judgements), rules,
                              settings)
        if len(move) > 0:
            apply_rule_move(board, move[0], move[1], piece, rules)


def get_opinion_for(opinion, piece, viewer):
    """Turns an Opinion of a move of piece's into viewer's values (the
    same when viewer is piece; the disc difference negated otherwise).
    """
    if viewer == piece:
        return opinion
    return dataclasses.replace(opinion, lower=-opinion.upper,
                               upper=-opinion.lower,
                               estimate=-opinion.estimate,
                               key=-opinion.key)


def format_review_move(number, piece, move, judged, board, write_square,
                       viewer=None):
    """Writes one move's line of a review. number counts passes too; move is
    [] for a pass; judged is None for an only move; write_square(board,
    move) writes a square as the game does; viewer is the side the values
    are for (None: the mover), while the discs lost are always the mover's.
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
    mark = get_judged_mark(judged)
    if mark >= 0:
        text = REVIEW_MARKED.format(text, MARK_PHRASES[mark])
    return REVIEW_MOVE.format(number, piece, square, text)


def explain_judged_move(board, piece, rules, judged, write_square):
    """The why lines of a JudgedMove (see find_reasons), each after a
    newline.
    """
    reasons = find_reasons(board, piece, rules, judged.played, judged.best,
                           judged.lost, judged.exact, write_square)
    return NEWLINE + format_why_lines(
        format_why(reasons, judged.played, judged.best), ANALYSIS_WIDTH)


def explain_review_move(board, piece, rules, judged, write_square):
    """The why lines a marked move's review line ends with; '' for a move
    without a mark.
    """
    if judged is None or get_judged_mark(judged) < 0:
        return ""
    return explain_judged_move(board, piece, rules, judged, write_square)


def explain_analysis(board, piece, rules, opinions, write_square):
    """Writes why each move of an analysis (opinions, best first) worse
    than the best is so, each move's loss then its why lines (--analyze
    --why); lines joined by newlines.
    """
    best = opinions[0]
    worse = [opinion for opinion in opinions if opinion.key < best.key]
    if len(worse) == 0:
        return WHY_ALL_BEST
    lines = [WHY_ANALYSIS_HEADING.format(write_square(board, best.move))]
    for played in worse:
        judged = judge_by(opinions, played.move, False,
                          len(board) * len(board[0]))
        loss = count_discs(judged.lost)
        if not judged.exact:
            loss = VALUE_ABOUT.format(loss)
        lines.append(WHY_ANALYSIS_MOVE.format(
            write_square(board, played.move), loss)
            + explain_judged_move(board, piece, rules, judged, write_square))
    return NEWLINE.join(lines)


def _format_review_summary(name, marks, lost):
    """Writes a side's summary line of a review (name such as 'X (human)';
    marks and lost as ReviewTally's).
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
    """Judges every move of a game, in order, as review_game shows them;
    yields each history entry's JudgedMove (None for a pass or an only
    move). With jobs > 1, the positions the session's analysis does not
    know yet for the think time (see Knowledge) are judged by that many
    worker processes at once, started afresh ("spawn", safe beside the
    window's threads) with the settings but not their memory, each a
    transposition table of at most TABLE_LIMIT positions, and judged as
    one process would. Leaving early (Ctrl-C, a closed output) stops them.
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
    with start_workers(min(jobs, len(sent))) as workers:
        judged_there = call_on_workers(workers, _judge_in_worker, works)
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
    the played move's value made exact where what follows it proves it:
    the exact value of the next judged position (through forced replies
    and passes; near the end it always is: see ANALYSIS_EXACT_EMPTIES), or
    else the game's end, so a move is never marked from an estimate that
    a later exact value refutes. Reads _judge_game_moves' judgements only
    as far ahead as the next judged move; sign is 1 when the most discs
    win, -1 when the fewest do; end_values is {piece: its final disc
    difference} when the game is over after history (None otherwise).
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
    """The exact value (final disc difference for its mover) of the
    position after history[number] by the next judged move's position,
    the only moves and passes between being forced, or by the game's end;
    None when neither proves it. judgement(index) is a move's judgement.
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
    """The exact value of a judged move's position for its mover (the best
    move's, proven no worse than any other's), or None when not proven.
    """
    best = judged.best
    if not is_exact_opinion(best):
        return None
    for opinion in judged.opinions or [best]:
        if max(sign * opinion.lower, sign * opinion.upper) > best.key:
            return None
    return best.lower


def _judge_with_value(judged, value, sign):
    """Gives a JudgedMove the exact value (final disc difference for its
    side) of the move played; the loss is then never below 0, and exact
    only when the best move's value is exact and not beaten by it.
    """
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
    """{piece: its final disc difference} when the game is over after
    history, played from start; None otherwise.
    """
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
                show_line, note_judged=None, jobs=1):
    """Reviews a game: shows a heading, each move's line as soon as it is
    judged (values for the side that moved first), then each side's
    summary. move [] is a pass; write_square(board, move) writes a square
    as the game does; names is {piece: the side's name in the summary};
    note_judged, unless None, is called as note_judged(number, piece,
    judged) after each move; jobs is how many processes may judge at once
    (1: this one). Returns {piece: its ReviewTally}.
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
                                        write_square))
        if note_judged is not None:
            note_judged(number, piece, judged)
        if judged is not None:
            tally[piece].lost += judged.lost
            mark = get_judged_mark(judged)
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
    people: dict = dataclasses.field(default_factory=dict)
    # ... the people who played the moves of a game loaded from another
    # ... format (see LoadedGame.people), whom a review and a save name


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
    if is_rule_game_over(state.board, state.due, state.game.rules):
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
    state.people and state.side_names.
    """
    state.people = dict(loaded.people)
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
    entries stay, or -1 when no move was made at the keyboard.
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
    if kept < 0:
        return HistoryChange(False, [NOTHING_TO_UNDO_MESSAGE])
    lines = [format_taken_back(state, history[kept:])]
    state.taken_back.append([history[:kept], history[kept:]])
    del history[kept:]
    return HistoryChange(True, lines + set_history(state))


def can_take_back(state):
    """Tells whether undo has a move to take back (see take_back)."""
    return _find_undo_point(state.history, state.game) >= 0


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
    entries = taken_back.pop()[1]
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
    # The game's own players play on from here.
    state.side_names = {}
    return run_after_turn(state)


# ----------------------------------------------------------------------
# GAME SESSION 3: WHAT THE TERMINAL SAYS OF A GAME
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
    """Why a finished game ended: who had no legal move under rules
    without passing; otherwise a full board, or neither side able to move.
    """
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
                              state.game.rules)[0]
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
# GAME SESSION 4: THE TURN LOOP AND HELP
# ----------------------------------------------------------------------

# How the prompt asks the side due for its move.
YOUR_POSSESSIVE = "your"
SIDE_POSSESSIVE = "{}'s"
SIDE_MOVE_PROMPT = "Enter {} move ({}): "

# The words every game knows (in any letter case), and what help says.
QUIT_WORDS = ["quit", "exit"]
# What the prompt says when Ctrl-C stops a word's work (at a terminal).
INTERRUPTED_WORD_MESSAGE = "Stopped. The game goes on."
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
            checked = _check_game_move(text, state)
            if checked[1] == "":
                return HumanTurn(ACTION_MOVE, checked[0])
            print(checked[1])


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
        if step == STEP_COMPUTER:
            move = game.players[state.due](copy_board(state.board),
                                           state.due)
        else:
            show(game.display.human_turn(state))
            turn = _read_human_move(state, read_line)
            action, move = turn.action, turn.move
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
    side with no legal move is told to pass. Returns [move, error]: the
    legal [row, col] and '', or [] and the one-line reason.
    """
    if not has_legal_move(state):
        return [[], MUST_PASS_MESSAGE]
    rules = state.game.rules
    return check_rule_move(text, state.board, state.due,
                           rules, rules.first_number,
                           rules.square_names)


# ----------------------------------------------------------------------
# GAME SESSION 5: THE HINT
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
    final = play_out_best_line(after[0], after[1], -best.key, state)
    # The sides after the move: the opponent's bits first.
    return get_bits_board(final[1], final[0], piece, engine)


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


def list_best_line(board, analysis, game):
    """The hint's expected line, as [] or [the line] (BEST_LINE_MESSAGE)."""
    opinion = analysis.opinion
    if opinion is None or len(opinion.line) == 0:
        return []
    return [BEST_LINE_MESSAGE.format(format_best_line(board, opinion,
                                                      game.write_square))]


# ----------------------------------------------------------------------
# GAME SESSION 6: THE PROMPT'S WORDS
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
        move, error = _check_game_move(argument, state)
        if error != "":
            return WordAnswer(ACTION_ASK, error)
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
                                    game.write_square)
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
                               names, jobs=settings.jobs)
    if argument != "" or not reads_a_terminal():
        review(show)
        return WordAnswer(ACTION_ASK, "")
    lines = []
    marked = []

    def note_judged(number, piece, judged):
        # The move's line has just been shown: it is the last one.
        if judged is not None and get_judged_mark(judged) >= 0:
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
    game_file, source = read_named_game(split.text, LOAD_TEXT_SOURCE)
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


def create_game(rules=UMBC_RULES, names=None, first=PLAYER_PIECE,
                top_left=None, win=WIN_MOST, settings=None,
                seed=None, record_path=None, display=CLASSIC_DISPLAY):
    """Makes the Game of any game: its rules, players, words, display and
    after-turn steps. None means names {X: HUMAN, O: the rules' o_player},
    the rule set's top_left, or fresh settings for win.
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
                words=get_game_words(rules), display=display,
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
    on a board of size [rows, cols], with game's rules, first side, start
    layout, win and settings, each opening twice (see play_match_game).
    It prints a line as each game ends, then the summary: the first
    player's wins, draws and losses, its score (a win is a point, a draw
    half), the mean of its discs minus the second player's at the end of
    a game, and each player's mean seconds a move. Returns the first
    player's MatchScore.
    """
    rules = game.rules
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
    'row col' counted from 1: a pair [move, error], as check_rule_move.
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
    named = parse_square_name(word.lower(), board)
    if len(named) == 0 or named[1] != "":
        return None
    return named[0]


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


def set_gtp_think(session, seconds, moves):
    """Sets the think time a move from a clock: GTP_TIME_RESERVE of the
    seconds spread over moves, kept from GTP_MIN_THINK to GTP_MAX_THINK.
    """
    think = seconds * GTP_TIME_RESERVE / max(1, moves)
    session.settings.think = min(GTP_MAX_THINK, max(GTP_MIN_THINK, think))


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
    seconds, a count): the think time a move, from the byo-yomi's time a
    stone when there is a byo-yomi, otherwise from the main time over
    GTP_MOVES_TO_PLAN moves.
    """
    numbers = [parse_whole_number(word) for word in words]
    if None in numbers:
        return GtpReply(False, GTP_SYNTAX_ERROR)
    main_time, byo_yomi_time, byo_yomi_stones = numbers
    if byo_yomi_time > 0 and byo_yomi_stones > 0:
        set_gtp_think(session, byo_yomi_time, byo_yomi_stones)
    else:
        set_gtp_think(session, main_time, GTP_MOVES_TO_PLAN)
    return GtpReply(True, "")


def answer_gtp_time_left(session, words):
    """time_left COLOUR SECONDS STONES: the think time a move, from the
    seconds left spread over the engine's moves to come (STONES unused).
    """
    if GTP_COLOURS.get(words[0].lower()) is None:
        return GtpReply(False, GTP_SYNTAX_ERROR)
    seconds = parse_whole_number(words[1])
    if seconds is None:
        return GtpReply(False, GTP_SYNTAX_ERROR)
    empties = count_pieces(session.board, EMPTY)
    set_gtp_think(session, seconds, empties // PARITY_DIVISOR)
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
    move = COMPUTER_PLAYERS[session.player](
        copy_board(board), piece, session.rules, session.settings)
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
    """Puts board in the session, due the side whose turn it is, passing
    for a side with no move (session.passed then says so).
    """
    session.board = board
    session.due = get_side_to_move(board, due, STANDARD_RULES)
    session.passed = session.due not in (due, EMPTY)


def answer_nboard_set(session, words):
    """set game GGF: the position at its end; set depth N: the searches'
    depth limit (see Settings); any other set is accepted and ignored.
    Returns [] or a status line saying why the game or depth was refused.
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
            # What was analysed at another depth is analysed again, but
            # what it proved (an exact value) stays true: see
            # _merge_known.
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
    refused with a status line (no game until one is set); any other line
    is ignored ([]), as an unknown command is.
    """
    if start.split()[:NBOARD_SPLITS] != [NBOARD_SET, NBOARD_GAME]:
        return []
    session.game_error = NBOARD_TOO_LONG.format(NBOARD_MAX_LINE_BYTES)
    return [NBOARD_ERROR.format(session.game_error)]


def refuse_without_game(answer):
    """Wraps answer, a command that needs the game (move, hint, go), so
    that it is refused with a status line while the last set game could
    not be read.
    """
    def answer_with_game(session, words):
        if session.game_error != "":
            return [NBOARD_ERROR.format(NBOARD_NO_GAME)]
        return answer(session, words)
    return answer_with_game


def answer_nboard_move(session, words):
    """move MOVE/EVAL/TIME: plays the move (PA: a pass) for the side to
    move if it is legal; returns [], or a status line saying it is not.
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
    """Writes one of hint's lines (see NBOARD_SEARCH_LINE) for an
    Opinion, its expected line as the principal variation.
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
    """hint N: the N best moves as the terminal's hint values them,
    between status lines (a status line alone once the game is over).
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


def _get_known_value(board, piece, move, settings, value):
    """The value hint gave move (on its scale, exact where it was), when
    the session's analysis knows the position; else value, the search's.
    """
    known = find_knowledge(board, piece, STANDARD_RULES, settings)
    if known is not None:
        for opinion in known.opinions:
            if opinion.move == move:
                return opinion.key
    return value


def answer_nboard_go(session, words):
    """go: the move the session's computer would play, not played: the
    status, '=== MOVE/EVAL/TIME', the status cleared; a forced move alone
    as '=== MOVE', and a status line alone once the game is over.
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
    """Runs the engine: reads NBoard commands (read_line as
    read_nboard_line) until quit or the end of the input, sending each
    answer's lines at once. settings carries --think and --seed (None:
    the defaults); go plays as player (--level). Returns EXIT_OK.
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
    """Reads one NBoard command as read_gtp_line does, but up to
    NBOARD_MAX_LINE_BYTES (set game's line holds a whole game); for a line
    too long, None and the text of its first MAX_LINE_BYTES bytes.
    """
    raw = read_raw_line_start(NBOARD_MAX_LINE_BYTES)
    if raw.line is None:
        return ProtocolLine(None, decode_line(raw.start[:MAX_LINE_BYTES]))
    line = decode_line(raw.line)
    return ProtocolLine(line, line)


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
# another thread (5); the menu commands (7) and the board editor (8) do
# the rest, and building the window (9) ties each click and key to its
# handler (the table of commands, get_window_commands):
#   1. the window and its records      6. clicks, turns and animation
#   2. the game's flow, without Tk     7. the menu commands
#   3. drawing the board               8. the board editor
#   4. drawing the window              9. building the window (run_window)
#   5. work on other threads

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
    """Work on another thread whose results the window takes one by one."""
    kind: str                     # TASK_VALUES or TASK_REVIEW
    cancelled: bool = False       # whether the window no longer wants it
    searches: list = dataclasses.field(default_factory=list)
    # ... the search states of its searches, to stop them
    results: list = dataclasses.field(default_factory=list)
    # ... its results so far, [kind, data] each, then TASK_DONE
    taken: int = 0                # how many results the window has taken


@dataclasses.dataclass
class NewGameDialog:
    """The open new-game dialog: a StringVar for each of its GameChoices."""
    top: object                   # its tkinter Toplevel
    rules: object                 # the rule set's name
    size: object                  # the board's size, such as '8x8'
    x: object                     # who plays X
    o: object                     # who plays O


@dataclasses.dataclass
class Editor:
    """The board editor while open (see on_set_up): a click sets a square."""
    board: list                   # the 2D list of pieces set up so far
    due: str                      # the side to move in it
    top: object = None            # its tkinter Toplevel (None in tests)
    side: object = None           # its tkinter StringVar of the side


@dataclasses.dataclass
class Window:
    """The window's widgets, game and view, shared by all its functions."""
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
    better: list                  # the better move of the reviewed move
    # ... that led to the position shown, or [] (see set_view)
    reason_squares: list          # the squares the reasons of that move
    # ... name (see get_viewed_reasons), marked, or []
    busy: bool                    # whether a computer or the hint thinks
    generation: int               # start_over's count: older answers go
    pause_ms: int                 # the least wait for a computer's move
    layout: BoardLayout           # where the board was last drawn
    interrupted: bool             # whether Ctrl-C stopped the window
    animation: Animation          # the Animation under way, or None
    analysis: AnalysisTask        # the AnalysisTask under way, or None
    values: dict                  # {(row, col): opinion}, position shown
    graph_values: dict            # {position: [value, exact]}, the graph's
    review_marks: dict            # {move number: index in MARK_NAMES}
    review_judged: dict           # {move number: its JudgedMove, None
    # ... for a pass or an only move}, from the last review
    review_reasons: dict          # {move number: [its JudgedMove, its
    # ... Reasons]}, worked out when the move is first shown
    review_lines: list            # the review's lines so far
    controls: list                # the Controls: the menu items and
    # ... buttons greyed when they may not be used (undo, redo)
    path: str                     # the game's file (open, save), or None
    entries: list                 # the move list's entries, as last filled
    dialog: NewGameDialog         # the NewGameDialog open, or None
    editor: Editor                # the Editor open, or None
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
# The board editor (see on_set_up, WINDOW 8): what a click puts on a
# square in turn, and what it says.
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
# game, which are not menu items, in columns (the help is shown in a
# font of fixed width: see KEYS_HELP_FONT).
GO_KEYS = [[GO_FIRST, "the start"], [GO_BACK, "a move back"],
           [GO_FORWARD, "a move forward"], [GO_LAST, "the game's present"]]
GO_KEYS_NOTE = "(or click a move or the graph)"
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
    """As get_next_step, but STEP_PASS when a human due has to pass."""
    step = get_next_step(state)
    if step == STEP_HUMAN and must_pass(state):
        return STEP_PASS
    return step


def get_click_refusal(state, square):
    """Why a click on square would not be played ('' when it would be):
    the game is over, it is not a human's move, or the move is illegal.
    """
    step = get_window_step(state)
    if step == STEP_OVER:
        return GAME_OVER_CLICK_MESSAGE
    if step != STEP_HUMAN:
        return WAIT_MESSAGE.format(describe_side(state.due,
                                                 state.game))
    return get_move_error(state.board, square, get_legal_moves(state))


def click_square(state, square):
    """Plays a click on square ([]: off the board) if it is a legal move;
    returns a HistoryChange: whether it was, and what it did or why not.
    """
    if len(square) == 0:
        return HistoryChange(False, [])
    refusal = get_click_refusal(state, square)
    if refusal != "":
        return HistoryChange(False, [refusal])
    return HistoryChange(True, play_turn_lines(state, square))


def play_turn_lines(state, move):
    """Plays a turn (see play_turn; move [] passes) and returns the lines
    to show: what it did, then what the after-turn steps said.
    """
    problem = play_turn(state, move)
    lines = [format_last_turn(state)]
    if problem != "":
        lines.append(problem)
    return lines


def cycle_piece(piece):
    """The editor's next piece for a clicked square: black, white, empty."""
    return EDITOR_CYCLE[(EDITOR_CYCLE.index(piece) + 1) % len(EDITOR_CYCLE)]


def rotate_board(board):
    """A new board: board turned a quarter turn clockwise (a square one)."""
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
    """Decides who moves in a position set up in the editor, as Othello
    programs do: the side chosen (due) if it can move; else the other
    side if it can (where the rules let a stuck side pass); else the game
    is over as it stands. Returns the SetUpTurn.
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
    """Names a side by its colour, as a sentence starts (Black)."""
    return capitalize_first(DISC_COLOUR_NAMES[piece])


def get_editor_state(state, editor):
    """A copy of state with the editor's position and side, and no moves."""
    return dataclasses.replace(state, board=editor.board, due=editor.due,
                               history=[], flips=[])


def get_view_state(state, view):
    """The game as it stood after its first view moves: state itself at
    its present, otherwise a copy (own board, history and last flips).
    """
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
    """The view after going where (GO_FIRST, GO_BACK, GO_FORWARD or
    GO_LAST): from 0, the start, to count, the game's moves (its present).
    """
    if where == GO_FIRST:
        return 0
    if where == GO_LAST:
        return count
    if where == GO_BACK:
        return max(0, view - 1)
    return min(count, view + 1)


def format_later_moves_question(count):
    """Asks whether to start a new line, losing count (1 or more) moves."""
    moves = ONE_LATER_MOVE
    if count != 1:
        moves = LATER_MOVES.format(count)
    return LATER_MOVES_QUESTION.format(moves)


def start_line_at(state, view):
    """Drops the game's moves after the first view, to play on from there
    (see set_history); returns the lines the after-turn steps said.
    """
    del state.history[view:]
    return set_history(state)


def list_move_entries(state, marks):
    """The move list's entries: the start, then each move's number, side,
    square as the rule set writes it, and its mark from marks ({move
    number: index in MARK_NAMES}).
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
    """The new-game dialog's first values (GameChoices): those of game."""
    names = game.player_names
    return GameChoices(game.rules.name,
                       SIZE_FORMAT.format(len(board), len(board[0])),
                       names[PLAYER_PIECE], names[COMPUTER_PIECE])


def list_size_choices(board):
    """The sizes the new-game dialog offers, such as '8x8': the square
    boards, and the present board's size when it is not one of them.
    """
    sizes = [SIZE_FORMAT.format(side, side)
             for side in range(MIN_BOARD_SIZE, MAX_BOARD_SIZE + 1)
             if is_valid_board_side(side)]
    present = SIZE_FORMAT.format(len(board), len(board[0]))
    if present not in sizes:
        sizes.append(present)
    return sizes


@dataclasses.dataclass(frozen=True)
class ChosenGame:
    """The game the new-game dialog chose (see create_chosen_game)."""
    game: Game           # the Game
    board: list          # its start board


def create_chosen_game(choices, game):
    """Makes the game the dialog chose, a ChosenGame (the Game and its
    start board), with
    the window's win rule and think time and a new seed; a rule set of a
    fixed size (the one-row game) keeps its own size.
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
    """Makes the Game of loaded with game's think time, and loaded's
    players, or game's when loaded names none (its side_names are set).
    """
    names = loaded.player_names
    if len(loaded.side_names) > 0:
        names = game.player_names
    return remake_game(game, loaded.rules, names, loaded.first,
                       loaded.top_left, loaded.win, loaded.seed)


def remake_game(game, rules, names, first, top_left, win, seed):
    """Makes another game in the window (see create_game) with the
    window's think time and jobs; seed None draws a new one. It keeps no
    --record file: Save writes the game.
    """
    if seed is None:
        seed = time.time_ns()
    settings = create_settings(seed, game.settings.think, win,
                               jobs=game.settings.jobs)
    return create_game(rules, names, first, top_left, win, settings, seed)


@dataclasses.dataclass(frozen=True)
class PastedMoves:
    """Moves pasted, read as a game's (see read_pasted_moves)."""
    start: list          # the board they start from ([] when refused)
    first: str           # the side to move there (EMPTY when refused)
    history: list        # their [piece, move] entries
    error: str           # the line saying why not ('' when read)


def read_pasted_moves(state, text):
    """Reads a pasted move string or numbered transcript (see
    clean_transcript) as a game's moves: from the game's start when they
    are legal there, else from its board's standard start, black first.

    Returns PastedMoves: the start, the side to move there and the
    [piece, move] entries, or the line saying why not (also when squares
    have no names).
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
    """Writes why a paste was refused, a full stop ending reason if need be."""
    if reason[-1:] not in SENTENCE_ENDS:
        reason += FULL_STOP
    return PASTE_ERROR_MESSAGE.format(reason)


@dataclasses.dataclass(frozen=True)
class SquareValue:
    """A move's value as its square shows it (see format_square_value)."""
    text: str            # such as '+4'
    exact: bool          # whether it is exact (the board underlines it)


def format_square_value(opinion):
    """Writes a move's value for its square as a SquareValue, such as '+4'
    and exact: an exact value, a bound after its sign (at least, at
    most), or else the rounded estimate.
    """
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


def get_graph_value(opinion, piece, first):
    """Turns the best move's opinion, for piece to move, into the graph's
    [value, exact]: the value for first, the side that moves first.
    """
    sign = 1
    if piece != first:
        sign = -1
    return [sign * opinion.estimate, is_exact_opinion(opinion)]


def get_graph_point(index, value, count, size, largest):
    """Where a value goes on a graph of size [width, height], as [x, y]
    in pixels: position index (of count moves) left to right, the value
    up for the side that moves first, largest at the top and -largest
    just above the band of move numbers.
    """
    width = size[0] - GRAPH_MARGIN * MARGINS_PER_AXIS
    height = (size[1] - GRAPH_MARGIN * MARGINS_PER_AXIS
              - GRAPH_NUMBERS_HEIGHT)
    x = GRAPH_MARGIN + width * index / max(count, 1)
    y = (GRAPH_MARGIN
         + height * (largest - value) / (largest * MARGINS_PER_AXIS))
    return [x, y]


def find_graph_index(x, count, width):
    """The nearest position (0 to count) to the graph's x, in pixels."""
    inner = max(1, width - GRAPH_MARGIN * MARGINS_PER_AXIS)
    index = round((x - GRAPH_MARGIN) * max(count, 1) / inner)
    return min(count, max(0, index))


@dataclasses.dataclass(frozen=True)
class FlipFrame:
    """A flipping disc as drawn part of the way (see get_flip_frame)."""
    new_side: bool       # whether its new side shows
    width: float         # its width as a share of a whole disc's


def get_flip_frame(progress):
    """A flipping disc part of the way (progress, 0 to 1) through its
    turn, as a FlipFrame: it narrows showing its old side, then widens
    showing its new one.
    """
    progress = min(1.0, max(0.0, progress))
    return FlipFrame(progress >= 1 / CENTRE_DIVISOR,
                     abs(math.cos(math.pi * progress)))


def format_keys_help(commands):
    """Writes the Keys help, a line a command: each of commands (see
    get_window_commands) with its shortcut, then the keys that go
    through the game.
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
# A reviewed move's better move: light blue, apart from the hint's
# yellow (see REVIEW_BETTER_NOTE).
BETTER_MOVE_COLOUR = "#4fc3f7"
# A square a reviewed move's reasons name (the corner given, the region,
# the frontier discs, the wedge): its top left corner filled purple, a
# triangle REASON_MARK_CELLS a side, clear of the disc (see
# REASON_SQUARES_NOTE); its canvas items are tagged REASON_MARK_TAG.
REASON_COLOUR = "#d500f9"
REASON_MARK_CELLS = 0.28
REASON_MARK_TAG = "reason"
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
    better: list                  # a reviewed move's better move, or []
    reasons: list                 # the squares its reasons name
    values: dict                  # {(row, col): opinion} to write
    animation: list               # [] or [flipped squares, the share of


def get_board_layout(width, height, rows, cols):
    """Works out the BoardLayout on a canvas of width by height pixels: as
    big as fits, centred, with a margin for the numbers (and, on a
    one-row board, room for the bar above it).
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
    """The [row, col] square under the canvas's x, y, or [] off the board."""
    cell = layout.cell
    col = int((x - layout.left) // cell)
    row = int((y - layout.top) // cell)
    if 0 <= row < rows and 0 <= col < cols:
        return [row, col]
    return []


def get_square_box(layout, square, inset):
    """The [x0, y0, x1, y1] box of a square, inset cells in from its edges."""
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
    """Draws the labels squares are called by: column labels above a grid
    and row labels on its left (a to h and 1 to 8 where squares are
    named), or on a one-row board each square's number below it.
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
    """Draws the bar with REVERSI above a one-row board of cols squares,
    as the 1D Reversi assignment's canvas shows it.
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
    """Draws piece's disc on a square, width_share of its width while it
    turns over; lettered writes its letter on a whole disc (one-row game).
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
    """Writes a move's value on its square (see format_square_value): an
    exact value underlined, the best move's (best) in BEST_VALUE_COLOUR.
    """
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
    """Draws one square: its cell; its disc (lettered on a one-row board,
    as the 1D Reversi assignment shows pieces; turning while its flip is
    animated); a frame on the last move, else a ring on a flipped disc;
    its value, else a legal move's dot; the hint's frame, or a reviewed
    move's better move's; and the corner of a square its reasons name.
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
# A move number ends GRAPH_LABEL_PAD pixels in from the right edge at
# least. The position shown is marked by a line down to the band of move
# numbers, so that no number is under it.
GRAPH_LABEL_PAD = 2
# The place of a box's right edge in what a canvas's bbox gives (left,
# top, right, bottom).
BOX_RIGHT = 2
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
    """The GameState shown: the editor's while it is open, else the view's."""
    if window.editor is not None:
        return get_editor_state(window.state, window.editor)
    return get_view_state(window.state, window.view)


def get_animation(window):
    """How far the flips' animation has gone: [flipped squares, share of
    its time gone], or [] when nothing is animated.
    """
    animation = window.animation
    if animation is None:
        return []
    share = (time.monotonic() - animation.started) / ANIMATION_SECONDS
    if share >= 1:
        return []
    return [animation.squares, share]


def draw_window(window):
    """Draws the whole board again at the canvas's size (keeping its
    layout), with the marks the view options ask for; shows the status,
    the side to move, the message, the refusal, the move list and the
    graph; greys the controls that may not be used.
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
    """Greys a menu item or a button, or makes it usable again."""
    if control.index is None:
        control.widget.configure(state=CONTROL_STATES[usable])
    else:
        control.widget.entryconfigure(control.index,
                                      state=CONTROL_STATES[usable])


def _format_view_status(state, view):
    """The status line of a position before the game's present, such as
    'After move 4 of 9: black 3, white 4. You (black) to play here; End
    returns to the game.'
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
    """Refills the move list: review marks coloured, the view's move
    selected and in sight.
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
    """How far the graph's scale goes either way: the largest value of
    values ({position: [value, exact]}), at least GRAPH_LEAST_RANGE.
    """
    largest = GRAPH_LEAST_RANGE
    for value, _ in values.values():
        largest = max(largest, abs(value))
    return largest


def _draw_graph_ticks(canvas, count, size, largest):
    """Draws the graph's move numbers, every GRAPH_TICK_MOVES moves, the
    last kept whole inside the graph's right edge (GRAPH_LABEL_PAD).
    """
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
        overflow = (canvas.bbox(number)[BOX_RIGHT]
                    - (size[0] - GRAPH_LABEL_PAD))
        if overflow > 0:
            canvas.move(number, -overflow, 0)


def _draw_graph(window):
    """Draws the evaluation graph, when shown: the value after each move
    for the side that moves first, the points known so far (exact ones
    filled), the position shown marked.
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
    _draw_graph_ticks(canvas, count, size, largest)
    shown = get_graph_point(window.view, 0, count, size, largest)
    numbers_top = get_graph_point(0, -largest, count, size, largest)[1]
    canvas.create_line(shown[0], 0, shown[0], numbers_top,
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
    """Shows lines as the message (if any), clears the refusal, redraws."""
    if len(lines) > 0:
        window.message = STATUS_SEPARATOR.join(lines)
    window.refusal = ""
    draw_window(window)


def show_refusal(window, text):
    """Shows text, why something was not done, and redraws (message kept)."""
    window.refusal = text
    draw_window(window)


def place_panel(window, wide):
    """Puts the move list and the graph beside the board (wide) or under
    it, the graph only when it is shown.
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
    """Raised on a task's thread once the window no longer wants the task."""


def run_in_background(window, work, finish, pause_ms):
    """Runs work() (a computer's search) on another thread, so the window
    never freezes (window.busy meanwhile), and calls finish(window, answer)
    on Tk's thread, the only one that touches the widgets, pause_ms
    milliseconds later at the soonest. An answer that comes after a new
    game or an undo is dropped.
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
    """Looks on Tk's thread for a background thread's answer (appended to
    the list answer), again every POLL_MS until it is there and
    not_before (a time.monotonic()) has passed; then clears busy and
    calls finish. The answer is dropped once generation is not the
    window's.
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
    """Starts an analysis, kind TASK_VALUES or TASK_REVIEW, on another
    thread in place of any under way: work(task) hands each result to
    put_result there; receive(window, result) gets each on Tk's thread,
    then TASK_DONE.
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
    """Keeps a search of a task (analyse_moves' watch_search) so that
    cancelling ends it; one started after cancelling ends at once.
    """
    task.searches.append(state)
    if task.cancelled:
        stop_search(state)


def cancel_task(window):
    """Cancels the analysis under way, if any: its searches end, results go."""
    task = window.analysis
    window.analysis = None
    if task is None:
        return
    task.cancelled = True
    for state in list(task.searches):
        stop_search(state)


def poll_task(window, task, receive):
    """Hands, on Tk's thread, a task's new results to receive, looking
    again every POLL_MS until the task is done or replaced.
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
    """Values every legal move of board (a copy) for piece again and
    again, with more think time each time (VALUE_THINK_STEPS, then
    --analyze's, the last), stopping early once every value is exact;
    each set of opinions is a result. Raises AnalysisCancelled when the
    window no longer wants them.
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
    """Unless a review is under way, cancels any valuing and clears the
    board's values, then values the moves of the position shown when
    values are shown; a computer about to move in it is left to think
    alone.
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
    """Shows result, [RESULT_OPINIONS, opinions] (TASK_DONE: nothing), as
    values on the board and the best one's on the graph (piece to move).
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
    """Reviews a game (see review_game) from start and history (copies) on
    a task's thread, names being {piece: the summary's name for it};
    each line and judged move is a result. Raises AnalysisCancelled when
    the window no longer wants them.
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
    """Takes a review's result (see work_out_review): a line is kept, a
    judged move marked in the move list and its values graphed; at
    TASK_DONE each side's summary is shown and the values refreshed.
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
# A reviewed move that lost discs: its review line says where the
# better move is (framed in BETTER_MOVE_COLOUR, not the hint's yellow).
REVIEW_BETTER_NOTE = "The better move is framed in blue."
# A marked move's why line (see format_why), under its review line, says
# where the squares its reasons name are (REASON_COLOUR's corners).
REASON_SQUARES_NOTE = "(the squares named have a purple corner)"


def start_animation(window):
    """Animates the flips of the move just played, when animation is on."""
    state = window.state
    window.animation = None
    if not window.show.animation or len(state.flips) == 0:
        return
    window.animation = Animation([list(square) for square in state.flips],
                                 time.monotonic())
    animate(window, window.animation)


def animate(window, animation):
    """Draws an animation's next frame, until its time is up or a newer one."""
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
    """Plays a computer's move ([row, col], or [] for a pass) once it is
    ready, shows it (the view goes on with the game when it showed its
    present), and goes on with the game.
    """
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
    """Forgets any thinking under way, so its answer is dropped, and
    the marks of the position left: the hint and the flip's animation.
    """
    window.generation += 1
    window.busy = False
    window.hint = []
    window.better = []
    window.reason_squares = []
    window.animation = None


def forget_review_after(window, count):
    """Forgets the review's marks, judged moves and graph values past the
    game's first count moves.
    """
    window.review_marks = {number: mark for number, mark in
                           window.review_marks.items() if number <= count}
    window.review_judged = {
        number: judged for number, judged in window.review_judged.items()
        if number <= count}
    window.graph_values = {
        index: value for index, value in window.graph_values.items()
        if index <= count}


def change_history(window, lines):
    """Goes on after the game's moves changed other than by a move at
    its end (undo, redo, a new line): shows lines, the review stops, marks
    and graph values past the game's moves go, the view goes to the present.
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
    """Shows the game as it stood after its first view moves (0 to all),
    with the review's line of that move and its better move ringed, and,
    for a marked move, why, the squares its reasons name marked.
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
    # The review's line of the move shown (none for a move not
    # reviewed: the line of the move left goes), its better move ringed.
    line = format_viewed_review(window, view)
    if line != "" or window.message == left:
        window.message = line
    judged = window.review_judged.get(view)
    if judged is not None and judged.lost > 0:
        window.better = judged.best.move
    draw_window(window)
    refresh_values(window)


def get_viewed_reasons(window, view):
    """The Reasons (see find_reasons) of the reviewed move that led to a
    view, when it is marked ([] otherwise), worked out on the board
    before it the first time its JudgedMove is asked about, then kept.
    """
    judged = window.review_judged.get(view)
    if judged is None or get_judged_mark(judged) < 0:
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
                                     state.game.write_square)]
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
    """The review's line of the move that led to a view, and where its
    better move is when it lost discs (REVIEW_BETTER_NOTE), then for a
    marked move its why line (see format_why), saying where the squares
    its reasons name are marked (REASON_SQUARES_NOTE); '' when that move
    was not reviewed (the start, or a review not there yet).
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
    if judged is None or get_judged_mark(judged) < 0:
        return line
    reasons = get_viewed_reasons(window, view)
    why = format_why(reasons, judged.played, judged.best)
    if len(list_reason_squares(reasons)) > 0:
        why += SPACE + REASON_SQUARES_NOTE
    return line + NEWLINE + why


def on_go(window, where, event=None):
    """Moves the view: to the start, back, forward, or to the present."""
    count = len(window.state.history)
    set_view(window, get_new_view(window.view, where, count))


def on_list_select(window, event):
    """Shows the position after the move selected in the move list."""
    selected = window.move_list.curselection()
    if len(selected) > 0:
        set_view(window, selected[0])


def on_graph_click(window, event):
    """Shows the position after the move under a click on the graph."""
    count = len(window.state.history)
    set_view(window, find_graph_index(event.x, count,
                                      window.graph.winfo_width()))


def on_click(window, event):
    """Handles a click on the canvas: a human's move on the square
    clicked (at an earlier point, a new line from there, once the player
    agrees to lose the later moves), or the reason it is not played;
    while the editor is open, the square's next piece (see cycle_piece).
    Clicks while a flip is animated are ignored.
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
        forget_review_after(window, window.view)
    start_over(window)
    lines = click_square(state, square).lines + lines
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
# The help's width, its fonts (the Keys help's columns need one of
# fixed width), and the padding of the dialog and the help.
HELP_WIDTH = 440
HELP_FONT = "TkDefaultFont"
KEYS_HELP_FONT = "TkFixedFont"
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
    """Tells whether the game may be left: saved, or the player agrees."""
    return (not is_unsaved(window.state)
            or window.ask(question))


def replace_game(window, game, board, played, path, lines):
    """Puts another game in the window (a new one, or one opened or
    pasted) and starts it: board is its present position, played [start
    position, moves played] (see create_play_state), path the file it
    was read from or None, lines what to say.
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
    """Gives a dialog (top) its two buttons, side by side in frame: confirm,
    [its label, its function (event=None)], the default (also Return);
    and Cancel, calling cancel (also Escape and the close button).
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
    """Opens the new-game dialog (or raises it): the rules, the board's
    size and who plays each side, first as the game in the window has them.
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
    """
    if not may_leave_game(window, NEW_GAME_QUESTION):
        return
    choices = GameChoices(dialog.rules.get(), dialog.size.get(),
                          dialog.x.get(), dialog.o.get())
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
    """Opens a game from a file (a record or a move string, as --load
    reads them) chosen in the file dialog, once the player agrees to
    leave a game with moves not saved.
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
    one when the file holds several. path is None for a paste; said is
    the line that says what was opened (None: the game's title, as a
    paste says it).
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
    """Saves the game's record to its file (the one it was opened from or
    last saved to, or its --record file), or asks for one.
    """
    path = window.path
    if path is None:
        path = window.state.game.record_path
    if path is None:
        on_save_as(window)
        return
    save_to(window, path)


def on_save_as(window, event=None):
    """Saves the game's record to a file chosen in the file dialog."""
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
    """Closes the window, which ends the program, once the player agrees
    to leave a game with moves not saved.
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
    """Shows what undo or redo did (done, a HistoryChange), and goes on
    from there.
    """
    if not done.changed:
        show_refusal(window, STATUS_SEPARATOR.join(done.lines))
        return
    start_over(window)
    change_history(window, done.lines)


def on_copy_position(window, event=None):
    """Copies the position shown to the clipboard as a board string (what
    --position and Paste read).
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


def on_copy(window, event=None):
    """Copies the game's moves to the clipboard (a move string where
    squares are named).
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
    """Plays the move string on the clipboard in place of the game's moves
    (in a new game from the start position when they are not moves from
    this game's start; see read_pasted_moves), or opens a pasted game
    record, once the player agrees to leave a game with moves not saved.
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
        # Not moves of this game's start: a new game from the start
        # position.
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
    """Says what a paste of moves did: where the game goes on, or that
    it is a finished game, of how many moves (see on_paste).
    """
    history = state.history
    if is_state_over(state):
        return PASTED_FINISHED_MESSAGE.format(len(
            [entry for entry in history if len(entry[1]) > 0]))
    return PASTED_MESSAGE.format(len(history))


def on_toggle(window, option, event=None):
    """Turns a view option (a field of ViewOptions) on or off, from its
    menu item or its key; a key turns the check mark over too.
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
    """Reviews the game so far on another thread: each move is marked in
    the list as it is judged, and the graph fills in.
    """
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
    """Shows a help text in a window of its own, which does not stop the
    game (it replaces the one shown before), in font.
    """
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
    """Closes a window of the game's own, such as a help text's."""
    top.destroy()


def _format_how_to_play(game):
    """Writes the How to play help for a game's rules."""
    return HOW_TO_PLAY.format(RULES_TEXTS[game.rules.name],
                              REVIEW_INACCURACY, REVIEW_MISTAKE,
                              REVIEW_BLUNDER,
                              WINDOW_PIECE_NAMES[game.first])


def on_how_to_play(window, event=None):
    """Shows how to play the game (Help > How to play)."""
    show_text_window(window, HOW_TO_PLAY_TITLE, _format_how_to_play(
        window.state.game))


# ----------------------------------------------------------------------
# WINDOW 8: THE BOARD EDITOR
# ----------------------------------------------------------------------

# The board editor's dialog: its title, where it opens beside the
# window, its buttons and what it asks and says (the editor's
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
    """Opens the board editor on the position shown: a click on a square
    puts a black disc, then a white one, then none; its dialog chooses
    the side to move, clears the board, puts the start position back,
    turns and mirrors the board, and plays from the position set up.
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
    """The editor's Start position: the start board of the window's game,
    of a board's size.
    """
    return create_start_board(len(board), len(board[0]), game.top_left,
                              game.rules)


def put_editor_start(window):
    """The editor's Start position: the start board of the window's game
    (see start_editor_board), black (X) to move, as a new game starts.
    """
    editor = window.editor
    editor.due = PLAYER_PIECE
    if editor.side is not None:
        editor.side.set(PLAYER_PIECE)
    change_editor_board(window, functools.partial(start_editor_board,
                                                  window.state.game))


def change_editor_board(window, change):
    """Changes the whole board in the editor with change, a function
    (board) -> the new board (Clear, Start position, Rotate, Mirror),
    and shows it. A board of unequal sides is not turned.
    """
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
    """Starts a game from the position set up in the editor, with the
    window's rules and players, once the player agrees to leave a game
    with moves not saved (see choose_set_up_turn for who moves).
    """
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
# The file dialogs: what they offer to open and save, the first type
# shown at first (Open shows every format it reads; Save writes records
# and GGF, not WTHOR). Tk's patterns tell capitals apart on X11.
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
# review's two summaries, a line each, fit the message's four lines, as
# do a marked move's review line and a why line of two reasons (three
# at the window's first size); lower, the values on the squares fall
# under 11 pixels.
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
MESSAGE_LINES = 4
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
    """Lists the window's WindowCommands, menu by menu: what the menus
    show and the keys do. A view option's handler is None (see on_toggle).
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


def on_keys(window, event=None):
    """Shows every key of the window (Help > Keys)."""
    show_text_window(window, KEYS_HELP_TITLE,
                     format_keys_help(get_window_commands()), KEYS_HELP_FONT)


def on_resize(window, event):
    """Lays the window out again at its new size: the panel beside or
    under the board, the status lines wrapped at the window's width, the
    board and the graph drawn again.
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
    """Handles an exception (as tkinter passes it) raised in a callback.
    Ctrl-C (raised by stop_on_interrupt in whatever callback runs) stops
    the window, so the program can end as it does at the terminal; any
    other problem is reported as tkinter reports it.
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
    """Runs a menu command, a button or a key, handler(window, *extra,
    event=None), unless the board editor is open and the command would act
    on the game behind it (only EDITOR_FREE_COMMANDS work then).
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
    """Window's ask: a yes-or-no question in a dialog; True for yes."""
    from tkinter import messagebox
    return bool(messagebox.askyesno(WINDOW_NAME, question, parent=root))


def choose_file(root, saving):
    """Asks for a file in the standard file dialog (Window's choose_open
    and choose_save; saving, it asks before replacing a file). Returns
    the file's name, or '' when the player cancels.
    """
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
    """Asks which game of a file's several to open (Window's choose_game):
    a double click, or Open, opens the game selected; Escape or Cancel
    opens none. Returns the index of the game chosen, or None.
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
    """Makes the window's middle row: the board's canvas, height pixels
    high at the start, and the panel of the move list and the graph
    (which place_panel places). Returns [the row's frame, the canvas,
    the panel, the move list, the graph].
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
    refusal. Returns [the side's disc's canvas, the status label, the
    message label, the refusal label].
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
    it, and returns the Window that holds them and the game.
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
    """Hands the window's clicks, its resizing, its close button and its
    callbacks' problems to their handlers (the menus and the toolbar
    bind the keys).
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
    the board; otherwise they go under it. The widgets must be built first.
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

    played is [start position, moves played] (see create_play_state);
    pause_ms is how long a computer's move waits before it is shown.
    Returns the Window, or the one-line reason no window could be opened
    (a string: no tkinter, or no display).
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


def run_window(board, game, played, loaded=None):
    """Plays the game in a window until it is closed.

    loaded is the LoadedGame the game was loaded from, whose people a
    review and a save name (see name_loaded_sides), or None. Returns '' once
    the window is closed, or the one-line reason no window could be
    opened. Raises KeyboardInterrupt on Ctrl-C in the terminal.
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
                     "win", "perft", "seed", "think", "match", "games",
                     "position", "moves", "analyze", "record", "load",
                     "style", "gui", "review", "game"),
           conflict_error=PROTOCOL_OPTIONS_ERROR),
    Option("perft", ("count the leaves of the move tree D plies deep from "
                     "the start position, and time it"),
           {"type": int, "metavar": "D"},
           allows=lambda depth: depth >= 0, value_error=PERFT_DEPTH_ERROR,
           excludes=("record", "style", "gui"),
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
    Option("match", "play a match between two computer players and sum it up",
           {"nargs": MATCH_PLAYER_COUNT, "metavar": ("A", "B"),
            "choices": list(COMPUTER_PLAYERS)},
           excludes=("x", "o", "perft", "position", "moves", "analyze",
                     "record", "load", "style", "gui"),
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
           excludes=("x", "o", "perft", "record", "style", "gui"),
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
                     "style", "gui"),
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


def get_board_size(args, rules):
    """Works out [rows, cols] from the options and the rule set's default."""
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
    if not (is_valid_board_side(size[0]) and is_valid_board_side(size[1])):
        return SIZE_ERROR.format(MIN_BOARD_SIZE, MAX_BOARD_SIZE, size[0],
                                 size[1])
    return ""


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
    if args.position is not None:
        size = get_board_size(args, rules)
        return parse_position(args.position, size[0], size[1]).error
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
                               win, jobs=choose_jobs(args, searches),
                               repeatable=args.seed is not None)
    return create_game(rules, names, first, top_left, win, settings, seed,
                       args.record, _get_display(args, rules))


def load_listed_game(text, number, option):
    """Reads --load's or --review's game: from a file of any format, or
    option's text when that is a game itself (see read_named_game); when
    the file holds several games and --game chose none, prints their list.
    Returns [loaded, source]: the LoadedGame and what messages call it.
    """
    game_file, source = read_named_game(text, option)
    if number is None and len(game_file.games) > 1:
        for line in list_filed_games(game_file, source):
            print(line)
    return [choose_filed_game(game_file, number, source), source]


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
    loaded = load_listed_game(args.review, args.game, REVIEW_SOURCE)[0]
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
    size: list                    # [rows, cols]
    board: list                   # the 2D list of pieces
    played: list                  # [the start board, the moves played]
    state: GameState              # the GameState
    loaded: LoadedGame = None     # the LoadedGame of --load, or None


def _start_position(args):
    """Sets up the position the command line asks for: the start, or
    --position, then --moves, or --load's game; --record starts its file.
    Returns (the ModeStart, EXIT_OK), or (None, the exit status) once a
    problem is reported.
    """
    loaded = None
    source = LOAD_SOURCE
    if args.load is not None:
        loaded, source = load_listed_game(args.load, args.game, LOAD_SOURCE)
        if loaded.error == "":
            loaded.error = _get_load_conflict(args, loaded, source)
        if loaded.error != "":
            report_problem(PROBLEM_FORMAT.format(PROGRAM_NAME, loaded.error))
            return None, EXIT_USAGE
    game = build_game(args, loaded)
    size = get_board_size(args, game.rules)
    board = create_start_board(size[0], size[1], game.top_left, game.rules)
    if args.position is not None:
        parsed = parse_position(args.position, size[0], size[1])
        board = parsed.board
        game.first = parsed.side
    played = [copy_board(board), []]
    if args.moves is not None:
        replayed = replay_move_string(args.moves, board, game.first,
                                      game.rules)
        if replayed.error != "":
            report_problem(MOVES_OPTION_ERROR.format(replayed.error))
            return None, EXIT_USAGE
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
            return None, EXIT_USAGE
    return ModeStart(args, game, size, board, played, state, loaded), EXIT_OK


def _run_perft(board, piece, depth, rules):
    """Counts the move tree depth plies deep from a position, prints the
    count, the time it took and the leaves per second; returns the count.
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
                                    game.write_square)
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
    start, status = _start_position(args)
    if start is None:
        return status
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
PATTERN_WEIGHTS_CRC = 998365114
PATTERN_WEIGHTS = """
{Wp48S^xk5{}S0j0stWa8~^|S5YJf5=Bj}2{<r`D0eq6-YWtoyQ2~h4A85I(p&-lou68Rq^E>h(G$6&
1U`q=u=vp`-*sqTt`vu7bBL-%llQJ@R;@;X|Qk(ozH9`31N46wa4*g)29|4rG3ggP+C5MYp*-tGM3LG
Akj-<vs4D>0&N;x%M=KLKT!`c5w?}L1z58{NUq6@)LExp7uw1#|=P2N32mnWAiJ<JsAtFfKSkOL!3Ld
p)w@MFEw23GTwK%}~gxpPLtsEJ@quVRv(Nf7R`#s$!CSeaEvEI>02Auxc9GUuzq3XigE5`yVaj<~3p1
kLvDrPApXyl6Oe@b6Z~?EKUA=#nT9SSb;->R1u};gLM|FA>)`L2K~R$<e$H0WL}>h<8PCy3Qc%9W0A5
6oDp=yF3SkM@$E?db&Zbzj7WEP2oFkHd}iH>y$E_;nN$wP)zyFn^l+Xy&~T1&bCs@bw|UKl&J^OM%N*
Rt?8EhkR{t2jhN!eloRw6ywA=cgr(HSQ`K2u*D)x}s^PpR#dQb=qqEjcnmseY0yqC9JHMKEOs|NJ)q#
>tB{P@)+?qo3?JRN4y&lX$F<kGukVS}-k*no97%6g7Fat=un&N96ab4!GW`z|7B?si*AD`J8{n^#=g3
_*>O}xhMWEA1cfpJ(t`;->;uex*uMs{;;wa~1PnQTJGn+NTgsH7BX@CwZp-O!pN#O|+$Z5m&L=eU52z
aNHzbp#EE4Fx5(Wn)nzr?u-iA^jx<ZdS|K;{zt$5f)pb(!zXU`U~(^coz<+@D9AQEA3b2?L9*;DBGQ-
6D;WU-&-(9&2{GAv8i~yydkGL%~1V!Y}k|ZC)6iUj<28rg*Hg(Xs>j6mcOfEUu9(jD{hngDI<vaipU~
zm{Cf(fD0qBvxIRNN#A59XZdK)(0ZAz@GX^UwgkFLF47)847#Hq@lsUI)a$VaWNh^;M+CQ7K?Psm%NX
6dA&ekADu5rl?eN0-I8>I=5~F2eZ{duK9zoa;nx3RFHVR_qUGaP^zJMEp{6;Oyl3oL$JPLOa26es=*b
z3zd#%&G10^wX&2UHe!U<=C!14`rLNwwt2-l=5rLs`*KY{?}Y{||sCa|=5&^;foC{$`*N=<nbzO9d-n
Df2BZ-{O7P{LZwYPvcByf{w)c3`(3-w#+z*Og29od<-9Jn!|kNc7kQbzYG0sgOVr0+_MX+7<qzcmv22
NHP21qNHCmwqDMh*n;a3lom>3hG+Cb0yiO3nFF<DS;e;z=i4r?#C`c_^EWABQN>ShW{;LX+PS93Ny57
4#tDcwq$g^?&JaR@=j-^C)|<*Y=ggIMe{72JHrOgdZl60;0Z56hT>B5<Yx$%6Ubsy408Ksp`m+>%;x!
2gIO(ecB}ZNY3O&~6t4}ern_pz!c-tCJR|cMXQa8B`HLP~=^0A-<x?ql23_TZ^h3TzER%4bo`x}RBs6
#qE_KX7|Bc?b9jk5Q<Bb=CO=ICC0J>4`%W$BpHRM_HdNs5JZk3iaFE4Hv#eJKT-noQeOqyW%~ES-nfS
-qEd94Hn!HaUf%PLdnvs2Aki+f}Qc0eJ`EdXvSwvg@)rvu(j!nV#TQuccq>oY75Phk}=*xdO{%51yxT
Qo<*1%xI*G{WTPbzdyOD7ZX5cdIf{>|0OSvmEy>hrnn*{XcAaPs`wb6kHP`ZOG6CSbs?}bti^h+o2=x
co;3(e@FpWvoqbP%?#HB_XWU3QIShWaG~_^}&V^<-L1qC^vx-99#-9dpzu55}y@TUb`@BzGS;i@Q(SG
cvYH{pzGV)3kvcD_oJSVhh%mDcRF^uIHulv3O@P(4{Kf$dcXEb)h(&v<r#fWtdboxT+_m~ScGeuE!#R
ZW&s^gbC`kn9lZgPo!1~Cty^I(qNz#J-hIPP!^301Cqg;m(fqr(}`^3+1>{Kk0iRdIBgy4yc*5m-C0E
#d_C)Weqza2es-vs4Y$OfMr_GD6UXENLZPvANwF;_LOUtnv_~Boklft$uyqKWG3&<E{qU^99)Vrfq7K
SFM!}UJJEALM^5{%&V37p7c8$jh#hLGs$g~d4~R}%2$M$FwK{^sUK`aG6}X_Oaku6zQ{k}+}%fpgcW?
X@Yk~JZ#iud965iLfu);o51ns-F#&>@@jzvCc&X}Z)dDW3MRoLJ75EVLT8LvfDRFyRWU|huQhgxIocj
njlCwv=|KqTr6*ZU)*M|F_ncp@iVnz<Xrh|rL8(U0yMY6+=_%jNK<v^e?>Xl)lbWaK+`D}?f8$w?+WS
s_F*ASOZn&6s$2(GCn+{zoWP{1EO1qmrE*1?ES_~#NPgi7pTchq%y2`O3PEaCW`!d>h2bxtl8ki`+PE
lS{oZ^r7r=!Mq?9Bk$;GvN>!r*)o1X~Wqq%j!9bu+M@S#O^(7#3lvGPN<wAb&+n7*B*e93XpNpDR{#=
3M9Ov3nTo~tXr+dl;zt72TOX@sQ|9%GrgV0zyGU3kIteWvJR!}zm0x~Tf(&~(5RDRRL>(Rr6*SR(psF
K&O#OX$>0V57q*J2YuLwz98yB?*=_dJ=dOgn+|>6Di^%T0%lrNj9iyR?Jaa?slm9pT_Re6MNgejE!1X
pwM{EQ|m4)u!b_Ep<7VmdY28d)+dh`H^Da6*xd-%soJysJ~AwchB#$2d&^b-NU^b;7^!xE!VeMC8rl&
Xxrf{@tGbb^l1ZC7Ad^0I|P^;d_;Ow_<qxOSr+ja)RQOxL62v=~j?g8D?jv`u(ZohLvNpjOLtSH4E?H
n9bxn3fyr<nRWEC8?B-E!B@s!_Mk-I}xXo*-k^N-}QLihN(N#y1O3qHFa_9aRduVOwC91yrlp{N4`$6
FZ?HnR3o<?j^v<SO-<tMcYBZ|@F#9|CU}Hr%Ioe`YciJ&Nj%(Y;Hv5wWUz%4eIJ8V8xh60yl8*4(?1p
gF=MrJ+49v2_Z6r=CrDe2Edf<B1MzJ|9=MuF$i}~q35P0R>OLz&6|K`2KT#rvt&*DFUa>{B-QKBH#b8
8c?i@nyT;>m{l~GwKzSuY`dqM4XLyYM7l7<!_bv7bvK^O1O!ZL0J8n5rVW1lwb;fbPYB>DLM+vDyfi>
S4z`OY6=v=c$GC{-9tx#Y7G{558<`%5Wglk@Dp#SiA}W9H5EVSb=QD_b`Mj{>WhKTwQ6>ClJAn^o8-@
sFniN+*o53f0H@c~QDU3e+_e&zVSm+$?NdARu6FkhDA6thy}x7pA342fD~B|1f`oh2ApFr0r}TWl3bP
gq>TZ)%wuoEBAnOzm)QWl#>axgP1bF;}VYov~;QXAZfy>;oQX9To~3^_OF5V>NiFR@Da2ps#Ky&cK&$
C4*-ao`QCLAzf5{$tIVw#Si7H)3c`NYCN5C#de0_4GV~FVAJkiD%@cAyl}Hh$2t7<&dmoP!FH#Ot>;V
Kw^${Q#AWz=u%Dyli0SjF0F}xPWF|Er>e<i~xHYkjzQJkdLrsyo{IV(dc2MG7hXSh1q0Hb2~QSU2mIm
8jar)~k0zVzG%y8+g5@*tbsG*D#^8QFUTJzd>8oXWUZO?Sx)T_a_<L(-<5h8QZcHG^`q7{H@?yXqLaE
_FGp1bMrYS6$I&XG!V*7tNNl4rUmlX~g1Y@-#f_tbv=DKJ85kSY&v4dW_o~$#z52I`&<v7X*g|Xrq>G
*;=k<-L`sb&XL8?X391k@!#Z>5fqiLehx7lOb8r-cCaPZsX_6Lwk%_)IlU3hg~q<Cr1-IVxE*c2LF@}
nuZw7IzE@K6RbQ=qad3#hT$*8qJuH!+Fz356!k1CKdHFTSdOb=dO(={UPF5e|)#riN>6mgerRcWE#s)
a%5R2CN#%qyWT1WNWt~(6H^e{8o0v0<&W@oXo%)(h$(i{}e8a7>}K_@hC7H5I_@k@8`0DpPrlVAFR6A
YsTz=6;qZw{lyeG=sYZKp#gw{~d)*c8nt4Te^9iFTaoYP(Z(l?${ba3nn2bfxLR_S=oOi1uhBL~;gDM
X(S_{>-<*34E|vQBG!1<B5RcXUG5vVgV)lfbS^S0r)h)PR`AIB<GfX)=CxE$2=oVosnvFid0eOrA-Es
DhS$xZex}F7)82>)BHXTT)Q>4<!4M^_xAq1X8r;Wa_DURqg@DTK|my57@nWT6xa7yaR9)bZvcGBM%DU
{`(#3O-#``M)p4Twx1#}IfA_Q+gjT%s5<w8oP$hhAhiv0%ZK8Zo)cTgm;t5BnSdlz*{IOQ#=1i?&H$b
p!@H4#ch|)+HJ|?;%bm_m7A~LW^UIjqq=XP0+tU1ig{^HQ9p-^(Si1OQc%x**wJZ!D8#izFu64)a~hD
Z9t+yG49H)B2`Pw~z~@;+t@mqP-<NJbk61_n;I+zkxL>{rqeI_d8w2lr7_cKQfLX=DDPpB?5Uv74u#C
AF?jOzSG%63P}?QNABlw+&yxJ+(40Ywk4@9BJ$pEiA&xEEI(}wLUct$y3FNb=cUM-uEqJ<F2yrM37rK
ztWXNO)bhuBt%}pLGoY(F2P3e%KJwD7)nF%x5^-NcqSohx8`_HQ^351=;URTxYWz7okipY^&U|6p<Sm
aQsH}dkp0&A67=AfT~IM*5}r!urgHsEF&hHy!xV7C4Be`clVEmuF!6=_xlDJYicwNX_E!vqW#m7e6xl
_I<yAp3DPCYZQ7tqXM<s|PE))Q0gR5h)7Xx0x%-jHFjtY4(-}SieL~M7@#C~<S`G?Vhx+DDBFg+}0JT
j<MY{TMj(WDZx@3$9Ro!yT699O8#YiX%v0*Bh3zFyZ{F5khNmBp2K=sSpc)N(P7llIcBP#>>ypCuEyT
x)go#x*|tknCZePem-T?f~)y?MS#FjF!STFQj6vDL(jZUO^$@u=k2;w=iqyS21?iR>A>F9|K1HuV(E4
n$!5il3l!mE4StzB^O^4XJy-#gn=Q5HYlG?x;?u-JbfM2Rx<c{OY!;fOLz2h2#o(j@5luD#agC=o_FF
q2LBU^lIpLHmT;jK@39LrgBcDz7Y-uNikG}o86x$*<LQB}Ih=K&4J@C6+6<@lTQl{m&2J2CCEs7>o{W
zm6E)13$rO(VK=M5W8$D*^d2qVFGNxc(!es85M+xO@uu0+dbuD9JWkBnr-Pd8kQiBiI%TEDUhapRu^%
QV+x`Q6P$Q<uejQS2+;~9ms51SOBUGap1?l(1^Y;b<VgOk-vuJeLJqh69M2iMr63AOR-l7Gwc2fRf7m
A{#@rA@dSxvURGp9b=$>|pF5rw;z<#yve(NUw*j74-j+R2<ZPVpqQYCob3swaM^BEJ|FYKNIf*mKtt4
9lB}UbNPb}NF=Pb!rk#`#k47y`Re)(vd2MefmNK5BUXVfKnK;k%0JNghnGgDGoOx|TbCM>DI5;4OkN{
<MF|V5VsFkX{w;}ys(7rY@1!ydbi-vL$hMV-0?OHB6_`Dss}8;kEkTA^O^sv4^wumhQv`_PNH;rnA-i
V<zFHO%)uEXTWxlv2<KoG)(MSKFyDx=c^Yld0qGj`V)tl)65I0bM6QXNMwzOUI#-gnAICi_8t~m`Lfp
n%@Ma}m_n1+!&K@3y&3B?{tCQBlMg$VWiK;#y97RZdP|K#CpXZ!4R<x`VM5Qs-~{mhnJXldg`FeeG+g
yB?h+v5hLWTsHYo6u{;REMz3mn}9UC0nVi@jM}>!bK1f1nn#{7!_n?O*6*3v(RM+9cA}@*f%+DW}kC{
QCuu-P|J-e@Tu8GTyuDg4vgvQ_9#WeUUbxbQPGlD1Uq)juuLvqHxFwGxQddh=Wa>;MkDo}X6lB>zS@9
)IOMwee2r!v5|{8@(Rz_d$?=v=kpeuVOd^8r(<*W*3`kDEL!QCmJD2C85GTvFP9zcs{?@p@NL1wuxBe
LfqqrM+;*)+DELz>?q!^@V(+;hh;sB3-lNf~^)894}-KhCcYA#0Vc+B^17m>!4*4VMb=NUA(7w~m<QP
AD3NKy;B3KARp(t}H54wA9>Yj3%y8LQhgrMU!yr7mXj7p-rc_OYIHuTG{=<6@XW_HVF7nOaSDwTHvXu
%?_%_-Q2g*1aB7f0$$S8AXmVzY~UN%IYaMaq#_SwP_8+b#Mxy9s%CyJA$S^k8wMT2u+_S5JdZ2T<~4-
>8h`Od9j~Q<wSEIlX=H8;OdbM|Kx~I*)pgef^pEc1lrOU9J;Z<OI7zRCb#*L9Q)6koaRZ*fl*}Wv!hI
DUpy?c=kzy`g=e~>)>mKhp!!#k0hB=zG&|@oFUV$M()1P77Do#_ucd?mQx<&R`*`fq(?6#?oYQcAosO
$Ki6NehuTTwP#%2?|kar>l7}iWqH^$j;dhxtR{(aIpXJ&b}psA^9Q)}R;y)i*xrZLKwwsI~y<qL#-w!
9>Pky*n~On;jUx1!dT%-NtRsqUDxCe3F|69*p+%RQA4iLI8MO_+z<ZYX@_9XH*|UMxBT#3-Vxp!-<~^
2w)?ZYAoH3UD0EF!EEcdmyW~@(pHTDwk`X*YTMZ`b^EH5G5QA%Xdd&89u*ap2H=`7K%)_*DL-R$W)Ra
E>`0eLco_J1$Y>iUGy1Gqos)2u`yK;<Z#vuD}BV(&bZL~r7^HUicwTi3Qb4atbC()xC*vcl9W)tZ;J~
8)~(J{U^R{B%C2p~>$`g`<aqTR&WW<Z6wm8AT|@(@Po!$nzScy#A!pq0HJqS&)(M^1`z<23BP=-E<Ur
^4a@{k$oSK}Y_rK_Y4$Kl;zGvm|BUB6HZ?l(Y;b=WZPT2l+m8eK=x=GCS7CWUIr0{-J^SYmoMNWR^-r
+zea%Lk|I}`}Qa=#=CWI9j=pVg>y^6w83b2YtLM6e*);wstQu+;riqkxJ?F-f{;et^M!HS!9?xd-)5L
VWCnOjm45M!j<}```9NHN(O#J8sE?xZEHhW!(<z+Y7r)=(I3)v&AYWUa`B|%v~Um)PK9)Bl7ebNP}GR
VtuXzp#yp>_)uj6xXky%oS92AzpXdpPF&ld9FUbtEOj{uJFAfY*v%d>wbL!#m;ff1XYeAiNT%98iqRw
rz9U^(bO1q+JD^0lrGPc5P*770w%3U_%CA8TccrWZ;TmWl39i#Sa<{Hz#vqKycSiNMpH_@P@LEp2vz)
Uj8mNhfNSg)&_(MT<9<Nrc2~pfL?_zKNYz`G%{occ>G6#>nis>V2QtLNvb~(NtJZrAQV@T=TSOQXP#*
PA_qY4~MXe1UmiCr8~50`fLXR`-Ee$bdgrOPjh9-wFlp&o0Wwt9_WiVuviR2O~WkAAL~@->x1>8pS~V
DouQ)+Yt}`{|$ZbT_)?dItBhg2rRQvi0}D_3u|(h|w4?BCd@meM^+5u*{eC_oN(sBEK+DD&=!@2UtBR
SsZ|u9S!8jnWAt@Gg~8ucn~qQ9;f7&k=8AA#lGP8wW-vIMB;C-i~SKRJ-nT=#6@!g2f!m_b<q_Tv=T7
hNpE3$D~TgAU^dCjhTyr{8kZehmtg=%Kx|8ru)cKC|BMFRx;+WUe;F}_RP+*pqTw$0wI|`PqNycoPul
FjONVgr=J4379^tFl2R4dM`$5@#a2dRj#hh#s`#Z<TFWqZ^`f24~Vnl7M9TP_vXx;{VI|P5jr3K;H)n
-QTz>fMIYAqW0MUXEH<>KH|*o;(5z0DiRV!G(oaC-p1SNpVm6j=}JE-70LfCVwiSJtL8U6V?W{lp5Te
2cn%^;v<`mQMOg^_u%|_iqT!2!Mx&8|ha|a>N?L{)T_}V<^Fk=0;~xKg*cxj4<X?Kk&uZknQ&jo(KV#
l*AO&@dfn4&tS^PRFIjIE|a@e#C8RkWn3=rL7To1LdDE()`={@XJL!5<DGo*WvBAH@G9>}NPB9+Jb3h
Y^fTtJklnx~c~H-z6KqFAwL-8+gc&q&^H2C6y*(c|Y)da)jHw*ReoydV25v!S2tLYI&)c*y-mHub72t
UV>AZ16v@6W46}`nl&S9ebD6`=ALNi(TA4H{T8%0)f(pO(+AjP1dn>^-<LtK*j$k+{0smZSR@=dJ?iB
81UN7**t2ZqsB2Ud2*u^(nC4xn46Hi=VoIG~j^8aPx3heR;?zf3GZ0!a?}oU9SO@`8TDJ&F^$5NWO#x
e*f1OTOD3Vkap&eerxQz;ez}^v4~y4Gz?N09ko-$GEk_JaK&YKwxTu2ps|+<F^iGUzzDb(b3wjP`0%;
;{dI9WiYK1x8p?dD1>UZsdxV;>0<VB!4hJUg5QJOx+`W~e)Hgp`9ALsmyHivwG3_(V060I3|^LB-3F=
@{n#2;ckH4N2-N$u2a0)VLkh|C2zFQiuI~r`$z66Ut040zzu?rY9Y|w)#wS}4X^vCKIYSE32+WpVf!>
CJqOHATS%>VGi%^0b71s|;$3N{AbDm>oycl|*KaPRK>dDvJc!Sfrv$g77LS}f#=-t+iJ6X*cBxXzPRm
ks>DU8CQsVkg$C&zf}f3w5ivScXeIT2Yt1dI${2*kHc6-(Ki<qaGtPp^BD3tp!Ryx3R>)io<ic_Xwx;
_2tx)4k%f%~g39ZWU<ZZXUNinSZcdr{B#@(sI#{EY~#z_+JvhQs=*?zOGSQ`+qS5bSz5D;?;h^Mw2+0
T18*pXninnK7(j-PCl!iv+b{yB-&1kxNBAcPeii6K(-fW6#(7O3rBt|hUWI25>5<yL9<X-EH3UGCMcD
>E-_k?<|vp(X~M4g8>=iq@(@HUF&&DaIT^SwNM3$D3aFx~_d$bsf1*QMFwg9G(SalpV<J+)`3N`e!aL
R-KrcxOJWcO5jg}v@FgWM~!eiRd1+-?V?Ni>7ODpAxayE*gbaJ$h{lmN)E2I4)>`q0B8<lW6p?X$$1U
UDtZq(N?j$gVam2ih%n4Qe;ZDmgZy`08M8VQ|T0N!`bkB>o|ll)a%D8hw0MN)TDM?aDC2*E6b>D#6mO
>}rDho)go!kxIYS&IKOh2UWeP@~<r<-w65D*xcZaK+0tvQ<#bX=zXs`jYQn$YD&?0%xXHi|L{SgHB2j
ht#~>j5#BxUttz+qI;|xLt===Nc^2svQEHuYl)eaPUE=w@;zw=?=c+T#$LYPs`xt4YGtdn%85&xN_=r
Tjd-J~hsTK|qB=AXt)x(K4s$hrMjZ4!!u*Y6&kb>_>uStp{((%H!7<QwH=A~}<y%_W$7dRe;w4F0epu
=Dh6X;D%;Nnt=}w@Z?HN&Olz<Uv+Fd_}fQv||y2@R{x;D?SJ{e|Wfj#s-SV&cI$fm%EfI3zf*Ti|Xt4
A!u0KjoA(8YbSE{mmOv?#iSI*~P}yL<L`4+41YdWs(vva!**7fgX{`;-}UZ02&{##VjH*CJKm*fDS)V
CnuajvDRDh4{Gn0mdgC?YM~Nu?+(j(G{8`VOfP1QVT65*asw+Bret~lMtm)rjbr6@TC?X_!9_ZrIZc=
jg}%%vMJ^aXvm6OMyle&Bb4}q1q=-Kr_>GefpQ+N4!v*|wQn#t47ljLA!)9IpLLz6DUJguqYm=Z>E0v
I3;FW1Q6+}6jniUILmTu;p~6`4PRkd*Aq?rls(%}+?LP1$(9~e)Q2&FpaY8qH{#cQjRAo{<vqTM%&GJ
lCb^{_tIHg&bT?l+Pa=9~G;-9L+PN=WHKO$;xk5%LAJ>WV|)j5J3O0k`W$}A{^l~8MF%9VeKn0=p{$f
&#V!WIPsa%kZix@F}{#2daAI8$<vFZ1Uy#m-!A?Rq3bNII$XDGjLaM4H*gC-gMiRm;(Fr^Rd9?hi>aG
ldYP(&-!EoR)F`T4XH)f;@b!D-8L*5$ZiT6(3>xFX-?D9f<3L?4VQHjvPr~%G@<<0N2T*beExds+M<^
BdxOwCs#~q>7L5Nry>rhQ0U_fp~cDdlFg4MjcT262{PA#H{9}gtp3_wiL!uxeluAbA@^_4aTnl##`q?
2?3-gd%rYzGp-d&Hi&|<tpEyJmqlYUa4O6l>z<y)F!aC1hDfUPXV#rMt$?$ViGkjf1K`tGf%^C5^%oE
XEsW8lzd8&y{Yd72xhv{!CCeRM0wqmpf!KCh!eAZB=v!$0D$$Ryi?_}x^(aCVT%7C!90w330OF&Tl*A
zyZAIcL{Amjz;z<GZTnA1AfTs7{(C0bn_2BHDj)tMr>WUr=e_<$CIQr1s%dP|R9YN50b*#7kIe^T7i@
N<nos2rpm-EG0gZ}~ijx08gB-489m$c@2#uHf?Ko<LXXL^7BkuI$sztZ2nctJi63K8z2^o#hMu!G|z}
y9o0rt%?iOwPCOsUspka*=5~fweuYpR^9T5*6g-3msc~xVy_EfIR(#nvq!m>vWNk;e;$xo1WIZy$EWr
_s9vy$@u)6Nu&u5n_w5e{TA%{<eBOMm!i^pR1wHMar-7YH23FME^XOm)WhM6>cv6rEfs_uK95W=!Vst
-j*A9Y5g816A*$-J=!)XnMl@mB5_3GbvOE(RkSXg%lR$d{S37cWLabL-;k{8C|N)ooBtt~R500!8V=I
6UDWKyp*=YK5?u}F3fDj|4p#dgTy<$q?dj`|jbO>@Zm5r&h-cN;bv_YY+MqVyoc8T6*vaoQ0p(b&IAZ
h?@s9Ng<K-EB?{-DLF}^^<W0+(#CU+cnEv((0rHQd=XoKm4#&8qcx(aY~{qP!nzXgJr8|63kC&Hh~HJ
jSrwC3f|Yz{Sp=HED&4F>>hSO#0udILYJ9jKJzuGxQ$-oj5c6X;20U?t%DmXUCIro1Vwl+;t<D0WC8i
$<2*EOoSQ^UK|o#OEy+`&E|f$h&-GR-g@b0T4>j(THQnF;fJomPk<krN>W{P+jxDeAHLAxG*X?@XOJJ
o=;9n-~90s70J){&;c;2*ij1Uj%43hKkB!1=Z@d14x$gOI=BPX2vlV8S=R_U*_O&DwphXu=)^2pQhDF
y}dOhUgt)&61&gI9UC=|)U5sfRFw7nn&c`do)*&-u^Yqq}mMGtoyc<EQZeg+kMP7i5Ld1bPd)Clxp<N
G+IQzZMG^5gq>2<3;HXJyoaK%^6ICXvuuPf8L&m{=wmV)@#AahME#`DS5v{;CEiJQ;S7zb@)qC^+~BH
ORlw`{i{s)yyuzsY4T+a+|H_eANmc(laYk1eDJ~@tQ-2k9sRAUnwsgqbeKJ%;gT=$_dkeGsnfV2C$%0
c^P6P;s!kM)iDImZgk`IDQ-^}3DsB=%D-d}Wm>BHB+53v3Xx8<%x!0n`DIDD074`a^C1&|#-;mRo$s2
^j<!8dSYH`-n50IGoxFQao9IY%p$Q|xuGj8m<Hvv6FkoC}vqzA~9?N0knxH9Dboz=r0Vwa)g%N$cBJM
%;xrY)9a1XZCv>MeJKG!7~z?Q~I{qKk}jGFWgrB+50Tl{(bG;@B(+Bl`5?9#WnX%G82Z^7Vg$NrPTeM
H?&373?3=4>+`=Gt>zPOuVa4d1}b=_<j~sCE)?&<zH&CWtziv0<*$(40X)tK~N(r)*wP&@9EnY-Bbt}
ortY0-27=D)kmgjb|Mi7a0W`09!i?Kh$+xtXPG~u;A!oe`hhrb(bE$vo2v^GfZ<(7x2%}^7y<bIF$kC
LP&VSLU2e8y#Tx2gmcSNW1AaG<BF2X-`k4B#5g<Yqh#6iBhi#ScT#XwMI{eSw#(N4pw8XjJ3|~umyh^
4>#6fX3CniLiBiSc>#ljg?4=&jZ&LGEKa+#Znimk9;GGVud>|eI@eC~e5sK&HAmq*+MXI}fd6uQLOB6
n=r8RgmQ({bbdQJZ{s$ztw1o%i!~=pj9k+Ci-`PNl{ap*-9tOr)7<@!_PZcuvayb5j}#KZnf@yJnO$V
=@pLH!r`ub~F!0F4%{HqJNtjwCm-~j%z|x{Fd<<U0&=KCSqu&=Aq(&ia!yjLcLY0eNKnuCSTIk`nyg7
?c{bBh`o&zco3Q!=Xt=>E%uoM(E{f*ewCBb<<w*N<9ZxAwY2grxe0C+u<N`_=J&UDiMNOJSqGF50RVp
`HeEsQ_Tel1JqJpl;MVn+VMcrT=;Xz~$o^#-^n&Qnq0^`6E(xZ}<A16nBjx5V$rP&KDJ8F96{nx{lOH
^xAYSVlf;KIrzwdO$;Bzd-PEBV&6Z-5|G1jRC1XIE^4Qey^NF@(S)=svG_#=s|`8L3^Yp<6mp5~X5=B
Sid`dl8lG3}P#G4Zt4%++-Er_iG)ZzuLs)(}_1Gx9g*J`?t;vqCXP{YybmSCA9kQ-KPO3viO10;GSrV
p0Q^ru2IZ`7j<@`;tuEC&8111-HOPEAMbx`_)-gJ_C7h@L1!!cxaO~>T!8#nYut$pexeG#k0%u;IAmt
wO>9-bvpIcy&zHI?WNad-#S2JvlZJ1Eu1*8<;cup7xk$3h~cQ`B@fjdVR)-urzofqdS&v-D=#=NRw*0
^K@~$Y@g%S66Ik04qR01&@XCmHnhb8!tjvgdy{gz)XIl0~&WG^|RDDouD>iCz>72JAQZRHmSh|3`ynT
VgxX{se0tq7+b1J)qd(&N@d3Rk!DUh}F+S<cMKHYEtddIBiM0c^0fKR;}V61hP%KS$hdSx=hz+(bD_+
RVrNBA3~MC0pT9H-8WOrUvSojWjU4N29v@@wF%_ZSAM+BLGueu2U!>F}Z9YovM)=j%rbD-n~wB0uX|B
7n=V1bB$8{b(j!$$uXcFgI28WMqoZ787irs?El)V}OIKe+A}QZ;i;(v72)`UG_n_%EVGceOOKMcO9C>
9RR}rW~I*Vn=GpkqR1A2Ss-yDuQy~A1PH~tEU$cZw+&TX-c|`Dx1l)mZ^R6P_@uxbiMSU~PSSLu%V>C
kJdEZI?xm7glOWPPl=<iL5I9M-2;bvgj#4r@fiKfij>oAf8({L5i3g+MLHa_sKB0WvC+U$siz?RYg_)
0%Brg`N097>s-B}jCD@~=nRzyD)k#TOAac#VFRodidc8nWr>6hXz8c}SUPy}>JWuI0Z<b(Vd@*{W&TY
|dkyheX6Lq8@dEk?adU!nzMW%BEPX_yt9dy$v|0$R5tto>kkBhcV0hh`v|Jp@kWtr1&No7+o>$q<uLh
Sz9s>wZwhT!L!@w&fi50P0YmZ;Ecenu;gboG67D1%fBdLQS*{Vz&74Sp-##O^XP}=&-LBPfUoi<Va1Q
P+NK<3Qyj-x1(fi=T`T6VzU~`u?%E*V>avcb{-ndTyAV4PT@|Tm$M<JSP>!JLTR&Bu|Em7LGZ^z%Jp)
5OE3H)Fb0uO!b@iU5Or1?e^q5+Le{<4I9*;T!JINa5QU(Kh1@@5>%+9C64bUY0!MPr!XuZj0Nj`S2I)
bp7`EPN!mu?3LB<QL9X7wJGx(I~zD2LJ^5h!ljR35*MGD@MqH!kYhMi9Lf|OC<<xUMyfEM!QkAqIoQi
4Qt>pqyLPUUwek@qErKdLX0p^W(Y>idIT`DcO)ODb7#?j}UjJX0}^aWJV*09@{;@9<#Eh#(=J8ddSbk
CI(KeeCQUpkPqefNzzRc^p)G^oQbCZEZO7AzsHQ>GSk<lNgFXsOYQB%TanaaYe8cH^a8!Xz^Asx|0|Y
(L1OQhHiV#!1`t%Gu#cjTk~Etg+kfYSIl-#FNF@{ID?wc^b0L{uXdTSQN=HfDdOfNMs@kFqRwSg^~9f
)bYvUz%K_|U8FMpd?03SP@8j{s&q1X7BV(x{bgWv|wx)*H9HaGVD}<sMJTwZ>t04nILH^?0anE-I$wg
Vvb-o;JuFAgy0T+i9cwi~1%@Pcd)*|bu0c<jelr9%B-L}UYXX6GY%NB1oZKS1P!pr_62EIw4M9{q{L~
OBLzYgJ#f`vsE#Ln0&amm(r6rw&n0g-n8vT+M9MO%Tg<w3dB_?!D(O?L&K)Zk34WaSf1S%w}zheP;25
mP_;4%%TvOd%=iB?{nCaQ77f0z<3KsUSkl?m1Uh-qC~@1=~$#bz8mvw)Vvxy<t~Hvj$y3@g!s=&v=nd
qZVYaJjw=Rl+&Zn3LwHe-)YfHy4Qd0iY?M$YP37VxTf!N@~?$FnxnhjZm3VdB#(7E2El+oJEm)^;3Iw
d517JYH2rPWUHct!rX-JLX*i$$#Xa+FUj@RE2w9RV4o&l=s`;&cyTr2-SFF#Fwi<VyS<NHo!~mhD_$H
cf^C)r@F!!S{3lxw>&dxh<wTMFZr|ID*w%8~|=dld=7h2^^TEwZj+%xiMdtyMeMTmiM9>uH9l_VL?jc
d?t@IS#z4+~#h%VE?%&eYfsAoXAqNV=*dLya3JfBXk@<}?Y#-bB+a63IzQs9avfx-Cj~GoTaUKm>m4d
4zJGB@$h>vkJ0FN~N2G0y)t!H}4|1d>er0ybg!2cly+WS7g>r05faR_jiAZwK3U;tOJ&k_esl4dkJcu
<m50#tBn#1W+(Cf7;ff!j0t`@QEH<CHM9I^bAB~P%IAZ=oPlF`O4~b+?l}x`@ar4(R<~XPb%r~3G^lf
>N_}_f1`qHUIeX=Sd4Lt@gTUBVera8@jMSs-LA+6U_)iFNQ`Cges(a8*N~CpU^!hD3!9a;=Q2ibw$S9
4Tv?Bl}-X>*b3CF8piL*s5jT?%&m$hMQcr8!qiuxUER3RZMId+R7x<<ZO@0}a=0*)ACz}~9Pm#~~W$J
;!Ae}Yf#QY*jJ(M0(kpTn`%EsJ~V-z!XTDJo?^@ee2#I-AbDL!6kr?yl;(16yB5vU6EW#!YTeiT9nUD
JBk^lXVf$l-<5_ip#C69Sp@B%v4>;I5Rk1qub(ats{A(<P$~Ze=`tuY0JDA)2y*j%^w>~hN>jwG6Z@!
4dZI?081X~`uWT*)~LFoL-t?f2)V4Q4O(Tz)^C{?=PwS}2_WxAeg}N`ZOInN&nvXKb~4W#XTx>I3ul>
R&g&OuKB*H%g(^aVw6)Dus<-xefx(%Xkd7T}v+$yZb^f&d3Ci?x@xy;XDI}ux(^R-KY=q?|5ktV7iS8
l=pw$U0$tA}gQrmsW@1=8D3y>DiRt^cFi)qpc&4x_^v062FH0&um+LVAk7FOf1O?*_jOGF<{<YY6Y#j
1#vR3qQJYATgr$PcARRnM8$ASN-(OP|xN88VBXrpJB`g;{fa$|va##xnF)(-wP1GbU7z6yRrJ#D_sNH
xqA7UjK}vN;$}?rjGc;?u7qEX)?O0?8y?BLLP00FurOx?DptP!JfVsIelB8KK@~xPwWgV(d$742PnE#
_W7b1)||{#J|G}Uj83YQk2caC;>aQ@pG5hs#k1e>lUUMaXz%^_u=;?t!7rHgQN&kTb#pt_GhB(zME@#
-^zi~&T54vfWJk`({P|ry*bO9OT;?v>P5qF2#<=4Eh1QVAn1m;rJaNgNk<Mo;JdKja9G-pRer%{rVa>
X+|NmGYfLfL210PQc*vtC9a6(jl-Xqn^BS)^wXLDaTmm$u=jA06HXIF6+oQzMyQUQx%hw8Kk?JNu>_G
F0--|>o9pJuu@lZl`!n+5)B$9b=Jb`7_VdwP9wP93!(EH8uYr#!1t1A>PsRgZslcA&d`K<Z1xjOQ?+o
HRV_;HnoMRAq7w8NyrM#Ojs_W<199LUN(7F<zM`$mNo|=d2!P8wRs8HCPSUg8@ilN?)a2R-o5pAt)yS
-%4ad0hT|z8jQJPhKVZ0wEchdEQtKP6oWUP49<Lv$A^1IqzG70WuUQCON*A}qx#Ksq%<!Sa#boK2Otb
Lu|)ftN$9K;0*<XYdNeLnc#{>Mbqgbf^8<MR)e7w;^|T)3awl%kPK26AkbfLY>OBKdmay<73T$pHQqs
;q-*Tj2Kr4CTUven=H(MK`Z4}YywIeps5`7|UHQ;vB4$gDzNwa+dZZ-GLSWz(cQ@ruA-y_mBtiTH@Re
1Az(ImC8l{X6nBT{U)U2KIoUXzXsXy~}x9G~a<FQ5?XB#b8@SlKo7<F(r+<0ON8q8-e9MY@K9WkuPc=
s&L~NJyhS8;5NLZ%2;5SZDX#UUEPSc!L5=;CD0%5S$7PT-9fwu|ItjE)z@KHKaO*mmZ%RD@j%eqr*M_
ak=(en5Ncj1SZs1j3tjp+0|v_Zg;jslo;6MKZ)GgfJ{-WPr|P>X2#MQULAzUgq#KztV{k#G$qK@FG2_
v5<|Dw4cC1)Wh7^2S|O_rbb?w8@28V>V1!2evX&WWrqk}*r(yxzY<IAoi`PJI<=2Vj#`Ln^Yn{`?wnc
MAV3GqPMTH2!OJ-SHv-v)^q~m<@jRxkGoCQ%|0!eE4CA6$$Q-%0bAc=z+vAUEfd*?4ljg6Imv;BU(dM
CN*SjY`ICnJwFuYtQ{_+Oh`AZY$4CxAVf_$Mx7p|9e{iUFh5dlbp5?%37P3TJCEstlFX#tuuBmq%OO7
z>-!hx=700wpXZYCm4+7by4tr@9xu5ZsW%ikpDagX=w7%SC(>l4TNG8}PL`oLXO|CmDti@ka6z$OHk}
2IPN5C48BWr2)zV>*!Y0k*SMi{uTu!g~;4)e0X9}(Oi<4L-#^O7&HPLA%lSw%!o*gcwWYi&GDfOgiRk
`=Gw1F!)q2Go|<GD*YprB=Kx;2cQE$10R9r56v3rBS;>R-#Q+;Yw7J^6<hjPG!7RAkK6kzaTT2x5(-}
w%#nTfNTZZ2~T9*~gDkcz$nG>*&^(`+cAMb<|Bw8~h<M`CtfM_&<i-TzPKtDyUg~y8k_Cs(!hKKGGf8
7<ROp3t(&%KC}`GQid=EyYx0#tElJ#9&}I_L>bO}w~dh6;lfpr1QHkmF8w$g*$8i^6=%fO3G`#53cFn
0**fZvWbM!YKfpaaxUJRF1pPSb&mv=gGvXvCu@#=uWUB{o~3*x^C>lWE{>rf)#8B0DS3fs#-n7j=%GS
;%%F*WO$8=*5vkua4XFffC5(^JJ{$>#pZ^9tS`#W3&)BER*xZucXG9m*hF8DO9hj1W8c}IisA%QL}$8
4?Z!sTakq;ic^-qo?>!opJb9;Xwp$hd`c_6hJ-jPcU^tE+99VdY!qx#k_9Pmt6`TcgEqMtoWC?NG6e8
VyDGUPT_O6cRRw4P&z5oZOj8t<>VAqAg9^2^BaVf6UrA}MlIqKzQ>iQiNXa?;<J*n(tOyV{y&E#-gbq
Jsg@rgBEl|iL+FSvj~6uvLL9#nBHWG~mSoK-#%3dinbP$7DVv8a<`kis)`K}bSp;DhO>W^Ak{>`ozaw
zFoxjvDk+_d&AxwhFLrJ=hst^Qyl+wU{;>`NMAifX)s2_1yJdGQ*FIL?K>0HQ>?Pb=h1l$y+%~k8IZb
<y}Q`>fr2H^WFS4u{emRz6uAiNLl#kjAm<uHvHx~^D0_~+b(=F{igpmOc5Trtvr*zs)kqzCXI494swr
e!>e6i`|L0WleBrc;i~x)J95{BpVnmXwcB_Lw|RXiCue#P<2u{MS#;w#nc%&I;QOLT6W@&6lt!!<k;r
Nf>wv^qa)0KiK@2nicq)dqcoYQFMsdljXV+SliBrA60m+{|Me`@FU0y62OHbv0M_VX;a~{VJe&(atge
O_al;6pbU7JYVnQG3Xh=vhn%xVa>J1_KfM$uNDIN%FWnsniEdD?R0vxx~otZsp{%UAZxjk!fd5zJmR%
$5{+l)71Nv_I^woH7|8tnb460Q<xo_6gVLF>C9_7*wK;<s9I#{uCsr3$g@ra2Ypb7$AYN0lykW40?c8
AI#0^Nk<Tp#CwFDhXPOEgDm>323+9z(u2f`d|j_QFIy~U8p9%r?k{TB`FQTar#6F5ltQEn*eX2bz4?4
UzE$?NP)1(ZdjLd_4F%lsO4xS|_25h}mWMk=tv*-iTCZ+~6a4qm2>pv>$Gi`@=V%Wkq6&dYxKM^b!35
R0`Q`uX#Uua@F($kvMeOq%e)7^GAfq6daD02hG7P2b?ArHpBgu$j&x&?(>{j(+jag79%|5AJz#$hB)u
YA<*rc-j4nc1vY?V$_gC&fzt)6}^^hKlUtAS9@_CQp+Q<_!DEU2dI^SAX!r^gJ&3*eCKCX{VoHvpmM|
0kpofI6MfGNe+*+5-#EYxy5-%iF^HRk}FGvK!1>Rc)$|S7un1FfD(Ll}t?cdc82NW+WUgx)<ONt07tf
O^-O@8T1}pM~i%Ajl^<TW3rE-*=1p+leZzIEx5*;?f3$Lao~xhoa*fraGx3W&f^fNah{iPT-}73;7_;
iVfEy1%bvL}v5=B+<JZLnuHH+yRK12U$hcxM5=47+*TGsG%*(Kqha0G+N~f}}ROb<#9@SDc{4vPV<FE
dHz<l_v&4E{c`73n=OacDK(MXX>E`i*s18pURNA?F$@&uBNzRJ(i!XozcaF!gAhTQlWr=^SnsCQ~PKu
D5PcWrb(X}9_R1FWitMPm(@axM!WFW;0Ke7<|s(qioe`%?yII-h1XQ$$dBo}nu{NhuWMU~tkW5L(*t;
BQ_^_Zq`QLshe=?dxGR@znVHOiz6qA^;+#dgku*O=DI8Qpr@3n^cu5N9fIBe=CF8@-J@O)*w25(V8ss
Iu#MSL>PokG6D$M)UCG3g9(@qfH<0@>Q5D7E<<H0ORqtQdw9eRoiIzK^RP*S6bn~5(sun?f#3~anxTe
UmeqZ9OUQ4n6(iI_x&+Zm-9|{vA?d+k@*$>Y7+)2dYZv<VkP{>8Rpch)8hLJu^aa7WVJdKu8w7Py(#+
`d8hKdf#@;_S9h-V%7-VhbhugyRs(@?@N~8svW>k7>JvLPxWej|^?+hp-1svz7<s2r+qXO>W{PJHJYX
>nW0SM4b5x0#HmCUjLByM;*l!vEJWdYX7+`8cF;Dnf}Pd$$sE^N+#Mw8Ow`awh&FZF!4c}uPMjV<B-v
HAI3;OnH^Gi|e8fXsQvZ-S*XV6OK3M@(hh`jesQg3!_xGJiaOtUO_$1A3L25`8>yy50#*5#&Z~0*&Qr
!|gtPAHy&S&mYSxliC(tVSTdur%QI2SLnYT);Fc}i~Nzm9LrUx3#vFvBS$s9M|L<|0#8m1B`4+Jwp#C
YTI{p%YXwL4`1dtiJ$r^57E*I7b^aI{^k3;#HjG0;dNToEL0RWH5`HZNlG{0f+m->0RF&Ru1vMUXC8-
<Fg{O7*+O&5k$ts;8$1gXrNJ8G#1fi|!q@K$st^~L%ewfF?c|;S=cl8RJu`cRlOD@FylXd-}$jrs$V&
4?i$DnCS@9LxH=ktn%s=Oe-xbp3z^>?L{FSg$Ok0fEBWm7uhJO$qYWfAy?uO%8qpkQLE^!USVS=N9mS
n7>kbqEwQtYzZ3gwmb!G6wouEfCN#uX*V+&gRKebW(pxG*Gm$h2#I+HElk+h1dL>`~k5NTEmroeGJg_
1Se%g4EmNjSKtjWA&c;o%~J*(L@?GZ)sqQ6Ea294W&hbqf6t>H4s`5K47_x=mWPQ8#KpO|YZTCs*ksf
FtH-N_JoO6((^C&}N|B}2jRQ8z0zX1gh^cn0wRYYGu{+&2d|?<Gg)Dc1W2z{}=blWa3YiKg=;y(kFCC
tEVprN_aA0`dJL8T!UE>3{>Xt6&Tim36D$R?qWoZGr$8S1y`O)|0g`h%^FHuXq4SB8~zsg8PJUk7lr|
HK<sPV_@kL+WNyP^dO%HCUq#(>u^pH5@@vnImtJMvFrOWVT3y>;XtNF2Gi<qP@o#P5Qe2s36tnk8*Xc
2;2KS{1kPighojLB~BMII@lv)A&1)q252)5S`#)lj1@Yp1=z6kKS~~4fz>YsLV$+^R#>&q;EoLMBIvJ
^py*bKaKd(Ti~?oxj|tT7A`o&NMHIcW5z?TB3!~PMC}Zl(Ts^)##V!$%JofGxNMRP^%n~2bU$PQMqo^
<q4Cun@sKBT{<H{-rEUg<#b2i{JDQeF;co`Ak8rS?Wese26Bq(c3+9pk>K&;1mlso=sN;IcbYZujZp3
gAt>L}g3GkS2u6?moXd;+aAWql>`&u?wsG^O5myMeod)HXi4k6OwZCRdvO8C^5TRP+*wf5)D@8(OIMz
IS>=OZbo_O+7r-*40Tt@Jz!jRdl_!?<Q9*wOc-Db7A|Tv$tOSKo~0WVw&&*}lYwJTIBL>^)vc1&ZRkl
BdBE2-^8rFF-Y}Bj@57Bz8kI8~Q11iy5MUi2NBAq0M%{pdvYIr@ZV-k@js*WIAJ>&@+C6vrMVML%H*@
*e*q0jQGxMwm!^}{Pj>tWm$#o_yU2*<QrU!s|d0z<4<n0I>~Ew4gQWX_BMUT=Rbb*+CyQ95L1wKm9BU
s?<JSEyP&Gy!5pQ=CMzb7gu=;pW#Ce7m?@BMnj^|!_l;V&X$(4O8(l-CiQnDq;TP|B1V#zlAtw&_p~E
$QuB3V+K9yT8`34Q2a9N>7`gQKYY3#HRUD?hXg6<XEXSDC?9BzGb6@~`zSZuU+T~P>VR20(E(7q#rKE
FU|iUk}}B;>VvSxcD#)&-X|HgTq0=Y7#2!uLV~T=X5ZNH1nw6}<~`ZwD~SG249-DT^5Dnj)ksON8;hO
4=18>;6$HnJw+tScUg2)-d$1l!HP7(I;gWHf$|=^-xW|y`ivrTywT>6V+&%JC+~yIQn>%nDY!)U5S~G
Jjg}Seg#Bj*&cfl_)uhikjyIB@6T)rNW2m)LZZN5>Uh-DMtzN5Gg4Q_)Ox)XK5i(RK37+{{5Z?qrfDm
sgJ#D7Q`hdr{&{OUa8ZbgMM!-x(!Dc{^DKRn7%0rtLF?;OPDpmrR<{e)NNTzQS!Pd}j7@I$)G5yO55&
Bd#g$O2b#wBx4_l5j!Tc|=h?X^5Vo<S}?>oxqU*~k+dhpq!iVQE?@j0~emAUr12*;wDjQFgpubRwhKk
w7p7RjXr+Ep3JJT(n%*Ak{VY#GNAOI-Fw82T7xLg|^iK`uC&bQzH9l9>4#$cjS@N<O&3NF=a7-Ox?^u
O0H^Q?@-Gy35Vjv3x8<6@LY|a-J_@pl}P#&H|PoM5h_#8Z6N3c+cMpwnn^OoE|4^8tk5Q7ldb#e?BtZ
FTeus4wV(x2>d6oKvD?QGX9RmDGxboPO1nR{oN-{XBSCP?<rG5F71~Zh%6{E*3~rd44TxqDy)f8_q7*
X>a8_$hTqDA87sKj1Zn0L9E;6S^O@3~RA)r>CtdRUoSoI;!7({SF?Kgj`uzR;3C~R;<gqoco(niszun
d-Hs0V(YK!glP(bvie_R@pWY9Xs8wL=&k6H?U4f&^NJx|)qsjDTo6)}r{svLfZ_y11|cDp1wG}%oP7!
BiiS0~2uqQZH)$)~?=Y0$h`O!BF=xLJ0xNx)hnyId|&i{^1AEDk+F#h9Fm`n(Vuku4K}2$$-Wj6za0R
scAP$rg0xpmo30FJ)*o>LQI>@vQB}a_%LqEmD+mWf%y)vwxPmSPX5WN=BD!cRBFS0+)v6qJGmr8BB*>
caddoXYD6dsP!9<)n!C)5}5DDv00f9n=jTyJu(f|Q|Qau>li+C0LXiepJ==3MPP-=*V0%8e*+reIcVG
QKF8m3%N>f^f03OW$(aF?A~F&?jn48!_dJ<;(*{nlz-Ss0QqowXRTUz*cko#k5(Q`PgP#G(lb<sGi6v
)PqRe*X1Dtbn%v?2Ve(BNy?rq(6k>;+$ikHh78?*Lep-uJ5flYi$093RjgLdmEOJY>dZG5oF7A`WbAj
@rC@cV8hyfR6CL1cCJdg;u(#T#R`0s{>XSD5PoV`FBj4gqJ#QqseGK~C@dCm5me7K1}f%};)o7sBytu
&`?M0((m@&ZP}>y%V%j<k5SH9-UBe(RjI(s8;~^4T5mfVX;6Nzw4HfsI3Jime3K<erzLOxZ@G<>c;~8
({!D9=e(%_ug`k}iOizE!|{Y=LjivYJd3+=)zIeGL6p-VkvUNm(?=@B`nLXO!BZG6*C4G`=U?GhJ8s%
htH!&hkpjCr1gkwNdq^WE9p^Hbaae~IHCz#wj`CgIY$z(wjmEyQ`Bp$fRH=V)R)p67e-H`bbS5fb4h~
Hyj1P7IjEL0BZJ-FuB-$tyj2sCM?2CJ5eIZw6yC76fMhU&QI_4~{JWj0@`(~?7B*FRx!;S};o<y20-e
!m+GA=V$^KoR7Nmw089=Y{%z{ZygR??U#HMi^B-*28PtE%g?QzPdYkhPK>lK$>9Rv3iLN%=orDs69Hi
89?>M2*eYg`FyalOm~SW_F<3`=-9@C<ML6y_O)KEOCXPaujYcx^mO;=c}TsN?X@2q4U<`tOt!q*&EEA
_$8}$3njLbf9EX?cin!K<n+{$+wll!#ObRVzkMsCCf~QFQywKzdMt$JH0e9rLmHYReA~aBKqgY%plyf
F-rnXoevMf=$VvgnA~ngB|K&9D!T>W7#V~`qd1sY<VKGOLlaq;U&B>kLo8d4;?&zgrxjIToxYvmZvZZ
yOG4_&%rnCxFVhiU{OCg{oqCCSIM9%uZQu0Z{=#iwl98o_mU}i^h1QhU3njRms21GUVy=^s=y>P7ShE
D36BzQKse$%^<h&cB#%>ZI(F7B6eX+^FaH1Dn9z0pS{zlc)9R%z!0;E`JoO>JeJzllH}L$Gf7KnUWGH
mJ?fEZ|pIQMbdAK`Mc><`E$6Upb{X>WOJv;gy@&b<o4Eezz9yVJU49WH^)eI(op{3j{CvCxf~RF8@7H
_<+fGXpE6^lr;eot4|M|dx~$shkp*8rQDZ!YW>;q&}%zBw1*A*dtC9Jivg7mQk5yXze892%zFejA0N=
yU5i7qIl)~*SvOH6U*v=P5(J7CU9Y>>d5I;4^Uz_jd0ap-T@7dNi8^AE>QhE2R2cJgtn5;H1&u4yB=A
)7@mS|S9qoaGkdf<`(!7I`;wJ;3NEMLt&%B}gN{C6Y!YJOW2#OzC3Rj6M?W3wpO%dz~riyqCxFFpBJ|
l8+^h_-rW_Fs-ga+>9?qfsA^X?MS2@5XsLUO>b*OnSyA~mK5SYfRu4<$#rjiALnRtHU?ykCu1titj1o
V^f&QA98Ph7*;38W%kmJD(8X;EfQ>AuAkd+pIbLWIZ!XtSvdsXo0AeG6L=Fn=4=7Oh2~PMj1V@;)~Q`
M#!!?-Udz8`V`F8Wt=#EB`2gqiK)W~3yCo2SM0qyY#JqlvX$Oc4_x>n%P<6{srF{wM*q$<2{J3L+3AN
FiNrsLy7k5DGO8mqw3D@hFUzgcB|3bu+<d`?cNP#=j$^3?ZD14iz<%47Afo%1WpN>MEkD_;JTzGTIhU
?5^APnID(lHfg((ZsV2~M_zu<+XS%HOCV4hIZsyA1EC~ges6n_fs_z*mmRZm~Jm18gHMDS1_STocw%7
SuJne;>eBz@bd=OCsqt9N=a(2PDyxlpZ3dH9~&X0gOCGD&#ZPpxGHH&D;+Z8EqF<43D{(`7>>Ot@}NR
cM{RVI#3Ak__xlUlKczl$fboSd{zD9t5gEe~PHKsAoOR|Gq6sWQH68<YAi|fkre0Cd1{qJJza@WgZyo
v4{)Xv);s{S7|ZBlb$28e~_F-xMHl1vEvG@9xx&>r~J6X9tisdq9rT04)U~UNV?;(#%^ZKjEYFd88zy
rH!~Y^mconxI(|^P*{pQP-D61@Py_{d*j`NydJc&>0eRF&s?PK|RP4PQT&R%q+NaLz7<XZDbQ8w{JDx
(opd2xhc(w2fGGW&QuNFv!{rcs<fTMWGr3B&QL`;$J^}d|s5`eP|7F0lt?sv6{pp2E-gbH+!$C!w)8t
W&Vd3!70ZFgT<f5^da<Xd_6iJkG!tMLJOu6FWZm4)B)XmaeS=FaY9B1Vt=i;c5jguJp5?45N~9N9W~+
Xzit%^&thjweshu9ypV(V{<2;jNPNW8;}6h2c5P?3D?>v^P)1UL<y-X4#g6e7DpMM#x-Xf75kLaKcqM
3AQA_-VS?kQc&1#z>ajaN{Z7cBH%2HYAaU_ghc`QfL92$Kl48z6`W5Yc7DDE5+=B}$PT>K2$4V2%G>_
a8zufJ>CF%0s4_zNp{OJEu$nM<pEd$u2Yi6$O*}}fYr<5Ux_?bl*Ot=%>2=vh;NrfaG~g0}HokuITwk
Yn-9YdGEABHF&+_P^91BnW`i(MVVzLuug|~c49G=p3!u8}cQe3`%8GdVnHb5Me;Pzh#oCPYs)-}l_o4
?$EZx1$Fn&oVf^DlW1hCA3|6;JJ4#69|kV}=Xdg8$+HiI)|`s_G4%A}&%*ty&{0PE;dQ)%b1&4#T>86
?m+VU73^S7dNmPzF5ntOrQa$f6(w=HW=p5j&+AK98tK#m0}S#bK}Sm9hMk-lP~5>&3DzEphDsGBa~C%
3=ieln`M(0`_9JgB_tWXHOE!wE=s7)!9x#L^SN)k2!7xz$Y+g_J}Yv6S&$EtcW|@0Wj|rLN%Ei(&L5!
>oMPUsUKw9c(b%1tFB%sH=e5T4AXu&0xumpv_Mg0?6{}E`&4Q@G*-r!!u6kR?nK1KQq}ugyv&Jk6SnR
BSN|uD`qU!n-S=5l7yrb;i2hSeOQXn?`$*23Ylk)LVSZ#<Y*la@`y<6ylKXC7!vPl?L?buCX>?6J727
^@W5W@jf){3u#qoFbC;Jqe^PYyu{tpF)=vY__2lvglPC#>vK&%LctKdE>^jG3Vmq(=E@tX%teOIcBo_
e8w^mAKRKf9Gg?S{BCifChC1x{Fc{PVG4qBCl^z`jU#WkqvEYoQjme1g1-b_f|6!cfYj6FG?vfGHfTQ
jm8og-N*`-sN7yD`&RbWEZl0134wgwRCOZmV6Q--RYqQ|zxZRJcHvkHce1&=j!(`mQ0Ct3biClYV;g`
Kz*<BUc71~h*o>z1ix<o<e;A^tq__pk=A6hCS);{dXD!@;%wBMJw3Fd6;o4PEHsI1%RdT%WSAYB%Nlm
t(Mg4kGvP=vM*Qmiu5yC&L3j|l!%W%mAx-?zCIJbbBf8@VBJR6f|9mW==+ENQI#wajbdQ{ND1VM0XzQ
Pu9q)DKW?^xgUO<a0hs_+G;$x%fXp$&J@^?mh2%$x+Rn%D~k#`)_tTKjUF`Hoh3(_w5sPt}#D!XF%Oe
xs?oKz132ajo9LTV7O<wQo*m)XC1Y6||`)uv!+8CLqleB-7L?lj!?eVu`IcW~l3x7*(-Q7RF1EH+ad2
*pR7Qvp_6eoW(9$Z;Gn_Ngio$FiK%AXlM6H2@v^~g(^KrU3Rb|^W~5}cz+n+@%=&>{FvR2nW1wA11EE
F<JmfEJ4p?Mc}rKrItdSxDPmfC(-0@-InV}U9D_Q{e{KSuQw@fK?au7}_n#eXKo285RcRR08zFvV*#p
)_l}c2N^(vZoH<T*7@h!Vk{z^l=H<t-5VD1x*r6&@MSN^0tS%paaR^EspU4x@8+7X(3{ja`jIK~1AK`
zrLWhsNpG~)Iu$*~163oV(UH|9sP;=ik?$qOvBgD@5qzR-!=&q@DdBJ4mpAl@`9>R-X(<Em@ul-;nZq
Nt&ygO^tYkkLNp#Z_XNUz+o01gBIfP1R}<Wb>H4tM9*<sKFtGSO3a-;GPBQ$&3LumGpZ%N{t<5fGa;L
Ls2s3f?9V3U2V|x1t3P3__9NgK`QW|oaRZ>VGW?}R|`t*PMHTa7Ig<t1Cl=Fds58)v~+@6!myZSU|l=
E*-4Yau`PnOl%zsQ{4ekVX&_g3sQu@0Td=9*2?=8Oob*_k=#O#uaN{*kbn2K^8ts5Jpj(B5wuiHtuab
!n_|tVpsX)6x!pT&r`y_;0R;cRk^9<vb7;8r-Aa*Eono%=WnD(79J?)RS<P*(7^CD+%cPeDh?+5JUJh
64D7xj$97w2lBxj~urARlXD0jCiP=D}^NfNtDBPLK^a^_u&o_Z_HkZ8-F9cxHWTSAD`NFKOvr&Dc_S6
vGD^%hIe5r;zo8F(7<S7E+^K?UDwIL=)yoBy_IdQxi5g7WoOBE)$&e*70w$@OBq0Is8Q+($~j-w7x#A
;lVx=2fs>s-ol>2Oh@qRvRnDAWE9`8WKYF?WObzgnyrOCNV#Y{4N{GJyI@<6PH@z(rmjf#usM!5WvZd
%r#D+DEEGT8VuZ-KL4^<Ge!v_WQ35RHc*1?-F>sM6uewi*wz7mL1_U8AhE>sgFZK6r?*{c90r#wAm^l
N=8y#Lw;ujrZB2(^vJ*x|;S0iPb=%b;Ri?gUydNp?NDTXB)17+}Yw!#Fq(CQR^-wjs&du(gPM%%sdya
%nCdsRj`jnTuK0E~+gB~Sh3sC#%Ac`Gj{)md}kDWI!%6c-;l?9>Q5Q0pmJMa6W@OueJs!e(4n9@BIVT
zKB1qw*g?ilvwlgrVj_Rr9_!{<%_cH1khx0CvkRD|g{)Dujg{e?cQ394oV9FCp_I!=w`#Y=eXpzluw0
S(F=e3F0WBBAoc)4pyS&Awb-rbwSjxE(lO2y(gC*QCC~rxG_|ZBibvnEGL|9p2YdK8%jwjCjc5strcx
(99il$)3TASPx_+Dmzm09EnVA0fylIcAsCclCoTc%C${%8c+}`{5nSTGLUWsog|V!0gGIs+6Rrt?SlV
#OLBigj{}?|#**cb(DLhv*c5)mKHrn|pd?|?)V`|m#K)i$1e^8&z*Dp*P8Q?avG{~2B?Xzf&*X2<-0<
C&yH2Iz|mu6taA)2mw^6c(6WH&&E`0#*kBpRntGUO{FX%uEdV`%OHT9rsBtnVOGh0bu(V~iM-#&Wg-j
$fu7QU+i)7|afZVrnV$HAqmX%=3fVBQslTf;;2$@37^kBS0tA98lw9DvSyC<ujSxrTN0E&m|<-5Uz#y
YB*d`W9}p=gERJa3LR@*$Rp#u!0Q$Mw||`Svo>QiAmI2QSOSkb@J97b5?MHS_Pt|K<(b`?eEo-sfg!(
xGL;-=N60^*XPqa)<Yg<Ec1=ZIgTzh<9UW-VGX}Skp4<<c<~8qs-KclEbFRRUg#OQV-Dod+s_v@y6`M
8DG*n)&uB0oPJBHtrulmc5hc45iWgDPgK^qLImh*U4Kujwo?KUom3|>s`<nO8B;*Tb`$yX+Wegr(kO7
&Q@sy!l;jPFI&0SId78*C>q+^2F2qC4oeiN^fGXu~4_53{L*hWeP7KUAbn(8TY)sWAr6Jt)FxZ;X~17
>YIN?Ja;%-9#bLTA~OT?8cPy{0Uf=iw#;CzpmJkUeluv34Y5*ofI13aC4dFQ03vAe<`j_Qnxi1+wwN3
;Iz=4fP{Fhp2xEnfsRAQUO2_tglwH_Oo!|WX}|U*x=h%(in(Mm6gRboBfLl8j!G~utMgJ}eDQ4EbLbw
i@o(1IqtgjBp&DAW`$8>l63eGUaMk4>IUu(PSg2g2V@2bt2PMkwmBw)+_p0(wpNO+@da<#~Q<H6w8;b
HQGKxm4Yf$Q$$ijR%rS^27qm{BuN`p^>o5(oId5ku%oIvA;j9xVS6G@OQk>naPZ*$rh-}x$3*Kc0mN}
EQ=JW?ODLg6f{=yWqroRcr7TWh8w_5VgUZ0!nH^(ET^mVV~y+EkyFgM<>vszEKNWLD=z@a#PO=g-k0p
qW<`%P`0syR3*_-~7ln@Y3CI?cIbY`3Tx%ThuoKX1;j32j@&@f=?36{Kqafhdyp=h9aQ+ya)?;(^E8H
4#y>bu=t;PEOD8L<afz}Oqb&Tvf!VfNzMqHWm{ur``ShK!5^eNM80VP#Fn<jSb3uvTFVrNSQ{x+%t!?
Y!)pA2tCrLLNXc|k^89-uAGsW5kZhjWg8wP_%rXP@hxacAll>_&H6T(!$KdlAX$*Eo7T%L)E29ziAL?
Uy^cv%ug!7Yy-!P0b0V23Dr3Q7~oS}A7weId*yjQ`a@UmWk>(B&5a~1V0^SXOo15_4`cDa-N$sPYNG#
|j<5Ir)36avuASOJ3o5Uh$!5Ka^0^wD$BTF^&QtOb3_A<Qm3bioK?G65)8UG{3Dds|jE@H$&7aQxU)5
-t6u;4xR0IgMl;yb4e_(R}HgD+W}PqOX&_B>t&^C@^ncY-2P_jU4?1=vfyS?UZrtl<4byy~ay(EpbW3
;hQps5K3yyP&cj1AQZ?<nL`+kKU}R_u35o5e}f*dA6msq<!jn|p{1~?8)kH(LJYjmmi^YVqk+fxy4kc
xHAQ88A0U1rEDCSrPu;vwY-S#uTy)SnB2VeJg&G(OAj!Bk(EPau5w-HEmieYrbMyfaD4{;X`bzT1(R<
j{Keu8hp9!o>o9z?E->z}!_;X|SJpEm|dxL2?<tM6~@~zY3F*Y;;!9@YgQ&%*N_7}UYue*xFl%us+xy
J1K{=nKr%-pj%otC;NOU03be>*dnoPt+ROu254UD5EMsM_F?4DGl7N*QLcl(Wn#8}rd_nbq^9I4PPW&
D@b~dcUN&tX|TSSM&-C^fJ}3npMV>Q)*5%);Jf+V)S^%4^jMc@o~=G$A!oF+rQlH>%^}nTRsYpBB=fs
r5wa<G#@TGBc4NS5hIEx_X`_?&GoA8brsZXNYm0CLpekxkVoC5lIG<_9t>t=m`|Dq{L|670C9{(b;J`
$rF4`f)v8(LHR<dB&cV^u1GOtz>RS<`mCWqUSdVPQeB63%t!780AhBog9w(^v4A!T<GcmlUB)8dwOG2
ue#Uv4Zz1`Ekbqq?iJ`+CRD9Z0-r-S~u_0I%4dbRNA=VBXGJ84#KGgkq`8L@P!xZ&-mcqlOcT%OgErA
}5=%6h8h(<FP9qFvCKL@7bz?gXK>U)jxz8+R@uatWZvOzy^8MG#3~5KZ!O@anv}AllZMpuj6(4sH7;v
NhriwcfO3(@bfvOXa*GZ_<`9h_Hk9Zx(`igHl<Yn)3m#PWvl#5mlT^{D+Z`PS$SV7SuFON<${%X|~wj
#AwBNpWd4-Rvus73DWEO^V6BXF#vI*>3K%1ht8TXyi9P~HO@Hd9xF-zUeQNM9Z-3OXPtd}rx5;?#a8h
M>Tc?@7K^*%W}<PEP)!bNAV#p+J{);j<D+)IaO><HY*eXkZyIFULgLE;LzF3Rf>PgCn0R>@^gYC~D<b
|0qQ3dusAsuhzH9(zZ1SsCNrwYAZK7Nu(UxEQG3;n2jE-oD;~Rt{HBs{ivK>KFup-z$FUY4#^}@CmIY
B<W%LZ<Ky@Efx^}2wHHLm38A*plx9vT&H`MdF{B_L3gM8v3rr40{a^PM&Nx63>Q3L@3qXPc!01LB%s2
pbCl$L|{u@Mz=6j9Z%)6i6}yR_M5Ky$1$vJV@k~ib7vV;SA;MLT1L0ZF}>cw(BgKe?=OfqDXZV6hFK?
URfD(LsCxD>_vMO4?~mdt@+aY6w+D;d@lH++G8%9c&wU>wc8yQAl~F1hI)|i*u66v(Pa4>qH9wgq&u6
_4-#Cm00-k>=@`27F!`ZEoYD?|^61^E@_W7kPR3x86!NK6T|KzZ;vF7ey|xJ&0h}9zwl@xhF)q|6F8~
Fg7F8uY^Eeys5#%grSyK#N=%66`#ZJC88D(+19X{hcMCC#BC9qGJJ4`azwj#4QWg`3WHu^8Wnm7SWoo
6PIo3WMYHFX8AZ0XCuUj{2=oJ~JSHEbbrNcHfzo*x70WNk(KsovBfjc7PaAd`6MPKKr!F<KUXzJD1@%
`CO>l<wv0<@1~A5k>fF9E%u>y^zO$Gt^2Ju78m2ZhuFSCC64lF93dQeWGNDa!8b6jkD->c2S1Kqy<1t
295_5xzx^6a%8%?BVd>_S{+lijYZ%C_<5aZgqC-1h$S(3-1%kP<`b4$Tq4;_Ks*;FI^xN2XYX1;vqB>
*OeCjI(f7`*i&2ZZ6_up)??9gK^IRt<ZM@t7kUn5UsGuWBr40QDesxK-opkqeo+Gs@Trp{tQTH!QILr
a*%~>H2sZ)Cb;QL#G^yc-}p!3db%||K>U2bPFZFVQqi4A*-B&=H2xy1H&y=*h3fz~A{4A<IUg(X^qW*
DZ^z?GXVo0Or@ChkAQuCV{Oeo)QJF`m?EL#ICe-v~wEv|xKq$7n7YcAC)Tdy|FS5s#bis5M<^t7qW`6
U<b9n(+D#`A^*ifiQw97|%TT%g=+nHK60X9j@BvPaD>G_*z~_-kv<?Ia*zAgUTo_xtFE#>tSMfM_-a3
<i5(1Ke|3(DRT%nPO4!l#eo=fhE42-wF$N=*CONm%|r2TaSdKc4zj|pm1+T8@8|~0fIFSvr5fyfvmzh
0iu#^jn>Rt`db(7L#iwUY#rz@JU$KZPQ=il`ui4uSlokmS(2g*yXFq6_f4qi*MxhcEl&wCXF{&$FCh<
<Mq}!57i{m;fJx)(DBfowP2yV?Ij712l?#-O0m|~tvG+twyQU;Y0_htg<jk}xAMQXVfm19^W625&SMv
QyOBpTPYl#fS!R&j6EJDz^m7Y!;EIj387jJ4d`8K<?HDt5_1f*~&cJqQa@7Z}JDVupi1jUQ-b5H*Ww(
C}K51UoXhKgWDcD1h*cTPs`99ZSHZKP1e}9bajpqZc1oP_$xFBg%G(`Qw17&bu=M64<6cXGL<T<9CLY
{iBX!GPPOY6a7rapN$@@KCp|f$?%@2ZzV%L%lVjX-mkHN?(pdPX5?!kbh5nMF3L>}#!=bM%y|gQLAz$
cH0F5FOkyplC^KovGL}^17(kI(OT>X*Lw<^MKRr~HK;$Tvsv4|;5q?B`MJx;lDGDSg0~Q7mJ&iCEp-H
xQa1llZO2)ruxx4SeL02rB)n@&@y|#t_`6D{p{hj=kGl{<B7+-fvl2?>v`MIDFQGBm0%nI=EGHz=W>d
KEpG?sq%rf)M1lD*h8h0_5*iZgbabhcaAX_emYseBQ-{!m<eA)y=jgwY!m9kmI8#cn=9L6@f-&NhexY
O~48Hd3=stu<dQo6n6SFP4A_gWbZ+%SuYEb7&?(8AiOO0#}+Vw=NT4KU4<qqP4I1qh#vDz7^kd)zFV1
s3(BM&tGrObu*9816Xp5n0s%zPmRX75KC}lE5^P!+sx2L_oSz>MQ})%Gy5V>m>@>Fx37oS&>^qH7K@(
6tf%2P>oOto22iJIYbQ=!^+rWpv2gmO!FJ)#fY%MQ25+>1x%D!<|Jb{~aQA3*IW481M@FKaNwe0saIl
sZLeKsjbP>v2yxrsJrTJmV8y(1~b0id)`?*xndab^4U~BBabP20_^j8-QH{48Uuv;Xle+!U0-b|D)_}
3ukMu3(GvlJ6nu-zuVnOWBEk|lHExMzA3z%uldRNS=8<SqSJQh-CCAu^|ef6qEN5D8#d|7(76LnUZ+N
Myfc2*HV5>*Oepe=NOV+dPWUjKc{4mvTW2fFs+#W)XP-+(01+_ye}Tqd}O^??mY^j@=L645oE6xrhDp
hK@VG1ujQcLK`h=;-g^P!-!FO$78vU4DJ|d^OY;^yF{JA!x#@r@RW>T;H_~>5^#>vM%l}HRly!<N6E3
wx07xGKs`;<WolHIE@>iL#h+z9q;(+$+X>E$g5(r*fe<J2dWj2fQ}`3t)5w*J2*8;VoA$5QI17!iAPS
^sdRR1%Dy5^-qpt<eoai1dxH#n8K$F5^21CKFxDi%*xsE|+gl5Q9<5u$9rv$rQV6H`c+;3bT?Vd0pNI
7Qb^e1oe)$=jK>DbmQs1d(qJ~M`qM2!w0spfWp5F}S?mK!_a5QgkU0&}U=D4Z}rg0*E=x{qh07e{#r_
<?r7Xw*`7Iufi{qkctvQpH^XuZh|l|K#d#R8nKi?1}}0X`GNc6eB`51ggjW(^I5zVIHjC*>2Fw)Sh}y
?xbdnc+{*C4_h>h-oRXVn>^P}zmKH^#QL-(f*eq~Aza+miXKY-X}X>p0NcqKdCA8F;c#qJ>c47UoGdG
`qsZam$1oOAkXQ(B<d6q{RQ@fZ+Nu2_?5R-nM|fcf3Z>ls=IdgGwx;;}RP_xAPps>H&0CcsHvc~GtA|
yYc;p*$1Bxpq*aS*9U}7`f9q>%@`_2ht_XE@tjrp<UPg|Kr*c8C_OrhFQzt;xPtzxL>WZE-#g_QgI`H
!-m+_d9?jYBLKKEo7z!M!)S^Hv~3!k~VLKLh4dNrV|^fu{VJ;BcPK0wB?3l;Zp0nfU!5JOdqGFHU$3m
rTgWH5lJxQDL`17}Wth<I&_NOu)=K$H%m(nyCM_;ki%x11E;}dnZdM1qczf8m=0jm_#fd3+BDF$oN6X
xdI%M)jDpWFl!J+@Fc~Unh<c$_L1-dk{u}uIts*?TUi_~KqptQZ{B%G?oKb-%*d6j!AHDX!hXT&@awE
2?~WG36Ovk~i>LaI@hXJE$4YMoFWG9{9Op@wTm}MqNP4P|=>vdynR~F9WD+yhM%7YmLsoQoB<tEC<{z
z9usTy;bjaYT*S^_AR5Y5kg=APn^49GI$Gs<oeOd*fyba#2Y0eGq&1sOW^RFe{Te8>PuQb(jO1PXWj&
P9XEYbi~GT0|SS5TprblbPl`{1v?$;E_M&Q-Q0y4^8j$a6$7udG>baQ>Zj)P6La$*O}SJs6yoY~)${f
8#i29UktC<D=~(UvQ50j-*%ktiH$v?&K~d#;b*)ZL+r^4W^nBx&;h6_Ss@!GrPA7;RXkw2qVjVB0i@N
nunnz!P&%F)_x%873OgJ53Ed+LKT8k=(T7QLIrum%`Go#Lyt>@%2;k?N6^^f=&&WcbLa1pExv^-UMFH
g0MP>3LNd*O0Ddyd!d9U#o5O2gS=Ay%cd!l^eRb=TC4_drK;NCpE$Ypu;q*(CRDA$QOewl%^bGTj%k2
Pbk<KMbJh{cv1FFJ@t9vVE0<VH3tQjnUXssZwz^9TZF4_e<wpz7MWej%1nkZcjp4w}YwfPM+CXcKkhg
MUepW>K>nIRP(Ok`%5cPGQ&@c@)bK@<_J?f*Nb)y=Sl9;+CX<hrN#*NtS>53wg8`qV)X<|Fny9t+Uqa
pvcvx1D0P$d3T;Xts51ZlWxMuAPP}lbbt~)QKRfD5FK#eQPDkD6!!#bTqTne}`LT*t9PMU9rwG0QU7V
I8uGyfri@l{Ho_KlVNBWXI$_OzCY|re~pcRTDinI1*lQE_0)K}*faN&vwM!7H}y@P&N0s{8se5k<3Ap
oC#0A1df62i%hjgGmRZ9WRP}JqU~axPJ2*41Tnsb3MargGEY3Tn^_jzbf8COaG#jT&4Z~4(?YvcP26$
{^IWZ~l61D<bDt7zKzB~3i6xAfN9X4bB>R&4kCA*xB1n)(LF&SPiu$c7+<^|z!EZl%j)3(|Q7&0@f88
#`6d)NsvkcQd$G2q-UYYx2fAOxH%cH5DzH;HifJ~09e$Fn?W-!dmRzW>Ul>F;5wn*MaQF+eKR2r*g|z
8{MQWDt3oY3Eku?YYac!A<qrIvbO{$ByAg5f*)kd%0d&`3D-o0O%2QwUB0=$<+RYE*gjh_jnB5LOHC9
=Fj$6eIMM9>n-`xaDl+pmy_9JF@jH5#nt3%-jcY+*6m{B2LU&#cRV@Y#C6Imx58_Rq0f7mzpxP54(Ap
h9cVxAK_tAoPXL3N$abx23vOiPWEK9y1-Q>$s9M)KXbxSE{RP_HIMzapg-3;TzkHPI^p)q71PSmG5?F
M-2#l4Kkm*cxl2%H0+ES2-czfHL*310b)q3=Z)J-5(8B^yc5DZ6vQ+lF!gUTxeE_N9W>hve8V+x_;nK
<MAs@h{kHCs|uPAk}8Dy7ySd0A@8acD)e7)@^UbOipa=w*~uhlLphSOpy?>6$>_>}eib8iHrMR{|Gil
v<YwgG+xN4zl&`iLV+FJ?E8}1lYEg$eEWe)N#wc=Gt``idoh0ci^Pyo`A1XWXqYIZZu&^SMI?7XzPvo
&-(n;DGXuNg>O+HtUIp9Adm6W5S<l*`0woxb1R6$jFSy?CXy?=-K$j=Li8;nf|L%kkyhh@{a<x;!BdT
#uQ~){bXj@5Ynp@WS+d|omU|~ahD>4+oB1%s6R)7f$}}RsFm(gKuH&tHsX<fCyK>r+mfX7Vx)m@^&=H
;ku;<xlj;8sLq&p8Xrp*$&8y|E1ynD%+F=^HI`-!R-bo7iJ9<98WE9D<7+1+QFiIc?P_e<kR1EGfQg+
LB$wsgw(CsVGjvSO*af{r|-`(0U>nZ4|r0`cro6c1!odIQ{UiK8``WwJ@TZ(hEl!O02$i!h%ybbtt$?
+>^o{!f$g;SZV6H&FC>C=3HK2ubEeIF>;k@R==BV-JiFz32Ran44jlAyQHJ#3T8#ZeqZ~(v2=5{R17q
r1Xz-g3BG8(PuWslqML7`BEqop`)_6p|2ioQLeG&{dfII($%kG;ZhK8W1h8-@Dl>H;QKrC5Vbb3Ec61
dW?u_WUA3hv3>=Xg1^K=dXhxaf#Q>qdg}#X$@i+Z`!}?iWBww_{?sE^-aJUx%`5Qd_l-N~`#5`n?wFz
HtptJPBEXZW?yl}%^N<Q?rHbxaTh;}HWg(ub=d>u0saeg2gZxS}4J{FqB_t$YwAYbJH_NRNWATes}D2
erpuH=0+S2EL6@9sFdUQPA*dVVIoiVH&US{%UfZ+Q`BRI^4Aple;=#k{?v;!*q*MtYwak<`KC%b0@&s
t3HwzWw@`U?%Tp-2?k6kyoz&9}HqQVIYM4ACJ`!r@fAl!PwS6QXSYFJ-1X~HDW;zeQ9?!sS%rFKm&1h
4ZdwZk~IY7Ayo!^n07F4A{7=|-$}Yh#JJ1x4c}7i$vLqk9AvtQFSEc{T4f#t_&&de44s=ZTI!Z4EAAU
Zn^}k7c)diJms$*dwQw2X@D&SWH{Y^Q{FqD3_@)_6nA2p{)^uYn<rtD3ZUD=HgHKYf+Fo4el^o}lvUA
KDlQ1B}h~hxo6q+T*8ZGA3g2Z`3uitja?1|aO1kF&X$hK3cDh33qieg<Px{O9EEOII%m?-y~cT>X?LS
n}fU)jFuAs{=%i~7vGY7Z}yn_#QrpI~`1=I0!~7=BY2a)YA6oBF%?5Z=x`;#_Y0Mo~hT-E18n2oc`|z
slzoZACGhLe_#1NX;*GtFIVK$r;Q9NF2(4>7Ncg`1S#<@TImJR4f7%7Q)-oj6AYT+PQOQZq3$6#6|a*
@r&Y67=xKlOAM((!!{XkuhSZ}+udvXtz`F_glSNJ0k&C<I}@7-y6=)BH33Ez#Dh(2fE}@f&JJr7wmb3
4islj?N^dkpTu2<0>xw1r>vJVIDGg_mdN17j-Pn@3T@{g7y}Q8Xm?q3tvDpW+4pElFZ^m^S@BKF5L@;
dU`ik6+@<b7l`v8xcVGH(A?`OnS2rA(ZBILM!<l;mCiiw8JX=L-=OfpV5FWZz)x7Wm<rH6(}C}sGEd|
`GCH4uc!03HOpt9$F5U)~4wA;GH!Q$vxLmw{c|^*7wC<tDffyuGZpV}tThy7+MW6VKvFOls*Lni6roo
3)=hvf*=A5QWd$2pT5HL1%=%R4bkVhKVs)kvWTQ=tEKm77+7ME~F<Zt?uD=(!F)<F+Y_cFhrP|bJSKL
={aaC7rg7!ioGvC06*z+%;@9PBGfD;+uK*2^7vHI!B$V?Nx4>xjd<&KC49;xoXfuA%wAt1iMcINp<L9
;T7a1tR{rTRSbjYsd)!oLon8ZIiS2|aZt6t@PMwmu*ES(<{Xe4`JM={fqAX6}BsQhh&cyz6y5Et@(n1
9|ShTa9u_4WsYV7vow<ZJLeY69tNl+*+_p7Oh_8F#W+W1OvT9d2Pe@+Lm06zZe*EIO9(*$#LSfbwIXc
LAP{Vl2<N@nJ5`2sVX`Ft2QI1kk6IOlFHnV>S~+bY~(QVqCzRFLAaPYzx}KRz#Pu96?8)j^+ogNTlyV
0zs=4qEN5$-Rh(bWv%B770Ke3f!*Wp`~N8D0d^ywJM1gZvJMhpj>HI($8XtUq!D_dl>BbXW!jwP5l6e
#dgKzRm?`r8)w3MK#RC>w#X~YR&@umq1l}-5ZC=rXF!^<alu|Ch9@31?1j~5sH}UFmoUNlj_L)$%aa1
LWsXq7A3h}6>QVySs={@iRvXv)O^W5=A0k-_vN;0GgRzI`y^EJbhRA2Bz$FL1ujs`&2snrHd4+orbk=
Z1K?(Bo{@5;GPmxOg^~To)wcmQNM8gAz`0jgO$26`LwIHlbZt0!y!pqtaMGd9eWojbqWMzfHXFL6{H@
<AgC02f77^Et8$HjO=^}hs<h_ek=Q4IHt8qK$xX8)&-`0%{4A%AXmO<hE*^bOyW0r;|D@@7r12{JHC-
24`*Q$Wm@G`Cvn)bjBFF{nz>eyC(4+tYEFD>!67$IgJdb-<kPX(&u`Zb6ZLGP_);&vYU#KNZ^kKW+}s
hTzuIc9!NFeqlPfrNl(!vjL$vc+Xn<{{O75O4<g9cIyvja-w7<wwG61g7ZbYQ44t<&2-Vq%nc-IdRDy
L4`0C6c&eoiTXoi#WE7y_5lczoR@-HnITQ$D^VHpt+>}?B&R6rrHZ_QpH`qRND}v6}G4qn$7X3WKku@
A-{i3qLXce{kC+M&rHVbCK*uXz{iM+|Q==Zl8=<B%PH*j@oCljBS*CWW+;@d~o3W-rNo0v9~rbveX-9
`~Cmoai#CW~g=%@9v?vko-JL5!$39&H3yfQcEEtSlQ*I}>TMHX(6bYtiZq&UsRc!Sn-&nWk@)WAg6Qj
rb&G@&`cJxkOLb;d>t@<=$x$7Np#$uW31dq=o#akoOtTHZbql;_AY7AhVU#G+7)sAYkzq#r7k+Wv&yQ
Q$!MT7}x9qx(!8SM>e8-FJj5#O`Y*8@IesxB7X}}qIi35*#@;m-ijN}Qb8oN>MZG;xMOB`v;V~TTmxQ
mn0$D$-e7xtEZNPkEig?0GU;?>dcQ}n9jt&p9GG~gr<D}kq#?efVhT{%0S$u+STIta_a8b)?YzMR814
ntqPP2<xP53c^aqPMK#nfRD?xv_C7^9cK?XT4+G>rU(|b8vu}1Jm-dmFilMRH?ZQ3gwFnlnn`76gC3^
DlRAf*;BAhMv$M6^X9Q~U_Iw>aotSuCoJ3OovFc(rcs4Bna*)P{dwB+CeoXrSs^+KNHAvw;C}>VtXPP
ttD}VW?(Q6-fTC{-zsQ@l}v7_jF`s3WutV=`J2Wgg##k(X*hZsT>@^%cGM!!2f<QAVHPu2m;$~79>Oa
@BQ3HWbm1v?^R!b&Y)+!QcV6`bW#oP25cSa87t=vph2bW-QGI<Am521C9YpcaQ3G<(lnf`y6L9GejCG
|?IElg05Su8mB@S|Hof$nOAY!m?6~QGalGd>*VFIMgFcwTJG20;_`v)c(0{?vEZuSq2~B1*|MowAPiP
vbze(O;k*f~mjoxrsyfH`{%P@W5fpS1usvqDtAq#j(j|H9xNk-rBJs>c3=o#9>Z9jOZxt2QW^Abf$bv
q(miGtwf1yuEKo>NVE6wHXXZGUl9$!L;afUGqjD&Idiknz6>0%$LZHTV6Eaq}r^Fb^Dea2p4L4Bq&4`
oxs2>Q6```m9&w?8`y&tg*3~bWbeptXw25=5%+-1GE-1naos=uByD`rO`xA3c`n6M*~mv4sN9t#>1nQ
_yVi5psEq_g&Cdy%{=!0(>Y%6GmnONL44#FLyGjL0DqWJ)kT5G=|@joP9`=mZq9l4q#wXz!Jz)9C{Qc
HP%ipK^avLDVFPkL5fOs)SMJ?MR_J0}nNu*?d<`0SxhS7WSj;o$KW5@qyTqb<0b;8d(9<=wSxy34>1}
}5UP)b8oI=v?!xr{r%8CGGr+kf-ml`M&>Z)!;_pFU()2Y0@2LU|KwK*67O>c}6;(RkUZjuA8ad1Xna_
gd7UOFfn=>U$o+FZ#EgJ>WDHw$8o#uI7)THJ7AH<himKzZmSm@Ku!qWn;nycws<(kYg0?&qw&^!#wkU
9V9c*!5z58ak=laQz_a{+t&))KZ~4JIG9Bu2?YsAiMo3#}DxR%zr63<sHf2$~T1+TvBxKioW6HIb6_b
8ISA0%_D-FCHhv?B*^yy*`>lnd^RS}I$zAX<ri{~ag#xItqA8&hOEpN1uO`@9k|KB`r(o(`VaL`MSVq
bX8`epEaJucXb?3BS_?`=#W&n&z{4L0`rRh69u$F<J?>zS+c<|&^`>4md3UBHx;>Fc7HvJ>DrgG$6uI
DIV{8J7(Mp!Q+nEg%MA0Asn&g*g+WeL6F4+;;cVzi2Kd}o;sFoiABTpOAs>w?5z^P%uE4B$=f6K%nn~
upM13JE(&?+?Zmg1w9#m0di<x5&gpOE&4ki{c&pAYEg_$S|u8DWpb%M3-jQ<{xCJor6Uz@QZNSQ;G~W
_P&2RiweYUgqd^V1-Zd*UD(eX3g1J%SN}~1iz?!Kc=8mWv2Gjvr-DTS2pPEHnZ9!qEUNz2K<4%shDwZ
WS!QFxwFa-$jo<DcJJn2JjxlXokNb9SE4bDLQ+R~AbN=y@i@@hV5#VQ{kI&~L^KKAu)FjFN)Y^vz>`p
H85?nnQ6_+wQ*FQHmy)fQH?)=j@WBEYgydw^{bz2^0Mnq!7w>;%(P?qp0V1LuD}%O;3Hdce(7=nXYi<
5HQCPD#=X++0bo_d*Vy!k{*j=zo-tc)gCva1tYmC(pL&ptjy_f-LZUNAaSal2y7#<{;ZDdsc?Kla|=Z
NU-CKjbd;x})O4wv#nV$^g}O-tgIU*x`{eD-{4<}!lI*C<j6DZ~&gsY%Y_v5wJJNbSj!^?+ie$=dbHk
bJoIcqoPLqMnPH#03~ir~@H^`=(M1Adv<DNWP5jicC%+dW;OTNZ7{X?`B2kAS{y?BnA%!oYaLmj68;U
LeN5>aY=B?RHN0AYQQ9+L=JT!D#t>e?7z%;H%c3Rz_hy!W2<vc1v})fEiRJfk}%jn^6MY|vm&GW#yXU
CQLC#fB>nynxT{)0TwBGxE=#r(`-N#Q0A9M7zee%Yl8rG(Ht6hV(NF^J7rTH!yGt(56;lh<Ye{-jZ8b
P=v#fga*4AvrE!+0`PXlvOhxnkXo*Zm~bd1zl8SjN3Ym<6)9ZhIaB3`YcFruP-+o^@XBe2T|DY;lpVL
9<XTp-VQ;)oGsZDEPMzb&OgqBAhw+=RNar$ahs?yTK0VA1RQ27+KVzK!>ioy>R8PHdS1nVLWg4cDJ+K
*KzlRmKsn4PIRMNcU^HZ@W4cMbDxRcK88h$ZJ0%c4WBx`v^M)(h6%PkW!k|tG?CU#0wsbH!&bu!5#iM
bX52`9wT*w?C*>oSMU~1)Zm@aW+e08`SPx6#cUp-A%Lk^FB!OJT_J`s)&htvG+vv`fYZYO3v(bk^v+y
x%23Hd_m2V-?R~VJQN`+uQliAqu=~AB+S}s}895P1hkLFy6PG*c?{ecLgzAj^rXmDJ-`O~|ll#^|A@1
}W$a#=QQ6kFyhV}g8=DnUfZc+?)W@>Y#6l-<fl;_ThAzfGwo5Jrw09>0B(}FwU?A(e8=#q(P@CcY}!c
(-bFr`nX{&8+GI&b~;rX5L5paBNJsRT*&!HY_VZv?W-m9G_1aGe28P(HDASODU0Wr$nNW4M}f1e1baQ
!VQ5oJDY0T7TEG_)?9Yb@;*?+MAd?%9su$esY(hmdbu2F^#zN=a!8|Dj+!@23cLI7AwqN|17^|8`?{;
nJQPcnu{jNPLPigb(R*(IH&UPxS_gqZj0%w1Nzk*lKgJdhg_ex_=5bMJ@Ow6pkYo<J-!M~Nm8+KQ3L)
%vvbc+>n_kvtnvj>Jm^VxnnVEYFj#X?Uk$s>yvUHIto+8y<l)=0m$^$`o+uULXsRpJfyS$yfw_Z4IP+
ZI6`3A5rBfA?Bwo1VYEG2zKIFwz8J|Y(Mqem0j&jN*8a6|Dn!84vj$&~<BHu6;KkEQ;65Y(J=wvjrk8
yfrS+l$6)M1~QLZp4d;Joz|i}aQ2{RR&YW3doAvR~&As%uM&fJxcdbo|bQ`qPktJ1796(eGryA%`AaS
$f8la?YBB$cd#iKz+bB<s1UO)dYHlZ}j@8RceAvOjMpCRYY2MQtwKm|JmH@jwZ1#!9))n=TZhy{(3Yu
?=bwq2Ou7hg)clfxKvDMR^i3E+N$HR%hhMt#X4UB-CcfBK@ltSWgy?fWB$~!g`+Z73R+~>JaU*iJfOP
SyT;tO8`3fBIrF1FoT6QHp?9^_*c9o@B(gz}MvK&GT;9Pmm}WdW<DcTG#B8}Y3pnQR6Xc#80=ha~!E;
BS9EN&nyT|WtcFJfr&HKq{JDe{k-Ut>}H-Mt13m$5@|FaH7Mgv$W%uSj7fAogcE^H+KJA@lS*P+Z_Ws
h@XkjlzP^r=y9C8$<6HprLqmLGc^@N$$3k^Va?H%HH2k?zfeN?`gzqxiRP2~s^ks7vVohS`U?)2}?Vs
Lsu$Px9YcTXG?yp0<;LdJ!N&#pZqD4d^GL#Shklv3P5UEoS&9g%em}{2UK~eQn>p0|B%`#w4YVO{E0c
Cm@VMEyG9zNmOjoZ#wtfD3ngWiwMMS&tb$)*DliN547`39B5-WfPA%o@)G$ILlZ`Q$E0v`8-@h6u<}d
;x4x{sl3Myj<F97?8FyrpI{t_d|AeBID_cZ|-RXe3dujc!y;GLI&P~j7y)m+)$;t&Fn-EAHHx_&Y<ES
i(a3I+a^oZyGggv|xTZabmRpWhk9cn%t_dpfUj*&rvA=hNSWB9LiBgF*yM({+Q>tA*Q_MKs}{_gQd4i
bNHvvhw2;+Zla%CWbF4UpJM<E^KmOq_tfSpVYh1(Acj(~U?!Al9Mepninclza)BJ+WkM3<6{BRqLco>
@^ac!MYz^5?TOfXeK1Yb%Tqmwjf`I%Sg78Lxzea_@?#A)@E6jggf_73YXRehyr7f_B`!6N{0&~%SO>!
getp!w7Cvqfm$U2VFB=acZt?!Yahq$pB(A-y{WT=DN+dX*GL!~SD=R(9N0Nn>bb^^u`QTff@*}6)9Xw
c^JO;@yl9y>Ce=CxQ#<>)BnlF=cilgzsKoa*CcFeui9&cey{KTiG|jb=k{bH0Fqx&gk)TC;3YBZ)tb&
DRQ-!^p7%$%)v;+ygHFlPC0V~hoO;SezO-KrFE^DUbFneGBtR_V}%=m5F+U~QL13Ed<f(956czUG28B
8jhDTwH(#e+ncMloDC+w+lD7kOYPd6Uol;$dfoG2N!{FVLNvT{k2AAkANleVseQ`t9X+#4`Z*+#c3&e
}ARlcF-3V0I!iL-|P8aE$Zghvg4>$vNi$~YhD%)hDamD-*#IfALlR9kM`aql5fSM!-Mj?2$!ehIC5uS
QH=Nugcr}bhNoyLKt?i_W)-0A6vaI=5Za3sb}a%dAh67^i}?<sv9#M$gy4V?b2TExRPINH+^lk?R+FG
E%EfoYl~EqvW{@c@J=bKu!L;%{**IactfMKST3ao0mDnu}{IgR}Ai(A_iM&S*x{k;=M8{7K-hdtHcq^
CGSSe5dw4Uz787xfHrVwVSTItJZtlaR|h<hM|4c^lJg|F^E+87Mfis_OkY~MUtLLxqB>cB^|Dar2-Yr
V6MeDkRS>n(syj6JXyIR05X<WS%#@!&+{?wGqlZMrdb!vAmc!bm}v46Q(+du(LoQZ4UQ#SYHV0fkLz+
C_0{bS4}f@P4Rw+E*kxJX`PywRza2w8;wshdFXB-MbfUc<bFOI^{moz~9#}g8_&D=E~_Sn69zyr!*-l
b{vH#4{CA{hbwtq$2;kZ|CYwyVcLOZ;;jq4ZU6jINfB|q#Vj6r_t)>3u2DyUrDh71r#@<_ZtAK7XM@!
=1-eBuxcCR-s)bQXN17v~1jo0(IM}9h+hs7Oo7yfoJ=pwhi5$^tv1r5l>VzAXM;e`yvduDA5_ajGzx!
5%y?T<WKro3;SYNfF_bDqL=;rZ*cm<R}g5_96WRbFsB&@Va+(xB9k*AmB)#Od0Kb`)_(j=6&H*eyxh^
p}Eti0xdsXFxiYfB{qxVj$h_kRSUncGth$B0zje{xH0xvC22vUohHTNmW(Grv-!COmi34|~`0=sqrGP
qZ%(xKq5tys})L$=Q&R9zRfe0^fsgp;G|)$X-xR%0aIAP9yY%HWzx{#TlK{{q!3yUoT$TYA&Z&=LyS^
F+^`t!3O*}!s7~QHw4E%mupT5@sKO%NaEL<YcPY<16YuYF~-0*sh)Fv+9VCNWJIwKE?NpbAg{!gi$nn
_s}xx9$U4u1X1^^gk%1YYQ#g8Q1?EuSzSZqQNq(Fm+Joc$0Rj4G;6FHhW>}(or^&#r<6nSM#ftcZB?*
$WpDK9f=VH9X;CoRPM2rWCtxnnQckNPRD|t__@~Nc)aN}Z}T5Q*m*$crIA?>ZQL%_*tl!wMgtXj+5-1
u-&%K4(ImO|68f^>BB*OZGrAcbVycM<-J{iro&6u<!AZSqw;rrFtZ)+@A;Gkoo+=xid5`@9BJmU+T)Z
J?gkui#{S9z%R^M6mezS$Us;zxSB=DwA{_$4!Jk`0R)pTW3GMXTQkcsbqIt+fDT(?cRq4OM#pl$K|J9
Byz_9m%=ajVCe@85AbY|l=$Ia@w)1mqo=?!iKghubjQk2@KZw_&pIPq$ej=@2fmY{1a*a8HJRdr9N&|
Cco|1#E~WK*x`v5i1%C;zO#bruTN%#R;rJfiN<`4tPa(FFc^9&S4}))UH{~>oQ}aMi-fXr>$gONsVJO
7m<;58mc)Pv2tK889RGTwFm&k?TZ20y^gga(A{!)!CJzf4QS4B_4Sp;E*dUmRg{LrJ+hM$b_w0X#v^!
sEvPZ~Ml!6zk5z`niS<4{JsEI3r1-0=iVoc6Lkm8wrC-aZ4zT~c!z_6~3@VZ7B<xceTD4!Es3C}HJ0h
d&x3XS%t6tQQ)%1D27sdrt-x1)vQka&i4F!KDxrx1>*3u>`I2_Aq_kA+b8)XXO0G8|k}m$uK!lP@Y!B
w(N7LAVt||(Wxlk$_1v==!4#@8ews2j5`r62Y)c#^OIpJ;doC@!9Zh3A!S>oA3O@AFYs8fgbq(%JNmL
zxRHz34=OqI2cEBEb>Ri2(7R*e869;D({?K@|Eu(cB7q6$aZyCeP!}89*aGY=A+u<s*0LFZ?Y*3ZX9B
^X?i-1|ra$m;an_O|96Zz3=4GCvb5fhpqYyj{9?`BOrYtIy%_0=50gHfqxTg5H_csj+$|&gE*)-Y@Du
IxII3S+Ko`)2_64Cn?uGtB|*~f4OPw^z+k_>cUb94Q!T$hl119P2OCN*^Am3UKNsdmLIY^Xlx#LbXFM
;3WBFtX(kGz8TgIuA6_ZXl^gm=Dk6PFINTG!C$+K`Q9n#qrpwU`Go%kFu@qA0iiH8&Q%k$ve8T(8+<v
FNb)pg{^tarcQ5C=w&!`GZ>(uiFVT0d-pjt%je{rz6v9!gjU*b=sSFaFXQZBWJ9>xE!1R|R{x6IpR7s
jx#71{^Z?#cOuO3!^389g_?Q}~bjqIrmeMZPIr5;G$HW@0LVSpuAe#MA1QGFJa)Z%8fXJfTl*xLJ{Zq
10%j%I8uoR{y-9_?pmn12WhQ+;$kNToV$++I@yT4!l*Ho(zVR20Ca`UgnUrd(XmyAI|xlQgR9banB@l
k)b9NfHqsObr>-sa+XKU7OFfV^))F5n8gLZQS_ODo{iR!SCI@g95m%>~JIyRN$|z8B?<6k58`RD)Oml
wCWL2kcw*`|eBx1yYB2?jdup6ZSC)KQMRc<~C^PTSN26s5uvz3I!8{Kji`P%Q`qk8N1|hd|3UZRN=6C
<ncHS_0|1^CHQ?BN$ANsMcX;11TsP>n)5<*;V11Fpol&4cD7zyA6m|4N{Epd(7hp`hrrZOgVS%o1x&#
w^0Us#$#Q<nH*z08%qT9wLZRI18$6zC>J9~CLbpwK(nVE&vMo;SMC%Q`rEbeiw9shyd;E^ESG5J1^EU
2arop6L!*uK26<>_4e%%|<k!&=Zr5qupfAo-N+|)<vxD2#LmGEdpQ?Mj~F*Pd7TM9KQWN7?8UgemG{e
6zQ|0FO0t9h08SMraxg>=5rX`L3J731eC9e^2kPOF;;Ka9~?{>F}!o+64f2)Rl%BPlH+I7_wnni3Vwu
%xLL8g229vqP5{KNn=P-pVX2NV<Ie=nUu}$*OQ*QZ0fB%EMI{wHj{OD$aRQ7%E60TbcnQky%Z)1DVFt
(Isx$S@)uj-OT)Fk?AAT)%eZcLh?$LTmQ9_FE@Grq#jc(?(1Cu7+z6CF=I*a{c7$@B>X?$Kgz%J+aLD
F#Kaz7ApR^;klHBnm&n>dK}-%5mOP;|5*-c|YmXd^E&7?_gf$9pv|&Wa1WE@A|7&h>(m##c4ZWzJ(#B
X&pFR(_T_18)PP<AL=(AdmKYv=J{4ghDHN;iebyf$?^S4OV$X5s!q-&PCA~1m!AumJ7vT!ZU=G&s%KB
77Go7|qJ{gzcL$;N^({{8UgM;L{Ci#m)$&DV8EBM$4BNO=G;a+Y1>b%k+adcRi@f&pUhn;halatFGha
syxwTp|t#wN~L=O^`*NZb9|}4=?>9K$`$*cR7ZbITxMi-ud$gC@oFSeSNY6oJV895cNaN1z-(NWS{B-
rFFA7!2!0TL(%Lk$CdgHv>g&CEka(3GaclZ0++L=*Pj7XVX}RnSYb-Q?c)*s9VX-x7$*5AuEai|zNo~
HjDRI2i!Pu$czsOn*6U)mh-^;qz-p-FzxWAU-D*?)zd-vh|HV>XaF7C03BtklNSeJ^z^s9BT^0&AdJJ
*f=D0xC(6~(gkgJ?jKd(IC`xM3?8s<+8jg2_6oX{_F6B|Dyp12~?)jq7<^P;W>0<yFO!#^k6Muvd9aR
MFhGqGFg9PO35{38nN0=kR}VyR(K0s4~(w@<+R4I04)8XCGX59{$<f&onbZd&|S3hHz8HRv|O3If}IT
n<26w=GT=ln9n#csKl6Z7PSKg9B9##PBF6TZMi8P(N6$mbWsmT+(MWrs&val0bUytFf_uFes`)Ka|oQ
0o_ajRG3!Sv^UQ09W1J3z`)~bcSBKo^kVSO={27&`?eJk2q(A@7#63?arx+c&$C@YITut$5$*h3Z;?j
jX;J#GaemJ{XEY%F><`UN4i6UujTIM{z_9>XVp}O`JyV7=fJkfeCIR&8=7FL^5OL~5%v&0v*eOlY(ty
RT6^c<PU)3on?8k6DXxH|Bo3q{wloyRoBiDNf<&Jc^u_$b@-(u`y0i{+JonV3nG-lt{@3Lp4Ao+kXPq
y6->_Ax~KH2`Gt^!B>G3cVui}S}_(v#<AItO|lB*G4hn|moXT%n^722VFGr5~;=2S#3*C8G9P)lB-{0
L1}#fxuQSe?dK({q{ZtekuB6&~@z{SLl*?MTKWCcc0u7X1%b+d(m>EAjvP%mK6DjeDjG+!Bi}ip^B7;
bD89IH`AgCmF17|r!kCO!Vu|kwU{a|PE3vuzczt<;kK_D<STSWT`i@qnN{>S)a)fiAY;1;loAX~OM~*
o%z}{kW|pw$rsu*t3&%B2#E~E$!8qjQ^nZqDkSIb%oKy^Rp5fmhqEUe<@6arhkam492KIF1RS#^8CHB
swB&qQGO&>6MF7@}<sYTW3Z_KiM!*&oh!-#yGBj!w(l7D05j#i0v)h9QksJI=TMGDDNaX09Z1#GHm94
()}cK=kIYsY_v)uFya466D_#<V}<X?sOTY^LnHs9Q!^`q4Im{T@$6$Ww<WAFn4qE}mNI?SOC4PzA~K4
Fe7?zZh@vzh;J-S~O9O@CSye<KdFaWbaV6Q82nST~A7yPCe#i1l0j--9T&pf%%xp10}QBM=CYlr22U0
pBN}DjE7VEL1(tV(VW>&b@L)#bxOuG9}k?70knJC%yOKzF>AN-?OmUo6TJ1{OS8C6HrLfK87d3&i1u*
77gVNMEn|cGwJ&cGHV@=}1#PWqv$FkiHhq8L%55vX9M-r=rTM)Y{~elW$P26{1}gz$z9h*}=d0VvTux
+?@XW{tr57a}`bJ{Y?z&b)iu1uU!Ow;ghTg$z+ajfL58nE)VmoU8un}J28bP(ZfG@+Ew-$9TxJ=7w7n
$$o3olef%KrPFoFzo7eGrN0V++i@d;N7PzDTs7o3uL{=z=#hTwi~-pt~#3a;abp#F8=C0vDX;E5U43=
ojpN8<-TDgb)`_!}%l{L&mS71Y5VGz$1Jpwa~#Vr?SWCJ6|^1U^;2?9#C%!qvwN+DwzqLL@#aq16J(&
_sot6OG7Bx>Xr{Qd0x`%FGC_KAt@w@hI?>uP(sYp$^?kzj-61K^=|d0!}Di$kV0qui$YfShvB^EQl*H
>uo`?cShH|ShyeGDHvWlB`0}lT6isdkGMXHOR)lb9f;a4QnWtq6TPr8utC~XSDc)%<8M(F9oQPnW>Gc
tR@AxPMAEd;7>sw3mPl4C0-H3!)Qmtz5qci$R6<7Uk&Oy#6V|S!|9N@d+*;+WPQ!r|u$RrjrI5-bFW6
Jtz1$dOxyEf-_y!C55?>;{$DzqAvz%f<vfvNVK`w(CCVDWCx`;h*&dW3I;Uey4($q#tUiUp}Guby4Te
nVRtMJ?s+G&<t$Ma?qQXN#B-jNy5aNA~00e0ST97!%g5JZnkcJVC<+VWLoUTyDyrz%L2^HVxcOm?jwO
U+{+iQ6Fc7KvRIgwi>L*6Yg6N$B^xZzjf_`_VNq!US3y##~fnh**lA(sMx*J?uSnRX6HA<7?Se@y0f|
~;Zz7h9Qn{$SWkj?GH7d-%gi0un470sV!fApa#-G<w>G5LaTVW#iX?Lr191k4%Y%i*YaCnF|G%Z6*m$
71l^5EO6<@(h>@)O6JPN_@gQrBtFbJLZgTyTisP0O{?3fFz8(EYyxzDx1jWoJV);zRVW=8;6@9Y%-uK
dyOL>Q#+Wzi(+J`sNCqiCbAuXhy*5y<EOD|(h8Uk1h=9b6+1laLFLEe9IrJis*yVNKg0_jI@)6vv_;>
4LQNgA&B<9?Mr_td$T^Mhnq-sxP^NW&+2nT5)w&@y*qb`&^fQ{%u+CnQM3whIqxACe?K6Z3tZsY3}jM
_BIvH<E2W0e}$2HX)S@cG&Oe9{tNZoy{h3w`g*8_;>+i;WcOx5gA}2s1XjAcltM|3O4vlQ!rm3&+5)i
7LEgV4YVXf4?>6GXhJ9nAox8K!z#9cdjMt$&SWHYjRx|w(wc6#`dRfjQUsyg%`lXE(<pq1GuV(=C`sM
xVxtGdbf;FUbezxQ5;J9c7AZx@HC)~{D;b}^}?TklaSwbwhUB{$<8~~G(Pg2a>+YtKmbAN}k5USM*{K
AU<V7+nG(H)!;<|Jg4{S?M2b{WndxYPy$CwJPBfsz<5Z@c?PE9OXK)F8Zw`s|#09}OW>b@f~aTl@hH9
x&Y7=T(Wz-T{Zx@S0Q%HHg;mlk4-j4K5&fY-P)nJd!*gdip2X0V(IIStdCHo#1Cd7W1?103%x2L9=@T
ukf-=1qEs#5d@6sDDMwFF1byI<5IFWY=zlD<~>{&GF?5c%4-QZpAbBD&V#HgIJsOnVC_1v|CG=f9^Aj
<+Q-3GP!^t3YsIRjq$eRF$bP&DFnm4Xf81;7VT>Ih=Y>fW#HA+#>}j4E`#4(eX}91gb`|tL4q#N@t`(
Kc2tv2e@8deBx)J^L$vts)(^E6mZM4ztH4DNa(5>ZP!*1q*Q=>WFmbBEn0g32Q*Mp$_Jw9pndbMo({A
vt@^`ix=oEJ0Qs(HWA4!0*}uLh|9Hhgsy2i=4gSU0T=sA;a%0i$Jj3`eyjIZC@p3}$dz$0;CQs@TD)>
7iW-@2xLHCDnHL`BbvGup=pJu_VUXbLM`AoS)LPV}+L9(M@-UO9J;I<3=q{TQugSQ8?;Q0qtvZrbF;2
7iW4c%!YC=+atueeZx17rU|H~$Q8lEn@|TTuTa!MZS)tUJyzU3Pwi);l5mF0$?f=}`PcVdE;E^>-}9y
6uQNEt2@(TnO(78ABY7olubpyQ$ohxdQN`lC{ivU!x}wKNN32>0rhRZITc5j}Q$+49p1@<0q?1u9Z}r
fIzWxl#s+c4e@fR{>an`2|oiypNoxlvo!HzB-1IU52VmlbW;9hRu-8S6ali}8epW*qsgBOJIg+EFWTB
E(2mcl|)qoXJ-)tK>d>iN}9f~DIv3XHbreZp8=U9kUpZLdtoH=EP<;eW@sEtxSF;Yg0kS^k<&crY#@!
SU)i<A2r;pJ0u?7hF;tNbeuZ=sK|7OKw#WXRM}QH!Vt_WwXd9E0w?X(Y=Tcl&k$(2TkD!={oj`^CRbf
&536A_(UX(UV*RuWltdr?@>SUSoClD?}q{1(%R+=D9{Y2>d9fVb+hkpyFKTT$Xx9*T%<~R1H~7ktoEG
D)BlUVNjq@<S_+{gxrAk9JXhbrxdKydz=U)Gx@s_pIcn|+<7D!oQTT$u9>8$0bvrhNcJaf5J@^V9Z+&
FHimuIZ`$uL&o0A(!#ZK{6QY?RsT-^QzpA9lL8Ed#^?S(qMYgNu8FQX2T!R&$T2mf>+=@AVtB?Y$Bfi
zX}g(|&x>^M^-vmvht9|7wI+^ur)r%2^^WP359bxyBos#pVbaxCs{Ahi}3DMNtHD(YJo%wH~5HGovrP
FgTjwf#w}nZwLwmCm$&E1Id&5E;fd)VrMXjO>R;5{YGbeHxxvw*va8BX(xvGJ0zL4!B@DAyj*uFw!YX
p2(K>+69n1n*hz-^5s4ma>Z4>jmSt?Y0UDfYE4d8B=JSWd^e6~Bk&XA=0m?*5!ONq0E<6HTxH|Vf&hm
Hv2D@tE2Gb`S%9uR?6B*mjf#MDo#SE@SUJoVqajffnK5>^*&Ki|oN+f=dE5NqaK6}xjoaxsQ6ZeeJZm
=T!GfXXw3^sR2%(IotG{nl(QYq~v0cC9><QJr=V(qb*zqUb*EoBkJg=<K(6b301I)$S{un7z_1lv%1d
N;VwN@>Kv88m-wPBLfxxtd&(4z~8Z5t)PHFI@T<hyAJ2++1HVGM=fF}*W$UyVG`t&p`LmqfP^Lvs0|a
Mn9q77<F_8_Akbhc-Ibl(u+}L3pmI__Py9D%Y-t37`t_YR#Fw9i7i8&-CXp%1v9P$*B7uW_ndbajhLV
3jr}j;Q;!6>P|>XY~K^QY17Q=LC|m@9dB`>CL{V(A_p*pNLWlXN8Fp9KXuF(kw-zgGyGuyYke)b6PT_
b!{y%s+hoDo{LJHGScQpbQ=^nGid1hF5S1{Fpz0YR0(ZrNm1?w(6b76;au><^3H2YMKy)$Jp4v?<kZ2
%CSup@d&PokgN|b=ruqly(d#aDl1_W^JxItc&0P!*sJ?-l^wE4MPkw3-kw?^`8`6Y_^ubzL%KYNc~dv
#p!Umg}LmQXhPob)7tJxL^9dmM}y$F}niX)ponbl;0A=SAfNTqppA!{~xS<9utWU)g$=t;fBA2P#pyK
uyX!IxA3w{NK&GD`+J0wcEAu%dzW=?ju7dBq0Phnw?J)u29kbhS%U%B}OU}1N0%Cb7`ObOAjw5?Nf?X
mT+1t4Yn5)mLLTb2{fub3v%J?G51@-39|ywgkyZ!7Y3gm_}5^B^G~kX>hv9_&>Jm;y4rMtBH?WBSMNb
RXw<~gnuXlD7^EfV&$l)pwczorn@NhENHy6O&mZ5be$yBgQGVv5YWAhBc+{bcbt<XWcDF>2o2$c{|CE
`+&SbuA{kgAhSnWb`_Ohm_ttkzsnbtx>Suhe-NqCVKS9OWQM6gKc$y8+F$i{>GYnD4v&o|(g2l*sf4X
!rMQ9W0XnylCz6$Z=Va;EbHAVT@g&8`}{r%u@7NVaS^a&mFbJ8MiEQ*~<yBZe08`rWPn1S&E-5_uo=6
vR>PXHw}R1={%MNh&}n(K7%$e;a6BoOe9<9Ekp_VnhXmMzB*9kzUsZui}qDfx3@F=OR|ZTEFlM0$8pf
pMj;nPenmXX;>^|s%_pHtoOzH_WK+8IN0}*GdNpBN0DW7Nf|unEK>C7Sy4B$;JApzof3i>fkI@^27%!
&Ok9i`Pch>RAtWXZAr&u02CKT&DNb;mXDCXx8{p*l^+#ZVZ$U_Z3_0B^hsVY<7FZ&VnWZx9F8N{E!Ji
>?_#TNs7SLjXZx-SeoBRqY!JoTHhHz+x;t#tF@5MqEZKlliuE}@k^!;dvMze+VKJ6p~lnegg{NHg;B1
*dBa>u{;b_s^UIlq?m`goTvZ`Cq~MIB@?8<UNcW2`Q?tmQ~~b2)ni@UWqTInSJ{;XUPJ0fgfbFoXC!c
;jEr^x4%d+WX920DbohITAHX-s7jO1kAQ><-$JW&4eM*3`M*8OVHk4aRm-%hVSB`zX3-pZozV*+E-Oh
pVh1Xg4$UtpI@wswxp{Z%jW$%S-kmMcHYffIewb?yYc74ld^&`im8|Ih`s4vTA_&y&2D|Mv+52Tvky|
vf;Ws&CUdy%Hl3zYg(~5SN=Bj_KtqBuMDtNFk3e|i=Lv306_SFJCibx3MDymXh|^VLtKg&^i>fNudtM
#p+t%cBiUpGwEuhF7d~8moV<1~JZ2+TRE3eyKqzhp5(7s_kH(dC~0qoXSYkVVJ<3wszADpLxdV#DT)<
tx7N=&2p$vF)DbCpCiz%k5C&i=bu<7PtN(89C9IBVdw6A!*NDUy*azzhznm=~DZoQNV9e<zU>Cz8sxM
TZ(57452OXTv`Vly2MOk*Sv-8=N*n!!Nx+#ah3VJ5S$>yFV|1!rFeqb&KbF2JN>JCQ|Dw9VC0FtR<q{
mI|5s0T!9%K}qnc-U)aSH;x0&o1s;vk=FRB9s2%ukdv1$Nl7fVsdkW7jjm$n6a|XhLP3LCG;J=^r(O`
E6(;CTi6tYS9XI6ArE`VG#}3O%qc?nozTrlObXpjv-|ma`JVy^KRgAuNK^ZHb$Xm<jnzb)vq00JkF>t
(B+W#WT$eXbxq{((y`p<CeP_V4a#xNsSUI30SHAf*0ponP~_Q+HGJkfZO4aaYTMi2P1P1nbVjBF}HAL
*lx5ScOoerZZWE{cXm)xchD!RyCA4URz#&L53z_pc5@1cXPDC=i>nzj@|v(<(g(SXO%s7bC=h26vU&B
3p+3j-Ykna3)a#ry(7*FJ>EVlYp4z;772FVDz*2)a`MCu#&yxMY|5W)$8t+D26iN28C^o+uq@($~R<V
8)(cKA8G2=ZV4|C49yVMvZ87Ny&+h(7BS&BeoD#(5RcIVOdDau1V1)6(7jl`FvXfhiJe1Dj_K1r&uS)
Ze@FSX(tH>D>N35&!e#54Mxk(2Cx}C>a=spHE<krKcW6)rZd6YDHFI<R2a`N8gPGbqV@G92j@`ag*U0
ny_cvl@7v)*4A5xoPR*tfBs1$1E5B5#rL!a*gM1;ejj@S-6Qo~^fhqazgp!7dbCj9Ejc5s>~<*>Oa$0
Rh!H;qmDf>{EK2`rQ#4rY1Qri!r$5wWub0!3Zj@rW^<r=;agfL}S6%!S;jvy|%qu|-vI0^48C>IkwVV
<wRZ;T6idc~nHfe=gCob~&?AB&UZ-4XSFunOqHgQj$dY(=|%$1B(s(0IB?)B0?%DA2q2xz$|w<abj(b
OhG$W-a%pl3`3wfbdHev|Hfb^1Fld)<!$U5nfmpr<H6+>zx7S}HW5Jo5Ucao=(Z_JzI{PrjTgbT@+wZ
Zk5&+I+pdI)%-LsiB+A^3)Ox`U>U`F~!^Q%E|DkKagv8F{n(888x-no79mn7$M>FZh2k?{_33mi@*z_
F;tKq4}*qDpJC&j>Mkz<7RR3c#{UTN>8&@I+~_=*b9C&~{*^>|hjqfOg$p=#PH!Z1%{rCNTc^Zn>v(8
@+~$O}hAj+JP#tygN6eO<FVgxcMeLaK_Wl_|!rSGkST4@g2$bOEu$xD6~}d|T30AQolJ6-<wWBCH%+=
_En|bx?x|=4xbTuUwO`GMNc53iSHG8@`mU`??89N5Y-BrRjL+e+I)R8xJoq&dh8=T`;}>2YiI_(s`}G
ohnMh@BPwJ6!vur=TAeL+?-Ibyi_iGx!znRt50~s+`GSnmu@|f3r8R4RWn|M5Md&T2i=Ml=0Pu?y=Nj
y2r&W`!<`B8hcYa%gpe0(yhe0DS>~_LsG_65PU5P`-0_w-H#)EOXd1B0_{aTf#sK=4<t(DX27oP(7g;
*YE2hkaSRhEHu@}U_Z@hAmx7bi8r>Gu)``Zll`o__JO4RfRDqZH`u27}+O%DCuPsDihXT5lH3vNeFpf
(5(GX~EeXig1z5Fztdi*;^a#_oX=pIlB~rCt5Ft?G#p$Zu=(j=XM7-O9z2KIckj{BgkGb%-(QwpDy}H
or$3w2KEndX`Y(!rf1BFZQXzGlEib92mZ4hY$&5@9r4u$KQ?5Q(I4moZ8dhnC{q5y$-mgt3n(C5Wlma
vej)w-{wTh`4F8l80-^>1-~bgGciNLZU8Rm_-XRb{R6{PDxZGy<wutCyGEV`9`~`Q6mUOHFHT~5>&h}
gVMVcQZnH8oZ}<$}npblJJ-nS(!C-`9a7b8i^SR1$)qG7|^p&<_5fsG-heL(6QH~z_IdpZ<tcEp}80q
Z)1x#fjShYa^etBa~`-qGw<s&QKfpUCT=?o&LT+~*y6{ajt3nPb5-J#Y){9-Q5|KWoj>kLz9+`Unicx
RKzzg*TAYx~h~8|hD1|EgXDE5Y5|K5vvKx(W<5Z^XB$ifl6HtzLVbDOH_7w@mB?CNbjg`V5K}?t7ZS8
`LATVRooj6BYH7{-!v|W(VXIzXohI;7=Ww*6Ay~QJ?x(sIle5_#P4G(p7Pm4txx3S1qianEFnC9J35}
7?eXxIqwET8s*FaNZnE?WpSvVg+|MlolM!+#=;yR>hNq<t);!#ZM`auf(V)8@5k}G^vyW^RA1M?S~ee
tkl4{ANDbSk$BdE>Lm9os!BsF%RA-rR_kUVyY6~W9tAOe1Tc?%_oaax`x$5-UF$x|Ibfk`*O<-Ace}h
d(aGAbZj(!}Cst-)y+kGvu$Tk@J`wDI(f7`~llur}!X6oGn0%4D1lQ){Usn$OWJm}kY9&L)5s)uaN4;
}9_ekwwRw;<&ACG&4!A^mPolA7~&bw@<6vJ{mizCd}B8U^2l`dSj(Iip3gdd=&$pPP{^+{+e%h;C09+
n11a9ZL*R$q=RrB(oJlqAX3Wg&xAM1-H$Rh>9(pY8I8BvvNy@i3FTO69=gV8WGK6mE{nfo<8RcIR|y-
=I~#Mx3Xuw%Hv7A3$vK3n!4F_+p5@eSor(CzHvJ(l1WfhGY0)^)Q|KPN8pU!4#XPZiK75Miq>$1Q-aj
&k^H*Zv81gH@Qv3tO|3N<g1<)r7XE${=`YkELASYUxW^Kj&Zk?wO-s@DfPzEHVghXC5W9GvuWm!&&1N
-pp0LkGw~Ihu<}KWIG~?cum{xhT6T07I!(xk=cuOas8cz{Q3-$bL^+hvKkO$Bsx%6-9s8(sCzU^bt5p
jytRFfj1m-!Wr{SJFcFrT4gmVq19=vMTJo*!2hyA+O@b3rK%0VSI2eYChua03h;_74E4!Q1{Zbxvc}(
)eVN5-UjiFb>AeeHQU&RN4ml(GgS62#=`oG*$U3HX``YCP{!@qXQ&~&{Biv@vAiN^Znxck5Xx~(N@@C
Ec)X_PFp;?1#iIoLOM_OlXdDV^}@<dnfwng+R<EcO*?25F^b=P)}KMH4m*|cynBBNBatmD7uj^|nRJ7
d$kGT6qFa@1hzb-zmTuXl_bfl1+@uYEI|mLF`%^Fb+<_pAqKv2z`=@H=GTH|OqZ6mNNDY8j1D}x>8qb
bd*(7xEn+;gOrB8{GW&f>(soQO{oL}dwP3?sdQ1ku0v%y=x_n*G5!URmrw@H>G_~-Ay3ASz-r2^4i4g
(BWe&cIGr2>r3_#~;EOlyYXS0Nk*-gvuJUrabm!=1?%`<w3BQ0x}Z$CVgAPFIV|B2jzNbZRHA+>xF}m
jE)l=L~8hCMunnj_Vv?S~_#i@d04Har>n3H?!2R6PMJt4O$;nIfJ7^555f4X!&<<RVx*{_~={Pm@(@h
ttdcrn4c)N(484hFQrL7uHwz;Kh~chma~cDo3MRuH`r1sFn;v_*$;wpD#Q?CYW<lI?Gr_r{QMI7|9QF
dzdBw#Ky~f<f^jL(+V!iZrU+8eLWQRBE^+h{s@m1VVJN}f_^Sv64LOF=b<wt#iCw&7=}|ApwFK<kX~4
_)U%C+{PTfPQvqO+W7uYRo4TIFc?5luxh}Dejx&a(lY4fdJSg6!l!cO&Zr}!9cm1w>R#pk6iGxU*9k6
&oWjy-y_Kw&t$qppUBsCj_|^_@8oMH>7|VX5X<p-pA%B_AT!H-_L>c7U2K-mJFhc!2g&cUhhQb|GD~Z
R4M7^ObmLntT9BbKggX$`X^!tcL35>##u8z@A7TjkmDs+M0(3`ouLLcxj`bvxO0GRtGX*P*gHB^oND9
@mgVxG3dHW^eg>?gCs{QrjftJXrEV*Ji8I~alt1{lnAD`Ws4#t$MuvI)K?F_@5EAg#u*hAx^GpDq|Z`
>>H{ZDD5BfiYuEJJ+^&_)*Kvfo>r#<jT-o8s%W9g`JO%hDN2#Y=O5e$!oWYXsdUy(%)k#Rh1^lNHp&O
*mk-LsHOnd%KufvsT!{|g)!kWET;U^6w_>6zlh+03*t}=Yg<B^k+)!wWo8tF5*I>75yYwjC&<f5Z&!+
D-#cP<}_4>mZ(LKg4D0@a_$>Qn8+#7P6fUltB4Pqz4>O?Bhfz$d6gCnV!0ka8+IIn4ELzPsGSU0>9%&
qeyYNSgfi#!+vHYR^ocpOhV<-OA1H2#m<y?ezMmk&B+k3a|L1oay&BS+}aPG0XkQa75#va|I|qkKI%v
^MKhla1ZfS`R;8q`5mL#ol-_H3TVKz*`3{eP{`cyUy6<zJ7v3UQeBRGBaZLd<hjNkIgHdxQ_?Sh>9#Q
Hajj3Q0m0x&OfrlT7=)o`|1a)zHR7GK0}Y0c%j^5K1evS@KhvF?#hJiqUGQFRgg%BHx5G+94F7D8Rg5
xSMT>(mbGQSCtBLS_?H7u8E7*duB`~)))@I`CfEhy_*1b1V=$I5`TzD_=KA5Vf-LL|_k5!__Fh_v5L~
k)VOb_lNw~Yt8v@*Tn#i`Agg)dWP-*&dj#+(@!cS62Wpn1yrgorJ~tvrzajUJxTvteE&$DFSlsHNQ5S
E57WC2g<4={S`I>|M|FZU9T>=NTrb<em!#Vj>4x=@w&1%;|HUnkcf9?RBL(TNTAXpU=nhC63i>_`Kb4
#dymIDuY(X7g6U(Xmh;Mx<i2=yTktfzA&{IPt&;XSB0;9FW_af#ENj~XS_g*+3MHktJz_OmrMU~vpxI
{R)nY&OM=MAz^d-Y&YWS@S(<7`TUGNyI$rz;`&sbO#m90FGji(a{AHtRz;-esn2Y`gnks1p_yPq&eU2
(t_(l+o2R^j1yL543xR3W|fM@|Unlleye&SM>iTcNVMNVD$Eax)~TZH6tLOiY|yXt}OEIp?U45wMK)v
hx3Jrk-&8&-BIE0Rv!G`X#}DeLz$&TZK4%vj7BRk8WVj9x7Q{T3X{B3YIby}}27Ghe~6Rit?zk|p6&8
c?Sy^Sk#@LZPUj+8LWdNpI#Y<gJ(XQ4cZ}aVVs8C)2LwM}y%n%<|H{C_z5@_ahld5`U0DuW>5(OmbaD
R6ED=`G7Q0x}G`T<p{>WKFengJ=%GH2mL^qMCi8y#z%hDB(zj^yR`xcueVuLmg2A`$PUe(u0h)`=9VU
CFQLRf!vp8a*8VOVfUB<S`Yo3()L*Z>M^&Sq&2GwNYdF|SGMKHGFOLVovSSDTFZi`JbW(c5dqvK1D2W
Cc_+K~XFgCW#mF)J^`mSR-wT#KEvgKOg3fFGf>2{8-U6M&TnAmCOn+f^i+R`jUl0KkO+Ku`22TAO)5b
EdUpaWdMnCD6|sM<Cz_9@F|;82}z_>1nXqCQ^CQY0uE0S#268^%j+h8fLLDI-MJJ5^}8h=uDHPsTBJ0
OPdb;^ZaV=E$=?n1$Z9(U=lTvs1;Lbz&SP%1)5`T`ZJ~&q_Iy?s?nzof+6YB7@P(<I<jxm!~bx=RSm*
lTe^SW`jJ9$v^sISXZ7o{-_8%XtQL7Wed^&?t8TK*!#9K2=DOgZ@*o(0t81rWVm>RW=R3;e+{aeT7+<
YbWhfxd9tQ!FnX1onc`;mkvJgfqvc0T0IMESrkrG4Om3cUM7$zDR9l=^6RbvD#2_$^OtSf6E($ah@DT
WwV_`mmD)E)U1iX<SwQC?CYCZh|wLx{!rL6U8kmdh}FmSQnomcVbPEKzA!h3^@Zhqq3t2L3<bU)6>`a
h31B7-9Ko2<~y0$DUN!hYL_;&YJD(QYI;07RA6eD?9iyRadbkn_M;-OU%qLU2kAWsmsFVWW&yyemvux
!MT#z{l7aXf^bQoS#Jp$X?)Vhe)?+Iudn7NsmBQ!ERzm5&W&b-jyRzzs5?SvzxjOg}pwRaFb4Ur7O>(
kTj1$u^sn9fMk;rELjI7<KZcpqogOY&zX<8)0!WLkurhr)T3M}){u(Fz054-aXMTyXy`QZ*{ulf7zg4
JnXpNy1MD-~1rcBo2f0H><Dece-)FgHs*^0E36{|aklQR9=_>{b==X<rD=SmUITRzYza@oYl39h`nMd
r{;;OrEb-SM*{eLtlKF4b1V6y<#<a$+z`yj)7Fh@0l>73CJ22|Sr53E+|`2mCKwUWeB#7EX<Z5!xKEC
GPx4d-D3Lawe2Zq&XhE;lX{&fTwCEz*3VWE{K)IQG;@3TuAMo?L56ExyvzZYdmBNTmPt{*FON$vIUR{
qUA`FS)8xfTBZVEh{x>)FlQYN}D@_af7tyU`0UEN0r*4)LM+9u5X~b4Jy9@MIIpjdcGDq2kde3t%x>%
sHLOu^G%m0)5+11pmV>Hg<zsOMPe5HWD-iXI{y0m4tyf?A)u-l){KMgB+{m!Es9|9OQF;z>uL<*4_s%
yGB#58CLug*)Xy3LHPctI$xs;`Mp)&eToW2Mws;Rk6HBi`$-uJYPmOIy^!1B>+F~EaV*Q;98Hcs?{El
8pLm?zA@^a=HQGI@=O>%5C;~hKm5xk$nEgIN%aPrY`(1mg72f;ucQY>UN>A%?ByT<aNVkuMt+eCmR9g
2C=z{~f5KOl2WVAPIJSG><5qYM|=qgU+sExW;`Y4>|bdCcie{6R9``6sM^uH)+`L!bx7z&0Y?fePu3x
%k{lu+ZTO)(f!46X;k=Ya^6YOa>^^jn?`aBbPoO)jAiM{{nb1h}oyl-OXhzoX%R{_M8Sn#_$h~i2T3W
#9m``lpv`Wi)57T*H8wgblDFo(<2Kh_~7wpX%C;2cHKVFh<qsi&Vh2?*O`I1j)2ItfI^i3K(GGZWq!?
4EQ$j&jD3;0cthe{@FMsPbc#GWCH9CNF|;UNLdfE-eFeF&=J6VZ%`Ay9{2U&T2;pJq9r~GjLy@Vlahc
uGl|rnv05*1WrQF$dR+@_&#Z#PZklTnem9So0(_qSODHkT7G0;Vv4T2?-NB)$$a;=*wGN=VsIX^Ge9S
C=tLgL_Kt;&(+cR@co)vjnv?V%2vM449t&DX-howA(;%Wt=qh3KuZ$nmSWWOY%t#-GgNx&<FC*Vdzoc
XiyZ)fj19G(B-G6Sj=8s3p7mT(p{;Ef79l7U*E{J5mCB#Ic_n;_(5tr#;xlf(QMzZ$`54W+Dt`?>Qxe
6?l7D<a#8Y_)4ob&MQqCj>d|a(I>@x>F=_aaLgcBlJ7v8hZCFA=x^K|x|C3mS+hmM>{E5Q8cG_DzI*R
sDK(2%@mBgsxpUz(B`()4?&c3RF@O^l&l$Nki^2YA3<-aXfwvq@$6N_=&(}<?H(UF!4Hm$`Tq{wJS4>
|mpf4@Nv=Fiwiz@FqHN}6vL^Rg+JahKYN0lmJu>{m80BEg(csT+MIQB0RoP-BCjb^gPN%G*tc5O;6Cd
Rx6kJ2I#W>>HH@fTi4-ftg%8~4x?S7nU_zP3%rwA<AADs3Yf&P<&iuTX|4sM0LI&!ui%$@92za<1vTp
C{uDFtddIEF<TOHRdZ_Zf!#3MYw#UUdm0at1*)Ye6Jz#EaOrn{tpU?EJB7d7CX_xq=rooDjk0&nbDlJ
S2{vpQMzT{AK`empMH*!8SPB9wSwQ@2#Z=p>Q~d57s<XTq}I)oC9lTsuX<2@5PiBfi$IDWsm}j$49Nd
jOgCg)ZmRWqfa4*h%!xSRsWxtPX`~wplfAbN|HA~Y-)5d8GCQpzEW$lUMvl_oP_D#{1OV<6P8Z1PaNs
|1`j>e}(q$Iv1?wIvchbHE`NVV{I5FOfeo55km5MmI8&K4qxH;=K&Ph@!VbkYcE>A)MLxnRrJ~%IlrN
0z7I3d`Zn6aaJ+LN-ztPhp+<fSlf+Oe*jr{R8tV^~2z+Z`o$_7Mo1L&fGZ9dpisW}=7+!nT)NuMlY*p
JF0f3imRQY_)>=dHG?U_^`Ki9o7K`8T$k@g_FsCF2OVQFHfdK#(g7#D6$qK!;~7iTtw>wBX3J<f+;c-
WDW?s_@_J_eIW2iuW4c#KNQ;nrwU#k_+_4RYnt-FaouETeIyE9TArfBZ$GgMsp3!*y+N)+zz}xRdyqq
)Fdv0wiBqpve1EB6BWpfZ2g{tby228EQK(9uYklr<UTvf>I3Q;+O@I~v^JKFzbZtOWMLUXdvy*z&{$B
^R178mOCILf6mU~R<WB&Y3abX(aw+-K$MiVXmDrzV4Lr2H_O+#pRSvmvnkUpF^Qc9_`^FO>~aA+QFSV
=)`PKLx?R9-=GGD%wbbU2f`z-4$TYGU9w`0s@JSr<nBx=)jrODzrgmd8(2<Z70@!q3L8Tvr(tn!a&_q
s{Xu=lK^aL_HO|;<dDO*s@jbTy+2b?msW445d*nrQO%_u{3VtKL_iI#(4RQ>2b+`xAa2edhtBabo(?j
lq;x8iGRoT8-cgYsu6q*$p8rZwjcb%8=yX=fy=L(Y4z-k3DNiSL<eR+@&)J_0CPwQHc*<VS5?(8Melk
vU;ynW$S4mH`#u`PNI8P}Ax4Y(3U~Wp4wLPXyPx3U?E_0Yo0-V@@7|yIXE!~M>UvVbAOVy|g1vISqDx
1#oX~3oK==y|)~K2dSv;38<3{DfCpv%+OK@bn+I_Sv1~cPXCDacN+iah`d}&hHiYZeMJ5p;cT<-@ZY7
zrU=p_!xxZ5K<CJzJ5S;WFs>yaDu3Kn&7-D^B0|Jh*)@Pi9FVFk;$amASk&(bR>s8*;?nQ1$ZtT<h5-
GIz+yuuOQ98uJ<n2Xm)c+hv{k6=7b!s*AJKnw+BF}e*-Rl2+m<F=h`8)c<Q`5^)x;*dNs178KSwKtAs
)e|xitOQr?7SuKxH^E=O?S_``izzd$NL)p_rK<W(8L@z`JsPmzab6K&G0`6iH%v9KsmUMgh6Ybf*(K!
ty=nLnF`8D_UX4cpF=gB)o`bLeAzn3qiD=vyU_!NgqM$$NxCs)=PmyngDsX`qR8r|%uYpI$z%^n}14Q
rXD^0bfzL`++mXMP3fA)TK8yDZ?pM<22soyKo`yOVz`h{#53bK~=qJS#|uT-i~3SHAB=aR4?MzUEsUp
c_K&C0H{%Eacp=LNf{gW9C26{$6v;AV!KHP?3V*x*p7RP>@*1H+V5RI;|krRBzN&O>(nD0$}<9&vPk{
r`!bl_X+&XM)1aMrZ42+U4L6U#%y>#N6d4u5AB1ps;L9H?NDv1X3~zu$88gjl!SuTsXjfb?;n93{!S8
Ge|aX18?!<$VbasXonH$y<oeQ_9<0yxvr@(nLDBCf&%NMDt@N`jH%;i;822*3F231p;%jn7LRb~Cq@C
>y?rl%KsPX^gib+B39#z2jZ$hmPVBv{sZ&gTpCFZ67>jVNfEd*G?FNu+i5%>6f0{x;ry#_UmxSY+2`z
-E&2=!=5*Xph?ekXdaTu#u{z~nT7xz8cc!1o@OkP&(_|9iqEjXS7zZGuTR)f!gOS7JT!b@)HqmzfKum
-gCtC^sE1r7x%@(A{E)4XDT@JkL|jN$|^{_xBdaYXqF@t-{S4^*`T#20CW$zDJtU~BCf@|?#nc>ygPD
_a<KV+U%gZrG#zV9t=uTnd2!jjWx~WT7(=b-zIKsK*q!M{VH=N{?o2*|9riuiFF1H3=RUzU^6>+USD%
C@dZQhvyoxTF?70`<}L*x9qs!ev$_wlp>cN>f+=;NRg>`zt;sio^W^`*n;t?kn2xbWVz^j9IhS+m%$b
ptuyG>RYbgof{l+krQdMOrliqGEJ9Nct<!BHS+p~MhcMPX|2$DR=1t;x)?7KQ+0*4GKhxv|Mjt@|vFL
{-a;o#U%+if&P0P9HBKMQDY2&Vs3T|!698VIoN!=qRkJ_+jqa7Zbec#DsfY}ZVvZ$-BaM7IAmKs}aim
as{t1*S+OOCW?Hs_YLovI|52V^X|G2URsjq84_8c6LBE8qW;!W}$b5!VA32PzmBAkL}1CA1|J<Av1$C
IXLzKSf#6`RjC3t`S@9#QJz7PybNRq*bFL+dL70rI!KJs&;Ret?60A6E$Z=lylYim0)j-y#ypFZDTeE
+ug;u*NLiRQC%vV7}b6vx;#h;xq$BU{pGf5=bynW-P%5ey<2qH-pTN5>7CxyYG5PK5}@|F%WO*Ih6Qt
ovMY{@DFv?*^YcI_WRFlwPJB*<ILI#K&7rx@;|9ApjZx;q(2=n>$Z0FJTR3T6$Au{2#~hye*f5nr1do
K`Q!N&RG|iOk9=#!dedkmg$oMtK=~JV3$W(wBzx0AA0PPm<Leett7d-5Jk#(y<oeq?7x`@kuTowJ?yn
9x4n=&S#gl7;21jtv7>%0M(;O#%gPEGu;(4@g>5VnW^R>uMnTqN2aqPj=qukv8aM$EmPJ^;Ey9<=J8G
x%*rak1p8%F$@9!K%W4cS&eTpFu-_D6#kLCthG0F5ZB4luX(GC$=5fYXxb&brN;eg^yf|4J7K1L$P_h
8c;=38gDDMZPEtYH#t-B*^#vpZ8BIy5&c7!EgMW8WJEQziC>C3N>MdAZt!9|v#uRLwSdN-ji`sK{y;|
Hl%Ua)@k2lk<tIflM2WH=<Ab_?(-{=-;r8FtX^pwqrdL{qG^4C9X;t+CO-G+)Y#oA=tC=zfl<tKNL_U
bT?ifJ|y6ZjTp`m}`uhC&7-J;2r6+q!Wz?1&j@&wr^=%eiUTy;)Me<rgUM#jz1X6qPP(C`ih!x{h}U&
Y@K2w@FQc~79r2_`q)h^quTacBt-T_appbgg=Pu?NDZJ7%^T&klZAgFaU>rK{{36uY;j+xg5t8Bc{pX
NM3P=P#0n5y}GzX>BL0Y{VBr`v&!H+*Z(DkddGe6+eCFmJ}>r7as(^RQ(?tR=sM~ykq=n5nu@$A-Jt2
x;&^Wes}o8>p;M{jAh%ScOm4*Fd87EQDk84ycLE@35z}bG1S1xBSAS6Tfds;QrnGI4?sv3W@{r}&dRm
$+tA8OSrt=o03KvXea_JF@vP+*B!^E1C4LVH!v)4rUwx<A&|VofvPj9@IW+Z_JwC(-oqJf%a_zwvL`^
x`SAob=KAk~U;atIMHY*Jr0}(9}_7oCp(KZgQ_ytb?`;F0655(x%3RrbyLA=4ngk&t>H}?~?TwQPrRs
*7VeL5j?PrgUCHDvCmtG{Z5;kSu04IBi)E5ZoN?T}IKUSzmX{L6#v@Y(19WQ#e{IyH2N%L1<Fj!O<!@
0pnN?Bsry)Fo4VWN`q&rSSObtjwFF@gKQ!I^%-gP+K5wVPv4ZT$~RdJVjIGO^Wzse=SOT$7Xr7m@VX?
Yo&tLXu8h(l%)&r#Zt}Nh_Q}aFPlF<r?9yH{0NJqj*)nZk1swoPDaZ@p2tf}-fE^w%5XKQe>eMnh5&l
Yv!(W?ED;;iU=|akWB<K^QoHZ?(o=3sEG^d_d-dfRIOA;*<R=h95OSvysEywmKhhZ=`Kl(4VNO$#L{q
Rco`Lk>S@QBi&Y)Cu>XBSGpD7@jxz)|yluu(W4?>eRMe-Jht*?kNh<v7;Y2f&&>JBR9r(wCir>yXV%9
KD=lbUZISA&FMjIDxhgp{bU40BtMsU$jS-&YmaXnbwd#+gubAnkkStnr8%!#K!)QFjE?Eiv3vba_YY(
|FSDbJ#Y8Nm@!_hsY535IRe{c;I;IFiB~@vl$Ybu-JF|E%V^V!$M~hY&+&{dN8P4$Kt%;OS)wJt1BFD
(`=a6Dh%VbaYk^8q<``^*;rkBX?XW#SaLRPal5i+Ig9c}wfL@|n~8e-ntJg;z|`dCo_JESh~a!opH4T
4kdRV(@Ok+D<X0n^&bT{(C+tk7#cdV!Jh?ej)JA+Yo??s(+t|ODg}a0EPZ01~1o9Nl%N}XJ*<uR0FUL
snbk5L?P=xaM0H`=TS$Q1QT;oboD;)K0)eMK&(r(=8MDKReBg&qOf6%ocXjUCslQ^ObUimvOVFF;KMR
Q(f?uikj*OpLE|7_|!hl5F$<rW+U+~&#++LAgDR!!WM8JTA;^w`Me*>2yQRGxw43f@iG(NkKQt~rD_4
2i*q9v#4wTj=#%Rr>2&uqHUFzZ`t7IQd6{6_Sj?P@6gb!qyGnU$egH>@z(fOC3y(tn`x8`QYHMx}<9k
r`oWl|Go8x1i>mb9;tUc4&!V;923ZtwL8Q2?_(0n18&dDD||RE(>FJB+?e?O1&t~mDD@9?NPo=JaE6Z
s?DBW$wM@+Uo-VM#q|!#`1DW1jbt%_{nQE`UY_gz7(&d=#@|eSy98s#~yt83{n5p1Qm}vI@2}ef4!E<
pwL@B)~&X5(=JJlf1dr}uSMGJYZg&>y6oM0M={#$|h=R_{tWq^rb*Z({+Y!|OD&%or{JbT+*aV`~Gr@
H3_v!l9#lX1z;aHFuCsFBKG;;i2)sofJ^NxNCZ#-6Wum%wd;uGmlNkz|Fc^1EU99%!BfcyyPaF4<T};
Ig<LY~Nion-6lMcRJ)N(J@7nOAhpl7ao=sV$~OKX8J8$cdn_NfSH*XtdwG4MGj->k3yNP;|X&H`<0Y{
0>S4&i6{}Ggag7ePsxCv5Eq6R4&IiBXL$VFz}nRnsDD-Lb=2LZ2ryqj-u*AQnUeV91;qh;BJDOkxl9c
53Q#7D_jqILJqVj+P;~+rl&Yx1TuJh>Z*8vix*}gwM!m~>Z<JCH3BFXnV$~zek(wK5#MV`{a4o^Dg@a
p9t>jTVWjkk4z`+u^tNaV{D{3e5oTo2(C}XUJ=kQbaQvKV2%C&p^6lj4BvEz<w=?{m9BQ_do>pw=Tm@
$2@+htL!9yiRM@}maB`4C+mf6xKhW!YCit8pzMz1Q287U^~K_@YYWL7#smBxYSFcF=BfUx)$;u*Q<YC
jMu2($Bz_=v)?0NU}!9_XDd<e>ukj&!~Y%<wyAl{#c^LIlrk5WkcC+Y-aak!zj`T6KIEdJ8+rw?T2JO
zx|Z}coTX2U+4%eX=jlGj>baw8Pro)BsJC7Lnzvqb;7<!)>ktv*mOxna2GhdMb1$MGgr1Lbp^p?4^WN
HQZS=rJg&3p0jbDVQaQUzE;>|gt#eqGJke9hTNaruS;iScdW7L@yLV6aslFHs+FQ3wl@sQp|CqXH(eF
vc9HZr_>a~qg71=ZLDd(R8R(~3RZ~?qmP+)ts51wy6U;<cr-gA@S&p4y39X^P4D-&V&7n)ypLKr9?vR
jWXBUw4drcKRBgeX@D)Da<=5GUOtphUAa9b4c>?8I1T1#4)$-I_vIM&Aega6xqe7Le!hrF-LZS$#CMb
TQiYX&Rf&7vj=Nh7A=Y?s8W<O&GCOZI{gagtrNrJm4ap9cjKm(SN4m3DupK=%G_NjXhIOTOt<@{bXVI
orC;0K6K*%v|THow6|2q{BrPWI+^X5MF~FHgBCPn#;8ZSGMm54`7<eK?^+DLWYdnaOuon(rc|%M$*wZ
eN8ix$n<rm#*efF*bjgw~50ofu)CGJ(C*VTxDWoqfzNw8P<t=8WYafF!KDwQy$?+4e<Mi)~stNeMtUO
~iJ!~1JQtg;g^I0{ofLOv#g3-WbUnyh~)UzEp&k;WlNz%0E3fc=OEeRs(s2mYvPy;o_L@fI}_kn3Xk6
-tq<@%|;OHPq1IwtrZJJg&~MM~mX_HM@<_5;vT2X^qx7CY*)GKILn<`%`<xynFAW5t|o9vp)orCmaDr
J<ZSGtqQV3733Fto7=8Gzm)V)(Y48c%8(txW`HzNk_8Lu#BLxV2G9PvGMhCotBBRi_JfdAF-p{5zfUP
p|(3uMl3@#=I|#R5tG_XH0d^I5n8}wqyd>6!4YplWKDK7qUaJ(I3NZ5;DvyK2%W@WY@cU(Jy(3PVIyn
3d`&W_KSbAoy8!t5!eiydvh6r6ALz6(B&Ye-InK+*czszH%--aTm|ou*kIW0Y>#40I6#GX1S`)=T%u1
PG#YZR|G>j9c%EbEUAiVAE{YuTKqxxtG<46+)95cmCBj6bvC>I^V+~aQyk_i_Fp?UfW6oU>4Z*%M8>~
qkt`y^`&!GDIHg^`l2d&LNs_-<)yQx1p_wd>OIJ6^T8?*!d@L7%`Y+BBoq0~S03)7S4BIUN?Qb{?eL7
KMF;E4#aGnQ@U!Tv2qEYk7=H95|a{TiClkvFyga4(3s;Ny-BG#ic;(-9D}2a4spslXw<72+F%C`4;#C
Z2Xk%sH)2n%$~w3^*>3x-mhw3h*#+LIr)&<Jz^kk$wshu<+MYa@mdB#P<sU<(b`)=wD!H<fgsJL3Jyq
`_HL>pE%QcGNDyqO6dP@nK&i)8go}jv|CQ5q*JG-+t77DxmiabC<E2&+$0|K+YFiv%Xi!KK!B+`V6p{
7~EOwX24;>53-o!{L_HZ)bIieO+rYU)HHM_c5MJRV31}e1SvCj*Z7?*mNXfUs=3)BopN<pYHFl(cgJa
*ZCg@X1?6tO+FvM^BA9#7B+>&+X7JH2O8N1T}<+Q1w10aOGfzzi8?4|}h`=H8ua^j8(B50km@DKL91T
gTTh52sY$Zb^ufr6!Zz`8r05oHKMcs#cm#;F|jF7ZgSghdCHE_<lC6tK^60`#;%urKGoWTUGF3t>b?_
_%PvQ4)OvwtQ4Z0>nQ~=5Kz77F#xetrE~4eN~NlVXCy4zo8YvODuN5E6C+%{^V~4qs1hce{hGC9r;Lr
iMkL{ZmdxwYCmk^b%c^n(>LzIJc}a1VgAa94sTt%h$Pn~JsK~G?Kv^Q9cQ;7vl;TtSk9jRd>o%#a`&~
ZNQL4Sv`q!7LCY3WBjG!&bu7PDXRLp;GeWaks->AV?O9+MvZO@$B1QVF6X|Z=;R;o5&l)VtJncqo`mo
an*s}{_8h{*f0aJ{5dEojKthTk_i<OQ=)t;@7cwDepsg(cD*(=VY*etk%!`#2^+owlj;5rwck@4%r5Z
rm_X)ecHTNoA99a|Gk@_I5XsV3+`KnieeFQ&)rbry(Pt$u5qB^Dcr-7owf+w@429uq*o9Pjt=dHi%Mh
9_^uBl9=epXic{yXXPa4DTk%1vWv5dTDAH9;=~AHuzr+a?S*N?W9%nc<VZse@DIxr<pMqq!>g9#ToSZ
eair?d;X$uo1R;mpRT;r0l5XF^y%hSF01<Hv+4!~+ubuishaH)sC`7RD1bfmzrxK^sK3L80#$PJ%f~G
D!hcdN@+XJ@8s25j=pP+$wX5c2$GpFGVoRvHH*>bQ)sUk|vbT$>J)nY*y10uCp-5xaueta^}Zo7Rsme
LVUt}kxe!QNI7sNr7SFtT2Fi=&;fFbBYmmOsCvDvY<eV=%`FD?4ei-&y``HfdDn^3tXew(>-ttxve<;
2s!ayOuy)zD{fzkb)-5GCKDFWn625EvpHqG&EYti-ZNGtJSqqmztI~EX-WE*}~rqp+i{TB0f5*!u^hE
FWI2wDzwb7+Zkp$^~w{I;0wt|orc!U#@zQ2)wC^kr9{+IupMPl7qq$oXQJZrW+3)T2A~IyM3-ehDWqf
Gf-6gLoaO9QquxDaH$^x$iQc9!Pe!iVeo?CkTs4(=`_-m}UE<({xPNcuBQ$mcy~fL2{sDk8V*3r%to~
JWHUig)Dkyd=C<^Qdm>r(2IB7fMkdlC@9>bV6g1gtt2xot@gXna|^!{Fqt?KX8#r&?=rUE(iJteXAxE
sqx8dLlaR;9?|sWIe>MY2+gc$%YPwL*<&TQFe0ko+7nOF_>Gd@#m^cdoqNp|VYC^JinT&K@MC971{de
_Zh7l9Wiqz#Pbh$E-X}R8^pXYz0wGXVU7>kn@4gwFgE2Sl;N0+!R!X>LbILzQ1RE8z?HFGD)=0z_CDt
$|yM?N@vE3`jesD8lD3R5=}A)sDrbAJD<o>^Y#e&Z-UOqe|H7-90OL`1;YC7Ha!0E)usS^+Ps8lCA=!
8^8`ADvxe|W1mdsRzNb$YxO<jz&M%us&^k5E(78%2<8)HS$e26w7bk?dGQA}Qn%81W*M3x6Wkrgd7-;
daR5!Up(^lyAF-v8L<)!b^=6|=$H*D6M9)dY4N0i;riJlkWa=@%|tepX9*RSk>J(W8gP?jfNM}B|gXt
@4xti()q*V07S%C3Pi2*MBAT|>Q;Orm1gkX-!^;N<ZYXnQ~$Y;yf)S#mH<_-$b}5;#JjvW6&6JZ$^_2
c!(~V*U4`o~ATnH#^a&!P(NEAS<|0V&m6R2-8|Qe$^U5&GHpp5k)0`04t18GfJeRmOU2o6r-g|H>v-c
wNIG2Rq+c*iOPM|1ar*3sc}gP-ooW|lZBgj!6E8$uo!s?U(e|1H}@|!K6gkh8jDpLu|!Hw+$){7TCLu
!NbTT3#nJwLu~UOtBd(t>j*Vv^Bl}X4E`W|O>~yq6W)qITG7EDAG<7T8;Ihdz-9#XE?)L<b(Zt|`Q+7
5VfSkRVNP_RnSJfH_j*k`}#15(YQ^7pH8qTlR)W$7d`s`!F=jyugNtvca`|BsR41N&UvZ@%@i|JGQBp
VfJ`}ZZ>fg^P_{8{Kv1EQHmr?)UiYN@eFkx{j2RL0!&NZxa9K_&Q=YVZ5A`A05P<_^bHt_gmije06I6
(I`~$clT(!qII}+ao#r=V=Hi!~B6@evVrRWq~+&%$#)h>WqxQh7r!t25Q9h*)0;TX1=-}0WP5_7hBHR
fR`di(#*kGMeETkzKU$WhMdxg-L)2Y>;XRuQqoo>ui*Jtk$_;HS)@Z?=8Ordzd5Kn37xnwR?VNzt`An
o#jSRaQJi%0jU&1dt*9oa41YA@{XgZ2x+gR+Vl9M@0{Q=id^HpzSi9D?jLie0E1oX#HS=D67hOeGb;U
k-G(ZFpoMIei5?)Q1@Dk>*y_QL*NMY%cg#MNi@K7#+wJv;%i*qZPOkN64)l-?kpqJd>{St^rZSzcqtE
1vgHAeEeNVw=l!4Nbx7?jWDPDmjbBDOHe+niN<FYwaqm`xtKO!79R(Yl9FV$sh?jvO-0HfMKhr=yVSq
QT;q_VR?M>4ZxnZ*pA5Lv3mcui_)Zje+B@N-+RzLY<$6ChO#p{U3c9rVk?Ww|r$PRekrUWo2Cv4ixn+
{1t*R?`@w>Yx<=Cc-D;%_$;_@`ZtU#Y$&S0%|mAHOWd>s=h2XA)>>-N$o|B6#7kPC#s9<U6jGG^m>2<
{FtJ&|N&g>=AA4Y(eDW_c_QozLasIwhFb;@?8map`@5}w#)!Z_NpF~I+%|oMCMy8Li#*k9=P~(C9$$4
u{7nm{FAT8sadg3MTZ1e!D6=ymV?4Wj}7nEu(opndA46HPp1bCV-PUG)Nxwz6(^ODb?DY<ezb&i2mxC
XV)bJZV3{WeaYK6L%pl&#UY%yRV6{xYqEN;ZbKc%QMRp3Fz=)0jya4IDB0$`2CJtJjkq@q_=VhBlXlF
e+SdMEK}Ii=Y6$Uo^PfG5fQ(<}*sZ)8#JCWLd%@JUZV<W@~z>mtJzohb3>yaBTx=xqz&BbWF+l2dOVc
%E7le9<iL)o<^lds6YC5^y>TL1#pkveFV`q+(O#?Vw~l=kRcvVZ*tH53UY58qwRqprf%%2q!EPvZp2g
!I$yMCipBUbogAk-l<Bx|881nl4Bke(N3W*#I^9lK8-FijR8#+BOiAPiN1jw|cd?pP_WYd^EF;myDkE
ocS?t%K^K%lhykwz;cQt|6s|YJ~Fec_nz!AWvwx6jM5MOc*{LmGrH%gKr-jw7T{SuWwz~739;PB?X@>
8h!r!}V*jnL!}DH2aagtK8M8f#*#<;0ea(EjC9;2VK|^R>C$R`Z!Q2Dw=?Pc~z53g5-3gGDkfOQ}=Ey
{58`Hhl%WI04Sn?tXyEXmDbQ>^u{+PjHr<WE8x`<!0v(H?~9Xplb(@qA|-=-hc?=^J&1H3iBTCze47>
U5<b5<aapg1A1guE=RvcP*S`pG&_#&&zhG46=`S%=RAyj5VcnlWY6TXLjFr<o*{7;Sz$uok$zCe`Ut=
<<9?qQuVZi^w~2gqm5+PKf~-q>?X5J?Q8nEbwsAQFFSyC1w$9$GMC)XHB}!m%cm3mwA=*S4<c#>69p?
eBtvw-Jticv5V2<2frPU$DG_n3AO2l=hQmA?Dsm6bd#`to3>lWrT`yHituN)aftw{nZU32NtbMJ{G(Q
9rgYj>x$T~7M3EMQ0f)6y=^c(i7+mkd`mk1>X$PjsC`p*@1gPi+lFG+R|;wi&{0mGr%YI2jaLPmaROG
>ekva|S&zH!*u?K|tzjc3`Ejzi#oF)X{a2_Q`;`&jO#%b>R?lvNOTQ$A-P4Oc5j)WJDU~qq|;d^$8*<
+5EgLEdUhr9{|(Fbgz_^tGbs)o}&|ZTmhbTGQ=9?&*Q<)R^iH$+}cTO)e(<tcIhyFOBjNhY^WL}T)zn
*o{}_DE?JmlKYSUCtcgB+0wB_^&GbSUJ)j1TAbo2WKx1HoVdG6S!dEU{adhhOmqvbGr*7IC0~t5YtSH
i9?-vX;P)0~6`)^=_8tuS1#w*CLvvOgc=w0`kKF?%5J}}{`E*yIms8Mf_;s=DaoKwTmf2Hd^Lfg+vlm
N#J(FvA&oMNE1`G2Y_V>mk$b;nL?;VA(W-)YeB*vu`2i4`nfy#IYl=l6qO{aXSxFlD=5xQR%rvb0G(7
R|#vtMoDFaccV}j++l=u4lLnvqiA7XTq0F)|Y($c?$;f?jV#rnl`9auv^(s>xI}d>y`#Q>)Wo!E}g2(
_E2Q|jCS8R@xq)PE)9b{vComw{b^C!xJRt#P0Jh#bP{!aLtK>uP?S{XFwHM3yp#234W?2vx04O;5LE7
U9~)-ga$?n33b^&fR;1x%vaT)kCxqA(xQc8=6JlaE*vVyGy`j(~@}p+(In<K~%B$MR|EJB==^7<yh&|
Ri-^ClUnY=3cyn0&5KvV3C$U|{{haLPF5wjdPBd-cVfs0$w2g63K0ndpPep4o}f*IKUpOnqP=Y#i|%l
f9L=?Fsdz!nsCOcWHrGB&%woKb{|0MklHPE4R1{|Q>cg!J^;xJko*ZROkPE}Wq~%Mv7-o~xwcXOJ1C&
<%+jbEhpcD5xfCPa6@9Z|`DMHC^(3)87_Ri?`zs@qh_7y;Aw*jt2BEq=<}rv+A>{2y}3o0rLLvuLU_c
ku3)7TfHT{&_up^ltVhTtsu$<9z>}rI@KBAKVyybwh$?0j<zrsRG1S(qN>eiE27^TbAShHfG}*1e9e3
4p?iN-;{P7o4Ur^XHl!<T4RUtD?{-GCb>wWvPViKGnTBhA)yoaJ*lA&pA2{bu+F`7Hsx>|~PsUUw9En
d6+A4Akigsj~;;?2zYRVHkrJ^b_INXuTpZx=02RaUfBQv7IICr*DDy|^WLi;wr<6bWttg-W(4(+oC3_
?6LTfAmF2Z{QjdYt$H5Adn%$B*JJcMrcZLH!BV$*RDLnk}SnI?a6l$5LA4Nm(lYMLOb+0)^n_1|f9#k
Meia{(UhQ8a36NlPJ8bI=v!1evkMK5AEwel)lpV@k*k^?{m`)uTU=y9J_5l-O~<pgeyy+^^;r=8Dsm#
IM%2vhngHmvl)nF+q54bZLSpZN#eL9F`dE{_HyoQLKOD6Z~ZI_!o<KOXtf`ZCBVKJLl2qM!O<f9oKP4
+#)VVuOlK!n5SW=)(O%4eBqBx`1?J2$$}YYtaOW)b21sw^uN|>bB^FI0z>k^-?`FO0$I!)FFb!C!T(m
FKpQ5GkR{xi<c#?ei{syK6PDfGnb$dO;?S?_N+-l|&vRYrjrjA+?LEz|iM9;o^#EmlysGbm=`KbzRDf
!acE25vm5^YW-sRsp0*7l8+1Y6Mc%t>7-d$pl79A(D;fT%^$q?K!V_K^k1e}l^jAqsf>0_7yKSQ1o89
Dp?w0oaS+Vr(H`uAM&O*zzlH4jijF={k*Sn?o5}_Hfp;GygXQ`fATxM9k>)IXYCESNm7c+h;j&k4)nZ
2e(a`r*mrtHI!4jh#D(Qe_Rl_7UjCIE+SFv8GfgKCI_W<HSlz6e<I=VaAk;?uzW^Wr6(0q&%2b9F(iE
iz!+OLRE;#9368r1@M&1-#&7|t(<P!1M|VOKF~Et-?=c{HADzokrC2Gkb-cEp7zoR?&%`v!K0sn-6h0
+eE>@loULQ;J+bVwIu7HM&`TcB93-rp$To}BPZ^$am--$!&CnOzh^YgTX$YeXt!g-9-LGWs>W*e%5>r
kAvCo%}CWVjCTjjA)O+xrgJf-4rkTNm+>Op2{;&3uCp(~FgM5v95~fJrgI2apg_N^(;H)SIGimCfDw)
6;ku5CwVHx#xO!dE3(IF`Ell0Vld;{TNFKk42_Xm9GGv%X{j<aX!E>v7MRTDP09=U&{MWkv0)Q<cyj;
ztMsb-Mufqe1~SPVCUysHjVsu!`I)%V#2>utxCl*D5|gZUPwP*cQ{(q?LVNG2`LLuaiCxn(vb~W5}d1
|REpBLo_(2_jnGm7dkaa>@T9Re#qxAv-eWRE{{(s4UT|(d)$vEe8dL40T*vd%ws!lIzStZL#ThCxhLa
I0uL!JffO;iOF!JH$5Lz8|XK66>#6xu~I!6Wo=z}-44S~OM=(-6Q1VG7<Be$R_M5{$?Ibi*cEz1R4vk
EqX!nuCM#;SUeaRKxT)AnEshwG`HHi_l({++aWAUqCbZ9LBLKWU?Cyc2h@5or0+LA{<Q>@^k%|4xs#<
dPo~?Z@8r;p-aX!0WY{s>s{J9mswmN_Xse_o9B{*0n{9ckK$*CpgW3xM5U<rl$cVs4b@yOBt|TjASHD
y;TqMs>d@_QWmp-{7q9LVmIXxa3!Hlbhxoo_5v;iqam!^NzR((OxfHrs$WWM&dWXn{e8*k;j?Ukpi*K
4!bK=E&>34RqS@{B#gw=7Alohs<FApWaa-lYkhVlL^DDfY4t_>_$-+nYmIUo9z#0)xuSY8=bDXf4Msj
#!AN1>cGSnKQ{_40}c%5Hr=al;v8_ej8*M=f*NLyI}X%(@VVVG$Z8wd({`cj)n4tH%pjgbD`2KS86aV
3w5b&9a@IMXInG@qOxYgk?|`+rpD=b@EG<2SN7w5uP8N!Asbzc?UrUan{6{A$vfU5qHIqyk$_(NizE=
c~kU=SP)H6M@e5dY}CfSOe~x^kKo5c*UleX?ay-YQPk>n@n)aR-?s~e8~u-{>MM#KmTE&xIp=Gm9P$i
W>ft9+j&sZCMGMVp=y2F25PPXFQ1v<T^R7ycF>ix9?h!Xft+;b19gUi<+2;mZ8hfA@3&1H{o5!ja}4O
=1^prh5gV9s&d4xlVs9mzCuBOVX)XqZ-*22l`1?WMak=EM$h3zk$85ukl+8dYU}(4%SY|q>75Q+~B)#
)4pt>IH4l5adMpG!5UKSGKMJu&Cs<EN>vvFu1yz`GQ6ZcpO_r9o#C9Gy@uO-*uou%E1TIbzunD+P~>!
uqOxB=lEh^CAoo1}Pa2_@#Hb9Thd!HLMs$c7IAc0Av6Qv8>?9owd6FtBhah^V_ypsVRESeN!jWSW`8L
Ok3YvD<{P<0ZX}Y`KZod;C<<Xbmo~pbK6P<Jf|*N?b~M1GOsmX4J;#7tDS|#I(-TR8*hd0Ii0m@Vm=r
$k2S2Zxk=_r;*Wn&H=C-o7)Ya%CUd6sXHb9ehCR)YjWNdnfYf1V5Cqkl&|$L-QErdGDHiliKmZmus`d
(9j^9|Q+sO^i|BCjGjqVWZYyKw^X%Pm&>;f%OO&oAice)@g~rx{q|={@?{B~PiUZ3!>Gd7yaJsojdF@
;ZU)GVhDl59HPX_%^sV4%}1LY`|Z$ep??qc2Ns<j&gN46j%*=hJ1w`<&}KtzXNu7__eF0Gt>U1DsqqF
CvPXZ=9b>zgRZf;tqaoU)K;dlr~V^iQO1c0QCICOMm|uVIX#;Cwv<m*0u0iKt1oL*A=%+r_t^tBZ0r%
iaj9{EQ9A#|Rb#9os7l+<G4-H$Gdev;6@7xFdxh^jd1TBZ-c0;2Bh;gVAEYXO(p(RW`7OX|UDcEW>$`
PT&{H4_d$(fdj<l(piSR&l7^>knJFK4BS`X9LWy*_vp65zXzl&a$=H#In+u!js1$9vbnrr_j<jh*Ik0
(%g6|&(9gjz(F19ZaxZF6(yJogKtt5oppbgJ_5?m1US!>Zf*Eup7!<`DTuq{NjQc;(VI_Z%L24poo?n
H_VPL^0zaYmwhCc{p5;v@GTR25!{jO;uux>FUnPC}+#A@=p{PxgGy`J5u2Y~MM;U9GCk&#P(rVGR-Pg
^~`pW(Dnebj)%o^pn3=Nr?DbNlI)+Pg-<si4Gi)Fz1#(rsiE0~9lFI8D#5O9u~?=%}`2E<r?en+3nYr
aC8!bzFi+wm<(rVq)nz&6(>R@PHIZQxZZLan3@<5EJFIfUxMv{ZD(;(H>9*R65b38qDOY$mYQzDlM)~
Cr_h5?d8KP6DWS(PyCKOmd{7XX#;cpleH73yhXMdj$iO3B4Z~FEXsgPB%;i?v4<)nn0-c~&U;P`E#0{
HqxE`y9!9a*--?uI<YPouwPZ1O!zLp7>&7-e=82Kv+F>Ym#x#al$9|P}MCqnd%9@N#ssB(t78fFAiym
jLZ_Ku=EamYt@5SXlt_9nN96u3`BoV&D4z@BO*FdIQhpEIE3jj9O3>E;?CbkNR|L;HNI|sr3NCNYl8z
Fe*Wx6{HRSR||?R$<xM?h>CG)1Gmyk^5FytaqjhWLi4G|Gfrr_k`_2odF%9;F{)?Ko>_(LyhD-Z4N3;
1n~aQ3grnhq9b$7=@Fpi&*ld>lx#_9%H(Rd#8$|Z7%jy@X(fsl3`G|oHewGgRH#XgDlFEMnUl0e2!Le
J43w!LZ4L#?~iF<<+QNy6=kHW!!H*DSZz$sk402bNz<k78*kZ5gWV{ld_XNW&?!$Rq&7VYNELoO+Kv!
IXG2i*t$0n2RpIrxx+L%BJmA9ogXtp#Qq6)K7Cw(~Rh-23+?ldgrNR<TN%<uCm44o36ufNO>UG6)LzO
;Wqz3ZLN0#&InT$3CWnDxf&5R)(w^q4r$hLm(Aw7N*=zAFbGh}o)VyV_!5)!BBBLzBP&mW^DwFWll)E
>^EqMQXFA9iEdH}v^K5*&I;Q_uC;f|)*ScF1;{(CbF?4(6KT2=!dHYV%grOhwq&R+PtW&=lXiV=_<%K
RozglD==IR+`6wk3;p(|HxFGjW2n#@$8$hm-b*yI&}>flbNXF&2qR@H!Tl1`r=@Z(ky8TI6`wPIb$I3
+H4acuxRHWoXW})xpqPkdQ_mZ2;BSM#Q{^DkZdSLpWg(bpXak(9m@AKfl`Ov(Up%qW@*@~KGxqT_0CE
;CgbJL*SL6j?hzrn#hOJ8VHqo5D2TfCOvG^9ChI;=%MP}8`zC{pR#h2(3jx(w!d%Ky=&WUh?AT2&y#d
KxLlC94u4FI^o9Y7P(cghASlyM6|1)R$JnywU3mO{1Z3W`PgM5+OZrKlr^BpK{9I7Pt_2YOur&#jzf8
asFB*SaCb=tcVWY{#M@Xr$d5K=@wFaH$DK;N7K>8P@<1{Tha-VC;dKWw+Yi_u%6IWdOymaKU^DN!mAk
Ny$wCm0W|_x)#M3M^_&)abx^*xWdncYNGDJzBFA7r0m#xwe+ucY-pEGtit>i>88W7;4XiGzRF-ctVMD
q;8H`V}v8hPx_>ie`of*w=vwQF+8tbo;fnf`*t}GEO*uuB;l57DA9zRo5Pfal9-G%!kmX2etRD(qt6&
&aBJbM5rJcx5h#`z){)lMeuzyfy?qs63sEAEmRfB+_>`zC3S_)I!$lW73o0u)0ax`zfEYx(^7#F>dqP
7?<L1jko?mIX5CLkEFJpr0v|}KU>PjV|@|?t@p$q<BdOZkD-8+gGvw&#6lamci+1tj36))x3q2_(vka
zLb5!X^V^GGt8N0FBQ#xf2uZ&%F2sx(H|&>AO6suiX&LN`}ZRKFuuIs%*6qXeJ!1fyu-0jP&7gE#z+(
LU9icJo^pJeV|eBV>xEOwWR}%adL~U$mzp*+sj$eDy@V=94<oR$oV4`qKsk@ZX_wAFe^bEhC?A_TMcC
2HpnV7~VoIAqY?VLrJ`msTqIIW0gx8ue;2Yg+nd0vTaXd#p>ACpSB%u^YMY6g6hFlR<KN=)1i2vMc%8
nLSzdT^Vc-d6VbEGE)2~W*RlKfe;OiGqm-Yk!KO_%;z;zmWu0~u3VY3Dwi(?gYTIqb1L=!Am!E}PiR-
7UugL$m<Twu_`YOfk1PJPUJQo=qZYk3(zc^|y4a#<mjZ%MH*=m1}s+X7LiBsxl#_m$5$DJ&01c|Mtr}
D5vo|R|~&E9ql)HutOAgI>?=n3uaSAPM)4^ba8Es$Jz%}3z0i=we;aLd!f%e96ay-d)bc3G<P)o~}V;
~st2H+`P7v1P$CRMtATBH>B~xU0FOZ479{tE=#SR=NY0eN5gxtmVS32<2@NzuP}g9`+5QIp-(QDz=u^
)CD`*$M$i<h70ILH#c81kl4V-Ii`<REI2Z$7XQ~EFH4Nfa$ezXG7t`BbkShbh_q1=Bu}nXz~-x?aT9X
xw+~yl?!}1MG48irp)pH_O%=gV_{pb{7_Q}Gb7;(p@}<uRYeozNrU*0yqlxAIYxm&LR>Us`ez4t{<Nj
~Exq%yVPm5=yq2dD-!)_9<uXF)PHNl_06ScdG_nXy1T!)Zz6?D_%hn1xld7I<iI6o?$v<V25fv{j%0(
90NKJ3eXSI&|@(r6d7W3_MtZ<xCa@p@b>OnEZ*yw>l^9Q}cY2f_a#35U@b^KSJ<K26PP%)ruR?DNjCT
vCxBXAzp?a;68a^itPU0Gq1TA{pIJoimMWtC2E}d0nJvqX`P;wAsEUx3>a*dBSMu-kZb;vDm_>n`XbA
^M$nOTO%xg*M5-oA_Y=a&?)jR#st@|*BuzQ<W%VGjeG$7$}#ha*&P)&-kFr#>`r*3%Ps&<S7fjpci$5
_luqq*qWd#JM6fbRAz9AqfMjT70^5}jn4QC?+Bt^ayDE4i((+9r#e*qWwsGt&BN*=gvW+F4u3#QZU*M
spEDk+v>kV9y9vV=IYu-i|$F~^ytGviby)A!b3=WhYg&~1gUMSI6<`@QrCOy$T$v3eu$^I<VLbMIQ(w
yb`Sp^HKZ;8&Y0&%qFx7QLMWEds{Yf`vKgd#~~u#KSE=bT1^e+rDZ;Fc>0%mr~zPW#@xuXa;8$ruA%>
MbsGd2JA8xUDU|+iT#!byXw5^B=jn_3nRasTVbI4l>k-ow(%7CreYoIzOzWt?U(c$y2356E%-8q;q}^
<_5O&^Cg2;POpoZD?Z6urZm`?sEE(vc)Dp^qHDq;zjFpX-O%j`wD#6a2iDr{2Wwzjl6z*0EItIqjY=4
R36eV&&6{d;+AN;`y*gi;VJZ3<v-je;_Z-tA*iTenLCFJY`t1$#L!b*A^Nc919-1#KM95|wrnF_2Ha`
QZWrRRO8#b}@wf24$O6DHJG1-UuX(VDb9egmI8`^$QpIL}c`KwW*_TH0VwR3^KB_Gf@aGcv1mystKw!
RDq-S?b1?`S~`6sFmMcs9VR8RqB*x!<S!B5YQjmBn`b3^-+ZBu^Yol#$5y0k5;UbAe+g?CW^5NXG3?=
kjb@>OAzJDFT?@tex_OcT-B1&Sq%Ie8l-xYKGH3-N&roU?MDnzCL+iW|f9Hc%Y;e^BcyvhN3h&umBP>
NH1WWa3g$aoG2&#0{~*5f*<(xKUuAO`%SJ}c4tQoVi&nWMbzBsFboGe$OQ+D2>dADqk$RT*VYJYHoX|
E9*K>mX<+M1G?@rb<5XR8UF1Fc&I(KNIc|-i+(mFz6Rf|dhu_cHFAtoi?4Q)Ft+Kt@PU_%b+igY8L@r
2AphnXfLF<0(jq;RSxMVo6=zOg~Czu`j+6b|<xSWHbf~@8dfg&?0a0gy|y<V3FKaMRaQDH$;*|A8!IK
xz>^T75{is*xg3#Y1j;2$c&DUNV4+PsMRK_XnsmG60~Lh19n?L!{Y_*z;G{PbrvJ}T3!KD=OjwCp2*3
m2u!MKcyD;BXJFH7Jb)6v3W<5hhZQi&)<u_>wfmpIrIUDc$ZpnS9YCM=yBP!O?~ks2|xUki*sBsPV@q
Pq(F#Fx^bUMuTD2iWx?sqEVJ~{q#uRoa5H2mg3kb5kWCS?35%klY#--uNlK51&uRc>j8I_6^;iSFLtl
4Lz&{Li0b#YhE|_A#8g4#3$zsruplq6qDVeJkI9Ag(FeQM7zgR!x-BnafC?0IKY)fs*>^BUQ2oP!+pm
_@!=o*QK+0ejA`OB`^O!nd^<Nc)#2Gy{(qHj<H{B!w+gyq7y{YCD_e4bVcpSlST0iN5E4&#^is_JHkp
0ZVW5~XE7y!Bp8T&Hn(zy(J3c2ybq~yZZBP<1u<$Ql`6oxgh0mq%WN<@W&7Op(MT2e=e%%(Si&CCZIi
7{`7+YP-#&ogXeELs*BpSPF|4Jr<=mGyPS2$wSqhWpqL=SwA6D8BBzF#?s}HJJDz&OksH`Hvo|+QvM9
?{-F@NdHu}rgw!oLS*})^8av^nb`pRNYg*Q{Z0W9{G!s2l18g9A7Jnfm+y~>>NuXkew<3e3RzkT3zft
T7HqDjWvmn6erNL~3d^Ig(I&?Bzm`kc>6}g-JP6rDpYb1kxjUlcVgKMjP+>FheTwR&^#bbOCe*QXxgU
h>Akal~(ceN#hA~qCbj#;Z5SaI5%`~syeMvwhT8q~Ag)Bud1qi6F6{CUvbbMxZ93xDffCdjmx!5Fktw
zFozTm9zzx&EbqC-A34#FTCm7`k>f&(56BuQ-2R%K%cHojkC*)5715~Z1spwTeJs-n`DNCci>8u)qpW
kHb`H2~g#f8j{;!ak45mGp^niG}BO-cj83#bv<4@t#^pCxq9q2~64rgZ{$l7;paX*g2jzAitet<~^n3
cz<bBztndtx1));zn!|vO)I=A^t|ZUFW5xfBjm&zA2HGb$;sFRg4Mkv;tE++5zjL-#c=v9ko=lW_<Q0
3sjM;@*@j@d>k6?d@-b>&k)_HqvQ1SKJbP?M!}#Z+F^W!#XQl-pDog+AqeEvh%;}SUMo6tmSdT2=w~}
>Xn!TmPc?X6@LsdDx?Xy-yXTV{IzZ`5<n%Uk74>&)ytxGK|r)t;p*AAsJ>)oz$CYR)N-4yPfok1+)W0
X!LowpXAoI}8F>8TpsaD||nLt<;Hs5o5c&Tba$C%n73c3Uuz>)P*yR>uepP|=ypr?9z8NN2!Q9aG#C`
kE?R8KhZgT$;h0GuWd2$s1xf4Y}yWkFd3h0^(1zFPTtrVDZC09hxLFZ`EQ?+vDVS>xL<MVM_(IkRkaw
k+w4Tj-@fG1%v&4pSIFy9$$y0bj2JRBw=pdp<w%!ete$5$0)ocrY(Q4m789<xdk@3i{p1SNr?4>O*oh
han%0_#@y?6wF2Eg&Oc)Ue&KGeHTDu332tcQ3!x7yWg%yWm*(oT3l}y2r+^DAEa;O1PBDia^;XgOxfJ
9pZKqi6i?U3+3<s!QzRt*br<~diycOXD(?`ONmk}oBqyk5DbM&6>aT_7~J(#7x{vM{C+^tmo$VtI>!K
pOv_K3EmB0{<}nD&GQx3I6&-l((q7A_I-p%~HQxlF{|Ye-{=Yi0<z0qOj|mRogs=ZDUw*IS69>&{oHK
i28(dnfmsVW6HUBgq7@#h-z}B><mPOfqccoW;LmYqEgWZ6%!k&I&b^F`9kEI%t#F#TVv^z0vfuJU(a!
KVGb+VT{L~lp57ln8L{ea=y*c*i6di9ETp}zq{kJ7>3p0LQPya4fspS<oGi^ZkS*?({vlHj3dj}@sv@
EN|s(n@0zvjTf`mZ%K#jC{A5;_R-Zxf^eP3c+*w2HdJt0R+2PM<-X?KH&0C|xFl1#a$i1D2=#VWgB|f
*(oiX-Y3%96>&%w|GfWYZkeXF@*>_0i@z)ubbWb-Yb_+e^h!=sI3^HJ8h&#Z!eRuSt|DTSdu9~6rQX$
fH_egwqE$h4JAHXG%c>=?bm4}kIZoR2`$Ft-;urTD(^en70)zvyy!fuS&H3*`b`OgHi9M+Q6)nxQ6x>
$N)~0c<5%LP|D>rc8AH_EmWjNW6^QCqNA&#8ZXN+9EMozlrhYJPBj|5c|vU{wq{U<?-XnoCVmXm0?)e
WcM{;(plNY^8FhQ?@+No5gZ&Qb>^HMY~phby|+uPm~q|I$Q2}|G2=|TokO<TxUo(vM<qL7+kAX57Svh
~uCxgo5DetAt?A4+VIHLV#K#}A%~y1Deax!e1Ar`9K)$U`upZqj?W_1TZ$PG3AOf8dAKC7xr(p<q>De
7sjcCB-QDD$72kyWFLag-*?9lmE&Vt5E4jTG2I9s?sk-Z0%j@#F6U21AAdfX177U9}UZf73NZrMISBZ
&3JzBHce`h;TuVR_rVTQfx}_j<yTj#o5D67NAg<Q(Jkqi*^_mTMixY5=GQ!umQBpVP$Gv^q&z44-74@
V5=>?QyHY?e_1Z3?@h+jOYm7bmKywTW4zHQ9@q4)2XU7F$L}=)v)VnX6=c}m$Vb8x)ii7oeW2O$r=nK
d{=CwVrjU+kX~1Tm59)-=?Ga@K%7%8*%D3dz7P84^s0)+VE{a8og&*sX;SzQ7uWGQlX})Q^;ORtN>lS
_kx1#ffSe;>QnM|}&KMtdHbM*LhwW+x5_XQ{m-BsyzVa}R0V9!ilmL?c@g=P~cs#)i>yKU`G8kRl*2}
k@8Efx)Sj>$3G&SKa4jRa@HD=L|;_CH1j);pr)&=YNT{6Q)Diten=4_I-or}!AHlCXG_idEjC`#Yll2
M#RYMnuVcbs3KBtAwV%Rx;>0%qt5oZ*a8e_XQ)7wQIaiH1A!SPr!qa!p!XCIckv5|7P#ZVzNUmrgWm@
yIjj4h#CL2G@>eA3z5}$Gni}3b`!%3fNuB>SM>P(4^vl3b2|L7*!%SJ_5sMLaGGDf#Kwf4X{44=<|1w
$g@T&_J%tR?>FsNUUG0Hd-?u~j>eG;q#IZ$X2|9&s;R<{R#nLU%MKufD2MhFH56?}{oun@%(@qpuDj2
tqcEX+<UXCkTW`a<NoOonR;qqs!u}y;QO^C`5imMI86wsqy9F=^DPNCVBb3o)a?Up0xP+1AW61C9v;{
qC_xq-6+{I+lAZvr$78cAD^I5tRQX(AG22GHve9OYsa{|!@B4c8&L0hS2MZxaFM=G$nc^NSNaoAl~<j
46NW<Ao|FIHb{7?mr*c@Pu;!nFEo^_qXf@3L4#d{8<8X8`5EGcpO;L=4_7)Ou_0U{_re7XJpCx*azMz
~5{NOr)A$WjsFHZ1X(KT*JMsatB<I+H3{|eg2SwfJz@2&6Bly$gp@g%wx?XrUG6gb71#W_1PDJvf9}W
3%-5-{Ex|w(YiFATva@Ms51#)v}Muzrxv7F>sd=(vLbdpf3>)1ET`lodR)c@J{513lJB#niz>Kv`OuY
60FBo&U@=e3-868gfd2M0!|*Fuh^B3jc8JpEnGI^K7DdsTZv9<9G({b@xw$ZzPlPJo<6Qa*4xU471E&
OuXQyf#j~ATSAK60w2E3MxwqTV_TQIIYZp+WcR>22BcdHyhkBPT`@BRSx$W}&MfKP*`fj+O)RgHs(2M
2&OGCWKe_X?O+tpOAeyHc$4ZZe`c(#`apzp|E`Vva&;!hXhy)zqfT@uSMLc{nLU`nX&kZM=8>{@8<(a
{}k>91TUo7Dr!0|L|Xeq5G(=xtH=4H8yBgqMKx6*4`fN^o!|ng@3mMFMvOph`(P%7|Q&pP=Vr#Kfx#!
f=xvxCQfh|;BHS83r5GD?hx^g^`c*E3FOlhG&Wo$*P6z^P^cYiIH(UT$=<0vHixsd=9HVhva+&?OH@(
&R=+*92F2aWwA;?$kLC{knB?N@>z4g2dd1|hy+LXuulhM4cyiY{T!#9Rs$u?<#Q$G5u%fIXO2_5XObi
NGdkH~l`>n_@0m39~dgb!9p{EtL<f?wz5483@wk&>vL^d;NFv0|Ia~){m)UTVXti~TF!91x8?`RrVwd
#3ALoCSw`gw_nf;0%opjbMctR86MtVfi^_omIXUWOrqgzj@wZ&1;(l9lkEkN3Dm1YCfB5OssI&^@)Z4
6Q+O=+qC;DfI=_pzVbXbwL0YYl^|2do1mE(+Ff1PXh+BR>+XM1BX%VS`elWe$*r1yi?;9%ZECJbW#Zo
x7ncTMj9qkT1WUsY*7lz+|AvwF<ib<{m5=je2N0>5^1#mbC6CV2ll3~%VJ5X>Y#rukCHrA^Le5QMF5e
*sf{T?Dha*{aoK{m99t=Wr8MR!qI(Ej7B@7TzLvzm8i%be(q&r#71t9iy5L90_i(!1Eqk*Td>|HvDa0
^KqnhP*O1-Vd_sQFC2r1`7SrSj<S1sx`IC2W6#00APo;o=jySMz9`$krkm>)13L8U*%uGO+&AEIaxaf
)iU8M5NRCkxFrX?*PqM(!hXgpx_EfwXYZx>f<mCo~PPkF10^l#=edt-tS?KD=LUdU2NmB3%YsLAG(LL
0~kH<=E23gkF|mVW@Lga8tz3HC6KVaXe5y2jVK7`8sD7NdWV^acBI&IrbCc9wu+zX}|!Cfu%PaALjN|
1Usw<VqFPl_Q}I<*%S1q4OoV709=IxosF4W+e2Qz_m)z%3^1iR=HBEm;2B}<r~uZa3#K{DhX&QP@GJ(
6=gK$@El2xjJPD7Nnbm+a6#ShImDR@wW@R~>GWnd|j1_U@$}X*R>g}~xoG0>^&pir72->H;(6vGf%ZU
mbz%Y#9a37ArNhPdZ9JzXx9}V?}?*%^eQd3A;^6H2xk0P}s9qQ}+-Xl$Y>VU<Ms>;gtm{AsUC2k>VU>
ogzL683P>>8H@MFB#RE7O+N_P`%;x!>`QgEFkMN!OTrK(Lo5_T$`B4rNDB#y{oTP9|OriJkXsZDgGwj
}16JJSBc9H6qDxQBJ=P95$8zoa-XBZ4x0Rg@f}xwRm;6uX!8W;9zZ)+~%9p3Pf~0*@+^Gqw)E+HF`*l
ru^w`rb5Iw#k~wJQwd7WOOyE#;Hvu}D_&8W*m40c4kl*Qb3v9T#X9DQ?C0uZjAu<j2YbP3+CAKY<<=q
-XwcN!&XDU|m_r%?93NcqUQIH-GsRi;e&U6kUx95>HvD3lGhTaDJ*5NF@%<sR<3_=NbdtwnYO#MLoO$
C_c0Ip$?Xgt6$y=}$3L~uYFq`AH#h-DCnBb7dQE$|51N3oMY@W4DsY8hZ^c65W0~n$3{|#MHDd$+b1e
nphPM(`J(Fj*pV#(uOnL(+pY2@+V1gIyw=b*A|mIbj#Pe`$ww~k&auO9gane?urfywQ8O<1uC47~aYy
_!zBRQ=1s?w#92r^BxeZ+f=@@!7DfjbE_LDKlDjp|6w9gyN2N-fmFl_oZM7#e#w1v_pmvWH21n9Z#Bf
!EjC*xwRW4{lKw`3cGz^$tS&9DfF$Jb97Y1m0M>#@Hqlip|)j?fzct|S;I>a3uNY(^+XW*Nlf@IhZb_
J%R~;HbvrVvW@4eWkBqn9l%j?{mLXDNrlq`PX{ZRA#s*X_%N{3L;zrd^;;Z7H!an=DT#|Z)wqMZeDHS
taUsW?y#Scz=43&f!K6nG%Y-AlrXG2(3>`dXJ>T9@r$umitiXJVhOzQ8=$S=kC;si5{r7Ur2_-@e=+c
~6rI3h9Cmssncy0%qz4Gb`gPP2wv%`1Cv6-VJ-p1O`ghCIh!ubEK9U{Oem7MvH(x%r^65@)O8c269qr
S+|;q{odZhyf<z${hKw&mc!Y$!PN3-XlPd)LCYPew7NC`RdnybnOnW4jI!IJI*}7VyoM2F#>qR$l)fJ
&g$Y*udt5o=2E5OjsIr^F+__R#~_ICa9CO1ib@|PB|#;u@&KW8*jGrEk@p)|S{c2MkZu6{Xbbuwzfwq
5S~Xlf1R>L}Z5($=Hpmz}ScYp>+slTd4$&Y97PdJeL-F-QwoX2BRbZ9(@B}(+iVj9q*fGSTqE5j~2O+
_79*mnQ^9qC@ZcHZkJ?*Dc&|x5O`hT07t;)LUVtkB7&jf1lDEqP0J9pzY0%_M>XEmpY)h3jgyQC)&y=
k}+RPdu<Fd?1ylKz`iqkujw0H#{TF7@+dAtAl)Gh!f+pOWNT3GUD(N+<4SDZpALf$jqvKPyv9CdaIie
1ysYMM-%+JFt+l?fT(p2B-@_REjq8lH?=WQpss2N?_ivdH}vGKL)@-!0kaSCuPC-$!9xwvujpN;Nj|)
b`2s&f1K0|yXwQ1gaq>aOobs%H_6zIhG;kHPOt8Q`3(AXPf=7@giaZuw880yIoDq-^wA$+oxsnEEj_}
qN~gx7PuKL%zD+7Ny<J3^{bojDpAMWPuPAaGPzW6f3t+&VNd8Q@Agdmwp`QVfa*Yw`{G`vz?O1=>@H@
Lvq}}79&ewLF!hhf5h?~>wq768e*iiXFNW)C8nGVu@EV5L59Ll?;WL#hvi-bCxS0q8E0zGw9syytOD(
$bhV&YrLqt!h(BcfOrYuXmnq56CiPeZk(D~hy=h(A0jJj?;1BNz_{UaxeH^qCN%cRAA<AFR&b>t|M|8
=q08x!sXm2&qpD3aNct5!4nIjb0nle0BpG9foUdC6iC6btBQ`L;AG*WJlP>`4i`FECp&q>}~Qxs|hC-
oE8dVW`1U;465jaMGRn4Fn3WcLxrSI0wYE&74S3gmtRpv*>SS3&I&m(Go}XdM+A=mR5D_h<1Vu~XT&<
oysaqG!fAfwavXqbDAD80-6AZ0aDi8*@w^Y5pp82u@VwX^&musQF4Icjyn8YGv2T+(pm=3oxhrp^@F)
I_Sa{69<^?iB;rlOYRQ{mY$_PQKBvw4+B*=(5<bceHUAAJT6IC-VUKu!?tuUZFFWX`5A;@QD(wmV=?u
G@0jjszt7qE}={63P(6$f>a8Si>hy(wvOJ#&9%dP9TJ?bcF}2zRcNuE44l$D;;HwKoUEV$XLE#gBG>Y
C)fzny!pBlff4bMLM{ST-ecQiisqe^on``piGk!Xpx{3dcrjN*DzK>h5)GJ5=t?OO=q0^zaXJKgOG&S
#I4bA6jGKOTF%a9W}uFG%ew*OORs%~H9Hk3J|r&<2(gDqykc@(shZ&!8?O-3>VG!GILvdj3zeoR#Ec#
c-a!?AAHMJ+e4u2#kkzbv#=MIeiW7S-w!HTl_#WGG?bb&Jk~MXBkEuU(@kbevNlFh-2!zqa<+AU+u7t
kj6(Z44IyfcvZFrXRyOL=lR&mZbphk~`yq=|y+aoQ=x*G=iQQfXc1!$Br{WVgQ%U?Xp=9}~2T{h}cu_
L}iqq%(el8bU#V0UjCb6HECozqj;sTN%$0^^qyub%wezJ%&0OY9$4<tg8vvGYwif6A2X!QV~&B*`{#T
x>F;XG?JVRJMPwUZLD-3p|KZK{uV8E81KX&$n)cK4%@)X4s9w9U?sJ>ken14eXFW$cV!plJR6(g6nv?
e>UdJ!5f8`{AJ%ygIUP-1XWwXo;7JVzBfJs>kJJiS5-Mk>qn)fYVyyQ;%Z{NMTasXj&~F5bXFT^e02!
y5@gX9@!L@_8)3zshlceu1Z(g!O~E(wCFl21hA1aju8QRMpazMwY5@dKvFxJ8={uBQ<aI3^EL9L@_jt
Eno>&<@l{W}1aqydOe6bPvhwc+8IJi)Lx}Oq^I><u_aT>ryei5t;i#*0@O#BOj4_CCtD#Y9PCT|1|I*
m_K98VJP{-p&CAmEJqP%^R2p;b`$0MYke%8nAEim$I`*LcGG7uHz0FIIjQ1ulQot<4IlRq9RR;c^AA(
e2C=bp-_#g~`JAL!h0q-Tlf3dkX0l(=Redn_@NUY4emP-p_Ljs=Kb~gTW`%zBF!2*dFo#Q?p3Zg`e<>
=WI$%)YrIcn(1GrYeytUL4jCfQW#XMV#1{)s}vl3kB}~WEfG?L1RpMeim-V+j|?NCPYXV4D!xTiFId*
0h<fFpKGVdu30qfWuU~}3n><)n-pwF>6r%1wf3>x~C&h9eS`(;^2L*Cs&nQ$DW10;1g-~ZQIw@?rt@+
|}H!Pk78r*f^e-TX_Hq%|=eXwG2#0-XV5y>}h23i<!16wVzNCeY-9a=R-7zZ_PMQ(L}+tNJg)yepYAL
iYle)XVbS}=0++-5KskD~Q+Y&K)n(V;CT#g0HF)<m^1fuT)0$uF`S?N7XLCnB22Efgw)O8z+pl-8wZd
3*~~=GFUXE4_R3-Z5jWWSXCUre2az1(zgZ^MXnH@*u{-c1wJ}sQl#%rStqIHn}Yg9LQDC!~l7y7c>39
uq66f13R0dNnLOi9u0xq?hRcy?8No<a1YOkU>{ts0+{_=wplc8-VFD%#}UZ!kvtbbT(VA@Y{Dxi2OKC
V940t8JIN=EV`Meeha>|uOysl5<LSyZsawuQw|AmuT9s|xI4G8$5`!hvje_?c@QQ>WJH;wlX9x<(J&y
ZRtrAEl?E{=(eE=Hdih51X+k`TqTxUFcMJ%Is?U_}!O(6QL?GQ6Ug*Qr$A9{HBz!&xo%LF5)tCIO$2T
ghPL#<Jv7?%lAWZRXvu%2v!bk&8XmXb0n-?o7-y|+-*+#PXM{HGy`4r0dW+AJaeX-tgxwOc*U=^>^5n
l}AYJfbj1+P^@`!c$Yq<LA!r5t$FKM+<80OczYNEQ8j$c|Ir`{)*mz!(e69o_8E+aA}KJQ*pX}_0O?O
?QcbXdr?)k9y*g)xkm0DTfmeFL=)=u@fB!UZ-Vf(L>?`ZtC;nO14rYC?i-YtE+49&ZZcqREg0}ZN@yE
;2B?-&cQYN~{s;`!RB|x-vucTt<IMrH@WDU(PTO7xG!QM)Sf3>HA1n!v*X(o;#rX^2e&d!N!Yy7^mDU
gIuo&G*-ov<A1A)fXEHCn;(m_3#r@n*VhP+Yy-)W4fnSmkGf*o16-}(fF9NUZ(q~hqj+xfdL+;#^{M;
}$A@Z#}pXHKN+ekc+4?u!oshmQDIx|62@i1hbH_o4J3Mt57rWK{LuAVg<w#Ww#@@|89WiWQWCm<%85q
7|ZBl*b5<9a+<26L78D@lKjDGDsxo4?m^PRt2WL_1eE!{HMi3l~wG?<i8&HSpitAr}$~$+vR&=2K2P&
gw*fq6UIe~kMRW==+Pi@s3jI`z`DJ!uS4FQ7=>0+GAx^*%sn8N36Lj}67!CF#)Z5Ym?9Q^5sjmZ$*#B
5(_0V~g&`-td7H41RGg6)`+0+7)gkLwDR`!bUEZD(iZcOgWo2ua)bx>o4q`^-6RLv*MKfK%h;JY7(dt
Tsik5-3hDT(n0;Xxez5P<1CCS9O$$JN{I;*hiDuijum@`ex4Ir&C4Z6V_vzIL$?SW@vLiID0nMOCt>&
WxhOi16|V0Q*%o+A27Pb$LY*E*uHt`}`ri#1Z>Nww8<wt*06p;Qki-f>i0KxB<=(2yHgS6p2goXp+C+
Iws2JR4N#pIz7v?cx3R=hEv*`hRN-J%k^1tKfPlKfj{<-7Iq0za88a^F=Lj8d!k#oPxNW#kA6fUvvkZ
G$Fc-Ns~J*02jF787~qaGkvdF*r8N?{wYqW@-P3sE)+OQTu`eIATUW2{4?`rrzF%gF$3clxk-TXv0#J
LQU(Te%N{76p_1E58xihv{AM7<Ew28mWbXeP2aJw}i@u+5;H-6fBH9dgRt%tz)yVHta0^1`P}T*49}7
XkUI~Fpne4h(yh%`eW|p{1{l_J*AjgN$U%)w+dtq=%C6q?!P6~;FXS<feh;b;Aa2l>5*Bzxp`-pK>3$
vhnA)o|d*5QHwR}1%%#x(e4;@^of!B=G@!@G?q{`W(aHAq)0+;7;4f7KV)E;c9eWYk6lsReu0Xes6t`
sKmH`f*e}#Y25Dw?SKv2zvB3m*%f(mKmwrv&=xz$saVGjA4!*vh2c6`ll7|iIOsfG=!imL2U|hIMhnL
I)=#Yz6*P^kLVF{*q>{=;!<nUBhL$gm{S=Zm?kFLGmxi$i7P9NsZ|;W!{2X>-KV|VYAr;50e34l?l{{
=k01wX?%KFyQZ%vi+H?oU>DIBaRLZ$MZz&<#7C5_aC~~>DEx9uyyPoC<51=F!{M$RWTTWAvG~LO>c=n
ilH77jW^js_}Fpo0cUJ4#Tt+L3=;LDXw`^brovrXu~+y)=m{TMo0tHL?L*-#fJNdL&-VkS*rB4u`W{Z
o%!No~;2ZDTW^4(SR<T;#Ug^R)dVf{=BWMsSo3Nw?~<Z1sBz3sm*~{fTYxz<8qgX$sjb@K;v4XjrR+#
zF1oCV4%dX|?8oY{JhUugoC+wVq7>l^lvu6a2&uu-x<CSg(|bq2l5UCf1t%XB&0tRT_$IYWb#Zz04-Y
4~+i()Bq}pVO1j^mP-jch+*XKw3n}_r;kU-%U|zM?PsQ0jrkgMM#<ZBOGiEq)XShHREPm9g&?t3$Z5*
%oT-=%QVw#^h`wH1fd6#p+wY<vptR}!O_+^3z>XkjDW(mOS|-NaX;|xf|521%Z7xh{&yxfL?N8ygw<p
z*y9(m7q(z!?devk<&ZRy0HahGLI)HToNnhh7oyR_4b(Vk-dSyKkQj`4^Y(A9cydnrpQQ8kh>tK#xTz
_>z=P>;gt(^iQ=~*#3pv(zQ#}ffJqFeJwhrTuu0RPx0`?JQ-gF*I!Lq3W%V;zu+1eXSu>0AN+CS`lsr
mhj0N#Nk>z(0gh`GI0Cg^9>T>G^6qAMs~>v}D-$ZOglhQ))qy)(-1^w!5`nXRL9Q#3xl?VK=nLzmtR*
+of=9iisZ;ILrz#LRLIO&Z55CmY0yfQ01sgK!s0~aGG$6P_4Zf`RWpGJ!co829+ZfEBepVDe@mPOGX)
yJ^KXq^|Dxi6XvO1!nC#k5)U6_>$L_<WOXAHJY@$(g4qp!Gy317ur&wV(4PZu7uXxyWKeumgWMcJ3eP
~ck!rghDjH*c4r*2ZO64trZItyEJBA17;(vv*fIJ$bD-&_nIseq^UnG#r{Rfb>xi$f$ru=3}Ipe}jE^
2dGW0zvY4qX%X-{kbHmHsQ<f6F)fY;>m-mhM2Ex9IFZa13XO<etHao0m6hK5D+r!!~Eg17I(rD)9)Ah
4>>H$-zIPI>tP=O&`<7F>R$=RF#tc@7P8DY5JL%voZ;H(Ca-N^~~K<|H9?8q#MKEM{mEBY&J6pi|iZK
+P!4XW|Enh`#1lljaF#>+JA3i!Y@!^^SrLIOJ8tDR@MuHOWJA}w5Yek|9G30m#i#w#8}+a`U)vc=j8f
)C52d^Q-Ldw&6iEC)k@R^`f#W&JTbT9e>3qKDCvN5n+1Do+_z{H#xShd;Zuc82|Z0RMM%044~6A{Pwc
IFHnslM?Il{H^!YNHT-S!y?g}Kl1$O(88gd46JXuxQ0%fEAo0`tDmMfE1a^lQ0TzI+h=NFIAvlXQXdJ
{ZYQZnfcp>}H|@31Y<9H0^-13u*B3e4spnBB9tx&8qN7S=B7Yz6;)ZQGpbQ4kzDT53gka3{j%Q97_8a
NXwofK;_=V0%;~{<A9Fs|M8n1mDb|K~>2NA2I%8c`?cXG}O<=^BhK`MCG~dx6~^BacaYhz>_c&(Aob+
0b2N^HL+wTI`kkIy5*%V!QfGV7Rlz<%e<%4b6&*)97PI0|Gc-ADkM@uHEAE&bsxTV5;@MIz%4ec%px3
&^B7L$VWwq~rPE|=)Wy3RPw)rtUuB7>T#{B?k6EI0cGs;t*_1Keq{8Bz2m&5Gv-Ak0%>C+=eB%lS|B2
_095@2JE2ZU)8_Snk%mBuNLL665R{^Wc?%0F8r>-x?J7OqPAtB-+&|-72!nM0_QzYZ)lJayyB2!!Us$
oaON{nezPm#L?rv}IDqVoU=50q_qaNv`ayS89*!tFziYvrcZW2$9@?bTnSX`gi>MLAwem7BvJ1gc`Xu
D2(n=Q3=ijJQ5K@L`0U9}S+H|8JcMPNM1EV=Y8zvyw4@krc;p!tyNGt%q&g<Pls<QZighhf@o?Y@`!U
cYWpkz7qpD@FaA-{_f3%VL4$G^e&K46lW{SF(dTJF0+DIWZ<Zyt{H!n{l(I2LFWCAZzTJ71aqgnMxGg
u`t!mH9nO8}o5hD^IJyEz)bN|V{1m73hQ$O!_>SkaVgsN=S+h9sE^p1ufnRe8)+02D9XCZNn~@gjOqi
^@F%V(Q)TOl-r;#j}xf@qL^K=YbQLu3->em(dYAbtfc_)`SeOF{3!6jv&J2G{<bWp+0iRjfI^vN3nv~
~c<nnQR=#kl5#duUk6N}$}^AcTJ<G6t@pOO@d^o~nC62$nSUdnT>8D1HhxdHFhf5I1i8%5YRcRJC<Nj
X1}Mt-Bi0Rpu4L`qMhM8DBf@$_uik*Q&wii;NO+-6rW;GJD0042K7CYq+vQgtS1@?Gz2UOVF*6qHj7~
zBdzI^}a@{lh7QFlWQ0vQ#&z&M!%w1PkKwHxfqsC-gj5omRes)tzP&|o&q1~2C0`?JI_M&p{yu9pL|m
(pCcz<Mw6MygY0g#BFB#`M&+ZP_qz$>&LpAyIC-&TPROLiL~-@+CkOs!cd+>Q0^iNV<bEm`Ex^MkjzR
_oT-U6O(>EWp$>n(s;Pa|qied1M&Sw~cykF&#1Po@ZtXE&YF5WELTOd>!r7@|5LmYX-qZ-Rk%y>*eU5
tR{<&N`|%-WT5uX4yu&(iepGc)UHf%!GrsH@04OdJ#c-{d$C*BI8Ujqjxb`7m8%`;~Pkf#gmtZ_di#z
J&_Hj?X-3PWW#!(6|z1X&%FmUQ}m`^l>WyzxSh43`eQ8N8Au=QwbDYmJ^PRNg6gD4m1XEa|;PRx_cG~
_T<7VYNzdrYW@dj;M1=$3CF&%$qcVPwZJxts8pj^-BS6^dlxE2k|*yfKhEj&>v#$2Sak`jyt-(2qxen
kiGIi-&_}8L5F~UVGxZ|K^)P<@jRC0xjpIPo-?o(E#_s9%lyan*s^2$!-PnWUs5NMGad*5cGKf!({@H
b6&JwMVeSPQ}I}5B+@#>0f7Q+(9h*!HTXlezxiIlWMfHo??KB+RBM{fI$r^P6FiOFdtbttm7ko7arw#
7ObJIy}u^bY-WGo`y{xGJ2iNz8}B>CZ9&qizaqSb67Ft~>Tt$v$hTN}1!U?Ldzz7I;7+*#o(|+Al<tf
EA7#;7d^S1CcCcddQ^^q%}e3P$^1oyWX31p2i#|laqZ=7=eTm$+;fkYCC5n?t3e=7&k4l+s(*K#c~f{
*Y4VhCF&RT20K7qU1;0OlCfgZ<>2bxIy^%hL&Tf|8ThP-iyMV)NZ9LrV`a*6bf2!IAAl)kimMHD{)qn
aDMviaK7AYBBq}See;_Z=e=L5ESGXtukJO5j5P(C1^?z?;4GS%e)(GJ<jr1sp_Y6xl*r;i&@}o~=AXc
qcWLft=@KUbQf&|d*ug^TewIerOF=QfwY)$w*H6!XclIo)LJ!FA}aNX6l8=RU;H&m=_bAED5&;xZP@d
U<Sg_Ll|^lAhCqt|#oqH4h+B9-)eY&M%sEex4;MA4T=;V7micr-)+%J+?+dl3x*pF;|*rXia0%>sMXJ
Yn=P1R2PX8)kos23WKF9%5aM{5>Y92D`y1nQ6L{_SiNSe8@`mmCWC|!&O+Z#;w&avq-6sjg+s<!^0)5
?@H#u)?1$4fS_Mu&Ae{lBPUtRoSBS<R9vWVHQk#lY8=v(eGMtQlI1rDH9H@`)9|vFm{E*arGg(~Jr?F
OQ|*ynN^c&Bz<Pl#z)!<uFjs;v?^a5q#)BS`7;0(I4Tu(gcs7f3lskNcf;aIoz|t;KD|>NoHS?_0*B(
G7@089T61w`iy(j@3MThP%*kL$(gK05vWhvp-mw(TwVg`$Rx-U7z*RQwn0F(5+p+uiXuyrIj&YAwC*o
X00*NoSI=(GT%xJdtYIR((PHYZ#SW$+%xFsv#m3Cs^vQPm4ipp1x{CGI20ADf*%yx;UxoQR#1IJB{Vl
^`V}`)st*wASlcqo*gIa+K-$tEh@eLrk6{&`*%ZVi&0OrNQGzeJwW>I$W~nw~OEXr;<_zBDnc(PJizy
(RGDvhY|idmvE5~Ir69&y0!p8E^r$f+<GNCB~Pi2v1*i8nmo{N*5?P%yPk1+Rcal$aBwD$*&&jDt`sF
PM=n8SOW6ALh<zeD71mQQhM*nAKK-#N>H;cjLJ#K{L?4uiQcH%7>M$N4DKfIEf9|-zu%l%{U0rm*phg
uvCgWw`R7TwPfqtjEdw6sw4rG&<<DbUYRVdK>=ib@H*Rk@MRZeTs?e7d$f3Wc4hZGX|hYP(3st^u{Pp
ZrIXt=ES#lLYE+jQVf$VMTUeC^)c7rFUB!@=HTVS$6@d!R+S6gCjF`|)!O5*oKBw?aPFvNNA&{bY<xz
7DyK__Ft<76@b9nXN(2&aP4dwr8SeaHjCB#7ar(X?poEf!7KY05Szr!|s>Z<Ms$95Y~48Ju}H6HO8*6
iM&w*JjbGVTnvW1ZP0YYc~{Ch^g#+{@LmYhFB}jYmC2c;m@tO&BAhQ@OX)Y8skv53dJjZMq!5VB3t<1
(7?mhFu%CYrsmPJW{6c7-O+iuyVVcVk2pS&pW>suzb@8z$x|0E2VrnzX-ygqL67@%8Lxaw?kd+&4k2-
atvAf8}w=R_LSr-UW?38%Si3vQV-1UmPo~q=TqP7%ymZr36nde6kWebsZIN6K-2jf`=tCK|T<u42&Pp
;WO9Ri)?t0H{RS%vuuAHI~MQLC2<iAaup=MIkWF>b#`X%+2FMwalP$+Q`u4@tnhoAvZYw(<pNrun-C1
W~=A2b`kWm3fu&a+^`0;kCGGIB$6^wbu%gVS$2Jqkjs7f5DHF1qhdmfAB1mZv|5539>wK5=tL>NJiF$
Mbow;)pw<Fz54=JECu<pGm16yqRZkuJTxY~5Cm!v4ctysZJu!82L7B^1!;fcSo1K*IvFERrq5}O$4lA
Sx;@O2fU%2zr*69DA(_5!lk?%ta?;uj#oLDK2QtftPZT%(xi6~hxP$RWp9r}m--S-w81+6+vrB(zFb?
E5oIE>Qq{tb(6>G0B^}Dq<<Ij#q#jK3%TEgpoIt_4q(5`TblIW|xt_L9wJ@o)vhls%WW0>}g2_N}WFE
|Sl6OwW0VJni7<mYW<)&#wgh=&1sB1R7{@z3&XvY;fL3XUok9~bpVaiN83zs(%t$(+V6Ip@m?5H2K`P
W6ImM4`aceG@P!UisZePiBrzGh;9P&uA#dpxMZT|5VYy%~+!&OL4@qqyksVO9`@%ypmS9B;G8aCu8Vd
PzpA*EQY2>`Hy{8hap9C7`V16>`dU>=8)Y+Ku-UcERSz31VV6^5jQfUETPXCHJ~4>Pr{$414_v-|Hk5
NwR6od9_MKjoQes;){0Wyf}L(BEX$v#VF_Kv+<ZZrSqtN{aRl*85WukxDGOr%W$h&;$#V6KCyZGAFN}
5+$Pj4=-$+Nu-W;MP>@^-();1c+6$)Ncp-xWRbL=A6K0wM@mG8)N=%T2h`9>0*cDiNi_tqUB#1bQ4hR
u5Is5W__HW0FU#XoAJeW(XrT;J6Rkef39nMceBtm_%j>d5YVXuVWMIvM!q(bWs-$ogd7hUtSY0L&SY9
NBjlI#O~q7CFYer9HH@0qN#~=#bQ}q))b5sWL0J&Yz<uOF+q;T83#lj_Y-F{u2%UMe!1?8jvwp&&0?A
C-BPuc=INys4JLP1x^~|LY0mx{8qRU3gZaj_~k1G!;ey0%e-LeMqj%aaJ9s)*W;=ZNnD$lstm!QP<cX
f*JqvDxkk(KyD%9s=}$oEL7IN8x;Rd<8?8EGSac^}2Zfe8aMA@ltwM_zZ`gVb(QDU0R&kQ5m)t?e;vk
ZkDt_*_7f;?60OISA+}pL`2a&$%<`j`LUvssvk{*iGSMz3P$?zaot&*|tUF*z%X;hm$9|J<0QPOd3Ck
~Ro{9_#vLa13_`oM{yOnaw|vl|~woGp3CvzU*fyxb0@6Hvp$OSEAa$T%F%^AqKofP`Pp5c`CkC7n*We
&Z>IEfQA>`}5T8=*s#rnNQ?6)@8y<>DcJp6>M^TZ>Fab!j9T7B`U`T8@CeYcRNhUvku_rice<VPDSfO
TBSSTj`jX^viaZ4c2@qonJB*O#d*CBJS`FtLD0=ScCQYDDbB-*gu`UY-U(CW3d9<gyfjadwrhr{4t|M
k@LgBvwV_Y;mI!ya+taZFzW2rhi~P|LC?)}Y?`E?4KF0X%ZJUtT%%trhGhRYz`b?nte-fvL3N^5N!<$
7f!q4C_;gdb`Z|4g==-r2^DByEB4Ee5(On-hq50UPmSx4(C{6p6|-XuVGVF2Cd$nBm58i+5}q|2N2^S
4#`%W8Hj#LK?#0CkHSH*r8Yt`0W<x7IfMLwMUNXF1IfHO}S(HY8GcV0ksR4BuvZQnvg0NHIK*(7Qq_(
YMa7AN<Iifg6O<vj~@hfQ}FOKD#wBkYJHjEkCrU_D=Tqe}2R4>q5`8a%CT5+eY@5;i_qkGd|z90wIYG
O4?32qD%emcwm*8IEiU>#tN1^x3!JKz@?BG<wrTYcG_r62+je15T3M46#cJ;<O+gK?njyyVxPsjcVKS
V{`JaPNpffJ$(dg?V9D`+{dCE;E~tQoWc5FO2<{c{r)#KQ3-RGXuKo>v59EdX(eqrHf&54sD_a3y&$r
F8HUg?8I3qwP{MKL-Mvk`I_)e%dp-q85Fk01cZ}=mHRbp#|aH%*Cih9zH?pT@aIcBfqUHDYK9G0g+nX
~Hdx3%n(UD}?2JG&5&Y{ry+jU>(jZKsX|5(d;vdq|7<NxF8i<kz@`Pc7I=0aMwNFr9L1m88~x2yVBdW
g={}r=gQSYSrc2ht&U;^9M~HGlE<tdD~YDc}$$Y>!i{HzrYRw8Wo;+lj?}e0pVezDadM<rQM<r{J^xQ
7ejVy{uHWkCkb37{AuCT(Dz-P@>7@j(@tJa_RdM=-B!-4073FL%0O@Lh`jQDUij(wfVM4R=vuYi((z>
qtgnIa(xW+jRu0=M3z0B1oSbO^4S$Ep9zih^Q=LGv55hx3cfY*F?~Nt`Vy5HUy4NQBR;vz4Y$<r<k9#
Z!^}}wcpl0)8X-~2jA5{3i2>)EA?SfnlQuln;%9b&kwrYhAXOz;P$+WUW3{uX*x2_LLiw%=)x3*Ki00
A+X@MJ#(9No98!KYYzo;1D!+m2stW2xU~W*6;M$#nJ@j#|E?;BIf4JN^pcs=1L*gZm#RmV)Z2V`26^F
dn8W8tRvThHl^DUga~`J8p9WJu6J-1S?g4j4XNO>pj{(&edKRm)hMkq<SsSH_r_9E$WX+bi*V6x}1wi
REuLtIz=-V&FDMZRqy~k#er6sTSFKdqFeras!1A4gAJB<9p&E$Q>_+W`h7Ft`Vk$9{kSClU9Aou9fO-
OBAc<&i?KK$ZId^MZ>{?!Pf`#3^UEX0lc#CEAz<)k#&7{lN?sxIQZ}P2z;(cz;O1}9$nM*YiRamB_LU
@^$ZHy->;t4ypFU{&aZu{1R_cppa-EY`J3;W&d}~rEJ@~O^_@|jV>kLHZ<HrDK=Z5KJGW6z%QHSBUK7
R43`;IhWQ_zb%=Uj`28tdx{8xF6d>KlZDIC&FLQz^q=&zHhysMhpQ%txbr*nwXms()x-8IF$MTWT@})
4J-YGWK*l*(Ke!gSq9$zBYQVG}ZWaLt5#!G8>A2D<Zj>1ewoT)s^8bGn4Tx?LOl;?lKibn|~WNOmIsU
3fOApuJ7T2Q;alG>Opqtvx|g21L=Zjqp4)=0B7mI!R=zW3&t7IT=>JNuW*UMZ1y?mC5IE;R_q|16rnY
dG&(b4z@5cTnD4qlLz#Q=m6%+5<Ae5=*-Tbb2jg$7#Vw}LN~nWka5}nyz4B}Q9t`@~d<IVm4iJ#rt2I
km93WUAdtA|C1(IiVWhvMU|Dimb$GZ67Gu9IvU`HR00H1}Qz(v&7Ix0q02&FAvs`#kS7I>D*Q|g}U^b
=74C5bdI5-1_ZP^J@<mD+M3vUpbL_d>^z;;^JiWx!P!@{-+*J6^kbe>bx;bSQzigTpxM*Ek$gVzo@-)
j?tyYbCbBDz+}*9@CzFhLqI$7Q~8eGGAH?b(IIeRaaNG+o*Mt_<$rL@%3ClMMZP%_KFwcPBKr1u#jc7
@H#&_4<av3r4syL91K91WILa{9}s2U!-UA7T_KLnp*1^vdiNNv$zp(X6c_PJ^#GltF1@$m)~V|P7%+6
~_RF3MTw`_@zWaar+oz+FF(d=P!izrB`T`qlwEwlvL5b85Ih<3NB|io+@~gv3W#C`#b@}Qg0ON=9E%v
w>m?0QxA0i{zkqi%rU-s1+A5mUZ=8<Z`*mZtD>`x{6a_y}NlQi-zpS&-%nt+^eEXNBDHlVeE`Ut&I$E
-ekBW{|()rT{?^2&ZdkVf^{BQ`HhRWPukJPgu2c5$Em+6fiI6PGUC7`bi~lqqhb(yqN{usjtP;D1#5>
)}J4AJAJf2?q6Q?pmof-$+3==bT+>(q)Z)#TVQ-;W2+L_23<YoPWN25&T0*g4E2|4z)X8>)J7-f}v%f
8&Xeeg6zk!Zn=w$@9v9wL3W*Bs~Pnsn|?!FuVR-wTwG*WlK+=0$SaI^(2F+Y*IX}ZPu$8NSKUOx`?gx
V-=6*8A|b;u0QU#Us+Ic9@gZf^T(KcXS|Bv|Cm{IhPw}5iRkYzmc4xNtm>_I#H?p?efpvd3JZF`}Ul!
On`xXd-);{jYJGw`fgD<md5nEY+IyNY7He`b%^81Os6AfI)uzVjIla32jD!mgNBxZQyuct&s@e?>J4F
g#mue-GbOf@AB7@Mn6nSpx0k+*0yz?r)LwMu`Ia#wQYT(i=d0`2q>YswlnV-K2o3``0G#0R?&8QO$J@
;@Eg7VB0a`>mx+A5s_|@%;x}oBTB4ltSKTko1>{H^<}pRw^hQ%mdYfNfwpVo`rhQe)S1W)IzsKjDKH1
2>S=hMc}Zn7#g}p1e$0&z~$13lz3*>Z{QyIiWwcjb4-FH=Wzl@EJT8ucA}?m?nVJfN%oI8LjbpE7z!*
XU9D()0tGG7O|)1oKtxa7oLxSeQHK*pzJ7u+czU}@dG8Gf`EEY%)b#BnS}af%nkHzQaoGh^NsUPPPGP
+WN7Qjd6qN{K(34EGG-n3Yl5JU0nOhU_R4!F(jN-;CAQv{WzQ4rMB5(*sy%isQ2S0}ZD@<JT?}yftO4
~s1f(gzR<NoDTr@OSWWmz%tZ&X733p+E4Dyru>Do%L-vVHn!dD}GE4SIoFpQjUB&hgd0#M)-~oy_3p0
$Ji5BIvyMH4VVk5z(p+k{X;i?7=B?+)4;sl+23VIaUPhAGD)VS{f!PT!sv!n^OCQtd8)UjJpBXJ9g&i
UNg_czxtd<B4e^_ii?i_Ff^YFK$rwjfb1-1tI*_|h|oI*rsHwFKA9eYZ_r#OHXzD^sMa7~L~aakRmvb
|L<3H%%;EU+MpVl06R>^mElh)od(s}al|K^_S||pDHBK06?>9rUj9&*wlVrgCCPE=17fKghL?c^~Y*>
TfWj=`R_Zb$=$tYIa96A2)nm4)sPK~$0Bdgl-(8Y}_!9F`hctCcm{G4S$x)kskQC7?8R&<c-E_H=hX3
)VggQR%)I1Vf4q+XREP$5ZIb2ICOnfkHN^z-yiC?*Yyp{0YZrk%_Y#~Os4)nj2N_9mWqJQ|4(OJCjXL
|88((*9dVG4(43l_ZPZIv!25#WwxSYN4?Vw5MYF(6M!UU?mW$%aCJ;9O4H<>O5>57T44N6;-G{h|KW7
-uBIv=@83uwM?i@G%|R#)JBz|=?yQ@au-$aOaT}7jP&AFvp?g`FMD7r44eY~bTvD~y56$knAX$fWfKU
jY)&oy{YA!onzqi>0ZNwhwp?PJqvGbkiYX5uE{55wtZz3l6WnKO%$e0swwWK#8#yWgU&&EPbkKR&67W
Qnq>zm5)V*qO&#z#m*$~;X7hH`SZr=Ra$A08<%;GxR*NG%?c0nw8+|{%(!x<#C((Enqny`>sG*U$r4J
d#<+J>lkR>cGONm9WJNN_<sYjM*AT6V_6PA2&WKZ024*HrBA)0o#nKRrpP7RXGPhlnBLV`XISE)Jzf4
xQDVJg*{%b3D){+?T!)%8$`BP2C>gB71LCE%Zc1r~P}D#q}fu3az5b{+FV*u$a%66|Q(~iE8_ta!TS{
r{cbUcut>P+{@7DF9eX@4=q%-kwv`I>~_LtNiZ>BkjEvC1v>GCuovjDoTfLHFOpEuQO&!0Yx3#U)D{7
KWD5n~%#II|NNPd$IpYxiQ_d*1Va8EtaJwj$6g8>r+W{gqY%(~wvjl5W{G5s<o1je9@rUzr@k(saZ$a
ssD1E4%>$*fQhxJNP+Kz2aQwpyQggQlKiXT4*M5z=4iYuxm!nIyh#S0nlca=pNmA#YX=BsC{x`zCK(8
jP#bOlBTh0CFSlCDxhYF=t*pEf?f2ldeciag)Ssm;_9N#OC$IB&JZtc9+)46U?!6q)Ymwxb7{7mI8uf
wEAa>t@Orw&&*)nsWyurm00{eI-~}VC+fRvGBWZHrvp&yjw!KKMJ2Ap81cV@Shjy32+~{qsE|OM@UX8
K{&dfHSWr7YpO_PFZfp;WV0o4Yb<FkaB}|DPU?ZPK-VoRYmPsdoj~=6lYl`Y(4;uKGs4s^*pdFr0-e*
r<#R5K)@1@i*#49pr3Qb-_EdmE#8)lX#V`5dKvyiZbiuvLB=dDcLJJ$`WOdr&bpD|mrl?Zkc5Knb!zS
xtxOUT-Ko<khfOdK)F$d2J6b!XpD9_Xrb|Yh)-2EovcgP>2ry!^c+9!~_>fe2Sw=)_9<WJeY3*Bc5Uo
vZ^CIufoQT8qK$Rd55C^7^ZmrHj9TnpS4U&LCP0gOY>cfGdO1Sw>~*(j)uA}&b(MQETcKeviih$l$OS
lSS{Af%wyFP9!6LI&WpNSaZv%{e=s#<zBV4tChC#6gBKaAJGjjtol}*FPn_NsZ*hn{9H?pxHz+$QrP7
=$u|S%KEW*nxs59o`F)QedBU+-jO6OA9x~b%e>iOwMJk}(Kt2!4q-Ior^;6?<KpG=2*=$z6UdE3jki~
9Jkrmn@f-4>hP#>mKjl@kB_kc@@B*gK2#(Op@?sg8hFFZ6_aw0y)(RJRsI3?$#;*|O+^+K<CowUrZ}o
27UXYwMtB86$>l3lvP&)yVzMuoq9>$m<p{h$eh;`L<QY+NeZ2K2_h(W0<_?TZrmR1tKKF0k4cT|;^3F
e*4*9bhiNuE?Nj>%ft3O+oKR{`_mZtE4C@K3K23#;c^_Kh!lVAloPz;pkC;@mrtxxZ+|59NRO5p6Pk0
#w0IXa|<ak32oXe<(<Ey>^LBezKIhjf2ZmmyVH;Mn!QNH&xy@-e4%-=6%p>tfuy%XxD@3T;;kc<rp28
kY76*p0aKw45|kb-nFZxdh&_;oqnL|e)b-jx?daOlxFAn!6<a!omcq25)k53d+71_GuDWvK#iD~LdPa
<KIyTf5ZG|z(xou4m^<eeN1YOL?7|Txpb@e-WOKb%ltSpPEf;b$#E%XL-Zh%Jz=gh(LtEIBG#&{R0&L
;i{MF8{lshH6hvas@MBeWjJhXM9T!hJOIx0*|`(#zXc60&j@1{oAg8(rPq^Z*PR}pGXAsI%^yX=4A-o
sCm!`yFB$lHExV}3OKDvX?BAM*hoY1l90K3KJ>>{6x!pB}@-vl|BL{oDIwkIErYuqiCeSD-4wuNBWk!
*;0^IyQxKeg4U8yIVjcu)FYd(ctk6IHkEOq|2>V($G42Ue(V4QcM<5DHA+(YJw@+{>;f?(6(yKbPskN
k%xJo4f(u;W?<eeKqGey3v)72M1qxgV_VW`y5?TMO%Jap6LCp@bhs=)JfFtv^ptBX@so5Nwc)K0f=Wk
zbvu91k3s}UWnnfv^tfMib)|Db*I+)yk<&*~5FFA33Zh}wSP{L0v}#B}Zm$_*!msG7fpdTY*qC(p4L8
R>TbYP$Q#*~hU&bFc9I^y;T3jZA4vRHj<#h-xoqx23`Qy;<Hz9&DWcPN<Y5bY=oZfAJx~vfAdZozM0P
{ha_nEzATl*5@BamEzAPr{9=2<iMz-%~2xY_al3p)fThFFPx=+2vU9VU7z2B^48{jovnhC=HvWo^Ld!
gZ(F##qCksab@*3f|VzW}X)eoHvnMQZ&g2(q2sL-ZuZ}<Ay}KNdScS#_I^Jgfnhe2-B$N*5$j(49twm
AMAw-SlQ`8cJp+hQp)j^?sF1AES=?hOu>XSubX?rIag#BU_I&Thg|E&;d=&$Yy^k#EWaP&I<LQikcbu
6(Ii*ZzXXFRwtI;UW?n$0*yyQ5<h*FK(L^84@?$MnOn<C_v0tYn2*gZK{|hXOaL1LPx2XYuDyk&yCvF
O?r9`E8b#Jt90GNWM<yO6JSlODx9~j-q;T&e_^0{r>{lL<qo5nqMLP*uA!O^Ia1i=>@tD6Pi(A=O*v(
ZAVYbWjc3VCHm6>h3mJAlvtG{Sj84Z_lNWF_3{FIGQIFE5v7Rs{`r`@3Xhx9b2We3NJkNL$rN8So+}W
$*3k{^I2;fl;E1IJftInVjGzH~E}qSjNZgcUhB|tUqN;#QHI+M#|1Jd^(b)pqIu*cX^OBg|b>0^MAqX
$*Um`$R<!x>UcRqH?SK@sG?xSx=k>n(`n?;#|1EHlQxo=4t2eoII<$I$9Dm}`PB1l<7S*GoK+y4`6LU
liFul1oB=GQ9*YY>b4$(UP090{__$}T&YoJ51wGNltX&DyvefK07gi7}Xu=tdcVw349tAg&&#!W!1rh
6{>;Aj1rLps0{;V{3(6+U6qm9%+ACv?lcLqKyMP;V-nF2=n<J@^tT97+J+97kro~Nhdgzw|psvoNcT(
FR#n$}G3dZ!-1(J0QeNFd!95=R;Y?T<BSzI!;=wb1T}miHyyL#=JaOEpewD+p?}GXz+}OJ9eW0fE9;%
F5)f1^8Kvv=uxv0&f80o?@j+JQ~jS*_%a|&xb&VPof-#kP?4Fk>Yq^ed1Rk>IslxbP&P%9bX-X+#|#6
5gh=<1jln{lxrmpWdaMMuESZlm-V5=i?@BSk)0=glJzx^d64zoVk&QGYJ)^Z@TDh=Sq(?8CVn8rYCJV
xvhs-PpJa?lt5*98+SeyKsB%$>RO<$<0$a0!J6&OzXdQaA$={`S10(@|Zc`ryUQzwQp-f0vFQUJA>qj
sbCVM80{%ScU*dhf8tAX!zGqO+mJzBFtz9?J&kapnSX@5J#2OYD~E0O=mbT-^vCJRqiI=%G&Em7-u<~
RmZ(hm;YLw1B0_B$O{<k9Z<(^&=K0x(D3u7LlI`0(=ZiT3nmRE>*9Q&qhOEq~qfRPZD1ovGZ{`&hURU
=;iD2Q4?!3e4jQ*_(l_g8v-pTkNFNdE#7ynK9DQLqJd6HVkiku^szqldXgJmo1Y_X4#A)usiT30Ql~l
XE{oY5H=s2vu9JAT2$a58oc>y5zqN^PDA(wp)y2QPooQHshgRhTt^}8SZO6xy58Qo^~I``^*qt}Am{(
_mv3QVY4U|zrV?yG=r%qLm*JsgkEVsJYz5n;H}09?C>OpkQ&N|DfjK^`2(0ga<-X?bC)qz4m5eIXB<Q
a(fy2zSs`-czzx?wWG0_?buPiZs*R1P$49VUH%EKWm+-OD@#_=G|yq?Xp5Spoup?h3){QI9*)Mhc6t&
?9xN36x>>4@iehEYo8j&&xYRO+`YD&Zf#t%w(JlqnnuK4_KRSqNg^=VuYk6k%@?jxzu2xyRu@Dijqs+
&5J>vOE)plaK$js8-l;w7^#?%+wF^<?<p1UhCgZNq;LR9HN)`;>K}B5M2)^n?0^k<%Ne12C)r*vsgZg
3LyVjY;a-s*Yg5qn(gtz!6Jsw<!WPGBk`c_oqd$odrkW?7~dt4e!Q6C!?GNa^JjhvS6)h-y4kZailf4
@Vpys<Jv0HNEtkh>ScG0hf}f=T)PCRzMtElSSiFH{llO3MGLiZ!FBDBExO6uQ-$a8{ikQVah!?FcQv?
Zugq=FhdImM~47NBfwS+hjkKjAK1+=6(@PhKqcs0x0qPH$`pC~i`x~EdOr-P*Efc2Y1YC=-b?aJrtah
d@AX#UM*!Va#Xflkd;Y$&$10WJ{duO;|FsCN(fW|+*Jc<by(yLQ22)xY2Ie3`i;AhJk)PC61K|9!ixs
D+`q-8LiXPNiwa(ZHWSPZ&pA5ZAm>`eAQpnGT&;Ntt-q`a~Od=2a~}tVR#imj$22DUQ(yIq^9E-LD4S
)yfaCOt6OYMy}&9Jq2rg$^-W!v#bE_vL-pv!Xb~g^R$vi3<9%cyFfT4T!oW(M#e?&cfUi*#9ex^1{9<
WP!l0_YLO-+a2ZoIi|Hij*dh@Z<sGrGYL6KHjyYXTc=hVgI=d6P_x^hi>(s=ZnVJ3{gL(B=lu3<5nZZ
W8{!HeV3JCoOEj{8j24p_sbegYU1^}MPaMw5ECraecEOYw2Nqtf}C7nf{D|qp7MIso|^ZS|Qvw?M1N}
cYZAVB==p53;Sd(TDkJu;#zFA^(Y*PYrMCMwq$jVevL$uE}?=wLtb-iCq>)ESmJo3Qhg)tA)&fi|bCQ
pY>#dSrAElWPxd4n`9$x!#-FSem5@YLuYNjU5$>v0K@KmXJ^AKBVd<fno^n=L@D+tL%wgX@R_&*yZVz
-tSWYDk`d%Nc#9Rs}E0=E7*Z-Bik=pxQe9mK(D>f9Upk8`u+o!j-TuXs+@p)+FcchVUkXW%J^-{d}zq
U?6<EqM?8?*gnGSRfzbYIHMJ0fX`LHPoEvj0S%of7S%~YIE9t8LICZ!u`7FdBp&B+#P_iGEiGRXFylE
N+zgb9q=imbfvIzuKV{M{oMz+G$@E^9`ffO5^Ah+{sjk2$#cmD(q^dV|COSIf<CRc0TF1HIVizJR$o*
+1wcF%~n9#u!GtH?Yy7M4+Z*+q#sz%1?;s)AP#L5&mKjB4tt{N6Qh@a$QU&;;3Nf}7aoiP)x)Sf3f>a
Hq@Yn|Jf@0hI^r-&<BQ_K6Iwa=Gr7X0E^;l`tPJE!(t5%bG1J=cnP({(RbN`h*6B7y~6P7FdY`WMvV)
DU^YdY=1rlpk*FWv8kT7r&WTBwiJT5Qk_rW4S7f28n(p#8mQmMf?=RWUPGO%uYF^-DgY_t2E=zdvkoz
n;m?6T9m$>S18?W0XvJ}4lVZ3^k+0J2z7Z0hw^xhibI`r2u(`}`R@5S#Z-a=9Xe<N6R5BDzxV?i19v5
bje(qan-D<Grm~Fp=rfT)|KAi+>A+xQ(G}T&IJhz|*Qr)HG<YguY$39A%%~um^P2$OCx=KI|>|dzZCf
?G=QOJ<Ls4U#-oBM4t8zcI)@unBHz>7pv&ooI6V)D#TUGDFGE-it0c{~Lwb@7r?XHc|EAc9C}R&M_{u
N?8U4(IcW_o*69iQH7jV<P<m-5Xk?Bc3}+L-CvgG4FiIirYV1#m3j=P0F6+!~mBgTHK+>eGl=>*4waO
yaWh^(guO{EoA0dQ8~SNr8Pv_#V_F@!dfA#A$&*vSKLXkoo4lHZGwrpn;D{-9Oqh_nPT`5$ZPll59%_
;l}od5SJU8-YEp=4`a791^N03u9K=C5#}=5Z%f&C*<{DLd-iS{bui^0kp=(5cjJZ*M5buBLTiyO{IZ7
NvU3aFzl=oBJ=A2Ro-=FOdjEHXdeR9K9J=JadowCWL@l$K+fC0Z36XdoZU%aKqzo61t<tIFO0;oNu>%
~(?DFPM0$N<zUraYd`Zt$&C7IvvhjB-3r85-C`(J+buNLQs@?)6lG_FE`Ij@capU(692)VEmsb0`I@;
m`{9N2=wPN0xq25^cU16M3Bq&C)!TYenH_8YlGTxDVprwrB_elR!d{_#ATGUFb&Du`d=-8ZOh4oDQov
K!xSW*R7-_G=M-F*k&aKxN!!5Cf$r8Z;H!8ic>!OWU{GKm(kl_0%-iX*VUMa)mdcgi|qzWyUEmG4^t-
}_3^WuP;W`3ZIl$FmS#5cQ-qPmg@S_Pz~I10e~?$>nqp%Hcq489C0M5OuGQ(iyT}p-_&7$96_#hTYPP
Ss*s;gf7a^CUjFC9TTdxy;eTQ(}b-R26-Cf9~@R2myQM$-%1gwpx24`z}Zne~luDwr~$kO?c2W)?z)-
!ReyOi^V2Lu485R?VDwR5?o0B7#__C`3+d-S&S<J^t1=FpgYEdXRtrUQ(jWd(+2AOCxgL;LoswYNwbH
Cnv;NSNX}4Uevr?v5b7pv|OE_vGn5>zLphJ+O-aG|xH+wR*?-*}+SqcaqTfDFeO@QQ(4#dh}olJ(NMS
I0npSg~~uO`0f@}YpTIwPtdEo;yAD2B_c*MFcEI*ikhW}TctX6+=-KfT1-a^g=s4vQoREbs)eU>^T9&
x9c<|aDzIFUsx2v@OfJfiTzv9pO!zCZ94!!B*4Estn6azEkMD=m1qy$FarGb_&@iedFzwNSP`6C9+w)
b4v!~;F1sIFJAUQ_mgu@<cr9{LhAk<PG)t%Xxc1KdRm3|cc*J(=voJ<QPl5K%@{gO=LNNfxbjj3I5`P
%i9{1sI7{#%kIM&%*?iM#fT_D$A<!!ezVaO^hO3a8_K1(^?M--!2r)N8HR`!TmV1g&hzA;2J79MUru@
U3Fn(q?S<CGtzU18{1C#I)`KS<s-1glvwGt^28j`xvl?57TPklX!%8WOhoi)t3J*R}61y-D@g|#WvG%
I!cvx+3~Tz+de6SQeMt$ENp>XX1~s<qNp@lj>QYh#)w=Z*Wv{xo{|GZh!MN4tA!ntnc$nT>jWXs5#>v
D=y?9)%#jlrd`ViG!7f(c1$X=rs=q&nERT%B2#SdmSa+U-qeHj1?*dXu?zd&vN(t)f(FuRO`K&~y%|v
ujVH5zmOKWDZ)E!_srMc=1e8~43k{atQ!QPqvkR75u;_^GN?a>z8liu{^<>1{E<J<a^jomjSVKINA`2
?_&ZO9vXbFv;KuE`<{5o`F!%G_)X<P-oaG(0aVx_Ek<aSPWw25>Q@>sUD+sXFMNiL>BKOjaWU`YW}4H
GVXAUqvbokCk=DErB()1T4Wu=kturPAKeAcFSS?7te>s)m~bb#LJQ0A9aMF>qicGm;KkMtN^ywiB2Za
1GJiR{kR|OI&pPYa*4oVDZlU$ZmdWPE3p!U#t*Be9KHQ<pmjP_WF)q@{K|6wkUS-vu7^Wapsy+jD5l=
PgckPt=~Z6G-*KNN=;j;RYhHH&wi?FrCI2WT)rTxARWA2jNncdEtJY*IG~!wAOha-T`Vm<;rFa2IEyH
N;bc1maqUGta6yc*=wPvGWX<iB1)TI5Di+LuT+g!XM&n1=`q?dIJNs=N}ObdDKB0rI({M7*2BzD)?NS
DR)UoY)#`xPxRA$a&LxtLV;dP&(eH|_p+)uvTV@iR&mXYyHCe!X8Sel=;Q4tH(sr#}^gDBL8oOgaT}&
p+DLEoTkzE!;eB9SdINRjCLxezaURC<1F<S~MDVq9M5FHHaA&U4*v*;QGyFaPk`>a+-@gilh_it)GML
$GFkX4r?y$!c;9V<Q~Do{(l&gzbaN$Ik;LnX0dhhYJE?D<4t47g%g-zh8>0e>&*%Ee#Jk&K$=N%t8tt
jrDsScOXDwOABDoRuJ#UPT&VNMvB}dRX11$97DdO7(A5P^mhxA0jIg^FP;6)cR-Y@~ma`cYmv-1C4$c
|XLE&Q<e>3`{!@R*k>)U3+t4%NO@G!VId;-CbHzk98_?nM66KEr8+mB!h1?a7#0#b}tgTzZm-KUzRu}
BEyTQB#4Xb3D1#yAsVJYP?=L9t_J>l#6w;9;5g#FPx>+HO%`>Z#*(GSbLW65n7Qf?wavbHNNz&o}OVT
mS}wLzDA^3XFU_(blj2w&i=_f0A&bLQ`%0P9_0k(!}P7ODpPAzn2xM70xndP}P$t1Iyy;cdjGUuG-D2
0SwDx161~1QC=ptgL^(3i7}fk{R!cXWk@SCZoT_&De4l3ie$iuHvOhxa@ZAb5+7j)Xlz>;j45jQUZo>
OW2eMo)z#=E3|t8kX4Y=^gEiowCL?LERV2T^EDO_1dy@yh?h|4X<(ZsI+KvtHqfh2)_AJo~{JJ$)!ta
M*$K7R(K{gLxo|lP8clUP&-EL*$TzRb(DQU<^*7Z`=OCpDmCvr1|Hklr2u$C`b2=G{c(^fa>UquRHS$
7DR?bXZ>gxUCxh>Oih!p+m#&!jDV;Lxrdt*mR*#5WRuhy(7hKTSK)+Wju4u1gv_I3QG~J*-a|Veqggl
awf+(Gyef9(Sz}R6meJ3@a|f5wg$)oa>u^XbLE#%@}I{gKPBXY^g(SEMdI=a3ooNtXSO!b9h^KK*ekc
zZ(*H_Ep4}QtWM$LMdarxlMk7HI?fC%}M`wk0t)Z&hL9jCbK5(Jm1BlP`j4Hif+d!z|kz@p7v~BzCy_
6X~mqMgXs>_a*Y?(E-F+ouey?#hKxMy9o;P#*TqT+aC~y6C{hi7RGkRtVceN7ueCu;fUS@W425k0#t3
~9(l=J9d)1Bi^H7fm^Kxa+?_EV%C6TOKrD4O;WZ-as`;wX-reQ{OwYlNaVQV0v$OO)UWXlLjE5r`JFY
QJ66(8S2TddMqGeDc2#Kz!2dX}j84NcbjmXXKAYt2zrgtAYrf>2h*g29TUgSeZJQOEgr>G{`t42(*fi
Tb=of3$z-;rhEbFI$MYivp?wLd;^EXy}Kxu&1(S|NMvO9!$h~?TzG%qB-}0Qee>tH9u^2<%`teyA&1~
8#KO}Ggcm!&`^YIz58(68<W9*y<?OLs{*i=)}4R1?ok__UMY^&d81VcxgB>9UGwao_?#jl8>7E*Dl4e
t%*BIxWzU;Mopz>fF8YR`EdC;FIJ_1<ZV)qY<Xo{@`8(*ptz$i}mR_`HrGj>S-|gB+JBw854FW94yW-
obfCfNOPHwU6c@=J(@Pi{^O#c*_BA4rgLP|8EKg{|^1@@<GSs4y;#Y!iH-8}ZNVn?s!J{>4n9B84Gz_
x=3pJ;G<e~jJQy%EJ-FMM~k&^)Jq<Zm=?xSd}AgEhyFm@H&j014Q9cx#7*dmhV-YnokH&3fp$1krzs%
^DhNPLmnm$Im>cNIG!)nlyf{Vcjxme-;)F0G|%XVvmzCbUt;W*>waR6n~U01cJ-D4HHvAOTbhb&`t4(
AP1@299!3{T=xwKbXf^|<%oNN_mO=;ZQyrf+}JmE;Ot#X%u8I5$WeWuUX<B4ycqY_I4zdEEP_QU>RV5
2BoKP^JX<4&*|ocv<9nZ84VS!2&91`b5iE0T$lbV8t+xY;vc=aif*+$5Xhs}qQ`LKd_37Mgb=5Q+=Y(
DLoHk3#DU-FPPVme;E&<(N!8s2I?P9l?YEtH<BvoOp*D4Dam6Rq^Eu=fb<tfpBDP-j_in`oI-W?W38-
~?Le#;hN1+-`84FZ7iLzv++X4=EBPKsc`RQt0FY)i9xhw(Q79gR{FL)YmAcY6^de{SIMs*6h2B+wUVB
X)j!#R|3uSUC?qrkaL4AU)=mOxeSLu%M=32a>YT#qX8hl;Ex@Le%R)Y6n>Y5>!gQoo|(Js2>4rNKGMW
e6I41pJI=RcAGdNV{0WVT;j76>X`~5cY)*@U(PkZelh-{l*2n(VeXD?45ZbuJCvD)kiG4<1^m|}P_oz
$c8Snfvf?1GKyq^QB<1h&3iTR)jDK)CNT1BIS^`(~M9@-XQXlhr@)-3L;vI@28{kwNvxU(&gvO5b%ST
;@$R2u4O+CuwW?E#YuSV;^6iI4sTz8*j!UDKRZbI;`BQM&e)v|xIy~XbnUniITg!2-4NkIF$U{0e(f`
@j~ZrQqLqIHx6YgI$*;1UDV8R;HPvqHzL2fwIw<yTcMV<3)tRw=X-^xl7g2z}Zq9yj(rJQy`h>~iBpX
Z0!&y=X=m4wGKKY<TEjj>fJ7PaRoZso?zAWCW^)<0}LHk!RWyHVyASMw9}uF7hLoGF;hLhL)#JR{DD`
Eeh5GZAGVum~ZG>+`P7q#rqQdiftVV=6Py73?SRCS${*fSpTLHbO=VlAf)jg7F6?P_vwe663m7xmkhd
rl*Z$h?OPtT0b75uGBF@J!3@$K+-WV9<2DT);!s>`>HvM%UNh4qV=MNU(kZ-$;HQwEU_&zA@W2wlH|2
Fx6v8sTev>Y_m=w5zcWMeD@iUJaVx3Q}tn6~(mpaiV(z1X*w1MZ2&-at9(F0=odHpU(V%P}F{Y?}X{%
ywt-MrvyCk+5jk}TU(1yLloB*nMY0|3uvi6aos3H3km27toTkes)Bqz+9)`D{!(z~A0>=T003#`1EC+
{cayG|FZPB<O|Hc)|>j9V$LlT}^!{d?W_hWEAsv_{R6-BvNljp000vs;Iym_fRWoa^ypP>{EE|trn$K
s^fW`w}qf3$1JS?lpsrKH8Dk$i5d=jlgI^trID4ha}&GoqocUt6GQs*?kY@r3)*atN!7Eorszi;0A>d
xQV^O?zmm}xD#T0#oM-pSXcE)!vMV^FbLYr(ABe*|ySnzY35B)r`3f}|JwUsS^)r);%U1(h%!LN?<zd
{$R97Dxd}zpixi0~5!G0BKSwd2-(IN5*($VD@+HE2<@Dszkt$DW%ujgV@q<D2*zt7lD99M;DoSE(fET
Q$dN$0GNpOLrt13aA^F>TI~>ctzT3h_J_OxGaceDH~2&R+T(u?%f@nhocNy=aFSm?b`pF>Rpu6w~XiT
_b3J(XRF$OakIR0;dalt_bK<e>P`0!jq$q29^e;iulZkX#c}L`@}@EBjUiccSv1MIgN)m(LT2~v*$_@
`GQp)B^kPZpkEgx7xwnZD=*M)poM`be}G!f#oHu2>-!rMb3n3fVn*^|;>jHQI`l`{3k(=B-stZO&cQa
$7kMxOkB?b@zZ#f<C5o%H1aMTycu82Zxko&hd?G{*1%mq-HqIl(p$e76VR&&GW#(ifOcV}>`}qsy-SY
kyoyLp!r0gqb0YErfd&5t8PDR4o=K_;eFLDmqqCv!D*Tl&0rkGl~0~`z}SjGXnA82-`Z7C05_A|fnU?
ADBe=uZ-U2;6XPkOtbwi~2Bf<0WbTpP<)ZX#b6a91>ywW+!m9z{J(Oc^h9ZbH}y)$%A(<P-aKB6g1yz
<S+kq8}&rHOpZ}Cx_BZ37r7K4Thw){Nn>uzByoztH=}>2so1-x|lCen4v{`EbKX+X5DxyuTn*cNtUsS
2OJL-oNn5Ep}|`*I-A`0;rBT}Po-)}{>51gmmwJ<G?d<IvUyXKyCz91D4H2rU!4Acf!OFwjj;Fq>jv@
BNd-A&mwC4XGZnMCu5$5r#<%2ju(r=KYw3sdLb0u~Ls|A4Om`0SsQ`=%ZRM2nQ*9ps%DdAvOtTsVd5Q
Tl!4|~v+T?o5pI7f2Z+ezOazns=XG*qlM2x9M-<R)_ymWN(FR6rwdy6nDS4v;>fY-+S&rHF*4&r1Im8
OmLd!ZTNog4skobp^USCs-VkA+RcI>+o^GKjE|r5S<^R^@EuIoptd`~NT)3j;91<TLNJW?MtGk^#MS>
Q&6)nFz4{m+7UBs&eCN^LG+<eTsgE=WL1@0;s(-RwbeAl1w050RQ>L_7h-$4+a4+MutGif(+3jaqamt
besnzGc(Eb>KfyNaj^EKSw*kX@Kz&lQeT@h;(Nm^Fx1O;Cnht^U}COx%Pfhox^Tn8Nx9;p^p!Cckf~|
sA_SS2Jz<8uAc1RZaHqR;4zJkGLNI8%vrUyWWSkn2ddMD6uEROcX_wnbyTIINHKj^6P}d-}t(gq|RG+
9i$d&63C%*hL2YQjlks=0NG06=(=cR1lcdlOmSfg9sAT84UT6BTBe#phyk3ldKed#VEV8&$#u=9mW+n
eM0r=vfPl6zrVEhnd{B6tRDz6E|M?+3gP24kKN@7Wo?NyJrIK6#Z6=flS#YTfJoI|g!0q*`LQ^xGcQ0
M}(kj!<?mb44}&L;e3FZjQY==Lu&}lJPXC{&~h4cWA2h2!6{TUoY|S)l)Hx2SGJvh@>uuYcX>>zP~}q
h4A(_v#$8LZqD}*8YKea285}pNf!6iHv(2Dz6?_#J(!+>yLnX!T}FU`G9b|sDx7+LAajzL6u$@A=W|P
d#I-dHG`f2??tsiic7sp$3e-I1P@-;=$ClWuzBx3fjohL;zK1Z6E_;OgG@r~Z6nE4Tv7k)4+NRMoKQe
u?h#>b}WMf#D@`WfRT}0HxTRbQ_#TPhJFgj%Qvw$N?2>u94P0Y1@6d2PiydkL1>K%v9($>J*WS*FAz;
1Vm75d)4rfIb9Kkv`&vRp{_R!b(R@m%*#o5)|i$MYT;Y<ga*#e~<3JE~}uk@f^HHC<rE*C9PusVb2HI
6o5zKl=MIH3o!=uYo*zPeT$*k>hc(Ge<X_JONS5(5yxn8u}M6=pKNjG`!O5QjoTUh6}v!VW+78oF>Y9
B6mAmV~^xsPi2Nly7Q!J1V=|Zmp2ABn8V^cZvVGhoA-4|6!xgVKmP^mv}n2|S4XiZ-9>pCmM``e>56l
!+8y803~i^vGIuUD+mC%r%P-bO+be|TYq~1zAYq3Maw~wJztH*|Wy*wI-)m>h?TrTIMIjA~05LWoQWf
P@f9)9%qyi3~Vw6@ae+C~t7HcsRqmQr|QC6rTN2@cOh{{(ZE<bTaO|D{mqXKC1D8;4;_18Xt(VRD3D+
G&s+|6hw&L1^(H~DpPp-ae9*ntP3G0^pTFQBA<D-LUnUu(`#BcLR|x5G(M9S{z3@G(i!J6Y6MVb3WTw
n={H<U6|V=D+j1uwd9n`{=Lx9LEYdOBf#{asE`(r}}pH3-Z=CAFtWO0VD!CO@*Ujp~i9ejf~yqTG|wI
6JTqTxng1<*s;oPn$$Jo{mnCku5=Edfdu&-uq`jv_z)HW<ql_NVEA3|iil9zTB}YNLcqtF?u(y~nE|`
dko$J6rGk1-k}0XZvW%yEI?ayn%=>F|?$-C-{-U0DlESIJVrzRx3)f%<4P%tnp0#aR+pq+aG-sI!9A(
0sx0)5V?>WGp-ajpZ)su^m^>RYgtR`8q-MVQURYUg~ldN?*69yR;h4aJ$8iti=_zJ$K4R0h*W(t=wSa
IJjPXBxgVK@NhK%OOh=lM9+-6>_Y?;h>)iRxed5Gs<t##tYx!0Wc^L8*;poz&%bOnkaYw7$yYnhr8q@
EF)oZM2ltZ%<Emw2%{`in+U6UQ%B-3HXN8d57i|n?uY`>SPn!IAr-YOZD|(b=`azhs(1M@e6A%i4Zy_
GTck^n-LKTTOjc4?f&~DC%VW#RH(?#W|jpB7dV-_CCyVyCMjj~oXH4jh}FoM@%KmP6|OQM4C=FvP}z{
j=DSHGPP8MiVQwygJA;5S$}h+xq?RvCvFohW)+v4_sN|c6I-aA0_WA5886cpW;!&9&rQ;YLhW=C`?$9
AO3wkJU4QrMG>24NBJ%6p8;CnG=l2b9j8p%j!<U56i?9UwCCU2~nP|AL1c3rg@xx@LnOwVq*?whxYpK
M3Ci<k*2l*r%{nn*n@z&(B3K#=8M%vQBbOQ<WJze&zEF@$5aa;$c4yv}M}Ox@iiq$<E~$TwRKjG-pb?
{%Q8M9IQiJ3FOdob{Om!0r`k&|Og8OZ>uC%$<;5)03Gd7%w?L)Qqtuk4x^z_wFv^Rx>nH0TREWFn(U1
fen9~I)?_9`@*{G#zmKG>3k6}OQ+zDI<8M}c%-NHQ&jlXH=shytitu4Lh;GK9aOESqLRv=%w`}@u)d<
7Ry&wnr3-8Zh1j8T@S;7`^(r*WlNJExc5l(+{Bee89j0;B7Wot0irThO3X3N*W;3CIxCIYjDvj{~cLk
sH1r&dUs2?Mv_PsUfuuVuO9yC#T%OYmLD0vptbf6Fl1JA9}WxC7p7|`-F<QF@Wc1j$i@VE<8HB!k%*~
@SE$HT2%SmDc`Pw5NqWIQ_K0fKD10*Rw)pX~0?7$eL#0rH@vdFM%|p2aR$4r_WE($nyd@s4O~*Jy^7w
PYxzS!Ls@{zuu;(jX(>*R{NDBPN${m^M6$OC`g`kfuv{zQT9>Y)o&2_&p6I)t41ZsorbS4G`NDz`o5m
LCAx^X3)U<5C`(@9w=|d?jS!ug#A8-U7~N0%Mz2O?$rAYDX{eL@)r~4JDxx;jZv=>k@5J5A)Hq3%=nb
X-v6`38k(Xr>{+rTc}iRuD_A4!5qM42-M}BU6YEIkCTQ#@D=ykVO9avw@ZfwO7K8XGM)3!P<Xq0K1tI
tS<zOB-Y=fR)Veg!|#?nvjgkk1<;#=XCNHsBo`WJWLs5>D-hqc8MzLk85$|A8Mq~rOP*9HW;E;n$I&i
#&vKNyisL@*CskPu6`U_ouWnU9s|V5XUilG9t=WUuiI*dnRvnpw7!*~i=j7XIPuO>Vc@A6}+;)k_o)U
QJI+qB<O>kZ-Y!cADm`%~EYFW4i~vrzWweMPxH>A&5!B1;VGRX99{b>3i?z{s399M}Xp%fwX$grZ|4o
IS%V<9al+o9c0Q(wxsmX?;@0<(nSd=>f3=9uBV71cm+J^O%TiCp@2d*)GD8jK)Ra80rQLfvEVz%7?#j
Vl*VRXSw-4HZ|<N;q5F5gk3omfq2$-qJM|dto8mt|TIT9Sy2G88Q_zNkG>fqFk%JXQg#aKxy@2%~XpB
96QA8e0i*&yZtL|R1JG<|-;)fGK?vdIOKC-jN=O5Lqeepj2PW`HWihm>Y=CQaGmxg$)7}mH3aNhTwNI
$}@joP(zc*a1WcWmCdXy0hBI@zECbfwU7s!SH;RFvG2lftQS^~=!ZUDxIJS#puL1Kxq>3rZH$8qNbAD
4B1yIXe%<RTgHwAJ&_AlkXN6*}^**K^P1rKO}Yu^I*i%@6ohv-%ozLCB{fPvqkwg3D}1Uw0Xnl%_R2z
nlIs@rGab`{r$apwWy>dV446yPl^3E>`h>rK7%EO0rkqlam5c|KVk%!cT4_e3JNQO18~$-2p9v+`8e%
}lK-AM+OfV+>ban~ov86LzIQcHKoiR+ZW&gGZtMPFLBdv2ahzk?H3z+KWYUe2gI_)+eumxV6!q;my0H
}eE&8lSBOL6<Ny#SI#jiQn@+0yb`B|Q3DitQ=R>+(RMu!pMm?zk%tA3Vb6BG)DgsHs2XUGNQbz9^3@8
A<wt5$Gp)zP8An+?}^i2ov3wu~b;fOP>bt4;nz|8N<dbP~f2GC%fW7P7gQ^6#f8)4`DACK#i7zo_!=i
TPE;Rg<%ml5(vR=gyele*ND^y`yGWVAGhWDPQ^{h(A&E-#A#O?nKk%*IMCnY~J8BcuAp8y3onI=^cus
{G7u?L7-V+=7Cki_PA!0ES}lwSZR~2I;4zF#IBv?OYI*gouvEKx^$+bN9$kHdS<lPU`Wf<3|izyRz1m
j?GGC}my+P%C|{+RvATCiwSdVuj51mLR=sazYyujyu}YZ`X7TJ8jQ0QO-Jd!ptc(6?%}BL;$<jyLkxt
-ZdYtD$3Tu72sKwWU4Ss*IPN~I{$7PJrkZ-Q(6z1aL*n1;n{3&_bO$HdNAJ$U|WFCpU3<YpDuHmxR9&
p0jtWEKZuHf$;n^`cT%0;^wX?gQSpjC6!@WMz0nDHD&?9ko!hVD8s#=b5(P(X4#`onh9=Xl#~yR<|8A
4&(!v8e?SX0nsDZJ`yx`4{ZxsQP+C_XXV!x$i3JtH>#MyEf#2QSwpEIBDv?$1czRYA`96kC5!)^l!#k
#TkqPS~D{<(X+C@TfkaIb>&Q{ZClFqaHCWFWn37~e2^htX)=+<_IVTP2DIOqoZs>qpm@1~hf+g#OC06
ii3wm9`luqfv#<#hgyxTTCbOtil9KuqWoV(^ikv3(p2fT-<Vx_^-Qd){lLg^4u2MA-n3nmTp%^GhWpT
k<-1Kog3xhx}PT@!i^Db$*CPonvZ9g{n@mrLSsnyXXqIQmMUk<~4I&75W>)6Y`D>Mnwb+&jmMk`GTU?
<h96=`lA0TH{npFcd`tef?{$|MV%-tGRrsTC}u-5H)u%9M`$61-XiA<S=BPmulsi^Osh!mK~ir%6Z<R
8D?^v&Ktls^Ofs=Tq@_;KTEFWt6X~29?WAAS2yCDWR)*5z((&gFoxA07`AYNmHJ)attpcmM7y&>o-9W
>Q-<&ELc8*uwaEg&geK;pVsBxduZNQEEGR6GP^7E-zzXcAb;*oYRq`vZ2KlAnPre9qw2I~{{L6R^1CF
pM0t+|2DKX&E<;IU*CmV%f32$c5`&z_EhCCPBqkJARekDgeBKIG#Lwfo${;d8w|L770ICu+?5_tw6oK
Ng8yF5g===mmH3WKd4m1Dz4r4s=jMB^Ej${E|(e*yI4W@qry;H(P5!L-R9%dJG#a%$sq12t=vny6g^F
=rGWeuF!LHUQC?*^7!qLGkI9&YSR@WU9`WFNzwa+Gwg>l$vhY)yH-W%#T_&fAFp`|qv|a~RS*XzAE1A
@r}Z=VE7j6!v7v_9m3@=P7i}<dFwRZ65T`#8)P844Gb@#2+;NmJjVgnFJjg7tysxS7(}DR7tE;0pXXY
GY<unuHXZsmd}huD_!uJknL3rS!Mlg@xa24;RwR9u=Cz#jjoZOM@-M&8lm3Cf|~VLbHoA;)l&}7KB3e
aY9YxmH8B5GZy($PD&rn85mo8|G&bX<+$u*N_nXL9fUIrHH?1pv6T_%(KVMayXZyjFPjPoWES&5BcxF
qZ=N;_ANzX{#+Ug1+GUOBD^zM5Mg&@G+tdMnj+yQ~b${nJ1UzzRNsrhyA&OQT$T_m8`>3#(!ps}R1fM
lb;y(Z^f-5-+z<-xxTcSqo90LN4IjyAeF4@@4Xe?QQw&;Yl6xQ!!m`92ywDyfD_{8xV;{T_|X*Ph{t8
OkF}wOq&x5j5L(sZTo-lMi!gLV`Z{{gQU>d6SOd===>!U{{n}c0bONbB$D{VHxSDPBmYZj?{-3oiYJ2
a7(r_wC`-a^8dMp$#J!6YqHT&Pvk=^@;$YUJqE{_6fZ-T=W8dYe=~W}7ih^d4E6b&`6CfdVH&rKtj8x
S*MF)gLt<U4^>zS$qkhr7NP3m{+6C^WN&vXxc!$GB{mo0O4DqWrQ->N7WGkBy;}Z@hDRPISC62d_0#8
6Ze;J42H0j<cR8MLLR|-XKUp;V!4A;A+?0s6#_(nKWs!j6KaxM~ol?$pip99(sjtNZ-;kj53E6jlIki
?6>6(s(*IShvw2fK?6o||YXu>Am@=D3bjxMG8gy-W@U`YZD>v1q@JH6TrEyy1EU6(AJcR)~1s)QU~Xy
NFR@ub2lDeoN{Fvdh5KGW&44JQ;SN4vQQQk8{Tib75YFIC~CxiD5=&50Lw+>($1&#Z=|J?v$x78_Hgl
sS!YYKNrhMfFH&5*#c8&P4VEy){YdA)wff-DU>5W6K@MyKROWKGxj9RE5%dm%mU`RA4th2aUoNr>^oM
%gz#l=h=p6@=mz1(35Yf-2&SFi(WVz0aEi?R=qn~5E{)Y&RDe%lk0pc-Oo4BM`ox(GAWO75M`~oe75q
F(fGTX+4D_Y^C=rcx!%1$w2=w4?QzF@ru&jbHR9jN4L^nw`oCeHUm|y<GdAEW`3ANSBpZ$;$d?2Q`6w
C@gFMBAX69$wiY^d*7A*!kNN3Mkv+CrM5rg`@L)gmI{&`9{m1M5g0ji_@Sp*aSd0e0+JN^Qw^707!)J
rY4lr<is8(Qqw)3?LNdU|0qOh=^Eg==7w1;$6wX@9BUK6$+&F{90mYDW#<Oo|)?5itZ!i1GZ>;#g8ll
kASNOx8SYhf@4|@ruDYsL@Y2uZ)P+f{s;exF9$gVX;Uvbv6)j6Ia7hRf4K^+2<<Jw4cY^k${na_NAox
_CX+R^ib>I<qYZX_!c1p004%y2oO-ib09v5w0CblVr3<5PDEF)uxkK#V<;|y?hfd@amO){|O?DO7ZL^
HLGB$A9)JQR}wO+|IBpctM&6!0!A?q&9k>KFlc3)S=zpziohHMM~<Q2Fv4a&W3n_;?)6wu1QfPf%b;(
5D;Aj&A><9wXpkL=HI9m0`A_y(n{a|1OK#JYR*5qOd;olnb8_VIiYvc91Njs<NP3V53!B)_y_HPZQ5-
L-!8KgQ!Fj^B(nUGb;<Fak)8FxhQ1A&CN+#VX_{Y6F-|ISl@BpytO!c^;IZLBNBi4;GH<YDqW2?4wHt
<m9c`Gy4KTXP4Kpu&ug%)ytBTudTYW2^xX}it(UMMMvxEGu3Z>?4!|waW3b?D|PVjbTqA#vI_u1i$2L
v4{ptHHL>DlIm(^g5cx06jUgosByLP3US3u0kP%HfQr0;t?^9ERuOPj;w(fEXe1o?CH)UKLO1Bx0E)t
XsyAfMpGoTqD-p2NiLRiB4tWSl!>a|TEwaVcwar{p;rMp#1_m8{Gqp5`;Q^@v)`t;_bh4=UA>ERXo{Q
eX)U+fqqCwiSuQtJg9P-?s^Uh}>E6Cu;gs8ZCFG+UJy!3n<e`|L@Zhrk%$4YqV$(s{Zav&hSZHt!Ce>
&o3k6l4vb@j*e#f&Necu;~c7xmQ}44Cc5tP@m1)cmRDq8iTCo))KHQA=@(R`2ZuAn7|bKP<4u!gd+hZ
ZD7rjjZa{Z+)p_E;X!A8JD$71PQW<5_Vgt-oatNCAl$45^(xC1P5o<S8wL)vL0VRQMm(b#QLaXP!AJ)
DC)fh9vfL>^JC`{DBxt&r^P6o4luG^(GG08yfJEZ-Sv5`U2AvmWa#`PobKQd~t|a)XKHEEvGZjWa5S7
EYjB{R9y8mH}wg!UFs)v8QwhdV+C&qD#sgO2Sf6IIiv$YHowKvzrS7tKJB8)HOA-PqEv(FvYHMTB>4X
M-A0F4?Ci%!e1bx0+6*I^DeSwt__wU}A%!6)oMu(ReJCeR|w8A$d0l77ga<vCG+8IOVEWPOO*pMTKKk
{%N7<yU1d?{-Y}kIJudN5RLc!_8$b=riTFv9@&I)aXWJ|61;V<()~5R27}%Oz6`;atOcLBpH9K>)o`D
X8eNhHrsOJ&p=py++8ddBRsn$G$d`(6A2!R7jfBqNf0P|`mJ9P1VoCzEZ|;Mr#7}YGxJ4YVz6fA6%O#
RUp72s1nrjtHvw96az)*gwMHG!!LqFS>D}pZ`3qPgQjj*aXj8{f2J4C0RYNj+WLwlxr#lzHRO<kn?<D
ocWN^EUP?5l_^-Ui+D;9O-1wJ9EexUs_EseD%4e?jn5Wz^KPZDx^U$*fn)mMbf@>2`mG7TF3ygspLxh
`YWVarqFn<ri1u_n<RA@o;Y?D2Lekn{IXzEV?S^-!lB2M!)}^dVUab@@y$uiDj))B>;7ma(#%3SQ>k7
LZK!69cS5DRCvKV4%HOJqP>?JA>kFE7JTX-mW#?FVCuDt7c@+!@F7>j^*OcvP#fJ3Y!$QtQq0$^e@cH
uQ0EQgo(oDg>9xTMwLBnovB(Xuz+n)9p2LTO&b<eL$3(upb0NAyFjVY@rsGq{Hn37`Wap1a#$M;1tp%
g<bJ)DYGa{)ASl>s*RMQZ5Dzc1-f@p?4orD~QZ<9RFV?}zFCG_OJV;oc@1?Y0C=GIRBhHD%+`mfFp2E
O2_uKln9wILWi0k2Jqq^Mmy)^>?6;hAm_|k%PnukgJWzo}&Lk-nl;q$spMFyG#q9F;F<e?B%L?^f>P{
Ppd;rh1b11{0EC|ulLq^mNI(3MDWC5Id-Qmigu!i5DV{%|Pwwoi)Iv@uGB@J4`3bL0sCC4N=oIwZ^IW
gwSahfxYAz&2RJD2-a3dl74NFVnw|-UEzJS_H&D;Pr|!k>v^va&!DDazknS?)dJR6mHrXE~X5vGgW$B
Z%idt(swGfGc7z4l947cXWklKE||I^2Ufth9O<chsU#y%4p2<dHU(tcqq{_&BVrm%MyHior&NP0W|wm
0mEvF?3OB4L4_0-3K?%||avuVo%IL(h4v$EK*ByGAl4?RRCc7?)RA^Jrgjdizbx?8JXf~0w^`%QtQ!p
8yFvvo=5u?-@WE|Fv{PgRiXxlqP)ilrS(eRb`kY%NxZL;wVdtG6cEPS6-a{m$F^pFiv-=l`jpxT#ccS
e`^Hk)%7;K%L=gsdquO9SFb{jZ)cVW)>^o5{tp(znkvs@>5jPAFz~{-yrp>d#M-^^6#65QT@WGO)VA^
vSrt@`Dl@`s$qTFmJ-d*Y4)Et_}0$8FhbgLjcD<4i|5TLEm&)z@Guz^hT1KVOCy|XD;uuvAMU>MgI<#
)=vDg)AY9yFB^E48{IFR2-|Cm0>u!I@MR2<AAb||QC=`?*KpbAv_zIlJYYPx$p0LtE$9J-?beQmc$_h
=yH3f-nHt*w&1`~hm!i`BRH$(&cMS5Wu0z$@EKTzb1|ndAl7D*^p%hLUM@1Vtdp`}&8q+;^sBG|-#1{
lb$#)&c%v@lW*+aD$O-|j=0)Zn6hXyoq#^C)K@XZ(YSC<}gSC^nSo>um{ah_<AfxsV~b}~5D_{e<kS*
E=qQs)uSoxAF*QHo~>sj8l#57xnhx&CkOGk-1KbMxt!L!|BnW=!I!A)BTGE{W@g1Mx0U3Ik96dl9!ml
iVyCmu$*Sy@j^bt%k5|r58ed86)DrJ#x~p{nVj%Fo=P1gn9+p)9hmncRb-9$bwIEZ{|QC5ze|2NZ3MZ
TdiXY=J2vTQR0Ej#rARH2j%lA*HXwA9KjtOV4V48#vQil)zctu&B}ao<5q;~LM`yAVtexmBpj^ZkeK#
@m@TukGuD!)I&3AMDSqRS8mS8_zDo;S^zI>9N7!-I5lo9qS=xy_j&wyUJg$`vnGaS~{uHy=@IV!XyR)
y|h|a9KqLU((t?tFitV>P~zd-&G<(G6&eGv-))n$A0`br`9JW~#d9YPOHJA@(%l+er^cG9r~@49x}4}
$bdpd_`^=8lCh7v`6r-6yJw3BN$}osY!=Bu4^G)*K%6|9Tj#l+}Hz(m(>&&E;wu)JC+wNQ?BGjbGYw4
?`1*LR>r;l^^M{Be*i{W}<Xq{7#FR)3k&=iz@v99xWkV6MC+QBKIl&mV$FJ5<2SsRyQE7oJW-NQF}0s
`7oxpr+o;^kYzdfMkhv%%jCC6_0m}h(k46_tb>UNnA3^t4ZZQj-bB?N0YRA9=@eN$dDadLKiB>#fMzn
ffU`W*#0dT|=Pp)s2B!oF6kL2nU<loF%dCpTBIutI^ML2HGBfhp@?tHB?T=XL*I%}QsNqkMw4*Kw<CD
C0%v)IY%DjMx(k|9f{AbIBnso)^x=&dKk1?IBbXC*T)E6Lx{&-O69|o86VeC^;?6xR;lCauYN<`|7i|
~6^jCRgQ4b~b9>&tzcvmk&5x-!mRv*@nX5ToC*BujOAKv2=_Yx9;MxXWgz!`A4QXq%o)tX@n~jB%*QA
x##EcZe5jw|%R~U7)0V=?0#v0Gs@d;cFBI^#S767KW3h?XgfdEAGYDLbYwdxDC1>QS@k*gL5(7i9zS7
*Sb;DGh6r`{RsM^-Ayn;h|`dT$|n#f=6p~}(^TLCP(u>&$|?6wskWndc#g=1Y2#DqEto5uWv|B;J^nN
(ZIs%`uS)?Z3wC0L#4S)J+;<S=m^Z&O7#w4(v`aj<7!KOG{^aY3(E1~O6q`8@nL=S)opVC;kuVW~$fK
R&TI<;w#vua}J)gH+jRA__Ey27&uNqubT9wvVd>t}sR5hB>@B)GTsM+~Aj^3E)2iDE<u3BGx<wqbL+&
HJ)JHD?}%dMx@y#>O9h=uPqi);b1O>E9LqE&JK6A<Cd{4$i9hr;1wI>4#?0NXGXSJGrDH(J3UHn2=04
ep5=%h;`4A$gk}v>{rE=uq%zy$qSkE7HF{t;cnvF)cJ@dvG4WKH_<jl<^_8tM46+RWpGj)#%fiQfT9?
C9Z1dYR|{+Ysl%fvlx#G-j{}OLwvJ`G=_0wZtiQtR&{oGNQRD`GfHC4r+MBQ5ibhHp>i>3R|xVTx4{3
HosU071}7bM(%Gd!-;;eR(4>#_R=E<&hx3eYA(liFtaQm-i&4e0L<i}Bbi9ds^_RaN@&u9)m1x2UPvs
<4$_Wv&<r#kXuW!LznHDKxs$9gX9rxdC^abX+j*o8bD<PV9)YhYx=qxL2Jnq#ymQd^QB_Rx=6L`bdwq
M?dm5EpvT96BmGy~B@bNToO&d9>8LJ4yPs;$C#b;6Pu|Mqt7Rb}2kk={9?i%Ks~N5UF@0FfiUqMZeVR
N%F2#;R_t6&Gf6JU$v}ME)C&W3*X-G?3ELpOvj<GW|~OZpV<!Ak24+2(;+t+hK32@=-=$<n19bdKOEH
w8N8hH~=p*&zvMo?`|DqtzIq4`Ictyn@=FuXnG<GbaOJrK=(~Tm>;lwv4fDmQaQ{1L1Z@=Sae}vB!&L
tW3GL~*YgQgsz(32L$%xF7>{*%9x%TwyO{ftZeF0h!CX}LkCVst9fGrJ`1oXCW$~Cm-j~3Yuc34_Uk2
>neMADhhS+}LFA;_26fb)*VM<qGx0>N|&fK}>p8VtJcDm)~qCdHfLrbmhD=wi~yQ+^xX2Y3<L(%OTbU
lz}=Ygi>kEIa+h8>DnpYmhu4gXzn8i!VmLsAoN$D{@$;M|=vi5z^EJbNG!Fofh+k9ABFc43bFq32XxK
n@`VRKy83r)IHOIry~(CjP)5x)=wynJF;B8!Te+7rA2P3jktYe?m9N<)6G)PnNF<FJ@5fOP8o+bZ<}^
hE?3<))<Mhc%4MW$ZTuQKemQcaYialB96*G<u{B<Y9%cBH4C_k_F~~rRrFJYg9jx<Un_Y8%TjKk;1oP
e9M8!C<#WTy+*d52oiYq<U`lZtoBsY5C0O5W)<th<s+|BRYv}r)2!O(W^m%6K2!(5c%?GKUOYEb+NVa
%`CcCM5yOL&w9?rvKwqu8di|T?JY2$gca`N&bmy~Kk{S_@D{E&e4&W!w$B39cZ_Rg#-;>spZrF3X3lH
QjN@7+Z*e)_Wl6!AF%E<3T_0MF&~RX7)_Cz^i!u#$^}aLXDfFTh+dfxi+x3o0u9CTud3vfg`Gm@=-QS
!YScm2v+wd=vM^rbiF&Vo43_M+?RTY*~e9qw^PX0Cizvgi<bGP~gGf7}T|}RmbS@9ThatYTd2Qb5w0R
c!u2)dX++8`KiX>fv91o5c}ri@Xp}pbb}DOfSnfNi1(Z|w-h(IePf8s>!X`_>Mpe%Tle_l(Fm{^J;xK
|$&j7sBl-$<$8n~mXQl7ne-|&>T(#bYm6BFo`j+te_Xkhx%r;Mr+RM~>nZ*^g*K#`tuhZX*U|k51l?p
Ewlf)dB7jAE*J-H)+ujUd$6}RFuhAxKHz!E-W^*@HvyHrJ_kPJ8aB3YVhrZ0U6mx2_k1gGo6A2{Xo!k
|dG5t^ZC;|r@9mR;IFG*l^{L4FC3Y=vgqPDhsu+GdkYVi;B0b+ihbzx$jRviS&x@2L3#+^rc2*F_If{
@zXX?p2%R*h}ZSFs|6o{3ssdp9@u9>+!*<MX%CN8HCCGOrn!XZl+q&iGO)u?<H9ZH}bK{lXw-orr7N!
m2>xmr8~p@bDbNeXiEa-W$jT{0_h08UbQRl<p&fchoW+|tAOXsXYe}?h<L5W0_y(08nAVhly#nIiFD(
AINc8TJQJI6p2kvUJ1uH;$vF$MRZ()bxlcRvUv(AWtx^F@pOW$SrfNC|Ej)V(&q<S17s6F@<uyH<e)R
@`_(}fhg9>!9zaMYePw1bfU8dyEYR4Yw8yv<|H9}9?Lmr_^SA<B#lbF&0i!Rl?1HjcU_!=YGnhp5Zm3
<oZiK+^(f|VxP<^)EAMtFt5-6GX#9!ROlP>=oA>;K9SLGRIjfu}|H>45oY_KiXw%1N=^7aBVM5sQvCQ
tU^IxiTj!_d^uycf|d$;6t7}1V^dZT^{PkhVUhW!cHN!9XAV`!rDvvnN^n!sh^fbnZBUMWzap61%*$G
1vw^a=@-Bb_U`!VtbQ28Rj~b1@7Cb>+90E=x0+(YQXH(Uf&O#GJZ)PQ%L<uv4c2Q&Vq973P})A7m9C`
BLnP~osD1$WW~_XC9M%$b7`jiRg)uqbet8iyZ$CDm4C{l`Y|KA5>6Cc3f;dM1CcipgYT{d`@zeh-OZb
v<^!!RN-th>9usvZ5_-9#CC%D|16W9hsaPjUp&6V6-BLYiWVM-M#5bf3)rLs@IdD3%VcEK|PRy~eQFE
<Wbt$K*uFJbkx_D7{>BV%4;*plf|(zICQ@5;l_9dz!fyfMZK+~dNf1JulO<`no21sK_1_HD$kS3uRWK
fDE@`WdnKiO;)**w}fzZ?tX<2wq1`Jacd;Y^DLza;Q5RgxP^FBnI#sXoDP+i!6(`*SN<zI*Q=yqHtf7
uDiWb8!29@)=E(C0G{g+10&jk8bho890#nY@q6qQq8Sk=Jee@a+@pkOa;|vMa(OWcL|%sjuwET~K+o8
EMkQHHFqk4uA$}L#gVkl_kM|3=ug4xxp5T2MiXB!j#m1$n-=Ui{<M3}tfu+%MXpO>T!9syfbXWD`d~s
l;Z>}}z-dJY@5P{~$5}S{VZabF=#&a>qbwuQObIy7M<Y=Y}K7*5y*C&k(O`)#OVE{1V9a|L<SZ9K{X>
=D99!6Y{5x#vkariA=t~dU=H5v4Wh!SklG)U2}!-}o4-@_kVF|CVxfENPT7AFM6wQgguFI7YEeNErIf
SP=kgdUBm1ymi!v(<_Ayd}2n=gK{fw^##tpbmXRulQ8k<(2bY?u6}(K_LZbuYSK7X+F#%h)&{$LRYvf
s^y7s4=kRk^s=S}6?Z*H->8CIhKR8ZiSZlkjA@NdfROi*jRx8oMAuOz(JpWG&dXDn%<P<u?6m87fB4j
TY>PgyLo1~>v@FQs%_UtC*2ioY#_Y%+$S41VL6kBIXdDg=@n6W~p%Sgl!?)4<z7C#q94)S%?B)aJ#6+
eq@nUcnQ1HWHY&=s!PsP`dMq~lRwA=N5l3_jVT6S!=dMnN8PKw{SBBcRes9f6zY47y8O&WVY&<bkEkX
ce9i%KRtnyQi$ab6H}=fV^rP`D~meL+d*z;$&mGbSVA@mC2L)3A<$U?FqeD__78fkNwV@IG{K-IZ_p<
RQaW*%B}Fhi15yqd|SUsE|3;6&$06=TyYPAqcIy$>0K(AUXN0`7x$0SpVA&U-=gf*F6SN010Ps){q}#
?R8dkxYA22G2yKgW~mP)5IprJHDPRgxHl`#_b>cvjC?PqHg1>pq-`R7Bfki-rrPASa1vD!M$a{wUP`M
X*F0(`)2vNQ{D<+I@8soVYn*{S<x0PKy4!cqEkJz9ls%hC832!i%J<Z2+-<2%dW2A1Jap5jm?d$hp@R
ihfRMVSUtYw7M>^V&4i>$uTSm&M+n0v3js8Q&t27~H2cv)KrcarCfm%3q1cIL(oX(aG93rS38BYqs`d
|3bH4+2bN6HuADeo}FGPz^Z>>5Blvo5^^opJtrMDBXqIDx`b6KN-@kZ{E%zJ^Ab)p<&70onK)e4ukjH
U2H@=h+RXJ5agdqMPT7&+#y8C#k+*cMt6;@$}aqyb-@M13O+s7(<366MjzB)uQ6hd=9>l{OPPU9{IoY
rF+)!5~~C~)4ainUfRKd*QSb<&SGg*JXcDD%$gQilv-Xd_}9udKh6(VWKuneIW5D3djtmBf;2{Jf4m1
@AtK=N5ylvW1H)jK;7p`J6h+Bo>KjAH=Z7DjUX6@Map5M&Vs~%Azd%OzCKMW|2#M-zvB@v7kOPD3Mt%
bK462bS>)baGNQ&e;c{jc6aGAhmYQnovO0SVLG#<n!oDXgyuNsnIi{;tHmK8qX`KY1N63NZAFPsRvP}
3_S?pKVtM8F;Tf>gVxOY8B-*i+kCxi;2NZ|as-%~e4bck6#2bfh%=+hQ&}7w91}`xl(9Y?2`lB<55CI
?nv(!C?2*)+nxpP7@sdktrmIjI%8K1zmV+hl#RI4Lf&L`YvBcW`!jQ&k^bW2tu2wdhPlSuN03-0#*<W
ih73X!Vq$E<P@tTv;O3c(n2try_=pcXbSA5OfMR3g^FN2j=nvzIy26OdAZ|?_$8qE^+ZpU4NvasmGz*
mT>R|A#FJb)p>P}L)*!Kc7p3U8i$>eO#2wn0EtC#OTcckge1S%g*_#<SY;usv(=!rkai-HPq!0r+trA
Hn_yn`Ic(*Re2q>+zv|)5*gw0zN+aWoQ8bM!koEXq8^`YfLvwvKx*(Ez!qe0&tZECU^;IH<^#0*QY<R
Ivovf+B%%50S<Mo0V&BhR$o&z(NB%;)3g+q&Fx-PUZZW*G!EorcTA5^i;p{$--LCx`FwAEB8Q71$zJP
MuX7>rl*T%MOJk)S_PEA>_mwR<&s$w^!gg!fFsHIfV8w_)?5*kh+XZ^c>DP<={3U7f|~GBq#;BOY!?}
&I#DX0lLg1bvEMYz>^DS(s6d2uA=>eR)bW>EBSLeU8tbDM{Sf}!iJG(^r&;bIy5CYl1UOZA;F2e&J|I
qp(n0hgCXjB-+$DOh2}BQD1;FV)I#u@pmrnb=vx`8Lk$^k8yOI!Wul_=*2+AKnS7M%)aC#qc6Fxfua6
5HL4OwVIX;F{C?s?X@2WpJtJ*I4&b_QO>E08TKkOcpL?n;R6fLsm0=r8c1TCsOJgS3Hq%)b*1)4W&gC
w2h@WkpW($}y$H?VjrW>Jy%c<W|r9v>@%{Kn1vJF`bSozu=IE!eL{;2cVQ=*VDqAo+tzc3jKfb=V%P`
`Lbme;xELvaY<fOHv@g632Oswx0zi#h6GqOc-NORd!;v6Aukc50~3&Naaapj3-A@4^0`E0hqL@2RyY-
s94H}_u8JE5YBF_%E$SR`9_>VL0!D8o-U8eG57Kxj{{DfHn&0QGN`h1{S^~huBsp;VN}lW=5f<ac(;1
zr`}92w&~UhC<SVbvdETzz25WpT1Vr%3@fx{RbMx0{o~;w-<>H$$L*!b*Eh~H<%GIvI~ULtUaF}>6q=
{#yExL)o%M0j0nIAg;nYBU_R(h=pubfDGOn{SC4uh^WUm!52wBXrhxA>oNo_#oxhtJuB2NZ872gC_7@
XQSCV35{&#=5o6H$-`?O9h`jqnEsFxp45k>9~MIKD#CqT;3%WBT}uImYUWcBiTickH$P)<;BAtn2)CA
hDLhI@#=q{CkjI3TIV~@#3B0Q*|Gi>38vDf=_*@izH8M;`t`@yh@Xsyy*e%W0Ht}EdH70blANe)9w1U
I}S#m{@Mf#)_0yFS=QZ9WRV;x?j3E9=Sma-Ity!<cISs<HSR_8kvD8_0r}4Sv~|wx<P^K2^Xd)E$mB&
0y8ehhLmaL0MnnLPeW3lB(d+G8Hv&BKdlNfNp;Ne^9_yL2_N`XcwjfBx1nAy3M?GC=_%hNZ{OOa?V0!
fvfSnjUL^f=)l3A6iK13LjqUtSq-0m!?p{9%+r~P^>#3NC|V8$0#n_Urv$B#R-lKoZC!E{w_fOzr#1;
MtNrvuJz$nT@;Z!Kn_g}Y#gYXz@(V+<QBXX#?Q41?WQ%ALk+#lbt~g$jXd2~KtHYBa>!E}W0FNn;DLj
(&#X)u`M*=>y?m1qJAwGmG)Rr#l-<v^^MYUrMJWo*UD(gI3-L^kPa1utQsGq<gS&Hif)gYFe}R;Dq!q
)&wFCPSbO}FVD?EnB@<>#MZHgqq;Cp7q#`E{bWFq^F67g`5zuI?{^JCO~D`MI*ek;i?lS(@!I{PlQ{H
DYmkiYrk#E`{^V(G#-VQE^J~j3<|mX)qZ9=3&7VLf+p<WAA<MQF0;P%uBW@!kpztDXe%=><na~k|`ST
BM^1r-gKqVWdc{&h(2G8YxliZX%4Sg<xshK@>LbIS!*haSAOPo=m#y&6##?uKA4^g+|A)wRSO&4Z6y_
6&<6?&QW+ECj+bGYp3-mIL|^25l;mO+q&9B`1f$>G#p=S3>xrr?GP>i{>xR0zhja-^Fqo;|EF`frrNW
@O`d)lqgaH*D|BZx)k`5}q#c1Te;YSZ{G@t5!hM>a`+AZElM@xSth19ul@3OdvpwvWKE}QzTV{?wwah
um#7@+<v!pb_wvK^)3zQt0;)w4^fTrvPdV4n-c345hZpU!3{k5AEQx~p^c0n!wu7DkdW8wffx@v@m-I
!td+c4^}nV3tgP04Uf}Dsoq=y^vvXcHCXEYvkQ`vc1uRs}4dIe1n|+S<1yFCH?Xm5Ol^hk{b+7PoDkN
2z8wZo-XZ4hmd9kT?C{8E^!bfuH>K{=mPKyG*l!T!5xl||ZTvZF(Y8*&x46K|D8dRc_(U{XPt4cp^^w
_~d%BEF=!#mnIzY<4GbHS3z_pk{bYo8h08J2>fVy$YTMbz6-=muMejIabKf~_;B(LIzt#0G@DSah%>c
S<+^{$(;IRcX8U67_5xQ1h3iEuUjfiw8SFFj3$<z;uID{%S_bAsA)KYBpfNe@0ab7)Z<a@6N|xO)+E@
ZQ#qk%7G#Y=gdZ-1Mgh{<55#^C=#AXM8^Ejd~A!go_->hjh7X5HwvXMOW#TbRK{72M>oOKC~RY<>yZg
uC1D$2ZU6R0w(=|Y$ei$!r5ZQRt@Z5qf@hF=cEtjzpE@i`qr67G*Dmeo7FTzgf2@N1Ui@#FONb16=if
Go*H=1?MDDnpci{Co9o}4~bCs&Q{mO|f+2ZXlM43GMIX}^x*TSWt_f;fbVS)>MW`=}aSj~x=2$i-zbq
Wu=Kvq~$RJ8%KE(ax)@g5%#-;`A>>viu}^uL*Lt&qso1uVA_TJ%b<hQP>Z6Y|K5&VKQ(U*gs>%QULPS
k8YaE+*7KO~cr$Hg&`&=vi(`_Ud1Zo@#9FkgfNBAg<ElfqnA)Tf?x&LSkr^1BnSLsSkE6D?!dwsi+6Q
Tj@M35iDHAKW+k>nh#V(#?m&Vd&52GA<zuEWFA)W*lmb`j|!mTs3zC?-WEIx5JWu~E~A%{`=mt9YT_8
5+~o3IsqY=D>I0<>KgAOAr)2kH$GG7RM6Web(odfp4Kk5J-PQ=}GHixK3TiW@4cwU1hyyE&RZcWvt5s
Z7$mnPZNc+E4W2ihFLxk}NR_44j;G$e!Oh41yR~5%(Z-r0BW&RD^HOylA2)vZP5K|`VMiD8FQ9g@)C`
xPB)cFT@&k-I(0L!ExRTAc<niH4^d@vR?_7IOZ7S9DCD4101rO^w)|L5ZK0BxM)`anap)T~_aLHg%4@
&m81NJl7|prfyG-a1NyqPTEP>zyv0I$0G54acI|Z{~ta;E_X^khTs|%aInH<M-+vhy}`zthBq7H!lP~
6KaNpXymQ#ZFLN+ZsG|Sk*B1+Y_!o9sX9PGxfte8d>I57*KoraFK**RLPaslzt)=m<_XB=JpyEa(*B5
-dkc7O39oxu9;zAUklg((@{_|BTT9K)?L9MNE*`xB-~8=&5I`lZei(c<=PxrH9UAEAbf@KPD%uDMbBw
RXN(a6+1<fz{BQ@0e%N-}uQG--;^FLg~+h?uF&f(UVCnf3#^ahVq<g9iosB0?yPETs+EiP!jHFK=U3+
DoHb=DbV?*pF^P4#{=Aaa`+?|z&JdpEC0TsO=Ox&y=RNR8MzJl#fLWQ$HCGNjbA1BugD3qLKjV#A(8(
Cb6{{>%TAt6|aMBvglwUIZP7;ZYT?lwfpfxZ}AFQl-hbrXliuBRD&r-VmiR$i|6QGBq>+;;{+r!?|05
%^F?{(wpNuc_l0JYsk&cf37AZl#)Nuhkd2zN7obh9q_Zboa#1pXCw$NbJv*F(#M2=gB8PLXitzVI#Q@
q0l7j~<L9g?744T_-A74vubTe#<#59DbN2KEp9N9LBK7NDps+%!#7kw*Km^;!ZWFFS-?$YZlrvR&!G5
p_4D2jA@gQUv9o3XPrHzdPiEiS{*CUYT_?j17msi->34qnJF!j6Z*CP)t;kb7F*_p&oHu2Qwz;U~kJt
;Q^2Q;ei#eY%z_N?puiz?YoCl5b(We$KZ<BM43PQ)bHU;m+jmoSb*Kl7P+4c9*yF}l}r5zRLj7VZ!L2
0zSUP~#{LE#)x(D@n4-($WnU=mY1M39|+9F=g1VtP_~s08>pu(@sv6g4iObU(j*E8y_K~AZUAFPPC<}
z*0<W%#AU)QbggMZ?qh`{2W39AH|nja~1JpI?msN-Jo4SH^b*HgZd}y^Em*hFns|^*`gosh9{=V?$dx
pM=TGmo4E$SfO(@@b<tN<Uy`&sJFE79pxCgt?$;zi@I~Bhnzga|p+`#|$I5Ko+Prf|L`h^E5yFr4K2U
65f8wqagk!ja4KBs}iK&{H`B^bB(p=J~@#lDRJLlrA<Y{8CPi7%p`n$^<UMTzR+hO5>tiY|u2{+{RJC
FnJv)3<Ch6hWJ%$9LvdbH?JlR+QpW2XY=%-U^!K2|_UJ8=^D3yV{-KklSl=i|dFb)~YC5mf!}*!2U|B
+!}=k!}U!w?xA~N1A3R1ilf)&GH_1qaE~jF$MoLQWmd#WxboG4dyH`K%H{ih|L63=wf~Si_r>#=qP-W
7JamXcLsO$2sWU%x22#9c6$?*aCsm|V?AG9oS`AYgX<{(Mg(LDKy5|OG2^&1ueTPQA%TdHo*8zNLUHX
#UE4>SB@Bl0bpqZ6vg?>bm*}wP<e#1pa2-!Cc4gGR_OwgedEV)hiK4KWe<8T0p0O&<yp^SNBQYkq<!1
!Qh$a4$jiHK{WNQmhpFjD{A0VtM7kTwOL!sFfkCfsw6=MotEihpZ?rFY2H9>3;WK&)6lDU)^VL}X!{l
6vQjbMhgbYzkCJ%dgfWeIM<&uC;<h-$czI_@<6M^i7U=da<9d%k{aud=-yz)+lMHcWLd+K)!#3#tF7)
Ar}qccfrDJ)Bb3N16r7Xm?cjQr9fngt<<-Cu~#&b0WCN_s7u!WHCT`NK5=d*!^;VBo1<Y;`y1k)!ly%
_u;4PTk(?||5ALi{G$bS3sG4J3ehaXQ?8sTws|AC<Dzqy0o1kCx<2S0H$gcAc%CwHv*lVFQ@E^}pNpp
X9?5n22wmD$2+GhaMW*Yjm@<yK^x0AFh$5qFxRY>ZGQa*3`k$yK4Ft5F#Z8R4;1~>63auIfOK7E88E)
x$(B-`r<rDopPKy!JIy6ck`%Vz{U!%~GIT-P*rr4IP!udi$xi}+WPbtqxf~2-vs%1$&poMPIlXddw1}
ESv8+?^4JjCA7VJ-4D_h4xBHC4p>m=hEA*qRgXeY-khebDrnAUyfI9<~*()@X;Y43KG^KKts;X40#0y
3;WT^ClS3Ysu*Eh_`b({mgizrP9K;e}oBzW_Kq6JZ<|3D7Aa`_6E=HI|O||2&&Y?H=hKQNb~B~BSY@_
)nabH#-l&gsjgHvHi;S+bkdDGFH3n>4}rPy!oF6JxUx9l%$s(1KIwmkow#dvdE$t4nqg@124))d(b7Z
ABSzJS>_dtfQtFf{Im#=Mx~M$ZNDxK+Uc7XHF?~9IFHR3ahMSmrJC33d3>W4~NW!*&0SXI!Q-apjiQP
nNH6@mv$jIYQETs>o>IO&w3g|W>$|zRW+B1h80Kp*lvF|3jAq52$D(VYuM3%fCNr-oi2#lT-N64mZB&
Gyx6tkjPI>9H87dUyyhOfu!$Klk^*x#YNxW%+XHC}m=U8~f?pj?WS<!ILk#~Xz7El32v@me-I2bq6Ru
^~D(t?`5#7o)mV-b~$54;KZLQ*e1Cs!F;mAQ0I*2yP6R@4~!?=VNl7pVL(e^1-KGI6SfL@g~Y6vQWE4
RXFjgj7~?`NWCe?IyHnq>Zm?O)!iChM*d^S`sd1n+%n<b<qDxnpS`~)i^lj4?W9JB4k^XwSY=3(N4E)
O=|nKYT&T{;tB6b55!l{`<u3`7>oIQw$^BolD0t4d$9#pd+!A+|grVAasaUio=IO9P4-8+nw3z`jM?=
lRwksxQ^BH0zd-vQukrbhHaWc@(!f*CvCc`Xg#aUgDnRcpw*$OJTEjS-oq0_dODGt@-*Xo>(x`EFZW{
*xiZ;Yzosu3f8c5@jv&0AL+H#Y_v)b44(>LLO=F`wnRW|@ynE||3&^yk{%iq2{JD?D;QlwmIwBd>`s)
HIZ+{3F0$3V0kgyq2j4(X{<#N>R6gQ9sqCjM(Z<aZ?LaYE;=&K?ZW4Wkbc-)KZ;Wufi%+Eey(3rgL>d
qB7Ub2c{VePP4VL)y8lUfQV+lJ86EHL!qJR99lh1asayhI9QOH&3{+`5IUEHrC8E+N{w4uPdxdY9yrk
AjP&GvIjgw?PL#*RdGnjAc;R1{dT35}I*gx^&=_GAy0st2mg_2)QG`4`5>18u#~5zZNbk!v@wnap6t*
Ku(?=yoE~M9{zvP;N80f7X`B6ZZjHaDeMXMa2ehum5*0qw-u~1IS<DHv~8zekN`BQ%1u0f0v_qz#!^o
rYiY0lwYz>KgAAoZ20=pQ#@M{DB&?*!&Wb;-XD2?fG;0u!<hM(V@Vo#Z#17Rn?s-<;r-m=RnPFWeYJJ
l<+!Kl0RxDW>YSILJO9tL;!vCg5Y|ps9s%Yl#2h%~9Chyygv-Urp;>JH1)~i84Lmbtzj)0&JDQI2t`N
2aKfM+9IMhC~MI;X?XqO7r6~cuJhPB|5V!V40(<F0pr0$yV9-BF}bNbzifU%H0H~q)8xP{2@T%Z@Vhz
kTQ+n@y`}|Dz6mtnp}up_if1IIW4~lQ-2ccX*DhmUr(HXvw0l7Blzq^bF0ciF-yJM^7jKqGp}lm=mht
=ydisrYn7T!LbTl*v*ZW#@CnVzguB)CT(@@sduqU2Nf_m*M%M}r4lMc8?{6!fqI57j`TUgaf_KdhHu8
fus(-|lXFqt2YBYbig)i;h5rZ-)Rp<|i1?!SY~peb6>5e3uV`1eAXdxm;$XJPyxYveP@CP*z-JvaDcl
xUVok=7kF4<~wu_#x7l6bHMv?T&E+Vo+%(P$!tjw_4I0e-Mulf&<@cZSeu&A;QI3H~vd{RpTNB7y~IZ
9$|IH5CWVPN*arT;oC^DL@9g6GkkK02OCXjU_6JOP<;rvRkovH+i##nt5fphnG2?&i3}oopNMOE<#Od
U5Rgi&3Y>gKUbb?5_1d#3kMrV}>Yl<y!2GRvLC<aK!&>P;v9tU@Q!MB5iJlI*W~Vh0Ha6G%fNwmDb*@
B@Z+7V@je8V_Avq0}?Q|MoQm3L;sKNPqT5MKq=1xRh6Cpo~n-&sMW>$<IYP|Y|Z(nflk~u@B8$gFRai
a|7a9h)vqwc|ps7{>ws3RX{UKvxrzsgZEyVv#a?|Pu%WksIuxf&St@J3M(!aK{)>Ogx<bz<dO=_->eY
lf01?9Ua4+2hYpo7&sTEVEi>QTn3~xET@|XRzZrZ!ZY#RvtCI3DPk)Egq=*Hs#+&T$*5{s#InVC6}7t
l(dFSw;7pHQBa8fgy17;(Hr+13?1RmbvYbFA1r;*|ETYXv3BH|87`6rTYb~w!m3(tm_P_;d+oa>$2fS
Tt`u;cf3oiX0LnBD*lc2aPA4KuQCO~rR|yfJh733E_uw+43Y}Z+x`7M8-)eOmxm8>xY<~vm1H7WxNwY
3DD?+A#+*qi)gc?}zKH@uN$eu><QGDI%8XiU|->85i2AkDDsUh_-*&c#Sf~>_rJLvwd1p|f<p-N;9gb
mle0W3Dw46yvEjdvZh0Av|074xv)QxABw4?w0CjY;yRuOLsc5;8LJ_1LKdT84Ta)4TTzKPf%kX(a*{@
~x}ZKEEGxRH;E`%^xZ$a#yFjb#Q~u9OG2Gr4sx1kULtnwYs@E+&{!;R+cr5Sw*v(Tt&om4X{K*5GN@E
zgW2uHsme*!LjQ$od4=13DZG{%XvC{BsIM@$%;mYOx_^T^MF3m`S>X%-tA-&j<C;<K~MC-AHW*fmG=l
*ubaqf2|Og@73!XZn2$SxTdwJifxjZh%AFD<i?Tns{G)cZ1Z0r+gBJL%(fxe~s}T_7(yyTT+>JP>j<N
&%8IElM1{PxlIG63T4t@;OHEX(*|9#F5qPAk?*cGK1l($5UhUmnR!W1_iD*cZ=^;1Nu`3El&ZaT-$1<
w*POkA8&x(&7mwLYCfEAzmo>Md72j<T^%XnZuqFG5mFwf8w<Jc;+n5K3c4h9P~yDqUJX;fvqKhl>_NX
;;<klr4^wJp>jry4AQYon>2CeE(r#VV>x`-eQ11;Kv2%V!5)#Cum1#&$o~rDaCcIEo?xR2<Ejf5c4*3
tyXPVI-WI7L^3;+9?#PhjXsaSj4T<2U$6tDkug(x#kuhWik20@6_W}*W0v(_epQoTxT>Xtg;|uQ-eKn
Q%Gc^#g=5eTnEV4~UEbQgoT-1uz|c|yv+(20p5VKpk|WI$IypV;(lpnSv~t@6)3dmdLlX|bXYgV1Mze
fGQODq{e*2WeDk6-G(OREjPO-w(#FCX<ZfphCl<84VlK)v~a@i3Y?eZog7n23YdsuKJ35dXfg1_A#cO
?2}!BduMu!dhGk@9U$Rl_yvIeG#SA!e3OZo)rxJ6#bn$`;w!Qb0pJRUMvki7im>P&@Dn$>FIIn0ae%@
>tP&o_A=DZ#aB+ss%~Vb@SE%f%0*Hak`{yhTm!<E-7w*``&iC3hQ5w$CZngT}gPM`^wyQ23Y&qoKq#}
5Ye<n<z)Z=nECfE7biMg<5xfp5Ue$$nT9{!$+bUl`@!I{`B<+jU#v6!CSEz(PU!1~pYi?84r9b+Pl#(
k=>nYFHh-(r^Ut3%UX;!7@0i1nH}cp@kc)bg!xdH>1wX*@<%%Kw@7IHUxF|bI<gZ#_%U9YegWX-_S5M
D*U--6i{ZU!P?`#e@LWQYuaubU~YpJ{{VhQlQus60N&<{8mxy}B~15xpI_#VMNby)G1_>tT06(q5Lr^
WY5SKNQ0kS_&}@6W};SKYJ+iOOZp`RXb9a_3GuE4%Om8d&p`U;<nlWmc3J^2DTAsih|X5RWTPE={fE7
9=6RH6fP!O^1IS1h#%ex)E9-2$iC!zy0kwn57?-PmHi=XvPLG=4=U>Z$X!H<sd8k9wzYVOf{wlRF4Zl
?IsXCQ*w~nW8JQe3!yOsLis_4D?<h6`hXefY3#0Ey#_^{IA%&4$2L??-r3xlDQnJ0>lXDsg2Ls!$ZON
_1&mML&+<STb0J!gh9zxoAmLfT^ljV<gL)G@WkA?smx+c2^*rg7Az%!4E*J4J{Vg&hfc%*O_j`3i;)u
)gsom5zSsfRSiYT|nOvl(&8)dTskk+$)x4LX=jzVwvRA#!?Gx(?71+0LYUtN<9wcU4gWQ;Q4-YX_?C^
?E(eeai3-BIDxdrOi7D@8s-k>fp5J4|TBIj=`JJ}&R8tv#<yb&ham@44cF5J~r>k;VEj;&9j<KgE0CY
guX?4gjp3)32jL^y6LL@WXX|OXm!)?oat3{U^X_WfLCIQF7MViyd$wd6$ivNV!y%%o=25cc-J6tqv0w
B$l3Muf~%XzoBXh=$mz#&4W98%Oezsq(<#W|5Gomp>_P`uRr@*DVxHkZW1o3W|G%-E^Wjx%;2%b`)A=
*Ko2>u_9Zsw0nW&z;nDpctiuj(o$3-%vy^w?{|Jzn<20zDZ^ko+7a`NQmatL9q`9P!#UNATbV{YHlIz
p&SPF4Zlt@gxtE8OpKH2OrrrG;B;dJ&lqJE(?W$-=HJ_=WVrV~YF=1;Q4$Kx>matFbFuH)VJ)Ha7_*5
Wp+I#k-8ZD}f>2(QY-ZRhIpMQh42#PuuiFp9~9-8SUz8e!OKN+b{mqm=C{$k4ddn_G*PZVfY$qgq?qc
2d+Bz|2K)qTfk;?oy$!)n1vy4$iG*UUir>(KsD)RXUZ$`?pc0pOo|JvD~RI##**7MoA-A7P>NVgLL*2
zyf@X79z?n7ty8Z#uV212o!|xs@!l0_+%{mGF4wtylkhIFc1bl&KTn3NMAy$ZOn;uUD`4MWu-}zaplD
GrOx1Mglsk|Q+aQicp{XY4{x@>7#XJbp2cL4fj-vb?Z@TDQw7--s1UKsuC&~Ia(UO@PsbgdP?cjiUrw
sPZETG+qv;M;G8*mQVp(>lSKq36I3l@5zA4Kk-J(T1#UprFv$=xqeVu<l`rirGNt~x~YNub?6x-?d=u
L;)dblqd#O02-sEn)Wfw`3^gHowDH=ZO-L|yco%Bf=i7iUd{BKFl9ZzLSw()h&CIs@j>kbjM%xdDK<H
>I$+zk9_?W0R7+H7H?-muH@=<PB|BbYRReIw5o&o7D+qJq@2>5{iTE@9E!e`lHCdo4&tGvhzUyprBjs
K*9z6)p{6%*qfm+B2;2#j%DPPV@rJ2;`-Ecb+7+DVm<YDspo(SM%&rCH+%S})%K@1Z2BDmu9?6!l{}U
Rw}i=}z?Q%2+~2ymb!|majoLuKMP)l)d&Sn&TC3=W1H~pwi|@zJzF3WJ_unMIq}u}(k!E!x8*NmZFs~
qN{NF5Sjv5oUb}jVi$<!n80M61vno%ZL60}QYu!aCxrW<_s*nFa&(g7L}K_8VS^@?U4f1q8O7bE_4&y
l8pSfbYQ!&u5$L(}v9#uOl~ekP#eW2B6`S$*rks~k*OeclPE$`^!>?wa}eq{1~3<Bv`DR@Jt!nfP2>m
{HwxMj_e;Yt^p`VqXf5On5o)VzBCRf#;3h3wyEf=mXT>GJ%<du2&D+@zie_?XN4fj^Zfr!lDEUzi<s5
k!2wR6}NYNFGd%DG7?P!8h#D@A7%zs?i_izGf(9xew-@_zKI6MV{tQfPmVKRvPZvOV7nbkm9=rN%?b;
D%rDo(QvzS?3lZ#A){D;y^z|J4^K$Kf#nBD(Y9Z9Ipr+_vGE!Nut#+y1c&<&%yw^;oZrnMF3=nFg>u(
~4nLoQO-P@+A3@BdrDYqH{n|am59t!cHkOiFAlehkf1xWrg-Uqkd;*!3ML8fP0nx6b<^(fo0%pBP7=N
#FrL)tqHLRsL3T-y1l1>esP>qd_q6)o3XrYd_0Q?JvN$%ne`=cMaN<etwKa!;BNN$Arc4(Sh#u6?k?F
-g>b`0oWv7!uxzgd~%+Cm)=e?C=P`?m0P3U8ks_j7}{^uoSp2-Z_=-IBR8BM08e2);<o1h<ys$Sl)p0
iM`WTgGAU;WB@&wLVysk%1*trmAfNKUAS3UQS}IuVC))a+;qpH9lPIPhiYr4l%+7+PC5nu75Hl(F$j*
blr4IjPb@|5Cm+eA9P$KsypcEOsIkdyuGz%wpwG^v33yi!dlo%-I|oB5__OCZP0jt+V?(hrxeTc)->^
_{JlkIkb{98%zn{+qJe#m;0%kw0UDg!*6`cTP&~<kR^DxgrDXk4-+Wmk&>B=FT^?S}){Ev8p)`~jjq~
!C3>hb5_KdXk%LOGcNuhYDaf&YE*6G0DcK`?#tlf>BRaMkwF<V;@kodDFjHc#Le>IlKUP0BUMITo~2;
w~q5`}|U58p{Qcs=sP36*oEo@aS@h`}5Lbr(HJK^7H<IhT@7HRKqP;v;fZtB0@q}(8s_jIThoM>}0O{
rar4(uq#_U1(SY>G#XX@3Afdr$Hl)uz1kMe5#g^D(UYQJ_)aGN5Md9RfM`nb8?`Y%NKZe(D1w6r&hJv
oE1*YhM;E%<;B`Tr2_%JPv)HO23$&)nalWFnD~XxX#i1SjV{ng;iK8+!N9{ij?@Wd1oEc6-{g-{V-1h
Nd=`zx2TsqmkZn6nBOK+bnH}=Yo;LH=LtE!LA!*X?+m&uY5;tg0oN`x8+iY{4T__A%`=ZF%=VaZUHVD
k*L6Ckm|v^T`dZ@X(NVPhxGGbM+$y4_*_(J{U08HyAw=pbQ!&HlbSM>9tEuHN{JsG&wGIuK|i0PNwq-
_kiGx;r=MaV^!0=!}!2Rr0u=y9mo|#;dYOUI(vNuC6{~npk0PrK%ySE@O7O>$SJAP^zeYJz031UwbCw
e70FaMPg3L-H|+IGY=z8iX*KDJTT4oSAl&vK|!!dsYmYo(xA|%$|WwKs>gZufc&cGj%}^hb=A?p0~0F
m)U|P!dsqkvL*ei+w~-`pdZ)KZiIYTk!~RhQf&c~$7%xu-kF_^B)Z~iYFR6lmt~=$iKn1nQMjz(cbPg
{n`-%~1Vz@|IM>-xDe~pfq-r9=6gAu;CF1^)>fho*4TUm43ee(&u%&5P<6i}9wrkS8dBh!}FjOwOqER
9nNBuJn^&37B{#!S6*=vy3&{s0PJfJI1Sb7{#mmi6%Vic|BoNM`2ERZ5~WnM(OgMr%O6l~wsipOlb9?
Pvm9wwdL%<^XkVR&PJ+6|sqZ=Qdh!d~L7VPR%CoyI4{!zem63p-c!asL8SJzXf-iy}{vV42Yr0`_Lx>
?e2I^%NBF-1^^;#+~5gvFhILZ(uy-wG3)mNtRD<!VmqGF57qc92D;BInoFJV`DWZ5q0Ti!C#19AOj^l
`8lP6{A8WzX-1D)rtEY;q(BhX5+VoCC9Nv!%SOC>NlFFD};ide6(D!7pBd~S`V^D~If}3b!(!wu>DFq
A7s`!f2zFi(xqYUQ<2j{=$>0>dM^(Y{=l<4P57tetudtRZP(kA3|;!72)_>4q~-E%TULyiOd{$E!k`#
>Z6z1iwO)%@iNK`NzYR*JaQv$H)+=Ca_}ZOJ+O>1kCWO(hxp;4oa#%0!t4rz2u?oS~`aV`JrUotMrE0
mn2T<8#!>#86EHpV8%jqMC}qVABV&$j9kT#)ZHO%SPMF`^B<3;DxmS*jq@Cp;!)5#5db4hTzYVW&ZRx
Kei)AqV#&v+V_lf37Sku7sI?5dZl3H!#eH>agg4cK>ly=c29S0)*^spn9~OD9eInPt@j+hfp4S5pNy{
YJPw+-a$lGJ@=J=ubFCuFj-O=5q(N;v6fdx`P<Bj8CNff|)16qCCLW_VlO<lHRo)OKS#83L*hw3FpC-
kW(#w3Ua$s51t;P#mE;+y!rBgc}TM(b$=J2bowz}Icv`vrF)xm%ijjww$CIP09)=a>pTT#)p%$j<T+Y
)`~f`IMY#4V8J`YpA4op8=73Zk)?Uq&@ziDJ#)389!sAhwD%YEJAK$C~Pj^c3FLb6hSxN~`*z)yKYPx
E?rRcv?Ngc$PR;)qB-_S`9lnDt-~ip)6_sh@A4`$1!vSI6dh|jiFr8fj2X&keRTWBvk$N4Vs8@{}=yu
`BUPv2cMR=MBa3)gD!>165X2IW31F2h#tEJRc&;2Zzj=h2(p3&tg~L@7l_{+4)&`ElR&-Mlq~s~ejy^
w3Uu~J)f28qiN3d!^AM=)kJ<2yRf&3a#pwQh%=@N@G#+Hl${eTk?eWldr9yPrGYiuYE#!DkZygZIM0x
iv*gL<*j?W;TMFyVDnkVBo4zv|j!#kBG`4wd`Er0UluLb7Td^!BP2!>|=T!Kc)Jg+O|Tq7~L`_RoW%I
|I3IClSQMD=eR#P=Vt3GPiqIR1fO!3l5o!zA7<dfJCl84dH|ATm6`t<pBi3oVr7%!B9VUNYB#kp7GRk
ey@d3-ndJmaEW_U_ABuXwu^zf$EqjF^cN|j)HyaosqxC!$=a&=Z@b1IF@^QtMpPB-PL_hWHd;|R}(dq
VwkaA5F5*$Sn(n1&^>K(ZMeM{cIZPyJUdoQC>ovsn&W0^{JQCw{qo*0kwF|+`#hwKOz%vuDzc=vkv%w
`aN_X?R5|dNq@Latn|wsQK{<INso_Qu4LgnM77I&+o<W#%l1}yQolS0A4*vNYkDsNS(=P-9&4rLX6&F
HLKHE>gUwS$B?TktsRNE6R#HFBTcYwEnqZ3XtcJ^1&q2tZwYWq&<Dn*$w@z4(W<>+aVoOI;7qm#L&hZ
yTWQj<!J*x5)59ORhkVFx-3RXhN9n;f+yp(^JgTJ$@TjnPZK+?}J&X?hub4LKWn<{ND~P5+Do9k*N0t
Wx=^Y)&dSAPs9rdA+yW6P^?F8c+=WUuB{ZxQx53PHwaeW+v|iHgrSE;Zb4+e$$apg+$8<`TL)1MEknG
M51ukEd4r=qj7b{;qi4#)|&=YPAM}?6I+EBxZ=2K;xt|TC$ksQzFeG8zv#VJvQgYA?2u@D)|H;rfoOH
LfdUDsw$*)oAao%W|HT!pzWbQNSg(DlSXoXD0f)1iD<&7C4H$MC$3d*K#K78eb*ca1&!UsGest87dL*
`hlgk<E>-jWg`X=vyX4=EL<wCL7c^-|hnYi*Cv^F}b=|K<|x{cvL$VK-r5a;)I5a<7t$F`?Ec+4$*X5
6xaOY0%RC@6e;$+(yE!`IAv&Ji3Y^y^JwVf@2<7EbHBW+M$xKv$)RDhhESe2N8NoBre!ycyTe@axN-M
x6x74RcvdJ(=)`hVI;dqQ2sVNEL>LJUq-HpBrHk#E+Ubssz_huX_~lA_U?m*ytKlVO91nKc)8mUigSM
#TOP(p@dXq-X@ZROUqUZxzlNx399`irSbFU;*6r!$YT+oK(moduX&Gt%>iv(@=(^s2)fLkCDK*aB5aY
0%F`MA^>PfK9ebrNSu(va{_qwqq(9-IfY<@LR&EBkf7&UJXu4x{4i&kSW<M!r919IXAtn6))$H4N{sr
M~a%q2xoDo^dw@B99pn#KRF+qDr`ba3}l&5aooYw%uOsX}+bZ-;}@(pinCkHR1`MXr%1if>Y{YI0nN+
x@P-S&n!85)-C&(F79CQv2TA@4}oX9ziU5m(RHk++tfD@xu1tPW)qs^QW8s@7ilHJ2Rd`4+N+P-^8o^
q?f7718RPU?tS@79)YO8zKaHS*Ql~RkZ7Rn!CJGN;uI!IOQO;Sr&+abew7+_#p|6Ir>+DIy}Dt3-H=+
g)-E)Uv=3dLp8d~J$EGAOCV1RWQ=@~IT}DfJ#x=l0P)RQ`Ouh{$!hAhJJHAi37HrX5_?+EMcLwD_)ag
h)1L||Fh?ibVCsdL#Oms1pYC9`z&%eTq!<=eD@<Fd!0M|Mk+HPJ4>b{!cmp&Ihh<!GrK>iGi~6OI81C
o?>h2#mSwSE@Gx)Vk9wnCtpKZn2;@eMCc_&@ono@6@W&B;TP<lPs4N^k%CP>jaV8EZLGPW!5`DdME`^
<oKWAy7$HlW|<<@^X3Qai@p;o-oR_7gqQI%r4GyneDMAC%j&QGG2n<RC2r8tgEQ+XNDGog)o4^kAKW;
y!4+JH=~(2lX%8D7G}a9PXGo;nh^S4T^5AuqJ+t?DHB?(;v`!BAS!1dh6Kf>OXyWBi?Yj|6~R1*-ACv
>o4jNbA9ktAaYI=4s5Xwyi+^W`ZMjNR)=kf7wubwggEPRY#qcU-arZ$UeRM9@XY|l*_JJuhlv^;3py|
gx<Cm2m2FidKck`2eArx#QTY4cX_h)uJf58XYz=M?^UOsuJv=YyPH7^0^OwnMMp|QW!44=K>D`m=Kdx
!mdsx*$95@M7ir=_bQvcqY_`!x85hq<C6y&LyWhb};Ih(pdk0ZD%Lk6=E7q70KFrJV1zO(*EM{s;f|3
~#7#{}6sri(M7UIbLEdM!n3QSImmAngB*Vi}H|cy8nOMwIK$qrW1TmI2_))J>q+wi4q36U|Vg{FX<hq
e)17Lh-qAH_P$Huw}~W*h^rprFg&+x_Z?Ff}9Vo*b`(Jp~8Ni=U!19#($mxZi{oJROn538#>91p|DiT
)Ai*JdFe*fEvcX+r9_o6PbD127?eXP-BI0p{Rc;$7E!aYJ-)i07g)G;mv}C8=y#3Kb<Y2hG-G**`Mq3
*&Ij}*Ls!Z=BE>7HF*J)7R!IO|U%gUT!LsHO=`4qYO{X^j1XlKx;5O)ZnK}Pp86Pv`0>n6*W90C$bx6
l&I1ot^sF_ME6NsNqKjYA8JHYvow`2pT_8}AlDhwu=yy#c`86=ZDestG;XxPAcFL_ZfIfh#6C^eL9Y{
UGU$HW^$_6wDI<kYp<5E8ks+U1*OL$>8j<G+CXC0kk9YjUN0bxqr{VsW3b`YS_rJ?*q4Yh0l>USz}=k
2P;KgzwW=p5K22zvIg)i8mR*j|veyvhv=%kd^1_y-MS|kK~5w3H%AuS>wornqYH1E#{4J-=soQ1>0IS
c{feMYc(#U(sTl&{hJ6`WzFlEBa=VhvoLf%p;YHL`Uwb>qKG(84wdq7JP0MJuz3H-REL!J5WJlR0_D%
!$r~>GqXI7l0q=M)bEG!g)NHX>Z)(`nBYcD;^RTQ(yhx$A9}gC4euf1fvQB-KHd4IbGZ4c+>m{wFzk@
g2!^0zj9^Gn73u2e;R~J{g2GtKbX>C4E*fWJMONAD5#2#MGN$RrTnK(f`GFN-y7-E$^hq&9h2RYyhI<
cL)AT=CGOK_J0TPZKvW{eQPn`OtBXq6-8&};W#&yjNW6<A*(!OidN)WC3LdYx&XsHpw2i{{dC^bjqPG
lP{AypVOh&GoQ@Vcf<yqK9{9u=Z9LgKuGaWCI)+J3p>@1^3<2p||S{0e@{)NS7^5kVY59?Tk0fES}NM
1`n1fg_j3si)ggJVY^Wfj!l%i$HAPhQ$%ztw80ssK};@BYLCplw;q9MRs``QjNDE9M_%=Z*;Rv_5%A+
Y;oA~fszbwf#540Ob{%^LJ&ld<MqygfvY5kc<8RDD<+IYZ*?b>rR201$CwJvu??{Yd1hk5^`QVVbvdw
ueKAdy|*d})*!+*r?Y0N*vo|rp8l7dPEyP@bvFuYfqCr51UXq!+K#(qJ33=ev41H{h=W#MX=`egCHnP
Ey4KKgQzzV%61a=^`4)D-}9e-@;V7gD+=8I~ev!XZh1w(WndjE~5Du#F`bCwh@(UbFNlEV_OwK`~ivC
x1mH0xHC?F+bde-tN_+xApNq(b!6<X^xY;!ZPfAp=(B>T}5Ghs&(uo^MoR}5iLfkje3cj8C>}j0&3&P
kS@4Qmi(BD`mnu>qOCzqOjlRW3<xn36^2sT5<{VaSX&#nS?VALO~S6NhZcE|JMj-4{am@oWr>D32EQ|
m*!Utm^YBpr6rL8JTezh%Ey-r>CgMFKJl(M%dF~0awMZHSr=vL3Nm|Z)cT6B^={Q$yxGaC8E1ZPwSUV
cJ4X3crb%b@J^jnFHA7*|_Fpz?r`=-2b-!gfK?O9-Gxn*3L+MS?2r8Q_*HpfpWIx(TlvXJ{2ZUEVjdM
y!hhM~ewJZ*NZn_GaEq{G|OgD|kUcY*roArdu4D#l0MN2mh4-!a9|XdAxP2alMu05U-yoyxa^QBaJhy
V{H#R58UBf23>bb2x%X7bE}ALjVWU44CS-Z*`69h~=T*Mov@AnEJzEi;kJh^Fm4N$<S8pun*Pti4xeu
a3ZYtsgF%LZa~%u-66rcg%}+rYz|v$Cci~^J%U>&zA;v-X=@XmeVlssecC4sEC9A3>YuoF8v7pgg|M<
N&1ZUug~XyIt~cW)dcxN?>?O8OcLH<r<-pXF+gLng*BAMj{0exrF0*lQ%#o+VJwO%gCKYtC!k*^NXP}
jTjTQ6jTKZhOIc@_#flgFUMVMGf+qV5&5_kP@$no&A!PtX4rS>=M^u;VJ#@IFF_=s3Rhg)4k|Jn(|R!
)z-)lV?AJb-)}(nBC0SnM&2l<p75Zel%_n#go$h%3alolh0R2}^=LGj?!&bQ_|F!%vC`S4Q&jpJ9o|Q
r`AYr+QD80E^9%6dXDB(aTY47PW=!@bbOp0j=G$CcvZCllE}q^ecMZgl?}@jj->!@`p2iaK)S~odDL1
ZhT$G%xK{`+{WvJ@x?9+I%n<{226yBJ`kfjyH-t?Prh03D-U`X|9G3K3tkQnI5|JDXlhLb*w$A;hhv2
^D}m~<4wr`G?;<YMQtH7Mp$AZcfz?#QJT)y008Ez=qfyu$7*@BLIDM<opd!T<u*M(FiWOH+UI>cENez
78F%xlmm^p0v>;T$Hz7-H2WLCHvG<WdV7*=GzFVMZLFhia2iB*8MoE(SNvBi5tTFS=x2buahS$!bEA-
p1?=1(7P8fj|~oHD_7A%U5le>czt{Xm_zV}~)-Wrb^u@puFJ&Ne8zvhLVly2|l6_)CRWelU6=(XJGby
~7)!Zbio=(u?xM45j(XoM^dNy031yi4r2l-K3}Bv*%`g`2V(Ny}q4+B`9b7oq5jFuwd?$6C$S_w7FDI
@(H_+$AbJ5pq6fa95)kqe$DmYJlxnk4M$gluRE}Sc^7bTyIjJ#9_a%#J-1D|g#5qAHtcr*fNZ(@z2^J
Za+3JlzXG1F+B*-V9q%9o>d*_4%M|(~lO2cmF0=kfTIjC@4$ByK04~m21X=VHlUzbQNt8v&m$L=d_!~
5?#Y_Sr)FQ?<*uOs;J6iQ(T#fI0M7)LOg3sv;(*1fMFZnXmt>z!NHQqucCFpi|r?(I=pI^nT5aOFYNZ
DAz4FhYSBxAs06qyM119L$2sihZ@BGzNp9yyI>^~Rmt*zSSR+u_gOB7Fq#33PB%`J+cmxtjDDj8-CmD
)!y#I#Z3GOLqsF24JmUkd!FhavpzLt^MbbFeC2@1+y+agnA8J6^~2Ha14@S_-CS^jpjPedJ3<Ncm&5?
n@2!2>E0lsr!lYQHn<Y~Wi6Nj78QE^ECXoe8g9k!#yx-r*;)k-ME+$_{12L^+lW|=KwZUzAknF~yYgL
4icFyzESlx@*W<arS|@ENzhied3EE#PInD!%fHFO<d%Le<Mz4X&COwJlf)@6H01<jFM|UEZoMIARA8E
?>xLCzKgY(vaur7r?@CKGY7@<TM7)&PS8fhj(P8W}f(M_BrN%S!RODZzoZzih5E~wq{OXIW>4)S)XYq
tK^U-Jqe=ETQ--2;S=%tUjZ-6YZ%5S*$9I={rSkXc95Yt1EJ_!plwqK|utcmBdDONlmOgkfN#P<uG)V
q{Yp+p6)STU9AUO_gznB}%CVmIax!3JS6c+p(LyuN<LUnFDU%bdo#;C#i|Qxd*tWo7U<{)*O&>8qL?6
OeE^L|1}c&m#NY1cb8KF+0pl!-Xe~Gx?_A}Dg=*+HpiO($fadsg0rXqn-{}Moc|;is+NXg6Ki|q={*_
mvR#Ddv8(c&Oe5aL=Ex3m9}((<!19*XM)1q%4O`A+kZE)FO)LEy2B!y2<BdKy1Pu1$No@J-Ni%VZlzx
dz$@E{OVGcd}Ni~`ro)UxhVkeYBI~d1b8;kD${`MciQAGL1gOVYiUvX#Pdwa_`mhCA0oV}%FE4B8%8R
9`KNJQm=TEF|nHo78=dZd|#ppTFyzu{TB1b>W`MPyn=tMSE6Y&qWVG18ZHMM*Bs0><hXggbW%pl&8!R
CjZQ`b}of=KCLKN&-nh71>(_-|k0;V>qe9Q!!)PB8U@^wPx|F02{LIf7@M+aV_3Ab<7*tF&lYff3^=R
IF%H8s`f#!S3j<AS#0nFQ1VP+UFtd9)}(|u#b~US8Mhw3FFI%{J6OhOq>iJ7?Gp~!P*O(gA=GwVv8T*
+;?$dv=-Pfx?ni+BH}5FEt;q6y1j4mR&B<(DAv)J8q5W2)964kHIu8Y;Wr2fNv!Md8`)l<Ez68-hwT&
52g)=iG5>|67md1Jcq~VY~?(ds%gL5|Zf_Bi#L&Ibb`z^JDVcIL2>xPN^shQ*{uaTDlu+V&^f;eEE#q
JBAm&MRh#$S#Juu6ayfsLv2)O;wIBBt&&_5awYH3w5n)(<kbpF!ozeWfCy4C#?P6_DN)<x&*R-7720f
f!w)>ND>u2YhW<1D;reOi6mvVJQ%qy~Ee8zxm+B{$m{vJzfkTuIpJxw+jAJ&yuNYQhs8}R^Y;s)zPef
b8=u3Emb(@wHc&g0w6F)b~uc||E&{z9dsTvMGV#*Tjt8cOo?mezTAf(b)Y;^EXNY8%2`XPbb~fmrs${
fT9$hV{;uwhi>?WAKc!zj2eW(8!uH`Um?u?t;Uk~Hh_<)0rs+83Kj6<i$1n)x2P;TC@uSq}wCB?3UwS
^yuCK#0KQL6zR3J{LuiHAtVTVPW3Cip{OQ2D9efQ!$6Dk20V4NgKh4ceCdQqW}%|6}y(0_D_w5v2~sn
)7}++t}kg4@h1D%b41f$#*XxM`(fU58vaYHZ4=UmNB9X26e`{;@wTIMEn3BqjEb)(s&Ou|$g7>xCDVc
2h$Z<u33vpu46TzCizDPiD!&Dr8PDMDUEmt~Kzsy{h1cYmD&7(?|B8&+U33*Gx;G|KVv=g7a3wtb1h&
GCHvJxjbSxKwzx-fK%mXr>eXzvLa+JMw}!<i6AHU<485w`OV5uXb%tJ=W2|Sx0><HOmK*KwQ;4(m6K_
F)=bIg1sQ`NAFn%^7rZoW73cG3wp^hIcFfvk{dhl6<kHXYreCa4p8`?SgT9_Mz8aM)cH-Qs<68>5G0K
L=CuJrBb9V7-PE1WsX07j<Id8Ikx9|VNM5edNxAqU7HyS_*(~uKCixv6zLYU$rH!EZtO?pc0_vMlP77
kE5GK$h0>gND_0~iS|5B`EW7e%ikoJS5zXIz`O#qLx7QxSdGPMoB}fmE<*a1DT$oq5<`VurR$V&@aW*
b%R^%&K~(JTf`Y30d(oaEe;E`{vKI@R+Y;v4|0^b&6+%kVDa<$D<I`?M~|ViUI;3g2VyUR5JgS$7RU=
kG*`~V4;N4>t992Xkuu?1bO9I0bSn5avR;-A+Lg}ZKTU8l&_bC;ZfG<hcJG^s_=uWFHAQ6_@!XY3<Gt
bd3-{36Of`c*NfN6lY@r+lD(q=>vC=>^!$lr*30?$Ckw&!F>;q*;~Cxon*@SJRgghS8I=9DX}x~FIpd
e<M~W=7lx|@cL&?h~7~~9heTL#kyB0n-R-{$6pwBrd4c8e{G?lutdx3HSb6hAJXBpypjVwqAXeYL&A`
j5u?&-9mu?S?MH4Erm8UyleS{?tl9R&#yRWe-TcsF!j{>U=<H^D4<?CBc?y1_kW5HX5I1n{MsB@35dX
s9lPuCY41O=o!7hsg2=QlvlkF*5OPnQF%Rsv`_}hYJ~r;1Pljz-hZ8vP@0-GWl1jdmHz6Ce6NuMc2E^
YB54bl<<eg+U-!-DxXb}9jC>&Pi_;q#HJLHkrokqA2_=^MO9Cc*Vy6l5(}Pp%_J{1ef0oQ&J7wd&6Yy
d3u3u?8YVWiGIB;VdH-}_CFdzmq-a%glu8VKYMvIZJ#lj#uMCw)X<YhnJs34kW@u9#NYsMmW1>b1x44
E-85P>PWlLadT3$1}#{|X(p+(8He`+ZJJyR#K$$AJF(K8!J?{e0i?_dKWo>+pA>ZveOzJp66VnOPnUP
jfzx*a$zZ<+(eN%mTWyzo-Yl*A?CMm|hi?PwHZHL!B-Sc$9=-=rKOq&q`^-zvXq=+k;pEo!k$#NGo~7
&*0U5&)kuH7Z6(D`@pNp#%bF1V#7R*NrmPx*%GwM`!EEx13ps&%-TBuvXPd==?rm3co^aTRSL)+DC^%
&n%HAMHu&m5k1}3fZpt3tG%wDgh}!HKh+?a4+6#?HRu@BJh3KnYoIg9vi)3FI&-1hsW|uVJ(re7|4uE
DGF;`wL(5uL7Ja9$*aZnIag;4L3^<LL_{$kgm|RlzZzz46nt%b6&gVSzwr1wNVU5M{*-dUh5ViMYA%Q
Mk?E;Vpg`xl3Ao&F0<<xT`VyWlB!Y!6#jwrl4<kwo^@4e+`LqO6@Xwiod%5b-Z6|FaBwcLdK-DKjU4}
{4<Jz}lNY!^aoZn;GHvGEpz`^5NCL7Ll~v8K+Ph<dgObB&N*_SsJ$pgFZLh=%#|ct@g>!^Fr3ct-;iv
ONA}dB}vv-u#>WOr@C;-jw|^Ye?^o)0JqRP+`SkV*AQG<2!sgGj*Ks1?5t85I*@=L+3_|OssQ!1t)0F
&$2wu#>^Jpqt{I=RyHspLJ3z#{fJ@FCn`*>mz2y|ixOa){v@W?^#rH?43kG1TMqS4oB~oOIPw9cHNk5
uuuWdV|Cq<;?zo1JvgasH<G8P-ZZsU59?c=pibU#~{{{k!esETDWt`gZ-*<J!d7LAzC21u?L!`{Sn;!
E5bCQRr!{ZpEfFIuF6rQV)Q8!YLn<of&pCvSDslzR`FwtPz{!<88B~gmj>Qn;}_Ncd-Rck@)?67r__e
x40$`jgWd0a*au;PXY&w!8hQvpg%028*Om)+*UneC=oOCUs2V$a8lyMmH|VWLiiM4hMRTf7YVM-Ccwj
@c%*Ni7h$z@`U(nYK(~#;%}uOw;;+=&w(RqUZXv$FD`qDa)VXfRUA5ER9Og6Aig$BPsX->d1+J!P}Kn
CE^y^^y1F#x;UQaIsAjCLWSizb*N*vv2XcaaI5NMGW?IbH6i);e?Mx1m*;c8rx}~HAAi^5XARJ9b7T(
*9qx_^QJn^#OX|aW`Y_!OX#1NN^B;(L&l}vyhB$o~hC9!Z5-RCZN*Juw)^43?kFSgnYGbE*Ph*syIF)
$wsud?bi6=y%sfN6(Q#uw*=uj0c$srPN+Y|t|8y2;?h4_LKV1ekf7Q<`iAsVvW_75OGj*Kjhsxda0{f
&2#MRY-0_gWZj7$A52hm2l8z_jGcfCX?I4bz<YIpLpj`g96Q-9MkV=|=sS!=uut|9^BYp_yeovO`dUK
Esqx(#@;5_UQoeLta=UGrhws=bG&0!V*QQc~csA_)u~Fdmu{!W`+HxhT-xE(vj3zfh{vtUk0T)dUlF;
1;5p=-go1nt?XwWtWaGvuW?>p&IP5&aa~h3d@Vht#AM!v@OfX;hR#@{h88UtQ+G9r%Q^DpHD0Ne<2s(
&sr`lW5L2M-5r4$<ELE-N(8z6vA+K6K{V9B_1qu+XyLMYR6+eoo%AS~o)EuinWXQf3nHCJ}xBa%jY3e
x8+QbOrt`?}4dUtv*{7;KCO#+G@y5zTSpQq02WY}W16#eFfqS_~Jb7H;pmK^uV#p6U-txahbZ933!I3
a##REHNO$Kl8qxR?Qb<~Y#Nn?%E3>y#veLM&f^#R%@9GR9s!nS^?jLgy8tfMB^+6Ohe*qh0(t$WdHM!
}8HPlPhZYt|BNp{C2q}_o;jpv_{&M`;rc0PEnA+Qq40(lMT`au?H;DM<90rGz7t4N70O%dBC1l<vu~R
T~0j7wPdKsISuyLqxm5zHGEI&cQ456_cg<0NOzZXh1~%mAEHpw8Ge<pe6KC;WX6zKQJnuMKOv~PMOgd
;i3V|3^a*#4!M0*TN|B7jCn!#AD^*{|XRZ5U?zibTnZPuu%^pCqVtUdwW?eoHf@SIi9F2v9aU2I_sR8
t<>Qjwpy(Oylpp}<|L(!F>g{|<_o2=NFv$pt`AT&3-K}+Ro)BSerd$p*VSFU*402;6Ah9gL_%w0`WO@
*4C56gJ__RX#*WpD+wW7x8bvKZ3ZL%vK0-2fk%Dc8%LMm)q47pc3Q@LNWyqpotqx}M7ZI3=9>GrRSwB
T@UIoYZ9)22>}tr5cO~zt#q3$BJ<X@VK<QwN&vxl}F!};^caj^vvbhXMR3#3YK<iv2su^hj@3O6HT>6
6z&0AUif+7^d@|aRg|`7m4FY{=9hzM;8uS!xav%-nI1+$e4iP_aQhv3T!-#<(7flj(Y2ew6EXh5Ci4=
rI*??}U`e(Muvr>Y!S0!28k|8QHR}qPy6ZC*EcfGY|ANJk|8%P0mxJ*%l1)ExSgoP$6m)4@|L2pm`ir
6%!0rOI%7^;tNBuGUFa%tYC=(Fnc<XA$j4e~JY*?jaXG8|SFZ=5LEBroFuk-emK8EqAgo)K#M=sE9vi
YFb4x4wt38Z}EL3|2-^xW`-AuUxepWRTsZ(QND-U}peX!4ItAW<mm-RzW2IHr3KH(AKVNw~YiKjY9do
Uw)7z`4)?-u<ge`x2P~oqT1b<Sh2Ua<DyWc8)-CiCpQ!0r>eBJxtgz!KAGN<o<$JuWxY;-+<F`{zFAz
)J>SJ+XcWURiEPLf_EhB++T;ng$APm^C}53gJGHf4Zz~7BhMK{Y>XWDrFEBJAG<wk0Au?xJ_k>IoONA
IoWt@0O!Ir>0o<U#uPM8x23V6OWMYwi0a1j6yXfGNvWQ?gsUFwjG$rzep3_UtfAxaCi(aU8!6c^1OFt
fBHkN-Y+H!~UeC73qAJ0$q6bph4X8TzB1au>meazJ@mg^=6cl%W)40LL&k>Rlkk-$?w(^sdr7|RSh4>
65v@heaWdctYhj)3t;O?u|b48-Du(FS-_*1UvaihGn><yEkMgl0qi(JLDflpuh>KuK8<PSz_i`)KBB)
Y4$eiR)%CLiJeDfHEz()iNGhu@4&Yv*Ba>Y91P+OA;^@v1UvpxO$-g*({BIzS0tldnI+o>VhLow|)kJ
_oSX=mQzajzroq_t7#>SH?HY^!bSiR$(p6Z0Z<ZfhY{m3y3+HDtH7;M1Zc2pS5o)gr<0^Nj4+5R+g%(
Z(}+mzz%2kwK=a@bI8g~Cx|>AOusR|lMCa0!rYHHx1|H^1mk`xzn0bt{(;T=#W`sJL8?3fZ@qi%svG}
_Il2v>K*w{5=JtrKZY)_5SdNEX~uU<ut!6tNeG0`*N=xBeauY42l0Snn{bM&gCi&ZE}hpY|8?xOf=Yf
XB04{9}vcRb<sHV7f78?EGCTiAX=)ZYroRwgi_S(pTiFixT`D+}kWAQb^m3fqytWs<OLiZ+^3U*=oRl
`A2ZGv(tVDotH;zOvt@a3IvQ0YFyoA+0RZhmgB3f=5%|)9aRT6u<X*GPx-ink90(rY><)&|=~?#Wm)s
_(F&K2*VFJZbt^!Tl8Vh6#onqpv0Wk?y{PYVU1)Ewj9?f{ia+})M{M~wawIM)Z+q(nnAVfZ1j2iE;e6
3>1=s~s5BaqO`9!HDD$J!)B%e<BK>IHy{L?LDfs%TT6W{mpR+|hVx5#Y50vh6O?9?G$wi?zVyoC%Wk_
J16>B)`w)jY7aqsb7l)mS*z}D13=sZOJaxX|8Td^W{ItlLHJicTTa1%laB>J5dWt<5W-q6S>tV#pnDz
3EwAT3kdOEMsG8~iP2&&(~lXB&&Tej>4#rW`H2s=n!j4g%e?W)m`y7OQ3ev@64bgm&$RDyx&>r`$LBN
THZj!BY1;l_ygn7$t|!;LU#vi{Sw+KvF@M%*AR!N8;FBA;MiGZYf#JK;rhBM5tmBtiOCfZd?KOuSap9
o`3~qN^VFCaUqOxJ^vqSEzrk_9oCOQJJ@F3TmwC+Uh8&reH|{>h5YSYe=y$tH->vGw;5xr|G@e+&x6p
o`P@rvBHl&={t0|!7VKK+#03H(x_pth%_(&)+UK?wD+(qmmVmH<_u~Hmg`801c4|W{q0Tc=L!wXO8=0
m_;sKeWTu!AdQZ8QIB`?z1hdsip{E~{#j&PzTjVI#>h&Bjnbw0~Pq}vTJ_-l!H)|;;|cwy9j{(cetv<
V7!%^(>jc6TVd5q~YNF@1`6kb7;<6%YlgM4;@#vA-lkps^qPzhitb2<{N(!%F}#mf^W<$g%1aPMF5<c
B=7jHzV1ayA8d#HHC#*r4L`}aIwhDHi_)_ulDYgSJ2J{-XV?Dct~ANpm(!v%D;H~bcLyzX66PRNN(%(
-sMIfQw$p~U+-r0itPn-nmjdG*o_gZfvlKeg*?aEdgah5OP{c>!QA9on1luQkhYNgTy8~o_hm*~K=M4
|c=eBjiJIA@X0Cj!jzb3xf^BemNikHwKQsIBDQr#ErB5;{lO2a{s|cx0Rh~ZwY&<w!hVo+HE@kh);}t
Vk1Mp0wqT;(FB#24~n00Bl_Nw0)L95lyx!8@?IggGdIsvH|%lxJNrM^iOJ)6<@9M(kt35xHIe)<-z8O
*03|6k@S)|A67rS=k-#A5Bu|ICKE!KXD!GT_q?FNt&UD4#t8>qby!|3ctqn!f3Q;A<P5ij*3Qx^42Rl
{Ztoqw6`M&rx&<XS);|_AQvVT>O>|xf4Hd`Jvwil^okla9n#L+#ns}DQ((4TZb6Z^QUX68Hu|}gItxT
QZrO1Dr$Jw)qJ_>>+w4wKC3t~9^2;r;{B%tx=`nUh6EJX%Hyx&{LD^Lb28hEm$}SDVYP;b*OK8nv#BG
uR9E+E)hn%qd5a^9C9zaTTyNPH=n=jeZQZ5*k}4ip?uwM5%!|cULs6DFtN*#gB5f=l06CSqJBPG9=wC
=v+SdNN7`ftFtOj@wQ}&G|2_R(aeWvdm%Nk2EJaG9d<e&z9^Ymaj{i?OYgAGoQy3IkSJ#b5@N``AGKo
Vbe?t<}L_?*N_o>rJ?fYx~`QvPg%#G>O{kbnFld5E394D8ZyTo~l5V}+s(Db->^es-~>+vTeHk>t`N)
~`*yOQP%sukpO`;M0FY{F{2ST1Uij&P!aldf&49b8Ntf4@PG+vmoTqp}D2U!CxU6D3*As!_pUWLmn)<
_E#2d_4;r>aV{J2JWviI%xJqTm)Ksm5{YUdhn?1yBvzIg!0^$GvvM`8#R*JV4t~kJ&E5rWSZa|Fik8X
?c}>1^JDa7US~*Of=czYz1CTJ|x_nPPnRPzOBEehUIC-->rm#u;b1Oehx*XY4a?7?Zfde6(bZMS;t}~
ZKeg7g5iY>?I7|IlSa16+IA~cMh)*~x=Y(K}xS}-l)$8vV?=j>`*iP$&gH3eSLvAK#=rmHUDqygioc*
gNHLj5=MOp}b3cc%>ilR-53n-2^;T&ql3vIYMOa{@1N^QfKA_>|)i2-@(|%ZE;!Zmic-Crj9_KOGfMK
^8ZKNJuBd9hRbavX5_X+~QtlwMeez%f;Lmsz@+?LEQuuh;xv_p>}l0(f)bFcJ$jGGTICOH}y0?FR^2b
OmWUX?ngtNiF*yEGgk8|1(sOlWpG;aBWM6Qw(W>kvGbB&lISm|4qwj4xXKHIsm<t(>hyK~8IJ&X%V9q
mxNdEeQUjQ$;VGAenW~=e{?Mr^B{gM?d494lv5tS9k12b!4>&uSD3jdA2owTeSE7q~cad5pL$Sz$%u(
616k+Ht5M5*P%1X*(-jg_}|L&`fFkS*DtZ^cf0yn$E?|WDY14}Ma2^Tl~Gqcb6(AmEacRCV#-SlIyKV
h)u^1<n489O-(^r~TR#+xs|5=*hiT9}qvebCwv&Hn`$!jNNFqMN~SfLUoK$pJELw$l`2yDx^QZHtXqN
|U85Ls1;PD)^!W^jniRDnwl|1@S|Z?=GIi#xmu?V2<#!G{P0#WP*OAvuqtI=AxWeU_Dsh@bh%+PP)2m
+P?vwFltN67SQ!U;%gn&D6~~dR>22G)PCALF_WAB@r_|l&dl?ucvyk{`osE{$!xord&WZoOjFrTAwKA
bh=tDkJ}35grH<UWbnE{j1e>$zpUcTH^^%w&TD&7b?7Xpb4F~%ZrT&~4aT3nV?iQ0D@;C|xDZod>?1q
sW=O-y+d4>@xQ2ex>r6m51nvxB7kuucTG3JUtZN5m}J1yDOyI6?Hw8?qzQLS&YMO<0%OIi;oiD2!mr+
HB^ITJ-@btCeOf}$?U##hS<YDx~!VrzqxF|VxZq^U6Bdf4X`Ml0hA_GNcX<2s9CK}tCpxXw^Z1Zqo53
<`6_Z_{-^g27-kSVmO&4%EqHulWUK)(*W4cyL<0guZ0UOM8ca*^f~`a1afpX}3{)AWUaC8mN=^GVb>e
b*0V9V%KvKw8G1;6M@`6@AYK^<PA;r-h5JueFfjNa5j)O23!%LD;f1aUF{kBx#_sL#K6arahsq_?8Ru
N32CM3**l-X;keE0(ZMoT&97)Tuefo7v*V7S7sn?=d?eA^xXVU?C{VkT0BL{wqy91DNd+@4dgVX+G(A
-dQnbOA(NPQMlVw`I%i4bMTiKqehbgu5+VcEAgITTvr({Oz&L6yV-4Lb|-{%slqb&(uTMtMIBK}Sgid
WO&x?ZRer^c1TQ#pHd8lX$jmki&3NIRUfmhgUb+|-SjqYL}w*w}WmVCle!<DM*@6my2oyJ)ecy*9*V9
H#3#GVZKy80VrYx_DvVeGy+ys+QK~qY8ZN78XoTw%%EINvT9$(Ccw`v+Z#4*vetEt~rlFGnlz8ed(i}
H(#t4K9;~}m->gTqqp{KJ&nE&<^6_~R&o(!u6^oMVunAW9ve+$<CX!}5S)|TBv^A51vh^Vmxu&o^1U2
ga#fph8QjLn&byy^R27*v%%&31s;!L(I6U@IYQW`a$eQld7MC=BVhPTyLBev(yU4pGSc!q+y%yFM%rT
8-<C&H*vJ8v74EuZufz<t(A*7z(p*_y_CA6r!$D#pJ!HBK$XYuiEZlTi1?U=9o@~GyDL|zn1lk06$_@
AeUM+tQ?VSo|nBC5c%6k`kU*SXYzy{Tp)xq7lE`U5<6NT7nNJ!AXaP90Fd4Zj3T8!?UPkqy;T2c%y)b
$=#>t481nX+d#<%>MblYaRwCP*UHcv{nfGb8un~<y$?${tOj;%EI9{yh7r<-T?1pDTNXv;$Z1kC`5-w
{=|cXm5&{(@aGRb?5)M~q#CROKROVY04!Q54!S}(xjLN?C*dK7B&=jzyKhhB<Ynw`{(i^O2(g8@$_5g
!#2kxI>nKHkYO`1b^8{i<hIN$AYvd~nn>9K%e9_+e?D&ZZQt8fTdBQX%{S_3*7X@Fbr$Foe^g3}jQM@
g%zIx+cNqqTZSH(YiB#-!;#pT~A$*d=oFbfE%3dQDKbJ5z@)(hBeSMDigIe5{dEh67$01s0Km$S9S1e
mK@c%cixo(=b%uj2j?jpfnjWW&kKAPh{`$D0K?_?$}v_9{E3_lr)Wbk1F&9DqC~3X!r9F&AX9#VXtUD
%keTI4_R)arw0o%67xM+onW%z`?5#yv8f~0IQGrEER>`+4Vx|(BbLW!z$MaDCI5<F)a*$B&pbtkc4v>
$93#`i){Sp!zc6+B<~+*kdEHZ7?tOlR2&9}S8O0t9og&KH8C`tV}RiwMnoH2?z8M!f{Lnr^&5QpIW($
|2>yK4=-Y*RL$Y~9Z*E>3IWfY3RVl-Aexbv+_`wc*lpr>$9Q$wI>v&v!?x-7LboY+JcasA;rRMZl<xu
LNLA-uydDC!%@#+YHkU_`-f90r6V9?jkcw3x&2@cPLXGe1*^I`7w-JKv<DqXcQTaxIfPzG++r72zK4w
HPHNSqnl#f|?~k5HlO99V!qPwT~w2}-0OA~)r@bcm0~GRQQT^&)#R(ejo$-GD_tO)Sp0wSqButU0{RG
W@}Dt=2~N0I2mw%M{-1V4l~%MX;YH&>;`on=+$<Atd;Qon}rDyF`hDVA;HmD%(In4eXL05eSgl@2z#B
B;y^scB1Z@hMgv?^wPGYib8VamwxBa<rJdJJx^p`za`6#i*{wRP*LprhFpDF9<MCFO`*DZUpYF>k?q1
mcb8YY+c%F^60^4Zz0D91Ft8)jX=-J|iA=g{D1}dlN8i80f2O+S@?IkQ*zTOqHg8KAgoE)u7)XYi`1W
ojyk7U)J>KX~c8v#*9<s>ZZ6x9sXB`*2NM;bh2FDx5Blygr?_$Rdb8%QHaYty1;xq0{XXi`97uPJE>m
v(FxZ@zx9vyQ?chv%a9p(f+PtrjTJ+r#hswD{(Z=MLy;=b5~GpBxu&|q!QP9hlzU(8BK4*uPl?A4Q(R
D@1b882kK-F01J=Q3^xX$vqSHsSo1@d_TKs}QYp)c1{*Ue}eC4Mg-y09Qf2Mtg6m97~!=lJw;Dm%jdv
!O0|2v3ti!K+p*9L*4D3et}ToA6INQ^W&SkOI36eB;`g84#3Ee1gsy9XM$~I?9}N)SmfaQSSg<lTnr5
l)jHb)()j}UA{719JwSH2eT3@j67}OT5+VGOKX@%Mw8qs=IvU8wr<wB5JFEOO<=(vVXmy`;qdcr{T|D
wk@AjYdGgiM93xO#$Fa8Q=D@SutT&(Xz9M5j;>M>s)3w0dgz9gRri92pJn_(_sA<J*KU4{H|Cr2+GWV
#7#)RFv+S;&8p5iVWWN|0`VjpX(q1E<CAMz{vcM#&5&&b~i(r?nzVj-RI^RsQ(jrlp4=O@`y65u;Kt;
qb&n$8|O{cbGGjjIOs8=#xh9L&j~^Ht9X=ZTt7Wc7^)R9}>^dMA$MHxJQ|ooeQn=h)f#itUbe-QnR5l
9v4k^HPvVU?#B}bOgDRwjvghF8sy<%HZ8xMC_KE5XLtE*8-ikpbD=YLoSHrk_>=%e%JsC+z<xKVFJK2
HMWxNv_{c9JbJKuxFmwy#2xM(>rz{%bP(-)Za|8FT?ROQig|#ni9gV`&A(JW${*bdiw9wy<ssE|}`+M
jn>IH5)(MfO&AxKnH&^?53USM<ywl7NbzQ=oZ_3l@W5A$LXmiUC`g6JwU{Ecn+;iRUPbdHNc{%ws%YA
L<`7d+&H$%rOXf|Z@x8NVr%*fO2m$<Ft|Lc-}ugx$OCi4!L;`=1|`8|<dqvQGDX;j;{sfWb=pLoMPR`
3@x}%uc!JS{;a%5`h6h)d$RP=(jMOGXC#m)B?BjTVbGEGhw2(Yn9yOJ8@(z@H}V;ad=?TEN>;hAGq;q
T5PGI(}*EdX;dDT6GVgp<!jTK=fMhZV6<P6F1Fq4vs!1!%TkzhTzk5?OngkU4ll5DT}0AB|8vRSd`za
wQU{t4#QlZvMK#4(94E-3L)oz_ziAY>u(*#kXKfazcbZUPl)7m)>Zz-)I%+2aEny=hq{q@m_Z4SsGQS
#4WU&ko7if%FrUIbKynTc9SBJM?PFJ(e_bMIj^#7EgqO8s7JUWt$X`JBV0HL#5cGWSm1K^->VxzYxW{
V@yi~;7i*!AqY&y(nxze#P$Y}3}~aTMd7pc3ID&i)_cg4~ZcF4qAoacCeTg-dD;<6pje@1x2**%d({+
j>hkN!b7oU{)tW<1Eec8qSg+QQ0fo8SVlB<!@D~a#B~*GZ?&rU0wQfU#W!UDGgQ3ix%b{hXe~SQB|mC
D0hBx@By<&%-w>MJ4I{sQ1F!?^@b@3sb*3*GbTPrU~8dD10zGFV)j-@&qv=Ml)Bq;1iia$@B=vpr5+A
yIMZD47IcNhI}oiQP;Mk*k(uV>nu%^qo#Rh*8$F=Os1;oX{6!9RSsC}6x>wRQ*4}ft8eph&@KN;xV(d
{a&0ZU*NvIHQJ<=nz(@Q~)4IE9hL)KE*P)Q4hpv2X_%;A;bSx4))>-fbgG~KwCIRT@Fw{sE3@cX{&IZ
`~qoM<KnUhVl)#amvUwp09v7iTJ<Z6r!s{&90Tco_UHW`#Pi!wj!ulp3Xb+sGyFkF#>C`Ayxgb63yQ=
brrDi5z(!$TNg2VXVfNp0mV3zt1yDjF*ulzJYMm8PPxe$w%?gsAj)QIR4wDz073oN~NRVW~LS!$}diH
&iQYp9(SS4(jo08<+U_I+6RE^g;k=n41BNh<=lZOw>;ZDky=0cf7Bo+vu@$NP0*<WAJ|ze#IJk{n(j_
lp}KK;cuUnyi*Wf*x!Wsr{vWEJs4HN1v{wO%nlP*f{_aZ!C*XOzV|2*xp_dE+@r=X&GR`lY%_@c;cB<
~cGW(QKzv`*$*(G{OClx0DKKK+fy`iD}E3&FSRYRiq(L~21$mCaHJMOf&*lr%gyn@BrQ3s-pFIMVp?-
-drUOc)c&X^F^Y2D?pbsZLSsKRf(K(Jp&LCG?GwascJ=3&1IlL{9w+<|9jKDDfvJckGC!KZNyasXcgN
hDQrVA=6d{s5fJHm=#UG|VU+zy@NTSl|D#teYnYx4nWL#M9=oQB>&t-Ci@RvWD27xBX}`TD$LZYQE~6
b&frOeTQlN7?>-n4AX0vh20IiG<>AGZyFx$$ZlW`8^jtT<i8WW-MthFtOTEpGAQfjsWW}8<T*!`$1C@
eCG|Fc@4A_+R$*CI3MT&oKS#+gTP)Kohw={m#3qudLjA?tO)KU5@GB(g^?YgZ0hn-nfVH68tD~yPk5r
bZvYXmf!C1W!;p9OdR|0814@#T7S6nlBE>G=-QS7yuR!a^}u~Hh(L+l`^$(7!i07(_Fg)(!5ew*YR*T
fX9dV|oU&X~F_T;<$9kX`TqwNq{Q^#ujYg~lv$Y(ippfS#&^IZObC`-{W>)%b1O1wm70*7dN{cXR$Tx
7H%mAN8y~JH|ewbAg8C%hn69ZieRATgU1VrB7lY^=-e`-FT{B?jfxDRmpUDTJBdY`P)D<E0_8;+45W_
a+{JkXL3gGaooZLXIS>76~R=fYT`8n^i$z3ERr3pV{mRMqfN%53G+ct*>i*hN<Rq^(^LPh#rC`mRN99
GW|!$*-jgtHHc}%Qi~-BSS)Op=1X)u2D#-Wg<6BsF56CxUl#*yz{VXlTSrUL}7ddOIz;{(DVYrVNkOM
8vMFlJX(1n(I+CLvOn$w2tW_-rk7iB7lU83D&<+u!ECy~>+a@TouzxlE45Ct8?01f7c&b^t9xfG==lS
`|K4NSjPknrQXpoX&E!5QU4XVyd>XqWosCD;|3DY&iF`mD<`8v4fZVNg;6C0Cr4yL?~jpgQplAa&hSf
r5cz%<9VtNS7F5E-Zu!fN;<n7Isiqh#G|x8<KgT0%lfmT0a}vN!J7MV?q9ztYdu%sh^h92<vwJIzt`o
Zr`Tf_Er&Bcp%IZ&Jd#$Ht*;&8JIvOffbXd$!Zrzh)a9dHDfm8vJ)byR(F%UexqCSK4UNF)T~<|)xUE
v&{}e_Mt<&_S5xr?h+==IpBC{uW>3jG%$gE7L#-fmEIp|goI6`PPdFE5uv>tq_4@1_WX+2NI7hfO>3E
bo^TLIjm?d<7G=e+JHVglk0CWIy^sSiUd@*l!A;-o83SaZZVVbr)N43pTuJ~<n7u-rLU1VFp<g)gsgj
x73A5zw?Wf@1XE#0)5Nz#`9l<YJy?mn=fw?oLQQV9Um?%v8zqH`|tzBa8PMs6iwDoZVgFc}ofi0K45G
g~Xo5zV5i7(ng_pqlo56c-k$IQCzV!|!WTj0pA#aq*B#t<`7?tiXSppsYN{r_Y+_*nfTEiWon^*tcij
mXfY#vH(dggvvah<_@v2QvEaE43LnuiCqT1#J0l;yDY>frnxHzO{v;yHIZ_ub|}@$X?<;RW3pDCz-J=
NUHc-`eKvLtR-Da(G0Hoe|8KMZ-Y96tI|Ec(>)!yI7tfr3MQ!sI-EMXc%^SpFO<$110EJ+FQ^f@njZ@
q$N|Q@4?dzL&=4Bgq`-4T)DuO)qf^r*K2ZK&g;3w57v!2;{8ZVdbw_7=1Ym>+{eekM6c#(*mzER_Ra<
S^YEf%4BeU711dsjlE341tjCil!pSgU_uYH!61KkZ&Wbd#^yn3-5AGpTlW7e(IEp$IZ)RXn*XMJ``55
9iG|oW@Tby1|-<q)JrZsTxAy?65$!diu9w)J!b~P;oQ8{E{Rk!2ujLDWTZ59g$R0s6-yHdm<O|Ig$mD
Tda8CbVvytMwLPoUVLS>PUjgA4x+L%B+O?-VR^e3pbBrH)`r3gT6QRTl*-c{E)piaqo$*f+(dTNowLF
^zLGSCY<%1+#6;Usnb-iUwkyBeo{}u{=TfQi|7H$>z+JvEM+XtqNIP5%0*H#hB%pGkH{vCbI4P$JyI%
VYC|$}v4=9r(%r^zFV7~S@t6CiB8BV-f;U7fu4tf5cl_BYHzaV*q{J+fxQt;KnAR1qqew{=SOP=Y>_D
hCHZY3i9&d}ia$9Q0O#?W=F#iLg~?)(1tHpv11hurw@+znSr!*}8iAy~W_WS~kj^9uGvtG+qK7f0k*B
0L<ZyX4pR8;91A+lh#c^^cgNU30OurNhG(Zlwj)Z$4dz1k2&!jDJVKf_v5L^ht(f4hd0vy?5jnvjPR%
2|ZCN<_J*L)lzzHmmHG1C%pl)=;r>EL#!S|Vae&=`aeW>B=eZ~Y`+1}99lT`p`f%=%yT#tKnFVRrUp&
>69V#{gFfEwi(Fh~8^ja`Qf){Xw$DF6<AF(j@PGkT_B3>0o94WS5aP}c<bbzx%YtnSlX%*uG0N?;siP
Bf7=RVOR4c9PRM(D=n{c})4&1R9n*sT3BGj|oqBgJlSs97Ll?y>3&1mWNVO3mp=|JcF=&E&7mxPNUEw
$FQJ3Z(UmHN+T4WZbl@qBsFgyYGqqXn^<vP4#wOYo>7cIqncFVBoG0s*E+c|HsGiA=S-arPKtg7->Q-
#2gl1{+pYP^>}SidAMxY-b8*FEor}g?yPwbqLgY1lRsmS3p7@J-gPRZRcBJ!CvxN&cA!?FUACC3mol~
?F-#TiHdzcczu~4j!ZALZ*;0=2Y~u`@ne$If2jNiN|ZFHDx1@%Lo~c~^Er~a9Wf4bcCkX&dE*HH*sUa
DzRhkgO;IR4$e~Mk1BC&kV)@5Zz;10rty|Tp=<>QVeu6K6Gj=7$-vcHNF&Kl1?6_+dm|N2fCn8b_#th
jxrxV!fO@rs5Mv;DLolh=Td~wn*@$$Ku*<;|VmmCG|>r)IoOjk9jDu3zxZzhptxH@iS;UQ-_P^vg@T~
?qlMSdGDX|6!*5iVRGrmJl6;SEu*^=DgHhGsK;t5WsETv?BG$2YRR4X>vQ^&AXsf1^_bukrH4yer>_a
S~_CkzfcYK)worOT~CE6o8e?;479ZMgOW}uL+{{?26QjY`iM-5dmwxEK7xw6Q&1t9x)StLjf&vVfTu-
ayKT-qi7HaQ!<b2!%YFMZ{p;RZYbpBC#qlQ^{bgK%|d^;8IkIBmF%#4=J?v72M`GC?C*dg(Sq$pM>2e
8k-0bqV(<$(byDr)YN9qN4P`Ei@59g~oz(=-%J7ivIkB|f@Tc55iG@9NNVT&cR2z#D3I0Ja6RPnp_by
N+U8IOIp)NO;;tKL^{o}a_wB<LApST*h`AV(I!XtAF@Lh`yI*y|qQlv3(6rXx#cen1=oaB)_W7456PV
SMZA*7)^^9?=xG;@;^a4odAR^D%U!~sS3IqG`A@P?>(L22Az{w&)HJ8|-93XtQvSL6QKoj*c!WwBxN3
#x=o58!yWR$7|Kh<hc>YWP6C5p;*fJNRQL_ls+9lB)^vjAUr0U|pkRAX9iS)NHAD3I=aEceXi);j3Op
V}ZOo;$HpCUJZ0Y92mZ!awYXFVQlxY?|tQ-Xq?WC1R_<XG9WrnU9ni_aHs^~%(VhwXHzhFVek}*e_7A
@@e28o8Jz0ujv@==cAZHa*SkEzwNhDwp)S({DY^|J-ND?1?ntm0Kv00B0HsIwjoS`h&`pc<NF2m1#qh
RcayGz@hq)W!<u*?4N!D*#tX4axum3h2znb+_NW-KYZLVALpB4_9aWMJ!1Ryl11E!;{TbnF~5ok6NBC
flvlE|4u%C7a*)IoG~XS@a%049P$_Z*`OAF^X+nPQ<1dVEDnTvKPoh>;QX-e=-0dO168RqKJz&8)&09
5hgzjV&GvVaBqusSNoxQbXKCZm@u3w0Kx2d?q2~yiC!!jFYA0W)91E1!43Gp<(b-^SC`sHn5TjC-C@(
p|o_(rd>7u>>yq;{XdkSE)ANAzL4~|NUsqYn}Or-2q8@gW`Bj4mODSnnwnpz1BTKr-8?9!ekL@%Z3Lr
nrjCG%b*Yt_A;z~UMfvSMCYIqRPjW#G!a^%vx|J@JdYai=+fn(dTYm_R52MXN9Tp?Dr~4a&kQluaYK(
Ne9t=D(jK{DAsYS}Hb*=yQ2zuE1fcvt?1)WboZ4t82_^Y+5aks{!^z(&X{y;q~nO*B@*yh$2c$w;;3B
#1$63SMpgcQT?9V*oc9NvL9H?~<aM=izNReo>>a(MyngT&SlPc@#H)Ax^e%M_FR{&gfVKDosat>-ja#
kvQrNA$P4*COq;GqTr_2{e(;!`NN;gOf^;lXJFOSgz+X{_uqVZK7bV%O0y8kGR2UghvzS=?-X?JM;m;
=e_Slbb8I|h(C7LE^;9C$9k$kx+i29-OK2n3Mri|yh4G(`|s&F>o)nhFf5OB25{`2vhHjLG#CUwutMD
!^nM6%6X#MTpUZFPmIgCy38{BbNDqJf*!Bl4z%mAk9Hd=|ah+8r@ANW#&-pD6Um4KyM)`Dg2=E&~waQ
`W+^WQcHmsl;O+|(-rg}*kx>d|1g)Yy_8(`p}n8@jN8?YOgY-}Liy~l%Nj9!{$1mGK(@VvNZw-6!&`5
YVD8O~eUc7D!F`v1ZiBii_I*XdV3Fwt=?%#K<>{x9V+9;ScZB7(u|$}f+bl#kTd=UDytyZL*Pi_5e1l
od(Iye2qc@wtT=S6Q=5{`p=7(Jh4BuNut)PU#F0j8<h<eEW%31bQP+827)r+jh&vggC<-twAM3+0sKN
c>Iy_!jdMn%XQblvUO^K?@UgMf8bL!Flu}(K#_i0l0}xUyI*R*l1-yhs|R<<R3c$!jf&Q*Z;^sT@MHB
d0OZ0lI$$Ccfx_=k+CM*dO3)~m>|`07VQI+x_9He&GvQ)M^u!*B$$s@-dpae(7C<{fZ?RnfS<}xpq`m
AgLN0Dw$PHi6@e4u@ml-spY#*fQ4Q{Rv<TY_lSTX_j;QWsWRJbL88wh*<-b|@?vIGo_dMo$m>7<|rD?
OLHZNQ6&f=HG5u}fwPgF3(4*4p)L!(M0Q)}r~+Zn56Dgb=b4=>&|kgGUw>q+)|<ch%jTG5>bl5zCI}2
5{D_eZWNP!f%J{?2JjjOcVq<6JI_G8w)%+iHlJ*67-NWA)$@vm6AsOCwpduqLq*>5>CX-zIKmrbO`+9
phQr-id$UvISJJXo2u_pnl{5tm|o01vk<y#%h-*ixtU|6N}>w0ij4P@Vy{j>?J@fVDqc<>LGfCgbz12
i$fgE~DsTm>pFJxfE6envExE|xGt}`JxSx2_p@3JralF^VH=^`@O1<@{2#EW%^k={wX{?)HFcy1Dw79
<|c-Cd8nqWXs>Z(oW%ZqbVORo`L+Qa<AJ)JFxtvbG*=P}r&^lSm^%%N1K%o{9zX~!bkh~t{HzQWjsqs
gZ`4d<gT^Z5@a!D7aH7`+<hNSmtBcRoVf^JJ^{CY8bQ421r6KC+ZkKzJa)p!_Y^&-U)32t=gBb2Qkxi
E4eTB^vUWi)*pAno0&iAID44vetJGm+FQvr21ej>5aC&6S<Cl^Qe%W;q9*&T}CKz!Zzg2m3msNrud5w
V|Qa0+5xi0Mm@&1*mE)j>uF7cj_^u0L^Za_AatZ(1|W;?y+1#4d_ctuUeXOo`)C$%`A)waaS@W1=-E`
n#_Z|my?tgjhjoYPjm|w?^cQPtRFo_UZ-`%_Ne1p2D%zcTK}da?qsl0BLq)HakjQ#HS&5Z@FhKz|tu@
K}KL)26lXozKZnT@D#f*TM&X5Z2l*Ql{fU>GMteZ&cb7^8DtZG(R@rO=&uNNoeEoDIj(x|0!c#ozx<9
>z#Y)za@U7n_GZGReK4?x4+^%@-Dh_pBhxkVq5Z{r`_=+G+$<eGKGLa8@LIu@Dw5Ab?DKr0gQP*3H+j
JbRhik7O=>Av2hK#v;#R?RrO*WDVtY?ra$y6J(zg|q-3@3sv%kx6wot<3XxK8p>V0EWlT@BaWY2)JrX
8;b%=0V=Osu=CL1o0g}v%v|-qiQ;KtNx3p8w|Ww%kr<1z!2Bz|TaG_6H{`Ge$E<O7uCUHJ@em^mmcr!
@MBaCJCfK)fGiP&1aoTWNkJ5eF>@oJ(*O<eJ(B?xdwXGp$z{9Q-E-u?AsfWF?3tfcIs4W|~+h40EIe-
7=x%KiDfnT#wIxd>WJN#A|yH^j82-kA0AzvhU_#6<@Lg8Bqmud8;yki0jIz5FPftml*bhc&7;NBT$w^
W4p|2yV-T;%mt>g5o2(tXU+T$7m$(A1k+)IM`%0nDW=dE|F*n2RHm9t()d?4ibLfL=^7I8u?;0@f7Sa
+<V(>~EQ<#4r=uYqbNhp_P@cv8m~U-E-jkTj@hyCOjmK!DOG-mU&dY|CUEN&BRPs1frV4t1>Pb>S2nd
Z8F>h@_Msri)i`Y*pupE5vPyNh-vZoD+w<iLGu6aOfgKN<ZF%k$c_Z_aTOcd*-<_aPGI-pl)9JRgL;q
VB=EZxlA}o%?Uf;+RyQ3rwpSD3VTdrUSZF63Zg>`I=1|!7!G;~o-Gh=^+s7uA8(@WNeKwA2Q%;Z9El!
Tgq9Ylu;L91TTn>py>2eWz#+ai}@*{-!D!T+Nyf#$|5ebPn;Esqnv|Ncj5FdK#Mtkh}^JDqbE=Ob|kH
C?$mEZf`e+~Kr1L>e*7YZ*FbMqwM2*xZa3!Y3A#>w-#qAwrSshQ}&WqSP?zYRRjyROXF?xeAyU<7@$8
Qn1{+4KS)o0!*x;iRui_1h=Vhtk3IAAnlOc|GWM8Iu*^lSJ(**XU+}?#%&)?;cR+okuTZvPtB#ZlG2(
ONi5vwI<9NKM98Wpz29M34@Y2A>bA{HdKEvBe5l?G74KbHYMn2HK}5cRJWmP8k$A%Ffl>&M4CVC!!kM
@dIC<aBMB36SIepRE?u!Z^-kO`ccWSLbm;ymRXX$-VLX1I;_=;`6wz3yHKa5)XV^KpH(u@|a7y21vIC
ctGdZAINRLRo84*T>D0)i+{S{P^Z%V)aZ-+qb3~UjSrt5zB_!`HKeVw&QKfV#kxb@pZp)Cr2^m=8KL4
8Cjik)^wrLx;A!!#K~EI^9E@5>ypU|=tMUAXdgHecOg^aNfY?f)mIsKz1HW(o3_Mg!JO2{EN9{~DBq5
NvbURx%9DIM~bkZUE6>J%MP+nOG6(VPw^auN`J0X07|Rm_c_&>Jo;7!oDE;wW%#6a$stq8=e3EC${0H
W9Xn0$uC|ftM5OX1~DlUJ=&2O|Jg~KuMC~E$2$;Gc`|$x?bz-D<GQd9(%J{j%JTkJuVwMysF0<z^V56
KQbcRG1J8zNC0g3Z3?1r+9Rw2VLb{DJqR6*dUElvHhcNGWt`gg1Kt@>$%VTK-Ed|VQgUHyAqZSmD`2=
3bRXIlHbE40cs}~zG0F-=vf;Y@hx6T5P^vM&iH)Eo?(0*M<1E43xHv|}~h*OEc&8G8wh19l7!nl|)mA
MHB`X6J9a0K+yXk7Y754F5s+dt;Yy4=1|)CDrKZ5F307EWf)I`HUc_PaLN9!NJQ^YGW#=KaB*uZ4{gJ
(N&wcpZuIUp4bd<_N5rXA~mcjUM%U_;f0&(lN6{ThSyszwMT>yVm<X2sNulgnk07n)x~M?Ano<hqHVw
rWN1Vl|WBV*TEMgFczr;@Qpu?@*0wlGplqbqVS=6h&6l44**z<Fa|bE6T5W8-*l$>&i$K9JmM-V$8Vn
MoRA?LjNiWe_JKMMofEzz3M8VcD|!e|xA<fQHbw5?R9cl{L-DsX@-qC!IVNnhv2%^}TY$Q$HG~ljd_`
v?=IK@`V>Bo$Z$n738#zj>LC#r4U<*$*79w+3o<QJVgzs-T=EUC^;GyfV<VY&hkP3rgV2BabOP#JA%q
gkak1wC0IN11TY7FV?*BF_wpV2HqI=FIGaS2@d7=!@chlTag#@T(*_%+XgUT9W9P`Lu@|5x@gaWF6u4
X_P|Gr;&F6{Rn9vrr6NSwL%rO}+Rvy*l^0<8vE(&==|~^rRH7+3w|ORWM*LAqVGl<gJ9T*1CC}N~nM&
9>t3r#n%gH^&9Xy!noT%oZv;Jg9B=6!8PhT{mYUJ=Gfb1R369~6#U>?ashuZoZjpJC_LJr^4o3AG?20
J`{!l>o6vNqCIr#izpwh>QyF;*WaIpd5LdDRYesLcTwO9vLnIcH^F~3ZM8Ax3I3O$cg8r7~T{gF>Dd_
cbM~&)~_#7fAv%F|8O*PPi&P@Uu*18h*Bh0!ySnal31T*;=3LFNXIav5!o%6#(D_}f1_~>3I;1b~0%^
KZGvM^kXTJyrihWZ95%;!w`2WdT%igrNu;lkq9NlhAyBe!v&6r4;<byG2w`YN1Hpf1>_;h<MwTn)i~)
zGj7A^Qw2X=EUPOz0OsUccxFt1dleeYZof-5j4{l#t-N9#s`2y@j<t)X3z5?Ucvb1)&$e=vvuU*dP&`
U}2iTT5>UBFfypYcHRz2^rEV2HL<F}|Hj@~$!`k_W-PCS5ze6jMV!(N_8ijYUx&1U6+d_RRAhM*nk+@
ebE*Pyq751Aa?i*+vJ>Stl$1Vu6<b)91c##(A8HwY3AQR$I=6{X#Jn>nIIbi<rlX$?B^eUVF|glbB1X
cKFo1<Sk?E10nl{NI`900IITEDPHe1GChJR<13^TAwJ@PiN_KO%dz<u$a8`#UR31eO+z|9qYDN(I(MJ
7Q*!;EUF;#_R7@eGU9+rsJn@m{`Y2rdp`mDh%0UiFC;%MkSC=oL)Ng+kB~Npd<Je&N2KEIi(eeVu0)7
r+JKFMo0@p5ZEz2geO(YRbJ;s!jhE%BT-t3?o>JM<DizqVRRf$p(1vc1BqpPK{L-Dnw(nq<zX*6D@nG
$xZfoC&`|<C7}V2_A9dDoGtnj2l=`&Z0>lS#u7A+!2TnoIe{HM1^9TpE6arlZ~4~Lcb4xdJx2@CS(zs
gs2}C_fVXB`VPG;^!%+EqY2p=nAT5xcG=3R%jZ=CO00%&M^~K74)|~S>)I(5U4*kOry>jdBBiUE90X#
G5LKNi^J|=srfckKFzN!Jxk85bTXN$9gs?yQnW&#w>s&T9E-mvx_>6uFdtm=xlPSALh@~$;zpGDJf08
?yH*Eq{(txFN7o%l<76sh0_lVCe>qsizDobjeSy4})wNyNMWB3@ItQ`narFlzgbD=;LQ>AgLs{;uza1
{bda0qg|#0;_L~JT;33Z>6~uNB9gj8{GGlC;9-v0CpOas~%U>a;BA;5RUy?L;3-dBram|Bo*T~r5Qv}
hX>nBqtQzR%5c;<sA>ZJq$xzXnS(eD-l^Z(+4@<6aXth@<1vp|yPQT_Fumi`41*N~0OTj1QRcAhUvbB
*^etJ}I~6kSd<NWVF)x<AvS(QTIl`TA>Fgq?<1n#Hj_3m?e~sj-qdky0+M&;uyU*o#@Q_eJp%KVWSMj
O1G4Yf(m4p5z)2H^zWZ~Je$~@l4MLQ{w6hiHG7WyiZb+I*kH<-IQW^-jm>GbNTx)ab#Qy^2?pb2gs|3
0#u(<5RS4|te}%LeuFu-mBc7x9cAV+EEfYuIo1kaS$8+Zw@01H6oQLdi~>PD8vzjXPPnOQS70;03Jor
z(-w?KXNMij|rrEmnwygC^)*h?rS3_DBAtG3L*933dDPx1(k~yH^|FMcb0<5p?*&1{nK{fkQ|}j>UBP
F+EMHB+!Y6#ZqU#)4h?@s)&bPr3m;H@5I~!00}qwPCr5rYW~Lco?GCPB54DIL%+;J%A?}Oh!l%)WEf5
2xvzTtS@1438Za<f>7_z`g4r2r#a4W;w<4rq%IZ<^k*p`ih<xrPbC95@h#Y_&zDKJ5muJ8y%ZXb@HMF
Zxy9f6W-nm#O^wk1*xs(au(*9;Y`z+-0*9jSoZK5A3Gj-wB+1$C#a|vNtjsTxx)jxy-NNLe})yY_Ff#
XeuxSc&{k2U@#J1(u<ZmfkzV!xz;r1><uv<Iw4F?pz3;O5QuhFDIf4xOB`&A#`^HXkB?yK6uj#||vQ^
+!H2W}6$DAV;6`%YZxAwM&>lR=r@(PtAJ}k?@FFeth;95`QjZApeQ*ot!VEhuZa{W2rJUNqWeOR;SQ%
yXjZUkVCgm2cbhw7|GO_M1YUp!mGyXFQPmWgS-j8b=YI=;Bu2!>;GfXKybN4=)Q^af&~PRlRpa~Nky<
9_??2>6BcNoJf2!UzGK2fW{COe+;#{Bc7m5$qbB;4y7^wjLq21XCAd82y4K`p=TeGsi`=WUJAD(!f;^
CqmmSvJa4+bZL-A%%KQCp}_bP#yyEE_Ohucksktu%z42-yk;<%V;H_rw+|Li;oNYFclwGF{atmzdAY!
(1&{g>I28=`C{CKZjQ1HHu~lmsGz$InOO(Hrmn{Y|B6P=zAM970Z4jP)3)s>Qj-U(MKt)~{2}W$PuMo
z7%#6<Rva^ybw8R!w7>udGlid*^R8)Yb~^Lte2+xcuM}8TSx=J0>RSp)|%$z!@ujxh#!`wol%qgF;%^
OdHM(?_QfcS5r9OpQ42`4!5kK1M4Mcv_pnoecAI~gAhSe=9PVW`R=gJioZw|#R+YTgh>a!*QXF}E+gq
CvWrH=4+b4T$~+Hnl(|pOW+raZxg=Yy^uS2XkWyqGMkftuLOfvtdLwCb>%;Q<k(>28bzrSnZi?YpAMQ
S>_v6eEo^8c62hsgvv4V+8hP$V1Fh#!_uLHEUAtMkyj;NegC0s0a$c|W~ylqIWfhIv~w*<gaPCx~$Bq
CTP`5G?&<7{jR!J-E?1V9!&?|N~5p&RatDoU5IG5!PJC=0M3EV6&+1A6^bmKT2!Cn~3;P0Q<;$L#wiO
kXrz*;o_{^yyshpy0x*2wLH1mi-KbMRE-N2md_DlPxCUOx9R&mPgqXl2FQTb(b|cIP03zW1)xEww<ho
gZzHP7Sby04=mEqN7@<a4~Rv2LD;(av0Q4GFfvE@(W}Ej84(nY1i^pMGrDuZE;rBVwBBs5%C|D`5K~x
S-g#GKYy1w&i!xV7`xh20qm7H~$#A?6i#yPJyO28xN0MlKE$iS%BPyYwE~H`apM>N*gBEv>B5*Of^AL
^|v!v~laYJg<F57j+tDzaTbqF5HT;@^mzJx}isdf9Wof)qcC~NoR;3+$-U0Jl_qLQNuI_BkE{J4`KyX
g}4UTHp;4E|ySAbA&cGbG#z18UyzMzdnWyH!un|N77G7nZT>Y7fy_m#i@(uKpdb`*ASMug``v{JS1X)
D&l;ZnC}6p|6IwhU|rf>O&w_%Z0H%phVS-Jy?YBvYeekXUJ3Jrm4#lx}bDiY&6vi*GeCy4+o^Jx03iA
9*%AI(x@5of|P)!tST|hM((rH>2EN6W;*5ft1}SqE}1{XplG7gnyjpA3FxiS@j*!4tm#)-<BlH6@Voh
zl7=s!<fX{>Cmy_5E^+qgP(N|ELAtz$wHfAs>Y6-|X31y6s7MJ#a_6;6$5t3ag{hu;m!g_Zij*fym}B
8;+c(&5z0Leqbd0<3tI8Ndht}yZdhz=uB9km^XC+`IXAvfyKzor<8Jg>K7^w!xJ#2c+&k4#q?U4F|<E
gwwraXDvHcWp+<{nTO>C+it$Wxmfw}G4{1#}S<I}&N`?g?~Tcl(GPwg47ZHriHj_*QEl(}GqL>j4&6l
~(HA_{;m=SPPMxbhs@EPu&qa=bLP{P2?JRJ1N&c3{1fMnNW)4!_!lMEq$`K!%oLyFC-rNhbVsQ3yT~T
u*AF;Z`u0era>gCd0@GdM;?yDR0NId1n0KfgwA*?;o6=9{!6WF9@5!lnW%pNF~%r_f^u1sC^2UKi9wE
v44)rq3m8~mP&XQ>hpOh7ng)zJldmC5yNL+WWIOi7f>*|t=M_T8Hto!hc1s{OwQ538Ue2)LC5RF<WL9
Y2DZaj76@uz^K$h8C!dfzxDEAn)mRr%3sNO^h{zNTzi4n}V(wpqMJ+D}nCOrSf!kPI(bn4OJ>2vgFBI
Z(kzlLgbJ{0SqyG;<wxBlUbofqfO52wC^&yi5#5-nljcN?x9v6G>NU#R8`XOS~;yjQlIGe{VIEQpB4T
dnkaOu;yrh<?dS8Fb}OQOQE&KcW91$Fd0YTYe%1N~R`7deo(C7^oqvSiEo(LWC*_7Nsb++W`v81lBKW
5Vm>_h-cPp2hthsVOt>v2pYl9elBka747SWuLuUt$j@>?ET4Fr0Cdbvp^MITDFAXBMqQ{4;>L81(xc0
>NtSVzVxX5V!5)lv2C8C*VWybjQ!cKjNl+<!B=C~P?ORyiCaxy0T+xX0GKDM8Ph^EaPy8B*@<o`h1Cx
k=W3=h9Cd8>D4nzy^9iF-Bj^%H3!`9PyP22DUf#+Kt=ivN4OFcXXa!)5qmvf4zi_lU0{F<jpd#MHYQw
33Xum!58TUGdEB#rh<#O{nDUNL7x3f7F8KXG_w-J~(RrAp1m(yshCd(-^XVOsMGrBLL(5xQQ|W}{-T9
CvQOQj2u9kLSR-DGR;PlAPVUZBugU=-fd4`_Zo2P&Wwf>Q00Iklm6!9u9#G?ROLva4)y{2ipi9uBjS9
gtkG37sA@wEqc@odETX^XU<@|yWgq|WAGZv9(WH6?1dJ&V&0#|^_RiC;sSi_)-%~O`xvtoU6v=n(#m<
<Rls@`QdAMN5Mhv=uvHzWoLDx}#(*}FmZ*UB#Lmc}-9fm`XJui66mdN}k$hi82Ryc~*JpJ}M!`U~q~r
j*({7+Y{w{KmXR3D^SGW+t0q#iN3#}JgiE|7HcKV>g-T`+L_>8VpDNr1ffWa2i|C!;~&aoIRP_0%d=o
LsYBLwQ{Xabi^b2nu^ybS#z_(w@B@e<!{UdR+Z^p$HaM}A85%TaSpD?@>a{+d}@GWeU~4xQiTMJUSV-
Cqis{Uun<3~c6KBggm%6F`dUq)#LcHUC|D@lYN3hmgRq*=O|GhxEV$yP3x)Q&)&d18&O>PPi<6r4E8n
&d}Myh$abaz(%PD8gAx9RKDo0^-7jk;ter{_;<4o$H3oIgCTkEp`To6g5lo|bC153wuF7x-1x^+_7R<
_lyQ1c+xc5{!?D0$DmI0bC*Atx7u1{Ik7vHUkWP$m+Yqy57R+IH{Dgm5Z0Mo@<-^myOKH0V|C(vD#sk
AdwE<Y7o;==nm?!OGAbZ1gQI7YnG`7DE=M^FUyk9&@dGU)ds(?gX05gZXFI1<T2}|6^+MPz%wQQuhN|
R$NOo<kQFR0?87Jo%=a!qw!b>@rGLJ12f?$~I@jyh`l6qBo5LzNO*L9X~sj860+9qd|mPk5~0NF{C_Q
^e&Fe!|z(m&&6*U$ba666ayAF}2G&(FIOSPZ*_!^?Nn9Wg!2u;ufoz-kSds07wJzi`U(ku^i7hjb(-V
Ek)Ki)>#n|I`M~FpWb?d4hio}W-P1@kHQ)Zz){N7xl(-<bDAs{b<<WqyT%NQv`{oUSH#*mnLh0dk7~o
90llteEn3fd*s%dI5ejc4hLAP0Nl&cpR-IVKQ8XQSL%#URyr|$Cd2)T{@v5GuV^GEoS{CER`v+VP9;e
rxNXLze@IJ{&GN4ZJ3q1ZR#hm>C?HUy?c>IG^H%N|qLriy_sPA%y-<1I`^3%dy{qy(xk|OreTU2736i
TUXdA1SP@+EH;+7}B@(qgpR>)$dds=Ej0{Afo)l4zsnNw?_dV6hC(1J-jOiK87~Ynlg3Ss_3)Nbx3AT
TWX%F|JDZS{c_c_^Nxk>I1FG)E@QjF_SRQ=fh6wHORn?;^zZGWt{czA6Lwp)~Z5-Xhl=3u&=CRP-EBD
e798Ejx2S`5b(Kjl~Qco7!;+fhSZ(#XF5u&@7AKk-Qn-oo}}HaU}WusUNuI=d%+5{edNorN|WrC#)=^
%;CTY+sCI^EsAk4^s1)EaoWU%zOh;0~2V7C**e2{}EY>~mpyrJ_^Bv%I!VJPvw+Yvs_VoCL`CnQ_O>y
rG95D|VfxXFg{+Az_qQDb}W31M4Yj0n&;b)J~YM%PzZeM0A#S(0to!d364}s*v3(YjR{0*9e0-F9HLK
0#a+ZL5oE9u7|%eELRhdQb!FZ$gJ$DeY_$q2AGatrf*But>E(YpP}L-{3QBHS~QnlEJ}3IDXl_eYfXM
&+b>RjCDXlROJkAM7&8X{g-9g4n$3N3?>od`$;2>jLjBxeBf+T-MWHhka<XtlEO9_HvSi=0sp#alRz)
&))vZNHqHg#}G)@^mi==<J7^N1r=!r##Fe_FeIMdPTwOJJ5-YlNs0Ad|0}s#Fa$R+j)y_c2&8fFObCM
!vVR-y-*;SCeES)?nj<lUEsGFbuy)>_1@~I_hM0e*xc)i7J}m*v8l-~A_@;vp6N;@tb=NTh#q;IPP<T
g(NYQEU=pM=6yl0;|IFaypXeb_CKZja-c`dCn+QzDEt7bhnc^b?)po~s3Ke&NG)Ew5c8ix?QMtX;sh^
zgHl{(2iWS`6y*jUS9z;lIQW3#yy9cus%&sTJ1N4@el!N&qw_s#yB*Pr*SlL1CtNT3?&MQqfH1H_qu;
oU*9i5-yp<qdv8CU*HCUd!+xtU4JnOIOXZWicGdrEi9P!jzdA%l~_@rLCR&C%cUxQY)t_X-UJPG6rY3
uRs-A^uNBZ7LZgk1G0Ov`vKdNPkwYWVr6Ze>*SStDQV{x)nnivUTu{|InD>o1{}izIFDq5*iE~4w(63
2Psx&U)R&LX_5ddF-HC<gvbl__&+e)bin#)zmOaKLD{3&Ge+j+u0b}~2SZ78~(><ALb_CFyo_OZm&h6
cx^hq%FyJuPt%u>CIV3lRx3xnRBXoIy5NQ-V@6VrW%PXpw-J+2&n)0fl=9v&$@0d9lur;<peer&AR0x
R|kf7iSQX1#mZPY`t9*Ho#CTVO=6bIe&~S#t58I?Cd=mz_VC#@lLl?-yZqrKaaduUDNEe1$2Ln7XdU<
g10wQbL&h1z*$db`sL7HNuU>kR8%|&}p<zB%BQF3o{VgVcV%Y<r)#$8R+|N&b4{GkzTMSNAiM>Fi#_l
3n?)hj0BZi>N<GlbKP%o*~h}d=vSuhC$a0JQ21A~AY>St)h@R2mJ<xP0LN;l`TQF`hwWimU<vwZlAh9
_6msWunlSAwmgSDrDK-imMxG%y35>liEw)j{`|yt2!duBBwL2o>#BS)r9Mh=^CalHLBSVz}=$woI7Ex
x1HM8?S4|c_%+zcQ(eIvdGc#>`}_9qvQ%+63?ao&&H+Zf~^(Mrfz;;I!Ur&qA`KA%<fHYAQiFgK%|^6
RJ@Og#JtqO~AMomxB565iOZysd%By|R0n=Spy50WUJ)`Im8MicRxNNus@{oLWb8EQ>7;>$Q@&vnWv2L
G2k@orszye%UA~g(j~^T9(UJ2ToR!DrLUzE_`de07tW6Pv)0x>iVn}0W^!|te<aCIF<~>=QNP$w9}-q
|2%7eYPP=Mv(s)9qZ@{bGTP*<Bk61fsG6?uvI%Ok7V2A4fw4_3Ellt(qo$FR##?tR#yA5l_H!N~1?Ue
xI~BVvvHzH=fK1fVy2}k?We)j(MMv@@@uONK_mX5gLsC^r3v5#CXqD%1m>3W$p7m>)WS<qIO1pXDX->
0Vv7H+?)l8`iJ8@{SCQL4}_mV?xHFpq;SlB&n;Q*Mq{!iCN?O05TA+8V~<orwknPDB!A*oGh^TG&ot=
jRfNV&Mwl!)-xZUO$xUT=QT*|ay_rY64Xh$>;bhe|B_VRlpX>scJSv<lyb?e9{`hVCFk5vuF{|FkU@J
Tj<Jf)$ckFiddp6t=t@3mgS!e!HS}uPOSI3Vk>v6lG*toJ5|RUDFiz8T-xqMUzlsxX3E-_!G>*!~TG;
>rx#gFJ}xxLc!Bo^{#Ab*3b#n`bf`S=~6$nLv_nYsDs&C_1O%>yA(JP4jU@omsDH*&bJy~xES9rOe{1
iaH=MM1xoh^&{J@C4N06=X7-#v(<`jYaxV~<a-WWRV^D|nhjq?K7@pe($-+ZCvG4PN-(h_i_bKeB5c`
Sx+iTTHFgPXm=*wf!g6MW?C*cxwUNDXm#AqkUQHp&u&#@!v7GPPt_GHDFa*d2${fZf7tMW8#73~+#MI
&&s(k9HH)pIil;>`Kj?|Y_8b?jcFg%-aExNUe7hB^>P6kbO;XyCP%nOJvqo}Uc2VL&r6>1$)noK@-#!
DkncKiv=r?G&m~Y3EoILu<Hk*JwM~v7EU~l5U~Ms8jjhC%Z8~qN{n#8(!xbC3<e<=#4jGBm$}L*zWG)
nsnvy3#9ZdR@QKF`9r_$Mn;#`Az_ai>EPy<vhrkt^Mw1k_13(%O`el9pQC1BR-8b#$V}Ter8^TU-fae
peRzVsC|%{dT?niF$v>v}xR%%zor2Ma+Qt#2lb2`tInVsD1H*v-H4h7FlEW@gw3&0lSf1CZ%6R0bG=`
E`0;KbSt8foi%7}zW_kNzC^vw>i2+F!aZ{bs;hg(sUwbuo!lC#P@^=3^4z|tz>3-17mQY~3LUx0I@lz
^04iRz@ZI7?W|$Q`0OGQkqIJaK<%`7nu4eR0RMTOLYUc%;^YIFjrI&X(MIKlmP6Cr?(YPxGz`gF_xO%
tBD-`cTEyQC2iFpbmGC6am7LEBfr0T^P4{-R_1kARbn@p#J~bF6{rUu3@r3t>>tgSS#)HkMfe<<1(^v
yg<mh1C)%4B4YL48oh7m>BDx)4|8dNjQe!-umc`^oVQQ9{p@r_Ny<kK)|^1<k8%&h4qT$(QcL_<?P)X
+QK<sT*$vqrK3H<#4d1>wHY)=qrfjOlQ_aPlV@J{W-Npoh`f+`)f)bGH+Z3XT4T=0Zt}&Gm@)t!>Ie0
|tkoCzQ4EDwx-3Z}yxkd50c45<7p(`+U&H%CV*1HM={22u#)<awsi?%nVz89Gsst9Sioyy+pG)Y&4T*
(*ioghaPrEo$!5&efc(S<A&N3#QHw8Dz{W#+g!KmUTbg)${f><x*FqZkV4dH9<j0_!vyc;AZH*uc>cW
$gePMp=$$ubh2~{+SGo?8tZ$JN#pmB9*n4YOJi!!&#kjokSrk!c2{ZPePg#8I!u${-Pis4?$qMdY`*W
tHRJo+#p74CpS^PybS*Qrq{X-xUgd4WQ#!Mz-w2Xn;up@nRnDt?rVlu8|!M8!`6i@PRagAGfKKj{-P)
La}X+~0%#l6zXYH5E66gct%V60_38_C8&xW-fP6)$Q<LW7;s-xGF1cyeTdm0tq&^lfbv_w@<NfMT8dE
y)m~CU*PiAzxDZ-<vGG2T!;d4viV{ycN>i!@ts#4Dje-vf8RFrrPPf7GhG@dR8TEWb{e5?kFYfQ$kX`
be^jQDQolNecsiZjBhvXf?8OPN${z}Axc@NtuW;~+)f%;EO69zE^_`d**2V@lMhNWj^gD~hz0<oe?H?
oh?V606KrH)3zZr!i-wyoa}T$$IOC8XPIuQ+#O*x<cFNLMO>B!bKedFT&DNXovVXE4L&qfZlD*G8Wu3
KBz(+q$+W%C(fIR(^za8kRGYli32b(3L|`&#q_;*;y##k?gH%^M(sJT#>v3+)I_>9+Cw}tvJSXI(Lnr
&U&X$+Vn;HWKsT|{T-{ZX0zYxU?h9DkB}CB8l$8jr0T#-F=4(mIVkB1FH0N|A=-JYtHmuBw2=n@T0lP
XCJq|`sakEN|;GaW?z%ERIPhBbEbygD6&^_;2k&WZo=D^c?U>S`0*<O=oksLxUDssZ%LL00CE2%zjsH
I3i{`(<mBm=;@!%uvFoo8?^LN!t?KU`*@`8LdI%8mYW*k3%bttVE$nq~#QYWBs&z+AR4hBjf8Vkqc}k
Np3_Id(P(W52_JV!ajoH>5{!_>OdeiJh&Lbp<vC#hp79oxH`f7I>R3Xb{3)Wc|zqLM^uKSR(&S00oHr
ua+V2i|vAatx$6g<V%;MR<-1ki{1^0m|wo9@rEmBQ;);A9Gi}L--q6NPF6#|8a=9;m20;em(H|RJQ0S
Kyr&o(ae@*>TdWzhL-|5UeUf_pR$!VnZmo{q+{izq7jD-yN=6w`oYQa%x0Jk2$6a73{$P#l&58|u5m|
k#UpH{Mx$y4!>5I^`)Lf7QOLis;fcfaz^OYLsp6mUC=$KWGyW)%R?DO?%4rjR&UHm)b_{DO$PPJgjg2
FiURB>D;$qr%2*eRW(4^z&;Qx;(7!wX{O4cKk)pQd$&Rl299IpH!CY1SZ~Y$J%G2Lzp{d!zh-A<JMNG
&*d`wk|oL_^c~jv0^j+mV6|d#jEztq5ST0R{Yw-fUSFUD{<b)Y9_1V1_b9Jj-r6@5<|sSIFE8QUCvy9
0c+lC19q3UD5#?7dH-oX{u?XXmfORv_x1#`=>i}b&IEXNTNZrzg-3nzag#3=z<C1D+pt*>^8R-eG}2_
O57FqcPq!LumB3!bd@|GNVC@57vwl}|tS67VT7bSnluo*UZWArWZD^TQIH2<@{gCdz+^g6jSRUMA((I
=VHQzyct_W7x6-CXoNwn|cmQ@(@Zt-*f0w7NDBHi4Fbn33mGkRsA!Zlcd%Y+dvy2KWlF)9>Q{J<{wG~
KCFj~vaDoKR@ACDadR;-pxqu%S{Wfm(n8dGJe3ls=M7OR?evv72wy>2VbpBzXEo)+=^{GE|n07xA0P-
I!__PF#4N;+rG{tlIBJZ9Ohz@wYM8XkrJh;Hrlz))x-xj6{husG5o(l4e1XFg_hl3Hc@tOefh-Vh};N
0lhxq%HB4g8#TCtfG|<<cPr>y5qS}<-hAnXcPG_tGPeCX+a~Uw!kwe%sH$%;_m)0agk~I*LjW{=b@(c
ZO5<5woeOhKa{}6X88rn7<T4>9P{O)+Fsy8Bd|;Xc{Ugl08&3Tfks<>>S-vhqp?U!ie5KazkKQ_on55
5h{h$R>3nAIjfZb`H_VC<aZnsL8y7j5V;i0YoWH)t5+-?`{t}%=sa`2j$M7mZASvbH)8rVx!Qs9E|Sv
)RAA@>(b6+a(%Pr|$1z904t<B2K9aBV&UR-sqUB`rBecmyh9JNM6$alfyAln*#&hlh^4AYywWXT1|&J
_HQM-p$SnL2SokAv0#iPIOM+!%<i##%(#$r>(Rwj{vQ<Wht(GXG-bWpS(}}ae#D^0oCWYn35~udX5EH
kTy$EuUx^a8DC+Ctjn+uu^o#ofqK2}F-sRtjRhCj$TT{6O|0!KkH<^reymv`fu`b7k+!5<(>DrCu>t=
|x^v8%-(+gDrC@Qt^t!UdwS%4C6V2sgLq0K6kk`HWzr+qQpWwSgtGB$4LCKC2A1A$p)He}3rqBDPzT4
%Cs}b@$=%|;PFL^=QArY&nhm@6W7V>zcdTUOgrw~8_#LFS*IW4XMv^`ju)bn{(E!Dy<a0TtneA~jKkJ
LKceC{(&LtE#sH&p`=mh2ryh0g>s<h(E8q4FjE##GNqgf0zXDO#~3+t^xVOyuS?Hm|6t;xaEGIX%`fB
sEU1bAie?mD(D_4l0@FUeLNdwk_KdNBhzJss}qmmsm0Hf3<>_0}Q&M+hoyVym~;KV*{(=)OJQiXQ}di
SBz%SdJP}^<*$L_i*qdMKDscE7=i%IXpMY=%&e9Pxf~f|U@>cuNgPfpT7Z9`1D2ml;)#gq?oqq!IAmK
|&dTAPR?7r-O73*FcjJlDPVK*o=a`b?+POvsu3M9)UGFL<;YSEX5b?^o1;#ISHKTd%PRr<=jHi~LCJT
6jO3EBy>rq6pYJSF&JO)^*-S0#8aLVK+?N_^_WL+++Y*{xr*uX}4R-fjdX}$=`Qv}X^3%vG<FMnW#oT
XX5M#4%OL{jJfQZ(z~i`kOw9-`uTF+cri1A{TIROtFdku)rLCsgNfMIADIx~i5&Ez}5ij_#ej%jP};o
l_QBVIE%y#6?xELJFHC0Ku0`x#6hVLfjg6;UErUcV@*ef>o@8-@ba>+?-!tR_4#LLlWnK{+Z)WV}KfS
V?yrQia**PRt9sM!<Geo0}B<`xkVkz$ns`sdZQ}^mlbG7YZBMs7*yR(uF)jsc(5TPOL8q<|3kx*tQ7)
2%YTKUz9266!tLQ3S5lWB@7Wbk>|A-=pUQe(E!1Lx;ZLlV*e-$2%CQH(T&Mqthf;uj<{B%3uraf;mDc
+tOSAA{T*$gMzbpIDu3?eC%qTlNB+`9h1R4rKD_~r{MC|NiGbaLyFyiy<GdrvN8eLkwV)wB?)zmLI-C
Q`b_GPwsRhc!1@wVt&_KnC-AD6e`QQJ;^yK9HSH6{BX?bgqHgoR^U?Irl2OiKnqH)BeQ(Y;($M6v9`d
PN4w6@M{stCoNAwp#T}mHe^g$HxAtLS7o63#c??BHmmug+0IhmhxvaM7Ukmt?(>c^>+g{c8oz8v3+{n
Fz^YLBVShRnsq=nTt;nlNxZaeK++FVOJAA->z7+41Txpb1<AR#30&8PMohTa7c$AJEJ{abG6<-TUEQT
D?|Vs6mxsI@vksDWY2VZR!H*?07G=8v@r8z10dj&<tQ;*-EyQv+qfRPZqXnK-%K3N!4(M@(oH&$}EGh
Ill6YSS9JTf>^?NtP-yTv0G1u&TSSSd!ejx+ljtm#nY;wzp&>8)am1-CKn`4O|ed`)&O{!%{hiK;0Zi
ARwrvmf9bbfhW5(|i6fs*Dh)<WJao_oii+!4*+*wk~z(@*>=XU5><!a1fI@M~<J@+b-EIv1Ty9mZ0`d
rnk3^DMeXtvRtAQp%+5^doR++Fti)k>m?jaVGCi;WP^ychE3gbX9o1)GvC!MGmVG0~iEs1CU*^ld&O!
y@FbnuY94yW|4U_FH&;$dBkz%=B^`Bj@w1|HqYmd@D%jk`2x1nCXR0Qj;672>gBzGg;_YULYU&)EmB3
+SU2>YJoN%)W?w74t()&Pw$|9M*AQYz+HPB)Js`p{Y;hX{aaRP_Kge2r4I4FlB`<)<Nt;X?c?<77^o3
|^o%!Zc>yvt2-{BK>3s^CKQmb*;u%LcC^0;E924+h`xh!^V;3f~q??NkG1XJn0x^p1@MU>{-G#24Kd4
ut+;i5DKNF<?~1s+Nh&d@2?b!>HRxuV262(#S`Kr&=Ai7(cfo7?(kxFug${o7L@i;M8CNwq!>&TNzpr
6M@nN=ob0&2J@nI%eBh=g-icxbgn4x)e;Xn)Gmpwd8%K&R>C#<Qc>*A%K0Tenp7cPI(B6+L@lkv&rtd
z?iM95U9#W+Zav-SF<_txA~HQ%oS9zhp)4WjT+yK{97P3<{19p688mOGt~gK&H%{KNr`Ybn%m5kD%7@
s;Is3fX>~}smnSb_T6;W%2GJz54Vspl^!M#d;_Q4|<#)J}6P68<AtnNu-eP=tOuky$*(K9-Fr+KqPM=
y|+n-PEJjxUOaRU})ouRNb2c+#)65zwgioL8>7YsVplZEp<GP#S^HuT6TWo5DQct9!g>gk08=2G#X)~
uqd2hUr1lc$<L#g0RLnSjV=h8aqL47sDa(QbSonWNT#TDfzGQ$k9bdBec4A}ItZzT#J7^j*efHmRpO1
Tn3J)S8p_G#=s*(Qp9<hjm5_DJ(Hlu|Md^LoB9SMdtCwih0AG{6+!DIU56v<1paZvh<K>3~SNr$0Re0
j9yYRg52YHDsrcYle$30u1?maD&1tIw{NO*<ayQ~o7SA)R(=@HSvd1YUKup-`@QT>hv0tu9FCv}R2K4
*W{&5zBdCqZnPo`EmV{bK0ODpJ*VJnu=dx#c`}f?)1wkTwT%~#7AQZA}@vo^ifxeA<f7-xx^2MNwfji
n!rGpC9ff0;kq*ra@CXik(QFuyWuMQxW_}_H4Z8FlWIs1EzM{!{plozNH;XyxIc6t(ojS?i)TUFzo%D
fG__R(icH(fI>N^Q=QUGC4`&;TwSnf1tz<urE%B?-+S%j%k08CQwR$(MdSFNSO%-^X!yL_N^ophG2PC
r91N(5L11jWE(ecNN0<SB^j5r_nARt8Ku*HkOVjcQSE&f*@3pwQ!;=+%ZBhnrZSo3oJc)6iIH9KcT!=
B>3zPpOQLwAkESV9ma&Rr#vj?Zm8S9xYp~mEgq1NYTt>eZgeYkNY{Tn9K46Lqa5y6*FfKs?r#v^XPBn
*$BQ1E<>cuQ?fZ5!-RxleSx$j|az9n`5@6I^gGy8C7=;35yx-bb8;Dy}pd~9@-pZ^DwDjE}=w=tY-w5
IJeX`fW^b>EF+w`^aFl8D^a%c$F5^kZlgo(&$@2H7U*;qi+4XFzRRTn!D+Xdl=%v?ftJ))?H6+ChPA3
76V+yr4dm-sG+f`kS!+DuM{yK$G@XAaS6;8@Qkz|<iyjPL0z>Q(fRE*a}_xDk@iR*;O~l{!uc+iIypv
k#<uq3aN2ZTIwzY|*`9R_#j^v}~oMQ3-Yd{TI}zQ7gY>wF=DL)-<x0y46l3-L&*dE-B|<3}RrG7nxG@
MQbSmvQ?jcM6V7-wy5_zSg9VY-{EtmBNwN7Jxty}|A_+Xt~|c@(S&T$vPrHkXxl$LW@4|nl|q8^%3<y
m(8yyg7Yc?NZ`Gd<nJBy-FLu?n;}<um;A;F9u_eF&o;(#Mns4xF1vRnALyERI(KOasz5%>s&Jwq#&3l
z4>j*Rrs!fJodo5|*f{*yLJi)~>5@6n@CVIrbFgpxu2#M%#Oh!s7jYBeIFLC&X?LWrJdTRdN@wQ@FPn
X9@AGY$5R|u;h3x0JM4Vm4UT7BikJIvV$`o!Z?Ao5V_u!^Rh2i!`vGZFFz54%g*8)JcnF*rngFVA-HZ
r1=0ei!onk4j;ikabOOy;>_7xQ`^%4uCe$@MvB;?idcs%&+AgZpyj~#&yQiXj0#1;hNhUSacb-i}*q<
w(}D(UL^TwX%o0)7;bN>U1-EKBsHo)(#8tlUW~CJ<>U<=E3wU&KpjG{>6V#uc9oc#gJCX|CfnHfKDrO
-XQ)UK9(s+vn+6<mws$;3$AipN%iMprI!hCd`nWfJ`uIuRcqT;{kKy(^z(K0eChR9WyCHsNg3^#DRih
CB<f9T?S-+F;K38Y6|7aG<4#_Y8@bA7DHh}7`!oZ7v+fmFfE51o)-9pnM&zWwEFzmL(1ckDR{00*@g3
0-te<4OfrFs#gEkdjhs-d{^Q5gMi0PY)iPc+{u4cCb<$?9qNvyQ?uYL9+fP)+F9Wr8MxA*u%#JU*|Cm
#V1C#p{WBLmjMSgN5cg^q_Au((UO8{ZK5XMM0CQd_`2c6N}h8-?6mv01FKLL?FLy?9;9_KQ6f^UM&}@
#<<<99~Q^>?w}41H&vo3ZIZ7{4puGa6-q3wT9Ujl17HdAv)Yn90ho!1ByZG-PflBIT>jhfbkQzu4F)Y
ez5doLsWJ;f9PRyCTmtb89*L@7pr4I@U8%cY_LqK8dU*R+-vQDQB;BIASUEI2U1YvjYCjsImbu<@tcI
0C(=Xv2*7Xi2{u(;~h(p>l7k^HNh*0M?uk%EP_5wq{IErS+z`qru4UWQQN-Dd#SXgoA!~P{5z9)dyvj
UG8_957XxIDY&p5k!kkoNP;SwbX;8)%dTtHAQu6qNhjTXohx{D8S7se65Hp|yyEUb!ipu6b*eMmdPnV
DSxtDb6HI$MvqbooK(PqG@~nNj(DAcevLrjCso)38P`-Qw8RUOXI7TdwL7=*#**HdBYOmM@N0~r}YL)
JdvgTY)PI!P3wbJBk{d~st7``T`IKHlw79O4tSBGPe10aho|;W>-lAb+HJ>g&1t69^N=mAL$eveBZYE
1RkQSGO;kQ}78XVS#{AZh{A~Y|s`9p^ExZ$`--d*dMBZjv%fV9Q$vJqi4A&XQ{DWUldvaUV<uJ$-+dc
3@Ntu06gfdTL6_5_!kQLYYY7?Sp@DNah_^(?H2UHwmf)UvGjXZUSILD(IvWDj86SB=ijFk`wZ!*r0a*
TCwlq+||^)47b3}0`KsDa1sd1giClQSgA@_>f;7s?560nGWMzyOxDnrOi@pIHl_r{%Cg0qeUmMJMDG7
sk7BqYCUcV!!Swr}O`Wa6m9QgWdooZybZ|mdSo;I}T(2x@&MS5%g}G4Tn5zL5(R$upw1jksp*DIk$fS
00A@#33^y2t!tf<iGs?R+KR^nCY{6E9<>D})wGp05Fp^&4vJKx8cO6rZ7#x_e!Sf(x@kNV+wTv^AHAn
PV%P+!Nfw#~7F^3<9zOg*j+ZNkxwT-*!g5mj2TJELft1(jZYI+tU61^whl9@e(WGj?2OV(&>0x&}%cG
c8&nPRX@zW>F0~HPZ3Qk-|8}1Z1u~pRPmOzkzBi(3n5U?VwVUi|#_5lUE4nM)ygY2X}&5|2)l;X%3d<
d0wXm)V53^x~L4H>}*D0tj>_F<D_n>B`sTO0^U?auGZ)AX@kH8!P%n;xt?9Gj;>#I*;@)G%H#S5X`t-
iqgMqR6+t7D8PnoU3V=5$iZz{N=6kiuW6h2}vXlU$2$l(eMEtBpuqgLisoiX&7TDP{f*Qhp4ZVD@$Ye
+OQV+<ewFR5yXa9@|#;yiE(!pq#W%k@)F>}Aisa7$EeECf<47nhMQT4z-(XLl>7*>{I}-vZ8z>>gV6K
~h)m963BFapO~9IFOm^Uff(pOH5ptiqAHZLwOi};)C39+$@)`HQkHK0E;5tbWN(PMmlt+S?-^zunU=X
{~y=nu-kIY=t*;Aa{I|)yHbG|U+MjJKR!$xYv=j)s1Tzc2)_oh;1<j4~KA^{x3DOprABG<Rn8vmal`n
pY=N^P9<QtvE22JLgm4#&p+R8Cm*ClNNtHMCrO14f`wK={Gc78)Ni;zoFL+hs)*t<5V>xeNOYcuV4eZ
r|wGZfV$}IpLc5l>Ipj+57Re8iP+jVg3j{WKw5v|D#Y-d%-s2z05NCrGxKb>x>N1Q#VdE+;PiwScrs4
sU-JsE%9m*#sjFRG5v6oS|=)M770y_F-6rcP_E>zHUfFQv*}@uchdEp3GIXG!jShSljYewij%P1BUzs
MHUtZ}ae9^8WyNbnzgEbg+ISD6l+sGVlU00pBmoAYTv-1r#FAJ%<*DVRP+qLD<n{ly2^3<)V5C#Ml!F
2_41Ss~SK8gJ$4bJ5KWSFK^E>0n_twr^7u=3v=}LGSNqcdMj`c1^!)egi9O?kOqR&vg4xO!^ItGK*?@
04lQsT;>l++kbVIG)x7;MJSV0EK5r?18<SIN>wGGD#Thgo^Pk4izV6528P<8Z&h03h{V_--cuA<kV2h
3m3>Q6z=|(b%jkgjJFBDOcDEVk2H6wBmQN#C|%LFtZoAOZPL%d7Y8-kf?bQVZRhzhklT5%JC2ErK~>a
|6m5yB`=#C_S^(UbtArBB5r(}>vwzXD)D9>t61Q8hUe5EKz<ghDt0?6^|6)kW`?m%a$oAHfv^0YzC)p
8WnrduyWo8C;GMK)jLw)QU{REp!3Q~PGwsR-kTy1gDUoNmXI~W|k&_ClZ3$NCygQyPz#sW|x#DF=H`S
GIDB2LOm1|-*H+ad2$~bko|F|=it4Dc(n4?a-2dEh{F>8!(KqGX1k~VoP1=g#YF`@#h0WIy|lMSArz(
<f(GWva0<z_z9X9VL(JF2NF`tv<PtHJPOy)%h~6A6cvxAzm&xps&TKeXzuF^kE#^<WLUBJIY8NAZ%Zn
$JkD9*wesF=)xVhHKFr;-kAsTHtS@15vRTM^>OM)zlB~cB^XXV$OBzM@A*lbb?uMWhj3(X=u2R!SF@=
ECW;&F3VPXO4WvWV#AyAA<y)9KVwJN%$PR=@OY{B&$dbL(>H<~S)%%~c6>@kZrr4`3*ig+fx0t}9(Fr
(G(01Njk92`V;<zcjeE}`HNu0Q2@6CIjvsIW3F*-6*qRUDtm%N!C4kW+`{3Cf#?LBp1_VrGJCOiLE4w
g-X#aUwWTmb>mc!gKe-)3bN-ORQ3`pnjudpLhC|fsaTl%nE7w=Z&nnVYcDvFxRuAI;}bg~aY;b1Ohfl
PacCQT!tY_m97hShKMqNoajS13mF?!rW7;R5f`z%T<>TF}HRKvko57fTH6geFx#gN1ez*0PA9UbfGV4
9E<HRS^-lsm#;8)LP`)T5b_#uDXsqWHn=x`i>KdHVIAS-3h;?_rP;`LnnA9-xdE#?*t<TFUz@K9%Np>
(&JWtpYq=8@N`a`k8esXj5MLH09B@2fe><~JT8kUz3Rc<ic>zgq40osdV!@RlJegS3my^OPDhz#sK(d
zi6{50@Jfn?EC+Uf9ZD!q#25(%8~vVKRis15(fPPMnO=R@DMVw(IeGx&KDM)Ty>*CGtwU}DN`i!n2$r
zS=+Fs5*TDsuX$*@h6h}w3woi1?mY{~DF-*O8_9J(+*5ai@LoHgUKAiFzB7`Qx;Le^YgtjRjT+qzhOa
wt!&}uHY9VphA4M~g{iw7&2D?Bp3Xhe-aeA1@WHN~G44qfYl+fPlpgiEX0w4VC~@Bq;8JwRLvqfYqVw
}6+ilRQZBf`VmYx-K+5FXC%eHmLhz`dnWeE*=`hpOdSQwPu)goOdM@>t^_SRn49-(>bT0L|QFC3eIU3
K8Q~%9*{uMreMQswwj9AMsr9O=)MjD`%~+z35`<!&}wy}UXIY+F<)HNqbzsC(vW#XkFSw097H`RbXm1
fB7QJi<W?)C{o>QH-V;uc@4wKfp$AFruu6cI-w1vI#Y>`-S>=JJBQ#PWv?{R<fQ*YG-99T>&DEu6cCy
pY($4wbvXb}+M}pX3?i5OO&(5Znp#In@WuAbbA0O5`4mRit5QAah*|iA53Xi5KZD+qo*D@D;%Nw~T8q
0S7Hl5=%T5WcugvQ*BZv2YZbGP9Q^>R{U<u4P(Uz;1doa1)DDflSv03L+hGC%<}g=n0df^s8m*zHZ>9
WZd?<V;ele!0$S&gl<Jy}MbQgJ!b5FC*e1jB>yi=^gj`eg#@+0;7^4$F?BsW4z0DEUwMyBu}Rep-fDT
Oktn*R(V-FEC?@ZVu}HE66HilTxc*_TEC%0yQ;hTdunx&YtIDkcUZD2%kZcQzs*nX`)F=2a@*m4Izu_
SDxh^Q4e~Zi5*J5tk{Awn$Zh|as2{SbGvxaidy%4Ty)PCQ@@OaO4H(ufMdnUemM`9>b?E;-Y#TmZ;8U
61K`p!t)RfsdgSvEMN#@m@G-g7-994P|-l{o5BB2BWF8tE70l`NHR;*W69}l|qNr-r+Aw5z_1<hKd^d
W;X?K%ftLUf5Ys5FFHhyYKY8fcrq)aAIG60kyB74&9tBXpurUVPABzcmK{<BIoX1Eyu=|Gjf6qm5WCd
E`>1*39kB=PQ$$9Pz=6*7N24QiUJ^X)X~zyM4v4h~v}M0YDgj^Q8w4oE-y|7Za~VH-T^1@TAr}xg-w?
^kD&nL9&#LAOSCER|De#yW1?di#kU|Ck`&3zlM=E#D&D#A0U-!xUS-zNiQisK&Tt#dCfZlyQg}xVH?P
*7Qzo@Q{qzRnz%Dn%>OIu!Y)hloz~W0m5Qu4d&6vGmHO)prV4UO4O=H<&=EZ8RrVO_o-9_<RI=2?S}Z
}hmr3NgTr}+$=#HQt!^33r9ONb%9JAbDWRi^7h0gs4iSm{wv?&Td$SAJWa2vVrw4?zeKu5SYu4s{+Ti
TEJJj?vXzf+C<DO*`{Kt6zr%v2_(N&*G3uG_5qCcM+2TRrp)n-_cTLmLW|)o|<L@#4YVgWLjk-EiLps
Oq4@-k59lhcr5upkzT<@<#41tviQHgNA4wTAMm?2EmFzss!Ty2qvb*Rz_W}(m`%I^{^h7B7nqfIygE~
UI6_QIrq{LX7cj(Q{|q`KSH|e{SX4v4W8n;0vuXpS~xcogC_OB`(8-Pnh-NNSm{9}P{56=1#oW-2V$T
FSqoR(0t~-~m?-wS$GFea4T=`=AXUp=M+~(RCvt12;(F}(A#%H37YYr$>wXNgrI5)S(iSJ=#_&lfm}g
+jsC>Ipy2_4)Snie-OH~Wl`Qec#s&*xUCv1dZlkMp$AQb$&FvoEmk0;aF@I^KJFeI|GDstxGK;(XQ+?
NtjPRLg5DAvi!g^k^;JO%IT7YfLOST7crw$|MFz=qRgHnu)L;w9*2o&#Ib<K|c5sIFh)6V*87W$Q#Tn
T(!Fv*ZL*79?$#r}08b8Ce;8B|6PL(a900;ZK`u3iG#_UK#tS-4hOF<uVe^2CD1+n!sUIFS-#E+Z|qR
5%n0;(K;@IM{yUWRYtB~z6h+${IA4P@NPEmEsqoMD#rFSxu*IKLg<us5)=eKVKoqP1$z!lJ&&xCQdKb
5s9^#vJpd|)D>>^l=a)yFHKT3ub`$tv_Z|y@ZsB|5^4wUmIu$msMq@Dt9Pa3CfzB{P63zYd-|2u^bfW
oTK`>HqP*v0<&7dlQQ&+D+>MGu5am2-Ro>XKqsE5{LpVoO{Fap{X7X>6@IzBD+3ANMLT9b)I+X!yEms
<S&ShQ`o=fDZnZ(7VBwGa2iS6GZ1Eohw(Q5Dup36R+8L)N-p(Yw7;1ap?TZ#~kB`_YWOaIx%mSz_RYJ
h@waRx!aY^Wnum=;$I)e^q_e7jZa~ylvQ{k@)(r7L|RmyK0}!s5m7_oC9acYkVJER;kJaSV7%Zn^#Ws
TDiov)OYrs;5No6X+GJu5^Lnp|DJp49*oDy!$}t0c~YvPTyI~MDZ*e%VovN2!6uQgFxCwDdR#aS|AhW
B+Ff{9tW=i5weztg=#-sh%Ues@RyPI+;7qVrntsX#W&ap>5UX{91K&o87~YJ+a;TN743wST?T}VZp5?
M@4srDoA-2#&R`J_e`t5Nk6i9uEw^+kZJ4m|+)2-KlT`w42+Ao;Q-pHacpK7T*@~Li7G?X{72L#s+p6
ud|FAhYbLQRY_ynOTT`;j$#-2L*QPpoRc2vUzFM6A71C|Jjb*TfV9Y{|Bs3x9W8h>cWpE_05zEuTQx?
U(_scPlA+{LSzdz3_yPz9Aw8#g<MfB0W~!oa9Q2EA^UM1ujAV%+tcRAI%S{T9;VMam@iKzdY2Z&?_e|
v+kZ)H1q(yP@0(R=@DYY_=miG{K$KEAz{@sGs=bQDDQ1D22z=J;T8Gv!TaAZIM$2yqXs4Pj%zwc`_-R
h5?+3{4V`%gK|_VrJ}X_~9R{c_hfWGDkYpy6p+Ti;F!Q=Nhk?r*lC<Z(AgV!bQ-n#bK?L`pfm|z&Qej
YUxg76m;|(p;W%ULK636ZWQqKV161>1>@Z@=`BVZBO(M;g~%41{7jd6liGetg&fF2@tBJT9T78G?&r#
z`pBh1QHBfftXx~hECX)UtwH5i8MdQ&<&V+vNq*V=fNr*f+eItgn!turZEX>rtm&9lV)qn`j>=n`6jk
B+^a!LTpv0jKjaZJ%#rgoer_m))y(R&kepIWzgCHAAmR>%-H+CpoB#+8*M2?IXh-N@zv(3e|LZlk8x}
0q?GvN_iDAgzqYZ`KgIk?9$6V`z%43<tROBf`y(^&-e_G6P5dmEjvupMXB2rgV-Gr>(Y?Cj3Cpmc|}9
(h6HZj-joIOE##{(QzSHLr_@4vHt^;6f3R+kSXA0_g;cm<?ImwlIe$;{-#r8NSdz+5ZeZ>nLmB+mG$H
b;V`M1luWAB(t}X8JCGN`?X;qbd&JKx1Sp3fW<J9ngu8p|8(u<8xgmh>(&yVnl9%hgWPH_TMRk&aLl!
#kdH3fnA>2X%t<~L=JLi^VUWc`M8gCjB-NtefC1gtyVzr1j7$@5g5h6sljJdu6|@VG{=3E6Abh|gmR|
K|-WZI!FE(Io59qHf6zlJCJ6Qlfp4!&afH>g>?W?jZ;yL|$8C`uTdfd`g_)hSxJMz@wW${RuFaXIme<
8Gr;Gmtg~aWeh6XkRO2Y@+FdWnWhL}lBsgjDM_*wWKg+~P;JX|eh}1?zKP`+COm<n3e#mWgb^xI!cWx
e6yZj!tSHU#Y`aRo#|;JXUBGCmz`n3Z>DPFIwu(|wL+LBEBxJikq?P`da8AJYV&0?Pso30mY3A4h#+W
q=E3#FhukC{YaAT7ozO#f`7lj?T07e9R2i1Cz_wel1Ibf?*@H{9deaBs(68$%_snSFV=8;zKn^1*$RX
en;!FuZ&y;4@h8&wkmUEU==F0qGkb%KZ?_qo|<cPA(@`6V#I&aUoomy7RY*alYp29aX?!;wqp+4B-9a
Wm`^Oy`=^=!VCcPL_#loNOP_@RPv~=tMP>;?ToLO@#k#(U!qCy#0oKUD@vAiV5IuCH?ro*Hd+nBIMlO
_P&B3Z_NP<w<>TH)l*0Dd(N3xuA372{v|r8RFKqVaXT0n=@l0mHzBXX9>rD_jEPuRP|gnxJIRV;q(Db
6R?Q~F?L3zq1A#jvRL@O?%52r}bJ(R|?Vv;fu1Ox7qLw-WCsh1#wmZ}umbbkhvI*(tV4+ZTf)Si-20a
aamaZw2d&75{qWz^#_bw+;bB>aUPnK{=t)(y{*4M@V2D8-JI4Xcg)RWDwSW2S%azTdLO!u#6qJ@@O-)
$z-$zOy6{CEx-Q#coRaUno_$d(yq0cnTBCcVH}TT7?i^npK~qg|V4In-LUktOkoAHi%My30~%ab^iWB
-uz-eTU9#9*Q_`qyT%ZfMd=ISj~JrqhB*8``<uOlFwElk$~mMh99}R%+}@=faHRR%~G#MM|JxO1Yjb(
G8?la{r)i|>s>}UXE{rrQj45A<TC;HyqfLBo;KVW4EK+Vn<8CR&XU@Hx>Cw4|0;fSuG2$8ep=ohR76Y
EaSfP$#U60Kqi5SKBqHy1YRjgx@LPmr;^#9_!fh)AXHV54jf_3wYf^$*uhFzcS;p(x5m{E%#B%e|>D;
>wW2SFf7hK(_yNE@=fm9D}<Ay{+78=BjbX4ac5NG%gADw&*M#u(~dBBI|(IO-qM3$X#dq?4Q3q2R>_9
@~D+q@d~5*Phv0_B{d6t7fh&nrNdnL`lr@P@$>+`huQMOTr)oRk9`>txg$fq()+mOXv6A1r=t9#KiRo
CN1?+fD~}QX<@jT_&tY5_ZulA@}U4$B_-j_{cjXPU${+T;4BD>o?XpHd|ic1kYfUG+@lZXqu)1K1o$%
ay53x8x47bxMCdR2GB;L6GpEl0uA_(M7L94KY5u9>c@w|r2m9LdWk;pdByZ6*^^h@qV_^%W_LVsN{R7
i`BTR+8Eg2Fiv<_84wZ($V$-@v8YD60U6<z{UYi2_$+R@~@|yt`&vucWX=1!=?p1f+iFd+WOg6>*=1N
p5Z(|b%HtihgfAG}OfE;}l<pCpb1i}2<N6pLnk@zVwGnmS#TdVeM(K;NZ;?TXctJbZ9(t}{EA*F1Z$0
atQ2j@M`VBKE+<)a(y+Xh;Oze?O|udxvbGA(nEGYTz2Rn}U51b>tMamZ%*T{v9RccTb%!EuiYz}6i>1
=^W#b0%wxX7v=$^G`B%{HH|=rdsZ(L5KNrLE^291SHhE3HzjH^)%Mf{a)9W!UZP55ov*YjBg-QDN4Kn
if0nPgHos{=G71bL5ltUzKg{ZBtMa)NPnLZnGRnfHM)oNFeU~a#4J^1;{Yd<qE-VSuk58oUKu;US24{
Q@d+zn>gPcF-(h`t7hK8s__Os=3zN6a4az#Lx__){9*8R`KHFlyCH&4fJ9$su4R`W{^jL`q?nx(a)jf
uSW(PnC=7QJV%Xd&PM>#-SsrjwqtJvNa3JH=qT3yi!K*P>($P%+yml{`YfmjNf5XY6$&XZBRILVyRYo
Ic6*$E8MUU!Cd2aH#8YL`bwD6g2dv>LMh$%boU-md|xBb8`o(_A!bls#WZA0rr(g%2R)-O!FBcEYYC>
j<6c>q?9m#uf-+f0FJtEDSRj(yHg<+0uYM?((5!JFgFG5JdYT^2H*$q+ixRqLf+$7vU9r#4I~-xh5aM
sKfzk%AVyjO~(fZuXF~N3q&T+nzhFfi!}R1L_BON8a#Swy?#QcyyCDTS5404<E+*r7VLEu^NDiD<>}F
!VC^>w@-lE)Ma-R*-|@J_%qnGMQGCkrcg<e5-P^VF?fO@(IJdwZCHflf1D&jm`IFA_^s~ZK<vmwC?`R
D-bQXfD`GEAx(1CMT0D|}1<+%%5K(R&YWCu+qT=`g66u<O5b)kclc7J|Rot6I7F~w?oWME0r=v#Sugs
`IH1kE>GN@o084T7<Xq@1`?({Pe|r8x|n9J1gnyuNetZW-sZBRcgV=8axef~v)QN*x&IxP6<mJ1EU~*
X0uZ+_fmM@AInw)$QIhg?m^{RAWz;!Ec7q(eStA2WSE`H+-J<wNi@UtrN8XcLG+<I-^(g+$p_LCc4i-
X%NUm_@QRiI(8F*zDZ;E0<V@DlE^p>2|yQsp9kB8q=j8m9trd+`(|7DH&Q-0q}cUaE4BV{68)R!P3v4
>A;Zx$l7@mUlIVkho|||?AfziC8Sl3ZW%BH?l^s9;DkpNp04aaY%J&AkLOL9-4E=@H4bdm#ZQv5`2T(
y;vlycP&EoCgC6p`?G}i@mEV-suLjlANIfIvmy}pq1!P!pP&+twXI2xp^hn4vU7p>g#6YU=I_dfWSGK
J1!Dol3VrUKv*tB7TgtIovwqh)#$BOX>BVWkD+#T*xl5(W>C%H=!RfB;E`Ygk@z?QJpSUo<B|r58hXd
$|4eboc_K>ef~Uo^e=WKR=DjExCnIH%rshX_5mGGU%B!2oEDexJX6ng0L^aE3$ub6DFDInDR)2Ny-=j
EHVG-QR!|bmtAzBt`-{b-J*Wib&=;y)36d9QHYCy)KPa?jYs11bl{T%oH<m!Ts?}Ud1B;1hVJjUaL%N
MVtH!7zY#>7cOYLZqE6R0<Q4}@C25p79<=6u^T_q*U7}K=t=kxRJjKi<Uy=9i`M0$!Z(faMgYS2?{7L
{DVPwbV$|vh@?aZO!hs%0JCXtQNx{8Yvhgnl(a??|DLJmo4ocL0i*Ez}H)E6w-#7I7><If3l)+#QYCI
k$(N(=++fXyD&P8i-bx0wHfWpz6#^nEOijKcRi`(@}0iy!K_WsCS+V6ilU6@toU-v7`~rnYTB;r{!fD
w|dNuQg!-2`;00gi4M;Qr)i#Ad>qbW8$x`+TnGtLjVWCG(P6Un5OQ1sXS|?^BNN}ws#Ki*DX+{17V1l
|03H6Cz#_5-mj!7U=#gFIvi(hORQb1EwHY!>>@32v*Puj5xs}^`Vl);_7e;lV^904cw_eMVpjtbNuB{
~M36wifd^Y6!}N@Hq@pvd&YAPQ!RV^H?)%<IL`~1qk;w(Vz$!fKzB!p5Swg)4<L^l6LYQ-Ch$hYO4jR
pST?co+vLa6^w!(dFJ)!<=T>5f4^(b6wRHzD_r;6l|UO}=q7}bl;G>In<6teSxG&+y#qH0O{s|9e2LZ
#=d=Ia8;i2b*RE7I;*Mq9F0Gt5tQ0@6|PBdM93vR*1`F9FSmZR2y3*TR<u(bU}_4&Sz234k;+YcZKiT
;%JpMemZh$PPl!@J&!|Gur6vlC?0-?;5k*GYJ(@rjo-~RA5ryCCfFpPhy(<NCIf>dMXB3Jo&R|<1T9}
c#I|Yj^BIwkv2g>&ZX-Ez`(C`(*t+tL@{^+`C&N5+#of!`Yq~RvKT-Ke{CF(!d6|>Vs6mi&WX>>LW(=
sSjEQo%Y~E__Bbmuz<KjLG>yI@xlYXCHWmjxEtMKk2Hs^aNJ3>Ocoa+NB*U!$;Z?$!9_jkZWB39UXch
v&%6MV@D+Jep*Sw|jmsaW1fw-GkvHEC2^SmTD)G>B((eBf#pO0p7<rH)W#68Z}dn+yriMQ$+<cNVXj4
joSjW5HHTB_O9WE*!sZw{YgAr8I|?CU$w2TD_T=Egmj`me$Wdr7E1p`h?^fRiWSVTBzRfchl>2k5$KZ
ELoF0#LSkK8v0XSEBp}MomPj3Q4lJ0tJS+?dfc<X2sR*n=3mG(=whjWrst|aovfpO@%apn>w^+%;}?K
|1RT43huxq1JCfdjIem-8-`?t@z^=Y6)OHXXNB&pE;H5ml+&U#UGGV@Wjh{XHL(D>RC*8&&lD#rC3;M
!s2g$b*t<FmQc&hP+VfFCUl=E#MIAnR1(_;X+E7W86M7+8`tL@0T*J}5n*$^lCnKV*kLm_XqA%qmb$!
vaPu}P+lwq>U_Mnek8tFw!diA~a(g%!ZeK~|lcv$<+CiTJaD&nX{StrH`P>1W+%pvcXc-ytPvXVxQft
NBy0zal{vUiM(aNN1LI$C^b(9v&pJW9TM8tM^KiYBjimTZmn+fd_8I3jG$nl9lZ4OI`_XPg>wIq^qB3
T=!&E{6fi8bzB#JP+?Qq`+pd1#F&Jmc~%MA+xf{oBV*)7dLILHN&QGh4&lQ253$iOrxEEXEynIy^oJ(
srMBV-Z?fxnfySKv7!tnIBb02r`)h?7yG(ux+R}%X6QDE_!gAjwbaBnkVuzh3ku^j+B#C0)N6GT?5!%
5e7Z{?qmoFc(&1B`@9lD=s{hE}1r@lB-FB%+JhX6&LNXU{<;mARh12lPRJCl^N%{!?8nZC{S5njd@e8
vTR9oa7#PBsdofe)=T}@y4Exwv=>iJL=SDUN{NrVyc2(SUx<TZ_GJ4e}2J_E3N*34Sxvfe?|0L~};><
R(h*$nZfdb?ZyF8dT``WoDsp^aJSIq;vM-Qgz1kCk+<{QSnrzAX4v2^JwIA|I$Dpx%Q{>ghR2=Q2;F9
X9Nm5GuXX5j-%&e0do=6&+k^BUo0iAHCyZZaFs~7w+IC?$`dn%V(gyOqqM93J+x{$&t2Cf%6>y?s&<5
&hH9yKQ|e{q*vcF_K$(A+B2%>6L$qzh$%!>oXgF4bX}pcVQ3nHNK!uETAMRzNQ!8&BLv$xR3bjF5ONO
OQA%!-3el8ctjBHUNGo=#*v|Sqn~hh47CJt?&Y?Y$@lm~f=u3O|tM<hXDNR0IcBo4NE^kky?5%d}n|>
|3J0mXYgT{(kP|4t9e)^iWOWSIvhJx`}QGvLI7L39Oz{Vq~&k`}r#+6)&3~1Mn@>Tb}scLXZATj%-Yn
ko2HRG7EObl;ryOk4}6^S-a6#+XGpq&{R9+@Pn10z0|*}CIIqp)$i8fO5)%P`u{CbY#!1aU&zUqBp$9
9n<UTN>l+?A3|`Jzpv})k#2(1KGMf6T-xV_EC3;)kd2Kp$D6PAdhGdvIp+A3!EPzB1lVQN*G@Gf$w!P
V3pz!ZkPMHu>d<W!Mt(#^Wcja@Wvfa;oEM@i0e|8z=$Mk=iJ)<-Q-;h6{SrPqF2zUC@2rCizQ<DG@x{
JG)xuP#NLuKt$Z(-^N#@Y>=!0xnsqh7Uk=75kpDBHSz1VRxHIT>&;+_>&kAV^BZNM%|L`%A55%`Lqvw
fxcs1=$6I?o|t{1Ex&ir%8Mx#J_mK`Q`MMe%O=~~#L0o1-p&au_^tTo1E3DPE(k2VNtX6_7M%yS#FIx
I@P8-QiPgiRi*e$eNg6l#vRgKXwDZM}gH*^!qul~VVbrheu*=B&Pp+;6sVb?$DwrW>UgS`T(Ds2OH=$
~5cU-bn)RhGIwC#Bu;|QQ`zBq`&ze>!`QhlKKk~oopc(+*CM8yBxEa8e9bU0Tt}0alZZLAl9z9vq<6R
2HO3Zkz;+-16=V)-4NSRE-if$ws~kQ{UqG3h(p_soz7Ml>W(owXpr`%`VMp(x<|K7jAMCMxeosO87z`
D;1iuf^|}g&h5c@iA)LYw5dYmqeCNx)FXC>VeZ2o=^Dy%gmrbw7EbmQz3Il5O8_t)0W@WmV8MT=bKvb
^#4IlIKZ5##B&oA*ff-@1gg)@lETH1+(x9rMJ_pM2Jg{UT+p?&u-jkJVO-CpS?EP2EuD@(O4@f#yVbA
u|>UA*!Qw;eL=2nKGRG8$jM;!*Vxp-XhV8oM1{o|r?o=R%`B%lbTy5779sAkR1gw)p@63|U=L2<G-wD
nhYmU4vlhYQds60lroEZ1NKPim-Dv<B3Q(Cw0j{L=7IV3Nqr2`!yw&N}pEcWF<;KKtp{GzH?!F?o10U
#wQfc7k}2+;02^0g{8gJgT?7!bg{&ns7+>S-ZwALjEHM*OViG2@2Bg)!LX%S_8ACwOdO1`D4m%&tRWS
*{g!8*09RHE@rY>}e_O%1Dp~NdSTA@>L})rPn>qP-LIHf7GZ1%%=x7+>9f>t~u1BG`c*lwMB>o@|ljS
|qN$i>HjR)64COT4m^2Iviis6s9*ePY8vpj<ZAx9>yRO=sebdcWzc@i_LB<WI&aN(dc;*yK2M%XK(uh
Q;H%KsT`+c&78b%SECbN`DZW_kEVv}1}Vg+Loe37XSXr`{-Rw5*@%uhp}ctAZ2UjoCPAi?<-)g+!;)i
YN||AN;Te4f`5*Bx+a^|6KH}igCb>GY3gvIY8IuEE(&?l|$UJxym%*EM(TmaRTk@L&z~Ee#x!)=eh=B
<>POdw~v_%7uaBAR!wRf(*pf8q#w`RO~sEfs~D@tfKIj2thc5*<ezg7MR6+fXr)H&nVUR2rKfiH98Lp
<bGeYPU{7V@5t0z@2OwZqiGb!HE#`pW4wZY(DM2)oLN8?HrqoPOV!C4Un;O_RG)yX`B;%~^{Mzg=8q}
;cDR?LuA^5t}1u6wUx*SI?$ENoPss;SC0p#&=qu%f&b$~sWd6ze2ha@}{XcT!4lZ~Xfuj0tQeSP4uO6
W=0q;mFqPs^8&ur)-5M0Fmmq&VoTL%|T?o7W_Ey6!<<z^K8y5cP}*H2I9L^?a1>4hn8+3>6yp1WyC@+
QXaOW0&OlY4aem6^u_|9D*zB17@eWDUw(N?@{QmN7@n`JVZ@5sUJ#YZJv}8CVN!^8R&h$>4cwG>!(~}
OmL#+sd>Ue=K41A0#Td}9#L5$8&juCxs0q%({}@&<CE>b#S@I}LZ5q&@ll=BSiK09cIWR=yW~(zu>!4
oe`0*Oi#3mKhRZH_tC`138kls#5rVG6dJ`n>+nr8PPMC%%QNj_`a1YHJ;D+zU>xG?DBUl*?aI$|HzKI
v`AWQADX<~JTnI!toWLfrMl^*%XMCTvJ1xc|7VFF5TVL`W!3<+DcEqXK=QTpEABI7yV2CWP@JdOy7(C
@e4=CYTz)aTSVtu$lFC?WmL^Dhf&$V;Jx+r=ZYwQ<{nbeix!g6B(?>9-hG{`ug+Vao*GvGD8bZDew0q
Twk~edpLr7G?Yd5NedyJ3Sn((9jZzxJ@BSASy7wT2~WVNuM#?dAP^eO8OMp{=5l4uw$GJJnVl@0^T*0
>IMyQYaQ3mqGGpklRRu5BDb<kPfE9osx-eJuTex~7IG0a!pr%>`T6#~`A5G;&^dJ#e>Tf^4r>njAsj%
`I%8}-sCn=A%9i7UOFWx|XXUjU;!%d;&jrJ-mx7N<&}#^FSG3)s+}e|thmEy(t(8w3ce0sLqd~B;2u8
l~YLgeJo{*oZ0u(%Up_BA0^r>73AF+X@U1o5hqnVY7*MtoII7~AdGL+8=c18TCL#G^3J~N;y+6>1v>I
l}}XuBxu3@D~0IIQTX^wv>WP0hH>&((=@i$2J#XK=CN&w|NbsB~R`pOkZ{mPvaAP^tNoqXVL5OpYxs`
YjE_qi4(pw!a-B2Uyl~;;>0LLPFsvN9-BmA--M%{I6!RU@-L13M$!s*d{WcODZ$<EtWxsqV9tYPMT`;
5=m!&Q5oj#+S{7rGjEW-QRH2$lY!z_0bsJi9hQ<nYHKM0i=C<J^>LaDRt_0e2`wpi>~nqo<Nv^2mL12
a-MS@P&fN+8J+l~)W2mj)YO}o$(4E4TjCcGXYm7(c#E2Bh8szIRS2sOAA|n>wInnP`C(LgNJ@1Y5$$)
+MW(kCNRjKXIx?2GhY<Bf$173x8sM*NguVZCP-%6Nw72l!*@{LKI0kp_*A&(^iwh~zxuew|ynRQc<Ve
!gjgt7Cp=VZ0<ie0%P&1O85yb;0DRy$T8uToyeOslG!lYTO9f%PKe0r+4bFt+G+e(Mh9dfv_@#SC*RX
9C<ozP-akfbsR3rxb2b>&hv}D&oY<7`p|$PaxX7>5{>+9ypCu%yCgy&nROPus%Y?f5-cC3u+x$ZFlJ4
)ESJlAk*Mtj#nr-)xy;J^#7(cizy5Q6E^-Hv<8BvunW09l_a`CQbZ(P?0wSDa0tNDt6X47PjCXb!hdR
H!c7-3;F<J+Rb+k)F%a8k?>ik=+k1gJMW>d8wX}2~@IaWVyC;Gfx5JYG3)#<BSm&m(hLvEthy}Oyl^l
XsX#>mb&%R)=BE=y^Wa#zKq9exn?YT7#CdM33V%_-ccEMYKI<5|>r}`JQFxha%!7+(gKdNtW4~+O0cr
!^!0MS<jixA7kCSRIC5H@k$L+22j$;eP*$+b?c#NL2~DPbf8TTkSBa+31q)afm__x1rGBHb*j##rQgJ
7<}98x|ha*M7C#Foi|JFr6nn|B$sN+H2rJX;`9Nyt}*keE&wYTZCqYw>ktZh5%otEh@l=5=MOhTF?Rs
J!;ZS=>c$-ya%TpS^Jh=i0tH4Yx~(V%#=$|CC(|fn#bgEN?N$(ctNGvur9;v5{!tjJiI7@gH_W47oLF
R4)TTy(QVu`da}fm*DZ88LZn~M8_in!f4`dO-X9y#ItNp2P-Wf&-=}Rvxo1AL;#?lq!=QIpTW}Z4GF9
fZPy@G}zT>Q;<YfuKqa6HjWMdQyOM$9|77FSaK`vC`bpQL692vXCm_b`$<~JSbYVpn=%0p>)+9rI$xn
|4;9O-y<`;&(<3u3L^K=8@&f+UVW+P`J<x7?++WW=VbJ%^9go~bAe6wtgPXhCfKz=+P=$D7TiOJ5FgI
lIUcwEvz-qDHl@Oj{Y2eIvwj_3Fy%vJK^=|NE3_qQc_8scF&__SFHR4Y?0@7-!vpw0q5=&xKitS$vu%
XckMVG^`o*%;20>^p|^`I%mX-Ucnr%IQ%;^IEAyVn)_JSU-jXX)e2@oLy@jjh?Aq<35pE{GtA(KJFTN
79J~t>KX(4QSrj@i>+Pw|k*0nDfE_RZ*Pc*Inl#4BcIdSBk@Y&llbZ|I%WB*!NJYY_59K{g2eA~+5F;
0PZ+3?%p=3|Hb3!okl~`Tg`RmI!)iSr4Wpbb=SMN(_qbJ-H{YFCe{bSV}--LaBbm+JEKADIeMiJ+a`!
^;~M$(z60_IGH^Ic#u6iAZutvdJwDg7u8p8RPY^EVME=_I_PEG%V*d3T<*-f$B#(CN@+BC(;{3~Z_(x
bwv*#S7f{;41?552!8Kz(ds!fKbQQc$Sal#)}xIEAo~k;9&R5I|PJ1tDzhsqa<P&h>{$*c6eA@a7RO1
&GH4_XTc-_%w63xu0-%+a1o1S>dwcbTN|Y^4DJ|k1{vmspXlz)C@xT5KMwE<!lOtt9q_=dzPXC$Zj3N
582nu#Dkeg})i?<jJ3&JCuVYqS#xV3<+eL9cIAzlsPk`7!vnRPp*+^(3vPRrz`)Lo{wUfDjJf5f@FKr
bf#D!YbDZ}1I{g>ucgi1RYdg=30vS(hED%;H>1u0(YS)26BkoiMdGJ8UmfRPo{`QGn*9e_xws1Z9it5
<FogOFQJ$eJ7$&f9&Qcu>Kd?jNq`aXLiW!FeYAV!rgZjhxFJL^QKX(vckQ_9qo+j+Hqoe~(WI1;ZPdT
sN>)seU;MoGu*uS!91EC|~;#FH)YL|8NI5D@!<$6xfVRS-bl2-!qSES9rj$=>*M)=^WC-2sek64S*6x
xMa<cYivzfq<Q2$rh4)R%j*qi7H=k#v~qDl@P`*-0#^1rm^4knLQ!s6ZT11jja9Fg;0CBdThy{F*R3e
>+rgH`L<q#u0a&VFAPq9uy}HG~Fbd4|WD+9Y2wNC^*v;u4%>B9`K6B)T*u+=_+3rU!Nj9=olsa)BBhL
Jr@j$JwXCW>5i$na*pWIk_mW4{Dn|CC7ewdajF{u_8)%?nPh$$lBC9YS@I(t{Td5H)0&u!j`@Li2i^(
Puk#|x@y)W=1&cO_qD-4{ZzqI%$k(R(W~r67=XJgQA4N5OeLT1!VP@**B_=ILG25k*&XolC=X?bGe<&
nvLuQm)ZpVU`(inO%dy?kT`)R<drH&ZhHSmi)W459!pJVp@7P)jYyGl=5pi$|J=->p}Otf*UtE1xkka
vd=sgY16dUz(-?L;vW2az+X2yqrhurt%;8q!Sn!4P904J!2NqITgGV4n{`<(B3tv($ct`aO8=>LSM$1
Bi79T_PmdMgw5p!+DMn#NUCzIxgi0I~viv)y4YBpCCFTt+smzH)=W{I}UynCMF4xurj9JvO6mrEbQe>
pzO~U}XCo!Phwyba9=CAMCpSJfNPxnD|85+n(P_5gPSMauyS6%1^Ql`6bBQF^>B4VX9gIivOX|8w<AJ
QBE=H^jtJT4_b0}pO4_wO^ts}G&%bf?efBeuSRZ<;E^co#krC8PRwbpb#Qm$?<r^~$l$&hQ+Q-eMD~3
NVV=D7q|`mrEy6mR27h3t>#JGlwVB{@2rrsdLcw2Joo72%FgSnb1mO|G+p+_ar5n%-fq)-4u#NTFuU6
oC8yoD<yztv_fdV)0st|^fD#~*T71x&%e2eK@-61w3gLud3)UdvY}rIeq|=Q!fmB6&AUr%bL)zkjCn5
+DNh-Z5x^$;j{MC)!`6=C1Gq|Rfwfe*PZlv8Bq*TODH)lJ?027U1`R%|8VeS=g>|L5TPp~(eC*~YSDe
8ApWGKDIeVK<6yToiVdGO^SLs`zUS-_W-BDi8WRDVX-*8CsFU02*<yZ0$%^GdZVoIY`3##XN9Jz%~4p
Of{au`-go{V(mM6iH<J71OhpCeoVSEOj75vQ_o%}929BNBx=SNYM+utRu)a4+fK+P||0K(Hw1oR(<?4
ZJ}4sm^-&D$ga0VjN)~Ba14aKIDimlYNIdJw}!(N4R=QD&@*u3!SoV5865@ya3l!UxaMu!EQPF6x5Oi
@8*_X;>-oX%=NcV_qpO^Q%KFa*Jl*R4#J)CPQ}5TmBd8hiZN&cKVGazwHQy6Wat=S<sPBL7ehnNbHdf
M+#9LRIv~G29<y^Hi;m*lM@nX7f1hR@cxI-@Dc`!Tg=%8*XcfOV!8F_WhxdA1mm%UQ%iM2;@Y2he>w1
$A3!yPh`3B)HBQd^6(4#L9F{lFl@MIYFeC8+x52$7BTcL0g=H}i7?^oNeE32Z#$o2cZ##6N`-v?)Kg>
t1#gjPc7wB8`QxhV6rlKWKxH8vj!b;(pA9m@voq`Bx%yCfYtj(X-_Y?v{?%rvTn(NkD3z=!}+NEgU}l
iclXDRC3-a^i$%eYbR|)kED%J~|0^T6Kj#+%+owZaS8lgeTb$iY*XMD?7QrpgB!+6%r5ZEl1mu!zhYh
9iQNQ7ZoX5GTSXm?IS*zT%)RGB?DTD>zrAhccM6?pt4t=G#z3Q9d19975wz9?FCB$#*M!Wtlc1As0zz
7<wG?0N3!do!8g~Ui>_9|D=~iR?(bB((@5nXCZ+=tDYF<MCu!EviYXPiY)Vx(T#iYC2Oc!Y>VBHELVm
mC?K*6APSpxb;P=K@R1n8bYzDdckLnIYAv&t%O&T+PLCk{gpSJ4nFEu3w@fHzaVg$%ia?owYaFt`$L!
)8HUctR*Qft68JdWMIiK~DT-vM?+coPnFnWc$i(Qz2mk;_gV9(`PWuQVlT@T=T&m$Yz$BV(T2B-sYsO
Fu?N5Fr}au1r@AogjvWvd@}eq8_8&flGGcZ02`K9vcHL8Q&2P6DpPMlYSJM!TGDgU$Fcx%Pm~=Rw0R8
ch`80fGE2M0+M_GrB})K-b*Ed8++;+zb1Pos01zb1$9i3dYHTZ4At8h<_}Z%Zod2V`bLen-~PNL1k6f
gGMg>d+u5#OJnvo#M-C-UKcY8DVhfq8_c6x`{6#QKk8FS222N4i8eCq6iDK}0KXw?&L9#;QjGw-7N*+
_U=@fkNsa;(#i=|MFjm_l`@0L_PYg&-J1(>nzwqY?cCh*oHS_%LyqX8$c3s=c#RB{7a?h_*pjk^Vv%x
;<`NW-DxCfR2c<52oiGh(KF@TRV^y@_&ofRa{fPuA}$ZE)(xSAoRZ4G4@f2{@V_!PD73O~t^X3v}RVV
OVq+{Q(159P(R#B)yXpwSNQc|3%L>Th%bqy01t~c|TABa^IEP0K?hqUHYJ+Y3jwtJkb?7s!T?++vY!@
oO+qeS|FWWh(4!RNfDSWmo4cxh)Z(m2=nz{0;bM}nl2<EQnZnfIy-Wl+u6)@#kq*`OU}Pk)SEB^Ka}c
D;SC|>nOGCJ2F$B7)HG@5dWK3XFYKER`&5|yE)v?85%_GmYQe;^tVSXVtL+B`PE*NL1^AS5h<dT%tJw
ZF$`(ZJH3m<Xa>+ZKoaplJs^it$g8)FaKc4h^4-yCe8VD}(NE8VbU-?Z}Z}Z(dAgD-B;N&{&(s*R=PZ
Qj!LI*G>L6DZo@*7sQZoeEy|FMLH1}1M#(H}%t^%%t}jAYBDy8bWFTULqhEO#C~7ND88=Be3g2`T6OG
tO#%(VFIKtD<io5c<ox{!VSuHGE;0VIUu$?;?}GvbL0g5JC<tKj9!x$u*r2i%L$XsZehyUdwss&-^#f
+ZN5>AwN~xDD~|w;w=)`g(C|q^OUHbNPpBe;o_aqqZYeQ0w-{|MlxIc%RFPxxKiIy<i683K$S3xO-oA
`<LdcCMPIZ@bR+wvK|M70W=qn{?YdX_XW7E6m=5d2dY79oOcE*Le|=ya(RmZQMHPY{@|l;j^80c2OZt
m$^fb1Vtby-SRLroCJ^7ey+pcI3b^-jTzrMG>i;s$o@lpW~{Dn>jeOHU6<hzfm-Q&8jdq3SD7>WB6Mk
9?w@-F~1TrgH(MAwcw`p!RhMDX3~D-UAv6)3t<)cocK!F-?|NWA{Z8n%A?$L_l8ePCTr<{tGl;p0qi9
bGQQ8{(vFRqwgxloD6n)FF%%fC9HSXV-Y9=mGK$(8h?j@7aNnBq{AIGBIk%bl%s^NBtBl0(DxUxyMHc
7k3;%m;+guFk^H2Rxz>hB@euTd9ncoEHWW1Kj%Hr=SSzrLZO?*=a64y_8+P__R)7j>B{(9F<+zg$6d!
krP*WNKrOt)g?hrp%Q_JP<7LD4*om2~Q0Y#=ak2l><7w^()-{-h+a>L^#v_1Pg{3=9Mr@lLLr!D>Q9=
!frUUH<kq-FlCPrAsi<qSkZm#}EVqy!uV7G7;jhY@{ba=iN<T2`!+E>5N`be#RLzIQv-{N^{R_T=(O3
5as{88c%Uq%(XiDJqjkH5?`DaCf-it^UY6X3zD_#uSWFKChz8sz9G`t5zD0jwT@(7cV$1!+OurB?x7;
B-2PHcv0`9iTKrt+^HCWe%FvkST`oc8rizvCn+HfeC5<mrkp`A_-Bgg%$^a#@=w+8^A$VV6~WVu5mw?
u<aaalBcL2Ii01R(zr3GIp61wVnZ|DZrU47#QL(|>c>P4!`27#yyKhql`rIJTX)2r^WO1MpuqWUlDp;
>NXi?^BdYs8W<hDO#h)q|Ldk_IDrc*+i*c;5Q6O#0CqAld$=PZs*9KsO#&svu95Z31cRk}IR8Rp*<Z5
8puy(sz`mpcC!~-w&m6?hF55aOG(4wzvNEel@JT@M8e_n<VMzHCKluBIPmkDN)t#P}9KaSzHrG(w0Fu
dgi*)|aa@hQC?z7V`VD!cVRhUg=amgdf#<*Biw^0qZq=A_Mv@WNJs@Qr!nG5Qkd>sX=7L50$)!lh-~w
{8YCO+O3HZaKvN(OpSko)p!%#y!&CtdJ!ZdxhbbgawGDzwmVZpA9f2p3IbkXoE2-!75F28lqj_q}j2I
PQ`?x*y2w)<vhO2WiK|RTmpEy7qbluXIsMQv{c2r@5j3p<?EZhkEVq32I?%z!^SP=gv|;%-BdDD=PMq
qh(H1S-drF<aOD_76DmqmSsXjVg5v!%0F*UdyxAF$lV<(Gv<GDKDwlRq=Oh?Z?!|TYk*jcL^96<!#i?
OPr+z>)ByRG>=9F8~ky99>MZzkN4Hjp(f#K4Paj|{UAzu1Qjk#hYBfD98BSNBMdI0exay{$mFGQ!PPP
l!2JNaSkPfXQ6jK6un^E-yLF#yFH#!O+A^2^6^YNGf{#h~#B*3D8zk?KCkzY`0xnQEfY{LE;Zk3r|Z<
uNTs>;B5h*>o)2ABZ8VwY>SFR6}N#u3k{J1gcwL_{6|mAm~eQ-7zS6^_Diyo>t_KTCXh&{6x`8-gL6P
&3c`~pI|z_n)ms=e5&R~egY1pbTL+@29iAgB{BEp+C>1;rJGTi3e&=(GysD$6A+<ogKNDSxXYi_W1Zd
f4QH-{eiw){zhH~MF0A5`reh+6AZENPo<1(dCfQadd4#T`Cd&bEKn>sZlx(nfln}cAAXN8A?q_%?2yR
%QosjWlT+~SgU^&QheZf<{dSkngTDE-dN{v)!oV~T<=P6Z5R=MsgY6=Oj#yTLB7=13vWZ+&D`Rm_WA)
*Z@=q_FbxfWDcP76g#4oPnn_j+g+o(HAP<O8_nxQnfSh%4S>0KUTIH{uBM3!kh(qDuKpO1+Tomx~Oi+
#dOO?GyC13B4^YvWX<l(gs>;YLhFEv|<WEdM%4NQW;gI^;jVER3j{ACc1KsqsOhH5KgRlA=ich*H8JJ
f&}~r`z}fa_Sjs=S!9K1!fH;uERL8H+4}8fAgIlA&h7h3u{`kZlPvn=uVAyl15H9(lV5uRVRmebw)CB
g_s7pE-8~%OzJH9Y{j3HA)`l=eL=)s_GC9o}Ei7h1U4$5b<6?_<3TqbY_ZtuDh>^i98z4%%^14Tq<7j
6gkt!x|1n)8OAP&MHr+^tv+LN|c!B@90tLxN2)0ZBMLfk#K_YV`sNEJX6FdA6IGsFv@BVQE1Z;qj&m#
8eU{&Y>uKXIu7B@6xLFD_sz!^oBsu{f(pvychO*I3Cd>O{Dulqdz4B$c1Rfq3FZ%(=m%5Xjts+U3JJ1
`r_Goj=*(4MdT2EGrGiRjUHM>L;GAi_R|msp~x+shAXOX&QZ(8XMZlJyRk+T@bQcCh|~<$MHhzp|@IX
;7gi&7VxZop8w@$s9%<@-@E~vpOGtFaaOr@c>8lNM8Drh$E6^wlcC1j3Ua<W((N3Zj5=-#rwAas{8n2
5IgX3;a&3ky$0ktatgOrT&4_06rOPPn1vcl9f2Me3HFW04@iYhh(645Ysh_4}=h=q(a9ASJsC7baZ+e
-IiR;);MX??tHj35{&Irm9h`U6?su^1T-fAK!rT)~QyP8s7)?k0%0$lzR)DG&fnM5PyOs%7iw6^HCjC
o{Ebg&qnA&I3Shxsx>Mfoy6->7faE+oTmPuO{hCQ7cuu87Y>Gy9DPe>TU5Or&cVcHSM0A7G;aR}8$_6
7<NkrG&E)`B^PF*uNd;O)2~S@kMZuQgR3ejU3R9TF?_~f48lSjTmP>;eNOkqV!DuIB4S!v2zf1)q?}_
opf%h_;UptX^mMaqP)L3)^0ZG<IEN)ee9*QDPlBcqVD&i?xK(f1y#CpmtEV^;oSanNSE+f4}m?t1=#a
IJ$mAbgybJN{6A8u)My|h%=O7NK!{4zZuS||FRSyGIjJ02`NAoVDkKO%)1(8rd<(=z-_~_<fh_s;T!S
M()`$yJsHrE&8QE>c7d9JoDWq#;)OfTh?8*zn87TgweQxg<<=xEDgB;C2W;q>N#DI4b>q(K$7uFF&kA
=b_8N~(iUG<i*<{2BhV8T6{r;kbrdKsi&U()wiTgrYuQx@h!>am7+FcM2bl<$A|4eo!ppG#PxMSAm6A
=ZiF)u)x|!?sx9lO{M<kHQea7?JpY0AgW~=_gt8`dtMf)u87OGxVyaBKU#)&^-N6TSJfw1bHMho-r?b
?;I;g>rq#fSb8PIPgtO?AU;0O6-5*n+(7W0WKO){M!7IQE!Ph`nRT=B-t|Czz~v;X<s47>DiL@}H?NK
>laH(1;ciak1<mbKiyiJqw%zg*J&)NdaI*=!YW1IKDO$(9zK@SPgp{aOl6fQ1xF0i-Y5WH|>g1_w^Ou
(j%%YiaRM}}x0tohP!o*lF@!|IyaMjQ|WG>~O5y)kQ=-epcNV286&>xI)uDV6m(6PU28BNxU6*G!gHf
4d+)9?Dbu3xD{t<D22dT6wR`9?J5y68x?JDfYK`Koxlw4P-M@!nxYS!q3Zu~hU1q_0rJgwlY%j46&ib
KP$^Oc0!8C9DnA5i-OG<}b-<peDO-W{M8kyFbbS^#0VsStsEew^*Q4(_Bzu@9jSfA7nH6-6y(q>zDaK
#?7RvF%W37NU5Hi)*7G%4h~r}!0m>vL~rjp{qvS5B@4^dt6GoK?#{QaQEk#LEcPGZQ2ji516)S7-k%U
uXub&U*N^hT=tkr-m4SU5&Q92JmoF?6f~wug92$v0zAWb!=mgqz^TE=vdNUhBzZms^IrwcuhSo&jIO(
#@Xv0so)+trvR*Qt5)`9GYqiP~C4Bnql2~SBc;M=F0_2$q?93UHhW>J;PVT_0h3ivp$aFIT1O7?w|YH
Kg#wg*3JTV0QK3j9o6;c5yCZT$%7V#ZLfINdfzc7Oex!4cCQ(08*wvDRvsKh}N<_s>4-q=u*bG?$nRg
-HsS**7`W$3^P^*9M|}bkmfyq6~2<66E#teZ-^2+F6(JdCihn5V|Y_027t)(WBkLh}31U_)nn@oVzmx
JSyNc)&^OEv{Sw_#EPm84gZ^OZ}BS@H}aOKkN-0vfNe8fQTq+NZbeiAn9$i(EMbfEW7*D+%ig!>%GZb
&RTVME)Q{n&71>{+x_PqLc1ux631*)*jtc=UXN((@6Y>adO{|bK#_|HBPNQ~$rn10odp3}bM{hvUym|
hl>T&OUC(&)RcP$0r8INW5!dXn5SWA$|QST91ndqP260)bL)sRc)f;=iMF`s@T2yOzwbs7Alq6^v~f1
5z1q(r7se95u~=hW8keQ7sz(g$6GFcv^ikVAYDM~Gx%gw`4P_D7oeJ9LP9d@{pFOjVZBoxQS|e``Tyh
c;jLpmMZGmBdwzhsw{_EIWHMaI~}!VgGLvP*=UBPj&0>k>|F;-wh9>aUZ5eIc;%~qXV@_##p>~Jq7?Z
bwl9cx|)@Nb-GGmNPm_kKt_y$!^OZB9qNMcDv%JdFapkac`Y3a3HK3MT*>0Ko?YY*fF@*?k&7>X<uI6
l!-hNPH&QhyepUR``qw2)c7~hct$V!&zK)5|@ZwS?Frn1O&36r&6{d3aa(Xr$)=<TI)}qrLjAL894me
E-o4F-3zVi&V4j&j~a%oj%h=7~ur2IcHZ|w*OiRp`j03~G{JO>{t<=V42Rak{L3Rw<B*E3Rd1KeZNyj
UT%T~mqG8j6Dc7B7{9NZ6q;kP;P~&bZUS^Mz}a1))aGA|i1Oxlwum)F1CrLb2@V7(f+V@7*{27Ksa+M
5K?beE%Uzw^|Y?Rwy?%J;cpy2>3Q4mnSr#2%WMpD!$?Sxg4AQJFk6kBTeIw8`fI|wRB$-NFpmz>3o1T
&E;-b(2if^Ki-!`Kh7dgcY(HC%##dO;oze3d>yV+6Fg9_(4MG`v43;t1#Wt-RQ6w8Zt#JMrwcT_f9wB
tEzO|U-i?IpMT6#tl&}hBG^mM^3BzYxxP~}5`xRyZxP(rJ1znLigAqE+iH*gR2)>@<MKOPB^TXp6E#(
Y{k<K35rFP%O))9NJ1t6L1lU2sofaSb?4(k_h*F&2;9w8PyH+m3Cy;zPrDq(3`S7qphiBsxfVj!8@tI
RdE5K@W4xmLGF@w^&W>HaRenpfO~4&XqOcl4lbr!yc|P;$4-(6aJ!>$*hMk|m{kx+mNn4o-(PAB+GFY
(;Q!|G|A=1p!O53lDC75)kr?5PgFj26xse8J(HS&Z~cj4a~>~c4-uD&uqG-q4lN)E!&ezXBTJ(+N6K(
;`NTcN3FwU)FT-%=Dp8Q<B;(Q8Hhp0yh07EG+vYbS}gV;SY4nmG5<v+!t)XPID)x8z#+(1C+9AoVJx_
l?2yJ)vwvxr<|ZpbO<#{{;j+2G;b!nB>c>T-5%xXB*5Q-jukQwZ2pfEluPq)PUf}qaQ=_-5a;dr=TE4
|3cIM6|jHr(Y-ZUtU0&8f`zLQ?N*pWU+S*?yHVD$kuML1Ye1SdXe(mv|goa*V7WPZ0>fw^_lSU63v&J
SFU0c%0xV&JzkGDnx{3Y9p+zK1&Bp-75guFj4<mM8Y>HwW+Q>0aFD<k+CcucpP1gH;)xU;LdI)=3})L
-93eR092iF`D#sb520ipVqz$%L5QMkt${F(J7{i6oHVEv^9#?8(is<j3k<Rl7}=C2G%Y}gbSUIvD^?n
v^gb4%o}q2YUQ8JKK)2muS@Eublv0>U2I8{`EhzEl93F5wn!~$R|_H~f|{4dp#Rh{fn?*G4r1Q`6gu8
ulWMYTDul+=B2=Y2Ejy}LtV7p^#X;TiC`~UZh{nHuRm`t*SzDuJ`^?lI%2CX`9b3OftV0~f!gE%8y5)
fp$h5J%Hn9mE#=2QJ38G<J>>N%f@n>}W1M2Fv5e99isu6<p{v_hr$iTvpq@SByZlr-+B>WEat4eP7nS
WUx$y7*r4kO71gC>c&i|gQzr2m9cCYp5c?4P%qRrHYRcIyq<w)lS{?Z-d6QId;<J~X_Bc&MrCIF+C%&
uQ!ZgKG2qZ-hHkrKnk_O(9_izT*xub5l?NGEPTKLf@Zbar{F~9$s1GS{$m8{JqynH1K1>S5I(P=ZeER
I}G&Zq8hEUB}pUfMW-u2G<yAH#u6K5X(j<f_l~UdU9lsRJ7I&ZR7-vIW@i<CWE$-Q=tJ<q>~G{{G7rt
a-Mt1HDP8|82w*40{vyy-1v28ag{wc#@l1wn?~;{LVo|wP2JB1P#GpT`YX(XC=U^Se&`E!ypu|%PL1?
?`Qx)^#S`TakmUb3sFSYdyo|_7v1m5xH*VYu+mgGUmN4Y*c^NK7>A!{U+d&bSn{amWbY{EzIR}G#L{q
A`mX%ZO{23c*|;t!VnGLf=)eD*W_@409ee#lH)Iz8SuKrNl=y$dk|bLA8$_jHdT=xW&y{+AbHVZOs1^
U#FO3Ia#F+8#nmoGD9ogdgu}(c75@y=iJBVHvOfu6c2c9L2bTGGqeqf$YqI4tui|c2G5MYOg$I`y+%h
j`iW8MI!EUPc!?Z_(A<F#y*3>!RH#_iWTznG=#F!_Ba^OwJix649slf?X?d)6R?;jJJ+C*e1{)F#oE-
t;Qc<(bf=!lf2>;}nta6}y!~wAINW?{9CH$FF?p>kprZv%h!vHITr=x9OarJMPtDot!aSk_09K~oEtC
h<e*~2f0lGrn4L0BMj&RX8OGgWyp-FS?aMH5wY{zuA@&vqDmMGf#>?)KJ6%`GjH#GKk3J1Cs<JbgS5W
rfo1HRT6p^x&mwM(_*6H<6E%kiZG2SAAssXLhGm?9=@*L5zc1j&U2If8f<nk0~+5)uea)`}@PB2gr_M
cjTW5jKm7SZqMp6TOJ2Xi)PEA725Z(EZ9IfRsL7^13(mE-3)BX<6t%J(JWycwJMp%|q~9%@Tn3GnBWe
qIRau*@JH%K!{tVZ8*A_{55Q<Jt9j2a3UX`cDz=<(}HzSYSw8V$r4wwL{UFi0b?iR*r8TMFOmNgIN(u
DBNjFUaR&S?-uX?!#YK}+_{TH?_x!mDVm^4}MZ53#;cVm6T>fr9-ls#F<3B-Pi8<2|UswL68vMm$IRp
08dTNHh0rz&?byK%-*pCrHF&JhgcvqEoYr;@hiB+n}zA{<AI~doXKqJxBm;48otD^g$r7;y-QPXfS{)
b2!ivb=eLDP$7h~l!fpRZxYTX!5Ej>VL>KImcx(tWNvv5=V@CVvN?EIsdR%}afScqP6^eU;OieoFhCA
`Wm+J`&;x1-Ba8UqV|@aM-mH?H>MRx2}*3H)V&@$0~W_AU+vgBJ~p2d;=t=TMl`;j({ALUCErU&cQ?7
NcW%&WsudxasHH_Z%--^;cHNM(Fxr2YV&fK_Vgpx<7N&ptvuqn7l6-F`l-t7ac$VCgp|E;hES;JIVkw
12DR`__yi(RQpN9dFFH{3&#QM-Q`h>cJ;G?6zxv=-(>DMOlk-?S1={DKNqnaA?bWZ@n=LbdEbVW?LgE
x|PE8~XGJaYX{T8<kq92GgO~resm3Dm<TIhJ+-|^I}el#vzLm%lo9IO}<p%(WjQfMPONmO!)?rMfQF+
SnF>g}&b2E-*7k@d7C{{7>~_?m-s#F!jWlip8(3M{2=_dQJ<XeU|z7wRfhPkNp=P6~fwKDepp&l~>m*
-belTFuryn!$Cpyp<)=#cApLogF3rijt|id-)2P-nQt>3w%o?Ub>8ygJh-N1-@HU?b-&-`Q-s4;BSFp
G!=)P{qd>N(|&?Q>hX*@eOE9GXE=PSaEQ?QA>Js0!BWDf^6-WCwJI`HpqDswOx0>w{$IvL>Y&Kd!%xr
npL7Qm4Ex>0*EaIKZ&3B!2IfZ(f|p66fWa<923ZW4<sgN-7k3SYR{k9z_Tyg49;<0#Q5?Gpp0N>hafQ
M-w1zI6*<PpA810I(@e_y+JVLi>v^J+y?>yzk1q_Ek*lvRW7{e*^5XXiUKxt;^Wm20EMkOZPgvY#e7}
?50y^x?PfAYCQKj$t=$xbYknU@VoHd{e>je%KMMM+ppRIxmxbszAekfYY)^)TCP#jb|~xilS<4I0~79
N$j;vJ(m#jQ(xELQE~p*D;W#{@*nSIGQYihYalfR+s>SQ-|Q>M%XP}{$uZksX_UFA4geq8EY6}wjxI4
fjNjkcONZI;2(UtOZx3hw!?vKCaCqh8SMG&D9<XkALz)Vrj<8<gi5?n#?zh6^N2Ps!_3u0&tdTwh)ua
NSLa<&zvn6_{j81RNrLf?6TmNt|9M+7#vT6HI2f$X@tHFZM$?hT*2SuVCy^c#g4Y~e#F@2wSIZDZt1d
?{7y&4Z4xQEOFCH~dCHTG$9iP2VsG^(;hQg5lmc$#}uwoBk;o$^#hpMWFhcKEy9W+jXTx$GNMYhbu<F
-^BE^i?`UWo)qZmocl&NZ{_hGy^YOONg@JJ(pOf97?4jQdd~q@$do!^W!_e^ik9E6fwmdwP^c#oWR0A
B(Y7r2LttX-ZRgUDaf2$Nz6tov<(bOs^^%Ws~v9aqg(2^hC&rTd!Vm!C3&!xZMkOYkJ~V+oj9N!{C5)
$L-Ce#)*PaJXb}}Fg-c8X}0g)nPHU)N_GLeTC7LhUQdp!M2bfrs@j&Y-snB(peHWcp<*HX53>SVK)69
058#tB2=nUx|Cb}4NVbeXe>=LBdr*+p#I|1gV+lYeNL9EEDFqH~zfuExi%7k0t^4G$ZFh>AWy{?J)5V
2n`-c#*=WtZnZl@;#?nVnKV>#3Lzs_)hMkq*Y;Qo$WRQ38i!ddpLzl}I9{ESAV!d)b4Oy<9IfY~|Q?x
9Ef)gNa(Lq@}=sYRMxU8t3<ajaa$4ltzom5V!F+yLMat2e?pMiB?&4<bc#+wMor5I2tB)w@~5I_~ew6
<a>)TMij1Lkh0aOiZ-PTKt1w=but(4ZI-e5<04|t*I~g7QQVMNU+^?)381xH%iH<`Wg89JLdE(#&jGy
;Ci(b(_(akHcS<ROrIAjc+_VAZpS+s2+Fn@;Qm{qpe-uby!WeMcz7uprlxY+fouebME-^s(ly&=6bA}
V`BHXZyOX@u{t@0=nrRCfP!w^>TZvxK3%bc#?sfoo;PQWu5roUTMx{fh{XHEUW3om)LVC4Su+J6>jF8
SxR7-f|g15|+qj?TYD-fdC{%SzOC76*iAHmX@DRG8PjVQI^ew3QklhH>gg4QRJr*-AxpQ4#r!P`L{Cq
=b;fqBLyqQZ$nVr+oDki&Ix5~qKMS_4}DK5Com09cHSS^>~b=M)m(Xz1sAl0hejZWHTxe&f+1e~h1oM
u7rcYub2totRRle-$9jW<=R`tPOwj@&lH$yTvz;Yx!&Ggi0^-jH`3D$)#Y9Eh3lDFs=x~!opI5rZ`RM
r#sn6BRzH}rA$OWU&+f^H89`jD(1>-#z%C(9O%`JxfHK+Qy@63*VZ5!VgpWIScQa2j(nq^`6K_cWkA|
>otn7SWZ*>xd;Ga;%O4=K(pC*WDE50BusaS0IDpj5m)ft3B_v@5%wF!LloNvW%vSj#rL$@MlCzp}75O
equU3e4N?q56_3Qkvgn8m9P){zPw~?Ch!a7>;PhaD|yM2%8X+-x7%D4C^*MxNi-wg=%^C-St-YEqGGV
hgwRuoM|bVJRQx#gwFWs0kU8roLEf-#*&X`Nl?(4&Al%C6*Bi>1a8;N=-KVTCW(j{f<YGzlk9*Y6cdA
SQgT5*<5DX=B_P$v}9hG=YoNsa6E#iJz=qlVS>D73UW0;lz0p6|jT`;U`A?@TRoNRmc(mPw(wvl-{9b
F;<FSEeK}%S!JktfDJh97S7Q-AUNv%kiWC@O)~Q^;~VCz@N04b@SI)S8<`Z~5l+FO&g+DwC<XQu-=D9
C)|^Z})!I)%Nlc%*WJW|^9Csh~e`o8`dGfw23aVg}J98^Ez%w`P?pDXDG#PmykMzVlP(g_1qka$FBtx
fmo!e_Sf_K#ummErlLIf(RfW+N4HjW=)d7tz*9F_Om2n~hr!e)-b%9jTc0y<F?$3lS^-*L5y71q2|6<
V?RpVy^_>D|d)aPYgYZn&9=Yd<21Ro@Tp{L>a?=}Y5s{$qhla766oQ_%_`Mt9Auq*6`Mcp+O0pzXYNX
ba^{F0r`&Y<~tAQdL`EEcBhanV_#X&YoU1n_7&=M!oQx?jCOvBW?+5nLzNI07qL{z})K3)Bw%IpqdYP
2^%3D15ekeN%-ls^>==GA{wrAR9s$!Qv|hjFhpWv|6UUYd(D2%<t`f?5m1R-#|)onrmv@TlbDX7gP!k
Hg+x$%8E0&Z(-|Ha2(+=b%$y+LTwj@5qKT7~3XcFSwQP869Gof`bV?GZw9dDK;LaH}5>K#e2e@D9Q1c
BS-9n9n-qFCr{TW@kMaDTwMEA&<`!H|8BAq?xVNaM=GGv_}RyRg&pzq*guSmDj<Y<$WR*S^WFi)=ThO
37q_LQ56i}IKk)Y&TUQ9_MBa!}OLT<KRF8;Ol^Mlb}JclniV^tN^kat@QcWsR>UOkjL`q@+)xxEdA?M
cdZAbxWTGtwuNMXJ?9+dPxWUB4?KK?EN)yx9W?IoEYT#Vc%{tFvQ6u;PM4`OVM$4=L(dgee2AY$S^s}
ADVC}Cv5a4F8wO5yN7UQ_HiODl2^g=M72a2-Z7>qvT=8Ddz42LO_KOiUc*>>3-Zn8?el+<(p%)%d?k<
qm~rv5TqPo<kG}fNqoeT>dVZ#gKT?`oV0{jL&+zA1A)-lfbhxI@^fA!I6i*H0%t~N|=sr-*VAcmHW`T
mtlG9N1Zb8`CO~5V0G^?;ChpxyEA+?EdhV=AXohgVGZ2t&k50F(WtIS`fzFs;0m>|wz)I~V76<6_Yyx
spggvcfRC^7`o*dT{BLy_LatTv3eJ@uve-x-7`Qp8OP2nDR4<8xvh@|Mny%UU5^wr<imJxGXiJ@RV)^
!UXffEu9n`sN&R4Se7B$=*qH2R)GGpUTq^&AcD1Cz&!AI8p&cjeA4MtPRM#XD%#_Y9RBMOO6s`?0D0u
f@>z@<e!lxakW9qm^(^iz@ltNSZ{h>AeSSUVPCJu!<kVV9M=lrgS|9+axuS6-6=BiP>7nLtd4~-U>8u
VG>4$9oG|1Eta#Q8qTPEHmH(9v11JAp!~lO=hI6!!3okmQ%)?MSY6hAWH^RHE>cGDA$*C*Wi1r3uG6g
<*dDcN`Uf}yrzL<%U%^I$1!+=(6diS!_HHxVJDG?;`bcI(%_>(^uK2OlveduUTRE9~(VJ1h(F#KK_3l
Z01k4v>biaRr;Q~AdX-ljCZXP=9jZ*v4pTuslA`DK7WV;WbxvK^i?G&e`7&1PzS&`Q;lv#T0|SeiMGg
iunkHI14rU4>$xi9KfOXHqSKiCFYy9PvT2InA5iX2fE7o#eilj&KmA2_FEl+i9N>Mkm}0Ds`6nJZa9N
ZX|%}V&9<af}ow??a!48Y?@1f;LlEf(&AeD_1eoUS(<cow&XGu2~yOQu_|9!4~~C7mp1^OPud0oZTa&
cQ43=F8?Z85d<Le#8{@~>_>d&Zg;1CLHL!PgFHa;?N~;Y1BJ@8pi+z5ru9P|8uZ{K1mop#ec9I##ew$
*j39%O0R0LAN<S?a*Av!q<d3^_l<gN+wo)vi&BJQKk*dO%Wa4}fQ=k>@G0H1G*V`xvg)5`a>eKzA$+1
@FN8xysfs%pyJo`4WXYhn428PWJ+l}%7T4)q5v><vrY(|j7)E3MZ6UCqeLQZ(h_^_I8PuztMT7e$(ka
yl?p-7v*jsYoeldg%+q2Mq^F3wu8i07JM30E}!xry+(uwmcgVc)w;PW~MTwq;~u+%odRWLXl_#x=O`r
#NlVQzFH36yt-L2CL$zR>HPffwqDC?STb^N)1fc>J_NvOJ=ZU-2So4m_c*KTF_dHBZX-~5cvps~)&Ng
*&Q2|pNKu<`)f)95O;;0N<hj1GTVc+{WPdO_K`X+`;Q4n$DHLCRdQFoTcof?LYk*r5Y%9+WO_i~Ioc{
)@7hS1dcq)N)@v{H9tngT!Q+sm=OpfE6<w(VV40q_B$DPBlN}wQM@{F50dWi(86#c=(Xidh2V%yPpxP
+NyYQDma{R@t7(up0QJgJ@j)h(QFa282MgM|%VIQBp;z|Me&yzMKILzsnDlT+=zD)m4UlZbcgu3jW52
j*~{GleRP*qh5iMb-beu@$T~EVzvMKI6CZ5@iUY^vc28&#Q&_jtp1kwTG4mB8a!1=S;j4?SXhy;ipH7
6_9zd|CoUhLAWN5e{RBvPWLzXX4LOn@ym*U#X$C>w~!qtc4872{F3OWib+5?|EsxA+3~<vsZlI=C^+j
C)3lpEDleD=FVc$R&LgyW4g;yd7=Ic(1+NsvfEGW;6leowr2oC7&y^%W2$}$uyA3nZUn%Xy^mRH_Pkz
4>4RSSnhVLP`y|DL|5id1oJ5kHG5X)mUcD%!pj2{f}Jl~QnwKVE8UQJPyZF4k{INJn*B@_qtUf^9GXN
olwwA>-*wibvIa`X$zX+9jCL~eOs{58M|L$BhrZobJFC&2>U*7OqnP}ur0m8w_~`o1h<(i&*$^koDpR
}Iv(f07Haef?M)Sh#J{>WUEJqeKZ?-*F_~9NeNyKSnRM`KhaGXW9W>^*V?y{IK0Q5Q%t~6+?fQfLwGu
&OLOV1$vL6wmnuK2WJXp*^uQJ)^gA`!_o&+<{RWwW3GU>Sw;_Zf%|z=_@Q_A^X{_$V?*RJTNI~tPzqQ
n6RFBjNp*4WyNM^(GX}dbX{a@V<_LZIAK+j7`yC;!DB^!clTj_mker&*K&rM_slb2O!T8kp7;@_9zh%
=Wl{O9cOrbPQ-Bh+*PT3t^eJlxyWyM$M)nqO2M`Kr-I47Z#?uB$)z&~1g9?;@>a;3%KPZ5#MyXyR{dC
z4?nxHT6s*9YE@K4f1LT0lP`9YDb{7V{h!F6+0w&J!UpJmn@bS>r9_M-mYdE%uu0VhBfzuR<21rj%9z
lpw=sn4Gr{MEVQU14+^U?qWjxk;gd+^OgUq5!rC=}Bq~=C`WWtvvr-#7Kj1Ns6c+eUiGCeD&6Sa_?a<
C^^d2hFN4qB9I+xKj)0%kLT|#Mj?`+6gy>858b=yd?l&Gj>w_ZZe?QK0J~>Zq-S4BvN7aT9jr2dGN3k
;X(u742F2W#0<1ePvub+Xi<vX=@sw_WG5_KHh_p(wVVOwzn~84!N`}jRf3)b`sYKkbAKm?69+8n@27w
!)&dQDrpPHY>H4dgYU-58X7VU1okJmNwWr5z^c(koxzjJZ7A7J{#UeSza$YTL4uFz2~R?#m2nxHkJ5C
_gpHH3gzmql*0YbgX5nIf0TCGca}0S$TAQxq&Vt(j&DH%Kyh3_Fgy)5gkqtSU*=CkwKL0b3rewGE7G-
<)n>mmv;MUqsN+S0zZ?a^3uvWOjS2b?<eaX5Q*o*g<QI&w$4yR!u%#M&M#j3d_-xkdeNbVd}v!)pdi4
4${Z7W?iwT{R}Z%Ss1{QEVK>o8j%vjtaNGMEK;Sj)2#KSPl834I9Sz~Gi~Sb)bzNM+VYD<ONXeo_>@t
)AuF51;VIbDAy2gLC{{Q@wvNv`j#o@R<b<nwjuIZ2x)48y6&TC7_ePT>V<zm_t1<dzU7X!vgg_<p0}K
TAJX7QfvOh(YwC$);e2-&To!_oS2Tlx5l4~snTAV&*3flzT%K%D+MQFmJg`#$RKW7JM;mz)B%N`9|sn
K7h`3BR0I-HOO{3Q#U`Up*6Y)KUs3b1NeJa1hT(CYhlE;>@{>fhI3$KeWJ{Gv#nj`Eb;_PEaBBh{?5&
X@2`a;epwfeaAGdzc`$Nt`<V|1dZS3L-t!#O^$8`9zJ9IUprdXf-s?_6f6g-OmM@_!U%rH)nZBuAIDk
&D>-D&~Z@U8oR@_8j#MwrzI_yNaX5`HOg~sLl$2^s?Fkv%BmG7qA4CvTYX|0z9(Y~m~S}$Ei>W7z2&7
G#ijp^@<gmGn+})c9B>Vzr|yL<fIH)s6E3fwXsK@Ip0P(V0Sy0}E~ep|SHefupk6E=c`1OX?K^*8)|)
`=>Ulx#pI3@%3Y*_W;75y74$g5^lS(j%)aB*zy#Xq_7b)|QoFjpJo4C>J$7Vh~+?A9sZuN!tN=LqvTc
@BY1m7E{!K<>hRzFvTiUoQ`ol(^7R->tGv{^lh(>bfdG1VbiUj^vzN486qdB$Lg88F8T($d_f@8I{eU
q8ehL!p1Vk*iq4Zg4j<oCAPk3naM<C`dckdH9{Vtc$ZA9^NMLN@IVOn-~ipJn<j2KB;Jrux{wzw#$y-
J&T@6dYGtL(8wkW{ju2QgBb=Im|&;!QluM`b!L?6gc+Q8UL-X|eih6PWHE7o0#yHhiytzC*JOW7E6~v
I7r)A~jXcfRt--u17zm9iYS1IquMckzY6$q|aV=S*a6p`KnnA0Ql)hdqR~*_M2L8e76MJO=O4R>9vL`
v>=Iu**y9Yrj&!HW$;}rRJI1%d)<DF<`Xm)dGGItQiD9J`cWZ{m?QFt1}&R+{r5x-Y{?J8rL+C0wQ9c
h=<Z>b(l*4BTkAZ9Vopkc|SM#`J}y(ng7%j!0YO+5%8jCd)bI$`iDPSjzW;iN|Lf#jwadqq)&+4V<`9
2qEXn<{EGwX@w_GT1Gs^W5+v9<6KA$UI+SRex@ywUnV%$={M1Qm3B%fVdF@@07-EU%0dxZ7mR_Ov3J;
8o0yq=xQqhuDYqwYApW4!B-|k%$@-unai8Uy}vOHe5tON5s%6$8UJjS{fDvU*0)5^Bec*>r*`K0u<d=
lcxVqjj5JW6Qz3YPaIAFWQXyI&z=q#ZIFS}-TAa$C-j0llqwd$rTXWd)FPS@s-h4^TL*NsxGn;{tgmJ
XJSS|d0UyK(T=a6>II&R~n5wzkSA{0J$Lu@SSp11>6%}wy(Db29V;obo43|2&U2ss|Dww1&Xo14iEA+
5SrVqe_^nF~r}M^T+{OYuy>U%ho88(Jp$H?WcwdbuY$E3*q}<nM;{RH^y~n9+BZ=MW!YWNTAHWJ8tpS
u73ZEB(^#16>uR*%A*#?O~d>{pT!6TXjPaW0vrFDlpf=A?|q+tziGfgozbMOVL61JYLfGL>gP99Y9BI
YWHs5Oo2}-6Oj#wegst11b;<)NnT-lDj8jTEvMHMuHVsBUtrx(f%al7OoRp!-m&Pt{dND*d0cpVXByi
psEEL4r!;Ym(+QX$NuePPrg{z=^GVay(Y1f-(EX4S?N8T+(T0)WJ);i&h{RrKoK4k#v*UzS4m3#e_*n
OUjHIqagEC%%Lmxxl+U99}57r8bJ4fQtLcgi8X%(*S*<H06Sct+lKLrm!P{~P|HsZ4A>%=HbVAI&Hcg
8KpTLCISPvJ9iJW#_ETH@Bkzd3XHJ&*wlC;B{S{&cf(e-x;RGw6l6jl!7PH&mdaF5p&aQczZ0D}ah=4
X$Ey&7*DPHOTl6q4rM~Zr?2zcKNHN&|!C^lz!IqHQ%uYv~1x|794=P-)7GTEbUsV8HV;9;;xRPjCF&7
9#k-BM_{tg&*hb<(2rw#PW|-Y$_mqKlq@p{r`^fE5^<Aat0HFj@a!JiqOZ*RxGV22RxX$mtpp&sFt9%
2bBUDm_@T>V;hWBWriLRws`WK{UZs8)%XUF@6164MehLQ2X-KzA;deyenIq0}?u^|-O*`8wk+J@77UZ
dt7)$O%V?+*8$<5<`0?q)|R-SNba^5N0fb%E{<Q;DLOr{?cOx5bms=I*tUekqQbsNmQEN)O()#-#!su
iKmP{Y9yyOuCFF|yK2*Bwe|^jk<hube1}&?tNRhsg}g%prdf7VhFQ={_t`ro|>=K+NGCZaDZ-lTP3-v
2C=0Hkx}PuK9cRvv7~yUI>@nS$%&v(5AM)MNfEVc%%Nc^RI*e<Cjy{eF@VM_MlPQ@mop^M}|f~_sdIe
+_4PSa=^JJHQbaUfHyGZ(|kF?^Bh_^@^6<u-`<-ql#JZ<*6zz(*J|PG8*LoB2l1qF<olznbI<&<%FoD
jK@GUtowngxq2$Y~>#oq?jevp8zf^K?=oV9@X>VU8s0UThVu^sL)2)CV-Tl*|Ngn7KHE#qWFZksIeNt
CHU8<jYMU7BSvWAntYdiOnGMr;s?*3xUVg{-8VazsNVD(buh*a8HHD8Z~-L|kX?4f6`PoSJ)v#((-FF
K2b;ZAjwFZ{UtztF&e6g&?_5YJeNWP{-Hr2Y*+4v5tQl$so)NZN0oX?-b&ji6gALl&RvAKLdG_AzD#S
yp~k1##=9b6+6LRgr}631#Ri;#2rCthoG$+4nLsbYL?+Z1#$A=;HTM_y+g~=CTXQAZU|!&&5X`%F!x&
2Hs0&C!1dJORCp&l_BU1Ug_U7k{Eh;HIUuS1Gn?z?+#V+wpXmyOfIx74W9#lHl|>V;!zjLE@qBSTFMl
ubcE!fT;ccTcY<E?5MBNFsSbA)xP>@uguo?ngGwoxlElZ>!Q9L2b-dhF@=u0k3Qcz8J@Z%8;5fFjL@U
t*vw2P{@EqpOBpQhiDzL!7<V+Hnskn2k^eei2gFt7zLDk-0`UIttIzXTdhBXyF{b0w~K#wz+YjzM;?{
8u!#y|>+C%Q)C(*C*UV9p3k=|OI}P6{RXMeV1ZuOL0+HPY93AAdkcLS!@yn*qN?*o#v=&b6q2I=Z0z$
yQUcQM^c{^+6;GFX3Zx#v{R+#&tVxfel`CJ}piK&Wm{L6OHG9g^DGBCMBWA#nU{YE=lWyVAJbRx5M~;
F&?A|P+}hXR)(jk>Y@qy$vC)#36TkUDt+Jgz|k@jb$2eyy-gLs5$|U%fkbH**Z(^1nI->0<1|`}_KTq
@FR$5lIQx&~vQZ|1PVwDhwkcbHDpwa2wC;5JeD@+9d`sRN1WPpex_oiOyc`ncgbeKTiz}W1;J%jH6&&
pN-TCx(Viqtd6A5|0CK#R(72rsLVL+V$Dplg7ehiAKAj#}LQ-YjD%e13M>EZBOD)fFHp4IK`21)w~2k
{cGVpG)?9;DMHNc06ytueh!)V$0zE4}kBehEYg?{bM!V(%>TN^`xSwdE3uPJ;B)>OR*uV5Ra5kBQ$>-
;8WDyT=7bv|`6=!rI#{CSNDK#UxCBTMu-*EAx>#icGR6-A_nNi$xpW{5eM*vIJDcpTu3bKfu4vHX%sx
am#*mBg>#8w#xr4wUZC*H@sEV$Q&}>WgqX0Fe$jKEbre&@^q0En;v_UIR~`nloVs4n1#~#$~lGlIgN>
In(^V-Dvh5_F>>hIo6!;e1~s)OxMn6UqFAdG5Yr}Z(E)m`mJaDH2?HoHN5L&kwj{v4iy4L-@Wp?RE+7
%({2W+etJ`Q7E5NZaAFrV^wXLDUb>2LBnZ{=`^uzIHKED?{)_#`rR*tad&DC~#3|=u|JtMC2ur75BfS
!_r(NM1TjhTGLRlhbS`c@Jj1yc{=jw2=&Kf|b51x{!dV@*z|!#+b@qZ41*c5KX9Bj$oudm2?9Rtd9fp
pYIrVR-i`kwu-@>fu9z1B3TbnAS#ylSJMVx~ujx+Ge`d^s=VtT*^%)4@H*Dc?XlNKu?Ob0L9CNpZbv<
M%Mi%f!DUyc2C{<0JkK4h@7#7)?P%eq@2K=WkYE3skc#RAcNnP_22J*&gMlZMpHU>0Mu^Qq(EdGxnLj
OX>(~Ul1}~$6-BR}EJ3k1{7o<Jb~Bvt*g>9c(Sqj|Y5{Ss+9!<r$)=>3QphqiJY_4GCZUbJKa|_+U0w
YEapD6tX&Wg>ZIB0zD}k^Rlo7fjc-VNNE!aP@t?r)*gPktKu&C8x_MR+SvbtmBVb_t$3~*Ga_9xpH9R
3oBN4O>bNlRxI*!{W}K>5E%{oi(}4l<{b4KwNpG3rH47m@Nn?b2g5t{>zRYOlxL;&9(r_t&!aok*G-4
J@n%(dxGD4xxGpzrH#DmcnKPI-L}M&(2KIK(2PW@|1GVsDYc{laoSHgBH~=BEf|@c4{To+Al?gmmubu
gX6~x0%?EYdxCZ~f`i@sOz#-xQys;4P4t*3xaoK={IzMNqUg*ztCP&_)Q_(U4L3*CRY%XPomkv3N#|e
D9Igv+PBH*z3FYEYXoiO&f@a80D%0r{wfvqk2i37)^t$2wK#yUIjHACKt^r!U@UN5<fQO58TZ&&usO2
;N&Ikqb(RR90m0Xp^q+f_*p1I1TIMgCTW{cd<U%#i{Hf1R5wO&zy@#ptF!~}Qd1Ggknl1m~_R!o_)34
(qonX%Xl^qSv`fkJrQ`~k2aetmxzp7e*nA&|B40W!DShWs2=lA$k-i<TJ${*8l9E-2uM#=KU=JoSW*?
U6&5sj8SQLg{kw$D9d95t$(Lq#Pr(@MA7nb@lY^59(fwY?n--x`hoRq|0T4pzJemDm32o2p=rG9h`f3
;0muZFydEZ0ToAGmEH{U=lXYEq9dP9An@^|wGE%IQGyHfiFotRd)cT=u9=iEcEGE>Yr3gaxO*ldNwv4
RA>YTTQhKAV-a`34F#xN<3lM)Apri?C7WYWo*XcNKr)C3hE!_#dzcFPs)#nE*jZEH)=4k4Oyv6aAReM
qVE-q2N8j`zWJ1S?`O4hM{f%efBE{J>54moyp8nX+qEe!bS>K`}(M=hMtO3~n@4~Uj>CxE=j8uK^nLC
|gbo#fgCEOI~bSOKnXH6tC>C0QH<<U71|Acy{|FR?3@I|(r#ydHMx(^swi6<3DPeac6|OIsu_9fGkCK
}Zjns+EX+jY$MMdV;dU3NG+8PBynO>7s3%IkF#+n{MSF!;gvOHQ?2w>tsQThk2rbuczk$wDXLDO?3NT
TBGuR8@mnygWK4sFLo#vl};g9MlsuGy>OKC>4|G@=<6-IF0$kO{0^_Ef?uG=e2tQ0>ZqpLTGA2-wW)*
>-}${nkw+AH&D4X+@}WxUAId<e(vO6r`Khk8n~`Jz5sWeD+r=mf^6{^PMobLY!+qOL{bmW71sl(ivBM
-M;hFcstG=%81;TS<t?ypiPmal@RK~?4%?e53BA$II;iy5bS)Zjb0{dJ#-ZV=bG+;na=%&hlvHK_a=G
7vmwo*;RQl>-9qqrMk8u6aI;u#fo2kdduHjePkdc!y3M@OTd18Jy>$+)2Ay~OK0DWm}tKr_!)g)c}ag
ES?WvR`b66O0bymIpCHM4LxyiXWosF+$$fIBBEj`vRVObeH~sg<t3K$>Jpj&K-GNk+ZU%PMI?3;ax!z
TRsPM@|4Qt0PZlYD8qBz$#2?|OMh5_1`?@{tNVvPW7BtRFS(W6;v9n+gy@T&nFf-agjfAP=K5lm{AAS
ICqc=CD!`siTtY676v`YWTVtP<1yzC-Dv?$eIqIj<V3MyoVB8ubvX2aj>I`~vJ+5`X_5Q8)7ysyeQqf
2HEt?EKl~(e5ito9a@YUG_77Cz-)`mxLbyI_gb74{XciyIuh0ND?oE^U;d(Bft-^DDbO+HzVq~*IpsI
7}5IKk;pM)t?sdmB_pUP$^$&;dPl7d2$@t5VOB5zYBfe)U(J1z|vXA%+*zKbv1As;<}q5dT%MJ1*_Jp
RW=g;R*Or!>J2$iF`r~dx0bCrv00%D|9;*d4Hw1_bl*-(BJylt`#bUtJ)}FE6p$jcIh^12;~B<JV-gV
J^Og<ZS9AQ0vzkam=*1O)#L1uhw=rdIHDNl)M<=vfOB%iCzzN)O74qg2o2jELw9)z^Nm^<2zx{P3qy(
6wU6io)L|3>^vnR~)qU(b#H4CO);M_>I$no|0gs!)S=t%<&;4O+JGj%~WV<GPV()=Y?oZSX?hvwDYpW
=CamfQ9;xL-E6ns%d%lF*D&K1wmnqZtQmk*Z+yk+}$fiT?kt0G^}9gKKFqIaz?ke~8EElC8CAK!~Jg6
c?$nOC;@?l|)^#3=4j>D~X8I&-d;X3fWWZ~&b;ZiUG}B{KWcksa+rFQPpdDrw4VdNPgG!nm$OS7^qHC
OJdCAs@t+e_6+uOut6Pu4f5)gT|8sspuRR_w^`Zx;0ew7y=e}jOmYD|MIjW67>3!Eo}4(yH{2B-cdOJ
^p5&d)!VUV=&U}M(<qnyr=WT<vic_P4Y3znSgCP@yGT-;86%g(Lt4aB0-2S~yJK;_R-ngcW)ll=`4f^
0Xv}ZBFl74jq;W%vhx0*meheYmj<vi@(<-_uGA0AP68y;nju&hF4!@WZT2CRNQ{uAn>QG+6BF+#Z-I7
}X3jGuUKfT-fI3YTvRR6d^s6O~Q2)Gzp(W3*ig914Ch~HEzyC}I0njOfjY^58QE{OtU*-o`tJD`V&a<
JO-{#m1BOYczb7du9U=Uf57>>l9`{+<`=hQ09M2r71-lAQwUn7se4ug|>8u6wq!p7|Y(2;^8t+gtIqE
?1}n@4Hw~n5~OyRH7%nZ_-bScJgkUH+-sHuS=9zC<AB_H)FdrSO%t_Y7`ZvkaEu}n~p+%w90*wu4qH6
v;<t-tk5#tZ+2zVAN%e&cH?yNXyv2-Vm2AsUS-R<uEHRtcS=XPj^7PaXYn7lsfD^VAaKgtA>o}YjUCX
>t1rYo$cf$>(ws5VK5(IAYFVZh%xGJVwhy<$K{^-2>p06wCG>0eei9RckCiaXLJ-E|dV-rA7s^4QCqy
_)yx*9J!4A?+J-13D^QaRFN{0+rr%Jd(A43_{1(L9ven&A>tMNro#p$-2H-LcBWBABi+dFXRge76<rG
-=qSJI42ZK;n36W1b%VN}E_)}e@)<%i#77pxhV8@`=WvH;ftBWKL&kFwzLzJj%JuY10(3aXImBADx8%
Lbl`cA!&z>3MLdQPLPo;g+~()3%9SI$7vdiyP~s4>As2e%Zive6#>zQH2W<*XSdsz6NcCbPDR?N-55R
)B5Bd(aDz65=4wxS#R<TFvF<k`4$`SrM_;;GDB-`YT3FRX^Dil@$+>#qdwQH^HsSh_AT8}jQ-7GmarX
gy5ud(`t_$*GK~3jZ8eJzad512CqfElC=tu4^+F=3Cn(9Y%Q67PL0~y{DOBcJ%7S96X8SBn#3~%FtUw
hmbK-fc0YOxMRbNcuz6qYN@r#mYnyQhPF)efd+htoo`pboPCP7vNGLf^4eku6xkovr04DQ&1t0aw=*d
tG(b8xJS-3(QIz=f6LFO%Oc`ky<?jPHA49~6uZG_Q)zd;u|!o3Ogo^}N!U6~l53AQ$@aJO294ed0XBA
z2qlK*Q0;{8yy60F5E6)e@j-ZP*@aK%Es+OAb?c_rIztFSDTY?uUSU(}6>!%&~_qQao1Y_BeLl$;(cb
dMxUN%!yPN2y<2<Q4;|cp|l(Umia+M6_u+p0MU%{fJ331)y*RyNPm=P2nNe>9Uu`B%c|L)lsasWB>sW
HG``q-&0y;KNZq2>(ncwyhFW~i;K&wT4qH8s^AOeizDE}vyD6E2k<Ft?6sZMy45J%$^$>?$i2?z07I%
moP0j%#!3B%UXvtSDgWa5;OB-e{g}FtG+fLK6dl~F*<4|MHYozH&Y>e5OqCxI1_Yj3YWYz?MO`#Et?V
si4M)4ZmeuOC!2d<>8EQ5N^7%qW7Lbd{@hdq_25#F>{U6HnF`S@w-0;apJAzzryAQp<zxQH&(a#B5(>
PkupXO7f-J;a?E8PCuZ@49-6K#*mfLH$NV1RKWFx8GKl{zA+{HgB1Zt4$@8^v5sY?78V*BRAi`gPsvs
)aqJMZ>P)2j(=-Dcn-x|JVRpNKZ~rNw1=Gr)ggtZAh&ucSgI!=0WqlTUqpoPWhfv?J%pu|p4sNJZ}LJ
UkFL&FLy0%#lESS?F`0@BT;B1>t@yiYx&Wox&}Y!KV|lT~)MD1MlT?`moO(08I3XhcDHSGCL^xs2vnd
*P?ix*SGk%wsS&wi>OZ5tpfzf|g_Tj2Xcz?Hc`{f@c7JBqIUF&&ccj>?&Y{7=ZT3$tO8g5)p0)vR$Mc
qoy!!C%>bjax)UKnTV)*;}iR94P;c;tkf-QCT2U}>%K?<$ld5ThSS#O18>sRu!*<*`;oDV^l=D>Ck~>
3wWYg3I=3#6<UK4`c_Pp9KJzqOP0bG))^k8<y5x5#yqe=xe;Qm|IRM<-Z2OCU<;X9x(h~-axo1x#}sB
J!{KpzHiV-&geC<rL2Vn&BNVZdLc(c;gmoRcqMcL-9TQ{Zs5wluHe^(J9UQK9`WkFZDYLW^Geo9&8%S
Dp^7Y3ZG?JZ$**s}Jjug=L-CD>2CR-zo0II>&0w1-eQo#L4XDTx(JI0mhR+@3*mJyJB}7j(S2I_Wigq
#M1W5-!zJpwX$TonD&l(RdBUhhHFzE}gP+opp;l5r1+0}K_m_b>;lB2XHe*eGPVb3m%p#(sCA#OJ^^7
fg#fl62*hYmxTH+#@Gm(u8@(@;neqb3Gm**FWYO@2x`us##J*QX;RAy$FSN?DmO=u&~-((Q;^&C>3ko
;``ACu!bAa>onG9fx^tHPu<05gyc@pG3Zh+~vfSD@9TtsHF&H=n}pDFfLLi;}S*jknVfdRhGHm8BPSy
!_cEnL+Tss%`lf~yk6Gx8<*T^G?aHZPi$Xx?Dt(}SLPuSoK9%IlbUBj!>x&V2^|#BBb$$Ac?IlfqyZ?
*QM=;2PN_)fQwK*u!Gz~SzeiwJ>|b(Gb;~t=$e+dTf#>MDAsqU@XePV+IM^TH<;NF<t3y6+LK9CUn>V
VxGGmSj6-GEDwYo&We-E<;5<OltV0=)v$LOLOX*Wyo?Xat9zr(#RW%)ASG$w~_6!$OK_aHPPV_k<~27
nlDT}P<>!ia2PmxU`UdfE_Obp4xN*se{tyE1NorNjsf4dxGQ*X8DeoC&`PS{{c;$j$jh#{+wG7KRxqM
k1<t23b;UfC0bZj&*)*k>K*dvjw<v9R5h+(hi^~XV~F&uA~y6v80V^LcxQo57Z#8`-4sAo_K~@zPH(Q
)s%`No8a?~H*`nG{D9~OJp`rLKyo?`<F2OmA?6Pr%{a0!3<6T+H^@0qqRa22Miu=kOF~QRSQtz7PDx4
RRRAOd1NSvL@kDA%rEP&=h559Z++4-IQ{gImKj$l)tIjGqOvHa8^9QrwzRv9xq_;)QH)<kG&K$pYIjo
OHcHQz(#CMeJ^SPi3a*;-vGWc5bTE<_&p>^nr!%ZCsX8ayFh4U<_v><=3VV_<9Hn~S|QKu9*#F!pJt1
epM07mGGR4+?_+u+<7o}$C(Cy$j5YS^49Dz*28e<BR)LvAP|4{(lSmnrU(Qw_GK7ZGKy8NF^>jj$nTa
64+GqI5fBPMC9B)>TcDS7i`Kr+i(}Y<=ICs^x{5R;!i`(<trlrk)gYRW+w=%#i3``CyQJ?pK_1B$t>j
nI`HKwiF#D7WOR(IMmZ)vyyd^G`;#Y=fulCbclGBJqO{)3w!I=>F}O`!LAq*q8~u<^@6`_Nv;5GGqRb
pytWA^OVn~>2Rx5I9Qf#k^5vqE<Gcr`;KJ&iYIV7d%5934xL%)CVH~aC`HTMFf8L-HiQg~6^X9^~VwT
uqw^VSekHFg~6!o8(KE+6bk|@G5$*iyfNC>#*&BrVVIx_zWfmp|VjDG#<xxq3@p<~*!d^>qRF9nXopI
iDm!^1?`;0Y5<wO`NHW87otXlikbFO&2*LuC7|xNXg7o20yy`wtws!d*R$D8UpxrC~PfFu(dJ$?^H;y
B=SC@kA?diGkvk>Vw1yRk%rql5aW0#dyic{*FTohFE=f*-XZWw1V@SYZSY{Ofd)vQengr+t8z|V<yT{
146y%0*|_8NKEY6fLGsZ2enUSM|xE^&xu^^TnuERhGOkBA0eQ3T$3?^TpHTO@jca_gAC_EW{5#=JBxm
a-zS#Tnux<!OHLFl15H~9I#9FY@}kZj2LH<K(k6pOFTzL`r#@}3ZMt!7T)tPbqCpv=e`SO$#@pJJ(_5
OvGO>SGEP|qsu+EGTLA2@2lerW88mm4)N;a8`Zmz5_;KA<X1t<F7mpT%$RRVx`BKLndFanL_>{R+-8y
4xS%C(;N=0}gEPXSJaKNO*0D5nUfDdzmW4%8cCxYYC4TDp(JOL`5$;;-G6+XWTkEj``65TCozWygx=Q
7Ns5NC$9t%)08f5RQHE1FHD3j0v?7N5Z#2RYpMsV^~)@_v)fiQ>&hYWC!m3d4+~lE8XMMP|@k(K>Gg8
8+}9bT+xOoijwV38<7_4-+2i<z*!a0j>J7)1!ykJw7G=$n<CTw@Id_{YRX(=-vL}eQOtk7Q)4PmscO{
k%yTtvhI3h{aV|f|0lq$5`eG4tTx4R@2`+$L2K?&t4EApXC8+{D_0&v!q7S~hwEqDC&(4s3IVmxEy?Z
{7`{|(k1dwy;!gxG5m$0wsLVgj1S?kw78P~u_9HgnKawgW^T5_HvbX)AAn}Bv~hk3J=QJIEj(MV`)X_
&gLr08-`LTHpS=+EwXQ5p;<X?j<>meN`>Iy0T-l}d2=nwi^pW6Ft{)eqn9{xvu{s4j>MvKc#I)uV6Bg
bo&6QuvRpRBJee(1|xw#uRZq*9)T5k`-GRY^LxcQ2=B0k#!66)gikPUxt#e4i?K-{)a}ikESzjzZ9Nw
A9XO)vc@|b)5&T9&>3K<yWpmcwH?dIoly`il#eF2m379T3tX^qt92;<uPHKISz2b0Mc8D#NTiseZ^~g
tkAHEj{X^ZD+082`i@hU(=r-;@ImaG%LijILQ1B*G!uSe{x$V>2uLan9s66?rz&2kVFr`Z2uLx#%>;W
*a$<hpUM5kmrkBR5U3WX|7s<+^Mh&28AHvgqOa`0M<SeZ%m*4$e>Of@FX+9P-mWcEgFg#~u`IT$QiBm
xq2(&ZFjh>3J<$9o&+1|v{cw!1~2B{gpeUIQX5qFQL9Q~MR;K7PVSpxzTh(*dv(DOgO<vP-#ej$Pv40
xoXxt#m)?!nFu-;?jsO3j?V$rGOq@aWs6AnjtD+x)Td7VF9loVfYEN$eehW;r%56>xwCZqnT;E?_l~#
h@&tf12WQYKBt&1Xdn~OphlyP$mbG~)Ehibk<wp*t|M%rx!q5vIhb4>umR*KO2q*9Ap?H+K}la_DOyA
o2O)t;JazDGE-9NXFw0S}tHv9!O!lJNLf0=)_I{y^89c#1lK^xFaUT)xmD+ufLQ{fupz*CyGM`QzbTE
5RNJ%BFvB_TWu88r{3_GXKz}pAQYrDQ_9k*rX_qQ2yg}=K6BBQHjgjB$$n=|>PE)NJX#W*-Ox2l6zeW
{bb5e`mqO`S?cp%th23rM)Pp1-EB<n%-YSjYPhFNHR<(t8a9I|c%Ml^YoCBCK<`qr)J^dEa4fNIARUf
_6|)2?N{S7#3xV5Wb%!pZ{nxY+veP(6y{0SsMD+Bs$#U`z_$>m?Y9#-vpoG12!Z$ip&9@;7X&Up}No?
2=2ipdg4f)2@w7faNN)doleMcb`>Dl=r?J9tx&IJMO>e~HEnP(aB38F7yw1e*Uery*!4gaK|bpfo{Qt
nP6|IDG~i^Rh@`x?{zBO0@sf&oYu^$PJ3QUn()<Lg9FLEC>E?B#rTTjuwjam4p|=sUiTOmne=CoRJ4H
Geg^5MQG!ZHUofj(oRkkOLiIQ+Ru4k`M()cL-4i#b70GC*o<vc6T<Xh4C(C>FJNH{Et$cD}^9vxW%91
M6e$CdN{e+VYU@`G3Ez=tm?tz0n5ZsU#FW}G=g4U5BiV|QPJgiceJ>nZLD9F1mz`p&AX3Qzs}lW2yHj
6&1+)+GNAtQB<V>au4VjpJssN?$pS{t^2f4GW?&G?Ov3mg9+t>c1rYDEHFs9l7k1bC|00mAI39N(h`S
yw*l+wz>!PlJ;3{3PHYzEH2qdav)?pSjs@en0wEk-C239e4#|iPYexUvp7~IFDHyD&|1<SbB&#L1~7y
rm_?bwG|Kv9BnmZnpY!zI>#-_Z9U1dX7`|6J=U74E<Y6@}q&+fVxn5oJs-J^6iBHP(zJz(c+?tCbKyh
<CB=kTlRSD>G1E%BwlV*LZW7y`*yG-@QH>lPyG*BOBwXAj}VHTcD`euUky8C`-GV2Jso!)7KbP)hl&U
P5Vu10Krf*P~{1N0Hs@u2iNNxF{c8}nkn_`<{N>*k}+Om7fk;IUqlXxEzF^XvFhq}|vS%hN@!I{}w(^
#(dPk-iMio(-8#K^nk-`|l*-4Xo=7s<P-Zy!$lu61nRWguE-QXS8VYgo=A2b4O<_Swvw1<!(OnH{}uQ
<3dW2ZoE!p(rAX7p8`f~+!;$hee%_rIm&ZeK&uxxcKBH^8B`1mk}@$%Vs5j`jja+2rm=EX1sZOMuNlW
623n-~<q`iyYLL9g#<b3_)d@aXtap!~S+YkY$)-_oIsK$%ODGc_R;rm!Vef_s4&C4s-q#Ua-aj%icex
3jOP1%=I9aH<>7kNCW71=A7Q1l_&jo*9u|jYxZJ7q&bkk%^b%YwheS3@OB1tJX#pa9TF6)aSFI~-GNh
_nOmixw+*JG-cz)Tlq_#>8wj&Q0CvAcE>Smlw(&6fo;?qwu`I41X4%Y={Ui`bqpjs2+J;pf+zNv;fYy
imlwo{m9QdAqyTl2Q{2!ee*mijDHHXgy^`%F}Q5y};8(3lS9jGB(EsKaXm&$HgGHR!hAZi9;j`@P<nU
^Iy0l%%+8%N$;_BgDQT;_iEUQqe>J`sFg3s!5wI2(ZpBdnOL?oJV@<kMYN|=2AnF_hcPvvwddzc8Ho>
rt?mjl83USqmFfVtcGigsP;|T({&i~p(><>|BFsbzUVi!El8qR)<KYth+k_)*7RZ`$X0!{MRCnb6K@5
L$++JsChX3qDr}1EeU6TzM*(-cTmY28ARV`W<B!^^gj5E(Qe$J;%Y*#)h#nuA=`uoKveLE!FY?_xArN
xCw+{38TLmq>OqG!1g3lfc!Dd_lD8f#EZL4o3*Z3_CIq#97;@trNo{Erw?^Q!Bj%qEiP?cK1V^rBO%Q
TCTb7<KEjSU!YkWA5&3t;Ta01uo&d`s0Z&+>P&5W)l3d=^HMKl>n+lOLjz<F%`S_TDtL%=9_jJFqOV#
TO=Hl*9(ESR1uU&Mmb_0nsh;ZPQuRzV)03S_%N{>-nVr#y^fZ=I|n4+L867_U2p)5IDAaTegFey1WDG
k03~Xc8?$eKZdX!*Gz8!w&KlVJ!mVl#3-|4ntrdzaNW_&^u6~gW`G&-7J$R_p$ZO?~Be&39Q7JFbKxm
F(ub35Cxm73TTk@(%8)A#U!Zzn`GBP52M8&0Ie-Ik1Y30bN#&{+k-L9KHc3mvcu>%iNqDtd@&bt|*h=
4l_lZarDGTXu~Zv)P3coMe!s^*?hQm+xCnL*dGm#AbHkjnBiPt;em4I#*k<EVGlBU$j&PS&NN>fLUA^
*TZd5Nd2|pITK%g&g9ux+FTpopk(>WKb$diuq$LJcIxt^?!oZA_h@)ONZQJ3hnlWLho=d%c@Hx%nh<I
lv@IdP^B7hsdf*>_cEY$C1F$xznUHk$dSp;GT>m6=4~TN!5`<pJ@f9#gi27}-kDSQ;vw>u7=~cpt0ts
6z90-BF~BU3JN@j=Q~2cD0vKlNJfquJ!GdWXbu|>*;12;(M_hg$L}ePR5Es+_xP!7oY-p2(PR&a4qe8
=l1aq}+F=Y!r-(hd+@&F3?@iXM2@%$StsL7n^+4GI~HA3xDSA007^S3CnFErJX2^bVB8~^hyX>4PPK<
znI|JCE7xEmD+a#i&drBId%7_T)sJD!i;!w+EbPqfkQa$}#-3HDdVWd1NgLY?e-UP5oO->CH9L|VKf(
r{uM{8^<nFBeXyE)-}{R+ZT<SQn5$U!c`A7PMHNDoDy)#=fIhFy5o4!>#T3+wYQJEQ38IhLU2U)KuES
G|vP5TS4gPsXtU@snegOA3>}3h1QMQ28KR0lVlqiY#eCcpqHT@o8>EfBsBi)?OFC?FL|{QXo1poLe<v
u2C?eH9GJoIg7Z@nqe<TM4A6RBrv8g;o$^44Scc?g*j`{ng*}bXLZY^oee>*-OyjTz+udH$akym}ysT
3ew2)dEsI8nnSsA{u2T}X)&tRkNm?(B_7Zm0)3hsMpQ?l|rDoG?<faj_CvX)O-fnhG3!LrxEP-DM-3t
!pL0^_X-a3im=*;LNJ<iwTBnMWYlKCARQ-E!RmSk9>gB-SXK|1o&+oz*5$&l6i)wwaYrSyjrsA+V>z=
z5RDuP^ccV2kaH)t3ilsLas~9gCVGxMsY`4eTJV!HGX31ULT469s)`@jB6X>F3T<_w9KAe+}B86Jjz*
$bjQHjgREOXf3%VO{ud$6dt1wVXsOyUH*?r&F!-#8GBZ4REqeX1OYdKQl5{NOUIFEggZ5_%C>sI6~u<
ApQY+DdbKglh6`gSV{h-~mHQJ<vbeKmUqD;okW{FJmmrw4D=1y>=Nk;v`2CRZevJ5Wzu7Mc8Bk~_%hT
CizWv*Y9cm6`<-P)ENXKsq<Pu2~+F7;@fp4+UNmZzG(&tF6vUR7h%_sTd({#F0<l6D9R7o8Q7WY0~AL
Ko*^`K+!o4l1bP$pgd;&oyNJT(feww2b+q(Eh?Ub_T&F703EW1jOrMMKHe733+OCT`b(6=1%-j}1TlQ
yW9n*w48+R+=@sk+dLZVPFv;h@DGc%pH7gY!!QQ1qk<W7?J~35rPZy&+t1aOUw;gQnJ6-m{zN{C!@SD
OXTjTD&T0M;N%%c{=~T_C>^QneLZVF!R)l@fXX>(Ks^ARUg!l=w6CyWyowc#+-nwo5L5s?<v3!t`Pu2
2TO!UD6+~UHcbSW#5^j<0+Eku9<mz+C?ClQ`ggzDg<F+7+iZ?bpTJeygXcfnA=?mQkYVS{TfytY82+!
c?GTZeR<Z0*SW9D24)Xm{aeKrxL75=E`Ev>d13FnF5p+|A9jr9~Cg}Wh>#)6hy+uOTcN|iGP;JK2T$L
?dT6pvC|5-|qhWJ)0japIK$%-u5ZK0Mp-=`O6u<_;Jc{0MSqrNhsxC;XP?KBy$85JR{3;8MTHM-i7Ht
$Y(dl@%5iOH>%1f;sT)TeJ3spWyYO_dSoVM~;KjsR#k2X3lSx%Q)yk{Bb@z5X^k$yx8o-em#cJi3Eq9
zNzD)cbT)%6;vZ~nr?DmZ>4+01PZTacw*}CMvYH^ws6GNf4<O)Ab!w<(yiiYl{-b7bxn<mX_6)1Oa~0
DxB@T_`cQQ#yAOx3=W(5wiFrED1^dK75Z0t<1du2;sjjJ{Gck)YlYm={E1uiMNFL7>r++gXaXY*ymA-
0HfPnM6sI~LY;<d-`JG5EWn6sA1t0NE_9I+wOm|JYdYvAjSyn9I9jul48@80W$6f5iD1a;Fuc1zrs0T
Si7g0GGaQNlKzjC|*m`blQ_<1K+)7!bepLo`00Qj{V;is~MvXs9Ta)yLM`vc`@)pZpnLm9O5RGt;S`#
r99$o`PF3n1+wL#OBqJw<LEZi3f9j5eK_4DE5sXl_C2U%8l%~EQ7wwva(`gTQ3Wk?i+6mJ-<5#V=!8!
T{onQZA9URb|-Yx3(V-g2NLYX(vw0thlf=lyArMz$JQ!;66c@S{y>_pT4AMab@^%+@!0E{i4&xYtO4%
r_%<EIw<R6D@RqBd=%Ub01;yY{o5Iv&5bx5%=RW7c70n%5{o8?~r}7yauNJlS%jLgH5DF=hG!qTTjd}
k6g|h5Ce?Xv1dg*|yW5RYitZMxrE2^l(B1fXA|ExA~hP(!lxx%h3Gip;=MC2@;5FX2Qf51b@8*fqoHt
e_z%oPedC}ciJ4lbMq^Sdsf1Vccjs@^7j9@K7XhOrtsEJpEGjX33Buo}3X-6ZWaG;I`C(H?CwLe#cYu
#36M@b@{iu~)@SN~~;q<my@dyvn3?y2R?x-t@b-aSnKpyK#v9UV~y+`PMcTJz1*p6ge}QN|LQ0=a;eh
$(6|QoHQ6vII40pCnvR_n+^ulV_YhL2SS_f-2!(?T@39lPi3x!69c|9-vY7_9NA!Opuw^U8vi)*bFl)
nqBr8xjJNoqg0N;rDdy!}w5@5=MGj_h_Lctek^!GB;}YSD22!B-wk;5UU=2xrh7_Z06a6y_`J*DlUDY
ugDD4?Z=1ew{vs6pohfppyWBZZSp~8M4|0(N~WdgyI%Ko|hz0R2WpU~nV`!bwH`&FebV9J&QK~aZP5V
Z%z-v=$+I>-{)DtKy^rP1&gjUmRw!>NEi$7%)g@{e%6qvNAA!o=2c*u^qvsUIy0&NG|C7zf?==O4{BA
$}&z(}Y2zE+j!Q<)lzGM{(<Kts6=PzcM4uQ&!hl&_{Wn4^WfhnI;l){q7HS#aY)zb7IetCmA7zOM`VS
DfW7I5WSrL)D*UlYKhUI(WH5q_tuQ}2A@^WYYCSj+to2DMg_(Ig%XnSPh)i~%Z>Rl-pn3nN=3V5G0Mo
&U3Xa3#gYGuWK}tBUq=`{Ne*~x&Kr`6<j+ouxQp@hVj2&T7M#{;sQD7F>Ral&!Dec!;=5&BjUaorKo;
E`tP#8A72GI`l`iUuue;9usWEC}h?j1f^4TC@5I0D+u`hniE^lu;llZpU6h5+ZJ<^U=;1)KP5Yebtm2
!A}N#kiIJDFMj85g^YDq3mTwlZSw0KMWE==mg$-H8o5*ZL8JCQ|K5IJ_?PZA(DM0Ifn~4=b-lx0m9^O
ZO2>FVuEIVI{%!kAiV{9Ame}*a5<j76<ST#7_+h2qxv(u%7ys?<V}@_dc%IXBfCZ`>{^2U8iD01+#xp
y1P0+94p^qI18HA;X+cYCl*@-mq%ymsE8i&iBP)ntP3`*g=HM?ka<7ofD`Y%h(PS}Q6riY7w_iVi=vk
d_Hh5BEZGymzQuE}k&<&4Isb~*hyT6`4VJtthW4T@)YV`%Xl^6&hK1zz&id+^Uwji_A3t2~R@qt~1xI
0WkAKkv{_E(;qFk0dh*$Hg`H(3O*V7=^Jo1Ic3RfzRME|@G$w2#+4&Y~u1j#s?Nukqzqb+PCSi5}L*v
Mg3xP>_+AuV-$A+B^c@!o5FnKj`M^5v1`sHGst#l+C^$$I2R>~ti$R3`Vu55SNxhLT6!DG}&4F5f-7b
V*~kq{VA%=RJ>uh~sL)x(7JY&bu94OS1da^1!@KqXcDTBi7XHv>@^K68m@4g$!EF&53c|PD*xqY~N2P
b}FPJ(|6QtdHWQ-XzKKsdtGi(9)3JlpcYe}C$|PbF<?4TVNOOjA?_o7=eYD9lrYdxoG(Z(%sQK7`?lO
d5=XD4>?7G=RYD7Fv4x@T8~U)B?lmc17(R<v95Tkf4S|-*=m`HNoyD5U1x4o*mbm3GD7cFWZa;PMTX~
&qz1PF|!2ifsoz3&ivzKnX-p*#r3H|=_aaJ@CRVZew63X@AP%WNFllrQSJr}v_hN9gowTz=&kril>nQ
XmEQ44sVvB=PvaX(tCDj9IJ@|1m!UP!9;?ZF3;5XK1tf(8GaMi??YNIToD#FX<v3%w*iA2O1Ff5rGk0
CZqC;Ui&xCG9H+Aj7$|qsl)g50;(YYBz-y)Xo7I>~*vTH0x#u388uNn)!~dLmt*D%`>s#A0?1O%-USB
swA*TOhl1gd{M&CT~(5Q73I6q?c;3sr8mUGktfwyGJp`bSBk}<FDRYo&-*yPCd~}xG*O@%61sI@5f%E
p&>8yFc6nhop8q51#)Xv6l4S6d`$rVSBHwt*22Yg_xmX_hz47l8)AvQ%j6J$lC)uMKD78G@SkxQZRy2
I9?qPK=jXF|L6KzQhzha4peSTp=lcnjFG-eqFrAB{5ct@h4Q8!qpub}#^1?y2_eSf|%gNDI(8Ah$H8j
yW&(`Ri)XSt5tWMP4Zqu1Zbn^D^!y^L*+%VgD$!=)CK3TQx5*_5W7F5H<Fr5K3H2S=2%w5i(=o76`Ph
5ll&4HPj$>s7yD+pKr}*HnG3f|HdtyuPA9Y~;=(apMbg=JC|3Mn5t^b>*gaG>bNV&FR<F;}yJIhRCd{
cdjekrfowuoVh59HVgkcZojJG4!mY{A3)6D^eua8A3w1X0US!WWM?tNrrsA`MgE#e7qFDg449Tnv3pb
Skw!t`96`ALo3iB6RA3}#nyZZB4DCu0m?tGPdc^qk!gkQw3yif71bO?UJxh;cz7|nxV4U6UdC(%Fj8M
spcrrN?MQ0jypxHm8k`9QQ`Xsa&-T5*5$<#<!)SR3n(086KB>)ILp<n2WPJz+C@Yel^Mx-wQIcQwURa
eH@eO|B9WocMT@m>_}8^7HN?w*}gkj<!{*Oli(6uJ3`W)l?j@%Jt;Oyq=bCb5GX)2T!$i;e3H&Pr7bZ
Z0ZbeXQw6c??=cs3SudIEZ+S(G9P*#h%wtZ$5S$>e4l1u{O}f!eklORvm4$@BvRmH@!t>PUap;3M&p~
${qLb4~FQuTqu$<;BpY)JG|s3W}4a4q^x?AZeZKkZ%J(=sKmDN?UGXhgT|>pn{QPZo5=Tx5Nw#4o1q*
zC_l$qJG1)n_GoUL^%j~fc>WGrzWOBHoQy$=H!shkJI!%dgnvF6Js7_ff93vN&+I_?xosM+ETF$4{wt
enA=qgxIGG4OW#TG7h($3?t~>J@d^0A`U;|IKxcGP6^Zerir+VvDQt6=h!&}ys5BT(BQq*(&bLXm(vt
&HV2!*v|{W*E!Vv)o`m^Tx21$a!gTT+_olZ*wS#7P|9(rTts#3Jrlj5d+v2NmKlsrj2N3T+w}PB@OS;
v`FlbYBYb(jPcOvDX${_+vk~PWk#yF$qNw37yeJaFo}=%`5=hU=9KFtRh_^aGLkL+3Em~Kc;OZ5?-Op
FysfJb52vgBsCU1U0TgG+h~6irOs8_#=!WF_^qujdCIW1;+#;0QFuMf!Ls_yENpIP{Xzk!`jq-01oUd
>?(q$JZpK-htjQ>mDe0(@0LO@X?)d;zRDy+%f^HYE9X{gMC_TZHA%sms`Qo2_vUwAbz2EPTSs^pC*xd
_1lgF;2ocbPx>}o#_g5>CYPIzRJsV+|CnC10{gkLY?la3q&WRYQnnyeow1-Nf@myC1cK&BBcxhd%p+#
y+jg-?%%h3Q3lB4*4PuN6sz-}uH{E4R>_$bWCPSNwYuEk4>zhj;&4^F*JUSs!?mb0NWqkd-ut*qpGan
S=1A1^tT5S4nc(#9-~XRy4<140(|Rg!UQugyi!AHNj}`V@GgPETR`-07<#~ikCS}s2Mk=z3g@?4vLN5
Dc_?Gqz7Vj0r>@Aj{Fj*OX{sQh%L3_Dr2gF)+#SX1%cp&i5U+dJ)3A66%E8voSb|3N@HJcooN)a9MJU
O`GU+bu@k2K@#$*8ZbQb`!E!%3W4JYWHI31#L>Y;x;?_REDns=t#dg)mTlg&hs#e&NtDYhChHG4I`eq
V(@slrNOvBTOg-Yrz5MD2EWFz5#MYVi5R_$VtILQ0yHF}6Xq7p?fv+dO=hD{yk;5vQ7p7<=UYa4PCf%
=;kBNmOQ;&A%0;o><+Jaq&F3ppSxQvO3x(l>qGA4$R{8lUx^qDU(=fH3yek`ZkQ3>9g$RHO}by}eKoA
BHA&`)Wk)UlWPjGdQ!Wjn@C#b@j4pfCy{q_Qf$&3$$Fb{Ew@p#8aesBV$hc&(&LMDojaZc04>ZSAW3v
Z&QONGC5oegS^n=D?J?3KRf#cA=PH*RU&7u0krz4OdD0pg$z!aEbPgx*_(g4lkGUxi1whc;IP6f6!E^
>)#0ZFd1b)Z<3v_%WTLCqoO+a0?KBo??+h>(mcVYISN3uL)GJGv9bTr%H5%a(JaS;xtjOM93!Vziawk
=I51I*($&E1YBAEHCy<|-$`3z2sA#&#iTgKBDHFVZ7!s6sdE=iGskP3uah;Iu}{hLQmu%=6^@Y6o+j+
LZ6o?v57oCLh;FPl8RLM-!J^~xRp8=&RP{haD!W<V~Y@(tm}>_+h*zQEquH45iZF(IPFb^}GUiykIIR
08ckxw2q?kJ5OyMP~rRh=$>tR=2mJjOH!XYx|n)c5Q<UIwBl~=&HolNWf;jWHY0nNbYO&ong=x^w$#$
iS;CLrI^0SLXwqZEvb-llsfAR0k<kBrxyNGZS;<9hrN-$!fSX)?}LmL<t3_tmC0Y|Cg^qeR%kiHPU<`
8vc+Fl0?)w%$JD587vI%)bKgP3e4CQ&^p}27&H0F9DaLpfQ>FnHKfr+2yQctuy$H78J-WXE<+unlzJ9
z|CADMcX^_&9MVE5Zu<YNyWy+zd|6Eqxao&LCW9U9}^WrepSN8K<Rpv&=o;W%i@<iDOPESX~HiIA6(%
AKuq1k==mDv_zCuS_O10C(yJd4f`iy+>#Z^GI`7Ck=|lEkVM>i!_JmF053i&!BojCRJ>qE`BVF!}53P
RgyHK-L>WKGqEsD(R^`F3q4?nBb=-_UJd;+P+#)J~Df6c0$Upj&s^f+{C{X2MeO5%%6iVr)xgLKfOdI
(aW-`hraj2#neup50mVUyUudJ?N$xv`@rt|WH%~AVi%;yS!qe1f||d}OByVfz6mHD3r23raEf~KU3sk
!+!BO+LXBQpDBRzui&k0$sJ~LLFJCl)JH)_;F|Baih#Ihf5kiY|SXOP#7JxV$C>)8;na99$NIJZ<+By
X#fGgS>*Q775>DZCWPrya22>oyxTgK1DL|zZu<nv5DaQWsL^!%p%i96?m{ZgqlgKgkk17$~1IF52ROC
Y|M@u;=cGW?%9!J3}TD0+Lwf*KuQ-DkM?*<o*29@ljbduRB0`o-K3My{JgbFK6M6YdykKF5|5!09N_X
O2z-U?352T%TE#idW*8gqBA$oFc0hGn8-5H97;@J9=oq3+)V6f+CfVHHeH``N(a%xLIxj`pqVgI}lXZ
XEK1szqv)i?7wMbj|IJJhp@WF#;7H4`35&v4EZP}@3|yU<np>|zu|{*&qts-cK9H&MHQ}B=2$?V`?Iy
>U)NJ~he_z;I&HY-Bk)zusq*>fr^ln{9zT~zhXR6?*G+t;6-9LWRWR-?FdYuJl9zg&q5VvmhuKH((F#
Y&xsT$y{~Y$AU4(#?S#gI56~{sLHNey6`4@7;rEXg9ZulkE1%-2-aMh<isgZ2zTPtD*==UZ*CPegHw9
<>=6!3eR%TVGNGAi;JCMQ<9aY-ECeSLKyIa=JWOdc(pY+8u}IUu2X<Ko%~KiR-1*x@7LCC~z=8b@x&f
E#X!8Zxlw28Y^V@!PBOxXvb8ZE<jYY+{^EAzB`Oi{_=cqS*PI_D<m}ndp^fn|6xg5K8MPq6|pD%@9k#
;Q$6cn~_}9sm!TKXf^i;yHq@NwY}NGJ^`g<_l8KRA^rR}A3MxWC~^6D)^}Q|Lp{%B&sb$AqY$$E2Eib
(^~3nJ>3vf0^nE#F;iN>%7L&2~+P<;LDi$og(b_~B2X*cJ`9i?VrH??abbvMH!{_0Bh*@tHI(R3ISnO
EC*}ZjKB-+<+res-YldCZuE1a!LwAj1zV1t=OY%Kq0n>6*yKgu2_aj(?=FRN&0&H8A9bli=ZW}2=ADx
Sx6VP20oqNmH?2UIPNM*_wGL6G&64z8gh!=>=PjCosBTjS){p;Z<ei3@NQUX5?}+u4?b7i#^~6~dNEw
#o4-^N&!Gl8iSNV^q3UVYWI8+t28$mQCvjEysTumTn;v*5ocBzy7YxQS%at)eQNtQ@wqXU><(=dB&Rw
$b;Xy$VPz6)O7=H>>@0mr&pYy*24e@``!?@C6@?se`sJXi5VHSqKeylz4WJwlM7hbSMS7ShQK>w{K#q
jG{c8({;|5DP<hgbVv*ym%s=#*W=*non6#I1bhOE=c6-j-U<+2m1xDL81|n6Vk&4)5c&#BA&z~*rd<p
;ymo^dEd@`0>($NgQ=D<8dl6$(8J=_W3rh17f1_a6=0($+kMCzM^i0u}HfO4V`x~Cq+#ceV$YO!Va7S
5uXY9VDzk2PwBjFrV?d+!j?6r{?7Fv+HW$VnKHcgmotk*2})%ovsADnI1Mn3Z7~{`Q^5X@0L%f@ATxa
NvFlMj`@HxOZj#LuV%t@5PR4`+OZr@pSfRTBNgtb~ijp*qu1mfs9Oj;nXk8(i%;Ct}Pv;yPZSmRfx-3
YtG@$NFW!<I=whu%wj2uIG}Jw+v56K#}Q$YH(_JYubhGA4+AqDI%AFyEW37j{*OiATcYhoiKFySM9q_
}QYqs+$%KNvT$IhJRZH%el&_G#*E6Mz4E^q!?~%|nX!v;<!sZwibZdA-Wdb`H4xl#pV00^zB3g8ai6k
y@o1K!XD2;t`J&0G|IBc*^!g$$~TuW}rvb+ibb?d9>G*~VW6_RWC9~`?6q)y9zWg*-bvom)rnC(>JIj
Ve;Kb}nTq@QRV*q3<MQb;wi;zyd-pEG<I9#S?YhHjYl^20PdzMBY5n`m?&y89ES%9E~i%+eDkcOgY1q
nV@uW$MNd96IZ8KM?;U)SpD8l8j+c?{BGb2{~t=8Pi_y5PgeqJjdSGV~Po~e-=6nKGNxQayLS^9SV!K
N@;1BV6}ArFqk_VTvd0PX8qu0b3+jz-zBJF`#YajFZkY)pu>**Oz~g811S?vWsq?E@L^_0vPM{$_=^D
&<ROJrYJg8qZMC<-{SRn<2?)2Zy;Th`@Sb-uz|@6R)<i-qWN5V+%Q){f9wMX&O`RYHC$ymz-Bj*PQ`2
*5$oU%D5rh4owDLr57=WpD?K6Vc>#&{LwsqbTO$I)rg~Mmja16M-EcsS8YFH-<95sMW&F&H%P05!2eH
C{CXDq81AN)D%i6F?b>pjkHd%evI@U398tWd@)iO#)ZMQ(HE@V&$bvk`wQpu3zxKv+UL=L&6ilLZSKT
Ff%cth(w4gh%^TvxYoJqh^>RV22UUB6Rs~=EFMr4ElB!5ZNGp+{w#=sVtroPT-Yl3y7hq)+aTtQr*Z8
ZhL)C5FZ+X8l2F=19lp5&<5m#kKx^_e{QP*3=$K`s&XaJ73I9hf7#C;mscigvJbysPxiNkDNw*1>^BM
g^`ENYIX6=j1c!71z9aVY-T(Mvvyz20G*5>FxdQc=b{<2C8Qz%KhkyNdhuG9h8DTK7%h5GAl$2p+NOv
GFm4_r=fgqDxSZA#XSNgG-Z~NwfJbKtiDIq__!#U6l`>+^acA{01Yz++@S>MIHc!Gm*<~`2Q231W`j~
(00lyT`ySkemO6wbfWXuJ4vX%!^*z+Jt(U9f!};b^|~`pAAD)JloPxwNFE144+R5ew`=rEX}sq(eV27
f9~dXrq3$h(RGJI`WZ(hk^&%Kb&(h>9BU-vb?N7iSuw{bPbyHVUYH#XW->1q|dGQEVcqUy<$(oQsO0C
%UIodeXjEH|8ylP@Mr=(m2)nRekbg8b`T1wD{U2WqDqnG^5i}aT+ef@lQ0K2$n~Na44pR_Q9+W()rTb
uCA#NY`JEoc<9WNLFoA8O58k9p;&yfDes`ctX9@{&vT-Zh>}2g}kG^_V<BoiXWdyjD=epbG&MHQa1Y=
hB4!&YILB&&~sn^db&NRJBPoL-a7#j??c<kuevXCXL_-(EsZFHqGA>lL-LoH<VDx#3Ia1(C><KnR2n`
EgOYFp$6*A4I$(7ng+XK*sbAcKR{%F$A}4Gun1RoenB>BCos@5_@+gv#)LIUj*+k0C!KOSKy3-hK!A8
d6nndRrMSTu+~!Rwb0Xu)ez5>^hw|TWwJ%Hw(Zbz*c{ccGAT4aeoB1GdvnuAV1M!hPSntk9~*cs%DJ|
Y?`X#d=59|12*|tF!%)|a%*ODw->khZ*OF;qVf4cfVp3;+Ndc6=W~b7$fWhy`z93dZKZe|xgFa!fRKK
?%1+B|>%7+E2T)z4cN<hplWId|WB&gFdz%Ym;>nyc!zF9i>j|{8E!$ZR#7^PU&8zyJRaxo6Pt;#klwP
sh487<z_3ct{>$4E-GM86Mr%MGw>i#`pc7nS)XM~Pj5+Ks3pnqvP8VuckF%U+=SJ0EfRew@*vU)H~AD
Y41WO!wdRZ=q4#p9gSGpg~``*r5(_V3;s2^Tz4s1U+G8XTRlDgL#MnOvH)cxI<OmjLtvupNuSdCd)}I
mWj4TTaSd-K6G!N4u)H+4iI>hg)CTwRo8Tb3?N@`$y6n7ke|W2{0o~H#bHU0X}zKH>fzPQj2mli-liS
I4DyJC`vR+60y@UYkG_Mdb8%fJ8(-7Y6e?`gtzb&8LCBma-NBj&b%)|4^#ue7DRnSCW}*AZt*X2#Mcs
=8@g|xNNxeL{_;4G(x(7qCVxUa+o`4a_=wQ>(g6Gz=A2;|^wh&AyfVuk_}(j|1aQ{7Pd-(0f5c`g&J0
TxLBFx&5zXP)EUS1YHPq)LE4;Mq&E9|}IfpvYFIH+8W>;z*c}n66lwhLF#bpjcSs9Fx6CBq~<LsNTU}
WcwmEah{A5;^dF#^9kl&*v}rf$Q$+QQo+ldnP~OV?GS4bA{AoopG{@Ezg+^Y+8{<6XTZsQDaR2$EzN8
M1<L!zj}}xiKwJ$0*a<+v|MvKmQ8yMSF100raWvIY3}k6#`jqab34dHX`QPVUvZ)0gMo~CU*Zy=Zxdo
`LSL6$5_--H4=zh?t3I7V+vf}*f9r@xEepU^tbGGWJKLg-nWc!2xe8c8bN|4c$SiZ3m7#SmIZD~`ywR
DI)i~1*n3&5^O)TZh%c74T}bzvB6**-zy2kikT?8(5?~~;1(?!6BjUH`n(yr?(MLB_@^jnUiwdWS0W#
h2;Ynyxisvv?z9m%`Jm+v0NvvVAJYaFDrV^4hgTPUWe?>!2e$uc)yD`q)&%D~&CrylDP*GX&26Pq63K
XebFEsQtHdBF{aZV`XO~)L=Izv+b7;@=tecS_Z?GTjc>;HL7-e-*iRF|2M%*K`;uszA20oejtdw7rs(
BF{ca1B=fTllu^C61yjV!GQZ!+OnY*N*+W)GI}{9$SU7v5*In@(Ys}8hkjoWzzhNv`pIvbO`>wV`L`X
3PjHQ^YFx4QYaB$lM9TQY%i7*_ByTecg9{_@ZiZYBFWbp8@`M9#5n!0*EVB=srn$<Xq$31F1r(waa7N
^cuh!Jxj`#tHsCA4hE#WKyX9o_30Cdsy11Le;G6)lAMmF9ihn>ah&?O!=p0)QxE*r!7bH0Ht8FL6jL$
+_O6ph44Qbk|-x!84Ko0}!5}m>K=K3_MAchFW`Q-ME4Z_^Zd@Av2!7(>QJ;|LUmtaZoFP-%Gw@fUN`J
w@fy+&Z%f-7b6J1gW;_7D0>X(V3<_d7-lGZzD+n&|J0%9h2|;{zNSyZJ3@`L&oY|5(RJHDvtNhHWghy
N@y<;=g?n3qGINGsf8PB@qpDWxaBfR!pD5F1At8@72qH9ifjk(+_dgb0<V#<Aj4N9BW}_oKE4&yXz{P
mQI;Uof!2aou@}){s~2v;li#ITKPvxOZ<L79dQGk#Se5@DWRSl?9kCHd@sSsp_vOCMZ1=uU=No@sA8J
DOq&k&>Jz4ew9?O`!W;MraY#I1iIwFWnomzvW)w&HZr?9Ks84tn-;)-0Nwg{cam^=@8Va%>B)+8#yS{
)VIMc~BD;?!?PaMZqzhISagb4)wXe5{j$JBe${HD1aRsPYqeq!8NH<7WvTbj6(9ingStd<|2@+1e8zB
<0D>k(Zu@h1eY%0prWD!@I%pT!YLX7p9gcgmCyvCova&m$E99>MK8{?l?~Bw}od(9!Y?gLS@7WWwL#Q
$v?{pl_Jh`_WT$3yc*fq|=pMAFckwZ*p6Y)UQKl4#Un9reEST{h^rK<lz?EzfjvP?T#r}mlnXQj{gQr
NOHfi`;D9T5@m4YjadgFF`5yLfw&<U)jreRe+~0-%Z?WRuFi&ZfUhJy#w}U!sd^nPt*!Ed=9giKME7%
*>Qr(CF3vq`@DCN)p9S!4p46qzohHuav0e9unITd&m2Q*SLE$n2jQHjUjOohQEh|D=(!khGw=xwWOqG
>8*m!JlZLi$VR)6!29}o*f5~M-r2J9g$ZHLzB^QVQ}d%9|tZvq~wz5g>7y5yI0OFW5hKMO{SHJG{fa~
nK1te6l^(5!5o8fyq4F<rB_v!jq4^)8wK0h_PXA>E(*Pn1zcnvID27BoVR`Bw6<={DH3KmB+jOyZYk!
W<TS>zB~er-`vUa3#WgV<OUGn8;Wc&Jx6G9ClQ)dp%cMt)@ZdCQM)ue|QNZKFOciO7H0QcR*zD|5=I8
DgdU3(2qBxQ*2Sw6xA%!jP6+v%@iKo`r1m=aQ>K4lEr?je~tfXn$*b<$SH$xi4EQcel6^Pg1?1L0iF7
{Y>UXof7{lO4&q-_7p+V9maj*EO{RJ!q*@RpZ0#~Cy(1pchVIZx3t0VAZ}I|&f6?2s1R8I(7-Tlx=$H
~f<bnWmZd{1oIQN&-9rbCSh4W9SyBXWgdQK6qKVbmnj&?OkRKNOB4Ya(tWufz{^%F%nI~~Kskl5|td>
jwc9jPI(^!<Mp=CF`;lE-A(PR|JYY6$Runeakf3!xvsS;T<)<34>0I5n#~)9zfGb6V9?(JLVOobvYlz
gEhy)-keXPtyAcWs<Sv6Z$_IXX0@+X7ryIYNLItHl$=YQ{c1{)v+Yh`(!uuS6?>jZV8s~x%>yI?Cz~-
TTqw~GF!4Fq>p@{F#g2BC;xUfl35oGp_{&^*?}x#MqJx$<&Oqayt(|3@Qj_OeW&I&WZpXO{;rKhp*$X
Dqy0P>E>b{Mx>1*5rf=zv)Y|Ci0+f^=^LK~yC&1ndnd%N(KM2TtR%i<7PzuQ^$sSBvm@w~k3v(tPV2q
WssIT~#ZP5W{tXKMDfNvA5Fmn$hc@Z@iMkm^xvKk-Yk>S7XW^e@}jfus%v*tV5j$DhW55m^Q?fj*lg0
)X+dIwwN{mcB?4?Nq$_<fsw*yPER-MA8fN_nnC;RL1vJ+yEd)5B~J)!$sxEaGg-7W*yObXQWMT@zKI5
@wJW`n_*+{W0M-)wjc{FCLj73**%tuFJ&v7QneORmPjP%s4Tm@lY#sIsr+CI~i<9i*=ZquS^z#QsrB8
k{|HaS2t!9Hsnh!y)A^9hiNF(S!hV&<$as6*<R|kmR9tgc+Jp^b66De-JyA=dX>5dCZTEe#ee?7kn@l
}l7>>9<Vd7;%Yj<_ef1rKc%`X{QtO`!#tzk`S#by<iwsiaq4ul{w<c0nUw16b2D+U*;?)wBHGZ%K{Ex
;>oeTiK654oTdqJ>!U_47HiFgtEs*8}`aFhAj`^I^`mTMU#&p0~i-$QxCpbbyI39X41z*L`=pp=7_P%
cfhRv}h=L9uZmck2l$zPSn2EzdSBrU#h3+_69+r(~9DSPn^YV-V^IXbbY}>VJ029m`e&%}GZS?Zwec_
uPAkI5w+xKhP=zY(0z)RumFvmGocVKVpL;y4I6ndZv&7b|%_G{CAP3xMug7)j&)6<AZZ%?-T4LiB>JM
!n41j*cRE$eFmJmd;bx&DZJno?MNv1r34?GVFXfrCRd!#oSeLJEE5!iJ_71*lzW;jVxo>R3$j8zE59a
1uOsA4g}T=JYR)x(?O>IgGRZDD;07g0bI7P?I5C-uei@*4Femz=!sp9Yl>tqN%mm#L%qJmToFLnPcC5
2x{@>A!T)@X&YQohO!@!{uA(y?iHhCuhBxWo^THe%!Ex7Lxgt^~z-`cnsf!MC%BbnyM`S%5gh)I_3a7
M2UCnKRsdV*pWWe2&>%~AYlTk=NOOE9m4m&NR(g#f<<7N%XmkFKYqwxyihORrGT`K(CZo&!cJbyj8Qk
Ya6)c&>MiX154~9v4c1V2%}f(-)bRxIO91E)K_{u$q{vp?-)S-IYPmja#ZRY0o+O$X>1(r>jQ_kQn^T
vPzJhG(t3o?bJxOj!B}w_vsrk8Pmt{XRx?yqCBN*6W?@00J5vw-g^Q1N`?#yj7Nr@RdYTojUlAf*u`=
nR8614qAmgtJ04Td0uR3OB@OR_OL=@od5gWqJYV$^aYkbi3}V|z%qWA!gG{EtcUL}6oEpZ#X^%<xP&X
s*!b<~|vJ@o_rs0OsrA5PLxZxE5N%k*913dBX+T^9!1Ak@EX4BD7&YsC9pA{ECUiyW7Zlw86BZI_~ic
MSNwF&sPf%dF~j%_a!x_4Q3)qojOy-{fD$dcQuzU^ppYvF~9&QXR>@Iz`wFGcIO+hn}^nAkL2E@e+<r
89F(bVWk<$}Mn$1`DPPOHZl_!;YQCD;T+YiQjnscm3y!XrXLszlbst2|}_9pczt6oo@aJtz(NOGL$nP
OUSm|ddV_yu%^3U73}&9JDg^aY(+zZH}nBBdMwV$kv3yPnJu2~gV2RYImIS5d#`jsHb|M+gkj_Sz7AT
R+#W7}G<Y7{UcnWLJ^KLaSV&ht`-fjP%gM<#V|po@6t?!YWwn8GkK-b1V62Jl9qayh4Ia~zWXAD{6Zu
-4&~#?Tum!Spm$C*Zpy$JMET|YCW74tc$fcY`800&(LtANMC&C8H(?;c0eTY<s%(gXBhEpHz@aJinm|
1n;F?&PgZrFj~`zQ<Yx~7;DFYA*t2Pnj5{7(Auq|>(O)x6J@j%;gE^Na%KLSf-siog&vZ43GYfuIc)q
p!IPS`=`xYG?{up>5SQU3a<I^c?_J2{BG`m896x?43<3)@T~6q42KPXNXz)oFELx{CRDu-38}PEJc#=
8Yq_S@-SQ32d5EQB}GL-jD5Up2UjLHy-%RWUVpft-?c8l{^2_OlC$<n?3(&`QiX054(W53vu+9}IPC(
_=7oBqAcNOAQ3k>9orI*_N)L)A*E-I^j^`0n;NND`>%Sxpr`iW!7#Yx7tyvYJdLUPd3v4*{Hi3*8iSo
BhC_fSCn$=`|ZuP`Aj~?1%62&8O%o|Jne7hI;Wn%ltIb#ofbMTkg8ZnqJris!emVu18XE02KR;`B=D;
01uIG<qb-?|r9Ji0o);BZ&^X^R~J%F_gl$g{zmk&IZOV*NQopCuRvdpqXiQhTOhZZADPDYZzl5Cscq7
`)f2WftIGe5=&X*~}r2*R2^HPK1PhNfcPH=iX$4sWh50)l4NE_i19oOw<52JBn9f)9u!CYceJG4F6^+
Kdqe<UcO~r77T#ag`yp+PH}T5J6UaSyK0NWq4@_X&HLFME21&bSk6T4ig>-xwv@Hng8N*5AcPMi^F@?
@90g5j<UIU;V*CUhBxgOZY_%wu0);g^I+G{;+#HPXpwcxLPaoL+Jy}Wcg6Mmk^yF3L&kq66psAiSarG
1SkN|^)$nX9DSY<V*ndm^r9V;bWxFhQvU)Fb6mQ}Lo98FM{G?I%tT(hmCuhbTlehv`DU4K*e=gw6?eq
`sliapQZQgDeA91#Il9S*l3G9Z)4cYiBm3*<(g-p<7NOgw>NqX^(sZWTY{<nbt(eo4%X4JP7%ybm^I%
1xGnO`AO2zCc|QjEY}I{N_JO>p!5Gio<c6+|rNuQvjV$Q!*Ft=#t?tHCp0{0InZYG&`1Ri?@I(Q6=Y+
NFqO9E>H|R)Tv#o+-hbJ{&p7rRIg!S3@KXM;ovN56VDtirYoG|($55`>)ay7q`Man)8b{}584?w^QZ*
Qv@|Vr(KMaTc!&!i3>V6v9ImTDI+=F-))Cs-;!=1$=<$`o*(?40$2SjQm}(xwfio1l$;sA94Jre+GwS
|6y9JO}2Zrnhpa{y$KN-9d?&4OIR4r@pd_D!98k%!rht=7(Pp6aOrHP#Mg&3#m>KI-9UbE*X%pzje;b
2aARQTO+E2_i)h8h=oqd)E97@EsocaLUCR%A04q*)*)5>%KqlxtYk-5goh>a4Z!6fNx{gLClM?^?uui
<BMS(a{2I@qlc`A40fk8O*WqXFSVTHR#|QoUMWKsu4<4tKbJd^i}$^yzzz*`=wDlwF>-&;Hh&qp%<nI
|5d+rJo6pgh}KUnlIno5rjk^DN@JA{UUxDA`bYxqAQ%=8xI@Eo5o>%NB|U%8*XqHC(t9e(DX+-b&dT~
AXN`~F?Dd&y^e4h6ZP$__#HTAu#03@{8Pm<!F@8RDRy!LZ4R&2j`0~!MS)(pVcg$KI&5~@}MZ{pR4az
0d=TLwla#(W!sp(G`%GV~lg02wqdpB{JNBKNJ0g>;}XHBMH!eYaEf#E3CtpVZhUkZ2nDk~eY@6g=WN3
e?BVmQqdsnuA{cIcVkD}VH)(0_ATeS%plCiGVAA|iQHz@`gvS;F9U#6n`aK==8AOGA2S8q}L`vMQ_;v
L$IpAJyD}4Kt_f380P`9IXz6FZ_ZF^iFn4EJBIjQtmyBj%LP&@VouuON<*Wk#*F;@O|i>hB^+kJ#U_?
8LOeSdN(;l+DY+82m9<LBV(IxpLf7@_oQS!JutSQ{Mo>_lts-DTah&+#9P0Vq?i-JKvnYhO0PpV75$C
+A=gS_g`JQ*+USDhM)2m9!c~XpP`TOdE-m4GFvRLO0u{3;Yg5|>vJhF++ZiJ#2Q99vljc{pcdQc{Jj8
lKfbhhE<z=Cs5#oq3yKsA@c*BDZj(K4{%-R^R6^e<76yK6bpJ<YTx~r8hxl26%;WdR8%L76!Jnk+frh
4);%PTK91sr*x`2r~rzYzw6<jr(j3Z!n#<^GQ;Gpoun=4+A6&rycaH^c?cR%dl55I_!>?~xaQ?pjC@e
q<kgbJcUY`d}TDjgF!U5H`DEpEK&2LU@F%wNpOPE@}WgSF=L4t}}tx4tk{Og7)?tV~P&}7j<!T_W-%G
4g|=*{W$2cygQ8XdB5M%9Un)B5!@Eaea!jSn+O;T5txYW!XOk2<hX^uod7JFt_y70(>C~QQ{6zW?eP`
yOskrEa<3)6Fp4SWTEQ9bi$I~uq6muidzZye1bW$?;mrBnV=|C;DLLe8<y`O%_F@Vb%b<&}Y$pZ{A7_
1EkA3<>rdqut0zG0IP=rc2z0lIN*@zC5U_PjxX}Yl4$)S_G&%S=EX9h!v$$aQQG=sXe?Y#*SLbUn1Fb
?thmY}`+SX$2&jK3Sk+ww{g*LNN$$ODQV2l`3VcX>CVD&O`kE4F9)Ji3m2$A%r5b}Zzp^G5X@T(rqLo
M9KQbHIP^H57=@Y0N0rV&N}7O^ihB$xkEBFgmR-U8|hyBy^u?p60ATmL82QK<JNw`4_NlHA$&s82_fZ
^B+&yL~XFQae9lpCMzR4MmD?<rb*sOByDnSWDlSZn!gCv;=&-3JD5Z->2>J)mbWOx!&lg8GY23RG(8@
`!&`L(O&dpMLetBGk;w2vWZo~LWBON(e354({gCiyd!k?B%+!SdF7n*^OmDyHHxjx>LRMK%2ZGtIrvm
8p`Z8G%^le5(xyhAO(`lPa#<teS92{eBd8i2A0sx>Y_IJ439iv_p{94#&OajD_AumC;t0jI-u6T+1E1
6|M^GC%^O0H^{WI9<zbih1xN?iHjYKG7V*<w4A{NpB4o8^4a$-woqRTjZiYeNKP=Vr_u8RlOUC1rn>%
D8lvFEAjUC;<FeQYNv7R0!pw-6ga!q~=FX!!v*j#$2rU#yR)oSeZWc)*!~FuwbfKrInpg>mLtBoxm6i
lvX7STl<&e$7U<zrQp|9mhpTge3_*@V`AgABas^00G@~4lgW43jskD6G+^Q9Mvwa<W|N|x^X+ogRobi
3i|c05ls=vrq(|ffdGgX7xPt;-+^b~ipNI3s$6a`id*qakS_Z(Iowj=@+U4EULD~dTTMGw0O%zEFifT
gN3LVfy=Gaz65Gf&5zlFNP1u?@JY|EnNX)viXqR(B2W>%1ywZjKMgYewFPQHYKMizFe0H<mXF=TYiI8
>{lt~rLVWtRHCO_ZHsZH3(802)Ets-o_mx^yQGS?ccf&Z!#W?V-Xt8L~a!Qp(@jL@dD(8@&Q5xDYv*j
qjM9J=-BOktAH^57gF1zm;vn(clM7d{&D&4<5jNnjuj;59x$3RJm%5PFXhJL}V9(8_8)Tl{NhjnFPmf
6X2=1D!as{!s;TU1s0KsL|(`w-7Cl<5O5kwX}~atEUvFt=s7nPEA@5vvDrQ0+BDtKaGk9re-D@=Z7vf
x=LJiu+M<#(_LKg~6`9L%i?BwCZ2Ty}+2<y7Q}h5?Yo*xhI;CuaPS$e-bV0}b9EXj-Ffss<-t_ODVc+
4587ZRH%xFvy)?ard@czYB3-NZ}bK=T-E*de)l+YURK8ga+!jE6f4Yn!z@vGY>(o$<50l%r|U{BagF2
bpp3Uv>23O15<csL2t$wn!AQb$>5M=)@1T3%T|jXAlXut5}U*^1t~CE@aggV}Pql8Ry4|Jh!zTq)ttC
>jL`z?O*03V0{xO+J30n?1TeB%_rBj#EVu(`0EYvRD})o)2p;h~Wq)0|O#e=})84SH0>SwB1qiq)Zmj
R7rMeirPjl1TG9$-!|p^0kWy;e~>p~)weAxuKpzRl;%A@b}Wtvwxg5*KpVZ**UwFdvs-DN(it#!T4e?
mp#D|nYQx4_WfPd(Q3>8CPH+-9aq@Vq7MLFcW5SM`k%x{P(_}ev8jDOF)$*W@B2A?KJoXEPa$d+yf-S
`lUit)TT0_?kC+Eq`DE4~Hej|P5XPzG}mu&PFgHEUOvw=a<+~AK-xsL6kdSfsPM2f0zWW`@lExro+6R
K2BpA7%zPIFo~+QFZjQy3q3_g6WeNm2lljjJs#3BS8I$?VI{T~AbO-&HJJWv~)0?&6WN1gaXDDL9Cf^
((<8>gTs?ZFM`|9Y?TK*PYR0t+*?2@^PM^qq=-BL})9Q{QN8(`_C|k3z}_+Tj}OsAjhGCX6?w;f3I7x
RZ`C~tt|hvB6kUj>gc7T4g1r9@-w!)#bY!)0d#_k_WoO;dKY7U7Xu&1QeK4Ea=3w9;P$)Qy~*Y<U+EK
AJZU!>RL1d1DxhCRN|G|r<c>{m1&<A#-|4%)=-KV}elWfhotj<50X5D9WyT}+I&1=M2*-O2!Kv5Pw(Y
azzST)$iZik3sQrV?S}4NYRGL&ErsS#DY^=MPO%+y8e02X^b-+1Cp!JR-GN{p~4^^mRNi2XITERGCEY
9DPFkMKopcjNsy(v6-dFPqx7`uAV-UC-|C~Y<opujOeP{W;WP&WLo-(AAfzE}^`WkN0|bgp3o$|)`P6
-f8DnhsGPZpA&Z7;~R)y5kz#a)u%qKP4;nW<7qt<T<MNQ9IAhol6_4?3jyvVDJ>@N*W)cpRnNuqqeid
hn>#y&u1pij6GcIXT!)Ke^!5**4cuDlf*=~Y1upd=3FtnP6Bh*CAX0+jo{-J1#dO^$?5N``*FNWG7T!
@0s;AV_g@^m8N|aJ&Zm8_Bs(Nn+2NrMIJ#M0j3{=|?wH$qx#FvIiL}_orWZrU?Ak&=L=Qzc7kQ)gX1P
7q*kn%WilV0*Z^O6{)dnz32WP#0wzG_EwOVKmE;;q`S3O`hHG#1hi#0U~$3s_?S2gw+j%Jo4uNFEE50
t1xTazR%3}AvN=5Hi<`B;pUIGkVl1OUiRLf*qx^`P-w0OXHiSGd!eo377|HLKnM9Qc1n%P5XRU1St%*
Rv%~VJc}t9q?(#@yDcY(IcGLgY*(5y5%0#G~UNU(WlG=Nq7F+sXc`%`{tzdMFr62GK(YGIiuzC<K`q(
F#B<MT+_tQNW)6V0ECD^T435~9MjTi*!-9qjLl#ik64cJh=jSkcEDlOP$&fzv^HDcc!eZOF<zR?1Ynq
8)HJ%|I3BY<QRY--N_qFd{87BAKEX6vD!W|mfH9Z|eiaU6%?z(}J*@Ck$gbXT5wbrk>E}s$VYG$b9md
ZW$y1j7Y)ARh#D$^9gF?qJN0~c}1d4>5!SvPEVlk?B^5j{QN2-6FB2;PgD|;wY>T-m)Q~<$X?IOoSZH
%t9mtUA+5_fFqcOCn0oaKdnjyI4qr5O#;^a(;3U~gmN%se=9v4JRgcSjGWhpkP!53vb?QBER=6!T1y{
PWQ2X9Kfa45ma!=9x;Ypy|eFp+@o*mq$e!-hiIPE`Wtopm}4L$MKZ;h-<~TqS+(oi!>w)M~rAd(5GZo
GVxlL3J+55wls7cV%4l6367I*i3iz&Xw?6E)L;SgqUaHB@N4$^qTtZ8KEd?wB0mhSK}v)m6bQc;DMYX
uvT^NW#r8gEDHkv%?NQuW(qk}(VN9$C;70%+ExkIZ@zCf?)H7OFVf)Th>W^F2RT_hba4oQqvChN;1GO
yLXTOI5u=<(jh!E^ivTUSSsA}3(8U8FGx;IEWBG`9I<GYx-2P<Vt+0*>iAM`#)oDx54frd~hB8QE!71
zwp@3uN~NC*;i1#`aJOvhkiXU%)(;}zO`J;b)ro3J?XXo<&Ol^nPeOq$6KQ;AA0`t@zsKoU~CXnoW-8
wpw2g2rCUDdOvPx`w>|LH`^}Utiz{Na^TWb<*>0z&W!^k#hwC^P)!qbusba<&H9OWUYLCGsn+)j016`
WGtrysB$A*MSNPf)G&7v;UBN)iKAjTk0qVc%TI?j8%M1f%boLao%>fzkhvRwT5R@RP{eK0LOlVf?aVX
Pd^Ax&S5rHF-$R8Zs5IJ%wiPy^Ys{e19gQxML!W`F3-DQV@;c-EOYe-?yGge1*Ema6@nDoVSS%5|k^=
jP4s;@qr49&DOd_+(zg|1Z*Kh&fW`<d?jU<bnO#VxH9^mDdSmeJP_vwTfag7^p*91-<@6;z8k8psouF
42PU~@;kB<shV7+;De-mYa_8Ty*^Z3}!SfAl0$O_$|q5xW9awTw5-tZ?kBp%Ssh0)I@#Ks@sqw`fdUM
a{-(=|>n;PU|^ekjjWFPYX48C#Rm*v$f%*jUI19FP%t}9vf;y_JxapSIBN-l9{cYj+t|*ZU(rqP8Dex
)87`G3j%BHHF7t`oOu_cd-{%><G=x{paXSihU2gEd_3|;;kU>TT66qv{JeP9b{2-r^WR8Uw+BhQG${3
<xD7YpCq$865`(NR<j0V3k@-E*1|XZXhENtwo2nKd_B><>GF$g5EIRd`U+4a;$G9hrN|i3`$CDAhsNI
X3cHK`ySb4PBz^;*w9eG?Lw61X4<AHRXBn@$ZnC6a31`0zACSK-JP_A1A36ReRZNf(Zo4ZBJ8i&f;Fx
O1GD|g5a+-fQ-?5GN5faW-L9-R_~Q3lZD{PqSMMaF5D^W3SEyuQS^#(nF=5yU`-g<6~`oN+cJ2Y9b-_
jvp+Fpi0yflh6Z{?oNynls$I4Am@VTx|I&`fb!1CYbsOBQf-tRL8FBEK(7<lWAc4nK!nk&d|dCyq(=|
8g`WA<_j^eOl1nY|Cdx3!J@Y^Q$wV~Vd+F!LcYjdnr1iE9#+6GB(~yzaMCN*$j(ZS;cD&5K|YPtS|vv
9Z6z{B{X3^W=#wi=K$z!`N#+oz9k^|*6tv@v#S_!6$idh#4BW)0Jk<>2Zl&;O>glfp>7)BV3T}JYf`*
!d^N1Rbj08wKWG9O7D-^0;iP=E}65J;bQ*-A8EkEkCG!fm!V<{~pfk6dR?fQ9V(N7L=q-UdWJa07OV>
Rs?`Gmg>W3SeGJvf&-j&=73LZB|x#G30ua1G`6had66(5`Hpe2jA3kC}Zz1xm0%>s{-OwAs_IYIule_
g+VD5kwKql|GPf&9h`&@$<wg4g7l1^+m(|T+}t7YJjbP@M0su)!)7sF(|mBmJ1D;n9nX{Q|#C&FAz>G
^v%q|!-rpv>4!-9`aPfvZ)8(S)U#mI;w2L4*)aYSFeCMdESlRAI<)}Y3MX@~pOgtZLvh5c5)}ur(&kV
gAbw!$narezm;w(a=?M^?g6!uqqOtF9M8sg;8vrRQIYk&g%v%9?p>JO>-rCiWEzA6Sa&FEvE!2j!U5%
CPek6V2fuv#Wt}z}+{BgWIS5t<T07x)Opm`z`Ebaj@AM=@q*k-m@;&#1Y2@IJ>7flC3frKpKZrg;7u8
L|M-3n>hUg9}l4|#x;^|<zmjot1k8#)nM9q3+$&YV?$;-n*EAF!d&#Lc{@AGr?`8lRL!JRr?xAqr^qE
(iroc>#nrYQ<1HEr(AJxxB}t1!cIA!c%BhPCW}wH>wO6bZkjTF_E5_;T3VI+F}yKtvIGA8&!U<>0fA@
t+X9<+Fc(IrSlsud*o2t;^UF2zzm2GTBiPsqbRpu+Tf`s81dHisD(|lU_}4FK;(w@M$?`ANj1`ZO|fp
1A_|^#_|jpD*^A0D%3a(9;EAfEXPc!FuH(6I0OI7@*Rq+UW0jSWmqk;=WygZ{j|y}9EuUHi<?I@Q=zm
s2x`;GLw9m5IB}L0u6hG_%vH_W`O0<127@c_O*b+%@gV#o`;31WAF!+*x0_~_dQwT66%SfR1i$uq5LZ
z6FwF}ekO!J87i4V4?6oVq;T4k9=i-9FN$iQn0(QOWG=0FQtT73Kqi8hN;YeNK%oB1pQW+8i{?18r<D
&jHMCyrEiF%=FF0A(lRW@9UIo)0`W&hSzKj&uz6a_pd-1^C_`6LqT)yPyQg&a~&5ILk7LYp%88Ko%<x
=}JYCGLqN9oo!@wqwKee`4InBvJT(XXudK+<IV9$jLL4d_XgvUFy>RVU|pNl)5~YxGhezhxl*%17>zO
(?{z@T##ludRprLF*)#&Mq~)?4FDZYsS9?a8dg)R-1gGzLiZWPKDwhkUpm46=KW#<vdi&YsKEGCHuGw
)Ji>DE{*J>z;EbQ;l`-UCm!HbXc$!mf$(7nT|>a-FN4(Mwaha!$j9CAw(UBZ>i2U+(^SpjULZ3fnIv9
d0MvY%;381|p87|-j@ZJ5o8e}h6IkrY8K9Q4)=bQGV+Tbw*hF<6KGHG7@qRP!Scd!zRlv|}gRJx3N1-
XGiA^epm`2^8X%>6a0UG*7^7VA0Z;VrU=NfqHJlI>`4tH_V^;3qp~OUyN6HP(li1T6@5c;uiFLp6p%+
7S6R(PS`~%CxtRP4e<<B2rBNW=3Idj#@Gp*UlLR)s`P=;l9Gvzu;H(bpoq9v$Exk;S^P^FY^rsS?IQq
R7R{dRs#f<=bnj%0ng&MjmMnR_f78hKsArv5IKJ}EjtFPw4xQnOaEkYC^tsW?vigDyP0q3Gv)}B&fz0
3_-geXyM|wI_;fT*cTKDTsvlf*(YI>%BidORwrFs94BFsUvp>{t1D32T)Gw8ndHMsU<Ow^$Ae2)2U?S
;vXJcG!7Sgie$+_AnTyqK=zbs~A<Eh)s&4qWg#&W!&}(#xwAgi2Bd51<VcczSAG-k3bU@EC^d$>gtW$
NLodTLZ<Q!_I?;Go*V1T>rYIIQT{^Rs^%#ybf@Jl>Qol5}mMUg1yzEhx_?%Bz-I*V?reX6OLC(V6(Fn
-APs%3;$xig#@c8n=^M$LM$m#z5bpfmVm6R_vFTj%q=U|X40hFn*#_p?0XqE`hg4|X%YjEl!pjFaPE1
c<ebAcIswtVe}nE);v{BskoZT<1D2?n_}L!m?A?pyJF+@wIY9vcUi&S(RJHeK<IWD(Nd=276@^o$Zx>
D<W?j+|P2tEx(D?#lB~O6+v`e<MmtwQXX;92@PqW5F9}>oDahx{ij?0f@N)4IooOCQj?O7}m&vV!E=8
L-|{ec2S5?IkaOkkgON-nlfMwA7gFs=o~E4_c!Q~4-0)!fMU@FxjqG3#w7W)Y9ypS^2_vv1lPGB2}Id
AEd+knwp=$N{LGUtut-;KvMcMmOGr*Qn$ZG-5#Cv_g<8r+`nIooWas5vpR#zzO)+K3HV53X4(Pk66U{
xdX~HJr}Xn615=uM|#TOD>~OKDMopCnyU2zeEae3;>d%xBF+)uh5~_5L&e1GkpBl)k*xZjMaEckF+VT
y1mjGeK<s<r%C&monUO_9!6{lD09R)I@6-elZr|o1oUr6R{o`=@02w1ai)>9Z52;r@SP8s)P1dEep&*
go96+JLOz=34&T3jj$^X^ym3g<$qDe`K`CExWkp~ofWe><W{?X|D_@=+T8tsAjERfHko}B;`Xwk6P&6
x^-%YEvrkr*r0sOY*5b&vWbd$cU1d!Prc5_Jl>pWFRSQCuVqp30Cyq#jvRM^w6Rz!r1o-B6-CQs2nWE
6{{b{gPc>RA>?O<2?BYxR}jl@tcggWa7Uyu427%^OYK$N}L`glk1BLEKX^cq79JsO&sBYbp?-5>DDQ<
$q^kVdQZ?ftQQ`olGy1Ei+g6>l<j-*moT0TVIBCXL%5!k;-;y5M4DH*I1<hVj;T-3NEvGF)L~(F)s;b
bHRI=|LtBKjrH7biya6+y_f0P!fzh5M#B@mqH>jVLU=tS`U$sc>1+YmHL`*fNfToO#<Fib5h;xbx_=n
V*kabo(QQT>$`XbXwxasA_$1O6^GzRxe0k$jeb-^$S7?HMjRG}+4(!&*DmsJ?72m{kcA4`p(9>W`nQF
H?YSJEJXY0fw}>#=^(Dgy<Jsjjpjh{1HQz`V<3V6;LvrFs$#z`0^i6ak0u<gJ4XL#T<SlnTCWD%X%S;
aeO_$Pg#^(g-s9JyJ%J2tDgO5~sPNZc0JTO0Y6LF6Xh$|H+rrn#n##SutzKNCkuNY4ksn8~6q|m2j8;
Dp7JS7=)TN5!98JJD~^3e-fJxv!<`{@7}yOah=#p)bh6g6^8GK(502Nh|8A*(glVA54>kWxG#Td+M;O
pN=xROX0hbeLLY?<UYUMJZ>bcG2iF1S{SquFKwa_!G)Os2)+X9BUIHWF7{Y0Kip~;ltiw6{kzr(>%>)
-q(NV3JPQ^yq?*3YD^Nxl6K7|u6W|zr4b>{Lz`!W%14(wBkvExweC0Y1im^63<wJ+z+t#@i3@<A4fy4
HEPH(QsZyTkGm%nl@Y9m%-{%uXznLwsr<%G84jdj=%nWZ0iC<e%av?2JQJ$xDo=8+=^Vfj5v>GWAJwi
?Z32I<MR`(lv&c<AGiVB%-nWibPr6f>$WF45CPY2<bizboX5=95ywXdhoDJCgzU}@}3<u*xb}qVYN*>
GP#Bya$Z-R3DGTA)e`_t_g9Q5@w~_965dH0AW$ck_4wDGD049qIs(Fp$3xEys*sZhcNekmp1I)7uXob
x*4yCcyQk@aiaE#+c5-u(?Y6pMaYX{bXcom9;nM(-*G<8}$~*3D{k+E{b~<|Ky-J*J>3V|r$0vF-_cS
cE@D5E*9YMa`XADBn3FZ8V;_!cjm{aVb?&%LhhoHS{E-XHjIOt3M@!O~o1~b#*dP}s3tjjO!25UCSb9
;tajR@VC)S>5lc_yFYwDogEJpoYC4Z8iPx%z9yoPrZI5tIJXg7zkAuh;a_+MQWL)+WShwW`G2{H>`*i
JP-r>BY{F9-C?L9|`_XtflO=s;vWcyU3)zaqRZOkB-syXjKjm&ir$Q;Z@o83AtXA!)5;v<_IGh>t3it
;sM11*`NJ9ca~Iz_dtR2j|X4)ao=9JFc0t+*{#`+zzagRw#WQW(%DV?zb!mj#M+G_?ChoFO1_9S4uA)
xZaG(JTY3x4i|_D2G+XEtQ$HI@X_uEDjiRvyotX!sL&#oQRvhAEwrf&JGRtAVnb&IZ{RO1xj-?vY)`@
Vv%rDw)pwvoIUUFG3c<C@@DxZA@5Q`+3hmIG(nVHXKxS3=chL+K#CW%Y85t8ZC-<0CxZK}%Cc@o+vyC
I@pDXeu{6{o*#I^8j6=hdZ#VC1EmSM}uWg|Kt<6p9*=^v82fwDXl}8_<l>1V#Wf!oV0v-+U@Z>c;#E<
$0RkTjkH>`xerfuA^n{y&8_e2!Sim8c?u`3EEm2^wD(m>eIrB0n+L!{MrS<LmTjP6Ks(s4`j^HpjIbi
?K@g+KX~~e&&>^7F&3dQCo4hHiO!D@$b8)Ktl%i|Wvt;*uYMWM4j@dg!OG4z^o0pV?SJUz!O&ybGm=D
|nW($@M$;vLZJyg$pHB}g|Hq`53CQtkNPts%&Eq^1lO=~DTrfOWw}^%6Xs-x`Yn@nU82hT{S2{JFUIt
B*2fZn25qvW#d--ajYjo=Ujvq82Jw>ul{x0Cv?_Af;Yil6utq8^khUpS2$n~xucgv;6J{^b7W$eNIG#
fbEsydHnnyoYK!e-OKym2LTenogn`-r8{rcY^&fJcQlzU7vsNl%h1WSg>xZ15xn?3PRflB^wf+dm%5t
{NiVlo&iE8##zad;`Nh*T7NI4xv$WsaL<;)cPf*rWWZME?aX8Y|goczy~2poMN}4fc~B3!_ji!*Rz;D
5XfGDerXUqxA~e|1%kLmZr$GfY5a*sBLa4i;Hk+6Fg4fVP5a>$YU_atkCFmdNYvb=miwq7xLG<6apL~
6?WPY*@x&kWzccPxyMbL?$T7WQ4pOtfNdugXlSUFh1pz+ZikUFm-#J<iC#Oc{v}|G2c%5SLYBwgIND3
RdlB+Cs9nIf3yIeD0I6oA=1*bWg#SZ>t;5SH(`U<G3G<A9c_*_t3?6o*I{qcyxTX@+>p-wF{&;lhAIL
mjm7$XR^QW3@pARk^4auo&&#lHn{2%WFRVIOat@0zbjDS5nn;KK6_J$-1e=6Cv|<xhSP6++WT#t{-o1
DvKB4>pm8Lc}inrL+dt=q>{X4w`geBBP*mj=$nYuej?t)DOg*xZPGa^-8F^ix<fP{+;bCDodMC#r2pp
eA+lh%(Y}j8kUgs1jfq>3msS8XrFDn8(Ha#F_ExE)L-}Vj#}IjOEbLl_%Zlz-C&s+dxJ2_#w{4rKLJS
YGFQtBlag-s_DbpKE8b0Pledix7K{Az|IzS2Qpcx1#`LgL<d1!Sz?{_=*pb^QV2oV7E0RBqvd9A4rbV
<$7m_Fd^*&>*w}EkGZ1PdMw;0CcTMEO%Iwm@)Mf<02lXZ5_2RhtCT`T<>`Mf>U`@_jM8L_s3&WagO|2
5>Kx$DWz0(W#&`A3_$kzFI8b0xVP_v#jn>{)7-?K@AxX`d5V{0qu$5q_RN8pBaUL%=#-7_K+;jb6J{T
XnSKdba2Tq5hLDpQJn^pNuMFm$Qkzqau5OcHJ7D=L6|Iws*>L#g6AQr(URBkIcr^zzEq+k=pW`TStxa
aHZ8gyz__}w|FLp(zy^E3Xw)^KuEkHFRuzl9WJvCm+!nhUqZux7R^KGct8*DKr`WJTn%{iN_RuAmqUz
1*T>i~aO6BfV~X;Rt@L)xn(j0p{D?iH3ylHqO>s#F+R31s-vfC6=wFwUNNtE|rOCfDU3Jf+>xz%J!}`
F(@=pGExsXO9sjo%7|F+hg452XyT=*?!%K%FPu4$@=rkj)HJc64qS};ua-7=}a=64eUcu)u=?mi>J5u
B}c#4v(H7<+sF1!K(HLJGW2dm;4oG2!MI6YFZVwve?YuS8@wC(~B*Fl(e;WzOrB*h@vK#=F#T-`^u)(
R+k$Ncc_?4(X>qJ9HKv0uij;uY1uwc!?jWc`Y|_?!WBY<M9m9TBc$(1|Fh<;`fwgu>c0Yc$oRkc!M_q
8`W11QP!N(?~s1R>?l0$Tg)Oz!4cVoRE{XaqSr?En*}E@BPan>Vt;l3Hh@f5+xDv<IOy6QR6ovpvAnY
;3J*rfYV9?lj)BK7hW^Pmsx9S&uY<G)JaItwY1WlGE?;Lffi=qNU=BEZ%4Fy^ivgTcN8NoF8_7sh+vG
JP*Q=CWdSeQC&tNv6JyoPq<DI@~=TR(=9tb(jcw{=CH@Rx{tlokoD6(dB`G>tNYSIC4`r2wtodbU?5c
grZWCD*ub0fK8;bpdJ*WnIbnhfnmNTc7~9h7&svF+Ij{(8rqA`osfQa^2LkcxiAIxExtPmSRU9jsFhO
J2?!Kau{v*7mRy^DU1qlB$%d-tD5iRogs002>LOLegmxp8M`a<B?SO3h)s0XiKQAMI30|yiCl=*SBTf
sRMUQ8M6e1>Zs7pPQIqGx*~c{IS^#Gy6qqj+z?_{|C&W*c5bV~%hL7R=6%C$HfSeO%gL}rUhpRagI2A
fm0*{$a_!;@s3@-PaEqt?w8*-aW@4_%0pJg@9kf~pGCP8ywyn{&l>cRm@N>TULac>5#*uVnJuIl+N<b
CW_D5oe)YYXknRBZjI2r(-QdGqO@}A;cC2A+`7zC2v>cG&^`l(wsa|C39Ws6iCx*nZ2@j>=)uL-F|CO
s8XLH21)w25`Jd=FR-Gaa4AfZmkIrf}b<Mt8hjHTt{oBa?$lSA%#$3e{=S{B~^Z(8SBEC#H#T71=)wF
ePp}kIRDITjq191gqIYcmEjiLW0;*A*qEUqdxIm#Q^VaI~bol#90o~Y+**WvwAIbJU$6s7hJJ6)q;U}
0cagdxz^Prg4(u8A&%9{*O}$Rk4%+pX7z41dd08V*lk)W(TsSB=#t`i(3L76Y_Dsnl+a6ZvlzV}<6Yz
sC{O5ZWJ%0lL4*bkr8r8h`l9g^V53FIt<KY6U|W%8hx_4LfEN=qD2uFP#nHet7rw|i^#k^sYY*<nJ0K
X0mM5S|e#j^X8fI+IqaKTOJGrvDy&m6FtR+qEia?{^IS<VZ){M|_?y222_ORuKYR|}pn3>BdgNVt_Nl
SX7WPVe_>{OSDRQ4E7Hm|xsdqtKEDm|Ix$J2_%floGp4RgKtj?i@$Xfp<o*KU(3iff(78okTJ07ik##
`|q(8kyp&9bKLw9wYK4&QYDB{5OtB&Sqf$8wMP&*@ZcFKPu+a3z;ogljqpW&C=WjWVkt7c18DoQ|k>*
(maZR2YZN$mQNmOn_AS!W2$K(<CCS3lsyC_Tz)!8Y3@uXXUl$7ht;`b*XtcswnCq$$S{+>yN7-Hq@L;
Iba`fgpONJ?<NLZ3b|mHhMbUyrL=E6&ml=ZBdu$Q_SdJDIzvWaDm9dASsjGQdDACOv)9F=pZO@oJW`z
USDJH_I6Fmjb3u;3KcDTBjh2JFa9=U#^ap-BujyZ`o!I4f|rI`|8Vqc|Benp?L+_m@;V<AlyI_|Y1%Z
%GCd_7DG?(R<W*gt)r5B696w=CYji9*R_n-ne1vA9E%>WkFuQ9rUA?@)kPqH?5y&ERS4I;AlZG~?st&
^Vo*X41XkF8hB3m8J9`Ct(hmT}<Hbo?+>s?lVZ<rv8^NvnXxoNBgdRH{;hUiaBm!-#l#%+(|E3y<Je*
;f4HLmGw78*<J})J14tR=a396$DMx=EL9wsd2y_*`_U;sXH6b29)4+ekrCXQsP{De$@G%IGr1=n7cZ!
QX(h@Ou}m#D$WCNO6-SQ%VdaIHEgQx~9@YClj)AL03<zUmSz8(0@g<hTIx`5@%HK-f7EqpIGIu>WC-c
MA4vY10EQoBCsErZ6#4(dgaYN@~TG6@Qey2t^vt7~i-}jIX<8N=J6GSslt9K&?O)T2Hv_p6#&kxOUPH
*!D)X{FDcq3VSR;&l!kW2QY^c^5W8->Ei#mbdp7OU0?Dxn((Q-7G%gi5B1iVU04hv2l_5vk5Gfio`ZR
xik#rQNZOduT}0F{|cd=ym&Ncj_sKp+w&|;m09>O4Tz>!QED04rpTQ-YfbxW{>)m0T+(W_-)Uhz|v~0
FSG!E0|qSh6>$==Jn?i6UF%x^lSVo%61cKv#lcnTy7}cgo|z)vZ8G&oAwnzqxl@Ta+I0;(kg#3yC=1t
M^*vK#5OkSxX{jCoIFyTML*S~OK8nw;`2C!dBESe-o`VBuvC`M`7<X>O{OoIV%5e)*8DE{1boPUEI{K
zGb>?pQKnH=#y?xRoSVRYcvT4(9s><hGN5GAQbEJ+=^*Zs(Cf=}9&`n6x9`_P;wA9*Cpb??<ODuV2yD
wJ@=>%RUw@VUk@+JAnC+X-(0?vkB|0=rP#jwIG`Okswje~Jh2gRj_8#VLloXbZVLJmdgQrAUfB4Ouah
_SYI>R&+bmjt|yN?FKGj^1MPAyPHmv|UxE7HkfWMtz?L0x^9*|C<=rq}GJ&C5;2_(a_Z7G{|3|ROZ8-
Gd=g$kZkhhtkRGu^kro~pKkM9HD+ImiYp*CnCTI6H^V`-Y`pOJ+7^x6uF(=JT98Z8X7AO4vXK5^uOo%
O4u-l7OQ)(J=QRhBa7Q_5#2;qeOi_F2X%;lwp3=ZJ4&M0^abMImL$5^B&`)T}^FjgE3lBqAl{w^O{Mw
ff;oE=LvXX(so96S5GHD-V>Zx_r90CvJdl+S2-ams`BGh4s`d;+4c!FG@-RU#jIvAG^X^<hek1L?bih
}e@g6J55f+v2Rpvkq{sbbq(--0u<{$2izEsc{{PTCw;0{L*Q8k8cKt03z{GAf;+A2nM56)K7y0aHscG
i+;s{xnYpS~XzHUzq7nTl*RCA12nvAh@TYuufB%B?+G?jB%@(1QJM*FZ+N^CR9n|J4=(gl5&pI(@r8e
gI8Ns^B$?{ao<zT&{?65b`_9cscJVzbOPMmX<c+X1H`-#I(;aia#yXAP+5#GCCdJ_CgHX(xcG5Z*?q&
Bt_B9AD#0f#8)}I2bL5s`<cQ3jO`z$jo@@LFPdWo~rGGaelpyl~-XeldQ4Gk1EV+wsSvlt3yzhU5gvN
NwC$)!%iGXafY{)nuQ+vg6xEPSsX-VnHc_U#%SbfTqtG8Ex?%sE{bm2y=J^Y>*;5OpV;liRyU_g*Bq{
T-1XkCNHFUdW|mJzzhi>Ob+L~PTN6I1yQtyu5(AQX5!lGN6BA7=kexbLKVJw$#@+)KL8PQ3*LBNvt9v
g-y0n7(nu?k~{GiRe<N@5ki6c(TcCv-B75nN?&C3y|Mgz{?}xw<jq?LYIe`{wXDulHs&?0a*V^nxy_b
o@j{1UL>M{sXJj#VNpH<J&H9=M3eiA6$u=Q>64O7lwHq+wcRp!t=NioXzpP0ycy*F+ZLP6uRg&dZ#u1
3+&#UArkPq|*$E+~nTh=JIe`)LASawK$*2-PgXr<sH)Z}~#Bv&@{Tl-N$V{ABhA2eMLrwRevTk5mbSy
*6NacrAv7?=`*z{bK>P?teJsPCt1s5hStBUfPWLO^P)xF@PcsQw<)4!dJe&x?hEbS>fNQH7zV>|HcC~
lbQ5hzhTjw^qTpqKIKvh9?L%;Hu-l}9?Gy>xorMT1QK4-lKHrY&FlEnJLJnJ^Zz&DPe}r{OXTMM#mRU
Y=8zKdNi)!1XooZ#}8u7gSidJZ-W`1$`$=-`gY_h*R2!Z^PR+_7Tjo(RkhcP-U~>Wq?fM|0w-t)sAYy
{P37IL46yQ=S>C;TRmRq674?)3dT9xlvE%;l}<^YqLB_(8~3^HvJUqji2mY`7%EV?T#_ET{Xa5Oh579
sj9Z&b1-zrHv{462O8Xu2mpv2WJ3P&me6n>R$X7t^Oq^d4Um^1?s+O;%c|B{4Tb^)Ig@WUZiTXxss)C
`mF|yC>9N~k%op+7S%K4oGQ6{30bU;?+Wy&nGxW>HsQJ*@TpP_<~mPUCVa@J(2!XQ@0J7sRsOl#mpgs
rA46Vl&^M8w6BhilaKX%ALt6|E=HYnfN1|7lz$OIxK|S<_C8<dL=QVi3b=h9I~|(X{WVqV74dpPGFV`
L)=s_(L-hQ;E!OoD=%gZX6zW?-2rfSkxs#z1ZdDE9%slU{5Yy`-9}7c%&uWT=#NvJU<d6psfKmw^G#*
c;fYaZO4<YO5Mz8bcis|uvEVbsYR^fB&^y#2k@%g`BPonUjr;{5h|qu)6gBJhf*G`e&cF6EL)Y2knQE
)rPS!~MnCLw7|hN^IIx{4QTnH{?674;)nrFQ^N--^ryTH19g2rw`^9$bv%<HP>7{NJ#0USst_gAf!XP
`A{MXxcpmsDvh(fBHj6s4Y4Roz-1{eLL5-!1E=4w}ix7oH$$_^r%^X{n^eEk966RrgCvcN;AMVIwe;O
zTjasS|WGG2SmV`1=FRB&<4q>99Z7DFvn)gPj>CRMVfjvs6quKBP9E|xs^?8r^M0kdNo-3A01sXeKeo
=EA9Vye6Y;xB7K{A0$T^ih(E0+|UdeWyd(W^}jWLr_w05VKAUh@e8c>LAL&Thl_-C2-wd$I(ddoZ9!P
J2Vv!-{yT?g`@wGlsEsiJFusI`aGbxHxUYj`o+_M?Yp_AcXb$&DMWzoA1hNiccnRD{f{ddPUd%NViUu
8`lQYLPFo%b{D4J;vNQR-pas`SgNd#doX+Rml?1J73uIGgC|brZQFvsU895CZ1L^<{&y46dDozeW<MY
+$fQ`+lTGshu(p?N`@scEa_uqhT-&S#!mR5P=d`ljYvn{WEP-6?eGGorEF@-T!|AlK(i4G@+2=IooM%
Ul~H9zcb@2?u}^pWI*ozHcYaXvz*tiuFnGdRqdpaR=H2BiEyS#HgyQ6D`g$wBfA-eQQG_3tc+yma<cJ
B&MMQ#!(mj1`FB3S34>t<DPv&{_F6aEFlVWu%F1MIh8cX}rh8YXsKAP_FY?D)MhqMmbsqIjpMq5xLTC
t=H&X(}}lPeVUlJp^c}3YNDr^j+zJdot=-0?=`w9RAALxcer!v2&AzQ)@Nz?*WMRyvqYC&pE1lqGld6
AfgX22Fe!ZAlSVDP>~%b)(cbH)@%H#rT-07i@cZ+h#QmWbu0oFk>2x#@sx0TBvj(F{nXD=iVx4@jVKk
^5vs7d*;>|VNVvTW0GZ68CQQ}^MI4hqZ4_kag>XDjj6`^Y8TrsVy=+o*x@ydxIi+dOf8F>DV#;C^|xz
S-@mK@3?L?XEBHKij9Kj*;eFoR%|mL*vdxuBp?FQL2SmxcZK&6@Q-pC?vYrSnV3sLoEymlULgZ_O94-
x@l3_(vXo`CN_wGBZA{X})`fj=oC}n%SG|8d4(WHfE>A)xj#6>~uQML;jXc%bTT>IW|@CV>pj)Wey;B
7Kr<QV*dqFQjFYfT8rH-HI;Jhv%X`(ivO`$bqiz>lTa@1%e~aZ05L+pxg(jbh=4EfslwNw*UfV|->2?
{4Dt{JT)WQ<L245wmVf%&DxPGlSbl!5##Ft9Y2dG@D}E1PX3%zfhvG~y(lgj1()7*EIaDlSh4)WNet9
k-NFVLCc_{_vJ(fLnJWHNV6Cm)ZRQF%;z^ZJwHp5z5zx}M~CQ>LK-_L8+S3f#LM*n`|=!~Hw8p1{)eQ
zk!Z@#-i!q7}=y7Z{w*@WfU${lBS?_hU?>T?R)d8})e7bPRL3bF0FQ?1A?*-FcaDIU4mUC?(^&i6=!z
(tK3?u-(CWe$O3cAHU1*gK_epPsYRuEVGMk=d^+y?vSw+v_Ju=ar(Pgc+R4VE1*wMQDUeq*o$$8^vje
?nXvYFJZd_*__uvc_H)m+XMB^HMA0jN5Q0IU_>ARc^n+RR6kZ3Ndzz@3jGjgj?qLf?LOvSju*ubGs~|
<uF!|6Y2XFZ1%Z|2PK|M20XY;)3JgBs5u;r{&OE@<<Lnx2gw;dBJC5-dE+RrTHj(qSvwJhgJhwEF!hM
Zt(!YLmrg+k1-T#dO*k7)23vg*QpzBYTscvk*O-Ru6Lkb_;s+{~M|0&ec{KdrDV<5SPJmAz}@|P&4NP
NZ{Nq=q4j>j)L&iOSy4Ba)^cz6A>wGiTCUJ@RA-~tMIw1YgfP#gPE9(tnGwLZrynY_Bp8-X!mj1xV-w
Dbd0+w=>`e;RN4evD0;THM5~kTa4R9O@3Ao<mAWgOBP6W8<Epi<UW<x5m#JR`7IyRYy=hNaAfWHhj{d
(+wl3{CYBpI>wKpRt%Z(qrrY==`_!dm4uP}egb;Z$Flf;e{n^^SC&ZE?D!7@pQV{$8zWtjQUN3Ff47F
Et)~{X(*Q3Uw?(iU-YX9#3}}dq)gL;t^~td!jOA$jCHZ3WPoDrMJi14v-n5!(m}YhHF%05+E(tyNj=x
9z*5rp<gXSL}?M8~=vo`YLYVYU+k)AEytG=maj&uO~JsZ5}RSI6NEd9o1HQ_h<Skb>@D~sfefj63r%g
Y1m$Rc)~Ajf6kKJ~V?jZFZD5eJ*!z7Xq?u+YeKobO_MzoR^W6Z4$S3`w11xoywNRs3p3CZZH#z6&Ls%
ddq8dF9}bqgp)7_qDfMi+L`)0@pGXV|(w))u`5c?v*V*i?R)Abfx^jC)FIcJgluOUwy%83$D7#*thmM
`<t1YPO`hFb_@0Dy`+;|(S4<lhVWT1I3z$b!xR->d~C9?Gg^xdTo41CXTd3}_@Yd{u=g)$6tb1XOCr!
NM3q%W`ORM6G;+>bFihKnTx1AOrdi~Z+~l8vCvd7CX?+qwyI7R!cmhNiNWGP|35a9d4wUA2STIZf^M0
bGo-4><Ul0^F`{$s^jCw#^cShIXaO9g`JJwra5m;uU6aT3sL0@_n3!ePhY7t{_B4A8cKi4?Oo156x^e
_LBiixu$mSbeH(vgk!y}aAnaa2h)@Eh^bGMDDigscdrx$aM*njPPe9C^hVJzjpkA0b_82ps(u_yv|vl
Ohbf$vf3VkLOenj0PO4N_`)TZMumkU_!ARe=LTJxk9l`XQH=RVohxYYGLU+s?*a9MUvK#hXk~y&zTsm
RMfh{L|S4NtR7a$UJsrJagzs+a|1-{&F-eu1`My=J$x;88CgN$s>VgomkD^a8-HeP>OW8!Jg+hab7V<
E_cAz;gMQc4V{AS*1JJSZ58kc^)HGF=x1W7J$z;`^tN$AR$MIPhqu~$?7-5#}Dp7KnRb=!!bvSxupaJ
nLQKqR=h6vB3g7<X&BiJ=Zd$&|J+HjZG^Y$7-S}s;SN{sSu9<*;bNUc!^X|+>)=+wSAJ{y%?%rjOpxl
&74$qNFHB@D`_wg>*`)myLn^1~jlnwI~fIL)2Evwh#sWGgXBz+`_WhvZ2KkcC=K_-k*L?h&J>{dSW^z
%0nKC2qtFO_eg;lp%QC4i;!!Tqhe;2lS{}zLtMyrgh9{e}6MymsongN<_LSUBBk4sVeV^vphx}rfo&y
-#s(;E=NLWZW?nqXC?l)NbM{X8vYgFhink>aqIX795h3lw!V^8pm8<(xzAVgTG7@mQ5U0nLY{ml>L8X
L0Lo``!qGBz>qp{NL2o7P+l5&SnmWey*0cKx(_kHNO7<gPg$v>*6XlbPaAprNGwGpMZK@>8A)ic9!&B
Qyc0n4${V$vD!M+r$l+U6DWq27Aci;Z_jJ^524U)KKxESB0Vz0oIUh!seIpqGl3W!UBeN#6QGBJRiF@
SB*C)ySUZ44(OEyNh3EgWtxO&}yogr+xhm_QC2UMat~X;h#doSu}E4)KB==S_%ooqT<^ly3rgW-o2Uw
$=*=fc+8e`<_?01gv|lLz15DUuRJWiQ%DNy3;pLIzKTH$7|5h4ut{{-25Q2pIWz2bojf?HCM{!bMADj
gXC805+lqnit!5$2Y^8WJdU{C4+K|O2+FW52Vk6Q^;3qN9szNgFo!agal{Mk8%(BV4*`&Ghw}Qf1ZEi
aYkS}4W{>&s9zIOqSr2$##VY*I(Jw3lD5)l$k`-nVABxoCKa@W7rGB2Z<2^6|S)avc#Z^4=a>biT4k2
&(*bJF|N3!-wq-ad3j3tR#E(W?Co<DeFY4?Ft#lPEIr*EFx;ju2f#|Wo@Stmy&nS3M12eth{iSB>xXX
~YbHT_0(;-9)+QI=dXy<uMjvYJbV-1JgMkI}4p6me@-b4`~0nC*yMW;Dcgzk+}hEREt=LFn0&!%kCW1
%o}($}Q}W{&drl3i)GngpMq^ij{>iyT52ZT@<Y^MlAq3(y;gqvY4&^X6tN&JP4({S2A6cKX;ZKytfgi
`kt~MA5?=|A&A0H_ek^>TFs~H5Kkvy2qqHA2u<r=#pUaEg&2SZxx-jKHd>8P3Z;;f=kNuq|1TnG-4RB
~>PNjcCP8~Zy#;<*Lb)8L!eKfcUm(7S0tsfRFN@_Tm?C`Q6cSG38^{}C&3_*(#V?97GRmz~b47p!DWd
o0xH^!0rfOSVOrdSH-045XGW&EHJkmz(qzhD7lPz+9!39A+=V%?WtU!dAIw*lxI5ZGbeJP*X2%uGFu1
>M&(F>LvIu0EtW-ehyr4jNzo;5Dl{f)fsA0Q8~xflBIWe$g=@iNGv^+7_62)DHX0^oUk=gCpN2dh`7j
Qe+L2d&q+uLYc=zA<v?%T;O57Iq8-DbR?lMuw9PYMjA?!4p{|63?}};9A(4pypx5$G8}f@A_+0vbK_p
k%97Hn>u?N@cq0<-hjw)ab@?{u#3EwU?xNx>c6dQ40cPlCa{jdyT`wJ;shdqLv6<sG94ib0G4ZD#m{g
7HGYFdGLqqN!Z(rNF39Tt=8~@DQ5PdgKW>1Q6u31-*7FtTQwRO_38bqO%4hn2*%UK>Sz8QAZJbk+85<
AjS2OqHM`J;@^Vj`r+S3LOCf)=k0GuHGR04LJmLSJdldNN;s-1ExQ042%$+{JdZ<tq^JlKHl4?xpZSW
%+G)|&Z_Zdp=M$gr>;OK^6F7J&#e4sEJbpkG$Yz=#*;_(4TJEIS)e^xdrQUdP_vq(3GuB~BYEXBEi_I
SMG&T4BKc(_a&Uw?0z`q9-Q(CPV!oHsX*(s7=~>tlUZ<e7FEGSf|~uiL)5b0_(wFSo(&CeAA?}JVq0v
e^PsAVil=xhCEzf+C+df>K>3=v_yp%87Xl<kW_Wqex0^-NpEhZDR!q;J?_NhM`Y1{!hs!7Yhm@nnHpG
Y*4&wMq`?moF~B}Ix28Kea$(H%J%)<NP^#!v3E5`pe~I>Ys^?hsY#v0n<Jg4yU)1iM)HNeSey@-?oTg
j#Pw=1MbIRoKr>X+Y)W+|QiLc{Q{~VW*7!6@B$CZ2ujBNCpX34Z&++CqteOSYoMGOaoA~^(yA97?#30
_Eimx9OAb%$LLlpz?AK7>G#g0Fr-%}h{0SF@^7fiu*STcwjEL>!xPo3(0OOXjX65*8>;`{DED?AW1$7
JI=oIUb2ipmt%^9IBrlDgj^_=^}>zT-J+^)4|!-xMyT<1#)49CUB@Ctd1C#xz?|yF}mk!IC9wh{Y%?Z
f0Y5VP_MoN$wtNvj|S2k9OjQR_SR+nP>1)!2?uOjRojg0#<clO`ja>uGHaDlasXUEF485(vt*`0=|sR
&Us3koRxV=<t<k&4)xw_x5F*)%8R|$acbhdKC;Wco!%fM6R4<=FTVrA-jCn(0E51kDT~enIru9!|tJ?
?D%RYJ~wHW3uk%}0<#9ks;)=K-e;;)#Kdo^06`_xDfz}5-V-BTd}n&IUhy*W`YUuXheR>r4HRXGhRtW
Qrl)9xflmnPK5lBH9X{w4Gi%5KNDsbr37C5?qGmr?0&m|PL(iCW7v;KBj{xJXvm?kMJpPYN{shuW=+0
(%^0tFwE4l^~)Z1Tceyp#kSmG7<L_Tcd*ci=%1LK7Zjs2+REC)};T1gVf}8NhT(>eeZFwFoR&I3>K?*
U*Ncjq7ho|@2rM^O^+VZU_4_Lnq+IwUCC3#SO!UIWIK`iiE@E;Z#V=Bv38HhU=9C>ptq<STb5wb)r`5
;XlYnPrq0SlN9}by-Sa4=zGwchxWv~f@eOSJRWUG}-8}<LVyK8BKNp+rl?=2UjZ46rjJ^dCvu9}#y_|
Z*mDT9k)m<GC@F}lptA0iIvsX>P{H3EKqL+;tn2)6C<yr6A*S(~?BgMS0TalxyAYFceqwu82G@g{eR)
wye=+%RQEL#S;z!KLZIFfdnQD~sR5IA*gG&gxG?du^}!fKK(6(MChqyV9yhxX>{z$)KwXZ@kV(AE4PF
{P^aer*E2VK4-#ENJA+t&u6n^`ytyO-yd2h_hcun8kVkuaq!TK_)Cvqmg0g1btA}8y2S7I3@LkZvy!(
Q<(BEs1Rg$kR;x?wP-&|i%O&j8E*DTEd&R|m+?QDTicxl_1{E8w&EVg&AaZy)QAI8b}}_lx-mpt8l3l
*u&<>ehpd=SR6(NHP;sZxovv!$q;s!zg0%Y0h|j;A@>L5*CaCD!U8NMZtbHJLFKWlL*aM5p_)Qz`77Q
QF1T_3%2xGAdNjeB;kn{A?GAv;`1yCPk#r=b%#^+myoe+1B`H1YABO#0{K{K{rCEcB3)S(YZp?AU}DC
t)iDe<?qtd;%)sqp;Vj(X9GV(Zw-j*Vc|VfPk&$_pTvglwi5p-%4B#nq%(0?=C81Za$8Xl_SnhD|DMB
lU{%!TbiHOea0QT(jbm-i4qrFwn$kwXns7he(`}d_Dar17E_S4=<=G7h~1cyho#e1X1EsnP)RJMG!@i
lTu!1W5p?=3mb?flR4L%!tOt&P(m8-%b;EXiplVH91j?pAC`J4Cwr^(W)P#EKWLxMTWOtrJ`;!UNh7@
vcihl_$ne_UVzHtP`*BbMY>PSLLSq-7;cO8(<TZ<b6!DacmWOd^j-}#}l5@-cdQYtVOL$$YAulEfqY|
l3j~xM+R-p@U26hL7+G%6PaGdSQRHQ$Z3xCIt?NM4We2W|E!bgems*oBS_^q}F=$hd2Nb#D=AiQy>x3
<nF6G!&6cC|V^Ccqh{+JH4-_FBO+^I}Af_u=dZWlj1V(<GqNY3@|lJRwsSKN$YbvXYRu^$5%%msV|^u
Fghi<cdU?B}O~1Cn%^7&`{AU0H3v;CgEFV7k*&-L0-hIe-UPalJlL0XDc|U^+7{07mLX$M=@p#9f0B}
Qe$kGwiO;Dhi?k*qJv!o@i0i`MOK|3OOk1x5x{8K{*NDbMbQc$<%WmGRXMnf21S-u@5Ne5R;r|x^0M)
y+cehR#+;6C<LBKEs(EXQF?d922BxrNSCSiYR=n?w!O&F*+ki<tX2FWf(b&%vuf_9E8QOsmCsU{sK?)
^)fE%U~8%ON0Kv)bV-VMMH#xOm7qpuLT>-3G+*G=Of`ew>y(dNnHMt0?`jhWom8D`=JD7(G547DM-Yp
5thQM)g*Y)9y)^I~C#m_0%H&^M#cXm4Ovd}zk^T2$y9!!-x?IF9Z9vC7!2WFWAD`CXyiJ<&$f8J6wY+
MH(*y`sdV0@Wbug|My@pc%qyBh2CheaMhlYr!!E+0aZMKO95}3VG;8Pvnxe^07-V=?~WKb16>?yz`f{
S18N`zNk>OZ43Qf^8hT22;{~AV<x-p^im7r)pwm(cBEZ#Q^bgCCU$2lTd;MN({o|%47NCfsy~T7rs7I
sO!{mcS3LZIM$)+tSI!l{qPgWBMIX?j7qxe6Mb=o*ypM!fk8nhzpX9}b(mcnlb}09tusPcU*)nhBSM4
(s6Rhuc0$qwW5k#c`0Yh82w@)PS<V2+x&XVeACrNr4u;!X>xIvp}8cYc6uYp7)r3TXcPtk-)7YT>VK%
A>UO{&Wi+}U`0kHxNt<TuB1@F;W#U1rXyC>a#%u85^>Fwt*N=~DgkOPs$XS%A<O@UYs365qX)Z#G0C&
a3+@VUlCWd@dzS8qbOsbOwQ&c52yG`~|3)H(W(CP(?qztC1*T_r+liW}1l1;4PtjzVvSd#xoqBsAYZh
cpy_<kVR{yg;?aQ?6vCM1d)pntzOX&7d=AY$9nBT_!p<Y?gq(=$12tb_0>hkmKE>}o+mpYK(pd=>+`q
{1~Yxu5d=z)3A6i#&@>UR3dZ_={h0~DT3aAjP!Q#?X@n&nW^Z68cDXlUyCTDt)mIG40Vj^A$ytW|@p9
&wOA4S>eGt@LC|qk`zu<1XAZvOEtpSR}XFc$OVgo><*9?YIh3Pz4HAcy6y3)bpHQO*87Xrb);a~yM`d
y@j1>|^4As#CkNTO<@wGV=4vv2X73iHMt?}A5&DSP9|D}s!(!+Ye+eUJC;QBT>&J1|h%P0RY^kE|O|r
=WA{u?4<y^lG>BUt6c;Mg&>VqMQ|j25u3N6&QfnB{hnB4|Q?VJ*;xFh$NG>4{Fw{Bfn5=$NVIz&zkpN
F2O&705GXczPUHK7#kZFvhbsHR35pS$CVMxzn6k}_bcy1LnxF{rv<_%K?rj;g>ez3=N=X7gKyk{_Q}%
Ge%;L0XHhN9{F#Yt#Q1F{0WE$eNh=uN$_<;+tV46LW}JIZ01F4nI?XJ3^<29J2to{^=ZIkXKh?6Anqq
_@dYd>L2FnHP;p0$H$<oC;^u9s13#HRoG2pDNk`479|7Vu+u=&Ed0!3a(h&&lfq0cxvTTZogI|K8j!Z
3iZJuC|kW7*cT^;xv9yc~K-l`{udx{o%UjDC>kJNPb!bv>m&{VG#S%dll+vNUkastICg%XJ|a3*aDE6
aAUA@s@rp4aTF*8h`8m4mVv*vhhu1CT|OmLN_lnDqw8u$nVl9*E*BiI+;V;!W_8iMv8&5B%Gzmrvzjl
e5w$crX|(TD+Bb}1&2}t^CW-4px}_|cABvZ$V8WadLQs%=~G&n=!CrOVdD4py?HHS6M6JEtgx9Ipi^E
0_Rf20mlW_KMGH4~9;32ai%-?GE{nRjoz(sc5R&yTo{jF|SGS05ma9=(pIEoZM$aKA;aDpePNt0oHh_
50+)=S40cWx4Z1KvCCv%x-Kx-)-2FR_G)*qA4lxQ!Iy#$yyBxXZ#$iQ*14|<?wfm>mMh~D!PnKk?g>?
3DSW{%LmZPY_!sD8CdpIn)wsfb)k#{2d0_1|CL_Pt6doT((!QtlF5zVh?gBGm`#5YD=FKcXp8i@ktUL
0dzLOynRq+geT!gK_;9YRG7O-ZAb+<?lV8RCYqIGAoItB@!jJddiv>-&9*5!6Fd^lAy^&ArMAh`e3K&
hWq|;5@H}`uM>JKVuK3ZLFor4f<vv^ZCpFLHS>&&?rfF*pUg|#CBuTlonsSzm1>lQ41vDqOfQdgdCT!
u(OVk8y_AY-Alp11L0u)~Is36kK`P?JhhP>tFtC>%)<Ua;^SOP&k%YDVNWLb0WX90zY;T23_BirHv*;
--;*S1e^2T_p&%!(ACpU_<#C_(VwD+LBToNj+ORiAVLP)QSccgUH;ZJynp#u;pKn;k(+*=}Kd2KKd`K
A6;{F>3?kn#wewI7>{J=731Wz5buc>ZXM91Cg#p0a5-9E7UU7JACDpJjbKl<|=onW6EpVq4pYyW{+h{
cti+H6Dxuc0ipLQnmDWW(X}xwt~3;7P%mzOQuE%(n%U4J(pPPzr7o<1P#EE`E}>y2(BcOCHFJFyPJPh
W@GGQc#+FcxvC0Rc03&fSdz`sKGb><*lKUr0|oB#+x%gk@}JWtE`Q^({MT@T!7>)_tkuS{6pu%@69tO
IkM6g5cFVbIVI0jTNK3HYNlD%9SRwo-DnEiuV#%*x0lkVQrc~pzx{i3adJy<?Z*n~PnmMx<_;BvwR}@
JGBtDSx@b7pbgo6swj_tc$OBt&D3ipkngz`V<d>Jf20Na3N9+saW@3yr({1kKtRa?iBrrBBJtY0VHES
EnDJmeAVau5!j%L#Kz@}RB*$ls=HAKQ05Qcxfg`_5<Rk2)cSyyc)yyfYUjXe4rGYSANUma@qcwx#J^@
#c%5hkiT$O$`OLY^=CY8BA!Yn{9rEs*?&n7iyqGPn;GFw&5eAFUjW3CBN7{A>q<6Z7}fQSMU;KFA7S{
SjO(a9eqL*sMJx-fC>t87Ct2My<`kgm2cg^plgc}Nb>tI_ousmW~`qsbDYiS4j8^8%hSSaI=`Us;L<_
Yl~Zbsrv~Vm$pQ!85v{^$vEdq;&Rf+sD)TQgG)Bhh4P}e{@r-?`${5MWDl_HoeNmz1+}bxiZCfC#179
46-E-Y{ud9ZmXS5h})FzbuMD(b&Bv#Xv%GFyVB@{y0=d3DD*dF)>Co`-UHu_~V_Ely^8iW$sAD$y>FB
F^&=AV^e>r0@O6i{l4{A?ootM@l;#K68K8n`<BLA4WEKSI}6(D>#XPDI#Qt?-&!S}JMUzlqBMos-KNC
SK+Yw}SmXPYnq<yg)?-R$q#_X{bvc%*<|8|F#IpD)M?T*-g%f2+8s1#wq^4&z<*9DMC=tb&APQ7bJ%e
SV_R@7pSWYZ}FL%jw4_{RmGLT6{`x!I+D0lhYD_bbA++cq7<ACrybVfRMT+k$Y!p(x&UdYarhnEL_(c
A|KixVJvNb8BA_J}@cHnydM3p+7Q^MosFNPe5c6XxLls(FI1a;&NJ*}-Ne;qRAv#PFZxJO1WEJCOk1{
Ip;Vv7T+k-G?SRC_E!Brt)hhE15PrnC&6a%rdAReg09Sr%A-fHxe*~8h8$^H0AZ;ewlAtGbJGI(37EL
VyL->cHcnYxQW=Lq1meoUZCp}|sVK0hsCOw)ThZrT2dGs`2EwV?gP&}eE7q>6tI*L>5os6P_wiB}Csb
-t6>!EI{jEY!}?qzwnQiT_%Cs@3%;pDBqN7I^AI^_WO(QQe8UK!=d-u5vL5Jc1FBdo>E#?51h(vJ86I
%_o!%^3`9bK)cRLpBzIIqxI(V<kGG#r;}`%H|>Z;5P`6qVb4jZAKsg@2!qfV9(`XwQp73IbN@xCOlW!
~KZuWG(Q8R^VhWRE3FZROLxJfDlb5XN@d-D1jtfCjqi`2c_2Q<IIHj_umUc#FdODUlUc>|pdB?o`{ka
+7Ho+#3TXXZH=<ieGPGvJjs<WNCH?G<<5=5^d#?{Dsq*o2w_A{MWEYa`5HY?tPVQyS@oGzlB9v)wHU9
i{UZxpWKo&;tgerI=b4oAc~ne<fs1y9i=+{9a-Zg86bXk{*v@7WyS$dinNx)2Y8yu&KcoANIJ-gsF--
cAddhRQpCNhR2dTZ2g4)t*S2$EI;-Z;I1`lt7Npy7*A*zHFgAO_dHBWLnUo?FPl+xyr5VDQzdo(?rE{
#u=&bUwn?oK`s+>PM%kJjT}g%o6I69OSsb3zRNy1%{K;NR2t#EAZ^pJn39C|hnc87tA~uDf^Md`kKb$
Zm;h0ssVoGyKnmEukFGPxPK&1l0j-){*JjY{TxoN+*Mxq#dgj-whLjbAvd>-Cf-|N0s#0ITRgGsp1Jc
W9XQ2lTPM-u{yVD&0BZGy=XtkGn5myLJBNO9_D4A<Bi-+V>6s>Sr`TTM3$TL?TBfs!}Jf(v{+O|R;i?
W#-i22mvBgC#^@&9FIZ<(%>H@14u|8d|_Ek=#F@gQ<z;6_WTJdbvOsqJQgIh$#SBITpZsB<gatzDCHu
}hqkvqQ;zcJg7O{7iO<Ty2HkuP8UBSH#F0`7{*IxaE4Mqjf$GmQY}G5zvA7dYSc$x06j!bjwhQI)ed*
cz_^ocGt+y9Uu%_7!3A=9HSH7zE+ItW_-=f=sj*TA=y!CTfNv?slWD?b5>~J8bs!|kpX?Ba8)Ta(jw%
uOopiw>)5A-RZbtp6{3g@F3!lvvdGQx(vbj>5)Z9`u|airX~_$LY#lzuQ~x*N$s8k^X{fuxp(7n=ENX
^rE2N=;CP&JWc}hZ7ZK{$-EW_t0wsLHSpsbPVp}Lj2n=rZGf$kbB+o_%j(G-@fyhmst(MT#t<Em}JWg
3TB<nKJ`2+R!dtF#Y?4R_PMPwU)!zm35wY8z2-Li;JHFdUD-nO%_H3HNXVn0#BWKb^)BfgXTzwbLCx{
fvZgLN-qVRAD>jeVjaKU+R3NRZ3leKw@ebz!m^y(01Hk-x{c(cj?i^X64}K;wC=p>J=dN4=*?%0}<Zn
vt`O>z&A(c+kKeL*WPlcWQAr;iIi)=7Rd6RUMzTsBt`CNg{qZ<6;d0fhgA$OT`U-3wx~(`SijuA#9)C
&iQ+VbgGq|nYD-WR##Wu;AW)Em_>X!f;X=Jdc3Z^&jxjll>)hPShK*{I;R%Z5F#y%km6wD&fS-&h|1p
3p(O>o#@e|7sxYG>}L^B64wIQ%M5rI43YB<WaM`EvblikPgpl{?{l_@}r7ZaT=U-jsm)c~HNakO;74{
}|x#G}EO!@6}|+2Py)Sz~6R(=Dn348MgaaLA*e!Gbbs*#Hw;whdTqVpA~uJ6ee6JFA;(67N3hbSL5a1
3U8}p;<#vX*9>E#hch>kUr6L7#F9-*w<dj$?2mB(!8LnuXL5zCby}=fInm_IGw6GG<c}%!r*+29}ssk
mw)6i0bIMKiZ!~u)z{!22%H;a{kMxjcXES!t42uzJ@hr~)o~0=Z90siYqrJS9_)!P)>6rE^fFMRF@S&
VplfChQc?(-jQ%4Vcxc!Hy1roOX$=VPackgs-=H(XqLtBHcq5LArNkWAkR0nZC#|t^WG3-rNcMmR@{)
}0?QIcD4W3>_`t2A!95E#d1nt~ApYH3u(>tOW#DPUJRcEhwNG1Y;mRgM@hXaAVbq(>}>tqMPugl-;&b
}`LXSWvMMQcg$E=X<f5U))yr6{!GqmE9G!2pzIB5s-bJwjW(CXo|-V=Z9xvtlBhe0Tm5vE_DtOu==?V
U_D*bj_Ga_Kv-hb?G#{jPR?jdF7UDLZqCoPOo6XA)3B9i}FLsON>Te(qR{_LCJ&ZZL&7y7ifh%3&mv2
rd*FLa=1r_p#1^EP5_t%YU2*1?~Vi}?OQ4H(7}AoCr9yPScm|5^^r~yE`%OBv>}DQjJD0Z*urde8`cM
ny6wunxMUw30ubQ79>jK=qN=6O5DJd;lSpP-8%ZIkm&O13RE1*P7nD7kn(I5V0UZ8p<)As<zS+7xXkM
?L&a~}G_}y!vie5DH?^E2mE1)+qq%4|#_fN2w$4RpY32tM@&Glh7L@^k*PDacn^092pSj04*6{$`xm5
>Xd`=vPoX?Bn^dDod5k7n*wDUvu4;_ajf3+$&u-d$H_K!)_N8?e)wcX$d$tvceC&9O=ZYM&GGamOcm?
1lg-6V`_TlD`@QU)y)`qoh^kd%gD6Fx+k^alhk928wDG#;}4P-noa3C^*KT^mlGCzwkLZbi5=>OhjRn
K_yN)2&c3bEZ<QEg1`*u0|#4Q=zB4_CsSL)%(uku8v%zObx4~WT(Nc&L(hI5Tc7zKpdTqf5OTUEn!{N
}V~?4WKa#gFI#=kqi$H_o@6MO>O-sRVqVJAo;phwg?Rr}VDfsxr8^P3uOlpa*V+MI`11sdBB|J5_6y4
JJC{dJoIx|AIB)`7y!9J=$%i*St@wmU5&Y4i+RcyG?NZ&!SU!M7VwaWK7M<p<iE)ch<S?yDZqk{mr1r
XUG(`E`LBy^DX=ogG{P!Y0eeZi|@Q($-voNR}_?okWOa{{LLS_7v50aJ~>p4bAqE+2=}uFIsPd~o+EP
HB(&#8H_mDrzd-#(_(G%>|z$(GEA#c4W6PwSyTjZ{j@TCn2*>Vf*u;*x!HgZ&CNwlZorv!V%1sU3?_1
OCi!cw6$;K8D+rym?TCumcb?0;Xha4H@DpfLldHU2YgaUo5()@*2VJF&cJ082zRHO59YKw7}>5S1u1?
eTcu=;42P6USm8PJ@v9roAT0t)?Z++GcjJ4)J}f)BcY14mA#+Is6V(2`h~+O(p!<JF*ih?X9givpnQk
<@0SRWXUgR=ob{4%x(`oW4AC5yyJO&j)^%g@Y3Eniyvv?MRwkQ==FEeO;pO<+Jz@h7b%B!V6wpVf9za
>wRd_k`pRg+l27;UI-cxZRY?Ick?;idZad%2kQ2F+{?xw@Iu0n9BdiJlKcp$+DK;9Po;Q>6$F6dfelT
D4X8vnHfKWQIoR7s$m$e}?x@E7pQMe(AaA;Oxj1KI)$V-&0Tsy$%De7vXuX>QLmK3Dl_0RmMkMC(4=2
o(za9!)P(Wtmc42BXY;D5tXH?zy=q;8xn9->&Dw}bheN|X=w&d|0aIRd5zlstJb|XF&==itKI;hv8>Y
~{{y?5&=L-+&E2`r!Ff71lOB#62(`jm$#9=+?^EUR`?`hE`SbR$)GQx2RF;duBJp$$q#`7ThJSPwdm?
jk<;tH(00J#a6<3Q>E_2Om6J4}fqiD3wKm?vhkcE#bHjA5HP8K7cuYl*PdDK?F*efD)#N@;Y<;<Q)Mv
6w4l?~5A@rzRjc60GFOrO0?OAA+t&?s};>+LD=K($%V-RLP<ORvqJ?(OOImJ?7Ma#$J88aM<kBJtH0l
>Y|KI@BztB$0L)WkU(_!aLmwlsHosmNPX3!WY0Wo3r~97(BV|80T+>Z%h5tMth%^DZWZDNR1sznpI=v
%=XnXWau4ONQl}SmmF&b%qx~r`ly$CPg(~V6g#TqemG?{rZoScUvoTq#pq&Z5sUOL^VNiOCf})}%ZMb
6OjS*cZ(@<RWfuuyg;M^lfCB18_v7vHFNl8~gObq{1~FQCGRDg+Sw*MVbP$9+YmAK<de6fZwAh4pVKq
z1-@2=g;#^wjBFP=H*_K1&?GUXUkGXcahq*j_B7^0hh^uZ;spQSrq6@fY(qr@U(DR|Sp1Z=(C4|X*LZ
9W;l<;PIArs#tl_jx7V}cb^?(W3WY>r^j7bDF<yowm)IB?Tex4zv})C861UeIOO@jcL4>ai4H0SP~A>
ADUf;czz;y)oSDv#|pHIyc9ycHM6BwnKc{^?UqhiGX(9ya2Kjdr2<sfuwJ`LK8By2s~*);nBy8+-ibZ
jql$9hgOjWbuSFcnIRlA+iRkdJGS==61or{r(FRd<3;QFsaB4L=Nz<T%Fdm1X~|yni>gF~W1f&!XP3m
!`eLLQ>wze8AEj%@!Az^<y`AZ_Uu&Fid_NGa_D8?PSy5osJQE-eSJ}>KB_<bQf^`s4Rh^+l?t&9wT!v
#UfK8=i$6+;}ZbnVUK*2}sgA%NDoXy3_y5c1ubU@B4P8?a*HV?4BH{P~&Q%io=W`Av#Ev)8Wd_OwrL+
&AV8U9P``B<~*A!gM(3Me~txtrMfSa{rb&-?px!yAA@?YvG(7EIiWa%>p&w<OUkmw|<y5wHPqf^+gmA
&}xow$_obs5R0{C*ML&DY!6Ey2p${LEIT~^kmiHm>TQ>+c=1+n~F=SqX_qS1STZU)c`Wo8v)ggj&44!
9>M~YcB7El<ZArz<_2m`Lil@FIg|Me>;si9wC~xji$8$(U19A4*_AiWe~SWa84JmuZXDHS;x?RT6#Zf
<W0|kfi-ceTT&n;Pk2=p#l^|$h$?5}h?X{7N8X>Ijtw>J$88VM72#D#T(VNAW?|i=#p}{{-U3qJ2^&k
DuZ)7b(h<BxlJ}@JgNGr3uG5?_7D7_Dm|7BULt>g0xPY}=5Ynw;xG;2f2-K!sfRr=(nQKl}M7m({Km~
i__NFjbn+lgIp)~YTmkTimSPUeiRwGtsPI>BV0LP7%<aO%g>xCxnN)z3B?`rD~x#30`Qw31H`*70|(o
{Q@!jARR~E%m&v^(k2&lY@gLusV4U&Ymk$t-O*%;#xh<m}!S(aPI-3<yfK3W`4%+nORPfMK8yR*Trj_
bGG~()weQ03XCF}?oA|kr$r+kJ3kzH-F79t%}$b*^;J@GYQ}o|=wzls5kMka2DG#vK^Ax%A`6VONjCi
&qoX*BZ<m=6uyAyODL9X&NVN-$`XkIxd3h1y#KMbS@a_OQjBUY|Sk2O28mxQ|r-Q*^dfiUT38<0X1)e
<^(tTrBIrY!1&z=arIQaX~D@P9Ni5-fX2@i~@3?(BzU&|7INXJf;&b!1_qVNG=eR0A4Ha+P^#Y?LFGw
=L1rbhTQZ;rwx$2~b>LA-5ML@&r^IF0?XO3T==C@eQHIvo4gkTw`7VLFC=3AkMit~hs2%+Hymb9U)%k
|lwLGE3tqycxA&_JD$lqI(v(H_9Sml;N{#_6_Goiw5ZiP(W0dd<|a!D&e(E#z6|%;1Pnf-j!;6prk2x
R4lf7xgo2L_=x1x(NYan2%t}{=|qJ)__&YQu}eJKZa)2TqR{kF0P#V&J>C#Ay-oi9D`b5@1f~fh)Bna
%Qz*-*4?H#Y%?oSpQrEI`@TW|@VB%_6%eje4qh`Z3K|fkJlzD(1HAXQX_B~D3=rQQ>_ia7)@B$V6KuE
BJsl)JScdOtWy1g*VI0(?1Ft|ogn9?oaxz%9OQCc6@Vl5a<WZH+qyJ8o_?calL9kJQ6UBn!XqENrt&V
9u{b++;<g)G!~YG-BPuwdzwzq>WZg_Eb`Gw<fI*q5JP@-X>?wm{=>RvO{{5voTWl%jR($1$}9uD^3Ef
QR4L?2s9O?DCx$Z%Mx(g$s@GPEjW~cHLRPwKXxB4LvJ{O7I2yLdduK_^k}f{f4b57A!b3Ps)c%td9Gn
mY+!=(J-I?tJXMndBa+~ky<O@929Nmfaf*0>2;?%o|=?J3fE70DZB(%WUZL`sA%m6f!<Pmazv;LwjE>
^b?^M>uiA(YgEQZN***R4>e<$$ss#n##oCOhEn3zW)*GZ<6d?K~jNTK6Q&M5%8h$o)Q!k`hg#|X8WU=
m0J9TadwbPE`Qp?bi`|l&UsT6fAKA+$<2Cd9xO<{EDX?=!N>r3zYZc2VZNP3dsGf~>Dy@WFMCFKYIeB
6)xIre((St~2F*#bK^TTa>ZVrm>)ylMJdaMeOSdZNr!XQHs|+?FO>kFlDn!X(5FWlNxLq6r*uk*ig#p
C9;`l!hgxC1*RGJz#=pzpERLA-^efkVtWjWKpr2MFA)N`0M8QDV?KlDxCB609BboAY=wcgkCkwdiWcP
_Oyc5sm?P)*P_~3S5fvh0>Xs+BTTP!C!~Z~cKqk_8LlRbQ@5E?ZeT~NoE&MGFTX?avBw%W9lMUo3uzH
!TygVL)BAgU0F1FMy@nnTzISy33~aTdG6gJY57aSn^8vvT2=tPNCIlKcBNcGgp3Z`=M4a#SAi16=m+k
rcaT}3q6*xxw(@KL@4OB!4b(HQAAa%uouS;r{Tuw^*boP-(aKcX-?eC5_3&z<T!l%Xi<R)Za64ElvGS
*v^X%H23Q2n&?`dNChj0T<)GO+s*vrb0~WU;<}qzv%ib*sQ><J>!(c3x%$Pul6)5r+_DboLMsL<ED9z
ueCOwLIjaf}W1#`#W}v*t7<(|M&Yw=zed7#sb;s9H-sx$9)wnZtlt1cspo+eRA-tEq|kWFp+^eK(rVn
9Suvg3{9)na`Oswq`PccM4mN~c}bG5I0}b)1I%yB11C4Dx7N@e0N37VnFJ)<sM;8S9(en?LQgpPP_#q
L1cg=GC&`$?Yk%jX$EO*$pAXQ8<CL;0d7e6(FbGcz0+LXfXBJ1a{5poEp4}akME*3q<WO81vnSZGaSS
xM6#ZQQgRG;OoT)C-V(uj@;2Rwpe3@e^)1SGDqw`F&A%R;PNwy0Nbh=f!!Q>R{xbym?gqtX4H^0)O9A
pvT6sLLN;28$Ve8dRqB&zD)YM7p<4;Gk8-@Wdp{RP}rX)#xR0W%g~P}&LOy@}~+%>UM{MdQ-VCkaNzz
U@vi=GWV~MTq9?a{0esg94^mv?W8oMs5rhO`>Th#<}-QF5$OZ8V0OyzakLaHURj=MlG_qL>NA}JwY*|
+y<FxD#Wz6CO#1K&M4+MB2dw)I*$<BeFRY-<kK^@*~mu&Vi*lhT)oiurE*VDTbOE+?E#H`Y%Fo1S_ZX
HFCGgg3PmHP$`#tV)=`2$z*7>&3~6PtYlrq=h~N5MSL!iqjJJ+fq+7=VdOpcOc5kXj-?<+SX@dz@08V
3xkH-l&<kuFeMfY3Z$@898H9vE%PL<mi=S|Ak0wx9Br`wS}(OMSNgjq^Nks$MwT?kN7MReU&jB9QZg3
;1_vh)#^okf{%FOT(bvuaK_C@Ybs#DH_X>2b1&=_>8Uib+_7tF9l2gsqa?h0%Ya<mKR@e8eqz2Z7L2M
0%Bdn>bXhIdW;u+_0->%jq`wc@*l42M0$sztjl5eGEh^MVEPK-)Zy#JXsJrKy6e8Qm=Qi@mawMQwEV}
B%`hp@nLd?MEk4M$5?BBgVM*xIxohZ%0P1{fmBDXG+0A`!q)-c(wZibeu(#shto2z(tS>6!!lV2wTzD
kn5vND^iEKpkU|c5<d#Ke{MNNM3mr?XzUAla+?$}u19I}yYOvJqvor_``$4-A8Es&9?f~5z2;S#$(#i
Z9!eM4~h2bgi!L-SrA*eu0B84J4qwEiAd+sZF`<s$cD&vtDJFyU*FTg#lCEYiN{$ZWz^~rj(8wM^NFT
xYg_JTNziPtBA$95H5G?dq;K{$TC(Dy2TP(6NSa+Y9DndcNH$ke}>`lLRfW>yHicqXyKBYolPRBQK0I
egp~wVgX_X_k6U22q&ARwQq3l7>~4_48G}qX>RD)uq+Aw#SkjrtF}?&~-m+Y3UqM1k`j(xID)Z8e=Re
qkGEKt~4U75S^=*8EmFn_xLA6VHQ$LGb%))rK}^vR9A!*xY>I4zAs(=RsN&G)0vIT73;zrhc7kEV`;A
hHuqoa%Z1KTcqGLrE(TxEKJ0>AAD;ET)XPyo+6n)FpqsWjVe`JuP7~r~CwVbjxDST-3QC12@4JS|Dgh
5|q~Lh=Zr;jk+UdOb4i_UZ{M29V(pnzu6i5cRLS$0)sMQb1?UmmRX8p550p00c8gOc$Jo~aytz?Zfdf
dRoC_zw}7#JL;9$ezgCB~zo9f9)!ox%Mgm$egS&=xIkf}a$%7?I{-Mch40mmqB#zGGqOvqJbEJP$c(3
cN|)1TvQPUVQ}`5<3W7)PTZYHqY^5ka&wbtK-R-dgTxXw+t&}Gd_!lBl5>+lJgXVVXiA34^>>dpAV<f
WZSI9&TPgJ0iLncR<g6gVHuPdiGls4w5d<r7NMhd*}X7MW!TO8w6+(GsTk?S(@p8~<B$NfW=iz{l0+R
_0%!~}jJ-^L7r|o;fHh(C0sg|2UB2>_)yLnc9j%j@I(T|`l<C-;?%JnNaSazT@@W)V3~Rk`0l`iQF@D
zaQ_S3cZhQ1`;-l@1Q50whm3LS)DIYZ|V`w#>Op&~s<FE4;G*U<BIMldPE%IK<<prquNMTH98@hK%=h
MN4#K~S)S{4MYbZMMNMLXL11z2hg&@t(k)#`I??x_!3joOLFKEn9C2Ii>G@$D#zYO@@PSTtf-<m2sa4
Mxe2tV9G*5I{jq#&a2`WJ~*I;%V1~aYA~Si)>o!`!29m1dFyCn?H_wo7N3E65994rO~Fo_J5rdUuiI8
rayzT@<3*&_t>JRdCv(A^#7pq=OMqcxW<Rl#Y11zmdsS{h|lHKXet}l?W!{_t%D%rK#wL7lK$B<y_9v
uqM|L<@>{y_zq>=seIuZUz)fHgqvZ@>V=z`oU4H#q1O7G4d{UIN;WWd4HyGt4_7Q&KCzFs|J|46(Cu;
R81!Q>dr(I<~83I6WXKs?u!y2?+2%ui}IJ7<Y_(Pbfs${h`Wk$mG&j=vJ&f90T_(5Ps7P-PB{n;Rf?3
0`9bsg304Ls=0&Ph~*wxg+Y!Lx6&wBU@^tg9_2?B=DFaLwZk)+BfW5Rc;3XP%<S9+nW62m#xJnU(*pH
X<4Qjw<EOIg@ur>cBTCp(iZ2rzkbk-YEkB9MaH2q51p0Mp@0Y>zyiKv*qrhkcxZ_Xh`^@nMT22NnEbj
2~H;B9<$4U+`LN{fLF4sxJp2U{v#w$`7T?~mv>!Yp$VM8Y8M3zpHNuGw@9b;T#rAj#d;n<D)A{bv6lf
58#&`VO{Ior?*!eroq!TilEUvqv7)jYTFLj|Nn`=OZwe#p4;OPSc33r9Vm2`}npXs6D0iGPz&d<u*GM
sDfX-n>o(y}ZBwpinU{R}Z$M#B(b$m-j|8*k`Rp_XapjFU^cBuEXS0JK)YO`|NJCJ(qu%p*@kc%BWm-
pa5&)#dKo&8$<>5+qy*xBDhS2Eof3Z96O0_2DH{<cBj7^T%uIh?W;WVlaUseW}Ee#<S~#sGx$AEX{wE
eGN6e5DC3x#xCM8=LX5nv$AX72&!RL<N&dXu$tD-cPZbeDjBmzPtrJA!x6o<SBN#nzGHv7AdLtv*(5e
;n$KOx&(twf7buyW!bzDMez%M|Kq!wWnPg`S?RtZcn5FxZj<h}Y8<|tpj}e%*6th-Olk`OpAA3AaW1U
gk!JXSx<BQN$5!}y)uj$1SPjKRFlHk*xWf+|z)Fyf`$O!@bzCW+%b)W&$dr%i=pVMSPD;mm@|bT1Czg
xl%$~nkhG5J8(MhIQB|m;Tjedcy;BB=rks53nuCIHF?9D1f?ZNf#K&M;ekXishX~dPwlF$bxIqz~De=
1KBgyJD7*yD6^%?r5m=3~nb>>(8n3edo*5>rnM#gy^}*B&s0>V1GpOLPj`epXAjN;pG&lPzL-RxbFjS
Vl*E!HH6h=e6L?zHLaeY<J`>zNaZNb@UbAw5RQ99c(~)77Au=%PIc#g$B)1(V9WoNWpNhBk<~IS`<lA
szxcv$V7E+a4R(_x7M|;6L8sQx5AaJuq=}U#!EfA-g%V(yLSEfBZ#Xz6cn|ix5w^vSpt_hwbyoII^e3
pLv&gnKQjwI`B5A45;{DP=<Oa?>BFE!I{A{z%Dl*TG5Nr<)^B9Uz6Hlmq-Qkz>o}IHl7G|hB#Bws9wt
Kz@N<ct?t^X^Yag&K5Zjbn6zsJZGW={E_6bF$#O_^v{zOR4yLH-9kR#sV6$3)m(-CnU6y&+}e|~>++4
xE7(S%<E_x9N}AJ8{)%b1IT0zHL~$%NkS%>;W}(df^a_^tFi;|}KE<`9DjdiZ5dNQ>MEX<j;;t>g4>f
fn=vf49BfOJ+<3-lB+!vW(#^Q^f}6Z2QS5>xZeriPX7RMHUTlV}&$4G+2>2FbW{^sp3WPP$BFpH7GBk
`j`wx<%@xr>Hr#ZzXxyH7f)t{xtF!DJlb1?HvR4da#j_Pck02ly7ukO7tOF*e|Uw5P1MamsP(zD6h-K
!ot$yJUs#Y_sg%s&nbK8TSDmQuryI0Vst>?4_j~upOQuvAbl}83om!f){YUUDIF1k*_`HgzM=Ns0$WI
Q}z^N<A9GU03IFPk6Xk|x?$At@Pg}HYeH>h(U^;NbrV4k`q%A9KR5|s}E!i(7r9GTmS{t)+*><pYrN5
#JK&GZcrNFhD+-k2AUkwKoi!u_EBVZ@p+ma}mf-fQVyqwEUKN?oFBVihj(W_}Pz_d+E2GO=d4({{4?4
M%9#RZBGo`ElpqZ+Mj+M2H&nI9AhjQ!Sk*(6(0f8#YX5Z*f}^3#Zd7ER|!uupfTSLdGsQ@4{xod>-O`
DvUBMLf~x0@OZ*3vNEs^B$Y3d0uuG8bnk7)6zg??U+2^h3(zIVamsAFl;JmIP(`oXtqFlQ;3``P6PMS
XksC~j|2tkIYq)~M^k&%d4?D-FFNdR-ZzA6!@)B8G*$I-2r3_mI%T5-wjC<wmHO%&Ma?*4}A9r-|4cl
gn(G~xB*pz?4grk8zjiOg;cqd;n_CZe#LUn$i6Jt@2#p*lG@cUD+>aY;lfj=SQxpbr8AQ7B3wuTG&6;
KW?*01PnX6796k|@aR@R0eY2V4;x3ZGM4@JD8NPrH%TeTj^rpCgWKlZ4PiS@44cl!V24pb{dqzhPaQ4
CZ2B|9mNF{Ix+h77y!;M<x4O7u#eQxGITfBjiB^b5u3rzgCX`1B{d^Zo?rnBn~Q_4|P6%+|HCo$F8{D
CN{mfcL9iD%Y_xIQo_VzH#PJ%o|~l~zZuqz5Pg;9m_eAI39UKCRgoycibPE7jBN2>&e8M72E7sElKl4
b$tbR+?39C9z_$H5<Xe1>Hx*Yyc;<6(_VGKK2VgNWh&#L+{-y%jj_fE`t11;s$I6l1B{T61e}2n0BJB
?;wT!c}{*y|TiL~N+)k;$5<|sR+7n561TMH+lNuQSW^28koZvWG5Ki)_eD27<`G~X~NtgIc}xlkmF<0
RG*DaJCALxo;c24(W?g&?fWfV_!2ykN$1k69$Ay_(kimneyq^^zr0^q*r0xypvsQMOr@u+~U*A&(svp
5g8e>OFF){}dYGT;bu((V|GuTcq4a;1m<J{QA5}MX<8cFoBw2*S~RQ>RjMcKe(SccQNQ>Th8bl-+F&1
nmts@NuY_I6%&+N0qXpt`y4^DDBw4rt3rCojw7aXIpU?tvuyzX1kD)pj7geE9H@6sh#k>Jm&|Ipr~UP
v(>~x6+z2NN4q@KD@G-5pQoVUdR%$&G3}z7bi%H=mhcEw6Uj`6k*isic{;D@lPl9V|p?U(hBX-Af|Ly
V*{=#n%HRN2BI1mUa0Fm`t|B*-OLr|kHusasO=;PO0Yu9A~1f|+SQ=btWBS0`#Gx>=t<vTmDUlh{@m^
);rS>&KaZD4zv)`b6H0sb8gk6hGJp(4TY@7tqPKQ)2(V;w%X>`2W#VgjuBQ?g-m7okvMw<jftVma0>F
kMG7D}AUj-QA8oXi)kzWIF#f&(K7!)}0v4A2w?0lb0bVr(t0y{GySn!=sa@yXFX^iVhp0fwp+t-1<2W
%N4(B3IX0Bp3Rrr0eo(<;-~vBS<Ur_a8c^`8Sv8aUF^zE5&8!!1a)-`!}qvniV|@sP*~G8@aO4Cbbxx
2+g~Q_f~K96)z}ln#Nz_VLCdFe&}MtoPHzL_YjxqK@kLse=T-n5svCjpN#>FNSy%)(z&HRsXq>8ngr?
R38GBYV++}@cO)@qTxx?>ob8zEQ!r8Ucyf)QoRR-SZzTwXf-lWN8p;acuAs$2BYpE^l@Fr2#iPkz|{T
{T`oE_;dS$BA3nN8Yi(e>uRy*a<YKMWv_INJ_jVS|mS;j$z!RZ3VCn5Oe$Z9Y!_`25Vi)mgGzx4YYyG
6kI9nd(K?f-V_3)khg=O~0i(y+cvawb4}}CJ{c<Xd!`V$|*=%VNmU2Pc38%S=N~)fM>NW%mEBte$1^w
dWxH2d`>~SZz^BtW}=)pTk_oqZSq2KHUwU?GH)&)+S&nzMPBnXRhMey{ACRk#jKEhoH?8b>UfqbBZcZ
f-nI%1T2{RkjEufZ(5=ITq0+!sBpYQe9*2NCYmKv*WPSJ)MG-3`-wUjd5ef!}Jn_UF7mo}~j}As$+&?
#clU!7I+2O~DGM&;CNKe-ld?=lq=pJ2{r4<#6#U~}y?BZu?J+<U<C>)m*u;pRqQm4##KD&KOAf*%JlE
+zQ7uzdEwRa388NT!a%gt81m2}I;$HPGb=hfL>daR#$gSkO`d2Y&DH}Je7zlzEYtstV`HL~Z`{S51*p
9oY>t*4iK71V+2OxZI%<cHZg5BXQim-z}g%gMp$yWtYPy6oDQCNeTqG*)=(t2O|nAlA&TN(!Vju8f5~
a?<~YpX!dMKbQ~Trk|yU^D)Jr@TElaaz{4%;X;7Wg%q37n>Ie6y9yJ4z^M5-AMi$ZIuytQtMTU<e@LL
e+x;x8)wR|0vYM<4Y=V#O${{-`VRAo!CHG~6xD?Are&?eF4&)N~ZdT9!;g2Y|t@vN+g688O3f<<vP@U
>B7hx8@d&RIekQKZaYsj?qsWb5i@aaKNd{J3lG~qccP8=F(dL~E2lZ?U*$XT^S|NF_n1Zm7NslP=(Q~
0=~&vV31+42<)tmRjG2U5jjU;TmguiSfGn5}9D>X986+cm6rNvJ|?DrpH3^lyy%L=Lpu`So{nfix4-E
Fz#$ygGLlEhwErHGYL15x$m?IE@h!RP*<9+kK47@U{c<>JDq(87M+zRmNZtlsF3M={cTUNi=m{n${Li
q*!RB5L`<u)_BIv%>-dn{6E|+tqn%<v?mjyHjat-ZI9J`A~6s63>J+>dzae?%Y1pDsm8AqiGo+u5nNx
q<5dS}8=c@Nw1b$k9!e%&J(ugXJvO2Cp*W-u_Sw)RX^?A<ZYC&?Qm>L6h@@#}&u^Sy7-=QMcpd{T7L6
4B$IdB&(U}@a)+YQnix%nG%dqC!Z%Bdk4wkE$Qhm4lCg?Qt&^*iCEv#zoIZVbGHQr4HO~T{?u%JKtR^
Y=61{^Ez8|n*U-p;%5w`O6iCcE|kzfx;2Fj#&VT0oz{&>3e(oiDxPza<Ef-p<`}omEZ194l@SXp<|~F
R07M!#50!m8;e);`W`Qbh`O1mJX=fw=2w1vfv(A3i|vudZw=$?6acVc8ASU2EJ1m0#=<=(rSbp%gt$4
*6pWs-4NNEE@3=|Ex9HrIL;!b25uN-CyIO53#fO(H>cEsiwHgFT^+569S@;a{M)g6I9vSyyQbke<aK7
R<}wch<H7QXsFH5DCs(-R8SXoWC8QIAJbh5U4S=VUc&vr4>{DoR#k+ND3R;%IsTmpMhW)P5Ch?4U*^o
p`8ee6=F}CALjEqY086kHw`!8WupH8|8N`*}W8+*z_KQOOq3agb<ZkdlbCogpEw3FJIM(p-qd{>eYuz
<u=08{K!v!Pf_n+u(_jlb9L)O8ayaDI`%*PGK?iv>twTJC)KBAKH)a}haplX48u{oM+Gfw^e=`J>Bxo
ha|5$k=naA|}~$-<Nr@rdCPyC~jeoNjAecAto&Rv;*xi%_?z}LNYJ~x~)Y=l1Huq)(_RMh1ZAtX)V+U
R)aL)ZD%a9e#**e{3$hFilj!)SbRs@LAw|_2MmJzM2nxz`K_vX{=jQ%rLcsR2k$l}9WshZ9sCr9(1Wn
vD;3EO1TD1$t;O_!A-PoAmU!T%C`W9ihTeHw;gSeU?ss_8M&Fu1Q<gky=U=@+A@VN*8|~ra5;+!5dPd
gowVpF1tp@m1+$9QP^m0B&qgggT<8>;ZT8A4=`@Faw3_+5Sf5#++L-f-zgeA9u$iCFiA+Qzi6q?bh6)
f%1WSf@-CoysR6-pf))WE6xbS-jP9eS|VF>*N&pRY%+r*K8edQYZ7TZ1m$ms*aB4cWqbu2z-Tss~Sqv
X3dE7sw6iB&As0`z&|_YwuBxa(IgvoNWKoY@d*3$HDUqeiF3u+p>b2s?ZzkZLG*DB5^|u0ktXWZ=#RY
7m42dt&vb+m=ujjMP`=H(p5HN^`ADjgy!fe?*`c~$!P=FaQ0_D=FQUc_B+tVej<PH<QVVro6#j^l<De
qU_|{89QMK`yJRpz(?@W(FS<swi>G$5q8?j2H{a2)!_u5F58>9Zv|hUaug<sBQP2_a5G}+^sqgUu5+O
CqY+{8dS~UTc6_B)IkFm}wS)sR0|I7=ROF+sk{E9%&qQl{@R18cbtjDvR+^0_4VOOehHaCahckNS0p<
U?O18WVQ(bhpNFPXR^1Q-$Sll*hwMo}ddChVh`h!r!X5`8QRXlEYaVr&!_WM6V?%D=^ns*AeH$qZ)Re
QMMDDmNz3a7_Fdq#TPC+9%zNZel>evwuQV@kmbCV;9%zKa(=9>LWuJ54VD!txCd813!GNT4k<*Fo}vk
3KZS%q>^`v?wsqUqrr73Ao%MX&r2#EOfoNR`7$J~bqzc*YVgi$vq-U~PstFw<RK~JNnn-?DKr0rRtgZ
F%k;bq^a>UiNle(DY5IULQf*sV5Cn85OY26L^S3-oHWND>_>l1{d*)Hd^I7L{n2aKF?~dM6IpdMbvm*
-{wO$uEbB8Q8Ka`%jnCe%&`IJi^&V=!ia3-oZE<ql4#Icq9Cvk>$5U~w39QUI=uMSDsgT%40I+|nE-&
yVDAg8Z^(mI$XWl&M$21A)tdD_U#bhu{>9XLW5M-mTm<pNDh(>+5eI60nvB%C<`mk%zT#yz+1i$UnX1
wu}GnD!+wkZ8ma2Hqfj2ok9%?P%I7a65N?)3%WChzbLb+DWhd0im{FpF8yiPb;qQ7@6y~H&I*<hSQsy
?PmU3!m7;q&eky;vrq@^osv#LP-P4UrGdpisvqmOJW=7SFp%#?I#@9VTSeq!+E>P`Hk1uS2)Akl7geZ
Qw08`qvb91pBo$IW0j<`*;G;Z}{nrS<Z5!Jz=$wX@9G(VN$JMp{bUGyBPL~G22U<-Vf=foHdXS(n5|M
lJ)QWr8mjhmB5rov%UJ=L6mq{>#mLNpyg>K^?XsyDBj>nnEPWcV>c*Y~VmEwYfgS@>sSYF#w{p%cldP
j$PWP>dzg;R4t8U_MIZbQP}!kL(58Oq$kF@-d=gYSvT8N0q}FTAH0W-QXMw$u>t=A!|22gF^JQ{u-y_
ct*HtavMXAm<vW9r|)++bKUI^9N3reUD`iPyamf))2uJ)W$NxKaj`rULO^79E&_pj9Ar)D1;>xi@a%v
MBMiB91gz+i$-mL+7$R$tgLM^TsIX*hVC)hZdth%Mt_~VyRZ)&>)$uqytZ}YJX^EKY-uvulYjU{{r45
ICvra7*Khn|JvSr3e8gWRD?lKYFjTF5YBLb}x(15ADfqannz*$O0<kQ@Og}TLb?KZJ#fiLCuKrn;tU^
9IHp{_R2jSsu+Uj}9Z05Ptalgir@rabAZg!YC@g0M%38=fcH<=lDxodC|7P93b5UM#)-@l|CB|QjpC4
&qj2f7=kdGVGbb574@s=0BFhV?lC@BW;epMihznrYM*`v8g+vf@*Gt!O^|M0P+UR|8arILy8O(JflGb
9lZR!UD&wLZ*Qz8KO#fr%XVyUe!1<^ZXKFG#nroAUXNJlr>JX4&=FWi#1e1A~HSWja6w~aOeu44T~J~
`~}+7F`QKNGuBkM2^Q-`RwBzD8|F-_mgu6)EK_2Rc-;dv5~6KqA9d##40fr3dM(E?Hpb<S9rBvI+1|&
LhK{0<JsI7R9#hkBp2Yrl0@tL(>r{lxh+Rew)H{+S2u#-J#Z~y>!@U~3Vr7S6;kps_{x?25+`X(rJJZ
Xxu57I1iFOfz0QH6n@M5u5RuGdz?(2pKGL=$gl{@!&dOU+>m$SbaXzY=M+xpKvc9;Z#zEdWg?8Q1&3g
!tK35YpYxw3n%w)_?lnj?B!DDez#p9MQMlGP)LCcXim8aipQ7Naf+Z(Wz*;gL<adrL6x5#|}qNU5e}`
`~7aHED5n!XT^j&+2+?`;N~X`KV2Jf|5@5=%bGrW8lG4js}F)-&99B&yk>xTS?S6zrzP212oz8UmJU<
9ec=b>v}(Wemi`2&3gFU_`i4gl@lU1#kmCUi)x1ylX=x;mKtt{JTr_zKnp%!h0=9oFNmM?LV-tAYwV(
yUF?;PYmM#0?7|c<80?#@{68EkawWa%gsUh;L1fy+?cWuuDx{qld}~vfTOb8Ap&<IezB<S77_Jj`ii!
()DRRdxZ$SO%ZMOedCV$6jqu?&^U_k~><`(QP*5paZth};mTFXRa5E~>LEK2vC$UWpdR)_DG-qR<;#q
oWK@YE%h@mn-}3q>Ir(d*1!6`Rmfz`n}{dYC}2-#2c2zw43OHlmIu^Lk_xsOh^+wA3aGz?4M?S$iL5&
7Kp4U<Wyl7d#w#ilcH!Lx$xXVG-1{8qH%hOyM$@&?<ItS;2WY=!JHyOK`|03z*#fu^%aP*qNZZ+xQVu
--%NCE0<K)UbL5juShSTqe1_DYt#Z6^bgFgQHg)h=9xV7M-IUiuHVG7;Ez;U`%_V7f|Y-B(NbUc!+iH
4aC-{rg7oJ9=vM(GYK9oNrTbvHf>v{;<#XF3rnRE~nBD-jHJI}8FtAM=mL7jl@K(V@_BA%NHx)L1YDT
erBB3+kTb4$8Dxu?2IhdKEp05z8ZTKdg?DaGF{&Y?Jm6QoM(v^oqi5aIVEMKF~z8l7}J3re9wY^PXYK
=Mx5;kfY4ZdElg#(RcDlp8Pv>`&ltxoJri<4iadAsd{N5rDuVnlHBB(F$LMHgUnBm!$<fwk8OBgVNm4
&%T&5&t0>$GbQ~g>pHec9PBlrdDE1%flO*S9nowu)LG$`ldn{>jAqPcJ37}E5>fd3?_>I<-y$I8ky@H
uaH;i9P$xB+tw|wjsF`7dd`#Hv-xPJD1k%vt!ZipKUko6<IJGXF3R;z4h@Q^TR3HUher@sY*Ux&<8Us
35(-y(&?R%MW?GuV(9*iebUv>q7jwXnT!-KR|A1-(AL?aX(K*bmSQs5c4&{Tsm}AK;>bb-u!VdHx<D`
3XxUms~Hn)PwG2nZt3JQeX+SO{k;NUX@0jq;-tGLvVcN1HV?*`KRga79_oC<cpLkcqAAWwxxbO*CUb-
0H*B>E0}M&IO5O8wT@fayPStdd~0@Pfl<iGWD|y;%#FiD&>QTs1z_P5)Fz!fYNNw=9HBU|y~(UGHa_A
ix7KRv8|$1C8d3+*`;S7*#0Fs5E8cS%q_oz3JN@#e?=dBye{B4&Ajsyn0yW_CdM`m>3*M9~<W*LhQnP
+cu=_*`gwWGyp<`Wua+}e0Ul*wW0wM`OI-^J0$TlaJhDmss;31zu1f^QQh@h!%6p?^Hzr8*gAL5bwH5
uJ64KiD8|qkD`%bC6sZqLr#z}Fy~=LHM%6)+jDzrM4+gUZh+gw?q6x=Y9fK|8Scw_SJQhc}aiG!JuJA
409G}DB12PpQM|Rbd54n5dGhcuxMs-i33~ooWxgs3WxUu}?S~CGm)*nw3%6=S6l9&4T;~vJo_Eh@vUo
s5+JTTh1s(Nu=-*6`QsCA#%5M13M?krg3V1<pE$Vl9ey|FSIqiZ~U1SPN?dMCpo(b6n?pJiJCS6oQ0v
2ZxnMp3&7St$E|#JO(%ikBe;QvS+qT~S<>>v~#|OZ67J$rkqJ3LGm~JQ*|^&@f?_Sp_{_YQi@MI^?p*
{ZHy|Chg{j0<!l1E91Uv3M<#LrMgQ2v@#6Hpr(`aTP&PH>*(4Xp#9;=R6x1CgQNTAR<ZO3K57r~0nQ=
-_yk92WmT=D`psTDREl%xePkLHDk1rDs=n&wX0h7}57_uJ#-6zUCaD4xs2r#gPA<I^>5r*?CQ#zK5oM
>5XA>Q0K=Z=N__FM%`s4RZbsPH9E;pz9l7zK9<PgeUo{B?t^S~_Tqz_!h0x)iNxkOFZYZHFY$k}n%ms
!XT`z4N&QDwYWEubQ~QUF06VC6!Id<yt{OU*GDv<zF@O&E}XNGYg%a6^<Avv&$_3I^EV?(R+1#1gJaE
BxjpVBWvS-6tjFhDP|aI^?jDWFCR&9;HbeuH9?wuO^v9!9=SF_Zb`ZJZPJPO3BZawcfu04<{2DGBwse
M~`6ab&GJ927NEDoU#*R7z>EbnSDa~690j)olD9+!8QsdW-oF}uU2Owf!gcU-I`zl1*b;J@(|cE%?1f
fI+~4iM#U`&Y5&>}YO)u0UJCx3Y6+|Kk%YyPm%_&tn}tmDegBJ2y^P$&_U}kiq>$CWU+nt+=%HR^@aj
dhF0nZ|8V&*5f(~|_BCAvJa<i8|^XIxD2cv;r<1H-}uC#JF)!4OQLE`ui##@N6gS1S3u^b5U4)Gw0w_
5kxY=X`pFW$=(LcY9`$zZ2?D=y@-%}YuQNgMy4uU}^;&@~Xm<=sGr><8dr^S>{$zIaA7sfcp`cV4OoK
gU@$+pdggbkSD~;rjjp?20hvmvyl=QGK-yn&OBrD=CG2RZ8>}h;e>nH$Lxgd63l24#eC?D$+E~1!~r!
maXVtkw0!YMKA4wXc_Esjv<MDCXk&Zd4#ra_YDIe;sB6*-w>O=7ATVqy9AQ{mSvXrO8g_D-Y26H6H7?
|wJ3JYRlfLrOgVf&Fyy+#svFgE5=tN!u-|JU^LEmJ#@>+@=*-7>afe9R^mAHrjtbI`y{zxt-B1Q*qX>
qxXk~3%?Y~PP!PN_5-2Tz!GD5}RG^Rb!!5idiACp13vw*i|J6Zi(?|v%iGicq{PpZ)1>=f6lXe~YSz2
-fqQTV7+{l?FYmzh7)UG70qok@F5sI+iT28$)-QY6AKRKvpyo{SBYBZz}Xu9`HGr2d{8KF%z_7!Vs62
$Vnjgw>SOVCI|<Pndaw1{xq?_h`>xD`u6$ytFZ~Rg@A~>^+mqTuv_&4ZOeMzsyF8;!*v1sVwy_MVd0U
Km{>ct{#Y%Q6@l$`@xyie-N+wc!@$OEK3^gDAOp}Dlq}D_K!5EILAETFX4@lqr}mtnFuCm$2Zf)IR`+
=pU(>gWu^1+{%1%P?ZdOl)JN+|secUNw+v@kDHRlj2ps{nE{uS<<)umhKefL4tj|IXq=@yRp>=;Uqov
OluBT0+YC;76SnM#{MGC7<n;>jzhM!K?AGPJ)tW~qD=m}?#&oaSnc2xd@N06mo2yz0UnEW4WXa*ut$<
&PpD(&<jeCzkb>K+SUA_h>`&z0t;<R`xQynYUfpFP_Z>Fzl*o?Two;cR$Mo<Mup1isbeX)ZF}FmEqxs
@8#)9`=Vow`PHe3yGB1L)y2Fdj`*<*W4#EZ&ZJno?uaLW09iwscJRvr@Q?_)VnAiqhCQ~BI+I};MIgM
yHC-lOd7u-a%P075Nn2Cey@t4Zf@|v$=9y2tnnW_rU^TtHs(8KGy&Wy>)moN^0c_0ljM)k0-;+qxwbv
>1|Pmr0a>QV>VIEQD&PQzf}}V?q4+Q@ho5CDQB^KGc355t%_HibZ{w!=*AO63(r}1T*~WMP`lFJm(eE
rE3By}ry&AH4fL1bNmr*JH!Fr52&uOBPy|7J~Ise1<3e<#mqvPu)0n52%DC41!F;jQ)rwxeJnF?k(^*
>3T0+Xl5$-OQC0i1q&^V40f0Eqgq#JJ??RnC(HKN5r&ij`;NGD<Xs91|aK*b)}dhu4W;1yZP#%GxJjs
|T!+J%M1kS=U!Sy`z*Y8V~X~@F2n-)k;WU==|L8@wyn^jpbc>invsT1`=h$IKa@eKRwl=k@NuNC8WaA
j-hpbw4)=5h2gTi3DbmR?<h7A<go6ZZBC&H_iyHfs$CR@(~7bW0Lc-%sIz7j3LBr3#}f3^VpPOY%~o3
CzSIsKQM@ayG9z3A*}SRe^sJp7Q<xeQ8u~D?6;hieZf1T*%LS7dN4M!mtuKV8W3eTL$(fh&$M~Lpy(X
Zl@Qw`Qmv<K+usTQjh{YLp#T%|)BZsXAe)jL({!)#rPs$<cv2V}l(Lh2fNkC(H@!*zZ(9GaAL}n@+(C
8=NyukXSl&0@Z`N;hu7gQ#%XxA$wmaW0!3s~PP!O8CfalDK$%7iC*`x-KH6ZNMDGOzx<Q1y>l)p@-=+
Gj_(UuB_O(^+cbDXW1#-IO74YHm$y<5xX9ct0CGQA5}u8UAw69tQ&{v>lT=-K(<2*+8ytSF+2oJ&%ni
EM#2NvCz{up|r!7EPBo(kD*^k!Ksl&({H(&$L*MyIC8Yx{AyaUXI5-tszlp~UzSuFWdUtwl2yrJtp&t
gme)q*{y8&3M0Xm!?fDD-OGs^{RiY+O^K)LRuwX2NiziFt(#nB*=p{1VBzLIwnqjm5hQi!u<jl9$><A
_d-gVwS#MSQr?N8HEN-ul7fEu&ks)MXi=ea&bOixPszjf)zOew`QGy5}>EKnpd%0yc6axr)0=!WdpdA
1Lbgh|GKi@zKKvReGz0o@e==9B-&{qIy8?Njei6SPs6M?%>n<pH=Q<2}dhg18{C-Z`;nH)k4Y8skMPz
U9YLACvZ{d{|Dl74;1Y$2=VOwwXLWvsnWPotC~nECZo0XaFqKYA?a{wKME}K$dWH@)1#q=bU>gfN{KV
b$0V!ftCO9gh&F?`#v~-qSl`6W&xwMPVcuL#W8LyKND&h;&!TOCGhLNGCNWMF}6PF@JJTWY}Ssk0oNr
DrXX4pdk%6D>?an^zQ&k3*|_jWbEDdmz34~J;P5W79P4+??Vo+-`CsI5DC)OdG>Fg3gg{b>sl0B43(j
(bV)L;2`4&=)tV0Cx?}Hk}Jr-LRrefQ{a*<N<p@{ZSS$iYEw&RE{4E@LKty>a0jK+z_uJ@Wq`aOZd^z
h#4`uz}gPT=v2RETvURyi(}n{?jSX#AXh)eKL#6F|$Z;m?~|A3DUZq#M5FZ47Ft;Bh&4VGZ0mow@3kf
j>uJ*5?VyyE?7q3rPFRy^7RA_u7H+OQBvs(1f%CklH_`Al`&luYhw=`9bP=FOw=?NE@;|F3HJ0P^<S)
#X2X1Yw<pVFtc#Q<fgoI)}R+=k+Gk06wvXDu9n88J#wi5UjxnUbE14ok(tYos#}qO&M{+B<KCa`w$DF
~LCU?`oGn+rt7&kG2U9%XaqDiq^ReQ=Qv-pxnr((tp=E|o&uRDTe<026VJ5?-JyV4oXDaUqJI`0$Fp(
jwJXjQP!(G_6l#&-Fr4U>BU&O<#l_;suNGaBPBli%ViV$z)b0_LH9Vc^^5h%(Fgel8ih)C1EBiDoMRh
@0iqR9Nnw=?5#V45kDo@r*#;w+3|hneQ9yZ35j2;6#QT+Nj0dUuRJvoqqaYLM#yQJQ^Br7G#<<)IC%A
s8~FtKn|<lwqlOf3AOz+n)R4;{rKE)>w6oBHvCo0ErQ6?x%ZWQW;HV5b8dy+}yX^KDmkfYe!45blsFI
lZ>tNLr&ZQ#QnwxkH}J&Pj{#*Nlg6Kl$*f(inJ}An6z14N%ohKyV<(4c+(i!0Ai|Dpt%Ki`Lcs5U1V3
7MB*-Sju|*gp8}m3pm4Q#E%*AFP7uYI+fgRM6q8`u^S_}x3MYDuwQ>KGc!$z0=bNcoulVtGgNR)vQ1_
n7REdkGv{AxWgsC+NtULUBxPU(tXr9~<vQ+|a6;D#W573|^&c<<Ll8;_cLAtTO1G5Td5Ku0@(YV}pfk
rSOz2~y8jce+VNo)4w>os=;WWaJE{0;C-ZF;OB^5j)nhCM2yI}qd1cF%=^;V3Pg&O79==deW9_HZ~5j
~tFXgii!9-l0HnY+KX&NO?I?H)8G3+%_L<xwa#R&l8zfDKs{5JS%wwqpZAsA;wzKS1@S$Z2*E~n7ZNm
bT*Zs_7}xyDE&~FEU7#Ds?;ztHx?&Lq%_EnbrCWwwFFuO4Z}p4!uS8;mYG80zE_a&-)7Dn+ctwd@~jn
3@)=n7v8;otos}gB|4r;Dxl3DKG3JE34ks$>(eQ218_D?n@RKZ#kB5}R@pfaZX*Z1xym{_m_iKtiM6E
oZkTV-o2eio?>!QS&IX-#BUszLk2&(K<vGNa+)tK;&s1T1|Qu&{OKzrY1F6JjJ|J~1@eCxtX=m7BPIC
X_xLtrE}`7&1dPvf403*5690QFi$xk?f*TX($;S?PT0$c01HQd-Z|DiG<pgky{23A7_fYMh~(396>#l
0!zM5Tmj0=DU%2-zhZy1@A{*hdWAHHWqH8?7Nzj+TB!i2_GZ8JVvZBqa-sZz`*%AvhvDKg;<$JTS-oc
J(des*)M^>JcCGi$(9DOXtt1yg%$kJqhiK=I^o0O<da#G)Lt!^9GXm>Zlire@#<2AVBF|5SOKjGFs`I
ic(-P*dYQ*sX$UQ(GLhfk(=yD}beby*7>Y1f*VtpJ^DkwS;nvlx&K_6sjA*+z`1gIU0~dli2ar(P&4B
poqP~8dQ^ZQ?%w>>{!g!D{YEs2j2W3iWs1737?l2{_5*<%uGnDpK;kPV?49$Yz-1b13Cwla^Aa%?ER#
zc{i*B;K#h~C8{xU_|QWfo&Q5BLQx!@+5Dlrz)s_ryK55y^&tsNSk7U9w@NGpAAzPZ#jL7tBS9_=h0h
EobV^^1P^d>L0<V*n__z0XGLu+F1#2$|vg#nv@FWFY7hi=t@8Nzu3Sfm9u*1kkMechAUfT6W~|eGS!2
psec54sgkM9)r~HY`lnA6j4p_#1mu~CCDQ<)hb`mQxH%;NLe&WR9Ln5g(NA1PBnvd13)-6+QNl<140U
OnNluUor0I&4Xx?pDs(WgE-Iqia#Z1VXO2%JS&KXUY}yD%R79xVsEK_kQ#QAfHvt5)vP0sS%$FwUMbq
7j7EJpTb)>eAE~Uozfj*|VhU20;UY(4H=7P$P6HWiq8u@r!>RDKMf_T}T4;atT5O_DRV0xK_ueIn4Kh
$uAIvkOBL5ak)=4`nPjI7Pn-6MAVlE6gJ*rNQR*|L`3C{L=^`DAK&{dNcX9{Zj!#D0q+@knUtjq6MK1
3otnpLYRNBhJXi99wVp4<8dnMZQry7F?Z5-fkPAd`+j*DHYx?tRyep$B0Ttvmgv??nRkC|JC1nSWJuf
3qbcH+k;%(8|A}OM<2O1lq$PZ>K?Yue9oXm$x=A~UoDrJ@NG#S2`U&N3>Fukv$@!pV(f25nn{odYf!}
C@^iG4mL9_HBzLq}eJw$a-YGFb1r)I*!cx4(rU}VrAQ51@jX6>02O6lLv)N{2!z|-ty}KelOtmNL>QZ
-;SRc}7R!mY4-*R%Hzo@g@Xa9@iIOy7z6M#9a&nk1P>fL->Rk8{5JG1n^*i0q+1qAE&7%bvB=-&R6o?
Zh<bVKO`WK<*|4)yuL)W*581GE+wXx6Q9#`r>NFEt%Vz_ibQ8M{frBuq6M4B0<#8@@pA4)ZIaZd0bT0
ct6Qdlm84@J-(UEvx?Gs$kf{YBcuxTrkpbV_9XXpjpksDz@k)%G3k!OVV{or9faicHGDc@N1MKF3N64
bO5J-K>+slS{8O7jAFFvsvmUSbSCD%4TMWm(SEb+lnPXnP4mYhlf7Ts+kxRN7t4t^r)?q`-*tBe==4l
&<9N|RzJT9xtnvdF2{rdj34(c(Mm+=)Yu!i{Q+Z;CdTw|aZnCeO+F{R~GiBne?d>mIbe$>87ueaEpIk
yx_W^kl^OIx!G?7QirzG2>C;@8{L;AmmwrAkLNDS85zU<1o;Dk`}k@p3E90P|Wcg+S<AR{Aybnu4`78
ByBClk#w(yF9;@uXN>uxa4DU%l<556sO@7aN1%QMI?zO%Tm%FB}Aeob88cS$z|htik~0;zV)SBF?S+d
;muLz84l3iO^Jy8S35{e=LT~*siUcdnl8g`k4Iw^g3iBoG$BeqK$qX!1?G!>2&<+6)K*8ogohdhyvQB
dy7Tu;$v8FdC}V#7}yz`53~(0vS9aDL8qocnN-UhO}B~@nD>d|KA|!T-eK+4!g$X3k=2t8XD}<uiyOp
Bm4s@;T^`pxqNH>cj-(l6e2DQEyCht0u>k&8JPj8G)m-t<A67~MtYnG8fb;92jMi}M4cl9MQJX4cP1M
p10?My+qc#7zQAy!Mo`{R+rgq(AqRGwda0VJ{(y98DYKYjHl3HbhGF54T=Li!>cfM=E<~n7C-Z>b)&g
)*sSDxrlTQO<1%cdu|ZqE<_Pn{b!8XnL=fy2*8`v+G)-{~K<P%|{A9T2d2b11gXCU3AlolpfL5bv1%C
J9-2vbMB?fo?bh_IvLv$t>%j704m1kvTx{5~cG<=>s03F9Jm<8kjUE*<BW@h=By9C(?q!hMc0Du7p{t
gRJ0gBMG!mVM`6vRzIW4PQX+5jpo;DHRK&70cgm-;;qH9mjYHKAI)p1a1gk`bUC_HZ$;I;Mj;O67t~a
&rz^<dK1NsF!vxZs*7<b$&-q^vb&})5(|dIYk6-nNj6zP#4c!2(J1D|ki&61s7*9o7mzijwaNJo_QH8
6gSz<-GpvC6rB$Q<<V!6rwC2-6Q`)dmBRsS9ksIlOG>XO&g5~K6HBIb5|4s{EMsUkx>*lf^wVH8Bxon
xg#kUC-gVJrRHMcOB{-H4d<O)Cq6Dun5UM!th(-t|ramI02Oo{aU}|5gO=$2(L&vKk*&15|gJ(qM)^d
(gkpnOFo#0p+eo7an!&1$8dN6VmcIN<=fUFf9o7R0x*YVu@MIz@Oa8FwL6cRN<U0O28W37D3Gt>UO!P
6S9x3IV&bUuBu5xQ3=`JS*(+`Pw?HLFAo-;HMYrmqrMLXTSh$YdN2yX#{~7pcw6I2m0DuWuhIX=8QE8
`)m8IxYMS+MgS(2XulAdx*luRpSitMh7m7T$uLbF%RHe+=aRatvPoaLYWmaiI!xwP$G_gKHLF`{cf2q
>Ds>PUGp-$H^MXk`1-q0#DO8?8(y8uvJh1O~&Dm(!VVY#a8xt!K-U7`Hrm{Rx)6i4=eSfbyzXOdIpxt
Qxeg99i#ZFkAAuIu8~e03DC%60v&u)6td;%^Zf^#Cff?!kV8=(&=097WC*-?osZE@FWj(x;9THjFtYr
qGOcSOYTpZs;D|RCO|4-+Qk8ccqIXiKbg|T9_wZ=?!b*qU8lAQrWzRlyT>E39#r5o-n+telngv!F4gF
qju_J2%}*kP3?M?1ZnH^Gsf8UL=jLw&IHBl!@ojP!*HQRNI(@>2N`?|AO_-Rn>QByfLQnWVY!N_lLEc
5uZx{}{uWb&sdKPfl%vtjKZ1tXV)3v2L0)}<N5v=#&1MV794=B<7^MfdVAphDy=sbLb(>S#SN9*KOi+
In1e~1y=#p;ON-FH;S%^=A$D6b_tJfOG$qvFgS(em|Npk2!9b-44Wi!*O<_AIBcgLv>Zz|;pCqI&1Y(
Bo(L%Uc?OoM7k%opd9>yt2to96dHs7f0)D{odw2sB~Th4?W&?X1o&AFek+!l3apxMh2WuA{itI(<fO^
Fh*^Q;v-hIv#K9uwp=(nR`e|0qJ&ol<<(!dX6XuvR$wB|D*sV$ahFFTNtM#PKxF&$TYT=%>3QDS`bPT
y$^(u5{%!Wx0}-HZU}kpQM*bNDL9Wt8acovJk$H(y>khP93$fezC@M|0+NYSgsU}*{+o@gloOm>%)iu
xH24KbClrmOUXpU?rB&B-D<i!xmZ2niDh>Bzy`G=86YzoDMSS9;CCp<<KaX^db?V;F!UboGnCm9Ea32
rWWW_HL$MR=bqNzBrn{t`-zQ~1+rEV`{@|z{!jOMeAx@*WSWZ_9X@As*&COM>=@xJuR*v7&F>o+oF-;
w1zh8(jNi|dLo!brSUC)f^VJUJg6Fvu$cP)r|?;XGYlx|u>@HpNNDVdL8IZ%S)V*^D1$JyAW>;`>(yi
Hc0maBH5<2@*j5@MZLMO1VMqZ$R;}V3)@418Qeq1b6_Ioc;>uV`CfsbI2iaDs5#aA-j-Rc<qUtSerJQ
ZjyCQ0TiPEt#)qgM)q_C{=m=dkyxu;YWZZWLR{O2_2l_p@zkk?++Lb;lcT777>`3phJlM+RE;BYqFzO
YQS4z=aGTE8tX%$<f2fk~;ic&dDNO|;?!^h>`I`SPZ{&&q?1ASH`IrmKP*S%eH}#$QR=|x)2@G=Wa|p
q)73fL?rIcwNW6f|J%@g3O>em}dyQtZ3<tqh;7sPBhd(`WpJke24Dosak^b<O+yE)O>6B{;8Ua1Fw0j
-m<nfkJ@py<HsW7*e7agy@na$X66bgT+GK)?uN6F7O+EyRvTH4dKif4Jsk@knZRM18+|e&&w-eQW&lW
QFdKNc8g(2w4@)0@oE37Wr@{rhP=nhM1S1Sh+uwQxqDm17Ey>>5532Gam}<=Uc}&H0C)6hYk<fKFEFY
IdQ7`W>jid66z195KO<m7uuat-#k{9i+=5Bn?VM4Z?CAmjt^BOlvic=2?3HYZ`Rv1eVLp66S_K>3;og
^cJ=$CS7!AvqU84AIsirkkpl&KcCsYeWue;mL<C1@5uaRnU{VW1aJ8MO)=Vu#{)3UDk@c{xC}UgCDLP
CSCbyS2bUDi>K{WzDKqb+wp*@js9u5UqDRphyrSEK&82r|ikmPSS7yASh>Hs}*lW)$l!zSLzhk`0Ber
e^dr32hig0SYfN;9A|rr?7MA*YVIX}cxMmi?xk<HF%Z%w+lToKAK^><4E2BN5|cNS#^R%4h->1@Klnc
TJ1p3ihD#?=G+tC{vESW|r!FqB3PdT0n`cl@+4SPYnx~B<%v&`PXLs1S*Fp@{?S0Uzx(rns(k+b#z*B
t5A5icFM)KaZ+CtbIXxw%vq?feIL`~*B?DJ1~e!uKY!lo2uDi-8**|K@jRR#OL$A|9{C9@(T>}P{+_(
_^U^w+o&>{0A{+z@9&X6E4Zij!q$LkwciEn5<dRooHQZmqaf6lt^9tzo^c%Ds%ab`SN7W<Q)MB^oq*$
)8vRC}_t)Amxm<apKp@G}bYNi>u!8(Kozkue)7UEr>?hL)hD+DZyhd5)g=HQv6xDRFob&}gjzh}f__i
cL8V63v3D=2x>Rt3%eV|@8XbEf85Hicg0)z>Jr;ZxT8v}R?r&R&^vz2eRn->-Wk4a@ifBNw}kh?AKQ)
ETUP+pHP_vcEPv>rB1?J|2r2D<?t{o-!Y4o+F*8K!PjIhgOM*eiJW+I1qZF9Fu`w;vdG*?VdNEdgB2s
0Q?d?mDt(E$}1)#8DcZX4#fuFci&(BzY%CgB8222CbJE03GlW^J~(KDFwf1WP_=wNT3jgH9mQ}6Hlv`
J8+rnXLR?Q1D}E2&#%0g21G^Cua5M|+146#vJyyFm*{lR1s?Kp#6bOZ55>L>b&;wECj>(eK`vbYnkfQ
Q1SFki0Oe@UBn%PPgh?XCZ@|sizWK69`w_K@g*|{H8^Vh&V*O&dIzvYp5gA6RhT%daAU$~mpx|HSz6Z
+19l=Kh6A~W>oJeUX7)X|zzQ96_z(^DNBZ*+IkmrV-AXu2D%VW1Ac|BehWrT7}IIlB0?u>gA4LXfc^S
tECe7L2CDf82?Ql}BqZgAsRXF_f4(>yh;oK|V>ZI7ltl`=mjx14Bn>_vV{~I<)C9e2U~&35#TUhRwL^
`ek_sU>;hX*HprLI-`c;ADbjv6M+CB(PF_LrCdeqWFFCB!(cn3m}<-4ef|8L*`>~~kXJoROck0oC=gH
-E8Cs}u!!r^EyzkPu(s2w0+VeHkYomVW?Z!PTTl~+bQ18w!@Ym4jSQH7>AW7{GY0*Q5}X=&?kMt$-CN
bcb)-aq2b8_Kjvld*Wqc>9%ym0AogdoWwk?+RX&s#VN*F;&&2tj6XQ!_B^09#uIkxJP=Bsk|agH|F2S
<t_JWMTIbG(=+YFvGHCp;v_-SKM59bq_JG)=8M1A-fPtZK8>Gf2ih&h&ToAH;ku2CFS$WKa7$L}~Omd
Go!plcnBXK-C4f!~6t+Zed{^nx#F$3j{Uj)qMkpko1skQ`^nuaQi!D3$L6BN$Y4j>aHxtvzz^dz}Zg7
F+K+z7stCuk`N-+2&OpdG@;JUNn@i<B_^PcncZI4I9a~o4q(DrT3lfV$jWy!k!sLDMEdD23C=5ViYlm
W;a&euSj30>>7_H455UNd^R~kLVmDDVvQNf)%c<^kXwSszrgf<tO@uq)4Db_pzN|RKw?P3q-XiCJJLL
Q*?d2dRC5?PLMDWtjEa8;jNpIaeTA)fw_8C6_V7i$$r=$ARSfsmV|E7A$oX|WYM0Gjz=R=@|a9oCW^i
>1*TAukTeZB~;&WjDI;Trd9(zmPG`w*>==EtIVSK(m|VHsJ^YAg&cse}O&AfWS`Bap*PkZV&b29}A<R
G_U99++Hmv!<-=LGm`L<yo($nO1$hW?$FwTVs?d=A25)euMTffB#xYD>3N50FHlsojyQ-qZbW14sJ1B
k$Z77KKyNZy02$zjN`wq?6lbZceIV8dGaKZsk?05KBc!{tb;)hX@j;oIoaZ<3oDyL%)tc%^MJuo*j`n
J!xzELvQq*+aMaNt$^B+NY2(*;!_&|-&Ed|Z@OCv+U2W|0ARftE1--CowVx;i$<=j*LWCI)a4cShgGl
xM+I;ei5pXBaCpx2<)+lVrc%PshL3#VM@G_DF2$bm;SKvy<d&bA`6^TsuN5{5RQj2dFi|qA_KK}$L=+
x%6xsM(6=k2l_>0ZhwFJgOA#%?JLKkdo;xO$C{OPT1++Z)Fr*oL3!mApJi@g*hCSf)%nm5BnRnY7Hf8
^-ZB_{X9nvNuV-0M=*Yx(1#liTyP*cNoH59$s=SASzrHwiS|s_E1c;8YJAefJbkT+`lcNoi8=HY5I{c
WE%kl=7;BJ-fiAhp?(o`xYp?wjDx!IeY5*(SZ{UR{@^B3U(;qBk|-`Nd#Xupc3x4@Qn3xixi5=L6Qd}
K_Q($28O9dS7Y&va2#xRjYNfZB={>sVJiRp&{YhKWi4lgaaJB{(!*!vvN$U?BY(Yyg5zY1HKv?kmtes
xaY+Y9R;F_CuKzjH!Cdq;nU8XGfn-oF7jR%{K8sUUD6>e$E_Z#xCU9T1iAVjsIh)Gh^9S*YQCDjiYgP
72Kdt9XqY9&1i2!C85gHGoiw(DA2Z4Yn!9<J{P%|xh;4xdpzrVa%zIVJH}!&U60;@gwWjbW;hOeTpZD
|XwSKm<HRhqT1M``k71U{f4glAdG<qiWQLpeWUL4=<AHsIKa&dZq&eBW*Po_re|LB#A6jAbm^l_o<8*
_=J@wM4qQ|AZMuD*^VvROM&sp@{ng^_0#<n{d0GrYKcs@2tBZzaysoP5M;}bM_~3vKq#kw3`z~90ET5
61)Uyu+9;$*Be$TLCt6^Kq=X*v_4GII!R>q%g&b|1sbRwI`<Mp`N02>021hS*P8H=guf1UaMhB{A<Ze
L&yW}YW6ZEaYiKc!;*e#+`+rQ~tV%^yK;o#}-yu-hgjhY_?*)4)GC4Cw(q{{}0%ow|YrOwN_tM%qylF
UC|x8X3-b8}R9?kL|eYIk;4dHbADaN7HZKic8h<@oF>;hR22RJ%Xh*~r0;oi(g*r&~HJ^lq4`8j#5ul
nc#3rNcff^R1T|HZ`6`_x_8l2|dwv)5j}`g>dqPy?{(85{xi#)i4;Zho17zk+_=iC>bQKI*^XQA3JET
Hl}yU{DO4MHEWf_c8gowBKNP|zS5DV>FdF!Sp*djTl#ihkyh4&<|8;fd??ouaI2U5g<m++R|f&oheN`
^>MDSsXK|v6Ci7}@Yj$N<jEQ=m@rf|r&wK$FjRm-y7%>56pYKgqs41u<CJ92FAl9HtCYfWS!KAEbPv0
Q@q5T>!z_em#vn+H*-fN2V4QG7{tVom;kVf1T$RMYv%hm@a`d5~sw6#bI-&K;rbjDCa&Q0fADZ$!{&5
^leXvk6b^w$BXXhz6g%mo3*bUDVKyo$>tjpl$<)JC<UII&3uK@Bn>9X%Mblj%)ZsEMZM-CM_p9}yt%V
!4>%!$zC7?h_89%}D4ie##JlxR)<3!~uHhk6LZ1-X(B{>q3)6R--+;zro)Z9yPJUFEa0_r?qssDRlf<
6i|^?_e-4kWIU{mZ@D4j*WB6B`&w{w){=Cg<BZ@LK{(BMxev@Nvynt%0>aY73X-8G8eE8N9(?ndt=5D
b<%hFNz-(dU*CDO96F@16=M32b17T<}(dE{=B(N?(#JiCAp|yzS2;#y5N(~wF?i0JGu=#EnVxzaLb6%
WbWP@!}GBjA|D1Ls|uk3WUw!ih2B!N?bz_4Z>5_9gtK-daK^1rGy8xPHMLUf~BZft3a+rtT%wt-x6RA
a+R6yD3O{kpw)!GzyZ6E^B_lo!S@DT0yCa$^?()8)#|@if~%5{zV8($qLJ<iXa+>gcz=d2lLOVk5lKW
N2{UWG!q%la~pCY}fj(U+Nd=GeJ69nK9`~-&8vK4fu<5pN2-LDeq`ssa_eo;Gr?LMoBuV$0};u@X-Uj
W3>9#uUySs?KF93<%=z^IJa2GG^cU}nS|Ky<*Fzk!1#|Li|XNcmS|-90necRo<%Yb7xfTcojYu#rDF`
`ki1{aQYRb8hP;7o{n^dA0pMdc1g{gVFYa&uv%`--qPyf9Aa{sjRk%z-`N*h%!)oZ=)^qM%4)ySzscx
v?7WUxir-wp}<v!hJ!-SHt+q-nq-R65H53Bnlsc03c1#9>H1UqkwC%IHR3_2ln$k~{I*pEk(#$4q+O_
|HU&AAOWjWnp{B-9Z!-u_6qijIWf_1UcZ=GI%P=~lE=!swu;^}kR$@|0_`9cdWBGv40$IWbU5NNS8?x
nI4L$6kDP3Un%v)eWTjV%IUMp~E2F+}_MJR`i<nhc9k7rwAj?Xy>^NpIwkAvcr^WZmc}sPlhZ*62DEA
l`(5%ai0}^6$Mh3A_Xu$aF-6aAPT-wu{&`>EZ(bHlHj`GV^XLu19zNqA89|*W)gxA2p*QFhL7=_>gT$
$QTFd4K=UVf5{)fS#jy4{y56y2i;Vy+$2r1xJaHn2Ec1E#Y!z7&@dQ97y&TrUUcQUp0OEdZ_8>gYC8z
VkQ~B<Go%3>IwDhuO9;og!cVIQ|S+Fg<=)LP|OSsNT%Cjnc!oYcO`xU`;``OL$<O?`;XOr#co(n9KX#
x}znuj(qtiUFSmC8)dd9?jJ1e%BOw@LOGljT0AC2C8-*Z*9SVLuKhRn_qh=P47vV!39}E8TB88fOIJ-
FJQQjd>0|C?2o2qTv&Cs;nYfwU*Ji4+1*)+$|98KV*J(0d1DPZh<)&CC4faBWh^u@{=!en)*Re3Hm(u
aAkB3h@;GzgK+CAFrAZK33XbqoGjvW0JqD0cZWbT*vxVracWetb<wz#$=R&50_8vyhh6Au@yhkmlU2L
(v9zNg5LP~5-|`p@=uf3{;z5oxVa&7!3@LIeIgpphy_Var52k}&qYcrj5QQQ?jXdAQUy}OV&0<)X4Gv
J=BbkU`A!#?!-DwQ0&d}YM*H9bwjw4F4v2E3i5XufKaxx`$|9c$CV`3^<Xb|?RUXp^+8~)5rYaS535w
yoR<J1O&-Al#F`-3f()h8Jc>89bzqXV&8Q|VA%{$|=ph9fXm_?JCx%Jl<$;0>cBbnMYMpzVN1gl}qTM
PHvD5<xM&!0*;uo6{O+HCh0obN38Lv<>Z+k@kgOOp-j~?_&O00j-P;|5McpD4%JIJw;3mH!gJh<31^S
+Cl8;s?B2J(W#vx5oNDtL>yAzij%UyWI$X;wvCkx`_zj`mHx3#f;8CHHv_Sf3g5azve<t|*?WH^za75
vAcQ5ct|=3L3)F0!Cb~|=@82qbHZaeF;UjnfDSdU@J?y~bLdUdBd%{u!uf<y~;`sB_Pn@m>iJe<><s^
QEKdRh^kpO8Wo+00n=2&NsPi6JbzHj*-Kic#lE#vJV)`S$s!Cd|*r-r0EE;h8>_5BuH_4S<=9jro0V~
~Lxz=M1m9)-U3nIh)ROiPQ$vFevnX{^@K$3KD!fKGUrqPn#LZY#2{#Z(uzLyHQYMUbE`h@5SyQF%b6P
z_UZ`C2~Tmfvz9*imKWfycDlw~$>sPp$78J2>|{5e%r*`i}H8Y93%iC{H)T58O0(wTNwRfc!3MwfDpZ
Q})+?lTtr15uXFXqWgXF-5V0B3X^blSKu|h$x5oCOM={wsi$r~hy{(a>5IMU$e1mc3Q8*j!UyiZ-I(v
VF>~fQ1e)e~aF$VI+|hY+8PGddcmo<x`?+uw+ZcIku?AqZzqj`rY1n~DYu&$8MlM|R`P~=2#1cpS8ux
Iq;qS7HIyRUJ0tCc+4_1hz1(A0wo=wiFxs<U16fTo`J$D7<=ts4%{O}bDtuj{A@8~^*o{&`^&>;+cr&
0Xzj}W*x_&_I?KUad5>*{RHyGt<I7H?=Um|LqbS8Q(HWM0Y7{6=m!r5lZ^WVkK{qMLqGw|msZfc>dlQ
;kNX-TSZlDW5njc~{yAsQsbI04&slvyFO-ERS=uw~3GY#;xfK-9{j%PeoyVw6oac9v5SkPT~Ng7H7Y?
y~n5nCve85Zy${?rj%}FBKVrgdMTuPgX)E@ho^x53`gC#plp!A7Z+ufV;nYK-`I=%<ae2q5Gn>Er$|x
WRdJkbdre?MhU(`dFm6iJu^p2E;uTFmCu!>5JXfO8E+kDB&5XoK-+VIbZ;QuEK(&O!+BU!tvn+DLioy
1JfycBytu69`dCb3G^#}(<hR5u=k8_sUqSAQjel%v^Ff*RCesT1wb|}(S(>~V4UmQ+18Uvz-jfJ^TP-
ClgFI5_ml&TJ2LReW3L^V+QRUJ~fj$}dUDi4z!P64@8%M^)ny4nTc5TULtKkX?kL!K~f7^7c31jPRzf
R{XvzA$LZCjd%P__bm*DtElRFm-(#taC2#^Z|YLfgO9>h9ipNZDP}DSTtl?I>*OhWIa3t(T_C1*g)pd
qQ$v&H@XjYI|*Ng$#EC#)35t-`<JL-Qtsfgo-w8k)LS%wvv8!_nP^j(Tnl<#N#tn);1z}{R^od=qd=t
dS9cdZCv3@`g8_9Qizxl~bbV{6whNFvhnYS*k2p%RxOzot5DTXitYNffFac$iG2&zg!~R7|t_An%e5C
n;huhHp#QW!4MDXM|Yf7t`F~qwvD$&Zb1J6@9ioRWF{ncv=V)BQ6<5tcJC7v|TVvA&wJk$VAD2B!W@I
Iju-M(tiGeM}S*KXDbKIkTkbjvjoNeAiZp2KmsTRAIMi#er(+k)vqR({FHo7^?mCa8|439tAeYO8M?R
8LO33pqh~nlrXvaaoaEyI2#TFgjwW;mqnogtS2f+vC4kt)w0U07+Y5fzZ0{z~~WI*9x5xpxt?4MABX-
8Vh4+Q!(F`A>7o;4MH;{TIsGo=6TGpA7p6MrP}S*aqXSZnLguX26_WPhz?VAk!g6e7bVFnwQmi)q*NU
sQDT-q;zM|-&x^wOxUNo#Jk2RYAC&LXsHhv~8AJRI0PF9H*>k9#>?S5T7^}k*8B?vS3NnVq-HmY*id1
7`$5m^klH7-crt%y~<AID!318oqw7sz{W2vb3HP&-#A~xski^v+UXCkC^w(<5}!~2E$t$t(<jmWo=dI
k48#^Y<7QW5xGQ0DQ|tF5cDKCP<q`5(k&-~@ygXBmgZTeiyW&bjaPU$3*NnaqfvD|ng3dj=ozKGN#_7
*Aa4QBqgYx+j@E2#@9kvzS>h-FfX0?N2O@*mu~W&J<1T90A42oZfF~G~~2H>}@xO!S)9OAPY>9^lpHw
edFu<lUKMAsd}IlD78*^+~~R4Emc_gb(d*%ma*rsgvhO4-q?<J*A4qEJ=_YQ?#jn}a5(4L<x_BR#fF;
bD*AErfrT?tn5xkK^EtBi&7uOkp1!a+;phfntDJQUSAVS@;&U2x1_~A@U10T>_CdEPeealR=y*q%(qZ
txmyEv>jJhd14OqoqaC7kzh+pi!Cv3kl*vf>zu4`FCD%R{Z0ScTpA*+;y3Dx*j%=yi;mR)Y6;yz567X
D(dQdIJvXVkbN0mNeT0#V9B3Y~BeFas$ie>UHp_z<>S>T-~?q)Fv&FNEb7aHor>YV*lZ?c6mgKWu}%-
y|ZF^CXruw{|c!W+J);Ow)r!l<A-j(bL29Z^+z{Kkv4AEA*@Ce@ew+$vsB*LOrITklPCglN1!8XBnad
LfI$mo;A1nH^BN)Nh_j*g|-|(QM`0?C^KAVHG+r$;SJbLZ5uZhJScDq1u4a;@3kvkZPHc3D^A1TD|GP
R35a#HZfpQ);lT<;Gx($1=xUng;Q)Atz{P#@!R`$LL%R1gZ*^YM9DISSM$$2KlLX3$*p*5?2+inl0O9
XYPD9$MK58@bT5P9TyGn?HtTYms^;kJffbmgZ@ZSr%FEvl0nSv&YE2!6_Zt*Y`<Tvx49Z&s=^BmCu?_
W2xN*_Vl?ah~JXL!ZflvMop`L2RbDY~c@-GYg}D-k_xReR96M6qc2K(`h1(|2?V`(wEcF!SD%_x#!yo
#YdLURt6)$`lhwK&@`S5pP$jX4=uPDnf(#?~|?Op-(mq<h#6iaPxH!R@}xBj=q96)Ii1zClklOKJsJR
nuqGLw7&$GNQTeTGd8Uxw%e<Goaq*2b^~@qJMv7<eTF&b{Z~ZuSh@~LG@BFZzLc^;fXC9y1Hxxo%Z6n
xb5EynXA?bVJak4AcQt$|{FqaI;NS{L1~=fB@ZxEv1I;25P*min^3j$x(&Pp$lsRuP|H2Q2>??-oeTN
Vv8AVDum}^UiSI)qR(6?KH9yay$7FKJBDJc)Kmci{!Bl|5e8aV~NP><D*BD>tXN93WP=*i~851spK;_
U!M{6KrR3><Ui)H=3dt|uU)5g=&6zp?*5q#U}XEprP}ibsiqYNS>241u}ltA1x<i-8;m(~VPR4RIO5Z
`_<gAX?XP`wZeciI=4O5#=%Qo&lrQu56+^zdY3=^S85S=L}*G7VN2qTasd~HuFk50jVofZG|duaqGtr
UfX&ATk>-3IS}=Z7;ho}MESXe>`OoL7?uHAZh`fLuTHWS$BW2=Znyvt)`E~uKY*pDhN^ei;HZW73O~a
c75zdDS`>4{yc8=0YfUR%LEb^0jaV;)><Jh_Ayl3+_<nyl?O6*1Lp`{m_V37oV56>y9_(Rmrgtf<a|H
(>rzqDgh6$F+hp3ujoOp5d!u)T#4{xG0!b$n9Xz(h&?ui8~qcDB!$na!zTXiTR5-Bs&&arnq(xDyqt<
GgOC%v-RlJClO&>TMS(whT6dlW&piMfnTZKR|N=1)7|1jB6F|G#~kUJMH;Itu(j252q2f4HeB#$CuC>
o#(8YFud*!+iWL#oQ=x*{eTCE)=!|%4cMeSOMSC#n>_AZMC4l6pj4Xg;p>*Y|%l<UER$x>?EOEjhTQF
0cBO0@HvOHOXpA$>mlD)Ks)r7CL*Q|Crqv&%27KPccIIyxG?hR{N664;l273#5#%xxzZv0eVU?`@_Si
e#>I%yPA%O_L)x+L7!$Cu#UBYL$g5a;VZ6M@o&o*~p^~3#E!(}nIgpG?;|~nY(N(viypkoayCTUC10(
#ij1W3^uYAWrTNay)ZDE?QuihX|3s7?#4aJhSx}M?z>=N%8`6U70?oz(%c>OsAAop$#%m~2;;W><5{t
W`m`>Z7D-X)EoV-HbY%RPQIhDxS{Eb$OkIfZG)D2q1aJrH#KUa4xQF*dcpc0^OVz0P<Uz~LQ+{FKN*r
CZ+NK|*Rur^MMPFK8j{DQLTlA<YamLh8i)U&OHBp8S>v^tLaJ_z-`7K~Ta&ta*rXwM*o73bg2P77_d?
mIs!j{l?`@4|6w!fw0_*9F*f*4O_2?+Qu`udV?M<ZJWL16%VCZxR)d4FdY@0jsuE#z?hR-E<BKHVHuL
TtPw1n*>(;80d@EzO+9E>o33sn?+|KwaKr0~2sQ=}*U)FZB=C9fbwj{+AnGOFYX)z!ntrzk+yQZmn=U
xppA&+97q`$hqx9n1NhomA3tIk(WD`#{Fir<D$2RnHLpiVRF5WVK@eU+xYJ$O9fcTiF3K3Ka#%S$vMx
7!eTo!luhke$BLOV`l=CoYVQQAIA4wl0y|GE$4mP*&1Oc4^tekqjx#+@+m*Q4LBLVQO-V<>}(q_T|JR
VzQvvPY%?73wX!jWGq&F7ic3{Pj6U#WAeNk6Q`Bu;h}_Y5yE!nq0ICaz3L=wX~R)9-#yl<*iFju+Als
COLYwhm<PzMVl~8qr_P?B4<V}>-g#H=FU7v@y2y@MCo*4pCii%r4YEj@^k|>QZU2u5c!_EPrNR#r+S)
gfbDfpSo^TEwEebCRwtXFem_y|113C4**`0@4Ht7;M&G@3(j~J|_QQshbbQYLLNoKT&l3rXb52gS&I}
9E+{5nV->Bh#_;q2yc(h~q0(@2F#NF4B#aaZrS_V!vD95(~VJRGqV9jW_Y8=Y8TxN}KiRJLds}OOlyr
U<tWKH>!pW+B`LLYs!*>?t+hF02H$Gu&rcs*gDy*z+?uDn2-j~Yw8Tk*e0=~88nyLDr|eQunn*PL<5Q
W0siu<nAqAx9S2^%XMMHhweek=kJP#ElxVp>$#zI#u}mv48n;K9OqVne;sU<0PTIjYZm|PwH;v_MQg+
w=D#xM5FH9&@zG5Mcy)2#cO(x4$463U_KT+EJ|P37Ra86lIjq>Bu1rjI7fe(8stwVGpL$G)f1Ma6;GH
AUr%K20<2<^JiHOJs9wI~X}PSbV$e1(ZK*es+6XOVr^h@kWRz^ajzkY0%4w@Vd>3j{#a;nT52Af@a@S
shtCo+_$yiQeo}KH-US$mvUF0KXs@5`k#3BS~=xa+Rx(R)ULL`D6OwE3V6cCP!vMdZFEUtnR$LE1CS1
w8qr1k%}SJLJ=SO+jpT2$w(N11kqO46Du^uEJ*0a(H3@I0cA)0Hjs@1s8~O?|R)GF{fhB;{b+wm%lze
TG%Kx=>GeBh40b_7j?@CO3S{jr|QI(39u1hE&Q9=CS&UsKEJF@=6NXpob3mlU28R=j}9Vtc5KQr@VcO
J<?i*e$e7>&|1f0q?$e>_fJ-zr-(hnz=0tMT_!FZXuYpwsn3SnvV{qF_KJVexf;P6+0iFdO9rCp{BJW
h^5LEdt8HBo%_d{8<<*IF{<@xQK7MYamX2<^Lb%u_Ta<OO!>Gb}`}OC_O<3FxQ~WN_=1QB7TVbLu9jf
J2KpH(o<U%p?X9SP+B6@7rE0C=!9x11)QzE4hxgRSy{9roJZxA#Deof<y<G#Q%YH>-#I9>Rt>RbUP%2
cGj(5WD850c{jR@e&Kku@KcOnHX8t?>gjhfgd*hHlA$QG;8EUSmVdj8RwOl9)pC*-~%`aywKG_5z+yF
)ji`G3r=0&5en*KU}Ck3=4mDYs+NfF{}#!pDlG0DOhzX7!H0*K#`OCa*3DuFMb4NPesDdy*i%b1N1w~
x_%fU0mo39gf{C>&^0p1q7q)ypwtg7#pN-a(1sXcdz#Bm)~>%ruPQ;(o$1?WSFAH*5ysz=1Tt1Hd%&*
XK%|mCWx)tuG&`=+v*3cw^b<>wZl;tYK^UAYQ(b9T2uedNzcA_%zZ9xRnpny`q=<IYM|DHB*vKzIb<R
z0!O5mX)MN%T`%6jp50a}%xok@idRG%329v}VZFAN4i^uwrL)n{lc^i9zK<*BK<}HG9MV8(YGR*GQiQ
#2LS9MHEZ==RkmCqIND#(&AoO%i?b0^crs>x{((pPVui+>8sN-MLxUHZyFR@^s}EEt=vY%tfJmo}m2)
*)J_&)$O^Jy+hAL{R|C&?&8F!ePL*zRsGdNVy3Ng}Zsl6*kPVz8t25(*6Z(xY+G2@mZFnaYLHz&DnYv
;%DC`J~$9%9ci^jCCA$4yJ7bBtmUF5Hc)rq+0g@v`o-fYMk;VJu94fYwyp2n{cfC(*Y{)k(50BmM{}o
Ck}zgkmDD$OT>5T~%u<u}{D_<l_PC(P<a#$=glc8u%UNKkE<TD07bNY@Wx^vWsyTDW(pk6&jv|3gLU;
i@PyY!)*2;_d|362z292t&y<~7abX9V%HPj^6Qww_@7BhBL;*Kj`7&;@@d{fukJPpCO$W9;rs{z2}5+
-tC%yb%6hWr{=+oeE8DC;HU0B*rPKi+eh>fPLTqyqHymoYGzf&bI4z<Ir{oT$C1Y~n0>qHuFpbw{>vq
YJ!7EyMx=F10Z;#4=utgPhT+qt4ks7|Hua|HHk{&{h@hw9Xe|7zrC5{*(5W<Qq7?+Y-lM8oh1_9_w|i
4KHoBxIo!i`l?J`e2e5+*i$;-;Pk(YyvB*i*Wz}OFQiyuW`Mi7?q@ES9_9K;UrD!GwyW%0!V%W|Ry>}
aMr^^;$p<_mWMI%bQUTVS<Nx`jc}pP8v1uVEM#~-ky}`=(`8^R@h$4-AvJ$q~x5ni}%){DTkZ8@mN_w
FA8a!7)@d0_+`l6E^4{CT}56DQu`j1(P%MKK>XoFW8r0wo^Gj&LsH;?zeJW%B^k<_3qT@RFPs|>UL5j
QXqP_RYNS5d!?1k@wV80w9mvbGxd|2S*Y4ek2ayHP}hHWbaVQ<xeL5t%8!DHMF#GR`d1*997-NE#8Ou
r4_{!Ae<SA;LUEy|jAw2c6DLZjL_j2F9*t-3_Dte5cYb($G0x8mY1w6y6GTLvi%&_kX(KEyH&<L(^Ct
76iN%amr+;mb^ipmL^Szqm7GglOR#bg-X7CnNi?9Mg|Z%)T5ayw=9T6c1s62AhGQ9RMPzzD;kqnwvh=
7-KI25huTCKNkj!DEBs4nnvCko`Tkx(M-61w{3+b`A;5%$TxD@<jw^ERl17WH^qD5REU<@5NKlsY2RM
QU@jpez?rYggPpM4XpZV(h9e~|Oy#AFI34A86Sgeq;RGa<`&3&FW<?fda<;d{fl5fdrzZ{uEywTf;jL
p%<gLnbf^uIL*LSdHeP79VAQfZ+-%8<G%&}2aO&E60yCeVQTNPypH{dpUCu~`hqxC`o4Rw;)48nZA#H
@)CyYb~vJ`$JX2i4;-v&SSiY5fHW=gWJ_~kS^0$CKXx!xf@BL#A~Cg6$0hzHv{|#%hpAn@FCoNerqhR
voAaaed^d@$LT5F@`ifIe9;at1_&-~;SR){3AB<{jwz6rQIjj8A+{q4^y7?}8IG6OfE7M2ZJoga@<_|
D&Jh{PuvI;|F4Rb8tSnOuKk#f`(cnuQOW@~LELs`{{hr3pq(EW_RJ|Fq58t=i%J_hi>?+2ea&C#3$Z%
YYqdjeC)1;-0r_1%6j`qlN`q>J%n`?~`o){N}oZV1c&;XlNiCud}Jp9SLvBgIg9<pp*2$0z*c=Tb5no
pgC;-$o%-rq`FiwYE{liv#PCfPoQGrT&G#XW@P&Ee=)Dl3s=n<GTR<lHc+U~f!=3$QSpWGjV|x#s}xq
6gX%dk|Bv$SpILcm1V(4p`(8MDRpv^7&UC>*Dk_KwtPSlPbnPLI$d}=1x8BlIeg%*1uh37K5c>VHLPu
YbL)yXr;G->F&ROQV*NF(BeX+dER>UZ<f!RmJo!BFxyD3*7~~U6Sb4zAO}Z-L=tHNxlH}i(4aEXi0Ga
AT9-Y;3PIAP@i?e>)%I`sgRJ9;&U(iN{Phurnrvi!(6ZJIIZ(Ok2D0BLeMyFJXbJ;f=pC#3D|GaGROL
%>oc@*CA3Kirz>SVNs)p$;g-ZMa1i}>in~KRHgXI?!GA?kS{7N?;h@c{;JEpek1^r9w!-a7&f4lH!H@
BY2kT$(?#PWfg7g@PS9R9y?*Fu{c&2Zep_3ZH*A*eL-xA4uX+{xjUNjXiyUTvvS-iQ30o+{SQT1e--Z
B#LMYIV?9TmlgFlvHo25n5rYFsPU*(}_1ZwwG~s40iee_4?I6BiW$6xqaQ&+P;~((dcMXU)3lxlvL=>
Tkl;E;W6raLJrg0MzeRzqMMqu*K(BIEh+90BogsdORd3tRZwW{Yf|}vu=|ha%N0VZ)$ue$7HM?xHL=j
Db3MtX`<Bz)qJ1F~hiUX}zBV-J8M*seUyDdOnabx2h`?{{|E69!gnhIV2;@%TpFzTR!f2SAJUK}5w-%
nS!gJbH=JEO883p68DredqmwKCBm|ggfyw=JCh%Z9N+NCVknCv0W5N9vt)HY0+MGBN+LV~Sv@mo{efe
5F2QpLGDF*~Y1D+N$P|0(TWv~4U7u^z>r*hWpK*PM4`FFxwU><b0@yCW10F3TF)Nq0^x7Jcp{DSC7*J
s_-HozxOx&%mG^fuZD!Ft&J0X&+bVUNyavrUN#;QO1===5eQNx-`0vP7)UzLI*tDrzCC#?M^`{%bf;D
s<<pIW13@^7#aoKE8^yDD-9bakNV^eM(GdTVkk=e6r=metT2<Od0txoOr}9r?DPH$w+&&P>I{%lbgY)
W2n^*nHB6jV{yf7VWEsPKY3Z=px>f<xynsPa76f>vKb6-eu@ivVIgvTi7&fEG$rMN0Xf)hmj8+7o97N
YoCy~`+SKi<I@%|Vc)G>TcbCf{X9c}^&Yp(^LuWYg1yZ6%ruWI<3!UeRKky+jk8{6%}r|Ct9vMu?`*e
1nS7&1{Jf7s{LLd^i85R}GM(ECyb%jC~QdAUk<FB<QmYx{b25$*G45-^J3FT)g9p=%|myTBdBGC|J~+
A&D}BA=ouwfwOM$S`PT#NPERTI3RybW%CeEpNl#BgC5aTg`RXD-Ejvi>4O!y68e~IP=B9t^N18O6MUE
?9s98T}Mh*F<7jmzbTlHn}fr|*i4??sSO&ZXqG-tGgrz<_*b(IhS(ml6}h=$?Mp7Vx;8jzvz@C*9#>9
{LSJFyY4=6ulDUd0U=b;jdi}SJo$ijQX-V=>0e#|tdtMBiRo!)lfy*7nLWX7Lvl-_lIexh~qaun*cb&
v)BYhpQhG(cK9oE_8Fb!a<ACd3TR5kEp85^5WqtSzTtO)iBy+%~+38D~T7=SOfwSoGnB4-&XXPf}BMl
DijQC`Xc!^F(`Z|p_}C8P0WhM8#Xo$ESXOKA&TYC+4z^a*ghk4pmv54Y!e3K@qRDQRNul>_$-0#?ctO
Fy~dd4+4hU6fh;cri@a5$8lo1VXpSUYx;}20%R6yeiIkV1^&CugF}`g4R<12dL$s={<Frc@>(nWYAO`
0?u&=Vt^s{8ZkRo(F+VPJsvVB+Ig(LlYEuM6nTFz*01ID9h{7-Dz5&lY6eZsg@S7KPp=Llo!}2<k`mK
E6R4m@m-q3wNBRu2F%&1z#VR?wBNuc@;!xVyWk~BHM#;}8On?kz)h>9!X;y5PTE--ve9Ljc8;Gzl#q_
3goilMS0STkYi54<^(3iMT?H7|XM4A#kE^!*^h6O60i$hf0NbXdjkWnx8rG)*VIz5(n&1(n=h#wDIC|
88W&twlMflW^80vhQJU`TL<<oZ<o%i@kDzc>bn7C#sTdr_tYdb4qoc{a~XxVJP$MNpK*DGmqaYA|M3>
daOy0#^MS4C;@#zOWQ{oOfS^g-A)BP{HzJD~1$$a2eYyOQhp77!aw^`4*Wxn_=i-a|?15Bv~N&_S^Us
f7;$ql}G>#Qh8FnOmsi*@RTAxh)=_tB<#+$s6=yCY90*)X`hsbt#{%S6HfHh5sAvx*qcj*EGMM+V##4
KG8|RxROCrdNCig%&Gz=UO+5<qoa0u55i*k>R#dqwa<$;||1<+7DWq7!KJ*r~S$XS?o(KbkqI7&h%Dn
0!w5amdUz(^(1<k<-W4Tq)$4BNo&>K6Rh3V;%MF8Y_mIwoGOMn(vpK4*Y00j~Tblsb6$F+YxW%>$2XC
9?KF5!>c=xQ2eG-Pg24>V$rEUB&E2I?96Nla1GO<fwk`ueA&(A9#(dgDv5vA4%r?0srVNvng=;K&Z>p
k#Gvz6#NbAWF*=z_JqBpVDwx>y?f{%VK{&ac-S5(k0k9M!Ib%`BKft6;HH9x1l0D_2if_)_U5&*N8z$
-_%x_my+g~mBlRz|L1~}$7}<}Z*>tx$cELZ+_>V^ySDt*>p;sHitI(!;fa>F*rya5jH?K3nKcfDJjM`
l9PMo0=XEstig>OzZ!qnUx~J#zk?cilUW#3ggIZ{+-%lD}zx4@cA3kPK@b`es)_>tq)|Ps%zzE(H1J^
ecnS8}{Cm_PauD>$*G$CrZcu?>m-+VN-g_dBT*!;rKETPY~4Qab#@CE4}9b?j@;C|pd%f&Sdd!-L)At
Bu9#wRMXmk^&Jsl-Ke@Syt`+U`vo5~JVsqs;)%b%sgK!#5TZL<aH?WWwHu6Lp2zU77%GFvzxShUML8L
EfE7CeBHO3^FhvxG-eT{5{z-OhaGpWPC*}NEMd=;*SNF>~TZyvQu|RiDGU#a<@%7^Zf9^d@$Zof@S<P
RfX;BiOR3AXk2^GLHZDRG_2flkD1OKUQ?)R3zibnM?t14KP!1aL&zi)N!fhVv89rx>{`^z(`^pN{7~-
@`$eaT9xN-?2f?_CfT~jU^s_cvjr|tjh&}Tw?M-<sU~(%HDKK2DL4cAe{H~^{+1`kvX&?TSstDW$_9H
H^LOr7(pBCtZS}FNxDR)e=`+oVDWG17+Ma<DOl29=%H()YE(5k%5#5iG&oho8Lxv!i;7#6&3OXt)&cl
lVJ(tOJ>CwK0-GdTVtRks&H^jPP_RZsK1wY*eKnr>IEfCB^imQg&3xO9rm_igQwe5rP(W46OI((_ABZ
J8r&qNxGtfr|`A_qD5aX13qB&KPzvJ;vBsxHwX%9jd1jMkcgB#yIA{P4CX|Y#oe8<0DEcsaIX*orm%T
*?s=iB}mQ3t9?zD!`prgw5lBaXvk2UR4^MBteSmE9`DAp06fMJXR?|TBKF!<0LDEmfw!9UpTV|qkSl~
v?a_9HHR>$@7~7<bfP9poG>YTjTAAS&F%YsO#lcOi4HDzCEGCt0VlCqS6GuySL~-D>B&0ejikC`zhP~
Xs#<a&ru8XUPQ;Js`l~KEX9Ov^5awt>A#zhoI4904ildhE*<|a<aLT0Po_RdtAH)Ujm=(?M*zKQRC+g
bNM*wbdw*lxs$?O}Z0c?`I2kAj>H4?^;{L30DA5RPfS5>Z<FbW>elsp)xkEN|b>c<o4(w5i7xfPE)DR
M7oyYN_6}BC{q+$-rNf<aNb|xFKBIz;ZVR8uq0d>=Ad!{;_2p6WjrCM?Vuu^TMYaxdd!Xs_iQ@C_24p
`*%?*F)o=Hn<E*x<n`MQ3jv1&EQvcq9Zv-ruLBT=R(x{8L5G%M$FGljiq0}b@qKXUWz6V|P4)_Fs@TR
?T}?f1vQm`tt#JVIC}qs+Jv!__V2qJuW`<dS_SG6!b)EUQ=B&9`0WdOuFYc8!9<XTj*()njOLq~y2kl
*WIhT2iraeA&IL+wSig4;t3_-QbU<AU4Xv1vwek?j`kx=`xZ<y7`huXZ&qj4BTpHA!kp^`gg&<R0rit
8e*d;b!hZ9_<<XmL1imh$~KP2#*|pZ0xkT$VrbcJZ-dc9scvsyQweVRgEQ^r#{3&`#O@2m#{+4x>1Ps
>rcwLM;5mkE=f;a|^nEPd!-(7bm^L=`yo0mKF{HQYCrKd04N%%=>0FNGuYCf-uZB)fM6ZA@BjwHzQZj
f|DV%AJGI40ok&`@mF?W2)7D)@Y5<DDMhy2wNSy*J*AMt_kE9YZe$@F5ke2Q%1sQ@<3p?BWLMCgB%c7
q+`8fF&~jed;$0x@``7kef6wJZe8~#89xH&C^cr!7bBw4#+qJyli@|o(`aKBoD2gmo+TxH3@6{Brah+
yP9T6)aG>fPhxkfkWxvC?CtkJW?x}+=C#IP+2XFMh6gk}6?5r6-NunIkfmMl_V4q~NF><!wXnTij*Ir
0zdC`n95smux>zdv_}F10YfU`lZrOdt=$EmHp_=KXr(91RS__IJVwqHrvN)J0geO=e-r$7Z<x@h-um=
|Q*AW*~qU9@rQeKU914s$AwD1y>79<gIh92iXg1&tm5?NYK8>b5+tHo-08iK>sVP(m_@25iT4uB85Bc
t%2vJ(gO+Cn60T<VqHzoF0cqN>yg3kKri>|^}<(r$}GgezVDQ2v)zq6#?mX(6$EV3putclwv1C$2y{2
GMo)UE7zp9u=6!i+#%b|9-UT(AX2mOH*UBM`Yu0e*p@NViVu4*{O8G6OD|Sf^#%{a$Ah6Y*w>@|U;xH
M>mCcNR&jzae>AM)-CbTz5c@>S38k@_(5<HSaoxBdxms;Q+BhzEJ%ONJltd|`?B(Sup`#RT!61%^>;A
nLR8Jf<2Y=($i_ZSvPlu78D8L@4Yv0~hZ1cNjC)uc-XL9^`Z-e$AP-=VJA;SR=Uc?jDkIFb@lVfnJ}A
h|USz5Nvm^xXgQ$nCKj!>5I&_6aR!DzCmexa`SG4TG@EL)8wZu;i+3MtN`G4m-02B&gym*O>`FMR9b{
C}xzl|FjzG0m`!gp!%$Q@a4qs3M(eOh*DzuVTR`X)g~F^8?v1mcAb-d6uBakc-IG6Qiqs{&a8=KAEwT
AE`TiX4Mz>au<{330-a;POT!MKM!Cp)6Bs;9Z@2*%;>h_{K`Lwk7!j=ZJ;v`*&~1W0lAjf%V+ydUoY~
bN#F1n>i5fxdPg(4P?WDHth81{1t16p!O?^^x+qlN52I&8uqLmlYg=?=T!D<NQJXlC=h#FKYvkvTLM^
ESwf|#eqK7*UgW=^|H-(1oPlLh|PFnc4opsWV51TICWUR_yA{E==yJ4gAkKFHi=4R#!^9bJzKMRQ>-%
&#!llIWO3GqBM_a|<8%$jXo4z#Q2i6~*JeB9rr*7ZMJL`n`GH{7~R+{ID0u9x2XdIRO?lnJ!OrJ_=Qs
q@^mAd61^dd-<6Xr}k)%CH*3cD#LK+ZAQaTcNtgF&Yz;t_c8`YZSJxqICFZC+R7q5im!>g-t@dAhBbZ
hphZ}3{}SRN{M7*9d`{BBtT<vGXLkzE)@mes4`o)D@rW*J-)4u9XURV<sqrP7H>{=ez0u~jcnS%n!%7
)kts2gIq?72fQkPgk?v@)jR9X_XfKp;6KMRP(@9Ch{%Onl67f`X9iD%vW9)n)D;(V|i4E<~CGRl*FxL
x}$;~~_$H8NK=z5^LfN?6(&c?K;-C9qxNjZja>wwY^4;F=woH9=k8qAQWs#cH(p3d^n3Wv-9w*ZFZNG
2Ghs)mS2hi#y5^NbA#CAGptyRcXh%=RmUI`f4K=k{QKkZ>av=RX4w{>c<NC&IOeWw2^^ly?6RhYYWw=
1pvko6TM^2%(5))W)vd|2Fee=rA}uDK`+?ngWyT1lW-m}U3<k3$1Fkm0G+CM$5hYph4&a}pSac*)_tw
_#8<>`M{Jp41mHQs<*|z}UypHB9jzbmq@AH9Qgy4tLm^b+frpTh&a$>MX}g&9dC~+I7Z6^3cGC`JFJR
#Y2+1*NcayOxKjZ`R!kcDqL{_Qe2H(^&+?lQD=pW!!coyBz3&r(|c}zaf{ybXwsgaX7zPa)~|D_A>Ug
A&wst;R<7*v;AfQ##33KmbUXtCL~c0Fo~qwvNgsqu^#l_qkLGKkdSVQ<JKGZ<iwP(2mnhF#-oN#a0PU
51Pi>$Hd9&fMo)-UnJC<uB~&u+i=wk>gcsw&k&lF4Cw|kLnvFeIvzDMErt2HY6;qo5EulRZOtP({FWw
F@RJQm+8V(C}tPG?n0h5>$C#NjAcM+aJp%RSm8svu93QxIC^TiE8J@ZmD7A*^vB!VdBs9LYT95WTlvJ
!-}p!Yq6xVN=*q&*5({J<$DcLE92AVdvb;9~J7q4RpCGf9mV7i&&{V8@na;D}M)?FY%AhrPo*@s&^FT
lZCIEDkk`L$pC@l6#+2l~C%`C%c3zw$+u@Bh>(cg17kp+EW!Mz_bxt=W?2icx7FVqfzRgaP!fVZh52k
Ad|mI+I-9}1?u$x*mhhy(o56^%4e!x!A7BY^lIHTNl8qL9#P3~#ml?T@oTC0^gy;QOhevlJJgFo7oc=
Qg7W@T81?LBu2j%QGkq$x%R&3fpFd?CG+`VED#>uXJ9tIdBn8-6?fDaF06>3RN|z?U?&N&7B}%8<ttj
>|a)|ffp-J)_g|I*o%8J<yNf~`m|q`_n7hM`Y%(a0!UV$Jh6AQpI)E%hq2`T1i&z)hg0S(N7w>x<%0(
7np1RtTfaK;D1_b`v&omQGH_Ye8a2uyKLm{#T#1cvQ;MH^dgLc4pyPqXa+z*18;S3so_Sv(u;rDX(Jo
V@DNQVRx$|>g#GmC^e$v&pZ7Jd@IMKE{T@pNdFbEz2yD>Yc?AX96ss0D_VV;a%AIG&S^>Q$)eavS|Sr
c05;dF*>Yt11RAcRX=*BNUHqoaiQ#cFy!O@m7dDIX^0!+%L(oTr!TB%VgOnFt5f&!8*>b#uL)yeB{2;
=0y~cJ|U`ShX{P8~Z4!JG*d~$o{yzjGHi&9+~XZ!%qt(tDjLK)KNj2^u}7&D;J<eCS&w?M@^WVd$tT(
H2Q+8^+*#^dItP!YMVx12fm%l!J`<Wt6TZ{wKh$8pCP(Qy5QY;P@p>t-o{jbS2xi9p_KNEDwCudWSD}
@+4bF-sToCW+fRVZp3+nCp;TuDD;mokM?et)a_5dk%ACc7a>S3&-ktA-;f8%e>6lnvy+C8EcVn^Up#_
cAu+mS19GSlVnz2>XMF6(d;b)uSeKKXRn;ISFREcRf2pWlAjNyMi*V@YpsW5de0`d;BK%7j@g7#QCoE
(L+eR_`y#2=AzJ({%`u6Utv>Vu<Tmab(QLFq)#KyByUmd_w3-No3r`<7ZaD5P@Kt!L2))ue9(!>U(Mu
05nj8jE>sesuYpae`b{+3FGy4HzF#%rHMkULa3!q3t)HZfLuu>`VY9SUXWdX^Kd_j{oxBf~tB1AQIfd
c1@dc1L<JW(%qm}t5M@9a^)}rVXw(Y!fr5KP}Fne3a9c^C)hk{03=ft`_D^MZs4BU^|r|)6j+w}sCq#
?y6x`ZUlNL=!Zss(g5EKSY)7PDx?&6Bp;o(WbZ<t}4T}@o=DBNN*=e5ZuQG_?;2_Gx{X(Eugs17s25_
ju{w>^w*l#mmcH&0K6`f2;)wDi94KOmT_JCVa61Z&&I>X&1Of(<c=9GG7UxcC5=tE9*^Q3w=YQ;!xAv
eJjLMo7-QYsgSV0k9!b;{UmF#%i_N6AR#YLprPbpk+~vGT!~RjM-&-CLUVl2d4ANMz`{q_@-iUYVKT?
kR&6FP9T}qMzG&L?`ukF4({Kram{8E1aNmO8S`rWVmFYDm^6uu)ZUu@?A3Tu}{fGj8lhzj+qAjxEetr
7i=)V^yz2^yqxCI`Rh0J2Vr{tDbzvrSo-wf-F0zn>&vA`jOVV%024N4JxJP|$xz*tfx=Y5;q*$nsK%`
9Yj+2+`Mn&rCB34hbUVQ4E>i-x`S1a4SA%K3hvh)kqD0`_1#PNJ%BrbD(nNbVw_mmlMcBS_F98mpf6O
P&lr0knkp3dx6=5;0*mWEXlaQg@A)|xf7>nT!3GHUczdy21<Zua^KbPAbdQ%r(Iltxqyk?Z{aa5H(Bv
whieF94Gk-_buf;<^03#Jq10Wj0tJUPP+It)KA%z)yas>hdvd3CqqT&tJ(k!zxF^=?Uk(G2&3$N)9RV
2F%nOn8r|n!KvP2tSO5DxTSRIEdU&smcp!5AWcPa7=S2%CtGnvp*_ei*!NfBNnIgb_XKefU}&mayG%?
Hh4(C8=<E!9JlhEFA;K=tG|jT6-v}6F9B+gha-gKuvH&eMVer5N>Pm8BM)dDbIp>V`d+`Zc%tkVT(9U
Y3>&owJHtq*+P}TJ=UItG52<z|`1cobYf=)-vZSk12H`r@M+GICI!9m6LKZ4Kur9ewgTn(*9dWLF7iX
gDi?*!JfPb=yQoD}&8sMU~o_DY{3F~oanHuJlhof(RD%?ziPA6@Zrp7Y5_@D#NmXlk(qL}-Ho&Ke)4v
LH*8lnhc1tmwj?ahhmQZs_IJndauu6uiO00@b+?NH`RsdVE%CKuH}z)EBe#~(Aky_h*-B5XPUc+9ceq
RcH%>aslbW0Y~cnzSzpxL_oqPJC5f4xHdk-|Orfh_si%4oolvWi&JGT6leiG9lG=JK5^uev0Cq#D!QA
O2W<Th?LZMcZ%CkXI^3%Eucp^xrah<t^T{Y0p0(o7q4QiP9mIwg1qa^F1c-C(N6sedtXIsM=!uhYJ?|
~{WZl(-EpSajW{>3K<h&8-)aHnH4UIV{&Y<!%Il}(qf%FNJt4T{<*s*)wrYti9V9Zz$N8-~+Bn~x(H>
hjzfK7{=blmU_+<;|cB;TdM|Y523ILChUG9#v%0$R@iO7Fqf$rF+^Us#ow+Z37S==+14&Q#V`nb!5m~
r-6x{7HPumhgjkB%^2|AAC{wTSvNhrdrA`jRtDjAg13_6b}llq|q)$b#w3lge$?QB#zy2QMMXlk@rYI
vHh)#>B~MzE+%dy~31w1aH+8$wvFLK-a{`$h%1bC>3CMY>pPjkOzJk=9In4V%K|75X=E+oqBwGxu6TI
UM{e}453uLX+JQkls9BdAbMmH*z$G>YL$fR&{IuY+>9{`*bt;4K&}LZ*QvCp;V0-W(W)DGLWg`|{Har
_-Q_;c;<Vc2lU8rU4^8LcCKKa97iT_)41@bUS6g+{<6_oF&h}R3UIWg~CW*%X+sBqve2Zi~_JF!4QX5
LG-oUh|o&Z!l8(BK`no-x+JPD@Pid8GK4KwPDW8A)fqwp^1nN(;NhX-177!C6{n=|q#XqErzi361L{5
Vj9yt<Qxq<i8HBx3l2El->IcX!3Fj^}HNip<uv6TxAyi(?6Kw@J`tjC%)kMQMr3kVcp6dN)c;uIVHvE
_t?e0&m}H=K|O7z+7l9(-dA1Q*2e9u8q%zQl~|C>Ypr7`Z_W*xxp{Ze|gemc$4EdXbFrjAAVxozWsAQ
kwTb5^L^40{C(&e;{JiEm90F&oqM00-lC~6^7Dj^PG}Do4;*<+e^9XIExwUPd41q9R3mMtCuSKFO|el
ohhY5RRA*<!thBVxevtZU-WH-}iR9L{`9hq3%dy9ULcMqEbgEMGl(EA`miyeVK%j7VuecJZJgPGU^)X
Uvep*k4<jO?9Qv3!5D+f<Vk-{~2BYcL$PF@tM7Ld!RUdQp?hCV-hf64_rq_dWO-Xp4QPgb-HZ$`(+wP
i|U`ugA((MJu>`DGB8UG<brT0k)6VFf9ImqRu+HK~~za9&~54r{5h>0Xf#=(%$9r5f^z5=E+N{Lvk-r
eDJ@C*Y9~xG;DkTM9W=69{KbpW^Cd)5Gx}NVS6xl#)i$e6ZS_#fOk?BNEtil)<d$C?vbmM(gz|NO_b<
`Y-DsCf8wV@T5fYwMbf0w9$~@t(v-w3ZVXyY$0ll@NR$V2_2Y)MT)YoJx7-5kx+!8@;c(M73SR^Zesb
S1?8NI6+q1rOhy6OnzM~0TRZecPz(x!9CkJ7(?rGkJPU^yJR<5+<>Hek?jnP>R2PD7U?fWH194cS$Z{
yBXBh2gN3l@p+u6_`xfx*%LPjJ#9ntE<o#TYm6_W5Dn|^$ix#v_L7Z*wz&?r!ZlrnM7m=&u5Ch!(y5^
&Bntm#*j>oEOZecEJz1gwd=6K|dvSWluKJoYJ`ms~}lZ^L1xu8prPWnM<ztkYolY7-yHd`nM~By5%Qi
Cs3A*-g?<fq|s)2OYQDsEtzlTMLdjO^B5eIlJnx(oBhAXbcuzB@Sg>lT|GQ=t++^Ei&e@#J2%AF7NhM
l5oRN4=`VdNOpOJ0{wg2`{q<+DLP44gY;QGW0MKb<ZN&VOb8Av1)Pe0pebC$N(_XCj!43c%^EGdjt)D
{jbzu3PMzn(Q7|_!lK5V3?b<WPhUcZoi<~9Ws%^VHL8-7#E=5_3%TgZJ@T{wwQ~PtkpEw}xIjEsq_w+
VMiUWi+2g_nGbSZ1qQ@~}%GQUZ>T4o3)Q$E(h@z@vvGj_ilVBu+Xmqoe>j6qJGP5~FqDp*C;lmw0*qW
S+A@^-QWsX$o%Mwp|~0sO(9T-uLkg)JIR{(xdHWvLjO$Ch<ok-IM6_eP*m_C1E((veW7obiL~x^9)*c
*S(6WM*0Yo1(QEmMhQA=aX=mgPhtEh4mk%L|La)HMM6LH{9yzgvR&*x0hRnGh%A(e8UTVncd!_Ww4xb
jmk)K-+b*t<eqoptKrd(cWHuK`>@l@Z`8T<Q<TReb{RRdyzhj%RT!vY*x@ME^pSIwt>1?#`A`BxZCIv
$pvL$A;Bx0&XnTdyRnH*ZyxxdwXja2OdJw|*(#e77+h(gFfDx8V$(=V%0WDV6(lAL=xONbf4Y(uaAv`
?A+?jBGns8mL6Nsd!l#1Oa!J#Q5<O0@q;fRDxV%x@*hU?@={h}#kSX<YlU?mN_Zm7hJIV|WReWlMI2X
D6wPT}~Hc=NDi=m;vXpg^%<OU+|~$kWI1F5NV20eo1C8Hj4bWBj{OzmJ*{`x9e&MT~JkZM*AOmfR_1O
dtpDxk1!Q9ZNJvIA5jgR_vW_5=qOG<GJh+gowm|3R}hs47mlsV;F5NJA#!u+C?;VL!U$NwD{GE-Pvx=
p%l6Qn9tuN>sFN$_RdZO6=5t(#0;j4L~pLj<lp5#mbq>`e1&cqLVdiN{>XJ1<fGc1IqGhai!I?8;n;S
@t-f@&9_sqEd_8nXu-SY4?Q~RoyOq}^0O~C)6x~m1Q0})cli?AZi)PS4u}G5}0tXnXXi6~Bi5=L<DBc
ybP&g48SV2vMDG-sncXl`5I2rs`NkA5D18n_Vj*yq~xxI@6TvIB5^8OpLI1F`LAdl9v(h6^b4q74Qrs
T1~<U!yE^AlxDEDXNIenhvDx5Igk$VTfl5c)M3_Xdla%b50F1|9cKE$-FYAIY{b<~?7<=18(N(fx3$0
|j`a);CnE=|l?h6Z%Ic98WV_9PqVi!XIRhEswyW#n;K5c*bdP%=&jI@`TY_clSzB2hg*W@2rtX#~?)W
{e>u7=kTjLs!JOMiAHzU=&PCnAII3=Ielt9mOG!=_<dTAsCfM$p(bB_LtY!Fi8L4In~(AlPSWLn>xsv
?f^#bBNT(wksP}C`rgTYlmRK*8dT%S>j^+9+1t_p3JdIi+jMK|KSk2NZcwI-q5!M3VJEg!H0I*NqZqh
ec@E(?#xi$^Ws`4gWPT!CPcN=eZh_2zWnj!BTnA^s|1mq-9(sOzxSdA6$5dN5-QtUoY{<g!QvaJzpJ@
3q}ylaPOaJbMs)OUI`=~<i5P(x%48Zkg(IMC!N{ELoP@~uzk1klB9k&-0Z_`^if9r&HwFPuB1tAhZH-
^kH7+Eg=iZP}kH7&ipB{P)ZfQI!FpeTfFa0@Iivy$YL?9Ui~}R(Q6?8$f?b+wPLF5^rG{c$;hgdA(^l
4r3RGmLtHeu@v#4$wi|4+d%pS*D&pzo)Ja)H;@%?=o%`AC(!kHtBfjL-3=ji(9@Z2effs`Iw+f<vM<J
9+2tbN$t9?vae`tC5<3lEPwVy#<1G;J(QmGLsVSD=O~shdfMYH=cjU!e*Je&gzfN#3Q}1_}6VVXE^<%
w^*hl4sM+#iaS<)~6?@*&7{tf71@@7rnQ>63rprAz((1fpgsMO&CoERswJp7#l4R=^s_MNLx%sd)RR`
X_gcO~titLkl->2xI|qPRptHXyn>hq~Ji&fs)0m22PA^Rvj|1_sHaAISlt8Xr5lZ1sF!<JRSoZ>x~}?
|Uw?89;Y6jBk71#F97$VypDntt9u*Xbx0~AK=$t__h>oPf>+%HRvvt<)OFnBk0O^!*dB(oV>}nA*}zY
dT??e9PgaZeYi(`^dm5LVDyEAVB7xON8@lH@nC1m6=lJQr|uR6z4C9J?1XF@z}5_joS0G5m7kQnFoue
<Rn)o0P;rvP3+Cdua~-eRgeOG}tEk=IuBQ%wl=|d(sf*$WL<dl$Zo-QRmzjlw3VA>bTSvV#Ix^MTXJf
DsX-_C-?p}$L6&p#<yxbQKgXCG|YMoQIq9!3bFJ5_ppZfy?L3h4X343+qF{(rwgXBLzpYP;LO=vneTx
KbMZ)lVQS&DR6=2;L+ssj)t43^-Fu#S8)MkV0;#4hG!g6u5Rb|ETBb=V;=p&#r|@E;fq+<+rXHx-+fv
XTBiUZ2t!A_qM;!p(k;_{{d?y9{r6X&jzj<B->{IXPsd{Pu1L&{>;~sqQz_U-?5PlZ}hq;M41G79=Be
`!ho=hr{ddv2zc~#dfZ77vQYLpk9Q~^F1Btmh0X~2uCZ6nXkb?N-@_1g%1;LJ2Gy{q*rvHflr6}xtc_
cUv6TY-w#z-Dlp%xrzKdA!%i0XEH_btN*fg9Aoc&64kbf*qZtYwim7B{j4g&LnVW0qC#U?m1lz#T<Xf
U2_2DPJc@koebtbhI_Hem}He9g1MyP*5o4G>EgIQU7qk`Z=H_|ke4CV06VLK%1dkumoU-H-mQ&9v@kM
JniKg%AK*GpRF#&40O4b1u3?U%`=s>H)vs^j(X6g{UXKU}&w=h+l@%@+BiR<T#e*E<WjQ{@x>53b((#
!c-T90TIkyF1QT4@dtOgd>3=_cu@gkjCi=6V)oqE2CEyc7FqN@G>~p4{?{sMeyaz^#$_iuehmwt!4{y
^Q{%|2L&~=cJv1(lJS7d9!Yx22xcPn@apj?d+G-`x%Ec_nW}n-k5kKOMOrD$FSDC>pAc-W<Aut(KS6A
+vvP(f9WIjIo`e@nJF<!D5giwxO*jDCgOE)NrI$v>=h^aTwE0Qg+#n;l0?y~NFM?n<`_8BXu1ZhUuPp
PDv0xQCh620bF)c6InbT*&1u#|!HVdIiPkfu_Wt-@gepO%Zt77LFuhW;DA}QA?@v!y$O@19Rxjp3hes
FmYt}HpIZ6V!-Lh3%-u5hMuLcf4GUNAUFU7Gp(7aGUUIq6>r1c=X(lGG*}dwR5|DE4_$USPC!6ovknl
Yki%sUH*A;(ZdmyIIll+z9cK8;D~N`XCdx!zyC+Wf`XrW1B`123M~>8*mvJf4iPvJ1Db>!55+=nVMO>
A=cyU04X8|oy_u5d`uyQ-&KS-oiZ1e7%2k61&~;+(n(!met2*DK!&yp!9$w2epBFC^L?lSlrAJ|+h~D
`>*f8xcDtMfbfgN^GXmSY9Pa1oh!;R1_7`84>I8)|s7OwokTxk%9mGWg2eBy3StOqgI#HM?zo3;sV2d
zr=*%?ilYJW${xyj;U;$~Shy#t}SrxU<26~U6G(+rHH$Oe_)5BR*gMM4<IxG#Te@?)9ptrWp1twC(iu
@?%9V_P(dKMx@CejO5a%3Fo$lg!C5hCT+V+}`u^I7Ij`Sm#3`P)I}U-1C2FqLCtic{$k1oxl-e>hiG%
@-)$Hft(itNMAWliGuHqz-?zSwczhzi(?T*JpcBx0g$HXdsfX%(?YI37*aj{CxGiyy6KJ5&XH&&6vOg
GIuW&NKDMQ=biVnWXb%wW{G9&{|MV?L<YnVwNH}9#ipPqWKwHLJOVKijFm(Whv#Z;a1Ro+wPi8lheZ-
SpU_QdP0t<vl!(pguH7iAz`0vv8t+=wrUii+lJeI(2q;&Tn@=T6>uUm*Eg0F83N$pD^#vX95_B|FWP(
Z4PbJ4;0wd{!rrB_ghBfnc^SM%=wL$$IC-|dt{HIUAV_H<1p@I77kU5feDGcuWaj+xOv^?{Izf#k3x6
l;N;gWELI_>%`sAeWDV$=FhB3y&4O6xSZA$*e4SJ}F{#_^*!8KwjecF0&<Q&xBZ9Km=xL+y(%_X>uae
9>{1S`}v4+uL~H%}8RcV~~?j*hz#EW<YnD@AD~!`-Ll<nH|v3f^h_o_w95yV#ob!+=8*V)R%mhYpKm?
zXs`V<RzhRZu3G9r|kSBgVib%O~m4rp$8>?J+PTsLW$8t>Y1$hXtUpsoHkM2;BltPLwY4P_4hT3<-!%
Wl#tQVBg`9FjC?}~*POMGeNKSfOeA&#Trh;|{k2f}=uMxbed&?98=Rr`rkuZg1-B)Mn9w(NZ`<3F-v*
luPe2b$qDTOKKnr|fzlp?T&uyE>Dpo9^Lwx<qeLSZ*Y1f-}^Bienc-3oMrUoe4NG(#LIUd2SRM8IpF=
rs0m@ZQsr+u<>k4I0;ss`6Jo)9Oz&8Z>O#-@)oKptDZZ})u@zwlhX@?NQ&_bb_!!J8CM$fJ57rJ;AOt
sutMIzt(0dzXY&xZgx5%%6xTwg>mHh=~a)d@{dZSdI@{!tvCZz4A^T$xs&_3tofpRkE#0=}!HW8R8T7
K1Om1oiow5u;D&GQw)=bejm6150UB-0ff#mBdl<jp8HL2i_o2Vy9AUm1jNsC#b&(NHY|N37PV#E%&l%
DzdTgme=DXC>SQ15tG;TlCzCloZu7k2G_ULdtSn5whN+$YzdAiCDl&oJW-*f^n7YaHt1;ZKt2I#99ba
pW>7FlA;pO3E>GF1^9?#-B=us#E@J2Wy8cz*8-;lQ<Od5Q7gVFT)6;35I?sM+xtwuEl?GL+34vLjleV
;A>lQ3VU5CA%tkt2jK$AHoomiYtpciK?vSk^P&>Y8oOyoD|u{-cr9KZYtH8cZDzfZal>wnsbRLug4$o
Q^w0%I~WjCJ+nme@h?)vzNeDfo0MOY<hs$zr%1fgzO^eaDh=&t31z7iG`TR0}(>eP`Wm{L-c?4^pvn(
znS%h2{*G4H}N(-CAxQzO)7@<njf(Ig!!DDV>L3{Fgz$?dc?Wx(NizicdyfVlT^6Kg`<p}oYuqG=gyS
GL?sCBb3yhp87%2vpEB0|p**mO=)yiVmije}7FaoN&bJ!Dm?nvWxhKN&e=%MhP=W;nP()BS$B^KH^85
%LTGp9}VTC}HH4}xGA&4z8NO6?Z1D+`1G2O)j(mwQfYZD;=K9E4?71C~SU78sT!3-)I4@9Fs3$*8XgB
`+G&EgX+E!4v|X&Z++jv_cj2I7Eyt2D=EtR4LB(DkB*cvQ4Q6OM{0Bs}bG?Ybvf9ZY>|@ij$Q|A(1TD
<5uG0kbMfP|lilDu=zrl-<ORq`aRoxMA<h;M1IIQi?tI@igRowfDC^N-ra=Vg9+?zRsymo_wktEbuFZ
JP!&NC#cg|OtyT2oX^4o@vqZ6Sdb4P{BdW;`<<sHQBwOoAvlwk$4c=gbZ2H-oieWcEy`($>-=j5O)9e
^EKZ67FuOe|3&Cg;@?ifFu^Mo*2Dq(~4Hc`jZ+32JLyo#q0se11y(z=c2y3)3=|IQ{3tmv&sJ)I_aDp
w6=H`TxxWoR(<lLNdz_1VB^S#A9pw#@uM?4z4(&IV^4V&5+Q3Y(h-xbd|jI`^uPo4x?=pABGo=8jHpn
R$#dnFOE^c>6LLlbyLe!#yvwbLA_aP<-g1bEf8{c{C8H;4_}!IpB=8MIvacBwqhY^*0j9%Js+&5=8&s
{XkY@T>)uma2bQwsFjDK5IfohS9B_x)caKrn93k4<3mX7FQlilx}Fy3xHE#Rqm6OJT#@aH+GtVWcTHJ
{}f@wjaB4a;8z-|9!M;j))2wkL7QCGW~!d-Q8%)NmQqh^w^o-7AWo&skzht=q!&9JBu?8Mn6|BqQPXu
oauqm}K8esdc^}B9Mkt^vZ5@@Jec2zq*-8?ny<7@LB;;xsTnw8F^B+;dQDq%5D=lV!!P;H&2mm5OTOl
;KFf2GWsX&H1TSBK(%AB5a4SqNhXb)4Y#T<p9LTpkqR6TG}%AKNlz(5@SXvoPbu&crDp~=r1b8<l3d@
?{8vFHVH8SwC8*DxS^GvdYWn~4(dQ>ehTk4b(Od4$fv&aCSqoT?_;lGw~WT7yj`HIHSa+%h~qCuOXtu
YZ=I*zA00c%4!5i<RU_qhp-?U)v?^T=UVzN_yCr^3xD%`Ev$)8raXrdFe{16c-8NYY8gljCXI+zopLE
i(XP~&Haepf5fRDM9w%~|G#cC3gAu+(z^L98`y2?J}Qie`)ky{s)E}zA^;3;YPft9tM&XuLK;UiGgi@
^q;-5^Bf}iPx=fE8WB(o|@SUFSiXg^;tjxZ^N$|j@7%Gb|%oBH6Ty+Hz3$q1)vcfi@0C)dS-LdFv#$Z
v|LqOXBDn;xDEMA~rH}7!7HABgY;!lllB$2tvZ&a2Wr-Pq`1G-rjoeWWLb05it=`t<t@c{bPdrSRzi2
k&f7tQXNP6A?bmOhg%3Dc2z$3jckjpzn9#E6kBE~9c$s0B!}&U-ovDpr&xS_ba@c=Oe+TK8iTM;x~{^
pd+_@C{>hD!|spd*9B8_<@m?vj)Vhj-32C`%PJz(=qy6*GK^z)i+xlgf((*Xa*aA$-}i`{uj$NNWN=n
ao#8_!GgY0_hRK_^$sja&+-UD>f1rYO|&)B?8UR_i&7uQcG+3mg|%#IPXJSZsmCdl_l1k8dl+Be^^Df
@#&7|0srAK2VTQ647`A~ADewas#^fk}2r&@#*D%qn{!|wWINMo+(CIqDvL4KKHi4x_r%;N=ayL<uc=N
!?t5ow((9IqQ;=dx@n^xt`0mnjo>|Xw`M^Dn_Wv(0Rs>Ru&kk0kp<$DC8CaZ=h#*I;;n>j0KuhYD_mP
Y3it_|k3)cx-q$ia*N*DYrfMF?m1Pufe$@=zg=4ko*Uh3jI9K)8K`)$Z$>Ry0ZMzY3PLc3Z(qhTzWWU
^{0=6m4^R9@o)a6fhr){>(f_D}T9((~i(IBKC$6;=&YtIHz}wGffYPerPK&wsH<6(};@}{Iy`SGU!KT
I8Aez#3actYy2f7BAl1YP^x!amO(DiPLY9QO>Xl)oQhdZ6HVGGLMI?@Ml6yBL?oDo5fB(s3Q8=u9?U~
xY(V2Cs#1*PUm*CVzJ$l(yhEKg>0d6hF&lW`@hTzG<=3YOW@+To8@ED5N+8<?kwJ7R=+r*_$;6=CRZ4
(}@<@`Jj<y630R5CO-cR0#14bSU`w$`lqCi~UoL2mp{8UQh9NC9k$dq;ULzF5k@-H(EYoQ{4vDCz0Uv
DVZ`t|eB$JP-0pDX(*&SH&SXu7oN@{(%fpYjmLP}6HX_%)kO6D$t_W|uxmU=#+%J{Hi%%=vM7t@AneW
_@0I;;itLt5sl5qY6Ts%$6TSdaTyqe3e1_ak!bUaH_hagH@)dMo+cA58u*f^N=ZZP0Lh%sOh5d?yhgN
<Fre=_8h8d*8X%CSck*@A=eLOI%cDi_NdT9_0p+ZrbWDkseJR!WuzusWG%gPhxSmn9EJ&t{gl*O9}Yy
G_X>^sLU#7!e)u_xW)`x?zH9ItW&MCE{Bpk9aBoGfCn_IT>=0l=-k|fM$uq6(Dr4(dg4v^!U+tXSw%X
-3cRnC1%<v=QvN#|#(D&q^h1)o9hcxTo@AtUxLnptzK^Z4^*dg!h*p}0FewBB+%<i3<ddd-88riOHr^
r1@683iiA}rbMdjT72N1n);r3<1@SLWEaflblwh&P}^2TWpZd<4vr_iW(rNyk}83Xs3lJ^sIMcp^Q#B
G#O}1`ZUM7j-)y!w3T}-!#$lRX@qD1SHcyPLe~w+-c8!kUAWkz6qgJkz+5Db%oJ7F;>S`K2HhoG6hSp
@XU;y>wWU~2Eaet#p&hoZ=L=uC$yu0DQm8YPs5kzHV(VK7Hit884X<Eh)pkrn{so5#{bA64i-%oxq^t
d43=lny%Sx1J1gQm5#J~t0KrsCWA)W(=-t6cSfMOd4R*;KsqHCFp|**1+*ht6AMsWv>%`eMF+>ddARN
uaY8ju()dD`Wq-7G?x6?=Nmy|u1(*MB9xCk#C649Mpv>Pm(pzt<gqkuAM^T!myQ36h^QXa|aN_+Xl&0
sZ3^tMc!pmpNLPri%`b<0Ig(0;{tc@RYN)suLUR{xfMM{9FyuXz8pb0HpqBZXrSxoeB3T2k_w3?*_(K
@5UKi@~3Ev^+ePA|ER6!kofOTb|BVkrmu`>IyYDdUeoLY>P*zYW)LYHaCB@w!^iBv(RHx<X^iXk`SFo
+>Ld{SMDhcIFmYuiE*M(Vt(g=JO14GG_jAVz(qkx?#J<C)CU{2B#Inki(KMYv4&|fH@9f_M9eK-Lx;K
fH_sUxZxJE?u&$elEOaqlq_=hgFsP_Q;F~TAAs<GjO%C<yhCkdNhRPqR))|XFS|*MiH$XJ;PRJ|aM+}
K1S8qRHudVImTchPqyZ_j0_C3&}ESW$PoTg<}<<%+l*LdU5MNe?Zby{qx@CPzv>FnN9=$eN%t0++fY@
P7AD(`{cz0tntC~!JiFULBQp5Oa-GKB6UF#R>3VWwk(!CysjJ7a5cd|=?ph?J^nuL*X+B@3M!{dEi%0
fcJ*(WeJd3iFraX*-==o}{2|w~<Z4(4}Jrp2JPjIc9J-UC!wIPZmv%1t`T|FQ?VY)5aT#tgGLc?S26q
ilCsQy4AwLa&sAc<C7{{s2`iXv^O~KF5j%G9BT~i%#%kiDYKJho!i9FnZMb8w+(*Sl??)u)aLUS+fBr
^qqFlF+RNu;q%b<0DexG`DK1RQTnR!@{Ejzz5oKbPgqdVHpfPF83_#bpW3+Qf4afm(i=zBcQ#$JPu!Y
w3R3~ZPCd7|u?e$;RhO3^QX^3n4VOZP2-$ZGWhJV8gE(?3CMlPPm@3UsRcuOC_3n+lW!2u2ZdlXeDOP
2uKG#YS|Q8QYQY2PGnCm~}3?~15VTK4wG)uvFjp@pbsP*S01j%^QcU(CQM>KNEw?z=jvO_w|Rb|kP&v
W$-j8I~m1ck6Y_Vv`iY^82waA_JMh{VoF}L7IaA+EIa=9X&-m1D`O|HB~}b%}G4s({iO{BzXX?IwSAL
MB#W^0)!#jJafMg1tD69<@Ex5GEXPLUbl2|oTj=1c*?Q~wBav=<m3~oxxUy7wzJuksotK8;XB2Ch15S
&MOZcy2H14^)DSqxw3Wpq#uJxjqXUXZ5^A|0q%KuDkuKH_hw?>#fx6~eeWKVx>Z4n>{1wyU5p0RJu(N
->H~D(=Ak`Dkvy_3GXYy!o?!q(ytRhIULf#A90=B?5vfGL;w2K0}y<2V(e>*CZi}2|9-g;CHr+ty5mX
$mNW3mB)h`iX8kOu28auSKgr#x$U0&ly2gdnY^L746$Wr&1@XAopx;(R8>iG#RS4mf3UL8vKfItyt?(
ryp*h%^J7^KVGjHg%y83y~j5b5!@TfICE$x;35e9E-Ay7O@&g--_$}W8k8JB84lQzRfDcJiuPHO(%?I
U6qDE1QHCD(s~~@VH;mpEkxU^BFE^`iJ-%!^C#@LseM9iwi5$KuSGfyZ9hg>WiUhpwAt4xj=icbxK59
rJFbE)DPiGp^Tw_xHLoN<7BqV}-%f<$;{Q;yAA)_w6Pu{cdsZPT*B9FDH1iDwoI?b%MpY#;OHq0R1`g
Df8oog%aMETHpErl;vkJurJv1q{`S3t{WBR^m9Jo@dZtZszs!$R(AOl2U*~{4GLVZ$MM%}xl@X$h;18
?HYV=2(N6NS)X@Mv0zsCM8N7AralO<1-KX8zd9Z^tU7j+rLH*gLm%>-_;CR2Bz?WnB%nk<jq{{@J<fO
>u3LANPUC>{x3$jHX0HVSgrO9H$`VUa6VpsVaZq*^Q|?L{Tw@e+4=BeD^3_tIzDrr-K^`nl%3x&#<~p
seNG(fRIHn$VoQI6@mUra!ztWaDZmplthGR6(=XafSK&UwORG|GG%{31(^q|zR8(70>tfS&w1F_>tY^
01|r4n@h4uPy{fvU2=jms1z+GOGKLA%;PskPk+%t2hTEz-+N(rfD-JK<J;`iPFFy2HGSC<%Hb<6>xoB
=7gnWPdcD`@X3~YUq2^6s(d-7ZMcfNsas9RSl;aKJrufwI5OwWsR88j@Sb))Bug%Lab*ew07QC3YQBc
be-rZ&m`0WX|DS!yjPCi6mPJuO3Q$7^(eEIkICgYz4M2`v|odTq~-WzPup#TK8`Gc@Xih9g@q>$kLeN
WGftMH+WJWeir)DL-Yk3Hk^mW&DhGPj@hth7+A`H^qFm98xo@fKpLo0&jzi<+1l`)2lSf+Ie_<yBwFx
@~jBaoP6)&M3>`G*e$^IHS7cl>m{9h+dXaXxpq8xf9LTmchR{c38J~>WFK+?Ljkq7T`PsDC>($c$<22
`T-liBapJ>>c|ioY59c_b(mrg2VKj^whCx@$y#Bt}$=>noF#?Ac^?3=QQB(h#vc?OWW&h)4hCbxxEf^
gVVf4@5^2bZ6MiUUZFH&oKov5nEgx69%j}4#REu@D`-gom!rbM4VbwrI`jMjC4go|saJE#j5y88m1kD
ZnTFrN-PIz<{d>yX=>5An)9;Y-gK<!B&YRxe+tvB?1xL1kj)91NGyCLHj%19KFx)jvSe6QL^v>UK>)$
U8A$;yts3q)Oph2b^eGBeZ3aP&@nQ>0SpL3wJ1NL3Y39#ArxB5u8T$B|!oGP)K0uv&+kP`X(~9mU>tG
Cmu%S^zVgg=uKEGAI4|-uvOLN#Y%p$pxEPc>SpD5qi#3c?%m~a=Ww{|O-B2Pq|xi}KqV-AP2<SJocd2
eVBV#NO&n5Ou@fix9ad1r3m(asf{a%KtRk1dURh0fJJ|oz{&rp3AkyrW%D=l6lwqW}V@s-3bb3%W>cE
bh%X*R#>W|4YN;%$F5W&!XA_maSfs+?7Z^AdZpgmOE+>v*Cv1Cz_@O=R2;J`Gnkj5Map)n3TAt(ic44
Ji+sEPUAU2n4-qJ>TDFMz&MoYohgI4dDqT|Hf7D;HB&^^W9R^v21T)9~rnim&qCjP_^H)ltcc5bpvX4
et&>hla*NmY)HS0Uyzl5d05>c~$GZ;_CQIXhR1Z7OEs)ysL{<5P&u1cIo&P&n?*1fo;>_AJE-%L)Z}N
ya^k*enCeKExO~yUIcKU)T?Cm#~=W;M}dP5$LnO5v}a5mQA--3Jw0RcJtyIh4i#@RK(6?(0cB69v&GC
QV7=3xn5tbykh7o6F@8Hr1KbKU`*VVB*Jl^-dAc{vpL&+Cxqfzi5wg)sLYKIuF}`9L_bRbooFhOJxW4
?Jzc#UzPfuxuczJp<wq8S6%80kaxuofLG?eI0yfvs3Fn8wt<>lHSFL18*QrNVWR}FR~KyvC{XF0~Z@(
d0#frR7ZNJ4@^K!q!`n~M^yU}>bN{v_lp>z`lbMIa_)D@zMfahTytGyZeA87nC7w30fgU<T!(91s0SN
&qn#Dc49oJ8i;<bLbwDxwnf<gC7fGf{cc2F!_FvYomH7zS7J7j@*Iwbj8+FLnCNqf_AIVqlLpd_<R;T
3i7p4;M3)y{_Xf_6LIF-41ERNj6xSU1~82P;+xnw61LDY(Hj{jYCC@(VQNS~f(C#3R#7Pk6P_}0h$nU
_t6@`lA=Gy83i%9D<1cA|x_VRm?-zU*`#@h;G+H-b<RyvaN#;%1l|aREw`~QjUeyL^Y{~xf+ow-;`r6
K2Oro`RrCsN*3%XXaedBg*ji>u!a3=Im6uBNqWwPDB{h5VRt``#mb@1kd+tI)(0w;{dWclL<Nm8sV;&
!QYQ1VK;<*lsn5-VqukA>(&>!k<#{ep(sUGA>FJD(qplAq~y6JY$!km}z(tm~c<Rz?ZNgXE}2s$rsGn
lld9JB%m#pkA-JK&SLAh~d-CI?D4-8`e>>*g_MZLXfg)nvUk_qhT+I{tCx&7eo->5E@mpNzxzCOZjqi
3#UPik*n>QN}Mzk9B2TEbRzMSUZ4s$Aak{~FDug75<%ix!ELNdi)Io+oy*>N5M;R@1yX0WcmXvfM@6S
Mv*+BRi$K+_m4nPOhzz$&FKR%5B;~TnRq;xe898-MH-kiumJYDTrJB0?yGnJUjW|xJKr45inQP0!yiA
j30Sxah*%S0*mT5!ydtX#iy6gRITJ<hTCW<yZNEQ3(<$-ZLzU;j)`=S=;0@NrFE3K4e(j@CQIQBcCee
RMp18-M=XAGb}!TbT*1wl&u{haTa(|g$;=nG<v4-3owzr@j>+o*P9mQJ67q&UF>?eGjV1I9(1!RYZF5
DS)g7cM86O)59MMn_n2)xTdo`u?COlt?u2W<XKwMw=Cjc~<yz|Km!@tb98H@7J4$9ho28(5@Q1?wtZ`
E?R|QOn*xvH|ocz_~{!Mu>==<vh{tcH>=%-yj6LWJfp6oKqgIq13W5Dj#hfDp62M_LCS_KuVF6=sEU7
SXWFR?`_%t0PlWk~yV&2vY225_P{jB6HhY$r7E6hXJ1E(KruWxP&Jji2SOMmfCo3PN0wPSM<kj|)pg7
i{w~vGA)$=S!#`%!C-vn}{To2lE+WW6Y$D6qE?Odp5tK33WBt&CH#nd7w5z}pb2y1wS22Z(r@WKIhSS
H=v?PStIUz)?ccAwJ$Kxk~A1qNHBB-L9d8UrKjQjH`5lX9)|uG%bk@>Zdz!$5}|N7)0L>`2oxYG^gB+
8ih50Q(<FmqRd0C8f1u^eeAzZ}1;<wJV#Y#<ws6FfIhiljpPtYQ0#NEtrAy&3-a2rnKy|qW6#(7tx|^
Fb|U|B1}6ANOwX>rr?7X7uLDPK<Biv`vO#bQ#B-w2$0w5Vj4>Mg~>KzJ1~1YFZo~RgqF&+9#p1J9?03
dsr@RSK@Xgc{2k*hvHJmI1V`+ene7`TfLVyrtfUA|pANIq(6Hku9^Ru*eTkTK3K?LqJLLQs7yWYGt2|
eIV(JKm^AVc2yxK?I9{(%X-4iNjtmyBp>j#r#*e#O%z_Ar__%f!o1HDO#;-(U6sr=G&Zm(0Cif~Amfj
GfEX!(N^n@JQ9tA7Y^m^g+DNnc_y98lq;s3-mMMUQqTHH~gdyYC~#`%|fh&PRqk){qUlPxywFw;JcGC
6*gVU#2i6XS_-Y%Ouvw43b_K-kHEwkBihzE#$|tDRc3HS$X=C%r7;G0bNTi-d8I;wPB$#CK&l|!q1hO
6y5w=609Jl^aP;Nh-L;^GI;>NS2~9m6nof#RT(`b&shY~bVh2$Y}0rTgtPwiNJvu?O-5Nj6_BX1QF`H
n#4K)#WxY$C`f?amYIok&f;y1n$5LpEy)gM?CFmtIPUUC{kLRm%eU1D%cu;Z+<DD?F(`38WP%6ox@dx
v@h#&r*hS=398Ou#~sDEYla!_t2lB9V=JzFdib#DkgK6@jn{#Nj<y!2)_xb?)#F%d{ahhV8?M}&`ArH
<@3Mm%1qj%7bqmT=w?fX9mw_#?8~DYVolRmQv<<?zTa@?V;Q+5#w2=4;VHK4Kb-0f<nNVdyMy9=&Ux%
$G-0Q4~a~5ck7>laW3NuY(5q#<xadr`(<E<)eHEGQY^_Zku@%Vp{2I(!{W9spCVGK<w%*xxTNhL(ChA
A!UY%&rMjAtnT!YpOxcl2|L|;jJg>#$5!RRZ$dmFb-J<cJ)WRD-1h9+#SA@0e_n-;+-y2fN;vZ|;*eh
!dgf7@ij$Zcq<7i}RsR7YR=loL@CZ+i%r@89<--m-%<@`&ALH0>u-y8bCaZVJ%ef!7@t7sQYx&)-6d;
0P?<_uC8YwW8?Bq7ZF#?u)MLeRj@_+!xVuv6o&ab)uG!90WgdiTA1>VO^A4!ft$-#F@X3=#v9b`hdyQ
+j{xmi1obj>eZ>?g+$8d5SP`*REaQEY<xuc+%OEmr$w?=oh-qIl^?8n$jWvg#28FM03u<J}fvBG#FUL
=Io`X+v4TAZN~TDor{s5a*_c%)~%0IfKD6JgGZy)q|$_bLB*9MB3WGHPvGKj>xms4)_pGM~-cp)tKj&
$x#%C4GIh`7ez2zelT;NiqV#~9^$x;g_UjDg(P}hH0OR|YLr?;2J}i%6L6ZO4ZL-Ng2#z(Cv%dn8|Mn
7N8j1Jwk*B32}wj8o#{KBb1B|_(;*^ezUj7p65o!fLF<(zlscCQHGg<4ueSEP>YsG|%C}Nr6QVwxeX@
0E*RqPvhtz^iG~n9=<$U($rGM^{<*3=$={_kRehVJ2l);Vl<AMVC>v@6vw-vrXohLnviUc3Qm<-0qaV
rB#Tlpb<tAWEtT5uXe;hT*7?l}-F?7=fP=d%@!feRMHjB)2gPRoMEP66H5&H>dg)^+}n@+M?PJHC0$x
yA=6Hx(j{{VAz(4-wyPMZ*)19thBcoV)H#Dpps9CteE!4~{%4o>wFu`7eEgd*FjfaZl?njgy>aY>sgL
o*N$fk+6D}(?TdNr|LCFed;s1d0)=C&R}_cu!ZFiKMI131c*&T%3n%7<St8pZmUVOMo4TWY&NE);BNV
FSdE62JYS)#ZPK}zEbGJ^a-ZQ_DbTSteIUWO)6rXd(9Su1O6Nr|)@JNgM``YaJ%z-%=O%R?7AGYBIn5
cTI}X+^X5>OKjC<|`C&V6E4}$0{_7gGmAGK-;#i$dCD@TNaJF@T*<iy|b8DH@T1t#2^qyZo4*chW^{A
cOJYM3=#Yg=;dySq{SGy6Qs75NUs)BZ8vsWlz(|5|X5DD;T@)ZaWoqHe@kjb7^}Sw7jLV&V$@ta#6V(
qyPTy&a|PqwQ?_WX5xRw4`hDWi}w_dn`GztGe%Yv9Xw1rbBpbq>%=YtNP;x#p3Cki$ziNNsYM+^RWk0
IeTkO5UL{8BMbQ}^653m<>|uoP>#bQT{UJrDtN`MDN@d>afEv3>=Q$w^vh=V9w`9=$L$AuUoR$Pl}~D
7rS=EXrCAPCPNt^y?zx17OIvm8W~spFag#>o)ieoaehShopV`2SQ5zvVwZ7NE0b6*!FI1`As-%8lU8G
&xMKszsdiUCpy)d6hP{?K^arWheRRPFj8sy;gZX(ghpS1bP>d&v=TTi>(L6^FFOy*6Bf#R_E6P!BczV
?-EwG)AVHXvEEY||VxjLt0&z8cCw25RIA+gFXd;#Fuwmnen}g*194Rnf0f$J@tUHsSrnfe;fxpWpvs`
>2f;<YARjR|$fO;mdix(fs!=w9L!nrp=#CdqOa3%7+T{g3HHRQj3GAP+^(#!q4y-FoXg;11PIQ(%2!Z
7cNvuFsXxYGoUD`*$sAdhvjTlXy%o!-Vf1JDYI#tK!o0+>SZQT+^jCAJkrGY-O8ddU24<&jSlh~q<&p
GY_({N-KG{HQn59s*{P-@lvKO=Z_D%l<IaQrhm+-_3?gvJ`+he-plu{7+vIipfe~s~S3}q1OcF8?ykt
f8_oGxw_`az~na9>NYVgm@5yq|>_Gm+P6s<g7sFW+?(xqONA-Gg}93LGgtSDsiSD@U;ZOjPo!*S7%d!
p*-VCu}=7%ik2k#wJvPB)wO0bCl)M+ZjdY?GE6q|7pHGDG17)0wl;t;svMn+-7C@KSd>EnXy8@*flRT
7IPj`!BSv<lYr5OuiS8xt~RQV)$f9SaN}xPp)$sUwQG^Jpxgd>FMn1r)8$i&bptVAoYf-wwz^w_yPOq
J$M1xZ<G+;7qmn44J8~u)(SWPzG{0*2)wrD;tC6ls<K~VPe6$q`UO(>U8{f4j(Y)et*hwmc1ovAM1Lp
TvID__JL!_Tm>~EmMeaqt^3Hau5J9O<ZjVkYV@AgZ80)f>z$22Eg1WH>zHb01gX7J(f+g9Z(|7K{eEh
b?sSgg8N7uF|Sq*28E>-BP70WzGkmBTk#O9<f&uMs#&|;I)?hvhtA-jYfmdzubb*}Od>Q{2*Huui^pH
*!8VI&hk@Un@JG6q2YgTDS!eWjVF*QMA&txK&W%niw7KX}uVmV_H;gEvOnjr$#<y?XhNLy{f60!5&)r
-sDMEtkJRN+k=wDC3};I*?>t8)0pI(pcvgP6r;tvzfJ7T?hPWKylehLl<MHh21B$PMrOFF5{3P1c<6M
)8(F@MflS-e}X_XN$TvrZ&I}F$+qrdzN3apT!l7{oq(}PQ5?_j5mnCbW<>vaf|1(@nH37!7@9EZOK(c
-k*49KiDGhvEkw8_!?qAU#F=CWi%KzLgTkkZE?m)ifB=8RfCuDn#&h#f-q&+RAuXZ<Bi#aZv*qBwWmh
-cftJJ-n|-|aDx{f1H0>8`a`PYm<0RZ;h|T2xksAz|5Hfb0D_e4u*EgeNf3!?h)pc}Z!gxm}Gm0tinI
Omv^jtmLP92AN^$qvB(vM7410(;HS4xHMJo0N(UwWkkzxQ75lqo;0ha>9Q9vu*>)rFB`?ih1m?vc13&
_vUGJN{-gmVptc?s%Ouc4n}5^K@{v!n{!)eETO7|38-XVhk$5a1l<RhYK>XgG=Ru(>G~AW<M07cj=sn
;wgrURHi5M2NO7*_OQi}U#Dg}7|ui$OvTT;5k>=EwR$NtTKu_047@cPbRpR<MK#mb%QYz3WB2{@5w5Z
c#kX13;RFPSmrtnCIr;Y+$e_cBJ1OyU@S}^z#1yES8R$El%;~newN{d--VKsYO`Y8-By|RD-ic^-Ncc
+16@Q<AG4?d32-(mloW8Lrr&>fO>_9QDtF^Oy!k&Yj&pxT?F7aQlylSBurVAZP4#L?MIn@=9mKU^epY
XyH@$YCCoFMVgZW2>FR=4oUzk&xrQ$U~NTZjm0;ObjWQV(eror>1Lo?1W$inl;$VHJyoAI=XL#<?uNH
;#(hgtgIarqUM2!poziFf3o!DVXj^*o+~bAAx1z`&;E7M7|gzJy>v3IKVL(ai1_iy}uJ*Y2Wy-f=iMK
Fo4eotXRNCVI)^@Xe1W~7Q^!;CXXgeJ=1~1R`M)R-BoJ+2z1u}R6>76Bde(hswncMY#-zp^PqeZbw1V
t4;Z$Kai1dI1QktP1hNK_yU-vAQgh01xA!3&acHC22BIU!Brye*LkAlLYJ}ZjCOlXw;rMT7hUsta*Lo
63j)>(I`EZW?z#qeVnTkt}yeI`rxmUcIobYgne`buAN*e4na79$tX7r=zJb*eG5#JQTjvMydH$_GB8x
crzMu6=#Tl*@DcjVQn-wMt@k*-J(fbTmHpR|ZrtoCxb(?qN`U%<VGz(Lt`?8AU9OHny0)pHeGB!?ut$
I#7|*YqOA2qz@v467ycOduJ3qW?>R>utJE+Kawh?&11H;03tBz4)ZF0gXa+I{d!Xe62fSI~{A-J^_>h
b=tdDeEr|54+R-PF;zLm@q_eLYfYGpxf2Vz-0;1fG<di)>Ij!F0~>jU3<yX2su7F<Q_Z!8ngt#y03dp
X5VX6N^AyG0d=M1)2~gwTF33ks3_zRQr@z(L6YKy{(EOJ`wc+$IugZ>LG^N$VOh(RQR-whRkJkJK%cP
h*(eSBPhnkT*if4o0i3y48KlZAooX5w1VZ&30H$rRRv1Bb`$Zkb@Y~;fYlzV4O0*y0MnAenWWlMfbk%
AL*LXqAY$9pHIzBRtS!!A+H%C-qCV$pbO3^Ux=S*jX-0vY;oOZ}l?p((=|O8&DTMo|a^oXqTJRmZA|u
JrN@3lV&N>_Kzt@K(oQ8XSWGnL(yil*{hQVqtIxi&&@X?rd}nrs%o$?kA?^ENM@OB~dm5O716nqzS?R
MvQ^%&{nI~7RMHpr`f^RNVgMpV78+5iOO%S?m1OwoFeV4HR#J;Gg211VL6vCp4JMI6B<bLoy8Ki8y8x
xQ8W#j10zT$^pq?M{lae|-(YSU7>*O`6kyO4)~JcgrA8l@1*5GFcpmTGNvIMN7hc*gA_RViCP&Ff9GT
@(Ur8H<qSrH5ubQmH2F-iuK#I|pVDreX1~Lv#pd_zX(5^crXo8~4_W;Xv1q+y`i^VD^)Y9|A?`<0!rM
yCC!r~&p&TNz$Gskt;o}@lY@`~$bj{v$zHpsLk&{eHr+^qBZ#`ekb?C95VRDS29tKpAB;{^t#xjXQb>
I}M=tQyjZUb2)>x?+vd>a8|%K%%V*hMHhz!<FSHLY#XD{Rl=foq<YzD1T*uH7R~FVD3g1(Fu?jy@Akp
Aw$i~4h=WWJ8lAhf%u9$`c<xLUxt`lISFC>i^zh|t8f0uV&GxrVg7&^guf&;pc2V|Cu!~*id9eW=d+J
kE*H5?QyHPD%on1Riw&B{G?x>EfT7AAiv=jX22$N7Ju99$U%5D`xNnqX!Wf}3O<vXDY$f(Nodw#vTR!
-Yo1zIIMsNqR>p9BOwtz76P6kwomE%O-W-<#usmj7{=GLAN<_`jK+vq^)k1r<>5&Tv;^K%LUl(&!hlS
0AA4T(F)Cw_Hr7l8HJLd$*Exe7{eA4q7Q)*w)^ma^OI@|jMIAT{$t@_DxH^2D=Yk&)472Zjp{I5+?^!
Ao58vY%Zb#0o+nzP{i6q3)KikL3g5JLA0=;}z1rsd0LCKAun=$^lmOa4V|?ovNp~r;oZ-;CXarq~B*1
D%{(oF5Pf10La<l#O5b4KXc-SJ<tu(ghHXCjN#IigF0CeJOOnPP4UDUi1wFRKNy3Nfe@P^?0*lgLrb;
dGVyDY<|nNwAGh%`!QTw=4K0pYjM6aiU~1#Z$dUNm#0bQ@?c9>TeSYa8NX5F)Xt<OXGRw^RC}qCfFMA
IBAtG}%ul+}PSE@+(2ku(`f9C{FhE0(d>`Bm<3()O0hO0m<dTG>Ff2?H=3arP|%}@lfa*DCpBAtkT7Z
iPuV)uUcl)4zd7SSm~e8UNvW;Ch-p9j#U|9Xo|^1P}Oms1-ZBK#u43{+ytUF9N%v>uN*=;F_UvQ<%W%
E_)?OROk>t)*R_j0+R=V5CrD&~)<Rg<o8X#Wi%EBy;4QHJLb@ZD37XXUCF*HH-HxHVXRD#h-ov<$Fo#
Zf6}mS_~^{n(XXafLsCG<Pc_6ntGH+uF*YaWl8L!t^bZKocEp#+4ZV7ckPqSK3IuWVRfSB3D(b(-cAm
8#@j<8TRfqPS?!Iu%*+_iWP;gBA>S}WbN0bR3H^M8?FeO0@OoX&ZTmjDV%^Q*6z%IrG5%;!c7)}%Fw)
`1B>Gupr}mI3J7rf8WfRCtVp965q7n$tQU7I`a{mm_%dc{6b>cI|gS#!iJ-NNH6kor^(_JjHp4LZ(^|
@`&n)Aa+#<I^p%fLf;UPgfSz=^UF1(Ad#DX*A}xpx(=P;VoAH)Qof!?wRB<92k%7HNX)M?n+mE71cqU
l#F}mr0yJpI|D%SCLSuu6Vyk;wK$%u=`Hck}}(v$riM9x`I$ITp)|NJLS@vQuf~plE5w<ZeS|ui7e&9
esc0FRXy1J^O>oN_u*N#7Hi44bz@-@;<kNZbrHAa@^oQ9Cr(hAhALo<(c)zRhnpFw-im-idIy)kxx0J
&*#6Peo^}7%fOL9PtUN$Gh;4*FKiU|j{DQiGXQxX2Ibl7*cHa3EV4L7$w#~-rh_$GM?44_r?vcPxYrj
l{pT$moeIer@=q~ac8rwe?jVqO79rp2x0Cw#l9F?`6l~F$h8%2#nXnJ9?IzZ+0i9F=3y^PU+P%~>%H_
8a{YUfo0Mz`Te-4lpwEnHp7rtr(!NHqFq_069@z)E0huD5o3f;ADNWkICA$V?pCbaX@V{pft4sY*{K%
iM!D+hM7Ort(+Zq-9ocI*NAJ+!p1s&8!xvn%QcYI#W92tyUUttQvplN~u<51mtu~Va6#s1UK{BiIzx2
XW(Cu`45@6U;o>$5$p|RAvKoCTc5l@Ag|r?E_aD!?ncX}XKX#^0GllVj;WaTR#?sij<f0n3b+fJq>_!
YajCt?j&nEEgpmc#<4l-&@Yj9EI+bb*j|{l?Pb|UyGJ|8snuwK(j*p|6aQ1Q&DWV2oxd!=rfcsa3LvX
`P+Z72-!<!{8EUgiDl!K3{-^Kk_Z{N;!lMj7(Y}E|*VHL!=^Y&GNg4W811Y_BB<`c(n`J?+id`RQe+)
CqU%g3~mD;K?!1R<izvx79oVUo=6^gWEerCUIeY@LF(OZ)^jk>u43?!ymg&?o|jm>|A<8ttGlV>eJW5
FadDUzv3QErqB)sM1A^b6o#BB{smZVYw}*L3Ld*e0>geU&yHmKseYRsz;UBz^FmSf^#=*o#-$#pY<{)
+DPp0)z~Q474a>3+5d`nn3DS-qb`k(iLzUTh@YYE;D7yvyJYOmmr4^c_9oy#MwKHHjwQgf$^H%s3%$I
2L2aZLPz(U7tfV!cJ;qFewv)MCzB@>^wjt!6f$eHBXh(5Z#tfq>b1>6VZtIs!6l+&j6@KN(wOt5OMw*
mpTy7o<Ldub+FoOC;i6O+La=lIkivxwH5)rs!AXi(MkrZf-!l_TIjBxOMNMUD5tnQn!T#NTs`6;7lCy
ia=rO{v_+IHwe4Rj@WBK%zfB;}dYjI+t;py=EaR>}EE@b~2x8rx!pC~fHf=h|%qvl^K7wbZl3&r*39T
W)e<Nl!1<O*&%8E{@z@uI+mMd46TY4yv;&7nAmU$3q1cuxTkou3HEvrEWb!rK2XJe$L_tdfk&PLD`%?
B;6IBv<~pbNREW?tGS+5?ctViEjB=!rO6|wD}3=D{XniS5p$M#eY}?K_&)fLzB5b$G#0zW{dOpq7~e1
c2Jv&%-OkvPHzZdh!_o)x2wV9;Eu8Er33dhm83$2VUt(-%<WGnsUKO?x{@+Sa^M2DWH#~*A@#x=oYz*
0p#UOVp3_>*QVzWa$t^JSyA_2iesg;u9tPN^~H&>D-K8c2m$QIjCGv~#Q*B7m;!<&N#`6+f>w*p|;u3
l-sYXzMCSuRy_^%hh%6Cd_hOu=ku*Yu87;Y1*{Jqu=QCynf`au2{3xnDNUlX7K?a)&)~={dl9xo@0RO
7Mk1#pGD#F)OFdud`{ESC<KzRbV3sutuZPNkV+H*heZ<kH=<^oY3&~E)r_u;-b7%`^r%6E~%eb>coD&
2jxd@^{-<YN(I;KQf`C?LR{(ji>W*V^FlZ)wrhe5SgkXU%4;uFJe#Dv5KWz4mUsJ8xz*Nm@wmRLto~h
qM9gM<eYeD983@1Gs<vc!fj0^MX5(d!{fyk%%ZLC;WR&yg|KPgfrxR5%JOaf531Ogzfp-!bW@`Ce<?(
stQtBi-=K2L-*oeW$2rR-|Jl*0u0P1*wKI#1>8yGDB94Ja8_4l(*@wkR0{bk<c6+F-MnBj2WYNmgt<?
|wx-WTZJ07y#TA9U-odY+nWoX<n<rXF8?0000000H&x50Rs9yL5Z)r~nH50ssI2003E9
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

