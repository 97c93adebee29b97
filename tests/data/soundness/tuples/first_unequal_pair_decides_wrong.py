# As first_unequal_pair_decides.py, but the assertion takes the later key for the first:
# false for every input.
# expect: failed
# inputs: (0,), (1,), (-3,), (8,)
def main(n: int) -> int:
    rows = sorted({"b": [n], "a": {"v": n}}.items())
    assert rows[0][0] == "b" or (1, [n]) > (2, {})
    return len(rows)
