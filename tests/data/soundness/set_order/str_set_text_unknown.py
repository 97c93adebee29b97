# expect: skipped
# inputs: (0,), (1,), (5,), (-3,)
def main(k: int) -> int:
    # CPython writes the two strings in an order that changes from run to run: the assertion
    # fails in some runs, so it must not be proved.
    tags = {"alpha", "beta"}
    text = str(tags) if k >= 0 else f"{tags}"
    assert text == "{'alpha', 'beta'}"
    return len(text)
