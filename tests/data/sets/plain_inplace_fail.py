def main(x: int) -> None:
    """A set written with plain items takes terms through `|=` and `-=` (no other name holds
    it); it loses an item when `x` is 1 or 2."""
    seen = {1, 2}
    seen |= {x}
    assert len(seen) >= 2
    seen -= {x}
    assert len(seen) == 2
