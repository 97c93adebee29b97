"""Pass caller-supplied litres straight to the valve: the 0 < litres <= 50 precondition can break."""
import clauz3
from tools.orchard.trusted.effects import irrigate


def main(litres: int) -> None:
    irrigate("apples", litres)
