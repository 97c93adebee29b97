import clauz3
from tools.beds.trusted.effects import list_beds, water


def main(zone: str) -> None:
    """Reversed once per bed: for an odd number of beds the order is flipped."""
    done = ["start", "end"]
    for bed in list_beds(zone):
        done.reverse()
        water(bed, 1)
    assert done[0] == "start"
