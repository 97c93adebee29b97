"""Label with a caller-given country only when it is one of the supported codes."""
import clauz3
from tools.shipping.trusted import contracts as ship_c
from tools.shipping.trusted.effects import label


@clauz3.guarantee(ship_c.countries_only(["DE", "FR", "NL"]))
def main(country: str) -> None:
    if country in ["DE", "FR"]:
        label("PX-4001", country)
