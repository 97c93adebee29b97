# A float pinned to 2.675 and rounded to two places: CPython gives 2.67 (the double nearest
# 2.675 lies below it), so the assertion fails. libz3 4.8.12 answers the rounding query in
# time with a short time limit but can go on for minutes, deaf to interrupts, with a longer
# one.


def main(x: float) -> None:
    if x == 2.675:
        assert round(x, 2) == 2.68
