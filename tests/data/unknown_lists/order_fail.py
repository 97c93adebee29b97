def main(versions: list[int]) -> int:
    """A version at least [2] taken to have a first part above 2."""
    if len(versions) > 3:
        return 0
    if versions >= [2]:
        assert versions[0] > 2
    return 0
