TABLE = {}
for i, name in enumerate(["a", "b", "c"]):
    TABLE[name] = (i + 1) * 10
del TABLE["c"]
TABLE["d"] = 5


def main(x: int, k: str) -> int:
    value = TABLE.get(k, 0)
    if 0 <= x < 3:
        assert value * x <= 40
    return value
