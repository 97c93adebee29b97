import clauz3
from tools.beds.trusted.effects import water
from tools.beds.trusted import contracts as beds


@clauz3.guarantee(beds.litres_cap(10))
def main(a: str, b: str, n: int) -> None:
    """The first path explored waters once; the other takes `&` of a symbolic int, which the
    prover does not support, so the exploration stops there."""
    assert n != 5 or n > 3
    if n > 0:
        water(a, 2)
    else:
        water(b, (n & 1) + 1)
