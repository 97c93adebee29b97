import clauz3
from tools.beds.trusted.effects import list_beds, water


def main(a: int, b: int) -> int:
    """Two loops over rows, and a row of the second may break `water`'s precondition. The
    failing body path must not keep the explorer from the rest of the second loop's body and
    from what lies past it: the division by zero past the loops is found, and reported first
    (an exception ranks before a precondition). The first loop used to take up the level saved
    for the second's body, and the same failing run was explored again until the cap on runs."""
    for bed in list_beds("west"):
        if len(bed) > 5:
            water(bed, 1)
    for bed in list_beds("east"):
        if len(bed) > 3:
            water(bed, 20)
    y = 1
    if a > 0:
        y = 2
    else:
        y = 10 // b
    return y
