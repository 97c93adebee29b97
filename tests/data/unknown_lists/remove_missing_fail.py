def main(tags: list[str]) -> int:
    """Remove a tag that may not be there."""
    if len(tags) > 3:
        tags.remove("draft")
    return len(tags)
