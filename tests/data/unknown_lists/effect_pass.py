from tools.beds.trusted.effects import list_beds, water


def main() -> int:
    """Water every bed of the east zone and the nursery, which the query does not list."""
    beds = list_beds("east")
    rounds = beds
    beds.append("nursery")
    assert len(rounds) <= 9
    assert rounds[-1] == "nursery"
    for bed in rounds:
        water(bed, 5)
    return len(rounds)
