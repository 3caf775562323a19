"""Positions used by the tests, written as the game prints them. Turn
one into a board with helpers.board_from()."""

START = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | _ | _ | _ | _ | _ | _ | _ | _
1 | _ | _ | _ | _ | _ | _ | _ | _
2 | _ | _ | _ | _ | _ | _ | _ | _
3 | _ | _ | _ | X | O | _ | _ | _
4 | _ | _ | _ | O | X | _ | _ | _
5 | _ | _ | _ | _ | _ | _ | _ | _
6 | _ | _ | _ | _ | _ | _ | _ | _
7 | _ | _ | _ | _ | _ | _ | _ | _
"""

# The spec's "example board position" (section "Taking a move"), whose
# valid moves for X are [[3, 2], [4, 2]]. The spec's drawing leaves out
# the last cell of each row; column 7 is empty.
SPEC_VALID_MOVES_EXAMPLE = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | _ | _ | _ | _ | _ | _ | _ | _
1 | _ | _ | _ | _ | _ | _ | _ | _
2 | _ | _ | _ | O | _ | _ | _ | _
3 | _ | _ | _ | O | X | X | _ | _
4 | _ | _ | _ | O | X | _ | _ | _
5 | _ | _ | _ | _ | _ | _ | _ | _
6 | _ | _ | _ | _ | _ | _ | _ | _
7 | _ | _ | _ | _ | _ | _ | _ | _
"""

# The spec's "Example (flipped pieces in red: [3, 2], [2, 3])": the board
# before and after "User plays 2 2". The spec's table shows columns 0..6
# of each row; column 7 is empty in every row.
SPEC_FLIP_EXAMPLE_BEFORE = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | _ | _ | _ | _ | _ | _ | _ | _
1 | _ | _ | _ | _ | X | _ | _ | _
2 | _ | _ | _ | O | X | O | _ | _
3 | _ | O | O | O | X | O | O | _
4 | _ | O | X | X | X | _ | _ | _
5 | _ | O | O | _ | _ | _ | _ | _
6 | _ | _ | _ | _ | _ | _ | _ | _
7 | _ | _ | _ | _ | _ | _ | _ | _
"""

SPEC_FLIP_EXAMPLE_AFTER = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | _ | _ | _ | _ | _ | _ | _ | _
1 | _ | _ | _ | _ | X | _ | _ | _
2 | _ | _ | X | X | X | O | _ | _
3 | _ | O | X | O | X | O | O | _
4 | _ | O | X | X | X | _ | _ | _
5 | _ | O | O | _ | _ | _ | _ | _
6 | _ | _ | _ | _ | _ | _ | _ | _
7 | _ | _ | _ | _ | _ | _ | _ | _
"""

# X to play 3 3: lines of O's closed by an X run up (two O's), down (one)
# and left (two); the O to the right ends at an empty square, and the O
# at 4 4 is sandwiched only diagonally (with the X at 5 5).
FOUR_WAY_CROSS = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | _ | _ | _ | X | _ | _ | _ | _
1 | _ | _ | _ | O | _ | _ | _ | _
2 | _ | _ | _ | O | _ | _ | _ | _
3 | X | O | O | _ | O | _ | _ | _
4 | _ | _ | _ | O | O | _ | _ | _
5 | _ | _ | _ | X | _ | X | _ | _
6 | _ | _ | _ | _ | _ | _ | _ | _
7 | _ | _ | _ | _ | _ | _ | _ | _
"""

# X to play 3 0: the O's to the right end at an empty square, not an X.
LINE_ENDING_AT_EMPTY_SQUARE = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | _ | _ | _ | _ | _ | _ | _ | _
1 | _ | _ | _ | _ | _ | _ | _ | _
2 | _ | _ | _ | _ | _ | _ | _ | _
3 | _ | O | O | O | _ | X | _ | _
4 | _ | _ | _ | _ | _ | _ | _ | _
5 | _ | _ | _ | _ | _ | _ | _ | _
6 | _ | _ | _ | _ | _ | _ | _ | _
7 | _ | _ | _ | _ | _ | _ | _ | _
"""

# X to play 0 3: the O's to the left run into the left edge. (A row that
# wrapped round would find the X at 0 7.)
LINE_ENDING_AT_LEFT_EDGE = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | O | O | O | _ | _ | _ | _ | X
1 | _ | _ | _ | _ | _ | _ | _ | _
2 | _ | _ | _ | _ | _ | _ | _ | _
3 | _ | _ | _ | _ | _ | _ | _ | _
4 | _ | _ | _ | _ | _ | _ | _ | _
5 | _ | _ | _ | _ | _ | _ | _ | _
6 | _ | _ | _ | _ | _ | _ | _ | _
7 | _ | _ | _ | _ | _ | _ | _ | _
"""

# X to play 4 6: the O's below run into the bottom edge.
LINE_ENDING_AT_BOTTOM_EDGE = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | _ | _ | _ | _ | _ | _ | X | _
1 | _ | _ | _ | _ | _ | _ | _ | _
2 | _ | _ | _ | _ | _ | _ | _ | _
3 | _ | _ | _ | _ | _ | _ | _ | _
4 | _ | _ | _ | _ | _ | _ | _ | _
5 | _ | _ | _ | _ | _ | _ | O | _
6 | _ | _ | _ | _ | _ | _ | O | _
7 | _ | _ | _ | _ | _ | _ | O | _
"""

# O's legal moves are 2 3 and 2 7 in the top row that has any, and 5 0
# further down but further left.
COMPUTER_CHOICES = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | _ | _ | _ | _ | _ | _ | _ | _
1 | _ | _ | _ | _ | _ | _ | _ | _
2 | _ | _ | _ | _ | X | O | X | _
3 | _ | _ | _ | _ | _ | _ | _ | _
4 | _ | _ | _ | _ | _ | _ | _ | _
5 | _ | X | O | _ | _ | _ | _ | _
6 | _ | _ | _ | _ | _ | _ | _ | _
7 | _ | _ | _ | _ | _ | _ | _ | _
"""

# X has pieces and empty squares abound, but no O can be sandwiched;
# O could play 7 2.
PLAYER_HAS_NO_MOVE = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | X | _ | _ | _ | _ | _ | _ | _
1 | _ | O | _ | _ | _ | _ | _ | _
2 | _ | _ | _ | _ | _ | _ | _ | _
3 | _ | _ | _ | _ | _ | _ | _ | _
4 | _ | _ | _ | _ | _ | _ | _ | _
5 | _ | _ | _ | _ | _ | _ | _ | _
6 | _ | _ | _ | _ | _ | _ | _ | _
7 | O | X | _ | _ | _ | _ | _ | _
"""

FULL_BOARD = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | X | X | X | X | X | X | X | X
1 | X | X | X | X | X | X | X | X
2 | X | X | X | X | X | X | X | X
3 | O | O | O | O | O | O | O | O
4 | O | O | O | O | O | O | O | O
5 | X | X | X | X | X | X | X | X
6 | O | O | O | O | O | O | O | O
7 | O | O | O | O | O | O | O | O
"""

# The final position of sample2.txt: X 49, O 2.
SAMPLE_FINAL = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | X | X | X | X | X | X | X | X
1 | X | X | X | X | X | X | X | X
2 | X | X | X | X | X | X | X | _
3 | O | X | X | X | X | X | X | O
4 | _ | X | X | X | X | X | X | _
5 | _ | X | X | X | X | X | X | _
6 | _ | X | X | X | X | X | X | _
7 | _ | X | _ | _ | X | _ | _ | _
"""

# X to play 0 2 (its other legal move is 7 3). After 0 2, O has no legal
# move while X still has one: the game ends there, with no passing.
COMPUTER_WILL_BE_STUCK = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | X | O | _ | _ | _ | _ | _ | _
1 | _ | _ | _ | _ | _ | _ | _ | _
2 | _ | _ | _ | _ | _ | _ | _ | _
3 | _ | _ | _ | _ | _ | _ | _ | _
4 | _ | _ | _ | _ | _ | _ | _ | _
5 | _ | _ | _ | _ | _ | _ | _ | _
6 | _ | _ | _ | _ | _ | _ | _ | _
7 | X | O | O | _ | _ | _ | _ | _
"""

COMPUTER_STUCK_FINAL = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | X | X | X | _ | _ | _ | _ | _
1 | _ | _ | _ | _ | _ | _ | _ | _
2 | _ | _ | _ | _ | _ | _ | _ | _
3 | _ | _ | _ | _ | _ | _ | _ | _
4 | _ | _ | _ | _ | _ | _ | _ | _
5 | _ | _ | _ | _ | _ | _ | _ | _
6 | _ | _ | _ | _ | _ | _ | _ | _
7 | X | O | O | _ | _ | _ | _ | _
"""

# X to play 0 2 (its other legal move is 5 7); O answers 5 4, the topmost
# of its moves 5 4 and 7 2. Then X has no legal move, though most squares
# are empty and O could still play 7 2: the game ends there, with no
# passing. The corner O at 0 7 cannot be sandwiched.
PLAYER_WILL_BE_STUCK = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | X | O | _ | _ | _ | _ | _ | O
1 | _ | _ | _ | _ | _ | _ | _ | _
2 | _ | _ | _ | _ | _ | _ | _ | _
3 | _ | _ | _ | _ | _ | _ | _ | _
4 | _ | _ | _ | _ | _ | _ | _ | _
5 | _ | _ | _ | _ | _ | X | O | _
6 | _ | _ | _ | _ | _ | _ | _ | _
7 | O | X | _ | _ | _ | _ | _ | _
"""

# The same game without the corner O: it ends in a tie, 4 to 4.
PLAYER_WILL_BE_STUCK_EVENLY = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | X | O | _ | _ | _ | _ | _ | _
1 | _ | _ | _ | _ | _ | _ | _ | _
2 | _ | _ | _ | _ | _ | _ | _ | _
3 | _ | _ | _ | _ | _ | _ | _ | _
4 | _ | _ | _ | _ | _ | _ | _ | _
5 | _ | _ | _ | _ | _ | X | O | _
6 | _ | _ | _ | _ | _ | _ | _ | _
7 | O | X | _ | _ | _ | _ | _ | _
"""
