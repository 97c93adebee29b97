# remove drops the first equal item only: a second one stays.
# expect: failed
# inputs: ([],), (['a'],), (['a', 'a'],), (['a', 'b', 'a'],)
def main(tags: list[str]) -> int:
    if len(tags) >= 2 and tags[0] == "a":
        tags.remove("a")
        assert tags[0] != "a"
    return len(tags)
