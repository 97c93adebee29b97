"""Alerts only ever mention the fig or olive rows, whichever probe is dry."""
import clauz3
from tools.orchard.trusted import contracts as orchard
from tools.orchard.trusted.effects import moisture, raise_alert


@clauz3.guarantee(orchard.alerts_only_for(["figs", "olives"]))
def main() -> None:
    for row in ("figs", "olives"):
        if moisture(row) < 10:
            raise_alert(row, "dry")
