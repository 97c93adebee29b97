# `dict(d, key=value)` copies `d`, sharing its values, then stores each keyword under its
# name, replacing a key `d` already has; `d` itself is unchanged.
# expect: proved
# inputs: (0,), (5,), (-3,), (40,)


def main(n: int) -> int:
    base = {"x": 1, "items": [n]}
    merged = dict(base, x=n, extra=n + 1)
    merged["items"].append(2)
    assert merged["x"] == n and merged["extra"] == n + 1
    assert base["x"] == 1 and "extra" not in base
    assert base["items"] == [n, 2] and merged["items"] is base["items"]
    assert list(merged) == ["x", "items", "extra"]
    return len(merged)
