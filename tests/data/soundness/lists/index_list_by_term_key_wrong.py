# The twin of `index_list_by_term_key.py` without the membership test: any key but "x" and
# "y" raises `KeyError`.
# expect: failed
# inputs: ("x",), ("y",), ("q",), ("",)
def main(k: str) -> int:
    table = {"x": [1, 2], "y": [3]}
    return len(table[k])
