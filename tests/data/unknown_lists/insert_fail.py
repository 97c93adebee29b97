def main(steps: list[str]) -> int:
    """`insert(-1, x)` goes before the last step, not after it."""
    steps.insert(-1, "cleanup")
    assert steps[-1] == "cleanup"
    return len(steps)
