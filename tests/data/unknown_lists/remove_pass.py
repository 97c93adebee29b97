def main(tags: list[str]) -> int:
    """Drop the first "draft" tag: only the first one goes, the items after it move up."""
    if "draft" not in tags:
        return len(tags)
    before = len(tags)
    if len(tags) >= 2 and tags[0] == "draft":
        second = tags[1]
        tags.remove("draft")
        assert tags[0] == second
    else:
        tags.remove("draft")
    assert len(tags) == before - 1
    return len(tags)
