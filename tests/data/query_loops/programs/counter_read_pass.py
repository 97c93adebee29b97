from tools.beds.trusted.effects import list_beds, water


def main() -> None:
    """A counter the body reads makes one row depend on the rows before it: followed item by item."""
    seen = 0
    for b in list_beds("east"):
        if seen < 3:
            seen += 1
    water("a", seen + 1)
