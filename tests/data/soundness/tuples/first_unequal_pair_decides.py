# Tuples compare up to their first unequal pair: items after it (lists, dicts) are never
# compared, so a dict's items sort by their keys alone.
# expect: proved
# inputs: (0,), (1,), (-3,), (8,)
def main(n: int) -> int:
    rows = sorted({"b": [n], "a": {"v": n}}.items())
    assert rows[0][0] == "a" and rows[1] == ("b", [n])
    assert (1, [n]) < (2, {}) and not ((1, [n]) == (2, [n]))
    return len(rows)
