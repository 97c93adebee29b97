from tools.beds.trusted.effects import list_beds, water


def main() -> int:
    """The query lists at most eight beds, but with the nursery there may be nine."""
    beds = list_beds("east")
    beds.insert(0, "nursery")
    assert len(beds) <= 8
    for bed in beds:
        water(bed, 5)
    return len(beds)
