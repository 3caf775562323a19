"""Positions from the other specs, written as the game prints them."""

# Spec 000 (MSU CSE231), Figure 1 "Example Board". Black (the spec's dark
# disc) is X and white is O; rows a..h are 0..7, columns 1..8 are 0..7.
SPEC_000_FIGURE_1 = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | X | _ | _ | X | O | O | O | _
1 | _ | O | _ | O | _ | O | O | O
2 | _ | _ | O | X | O | O | _ | O
3 | X | O | O | _ | O | O | X | X
4 | O | _ | O | _ | O | _ | _ | _
5 | X | _ | X | O | _ | X | _ | _
6 | X | X | _ | O | _ | _ | O | _
7 | _ | X | O | X | _ | _ | _ | X
"""

# Standard rules: X has no legal move here and O has one (0 0, which
# flips X's 1 1); after it X can move again.
X_MUST_PASS = """
_ | 0 | 1 | 2 | 3
0 | _ | X | _ | _
1 | _ | X | _ | _
2 | X | _ | O | _
3 | _ | _ | _ | X
"""

# Standard rules: empty squares are left, yet neither side can move.
BOTH_STUCK = """
_ | 0 | 1 | 2 | 3
0 | X | X | _ | _
1 | X | X | _ | _
2 | _ | _ | O | O
3 | _ | _ | O | O
"""

# Every disc is one colour: nobody can move.
ALL_X = """
_ | 0 | 1 | 2 | 3
0 | _ | _ | _ | _
1 | _ | X | X | _
2 | _ | X | X | _
3 | _ | _ | _ | _
"""

# A full board, eight discs each: a draw.
FULL_DRAW = """
_ | 0 | 1 | 2 | 3
0 | X | X | X | X
1 | O | O | O | O
2 | X | X | X | X
3 | O | O | O | O
"""

# Simple rules (spec 002): X may play next to any O, and flips exactly the
# O discs adjacent to the new disc.
SIMPLE_RULES_POSITION = """
_ | 0 | 1 | 2 | 3 | 4 | 5
0 | _ | _ | _ | _ | _ | _
1 | _ | _ | _ | _ | _ | _
2 | _ | _ | O | O | _ | _
3 | _ | _ | O | X | _ | _
4 | _ | _ | _ | _ | _ | _
5 | _ | _ | _ | _ | _ | _
"""
