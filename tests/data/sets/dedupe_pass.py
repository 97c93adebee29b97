import clauz3
from tools.beds.trusted.effects import list_beds, water
from tools.beds.trusted import contracts as beds


@clauz3.guarantee(beds.at_most_waterings(3))
def main(a: str, b: str, c: str) -> None:
    seen = set()
    for name in [a, b, c, a, b]:
        if name in seen:
            continue
        seen.add(name)
        water(name, 1)
    assert len(seen) <= 3
    assert a in seen and b in seen
    seen.discard(a)
    assert a not in seen
