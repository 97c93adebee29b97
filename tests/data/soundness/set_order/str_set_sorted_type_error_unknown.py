# expect: skipped
# inputs: (0,), (1,), (5,), (-3,)
def main(k: int) -> int:
    # The `TypeError` names the first pair `sorted` compares, which depends on the set's order.
    try:
        sorted({"beta", 1.5, "alpha"})
        message = ""
    except TypeError as e:
        message = str(e)
    assert "not supported" in message
    return len(message) + k
