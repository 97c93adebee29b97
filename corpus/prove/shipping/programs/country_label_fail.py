"""Label with a caller-given country code without checking it has two letters."""
import clauz3
from tools.shipping.trusted.effects import label


def main(country: str) -> None:
    label("PX-4001", country)
