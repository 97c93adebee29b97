# `xs *= n` changes the list every alias sees (the interpreter made a new list: the prover's
# counterexample did not fail when replayed).
# expect: failed
# inputs: (0,), (1,), (2,), (-1,)
def main(n: int) -> int:
    xs = [1, 2]
    ys = xs
    if n > 0:
        xs *= 2
    assert len(ys) == 2
    return len(ys)
