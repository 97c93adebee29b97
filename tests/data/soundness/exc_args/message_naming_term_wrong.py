# CPython's message names the item that is missing (`0 is not in list`), which no one text of
# the prover's stands for: it must not be taken for another text that would prove this.
# expect: failed
# inputs: (0,), (3,), (5,), (-3,)
def main(k: int) -> int:
    try:
        return [1, 2].index(k)
    except ValueError as e:
        assert str(e) == "list.index(x): x not in list"
    return 0
