def main(a: int, b: int) -> None:
    totals = {"west": [a], "east": [b, a]}
    names = sorted(totals)
    assert names == ["east", "west"]
    assert max(totals) == "west" and min(totals) == "east"
    for i, name in enumerate(names, start=1):
        assert i >= 1
        assert len(totals[name]) >= 1
