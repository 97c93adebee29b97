# expect: proved
# inputs: (0,), (1,), (5,), (-3,)
def main(k: int) -> str:
    # The keys are all different and computed by a pure key: whatever order CPython's
    # per-run string hashes give the set, sorted/min/max with these keys agree.
    words = {"kiwi", "fig", "banana", "apple"}
    by_length = sorted(words, key=lambda w: (-len(w), w))
    assert by_length == ["banana", "apple", "kiwi", "fig"]
    assert sorted(words, key=lambda w: (-len(w), w), reverse=True)[0] == "fig"
    assert max(words, key=len) == "banana" and min(words, key=len) == "fig"
    scaled = sorted(words, key=lambda w: (len(w) * k, w))
    if k > 0:
        assert scaled[0] == "fig"
    if k < 0:
        assert scaled[0] == "banana"
    if k == 0:
        assert scaled[0] == "apple"
    return ",".join(scaled)
