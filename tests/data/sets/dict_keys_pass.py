import clauz3
from tools.beds.trusted.effects import water


def main(a: str, b: str) -> None:
    """Litres per bed, keyed by names that may be equal."""
    litres = {}
    for name in [a, b, a]:
        litres[name] = litres.get(name, 0) + 2
    assert len(litres) <= 2
    for name, amount in litres.items():
        water(name, amount)
    assert litres[a] >= 2
