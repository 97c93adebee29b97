def main(versions: list[int]) -> int:
    """Compare a release's version numbers with the minimum supported one."""
    if len(versions) > 3:
        return 0
    if versions >= [2, 0]:
        assert versions != [] and versions[0] >= 2
    if versions == versions[:]:
        return 1
    return 0
