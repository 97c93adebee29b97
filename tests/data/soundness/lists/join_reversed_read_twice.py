# A `reversed` result joined once is used up: joining it again gives "", so claiming the two
# joins agree fails for every input. The prover holds the iterator as a list, which it must
# not read a second time as if it were fresh (that would prove the claim): the claim is
# refuted, by a run on a candidate input where the solver is not asked.
# expect: failed
# inputs: ("a",), ("",), ("xy",), ("q",)
def main(s: str) -> int:
    items = [s]
    items.append("b")
    backwards = reversed(items)
    first = "".join(backwards)
    second = "".join(backwards)
    assert first == second
    return len(first)
