# expect: skipped
# inputs: (0,), (1,), (5,), (-3,)
def main(k: int) -> int:
    # CPython writes the two strings in an order that changes from run to run: a proof may
    # not rest on the text (this assertion holds in both orders, its twin in one only).
    tags = {"alpha", "beta"}
    text = str(tags) if k >= 0 else f"{tags}"
    assert text in ("{'alpha', 'beta'}", "{'beta', 'alpha'}")
    return len(text)
