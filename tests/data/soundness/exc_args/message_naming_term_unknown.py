# CPython's message names the item that is missing (`3 is not in list`), which no one text of
# the prover's stands for: a handler reading it is not proved.
# expect: skipped
# inputs: (0,), (3,), (5,), (-3,)
def main(k: int) -> int:
    try:
        return [1, 2].index(k)
    except ValueError as e:
        assert str(e) == f"{k} is not in list"
    return 0
