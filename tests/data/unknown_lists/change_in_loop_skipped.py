def main(tags: list[str]) -> int:
    """Drop empty tags while looping over the same list."""
    for tag in tags:
        if not tag:
            tags.remove(tag)
    return len(tags)
