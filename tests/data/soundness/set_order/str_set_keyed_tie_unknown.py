# expect: skipped
# inputs: (0,), (1,), (5,), (-3,)
def main(k: int) -> int:
    # "fig" and "yew" have equal keys: which comes first is the set's order, which varies
    # from one CPython run to the next with the strings' hashes.
    words = {"kiwi", "fig", "yew"}
    first = sorted(words, key=len)[0]
    assert first == "fig" or first == "yew"
    return len(first)
