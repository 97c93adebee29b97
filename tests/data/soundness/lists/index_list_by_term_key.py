# `table[k]` with a symbolic key over a dict of lists: the list of the key it equals, a
# `KeyError` for any other, which the membership test rules out here.
# expect: proved
# inputs: ("x",), ("y",), ("q",), ("",)
def main(k: str) -> int:
    table = {"x": [1, 2], "y": [3]}
    if k in table:
        found = table[k]
        assert found[0] == (1 if k == "x" else 3)
        return len(found)
    return 0
