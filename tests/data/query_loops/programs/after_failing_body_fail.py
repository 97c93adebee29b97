import clauz3
from tools.beds.trusted.effects import list_beds, water


def main(a: int, b: int) -> int:
    """A row may break `water`'s precondition; past the loop, one side of the first branch
    divides by zero. Every side past the loop is explored although runs fail inside it, so the
    division is found and reported first (an exception ranks before a precondition)."""
    for bed in list_beds("east"):
        if len(bed) > 3:
            water(bed, 20)
    y = 1
    if a > 0:
        y = 2
    else:
        y = 10 // b
    if b > 5:
        y = y + 1
    return y
