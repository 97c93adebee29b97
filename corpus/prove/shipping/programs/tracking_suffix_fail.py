"""Take the third dash-separated part of a two-part parcel id: IndexError."""
import clauz3
from tools.shipping.trusted.effects import hold


def main() -> None:
    parts = "PX-9001".split("-")
    hold("PX-9001", "batch " + parts[2])
