from tools.beds.trusted.effects import list_beds, water


def main() -> None:
    """A counter the body reads reaches 3 on the fourth bed: 3 + 8 litres is over the ten allowed."""
    seen = 0
    for b in list_beds("east"):
        if seen < 3:
            seen += 1
    water("a", seen + 8)
