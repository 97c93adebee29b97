def main(n: int) -> int:
    if n < -1000 or n > 1000:
        return 0
    rule = "=-" * n
    assert len(rule) == 2 * max(n, 0)
    assert rule != "=-=-="
    if n > 0:
        assert "=" in rule
    return 0
