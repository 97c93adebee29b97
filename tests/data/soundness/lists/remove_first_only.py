# remove drops the first equal item only: a second one stays.
# expect: failed
# inputs: ([],), (['a'],), (['a', 'a'],), (['b', 'a', 'c', 'a'],)
def main(tags: list[str]) -> int:
    if "a" in tags:
        tags.remove("a")
        assert "a" not in tags
    return len(tags)
