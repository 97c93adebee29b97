LIMIT = 10 * 3
WEIGHTS = {k: i + 1 for i, k in enumerate(["a", "b", "c"])}
HEAVIEST = max(WEIGHTS.values())


def main(x: int, k: str) -> int:
    weight = WEIGHTS.get(k, 0)
    if x < LIMIT:
        assert weight * x < HEAVIEST * LIMIT
    return weight
