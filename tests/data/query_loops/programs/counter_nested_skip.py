from tools.beds.trusted.effects import list_beds, water


def main() -> None:
    """A count carried through an inner loop over rows is refused."""
    for zone in list_beds("all"):
        inner = 0
        for b in list_beds(zone):
            inner += 1
        if inner > 0:
            water(zone, inner)
