# insert clamps an index past either end to that end.
# expect: proved
# inputs: ([],), (['a'],), (['a', 'b'],), (['x', 'y', 'z'],)
def main(words: list[str]) -> int:
    if len(words) > 50:
        return 0
    words.insert(99, "last")
    words.insert(-99, "first")
    assert words[0] == "first" and words[-1] == "last"
    words.insert(-1, "near")
    assert words[-2] == "near" and words[-1] == "last"
    return len(words)
