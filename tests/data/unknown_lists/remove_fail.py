def main(tags: list[str]) -> int:
    """`remove` drops the first "draft" only: the next tag may be another one."""
    if len(tags) >= 2 and tags[0] == "draft":
        tags.remove("draft")
        assert tags[0] != "draft"
    return len(tags)
