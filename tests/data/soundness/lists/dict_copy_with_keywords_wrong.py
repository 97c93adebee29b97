# The twin of dict_copy_with_keywords: the copy shares the list with the original, so the
# original sees the append; claiming it unchanged fails for every n.
# expect: failed
# inputs: (0,), (5,), (-3,), (40,)


def main(n: int) -> int:
    base = {"x": 1, "items": [n]}
    merged = dict(base, x=n)
    merged["items"].append(2)
    assert base["items"] == [n]
    return len(merged)
