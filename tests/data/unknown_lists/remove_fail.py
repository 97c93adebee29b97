def main(tags: list[str]) -> int:
    """`remove` drops one "draft", so another may remain."""
    if "draft" in tags:
        tags.remove("draft")
        assert "draft" not in tags
    return len(tags)
