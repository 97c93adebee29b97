"""Ship with the scale's reading unchecked: 0 g or over 30 kg breaks ship's precondition."""
import clauz3
from tools.shipping.trusted.effects import ship, weigh


def main() -> None:
    ship("PX-2002", "post", weigh("PX-2002"))
