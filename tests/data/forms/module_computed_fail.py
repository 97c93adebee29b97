LIMIT = 10 * 3
WEIGHTS = {k: i + 1 for i, k in enumerate(["a", "b", "c"])}


def main(x: int, k: str) -> int:
    if x < LIMIT:
        return WEIGHTS[k]
    return 0
