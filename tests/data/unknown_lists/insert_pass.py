def main(steps: list[str]) -> int:
    """Insert a header and a footer: an index past either end is clamped to it."""
    if len(steps) > 100:
        return 0
    steps.insert(len(steps) + 10, "footer")
    steps.insert(-len(steps) - 50, "header")
    assert steps[0] == "header"
    assert steps[-1] == "footer"
    steps.insert(1, "setup")
    assert steps[1] == "setup" and steps[0] == "header"
    return len(steps)
