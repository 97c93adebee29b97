import clauz3
from tools.beds.trusted.effects import water
from tools.beds.trusted import contracts as beds


@clauz3.guarantee(beds.litres_cap(10))
def main(a: str, b: str, n: int) -> None:
    """As skip.py, but the unexplored side waters 11 or 12 litres: running the program on
    candidate inputs finds the failure the exploration could not reach."""
    assert n != 5 or n > 3
    if n > 0:
        water(a, 2)
    else:
        water(b, (n & 1) + 11)
